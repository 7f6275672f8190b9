module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_8x3x3x3xf32(dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<3 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_8xf32_4(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8xf32_3(dense_resource<torch_tensor_8_torch.float32_1> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8xf32_2(dense_resource<torch_tensor_8_torch.float32_2> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8xf32_1(dense_resource<torch_tensor_8_torch.float32_3> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8xf32_0(dense_resource<torch_tensor_8_torch.float32_4> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8x8x3x3xf32(dense_resource<torch_tensor_8_8_3_3_torch.float32> : tensor<8x8x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<8 x array<3 x array<3 x f32>>>>
  llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32_5> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_4x8xf32(dense_resource<torch_tensor_4_8_torch.float32> : tensor<4x8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x array<8 x f32>>
  llvm.mlir.global private constant @__constant_4xf32(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7 = llvm.insertvalue %arg8, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8 = llvm.insertvalue %arg5, %7[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %9 = llvm.insertvalue %arg9, %8[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %10 = llvm.insertvalue %arg6, %9[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %11 = llvm.insertvalue %arg10, %10[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.mlir.constant(6 : index) : i64
    %14 = llvm.mlir.constant(2 : index) : i64
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(16 : index) : i64
    %17 = llvm.mlir.constant(18 : index) : i64
    %18 = llvm.mlir.constant(3 : index) : i64
    %19 = llvm.mlir.constant(1 : index) : i64
    %20 = llvm.mlir.constant(3.600000e+01 : f32) : f32
    %21 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %22 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %23 = llvm.mlir.constant(0 : index) : i64
    %24 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %25 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(4 : index) : i64
    %27 = llvm.mlir.constant(1 : index) : i64
    %28 = llvm.mlir.zero : !llvm.ptr
    %29 = llvm.getelementptr %28[%26] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %30 = llvm.ptrtoint %29 : !llvm.ptr to i64
    %31 = llvm.mlir.addressof @__constant_4xf32 : !llvm.ptr
    %32 = llvm.getelementptr %31[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %33 = llvm.mlir.constant(3735928559 : index) : i64
    %34 = llvm.inttoptr %33 : i64 to !llvm.ptr
    %35 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %36 = llvm.insertvalue %34, %35[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %38 = llvm.mlir.constant(0 : index) : i64
    %39 = llvm.insertvalue %38, %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %40 = llvm.insertvalue %26, %39[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %41 = llvm.insertvalue %27, %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %42 = llvm.mlir.constant(4 : index) : i64
    %43 = llvm.mlir.constant(8 : index) : i64
    %44 = llvm.mlir.constant(1 : index) : i64
    %45 = llvm.mlir.constant(32 : index) : i64
    %46 = llvm.mlir.zero : !llvm.ptr
    %47 = llvm.getelementptr %46[%45] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %48 = llvm.ptrtoint %47 : !llvm.ptr to i64
    %49 = llvm.mlir.addressof @__constant_4x8xf32 : !llvm.ptr
    %50 = llvm.getelementptr %49[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x array<8 x f32>>
    %51 = llvm.mlir.constant(3735928559 : index) : i64
    %52 = llvm.inttoptr %51 : i64 to !llvm.ptr
    %53 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %54 = llvm.insertvalue %52, %53[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %55 = llvm.insertvalue %50, %54[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.mlir.constant(0 : index) : i64
    %57 = llvm.insertvalue %56, %55[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %58 = llvm.insertvalue %42, %57[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = llvm.insertvalue %43, %58[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = llvm.insertvalue %43, %59[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = llvm.insertvalue %44, %60[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = llvm.mlir.constant(8 : index) : i64
    %63 = llvm.mlir.constant(1 : index) : i64
    %64 = llvm.mlir.zero : !llvm.ptr
    %65 = llvm.getelementptr %64[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %66 = llvm.ptrtoint %65 : !llvm.ptr to i64
    %67 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %68 = llvm.getelementptr %67[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %69 = llvm.mlir.constant(3735928559 : index) : i64
    %70 = llvm.inttoptr %69 : i64 to !llvm.ptr
    %71 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.insertvalue %70, %71[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.insertvalue %68, %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.mlir.constant(0 : index) : i64
    %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.insertvalue %62, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.insertvalue %63, %76[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = llvm.mlir.constant(8 : index) : i64
    %79 = llvm.mlir.constant(8 : index) : i64
    %80 = llvm.mlir.constant(3 : index) : i64
    %81 = llvm.mlir.constant(3 : index) : i64
    %82 = llvm.mlir.constant(1 : index) : i64
    %83 = llvm.mlir.constant(9 : index) : i64
    %84 = llvm.mlir.constant(72 : index) : i64
    %85 = llvm.mlir.constant(576 : index) : i64
    %86 = llvm.mlir.zero : !llvm.ptr
    %87 = llvm.getelementptr %86[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %88 = llvm.ptrtoint %87 : !llvm.ptr to i64
    %89 = llvm.mlir.addressof @__constant_8x8x3x3xf32 : !llvm.ptr
    %90 = llvm.getelementptr %89[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<8 x array<3 x array<3 x f32>>>>
    %91 = llvm.mlir.constant(3735928559 : index) : i64
    %92 = llvm.inttoptr %91 : i64 to !llvm.ptr
    %93 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %94 = llvm.insertvalue %92, %93[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %95 = llvm.insertvalue %90, %94[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %96 = llvm.mlir.constant(0 : index) : i64
    %97 = llvm.insertvalue %96, %95[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %98 = llvm.insertvalue %78, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %99 = llvm.insertvalue %79, %98[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %100 = llvm.insertvalue %80, %99[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %101 = llvm.insertvalue %81, %100[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %102 = llvm.insertvalue %84, %101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %103 = llvm.insertvalue %83, %102[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %104 = llvm.insertvalue %81, %103[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %105 = llvm.insertvalue %82, %104[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %106 = llvm.mlir.constant(8 : index) : i64
    %107 = llvm.mlir.constant(1 : index) : i64
    %108 = llvm.mlir.zero : !llvm.ptr
    %109 = llvm.getelementptr %108[%106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %110 = llvm.ptrtoint %109 : !llvm.ptr to i64
    %111 = llvm.mlir.addressof @__constant_8xf32_0 : !llvm.ptr
    %112 = llvm.getelementptr %111[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %113 = llvm.mlir.constant(3735928559 : index) : i64
    %114 = llvm.inttoptr %113 : i64 to !llvm.ptr
    %115 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %116 = llvm.insertvalue %114, %115[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %117 = llvm.insertvalue %112, %116[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.mlir.constant(0 : index) : i64
    %119 = llvm.insertvalue %118, %117[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %120 = llvm.insertvalue %106, %119[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %121 = llvm.insertvalue %107, %120[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %122 = llvm.mlir.constant(8 : index) : i64
    %123 = llvm.mlir.constant(1 : index) : i64
    %124 = llvm.mlir.zero : !llvm.ptr
    %125 = llvm.getelementptr %124[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %126 = llvm.ptrtoint %125 : !llvm.ptr to i64
    %127 = llvm.mlir.addressof @__constant_8xf32_1 : !llvm.ptr
    %128 = llvm.getelementptr %127[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %129 = llvm.mlir.constant(3735928559 : index) : i64
    %130 = llvm.inttoptr %129 : i64 to !llvm.ptr
    %131 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %132 = llvm.insertvalue %130, %131[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %133 = llvm.insertvalue %128, %132[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.mlir.constant(0 : index) : i64
    %135 = llvm.insertvalue %134, %133[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %136 = llvm.insertvalue %122, %135[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %137 = llvm.insertvalue %123, %136[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %138 = llvm.mlir.constant(8 : index) : i64
    %139 = llvm.mlir.constant(1 : index) : i64
    %140 = llvm.mlir.zero : !llvm.ptr
    %141 = llvm.getelementptr %140[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %142 = llvm.ptrtoint %141 : !llvm.ptr to i64
    %143 = llvm.mlir.addressof @__constant_8xf32_2 : !llvm.ptr
    %144 = llvm.getelementptr %143[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %145 = llvm.mlir.constant(3735928559 : index) : i64
    %146 = llvm.inttoptr %145 : i64 to !llvm.ptr
    %147 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.insertvalue %146, %147[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %149 = llvm.insertvalue %144, %148[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %150 = llvm.mlir.constant(0 : index) : i64
    %151 = llvm.insertvalue %150, %149[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %152 = llvm.insertvalue %138, %151[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %153 = llvm.insertvalue %139, %152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %154 = llvm.mlir.constant(8 : index) : i64
    %155 = llvm.mlir.constant(1 : index) : i64
    %156 = llvm.mlir.zero : !llvm.ptr
    %157 = llvm.getelementptr %156[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %158 = llvm.ptrtoint %157 : !llvm.ptr to i64
    %159 = llvm.mlir.addressof @__constant_8xf32_3 : !llvm.ptr
    %160 = llvm.getelementptr %159[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %161 = llvm.mlir.constant(3735928559 : index) : i64
    %162 = llvm.inttoptr %161 : i64 to !llvm.ptr
    %163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %164 = llvm.insertvalue %162, %163[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %165 = llvm.insertvalue %160, %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %166 = llvm.mlir.constant(0 : index) : i64
    %167 = llvm.insertvalue %166, %165[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %168 = llvm.insertvalue %154, %167[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %169 = llvm.insertvalue %155, %168[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %170 = llvm.mlir.constant(8 : index) : i64
    %171 = llvm.mlir.constant(1 : index) : i64
    %172 = llvm.mlir.zero : !llvm.ptr
    %173 = llvm.getelementptr %172[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
    %175 = llvm.mlir.addressof @__constant_8xf32_4 : !llvm.ptr
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %177 = llvm.mlir.constant(3735928559 : index) : i64
    %178 = llvm.inttoptr %177 : i64 to !llvm.ptr
    %179 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %180 = llvm.insertvalue %178, %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %181 = llvm.insertvalue %176, %180[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %182 = llvm.mlir.constant(0 : index) : i64
    %183 = llvm.insertvalue %182, %181[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %184 = llvm.insertvalue %170, %183[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %185 = llvm.insertvalue %171, %184[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %186 = llvm.mlir.constant(8 : index) : i64
    %187 = llvm.mlir.constant(3 : index) : i64
    %188 = llvm.mlir.constant(3 : index) : i64
    %189 = llvm.mlir.constant(3 : index) : i64
    %190 = llvm.mlir.constant(1 : index) : i64
    %191 = llvm.mlir.constant(9 : index) : i64
    %192 = llvm.mlir.constant(27 : index) : i64
    %193 = llvm.mlir.constant(216 : index) : i64
    %194 = llvm.mlir.zero : !llvm.ptr
    %195 = llvm.getelementptr %194[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
    %197 = llvm.mlir.addressof @__constant_8x3x3x3xf32 : !llvm.ptr
    %198 = llvm.getelementptr %197[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<3 x array<3 x array<3 x f32>>>>
    %199 = llvm.mlir.constant(3735928559 : index) : i64
    %200 = llvm.inttoptr %199 : i64 to !llvm.ptr
    %201 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %202 = llvm.insertvalue %200, %201[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %203 = llvm.insertvalue %198, %202[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %204 = llvm.mlir.constant(0 : index) : i64
    %205 = llvm.insertvalue %204, %203[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %206 = llvm.insertvalue %186, %205[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %207 = llvm.insertvalue %187, %206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %208 = llvm.insertvalue %188, %207[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %209 = llvm.insertvalue %189, %208[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %210 = llvm.insertvalue %192, %209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %211 = llvm.insertvalue %191, %210[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %212 = llvm.insertvalue %189, %211[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %213 = llvm.insertvalue %190, %212[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %214 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %215 = llvm.mlir.constant(3 : index) : i64
    %216 = llvm.mlir.constant(18 : index) : i64
    %217 = llvm.mlir.constant(18 : index) : i64
    %218 = llvm.mlir.constant(1 : index) : i64
    %219 = llvm.mlir.constant(324 : index) : i64
    %220 = llvm.mlir.constant(972 : index) : i64
    %221 = llvm.mul %220, %214 : i64
    %222 = llvm.mlir.zero : !llvm.ptr
    %223 = llvm.getelementptr %222[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %224 = llvm.ptrtoint %223 : !llvm.ptr to i64
    %225 = llvm.mlir.constant(64 : index) : i64
    %226 = llvm.add %224, %225 : i64
    %227 = llvm.call @malloc(%226) : (i64) -> !llvm.ptr
    %228 = llvm.ptrtoint %227 : !llvm.ptr to i64
    %229 = llvm.mlir.constant(1 : index) : i64
    %230 = llvm.sub %225, %229 : i64
    %231 = llvm.add %228, %230 : i64
    %232 = llvm.urem %231, %225 : i64
    %233 = llvm.sub %231, %232 : i64
    %234 = llvm.inttoptr %233 : i64 to !llvm.ptr
    %235 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %236 = llvm.insertvalue %227, %235[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %237 = llvm.insertvalue %234, %236[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %238 = llvm.mlir.constant(0 : index) : i64
    %239 = llvm.insertvalue %238, %237[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %240 = llvm.insertvalue %214, %239[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %241 = llvm.insertvalue %215, %240[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %242 = llvm.insertvalue %216, %241[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %243 = llvm.insertvalue %217, %242[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %244 = llvm.insertvalue %220, %243[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %245 = llvm.insertvalue %219, %244[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %246 = llvm.insertvalue %217, %245[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %247 = llvm.insertvalue %218, %246[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1(%23 : i64)
  ^bb1(%248: i64):  // 2 preds: ^bb0, ^bb11
    %249 = llvm.icmp "slt" %248, %214 : i64
    llvm.cond_br %249, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%23 : i64)
  ^bb3(%250: i64):  // 2 preds: ^bb2, ^bb10
    %251 = llvm.icmp "slt" %250, %18 : i64
    llvm.cond_br %251, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%23 : i64)
  ^bb5(%252: i64):  // 2 preds: ^bb4, ^bb9
    %253 = llvm.icmp "slt" %252, %17 : i64
    llvm.cond_br %253, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%23 : i64)
  ^bb7(%254: i64):  // 2 preds: ^bb6, ^bb8
    %255 = llvm.icmp "slt" %254, %17 : i64
    llvm.cond_br %255, ^bb8, ^bb9
  ^bb8:  // pred: ^bb7
    %256 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %257 = llvm.mlir.constant(972 : index) : i64
    %258 = llvm.mul %248, %257 overflow<nsw, nuw> : i64
    %259 = llvm.mlir.constant(324 : index) : i64
    %260 = llvm.mul %250, %259 overflow<nsw, nuw> : i64
    %261 = llvm.add %258, %260 overflow<nsw, nuw> : i64
    %262 = llvm.mlir.constant(18 : index) : i64
    %263 = llvm.mul %252, %262 overflow<nsw, nuw> : i64
    %264 = llvm.add %261, %263 overflow<nsw, nuw> : i64
    %265 = llvm.add %264, %254 overflow<nsw, nuw> : i64
    %266 = llvm.getelementptr inbounds|nuw %256[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %266 : f32, !llvm.ptr
    %267 = llvm.add %254, %19 : i64
    llvm.br ^bb7(%267 : i64)
  ^bb9:  // pred: ^bb7
    %268 = llvm.add %252, %19 : i64
    llvm.br ^bb5(%268 : i64)
  ^bb10:  // pred: ^bb5
    %269 = llvm.add %250, %19 : i64
    llvm.br ^bb3(%269 : i64)
  ^bb11:  // pred: ^bb3
    %270 = llvm.add %248, %19 : i64
    llvm.br ^bb1(%270 : i64)
  ^bb12:  // pred: ^bb1
    %271 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %272 = llvm.extractvalue %247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %273 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %274 = llvm.insertvalue %272, %271[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %275 = llvm.insertvalue %273, %274[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %276 = llvm.mlir.constant(19 : index) : i64
    %277 = llvm.insertvalue %276, %275[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %278 = llvm.insertvalue %214, %277[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %279 = llvm.mlir.constant(972 : index) : i64
    %280 = llvm.insertvalue %279, %278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %281 = llvm.mlir.constant(3 : index) : i64
    %282 = llvm.insertvalue %281, %280[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %283 = llvm.mlir.constant(324 : index) : i64
    %284 = llvm.insertvalue %283, %282[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %285 = llvm.mlir.constant(16 : index) : i64
    %286 = llvm.insertvalue %285, %284[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %287 = llvm.mlir.constant(18 : index) : i64
    %288 = llvm.insertvalue %287, %286[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %289 = llvm.mlir.constant(16 : index) : i64
    %290 = llvm.insertvalue %289, %288[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %291 = llvm.mlir.constant(1 : index) : i64
    %292 = llvm.insertvalue %291, %290[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %293 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%23 : i64)
  ^bb13(%294: i64):  // 2 preds: ^bb12, ^bb23
    %295 = llvm.icmp "slt" %294, %293 : i64
    llvm.cond_br %295, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%23 : i64)
  ^bb15(%296: i64):  // 2 preds: ^bb14, ^bb22
    %297 = llvm.icmp "slt" %296, %18 : i64
    llvm.cond_br %297, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%23 : i64)
  ^bb17(%298: i64):  // 2 preds: ^bb16, ^bb21
    %299 = llvm.icmp "slt" %298, %16 : i64
    llvm.cond_br %299, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%23 : i64)
  ^bb19(%300: i64):  // 2 preds: ^bb18, ^bb20
    %301 = llvm.icmp "slt" %300, %16 : i64
    llvm.cond_br %301, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %302 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %303 = llvm.mlir.constant(768 : index) : i64
    %304 = llvm.mul %294, %303 overflow<nsw, nuw> : i64
    %305 = llvm.mlir.constant(256 : index) : i64
    %306 = llvm.mul %296, %305 overflow<nsw, nuw> : i64
    %307 = llvm.add %304, %306 overflow<nsw, nuw> : i64
    %308 = llvm.mlir.constant(16 : index) : i64
    %309 = llvm.mul %298, %308 overflow<nsw, nuw> : i64
    %310 = llvm.add %307, %309 overflow<nsw, nuw> : i64
    %311 = llvm.add %310, %300 overflow<nsw, nuw> : i64
    %312 = llvm.getelementptr inbounds|nuw %302[%311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %313 = llvm.load %312 : !llvm.ptr -> f32
    %314 = llvm.extractvalue %292[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %315 = llvm.mlir.constant(19 : index) : i64
    %316 = llvm.getelementptr %314[%315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %317 = llvm.mlir.constant(972 : index) : i64
    %318 = llvm.mul %294, %317 overflow<nsw, nuw> : i64
    %319 = llvm.mlir.constant(324 : index) : i64
    %320 = llvm.mul %296, %319 overflow<nsw, nuw> : i64
    %321 = llvm.add %318, %320 overflow<nsw, nuw> : i64
    %322 = llvm.mlir.constant(18 : index) : i64
    %323 = llvm.mul %298, %322 overflow<nsw, nuw> : i64
    %324 = llvm.add %321, %323 overflow<nsw, nuw> : i64
    %325 = llvm.add %324, %300 overflow<nsw, nuw> : i64
    %326 = llvm.getelementptr inbounds|nuw %316[%325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %313, %326 : f32, !llvm.ptr
    %327 = llvm.add %300, %19 : i64
    llvm.br ^bb19(%327 : i64)
  ^bb21:  // pred: ^bb19
    %328 = llvm.add %298, %19 : i64
    llvm.br ^bb17(%328 : i64)
  ^bb22:  // pred: ^bb17
    %329 = llvm.add %296, %19 : i64
    llvm.br ^bb15(%329 : i64)
  ^bb23:  // pred: ^bb15
    %330 = llvm.add %294, %19 : i64
    llvm.br ^bb13(%330 : i64)
  ^bb24:  // pred: ^bb13
    %331 = llvm.mlir.constant(8 : index) : i64
    %332 = llvm.mlir.constant(16 : index) : i64
    %333 = llvm.mlir.constant(16 : index) : i64
    %334 = llvm.mlir.constant(1 : index) : i64
    %335 = llvm.mlir.constant(256 : index) : i64
    %336 = llvm.mlir.constant(2048 : index) : i64
    %337 = llvm.mul %336, %214 : i64
    %338 = llvm.mlir.zero : !llvm.ptr
    %339 = llvm.getelementptr %338[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %340 = llvm.ptrtoint %339 : !llvm.ptr to i64
    %341 = llvm.mlir.constant(64 : index) : i64
    %342 = llvm.add %340, %341 : i64
    %343 = llvm.call @malloc(%342) : (i64) -> !llvm.ptr
    %344 = llvm.ptrtoint %343 : !llvm.ptr to i64
    %345 = llvm.mlir.constant(1 : index) : i64
    %346 = llvm.sub %341, %345 : i64
    %347 = llvm.add %344, %346 : i64
    %348 = llvm.urem %347, %341 : i64
    %349 = llvm.sub %347, %348 : i64
    %350 = llvm.inttoptr %349 : i64 to !llvm.ptr
    %351 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %352 = llvm.insertvalue %343, %351[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %353 = llvm.insertvalue %350, %352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %354 = llvm.mlir.constant(0 : index) : i64
    %355 = llvm.insertvalue %354, %353[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %356 = llvm.insertvalue %214, %355[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %357 = llvm.insertvalue %331, %356[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %358 = llvm.insertvalue %332, %357[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %359 = llvm.insertvalue %333, %358[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %360 = llvm.insertvalue %336, %359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %361 = llvm.insertvalue %335, %360[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %362 = llvm.insertvalue %333, %361[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %363 = llvm.insertvalue %334, %362[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%23 : i64)
  ^bb25(%364: i64):  // 2 preds: ^bb24, ^bb35
    %365 = llvm.icmp "slt" %364, %214 : i64
    llvm.cond_br %365, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%23 : i64)
  ^bb27(%366: i64):  // 2 preds: ^bb26, ^bb34
    %367 = llvm.icmp "slt" %366, %15 : i64
    llvm.cond_br %367, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%23 : i64)
  ^bb29(%368: i64):  // 2 preds: ^bb28, ^bb33
    %369 = llvm.icmp "slt" %368, %16 : i64
    llvm.cond_br %369, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%23 : i64)
  ^bb31(%370: i64):  // 2 preds: ^bb30, ^bb32
    %371 = llvm.icmp "slt" %370, %16 : i64
    llvm.cond_br %371, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %372 = llvm.extractvalue %185[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %373 = llvm.getelementptr inbounds|nuw %372[%366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %374 = llvm.load %373 : !llvm.ptr -> f32
    %375 = llvm.extractvalue %363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %376 = llvm.mlir.constant(2048 : index) : i64
    %377 = llvm.mul %364, %376 overflow<nsw, nuw> : i64
    %378 = llvm.mlir.constant(256 : index) : i64
    %379 = llvm.mul %366, %378 overflow<nsw, nuw> : i64
    %380 = llvm.add %377, %379 overflow<nsw, nuw> : i64
    %381 = llvm.mlir.constant(16 : index) : i64
    %382 = llvm.mul %368, %381 overflow<nsw, nuw> : i64
    %383 = llvm.add %380, %382 overflow<nsw, nuw> : i64
    %384 = llvm.add %383, %370 overflow<nsw, nuw> : i64
    %385 = llvm.getelementptr inbounds|nuw %375[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %374, %385 : f32, !llvm.ptr
    %386 = llvm.add %370, %19 : i64
    llvm.br ^bb31(%386 : i64)
  ^bb33:  // pred: ^bb31
    %387 = llvm.add %368, %19 : i64
    llvm.br ^bb29(%387 : i64)
  ^bb34:  // pred: ^bb29
    %388 = llvm.add %366, %19 : i64
    llvm.br ^bb27(%388 : i64)
  ^bb35:  // pred: ^bb27
    %389 = llvm.add %364, %19 : i64
    llvm.br ^bb25(%389 : i64)
  ^bb36:  // pred: ^bb25
    llvm.br ^bb37(%23 : i64)
  ^bb37(%390: i64):  // 2 preds: ^bb36, ^bb56
    %391 = llvm.icmp "slt" %390, %214 : i64
    llvm.cond_br %391, ^bb38, ^bb57
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%23 : i64)
  ^bb39(%392: i64):  // 2 preds: ^bb38, ^bb55
    %393 = llvm.icmp "slt" %392, %15 : i64
    llvm.cond_br %393, ^bb40, ^bb56
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%23 : i64)
  ^bb41(%394: i64):  // 2 preds: ^bb40, ^bb54
    %395 = llvm.icmp "slt" %394, %16 : i64
    llvm.cond_br %395, ^bb42, ^bb55
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%23 : i64)
  ^bb43(%396: i64):  // 2 preds: ^bb42, ^bb53
    %397 = llvm.icmp "slt" %396, %16 : i64
    llvm.cond_br %397, ^bb44, ^bb54
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%23 : i64)
  ^bb45(%398: i64):  // 2 preds: ^bb44, ^bb52
    %399 = llvm.icmp "slt" %398, %18 : i64
    llvm.cond_br %399, ^bb46, ^bb53
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%23 : i64)
  ^bb47(%400: i64):  // 2 preds: ^bb46, ^bb51
    %401 = llvm.icmp "slt" %400, %18 : i64
    llvm.cond_br %401, ^bb48, ^bb52
  ^bb48:  // pred: ^bb47
    llvm.br ^bb49(%23 : i64)
  ^bb49(%402: i64):  // 2 preds: ^bb48, ^bb50
    %403 = llvm.icmp "slt" %402, %18 : i64
    llvm.cond_br %403, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %404 = llvm.add %394, %400 : i64
    %405 = llvm.add %396, %402 : i64
    %406 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %407 = llvm.mlir.constant(972 : index) : i64
    %408 = llvm.mul %390, %407 overflow<nsw, nuw> : i64
    %409 = llvm.mlir.constant(324 : index) : i64
    %410 = llvm.mul %398, %409 overflow<nsw, nuw> : i64
    %411 = llvm.add %408, %410 overflow<nsw, nuw> : i64
    %412 = llvm.mlir.constant(18 : index) : i64
    %413 = llvm.mul %404, %412 overflow<nsw, nuw> : i64
    %414 = llvm.add %411, %413 overflow<nsw, nuw> : i64
    %415 = llvm.add %414, %405 overflow<nsw, nuw> : i64
    %416 = llvm.getelementptr inbounds|nuw %406[%415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %417 = llvm.load %416 : !llvm.ptr -> f32
    %418 = llvm.extractvalue %213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %419 = llvm.mlir.constant(27 : index) : i64
    %420 = llvm.mul %392, %419 overflow<nsw, nuw> : i64
    %421 = llvm.mlir.constant(9 : index) : i64
    %422 = llvm.mul %398, %421 overflow<nsw, nuw> : i64
    %423 = llvm.add %420, %422 overflow<nsw, nuw> : i64
    %424 = llvm.mlir.constant(3 : index) : i64
    %425 = llvm.mul %400, %424 overflow<nsw, nuw> : i64
    %426 = llvm.add %423, %425 overflow<nsw, nuw> : i64
    %427 = llvm.add %426, %402 overflow<nsw, nuw> : i64
    %428 = llvm.getelementptr inbounds|nuw %418[%427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %429 = llvm.load %428 : !llvm.ptr -> f32
    %430 = llvm.extractvalue %363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %431 = llvm.mlir.constant(2048 : index) : i64
    %432 = llvm.mul %390, %431 overflow<nsw, nuw> : i64
    %433 = llvm.mlir.constant(256 : index) : i64
    %434 = llvm.mul %392, %433 overflow<nsw, nuw> : i64
    %435 = llvm.add %432, %434 overflow<nsw, nuw> : i64
    %436 = llvm.mlir.constant(16 : index) : i64
    %437 = llvm.mul %394, %436 overflow<nsw, nuw> : i64
    %438 = llvm.add %435, %437 overflow<nsw, nuw> : i64
    %439 = llvm.add %438, %396 overflow<nsw, nuw> : i64
    %440 = llvm.getelementptr inbounds|nuw %430[%439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %441 = llvm.load %440 : !llvm.ptr -> f32
    %442 = llvm.fmul %417, %429 : f32
    %443 = llvm.fadd %441, %442 : f32
    %444 = llvm.extractvalue %363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %445 = llvm.mlir.constant(2048 : index) : i64
    %446 = llvm.mul %390, %445 overflow<nsw, nuw> : i64
    %447 = llvm.mlir.constant(256 : index) : i64
    %448 = llvm.mul %392, %447 overflow<nsw, nuw> : i64
    %449 = llvm.add %446, %448 overflow<nsw, nuw> : i64
    %450 = llvm.mlir.constant(16 : index) : i64
    %451 = llvm.mul %394, %450 overflow<nsw, nuw> : i64
    %452 = llvm.add %449, %451 overflow<nsw, nuw> : i64
    %453 = llvm.add %452, %396 overflow<nsw, nuw> : i64
    %454 = llvm.getelementptr inbounds|nuw %444[%453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %443, %454 : f32, !llvm.ptr
    %455 = llvm.add %402, %19 : i64
    llvm.br ^bb49(%455 : i64)
  ^bb51:  // pred: ^bb49
    %456 = llvm.add %400, %19 : i64
    llvm.br ^bb47(%456 : i64)
  ^bb52:  // pred: ^bb47
    %457 = llvm.add %398, %19 : i64
    llvm.br ^bb45(%457 : i64)
  ^bb53:  // pred: ^bb45
    %458 = llvm.add %396, %19 : i64
    llvm.br ^bb43(%458 : i64)
  ^bb54:  // pred: ^bb43
    %459 = llvm.add %394, %19 : i64
    llvm.br ^bb41(%459 : i64)
  ^bb55:  // pred: ^bb41
    %460 = llvm.add %392, %19 : i64
    llvm.br ^bb39(%460 : i64)
  ^bb56:  // pred: ^bb39
    %461 = llvm.add %390, %19 : i64
    llvm.br ^bb37(%461 : i64)
  ^bb57:  // pred: ^bb37
    %462 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %463 = llvm.extractvalue %153[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %464 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %465 = llvm.insertvalue %463, %462[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %466 = llvm.insertvalue %464, %465[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %467 = llvm.mlir.constant(0 : index) : i64
    %468 = llvm.insertvalue %467, %466[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %469 = llvm.mlir.constant(8 : index) : i64
    %470 = llvm.insertvalue %469, %468[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %471 = llvm.mlir.constant(1 : index) : i64
    %472 = llvm.insertvalue %471, %470[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %473 = llvm.mlir.constant(1 : index) : i64
    %474 = llvm.insertvalue %473, %472[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %475 = llvm.mlir.constant(1 : index) : i64
    %476 = llvm.insertvalue %475, %474[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %477 = llvm.mlir.constant(1 : index) : i64
    %478 = llvm.insertvalue %477, %476[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %479 = llvm.mlir.constant(1 : index) : i64
    %480 = llvm.insertvalue %479, %478[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %481 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %482 = llvm.extractvalue %169[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %483 = llvm.extractvalue %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %484 = llvm.insertvalue %482, %481[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %485 = llvm.insertvalue %483, %484[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %486 = llvm.mlir.constant(0 : index) : i64
    %487 = llvm.insertvalue %486, %485[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %488 = llvm.mlir.constant(8 : index) : i64
    %489 = llvm.insertvalue %488, %487[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %490 = llvm.mlir.constant(1 : index) : i64
    %491 = llvm.insertvalue %490, %489[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %492 = llvm.mlir.constant(1 : index) : i64
    %493 = llvm.insertvalue %492, %491[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %494 = llvm.mlir.constant(1 : index) : i64
    %495 = llvm.insertvalue %494, %493[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %496 = llvm.mlir.constant(1 : index) : i64
    %497 = llvm.insertvalue %496, %495[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %498 = llvm.mlir.constant(1 : index) : i64
    %499 = llvm.insertvalue %498, %497[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %500 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %501 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %502 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %503 = llvm.insertvalue %501, %500[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %504 = llvm.insertvalue %502, %503[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %505 = llvm.mlir.constant(0 : index) : i64
    %506 = llvm.insertvalue %505, %504[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %507 = llvm.mlir.constant(8 : index) : i64
    %508 = llvm.insertvalue %507, %506[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %509 = llvm.mlir.constant(1 : index) : i64
    %510 = llvm.insertvalue %509, %508[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %511 = llvm.mlir.constant(1 : index) : i64
    %512 = llvm.insertvalue %511, %510[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %513 = llvm.mlir.constant(1 : index) : i64
    %514 = llvm.insertvalue %513, %512[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %515 = llvm.mlir.constant(1 : index) : i64
    %516 = llvm.insertvalue %515, %514[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %517 = llvm.mlir.constant(1 : index) : i64
    %518 = llvm.insertvalue %517, %516[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %519 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %520 = llvm.extractvalue %121[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %521 = llvm.extractvalue %121[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %522 = llvm.insertvalue %520, %519[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %523 = llvm.insertvalue %521, %522[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %524 = llvm.mlir.constant(0 : index) : i64
    %525 = llvm.insertvalue %524, %523[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %526 = llvm.mlir.constant(8 : index) : i64
    %527 = llvm.insertvalue %526, %525[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %528 = llvm.mlir.constant(1 : index) : i64
    %529 = llvm.insertvalue %528, %527[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %530 = llvm.mlir.constant(1 : index) : i64
    %531 = llvm.insertvalue %530, %529[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %532 = llvm.mlir.constant(1 : index) : i64
    %533 = llvm.insertvalue %532, %531[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %534 = llvm.mlir.constant(1 : index) : i64
    %535 = llvm.insertvalue %534, %533[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %536 = llvm.mlir.constant(1 : index) : i64
    %537 = llvm.insertvalue %536, %535[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %538 = llvm.mlir.constant(8 : index) : i64
    %539 = llvm.mlir.constant(8 : index) : i64
    %540 = llvm.mlir.constant(8 : index) : i64
    %541 = llvm.mlir.constant(1 : index) : i64
    %542 = llvm.mlir.constant(64 : index) : i64
    %543 = llvm.mlir.constant(512 : index) : i64
    %544 = llvm.mul %543, %214 : i64
    %545 = llvm.mlir.zero : !llvm.ptr
    %546 = llvm.getelementptr %545[%544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %547 = llvm.ptrtoint %546 : !llvm.ptr to i64
    %548 = llvm.mlir.constant(64 : index) : i64
    %549 = llvm.add %547, %548 : i64
    %550 = llvm.call @malloc(%549) : (i64) -> !llvm.ptr
    %551 = llvm.ptrtoint %550 : !llvm.ptr to i64
    %552 = llvm.mlir.constant(1 : index) : i64
    %553 = llvm.sub %548, %552 : i64
    %554 = llvm.add %551, %553 : i64
    %555 = llvm.urem %554, %548 : i64
    %556 = llvm.sub %554, %555 : i64
    %557 = llvm.inttoptr %556 : i64 to !llvm.ptr
    %558 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %559 = llvm.insertvalue %550, %558[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %560 = llvm.insertvalue %557, %559[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %561 = llvm.mlir.constant(0 : index) : i64
    %562 = llvm.insertvalue %561, %560[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %563 = llvm.insertvalue %214, %562[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %564 = llvm.insertvalue %538, %563[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %565 = llvm.insertvalue %539, %564[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %566 = llvm.insertvalue %540, %565[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %567 = llvm.insertvalue %543, %566[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %568 = llvm.insertvalue %542, %567[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %569 = llvm.insertvalue %540, %568[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %570 = llvm.insertvalue %541, %569[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb58(%23 : i64)
  ^bb58(%571: i64):  // 2 preds: ^bb57, ^bb68
    %572 = llvm.icmp "slt" %571, %214 : i64
    llvm.cond_br %572, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%23 : i64)
  ^bb60(%573: i64):  // 2 preds: ^bb59, ^bb67
    %574 = llvm.icmp "slt" %573, %15 : i64
    llvm.cond_br %574, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%23 : i64)
  ^bb62(%575: i64):  // 2 preds: ^bb61, ^bb66
    %576 = llvm.icmp "slt" %575, %15 : i64
    llvm.cond_br %576, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%23 : i64)
  ^bb64(%577: i64):  // 2 preds: ^bb63, ^bb65
    %578 = llvm.icmp "slt" %577, %15 : i64
    llvm.cond_br %578, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %579 = llvm.extractvalue %570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %580 = llvm.mlir.constant(512 : index) : i64
    %581 = llvm.mul %571, %580 overflow<nsw, nuw> : i64
    %582 = llvm.mlir.constant(64 : index) : i64
    %583 = llvm.mul %573, %582 overflow<nsw, nuw> : i64
    %584 = llvm.add %581, %583 overflow<nsw, nuw> : i64
    %585 = llvm.mlir.constant(8 : index) : i64
    %586 = llvm.mul %575, %585 overflow<nsw, nuw> : i64
    %587 = llvm.add %584, %586 overflow<nsw, nuw> : i64
    %588 = llvm.add %587, %577 overflow<nsw, nuw> : i64
    %589 = llvm.getelementptr inbounds|nuw %579[%588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %589 : f32, !llvm.ptr
    %590 = llvm.add %577, %19 : i64
    llvm.br ^bb64(%590 : i64)
  ^bb66:  // pred: ^bb64
    %591 = llvm.add %575, %19 : i64
    llvm.br ^bb62(%591 : i64)
  ^bb67:  // pred: ^bb62
    %592 = llvm.add %573, %19 : i64
    llvm.br ^bb60(%592 : i64)
  ^bb68:  // pred: ^bb60
    %593 = llvm.add %571, %19 : i64
    llvm.br ^bb58(%593 : i64)
  ^bb69:  // pred: ^bb58
    %594 = llvm.mlir.constant(2 : index) : i64
    %595 = llvm.mlir.constant(2 : index) : i64
    %596 = llvm.mlir.constant(1 : index) : i64
    %597 = llvm.mlir.constant(4 : index) : i64
    %598 = llvm.mlir.zero : !llvm.ptr
    %599 = llvm.getelementptr %598[%597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %600 = llvm.ptrtoint %599 : !llvm.ptr to i64
    %601 = llvm.mlir.constant(64 : index) : i64
    %602 = llvm.add %600, %601 : i64
    %603 = llvm.call @malloc(%602) : (i64) -> !llvm.ptr
    %604 = llvm.ptrtoint %603 : !llvm.ptr to i64
    %605 = llvm.mlir.constant(1 : index) : i64
    %606 = llvm.sub %601, %605 : i64
    %607 = llvm.add %604, %606 : i64
    %608 = llvm.urem %607, %601 : i64
    %609 = llvm.sub %607, %608 : i64
    %610 = llvm.inttoptr %609 : i64 to !llvm.ptr
    %611 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %612 = llvm.insertvalue %603, %611[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %613 = llvm.insertvalue %610, %612[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %614 = llvm.mlir.constant(0 : index) : i64
    %615 = llvm.insertvalue %614, %613[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %616 = llvm.insertvalue %594, %615[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %617 = llvm.insertvalue %595, %616[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %618 = llvm.insertvalue %595, %617[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %619 = llvm.insertvalue %596, %618[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb70(%23 : i64)
  ^bb70(%620: i64):  // 2 preds: ^bb69, ^bb86
    %621 = llvm.icmp "slt" %620, %214 : i64
    llvm.cond_br %621, ^bb71, ^bb87
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%23 : i64)
  ^bb72(%622: i64):  // 2 preds: ^bb71, ^bb85
    %623 = llvm.icmp "slt" %622, %15 : i64
    llvm.cond_br %623, ^bb73, ^bb86
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%23 : i64)
  ^bb74(%624: i64):  // 2 preds: ^bb73, ^bb84
    %625 = llvm.icmp "slt" %624, %15 : i64
    llvm.cond_br %625, ^bb75, ^bb85
  ^bb75:  // pred: ^bb74
    llvm.br ^bb76(%23 : i64)
  ^bb76(%626: i64):  // 2 preds: ^bb75, ^bb83
    %627 = llvm.icmp "slt" %626, %15 : i64
    llvm.cond_br %627, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%23 : i64)
  ^bb78(%628: i64):  // 2 preds: ^bb77, ^bb82
    %629 = llvm.icmp "slt" %628, %14 : i64
    llvm.cond_br %629, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%23 : i64)
  ^bb80(%630: i64):  // 2 preds: ^bb79, ^bb81
    %631 = llvm.icmp "slt" %630, %14 : i64
    llvm.cond_br %631, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %632 = llvm.mul %624, %14 overflow<nsw> : i64
    %633 = llvm.add %632, %628 : i64
    %634 = llvm.mul %626, %14 overflow<nsw> : i64
    %635 = llvm.add %634, %630 : i64
    %636 = llvm.extractvalue %363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %637 = llvm.mlir.constant(2048 : index) : i64
    %638 = llvm.mul %620, %637 overflow<nsw, nuw> : i64
    %639 = llvm.mlir.constant(256 : index) : i64
    %640 = llvm.mul %622, %639 overflow<nsw, nuw> : i64
    %641 = llvm.add %638, %640 overflow<nsw, nuw> : i64
    %642 = llvm.mlir.constant(16 : index) : i64
    %643 = llvm.mul %633, %642 overflow<nsw, nuw> : i64
    %644 = llvm.add %641, %643 overflow<nsw, nuw> : i64
    %645 = llvm.add %644, %635 overflow<nsw, nuw> : i64
    %646 = llvm.getelementptr inbounds|nuw %636[%645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %647 = llvm.load %646 : !llvm.ptr -> f32
    %648 = llvm.extractvalue %499[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %649 = llvm.add %622, %23 overflow<nsw, nuw> : i64
    %650 = llvm.add %649, %23 overflow<nsw, nuw> : i64
    %651 = llvm.getelementptr inbounds|nuw %648[%650] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %652 = llvm.load %651 : !llvm.ptr -> f32
    %653 = llvm.extractvalue %480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %654 = llvm.add %622, %23 overflow<nsw, nuw> : i64
    %655 = llvm.add %654, %23 overflow<nsw, nuw> : i64
    %656 = llvm.getelementptr inbounds|nuw %653[%655] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %657 = llvm.load %656 : !llvm.ptr -> f32
    %658 = llvm.extractvalue %518[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %659 = llvm.add %622, %23 overflow<nsw, nuw> : i64
    %660 = llvm.add %659, %23 overflow<nsw, nuw> : i64
    %661 = llvm.getelementptr inbounds|nuw %658[%660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %662 = llvm.load %661 : !llvm.ptr -> f32
    %663 = llvm.extractvalue %537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %664 = llvm.add %622, %23 overflow<nsw, nuw> : i64
    %665 = llvm.add %664, %23 overflow<nsw, nuw> : i64
    %666 = llvm.getelementptr inbounds|nuw %663[%665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %667 = llvm.load %666 : !llvm.ptr -> f32
    %668 = llvm.extractvalue %570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %669 = llvm.mlir.constant(512 : index) : i64
    %670 = llvm.mul %620, %669 overflow<nsw, nuw> : i64
    %671 = llvm.mlir.constant(64 : index) : i64
    %672 = llvm.mul %622, %671 overflow<nsw, nuw> : i64
    %673 = llvm.add %670, %672 overflow<nsw, nuw> : i64
    %674 = llvm.mlir.constant(8 : index) : i64
    %675 = llvm.mul %624, %674 overflow<nsw, nuw> : i64
    %676 = llvm.add %673, %675 overflow<nsw, nuw> : i64
    %677 = llvm.add %676, %626 overflow<nsw, nuw> : i64
    %678 = llvm.getelementptr inbounds|nuw %668[%677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %679 = llvm.load %678 : !llvm.ptr -> f32
    %680 = llvm.fptrunc %21 : f64 to f32
    %681 = llvm.fadd %657, %680 : f32
    %682 = llvm.intr.sqrt(%681) : (f32) -> f32
    %683 = llvm.fdiv %25, %682 : f32
    %684 = llvm.fsub %647, %652 : f32
    %685 = llvm.fmul %684, %683 : f32
    %686 = llvm.fmul %685, %662 : f32
    %687 = llvm.fadd %686, %667 : f32
    %688 = llvm.fcmp "ugt" %687, %24 : f32
    %689 = llvm.select %688, %687, %24 : i1, f32
    %690 = llvm.intr.maximum(%679, %689) : (f32, f32) -> f32
    %691 = llvm.extractvalue %570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %692 = llvm.mlir.constant(512 : index) : i64
    %693 = llvm.mul %620, %692 overflow<nsw, nuw> : i64
    %694 = llvm.mlir.constant(64 : index) : i64
    %695 = llvm.mul %622, %694 overflow<nsw, nuw> : i64
    %696 = llvm.add %693, %695 overflow<nsw, nuw> : i64
    %697 = llvm.mlir.constant(8 : index) : i64
    %698 = llvm.mul %624, %697 overflow<nsw, nuw> : i64
    %699 = llvm.add %696, %698 overflow<nsw, nuw> : i64
    %700 = llvm.add %699, %626 overflow<nsw, nuw> : i64
    %701 = llvm.getelementptr inbounds|nuw %691[%700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %690, %701 : f32, !llvm.ptr
    %702 = llvm.add %630, %19 : i64
    llvm.br ^bb80(%702 : i64)
  ^bb82:  // pred: ^bb80
    %703 = llvm.add %628, %19 : i64
    llvm.br ^bb78(%703 : i64)
  ^bb83:  // pred: ^bb78
    %704 = llvm.add %626, %19 : i64
    llvm.br ^bb76(%704 : i64)
  ^bb84:  // pred: ^bb76
    %705 = llvm.add %624, %19 : i64
    llvm.br ^bb74(%705 : i64)
  ^bb85:  // pred: ^bb74
    %706 = llvm.add %622, %19 : i64
    llvm.br ^bb72(%706 : i64)
  ^bb86:  // pred: ^bb72
    %707 = llvm.add %620, %19 : i64
    llvm.br ^bb70(%707 : i64)
  ^bb87:  // pred: ^bb70
    %708 = llvm.mlir.constant(8 : index) : i64
    %709 = llvm.mlir.constant(6 : index) : i64
    %710 = llvm.mlir.constant(6 : index) : i64
    %711 = llvm.mlir.constant(1 : index) : i64
    %712 = llvm.mlir.constant(36 : index) : i64
    %713 = llvm.mlir.constant(288 : index) : i64
    %714 = llvm.mul %713, %214 : i64
    %715 = llvm.mlir.zero : !llvm.ptr
    %716 = llvm.getelementptr %715[%714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %717 = llvm.ptrtoint %716 : !llvm.ptr to i64
    %718 = llvm.mlir.constant(64 : index) : i64
    %719 = llvm.add %717, %718 : i64
    %720 = llvm.call @malloc(%719) : (i64) -> !llvm.ptr
    %721 = llvm.ptrtoint %720 : !llvm.ptr to i64
    %722 = llvm.mlir.constant(1 : index) : i64
    %723 = llvm.sub %718, %722 : i64
    %724 = llvm.add %721, %723 : i64
    %725 = llvm.urem %724, %718 : i64
    %726 = llvm.sub %724, %725 : i64
    %727 = llvm.inttoptr %726 : i64 to !llvm.ptr
    %728 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %729 = llvm.insertvalue %720, %728[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %730 = llvm.insertvalue %727, %729[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %731 = llvm.mlir.constant(0 : index) : i64
    %732 = llvm.insertvalue %731, %730[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %733 = llvm.insertvalue %214, %732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %734 = llvm.insertvalue %708, %733[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %735 = llvm.insertvalue %709, %734[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %736 = llvm.insertvalue %710, %735[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %737 = llvm.insertvalue %713, %736[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %738 = llvm.insertvalue %712, %737[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %739 = llvm.insertvalue %710, %738[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %740 = llvm.insertvalue %711, %739[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb88(%23 : i64)
  ^bb88(%741: i64):  // 2 preds: ^bb87, ^bb98
    %742 = llvm.icmp "slt" %741, %214 : i64
    llvm.cond_br %742, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%23 : i64)
  ^bb90(%743: i64):  // 2 preds: ^bb89, ^bb97
    %744 = llvm.icmp "slt" %743, %15 : i64
    llvm.cond_br %744, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%23 : i64)
  ^bb92(%745: i64):  // 2 preds: ^bb91, ^bb96
    %746 = llvm.icmp "slt" %745, %13 : i64
    llvm.cond_br %746, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%23 : i64)
  ^bb94(%747: i64):  // 2 preds: ^bb93, ^bb95
    %748 = llvm.icmp "slt" %747, %13 : i64
    llvm.cond_br %748, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %749 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %750 = llvm.getelementptr inbounds|nuw %749[%743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %751 = llvm.load %750 : !llvm.ptr -> f32
    %752 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %753 = llvm.mlir.constant(288 : index) : i64
    %754 = llvm.mul %741, %753 overflow<nsw, nuw> : i64
    %755 = llvm.mlir.constant(36 : index) : i64
    %756 = llvm.mul %743, %755 overflow<nsw, nuw> : i64
    %757 = llvm.add %754, %756 overflow<nsw, nuw> : i64
    %758 = llvm.mlir.constant(6 : index) : i64
    %759 = llvm.mul %745, %758 overflow<nsw, nuw> : i64
    %760 = llvm.add %757, %759 overflow<nsw, nuw> : i64
    %761 = llvm.add %760, %747 overflow<nsw, nuw> : i64
    %762 = llvm.getelementptr inbounds|nuw %752[%761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %751, %762 : f32, !llvm.ptr
    %763 = llvm.add %747, %19 : i64
    llvm.br ^bb94(%763 : i64)
  ^bb96:  // pred: ^bb94
    %764 = llvm.add %745, %19 : i64
    llvm.br ^bb92(%764 : i64)
  ^bb97:  // pred: ^bb92
    %765 = llvm.add %743, %19 : i64
    llvm.br ^bb90(%765 : i64)
  ^bb98:  // pred: ^bb90
    %766 = llvm.add %741, %19 : i64
    llvm.br ^bb88(%766 : i64)
  ^bb99:  // pred: ^bb88
    llvm.br ^bb100(%23 : i64)
  ^bb100(%767: i64):  // 2 preds: ^bb99, ^bb119
    %768 = llvm.icmp "slt" %767, %214 : i64
    llvm.cond_br %768, ^bb101, ^bb120
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%23 : i64)
  ^bb102(%769: i64):  // 2 preds: ^bb101, ^bb118
    %770 = llvm.icmp "slt" %769, %15 : i64
    llvm.cond_br %770, ^bb103, ^bb119
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%23 : i64)
  ^bb104(%771: i64):  // 2 preds: ^bb103, ^bb117
    %772 = llvm.icmp "slt" %771, %13 : i64
    llvm.cond_br %772, ^bb105, ^bb118
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%23 : i64)
  ^bb106(%773: i64):  // 2 preds: ^bb105, ^bb116
    %774 = llvm.icmp "slt" %773, %13 : i64
    llvm.cond_br %774, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%23 : i64)
  ^bb108(%775: i64):  // 2 preds: ^bb107, ^bb115
    %776 = llvm.icmp "slt" %775, %15 : i64
    llvm.cond_br %776, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%23 : i64)
  ^bb110(%777: i64):  // 2 preds: ^bb109, ^bb114
    %778 = llvm.icmp "slt" %777, %18 : i64
    llvm.cond_br %778, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%23 : i64)
  ^bb112(%779: i64):  // 2 preds: ^bb111, ^bb113
    %780 = llvm.icmp "slt" %779, %18 : i64
    llvm.cond_br %780, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %781 = llvm.add %771, %777 : i64
    %782 = llvm.add %773, %779 : i64
    %783 = llvm.extractvalue %570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %784 = llvm.mlir.constant(512 : index) : i64
    %785 = llvm.mul %767, %784 overflow<nsw, nuw> : i64
    %786 = llvm.mlir.constant(64 : index) : i64
    %787 = llvm.mul %775, %786 overflow<nsw, nuw> : i64
    %788 = llvm.add %785, %787 overflow<nsw, nuw> : i64
    %789 = llvm.mlir.constant(8 : index) : i64
    %790 = llvm.mul %781, %789 overflow<nsw, nuw> : i64
    %791 = llvm.add %788, %790 overflow<nsw, nuw> : i64
    %792 = llvm.add %791, %782 overflow<nsw, nuw> : i64
    %793 = llvm.getelementptr inbounds|nuw %783[%792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %794 = llvm.load %793 : !llvm.ptr -> f32
    %795 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %796 = llvm.mlir.constant(72 : index) : i64
    %797 = llvm.mul %769, %796 overflow<nsw, nuw> : i64
    %798 = llvm.mlir.constant(9 : index) : i64
    %799 = llvm.mul %775, %798 overflow<nsw, nuw> : i64
    %800 = llvm.add %797, %799 overflow<nsw, nuw> : i64
    %801 = llvm.mlir.constant(3 : index) : i64
    %802 = llvm.mul %777, %801 overflow<nsw, nuw> : i64
    %803 = llvm.add %800, %802 overflow<nsw, nuw> : i64
    %804 = llvm.add %803, %779 overflow<nsw, nuw> : i64
    %805 = llvm.getelementptr inbounds|nuw %795[%804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %806 = llvm.load %805 : !llvm.ptr -> f32
    %807 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %808 = llvm.mlir.constant(288 : index) : i64
    %809 = llvm.mul %767, %808 overflow<nsw, nuw> : i64
    %810 = llvm.mlir.constant(36 : index) : i64
    %811 = llvm.mul %769, %810 overflow<nsw, nuw> : i64
    %812 = llvm.add %809, %811 overflow<nsw, nuw> : i64
    %813 = llvm.mlir.constant(6 : index) : i64
    %814 = llvm.mul %771, %813 overflow<nsw, nuw> : i64
    %815 = llvm.add %812, %814 overflow<nsw, nuw> : i64
    %816 = llvm.add %815, %773 overflow<nsw, nuw> : i64
    %817 = llvm.getelementptr inbounds|nuw %807[%816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %818 = llvm.load %817 : !llvm.ptr -> f32
    %819 = llvm.fmul %794, %806 : f32
    %820 = llvm.fadd %818, %819 : f32
    %821 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %822 = llvm.mlir.constant(288 : index) : i64
    %823 = llvm.mul %767, %822 overflow<nsw, nuw> : i64
    %824 = llvm.mlir.constant(36 : index) : i64
    %825 = llvm.mul %769, %824 overflow<nsw, nuw> : i64
    %826 = llvm.add %823, %825 overflow<nsw, nuw> : i64
    %827 = llvm.mlir.constant(6 : index) : i64
    %828 = llvm.mul %771, %827 overflow<nsw, nuw> : i64
    %829 = llvm.add %826, %828 overflow<nsw, nuw> : i64
    %830 = llvm.add %829, %773 overflow<nsw, nuw> : i64
    %831 = llvm.getelementptr inbounds|nuw %821[%830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %820, %831 : f32, !llvm.ptr
    %832 = llvm.add %779, %19 : i64
    llvm.br ^bb112(%832 : i64)
  ^bb114:  // pred: ^bb112
    %833 = llvm.add %777, %19 : i64
    llvm.br ^bb110(%833 : i64)
  ^bb115:  // pred: ^bb110
    %834 = llvm.add %775, %19 : i64
    llvm.br ^bb108(%834 : i64)
  ^bb116:  // pred: ^bb108
    %835 = llvm.add %773, %19 : i64
    llvm.br ^bb106(%835 : i64)
  ^bb117:  // pred: ^bb106
    %836 = llvm.add %771, %19 : i64
    llvm.br ^bb104(%836 : i64)
  ^bb118:  // pred: ^bb104
    %837 = llvm.add %769, %19 : i64
    llvm.br ^bb102(%837 : i64)
  ^bb119:  // pred: ^bb102
    %838 = llvm.add %767, %19 : i64
    llvm.br ^bb100(%838 : i64)
  ^bb120:  // pred: ^bb100
    %839 = llvm.mlir.constant(8 : index) : i64
    %840 = llvm.mlir.constant(1 : index) : i64
    %841 = llvm.mlir.constant(1 : index) : i64
    %842 = llvm.mlir.constant(1 : index) : i64
    %843 = llvm.mul %839, %214 : i64
    %844 = llvm.mlir.zero : !llvm.ptr
    %845 = llvm.getelementptr %844[%843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %846 = llvm.ptrtoint %845 : !llvm.ptr to i64
    %847 = llvm.mlir.constant(64 : index) : i64
    %848 = llvm.add %846, %847 : i64
    %849 = llvm.call @malloc(%848) : (i64) -> !llvm.ptr
    %850 = llvm.ptrtoint %849 : !llvm.ptr to i64
    %851 = llvm.mlir.constant(1 : index) : i64
    %852 = llvm.sub %847, %851 : i64
    %853 = llvm.add %850, %852 : i64
    %854 = llvm.urem %853, %847 : i64
    %855 = llvm.sub %853, %854 : i64
    %856 = llvm.inttoptr %855 : i64 to !llvm.ptr
    %857 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %858 = llvm.insertvalue %849, %857[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %859 = llvm.insertvalue %856, %858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %860 = llvm.mlir.constant(0 : index) : i64
    %861 = llvm.insertvalue %860, %859[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %862 = llvm.insertvalue %214, %861[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %863 = llvm.insertvalue %839, %862[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %864 = llvm.insertvalue %840, %863[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %865 = llvm.insertvalue %841, %864[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %866 = llvm.insertvalue %839, %865[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %867 = llvm.insertvalue %840, %866[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %868 = llvm.insertvalue %841, %867[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %869 = llvm.insertvalue %842, %868[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb121(%23 : i64)
  ^bb121(%870: i64):  // 2 preds: ^bb120, ^bb131
    %871 = llvm.icmp "slt" %870, %214 : i64
    llvm.cond_br %871, ^bb122, ^bb132
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%23 : i64)
  ^bb123(%872: i64):  // 2 preds: ^bb122, ^bb130
    %873 = llvm.icmp "slt" %872, %15 : i64
    llvm.cond_br %873, ^bb124, ^bb131
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%23 : i64)
  ^bb125(%874: i64):  // 2 preds: ^bb124, ^bb129
    %875 = llvm.icmp "slt" %874, %19 : i64
    llvm.cond_br %875, ^bb126, ^bb130
  ^bb126:  // pred: ^bb125
    llvm.br ^bb127(%23 : i64)
  ^bb127(%876: i64):  // 2 preds: ^bb126, ^bb128
    %877 = llvm.icmp "slt" %876, %19 : i64
    llvm.cond_br %877, ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    %878 = llvm.extractvalue %869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %879 = llvm.mlir.constant(8 : index) : i64
    %880 = llvm.mul %870, %879 overflow<nsw, nuw> : i64
    %881 = llvm.add %880, %872 overflow<nsw, nuw> : i64
    %882 = llvm.add %881, %874 overflow<nsw, nuw> : i64
    %883 = llvm.add %882, %876 overflow<nsw, nuw> : i64
    %884 = llvm.getelementptr inbounds|nuw %878[%883] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %884 : f32, !llvm.ptr
    %885 = llvm.add %876, %19 : i64
    llvm.br ^bb127(%885 : i64)
  ^bb129:  // pred: ^bb127
    %886 = llvm.add %874, %19 : i64
    llvm.br ^bb125(%886 : i64)
  ^bb130:  // pred: ^bb125
    %887 = llvm.add %872, %19 : i64
    llvm.br ^bb123(%887 : i64)
  ^bb131:  // pred: ^bb123
    %888 = llvm.add %870, %19 : i64
    llvm.br ^bb121(%888 : i64)
  ^bb132:  // pred: ^bb121
    llvm.br ^bb133(%23 : i64)
  ^bb133(%889: i64):  // 2 preds: ^bb132, ^bb143
    %890 = llvm.icmp "slt" %889, %214 : i64
    llvm.cond_br %890, ^bb134, ^bb144
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%23 : i64)
  ^bb135(%891: i64):  // 2 preds: ^bb134, ^bb142
    %892 = llvm.icmp "slt" %891, %15 : i64
    llvm.cond_br %892, ^bb136, ^bb143
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%23 : i64)
  ^bb137(%893: i64):  // 2 preds: ^bb136, ^bb141
    %894 = llvm.icmp "slt" %893, %13 : i64
    llvm.cond_br %894, ^bb138, ^bb142
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%23 : i64)
  ^bb139(%895: i64):  // 2 preds: ^bb138, ^bb140
    %896 = llvm.icmp "slt" %895, %13 : i64
    llvm.cond_br %896, ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    %897 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %898 = llvm.mlir.constant(288 : index) : i64
    %899 = llvm.mul %889, %898 overflow<nsw, nuw> : i64
    %900 = llvm.mlir.constant(36 : index) : i64
    %901 = llvm.mul %891, %900 overflow<nsw, nuw> : i64
    %902 = llvm.add %899, %901 overflow<nsw, nuw> : i64
    %903 = llvm.mlir.constant(6 : index) : i64
    %904 = llvm.mul %893, %903 overflow<nsw, nuw> : i64
    %905 = llvm.add %902, %904 overflow<nsw, nuw> : i64
    %906 = llvm.add %905, %895 overflow<nsw, nuw> : i64
    %907 = llvm.getelementptr inbounds|nuw %897[%906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %908 = llvm.load %907 : !llvm.ptr -> f32
    %909 = llvm.extractvalue %869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %910 = llvm.mlir.constant(8 : index) : i64
    %911 = llvm.mul %889, %910 overflow<nsw, nuw> : i64
    %912 = llvm.add %911, %891 overflow<nsw, nuw> : i64
    %913 = llvm.add %912, %23 overflow<nsw, nuw> : i64
    %914 = llvm.add %913, %23 overflow<nsw, nuw> : i64
    %915 = llvm.getelementptr inbounds|nuw %909[%914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %916 = llvm.load %915 : !llvm.ptr -> f32
    %917 = llvm.fadd %908, %916 : f32
    %918 = llvm.extractvalue %869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %919 = llvm.mlir.constant(8 : index) : i64
    %920 = llvm.mul %889, %919 overflow<nsw, nuw> : i64
    %921 = llvm.add %920, %891 overflow<nsw, nuw> : i64
    %922 = llvm.add %921, %23 overflow<nsw, nuw> : i64
    %923 = llvm.add %922, %23 overflow<nsw, nuw> : i64
    %924 = llvm.getelementptr inbounds|nuw %918[%923] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %917, %924 : f32, !llvm.ptr
    %925 = llvm.add %895, %19 : i64
    llvm.br ^bb139(%925 : i64)
  ^bb141:  // pred: ^bb139
    %926 = llvm.add %893, %19 : i64
    llvm.br ^bb137(%926 : i64)
  ^bb142:  // pred: ^bb137
    %927 = llvm.add %891, %19 : i64
    llvm.br ^bb135(%927 : i64)
  ^bb143:  // pred: ^bb135
    %928 = llvm.add %889, %19 : i64
    llvm.br ^bb133(%928 : i64)
  ^bb144:  // pred: ^bb133
    %929 = llvm.mlir.constant(4 : index) : i64
    %930 = llvm.mlir.constant(1 : index) : i64
    %931 = llvm.mul %929, %214 : i64
    %932 = llvm.mlir.zero : !llvm.ptr
    %933 = llvm.getelementptr %932[%931] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %934 = llvm.ptrtoint %933 : !llvm.ptr to i64
    %935 = llvm.mlir.constant(64 : index) : i64
    %936 = llvm.add %934, %935 : i64
    %937 = llvm.call @malloc(%936) : (i64) -> !llvm.ptr
    %938 = llvm.ptrtoint %937 : !llvm.ptr to i64
    %939 = llvm.mlir.constant(1 : index) : i64
    %940 = llvm.sub %935, %939 : i64
    %941 = llvm.add %938, %940 : i64
    %942 = llvm.urem %941, %935 : i64
    %943 = llvm.sub %941, %942 : i64
    %944 = llvm.inttoptr %943 : i64 to !llvm.ptr
    %945 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %946 = llvm.insertvalue %937, %945[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %947 = llvm.insertvalue %944, %946[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %948 = llvm.mlir.constant(0 : index) : i64
    %949 = llvm.insertvalue %948, %947[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %950 = llvm.insertvalue %214, %949[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %951 = llvm.insertvalue %929, %950[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %952 = llvm.insertvalue %929, %951[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %953 = llvm.insertvalue %930, %952[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb145(%23 : i64)
  ^bb145(%954: i64):  // 2 preds: ^bb144, ^bb149
    %955 = llvm.icmp "slt" %954, %214 : i64
    llvm.cond_br %955, ^bb146, ^bb150
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%23 : i64)
  ^bb147(%956: i64):  // 2 preds: ^bb146, ^bb148
    %957 = llvm.icmp "slt" %956, %12 : i64
    llvm.cond_br %957, ^bb148, ^bb149
  ^bb148:  // pred: ^bb147
    %958 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %959 = llvm.mlir.constant(4 : index) : i64
    %960 = llvm.mul %954, %959 overflow<nsw, nuw> : i64
    %961 = llvm.add %960, %956 overflow<nsw, nuw> : i64
    %962 = llvm.getelementptr inbounds|nuw %958[%961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %962 : f32, !llvm.ptr
    %963 = llvm.add %956, %19 : i64
    llvm.br ^bb147(%963 : i64)
  ^bb149:  // pred: ^bb147
    %964 = llvm.add %954, %19 : i64
    llvm.br ^bb145(%964 : i64)
  ^bb150:  // pred: ^bb145
    %965 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %966 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %967 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %968 = llvm.insertvalue %966, %965[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %969 = llvm.insertvalue %967, %968[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %970 = llvm.mlir.constant(0 : index) : i64
    %971 = llvm.insertvalue %970, %969[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %972 = llvm.mlir.constant(4 : index) : i64
    %973 = llvm.insertvalue %972, %971[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.mlir.constant(8 : index) : i64
    %975 = llvm.insertvalue %974, %973[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.mlir.constant(8 : index) : i64
    %977 = llvm.insertvalue %976, %975[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %978 = llvm.mlir.constant(1 : index) : i64
    %979 = llvm.insertvalue %978, %977[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %980 = llvm.mlir.constant(1 : index) : i64
    %981 = llvm.insertvalue %980, %979[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %982 = llvm.mlir.constant(1 : index) : i64
    %983 = llvm.insertvalue %982, %981[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %984 = llvm.mlir.constant(1 : index) : i64
    %985 = llvm.insertvalue %984, %983[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %986 = llvm.mlir.constant(1 : index) : i64
    %987 = llvm.insertvalue %986, %985[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb151(%23 : i64)
  ^bb151(%988: i64):  // 2 preds: ^bb150, ^bb164
    %989 = llvm.icmp "slt" %988, %214 : i64
    llvm.cond_br %989, ^bb152, ^bb165
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%23 : i64)
  ^bb153(%990: i64):  // 2 preds: ^bb152, ^bb163
    %991 = llvm.icmp "slt" %990, %12 : i64
    llvm.cond_br %991, ^bb154, ^bb164
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%23 : i64)
  ^bb155(%992: i64):  // 2 preds: ^bb154, ^bb162
    %993 = llvm.icmp "slt" %992, %15 : i64
    llvm.cond_br %993, ^bb156, ^bb163
  ^bb156:  // pred: ^bb155
    llvm.br ^bb157(%23 : i64)
  ^bb157(%994: i64):  // 2 preds: ^bb156, ^bb161
    %995 = llvm.icmp "slt" %994, %19 : i64
    llvm.cond_br %995, ^bb158, ^bb162
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%23 : i64)
  ^bb159(%996: i64):  // 2 preds: ^bb158, ^bb160
    %997 = llvm.icmp "slt" %996, %19 : i64
    llvm.cond_br %997, ^bb160, ^bb161
  ^bb160:  // pred: ^bb159
    %998 = llvm.extractvalue %869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.mlir.constant(8 : index) : i64
    %1000 = llvm.mul %988, %999 overflow<nsw, nuw> : i64
    %1001 = llvm.add %1000, %992 overflow<nsw, nuw> : i64
    %1002 = llvm.add %1001, %994 overflow<nsw, nuw> : i64
    %1003 = llvm.add %1002, %996 overflow<nsw, nuw> : i64
    %1004 = llvm.getelementptr inbounds|nuw %998[%1003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1005 = llvm.load %1004 : !llvm.ptr -> f32
    %1006 = llvm.extractvalue %987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1007 = llvm.mlir.constant(8 : index) : i64
    %1008 = llvm.mul %990, %1007 overflow<nsw, nuw> : i64
    %1009 = llvm.add %1008, %992 overflow<nsw, nuw> : i64
    %1010 = llvm.add %1009, %994 overflow<nsw, nuw> : i64
    %1011 = llvm.add %1010, %996 overflow<nsw, nuw> : i64
    %1012 = llvm.getelementptr inbounds|nuw %1006[%1011] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1013 = llvm.load %1012 : !llvm.ptr -> f32
    %1014 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1015 = llvm.mlir.constant(4 : index) : i64
    %1016 = llvm.mul %988, %1015 overflow<nsw, nuw> : i64
    %1017 = llvm.add %1016, %990 overflow<nsw, nuw> : i64
    %1018 = llvm.getelementptr inbounds|nuw %1014[%1017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1019 = llvm.load %1018 : !llvm.ptr -> f32
    %1020 = llvm.fdiv %1005, %20 : f32
    %1021 = llvm.fmul %1020, %1013 : f32
    %1022 = llvm.fadd %1019, %1021 : f32
    %1023 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1024 = llvm.mlir.constant(4 : index) : i64
    %1025 = llvm.mul %988, %1024 overflow<nsw, nuw> : i64
    %1026 = llvm.add %1025, %990 overflow<nsw, nuw> : i64
    %1027 = llvm.getelementptr inbounds|nuw %1023[%1026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1022, %1027 : f32, !llvm.ptr
    %1028 = llvm.add %996, %19 : i64
    llvm.br ^bb159(%1028 : i64)
  ^bb161:  // pred: ^bb159
    %1029 = llvm.add %994, %19 : i64
    llvm.br ^bb157(%1029 : i64)
  ^bb162:  // pred: ^bb157
    %1030 = llvm.add %992, %19 : i64
    llvm.br ^bb155(%1030 : i64)
  ^bb163:  // pred: ^bb155
    %1031 = llvm.add %990, %19 : i64
    llvm.br ^bb153(%1031 : i64)
  ^bb164:  // pred: ^bb153
    %1032 = llvm.add %988, %19 : i64
    llvm.br ^bb151(%1032 : i64)
  ^bb165:  // pred: ^bb151
    llvm.br ^bb166(%23 : i64)
  ^bb166(%1033: i64):  // 2 preds: ^bb165, ^bb170
    %1034 = llvm.icmp "slt" %1033, %214 : i64
    llvm.cond_br %1034, ^bb167, ^bb171
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%23 : i64)
  ^bb168(%1035: i64):  // 2 preds: ^bb167, ^bb169
    %1036 = llvm.icmp "slt" %1035, %12 : i64
    llvm.cond_br %1036, ^bb169, ^bb170
  ^bb169:  // pred: ^bb168
    %1037 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1038 = llvm.mlir.constant(4 : index) : i64
    %1039 = llvm.mul %1033, %1038 overflow<nsw, nuw> : i64
    %1040 = llvm.add %1039, %1035 overflow<nsw, nuw> : i64
    %1041 = llvm.getelementptr inbounds|nuw %1037[%1040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1042 = llvm.load %1041 : !llvm.ptr -> f32
    %1043 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1044 = llvm.getelementptr inbounds|nuw %1043[%1035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1045 = llvm.load %1044 : !llvm.ptr -> f32
    %1046 = llvm.fadd %1042, %1045 : f32
    %1047 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1048 = llvm.mlir.constant(4 : index) : i64
    %1049 = llvm.mul %1033, %1048 overflow<nsw, nuw> : i64
    %1050 = llvm.add %1049, %1035 overflow<nsw, nuw> : i64
    %1051 = llvm.getelementptr inbounds|nuw %1047[%1050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1046, %1051 : f32, !llvm.ptr
    %1052 = llvm.add %1035, %19 : i64
    llvm.br ^bb168(%1052 : i64)
  ^bb170:  // pred: ^bb168
    %1053 = llvm.add %1033, %19 : i64
    llvm.br ^bb166(%1053 : i64)
  ^bb171:  // pred: ^bb166
    %1054 = llvm.extractvalue %247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1054) : (!llvm.ptr) -> ()
    %1055 = llvm.extractvalue %363[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1055) : (!llvm.ptr) -> ()
    %1056 = llvm.extractvalue %570[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1056) : (!llvm.ptr) -> ()
    %1057 = llvm.extractvalue %619[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1057) : (!llvm.ptr) -> ()
    %1058 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1058) : (!llvm.ptr) -> ()
    %1059 = llvm.extractvalue %869[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1059) : (!llvm.ptr) -> ()
    llvm.return %953 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=c105e63f9158 torch_mlir=9309bfc339a4 linalg_on_tensors_mlir=5c9ec8ebd20b
