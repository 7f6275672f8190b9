#composite_of_7168b = #util.composite<7168xi8, [
    dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>,
    dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>,
    dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>,
]>
#executable_target_rocm_hsaco_fb = #hal.executable.target<"rocm", "rocm-hsaco-fb", {abi = "hip", iree.encoding.resolver = #iree_gpu.gpu_encoding_resolver<>, iree_codegen.default_tuning_spec = #rocm.builtin.tuning_module<"iree_default_tuning_spec_gfx942.mlir">, iree_codegen.target_info = #iree_gpu.target<arch = "gfx942", features = "", wgp = <compute = fp64|fp32|fp16|int64|int32|int16|int8, storage = b64|b32|b16|b8, subgroup = shuffle|arithmetic, dot = dp4xi8toi32, mma = [<MFMA_F32_16x16x16_BF16>, <MFMA_F32_32x32x8_BF16>, <MFMA_F32_16x16x32_F8E5M2FNUZ>, <MFMA_F32_16x16x32_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ>, <MFMA_F32_16x16x32_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ>, <MFMA_F32_32x32x16_F8E5M2FNUZ_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ>, <MFMA_F32_32x32x16_F8E4M3FNUZ_F8E5M2FNUZ>, <MFMA_I32_16x16x32_I8>, <MFMA_I32_32x32x16_I8>, <MFMA_F64_16x16x4_F64>, <MFMA_F32_16x16x4_F32>, <MFMA_F32_16x16x16_F16>, <MFMA_F32_32x32x8_F16>, <MFMA_F32_4x4x4x16B_F16>, <MFMA_F32_16x16x4x4B_F16>, <MFMA_F32_32x32x4x2B_F16>, <MFMA_F32_4x4x4x16B_BF16>, <MFMA_F32_16x16x4x4B_BF16>, <MFMA_F32_32x32x4x2B_BF16>, <MFMA_F32_4x4x1x16B_F32>, <MFMA_F32_16x16x1x4B_F32>, <MFMA_F32_32x32x1x2B_F32>, <MFMA_F64_4x4x4x4B_F64>, <MFMA_I32_4x4x4x16B_I8>, <MFMA_I32_16x16x4x4B_I8>, <MFMA_I32_32x32x4x2B_I8>], subgroup_size_choices = [64], max_workgroup_sizes = [1024, 1024, 1024], max_thread_count_per_workgroup = 1024, max_workgroup_memory_bytes = 65536, max_workgroup_counts = [2147483647, 2147483647, 2147483647], max_load_instruction_bits = 128, simds_per_wgp = 4, vgpr_space_bits = 16384, dma_sizes = [32], workgroup_memory_bank_count = 32>>, ukernels = "none"}>
#mmra_tag = #llvm.mmra_tag<"amdgpu-synchronize-as":"local">
#pipeline_layout = #hal.pipeline.layout<bindings = [#hal.pipeline.binding<storage_buffer, "ReadOnly|Indirect">, #hal.pipeline.binding<storage_buffer, ReadOnly>, #hal.pipeline.binding<storage_buffer, Indirect>], flags = Indirect>
#device_target_hip = #hal.device.target<"hip", [#executable_target_rocm_hsaco_fb]> : !hal.device
module attributes {stream.affinity.default = #hal.device.affinity<@__device_0>} {
  util.global private @__device_0 = #device_target_hip
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
    hal.executable.variant public @rocm_hsaco_fb target(#executable_target_rocm_hsaco_fb) {
      hal.executable.export public @main_dispatch_0_matmul_2x32x16_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [128 : index, 1 : index, 1 : index], subgroup_size = 64>
      builtin.module {
        llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x array<18 x f32>>
        llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<18 x f32>>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 4 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_0_matmul_2x32x16_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>, rocdl.flat_work_group_size = "128,128", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 128, 1, 1>} {
          %0 = llvm.mlir.constant(0 : i64) : i64
          %1 = llvm.mlir.constant(dense<0.000000e+00> : vector<2xf32>) : vector<2xf32>
          %2 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %3 = llvm.mlir.constant(64 : i32) : i32
          %4 = llvm.mlir.constant(0 : i32) : i32
          %5 = llvm.mlir.constant(8 : i32) : i32
          %6 = llvm.mlir.constant(4 : i32) : i32
          %7 = llvm.mlir.constant(1 : i32) : i32
          %8 = llvm.mlir.constant(2 : i32) : i32
          %9 = llvm.mlir.constant(-4 : i32) : i32
          %10 = llvm.mlir.constant(12 : i32) : i32
          %11 = llvm.mlir.constant(16 : i32) : i32
          %12 = llvm.mlir.constant(1.41421354 : f32) : f32
          %13 = llvm.mlir.constant(1.000000e+00 : f32) : f32
          %14 = llvm.mlir.constant(-5.61801775E-4 : f32) : f32
          %15 = llvm.mlir.constant(0.00491381623 : f32) : f32
          %16 = llvm.mlir.constant(-0.0267075151 : f32) : f32
          %17 = llvm.mlir.constant(0.112800106 : f32) : f32
          %18 = llvm.mlir.constant(-0.376122952 : f32) : f32
          %19 = llvm.mlir.constant(0.128379107 : f32) : f32
          %20 = llvm.mlir.constant(1.69988107E-5 : f32) : f32
          %21 = llvm.mlir.constant(-3.78677854E-4 : f32) : f32
          %22 = llvm.mlir.constant(0.00385781587 : f32) : f32
          %23 = llvm.mlir.constant(-0.0241816975 : f32) : f32
          %24 = llvm.mlir.constant(0.106668264 : f32) : f32
          %25 = llvm.mlir.constant(0.634933292 : f32) : f32
          %26 = llvm.mlir.constant(0.128689408 : f32) : f32
          %27 = llvm.mlir.constant(5.000000e-01 : f32) : f32
          %28 = llvm.mlir.constant(32 : i64) : i64
          %29 = llvm.mlir.constant(18 : i64) : i64
          %30 = llvm.mlir.constant(1 : i64) : i64
          %31 = llvm.mlir.constant(576 : i64) : i64
          %32 = llvm.mlir.zero : !llvm.ptr
          %33 = llvm.getelementptr %32[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
          %35 = llvm.mlir.addressof @__shared_memory___0 : !llvm.ptr<3>
          %36 = llvm.getelementptr %35[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<18 x f32>>
          %37 = llvm.mlir.constant(3735928559 : i64) : i64
          %38 = llvm.inttoptr %37 : i64 to !llvm.ptr<3>
          %39 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %40 = llvm.insertvalue %38, %39[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %42 = llvm.mlir.constant(0 : i64) : i64
          %43 = llvm.insertvalue %42, %41[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %44 = llvm.insertvalue %28, %43[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %45 = llvm.insertvalue %29, %44[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %46 = llvm.insertvalue %29, %45[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %47 = llvm.insertvalue %30, %46[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %48 = llvm.mlir.constant(16 : i64) : i64
          %49 = llvm.mlir.constant(18 : i64) : i64
          %50 = llvm.mlir.constant(1 : i64) : i64
          %51 = llvm.mlir.constant(288 : i64) : i64
          %52 = llvm.mlir.zero : !llvm.ptr
          %53 = llvm.getelementptr %52[%51] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
          %55 = llvm.mlir.addressof @__shared_memory__ : !llvm.ptr<3>
          %56 = llvm.getelementptr %55[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<18 x f32>>
          %57 = llvm.mlir.constant(3735928559 : i64) : i64
          %58 = llvm.inttoptr %57 : i64 to !llvm.ptr<3>
          %59 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %60 = llvm.insertvalue %58, %59[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %61 = llvm.insertvalue %56, %60[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %62 = llvm.mlir.constant(0 : i64) : i64
          %63 = llvm.insertvalue %62, %61[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %64 = llvm.insertvalue %48, %63[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %65 = llvm.insertvalue %49, %64[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %66 = llvm.insertvalue %49, %65[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %67 = llvm.insertvalue %50, %66[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %68 = llvm.mlir.constant(32 : i64) : i64
          %69 = llvm.mlir.constant(1 : i64) : i64
          %70 = llvm.mlir.zero : !llvm.ptr
          %71 = llvm.getelementptr %70[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %72 = llvm.ptrtoint %71 : !llvm.ptr to i64
          %73 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr<4>
          %74 = llvm.getelementptr %73[0, 0] : (!llvm.ptr<4>) -> !llvm.ptr<4>, !llvm.array<32 x f32>
          %75 = llvm.mlir.constant(3735928559 : i64) : i64
          %76 = llvm.inttoptr %75 : i64 to !llvm.ptr<4>
          %77 = llvm.mlir.poison : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %78 = llvm.insertvalue %76, %77[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %79 = llvm.insertvalue %74, %78[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %80 = llvm.mlir.constant(0 : i64) : i64
          %81 = llvm.insertvalue %80, %79[2] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %82 = llvm.insertvalue %68, %81[3, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %83 = llvm.insertvalue %69, %82[4, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %84 = llvm.mlir.constant(1 : i64) : i64
          %85 = llvm.mlir.constant(4 : i64) : i64
          %86 = llvm.mlir.constant(1 : i64) : i64
          %87 = llvm.mlir.constant(1 : i64) : i64
          %88 = llvm.mlir.constant(1 : i64) : i64
          %89 = llvm.mlir.constant(4 : i64) : i64
          %90 = llvm.alloca %89 x f32 : (i64) -> !llvm.ptr<5>
          %91 = llvm.mlir.poison : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %93 = llvm.insertvalue %90, %92[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %94 = llvm.mlir.constant(0 : i64) : i64
          %95 = llvm.insertvalue %94, %93[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %96 = llvm.insertvalue %84, %95[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %97 = llvm.insertvalue %85, %96[3, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %98 = llvm.insertvalue %86, %97[3, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %99 = llvm.insertvalue %87, %98[3, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %100 = llvm.insertvalue %85, %99[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %101 = llvm.insertvalue %86, %100[4, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %102 = llvm.insertvalue %87, %101[4, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %103 = llvm.insertvalue %88, %102[4, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %104 = rocdl.workitem.id.x range <i32, 0, 128> : i32
          %105 = llvm.sext %104 : i32 to i64
          %106 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %107 = llvm.insertvalue %arg0, %106[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %108 = llvm.insertvalue %arg0, %107[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %109 = llvm.mlir.constant(0 : i64) : i64
          %110 = llvm.insertvalue %109, %108[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %111 = llvm.mlir.constant(2 : i64) : i64
          %112 = llvm.insertvalue %111, %110[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %113 = llvm.mlir.constant(16 : i64) : i64
          %114 = llvm.insertvalue %113, %112[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %115 = llvm.mlir.constant(16 : i64) : i64
          %116 = llvm.insertvalue %115, %114[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %117 = llvm.mlir.constant(1 : i64) : i64
          %118 = llvm.insertvalue %117, %116[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %119 = llvm.extractvalue %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %120 = llvm.mlir.constant(true) : i1
          %121 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %120 ["align"(%119, %121 : !llvm.ptr<1>, i64)] : i1
          %122 = llvm.mlir.constant(128 : i64) : i64
          %123 = llvm.extractvalue %118[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %124 = llvm.mlir.constant(0 : i64) : i64
          %125 = llvm.extractvalue %118[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %126 = llvm.extractvalue %118[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %127 = llvm.mlir.constant(0 : i16) : i16
          %128 = llvm.mlir.constant(159744 : i32) : i32
          %129 = llvm.trunc %122 : i64 to i32
          %130 = rocdl.make.buffer.rsrc %123, %127, %129, %128 : <1>, i32 to <7>
          %131 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %132 = llvm.insertvalue %130, %131[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %133 = llvm.insertvalue %130, %132[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %134 = llvm.insertvalue %124, %133[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %135 = llvm.insertvalue %125, %134[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %136 = llvm.insertvalue %126, %135[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %137 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %138 = llvm.insertvalue %arg1, %137[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %139 = llvm.insertvalue %arg1, %138[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %140 = llvm.mlir.constant(0 : i64) : i64
          %141 = llvm.insertvalue %140, %139[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %142 = llvm.mlir.constant(32 : i64) : i64
          %143 = llvm.insertvalue %142, %141[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %144 = llvm.mlir.constant(16 : i64) : i64
          %145 = llvm.insertvalue %144, %143[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %146 = llvm.mlir.constant(16 : i64) : i64
          %147 = llvm.insertvalue %146, %145[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %148 = llvm.mlir.constant(1 : i64) : i64
          %149 = llvm.insertvalue %148, %147[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %150 = llvm.extractvalue %149[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %151 = llvm.mlir.constant(true) : i1
          %152 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %151 ["align"(%150, %152 : !llvm.ptr<1>, i64)] : i1
          %153 = llvm.mlir.constant(2048 : i64) : i64
          %154 = llvm.extractvalue %149[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %155 = llvm.mlir.constant(0 : i64) : i64
          %156 = llvm.extractvalue %149[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %157 = llvm.extractvalue %149[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %158 = llvm.mlir.constant(0 : i16) : i16
          %159 = llvm.mlir.constant(159744 : i32) : i32
          %160 = llvm.trunc %153 : i64 to i32
          %161 = rocdl.make.buffer.rsrc %154, %158, %160, %159 : <1>, i32 to <7>
          %162 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %163 = llvm.insertvalue %161, %162[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %164 = llvm.insertvalue %161, %163[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %165 = llvm.insertvalue %155, %164[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %166 = llvm.insertvalue %156, %165[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %167 = llvm.insertvalue %157, %166[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %168 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %169 = llvm.insertvalue %arg2, %168[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %170 = llvm.insertvalue %arg2, %169[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %171 = llvm.mlir.constant(0 : i64) : i64
          %172 = llvm.insertvalue %171, %170[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %173 = llvm.mlir.constant(2 : i64) : i64
          %174 = llvm.insertvalue %173, %172[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %175 = llvm.mlir.constant(32 : i64) : i64
          %176 = llvm.insertvalue %175, %174[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %177 = llvm.mlir.constant(32 : i64) : i64
          %178 = llvm.insertvalue %177, %176[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %179 = llvm.mlir.constant(1 : i64) : i64
          %180 = llvm.insertvalue %179, %178[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %181 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %182 = llvm.mlir.constant(true) : i1
          %183 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %182 ["align"(%181, %183 : !llvm.ptr<1>, i64)] : i1
          %184 = llvm.mlir.constant(256 : i64) : i64
          %185 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %186 = llvm.mlir.constant(0 : i64) : i64
          %187 = llvm.extractvalue %180[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %188 = llvm.extractvalue %180[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %189 = llvm.mlir.constant(0 : i16) : i16
          %190 = llvm.mlir.constant(159744 : i32) : i32
          %191 = llvm.trunc %184 : i64 to i32
          %192 = rocdl.make.buffer.rsrc %185, %189, %191, %190 : <1>, i32 to <7>
          %193 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %194 = llvm.insertvalue %192, %193[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %195 = llvm.insertvalue %192, %194[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %196 = llvm.insertvalue %186, %195[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %197 = llvm.insertvalue %187, %196[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %198 = llvm.insertvalue %188, %197[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %199 = llvm.trunc %105 : i64 to i32
          %200 = llvm.udiv %199, %3 : i32
          %201 = llvm.urem %199, %3 : i32
          %202 = llvm.udiv %199, %5 : i32
          %203 = llvm.zext %202 : i32 to i64
          %204 = llvm.urem %199, %5 : i32
          %205 = llvm.intr.umin(%202, %8) : (i32, i32) -> i32
          %206 = llvm.zext %205 : i32 to i64
          %207 = llvm.sub %8, %205 : i32
          %208 = llvm.intr.umin(%207, %7) : (i32, i32) -> i32
          %209 = llvm.zext %208 : i32 to i64
          %210 = llvm.trunc %209 : i64 to i1
          %211 = llvm.mul %204, %8 overflow<nsw> : i32
          %212 = llvm.zext %211 : i32 to i64
          %213 = llvm.udiv %199, %6 : i32
          %214 = llvm.zext %213 : i32 to i64
          %215 = llvm.urem %199, %6 : i32
          %216 = llvm.mul %215, %6 overflow<nsw> : i32
          %217 = llvm.zext %216 : i32 to i64
          %218 = llvm.udiv %201, %11 : i32
          %219 = llvm.zext %218 : i32 to i64
          %220 = llvm.urem %201, %11 : i32
          %221 = llvm.zext %220 : i32 to i64
          %222 = llvm.mul %218, %6 overflow<nsw> : i32
          %223 = llvm.mul %200, %11 overflow<nsw> : i32
          %224 = llvm.add %223, %220 overflow<nsw> : i32
          %225 = llvm.zext %224 : i32 to i64
          %226 = llvm.mul %218, %9 overflow<nsw> : i32
          %227 = llvm.add %226, %8 : i32
          %228 = llvm.intr.smax(%227, %4) : (i32, i32) -> i32
          %229 = llvm.intr.umin(%228, %6) : (i32, i32) -> i32
          %230 = llvm.extractvalue %136[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %231 = llvm.mlir.constant(16 : i64) : i64
          %232 = llvm.mul %206, %231 : i64
          %233 = llvm.add %232, %212 : i64
          %234 = llvm.getelementptr %230[%233] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %235 = llvm.load %234 <alignment = 4> : !llvm.ptr<7> -> vector<2xf32>
          %236 = llvm.extractvalue %167[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %237 = llvm.mlir.constant(16 : i64) : i64
          %238 = llvm.mul %214, %237 : i64
          %239 = llvm.add %238, %217 : i64
          %240 = llvm.getelementptr %236[%239] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %241 = llvm.load %240 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %242 = llvm.select %210, %235, %1 : i1, vector<2xf32>
          %243 = llvm.extractvalue %67[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %244 = llvm.mlir.constant(18 : i64) : i64
          %245 = llvm.mul %203, %244 : i64
          %246 = llvm.add %245, %212 : i64
          %247 = llvm.getelementptr %243[%246] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %242, %247 <alignment = 4> : vector<2xf32>, !llvm.ptr<3>
          %248 = llvm.extractvalue %47[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %249 = llvm.mlir.constant(18 : i64) : i64
          %250 = llvm.mul %214, %249 : i64
          %251 = llvm.add %250, %217 : i64
          %252 = llvm.getelementptr %248[%251] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %241, %252 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          %253 = llvm.extractvalue %67[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %254 = llvm.mlir.constant(18 : i64) : i64
          %255 = llvm.mul %221, %254 : i64
          %256 = llvm.add %255, %219 : i64
          %257 = llvm.getelementptr %253[%256] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %258 = llvm.load %257 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %259 = llvm.add %218, %6 overflow<nsw> : i32
          %260 = llvm.zext %259 : i32 to i64
          %261 = llvm.extractvalue %67[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %262 = llvm.mlir.constant(18 : i64) : i64
          %263 = llvm.mul %221, %262 : i64
          %264 = llvm.add %263, %260 : i64
          %265 = llvm.getelementptr %261[%264] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %266 = llvm.load %265 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %267 = llvm.add %218, %5 overflow<nsw> : i32
          %268 = llvm.zext %267 : i32 to i64
          %269 = llvm.extractvalue %67[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %270 = llvm.mlir.constant(18 : i64) : i64
          %271 = llvm.mul %221, %270 : i64
          %272 = llvm.add %271, %268 : i64
          %273 = llvm.getelementptr %269[%272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %274 = llvm.load %273 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %275 = llvm.add %218, %10 overflow<nsw> : i32
          %276 = llvm.zext %275 : i32 to i64
          %277 = llvm.extractvalue %67[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %278 = llvm.mlir.constant(18 : i64) : i64
          %279 = llvm.mul %221, %278 : i64
          %280 = llvm.add %279, %276 : i64
          %281 = llvm.getelementptr %277[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %282 = llvm.load %281 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %283 = llvm.extractvalue %47[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %284 = llvm.mlir.constant(18 : i64) : i64
          %285 = llvm.mul %225, %284 : i64
          %286 = llvm.add %285, %219 : i64
          %287 = llvm.getelementptr %283[%286] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %288 = llvm.load %287 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %289 = llvm.extractvalue %47[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %290 = llvm.mlir.constant(18 : i64) : i64
          %291 = llvm.mul %225, %290 : i64
          %292 = llvm.add %291, %260 : i64
          %293 = llvm.getelementptr %289[%292] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %294 = llvm.load %293 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %295 = llvm.extractvalue %47[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %296 = llvm.mlir.constant(18 : i64) : i64
          %297 = llvm.mul %225, %296 : i64
          %298 = llvm.add %297, %268 : i64
          %299 = llvm.getelementptr %295[%298] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %300 = llvm.load %299 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %301 = llvm.extractvalue %47[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %302 = llvm.mlir.constant(18 : i64) : i64
          %303 = llvm.mul %225, %302 : i64
          %304 = llvm.add %303, %276 : i64
          %305 = llvm.getelementptr %301[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %306 = llvm.load %305 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %307 = llvm.mlir.constant(0 : i64) : i64
          %308 = llvm.extractelement %258[%307 : i64] : vector<1xf32>
          %309 = llvm.mlir.constant(0 : i64) : i64
          %310 = llvm.extractelement %288[%309 : i64] : vector<1xf32>
          %311 = rocdl.mfma.f32.16x16x4f32 %308, %310, %2, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %312 = llvm.mlir.constant(0 : i64) : i64
          %313 = llvm.extractelement %266[%312 : i64] : vector<1xf32>
          %314 = llvm.mlir.constant(0 : i64) : i64
          %315 = llvm.extractelement %294[%314 : i64] : vector<1xf32>
          %316 = rocdl.mfma.f32.16x16x4f32 %313, %315, %311, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %317 = llvm.mlir.constant(0 : i64) : i64
          %318 = llvm.extractelement %274[%317 : i64] : vector<1xf32>
          %319 = llvm.mlir.constant(0 : i64) : i64
          %320 = llvm.extractelement %300[%319 : i64] : vector<1xf32>
          %321 = rocdl.mfma.f32.16x16x4f32 %318, %320, %316, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %322 = llvm.mlir.constant(0 : i64) : i64
          %323 = llvm.extractelement %282[%322 : i64] : vector<1xf32>
          %324 = llvm.mlir.constant(0 : i64) : i64
          %325 = llvm.extractelement %306[%324 : i64] : vector<1xf32>
          %326 = rocdl.mfma.f32.16x16x4f32 %323, %325, %321, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %327 = llvm.extractvalue %83[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %328 = llvm.getelementptr %327[%225] : (!llvm.ptr<4>, i64) -> !llvm.ptr<4>, f32
          %329 = llvm.load %328 <alignment = 4> : !llvm.ptr<4> -> vector<1xf32>
          %330 = llvm.mlir.constant(0 : i64) : i64
          %331 = llvm.extractelement %326[%330 : i64] : vector<4xf32>
          %332 = llvm.mlir.constant(1 : i64) : i64
          %333 = llvm.extractelement %326[%332 : i64] : vector<4xf32>
          %334 = llvm.mlir.constant(2 : i64) : i64
          %335 = llvm.extractelement %326[%334 : i64] : vector<4xf32>
          %336 = llvm.mlir.constant(3 : i64) : i64
          %337 = llvm.extractelement %326[%336 : i64] : vector<4xf32>
          %338 = llvm.mlir.constant(0 : i64) : i64
          %339 = llvm.extractelement %329[%338 : i64] : vector<1xf32>
          %340 = llvm.fadd %331, %339 : f32
          %341 = llvm.fadd %333, %339 : f32
          %342 = llvm.fadd %335, %339 : f32
          %343 = llvm.fadd %337, %339 : f32
          %344 = llvm.fdiv %340, %12 : f32
          %345 = llvm.fdiv %341, %12 : f32
          %346 = llvm.fdiv %342, %12 : f32
          %347 = llvm.fdiv %343, %12 : f32
          %348 = llvm.intr.fabs(%344) : (f32) -> f32
          %349 = llvm.fcmp "olt" %348, %13 : f32
          %350 = llvm.fmul %348, %348 : f32
          %351 = llvm.intr.fma(%350, %14, %15) : (f32, f32, f32) -> f32
          %352 = llvm.intr.fma(%350, %351, %16) : (f32, f32, f32) -> f32
          %353 = llvm.intr.fma(%350, %352, %17) : (f32, f32, f32) -> f32
          %354 = llvm.intr.fma(%350, %353, %18) : (f32, f32, f32) -> f32
          %355 = llvm.intr.fma(%350, %354, %19) : (f32, f32, f32) -> f32
          %356 = llvm.intr.fma(%348, %355, %348) : (f32, f32, f32) -> f32
          %357 = llvm.intr.fma(%348, %20, %21) : (f32, f32, f32) -> f32
          %358 = llvm.intr.fma(%348, %357, %22) : (f32, f32, f32) -> f32
          %359 = llvm.intr.fma(%348, %358, %23) : (f32, f32, f32) -> f32
          %360 = llvm.intr.fma(%348, %359, %24) : (f32, f32, f32) -> f32
          %361 = llvm.intr.fma(%348, %360, %25) : (f32, f32, f32) -> f32
          %362 = llvm.intr.fma(%348, %361, %26) : (f32, f32, f32) -> f32
          %363 = llvm.intr.fma(%348, %362, %348) : (f32, f32, f32) -> f32
          %364 = llvm.fneg %363 : f32
          %365 = llvm.intr.exp(%364) : (f32) -> f32
          %366 = llvm.fsub %13, %365 : f32
          %367 = llvm.select %349, %356, %366 : i1, f32
          %368 = llvm.intr.copysign(%367, %344) : (f32, f32) -> f32
          %369 = llvm.intr.fabs(%345) : (f32) -> f32
          %370 = llvm.fcmp "olt" %369, %13 : f32
          %371 = llvm.fmul %369, %369 : f32
          %372 = llvm.intr.fma(%371, %14, %15) : (f32, f32, f32) -> f32
          %373 = llvm.intr.fma(%371, %372, %16) : (f32, f32, f32) -> f32
          %374 = llvm.intr.fma(%371, %373, %17) : (f32, f32, f32) -> f32
          %375 = llvm.intr.fma(%371, %374, %18) : (f32, f32, f32) -> f32
          %376 = llvm.intr.fma(%371, %375, %19) : (f32, f32, f32) -> f32
          %377 = llvm.intr.fma(%369, %376, %369) : (f32, f32, f32) -> f32
          %378 = llvm.intr.fma(%369, %20, %21) : (f32, f32, f32) -> f32
          %379 = llvm.intr.fma(%369, %378, %22) : (f32, f32, f32) -> f32
          %380 = llvm.intr.fma(%369, %379, %23) : (f32, f32, f32) -> f32
          %381 = llvm.intr.fma(%369, %380, %24) : (f32, f32, f32) -> f32
          %382 = llvm.intr.fma(%369, %381, %25) : (f32, f32, f32) -> f32
          %383 = llvm.intr.fma(%369, %382, %26) : (f32, f32, f32) -> f32
          %384 = llvm.intr.fma(%369, %383, %369) : (f32, f32, f32) -> f32
          %385 = llvm.fneg %384 : f32
          %386 = llvm.intr.exp(%385) : (f32) -> f32
          %387 = llvm.fsub %13, %386 : f32
          %388 = llvm.select %370, %377, %387 : i1, f32
          %389 = llvm.intr.copysign(%388, %345) : (f32, f32) -> f32
          %390 = llvm.intr.fabs(%346) : (f32) -> f32
          %391 = llvm.fcmp "olt" %390, %13 : f32
          %392 = llvm.fmul %390, %390 : f32
          %393 = llvm.intr.fma(%392, %14, %15) : (f32, f32, f32) -> f32
          %394 = llvm.intr.fma(%392, %393, %16) : (f32, f32, f32) -> f32
          %395 = llvm.intr.fma(%392, %394, %17) : (f32, f32, f32) -> f32
          %396 = llvm.intr.fma(%392, %395, %18) : (f32, f32, f32) -> f32
          %397 = llvm.intr.fma(%392, %396, %19) : (f32, f32, f32) -> f32
          %398 = llvm.intr.fma(%390, %397, %390) : (f32, f32, f32) -> f32
          %399 = llvm.intr.fma(%390, %20, %21) : (f32, f32, f32) -> f32
          %400 = llvm.intr.fma(%390, %399, %22) : (f32, f32, f32) -> f32
          %401 = llvm.intr.fma(%390, %400, %23) : (f32, f32, f32) -> f32
          %402 = llvm.intr.fma(%390, %401, %24) : (f32, f32, f32) -> f32
          %403 = llvm.intr.fma(%390, %402, %25) : (f32, f32, f32) -> f32
          %404 = llvm.intr.fma(%390, %403, %26) : (f32, f32, f32) -> f32
          %405 = llvm.intr.fma(%390, %404, %390) : (f32, f32, f32) -> f32
          %406 = llvm.fneg %405 : f32
          %407 = llvm.intr.exp(%406) : (f32) -> f32
          %408 = llvm.fsub %13, %407 : f32
          %409 = llvm.select %391, %398, %408 : i1, f32
          %410 = llvm.intr.copysign(%409, %346) : (f32, f32) -> f32
          %411 = llvm.intr.fabs(%347) : (f32) -> f32
          %412 = llvm.fcmp "olt" %411, %13 : f32
          %413 = llvm.fmul %411, %411 : f32
          %414 = llvm.intr.fma(%413, %14, %15) : (f32, f32, f32) -> f32
          %415 = llvm.intr.fma(%413, %414, %16) : (f32, f32, f32) -> f32
          %416 = llvm.intr.fma(%413, %415, %17) : (f32, f32, f32) -> f32
          %417 = llvm.intr.fma(%413, %416, %18) : (f32, f32, f32) -> f32
          %418 = llvm.intr.fma(%413, %417, %19) : (f32, f32, f32) -> f32
          %419 = llvm.intr.fma(%411, %418, %411) : (f32, f32, f32) -> f32
          %420 = llvm.intr.fma(%411, %20, %21) : (f32, f32, f32) -> f32
          %421 = llvm.intr.fma(%411, %420, %22) : (f32, f32, f32) -> f32
          %422 = llvm.intr.fma(%411, %421, %23) : (f32, f32, f32) -> f32
          %423 = llvm.intr.fma(%411, %422, %24) : (f32, f32, f32) -> f32
          %424 = llvm.intr.fma(%411, %423, %25) : (f32, f32, f32) -> f32
          %425 = llvm.intr.fma(%411, %424, %26) : (f32, f32, f32) -> f32
          %426 = llvm.intr.fma(%411, %425, %411) : (f32, f32, f32) -> f32
          %427 = llvm.fneg %426 : f32
          %428 = llvm.intr.exp(%427) : (f32) -> f32
          %429 = llvm.fsub %13, %428 : f32
          %430 = llvm.select %412, %419, %429 : i1, f32
          %431 = llvm.intr.copysign(%430, %347) : (f32, f32) -> f32
          %432 = llvm.fadd %368, %13 : f32
          %433 = llvm.fadd %389, %13 : f32
          %434 = llvm.fadd %410, %13 : f32
          %435 = llvm.fadd %431, %13 : f32
          %436 = llvm.fmul %432, %27 : f32
          %437 = llvm.fmul %433, %27 : f32
          %438 = llvm.fmul %434, %27 : f32
          %439 = llvm.fmul %435, %27 : f32
          %440 = llvm.fmul %340, %436 : f32
          %441 = llvm.fmul %341, %437 : f32
          %442 = llvm.fmul %342, %438 : f32
          %443 = llvm.fmul %343, %439 : f32
          %444 = llvm.mlir.poison : vector<4xf32>
          %445 = llvm.mlir.constant(0 : i64) : i64
          %446 = llvm.insertelement %440, %444[%445 : i64] : vector<4xf32>
          %447 = llvm.mlir.constant(1 : i64) : i64
          %448 = llvm.insertelement %441, %446[%447 : i64] : vector<4xf32>
          %449 = llvm.mlir.constant(2 : i64) : i64
          %450 = llvm.insertelement %442, %448[%449 : i64] : vector<4xf32>
          %451 = llvm.mlir.constant(3 : i64) : i64
          %452 = llvm.insertelement %443, %450[%451 : i64] : vector<4xf32>
          llvm.br ^bb1(%4 : i32)
        ^bb1(%453: i32):  // 2 preds: ^bb0, ^bb2
          %454 = llvm.icmp "slt" %453, %6 : i32
          llvm.cond_br %454, ^bb2, ^bb3(%4 : i32)
        ^bb2:  // pred: ^bb1
          %455 = llvm.zext %453 : i32 to i64
          %456 = llvm.extractelement %452[%455 : i64] : vector<4xf32>
          %457 = llvm.extractvalue %103[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %458 = llvm.mlir.constant(4 : i64) : i64
          %459 = llvm.mul %0, %458 overflow<nsw, nuw> : i64
          %460 = llvm.add %459, %455 overflow<nsw, nuw> : i64
          %461 = llvm.add %460, %0 overflow<nsw, nuw> : i64
          %462 = llvm.add %461, %0 overflow<nsw, nuw> : i64
          %463 = llvm.getelementptr inbounds|nuw %457[%462] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          llvm.store %456, %463 : f32, !llvm.ptr<5>
          %464 = llvm.add %453, %7 : i32
          llvm.br ^bb1(%464 : i32)
        ^bb3(%465: i32):  // 2 preds: ^bb1, ^bb7
          %466 = llvm.icmp "slt" %465, %229 : i32
          llvm.cond_br %466, ^bb4, ^bb8
        ^bb4:  // pred: ^bb3
          %467 = llvm.zext %465 : i32 to i64
          %468 = llvm.add %222, %465 : i32
          %469 = llvm.zext %468 : i32 to i64
          llvm.br ^bb5(%4 : i32)
        ^bb5(%470: i32):  // 2 preds: ^bb4, ^bb6
          %471 = llvm.icmp "slt" %470, %7 : i32
          llvm.cond_br %471, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %472 = llvm.extractvalue %103[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %473 = llvm.mlir.constant(4 : i64) : i64
          %474 = llvm.mul %0, %473 overflow<nsw, nuw> : i64
          %475 = llvm.add %474, %467 overflow<nsw, nuw> : i64
          %476 = llvm.add %475, %0 overflow<nsw, nuw> : i64
          %477 = llvm.add %476, %0 overflow<nsw, nuw> : i64
          %478 = llvm.getelementptr inbounds|nuw %472[%477] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          %479 = llvm.load %478 : !llvm.ptr<5> -> f32
          %480 = llvm.extractvalue %198[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %481 = llvm.mlir.constant(32 : i64) : i64
          %482 = llvm.mul %469, %481 overflow<nsw, nuw> : i64
          %483 = llvm.add %482, %225 overflow<nsw, nuw> : i64
          %484 = llvm.getelementptr inbounds|nuw %480[%483] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          llvm.store %479, %484 : f32, !llvm.ptr<7>
          %485 = llvm.add %470, %7 : i32
          llvm.br ^bb5(%485 : i32)
        ^bb7:  // pred: ^bb5
          %486 = llvm.add %465, %7 : i32
          llvm.br ^bb3(%486 : i32)
        ^bb8:  // pred: ^bb3
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          llvm.return
        }
      }
    }
  }
  hal.executable private @main_dispatch_1 {
    hal.executable.variant public @rocm_hsaco_fb target(#executable_target_rocm_hsaco_fb) {
      hal.executable.export public @main_dispatch_1_matmul_2x32x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [128 : index, 1 : index, 1 : index], subgroup_size = 64>
      builtin.module {
        llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<32 x array<34 x f32>>
        llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<34 x f32>>
        llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 4 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
        llvm.func @main_dispatch_1_matmul_2x32x32_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 128, 1, 1>, rocdl.flat_work_group_size = "128,128", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 128, 1, 1>} {
          %0 = llvm.mlir.constant(0 : i64) : i64
          %1 = llvm.mlir.constant(2048 : i64) : i64
          %2 = llvm.mlir.constant(256 : i64) : i64
          %3 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %4 = llvm.mlir.constant(64 : i32) : i32
          %5 = llvm.mlir.constant(0 : i32) : i32
          %6 = llvm.mlir.constant(8 : i32) : i32
          %7 = llvm.mlir.constant(128 : i32) : i32
          %8 = llvm.mlir.constant(4 : i32) : i32
          %9 = llvm.mlir.constant(1 : i32) : i32
          %10 = llvm.mlir.constant(2 : i32) : i32
          %11 = llvm.mlir.constant(-4 : i32) : i32
          %12 = llvm.mlir.constant(12 : i32) : i32
          %13 = llvm.mlir.constant(16 : i32) : i32
          %14 = llvm.mlir.constant(20 : i32) : i32
          %15 = llvm.mlir.constant(24 : i32) : i32
          %16 = llvm.mlir.constant(28 : i32) : i32
          %17 = llvm.mlir.constant(1.000000e+00 : f32) : f32
          %18 = llvm.mlir.constant(32 : i64) : i64
          %19 = llvm.mlir.constant(34 : i64) : i64
          %20 = llvm.mlir.constant(1 : i64) : i64
          %21 = llvm.mlir.constant(1088 : i64) : i64
          %22 = llvm.mlir.zero : !llvm.ptr
          %23 = llvm.getelementptr %22[%21] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %24 = llvm.ptrtoint %23 : !llvm.ptr to i64
          %25 = llvm.mlir.addressof @__shared_memory___0 : !llvm.ptr<3>
          %26 = llvm.getelementptr %25[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<32 x array<34 x f32>>
          %27 = llvm.mlir.constant(3735928559 : i64) : i64
          %28 = llvm.inttoptr %27 : i64 to !llvm.ptr<3>
          %29 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %30 = llvm.insertvalue %28, %29[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %31 = llvm.insertvalue %26, %30[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %32 = llvm.mlir.constant(0 : i64) : i64
          %33 = llvm.insertvalue %32, %31[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %34 = llvm.insertvalue %18, %33[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %35 = llvm.insertvalue %19, %34[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %36 = llvm.insertvalue %19, %35[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %37 = llvm.insertvalue %20, %36[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %38 = llvm.mlir.constant(16 : i64) : i64
          %39 = llvm.mlir.constant(34 : i64) : i64
          %40 = llvm.mlir.constant(1 : i64) : i64
          %41 = llvm.mlir.constant(544 : i64) : i64
          %42 = llvm.mlir.zero : !llvm.ptr
          %43 = llvm.getelementptr %42[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %44 = llvm.ptrtoint %43 : !llvm.ptr to i64
          %45 = llvm.mlir.addressof @__shared_memory__ : !llvm.ptr<3>
          %46 = llvm.getelementptr %45[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<34 x f32>>
          %47 = llvm.mlir.constant(3735928559 : i64) : i64
          %48 = llvm.inttoptr %47 : i64 to !llvm.ptr<3>
          %49 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %50 = llvm.insertvalue %48, %49[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %51 = llvm.insertvalue %46, %50[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %52 = llvm.mlir.constant(0 : i64) : i64
          %53 = llvm.insertvalue %52, %51[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %54 = llvm.insertvalue %38, %53[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %55 = llvm.insertvalue %39, %54[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %56 = llvm.insertvalue %39, %55[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %57 = llvm.insertvalue %40, %56[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %58 = llvm.mlir.constant(32 : i64) : i64
          %59 = llvm.mlir.constant(1 : i64) : i64
          %60 = llvm.mlir.zero : !llvm.ptr
          %61 = llvm.getelementptr %60[%58] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %62 = llvm.ptrtoint %61 : !llvm.ptr to i64
          %63 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr<4>
          %64 = llvm.getelementptr %63[0, 0] : (!llvm.ptr<4>) -> !llvm.ptr<4>, !llvm.array<32 x f32>
          %65 = llvm.mlir.constant(3735928559 : i64) : i64
          %66 = llvm.inttoptr %65 : i64 to !llvm.ptr<4>
          %67 = llvm.mlir.poison : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %68 = llvm.insertvalue %66, %67[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %69 = llvm.insertvalue %64, %68[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %70 = llvm.mlir.constant(0 : i64) : i64
          %71 = llvm.insertvalue %70, %69[2] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %72 = llvm.insertvalue %58, %71[3, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %73 = llvm.insertvalue %59, %72[4, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %74 = llvm.mlir.constant(1 : i64) : i64
          %75 = llvm.mlir.constant(4 : i64) : i64
          %76 = llvm.mlir.constant(1 : i64) : i64
          %77 = llvm.mlir.constant(1 : i64) : i64
          %78 = llvm.mlir.constant(1 : i64) : i64
          %79 = llvm.mlir.constant(4 : i64) : i64
          %80 = llvm.alloca %79 x f32 : (i64) -> !llvm.ptr<5>
          %81 = llvm.mlir.poison : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %82 = llvm.insertvalue %80, %81[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %83 = llvm.insertvalue %80, %82[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %84 = llvm.mlir.constant(0 : i64) : i64
          %85 = llvm.insertvalue %84, %83[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %86 = llvm.insertvalue %74, %85[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %87 = llvm.insertvalue %75, %86[3, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %88 = llvm.insertvalue %76, %87[3, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %89 = llvm.insertvalue %77, %88[3, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %90 = llvm.insertvalue %75, %89[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %91 = llvm.insertvalue %76, %90[4, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %92 = llvm.insertvalue %77, %91[4, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %93 = llvm.insertvalue %78, %92[4, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %94 = rocdl.workitem.id.x range <i32, 0, 128> : i32
          %95 = llvm.sext %94 : i32 to i64
          %96 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %97 = llvm.insertvalue %arg0, %96[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %98 = llvm.insertvalue %arg0, %97[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %99 = llvm.mlir.constant(0 : i64) : i64
          %100 = llvm.insertvalue %99, %98[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %101 = llvm.mlir.constant(2 : i64) : i64
          %102 = llvm.insertvalue %101, %100[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %103 = llvm.mlir.constant(32 : i64) : i64
          %104 = llvm.insertvalue %103, %102[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %105 = llvm.mlir.constant(32 : i64) : i64
          %106 = llvm.insertvalue %105, %104[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %107 = llvm.mlir.constant(1 : i64) : i64
          %108 = llvm.insertvalue %107, %106[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %109 = llvm.extractvalue %108[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %110 = llvm.mlir.constant(true) : i1
          %111 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %110 ["align"(%109, %111 : !llvm.ptr<1>, i64)] : i1
          %112 = llvm.mlir.constant(256 : i64) : i64
          %113 = llvm.extractvalue %108[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %114 = llvm.mlir.constant(0 : i64) : i64
          %115 = llvm.extractvalue %108[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %116 = llvm.extractvalue %108[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %117 = llvm.mlir.constant(0 : i16) : i16
          %118 = llvm.mlir.constant(159744 : i32) : i32
          %119 = llvm.trunc %112 : i64 to i32
          %120 = rocdl.make.buffer.rsrc %113, %117, %119, %118 : <1>, i32 to <7>
          %121 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %122 = llvm.insertvalue %120, %121[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %123 = llvm.insertvalue %120, %122[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %124 = llvm.insertvalue %114, %123[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %125 = llvm.insertvalue %115, %124[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %126 = llvm.insertvalue %116, %125[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %127 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %128 = llvm.insertvalue %arg1, %127[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %129 = llvm.insertvalue %arg1, %128[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %130 = llvm.mlir.constant(32 : i64) : i64
          %131 = llvm.mlir.constant(8 : i64) : i64
          %132 = llvm.mul %1, %131 : i64
          %133 = llvm.udiv %132, %130 : i64
          %134 = llvm.insertvalue %133, %129[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %135 = llvm.mlir.constant(32 : i64) : i64
          %136 = llvm.insertvalue %135, %134[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %137 = llvm.mlir.constant(32 : i64) : i64
          %138 = llvm.insertvalue %137, %136[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %139 = llvm.mlir.constant(1 : i64) : i64
          %140 = llvm.insertvalue %139, %138[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %141 = llvm.mlir.constant(32 : i64) : i64
          %142 = llvm.insertvalue %141, %140[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %143 = llvm.extractvalue %142[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %144 = llvm.extractvalue %142[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %145 = llvm.getelementptr %143[%144] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %146 = llvm.mlir.constant(true) : i1
          %147 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %146 ["align"(%145, %147 : !llvm.ptr<1>, i64)] : i1
          %148 = llvm.mlir.constant(4096 : i64) : i64
          %149 = llvm.extractvalue %142[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %150 = llvm.extractvalue %142[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %151 = llvm.getelementptr %149[%150] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %152 = llvm.mlir.constant(0 : i64) : i64
          %153 = llvm.extractvalue %142[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %154 = llvm.extractvalue %142[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %155 = llvm.mlir.constant(0 : i16) : i16
          %156 = llvm.mlir.constant(159744 : i32) : i32
          %157 = llvm.trunc %148 : i64 to i32
          %158 = rocdl.make.buffer.rsrc %151, %155, %157, %156 : <1>, i32 to <7>
          %159 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %160 = llvm.insertvalue %158, %159[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %161 = llvm.insertvalue %158, %160[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %162 = llvm.insertvalue %152, %161[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %163 = llvm.insertvalue %153, %162[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %164 = llvm.insertvalue %154, %163[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %165 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %166 = llvm.insertvalue %arg2, %165[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %167 = llvm.insertvalue %arg2, %166[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %168 = llvm.mlir.constant(32 : i64) : i64
          %169 = llvm.mlir.constant(8 : i64) : i64
          %170 = llvm.mul %2, %169 : i64
          %171 = llvm.udiv %170, %168 : i64
          %172 = llvm.insertvalue %171, %167[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %173 = llvm.mlir.constant(2 : i64) : i64
          %174 = llvm.insertvalue %173, %172[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %175 = llvm.mlir.constant(32 : i64) : i64
          %176 = llvm.insertvalue %175, %174[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %177 = llvm.mlir.constant(1 : i64) : i64
          %178 = llvm.insertvalue %177, %176[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %179 = llvm.mlir.constant(32 : i64) : i64
          %180 = llvm.insertvalue %179, %178[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %181 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %182 = llvm.extractvalue %180[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %183 = llvm.getelementptr %181[%182] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %184 = llvm.mlir.constant(true) : i1
          %185 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %184 ["align"(%183, %185 : !llvm.ptr<1>, i64)] : i1
          %186 = llvm.mlir.constant(256 : i64) : i64
          %187 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %188 = llvm.extractvalue %180[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %189 = llvm.getelementptr %187[%188] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %190 = llvm.mlir.constant(0 : i64) : i64
          %191 = llvm.extractvalue %180[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %192 = llvm.extractvalue %180[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %193 = llvm.mlir.constant(0 : i16) : i16
          %194 = llvm.mlir.constant(159744 : i32) : i32
          %195 = llvm.trunc %186 : i64 to i32
          %196 = rocdl.make.buffer.rsrc %189, %193, %195, %194 : <1>, i32 to <7>
          %197 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %198 = llvm.insertvalue %196, %197[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %199 = llvm.insertvalue %196, %198[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %200 = llvm.insertvalue %190, %199[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %201 = llvm.insertvalue %191, %200[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %202 = llvm.insertvalue %192, %201[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %203 = llvm.trunc %95 : i64 to i32
          %204 = llvm.udiv %203, %4 : i32
          %205 = llvm.urem %203, %4 : i32
          %206 = llvm.udiv %203, %6 : i32
          %207 = llvm.zext %206 : i32 to i64
          %208 = llvm.urem %203, %6 : i32
          %209 = llvm.intr.umin(%206, %10) : (i32, i32) -> i32
          %210 = llvm.zext %209 : i32 to i64
          %211 = llvm.sub %10, %209 : i32
          %212 = llvm.intr.umin(%211, %9) : (i32, i32) -> i32
          %213 = llvm.zext %212 : i32 to i64
          %214 = llvm.trunc %213 : i64 to i1
          %215 = llvm.mul %208, %8 overflow<nsw> : i32
          %216 = llvm.zext %215 : i32 to i64
          %217 = llvm.add %203, %7 overflow<nsw> : i32
          %218 = llvm.udiv %217, %6 : i32
          %219 = llvm.zext %218 : i32 to i64
          %220 = llvm.urem %217, %6 : i32
          %221 = llvm.mul %220, %8 overflow<nsw> : i32
          %222 = llvm.zext %221 : i32 to i64
          %223 = llvm.udiv %205, %13 : i32
          %224 = llvm.zext %223 : i32 to i64
          %225 = llvm.urem %205, %13 : i32
          %226 = llvm.zext %225 : i32 to i64
          %227 = llvm.mul %223, %8 overflow<nsw> : i32
          %228 = llvm.mul %204, %13 overflow<nsw> : i32
          %229 = llvm.add %228, %225 overflow<nsw> : i32
          %230 = llvm.zext %229 : i32 to i64
          %231 = llvm.mul %223, %11 overflow<nsw> : i32
          %232 = llvm.add %231, %10 : i32
          %233 = llvm.intr.smax(%232, %5) : (i32, i32) -> i32
          %234 = llvm.intr.umin(%233, %8) : (i32, i32) -> i32
          %235 = llvm.extractvalue %126[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %236 = llvm.mlir.constant(32 : i64) : i64
          %237 = llvm.mul %210, %236 : i64
          %238 = llvm.add %237, %216 : i64
          %239 = llvm.getelementptr %235[%238] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %240 = llvm.load %239 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %241 = llvm.extractvalue %164[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %242 = llvm.mlir.constant(32 : i64) : i64
          %243 = llvm.mul %207, %242 : i64
          %244 = llvm.add %243, %216 : i64
          %245 = llvm.getelementptr %241[%244] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %246 = llvm.load %245 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %247 = llvm.extractvalue %164[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %248 = llvm.mlir.constant(32 : i64) : i64
          %249 = llvm.mul %219, %248 : i64
          %250 = llvm.add %249, %222 : i64
          %251 = llvm.getelementptr %247[%250] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %252 = llvm.load %251 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %253 = llvm.select %214, %240, %3 : i1, vector<4xf32>
          %254 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %255 = llvm.mlir.constant(34 : i64) : i64
          %256 = llvm.mul %207, %255 : i64
          %257 = llvm.add %256, %216 : i64
          %258 = llvm.getelementptr %254[%257] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %253, %258 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          %259 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %260 = llvm.mlir.constant(34 : i64) : i64
          %261 = llvm.mul %207, %260 : i64
          %262 = llvm.add %261, %216 : i64
          %263 = llvm.getelementptr %259[%262] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %246, %263 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          %264 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %265 = llvm.mlir.constant(34 : i64) : i64
          %266 = llvm.mul %219, %265 : i64
          %267 = llvm.add %266, %222 : i64
          %268 = llvm.getelementptr %264[%267] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %252, %268 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          %269 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %270 = llvm.mlir.constant(34 : i64) : i64
          %271 = llvm.mul %226, %270 : i64
          %272 = llvm.add %271, %224 : i64
          %273 = llvm.getelementptr %269[%272] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %274 = llvm.load %273 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %275 = llvm.add %223, %8 overflow<nsw> : i32
          %276 = llvm.zext %275 : i32 to i64
          %277 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %278 = llvm.mlir.constant(34 : i64) : i64
          %279 = llvm.mul %226, %278 : i64
          %280 = llvm.add %279, %276 : i64
          %281 = llvm.getelementptr %277[%280] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %282 = llvm.load %281 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %283 = llvm.add %223, %6 overflow<nsw> : i32
          %284 = llvm.zext %283 : i32 to i64
          %285 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %286 = llvm.mlir.constant(34 : i64) : i64
          %287 = llvm.mul %226, %286 : i64
          %288 = llvm.add %287, %284 : i64
          %289 = llvm.getelementptr %285[%288] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %290 = llvm.load %289 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %291 = llvm.add %223, %12 overflow<nsw> : i32
          %292 = llvm.zext %291 : i32 to i64
          %293 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %294 = llvm.mlir.constant(34 : i64) : i64
          %295 = llvm.mul %226, %294 : i64
          %296 = llvm.add %295, %292 : i64
          %297 = llvm.getelementptr %293[%296] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %298 = llvm.load %297 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %299 = llvm.add %223, %13 overflow<nsw> : i32
          %300 = llvm.zext %299 : i32 to i64
          %301 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %302 = llvm.mlir.constant(34 : i64) : i64
          %303 = llvm.mul %226, %302 : i64
          %304 = llvm.add %303, %300 : i64
          %305 = llvm.getelementptr %301[%304] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %306 = llvm.load %305 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %307 = llvm.add %223, %14 overflow<nsw> : i32
          %308 = llvm.zext %307 : i32 to i64
          %309 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %310 = llvm.mlir.constant(34 : i64) : i64
          %311 = llvm.mul %226, %310 : i64
          %312 = llvm.add %311, %308 : i64
          %313 = llvm.getelementptr %309[%312] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %314 = llvm.load %313 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %315 = llvm.add %223, %15 overflow<nsw> : i32
          %316 = llvm.zext %315 : i32 to i64
          %317 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %318 = llvm.mlir.constant(34 : i64) : i64
          %319 = llvm.mul %226, %318 : i64
          %320 = llvm.add %319, %316 : i64
          %321 = llvm.getelementptr %317[%320] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %322 = llvm.load %321 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %323 = llvm.add %223, %16 overflow<nsw> : i32
          %324 = llvm.zext %323 : i32 to i64
          %325 = llvm.extractvalue %57[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %326 = llvm.mlir.constant(34 : i64) : i64
          %327 = llvm.mul %226, %326 : i64
          %328 = llvm.add %327, %324 : i64
          %329 = llvm.getelementptr %325[%328] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %330 = llvm.load %329 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %331 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %332 = llvm.mlir.constant(34 : i64) : i64
          %333 = llvm.mul %230, %332 : i64
          %334 = llvm.add %333, %224 : i64
          %335 = llvm.getelementptr %331[%334] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %336 = llvm.load %335 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %337 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %338 = llvm.mlir.constant(34 : i64) : i64
          %339 = llvm.mul %230, %338 : i64
          %340 = llvm.add %339, %276 : i64
          %341 = llvm.getelementptr %337[%340] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %342 = llvm.load %341 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %343 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %344 = llvm.mlir.constant(34 : i64) : i64
          %345 = llvm.mul %230, %344 : i64
          %346 = llvm.add %345, %284 : i64
          %347 = llvm.getelementptr %343[%346] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %348 = llvm.load %347 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %349 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %350 = llvm.mlir.constant(34 : i64) : i64
          %351 = llvm.mul %230, %350 : i64
          %352 = llvm.add %351, %292 : i64
          %353 = llvm.getelementptr %349[%352] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %354 = llvm.load %353 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %355 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %356 = llvm.mlir.constant(34 : i64) : i64
          %357 = llvm.mul %230, %356 : i64
          %358 = llvm.add %357, %300 : i64
          %359 = llvm.getelementptr %355[%358] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %360 = llvm.load %359 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %361 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %362 = llvm.mlir.constant(34 : i64) : i64
          %363 = llvm.mul %230, %362 : i64
          %364 = llvm.add %363, %308 : i64
          %365 = llvm.getelementptr %361[%364] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %366 = llvm.load %365 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %367 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %368 = llvm.mlir.constant(34 : i64) : i64
          %369 = llvm.mul %230, %368 : i64
          %370 = llvm.add %369, %316 : i64
          %371 = llvm.getelementptr %367[%370] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %372 = llvm.load %371 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %373 = llvm.extractvalue %37[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %374 = llvm.mlir.constant(34 : i64) : i64
          %375 = llvm.mul %230, %374 : i64
          %376 = llvm.add %375, %324 : i64
          %377 = llvm.getelementptr %373[%376] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %378 = llvm.load %377 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %379 = llvm.mlir.constant(0 : i64) : i64
          %380 = llvm.extractelement %274[%379 : i64] : vector<1xf32>
          %381 = llvm.mlir.constant(0 : i64) : i64
          %382 = llvm.extractelement %336[%381 : i64] : vector<1xf32>
          %383 = rocdl.mfma.f32.16x16x4f32 %380, %382, %3, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %384 = llvm.mlir.constant(0 : i64) : i64
          %385 = llvm.extractelement %282[%384 : i64] : vector<1xf32>
          %386 = llvm.mlir.constant(0 : i64) : i64
          %387 = llvm.extractelement %342[%386 : i64] : vector<1xf32>
          %388 = rocdl.mfma.f32.16x16x4f32 %385, %387, %383, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %389 = llvm.mlir.constant(0 : i64) : i64
          %390 = llvm.extractelement %290[%389 : i64] : vector<1xf32>
          %391 = llvm.mlir.constant(0 : i64) : i64
          %392 = llvm.extractelement %348[%391 : i64] : vector<1xf32>
          %393 = rocdl.mfma.f32.16x16x4f32 %390, %392, %388, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %394 = llvm.mlir.constant(0 : i64) : i64
          %395 = llvm.extractelement %298[%394 : i64] : vector<1xf32>
          %396 = llvm.mlir.constant(0 : i64) : i64
          %397 = llvm.extractelement %354[%396 : i64] : vector<1xf32>
          %398 = rocdl.mfma.f32.16x16x4f32 %395, %397, %393, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %399 = llvm.mlir.constant(0 : i64) : i64
          %400 = llvm.extractelement %306[%399 : i64] : vector<1xf32>
          %401 = llvm.mlir.constant(0 : i64) : i64
          %402 = llvm.extractelement %360[%401 : i64] : vector<1xf32>
          %403 = rocdl.mfma.f32.16x16x4f32 %400, %402, %398, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %404 = llvm.mlir.constant(0 : i64) : i64
          %405 = llvm.extractelement %314[%404 : i64] : vector<1xf32>
          %406 = llvm.mlir.constant(0 : i64) : i64
          %407 = llvm.extractelement %366[%406 : i64] : vector<1xf32>
          %408 = rocdl.mfma.f32.16x16x4f32 %405, %407, %403, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %409 = llvm.mlir.constant(0 : i64) : i64
          %410 = llvm.extractelement %322[%409 : i64] : vector<1xf32>
          %411 = llvm.mlir.constant(0 : i64) : i64
          %412 = llvm.extractelement %372[%411 : i64] : vector<1xf32>
          %413 = rocdl.mfma.f32.16x16x4f32 %410, %412, %408, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %414 = llvm.mlir.constant(0 : i64) : i64
          %415 = llvm.extractelement %330[%414 : i64] : vector<1xf32>
          %416 = llvm.mlir.constant(0 : i64) : i64
          %417 = llvm.extractelement %378[%416 : i64] : vector<1xf32>
          %418 = rocdl.mfma.f32.16x16x4f32 %415, %417, %413, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %419 = llvm.extractvalue %73[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %420 = llvm.getelementptr %419[%230] : (!llvm.ptr<4>, i64) -> !llvm.ptr<4>, f32
          %421 = llvm.load %420 <alignment = 4> : !llvm.ptr<4> -> vector<1xf32>
          %422 = llvm.mlir.constant(0 : i64) : i64
          %423 = llvm.extractelement %418[%422 : i64] : vector<4xf32>
          %424 = llvm.mlir.constant(1 : i64) : i64
          %425 = llvm.extractelement %418[%424 : i64] : vector<4xf32>
          %426 = llvm.mlir.constant(2 : i64) : i64
          %427 = llvm.extractelement %418[%426 : i64] : vector<4xf32>
          %428 = llvm.mlir.constant(3 : i64) : i64
          %429 = llvm.extractelement %418[%428 : i64] : vector<4xf32>
          %430 = llvm.mlir.constant(0 : i64) : i64
          %431 = llvm.extractelement %421[%430 : i64] : vector<1xf32>
          %432 = llvm.fadd %423, %431 : f32
          %433 = llvm.fadd %425, %431 : f32
          %434 = llvm.fadd %427, %431 : f32
          %435 = llvm.fadd %429, %431 : f32
          %436 = llvm.fneg %432 : f32
          %437 = llvm.fneg %433 : f32
          %438 = llvm.fneg %434 : f32
          %439 = llvm.fneg %435 : f32
          %440 = llvm.intr.exp(%436) : (f32) -> f32
          %441 = llvm.intr.exp(%437) : (f32) -> f32
          %442 = llvm.intr.exp(%438) : (f32) -> f32
          %443 = llvm.intr.exp(%439) : (f32) -> f32
          %444 = llvm.fadd %440, %17 : f32
          %445 = llvm.fadd %441, %17 : f32
          %446 = llvm.fadd %442, %17 : f32
          %447 = llvm.fadd %443, %17 : f32
          %448 = llvm.fdiv %17, %444 : f32
          %449 = llvm.fdiv %17, %445 : f32
          %450 = llvm.fdiv %17, %446 : f32
          %451 = llvm.fdiv %17, %447 : f32
          %452 = llvm.fmul %432, %448 : f32
          %453 = llvm.fmul %433, %449 : f32
          %454 = llvm.fmul %434, %450 : f32
          %455 = llvm.fmul %435, %451 : f32
          %456 = llvm.mlir.poison : vector<4xf32>
          %457 = llvm.mlir.constant(0 : i64) : i64
          %458 = llvm.insertelement %452, %456[%457 : i64] : vector<4xf32>
          %459 = llvm.mlir.constant(1 : i64) : i64
          %460 = llvm.insertelement %453, %458[%459 : i64] : vector<4xf32>
          %461 = llvm.mlir.constant(2 : i64) : i64
          %462 = llvm.insertelement %454, %460[%461 : i64] : vector<4xf32>
          %463 = llvm.mlir.constant(3 : i64) : i64
          %464 = llvm.insertelement %455, %462[%463 : i64] : vector<4xf32>
          llvm.br ^bb1(%5 : i32)
        ^bb1(%465: i32):  // 2 preds: ^bb0, ^bb2
          %466 = llvm.icmp "slt" %465, %8 : i32
          llvm.cond_br %466, ^bb2, ^bb3(%5 : i32)
        ^bb2:  // pred: ^bb1
          %467 = llvm.zext %465 : i32 to i64
          %468 = llvm.extractelement %464[%467 : i64] : vector<4xf32>
          %469 = llvm.extractvalue %93[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %470 = llvm.mlir.constant(4 : i64) : i64
          %471 = llvm.mul %0, %470 overflow<nsw, nuw> : i64
          %472 = llvm.add %471, %467 overflow<nsw, nuw> : i64
          %473 = llvm.add %472, %0 overflow<nsw, nuw> : i64
          %474 = llvm.add %473, %0 overflow<nsw, nuw> : i64
          %475 = llvm.getelementptr inbounds|nuw %469[%474] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          llvm.store %468, %475 : f32, !llvm.ptr<5>
          %476 = llvm.add %465, %9 : i32
          llvm.br ^bb1(%476 : i32)
        ^bb3(%477: i32):  // 2 preds: ^bb1, ^bb7
          %478 = llvm.icmp "slt" %477, %234 : i32
          llvm.cond_br %478, ^bb4, ^bb8
        ^bb4:  // pred: ^bb3
          %479 = llvm.zext %477 : i32 to i64
          %480 = llvm.add %227, %477 : i32
          %481 = llvm.zext %480 : i32 to i64
          llvm.br ^bb5(%5 : i32)
        ^bb5(%482: i32):  // 2 preds: ^bb4, ^bb6
          %483 = llvm.icmp "slt" %482, %9 : i32
          llvm.cond_br %483, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %484 = llvm.extractvalue %93[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %485 = llvm.mlir.constant(4 : i64) : i64
          %486 = llvm.mul %0, %485 overflow<nsw, nuw> : i64
          %487 = llvm.add %486, %479 overflow<nsw, nuw> : i64
          %488 = llvm.add %487, %0 overflow<nsw, nuw> : i64
          %489 = llvm.add %488, %0 overflow<nsw, nuw> : i64
          %490 = llvm.getelementptr inbounds|nuw %484[%489] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          %491 = llvm.load %490 : !llvm.ptr<5> -> f32
          %492 = llvm.extractvalue %202[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %493 = llvm.mlir.constant(32 : i64) : i64
          %494 = llvm.mul %481, %493 overflow<nsw, nuw> : i64
          %495 = llvm.add %494, %230 overflow<nsw, nuw> : i64
          %496 = llvm.getelementptr inbounds|nuw %492[%495] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          llvm.store %491, %496 : f32, !llvm.ptr<7>
          %497 = llvm.add %482, %9 : i32
          llvm.br ^bb5(%497 : i32)
        ^bb7:  // pred: ^bb5
          %498 = llvm.add %477, %9 : i32
          llvm.br ^bb3(%498 : i32)
        ^bb8:  // pred: ^bb3
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          llvm.return
        }
      }
    }
  }
  hal.executable private @main_dispatch_2 {
    hal.executable.variant public @rocm_hsaco_fb target(#executable_target_rocm_hsaco_fb) {
      hal.executable.export public @main_dispatch_2_matmul_2x8x32_f32 ordinal(0) layout(#pipeline_layout) count(%arg0: !hal.device) -> (index, index, index) {
        %c1 = arith.constant 1 : index
        hal.return %c1, %c1, %c1 : index, index, index
      } <workgroup_size = [64 : index, 1 : index, 1 : index], subgroup_size = 64>
      builtin.module {
        llvm.mlir.global private @__shared_memory___0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<34 x f32>>
        llvm.mlir.global private @__shared_memory__() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<16 x array<34 x f32>>
        llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 4 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
        llvm.func @main_dispatch_2_matmul_2x8x32_f32(%arg0: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg1: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef, llvm.readonly}, %arg2: !llvm.ptr<1> {llvm.align = 16 : i32, llvm.inreg, llvm.noalias, llvm.nonnull, llvm.noundef}) attributes {gpu.known_block_size = array<i32: 64, 1, 1>, rocdl.flat_work_group_size = "64,64", rocdl.kernel, rocdl.reqd_work_group_size = array<i32: 64, 1, 1>} {
          %0 = llvm.mlir.constant(dense<0> : vector<1xi64>) : vector<1xi64>
          %1 = llvm.mlir.constant(256 : i64) : i64
          %2 = llvm.mlir.constant(6144 : i64) : i64
          %3 = llvm.mlir.constant(0 : i64) : i64
          %4 = llvm.mlir.constant(dense<0.000000e+00> : vector<4xf32>) : vector<4xf32>
          %5 = llvm.mlir.poison : vector<1xf32>
          %6 = llvm.mlir.constant(8 : i32) : i32
          %7 = llvm.mlir.constant(0 : i32) : i32
          %8 = llvm.mlir.constant(64 : i32) : i32
          %9 = llvm.mlir.constant(16 : i32) : i32
          %10 = llvm.mlir.constant(4 : i32) : i32
          %11 = llvm.mlir.constant(12 : i32) : i32
          %12 = llvm.mlir.constant(20 : i32) : i32
          %13 = llvm.mlir.constant(24 : i32) : i32
          %14 = llvm.mlir.constant(28 : i32) : i32
          %15 = llvm.mlir.constant(1 : i32) : i32
          %16 = llvm.mlir.constant(2 : i32) : i32
          %17 = llvm.mlir.constant(16 : i64) : i64
          %18 = llvm.mlir.constant(34 : i64) : i64
          %19 = llvm.mlir.constant(1 : i64) : i64
          %20 = llvm.mlir.constant(544 : i64) : i64
          %21 = llvm.mlir.zero : !llvm.ptr
          %22 = llvm.getelementptr %21[%20] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
          %24 = llvm.mlir.addressof @__shared_memory___0 : !llvm.ptr<3>
          %25 = llvm.getelementptr %24[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<34 x f32>>
          %26 = llvm.mlir.constant(3735928559 : i64) : i64
          %27 = llvm.inttoptr %26 : i64 to !llvm.ptr<3>
          %28 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %30 = llvm.insertvalue %25, %29[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %31 = llvm.mlir.constant(0 : i64) : i64
          %32 = llvm.insertvalue %31, %30[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %33 = llvm.insertvalue %17, %32[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %34 = llvm.insertvalue %18, %33[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %35 = llvm.insertvalue %18, %34[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %36 = llvm.insertvalue %19, %35[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %37 = llvm.mlir.constant(16 : i64) : i64
          %38 = llvm.mlir.constant(34 : i64) : i64
          %39 = llvm.mlir.constant(1 : i64) : i64
          %40 = llvm.mlir.constant(544 : i64) : i64
          %41 = llvm.mlir.zero : !llvm.ptr
          %42 = llvm.getelementptr %41[%40] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %43 = llvm.ptrtoint %42 : !llvm.ptr to i64
          %44 = llvm.mlir.addressof @__shared_memory__ : !llvm.ptr<3>
          %45 = llvm.getelementptr %44[0, 0, 0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, !llvm.array<16 x array<34 x f32>>
          %46 = llvm.mlir.constant(3735928559 : i64) : i64
          %47 = llvm.inttoptr %46 : i64 to !llvm.ptr<3>
          %48 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %49 = llvm.insertvalue %47, %48[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %50 = llvm.insertvalue %45, %49[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %51 = llvm.mlir.constant(0 : i64) : i64
          %52 = llvm.insertvalue %51, %50[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %53 = llvm.insertvalue %37, %52[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %54 = llvm.insertvalue %38, %53[3, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %55 = llvm.insertvalue %38, %54[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %56 = llvm.insertvalue %39, %55[4, 1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %57 = llvm.mlir.constant(8 : i64) : i64
          %58 = llvm.mlir.constant(1 : i64) : i64
          %59 = llvm.mlir.zero : !llvm.ptr
          %60 = llvm.getelementptr %59[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
          %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
          %62 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr<4>
          %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr<4>) -> !llvm.ptr<4>, !llvm.array<8 x f32>
          %64 = llvm.mlir.constant(3735928559 : i64) : i64
          %65 = llvm.inttoptr %64 : i64 to !llvm.ptr<4>
          %66 = llvm.mlir.poison : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %69 = llvm.mlir.constant(0 : i64) : i64
          %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %71 = llvm.insertvalue %57, %70[3, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %72 = llvm.insertvalue %58, %71[4, 0] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %73 = llvm.mlir.constant(1 : i64) : i64
          %74 = llvm.mlir.constant(4 : i64) : i64
          %75 = llvm.mlir.constant(1 : i64) : i64
          %76 = llvm.mlir.constant(1 : i64) : i64
          %77 = llvm.mlir.constant(1 : i64) : i64
          %78 = llvm.mlir.constant(4 : i64) : i64
          %79 = llvm.alloca %78 x f32 : (i64) -> !llvm.ptr<5>
          %80 = llvm.mlir.poison : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %81 = llvm.insertvalue %79, %80[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %82 = llvm.insertvalue %79, %81[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %83 = llvm.mlir.constant(0 : i64) : i64
          %84 = llvm.insertvalue %83, %82[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %85 = llvm.insertvalue %73, %84[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %86 = llvm.insertvalue %74, %85[3, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %87 = llvm.insertvalue %75, %86[3, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %88 = llvm.insertvalue %76, %87[3, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %89 = llvm.insertvalue %74, %88[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %90 = llvm.insertvalue %75, %89[4, 1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %91 = llvm.insertvalue %76, %90[4, 2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %92 = llvm.insertvalue %77, %91[4, 3] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %93 = llvm.mlir.constant(1 : i64) : i64
          %94 = llvm.mlir.constant(1 : i64) : i64
          %95 = llvm.alloca %93 x f32 : (i64) -> !llvm.ptr<5>
          %96 = llvm.mlir.poison : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %97 = llvm.insertvalue %95, %96[0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %98 = llvm.insertvalue %95, %97[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %99 = llvm.mlir.constant(0 : i64) : i64
          %100 = llvm.insertvalue %99, %98[2] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %101 = llvm.insertvalue %93, %100[3, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %102 = llvm.insertvalue %94, %101[4, 0] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %103 = rocdl.workitem.id.x range <i32, 0, 64> : i32
          %104 = llvm.sext %103 : i32 to i64
          %105 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %106 = llvm.insertvalue %arg0, %105[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %107 = llvm.insertvalue %arg0, %106[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %108 = llvm.mlir.constant(32 : i64) : i64
          %109 = llvm.mlir.constant(8 : i64) : i64
          %110 = llvm.mul %1, %109 : i64
          %111 = llvm.udiv %110, %108 : i64
          %112 = llvm.insertvalue %111, %107[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %113 = llvm.mlir.constant(2 : i64) : i64
          %114 = llvm.insertvalue %113, %112[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %115 = llvm.mlir.constant(32 : i64) : i64
          %116 = llvm.insertvalue %115, %114[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %117 = llvm.mlir.constant(1 : i64) : i64
          %118 = llvm.insertvalue %117, %116[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %119 = llvm.mlir.constant(32 : i64) : i64
          %120 = llvm.insertvalue %119, %118[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %121 = llvm.extractvalue %120[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %122 = llvm.extractvalue %120[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %123 = llvm.getelementptr %121[%122] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %124 = llvm.mlir.constant(true) : i1
          %125 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %124 ["align"(%123, %125 : !llvm.ptr<1>, i64)] : i1
          %126 = llvm.mlir.constant(256 : i64) : i64
          %127 = llvm.extractvalue %120[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %128 = llvm.extractvalue %120[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %129 = llvm.getelementptr %127[%128] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %130 = llvm.mlir.constant(0 : i64) : i64
          %131 = llvm.extractvalue %120[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %132 = llvm.extractvalue %120[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %133 = llvm.mlir.constant(0 : i16) : i16
          %134 = llvm.mlir.constant(159744 : i32) : i32
          %135 = llvm.trunc %126 : i64 to i32
          %136 = rocdl.make.buffer.rsrc %129, %133, %135, %134 : <1>, i32 to <7>
          %137 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %138 = llvm.insertvalue %136, %137[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %139 = llvm.insertvalue %136, %138[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %140 = llvm.insertvalue %130, %139[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %141 = llvm.insertvalue %131, %140[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %142 = llvm.insertvalue %132, %141[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %143 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %144 = llvm.insertvalue %arg1, %143[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %145 = llvm.insertvalue %arg1, %144[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %146 = llvm.mlir.constant(32 : i64) : i64
          %147 = llvm.mlir.constant(8 : i64) : i64
          %148 = llvm.mul %2, %147 : i64
          %149 = llvm.udiv %148, %146 : i64
          %150 = llvm.insertvalue %149, %145[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %151 = llvm.mlir.constant(8 : i64) : i64
          %152 = llvm.insertvalue %151, %150[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %153 = llvm.mlir.constant(32 : i64) : i64
          %154 = llvm.insertvalue %153, %152[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %155 = llvm.mlir.constant(1 : i64) : i64
          %156 = llvm.insertvalue %155, %154[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %157 = llvm.mlir.constant(32 : i64) : i64
          %158 = llvm.insertvalue %157, %156[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %159 = llvm.extractvalue %158[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %160 = llvm.extractvalue %158[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %161 = llvm.getelementptr %159[%160] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %162 = llvm.mlir.constant(true) : i1
          %163 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %162 ["align"(%161, %163 : !llvm.ptr<1>, i64)] : i1
          %164 = llvm.mlir.constant(1024 : i64) : i64
          %165 = llvm.extractvalue %158[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %166 = llvm.extractvalue %158[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %167 = llvm.getelementptr %165[%166] : (!llvm.ptr<1>, i64) -> !llvm.ptr<1>, f32
          %168 = llvm.mlir.constant(0 : i64) : i64
          %169 = llvm.extractvalue %158[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %170 = llvm.extractvalue %158[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %171 = llvm.mlir.constant(0 : i16) : i16
          %172 = llvm.mlir.constant(159744 : i32) : i32
          %173 = llvm.trunc %164 : i64 to i32
          %174 = rocdl.make.buffer.rsrc %167, %171, %173, %172 : <1>, i32 to <7>
          %175 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %176 = llvm.insertvalue %174, %175[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %177 = llvm.insertvalue %174, %176[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %178 = llvm.insertvalue %168, %177[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %179 = llvm.insertvalue %169, %178[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %180 = llvm.insertvalue %170, %179[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %181 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %182 = llvm.insertvalue %arg2, %181[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %183 = llvm.insertvalue %arg2, %182[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %184 = llvm.mlir.constant(0 : i64) : i64
          %185 = llvm.insertvalue %184, %183[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %186 = llvm.mlir.constant(2 : i64) : i64
          %187 = llvm.insertvalue %186, %185[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %188 = llvm.mlir.constant(8 : i64) : i64
          %189 = llvm.insertvalue %188, %187[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %190 = llvm.mlir.constant(8 : i64) : i64
          %191 = llvm.insertvalue %190, %189[3, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %192 = llvm.mlir.constant(1 : i64) : i64
          %193 = llvm.insertvalue %192, %191[4, 1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %194 = llvm.extractvalue %193[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %195 = llvm.mlir.constant(true) : i1
          %196 = llvm.mlir.constant(64 : i64) : i64
          llvm.intr.assume %195 ["align"(%194, %196 : !llvm.ptr<1>, i64)] : i1
          %197 = llvm.mlir.constant(64 : i64) : i64
          %198 = llvm.extractvalue %193[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %199 = llvm.mlir.constant(0 : i64) : i64
          %200 = llvm.extractvalue %193[3] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %201 = llvm.extractvalue %193[4] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
          %202 = llvm.mlir.constant(0 : i16) : i16
          %203 = llvm.mlir.constant(159744 : i32) : i32
          %204 = llvm.trunc %197 : i64 to i32
          %205 = rocdl.make.buffer.rsrc %198, %202, %204, %203 : <1>, i32 to <7>
          %206 = llvm.mlir.poison : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %207 = llvm.insertvalue %205, %206[0] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %208 = llvm.insertvalue %205, %207[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %209 = llvm.insertvalue %199, %208[2] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %210 = llvm.insertvalue %200, %209[3] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %211 = llvm.insertvalue %201, %210[4] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %212 = llvm.trunc %104 : i64 to i32
          %213 = llvm.udiv %212, %6 : i32
          %214 = llvm.zext %213 : i32 to i64
          %215 = llvm.urem %212, %6 : i32
          %216 = llvm.intr.umin(%213, %16) : (i32, i32) -> i32
          %217 = llvm.zext %216 : i32 to i64
          %218 = llvm.sub %16, %216 : i32
          %219 = llvm.intr.umin(%218, %15) : (i32, i32) -> i32
          %220 = llvm.zext %219 : i32 to i64
          %221 = llvm.trunc %220 : i64 to i1
          %222 = llvm.mul %215, %10 overflow<nsw> : i32
          %223 = llvm.zext %222 : i32 to i64
          %224 = llvm.add %212, %8 overflow<nsw> : i32
          %225 = llvm.udiv %224, %6 : i32
          %226 = llvm.zext %225 : i32 to i64
          %227 = llvm.urem %224, %6 : i32
          %228 = llvm.mul %227, %10 overflow<nsw> : i32
          %229 = llvm.zext %228 : i32 to i64
          %230 = llvm.intr.umin(%213, %6) : (i32, i32) -> i32
          %231 = llvm.zext %230 : i32 to i64
          %232 = llvm.udiv %212, %9 : i32
          %233 = llvm.zext %232 : i32 to i64
          %234 = llvm.urem %212, %9 : i32
          %235 = llvm.zext %234 : i32 to i64
          %236 = llvm.mul %232, %10 overflow<nsw> : i32
          %237 = llvm.sub %16, %236 : i32
          %238 = llvm.intr.smax(%237, %7) : (i32, i32) -> i32
          %239 = llvm.intr.umin(%238, %10) : (i32, i32) -> i32
          %240 = llvm.sub %6, %234 : i32
          %241 = llvm.intr.smax(%240, %7) : (i32, i32) -> i32
          %242 = llvm.intr.umin(%241, %15) : (i32, i32) -> i32
          %243 = llvm.intr.umin(%234, %6) : (i32, i32) -> i32
          %244 = llvm.zext %243 : i32 to i64
          %245 = llvm.sub %6, %243 : i32
          %246 = llvm.intr.umin(%245, %15) : (i32, i32) -> i32
          %247 = llvm.zext %246 : i32 to i64
          %248 = llvm.mlir.poison : vector<1xi64>
          %249 = llvm.mlir.constant(0 : i32) : i32
          %250 = llvm.insertelement %247, %248[%249 : i32] : vector<1xi64>
          %251 = llvm.icmp "sgt" %250, %0 : vector<1xi64>
          %252 = llvm.icmp "sgt" %242, %7 : i32
          %253 = llvm.extractvalue %142[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %254 = llvm.mlir.constant(32 : i64) : i64
          %255 = llvm.mul %217, %254 : i64
          %256 = llvm.add %255, %223 : i64
          %257 = llvm.getelementptr %253[%256] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %258 = llvm.load %257 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %259 = llvm.extractvalue %180[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %260 = llvm.mlir.constant(32 : i64) : i64
          %261 = llvm.mul %231, %260 : i64
          %262 = llvm.add %261, %223 : i64
          %263 = llvm.getelementptr %259[%262] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          %264 = llvm.load %263 <alignment = 4> : !llvm.ptr<7> -> vector<4xf32>
          %265 = llvm.select %221, %258, %4 : i1, vector<4xf32>
          %266 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %267 = llvm.mlir.constant(34 : i64) : i64
          %268 = llvm.mul %214, %267 : i64
          %269 = llvm.add %268, %223 : i64
          %270 = llvm.getelementptr %266[%269] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %265, %270 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          %271 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %272 = llvm.mlir.constant(34 : i64) : i64
          %273 = llvm.mul %226, %272 : i64
          %274 = llvm.add %273, %229 : i64
          %275 = llvm.getelementptr %271[%274] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %4, %275 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          %276 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %277 = llvm.mlir.constant(34 : i64) : i64
          %278 = llvm.mul %214, %277 : i64
          %279 = llvm.add %278, %223 : i64
          %280 = llvm.getelementptr %276[%279] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %264, %280 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          %281 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %282 = llvm.mlir.constant(34 : i64) : i64
          %283 = llvm.mul %226, %282 : i64
          %284 = llvm.add %283, %229 : i64
          %285 = llvm.getelementptr %281[%284] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          llvm.store %4, %285 <alignment = 4> : vector<4xf32>, !llvm.ptr<3>
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          %286 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %287 = llvm.mlir.constant(34 : i64) : i64
          %288 = llvm.mul %235, %287 : i64
          %289 = llvm.add %288, %233 : i64
          %290 = llvm.getelementptr %286[%289] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %291 = llvm.load %290 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %292 = llvm.add %232, %10 overflow<nsw> : i32
          %293 = llvm.zext %292 : i32 to i64
          %294 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %295 = llvm.mlir.constant(34 : i64) : i64
          %296 = llvm.mul %235, %295 : i64
          %297 = llvm.add %296, %293 : i64
          %298 = llvm.getelementptr %294[%297] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %299 = llvm.load %298 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %300 = llvm.add %232, %6 overflow<nsw> : i32
          %301 = llvm.zext %300 : i32 to i64
          %302 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %303 = llvm.mlir.constant(34 : i64) : i64
          %304 = llvm.mul %235, %303 : i64
          %305 = llvm.add %304, %301 : i64
          %306 = llvm.getelementptr %302[%305] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %307 = llvm.load %306 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %308 = llvm.add %232, %11 overflow<nsw> : i32
          %309 = llvm.zext %308 : i32 to i64
          %310 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %311 = llvm.mlir.constant(34 : i64) : i64
          %312 = llvm.mul %235, %311 : i64
          %313 = llvm.add %312, %309 : i64
          %314 = llvm.getelementptr %310[%313] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %315 = llvm.load %314 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %316 = llvm.add %232, %9 overflow<nsw> : i32
          %317 = llvm.zext %316 : i32 to i64
          %318 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %319 = llvm.mlir.constant(34 : i64) : i64
          %320 = llvm.mul %235, %319 : i64
          %321 = llvm.add %320, %317 : i64
          %322 = llvm.getelementptr %318[%321] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %323 = llvm.load %322 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %324 = llvm.add %232, %12 overflow<nsw> : i32
          %325 = llvm.zext %324 : i32 to i64
          %326 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %327 = llvm.mlir.constant(34 : i64) : i64
          %328 = llvm.mul %235, %327 : i64
          %329 = llvm.add %328, %325 : i64
          %330 = llvm.getelementptr %326[%329] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %331 = llvm.load %330 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %332 = llvm.add %232, %13 overflow<nsw> : i32
          %333 = llvm.zext %332 : i32 to i64
          %334 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %335 = llvm.mlir.constant(34 : i64) : i64
          %336 = llvm.mul %235, %335 : i64
          %337 = llvm.add %336, %333 : i64
          %338 = llvm.getelementptr %334[%337] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %339 = llvm.load %338 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %340 = llvm.add %232, %14 overflow<nsw> : i32
          %341 = llvm.zext %340 : i32 to i64
          %342 = llvm.extractvalue %36[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %343 = llvm.mlir.constant(34 : i64) : i64
          %344 = llvm.mul %235, %343 : i64
          %345 = llvm.add %344, %341 : i64
          %346 = llvm.getelementptr %342[%345] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %347 = llvm.load %346 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %348 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %349 = llvm.mlir.constant(34 : i64) : i64
          %350 = llvm.mul %235, %349 : i64
          %351 = llvm.add %350, %233 : i64
          %352 = llvm.getelementptr %348[%351] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %353 = llvm.load %352 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %354 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %355 = llvm.mlir.constant(34 : i64) : i64
          %356 = llvm.mul %235, %355 : i64
          %357 = llvm.add %356, %293 : i64
          %358 = llvm.getelementptr %354[%357] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %359 = llvm.load %358 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %360 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %361 = llvm.mlir.constant(34 : i64) : i64
          %362 = llvm.mul %235, %361 : i64
          %363 = llvm.add %362, %301 : i64
          %364 = llvm.getelementptr %360[%363] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %365 = llvm.load %364 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %366 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %367 = llvm.mlir.constant(34 : i64) : i64
          %368 = llvm.mul %235, %367 : i64
          %369 = llvm.add %368, %309 : i64
          %370 = llvm.getelementptr %366[%369] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %371 = llvm.load %370 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %372 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %373 = llvm.mlir.constant(34 : i64) : i64
          %374 = llvm.mul %235, %373 : i64
          %375 = llvm.add %374, %317 : i64
          %376 = llvm.getelementptr %372[%375] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %377 = llvm.load %376 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %378 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %379 = llvm.mlir.constant(34 : i64) : i64
          %380 = llvm.mul %235, %379 : i64
          %381 = llvm.add %380, %325 : i64
          %382 = llvm.getelementptr %378[%381] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %383 = llvm.load %382 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %384 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %385 = llvm.mlir.constant(34 : i64) : i64
          %386 = llvm.mul %235, %385 : i64
          %387 = llvm.add %386, %333 : i64
          %388 = llvm.getelementptr %384[%387] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %389 = llvm.load %388 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %390 = llvm.extractvalue %56[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<2 x i64>, array<2 x i64>)>
          %391 = llvm.mlir.constant(34 : i64) : i64
          %392 = llvm.mul %235, %391 : i64
          %393 = llvm.add %392, %341 : i64
          %394 = llvm.getelementptr %390[%393] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
          %395 = llvm.load %394 <alignment = 4> : !llvm.ptr<3> -> vector<1xf32>
          %396 = llvm.mlir.constant(0 : i64) : i64
          %397 = llvm.extractelement %291[%396 : i64] : vector<1xf32>
          %398 = llvm.mlir.constant(0 : i64) : i64
          %399 = llvm.extractelement %353[%398 : i64] : vector<1xf32>
          %400 = rocdl.mfma.f32.16x16x4f32 %397, %399, %4, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %401 = llvm.mlir.constant(0 : i64) : i64
          %402 = llvm.extractelement %299[%401 : i64] : vector<1xf32>
          %403 = llvm.mlir.constant(0 : i64) : i64
          %404 = llvm.extractelement %359[%403 : i64] : vector<1xf32>
          %405 = rocdl.mfma.f32.16x16x4f32 %402, %404, %400, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %406 = llvm.mlir.constant(0 : i64) : i64
          %407 = llvm.extractelement %307[%406 : i64] : vector<1xf32>
          %408 = llvm.mlir.constant(0 : i64) : i64
          %409 = llvm.extractelement %365[%408 : i64] : vector<1xf32>
          %410 = rocdl.mfma.f32.16x16x4f32 %407, %409, %405, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %411 = llvm.mlir.constant(0 : i64) : i64
          %412 = llvm.extractelement %315[%411 : i64] : vector<1xf32>
          %413 = llvm.mlir.constant(0 : i64) : i64
          %414 = llvm.extractelement %371[%413 : i64] : vector<1xf32>
          %415 = rocdl.mfma.f32.16x16x4f32 %412, %414, %410, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %416 = llvm.mlir.constant(0 : i64) : i64
          %417 = llvm.extractelement %323[%416 : i64] : vector<1xf32>
          %418 = llvm.mlir.constant(0 : i64) : i64
          %419 = llvm.extractelement %377[%418 : i64] : vector<1xf32>
          %420 = rocdl.mfma.f32.16x16x4f32 %417, %419, %415, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %421 = llvm.mlir.constant(0 : i64) : i64
          %422 = llvm.extractelement %331[%421 : i64] : vector<1xf32>
          %423 = llvm.mlir.constant(0 : i64) : i64
          %424 = llvm.extractelement %383[%423 : i64] : vector<1xf32>
          %425 = rocdl.mfma.f32.16x16x4f32 %422, %424, %420, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %426 = llvm.mlir.constant(0 : i64) : i64
          %427 = llvm.extractelement %339[%426 : i64] : vector<1xf32>
          %428 = llvm.mlir.constant(0 : i64) : i64
          %429 = llvm.extractelement %389[%428 : i64] : vector<1xf32>
          %430 = rocdl.mfma.f32.16x16x4f32 %427, %429, %425, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %431 = llvm.mlir.constant(0 : i64) : i64
          %432 = llvm.extractelement %347[%431 : i64] : vector<1xf32>
          %433 = llvm.mlir.constant(0 : i64) : i64
          %434 = llvm.extractelement %395[%433 : i64] : vector<1xf32>
          %435 = rocdl.mfma.f32.16x16x4f32 %432, %434, %430, 0, 0, none : (f32, f32, vector<4xf32>) -> vector<4xf32>
          %436 = llvm.extractvalue %72[1] : !llvm.struct<(ptr<4>, ptr<4>, i64, array<1 x i64>, array<1 x i64>)>
          %437 = llvm.getelementptr %436[%244] : (!llvm.ptr<4>, i64) -> !llvm.ptr<4>, f32
          %438 = llvm.intr.masked.load(%437, %251, %5), alignment(4) : (!llvm.ptr<4>, vector<1xi1>, vector<1xf32>) -> vector<1xf32>
          %439 = llvm.extractvalue %102[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %440 = llvm.getelementptr %439[%3] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          llvm.store %438, %440 <alignment = 4> : vector<1xf32>, !llvm.ptr<5>
          %441 = llvm.extractvalue %102[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<1 x i64>, array<1 x i64>)>
          %442 = llvm.getelementptr %441[%3] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          %443 = llvm.load %442 <alignment = 4> : !llvm.ptr<5> -> vector<1xf32>
          %444 = llvm.mlir.constant(0 : i64) : i64
          %445 = llvm.extractelement %435[%444 : i64] : vector<4xf32>
          %446 = llvm.mlir.constant(1 : i64) : i64
          %447 = llvm.extractelement %435[%446 : i64] : vector<4xf32>
          %448 = llvm.mlir.constant(2 : i64) : i64
          %449 = llvm.extractelement %435[%448 : i64] : vector<4xf32>
          %450 = llvm.mlir.constant(3 : i64) : i64
          %451 = llvm.extractelement %435[%450 : i64] : vector<4xf32>
          %452 = llvm.mlir.constant(0 : i64) : i64
          %453 = llvm.extractelement %443[%452 : i64] : vector<1xf32>
          %454 = llvm.fadd %445, %453 : f32
          %455 = llvm.fadd %447, %453 : f32
          %456 = llvm.fadd %449, %453 : f32
          %457 = llvm.fadd %451, %453 : f32
          %458 = llvm.mlir.poison : vector<4xf32>
          %459 = llvm.mlir.constant(0 : i64) : i64
          %460 = llvm.insertelement %454, %458[%459 : i64] : vector<4xf32>
          %461 = llvm.mlir.constant(1 : i64) : i64
          %462 = llvm.insertelement %455, %460[%461 : i64] : vector<4xf32>
          %463 = llvm.mlir.constant(2 : i64) : i64
          %464 = llvm.insertelement %456, %462[%463 : i64] : vector<4xf32>
          %465 = llvm.mlir.constant(3 : i64) : i64
          %466 = llvm.insertelement %457, %464[%465 : i64] : vector<4xf32>
          llvm.br ^bb1(%7 : i32)
        ^bb1(%467: i32):  // 2 preds: ^bb0, ^bb2
          %468 = llvm.icmp "slt" %467, %10 : i32
          llvm.cond_br %468, ^bb2, ^bb3(%7 : i32)
        ^bb2:  // pred: ^bb1
          %469 = llvm.zext %467 : i32 to i64
          %470 = llvm.extractelement %466[%469 : i64] : vector<4xf32>
          %471 = llvm.extractvalue %92[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %472 = llvm.mlir.constant(4 : i64) : i64
          %473 = llvm.mul %3, %472 overflow<nsw, nuw> : i64
          %474 = llvm.add %473, %469 overflow<nsw, nuw> : i64
          %475 = llvm.add %474, %3 overflow<nsw, nuw> : i64
          %476 = llvm.add %475, %3 overflow<nsw, nuw> : i64
          %477 = llvm.getelementptr inbounds|nuw %471[%476] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          llvm.store %470, %477 : f32, !llvm.ptr<5>
          %478 = llvm.add %467, %15 : i32
          llvm.br ^bb1(%478 : i32)
        ^bb3(%479: i32):  // 2 preds: ^bb1, ^bb7
          %480 = llvm.icmp "slt" %479, %239 : i32
          llvm.cond_br %480, ^bb4, ^bb8
        ^bb4:  // pred: ^bb3
          %481 = llvm.zext %479 : i32 to i64
          llvm.cond_br %252, ^bb5(%7 : i32), ^bb7
        ^bb5(%482: i32):  // 2 preds: ^bb4, ^bb6
          %483 = llvm.icmp "slt" %482, %242 : i32
          llvm.cond_br %483, ^bb6, ^bb7
        ^bb6:  // pred: ^bb5
          %484 = llvm.extractvalue %92[1] : !llvm.struct<(ptr<5>, ptr<5>, i64, array<4 x i64>, array<4 x i64>)>
          %485 = llvm.mlir.constant(4 : i64) : i64
          %486 = llvm.mul %3, %485 overflow<nsw, nuw> : i64
          %487 = llvm.add %486, %481 overflow<nsw, nuw> : i64
          %488 = llvm.add %487, %3 overflow<nsw, nuw> : i64
          %489 = llvm.add %488, %3 overflow<nsw, nuw> : i64
          %490 = llvm.getelementptr inbounds|nuw %484[%489] : (!llvm.ptr<5>, i64) -> !llvm.ptr<5>, f32
          %491 = llvm.load %490 : !llvm.ptr<5> -> f32
          %492 = llvm.add %236, %479 : i32
          %493 = llvm.zext %492 : i32 to i64
          %494 = llvm.extractvalue %211[1] : !llvm.struct<(ptr<7>, ptr<7>, i64, array<2 x i64>, array<2 x i64>)>
          %495 = llvm.mlir.constant(8 : i64) : i64
          %496 = llvm.mul %493, %495 overflow<nsw, nuw> : i64
          %497 = llvm.add %496, %235 overflow<nsw, nuw> : i64
          %498 = llvm.getelementptr inbounds|nuw %494[%497] : (!llvm.ptr<7>, i64) -> !llvm.ptr<7>, f32
          llvm.store %491, %498 : f32, !llvm.ptr<7>
          %499 = llvm.add %482, %15 : i32
          llvm.br ^bb5(%499 : i32)
        ^bb7:  // 2 preds: ^bb4, ^bb5
          %500 = llvm.add %479, %15 : i32
          llvm.br ^bb3(%500 : i32)
        ^bb8:  // pred: ^bb3
          llvm.fence syncscope("workgroup") release {llvm.mmra = #mmra_tag}
          rocdl.s.barrier
          llvm.fence syncscope("workgroup") acquire {llvm.mmra = #mmra_tag}
          llvm.return
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
      stream.cmd.dispatch @main_dispatch_0::@rocm_hsaco_fb::@main_dispatch_0_matmul_2x32x16_f32 {
        ro %arg1[%c0 for %c128] : !stream.resource<external>{%c128},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_1::@rocm_hsaco_fb::@main_dispatch_1_matmul_2x32x32_f32 {
        ro %arg4[%c0 for %c512] : !stream.resource<transient>{%c512},
        ro %arg2[%c0 for %c7168] : !stream.resource<constant>{%c7168},
        wo %arg4[%c0 for %c512] : !stream.resource<transient>{%c512}
      }
      stream.cmd.dispatch @main_dispatch_2::@rocm_hsaco_fb::@main_dispatch_2_matmul_2x8x32_f32 {
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
// irlower-stages: fx_graph=f7ad5df53030 torch_mlir=6aa7dd31cd1c linalg_on_tensors_mlir=e70f92738717 iree_input=a6afdb45ef2b iree_abi=07a985c48513 iree_preprocessing=f134be0b679f iree_global_optimization=36c0833a500b iree_dispatch_creation=bec38e4e5c8c iree_flow=82266beff297 iree_stream=d898184281d3 iree_executable_sources=2a53dce483d1
