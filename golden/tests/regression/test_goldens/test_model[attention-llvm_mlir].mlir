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
    %13 = llvm.mlir.constant(32 : index) : i64
    %14 = llvm.mlir.constant(1 : index) : i64
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(0 : index) : i64
    %17 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %18 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %19 = llvm.mlir.constant(0.17677669529663689 : f64) : f64
    %20 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %21 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %22 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %23 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %24 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %25 = llvm.mlir.constant(32 : index) : i64
    %26 = llvm.mlir.constant(1 : index) : i64
    %27 = llvm.mlir.zero : !llvm.ptr
    %28 = llvm.getelementptr %27[%25] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %29 = llvm.ptrtoint %28 : !llvm.ptr to i64
    %30 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %31 = llvm.getelementptr %30[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %32 = llvm.mlir.constant(3735928559 : index) : i64
    %33 = llvm.inttoptr %32 : i64 to !llvm.ptr
    %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = llvm.insertvalue %31, %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.mlir.constant(0 : index) : i64
    %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.insertvalue %25, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.insertvalue %26, %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.mlir.constant(32 : index) : i64
    %42 = llvm.mlir.constant(1 : index) : i64
    %43 = llvm.mlir.zero : !llvm.ptr
    %44 = llvm.getelementptr %43[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %45 = llvm.ptrtoint %44 : !llvm.ptr to i64
    %46 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %47 = llvm.getelementptr %46[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %48 = llvm.mlir.constant(3735928559 : index) : i64
    %49 = llvm.inttoptr %48 : i64 to !llvm.ptr
    %50 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %51 = llvm.insertvalue %49, %50[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %52 = llvm.insertvalue %47, %51[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %53 = llvm.mlir.constant(0 : index) : i64
    %54 = llvm.insertvalue %53, %52[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %55 = llvm.insertvalue %41, %54[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.insertvalue %42, %55[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %57 = llvm.mlir.constant(32 : index) : i64
    %58 = llvm.mlir.constant(1 : index) : i64
    %59 = llvm.mlir.zero : !llvm.ptr
    %60 = llvm.getelementptr %59[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
    %62 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %64 = llvm.mlir.constant(3735928559 : index) : i64
    %65 = llvm.inttoptr %64 : i64 to !llvm.ptr
    %66 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.insertvalue %57, %70[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.insertvalue %58, %71[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.mlir.constant(32 : index) : i64
    %74 = llvm.mlir.constant(32 : index) : i64
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.mlir.constant(1024 : index) : i64
    %77 = llvm.mlir.zero : !llvm.ptr
    %78 = llvm.getelementptr %77[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
    %80 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %81 = llvm.getelementptr %80[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %82 = llvm.mlir.constant(3735928559 : index) : i64
    %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
    %84 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = llvm.insertvalue %81, %85[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.mlir.constant(0 : index) : i64
    %88 = llvm.insertvalue %87, %86[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %73, %88[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.insertvalue %74, %89[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %74, %90[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %75, %91[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.mlir.constant(32 : index) : i64
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.mlir.zero : !llvm.ptr
    %96 = llvm.getelementptr %95[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
    %98 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %99 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %100 = llvm.mlir.constant(3735928559 : index) : i64
    %101 = llvm.inttoptr %100 : i64 to !llvm.ptr
    %102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = llvm.insertvalue %101, %102[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = llvm.insertvalue %99, %103[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %105 = llvm.mlir.constant(0 : index) : i64
    %106 = llvm.insertvalue %105, %104[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.insertvalue %93, %106[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = llvm.insertvalue %94, %107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %109 = llvm.mlir.constant(32 : index) : i64
    %110 = llvm.mlir.constant(32 : index) : i64
    %111 = llvm.mlir.constant(1 : index) : i64
    %112 = llvm.mlir.constant(1024 : index) : i64
    %113 = llvm.mlir.zero : !llvm.ptr
    %114 = llvm.getelementptr %113[%112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %115 = llvm.ptrtoint %114 : !llvm.ptr to i64
    %116 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %117 = llvm.getelementptr %116[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %118 = llvm.mlir.constant(3735928559 : index) : i64
    %119 = llvm.inttoptr %118 : i64 to !llvm.ptr
    %120 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = llvm.insertvalue %119, %120[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %122 = llvm.insertvalue %117, %121[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %123 = llvm.mlir.constant(0 : index) : i64
    %124 = llvm.insertvalue %123, %122[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.insertvalue %109, %124[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %126 = llvm.insertvalue %110, %125[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %127 = llvm.insertvalue %110, %126[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.insertvalue %111, %127[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.mlir.constant(32 : index) : i64
    %130 = llvm.mlir.constant(1 : index) : i64
    %131 = llvm.mlir.zero : !llvm.ptr
    %132 = llvm.getelementptr %131[%129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %133 = llvm.ptrtoint %132 : !llvm.ptr to i64
    %134 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %135 = llvm.getelementptr %134[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %136 = llvm.mlir.constant(3735928559 : index) : i64
    %137 = llvm.inttoptr %136 : i64 to !llvm.ptr
    %138 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %139 = llvm.insertvalue %137, %138[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %140 = llvm.insertvalue %135, %139[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %141 = llvm.mlir.constant(0 : index) : i64
    %142 = llvm.insertvalue %141, %140[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.insertvalue %129, %142[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %144 = llvm.insertvalue %130, %143[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %145 = llvm.mlir.constant(32 : index) : i64
    %146 = llvm.mlir.constant(32 : index) : i64
    %147 = llvm.mlir.constant(1 : index) : i64
    %148 = llvm.mlir.constant(1024 : index) : i64
    %149 = llvm.mlir.zero : !llvm.ptr
    %150 = llvm.getelementptr %149[%148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %151 = llvm.ptrtoint %150 : !llvm.ptr to i64
    %152 = llvm.mlir.addressof @__constant_32x32xf32_5 : !llvm.ptr
    %153 = llvm.getelementptr %152[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %154 = llvm.mlir.constant(3735928559 : index) : i64
    %155 = llvm.inttoptr %154 : i64 to !llvm.ptr
    %156 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.insertvalue %155, %156[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %158 = llvm.insertvalue %153, %157[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.mlir.constant(0 : index) : i64
    %160 = llvm.insertvalue %159, %158[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.insertvalue %145, %160[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %162 = llvm.insertvalue %146, %161[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %163 = llvm.insertvalue %146, %162[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %147, %163[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %165 = llvm.mlir.constant(8 : index) : i64
    %166 = llvm.mlir.constant(32 : index) : i64
    %167 = llvm.mlir.constant(1 : index) : i64
    %168 = llvm.mlir.constant(256 : index) : i64
    %169 = llvm.mlir.zero : !llvm.ptr
    %170 = llvm.getelementptr %169[%168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
    %172 = llvm.mlir.constant(64 : index) : i64
    %173 = llvm.add %171, %172 : i64
    %174 = llvm.call @malloc(%173) : (i64) -> !llvm.ptr
    %175 = llvm.ptrtoint %174 : !llvm.ptr to i64
    %176 = llvm.mlir.constant(1 : index) : i64
    %177 = llvm.sub %172, %176 : i64
    %178 = llvm.add %175, %177 : i64
    %179 = llvm.urem %178, %172 : i64
    %180 = llvm.sub %178, %179 : i64
    %181 = llvm.inttoptr %180 : i64 to !llvm.ptr
    %182 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %183 = llvm.insertvalue %174, %182[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %184 = llvm.insertvalue %181, %183[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %185 = llvm.mlir.constant(0 : index) : i64
    %186 = llvm.insertvalue %185, %184[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.insertvalue %165, %186[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %188 = llvm.insertvalue %166, %187[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %189 = llvm.insertvalue %166, %188[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %167, %189[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%16 : i64)
  ^bb1(%191: i64):  // 2 preds: ^bb0, ^bb5
    %192 = llvm.icmp "slt" %191, %15 : i64
    llvm.cond_br %192, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%16 : i64)
  ^bb3(%193: i64):  // 2 preds: ^bb2, ^bb4
    %194 = llvm.icmp "slt" %193, %13 : i64
    llvm.cond_br %194, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %195 = llvm.extractvalue %190[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.mlir.constant(32 : index) : i64
    %197 = llvm.mul %191, %196 overflow<nsw, nuw> : i64
    %198 = llvm.add %197, %193 overflow<nsw, nuw> : i64
    %199 = llvm.getelementptr inbounds|nuw %195[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %199 : f32, !llvm.ptr
    %200 = llvm.add %193, %14 : i64
    llvm.br ^bb3(%200 : i64)
  ^bb5:  // pred: ^bb3
    %201 = llvm.add %191, %14 : i64
    llvm.br ^bb1(%201 : i64)
  ^bb6:  // pred: ^bb1
    %202 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %203 = llvm.extractvalue %190[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %204 = llvm.extractvalue %190[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %205 = llvm.insertvalue %203, %202[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %206 = llvm.insertvalue %204, %205[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %207 = llvm.mlir.constant(0 : index) : i64
    %208 = llvm.insertvalue %207, %206[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %209 = llvm.mlir.constant(1 : index) : i64
    %210 = llvm.insertvalue %209, %208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %211 = llvm.mlir.constant(256 : index) : i64
    %212 = llvm.insertvalue %211, %210[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %213 = llvm.mlir.constant(8 : index) : i64
    %214 = llvm.insertvalue %213, %212[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %215 = llvm.mlir.constant(32 : index) : i64
    %216 = llvm.insertvalue %215, %214[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %217 = llvm.mlir.constant(32 : index) : i64
    %218 = llvm.insertvalue %217, %216[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %219 = llvm.mlir.constant(1 : index) : i64
    %220 = llvm.insertvalue %219, %218[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %221 = llvm.mlir.constant(1 : index) : i64
    %222 = llvm.mlir.constant(8 : index) : i64
    %223 = llvm.mlir.constant(32 : index) : i64
    %224 = llvm.mlir.constant(1 : index) : i64
    %225 = llvm.mlir.constant(256 : index) : i64
    %226 = llvm.mlir.constant(256 : index) : i64
    %227 = llvm.mlir.zero : !llvm.ptr
    %228 = llvm.getelementptr %227[%226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %229 = llvm.ptrtoint %228 : !llvm.ptr to i64
    %230 = llvm.mlir.constant(64 : index) : i64
    %231 = llvm.add %229, %230 : i64
    %232 = llvm.call @malloc(%231) : (i64) -> !llvm.ptr
    %233 = llvm.ptrtoint %232 : !llvm.ptr to i64
    %234 = llvm.mlir.constant(1 : index) : i64
    %235 = llvm.sub %230, %234 : i64
    %236 = llvm.add %233, %235 : i64
    %237 = llvm.urem %236, %230 : i64
    %238 = llvm.sub %236, %237 : i64
    %239 = llvm.inttoptr %238 : i64 to !llvm.ptr
    %240 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %241 = llvm.insertvalue %232, %240[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %242 = llvm.insertvalue %239, %241[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %243 = llvm.mlir.constant(0 : index) : i64
    %244 = llvm.insertvalue %243, %242[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %245 = llvm.insertvalue %221, %244[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %246 = llvm.insertvalue %222, %245[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %247 = llvm.insertvalue %223, %246[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %248 = llvm.insertvalue %225, %247[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.insertvalue %223, %248[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %250 = llvm.insertvalue %224, %249[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb7(%16 : i64)
  ^bb7(%251: i64):  // 2 preds: ^bb6, ^bb14
    %252 = llvm.icmp "slt" %251, %14 : i64
    llvm.cond_br %252, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%16 : i64)
  ^bb9(%253: i64):  // 2 preds: ^bb8, ^bb13
    %254 = llvm.icmp "slt" %253, %15 : i64
    llvm.cond_br %254, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%16 : i64)
  ^bb11(%255: i64):  // 2 preds: ^bb10, ^bb12
    %256 = llvm.icmp "slt" %255, %13 : i64
    llvm.cond_br %256, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %257 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %258 = llvm.mlir.constant(256 : index) : i64
    %259 = llvm.mul %251, %258 overflow<nsw, nuw> : i64
    %260 = llvm.mlir.constant(32 : index) : i64
    %261 = llvm.mul %253, %260 overflow<nsw, nuw> : i64
    %262 = llvm.add %259, %261 overflow<nsw, nuw> : i64
    %263 = llvm.add %262, %255 overflow<nsw, nuw> : i64
    %264 = llvm.getelementptr inbounds|nuw %257[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %265 = llvm.load %264 : !llvm.ptr -> f32
    %266 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %267 = llvm.mlir.constant(256 : index) : i64
    %268 = llvm.mul %251, %267 overflow<nsw, nuw> : i64
    %269 = llvm.mlir.constant(32 : index) : i64
    %270 = llvm.mul %253, %269 overflow<nsw, nuw> : i64
    %271 = llvm.add %268, %270 overflow<nsw, nuw> : i64
    %272 = llvm.add %271, %255 overflow<nsw, nuw> : i64
    %273 = llvm.getelementptr inbounds|nuw %266[%272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %265, %273 : f32, !llvm.ptr
    %274 = llvm.add %255, %14 : i64
    llvm.br ^bb11(%274 : i64)
  ^bb13:  // pred: ^bb11
    %275 = llvm.add %253, %14 : i64
    llvm.br ^bb9(%275 : i64)
  ^bb14:  // pred: ^bb9
    %276 = llvm.add %251, %14 : i64
    llvm.br ^bb7(%276 : i64)
  ^bb15:  // pred: ^bb7
    llvm.br ^bb16(%16 : i64)
  ^bb16(%277: i64):  // 2 preds: ^bb15, ^bb26
    %278 = llvm.icmp "slt" %277, %14 : i64
    llvm.cond_br %278, ^bb17, ^bb27
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%16 : i64)
  ^bb18(%279: i64):  // 2 preds: ^bb17, ^bb25
    %280 = llvm.icmp "slt" %279, %15 : i64
    llvm.cond_br %280, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%16 : i64)
  ^bb20(%281: i64):  // 2 preds: ^bb19, ^bb24
    %282 = llvm.icmp "slt" %281, %13 : i64
    llvm.cond_br %282, ^bb21, ^bb25
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%16 : i64)
  ^bb22(%283: i64):  // 2 preds: ^bb21, ^bb23
    %284 = llvm.icmp "slt" %283, %13 : i64
    llvm.cond_br %284, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %285 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %286 = llvm.mlir.constant(256 : index) : i64
    %287 = llvm.mul %277, %286 overflow<nsw, nuw> : i64
    %288 = llvm.mlir.constant(32 : index) : i64
    %289 = llvm.mul %279, %288 overflow<nsw, nuw> : i64
    %290 = llvm.add %287, %289 overflow<nsw, nuw> : i64
    %291 = llvm.add %290, %283 overflow<nsw, nuw> : i64
    %292 = llvm.getelementptr inbounds|nuw %285[%291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %293 = llvm.load %292 : !llvm.ptr -> f32
    %294 = llvm.extractvalue %164[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %295 = llvm.mlir.constant(32 : index) : i64
    %296 = llvm.mul %281, %295 overflow<nsw, nuw> : i64
    %297 = llvm.add %296, %283 overflow<nsw, nuw> : i64
    %298 = llvm.getelementptr inbounds|nuw %294[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %299 = llvm.load %298 : !llvm.ptr -> f32
    %300 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %301 = llvm.mlir.constant(256 : index) : i64
    %302 = llvm.mul %277, %301 overflow<nsw, nuw> : i64
    %303 = llvm.mlir.constant(32 : index) : i64
    %304 = llvm.mul %279, %303 overflow<nsw, nuw> : i64
    %305 = llvm.add %302, %304 overflow<nsw, nuw> : i64
    %306 = llvm.add %305, %281 overflow<nsw, nuw> : i64
    %307 = llvm.getelementptr inbounds|nuw %300[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %308 = llvm.load %307 : !llvm.ptr -> f32
    %309 = llvm.fmul %293, %299 : f32
    %310 = llvm.fadd %308, %309 : f32
    %311 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %312 = llvm.mlir.constant(256 : index) : i64
    %313 = llvm.mul %277, %312 overflow<nsw, nuw> : i64
    %314 = llvm.mlir.constant(32 : index) : i64
    %315 = llvm.mul %279, %314 overflow<nsw, nuw> : i64
    %316 = llvm.add %313, %315 overflow<nsw, nuw> : i64
    %317 = llvm.add %316, %281 overflow<nsw, nuw> : i64
    %318 = llvm.getelementptr inbounds|nuw %311[%317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %310, %318 : f32, !llvm.ptr
    %319 = llvm.add %283, %14 : i64
    llvm.br ^bb22(%319 : i64)
  ^bb24:  // pred: ^bb22
    %320 = llvm.add %281, %14 : i64
    llvm.br ^bb20(%320 : i64)
  ^bb25:  // pred: ^bb20
    %321 = llvm.add %279, %14 : i64
    llvm.br ^bb18(%321 : i64)
  ^bb26:  // pred: ^bb18
    %322 = llvm.add %277, %14 : i64
    llvm.br ^bb16(%322 : i64)
  ^bb27:  // pred: ^bb16
    %323 = llvm.mlir.constant(1 : index) : i64
    %324 = llvm.mlir.constant(8 : index) : i64
    %325 = llvm.mlir.constant(32 : index) : i64
    %326 = llvm.mlir.constant(1 : index) : i64
    %327 = llvm.mlir.constant(256 : index) : i64
    %328 = llvm.mlir.constant(256 : index) : i64
    %329 = llvm.mlir.zero : !llvm.ptr
    %330 = llvm.getelementptr %329[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %331 = llvm.ptrtoint %330 : !llvm.ptr to i64
    %332 = llvm.mlir.constant(64 : index) : i64
    %333 = llvm.add %331, %332 : i64
    %334 = llvm.call @malloc(%333) : (i64) -> !llvm.ptr
    %335 = llvm.ptrtoint %334 : !llvm.ptr to i64
    %336 = llvm.mlir.constant(1 : index) : i64
    %337 = llvm.sub %332, %336 : i64
    %338 = llvm.add %335, %337 : i64
    %339 = llvm.urem %338, %332 : i64
    %340 = llvm.sub %338, %339 : i64
    %341 = llvm.inttoptr %340 : i64 to !llvm.ptr
    %342 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %343 = llvm.insertvalue %334, %342[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %344 = llvm.insertvalue %341, %343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %345 = llvm.mlir.constant(0 : index) : i64
    %346 = llvm.insertvalue %345, %344[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %347 = llvm.insertvalue %323, %346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %348 = llvm.insertvalue %324, %347[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %349 = llvm.insertvalue %325, %348[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %350 = llvm.insertvalue %327, %349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %351 = llvm.insertvalue %325, %350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %352 = llvm.insertvalue %326, %351[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%16 : i64)
  ^bb28(%353: i64):  // 2 preds: ^bb27, ^bb35
    %354 = llvm.icmp "slt" %353, %14 : i64
    llvm.cond_br %354, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%16 : i64)
  ^bb30(%355: i64):  // 2 preds: ^bb29, ^bb34
    %356 = llvm.icmp "slt" %355, %15 : i64
    llvm.cond_br %356, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%16 : i64)
  ^bb32(%357: i64):  // 2 preds: ^bb31, ^bb33
    %358 = llvm.icmp "slt" %357, %13 : i64
    llvm.cond_br %358, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %359 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %360 = llvm.mlir.constant(256 : index) : i64
    %361 = llvm.mul %353, %360 overflow<nsw, nuw> : i64
    %362 = llvm.mlir.constant(32 : index) : i64
    %363 = llvm.mul %355, %362 overflow<nsw, nuw> : i64
    %364 = llvm.add %361, %363 overflow<nsw, nuw> : i64
    %365 = llvm.add %364, %357 overflow<nsw, nuw> : i64
    %366 = llvm.getelementptr inbounds|nuw %359[%365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %367 = llvm.load %366 : !llvm.ptr -> f32
    %368 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %369 = llvm.mlir.constant(256 : index) : i64
    %370 = llvm.mul %353, %369 overflow<nsw, nuw> : i64
    %371 = llvm.mlir.constant(32 : index) : i64
    %372 = llvm.mul %355, %371 overflow<nsw, nuw> : i64
    %373 = llvm.add %370, %372 overflow<nsw, nuw> : i64
    %374 = llvm.add %373, %357 overflow<nsw, nuw> : i64
    %375 = llvm.getelementptr inbounds|nuw %368[%374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %367, %375 : f32, !llvm.ptr
    %376 = llvm.add %357, %14 : i64
    llvm.br ^bb32(%376 : i64)
  ^bb34:  // pred: ^bb32
    %377 = llvm.add %355, %14 : i64
    llvm.br ^bb30(%377 : i64)
  ^bb35:  // pred: ^bb30
    %378 = llvm.add %353, %14 : i64
    llvm.br ^bb28(%378 : i64)
  ^bb36:  // pred: ^bb28
    llvm.br ^bb37(%16 : i64)
  ^bb37(%379: i64):  // 2 preds: ^bb36, ^bb47
    %380 = llvm.icmp "slt" %379, %14 : i64
    llvm.cond_br %380, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%16 : i64)
  ^bb39(%381: i64):  // 2 preds: ^bb38, ^bb46
    %382 = llvm.icmp "slt" %381, %15 : i64
    llvm.cond_br %382, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%16 : i64)
  ^bb41(%383: i64):  // 2 preds: ^bb40, ^bb45
    %384 = llvm.icmp "slt" %383, %13 : i64
    llvm.cond_br %384, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%16 : i64)
  ^bb43(%385: i64):  // 2 preds: ^bb42, ^bb44
    %386 = llvm.icmp "slt" %385, %13 : i64
    llvm.cond_br %386, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %387 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %388 = llvm.mlir.constant(256 : index) : i64
    %389 = llvm.mul %379, %388 overflow<nsw, nuw> : i64
    %390 = llvm.mlir.constant(32 : index) : i64
    %391 = llvm.mul %381, %390 overflow<nsw, nuw> : i64
    %392 = llvm.add %389, %391 overflow<nsw, nuw> : i64
    %393 = llvm.add %392, %385 overflow<nsw, nuw> : i64
    %394 = llvm.getelementptr inbounds|nuw %387[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %395 = llvm.load %394 : !llvm.ptr -> f32
    %396 = llvm.extractvalue %128[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %397 = llvm.mlir.constant(32 : index) : i64
    %398 = llvm.mul %383, %397 overflow<nsw, nuw> : i64
    %399 = llvm.add %398, %385 overflow<nsw, nuw> : i64
    %400 = llvm.getelementptr inbounds|nuw %396[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %401 = llvm.load %400 : !llvm.ptr -> f32
    %402 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %403 = llvm.mlir.constant(256 : index) : i64
    %404 = llvm.mul %379, %403 overflow<nsw, nuw> : i64
    %405 = llvm.mlir.constant(32 : index) : i64
    %406 = llvm.mul %381, %405 overflow<nsw, nuw> : i64
    %407 = llvm.add %404, %406 overflow<nsw, nuw> : i64
    %408 = llvm.add %407, %383 overflow<nsw, nuw> : i64
    %409 = llvm.getelementptr inbounds|nuw %402[%408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %410 = llvm.load %409 : !llvm.ptr -> f32
    %411 = llvm.fmul %395, %401 : f32
    %412 = llvm.fadd %410, %411 : f32
    %413 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %414 = llvm.mlir.constant(256 : index) : i64
    %415 = llvm.mul %379, %414 overflow<nsw, nuw> : i64
    %416 = llvm.mlir.constant(32 : index) : i64
    %417 = llvm.mul %381, %416 overflow<nsw, nuw> : i64
    %418 = llvm.add %415, %417 overflow<nsw, nuw> : i64
    %419 = llvm.add %418, %383 overflow<nsw, nuw> : i64
    %420 = llvm.getelementptr inbounds|nuw %413[%419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %412, %420 : f32, !llvm.ptr
    %421 = llvm.add %385, %14 : i64
    llvm.br ^bb43(%421 : i64)
  ^bb45:  // pred: ^bb43
    %422 = llvm.add %383, %14 : i64
    llvm.br ^bb41(%422 : i64)
  ^bb46:  // pred: ^bb41
    %423 = llvm.add %381, %14 : i64
    llvm.br ^bb39(%423 : i64)
  ^bb47:  // pred: ^bb39
    %424 = llvm.add %379, %14 : i64
    llvm.br ^bb37(%424 : i64)
  ^bb48:  // pred: ^bb37
    %425 = llvm.mlir.constant(1 : index) : i64
    %426 = llvm.mlir.constant(8 : index) : i64
    %427 = llvm.mlir.constant(32 : index) : i64
    %428 = llvm.mlir.constant(1 : index) : i64
    %429 = llvm.mlir.constant(256 : index) : i64
    %430 = llvm.mlir.constant(256 : index) : i64
    %431 = llvm.mlir.zero : !llvm.ptr
    %432 = llvm.getelementptr %431[%430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %433 = llvm.ptrtoint %432 : !llvm.ptr to i64
    %434 = llvm.mlir.constant(64 : index) : i64
    %435 = llvm.add %433, %434 : i64
    %436 = llvm.call @malloc(%435) : (i64) -> !llvm.ptr
    %437 = llvm.ptrtoint %436 : !llvm.ptr to i64
    %438 = llvm.mlir.constant(1 : index) : i64
    %439 = llvm.sub %434, %438 : i64
    %440 = llvm.add %437, %439 : i64
    %441 = llvm.urem %440, %434 : i64
    %442 = llvm.sub %440, %441 : i64
    %443 = llvm.inttoptr %442 : i64 to !llvm.ptr
    %444 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %445 = llvm.insertvalue %436, %444[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %446 = llvm.insertvalue %443, %445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %447 = llvm.mlir.constant(0 : index) : i64
    %448 = llvm.insertvalue %447, %446[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %449 = llvm.insertvalue %425, %448[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %450 = llvm.insertvalue %426, %449[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.insertvalue %427, %450[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %452 = llvm.insertvalue %429, %451[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.insertvalue %427, %452[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %454 = llvm.insertvalue %428, %453[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb49(%16 : i64)
  ^bb49(%455: i64):  // 2 preds: ^bb48, ^bb56
    %456 = llvm.icmp "slt" %455, %14 : i64
    llvm.cond_br %456, ^bb50, ^bb57
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%16 : i64)
  ^bb51(%457: i64):  // 2 preds: ^bb50, ^bb55
    %458 = llvm.icmp "slt" %457, %15 : i64
    llvm.cond_br %458, ^bb52, ^bb56
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%16 : i64)
  ^bb53(%459: i64):  // 2 preds: ^bb52, ^bb54
    %460 = llvm.icmp "slt" %459, %13 : i64
    llvm.cond_br %460, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    %461 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %462 = llvm.mlir.constant(256 : index) : i64
    %463 = llvm.mul %455, %462 overflow<nsw, nuw> : i64
    %464 = llvm.mlir.constant(32 : index) : i64
    %465 = llvm.mul %457, %464 overflow<nsw, nuw> : i64
    %466 = llvm.add %463, %465 overflow<nsw, nuw> : i64
    %467 = llvm.add %466, %459 overflow<nsw, nuw> : i64
    %468 = llvm.getelementptr inbounds|nuw %461[%467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %469 = llvm.load %468 : !llvm.ptr -> f32
    %470 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %471 = llvm.mlir.constant(256 : index) : i64
    %472 = llvm.mul %455, %471 overflow<nsw, nuw> : i64
    %473 = llvm.mlir.constant(32 : index) : i64
    %474 = llvm.mul %457, %473 overflow<nsw, nuw> : i64
    %475 = llvm.add %472, %474 overflow<nsw, nuw> : i64
    %476 = llvm.add %475, %459 overflow<nsw, nuw> : i64
    %477 = llvm.getelementptr inbounds|nuw %470[%476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %469, %477 : f32, !llvm.ptr
    %478 = llvm.add %459, %14 : i64
    llvm.br ^bb53(%478 : i64)
  ^bb55:  // pred: ^bb53
    %479 = llvm.add %457, %14 : i64
    llvm.br ^bb51(%479 : i64)
  ^bb56:  // pred: ^bb51
    %480 = llvm.add %455, %14 : i64
    llvm.br ^bb49(%480 : i64)
  ^bb57:  // pred: ^bb49
    llvm.br ^bb58(%16 : i64)
  ^bb58(%481: i64):  // 2 preds: ^bb57, ^bb68
    %482 = llvm.icmp "slt" %481, %14 : i64
    llvm.cond_br %482, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%16 : i64)
  ^bb60(%483: i64):  // 2 preds: ^bb59, ^bb67
    %484 = llvm.icmp "slt" %483, %15 : i64
    llvm.cond_br %484, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%16 : i64)
  ^bb62(%485: i64):  // 2 preds: ^bb61, ^bb66
    %486 = llvm.icmp "slt" %485, %13 : i64
    llvm.cond_br %486, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%16 : i64)
  ^bb64(%487: i64):  // 2 preds: ^bb63, ^bb65
    %488 = llvm.icmp "slt" %487, %13 : i64
    llvm.cond_br %488, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %489 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %490 = llvm.mlir.constant(256 : index) : i64
    %491 = llvm.mul %481, %490 overflow<nsw, nuw> : i64
    %492 = llvm.mlir.constant(32 : index) : i64
    %493 = llvm.mul %483, %492 overflow<nsw, nuw> : i64
    %494 = llvm.add %491, %493 overflow<nsw, nuw> : i64
    %495 = llvm.add %494, %487 overflow<nsw, nuw> : i64
    %496 = llvm.getelementptr inbounds|nuw %489[%495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %497 = llvm.load %496 : !llvm.ptr -> f32
    %498 = llvm.extractvalue %92[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %499 = llvm.mlir.constant(32 : index) : i64
    %500 = llvm.mul %485, %499 overflow<nsw, nuw> : i64
    %501 = llvm.add %500, %487 overflow<nsw, nuw> : i64
    %502 = llvm.getelementptr inbounds|nuw %498[%501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %503 = llvm.load %502 : !llvm.ptr -> f32
    %504 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %505 = llvm.mlir.constant(256 : index) : i64
    %506 = llvm.mul %481, %505 overflow<nsw, nuw> : i64
    %507 = llvm.mlir.constant(32 : index) : i64
    %508 = llvm.mul %483, %507 overflow<nsw, nuw> : i64
    %509 = llvm.add %506, %508 overflow<nsw, nuw> : i64
    %510 = llvm.add %509, %485 overflow<nsw, nuw> : i64
    %511 = llvm.getelementptr inbounds|nuw %504[%510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %512 = llvm.load %511 : !llvm.ptr -> f32
    %513 = llvm.fmul %497, %503 : f32
    %514 = llvm.fadd %512, %513 : f32
    %515 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %516 = llvm.mlir.constant(256 : index) : i64
    %517 = llvm.mul %481, %516 overflow<nsw, nuw> : i64
    %518 = llvm.mlir.constant(32 : index) : i64
    %519 = llvm.mul %483, %518 overflow<nsw, nuw> : i64
    %520 = llvm.add %517, %519 overflow<nsw, nuw> : i64
    %521 = llvm.add %520, %485 overflow<nsw, nuw> : i64
    %522 = llvm.getelementptr inbounds|nuw %515[%521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %514, %522 : f32, !llvm.ptr
    %523 = llvm.add %487, %14 : i64
    llvm.br ^bb64(%523 : i64)
  ^bb66:  // pred: ^bb64
    %524 = llvm.add %485, %14 : i64
    llvm.br ^bb62(%524 : i64)
  ^bb67:  // pred: ^bb62
    %525 = llvm.add %483, %14 : i64
    llvm.br ^bb60(%525 : i64)
  ^bb68:  // pred: ^bb60
    %526 = llvm.add %481, %14 : i64
    llvm.br ^bb58(%526 : i64)
  ^bb69:  // pred: ^bb58
    %527 = llvm.mlir.constant(1 : index) : i64
    %528 = llvm.mlir.constant(8 : index) : i64
    %529 = llvm.mlir.constant(8 : index) : i64
    %530 = llvm.mlir.constant(1 : index) : i64
    %531 = llvm.mlir.constant(64 : index) : i64
    %532 = llvm.mlir.constant(64 : index) : i64
    %533 = llvm.mlir.zero : !llvm.ptr
    %534 = llvm.getelementptr %533[%532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %535 = llvm.ptrtoint %534 : !llvm.ptr to i64
    %536 = llvm.mlir.constant(64 : index) : i64
    %537 = llvm.add %535, %536 : i64
    %538 = llvm.call @malloc(%537) : (i64) -> !llvm.ptr
    %539 = llvm.ptrtoint %538 : !llvm.ptr to i64
    %540 = llvm.mlir.constant(1 : index) : i64
    %541 = llvm.sub %536, %540 : i64
    %542 = llvm.add %539, %541 : i64
    %543 = llvm.urem %542, %536 : i64
    %544 = llvm.sub %542, %543 : i64
    %545 = llvm.inttoptr %544 : i64 to !llvm.ptr
    %546 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %547 = llvm.insertvalue %538, %546[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %548 = llvm.insertvalue %545, %547[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %549 = llvm.mlir.constant(0 : index) : i64
    %550 = llvm.insertvalue %549, %548[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %551 = llvm.insertvalue %527, %550[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %552 = llvm.insertvalue %528, %551[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %553 = llvm.insertvalue %529, %552[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %554 = llvm.insertvalue %531, %553[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %555 = llvm.insertvalue %529, %554[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %556 = llvm.insertvalue %530, %555[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb70(%16 : i64)
  ^bb70(%557: i64):  // 2 preds: ^bb69, ^bb77
    %558 = llvm.icmp "slt" %557, %14 : i64
    llvm.cond_br %558, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%16 : i64)
  ^bb72(%559: i64):  // 2 preds: ^bb71, ^bb76
    %560 = llvm.icmp "slt" %559, %15 : i64
    llvm.cond_br %560, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%16 : i64)
  ^bb74(%561: i64):  // 2 preds: ^bb73, ^bb75
    %562 = llvm.icmp "slt" %561, %15 : i64
    llvm.cond_br %562, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %563 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %564 = llvm.mlir.constant(64 : index) : i64
    %565 = llvm.mul %557, %564 overflow<nsw, nuw> : i64
    %566 = llvm.mlir.constant(8 : index) : i64
    %567 = llvm.mul %559, %566 overflow<nsw, nuw> : i64
    %568 = llvm.add %565, %567 overflow<nsw, nuw> : i64
    %569 = llvm.add %568, %561 overflow<nsw, nuw> : i64
    %570 = llvm.getelementptr inbounds|nuw %563[%569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %570 : f32, !llvm.ptr
    %571 = llvm.add %561, %14 : i64
    llvm.br ^bb74(%571 : i64)
  ^bb76:  // pred: ^bb74
    %572 = llvm.add %559, %14 : i64
    llvm.br ^bb72(%572 : i64)
  ^bb77:  // pred: ^bb72
    %573 = llvm.add %557, %14 : i64
    llvm.br ^bb70(%573 : i64)
  ^bb78:  // pred: ^bb70
    %574 = llvm.mlir.constant(1 : index) : i64
    %575 = llvm.mlir.constant(8 : index) : i64
    %576 = llvm.mlir.constant(8 : index) : i64
    %577 = llvm.mlir.constant(1 : index) : i64
    %578 = llvm.mlir.constant(64 : index) : i64
    %579 = llvm.mlir.constant(64 : index) : i64
    %580 = llvm.mlir.zero : !llvm.ptr
    %581 = llvm.getelementptr %580[%579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %582 = llvm.ptrtoint %581 : !llvm.ptr to i64
    %583 = llvm.mlir.constant(64 : index) : i64
    %584 = llvm.add %582, %583 : i64
    %585 = llvm.call @malloc(%584) : (i64) -> !llvm.ptr
    %586 = llvm.ptrtoint %585 : !llvm.ptr to i64
    %587 = llvm.mlir.constant(1 : index) : i64
    %588 = llvm.sub %583, %587 : i64
    %589 = llvm.add %586, %588 : i64
    %590 = llvm.urem %589, %583 : i64
    %591 = llvm.sub %589, %590 : i64
    %592 = llvm.inttoptr %591 : i64 to !llvm.ptr
    %593 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %594 = llvm.insertvalue %585, %593[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %595 = llvm.insertvalue %592, %594[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %596 = llvm.mlir.constant(0 : index) : i64
    %597 = llvm.insertvalue %596, %595[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %598 = llvm.insertvalue %574, %597[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %599 = llvm.insertvalue %575, %598[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %600 = llvm.insertvalue %576, %599[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %601 = llvm.insertvalue %578, %600[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %602 = llvm.insertvalue %576, %601[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %603 = llvm.insertvalue %577, %602[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%16 : i64)
  ^bb79(%604: i64):  // 2 preds: ^bb78, ^bb86
    %605 = llvm.icmp "slt" %604, %14 : i64
    llvm.cond_br %605, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%16 : i64)
  ^bb81(%606: i64):  // 2 preds: ^bb80, ^bb85
    %607 = llvm.icmp "slt" %606, %15 : i64
    llvm.cond_br %607, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%16 : i64)
  ^bb83(%608: i64):  // 2 preds: ^bb82, ^bb84
    %609 = llvm.icmp "slt" %608, %15 : i64
    llvm.cond_br %609, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %610 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %611 = llvm.mlir.constant(64 : index) : i64
    %612 = llvm.mul %604, %611 overflow<nsw, nuw> : i64
    %613 = llvm.mlir.constant(8 : index) : i64
    %614 = llvm.mul %606, %613 overflow<nsw, nuw> : i64
    %615 = llvm.add %612, %614 overflow<nsw, nuw> : i64
    %616 = llvm.add %615, %608 overflow<nsw, nuw> : i64
    %617 = llvm.getelementptr inbounds|nuw %610[%616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %618 = llvm.load %617 : !llvm.ptr -> f32
    %619 = llvm.extractvalue %603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %620 = llvm.mlir.constant(64 : index) : i64
    %621 = llvm.mul %604, %620 overflow<nsw, nuw> : i64
    %622 = llvm.mlir.constant(8 : index) : i64
    %623 = llvm.mul %606, %622 overflow<nsw, nuw> : i64
    %624 = llvm.add %621, %623 overflow<nsw, nuw> : i64
    %625 = llvm.add %624, %608 overflow<nsw, nuw> : i64
    %626 = llvm.getelementptr inbounds|nuw %619[%625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %618, %626 : f32, !llvm.ptr
    %627 = llvm.add %608, %14 : i64
    llvm.br ^bb83(%627 : i64)
  ^bb85:  // pred: ^bb83
    %628 = llvm.add %606, %14 : i64
    llvm.br ^bb81(%628 : i64)
  ^bb86:  // pred: ^bb81
    %629 = llvm.add %604, %14 : i64
    llvm.br ^bb79(%629 : i64)
  ^bb87:  // pred: ^bb79
    llvm.br ^bb88(%16 : i64)
  ^bb88(%630: i64):  // 2 preds: ^bb87, ^bb98
    %631 = llvm.icmp "slt" %630, %14 : i64
    llvm.cond_br %631, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%16 : i64)
  ^bb90(%632: i64):  // 2 preds: ^bb89, ^bb97
    %633 = llvm.icmp "slt" %632, %15 : i64
    llvm.cond_br %633, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%16 : i64)
  ^bb92(%634: i64):  // 2 preds: ^bb91, ^bb96
    %635 = llvm.icmp "slt" %634, %15 : i64
    llvm.cond_br %635, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%16 : i64)
  ^bb94(%636: i64):  // 2 preds: ^bb93, ^bb95
    %637 = llvm.icmp "slt" %636, %13 : i64
    llvm.cond_br %637, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %638 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %639 = llvm.mlir.constant(256 : index) : i64
    %640 = llvm.mul %630, %639 overflow<nsw, nuw> : i64
    %641 = llvm.mlir.constant(32 : index) : i64
    %642 = llvm.mul %632, %641 overflow<nsw, nuw> : i64
    %643 = llvm.add %640, %642 overflow<nsw, nuw> : i64
    %644 = llvm.add %643, %636 overflow<nsw, nuw> : i64
    %645 = llvm.getelementptr inbounds|nuw %638[%644] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %646 = llvm.load %645 : !llvm.ptr -> f32
    %647 = llvm.extractvalue %144[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %648 = llvm.getelementptr inbounds|nuw %647[%636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %649 = llvm.load %648 : !llvm.ptr -> f32
    %650 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %651 = llvm.mlir.constant(256 : index) : i64
    %652 = llvm.mul %630, %651 overflow<nsw, nuw> : i64
    %653 = llvm.mlir.constant(32 : index) : i64
    %654 = llvm.mul %634, %653 overflow<nsw, nuw> : i64
    %655 = llvm.add %652, %654 overflow<nsw, nuw> : i64
    %656 = llvm.add %655, %636 overflow<nsw, nuw> : i64
    %657 = llvm.getelementptr inbounds|nuw %650[%656] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %658 = llvm.load %657 : !llvm.ptr -> f32
    %659 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %660 = llvm.getelementptr inbounds|nuw %659[%636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %661 = llvm.load %660 : !llvm.ptr -> f32
    %662 = llvm.extractvalue %603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.mlir.constant(64 : index) : i64
    %664 = llvm.mul %630, %663 overflow<nsw, nuw> : i64
    %665 = llvm.mlir.constant(8 : index) : i64
    %666 = llvm.mul %632, %665 overflow<nsw, nuw> : i64
    %667 = llvm.add %664, %666 overflow<nsw, nuw> : i64
    %668 = llvm.add %667, %634 overflow<nsw, nuw> : i64
    %669 = llvm.getelementptr inbounds|nuw %662[%668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %670 = llvm.load %669 : !llvm.ptr -> f32
    %671 = llvm.fadd %658, %661 : f32
    %672 = llvm.fadd %646, %649 : f32
    %673 = llvm.fmul %672, %671 : f32
    %674 = llvm.fadd %670, %673 : f32
    %675 = llvm.extractvalue %603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %676 = llvm.mlir.constant(64 : index) : i64
    %677 = llvm.mul %630, %676 overflow<nsw, nuw> : i64
    %678 = llvm.mlir.constant(8 : index) : i64
    %679 = llvm.mul %632, %678 overflow<nsw, nuw> : i64
    %680 = llvm.add %677, %679 overflow<nsw, nuw> : i64
    %681 = llvm.add %680, %634 overflow<nsw, nuw> : i64
    %682 = llvm.getelementptr inbounds|nuw %675[%681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %674, %682 : f32, !llvm.ptr
    %683 = llvm.add %636, %14 : i64
    llvm.br ^bb94(%683 : i64)
  ^bb96:  // pred: ^bb94
    %684 = llvm.add %634, %14 : i64
    llvm.br ^bb92(%684 : i64)
  ^bb97:  // pred: ^bb92
    %685 = llvm.add %632, %14 : i64
    llvm.br ^bb90(%685 : i64)
  ^bb98:  // pred: ^bb90
    %686 = llvm.add %630, %14 : i64
    llvm.br ^bb88(%686 : i64)
  ^bb99:  // pred: ^bb88
    %687 = llvm.mlir.constant(1 : index) : i64
    %688 = llvm.mlir.constant(8 : index) : i64
    %689 = llvm.mlir.constant(8 : index) : i64
    %690 = llvm.mlir.constant(1 : index) : i64
    %691 = llvm.mlir.constant(64 : index) : i64
    %692 = llvm.mlir.constant(64 : index) : i64
    %693 = llvm.mlir.zero : !llvm.ptr
    %694 = llvm.getelementptr %693[%692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %695 = llvm.ptrtoint %694 : !llvm.ptr to i64
    %696 = llvm.mlir.constant(64 : index) : i64
    %697 = llvm.add %695, %696 : i64
    %698 = llvm.call @malloc(%697) : (i64) -> !llvm.ptr
    %699 = llvm.ptrtoint %698 : !llvm.ptr to i64
    %700 = llvm.mlir.constant(1 : index) : i64
    %701 = llvm.sub %696, %700 : i64
    %702 = llvm.add %699, %701 : i64
    %703 = llvm.urem %702, %696 : i64
    %704 = llvm.sub %702, %703 : i64
    %705 = llvm.inttoptr %704 : i64 to !llvm.ptr
    %706 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %707 = llvm.insertvalue %698, %706[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %708 = llvm.insertvalue %705, %707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %709 = llvm.mlir.constant(0 : index) : i64
    %710 = llvm.insertvalue %709, %708[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %711 = llvm.insertvalue %687, %710[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %712 = llvm.insertvalue %688, %711[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %713 = llvm.insertvalue %689, %712[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %714 = llvm.insertvalue %691, %713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %715 = llvm.insertvalue %689, %714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %716 = llvm.insertvalue %690, %715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb100(%16 : i64)
  ^bb100(%717: i64):  // 2 preds: ^bb99, ^bb107
    %718 = llvm.icmp "slt" %717, %14 : i64
    llvm.cond_br %718, ^bb101, ^bb108
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%16 : i64)
  ^bb102(%719: i64):  // 2 preds: ^bb101, ^bb106
    %720 = llvm.icmp "slt" %719, %15 : i64
    llvm.cond_br %720, ^bb103, ^bb107
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%16 : i64)
  ^bb104(%721: i64):  // 2 preds: ^bb103, ^bb105
    %722 = llvm.icmp "slt" %721, %15 : i64
    llvm.cond_br %722, ^bb105, ^bb106
  ^bb105:  // pred: ^bb104
    %723 = llvm.extractvalue %603[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %724 = llvm.mlir.constant(64 : index) : i64
    %725 = llvm.mul %717, %724 overflow<nsw, nuw> : i64
    %726 = llvm.mlir.constant(8 : index) : i64
    %727 = llvm.mul %719, %726 overflow<nsw, nuw> : i64
    %728 = llvm.add %725, %727 overflow<nsw, nuw> : i64
    %729 = llvm.add %728, %721 overflow<nsw, nuw> : i64
    %730 = llvm.getelementptr inbounds|nuw %723[%729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %731 = llvm.load %730 : !llvm.ptr -> f32
    %732 = llvm.fptrunc %19 : f64 to f32
    %733 = llvm.fmul %731, %732 : f32
    %734 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %735 = llvm.mlir.constant(64 : index) : i64
    %736 = llvm.mul %717, %735 overflow<nsw, nuw> : i64
    %737 = llvm.mlir.constant(8 : index) : i64
    %738 = llvm.mul %719, %737 overflow<nsw, nuw> : i64
    %739 = llvm.add %736, %738 overflow<nsw, nuw> : i64
    %740 = llvm.add %739, %721 overflow<nsw, nuw> : i64
    %741 = llvm.getelementptr inbounds|nuw %734[%740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %733, %741 : f32, !llvm.ptr
    %742 = llvm.add %721, %14 : i64
    llvm.br ^bb104(%742 : i64)
  ^bb106:  // pred: ^bb104
    %743 = llvm.add %719, %14 : i64
    llvm.br ^bb102(%743 : i64)
  ^bb107:  // pred: ^bb102
    %744 = llvm.add %717, %14 : i64
    llvm.br ^bb100(%744 : i64)
  ^bb108:  // pred: ^bb100
    %745 = llvm.mlir.constant(1 : index) : i64
    %746 = llvm.mlir.constant(8 : index) : i64
    %747 = llvm.mlir.constant(1 : index) : i64
    %748 = llvm.mlir.constant(1 : index) : i64
    %749 = llvm.mlir.constant(8 : index) : i64
    %750 = llvm.mlir.zero : !llvm.ptr
    %751 = llvm.getelementptr %750[%749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %752 = llvm.ptrtoint %751 : !llvm.ptr to i64
    %753 = llvm.mlir.constant(64 : index) : i64
    %754 = llvm.add %752, %753 : i64
    %755 = llvm.call @malloc(%754) : (i64) -> !llvm.ptr
    %756 = llvm.ptrtoint %755 : !llvm.ptr to i64
    %757 = llvm.mlir.constant(1 : index) : i64
    %758 = llvm.sub %753, %757 : i64
    %759 = llvm.add %756, %758 : i64
    %760 = llvm.urem %759, %753 : i64
    %761 = llvm.sub %759, %760 : i64
    %762 = llvm.inttoptr %761 : i64 to !llvm.ptr
    %763 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %764 = llvm.insertvalue %755, %763[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %765 = llvm.insertvalue %762, %764[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %766 = llvm.mlir.constant(0 : index) : i64
    %767 = llvm.insertvalue %766, %765[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %768 = llvm.insertvalue %745, %767[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %769 = llvm.insertvalue %746, %768[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %770 = llvm.insertvalue %747, %769[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %771 = llvm.insertvalue %746, %770[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %772 = llvm.insertvalue %747, %771[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %773 = llvm.insertvalue %748, %772[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb109(%16 : i64)
  ^bb109(%774: i64):  // 2 preds: ^bb108, ^bb116
    %775 = llvm.icmp "slt" %774, %14 : i64
    llvm.cond_br %775, ^bb110, ^bb117
  ^bb110:  // pred: ^bb109
    llvm.br ^bb111(%16 : i64)
  ^bb111(%776: i64):  // 2 preds: ^bb110, ^bb115
    %777 = llvm.icmp "slt" %776, %15 : i64
    llvm.cond_br %777, ^bb112, ^bb116
  ^bb112:  // pred: ^bb111
    llvm.br ^bb113(%16 : i64)
  ^bb113(%778: i64):  // 2 preds: ^bb112, ^bb114
    %779 = llvm.icmp "slt" %778, %14 : i64
    llvm.cond_br %779, ^bb114, ^bb115
  ^bb114:  // pred: ^bb113
    %780 = llvm.extractvalue %773[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %781 = llvm.mlir.constant(8 : index) : i64
    %782 = llvm.mul %774, %781 overflow<nsw, nuw> : i64
    %783 = llvm.add %782, %776 overflow<nsw, nuw> : i64
    %784 = llvm.add %783, %778 overflow<nsw, nuw> : i64
    %785 = llvm.getelementptr inbounds|nuw %780[%784] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %785 : f32, !llvm.ptr
    %786 = llvm.add %778, %14 : i64
    llvm.br ^bb113(%786 : i64)
  ^bb115:  // pred: ^bb113
    %787 = llvm.add %776, %14 : i64
    llvm.br ^bb111(%787 : i64)
  ^bb116:  // pred: ^bb111
    %788 = llvm.add %774, %14 : i64
    llvm.br ^bb109(%788 : i64)
  ^bb117:  // pred: ^bb109
    %789 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %790 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %791 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %792 = llvm.insertvalue %790, %789[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %793 = llvm.insertvalue %791, %792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %794 = llvm.mlir.constant(0 : index) : i64
    %795 = llvm.insertvalue %794, %793[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %796 = llvm.mlir.constant(1 : index) : i64
    %797 = llvm.insertvalue %796, %795[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %798 = llvm.mlir.constant(64 : index) : i64
    %799 = llvm.insertvalue %798, %797[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %800 = llvm.mlir.constant(8 : index) : i64
    %801 = llvm.insertvalue %800, %799[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %802 = llvm.mlir.constant(8 : index) : i64
    %803 = llvm.insertvalue %802, %801[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %804 = llvm.mlir.constant(1 : index) : i64
    %805 = llvm.insertvalue %804, %803[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %806 = llvm.mlir.constant(8 : index) : i64
    %807 = llvm.insertvalue %806, %805[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %808 = llvm.mlir.constant(8 : index) : i64
    %809 = llvm.insertvalue %808, %807[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %810 = llvm.mlir.constant(1 : index) : i64
    %811 = llvm.insertvalue %810, %809[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %812 = llvm.mlir.constant(1 : index) : i64
    %813 = llvm.mlir.constant(8 : index) : i64
    %814 = llvm.mlir.constant(1 : index) : i64
    %815 = llvm.mlir.constant(1 : index) : i64
    %816 = llvm.mlir.constant(8 : index) : i64
    %817 = llvm.mlir.zero : !llvm.ptr
    %818 = llvm.getelementptr %817[%816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %819 = llvm.ptrtoint %818 : !llvm.ptr to i64
    %820 = llvm.mlir.constant(64 : index) : i64
    %821 = llvm.add %819, %820 : i64
    %822 = llvm.call @malloc(%821) : (i64) -> !llvm.ptr
    %823 = llvm.ptrtoint %822 : !llvm.ptr to i64
    %824 = llvm.mlir.constant(1 : index) : i64
    %825 = llvm.sub %820, %824 : i64
    %826 = llvm.add %823, %825 : i64
    %827 = llvm.urem %826, %820 : i64
    %828 = llvm.sub %826, %827 : i64
    %829 = llvm.inttoptr %828 : i64 to !llvm.ptr
    %830 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.insertvalue %822, %830[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %832 = llvm.insertvalue %829, %831[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %833 = llvm.mlir.constant(0 : index) : i64
    %834 = llvm.insertvalue %833, %832[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.insertvalue %812, %834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %836 = llvm.insertvalue %813, %835[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %837 = llvm.insertvalue %814, %836[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %838 = llvm.insertvalue %813, %837[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.insertvalue %814, %838[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %840 = llvm.insertvalue %815, %839[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb118(%16 : i64)
  ^bb118(%841: i64):  // 2 preds: ^bb117, ^bb125
    %842 = llvm.icmp "slt" %841, %14 : i64
    llvm.cond_br %842, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%16 : i64)
  ^bb120(%843: i64):  // 2 preds: ^bb119, ^bb124
    %844 = llvm.icmp "slt" %843, %15 : i64
    llvm.cond_br %844, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%16 : i64)
  ^bb122(%845: i64):  // 2 preds: ^bb121, ^bb123
    %846 = llvm.icmp "slt" %845, %14 : i64
    llvm.cond_br %846, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %847 = llvm.extractvalue %773[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %848 = llvm.mlir.constant(8 : index) : i64
    %849 = llvm.mul %841, %848 overflow<nsw, nuw> : i64
    %850 = llvm.add %849, %843 overflow<nsw, nuw> : i64
    %851 = llvm.add %850, %845 overflow<nsw, nuw> : i64
    %852 = llvm.getelementptr inbounds|nuw %847[%851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %853 = llvm.load %852 : !llvm.ptr -> f32
    %854 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %855 = llvm.mlir.constant(8 : index) : i64
    %856 = llvm.mul %841, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %843 overflow<nsw, nuw> : i64
    %858 = llvm.add %857, %845 overflow<nsw, nuw> : i64
    %859 = llvm.getelementptr inbounds|nuw %854[%858] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %853, %859 : f32, !llvm.ptr
    %860 = llvm.add %845, %14 : i64
    llvm.br ^bb122(%860 : i64)
  ^bb124:  // pred: ^bb122
    %861 = llvm.add %843, %14 : i64
    llvm.br ^bb120(%861 : i64)
  ^bb125:  // pred: ^bb120
    %862 = llvm.add %841, %14 : i64
    llvm.br ^bb118(%862 : i64)
  ^bb126:  // pred: ^bb118
    llvm.br ^bb127(%16 : i64)
  ^bb127(%863: i64):  // 2 preds: ^bb126, ^bb137
    %864 = llvm.icmp "slt" %863, %14 : i64
    llvm.cond_br %864, ^bb128, ^bb138
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%16 : i64)
  ^bb129(%865: i64):  // 2 preds: ^bb128, ^bb136
    %866 = llvm.icmp "slt" %865, %15 : i64
    llvm.cond_br %866, ^bb130, ^bb137
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%16 : i64)
  ^bb131(%867: i64):  // 2 preds: ^bb130, ^bb135
    %868 = llvm.icmp "slt" %867, %14 : i64
    llvm.cond_br %868, ^bb132, ^bb136
  ^bb132:  // pred: ^bb131
    llvm.br ^bb133(%16 : i64)
  ^bb133(%869: i64):  // 2 preds: ^bb132, ^bb134
    %870 = llvm.icmp "slt" %869, %15 : i64
    llvm.cond_br %870, ^bb134, ^bb135
  ^bb134:  // pred: ^bb133
    %871 = llvm.extractvalue %811[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %872 = llvm.mlir.constant(64 : index) : i64
    %873 = llvm.mul %863, %872 overflow<nsw, nuw> : i64
    %874 = llvm.mlir.constant(8 : index) : i64
    %875 = llvm.mul %865, %874 overflow<nsw, nuw> : i64
    %876 = llvm.add %873, %875 overflow<nsw, nuw> : i64
    %877 = llvm.mlir.constant(8 : index) : i64
    %878 = llvm.mul %867, %877 overflow<nsw, nuw> : i64
    %879 = llvm.add %876, %878 overflow<nsw, nuw> : i64
    %880 = llvm.add %879, %869 overflow<nsw, nuw> : i64
    %881 = llvm.getelementptr inbounds|nuw %871[%880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %882 = llvm.load %881 : !llvm.ptr -> f32
    %883 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %884 = llvm.mlir.constant(8 : index) : i64
    %885 = llvm.mul %863, %884 overflow<nsw, nuw> : i64
    %886 = llvm.add %885, %865 overflow<nsw, nuw> : i64
    %887 = llvm.add %886, %867 overflow<nsw, nuw> : i64
    %888 = llvm.getelementptr inbounds|nuw %883[%887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %889 = llvm.load %888 : !llvm.ptr -> f32
    %890 = llvm.intr.maximum(%882, %889) : (f32, f32) -> f32
    %891 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %892 = llvm.mlir.constant(8 : index) : i64
    %893 = llvm.mul %863, %892 overflow<nsw, nuw> : i64
    %894 = llvm.add %893, %865 overflow<nsw, nuw> : i64
    %895 = llvm.add %894, %867 overflow<nsw, nuw> : i64
    %896 = llvm.getelementptr inbounds|nuw %891[%895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %890, %896 : f32, !llvm.ptr
    %897 = llvm.add %869, %14 : i64
    llvm.br ^bb133(%897 : i64)
  ^bb135:  // pred: ^bb133
    %898 = llvm.add %867, %14 : i64
    llvm.br ^bb131(%898 : i64)
  ^bb136:  // pred: ^bb131
    %899 = llvm.add %865, %14 : i64
    llvm.br ^bb129(%899 : i64)
  ^bb137:  // pred: ^bb129
    %900 = llvm.add %863, %14 : i64
    llvm.br ^bb127(%900 : i64)
  ^bb138:  // pred: ^bb127
    %901 = llvm.mlir.constant(1 : index) : i64
    %902 = llvm.mlir.constant(8 : index) : i64
    %903 = llvm.mlir.constant(8 : index) : i64
    %904 = llvm.mlir.constant(1 : index) : i64
    %905 = llvm.mlir.constant(64 : index) : i64
    %906 = llvm.mlir.constant(64 : index) : i64
    %907 = llvm.mlir.zero : !llvm.ptr
    %908 = llvm.getelementptr %907[%906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %909 = llvm.ptrtoint %908 : !llvm.ptr to i64
    %910 = llvm.mlir.constant(64 : index) : i64
    %911 = llvm.add %909, %910 : i64
    %912 = llvm.call @malloc(%911) : (i64) -> !llvm.ptr
    %913 = llvm.ptrtoint %912 : !llvm.ptr to i64
    %914 = llvm.mlir.constant(1 : index) : i64
    %915 = llvm.sub %910, %914 : i64
    %916 = llvm.add %913, %915 : i64
    %917 = llvm.urem %916, %910 : i64
    %918 = llvm.sub %916, %917 : i64
    %919 = llvm.inttoptr %918 : i64 to !llvm.ptr
    %920 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %921 = llvm.insertvalue %912, %920[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %922 = llvm.insertvalue %919, %921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %923 = llvm.mlir.constant(0 : index) : i64
    %924 = llvm.insertvalue %923, %922[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %925 = llvm.insertvalue %901, %924[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %926 = llvm.insertvalue %902, %925[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %927 = llvm.insertvalue %903, %926[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %928 = llvm.insertvalue %905, %927[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %929 = llvm.insertvalue %903, %928[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %930 = llvm.insertvalue %904, %929[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb139(%16 : i64)
  ^bb139(%931: i64):  // 2 preds: ^bb138, ^bb146
    %932 = llvm.icmp "slt" %931, %14 : i64
    llvm.cond_br %932, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%16 : i64)
  ^bb141(%933: i64):  // 2 preds: ^bb140, ^bb145
    %934 = llvm.icmp "slt" %933, %15 : i64
    llvm.cond_br %934, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%16 : i64)
  ^bb143(%935: i64):  // 2 preds: ^bb142, ^bb144
    %936 = llvm.icmp "slt" %935, %15 : i64
    llvm.cond_br %936, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %937 = llvm.extractvalue %716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %938 = llvm.mlir.constant(64 : index) : i64
    %939 = llvm.mul %931, %938 overflow<nsw, nuw> : i64
    %940 = llvm.mlir.constant(8 : index) : i64
    %941 = llvm.mul %933, %940 overflow<nsw, nuw> : i64
    %942 = llvm.add %939, %941 overflow<nsw, nuw> : i64
    %943 = llvm.add %942, %935 overflow<nsw, nuw> : i64
    %944 = llvm.getelementptr inbounds|nuw %937[%943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %945 = llvm.load %944 : !llvm.ptr -> f32
    %946 = llvm.extractvalue %840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %947 = llvm.mlir.constant(8 : index) : i64
    %948 = llvm.mul %931, %947 overflow<nsw, nuw> : i64
    %949 = llvm.add %948, %933 overflow<nsw, nuw> : i64
    %950 = llvm.add %949, %16 overflow<nsw, nuw> : i64
    %951 = llvm.getelementptr inbounds|nuw %946[%950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %952 = llvm.load %951 : !llvm.ptr -> f32
    %953 = llvm.fsub %945, %952 : f32
    %954 = llvm.fmul %953, %10 : f32
    %955 = llvm.intr.exp2(%954) : (f32) -> f32
    %956 = llvm.extractvalue %930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %957 = llvm.mlir.constant(64 : index) : i64
    %958 = llvm.mul %931, %957 overflow<nsw, nuw> : i64
    %959 = llvm.mlir.constant(8 : index) : i64
    %960 = llvm.mul %933, %959 overflow<nsw, nuw> : i64
    %961 = llvm.add %958, %960 overflow<nsw, nuw> : i64
    %962 = llvm.add %961, %935 overflow<nsw, nuw> : i64
    %963 = llvm.getelementptr inbounds|nuw %956[%962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %955, %963 : f32, !llvm.ptr
    %964 = llvm.add %935, %14 : i64
    llvm.br ^bb143(%964 : i64)
  ^bb145:  // pred: ^bb143
    %965 = llvm.add %933, %14 : i64
    llvm.br ^bb141(%965 : i64)
  ^bb146:  // pred: ^bb141
    %966 = llvm.add %931, %14 : i64
    llvm.br ^bb139(%966 : i64)
  ^bb147:  // pred: ^bb139
    %967 = llvm.mlir.constant(1 : index) : i64
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.mlir.constant(1 : index) : i64
    %970 = llvm.mlir.constant(1 : index) : i64
    %971 = llvm.mlir.constant(8 : index) : i64
    %972 = llvm.mlir.zero : !llvm.ptr
    %973 = llvm.getelementptr %972[%971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %974 = llvm.ptrtoint %973 : !llvm.ptr to i64
    %975 = llvm.mlir.constant(64 : index) : i64
    %976 = llvm.add %974, %975 : i64
    %977 = llvm.call @malloc(%976) : (i64) -> !llvm.ptr
    %978 = llvm.ptrtoint %977 : !llvm.ptr to i64
    %979 = llvm.mlir.constant(1 : index) : i64
    %980 = llvm.sub %975, %979 : i64
    %981 = llvm.add %978, %980 : i64
    %982 = llvm.urem %981, %975 : i64
    %983 = llvm.sub %981, %982 : i64
    %984 = llvm.inttoptr %983 : i64 to !llvm.ptr
    %985 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %986 = llvm.insertvalue %977, %985[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %987 = llvm.insertvalue %984, %986[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %988 = llvm.mlir.constant(0 : index) : i64
    %989 = llvm.insertvalue %988, %987[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %990 = llvm.insertvalue %967, %989[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %991 = llvm.insertvalue %968, %990[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %992 = llvm.insertvalue %969, %991[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %993 = llvm.insertvalue %968, %992[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %994 = llvm.insertvalue %969, %993[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %995 = llvm.insertvalue %970, %994[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb148(%16 : i64)
  ^bb148(%996: i64):  // 2 preds: ^bb147, ^bb155
    %997 = llvm.icmp "slt" %996, %14 : i64
    llvm.cond_br %997, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%16 : i64)
  ^bb150(%998: i64):  // 2 preds: ^bb149, ^bb154
    %999 = llvm.icmp "slt" %998, %15 : i64
    llvm.cond_br %999, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%16 : i64)
  ^bb152(%1000: i64):  // 2 preds: ^bb151, ^bb153
    %1001 = llvm.icmp "slt" %1000, %14 : i64
    llvm.cond_br %1001, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %1002 = llvm.extractvalue %995[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1003 = llvm.mlir.constant(8 : index) : i64
    %1004 = llvm.mul %996, %1003 overflow<nsw, nuw> : i64
    %1005 = llvm.add %1004, %998 overflow<nsw, nuw> : i64
    %1006 = llvm.add %1005, %1000 overflow<nsw, nuw> : i64
    %1007 = llvm.getelementptr inbounds|nuw %1002[%1006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %1007 : f32, !llvm.ptr
    %1008 = llvm.add %1000, %14 : i64
    llvm.br ^bb152(%1008 : i64)
  ^bb154:  // pred: ^bb152
    %1009 = llvm.add %998, %14 : i64
    llvm.br ^bb150(%1009 : i64)
  ^bb155:  // pred: ^bb150
    %1010 = llvm.add %996, %14 : i64
    llvm.br ^bb148(%1010 : i64)
  ^bb156:  // pred: ^bb148
    %1011 = llvm.mlir.constant(1 : index) : i64
    %1012 = llvm.mlir.constant(8 : index) : i64
    %1013 = llvm.mlir.constant(1 : index) : i64
    %1014 = llvm.mlir.constant(1 : index) : i64
    %1015 = llvm.mlir.constant(8 : index) : i64
    %1016 = llvm.mlir.zero : !llvm.ptr
    %1017 = llvm.getelementptr %1016[%1015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1018 = llvm.ptrtoint %1017 : !llvm.ptr to i64
    %1019 = llvm.mlir.constant(64 : index) : i64
    %1020 = llvm.add %1018, %1019 : i64
    %1021 = llvm.call @malloc(%1020) : (i64) -> !llvm.ptr
    %1022 = llvm.ptrtoint %1021 : !llvm.ptr to i64
    %1023 = llvm.mlir.constant(1 : index) : i64
    %1024 = llvm.sub %1019, %1023 : i64
    %1025 = llvm.add %1022, %1024 : i64
    %1026 = llvm.urem %1025, %1019 : i64
    %1027 = llvm.sub %1025, %1026 : i64
    %1028 = llvm.inttoptr %1027 : i64 to !llvm.ptr
    %1029 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1030 = llvm.insertvalue %1021, %1029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1031 = llvm.insertvalue %1028, %1030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1032 = llvm.mlir.constant(0 : index) : i64
    %1033 = llvm.insertvalue %1032, %1031[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1034 = llvm.insertvalue %1011, %1033[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1035 = llvm.insertvalue %1012, %1034[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1036 = llvm.insertvalue %1013, %1035[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1037 = llvm.insertvalue %1012, %1036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1038 = llvm.insertvalue %1013, %1037[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1039 = llvm.insertvalue %1014, %1038[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb157(%16 : i64)
  ^bb157(%1040: i64):  // 2 preds: ^bb156, ^bb164
    %1041 = llvm.icmp "slt" %1040, %14 : i64
    llvm.cond_br %1041, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%16 : i64)
  ^bb159(%1042: i64):  // 2 preds: ^bb158, ^bb163
    %1043 = llvm.icmp "slt" %1042, %15 : i64
    llvm.cond_br %1043, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%16 : i64)
  ^bb161(%1044: i64):  // 2 preds: ^bb160, ^bb162
    %1045 = llvm.icmp "slt" %1044, %14 : i64
    llvm.cond_br %1045, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1046 = llvm.extractvalue %995[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1047 = llvm.mlir.constant(8 : index) : i64
    %1048 = llvm.mul %1040, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1048, %1042 overflow<nsw, nuw> : i64
    %1050 = llvm.add %1049, %1044 overflow<nsw, nuw> : i64
    %1051 = llvm.getelementptr inbounds|nuw %1046[%1050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1052 = llvm.load %1051 : !llvm.ptr -> f32
    %1053 = llvm.extractvalue %1039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1054 = llvm.mlir.constant(8 : index) : i64
    %1055 = llvm.mul %1040, %1054 overflow<nsw, nuw> : i64
    %1056 = llvm.add %1055, %1042 overflow<nsw, nuw> : i64
    %1057 = llvm.add %1056, %1044 overflow<nsw, nuw> : i64
    %1058 = llvm.getelementptr inbounds|nuw %1053[%1057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1052, %1058 : f32, !llvm.ptr
    %1059 = llvm.add %1044, %14 : i64
    llvm.br ^bb161(%1059 : i64)
  ^bb163:  // pred: ^bb161
    %1060 = llvm.add %1042, %14 : i64
    llvm.br ^bb159(%1060 : i64)
  ^bb164:  // pred: ^bb159
    %1061 = llvm.add %1040, %14 : i64
    llvm.br ^bb157(%1061 : i64)
  ^bb165:  // pred: ^bb157
    llvm.br ^bb166(%16 : i64)
  ^bb166(%1062: i64):  // 2 preds: ^bb165, ^bb173
    %1063 = llvm.icmp "slt" %1062, %14 : i64
    llvm.cond_br %1063, ^bb167, ^bb174
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%16 : i64)
  ^bb168(%1064: i64):  // 2 preds: ^bb167, ^bb172
    %1065 = llvm.icmp "slt" %1064, %15 : i64
    llvm.cond_br %1065, ^bb169, ^bb173
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%16 : i64)
  ^bb170(%1066: i64):  // 2 preds: ^bb169, ^bb171
    %1067 = llvm.icmp "slt" %1066, %15 : i64
    llvm.cond_br %1067, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1068 = llvm.extractvalue %930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1069 = llvm.mlir.constant(64 : index) : i64
    %1070 = llvm.mul %1062, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.mlir.constant(8 : index) : i64
    %1072 = llvm.mul %1064, %1071 overflow<nsw, nuw> : i64
    %1073 = llvm.add %1070, %1072 overflow<nsw, nuw> : i64
    %1074 = llvm.add %1073, %1066 overflow<nsw, nuw> : i64
    %1075 = llvm.getelementptr inbounds|nuw %1068[%1074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1076 = llvm.load %1075 : !llvm.ptr -> f32
    %1077 = llvm.extractvalue %1039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1078 = llvm.mlir.constant(8 : index) : i64
    %1079 = llvm.mul %1062, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1079, %1064 overflow<nsw, nuw> : i64
    %1081 = llvm.add %1080, %16 overflow<nsw, nuw> : i64
    %1082 = llvm.getelementptr inbounds|nuw %1077[%1081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1083 = llvm.load %1082 : !llvm.ptr -> f32
    %1084 = llvm.fadd %1076, %1083 : f32
    %1085 = llvm.extractvalue %1039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1086 = llvm.mlir.constant(8 : index) : i64
    %1087 = llvm.mul %1062, %1086 overflow<nsw, nuw> : i64
    %1088 = llvm.add %1087, %1064 overflow<nsw, nuw> : i64
    %1089 = llvm.add %1088, %16 overflow<nsw, nuw> : i64
    %1090 = llvm.getelementptr inbounds|nuw %1085[%1089] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1084, %1090 : f32, !llvm.ptr
    %1091 = llvm.add %1066, %14 : i64
    llvm.br ^bb170(%1091 : i64)
  ^bb172:  // pred: ^bb170
    %1092 = llvm.add %1064, %14 : i64
    llvm.br ^bb168(%1092 : i64)
  ^bb173:  // pred: ^bb168
    %1093 = llvm.add %1062, %14 : i64
    llvm.br ^bb166(%1093 : i64)
  ^bb174:  // pred: ^bb166
    %1094 = llvm.mlir.constant(1 : index) : i64
    %1095 = llvm.mlir.constant(8 : index) : i64
    %1096 = llvm.mlir.constant(32 : index) : i64
    %1097 = llvm.mlir.constant(1 : index) : i64
    %1098 = llvm.mlir.constant(256 : index) : i64
    %1099 = llvm.mlir.constant(256 : index) : i64
    %1100 = llvm.mlir.zero : !llvm.ptr
    %1101 = llvm.getelementptr %1100[%1099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1102 = llvm.ptrtoint %1101 : !llvm.ptr to i64
    %1103 = llvm.mlir.constant(64 : index) : i64
    %1104 = llvm.add %1102, %1103 : i64
    %1105 = llvm.call @malloc(%1104) : (i64) -> !llvm.ptr
    %1106 = llvm.ptrtoint %1105 : !llvm.ptr to i64
    %1107 = llvm.mlir.constant(1 : index) : i64
    %1108 = llvm.sub %1103, %1107 : i64
    %1109 = llvm.add %1106, %1108 : i64
    %1110 = llvm.urem %1109, %1103 : i64
    %1111 = llvm.sub %1109, %1110 : i64
    %1112 = llvm.inttoptr %1111 : i64 to !llvm.ptr
    %1113 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1114 = llvm.insertvalue %1105, %1113[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1115 = llvm.insertvalue %1112, %1114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1116 = llvm.mlir.constant(0 : index) : i64
    %1117 = llvm.insertvalue %1116, %1115[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1118 = llvm.insertvalue %1094, %1117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1119 = llvm.insertvalue %1095, %1118[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1120 = llvm.insertvalue %1096, %1119[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1121 = llvm.insertvalue %1098, %1120[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1122 = llvm.insertvalue %1096, %1121[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1123 = llvm.insertvalue %1097, %1122[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%16 : i64)
  ^bb175(%1124: i64):  // 2 preds: ^bb174, ^bb182
    %1125 = llvm.icmp "slt" %1124, %14 : i64
    llvm.cond_br %1125, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%16 : i64)
  ^bb177(%1126: i64):  // 2 preds: ^bb176, ^bb181
    %1127 = llvm.icmp "slt" %1126, %15 : i64
    llvm.cond_br %1127, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%16 : i64)
  ^bb179(%1128: i64):  // 2 preds: ^bb178, ^bb180
    %1129 = llvm.icmp "slt" %1128, %13 : i64
    llvm.cond_br %1129, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1130 = llvm.extractvalue %1123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1131 = llvm.mlir.constant(256 : index) : i64
    %1132 = llvm.mul %1124, %1131 overflow<nsw, nuw> : i64
    %1133 = llvm.mlir.constant(32 : index) : i64
    %1134 = llvm.mul %1126, %1133 overflow<nsw, nuw> : i64
    %1135 = llvm.add %1132, %1134 overflow<nsw, nuw> : i64
    %1136 = llvm.add %1135, %1128 overflow<nsw, nuw> : i64
    %1137 = llvm.getelementptr inbounds|nuw %1130[%1136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %1137 : f32, !llvm.ptr
    %1138 = llvm.add %1128, %14 : i64
    llvm.br ^bb179(%1138 : i64)
  ^bb181:  // pred: ^bb179
    %1139 = llvm.add %1126, %14 : i64
    llvm.br ^bb177(%1139 : i64)
  ^bb182:  // pred: ^bb177
    %1140 = llvm.add %1124, %14 : i64
    llvm.br ^bb175(%1140 : i64)
  ^bb183:  // pred: ^bb175
    %1141 = llvm.mlir.constant(1 : index) : i64
    %1142 = llvm.mlir.constant(8 : index) : i64
    %1143 = llvm.mlir.constant(32 : index) : i64
    %1144 = llvm.mlir.constant(1 : index) : i64
    %1145 = llvm.mlir.constant(256 : index) : i64
    %1146 = llvm.mlir.constant(256 : index) : i64
    %1147 = llvm.mlir.zero : !llvm.ptr
    %1148 = llvm.getelementptr %1147[%1146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1149 = llvm.ptrtoint %1148 : !llvm.ptr to i64
    %1150 = llvm.mlir.constant(64 : index) : i64
    %1151 = llvm.add %1149, %1150 : i64
    %1152 = llvm.call @malloc(%1151) : (i64) -> !llvm.ptr
    %1153 = llvm.ptrtoint %1152 : !llvm.ptr to i64
    %1154 = llvm.mlir.constant(1 : index) : i64
    %1155 = llvm.sub %1150, %1154 : i64
    %1156 = llvm.add %1153, %1155 : i64
    %1157 = llvm.urem %1156, %1150 : i64
    %1158 = llvm.sub %1156, %1157 : i64
    %1159 = llvm.inttoptr %1158 : i64 to !llvm.ptr
    %1160 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1161 = llvm.insertvalue %1152, %1160[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.insertvalue %1159, %1161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1163 = llvm.mlir.constant(0 : index) : i64
    %1164 = llvm.insertvalue %1163, %1162[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1165 = llvm.insertvalue %1141, %1164[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1166 = llvm.insertvalue %1142, %1165[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1167 = llvm.insertvalue %1143, %1166[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1168 = llvm.insertvalue %1145, %1167[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1169 = llvm.insertvalue %1143, %1168[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1170 = llvm.insertvalue %1144, %1169[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb184(%16 : i64)
  ^bb184(%1171: i64):  // 2 preds: ^bb183, ^bb191
    %1172 = llvm.icmp "slt" %1171, %14 : i64
    llvm.cond_br %1172, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%16 : i64)
  ^bb186(%1173: i64):  // 2 preds: ^bb185, ^bb190
    %1174 = llvm.icmp "slt" %1173, %15 : i64
    llvm.cond_br %1174, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%16 : i64)
  ^bb188(%1175: i64):  // 2 preds: ^bb187, ^bb189
    %1176 = llvm.icmp "slt" %1175, %13 : i64
    llvm.cond_br %1176, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1177 = llvm.extractvalue %1123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1178 = llvm.mlir.constant(256 : index) : i64
    %1179 = llvm.mul %1171, %1178 overflow<nsw, nuw> : i64
    %1180 = llvm.mlir.constant(32 : index) : i64
    %1181 = llvm.mul %1173, %1180 overflow<nsw, nuw> : i64
    %1182 = llvm.add %1179, %1181 overflow<nsw, nuw> : i64
    %1183 = llvm.add %1182, %1175 overflow<nsw, nuw> : i64
    %1184 = llvm.getelementptr inbounds|nuw %1177[%1183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1185 = llvm.load %1184 : !llvm.ptr -> f32
    %1186 = llvm.extractvalue %1170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1187 = llvm.mlir.constant(256 : index) : i64
    %1188 = llvm.mul %1171, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.mlir.constant(32 : index) : i64
    %1190 = llvm.mul %1173, %1189 overflow<nsw, nuw> : i64
    %1191 = llvm.add %1188, %1190 overflow<nsw, nuw> : i64
    %1192 = llvm.add %1191, %1175 overflow<nsw, nuw> : i64
    %1193 = llvm.getelementptr inbounds|nuw %1186[%1192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1185, %1193 : f32, !llvm.ptr
    %1194 = llvm.add %1175, %14 : i64
    llvm.br ^bb188(%1194 : i64)
  ^bb190:  // pred: ^bb188
    %1195 = llvm.add %1173, %14 : i64
    llvm.br ^bb186(%1195 : i64)
  ^bb191:  // pred: ^bb186
    %1196 = llvm.add %1171, %14 : i64
    llvm.br ^bb184(%1196 : i64)
  ^bb192:  // pred: ^bb184
    llvm.br ^bb193(%16 : i64)
  ^bb193(%1197: i64):  // 2 preds: ^bb192, ^bb203
    %1198 = llvm.icmp "slt" %1197, %14 : i64
    llvm.cond_br %1198, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%16 : i64)
  ^bb195(%1199: i64):  // 2 preds: ^bb194, ^bb202
    %1200 = llvm.icmp "slt" %1199, %15 : i64
    llvm.cond_br %1200, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%16 : i64)
  ^bb197(%1201: i64):  // 2 preds: ^bb196, ^bb201
    %1202 = llvm.icmp "slt" %1201, %13 : i64
    llvm.cond_br %1202, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%16 : i64)
  ^bb199(%1203: i64):  // 2 preds: ^bb198, ^bb200
    %1204 = llvm.icmp "slt" %1203, %15 : i64
    llvm.cond_br %1204, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %1205 = llvm.extractvalue %930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1206 = llvm.mlir.constant(64 : index) : i64
    %1207 = llvm.mul %1197, %1206 overflow<nsw, nuw> : i64
    %1208 = llvm.mlir.constant(8 : index) : i64
    %1209 = llvm.mul %1199, %1208 overflow<nsw, nuw> : i64
    %1210 = llvm.add %1207, %1209 overflow<nsw, nuw> : i64
    %1211 = llvm.add %1210, %1203 overflow<nsw, nuw> : i64
    %1212 = llvm.getelementptr inbounds|nuw %1205[%1211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1213 = llvm.load %1212 : !llvm.ptr -> f32
    %1214 = llvm.extractvalue %1039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1215 = llvm.mlir.constant(8 : index) : i64
    %1216 = llvm.mul %1197, %1215 overflow<nsw, nuw> : i64
    %1217 = llvm.add %1216, %1199 overflow<nsw, nuw> : i64
    %1218 = llvm.add %1217, %16 overflow<nsw, nuw> : i64
    %1219 = llvm.getelementptr inbounds|nuw %1214[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1220 = llvm.load %1219 : !llvm.ptr -> f32
    %1221 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.mlir.constant(256 : index) : i64
    %1223 = llvm.mul %1197, %1222 overflow<nsw, nuw> : i64
    %1224 = llvm.mlir.constant(32 : index) : i64
    %1225 = llvm.mul %1203, %1224 overflow<nsw, nuw> : i64
    %1226 = llvm.add %1223, %1225 overflow<nsw, nuw> : i64
    %1227 = llvm.add %1226, %1201 overflow<nsw, nuw> : i64
    %1228 = llvm.getelementptr inbounds|nuw %1221[%1227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1229 = llvm.load %1228 : !llvm.ptr -> f32
    %1230 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1231 = llvm.getelementptr inbounds|nuw %1230[%1201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1232 = llvm.load %1231 : !llvm.ptr -> f32
    %1233 = llvm.extractvalue %1170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1234 = llvm.mlir.constant(256 : index) : i64
    %1235 = llvm.mul %1197, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.mlir.constant(32 : index) : i64
    %1237 = llvm.mul %1199, %1236 overflow<nsw, nuw> : i64
    %1238 = llvm.add %1235, %1237 overflow<nsw, nuw> : i64
    %1239 = llvm.add %1238, %1201 overflow<nsw, nuw> : i64
    %1240 = llvm.getelementptr inbounds|nuw %1233[%1239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1241 = llvm.load %1240 : !llvm.ptr -> f32
    %1242 = llvm.fadd %1229, %1232 : f32
    %1243 = llvm.fdiv %1213, %1220 : f32
    %1244 = llvm.fmul %1243, %1242 : f32
    %1245 = llvm.fadd %1241, %1244 : f32
    %1246 = llvm.extractvalue %1170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1247 = llvm.mlir.constant(256 : index) : i64
    %1248 = llvm.mul %1197, %1247 overflow<nsw, nuw> : i64
    %1249 = llvm.mlir.constant(32 : index) : i64
    %1250 = llvm.mul %1199, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.add %1248, %1250 overflow<nsw, nuw> : i64
    %1252 = llvm.add %1251, %1201 overflow<nsw, nuw> : i64
    %1253 = llvm.getelementptr inbounds|nuw %1246[%1252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1245, %1253 : f32, !llvm.ptr
    %1254 = llvm.add %1203, %14 : i64
    llvm.br ^bb199(%1254 : i64)
  ^bb201:  // pred: ^bb199
    %1255 = llvm.add %1201, %14 : i64
    llvm.br ^bb197(%1255 : i64)
  ^bb202:  // pred: ^bb197
    %1256 = llvm.add %1199, %14 : i64
    llvm.br ^bb195(%1256 : i64)
  ^bb203:  // pred: ^bb195
    %1257 = llvm.add %1197, %14 : i64
    llvm.br ^bb193(%1257 : i64)
  ^bb204:  // pred: ^bb193
    %1258 = llvm.mlir.constant(1 : index) : i64
    %1259 = llvm.mlir.constant(8 : index) : i64
    %1260 = llvm.mlir.constant(32 : index) : i64
    %1261 = llvm.mlir.constant(1 : index) : i64
    %1262 = llvm.mlir.constant(256 : index) : i64
    %1263 = llvm.mlir.constant(256 : index) : i64
    %1264 = llvm.mlir.zero : !llvm.ptr
    %1265 = llvm.getelementptr %1264[%1263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1266 = llvm.ptrtoint %1265 : !llvm.ptr to i64
    %1267 = llvm.mlir.constant(64 : index) : i64
    %1268 = llvm.add %1266, %1267 : i64
    %1269 = llvm.call @malloc(%1268) : (i64) -> !llvm.ptr
    %1270 = llvm.ptrtoint %1269 : !llvm.ptr to i64
    %1271 = llvm.mlir.constant(1 : index) : i64
    %1272 = llvm.sub %1267, %1271 : i64
    %1273 = llvm.add %1270, %1272 : i64
    %1274 = llvm.urem %1273, %1267 : i64
    %1275 = llvm.sub %1273, %1274 : i64
    %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr
    %1277 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1278 = llvm.insertvalue %1269, %1277[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1279 = llvm.insertvalue %1276, %1278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1280 = llvm.mlir.constant(0 : index) : i64
    %1281 = llvm.insertvalue %1280, %1279[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.insertvalue %1258, %1281[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1283 = llvm.insertvalue %1259, %1282[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.insertvalue %1260, %1283[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1285 = llvm.insertvalue %1262, %1284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1286 = llvm.insertvalue %1260, %1285[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1287 = llvm.insertvalue %1261, %1286[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb205(%16 : i64)
  ^bb205(%1288: i64):  // 2 preds: ^bb204, ^bb212
    %1289 = llvm.icmp "slt" %1288, %14 : i64
    llvm.cond_br %1289, ^bb206, ^bb213
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%16 : i64)
  ^bb207(%1290: i64):  // 2 preds: ^bb206, ^bb211
    %1291 = llvm.icmp "slt" %1290, %15 : i64
    llvm.cond_br %1291, ^bb208, ^bb212
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%16 : i64)
  ^bb209(%1292: i64):  // 2 preds: ^bb208, ^bb210
    %1293 = llvm.icmp "slt" %1292, %13 : i64
    llvm.cond_br %1293, ^bb210, ^bb211
  ^bb210:  // pred: ^bb209
    %1294 = llvm.extractvalue %1170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1295 = llvm.mlir.constant(256 : index) : i64
    %1296 = llvm.mul %1288, %1295 overflow<nsw, nuw> : i64
    %1297 = llvm.mlir.constant(32 : index) : i64
    %1298 = llvm.mul %1290, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.add %1296, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1299, %1292 overflow<nsw, nuw> : i64
    %1301 = llvm.getelementptr inbounds|nuw %1294[%1300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1302 = llvm.load %1301 : !llvm.ptr -> f32
    %1303 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1304 = llvm.mlir.constant(256 : index) : i64
    %1305 = llvm.mul %1288, %1304 overflow<nsw, nuw> : i64
    %1306 = llvm.mlir.constant(32 : index) : i64
    %1307 = llvm.mul %1290, %1306 overflow<nsw, nuw> : i64
    %1308 = llvm.add %1305, %1307 overflow<nsw, nuw> : i64
    %1309 = llvm.add %1308, %1292 overflow<nsw, nuw> : i64
    %1310 = llvm.getelementptr inbounds|nuw %1303[%1309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1311 = llvm.load %1310 : !llvm.ptr -> f32
    %1312 = llvm.fadd %1302, %1311 : f32
    %1313 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1314 = llvm.mlir.constant(256 : index) : i64
    %1315 = llvm.mul %1288, %1314 overflow<nsw, nuw> : i64
    %1316 = llvm.mlir.constant(32 : index) : i64
    %1317 = llvm.mul %1290, %1316 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1315, %1317 overflow<nsw, nuw> : i64
    %1319 = llvm.add %1318, %1292 overflow<nsw, nuw> : i64
    %1320 = llvm.getelementptr inbounds|nuw %1313[%1319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1312, %1320 : f32, !llvm.ptr
    %1321 = llvm.add %1292, %14 : i64
    llvm.br ^bb209(%1321 : i64)
  ^bb211:  // pred: ^bb209
    %1322 = llvm.add %1290, %14 : i64
    llvm.br ^bb207(%1322 : i64)
  ^bb212:  // pred: ^bb207
    %1323 = llvm.add %1288, %14 : i64
    llvm.br ^bb205(%1323 : i64)
  ^bb213:  // pred: ^bb205
    %1324 = llvm.mlir.constant(1 : index) : i64
    %1325 = llvm.mlir.constant(8 : index) : i64
    %1326 = llvm.mlir.constant(32 : index) : i64
    %1327 = llvm.mlir.constant(1 : index) : i64
    %1328 = llvm.mlir.constant(256 : index) : i64
    %1329 = llvm.mlir.constant(256 : index) : i64
    %1330 = llvm.mlir.zero : !llvm.ptr
    %1331 = llvm.getelementptr %1330[%1329] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1332 = llvm.ptrtoint %1331 : !llvm.ptr to i64
    %1333 = llvm.mlir.constant(64 : index) : i64
    %1334 = llvm.add %1332, %1333 : i64
    %1335 = llvm.call @malloc(%1334) : (i64) -> !llvm.ptr
    %1336 = llvm.ptrtoint %1335 : !llvm.ptr to i64
    %1337 = llvm.mlir.constant(1 : index) : i64
    %1338 = llvm.sub %1333, %1337 : i64
    %1339 = llvm.add %1336, %1338 : i64
    %1340 = llvm.urem %1339, %1333 : i64
    %1341 = llvm.sub %1339, %1340 : i64
    %1342 = llvm.inttoptr %1341 : i64 to !llvm.ptr
    %1343 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1344 = llvm.insertvalue %1335, %1343[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1345 = llvm.insertvalue %1342, %1344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1346 = llvm.mlir.constant(0 : index) : i64
    %1347 = llvm.insertvalue %1346, %1345[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.insertvalue %1324, %1347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.insertvalue %1325, %1348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1350 = llvm.insertvalue %1326, %1349[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1351 = llvm.insertvalue %1328, %1350[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.insertvalue %1326, %1351[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1353 = llvm.insertvalue %1327, %1352[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb214(%16 : i64)
  ^bb214(%1354: i64):  // 2 preds: ^bb213, ^bb221
    %1355 = llvm.icmp "slt" %1354, %14 : i64
    llvm.cond_br %1355, ^bb215, ^bb222
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%16 : i64)
  ^bb216(%1356: i64):  // 2 preds: ^bb215, ^bb220
    %1357 = llvm.icmp "slt" %1356, %15 : i64
    llvm.cond_br %1357, ^bb217, ^bb221
  ^bb217:  // pred: ^bb216
    llvm.br ^bb218(%16 : i64)
  ^bb218(%1358: i64):  // 2 preds: ^bb217, ^bb219
    %1359 = llvm.icmp "slt" %1358, %13 : i64
    llvm.cond_br %1359, ^bb219, ^bb220
  ^bb219:  // pred: ^bb218
    %1360 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1361 = llvm.mlir.constant(256 : index) : i64
    %1362 = llvm.mul %1354, %1361 overflow<nsw, nuw> : i64
    %1363 = llvm.mlir.constant(32 : index) : i64
    %1364 = llvm.mul %1356, %1363 overflow<nsw, nuw> : i64
    %1365 = llvm.add %1362, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1365, %1358 overflow<nsw, nuw> : i64
    %1367 = llvm.getelementptr inbounds|nuw %1360[%1366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1368 = llvm.load %1367 : !llvm.ptr -> f32
    %1369 = llvm.fpext %1368 : f32 to f64
    %1370 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.mlir.constant(256 : index) : i64
    %1372 = llvm.mul %1354, %1371 overflow<nsw, nuw> : i64
    %1373 = llvm.mlir.constant(32 : index) : i64
    %1374 = llvm.mul %1356, %1373 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1372, %1374 overflow<nsw, nuw> : i64
    %1376 = llvm.add %1375, %1358 overflow<nsw, nuw> : i64
    %1377 = llvm.getelementptr inbounds|nuw %1370[%1376] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1369, %1377 : f64, !llvm.ptr
    %1378 = llvm.add %1358, %14 : i64
    llvm.br ^bb218(%1378 : i64)
  ^bb220:  // pred: ^bb218
    %1379 = llvm.add %1356, %14 : i64
    llvm.br ^bb216(%1379 : i64)
  ^bb221:  // pred: ^bb216
    %1380 = llvm.add %1354, %14 : i64
    llvm.br ^bb214(%1380 : i64)
  ^bb222:  // pred: ^bb214
    %1381 = llvm.mlir.constant(1 : index) : i64
    %1382 = llvm.mlir.constant(8 : index) : i64
    %1383 = llvm.mlir.constant(1 : index) : i64
    %1384 = llvm.mlir.constant(1 : index) : i64
    %1385 = llvm.mlir.constant(8 : index) : i64
    %1386 = llvm.mlir.zero : !llvm.ptr
    %1387 = llvm.getelementptr %1386[%1385] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1388 = llvm.ptrtoint %1387 : !llvm.ptr to i64
    %1389 = llvm.mlir.constant(64 : index) : i64
    %1390 = llvm.add %1388, %1389 : i64
    %1391 = llvm.call @malloc(%1390) : (i64) -> !llvm.ptr
    %1392 = llvm.ptrtoint %1391 : !llvm.ptr to i64
    %1393 = llvm.mlir.constant(1 : index) : i64
    %1394 = llvm.sub %1389, %1393 : i64
    %1395 = llvm.add %1392, %1394 : i64
    %1396 = llvm.urem %1395, %1389 : i64
    %1397 = llvm.sub %1395, %1396 : i64
    %1398 = llvm.inttoptr %1397 : i64 to !llvm.ptr
    %1399 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1400 = llvm.insertvalue %1391, %1399[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1401 = llvm.insertvalue %1398, %1400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1402 = llvm.mlir.constant(0 : index) : i64
    %1403 = llvm.insertvalue %1402, %1401[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1404 = llvm.insertvalue %1381, %1403[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1405 = llvm.insertvalue %1382, %1404[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1406 = llvm.insertvalue %1383, %1405[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1407 = llvm.insertvalue %1382, %1406[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1408 = llvm.insertvalue %1383, %1407[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.insertvalue %1384, %1408[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb223(%16 : i64)
  ^bb223(%1410: i64):  // 2 preds: ^bb222, ^bb230
    %1411 = llvm.icmp "slt" %1410, %14 : i64
    llvm.cond_br %1411, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%16 : i64)
  ^bb225(%1412: i64):  // 2 preds: ^bb224, ^bb229
    %1413 = llvm.icmp "slt" %1412, %15 : i64
    llvm.cond_br %1413, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%16 : i64)
  ^bb227(%1414: i64):  // 2 preds: ^bb226, ^bb228
    %1415 = llvm.icmp "slt" %1414, %14 : i64
    llvm.cond_br %1415, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1416 = llvm.extractvalue %1409[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1417 = llvm.mlir.constant(8 : index) : i64
    %1418 = llvm.mul %1410, %1417 overflow<nsw, nuw> : i64
    %1419 = llvm.add %1418, %1412 overflow<nsw, nuw> : i64
    %1420 = llvm.add %1419, %1414 overflow<nsw, nuw> : i64
    %1421 = llvm.getelementptr inbounds|nuw %1416[%1420] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %21, %1421 : f64, !llvm.ptr
    %1422 = llvm.add %1414, %14 : i64
    llvm.br ^bb227(%1422 : i64)
  ^bb229:  // pred: ^bb227
    %1423 = llvm.add %1412, %14 : i64
    llvm.br ^bb225(%1423 : i64)
  ^bb230:  // pred: ^bb225
    %1424 = llvm.add %1410, %14 : i64
    llvm.br ^bb223(%1424 : i64)
  ^bb231:  // pred: ^bb223
    %1425 = llvm.mlir.constant(1 : index) : i64
    %1426 = llvm.mlir.constant(8 : index) : i64
    %1427 = llvm.mlir.constant(1 : index) : i64
    %1428 = llvm.mlir.constant(1 : index) : i64
    %1429 = llvm.mlir.constant(8 : index) : i64
    %1430 = llvm.mlir.zero : !llvm.ptr
    %1431 = llvm.getelementptr %1430[%1429] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1432 = llvm.ptrtoint %1431 : !llvm.ptr to i64
    %1433 = llvm.mlir.constant(64 : index) : i64
    %1434 = llvm.add %1432, %1433 : i64
    %1435 = llvm.call @malloc(%1434) : (i64) -> !llvm.ptr
    %1436 = llvm.ptrtoint %1435 : !llvm.ptr to i64
    %1437 = llvm.mlir.constant(1 : index) : i64
    %1438 = llvm.sub %1433, %1437 : i64
    %1439 = llvm.add %1436, %1438 : i64
    %1440 = llvm.urem %1439, %1433 : i64
    %1441 = llvm.sub %1439, %1440 : i64
    %1442 = llvm.inttoptr %1441 : i64 to !llvm.ptr
    %1443 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1444 = llvm.insertvalue %1435, %1443[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.insertvalue %1442, %1444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1446 = llvm.mlir.constant(0 : index) : i64
    %1447 = llvm.insertvalue %1446, %1445[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1448 = llvm.insertvalue %1425, %1447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1449 = llvm.insertvalue %1426, %1448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1450 = llvm.insertvalue %1427, %1449[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1451 = llvm.insertvalue %1426, %1450[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1452 = llvm.insertvalue %1427, %1451[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1453 = llvm.insertvalue %1428, %1452[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%16 : i64)
  ^bb232(%1454: i64):  // 2 preds: ^bb231, ^bb239
    %1455 = llvm.icmp "slt" %1454, %14 : i64
    llvm.cond_br %1455, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%16 : i64)
  ^bb234(%1456: i64):  // 2 preds: ^bb233, ^bb238
    %1457 = llvm.icmp "slt" %1456, %15 : i64
    llvm.cond_br %1457, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%16 : i64)
  ^bb236(%1458: i64):  // 2 preds: ^bb235, ^bb237
    %1459 = llvm.icmp "slt" %1458, %14 : i64
    llvm.cond_br %1459, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1460 = llvm.extractvalue %1409[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1461 = llvm.mlir.constant(8 : index) : i64
    %1462 = llvm.mul %1454, %1461 overflow<nsw, nuw> : i64
    %1463 = llvm.add %1462, %1456 overflow<nsw, nuw> : i64
    %1464 = llvm.add %1463, %1458 overflow<nsw, nuw> : i64
    %1465 = llvm.getelementptr inbounds|nuw %1460[%1464] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1466 = llvm.load %1465 : !llvm.ptr -> f64
    %1467 = llvm.extractvalue %1453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1468 = llvm.mlir.constant(8 : index) : i64
    %1469 = llvm.mul %1454, %1468 overflow<nsw, nuw> : i64
    %1470 = llvm.add %1469, %1456 overflow<nsw, nuw> : i64
    %1471 = llvm.add %1470, %1458 overflow<nsw, nuw> : i64
    %1472 = llvm.getelementptr inbounds|nuw %1467[%1471] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1466, %1472 : f64, !llvm.ptr
    %1473 = llvm.add %1458, %14 : i64
    llvm.br ^bb236(%1473 : i64)
  ^bb238:  // pred: ^bb236
    %1474 = llvm.add %1456, %14 : i64
    llvm.br ^bb234(%1474 : i64)
  ^bb239:  // pred: ^bb234
    %1475 = llvm.add %1454, %14 : i64
    llvm.br ^bb232(%1475 : i64)
  ^bb240:  // pred: ^bb232
    llvm.br ^bb241(%16 : i64)
  ^bb241(%1476: i64):  // 2 preds: ^bb240, ^bb248
    %1477 = llvm.icmp "slt" %1476, %14 : i64
    llvm.cond_br %1477, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%16 : i64)
  ^bb243(%1478: i64):  // 2 preds: ^bb242, ^bb247
    %1479 = llvm.icmp "slt" %1478, %15 : i64
    llvm.cond_br %1479, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%16 : i64)
  ^bb245(%1480: i64):  // 2 preds: ^bb244, ^bb246
    %1481 = llvm.icmp "slt" %1480, %13 : i64
    llvm.cond_br %1481, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1482 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1483 = llvm.mlir.constant(256 : index) : i64
    %1484 = llvm.mul %1476, %1483 overflow<nsw, nuw> : i64
    %1485 = llvm.mlir.constant(32 : index) : i64
    %1486 = llvm.mul %1478, %1485 overflow<nsw, nuw> : i64
    %1487 = llvm.add %1484, %1486 overflow<nsw, nuw> : i64
    %1488 = llvm.add %1487, %1480 overflow<nsw, nuw> : i64
    %1489 = llvm.getelementptr inbounds|nuw %1482[%1488] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1490 = llvm.load %1489 : !llvm.ptr -> f64
    %1491 = llvm.extractvalue %1453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.mlir.constant(8 : index) : i64
    %1493 = llvm.mul %1476, %1492 overflow<nsw, nuw> : i64
    %1494 = llvm.add %1493, %1478 overflow<nsw, nuw> : i64
    %1495 = llvm.add %1494, %16 overflow<nsw, nuw> : i64
    %1496 = llvm.getelementptr inbounds|nuw %1491[%1495] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1497 = llvm.load %1496 : !llvm.ptr -> f64
    %1498 = llvm.fadd %1490, %1497 : f64
    %1499 = llvm.extractvalue %1453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1500 = llvm.mlir.constant(8 : index) : i64
    %1501 = llvm.mul %1476, %1500 overflow<nsw, nuw> : i64
    %1502 = llvm.add %1501, %1478 overflow<nsw, nuw> : i64
    %1503 = llvm.add %1502, %16 overflow<nsw, nuw> : i64
    %1504 = llvm.getelementptr inbounds|nuw %1499[%1503] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1498, %1504 : f64, !llvm.ptr
    %1505 = llvm.add %1480, %14 : i64
    llvm.br ^bb245(%1505 : i64)
  ^bb247:  // pred: ^bb245
    %1506 = llvm.add %1478, %14 : i64
    llvm.br ^bb243(%1506 : i64)
  ^bb248:  // pred: ^bb243
    %1507 = llvm.add %1476, %14 : i64
    llvm.br ^bb241(%1507 : i64)
  ^bb249:  // pred: ^bb241
    %1508 = llvm.mlir.constant(1 : index) : i64
    %1509 = llvm.mlir.constant(8 : index) : i64
    %1510 = llvm.mlir.constant(1 : index) : i64
    %1511 = llvm.mlir.constant(1 : index) : i64
    %1512 = llvm.mlir.constant(8 : index) : i64
    %1513 = llvm.mlir.zero : !llvm.ptr
    %1514 = llvm.getelementptr %1513[%1512] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
    %1516 = llvm.mlir.constant(64 : index) : i64
    %1517 = llvm.add %1515, %1516 : i64
    %1518 = llvm.call @malloc(%1517) : (i64) -> !llvm.ptr
    %1519 = llvm.ptrtoint %1518 : !llvm.ptr to i64
    %1520 = llvm.mlir.constant(1 : index) : i64
    %1521 = llvm.sub %1516, %1520 : i64
    %1522 = llvm.add %1519, %1521 : i64
    %1523 = llvm.urem %1522, %1516 : i64
    %1524 = llvm.sub %1522, %1523 : i64
    %1525 = llvm.inttoptr %1524 : i64 to !llvm.ptr
    %1526 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1527 = llvm.insertvalue %1518, %1526[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1528 = llvm.insertvalue %1525, %1527[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1529 = llvm.mlir.constant(0 : index) : i64
    %1530 = llvm.insertvalue %1529, %1528[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1531 = llvm.insertvalue %1508, %1530[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1532 = llvm.insertvalue %1509, %1531[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1533 = llvm.insertvalue %1510, %1532[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1534 = llvm.insertvalue %1509, %1533[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1535 = llvm.insertvalue %1510, %1534[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1536 = llvm.insertvalue %1511, %1535[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%16 : i64)
  ^bb250(%1537: i64):  // 2 preds: ^bb249, ^bb257
    %1538 = llvm.icmp "slt" %1537, %14 : i64
    llvm.cond_br %1538, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%16 : i64)
  ^bb252(%1539: i64):  // 2 preds: ^bb251, ^bb256
    %1540 = llvm.icmp "slt" %1539, %15 : i64
    llvm.cond_br %1540, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%16 : i64)
  ^bb254(%1541: i64):  // 2 preds: ^bb253, ^bb255
    %1542 = llvm.icmp "slt" %1541, %14 : i64
    llvm.cond_br %1542, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1543 = llvm.extractvalue %1409[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1544 = llvm.mlir.constant(8 : index) : i64
    %1545 = llvm.mul %1537, %1544 overflow<nsw, nuw> : i64
    %1546 = llvm.add %1545, %1539 overflow<nsw, nuw> : i64
    %1547 = llvm.add %1546, %1541 overflow<nsw, nuw> : i64
    %1548 = llvm.getelementptr inbounds|nuw %1543[%1547] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1549 = llvm.load %1548 : !llvm.ptr -> f64
    %1550 = llvm.extractvalue %1536[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1551 = llvm.mlir.constant(8 : index) : i64
    %1552 = llvm.mul %1537, %1551 overflow<nsw, nuw> : i64
    %1553 = llvm.add %1552, %1539 overflow<nsw, nuw> : i64
    %1554 = llvm.add %1553, %1541 overflow<nsw, nuw> : i64
    %1555 = llvm.getelementptr inbounds|nuw %1550[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1549, %1555 : f64, !llvm.ptr
    %1556 = llvm.add %1541, %14 : i64
    llvm.br ^bb254(%1556 : i64)
  ^bb256:  // pred: ^bb254
    %1557 = llvm.add %1539, %14 : i64
    llvm.br ^bb252(%1557 : i64)
  ^bb257:  // pred: ^bb252
    %1558 = llvm.add %1537, %14 : i64
    llvm.br ^bb250(%1558 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%16 : i64)
  ^bb259(%1559: i64):  // 2 preds: ^bb258, ^bb266
    %1560 = llvm.icmp "slt" %1559, %14 : i64
    llvm.cond_br %1560, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%16 : i64)
  ^bb261(%1561: i64):  // 2 preds: ^bb260, ^bb265
    %1562 = llvm.icmp "slt" %1561, %15 : i64
    llvm.cond_br %1562, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%16 : i64)
  ^bb263(%1563: i64):  // 2 preds: ^bb262, ^bb264
    %1564 = llvm.icmp "slt" %1563, %13 : i64
    llvm.cond_br %1564, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1565 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1566 = llvm.mlir.constant(256 : index) : i64
    %1567 = llvm.mul %1559, %1566 overflow<nsw, nuw> : i64
    %1568 = llvm.mlir.constant(32 : index) : i64
    %1569 = llvm.mul %1561, %1568 overflow<nsw, nuw> : i64
    %1570 = llvm.add %1567, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.add %1570, %1563 overflow<nsw, nuw> : i64
    %1572 = llvm.getelementptr inbounds|nuw %1565[%1571] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1573 = llvm.load %1572 : !llvm.ptr -> f64
    %1574 = llvm.extractvalue %1453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1575 = llvm.mlir.constant(8 : index) : i64
    %1576 = llvm.mul %1559, %1575 overflow<nsw, nuw> : i64
    %1577 = llvm.add %1576, %1561 overflow<nsw, nuw> : i64
    %1578 = llvm.add %1577, %16 overflow<nsw, nuw> : i64
    %1579 = llvm.getelementptr inbounds|nuw %1574[%1578] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1580 = llvm.load %1579 : !llvm.ptr -> f64
    %1581 = llvm.extractvalue %1536[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1582 = llvm.mlir.constant(8 : index) : i64
    %1583 = llvm.mul %1559, %1582 overflow<nsw, nuw> : i64
    %1584 = llvm.add %1583, %1561 overflow<nsw, nuw> : i64
    %1585 = llvm.add %1584, %16 overflow<nsw, nuw> : i64
    %1586 = llvm.getelementptr inbounds|nuw %1581[%1585] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1587 = llvm.load %1586 : !llvm.ptr -> f64
    %1588 = llvm.fdiv %1580, %18 : f64
    %1589 = llvm.fsub %1573, %1588 : f64
    %1590 = llvm.fmul %1589, %1589 : f64
    %1591 = llvm.fadd %1590, %1587 : f64
    %1592 = llvm.extractvalue %1536[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1593 = llvm.mlir.constant(8 : index) : i64
    %1594 = llvm.mul %1559, %1593 overflow<nsw, nuw> : i64
    %1595 = llvm.add %1594, %1561 overflow<nsw, nuw> : i64
    %1596 = llvm.add %1595, %16 overflow<nsw, nuw> : i64
    %1597 = llvm.getelementptr inbounds|nuw %1592[%1596] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1591, %1597 : f64, !llvm.ptr
    %1598 = llvm.add %1563, %14 : i64
    llvm.br ^bb263(%1598 : i64)
  ^bb265:  // pred: ^bb263
    %1599 = llvm.add %1561, %14 : i64
    llvm.br ^bb261(%1599 : i64)
  ^bb266:  // pred: ^bb261
    %1600 = llvm.add %1559, %14 : i64
    llvm.br ^bb259(%1600 : i64)
  ^bb267:  // pred: ^bb259
    %1601 = llvm.mlir.constant(1 : index) : i64
    %1602 = llvm.mlir.constant(8 : index) : i64
    %1603 = llvm.mlir.constant(1 : index) : i64
    %1604 = llvm.mlir.constant(1 : index) : i64
    %1605 = llvm.mlir.constant(8 : index) : i64
    %1606 = llvm.mlir.zero : !llvm.ptr
    %1607 = llvm.getelementptr %1606[%1605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1608 = llvm.ptrtoint %1607 : !llvm.ptr to i64
    %1609 = llvm.mlir.constant(64 : index) : i64
    %1610 = llvm.add %1608, %1609 : i64
    %1611 = llvm.call @malloc(%1610) : (i64) -> !llvm.ptr
    %1612 = llvm.ptrtoint %1611 : !llvm.ptr to i64
    %1613 = llvm.mlir.constant(1 : index) : i64
    %1614 = llvm.sub %1609, %1613 : i64
    %1615 = llvm.add %1612, %1614 : i64
    %1616 = llvm.urem %1615, %1609 : i64
    %1617 = llvm.sub %1615, %1616 : i64
    %1618 = llvm.inttoptr %1617 : i64 to !llvm.ptr
    %1619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1620 = llvm.insertvalue %1611, %1619[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1621 = llvm.insertvalue %1618, %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1622 = llvm.mlir.constant(0 : index) : i64
    %1623 = llvm.insertvalue %1622, %1621[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1624 = llvm.insertvalue %1601, %1623[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1625 = llvm.insertvalue %1602, %1624[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1626 = llvm.insertvalue %1603, %1625[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.insertvalue %1602, %1626[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1628 = llvm.insertvalue %1603, %1627[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1629 = llvm.insertvalue %1604, %1628[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb268(%16 : i64)
  ^bb268(%1630: i64):  // 2 preds: ^bb267, ^bb275
    %1631 = llvm.icmp "slt" %1630, %14 : i64
    llvm.cond_br %1631, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%16 : i64)
  ^bb270(%1632: i64):  // 2 preds: ^bb269, ^bb274
    %1633 = llvm.icmp "slt" %1632, %15 : i64
    llvm.cond_br %1633, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%16 : i64)
  ^bb272(%1634: i64):  // 2 preds: ^bb271, ^bb273
    %1635 = llvm.icmp "slt" %1634, %14 : i64
    llvm.cond_br %1635, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1636 = llvm.extractvalue %995[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1637 = llvm.mlir.constant(8 : index) : i64
    %1638 = llvm.mul %1630, %1637 overflow<nsw, nuw> : i64
    %1639 = llvm.add %1638, %1632 overflow<nsw, nuw> : i64
    %1640 = llvm.add %1639, %1634 overflow<nsw, nuw> : i64
    %1641 = llvm.getelementptr inbounds|nuw %1636[%1640] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1642 = llvm.load %1641 : !llvm.ptr -> f32
    %1643 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1644 = llvm.mlir.constant(8 : index) : i64
    %1645 = llvm.mul %1630, %1644 overflow<nsw, nuw> : i64
    %1646 = llvm.add %1645, %1632 overflow<nsw, nuw> : i64
    %1647 = llvm.add %1646, %1634 overflow<nsw, nuw> : i64
    %1648 = llvm.getelementptr inbounds|nuw %1643[%1647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1642, %1648 : f32, !llvm.ptr
    %1649 = llvm.add %1634, %14 : i64
    llvm.br ^bb272(%1649 : i64)
  ^bb274:  // pred: ^bb272
    %1650 = llvm.add %1632, %14 : i64
    llvm.br ^bb270(%1650 : i64)
  ^bb275:  // pred: ^bb270
    %1651 = llvm.add %1630, %14 : i64
    llvm.br ^bb268(%1651 : i64)
  ^bb276:  // pred: ^bb268
    llvm.br ^bb277(%16 : i64)
  ^bb277(%1652: i64):  // 2 preds: ^bb276, ^bb284
    %1653 = llvm.icmp "slt" %1652, %14 : i64
    llvm.cond_br %1653, ^bb278, ^bb285
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%16 : i64)
  ^bb279(%1654: i64):  // 2 preds: ^bb278, ^bb283
    %1655 = llvm.icmp "slt" %1654, %15 : i64
    llvm.cond_br %1655, ^bb280, ^bb284
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%16 : i64)
  ^bb281(%1656: i64):  // 2 preds: ^bb280, ^bb282
    %1657 = llvm.icmp "slt" %1656, %13 : i64
    llvm.cond_br %1657, ^bb282, ^bb283
  ^bb282:  // pred: ^bb281
    %1658 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1659 = llvm.mlir.constant(256 : index) : i64
    %1660 = llvm.mul %1652, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.mlir.constant(32 : index) : i64
    %1662 = llvm.mul %1654, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.add %1660, %1662 overflow<nsw, nuw> : i64
    %1664 = llvm.add %1663, %1656 overflow<nsw, nuw> : i64
    %1665 = llvm.getelementptr inbounds|nuw %1658[%1664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1666 = llvm.load %1665 : !llvm.ptr -> f32
    %1667 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1668 = llvm.mlir.constant(8 : index) : i64
    %1669 = llvm.mul %1652, %1668 overflow<nsw, nuw> : i64
    %1670 = llvm.add %1669, %1654 overflow<nsw, nuw> : i64
    %1671 = llvm.add %1670, %16 overflow<nsw, nuw> : i64
    %1672 = llvm.getelementptr inbounds|nuw %1667[%1671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1673 = llvm.load %1672 : !llvm.ptr -> f32
    %1674 = llvm.fadd %1666, %1673 : f32
    %1675 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1676 = llvm.mlir.constant(8 : index) : i64
    %1677 = llvm.mul %1652, %1676 overflow<nsw, nuw> : i64
    %1678 = llvm.add %1677, %1654 overflow<nsw, nuw> : i64
    %1679 = llvm.add %1678, %16 overflow<nsw, nuw> : i64
    %1680 = llvm.getelementptr inbounds|nuw %1675[%1679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1674, %1680 : f32, !llvm.ptr
    %1681 = llvm.add %1656, %14 : i64
    llvm.br ^bb281(%1681 : i64)
  ^bb283:  // pred: ^bb281
    %1682 = llvm.add %1654, %14 : i64
    llvm.br ^bb279(%1682 : i64)
  ^bb284:  // pred: ^bb279
    %1683 = llvm.add %1652, %14 : i64
    llvm.br ^bb277(%1683 : i64)
  ^bb285:  // pred: ^bb277
    %1684 = llvm.mlir.constant(1 : index) : i64
    %1685 = llvm.mlir.constant(8 : index) : i64
    %1686 = llvm.mlir.constant(32 : index) : i64
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.mlir.constant(256 : index) : i64
    %1689 = llvm.mlir.constant(256 : index) : i64
    %1690 = llvm.mlir.zero : !llvm.ptr
    %1691 = llvm.getelementptr %1690[%1689] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1692 = llvm.ptrtoint %1691 : !llvm.ptr to i64
    %1693 = llvm.mlir.constant(64 : index) : i64
    %1694 = llvm.add %1692, %1693 : i64
    %1695 = llvm.call @malloc(%1694) : (i64) -> !llvm.ptr
    %1696 = llvm.ptrtoint %1695 : !llvm.ptr to i64
    %1697 = llvm.mlir.constant(1 : index) : i64
    %1698 = llvm.sub %1693, %1697 : i64
    %1699 = llvm.add %1696, %1698 : i64
    %1700 = llvm.urem %1699, %1693 : i64
    %1701 = llvm.sub %1699, %1700 : i64
    %1702 = llvm.inttoptr %1701 : i64 to !llvm.ptr
    %1703 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1704 = llvm.insertvalue %1695, %1703[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1705 = llvm.insertvalue %1702, %1704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1706 = llvm.mlir.constant(0 : index) : i64
    %1707 = llvm.insertvalue %1706, %1705[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1708 = llvm.insertvalue %1684, %1707[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.insertvalue %1685, %1708[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1710 = llvm.insertvalue %1686, %1709[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.insertvalue %1688, %1710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.insertvalue %1686, %1711[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.insertvalue %1687, %1712[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb286(%16 : i64)
  ^bb286(%1714: i64):  // 2 preds: ^bb285, ^bb293
    %1715 = llvm.icmp "slt" %1714, %14 : i64
    llvm.cond_br %1715, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%16 : i64)
  ^bb288(%1716: i64):  // 2 preds: ^bb287, ^bb292
    %1717 = llvm.icmp "slt" %1716, %15 : i64
    llvm.cond_br %1717, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%16 : i64)
  ^bb290(%1718: i64):  // 2 preds: ^bb289, ^bb291
    %1719 = llvm.icmp "slt" %1718, %13 : i64
    llvm.cond_br %1719, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1720 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1721 = llvm.mlir.constant(256 : index) : i64
    %1722 = llvm.mul %1714, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.mlir.constant(32 : index) : i64
    %1724 = llvm.mul %1716, %1723 overflow<nsw, nuw> : i64
    %1725 = llvm.add %1722, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.add %1725, %1718 overflow<nsw, nuw> : i64
    %1727 = llvm.getelementptr inbounds|nuw %1720[%1726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1728 = llvm.load %1727 : !llvm.ptr -> f32
    %1729 = llvm.extractvalue %1629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1730 = llvm.mlir.constant(8 : index) : i64
    %1731 = llvm.mul %1714, %1730 overflow<nsw, nuw> : i64
    %1732 = llvm.add %1731, %1716 overflow<nsw, nuw> : i64
    %1733 = llvm.add %1732, %16 overflow<nsw, nuw> : i64
    %1734 = llvm.getelementptr inbounds|nuw %1729[%1733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1735 = llvm.load %1734 : !llvm.ptr -> f32
    %1736 = llvm.extractvalue %1536[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1737 = llvm.mlir.constant(8 : index) : i64
    %1738 = llvm.mul %1714, %1737 overflow<nsw, nuw> : i64
    %1739 = llvm.add %1738, %1716 overflow<nsw, nuw> : i64
    %1740 = llvm.add %1739, %16 overflow<nsw, nuw> : i64
    %1741 = llvm.getelementptr inbounds|nuw %1736[%1740] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1742 = llvm.load %1741 : !llvm.ptr -> f64
    %1743 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1744 = llvm.getelementptr inbounds|nuw %1743[%1718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1745 = llvm.load %1744 : !llvm.ptr -> f32
    %1746 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1747 = llvm.getelementptr inbounds|nuw %1746[%1718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1748 = llvm.load %1747 : !llvm.ptr -> f32
    %1749 = llvm.fdiv %1742, %18 : f64
    %1750 = llvm.fptrunc %1749 : f64 to f32
    %1751 = llvm.fptrunc %20 : f64 to f32
    %1752 = llvm.fadd %1750, %1751 : f32
    %1753 = llvm.intr.sqrt(%1752) : (f32) -> f32
    %1754 = llvm.fdiv %12, %1753 : f32
    %1755 = llvm.fdiv %1735, %17 : f32
    %1756 = llvm.fsub %1728, %1755 : f32
    %1757 = llvm.fmul %1756, %1754 : f32
    %1758 = llvm.fmul %1757, %1745 : f32
    %1759 = llvm.fadd %1758, %1748 : f32
    %1760 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1761 = llvm.mlir.constant(256 : index) : i64
    %1762 = llvm.mul %1714, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.mlir.constant(32 : index) : i64
    %1764 = llvm.mul %1716, %1763 overflow<nsw, nuw> : i64
    %1765 = llvm.add %1762, %1764 overflow<nsw, nuw> : i64
    %1766 = llvm.add %1765, %1718 overflow<nsw, nuw> : i64
    %1767 = llvm.getelementptr inbounds|nuw %1760[%1766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1759, %1767 : f32, !llvm.ptr
    %1768 = llvm.add %1718, %14 : i64
    llvm.br ^bb290(%1768 : i64)
  ^bb292:  // pred: ^bb290
    %1769 = llvm.add %1716, %14 : i64
    llvm.br ^bb288(%1769 : i64)
  ^bb293:  // pred: ^bb288
    %1770 = llvm.add %1714, %14 : i64
    llvm.br ^bb286(%1770 : i64)
  ^bb294:  // pred: ^bb286
    %1771 = llvm.mlir.constant(1 : index) : i64
    %1772 = llvm.mlir.constant(8 : index) : i64
    %1773 = llvm.mlir.constant(1 : index) : i64
    %1774 = llvm.mlir.constant(1 : index) : i64
    %1775 = llvm.mlir.constant(8 : index) : i64
    %1776 = llvm.mlir.zero : !llvm.ptr
    %1777 = llvm.getelementptr %1776[%1775] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1778 = llvm.ptrtoint %1777 : !llvm.ptr to i64
    %1779 = llvm.mlir.constant(64 : index) : i64
    %1780 = llvm.add %1778, %1779 : i64
    %1781 = llvm.call @malloc(%1780) : (i64) -> !llvm.ptr
    %1782 = llvm.ptrtoint %1781 : !llvm.ptr to i64
    %1783 = llvm.mlir.constant(1 : index) : i64
    %1784 = llvm.sub %1779, %1783 : i64
    %1785 = llvm.add %1782, %1784 : i64
    %1786 = llvm.urem %1785, %1779 : i64
    %1787 = llvm.sub %1785, %1786 : i64
    %1788 = llvm.inttoptr %1787 : i64 to !llvm.ptr
    %1789 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1790 = llvm.insertvalue %1781, %1789[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1791 = llvm.insertvalue %1788, %1790[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1792 = llvm.mlir.constant(0 : index) : i64
    %1793 = llvm.insertvalue %1792, %1791[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1794 = llvm.insertvalue %1771, %1793[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1795 = llvm.insertvalue %1772, %1794[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1796 = llvm.insertvalue %1773, %1795[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1797 = llvm.insertvalue %1772, %1796[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1798 = llvm.insertvalue %1773, %1797[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1799 = llvm.insertvalue %1774, %1798[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb295(%16 : i64)
  ^bb295(%1800: i64):  // 2 preds: ^bb294, ^bb302
    %1801 = llvm.icmp "slt" %1800, %14 : i64
    llvm.cond_br %1801, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%16 : i64)
  ^bb297(%1802: i64):  // 2 preds: ^bb296, ^bb301
    %1803 = llvm.icmp "slt" %1802, %15 : i64
    llvm.cond_br %1803, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%16 : i64)
  ^bb299(%1804: i64):  // 2 preds: ^bb298, ^bb300
    %1805 = llvm.icmp "slt" %1804, %14 : i64
    llvm.cond_br %1805, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %1806 = llvm.extractvalue %995[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1807 = llvm.mlir.constant(8 : index) : i64
    %1808 = llvm.mul %1800, %1807 overflow<nsw, nuw> : i64
    %1809 = llvm.add %1808, %1802 overflow<nsw, nuw> : i64
    %1810 = llvm.add %1809, %1804 overflow<nsw, nuw> : i64
    %1811 = llvm.getelementptr inbounds|nuw %1806[%1810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1812 = llvm.load %1811 : !llvm.ptr -> f32
    %1813 = llvm.extractvalue %1799[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1814 = llvm.mlir.constant(8 : index) : i64
    %1815 = llvm.mul %1800, %1814 overflow<nsw, nuw> : i64
    %1816 = llvm.add %1815, %1802 overflow<nsw, nuw> : i64
    %1817 = llvm.add %1816, %1804 overflow<nsw, nuw> : i64
    %1818 = llvm.getelementptr inbounds|nuw %1813[%1817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1812, %1818 : f32, !llvm.ptr
    %1819 = llvm.add %1804, %14 : i64
    llvm.br ^bb299(%1819 : i64)
  ^bb301:  // pred: ^bb299
    %1820 = llvm.add %1802, %14 : i64
    llvm.br ^bb297(%1820 : i64)
  ^bb302:  // pred: ^bb297
    %1821 = llvm.add %1800, %14 : i64
    llvm.br ^bb295(%1821 : i64)
  ^bb303:  // pred: ^bb295
    llvm.br ^bb304(%16 : i64)
  ^bb304(%1822: i64):  // 2 preds: ^bb303, ^bb311
    %1823 = llvm.icmp "slt" %1822, %14 : i64
    llvm.cond_br %1823, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%16 : i64)
  ^bb306(%1824: i64):  // 2 preds: ^bb305, ^bb310
    %1825 = llvm.icmp "slt" %1824, %15 : i64
    llvm.cond_br %1825, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%16 : i64)
  ^bb308(%1826: i64):  // 2 preds: ^bb307, ^bb309
    %1827 = llvm.icmp "slt" %1826, %13 : i64
    llvm.cond_br %1827, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %1828 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1829 = llvm.mlir.constant(256 : index) : i64
    %1830 = llvm.mul %1822, %1829 overflow<nsw, nuw> : i64
    %1831 = llvm.mlir.constant(32 : index) : i64
    %1832 = llvm.mul %1824, %1831 overflow<nsw, nuw> : i64
    %1833 = llvm.add %1830, %1832 overflow<nsw, nuw> : i64
    %1834 = llvm.add %1833, %1826 overflow<nsw, nuw> : i64
    %1835 = llvm.getelementptr inbounds|nuw %1828[%1834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1836 = llvm.load %1835 : !llvm.ptr -> f32
    %1837 = llvm.extractvalue %1799[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1838 = llvm.mlir.constant(8 : index) : i64
    %1839 = llvm.mul %1822, %1838 overflow<nsw, nuw> : i64
    %1840 = llvm.add %1839, %1824 overflow<nsw, nuw> : i64
    %1841 = llvm.add %1840, %16 overflow<nsw, nuw> : i64
    %1842 = llvm.getelementptr inbounds|nuw %1837[%1841] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1843 = llvm.load %1842 : !llvm.ptr -> f32
    %1844 = llvm.fmul %1836, %1836 : f32
    %1845 = llvm.fadd %1844, %1843 : f32
    %1846 = llvm.extractvalue %1799[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1847 = llvm.mlir.constant(8 : index) : i64
    %1848 = llvm.mul %1822, %1847 overflow<nsw, nuw> : i64
    %1849 = llvm.add %1848, %1824 overflow<nsw, nuw> : i64
    %1850 = llvm.add %1849, %16 overflow<nsw, nuw> : i64
    %1851 = llvm.getelementptr inbounds|nuw %1846[%1850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1845, %1851 : f32, !llvm.ptr
    %1852 = llvm.add %1826, %14 : i64
    llvm.br ^bb308(%1852 : i64)
  ^bb310:  // pred: ^bb308
    %1853 = llvm.add %1824, %14 : i64
    llvm.br ^bb306(%1853 : i64)
  ^bb311:  // pred: ^bb306
    %1854 = llvm.add %1822, %14 : i64
    llvm.br ^bb304(%1854 : i64)
  ^bb312:  // pred: ^bb304
    %1855 = llvm.mlir.constant(1 : index) : i64
    %1856 = llvm.mlir.constant(8 : index) : i64
    %1857 = llvm.mlir.constant(32 : index) : i64
    %1858 = llvm.mlir.constant(1 : index) : i64
    %1859 = llvm.mlir.constant(256 : index) : i64
    %1860 = llvm.mlir.constant(256 : index) : i64
    %1861 = llvm.mlir.zero : !llvm.ptr
    %1862 = llvm.getelementptr %1861[%1860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1863 = llvm.ptrtoint %1862 : !llvm.ptr to i64
    %1864 = llvm.mlir.constant(64 : index) : i64
    %1865 = llvm.add %1863, %1864 : i64
    %1866 = llvm.call @malloc(%1865) : (i64) -> !llvm.ptr
    %1867 = llvm.ptrtoint %1866 : !llvm.ptr to i64
    %1868 = llvm.mlir.constant(1 : index) : i64
    %1869 = llvm.sub %1864, %1868 : i64
    %1870 = llvm.add %1867, %1869 : i64
    %1871 = llvm.urem %1870, %1864 : i64
    %1872 = llvm.sub %1870, %1871 : i64
    %1873 = llvm.inttoptr %1872 : i64 to !llvm.ptr
    %1874 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1875 = llvm.insertvalue %1866, %1874[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1876 = llvm.insertvalue %1873, %1875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1877 = llvm.mlir.constant(0 : index) : i64
    %1878 = llvm.insertvalue %1877, %1876[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1879 = llvm.insertvalue %1855, %1878[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1880 = llvm.insertvalue %1856, %1879[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1881 = llvm.insertvalue %1857, %1880[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1882 = llvm.insertvalue %1859, %1881[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1883 = llvm.insertvalue %1857, %1882[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1884 = llvm.insertvalue %1858, %1883[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb313(%16 : i64)
  ^bb313(%1885: i64):  // 2 preds: ^bb312, ^bb320
    %1886 = llvm.icmp "slt" %1885, %14 : i64
    llvm.cond_br %1886, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%16 : i64)
  ^bb315(%1887: i64):  // 2 preds: ^bb314, ^bb319
    %1888 = llvm.icmp "slt" %1887, %15 : i64
    llvm.cond_br %1888, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%16 : i64)
  ^bb317(%1889: i64):  // 2 preds: ^bb316, ^bb318
    %1890 = llvm.icmp "slt" %1889, %13 : i64
    llvm.cond_br %1890, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %1891 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1892 = llvm.mlir.constant(256 : index) : i64
    %1893 = llvm.mul %1885, %1892 overflow<nsw, nuw> : i64
    %1894 = llvm.mlir.constant(32 : index) : i64
    %1895 = llvm.mul %1887, %1894 overflow<nsw, nuw> : i64
    %1896 = llvm.add %1893, %1895 overflow<nsw, nuw> : i64
    %1897 = llvm.add %1896, %1889 overflow<nsw, nuw> : i64
    %1898 = llvm.getelementptr inbounds|nuw %1891[%1897] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1899 = llvm.load %1898 : !llvm.ptr -> f32
    %1900 = llvm.extractvalue %1799[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1901 = llvm.mlir.constant(8 : index) : i64
    %1902 = llvm.mul %1885, %1901 overflow<nsw, nuw> : i64
    %1903 = llvm.add %1902, %1887 overflow<nsw, nuw> : i64
    %1904 = llvm.add %1903, %16 overflow<nsw, nuw> : i64
    %1905 = llvm.getelementptr inbounds|nuw %1900[%1904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1906 = llvm.load %1905 : !llvm.ptr -> f32
    %1907 = llvm.fdiv %1906, %17 : f32
    %1908 = llvm.fptrunc %24 : f64 to f32
    %1909 = llvm.fadd %1907, %1908 : f32
    %1910 = llvm.intr.sqrt(%1909) : (f32) -> f32
    %1911 = llvm.fdiv %12, %1910 : f32
    %1912 = llvm.fmul %1899, %1911 : f32
    %1913 = llvm.fcmp "olt" %1912, %23 : f32
    %1914 = llvm.uitofp %1913 : i1 to f32
    %1915 = llvm.fmul %1914, %11 : f32
    %1916 = llvm.fadd %1915, %12 : f32
    %1917 = llvm.fmul %1916, %1912 : f32
    %1918 = llvm.fmul %1917, %11 : f32
    %1919 = llvm.fmul %1918, %10 : f32
    %1920 = llvm.intr.exp2(%1919) : (f32) -> f32
    %1921 = llvm.fsub %12, %1920 : f32
    %1922 = llvm.fadd %1920, %12 : f32
    %1923 = llvm.fdiv %1921, %1922 : f32
    %1924 = llvm.fmul %1916, %1923 : f32
    %1925 = llvm.extractvalue %1884[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1926 = llvm.mlir.constant(256 : index) : i64
    %1927 = llvm.mul %1885, %1926 overflow<nsw, nuw> : i64
    %1928 = llvm.mlir.constant(32 : index) : i64
    %1929 = llvm.mul %1887, %1928 overflow<nsw, nuw> : i64
    %1930 = llvm.add %1927, %1929 overflow<nsw, nuw> : i64
    %1931 = llvm.add %1930, %1889 overflow<nsw, nuw> : i64
    %1932 = llvm.getelementptr inbounds|nuw %1925[%1931] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1924, %1932 : f32, !llvm.ptr
    %1933 = llvm.add %1889, %14 : i64
    llvm.br ^bb317(%1933 : i64)
  ^bb319:  // pred: ^bb317
    %1934 = llvm.add %1887, %14 : i64
    llvm.br ^bb315(%1934 : i64)
  ^bb320:  // pred: ^bb315
    %1935 = llvm.add %1885, %14 : i64
    llvm.br ^bb313(%1935 : i64)
  ^bb321:  // pred: ^bb313
    %1936 = llvm.extractvalue %190[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1936) : (!llvm.ptr) -> ()
    %1937 = llvm.extractvalue %250[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1937) : (!llvm.ptr) -> ()
    %1938 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1938) : (!llvm.ptr) -> ()
    %1939 = llvm.extractvalue %454[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1939) : (!llvm.ptr) -> ()
    %1940 = llvm.extractvalue %556[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1940) : (!llvm.ptr) -> ()
    %1941 = llvm.extractvalue %603[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1941) : (!llvm.ptr) -> ()
    %1942 = llvm.extractvalue %716[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1942) : (!llvm.ptr) -> ()
    %1943 = llvm.extractvalue %773[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1943) : (!llvm.ptr) -> ()
    %1944 = llvm.extractvalue %840[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1944) : (!llvm.ptr) -> ()
    %1945 = llvm.extractvalue %930[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1945) : (!llvm.ptr) -> ()
    %1946 = llvm.extractvalue %995[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1946) : (!llvm.ptr) -> ()
    %1947 = llvm.extractvalue %1039[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1947) : (!llvm.ptr) -> ()
    %1948 = llvm.extractvalue %1123[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1948) : (!llvm.ptr) -> ()
    %1949 = llvm.extractvalue %1170[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1949) : (!llvm.ptr) -> ()
    %1950 = llvm.extractvalue %1287[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1950) : (!llvm.ptr) -> ()
    %1951 = llvm.extractvalue %1353[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1951) : (!llvm.ptr) -> ()
    %1952 = llvm.extractvalue %1409[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1952) : (!llvm.ptr) -> ()
    %1953 = llvm.extractvalue %1453[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1953) : (!llvm.ptr) -> ()
    %1954 = llvm.extractvalue %1536[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1954) : (!llvm.ptr) -> ()
    %1955 = llvm.extractvalue %1629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1955) : (!llvm.ptr) -> ()
    %1956 = llvm.extractvalue %1713[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1956) : (!llvm.ptr) -> ()
    %1957 = llvm.extractvalue %1799[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1957) : (!llvm.ptr) -> ()
    llvm.return %1884 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171
