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
    %17 = llvm.mlir.constant(true) : i1
    %18 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %19 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %20 = llvm.mlir.constant(0.42044820762685725 : f64) : f64
    %21 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %22 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %23 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %24 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %25 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %27 = llvm.mlir.constant(32 : index) : i64
    %28 = llvm.mlir.constant(1 : index) : i64
    %29 = llvm.mlir.zero : !llvm.ptr
    %30 = llvm.getelementptr %29[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
    %32 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %33 = llvm.getelementptr %32[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %34 = llvm.mlir.constant(3735928559 : index) : i64
    %35 = llvm.inttoptr %34 : i64 to !llvm.ptr
    %36 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %35, %36[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.insertvalue %33, %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %39 = llvm.mlir.constant(0 : index) : i64
    %40 = llvm.insertvalue %39, %38[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.insertvalue %27, %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = llvm.insertvalue %28, %41[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %43 = llvm.mlir.constant(32 : index) : i64
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.mlir.zero : !llvm.ptr
    %46 = llvm.getelementptr %45[%43] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %47 = llvm.ptrtoint %46 : !llvm.ptr to i64
    %48 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %49 = llvm.getelementptr %48[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %50 = llvm.mlir.constant(3735928559 : index) : i64
    %51 = llvm.inttoptr %50 : i64 to !llvm.ptr
    %52 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %53 = llvm.insertvalue %51, %52[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %54 = llvm.insertvalue %49, %53[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %55 = llvm.mlir.constant(0 : index) : i64
    %56 = llvm.insertvalue %55, %54[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %57 = llvm.insertvalue %43, %56[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.insertvalue %44, %57[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.mlir.constant(32 : index) : i64
    %60 = llvm.mlir.constant(1 : index) : i64
    %61 = llvm.mlir.zero : !llvm.ptr
    %62 = llvm.getelementptr %61[%59] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %63 = llvm.ptrtoint %62 : !llvm.ptr to i64
    %64 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %65 = llvm.getelementptr %64[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %66 = llvm.mlir.constant(3735928559 : index) : i64
    %67 = llvm.inttoptr %66 : i64 to !llvm.ptr
    %68 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %69 = llvm.insertvalue %67, %68[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %70 = llvm.insertvalue %65, %69[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.mlir.constant(0 : index) : i64
    %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.insertvalue %59, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.insertvalue %60, %73[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = llvm.mlir.constant(32 : index) : i64
    %76 = llvm.mlir.constant(32 : index) : i64
    %77 = llvm.mlir.constant(1 : index) : i64
    %78 = llvm.mlir.constant(1024 : index) : i64
    %79 = llvm.mlir.zero : !llvm.ptr
    %80 = llvm.getelementptr %79[%78] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %81 = llvm.ptrtoint %80 : !llvm.ptr to i64
    %82 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %83 = llvm.getelementptr %82[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %84 = llvm.mlir.constant(3735928559 : index) : i64
    %85 = llvm.inttoptr %84 : i64 to !llvm.ptr
    %86 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.insertvalue %85, %86[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %83, %87[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.mlir.constant(0 : index) : i64
    %90 = llvm.insertvalue %89, %88[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %75, %90[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %76, %91[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.insertvalue %76, %92[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.insertvalue %77, %93[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.mlir.constant(32 : index) : i64
    %96 = llvm.mlir.constant(1 : index) : i64
    %97 = llvm.mlir.zero : !llvm.ptr
    %98 = llvm.getelementptr %97[%95] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %99 = llvm.ptrtoint %98 : !llvm.ptr to i64
    %100 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %101 = llvm.getelementptr %100[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %102 = llvm.mlir.constant(3735928559 : index) : i64
    %103 = llvm.inttoptr %102 : i64 to !llvm.ptr
    %104 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %105 = llvm.insertvalue %103, %104[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = llvm.insertvalue %101, %105[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.mlir.constant(0 : index) : i64
    %108 = llvm.insertvalue %107, %106[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %109 = llvm.insertvalue %95, %108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %110 = llvm.insertvalue %96, %109[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.mlir.constant(32 : index) : i64
    %112 = llvm.mlir.constant(32 : index) : i64
    %113 = llvm.mlir.constant(1 : index) : i64
    %114 = llvm.mlir.constant(1024 : index) : i64
    %115 = llvm.mlir.zero : !llvm.ptr
    %116 = llvm.getelementptr %115[%114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %117 = llvm.ptrtoint %116 : !llvm.ptr to i64
    %118 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %119 = llvm.getelementptr %118[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %120 = llvm.mlir.constant(3735928559 : index) : i64
    %121 = llvm.inttoptr %120 : i64 to !llvm.ptr
    %122 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %123 = llvm.insertvalue %121, %122[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.insertvalue %119, %123[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.mlir.constant(0 : index) : i64
    %126 = llvm.insertvalue %125, %124[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %127 = llvm.insertvalue %111, %126[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %128 = llvm.insertvalue %112, %127[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %129 = llvm.insertvalue %112, %128[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.insertvalue %113, %129[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.mlir.constant(32 : index) : i64
    %132 = llvm.mlir.constant(1 : index) : i64
    %133 = llvm.mlir.zero : !llvm.ptr
    %134 = llvm.getelementptr %133[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %135 = llvm.ptrtoint %134 : !llvm.ptr to i64
    %136 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %137 = llvm.getelementptr %136[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %138 = llvm.mlir.constant(3735928559 : index) : i64
    %139 = llvm.inttoptr %138 : i64 to !llvm.ptr
    %140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %141 = llvm.insertvalue %139, %140[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %142 = llvm.insertvalue %137, %141[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.mlir.constant(0 : index) : i64
    %144 = llvm.insertvalue %143, %142[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %145 = llvm.insertvalue %131, %144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %146 = llvm.insertvalue %132, %145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %147 = llvm.mlir.constant(32 : index) : i64
    %148 = llvm.mlir.constant(32 : index) : i64
    %149 = llvm.mlir.constant(1 : index) : i64
    %150 = llvm.mlir.constant(1024 : index) : i64
    %151 = llvm.mlir.zero : !llvm.ptr
    %152 = llvm.getelementptr %151[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %153 = llvm.ptrtoint %152 : !llvm.ptr to i64
    %154 = llvm.mlir.addressof @__constant_32x32xf32_5 : !llvm.ptr
    %155 = llvm.getelementptr %154[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %156 = llvm.mlir.constant(3735928559 : index) : i64
    %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
    %158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %157, %158[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %155, %159[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.mlir.constant(0 : index) : i64
    %162 = llvm.insertvalue %161, %160[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %163 = llvm.insertvalue %147, %162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %148, %163[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %165 = llvm.insertvalue %148, %164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %166 = llvm.insertvalue %149, %165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %167 = llvm.mlir.constant(8 : index) : i64
    %168 = llvm.mlir.constant(32 : index) : i64
    %169 = llvm.mlir.constant(1 : index) : i64
    %170 = llvm.mlir.constant(256 : index) : i64
    %171 = llvm.mlir.zero : !llvm.ptr
    %172 = llvm.getelementptr %171[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %173 = llvm.ptrtoint %172 : !llvm.ptr to i64
    %174 = llvm.mlir.constant(64 : index) : i64
    %175 = llvm.add %173, %174 : i64
    %176 = llvm.call @malloc(%175) : (i64) -> !llvm.ptr
    %177 = llvm.ptrtoint %176 : !llvm.ptr to i64
    %178 = llvm.mlir.constant(1 : index) : i64
    %179 = llvm.sub %174, %178 : i64
    %180 = llvm.add %177, %179 : i64
    %181 = llvm.urem %180, %174 : i64
    %182 = llvm.sub %180, %181 : i64
    %183 = llvm.inttoptr %182 : i64 to !llvm.ptr
    %184 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %185 = llvm.insertvalue %176, %184[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %186 = llvm.insertvalue %183, %185[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.mlir.constant(0 : index) : i64
    %188 = llvm.insertvalue %187, %186[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %189 = llvm.insertvalue %167, %188[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %168, %189[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %168, %190[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %169, %191[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%16 : i64)
  ^bb1(%193: i64):  // 2 preds: ^bb0, ^bb5
    %194 = llvm.icmp "slt" %193, %15 : i64
    llvm.cond_br %194, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%16 : i64)
  ^bb3(%195: i64):  // 2 preds: ^bb2, ^bb4
    %196 = llvm.icmp "slt" %195, %13 : i64
    llvm.cond_br %196, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %197 = llvm.extractvalue %192[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.mlir.constant(32 : index) : i64
    %199 = llvm.mul %193, %198 overflow<nsw, nuw> : i64
    %200 = llvm.add %199, %195 overflow<nsw, nuw> : i64
    %201 = llvm.getelementptr inbounds|nuw %197[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %201 : f32, !llvm.ptr
    %202 = llvm.add %195, %14 : i64
    llvm.br ^bb3(%202 : i64)
  ^bb5:  // pred: ^bb3
    %203 = llvm.add %193, %14 : i64
    llvm.br ^bb1(%203 : i64)
  ^bb6:  // pred: ^bb1
    %204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %205 = llvm.extractvalue %192[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %206 = llvm.extractvalue %192[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %207 = llvm.insertvalue %205, %204[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %208 = llvm.insertvalue %206, %207[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %209 = llvm.mlir.constant(0 : index) : i64
    %210 = llvm.insertvalue %209, %208[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %211 = llvm.mlir.constant(1 : index) : i64
    %212 = llvm.insertvalue %211, %210[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %213 = llvm.mlir.constant(256 : index) : i64
    %214 = llvm.insertvalue %213, %212[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %215 = llvm.mlir.constant(8 : index) : i64
    %216 = llvm.insertvalue %215, %214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %217 = llvm.mlir.constant(32 : index) : i64
    %218 = llvm.insertvalue %217, %216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %219 = llvm.mlir.constant(32 : index) : i64
    %220 = llvm.insertvalue %219, %218[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %221 = llvm.mlir.constant(1 : index) : i64
    %222 = llvm.insertvalue %221, %220[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %223 = llvm.mlir.constant(1 : index) : i64
    %224 = llvm.mlir.constant(8 : index) : i64
    %225 = llvm.mlir.constant(32 : index) : i64
    %226 = llvm.mlir.constant(1 : index) : i64
    %227 = llvm.mlir.constant(256 : index) : i64
    %228 = llvm.mlir.constant(256 : index) : i64
    %229 = llvm.mlir.zero : !llvm.ptr
    %230 = llvm.getelementptr %229[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %231 = llvm.ptrtoint %230 : !llvm.ptr to i64
    %232 = llvm.mlir.constant(64 : index) : i64
    %233 = llvm.add %231, %232 : i64
    %234 = llvm.call @malloc(%233) : (i64) -> !llvm.ptr
    %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
    %236 = llvm.mlir.constant(1 : index) : i64
    %237 = llvm.sub %232, %236 : i64
    %238 = llvm.add %235, %237 : i64
    %239 = llvm.urem %238, %232 : i64
    %240 = llvm.sub %238, %239 : i64
    %241 = llvm.inttoptr %240 : i64 to !llvm.ptr
    %242 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %243 = llvm.insertvalue %234, %242[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %244 = llvm.insertvalue %241, %243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %245 = llvm.mlir.constant(0 : index) : i64
    %246 = llvm.insertvalue %245, %244[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %247 = llvm.insertvalue %223, %246[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %248 = llvm.insertvalue %224, %247[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.insertvalue %225, %248[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %250 = llvm.insertvalue %227, %249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %251 = llvm.insertvalue %225, %250[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %252 = llvm.insertvalue %226, %251[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb7(%16 : i64)
  ^bb7(%253: i64):  // 2 preds: ^bb6, ^bb14
    %254 = llvm.icmp "slt" %253, %14 : i64
    llvm.cond_br %254, ^bb8, ^bb15
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%16 : i64)
  ^bb9(%255: i64):  // 2 preds: ^bb8, ^bb13
    %256 = llvm.icmp "slt" %255, %15 : i64
    llvm.cond_br %256, ^bb10, ^bb14
  ^bb10:  // pred: ^bb9
    llvm.br ^bb11(%16 : i64)
  ^bb11(%257: i64):  // 2 preds: ^bb10, ^bb12
    %258 = llvm.icmp "slt" %257, %13 : i64
    llvm.cond_br %258, ^bb12, ^bb13
  ^bb12:  // pred: ^bb11
    %259 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %260 = llvm.mlir.constant(256 : index) : i64
    %261 = llvm.mul %253, %260 overflow<nsw, nuw> : i64
    %262 = llvm.mlir.constant(32 : index) : i64
    %263 = llvm.mul %255, %262 overflow<nsw, nuw> : i64
    %264 = llvm.add %261, %263 overflow<nsw, nuw> : i64
    %265 = llvm.add %264, %257 overflow<nsw, nuw> : i64
    %266 = llvm.getelementptr inbounds|nuw %259[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %267 = llvm.load %266 : !llvm.ptr -> f32
    %268 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %269 = llvm.mlir.constant(256 : index) : i64
    %270 = llvm.mul %253, %269 overflow<nsw, nuw> : i64
    %271 = llvm.mlir.constant(32 : index) : i64
    %272 = llvm.mul %255, %271 overflow<nsw, nuw> : i64
    %273 = llvm.add %270, %272 overflow<nsw, nuw> : i64
    %274 = llvm.add %273, %257 overflow<nsw, nuw> : i64
    %275 = llvm.getelementptr inbounds|nuw %268[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %267, %275 : f32, !llvm.ptr
    %276 = llvm.add %257, %14 : i64
    llvm.br ^bb11(%276 : i64)
  ^bb13:  // pred: ^bb11
    %277 = llvm.add %255, %14 : i64
    llvm.br ^bb9(%277 : i64)
  ^bb14:  // pred: ^bb9
    %278 = llvm.add %253, %14 : i64
    llvm.br ^bb7(%278 : i64)
  ^bb15:  // pred: ^bb7
    llvm.br ^bb16(%16 : i64)
  ^bb16(%279: i64):  // 2 preds: ^bb15, ^bb26
    %280 = llvm.icmp "slt" %279, %14 : i64
    llvm.cond_br %280, ^bb17, ^bb27
  ^bb17:  // pred: ^bb16
    llvm.br ^bb18(%16 : i64)
  ^bb18(%281: i64):  // 2 preds: ^bb17, ^bb25
    %282 = llvm.icmp "slt" %281, %15 : i64
    llvm.cond_br %282, ^bb19, ^bb26
  ^bb19:  // pred: ^bb18
    llvm.br ^bb20(%16 : i64)
  ^bb20(%283: i64):  // 2 preds: ^bb19, ^bb24
    %284 = llvm.icmp "slt" %283, %13 : i64
    llvm.cond_br %284, ^bb21, ^bb25
  ^bb21:  // pred: ^bb20
    llvm.br ^bb22(%16 : i64)
  ^bb22(%285: i64):  // 2 preds: ^bb21, ^bb23
    %286 = llvm.icmp "slt" %285, %13 : i64
    llvm.cond_br %286, ^bb23, ^bb24
  ^bb23:  // pred: ^bb22
    %287 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %288 = llvm.mlir.constant(256 : index) : i64
    %289 = llvm.mul %279, %288 overflow<nsw, nuw> : i64
    %290 = llvm.mlir.constant(32 : index) : i64
    %291 = llvm.mul %281, %290 overflow<nsw, nuw> : i64
    %292 = llvm.add %289, %291 overflow<nsw, nuw> : i64
    %293 = llvm.add %292, %285 overflow<nsw, nuw> : i64
    %294 = llvm.getelementptr inbounds|nuw %287[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %295 = llvm.load %294 : !llvm.ptr -> f32
    %296 = llvm.extractvalue %166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %297 = llvm.mlir.constant(32 : index) : i64
    %298 = llvm.mul %283, %297 overflow<nsw, nuw> : i64
    %299 = llvm.add %298, %285 overflow<nsw, nuw> : i64
    %300 = llvm.getelementptr inbounds|nuw %296[%299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %301 = llvm.load %300 : !llvm.ptr -> f32
    %302 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %303 = llvm.mlir.constant(256 : index) : i64
    %304 = llvm.mul %279, %303 overflow<nsw, nuw> : i64
    %305 = llvm.mlir.constant(32 : index) : i64
    %306 = llvm.mul %281, %305 overflow<nsw, nuw> : i64
    %307 = llvm.add %304, %306 overflow<nsw, nuw> : i64
    %308 = llvm.add %307, %283 overflow<nsw, nuw> : i64
    %309 = llvm.getelementptr inbounds|nuw %302[%308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %310 = llvm.load %309 : !llvm.ptr -> f32
    %311 = llvm.fmul %295, %301 : f32
    %312 = llvm.fadd %310, %311 : f32
    %313 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %314 = llvm.mlir.constant(256 : index) : i64
    %315 = llvm.mul %279, %314 overflow<nsw, nuw> : i64
    %316 = llvm.mlir.constant(32 : index) : i64
    %317 = llvm.mul %281, %316 overflow<nsw, nuw> : i64
    %318 = llvm.add %315, %317 overflow<nsw, nuw> : i64
    %319 = llvm.add %318, %283 overflow<nsw, nuw> : i64
    %320 = llvm.getelementptr inbounds|nuw %313[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %312, %320 : f32, !llvm.ptr
    %321 = llvm.add %285, %14 : i64
    llvm.br ^bb22(%321 : i64)
  ^bb24:  // pred: ^bb22
    %322 = llvm.add %283, %14 : i64
    llvm.br ^bb20(%322 : i64)
  ^bb25:  // pred: ^bb20
    %323 = llvm.add %281, %14 : i64
    llvm.br ^bb18(%323 : i64)
  ^bb26:  // pred: ^bb18
    %324 = llvm.add %279, %14 : i64
    llvm.br ^bb16(%324 : i64)
  ^bb27:  // pred: ^bb16
    %325 = llvm.mlir.constant(1 : index) : i64
    %326 = llvm.mlir.constant(8 : index) : i64
    %327 = llvm.mlir.constant(32 : index) : i64
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.mlir.constant(256 : index) : i64
    %330 = llvm.mlir.constant(256 : index) : i64
    %331 = llvm.mlir.zero : !llvm.ptr
    %332 = llvm.getelementptr %331[%330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %333 = llvm.ptrtoint %332 : !llvm.ptr to i64
    %334 = llvm.mlir.constant(64 : index) : i64
    %335 = llvm.add %333, %334 : i64
    %336 = llvm.call @malloc(%335) : (i64) -> !llvm.ptr
    %337 = llvm.ptrtoint %336 : !llvm.ptr to i64
    %338 = llvm.mlir.constant(1 : index) : i64
    %339 = llvm.sub %334, %338 : i64
    %340 = llvm.add %337, %339 : i64
    %341 = llvm.urem %340, %334 : i64
    %342 = llvm.sub %340, %341 : i64
    %343 = llvm.inttoptr %342 : i64 to !llvm.ptr
    %344 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %345 = llvm.insertvalue %336, %344[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %346 = llvm.insertvalue %343, %345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %347 = llvm.mlir.constant(0 : index) : i64
    %348 = llvm.insertvalue %347, %346[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %349 = llvm.insertvalue %325, %348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %350 = llvm.insertvalue %326, %349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %351 = llvm.insertvalue %327, %350[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %352 = llvm.insertvalue %329, %351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %353 = llvm.insertvalue %327, %352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %354 = llvm.insertvalue %328, %353[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%16 : i64)
  ^bb28(%355: i64):  // 2 preds: ^bb27, ^bb35
    %356 = llvm.icmp "slt" %355, %14 : i64
    llvm.cond_br %356, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%16 : i64)
  ^bb30(%357: i64):  // 2 preds: ^bb29, ^bb34
    %358 = llvm.icmp "slt" %357, %15 : i64
    llvm.cond_br %358, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%16 : i64)
  ^bb32(%359: i64):  // 2 preds: ^bb31, ^bb33
    %360 = llvm.icmp "slt" %359, %13 : i64
    llvm.cond_br %360, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %361 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %362 = llvm.mlir.constant(256 : index) : i64
    %363 = llvm.mul %355, %362 overflow<nsw, nuw> : i64
    %364 = llvm.mlir.constant(32 : index) : i64
    %365 = llvm.mul %357, %364 overflow<nsw, nuw> : i64
    %366 = llvm.add %363, %365 overflow<nsw, nuw> : i64
    %367 = llvm.add %366, %359 overflow<nsw, nuw> : i64
    %368 = llvm.getelementptr inbounds|nuw %361[%367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %369 = llvm.load %368 : !llvm.ptr -> f32
    %370 = llvm.extractvalue %354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %371 = llvm.mlir.constant(256 : index) : i64
    %372 = llvm.mul %355, %371 overflow<nsw, nuw> : i64
    %373 = llvm.mlir.constant(32 : index) : i64
    %374 = llvm.mul %357, %373 overflow<nsw, nuw> : i64
    %375 = llvm.add %372, %374 overflow<nsw, nuw> : i64
    %376 = llvm.add %375, %359 overflow<nsw, nuw> : i64
    %377 = llvm.getelementptr inbounds|nuw %370[%376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %369, %377 : f32, !llvm.ptr
    %378 = llvm.add %359, %14 : i64
    llvm.br ^bb32(%378 : i64)
  ^bb34:  // pred: ^bb32
    %379 = llvm.add %357, %14 : i64
    llvm.br ^bb30(%379 : i64)
  ^bb35:  // pred: ^bb30
    %380 = llvm.add %355, %14 : i64
    llvm.br ^bb28(%380 : i64)
  ^bb36:  // pred: ^bb28
    llvm.br ^bb37(%16 : i64)
  ^bb37(%381: i64):  // 2 preds: ^bb36, ^bb47
    %382 = llvm.icmp "slt" %381, %14 : i64
    llvm.cond_br %382, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%16 : i64)
  ^bb39(%383: i64):  // 2 preds: ^bb38, ^bb46
    %384 = llvm.icmp "slt" %383, %15 : i64
    llvm.cond_br %384, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%16 : i64)
  ^bb41(%385: i64):  // 2 preds: ^bb40, ^bb45
    %386 = llvm.icmp "slt" %385, %13 : i64
    llvm.cond_br %386, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%16 : i64)
  ^bb43(%387: i64):  // 2 preds: ^bb42, ^bb44
    %388 = llvm.icmp "slt" %387, %13 : i64
    llvm.cond_br %388, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %389 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %390 = llvm.mlir.constant(256 : index) : i64
    %391 = llvm.mul %381, %390 overflow<nsw, nuw> : i64
    %392 = llvm.mlir.constant(32 : index) : i64
    %393 = llvm.mul %383, %392 overflow<nsw, nuw> : i64
    %394 = llvm.add %391, %393 overflow<nsw, nuw> : i64
    %395 = llvm.add %394, %387 overflow<nsw, nuw> : i64
    %396 = llvm.getelementptr inbounds|nuw %389[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %397 = llvm.load %396 : !llvm.ptr -> f32
    %398 = llvm.extractvalue %130[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %399 = llvm.mlir.constant(32 : index) : i64
    %400 = llvm.mul %385, %399 overflow<nsw, nuw> : i64
    %401 = llvm.add %400, %387 overflow<nsw, nuw> : i64
    %402 = llvm.getelementptr inbounds|nuw %398[%401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %403 = llvm.load %402 : !llvm.ptr -> f32
    %404 = llvm.extractvalue %354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %405 = llvm.mlir.constant(256 : index) : i64
    %406 = llvm.mul %381, %405 overflow<nsw, nuw> : i64
    %407 = llvm.mlir.constant(32 : index) : i64
    %408 = llvm.mul %383, %407 overflow<nsw, nuw> : i64
    %409 = llvm.add %406, %408 overflow<nsw, nuw> : i64
    %410 = llvm.add %409, %385 overflow<nsw, nuw> : i64
    %411 = llvm.getelementptr inbounds|nuw %404[%410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %412 = llvm.load %411 : !llvm.ptr -> f32
    %413 = llvm.fmul %397, %403 : f32
    %414 = llvm.fadd %412, %413 : f32
    %415 = llvm.extractvalue %354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %416 = llvm.mlir.constant(256 : index) : i64
    %417 = llvm.mul %381, %416 overflow<nsw, nuw> : i64
    %418 = llvm.mlir.constant(32 : index) : i64
    %419 = llvm.mul %383, %418 overflow<nsw, nuw> : i64
    %420 = llvm.add %417, %419 overflow<nsw, nuw> : i64
    %421 = llvm.add %420, %385 overflow<nsw, nuw> : i64
    %422 = llvm.getelementptr inbounds|nuw %415[%421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %414, %422 : f32, !llvm.ptr
    %423 = llvm.add %387, %14 : i64
    llvm.br ^bb43(%423 : i64)
  ^bb45:  // pred: ^bb43
    %424 = llvm.add %385, %14 : i64
    llvm.br ^bb41(%424 : i64)
  ^bb46:  // pred: ^bb41
    %425 = llvm.add %383, %14 : i64
    llvm.br ^bb39(%425 : i64)
  ^bb47:  // pred: ^bb39
    %426 = llvm.add %381, %14 : i64
    llvm.br ^bb37(%426 : i64)
  ^bb48:  // pred: ^bb37
    %427 = llvm.mlir.constant(1 : index) : i64
    %428 = llvm.mlir.constant(8 : index) : i64
    %429 = llvm.mlir.constant(32 : index) : i64
    %430 = llvm.mlir.constant(1 : index) : i64
    %431 = llvm.mlir.constant(256 : index) : i64
    %432 = llvm.mlir.constant(256 : index) : i64
    %433 = llvm.mlir.zero : !llvm.ptr
    %434 = llvm.getelementptr %433[%432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %435 = llvm.ptrtoint %434 : !llvm.ptr to i64
    %436 = llvm.mlir.constant(64 : index) : i64
    %437 = llvm.add %435, %436 : i64
    %438 = llvm.call @malloc(%437) : (i64) -> !llvm.ptr
    %439 = llvm.ptrtoint %438 : !llvm.ptr to i64
    %440 = llvm.mlir.constant(1 : index) : i64
    %441 = llvm.sub %436, %440 : i64
    %442 = llvm.add %439, %441 : i64
    %443 = llvm.urem %442, %436 : i64
    %444 = llvm.sub %442, %443 : i64
    %445 = llvm.inttoptr %444 : i64 to !llvm.ptr
    %446 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %447 = llvm.insertvalue %438, %446[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %448 = llvm.insertvalue %445, %447[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %449 = llvm.mlir.constant(0 : index) : i64
    %450 = llvm.insertvalue %449, %448[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.insertvalue %427, %450[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %452 = llvm.insertvalue %428, %451[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.insertvalue %429, %452[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %454 = llvm.insertvalue %431, %453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %455 = llvm.insertvalue %429, %454[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %456 = llvm.insertvalue %430, %455[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb49(%16 : i64)
  ^bb49(%457: i64):  // 2 preds: ^bb48, ^bb56
    %458 = llvm.icmp "slt" %457, %14 : i64
    llvm.cond_br %458, ^bb50, ^bb57
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%16 : i64)
  ^bb51(%459: i64):  // 2 preds: ^bb50, ^bb55
    %460 = llvm.icmp "slt" %459, %15 : i64
    llvm.cond_br %460, ^bb52, ^bb56
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%16 : i64)
  ^bb53(%461: i64):  // 2 preds: ^bb52, ^bb54
    %462 = llvm.icmp "slt" %461, %13 : i64
    llvm.cond_br %462, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    %463 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %464 = llvm.mlir.constant(256 : index) : i64
    %465 = llvm.mul %457, %464 overflow<nsw, nuw> : i64
    %466 = llvm.mlir.constant(32 : index) : i64
    %467 = llvm.mul %459, %466 overflow<nsw, nuw> : i64
    %468 = llvm.add %465, %467 overflow<nsw, nuw> : i64
    %469 = llvm.add %468, %461 overflow<nsw, nuw> : i64
    %470 = llvm.getelementptr inbounds|nuw %463[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 : !llvm.ptr -> f32
    %472 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %473 = llvm.mlir.constant(256 : index) : i64
    %474 = llvm.mul %457, %473 overflow<nsw, nuw> : i64
    %475 = llvm.mlir.constant(32 : index) : i64
    %476 = llvm.mul %459, %475 overflow<nsw, nuw> : i64
    %477 = llvm.add %474, %476 overflow<nsw, nuw> : i64
    %478 = llvm.add %477, %461 overflow<nsw, nuw> : i64
    %479 = llvm.getelementptr inbounds|nuw %472[%478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %471, %479 : f32, !llvm.ptr
    %480 = llvm.add %461, %14 : i64
    llvm.br ^bb53(%480 : i64)
  ^bb55:  // pred: ^bb53
    %481 = llvm.add %459, %14 : i64
    llvm.br ^bb51(%481 : i64)
  ^bb56:  // pred: ^bb51
    %482 = llvm.add %457, %14 : i64
    llvm.br ^bb49(%482 : i64)
  ^bb57:  // pred: ^bb49
    llvm.br ^bb58(%16 : i64)
  ^bb58(%483: i64):  // 2 preds: ^bb57, ^bb68
    %484 = llvm.icmp "slt" %483, %14 : i64
    llvm.cond_br %484, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%16 : i64)
  ^bb60(%485: i64):  // 2 preds: ^bb59, ^bb67
    %486 = llvm.icmp "slt" %485, %15 : i64
    llvm.cond_br %486, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%16 : i64)
  ^bb62(%487: i64):  // 2 preds: ^bb61, ^bb66
    %488 = llvm.icmp "slt" %487, %13 : i64
    llvm.cond_br %488, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%16 : i64)
  ^bb64(%489: i64):  // 2 preds: ^bb63, ^bb65
    %490 = llvm.icmp "slt" %489, %13 : i64
    llvm.cond_br %490, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %491 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %492 = llvm.mlir.constant(256 : index) : i64
    %493 = llvm.mul %483, %492 overflow<nsw, nuw> : i64
    %494 = llvm.mlir.constant(32 : index) : i64
    %495 = llvm.mul %485, %494 overflow<nsw, nuw> : i64
    %496 = llvm.add %493, %495 overflow<nsw, nuw> : i64
    %497 = llvm.add %496, %489 overflow<nsw, nuw> : i64
    %498 = llvm.getelementptr inbounds|nuw %491[%497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %499 = llvm.load %498 : !llvm.ptr -> f32
    %500 = llvm.extractvalue %94[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %501 = llvm.mlir.constant(32 : index) : i64
    %502 = llvm.mul %487, %501 overflow<nsw, nuw> : i64
    %503 = llvm.add %502, %489 overflow<nsw, nuw> : i64
    %504 = llvm.getelementptr inbounds|nuw %500[%503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %505 = llvm.load %504 : !llvm.ptr -> f32
    %506 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %507 = llvm.mlir.constant(256 : index) : i64
    %508 = llvm.mul %483, %507 overflow<nsw, nuw> : i64
    %509 = llvm.mlir.constant(32 : index) : i64
    %510 = llvm.mul %485, %509 overflow<nsw, nuw> : i64
    %511 = llvm.add %508, %510 overflow<nsw, nuw> : i64
    %512 = llvm.add %511, %487 overflow<nsw, nuw> : i64
    %513 = llvm.getelementptr inbounds|nuw %506[%512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %514 = llvm.load %513 : !llvm.ptr -> f32
    %515 = llvm.fmul %499, %505 : f32
    %516 = llvm.fadd %514, %515 : f32
    %517 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %518 = llvm.mlir.constant(256 : index) : i64
    %519 = llvm.mul %483, %518 overflow<nsw, nuw> : i64
    %520 = llvm.mlir.constant(32 : index) : i64
    %521 = llvm.mul %485, %520 overflow<nsw, nuw> : i64
    %522 = llvm.add %519, %521 overflow<nsw, nuw> : i64
    %523 = llvm.add %522, %487 overflow<nsw, nuw> : i64
    %524 = llvm.getelementptr inbounds|nuw %517[%523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %516, %524 : f32, !llvm.ptr
    %525 = llvm.add %489, %14 : i64
    llvm.br ^bb64(%525 : i64)
  ^bb66:  // pred: ^bb64
    %526 = llvm.add %487, %14 : i64
    llvm.br ^bb62(%526 : i64)
  ^bb67:  // pred: ^bb62
    %527 = llvm.add %485, %14 : i64
    llvm.br ^bb60(%527 : i64)
  ^bb68:  // pred: ^bb60
    %528 = llvm.add %483, %14 : i64
    llvm.br ^bb58(%528 : i64)
  ^bb69:  // pred: ^bb58
    %529 = llvm.mlir.constant(1 : index) : i64
    %530 = llvm.mlir.constant(8 : index) : i64
    %531 = llvm.mlir.constant(8 : index) : i64
    %532 = llvm.mlir.constant(1 : index) : i64
    %533 = llvm.mlir.constant(64 : index) : i64
    %534 = llvm.mlir.constant(64 : index) : i64
    %535 = llvm.mlir.zero : !llvm.ptr
    %536 = llvm.getelementptr %535[%534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %537 = llvm.ptrtoint %536 : !llvm.ptr to i64
    %538 = llvm.mlir.constant(64 : index) : i64
    %539 = llvm.add %537, %538 : i64
    %540 = llvm.call @malloc(%539) : (i64) -> !llvm.ptr
    %541 = llvm.ptrtoint %540 : !llvm.ptr to i64
    %542 = llvm.mlir.constant(1 : index) : i64
    %543 = llvm.sub %538, %542 : i64
    %544 = llvm.add %541, %543 : i64
    %545 = llvm.urem %544, %538 : i64
    %546 = llvm.sub %544, %545 : i64
    %547 = llvm.inttoptr %546 : i64 to !llvm.ptr
    %548 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %549 = llvm.insertvalue %540, %548[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %550 = llvm.insertvalue %547, %549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %551 = llvm.mlir.constant(0 : index) : i64
    %552 = llvm.insertvalue %551, %550[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %553 = llvm.insertvalue %529, %552[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %554 = llvm.insertvalue %530, %553[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %555 = llvm.insertvalue %531, %554[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %556 = llvm.insertvalue %533, %555[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %557 = llvm.insertvalue %531, %556[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %558 = llvm.insertvalue %532, %557[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb70(%16 : i64)
  ^bb70(%559: i64):  // 2 preds: ^bb69, ^bb77
    %560 = llvm.icmp "slt" %559, %14 : i64
    llvm.cond_br %560, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%16 : i64)
  ^bb72(%561: i64):  // 2 preds: ^bb71, ^bb76
    %562 = llvm.icmp "slt" %561, %15 : i64
    llvm.cond_br %562, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%16 : i64)
  ^bb74(%563: i64):  // 2 preds: ^bb73, ^bb75
    %564 = llvm.icmp "slt" %563, %15 : i64
    llvm.cond_br %564, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %565 = llvm.extractvalue %558[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %566 = llvm.mlir.constant(64 : index) : i64
    %567 = llvm.mul %559, %566 overflow<nsw, nuw> : i64
    %568 = llvm.mlir.constant(8 : index) : i64
    %569 = llvm.mul %561, %568 overflow<nsw, nuw> : i64
    %570 = llvm.add %567, %569 overflow<nsw, nuw> : i64
    %571 = llvm.add %570, %563 overflow<nsw, nuw> : i64
    %572 = llvm.getelementptr inbounds|nuw %565[%571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %572 : f32, !llvm.ptr
    %573 = llvm.add %563, %14 : i64
    llvm.br ^bb74(%573 : i64)
  ^bb76:  // pred: ^bb74
    %574 = llvm.add %561, %14 : i64
    llvm.br ^bb72(%574 : i64)
  ^bb77:  // pred: ^bb72
    %575 = llvm.add %559, %14 : i64
    llvm.br ^bb70(%575 : i64)
  ^bb78:  // pred: ^bb70
    %576 = llvm.mlir.constant(1 : index) : i64
    %577 = llvm.mlir.constant(8 : index) : i64
    %578 = llvm.mlir.constant(8 : index) : i64
    %579 = llvm.mlir.constant(1 : index) : i64
    %580 = llvm.mlir.constant(64 : index) : i64
    %581 = llvm.mlir.constant(64 : index) : i64
    %582 = llvm.mlir.zero : !llvm.ptr
    %583 = llvm.getelementptr %582[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %584 = llvm.ptrtoint %583 : !llvm.ptr to i64
    %585 = llvm.mlir.constant(64 : index) : i64
    %586 = llvm.add %584, %585 : i64
    %587 = llvm.call @malloc(%586) : (i64) -> !llvm.ptr
    %588 = llvm.ptrtoint %587 : !llvm.ptr to i64
    %589 = llvm.mlir.constant(1 : index) : i64
    %590 = llvm.sub %585, %589 : i64
    %591 = llvm.add %588, %590 : i64
    %592 = llvm.urem %591, %585 : i64
    %593 = llvm.sub %591, %592 : i64
    %594 = llvm.inttoptr %593 : i64 to !llvm.ptr
    %595 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %596 = llvm.insertvalue %587, %595[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %597 = llvm.insertvalue %594, %596[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %598 = llvm.mlir.constant(0 : index) : i64
    %599 = llvm.insertvalue %598, %597[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %600 = llvm.insertvalue %576, %599[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %601 = llvm.insertvalue %577, %600[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %602 = llvm.insertvalue %578, %601[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %603 = llvm.insertvalue %580, %602[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %604 = llvm.insertvalue %578, %603[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %605 = llvm.insertvalue %579, %604[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%16 : i64)
  ^bb79(%606: i64):  // 2 preds: ^bb78, ^bb86
    %607 = llvm.icmp "slt" %606, %14 : i64
    llvm.cond_br %607, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%16 : i64)
  ^bb81(%608: i64):  // 2 preds: ^bb80, ^bb85
    %609 = llvm.icmp "slt" %608, %15 : i64
    llvm.cond_br %609, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%16 : i64)
  ^bb83(%610: i64):  // 2 preds: ^bb82, ^bb84
    %611 = llvm.icmp "slt" %610, %15 : i64
    llvm.cond_br %611, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %612 = llvm.extractvalue %558[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %613 = llvm.mlir.constant(64 : index) : i64
    %614 = llvm.mul %606, %613 overflow<nsw, nuw> : i64
    %615 = llvm.mlir.constant(8 : index) : i64
    %616 = llvm.mul %608, %615 overflow<nsw, nuw> : i64
    %617 = llvm.add %614, %616 overflow<nsw, nuw> : i64
    %618 = llvm.add %617, %610 overflow<nsw, nuw> : i64
    %619 = llvm.getelementptr inbounds|nuw %612[%618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %620 = llvm.load %619 : !llvm.ptr -> f32
    %621 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %622 = llvm.mlir.constant(64 : index) : i64
    %623 = llvm.mul %606, %622 overflow<nsw, nuw> : i64
    %624 = llvm.mlir.constant(8 : index) : i64
    %625 = llvm.mul %608, %624 overflow<nsw, nuw> : i64
    %626 = llvm.add %623, %625 overflow<nsw, nuw> : i64
    %627 = llvm.add %626, %610 overflow<nsw, nuw> : i64
    %628 = llvm.getelementptr inbounds|nuw %621[%627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %620, %628 : f32, !llvm.ptr
    %629 = llvm.add %610, %14 : i64
    llvm.br ^bb83(%629 : i64)
  ^bb85:  // pred: ^bb83
    %630 = llvm.add %608, %14 : i64
    llvm.br ^bb81(%630 : i64)
  ^bb86:  // pred: ^bb81
    %631 = llvm.add %606, %14 : i64
    llvm.br ^bb79(%631 : i64)
  ^bb87:  // pred: ^bb79
    llvm.br ^bb88(%16 : i64)
  ^bb88(%632: i64):  // 2 preds: ^bb87, ^bb98
    %633 = llvm.icmp "slt" %632, %14 : i64
    llvm.cond_br %633, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%16 : i64)
  ^bb90(%634: i64):  // 2 preds: ^bb89, ^bb97
    %635 = llvm.icmp "slt" %634, %15 : i64
    llvm.cond_br %635, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%16 : i64)
  ^bb92(%636: i64):  // 2 preds: ^bb91, ^bb96
    %637 = llvm.icmp "slt" %636, %15 : i64
    llvm.cond_br %637, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%16 : i64)
  ^bb94(%638: i64):  // 2 preds: ^bb93, ^bb95
    %639 = llvm.icmp "slt" %638, %13 : i64
    llvm.cond_br %639, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %640 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %641 = llvm.mlir.constant(256 : index) : i64
    %642 = llvm.mul %632, %641 overflow<nsw, nuw> : i64
    %643 = llvm.mlir.constant(32 : index) : i64
    %644 = llvm.mul %634, %643 overflow<nsw, nuw> : i64
    %645 = llvm.add %642, %644 overflow<nsw, nuw> : i64
    %646 = llvm.add %645, %638 overflow<nsw, nuw> : i64
    %647 = llvm.getelementptr inbounds|nuw %640[%646] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %648 = llvm.load %647 : !llvm.ptr -> f32
    %649 = llvm.extractvalue %146[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %650 = llvm.getelementptr inbounds|nuw %649[%638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %651 = llvm.load %650 : !llvm.ptr -> f32
    %652 = llvm.extractvalue %354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %653 = llvm.mlir.constant(256 : index) : i64
    %654 = llvm.mul %632, %653 overflow<nsw, nuw> : i64
    %655 = llvm.mlir.constant(32 : index) : i64
    %656 = llvm.mul %636, %655 overflow<nsw, nuw> : i64
    %657 = llvm.add %654, %656 overflow<nsw, nuw> : i64
    %658 = llvm.add %657, %638 overflow<nsw, nuw> : i64
    %659 = llvm.getelementptr inbounds|nuw %652[%658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %660 = llvm.load %659 : !llvm.ptr -> f32
    %661 = llvm.extractvalue %110[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %662 = llvm.getelementptr inbounds|nuw %661[%638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %663 = llvm.load %662 : !llvm.ptr -> f32
    %664 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %665 = llvm.mlir.constant(64 : index) : i64
    %666 = llvm.mul %632, %665 overflow<nsw, nuw> : i64
    %667 = llvm.mlir.constant(8 : index) : i64
    %668 = llvm.mul %634, %667 overflow<nsw, nuw> : i64
    %669 = llvm.add %666, %668 overflow<nsw, nuw> : i64
    %670 = llvm.add %669, %636 overflow<nsw, nuw> : i64
    %671 = llvm.getelementptr inbounds|nuw %664[%670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %672 = llvm.load %671 : !llvm.ptr -> f32
    %673 = llvm.fadd %660, %663 : f32
    %674 = llvm.fptrunc %20 : f64 to f32
    %675 = llvm.fmul %673, %674 : f32
    %676 = llvm.fadd %648, %651 : f32
    %677 = llvm.fmul %676, %674 : f32
    %678 = llvm.fmul %677, %675 : f32
    %679 = llvm.fadd %672, %678 : f32
    %680 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %681 = llvm.mlir.constant(64 : index) : i64
    %682 = llvm.mul %632, %681 overflow<nsw, nuw> : i64
    %683 = llvm.mlir.constant(8 : index) : i64
    %684 = llvm.mul %634, %683 overflow<nsw, nuw> : i64
    %685 = llvm.add %682, %684 overflow<nsw, nuw> : i64
    %686 = llvm.add %685, %636 overflow<nsw, nuw> : i64
    %687 = llvm.getelementptr inbounds|nuw %680[%686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %679, %687 : f32, !llvm.ptr
    %688 = llvm.add %638, %14 : i64
    llvm.br ^bb94(%688 : i64)
  ^bb96:  // pred: ^bb94
    %689 = llvm.add %636, %14 : i64
    llvm.br ^bb92(%689 : i64)
  ^bb97:  // pred: ^bb92
    %690 = llvm.add %634, %14 : i64
    llvm.br ^bb90(%690 : i64)
  ^bb98:  // pred: ^bb90
    %691 = llvm.add %632, %14 : i64
    llvm.br ^bb88(%691 : i64)
  ^bb99:  // pred: ^bb88
    %692 = llvm.mlir.constant(1 : index) : i64
    %693 = llvm.mlir.constant(8 : index) : i64
    %694 = llvm.mlir.constant(1 : index) : i64
    %695 = llvm.mlir.constant(1 : index) : i64
    %696 = llvm.mlir.constant(8 : index) : i64
    %697 = llvm.mlir.zero : !llvm.ptr
    %698 = llvm.getelementptr %697[%696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %699 = llvm.ptrtoint %698 : !llvm.ptr to i64
    %700 = llvm.mlir.constant(64 : index) : i64
    %701 = llvm.add %699, %700 : i64
    %702 = llvm.call @malloc(%701) : (i64) -> !llvm.ptr
    %703 = llvm.ptrtoint %702 : !llvm.ptr to i64
    %704 = llvm.mlir.constant(1 : index) : i64
    %705 = llvm.sub %700, %704 : i64
    %706 = llvm.add %703, %705 : i64
    %707 = llvm.urem %706, %700 : i64
    %708 = llvm.sub %706, %707 : i64
    %709 = llvm.inttoptr %708 : i64 to !llvm.ptr
    %710 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %711 = llvm.insertvalue %702, %710[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %712 = llvm.insertvalue %709, %711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %713 = llvm.mlir.constant(0 : index) : i64
    %714 = llvm.insertvalue %713, %712[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %715 = llvm.insertvalue %692, %714[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %716 = llvm.insertvalue %693, %715[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %717 = llvm.insertvalue %694, %716[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %718 = llvm.insertvalue %693, %717[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %719 = llvm.insertvalue %694, %718[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %720 = llvm.insertvalue %695, %719[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb100(%16 : i64)
  ^bb100(%721: i64):  // 2 preds: ^bb99, ^bb107
    %722 = llvm.icmp "slt" %721, %14 : i64
    llvm.cond_br %722, ^bb101, ^bb108
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%16 : i64)
  ^bb102(%723: i64):  // 2 preds: ^bb101, ^bb106
    %724 = llvm.icmp "slt" %723, %15 : i64
    llvm.cond_br %724, ^bb103, ^bb107
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%16 : i64)
  ^bb104(%725: i64):  // 2 preds: ^bb103, ^bb105
    %726 = llvm.icmp "slt" %725, %14 : i64
    llvm.cond_br %726, ^bb105, ^bb106
  ^bb105:  // pred: ^bb104
    %727 = llvm.extractvalue %720[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %728 = llvm.mlir.constant(8 : index) : i64
    %729 = llvm.mul %721, %728 overflow<nsw, nuw> : i64
    %730 = llvm.add %729, %723 overflow<nsw, nuw> : i64
    %731 = llvm.add %730, %725 overflow<nsw, nuw> : i64
    %732 = llvm.getelementptr inbounds|nuw %727[%731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %732 : f32, !llvm.ptr
    %733 = llvm.add %725, %14 : i64
    llvm.br ^bb104(%733 : i64)
  ^bb106:  // pred: ^bb104
    %734 = llvm.add %723, %14 : i64
    llvm.br ^bb102(%734 : i64)
  ^bb107:  // pred: ^bb102
    %735 = llvm.add %721, %14 : i64
    llvm.br ^bb100(%735 : i64)
  ^bb108:  // pred: ^bb100
    %736 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %737 = llvm.extractvalue %605[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %738 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %739 = llvm.insertvalue %737, %736[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %740 = llvm.insertvalue %738, %739[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %741 = llvm.mlir.constant(0 : index) : i64
    %742 = llvm.insertvalue %741, %740[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %743 = llvm.mlir.constant(1 : index) : i64
    %744 = llvm.insertvalue %743, %742[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %745 = llvm.mlir.constant(64 : index) : i64
    %746 = llvm.insertvalue %745, %744[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %747 = llvm.mlir.constant(8 : index) : i64
    %748 = llvm.insertvalue %747, %746[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %749 = llvm.mlir.constant(8 : index) : i64
    %750 = llvm.insertvalue %749, %748[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %751 = llvm.mlir.constant(1 : index) : i64
    %752 = llvm.insertvalue %751, %750[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %753 = llvm.mlir.constant(8 : index) : i64
    %754 = llvm.insertvalue %753, %752[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %755 = llvm.mlir.constant(8 : index) : i64
    %756 = llvm.insertvalue %755, %754[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %757 = llvm.mlir.constant(1 : index) : i64
    %758 = llvm.insertvalue %757, %756[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %759 = llvm.mlir.constant(1 : index) : i64
    %760 = llvm.mlir.constant(8 : index) : i64
    %761 = llvm.mlir.constant(1 : index) : i64
    %762 = llvm.mlir.constant(1 : index) : i64
    %763 = llvm.mlir.constant(8 : index) : i64
    %764 = llvm.mlir.zero : !llvm.ptr
    %765 = llvm.getelementptr %764[%763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %766 = llvm.ptrtoint %765 : !llvm.ptr to i64
    %767 = llvm.mlir.constant(64 : index) : i64
    %768 = llvm.add %766, %767 : i64
    %769 = llvm.call @malloc(%768) : (i64) -> !llvm.ptr
    %770 = llvm.ptrtoint %769 : !llvm.ptr to i64
    %771 = llvm.mlir.constant(1 : index) : i64
    %772 = llvm.sub %767, %771 : i64
    %773 = llvm.add %770, %772 : i64
    %774 = llvm.urem %773, %767 : i64
    %775 = llvm.sub %773, %774 : i64
    %776 = llvm.inttoptr %775 : i64 to !llvm.ptr
    %777 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %778 = llvm.insertvalue %769, %777[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %779 = llvm.insertvalue %776, %778[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %780 = llvm.mlir.constant(0 : index) : i64
    %781 = llvm.insertvalue %780, %779[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %782 = llvm.insertvalue %759, %781[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %783 = llvm.insertvalue %760, %782[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %784 = llvm.insertvalue %761, %783[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %785 = llvm.insertvalue %760, %784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %786 = llvm.insertvalue %761, %785[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %787 = llvm.insertvalue %762, %786[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb109(%16 : i64)
  ^bb109(%788: i64):  // 2 preds: ^bb108, ^bb116
    %789 = llvm.icmp "slt" %788, %14 : i64
    llvm.cond_br %789, ^bb110, ^bb117
  ^bb110:  // pred: ^bb109
    llvm.br ^bb111(%16 : i64)
  ^bb111(%790: i64):  // 2 preds: ^bb110, ^bb115
    %791 = llvm.icmp "slt" %790, %15 : i64
    llvm.cond_br %791, ^bb112, ^bb116
  ^bb112:  // pred: ^bb111
    llvm.br ^bb113(%16 : i64)
  ^bb113(%792: i64):  // 2 preds: ^bb112, ^bb114
    %793 = llvm.icmp "slt" %792, %14 : i64
    llvm.cond_br %793, ^bb114, ^bb115
  ^bb114:  // pred: ^bb113
    %794 = llvm.extractvalue %720[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %795 = llvm.mlir.constant(8 : index) : i64
    %796 = llvm.mul %788, %795 overflow<nsw, nuw> : i64
    %797 = llvm.add %796, %790 overflow<nsw, nuw> : i64
    %798 = llvm.add %797, %792 overflow<nsw, nuw> : i64
    %799 = llvm.getelementptr inbounds|nuw %794[%798] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %800 = llvm.load %799 : !llvm.ptr -> f32
    %801 = llvm.extractvalue %787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %802 = llvm.mlir.constant(8 : index) : i64
    %803 = llvm.mul %788, %802 overflow<nsw, nuw> : i64
    %804 = llvm.add %803, %790 overflow<nsw, nuw> : i64
    %805 = llvm.add %804, %792 overflow<nsw, nuw> : i64
    %806 = llvm.getelementptr inbounds|nuw %801[%805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %800, %806 : f32, !llvm.ptr
    %807 = llvm.add %792, %14 : i64
    llvm.br ^bb113(%807 : i64)
  ^bb115:  // pred: ^bb113
    %808 = llvm.add %790, %14 : i64
    llvm.br ^bb111(%808 : i64)
  ^bb116:  // pred: ^bb111
    %809 = llvm.add %788, %14 : i64
    llvm.br ^bb109(%809 : i64)
  ^bb117:  // pred: ^bb109
    llvm.br ^bb118(%16 : i64)
  ^bb118(%810: i64):  // 2 preds: ^bb117, ^bb128
    %811 = llvm.icmp "slt" %810, %14 : i64
    llvm.cond_br %811, ^bb119, ^bb129
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%16 : i64)
  ^bb120(%812: i64):  // 2 preds: ^bb119, ^bb127
    %813 = llvm.icmp "slt" %812, %15 : i64
    llvm.cond_br %813, ^bb121, ^bb128
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%16 : i64)
  ^bb122(%814: i64):  // 2 preds: ^bb121, ^bb126
    %815 = llvm.icmp "slt" %814, %14 : i64
    llvm.cond_br %815, ^bb123, ^bb127
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%16 : i64)
  ^bb124(%816: i64):  // 2 preds: ^bb123, ^bb125
    %817 = llvm.icmp "slt" %816, %15 : i64
    llvm.cond_br %817, ^bb125, ^bb126
  ^bb125:  // pred: ^bb124
    %818 = llvm.extractvalue %758[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %819 = llvm.mlir.constant(64 : index) : i64
    %820 = llvm.mul %810, %819 overflow<nsw, nuw> : i64
    %821 = llvm.mlir.constant(8 : index) : i64
    %822 = llvm.mul %812, %821 overflow<nsw, nuw> : i64
    %823 = llvm.add %820, %822 overflow<nsw, nuw> : i64
    %824 = llvm.mlir.constant(8 : index) : i64
    %825 = llvm.mul %814, %824 overflow<nsw, nuw> : i64
    %826 = llvm.add %823, %825 overflow<nsw, nuw> : i64
    %827 = llvm.add %826, %816 overflow<nsw, nuw> : i64
    %828 = llvm.getelementptr inbounds|nuw %818[%827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %829 = llvm.load %828 : !llvm.ptr -> f32
    %830 = llvm.extractvalue %787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.mlir.constant(8 : index) : i64
    %832 = llvm.mul %810, %831 overflow<nsw, nuw> : i64
    %833 = llvm.add %832, %812 overflow<nsw, nuw> : i64
    %834 = llvm.add %833, %814 overflow<nsw, nuw> : i64
    %835 = llvm.getelementptr inbounds|nuw %830[%834] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %836 = llvm.load %835 : !llvm.ptr -> f32
    %837 = llvm.intr.maximum(%829, %836) : (f32, f32) -> f32
    %838 = llvm.extractvalue %787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.mlir.constant(8 : index) : i64
    %840 = llvm.mul %810, %839 overflow<nsw, nuw> : i64
    %841 = llvm.add %840, %812 overflow<nsw, nuw> : i64
    %842 = llvm.add %841, %814 overflow<nsw, nuw> : i64
    %843 = llvm.getelementptr inbounds|nuw %838[%842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %837, %843 : f32, !llvm.ptr
    %844 = llvm.add %816, %14 : i64
    llvm.br ^bb124(%844 : i64)
  ^bb126:  // pred: ^bb124
    %845 = llvm.add %814, %14 : i64
    llvm.br ^bb122(%845 : i64)
  ^bb127:  // pred: ^bb122
    %846 = llvm.add %812, %14 : i64
    llvm.br ^bb120(%846 : i64)
  ^bb128:  // pred: ^bb120
    %847 = llvm.add %810, %14 : i64
    llvm.br ^bb118(%847 : i64)
  ^bb129:  // pred: ^bb118
    %848 = llvm.mlir.constant(1 : index) : i64
    %849 = llvm.mlir.constant(8 : index) : i64
    %850 = llvm.mlir.constant(8 : index) : i64
    %851 = llvm.mlir.constant(1 : index) : i64
    %852 = llvm.mlir.constant(64 : index) : i64
    %853 = llvm.mlir.constant(64 : index) : i64
    %854 = llvm.mlir.zero : !llvm.ptr
    %855 = llvm.getelementptr %854[%853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %856 = llvm.ptrtoint %855 : !llvm.ptr to i64
    %857 = llvm.mlir.constant(64 : index) : i64
    %858 = llvm.add %856, %857 : i64
    %859 = llvm.call @malloc(%858) : (i64) -> !llvm.ptr
    %860 = llvm.ptrtoint %859 : !llvm.ptr to i64
    %861 = llvm.mlir.constant(1 : index) : i64
    %862 = llvm.sub %857, %861 : i64
    %863 = llvm.add %860, %862 : i64
    %864 = llvm.urem %863, %857 : i64
    %865 = llvm.sub %863, %864 : i64
    %866 = llvm.inttoptr %865 : i64 to !llvm.ptr
    %867 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.insertvalue %859, %867[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %869 = llvm.insertvalue %866, %868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %870 = llvm.mlir.constant(0 : index) : i64
    %871 = llvm.insertvalue %870, %869[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %872 = llvm.insertvalue %848, %871[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %873 = llvm.insertvalue %849, %872[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %874 = llvm.insertvalue %850, %873[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %875 = llvm.insertvalue %852, %874[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %876 = llvm.insertvalue %850, %875[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %877 = llvm.insertvalue %851, %876[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb130(%16 : i64)
  ^bb130(%878: i64):  // 2 preds: ^bb129, ^bb137
    %879 = llvm.icmp "slt" %878, %14 : i64
    llvm.cond_br %879, ^bb131, ^bb138
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%16 : i64)
  ^bb132(%880: i64):  // 2 preds: ^bb131, ^bb136
    %881 = llvm.icmp "slt" %880, %15 : i64
    llvm.cond_br %881, ^bb133, ^bb137
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%16 : i64)
  ^bb134(%882: i64):  // 2 preds: ^bb133, ^bb135
    %883 = llvm.icmp "slt" %882, %15 : i64
    llvm.cond_br %883, ^bb135, ^bb136
  ^bb135:  // pred: ^bb134
    %884 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %885 = llvm.mlir.constant(64 : index) : i64
    %886 = llvm.mul %878, %885 overflow<nsw, nuw> : i64
    %887 = llvm.mlir.constant(8 : index) : i64
    %888 = llvm.mul %880, %887 overflow<nsw, nuw> : i64
    %889 = llvm.add %886, %888 overflow<nsw, nuw> : i64
    %890 = llvm.add %889, %882 overflow<nsw, nuw> : i64
    %891 = llvm.getelementptr inbounds|nuw %884[%890] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %892 = llvm.load %891 : !llvm.ptr -> f32
    %893 = llvm.extractvalue %787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %894 = llvm.mlir.constant(8 : index) : i64
    %895 = llvm.mul %878, %894 overflow<nsw, nuw> : i64
    %896 = llvm.add %895, %880 overflow<nsw, nuw> : i64
    %897 = llvm.add %896, %16 overflow<nsw, nuw> : i64
    %898 = llvm.getelementptr inbounds|nuw %893[%897] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %899 = llvm.load %898 : !llvm.ptr -> f32
    %900 = llvm.fsub %892, %899 : f32
    %901 = llvm.fmul %900, %10 : f32
    %902 = llvm.intr.exp2(%901) : (f32) -> f32
    %903 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %904 = llvm.mlir.constant(64 : index) : i64
    %905 = llvm.mul %878, %904 overflow<nsw, nuw> : i64
    %906 = llvm.mlir.constant(8 : index) : i64
    %907 = llvm.mul %880, %906 overflow<nsw, nuw> : i64
    %908 = llvm.add %905, %907 overflow<nsw, nuw> : i64
    %909 = llvm.add %908, %882 overflow<nsw, nuw> : i64
    %910 = llvm.getelementptr inbounds|nuw %903[%909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %902, %910 : f32, !llvm.ptr
    %911 = llvm.add %882, %14 : i64
    llvm.br ^bb134(%911 : i64)
  ^bb136:  // pred: ^bb134
    %912 = llvm.add %880, %14 : i64
    llvm.br ^bb132(%912 : i64)
  ^bb137:  // pred: ^bb132
    %913 = llvm.add %878, %14 : i64
    llvm.br ^bb130(%913 : i64)
  ^bb138:  // pred: ^bb130
    %914 = llvm.mlir.constant(1 : index) : i64
    %915 = llvm.mlir.constant(8 : index) : i64
    %916 = llvm.mlir.constant(1 : index) : i64
    %917 = llvm.mlir.constant(1 : index) : i64
    %918 = llvm.mlir.constant(8 : index) : i64
    %919 = llvm.mlir.zero : !llvm.ptr
    %920 = llvm.getelementptr %919[%918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %921 = llvm.ptrtoint %920 : !llvm.ptr to i64
    %922 = llvm.mlir.constant(64 : index) : i64
    %923 = llvm.add %921, %922 : i64
    %924 = llvm.call @malloc(%923) : (i64) -> !llvm.ptr
    %925 = llvm.ptrtoint %924 : !llvm.ptr to i64
    %926 = llvm.mlir.constant(1 : index) : i64
    %927 = llvm.sub %922, %926 : i64
    %928 = llvm.add %925, %927 : i64
    %929 = llvm.urem %928, %922 : i64
    %930 = llvm.sub %928, %929 : i64
    %931 = llvm.inttoptr %930 : i64 to !llvm.ptr
    %932 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %933 = llvm.insertvalue %924, %932[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %934 = llvm.insertvalue %931, %933[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %935 = llvm.mlir.constant(0 : index) : i64
    %936 = llvm.insertvalue %935, %934[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %937 = llvm.insertvalue %914, %936[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %938 = llvm.insertvalue %915, %937[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %939 = llvm.insertvalue %916, %938[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %940 = llvm.insertvalue %915, %939[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %941 = llvm.insertvalue %916, %940[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %942 = llvm.insertvalue %917, %941[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb139(%16 : i64)
  ^bb139(%943: i64):  // 2 preds: ^bb138, ^bb146
    %944 = llvm.icmp "slt" %943, %14 : i64
    llvm.cond_br %944, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%16 : i64)
  ^bb141(%945: i64):  // 2 preds: ^bb140, ^bb145
    %946 = llvm.icmp "slt" %945, %15 : i64
    llvm.cond_br %946, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%16 : i64)
  ^bb143(%947: i64):  // 2 preds: ^bb142, ^bb144
    %948 = llvm.icmp "slt" %947, %14 : i64
    llvm.cond_br %948, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %949 = llvm.extractvalue %942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %950 = llvm.mlir.constant(8 : index) : i64
    %951 = llvm.mul %943, %950 overflow<nsw, nuw> : i64
    %952 = llvm.add %951, %945 overflow<nsw, nuw> : i64
    %953 = llvm.add %952, %947 overflow<nsw, nuw> : i64
    %954 = llvm.getelementptr inbounds|nuw %949[%953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %954 : f32, !llvm.ptr
    %955 = llvm.add %947, %14 : i64
    llvm.br ^bb143(%955 : i64)
  ^bb145:  // pred: ^bb143
    %956 = llvm.add %945, %14 : i64
    llvm.br ^bb141(%956 : i64)
  ^bb146:  // pred: ^bb141
    %957 = llvm.add %943, %14 : i64
    llvm.br ^bb139(%957 : i64)
  ^bb147:  // pred: ^bb139
    %958 = llvm.mlir.constant(1 : index) : i64
    %959 = llvm.mlir.constant(8 : index) : i64
    %960 = llvm.mlir.constant(1 : index) : i64
    %961 = llvm.mlir.constant(1 : index) : i64
    %962 = llvm.mlir.constant(8 : index) : i64
    %963 = llvm.mlir.zero : !llvm.ptr
    %964 = llvm.getelementptr %963[%962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %965 = llvm.ptrtoint %964 : !llvm.ptr to i64
    %966 = llvm.mlir.constant(64 : index) : i64
    %967 = llvm.add %965, %966 : i64
    %968 = llvm.call @malloc(%967) : (i64) -> !llvm.ptr
    %969 = llvm.ptrtoint %968 : !llvm.ptr to i64
    %970 = llvm.mlir.constant(1 : index) : i64
    %971 = llvm.sub %966, %970 : i64
    %972 = llvm.add %969, %971 : i64
    %973 = llvm.urem %972, %966 : i64
    %974 = llvm.sub %972, %973 : i64
    %975 = llvm.inttoptr %974 : i64 to !llvm.ptr
    %976 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %977 = llvm.insertvalue %968, %976[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %978 = llvm.insertvalue %975, %977[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %979 = llvm.mlir.constant(0 : index) : i64
    %980 = llvm.insertvalue %979, %978[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %981 = llvm.insertvalue %958, %980[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %982 = llvm.insertvalue %959, %981[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %983 = llvm.insertvalue %960, %982[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %984 = llvm.insertvalue %959, %983[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %985 = llvm.insertvalue %960, %984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %986 = llvm.insertvalue %961, %985[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb148(%16 : i64)
  ^bb148(%987: i64):  // 2 preds: ^bb147, ^bb155
    %988 = llvm.icmp "slt" %987, %14 : i64
    llvm.cond_br %988, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%16 : i64)
  ^bb150(%989: i64):  // 2 preds: ^bb149, ^bb154
    %990 = llvm.icmp "slt" %989, %15 : i64
    llvm.cond_br %990, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%16 : i64)
  ^bb152(%991: i64):  // 2 preds: ^bb151, ^bb153
    %992 = llvm.icmp "slt" %991, %14 : i64
    llvm.cond_br %992, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %993 = llvm.extractvalue %942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %994 = llvm.mlir.constant(8 : index) : i64
    %995 = llvm.mul %987, %994 overflow<nsw, nuw> : i64
    %996 = llvm.add %995, %989 overflow<nsw, nuw> : i64
    %997 = llvm.add %996, %991 overflow<nsw, nuw> : i64
    %998 = llvm.getelementptr inbounds|nuw %993[%997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %999 = llvm.load %998 : !llvm.ptr -> f32
    %1000 = llvm.extractvalue %986[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1001 = llvm.mlir.constant(8 : index) : i64
    %1002 = llvm.mul %987, %1001 overflow<nsw, nuw> : i64
    %1003 = llvm.add %1002, %989 overflow<nsw, nuw> : i64
    %1004 = llvm.add %1003, %991 overflow<nsw, nuw> : i64
    %1005 = llvm.getelementptr inbounds|nuw %1000[%1004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %999, %1005 : f32, !llvm.ptr
    %1006 = llvm.add %991, %14 : i64
    llvm.br ^bb152(%1006 : i64)
  ^bb154:  // pred: ^bb152
    %1007 = llvm.add %989, %14 : i64
    llvm.br ^bb150(%1007 : i64)
  ^bb155:  // pred: ^bb150
    %1008 = llvm.add %987, %14 : i64
    llvm.br ^bb148(%1008 : i64)
  ^bb156:  // pred: ^bb148
    llvm.br ^bb157(%16 : i64)
  ^bb157(%1009: i64):  // 2 preds: ^bb156, ^bb164
    %1010 = llvm.icmp "slt" %1009, %14 : i64
    llvm.cond_br %1010, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%16 : i64)
  ^bb159(%1011: i64):  // 2 preds: ^bb158, ^bb163
    %1012 = llvm.icmp "slt" %1011, %15 : i64
    llvm.cond_br %1012, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%16 : i64)
  ^bb161(%1013: i64):  // 2 preds: ^bb160, ^bb162
    %1014 = llvm.icmp "slt" %1013, %15 : i64
    llvm.cond_br %1014, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1015 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1016 = llvm.mlir.constant(64 : index) : i64
    %1017 = llvm.mul %1009, %1016 overflow<nsw, nuw> : i64
    %1018 = llvm.mlir.constant(8 : index) : i64
    %1019 = llvm.mul %1011, %1018 overflow<nsw, nuw> : i64
    %1020 = llvm.add %1017, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.add %1020, %1013 overflow<nsw, nuw> : i64
    %1022 = llvm.getelementptr inbounds|nuw %1015[%1021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1023 = llvm.load %1022 : !llvm.ptr -> f32
    %1024 = llvm.extractvalue %986[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1025 = llvm.mlir.constant(8 : index) : i64
    %1026 = llvm.mul %1009, %1025 overflow<nsw, nuw> : i64
    %1027 = llvm.add %1026, %1011 overflow<nsw, nuw> : i64
    %1028 = llvm.add %1027, %16 overflow<nsw, nuw> : i64
    %1029 = llvm.getelementptr inbounds|nuw %1024[%1028] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1030 = llvm.load %1029 : !llvm.ptr -> f32
    %1031 = llvm.fadd %1023, %1030 : f32
    %1032 = llvm.extractvalue %986[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1033 = llvm.mlir.constant(8 : index) : i64
    %1034 = llvm.mul %1009, %1033 overflow<nsw, nuw> : i64
    %1035 = llvm.add %1034, %1011 overflow<nsw, nuw> : i64
    %1036 = llvm.add %1035, %16 overflow<nsw, nuw> : i64
    %1037 = llvm.getelementptr inbounds|nuw %1032[%1036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1031, %1037 : f32, !llvm.ptr
    %1038 = llvm.add %1013, %14 : i64
    llvm.br ^bb161(%1038 : i64)
  ^bb163:  // pred: ^bb161
    %1039 = llvm.add %1011, %14 : i64
    llvm.br ^bb159(%1039 : i64)
  ^bb164:  // pred: ^bb159
    %1040 = llvm.add %1009, %14 : i64
    llvm.br ^bb157(%1040 : i64)
  ^bb165:  // pred: ^bb157
    %1041 = llvm.mlir.constant(1 : index) : i64
    %1042 = llvm.mlir.constant(8 : index) : i64
    %1043 = llvm.mlir.constant(1 : index) : i64
    %1044 = llvm.mlir.constant(1 : index) : i64
    %1045 = llvm.mlir.constant(8 : index) : i64
    %1046 = llvm.mlir.zero : !llvm.ptr
    %1047 = llvm.getelementptr %1046[%1045] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1048 = llvm.ptrtoint %1047 : !llvm.ptr to i64
    %1049 = llvm.mlir.constant(64 : index) : i64
    %1050 = llvm.add %1048, %1049 : i64
    %1051 = llvm.call @malloc(%1050) : (i64) -> !llvm.ptr
    %1052 = llvm.ptrtoint %1051 : !llvm.ptr to i64
    %1053 = llvm.mlir.constant(1 : index) : i64
    %1054 = llvm.sub %1049, %1053 : i64
    %1055 = llvm.add %1052, %1054 : i64
    %1056 = llvm.urem %1055, %1049 : i64
    %1057 = llvm.sub %1055, %1056 : i64
    %1058 = llvm.inttoptr %1057 : i64 to !llvm.ptr
    %1059 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1060 = llvm.insertvalue %1051, %1059[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1061 = llvm.insertvalue %1058, %1060[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1062 = llvm.mlir.constant(0 : index) : i64
    %1063 = llvm.insertvalue %1062, %1061[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1064 = llvm.insertvalue %1041, %1063[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1065 = llvm.insertvalue %1042, %1064[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1066 = llvm.insertvalue %1043, %1065[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1067 = llvm.insertvalue %1042, %1066[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1068 = llvm.insertvalue %1043, %1067[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1069 = llvm.insertvalue %1044, %1068[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb166(%16 : i64)
  ^bb166(%1070: i64):  // 2 preds: ^bb165, ^bb173
    %1071 = llvm.icmp "slt" %1070, %14 : i64
    llvm.cond_br %1071, ^bb167, ^bb174
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%16 : i64)
  ^bb168(%1072: i64):  // 2 preds: ^bb167, ^bb172
    %1073 = llvm.icmp "slt" %1072, %15 : i64
    llvm.cond_br %1073, ^bb169, ^bb173
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%16 : i64)
  ^bb170(%1074: i64):  // 2 preds: ^bb169, ^bb171
    %1075 = llvm.icmp "slt" %1074, %14 : i64
    llvm.cond_br %1075, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1076 = llvm.extractvalue %1069[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1077 = llvm.mlir.constant(8 : index) : i64
    %1078 = llvm.mul %1070, %1077 overflow<nsw, nuw> : i64
    %1079 = llvm.add %1078, %1072 overflow<nsw, nuw> : i64
    %1080 = llvm.add %1079, %1074 overflow<nsw, nuw> : i64
    %1081 = llvm.getelementptr inbounds|nuw %1076[%1080] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %17, %1081 : i1, !llvm.ptr
    %1082 = llvm.add %1074, %14 : i64
    llvm.br ^bb170(%1082 : i64)
  ^bb172:  // pred: ^bb170
    %1083 = llvm.add %1072, %14 : i64
    llvm.br ^bb168(%1083 : i64)
  ^bb173:  // pred: ^bb168
    %1084 = llvm.add %1070, %14 : i64
    llvm.br ^bb166(%1084 : i64)
  ^bb174:  // pred: ^bb166
    %1085 = llvm.mlir.constant(1 : index) : i64
    %1086 = llvm.mlir.constant(8 : index) : i64
    %1087 = llvm.mlir.constant(1 : index) : i64
    %1088 = llvm.mlir.constant(1 : index) : i64
    %1089 = llvm.mlir.constant(8 : index) : i64
    %1090 = llvm.mlir.zero : !llvm.ptr
    %1091 = llvm.getelementptr %1090[%1089] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1092 = llvm.ptrtoint %1091 : !llvm.ptr to i64
    %1093 = llvm.mlir.constant(64 : index) : i64
    %1094 = llvm.add %1092, %1093 : i64
    %1095 = llvm.call @malloc(%1094) : (i64) -> !llvm.ptr
    %1096 = llvm.ptrtoint %1095 : !llvm.ptr to i64
    %1097 = llvm.mlir.constant(1 : index) : i64
    %1098 = llvm.sub %1093, %1097 : i64
    %1099 = llvm.add %1096, %1098 : i64
    %1100 = llvm.urem %1099, %1093 : i64
    %1101 = llvm.sub %1099, %1100 : i64
    %1102 = llvm.inttoptr %1101 : i64 to !llvm.ptr
    %1103 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1104 = llvm.insertvalue %1095, %1103[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1105 = llvm.insertvalue %1102, %1104[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1106 = llvm.mlir.constant(0 : index) : i64
    %1107 = llvm.insertvalue %1106, %1105[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1108 = llvm.insertvalue %1085, %1107[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1109 = llvm.insertvalue %1086, %1108[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1110 = llvm.insertvalue %1087, %1109[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1111 = llvm.insertvalue %1086, %1110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1112 = llvm.insertvalue %1087, %1111[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1113 = llvm.insertvalue %1088, %1112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%16 : i64)
  ^bb175(%1114: i64):  // 2 preds: ^bb174, ^bb182
    %1115 = llvm.icmp "slt" %1114, %14 : i64
    llvm.cond_br %1115, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%16 : i64)
  ^bb177(%1116: i64):  // 2 preds: ^bb176, ^bb181
    %1117 = llvm.icmp "slt" %1116, %15 : i64
    llvm.cond_br %1117, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%16 : i64)
  ^bb179(%1118: i64):  // 2 preds: ^bb178, ^bb180
    %1119 = llvm.icmp "slt" %1118, %14 : i64
    llvm.cond_br %1119, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1120 = llvm.extractvalue %1069[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1121 = llvm.mlir.constant(8 : index) : i64
    %1122 = llvm.mul %1114, %1121 overflow<nsw, nuw> : i64
    %1123 = llvm.add %1122, %1116 overflow<nsw, nuw> : i64
    %1124 = llvm.add %1123, %1118 overflow<nsw, nuw> : i64
    %1125 = llvm.getelementptr inbounds|nuw %1120[%1124] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1126 = llvm.load %1125 : !llvm.ptr -> i1
    %1127 = llvm.extractvalue %1113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1128 = llvm.mlir.constant(8 : index) : i64
    %1129 = llvm.mul %1114, %1128 overflow<nsw, nuw> : i64
    %1130 = llvm.add %1129, %1116 overflow<nsw, nuw> : i64
    %1131 = llvm.add %1130, %1118 overflow<nsw, nuw> : i64
    %1132 = llvm.getelementptr inbounds|nuw %1127[%1131] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1126, %1132 : i1, !llvm.ptr
    %1133 = llvm.add %1118, %14 : i64
    llvm.br ^bb179(%1133 : i64)
  ^bb181:  // pred: ^bb179
    %1134 = llvm.add %1116, %14 : i64
    llvm.br ^bb177(%1134 : i64)
  ^bb182:  // pred: ^bb177
    %1135 = llvm.add %1114, %14 : i64
    llvm.br ^bb175(%1135 : i64)
  ^bb183:  // pred: ^bb175
    llvm.br ^bb184(%16 : i64)
  ^bb184(%1136: i64):  // 2 preds: ^bb183, ^bb191
    %1137 = llvm.icmp "slt" %1136, %14 : i64
    llvm.cond_br %1137, ^bb185, ^bb192
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%16 : i64)
  ^bb186(%1138: i64):  // 2 preds: ^bb185, ^bb190
    %1139 = llvm.icmp "slt" %1138, %15 : i64
    llvm.cond_br %1139, ^bb187, ^bb191
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%16 : i64)
  ^bb188(%1140: i64):  // 2 preds: ^bb187, ^bb189
    %1141 = llvm.icmp "slt" %1140, %15 : i64
    llvm.cond_br %1141, ^bb189, ^bb190
  ^bb189:  // pred: ^bb188
    %1142 = llvm.extractvalue %605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1143 = llvm.mlir.constant(64 : index) : i64
    %1144 = llvm.mul %1136, %1143 overflow<nsw, nuw> : i64
    %1145 = llvm.mlir.constant(8 : index) : i64
    %1146 = llvm.mul %1138, %1145 overflow<nsw, nuw> : i64
    %1147 = llvm.add %1144, %1146 overflow<nsw, nuw> : i64
    %1148 = llvm.add %1147, %1140 overflow<nsw, nuw> : i64
    %1149 = llvm.getelementptr inbounds|nuw %1142[%1148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1150 = llvm.load %1149 : !llvm.ptr -> f32
    %1151 = llvm.extractvalue %1113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1152 = llvm.mlir.constant(8 : index) : i64
    %1153 = llvm.mul %1136, %1152 overflow<nsw, nuw> : i64
    %1154 = llvm.add %1153, %1138 overflow<nsw, nuw> : i64
    %1155 = llvm.add %1154, %16 overflow<nsw, nuw> : i64
    %1156 = llvm.getelementptr inbounds|nuw %1151[%1155] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1157 = llvm.load %1156 : !llvm.ptr -> i1
    %1158 = llvm.fpext %1150 : f32 to f64
    %1159 = llvm.fcmp "oeq" %1158, %21 : f64
    %1160 = llvm.and %1159, %1157 : i1
    %1161 = llvm.extractvalue %1113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.mlir.constant(8 : index) : i64
    %1163 = llvm.mul %1136, %1162 overflow<nsw, nuw> : i64
    %1164 = llvm.add %1163, %1138 overflow<nsw, nuw> : i64
    %1165 = llvm.add %1164, %16 overflow<nsw, nuw> : i64
    %1166 = llvm.getelementptr inbounds|nuw %1161[%1165] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1160, %1166 : i1, !llvm.ptr
    %1167 = llvm.add %1140, %14 : i64
    llvm.br ^bb188(%1167 : i64)
  ^bb190:  // pred: ^bb188
    %1168 = llvm.add %1138, %14 : i64
    llvm.br ^bb186(%1168 : i64)
  ^bb191:  // pred: ^bb186
    %1169 = llvm.add %1136, %14 : i64
    llvm.br ^bb184(%1169 : i64)
  ^bb192:  // pred: ^bb184
    %1170 = llvm.mlir.constant(1 : index) : i64
    %1171 = llvm.mlir.constant(8 : index) : i64
    %1172 = llvm.mlir.constant(32 : index) : i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.mlir.constant(256 : index) : i64
    %1175 = llvm.mlir.constant(256 : index) : i64
    %1176 = llvm.mlir.zero : !llvm.ptr
    %1177 = llvm.getelementptr %1176[%1175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1178 = llvm.ptrtoint %1177 : !llvm.ptr to i64
    %1179 = llvm.mlir.constant(64 : index) : i64
    %1180 = llvm.add %1178, %1179 : i64
    %1181 = llvm.call @malloc(%1180) : (i64) -> !llvm.ptr
    %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
    %1183 = llvm.mlir.constant(1 : index) : i64
    %1184 = llvm.sub %1179, %1183 : i64
    %1185 = llvm.add %1182, %1184 : i64
    %1186 = llvm.urem %1185, %1179 : i64
    %1187 = llvm.sub %1185, %1186 : i64
    %1188 = llvm.inttoptr %1187 : i64 to !llvm.ptr
    %1189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1190 = llvm.insertvalue %1181, %1189[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.insertvalue %1188, %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1192 = llvm.mlir.constant(0 : index) : i64
    %1193 = llvm.insertvalue %1192, %1191[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1194 = llvm.insertvalue %1170, %1193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1195 = llvm.insertvalue %1171, %1194[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1196 = llvm.insertvalue %1172, %1195[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1197 = llvm.insertvalue %1174, %1196[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.insertvalue %1172, %1197[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1199 = llvm.insertvalue %1173, %1198[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb193(%16 : i64)
  ^bb193(%1200: i64):  // 2 preds: ^bb192, ^bb200
    %1201 = llvm.icmp "slt" %1200, %14 : i64
    llvm.cond_br %1201, ^bb194, ^bb201
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%16 : i64)
  ^bb195(%1202: i64):  // 2 preds: ^bb194, ^bb199
    %1203 = llvm.icmp "slt" %1202, %15 : i64
    llvm.cond_br %1203, ^bb196, ^bb200
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%16 : i64)
  ^bb197(%1204: i64):  // 2 preds: ^bb196, ^bb198
    %1205 = llvm.icmp "slt" %1204, %13 : i64
    llvm.cond_br %1205, ^bb198, ^bb199
  ^bb198:  // pred: ^bb197
    %1206 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1207 = llvm.mlir.constant(256 : index) : i64
    %1208 = llvm.mul %1200, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.mlir.constant(32 : index) : i64
    %1210 = llvm.mul %1202, %1209 overflow<nsw, nuw> : i64
    %1211 = llvm.add %1208, %1210 overflow<nsw, nuw> : i64
    %1212 = llvm.add %1211, %1204 overflow<nsw, nuw> : i64
    %1213 = llvm.getelementptr inbounds|nuw %1206[%1212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1213 : f32, !llvm.ptr
    %1214 = llvm.add %1204, %14 : i64
    llvm.br ^bb197(%1214 : i64)
  ^bb199:  // pred: ^bb197
    %1215 = llvm.add %1202, %14 : i64
    llvm.br ^bb195(%1215 : i64)
  ^bb200:  // pred: ^bb195
    %1216 = llvm.add %1200, %14 : i64
    llvm.br ^bb193(%1216 : i64)
  ^bb201:  // pred: ^bb193
    %1217 = llvm.mlir.constant(1 : index) : i64
    %1218 = llvm.mlir.constant(8 : index) : i64
    %1219 = llvm.mlir.constant(32 : index) : i64
    %1220 = llvm.mlir.constant(1 : index) : i64
    %1221 = llvm.mlir.constant(256 : index) : i64
    %1222 = llvm.mlir.constant(256 : index) : i64
    %1223 = llvm.mlir.zero : !llvm.ptr
    %1224 = llvm.getelementptr %1223[%1222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1225 = llvm.ptrtoint %1224 : !llvm.ptr to i64
    %1226 = llvm.mlir.constant(64 : index) : i64
    %1227 = llvm.add %1225, %1226 : i64
    %1228 = llvm.call @malloc(%1227) : (i64) -> !llvm.ptr
    %1229 = llvm.ptrtoint %1228 : !llvm.ptr to i64
    %1230 = llvm.mlir.constant(1 : index) : i64
    %1231 = llvm.sub %1226, %1230 : i64
    %1232 = llvm.add %1229, %1231 : i64
    %1233 = llvm.urem %1232, %1226 : i64
    %1234 = llvm.sub %1232, %1233 : i64
    %1235 = llvm.inttoptr %1234 : i64 to !llvm.ptr
    %1236 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1237 = llvm.insertvalue %1228, %1236[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1238 = llvm.insertvalue %1235, %1237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1239 = llvm.mlir.constant(0 : index) : i64
    %1240 = llvm.insertvalue %1239, %1238[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1241 = llvm.insertvalue %1217, %1240[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1242 = llvm.insertvalue %1218, %1241[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1243 = llvm.insertvalue %1219, %1242[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1244 = llvm.insertvalue %1221, %1243[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.insertvalue %1219, %1244[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.insertvalue %1220, %1245[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb202(%16 : i64)
  ^bb202(%1247: i64):  // 2 preds: ^bb201, ^bb209
    %1248 = llvm.icmp "slt" %1247, %14 : i64
    llvm.cond_br %1248, ^bb203, ^bb210
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%16 : i64)
  ^bb204(%1249: i64):  // 2 preds: ^bb203, ^bb208
    %1250 = llvm.icmp "slt" %1249, %15 : i64
    llvm.cond_br %1250, ^bb205, ^bb209
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%16 : i64)
  ^bb206(%1251: i64):  // 2 preds: ^bb205, ^bb207
    %1252 = llvm.icmp "slt" %1251, %13 : i64
    llvm.cond_br %1252, ^bb207, ^bb208
  ^bb207:  // pred: ^bb206
    %1253 = llvm.extractvalue %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1254 = llvm.mlir.constant(256 : index) : i64
    %1255 = llvm.mul %1247, %1254 overflow<nsw, nuw> : i64
    %1256 = llvm.mlir.constant(32 : index) : i64
    %1257 = llvm.mul %1249, %1256 overflow<nsw, nuw> : i64
    %1258 = llvm.add %1255, %1257 overflow<nsw, nuw> : i64
    %1259 = llvm.add %1258, %1251 overflow<nsw, nuw> : i64
    %1260 = llvm.getelementptr inbounds|nuw %1253[%1259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1261 = llvm.load %1260 : !llvm.ptr -> f32
    %1262 = llvm.extractvalue %1246[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1263 = llvm.mlir.constant(256 : index) : i64
    %1264 = llvm.mul %1247, %1263 overflow<nsw, nuw> : i64
    %1265 = llvm.mlir.constant(32 : index) : i64
    %1266 = llvm.mul %1249, %1265 overflow<nsw, nuw> : i64
    %1267 = llvm.add %1264, %1266 overflow<nsw, nuw> : i64
    %1268 = llvm.add %1267, %1251 overflow<nsw, nuw> : i64
    %1269 = llvm.getelementptr inbounds|nuw %1262[%1268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1261, %1269 : f32, !llvm.ptr
    %1270 = llvm.add %1251, %14 : i64
    llvm.br ^bb206(%1270 : i64)
  ^bb208:  // pred: ^bb206
    %1271 = llvm.add %1249, %14 : i64
    llvm.br ^bb204(%1271 : i64)
  ^bb209:  // pred: ^bb204
    %1272 = llvm.add %1247, %14 : i64
    llvm.br ^bb202(%1272 : i64)
  ^bb210:  // pred: ^bb202
    llvm.br ^bb211(%16 : i64)
  ^bb211(%1273: i64):  // 2 preds: ^bb210, ^bb221
    %1274 = llvm.icmp "slt" %1273, %14 : i64
    llvm.cond_br %1274, ^bb212, ^bb222
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%16 : i64)
  ^bb213(%1275: i64):  // 2 preds: ^bb212, ^bb220
    %1276 = llvm.icmp "slt" %1275, %15 : i64
    llvm.cond_br %1276, ^bb214, ^bb221
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%16 : i64)
  ^bb215(%1277: i64):  // 2 preds: ^bb214, ^bb219
    %1278 = llvm.icmp "slt" %1277, %13 : i64
    llvm.cond_br %1278, ^bb216, ^bb220
  ^bb216:  // pred: ^bb215
    llvm.br ^bb217(%16 : i64)
  ^bb217(%1279: i64):  // 2 preds: ^bb216, ^bb218
    %1280 = llvm.icmp "slt" %1279, %15 : i64
    llvm.cond_br %1280, ^bb218, ^bb219
  ^bb218:  // pred: ^bb217
    %1281 = llvm.extractvalue %1113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.mlir.constant(8 : index) : i64
    %1283 = llvm.mul %1273, %1282 overflow<nsw, nuw> : i64
    %1284 = llvm.add %1283, %1275 overflow<nsw, nuw> : i64
    %1285 = llvm.add %1284, %16 overflow<nsw, nuw> : i64
    %1286 = llvm.getelementptr inbounds|nuw %1281[%1285] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1287 = llvm.load %1286 : !llvm.ptr -> i1
    %1288 = llvm.extractvalue %877[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1289 = llvm.mlir.constant(64 : index) : i64
    %1290 = llvm.mul %1273, %1289 overflow<nsw, nuw> : i64
    %1291 = llvm.mlir.constant(8 : index) : i64
    %1292 = llvm.mul %1275, %1291 overflow<nsw, nuw> : i64
    %1293 = llvm.add %1290, %1292 overflow<nsw, nuw> : i64
    %1294 = llvm.add %1293, %1279 overflow<nsw, nuw> : i64
    %1295 = llvm.getelementptr inbounds|nuw %1288[%1294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1296 = llvm.load %1295 : !llvm.ptr -> f32
    %1297 = llvm.extractvalue %986[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1298 = llvm.mlir.constant(8 : index) : i64
    %1299 = llvm.mul %1273, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1299, %1275 overflow<nsw, nuw> : i64
    %1301 = llvm.add %1300, %16 overflow<nsw, nuw> : i64
    %1302 = llvm.getelementptr inbounds|nuw %1297[%1301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1303 = llvm.load %1302 : !llvm.ptr -> f32
    %1304 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.mlir.constant(256 : index) : i64
    %1306 = llvm.mul %1273, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.mlir.constant(32 : index) : i64
    %1308 = llvm.mul %1279, %1307 overflow<nsw, nuw> : i64
    %1309 = llvm.add %1306, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1277 overflow<nsw, nuw> : i64
    %1311 = llvm.getelementptr inbounds|nuw %1304[%1310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1312 = llvm.load %1311 : !llvm.ptr -> f32
    %1313 = llvm.extractvalue %74[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1314 = llvm.getelementptr inbounds|nuw %1313[%1277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1315 = llvm.load %1314 : !llvm.ptr -> f32
    %1316 = llvm.extractvalue %1246[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1317 = llvm.mlir.constant(256 : index) : i64
    %1318 = llvm.mul %1273, %1317 overflow<nsw, nuw> : i64
    %1319 = llvm.mlir.constant(32 : index) : i64
    %1320 = llvm.mul %1275, %1319 overflow<nsw, nuw> : i64
    %1321 = llvm.add %1318, %1320 overflow<nsw, nuw> : i64
    %1322 = llvm.add %1321, %1277 overflow<nsw, nuw> : i64
    %1323 = llvm.getelementptr inbounds|nuw %1316[%1322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1324 = llvm.load %1323 : !llvm.ptr -> f32
    %1325 = llvm.fadd %1312, %1315 : f32
    %1326 = llvm.fdiv %1296, %1303 : f32
    %1327 = llvm.select %1287, %25, %1326 : i1, f32
    %1328 = llvm.fmul %1327, %1325 : f32
    %1329 = llvm.fadd %1324, %1328 : f32
    %1330 = llvm.extractvalue %1246[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1331 = llvm.mlir.constant(256 : index) : i64
    %1332 = llvm.mul %1273, %1331 overflow<nsw, nuw> : i64
    %1333 = llvm.mlir.constant(32 : index) : i64
    %1334 = llvm.mul %1275, %1333 overflow<nsw, nuw> : i64
    %1335 = llvm.add %1332, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1277 overflow<nsw, nuw> : i64
    %1337 = llvm.getelementptr inbounds|nuw %1330[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1329, %1337 : f32, !llvm.ptr
    %1338 = llvm.add %1279, %14 : i64
    llvm.br ^bb217(%1338 : i64)
  ^bb219:  // pred: ^bb217
    %1339 = llvm.add %1277, %14 : i64
    llvm.br ^bb215(%1339 : i64)
  ^bb220:  // pred: ^bb215
    %1340 = llvm.add %1275, %14 : i64
    llvm.br ^bb213(%1340 : i64)
  ^bb221:  // pred: ^bb213
    %1341 = llvm.add %1273, %14 : i64
    llvm.br ^bb211(%1341 : i64)
  ^bb222:  // pred: ^bb211
    %1342 = llvm.mlir.constant(1 : index) : i64
    %1343 = llvm.mlir.constant(8 : index) : i64
    %1344 = llvm.mlir.constant(32 : index) : i64
    %1345 = llvm.mlir.constant(1 : index) : i64
    %1346 = llvm.mlir.constant(256 : index) : i64
    %1347 = llvm.mlir.constant(256 : index) : i64
    %1348 = llvm.mlir.zero : !llvm.ptr
    %1349 = llvm.getelementptr %1348[%1347] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1350 = llvm.ptrtoint %1349 : !llvm.ptr to i64
    %1351 = llvm.mlir.constant(64 : index) : i64
    %1352 = llvm.add %1350, %1351 : i64
    %1353 = llvm.call @malloc(%1352) : (i64) -> !llvm.ptr
    %1354 = llvm.ptrtoint %1353 : !llvm.ptr to i64
    %1355 = llvm.mlir.constant(1 : index) : i64
    %1356 = llvm.sub %1351, %1355 : i64
    %1357 = llvm.add %1354, %1356 : i64
    %1358 = llvm.urem %1357, %1351 : i64
    %1359 = llvm.sub %1357, %1358 : i64
    %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
    %1361 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1362 = llvm.insertvalue %1353, %1361[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1363 = llvm.insertvalue %1360, %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.mlir.constant(0 : index) : i64
    %1365 = llvm.insertvalue %1364, %1363[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1366 = llvm.insertvalue %1342, %1365[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1367 = llvm.insertvalue %1343, %1366[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1368 = llvm.insertvalue %1344, %1367[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1369 = llvm.insertvalue %1346, %1368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1370 = llvm.insertvalue %1344, %1369[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.insertvalue %1345, %1370[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb223(%16 : i64)
  ^bb223(%1372: i64):  // 2 preds: ^bb222, ^bb230
    %1373 = llvm.icmp "slt" %1372, %14 : i64
    llvm.cond_br %1373, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%16 : i64)
  ^bb225(%1374: i64):  // 2 preds: ^bb224, ^bb229
    %1375 = llvm.icmp "slt" %1374, %15 : i64
    llvm.cond_br %1375, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%16 : i64)
  ^bb227(%1376: i64):  // 2 preds: ^bb226, ^bb228
    %1377 = llvm.icmp "slt" %1376, %13 : i64
    llvm.cond_br %1377, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1378 = llvm.extractvalue %1246[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1379 = llvm.mlir.constant(256 : index) : i64
    %1380 = llvm.mul %1372, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.mlir.constant(32 : index) : i64
    %1382 = llvm.mul %1374, %1381 overflow<nsw, nuw> : i64
    %1383 = llvm.add %1380, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1376 overflow<nsw, nuw> : i64
    %1385 = llvm.getelementptr inbounds|nuw %1378[%1384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1386 = llvm.load %1385 : !llvm.ptr -> f32
    %1387 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1388 = llvm.mlir.constant(256 : index) : i64
    %1389 = llvm.mul %1372, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.mlir.constant(32 : index) : i64
    %1391 = llvm.mul %1374, %1390 overflow<nsw, nuw> : i64
    %1392 = llvm.add %1389, %1391 overflow<nsw, nuw> : i64
    %1393 = llvm.add %1392, %1376 overflow<nsw, nuw> : i64
    %1394 = llvm.getelementptr inbounds|nuw %1387[%1393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1395 = llvm.load %1394 : !llvm.ptr -> f32
    %1396 = llvm.fadd %1386, %1395 : f32
    %1397 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1398 = llvm.mlir.constant(256 : index) : i64
    %1399 = llvm.mul %1372, %1398 overflow<nsw, nuw> : i64
    %1400 = llvm.mlir.constant(32 : index) : i64
    %1401 = llvm.mul %1374, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.add %1399, %1401 overflow<nsw, nuw> : i64
    %1403 = llvm.add %1402, %1376 overflow<nsw, nuw> : i64
    %1404 = llvm.getelementptr inbounds|nuw %1397[%1403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1396, %1404 : f32, !llvm.ptr
    %1405 = llvm.add %1376, %14 : i64
    llvm.br ^bb227(%1405 : i64)
  ^bb229:  // pred: ^bb227
    %1406 = llvm.add %1374, %14 : i64
    llvm.br ^bb225(%1406 : i64)
  ^bb230:  // pred: ^bb225
    %1407 = llvm.add %1372, %14 : i64
    llvm.br ^bb223(%1407 : i64)
  ^bb231:  // pred: ^bb223
    %1408 = llvm.mlir.constant(1 : index) : i64
    %1409 = llvm.mlir.constant(8 : index) : i64
    %1410 = llvm.mlir.constant(32 : index) : i64
    %1411 = llvm.mlir.constant(1 : index) : i64
    %1412 = llvm.mlir.constant(256 : index) : i64
    %1413 = llvm.mlir.constant(256 : index) : i64
    %1414 = llvm.mlir.zero : !llvm.ptr
    %1415 = llvm.getelementptr %1414[%1413] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1416 = llvm.ptrtoint %1415 : !llvm.ptr to i64
    %1417 = llvm.mlir.constant(64 : index) : i64
    %1418 = llvm.add %1416, %1417 : i64
    %1419 = llvm.call @malloc(%1418) : (i64) -> !llvm.ptr
    %1420 = llvm.ptrtoint %1419 : !llvm.ptr to i64
    %1421 = llvm.mlir.constant(1 : index) : i64
    %1422 = llvm.sub %1417, %1421 : i64
    %1423 = llvm.add %1420, %1422 : i64
    %1424 = llvm.urem %1423, %1417 : i64
    %1425 = llvm.sub %1423, %1424 : i64
    %1426 = llvm.inttoptr %1425 : i64 to !llvm.ptr
    %1427 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1428 = llvm.insertvalue %1419, %1427[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1429 = llvm.insertvalue %1426, %1428[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.mlir.constant(0 : index) : i64
    %1431 = llvm.insertvalue %1430, %1429[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1432 = llvm.insertvalue %1408, %1431[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1433 = llvm.insertvalue %1409, %1432[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1434 = llvm.insertvalue %1410, %1433[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1435 = llvm.insertvalue %1412, %1434[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1436 = llvm.insertvalue %1410, %1435[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1437 = llvm.insertvalue %1411, %1436[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%16 : i64)
  ^bb232(%1438: i64):  // 2 preds: ^bb231, ^bb239
    %1439 = llvm.icmp "slt" %1438, %14 : i64
    llvm.cond_br %1439, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%16 : i64)
  ^bb234(%1440: i64):  // 2 preds: ^bb233, ^bb238
    %1441 = llvm.icmp "slt" %1440, %15 : i64
    llvm.cond_br %1441, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%16 : i64)
  ^bb236(%1442: i64):  // 2 preds: ^bb235, ^bb237
    %1443 = llvm.icmp "slt" %1442, %13 : i64
    llvm.cond_br %1443, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1444 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.mlir.constant(256 : index) : i64
    %1446 = llvm.mul %1438, %1445 overflow<nsw, nuw> : i64
    %1447 = llvm.mlir.constant(32 : index) : i64
    %1448 = llvm.mul %1440, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1446, %1448 overflow<nsw, nuw> : i64
    %1450 = llvm.add %1449, %1442 overflow<nsw, nuw> : i64
    %1451 = llvm.getelementptr inbounds|nuw %1444[%1450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1452 = llvm.load %1451 : !llvm.ptr -> f32
    %1453 = llvm.fpext %1452 : f32 to f64
    %1454 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1455 = llvm.mlir.constant(256 : index) : i64
    %1456 = llvm.mul %1438, %1455 overflow<nsw, nuw> : i64
    %1457 = llvm.mlir.constant(32 : index) : i64
    %1458 = llvm.mul %1440, %1457 overflow<nsw, nuw> : i64
    %1459 = llvm.add %1456, %1458 overflow<nsw, nuw> : i64
    %1460 = llvm.add %1459, %1442 overflow<nsw, nuw> : i64
    %1461 = llvm.getelementptr inbounds|nuw %1454[%1460] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1453, %1461 : f64, !llvm.ptr
    %1462 = llvm.add %1442, %14 : i64
    llvm.br ^bb236(%1462 : i64)
  ^bb238:  // pred: ^bb236
    %1463 = llvm.add %1440, %14 : i64
    llvm.br ^bb234(%1463 : i64)
  ^bb239:  // pred: ^bb234
    %1464 = llvm.add %1438, %14 : i64
    llvm.br ^bb232(%1464 : i64)
  ^bb240:  // pred: ^bb232
    %1465 = llvm.mlir.constant(1 : index) : i64
    %1466 = llvm.mlir.constant(8 : index) : i64
    %1467 = llvm.mlir.constant(1 : index) : i64
    %1468 = llvm.mlir.constant(1 : index) : i64
    %1469 = llvm.mlir.constant(8 : index) : i64
    %1470 = llvm.mlir.zero : !llvm.ptr
    %1471 = llvm.getelementptr %1470[%1469] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1472 = llvm.ptrtoint %1471 : !llvm.ptr to i64
    %1473 = llvm.mlir.constant(64 : index) : i64
    %1474 = llvm.add %1472, %1473 : i64
    %1475 = llvm.call @malloc(%1474) : (i64) -> !llvm.ptr
    %1476 = llvm.ptrtoint %1475 : !llvm.ptr to i64
    %1477 = llvm.mlir.constant(1 : index) : i64
    %1478 = llvm.sub %1473, %1477 : i64
    %1479 = llvm.add %1476, %1478 : i64
    %1480 = llvm.urem %1479, %1473 : i64
    %1481 = llvm.sub %1479, %1480 : i64
    %1482 = llvm.inttoptr %1481 : i64 to !llvm.ptr
    %1483 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1484 = llvm.insertvalue %1475, %1483[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.insertvalue %1482, %1484[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.mlir.constant(0 : index) : i64
    %1487 = llvm.insertvalue %1486, %1485[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1488 = llvm.insertvalue %1465, %1487[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.insertvalue %1466, %1488[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.insertvalue %1467, %1489[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1491 = llvm.insertvalue %1466, %1490[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.insertvalue %1467, %1491[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.insertvalue %1468, %1492[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb241(%16 : i64)
  ^bb241(%1494: i64):  // 2 preds: ^bb240, ^bb248
    %1495 = llvm.icmp "slt" %1494, %14 : i64
    llvm.cond_br %1495, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%16 : i64)
  ^bb243(%1496: i64):  // 2 preds: ^bb242, ^bb247
    %1497 = llvm.icmp "slt" %1496, %15 : i64
    llvm.cond_br %1497, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%16 : i64)
  ^bb245(%1498: i64):  // 2 preds: ^bb244, ^bb246
    %1499 = llvm.icmp "slt" %1498, %14 : i64
    llvm.cond_br %1499, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1500 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1501 = llvm.mlir.constant(8 : index) : i64
    %1502 = llvm.mul %1494, %1501 overflow<nsw, nuw> : i64
    %1503 = llvm.add %1502, %1496 overflow<nsw, nuw> : i64
    %1504 = llvm.add %1503, %1498 overflow<nsw, nuw> : i64
    %1505 = llvm.getelementptr inbounds|nuw %1500[%1504] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %23, %1505 : f64, !llvm.ptr
    %1506 = llvm.add %1498, %14 : i64
    llvm.br ^bb245(%1506 : i64)
  ^bb247:  // pred: ^bb245
    %1507 = llvm.add %1496, %14 : i64
    llvm.br ^bb243(%1507 : i64)
  ^bb248:  // pred: ^bb243
    %1508 = llvm.add %1494, %14 : i64
    llvm.br ^bb241(%1508 : i64)
  ^bb249:  // pred: ^bb241
    %1509 = llvm.mlir.constant(1 : index) : i64
    %1510 = llvm.mlir.constant(8 : index) : i64
    %1511 = llvm.mlir.constant(1 : index) : i64
    %1512 = llvm.mlir.constant(1 : index) : i64
    %1513 = llvm.mlir.constant(8 : index) : i64
    %1514 = llvm.mlir.zero : !llvm.ptr
    %1515 = llvm.getelementptr %1514[%1513] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1516 = llvm.ptrtoint %1515 : !llvm.ptr to i64
    %1517 = llvm.mlir.constant(64 : index) : i64
    %1518 = llvm.add %1516, %1517 : i64
    %1519 = llvm.call @malloc(%1518) : (i64) -> !llvm.ptr
    %1520 = llvm.ptrtoint %1519 : !llvm.ptr to i64
    %1521 = llvm.mlir.constant(1 : index) : i64
    %1522 = llvm.sub %1517, %1521 : i64
    %1523 = llvm.add %1520, %1522 : i64
    %1524 = llvm.urem %1523, %1517 : i64
    %1525 = llvm.sub %1523, %1524 : i64
    %1526 = llvm.inttoptr %1525 : i64 to !llvm.ptr
    %1527 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1528 = llvm.insertvalue %1519, %1527[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1529 = llvm.insertvalue %1526, %1528[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1530 = llvm.mlir.constant(0 : index) : i64
    %1531 = llvm.insertvalue %1530, %1529[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1532 = llvm.insertvalue %1509, %1531[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1533 = llvm.insertvalue %1510, %1532[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1534 = llvm.insertvalue %1511, %1533[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1535 = llvm.insertvalue %1510, %1534[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1536 = llvm.insertvalue %1511, %1535[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1537 = llvm.insertvalue %1512, %1536[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%16 : i64)
  ^bb250(%1538: i64):  // 2 preds: ^bb249, ^bb257
    %1539 = llvm.icmp "slt" %1538, %14 : i64
    llvm.cond_br %1539, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%16 : i64)
  ^bb252(%1540: i64):  // 2 preds: ^bb251, ^bb256
    %1541 = llvm.icmp "slt" %1540, %15 : i64
    llvm.cond_br %1541, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%16 : i64)
  ^bb254(%1542: i64):  // 2 preds: ^bb253, ^bb255
    %1543 = llvm.icmp "slt" %1542, %14 : i64
    llvm.cond_br %1543, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1544 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1545 = llvm.mlir.constant(8 : index) : i64
    %1546 = llvm.mul %1538, %1545 overflow<nsw, nuw> : i64
    %1547 = llvm.add %1546, %1540 overflow<nsw, nuw> : i64
    %1548 = llvm.add %1547, %1542 overflow<nsw, nuw> : i64
    %1549 = llvm.getelementptr inbounds|nuw %1544[%1548] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1550 = llvm.load %1549 : !llvm.ptr -> f64
    %1551 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1552 = llvm.mlir.constant(8 : index) : i64
    %1553 = llvm.mul %1538, %1552 overflow<nsw, nuw> : i64
    %1554 = llvm.add %1553, %1540 overflow<nsw, nuw> : i64
    %1555 = llvm.add %1554, %1542 overflow<nsw, nuw> : i64
    %1556 = llvm.getelementptr inbounds|nuw %1551[%1555] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1550, %1556 : f64, !llvm.ptr
    %1557 = llvm.add %1542, %14 : i64
    llvm.br ^bb254(%1557 : i64)
  ^bb256:  // pred: ^bb254
    %1558 = llvm.add %1540, %14 : i64
    llvm.br ^bb252(%1558 : i64)
  ^bb257:  // pred: ^bb252
    %1559 = llvm.add %1538, %14 : i64
    llvm.br ^bb250(%1559 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%16 : i64)
  ^bb259(%1560: i64):  // 2 preds: ^bb258, ^bb266
    %1561 = llvm.icmp "slt" %1560, %14 : i64
    llvm.cond_br %1561, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%16 : i64)
  ^bb261(%1562: i64):  // 2 preds: ^bb260, ^bb265
    %1563 = llvm.icmp "slt" %1562, %15 : i64
    llvm.cond_br %1563, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%16 : i64)
  ^bb263(%1564: i64):  // 2 preds: ^bb262, ^bb264
    %1565 = llvm.icmp "slt" %1564, %13 : i64
    llvm.cond_br %1565, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1566 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1567 = llvm.mlir.constant(256 : index) : i64
    %1568 = llvm.mul %1560, %1567 overflow<nsw, nuw> : i64
    %1569 = llvm.mlir.constant(32 : index) : i64
    %1570 = llvm.mul %1562, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.add %1568, %1570 overflow<nsw, nuw> : i64
    %1572 = llvm.add %1571, %1564 overflow<nsw, nuw> : i64
    %1573 = llvm.getelementptr inbounds|nuw %1566[%1572] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1574 = llvm.load %1573 : !llvm.ptr -> f64
    %1575 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1576 = llvm.mlir.constant(8 : index) : i64
    %1577 = llvm.mul %1560, %1576 overflow<nsw, nuw> : i64
    %1578 = llvm.add %1577, %1562 overflow<nsw, nuw> : i64
    %1579 = llvm.add %1578, %16 overflow<nsw, nuw> : i64
    %1580 = llvm.getelementptr inbounds|nuw %1575[%1579] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1581 = llvm.load %1580 : !llvm.ptr -> f64
    %1582 = llvm.fadd %1574, %1581 : f64
    %1583 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1584 = llvm.mlir.constant(8 : index) : i64
    %1585 = llvm.mul %1560, %1584 overflow<nsw, nuw> : i64
    %1586 = llvm.add %1585, %1562 overflow<nsw, nuw> : i64
    %1587 = llvm.add %1586, %16 overflow<nsw, nuw> : i64
    %1588 = llvm.getelementptr inbounds|nuw %1583[%1587] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1582, %1588 : f64, !llvm.ptr
    %1589 = llvm.add %1564, %14 : i64
    llvm.br ^bb263(%1589 : i64)
  ^bb265:  // pred: ^bb263
    %1590 = llvm.add %1562, %14 : i64
    llvm.br ^bb261(%1590 : i64)
  ^bb266:  // pred: ^bb261
    %1591 = llvm.add %1560, %14 : i64
    llvm.br ^bb259(%1591 : i64)
  ^bb267:  // pred: ^bb259
    %1592 = llvm.mlir.constant(1 : index) : i64
    %1593 = llvm.mlir.constant(8 : index) : i64
    %1594 = llvm.mlir.constant(1 : index) : i64
    %1595 = llvm.mlir.constant(1 : index) : i64
    %1596 = llvm.mlir.constant(8 : index) : i64
    %1597 = llvm.mlir.zero : !llvm.ptr
    %1598 = llvm.getelementptr %1597[%1596] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1599 = llvm.ptrtoint %1598 : !llvm.ptr to i64
    %1600 = llvm.mlir.constant(64 : index) : i64
    %1601 = llvm.add %1599, %1600 : i64
    %1602 = llvm.call @malloc(%1601) : (i64) -> !llvm.ptr
    %1603 = llvm.ptrtoint %1602 : !llvm.ptr to i64
    %1604 = llvm.mlir.constant(1 : index) : i64
    %1605 = llvm.sub %1600, %1604 : i64
    %1606 = llvm.add %1603, %1605 : i64
    %1607 = llvm.urem %1606, %1600 : i64
    %1608 = llvm.sub %1606, %1607 : i64
    %1609 = llvm.inttoptr %1608 : i64 to !llvm.ptr
    %1610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1611 = llvm.insertvalue %1602, %1610[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1612 = llvm.insertvalue %1609, %1611[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1613 = llvm.mlir.constant(0 : index) : i64
    %1614 = llvm.insertvalue %1613, %1612[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1615 = llvm.insertvalue %1592, %1614[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1616 = llvm.insertvalue %1593, %1615[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1617 = llvm.insertvalue %1594, %1616[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1618 = llvm.insertvalue %1593, %1617[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1619 = llvm.insertvalue %1594, %1618[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1620 = llvm.insertvalue %1595, %1619[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb268(%16 : i64)
  ^bb268(%1621: i64):  // 2 preds: ^bb267, ^bb275
    %1622 = llvm.icmp "slt" %1621, %14 : i64
    llvm.cond_br %1622, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%16 : i64)
  ^bb270(%1623: i64):  // 2 preds: ^bb269, ^bb274
    %1624 = llvm.icmp "slt" %1623, %15 : i64
    llvm.cond_br %1624, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%16 : i64)
  ^bb272(%1625: i64):  // 2 preds: ^bb271, ^bb273
    %1626 = llvm.icmp "slt" %1625, %14 : i64
    llvm.cond_br %1626, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1627 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1628 = llvm.mlir.constant(8 : index) : i64
    %1629 = llvm.mul %1621, %1628 overflow<nsw, nuw> : i64
    %1630 = llvm.add %1629, %1623 overflow<nsw, nuw> : i64
    %1631 = llvm.add %1630, %1625 overflow<nsw, nuw> : i64
    %1632 = llvm.getelementptr inbounds|nuw %1627[%1631] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1633 = llvm.load %1632 : !llvm.ptr -> f64
    %1634 = llvm.extractvalue %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1635 = llvm.mlir.constant(8 : index) : i64
    %1636 = llvm.mul %1621, %1635 overflow<nsw, nuw> : i64
    %1637 = llvm.add %1636, %1623 overflow<nsw, nuw> : i64
    %1638 = llvm.add %1637, %1625 overflow<nsw, nuw> : i64
    %1639 = llvm.getelementptr inbounds|nuw %1634[%1638] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1633, %1639 : f64, !llvm.ptr
    %1640 = llvm.add %1625, %14 : i64
    llvm.br ^bb272(%1640 : i64)
  ^bb274:  // pred: ^bb272
    %1641 = llvm.add %1623, %14 : i64
    llvm.br ^bb270(%1641 : i64)
  ^bb275:  // pred: ^bb270
    %1642 = llvm.add %1621, %14 : i64
    llvm.br ^bb268(%1642 : i64)
  ^bb276:  // pred: ^bb268
    llvm.br ^bb277(%16 : i64)
  ^bb277(%1643: i64):  // 2 preds: ^bb276, ^bb284
    %1644 = llvm.icmp "slt" %1643, %14 : i64
    llvm.cond_br %1644, ^bb278, ^bb285
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%16 : i64)
  ^bb279(%1645: i64):  // 2 preds: ^bb278, ^bb283
    %1646 = llvm.icmp "slt" %1645, %15 : i64
    llvm.cond_br %1646, ^bb280, ^bb284
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%16 : i64)
  ^bb281(%1647: i64):  // 2 preds: ^bb280, ^bb282
    %1648 = llvm.icmp "slt" %1647, %13 : i64
    llvm.cond_br %1648, ^bb282, ^bb283
  ^bb282:  // pred: ^bb281
    %1649 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1650 = llvm.mlir.constant(256 : index) : i64
    %1651 = llvm.mul %1643, %1650 overflow<nsw, nuw> : i64
    %1652 = llvm.mlir.constant(32 : index) : i64
    %1653 = llvm.mul %1645, %1652 overflow<nsw, nuw> : i64
    %1654 = llvm.add %1651, %1653 overflow<nsw, nuw> : i64
    %1655 = llvm.add %1654, %1647 overflow<nsw, nuw> : i64
    %1656 = llvm.getelementptr inbounds|nuw %1649[%1655] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1657 = llvm.load %1656 : !llvm.ptr -> f64
    %1658 = llvm.extractvalue %1537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1659 = llvm.mlir.constant(8 : index) : i64
    %1660 = llvm.mul %1643, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.add %1660, %1645 overflow<nsw, nuw> : i64
    %1662 = llvm.add %1661, %16 overflow<nsw, nuw> : i64
    %1663 = llvm.getelementptr inbounds|nuw %1658[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1664 = llvm.load %1663 : !llvm.ptr -> f64
    %1665 = llvm.extractvalue %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1666 = llvm.mlir.constant(8 : index) : i64
    %1667 = llvm.mul %1643, %1666 overflow<nsw, nuw> : i64
    %1668 = llvm.add %1667, %1645 overflow<nsw, nuw> : i64
    %1669 = llvm.add %1668, %16 overflow<nsw, nuw> : i64
    %1670 = llvm.getelementptr inbounds|nuw %1665[%1669] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1671 = llvm.load %1670 : !llvm.ptr -> f64
    %1672 = llvm.fdiv %1664, %19 : f64
    %1673 = llvm.fsub %1657, %1672 : f64
    %1674 = llvm.fmul %1673, %1673 : f64
    %1675 = llvm.fadd %1674, %1671 : f64
    %1676 = llvm.extractvalue %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1677 = llvm.mlir.constant(8 : index) : i64
    %1678 = llvm.mul %1643, %1677 overflow<nsw, nuw> : i64
    %1679 = llvm.add %1678, %1645 overflow<nsw, nuw> : i64
    %1680 = llvm.add %1679, %16 overflow<nsw, nuw> : i64
    %1681 = llvm.getelementptr inbounds|nuw %1676[%1680] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1675, %1681 : f64, !llvm.ptr
    %1682 = llvm.add %1647, %14 : i64
    llvm.br ^bb281(%1682 : i64)
  ^bb283:  // pred: ^bb281
    %1683 = llvm.add %1645, %14 : i64
    llvm.br ^bb279(%1683 : i64)
  ^bb284:  // pred: ^bb279
    %1684 = llvm.add %1643, %14 : i64
    llvm.br ^bb277(%1684 : i64)
  ^bb285:  // pred: ^bb277
    %1685 = llvm.mlir.constant(1 : index) : i64
    %1686 = llvm.mlir.constant(8 : index) : i64
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.mlir.constant(1 : index) : i64
    %1689 = llvm.mlir.constant(8 : index) : i64
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
    %1708 = llvm.insertvalue %1685, %1707[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.insertvalue %1686, %1708[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1710 = llvm.insertvalue %1687, %1709[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.insertvalue %1686, %1710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.insertvalue %1687, %1711[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.insertvalue %1688, %1712[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
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
    %1719 = llvm.icmp "slt" %1718, %14 : i64
    llvm.cond_br %1719, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %1720 = llvm.extractvalue %942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1721 = llvm.mlir.constant(8 : index) : i64
    %1722 = llvm.mul %1714, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.add %1722, %1716 overflow<nsw, nuw> : i64
    %1724 = llvm.add %1723, %1718 overflow<nsw, nuw> : i64
    %1725 = llvm.getelementptr inbounds|nuw %1720[%1724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1726 = llvm.load %1725 : !llvm.ptr -> f32
    %1727 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1728 = llvm.mlir.constant(8 : index) : i64
    %1729 = llvm.mul %1714, %1728 overflow<nsw, nuw> : i64
    %1730 = llvm.add %1729, %1716 overflow<nsw, nuw> : i64
    %1731 = llvm.add %1730, %1718 overflow<nsw, nuw> : i64
    %1732 = llvm.getelementptr inbounds|nuw %1727[%1731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1726, %1732 : f32, !llvm.ptr
    %1733 = llvm.add %1718, %14 : i64
    llvm.br ^bb290(%1733 : i64)
  ^bb292:  // pred: ^bb290
    %1734 = llvm.add %1716, %14 : i64
    llvm.br ^bb288(%1734 : i64)
  ^bb293:  // pred: ^bb288
    %1735 = llvm.add %1714, %14 : i64
    llvm.br ^bb286(%1735 : i64)
  ^bb294:  // pred: ^bb286
    llvm.br ^bb295(%16 : i64)
  ^bb295(%1736: i64):  // 2 preds: ^bb294, ^bb302
    %1737 = llvm.icmp "slt" %1736, %14 : i64
    llvm.cond_br %1737, ^bb296, ^bb303
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%16 : i64)
  ^bb297(%1738: i64):  // 2 preds: ^bb296, ^bb301
    %1739 = llvm.icmp "slt" %1738, %15 : i64
    llvm.cond_br %1739, ^bb298, ^bb302
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%16 : i64)
  ^bb299(%1740: i64):  // 2 preds: ^bb298, ^bb300
    %1741 = llvm.icmp "slt" %1740, %13 : i64
    llvm.cond_br %1741, ^bb300, ^bb301
  ^bb300:  // pred: ^bb299
    %1742 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1743 = llvm.mlir.constant(256 : index) : i64
    %1744 = llvm.mul %1736, %1743 overflow<nsw, nuw> : i64
    %1745 = llvm.mlir.constant(32 : index) : i64
    %1746 = llvm.mul %1738, %1745 overflow<nsw, nuw> : i64
    %1747 = llvm.add %1744, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1747, %1740 overflow<nsw, nuw> : i64
    %1749 = llvm.getelementptr inbounds|nuw %1742[%1748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1750 = llvm.load %1749 : !llvm.ptr -> f32
    %1751 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.mlir.constant(8 : index) : i64
    %1753 = llvm.mul %1736, %1752 overflow<nsw, nuw> : i64
    %1754 = llvm.add %1753, %1738 overflow<nsw, nuw> : i64
    %1755 = llvm.add %1754, %16 overflow<nsw, nuw> : i64
    %1756 = llvm.getelementptr inbounds|nuw %1751[%1755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1757 = llvm.load %1756 : !llvm.ptr -> f32
    %1758 = llvm.fadd %1750, %1757 : f32
    %1759 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1760 = llvm.mlir.constant(8 : index) : i64
    %1761 = llvm.mul %1736, %1760 overflow<nsw, nuw> : i64
    %1762 = llvm.add %1761, %1738 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1762, %16 overflow<nsw, nuw> : i64
    %1764 = llvm.getelementptr inbounds|nuw %1759[%1763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1758, %1764 : f32, !llvm.ptr
    %1765 = llvm.add %1740, %14 : i64
    llvm.br ^bb299(%1765 : i64)
  ^bb301:  // pred: ^bb299
    %1766 = llvm.add %1738, %14 : i64
    llvm.br ^bb297(%1766 : i64)
  ^bb302:  // pred: ^bb297
    %1767 = llvm.add %1736, %14 : i64
    llvm.br ^bb295(%1767 : i64)
  ^bb303:  // pred: ^bb295
    %1768 = llvm.mlir.constant(1 : index) : i64
    %1769 = llvm.mlir.constant(8 : index) : i64
    %1770 = llvm.mlir.constant(32 : index) : i64
    %1771 = llvm.mlir.constant(1 : index) : i64
    %1772 = llvm.mlir.constant(256 : index) : i64
    %1773 = llvm.mlir.constant(256 : index) : i64
    %1774 = llvm.mlir.zero : !llvm.ptr
    %1775 = llvm.getelementptr %1774[%1773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1776 = llvm.ptrtoint %1775 : !llvm.ptr to i64
    %1777 = llvm.mlir.constant(64 : index) : i64
    %1778 = llvm.add %1776, %1777 : i64
    %1779 = llvm.call @malloc(%1778) : (i64) -> !llvm.ptr
    %1780 = llvm.ptrtoint %1779 : !llvm.ptr to i64
    %1781 = llvm.mlir.constant(1 : index) : i64
    %1782 = llvm.sub %1777, %1781 : i64
    %1783 = llvm.add %1780, %1782 : i64
    %1784 = llvm.urem %1783, %1777 : i64
    %1785 = llvm.sub %1783, %1784 : i64
    %1786 = llvm.inttoptr %1785 : i64 to !llvm.ptr
    %1787 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1788 = llvm.insertvalue %1779, %1787[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1789 = llvm.insertvalue %1786, %1788[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1790 = llvm.mlir.constant(0 : index) : i64
    %1791 = llvm.insertvalue %1790, %1789[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1792 = llvm.insertvalue %1768, %1791[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1793 = llvm.insertvalue %1769, %1792[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1794 = llvm.insertvalue %1770, %1793[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1795 = llvm.insertvalue %1772, %1794[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1796 = llvm.insertvalue %1770, %1795[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1797 = llvm.insertvalue %1771, %1796[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb304(%16 : i64)
  ^bb304(%1798: i64):  // 2 preds: ^bb303, ^bb311
    %1799 = llvm.icmp "slt" %1798, %14 : i64
    llvm.cond_br %1799, ^bb305, ^bb312
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%16 : i64)
  ^bb306(%1800: i64):  // 2 preds: ^bb305, ^bb310
    %1801 = llvm.icmp "slt" %1800, %15 : i64
    llvm.cond_br %1801, ^bb307, ^bb311
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%16 : i64)
  ^bb308(%1802: i64):  // 2 preds: ^bb307, ^bb309
    %1803 = llvm.icmp "slt" %1802, %13 : i64
    llvm.cond_br %1803, ^bb309, ^bb310
  ^bb309:  // pred: ^bb308
    %1804 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1805 = llvm.mlir.constant(256 : index) : i64
    %1806 = llvm.mul %1798, %1805 overflow<nsw, nuw> : i64
    %1807 = llvm.mlir.constant(32 : index) : i64
    %1808 = llvm.mul %1800, %1807 overflow<nsw, nuw> : i64
    %1809 = llvm.add %1806, %1808 overflow<nsw, nuw> : i64
    %1810 = llvm.add %1809, %1802 overflow<nsw, nuw> : i64
    %1811 = llvm.getelementptr inbounds|nuw %1804[%1810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1812 = llvm.load %1811 : !llvm.ptr -> f32
    %1813 = llvm.extractvalue %1713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1814 = llvm.mlir.constant(8 : index) : i64
    %1815 = llvm.mul %1798, %1814 overflow<nsw, nuw> : i64
    %1816 = llvm.add %1815, %1800 overflow<nsw, nuw> : i64
    %1817 = llvm.add %1816, %16 overflow<nsw, nuw> : i64
    %1818 = llvm.getelementptr inbounds|nuw %1813[%1817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1819 = llvm.load %1818 : !llvm.ptr -> f32
    %1820 = llvm.extractvalue %1620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1821 = llvm.mlir.constant(8 : index) : i64
    %1822 = llvm.mul %1798, %1821 overflow<nsw, nuw> : i64
    %1823 = llvm.add %1822, %1800 overflow<nsw, nuw> : i64
    %1824 = llvm.add %1823, %16 overflow<nsw, nuw> : i64
    %1825 = llvm.getelementptr inbounds|nuw %1820[%1824] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1826 = llvm.load %1825 : !llvm.ptr -> f64
    %1827 = llvm.extractvalue %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1828 = llvm.getelementptr inbounds|nuw %1827[%1802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1829 = llvm.load %1828 : !llvm.ptr -> f32
    %1830 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1831 = llvm.getelementptr inbounds|nuw %1830[%1802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1832 = llvm.load %1831 : !llvm.ptr -> f32
    %1833 = llvm.fdiv %1826, %19 : f64
    %1834 = llvm.fptrunc %1833 : f64 to f32
    %1835 = llvm.fptrunc %22 : f64 to f32
    %1836 = llvm.fadd %1834, %1835 : f32
    %1837 = llvm.intr.sqrt(%1836) : (f32) -> f32
    %1838 = llvm.fdiv %12, %1837 : f32
    %1839 = llvm.fdiv %1819, %18 : f32
    %1840 = llvm.fsub %1812, %1839 : f32
    %1841 = llvm.fmul %1840, %1838 : f32
    %1842 = llvm.fmul %1841, %1829 : f32
    %1843 = llvm.fadd %1842, %1832 : f32
    %1844 = llvm.extractvalue %1797[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1845 = llvm.mlir.constant(256 : index) : i64
    %1846 = llvm.mul %1798, %1845 overflow<nsw, nuw> : i64
    %1847 = llvm.mlir.constant(32 : index) : i64
    %1848 = llvm.mul %1800, %1847 overflow<nsw, nuw> : i64
    %1849 = llvm.add %1846, %1848 overflow<nsw, nuw> : i64
    %1850 = llvm.add %1849, %1802 overflow<nsw, nuw> : i64
    %1851 = llvm.getelementptr inbounds|nuw %1844[%1850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1843, %1851 : f32, !llvm.ptr
    %1852 = llvm.add %1802, %14 : i64
    llvm.br ^bb308(%1852 : i64)
  ^bb310:  // pred: ^bb308
    %1853 = llvm.add %1800, %14 : i64
    llvm.br ^bb306(%1853 : i64)
  ^bb311:  // pred: ^bb306
    %1854 = llvm.add %1798, %14 : i64
    llvm.br ^bb304(%1854 : i64)
  ^bb312:  // pred: ^bb304
    %1855 = llvm.mlir.constant(1 : index) : i64
    %1856 = llvm.mlir.constant(8 : index) : i64
    %1857 = llvm.mlir.constant(1 : index) : i64
    %1858 = llvm.mlir.constant(1 : index) : i64
    %1859 = llvm.mlir.constant(8 : index) : i64
    %1860 = llvm.mlir.zero : !llvm.ptr
    %1861 = llvm.getelementptr %1860[%1859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1862 = llvm.ptrtoint %1861 : !llvm.ptr to i64
    %1863 = llvm.mlir.constant(64 : index) : i64
    %1864 = llvm.add %1862, %1863 : i64
    %1865 = llvm.call @malloc(%1864) : (i64) -> !llvm.ptr
    %1866 = llvm.ptrtoint %1865 : !llvm.ptr to i64
    %1867 = llvm.mlir.constant(1 : index) : i64
    %1868 = llvm.sub %1863, %1867 : i64
    %1869 = llvm.add %1866, %1868 : i64
    %1870 = llvm.urem %1869, %1863 : i64
    %1871 = llvm.sub %1869, %1870 : i64
    %1872 = llvm.inttoptr %1871 : i64 to !llvm.ptr
    %1873 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1874 = llvm.insertvalue %1865, %1873[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1875 = llvm.insertvalue %1872, %1874[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1876 = llvm.mlir.constant(0 : index) : i64
    %1877 = llvm.insertvalue %1876, %1875[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1878 = llvm.insertvalue %1855, %1877[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1879 = llvm.insertvalue %1856, %1878[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1880 = llvm.insertvalue %1857, %1879[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1881 = llvm.insertvalue %1856, %1880[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1882 = llvm.insertvalue %1857, %1881[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1883 = llvm.insertvalue %1858, %1882[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb313(%16 : i64)
  ^bb313(%1884: i64):  // 2 preds: ^bb312, ^bb320
    %1885 = llvm.icmp "slt" %1884, %14 : i64
    llvm.cond_br %1885, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%16 : i64)
  ^bb315(%1886: i64):  // 2 preds: ^bb314, ^bb319
    %1887 = llvm.icmp "slt" %1886, %15 : i64
    llvm.cond_br %1887, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%16 : i64)
  ^bb317(%1888: i64):  // 2 preds: ^bb316, ^bb318
    %1889 = llvm.icmp "slt" %1888, %14 : i64
    llvm.cond_br %1889, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %1890 = llvm.extractvalue %942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1891 = llvm.mlir.constant(8 : index) : i64
    %1892 = llvm.mul %1884, %1891 overflow<nsw, nuw> : i64
    %1893 = llvm.add %1892, %1886 overflow<nsw, nuw> : i64
    %1894 = llvm.add %1893, %1888 overflow<nsw, nuw> : i64
    %1895 = llvm.getelementptr inbounds|nuw %1890[%1894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1896 = llvm.load %1895 : !llvm.ptr -> f32
    %1897 = llvm.extractvalue %1883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1898 = llvm.mlir.constant(8 : index) : i64
    %1899 = llvm.mul %1884, %1898 overflow<nsw, nuw> : i64
    %1900 = llvm.add %1899, %1886 overflow<nsw, nuw> : i64
    %1901 = llvm.add %1900, %1888 overflow<nsw, nuw> : i64
    %1902 = llvm.getelementptr inbounds|nuw %1897[%1901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1896, %1902 : f32, !llvm.ptr
    %1903 = llvm.add %1888, %14 : i64
    llvm.br ^bb317(%1903 : i64)
  ^bb319:  // pred: ^bb317
    %1904 = llvm.add %1886, %14 : i64
    llvm.br ^bb315(%1904 : i64)
  ^bb320:  // pred: ^bb315
    %1905 = llvm.add %1884, %14 : i64
    llvm.br ^bb313(%1905 : i64)
  ^bb321:  // pred: ^bb313
    llvm.br ^bb322(%16 : i64)
  ^bb322(%1906: i64):  // 2 preds: ^bb321, ^bb329
    %1907 = llvm.icmp "slt" %1906, %14 : i64
    llvm.cond_br %1907, ^bb323, ^bb330
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%16 : i64)
  ^bb324(%1908: i64):  // 2 preds: ^bb323, ^bb328
    %1909 = llvm.icmp "slt" %1908, %15 : i64
    llvm.cond_br %1909, ^bb325, ^bb329
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%16 : i64)
  ^bb326(%1910: i64):  // 2 preds: ^bb325, ^bb327
    %1911 = llvm.icmp "slt" %1910, %13 : i64
    llvm.cond_br %1911, ^bb327, ^bb328
  ^bb327:  // pred: ^bb326
    %1912 = llvm.extractvalue %1797[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1913 = llvm.mlir.constant(256 : index) : i64
    %1914 = llvm.mul %1906, %1913 overflow<nsw, nuw> : i64
    %1915 = llvm.mlir.constant(32 : index) : i64
    %1916 = llvm.mul %1908, %1915 overflow<nsw, nuw> : i64
    %1917 = llvm.add %1914, %1916 overflow<nsw, nuw> : i64
    %1918 = llvm.add %1917, %1910 overflow<nsw, nuw> : i64
    %1919 = llvm.getelementptr inbounds|nuw %1912[%1918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1920 = llvm.load %1919 : !llvm.ptr -> f32
    %1921 = llvm.extractvalue %1883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1922 = llvm.mlir.constant(8 : index) : i64
    %1923 = llvm.mul %1906, %1922 overflow<nsw, nuw> : i64
    %1924 = llvm.add %1923, %1908 overflow<nsw, nuw> : i64
    %1925 = llvm.add %1924, %16 overflow<nsw, nuw> : i64
    %1926 = llvm.getelementptr inbounds|nuw %1921[%1925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1927 = llvm.load %1926 : !llvm.ptr -> f32
    %1928 = llvm.fmul %1920, %1920 : f32
    %1929 = llvm.fadd %1928, %1927 : f32
    %1930 = llvm.extractvalue %1883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1931 = llvm.mlir.constant(8 : index) : i64
    %1932 = llvm.mul %1906, %1931 overflow<nsw, nuw> : i64
    %1933 = llvm.add %1932, %1908 overflow<nsw, nuw> : i64
    %1934 = llvm.add %1933, %16 overflow<nsw, nuw> : i64
    %1935 = llvm.getelementptr inbounds|nuw %1930[%1934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1929, %1935 : f32, !llvm.ptr
    %1936 = llvm.add %1910, %14 : i64
    llvm.br ^bb326(%1936 : i64)
  ^bb328:  // pred: ^bb326
    %1937 = llvm.add %1908, %14 : i64
    llvm.br ^bb324(%1937 : i64)
  ^bb329:  // pred: ^bb324
    %1938 = llvm.add %1906, %14 : i64
    llvm.br ^bb322(%1938 : i64)
  ^bb330:  // pred: ^bb322
    %1939 = llvm.mlir.constant(1 : index) : i64
    %1940 = llvm.mlir.constant(8 : index) : i64
    %1941 = llvm.mlir.constant(32 : index) : i64
    %1942 = llvm.mlir.constant(1 : index) : i64
    %1943 = llvm.mlir.constant(256 : index) : i64
    %1944 = llvm.mlir.constant(256 : index) : i64
    %1945 = llvm.mlir.zero : !llvm.ptr
    %1946 = llvm.getelementptr %1945[%1944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1947 = llvm.ptrtoint %1946 : !llvm.ptr to i64
    %1948 = llvm.mlir.constant(64 : index) : i64
    %1949 = llvm.add %1947, %1948 : i64
    %1950 = llvm.call @malloc(%1949) : (i64) -> !llvm.ptr
    %1951 = llvm.ptrtoint %1950 : !llvm.ptr to i64
    %1952 = llvm.mlir.constant(1 : index) : i64
    %1953 = llvm.sub %1948, %1952 : i64
    %1954 = llvm.add %1951, %1953 : i64
    %1955 = llvm.urem %1954, %1948 : i64
    %1956 = llvm.sub %1954, %1955 : i64
    %1957 = llvm.inttoptr %1956 : i64 to !llvm.ptr
    %1958 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1959 = llvm.insertvalue %1950, %1958[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1960 = llvm.insertvalue %1957, %1959[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1961 = llvm.mlir.constant(0 : index) : i64
    %1962 = llvm.insertvalue %1961, %1960[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1963 = llvm.insertvalue %1939, %1962[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1964 = llvm.insertvalue %1940, %1963[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1965 = llvm.insertvalue %1941, %1964[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1966 = llvm.insertvalue %1943, %1965[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1967 = llvm.insertvalue %1941, %1966[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1968 = llvm.insertvalue %1942, %1967[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb331(%16 : i64)
  ^bb331(%1969: i64):  // 2 preds: ^bb330, ^bb338
    %1970 = llvm.icmp "slt" %1969, %14 : i64
    llvm.cond_br %1970, ^bb332, ^bb339
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%16 : i64)
  ^bb333(%1971: i64):  // 2 preds: ^bb332, ^bb337
    %1972 = llvm.icmp "slt" %1971, %15 : i64
    llvm.cond_br %1972, ^bb334, ^bb338
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%16 : i64)
  ^bb335(%1973: i64):  // 2 preds: ^bb334, ^bb336
    %1974 = llvm.icmp "slt" %1973, %13 : i64
    llvm.cond_br %1974, ^bb336, ^bb337
  ^bb336:  // pred: ^bb335
    %1975 = llvm.extractvalue %1797[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1976 = llvm.mlir.constant(256 : index) : i64
    %1977 = llvm.mul %1969, %1976 overflow<nsw, nuw> : i64
    %1978 = llvm.mlir.constant(32 : index) : i64
    %1979 = llvm.mul %1971, %1978 overflow<nsw, nuw> : i64
    %1980 = llvm.add %1977, %1979 overflow<nsw, nuw> : i64
    %1981 = llvm.add %1980, %1973 overflow<nsw, nuw> : i64
    %1982 = llvm.getelementptr inbounds|nuw %1975[%1981] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1983 = llvm.load %1982 : !llvm.ptr -> f32
    %1984 = llvm.extractvalue %1883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1985 = llvm.mlir.constant(8 : index) : i64
    %1986 = llvm.mul %1969, %1985 overflow<nsw, nuw> : i64
    %1987 = llvm.add %1986, %1971 overflow<nsw, nuw> : i64
    %1988 = llvm.add %1987, %16 overflow<nsw, nuw> : i64
    %1989 = llvm.getelementptr inbounds|nuw %1984[%1988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1990 = llvm.load %1989 : !llvm.ptr -> f32
    %1991 = llvm.fdiv %1990, %18 : f32
    %1992 = llvm.fptrunc %26 : f64 to f32
    %1993 = llvm.fadd %1991, %1992 : f32
    %1994 = llvm.intr.sqrt(%1993) : (f32) -> f32
    %1995 = llvm.fdiv %12, %1994 : f32
    %1996 = llvm.fmul %1983, %1995 : f32
    %1997 = llvm.fcmp "olt" %1996, %25 : f32
    %1998 = llvm.uitofp %1997 : i1 to f32
    %1999 = llvm.fmul %1998, %11 : f32
    %2000 = llvm.fadd %1999, %12 : f32
    %2001 = llvm.fmul %2000, %1996 : f32
    %2002 = llvm.fmul %2001, %11 : f32
    %2003 = llvm.fmul %2002, %10 : f32
    %2004 = llvm.intr.exp2(%2003) : (f32) -> f32
    %2005 = llvm.fsub %12, %2004 : f32
    %2006 = llvm.fadd %2004, %12 : f32
    %2007 = llvm.fdiv %2005, %2006 : f32
    %2008 = llvm.fmul %2000, %2007 : f32
    %2009 = llvm.extractvalue %1968[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2010 = llvm.mlir.constant(256 : index) : i64
    %2011 = llvm.mul %1969, %2010 overflow<nsw, nuw> : i64
    %2012 = llvm.mlir.constant(32 : index) : i64
    %2013 = llvm.mul %1971, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.add %2011, %2013 overflow<nsw, nuw> : i64
    %2015 = llvm.add %2014, %1973 overflow<nsw, nuw> : i64
    %2016 = llvm.getelementptr inbounds|nuw %2009[%2015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2008, %2016 : f32, !llvm.ptr
    %2017 = llvm.add %1973, %14 : i64
    llvm.br ^bb335(%2017 : i64)
  ^bb337:  // pred: ^bb335
    %2018 = llvm.add %1971, %14 : i64
    llvm.br ^bb333(%2018 : i64)
  ^bb338:  // pred: ^bb333
    %2019 = llvm.add %1969, %14 : i64
    llvm.br ^bb331(%2019 : i64)
  ^bb339:  // pred: ^bb331
    %2020 = llvm.extractvalue %192[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%2020) : (!llvm.ptr) -> ()
    %2021 = llvm.extractvalue %252[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2021) : (!llvm.ptr) -> ()
    %2022 = llvm.extractvalue %354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2022) : (!llvm.ptr) -> ()
    %2023 = llvm.extractvalue %456[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2023) : (!llvm.ptr) -> ()
    %2024 = llvm.extractvalue %558[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2024) : (!llvm.ptr) -> ()
    %2025 = llvm.extractvalue %605[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2025) : (!llvm.ptr) -> ()
    %2026 = llvm.extractvalue %720[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2026) : (!llvm.ptr) -> ()
    %2027 = llvm.extractvalue %787[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2027) : (!llvm.ptr) -> ()
    %2028 = llvm.extractvalue %877[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2028) : (!llvm.ptr) -> ()
    %2029 = llvm.extractvalue %942[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2029) : (!llvm.ptr) -> ()
    %2030 = llvm.extractvalue %986[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2030) : (!llvm.ptr) -> ()
    %2031 = llvm.extractvalue %1069[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2031) : (!llvm.ptr) -> ()
    %2032 = llvm.extractvalue %1113[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2032) : (!llvm.ptr) -> ()
    %2033 = llvm.extractvalue %1199[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2033) : (!llvm.ptr) -> ()
    %2034 = llvm.extractvalue %1246[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2034) : (!llvm.ptr) -> ()
    %2035 = llvm.extractvalue %1371[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2035) : (!llvm.ptr) -> ()
    %2036 = llvm.extractvalue %1437[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2036) : (!llvm.ptr) -> ()
    %2037 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2037) : (!llvm.ptr) -> ()
    %2038 = llvm.extractvalue %1537[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2038) : (!llvm.ptr) -> ()
    %2039 = llvm.extractvalue %1620[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2039) : (!llvm.ptr) -> ()
    %2040 = llvm.extractvalue %1713[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2040) : (!llvm.ptr) -> ()
    %2041 = llvm.extractvalue %1797[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2041) : (!llvm.ptr) -> ()
    %2042 = llvm.extractvalue %1883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%2042) : (!llvm.ptr) -> ()
    llvm.return %1968 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04
