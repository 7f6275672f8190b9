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
    %271 = llvm.mlir.constant(3 : index) : i64
    %272 = llvm.mlir.constant(18 : index) : i64
    %273 = llvm.mlir.constant(18 : index) : i64
    %274 = llvm.mlir.constant(1 : index) : i64
    %275 = llvm.mlir.constant(324 : index) : i64
    %276 = llvm.mlir.constant(972 : index) : i64
    %277 = llvm.mul %276, %214 : i64
    %278 = llvm.mlir.zero : !llvm.ptr
    %279 = llvm.getelementptr %278[%277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %280 = llvm.ptrtoint %279 : !llvm.ptr to i64
    %281 = llvm.mlir.constant(64 : index) : i64
    %282 = llvm.add %280, %281 : i64
    %283 = llvm.call @malloc(%282) : (i64) -> !llvm.ptr
    %284 = llvm.ptrtoint %283 : !llvm.ptr to i64
    %285 = llvm.mlir.constant(1 : index) : i64
    %286 = llvm.sub %281, %285 : i64
    %287 = llvm.add %284, %286 : i64
    %288 = llvm.urem %287, %281 : i64
    %289 = llvm.sub %287, %288 : i64
    %290 = llvm.inttoptr %289 : i64 to !llvm.ptr
    %291 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %292 = llvm.insertvalue %283, %291[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %293 = llvm.insertvalue %290, %292[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %294 = llvm.mlir.constant(0 : index) : i64
    %295 = llvm.insertvalue %294, %293[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %296 = llvm.insertvalue %214, %295[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %297 = llvm.insertvalue %271, %296[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %298 = llvm.insertvalue %272, %297[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %299 = llvm.insertvalue %273, %298[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %300 = llvm.insertvalue %276, %299[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %301 = llvm.insertvalue %275, %300[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %302 = llvm.insertvalue %273, %301[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %303 = llvm.insertvalue %274, %302[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%23 : i64)
  ^bb13(%304: i64):  // 2 preds: ^bb12, ^bb23
    %305 = llvm.icmp "slt" %304, %214 : i64
    llvm.cond_br %305, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%23 : i64)
  ^bb15(%306: i64):  // 2 preds: ^bb14, ^bb22
    %307 = llvm.icmp "slt" %306, %18 : i64
    llvm.cond_br %307, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%23 : i64)
  ^bb17(%308: i64):  // 2 preds: ^bb16, ^bb21
    %309 = llvm.icmp "slt" %308, %17 : i64
    llvm.cond_br %309, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%23 : i64)
  ^bb19(%310: i64):  // 2 preds: ^bb18, ^bb20
    %311 = llvm.icmp "slt" %310, %17 : i64
    llvm.cond_br %311, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %312 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %313 = llvm.mlir.constant(972 : index) : i64
    %314 = llvm.mul %304, %313 overflow<nsw, nuw> : i64
    %315 = llvm.mlir.constant(324 : index) : i64
    %316 = llvm.mul %306, %315 overflow<nsw, nuw> : i64
    %317 = llvm.add %314, %316 overflow<nsw, nuw> : i64
    %318 = llvm.mlir.constant(18 : index) : i64
    %319 = llvm.mul %308, %318 overflow<nsw, nuw> : i64
    %320 = llvm.add %317, %319 overflow<nsw, nuw> : i64
    %321 = llvm.add %320, %310 overflow<nsw, nuw> : i64
    %322 = llvm.getelementptr inbounds|nuw %312[%321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %323 = llvm.load %322 : !llvm.ptr -> f32
    %324 = llvm.extractvalue %303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %325 = llvm.mlir.constant(972 : index) : i64
    %326 = llvm.mul %304, %325 overflow<nsw, nuw> : i64
    %327 = llvm.mlir.constant(324 : index) : i64
    %328 = llvm.mul %306, %327 overflow<nsw, nuw> : i64
    %329 = llvm.add %326, %328 overflow<nsw, nuw> : i64
    %330 = llvm.mlir.constant(18 : index) : i64
    %331 = llvm.mul %308, %330 overflow<nsw, nuw> : i64
    %332 = llvm.add %329, %331 overflow<nsw, nuw> : i64
    %333 = llvm.add %332, %310 overflow<nsw, nuw> : i64
    %334 = llvm.getelementptr inbounds|nuw %324[%333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %323, %334 : f32, !llvm.ptr
    %335 = llvm.add %310, %19 : i64
    llvm.br ^bb19(%335 : i64)
  ^bb21:  // pred: ^bb19
    %336 = llvm.add %308, %19 : i64
    llvm.br ^bb17(%336 : i64)
  ^bb22:  // pred: ^bb17
    %337 = llvm.add %306, %19 : i64
    llvm.br ^bb15(%337 : i64)
  ^bb23:  // pred: ^bb15
    %338 = llvm.add %304, %19 : i64
    llvm.br ^bb13(%338 : i64)
  ^bb24:  // pred: ^bb13
    %339 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %340 = llvm.extractvalue %303[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %341 = llvm.extractvalue %303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %342 = llvm.insertvalue %340, %339[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %343 = llvm.insertvalue %341, %342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %344 = llvm.mlir.constant(19 : index) : i64
    %345 = llvm.insertvalue %344, %343[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %346 = llvm.insertvalue %214, %345[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %347 = llvm.mlir.constant(972 : index) : i64
    %348 = llvm.insertvalue %347, %346[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %349 = llvm.mlir.constant(3 : index) : i64
    %350 = llvm.insertvalue %349, %348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %351 = llvm.mlir.constant(324 : index) : i64
    %352 = llvm.insertvalue %351, %350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %353 = llvm.mlir.constant(16 : index) : i64
    %354 = llvm.insertvalue %353, %352[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %355 = llvm.mlir.constant(18 : index) : i64
    %356 = llvm.insertvalue %355, %354[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %357 = llvm.mlir.constant(16 : index) : i64
    %358 = llvm.insertvalue %357, %356[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %359 = llvm.mlir.constant(1 : index) : i64
    %360 = llvm.insertvalue %359, %358[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %361 = llvm.extractvalue %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%23 : i64)
  ^bb25(%362: i64):  // 2 preds: ^bb24, ^bb35
    %363 = llvm.icmp "slt" %362, %361 : i64
    llvm.cond_br %363, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%23 : i64)
  ^bb27(%364: i64):  // 2 preds: ^bb26, ^bb34
    %365 = llvm.icmp "slt" %364, %18 : i64
    llvm.cond_br %365, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%23 : i64)
  ^bb29(%366: i64):  // 2 preds: ^bb28, ^bb33
    %367 = llvm.icmp "slt" %366, %16 : i64
    llvm.cond_br %367, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%23 : i64)
  ^bb31(%368: i64):  // 2 preds: ^bb30, ^bb32
    %369 = llvm.icmp "slt" %368, %16 : i64
    llvm.cond_br %369, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %370 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %371 = llvm.mlir.constant(768 : index) : i64
    %372 = llvm.mul %362, %371 overflow<nsw, nuw> : i64
    %373 = llvm.mlir.constant(256 : index) : i64
    %374 = llvm.mul %364, %373 overflow<nsw, nuw> : i64
    %375 = llvm.add %372, %374 overflow<nsw, nuw> : i64
    %376 = llvm.mlir.constant(16 : index) : i64
    %377 = llvm.mul %366, %376 overflow<nsw, nuw> : i64
    %378 = llvm.add %375, %377 overflow<nsw, nuw> : i64
    %379 = llvm.add %378, %368 overflow<nsw, nuw> : i64
    %380 = llvm.getelementptr inbounds|nuw %370[%379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %381 = llvm.load %380 : !llvm.ptr -> f32
    %382 = llvm.extractvalue %360[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %383 = llvm.mlir.constant(19 : index) : i64
    %384 = llvm.getelementptr %382[%383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %385 = llvm.mlir.constant(972 : index) : i64
    %386 = llvm.mul %362, %385 overflow<nsw, nuw> : i64
    %387 = llvm.mlir.constant(324 : index) : i64
    %388 = llvm.mul %364, %387 overflow<nsw, nuw> : i64
    %389 = llvm.add %386, %388 overflow<nsw, nuw> : i64
    %390 = llvm.mlir.constant(18 : index) : i64
    %391 = llvm.mul %366, %390 overflow<nsw, nuw> : i64
    %392 = llvm.add %389, %391 overflow<nsw, nuw> : i64
    %393 = llvm.add %392, %368 overflow<nsw, nuw> : i64
    %394 = llvm.getelementptr inbounds|nuw %384[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %381, %394 : f32, !llvm.ptr
    %395 = llvm.add %368, %19 : i64
    llvm.br ^bb31(%395 : i64)
  ^bb33:  // pred: ^bb31
    %396 = llvm.add %366, %19 : i64
    llvm.br ^bb29(%396 : i64)
  ^bb34:  // pred: ^bb29
    %397 = llvm.add %364, %19 : i64
    llvm.br ^bb27(%397 : i64)
  ^bb35:  // pred: ^bb27
    %398 = llvm.add %362, %19 : i64
    llvm.br ^bb25(%398 : i64)
  ^bb36:  // pred: ^bb25
    %399 = llvm.mlir.constant(8 : index) : i64
    %400 = llvm.mlir.constant(16 : index) : i64
    %401 = llvm.mlir.constant(16 : index) : i64
    %402 = llvm.mlir.constant(1 : index) : i64
    %403 = llvm.mlir.constant(256 : index) : i64
    %404 = llvm.mlir.constant(2048 : index) : i64
    %405 = llvm.mul %404, %214 : i64
    %406 = llvm.mlir.zero : !llvm.ptr
    %407 = llvm.getelementptr %406[%405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %408 = llvm.ptrtoint %407 : !llvm.ptr to i64
    %409 = llvm.mlir.constant(64 : index) : i64
    %410 = llvm.add %408, %409 : i64
    %411 = llvm.call @malloc(%410) : (i64) -> !llvm.ptr
    %412 = llvm.ptrtoint %411 : !llvm.ptr to i64
    %413 = llvm.mlir.constant(1 : index) : i64
    %414 = llvm.sub %409, %413 : i64
    %415 = llvm.add %412, %414 : i64
    %416 = llvm.urem %415, %409 : i64
    %417 = llvm.sub %415, %416 : i64
    %418 = llvm.inttoptr %417 : i64 to !llvm.ptr
    %419 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %420 = llvm.insertvalue %411, %419[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %421 = llvm.insertvalue %418, %420[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %422 = llvm.mlir.constant(0 : index) : i64
    %423 = llvm.insertvalue %422, %421[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %424 = llvm.insertvalue %214, %423[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %425 = llvm.insertvalue %399, %424[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %426 = llvm.insertvalue %400, %425[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %427 = llvm.insertvalue %401, %426[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %428 = llvm.insertvalue %404, %427[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %429 = llvm.insertvalue %403, %428[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %430 = llvm.insertvalue %401, %429[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %431 = llvm.insertvalue %402, %430[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb37(%23 : i64)
  ^bb37(%432: i64):  // 2 preds: ^bb36, ^bb47
    %433 = llvm.icmp "slt" %432, %214 : i64
    llvm.cond_br %433, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%23 : i64)
  ^bb39(%434: i64):  // 2 preds: ^bb38, ^bb46
    %435 = llvm.icmp "slt" %434, %15 : i64
    llvm.cond_br %435, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%23 : i64)
  ^bb41(%436: i64):  // 2 preds: ^bb40, ^bb45
    %437 = llvm.icmp "slt" %436, %16 : i64
    llvm.cond_br %437, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%23 : i64)
  ^bb43(%438: i64):  // 2 preds: ^bb42, ^bb44
    %439 = llvm.icmp "slt" %438, %16 : i64
    llvm.cond_br %439, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %440 = llvm.extractvalue %185[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %441 = llvm.getelementptr inbounds|nuw %440[%434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %442 = llvm.load %441 : !llvm.ptr -> f32
    %443 = llvm.extractvalue %431[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %444 = llvm.mlir.constant(2048 : index) : i64
    %445 = llvm.mul %432, %444 overflow<nsw, nuw> : i64
    %446 = llvm.mlir.constant(256 : index) : i64
    %447 = llvm.mul %434, %446 overflow<nsw, nuw> : i64
    %448 = llvm.add %445, %447 overflow<nsw, nuw> : i64
    %449 = llvm.mlir.constant(16 : index) : i64
    %450 = llvm.mul %436, %449 overflow<nsw, nuw> : i64
    %451 = llvm.add %448, %450 overflow<nsw, nuw> : i64
    %452 = llvm.add %451, %438 overflow<nsw, nuw> : i64
    %453 = llvm.getelementptr inbounds|nuw %443[%452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %442, %453 : f32, !llvm.ptr
    %454 = llvm.add %438, %19 : i64
    llvm.br ^bb43(%454 : i64)
  ^bb45:  // pred: ^bb43
    %455 = llvm.add %436, %19 : i64
    llvm.br ^bb41(%455 : i64)
  ^bb46:  // pred: ^bb41
    %456 = llvm.add %434, %19 : i64
    llvm.br ^bb39(%456 : i64)
  ^bb47:  // pred: ^bb39
    %457 = llvm.add %432, %19 : i64
    llvm.br ^bb37(%457 : i64)
  ^bb48:  // pred: ^bb37
    %458 = llvm.mlir.constant(8 : index) : i64
    %459 = llvm.mlir.constant(16 : index) : i64
    %460 = llvm.mlir.constant(16 : index) : i64
    %461 = llvm.mlir.constant(1 : index) : i64
    %462 = llvm.mlir.constant(256 : index) : i64
    %463 = llvm.mlir.constant(2048 : index) : i64
    %464 = llvm.mul %463, %214 : i64
    %465 = llvm.mlir.zero : !llvm.ptr
    %466 = llvm.getelementptr %465[%464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %467 = llvm.ptrtoint %466 : !llvm.ptr to i64
    %468 = llvm.mlir.constant(64 : index) : i64
    %469 = llvm.add %467, %468 : i64
    %470 = llvm.call @malloc(%469) : (i64) -> !llvm.ptr
    %471 = llvm.ptrtoint %470 : !llvm.ptr to i64
    %472 = llvm.mlir.constant(1 : index) : i64
    %473 = llvm.sub %468, %472 : i64
    %474 = llvm.add %471, %473 : i64
    %475 = llvm.urem %474, %468 : i64
    %476 = llvm.sub %474, %475 : i64
    %477 = llvm.inttoptr %476 : i64 to !llvm.ptr
    %478 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %479 = llvm.insertvalue %470, %478[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %480 = llvm.insertvalue %477, %479[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %481 = llvm.mlir.constant(0 : index) : i64
    %482 = llvm.insertvalue %481, %480[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %483 = llvm.insertvalue %214, %482[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %484 = llvm.insertvalue %458, %483[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %485 = llvm.insertvalue %459, %484[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %486 = llvm.insertvalue %460, %485[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %487 = llvm.insertvalue %463, %486[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %488 = llvm.insertvalue %462, %487[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %489 = llvm.insertvalue %460, %488[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %490 = llvm.insertvalue %461, %489[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb49(%23 : i64)
  ^bb49(%491: i64):  // 2 preds: ^bb48, ^bb59
    %492 = llvm.icmp "slt" %491, %214 : i64
    llvm.cond_br %492, ^bb50, ^bb60
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%23 : i64)
  ^bb51(%493: i64):  // 2 preds: ^bb50, ^bb58
    %494 = llvm.icmp "slt" %493, %15 : i64
    llvm.cond_br %494, ^bb52, ^bb59
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%23 : i64)
  ^bb53(%495: i64):  // 2 preds: ^bb52, ^bb57
    %496 = llvm.icmp "slt" %495, %16 : i64
    llvm.cond_br %496, ^bb54, ^bb58
  ^bb54:  // pred: ^bb53
    llvm.br ^bb55(%23 : i64)
  ^bb55(%497: i64):  // 2 preds: ^bb54, ^bb56
    %498 = llvm.icmp "slt" %497, %16 : i64
    llvm.cond_br %498, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %499 = llvm.extractvalue %431[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %500 = llvm.mlir.constant(2048 : index) : i64
    %501 = llvm.mul %491, %500 overflow<nsw, nuw> : i64
    %502 = llvm.mlir.constant(256 : index) : i64
    %503 = llvm.mul %493, %502 overflow<nsw, nuw> : i64
    %504 = llvm.add %501, %503 overflow<nsw, nuw> : i64
    %505 = llvm.mlir.constant(16 : index) : i64
    %506 = llvm.mul %495, %505 overflow<nsw, nuw> : i64
    %507 = llvm.add %504, %506 overflow<nsw, nuw> : i64
    %508 = llvm.add %507, %497 overflow<nsw, nuw> : i64
    %509 = llvm.getelementptr inbounds|nuw %499[%508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %510 = llvm.load %509 : !llvm.ptr -> f32
    %511 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %512 = llvm.mlir.constant(2048 : index) : i64
    %513 = llvm.mul %491, %512 overflow<nsw, nuw> : i64
    %514 = llvm.mlir.constant(256 : index) : i64
    %515 = llvm.mul %493, %514 overflow<nsw, nuw> : i64
    %516 = llvm.add %513, %515 overflow<nsw, nuw> : i64
    %517 = llvm.mlir.constant(16 : index) : i64
    %518 = llvm.mul %495, %517 overflow<nsw, nuw> : i64
    %519 = llvm.add %516, %518 overflow<nsw, nuw> : i64
    %520 = llvm.add %519, %497 overflow<nsw, nuw> : i64
    %521 = llvm.getelementptr inbounds|nuw %511[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %510, %521 : f32, !llvm.ptr
    %522 = llvm.add %497, %19 : i64
    llvm.br ^bb55(%522 : i64)
  ^bb57:  // pred: ^bb55
    %523 = llvm.add %495, %19 : i64
    llvm.br ^bb53(%523 : i64)
  ^bb58:  // pred: ^bb53
    %524 = llvm.add %493, %19 : i64
    llvm.br ^bb51(%524 : i64)
  ^bb59:  // pred: ^bb51
    %525 = llvm.add %491, %19 : i64
    llvm.br ^bb49(%525 : i64)
  ^bb60:  // pred: ^bb49
    llvm.br ^bb61(%23 : i64)
  ^bb61(%526: i64):  // 2 preds: ^bb60, ^bb80
    %527 = llvm.icmp "slt" %526, %214 : i64
    llvm.cond_br %527, ^bb62, ^bb81
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%23 : i64)
  ^bb63(%528: i64):  // 2 preds: ^bb62, ^bb79
    %529 = llvm.icmp "slt" %528, %15 : i64
    llvm.cond_br %529, ^bb64, ^bb80
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%23 : i64)
  ^bb65(%530: i64):  // 2 preds: ^bb64, ^bb78
    %531 = llvm.icmp "slt" %530, %16 : i64
    llvm.cond_br %531, ^bb66, ^bb79
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67(%23 : i64)
  ^bb67(%532: i64):  // 2 preds: ^bb66, ^bb77
    %533 = llvm.icmp "slt" %532, %16 : i64
    llvm.cond_br %533, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%23 : i64)
  ^bb69(%534: i64):  // 2 preds: ^bb68, ^bb76
    %535 = llvm.icmp "slt" %534, %18 : i64
    llvm.cond_br %535, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%23 : i64)
  ^bb71(%536: i64):  // 2 preds: ^bb70, ^bb75
    %537 = llvm.icmp "slt" %536, %18 : i64
    llvm.cond_br %537, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%23 : i64)
  ^bb73(%538: i64):  // 2 preds: ^bb72, ^bb74
    %539 = llvm.icmp "slt" %538, %18 : i64
    llvm.cond_br %539, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %540 = llvm.add %530, %536 : i64
    %541 = llvm.add %532, %538 : i64
    %542 = llvm.extractvalue %303[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %543 = llvm.mlir.constant(972 : index) : i64
    %544 = llvm.mul %526, %543 overflow<nsw, nuw> : i64
    %545 = llvm.mlir.constant(324 : index) : i64
    %546 = llvm.mul %534, %545 overflow<nsw, nuw> : i64
    %547 = llvm.add %544, %546 overflow<nsw, nuw> : i64
    %548 = llvm.mlir.constant(18 : index) : i64
    %549 = llvm.mul %540, %548 overflow<nsw, nuw> : i64
    %550 = llvm.add %547, %549 overflow<nsw, nuw> : i64
    %551 = llvm.add %550, %541 overflow<nsw, nuw> : i64
    %552 = llvm.getelementptr inbounds|nuw %542[%551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %553 = llvm.load %552 : !llvm.ptr -> f32
    %554 = llvm.extractvalue %213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %555 = llvm.mlir.constant(27 : index) : i64
    %556 = llvm.mul %528, %555 overflow<nsw, nuw> : i64
    %557 = llvm.mlir.constant(9 : index) : i64
    %558 = llvm.mul %534, %557 overflow<nsw, nuw> : i64
    %559 = llvm.add %556, %558 overflow<nsw, nuw> : i64
    %560 = llvm.mlir.constant(3 : index) : i64
    %561 = llvm.mul %536, %560 overflow<nsw, nuw> : i64
    %562 = llvm.add %559, %561 overflow<nsw, nuw> : i64
    %563 = llvm.add %562, %538 overflow<nsw, nuw> : i64
    %564 = llvm.getelementptr inbounds|nuw %554[%563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %565 = llvm.load %564 : !llvm.ptr -> f32
    %566 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %567 = llvm.mlir.constant(2048 : index) : i64
    %568 = llvm.mul %526, %567 overflow<nsw, nuw> : i64
    %569 = llvm.mlir.constant(256 : index) : i64
    %570 = llvm.mul %528, %569 overflow<nsw, nuw> : i64
    %571 = llvm.add %568, %570 overflow<nsw, nuw> : i64
    %572 = llvm.mlir.constant(16 : index) : i64
    %573 = llvm.mul %530, %572 overflow<nsw, nuw> : i64
    %574 = llvm.add %571, %573 overflow<nsw, nuw> : i64
    %575 = llvm.add %574, %532 overflow<nsw, nuw> : i64
    %576 = llvm.getelementptr inbounds|nuw %566[%575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %577 = llvm.load %576 : !llvm.ptr -> f32
    %578 = llvm.fmul %553, %565 : f32
    %579 = llvm.fadd %577, %578 : f32
    %580 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %581 = llvm.mlir.constant(2048 : index) : i64
    %582 = llvm.mul %526, %581 overflow<nsw, nuw> : i64
    %583 = llvm.mlir.constant(256 : index) : i64
    %584 = llvm.mul %528, %583 overflow<nsw, nuw> : i64
    %585 = llvm.add %582, %584 overflow<nsw, nuw> : i64
    %586 = llvm.mlir.constant(16 : index) : i64
    %587 = llvm.mul %530, %586 overflow<nsw, nuw> : i64
    %588 = llvm.add %585, %587 overflow<nsw, nuw> : i64
    %589 = llvm.add %588, %532 overflow<nsw, nuw> : i64
    %590 = llvm.getelementptr inbounds|nuw %580[%589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %579, %590 : f32, !llvm.ptr
    %591 = llvm.add %538, %19 : i64
    llvm.br ^bb73(%591 : i64)
  ^bb75:  // pred: ^bb73
    %592 = llvm.add %536, %19 : i64
    llvm.br ^bb71(%592 : i64)
  ^bb76:  // pred: ^bb71
    %593 = llvm.add %534, %19 : i64
    llvm.br ^bb69(%593 : i64)
  ^bb77:  // pred: ^bb69
    %594 = llvm.add %532, %19 : i64
    llvm.br ^bb67(%594 : i64)
  ^bb78:  // pred: ^bb67
    %595 = llvm.add %530, %19 : i64
    llvm.br ^bb65(%595 : i64)
  ^bb79:  // pred: ^bb65
    %596 = llvm.add %528, %19 : i64
    llvm.br ^bb63(%596 : i64)
  ^bb80:  // pred: ^bb63
    %597 = llvm.add %526, %19 : i64
    llvm.br ^bb61(%597 : i64)
  ^bb81:  // pred: ^bb61
    %598 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %599 = llvm.extractvalue %153[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %600 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %601 = llvm.insertvalue %599, %598[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %602 = llvm.insertvalue %600, %601[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %603 = llvm.mlir.constant(0 : index) : i64
    %604 = llvm.insertvalue %603, %602[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %605 = llvm.mlir.constant(8 : index) : i64
    %606 = llvm.insertvalue %605, %604[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %607 = llvm.mlir.constant(1 : index) : i64
    %608 = llvm.insertvalue %607, %606[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %609 = llvm.mlir.constant(1 : index) : i64
    %610 = llvm.insertvalue %609, %608[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %611 = llvm.mlir.constant(1 : index) : i64
    %612 = llvm.insertvalue %611, %610[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %613 = llvm.mlir.constant(1 : index) : i64
    %614 = llvm.insertvalue %613, %612[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %615 = llvm.mlir.constant(1 : index) : i64
    %616 = llvm.insertvalue %615, %614[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %617 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %618 = llvm.extractvalue %169[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %619 = llvm.extractvalue %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %620 = llvm.insertvalue %618, %617[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %621 = llvm.insertvalue %619, %620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %622 = llvm.mlir.constant(0 : index) : i64
    %623 = llvm.insertvalue %622, %621[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %624 = llvm.mlir.constant(8 : index) : i64
    %625 = llvm.insertvalue %624, %623[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %626 = llvm.mlir.constant(1 : index) : i64
    %627 = llvm.insertvalue %626, %625[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %628 = llvm.mlir.constant(1 : index) : i64
    %629 = llvm.insertvalue %628, %627[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %630 = llvm.mlir.constant(1 : index) : i64
    %631 = llvm.insertvalue %630, %629[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %632 = llvm.mlir.constant(1 : index) : i64
    %633 = llvm.insertvalue %632, %631[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %634 = llvm.mlir.constant(1 : index) : i64
    %635 = llvm.insertvalue %634, %633[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %636 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %637 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %638 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %639 = llvm.insertvalue %637, %636[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %640 = llvm.insertvalue %638, %639[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %641 = llvm.mlir.constant(0 : index) : i64
    %642 = llvm.insertvalue %641, %640[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %643 = llvm.mlir.constant(8 : index) : i64
    %644 = llvm.insertvalue %643, %642[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %645 = llvm.mlir.constant(1 : index) : i64
    %646 = llvm.insertvalue %645, %644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %647 = llvm.mlir.constant(1 : index) : i64
    %648 = llvm.insertvalue %647, %646[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %649 = llvm.mlir.constant(1 : index) : i64
    %650 = llvm.insertvalue %649, %648[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %651 = llvm.mlir.constant(1 : index) : i64
    %652 = llvm.insertvalue %651, %650[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %653 = llvm.mlir.constant(1 : index) : i64
    %654 = llvm.insertvalue %653, %652[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %655 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %656 = llvm.extractvalue %121[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %657 = llvm.extractvalue %121[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %658 = llvm.insertvalue %656, %655[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %659 = llvm.insertvalue %657, %658[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %660 = llvm.mlir.constant(0 : index) : i64
    %661 = llvm.insertvalue %660, %659[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %662 = llvm.mlir.constant(8 : index) : i64
    %663 = llvm.insertvalue %662, %661[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %664 = llvm.mlir.constant(1 : index) : i64
    %665 = llvm.insertvalue %664, %663[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %666 = llvm.mlir.constant(1 : index) : i64
    %667 = llvm.insertvalue %666, %665[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %668 = llvm.mlir.constant(1 : index) : i64
    %669 = llvm.insertvalue %668, %667[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %670 = llvm.mlir.constant(1 : index) : i64
    %671 = llvm.insertvalue %670, %669[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %672 = llvm.mlir.constant(1 : index) : i64
    %673 = llvm.insertvalue %672, %671[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %674 = llvm.mlir.constant(8 : index) : i64
    %675 = llvm.mlir.constant(8 : index) : i64
    %676 = llvm.mlir.constant(8 : index) : i64
    %677 = llvm.mlir.constant(1 : index) : i64
    %678 = llvm.mlir.constant(64 : index) : i64
    %679 = llvm.mlir.constant(512 : index) : i64
    %680 = llvm.mul %679, %214 : i64
    %681 = llvm.mlir.zero : !llvm.ptr
    %682 = llvm.getelementptr %681[%680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %683 = llvm.ptrtoint %682 : !llvm.ptr to i64
    %684 = llvm.mlir.constant(64 : index) : i64
    %685 = llvm.add %683, %684 : i64
    %686 = llvm.call @malloc(%685) : (i64) -> !llvm.ptr
    %687 = llvm.ptrtoint %686 : !llvm.ptr to i64
    %688 = llvm.mlir.constant(1 : index) : i64
    %689 = llvm.sub %684, %688 : i64
    %690 = llvm.add %687, %689 : i64
    %691 = llvm.urem %690, %684 : i64
    %692 = llvm.sub %690, %691 : i64
    %693 = llvm.inttoptr %692 : i64 to !llvm.ptr
    %694 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %695 = llvm.insertvalue %686, %694[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %696 = llvm.insertvalue %693, %695[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %697 = llvm.mlir.constant(0 : index) : i64
    %698 = llvm.insertvalue %697, %696[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %699 = llvm.insertvalue %214, %698[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %700 = llvm.insertvalue %674, %699[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %701 = llvm.insertvalue %675, %700[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %702 = llvm.insertvalue %676, %701[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %703 = llvm.insertvalue %679, %702[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %704 = llvm.insertvalue %678, %703[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %705 = llvm.insertvalue %676, %704[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %706 = llvm.insertvalue %677, %705[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb82(%23 : i64)
  ^bb82(%707: i64):  // 2 preds: ^bb81, ^bb92
    %708 = llvm.icmp "slt" %707, %214 : i64
    llvm.cond_br %708, ^bb83, ^bb93
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%23 : i64)
  ^bb84(%709: i64):  // 2 preds: ^bb83, ^bb91
    %710 = llvm.icmp "slt" %709, %15 : i64
    llvm.cond_br %710, ^bb85, ^bb92
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%23 : i64)
  ^bb86(%711: i64):  // 2 preds: ^bb85, ^bb90
    %712 = llvm.icmp "slt" %711, %15 : i64
    llvm.cond_br %712, ^bb87, ^bb91
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%23 : i64)
  ^bb88(%713: i64):  // 2 preds: ^bb87, ^bb89
    %714 = llvm.icmp "slt" %713, %15 : i64
    llvm.cond_br %714, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %715 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %716 = llvm.mlir.constant(512 : index) : i64
    %717 = llvm.mul %707, %716 overflow<nsw, nuw> : i64
    %718 = llvm.mlir.constant(64 : index) : i64
    %719 = llvm.mul %709, %718 overflow<nsw, nuw> : i64
    %720 = llvm.add %717, %719 overflow<nsw, nuw> : i64
    %721 = llvm.mlir.constant(8 : index) : i64
    %722 = llvm.mul %711, %721 overflow<nsw, nuw> : i64
    %723 = llvm.add %720, %722 overflow<nsw, nuw> : i64
    %724 = llvm.add %723, %713 overflow<nsw, nuw> : i64
    %725 = llvm.getelementptr inbounds|nuw %715[%724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %725 : f32, !llvm.ptr
    %726 = llvm.add %713, %19 : i64
    llvm.br ^bb88(%726 : i64)
  ^bb90:  // pred: ^bb88
    %727 = llvm.add %711, %19 : i64
    llvm.br ^bb86(%727 : i64)
  ^bb91:  // pred: ^bb86
    %728 = llvm.add %709, %19 : i64
    llvm.br ^bb84(%728 : i64)
  ^bb92:  // pred: ^bb84
    %729 = llvm.add %707, %19 : i64
    llvm.br ^bb82(%729 : i64)
  ^bb93:  // pred: ^bb82
    %730 = llvm.mlir.constant(2 : index) : i64
    %731 = llvm.mlir.constant(2 : index) : i64
    %732 = llvm.mlir.constant(1 : index) : i64
    %733 = llvm.mlir.constant(4 : index) : i64
    %734 = llvm.mlir.zero : !llvm.ptr
    %735 = llvm.getelementptr %734[%733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %736 = llvm.ptrtoint %735 : !llvm.ptr to i64
    %737 = llvm.mlir.constant(64 : index) : i64
    %738 = llvm.add %736, %737 : i64
    %739 = llvm.call @malloc(%738) : (i64) -> !llvm.ptr
    %740 = llvm.ptrtoint %739 : !llvm.ptr to i64
    %741 = llvm.mlir.constant(1 : index) : i64
    %742 = llvm.sub %737, %741 : i64
    %743 = llvm.add %740, %742 : i64
    %744 = llvm.urem %743, %737 : i64
    %745 = llvm.sub %743, %744 : i64
    %746 = llvm.inttoptr %745 : i64 to !llvm.ptr
    %747 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %748 = llvm.insertvalue %739, %747[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %749 = llvm.insertvalue %746, %748[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %750 = llvm.mlir.constant(0 : index) : i64
    %751 = llvm.insertvalue %750, %749[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %752 = llvm.insertvalue %730, %751[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %753 = llvm.insertvalue %731, %752[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %754 = llvm.insertvalue %731, %753[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %755 = llvm.insertvalue %732, %754[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %756 = llvm.mlir.constant(8 : index) : i64
    %757 = llvm.mlir.constant(8 : index) : i64
    %758 = llvm.mlir.constant(8 : index) : i64
    %759 = llvm.mlir.constant(1 : index) : i64
    %760 = llvm.mlir.constant(64 : index) : i64
    %761 = llvm.mlir.constant(512 : index) : i64
    %762 = llvm.mul %761, %214 : i64
    %763 = llvm.mlir.zero : !llvm.ptr
    %764 = llvm.getelementptr %763[%762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %765 = llvm.ptrtoint %764 : !llvm.ptr to i64
    %766 = llvm.mlir.constant(64 : index) : i64
    %767 = llvm.add %765, %766 : i64
    %768 = llvm.call @malloc(%767) : (i64) -> !llvm.ptr
    %769 = llvm.ptrtoint %768 : !llvm.ptr to i64
    %770 = llvm.mlir.constant(1 : index) : i64
    %771 = llvm.sub %766, %770 : i64
    %772 = llvm.add %769, %771 : i64
    %773 = llvm.urem %772, %766 : i64
    %774 = llvm.sub %772, %773 : i64
    %775 = llvm.inttoptr %774 : i64 to !llvm.ptr
    %776 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %777 = llvm.insertvalue %768, %776[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %778 = llvm.insertvalue %775, %777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %779 = llvm.mlir.constant(0 : index) : i64
    %780 = llvm.insertvalue %779, %778[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %781 = llvm.insertvalue %214, %780[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %782 = llvm.insertvalue %756, %781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %783 = llvm.insertvalue %757, %782[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %784 = llvm.insertvalue %758, %783[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %785 = llvm.insertvalue %761, %784[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %786 = llvm.insertvalue %760, %785[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %787 = llvm.insertvalue %758, %786[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %788 = llvm.insertvalue %759, %787[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%23 : i64)
  ^bb94(%789: i64):  // 2 preds: ^bb93, ^bb104
    %790 = llvm.icmp "slt" %789, %214 : i64
    llvm.cond_br %790, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%23 : i64)
  ^bb96(%791: i64):  // 2 preds: ^bb95, ^bb103
    %792 = llvm.icmp "slt" %791, %15 : i64
    llvm.cond_br %792, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%23 : i64)
  ^bb98(%793: i64):  // 2 preds: ^bb97, ^bb102
    %794 = llvm.icmp "slt" %793, %15 : i64
    llvm.cond_br %794, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%23 : i64)
  ^bb100(%795: i64):  // 2 preds: ^bb99, ^bb101
    %796 = llvm.icmp "slt" %795, %15 : i64
    llvm.cond_br %796, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %797 = llvm.extractvalue %706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %798 = llvm.mlir.constant(512 : index) : i64
    %799 = llvm.mul %789, %798 overflow<nsw, nuw> : i64
    %800 = llvm.mlir.constant(64 : index) : i64
    %801 = llvm.mul %791, %800 overflow<nsw, nuw> : i64
    %802 = llvm.add %799, %801 overflow<nsw, nuw> : i64
    %803 = llvm.mlir.constant(8 : index) : i64
    %804 = llvm.mul %793, %803 overflow<nsw, nuw> : i64
    %805 = llvm.add %802, %804 overflow<nsw, nuw> : i64
    %806 = llvm.add %805, %795 overflow<nsw, nuw> : i64
    %807 = llvm.getelementptr inbounds|nuw %797[%806] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %808 = llvm.load %807 : !llvm.ptr -> f32
    %809 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %810 = llvm.mlir.constant(512 : index) : i64
    %811 = llvm.mul %789, %810 overflow<nsw, nuw> : i64
    %812 = llvm.mlir.constant(64 : index) : i64
    %813 = llvm.mul %791, %812 overflow<nsw, nuw> : i64
    %814 = llvm.add %811, %813 overflow<nsw, nuw> : i64
    %815 = llvm.mlir.constant(8 : index) : i64
    %816 = llvm.mul %793, %815 overflow<nsw, nuw> : i64
    %817 = llvm.add %814, %816 overflow<nsw, nuw> : i64
    %818 = llvm.add %817, %795 overflow<nsw, nuw> : i64
    %819 = llvm.getelementptr inbounds|nuw %809[%818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %808, %819 : f32, !llvm.ptr
    %820 = llvm.add %795, %19 : i64
    llvm.br ^bb100(%820 : i64)
  ^bb102:  // pred: ^bb100
    %821 = llvm.add %793, %19 : i64
    llvm.br ^bb98(%821 : i64)
  ^bb103:  // pred: ^bb98
    %822 = llvm.add %791, %19 : i64
    llvm.br ^bb96(%822 : i64)
  ^bb104:  // pred: ^bb96
    %823 = llvm.add %789, %19 : i64
    llvm.br ^bb94(%823 : i64)
  ^bb105:  // pred: ^bb94
    llvm.br ^bb106(%23 : i64)
  ^bb106(%824: i64):  // 2 preds: ^bb105, ^bb122
    %825 = llvm.icmp "slt" %824, %214 : i64
    llvm.cond_br %825, ^bb107, ^bb123
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%23 : i64)
  ^bb108(%826: i64):  // 2 preds: ^bb107, ^bb121
    %827 = llvm.icmp "slt" %826, %15 : i64
    llvm.cond_br %827, ^bb109, ^bb122
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%23 : i64)
  ^bb110(%828: i64):  // 2 preds: ^bb109, ^bb120
    %829 = llvm.icmp "slt" %828, %15 : i64
    llvm.cond_br %829, ^bb111, ^bb121
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%23 : i64)
  ^bb112(%830: i64):  // 2 preds: ^bb111, ^bb119
    %831 = llvm.icmp "slt" %830, %15 : i64
    llvm.cond_br %831, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%23 : i64)
  ^bb114(%832: i64):  // 2 preds: ^bb113, ^bb118
    %833 = llvm.icmp "slt" %832, %14 : i64
    llvm.cond_br %833, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%23 : i64)
  ^bb116(%834: i64):  // 2 preds: ^bb115, ^bb117
    %835 = llvm.icmp "slt" %834, %14 : i64
    llvm.cond_br %835, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %836 = llvm.mul %828, %14 overflow<nsw> : i64
    %837 = llvm.add %836, %832 : i64
    %838 = llvm.mul %830, %14 overflow<nsw> : i64
    %839 = llvm.add %838, %834 : i64
    %840 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %841 = llvm.mlir.constant(2048 : index) : i64
    %842 = llvm.mul %824, %841 overflow<nsw, nuw> : i64
    %843 = llvm.mlir.constant(256 : index) : i64
    %844 = llvm.mul %826, %843 overflow<nsw, nuw> : i64
    %845 = llvm.add %842, %844 overflow<nsw, nuw> : i64
    %846 = llvm.mlir.constant(16 : index) : i64
    %847 = llvm.mul %837, %846 overflow<nsw, nuw> : i64
    %848 = llvm.add %845, %847 overflow<nsw, nuw> : i64
    %849 = llvm.add %848, %839 overflow<nsw, nuw> : i64
    %850 = llvm.getelementptr inbounds|nuw %840[%849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %851 = llvm.load %850 : !llvm.ptr -> f32
    %852 = llvm.extractvalue %635[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %853 = llvm.add %826, %23 overflow<nsw, nuw> : i64
    %854 = llvm.add %853, %23 overflow<nsw, nuw> : i64
    %855 = llvm.getelementptr inbounds|nuw %852[%854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %856 = llvm.load %855 : !llvm.ptr -> f32
    %857 = llvm.extractvalue %616[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %858 = llvm.add %826, %23 overflow<nsw, nuw> : i64
    %859 = llvm.add %858, %23 overflow<nsw, nuw> : i64
    %860 = llvm.getelementptr inbounds|nuw %857[%859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %861 = llvm.load %860 : !llvm.ptr -> f32
    %862 = llvm.extractvalue %654[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %863 = llvm.add %826, %23 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %23 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %862[%864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %866 = llvm.load %865 : !llvm.ptr -> f32
    %867 = llvm.extractvalue %673[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.add %826, %23 overflow<nsw, nuw> : i64
    %869 = llvm.add %868, %23 overflow<nsw, nuw> : i64
    %870 = llvm.getelementptr inbounds|nuw %867[%869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %871 = llvm.load %870 : !llvm.ptr -> f32
    %872 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %873 = llvm.mlir.constant(512 : index) : i64
    %874 = llvm.mul %824, %873 overflow<nsw, nuw> : i64
    %875 = llvm.mlir.constant(64 : index) : i64
    %876 = llvm.mul %826, %875 overflow<nsw, nuw> : i64
    %877 = llvm.add %874, %876 overflow<nsw, nuw> : i64
    %878 = llvm.mlir.constant(8 : index) : i64
    %879 = llvm.mul %828, %878 overflow<nsw, nuw> : i64
    %880 = llvm.add %877, %879 overflow<nsw, nuw> : i64
    %881 = llvm.add %880, %830 overflow<nsw, nuw> : i64
    %882 = llvm.getelementptr inbounds|nuw %872[%881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %883 = llvm.load %882 : !llvm.ptr -> f32
    %884 = llvm.fptrunc %21 : f64 to f32
    %885 = llvm.fadd %861, %884 : f32
    %886 = llvm.intr.sqrt(%885) : (f32) -> f32
    %887 = llvm.fdiv %25, %886 : f32
    %888 = llvm.fsub %851, %856 : f32
    %889 = llvm.fmul %888, %887 : f32
    %890 = llvm.fmul %889, %866 : f32
    %891 = llvm.fadd %890, %871 : f32
    %892 = llvm.fcmp "ugt" %891, %24 : f32
    %893 = llvm.select %892, %891, %24 : i1, f32
    %894 = llvm.intr.maximum(%883, %893) : (f32, f32) -> f32
    %895 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %896 = llvm.mlir.constant(512 : index) : i64
    %897 = llvm.mul %824, %896 overflow<nsw, nuw> : i64
    %898 = llvm.mlir.constant(64 : index) : i64
    %899 = llvm.mul %826, %898 overflow<nsw, nuw> : i64
    %900 = llvm.add %897, %899 overflow<nsw, nuw> : i64
    %901 = llvm.mlir.constant(8 : index) : i64
    %902 = llvm.mul %828, %901 overflow<nsw, nuw> : i64
    %903 = llvm.add %900, %902 overflow<nsw, nuw> : i64
    %904 = llvm.add %903, %830 overflow<nsw, nuw> : i64
    %905 = llvm.getelementptr inbounds|nuw %895[%904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %894, %905 : f32, !llvm.ptr
    %906 = llvm.add %834, %19 : i64
    llvm.br ^bb116(%906 : i64)
  ^bb118:  // pred: ^bb116
    %907 = llvm.add %832, %19 : i64
    llvm.br ^bb114(%907 : i64)
  ^bb119:  // pred: ^bb114
    %908 = llvm.add %830, %19 : i64
    llvm.br ^bb112(%908 : i64)
  ^bb120:  // pred: ^bb112
    %909 = llvm.add %828, %19 : i64
    llvm.br ^bb110(%909 : i64)
  ^bb121:  // pred: ^bb110
    %910 = llvm.add %826, %19 : i64
    llvm.br ^bb108(%910 : i64)
  ^bb122:  // pred: ^bb108
    %911 = llvm.add %824, %19 : i64
    llvm.br ^bb106(%911 : i64)
  ^bb123:  // pred: ^bb106
    %912 = llvm.mlir.constant(8 : index) : i64
    %913 = llvm.mlir.constant(6 : index) : i64
    %914 = llvm.mlir.constant(6 : index) : i64
    %915 = llvm.mlir.constant(1 : index) : i64
    %916 = llvm.mlir.constant(36 : index) : i64
    %917 = llvm.mlir.constant(288 : index) : i64
    %918 = llvm.mul %917, %214 : i64
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
    %932 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %933 = llvm.insertvalue %924, %932[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %934 = llvm.insertvalue %931, %933[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %935 = llvm.mlir.constant(0 : index) : i64
    %936 = llvm.insertvalue %935, %934[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %937 = llvm.insertvalue %214, %936[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %938 = llvm.insertvalue %912, %937[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %939 = llvm.insertvalue %913, %938[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %940 = llvm.insertvalue %914, %939[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %941 = llvm.insertvalue %917, %940[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %942 = llvm.insertvalue %916, %941[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %943 = llvm.insertvalue %914, %942[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %944 = llvm.insertvalue %915, %943[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb124(%23 : i64)
  ^bb124(%945: i64):  // 2 preds: ^bb123, ^bb134
    %946 = llvm.icmp "slt" %945, %214 : i64
    llvm.cond_br %946, ^bb125, ^bb135
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%23 : i64)
  ^bb126(%947: i64):  // 2 preds: ^bb125, ^bb133
    %948 = llvm.icmp "slt" %947, %15 : i64
    llvm.cond_br %948, ^bb127, ^bb134
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%23 : i64)
  ^bb128(%949: i64):  // 2 preds: ^bb127, ^bb132
    %950 = llvm.icmp "slt" %949, %13 : i64
    llvm.cond_br %950, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130(%23 : i64)
  ^bb130(%951: i64):  // 2 preds: ^bb129, ^bb131
    %952 = llvm.icmp "slt" %951, %13 : i64
    llvm.cond_br %952, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %953 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %954 = llvm.getelementptr inbounds|nuw %953[%947] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %955 = llvm.load %954 : !llvm.ptr -> f32
    %956 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %957 = llvm.mlir.constant(288 : index) : i64
    %958 = llvm.mul %945, %957 overflow<nsw, nuw> : i64
    %959 = llvm.mlir.constant(36 : index) : i64
    %960 = llvm.mul %947, %959 overflow<nsw, nuw> : i64
    %961 = llvm.add %958, %960 overflow<nsw, nuw> : i64
    %962 = llvm.mlir.constant(6 : index) : i64
    %963 = llvm.mul %949, %962 overflow<nsw, nuw> : i64
    %964 = llvm.add %961, %963 overflow<nsw, nuw> : i64
    %965 = llvm.add %964, %951 overflow<nsw, nuw> : i64
    %966 = llvm.getelementptr inbounds|nuw %956[%965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %955, %966 : f32, !llvm.ptr
    %967 = llvm.add %951, %19 : i64
    llvm.br ^bb130(%967 : i64)
  ^bb132:  // pred: ^bb130
    %968 = llvm.add %949, %19 : i64
    llvm.br ^bb128(%968 : i64)
  ^bb133:  // pred: ^bb128
    %969 = llvm.add %947, %19 : i64
    llvm.br ^bb126(%969 : i64)
  ^bb134:  // pred: ^bb126
    %970 = llvm.add %945, %19 : i64
    llvm.br ^bb124(%970 : i64)
  ^bb135:  // pred: ^bb124
    %971 = llvm.mlir.constant(8 : index) : i64
    %972 = llvm.mlir.constant(6 : index) : i64
    %973 = llvm.mlir.constant(6 : index) : i64
    %974 = llvm.mlir.constant(1 : index) : i64
    %975 = llvm.mlir.constant(36 : index) : i64
    %976 = llvm.mlir.constant(288 : index) : i64
    %977 = llvm.mul %976, %214 : i64
    %978 = llvm.mlir.zero : !llvm.ptr
    %979 = llvm.getelementptr %978[%977] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %980 = llvm.ptrtoint %979 : !llvm.ptr to i64
    %981 = llvm.mlir.constant(64 : index) : i64
    %982 = llvm.add %980, %981 : i64
    %983 = llvm.call @malloc(%982) : (i64) -> !llvm.ptr
    %984 = llvm.ptrtoint %983 : !llvm.ptr to i64
    %985 = llvm.mlir.constant(1 : index) : i64
    %986 = llvm.sub %981, %985 : i64
    %987 = llvm.add %984, %986 : i64
    %988 = llvm.urem %987, %981 : i64
    %989 = llvm.sub %987, %988 : i64
    %990 = llvm.inttoptr %989 : i64 to !llvm.ptr
    %991 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %992 = llvm.insertvalue %983, %991[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %993 = llvm.insertvalue %990, %992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %994 = llvm.mlir.constant(0 : index) : i64
    %995 = llvm.insertvalue %994, %993[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %996 = llvm.insertvalue %214, %995[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.insertvalue %971, %996[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %998 = llvm.insertvalue %972, %997[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.insertvalue %973, %998[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1000 = llvm.insertvalue %976, %999[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1001 = llvm.insertvalue %975, %1000[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1002 = llvm.insertvalue %973, %1001[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1003 = llvm.insertvalue %974, %1002[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb136(%23 : i64)
  ^bb136(%1004: i64):  // 2 preds: ^bb135, ^bb146
    %1005 = llvm.icmp "slt" %1004, %214 : i64
    llvm.cond_br %1005, ^bb137, ^bb147
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%23 : i64)
  ^bb138(%1006: i64):  // 2 preds: ^bb137, ^bb145
    %1007 = llvm.icmp "slt" %1006, %15 : i64
    llvm.cond_br %1007, ^bb139, ^bb146
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%23 : i64)
  ^bb140(%1008: i64):  // 2 preds: ^bb139, ^bb144
    %1009 = llvm.icmp "slt" %1008, %13 : i64
    llvm.cond_br %1009, ^bb141, ^bb145
  ^bb141:  // pred: ^bb140
    llvm.br ^bb142(%23 : i64)
  ^bb142(%1010: i64):  // 2 preds: ^bb141, ^bb143
    %1011 = llvm.icmp "slt" %1010, %13 : i64
    llvm.cond_br %1011, ^bb143, ^bb144
  ^bb143:  // pred: ^bb142
    %1012 = llvm.extractvalue %944[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1013 = llvm.mlir.constant(288 : index) : i64
    %1014 = llvm.mul %1004, %1013 overflow<nsw, nuw> : i64
    %1015 = llvm.mlir.constant(36 : index) : i64
    %1016 = llvm.mul %1006, %1015 overflow<nsw, nuw> : i64
    %1017 = llvm.add %1014, %1016 overflow<nsw, nuw> : i64
    %1018 = llvm.mlir.constant(6 : index) : i64
    %1019 = llvm.mul %1008, %1018 overflow<nsw, nuw> : i64
    %1020 = llvm.add %1017, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.add %1020, %1010 overflow<nsw, nuw> : i64
    %1022 = llvm.getelementptr inbounds|nuw %1012[%1021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1023 = llvm.load %1022 : !llvm.ptr -> f32
    %1024 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1025 = llvm.mlir.constant(288 : index) : i64
    %1026 = llvm.mul %1004, %1025 overflow<nsw, nuw> : i64
    %1027 = llvm.mlir.constant(36 : index) : i64
    %1028 = llvm.mul %1006, %1027 overflow<nsw, nuw> : i64
    %1029 = llvm.add %1026, %1028 overflow<nsw, nuw> : i64
    %1030 = llvm.mlir.constant(6 : index) : i64
    %1031 = llvm.mul %1008, %1030 overflow<nsw, nuw> : i64
    %1032 = llvm.add %1029, %1031 overflow<nsw, nuw> : i64
    %1033 = llvm.add %1032, %1010 overflow<nsw, nuw> : i64
    %1034 = llvm.getelementptr inbounds|nuw %1024[%1033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1023, %1034 : f32, !llvm.ptr
    %1035 = llvm.add %1010, %19 : i64
    llvm.br ^bb142(%1035 : i64)
  ^bb144:  // pred: ^bb142
    %1036 = llvm.add %1008, %19 : i64
    llvm.br ^bb140(%1036 : i64)
  ^bb145:  // pred: ^bb140
    %1037 = llvm.add %1006, %19 : i64
    llvm.br ^bb138(%1037 : i64)
  ^bb146:  // pred: ^bb138
    %1038 = llvm.add %1004, %19 : i64
    llvm.br ^bb136(%1038 : i64)
  ^bb147:  // pred: ^bb136
    llvm.br ^bb148(%23 : i64)
  ^bb148(%1039: i64):  // 2 preds: ^bb147, ^bb167
    %1040 = llvm.icmp "slt" %1039, %214 : i64
    llvm.cond_br %1040, ^bb149, ^bb168
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%23 : i64)
  ^bb150(%1041: i64):  // 2 preds: ^bb149, ^bb166
    %1042 = llvm.icmp "slt" %1041, %15 : i64
    llvm.cond_br %1042, ^bb151, ^bb167
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%23 : i64)
  ^bb152(%1043: i64):  // 2 preds: ^bb151, ^bb165
    %1044 = llvm.icmp "slt" %1043, %13 : i64
    llvm.cond_br %1044, ^bb153, ^bb166
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%23 : i64)
  ^bb154(%1045: i64):  // 2 preds: ^bb153, ^bb164
    %1046 = llvm.icmp "slt" %1045, %13 : i64
    llvm.cond_br %1046, ^bb155, ^bb165
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%23 : i64)
  ^bb156(%1047: i64):  // 2 preds: ^bb155, ^bb163
    %1048 = llvm.icmp "slt" %1047, %15 : i64
    llvm.cond_br %1048, ^bb157, ^bb164
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%23 : i64)
  ^bb158(%1049: i64):  // 2 preds: ^bb157, ^bb162
    %1050 = llvm.icmp "slt" %1049, %18 : i64
    llvm.cond_br %1050, ^bb159, ^bb163
  ^bb159:  // pred: ^bb158
    llvm.br ^bb160(%23 : i64)
  ^bb160(%1051: i64):  // 2 preds: ^bb159, ^bb161
    %1052 = llvm.icmp "slt" %1051, %18 : i64
    llvm.cond_br %1052, ^bb161, ^bb162
  ^bb161:  // pred: ^bb160
    %1053 = llvm.add %1043, %1049 : i64
    %1054 = llvm.add %1045, %1051 : i64
    %1055 = llvm.extractvalue %788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1056 = llvm.mlir.constant(512 : index) : i64
    %1057 = llvm.mul %1039, %1056 overflow<nsw, nuw> : i64
    %1058 = llvm.mlir.constant(64 : index) : i64
    %1059 = llvm.mul %1047, %1058 overflow<nsw, nuw> : i64
    %1060 = llvm.add %1057, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.mlir.constant(8 : index) : i64
    %1062 = llvm.mul %1053, %1061 overflow<nsw, nuw> : i64
    %1063 = llvm.add %1060, %1062 overflow<nsw, nuw> : i64
    %1064 = llvm.add %1063, %1054 overflow<nsw, nuw> : i64
    %1065 = llvm.getelementptr inbounds|nuw %1055[%1064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1066 = llvm.load %1065 : !llvm.ptr -> f32
    %1067 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1068 = llvm.mlir.constant(72 : index) : i64
    %1069 = llvm.mul %1041, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.mlir.constant(9 : index) : i64
    %1071 = llvm.mul %1047, %1070 overflow<nsw, nuw> : i64
    %1072 = llvm.add %1069, %1071 overflow<nsw, nuw> : i64
    %1073 = llvm.mlir.constant(3 : index) : i64
    %1074 = llvm.mul %1049, %1073 overflow<nsw, nuw> : i64
    %1075 = llvm.add %1072, %1074 overflow<nsw, nuw> : i64
    %1076 = llvm.add %1075, %1051 overflow<nsw, nuw> : i64
    %1077 = llvm.getelementptr inbounds|nuw %1067[%1076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1078 = llvm.load %1077 : !llvm.ptr -> f32
    %1079 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1080 = llvm.mlir.constant(288 : index) : i64
    %1081 = llvm.mul %1039, %1080 overflow<nsw, nuw> : i64
    %1082 = llvm.mlir.constant(36 : index) : i64
    %1083 = llvm.mul %1041, %1082 overflow<nsw, nuw> : i64
    %1084 = llvm.add %1081, %1083 overflow<nsw, nuw> : i64
    %1085 = llvm.mlir.constant(6 : index) : i64
    %1086 = llvm.mul %1043, %1085 overflow<nsw, nuw> : i64
    %1087 = llvm.add %1084, %1086 overflow<nsw, nuw> : i64
    %1088 = llvm.add %1087, %1045 overflow<nsw, nuw> : i64
    %1089 = llvm.getelementptr inbounds|nuw %1079[%1088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1090 = llvm.load %1089 : !llvm.ptr -> f32
    %1091 = llvm.fmul %1066, %1078 : f32
    %1092 = llvm.fadd %1090, %1091 : f32
    %1093 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1094 = llvm.mlir.constant(288 : index) : i64
    %1095 = llvm.mul %1039, %1094 overflow<nsw, nuw> : i64
    %1096 = llvm.mlir.constant(36 : index) : i64
    %1097 = llvm.mul %1041, %1096 overflow<nsw, nuw> : i64
    %1098 = llvm.add %1095, %1097 overflow<nsw, nuw> : i64
    %1099 = llvm.mlir.constant(6 : index) : i64
    %1100 = llvm.mul %1043, %1099 overflow<nsw, nuw> : i64
    %1101 = llvm.add %1098, %1100 overflow<nsw, nuw> : i64
    %1102 = llvm.add %1101, %1045 overflow<nsw, nuw> : i64
    %1103 = llvm.getelementptr inbounds|nuw %1093[%1102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1092, %1103 : f32, !llvm.ptr
    %1104 = llvm.add %1051, %19 : i64
    llvm.br ^bb160(%1104 : i64)
  ^bb162:  // pred: ^bb160
    %1105 = llvm.add %1049, %19 : i64
    llvm.br ^bb158(%1105 : i64)
  ^bb163:  // pred: ^bb158
    %1106 = llvm.add %1047, %19 : i64
    llvm.br ^bb156(%1106 : i64)
  ^bb164:  // pred: ^bb156
    %1107 = llvm.add %1045, %19 : i64
    llvm.br ^bb154(%1107 : i64)
  ^bb165:  // pred: ^bb154
    %1108 = llvm.add %1043, %19 : i64
    llvm.br ^bb152(%1108 : i64)
  ^bb166:  // pred: ^bb152
    %1109 = llvm.add %1041, %19 : i64
    llvm.br ^bb150(%1109 : i64)
  ^bb167:  // pred: ^bb150
    %1110 = llvm.add %1039, %19 : i64
    llvm.br ^bb148(%1110 : i64)
  ^bb168:  // pred: ^bb148
    %1111 = llvm.mlir.constant(8 : index) : i64
    %1112 = llvm.mlir.constant(1 : index) : i64
    %1113 = llvm.mlir.constant(1 : index) : i64
    %1114 = llvm.mlir.constant(1 : index) : i64
    %1115 = llvm.mul %1111, %214 : i64
    %1116 = llvm.mlir.zero : !llvm.ptr
    %1117 = llvm.getelementptr %1116[%1115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1118 = llvm.ptrtoint %1117 : !llvm.ptr to i64
    %1119 = llvm.mlir.constant(64 : index) : i64
    %1120 = llvm.add %1118, %1119 : i64
    %1121 = llvm.call @malloc(%1120) : (i64) -> !llvm.ptr
    %1122 = llvm.ptrtoint %1121 : !llvm.ptr to i64
    %1123 = llvm.mlir.constant(1 : index) : i64
    %1124 = llvm.sub %1119, %1123 : i64
    %1125 = llvm.add %1122, %1124 : i64
    %1126 = llvm.urem %1125, %1119 : i64
    %1127 = llvm.sub %1125, %1126 : i64
    %1128 = llvm.inttoptr %1127 : i64 to !llvm.ptr
    %1129 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1130 = llvm.insertvalue %1121, %1129[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1131 = llvm.insertvalue %1128, %1130[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1132 = llvm.mlir.constant(0 : index) : i64
    %1133 = llvm.insertvalue %1132, %1131[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1134 = llvm.insertvalue %214, %1133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1135 = llvm.insertvalue %1111, %1134[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1136 = llvm.insertvalue %1112, %1135[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1137 = llvm.insertvalue %1113, %1136[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1138 = llvm.insertvalue %1111, %1137[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1139 = llvm.insertvalue %1112, %1138[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1140 = llvm.insertvalue %1113, %1139[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1141 = llvm.insertvalue %1114, %1140[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb169(%23 : i64)
  ^bb169(%1142: i64):  // 2 preds: ^bb168, ^bb179
    %1143 = llvm.icmp "slt" %1142, %214 : i64
    llvm.cond_br %1143, ^bb170, ^bb180
  ^bb170:  // pred: ^bb169
    llvm.br ^bb171(%23 : i64)
  ^bb171(%1144: i64):  // 2 preds: ^bb170, ^bb178
    %1145 = llvm.icmp "slt" %1144, %15 : i64
    llvm.cond_br %1145, ^bb172, ^bb179
  ^bb172:  // pred: ^bb171
    llvm.br ^bb173(%23 : i64)
  ^bb173(%1146: i64):  // 2 preds: ^bb172, ^bb177
    %1147 = llvm.icmp "slt" %1146, %19 : i64
    llvm.cond_br %1147, ^bb174, ^bb178
  ^bb174:  // pred: ^bb173
    llvm.br ^bb175(%23 : i64)
  ^bb175(%1148: i64):  // 2 preds: ^bb174, ^bb176
    %1149 = llvm.icmp "slt" %1148, %19 : i64
    llvm.cond_br %1149, ^bb176, ^bb177
  ^bb176:  // pred: ^bb175
    %1150 = llvm.extractvalue %1141[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1151 = llvm.mlir.constant(8 : index) : i64
    %1152 = llvm.mul %1142, %1151 overflow<nsw, nuw> : i64
    %1153 = llvm.add %1152, %1144 overflow<nsw, nuw> : i64
    %1154 = llvm.add %1153, %1146 overflow<nsw, nuw> : i64
    %1155 = llvm.add %1154, %1148 overflow<nsw, nuw> : i64
    %1156 = llvm.getelementptr inbounds|nuw %1150[%1155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %1156 : f32, !llvm.ptr
    %1157 = llvm.add %1148, %19 : i64
    llvm.br ^bb175(%1157 : i64)
  ^bb177:  // pred: ^bb175
    %1158 = llvm.add %1146, %19 : i64
    llvm.br ^bb173(%1158 : i64)
  ^bb178:  // pred: ^bb173
    %1159 = llvm.add %1144, %19 : i64
    llvm.br ^bb171(%1159 : i64)
  ^bb179:  // pred: ^bb171
    %1160 = llvm.add %1142, %19 : i64
    llvm.br ^bb169(%1160 : i64)
  ^bb180:  // pred: ^bb169
    %1161 = llvm.mlir.constant(8 : index) : i64
    %1162 = llvm.mlir.constant(1 : index) : i64
    %1163 = llvm.mlir.constant(1 : index) : i64
    %1164 = llvm.mlir.constant(1 : index) : i64
    %1165 = llvm.mul %1161, %214 : i64
    %1166 = llvm.mlir.zero : !llvm.ptr
    %1167 = llvm.getelementptr %1166[%1165] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1168 = llvm.ptrtoint %1167 : !llvm.ptr to i64
    %1169 = llvm.mlir.constant(64 : index) : i64
    %1170 = llvm.add %1168, %1169 : i64
    %1171 = llvm.call @malloc(%1170) : (i64) -> !llvm.ptr
    %1172 = llvm.ptrtoint %1171 : !llvm.ptr to i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.sub %1169, %1173 : i64
    %1175 = llvm.add %1172, %1174 : i64
    %1176 = llvm.urem %1175, %1169 : i64
    %1177 = llvm.sub %1175, %1176 : i64
    %1178 = llvm.inttoptr %1177 : i64 to !llvm.ptr
    %1179 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1180 = llvm.insertvalue %1171, %1179[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1181 = llvm.insertvalue %1178, %1180[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1182 = llvm.mlir.constant(0 : index) : i64
    %1183 = llvm.insertvalue %1182, %1181[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1184 = llvm.insertvalue %214, %1183[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1185 = llvm.insertvalue %1161, %1184[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1186 = llvm.insertvalue %1162, %1185[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1187 = llvm.insertvalue %1163, %1186[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1188 = llvm.insertvalue %1161, %1187[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1189 = llvm.insertvalue %1162, %1188[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1190 = llvm.insertvalue %1163, %1189[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1191 = llvm.insertvalue %1164, %1190[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb181(%23 : i64)
  ^bb181(%1192: i64):  // 2 preds: ^bb180, ^bb191
    %1193 = llvm.icmp "slt" %1192, %214 : i64
    llvm.cond_br %1193, ^bb182, ^bb192
  ^bb182:  // pred: ^bb181
    llvm.br ^bb183(%23 : i64)
  ^bb183(%1194: i64):  // 2 preds: ^bb182, ^bb190
    %1195 = llvm.icmp "slt" %1194, %15 : i64
    llvm.cond_br %1195, ^bb184, ^bb191
  ^bb184:  // pred: ^bb183
    llvm.br ^bb185(%23 : i64)
  ^bb185(%1196: i64):  // 2 preds: ^bb184, ^bb189
    %1197 = llvm.icmp "slt" %1196, %19 : i64
    llvm.cond_br %1197, ^bb186, ^bb190
  ^bb186:  // pred: ^bb185
    llvm.br ^bb187(%23 : i64)
  ^bb187(%1198: i64):  // 2 preds: ^bb186, ^bb188
    %1199 = llvm.icmp "slt" %1198, %19 : i64
    llvm.cond_br %1199, ^bb188, ^bb189
  ^bb188:  // pred: ^bb187
    %1200 = llvm.extractvalue %1141[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1201 = llvm.mlir.constant(8 : index) : i64
    %1202 = llvm.mul %1192, %1201 overflow<nsw, nuw> : i64
    %1203 = llvm.add %1202, %1194 overflow<nsw, nuw> : i64
    %1204 = llvm.add %1203, %1196 overflow<nsw, nuw> : i64
    %1205 = llvm.add %1204, %1198 overflow<nsw, nuw> : i64
    %1206 = llvm.getelementptr inbounds|nuw %1200[%1205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1207 = llvm.load %1206 : !llvm.ptr -> f32
    %1208 = llvm.extractvalue %1191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1209 = llvm.mlir.constant(8 : index) : i64
    %1210 = llvm.mul %1192, %1209 overflow<nsw, nuw> : i64
    %1211 = llvm.add %1210, %1194 overflow<nsw, nuw> : i64
    %1212 = llvm.add %1211, %1196 overflow<nsw, nuw> : i64
    %1213 = llvm.add %1212, %1198 overflow<nsw, nuw> : i64
    %1214 = llvm.getelementptr inbounds|nuw %1208[%1213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1207, %1214 : f32, !llvm.ptr
    %1215 = llvm.add %1198, %19 : i64
    llvm.br ^bb187(%1215 : i64)
  ^bb189:  // pred: ^bb187
    %1216 = llvm.add %1196, %19 : i64
    llvm.br ^bb185(%1216 : i64)
  ^bb190:  // pred: ^bb185
    %1217 = llvm.add %1194, %19 : i64
    llvm.br ^bb183(%1217 : i64)
  ^bb191:  // pred: ^bb183
    %1218 = llvm.add %1192, %19 : i64
    llvm.br ^bb181(%1218 : i64)
  ^bb192:  // pred: ^bb181
    llvm.br ^bb193(%23 : i64)
  ^bb193(%1219: i64):  // 2 preds: ^bb192, ^bb203
    %1220 = llvm.icmp "slt" %1219, %214 : i64
    llvm.cond_br %1220, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%23 : i64)
  ^bb195(%1221: i64):  // 2 preds: ^bb194, ^bb202
    %1222 = llvm.icmp "slt" %1221, %15 : i64
    llvm.cond_br %1222, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%23 : i64)
  ^bb197(%1223: i64):  // 2 preds: ^bb196, ^bb201
    %1224 = llvm.icmp "slt" %1223, %13 : i64
    llvm.cond_br %1224, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%23 : i64)
  ^bb199(%1225: i64):  // 2 preds: ^bb198, ^bb200
    %1226 = llvm.icmp "slt" %1225, %13 : i64
    llvm.cond_br %1226, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %1227 = llvm.extractvalue %1003[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1228 = llvm.mlir.constant(288 : index) : i64
    %1229 = llvm.mul %1219, %1228 overflow<nsw, nuw> : i64
    %1230 = llvm.mlir.constant(36 : index) : i64
    %1231 = llvm.mul %1221, %1230 overflow<nsw, nuw> : i64
    %1232 = llvm.add %1229, %1231 overflow<nsw, nuw> : i64
    %1233 = llvm.mlir.constant(6 : index) : i64
    %1234 = llvm.mul %1223, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.add %1232, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %1225 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1227[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1238 = llvm.load %1237 : !llvm.ptr -> f32
    %1239 = llvm.extractvalue %1191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1240 = llvm.mlir.constant(8 : index) : i64
    %1241 = llvm.mul %1219, %1240 overflow<nsw, nuw> : i64
    %1242 = llvm.add %1241, %1221 overflow<nsw, nuw> : i64
    %1243 = llvm.add %1242, %23 overflow<nsw, nuw> : i64
    %1244 = llvm.add %1243, %23 overflow<nsw, nuw> : i64
    %1245 = llvm.getelementptr inbounds|nuw %1239[%1244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1246 = llvm.load %1245 : !llvm.ptr -> f32
    %1247 = llvm.fadd %1238, %1246 : f32
    %1248 = llvm.extractvalue %1191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1249 = llvm.mlir.constant(8 : index) : i64
    %1250 = llvm.mul %1219, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.add %1250, %1221 overflow<nsw, nuw> : i64
    %1252 = llvm.add %1251, %23 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1252, %23 overflow<nsw, nuw> : i64
    %1254 = llvm.getelementptr inbounds|nuw %1248[%1253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1247, %1254 : f32, !llvm.ptr
    %1255 = llvm.add %1225, %19 : i64
    llvm.br ^bb199(%1255 : i64)
  ^bb201:  // pred: ^bb199
    %1256 = llvm.add %1223, %19 : i64
    llvm.br ^bb197(%1256 : i64)
  ^bb202:  // pred: ^bb197
    %1257 = llvm.add %1221, %19 : i64
    llvm.br ^bb195(%1257 : i64)
  ^bb203:  // pred: ^bb195
    %1258 = llvm.add %1219, %19 : i64
    llvm.br ^bb193(%1258 : i64)
  ^bb204:  // pred: ^bb193
    %1259 = llvm.mlir.constant(4 : index) : i64
    %1260 = llvm.mlir.constant(1 : index) : i64
    %1261 = llvm.mul %1259, %214 : i64
    %1262 = llvm.mlir.zero : !llvm.ptr
    %1263 = llvm.getelementptr %1262[%1261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1264 = llvm.ptrtoint %1263 : !llvm.ptr to i64
    %1265 = llvm.mlir.constant(64 : index) : i64
    %1266 = llvm.add %1264, %1265 : i64
    %1267 = llvm.call @malloc(%1266) : (i64) -> !llvm.ptr
    %1268 = llvm.ptrtoint %1267 : !llvm.ptr to i64
    %1269 = llvm.mlir.constant(1 : index) : i64
    %1270 = llvm.sub %1265, %1269 : i64
    %1271 = llvm.add %1268, %1270 : i64
    %1272 = llvm.urem %1271, %1265 : i64
    %1273 = llvm.sub %1271, %1272 : i64
    %1274 = llvm.inttoptr %1273 : i64 to !llvm.ptr
    %1275 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1276 = llvm.insertvalue %1267, %1275[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1277 = llvm.insertvalue %1274, %1276[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1278 = llvm.mlir.constant(0 : index) : i64
    %1279 = llvm.insertvalue %1278, %1277[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1280 = llvm.insertvalue %214, %1279[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1281 = llvm.insertvalue %1259, %1280[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1282 = llvm.insertvalue %1259, %1281[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1283 = llvm.insertvalue %1260, %1282[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb205(%23 : i64)
  ^bb205(%1284: i64):  // 2 preds: ^bb204, ^bb209
    %1285 = llvm.icmp "slt" %1284, %214 : i64
    llvm.cond_br %1285, ^bb206, ^bb210
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%23 : i64)
  ^bb207(%1286: i64):  // 2 preds: ^bb206, ^bb208
    %1287 = llvm.icmp "slt" %1286, %12 : i64
    llvm.cond_br %1287, ^bb208, ^bb209
  ^bb208:  // pred: ^bb207
    %1288 = llvm.extractvalue %1283[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1289 = llvm.mlir.constant(4 : index) : i64
    %1290 = llvm.mul %1284, %1289 overflow<nsw, nuw> : i64
    %1291 = llvm.add %1290, %1286 overflow<nsw, nuw> : i64
    %1292 = llvm.getelementptr inbounds|nuw %1288[%1291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %1292 : f32, !llvm.ptr
    %1293 = llvm.add %1286, %19 : i64
    llvm.br ^bb207(%1293 : i64)
  ^bb209:  // pred: ^bb207
    %1294 = llvm.add %1284, %19 : i64
    llvm.br ^bb205(%1294 : i64)
  ^bb210:  // pred: ^bb205
    %1295 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1296 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1297 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1298 = llvm.insertvalue %1296, %1295[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1299 = llvm.insertvalue %1297, %1298[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1300 = llvm.mlir.constant(0 : index) : i64
    %1301 = llvm.insertvalue %1300, %1299[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1302 = llvm.mlir.constant(4 : index) : i64
    %1303 = llvm.insertvalue %1302, %1301[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1304 = llvm.mlir.constant(8 : index) : i64
    %1305 = llvm.insertvalue %1304, %1303[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1306 = llvm.mlir.constant(8 : index) : i64
    %1307 = llvm.insertvalue %1306, %1305[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1308 = llvm.mlir.constant(1 : index) : i64
    %1309 = llvm.insertvalue %1308, %1307[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1310 = llvm.mlir.constant(1 : index) : i64
    %1311 = llvm.insertvalue %1310, %1309[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1312 = llvm.mlir.constant(1 : index) : i64
    %1313 = llvm.insertvalue %1312, %1311[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1314 = llvm.mlir.constant(1 : index) : i64
    %1315 = llvm.insertvalue %1314, %1313[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1316 = llvm.mlir.constant(1 : index) : i64
    %1317 = llvm.insertvalue %1316, %1315[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1318 = llvm.mlir.constant(4 : index) : i64
    %1319 = llvm.mlir.constant(1 : index) : i64
    %1320 = llvm.mul %1318, %214 : i64
    %1321 = llvm.mlir.zero : !llvm.ptr
    %1322 = llvm.getelementptr %1321[%1320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1323 = llvm.ptrtoint %1322 : !llvm.ptr to i64
    %1324 = llvm.mlir.constant(64 : index) : i64
    %1325 = llvm.add %1323, %1324 : i64
    %1326 = llvm.call @malloc(%1325) : (i64) -> !llvm.ptr
    %1327 = llvm.ptrtoint %1326 : !llvm.ptr to i64
    %1328 = llvm.mlir.constant(1 : index) : i64
    %1329 = llvm.sub %1324, %1328 : i64
    %1330 = llvm.add %1327, %1329 : i64
    %1331 = llvm.urem %1330, %1324 : i64
    %1332 = llvm.sub %1330, %1331 : i64
    %1333 = llvm.inttoptr %1332 : i64 to !llvm.ptr
    %1334 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1335 = llvm.insertvalue %1326, %1334[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1336 = llvm.insertvalue %1333, %1335[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1337 = llvm.mlir.constant(0 : index) : i64
    %1338 = llvm.insertvalue %1337, %1336[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1339 = llvm.insertvalue %214, %1338[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1340 = llvm.insertvalue %1318, %1339[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1341 = llvm.insertvalue %1318, %1340[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1342 = llvm.insertvalue %1319, %1341[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb211(%23 : i64)
  ^bb211(%1343: i64):  // 2 preds: ^bb210, ^bb215
    %1344 = llvm.icmp "slt" %1343, %214 : i64
    llvm.cond_br %1344, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%23 : i64)
  ^bb213(%1345: i64):  // 2 preds: ^bb212, ^bb214
    %1346 = llvm.icmp "slt" %1345, %12 : i64
    llvm.cond_br %1346, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %1347 = llvm.extractvalue %1283[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1348 = llvm.mlir.constant(4 : index) : i64
    %1349 = llvm.mul %1343, %1348 overflow<nsw, nuw> : i64
    %1350 = llvm.add %1349, %1345 overflow<nsw, nuw> : i64
    %1351 = llvm.getelementptr inbounds|nuw %1347[%1350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1352 = llvm.load %1351 : !llvm.ptr -> f32
    %1353 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1354 = llvm.mlir.constant(4 : index) : i64
    %1355 = llvm.mul %1343, %1354 overflow<nsw, nuw> : i64
    %1356 = llvm.add %1355, %1345 overflow<nsw, nuw> : i64
    %1357 = llvm.getelementptr inbounds|nuw %1353[%1356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1352, %1357 : f32, !llvm.ptr
    %1358 = llvm.add %1345, %19 : i64
    llvm.br ^bb213(%1358 : i64)
  ^bb215:  // pred: ^bb213
    %1359 = llvm.add %1343, %19 : i64
    llvm.br ^bb211(%1359 : i64)
  ^bb216:  // pred: ^bb211
    llvm.br ^bb217(%23 : i64)
  ^bb217(%1360: i64):  // 2 preds: ^bb216, ^bb230
    %1361 = llvm.icmp "slt" %1360, %214 : i64
    llvm.cond_br %1361, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%23 : i64)
  ^bb219(%1362: i64):  // 2 preds: ^bb218, ^bb229
    %1363 = llvm.icmp "slt" %1362, %12 : i64
    llvm.cond_br %1363, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%23 : i64)
  ^bb221(%1364: i64):  // 2 preds: ^bb220, ^bb228
    %1365 = llvm.icmp "slt" %1364, %15 : i64
    llvm.cond_br %1365, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%23 : i64)
  ^bb223(%1366: i64):  // 2 preds: ^bb222, ^bb227
    %1367 = llvm.icmp "slt" %1366, %19 : i64
    llvm.cond_br %1367, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%23 : i64)
  ^bb225(%1368: i64):  // 2 preds: ^bb224, ^bb226
    %1369 = llvm.icmp "slt" %1368, %19 : i64
    llvm.cond_br %1369, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %1370 = llvm.extractvalue %1191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1371 = llvm.mlir.constant(8 : index) : i64
    %1372 = llvm.mul %1360, %1371 overflow<nsw, nuw> : i64
    %1373 = llvm.add %1372, %1364 overflow<nsw, nuw> : i64
    %1374 = llvm.add %1373, %1366 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1374, %1368 overflow<nsw, nuw> : i64
    %1376 = llvm.getelementptr inbounds|nuw %1370[%1375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1377 = llvm.load %1376 : !llvm.ptr -> f32
    %1378 = llvm.extractvalue %1317[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1379 = llvm.mlir.constant(8 : index) : i64
    %1380 = llvm.mul %1362, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.add %1380, %1364 overflow<nsw, nuw> : i64
    %1382 = llvm.add %1381, %1366 overflow<nsw, nuw> : i64
    %1383 = llvm.add %1382, %1368 overflow<nsw, nuw> : i64
    %1384 = llvm.getelementptr inbounds|nuw %1378[%1383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1385 = llvm.load %1384 : !llvm.ptr -> f32
    %1386 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1387 = llvm.mlir.constant(4 : index) : i64
    %1388 = llvm.mul %1360, %1387 overflow<nsw, nuw> : i64
    %1389 = llvm.add %1388, %1362 overflow<nsw, nuw> : i64
    %1390 = llvm.getelementptr inbounds|nuw %1386[%1389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1391 = llvm.load %1390 : !llvm.ptr -> f32
    %1392 = llvm.fdiv %1377, %20 : f32
    %1393 = llvm.fmul %1392, %1385 : f32
    %1394 = llvm.fadd %1391, %1393 : f32
    %1395 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1396 = llvm.mlir.constant(4 : index) : i64
    %1397 = llvm.mul %1360, %1396 overflow<nsw, nuw> : i64
    %1398 = llvm.add %1397, %1362 overflow<nsw, nuw> : i64
    %1399 = llvm.getelementptr inbounds|nuw %1395[%1398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1394, %1399 : f32, !llvm.ptr
    %1400 = llvm.add %1368, %19 : i64
    llvm.br ^bb225(%1400 : i64)
  ^bb227:  // pred: ^bb225
    %1401 = llvm.add %1366, %19 : i64
    llvm.br ^bb223(%1401 : i64)
  ^bb228:  // pred: ^bb223
    %1402 = llvm.add %1364, %19 : i64
    llvm.br ^bb221(%1402 : i64)
  ^bb229:  // pred: ^bb221
    %1403 = llvm.add %1362, %19 : i64
    llvm.br ^bb219(%1403 : i64)
  ^bb230:  // pred: ^bb219
    %1404 = llvm.add %1360, %19 : i64
    llvm.br ^bb217(%1404 : i64)
  ^bb231:  // pred: ^bb217
    %1405 = llvm.mlir.constant(4 : index) : i64
    %1406 = llvm.mlir.constant(1 : index) : i64
    %1407 = llvm.mul %1405, %214 : i64
    %1408 = llvm.mlir.zero : !llvm.ptr
    %1409 = llvm.getelementptr %1408[%1407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1410 = llvm.ptrtoint %1409 : !llvm.ptr to i64
    %1411 = llvm.mlir.constant(64 : index) : i64
    %1412 = llvm.add %1410, %1411 : i64
    %1413 = llvm.call @malloc(%1412) : (i64) -> !llvm.ptr
    %1414 = llvm.ptrtoint %1413 : !llvm.ptr to i64
    %1415 = llvm.mlir.constant(1 : index) : i64
    %1416 = llvm.sub %1411, %1415 : i64
    %1417 = llvm.add %1414, %1416 : i64
    %1418 = llvm.urem %1417, %1411 : i64
    %1419 = llvm.sub %1417, %1418 : i64
    %1420 = llvm.inttoptr %1419 : i64 to !llvm.ptr
    %1421 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1422 = llvm.insertvalue %1413, %1421[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1423 = llvm.insertvalue %1420, %1422[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1424 = llvm.mlir.constant(0 : index) : i64
    %1425 = llvm.insertvalue %1424, %1423[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1426 = llvm.insertvalue %214, %1425[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1427 = llvm.insertvalue %1405, %1426[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1428 = llvm.insertvalue %1405, %1427[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1429 = llvm.insertvalue %1406, %1428[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb232(%23 : i64)
  ^bb232(%1430: i64):  // 2 preds: ^bb231, ^bb236
    %1431 = llvm.icmp "slt" %1430, %214 : i64
    llvm.cond_br %1431, ^bb233, ^bb237
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%23 : i64)
  ^bb234(%1432: i64):  // 2 preds: ^bb233, ^bb235
    %1433 = llvm.icmp "slt" %1432, %12 : i64
    llvm.cond_br %1433, ^bb235, ^bb236
  ^bb235:  // pred: ^bb234
    %1434 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1435 = llvm.mlir.constant(4 : index) : i64
    %1436 = llvm.mul %1430, %1435 overflow<nsw, nuw> : i64
    %1437 = llvm.add %1436, %1432 overflow<nsw, nuw> : i64
    %1438 = llvm.getelementptr inbounds|nuw %1434[%1437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1439 = llvm.load %1438 : !llvm.ptr -> f32
    %1440 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1441 = llvm.getelementptr inbounds|nuw %1440[%1432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1442 = llvm.load %1441 : !llvm.ptr -> f32
    %1443 = llvm.fadd %1439, %1442 : f32
    %1444 = llvm.extractvalue %1429[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1445 = llvm.mlir.constant(4 : index) : i64
    %1446 = llvm.mul %1430, %1445 overflow<nsw, nuw> : i64
    %1447 = llvm.add %1446, %1432 overflow<nsw, nuw> : i64
    %1448 = llvm.getelementptr inbounds|nuw %1444[%1447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1443, %1448 : f32, !llvm.ptr
    %1449 = llvm.add %1432, %19 : i64
    llvm.br ^bb234(%1449 : i64)
  ^bb236:  // pred: ^bb234
    %1450 = llvm.add %1430, %19 : i64
    llvm.br ^bb232(%1450 : i64)
  ^bb237:  // pred: ^bb232
    %1451 = llvm.extractvalue %247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1451) : (!llvm.ptr) -> ()
    %1452 = llvm.extractvalue %303[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1452) : (!llvm.ptr) -> ()
    %1453 = llvm.extractvalue %431[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1453) : (!llvm.ptr) -> ()
    %1454 = llvm.extractvalue %490[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1454) : (!llvm.ptr) -> ()
    %1455 = llvm.extractvalue %706[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1455) : (!llvm.ptr) -> ()
    %1456 = llvm.extractvalue %755[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1456) : (!llvm.ptr) -> ()
    %1457 = llvm.extractvalue %788[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1457) : (!llvm.ptr) -> ()
    %1458 = llvm.extractvalue %944[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1458) : (!llvm.ptr) -> ()
    %1459 = llvm.extractvalue %1003[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1459) : (!llvm.ptr) -> ()
    %1460 = llvm.extractvalue %1141[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1460) : (!llvm.ptr) -> ()
    %1461 = llvm.extractvalue %1191[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1461) : (!llvm.ptr) -> ()
    %1462 = llvm.extractvalue %1283[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1462) : (!llvm.ptr) -> ()
    %1463 = llvm.extractvalue %1342[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1463) : (!llvm.ptr) -> ()
    llvm.return %1429 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=c105e63f9158 torch_mlir=9309bfc339a4 linalg_on_tensors_mlir=5c9ec8ebd20b
