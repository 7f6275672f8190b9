module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_8xf32_4(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.mlir.global private constant @__constant_8x3x3x3xf32(dense_resource<torch_tensor_8_3_3_3_torch.float32> : tensor<8x3x3x3xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<3 x array<3 x array<3 x f32>>>>
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
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.mlir.constant(3.600000e+01 : f32) : f32
    %22 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %23 = llvm.mlir.constant(0xFF800000 : f32) : f32
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
    %171 = llvm.mlir.constant(3 : index) : i64
    %172 = llvm.mlir.constant(3 : index) : i64
    %173 = llvm.mlir.constant(3 : index) : i64
    %174 = llvm.mlir.constant(1 : index) : i64
    %175 = llvm.mlir.constant(9 : index) : i64
    %176 = llvm.mlir.constant(27 : index) : i64
    %177 = llvm.mlir.constant(216 : index) : i64
    %178 = llvm.mlir.zero : !llvm.ptr
    %179 = llvm.getelementptr %178[%177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %180 = llvm.ptrtoint %179 : !llvm.ptr to i64
    %181 = llvm.mlir.addressof @__constant_8x3x3x3xf32 : !llvm.ptr
    %182 = llvm.getelementptr %181[0, 0, 0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<3 x array<3 x array<3 x f32>>>>
    %183 = llvm.mlir.constant(3735928559 : index) : i64
    %184 = llvm.inttoptr %183 : i64 to !llvm.ptr
    %185 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %186 = llvm.insertvalue %184, %185[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %187 = llvm.insertvalue %182, %186[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %188 = llvm.mlir.constant(0 : index) : i64
    %189 = llvm.insertvalue %188, %187[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %190 = llvm.insertvalue %170, %189[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %191 = llvm.insertvalue %171, %190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %192 = llvm.insertvalue %172, %191[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %193 = llvm.insertvalue %173, %192[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %194 = llvm.insertvalue %176, %193[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %195 = llvm.insertvalue %175, %194[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %196 = llvm.insertvalue %173, %195[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %197 = llvm.insertvalue %174, %196[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %198 = llvm.mlir.constant(8 : index) : i64
    %199 = llvm.mlir.constant(1 : index) : i64
    %200 = llvm.mlir.zero : !llvm.ptr
    %201 = llvm.getelementptr %200[%198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %202 = llvm.ptrtoint %201 : !llvm.ptr to i64
    %203 = llvm.mlir.addressof @__constant_8xf32_4 : !llvm.ptr
    %204 = llvm.getelementptr %203[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %205 = llvm.mlir.constant(3735928559 : index) : i64
    %206 = llvm.inttoptr %205 : i64 to !llvm.ptr
    %207 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %208 = llvm.insertvalue %206, %207[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %209 = llvm.insertvalue %204, %208[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.mlir.constant(0 : index) : i64
    %211 = llvm.insertvalue %210, %209[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.insertvalue %198, %211[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %213 = llvm.insertvalue %199, %212[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %214 = llvm.mlir.constant(1 : index) : i64
    %215 = llvm.mlir.constant(3 : index) : i64
    %216 = llvm.mlir.constant(18 : index) : i64
    %217 = llvm.mlir.constant(18 : index) : i64
    %218 = llvm.mlir.constant(1 : index) : i64
    %219 = llvm.mlir.constant(324 : index) : i64
    %220 = llvm.mlir.constant(972 : index) : i64
    %221 = llvm.mlir.constant(972 : index) : i64
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
    llvm.br ^bb1(%20 : i64)
  ^bb1(%248: i64):  // 2 preds: ^bb0, ^bb11
    %249 = llvm.icmp "slt" %248, %19 : i64
    llvm.cond_br %249, ^bb2, ^bb12
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%20 : i64)
  ^bb3(%250: i64):  // 2 preds: ^bb2, ^bb10
    %251 = llvm.icmp "slt" %250, %18 : i64
    llvm.cond_br %251, ^bb4, ^bb11
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%20 : i64)
  ^bb5(%252: i64):  // 2 preds: ^bb4, ^bb9
    %253 = llvm.icmp "slt" %252, %17 : i64
    llvm.cond_br %253, ^bb6, ^bb10
  ^bb6:  // pred: ^bb5
    llvm.br ^bb7(%20 : i64)
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
    %278 = llvm.mlir.constant(1 : index) : i64
    %279 = llvm.insertvalue %278, %277[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %280 = llvm.mlir.constant(972 : index) : i64
    %281 = llvm.insertvalue %280, %279[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %282 = llvm.mlir.constant(3 : index) : i64
    %283 = llvm.insertvalue %282, %281[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %284 = llvm.mlir.constant(324 : index) : i64
    %285 = llvm.insertvalue %284, %283[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %286 = llvm.mlir.constant(16 : index) : i64
    %287 = llvm.insertvalue %286, %285[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %288 = llvm.mlir.constant(18 : index) : i64
    %289 = llvm.insertvalue %288, %287[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %290 = llvm.mlir.constant(16 : index) : i64
    %291 = llvm.insertvalue %290, %289[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %292 = llvm.mlir.constant(1 : index) : i64
    %293 = llvm.insertvalue %292, %291[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%20 : i64)
  ^bb13(%294: i64):  // 2 preds: ^bb12, ^bb23
    %295 = llvm.icmp "slt" %294, %19 : i64
    llvm.cond_br %295, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%20 : i64)
  ^bb15(%296: i64):  // 2 preds: ^bb14, ^bb22
    %297 = llvm.icmp "slt" %296, %18 : i64
    llvm.cond_br %297, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%20 : i64)
  ^bb17(%298: i64):  // 2 preds: ^bb16, ^bb21
    %299 = llvm.icmp "slt" %298, %16 : i64
    llvm.cond_br %299, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%20 : i64)
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
    %314 = llvm.extractvalue %293[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
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
    %331 = llvm.mlir.constant(1 : index) : i64
    %332 = llvm.mlir.constant(8 : index) : i64
    %333 = llvm.mlir.constant(16 : index) : i64
    %334 = llvm.mlir.constant(16 : index) : i64
    %335 = llvm.mlir.constant(1 : index) : i64
    %336 = llvm.mlir.constant(256 : index) : i64
    %337 = llvm.mlir.constant(2048 : index) : i64
    %338 = llvm.mlir.constant(2048 : index) : i64
    %339 = llvm.mlir.zero : !llvm.ptr
    %340 = llvm.getelementptr %339[%338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %341 = llvm.ptrtoint %340 : !llvm.ptr to i64
    %342 = llvm.mlir.constant(64 : index) : i64
    %343 = llvm.add %341, %342 : i64
    %344 = llvm.call @malloc(%343) : (i64) -> !llvm.ptr
    %345 = llvm.ptrtoint %344 : !llvm.ptr to i64
    %346 = llvm.mlir.constant(1 : index) : i64
    %347 = llvm.sub %342, %346 : i64
    %348 = llvm.add %345, %347 : i64
    %349 = llvm.urem %348, %342 : i64
    %350 = llvm.sub %348, %349 : i64
    %351 = llvm.inttoptr %350 : i64 to !llvm.ptr
    %352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %353 = llvm.insertvalue %344, %352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %354 = llvm.insertvalue %351, %353[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %355 = llvm.mlir.constant(0 : index) : i64
    %356 = llvm.insertvalue %355, %354[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %357 = llvm.insertvalue %331, %356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %358 = llvm.insertvalue %332, %357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %359 = llvm.insertvalue %333, %358[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %360 = llvm.insertvalue %334, %359[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %361 = llvm.insertvalue %337, %360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %362 = llvm.insertvalue %336, %361[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %363 = llvm.insertvalue %334, %362[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %364 = llvm.insertvalue %335, %363[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%20 : i64)
  ^bb25(%365: i64):  // 2 preds: ^bb24, ^bb35
    %366 = llvm.icmp "slt" %365, %19 : i64
    llvm.cond_br %366, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%20 : i64)
  ^bb27(%367: i64):  // 2 preds: ^bb26, ^bb34
    %368 = llvm.icmp "slt" %367, %15 : i64
    llvm.cond_br %368, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%20 : i64)
  ^bb29(%369: i64):  // 2 preds: ^bb28, ^bb33
    %370 = llvm.icmp "slt" %369, %16 : i64
    llvm.cond_br %370, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%20 : i64)
  ^bb31(%371: i64):  // 2 preds: ^bb30, ^bb32
    %372 = llvm.icmp "slt" %371, %16 : i64
    llvm.cond_br %372, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %373 = llvm.extractvalue %213[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %374 = llvm.getelementptr inbounds|nuw %373[%367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %375 = llvm.load %374 : !llvm.ptr -> f32
    %376 = llvm.extractvalue %364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %377 = llvm.mlir.constant(2048 : index) : i64
    %378 = llvm.mul %365, %377 overflow<nsw, nuw> : i64
    %379 = llvm.mlir.constant(256 : index) : i64
    %380 = llvm.mul %367, %379 overflow<nsw, nuw> : i64
    %381 = llvm.add %378, %380 overflow<nsw, nuw> : i64
    %382 = llvm.mlir.constant(16 : index) : i64
    %383 = llvm.mul %369, %382 overflow<nsw, nuw> : i64
    %384 = llvm.add %381, %383 overflow<nsw, nuw> : i64
    %385 = llvm.add %384, %371 overflow<nsw, nuw> : i64
    %386 = llvm.getelementptr inbounds|nuw %376[%385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %375, %386 : f32, !llvm.ptr
    %387 = llvm.add %371, %19 : i64
    llvm.br ^bb31(%387 : i64)
  ^bb33:  // pred: ^bb31
    %388 = llvm.add %369, %19 : i64
    llvm.br ^bb29(%388 : i64)
  ^bb34:  // pred: ^bb29
    %389 = llvm.add %367, %19 : i64
    llvm.br ^bb27(%389 : i64)
  ^bb35:  // pred: ^bb27
    %390 = llvm.add %365, %19 : i64
    llvm.br ^bb25(%390 : i64)
  ^bb36:  // pred: ^bb25
    llvm.br ^bb37(%20 : i64)
  ^bb37(%391: i64):  // 2 preds: ^bb36, ^bb56
    %392 = llvm.icmp "slt" %391, %19 : i64
    llvm.cond_br %392, ^bb38, ^bb57
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%20 : i64)
  ^bb39(%393: i64):  // 2 preds: ^bb38, ^bb55
    %394 = llvm.icmp "slt" %393, %15 : i64
    llvm.cond_br %394, ^bb40, ^bb56
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%20 : i64)
  ^bb41(%395: i64):  // 2 preds: ^bb40, ^bb54
    %396 = llvm.icmp "slt" %395, %16 : i64
    llvm.cond_br %396, ^bb42, ^bb55
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%20 : i64)
  ^bb43(%397: i64):  // 2 preds: ^bb42, ^bb53
    %398 = llvm.icmp "slt" %397, %16 : i64
    llvm.cond_br %398, ^bb44, ^bb54
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%20 : i64)
  ^bb45(%399: i64):  // 2 preds: ^bb44, ^bb52
    %400 = llvm.icmp "slt" %399, %18 : i64
    llvm.cond_br %400, ^bb46, ^bb53
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%20 : i64)
  ^bb47(%401: i64):  // 2 preds: ^bb46, ^bb51
    %402 = llvm.icmp "slt" %401, %18 : i64
    llvm.cond_br %402, ^bb48, ^bb52
  ^bb48:  // pred: ^bb47
    llvm.br ^bb49(%20 : i64)
  ^bb49(%403: i64):  // 2 preds: ^bb48, ^bb50
    %404 = llvm.icmp "slt" %403, %18 : i64
    llvm.cond_br %404, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %405 = llvm.add %395, %401 : i64
    %406 = llvm.add %397, %403 : i64
    %407 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %408 = llvm.mlir.constant(972 : index) : i64
    %409 = llvm.mul %391, %408 overflow<nsw, nuw> : i64
    %410 = llvm.mlir.constant(324 : index) : i64
    %411 = llvm.mul %399, %410 overflow<nsw, nuw> : i64
    %412 = llvm.add %409, %411 overflow<nsw, nuw> : i64
    %413 = llvm.mlir.constant(18 : index) : i64
    %414 = llvm.mul %405, %413 overflow<nsw, nuw> : i64
    %415 = llvm.add %412, %414 overflow<nsw, nuw> : i64
    %416 = llvm.add %415, %406 overflow<nsw, nuw> : i64
    %417 = llvm.getelementptr inbounds|nuw %407[%416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %418 = llvm.load %417 : !llvm.ptr -> f32
    %419 = llvm.extractvalue %197[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %420 = llvm.mlir.constant(27 : index) : i64
    %421 = llvm.mul %393, %420 overflow<nsw, nuw> : i64
    %422 = llvm.mlir.constant(9 : index) : i64
    %423 = llvm.mul %399, %422 overflow<nsw, nuw> : i64
    %424 = llvm.add %421, %423 overflow<nsw, nuw> : i64
    %425 = llvm.mlir.constant(3 : index) : i64
    %426 = llvm.mul %401, %425 overflow<nsw, nuw> : i64
    %427 = llvm.add %424, %426 overflow<nsw, nuw> : i64
    %428 = llvm.add %427, %403 overflow<nsw, nuw> : i64
    %429 = llvm.getelementptr inbounds|nuw %419[%428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %430 = llvm.load %429 : !llvm.ptr -> f32
    %431 = llvm.extractvalue %364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %432 = llvm.mlir.constant(2048 : index) : i64
    %433 = llvm.mul %391, %432 overflow<nsw, nuw> : i64
    %434 = llvm.mlir.constant(256 : index) : i64
    %435 = llvm.mul %393, %434 overflow<nsw, nuw> : i64
    %436 = llvm.add %433, %435 overflow<nsw, nuw> : i64
    %437 = llvm.mlir.constant(16 : index) : i64
    %438 = llvm.mul %395, %437 overflow<nsw, nuw> : i64
    %439 = llvm.add %436, %438 overflow<nsw, nuw> : i64
    %440 = llvm.add %439, %397 overflow<nsw, nuw> : i64
    %441 = llvm.getelementptr inbounds|nuw %431[%440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %442 = llvm.load %441 : !llvm.ptr -> f32
    %443 = llvm.fmul %418, %430 : f32
    %444 = llvm.fadd %442, %443 : f32
    %445 = llvm.extractvalue %364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %446 = llvm.mlir.constant(2048 : index) : i64
    %447 = llvm.mul %391, %446 overflow<nsw, nuw> : i64
    %448 = llvm.mlir.constant(256 : index) : i64
    %449 = llvm.mul %393, %448 overflow<nsw, nuw> : i64
    %450 = llvm.add %447, %449 overflow<nsw, nuw> : i64
    %451 = llvm.mlir.constant(16 : index) : i64
    %452 = llvm.mul %395, %451 overflow<nsw, nuw> : i64
    %453 = llvm.add %450, %452 overflow<nsw, nuw> : i64
    %454 = llvm.add %453, %397 overflow<nsw, nuw> : i64
    %455 = llvm.getelementptr inbounds|nuw %445[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %444, %455 : f32, !llvm.ptr
    %456 = llvm.add %403, %19 : i64
    llvm.br ^bb49(%456 : i64)
  ^bb51:  // pred: ^bb49
    %457 = llvm.add %401, %19 : i64
    llvm.br ^bb47(%457 : i64)
  ^bb52:  // pred: ^bb47
    %458 = llvm.add %399, %19 : i64
    llvm.br ^bb45(%458 : i64)
  ^bb53:  // pred: ^bb45
    %459 = llvm.add %397, %19 : i64
    llvm.br ^bb43(%459 : i64)
  ^bb54:  // pred: ^bb43
    %460 = llvm.add %395, %19 : i64
    llvm.br ^bb41(%460 : i64)
  ^bb55:  // pred: ^bb41
    %461 = llvm.add %393, %19 : i64
    llvm.br ^bb39(%461 : i64)
  ^bb56:  // pred: ^bb39
    %462 = llvm.add %391, %19 : i64
    llvm.br ^bb37(%462 : i64)
  ^bb57:  // pred: ^bb37
    %463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %464 = llvm.extractvalue %153[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %465 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %466 = llvm.insertvalue %464, %463[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %467 = llvm.insertvalue %465, %466[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %468 = llvm.mlir.constant(0 : index) : i64
    %469 = llvm.insertvalue %468, %467[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %470 = llvm.mlir.constant(8 : index) : i64
    %471 = llvm.insertvalue %470, %469[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %472 = llvm.mlir.constant(1 : index) : i64
    %473 = llvm.insertvalue %472, %471[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %474 = llvm.mlir.constant(1 : index) : i64
    %475 = llvm.insertvalue %474, %473[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %476 = llvm.mlir.constant(1 : index) : i64
    %477 = llvm.insertvalue %476, %475[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %478 = llvm.mlir.constant(1 : index) : i64
    %479 = llvm.insertvalue %478, %477[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %480 = llvm.mlir.constant(1 : index) : i64
    %481 = llvm.insertvalue %480, %479[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %482 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %483 = llvm.extractvalue %169[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %484 = llvm.extractvalue %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %485 = llvm.insertvalue %483, %482[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %486 = llvm.insertvalue %484, %485[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %487 = llvm.mlir.constant(0 : index) : i64
    %488 = llvm.insertvalue %487, %486[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %489 = llvm.mlir.constant(8 : index) : i64
    %490 = llvm.insertvalue %489, %488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %491 = llvm.mlir.constant(1 : index) : i64
    %492 = llvm.insertvalue %491, %490[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %493 = llvm.mlir.constant(1 : index) : i64
    %494 = llvm.insertvalue %493, %492[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %495 = llvm.mlir.constant(1 : index) : i64
    %496 = llvm.insertvalue %495, %494[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %497 = llvm.mlir.constant(1 : index) : i64
    %498 = llvm.insertvalue %497, %496[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %499 = llvm.mlir.constant(1 : index) : i64
    %500 = llvm.insertvalue %499, %498[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %501 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %502 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %503 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %504 = llvm.insertvalue %502, %501[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %505 = llvm.insertvalue %503, %504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %506 = llvm.mlir.constant(0 : index) : i64
    %507 = llvm.insertvalue %506, %505[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %508 = llvm.mlir.constant(8 : index) : i64
    %509 = llvm.insertvalue %508, %507[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %510 = llvm.mlir.constant(1 : index) : i64
    %511 = llvm.insertvalue %510, %509[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %512 = llvm.mlir.constant(1 : index) : i64
    %513 = llvm.insertvalue %512, %511[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %514 = llvm.mlir.constant(1 : index) : i64
    %515 = llvm.insertvalue %514, %513[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %516 = llvm.mlir.constant(1 : index) : i64
    %517 = llvm.insertvalue %516, %515[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %518 = llvm.mlir.constant(1 : index) : i64
    %519 = llvm.insertvalue %518, %517[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %520 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %521 = llvm.extractvalue %121[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %522 = llvm.extractvalue %121[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %523 = llvm.insertvalue %521, %520[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %524 = llvm.insertvalue %522, %523[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %525 = llvm.mlir.constant(0 : index) : i64
    %526 = llvm.insertvalue %525, %524[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %527 = llvm.mlir.constant(8 : index) : i64
    %528 = llvm.insertvalue %527, %526[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %529 = llvm.mlir.constant(1 : index) : i64
    %530 = llvm.insertvalue %529, %528[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %531 = llvm.mlir.constant(1 : index) : i64
    %532 = llvm.insertvalue %531, %530[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %533 = llvm.mlir.constant(1 : index) : i64
    %534 = llvm.insertvalue %533, %532[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %535 = llvm.mlir.constant(1 : index) : i64
    %536 = llvm.insertvalue %535, %534[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %537 = llvm.mlir.constant(1 : index) : i64
    %538 = llvm.insertvalue %537, %536[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %539 = llvm.mlir.constant(1 : index) : i64
    %540 = llvm.mlir.constant(8 : index) : i64
    %541 = llvm.mlir.constant(8 : index) : i64
    %542 = llvm.mlir.constant(8 : index) : i64
    %543 = llvm.mlir.constant(1 : index) : i64
    %544 = llvm.mlir.constant(64 : index) : i64
    %545 = llvm.mlir.constant(512 : index) : i64
    %546 = llvm.mlir.constant(512 : index) : i64
    %547 = llvm.mlir.zero : !llvm.ptr
    %548 = llvm.getelementptr %547[%546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %549 = llvm.ptrtoint %548 : !llvm.ptr to i64
    %550 = llvm.mlir.constant(64 : index) : i64
    %551 = llvm.add %549, %550 : i64
    %552 = llvm.call @malloc(%551) : (i64) -> !llvm.ptr
    %553 = llvm.ptrtoint %552 : !llvm.ptr to i64
    %554 = llvm.mlir.constant(1 : index) : i64
    %555 = llvm.sub %550, %554 : i64
    %556 = llvm.add %553, %555 : i64
    %557 = llvm.urem %556, %550 : i64
    %558 = llvm.sub %556, %557 : i64
    %559 = llvm.inttoptr %558 : i64 to !llvm.ptr
    %560 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %561 = llvm.insertvalue %552, %560[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %562 = llvm.insertvalue %559, %561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %563 = llvm.mlir.constant(0 : index) : i64
    %564 = llvm.insertvalue %563, %562[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %565 = llvm.insertvalue %539, %564[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %566 = llvm.insertvalue %540, %565[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %567 = llvm.insertvalue %541, %566[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %568 = llvm.insertvalue %542, %567[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %569 = llvm.insertvalue %545, %568[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %570 = llvm.insertvalue %544, %569[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %571 = llvm.insertvalue %542, %570[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %572 = llvm.insertvalue %543, %571[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb58(%20 : i64)
  ^bb58(%573: i64):  // 2 preds: ^bb57, ^bb68
    %574 = llvm.icmp "slt" %573, %19 : i64
    llvm.cond_br %574, ^bb59, ^bb69
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%20 : i64)
  ^bb60(%575: i64):  // 2 preds: ^bb59, ^bb67
    %576 = llvm.icmp "slt" %575, %15 : i64
    llvm.cond_br %576, ^bb61, ^bb68
  ^bb61:  // pred: ^bb60
    llvm.br ^bb62(%20 : i64)
  ^bb62(%577: i64):  // 2 preds: ^bb61, ^bb66
    %578 = llvm.icmp "slt" %577, %15 : i64
    llvm.cond_br %578, ^bb63, ^bb67
  ^bb63:  // pred: ^bb62
    llvm.br ^bb64(%20 : i64)
  ^bb64(%579: i64):  // 2 preds: ^bb63, ^bb65
    %580 = llvm.icmp "slt" %579, %15 : i64
    llvm.cond_br %580, ^bb65, ^bb66
  ^bb65:  // pred: ^bb64
    %581 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %582 = llvm.mlir.constant(512 : index) : i64
    %583 = llvm.mul %573, %582 overflow<nsw, nuw> : i64
    %584 = llvm.mlir.constant(64 : index) : i64
    %585 = llvm.mul %575, %584 overflow<nsw, nuw> : i64
    %586 = llvm.add %583, %585 overflow<nsw, nuw> : i64
    %587 = llvm.mlir.constant(8 : index) : i64
    %588 = llvm.mul %577, %587 overflow<nsw, nuw> : i64
    %589 = llvm.add %586, %588 overflow<nsw, nuw> : i64
    %590 = llvm.add %589, %579 overflow<nsw, nuw> : i64
    %591 = llvm.getelementptr inbounds|nuw %581[%590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %591 : f32, !llvm.ptr
    %592 = llvm.add %579, %19 : i64
    llvm.br ^bb64(%592 : i64)
  ^bb66:  // pred: ^bb64
    %593 = llvm.add %577, %19 : i64
    llvm.br ^bb62(%593 : i64)
  ^bb67:  // pred: ^bb62
    %594 = llvm.add %575, %19 : i64
    llvm.br ^bb60(%594 : i64)
  ^bb68:  // pred: ^bb60
    %595 = llvm.add %573, %19 : i64
    llvm.br ^bb58(%595 : i64)
  ^bb69:  // pred: ^bb58
    %596 = llvm.mlir.constant(2 : index) : i64
    %597 = llvm.mlir.constant(2 : index) : i64
    %598 = llvm.mlir.constant(1 : index) : i64
    %599 = llvm.mlir.constant(4 : index) : i64
    %600 = llvm.mlir.zero : !llvm.ptr
    %601 = llvm.getelementptr %600[%599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %602 = llvm.ptrtoint %601 : !llvm.ptr to i64
    %603 = llvm.mlir.constant(64 : index) : i64
    %604 = llvm.add %602, %603 : i64
    %605 = llvm.call @malloc(%604) : (i64) -> !llvm.ptr
    %606 = llvm.ptrtoint %605 : !llvm.ptr to i64
    %607 = llvm.mlir.constant(1 : index) : i64
    %608 = llvm.sub %603, %607 : i64
    %609 = llvm.add %606, %608 : i64
    %610 = llvm.urem %609, %603 : i64
    %611 = llvm.sub %609, %610 : i64
    %612 = llvm.inttoptr %611 : i64 to !llvm.ptr
    %613 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %614 = llvm.insertvalue %605, %613[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %615 = llvm.insertvalue %612, %614[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %616 = llvm.mlir.constant(0 : index) : i64
    %617 = llvm.insertvalue %616, %615[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %618 = llvm.insertvalue %596, %617[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %619 = llvm.insertvalue %597, %618[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %620 = llvm.insertvalue %597, %619[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %621 = llvm.insertvalue %598, %620[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb70(%20 : i64)
  ^bb70(%622: i64):  // 2 preds: ^bb69, ^bb86
    %623 = llvm.icmp "slt" %622, %19 : i64
    llvm.cond_br %623, ^bb71, ^bb87
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%20 : i64)
  ^bb72(%624: i64):  // 2 preds: ^bb71, ^bb85
    %625 = llvm.icmp "slt" %624, %15 : i64
    llvm.cond_br %625, ^bb73, ^bb86
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%20 : i64)
  ^bb74(%626: i64):  // 2 preds: ^bb73, ^bb84
    %627 = llvm.icmp "slt" %626, %15 : i64
    llvm.cond_br %627, ^bb75, ^bb85
  ^bb75:  // pred: ^bb74
    llvm.br ^bb76(%20 : i64)
  ^bb76(%628: i64):  // 2 preds: ^bb75, ^bb83
    %629 = llvm.icmp "slt" %628, %15 : i64
    llvm.cond_br %629, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%20 : i64)
  ^bb78(%630: i64):  // 2 preds: ^bb77, ^bb82
    %631 = llvm.icmp "slt" %630, %14 : i64
    llvm.cond_br %631, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%20 : i64)
  ^bb80(%632: i64):  // 2 preds: ^bb79, ^bb81
    %633 = llvm.icmp "slt" %632, %14 : i64
    llvm.cond_br %633, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %634 = llvm.mul %626, %14 overflow<nsw> : i64
    %635 = llvm.add %634, %630 : i64
    %636 = llvm.mul %628, %14 overflow<nsw> : i64
    %637 = llvm.add %636, %632 : i64
    %638 = llvm.extractvalue %364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %639 = llvm.mlir.constant(2048 : index) : i64
    %640 = llvm.mul %622, %639 overflow<nsw, nuw> : i64
    %641 = llvm.mlir.constant(256 : index) : i64
    %642 = llvm.mul %624, %641 overflow<nsw, nuw> : i64
    %643 = llvm.add %640, %642 overflow<nsw, nuw> : i64
    %644 = llvm.mlir.constant(16 : index) : i64
    %645 = llvm.mul %635, %644 overflow<nsw, nuw> : i64
    %646 = llvm.add %643, %645 overflow<nsw, nuw> : i64
    %647 = llvm.add %646, %637 overflow<nsw, nuw> : i64
    %648 = llvm.getelementptr inbounds|nuw %638[%647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %649 = llvm.load %648 : !llvm.ptr -> f32
    %650 = llvm.extractvalue %500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %651 = llvm.add %624, %20 overflow<nsw, nuw> : i64
    %652 = llvm.add %651, %20 overflow<nsw, nuw> : i64
    %653 = llvm.getelementptr inbounds|nuw %650[%652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %654 = llvm.load %653 : !llvm.ptr -> f32
    %655 = llvm.extractvalue %481[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %656 = llvm.add %624, %20 overflow<nsw, nuw> : i64
    %657 = llvm.add %656, %20 overflow<nsw, nuw> : i64
    %658 = llvm.getelementptr inbounds|nuw %655[%657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %659 = llvm.load %658 : !llvm.ptr -> f32
    %660 = llvm.extractvalue %519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %661 = llvm.add %624, %20 overflow<nsw, nuw> : i64
    %662 = llvm.add %661, %20 overflow<nsw, nuw> : i64
    %663 = llvm.getelementptr inbounds|nuw %660[%662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %664 = llvm.load %663 : !llvm.ptr -> f32
    %665 = llvm.extractvalue %538[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %666 = llvm.add %624, %20 overflow<nsw, nuw> : i64
    %667 = llvm.add %666, %20 overflow<nsw, nuw> : i64
    %668 = llvm.getelementptr inbounds|nuw %665[%667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %669 = llvm.load %668 : !llvm.ptr -> f32
    %670 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %671 = llvm.mlir.constant(512 : index) : i64
    %672 = llvm.mul %622, %671 overflow<nsw, nuw> : i64
    %673 = llvm.mlir.constant(64 : index) : i64
    %674 = llvm.mul %624, %673 overflow<nsw, nuw> : i64
    %675 = llvm.add %672, %674 overflow<nsw, nuw> : i64
    %676 = llvm.mlir.constant(8 : index) : i64
    %677 = llvm.mul %626, %676 overflow<nsw, nuw> : i64
    %678 = llvm.add %675, %677 overflow<nsw, nuw> : i64
    %679 = llvm.add %678, %628 overflow<nsw, nuw> : i64
    %680 = llvm.getelementptr inbounds|nuw %670[%679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %681 = llvm.load %680 : !llvm.ptr -> f32
    %682 = llvm.fptrunc %22 : f64 to f32
    %683 = llvm.fadd %659, %682 : f32
    %684 = llvm.intr.sqrt(%683) : (f32) -> f32
    %685 = llvm.fdiv %25, %684 : f32
    %686 = llvm.fsub %649, %654 : f32
    %687 = llvm.fmul %686, %685 : f32
    %688 = llvm.fmul %687, %664 : f32
    %689 = llvm.fadd %688, %669 : f32
    %690 = llvm.fcmp "ugt" %689, %24 : f32
    %691 = llvm.select %690, %689, %24 : i1, f32
    %692 = llvm.intr.maximum(%681, %691) : (f32, f32) -> f32
    %693 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %694 = llvm.mlir.constant(512 : index) : i64
    %695 = llvm.mul %622, %694 overflow<nsw, nuw> : i64
    %696 = llvm.mlir.constant(64 : index) : i64
    %697 = llvm.mul %624, %696 overflow<nsw, nuw> : i64
    %698 = llvm.add %695, %697 overflow<nsw, nuw> : i64
    %699 = llvm.mlir.constant(8 : index) : i64
    %700 = llvm.mul %626, %699 overflow<nsw, nuw> : i64
    %701 = llvm.add %698, %700 overflow<nsw, nuw> : i64
    %702 = llvm.add %701, %628 overflow<nsw, nuw> : i64
    %703 = llvm.getelementptr inbounds|nuw %693[%702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %692, %703 : f32, !llvm.ptr
    %704 = llvm.add %632, %19 : i64
    llvm.br ^bb80(%704 : i64)
  ^bb82:  // pred: ^bb80
    %705 = llvm.add %630, %19 : i64
    llvm.br ^bb78(%705 : i64)
  ^bb83:  // pred: ^bb78
    %706 = llvm.add %628, %19 : i64
    llvm.br ^bb76(%706 : i64)
  ^bb84:  // pred: ^bb76
    %707 = llvm.add %626, %19 : i64
    llvm.br ^bb74(%707 : i64)
  ^bb85:  // pred: ^bb74
    %708 = llvm.add %624, %19 : i64
    llvm.br ^bb72(%708 : i64)
  ^bb86:  // pred: ^bb72
    %709 = llvm.add %622, %19 : i64
    llvm.br ^bb70(%709 : i64)
  ^bb87:  // pred: ^bb70
    %710 = llvm.mlir.constant(1 : index) : i64
    %711 = llvm.mlir.constant(8 : index) : i64
    %712 = llvm.mlir.constant(6 : index) : i64
    %713 = llvm.mlir.constant(6 : index) : i64
    %714 = llvm.mlir.constant(1 : index) : i64
    %715 = llvm.mlir.constant(36 : index) : i64
    %716 = llvm.mlir.constant(288 : index) : i64
    %717 = llvm.mlir.constant(288 : index) : i64
    %718 = llvm.mlir.zero : !llvm.ptr
    %719 = llvm.getelementptr %718[%717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %720 = llvm.ptrtoint %719 : !llvm.ptr to i64
    %721 = llvm.mlir.constant(64 : index) : i64
    %722 = llvm.add %720, %721 : i64
    %723 = llvm.call @malloc(%722) : (i64) -> !llvm.ptr
    %724 = llvm.ptrtoint %723 : !llvm.ptr to i64
    %725 = llvm.mlir.constant(1 : index) : i64
    %726 = llvm.sub %721, %725 : i64
    %727 = llvm.add %724, %726 : i64
    %728 = llvm.urem %727, %721 : i64
    %729 = llvm.sub %727, %728 : i64
    %730 = llvm.inttoptr %729 : i64 to !llvm.ptr
    %731 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %732 = llvm.insertvalue %723, %731[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %733 = llvm.insertvalue %730, %732[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %734 = llvm.mlir.constant(0 : index) : i64
    %735 = llvm.insertvalue %734, %733[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %736 = llvm.insertvalue %710, %735[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %737 = llvm.insertvalue %711, %736[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %738 = llvm.insertvalue %712, %737[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %739 = llvm.insertvalue %713, %738[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %740 = llvm.insertvalue %716, %739[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %741 = llvm.insertvalue %715, %740[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %742 = llvm.insertvalue %713, %741[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %743 = llvm.insertvalue %714, %742[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb88(%20 : i64)
  ^bb88(%744: i64):  // 2 preds: ^bb87, ^bb98
    %745 = llvm.icmp "slt" %744, %19 : i64
    llvm.cond_br %745, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%20 : i64)
  ^bb90(%746: i64):  // 2 preds: ^bb89, ^bb97
    %747 = llvm.icmp "slt" %746, %15 : i64
    llvm.cond_br %747, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%20 : i64)
  ^bb92(%748: i64):  // 2 preds: ^bb91, ^bb96
    %749 = llvm.icmp "slt" %748, %13 : i64
    llvm.cond_br %749, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%20 : i64)
  ^bb94(%750: i64):  // 2 preds: ^bb93, ^bb95
    %751 = llvm.icmp "slt" %750, %13 : i64
    llvm.cond_br %751, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %752 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %753 = llvm.getelementptr inbounds|nuw %752[%746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %754 = llvm.load %753 : !llvm.ptr -> f32
    %755 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %756 = llvm.mlir.constant(288 : index) : i64
    %757 = llvm.mul %744, %756 overflow<nsw, nuw> : i64
    %758 = llvm.mlir.constant(36 : index) : i64
    %759 = llvm.mul %746, %758 overflow<nsw, nuw> : i64
    %760 = llvm.add %757, %759 overflow<nsw, nuw> : i64
    %761 = llvm.mlir.constant(6 : index) : i64
    %762 = llvm.mul %748, %761 overflow<nsw, nuw> : i64
    %763 = llvm.add %760, %762 overflow<nsw, nuw> : i64
    %764 = llvm.add %763, %750 overflow<nsw, nuw> : i64
    %765 = llvm.getelementptr inbounds|nuw %755[%764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %754, %765 : f32, !llvm.ptr
    %766 = llvm.add %750, %19 : i64
    llvm.br ^bb94(%766 : i64)
  ^bb96:  // pred: ^bb94
    %767 = llvm.add %748, %19 : i64
    llvm.br ^bb92(%767 : i64)
  ^bb97:  // pred: ^bb92
    %768 = llvm.add %746, %19 : i64
    llvm.br ^bb90(%768 : i64)
  ^bb98:  // pred: ^bb90
    %769 = llvm.add %744, %19 : i64
    llvm.br ^bb88(%769 : i64)
  ^bb99:  // pred: ^bb88
    llvm.br ^bb100(%20 : i64)
  ^bb100(%770: i64):  // 2 preds: ^bb99, ^bb119
    %771 = llvm.icmp "slt" %770, %19 : i64
    llvm.cond_br %771, ^bb101, ^bb120
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%20 : i64)
  ^bb102(%772: i64):  // 2 preds: ^bb101, ^bb118
    %773 = llvm.icmp "slt" %772, %15 : i64
    llvm.cond_br %773, ^bb103, ^bb119
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%20 : i64)
  ^bb104(%774: i64):  // 2 preds: ^bb103, ^bb117
    %775 = llvm.icmp "slt" %774, %13 : i64
    llvm.cond_br %775, ^bb105, ^bb118
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%20 : i64)
  ^bb106(%776: i64):  // 2 preds: ^bb105, ^bb116
    %777 = llvm.icmp "slt" %776, %13 : i64
    llvm.cond_br %777, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%20 : i64)
  ^bb108(%778: i64):  // 2 preds: ^bb107, ^bb115
    %779 = llvm.icmp "slt" %778, %15 : i64
    llvm.cond_br %779, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%20 : i64)
  ^bb110(%780: i64):  // 2 preds: ^bb109, ^bb114
    %781 = llvm.icmp "slt" %780, %18 : i64
    llvm.cond_br %781, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%20 : i64)
  ^bb112(%782: i64):  // 2 preds: ^bb111, ^bb113
    %783 = llvm.icmp "slt" %782, %18 : i64
    llvm.cond_br %783, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %784 = llvm.add %774, %780 : i64
    %785 = llvm.add %776, %782 : i64
    %786 = llvm.extractvalue %572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %787 = llvm.mlir.constant(512 : index) : i64
    %788 = llvm.mul %770, %787 overflow<nsw, nuw> : i64
    %789 = llvm.mlir.constant(64 : index) : i64
    %790 = llvm.mul %778, %789 overflow<nsw, nuw> : i64
    %791 = llvm.add %788, %790 overflow<nsw, nuw> : i64
    %792 = llvm.mlir.constant(8 : index) : i64
    %793 = llvm.mul %784, %792 overflow<nsw, nuw> : i64
    %794 = llvm.add %791, %793 overflow<nsw, nuw> : i64
    %795 = llvm.add %794, %785 overflow<nsw, nuw> : i64
    %796 = llvm.getelementptr inbounds|nuw %786[%795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %797 = llvm.load %796 : !llvm.ptr -> f32
    %798 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %799 = llvm.mlir.constant(72 : index) : i64
    %800 = llvm.mul %772, %799 overflow<nsw, nuw> : i64
    %801 = llvm.mlir.constant(9 : index) : i64
    %802 = llvm.mul %778, %801 overflow<nsw, nuw> : i64
    %803 = llvm.add %800, %802 overflow<nsw, nuw> : i64
    %804 = llvm.mlir.constant(3 : index) : i64
    %805 = llvm.mul %780, %804 overflow<nsw, nuw> : i64
    %806 = llvm.add %803, %805 overflow<nsw, nuw> : i64
    %807 = llvm.add %806, %782 overflow<nsw, nuw> : i64
    %808 = llvm.getelementptr inbounds|nuw %798[%807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %809 = llvm.load %808 : !llvm.ptr -> f32
    %810 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %811 = llvm.mlir.constant(288 : index) : i64
    %812 = llvm.mul %770, %811 overflow<nsw, nuw> : i64
    %813 = llvm.mlir.constant(36 : index) : i64
    %814 = llvm.mul %772, %813 overflow<nsw, nuw> : i64
    %815 = llvm.add %812, %814 overflow<nsw, nuw> : i64
    %816 = llvm.mlir.constant(6 : index) : i64
    %817 = llvm.mul %774, %816 overflow<nsw, nuw> : i64
    %818 = llvm.add %815, %817 overflow<nsw, nuw> : i64
    %819 = llvm.add %818, %776 overflow<nsw, nuw> : i64
    %820 = llvm.getelementptr inbounds|nuw %810[%819] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %821 = llvm.load %820 : !llvm.ptr -> f32
    %822 = llvm.fmul %797, %809 : f32
    %823 = llvm.fadd %821, %822 : f32
    %824 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %825 = llvm.mlir.constant(288 : index) : i64
    %826 = llvm.mul %770, %825 overflow<nsw, nuw> : i64
    %827 = llvm.mlir.constant(36 : index) : i64
    %828 = llvm.mul %772, %827 overflow<nsw, nuw> : i64
    %829 = llvm.add %826, %828 overflow<nsw, nuw> : i64
    %830 = llvm.mlir.constant(6 : index) : i64
    %831 = llvm.mul %774, %830 overflow<nsw, nuw> : i64
    %832 = llvm.add %829, %831 overflow<nsw, nuw> : i64
    %833 = llvm.add %832, %776 overflow<nsw, nuw> : i64
    %834 = llvm.getelementptr inbounds|nuw %824[%833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %823, %834 : f32, !llvm.ptr
    %835 = llvm.add %782, %19 : i64
    llvm.br ^bb112(%835 : i64)
  ^bb114:  // pred: ^bb112
    %836 = llvm.add %780, %19 : i64
    llvm.br ^bb110(%836 : i64)
  ^bb115:  // pred: ^bb110
    %837 = llvm.add %778, %19 : i64
    llvm.br ^bb108(%837 : i64)
  ^bb116:  // pred: ^bb108
    %838 = llvm.add %776, %19 : i64
    llvm.br ^bb106(%838 : i64)
  ^bb117:  // pred: ^bb106
    %839 = llvm.add %774, %19 : i64
    llvm.br ^bb104(%839 : i64)
  ^bb118:  // pred: ^bb104
    %840 = llvm.add %772, %19 : i64
    llvm.br ^bb102(%840 : i64)
  ^bb119:  // pred: ^bb102
    %841 = llvm.add %770, %19 : i64
    llvm.br ^bb100(%841 : i64)
  ^bb120:  // pred: ^bb100
    %842 = llvm.mlir.constant(1 : index) : i64
    %843 = llvm.mlir.constant(8 : index) : i64
    %844 = llvm.mlir.constant(1 : index) : i64
    %845 = llvm.mlir.constant(1 : index) : i64
    %846 = llvm.mlir.constant(1 : index) : i64
    %847 = llvm.mlir.constant(8 : index) : i64
    %848 = llvm.mlir.zero : !llvm.ptr
    %849 = llvm.getelementptr %848[%847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %850 = llvm.ptrtoint %849 : !llvm.ptr to i64
    %851 = llvm.mlir.constant(64 : index) : i64
    %852 = llvm.add %850, %851 : i64
    %853 = llvm.call @malloc(%852) : (i64) -> !llvm.ptr
    %854 = llvm.ptrtoint %853 : !llvm.ptr to i64
    %855 = llvm.mlir.constant(1 : index) : i64
    %856 = llvm.sub %851, %855 : i64
    %857 = llvm.add %854, %856 : i64
    %858 = llvm.urem %857, %851 : i64
    %859 = llvm.sub %857, %858 : i64
    %860 = llvm.inttoptr %859 : i64 to !llvm.ptr
    %861 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %862 = llvm.insertvalue %853, %861[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %863 = llvm.insertvalue %860, %862[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %864 = llvm.mlir.constant(0 : index) : i64
    %865 = llvm.insertvalue %864, %863[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %866 = llvm.insertvalue %842, %865[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %867 = llvm.insertvalue %843, %866[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %868 = llvm.insertvalue %844, %867[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %869 = llvm.insertvalue %845, %868[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %870 = llvm.insertvalue %843, %869[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %871 = llvm.insertvalue %844, %870[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %872 = llvm.insertvalue %845, %871[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %873 = llvm.insertvalue %846, %872[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb121(%20 : i64)
  ^bb121(%874: i64):  // 2 preds: ^bb120, ^bb131
    %875 = llvm.icmp "slt" %874, %19 : i64
    llvm.cond_br %875, ^bb122, ^bb132
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%20 : i64)
  ^bb123(%876: i64):  // 2 preds: ^bb122, ^bb130
    %877 = llvm.icmp "slt" %876, %15 : i64
    llvm.cond_br %877, ^bb124, ^bb131
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%20 : i64)
  ^bb125(%878: i64):  // 2 preds: ^bb124, ^bb129
    %879 = llvm.icmp "slt" %878, %19 : i64
    llvm.cond_br %879, ^bb126, ^bb130
  ^bb126:  // pred: ^bb125
    llvm.br ^bb127(%20 : i64)
  ^bb127(%880: i64):  // 2 preds: ^bb126, ^bb128
    %881 = llvm.icmp "slt" %880, %19 : i64
    llvm.cond_br %881, ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    %882 = llvm.extractvalue %873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %883 = llvm.mlir.constant(8 : index) : i64
    %884 = llvm.mul %874, %883 overflow<nsw, nuw> : i64
    %885 = llvm.add %884, %876 overflow<nsw, nuw> : i64
    %886 = llvm.add %885, %878 overflow<nsw, nuw> : i64
    %887 = llvm.add %886, %880 overflow<nsw, nuw> : i64
    %888 = llvm.getelementptr inbounds|nuw %882[%887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %888 : f32, !llvm.ptr
    %889 = llvm.add %880, %19 : i64
    llvm.br ^bb127(%889 : i64)
  ^bb129:  // pred: ^bb127
    %890 = llvm.add %878, %19 : i64
    llvm.br ^bb125(%890 : i64)
  ^bb130:  // pred: ^bb125
    %891 = llvm.add %876, %19 : i64
    llvm.br ^bb123(%891 : i64)
  ^bb131:  // pred: ^bb123
    %892 = llvm.add %874, %19 : i64
    llvm.br ^bb121(%892 : i64)
  ^bb132:  // pred: ^bb121
    llvm.br ^bb133(%20 : i64)
  ^bb133(%893: i64):  // 2 preds: ^bb132, ^bb143
    %894 = llvm.icmp "slt" %893, %19 : i64
    llvm.cond_br %894, ^bb134, ^bb144
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%20 : i64)
  ^bb135(%895: i64):  // 2 preds: ^bb134, ^bb142
    %896 = llvm.icmp "slt" %895, %15 : i64
    llvm.cond_br %896, ^bb136, ^bb143
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%20 : i64)
  ^bb137(%897: i64):  // 2 preds: ^bb136, ^bb141
    %898 = llvm.icmp "slt" %897, %13 : i64
    llvm.cond_br %898, ^bb138, ^bb142
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%20 : i64)
  ^bb139(%899: i64):  // 2 preds: ^bb138, ^bb140
    %900 = llvm.icmp "slt" %899, %13 : i64
    llvm.cond_br %900, ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    %901 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %902 = llvm.mlir.constant(288 : index) : i64
    %903 = llvm.mul %893, %902 overflow<nsw, nuw> : i64
    %904 = llvm.mlir.constant(36 : index) : i64
    %905 = llvm.mul %895, %904 overflow<nsw, nuw> : i64
    %906 = llvm.add %903, %905 overflow<nsw, nuw> : i64
    %907 = llvm.mlir.constant(6 : index) : i64
    %908 = llvm.mul %897, %907 overflow<nsw, nuw> : i64
    %909 = llvm.add %906, %908 overflow<nsw, nuw> : i64
    %910 = llvm.add %909, %899 overflow<nsw, nuw> : i64
    %911 = llvm.getelementptr inbounds|nuw %901[%910] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %912 = llvm.load %911 : !llvm.ptr -> f32
    %913 = llvm.extractvalue %873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %914 = llvm.mlir.constant(8 : index) : i64
    %915 = llvm.mul %893, %914 overflow<nsw, nuw> : i64
    %916 = llvm.add %915, %895 overflow<nsw, nuw> : i64
    %917 = llvm.add %916, %20 overflow<nsw, nuw> : i64
    %918 = llvm.add %917, %20 overflow<nsw, nuw> : i64
    %919 = llvm.getelementptr inbounds|nuw %913[%918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %920 = llvm.load %919 : !llvm.ptr -> f32
    %921 = llvm.fadd %912, %920 : f32
    %922 = llvm.extractvalue %873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %923 = llvm.mlir.constant(8 : index) : i64
    %924 = llvm.mul %893, %923 overflow<nsw, nuw> : i64
    %925 = llvm.add %924, %895 overflow<nsw, nuw> : i64
    %926 = llvm.add %925, %20 overflow<nsw, nuw> : i64
    %927 = llvm.add %926, %20 overflow<nsw, nuw> : i64
    %928 = llvm.getelementptr inbounds|nuw %922[%927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %921, %928 : f32, !llvm.ptr
    %929 = llvm.add %899, %19 : i64
    llvm.br ^bb139(%929 : i64)
  ^bb141:  // pred: ^bb139
    %930 = llvm.add %897, %19 : i64
    llvm.br ^bb137(%930 : i64)
  ^bb142:  // pred: ^bb137
    %931 = llvm.add %895, %19 : i64
    llvm.br ^bb135(%931 : i64)
  ^bb143:  // pred: ^bb135
    %932 = llvm.add %893, %19 : i64
    llvm.br ^bb133(%932 : i64)
  ^bb144:  // pred: ^bb133
    %933 = llvm.mlir.constant(1 : index) : i64
    %934 = llvm.mlir.constant(4 : index) : i64
    %935 = llvm.mlir.constant(1 : index) : i64
    %936 = llvm.mlir.constant(4 : index) : i64
    %937 = llvm.mlir.zero : !llvm.ptr
    %938 = llvm.getelementptr %937[%936] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %939 = llvm.ptrtoint %938 : !llvm.ptr to i64
    %940 = llvm.mlir.constant(64 : index) : i64
    %941 = llvm.add %939, %940 : i64
    %942 = llvm.call @malloc(%941) : (i64) -> !llvm.ptr
    %943 = llvm.ptrtoint %942 : !llvm.ptr to i64
    %944 = llvm.mlir.constant(1 : index) : i64
    %945 = llvm.sub %940, %944 : i64
    %946 = llvm.add %943, %945 : i64
    %947 = llvm.urem %946, %940 : i64
    %948 = llvm.sub %946, %947 : i64
    %949 = llvm.inttoptr %948 : i64 to !llvm.ptr
    %950 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %951 = llvm.insertvalue %942, %950[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %952 = llvm.insertvalue %949, %951[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %953 = llvm.mlir.constant(0 : index) : i64
    %954 = llvm.insertvalue %953, %952[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %955 = llvm.insertvalue %933, %954[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %956 = llvm.insertvalue %934, %955[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %957 = llvm.insertvalue %934, %956[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %958 = llvm.insertvalue %935, %957[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb145(%20 : i64)
  ^bb145(%959: i64):  // 2 preds: ^bb144, ^bb149
    %960 = llvm.icmp "slt" %959, %19 : i64
    llvm.cond_br %960, ^bb146, ^bb150
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%20 : i64)
  ^bb147(%961: i64):  // 2 preds: ^bb146, ^bb148
    %962 = llvm.icmp "slt" %961, %12 : i64
    llvm.cond_br %962, ^bb148, ^bb149
  ^bb148:  // pred: ^bb147
    %963 = llvm.extractvalue %958[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %964 = llvm.mlir.constant(4 : index) : i64
    %965 = llvm.mul %959, %964 overflow<nsw, nuw> : i64
    %966 = llvm.add %965, %961 overflow<nsw, nuw> : i64
    %967 = llvm.getelementptr inbounds|nuw %963[%966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %967 : f32, !llvm.ptr
    %968 = llvm.add %961, %19 : i64
    llvm.br ^bb147(%968 : i64)
  ^bb149:  // pred: ^bb147
    %969 = llvm.add %959, %19 : i64
    llvm.br ^bb145(%969 : i64)
  ^bb150:  // pred: ^bb145
    %970 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %971 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %972 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %973 = llvm.insertvalue %971, %970[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.insertvalue %972, %973[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %975 = llvm.mlir.constant(0 : index) : i64
    %976 = llvm.insertvalue %975, %974[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %977 = llvm.mlir.constant(4 : index) : i64
    %978 = llvm.insertvalue %977, %976[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %979 = llvm.mlir.constant(8 : index) : i64
    %980 = llvm.insertvalue %979, %978[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %981 = llvm.mlir.constant(8 : index) : i64
    %982 = llvm.insertvalue %981, %980[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %983 = llvm.mlir.constant(1 : index) : i64
    %984 = llvm.insertvalue %983, %982[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.mlir.constant(1 : index) : i64
    %986 = llvm.insertvalue %985, %984[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %987 = llvm.mlir.constant(1 : index) : i64
    %988 = llvm.insertvalue %987, %986[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.mlir.constant(1 : index) : i64
    %990 = llvm.insertvalue %989, %988[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %991 = llvm.mlir.constant(1 : index) : i64
    %992 = llvm.insertvalue %991, %990[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb151(%20 : i64)
  ^bb151(%993: i64):  // 2 preds: ^bb150, ^bb164
    %994 = llvm.icmp "slt" %993, %19 : i64
    llvm.cond_br %994, ^bb152, ^bb165
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%20 : i64)
  ^bb153(%995: i64):  // 2 preds: ^bb152, ^bb163
    %996 = llvm.icmp "slt" %995, %12 : i64
    llvm.cond_br %996, ^bb154, ^bb164
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%20 : i64)
  ^bb155(%997: i64):  // 2 preds: ^bb154, ^bb162
    %998 = llvm.icmp "slt" %997, %15 : i64
    llvm.cond_br %998, ^bb156, ^bb163
  ^bb156:  // pred: ^bb155
    llvm.br ^bb157(%20 : i64)
  ^bb157(%999: i64):  // 2 preds: ^bb156, ^bb161
    %1000 = llvm.icmp "slt" %999, %19 : i64
    llvm.cond_br %1000, ^bb158, ^bb162
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%20 : i64)
  ^bb159(%1001: i64):  // 2 preds: ^bb158, ^bb160
    %1002 = llvm.icmp "slt" %1001, %19 : i64
    llvm.cond_br %1002, ^bb160, ^bb161
  ^bb160:  // pred: ^bb159
    %1003 = llvm.extractvalue %873[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1004 = llvm.mlir.constant(8 : index) : i64
    %1005 = llvm.mul %993, %1004 overflow<nsw, nuw> : i64
    %1006 = llvm.add %1005, %997 overflow<nsw, nuw> : i64
    %1007 = llvm.add %1006, %999 overflow<nsw, nuw> : i64
    %1008 = llvm.add %1007, %1001 overflow<nsw, nuw> : i64
    %1009 = llvm.getelementptr inbounds|nuw %1003[%1008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1010 = llvm.load %1009 : !llvm.ptr -> f32
    %1011 = llvm.extractvalue %992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1012 = llvm.mlir.constant(8 : index) : i64
    %1013 = llvm.mul %995, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.add %1013, %997 overflow<nsw, nuw> : i64
    %1015 = llvm.add %1014, %999 overflow<nsw, nuw> : i64
    %1016 = llvm.add %1015, %1001 overflow<nsw, nuw> : i64
    %1017 = llvm.getelementptr inbounds|nuw %1011[%1016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1018 = llvm.load %1017 : !llvm.ptr -> f32
    %1019 = llvm.extractvalue %958[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1020 = llvm.mlir.constant(4 : index) : i64
    %1021 = llvm.mul %993, %1020 overflow<nsw, nuw> : i64
    %1022 = llvm.add %1021, %995 overflow<nsw, nuw> : i64
    %1023 = llvm.getelementptr inbounds|nuw %1019[%1022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1024 = llvm.load %1023 : !llvm.ptr -> f32
    %1025 = llvm.fdiv %1010, %21 : f32
    %1026 = llvm.fmul %1025, %1018 : f32
    %1027 = llvm.fadd %1024, %1026 : f32
    %1028 = llvm.extractvalue %958[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1029 = llvm.mlir.constant(4 : index) : i64
    %1030 = llvm.mul %993, %1029 overflow<nsw, nuw> : i64
    %1031 = llvm.add %1030, %995 overflow<nsw, nuw> : i64
    %1032 = llvm.getelementptr inbounds|nuw %1028[%1031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1027, %1032 : f32, !llvm.ptr
    %1033 = llvm.add %1001, %19 : i64
    llvm.br ^bb159(%1033 : i64)
  ^bb161:  // pred: ^bb159
    %1034 = llvm.add %999, %19 : i64
    llvm.br ^bb157(%1034 : i64)
  ^bb162:  // pred: ^bb157
    %1035 = llvm.add %997, %19 : i64
    llvm.br ^bb155(%1035 : i64)
  ^bb163:  // pred: ^bb155
    %1036 = llvm.add %995, %19 : i64
    llvm.br ^bb153(%1036 : i64)
  ^bb164:  // pred: ^bb153
    %1037 = llvm.add %993, %19 : i64
    llvm.br ^bb151(%1037 : i64)
  ^bb165:  // pred: ^bb151
    llvm.br ^bb166(%20 : i64)
  ^bb166(%1038: i64):  // 2 preds: ^bb165, ^bb170
    %1039 = llvm.icmp "slt" %1038, %19 : i64
    llvm.cond_br %1039, ^bb167, ^bb171
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%20 : i64)
  ^bb168(%1040: i64):  // 2 preds: ^bb167, ^bb169
    %1041 = llvm.icmp "slt" %1040, %12 : i64
    llvm.cond_br %1041, ^bb169, ^bb170
  ^bb169:  // pred: ^bb168
    %1042 = llvm.extractvalue %958[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1043 = llvm.mlir.constant(4 : index) : i64
    %1044 = llvm.mul %1038, %1043 overflow<nsw, nuw> : i64
    %1045 = llvm.add %1044, %1040 overflow<nsw, nuw> : i64
    %1046 = llvm.getelementptr inbounds|nuw %1042[%1045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1047 = llvm.load %1046 : !llvm.ptr -> f32
    %1048 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1049 = llvm.getelementptr inbounds|nuw %1048[%1040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1050 = llvm.load %1049 : !llvm.ptr -> f32
    %1051 = llvm.fadd %1047, %1050 : f32
    %1052 = llvm.extractvalue %958[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1053 = llvm.mlir.constant(4 : index) : i64
    %1054 = llvm.mul %1038, %1053 overflow<nsw, nuw> : i64
    %1055 = llvm.add %1054, %1040 overflow<nsw, nuw> : i64
    %1056 = llvm.getelementptr inbounds|nuw %1052[%1055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1051, %1056 : f32, !llvm.ptr
    %1057 = llvm.add %1040, %19 : i64
    llvm.br ^bb168(%1057 : i64)
  ^bb170:  // pred: ^bb168
    %1058 = llvm.add %1038, %19 : i64
    llvm.br ^bb166(%1058 : i64)
  ^bb171:  // pred: ^bb166
    %1059 = llvm.extractvalue %247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1059) : (!llvm.ptr) -> ()
    %1060 = llvm.extractvalue %364[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1060) : (!llvm.ptr) -> ()
    %1061 = llvm.extractvalue %572[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1061) : (!llvm.ptr) -> ()
    %1062 = llvm.extractvalue %621[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1062) : (!llvm.ptr) -> ()
    %1063 = llvm.extractvalue %743[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1063) : (!llvm.ptr) -> ()
    %1064 = llvm.extractvalue %873[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1064) : (!llvm.ptr) -> ()
    llvm.return %958 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5
