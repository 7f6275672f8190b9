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
    llvm.br ^bb49(%16 : i64)
  ^bb49(%427: i64):  // 2 preds: ^bb48, ^bb59
    %428 = llvm.icmp "slt" %427, %14 : i64
    llvm.cond_br %428, ^bb50, ^bb60
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%16 : i64)
  ^bb51(%429: i64):  // 2 preds: ^bb50, ^bb58
    %430 = llvm.icmp "slt" %429, %15 : i64
    llvm.cond_br %430, ^bb52, ^bb59
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%16 : i64)
  ^bb53(%431: i64):  // 2 preds: ^bb52, ^bb57
    %432 = llvm.icmp "slt" %431, %13 : i64
    llvm.cond_br %432, ^bb54, ^bb58
  ^bb54:  // pred: ^bb53
    llvm.br ^bb55(%16 : i64)
  ^bb55(%433: i64):  // 2 preds: ^bb54, ^bb56
    %434 = llvm.icmp "slt" %433, %13 : i64
    llvm.cond_br %434, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %435 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %436 = llvm.mlir.constant(256 : index) : i64
    %437 = llvm.mul %427, %436 overflow<nsw, nuw> : i64
    %438 = llvm.mlir.constant(32 : index) : i64
    %439 = llvm.mul %429, %438 overflow<nsw, nuw> : i64
    %440 = llvm.add %437, %439 overflow<nsw, nuw> : i64
    %441 = llvm.add %440, %433 overflow<nsw, nuw> : i64
    %442 = llvm.getelementptr inbounds|nuw %435[%441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %443 = llvm.load %442 : !llvm.ptr -> f32
    %444 = llvm.extractvalue %94[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %445 = llvm.mlir.constant(32 : index) : i64
    %446 = llvm.mul %431, %445 overflow<nsw, nuw> : i64
    %447 = llvm.add %446, %433 overflow<nsw, nuw> : i64
    %448 = llvm.getelementptr inbounds|nuw %444[%447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %449 = llvm.load %448 : !llvm.ptr -> f32
    %450 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.mlir.constant(256 : index) : i64
    %452 = llvm.mul %427, %451 overflow<nsw, nuw> : i64
    %453 = llvm.mlir.constant(32 : index) : i64
    %454 = llvm.mul %429, %453 overflow<nsw, nuw> : i64
    %455 = llvm.add %452, %454 overflow<nsw, nuw> : i64
    %456 = llvm.add %455, %431 overflow<nsw, nuw> : i64
    %457 = llvm.getelementptr inbounds|nuw %450[%456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %458 = llvm.load %457 : !llvm.ptr -> f32
    %459 = llvm.fmul %443, %449 : f32
    %460 = llvm.fadd %458, %459 : f32
    %461 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %462 = llvm.mlir.constant(256 : index) : i64
    %463 = llvm.mul %427, %462 overflow<nsw, nuw> : i64
    %464 = llvm.mlir.constant(32 : index) : i64
    %465 = llvm.mul %429, %464 overflow<nsw, nuw> : i64
    %466 = llvm.add %463, %465 overflow<nsw, nuw> : i64
    %467 = llvm.add %466, %431 overflow<nsw, nuw> : i64
    %468 = llvm.getelementptr inbounds|nuw %461[%467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %460, %468 : f32, !llvm.ptr
    %469 = llvm.add %433, %14 : i64
    llvm.br ^bb55(%469 : i64)
  ^bb57:  // pred: ^bb55
    %470 = llvm.add %431, %14 : i64
    llvm.br ^bb53(%470 : i64)
  ^bb58:  // pred: ^bb53
    %471 = llvm.add %429, %14 : i64
    llvm.br ^bb51(%471 : i64)
  ^bb59:  // pred: ^bb51
    %472 = llvm.add %427, %14 : i64
    llvm.br ^bb49(%472 : i64)
  ^bb60:  // pred: ^bb49
    %473 = llvm.mlir.constant(1 : index) : i64
    %474 = llvm.mlir.constant(8 : index) : i64
    %475 = llvm.mlir.constant(32 : index) : i64
    %476 = llvm.mlir.constant(1 : index) : i64
    %477 = llvm.mlir.constant(256 : index) : i64
    %478 = llvm.mlir.constant(256 : index) : i64
    %479 = llvm.mlir.zero : !llvm.ptr
    %480 = llvm.getelementptr %479[%478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %481 = llvm.ptrtoint %480 : !llvm.ptr to i64
    %482 = llvm.mlir.constant(64 : index) : i64
    %483 = llvm.add %481, %482 : i64
    %484 = llvm.call @malloc(%483) : (i64) -> !llvm.ptr
    %485 = llvm.ptrtoint %484 : !llvm.ptr to i64
    %486 = llvm.mlir.constant(1 : index) : i64
    %487 = llvm.sub %482, %486 : i64
    %488 = llvm.add %485, %487 : i64
    %489 = llvm.urem %488, %482 : i64
    %490 = llvm.sub %488, %489 : i64
    %491 = llvm.inttoptr %490 : i64 to !llvm.ptr
    %492 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %493 = llvm.insertvalue %484, %492[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %494 = llvm.insertvalue %491, %493[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %495 = llvm.mlir.constant(0 : index) : i64
    %496 = llvm.insertvalue %495, %494[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %497 = llvm.insertvalue %473, %496[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %498 = llvm.insertvalue %474, %497[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %499 = llvm.insertvalue %475, %498[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %500 = llvm.insertvalue %477, %499[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %501 = llvm.insertvalue %475, %500[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %502 = llvm.insertvalue %476, %501[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %503 = llvm.mlir.constant(1 : index) : i64
    %504 = llvm.mlir.constant(8 : index) : i64
    %505 = llvm.mlir.constant(8 : index) : i64
    %506 = llvm.mlir.constant(1 : index) : i64
    %507 = llvm.mlir.constant(64 : index) : i64
    %508 = llvm.mlir.constant(64 : index) : i64
    %509 = llvm.mlir.zero : !llvm.ptr
    %510 = llvm.getelementptr %509[%508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %511 = llvm.ptrtoint %510 : !llvm.ptr to i64
    %512 = llvm.mlir.constant(64 : index) : i64
    %513 = llvm.add %511, %512 : i64
    %514 = llvm.call @malloc(%513) : (i64) -> !llvm.ptr
    %515 = llvm.ptrtoint %514 : !llvm.ptr to i64
    %516 = llvm.mlir.constant(1 : index) : i64
    %517 = llvm.sub %512, %516 : i64
    %518 = llvm.add %515, %517 : i64
    %519 = llvm.urem %518, %512 : i64
    %520 = llvm.sub %518, %519 : i64
    %521 = llvm.inttoptr %520 : i64 to !llvm.ptr
    %522 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %523 = llvm.insertvalue %514, %522[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %524 = llvm.insertvalue %521, %523[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %525 = llvm.mlir.constant(0 : index) : i64
    %526 = llvm.insertvalue %525, %524[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %527 = llvm.insertvalue %503, %526[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %528 = llvm.insertvalue %504, %527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %529 = llvm.insertvalue %505, %528[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %530 = llvm.insertvalue %507, %529[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %531 = llvm.insertvalue %505, %530[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %532 = llvm.insertvalue %506, %531[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %533 = llvm.mlir.constant(1 : index) : i64
    %534 = llvm.mlir.constant(8 : index) : i64
    %535 = llvm.mlir.constant(8 : index) : i64
    %536 = llvm.mlir.constant(1 : index) : i64
    %537 = llvm.mlir.constant(64 : index) : i64
    %538 = llvm.mlir.constant(64 : index) : i64
    %539 = llvm.mlir.zero : !llvm.ptr
    %540 = llvm.getelementptr %539[%538] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %541 = llvm.ptrtoint %540 : !llvm.ptr to i64
    %542 = llvm.mlir.constant(64 : index) : i64
    %543 = llvm.add %541, %542 : i64
    %544 = llvm.call @malloc(%543) : (i64) -> !llvm.ptr
    %545 = llvm.ptrtoint %544 : !llvm.ptr to i64
    %546 = llvm.mlir.constant(1 : index) : i64
    %547 = llvm.sub %542, %546 : i64
    %548 = llvm.add %545, %547 : i64
    %549 = llvm.urem %548, %542 : i64
    %550 = llvm.sub %548, %549 : i64
    %551 = llvm.inttoptr %550 : i64 to !llvm.ptr
    %552 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %553 = llvm.insertvalue %544, %552[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %554 = llvm.insertvalue %551, %553[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %555 = llvm.mlir.constant(0 : index) : i64
    %556 = llvm.insertvalue %555, %554[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %557 = llvm.insertvalue %533, %556[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %558 = llvm.insertvalue %534, %557[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %559 = llvm.insertvalue %535, %558[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %560 = llvm.insertvalue %537, %559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %561 = llvm.insertvalue %535, %560[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %562 = llvm.insertvalue %536, %561[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb61(%16 : i64)
  ^bb61(%563: i64):  // 2 preds: ^bb60, ^bb68
    %564 = llvm.icmp "slt" %563, %14 : i64
    llvm.cond_br %564, ^bb62, ^bb69
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%16 : i64)
  ^bb63(%565: i64):  // 2 preds: ^bb62, ^bb67
    %566 = llvm.icmp "slt" %565, %15 : i64
    llvm.cond_br %566, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%16 : i64)
  ^bb65(%567: i64):  // 2 preds: ^bb64, ^bb66
    %568 = llvm.icmp "slt" %567, %15 : i64
    llvm.cond_br %568, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %569 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %570 = llvm.mlir.constant(64 : index) : i64
    %571 = llvm.mul %563, %570 overflow<nsw, nuw> : i64
    %572 = llvm.mlir.constant(8 : index) : i64
    %573 = llvm.mul %565, %572 overflow<nsw, nuw> : i64
    %574 = llvm.add %571, %573 overflow<nsw, nuw> : i64
    %575 = llvm.add %574, %567 overflow<nsw, nuw> : i64
    %576 = llvm.getelementptr inbounds|nuw %569[%575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %576 : f32, !llvm.ptr
    %577 = llvm.add %567, %14 : i64
    llvm.br ^bb65(%577 : i64)
  ^bb67:  // pred: ^bb65
    %578 = llvm.add %565, %14 : i64
    llvm.br ^bb63(%578 : i64)
  ^bb68:  // pred: ^bb63
    %579 = llvm.add %563, %14 : i64
    llvm.br ^bb61(%579 : i64)
  ^bb69:  // pred: ^bb61
    llvm.br ^bb70(%16 : i64)
  ^bb70(%580: i64):  // 2 preds: ^bb69, ^bb80
    %581 = llvm.icmp "slt" %580, %14 : i64
    llvm.cond_br %581, ^bb71, ^bb81
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%16 : i64)
  ^bb72(%582: i64):  // 2 preds: ^bb71, ^bb79
    %583 = llvm.icmp "slt" %582, %15 : i64
    llvm.cond_br %583, ^bb73, ^bb80
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%16 : i64)
  ^bb74(%584: i64):  // 2 preds: ^bb73, ^bb78
    %585 = llvm.icmp "slt" %584, %15 : i64
    llvm.cond_br %585, ^bb75, ^bb79
  ^bb75:  // pred: ^bb74
    llvm.br ^bb76(%16 : i64)
  ^bb76(%586: i64):  // 2 preds: ^bb75, ^bb77
    %587 = llvm.icmp "slt" %586, %13 : i64
    llvm.cond_br %587, ^bb77, ^bb78
  ^bb77:  // pred: ^bb76
    %588 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %589 = llvm.mlir.constant(256 : index) : i64
    %590 = llvm.mul %580, %589 overflow<nsw, nuw> : i64
    %591 = llvm.mlir.constant(32 : index) : i64
    %592 = llvm.mul %582, %591 overflow<nsw, nuw> : i64
    %593 = llvm.add %590, %592 overflow<nsw, nuw> : i64
    %594 = llvm.add %593, %586 overflow<nsw, nuw> : i64
    %595 = llvm.getelementptr inbounds|nuw %588[%594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %596 = llvm.load %595 : !llvm.ptr -> f32
    %597 = llvm.extractvalue %146[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %598 = llvm.getelementptr inbounds|nuw %597[%586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %599 = llvm.load %598 : !llvm.ptr -> f32
    %600 = llvm.extractvalue %354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %601 = llvm.mlir.constant(256 : index) : i64
    %602 = llvm.mul %580, %601 overflow<nsw, nuw> : i64
    %603 = llvm.mlir.constant(32 : index) : i64
    %604 = llvm.mul %584, %603 overflow<nsw, nuw> : i64
    %605 = llvm.add %602, %604 overflow<nsw, nuw> : i64
    %606 = llvm.add %605, %586 overflow<nsw, nuw> : i64
    %607 = llvm.getelementptr inbounds|nuw %600[%606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %608 = llvm.load %607 : !llvm.ptr -> f32
    %609 = llvm.extractvalue %110[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %610 = llvm.getelementptr inbounds|nuw %609[%586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %611 = llvm.load %610 : !llvm.ptr -> f32
    %612 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %613 = llvm.mlir.constant(64 : index) : i64
    %614 = llvm.mul %580, %613 overflow<nsw, nuw> : i64
    %615 = llvm.mlir.constant(8 : index) : i64
    %616 = llvm.mul %582, %615 overflow<nsw, nuw> : i64
    %617 = llvm.add %614, %616 overflow<nsw, nuw> : i64
    %618 = llvm.add %617, %584 overflow<nsw, nuw> : i64
    %619 = llvm.getelementptr inbounds|nuw %612[%618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %620 = llvm.load %619 : !llvm.ptr -> f32
    %621 = llvm.fadd %608, %611 : f32
    %622 = llvm.fptrunc %20 : f64 to f32
    %623 = llvm.fmul %621, %622 : f32
    %624 = llvm.fadd %596, %599 : f32
    %625 = llvm.fmul %624, %622 : f32
    %626 = llvm.fmul %625, %623 : f32
    %627 = llvm.fadd %620, %626 : f32
    %628 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %629 = llvm.mlir.constant(64 : index) : i64
    %630 = llvm.mul %580, %629 overflow<nsw, nuw> : i64
    %631 = llvm.mlir.constant(8 : index) : i64
    %632 = llvm.mul %582, %631 overflow<nsw, nuw> : i64
    %633 = llvm.add %630, %632 overflow<nsw, nuw> : i64
    %634 = llvm.add %633, %584 overflow<nsw, nuw> : i64
    %635 = llvm.getelementptr inbounds|nuw %628[%634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %627, %635 : f32, !llvm.ptr
    %636 = llvm.add %586, %14 : i64
    llvm.br ^bb76(%636 : i64)
  ^bb78:  // pred: ^bb76
    %637 = llvm.add %584, %14 : i64
    llvm.br ^bb74(%637 : i64)
  ^bb79:  // pred: ^bb74
    %638 = llvm.add %582, %14 : i64
    llvm.br ^bb72(%638 : i64)
  ^bb80:  // pred: ^bb72
    %639 = llvm.add %580, %14 : i64
    llvm.br ^bb70(%639 : i64)
  ^bb81:  // pred: ^bb70
    %640 = llvm.mlir.constant(1 : index) : i64
    %641 = llvm.mlir.constant(8 : index) : i64
    %642 = llvm.mlir.constant(1 : index) : i64
    %643 = llvm.mlir.constant(1 : index) : i64
    %644 = llvm.mlir.constant(8 : index) : i64
    %645 = llvm.mlir.zero : !llvm.ptr
    %646 = llvm.getelementptr %645[%644] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %647 = llvm.ptrtoint %646 : !llvm.ptr to i64
    %648 = llvm.mlir.constant(64 : index) : i64
    %649 = llvm.add %647, %648 : i64
    %650 = llvm.call @malloc(%649) : (i64) -> !llvm.ptr
    %651 = llvm.ptrtoint %650 : !llvm.ptr to i64
    %652 = llvm.mlir.constant(1 : index) : i64
    %653 = llvm.sub %648, %652 : i64
    %654 = llvm.add %651, %653 : i64
    %655 = llvm.urem %654, %648 : i64
    %656 = llvm.sub %654, %655 : i64
    %657 = llvm.inttoptr %656 : i64 to !llvm.ptr
    %658 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %659 = llvm.insertvalue %650, %658[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %660 = llvm.insertvalue %657, %659[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %661 = llvm.mlir.constant(0 : index) : i64
    %662 = llvm.insertvalue %661, %660[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.insertvalue %640, %662[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %664 = llvm.insertvalue %641, %663[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %665 = llvm.insertvalue %642, %664[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %666 = llvm.insertvalue %641, %665[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %667 = llvm.insertvalue %642, %666[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %668 = llvm.insertvalue %643, %667[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb82(%16 : i64)
  ^bb82(%669: i64):  // 2 preds: ^bb81, ^bb89
    %670 = llvm.icmp "slt" %669, %14 : i64
    llvm.cond_br %670, ^bb83, ^bb90
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%16 : i64)
  ^bb84(%671: i64):  // 2 preds: ^bb83, ^bb88
    %672 = llvm.icmp "slt" %671, %15 : i64
    llvm.cond_br %672, ^bb85, ^bb89
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%16 : i64)
  ^bb86(%673: i64):  // 2 preds: ^bb85, ^bb87
    %674 = llvm.icmp "slt" %673, %14 : i64
    llvm.cond_br %674, ^bb87, ^bb88
  ^bb87:  // pred: ^bb86
    %675 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %676 = llvm.mlir.constant(8 : index) : i64
    %677 = llvm.mul %669, %676 overflow<nsw, nuw> : i64
    %678 = llvm.add %677, %671 overflow<nsw, nuw> : i64
    %679 = llvm.add %678, %673 overflow<nsw, nuw> : i64
    %680 = llvm.getelementptr inbounds|nuw %675[%679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %680 : f32, !llvm.ptr
    %681 = llvm.add %673, %14 : i64
    llvm.br ^bb86(%681 : i64)
  ^bb88:  // pred: ^bb86
    %682 = llvm.add %671, %14 : i64
    llvm.br ^bb84(%682 : i64)
  ^bb89:  // pred: ^bb84
    %683 = llvm.add %669, %14 : i64
    llvm.br ^bb82(%683 : i64)
  ^bb90:  // pred: ^bb82
    %684 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %685 = llvm.extractvalue %562[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %686 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %687 = llvm.insertvalue %685, %684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %688 = llvm.insertvalue %686, %687[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %689 = llvm.mlir.constant(0 : index) : i64
    %690 = llvm.insertvalue %689, %688[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %691 = llvm.mlir.constant(1 : index) : i64
    %692 = llvm.insertvalue %691, %690[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %693 = llvm.mlir.constant(64 : index) : i64
    %694 = llvm.insertvalue %693, %692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %695 = llvm.mlir.constant(8 : index) : i64
    %696 = llvm.insertvalue %695, %694[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %697 = llvm.mlir.constant(8 : index) : i64
    %698 = llvm.insertvalue %697, %696[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %699 = llvm.mlir.constant(1 : index) : i64
    %700 = llvm.insertvalue %699, %698[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %701 = llvm.mlir.constant(8 : index) : i64
    %702 = llvm.insertvalue %701, %700[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %703 = llvm.mlir.constant(8 : index) : i64
    %704 = llvm.insertvalue %703, %702[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %705 = llvm.mlir.constant(1 : index) : i64
    %706 = llvm.insertvalue %705, %704[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb91(%16 : i64)
  ^bb91(%707: i64):  // 2 preds: ^bb90, ^bb101
    %708 = llvm.icmp "slt" %707, %14 : i64
    llvm.cond_br %708, ^bb92, ^bb102
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%16 : i64)
  ^bb93(%709: i64):  // 2 preds: ^bb92, ^bb100
    %710 = llvm.icmp "slt" %709, %15 : i64
    llvm.cond_br %710, ^bb94, ^bb101
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%16 : i64)
  ^bb95(%711: i64):  // 2 preds: ^bb94, ^bb99
    %712 = llvm.icmp "slt" %711, %14 : i64
    llvm.cond_br %712, ^bb96, ^bb100
  ^bb96:  // pred: ^bb95
    llvm.br ^bb97(%16 : i64)
  ^bb97(%713: i64):  // 2 preds: ^bb96, ^bb98
    %714 = llvm.icmp "slt" %713, %15 : i64
    llvm.cond_br %714, ^bb98, ^bb99
  ^bb98:  // pred: ^bb97
    %715 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %716 = llvm.mlir.constant(64 : index) : i64
    %717 = llvm.mul %707, %716 overflow<nsw, nuw> : i64
    %718 = llvm.mlir.constant(8 : index) : i64
    %719 = llvm.mul %709, %718 overflow<nsw, nuw> : i64
    %720 = llvm.add %717, %719 overflow<nsw, nuw> : i64
    %721 = llvm.mlir.constant(8 : index) : i64
    %722 = llvm.mul %711, %721 overflow<nsw, nuw> : i64
    %723 = llvm.add %720, %722 overflow<nsw, nuw> : i64
    %724 = llvm.add %723, %713 overflow<nsw, nuw> : i64
    %725 = llvm.getelementptr inbounds|nuw %715[%724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %726 = llvm.load %725 : !llvm.ptr -> f32
    %727 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %728 = llvm.mlir.constant(8 : index) : i64
    %729 = llvm.mul %707, %728 overflow<nsw, nuw> : i64
    %730 = llvm.add %729, %709 overflow<nsw, nuw> : i64
    %731 = llvm.add %730, %711 overflow<nsw, nuw> : i64
    %732 = llvm.getelementptr inbounds|nuw %727[%731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %733 = llvm.load %732 : !llvm.ptr -> f32
    %734 = llvm.intr.maximum(%726, %733) : (f32, f32) -> f32
    %735 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %736 = llvm.mlir.constant(8 : index) : i64
    %737 = llvm.mul %707, %736 overflow<nsw, nuw> : i64
    %738 = llvm.add %737, %709 overflow<nsw, nuw> : i64
    %739 = llvm.add %738, %711 overflow<nsw, nuw> : i64
    %740 = llvm.getelementptr inbounds|nuw %735[%739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %734, %740 : f32, !llvm.ptr
    %741 = llvm.add %713, %14 : i64
    llvm.br ^bb97(%741 : i64)
  ^bb99:  // pred: ^bb97
    %742 = llvm.add %711, %14 : i64
    llvm.br ^bb95(%742 : i64)
  ^bb100:  // pred: ^bb95
    %743 = llvm.add %709, %14 : i64
    llvm.br ^bb93(%743 : i64)
  ^bb101:  // pred: ^bb93
    %744 = llvm.add %707, %14 : i64
    llvm.br ^bb91(%744 : i64)
  ^bb102:  // pred: ^bb91
    llvm.br ^bb103(%16 : i64)
  ^bb103(%745: i64):  // 2 preds: ^bb102, ^bb110
    %746 = llvm.icmp "slt" %745, %14 : i64
    llvm.cond_br %746, ^bb104, ^bb111
  ^bb104:  // pred: ^bb103
    llvm.br ^bb105(%16 : i64)
  ^bb105(%747: i64):  // 2 preds: ^bb104, ^bb109
    %748 = llvm.icmp "slt" %747, %15 : i64
    llvm.cond_br %748, ^bb106, ^bb110
  ^bb106:  // pred: ^bb105
    llvm.br ^bb107(%16 : i64)
  ^bb107(%749: i64):  // 2 preds: ^bb106, ^bb108
    %750 = llvm.icmp "slt" %749, %15 : i64
    llvm.cond_br %750, ^bb108, ^bb109
  ^bb108:  // pred: ^bb107
    %751 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %752 = llvm.mlir.constant(64 : index) : i64
    %753 = llvm.mul %745, %752 overflow<nsw, nuw> : i64
    %754 = llvm.mlir.constant(8 : index) : i64
    %755 = llvm.mul %747, %754 overflow<nsw, nuw> : i64
    %756 = llvm.add %753, %755 overflow<nsw, nuw> : i64
    %757 = llvm.add %756, %749 overflow<nsw, nuw> : i64
    %758 = llvm.getelementptr inbounds|nuw %751[%757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %759 = llvm.load %758 : !llvm.ptr -> f32
    %760 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %761 = llvm.mlir.constant(8 : index) : i64
    %762 = llvm.mul %745, %761 overflow<nsw, nuw> : i64
    %763 = llvm.add %762, %747 overflow<nsw, nuw> : i64
    %764 = llvm.add %763, %16 overflow<nsw, nuw> : i64
    %765 = llvm.getelementptr inbounds|nuw %760[%764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %766 = llvm.load %765 : !llvm.ptr -> f32
    %767 = llvm.fsub %759, %766 : f32
    %768 = llvm.fmul %767, %10 : f32
    %769 = llvm.intr.exp2(%768) : (f32) -> f32
    %770 = llvm.extractvalue %532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %771 = llvm.mlir.constant(64 : index) : i64
    %772 = llvm.mul %745, %771 overflow<nsw, nuw> : i64
    %773 = llvm.mlir.constant(8 : index) : i64
    %774 = llvm.mul %747, %773 overflow<nsw, nuw> : i64
    %775 = llvm.add %772, %774 overflow<nsw, nuw> : i64
    %776 = llvm.add %775, %749 overflow<nsw, nuw> : i64
    %777 = llvm.getelementptr inbounds|nuw %770[%776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %769, %777 : f32, !llvm.ptr
    %778 = llvm.add %749, %14 : i64
    llvm.br ^bb107(%778 : i64)
  ^bb109:  // pred: ^bb107
    %779 = llvm.add %747, %14 : i64
    llvm.br ^bb105(%779 : i64)
  ^bb110:  // pred: ^bb105
    %780 = llvm.add %745, %14 : i64
    llvm.br ^bb103(%780 : i64)
  ^bb111:  // pred: ^bb103
    %781 = llvm.mlir.constant(1 : index) : i64
    %782 = llvm.mlir.constant(8 : index) : i64
    %783 = llvm.mlir.constant(1 : index) : i64
    %784 = llvm.mlir.constant(1 : index) : i64
    %785 = llvm.mlir.constant(8 : index) : i64
    %786 = llvm.mlir.zero : !llvm.ptr
    %787 = llvm.getelementptr %786[%785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %788 = llvm.ptrtoint %787 : !llvm.ptr to i64
    %789 = llvm.mlir.constant(64 : index) : i64
    %790 = llvm.add %788, %789 : i64
    %791 = llvm.call @malloc(%790) : (i64) -> !llvm.ptr
    %792 = llvm.ptrtoint %791 : !llvm.ptr to i64
    %793 = llvm.mlir.constant(1 : index) : i64
    %794 = llvm.sub %789, %793 : i64
    %795 = llvm.add %792, %794 : i64
    %796 = llvm.urem %795, %789 : i64
    %797 = llvm.sub %795, %796 : i64
    %798 = llvm.inttoptr %797 : i64 to !llvm.ptr
    %799 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %800 = llvm.insertvalue %791, %799[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %801 = llvm.insertvalue %798, %800[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %802 = llvm.mlir.constant(0 : index) : i64
    %803 = llvm.insertvalue %802, %801[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %804 = llvm.insertvalue %781, %803[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %805 = llvm.insertvalue %782, %804[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %806 = llvm.insertvalue %783, %805[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %807 = llvm.insertvalue %782, %806[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %808 = llvm.insertvalue %783, %807[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %809 = llvm.insertvalue %784, %808[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb112(%16 : i64)
  ^bb112(%810: i64):  // 2 preds: ^bb111, ^bb119
    %811 = llvm.icmp "slt" %810, %14 : i64
    llvm.cond_br %811, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%16 : i64)
  ^bb114(%812: i64):  // 2 preds: ^bb113, ^bb118
    %813 = llvm.icmp "slt" %812, %15 : i64
    llvm.cond_br %813, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%16 : i64)
  ^bb116(%814: i64):  // 2 preds: ^bb115, ^bb117
    %815 = llvm.icmp "slt" %814, %14 : i64
    llvm.cond_br %815, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %816 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %817 = llvm.mlir.constant(8 : index) : i64
    %818 = llvm.mul %810, %817 overflow<nsw, nuw> : i64
    %819 = llvm.add %818, %812 overflow<nsw, nuw> : i64
    %820 = llvm.add %819, %814 overflow<nsw, nuw> : i64
    %821 = llvm.getelementptr inbounds|nuw %816[%820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %821 : f32, !llvm.ptr
    %822 = llvm.add %814, %14 : i64
    llvm.br ^bb116(%822 : i64)
  ^bb118:  // pred: ^bb116
    %823 = llvm.add %812, %14 : i64
    llvm.br ^bb114(%823 : i64)
  ^bb119:  // pred: ^bb114
    %824 = llvm.add %810, %14 : i64
    llvm.br ^bb112(%824 : i64)
  ^bb120:  // pred: ^bb112
    %825 = llvm.mlir.constant(1 : index) : i64
    %826 = llvm.mlir.constant(8 : index) : i64
    %827 = llvm.mlir.constant(1 : index) : i64
    %828 = llvm.mlir.constant(1 : index) : i64
    %829 = llvm.mlir.constant(8 : index) : i64
    %830 = llvm.mlir.zero : !llvm.ptr
    %831 = llvm.getelementptr %830[%829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %832 = llvm.ptrtoint %831 : !llvm.ptr to i64
    %833 = llvm.mlir.constant(64 : index) : i64
    %834 = llvm.add %832, %833 : i64
    %835 = llvm.call @malloc(%834) : (i64) -> !llvm.ptr
    %836 = llvm.ptrtoint %835 : !llvm.ptr to i64
    %837 = llvm.mlir.constant(1 : index) : i64
    %838 = llvm.sub %833, %837 : i64
    %839 = llvm.add %836, %838 : i64
    %840 = llvm.urem %839, %833 : i64
    %841 = llvm.sub %839, %840 : i64
    %842 = llvm.inttoptr %841 : i64 to !llvm.ptr
    %843 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %844 = llvm.insertvalue %835, %843[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %845 = llvm.insertvalue %842, %844[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %846 = llvm.mlir.constant(0 : index) : i64
    %847 = llvm.insertvalue %846, %845[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %848 = llvm.insertvalue %825, %847[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %849 = llvm.insertvalue %826, %848[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %850 = llvm.insertvalue %827, %849[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %851 = llvm.insertvalue %826, %850[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %852 = llvm.insertvalue %827, %851[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %853 = llvm.insertvalue %828, %852[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb121(%16 : i64)
  ^bb121(%854: i64):  // 2 preds: ^bb120, ^bb128
    %855 = llvm.icmp "slt" %854, %14 : i64
    llvm.cond_br %855, ^bb122, ^bb129
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%16 : i64)
  ^bb123(%856: i64):  // 2 preds: ^bb122, ^bb127
    %857 = llvm.icmp "slt" %856, %15 : i64
    llvm.cond_br %857, ^bb124, ^bb128
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%16 : i64)
  ^bb125(%858: i64):  // 2 preds: ^bb124, ^bb126
    %859 = llvm.icmp "slt" %858, %14 : i64
    llvm.cond_br %859, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %860 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %861 = llvm.mlir.constant(8 : index) : i64
    %862 = llvm.mul %854, %861 overflow<nsw, nuw> : i64
    %863 = llvm.add %862, %856 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %858 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %860[%864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %866 = llvm.load %865 : !llvm.ptr -> f32
    %867 = llvm.extractvalue %853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.mlir.constant(8 : index) : i64
    %869 = llvm.mul %854, %868 overflow<nsw, nuw> : i64
    %870 = llvm.add %869, %856 overflow<nsw, nuw> : i64
    %871 = llvm.add %870, %858 overflow<nsw, nuw> : i64
    %872 = llvm.getelementptr inbounds|nuw %867[%871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %866, %872 : f32, !llvm.ptr
    %873 = llvm.add %858, %14 : i64
    llvm.br ^bb125(%873 : i64)
  ^bb127:  // pred: ^bb125
    %874 = llvm.add %856, %14 : i64
    llvm.br ^bb123(%874 : i64)
  ^bb128:  // pred: ^bb123
    %875 = llvm.add %854, %14 : i64
    llvm.br ^bb121(%875 : i64)
  ^bb129:  // pred: ^bb121
    llvm.br ^bb130(%16 : i64)
  ^bb130(%876: i64):  // 2 preds: ^bb129, ^bb137
    %877 = llvm.icmp "slt" %876, %14 : i64
    llvm.cond_br %877, ^bb131, ^bb138
  ^bb131:  // pred: ^bb130
    llvm.br ^bb132(%16 : i64)
  ^bb132(%878: i64):  // 2 preds: ^bb131, ^bb136
    %879 = llvm.icmp "slt" %878, %15 : i64
    llvm.cond_br %879, ^bb133, ^bb137
  ^bb133:  // pred: ^bb132
    llvm.br ^bb134(%16 : i64)
  ^bb134(%880: i64):  // 2 preds: ^bb133, ^bb135
    %881 = llvm.icmp "slt" %880, %15 : i64
    llvm.cond_br %881, ^bb135, ^bb136
  ^bb135:  // pred: ^bb134
    %882 = llvm.extractvalue %532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %883 = llvm.mlir.constant(64 : index) : i64
    %884 = llvm.mul %876, %883 overflow<nsw, nuw> : i64
    %885 = llvm.mlir.constant(8 : index) : i64
    %886 = llvm.mul %878, %885 overflow<nsw, nuw> : i64
    %887 = llvm.add %884, %886 overflow<nsw, nuw> : i64
    %888 = llvm.add %887, %880 overflow<nsw, nuw> : i64
    %889 = llvm.getelementptr inbounds|nuw %882[%888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %890 = llvm.load %889 : !llvm.ptr -> f32
    %891 = llvm.extractvalue %853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %892 = llvm.mlir.constant(8 : index) : i64
    %893 = llvm.mul %876, %892 overflow<nsw, nuw> : i64
    %894 = llvm.add %893, %878 overflow<nsw, nuw> : i64
    %895 = llvm.add %894, %16 overflow<nsw, nuw> : i64
    %896 = llvm.getelementptr inbounds|nuw %891[%895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %897 = llvm.load %896 : !llvm.ptr -> f32
    %898 = llvm.fadd %890, %897 : f32
    %899 = llvm.extractvalue %853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %900 = llvm.mlir.constant(8 : index) : i64
    %901 = llvm.mul %876, %900 overflow<nsw, nuw> : i64
    %902 = llvm.add %901, %878 overflow<nsw, nuw> : i64
    %903 = llvm.add %902, %16 overflow<nsw, nuw> : i64
    %904 = llvm.getelementptr inbounds|nuw %899[%903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %898, %904 : f32, !llvm.ptr
    %905 = llvm.add %880, %14 : i64
    llvm.br ^bb134(%905 : i64)
  ^bb136:  // pred: ^bb134
    %906 = llvm.add %878, %14 : i64
    llvm.br ^bb132(%906 : i64)
  ^bb137:  // pred: ^bb132
    %907 = llvm.add %876, %14 : i64
    llvm.br ^bb130(%907 : i64)
  ^bb138:  // pred: ^bb130
    %908 = llvm.mlir.constant(1 : index) : i64
    %909 = llvm.mlir.constant(8 : index) : i64
    %910 = llvm.mlir.constant(1 : index) : i64
    %911 = llvm.mlir.constant(1 : index) : i64
    %912 = llvm.mlir.constant(8 : index) : i64
    %913 = llvm.mlir.zero : !llvm.ptr
    %914 = llvm.getelementptr %913[%912] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %915 = llvm.ptrtoint %914 : !llvm.ptr to i64
    %916 = llvm.mlir.constant(64 : index) : i64
    %917 = llvm.add %915, %916 : i64
    %918 = llvm.call @malloc(%917) : (i64) -> !llvm.ptr
    %919 = llvm.ptrtoint %918 : !llvm.ptr to i64
    %920 = llvm.mlir.constant(1 : index) : i64
    %921 = llvm.sub %916, %920 : i64
    %922 = llvm.add %919, %921 : i64
    %923 = llvm.urem %922, %916 : i64
    %924 = llvm.sub %922, %923 : i64
    %925 = llvm.inttoptr %924 : i64 to !llvm.ptr
    %926 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %927 = llvm.insertvalue %918, %926[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %928 = llvm.insertvalue %925, %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %929 = llvm.mlir.constant(0 : index) : i64
    %930 = llvm.insertvalue %929, %928[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %931 = llvm.insertvalue %908, %930[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %932 = llvm.insertvalue %909, %931[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %933 = llvm.insertvalue %910, %932[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %934 = llvm.insertvalue %909, %933[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %935 = llvm.insertvalue %910, %934[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %936 = llvm.insertvalue %911, %935[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb139(%16 : i64)
  ^bb139(%937: i64):  // 2 preds: ^bb138, ^bb146
    %938 = llvm.icmp "slt" %937, %14 : i64
    llvm.cond_br %938, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%16 : i64)
  ^bb141(%939: i64):  // 2 preds: ^bb140, ^bb145
    %940 = llvm.icmp "slt" %939, %15 : i64
    llvm.cond_br %940, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%16 : i64)
  ^bb143(%941: i64):  // 2 preds: ^bb142, ^bb144
    %942 = llvm.icmp "slt" %941, %14 : i64
    llvm.cond_br %942, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %943 = llvm.extractvalue %936[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %944 = llvm.mlir.constant(8 : index) : i64
    %945 = llvm.mul %937, %944 overflow<nsw, nuw> : i64
    %946 = llvm.add %945, %939 overflow<nsw, nuw> : i64
    %947 = llvm.add %946, %941 overflow<nsw, nuw> : i64
    %948 = llvm.getelementptr inbounds|nuw %943[%947] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %17, %948 : i1, !llvm.ptr
    %949 = llvm.add %941, %14 : i64
    llvm.br ^bb143(%949 : i64)
  ^bb145:  // pred: ^bb143
    %950 = llvm.add %939, %14 : i64
    llvm.br ^bb141(%950 : i64)
  ^bb146:  // pred: ^bb141
    %951 = llvm.add %937, %14 : i64
    llvm.br ^bb139(%951 : i64)
  ^bb147:  // pred: ^bb139
    llvm.br ^bb148(%16 : i64)
  ^bb148(%952: i64):  // 2 preds: ^bb147, ^bb155
    %953 = llvm.icmp "slt" %952, %14 : i64
    llvm.cond_br %953, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%16 : i64)
  ^bb150(%954: i64):  // 2 preds: ^bb149, ^bb154
    %955 = llvm.icmp "slt" %954, %15 : i64
    llvm.cond_br %955, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%16 : i64)
  ^bb152(%956: i64):  // 2 preds: ^bb151, ^bb153
    %957 = llvm.icmp "slt" %956, %15 : i64
    llvm.cond_br %957, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %958 = llvm.extractvalue %562[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %959 = llvm.mlir.constant(64 : index) : i64
    %960 = llvm.mul %952, %959 overflow<nsw, nuw> : i64
    %961 = llvm.mlir.constant(8 : index) : i64
    %962 = llvm.mul %954, %961 overflow<nsw, nuw> : i64
    %963 = llvm.add %960, %962 overflow<nsw, nuw> : i64
    %964 = llvm.add %963, %956 overflow<nsw, nuw> : i64
    %965 = llvm.getelementptr inbounds|nuw %958[%964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %966 = llvm.load %965 : !llvm.ptr -> f32
    %967 = llvm.extractvalue %936[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.mul %952, %968 overflow<nsw, nuw> : i64
    %970 = llvm.add %969, %954 overflow<nsw, nuw> : i64
    %971 = llvm.add %970, %16 overflow<nsw, nuw> : i64
    %972 = llvm.getelementptr inbounds|nuw %967[%971] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %973 = llvm.load %972 : !llvm.ptr -> i1
    %974 = llvm.fpext %966 : f32 to f64
    %975 = llvm.fcmp "oeq" %974, %21 : f64
    %976 = llvm.and %975, %973 : i1
    %977 = llvm.extractvalue %936[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %978 = llvm.mlir.constant(8 : index) : i64
    %979 = llvm.mul %952, %978 overflow<nsw, nuw> : i64
    %980 = llvm.add %979, %954 overflow<nsw, nuw> : i64
    %981 = llvm.add %980, %16 overflow<nsw, nuw> : i64
    %982 = llvm.getelementptr inbounds|nuw %977[%981] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %976, %982 : i1, !llvm.ptr
    %983 = llvm.add %956, %14 : i64
    llvm.br ^bb152(%983 : i64)
  ^bb154:  // pred: ^bb152
    %984 = llvm.add %954, %14 : i64
    llvm.br ^bb150(%984 : i64)
  ^bb155:  // pred: ^bb150
    %985 = llvm.add %952, %14 : i64
    llvm.br ^bb148(%985 : i64)
  ^bb156:  // pred: ^bb148
    llvm.br ^bb157(%16 : i64)
  ^bb157(%986: i64):  // 2 preds: ^bb156, ^bb164
    %987 = llvm.icmp "slt" %986, %14 : i64
    llvm.cond_br %987, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%16 : i64)
  ^bb159(%988: i64):  // 2 preds: ^bb158, ^bb163
    %989 = llvm.icmp "slt" %988, %15 : i64
    llvm.cond_br %989, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%16 : i64)
  ^bb161(%990: i64):  // 2 preds: ^bb160, ^bb162
    %991 = llvm.icmp "slt" %990, %13 : i64
    llvm.cond_br %991, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %992 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %993 = llvm.mlir.constant(256 : index) : i64
    %994 = llvm.mul %986, %993 overflow<nsw, nuw> : i64
    %995 = llvm.mlir.constant(32 : index) : i64
    %996 = llvm.mul %988, %995 overflow<nsw, nuw> : i64
    %997 = llvm.add %994, %996 overflow<nsw, nuw> : i64
    %998 = llvm.add %997, %990 overflow<nsw, nuw> : i64
    %999 = llvm.getelementptr inbounds|nuw %992[%998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %999 : f32, !llvm.ptr
    %1000 = llvm.add %990, %14 : i64
    llvm.br ^bb161(%1000 : i64)
  ^bb163:  // pred: ^bb161
    %1001 = llvm.add %988, %14 : i64
    llvm.br ^bb159(%1001 : i64)
  ^bb164:  // pred: ^bb159
    %1002 = llvm.add %986, %14 : i64
    llvm.br ^bb157(%1002 : i64)
  ^bb165:  // pred: ^bb157
    llvm.br ^bb166(%16 : i64)
  ^bb166(%1003: i64):  // 2 preds: ^bb165, ^bb176
    %1004 = llvm.icmp "slt" %1003, %14 : i64
    llvm.cond_br %1004, ^bb167, ^bb177
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%16 : i64)
  ^bb168(%1005: i64):  // 2 preds: ^bb167, ^bb175
    %1006 = llvm.icmp "slt" %1005, %15 : i64
    llvm.cond_br %1006, ^bb169, ^bb176
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%16 : i64)
  ^bb170(%1007: i64):  // 2 preds: ^bb169, ^bb174
    %1008 = llvm.icmp "slt" %1007, %13 : i64
    llvm.cond_br %1008, ^bb171, ^bb175
  ^bb171:  // pred: ^bb170
    llvm.br ^bb172(%16 : i64)
  ^bb172(%1009: i64):  // 2 preds: ^bb171, ^bb173
    %1010 = llvm.icmp "slt" %1009, %15 : i64
    llvm.cond_br %1010, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %1011 = llvm.extractvalue %936[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1012 = llvm.mlir.constant(8 : index) : i64
    %1013 = llvm.mul %1003, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.add %1013, %1005 overflow<nsw, nuw> : i64
    %1015 = llvm.add %1014, %16 overflow<nsw, nuw> : i64
    %1016 = llvm.getelementptr inbounds|nuw %1011[%1015] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1017 = llvm.load %1016 : !llvm.ptr -> i1
    %1018 = llvm.extractvalue %532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1019 = llvm.mlir.constant(64 : index) : i64
    %1020 = llvm.mul %1003, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.mlir.constant(8 : index) : i64
    %1022 = llvm.mul %1005, %1021 overflow<nsw, nuw> : i64
    %1023 = llvm.add %1020, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.add %1023, %1009 overflow<nsw, nuw> : i64
    %1025 = llvm.getelementptr inbounds|nuw %1018[%1024] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1026 = llvm.load %1025 : !llvm.ptr -> f32
    %1027 = llvm.extractvalue %853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1028 = llvm.mlir.constant(8 : index) : i64
    %1029 = llvm.mul %1003, %1028 overflow<nsw, nuw> : i64
    %1030 = llvm.add %1029, %1005 overflow<nsw, nuw> : i64
    %1031 = llvm.add %1030, %16 overflow<nsw, nuw> : i64
    %1032 = llvm.getelementptr inbounds|nuw %1027[%1031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1033 = llvm.load %1032 : !llvm.ptr -> f32
    %1034 = llvm.extractvalue %222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1035 = llvm.mlir.constant(256 : index) : i64
    %1036 = llvm.mul %1003, %1035 overflow<nsw, nuw> : i64
    %1037 = llvm.mlir.constant(32 : index) : i64
    %1038 = llvm.mul %1009, %1037 overflow<nsw, nuw> : i64
    %1039 = llvm.add %1036, %1038 overflow<nsw, nuw> : i64
    %1040 = llvm.add %1039, %1007 overflow<nsw, nuw> : i64
    %1041 = llvm.getelementptr inbounds|nuw %1034[%1040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1042 = llvm.load %1041 : !llvm.ptr -> f32
    %1043 = llvm.extractvalue %74[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1044 = llvm.getelementptr inbounds|nuw %1043[%1007] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1045 = llvm.load %1044 : !llvm.ptr -> f32
    %1046 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1047 = llvm.mlir.constant(256 : index) : i64
    %1048 = llvm.mul %1003, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.mlir.constant(32 : index) : i64
    %1050 = llvm.mul %1005, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.add %1048, %1050 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1051, %1007 overflow<nsw, nuw> : i64
    %1053 = llvm.getelementptr inbounds|nuw %1046[%1052] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1054 = llvm.load %1053 : !llvm.ptr -> f32
    %1055 = llvm.fadd %1042, %1045 : f32
    %1056 = llvm.fdiv %1026, %1033 : f32
    %1057 = llvm.select %1017, %25, %1056 : i1, f32
    %1058 = llvm.fmul %1057, %1055 : f32
    %1059 = llvm.fadd %1054, %1058 : f32
    %1060 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1061 = llvm.mlir.constant(256 : index) : i64
    %1062 = llvm.mul %1003, %1061 overflow<nsw, nuw> : i64
    %1063 = llvm.mlir.constant(32 : index) : i64
    %1064 = llvm.mul %1005, %1063 overflow<nsw, nuw> : i64
    %1065 = llvm.add %1062, %1064 overflow<nsw, nuw> : i64
    %1066 = llvm.add %1065, %1007 overflow<nsw, nuw> : i64
    %1067 = llvm.getelementptr inbounds|nuw %1060[%1066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1059, %1067 : f32, !llvm.ptr
    %1068 = llvm.add %1009, %14 : i64
    llvm.br ^bb172(%1068 : i64)
  ^bb174:  // pred: ^bb172
    %1069 = llvm.add %1007, %14 : i64
    llvm.br ^bb170(%1069 : i64)
  ^bb175:  // pred: ^bb170
    %1070 = llvm.add %1005, %14 : i64
    llvm.br ^bb168(%1070 : i64)
  ^bb176:  // pred: ^bb168
    %1071 = llvm.add %1003, %14 : i64
    llvm.br ^bb166(%1071 : i64)
  ^bb177:  // pred: ^bb166
    llvm.br ^bb178(%16 : i64)
  ^bb178(%1072: i64):  // 2 preds: ^bb177, ^bb185
    %1073 = llvm.icmp "slt" %1072, %14 : i64
    llvm.cond_br %1073, ^bb179, ^bb186
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%16 : i64)
  ^bb180(%1074: i64):  // 2 preds: ^bb179, ^bb184
    %1075 = llvm.icmp "slt" %1074, %15 : i64
    llvm.cond_br %1075, ^bb181, ^bb185
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%16 : i64)
  ^bb182(%1076: i64):  // 2 preds: ^bb181, ^bb183
    %1077 = llvm.icmp "slt" %1076, %13 : i64
    llvm.cond_br %1077, ^bb183, ^bb184
  ^bb183:  // pred: ^bb182
    %1078 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1079 = llvm.mlir.constant(256 : index) : i64
    %1080 = llvm.mul %1072, %1079 overflow<nsw, nuw> : i64
    %1081 = llvm.mlir.constant(32 : index) : i64
    %1082 = llvm.mul %1074, %1081 overflow<nsw, nuw> : i64
    %1083 = llvm.add %1080, %1082 overflow<nsw, nuw> : i64
    %1084 = llvm.add %1083, %1076 overflow<nsw, nuw> : i64
    %1085 = llvm.getelementptr inbounds|nuw %1078[%1084] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1086 = llvm.load %1085 : !llvm.ptr -> f32
    %1087 = llvm.extractvalue %9[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1088 = llvm.mlir.constant(256 : index) : i64
    %1089 = llvm.mul %1072, %1088 overflow<nsw, nuw> : i64
    %1090 = llvm.mlir.constant(32 : index) : i64
    %1091 = llvm.mul %1074, %1090 overflow<nsw, nuw> : i64
    %1092 = llvm.add %1089, %1091 overflow<nsw, nuw> : i64
    %1093 = llvm.add %1092, %1076 overflow<nsw, nuw> : i64
    %1094 = llvm.getelementptr inbounds|nuw %1087[%1093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1095 = llvm.load %1094 : !llvm.ptr -> f32
    %1096 = llvm.fadd %1086, %1095 : f32
    %1097 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1098 = llvm.mlir.constant(256 : index) : i64
    %1099 = llvm.mul %1072, %1098 overflow<nsw, nuw> : i64
    %1100 = llvm.mlir.constant(32 : index) : i64
    %1101 = llvm.mul %1074, %1100 overflow<nsw, nuw> : i64
    %1102 = llvm.add %1099, %1101 overflow<nsw, nuw> : i64
    %1103 = llvm.add %1102, %1076 overflow<nsw, nuw> : i64
    %1104 = llvm.getelementptr inbounds|nuw %1097[%1103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1096, %1104 : f32, !llvm.ptr
    %1105 = llvm.add %1076, %14 : i64
    llvm.br ^bb182(%1105 : i64)
  ^bb184:  // pred: ^bb182
    %1106 = llvm.add %1074, %14 : i64
    llvm.br ^bb180(%1106 : i64)
  ^bb185:  // pred: ^bb180
    %1107 = llvm.add %1072, %14 : i64
    llvm.br ^bb178(%1107 : i64)
  ^bb186:  // pred: ^bb178
    %1108 = llvm.mlir.constant(1 : index) : i64
    %1109 = llvm.mlir.constant(8 : index) : i64
    %1110 = llvm.mlir.constant(32 : index) : i64
    %1111 = llvm.mlir.constant(1 : index) : i64
    %1112 = llvm.mlir.constant(256 : index) : i64
    %1113 = llvm.mlir.constant(256 : index) : i64
    %1114 = llvm.mlir.zero : !llvm.ptr
    %1115 = llvm.getelementptr %1114[%1113] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1116 = llvm.ptrtoint %1115 : !llvm.ptr to i64
    %1117 = llvm.mlir.constant(64 : index) : i64
    %1118 = llvm.add %1116, %1117 : i64
    %1119 = llvm.call @malloc(%1118) : (i64) -> !llvm.ptr
    %1120 = llvm.ptrtoint %1119 : !llvm.ptr to i64
    %1121 = llvm.mlir.constant(1 : index) : i64
    %1122 = llvm.sub %1117, %1121 : i64
    %1123 = llvm.add %1120, %1122 : i64
    %1124 = llvm.urem %1123, %1117 : i64
    %1125 = llvm.sub %1123, %1124 : i64
    %1126 = llvm.inttoptr %1125 : i64 to !llvm.ptr
    %1127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1128 = llvm.insertvalue %1119, %1127[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1129 = llvm.insertvalue %1126, %1128[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1130 = llvm.mlir.constant(0 : index) : i64
    %1131 = llvm.insertvalue %1130, %1129[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1132 = llvm.insertvalue %1108, %1131[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1133 = llvm.insertvalue %1109, %1132[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1134 = llvm.insertvalue %1110, %1133[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.insertvalue %1112, %1134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.insertvalue %1110, %1135[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1137 = llvm.insertvalue %1111, %1136[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb187(%16 : i64)
  ^bb187(%1138: i64):  // 2 preds: ^bb186, ^bb194
    %1139 = llvm.icmp "slt" %1138, %14 : i64
    llvm.cond_br %1139, ^bb188, ^bb195
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%16 : i64)
  ^bb189(%1140: i64):  // 2 preds: ^bb188, ^bb193
    %1141 = llvm.icmp "slt" %1140, %15 : i64
    llvm.cond_br %1141, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%16 : i64)
  ^bb191(%1142: i64):  // 2 preds: ^bb190, ^bb192
    %1143 = llvm.icmp "slt" %1142, %13 : i64
    llvm.cond_br %1143, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1144 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1145 = llvm.mlir.constant(256 : index) : i64
    %1146 = llvm.mul %1138, %1145 overflow<nsw, nuw> : i64
    %1147 = llvm.mlir.constant(32 : index) : i64
    %1148 = llvm.mul %1140, %1147 overflow<nsw, nuw> : i64
    %1149 = llvm.add %1146, %1148 overflow<nsw, nuw> : i64
    %1150 = llvm.add %1149, %1142 overflow<nsw, nuw> : i64
    %1151 = llvm.getelementptr inbounds|nuw %1144[%1150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1152 = llvm.load %1151 : !llvm.ptr -> f32
    %1153 = llvm.fpext %1152 : f32 to f64
    %1154 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1155 = llvm.mlir.constant(256 : index) : i64
    %1156 = llvm.mul %1138, %1155 overflow<nsw, nuw> : i64
    %1157 = llvm.mlir.constant(32 : index) : i64
    %1158 = llvm.mul %1140, %1157 overflow<nsw, nuw> : i64
    %1159 = llvm.add %1156, %1158 overflow<nsw, nuw> : i64
    %1160 = llvm.add %1159, %1142 overflow<nsw, nuw> : i64
    %1161 = llvm.getelementptr inbounds|nuw %1154[%1160] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1153, %1161 : f64, !llvm.ptr
    %1162 = llvm.add %1142, %14 : i64
    llvm.br ^bb191(%1162 : i64)
  ^bb193:  // pred: ^bb191
    %1163 = llvm.add %1140, %14 : i64
    llvm.br ^bb189(%1163 : i64)
  ^bb194:  // pred: ^bb189
    %1164 = llvm.add %1138, %14 : i64
    llvm.br ^bb187(%1164 : i64)
  ^bb195:  // pred: ^bb187
    %1165 = llvm.mlir.constant(1 : index) : i64
    %1166 = llvm.mlir.constant(8 : index) : i64
    %1167 = llvm.mlir.constant(1 : index) : i64
    %1168 = llvm.mlir.constant(1 : index) : i64
    %1169 = llvm.mlir.constant(8 : index) : i64
    %1170 = llvm.mlir.zero : !llvm.ptr
    %1171 = llvm.getelementptr %1170[%1169] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1172 = llvm.ptrtoint %1171 : !llvm.ptr to i64
    %1173 = llvm.mlir.constant(64 : index) : i64
    %1174 = llvm.add %1172, %1173 : i64
    %1175 = llvm.call @malloc(%1174) : (i64) -> !llvm.ptr
    %1176 = llvm.ptrtoint %1175 : !llvm.ptr to i64
    %1177 = llvm.mlir.constant(1 : index) : i64
    %1178 = llvm.sub %1173, %1177 : i64
    %1179 = llvm.add %1176, %1178 : i64
    %1180 = llvm.urem %1179, %1173 : i64
    %1181 = llvm.sub %1179, %1180 : i64
    %1182 = llvm.inttoptr %1181 : i64 to !llvm.ptr
    %1183 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1184 = llvm.insertvalue %1175, %1183[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1185 = llvm.insertvalue %1182, %1184[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1186 = llvm.mlir.constant(0 : index) : i64
    %1187 = llvm.insertvalue %1186, %1185[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1188 = llvm.insertvalue %1165, %1187[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1189 = llvm.insertvalue %1166, %1188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1190 = llvm.insertvalue %1167, %1189[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.insertvalue %1166, %1190[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1192 = llvm.insertvalue %1167, %1191[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1193 = llvm.insertvalue %1168, %1192[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb196(%16 : i64)
  ^bb196(%1194: i64):  // 2 preds: ^bb195, ^bb203
    %1195 = llvm.icmp "slt" %1194, %14 : i64
    llvm.cond_br %1195, ^bb197, ^bb204
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%16 : i64)
  ^bb198(%1196: i64):  // 2 preds: ^bb197, ^bb202
    %1197 = llvm.icmp "slt" %1196, %15 : i64
    llvm.cond_br %1197, ^bb199, ^bb203
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%16 : i64)
  ^bb200(%1198: i64):  // 2 preds: ^bb199, ^bb201
    %1199 = llvm.icmp "slt" %1198, %14 : i64
    llvm.cond_br %1199, ^bb201, ^bb202
  ^bb201:  // pred: ^bb200
    %1200 = llvm.extractvalue %1193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1201 = llvm.mlir.constant(8 : index) : i64
    %1202 = llvm.mul %1194, %1201 overflow<nsw, nuw> : i64
    %1203 = llvm.add %1202, %1196 overflow<nsw, nuw> : i64
    %1204 = llvm.add %1203, %1198 overflow<nsw, nuw> : i64
    %1205 = llvm.getelementptr inbounds|nuw %1200[%1204] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %23, %1205 : f64, !llvm.ptr
    %1206 = llvm.add %1198, %14 : i64
    llvm.br ^bb200(%1206 : i64)
  ^bb202:  // pred: ^bb200
    %1207 = llvm.add %1196, %14 : i64
    llvm.br ^bb198(%1207 : i64)
  ^bb203:  // pred: ^bb198
    %1208 = llvm.add %1194, %14 : i64
    llvm.br ^bb196(%1208 : i64)
  ^bb204:  // pred: ^bb196
    %1209 = llvm.mlir.constant(1 : index) : i64
    %1210 = llvm.mlir.constant(8 : index) : i64
    %1211 = llvm.mlir.constant(1 : index) : i64
    %1212 = llvm.mlir.constant(1 : index) : i64
    %1213 = llvm.mlir.constant(8 : index) : i64
    %1214 = llvm.mlir.zero : !llvm.ptr
    %1215 = llvm.getelementptr %1214[%1213] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1216 = llvm.ptrtoint %1215 : !llvm.ptr to i64
    %1217 = llvm.mlir.constant(64 : index) : i64
    %1218 = llvm.add %1216, %1217 : i64
    %1219 = llvm.call @malloc(%1218) : (i64) -> !llvm.ptr
    %1220 = llvm.ptrtoint %1219 : !llvm.ptr to i64
    %1221 = llvm.mlir.constant(1 : index) : i64
    %1222 = llvm.sub %1217, %1221 : i64
    %1223 = llvm.add %1220, %1222 : i64
    %1224 = llvm.urem %1223, %1217 : i64
    %1225 = llvm.sub %1223, %1224 : i64
    %1226 = llvm.inttoptr %1225 : i64 to !llvm.ptr
    %1227 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1228 = llvm.insertvalue %1219, %1227[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1229 = llvm.insertvalue %1226, %1228[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1230 = llvm.mlir.constant(0 : index) : i64
    %1231 = llvm.insertvalue %1230, %1229[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1232 = llvm.insertvalue %1209, %1231[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1233 = llvm.insertvalue %1210, %1232[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1234 = llvm.insertvalue %1211, %1233[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1235 = llvm.insertvalue %1210, %1234[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1236 = llvm.insertvalue %1211, %1235[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1237 = llvm.insertvalue %1212, %1236[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb205(%16 : i64)
  ^bb205(%1238: i64):  // 2 preds: ^bb204, ^bb212
    %1239 = llvm.icmp "slt" %1238, %14 : i64
    llvm.cond_br %1239, ^bb206, ^bb213
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%16 : i64)
  ^bb207(%1240: i64):  // 2 preds: ^bb206, ^bb211
    %1241 = llvm.icmp "slt" %1240, %15 : i64
    llvm.cond_br %1241, ^bb208, ^bb212
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%16 : i64)
  ^bb209(%1242: i64):  // 2 preds: ^bb208, ^bb210
    %1243 = llvm.icmp "slt" %1242, %14 : i64
    llvm.cond_br %1243, ^bb210, ^bb211
  ^bb210:  // pred: ^bb209
    %1244 = llvm.extractvalue %1193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.mlir.constant(8 : index) : i64
    %1246 = llvm.mul %1238, %1245 overflow<nsw, nuw> : i64
    %1247 = llvm.add %1246, %1240 overflow<nsw, nuw> : i64
    %1248 = llvm.add %1247, %1242 overflow<nsw, nuw> : i64
    %1249 = llvm.getelementptr inbounds|nuw %1244[%1248] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1250 = llvm.load %1249 : !llvm.ptr -> f64
    %1251 = llvm.extractvalue %1237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1252 = llvm.mlir.constant(8 : index) : i64
    %1253 = llvm.mul %1238, %1252 overflow<nsw, nuw> : i64
    %1254 = llvm.add %1253, %1240 overflow<nsw, nuw> : i64
    %1255 = llvm.add %1254, %1242 overflow<nsw, nuw> : i64
    %1256 = llvm.getelementptr inbounds|nuw %1251[%1255] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1250, %1256 : f64, !llvm.ptr
    %1257 = llvm.add %1242, %14 : i64
    llvm.br ^bb209(%1257 : i64)
  ^bb211:  // pred: ^bb209
    %1258 = llvm.add %1240, %14 : i64
    llvm.br ^bb207(%1258 : i64)
  ^bb212:  // pred: ^bb207
    %1259 = llvm.add %1238, %14 : i64
    llvm.br ^bb205(%1259 : i64)
  ^bb213:  // pred: ^bb205
    llvm.br ^bb214(%16 : i64)
  ^bb214(%1260: i64):  // 2 preds: ^bb213, ^bb221
    %1261 = llvm.icmp "slt" %1260, %14 : i64
    llvm.cond_br %1261, ^bb215, ^bb222
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%16 : i64)
  ^bb216(%1262: i64):  // 2 preds: ^bb215, ^bb220
    %1263 = llvm.icmp "slt" %1262, %15 : i64
    llvm.cond_br %1263, ^bb217, ^bb221
  ^bb217:  // pred: ^bb216
    llvm.br ^bb218(%16 : i64)
  ^bb218(%1264: i64):  // 2 preds: ^bb217, ^bb219
    %1265 = llvm.icmp "slt" %1264, %13 : i64
    llvm.cond_br %1265, ^bb219, ^bb220
  ^bb219:  // pred: ^bb218
    %1266 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1267 = llvm.mlir.constant(256 : index) : i64
    %1268 = llvm.mul %1260, %1267 overflow<nsw, nuw> : i64
    %1269 = llvm.mlir.constant(32 : index) : i64
    %1270 = llvm.mul %1262, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.add %1268, %1270 overflow<nsw, nuw> : i64
    %1272 = llvm.add %1271, %1264 overflow<nsw, nuw> : i64
    %1273 = llvm.getelementptr inbounds|nuw %1266[%1272] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1274 = llvm.load %1273 : !llvm.ptr -> f64
    %1275 = llvm.extractvalue %1237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1276 = llvm.mlir.constant(8 : index) : i64
    %1277 = llvm.mul %1260, %1276 overflow<nsw, nuw> : i64
    %1278 = llvm.add %1277, %1262 overflow<nsw, nuw> : i64
    %1279 = llvm.add %1278, %16 overflow<nsw, nuw> : i64
    %1280 = llvm.getelementptr inbounds|nuw %1275[%1279] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1281 = llvm.load %1280 : !llvm.ptr -> f64
    %1282 = llvm.fadd %1274, %1281 : f64
    %1283 = llvm.extractvalue %1237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.mlir.constant(8 : index) : i64
    %1285 = llvm.mul %1260, %1284 overflow<nsw, nuw> : i64
    %1286 = llvm.add %1285, %1262 overflow<nsw, nuw> : i64
    %1287 = llvm.add %1286, %16 overflow<nsw, nuw> : i64
    %1288 = llvm.getelementptr inbounds|nuw %1283[%1287] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1282, %1288 : f64, !llvm.ptr
    %1289 = llvm.add %1264, %14 : i64
    llvm.br ^bb218(%1289 : i64)
  ^bb220:  // pred: ^bb218
    %1290 = llvm.add %1262, %14 : i64
    llvm.br ^bb216(%1290 : i64)
  ^bb221:  // pred: ^bb216
    %1291 = llvm.add %1260, %14 : i64
    llvm.br ^bb214(%1291 : i64)
  ^bb222:  // pred: ^bb214
    llvm.br ^bb223(%16 : i64)
  ^bb223(%1292: i64):  // 2 preds: ^bb222, ^bb230
    %1293 = llvm.icmp "slt" %1292, %14 : i64
    llvm.cond_br %1293, ^bb224, ^bb231
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%16 : i64)
  ^bb225(%1294: i64):  // 2 preds: ^bb224, ^bb229
    %1295 = llvm.icmp "slt" %1294, %15 : i64
    llvm.cond_br %1295, ^bb226, ^bb230
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%16 : i64)
  ^bb227(%1296: i64):  // 2 preds: ^bb226, ^bb228
    %1297 = llvm.icmp "slt" %1296, %13 : i64
    llvm.cond_br %1297, ^bb228, ^bb229
  ^bb228:  // pred: ^bb227
    %1298 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1299 = llvm.mlir.constant(256 : index) : i64
    %1300 = llvm.mul %1292, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.mlir.constant(32 : index) : i64
    %1302 = llvm.mul %1294, %1301 overflow<nsw, nuw> : i64
    %1303 = llvm.add %1300, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1303, %1296 overflow<nsw, nuw> : i64
    %1305 = llvm.getelementptr inbounds|nuw %1298[%1304] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1306 = llvm.load %1305 : !llvm.ptr -> f64
    %1307 = llvm.extractvalue %1237[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.mlir.constant(8 : index) : i64
    %1309 = llvm.mul %1292, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1294 overflow<nsw, nuw> : i64
    %1311 = llvm.add %1310, %16 overflow<nsw, nuw> : i64
    %1312 = llvm.getelementptr inbounds|nuw %1307[%1311] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1313 = llvm.load %1312 : !llvm.ptr -> f64
    %1314 = llvm.extractvalue %1193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1315 = llvm.mlir.constant(8 : index) : i64
    %1316 = llvm.mul %1292, %1315 overflow<nsw, nuw> : i64
    %1317 = llvm.add %1316, %1294 overflow<nsw, nuw> : i64
    %1318 = llvm.add %1317, %16 overflow<nsw, nuw> : i64
    %1319 = llvm.getelementptr inbounds|nuw %1314[%1318] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1320 = llvm.load %1319 : !llvm.ptr -> f64
    %1321 = llvm.fdiv %1313, %19 : f64
    %1322 = llvm.fsub %1306, %1321 : f64
    %1323 = llvm.fmul %1322, %1322 : f64
    %1324 = llvm.fadd %1323, %1320 : f64
    %1325 = llvm.extractvalue %1193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.mlir.constant(8 : index) : i64
    %1327 = llvm.mul %1292, %1326 overflow<nsw, nuw> : i64
    %1328 = llvm.add %1327, %1294 overflow<nsw, nuw> : i64
    %1329 = llvm.add %1328, %16 overflow<nsw, nuw> : i64
    %1330 = llvm.getelementptr inbounds|nuw %1325[%1329] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1324, %1330 : f64, !llvm.ptr
    %1331 = llvm.add %1296, %14 : i64
    llvm.br ^bb227(%1331 : i64)
  ^bb229:  // pred: ^bb227
    %1332 = llvm.add %1294, %14 : i64
    llvm.br ^bb225(%1332 : i64)
  ^bb230:  // pred: ^bb225
    %1333 = llvm.add %1292, %14 : i64
    llvm.br ^bb223(%1333 : i64)
  ^bb231:  // pred: ^bb223
    %1334 = llvm.mlir.constant(1 : index) : i64
    %1335 = llvm.mlir.constant(8 : index) : i64
    %1336 = llvm.mlir.constant(1 : index) : i64
    %1337 = llvm.mlir.constant(1 : index) : i64
    %1338 = llvm.mlir.constant(8 : index) : i64
    %1339 = llvm.mlir.zero : !llvm.ptr
    %1340 = llvm.getelementptr %1339[%1338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1341 = llvm.ptrtoint %1340 : !llvm.ptr to i64
    %1342 = llvm.mlir.constant(64 : index) : i64
    %1343 = llvm.add %1341, %1342 : i64
    %1344 = llvm.call @malloc(%1343) : (i64) -> !llvm.ptr
    %1345 = llvm.ptrtoint %1344 : !llvm.ptr to i64
    %1346 = llvm.mlir.constant(1 : index) : i64
    %1347 = llvm.sub %1342, %1346 : i64
    %1348 = llvm.add %1345, %1347 : i64
    %1349 = llvm.urem %1348, %1342 : i64
    %1350 = llvm.sub %1348, %1349 : i64
    %1351 = llvm.inttoptr %1350 : i64 to !llvm.ptr
    %1352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1353 = llvm.insertvalue %1344, %1352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1354 = llvm.insertvalue %1351, %1353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1355 = llvm.mlir.constant(0 : index) : i64
    %1356 = llvm.insertvalue %1355, %1354[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1357 = llvm.insertvalue %1334, %1356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1358 = llvm.insertvalue %1335, %1357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1359 = llvm.insertvalue %1336, %1358[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1360 = llvm.insertvalue %1335, %1359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1361 = llvm.insertvalue %1336, %1360[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1362 = llvm.insertvalue %1337, %1361[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb232(%16 : i64)
  ^bb232(%1363: i64):  // 2 preds: ^bb231, ^bb239
    %1364 = llvm.icmp "slt" %1363, %14 : i64
    llvm.cond_br %1364, ^bb233, ^bb240
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%16 : i64)
  ^bb234(%1365: i64):  // 2 preds: ^bb233, ^bb238
    %1366 = llvm.icmp "slt" %1365, %15 : i64
    llvm.cond_br %1366, ^bb235, ^bb239
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%16 : i64)
  ^bb236(%1367: i64):  // 2 preds: ^bb235, ^bb237
    %1368 = llvm.icmp "slt" %1367, %14 : i64
    llvm.cond_br %1368, ^bb237, ^bb238
  ^bb237:  // pred: ^bb236
    %1369 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1370 = llvm.mlir.constant(8 : index) : i64
    %1371 = llvm.mul %1363, %1370 overflow<nsw, nuw> : i64
    %1372 = llvm.add %1371, %1365 overflow<nsw, nuw> : i64
    %1373 = llvm.add %1372, %1367 overflow<nsw, nuw> : i64
    %1374 = llvm.getelementptr inbounds|nuw %1369[%1373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1375 = llvm.load %1374 : !llvm.ptr -> f32
    %1376 = llvm.extractvalue %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1377 = llvm.mlir.constant(8 : index) : i64
    %1378 = llvm.mul %1363, %1377 overflow<nsw, nuw> : i64
    %1379 = llvm.add %1378, %1365 overflow<nsw, nuw> : i64
    %1380 = llvm.add %1379, %1367 overflow<nsw, nuw> : i64
    %1381 = llvm.getelementptr inbounds|nuw %1376[%1380] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1375, %1381 : f32, !llvm.ptr
    %1382 = llvm.add %1367, %14 : i64
    llvm.br ^bb236(%1382 : i64)
  ^bb238:  // pred: ^bb236
    %1383 = llvm.add %1365, %14 : i64
    llvm.br ^bb234(%1383 : i64)
  ^bb239:  // pred: ^bb234
    %1384 = llvm.add %1363, %14 : i64
    llvm.br ^bb232(%1384 : i64)
  ^bb240:  // pred: ^bb232
    llvm.br ^bb241(%16 : i64)
  ^bb241(%1385: i64):  // 2 preds: ^bb240, ^bb248
    %1386 = llvm.icmp "slt" %1385, %14 : i64
    llvm.cond_br %1386, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%16 : i64)
  ^bb243(%1387: i64):  // 2 preds: ^bb242, ^bb247
    %1388 = llvm.icmp "slt" %1387, %15 : i64
    llvm.cond_br %1388, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%16 : i64)
  ^bb245(%1389: i64):  // 2 preds: ^bb244, ^bb246
    %1390 = llvm.icmp "slt" %1389, %13 : i64
    llvm.cond_br %1390, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %1391 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1392 = llvm.mlir.constant(256 : index) : i64
    %1393 = llvm.mul %1385, %1392 overflow<nsw, nuw> : i64
    %1394 = llvm.mlir.constant(32 : index) : i64
    %1395 = llvm.mul %1387, %1394 overflow<nsw, nuw> : i64
    %1396 = llvm.add %1393, %1395 overflow<nsw, nuw> : i64
    %1397 = llvm.add %1396, %1389 overflow<nsw, nuw> : i64
    %1398 = llvm.getelementptr inbounds|nuw %1391[%1397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1399 = llvm.load %1398 : !llvm.ptr -> f32
    %1400 = llvm.extractvalue %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1401 = llvm.mlir.constant(8 : index) : i64
    %1402 = llvm.mul %1385, %1401 overflow<nsw, nuw> : i64
    %1403 = llvm.add %1402, %1387 overflow<nsw, nuw> : i64
    %1404 = llvm.add %1403, %16 overflow<nsw, nuw> : i64
    %1405 = llvm.getelementptr inbounds|nuw %1400[%1404] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1406 = llvm.load %1405 : !llvm.ptr -> f32
    %1407 = llvm.fadd %1399, %1406 : f32
    %1408 = llvm.extractvalue %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.mlir.constant(8 : index) : i64
    %1410 = llvm.mul %1385, %1409 overflow<nsw, nuw> : i64
    %1411 = llvm.add %1410, %1387 overflow<nsw, nuw> : i64
    %1412 = llvm.add %1411, %16 overflow<nsw, nuw> : i64
    %1413 = llvm.getelementptr inbounds|nuw %1408[%1412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1407, %1413 : f32, !llvm.ptr
    %1414 = llvm.add %1389, %14 : i64
    llvm.br ^bb245(%1414 : i64)
  ^bb247:  // pred: ^bb245
    %1415 = llvm.add %1387, %14 : i64
    llvm.br ^bb243(%1415 : i64)
  ^bb248:  // pred: ^bb243
    %1416 = llvm.add %1385, %14 : i64
    llvm.br ^bb241(%1416 : i64)
  ^bb249:  // pred: ^bb241
    llvm.br ^bb250(%16 : i64)
  ^bb250(%1417: i64):  // 2 preds: ^bb249, ^bb257
    %1418 = llvm.icmp "slt" %1417, %14 : i64
    llvm.cond_br %1418, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%16 : i64)
  ^bb252(%1419: i64):  // 2 preds: ^bb251, ^bb256
    %1420 = llvm.icmp "slt" %1419, %15 : i64
    llvm.cond_br %1420, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%16 : i64)
  ^bb254(%1421: i64):  // 2 preds: ^bb253, ^bb255
    %1422 = llvm.icmp "slt" %1421, %13 : i64
    llvm.cond_br %1422, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %1423 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1424 = llvm.mlir.constant(256 : index) : i64
    %1425 = llvm.mul %1417, %1424 overflow<nsw, nuw> : i64
    %1426 = llvm.mlir.constant(32 : index) : i64
    %1427 = llvm.mul %1419, %1426 overflow<nsw, nuw> : i64
    %1428 = llvm.add %1425, %1427 overflow<nsw, nuw> : i64
    %1429 = llvm.add %1428, %1421 overflow<nsw, nuw> : i64
    %1430 = llvm.getelementptr inbounds|nuw %1423[%1429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1431 = llvm.load %1430 : !llvm.ptr -> f32
    %1432 = llvm.extractvalue %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1433 = llvm.mlir.constant(8 : index) : i64
    %1434 = llvm.mul %1417, %1433 overflow<nsw, nuw> : i64
    %1435 = llvm.add %1434, %1419 overflow<nsw, nuw> : i64
    %1436 = llvm.add %1435, %16 overflow<nsw, nuw> : i64
    %1437 = llvm.getelementptr inbounds|nuw %1432[%1436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1438 = llvm.load %1437 : !llvm.ptr -> f32
    %1439 = llvm.extractvalue %1193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1440 = llvm.mlir.constant(8 : index) : i64
    %1441 = llvm.mul %1417, %1440 overflow<nsw, nuw> : i64
    %1442 = llvm.add %1441, %1419 overflow<nsw, nuw> : i64
    %1443 = llvm.add %1442, %16 overflow<nsw, nuw> : i64
    %1444 = llvm.getelementptr inbounds|nuw %1439[%1443] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1445 = llvm.load %1444 : !llvm.ptr -> f64
    %1446 = llvm.extractvalue %58[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1447 = llvm.getelementptr inbounds|nuw %1446[%1421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1448 = llvm.load %1447 : !llvm.ptr -> f32
    %1449 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1450 = llvm.getelementptr inbounds|nuw %1449[%1421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1451 = llvm.load %1450 : !llvm.ptr -> f32
    %1452 = llvm.fdiv %1445, %19 : f64
    %1453 = llvm.fptrunc %1452 : f64 to f32
    %1454 = llvm.fptrunc %22 : f64 to f32
    %1455 = llvm.fadd %1453, %1454 : f32
    %1456 = llvm.intr.sqrt(%1455) : (f32) -> f32
    %1457 = llvm.fdiv %12, %1456 : f32
    %1458 = llvm.fdiv %1438, %18 : f32
    %1459 = llvm.fsub %1431, %1458 : f32
    %1460 = llvm.fmul %1459, %1457 : f32
    %1461 = llvm.fmul %1460, %1448 : f32
    %1462 = llvm.fadd %1461, %1451 : f32
    %1463 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1464 = llvm.mlir.constant(256 : index) : i64
    %1465 = llvm.mul %1417, %1464 overflow<nsw, nuw> : i64
    %1466 = llvm.mlir.constant(32 : index) : i64
    %1467 = llvm.mul %1419, %1466 overflow<nsw, nuw> : i64
    %1468 = llvm.add %1465, %1467 overflow<nsw, nuw> : i64
    %1469 = llvm.add %1468, %1421 overflow<nsw, nuw> : i64
    %1470 = llvm.getelementptr inbounds|nuw %1463[%1469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1462, %1470 : f32, !llvm.ptr
    %1471 = llvm.add %1421, %14 : i64
    llvm.br ^bb254(%1471 : i64)
  ^bb256:  // pred: ^bb254
    %1472 = llvm.add %1419, %14 : i64
    llvm.br ^bb252(%1472 : i64)
  ^bb257:  // pred: ^bb252
    %1473 = llvm.add %1417, %14 : i64
    llvm.br ^bb250(%1473 : i64)
  ^bb258:  // pred: ^bb250
    llvm.br ^bb259(%16 : i64)
  ^bb259(%1474: i64):  // 2 preds: ^bb258, ^bb266
    %1475 = llvm.icmp "slt" %1474, %14 : i64
    llvm.cond_br %1475, ^bb260, ^bb267
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%16 : i64)
  ^bb261(%1476: i64):  // 2 preds: ^bb260, ^bb265
    %1477 = llvm.icmp "slt" %1476, %15 : i64
    llvm.cond_br %1477, ^bb262, ^bb266
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%16 : i64)
  ^bb263(%1478: i64):  // 2 preds: ^bb262, ^bb264
    %1479 = llvm.icmp "slt" %1478, %13 : i64
    llvm.cond_br %1479, ^bb264, ^bb265
  ^bb264:  // pred: ^bb263
    %1480 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1481 = llvm.mlir.constant(256 : index) : i64
    %1482 = llvm.mul %1474, %1481 overflow<nsw, nuw> : i64
    %1483 = llvm.mlir.constant(32 : index) : i64
    %1484 = llvm.mul %1476, %1483 overflow<nsw, nuw> : i64
    %1485 = llvm.add %1482, %1484 overflow<nsw, nuw> : i64
    %1486 = llvm.add %1485, %1478 overflow<nsw, nuw> : i64
    %1487 = llvm.getelementptr inbounds|nuw %1480[%1486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1488 = llvm.load %1487 : !llvm.ptr -> f32
    %1489 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.mlir.constant(8 : index) : i64
    %1491 = llvm.mul %1474, %1490 overflow<nsw, nuw> : i64
    %1492 = llvm.add %1491, %1476 overflow<nsw, nuw> : i64
    %1493 = llvm.add %1492, %16 overflow<nsw, nuw> : i64
    %1494 = llvm.getelementptr inbounds|nuw %1489[%1493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1495 = llvm.load %1494 : !llvm.ptr -> f32
    %1496 = llvm.fmul %1488, %1488 : f32
    %1497 = llvm.fadd %1496, %1495 : f32
    %1498 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1499 = llvm.mlir.constant(8 : index) : i64
    %1500 = llvm.mul %1474, %1499 overflow<nsw, nuw> : i64
    %1501 = llvm.add %1500, %1476 overflow<nsw, nuw> : i64
    %1502 = llvm.add %1501, %16 overflow<nsw, nuw> : i64
    %1503 = llvm.getelementptr inbounds|nuw %1498[%1502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1497, %1503 : f32, !llvm.ptr
    %1504 = llvm.add %1478, %14 : i64
    llvm.br ^bb263(%1504 : i64)
  ^bb265:  // pred: ^bb263
    %1505 = llvm.add %1476, %14 : i64
    llvm.br ^bb261(%1505 : i64)
  ^bb266:  // pred: ^bb261
    %1506 = llvm.add %1474, %14 : i64
    llvm.br ^bb259(%1506 : i64)
  ^bb267:  // pred: ^bb259
    llvm.br ^bb268(%16 : i64)
  ^bb268(%1507: i64):  // 2 preds: ^bb267, ^bb275
    %1508 = llvm.icmp "slt" %1507, %14 : i64
    llvm.cond_br %1508, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%16 : i64)
  ^bb270(%1509: i64):  // 2 preds: ^bb269, ^bb274
    %1510 = llvm.icmp "slt" %1509, %15 : i64
    llvm.cond_br %1510, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%16 : i64)
  ^bb272(%1511: i64):  // 2 preds: ^bb271, ^bb273
    %1512 = llvm.icmp "slt" %1511, %13 : i64
    llvm.cond_br %1512, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %1513 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1514 = llvm.mlir.constant(256 : index) : i64
    %1515 = llvm.mul %1507, %1514 overflow<nsw, nuw> : i64
    %1516 = llvm.mlir.constant(32 : index) : i64
    %1517 = llvm.mul %1509, %1516 overflow<nsw, nuw> : i64
    %1518 = llvm.add %1515, %1517 overflow<nsw, nuw> : i64
    %1519 = llvm.add %1518, %1511 overflow<nsw, nuw> : i64
    %1520 = llvm.getelementptr inbounds|nuw %1513[%1519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1521 = llvm.load %1520 : !llvm.ptr -> f32
    %1522 = llvm.extractvalue %809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1523 = llvm.mlir.constant(8 : index) : i64
    %1524 = llvm.mul %1507, %1523 overflow<nsw, nuw> : i64
    %1525 = llvm.add %1524, %1509 overflow<nsw, nuw> : i64
    %1526 = llvm.add %1525, %16 overflow<nsw, nuw> : i64
    %1527 = llvm.getelementptr inbounds|nuw %1522[%1526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1528 = llvm.load %1527 : !llvm.ptr -> f32
    %1529 = llvm.fdiv %1528, %18 : f32
    %1530 = llvm.fptrunc %26 : f64 to f32
    %1531 = llvm.fadd %1529, %1530 : f32
    %1532 = llvm.intr.sqrt(%1531) : (f32) -> f32
    %1533 = llvm.fdiv %12, %1532 : f32
    %1534 = llvm.fmul %1521, %1533 : f32
    %1535 = llvm.fcmp "olt" %1534, %25 : f32
    %1536 = llvm.uitofp %1535 : i1 to f32
    %1537 = llvm.fmul %1536, %11 : f32
    %1538 = llvm.fadd %1537, %12 : f32
    %1539 = llvm.fmul %1538, %1534 : f32
    %1540 = llvm.fmul %1539, %11 : f32
    %1541 = llvm.fmul %1540, %10 : f32
    %1542 = llvm.intr.exp2(%1541) : (f32) -> f32
    %1543 = llvm.fsub %12, %1542 : f32
    %1544 = llvm.fadd %1542, %12 : f32
    %1545 = llvm.fdiv %1543, %1544 : f32
    %1546 = llvm.fmul %1538, %1545 : f32
    %1547 = llvm.extractvalue %502[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1548 = llvm.mlir.constant(256 : index) : i64
    %1549 = llvm.mul %1507, %1548 overflow<nsw, nuw> : i64
    %1550 = llvm.mlir.constant(32 : index) : i64
    %1551 = llvm.mul %1509, %1550 overflow<nsw, nuw> : i64
    %1552 = llvm.add %1549, %1551 overflow<nsw, nuw> : i64
    %1553 = llvm.add %1552, %1511 overflow<nsw, nuw> : i64
    %1554 = llvm.getelementptr inbounds|nuw %1547[%1553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1546, %1554 : f32, !llvm.ptr
    %1555 = llvm.add %1511, %14 : i64
    llvm.br ^bb272(%1555 : i64)
  ^bb274:  // pred: ^bb272
    %1556 = llvm.add %1509, %14 : i64
    llvm.br ^bb270(%1556 : i64)
  ^bb275:  // pred: ^bb270
    %1557 = llvm.add %1507, %14 : i64
    llvm.br ^bb268(%1557 : i64)
  ^bb276:  // pred: ^bb268
    %1558 = llvm.extractvalue %192[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1558) : (!llvm.ptr) -> ()
    %1559 = llvm.extractvalue %252[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1559) : (!llvm.ptr) -> ()
    %1560 = llvm.extractvalue %354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1560) : (!llvm.ptr) -> ()
    %1561 = llvm.extractvalue %532[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1561) : (!llvm.ptr) -> ()
    %1562 = llvm.extractvalue %562[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1562) : (!llvm.ptr) -> ()
    %1563 = llvm.extractvalue %668[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1563) : (!llvm.ptr) -> ()
    %1564 = llvm.extractvalue %809[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1564) : (!llvm.ptr) -> ()
    %1565 = llvm.extractvalue %853[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1565) : (!llvm.ptr) -> ()
    %1566 = llvm.extractvalue %936[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1566) : (!llvm.ptr) -> ()
    %1567 = llvm.extractvalue %1137[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1567) : (!llvm.ptr) -> ()
    %1568 = llvm.extractvalue %1193[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1568) : (!llvm.ptr) -> ()
    %1569 = llvm.extractvalue %1237[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1569) : (!llvm.ptr) -> ()
    %1570 = llvm.extractvalue %1362[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%1570) : (!llvm.ptr) -> ()
    llvm.return %502 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=44fa9db92603 torch_mlir=ea2bd53a2937 linalg_on_tensors_mlir=7f7e54a39b04
