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
    llvm.br ^bb49(%16 : i64)
  ^bb49(%425: i64):  // 2 preds: ^bb48, ^bb59
    %426 = llvm.icmp "slt" %425, %14 : i64
    llvm.cond_br %426, ^bb50, ^bb60
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%16 : i64)
  ^bb51(%427: i64):  // 2 preds: ^bb50, ^bb58
    %428 = llvm.icmp "slt" %427, %15 : i64
    llvm.cond_br %428, ^bb52, ^bb59
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%16 : i64)
  ^bb53(%429: i64):  // 2 preds: ^bb52, ^bb57
    %430 = llvm.icmp "slt" %429, %13 : i64
    llvm.cond_br %430, ^bb54, ^bb58
  ^bb54:  // pred: ^bb53
    llvm.br ^bb55(%16 : i64)
  ^bb55(%431: i64):  // 2 preds: ^bb54, ^bb56
    %432 = llvm.icmp "slt" %431, %13 : i64
    llvm.cond_br %432, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %433 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %434 = llvm.mlir.constant(256 : index) : i64
    %435 = llvm.mul %425, %434 overflow<nsw, nuw> : i64
    %436 = llvm.mlir.constant(32 : index) : i64
    %437 = llvm.mul %427, %436 overflow<nsw, nuw> : i64
    %438 = llvm.add %435, %437 overflow<nsw, nuw> : i64
    %439 = llvm.add %438, %431 overflow<nsw, nuw> : i64
    %440 = llvm.getelementptr inbounds|nuw %433[%439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %441 = llvm.load %440 : !llvm.ptr -> f32
    %442 = llvm.extractvalue %92[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %443 = llvm.mlir.constant(32 : index) : i64
    %444 = llvm.mul %429, %443 overflow<nsw, nuw> : i64
    %445 = llvm.add %444, %431 overflow<nsw, nuw> : i64
    %446 = llvm.getelementptr inbounds|nuw %442[%445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %447 = llvm.load %446 : !llvm.ptr -> f32
    %448 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %449 = llvm.mlir.constant(256 : index) : i64
    %450 = llvm.mul %425, %449 overflow<nsw, nuw> : i64
    %451 = llvm.mlir.constant(32 : index) : i64
    %452 = llvm.mul %427, %451 overflow<nsw, nuw> : i64
    %453 = llvm.add %450, %452 overflow<nsw, nuw> : i64
    %454 = llvm.add %453, %429 overflow<nsw, nuw> : i64
    %455 = llvm.getelementptr inbounds|nuw %448[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %456 = llvm.load %455 : !llvm.ptr -> f32
    %457 = llvm.fmul %441, %447 : f32
    %458 = llvm.fadd %456, %457 : f32
    %459 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %460 = llvm.mlir.constant(256 : index) : i64
    %461 = llvm.mul %425, %460 overflow<nsw, nuw> : i64
    %462 = llvm.mlir.constant(32 : index) : i64
    %463 = llvm.mul %427, %462 overflow<nsw, nuw> : i64
    %464 = llvm.add %461, %463 overflow<nsw, nuw> : i64
    %465 = llvm.add %464, %429 overflow<nsw, nuw> : i64
    %466 = llvm.getelementptr inbounds|nuw %459[%465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %458, %466 : f32, !llvm.ptr
    %467 = llvm.add %431, %14 : i64
    llvm.br ^bb55(%467 : i64)
  ^bb57:  // pred: ^bb55
    %468 = llvm.add %429, %14 : i64
    llvm.br ^bb53(%468 : i64)
  ^bb58:  // pred: ^bb53
    %469 = llvm.add %427, %14 : i64
    llvm.br ^bb51(%469 : i64)
  ^bb59:  // pred: ^bb51
    %470 = llvm.add %425, %14 : i64
    llvm.br ^bb49(%470 : i64)
  ^bb60:  // pred: ^bb49
    %471 = llvm.mlir.constant(1 : index) : i64
    %472 = llvm.mlir.constant(8 : index) : i64
    %473 = llvm.mlir.constant(8 : index) : i64
    %474 = llvm.mlir.constant(1 : index) : i64
    %475 = llvm.mlir.constant(64 : index) : i64
    %476 = llvm.mlir.constant(64 : index) : i64
    %477 = llvm.mlir.zero : !llvm.ptr
    %478 = llvm.getelementptr %477[%476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %479 = llvm.ptrtoint %478 : !llvm.ptr to i64
    %480 = llvm.mlir.constant(64 : index) : i64
    %481 = llvm.add %479, %480 : i64
    %482 = llvm.call @malloc(%481) : (i64) -> !llvm.ptr
    %483 = llvm.ptrtoint %482 : !llvm.ptr to i64
    %484 = llvm.mlir.constant(1 : index) : i64
    %485 = llvm.sub %480, %484 : i64
    %486 = llvm.add %483, %485 : i64
    %487 = llvm.urem %486, %480 : i64
    %488 = llvm.sub %486, %487 : i64
    %489 = llvm.inttoptr %488 : i64 to !llvm.ptr
    %490 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %491 = llvm.insertvalue %482, %490[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %492 = llvm.insertvalue %489, %491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %493 = llvm.mlir.constant(0 : index) : i64
    %494 = llvm.insertvalue %493, %492[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %495 = llvm.insertvalue %471, %494[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %496 = llvm.insertvalue %472, %495[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %497 = llvm.insertvalue %473, %496[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %498 = llvm.insertvalue %475, %497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %499 = llvm.insertvalue %473, %498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %500 = llvm.insertvalue %474, %499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb61(%16 : i64)
  ^bb61(%501: i64):  // 2 preds: ^bb60, ^bb68
    %502 = llvm.icmp "slt" %501, %14 : i64
    llvm.cond_br %502, ^bb62, ^bb69
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%16 : i64)
  ^bb63(%503: i64):  // 2 preds: ^bb62, ^bb67
    %504 = llvm.icmp "slt" %503, %15 : i64
    llvm.cond_br %504, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%16 : i64)
  ^bb65(%505: i64):  // 2 preds: ^bb64, ^bb66
    %506 = llvm.icmp "slt" %505, %15 : i64
    llvm.cond_br %506, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %507 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %508 = llvm.mlir.constant(64 : index) : i64
    %509 = llvm.mul %501, %508 overflow<nsw, nuw> : i64
    %510 = llvm.mlir.constant(8 : index) : i64
    %511 = llvm.mul %503, %510 overflow<nsw, nuw> : i64
    %512 = llvm.add %509, %511 overflow<nsw, nuw> : i64
    %513 = llvm.add %512, %505 overflow<nsw, nuw> : i64
    %514 = llvm.getelementptr inbounds|nuw %507[%513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %514 : f32, !llvm.ptr
    %515 = llvm.add %505, %14 : i64
    llvm.br ^bb65(%515 : i64)
  ^bb67:  // pred: ^bb65
    %516 = llvm.add %503, %14 : i64
    llvm.br ^bb63(%516 : i64)
  ^bb68:  // pred: ^bb63
    %517 = llvm.add %501, %14 : i64
    llvm.br ^bb61(%517 : i64)
  ^bb69:  // pred: ^bb61
    llvm.br ^bb70(%16 : i64)
  ^bb70(%518: i64):  // 2 preds: ^bb69, ^bb80
    %519 = llvm.icmp "slt" %518, %14 : i64
    llvm.cond_br %519, ^bb71, ^bb81
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%16 : i64)
  ^bb72(%520: i64):  // 2 preds: ^bb71, ^bb79
    %521 = llvm.icmp "slt" %520, %15 : i64
    llvm.cond_br %521, ^bb73, ^bb80
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%16 : i64)
  ^bb74(%522: i64):  // 2 preds: ^bb73, ^bb78
    %523 = llvm.icmp "slt" %522, %15 : i64
    llvm.cond_br %523, ^bb75, ^bb79
  ^bb75:  // pred: ^bb74
    llvm.br ^bb76(%16 : i64)
  ^bb76(%524: i64):  // 2 preds: ^bb75, ^bb77
    %525 = llvm.icmp "slt" %524, %13 : i64
    llvm.cond_br %525, ^bb77, ^bb78
  ^bb77:  // pred: ^bb76
    %526 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %527 = llvm.mlir.constant(256 : index) : i64
    %528 = llvm.mul %518, %527 overflow<nsw, nuw> : i64
    %529 = llvm.mlir.constant(32 : index) : i64
    %530 = llvm.mul %520, %529 overflow<nsw, nuw> : i64
    %531 = llvm.add %528, %530 overflow<nsw, nuw> : i64
    %532 = llvm.add %531, %524 overflow<nsw, nuw> : i64
    %533 = llvm.getelementptr inbounds|nuw %526[%532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %534 = llvm.load %533 : !llvm.ptr -> f32
    %535 = llvm.extractvalue %144[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %536 = llvm.getelementptr inbounds|nuw %535[%524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %537 = llvm.load %536 : !llvm.ptr -> f32
    %538 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %539 = llvm.mlir.constant(256 : index) : i64
    %540 = llvm.mul %518, %539 overflow<nsw, nuw> : i64
    %541 = llvm.mlir.constant(32 : index) : i64
    %542 = llvm.mul %522, %541 overflow<nsw, nuw> : i64
    %543 = llvm.add %540, %542 overflow<nsw, nuw> : i64
    %544 = llvm.add %543, %524 overflow<nsw, nuw> : i64
    %545 = llvm.getelementptr inbounds|nuw %538[%544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %546 = llvm.load %545 : !llvm.ptr -> f32
    %547 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %548 = llvm.getelementptr inbounds|nuw %547[%524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %549 = llvm.load %548 : !llvm.ptr -> f32
    %550 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %551 = llvm.mlir.constant(64 : index) : i64
    %552 = llvm.mul %518, %551 overflow<nsw, nuw> : i64
    %553 = llvm.mlir.constant(8 : index) : i64
    %554 = llvm.mul %520, %553 overflow<nsw, nuw> : i64
    %555 = llvm.add %552, %554 overflow<nsw, nuw> : i64
    %556 = llvm.add %555, %522 overflow<nsw, nuw> : i64
    %557 = llvm.getelementptr inbounds|nuw %550[%556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %558 = llvm.load %557 : !llvm.ptr -> f32
    %559 = llvm.fadd %546, %549 : f32
    %560 = llvm.fadd %534, %537 : f32
    %561 = llvm.fmul %560, %559 : f32
    %562 = llvm.fadd %558, %561 : f32
    %563 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %564 = llvm.mlir.constant(64 : index) : i64
    %565 = llvm.mul %518, %564 overflow<nsw, nuw> : i64
    %566 = llvm.mlir.constant(8 : index) : i64
    %567 = llvm.mul %520, %566 overflow<nsw, nuw> : i64
    %568 = llvm.add %565, %567 overflow<nsw, nuw> : i64
    %569 = llvm.add %568, %522 overflow<nsw, nuw> : i64
    %570 = llvm.getelementptr inbounds|nuw %563[%569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %562, %570 : f32, !llvm.ptr
    %571 = llvm.add %524, %14 : i64
    llvm.br ^bb76(%571 : i64)
  ^bb78:  // pred: ^bb76
    %572 = llvm.add %522, %14 : i64
    llvm.br ^bb74(%572 : i64)
  ^bb79:  // pred: ^bb74
    %573 = llvm.add %520, %14 : i64
    llvm.br ^bb72(%573 : i64)
  ^bb80:  // pred: ^bb72
    %574 = llvm.add %518, %14 : i64
    llvm.br ^bb70(%574 : i64)
  ^bb81:  // pred: ^bb70
    llvm.br ^bb82(%16 : i64)
  ^bb82(%575: i64):  // 2 preds: ^bb81, ^bb89
    %576 = llvm.icmp "slt" %575, %14 : i64
    llvm.cond_br %576, ^bb83, ^bb90
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%16 : i64)
  ^bb84(%577: i64):  // 2 preds: ^bb83, ^bb88
    %578 = llvm.icmp "slt" %577, %15 : i64
    llvm.cond_br %578, ^bb85, ^bb89
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%16 : i64)
  ^bb86(%579: i64):  // 2 preds: ^bb85, ^bb87
    %580 = llvm.icmp "slt" %579, %15 : i64
    llvm.cond_br %580, ^bb87, ^bb88
  ^bb87:  // pred: ^bb86
    %581 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %582 = llvm.mlir.constant(64 : index) : i64
    %583 = llvm.mul %575, %582 overflow<nsw, nuw> : i64
    %584 = llvm.mlir.constant(8 : index) : i64
    %585 = llvm.mul %577, %584 overflow<nsw, nuw> : i64
    %586 = llvm.add %583, %585 overflow<nsw, nuw> : i64
    %587 = llvm.add %586, %579 overflow<nsw, nuw> : i64
    %588 = llvm.getelementptr inbounds|nuw %581[%587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %589 = llvm.load %588 : !llvm.ptr -> f32
    %590 = llvm.fptrunc %19 : f64 to f32
    %591 = llvm.fmul %589, %590 : f32
    %592 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %593 = llvm.mlir.constant(64 : index) : i64
    %594 = llvm.mul %575, %593 overflow<nsw, nuw> : i64
    %595 = llvm.mlir.constant(8 : index) : i64
    %596 = llvm.mul %577, %595 overflow<nsw, nuw> : i64
    %597 = llvm.add %594, %596 overflow<nsw, nuw> : i64
    %598 = llvm.add %597, %579 overflow<nsw, nuw> : i64
    %599 = llvm.getelementptr inbounds|nuw %592[%598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %591, %599 : f32, !llvm.ptr
    %600 = llvm.add %579, %14 : i64
    llvm.br ^bb86(%600 : i64)
  ^bb88:  // pred: ^bb86
    %601 = llvm.add %577, %14 : i64
    llvm.br ^bb84(%601 : i64)
  ^bb89:  // pred: ^bb84
    %602 = llvm.add %575, %14 : i64
    llvm.br ^bb82(%602 : i64)
  ^bb90:  // pred: ^bb82
    %603 = llvm.mlir.constant(1 : index) : i64
    %604 = llvm.mlir.constant(8 : index) : i64
    %605 = llvm.mlir.constant(1 : index) : i64
    %606 = llvm.mlir.constant(1 : index) : i64
    %607 = llvm.mlir.constant(8 : index) : i64
    %608 = llvm.mlir.zero : !llvm.ptr
    %609 = llvm.getelementptr %608[%607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %610 = llvm.ptrtoint %609 : !llvm.ptr to i64
    %611 = llvm.mlir.constant(64 : index) : i64
    %612 = llvm.add %610, %611 : i64
    %613 = llvm.call @malloc(%612) : (i64) -> !llvm.ptr
    %614 = llvm.ptrtoint %613 : !llvm.ptr to i64
    %615 = llvm.mlir.constant(1 : index) : i64
    %616 = llvm.sub %611, %615 : i64
    %617 = llvm.add %614, %616 : i64
    %618 = llvm.urem %617, %611 : i64
    %619 = llvm.sub %617, %618 : i64
    %620 = llvm.inttoptr %619 : i64 to !llvm.ptr
    %621 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %622 = llvm.insertvalue %613, %621[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %623 = llvm.insertvalue %620, %622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %624 = llvm.mlir.constant(0 : index) : i64
    %625 = llvm.insertvalue %624, %623[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %626 = llvm.insertvalue %603, %625[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %627 = llvm.insertvalue %604, %626[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %628 = llvm.insertvalue %605, %627[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %629 = llvm.insertvalue %604, %628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %630 = llvm.insertvalue %605, %629[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %631 = llvm.insertvalue %606, %630[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb91(%16 : i64)
  ^bb91(%632: i64):  // 2 preds: ^bb90, ^bb98
    %633 = llvm.icmp "slt" %632, %14 : i64
    llvm.cond_br %633, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%16 : i64)
  ^bb93(%634: i64):  // 2 preds: ^bb92, ^bb97
    %635 = llvm.icmp "slt" %634, %15 : i64
    llvm.cond_br %635, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%16 : i64)
  ^bb95(%636: i64):  // 2 preds: ^bb94, ^bb96
    %637 = llvm.icmp "slt" %636, %14 : i64
    llvm.cond_br %637, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %638 = llvm.extractvalue %631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %639 = llvm.mlir.constant(8 : index) : i64
    %640 = llvm.mul %632, %639 overflow<nsw, nuw> : i64
    %641 = llvm.add %640, %634 overflow<nsw, nuw> : i64
    %642 = llvm.add %641, %636 overflow<nsw, nuw> : i64
    %643 = llvm.getelementptr inbounds|nuw %638[%642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %643 : f32, !llvm.ptr
    %644 = llvm.add %636, %14 : i64
    llvm.br ^bb95(%644 : i64)
  ^bb97:  // pred: ^bb95
    %645 = llvm.add %634, %14 : i64
    llvm.br ^bb93(%645 : i64)
  ^bb98:  // pred: ^bb93
    %646 = llvm.add %632, %14 : i64
    llvm.br ^bb91(%646 : i64)
  ^bb99:  // pred: ^bb91
    %647 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %648 = llvm.extractvalue %500[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %649 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %650 = llvm.insertvalue %648, %647[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %651 = llvm.insertvalue %649, %650[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %652 = llvm.mlir.constant(0 : index) : i64
    %653 = llvm.insertvalue %652, %651[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %654 = llvm.mlir.constant(1 : index) : i64
    %655 = llvm.insertvalue %654, %653[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %656 = llvm.mlir.constant(64 : index) : i64
    %657 = llvm.insertvalue %656, %655[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %658 = llvm.mlir.constant(8 : index) : i64
    %659 = llvm.insertvalue %658, %657[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %660 = llvm.mlir.constant(8 : index) : i64
    %661 = llvm.insertvalue %660, %659[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %662 = llvm.mlir.constant(1 : index) : i64
    %663 = llvm.insertvalue %662, %661[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %664 = llvm.mlir.constant(8 : index) : i64
    %665 = llvm.insertvalue %664, %663[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %666 = llvm.mlir.constant(8 : index) : i64
    %667 = llvm.insertvalue %666, %665[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %668 = llvm.mlir.constant(1 : index) : i64
    %669 = llvm.insertvalue %668, %667[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb100(%16 : i64)
  ^bb100(%670: i64):  // 2 preds: ^bb99, ^bb110
    %671 = llvm.icmp "slt" %670, %14 : i64
    llvm.cond_br %671, ^bb101, ^bb111
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%16 : i64)
  ^bb102(%672: i64):  // 2 preds: ^bb101, ^bb109
    %673 = llvm.icmp "slt" %672, %15 : i64
    llvm.cond_br %673, ^bb103, ^bb110
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%16 : i64)
  ^bb104(%674: i64):  // 2 preds: ^bb103, ^bb108
    %675 = llvm.icmp "slt" %674, %14 : i64
    llvm.cond_br %675, ^bb105, ^bb109
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%16 : i64)
  ^bb106(%676: i64):  // 2 preds: ^bb105, ^bb107
    %677 = llvm.icmp "slt" %676, %15 : i64
    llvm.cond_br %677, ^bb107, ^bb108
  ^bb107:  // pred: ^bb106
    %678 = llvm.extractvalue %669[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %679 = llvm.mlir.constant(64 : index) : i64
    %680 = llvm.mul %670, %679 overflow<nsw, nuw> : i64
    %681 = llvm.mlir.constant(8 : index) : i64
    %682 = llvm.mul %672, %681 overflow<nsw, nuw> : i64
    %683 = llvm.add %680, %682 overflow<nsw, nuw> : i64
    %684 = llvm.mlir.constant(8 : index) : i64
    %685 = llvm.mul %674, %684 overflow<nsw, nuw> : i64
    %686 = llvm.add %683, %685 overflow<nsw, nuw> : i64
    %687 = llvm.add %686, %676 overflow<nsw, nuw> : i64
    %688 = llvm.getelementptr inbounds|nuw %678[%687] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %689 = llvm.load %688 : !llvm.ptr -> f32
    %690 = llvm.extractvalue %631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %691 = llvm.mlir.constant(8 : index) : i64
    %692 = llvm.mul %670, %691 overflow<nsw, nuw> : i64
    %693 = llvm.add %692, %672 overflow<nsw, nuw> : i64
    %694 = llvm.add %693, %674 overflow<nsw, nuw> : i64
    %695 = llvm.getelementptr inbounds|nuw %690[%694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %696 = llvm.load %695 : !llvm.ptr -> f32
    %697 = llvm.intr.maximum(%689, %696) : (f32, f32) -> f32
    %698 = llvm.extractvalue %631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %699 = llvm.mlir.constant(8 : index) : i64
    %700 = llvm.mul %670, %699 overflow<nsw, nuw> : i64
    %701 = llvm.add %700, %672 overflow<nsw, nuw> : i64
    %702 = llvm.add %701, %674 overflow<nsw, nuw> : i64
    %703 = llvm.getelementptr inbounds|nuw %698[%702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %697, %703 : f32, !llvm.ptr
    %704 = llvm.add %676, %14 : i64
    llvm.br ^bb106(%704 : i64)
  ^bb108:  // pred: ^bb106
    %705 = llvm.add %674, %14 : i64
    llvm.br ^bb104(%705 : i64)
  ^bb109:  // pred: ^bb104
    %706 = llvm.add %672, %14 : i64
    llvm.br ^bb102(%706 : i64)
  ^bb110:  // pred: ^bb102
    %707 = llvm.add %670, %14 : i64
    llvm.br ^bb100(%707 : i64)
  ^bb111:  // pred: ^bb100
    llvm.br ^bb112(%16 : i64)
  ^bb112(%708: i64):  // 2 preds: ^bb111, ^bb119
    %709 = llvm.icmp "slt" %708, %14 : i64
    llvm.cond_br %709, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%16 : i64)
  ^bb114(%710: i64):  // 2 preds: ^bb113, ^bb118
    %711 = llvm.icmp "slt" %710, %15 : i64
    llvm.cond_br %711, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%16 : i64)
  ^bb116(%712: i64):  // 2 preds: ^bb115, ^bb117
    %713 = llvm.icmp "slt" %712, %15 : i64
    llvm.cond_br %713, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %714 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %715 = llvm.mlir.constant(64 : index) : i64
    %716 = llvm.mul %708, %715 overflow<nsw, nuw> : i64
    %717 = llvm.mlir.constant(8 : index) : i64
    %718 = llvm.mul %710, %717 overflow<nsw, nuw> : i64
    %719 = llvm.add %716, %718 overflow<nsw, nuw> : i64
    %720 = llvm.add %719, %712 overflow<nsw, nuw> : i64
    %721 = llvm.getelementptr inbounds|nuw %714[%720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %722 = llvm.load %721 : !llvm.ptr -> f32
    %723 = llvm.extractvalue %631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %724 = llvm.mlir.constant(8 : index) : i64
    %725 = llvm.mul %708, %724 overflow<nsw, nuw> : i64
    %726 = llvm.add %725, %710 overflow<nsw, nuw> : i64
    %727 = llvm.add %726, %16 overflow<nsw, nuw> : i64
    %728 = llvm.getelementptr inbounds|nuw %723[%727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %729 = llvm.load %728 : !llvm.ptr -> f32
    %730 = llvm.fsub %722, %729 : f32
    %731 = llvm.fmul %730, %10 : f32
    %732 = llvm.intr.exp2(%731) : (f32) -> f32
    %733 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %734 = llvm.mlir.constant(64 : index) : i64
    %735 = llvm.mul %708, %734 overflow<nsw, nuw> : i64
    %736 = llvm.mlir.constant(8 : index) : i64
    %737 = llvm.mul %710, %736 overflow<nsw, nuw> : i64
    %738 = llvm.add %735, %737 overflow<nsw, nuw> : i64
    %739 = llvm.add %738, %712 overflow<nsw, nuw> : i64
    %740 = llvm.getelementptr inbounds|nuw %733[%739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %732, %740 : f32, !llvm.ptr
    %741 = llvm.add %712, %14 : i64
    llvm.br ^bb116(%741 : i64)
  ^bb118:  // pred: ^bb116
    %742 = llvm.add %710, %14 : i64
    llvm.br ^bb114(%742 : i64)
  ^bb119:  // pred: ^bb114
    %743 = llvm.add %708, %14 : i64
    llvm.br ^bb112(%743 : i64)
  ^bb120:  // pred: ^bb112
    %744 = llvm.mlir.constant(1 : index) : i64
    %745 = llvm.mlir.constant(8 : index) : i64
    %746 = llvm.mlir.constant(1 : index) : i64
    %747 = llvm.mlir.constant(1 : index) : i64
    %748 = llvm.mlir.constant(8 : index) : i64
    %749 = llvm.mlir.zero : !llvm.ptr
    %750 = llvm.getelementptr %749[%748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %751 = llvm.ptrtoint %750 : !llvm.ptr to i64
    %752 = llvm.mlir.constant(64 : index) : i64
    %753 = llvm.add %751, %752 : i64
    %754 = llvm.call @malloc(%753) : (i64) -> !llvm.ptr
    %755 = llvm.ptrtoint %754 : !llvm.ptr to i64
    %756 = llvm.mlir.constant(1 : index) : i64
    %757 = llvm.sub %752, %756 : i64
    %758 = llvm.add %755, %757 : i64
    %759 = llvm.urem %758, %752 : i64
    %760 = llvm.sub %758, %759 : i64
    %761 = llvm.inttoptr %760 : i64 to !llvm.ptr
    %762 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %763 = llvm.insertvalue %754, %762[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %764 = llvm.insertvalue %761, %763[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %765 = llvm.mlir.constant(0 : index) : i64
    %766 = llvm.insertvalue %765, %764[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %767 = llvm.insertvalue %744, %766[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %768 = llvm.insertvalue %745, %767[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %769 = llvm.insertvalue %746, %768[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %770 = llvm.insertvalue %745, %769[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %771 = llvm.insertvalue %746, %770[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %772 = llvm.insertvalue %747, %771[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb121(%16 : i64)
  ^bb121(%773: i64):  // 2 preds: ^bb120, ^bb128
    %774 = llvm.icmp "slt" %773, %14 : i64
    llvm.cond_br %774, ^bb122, ^bb129
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%16 : i64)
  ^bb123(%775: i64):  // 2 preds: ^bb122, ^bb127
    %776 = llvm.icmp "slt" %775, %15 : i64
    llvm.cond_br %776, ^bb124, ^bb128
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%16 : i64)
  ^bb125(%777: i64):  // 2 preds: ^bb124, ^bb126
    %778 = llvm.icmp "slt" %777, %14 : i64
    llvm.cond_br %778, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %779 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %780 = llvm.mlir.constant(8 : index) : i64
    %781 = llvm.mul %773, %780 overflow<nsw, nuw> : i64
    %782 = llvm.add %781, %775 overflow<nsw, nuw> : i64
    %783 = llvm.add %782, %777 overflow<nsw, nuw> : i64
    %784 = llvm.getelementptr inbounds|nuw %779[%783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %784 : f32, !llvm.ptr
    %785 = llvm.add %777, %14 : i64
    llvm.br ^bb125(%785 : i64)
  ^bb127:  // pred: ^bb125
    %786 = llvm.add %775, %14 : i64
    llvm.br ^bb123(%786 : i64)
  ^bb128:  // pred: ^bb123
    %787 = llvm.add %773, %14 : i64
    llvm.br ^bb121(%787 : i64)
  ^bb129:  // pred: ^bb121
    %788 = llvm.mlir.constant(1 : index) : i64
    %789 = llvm.mlir.constant(8 : index) : i64
    %790 = llvm.mlir.constant(1 : index) : i64
    %791 = llvm.mlir.constant(1 : index) : i64
    %792 = llvm.mlir.constant(8 : index) : i64
    %793 = llvm.mlir.zero : !llvm.ptr
    %794 = llvm.getelementptr %793[%792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %795 = llvm.ptrtoint %794 : !llvm.ptr to i64
    %796 = llvm.mlir.constant(64 : index) : i64
    %797 = llvm.add %795, %796 : i64
    %798 = llvm.call @malloc(%797) : (i64) -> !llvm.ptr
    %799 = llvm.ptrtoint %798 : !llvm.ptr to i64
    %800 = llvm.mlir.constant(1 : index) : i64
    %801 = llvm.sub %796, %800 : i64
    %802 = llvm.add %799, %801 : i64
    %803 = llvm.urem %802, %796 : i64
    %804 = llvm.sub %802, %803 : i64
    %805 = llvm.inttoptr %804 : i64 to !llvm.ptr
    %806 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %807 = llvm.insertvalue %798, %806[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %808 = llvm.insertvalue %805, %807[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %809 = llvm.mlir.constant(0 : index) : i64
    %810 = llvm.insertvalue %809, %808[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %811 = llvm.insertvalue %788, %810[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %812 = llvm.insertvalue %789, %811[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %813 = llvm.insertvalue %790, %812[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %814 = llvm.insertvalue %789, %813[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %815 = llvm.insertvalue %790, %814[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %816 = llvm.insertvalue %791, %815[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb130(%16 : i64)
  ^bb130(%817: i64):  // 2 preds: ^bb129, ^bb137
    %818 = llvm.icmp "slt" %817, %14 : i64
    llvm.cond_br %818, ^bb131, ^bb138
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%16 : i64)
  ^bb132(%819: i64):  // 2 preds: ^bb131, ^bb136
    %820 = llvm.icmp "slt" %819, %15 : i64
    llvm.cond_br %820, ^bb133, ^bb137
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%16 : i64)
  ^bb134(%821: i64):  // 2 preds: ^bb133, ^bb135
    %822 = llvm.icmp "slt" %821, %14 : i64
    llvm.cond_br %822, ^bb135, ^bb136
  ^bb135:  // pred: ^bb134
    %823 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %824 = llvm.mlir.constant(8 : index) : i64
    %825 = llvm.mul %817, %824 overflow<nsw, nuw> : i64
    %826 = llvm.add %825, %819 overflow<nsw, nuw> : i64
    %827 = llvm.add %826, %821 overflow<nsw, nuw> : i64
    %828 = llvm.getelementptr inbounds|nuw %823[%827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %829 = llvm.load %828 : !llvm.ptr -> f32
    %830 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.mlir.constant(8 : index) : i64
    %832 = llvm.mul %817, %831 overflow<nsw, nuw> : i64
    %833 = llvm.add %832, %819 overflow<nsw, nuw> : i64
    %834 = llvm.add %833, %821 overflow<nsw, nuw> : i64
    %835 = llvm.getelementptr inbounds|nuw %830[%834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %829, %835 : f32, !llvm.ptr
    %836 = llvm.add %821, %14 : i64
    llvm.br ^bb134(%836 : i64)
  ^bb136:  // pred: ^bb134
    %837 = llvm.add %819, %14 : i64
    llvm.br ^bb132(%837 : i64)
  ^bb137:  // pred: ^bb132
    %838 = llvm.add %817, %14 : i64
    llvm.br ^bb130(%838 : i64)
  ^bb138:  // pred: ^bb130
    llvm.br ^bb139(%16 : i64)
  ^bb139(%839: i64):  // 2 preds: ^bb138, ^bb146
    %840 = llvm.icmp "slt" %839, %14 : i64
    llvm.cond_br %840, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%16 : i64)
  ^bb141(%841: i64):  // 2 preds: ^bb140, ^bb145
    %842 = llvm.icmp "slt" %841, %15 : i64
    llvm.cond_br %842, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%16 : i64)
  ^bb143(%843: i64):  // 2 preds: ^bb142, ^bb144
    %844 = llvm.icmp "slt" %843, %15 : i64
    llvm.cond_br %844, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %845 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %846 = llvm.mlir.constant(64 : index) : i64
    %847 = llvm.mul %839, %846 overflow<nsw, nuw> : i64
    %848 = llvm.mlir.constant(8 : index) : i64
    %849 = llvm.mul %841, %848 overflow<nsw, nuw> : i64
    %850 = llvm.add %847, %849 overflow<nsw, nuw> : i64
    %851 = llvm.add %850, %843 overflow<nsw, nuw> : i64
    %852 = llvm.getelementptr inbounds|nuw %845[%851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %853 = llvm.load %852 : !llvm.ptr -> f32
    %854 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %855 = llvm.mlir.constant(8 : index) : i64
    %856 = llvm.mul %839, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %841 overflow<nsw, nuw> : i64
    %858 = llvm.add %857, %16 overflow<nsw, nuw> : i64
    %859 = llvm.getelementptr inbounds|nuw %854[%858] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %860 = llvm.load %859 : !llvm.ptr -> f32
    %861 = llvm.fadd %853, %860 : f32
    %862 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %863 = llvm.mlir.constant(8 : index) : i64
    %864 = llvm.mul %839, %863 overflow<nsw, nuw> : i64
    %865 = llvm.add %864, %841 overflow<nsw, nuw> : i64
    %866 = llvm.add %865, %16 overflow<nsw, nuw> : i64
    %867 = llvm.getelementptr inbounds|nuw %862[%866] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %861, %867 : f32, !llvm.ptr
    %868 = llvm.add %843, %14 : i64
    llvm.br ^bb143(%868 : i64)
  ^bb145:  // pred: ^bb143
    %869 = llvm.add %841, %14 : i64
    llvm.br ^bb141(%869 : i64)
  ^bb146:  // pred: ^bb141
    %870 = llvm.add %839, %14 : i64
    llvm.br ^bb139(%870 : i64)
  ^bb147:  // pred: ^bb139
    %871 = llvm.mlir.constant(1 : index) : i64
    %872 = llvm.mlir.constant(8 : index) : i64
    %873 = llvm.mlir.constant(32 : index) : i64
    %874 = llvm.mlir.constant(1 : index) : i64
    %875 = llvm.mlir.constant(256 : index) : i64
    %876 = llvm.mlir.constant(256 : index) : i64
    %877 = llvm.mlir.zero : !llvm.ptr
    %878 = llvm.getelementptr %877[%876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %879 = llvm.ptrtoint %878 : !llvm.ptr to i64
    %880 = llvm.mlir.constant(64 : index) : i64
    %881 = llvm.add %879, %880 : i64
    %882 = llvm.call @malloc(%881) : (i64) -> !llvm.ptr
    %883 = llvm.ptrtoint %882 : !llvm.ptr to i64
    %884 = llvm.mlir.constant(1 : index) : i64
    %885 = llvm.sub %880, %884 : i64
    %886 = llvm.add %883, %885 : i64
    %887 = llvm.urem %886, %880 : i64
    %888 = llvm.sub %886, %887 : i64
    %889 = llvm.inttoptr %888 : i64 to !llvm.ptr
    %890 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %891 = llvm.insertvalue %882, %890[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %892 = llvm.insertvalue %889, %891[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %893 = llvm.mlir.constant(0 : index) : i64
    %894 = llvm.insertvalue %893, %892[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %895 = llvm.insertvalue %871, %894[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %896 = llvm.insertvalue %872, %895[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %897 = llvm.insertvalue %873, %896[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %898 = llvm.insertvalue %875, %897[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %899 = llvm.insertvalue %873, %898[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %900 = llvm.insertvalue %874, %899[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb148(%16 : i64)
  ^bb148(%901: i64):  // 2 preds: ^bb147, ^bb155
    %902 = llvm.icmp "slt" %901, %14 : i64
    llvm.cond_br %902, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%16 : i64)
  ^bb150(%903: i64):  // 2 preds: ^bb149, ^bb154
    %904 = llvm.icmp "slt" %903, %15 : i64
    llvm.cond_br %904, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%16 : i64)
  ^bb152(%905: i64):  // 2 preds: ^bb151, ^bb153
    %906 = llvm.icmp "slt" %905, %13 : i64
    llvm.cond_br %906, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %907 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %908 = llvm.mlir.constant(256 : index) : i64
    %909 = llvm.mul %901, %908 overflow<nsw, nuw> : i64
    %910 = llvm.mlir.constant(32 : index) : i64
    %911 = llvm.mul %903, %910 overflow<nsw, nuw> : i64
    %912 = llvm.add %909, %911 overflow<nsw, nuw> : i64
    %913 = llvm.add %912, %905 overflow<nsw, nuw> : i64
    %914 = llvm.getelementptr inbounds|nuw %907[%913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %914 : f32, !llvm.ptr
    %915 = llvm.add %905, %14 : i64
    llvm.br ^bb152(%915 : i64)
  ^bb154:  // pred: ^bb152
    %916 = llvm.add %903, %14 : i64
    llvm.br ^bb150(%916 : i64)
  ^bb155:  // pred: ^bb150
    %917 = llvm.add %901, %14 : i64
    llvm.br ^bb148(%917 : i64)
  ^bb156:  // pred: ^bb148
    llvm.br ^bb157(%16 : i64)
  ^bb157(%918: i64):  // 2 preds: ^bb156, ^bb167
    %919 = llvm.icmp "slt" %918, %14 : i64
    llvm.cond_br %919, ^bb158, ^bb168
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%16 : i64)
  ^bb159(%920: i64):  // 2 preds: ^bb158, ^bb166
    %921 = llvm.icmp "slt" %920, %15 : i64
    llvm.cond_br %921, ^bb160, ^bb167
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%16 : i64)
  ^bb161(%922: i64):  // 2 preds: ^bb160, ^bb165
    %923 = llvm.icmp "slt" %922, %13 : i64
    llvm.cond_br %923, ^bb162, ^bb166
  ^bb162:  // pred: ^bb161
    llvm.br ^bb163(%16 : i64)
  ^bb163(%924: i64):  // 2 preds: ^bb162, ^bb164
    %925 = llvm.icmp "slt" %924, %15 : i64
    llvm.cond_br %925, ^bb164, ^bb165
  ^bb164:  // pred: ^bb163
    %926 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %927 = llvm.mlir.constant(64 : index) : i64
    %928 = llvm.mul %918, %927 overflow<nsw, nuw> : i64
    %929 = llvm.mlir.constant(8 : index) : i64
    %930 = llvm.mul %920, %929 overflow<nsw, nuw> : i64
    %931 = llvm.add %928, %930 overflow<nsw, nuw> : i64
    %932 = llvm.add %931, %924 overflow<nsw, nuw> : i64
    %933 = llvm.getelementptr inbounds|nuw %926[%932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %934 = llvm.load %933 : !llvm.ptr -> f32
    %935 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %936 = llvm.mlir.constant(8 : index) : i64
    %937 = llvm.mul %918, %936 overflow<nsw, nuw> : i64
    %938 = llvm.add %937, %920 overflow<nsw, nuw> : i64
    %939 = llvm.add %938, %16 overflow<nsw, nuw> : i64
    %940 = llvm.getelementptr inbounds|nuw %935[%939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %941 = llvm.load %940 : !llvm.ptr -> f32
    %942 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %943 = llvm.mlir.constant(256 : index) : i64
    %944 = llvm.mul %918, %943 overflow<nsw, nuw> : i64
    %945 = llvm.mlir.constant(32 : index) : i64
    %946 = llvm.mul %924, %945 overflow<nsw, nuw> : i64
    %947 = llvm.add %944, %946 overflow<nsw, nuw> : i64
    %948 = llvm.add %947, %922 overflow<nsw, nuw> : i64
    %949 = llvm.getelementptr inbounds|nuw %942[%948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %950 = llvm.load %949 : !llvm.ptr -> f32
    %951 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %952 = llvm.getelementptr inbounds|nuw %951[%922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %953 = llvm.load %952 : !llvm.ptr -> f32
    %954 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %955 = llvm.mlir.constant(256 : index) : i64
    %956 = llvm.mul %918, %955 overflow<nsw, nuw> : i64
    %957 = llvm.mlir.constant(32 : index) : i64
    %958 = llvm.mul %920, %957 overflow<nsw, nuw> : i64
    %959 = llvm.add %956, %958 overflow<nsw, nuw> : i64
    %960 = llvm.add %959, %922 overflow<nsw, nuw> : i64
    %961 = llvm.getelementptr inbounds|nuw %954[%960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %962 = llvm.load %961 : !llvm.ptr -> f32
    %963 = llvm.fadd %950, %953 : f32
    %964 = llvm.fdiv %934, %941 : f32
    %965 = llvm.fmul %964, %963 : f32
    %966 = llvm.fadd %962, %965 : f32
    %967 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.mlir.constant(256 : index) : i64
    %969 = llvm.mul %918, %968 overflow<nsw, nuw> : i64
    %970 = llvm.mlir.constant(32 : index) : i64
    %971 = llvm.mul %920, %970 overflow<nsw, nuw> : i64
    %972 = llvm.add %969, %971 overflow<nsw, nuw> : i64
    %973 = llvm.add %972, %922 overflow<nsw, nuw> : i64
    %974 = llvm.getelementptr inbounds|nuw %967[%973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %966, %974 : f32, !llvm.ptr
    %975 = llvm.add %924, %14 : i64
    llvm.br ^bb163(%975 : i64)
  ^bb165:  // pred: ^bb163
    %976 = llvm.add %922, %14 : i64
    llvm.br ^bb161(%976 : i64)
  ^bb166:  // pred: ^bb161
    %977 = llvm.add %920, %14 : i64
    llvm.br ^bb159(%977 : i64)
  ^bb167:  // pred: ^bb159
    %978 = llvm.add %918, %14 : i64
    llvm.br ^bb157(%978 : i64)
  ^bb168:  // pred: ^bb157
    llvm.br ^bb169(%16 : i64)
  ^bb169(%979: i64):  // 2 preds: ^bb168, ^bb176
    %980 = llvm.icmp "slt" %979, %14 : i64
    llvm.cond_br %980, ^bb170, ^bb177
  ^bb170:  // pred: ^bb169
    llvm.br ^bb171(%16 : i64)
  ^bb171(%981: i64):  // 2 preds: ^bb170, ^bb175
    %982 = llvm.icmp "slt" %981, %15 : i64
    llvm.cond_br %982, ^bb172, ^bb176
  ^bb172:  // pred: ^bb171
    llvm.br ^bb173(%16 : i64)
  ^bb173(%983: i64):  // 2 preds: ^bb172, ^bb174
    %984 = llvm.icmp "slt" %983, %13 : i64
    llvm.cond_br %984, ^bb174, ^bb175
  ^bb174:  // pred: ^bb173
    %985 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %986 = llvm.mlir.constant(256 : index) : i64
    %987 = llvm.mul %979, %986 overflow<nsw, nuw> : i64
    %988 = llvm.mlir.constant(32 : index) : i64
    %989 = llvm.mul %981, %988 overflow<nsw, nuw> : i64
    %990 = llvm.add %987, %989 overflow<nsw, nuw> : i64
    %991 = llvm.add %990, %983 overflow<nsw, nuw> : i64
    %992 = llvm.getelementptr inbounds|nuw %985[%991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %993 = llvm.load %992 : !llvm.ptr -> f32
    %994 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %995 = llvm.mlir.constant(256 : index) : i64
    %996 = llvm.mul %979, %995 overflow<nsw, nuw> : i64
    %997 = llvm.mlir.constant(32 : index) : i64
    %998 = llvm.mul %981, %997 overflow<nsw, nuw> : i64
    %999 = llvm.add %996, %998 overflow<nsw, nuw> : i64
    %1000 = llvm.add %999, %983 overflow<nsw, nuw> : i64
    %1001 = llvm.getelementptr inbounds|nuw %994[%1000] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1002 = llvm.load %1001 : !llvm.ptr -> f32
    %1003 = llvm.fadd %993, %1002 : f32
    %1004 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1005 = llvm.mlir.constant(256 : index) : i64
    %1006 = llvm.mul %979, %1005 overflow<nsw, nuw> : i64
    %1007 = llvm.mlir.constant(32 : index) : i64
    %1008 = llvm.mul %981, %1007 overflow<nsw, nuw> : i64
    %1009 = llvm.add %1006, %1008 overflow<nsw, nuw> : i64
    %1010 = llvm.add %1009, %983 overflow<nsw, nuw> : i64
    %1011 = llvm.getelementptr inbounds|nuw %1004[%1010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1003, %1011 : f32, !llvm.ptr
    %1012 = llvm.add %983, %14 : i64
    llvm.br ^bb173(%1012 : i64)
  ^bb175:  // pred: ^bb173
    %1013 = llvm.add %981, %14 : i64
    llvm.br ^bb171(%1013 : i64)
  ^bb176:  // pred: ^bb171
    %1014 = llvm.add %979, %14 : i64
    llvm.br ^bb169(%1014 : i64)
  ^bb177:  // pred: ^bb169
    %1015 = llvm.mlir.constant(1 : index) : i64
    %1016 = llvm.mlir.constant(8 : index) : i64
    %1017 = llvm.mlir.constant(32 : index) : i64
    %1018 = llvm.mlir.constant(1 : index) : i64
    %1019 = llvm.mlir.constant(256 : index) : i64
    %1020 = llvm.mlir.constant(256 : index) : i64
    %1021 = llvm.mlir.zero : !llvm.ptr
    %1022 = llvm.getelementptr %1021[%1020] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1023 = llvm.ptrtoint %1022 : !llvm.ptr to i64
    %1024 = llvm.mlir.constant(64 : index) : i64
    %1025 = llvm.add %1023, %1024 : i64
    %1026 = llvm.call @malloc(%1025) : (i64) -> !llvm.ptr
    %1027 = llvm.ptrtoint %1026 : !llvm.ptr to i64
    %1028 = llvm.mlir.constant(1 : index) : i64
    %1029 = llvm.sub %1024, %1028 : i64
    %1030 = llvm.add %1027, %1029 : i64
    %1031 = llvm.urem %1030, %1024 : i64
    %1032 = llvm.sub %1030, %1031 : i64
    %1033 = llvm.inttoptr %1032 : i64 to !llvm.ptr
    %1034 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1035 = llvm.insertvalue %1026, %1034[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1036 = llvm.insertvalue %1033, %1035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1037 = llvm.mlir.constant(0 : index) : i64
    %1038 = llvm.insertvalue %1037, %1036[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1039 = llvm.insertvalue %1015, %1038[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1040 = llvm.insertvalue %1016, %1039[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1041 = llvm.insertvalue %1017, %1040[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1042 = llvm.insertvalue %1019, %1041[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1043 = llvm.insertvalue %1017, %1042[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1044 = llvm.insertvalue %1018, %1043[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb178(%16 : i64)
  ^bb178(%1045: i64):  // 2 preds: ^bb177, ^bb185
    %1046 = llvm.icmp "slt" %1045, %14 : i64
    llvm.cond_br %1046, ^bb179, ^bb186
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%16 : i64)
  ^bb180(%1047: i64):  // 2 preds: ^bb179, ^bb184
    %1048 = llvm.icmp "slt" %1047, %15 : i64
    llvm.cond_br %1048, ^bb181, ^bb185
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%16 : i64)
  ^bb182(%1049: i64):  // 2 preds: ^bb181, ^bb183
    %1050 = llvm.icmp "slt" %1049, %13 : i64
    llvm.cond_br %1050, ^bb183, ^bb184
  ^bb183:  // pred: ^bb182
    %1051 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1052 = llvm.mlir.constant(256 : index) : i64
    %1053 = llvm.mul %1045, %1052 overflow<nsw, nuw> : i64
    %1054 = llvm.mlir.constant(32 : index) : i64
    %1055 = llvm.mul %1047, %1054 overflow<nsw, nuw> : i64
    %1056 = llvm.add %1053, %1055 overflow<nsw, nuw> : i64
    %1057 = llvm.add %1056, %1049 overflow<nsw, nuw> : i64
    %1058 = llvm.getelementptr inbounds|nuw %1051[%1057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1059 = llvm.load %1058 : !llvm.ptr -> f32
    %1060 = llvm.fpext %1059 : f32 to f64
    %1061 = llvm.extractvalue %1044[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1062 = llvm.mlir.constant(256 : index) : i64
    %1063 = llvm.mul %1045, %1062 overflow<nsw, nuw> : i64
    %1064 = llvm.mlir.constant(32 : index) : i64
    %1065 = llvm.mul %1047, %1064 overflow<nsw, nuw> : i64
    %1066 = llvm.add %1063, %1065 overflow<nsw, nuw> : i64
    %1067 = llvm.add %1066, %1049 overflow<nsw, nuw> : i64
    %1068 = llvm.getelementptr inbounds|nuw %1061[%1067] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1060, %1068 : f64, !llvm.ptr
    %1069 = llvm.add %1049, %14 : i64
    llvm.br ^bb182(%1069 : i64)
  ^bb184:  // pred: ^bb182
    %1070 = llvm.add %1047, %14 : i64
    llvm.br ^bb180(%1070 : i64)
  ^bb185:  // pred: ^bb180
    %1071 = llvm.add %1045, %14 : i64
    llvm.br ^bb178(%1071 : i64)
  ^bb186:  // pred: ^bb178
    %1072 = llvm.mlir.constant(1 : index) : i64
    %1073 = llvm.mlir.constant(8 : index) : i64
    %1074 = llvm.mlir.constant(1 : index) : i64
    %1075 = llvm.mlir.constant(1 : index) : i64
    %1076 = llvm.mlir.constant(8 : index) : i64
    %1077 = llvm.mlir.zero : !llvm.ptr
    %1078 = llvm.getelementptr %1077[%1076] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1079 = llvm.ptrtoint %1078 : !llvm.ptr to i64
    %1080 = llvm.mlir.constant(64 : index) : i64
    %1081 = llvm.add %1079, %1080 : i64
    %1082 = llvm.call @malloc(%1081) : (i64) -> !llvm.ptr
    %1083 = llvm.ptrtoint %1082 : !llvm.ptr to i64
    %1084 = llvm.mlir.constant(1 : index) : i64
    %1085 = llvm.sub %1080, %1084 : i64
    %1086 = llvm.add %1083, %1085 : i64
    %1087 = llvm.urem %1086, %1080 : i64
    %1088 = llvm.sub %1086, %1087 : i64
    %1089 = llvm.inttoptr %1088 : i64 to !llvm.ptr
    %1090 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1091 = llvm.insertvalue %1082, %1090[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1092 = llvm.insertvalue %1089, %1091[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1093 = llvm.mlir.constant(0 : index) : i64
    %1094 = llvm.insertvalue %1093, %1092[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1095 = llvm.insertvalue %1072, %1094[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1096 = llvm.insertvalue %1073, %1095[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1097 = llvm.insertvalue %1074, %1096[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1098 = llvm.insertvalue %1073, %1097[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1099 = llvm.insertvalue %1074, %1098[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1100 = llvm.insertvalue %1075, %1099[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb187(%16 : i64)
  ^bb187(%1101: i64):  // 2 preds: ^bb186, ^bb194
    %1102 = llvm.icmp "slt" %1101, %14 : i64
    llvm.cond_br %1102, ^bb188, ^bb195
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%16 : i64)
  ^bb189(%1103: i64):  // 2 preds: ^bb188, ^bb193
    %1104 = llvm.icmp "slt" %1103, %15 : i64
    llvm.cond_br %1104, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%16 : i64)
  ^bb191(%1105: i64):  // 2 preds: ^bb190, ^bb192
    %1106 = llvm.icmp "slt" %1105, %14 : i64
    llvm.cond_br %1106, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1107 = llvm.extractvalue %1100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1108 = llvm.mlir.constant(8 : index) : i64
    %1109 = llvm.mul %1101, %1108 overflow<nsw, nuw> : i64
    %1110 = llvm.add %1109, %1103 overflow<nsw, nuw> : i64
    %1111 = llvm.add %1110, %1105 overflow<nsw, nuw> : i64
    %1112 = llvm.getelementptr inbounds|nuw %1107[%1111] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %21, %1112 : f64, !llvm.ptr
    %1113 = llvm.add %1105, %14 : i64
    llvm.br ^bb191(%1113 : i64)
  ^bb193:  // pred: ^bb191
    %1114 = llvm.add %1103, %14 : i64
    llvm.br ^bb189(%1114 : i64)
  ^bb194:  // pred: ^bb189
    %1115 = llvm.add %1101, %14 : i64
    llvm.br ^bb187(%1115 : i64)
  ^bb195:  // pred: ^bb187
    %1116 = llvm.mlir.constant(1 : index) : i64
    %1117 = llvm.mlir.constant(8 : index) : i64
    %1118 = llvm.mlir.constant(1 : index) : i64
    %1119 = llvm.mlir.constant(1 : index) : i64
    %1120 = llvm.mlir.constant(8 : index) : i64
    %1121 = llvm.mlir.zero : !llvm.ptr
    %1122 = llvm.getelementptr %1121[%1120] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1123 = llvm.ptrtoint %1122 : !llvm.ptr to i64
    %1124 = llvm.mlir.constant(64 : index) : i64
    %1125 = llvm.add %1123, %1124 : i64
    %1126 = llvm.call @malloc(%1125) : (i64) -> !llvm.ptr
    %1127 = llvm.ptrtoint %1126 : !llvm.ptr to i64
    %1128 = llvm.mlir.constant(1 : index) : i64
    %1129 = llvm.sub %1124, %1128 : i64
    %1130 = llvm.add %1127, %1129 : i64
    %1131 = llvm.urem %1130, %1124 : i64
    %1132 = llvm.sub %1130, %1131 : i64
    %1133 = llvm.inttoptr %1132 : i64 to !llvm.ptr
    %1134 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.insertvalue %1126, %1134[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.insertvalue %1133, %1135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1137 = llvm.mlir.constant(0 : index) : i64
    %1138 = llvm.insertvalue %1137, %1136[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1139 = llvm.insertvalue %1116, %1138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1140 = llvm.insertvalue %1117, %1139[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1141 = llvm.insertvalue %1118, %1140[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1142 = llvm.insertvalue %1117, %1141[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1143 = llvm.insertvalue %1118, %1142[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1144 = llvm.insertvalue %1119, %1143[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb196(%16 : i64)
  ^bb196(%1145: i64):  // 2 preds: ^bb195, ^bb203
    %1146 = llvm.icmp "slt" %1145, %14 : i64
    llvm.cond_br %1146, ^bb197, ^bb204
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%16 : i64)
  ^bb198(%1147: i64):  // 2 preds: ^bb197, ^bb202
    %1148 = llvm.icmp "slt" %1147, %15 : i64
    llvm.cond_br %1148, ^bb199, ^bb203
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%16 : i64)
  ^bb200(%1149: i64):  // 2 preds: ^bb199, ^bb201
    %1150 = llvm.icmp "slt" %1149, %14 : i64
    llvm.cond_br %1150, ^bb201, ^bb202
  ^bb201:  // pred: ^bb200
    %1151 = llvm.extractvalue %1100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1152 = llvm.mlir.constant(8 : index) : i64
    %1153 = llvm.mul %1145, %1152 overflow<nsw, nuw> : i64
    %1154 = llvm.add %1153, %1147 overflow<nsw, nuw> : i64
    %1155 = llvm.add %1154, %1149 overflow<nsw, nuw> : i64
    %1156 = llvm.getelementptr inbounds|nuw %1151[%1155] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1157 = llvm.load %1156 : !llvm.ptr -> f64
    %1158 = llvm.extractvalue %1144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1159 = llvm.mlir.constant(8 : index) : i64
    %1160 = llvm.mul %1145, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.add %1160, %1147 overflow<nsw, nuw> : i64
    %1162 = llvm.add %1161, %1149 overflow<nsw, nuw> : i64
    %1163 = llvm.getelementptr inbounds|nuw %1158[%1162] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1157, %1163 : f64, !llvm.ptr
    %1164 = llvm.add %1149, %14 : i64
    llvm.br ^bb200(%1164 : i64)
  ^bb202:  // pred: ^bb200
    %1165 = llvm.add %1147, %14 : i64
    llvm.br ^bb198(%1165 : i64)
  ^bb203:  // pred: ^bb198
    %1166 = llvm.add %1145, %14 : i64
    llvm.br ^bb196(%1166 : i64)
  ^bb204:  // pred: ^bb196
    llvm.br ^bb205(%16 : i64)
  ^bb205(%1167: i64):  // 2 preds: ^bb204, ^bb212
    %1168 = llvm.icmp "slt" %1167, %14 : i64
    llvm.cond_br %1168, ^bb206, ^bb213
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%16 : i64)
  ^bb207(%1169: i64):  // 2 preds: ^bb206, ^bb211
    %1170 = llvm.icmp "slt" %1169, %15 : i64
    llvm.cond_br %1170, ^bb208, ^bb212
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%16 : i64)
  ^bb209(%1171: i64):  // 2 preds: ^bb208, ^bb210
    %1172 = llvm.icmp "slt" %1171, %13 : i64
    llvm.cond_br %1172, ^bb210, ^bb211
  ^bb210:  // pred: ^bb209
    %1173 = llvm.extractvalue %1044[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1174 = llvm.mlir.constant(256 : index) : i64
    %1175 = llvm.mul %1167, %1174 overflow<nsw, nuw> : i64
    %1176 = llvm.mlir.constant(32 : index) : i64
    %1177 = llvm.mul %1169, %1176 overflow<nsw, nuw> : i64
    %1178 = llvm.add %1175, %1177 overflow<nsw, nuw> : i64
    %1179 = llvm.add %1178, %1171 overflow<nsw, nuw> : i64
    %1180 = llvm.getelementptr inbounds|nuw %1173[%1179] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1181 = llvm.load %1180 : !llvm.ptr -> f64
    %1182 = llvm.extractvalue %1144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1183 = llvm.mlir.constant(8 : index) : i64
    %1184 = llvm.mul %1167, %1183 overflow<nsw, nuw> : i64
    %1185 = llvm.add %1184, %1169 overflow<nsw, nuw> : i64
    %1186 = llvm.add %1185, %16 overflow<nsw, nuw> : i64
    %1187 = llvm.getelementptr inbounds|nuw %1182[%1186] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1188 = llvm.load %1187 : !llvm.ptr -> f64
    %1189 = llvm.fadd %1181, %1188 : f64
    %1190 = llvm.extractvalue %1144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.mlir.constant(8 : index) : i64
    %1192 = llvm.mul %1167, %1191 overflow<nsw, nuw> : i64
    %1193 = llvm.add %1192, %1169 overflow<nsw, nuw> : i64
    %1194 = llvm.add %1193, %16 overflow<nsw, nuw> : i64
    %1195 = llvm.getelementptr inbounds|nuw %1190[%1194] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1189, %1195 : f64, !llvm.ptr
    %1196 = llvm.add %1171, %14 : i64
    llvm.br ^bb209(%1196 : i64)
  ^bb211:  // pred: ^bb209
    %1197 = llvm.add %1169, %14 : i64
    llvm.br ^bb207(%1197 : i64)
  ^bb212:  // pred: ^bb207
    %1198 = llvm.add %1167, %14 : i64
    llvm.br ^bb205(%1198 : i64)
  ^bb213:  // pred: ^bb205
    llvm.br ^bb214(%16 : i64)
  ^bb214(%1199: i64):  // 2 preds: ^bb213, ^bb221
    %1200 = llvm.icmp "slt" %1199, %14 : i64
    llvm.cond_br %1200, ^bb215, ^bb222
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%16 : i64)
  ^bb216(%1201: i64):  // 2 preds: ^bb215, ^bb220
    %1202 = llvm.icmp "slt" %1201, %15 : i64
    llvm.cond_br %1202, ^bb217, ^bb221
  ^bb217:  // pred: ^bb216
    llvm.br ^bb218(%16 : i64)
  ^bb218(%1203: i64):  // 2 preds: ^bb217, ^bb219
    %1204 = llvm.icmp "slt" %1203, %13 : i64
    llvm.cond_br %1204, ^bb219, ^bb220
  ^bb219:  // pred: ^bb218
    %1205 = llvm.extractvalue %1044[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1206 = llvm.mlir.constant(256 : index) : i64
    %1207 = llvm.mul %1199, %1206 overflow<nsw, nuw> : i64
    %1208 = llvm.mlir.constant(32 : index) : i64
    %1209 = llvm.mul %1201, %1208 overflow<nsw, nuw> : i64
    %1210 = llvm.add %1207, %1209 overflow<nsw, nuw> : i64
    %1211 = llvm.add %1210, %1203 overflow<nsw, nuw> : i64
    %1212 = llvm.getelementptr inbounds|nuw %1205[%1211] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1213 = llvm.load %1212 : !llvm.ptr -> f64
    %1214 = llvm.extractvalue %1144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1215 = llvm.mlir.constant(8 : index) : i64
    %1216 = llvm.mul %1199, %1215 overflow<nsw, nuw> : i64
    %1217 = llvm.add %1216, %1201 overflow<nsw, nuw> : i64
    %1218 = llvm.add %1217, %16 overflow<nsw, nuw> : i64
    %1219 = llvm.getelementptr inbounds|nuw %1214[%1218] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1220 = llvm.load %1219 : !llvm.ptr -> f64
    %1221 = llvm.extractvalue %1100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.mlir.constant(8 : index) : i64
    %1223 = llvm.mul %1199, %1222 overflow<nsw, nuw> : i64
    %1224 = llvm.add %1223, %1201 overflow<nsw, nuw> : i64
    %1225 = llvm.add %1224, %16 overflow<nsw, nuw> : i64
    %1226 = llvm.getelementptr inbounds|nuw %1221[%1225] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1227 = llvm.load %1226 : !llvm.ptr -> f64
    %1228 = llvm.fdiv %1220, %18 : f64
    %1229 = llvm.fsub %1213, %1228 : f64
    %1230 = llvm.fmul %1229, %1229 : f64
    %1231 = llvm.fadd %1230, %1227 : f64
    %1232 = llvm.extractvalue %1100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1233 = llvm.mlir.constant(8 : index) : i64
    %1234 = llvm.mul %1199, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.add %1234, %1201 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %16 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1232[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1231, %1237 : f64, !llvm.ptr
    %1238 = llvm.add %1203, %14 : i64
    llvm.br ^bb218(%1238 : i64)
  ^bb220:  // pred: ^bb218
    %1239 = llvm.add %1201, %14 : i64
    llvm.br ^bb216(%1239 : i64)
  ^bb221:  // pred: ^bb216
    %1240 = llvm.add %1199, %14 : i64
    llvm.br ^bb214(%1240 : i64)
  ^bb222:  // pred: ^bb214
    %1241 = llvm.mlir.constant(1 : index) : i64
    %1242 = llvm.mlir.constant(8 : index) : i64
    %1243 = llvm.mlir.constant(1 : index) : i64
    %1244 = llvm.mlir.constant(1 : index) : i64
    %1245 = llvm.mlir.constant(8 : index) : i64
    %1246 = llvm.mlir.zero : !llvm.ptr
    %1247 = llvm.getelementptr %1246[%1245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1248 = llvm.ptrtoint %1247 : !llvm.ptr to i64
    %1249 = llvm.mlir.constant(64 : index) : i64
    %1250 = llvm.add %1248, %1249 : i64
    %1251 = llvm.call @malloc(%1250) : (i64) -> !llvm.ptr
    %1252 = llvm.ptrtoint %1251 : !llvm.ptr to i64
    %1253 = llvm.mlir.constant(1 : index) : i64
    %1254 = llvm.sub %1249, %1253 : i64
    %1255 = llvm.add %1252, %1254 : i64
    %1256 = llvm.urem %1255, %1249 : i64
    %1257 = llvm.sub %1255, %1256 : i64
    %1258 = llvm.inttoptr %1257 : i64 to !llvm.ptr
    %1259 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1260 = llvm.insertvalue %1251, %1259[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1261 = llvm.insertvalue %1258, %1260[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1262 = llvm.mlir.constant(0 : index) : i64
    %1263 = llvm.insertvalue %1262, %1261[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.insertvalue %1241, %1263[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1265 = llvm.insertvalue %1242, %1264[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1266 = llvm.insertvalue %1243, %1265[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1267 = llvm.insertvalue %1242, %1266[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1268 = llvm.insertvalue %1243, %1267[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1269 = llvm.insertvalue %1244, %1268[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb223(%16 : i64)
  ^bb223(%1270: i64):  // 2 preds: ^bb222, ^bb230
    %1271 = llvm.icmp "slt" %1270, %14 : i64
    llvm.cond_br %1271, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%16 : i64)
  ^bb225(%1272: i64):  // 2 preds: ^bb224, ^bb229
    %1273 = llvm.icmp "slt" %1272, %15 : i64
    llvm.cond_br %1273, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%16 : i64)
  ^bb227(%1274: i64):  // 2 preds: ^bb226, ^bb228
    %1275 = llvm.icmp "slt" %1274, %14 : i64
    llvm.cond_br %1275, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1276 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1277 = llvm.mlir.constant(8 : index) : i64
    %1278 = llvm.mul %1270, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.add %1278, %1272 overflow<nsw, nuw> : i64
    %1280 = llvm.add %1279, %1274 overflow<nsw, nuw> : i64
    %1281 = llvm.getelementptr inbounds|nuw %1276[%1280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1282 = llvm.load %1281 : !llvm.ptr -> f32
    %1283 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.mlir.constant(8 : index) : i64
    %1285 = llvm.mul %1270, %1284 overflow<nsw, nuw> : i64
    %1286 = llvm.add %1285, %1272 overflow<nsw, nuw> : i64
    %1287 = llvm.add %1286, %1274 overflow<nsw, nuw> : i64
    %1288 = llvm.getelementptr inbounds|nuw %1283[%1287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1282, %1288 : f32, !llvm.ptr
    %1289 = llvm.add %1274, %14 : i64
    llvm.br ^bb227(%1289 : i64)
  ^bb229:  // pred: ^bb227
    %1290 = llvm.add %1272, %14 : i64
    llvm.br ^bb225(%1290 : i64)
  ^bb230:  // pred: ^bb225
    %1291 = llvm.add %1270, %14 : i64
    llvm.br ^bb223(%1291 : i64)
  ^bb231:  // pred: ^bb223
    llvm.br ^bb232(%16 : i64)
  ^bb232(%1292: i64):  // 2 preds: ^bb231, ^bb239
    %1293 = llvm.icmp "slt" %1292, %14 : i64
    llvm.cond_br %1293, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%16 : i64)
  ^bb234(%1294: i64):  // 2 preds: ^bb233, ^bb238
    %1295 = llvm.icmp "slt" %1294, %15 : i64
    llvm.cond_br %1295, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%16 : i64)
  ^bb236(%1296: i64):  // 2 preds: ^bb235, ^bb237
    %1297 = llvm.icmp "slt" %1296, %13 : i64
    llvm.cond_br %1297, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1298 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1299 = llvm.mlir.constant(256 : index) : i64
    %1300 = llvm.mul %1292, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.mlir.constant(32 : index) : i64
    %1302 = llvm.mul %1294, %1301 overflow<nsw, nuw> : i64
    %1303 = llvm.add %1300, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1303, %1296 overflow<nsw, nuw> : i64
    %1305 = llvm.getelementptr inbounds|nuw %1298[%1304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1306 = llvm.load %1305 : !llvm.ptr -> f32
    %1307 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.mlir.constant(8 : index) : i64
    %1309 = llvm.mul %1292, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1294 overflow<nsw, nuw> : i64
    %1311 = llvm.add %1310, %16 overflow<nsw, nuw> : i64
    %1312 = llvm.getelementptr inbounds|nuw %1307[%1311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1313 = llvm.load %1312 : !llvm.ptr -> f32
    %1314 = llvm.fadd %1306, %1313 : f32
    %1315 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1316 = llvm.mlir.constant(8 : index) : i64
    %1317 = llvm.mul %1292, %1316 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1317, %1294 overflow<nsw, nuw> : i64
    %1319 = llvm.add %1318, %16 overflow<nsw, nuw> : i64
    %1320 = llvm.getelementptr inbounds|nuw %1315[%1319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1314, %1320 : f32, !llvm.ptr
    %1321 = llvm.add %1296, %14 : i64
    llvm.br ^bb236(%1321 : i64)
  ^bb238:  // pred: ^bb236
    %1322 = llvm.add %1294, %14 : i64
    llvm.br ^bb234(%1322 : i64)
  ^bb239:  // pred: ^bb234
    %1323 = llvm.add %1292, %14 : i64
    llvm.br ^bb232(%1323 : i64)
  ^bb240:  // pred: ^bb232
    llvm.br ^bb241(%16 : i64)
  ^bb241(%1324: i64):  // 2 preds: ^bb240, ^bb248
    %1325 = llvm.icmp "slt" %1324, %14 : i64
    llvm.cond_br %1325, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%16 : i64)
  ^bb243(%1326: i64):  // 2 preds: ^bb242, ^bb247
    %1327 = llvm.icmp "slt" %1326, %15 : i64
    llvm.cond_br %1327, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%16 : i64)
  ^bb245(%1328: i64):  // 2 preds: ^bb244, ^bb246
    %1329 = llvm.icmp "slt" %1328, %13 : i64
    llvm.cond_br %1329, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1330 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1331 = llvm.mlir.constant(256 : index) : i64
    %1332 = llvm.mul %1324, %1331 overflow<nsw, nuw> : i64
    %1333 = llvm.mlir.constant(32 : index) : i64
    %1334 = llvm.mul %1326, %1333 overflow<nsw, nuw> : i64
    %1335 = llvm.add %1332, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1328 overflow<nsw, nuw> : i64
    %1337 = llvm.getelementptr inbounds|nuw %1330[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1338 = llvm.load %1337 : !llvm.ptr -> f32
    %1339 = llvm.extractvalue %1269[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1340 = llvm.mlir.constant(8 : index) : i64
    %1341 = llvm.mul %1324, %1340 overflow<nsw, nuw> : i64
    %1342 = llvm.add %1341, %1326 overflow<nsw, nuw> : i64
    %1343 = llvm.add %1342, %16 overflow<nsw, nuw> : i64
    %1344 = llvm.getelementptr inbounds|nuw %1339[%1343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1345 = llvm.load %1344 : !llvm.ptr -> f32
    %1346 = llvm.extractvalue %1100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1347 = llvm.mlir.constant(8 : index) : i64
    %1348 = llvm.mul %1324, %1347 overflow<nsw, nuw> : i64
    %1349 = llvm.add %1348, %1326 overflow<nsw, nuw> : i64
    %1350 = llvm.add %1349, %16 overflow<nsw, nuw> : i64
    %1351 = llvm.getelementptr inbounds|nuw %1346[%1350] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1352 = llvm.load %1351 : !llvm.ptr -> f64
    %1353 = llvm.extractvalue %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1354 = llvm.getelementptr inbounds|nuw %1353[%1328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1355 = llvm.load %1354 : !llvm.ptr -> f32
    %1356 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1357 = llvm.getelementptr inbounds|nuw %1356[%1328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1358 = llvm.load %1357 : !llvm.ptr -> f32
    %1359 = llvm.fdiv %1352, %18 : f64
    %1360 = llvm.fptrunc %1359 : f64 to f32
    %1361 = llvm.fptrunc %20 : f64 to f32
    %1362 = llvm.fadd %1360, %1361 : f32
    %1363 = llvm.intr.sqrt(%1362) : (f32) -> f32
    %1364 = llvm.fdiv %12, %1363 : f32
    %1365 = llvm.fdiv %1345, %17 : f32
    %1366 = llvm.fsub %1338, %1365 : f32
    %1367 = llvm.fmul %1366, %1364 : f32
    %1368 = llvm.fmul %1367, %1355 : f32
    %1369 = llvm.fadd %1368, %1358 : f32
    %1370 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.mlir.constant(256 : index) : i64
    %1372 = llvm.mul %1324, %1371 overflow<nsw, nuw> : i64
    %1373 = llvm.mlir.constant(32 : index) : i64
    %1374 = llvm.mul %1326, %1373 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1372, %1374 overflow<nsw, nuw> : i64
    %1376 = llvm.add %1375, %1328 overflow<nsw, nuw> : i64
    %1377 = llvm.getelementptr inbounds|nuw %1370[%1376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1369, %1377 : f32, !llvm.ptr
    %1378 = llvm.add %1328, %14 : i64
    llvm.br ^bb245(%1378 : i64)
  ^bb247:  // pred: ^bb245
    %1379 = llvm.add %1326, %14 : i64
    llvm.br ^bb243(%1379 : i64)
  ^bb248:  // pred: ^bb243
    %1380 = llvm.add %1324, %14 : i64
    llvm.br ^bb241(%1380 : i64)
  ^bb249:  // pred: ^bb241
    llvm.br ^bb250(%16 : i64)
  ^bb250(%1381: i64):  // 2 preds: ^bb249, ^bb257
    %1382 = llvm.icmp "slt" %1381, %14 : i64
    llvm.cond_br %1382, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%16 : i64)
  ^bb252(%1383: i64):  // 2 preds: ^bb251, ^bb256
    %1384 = llvm.icmp "slt" %1383, %15 : i64
    llvm.cond_br %1384, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%16 : i64)
  ^bb254(%1385: i64):  // 2 preds: ^bb253, ^bb255
    %1386 = llvm.icmp "slt" %1385, %13 : i64
    llvm.cond_br %1386, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1387 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1388 = llvm.mlir.constant(256 : index) : i64
    %1389 = llvm.mul %1381, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.mlir.constant(32 : index) : i64
    %1391 = llvm.mul %1383, %1390 overflow<nsw, nuw> : i64
    %1392 = llvm.add %1389, %1391 overflow<nsw, nuw> : i64
    %1393 = llvm.add %1392, %1385 overflow<nsw, nuw> : i64
    %1394 = llvm.getelementptr inbounds|nuw %1387[%1393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1395 = llvm.load %1394 : !llvm.ptr -> f32
    %1396 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1397 = llvm.mlir.constant(8 : index) : i64
    %1398 = llvm.mul %1381, %1397 overflow<nsw, nuw> : i64
    %1399 = llvm.add %1398, %1383 overflow<nsw, nuw> : i64
    %1400 = llvm.add %1399, %16 overflow<nsw, nuw> : i64
    %1401 = llvm.getelementptr inbounds|nuw %1396[%1400] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1402 = llvm.load %1401 : !llvm.ptr -> f32
    %1403 = llvm.fmul %1395, %1395 : f32
    %1404 = llvm.fadd %1403, %1402 : f32
    %1405 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1406 = llvm.mlir.constant(8 : index) : i64
    %1407 = llvm.mul %1381, %1406 overflow<nsw, nuw> : i64
    %1408 = llvm.add %1407, %1383 overflow<nsw, nuw> : i64
    %1409 = llvm.add %1408, %16 overflow<nsw, nuw> : i64
    %1410 = llvm.getelementptr inbounds|nuw %1405[%1409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1404, %1410 : f32, !llvm.ptr
    %1411 = llvm.add %1385, %14 : i64
    llvm.br ^bb254(%1411 : i64)
  ^bb256:  // pred: ^bb254
    %1412 = llvm.add %1383, %14 : i64
    llvm.br ^bb252(%1412 : i64)
  ^bb257:  // pred: ^bb252
    %1413 = llvm.add %1381, %14 : i64
    llvm.br ^bb250(%1413 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%16 : i64)
  ^bb259(%1414: i64):  // 2 preds: ^bb258, ^bb266
    %1415 = llvm.icmp "slt" %1414, %14 : i64
    llvm.cond_br %1415, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%16 : i64)
  ^bb261(%1416: i64):  // 2 preds: ^bb260, ^bb265
    %1417 = llvm.icmp "slt" %1416, %15 : i64
    llvm.cond_br %1417, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%16 : i64)
  ^bb263(%1418: i64):  // 2 preds: ^bb262, ^bb264
    %1419 = llvm.icmp "slt" %1418, %13 : i64
    llvm.cond_br %1419, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1420 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1421 = llvm.mlir.constant(256 : index) : i64
    %1422 = llvm.mul %1414, %1421 overflow<nsw, nuw> : i64
    %1423 = llvm.mlir.constant(32 : index) : i64
    %1424 = llvm.mul %1416, %1423 overflow<nsw, nuw> : i64
    %1425 = llvm.add %1422, %1424 overflow<nsw, nuw> : i64
    %1426 = llvm.add %1425, %1418 overflow<nsw, nuw> : i64
    %1427 = llvm.getelementptr inbounds|nuw %1420[%1426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1428 = llvm.load %1427 : !llvm.ptr -> f32
    %1429 = llvm.extractvalue %772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.mlir.constant(8 : index) : i64
    %1431 = llvm.mul %1414, %1430 overflow<nsw, nuw> : i64
    %1432 = llvm.add %1431, %1416 overflow<nsw, nuw> : i64
    %1433 = llvm.add %1432, %16 overflow<nsw, nuw> : i64
    %1434 = llvm.getelementptr inbounds|nuw %1429[%1433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1435 = llvm.load %1434 : !llvm.ptr -> f32
    %1436 = llvm.fdiv %1435, %17 : f32
    %1437 = llvm.fptrunc %24 : f64 to f32
    %1438 = llvm.fadd %1436, %1437 : f32
    %1439 = llvm.intr.sqrt(%1438) : (f32) -> f32
    %1440 = llvm.fdiv %12, %1439 : f32
    %1441 = llvm.fmul %1428, %1440 : f32
    %1442 = llvm.fcmp "olt" %1441, %23 : f32
    %1443 = llvm.uitofp %1442 : i1 to f32
    %1444 = llvm.fmul %1443, %11 : f32
    %1445 = llvm.fadd %1444, %12 : f32
    %1446 = llvm.fmul %1445, %1441 : f32
    %1447 = llvm.fmul %1446, %11 : f32
    %1448 = llvm.fmul %1447, %10 : f32
    %1449 = llvm.intr.exp2(%1448) : (f32) -> f32
    %1450 = llvm.fsub %12, %1449 : f32
    %1451 = llvm.fadd %1449, %12 : f32
    %1452 = llvm.fdiv %1450, %1451 : f32
    %1453 = llvm.fmul %1445, %1452 : f32
    %1454 = llvm.extractvalue %900[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1455 = llvm.mlir.constant(256 : index) : i64
    %1456 = llvm.mul %1414, %1455 overflow<nsw, nuw> : i64
    %1457 = llvm.mlir.constant(32 : index) : i64
    %1458 = llvm.mul %1416, %1457 overflow<nsw, nuw> : i64
    %1459 = llvm.add %1456, %1458 overflow<nsw, nuw> : i64
    %1460 = llvm.add %1459, %1418 overflow<nsw, nuw> : i64
    %1461 = llvm.getelementptr inbounds|nuw %1454[%1460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1453, %1461 : f32, !llvm.ptr
    %1462 = llvm.add %1418, %14 : i64
    llvm.br ^bb263(%1462 : i64)
  ^bb265:  // pred: ^bb263
    %1463 = llvm.add %1416, %14 : i64
    llvm.br ^bb261(%1463 : i64)
  ^bb266:  // pred: ^bb261
    %1464 = llvm.add %1414, %14 : i64
    llvm.br ^bb259(%1464 : i64)
  ^bb267:  // pred: ^bb259
    %1465 = llvm.extractvalue %190[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1465) : (!llvm.ptr) -> ()
    %1466 = llvm.extractvalue %250[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1466) : (!llvm.ptr) -> ()
    %1467 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1467) : (!llvm.ptr) -> ()
    %1468 = llvm.extractvalue %500[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1468) : (!llvm.ptr) -> ()
    %1469 = llvm.extractvalue %631[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1469) : (!llvm.ptr) -> ()
    %1470 = llvm.extractvalue %772[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1470) : (!llvm.ptr) -> ()
    %1471 = llvm.extractvalue %816[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1471) : (!llvm.ptr) -> ()
    %1472 = llvm.extractvalue %1044[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1472) : (!llvm.ptr) -> ()
    %1473 = llvm.extractvalue %1100[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1473) : (!llvm.ptr) -> ()
    %1474 = llvm.extractvalue %1144[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1474) : (!llvm.ptr) -> ()
    %1475 = llvm.extractvalue %1269[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1475) : (!llvm.ptr) -> ()
    llvm.return %900 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=8e61057b8a82 torch_mlir=43a6a598ed0e linalg_on_tensors_mlir=c5ba5b247171
