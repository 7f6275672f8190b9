#composite_of_7168b = #util.composite<7168xi8, [
    dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>,
]>
#executable_target_vulkan_spirv_fb = #hal.executable.target<"vulkan-spirv", "vulkan-spirv-fb", {iree_codegen.target_info = #iree_gpu.target<arch = "vp_android_baseline_2022", features = "spirv:v1.3,cap:Shader", wgp = <compute = fp32|int32, storage = b32, subgroup = none, subgroup_size_choices = [64], max_workgroup_sizes = [128, 128, 64], max_thread_count_per_workgroup = 128, max_workgroup_memory_bytes = 16384, max_workgroup_counts = [65535, 65535, 65535]>>}>
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_vulkan = #hal.device.target<"vulkan", [#executable_target_vulkan_spirv_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_vulkan
  util.global private @__constant_tensor_32x16xf32 : !stream.resource<constant>
  util.initializer {
    %c0 = arith.constant 0 : index
    %c0_i64 = arith.constant 0 : i64
    %0 = stream.timepoint.immediate => !stream.timepoint
    %buffer_cst = util.buffer.constant <alignment = 64> : !util.buffer = #composite_of_7168b
    %c7168 = arith.constant 7168 : index
    %did_map, %result = stream.resource.try_map on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0] : !util.buffer -> i1, !stream.resource<constant>{%c7168}
    cf.cond_br %did_map, ^bb2(%0, %result : !stream.timepoint, !stream.resource<constant>), ^bb1
  ^bb1:  // pred: ^bb0
    %1 = stream.resource.alloc uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<constant>{%c7168}
    %file = stream.file.constant on(#hal.device.affinity<@__device_0>) %buffer_cst[%c0 for %c7168] : !util.buffer{%c7168} -> !stream.file
    %2 = stream.file.read on(#hal.device.affinity<@__device_0>) await(%0) => %file[%c0_i64], %1[%c0], %c7168 : !stream.file -> !stream.resource<constant>{%c7168} => !stream.timepoint
    cf.br ^bb2(%2, %1 : !stream.timepoint, !stream.resource<constant>)
  ^bb2(%3: !stream.timepoint, %4: !stream.resource<constant>):  // 2 preds: ^bb0, ^bb1
    %5 = stream.timepoint.await sync %3 => %4 : !stream.resource<constant>{%c7168}
    util.global.store %5, @__constant_tensor_32x16xf32 : !stream.resource<constant>
    util.return
  }
  hal.executable private @main_dispatch_0 {
    hal.executable.variant public @vulkan_spirv_fb target(#executable_target_vulkan_spirv_fb) {
      hal.executable.export public @main_dispatch_0_matmul_2x32x16_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [4 : index, 2 : index, 1 : index]>
      builtin.module attributes {hal.executable.target = #executable_target_vulkan_spirv_fb, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<subgroup_size = 64, min_subgroup_size = 64, max_subgroup_size = 64, cooperative_matrix_properties_khr = []>>} {
        spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
          spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
          spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.func @main_dispatch_0_matmul_2x32x16_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 2, 1>, hal.executable.target = #executable_target_vulkan_spirv_fb} {
            %cst7_i32 = spirv.Constant 7 : i32
            %cst6_i32 = spirv.Constant 6 : i32
            %cst5_i32 = spirv.Constant 5 : i32
            %cst3_i32 = spirv.Constant 3 : i32
            %cst1_i32 = spirv.Constant 1 : i32
            %cst2_i32 = spirv.Constant 2 : i32
            %cst4_i32 = spirv.Constant 4 : i32
            %cst29_i32 = spirv.Constant 29 : i32
            %cst28_i32 = spirv.Constant 28 : i32
            %cst25_i32 = spirv.Constant 25 : i32
            %cst24_i32 = spirv.Constant 24 : i32
            %cst21_i32 = spirv.Constant 21 : i32
            %cst20_i32 = spirv.Constant 20 : i32
            %cst17_i32 = spirv.Constant 17 : i32
            %cst13_i32 = spirv.Constant 13 : i32
            %cst12_i32 = spirv.Constant 12 : i32
            %cst9_i32 = spirv.Constant 9 : i32
            %cst32_i32 = spirv.Constant 32 : i32
            %cst8_i32 = spirv.Constant 8 : i32
            %cst16_i32 = spirv.Constant 16 : i32
            %cst0_i32 = spirv.Constant 0 : i32
            %cst_vec_4xf32 = spirv.Constant dense<3.750000e+00> : vector<4xf32>
            %cst_vec_4xf32_0 = spirv.Constant dense<2.000000e+00> : vector<4xf32>
            %cst_vec_4xf32_1 = spirv.Constant dense<8.000000e-01> : vector<4xf32>
            %cst_vec_4xf32_2 = spirv.Constant dense<0.0821908935> : vector<4xf32>
            %cst_vec_4xf32_3 = spirv.Constant dense<-0.583389878> : vector<4xf32>
            %cst_vec_4xf32_4 = spirv.Constant dense<1.62705934> : vector<4xf32>
            %cst_vec_4xf32_5 = spirv.Constant dense<-2.0606916> : vector<4xf32>
            %cst_vec_4xf32_6 = spirv.Constant dense<0.0572442785> : vector<4xf32>
            %cst_vec_4xf32_7 = spirv.Constant dense<-0.0883462652> : vector<4xf32>
            %cst_vec_4xf32_8 = spirv.Constant dense<0.448369086> : vector<4xf32>
            %cst_vec_4xf32_9 = spirv.Constant dense<-3.276070e-01> : vector<4xf32>
            %cst_vec_4xf32_10 = spirv.Constant dense<0.0739796459> : vector<4xf32>
            %cst_vec_4xf32_11 = spirv.Constant dense<-0.131808966> : vector<4xf32>
            %cst_vec_4xf32_12 = spirv.Constant dense<0.519230127> : vector<4xf32>
            %cst_vec_4xf32_13 = spirv.Constant dense<-0.463513821> : vector<4xf32>
            %cst_vec_4xf32_14 = spirv.Constant dense<-1.71048032E-5> : vector<4xf32>
            %cst_vec_4xf32_15 = spirv.Constant dense<2.53447099E-4> : vector<4xf32>
            %cst_vec_4xf32_16 = spirv.Constant dense<-0.00141373626> : vector<4xf32>
            %cst_vec_4xf32_17 = spirv.Constant dense<0.00351961935> : vector<4xf32>
            %cst_vec_4xf32_18 = spirv.Constant dense<-0.00330093061> : vector<4xf32>
            %cst_vec_4xf32_19 = spirv.Constant dense<0.0370645523> : vector<4xf32>
            %cst_vec_4xf32_20 = spirv.Constant dense<0.118407398> : vector<4xf32>
            %cst_vec_4xf32_21 = spirv.Constant dense<-0.364721417> : vector<4xf32>
            %cst_vec_4xf32_22 = spirv.Constant dense<1.12750685> : vector<4xf32>
            %cst_vec_4xf32_23 = spirv.Constant dense<0.0258146804> : vector<4xf32>
            %cst_vec_4xf32_24 = spirv.Constant dense<0.209741712> : vector<4xf32>
            %cst_vec_4xf32_25 = spirv.Constant dense<-0.523018539> : vector<4xf32>
            %cst_vec_4xf32_26 = spirv.Constant dense<1.12837911> : vector<4xf32>
            %cst_vec_4xf32_27 = spirv.Constant dense<5.000000e-01> : vector<4xf32>
            %cst_vec_4xf32_28 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
            %cst_vec_4xf32_29 = spirv.Constant dense<1.41421354> : vector<4xf32>
            %cst_vec_4xf32_30 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
            %cst = spirv.Constant dense_resource<__elided__> : tensor<32xf32> : !spirv.array<32 x f32>
            %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
            %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
            %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
            %4 = spirv.IMul %3, %cst8_i32 : i32
            %5 = spirv.IAdd %4, %cst1_i32 : i32
            %6 = spirv.IAdd %4, %cst2_i32 : i32
            %7 = spirv.IAdd %4, %cst3_i32 : i32
            %8 = spirv.IAdd %4, %cst4_i32 : i32
            %9 = spirv.IAdd %4, %cst5_i32 : i32
            %10 = spirv.IAdd %4, %cst6_i32 : i32
            %11 = spirv.IAdd %4, %cst7_i32 : i32
            %12 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %12, %cst : !spirv.array<32 x f32>
            %13 = spirv.AccessChain %12[%4] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %14 = spirv.Load "Function" %13 : f32
            %15 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %15, %cst : !spirv.array<32 x f32>
            %16 = spirv.AccessChain %15[%5] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %17 = spirv.Load "Function" %16 : f32
            %18 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %18, %cst : !spirv.array<32 x f32>
            %19 = spirv.AccessChain %18[%6] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %20 = spirv.Load "Function" %19 : f32
            %21 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %21, %cst : !spirv.array<32 x f32>
            %22 = spirv.AccessChain %21[%7] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %23 = spirv.Load "Function" %22 : f32
            %24 = spirv.CompositeConstruct %14, %17, %20, %23 : (f32, f32, f32, f32) -> vector<4xf32>
            %25 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %25, %cst : !spirv.array<32 x f32>
            %26 = spirv.AccessChain %25[%8] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %27 = spirv.Load "Function" %26 : f32
            %28 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %28, %cst : !spirv.array<32 x f32>
            %29 = spirv.AccessChain %28[%9] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %30 = spirv.Load "Function" %29 : f32
            %31 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %31, %cst : !spirv.array<32 x f32>
            %32 = spirv.AccessChain %31[%10] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %33 = spirv.Load "Function" %32 : f32
            %34 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %34, %cst : !spirv.array<32 x f32>
            %35 = spirv.AccessChain %34[%11] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %36 = spirv.Load "Function" %35 : f32
            %37 = spirv.CompositeConstruct %27, %30, %33, %36 : (f32, f32, f32, f32) -> vector<4xf32>
            %38 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
            %39 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32_30, %cst_vec_4xf32_30 : i32, vector<4xf32>, vector<4xf32>)
            ^bb1(%132: i32, %133: vector<4xf32>, %134: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
              %135 = spirv.SLessThan %132, %cst16_i32 : i32
              spirv.BranchConditional %135, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              %136 = spirv.IMul %1, %cst4_i32 : i32
              %137 = spirv.UDiv %132, %cst4_i32 : i32
              %138 = spirv.IAdd %136, %137 : i32
              %139 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %138] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %140 = spirv.Load "StorageBuffer" %139 : vector<4xf32>
              %141 = spirv.IAdd %138, %cst1_i32 : i32
              %142 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %141] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %143 = spirv.Load "StorageBuffer" %142 : vector<4xf32>
              %144 = spirv.IMul %3, %cst32_i32 : i32
              %145 = spirv.IAdd %144, %137 : i32
              %146 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %145] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %147 = spirv.Load "StorageBuffer" %146 : vector<4xf32>
              %148 = spirv.IAdd %145, %cst1_i32 : i32
              %149 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %148] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %150 = spirv.Load "StorageBuffer" %149 : vector<4xf32>
              %151 = spirv.IAdd %145, %cst4_i32 : i32
              %152 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %151] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %153 = spirv.Load "StorageBuffer" %152 : vector<4xf32>
              %154 = spirv.IAdd %145, %cst5_i32 : i32
              %155 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %154] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %156 = spirv.Load "StorageBuffer" %155 : vector<4xf32>
              %157 = spirv.IAdd %145, %cst8_i32 : i32
              %158 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %157] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %159 = spirv.Load "StorageBuffer" %158 : vector<4xf32>
              %160 = spirv.IAdd %145, %cst9_i32 : i32
              %161 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %160] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %162 = spirv.Load "StorageBuffer" %161 : vector<4xf32>
              %163 = spirv.IAdd %145, %cst12_i32 : i32
              %164 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %163] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %165 = spirv.Load "StorageBuffer" %164 : vector<4xf32>
              %166 = spirv.IAdd %145, %cst13_i32 : i32
              %167 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %166] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %168 = spirv.Load "StorageBuffer" %167 : vector<4xf32>
              %169 = spirv.IAdd %145, %cst16_i32 : i32
              %170 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %169] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %171 = spirv.Load "StorageBuffer" %170 : vector<4xf32>
              %172 = spirv.IAdd %145, %cst17_i32 : i32
              %173 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %172] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %174 = spirv.Load "StorageBuffer" %173 : vector<4xf32>
              %175 = spirv.IAdd %145, %cst20_i32 : i32
              %176 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %175] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %177 = spirv.Load "StorageBuffer" %176 : vector<4xf32>
              %178 = spirv.IAdd %145, %cst21_i32 : i32
              %179 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %178] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %180 = spirv.Load "StorageBuffer" %179 : vector<4xf32>
              %181 = spirv.IAdd %145, %cst24_i32 : i32
              %182 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %181] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %183 = spirv.Load "StorageBuffer" %182 : vector<4xf32>
              %184 = spirv.IAdd %145, %cst25_i32 : i32
              %185 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %184] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %186 = spirv.Load "StorageBuffer" %185 : vector<4xf32>
              %187 = spirv.IAdd %145, %cst28_i32 : i32
              %188 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %187] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %189 = spirv.Load "StorageBuffer" %188 : vector<4xf32>
              %190 = spirv.IAdd %145, %cst29_i32 : i32
              %191 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %190] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %192 = spirv.Load "StorageBuffer" %191 : vector<4xf32>
              %193 = spirv.CompositeExtract %140[0 : i32] : vector<4xf32>
              %194 = spirv.CompositeConstruct %193, %193, %193, %193 : (f32, f32, f32, f32) -> vector<4xf32>
              %195 = spirv.CompositeExtract %147[0 : i32] : vector<4xf32>
              %196 = spirv.CompositeExtract %153[0 : i32] : vector<4xf32>
              %197 = spirv.CompositeExtract %159[0 : i32] : vector<4xf32>
              %198 = spirv.CompositeExtract %165[0 : i32] : vector<4xf32>
              %199 = spirv.CompositeConstruct %195, %196, %197, %198 : (f32, f32, f32, f32) -> vector<4xf32>
              %200 = spirv.GL.Fma %194, %199, %133 : vector<4xf32>
              %201 = spirv.CompositeExtract %140[1 : i32] : vector<4xf32>
              %202 = spirv.CompositeConstruct %201, %201, %201, %201 : (f32, f32, f32, f32) -> vector<4xf32>
              %203 = spirv.CompositeExtract %147[1 : i32] : vector<4xf32>
              %204 = spirv.CompositeExtract %153[1 : i32] : vector<4xf32>
              %205 = spirv.CompositeExtract %159[1 : i32] : vector<4xf32>
              %206 = spirv.CompositeExtract %165[1 : i32] : vector<4xf32>
              %207 = spirv.CompositeConstruct %203, %204, %205, %206 : (f32, f32, f32, f32) -> vector<4xf32>
              %208 = spirv.GL.Fma %202, %207, %200 : vector<4xf32>
              %209 = spirv.CompositeExtract %140[2 : i32] : vector<4xf32>
              %210 = spirv.CompositeConstruct %209, %209, %209, %209 : (f32, f32, f32, f32) -> vector<4xf32>
              %211 = spirv.CompositeExtract %147[2 : i32] : vector<4xf32>
              %212 = spirv.CompositeExtract %153[2 : i32] : vector<4xf32>
              %213 = spirv.CompositeExtract %159[2 : i32] : vector<4xf32>
              %214 = spirv.CompositeExtract %165[2 : i32] : vector<4xf32>
              %215 = spirv.CompositeConstruct %211, %212, %213, %214 : (f32, f32, f32, f32) -> vector<4xf32>
              %216 = spirv.GL.Fma %210, %215, %208 : vector<4xf32>
              %217 = spirv.CompositeExtract %140[3 : i32] : vector<4xf32>
              %218 = spirv.CompositeConstruct %217, %217, %217, %217 : (f32, f32, f32, f32) -> vector<4xf32>
              %219 = spirv.CompositeExtract %147[3 : i32] : vector<4xf32>
              %220 = spirv.CompositeExtract %153[3 : i32] : vector<4xf32>
              %221 = spirv.CompositeExtract %159[3 : i32] : vector<4xf32>
              %222 = spirv.CompositeExtract %165[3 : i32] : vector<4xf32>
              %223 = spirv.CompositeConstruct %219, %220, %221, %222 : (f32, f32, f32, f32) -> vector<4xf32>
              %224 = spirv.GL.Fma %218, %223, %216 : vector<4xf32>
              %225 = spirv.CompositeExtract %143[0 : i32] : vector<4xf32>
              %226 = spirv.CompositeConstruct %225, %225, %225, %225 : (f32, f32, f32, f32) -> vector<4xf32>
              %227 = spirv.CompositeExtract %150[0 : i32] : vector<4xf32>
              %228 = spirv.CompositeExtract %156[0 : i32] : vector<4xf32>
              %229 = spirv.CompositeExtract %162[0 : i32] : vector<4xf32>
              %230 = spirv.CompositeExtract %168[0 : i32] : vector<4xf32>
              %231 = spirv.CompositeConstruct %227, %228, %229, %230 : (f32, f32, f32, f32) -> vector<4xf32>
              %232 = spirv.GL.Fma %226, %231, %224 : vector<4xf32>
              %233 = spirv.CompositeExtract %143[1 : i32] : vector<4xf32>
              %234 = spirv.CompositeConstruct %233, %233, %233, %233 : (f32, f32, f32, f32) -> vector<4xf32>
              %235 = spirv.CompositeExtract %150[1 : i32] : vector<4xf32>
              %236 = spirv.CompositeExtract %156[1 : i32] : vector<4xf32>
              %237 = spirv.CompositeExtract %162[1 : i32] : vector<4xf32>
              %238 = spirv.CompositeExtract %168[1 : i32] : vector<4xf32>
              %239 = spirv.CompositeConstruct %235, %236, %237, %238 : (f32, f32, f32, f32) -> vector<4xf32>
              %240 = spirv.GL.Fma %234, %239, %232 : vector<4xf32>
              %241 = spirv.CompositeExtract %143[2 : i32] : vector<4xf32>
              %242 = spirv.CompositeConstruct %241, %241, %241, %241 : (f32, f32, f32, f32) -> vector<4xf32>
              %243 = spirv.CompositeExtract %150[2 : i32] : vector<4xf32>
              %244 = spirv.CompositeExtract %156[2 : i32] : vector<4xf32>
              %245 = spirv.CompositeExtract %162[2 : i32] : vector<4xf32>
              %246 = spirv.CompositeExtract %168[2 : i32] : vector<4xf32>
              %247 = spirv.CompositeConstruct %243, %244, %245, %246 : (f32, f32, f32, f32) -> vector<4xf32>
              %248 = spirv.GL.Fma %242, %247, %240 : vector<4xf32>
              %249 = spirv.CompositeExtract %143[3 : i32] : vector<4xf32>
              %250 = spirv.CompositeConstruct %249, %249, %249, %249 : (f32, f32, f32, f32) -> vector<4xf32>
              %251 = spirv.CompositeExtract %150[3 : i32] : vector<4xf32>
              %252 = spirv.CompositeExtract %156[3 : i32] : vector<4xf32>
              %253 = spirv.CompositeExtract %162[3 : i32] : vector<4xf32>
              %254 = spirv.CompositeExtract %168[3 : i32] : vector<4xf32>
              %255 = spirv.CompositeConstruct %251, %252, %253, %254 : (f32, f32, f32, f32) -> vector<4xf32>
              %256 = spirv.GL.Fma %250, %255, %248 : vector<4xf32>
              %257 = spirv.CompositeExtract %171[0 : i32] : vector<4xf32>
              %258 = spirv.CompositeExtract %177[0 : i32] : vector<4xf32>
              %259 = spirv.CompositeExtract %183[0 : i32] : vector<4xf32>
              %260 = spirv.CompositeExtract %189[0 : i32] : vector<4xf32>
              %261 = spirv.CompositeConstruct %257, %258, %259, %260 : (f32, f32, f32, f32) -> vector<4xf32>
              %262 = spirv.GL.Fma %194, %261, %134 : vector<4xf32>
              %263 = spirv.CompositeExtract %171[1 : i32] : vector<4xf32>
              %264 = spirv.CompositeExtract %177[1 : i32] : vector<4xf32>
              %265 = spirv.CompositeExtract %183[1 : i32] : vector<4xf32>
              %266 = spirv.CompositeExtract %189[1 : i32] : vector<4xf32>
              %267 = spirv.CompositeConstruct %263, %264, %265, %266 : (f32, f32, f32, f32) -> vector<4xf32>
              %268 = spirv.GL.Fma %202, %267, %262 : vector<4xf32>
              %269 = spirv.CompositeExtract %171[2 : i32] : vector<4xf32>
              %270 = spirv.CompositeExtract %177[2 : i32] : vector<4xf32>
              %271 = spirv.CompositeExtract %183[2 : i32] : vector<4xf32>
              %272 = spirv.CompositeExtract %189[2 : i32] : vector<4xf32>
              %273 = spirv.CompositeConstruct %269, %270, %271, %272 : (f32, f32, f32, f32) -> vector<4xf32>
              %274 = spirv.GL.Fma %210, %273, %268 : vector<4xf32>
              %275 = spirv.CompositeExtract %171[3 : i32] : vector<4xf32>
              %276 = spirv.CompositeExtract %177[3 : i32] : vector<4xf32>
              %277 = spirv.CompositeExtract %183[3 : i32] : vector<4xf32>
              %278 = spirv.CompositeExtract %189[3 : i32] : vector<4xf32>
              %279 = spirv.CompositeConstruct %275, %276, %277, %278 : (f32, f32, f32, f32) -> vector<4xf32>
              %280 = spirv.GL.Fma %218, %279, %274 : vector<4xf32>
              %281 = spirv.CompositeExtract %174[0 : i32] : vector<4xf32>
              %282 = spirv.CompositeExtract %180[0 : i32] : vector<4xf32>
              %283 = spirv.CompositeExtract %186[0 : i32] : vector<4xf32>
              %284 = spirv.CompositeExtract %192[0 : i32] : vector<4xf32>
              %285 = spirv.CompositeConstruct %281, %282, %283, %284 : (f32, f32, f32, f32) -> vector<4xf32>
              %286 = spirv.GL.Fma %226, %285, %280 : vector<4xf32>
              %287 = spirv.CompositeExtract %174[1 : i32] : vector<4xf32>
              %288 = spirv.CompositeExtract %180[1 : i32] : vector<4xf32>
              %289 = spirv.CompositeExtract %186[1 : i32] : vector<4xf32>
              %290 = spirv.CompositeExtract %192[1 : i32] : vector<4xf32>
              %291 = spirv.CompositeConstruct %287, %288, %289, %290 : (f32, f32, f32, f32) -> vector<4xf32>
              %292 = spirv.GL.Fma %234, %291, %286 : vector<4xf32>
              %293 = spirv.CompositeExtract %174[2 : i32] : vector<4xf32>
              %294 = spirv.CompositeExtract %180[2 : i32] : vector<4xf32>
              %295 = spirv.CompositeExtract %186[2 : i32] : vector<4xf32>
              %296 = spirv.CompositeExtract %192[2 : i32] : vector<4xf32>
              %297 = spirv.CompositeConstruct %293, %294, %295, %296 : (f32, f32, f32, f32) -> vector<4xf32>
              %298 = spirv.GL.Fma %242, %297, %292 : vector<4xf32>
              %299 = spirv.CompositeExtract %174[3 : i32] : vector<4xf32>
              %300 = spirv.CompositeExtract %180[3 : i32] : vector<4xf32>
              %301 = spirv.CompositeExtract %186[3 : i32] : vector<4xf32>
              %302 = spirv.CompositeExtract %192[3 : i32] : vector<4xf32>
              %303 = spirv.CompositeConstruct %299, %300, %301, %302 : (f32, f32, f32, f32) -> vector<4xf32>
              %304 = spirv.GL.Fma %250, %303, %298 : vector<4xf32>
              spirv.Store "Function" %38, %256 : vector<4xf32>
              spirv.Store "Function" %39, %304 : vector<4xf32>
              %305 = spirv.IAdd %132, %cst8_i32 : i32
              spirv.Branch ^bb1(%305, %256, %304 : i32, vector<4xf32>, vector<4xf32>)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            %40 = spirv.Load "Function" %39 : vector<4xf32>
            %41 = spirv.Load "Function" %38 : vector<4xf32>
            %42 = spirv.FAdd %41, %24 : vector<4xf32>
            %43 = spirv.FAdd %40, %37 : vector<4xf32>
            %44 = spirv.FDiv %42, %cst_vec_4xf32_29 : vector<4xf32>
            %45 = spirv.FDiv %43, %cst_vec_4xf32_29 : vector<4xf32>
            %46 = spirv.FOrdLessThan %44, %cst_vec_4xf32_30 : vector<4xf32>
            %47 = spirv.FNegate %44 : vector<4xf32>
            %48 = spirv.Select %46, %47, %44 : vector<4xi1>, vector<4xf32>
            %49 = spirv.FOrdLessThan %48, %cst_vec_4xf32_1 : vector<4xf32>
            %50 = spirv.Select %49, %cst_vec_4xf32_26, %cst_vec_4xf32_22 : vector<4xi1>, vector<4xf32>
            %51 = spirv.Select %49, %cst_vec_4xf32_13, %cst_vec_4xf32_9 : vector<4xi1>, vector<4xf32>
            %52 = spirv.Select %49, %cst_vec_4xf32_25, %cst_vec_4xf32_21 : vector<4xi1>, vector<4xf32>
            %53 = spirv.Select %49, %cst_vec_4xf32_12, %cst_vec_4xf32_8 : vector<4xi1>, vector<4xf32>
            %54 = spirv.Select %49, %cst_vec_4xf32_24, %cst_vec_4xf32_20 : vector<4xi1>, vector<4xf32>
            %55 = spirv.Select %49, %cst_vec_4xf32_11, %cst_vec_4xf32_7 : vector<4xi1>, vector<4xf32>
            %56 = spirv.Select %49, %cst_vec_4xf32_23, %cst_vec_4xf32_19 : vector<4xi1>, vector<4xf32>
            %57 = spirv.Select %49, %cst_vec_4xf32_10, %cst_vec_4xf32_6 : vector<4xi1>, vector<4xf32>
            %58 = spirv.FOrdLessThan %48, %cst_vec_4xf32_0 : vector<4xf32>
            %59 = spirv.Select %58, %cst_vec_4xf32_30, %cst_vec_4xf32_18 : vector<4xi1>, vector<4xf32>
            %60 = spirv.Select %58, %50, %cst_vec_4xf32_17 : vector<4xi1>, vector<4xf32>
            %61 = spirv.Select %58, %51, %cst_vec_4xf32_5 : vector<4xi1>, vector<4xf32>
            %62 = spirv.Select %58, %52, %cst_vec_4xf32_16 : vector<4xi1>, vector<4xf32>
            %63 = spirv.Select %58, %53, %cst_vec_4xf32_4 : vector<4xi1>, vector<4xf32>
            %64 = spirv.Select %58, %54, %cst_vec_4xf32_15 : vector<4xi1>, vector<4xf32>
            %65 = spirv.Select %58, %55, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
            %66 = spirv.Select %58, %56, %cst_vec_4xf32_14 : vector<4xi1>, vector<4xf32>
            %67 = spirv.Select %58, %57, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
            %68 = spirv.Select %58, %cst_vec_4xf32_30, %cst_vec_4xf32_28 : vector<4xi1>, vector<4xf32>
            %69 = spirv.FUnordLessThan %48, %cst_vec_4xf32 : vector<4xf32>
            %70 = spirv.GL.Fma %48, %66, %64 : vector<4xf32>
            %71 = spirv.GL.Fma %48, %70, %62 : vector<4xf32>
            %72 = spirv.GL.Fma %48, %71, %60 : vector<4xf32>
            %73 = spirv.GL.Fma %48, %72, %59 : vector<4xf32>
            %74 = spirv.GL.Fma %48, %67, %65 : vector<4xf32>
            %75 = spirv.GL.Fma %48, %74, %63 : vector<4xf32>
            %76 = spirv.GL.Fma %48, %75, %61 : vector<4xf32>
            %77 = spirv.GL.Fma %48, %76, %cst_vec_4xf32_28 : vector<4xf32>
            %78 = spirv.FDiv %73, %77 : vector<4xf32>
            %79 = spirv.FAdd %68, %78 : vector<4xf32>
            %80 = spirv.Select %69, %79, %cst_vec_4xf32_28 : vector<4xi1>, vector<4xf32>
            %81 = spirv.FNegate %80 : vector<4xf32>
            %82 = spirv.Select %46, %81, %80 : vector<4xi1>, vector<4xf32>
            %83 = spirv.FOrdLessThan %45, %cst_vec_4xf32_30 : vector<4xf32>
            %84 = spirv.FNegate %45 : vector<4xf32>
            %85 = spirv.Select %83, %84, %45 : vector<4xi1>, vector<4xf32>
            %86 = spirv.FOrdLessThan %85, %cst_vec_4xf32_1 : vector<4xf32>
            %87 = spirv.Select %86, %cst_vec_4xf32_26, %cst_vec_4xf32_22 : vector<4xi1>, vector<4xf32>
            %88 = spirv.Select %86, %cst_vec_4xf32_13, %cst_vec_4xf32_9 : vector<4xi1>, vector<4xf32>
            %89 = spirv.Select %86, %cst_vec_4xf32_25, %cst_vec_4xf32_21 : vector<4xi1>, vector<4xf32>
            %90 = spirv.Select %86, %cst_vec_4xf32_12, %cst_vec_4xf32_8 : vector<4xi1>, vector<4xf32>
            %91 = spirv.Select %86, %cst_vec_4xf32_24, %cst_vec_4xf32_20 : vector<4xi1>, vector<4xf32>
            %92 = spirv.Select %86, %cst_vec_4xf32_11, %cst_vec_4xf32_7 : vector<4xi1>, vector<4xf32>
            %93 = spirv.Select %86, %cst_vec_4xf32_23, %cst_vec_4xf32_19 : vector<4xi1>, vector<4xf32>
            %94 = spirv.Select %86, %cst_vec_4xf32_10, %cst_vec_4xf32_6 : vector<4xi1>, vector<4xf32>
            %95 = spirv.FOrdLessThan %85, %cst_vec_4xf32_0 : vector<4xf32>
            %96 = spirv.Select %95, %cst_vec_4xf32_30, %cst_vec_4xf32_18 : vector<4xi1>, vector<4xf32>
            %97 = spirv.Select %95, %87, %cst_vec_4xf32_17 : vector<4xi1>, vector<4xf32>
            %98 = spirv.Select %95, %88, %cst_vec_4xf32_5 : vector<4xi1>, vector<4xf32>
            %99 = spirv.Select %95, %89, %cst_vec_4xf32_16 : vector<4xi1>, vector<4xf32>
            %100 = spirv.Select %95, %90, %cst_vec_4xf32_4 : vector<4xi1>, vector<4xf32>
            %101 = spirv.Select %95, %91, %cst_vec_4xf32_15 : vector<4xi1>, vector<4xf32>
            %102 = spirv.Select %95, %92, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
            %103 = spirv.Select %95, %93, %cst_vec_4xf32_14 : vector<4xi1>, vector<4xf32>
            %104 = spirv.Select %95, %94, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
            %105 = spirv.Select %95, %cst_vec_4xf32_30, %cst_vec_4xf32_28 : vector<4xi1>, vector<4xf32>
            %106 = spirv.FUnordLessThan %85, %cst_vec_4xf32 : vector<4xf32>
            %107 = spirv.GL.Fma %85, %103, %101 : vector<4xf32>
            %108 = spirv.GL.Fma %85, %107, %99 : vector<4xf32>
            %109 = spirv.GL.Fma %85, %108, %97 : vector<4xf32>
            %110 = spirv.GL.Fma %85, %109, %96 : vector<4xf32>
            %111 = spirv.GL.Fma %85, %104, %102 : vector<4xf32>
            %112 = spirv.GL.Fma %85, %111, %100 : vector<4xf32>
            %113 = spirv.GL.Fma %85, %112, %98 : vector<4xf32>
            %114 = spirv.GL.Fma %85, %113, %cst_vec_4xf32_28 : vector<4xf32>
            %115 = spirv.FDiv %110, %114 : vector<4xf32>
            %116 = spirv.FAdd %105, %115 : vector<4xf32>
            %117 = spirv.Select %106, %116, %cst_vec_4xf32_28 : vector<4xi1>, vector<4xf32>
            %118 = spirv.FNegate %117 : vector<4xf32>
            %119 = spirv.Select %83, %118, %117 : vector<4xi1>, vector<4xf32>
            %120 = spirv.FAdd %82, %cst_vec_4xf32_28 : vector<4xf32>
            %121 = spirv.FAdd %119, %cst_vec_4xf32_28 : vector<4xf32>
            %122 = spirv.FMul %120, %cst_vec_4xf32_27 : vector<4xf32>
            %123 = spirv.FMul %121, %cst_vec_4xf32_27 : vector<4xf32>
            %124 = spirv.FMul %42, %122 : vector<4xf32>
            %125 = spirv.FMul %43, %123 : vector<4xf32>
            %126 = spirv.IMul %3, %cst2_i32 : i32
            %127 = spirv.IMul %1, %cst8_i32 : i32
            %128 = spirv.IAdd %126, %127 : i32
            %129 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %128] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
            spirv.Store "StorageBuffer" %129, %124 : vector<4xf32>
            %130 = spirv.IAdd %128, %cst1_i32 : i32
            %131 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %130] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
            spirv.Store "StorageBuffer" %131, %125 : vector<4xf32>
            spirv.Return
          }
          spirv.EntryPoint "GLCompute" @main_dispatch_0_matmul_2x32x16_f32, @__builtin__LocalInvocationId__
          spirv.ExecutionMode @main_dispatch_0_matmul_2x32x16_f32 "LocalSize", 4, 2, 1
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @vulkan_spirv_fb target(#executable_target_vulkan_spirv_fb) {
      hal.executable.export public @main_dispatch_1_matmul_2x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [4 : index, 2 : index, 1 : index]>
      builtin.module attributes {hal.executable.target = #executable_target_vulkan_spirv_fb, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<subgroup_size = 64, min_subgroup_size = 64, max_subgroup_size = 64, cooperative_matrix_properties_khr = []>>} {
        spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
          spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
          spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
          spirv.func @main_dispatch_1_matmul_2x32x32_f32() "None" attributes {gpu.known_block_size = array<i32: 4, 2, 1>, hal.executable.target = #executable_target_vulkan_spirv_fb} {
            %cst16_i32 = spirv.Constant 16 : i32
            %cst128_i32 = spirv.Constant 128 : i32
            %cst7_i32 = spirv.Constant 7 : i32
            %cst6_i32 = spirv.Constant 6 : i32
            %cst5_i32 = spirv.Constant 5 : i32
            %cst4_i32 = spirv.Constant 4 : i32
            %cst3_i32 = spirv.Constant 3 : i32
            %cst1_i32 = spirv.Constant 1 : i32
            %cst2_i32 = spirv.Constant 2 : i32
            %cst17_i32 = spirv.Constant 17 : i32
            %cst185_i32 = spirv.Constant 185 : i32
            %cst184_i32 = spirv.Constant 184 : i32
            %cst177_i32 = spirv.Constant 177 : i32
            %cst176_i32 = spirv.Constant 176 : i32
            %cst169_i32 = spirv.Constant 169 : i32
            %cst168_i32 = spirv.Constant 168 : i32
            %cst161_i32 = spirv.Constant 161 : i32
            %cst160_i32 = spirv.Constant 160 : i32
            %cst153_i32 = spirv.Constant 153 : i32
            %cst152_i32 = spirv.Constant 152 : i32
            %cst145_i32 = spirv.Constant 145 : i32
            %cst144_i32 = spirv.Constant 144 : i32
            %cst137_i32 = spirv.Constant 137 : i32
            %cst136_i32 = spirv.Constant 136 : i32
            %cst129_i32 = spirv.Constant 129 : i32
            %cst64_i32 = spirv.Constant 64 : i32
            %cst8_i32 = spirv.Constant 8 : i32
            %cst32_i32 = spirv.Constant 32 : i32
            %cst0_i32 = spirv.Constant 0 : i32
            %cst_vec_4xi32 = spirv.Constant dense<127> : vector<4xi32>
            %cst_vec_4xi32_0 = spirv.Constant dense<23> : vector<4xi32>
            %cst_vec_4xf32 = spirv.Constant dense<1.270000e+02> : vector<4xf32>
            %cst_vec_4xf32_1 = spirv.Constant dense<-1.270000e+02> : vector<4xf32>
            %cst_vec_4xf32_2 = spirv.Constant dense<8.880000e+01> : vector<4xf32>
            %cst_vec_4xf32_3 = spirv.Constant dense<-8.780000e+01> : vector<4xf32>
            %cst_vec_4xf32_4 = spirv.Constant dense<0.166666657> : vector<4xf32>
            %cst_vec_4xf32_5 = spirv.Constant dense<0.0416657962> : vector<4xf32>
            %cst_vec_4xf32_6 = spirv.Constant dense<0.00833345205> : vector<4xf32>
            %cst_vec_4xf32_7 = spirv.Constant dense<0.00139819994> : vector<4xf32>
            %cst_vec_4xf32_8 = spirv.Constant dense<1.98756912E-4> : vector<4xf32>
            %cst_vec_4xf32_9 = spirv.Constant dense<2.12194442E-4> : vector<4xf32>
            %cst_vec_4xf32_10 = spirv.Constant dense<-0.693359375> : vector<4xf32>
            %cst_vec_4xf32_11 = spirv.Constant dense<1.44269502> : vector<4xf32>
            %cst_vec_4xf32_12 = spirv.Constant dense<5.000000e-01> : vector<4xf32>
            %cst_vec_4xf32_13 = spirv.Constant dense<1.000000e+00> : vector<4xf32>
            %cst_vec_4xf32_14 = spirv.Constant dense<0.000000e+00> : vector<4xf32>
            %cst = spirv.Constant dense_resource<__elided__> : tensor<32xf32> : !spirv.array<32 x f32>
            %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>
            %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
            %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %1 = spirv.CompositeExtract %0[1 : i32] : vector<3xi32>
            %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %3 = spirv.CompositeExtract %2[0 : i32] : vector<3xi32>
            %4 = spirv.IMul %3, %cst8_i32 : i32
            %5 = spirv.IAdd %4, %cst1_i32 : i32
            %6 = spirv.IAdd %4, %cst2_i32 : i32
            %7 = spirv.IAdd %4, %cst3_i32 : i32
            %8 = spirv.IAdd %4, %cst4_i32 : i32
            %9 = spirv.IAdd %4, %cst5_i32 : i32
            %10 = spirv.IAdd %4, %cst6_i32 : i32
            %11 = spirv.IAdd %4, %cst7_i32 : i32
            %12 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %12, %cst : !spirv.array<32 x f32>
            %13 = spirv.AccessChain %12[%4] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %14 = spirv.Load "Function" %13 : f32
            %15 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %15, %cst : !spirv.array<32 x f32>
            %16 = spirv.AccessChain %15[%5] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %17 = spirv.Load "Function" %16 : f32
            %18 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %18, %cst : !spirv.array<32 x f32>
            %19 = spirv.AccessChain %18[%6] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %20 = spirv.Load "Function" %19 : f32
            %21 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %21, %cst : !spirv.array<32 x f32>
            %22 = spirv.AccessChain %21[%7] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %23 = spirv.Load "Function" %22 : f32
            %24 = spirv.CompositeConstruct %14, %17, %20, %23 : (f32, f32, f32, f32) -> vector<4xf32>
            %25 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %25, %cst : !spirv.array<32 x f32>
            %26 = spirv.AccessChain %25[%8] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %27 = spirv.Load "Function" %26 : f32
            %28 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %28, %cst : !spirv.array<32 x f32>
            %29 = spirv.AccessChain %28[%9] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %30 = spirv.Load "Function" %29 : f32
            %31 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %31, %cst : !spirv.array<32 x f32>
            %32 = spirv.AccessChain %31[%10] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %33 = spirv.Load "Function" %32 : f32
            %34 = spirv.Variable : !spirv.ptr<!spirv.array<32 x f32>, Function>
            spirv.Store "Function" %34, %cst : !spirv.array<32 x f32>
            %35 = spirv.AccessChain %34[%11] : !spirv.ptr<!spirv.array<32 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
            %36 = spirv.Load "Function" %35 : f32
            %37 = spirv.CompositeConstruct %27, %30, %33, %36 : (f32, f32, f32, f32) -> vector<4xf32>
            %38 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
            %39 = spirv.Variable : !spirv.ptr<vector<4xf32>, Function>
            spirv.mlir.loop {
              spirv.Branch ^bb1(%cst0_i32, %cst_vec_4xf32_14, %cst_vec_4xf32_14 : i32, vector<4xf32>, vector<4xf32>)
            ^bb1(%109: i32, %110: vector<4xf32>, %111: vector<4xf32>):  // 2 preds: ^bb0, ^bb2
              %112 = spirv.SLessThan %109, %cst32_i32 : i32
              spirv.BranchConditional %112, ^bb2, ^bb3
            ^bb2:  // pred: ^bb1
              %113 = spirv.IMul %1, %cst8_i32 : i32
              %114 = spirv.UDiv %109, %cst4_i32 : i32
              %115 = spirv.IAdd %113, %114 : i32
              %116 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %115] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %117 = spirv.Load "StorageBuffer" %116 : vector<4xf32>
              %118 = spirv.IAdd %115, %cst1_i32 : i32
              %119 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %118] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %120 = spirv.Load "StorageBuffer" %119 : vector<4xf32>
              %121 = spirv.IMul %3, %cst64_i32 : i32
              %122 = spirv.IAdd %121, %114 : i32
              %123 = spirv.IAdd %122, %cst128_i32 : i32
              %124 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %123] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %125 = spirv.Load "StorageBuffer" %124 : vector<4xf32>
              %126 = spirv.IAdd %122, %cst129_i32 : i32
              %127 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %126] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %128 = spirv.Load "StorageBuffer" %127 : vector<4xf32>
              %129 = spirv.IAdd %122, %cst136_i32 : i32
              %130 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %129] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %131 = spirv.Load "StorageBuffer" %130 : vector<4xf32>
              %132 = spirv.IAdd %122, %cst137_i32 : i32
              %133 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %132] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %134 = spirv.Load "StorageBuffer" %133 : vector<4xf32>
              %135 = spirv.IAdd %122, %cst144_i32 : i32
              %136 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %135] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %137 = spirv.Load "StorageBuffer" %136 : vector<4xf32>
              %138 = spirv.IAdd %122, %cst145_i32 : i32
              %139 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %138] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %140 = spirv.Load "StorageBuffer" %139 : vector<4xf32>
              %141 = spirv.IAdd %122, %cst152_i32 : i32
              %142 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %141] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %143 = spirv.Load "StorageBuffer" %142 : vector<4xf32>
              %144 = spirv.IAdd %122, %cst153_i32 : i32
              %145 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %144] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %146 = spirv.Load "StorageBuffer" %145 : vector<4xf32>
              %147 = spirv.IAdd %122, %cst160_i32 : i32
              %148 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %147] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %149 = spirv.Load "StorageBuffer" %148 : vector<4xf32>
              %150 = spirv.IAdd %122, %cst161_i32 : i32
              %151 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %150] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %152 = spirv.Load "StorageBuffer" %151 : vector<4xf32>
              %153 = spirv.IAdd %122, %cst168_i32 : i32
              %154 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %153] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %155 = spirv.Load "StorageBuffer" %154 : vector<4xf32>
              %156 = spirv.IAdd %122, %cst169_i32 : i32
              %157 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %156] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %158 = spirv.Load "StorageBuffer" %157 : vector<4xf32>
              %159 = spirv.IAdd %122, %cst176_i32 : i32
              %160 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %159] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %161 = spirv.Load "StorageBuffer" %160 : vector<4xf32>
              %162 = spirv.IAdd %122, %cst177_i32 : i32
              %163 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %162] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %164 = spirv.Load "StorageBuffer" %163 : vector<4xf32>
              %165 = spirv.IAdd %122, %cst184_i32 : i32
              %166 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %165] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %167 = spirv.Load "StorageBuffer" %166 : vector<4xf32>
              %168 = spirv.IAdd %122, %cst185_i32 : i32
              %169 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %168] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
              %170 = spirv.Load "StorageBuffer" %169 : vector<4xf32>
              %171 = spirv.CompositeExtract %117[0 : i32] : vector<4xf32>
              %172 = spirv.CompositeConstruct %171, %171, %171, %171 : (f32, f32, f32, f32) -> vector<4xf32>
              %173 = spirv.CompositeExtract %125[0 : i32] : vector<4xf32>
              %174 = spirv.CompositeExtract %131[0 : i32] : vector<4xf32>
              %175 = spirv.CompositeExtract %137[0 : i32] : vector<4xf32>
              %176 = spirv.CompositeExtract %143[0 : i32] : vector<4xf32>
              %177 = spirv.CompositeConstruct %173, %174, %175, %176 : (f32, f32, f32, f32) -> vector<4xf32>
              %178 = spirv.GL.Fma %172, %177, %110 : vector<4xf32>
              %179 = spirv.CompositeExtract %117[1 : i32] : vector<4xf32>
              %180 = spirv.CompositeConstruct %179, %179, %179, %179 : (f32, f32, f32, f32) -> vector<4xf32>
              %181 = spirv.CompositeExtract %125[1 : i32] : vector<4xf32>
              %182 = spirv.CompositeExtract %131[1 : i32] : vector<4xf32>
              %183 = spirv.CompositeExtract %137[1 : i32] : vector<4xf32>
              %184 = spirv.CompositeExtract %143[1 : i32] : vector<4xf32>
              %185 = spirv.CompositeConstruct %181, %182, %183, %184 : (f32, f32, f32, f32) -> vector<4xf32>
              %186 = spirv.GL.Fma %180, %185, %178 : vector<4xf32>
              %187 = spirv.CompositeExtract %117[2 : i32] : vector<4xf32>
              %188 = spirv.CompositeConstruct %187, %187, %187, %187 : (f32, f32, f32, f32) -> vector<4xf32>
              %189 = spirv.CompositeExtract %125[2 : i32] : vector<4xf32>
              %190 = spirv.CompositeExtract %131[2 : i32] : vector<4xf32>
              %191 = spirv.CompositeExtract %137[2 : i32] : vector<4xf32>
              %192 = spirv.CompositeExtract %143[2 : i32] : vector<4xf32>
              %193 = spirv.CompositeConstruct %189, %190, %191, %192 : (f32, f32, f32, f32) -> vector<4xf32>
              %194 = spirv.GL.Fma %188, %193, %186 : vector<4xf32>
              %195 = spirv.CompositeExtract %117[3 : i32] : vector<4xf32>
              %196 = spirv.CompositeConstruct %195, %195, %195, %195 : (f32, f32, f32, f32) -> vector<4xf32>
              %197 = spirv.CompositeExtract %125[3 : i32] : vector<4xf32>
              %198 = spirv.CompositeExtract %131[3 : i32] : vector<4xf32>
              %199 = spirv.CompositeExtract %137[3 : i32] : vector<4xf32>
              %200 = spirv.CompositeExtract %143[3 : i32] : vector<4xf32>
              %201 = spirv.CompositeConstruct %197, %198, %199, %200 : (f32, f32, f32, f32) -> vector<4xf32>
              %202 = spirv.GL.Fma %196, %201, %194 : vector<4xf32>
              %203 = spirv.CompositeExtract %120[0 : i32] : vector<4xf32>
              %204 = spirv.CompositeConstruct %203, %203, %203, %203 : (f32, f32, f32, f32) -> vector<4xf32>
              %205 = spirv.CompositeExtract %128[0 : i32] : vector<4xf32>
              %206 = spirv.CompositeExtract %134[0 : i32] : vector<4xf32>
              %207 = spirv.CompositeExtract %140[0 : i32] : vector<4xf32>
              %208 = spirv.CompositeExtract %146[0 : i32] : vector<4xf32>
              %209 = spirv.CompositeConstruct %205, %206, %207, %208 : (f32, f32, f32, f32) -> vector<4xf32>
              %210 = spirv.GL.Fma %204, %209, %202 : vector<4xf32>
              %211 = spirv.CompositeExtract %120[1 : i32] : vector<4xf32>
              %212 = spirv.CompositeConstruct %211, %211, %211, %211 : (f32, f32, f32, f32) -> vector<4xf32>
              %213 = spirv.CompositeExtract %128[1 : i32] : vector<4xf32>
              %214 = spirv.CompositeExtract %134[1 : i32] : vector<4xf32>
              %215 = spirv.CompositeExtract %140[1 : i32] : vector<4xf32>
              %216 = spirv.CompositeExtract %146[1 : i32] : vector<4xf32>
              %217 = spirv.CompositeConstruct %213, %214, %215, %216 : (f32, f32, f32, f32) -> vector<4xf32>
              %218 = spirv.GL.Fma %212, %217, %210 : vector<4xf32>
              %219 = spirv.CompositeExtract %120[2 : i32] : vector<4xf32>
              %220 = spirv.CompositeConstruct %219, %219, %219, %219 : (f32, f32, f32, f32) -> vector<4xf32>
              %221 = spirv.CompositeExtract %128[2 : i32] : vector<4xf32>
              %222 = spirv.CompositeExtract %134[2 : i32] : vector<4xf32>
              %223 = spirv.CompositeExtract %140[2 : i32] : vector<4xf32>
              %224 = spirv.CompositeExtract %146[2 : i32] : vector<4xf32>
              %225 = spirv.CompositeConstruct %221, %222, %223, %224 : (f32, f32, f32, f32) -> vector<4xf32>
              %226 = spirv.GL.Fma %220, %225, %218 : vector<4xf32>
              %227 = spirv.CompositeExtract %120[3 : i32] : vector<4xf32>
              %228 = spirv.CompositeConstruct %227, %227, %227, %227 : (f32, f32, f32, f32) -> vector<4xf32>
              %229 = spirv.CompositeExtract %128[3 : i32] : vector<4xf32>
              %230 = spirv.CompositeExtract %134[3 : i32] : vector<4xf32>
              %231 = spirv.CompositeExtract %140[3 : i32] : vector<4xf32>
              %232 = spirv.CompositeExtract %146[3 : i32] : vector<4xf32>
              %233 = spirv.CompositeConstruct %229, %230, %231, %232 : (f32, f32, f32, f32) -> vector<4xf32>
              %234 = spirv.GL.Fma %228, %233, %226 : vector<4xf32>
              %235 = spirv.CompositeExtract %149[0 : i32] : vector<4xf32>
              %236 = spirv.CompositeExtract %155[0 : i32] : vector<4xf32>
              %237 = spirv.CompositeExtract %161[0 : i32] : vector<4xf32>
              %238 = spirv.CompositeExtract %167[0 : i32] : vector<4xf32>
              %239 = spirv.CompositeConstruct %235, %236, %237, %238 : (f32, f32, f32, f32) -> vector<4xf32>
              %240 = spirv.GL.Fma %172, %239, %111 : vector<4xf32>
              %241 = spirv.CompositeExtract %149[1 : i32] : vector<4xf32>
              %242 = spirv.CompositeExtract %155[1 : i32] : vector<4xf32>
              %243 = spirv.CompositeExtract %161[1 : i32] : vector<4xf32>
              %244 = spirv.CompositeExtract %167[1 : i32] : vector<4xf32>
              %245 = spirv.CompositeConstruct %241, %242, %243, %244 : (f32, f32, f32, f32) -> vector<4xf32>
              %246 = spirv.GL.Fma %180, %245, %240 : vector<4xf32>
              %247 = spirv.CompositeExtract %149[2 : i32] : vector<4xf32>
              %248 = spirv.CompositeExtract %155[2 : i32] : vector<4xf32>
              %249 = spirv.CompositeExtract %161[2 : i32] : vector<4xf32>
              %250 = spirv.CompositeExtract %167[2 : i32] : vector<4xf32>
              %251 = spirv.CompositeConstruct %247, %248, %249, %250 : (f32, f32, f32, f32) -> vector<4xf32>
              %252 = spirv.GL.Fma %188, %251, %246 : vector<4xf32>
              %253 = spirv.CompositeExtract %149[3 : i32] : vector<4xf32>
              %254 = spirv.CompositeExtract %155[3 : i32] : vector<4xf32>
              %255 = spirv.CompositeExtract %161[3 : i32] : vector<4xf32>
              %256 = spirv.CompositeExtract %167[3 : i32] : vector<4xf32>
              %257 = spirv.CompositeConstruct %253, %254, %255, %256 : (f32, f32, f32, f32) -> vector<4xf32>
              %258 = spirv.GL.Fma %196, %257, %252 : vector<4xf32>
              %259 = spirv.CompositeExtract %152[0 : i32] : vector<4xf32>
              %260 = spirv.CompositeExtract %158[0 : i32] : vector<4xf32>
              %261 = spirv.CompositeExtract %164[0 : i32] : vector<4xf32>
              %262 = spirv.CompositeExtract %170[0 : i32] : vector<4xf32>
              %263 = spirv.CompositeConstruct %259, %260, %261, %262 : (f32, f32, f32, f32) -> vector<4xf32>
              %264 = spirv.GL.Fma %204, %263, %258 : vector<4xf32>
              %265 = spirv.CompositeExtract %152[1 : i32] : vector<4xf32>
              %266 = spirv.CompositeExtract %158[1 : i32] : vector<4xf32>
              %267 = spirv.CompositeExtract %164[1 : i32] : vector<4xf32>
              %268 = spirv.CompositeExtract %170[1 : i32] : vector<4xf32>
              %269 = spirv.CompositeConstruct %265, %266, %267, %268 : (f32, f32, f32, f32) -> vector<4xf32>
              %270 = spirv.GL.Fma %212, %269, %264 : vector<4xf32>
              %271 = spirv.CompositeExtract %152[2 : i32] : vector<4xf32>
              %272 = spirv.CompositeExtract %158[2 : i32] : vector<4xf32>
              %273 = spirv.CompositeExtract %164[2 : i32] : vector<4xf32>
              %274 = spirv.CompositeExtract %170[2 : i32] : vector<4xf32>
              %275 = spirv.CompositeConstruct %271, %272, %273, %274 : (f32, f32, f32, f32) -> vector<4xf32>
              %276 = spirv.GL.Fma %220, %275, %270 : vector<4xf32>
              %277 = spirv.CompositeExtract %152[3 : i32] : vector<4xf32>
              %278 = spirv.CompositeExtract %158[3 : i32] : vector<4xf32>
              %279 = spirv.CompositeExtract %164[3 : i32] : vector<4xf32>
              %280 = spirv.CompositeExtract %170[3 : i32] : vector<4xf32>
              %281 = spirv.CompositeConstruct %277, %278, %279, %280 : (f32, f32, f32, f32) -> vector<4xf32>
              %282 = spirv.GL.Fma %228, %281, %276 : vector<4xf32>
              spirv.Store "Function" %38, %234 : vector<4xf32>
              spirv.Store "Function" %39, %282 : vector<4xf32>
              %283 = spirv.IAdd %109, %cst8_i32 : i32
              spirv.Branch ^bb1(%283, %234, %282 : i32, vector<4xf32>, vector<4xf32>)
            ^bb3:  // pred: ^bb1
              spirv.mlir.merge
            }
            %40 = spirv.Load "Function" %39 : vector<4xf32>
            %41 = spirv.Load "Function" %38 : vector<4xf32>
            %42 = spirv.FAdd %41, %24 : vector<4xf32>
            %43 = spirv.FAdd %40, %37 : vector<4xf32>
            %44 = spirv.FNegate %42 : vector<4xf32>
            %45 = spirv.FNegate %43 : vector<4xf32>
            %46 = spirv.FUnordGreaterThanEqual %44, %cst_vec_4xf32_3 : vector<4xf32>
            %47 = spirv.Select %46, %44, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
            %48 = spirv.FUnordLessThanEqual %47, %cst_vec_4xf32_2 : vector<4xf32>
            %49 = spirv.Select %48, %47, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
            %50 = spirv.GL.Fma %49, %cst_vec_4xf32_11, %cst_vec_4xf32_12 : vector<4xf32>
            %51 = spirv.GL.Floor %50 : vector<4xf32>
            %52 = spirv.FUnordGreaterThanEqual %51, %cst_vec_4xf32_1 : vector<4xf32>
            %53 = spirv.Select %52, %51, %cst_vec_4xf32_1 : vector<4xi1>, vector<4xf32>
            %54 = spirv.FUnordLessThanEqual %53, %cst_vec_4xf32 : vector<4xf32>
            %55 = spirv.Select %54, %53, %cst_vec_4xf32 : vector<4xi1>, vector<4xf32>
            %56 = spirv.GL.Fma %cst_vec_4xf32_10, %55, %49 : vector<4xf32>
            %57 = spirv.GL.Fma %cst_vec_4xf32_9, %55, %56 : vector<4xf32>
            %58 = spirv.GL.Fma %57, %cst_vec_4xf32_8, %cst_vec_4xf32_7 : vector<4xf32>
            %59 = spirv.GL.Fma %58, %57, %cst_vec_4xf32_6 : vector<4xf32>
            %60 = spirv.GL.Fma %59, %57, %cst_vec_4xf32_5 : vector<4xf32>
            %61 = spirv.GL.Fma %60, %57, %cst_vec_4xf32_4 : vector<4xf32>
            %62 = spirv.GL.Fma %61, %57, %cst_vec_4xf32_12 : vector<4xf32>
            %63 = spirv.FMul %57, %57 : vector<4xf32>
            %64 = spirv.GL.Fma %62, %63, %57 : vector<4xf32>
            %65 = spirv.FAdd %64, %cst_vec_4xf32_13 : vector<4xf32>
            %66 = spirv.ConvertFToS %55 : vector<4xf32> to vector<4xi32>
            %67 = spirv.IAdd %66, %cst_vec_4xi32 : vector<4xi32>
            %68 = spirv.ShiftLeftLogical %67, %cst_vec_4xi32_0 : vector<4xi32>, vector<4xi32>
            %69 = spirv.Bitcast %68 : vector<4xi32> to vector<4xf32>
            %70 = spirv.FMul %65, %69 : vector<4xf32>
            %71 = spirv.FUnordGreaterThanEqual %45, %cst_vec_4xf32_3 : vector<4xf32>
            %72 = spirv.Select %71, %45, %cst_vec_4xf32_3 : vector<4xi1>, vector<4xf32>
            %73 = spirv.FUnordLessThanEqual %72, %cst_vec_4xf32_2 : vector<4xf32>
            %74 = spirv.Select %73, %72, %cst_vec_4xf32_2 : vector<4xi1>, vector<4xf32>
            %75 = spirv.GL.Fma %74, %cst_vec_4xf32_11, %cst_vec_4xf32_12 : vector<4xf32>
            %76 = spirv.GL.Floor %75 : vector<4xf32>
            %77 = spirv.FUnordGreaterThanEqual %76, %cst_vec_4xf32_1 : vector<4xf32>
            %78 = spirv.Select %77, %76, %cst_vec_4xf32_1 : vector<4xi1>, vector<4xf32>
            %79 = spirv.FUnordLessThanEqual %78, %cst_vec_4xf32 : vector<4xf32>
            %80 = spirv.Select %79, %78, %cst_vec_4xf32 : vector<4xi1>, vector<4xf32>
            %81 = spirv.GL.Fma %cst_vec_4xf32_10, %80, %74 : vector<4xf32>
            %82 = spirv.GL.Fma %cst_vec_4xf32_9, %80, %81 : vector<4xf32>
            %83 = spirv.GL.Fma %82, %cst_vec_4xf32_8, %cst_vec_4xf32_7 : vector<4xf32>
            %84 = spirv.GL.Fma %83, %82, %cst_vec_4xf32_6 : vector<4xf32>
            %85 = spirv.GL.Fma %84, %82, %cst_vec_4xf32_5 : vector<4xf32>
            %86 = spirv.GL.Fma %85, %82, %cst_vec_4xf32_4 : vector<4xf32>
            %87 = spirv.GL.Fma %86, %82, %cst_vec_4xf32_12 : vector<4xf32>
            %88 = spirv.FMul %82, %82 : vector<4xf32>
            %89 = spirv.GL.Fma %87, %88, %82 : vector<4xf32>
            %90 = spirv.FAdd %89, %cst_vec_4xf32_13 : vector<4xf32>
            %91 = spirv.ConvertFToS %80 : vector<4xf32> to vector<4xi32>
            %92 = spirv.IAdd %91, %cst_vec_4xi32 : vector<4xi32>
            %93 = spirv.ShiftLeftLogical %92, %cst_vec_4xi32_0 : vector<4xi32>, vector<4xi32>
            %94 = spirv.Bitcast %93 : vector<4xi32> to vector<4xf32>
            %95 = spirv.FMul %90, %94 : vector<4xf32>
            %96 = spirv.FAdd %70, %cst_vec_4xf32_13 : vector<4xf32>
            %97 = spirv.FAdd %95, %cst_vec_4xf32_13 : vector<4xf32>
            %98 = spirv.FDiv %cst_vec_4xf32_13, %96 : vector<4xf32>
            %99 = spirv.FDiv %cst_vec_4xf32_13, %97 : vector<4xf32>
            %100 = spirv.FMul %42, %98 : vector<4xf32>
            %101 = spirv.FMul %43, %99 : vector<4xf32>
            %102 = spirv.IMul %3, %cst2_i32 : i32
            %103 = spirv.IMul %1, %cst8_i32 : i32
            %104 = spirv.IAdd %102, %103 : i32
            %105 = spirv.IAdd %104, %cst16_i32 : i32
            %106 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %105] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
            spirv.Store "StorageBuffer" %106, %100 : vector<4xf32>
            %107 = spirv.IAdd %104, %cst17_i32 : i32
            %108 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %107] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<vector<4xf32>, stride=16> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<vector<4xf32>, StorageBuffer>
            spirv.Store "StorageBuffer" %108, %101 : vector<4xf32>
            spirv.Return
          }
          spirv.EntryPoint "GLCompute" @main_dispatch_1_matmul_2x32x32_f32, @__builtin__LocalInvocationId__
          spirv.ExecutionMode @main_dispatch_1_matmul_2x32x32_f32 "LocalSize", 4, 2, 1
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @vulkan_spirv_fb target(#executable_target_vulkan_spirv_fb) {
      hal.executable.export public @main_dispatch_2_matmul_2x8x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [16 : index, 4 : index, 1 : index]>
      builtin.module attributes {hal.executable.target = #executable_target_vulkan_spirv_fb, spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader], []>, #spirv.resource_limits<subgroup_size = 64, min_subgroup_size = 64, max_subgroup_size = 64, cooperative_matrix_properties_khr = []>>} {
        spirv.module Logical GLSL450 requires #spirv.vce<v1.0, [Shader, Matrix], [SPV_KHR_storage_buffer_storage_class]> {
          spirv.GlobalVariable @__builtin__LocalInvocationId__ built_in("LocalInvocationId") : !spirv.ptr<vector<3xi32>, Input>
          spirv.GlobalVariable @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
          spirv.GlobalVariable @__resource_var_0_0_ bind(0, 0) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_1_ bind(0, 1) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
          spirv.GlobalVariable @__resource_var_0_2_ bind(0, 2) : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
          spirv.func @main_dispatch_2_matmul_2x8x32_f32() "None" attributes {gpu.known_block_size = array<i32: 16, 4, 1>, hal.executable.target = #executable_target_vulkan_spirv_fb} {
            %cst1536_i32 = spirv.Constant 1536 : i32
            %cst64_i32 = spirv.Constant 64 : i32
            %cst1_i32 = spirv.Constant 1 : i32
            %cst32_i32 = spirv.Constant 32 : i32
            %cst0_i32 = spirv.Constant 0 : i32
            %cst8_i32 = spirv.Constant 8 : i32
            %cst2_i32 = spirv.Constant 2 : i32
            %cst_f32 = spirv.Constant 0.000000e+00 : f32
            %cst = spirv.Constant dense<[0.147139668, 0.0908447504, 0.0066414792, 0.152341276, -0.103835419, 0.166733325, 0.172743887, 0.168869078]> : tensor<8xf32> : !spirv.array<8 x f32>
            %__resource_var_0_0__addr = spirv.mlir.addressof @__resource_var_0_0_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
            %__resource_var_0_1__addr = spirv.mlir.addressof @__resource_var_0_1_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
            %__resource_var_0_2__addr = spirv.mlir.addressof @__resource_var_0_2_ : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>
            %__workgroup_mem__3_addr = spirv.mlir.addressof @__workgroup_mem__3 : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>
            %__builtin__LocalInvocationId___addr = spirv.mlir.addressof @__builtin__LocalInvocationId__ : !spirv.ptr<vector<3xi32>, Input>
            %0 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %1 = spirv.CompositeExtract %0[0 : i32] : vector<3xi32>
            %2 = spirv.Load "Input" %__builtin__LocalInvocationId___addr : vector<3xi32>
            %3 = spirv.CompositeExtract %2[1 : i32] : vector<3xi32>
            %4 = spirv.SLessThan %3, %cst2_i32 : i32
            spirv.mlir.selection {
              spirv.BranchConditional %4, ^bb1, ^bb2
            ^bb1:  // pred: ^bb0
              %5 = spirv.SLessThan %1, %cst8_i32 : i32
              spirv.mlir.selection {
                spirv.BranchConditional %5, ^bb1, ^bb2
              ^bb1:  // pred: ^bb0
                %6 = spirv.IMul %3, %cst8_i32 : i32
                %7 = spirv.IAdd %6, %1 : i32
                %8 = spirv.AccessChain %__workgroup_mem__3_addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.array<16 x f32>)>, Workgroup>, i32, i32 -> !spirv.ptr<f32, Workgroup>
                spirv.Store "Workgroup" %8, %cst_f32 : f32
                spirv.mlir.loop {
                  spirv.Branch ^bb1(%cst0_i32 : i32)
                ^bb1(%15: i32):  // 2 preds: ^bb0, ^bb2
                  %16 = spirv.SLessThan %15, %cst32_i32 : i32
                  spirv.BranchConditional %16, ^bb2, ^bb3
                ^bb2:  // pred: ^bb1
                  %17 = spirv.IMul %3, %cst32_i32 : i32
                  %18 = spirv.IAdd %15, %17 : i32
                  %19 = spirv.IAdd %18, %cst64_i32 : i32
                  %20 = spirv.AccessChain %__resource_var_0_0__addr[%cst0_i32, %19] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
                  %21 = spirv.Load "StorageBuffer" %20 : f32
                  %22 = spirv.IMul %1, %cst32_i32 : i32
                  %23 = spirv.IAdd %15, %22 : i32
                  %24 = spirv.IAdd %23, %cst1536_i32 : i32
                  %25 = spirv.AccessChain %__resource_var_0_1__addr[%cst0_i32, %24] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
                  %26 = spirv.Load "StorageBuffer" %25 : f32
                  %27 = spirv.Load "Workgroup" %8 : f32
                  %28 = spirv.FMul %21, %26 : f32
                  %29 = spirv.FAdd %27, %28 : f32
                  spirv.Store "Workgroup" %8, %29 : f32
                  %30 = spirv.IAdd %15, %cst1_i32 : i32
                  spirv.Branch ^bb1(%30 : i32)
                ^bb3:  // pred: ^bb1
                  spirv.mlir.merge
                }
                %9 = spirv.Load "Workgroup" %8 : f32
                %10 = spirv.Variable : !spirv.ptr<!spirv.array<8 x f32>, Function>
                spirv.Store "Function" %10, %cst : !spirv.array<8 x f32>
                %11 = spirv.AccessChain %10[%1] : !spirv.ptr<!spirv.array<8 x f32>, Function>, i32 -> !spirv.ptr<f32, Function>
                %12 = spirv.Load "Function" %11 : f32
                %13 = spirv.FAdd %9, %12 : f32
                %14 = spirv.AccessChain %__resource_var_0_2__addr[%cst0_i32, %7] : !spirv.ptr<!spirv.struct<(!spirv.rtarray<f32, stride=4> [0])>, StorageBuffer>, i32, i32 -> !spirv.ptr<f32, StorageBuffer>
                spirv.Store "StorageBuffer" %14, %13 : f32
                spirv.Branch ^bb2
              ^bb2:  // 2 preds: ^bb0, ^bb1
                spirv.mlir.merge
              }
              spirv.Branch ^bb2
            ^bb2:  // 2 preds: ^bb0, ^bb1
              spirv.mlir.merge
            }
            spirv.Return
          }
          spirv.EntryPoint "GLCompute" @main_dispatch_2_matmul_2x8x32_f32, @__builtin__LocalInvocationId__
          spirv.ExecutionMode @main_dispatch_2_matmul_2x8x32_f32 "LocalSize", 16, 4, 1
        }
      }
    }
  }
  util.func public @main(%arg0: !hal.buffer_view) -> !hal.buffer_view attributes {iree.abi.stub, iree.reflection = {iree.abi.declaration = "sync func @main(%input0: tensor<2x16xf32>) -> (%output0: tensor<2x8xf32>)"}} {
    %c7168 = arith.constant 7168 : index
    %c512 = arith.constant 512 : index
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %c128 = arith.constant 128 : index
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %__constant_tensor_32x16xf32 = util.global.load immutable @__constant_tensor_32x16xf32 : !stream.resource<constant>
    %element_type_f32 = hal.element_type<f32> : i32
    %dense_row_major = hal.encoding_type<dense_row_major> : i32
    hal.buffer_view.assert<%arg0 : !hal.buffer_view> message("input0") shape([%c2, %c16]) type(%element_type_f32) encoding(%dense_row_major)
    %0 = stream.tensor.import on(#hal.device.affinity<@__device_0>) %arg0 : !hal.buffer_view -> tensor<2x16xf32> in !stream.resource<external>{%c128}
    %result, %result_timepoint = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<external>{%c64} => !stream.timepoint
    %result_0, %result_timepoint_1 = stream.resource.alloca uninitialized on(#hal.device.affinity<@__device_0>) : !stream.resource<transient>{%c512} => !stream.timepoint
    %1 = stream.timepoint.join max(%result_timepoint, %result_timepoint_1) => !stream.timepoint
    %2 = stream.cmd.execute on(#hal.device.affinity<@__device_0>) await(%1) => with(%0 as %arg1: !stream.resource<external>{%c128}, %__constant_tensor_32x16xf32 as %arg2: !stream.resource<constant>{%c7168}, %result as %arg3: !stream.resource<external>{%c64}, %result_0 as %arg4: !stream.resource<transient>{%c512}) {
      stream.cmd.dispatch @main_dispatch_0::@vulkan_spirv_fb::@main_dispatch_0_matmul_2x32x16_f32 {
        ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_1::@vulkan_spirv_fb::@main_dispatch_1_matmul_2x32x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_2::@vulkan_spirv_fb::@main_dispatch_2_matmul_2x8x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg3[%c0 for %c64] : !stream.resource<external>{%c64}
      }
    } => !stream.timepoint
    %3 = stream.resource.dealloca on(#hal.device.affinity<@__device_0>) await(%2) => %result_0 : !stream.resource<transient>{%c512} => !stream.timepoint
    %4 = stream.timepoint.await %3 => %result : !stream.resource<external>{%c64}
    %5 = stream.tensor.export on(#hal.device.affinity<@__device_0>) %4 : tensor<2x8xf32> in !stream.resource<external>{%c64} -> !hal.buffer_view
    util.return %5 : !hal.buffer_view
  }
}

{-#

#-}
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=bca84e8f75e2 iree_global_optimization=e64354a40445 iree_dispatch_creation=d0012b8b72b2 iree_flow=548b68f331c5 iree_stream=8bf4c7d93b34 iree_executable_sources=27dd54a0975e
