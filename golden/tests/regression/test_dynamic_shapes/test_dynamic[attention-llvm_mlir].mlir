module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_32x32xf32_5(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_3(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9 = llvm.insertvalue %arg8, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10 = llvm.mlir.constant(1.44269502 : f32) : f32
    %11 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %13 = llvm.mlir.constant(3 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %16 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %17 = llvm.mlir.constant(0.17677669529663689 : f64) : f64
    %18 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %19 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %20 = llvm.mlir.constant(2 : index) : i64
    %21 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %22 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %23 = llvm.mlir.constant(1 : i64) : i64
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(0 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %28 = llvm.mlir.constant(32 : index) : i64
    %29 = llvm.mlir.constant(1 : index) : i64
    %30 = llvm.mlir.zero : !llvm.ptr
    %31 = llvm.getelementptr %30[%28] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %32 = llvm.ptrtoint %31 : !llvm.ptr to i64
    %33 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %34 = llvm.getelementptr %33[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %35 = llvm.mlir.constant(3735928559 : index) : i64
    %36 = llvm.inttoptr %35 : i64 to !llvm.ptr
    %37 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.insertvalue %36, %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.insertvalue %34, %38[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.mlir.constant(0 : index) : i64
    %41 = llvm.insertvalue %40, %39[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = llvm.insertvalue %28, %41[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.insertvalue %29, %42[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = llvm.mlir.constant(32 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %50 = llvm.getelementptr %49[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %51 = llvm.mlir.constant(3735928559 : index) : i64
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %54 = llvm.insertvalue %52, %53[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.mlir.constant(0 : index) : i64
    %57 = llvm.insertvalue %56, %55[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.insertvalue %44, %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %45, %58[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.mlir.constant(32 : index) : i64
    %61 = llvm.mlir.constant(1 : index) : i64
    %62 = llvm.mlir.zero : !llvm.ptr
    %63 = llvm.getelementptr %62[%60] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %64 = llvm.ptrtoint %63 : !llvm.ptr to i64
    %65 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %66 = llvm.getelementptr %65[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %67 = llvm.mlir.constant(3735928559 : index) : i64
    %68 = llvm.inttoptr %67 : i64 to !llvm.ptr
    %69 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %70 = llvm.insertvalue %68, %69[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.insertvalue %66, %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.mlir.constant(0 : index) : i64
    %73 = llvm.insertvalue %72, %71[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.insertvalue %60, %73[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = llvm.insertvalue %61, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.mlir.constant(32 : index) : i64
    %77 = llvm.mlir.constant(32 : index) : i64
    %78 = llvm.mlir.constant(1 : index) : i64
    %79 = llvm.mlir.constant(1024 : index) : i64
    %80 = llvm.mlir.zero : !llvm.ptr
    %81 = llvm.getelementptr %80[%79] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %82 = llvm.ptrtoint %81 : !llvm.ptr to i64
    %83 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %84 = llvm.getelementptr %83[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %85 = llvm.mlir.constant(3735928559 : index) : i64
    %86 = llvm.inttoptr %85 : i64 to !llvm.ptr
    %87 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %86, %87[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %84, %88[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.mlir.constant(0 : index) : i64
    %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %76, %91[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.insertvalue %77, %92[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.insertvalue %77, %93[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %78, %94[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.mlir.constant(32 : index) : i64
    %97 = llvm.mlir.constant(1 : index) : i64
    %98 = llvm.mlir.zero : !llvm.ptr
    %99 = llvm.getelementptr %98[%96] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %100 = llvm.ptrtoint %99 : !llvm.ptr to i64
    %101 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %102 = llvm.getelementptr %101[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %103 = llvm.mlir.constant(3735928559 : index) : i64
    %104 = llvm.inttoptr %103 : i64 to !llvm.ptr
    %105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = llvm.insertvalue %104, %105[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.insertvalue %102, %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = llvm.mlir.constant(0 : index) : i64
    %109 = llvm.insertvalue %108, %107[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %110 = llvm.insertvalue %96, %109[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.insertvalue %97, %110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.mlir.constant(32 : index) : i64
    %113 = llvm.mlir.constant(32 : index) : i64
    %114 = llvm.mlir.constant(1 : index) : i64
    %115 = llvm.mlir.constant(1024 : index) : i64
    %116 = llvm.mlir.zero : !llvm.ptr
    %117 = llvm.getelementptr %116[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %118 = llvm.ptrtoint %117 : !llvm.ptr to i64
    %119 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %120 = llvm.getelementptr %119[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %121 = llvm.mlir.constant(3735928559 : index) : i64
    %122 = llvm.inttoptr %121 : i64 to !llvm.ptr
    %123 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.insertvalue %122, %123[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.insertvalue %120, %124[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %126 = llvm.mlir.constant(0 : index) : i64
    %127 = llvm.insertvalue %126, %125[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.insertvalue %112, %127[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.insertvalue %113, %128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.insertvalue %113, %129[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.insertvalue %114, %130[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.mlir.constant(32 : index) : i64
    %133 = llvm.mlir.constant(1 : index) : i64
    %134 = llvm.mlir.zero : !llvm.ptr
    %135 = llvm.getelementptr %134[%132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %136 = llvm.ptrtoint %135 : !llvm.ptr to i64
    %137 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %138 = llvm.getelementptr %137[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %139 = llvm.mlir.constant(3735928559 : index) : i64
    %140 = llvm.inttoptr %139 : i64 to !llvm.ptr
    %141 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %142 = llvm.insertvalue %140, %141[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.insertvalue %138, %142[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %144 = llvm.mlir.constant(0 : index) : i64
    %145 = llvm.insertvalue %144, %143[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %146 = llvm.insertvalue %132, %145[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %147 = llvm.insertvalue %133, %146[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.mlir.constant(32 : index) : i64
    %149 = llvm.mlir.constant(32 : index) : i64
    %150 = llvm.mlir.constant(1 : index) : i64
    %151 = llvm.mlir.constant(1024 : index) : i64
    %152 = llvm.mlir.zero : !llvm.ptr
    %153 = llvm.getelementptr %152[%151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %154 = llvm.ptrtoint %153 : !llvm.ptr to i64
    %155 = llvm.mlir.addressof @__constant_32x32xf32_5 : !llvm.ptr
    %156 = llvm.getelementptr %155[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %157 = llvm.mlir.constant(3735928559 : index) : i64
    %158 = llvm.inttoptr %157 : i64 to !llvm.ptr
    %159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %158, %159[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.insertvalue %156, %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %162 = llvm.mlir.constant(0 : index) : i64
    %163 = llvm.insertvalue %162, %161[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %148, %163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %165 = llvm.insertvalue %149, %164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %166 = llvm.insertvalue %149, %165[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %167 = llvm.insertvalue %150, %166[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %168 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %169 = llvm.mlir.constant(32 : index) : i64
    %170 = llvm.mlir.constant(1 : index) : i64
    %171 = llvm.mul %169, %168 : i64
    %172 = llvm.mlir.zero : !llvm.ptr
    %173 = llvm.getelementptr %172[%171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
    %175 = llvm.mlir.constant(64 : index) : i64
    %176 = llvm.add %174, %175 : i64
    %177 = llvm.call @malloc(%176) : (i64) -> !llvm.ptr
    %178 = llvm.ptrtoint %177 : !llvm.ptr to i64
    %179 = llvm.mlir.constant(1 : index) : i64
    %180 = llvm.sub %175, %179 : i64
    %181 = llvm.add %178, %180 : i64
    %182 = llvm.urem %181, %175 : i64
    %183 = llvm.sub %181, %182 : i64
    %184 = llvm.inttoptr %183 : i64 to !llvm.ptr
    %185 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %186 = llvm.insertvalue %177, %185[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.insertvalue %184, %186[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %188 = llvm.mlir.constant(0 : index) : i64
    %189 = llvm.insertvalue %188, %187[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %168, %189[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %169, %190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %169, %191[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %170, %192[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%25 : i64)
  ^bb1(%194: i64):  // 2 preds: ^bb0, ^bb5
    %195 = llvm.icmp "slt" %194, %168 : i64
    llvm.cond_br %195, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%25 : i64)
  ^bb3(%196: i64):  // 2 preds: ^bb2, ^bb4
    %197 = llvm.icmp "slt" %196, %14 : i64
    llvm.cond_br %197, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %198 = llvm.extractvalue %193[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.mlir.constant(32 : index) : i64
    %200 = llvm.mul %194, %199 overflow<nsw, nuw> : i64
    %201 = llvm.add %200, %196 overflow<nsw, nuw> : i64
    %202 = llvm.getelementptr inbounds|nuw %198[%201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %202 : f32, !llvm.ptr
    %203 = llvm.add %196, %26 : i64
    llvm.br ^bb3(%203 : i64)
  ^bb5:  // pred: ^bb3
    %204 = llvm.add %194, %26 : i64
    llvm.br ^bb1(%204 : i64)
  ^bb6:  // pred: ^bb1
    %205 = llvm.mlir.constant(32 : index) : i64
    %206 = llvm.mul %168, %205 overflow<nsw> : i64
    %207 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %208 = llvm.extractvalue %193[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %209 = llvm.extractvalue %193[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %210 = llvm.insertvalue %208, %207[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %211 = llvm.insertvalue %209, %210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.insertvalue %212, %211[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %214 = llvm.mlir.constant(1 : index) : i64
    %215 = llvm.insertvalue %214, %213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %216 = llvm.insertvalue %206, %215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %217 = llvm.insertvalue %168, %216[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %218 = llvm.mlir.constant(32 : index) : i64
    %219 = llvm.insertvalue %218, %217[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %220 = llvm.mlir.constant(32 : index) : i64
    %221 = llvm.insertvalue %220, %219[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %222 = llvm.mlir.constant(1 : index) : i64
    %223 = llvm.insertvalue %222, %221[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %224 = llvm.extractvalue %223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %225 = llvm.mlir.constant(1 : index) : i64
    %226 = llvm.mlir.constant(32 : index) : i64
    %227 = llvm.mlir.constant(1 : index) : i64
    %228 = llvm.mul %226, %224 : i64
    %229 = llvm.mul %228, %225 : i64
    %230 = llvm.mlir.zero : !llvm.ptr
    %231 = llvm.getelementptr %230[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %232 = llvm.ptrtoint %231 : !llvm.ptr to i64
    %233 = llvm.mlir.constant(64 : index) : i64
    %234 = llvm.add %232, %233 : i64
    %235 = llvm.call @malloc(%234) : (i64) -> !llvm.ptr
    %236 = llvm.ptrtoint %235 : !llvm.ptr to i64
    %237 = llvm.mlir.constant(1 : index) : i64
    %238 = llvm.sub %233, %237 : i64
    %239 = llvm.add %236, %238 : i64
    %240 = llvm.urem %239, %233 : i64
    %241 = llvm.sub %239, %240 : i64
    %242 = llvm.inttoptr %241 : i64 to !llvm.ptr
    %243 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %244 = llvm.insertvalue %235, %243[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %245 = llvm.insertvalue %242, %244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %246 = llvm.mlir.constant(0 : index) : i64
    %247 = llvm.insertvalue %246, %245[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %248 = llvm.insertvalue %225, %247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.insertvalue %224, %248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %250 = llvm.insertvalue %226, %249[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %251 = llvm.insertvalue %228, %250[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %252 = llvm.insertvalue %226, %251[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %253 = llvm.insertvalue %227, %252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %254 = llvm.extractvalue %223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb7(%25 : i64)
  ^bb7(%255: i64):  // 2 preds: ^bb6, ^bb14
    %256 = llvm.icmp "slt" %255, %26 : i64
    llvm.cond_br %256, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%25 : i64)
  ^bb9(%257: i64):  // 2 preds: ^bb8, ^bb13
    %258 = llvm.icmp "slt" %257, %254 : i64
    llvm.cond_br %258, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%25 : i64)
  ^bb11(%259: i64):  // 2 preds: ^bb10, ^bb12
    %260 = llvm.icmp "slt" %259, %14 : i64
    llvm.cond_br %260, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %261 = llvm.extractvalue %223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %262 = llvm.extractvalue %223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %263 = llvm.mul %255, %262 overflow<nsw> : i64
    %264 = llvm.mlir.constant(32 : index) : i64
    %265 = llvm.mul %257, %264 overflow<nsw> : i64
    %266 = llvm.add %263, %265 overflow<nsw> : i64
    %267 = llvm.add %266, %259 overflow<nsw> : i64
    %268 = llvm.getelementptr inbounds %261[%267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %269 = llvm.load %268 : !llvm.ptr -> f32
    %270 = llvm.extractvalue %253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %271 = llvm.extractvalue %253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %272 = llvm.mul %255, %271 overflow<nsw> : i64
    %273 = llvm.mlir.constant(32 : index) : i64
    %274 = llvm.mul %257, %273 overflow<nsw> : i64
    %275 = llvm.add %272, %274 overflow<nsw> : i64
    %276 = llvm.add %275, %259 overflow<nsw> : i64
    %277 = llvm.getelementptr inbounds %270[%276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %269, %277 : f32, !llvm.ptr
    %278 = llvm.add %259, %26 : i64
    llvm.br ^bb11(%278 : i64)
  ^bb13:  // pred: ^bb11
    %279 = llvm.add %257, %26 : i64
    llvm.br ^bb9(%279 : i64)
  ^bb14:  // pred: ^bb9
    %280 = llvm.add %255, %26 : i64
    llvm.br ^bb7(%280 : i64)
  ^bb15:  // pred: ^bb7
    %281 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb16(%25 : i64)
  ^bb16(%282: i64):  // 2 preds: ^bb15, ^bb26
    %283 = llvm.icmp "slt" %282, %26 : i64
    llvm.cond_br %283, ^bb17, ^bb27
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%25 : i64)
  ^bb18(%284: i64):  // 2 preds: ^bb17, ^bb25
    %285 = llvm.icmp "slt" %284, %281 : i64
    llvm.cond_br %285, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%25 : i64)
  ^bb20(%286: i64):  // 2 preds: ^bb19, ^bb24
    %287 = llvm.icmp "slt" %286, %14 : i64
    llvm.cond_br %287, ^bb21, ^bb25
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%25 : i64)
  ^bb22(%288: i64):  // 2 preds: ^bb21, ^bb23
    %289 = llvm.icmp "slt" %288, %14 : i64
    llvm.cond_br %289, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %290 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %291 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %292 = llvm.mul %282, %291 overflow<nsw> : i64
    %293 = llvm.mlir.constant(32 : index) : i64
    %294 = llvm.mul %284, %293 overflow<nsw> : i64
    %295 = llvm.add %292, %294 overflow<nsw> : i64
    %296 = llvm.add %295, %288 overflow<nsw> : i64
    %297 = llvm.getelementptr inbounds %290[%296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %298 = llvm.load %297 : !llvm.ptr -> f32
    %299 = llvm.extractvalue %167[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %300 = llvm.mlir.constant(32 : index) : i64
    %301 = llvm.mul %286, %300 overflow<nsw, nuw> : i64
    %302 = llvm.add %301, %288 overflow<nsw, nuw> : i64
    %303 = llvm.getelementptr inbounds|nuw %299[%302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %304 = llvm.load %303 : !llvm.ptr -> f32
    %305 = llvm.extractvalue %253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %306 = llvm.extractvalue %253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %307 = llvm.mul %282, %306 overflow<nsw> : i64
    %308 = llvm.mlir.constant(32 : index) : i64
    %309 = llvm.mul %284, %308 overflow<nsw> : i64
    %310 = llvm.add %307, %309 overflow<nsw> : i64
    %311 = llvm.add %310, %286 overflow<nsw> : i64
    %312 = llvm.getelementptr inbounds %305[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %313 = llvm.load %312 : !llvm.ptr -> f32
    %314 = llvm.fmul %298, %304 : f32
    %315 = llvm.fadd %313, %314 : f32
    %316 = llvm.extractvalue %253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %317 = llvm.extractvalue %253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %318 = llvm.mul %282, %317 overflow<nsw> : i64
    %319 = llvm.mlir.constant(32 : index) : i64
    %320 = llvm.mul %284, %319 overflow<nsw> : i64
    %321 = llvm.add %318, %320 overflow<nsw> : i64
    %322 = llvm.add %321, %286 overflow<nsw> : i64
    %323 = llvm.getelementptr inbounds %316[%322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %315, %323 : f32, !llvm.ptr
    %324 = llvm.add %288, %26 : i64
    llvm.br ^bb22(%324 : i64)
  ^bb24:  // pred: ^bb22
    %325 = llvm.add %286, %26 : i64
    llvm.br ^bb20(%325 : i64)
  ^bb25:  // pred: ^bb20
    %326 = llvm.add %284, %26 : i64
    llvm.br ^bb18(%326 : i64)
  ^bb26:  // pred: ^bb18
    %327 = llvm.add %282, %26 : i64
    llvm.br ^bb16(%327 : i64)
  ^bb27:  // pred: ^bb16
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.mlir.constant(32 : index) : i64
    %330 = llvm.mlir.constant(1 : index) : i64
    %331 = llvm.mul %329, %224 : i64
    %332 = llvm.mul %331, %328 : i64
    %333 = llvm.mlir.zero : !llvm.ptr
    %334 = llvm.getelementptr %333[%332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %335 = llvm.ptrtoint %334 : !llvm.ptr to i64
    %336 = llvm.mlir.constant(64 : index) : i64
    %337 = llvm.add %335, %336 : i64
    %338 = llvm.call @malloc(%337) : (i64) -> !llvm.ptr
    %339 = llvm.ptrtoint %338 : !llvm.ptr to i64
    %340 = llvm.mlir.constant(1 : index) : i64
    %341 = llvm.sub %336, %340 : i64
    %342 = llvm.add %339, %341 : i64
    %343 = llvm.urem %342, %336 : i64
    %344 = llvm.sub %342, %343 : i64
    %345 = llvm.inttoptr %344 : i64 to !llvm.ptr
    %346 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %347 = llvm.insertvalue %338, %346[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %348 = llvm.insertvalue %345, %347[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %349 = llvm.mlir.constant(0 : index) : i64
    %350 = llvm.insertvalue %349, %348[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %351 = llvm.insertvalue %328, %350[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %352 = llvm.insertvalue %224, %351[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %353 = llvm.insertvalue %329, %352[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %354 = llvm.insertvalue %331, %353[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %355 = llvm.insertvalue %329, %354[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %356 = llvm.insertvalue %330, %355[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%25 : i64)
  ^bb28(%357: i64):  // 2 preds: ^bb27, ^bb35
    %358 = llvm.icmp "slt" %357, %26 : i64
    llvm.cond_br %358, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%25 : i64)
  ^bb30(%359: i64):  // 2 preds: ^bb29, ^bb34
    %360 = llvm.icmp "slt" %359, %224 : i64
    llvm.cond_br %360, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%25 : i64)
  ^bb32(%361: i64):  // 2 preds: ^bb31, ^bb33
    %362 = llvm.icmp "slt" %361, %14 : i64
    llvm.cond_br %362, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %363 = llvm.extractvalue %253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %364 = llvm.extractvalue %253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %365 = llvm.mul %357, %364 overflow<nsw> : i64
    %366 = llvm.mlir.constant(32 : index) : i64
    %367 = llvm.mul %359, %366 overflow<nsw> : i64
    %368 = llvm.add %365, %367 overflow<nsw> : i64
    %369 = llvm.add %368, %361 overflow<nsw> : i64
    %370 = llvm.getelementptr inbounds %363[%369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %371 = llvm.load %370 : !llvm.ptr -> f32
    %372 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %373 = llvm.getelementptr inbounds|nuw %372[%361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %374 = llvm.load %373 : !llvm.ptr -> f32
    %375 = llvm.fadd %371, %374 : f32
    %376 = llvm.extractvalue %356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %377 = llvm.extractvalue %356[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %378 = llvm.mul %357, %377 overflow<nsw> : i64
    %379 = llvm.mlir.constant(32 : index) : i64
    %380 = llvm.mul %359, %379 overflow<nsw> : i64
    %381 = llvm.add %378, %380 overflow<nsw> : i64
    %382 = llvm.add %381, %361 overflow<nsw> : i64
    %383 = llvm.getelementptr inbounds %376[%382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %375, %383 : f32, !llvm.ptr
    %384 = llvm.add %361, %26 : i64
    llvm.br ^bb32(%384 : i64)
  ^bb34:  // pred: ^bb32
    %385 = llvm.add %359, %26 : i64
    llvm.br ^bb30(%385 : i64)
  ^bb35:  // pred: ^bb30
    %386 = llvm.add %357, %26 : i64
    llvm.br ^bb28(%386 : i64)
  ^bb36:  // pred: ^bb28
    %387 = llvm.mlir.constant(1 : index) : i64
    %388 = llvm.mlir.constant(32 : index) : i64
    %389 = llvm.mlir.constant(1 : index) : i64
    %390 = llvm.mul %388, %224 : i64
    %391 = llvm.mul %390, %387 : i64
    %392 = llvm.mlir.zero : !llvm.ptr
    %393 = llvm.getelementptr %392[%391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %394 = llvm.ptrtoint %393 : !llvm.ptr to i64
    %395 = llvm.mlir.constant(64 : index) : i64
    %396 = llvm.add %394, %395 : i64
    %397 = llvm.call @malloc(%396) : (i64) -> !llvm.ptr
    %398 = llvm.ptrtoint %397 : !llvm.ptr to i64
    %399 = llvm.mlir.constant(1 : index) : i64
    %400 = llvm.sub %395, %399 : i64
    %401 = llvm.add %398, %400 : i64
    %402 = llvm.urem %401, %395 : i64
    %403 = llvm.sub %401, %402 : i64
    %404 = llvm.inttoptr %403 : i64 to !llvm.ptr
    %405 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %406 = llvm.insertvalue %397, %405[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %407 = llvm.insertvalue %404, %406[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %408 = llvm.mlir.constant(0 : index) : i64
    %409 = llvm.insertvalue %408, %407[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %410 = llvm.insertvalue %387, %409[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %411 = llvm.insertvalue %224, %410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %412 = llvm.insertvalue %388, %411[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %413 = llvm.insertvalue %390, %412[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %414 = llvm.insertvalue %388, %413[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %415 = llvm.insertvalue %389, %414[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %416 = llvm.extractvalue %223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb37(%25 : i64)
  ^bb37(%417: i64):  // 2 preds: ^bb36, ^bb44
    %418 = llvm.icmp "slt" %417, %26 : i64
    llvm.cond_br %418, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%25 : i64)
  ^bb39(%419: i64):  // 2 preds: ^bb38, ^bb43
    %420 = llvm.icmp "slt" %419, %416 : i64
    llvm.cond_br %420, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%25 : i64)
  ^bb41(%421: i64):  // 2 preds: ^bb40, ^bb42
    %422 = llvm.icmp "slt" %421, %14 : i64
    llvm.cond_br %422, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %423 = llvm.extractvalue %223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %424 = llvm.extractvalue %223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %425 = llvm.mul %417, %424 overflow<nsw> : i64
    %426 = llvm.mlir.constant(32 : index) : i64
    %427 = llvm.mul %419, %426 overflow<nsw> : i64
    %428 = llvm.add %425, %427 overflow<nsw> : i64
    %429 = llvm.add %428, %421 overflow<nsw> : i64
    %430 = llvm.getelementptr inbounds %423[%429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %431 = llvm.load %430 : !llvm.ptr -> f32
    %432 = llvm.extractvalue %415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %433 = llvm.extractvalue %415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %434 = llvm.mul %417, %433 overflow<nsw> : i64
    %435 = llvm.mlir.constant(32 : index) : i64
    %436 = llvm.mul %419, %435 overflow<nsw> : i64
    %437 = llvm.add %434, %436 overflow<nsw> : i64
    %438 = llvm.add %437, %421 overflow<nsw> : i64
    %439 = llvm.getelementptr inbounds %432[%438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %431, %439 : f32, !llvm.ptr
    %440 = llvm.add %421, %26 : i64
    llvm.br ^bb41(%440 : i64)
  ^bb43:  // pred: ^bb41
    %441 = llvm.add %419, %26 : i64
    llvm.br ^bb39(%441 : i64)
  ^bb44:  // pred: ^bb39
    %442 = llvm.add %417, %26 : i64
    llvm.br ^bb37(%442 : i64)
  ^bb45:  // pred: ^bb37
    %443 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb46(%25 : i64)
  ^bb46(%444: i64):  // 2 preds: ^bb45, ^bb56
    %445 = llvm.icmp "slt" %444, %26 : i64
    llvm.cond_br %445, ^bb47, ^bb57
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%25 : i64)
  ^bb48(%446: i64):  // 2 preds: ^bb47, ^bb55
    %447 = llvm.icmp "slt" %446, %443 : i64
    llvm.cond_br %447, ^bb49, ^bb56
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%25 : i64)
  ^bb50(%448: i64):  // 2 preds: ^bb49, ^bb54
    %449 = llvm.icmp "slt" %448, %14 : i64
    llvm.cond_br %449, ^bb51, ^bb55
  ^bb51:  // pred: ^bb50
    llvm.br ^bb52(%25 : i64)
  ^bb52(%450: i64):  // 2 preds: ^bb51, ^bb53
    %451 = llvm.icmp "slt" %450, %14 : i64
    llvm.cond_br %451, ^bb53, ^bb54
  ^bb53:  // pred: ^bb52
    %452 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %454 = llvm.mul %444, %453 overflow<nsw> : i64
    %455 = llvm.mlir.constant(32 : index) : i64
    %456 = llvm.mul %446, %455 overflow<nsw> : i64
    %457 = llvm.add %454, %456 overflow<nsw> : i64
    %458 = llvm.add %457, %450 overflow<nsw> : i64
    %459 = llvm.getelementptr inbounds %452[%458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %460 = llvm.load %459 : !llvm.ptr -> f32
    %461 = llvm.extractvalue %131[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %462 = llvm.mlir.constant(32 : index) : i64
    %463 = llvm.mul %448, %462 overflow<nsw, nuw> : i64
    %464 = llvm.add %463, %450 overflow<nsw, nuw> : i64
    %465 = llvm.getelementptr inbounds|nuw %461[%464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %466 = llvm.load %465 : !llvm.ptr -> f32
    %467 = llvm.extractvalue %415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %468 = llvm.extractvalue %415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %469 = llvm.mul %444, %468 overflow<nsw> : i64
    %470 = llvm.mlir.constant(32 : index) : i64
    %471 = llvm.mul %446, %470 overflow<nsw> : i64
    %472 = llvm.add %469, %471 overflow<nsw> : i64
    %473 = llvm.add %472, %448 overflow<nsw> : i64
    %474 = llvm.getelementptr inbounds %467[%473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %475 = llvm.load %474 : !llvm.ptr -> f32
    %476 = llvm.fmul %460, %466 : f32
    %477 = llvm.fadd %475, %476 : f32
    %478 = llvm.extractvalue %415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %479 = llvm.extractvalue %415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %480 = llvm.mul %444, %479 overflow<nsw> : i64
    %481 = llvm.mlir.constant(32 : index) : i64
    %482 = llvm.mul %446, %481 overflow<nsw> : i64
    %483 = llvm.add %480, %482 overflow<nsw> : i64
    %484 = llvm.add %483, %448 overflow<nsw> : i64
    %485 = llvm.getelementptr inbounds %478[%484] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %477, %485 : f32, !llvm.ptr
    %486 = llvm.add %450, %26 : i64
    llvm.br ^bb52(%486 : i64)
  ^bb54:  // pred: ^bb52
    %487 = llvm.add %448, %26 : i64
    llvm.br ^bb50(%487 : i64)
  ^bb55:  // pred: ^bb50
    %488 = llvm.add %446, %26 : i64
    llvm.br ^bb48(%488 : i64)
  ^bb56:  // pred: ^bb48
    %489 = llvm.add %444, %26 : i64
    llvm.br ^bb46(%489 : i64)
  ^bb57:  // pred: ^bb46
    %490 = llvm.extractvalue %9[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb58(%25 : i64)
  ^bb58(%491: i64):  // 2 preds: ^bb57, ^bb68
    %492 = llvm.icmp "slt" %491, %26 : i64
    llvm.cond_br %492, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%25 : i64)
  ^bb60(%493: i64):  // 2 preds: ^bb59, ^bb67
    %494 = llvm.icmp "slt" %493, %490 : i64
    llvm.cond_br %494, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%25 : i64)
  ^bb62(%495: i64):  // 2 preds: ^bb61, ^bb66
    %496 = llvm.icmp "slt" %495, %14 : i64
    llvm.cond_br %496, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%25 : i64)
  ^bb64(%497: i64):  // 2 preds: ^bb63, ^bb65
    %498 = llvm.icmp "slt" %497, %14 : i64
    llvm.cond_br %498, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %499 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %500 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %501 = llvm.mul %491, %500 overflow<nsw> : i64
    %502 = llvm.mlir.constant(32 : index) : i64
    %503 = llvm.mul %493, %502 overflow<nsw> : i64
    %504 = llvm.add %501, %503 overflow<nsw> : i64
    %505 = llvm.add %504, %497 overflow<nsw> : i64
    %506 = llvm.getelementptr inbounds %499[%505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %507 = llvm.load %506 : !llvm.ptr -> f32
    %508 = llvm.extractvalue %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %509 = llvm.mlir.constant(32 : index) : i64
    %510 = llvm.mul %495, %509 overflow<nsw, nuw> : i64
    %511 = llvm.add %510, %497 overflow<nsw, nuw> : i64
    %512 = llvm.getelementptr inbounds|nuw %508[%511] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %513 = llvm.load %512 : !llvm.ptr -> f32
    %514 = llvm.extractvalue %223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %515 = llvm.extractvalue %223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %516 = llvm.mul %491, %515 overflow<nsw> : i64
    %517 = llvm.mlir.constant(32 : index) : i64
    %518 = llvm.mul %493, %517 overflow<nsw> : i64
    %519 = llvm.add %516, %518 overflow<nsw> : i64
    %520 = llvm.add %519, %495 overflow<nsw> : i64
    %521 = llvm.getelementptr inbounds %514[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %522 = llvm.load %521 : !llvm.ptr -> f32
    %523 = llvm.fmul %507, %513 : f32
    %524 = llvm.fadd %522, %523 : f32
    %525 = llvm.extractvalue %223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %526 = llvm.extractvalue %223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %527 = llvm.mul %491, %526 overflow<nsw> : i64
    %528 = llvm.mlir.constant(32 : index) : i64
    %529 = llvm.mul %493, %528 overflow<nsw> : i64
    %530 = llvm.add %527, %529 overflow<nsw> : i64
    %531 = llvm.add %530, %495 overflow<nsw> : i64
    %532 = llvm.getelementptr inbounds %525[%531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %524, %532 : f32, !llvm.ptr
    %533 = llvm.add %497, %26 : i64
    llvm.br ^bb64(%533 : i64)
  ^bb66:  // pred: ^bb64
    %534 = llvm.add %495, %26 : i64
    llvm.br ^bb62(%534 : i64)
  ^bb67:  // pred: ^bb62
    %535 = llvm.add %493, %26 : i64
    llvm.br ^bb60(%535 : i64)
  ^bb68:  // pred: ^bb60
    %536 = llvm.add %491, %26 : i64
    llvm.br ^bb58(%536 : i64)
  ^bb69:  // pred: ^bb58
    %537 = llvm.mlir.constant(1 : index) : i64
    %538 = llvm.mlir.constant(32 : index) : i64
    %539 = llvm.mlir.constant(1 : index) : i64
    %540 = llvm.mul %538, %224 : i64
    %541 = llvm.mul %540, %537 : i64
    %542 = llvm.mlir.zero : !llvm.ptr
    %543 = llvm.getelementptr %542[%541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %544 = llvm.ptrtoint %543 : !llvm.ptr to i64
    %545 = llvm.mlir.constant(64 : index) : i64
    %546 = llvm.add %544, %545 : i64
    %547 = llvm.call @malloc(%546) : (i64) -> !llvm.ptr
    %548 = llvm.ptrtoint %547 : !llvm.ptr to i64
    %549 = llvm.mlir.constant(1 : index) : i64
    %550 = llvm.sub %545, %549 : i64
    %551 = llvm.add %548, %550 : i64
    %552 = llvm.urem %551, %545 : i64
    %553 = llvm.sub %551, %552 : i64
    %554 = llvm.inttoptr %553 : i64 to !llvm.ptr
    %555 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %556 = llvm.insertvalue %547, %555[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %557 = llvm.insertvalue %554, %556[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %558 = llvm.mlir.constant(0 : index) : i64
    %559 = llvm.insertvalue %558, %557[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %560 = llvm.insertvalue %537, %559[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %561 = llvm.insertvalue %224, %560[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %562 = llvm.insertvalue %538, %561[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %563 = llvm.insertvalue %540, %562[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %564 = llvm.insertvalue %538, %563[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %565 = llvm.insertvalue %539, %564[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %566 = llvm.extractvalue %223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb70(%25 : i64)
  ^bb70(%567: i64):  // 2 preds: ^bb69, ^bb77
    %568 = llvm.icmp "slt" %567, %26 : i64
    llvm.cond_br %568, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%25 : i64)
  ^bb72(%569: i64):  // 2 preds: ^bb71, ^bb76
    %570 = llvm.icmp "slt" %569, %566 : i64
    llvm.cond_br %570, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%25 : i64)
  ^bb74(%571: i64):  // 2 preds: ^bb73, ^bb75
    %572 = llvm.icmp "slt" %571, %14 : i64
    llvm.cond_br %572, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %573 = llvm.extractvalue %223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %574 = llvm.extractvalue %223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %575 = llvm.mul %567, %574 overflow<nsw> : i64
    %576 = llvm.mlir.constant(32 : index) : i64
    %577 = llvm.mul %569, %576 overflow<nsw> : i64
    %578 = llvm.add %575, %577 overflow<nsw> : i64
    %579 = llvm.add %578, %571 overflow<nsw> : i64
    %580 = llvm.getelementptr inbounds %573[%579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %581 = llvm.load %580 : !llvm.ptr -> f32
    %582 = llvm.extractvalue %75[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %583 = llvm.getelementptr inbounds|nuw %582[%571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %584 = llvm.load %583 : !llvm.ptr -> f32
    %585 = llvm.fadd %581, %584 : f32
    %586 = llvm.extractvalue %565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %587 = llvm.extractvalue %565[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %588 = llvm.mul %567, %587 overflow<nsw> : i64
    %589 = llvm.mlir.constant(32 : index) : i64
    %590 = llvm.mul %569, %589 overflow<nsw> : i64
    %591 = llvm.add %588, %590 overflow<nsw> : i64
    %592 = llvm.add %591, %571 overflow<nsw> : i64
    %593 = llvm.getelementptr inbounds %586[%592] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %585, %593 : f32, !llvm.ptr
    %594 = llvm.add %571, %26 : i64
    llvm.br ^bb74(%594 : i64)
  ^bb76:  // pred: ^bb74
    %595 = llvm.add %569, %26 : i64
    llvm.br ^bb72(%595 : i64)
  ^bb77:  // pred: ^bb72
    %596 = llvm.add %567, %26 : i64
    llvm.br ^bb70(%596 : i64)
  ^bb78:  // pred: ^bb70
    %597 = llvm.mlir.constant(1 : index) : i64
    %598 = llvm.mlir.constant(32 : index) : i64
    %599 = llvm.mlir.constant(1 : index) : i64
    %600 = llvm.mul %168, %598 : i64
    %601 = llvm.mul %600, %597 : i64
    %602 = llvm.mlir.zero : !llvm.ptr
    %603 = llvm.getelementptr %602[%601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %604 = llvm.ptrtoint %603 : !llvm.ptr to i64
    %605 = llvm.mlir.constant(64 : index) : i64
    %606 = llvm.add %604, %605 : i64
    %607 = llvm.call @malloc(%606) : (i64) -> !llvm.ptr
    %608 = llvm.ptrtoint %607 : !llvm.ptr to i64
    %609 = llvm.mlir.constant(1 : index) : i64
    %610 = llvm.sub %605, %609 : i64
    %611 = llvm.add %608, %610 : i64
    %612 = llvm.urem %611, %605 : i64
    %613 = llvm.sub %611, %612 : i64
    %614 = llvm.inttoptr %613 : i64 to !llvm.ptr
    %615 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %616 = llvm.insertvalue %607, %615[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %617 = llvm.insertvalue %614, %616[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %618 = llvm.mlir.constant(0 : index) : i64
    %619 = llvm.insertvalue %618, %617[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %620 = llvm.insertvalue %597, %619[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %621 = llvm.insertvalue %598, %620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %622 = llvm.insertvalue %168, %621[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %623 = llvm.insertvalue %600, %622[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %624 = llvm.insertvalue %168, %623[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %625 = llvm.insertvalue %599, %624[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%25 : i64)
  ^bb79(%626: i64):  // 2 preds: ^bb78, ^bb86
    %627 = llvm.icmp "slt" %626, %26 : i64
    llvm.cond_br %627, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%25 : i64)
  ^bb81(%628: i64):  // 2 preds: ^bb80, ^bb85
    %629 = llvm.icmp "slt" %628, %14 : i64
    llvm.cond_br %629, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%25 : i64)
  ^bb83(%630: i64):  // 2 preds: ^bb82, ^bb84
    %631 = llvm.icmp "slt" %630, %224 : i64
    llvm.cond_br %631, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %632 = llvm.extractvalue %415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %633 = llvm.extractvalue %415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %634 = llvm.mul %626, %633 overflow<nsw> : i64
    %635 = llvm.mlir.constant(32 : index) : i64
    %636 = llvm.mul %630, %635 overflow<nsw> : i64
    %637 = llvm.add %634, %636 overflow<nsw> : i64
    %638 = llvm.add %637, %628 overflow<nsw> : i64
    %639 = llvm.getelementptr inbounds %632[%638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %640 = llvm.load %639 : !llvm.ptr -> f32
    %641 = llvm.extractvalue %111[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %642 = llvm.getelementptr inbounds|nuw %641[%628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %643 = llvm.load %642 : !llvm.ptr -> f32
    %644 = llvm.fadd %640, %643 : f32
    %645 = llvm.extractvalue %625[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %646 = llvm.extractvalue %625[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %647 = llvm.mul %626, %646 overflow<nsw> : i64
    %648 = llvm.extractvalue %625[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %649 = llvm.mul %628, %648 overflow<nsw> : i64
    %650 = llvm.add %647, %649 overflow<nsw> : i64
    %651 = llvm.add %650, %630 overflow<nsw> : i64
    %652 = llvm.getelementptr inbounds %645[%651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %644, %652 : f32, !llvm.ptr
    %653 = llvm.add %630, %26 : i64
    llvm.br ^bb83(%653 : i64)
  ^bb85:  // pred: ^bb83
    %654 = llvm.add %628, %26 : i64
    llvm.br ^bb81(%654 : i64)
  ^bb86:  // pred: ^bb81
    %655 = llvm.add %626, %26 : i64
    llvm.br ^bb79(%655 : i64)
  ^bb87:  // pred: ^bb79
    %656 = llvm.mlir.constant(1 : index) : i64
    %657 = llvm.mlir.constant(32 : index) : i64
    %658 = llvm.mlir.constant(1 : index) : i64
    %659 = llvm.mul %168, %657 : i64
    %660 = llvm.mul %659, %656 : i64
    %661 = llvm.mlir.zero : !llvm.ptr
    %662 = llvm.getelementptr %661[%660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %663 = llvm.ptrtoint %662 : !llvm.ptr to i64
    %664 = llvm.mlir.constant(64 : index) : i64
    %665 = llvm.add %663, %664 : i64
    %666 = llvm.call @malloc(%665) : (i64) -> !llvm.ptr
    %667 = llvm.ptrtoint %666 : !llvm.ptr to i64
    %668 = llvm.mlir.constant(1 : index) : i64
    %669 = llvm.sub %664, %668 : i64
    %670 = llvm.add %667, %669 : i64
    %671 = llvm.urem %670, %664 : i64
    %672 = llvm.sub %670, %671 : i64
    %673 = llvm.inttoptr %672 : i64 to !llvm.ptr
    %674 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %675 = llvm.insertvalue %666, %674[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %676 = llvm.insertvalue %673, %675[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %677 = llvm.mlir.constant(0 : index) : i64
    %678 = llvm.insertvalue %677, %676[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %679 = llvm.insertvalue %656, %678[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %680 = llvm.insertvalue %657, %679[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %681 = llvm.insertvalue %168, %680[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %682 = llvm.insertvalue %659, %681[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %683 = llvm.insertvalue %168, %682[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %684 = llvm.insertvalue %658, %683[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb88(%25 : i64)
  ^bb88(%685: i64):  // 2 preds: ^bb87, ^bb95
    %686 = llvm.icmp "slt" %685, %26 : i64
    llvm.cond_br %686, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%25 : i64)
  ^bb90(%687: i64):  // 2 preds: ^bb89, ^bb94
    %688 = llvm.icmp "slt" %687, %14 : i64
    llvm.cond_br %688, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%25 : i64)
  ^bb92(%689: i64):  // 2 preds: ^bb91, ^bb93
    %690 = llvm.icmp "slt" %689, %168 : i64
    llvm.cond_br %690, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %691 = llvm.icmp "eq" %168, %26 : i64
    %692 = llvm.select %691, %25, %689 : i1, i64
    %693 = llvm.extractvalue %625[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %694 = llvm.extractvalue %625[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %695 = llvm.mul %25, %694 overflow<nsw> : i64
    %696 = llvm.extractvalue %625[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %697 = llvm.mul %687, %696 overflow<nsw> : i64
    %698 = llvm.add %695, %697 overflow<nsw> : i64
    %699 = llvm.add %698, %692 overflow<nsw> : i64
    %700 = llvm.getelementptr inbounds %693[%699] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %701 = llvm.load %700 : !llvm.ptr -> f32
    %702 = llvm.extractvalue %684[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %703 = llvm.extractvalue %684[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %704 = llvm.mul %685, %703 overflow<nsw> : i64
    %705 = llvm.extractvalue %684[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %706 = llvm.mul %687, %705 overflow<nsw> : i64
    %707 = llvm.add %704, %706 overflow<nsw> : i64
    %708 = llvm.add %707, %689 overflow<nsw> : i64
    %709 = llvm.getelementptr inbounds %702[%708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %701, %709 : f32, !llvm.ptr
    %710 = llvm.add %689, %26 : i64
    llvm.br ^bb92(%710 : i64)
  ^bb94:  // pred: ^bb92
    %711 = llvm.add %687, %26 : i64
    llvm.br ^bb90(%711 : i64)
  ^bb95:  // pred: ^bb90
    %712 = llvm.add %685, %26 : i64
    llvm.br ^bb88(%712 : i64)
  ^bb96:  // pred: ^bb88
    %713 = llvm.mlir.constant(1 : index) : i64
    %714 = llvm.mlir.constant(1 : index) : i64
    %715 = llvm.mul %168, %168 : i64
    %716 = llvm.mul %715, %713 : i64
    %717 = llvm.mlir.zero : !llvm.ptr
    %718 = llvm.getelementptr %717[%716] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %719 = llvm.ptrtoint %718 : !llvm.ptr to i64
    %720 = llvm.mlir.constant(64 : index) : i64
    %721 = llvm.add %719, %720 : i64
    %722 = llvm.call @malloc(%721) : (i64) -> !llvm.ptr
    %723 = llvm.ptrtoint %722 : !llvm.ptr to i64
    %724 = llvm.mlir.constant(1 : index) : i64
    %725 = llvm.sub %720, %724 : i64
    %726 = llvm.add %723, %725 : i64
    %727 = llvm.urem %726, %720 : i64
    %728 = llvm.sub %726, %727 : i64
    %729 = llvm.inttoptr %728 : i64 to !llvm.ptr
    %730 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %731 = llvm.insertvalue %722, %730[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %732 = llvm.insertvalue %729, %731[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %733 = llvm.mlir.constant(0 : index) : i64
    %734 = llvm.insertvalue %733, %732[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %735 = llvm.insertvalue %713, %734[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %736 = llvm.insertvalue %168, %735[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %737 = llvm.insertvalue %168, %736[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %738 = llvm.insertvalue %715, %737[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %739 = llvm.insertvalue %168, %738[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %740 = llvm.insertvalue %714, %739[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb97(%25 : i64)
  ^bb97(%741: i64):  // 2 preds: ^bb96, ^bb104
    %742 = llvm.icmp "slt" %741, %26 : i64
    llvm.cond_br %742, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%25 : i64)
  ^bb99(%743: i64):  // 2 preds: ^bb98, ^bb103
    %744 = llvm.icmp "slt" %743, %168 : i64
    llvm.cond_br %744, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%25 : i64)
  ^bb101(%745: i64):  // 2 preds: ^bb100, ^bb102
    %746 = llvm.icmp "slt" %745, %168 : i64
    llvm.cond_br %746, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %747 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %748 = llvm.extractvalue %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %749 = llvm.mul %741, %748 overflow<nsw> : i64
    %750 = llvm.extractvalue %740[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %751 = llvm.mul %743, %750 overflow<nsw> : i64
    %752 = llvm.add %749, %751 overflow<nsw> : i64
    %753 = llvm.add %752, %745 overflow<nsw> : i64
    %754 = llvm.getelementptr inbounds %747[%753] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %754 : f32, !llvm.ptr
    %755 = llvm.add %745, %26 : i64
    llvm.br ^bb101(%755 : i64)
  ^bb103:  // pred: ^bb101
    %756 = llvm.add %743, %26 : i64
    llvm.br ^bb99(%756 : i64)
  ^bb104:  // pred: ^bb99
    %757 = llvm.add %741, %26 : i64
    llvm.br ^bb97(%757 : i64)
  ^bb105:  // pred: ^bb97
    llvm.br ^bb106(%25 : i64)
  ^bb106(%758: i64):  // 2 preds: ^bb105, ^bb116
    %759 = llvm.icmp "slt" %758, %26 : i64
    llvm.cond_br %759, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%25 : i64)
  ^bb108(%760: i64):  // 2 preds: ^bb107, ^bb115
    %761 = llvm.icmp "slt" %760, %168 : i64
    llvm.cond_br %761, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%25 : i64)
  ^bb110(%762: i64):  // 2 preds: ^bb109, ^bb114
    %763 = llvm.icmp "slt" %762, %168 : i64
    llvm.cond_br %763, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%25 : i64)
  ^bb112(%764: i64):  // 2 preds: ^bb111, ^bb113
    %765 = llvm.icmp "slt" %764, %14 : i64
    llvm.cond_br %765, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %766 = llvm.extractvalue %684[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %767 = llvm.extractvalue %684[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %768 = llvm.mul %758, %767 overflow<nsw> : i64
    %769 = llvm.extractvalue %684[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %770 = llvm.mul %764, %769 overflow<nsw> : i64
    %771 = llvm.add %768, %770 overflow<nsw> : i64
    %772 = llvm.add %771, %762 overflow<nsw> : i64
    %773 = llvm.getelementptr inbounds %766[%772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %774 = llvm.load %773 : !llvm.ptr -> f32
    %775 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %776 = llvm.extractvalue %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %777 = llvm.mul %758, %776 overflow<nsw> : i64
    %778 = llvm.extractvalue %740[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %779 = llvm.mul %760, %778 overflow<nsw> : i64
    %780 = llvm.add %777, %779 overflow<nsw> : i64
    %781 = llvm.add %780, %762 overflow<nsw> : i64
    %782 = llvm.getelementptr inbounds %775[%781] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %783 = llvm.load %782 : !llvm.ptr -> f32
    %784 = llvm.icmp "eq" %168, %26 : i64
    %785 = llvm.select %784, %25, %760 : i1, i64
    %786 = llvm.extractvalue %356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %787 = llvm.extractvalue %356[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %788 = llvm.mul %25, %787 overflow<nsw> : i64
    %789 = llvm.mlir.constant(32 : index) : i64
    %790 = llvm.mul %785, %789 overflow<nsw> : i64
    %791 = llvm.add %788, %790 overflow<nsw> : i64
    %792 = llvm.add %791, %764 overflow<nsw> : i64
    %793 = llvm.getelementptr inbounds %786[%792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %794 = llvm.load %793 : !llvm.ptr -> f32
    %795 = llvm.fmul %794, %774 : f32
    %796 = llvm.fadd %783, %795 : f32
    %797 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %798 = llvm.extractvalue %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %799 = llvm.mul %758, %798 overflow<nsw> : i64
    %800 = llvm.extractvalue %740[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %801 = llvm.mul %760, %800 overflow<nsw> : i64
    %802 = llvm.add %799, %801 overflow<nsw> : i64
    %803 = llvm.add %802, %762 overflow<nsw> : i64
    %804 = llvm.getelementptr inbounds %797[%803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %796, %804 : f32, !llvm.ptr
    %805 = llvm.add %764, %26 : i64
    llvm.br ^bb112(%805 : i64)
  ^bb114:  // pred: ^bb112
    %806 = llvm.add %762, %26 : i64
    llvm.br ^bb110(%806 : i64)
  ^bb115:  // pred: ^bb110
    %807 = llvm.add %760, %26 : i64
    llvm.br ^bb108(%807 : i64)
  ^bb116:  // pred: ^bb108
    %808 = llvm.add %758, %26 : i64
    llvm.br ^bb106(%808 : i64)
  ^bb117:  // pred: ^bb106
    %809 = llvm.icmp "slt" %168, %24 : i64
    %810 = llvm.select %809, %23, %168 : i1, i64
    %811 = llvm.mul %810, %168 : i64
    %812 = llvm.select %809, %23, %811 : i1, i64
    %813 = llvm.mul %168, %168 : i64
    %814 = llvm.sdiv %813, %812 : i64
    %815 = llvm.select %809, %814, %168 : i1, i64
    %816 = llvm.mlir.constant(3 : index) : i64
    %817 = llvm.mlir.constant(1 : index) : i64
    %818 = llvm.mlir.zero : !llvm.ptr
    %819 = llvm.getelementptr %818[%816] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %820 = llvm.ptrtoint %819 : !llvm.ptr to i64
    %821 = llvm.mlir.constant(64 : index) : i64
    %822 = llvm.add %820, %821 : i64
    %823 = llvm.call @malloc(%822) : (i64) -> !llvm.ptr
    %824 = llvm.ptrtoint %823 : !llvm.ptr to i64
    %825 = llvm.mlir.constant(1 : index) : i64
    %826 = llvm.sub %821, %825 : i64
    %827 = llvm.add %824, %826 : i64
    %828 = llvm.urem %827, %821 : i64
    %829 = llvm.sub %827, %828 : i64
    %830 = llvm.inttoptr %829 : i64 to !llvm.ptr
    %831 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %832 = llvm.insertvalue %823, %831[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %833 = llvm.insertvalue %830, %832[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %834 = llvm.mlir.constant(0 : index) : i64
    %835 = llvm.insertvalue %834, %833[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %836 = llvm.insertvalue %816, %835[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %837 = llvm.insertvalue %817, %836[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %838 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %839 = llvm.getelementptr inbounds|nuw %838[%25] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %839 : i64, !llvm.ptr
    %840 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %841 = llvm.getelementptr inbounds|nuw %840[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %815, %841 : i64, !llvm.ptr
    %842 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %843 = llvm.getelementptr inbounds|nuw %842[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %815, %843 : i64, !llvm.ptr
    %844 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %845 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %846 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %847 = llvm.insertvalue %845, %844[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %848 = llvm.insertvalue %846, %847[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %849 = llvm.mlir.constant(0 : index) : i64
    %850 = llvm.insertvalue %849, %848[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %851 = llvm.mlir.constant(1 : index) : i64
    %852 = llvm.mlir.constant(2 : index) : i64
    %853 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %854 = llvm.getelementptr inbounds|nuw %853[%852] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %855 = llvm.load %854 : !llvm.ptr -> i64
    %856 = llvm.insertvalue %855, %850[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %857 = llvm.insertvalue %851, %856[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %858 = llvm.mul %851, %855 : i64
    %859 = llvm.mlir.constant(1 : index) : i64
    %860 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %861 = llvm.getelementptr inbounds|nuw %860[%859] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %862 = llvm.load %861 : !llvm.ptr -> i64
    %863 = llvm.insertvalue %862, %857[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %864 = llvm.insertvalue %858, %863[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %865 = llvm.mul %858, %862 : i64
    %866 = llvm.mlir.constant(1 : index) : i64
    %867 = llvm.insertvalue %866, %864[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.insertvalue %865, %867[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %869 = llvm.mul %865, %866 : i64
    %870 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %871 = llvm.getelementptr inbounds|nuw %870[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %872 = llvm.load %871 : !llvm.ptr -> i64
    %873 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %874 = llvm.getelementptr inbounds|nuw %873[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %875 = llvm.load %874 : !llvm.ptr -> i64
    %876 = llvm.mlir.constant(1 : index) : i64
    %877 = llvm.mlir.constant(1 : index) : i64
    %878 = llvm.mul %815, %815 : i64
    %879 = llvm.mul %878, %876 : i64
    %880 = llvm.mlir.zero : !llvm.ptr
    %881 = llvm.getelementptr %880[%879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %882 = llvm.ptrtoint %881 : !llvm.ptr to i64
    %883 = llvm.mlir.constant(64 : index) : i64
    %884 = llvm.add %882, %883 : i64
    %885 = llvm.call @malloc(%884) : (i64) -> !llvm.ptr
    %886 = llvm.ptrtoint %885 : !llvm.ptr to i64
    %887 = llvm.mlir.constant(1 : index) : i64
    %888 = llvm.sub %883, %887 : i64
    %889 = llvm.add %886, %888 : i64
    %890 = llvm.urem %889, %883 : i64
    %891 = llvm.sub %889, %890 : i64
    %892 = llvm.inttoptr %891 : i64 to !llvm.ptr
    %893 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %894 = llvm.insertvalue %885, %893[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %895 = llvm.insertvalue %892, %894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %896 = llvm.mlir.constant(0 : index) : i64
    %897 = llvm.insertvalue %896, %895[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %898 = llvm.insertvalue %876, %897[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %899 = llvm.insertvalue %815, %898[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %900 = llvm.insertvalue %815, %899[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %901 = llvm.insertvalue %878, %900[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %902 = llvm.insertvalue %815, %901[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %903 = llvm.insertvalue %877, %902[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb118(%25 : i64)
  ^bb118(%904: i64):  // 2 preds: ^bb117, ^bb125
    %905 = llvm.icmp "slt" %904, %26 : i64
    llvm.cond_br %905, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%25 : i64)
  ^bb120(%906: i64):  // 2 preds: ^bb119, ^bb124
    %907 = llvm.icmp "slt" %906, %872 : i64
    llvm.cond_br %907, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%25 : i64)
  ^bb122(%908: i64):  // 2 preds: ^bb121, ^bb123
    %909 = llvm.icmp "slt" %908, %875 : i64
    llvm.cond_br %909, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %910 = llvm.extractvalue %868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %911 = llvm.extractvalue %868[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %912 = llvm.mul %904, %911 overflow<nsw> : i64
    %913 = llvm.extractvalue %868[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %914 = llvm.mul %906, %913 overflow<nsw> : i64
    %915 = llvm.add %912, %914 overflow<nsw> : i64
    %916 = llvm.add %915, %908 overflow<nsw> : i64
    %917 = llvm.getelementptr inbounds %910[%916] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %918 = llvm.load %917 : !llvm.ptr -> f32
    %919 = llvm.fptrunc %17 : f64 to f32
    %920 = llvm.fmul %918, %919 : f32
    %921 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %922 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %923 = llvm.mul %904, %922 overflow<nsw> : i64
    %924 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %925 = llvm.mul %906, %924 overflow<nsw> : i64
    %926 = llvm.add %923, %925 overflow<nsw> : i64
    %927 = llvm.add %926, %908 overflow<nsw> : i64
    %928 = llvm.getelementptr inbounds %921[%927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %920, %928 : f32, !llvm.ptr
    %929 = llvm.add %908, %26 : i64
    llvm.br ^bb122(%929 : i64)
  ^bb124:  // pred: ^bb122
    %930 = llvm.add %906, %26 : i64
    llvm.br ^bb120(%930 : i64)
  ^bb125:  // pred: ^bb120
    %931 = llvm.add %904, %26 : i64
    llvm.br ^bb118(%931 : i64)
  ^bb126:  // pred: ^bb118
    %932 = llvm.mlir.constant(1 : index) : i64
    %933 = llvm.mlir.constant(1 : index) : i64
    %934 = llvm.mul %815, %932 : i64
    %935 = llvm.mlir.zero : !llvm.ptr
    %936 = llvm.getelementptr %935[%934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %937 = llvm.ptrtoint %936 : !llvm.ptr to i64
    %938 = llvm.mlir.constant(64 : index) : i64
    %939 = llvm.add %937, %938 : i64
    %940 = llvm.call @malloc(%939) : (i64) -> !llvm.ptr
    %941 = llvm.ptrtoint %940 : !llvm.ptr to i64
    %942 = llvm.mlir.constant(1 : index) : i64
    %943 = llvm.sub %938, %942 : i64
    %944 = llvm.add %941, %943 : i64
    %945 = llvm.urem %944, %938 : i64
    %946 = llvm.sub %944, %945 : i64
    %947 = llvm.inttoptr %946 : i64 to !llvm.ptr
    %948 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %949 = llvm.insertvalue %940, %948[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %950 = llvm.insertvalue %947, %949[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %951 = llvm.mlir.constant(0 : index) : i64
    %952 = llvm.insertvalue %951, %950[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %953 = llvm.insertvalue %932, %952[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %954 = llvm.insertvalue %815, %953[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %955 = llvm.insertvalue %815, %954[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %956 = llvm.insertvalue %933, %955[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %957 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %958 = llvm.extractvalue %956[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %959 = llvm.extractvalue %956[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %960 = llvm.insertvalue %958, %957[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %961 = llvm.insertvalue %959, %960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %962 = llvm.mlir.constant(0 : index) : i64
    %963 = llvm.insertvalue %962, %961[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %964 = llvm.mlir.constant(1 : index) : i64
    %965 = llvm.insertvalue %964, %963[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %966 = llvm.insertvalue %815, %965[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %967 = llvm.insertvalue %815, %966[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.mlir.constant(1 : index) : i64
    %969 = llvm.insertvalue %968, %967[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %970 = llvm.mlir.constant(1 : index) : i64
    %971 = llvm.insertvalue %970, %969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %972 = llvm.mlir.constant(1 : index) : i64
    %973 = llvm.insertvalue %972, %971[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %974 = llvm.extractvalue %973[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %975 = llvm.mlir.constant(1 : index) : i64
    %976 = llvm.mlir.constant(1 : index) : i64
    %977 = llvm.mlir.constant(1 : index) : i64
    %978 = llvm.mul %974, %975 : i64
    %979 = llvm.mlir.zero : !llvm.ptr
    %980 = llvm.getelementptr %979[%978] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %981 = llvm.ptrtoint %980 : !llvm.ptr to i64
    %982 = llvm.mlir.constant(64 : index) : i64
    %983 = llvm.add %981, %982 : i64
    %984 = llvm.call @malloc(%983) : (i64) -> !llvm.ptr
    %985 = llvm.ptrtoint %984 : !llvm.ptr to i64
    %986 = llvm.mlir.constant(1 : index) : i64
    %987 = llvm.sub %982, %986 : i64
    %988 = llvm.add %985, %987 : i64
    %989 = llvm.urem %988, %982 : i64
    %990 = llvm.sub %988, %989 : i64
    %991 = llvm.inttoptr %990 : i64 to !llvm.ptr
    %992 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %993 = llvm.insertvalue %984, %992[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %994 = llvm.insertvalue %991, %993[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %995 = llvm.mlir.constant(0 : index) : i64
    %996 = llvm.insertvalue %995, %994[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %997 = llvm.insertvalue %975, %996[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %998 = llvm.insertvalue %974, %997[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %999 = llvm.insertvalue %976, %998[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1000 = llvm.insertvalue %974, %999[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1001 = llvm.insertvalue %976, %1000[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1002 = llvm.insertvalue %977, %1001[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb127(%25 : i64)
  ^bb127(%1003: i64):  // 2 preds: ^bb126, ^bb134
    %1004 = llvm.icmp "slt" %1003, %26 : i64
    llvm.cond_br %1004, ^bb128, ^bb135
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%25 : i64)
  ^bb129(%1005: i64):  // 2 preds: ^bb128, ^bb133
    %1006 = llvm.icmp "slt" %1005, %974 : i64
    llvm.cond_br %1006, ^bb130, ^bb134
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%25 : i64)
  ^bb131(%1007: i64):  // 2 preds: ^bb130, ^bb132
    %1008 = llvm.icmp "slt" %1007, %26 : i64
    llvm.cond_br %1008, ^bb132, ^bb133
  ^bb132:  // pred: ^bb131
    %1009 = llvm.extractvalue %1002[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1010 = llvm.extractvalue %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1011 = llvm.mul %1003, %1010 overflow<nsw> : i64
    %1012 = llvm.add %1011, %1005 overflow<nsw> : i64
    %1013 = llvm.add %1012, %1007 overflow<nsw> : i64
    %1014 = llvm.getelementptr inbounds %1009[%1013] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %21, %1014 : f32, !llvm.ptr
    %1015 = llvm.add %1007, %26 : i64
    llvm.br ^bb131(%1015 : i64)
  ^bb133:  // pred: ^bb131
    %1016 = llvm.add %1005, %26 : i64
    llvm.br ^bb129(%1016 : i64)
  ^bb134:  // pred: ^bb129
    %1017 = llvm.add %1003, %26 : i64
    llvm.br ^bb127(%1017 : i64)
  ^bb135:  // pred: ^bb127
    %1018 = llvm.mul %815, %815 overflow<nsw> : i64
    %1019 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1020 = llvm.extractvalue %903[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1021 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1022 = llvm.insertvalue %1020, %1019[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1023 = llvm.insertvalue %1021, %1022[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1024 = llvm.mlir.constant(0 : index) : i64
    %1025 = llvm.insertvalue %1024, %1023[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1026 = llvm.mlir.constant(1 : index) : i64
    %1027 = llvm.insertvalue %1026, %1025[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1028 = llvm.insertvalue %1018, %1027[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1029 = llvm.insertvalue %815, %1028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1030 = llvm.insertvalue %815, %1029[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1031 = llvm.mlir.constant(1 : index) : i64
    %1032 = llvm.insertvalue %1031, %1030[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1033 = llvm.insertvalue %815, %1032[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1034 = llvm.insertvalue %815, %1033[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1035 = llvm.mlir.constant(1 : index) : i64
    %1036 = llvm.insertvalue %1035, %1034[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1037 = llvm.extractvalue %1036[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1038 = llvm.extractvalue %1036[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb136(%25 : i64)
  ^bb136(%1039: i64):  // 2 preds: ^bb135, ^bb146
    %1040 = llvm.icmp "slt" %1039, %26 : i64
    llvm.cond_br %1040, ^bb137, ^bb147
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%25 : i64)
  ^bb138(%1041: i64):  // 2 preds: ^bb137, ^bb145
    %1042 = llvm.icmp "slt" %1041, %1037 : i64
    llvm.cond_br %1042, ^bb139, ^bb146
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%25 : i64)
  ^bb140(%1043: i64):  // 2 preds: ^bb139, ^bb144
    %1044 = llvm.icmp "slt" %1043, %26 : i64
    llvm.cond_br %1044, ^bb141, ^bb145
  ^bb141:  // pred: ^bb140
    llvm.br ^bb142(%25 : i64)
  ^bb142(%1045: i64):  // 2 preds: ^bb141, ^bb143
    %1046 = llvm.icmp "slt" %1045, %1038 : i64
    llvm.cond_br %1046, ^bb143, ^bb144
  ^bb143:  // pred: ^bb142
    %1047 = llvm.extractvalue %1036[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1048 = llvm.extractvalue %1036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1049 = llvm.mul %1039, %1048 overflow<nsw> : i64
    %1050 = llvm.extractvalue %1036[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1051 = llvm.mul %1041, %1050 overflow<nsw> : i64
    %1052 = llvm.add %1049, %1051 overflow<nsw> : i64
    %1053 = llvm.extractvalue %1036[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1054 = llvm.mul %1043, %1053 overflow<nsw> : i64
    %1055 = llvm.add %1052, %1054 overflow<nsw> : i64
    %1056 = llvm.add %1055, %1045 overflow<nsw> : i64
    %1057 = llvm.getelementptr inbounds %1047[%1056] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1058 = llvm.load %1057 : !llvm.ptr -> f32
    %1059 = llvm.extractvalue %1002[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1060 = llvm.extractvalue %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1061 = llvm.mul %1039, %1060 overflow<nsw> : i64
    %1062 = llvm.add %1061, %1041 overflow<nsw> : i64
    %1063 = llvm.add %1062, %1043 overflow<nsw> : i64
    %1064 = llvm.getelementptr inbounds %1059[%1063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1065 = llvm.load %1064 : !llvm.ptr -> f32
    %1066 = llvm.intr.maximum(%1058, %1065) : (f32, f32) -> f32
    %1067 = llvm.extractvalue %1002[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1068 = llvm.extractvalue %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1069 = llvm.mul %1039, %1068 overflow<nsw> : i64
    %1070 = llvm.add %1069, %1041 overflow<nsw> : i64
    %1071 = llvm.add %1070, %1043 overflow<nsw> : i64
    %1072 = llvm.getelementptr inbounds %1067[%1071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1066, %1072 : f32, !llvm.ptr
    %1073 = llvm.add %1045, %26 : i64
    llvm.br ^bb142(%1073 : i64)
  ^bb144:  // pred: ^bb142
    %1074 = llvm.add %1043, %26 : i64
    llvm.br ^bb140(%1074 : i64)
  ^bb145:  // pred: ^bb140
    %1075 = llvm.add %1041, %26 : i64
    llvm.br ^bb138(%1075 : i64)
  ^bb146:  // pred: ^bb138
    %1076 = llvm.add %1039, %26 : i64
    llvm.br ^bb136(%1076 : i64)
  ^bb147:  // pred: ^bb136
    llvm.br ^bb148(%25 : i64)
  ^bb148(%1077: i64):  // 2 preds: ^bb147, ^bb155
    %1078 = llvm.icmp "slt" %1077, %26 : i64
    llvm.cond_br %1078, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%25 : i64)
  ^bb150(%1079: i64):  // 2 preds: ^bb149, ^bb154
    %1080 = llvm.icmp "slt" %1079, %815 : i64
    llvm.cond_br %1080, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%25 : i64)
  ^bb152(%1081: i64):  // 2 preds: ^bb151, ^bb153
    %1082 = llvm.icmp "slt" %1081, %815 : i64
    llvm.cond_br %1082, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %1083 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1084 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1085 = llvm.mul %1077, %1084 overflow<nsw> : i64
    %1086 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1087 = llvm.mul %1079, %1086 overflow<nsw> : i64
    %1088 = llvm.add %1085, %1087 overflow<nsw> : i64
    %1089 = llvm.add %1088, %1081 overflow<nsw> : i64
    %1090 = llvm.getelementptr inbounds %1083[%1089] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1091 = llvm.load %1090 : !llvm.ptr -> f32
    %1092 = llvm.extractvalue %1002[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1093 = llvm.extractvalue %1002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1094 = llvm.mul %1077, %1093 overflow<nsw> : i64
    %1095 = llvm.add %1094, %1079 overflow<nsw> : i64
    %1096 = llvm.add %1095, %25 overflow<nsw> : i64
    %1097 = llvm.getelementptr inbounds %1092[%1096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1098 = llvm.load %1097 : !llvm.ptr -> f32
    %1099 = llvm.fsub %1091, %1098 : f32
    %1100 = llvm.fmul %1099, %10 : f32
    %1101 = llvm.intr.exp2(%1100) : (f32) -> f32
    %1102 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1103 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1104 = llvm.mul %1077, %1103 overflow<nsw> : i64
    %1105 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1106 = llvm.mul %1079, %1105 overflow<nsw> : i64
    %1107 = llvm.add %1104, %1106 overflow<nsw> : i64
    %1108 = llvm.add %1107, %1081 overflow<nsw> : i64
    %1109 = llvm.getelementptr inbounds %1102[%1108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1101, %1109 : f32, !llvm.ptr
    %1110 = llvm.add %1081, %26 : i64
    llvm.br ^bb152(%1110 : i64)
  ^bb154:  // pred: ^bb152
    %1111 = llvm.add %1079, %26 : i64
    llvm.br ^bb150(%1111 : i64)
  ^bb155:  // pred: ^bb150
    %1112 = llvm.add %1077, %26 : i64
    llvm.br ^bb148(%1112 : i64)
  ^bb156:  // pred: ^bb148
    %1113 = llvm.mlir.constant(1 : index) : i64
    %1114 = llvm.mlir.constant(1 : index) : i64
    %1115 = llvm.mlir.constant(1 : index) : i64
    %1116 = llvm.mul %815, %1113 : i64
    %1117 = llvm.mlir.zero : !llvm.ptr
    %1118 = llvm.getelementptr %1117[%1116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1119 = llvm.ptrtoint %1118 : !llvm.ptr to i64
    %1120 = llvm.mlir.constant(64 : index) : i64
    %1121 = llvm.add %1119, %1120 : i64
    %1122 = llvm.call @malloc(%1121) : (i64) -> !llvm.ptr
    %1123 = llvm.ptrtoint %1122 : !llvm.ptr to i64
    %1124 = llvm.mlir.constant(1 : index) : i64
    %1125 = llvm.sub %1120, %1124 : i64
    %1126 = llvm.add %1123, %1125 : i64
    %1127 = llvm.urem %1126, %1120 : i64
    %1128 = llvm.sub %1126, %1127 : i64
    %1129 = llvm.inttoptr %1128 : i64 to !llvm.ptr
    %1130 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1131 = llvm.insertvalue %1122, %1130[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1132 = llvm.insertvalue %1129, %1131[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1133 = llvm.mlir.constant(0 : index) : i64
    %1134 = llvm.insertvalue %1133, %1132[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.insertvalue %1113, %1134[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.insertvalue %815, %1135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1137 = llvm.insertvalue %1114, %1136[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1138 = llvm.insertvalue %815, %1137[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1139 = llvm.insertvalue %1114, %1138[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1140 = llvm.insertvalue %1115, %1139[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb157(%25 : i64)
  ^bb157(%1141: i64):  // 2 preds: ^bb156, ^bb164
    %1142 = llvm.icmp "slt" %1141, %26 : i64
    llvm.cond_br %1142, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%25 : i64)
  ^bb159(%1143: i64):  // 2 preds: ^bb158, ^bb163
    %1144 = llvm.icmp "slt" %1143, %815 : i64
    llvm.cond_br %1144, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%25 : i64)
  ^bb161(%1145: i64):  // 2 preds: ^bb160, ^bb162
    %1146 = llvm.icmp "slt" %1145, %26 : i64
    llvm.cond_br %1146, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1147 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1148 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1149 = llvm.mul %1141, %1148 overflow<nsw> : i64
    %1150 = llvm.add %1149, %1143 overflow<nsw> : i64
    %1151 = llvm.add %1150, %1145 overflow<nsw> : i64
    %1152 = llvm.getelementptr inbounds %1147[%1151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1152 : f32, !llvm.ptr
    %1153 = llvm.add %1145, %26 : i64
    llvm.br ^bb161(%1153 : i64)
  ^bb163:  // pred: ^bb161
    %1154 = llvm.add %1143, %26 : i64
    llvm.br ^bb159(%1154 : i64)
  ^bb164:  // pred: ^bb159
    %1155 = llvm.add %1141, %26 : i64
    llvm.br ^bb157(%1155 : i64)
  ^bb165:  // pred: ^bb157
    %1156 = llvm.mlir.constant(1 : index) : i64
    %1157 = llvm.mlir.constant(1 : index) : i64
    %1158 = llvm.mlir.constant(1 : index) : i64
    %1159 = llvm.mul %815, %1156 : i64
    %1160 = llvm.mlir.zero : !llvm.ptr
    %1161 = llvm.getelementptr %1160[%1159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1162 = llvm.ptrtoint %1161 : !llvm.ptr to i64
    %1163 = llvm.mlir.constant(64 : index) : i64
    %1164 = llvm.add %1162, %1163 : i64
    %1165 = llvm.call @malloc(%1164) : (i64) -> !llvm.ptr
    %1166 = llvm.ptrtoint %1165 : !llvm.ptr to i64
    %1167 = llvm.mlir.constant(1 : index) : i64
    %1168 = llvm.sub %1163, %1167 : i64
    %1169 = llvm.add %1166, %1168 : i64
    %1170 = llvm.urem %1169, %1163 : i64
    %1171 = llvm.sub %1169, %1170 : i64
    %1172 = llvm.inttoptr %1171 : i64 to !llvm.ptr
    %1173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1174 = llvm.insertvalue %1165, %1173[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1175 = llvm.insertvalue %1172, %1174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1176 = llvm.mlir.constant(0 : index) : i64
    %1177 = llvm.insertvalue %1176, %1175[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1178 = llvm.insertvalue %1156, %1177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1179 = llvm.insertvalue %815, %1178[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1180 = llvm.insertvalue %1157, %1179[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1181 = llvm.insertvalue %815, %1180[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1182 = llvm.insertvalue %1157, %1181[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1183 = llvm.insertvalue %1158, %1182[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb166(%25 : i64)
  ^bb166(%1184: i64):  // 2 preds: ^bb165, ^bb173
    %1185 = llvm.icmp "slt" %1184, %26 : i64
    llvm.cond_br %1185, ^bb167, ^bb174
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%25 : i64)
  ^bb168(%1186: i64):  // 2 preds: ^bb167, ^bb172
    %1187 = llvm.icmp "slt" %1186, %815 : i64
    llvm.cond_br %1187, ^bb169, ^bb173
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%25 : i64)
  ^bb170(%1188: i64):  // 2 preds: ^bb169, ^bb171
    %1189 = llvm.icmp "slt" %1188, %26 : i64
    llvm.cond_br %1189, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1190 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1192 = llvm.mul %1184, %1191 overflow<nsw> : i64
    %1193 = llvm.add %1192, %1186 overflow<nsw> : i64
    %1194 = llvm.add %1193, %1188 overflow<nsw> : i64
    %1195 = llvm.getelementptr inbounds %1190[%1194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1196 = llvm.load %1195 : !llvm.ptr -> f32
    %1197 = llvm.extractvalue %1183[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.extractvalue %1183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1199 = llvm.mul %1184, %1198 overflow<nsw> : i64
    %1200 = llvm.add %1199, %1186 overflow<nsw> : i64
    %1201 = llvm.add %1200, %1188 overflow<nsw> : i64
    %1202 = llvm.getelementptr inbounds %1197[%1201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1196, %1202 : f32, !llvm.ptr
    %1203 = llvm.add %1188, %26 : i64
    llvm.br ^bb170(%1203 : i64)
  ^bb172:  // pred: ^bb170
    %1204 = llvm.add %1186, %26 : i64
    llvm.br ^bb168(%1204 : i64)
  ^bb173:  // pred: ^bb168
    %1205 = llvm.add %1184, %26 : i64
    llvm.br ^bb166(%1205 : i64)
  ^bb174:  // pred: ^bb166
    llvm.br ^bb175(%25 : i64)
  ^bb175(%1206: i64):  // 2 preds: ^bb174, ^bb182
    %1207 = llvm.icmp "slt" %1206, %26 : i64
    llvm.cond_br %1207, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%25 : i64)
  ^bb177(%1208: i64):  // 2 preds: ^bb176, ^bb181
    %1209 = llvm.icmp "slt" %1208, %815 : i64
    llvm.cond_br %1209, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%25 : i64)
  ^bb179(%1210: i64):  // 2 preds: ^bb178, ^bb180
    %1211 = llvm.icmp "slt" %1210, %815 : i64
    llvm.cond_br %1211, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1212 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1213 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1214 = llvm.mul %1206, %1213 overflow<nsw> : i64
    %1215 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1216 = llvm.mul %1208, %1215 overflow<nsw> : i64
    %1217 = llvm.add %1214, %1216 overflow<nsw> : i64
    %1218 = llvm.add %1217, %1210 overflow<nsw> : i64
    %1219 = llvm.getelementptr inbounds %1212[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1220 = llvm.load %1219 : !llvm.ptr -> f32
    %1221 = llvm.extractvalue %1183[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.extractvalue %1183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1223 = llvm.mul %1206, %1222 overflow<nsw> : i64
    %1224 = llvm.add %1223, %1208 overflow<nsw> : i64
    %1225 = llvm.add %1224, %25 overflow<nsw> : i64
    %1226 = llvm.getelementptr inbounds %1221[%1225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1227 = llvm.load %1226 : !llvm.ptr -> f32
    %1228 = llvm.fadd %1220, %1227 : f32
    %1229 = llvm.extractvalue %1183[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1230 = llvm.extractvalue %1183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1231 = llvm.mul %1206, %1230 overflow<nsw> : i64
    %1232 = llvm.add %1231, %1208 overflow<nsw> : i64
    %1233 = llvm.add %1232, %25 overflow<nsw> : i64
    %1234 = llvm.getelementptr inbounds %1229[%1233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1228, %1234 : f32, !llvm.ptr
    %1235 = llvm.add %1210, %26 : i64
    llvm.br ^bb179(%1235 : i64)
  ^bb181:  // pred: ^bb179
    %1236 = llvm.add %1208, %26 : i64
    llvm.br ^bb177(%1236 : i64)
  ^bb182:  // pred: ^bb177
    %1237 = llvm.add %1206, %26 : i64
    llvm.br ^bb175(%1237 : i64)
  ^bb183:  // pred: ^bb175
    llvm.br ^bb184(%25 : i64)
  ^bb184(%1238: i64):  // 2 preds: ^bb183, ^bb191
    %1239 = llvm.icmp "slt" %1238, %26 : i64
    llvm.cond_br %1239, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%25 : i64)
  ^bb186(%1240: i64):  // 2 preds: ^bb185, ^bb190
    %1241 = llvm.icmp "slt" %1240, %815 : i64
    llvm.cond_br %1241, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%25 : i64)
  ^bb188(%1242: i64):  // 2 preds: ^bb187, ^bb189
    %1243 = llvm.icmp "slt" %1242, %815 : i64
    llvm.cond_br %1243, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1244 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.mul %1238, %1245 overflow<nsw> : i64
    %1247 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1248 = llvm.mul %1240, %1247 overflow<nsw> : i64
    %1249 = llvm.add %1246, %1248 overflow<nsw> : i64
    %1250 = llvm.add %1249, %1242 overflow<nsw> : i64
    %1251 = llvm.getelementptr inbounds %1244[%1250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1252 = llvm.load %1251 : !llvm.ptr -> f32
    %1253 = llvm.extractvalue %1183[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1254 = llvm.extractvalue %1183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1255 = llvm.mul %1238, %1254 overflow<nsw> : i64
    %1256 = llvm.add %1255, %1240 overflow<nsw> : i64
    %1257 = llvm.add %1256, %25 overflow<nsw> : i64
    %1258 = llvm.getelementptr inbounds %1253[%1257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1259 = llvm.load %1258 : !llvm.ptr -> f32
    %1260 = llvm.fdiv %1252, %1259 : f32
    %1261 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1262 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1263 = llvm.mul %1238, %1262 overflow<nsw> : i64
    %1264 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1265 = llvm.mul %1240, %1264 overflow<nsw> : i64
    %1266 = llvm.add %1263, %1265 overflow<nsw> : i64
    %1267 = llvm.add %1266, %1242 overflow<nsw> : i64
    %1268 = llvm.getelementptr inbounds %1261[%1267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1260, %1268 : f32, !llvm.ptr
    %1269 = llvm.add %1242, %26 : i64
    llvm.br ^bb188(%1269 : i64)
  ^bb190:  // pred: ^bb188
    %1270 = llvm.add %1240, %26 : i64
    llvm.br ^bb186(%1270 : i64)
  ^bb191:  // pred: ^bb186
    %1271 = llvm.add %1238, %26 : i64
    llvm.br ^bb184(%1271 : i64)
  ^bb192:  // pred: ^bb184
    llvm.br ^bb193(%25 : i64)
  ^bb193(%1272: i64):  // 2 preds: ^bb192, ^bb200
    %1273 = llvm.icmp "slt" %1272, %26 : i64
    llvm.cond_br %1273, ^bb194, ^bb201
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%25 : i64)
  ^bb195(%1274: i64):  // 2 preds: ^bb194, ^bb199
    %1275 = llvm.icmp "slt" %1274, %168 : i64
    llvm.cond_br %1275, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%25 : i64)
  ^bb197(%1276: i64):  // 2 preds: ^bb196, ^bb198
    %1277 = llvm.icmp "slt" %1276, %168 : i64
    llvm.cond_br %1277, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1278 = llvm.icmp "eq" %815, %26 : i64
    %1279 = llvm.select %1278, %25, %1274 : i1, i64
    %1280 = llvm.select %1278, %25, %1276 : i1, i64
    %1281 = llvm.extractvalue %903[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.extractvalue %903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1283 = llvm.mul %25, %1282 overflow<nsw> : i64
    %1284 = llvm.extractvalue %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1285 = llvm.mul %1279, %1284 overflow<nsw> : i64
    %1286 = llvm.add %1283, %1285 overflow<nsw> : i64
    %1287 = llvm.add %1286, %1280 overflow<nsw> : i64
    %1288 = llvm.getelementptr inbounds %1281[%1287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1289 = llvm.load %1288 : !llvm.ptr -> f32
    %1290 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1291 = llvm.extractvalue %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1292 = llvm.mul %1272, %1291 overflow<nsw> : i64
    %1293 = llvm.extractvalue %740[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1294 = llvm.mul %1274, %1293 overflow<nsw> : i64
    %1295 = llvm.add %1292, %1294 overflow<nsw> : i64
    %1296 = llvm.add %1295, %1276 overflow<nsw> : i64
    %1297 = llvm.getelementptr inbounds %1290[%1296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1289, %1297 : f32, !llvm.ptr
    %1298 = llvm.add %1276, %26 : i64
    llvm.br ^bb197(%1298 : i64)
  ^bb199:  // pred: ^bb197
    %1299 = llvm.add %1274, %26 : i64
    llvm.br ^bb195(%1299 : i64)
  ^bb200:  // pred: ^bb195
    %1300 = llvm.add %1272, %26 : i64
    llvm.br ^bb193(%1300 : i64)
  ^bb201:  // pred: ^bb193
    %1301 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1302 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1303 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1304 = llvm.insertvalue %1302, %1301[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.insertvalue %1303, %1304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1306 = llvm.mlir.constant(0 : index) : i64
    %1307 = llvm.insertvalue %1306, %1305[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.mlir.constant(1 : index) : i64
    %1309 = llvm.mlir.constant(2 : index) : i64
    %1310 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1311 = llvm.getelementptr inbounds|nuw %1310[%1309] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1312 = llvm.load %1311 : !llvm.ptr -> i64
    %1313 = llvm.insertvalue %1312, %1307[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1314 = llvm.insertvalue %1308, %1313[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1315 = llvm.mul %1308, %1312 : i64
    %1316 = llvm.mlir.constant(1 : index) : i64
    %1317 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1318 = llvm.getelementptr inbounds|nuw %1317[%1316] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1319 = llvm.load %1318 : !llvm.ptr -> i64
    %1320 = llvm.insertvalue %1319, %1314[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1321 = llvm.insertvalue %1315, %1320[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1322 = llvm.mul %1315, %1319 : i64
    %1323 = llvm.mlir.constant(1 : index) : i64
    %1324 = llvm.insertvalue %1323, %1321[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1325 = llvm.insertvalue %1322, %1324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.mul %1322, %1323 : i64
    %1327 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1328 = llvm.getelementptr inbounds|nuw %1327[%26] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1329 = llvm.load %1328 : !llvm.ptr -> i64
    %1330 = llvm.extractvalue %837[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1331 = llvm.getelementptr inbounds|nuw %1330[%20] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1332 = llvm.load %1331 : !llvm.ptr -> i64
    %1333 = llvm.mlir.constant(1 : index) : i64
    %1334 = llvm.mlir.constant(32 : index) : i64
    %1335 = llvm.mlir.constant(1 : index) : i64
    %1336 = llvm.mul %1334, %815 : i64
    %1337 = llvm.mul %1336, %1333 : i64
    %1338 = llvm.mlir.zero : !llvm.ptr
    %1339 = llvm.getelementptr %1338[%1337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1340 = llvm.ptrtoint %1339 : !llvm.ptr to i64
    %1341 = llvm.mlir.constant(64 : index) : i64
    %1342 = llvm.add %1340, %1341 : i64
    %1343 = llvm.call @malloc(%1342) : (i64) -> !llvm.ptr
    %1344 = llvm.ptrtoint %1343 : !llvm.ptr to i64
    %1345 = llvm.mlir.constant(1 : index) : i64
    %1346 = llvm.sub %1341, %1345 : i64
    %1347 = llvm.add %1344, %1346 : i64
    %1348 = llvm.urem %1347, %1341 : i64
    %1349 = llvm.sub %1347, %1348 : i64
    %1350 = llvm.inttoptr %1349 : i64 to !llvm.ptr
    %1351 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.insertvalue %1343, %1351[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1353 = llvm.insertvalue %1350, %1352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1354 = llvm.mlir.constant(0 : index) : i64
    %1355 = llvm.insertvalue %1354, %1353[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1356 = llvm.insertvalue %1333, %1355[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1357 = llvm.insertvalue %815, %1356[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1358 = llvm.insertvalue %1334, %1357[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1359 = llvm.insertvalue %1336, %1358[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1360 = llvm.insertvalue %1334, %1359[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1361 = llvm.insertvalue %1335, %1360[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb202(%25 : i64)
  ^bb202(%1362: i64):  // 2 preds: ^bb201, ^bb209
    %1363 = llvm.icmp "slt" %1362, %26 : i64
    llvm.cond_br %1363, ^bb203, ^bb210
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%25 : i64)
  ^bb204(%1364: i64):  // 2 preds: ^bb203, ^bb208
    %1365 = llvm.icmp "slt" %1364, %815 : i64
    llvm.cond_br %1365, ^bb205, ^bb209
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%25 : i64)
  ^bb206(%1366: i64):  // 2 preds: ^bb205, ^bb207
    %1367 = llvm.icmp "slt" %1366, %14 : i64
    llvm.cond_br %1367, ^bb207, ^bb208
  ^bb207:  // pred: ^bb206
    %1368 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1369 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1370 = llvm.mul %1362, %1369 overflow<nsw> : i64
    %1371 = llvm.mlir.constant(32 : index) : i64
    %1372 = llvm.mul %1364, %1371 overflow<nsw> : i64
    %1373 = llvm.add %1370, %1372 overflow<nsw> : i64
    %1374 = llvm.add %1373, %1366 overflow<nsw> : i64
    %1375 = llvm.getelementptr inbounds %1368[%1374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1375 : f32, !llvm.ptr
    %1376 = llvm.add %1366, %26 : i64
    llvm.br ^bb206(%1376 : i64)
  ^bb208:  // pred: ^bb206
    %1377 = llvm.add %1364, %26 : i64
    llvm.br ^bb204(%1377 : i64)
  ^bb209:  // pred: ^bb204
    %1378 = llvm.add %1362, %26 : i64
    llvm.br ^bb202(%1378 : i64)
  ^bb210:  // pred: ^bb202
    llvm.br ^bb211(%25 : i64)
  ^bb211(%1379: i64):  // 2 preds: ^bb210, ^bb221
    %1380 = llvm.icmp "slt" %1379, %26 : i64
    llvm.cond_br %1380, ^bb212, ^bb222
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%25 : i64)
  ^bb213(%1381: i64):  // 2 preds: ^bb212, ^bb220
    %1382 = llvm.icmp "slt" %1381, %1329 : i64
    llvm.cond_br %1382, ^bb214, ^bb221
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%25 : i64)
  ^bb215(%1383: i64):  // 2 preds: ^bb214, ^bb219
    %1384 = llvm.icmp "slt" %1383, %14 : i64
    llvm.cond_br %1384, ^bb216, ^bb220
  ^bb216:  // pred: ^bb215
    llvm.br ^bb217(%25 : i64)
  ^bb217(%1385: i64):  // 2 preds: ^bb216, ^bb218
    %1386 = llvm.icmp "slt" %1385, %1332 : i64
    llvm.cond_br %1386, ^bb218, ^bb219
  ^bb218:  // pred: ^bb217
    %1387 = llvm.extractvalue %1325[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1388 = llvm.extractvalue %1325[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1389 = llvm.mul %1379, %1388 overflow<nsw> : i64
    %1390 = llvm.extractvalue %1325[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1391 = llvm.mul %1381, %1390 overflow<nsw> : i64
    %1392 = llvm.add %1389, %1391 overflow<nsw> : i64
    %1393 = llvm.add %1392, %1385 overflow<nsw> : i64
    %1394 = llvm.getelementptr inbounds %1387[%1393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1395 = llvm.load %1394 : !llvm.ptr -> f32
    %1396 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1397 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1398 = llvm.mul %1379, %1397 overflow<nsw> : i64
    %1399 = llvm.mlir.constant(32 : index) : i64
    %1400 = llvm.mul %1381, %1399 overflow<nsw> : i64
    %1401 = llvm.add %1398, %1400 overflow<nsw> : i64
    %1402 = llvm.add %1401, %1383 overflow<nsw> : i64
    %1403 = llvm.getelementptr inbounds %1396[%1402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1404 = llvm.load %1403 : !llvm.ptr -> f32
    %1405 = llvm.icmp "eq" %168, %26 : i64
    %1406 = llvm.select %1405, %25, %1385 : i1, i64
    %1407 = llvm.extractvalue %565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1408 = llvm.extractvalue %565[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.mul %25, %1408 overflow<nsw> : i64
    %1410 = llvm.mlir.constant(32 : index) : i64
    %1411 = llvm.mul %1406, %1410 overflow<nsw> : i64
    %1412 = llvm.add %1409, %1411 overflow<nsw> : i64
    %1413 = llvm.add %1412, %1383 overflow<nsw> : i64
    %1414 = llvm.getelementptr inbounds %1407[%1413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1415 = llvm.load %1414 : !llvm.ptr -> f32
    %1416 = llvm.fmul %1395, %1415 : f32
    %1417 = llvm.fadd %1404, %1416 : f32
    %1418 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1419 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1420 = llvm.mul %1379, %1419 overflow<nsw> : i64
    %1421 = llvm.mlir.constant(32 : index) : i64
    %1422 = llvm.mul %1381, %1421 overflow<nsw> : i64
    %1423 = llvm.add %1420, %1422 overflow<nsw> : i64
    %1424 = llvm.add %1423, %1383 overflow<nsw> : i64
    %1425 = llvm.getelementptr inbounds %1418[%1424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1417, %1425 : f32, !llvm.ptr
    %1426 = llvm.add %1385, %26 : i64
    llvm.br ^bb217(%1426 : i64)
  ^bb219:  // pred: ^bb217
    %1427 = llvm.add %1383, %26 : i64
    llvm.br ^bb215(%1427 : i64)
  ^bb220:  // pred: ^bb215
    %1428 = llvm.add %1381, %26 : i64
    llvm.br ^bb213(%1428 : i64)
  ^bb221:  // pred: ^bb213
    %1429 = llvm.add %1379, %26 : i64
    llvm.br ^bb211(%1429 : i64)
  ^bb222:  // pred: ^bb211
    llvm.br ^bb223(%25 : i64)
  ^bb223(%1430: i64):  // 2 preds: ^bb222, ^bb230
    %1431 = llvm.icmp "slt" %1430, %26 : i64
    llvm.cond_br %1431, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%25 : i64)
  ^bb225(%1432: i64):  // 2 preds: ^bb224, ^bb229
    %1433 = llvm.icmp "slt" %1432, %815 : i64
    llvm.cond_br %1433, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%25 : i64)
  ^bb227(%1434: i64):  // 2 preds: ^bb226, ^bb228
    %1435 = llvm.icmp "slt" %1434, %14 : i64
    llvm.cond_br %1435, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1436 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1437 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1438 = llvm.mul %1430, %1437 overflow<nsw> : i64
    %1439 = llvm.mlir.constant(32 : index) : i64
    %1440 = llvm.mul %1432, %1439 overflow<nsw> : i64
    %1441 = llvm.add %1438, %1440 overflow<nsw> : i64
    %1442 = llvm.add %1441, %1434 overflow<nsw> : i64
    %1443 = llvm.getelementptr inbounds %1436[%1442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1444 = llvm.load %1443 : !llvm.ptr -> f32
    %1445 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1446 = llvm.extractvalue %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1447 = llvm.mul %1430, %1446 overflow<nsw> : i64
    %1448 = llvm.mlir.constant(32 : index) : i64
    %1449 = llvm.mul %1432, %1448 overflow<nsw> : i64
    %1450 = llvm.add %1447, %1449 overflow<nsw> : i64
    %1451 = llvm.add %1450, %1434 overflow<nsw> : i64
    %1452 = llvm.getelementptr inbounds %1445[%1451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1453 = llvm.load %1452 : !llvm.ptr -> f32
    %1454 = llvm.fadd %1444, %1453 : f32
    %1455 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1456 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1457 = llvm.mul %1430, %1456 overflow<nsw> : i64
    %1458 = llvm.mlir.constant(32 : index) : i64
    %1459 = llvm.mul %1432, %1458 overflow<nsw> : i64
    %1460 = llvm.add %1457, %1459 overflow<nsw> : i64
    %1461 = llvm.add %1460, %1434 overflow<nsw> : i64
    %1462 = llvm.getelementptr inbounds %1455[%1461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1454, %1462 : f32, !llvm.ptr
    %1463 = llvm.add %1434, %26 : i64
    llvm.br ^bb227(%1463 : i64)
  ^bb229:  // pred: ^bb227
    %1464 = llvm.add %1432, %26 : i64
    llvm.br ^bb225(%1464 : i64)
  ^bb230:  // pred: ^bb225
    %1465 = llvm.add %1430, %26 : i64
    llvm.br ^bb223(%1465 : i64)
  ^bb231:  // pred: ^bb223
    %1466 = llvm.mlir.constant(1 : index) : i64
    %1467 = llvm.mlir.constant(32 : index) : i64
    %1468 = llvm.mlir.constant(1 : index) : i64
    %1469 = llvm.mul %1467, %815 : i64
    %1470 = llvm.mul %1469, %1466 : i64
    %1471 = llvm.mlir.zero : !llvm.ptr
    %1472 = llvm.getelementptr %1471[%1470] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1473 = llvm.ptrtoint %1472 : !llvm.ptr to i64
    %1474 = llvm.mlir.constant(64 : index) : i64
    %1475 = llvm.add %1473, %1474 : i64
    %1476 = llvm.call @malloc(%1475) : (i64) -> !llvm.ptr
    %1477 = llvm.ptrtoint %1476 : !llvm.ptr to i64
    %1478 = llvm.mlir.constant(1 : index) : i64
    %1479 = llvm.sub %1474, %1478 : i64
    %1480 = llvm.add %1477, %1479 : i64
    %1481 = llvm.urem %1480, %1474 : i64
    %1482 = llvm.sub %1480, %1481 : i64
    %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr
    %1484 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.insertvalue %1476, %1484[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.insertvalue %1483, %1485[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1487 = llvm.mlir.constant(0 : index) : i64
    %1488 = llvm.insertvalue %1487, %1486[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.insertvalue %1466, %1488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.insertvalue %815, %1489[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1491 = llvm.insertvalue %1467, %1490[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.insertvalue %1469, %1491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.insertvalue %1467, %1492[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1494 = llvm.insertvalue %1468, %1493[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%25 : i64)
  ^bb232(%1495: i64):  // 2 preds: ^bb231, ^bb239
    %1496 = llvm.icmp "slt" %1495, %26 : i64
    llvm.cond_br %1496, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%25 : i64)
  ^bb234(%1497: i64):  // 2 preds: ^bb233, ^bb238
    %1498 = llvm.icmp "slt" %1497, %815 : i64
    llvm.cond_br %1498, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%25 : i64)
  ^bb236(%1499: i64):  // 2 preds: ^bb235, ^bb237
    %1500 = llvm.icmp "slt" %1499, %14 : i64
    llvm.cond_br %1500, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1501 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1502 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1503 = llvm.mul %1495, %1502 overflow<nsw> : i64
    %1504 = llvm.mlir.constant(32 : index) : i64
    %1505 = llvm.mul %1497, %1504 overflow<nsw> : i64
    %1506 = llvm.add %1503, %1505 overflow<nsw> : i64
    %1507 = llvm.add %1506, %1499 overflow<nsw> : i64
    %1508 = llvm.getelementptr inbounds %1501[%1507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1509 = llvm.load %1508 : !llvm.ptr -> f32
    %1510 = llvm.fpext %1509 : f32 to f64
    %1511 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1512 = llvm.extractvalue %1494[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1513 = llvm.mul %1495, %1512 overflow<nsw> : i64
    %1514 = llvm.mlir.constant(32 : index) : i64
    %1515 = llvm.mul %1497, %1514 overflow<nsw> : i64
    %1516 = llvm.add %1513, %1515 overflow<nsw> : i64
    %1517 = llvm.add %1516, %1499 overflow<nsw> : i64
    %1518 = llvm.getelementptr inbounds %1511[%1517] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1510, %1518 : f64, !llvm.ptr
    %1519 = llvm.add %1499, %26 : i64
    llvm.br ^bb236(%1519 : i64)
  ^bb238:  // pred: ^bb236
    %1520 = llvm.add %1497, %26 : i64
    llvm.br ^bb234(%1520 : i64)
  ^bb239:  // pred: ^bb234
    %1521 = llvm.add %1495, %26 : i64
    llvm.br ^bb232(%1521 : i64)
  ^bb240:  // pred: ^bb232
    %1522 = llvm.mlir.constant(1 : index) : i64
    %1523 = llvm.mlir.constant(1 : index) : i64
    %1524 = llvm.mlir.constant(1 : index) : i64
    %1525 = llvm.mul %815, %1522 : i64
    %1526 = llvm.mlir.zero : !llvm.ptr
    %1527 = llvm.getelementptr %1526[%1525] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1528 = llvm.ptrtoint %1527 : !llvm.ptr to i64
    %1529 = llvm.mlir.constant(64 : index) : i64
    %1530 = llvm.add %1528, %1529 : i64
    %1531 = llvm.call @malloc(%1530) : (i64) -> !llvm.ptr
    %1532 = llvm.ptrtoint %1531 : !llvm.ptr to i64
    %1533 = llvm.mlir.constant(1 : index) : i64
    %1534 = llvm.sub %1529, %1533 : i64
    %1535 = llvm.add %1532, %1534 : i64
    %1536 = llvm.urem %1535, %1529 : i64
    %1537 = llvm.sub %1535, %1536 : i64
    %1538 = llvm.inttoptr %1537 : i64 to !llvm.ptr
    %1539 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1540 = llvm.insertvalue %1531, %1539[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1541 = llvm.insertvalue %1538, %1540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1542 = llvm.mlir.constant(0 : index) : i64
    %1543 = llvm.insertvalue %1542, %1541[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1544 = llvm.insertvalue %1522, %1543[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1545 = llvm.insertvalue %815, %1544[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1546 = llvm.insertvalue %1523, %1545[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1547 = llvm.insertvalue %815, %1546[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1548 = llvm.insertvalue %1523, %1547[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1549 = llvm.insertvalue %1524, %1548[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb241(%25 : i64)
  ^bb241(%1550: i64):  // 2 preds: ^bb240, ^bb248
    %1551 = llvm.icmp "slt" %1550, %26 : i64
    llvm.cond_br %1551, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%25 : i64)
  ^bb243(%1552: i64):  // 2 preds: ^bb242, ^bb247
    %1553 = llvm.icmp "slt" %1552, %815 : i64
    llvm.cond_br %1553, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%25 : i64)
  ^bb245(%1554: i64):  // 2 preds: ^bb244, ^bb246
    %1555 = llvm.icmp "slt" %1554, %26 : i64
    llvm.cond_br %1555, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1556 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1557 = llvm.extractvalue %1549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1558 = llvm.mul %1550, %1557 overflow<nsw> : i64
    %1559 = llvm.add %1558, %1552 overflow<nsw> : i64
    %1560 = llvm.add %1559, %1554 overflow<nsw> : i64
    %1561 = llvm.getelementptr inbounds %1556[%1560] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %19, %1561 : f64, !llvm.ptr
    %1562 = llvm.add %1554, %26 : i64
    llvm.br ^bb245(%1562 : i64)
  ^bb247:  // pred: ^bb245
    %1563 = llvm.add %1552, %26 : i64
    llvm.br ^bb243(%1563 : i64)
  ^bb248:  // pred: ^bb243
    %1564 = llvm.add %1550, %26 : i64
    llvm.br ^bb241(%1564 : i64)
  ^bb249:  // pred: ^bb241
    %1565 = llvm.mlir.constant(1 : index) : i64
    %1566 = llvm.mlir.constant(1 : index) : i64
    %1567 = llvm.mlir.constant(1 : index) : i64
    %1568 = llvm.mul %815, %1565 : i64
    %1569 = llvm.mlir.zero : !llvm.ptr
    %1570 = llvm.getelementptr %1569[%1568] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1571 = llvm.ptrtoint %1570 : !llvm.ptr to i64
    %1572 = llvm.mlir.constant(64 : index) : i64
    %1573 = llvm.add %1571, %1572 : i64
    %1574 = llvm.call @malloc(%1573) : (i64) -> !llvm.ptr
    %1575 = llvm.ptrtoint %1574 : !llvm.ptr to i64
    %1576 = llvm.mlir.constant(1 : index) : i64
    %1577 = llvm.sub %1572, %1576 : i64
    %1578 = llvm.add %1575, %1577 : i64
    %1579 = llvm.urem %1578, %1572 : i64
    %1580 = llvm.sub %1578, %1579 : i64
    %1581 = llvm.inttoptr %1580 : i64 to !llvm.ptr
    %1582 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1583 = llvm.insertvalue %1574, %1582[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1584 = llvm.insertvalue %1581, %1583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1585 = llvm.mlir.constant(0 : index) : i64
    %1586 = llvm.insertvalue %1585, %1584[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1587 = llvm.insertvalue %1565, %1586[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1588 = llvm.insertvalue %815, %1587[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1589 = llvm.insertvalue %1566, %1588[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1590 = llvm.insertvalue %815, %1589[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1591 = llvm.insertvalue %1566, %1590[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1592 = llvm.insertvalue %1567, %1591[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%25 : i64)
  ^bb250(%1593: i64):  // 2 preds: ^bb249, ^bb257
    %1594 = llvm.icmp "slt" %1593, %26 : i64
    llvm.cond_br %1594, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%25 : i64)
  ^bb252(%1595: i64):  // 2 preds: ^bb251, ^bb256
    %1596 = llvm.icmp "slt" %1595, %815 : i64
    llvm.cond_br %1596, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%25 : i64)
  ^bb254(%1597: i64):  // 2 preds: ^bb253, ^bb255
    %1598 = llvm.icmp "slt" %1597, %26 : i64
    llvm.cond_br %1598, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1599 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1600 = llvm.extractvalue %1549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1601 = llvm.mul %1593, %1600 overflow<nsw> : i64
    %1602 = llvm.add %1601, %1595 overflow<nsw> : i64
    %1603 = llvm.add %1602, %1597 overflow<nsw> : i64
    %1604 = llvm.getelementptr inbounds %1599[%1603] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1605 = llvm.load %1604 : !llvm.ptr -> f64
    %1606 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1607 = llvm.extractvalue %1592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1608 = llvm.mul %1593, %1607 overflow<nsw> : i64
    %1609 = llvm.add %1608, %1595 overflow<nsw> : i64
    %1610 = llvm.add %1609, %1597 overflow<nsw> : i64
    %1611 = llvm.getelementptr inbounds %1606[%1610] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1605, %1611 : f64, !llvm.ptr
    %1612 = llvm.add %1597, %26 : i64
    llvm.br ^bb254(%1612 : i64)
  ^bb256:  // pred: ^bb254
    %1613 = llvm.add %1595, %26 : i64
    llvm.br ^bb252(%1613 : i64)
  ^bb257:  // pred: ^bb252
    %1614 = llvm.add %1593, %26 : i64
    llvm.br ^bb250(%1614 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%25 : i64)
  ^bb259(%1615: i64):  // 2 preds: ^bb258, ^bb266
    %1616 = llvm.icmp "slt" %1615, %26 : i64
    llvm.cond_br %1616, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%25 : i64)
  ^bb261(%1617: i64):  // 2 preds: ^bb260, ^bb265
    %1618 = llvm.icmp "slt" %1617, %815 : i64
    llvm.cond_br %1618, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%25 : i64)
  ^bb263(%1619: i64):  // 2 preds: ^bb262, ^bb264
    %1620 = llvm.icmp "slt" %1619, %14 : i64
    llvm.cond_br %1620, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1621 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1622 = llvm.extractvalue %1494[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.mul %1615, %1622 overflow<nsw> : i64
    %1624 = llvm.mlir.constant(32 : index) : i64
    %1625 = llvm.mul %1617, %1624 overflow<nsw> : i64
    %1626 = llvm.add %1623, %1625 overflow<nsw> : i64
    %1627 = llvm.add %1626, %1619 overflow<nsw> : i64
    %1628 = llvm.getelementptr inbounds %1621[%1627] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1629 = llvm.load %1628 : !llvm.ptr -> f64
    %1630 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1631 = llvm.extractvalue %1592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1632 = llvm.mul %1615, %1631 overflow<nsw> : i64
    %1633 = llvm.add %1632, %1617 overflow<nsw> : i64
    %1634 = llvm.add %1633, %25 overflow<nsw> : i64
    %1635 = llvm.getelementptr inbounds %1630[%1634] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1636 = llvm.load %1635 : !llvm.ptr -> f64
    %1637 = llvm.fadd %1629, %1636 : f64
    %1638 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1639 = llvm.extractvalue %1592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1640 = llvm.mul %1615, %1639 overflow<nsw> : i64
    %1641 = llvm.add %1640, %1617 overflow<nsw> : i64
    %1642 = llvm.add %1641, %25 overflow<nsw> : i64
    %1643 = llvm.getelementptr inbounds %1638[%1642] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1637, %1643 : f64, !llvm.ptr
    %1644 = llvm.add %1619, %26 : i64
    llvm.br ^bb263(%1644 : i64)
  ^bb265:  // pred: ^bb263
    %1645 = llvm.add %1617, %26 : i64
    llvm.br ^bb261(%1645 : i64)
  ^bb266:  // pred: ^bb261
    %1646 = llvm.add %1615, %26 : i64
    llvm.br ^bb259(%1646 : i64)
  ^bb267:  // pred: ^bb259
    llvm.br ^bb268(%25 : i64)
  ^bb268(%1647: i64):  // 2 preds: ^bb267, ^bb275
    %1648 = llvm.icmp "slt" %1647, %26 : i64
    llvm.cond_br %1648, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%25 : i64)
  ^bb270(%1649: i64):  // 2 preds: ^bb269, ^bb274
    %1650 = llvm.icmp "slt" %1649, %815 : i64
    llvm.cond_br %1650, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%25 : i64)
  ^bb272(%1651: i64):  // 2 preds: ^bb271, ^bb273
    %1652 = llvm.icmp "slt" %1651, %14 : i64
    llvm.cond_br %1652, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1653 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1654 = llvm.extractvalue %1494[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1655 = llvm.mul %1647, %1654 overflow<nsw> : i64
    %1656 = llvm.mlir.constant(32 : index) : i64
    %1657 = llvm.mul %1649, %1656 overflow<nsw> : i64
    %1658 = llvm.add %1655, %1657 overflow<nsw> : i64
    %1659 = llvm.add %1658, %1651 overflow<nsw> : i64
    %1660 = llvm.getelementptr inbounds %1653[%1659] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1661 = llvm.load %1660 : !llvm.ptr -> f64
    %1662 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1663 = llvm.extractvalue %1592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1664 = llvm.mul %1647, %1663 overflow<nsw> : i64
    %1665 = llvm.add %1664, %1649 overflow<nsw> : i64
    %1666 = llvm.add %1665, %25 overflow<nsw> : i64
    %1667 = llvm.getelementptr inbounds %1662[%1666] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1668 = llvm.load %1667 : !llvm.ptr -> f64
    %1669 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1670 = llvm.extractvalue %1549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1671 = llvm.mul %1647, %1670 overflow<nsw> : i64
    %1672 = llvm.add %1671, %1649 overflow<nsw> : i64
    %1673 = llvm.add %1672, %25 overflow<nsw> : i64
    %1674 = llvm.getelementptr inbounds %1669[%1673] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1675 = llvm.load %1674 : !llvm.ptr -> f64
    %1676 = llvm.fdiv %1668, %16 : f64
    %1677 = llvm.fsub %1661, %1676 : f64
    %1678 = llvm.fmul %1677, %1677 : f64
    %1679 = llvm.fadd %1678, %1675 : f64
    %1680 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1681 = llvm.extractvalue %1549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1682 = llvm.mul %1647, %1681 overflow<nsw> : i64
    %1683 = llvm.add %1682, %1649 overflow<nsw> : i64
    %1684 = llvm.add %1683, %25 overflow<nsw> : i64
    %1685 = llvm.getelementptr inbounds %1680[%1684] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1679, %1685 : f64, !llvm.ptr
    %1686 = llvm.add %1651, %26 : i64
    llvm.br ^bb272(%1686 : i64)
  ^bb274:  // pred: ^bb272
    %1687 = llvm.add %1649, %26 : i64
    llvm.br ^bb270(%1687 : i64)
  ^bb275:  // pred: ^bb270
    %1688 = llvm.add %1647, %26 : i64
    llvm.br ^bb268(%1688 : i64)
  ^bb276:  // pred: ^bb268
    %1689 = llvm.mlir.constant(1 : index) : i64
    %1690 = llvm.mlir.constant(1 : index) : i64
    %1691 = llvm.mlir.constant(1 : index) : i64
    %1692 = llvm.mul %815, %1689 : i64
    %1693 = llvm.mlir.zero : !llvm.ptr
    %1694 = llvm.getelementptr %1693[%1692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
    %1696 = llvm.mlir.constant(64 : index) : i64
    %1697 = llvm.add %1695, %1696 : i64
    %1698 = llvm.call @malloc(%1697) : (i64) -> !llvm.ptr
    %1699 = llvm.ptrtoint %1698 : !llvm.ptr to i64
    %1700 = llvm.mlir.constant(1 : index) : i64
    %1701 = llvm.sub %1696, %1700 : i64
    %1702 = llvm.add %1699, %1701 : i64
    %1703 = llvm.urem %1702, %1696 : i64
    %1704 = llvm.sub %1702, %1703 : i64
    %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
    %1706 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1707 = llvm.insertvalue %1698, %1706[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1708 = llvm.insertvalue %1705, %1707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.mlir.constant(0 : index) : i64
    %1710 = llvm.insertvalue %1709, %1708[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.insertvalue %1689, %1710[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.insertvalue %815, %1711[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.insertvalue %1690, %1712[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1714 = llvm.insertvalue %815, %1713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1715 = llvm.insertvalue %1690, %1714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1716 = llvm.insertvalue %1691, %1715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb277(%25 : i64)
  ^bb277(%1717: i64):  // 2 preds: ^bb276, ^bb284
    %1718 = llvm.icmp "slt" %1717, %26 : i64
    llvm.cond_br %1718, ^bb278, ^bb285
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%25 : i64)
  ^bb279(%1719: i64):  // 2 preds: ^bb278, ^bb283
    %1720 = llvm.icmp "slt" %1719, %815 : i64
    llvm.cond_br %1720, ^bb280, ^bb284
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%25 : i64)
  ^bb281(%1721: i64):  // 2 preds: ^bb280, ^bb282
    %1722 = llvm.icmp "slt" %1721, %26 : i64
    llvm.cond_br %1722, ^bb282, ^bb283
  ^bb282:  // pred: ^bb281
    %1723 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1724 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1725 = llvm.mul %1717, %1724 overflow<nsw> : i64
    %1726 = llvm.add %1725, %1719 overflow<nsw> : i64
    %1727 = llvm.add %1726, %1721 overflow<nsw> : i64
    %1728 = llvm.getelementptr inbounds %1723[%1727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1729 = llvm.load %1728 : !llvm.ptr -> f32
    %1730 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1731 = llvm.extractvalue %1716[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1732 = llvm.mul %1717, %1731 overflow<nsw> : i64
    %1733 = llvm.add %1732, %1719 overflow<nsw> : i64
    %1734 = llvm.add %1733, %1721 overflow<nsw> : i64
    %1735 = llvm.getelementptr inbounds %1730[%1734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1729, %1735 : f32, !llvm.ptr
    %1736 = llvm.add %1721, %26 : i64
    llvm.br ^bb281(%1736 : i64)
  ^bb283:  // pred: ^bb281
    %1737 = llvm.add %1719, %26 : i64
    llvm.br ^bb279(%1737 : i64)
  ^bb284:  // pred: ^bb279
    %1738 = llvm.add %1717, %26 : i64
    llvm.br ^bb277(%1738 : i64)
  ^bb285:  // pred: ^bb277
    llvm.br ^bb286(%25 : i64)
  ^bb286(%1739: i64):  // 2 preds: ^bb285, ^bb293
    %1740 = llvm.icmp "slt" %1739, %26 : i64
    llvm.cond_br %1740, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%25 : i64)
  ^bb288(%1741: i64):  // 2 preds: ^bb287, ^bb292
    %1742 = llvm.icmp "slt" %1741, %815 : i64
    llvm.cond_br %1742, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%25 : i64)
  ^bb290(%1743: i64):  // 2 preds: ^bb289, ^bb291
    %1744 = llvm.icmp "slt" %1743, %14 : i64
    llvm.cond_br %1744, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1745 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1746 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1747 = llvm.mul %1739, %1746 overflow<nsw> : i64
    %1748 = llvm.mlir.constant(32 : index) : i64
    %1749 = llvm.mul %1741, %1748 overflow<nsw> : i64
    %1750 = llvm.add %1747, %1749 overflow<nsw> : i64
    %1751 = llvm.add %1750, %1743 overflow<nsw> : i64
    %1752 = llvm.getelementptr inbounds %1745[%1751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1753 = llvm.load %1752 : !llvm.ptr -> f32
    %1754 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1755 = llvm.extractvalue %1716[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1756 = llvm.mul %1739, %1755 overflow<nsw> : i64
    %1757 = llvm.add %1756, %1741 overflow<nsw> : i64
    %1758 = llvm.add %1757, %25 overflow<nsw> : i64
    %1759 = llvm.getelementptr inbounds %1754[%1758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1760 = llvm.load %1759 : !llvm.ptr -> f32
    %1761 = llvm.fadd %1753, %1760 : f32
    %1762 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1763 = llvm.extractvalue %1716[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1764 = llvm.mul %1739, %1763 overflow<nsw> : i64
    %1765 = llvm.add %1764, %1741 overflow<nsw> : i64
    %1766 = llvm.add %1765, %25 overflow<nsw> : i64
    %1767 = llvm.getelementptr inbounds %1762[%1766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1761, %1767 : f32, !llvm.ptr
    %1768 = llvm.add %1743, %26 : i64
    llvm.br ^bb290(%1768 : i64)
  ^bb292:  // pred: ^bb290
    %1769 = llvm.add %1741, %26 : i64
    llvm.br ^bb288(%1769 : i64)
  ^bb293:  // pred: ^bb288
    %1770 = llvm.add %1739, %26 : i64
    llvm.br ^bb286(%1770 : i64)
  ^bb294:  // pred: ^bb286
    llvm.br ^bb295(%25 : i64)
  ^bb295(%1771: i64):  // 2 preds: ^bb294, ^bb302
    %1772 = llvm.icmp "slt" %1771, %26 : i64
    llvm.cond_br %1772, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%25 : i64)
  ^bb297(%1773: i64):  // 2 preds: ^bb296, ^bb301
    %1774 = llvm.icmp "slt" %1773, %815 : i64
    llvm.cond_br %1774, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%25 : i64)
  ^bb299(%1775: i64):  // 2 preds: ^bb298, ^bb300
    %1776 = llvm.icmp "slt" %1775, %14 : i64
    llvm.cond_br %1776, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %1777 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1778 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1779 = llvm.mul %1771, %1778 overflow<nsw> : i64
    %1780 = llvm.mlir.constant(32 : index) : i64
    %1781 = llvm.mul %1773, %1780 overflow<nsw> : i64
    %1782 = llvm.add %1779, %1781 overflow<nsw> : i64
    %1783 = llvm.add %1782, %1775 overflow<nsw> : i64
    %1784 = llvm.getelementptr inbounds %1777[%1783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1785 = llvm.load %1784 : !llvm.ptr -> f32
    %1786 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1787 = llvm.extractvalue %1716[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1788 = llvm.mul %1771, %1787 overflow<nsw> : i64
    %1789 = llvm.add %1788, %1773 overflow<nsw> : i64
    %1790 = llvm.add %1789, %25 overflow<nsw> : i64
    %1791 = llvm.getelementptr inbounds %1786[%1790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1792 = llvm.load %1791 : !llvm.ptr -> f32
    %1793 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1794 = llvm.extractvalue %1549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1795 = llvm.mul %1771, %1794 overflow<nsw> : i64
    %1796 = llvm.add %1795, %1773 overflow<nsw> : i64
    %1797 = llvm.add %1796, %25 overflow<nsw> : i64
    %1798 = llvm.getelementptr inbounds %1793[%1797] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1799 = llvm.load %1798 : !llvm.ptr -> f64
    %1800 = llvm.extractvalue %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1801 = llvm.getelementptr inbounds|nuw %1800[%1775] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1802 = llvm.load %1801 : !llvm.ptr -> f32
    %1803 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1804 = llvm.getelementptr inbounds|nuw %1803[%1775] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1805 = llvm.load %1804 : !llvm.ptr -> f32
    %1806 = llvm.fdiv %1799, %16 : f64
    %1807 = llvm.fptrunc %1806 : f64 to f32
    %1808 = llvm.fptrunc %18 : f64 to f32
    %1809 = llvm.fadd %1807, %1808 : f32
    %1810 = llvm.intr.sqrt(%1809) : (f32) -> f32
    %1811 = llvm.fdiv %12, %1810 : f32
    %1812 = llvm.fdiv %1792, %15 : f32
    %1813 = llvm.fsub %1785, %1812 : f32
    %1814 = llvm.fmul %1813, %1811 : f32
    %1815 = llvm.fmul %1814, %1802 : f32
    %1816 = llvm.fadd %1815, %1805 : f32
    %1817 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1818 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1819 = llvm.mul %1771, %1818 overflow<nsw> : i64
    %1820 = llvm.mlir.constant(32 : index) : i64
    %1821 = llvm.mul %1773, %1820 overflow<nsw> : i64
    %1822 = llvm.add %1819, %1821 overflow<nsw> : i64
    %1823 = llvm.add %1822, %1775 overflow<nsw> : i64
    %1824 = llvm.getelementptr inbounds %1817[%1823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1816, %1824 : f32, !llvm.ptr
    %1825 = llvm.add %1775, %26 : i64
    llvm.br ^bb299(%1825 : i64)
  ^bb301:  // pred: ^bb299
    %1826 = llvm.add %1773, %26 : i64
    llvm.br ^bb297(%1826 : i64)
  ^bb302:  // pred: ^bb297
    %1827 = llvm.add %1771, %26 : i64
    llvm.br ^bb295(%1827 : i64)
  ^bb303:  // pred: ^bb295
    llvm.br ^bb304(%25 : i64)
  ^bb304(%1828: i64):  // 2 preds: ^bb303, ^bb311
    %1829 = llvm.icmp "slt" %1828, %26 : i64
    llvm.cond_br %1829, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%25 : i64)
  ^bb306(%1830: i64):  // 2 preds: ^bb305, ^bb310
    %1831 = llvm.icmp "slt" %1830, %815 : i64
    llvm.cond_br %1831, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%25 : i64)
  ^bb308(%1832: i64):  // 2 preds: ^bb307, ^bb309
    %1833 = llvm.icmp "slt" %1832, %14 : i64
    llvm.cond_br %1833, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %1834 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1835 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1836 = llvm.mul %1828, %1835 overflow<nsw> : i64
    %1837 = llvm.mlir.constant(32 : index) : i64
    %1838 = llvm.mul %1830, %1837 overflow<nsw> : i64
    %1839 = llvm.add %1836, %1838 overflow<nsw> : i64
    %1840 = llvm.add %1839, %1832 overflow<nsw> : i64
    %1841 = llvm.getelementptr inbounds %1834[%1840] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1842 = llvm.load %1841 : !llvm.ptr -> f32
    %1843 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1844 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1845 = llvm.mul %1828, %1844 overflow<nsw> : i64
    %1846 = llvm.add %1845, %1830 overflow<nsw> : i64
    %1847 = llvm.add %1846, %25 overflow<nsw> : i64
    %1848 = llvm.getelementptr inbounds %1843[%1847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1849 = llvm.load %1848 : !llvm.ptr -> f32
    %1850 = llvm.fmul %1842, %1842 : f32
    %1851 = llvm.fadd %1850, %1849 : f32
    %1852 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1853 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1854 = llvm.mul %1828, %1853 overflow<nsw> : i64
    %1855 = llvm.add %1854, %1830 overflow<nsw> : i64
    %1856 = llvm.add %1855, %25 overflow<nsw> : i64
    %1857 = llvm.getelementptr inbounds %1852[%1856] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1851, %1857 : f32, !llvm.ptr
    %1858 = llvm.add %1832, %26 : i64
    llvm.br ^bb308(%1858 : i64)
  ^bb310:  // pred: ^bb308
    %1859 = llvm.add %1830, %26 : i64
    llvm.br ^bb306(%1859 : i64)
  ^bb311:  // pred: ^bb306
    %1860 = llvm.add %1828, %26 : i64
    llvm.br ^bb304(%1860 : i64)
  ^bb312:  // pred: ^bb304
    llvm.br ^bb313(%25 : i64)
  ^bb313(%1861: i64):  // 2 preds: ^bb312, ^bb320
    %1862 = llvm.icmp "slt" %1861, %26 : i64
    llvm.cond_br %1862, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%25 : i64)
  ^bb315(%1863: i64):  // 2 preds: ^bb314, ^bb319
    %1864 = llvm.icmp "slt" %1863, %815 : i64
    llvm.cond_br %1864, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%25 : i64)
  ^bb317(%1865: i64):  // 2 preds: ^bb316, ^bb318
    %1866 = llvm.icmp "slt" %1865, %14 : i64
    llvm.cond_br %1866, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %1867 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1868 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1869 = llvm.mul %1861, %1868 overflow<nsw> : i64
    %1870 = llvm.mlir.constant(32 : index) : i64
    %1871 = llvm.mul %1863, %1870 overflow<nsw> : i64
    %1872 = llvm.add %1869, %1871 overflow<nsw> : i64
    %1873 = llvm.add %1872, %1865 overflow<nsw> : i64
    %1874 = llvm.getelementptr inbounds %1867[%1873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1875 = llvm.load %1874 : !llvm.ptr -> f32
    %1876 = llvm.extractvalue %1140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1877 = llvm.extractvalue %1140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1878 = llvm.mul %1861, %1877 overflow<nsw> : i64
    %1879 = llvm.add %1878, %1863 overflow<nsw> : i64
    %1880 = llvm.add %1879, %25 overflow<nsw> : i64
    %1881 = llvm.getelementptr inbounds %1876[%1880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1882 = llvm.load %1881 : !llvm.ptr -> f32
    %1883 = llvm.fdiv %1882, %15 : f32
    %1884 = llvm.fptrunc %27 : f64 to f32
    %1885 = llvm.fadd %1883, %1884 : f32
    %1886 = llvm.intr.sqrt(%1885) : (f32) -> f32
    %1887 = llvm.fdiv %12, %1886 : f32
    %1888 = llvm.fmul %1875, %1887 : f32
    %1889 = llvm.fcmp "olt" %1888, %22 : f32
    %1890 = llvm.uitofp %1889 : i1 to f32
    %1891 = llvm.fmul %1890, %11 : f32
    %1892 = llvm.fadd %1891, %12 : f32
    %1893 = llvm.fmul %1892, %1888 : f32
    %1894 = llvm.fmul %1893, %11 : f32
    %1895 = llvm.fmul %1894, %10 : f32
    %1896 = llvm.intr.exp2(%1895) : (f32) -> f32
    %1897 = llvm.fsub %12, %1896 : f32
    %1898 = llvm.fadd %1896, %12 : f32
    %1899 = llvm.fdiv %1897, %1898 : f32
    %1900 = llvm.fmul %1892, %1899 : f32
    %1901 = llvm.extractvalue %1361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1902 = llvm.extractvalue %1361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1903 = llvm.mul %1861, %1902 overflow<nsw> : i64
    %1904 = llvm.mlir.constant(32 : index) : i64
    %1905 = llvm.mul %1863, %1904 overflow<nsw> : i64
    %1906 = llvm.add %1903, %1905 overflow<nsw> : i64
    %1907 = llvm.add %1906, %1865 overflow<nsw> : i64
    %1908 = llvm.getelementptr inbounds %1901[%1907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1900, %1908 : f32, !llvm.ptr
    %1909 = llvm.add %1865, %26 : i64
    llvm.br ^bb317(%1909 : i64)
  ^bb319:  // pred: ^bb317
    %1910 = llvm.add %1863, %26 : i64
    llvm.br ^bb315(%1910 : i64)
  ^bb320:  // pred: ^bb315
    %1911 = llvm.add %1861, %26 : i64
    llvm.br ^bb313(%1911 : i64)
  ^bb321:  // pred: ^bb313
    %1912 = llvm.extractvalue %193[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1912) : (!llvm.ptr) -> ()
    %1913 = llvm.extractvalue %253[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1913) : (!llvm.ptr) -> ()
    %1914 = llvm.extractvalue %356[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1914) : (!llvm.ptr) -> ()
    %1915 = llvm.extractvalue %415[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1915) : (!llvm.ptr) -> ()
    %1916 = llvm.extractvalue %565[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1916) : (!llvm.ptr) -> ()
    %1917 = llvm.extractvalue %625[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1917) : (!llvm.ptr) -> ()
    %1918 = llvm.extractvalue %684[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1918) : (!llvm.ptr) -> ()
    %1919 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1919) : (!llvm.ptr) -> ()
    %1920 = llvm.extractvalue %837[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%1920) : (!llvm.ptr) -> ()
    %1921 = llvm.extractvalue %903[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1921) : (!llvm.ptr) -> ()
    %1922 = llvm.extractvalue %956[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1922) : (!llvm.ptr) -> ()
    %1923 = llvm.extractvalue %1002[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1923) : (!llvm.ptr) -> ()
    %1924 = llvm.extractvalue %1140[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1924) : (!llvm.ptr) -> ()
    %1925 = llvm.extractvalue %1183[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1925) : (!llvm.ptr) -> ()
    %1926 = llvm.extractvalue %1494[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1926) : (!llvm.ptr) -> ()
    %1927 = llvm.extractvalue %1549[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1927) : (!llvm.ptr) -> ()
    %1928 = llvm.extractvalue %1592[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1928) : (!llvm.ptr) -> ()
    %1929 = llvm.extractvalue %1716[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1929) : (!llvm.ptr) -> ()
    llvm.return %1361 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=84298a34c3d6 torch_mlir=349a3e9ecd7e linalg_on_tensors_mlir=56fe4d83e7ae
