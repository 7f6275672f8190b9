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
    %271 = llvm.mlir.constant(1 : index) : i64
    %272 = llvm.mlir.constant(3 : index) : i64
    %273 = llvm.mlir.constant(18 : index) : i64
    %274 = llvm.mlir.constant(18 : index) : i64
    %275 = llvm.mlir.constant(1 : index) : i64
    %276 = llvm.mlir.constant(324 : index) : i64
    %277 = llvm.mlir.constant(972 : index) : i64
    %278 = llvm.mlir.constant(972 : index) : i64
    %279 = llvm.mlir.zero : !llvm.ptr
    %280 = llvm.getelementptr %279[%278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %281 = llvm.ptrtoint %280 : !llvm.ptr to i64
    %282 = llvm.mlir.constant(64 : index) : i64
    %283 = llvm.add %281, %282 : i64
    %284 = llvm.call @malloc(%283) : (i64) -> !llvm.ptr
    %285 = llvm.ptrtoint %284 : !llvm.ptr to i64
    %286 = llvm.mlir.constant(1 : index) : i64
    %287 = llvm.sub %282, %286 : i64
    %288 = llvm.add %285, %287 : i64
    %289 = llvm.urem %288, %282 : i64
    %290 = llvm.sub %288, %289 : i64
    %291 = llvm.inttoptr %290 : i64 to !llvm.ptr
    %292 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %293 = llvm.insertvalue %284, %292[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %294 = llvm.insertvalue %291, %293[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %295 = llvm.mlir.constant(0 : index) : i64
    %296 = llvm.insertvalue %295, %294[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %297 = llvm.insertvalue %271, %296[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %298 = llvm.insertvalue %272, %297[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %299 = llvm.insertvalue %273, %298[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %300 = llvm.insertvalue %274, %299[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %301 = llvm.insertvalue %277, %300[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %302 = llvm.insertvalue %276, %301[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %303 = llvm.insertvalue %274, %302[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %304 = llvm.insertvalue %275, %303[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb13(%20 : i64)
  ^bb13(%305: i64):  // 2 preds: ^bb12, ^bb23
    %306 = llvm.icmp "slt" %305, %19 : i64
    llvm.cond_br %306, ^bb14, ^bb24
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%20 : i64)
  ^bb15(%307: i64):  // 2 preds: ^bb14, ^bb22
    %308 = llvm.icmp "slt" %307, %18 : i64
    llvm.cond_br %308, ^bb16, ^bb23
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%20 : i64)
  ^bb17(%309: i64):  // 2 preds: ^bb16, ^bb21
    %310 = llvm.icmp "slt" %309, %17 : i64
    llvm.cond_br %310, ^bb18, ^bb22
  ^bb18:  // pred: ^bb17
    llvm.br ^bb19(%20 : i64)
  ^bb19(%311: i64):  // 2 preds: ^bb18, ^bb20
    %312 = llvm.icmp "slt" %311, %17 : i64
    llvm.cond_br %312, ^bb20, ^bb21
  ^bb20:  // pred: ^bb19
    %313 = llvm.extractvalue %247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %314 = llvm.mlir.constant(972 : index) : i64
    %315 = llvm.mul %305, %314 overflow<nsw, nuw> : i64
    %316 = llvm.mlir.constant(324 : index) : i64
    %317 = llvm.mul %307, %316 overflow<nsw, nuw> : i64
    %318 = llvm.add %315, %317 overflow<nsw, nuw> : i64
    %319 = llvm.mlir.constant(18 : index) : i64
    %320 = llvm.mul %309, %319 overflow<nsw, nuw> : i64
    %321 = llvm.add %318, %320 overflow<nsw, nuw> : i64
    %322 = llvm.add %321, %311 overflow<nsw, nuw> : i64
    %323 = llvm.getelementptr inbounds|nuw %313[%322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %324 = llvm.load %323 : !llvm.ptr -> f32
    %325 = llvm.extractvalue %304[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %326 = llvm.mlir.constant(972 : index) : i64
    %327 = llvm.mul %305, %326 overflow<nsw, nuw> : i64
    %328 = llvm.mlir.constant(324 : index) : i64
    %329 = llvm.mul %307, %328 overflow<nsw, nuw> : i64
    %330 = llvm.add %327, %329 overflow<nsw, nuw> : i64
    %331 = llvm.mlir.constant(18 : index) : i64
    %332 = llvm.mul %309, %331 overflow<nsw, nuw> : i64
    %333 = llvm.add %330, %332 overflow<nsw, nuw> : i64
    %334 = llvm.add %333, %311 overflow<nsw, nuw> : i64
    %335 = llvm.getelementptr inbounds|nuw %325[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %324, %335 : f32, !llvm.ptr
    %336 = llvm.add %311, %19 : i64
    llvm.br ^bb19(%336 : i64)
  ^bb21:  // pred: ^bb19
    %337 = llvm.add %309, %19 : i64
    llvm.br ^bb17(%337 : i64)
  ^bb22:  // pred: ^bb17
    %338 = llvm.add %307, %19 : i64
    llvm.br ^bb15(%338 : i64)
  ^bb23:  // pred: ^bb15
    %339 = llvm.add %305, %19 : i64
    llvm.br ^bb13(%339 : i64)
  ^bb24:  // pred: ^bb13
    %340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %341 = llvm.extractvalue %304[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %342 = llvm.extractvalue %304[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %343 = llvm.insertvalue %341, %340[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %344 = llvm.insertvalue %342, %343[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %345 = llvm.mlir.constant(19 : index) : i64
    %346 = llvm.insertvalue %345, %344[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %347 = llvm.mlir.constant(1 : index) : i64
    %348 = llvm.insertvalue %347, %346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %349 = llvm.mlir.constant(972 : index) : i64
    %350 = llvm.insertvalue %349, %348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %351 = llvm.mlir.constant(3 : index) : i64
    %352 = llvm.insertvalue %351, %350[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %353 = llvm.mlir.constant(324 : index) : i64
    %354 = llvm.insertvalue %353, %352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %355 = llvm.mlir.constant(16 : index) : i64
    %356 = llvm.insertvalue %355, %354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %357 = llvm.mlir.constant(18 : index) : i64
    %358 = llvm.insertvalue %357, %356[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %359 = llvm.mlir.constant(16 : index) : i64
    %360 = llvm.insertvalue %359, %358[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %361 = llvm.mlir.constant(1 : index) : i64
    %362 = llvm.insertvalue %361, %360[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb25(%20 : i64)
  ^bb25(%363: i64):  // 2 preds: ^bb24, ^bb35
    %364 = llvm.icmp "slt" %363, %19 : i64
    llvm.cond_br %364, ^bb26, ^bb36
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%20 : i64)
  ^bb27(%365: i64):  // 2 preds: ^bb26, ^bb34
    %366 = llvm.icmp "slt" %365, %18 : i64
    llvm.cond_br %366, ^bb28, ^bb35
  ^bb28:  // pred: ^bb27
    llvm.br ^bb29(%20 : i64)
  ^bb29(%367: i64):  // 2 preds: ^bb28, ^bb33
    %368 = llvm.icmp "slt" %367, %16 : i64
    llvm.cond_br %368, ^bb30, ^bb34
  ^bb30:  // pred: ^bb29
    llvm.br ^bb31(%20 : i64)
  ^bb31(%369: i64):  // 2 preds: ^bb30, ^bb32
    %370 = llvm.icmp "slt" %369, %16 : i64
    llvm.cond_br %370, ^bb32, ^bb33
  ^bb32:  // pred: ^bb31
    %371 = llvm.extractvalue %11[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %372 = llvm.mlir.constant(768 : index) : i64
    %373 = llvm.mul %363, %372 overflow<nsw, nuw> : i64
    %374 = llvm.mlir.constant(256 : index) : i64
    %375 = llvm.mul %365, %374 overflow<nsw, nuw> : i64
    %376 = llvm.add %373, %375 overflow<nsw, nuw> : i64
    %377 = llvm.mlir.constant(16 : index) : i64
    %378 = llvm.mul %367, %377 overflow<nsw, nuw> : i64
    %379 = llvm.add %376, %378 overflow<nsw, nuw> : i64
    %380 = llvm.add %379, %369 overflow<nsw, nuw> : i64
    %381 = llvm.getelementptr inbounds|nuw %371[%380] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %382 = llvm.load %381 : !llvm.ptr -> f32
    %383 = llvm.extractvalue %362[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %384 = llvm.mlir.constant(19 : index) : i64
    %385 = llvm.getelementptr %383[%384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %386 = llvm.mlir.constant(972 : index) : i64
    %387 = llvm.mul %363, %386 overflow<nsw, nuw> : i64
    %388 = llvm.mlir.constant(324 : index) : i64
    %389 = llvm.mul %365, %388 overflow<nsw, nuw> : i64
    %390 = llvm.add %387, %389 overflow<nsw, nuw> : i64
    %391 = llvm.mlir.constant(18 : index) : i64
    %392 = llvm.mul %367, %391 overflow<nsw, nuw> : i64
    %393 = llvm.add %390, %392 overflow<nsw, nuw> : i64
    %394 = llvm.add %393, %369 overflow<nsw, nuw> : i64
    %395 = llvm.getelementptr inbounds|nuw %385[%394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %382, %395 : f32, !llvm.ptr
    %396 = llvm.add %369, %19 : i64
    llvm.br ^bb31(%396 : i64)
  ^bb33:  // pred: ^bb31
    %397 = llvm.add %367, %19 : i64
    llvm.br ^bb29(%397 : i64)
  ^bb34:  // pred: ^bb29
    %398 = llvm.add %365, %19 : i64
    llvm.br ^bb27(%398 : i64)
  ^bb35:  // pred: ^bb27
    %399 = llvm.add %363, %19 : i64
    llvm.br ^bb25(%399 : i64)
  ^bb36:  // pred: ^bb25
    %400 = llvm.mlir.constant(1 : index) : i64
    %401 = llvm.mlir.constant(8 : index) : i64
    %402 = llvm.mlir.constant(16 : index) : i64
    %403 = llvm.mlir.constant(16 : index) : i64
    %404 = llvm.mlir.constant(1 : index) : i64
    %405 = llvm.mlir.constant(256 : index) : i64
    %406 = llvm.mlir.constant(2048 : index) : i64
    %407 = llvm.mlir.constant(2048 : index) : i64
    %408 = llvm.mlir.zero : !llvm.ptr
    %409 = llvm.getelementptr %408[%407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %410 = llvm.ptrtoint %409 : !llvm.ptr to i64
    %411 = llvm.mlir.constant(64 : index) : i64
    %412 = llvm.add %410, %411 : i64
    %413 = llvm.call @malloc(%412) : (i64) -> !llvm.ptr
    %414 = llvm.ptrtoint %413 : !llvm.ptr to i64
    %415 = llvm.mlir.constant(1 : index) : i64
    %416 = llvm.sub %411, %415 : i64
    %417 = llvm.add %414, %416 : i64
    %418 = llvm.urem %417, %411 : i64
    %419 = llvm.sub %417, %418 : i64
    %420 = llvm.inttoptr %419 : i64 to !llvm.ptr
    %421 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %422 = llvm.insertvalue %413, %421[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %423 = llvm.insertvalue %420, %422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %424 = llvm.mlir.constant(0 : index) : i64
    %425 = llvm.insertvalue %424, %423[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %426 = llvm.insertvalue %400, %425[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %427 = llvm.insertvalue %401, %426[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %428 = llvm.insertvalue %402, %427[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %429 = llvm.insertvalue %403, %428[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %430 = llvm.insertvalue %406, %429[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %431 = llvm.insertvalue %405, %430[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %432 = llvm.insertvalue %403, %431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %433 = llvm.insertvalue %404, %432[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb37(%20 : i64)
  ^bb37(%434: i64):  // 2 preds: ^bb36, ^bb47
    %435 = llvm.icmp "slt" %434, %19 : i64
    llvm.cond_br %435, ^bb38, ^bb48
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%20 : i64)
  ^bb39(%436: i64):  // 2 preds: ^bb38, ^bb46
    %437 = llvm.icmp "slt" %436, %15 : i64
    llvm.cond_br %437, ^bb40, ^bb47
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%20 : i64)
  ^bb41(%438: i64):  // 2 preds: ^bb40, ^bb45
    %439 = llvm.icmp "slt" %438, %16 : i64
    llvm.cond_br %439, ^bb42, ^bb46
  ^bb42:  // pred: ^bb41
    llvm.br ^bb43(%20 : i64)
  ^bb43(%440: i64):  // 2 preds: ^bb42, ^bb44
    %441 = llvm.icmp "slt" %440, %16 : i64
    llvm.cond_br %441, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %442 = llvm.extractvalue %213[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %443 = llvm.getelementptr inbounds|nuw %442[%436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %444 = llvm.load %443 : !llvm.ptr -> f32
    %445 = llvm.extractvalue %433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %446 = llvm.mlir.constant(2048 : index) : i64
    %447 = llvm.mul %434, %446 overflow<nsw, nuw> : i64
    %448 = llvm.mlir.constant(256 : index) : i64
    %449 = llvm.mul %436, %448 overflow<nsw, nuw> : i64
    %450 = llvm.add %447, %449 overflow<nsw, nuw> : i64
    %451 = llvm.mlir.constant(16 : index) : i64
    %452 = llvm.mul %438, %451 overflow<nsw, nuw> : i64
    %453 = llvm.add %450, %452 overflow<nsw, nuw> : i64
    %454 = llvm.add %453, %440 overflow<nsw, nuw> : i64
    %455 = llvm.getelementptr inbounds|nuw %445[%454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %444, %455 : f32, !llvm.ptr
    %456 = llvm.add %440, %19 : i64
    llvm.br ^bb43(%456 : i64)
  ^bb45:  // pred: ^bb43
    %457 = llvm.add %438, %19 : i64
    llvm.br ^bb41(%457 : i64)
  ^bb46:  // pred: ^bb41
    %458 = llvm.add %436, %19 : i64
    llvm.br ^bb39(%458 : i64)
  ^bb47:  // pred: ^bb39
    %459 = llvm.add %434, %19 : i64
    llvm.br ^bb37(%459 : i64)
  ^bb48:  // pred: ^bb37
    %460 = llvm.mlir.constant(1 : index) : i64
    %461 = llvm.mlir.constant(8 : index) : i64
    %462 = llvm.mlir.constant(16 : index) : i64
    %463 = llvm.mlir.constant(16 : index) : i64
    %464 = llvm.mlir.constant(1 : index) : i64
    %465 = llvm.mlir.constant(256 : index) : i64
    %466 = llvm.mlir.constant(2048 : index) : i64
    %467 = llvm.mlir.constant(2048 : index) : i64
    %468 = llvm.mlir.zero : !llvm.ptr
    %469 = llvm.getelementptr %468[%467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %470 = llvm.ptrtoint %469 : !llvm.ptr to i64
    %471 = llvm.mlir.constant(64 : index) : i64
    %472 = llvm.add %470, %471 : i64
    %473 = llvm.call @malloc(%472) : (i64) -> !llvm.ptr
    %474 = llvm.ptrtoint %473 : !llvm.ptr to i64
    %475 = llvm.mlir.constant(1 : index) : i64
    %476 = llvm.sub %471, %475 : i64
    %477 = llvm.add %474, %476 : i64
    %478 = llvm.urem %477, %471 : i64
    %479 = llvm.sub %477, %478 : i64
    %480 = llvm.inttoptr %479 : i64 to !llvm.ptr
    %481 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %482 = llvm.insertvalue %473, %481[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %483 = llvm.insertvalue %480, %482[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %484 = llvm.mlir.constant(0 : index) : i64
    %485 = llvm.insertvalue %484, %483[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %486 = llvm.insertvalue %460, %485[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %487 = llvm.insertvalue %461, %486[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %488 = llvm.insertvalue %462, %487[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %489 = llvm.insertvalue %463, %488[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %490 = llvm.insertvalue %466, %489[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %491 = llvm.insertvalue %465, %490[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %492 = llvm.insertvalue %463, %491[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %493 = llvm.insertvalue %464, %492[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb49(%20 : i64)
  ^bb49(%494: i64):  // 2 preds: ^bb48, ^bb59
    %495 = llvm.icmp "slt" %494, %19 : i64
    llvm.cond_br %495, ^bb50, ^bb60
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%20 : i64)
  ^bb51(%496: i64):  // 2 preds: ^bb50, ^bb58
    %497 = llvm.icmp "slt" %496, %15 : i64
    llvm.cond_br %497, ^bb52, ^bb59
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%20 : i64)
  ^bb53(%498: i64):  // 2 preds: ^bb52, ^bb57
    %499 = llvm.icmp "slt" %498, %16 : i64
    llvm.cond_br %499, ^bb54, ^bb58
  ^bb54:  // pred: ^bb53
    llvm.br ^bb55(%20 : i64)
  ^bb55(%500: i64):  // 2 preds: ^bb54, ^bb56
    %501 = llvm.icmp "slt" %500, %16 : i64
    llvm.cond_br %501, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %502 = llvm.extractvalue %433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %503 = llvm.mlir.constant(2048 : index) : i64
    %504 = llvm.mul %494, %503 overflow<nsw, nuw> : i64
    %505 = llvm.mlir.constant(256 : index) : i64
    %506 = llvm.mul %496, %505 overflow<nsw, nuw> : i64
    %507 = llvm.add %504, %506 overflow<nsw, nuw> : i64
    %508 = llvm.mlir.constant(16 : index) : i64
    %509 = llvm.mul %498, %508 overflow<nsw, nuw> : i64
    %510 = llvm.add %507, %509 overflow<nsw, nuw> : i64
    %511 = llvm.add %510, %500 overflow<nsw, nuw> : i64
    %512 = llvm.getelementptr inbounds|nuw %502[%511] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %513 = llvm.load %512 : !llvm.ptr -> f32
    %514 = llvm.extractvalue %493[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %515 = llvm.mlir.constant(2048 : index) : i64
    %516 = llvm.mul %494, %515 overflow<nsw, nuw> : i64
    %517 = llvm.mlir.constant(256 : index) : i64
    %518 = llvm.mul %496, %517 overflow<nsw, nuw> : i64
    %519 = llvm.add %516, %518 overflow<nsw, nuw> : i64
    %520 = llvm.mlir.constant(16 : index) : i64
    %521 = llvm.mul %498, %520 overflow<nsw, nuw> : i64
    %522 = llvm.add %519, %521 overflow<nsw, nuw> : i64
    %523 = llvm.add %522, %500 overflow<nsw, nuw> : i64
    %524 = llvm.getelementptr inbounds|nuw %514[%523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %513, %524 : f32, !llvm.ptr
    %525 = llvm.add %500, %19 : i64
    llvm.br ^bb55(%525 : i64)
  ^bb57:  // pred: ^bb55
    %526 = llvm.add %498, %19 : i64
    llvm.br ^bb53(%526 : i64)
  ^bb58:  // pred: ^bb53
    %527 = llvm.add %496, %19 : i64
    llvm.br ^bb51(%527 : i64)
  ^bb59:  // pred: ^bb51
    %528 = llvm.add %494, %19 : i64
    llvm.br ^bb49(%528 : i64)
  ^bb60:  // pred: ^bb49
    llvm.br ^bb61(%20 : i64)
  ^bb61(%529: i64):  // 2 preds: ^bb60, ^bb80
    %530 = llvm.icmp "slt" %529, %19 : i64
    llvm.cond_br %530, ^bb62, ^bb81
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%20 : i64)
  ^bb63(%531: i64):  // 2 preds: ^bb62, ^bb79
    %532 = llvm.icmp "slt" %531, %15 : i64
    llvm.cond_br %532, ^bb64, ^bb80
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%20 : i64)
  ^bb65(%533: i64):  // 2 preds: ^bb64, ^bb78
    %534 = llvm.icmp "slt" %533, %16 : i64
    llvm.cond_br %534, ^bb66, ^bb79
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67(%20 : i64)
  ^bb67(%535: i64):  // 2 preds: ^bb66, ^bb77
    %536 = llvm.icmp "slt" %535, %16 : i64
    llvm.cond_br %536, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%20 : i64)
  ^bb69(%537: i64):  // 2 preds: ^bb68, ^bb76
    %538 = llvm.icmp "slt" %537, %18 : i64
    llvm.cond_br %538, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%20 : i64)
  ^bb71(%539: i64):  // 2 preds: ^bb70, ^bb75
    %540 = llvm.icmp "slt" %539, %18 : i64
    llvm.cond_br %540, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%20 : i64)
  ^bb73(%541: i64):  // 2 preds: ^bb72, ^bb74
    %542 = llvm.icmp "slt" %541, %18 : i64
    llvm.cond_br %542, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %543 = llvm.add %533, %539 : i64
    %544 = llvm.add %535, %541 : i64
    %545 = llvm.extractvalue %304[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %546 = llvm.mlir.constant(972 : index) : i64
    %547 = llvm.mul %529, %546 overflow<nsw, nuw> : i64
    %548 = llvm.mlir.constant(324 : index) : i64
    %549 = llvm.mul %537, %548 overflow<nsw, nuw> : i64
    %550 = llvm.add %547, %549 overflow<nsw, nuw> : i64
    %551 = llvm.mlir.constant(18 : index) : i64
    %552 = llvm.mul %543, %551 overflow<nsw, nuw> : i64
    %553 = llvm.add %550, %552 overflow<nsw, nuw> : i64
    %554 = llvm.add %553, %544 overflow<nsw, nuw> : i64
    %555 = llvm.getelementptr inbounds|nuw %545[%554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %556 = llvm.load %555 : !llvm.ptr -> f32
    %557 = llvm.extractvalue %197[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %558 = llvm.mlir.constant(27 : index) : i64
    %559 = llvm.mul %531, %558 overflow<nsw, nuw> : i64
    %560 = llvm.mlir.constant(9 : index) : i64
    %561 = llvm.mul %537, %560 overflow<nsw, nuw> : i64
    %562 = llvm.add %559, %561 overflow<nsw, nuw> : i64
    %563 = llvm.mlir.constant(3 : index) : i64
    %564 = llvm.mul %539, %563 overflow<nsw, nuw> : i64
    %565 = llvm.add %562, %564 overflow<nsw, nuw> : i64
    %566 = llvm.add %565, %541 overflow<nsw, nuw> : i64
    %567 = llvm.getelementptr inbounds|nuw %557[%566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %568 = llvm.load %567 : !llvm.ptr -> f32
    %569 = llvm.extractvalue %493[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %570 = llvm.mlir.constant(2048 : index) : i64
    %571 = llvm.mul %529, %570 overflow<nsw, nuw> : i64
    %572 = llvm.mlir.constant(256 : index) : i64
    %573 = llvm.mul %531, %572 overflow<nsw, nuw> : i64
    %574 = llvm.add %571, %573 overflow<nsw, nuw> : i64
    %575 = llvm.mlir.constant(16 : index) : i64
    %576 = llvm.mul %533, %575 overflow<nsw, nuw> : i64
    %577 = llvm.add %574, %576 overflow<nsw, nuw> : i64
    %578 = llvm.add %577, %535 overflow<nsw, nuw> : i64
    %579 = llvm.getelementptr inbounds|nuw %569[%578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %580 = llvm.load %579 : !llvm.ptr -> f32
    %581 = llvm.fmul %556, %568 : f32
    %582 = llvm.fadd %580, %581 : f32
    %583 = llvm.extractvalue %493[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %584 = llvm.mlir.constant(2048 : index) : i64
    %585 = llvm.mul %529, %584 overflow<nsw, nuw> : i64
    %586 = llvm.mlir.constant(256 : index) : i64
    %587 = llvm.mul %531, %586 overflow<nsw, nuw> : i64
    %588 = llvm.add %585, %587 overflow<nsw, nuw> : i64
    %589 = llvm.mlir.constant(16 : index) : i64
    %590 = llvm.mul %533, %589 overflow<nsw, nuw> : i64
    %591 = llvm.add %588, %590 overflow<nsw, nuw> : i64
    %592 = llvm.add %591, %535 overflow<nsw, nuw> : i64
    %593 = llvm.getelementptr inbounds|nuw %583[%592] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %582, %593 : f32, !llvm.ptr
    %594 = llvm.add %541, %19 : i64
    llvm.br ^bb73(%594 : i64)
  ^bb75:  // pred: ^bb73
    %595 = llvm.add %539, %19 : i64
    llvm.br ^bb71(%595 : i64)
  ^bb76:  // pred: ^bb71
    %596 = llvm.add %537, %19 : i64
    llvm.br ^bb69(%596 : i64)
  ^bb77:  // pred: ^bb69
    %597 = llvm.add %535, %19 : i64
    llvm.br ^bb67(%597 : i64)
  ^bb78:  // pred: ^bb67
    %598 = llvm.add %533, %19 : i64
    llvm.br ^bb65(%598 : i64)
  ^bb79:  // pred: ^bb65
    %599 = llvm.add %531, %19 : i64
    llvm.br ^bb63(%599 : i64)
  ^bb80:  // pred: ^bb63
    %600 = llvm.add %529, %19 : i64
    llvm.br ^bb61(%600 : i64)
  ^bb81:  // pred: ^bb61
    %601 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %602 = llvm.extractvalue %153[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %603 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %604 = llvm.insertvalue %602, %601[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %605 = llvm.insertvalue %603, %604[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %606 = llvm.mlir.constant(0 : index) : i64
    %607 = llvm.insertvalue %606, %605[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %608 = llvm.mlir.constant(8 : index) : i64
    %609 = llvm.insertvalue %608, %607[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %610 = llvm.mlir.constant(1 : index) : i64
    %611 = llvm.insertvalue %610, %609[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %612 = llvm.mlir.constant(1 : index) : i64
    %613 = llvm.insertvalue %612, %611[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %614 = llvm.mlir.constant(1 : index) : i64
    %615 = llvm.insertvalue %614, %613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %616 = llvm.mlir.constant(1 : index) : i64
    %617 = llvm.insertvalue %616, %615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %618 = llvm.mlir.constant(1 : index) : i64
    %619 = llvm.insertvalue %618, %617[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %620 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %621 = llvm.extractvalue %169[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %622 = llvm.extractvalue %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %623 = llvm.insertvalue %621, %620[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %624 = llvm.insertvalue %622, %623[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %625 = llvm.mlir.constant(0 : index) : i64
    %626 = llvm.insertvalue %625, %624[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %627 = llvm.mlir.constant(8 : index) : i64
    %628 = llvm.insertvalue %627, %626[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %629 = llvm.mlir.constant(1 : index) : i64
    %630 = llvm.insertvalue %629, %628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %631 = llvm.mlir.constant(1 : index) : i64
    %632 = llvm.insertvalue %631, %630[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %633 = llvm.mlir.constant(1 : index) : i64
    %634 = llvm.insertvalue %633, %632[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %635 = llvm.mlir.constant(1 : index) : i64
    %636 = llvm.insertvalue %635, %634[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %637 = llvm.mlir.constant(1 : index) : i64
    %638 = llvm.insertvalue %637, %636[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %639 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %640 = llvm.extractvalue %137[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %641 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %642 = llvm.insertvalue %640, %639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %643 = llvm.insertvalue %641, %642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %644 = llvm.mlir.constant(0 : index) : i64
    %645 = llvm.insertvalue %644, %643[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %646 = llvm.mlir.constant(8 : index) : i64
    %647 = llvm.insertvalue %646, %645[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %648 = llvm.mlir.constant(1 : index) : i64
    %649 = llvm.insertvalue %648, %647[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %650 = llvm.mlir.constant(1 : index) : i64
    %651 = llvm.insertvalue %650, %649[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %652 = llvm.mlir.constant(1 : index) : i64
    %653 = llvm.insertvalue %652, %651[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %654 = llvm.mlir.constant(1 : index) : i64
    %655 = llvm.insertvalue %654, %653[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %656 = llvm.mlir.constant(1 : index) : i64
    %657 = llvm.insertvalue %656, %655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %658 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %659 = llvm.extractvalue %121[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %660 = llvm.extractvalue %121[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %661 = llvm.insertvalue %659, %658[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %662 = llvm.insertvalue %660, %661[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.mlir.constant(0 : index) : i64
    %664 = llvm.insertvalue %663, %662[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %665 = llvm.mlir.constant(8 : index) : i64
    %666 = llvm.insertvalue %665, %664[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %667 = llvm.mlir.constant(1 : index) : i64
    %668 = llvm.insertvalue %667, %666[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %669 = llvm.mlir.constant(1 : index) : i64
    %670 = llvm.insertvalue %669, %668[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %671 = llvm.mlir.constant(1 : index) : i64
    %672 = llvm.insertvalue %671, %670[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %673 = llvm.mlir.constant(1 : index) : i64
    %674 = llvm.insertvalue %673, %672[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %675 = llvm.mlir.constant(1 : index) : i64
    %676 = llvm.insertvalue %675, %674[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %677 = llvm.mlir.constant(1 : index) : i64
    %678 = llvm.mlir.constant(8 : index) : i64
    %679 = llvm.mlir.constant(8 : index) : i64
    %680 = llvm.mlir.constant(8 : index) : i64
    %681 = llvm.mlir.constant(1 : index) : i64
    %682 = llvm.mlir.constant(64 : index) : i64
    %683 = llvm.mlir.constant(512 : index) : i64
    %684 = llvm.mlir.constant(512 : index) : i64
    %685 = llvm.mlir.zero : !llvm.ptr
    %686 = llvm.getelementptr %685[%684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %687 = llvm.ptrtoint %686 : !llvm.ptr to i64
    %688 = llvm.mlir.constant(64 : index) : i64
    %689 = llvm.add %687, %688 : i64
    %690 = llvm.call @malloc(%689) : (i64) -> !llvm.ptr
    %691 = llvm.ptrtoint %690 : !llvm.ptr to i64
    %692 = llvm.mlir.constant(1 : index) : i64
    %693 = llvm.sub %688, %692 : i64
    %694 = llvm.add %691, %693 : i64
    %695 = llvm.urem %694, %688 : i64
    %696 = llvm.sub %694, %695 : i64
    %697 = llvm.inttoptr %696 : i64 to !llvm.ptr
    %698 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %699 = llvm.insertvalue %690, %698[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %700 = llvm.insertvalue %697, %699[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %701 = llvm.mlir.constant(0 : index) : i64
    %702 = llvm.insertvalue %701, %700[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %703 = llvm.insertvalue %677, %702[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %704 = llvm.insertvalue %678, %703[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %705 = llvm.insertvalue %679, %704[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %706 = llvm.insertvalue %680, %705[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %707 = llvm.insertvalue %683, %706[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %708 = llvm.insertvalue %682, %707[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %709 = llvm.insertvalue %680, %708[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %710 = llvm.insertvalue %681, %709[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb82(%20 : i64)
  ^bb82(%711: i64):  // 2 preds: ^bb81, ^bb92
    %712 = llvm.icmp "slt" %711, %19 : i64
    llvm.cond_br %712, ^bb83, ^bb93
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%20 : i64)
  ^bb84(%713: i64):  // 2 preds: ^bb83, ^bb91
    %714 = llvm.icmp "slt" %713, %15 : i64
    llvm.cond_br %714, ^bb85, ^bb92
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%20 : i64)
  ^bb86(%715: i64):  // 2 preds: ^bb85, ^bb90
    %716 = llvm.icmp "slt" %715, %15 : i64
    llvm.cond_br %716, ^bb87, ^bb91
  ^bb87:  // pred: ^bb86
    llvm.br ^bb88(%20 : i64)
  ^bb88(%717: i64):  // 2 preds: ^bb87, ^bb89
    %718 = llvm.icmp "slt" %717, %15 : i64
    llvm.cond_br %718, ^bb89, ^bb90
  ^bb89:  // pred: ^bb88
    %719 = llvm.extractvalue %710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %720 = llvm.mlir.constant(512 : index) : i64
    %721 = llvm.mul %711, %720 overflow<nsw, nuw> : i64
    %722 = llvm.mlir.constant(64 : index) : i64
    %723 = llvm.mul %713, %722 overflow<nsw, nuw> : i64
    %724 = llvm.add %721, %723 overflow<nsw, nuw> : i64
    %725 = llvm.mlir.constant(8 : index) : i64
    %726 = llvm.mul %715, %725 overflow<nsw, nuw> : i64
    %727 = llvm.add %724, %726 overflow<nsw, nuw> : i64
    %728 = llvm.add %727, %717 overflow<nsw, nuw> : i64
    %729 = llvm.getelementptr inbounds|nuw %719[%728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %729 : f32, !llvm.ptr
    %730 = llvm.add %717, %19 : i64
    llvm.br ^bb88(%730 : i64)
  ^bb90:  // pred: ^bb88
    %731 = llvm.add %715, %19 : i64
    llvm.br ^bb86(%731 : i64)
  ^bb91:  // pred: ^bb86
    %732 = llvm.add %713, %19 : i64
    llvm.br ^bb84(%732 : i64)
  ^bb92:  // pred: ^bb84
    %733 = llvm.add %711, %19 : i64
    llvm.br ^bb82(%733 : i64)
  ^bb93:  // pred: ^bb82
    %734 = llvm.mlir.constant(2 : index) : i64
    %735 = llvm.mlir.constant(2 : index) : i64
    %736 = llvm.mlir.constant(1 : index) : i64
    %737 = llvm.mlir.constant(4 : index) : i64
    %738 = llvm.mlir.zero : !llvm.ptr
    %739 = llvm.getelementptr %738[%737] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %740 = llvm.ptrtoint %739 : !llvm.ptr to i64
    %741 = llvm.mlir.constant(64 : index) : i64
    %742 = llvm.add %740, %741 : i64
    %743 = llvm.call @malloc(%742) : (i64) -> !llvm.ptr
    %744 = llvm.ptrtoint %743 : !llvm.ptr to i64
    %745 = llvm.mlir.constant(1 : index) : i64
    %746 = llvm.sub %741, %745 : i64
    %747 = llvm.add %744, %746 : i64
    %748 = llvm.urem %747, %741 : i64
    %749 = llvm.sub %747, %748 : i64
    %750 = llvm.inttoptr %749 : i64 to !llvm.ptr
    %751 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %752 = llvm.insertvalue %743, %751[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %753 = llvm.insertvalue %750, %752[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %754 = llvm.mlir.constant(0 : index) : i64
    %755 = llvm.insertvalue %754, %753[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %756 = llvm.insertvalue %734, %755[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %757 = llvm.insertvalue %735, %756[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %758 = llvm.insertvalue %735, %757[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %759 = llvm.insertvalue %736, %758[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %760 = llvm.mlir.constant(1 : index) : i64
    %761 = llvm.mlir.constant(8 : index) : i64
    %762 = llvm.mlir.constant(8 : index) : i64
    %763 = llvm.mlir.constant(8 : index) : i64
    %764 = llvm.mlir.constant(1 : index) : i64
    %765 = llvm.mlir.constant(64 : index) : i64
    %766 = llvm.mlir.constant(512 : index) : i64
    %767 = llvm.mlir.constant(512 : index) : i64
    %768 = llvm.mlir.zero : !llvm.ptr
    %769 = llvm.getelementptr %768[%767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %770 = llvm.ptrtoint %769 : !llvm.ptr to i64
    %771 = llvm.mlir.constant(64 : index) : i64
    %772 = llvm.add %770, %771 : i64
    %773 = llvm.call @malloc(%772) : (i64) -> !llvm.ptr
    %774 = llvm.ptrtoint %773 : !llvm.ptr to i64
    %775 = llvm.mlir.constant(1 : index) : i64
    %776 = llvm.sub %771, %775 : i64
    %777 = llvm.add %774, %776 : i64
    %778 = llvm.urem %777, %771 : i64
    %779 = llvm.sub %777, %778 : i64
    %780 = llvm.inttoptr %779 : i64 to !llvm.ptr
    %781 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %782 = llvm.insertvalue %773, %781[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %783 = llvm.insertvalue %780, %782[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %784 = llvm.mlir.constant(0 : index) : i64
    %785 = llvm.insertvalue %784, %783[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %786 = llvm.insertvalue %760, %785[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %787 = llvm.insertvalue %761, %786[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %788 = llvm.insertvalue %762, %787[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %789 = llvm.insertvalue %763, %788[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %790 = llvm.insertvalue %766, %789[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %791 = llvm.insertvalue %765, %790[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %792 = llvm.insertvalue %763, %791[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %793 = llvm.insertvalue %764, %792[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%20 : i64)
  ^bb94(%794: i64):  // 2 preds: ^bb93, ^bb104
    %795 = llvm.icmp "slt" %794, %19 : i64
    llvm.cond_br %795, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%20 : i64)
  ^bb96(%796: i64):  // 2 preds: ^bb95, ^bb103
    %797 = llvm.icmp "slt" %796, %15 : i64
    llvm.cond_br %797, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%20 : i64)
  ^bb98(%798: i64):  // 2 preds: ^bb97, ^bb102
    %799 = llvm.icmp "slt" %798, %15 : i64
    llvm.cond_br %799, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%20 : i64)
  ^bb100(%800: i64):  // 2 preds: ^bb99, ^bb101
    %801 = llvm.icmp "slt" %800, %15 : i64
    llvm.cond_br %801, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %802 = llvm.extractvalue %710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %803 = llvm.mlir.constant(512 : index) : i64
    %804 = llvm.mul %794, %803 overflow<nsw, nuw> : i64
    %805 = llvm.mlir.constant(64 : index) : i64
    %806 = llvm.mul %796, %805 overflow<nsw, nuw> : i64
    %807 = llvm.add %804, %806 overflow<nsw, nuw> : i64
    %808 = llvm.mlir.constant(8 : index) : i64
    %809 = llvm.mul %798, %808 overflow<nsw, nuw> : i64
    %810 = llvm.add %807, %809 overflow<nsw, nuw> : i64
    %811 = llvm.add %810, %800 overflow<nsw, nuw> : i64
    %812 = llvm.getelementptr inbounds|nuw %802[%811] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %813 = llvm.load %812 : !llvm.ptr -> f32
    %814 = llvm.extractvalue %793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %815 = llvm.mlir.constant(512 : index) : i64
    %816 = llvm.mul %794, %815 overflow<nsw, nuw> : i64
    %817 = llvm.mlir.constant(64 : index) : i64
    %818 = llvm.mul %796, %817 overflow<nsw, nuw> : i64
    %819 = llvm.add %816, %818 overflow<nsw, nuw> : i64
    %820 = llvm.mlir.constant(8 : index) : i64
    %821 = llvm.mul %798, %820 overflow<nsw, nuw> : i64
    %822 = llvm.add %819, %821 overflow<nsw, nuw> : i64
    %823 = llvm.add %822, %800 overflow<nsw, nuw> : i64
    %824 = llvm.getelementptr inbounds|nuw %814[%823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %813, %824 : f32, !llvm.ptr
    %825 = llvm.add %800, %19 : i64
    llvm.br ^bb100(%825 : i64)
  ^bb102:  // pred: ^bb100
    %826 = llvm.add %798, %19 : i64
    llvm.br ^bb98(%826 : i64)
  ^bb103:  // pred: ^bb98
    %827 = llvm.add %796, %19 : i64
    llvm.br ^bb96(%827 : i64)
  ^bb104:  // pred: ^bb96
    %828 = llvm.add %794, %19 : i64
    llvm.br ^bb94(%828 : i64)
  ^bb105:  // pred: ^bb94
    llvm.br ^bb106(%20 : i64)
  ^bb106(%829: i64):  // 2 preds: ^bb105, ^bb122
    %830 = llvm.icmp "slt" %829, %19 : i64
    llvm.cond_br %830, ^bb107, ^bb123
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%20 : i64)
  ^bb108(%831: i64):  // 2 preds: ^bb107, ^bb121
    %832 = llvm.icmp "slt" %831, %15 : i64
    llvm.cond_br %832, ^bb109, ^bb122
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%20 : i64)
  ^bb110(%833: i64):  // 2 preds: ^bb109, ^bb120
    %834 = llvm.icmp "slt" %833, %15 : i64
    llvm.cond_br %834, ^bb111, ^bb121
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%20 : i64)
  ^bb112(%835: i64):  // 2 preds: ^bb111, ^bb119
    %836 = llvm.icmp "slt" %835, %15 : i64
    llvm.cond_br %836, ^bb113, ^bb120
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%20 : i64)
  ^bb114(%837: i64):  // 2 preds: ^bb113, ^bb118
    %838 = llvm.icmp "slt" %837, %14 : i64
    llvm.cond_br %838, ^bb115, ^bb119
  ^bb115:  // pred: ^bb114
    llvm.br ^bb116(%20 : i64)
  ^bb116(%839: i64):  // 2 preds: ^bb115, ^bb117
    %840 = llvm.icmp "slt" %839, %14 : i64
    llvm.cond_br %840, ^bb117, ^bb118
  ^bb117:  // pred: ^bb116
    %841 = llvm.mul %833, %14 overflow<nsw> : i64
    %842 = llvm.add %841, %837 : i64
    %843 = llvm.mul %835, %14 overflow<nsw> : i64
    %844 = llvm.add %843, %839 : i64
    %845 = llvm.extractvalue %493[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %846 = llvm.mlir.constant(2048 : index) : i64
    %847 = llvm.mul %829, %846 overflow<nsw, nuw> : i64
    %848 = llvm.mlir.constant(256 : index) : i64
    %849 = llvm.mul %831, %848 overflow<nsw, nuw> : i64
    %850 = llvm.add %847, %849 overflow<nsw, nuw> : i64
    %851 = llvm.mlir.constant(16 : index) : i64
    %852 = llvm.mul %842, %851 overflow<nsw, nuw> : i64
    %853 = llvm.add %850, %852 overflow<nsw, nuw> : i64
    %854 = llvm.add %853, %844 overflow<nsw, nuw> : i64
    %855 = llvm.getelementptr inbounds|nuw %845[%854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %856 = llvm.load %855 : !llvm.ptr -> f32
    %857 = llvm.extractvalue %638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %858 = llvm.add %831, %20 overflow<nsw, nuw> : i64
    %859 = llvm.add %858, %20 overflow<nsw, nuw> : i64
    %860 = llvm.getelementptr inbounds|nuw %857[%859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %861 = llvm.load %860 : !llvm.ptr -> f32
    %862 = llvm.extractvalue %619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %863 = llvm.add %831, %20 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %20 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %862[%864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %866 = llvm.load %865 : !llvm.ptr -> f32
    %867 = llvm.extractvalue %657[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.add %831, %20 overflow<nsw, nuw> : i64
    %869 = llvm.add %868, %20 overflow<nsw, nuw> : i64
    %870 = llvm.getelementptr inbounds|nuw %867[%869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %871 = llvm.load %870 : !llvm.ptr -> f32
    %872 = llvm.extractvalue %676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %873 = llvm.add %831, %20 overflow<nsw, nuw> : i64
    %874 = llvm.add %873, %20 overflow<nsw, nuw> : i64
    %875 = llvm.getelementptr inbounds|nuw %872[%874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %876 = llvm.load %875 : !llvm.ptr -> f32
    %877 = llvm.extractvalue %793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %878 = llvm.mlir.constant(512 : index) : i64
    %879 = llvm.mul %829, %878 overflow<nsw, nuw> : i64
    %880 = llvm.mlir.constant(64 : index) : i64
    %881 = llvm.mul %831, %880 overflow<nsw, nuw> : i64
    %882 = llvm.add %879, %881 overflow<nsw, nuw> : i64
    %883 = llvm.mlir.constant(8 : index) : i64
    %884 = llvm.mul %833, %883 overflow<nsw, nuw> : i64
    %885 = llvm.add %882, %884 overflow<nsw, nuw> : i64
    %886 = llvm.add %885, %835 overflow<nsw, nuw> : i64
    %887 = llvm.getelementptr inbounds|nuw %877[%886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %888 = llvm.load %887 : !llvm.ptr -> f32
    %889 = llvm.fptrunc %22 : f64 to f32
    %890 = llvm.fadd %866, %889 : f32
    %891 = llvm.intr.sqrt(%890) : (f32) -> f32
    %892 = llvm.fdiv %25, %891 : f32
    %893 = llvm.fsub %856, %861 : f32
    %894 = llvm.fmul %893, %892 : f32
    %895 = llvm.fmul %894, %871 : f32
    %896 = llvm.fadd %895, %876 : f32
    %897 = llvm.fcmp "ugt" %896, %24 : f32
    %898 = llvm.select %897, %896, %24 : i1, f32
    %899 = llvm.intr.maximum(%888, %898) : (f32, f32) -> f32
    %900 = llvm.extractvalue %793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %901 = llvm.mlir.constant(512 : index) : i64
    %902 = llvm.mul %829, %901 overflow<nsw, nuw> : i64
    %903 = llvm.mlir.constant(64 : index) : i64
    %904 = llvm.mul %831, %903 overflow<nsw, nuw> : i64
    %905 = llvm.add %902, %904 overflow<nsw, nuw> : i64
    %906 = llvm.mlir.constant(8 : index) : i64
    %907 = llvm.mul %833, %906 overflow<nsw, nuw> : i64
    %908 = llvm.add %905, %907 overflow<nsw, nuw> : i64
    %909 = llvm.add %908, %835 overflow<nsw, nuw> : i64
    %910 = llvm.getelementptr inbounds|nuw %900[%909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %899, %910 : f32, !llvm.ptr
    %911 = llvm.add %839, %19 : i64
    llvm.br ^bb116(%911 : i64)
  ^bb118:  // pred: ^bb116
    %912 = llvm.add %837, %19 : i64
    llvm.br ^bb114(%912 : i64)
  ^bb119:  // pred: ^bb114
    %913 = llvm.add %835, %19 : i64
    llvm.br ^bb112(%913 : i64)
  ^bb120:  // pred: ^bb112
    %914 = llvm.add %833, %19 : i64
    llvm.br ^bb110(%914 : i64)
  ^bb121:  // pred: ^bb110
    %915 = llvm.add %831, %19 : i64
    llvm.br ^bb108(%915 : i64)
  ^bb122:  // pred: ^bb108
    %916 = llvm.add %829, %19 : i64
    llvm.br ^bb106(%916 : i64)
  ^bb123:  // pred: ^bb106
    %917 = llvm.mlir.constant(1 : index) : i64
    %918 = llvm.mlir.constant(8 : index) : i64
    %919 = llvm.mlir.constant(6 : index) : i64
    %920 = llvm.mlir.constant(6 : index) : i64
    %921 = llvm.mlir.constant(1 : index) : i64
    %922 = llvm.mlir.constant(36 : index) : i64
    %923 = llvm.mlir.constant(288 : index) : i64
    %924 = llvm.mlir.constant(288 : index) : i64
    %925 = llvm.mlir.zero : !llvm.ptr
    %926 = llvm.getelementptr %925[%924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %927 = llvm.ptrtoint %926 : !llvm.ptr to i64
    %928 = llvm.mlir.constant(64 : index) : i64
    %929 = llvm.add %927, %928 : i64
    %930 = llvm.call @malloc(%929) : (i64) -> !llvm.ptr
    %931 = llvm.ptrtoint %930 : !llvm.ptr to i64
    %932 = llvm.mlir.constant(1 : index) : i64
    %933 = llvm.sub %928, %932 : i64
    %934 = llvm.add %931, %933 : i64
    %935 = llvm.urem %934, %928 : i64
    %936 = llvm.sub %934, %935 : i64
    %937 = llvm.inttoptr %936 : i64 to !llvm.ptr
    %938 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %939 = llvm.insertvalue %930, %938[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %940 = llvm.insertvalue %937, %939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %941 = llvm.mlir.constant(0 : index) : i64
    %942 = llvm.insertvalue %941, %940[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %943 = llvm.insertvalue %917, %942[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %944 = llvm.insertvalue %918, %943[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %945 = llvm.insertvalue %919, %944[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %946 = llvm.insertvalue %920, %945[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %947 = llvm.insertvalue %923, %946[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %948 = llvm.insertvalue %922, %947[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %949 = llvm.insertvalue %920, %948[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %950 = llvm.insertvalue %921, %949[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb124(%20 : i64)
  ^bb124(%951: i64):  // 2 preds: ^bb123, ^bb134
    %952 = llvm.icmp "slt" %951, %19 : i64
    llvm.cond_br %952, ^bb125, ^bb135
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%20 : i64)
  ^bb126(%953: i64):  // 2 preds: ^bb125, ^bb133
    %954 = llvm.icmp "slt" %953, %15 : i64
    llvm.cond_br %954, ^bb127, ^bb134
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%20 : i64)
  ^bb128(%955: i64):  // 2 preds: ^bb127, ^bb132
    %956 = llvm.icmp "slt" %955, %13 : i64
    llvm.cond_br %956, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130(%20 : i64)
  ^bb130(%957: i64):  // 2 preds: ^bb129, ^bb131
    %958 = llvm.icmp "slt" %957, %13 : i64
    llvm.cond_br %958, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %959 = llvm.extractvalue %77[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %960 = llvm.getelementptr inbounds|nuw %959[%953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %961 = llvm.load %960 : !llvm.ptr -> f32
    %962 = llvm.extractvalue %950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %963 = llvm.mlir.constant(288 : index) : i64
    %964 = llvm.mul %951, %963 overflow<nsw, nuw> : i64
    %965 = llvm.mlir.constant(36 : index) : i64
    %966 = llvm.mul %953, %965 overflow<nsw, nuw> : i64
    %967 = llvm.add %964, %966 overflow<nsw, nuw> : i64
    %968 = llvm.mlir.constant(6 : index) : i64
    %969 = llvm.mul %955, %968 overflow<nsw, nuw> : i64
    %970 = llvm.add %967, %969 overflow<nsw, nuw> : i64
    %971 = llvm.add %970, %957 overflow<nsw, nuw> : i64
    %972 = llvm.getelementptr inbounds|nuw %962[%971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %961, %972 : f32, !llvm.ptr
    %973 = llvm.add %957, %19 : i64
    llvm.br ^bb130(%973 : i64)
  ^bb132:  // pred: ^bb130
    %974 = llvm.add %955, %19 : i64
    llvm.br ^bb128(%974 : i64)
  ^bb133:  // pred: ^bb128
    %975 = llvm.add %953, %19 : i64
    llvm.br ^bb126(%975 : i64)
  ^bb134:  // pred: ^bb126
    %976 = llvm.add %951, %19 : i64
    llvm.br ^bb124(%976 : i64)
  ^bb135:  // pred: ^bb124
    %977 = llvm.mlir.constant(1 : index) : i64
    %978 = llvm.mlir.constant(8 : index) : i64
    %979 = llvm.mlir.constant(6 : index) : i64
    %980 = llvm.mlir.constant(6 : index) : i64
    %981 = llvm.mlir.constant(1 : index) : i64
    %982 = llvm.mlir.constant(36 : index) : i64
    %983 = llvm.mlir.constant(288 : index) : i64
    %984 = llvm.mlir.constant(288 : index) : i64
    %985 = llvm.mlir.zero : !llvm.ptr
    %986 = llvm.getelementptr %985[%984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %987 = llvm.ptrtoint %986 : !llvm.ptr to i64
    %988 = llvm.mlir.constant(64 : index) : i64
    %989 = llvm.add %987, %988 : i64
    %990 = llvm.call @malloc(%989) : (i64) -> !llvm.ptr
    %991 = llvm.ptrtoint %990 : !llvm.ptr to i64
    %992 = llvm.mlir.constant(1 : index) : i64
    %993 = llvm.sub %988, %992 : i64
    %994 = llvm.add %991, %993 : i64
    %995 = llvm.urem %994, %988 : i64
    %996 = llvm.sub %994, %995 : i64
    %997 = llvm.inttoptr %996 : i64 to !llvm.ptr
    %998 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.insertvalue %990, %998[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1000 = llvm.insertvalue %997, %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1001 = llvm.mlir.constant(0 : index) : i64
    %1002 = llvm.insertvalue %1001, %1000[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1003 = llvm.insertvalue %977, %1002[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1004 = llvm.insertvalue %978, %1003[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1005 = llvm.insertvalue %979, %1004[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1006 = llvm.insertvalue %980, %1005[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1007 = llvm.insertvalue %983, %1006[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1008 = llvm.insertvalue %982, %1007[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1009 = llvm.insertvalue %980, %1008[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1010 = llvm.insertvalue %981, %1009[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb136(%20 : i64)
  ^bb136(%1011: i64):  // 2 preds: ^bb135, ^bb146
    %1012 = llvm.icmp "slt" %1011, %19 : i64
    llvm.cond_br %1012, ^bb137, ^bb147
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%20 : i64)
  ^bb138(%1013: i64):  // 2 preds: ^bb137, ^bb145
    %1014 = llvm.icmp "slt" %1013, %15 : i64
    llvm.cond_br %1014, ^bb139, ^bb146
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%20 : i64)
  ^bb140(%1015: i64):  // 2 preds: ^bb139, ^bb144
    %1016 = llvm.icmp "slt" %1015, %13 : i64
    llvm.cond_br %1016, ^bb141, ^bb145
  ^bb141:  // pred: ^bb140
    llvm.br ^bb142(%20 : i64)
  ^bb142(%1017: i64):  // 2 preds: ^bb141, ^bb143
    %1018 = llvm.icmp "slt" %1017, %13 : i64
    llvm.cond_br %1018, ^bb143, ^bb144
  ^bb143:  // pred: ^bb142
    %1019 = llvm.extractvalue %950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1020 = llvm.mlir.constant(288 : index) : i64
    %1021 = llvm.mul %1011, %1020 overflow<nsw, nuw> : i64
    %1022 = llvm.mlir.constant(36 : index) : i64
    %1023 = llvm.mul %1013, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.add %1021, %1023 overflow<nsw, nuw> : i64
    %1025 = llvm.mlir.constant(6 : index) : i64
    %1026 = llvm.mul %1015, %1025 overflow<nsw, nuw> : i64
    %1027 = llvm.add %1024, %1026 overflow<nsw, nuw> : i64
    %1028 = llvm.add %1027, %1017 overflow<nsw, nuw> : i64
    %1029 = llvm.getelementptr inbounds|nuw %1019[%1028] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1030 = llvm.load %1029 : !llvm.ptr -> f32
    %1031 = llvm.extractvalue %1010[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1032 = llvm.mlir.constant(288 : index) : i64
    %1033 = llvm.mul %1011, %1032 overflow<nsw, nuw> : i64
    %1034 = llvm.mlir.constant(36 : index) : i64
    %1035 = llvm.mul %1013, %1034 overflow<nsw, nuw> : i64
    %1036 = llvm.add %1033, %1035 overflow<nsw, nuw> : i64
    %1037 = llvm.mlir.constant(6 : index) : i64
    %1038 = llvm.mul %1015, %1037 overflow<nsw, nuw> : i64
    %1039 = llvm.add %1036, %1038 overflow<nsw, nuw> : i64
    %1040 = llvm.add %1039, %1017 overflow<nsw, nuw> : i64
    %1041 = llvm.getelementptr inbounds|nuw %1031[%1040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1030, %1041 : f32, !llvm.ptr
    %1042 = llvm.add %1017, %19 : i64
    llvm.br ^bb142(%1042 : i64)
  ^bb144:  // pred: ^bb142
    %1043 = llvm.add %1015, %19 : i64
    llvm.br ^bb140(%1043 : i64)
  ^bb145:  // pred: ^bb140
    %1044 = llvm.add %1013, %19 : i64
    llvm.br ^bb138(%1044 : i64)
  ^bb146:  // pred: ^bb138
    %1045 = llvm.add %1011, %19 : i64
    llvm.br ^bb136(%1045 : i64)
  ^bb147:  // pred: ^bb136
    llvm.br ^bb148(%20 : i64)
  ^bb148(%1046: i64):  // 2 preds: ^bb147, ^bb167
    %1047 = llvm.icmp "slt" %1046, %19 : i64
    llvm.cond_br %1047, ^bb149, ^bb168
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%20 : i64)
  ^bb150(%1048: i64):  // 2 preds: ^bb149, ^bb166
    %1049 = llvm.icmp "slt" %1048, %15 : i64
    llvm.cond_br %1049, ^bb151, ^bb167
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%20 : i64)
  ^bb152(%1050: i64):  // 2 preds: ^bb151, ^bb165
    %1051 = llvm.icmp "slt" %1050, %13 : i64
    llvm.cond_br %1051, ^bb153, ^bb166
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%20 : i64)
  ^bb154(%1052: i64):  // 2 preds: ^bb153, ^bb164
    %1053 = llvm.icmp "slt" %1052, %13 : i64
    llvm.cond_br %1053, ^bb155, ^bb165
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%20 : i64)
  ^bb156(%1054: i64):  // 2 preds: ^bb155, ^bb163
    %1055 = llvm.icmp "slt" %1054, %15 : i64
    llvm.cond_br %1055, ^bb157, ^bb164
  ^bb157:  // pred: ^bb156
    llvm.br ^bb158(%20 : i64)
  ^bb158(%1056: i64):  // 2 preds: ^bb157, ^bb162
    %1057 = llvm.icmp "slt" %1056, %18 : i64
    llvm.cond_br %1057, ^bb159, ^bb163
  ^bb159:  // pred: ^bb158
    llvm.br ^bb160(%20 : i64)
  ^bb160(%1058: i64):  // 2 preds: ^bb159, ^bb161
    %1059 = llvm.icmp "slt" %1058, %18 : i64
    llvm.cond_br %1059, ^bb161, ^bb162
  ^bb161:  // pred: ^bb160
    %1060 = llvm.add %1050, %1056 : i64
    %1061 = llvm.add %1052, %1058 : i64
    %1062 = llvm.extractvalue %793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1063 = llvm.mlir.constant(512 : index) : i64
    %1064 = llvm.mul %1046, %1063 overflow<nsw, nuw> : i64
    %1065 = llvm.mlir.constant(64 : index) : i64
    %1066 = llvm.mul %1054, %1065 overflow<nsw, nuw> : i64
    %1067 = llvm.add %1064, %1066 overflow<nsw, nuw> : i64
    %1068 = llvm.mlir.constant(8 : index) : i64
    %1069 = llvm.mul %1060, %1068 overflow<nsw, nuw> : i64
    %1070 = llvm.add %1067, %1069 overflow<nsw, nuw> : i64
    %1071 = llvm.add %1070, %1061 overflow<nsw, nuw> : i64
    %1072 = llvm.getelementptr inbounds|nuw %1062[%1071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1073 = llvm.load %1072 : !llvm.ptr -> f32
    %1074 = llvm.extractvalue %105[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1075 = llvm.mlir.constant(72 : index) : i64
    %1076 = llvm.mul %1048, %1075 overflow<nsw, nuw> : i64
    %1077 = llvm.mlir.constant(9 : index) : i64
    %1078 = llvm.mul %1054, %1077 overflow<nsw, nuw> : i64
    %1079 = llvm.add %1076, %1078 overflow<nsw, nuw> : i64
    %1080 = llvm.mlir.constant(3 : index) : i64
    %1081 = llvm.mul %1056, %1080 overflow<nsw, nuw> : i64
    %1082 = llvm.add %1079, %1081 overflow<nsw, nuw> : i64
    %1083 = llvm.add %1082, %1058 overflow<nsw, nuw> : i64
    %1084 = llvm.getelementptr inbounds|nuw %1074[%1083] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1085 = llvm.load %1084 : !llvm.ptr -> f32
    %1086 = llvm.extractvalue %1010[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1087 = llvm.mlir.constant(288 : index) : i64
    %1088 = llvm.mul %1046, %1087 overflow<nsw, nuw> : i64
    %1089 = llvm.mlir.constant(36 : index) : i64
    %1090 = llvm.mul %1048, %1089 overflow<nsw, nuw> : i64
    %1091 = llvm.add %1088, %1090 overflow<nsw, nuw> : i64
    %1092 = llvm.mlir.constant(6 : index) : i64
    %1093 = llvm.mul %1050, %1092 overflow<nsw, nuw> : i64
    %1094 = llvm.add %1091, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1094, %1052 overflow<nsw, nuw> : i64
    %1096 = llvm.getelementptr inbounds|nuw %1086[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1097 = llvm.load %1096 : !llvm.ptr -> f32
    %1098 = llvm.fmul %1073, %1085 : f32
    %1099 = llvm.fadd %1097, %1098 : f32
    %1100 = llvm.extractvalue %1010[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1101 = llvm.mlir.constant(288 : index) : i64
    %1102 = llvm.mul %1046, %1101 overflow<nsw, nuw> : i64
    %1103 = llvm.mlir.constant(36 : index) : i64
    %1104 = llvm.mul %1048, %1103 overflow<nsw, nuw> : i64
    %1105 = llvm.add %1102, %1104 overflow<nsw, nuw> : i64
    %1106 = llvm.mlir.constant(6 : index) : i64
    %1107 = llvm.mul %1050, %1106 overflow<nsw, nuw> : i64
    %1108 = llvm.add %1105, %1107 overflow<nsw, nuw> : i64
    %1109 = llvm.add %1108, %1052 overflow<nsw, nuw> : i64
    %1110 = llvm.getelementptr inbounds|nuw %1100[%1109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1099, %1110 : f32, !llvm.ptr
    %1111 = llvm.add %1058, %19 : i64
    llvm.br ^bb160(%1111 : i64)
  ^bb162:  // pred: ^bb160
    %1112 = llvm.add %1056, %19 : i64
    llvm.br ^bb158(%1112 : i64)
  ^bb163:  // pred: ^bb158
    %1113 = llvm.add %1054, %19 : i64
    llvm.br ^bb156(%1113 : i64)
  ^bb164:  // pred: ^bb156
    %1114 = llvm.add %1052, %19 : i64
    llvm.br ^bb154(%1114 : i64)
  ^bb165:  // pred: ^bb154
    %1115 = llvm.add %1050, %19 : i64
    llvm.br ^bb152(%1115 : i64)
  ^bb166:  // pred: ^bb152
    %1116 = llvm.add %1048, %19 : i64
    llvm.br ^bb150(%1116 : i64)
  ^bb167:  // pred: ^bb150
    %1117 = llvm.add %1046, %19 : i64
    llvm.br ^bb148(%1117 : i64)
  ^bb168:  // pred: ^bb148
    %1118 = llvm.mlir.constant(1 : index) : i64
    %1119 = llvm.mlir.constant(8 : index) : i64
    %1120 = llvm.mlir.constant(1 : index) : i64
    %1121 = llvm.mlir.constant(1 : index) : i64
    %1122 = llvm.mlir.constant(1 : index) : i64
    %1123 = llvm.mlir.constant(8 : index) : i64
    %1124 = llvm.mlir.zero : !llvm.ptr
    %1125 = llvm.getelementptr %1124[%1123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1126 = llvm.ptrtoint %1125 : !llvm.ptr to i64
    %1127 = llvm.mlir.constant(64 : index) : i64
    %1128 = llvm.add %1126, %1127 : i64
    %1129 = llvm.call @malloc(%1128) : (i64) -> !llvm.ptr
    %1130 = llvm.ptrtoint %1129 : !llvm.ptr to i64
    %1131 = llvm.mlir.constant(1 : index) : i64
    %1132 = llvm.sub %1127, %1131 : i64
    %1133 = llvm.add %1130, %1132 : i64
    %1134 = llvm.urem %1133, %1127 : i64
    %1135 = llvm.sub %1133, %1134 : i64
    %1136 = llvm.inttoptr %1135 : i64 to !llvm.ptr
    %1137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1138 = llvm.insertvalue %1129, %1137[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1139 = llvm.insertvalue %1136, %1138[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1140 = llvm.mlir.constant(0 : index) : i64
    %1141 = llvm.insertvalue %1140, %1139[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1142 = llvm.insertvalue %1118, %1141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1143 = llvm.insertvalue %1119, %1142[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1144 = llvm.insertvalue %1120, %1143[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1145 = llvm.insertvalue %1121, %1144[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1146 = llvm.insertvalue %1119, %1145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1147 = llvm.insertvalue %1120, %1146[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1148 = llvm.insertvalue %1121, %1147[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1149 = llvm.insertvalue %1122, %1148[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb169(%20 : i64)
  ^bb169(%1150: i64):  // 2 preds: ^bb168, ^bb179
    %1151 = llvm.icmp "slt" %1150, %19 : i64
    llvm.cond_br %1151, ^bb170, ^bb180
  ^bb170:  // pred: ^bb169
    llvm.br ^bb171(%20 : i64)
  ^bb171(%1152: i64):  // 2 preds: ^bb170, ^bb178
    %1153 = llvm.icmp "slt" %1152, %15 : i64
    llvm.cond_br %1153, ^bb172, ^bb179
  ^bb172:  // pred: ^bb171
    llvm.br ^bb173(%20 : i64)
  ^bb173(%1154: i64):  // 2 preds: ^bb172, ^bb177
    %1155 = llvm.icmp "slt" %1154, %19 : i64
    llvm.cond_br %1155, ^bb174, ^bb178
  ^bb174:  // pred: ^bb173
    llvm.br ^bb175(%20 : i64)
  ^bb175(%1156: i64):  // 2 preds: ^bb174, ^bb176
    %1157 = llvm.icmp "slt" %1156, %19 : i64
    llvm.cond_br %1157, ^bb176, ^bb177
  ^bb176:  // pred: ^bb175
    %1158 = llvm.extractvalue %1149[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1159 = llvm.mlir.constant(8 : index) : i64
    %1160 = llvm.mul %1150, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.add %1160, %1152 overflow<nsw, nuw> : i64
    %1162 = llvm.add %1161, %1154 overflow<nsw, nuw> : i64
    %1163 = llvm.add %1162, %1156 overflow<nsw, nuw> : i64
    %1164 = llvm.getelementptr inbounds|nuw %1158[%1163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %1164 : f32, !llvm.ptr
    %1165 = llvm.add %1156, %19 : i64
    llvm.br ^bb175(%1165 : i64)
  ^bb177:  // pred: ^bb175
    %1166 = llvm.add %1154, %19 : i64
    llvm.br ^bb173(%1166 : i64)
  ^bb178:  // pred: ^bb173
    %1167 = llvm.add %1152, %19 : i64
    llvm.br ^bb171(%1167 : i64)
  ^bb179:  // pred: ^bb171
    %1168 = llvm.add %1150, %19 : i64
    llvm.br ^bb169(%1168 : i64)
  ^bb180:  // pred: ^bb169
    %1169 = llvm.mlir.constant(1 : index) : i64
    %1170 = llvm.mlir.constant(8 : index) : i64
    %1171 = llvm.mlir.constant(1 : index) : i64
    %1172 = llvm.mlir.constant(1 : index) : i64
    %1173 = llvm.mlir.constant(1 : index) : i64
    %1174 = llvm.mlir.constant(8 : index) : i64
    %1175 = llvm.mlir.zero : !llvm.ptr
    %1176 = llvm.getelementptr %1175[%1174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1177 = llvm.ptrtoint %1176 : !llvm.ptr to i64
    %1178 = llvm.mlir.constant(64 : index) : i64
    %1179 = llvm.add %1177, %1178 : i64
    %1180 = llvm.call @malloc(%1179) : (i64) -> !llvm.ptr
    %1181 = llvm.ptrtoint %1180 : !llvm.ptr to i64
    %1182 = llvm.mlir.constant(1 : index) : i64
    %1183 = llvm.sub %1178, %1182 : i64
    %1184 = llvm.add %1181, %1183 : i64
    %1185 = llvm.urem %1184, %1178 : i64
    %1186 = llvm.sub %1184, %1185 : i64
    %1187 = llvm.inttoptr %1186 : i64 to !llvm.ptr
    %1188 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1189 = llvm.insertvalue %1180, %1188[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1190 = llvm.insertvalue %1187, %1189[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1191 = llvm.mlir.constant(0 : index) : i64
    %1192 = llvm.insertvalue %1191, %1190[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1193 = llvm.insertvalue %1169, %1192[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1194 = llvm.insertvalue %1170, %1193[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1195 = llvm.insertvalue %1171, %1194[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1196 = llvm.insertvalue %1172, %1195[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1197 = llvm.insertvalue %1170, %1196[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1198 = llvm.insertvalue %1171, %1197[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1199 = llvm.insertvalue %1172, %1198[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1200 = llvm.insertvalue %1173, %1199[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb181(%20 : i64)
  ^bb181(%1201: i64):  // 2 preds: ^bb180, ^bb191
    %1202 = llvm.icmp "slt" %1201, %19 : i64
    llvm.cond_br %1202, ^bb182, ^bb192
  ^bb182:  // pred: ^bb181
    llvm.br ^bb183(%20 : i64)
  ^bb183(%1203: i64):  // 2 preds: ^bb182, ^bb190
    %1204 = llvm.icmp "slt" %1203, %15 : i64
    llvm.cond_br %1204, ^bb184, ^bb191
  ^bb184:  // pred: ^bb183
    llvm.br ^bb185(%20 : i64)
  ^bb185(%1205: i64):  // 2 preds: ^bb184, ^bb189
    %1206 = llvm.icmp "slt" %1205, %19 : i64
    llvm.cond_br %1206, ^bb186, ^bb190
  ^bb186:  // pred: ^bb185
    llvm.br ^bb187(%20 : i64)
  ^bb187(%1207: i64):  // 2 preds: ^bb186, ^bb188
    %1208 = llvm.icmp "slt" %1207, %19 : i64
    llvm.cond_br %1208, ^bb188, ^bb189
  ^bb188:  // pred: ^bb187
    %1209 = llvm.extractvalue %1149[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1210 = llvm.mlir.constant(8 : index) : i64
    %1211 = llvm.mul %1201, %1210 overflow<nsw, nuw> : i64
    %1212 = llvm.add %1211, %1203 overflow<nsw, nuw> : i64
    %1213 = llvm.add %1212, %1205 overflow<nsw, nuw> : i64
    %1214 = llvm.add %1213, %1207 overflow<nsw, nuw> : i64
    %1215 = llvm.getelementptr inbounds|nuw %1209[%1214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1216 = llvm.load %1215 : !llvm.ptr -> f32
    %1217 = llvm.extractvalue %1200[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1218 = llvm.mlir.constant(8 : index) : i64
    %1219 = llvm.mul %1201, %1218 overflow<nsw, nuw> : i64
    %1220 = llvm.add %1219, %1203 overflow<nsw, nuw> : i64
    %1221 = llvm.add %1220, %1205 overflow<nsw, nuw> : i64
    %1222 = llvm.add %1221, %1207 overflow<nsw, nuw> : i64
    %1223 = llvm.getelementptr inbounds|nuw %1217[%1222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1216, %1223 : f32, !llvm.ptr
    %1224 = llvm.add %1207, %19 : i64
    llvm.br ^bb187(%1224 : i64)
  ^bb189:  // pred: ^bb187
    %1225 = llvm.add %1205, %19 : i64
    llvm.br ^bb185(%1225 : i64)
  ^bb190:  // pred: ^bb185
    %1226 = llvm.add %1203, %19 : i64
    llvm.br ^bb183(%1226 : i64)
  ^bb191:  // pred: ^bb183
    %1227 = llvm.add %1201, %19 : i64
    llvm.br ^bb181(%1227 : i64)
  ^bb192:  // pred: ^bb181
    llvm.br ^bb193(%20 : i64)
  ^bb193(%1228: i64):  // 2 preds: ^bb192, ^bb203
    %1229 = llvm.icmp "slt" %1228, %19 : i64
    llvm.cond_br %1229, ^bb194, ^bb204
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%20 : i64)
  ^bb195(%1230: i64):  // 2 preds: ^bb194, ^bb202
    %1231 = llvm.icmp "slt" %1230, %15 : i64
    llvm.cond_br %1231, ^bb196, ^bb203
  ^bb196:  // pred: ^bb195
    llvm.br ^bb197(%20 : i64)
  ^bb197(%1232: i64):  // 2 preds: ^bb196, ^bb201
    %1233 = llvm.icmp "slt" %1232, %13 : i64
    llvm.cond_br %1233, ^bb198, ^bb202
  ^bb198:  // pred: ^bb197
    llvm.br ^bb199(%20 : i64)
  ^bb199(%1234: i64):  // 2 preds: ^bb198, ^bb200
    %1235 = llvm.icmp "slt" %1234, %13 : i64
    llvm.cond_br %1235, ^bb200, ^bb201
  ^bb200:  // pred: ^bb199
    %1236 = llvm.extractvalue %1010[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1237 = llvm.mlir.constant(288 : index) : i64
    %1238 = llvm.mul %1228, %1237 overflow<nsw, nuw> : i64
    %1239 = llvm.mlir.constant(36 : index) : i64
    %1240 = llvm.mul %1230, %1239 overflow<nsw, nuw> : i64
    %1241 = llvm.add %1238, %1240 overflow<nsw, nuw> : i64
    %1242 = llvm.mlir.constant(6 : index) : i64
    %1243 = llvm.mul %1232, %1242 overflow<nsw, nuw> : i64
    %1244 = llvm.add %1241, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1244, %1234 overflow<nsw, nuw> : i64
    %1246 = llvm.getelementptr inbounds|nuw %1236[%1245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1247 = llvm.load %1246 : !llvm.ptr -> f32
    %1248 = llvm.extractvalue %1200[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1249 = llvm.mlir.constant(8 : index) : i64
    %1250 = llvm.mul %1228, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.add %1250, %1230 overflow<nsw, nuw> : i64
    %1252 = llvm.add %1251, %20 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1252, %20 overflow<nsw, nuw> : i64
    %1254 = llvm.getelementptr inbounds|nuw %1248[%1253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1255 = llvm.load %1254 : !llvm.ptr -> f32
    %1256 = llvm.fadd %1247, %1255 : f32
    %1257 = llvm.extractvalue %1200[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1258 = llvm.mlir.constant(8 : index) : i64
    %1259 = llvm.mul %1228, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1259, %1230 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %20 overflow<nsw, nuw> : i64
    %1262 = llvm.add %1261, %20 overflow<nsw, nuw> : i64
    %1263 = llvm.getelementptr inbounds|nuw %1257[%1262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1256, %1263 : f32, !llvm.ptr
    %1264 = llvm.add %1234, %19 : i64
    llvm.br ^bb199(%1264 : i64)
  ^bb201:  // pred: ^bb199
    %1265 = llvm.add %1232, %19 : i64
    llvm.br ^bb197(%1265 : i64)
  ^bb202:  // pred: ^bb197
    %1266 = llvm.add %1230, %19 : i64
    llvm.br ^bb195(%1266 : i64)
  ^bb203:  // pred: ^bb195
    %1267 = llvm.add %1228, %19 : i64
    llvm.br ^bb193(%1267 : i64)
  ^bb204:  // pred: ^bb193
    %1268 = llvm.mlir.constant(1 : index) : i64
    %1269 = llvm.mlir.constant(4 : index) : i64
    %1270 = llvm.mlir.constant(1 : index) : i64
    %1271 = llvm.mlir.constant(4 : index) : i64
    %1272 = llvm.mlir.zero : !llvm.ptr
    %1273 = llvm.getelementptr %1272[%1271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1274 = llvm.ptrtoint %1273 : !llvm.ptr to i64
    %1275 = llvm.mlir.constant(64 : index) : i64
    %1276 = llvm.add %1274, %1275 : i64
    %1277 = llvm.call @malloc(%1276) : (i64) -> !llvm.ptr
    %1278 = llvm.ptrtoint %1277 : !llvm.ptr to i64
    %1279 = llvm.mlir.constant(1 : index) : i64
    %1280 = llvm.sub %1275, %1279 : i64
    %1281 = llvm.add %1278, %1280 : i64
    %1282 = llvm.urem %1281, %1275 : i64
    %1283 = llvm.sub %1281, %1282 : i64
    %1284 = llvm.inttoptr %1283 : i64 to !llvm.ptr
    %1285 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1286 = llvm.insertvalue %1277, %1285[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1287 = llvm.insertvalue %1284, %1286[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1288 = llvm.mlir.constant(0 : index) : i64
    %1289 = llvm.insertvalue %1288, %1287[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1290 = llvm.insertvalue %1268, %1289[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1291 = llvm.insertvalue %1269, %1290[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1292 = llvm.insertvalue %1269, %1291[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1293 = llvm.insertvalue %1270, %1292[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb205(%20 : i64)
  ^bb205(%1294: i64):  // 2 preds: ^bb204, ^bb209
    %1295 = llvm.icmp "slt" %1294, %19 : i64
    llvm.cond_br %1295, ^bb206, ^bb210
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%20 : i64)
  ^bb207(%1296: i64):  // 2 preds: ^bb206, ^bb208
    %1297 = llvm.icmp "slt" %1296, %12 : i64
    llvm.cond_br %1297, ^bb208, ^bb209
  ^bb208:  // pred: ^bb207
    %1298 = llvm.extractvalue %1293[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1299 = llvm.mlir.constant(4 : index) : i64
    %1300 = llvm.mul %1294, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.add %1300, %1296 overflow<nsw, nuw> : i64
    %1302 = llvm.getelementptr inbounds|nuw %1298[%1301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %24, %1302 : f32, !llvm.ptr
    %1303 = llvm.add %1296, %19 : i64
    llvm.br ^bb207(%1303 : i64)
  ^bb209:  // pred: ^bb207
    %1304 = llvm.add %1294, %19 : i64
    llvm.br ^bb205(%1304 : i64)
  ^bb210:  // pred: ^bb205
    %1305 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1306 = llvm.extractvalue %61[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1307 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1308 = llvm.insertvalue %1306, %1305[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1309 = llvm.insertvalue %1307, %1308[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1310 = llvm.mlir.constant(0 : index) : i64
    %1311 = llvm.insertvalue %1310, %1309[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1312 = llvm.mlir.constant(4 : index) : i64
    %1313 = llvm.insertvalue %1312, %1311[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1314 = llvm.mlir.constant(8 : index) : i64
    %1315 = llvm.insertvalue %1314, %1313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1316 = llvm.mlir.constant(8 : index) : i64
    %1317 = llvm.insertvalue %1316, %1315[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1318 = llvm.mlir.constant(1 : index) : i64
    %1319 = llvm.insertvalue %1318, %1317[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1320 = llvm.mlir.constant(1 : index) : i64
    %1321 = llvm.insertvalue %1320, %1319[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1322 = llvm.mlir.constant(1 : index) : i64
    %1323 = llvm.insertvalue %1322, %1321[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1324 = llvm.mlir.constant(1 : index) : i64
    %1325 = llvm.insertvalue %1324, %1323[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1326 = llvm.mlir.constant(1 : index) : i64
    %1327 = llvm.insertvalue %1326, %1325[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1328 = llvm.mlir.constant(1 : index) : i64
    %1329 = llvm.mlir.constant(4 : index) : i64
    %1330 = llvm.mlir.constant(1 : index) : i64
    %1331 = llvm.mlir.constant(4 : index) : i64
    %1332 = llvm.mlir.zero : !llvm.ptr
    %1333 = llvm.getelementptr %1332[%1331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1334 = llvm.ptrtoint %1333 : !llvm.ptr to i64
    %1335 = llvm.mlir.constant(64 : index) : i64
    %1336 = llvm.add %1334, %1335 : i64
    %1337 = llvm.call @malloc(%1336) : (i64) -> !llvm.ptr
    %1338 = llvm.ptrtoint %1337 : !llvm.ptr to i64
    %1339 = llvm.mlir.constant(1 : index) : i64
    %1340 = llvm.sub %1335, %1339 : i64
    %1341 = llvm.add %1338, %1340 : i64
    %1342 = llvm.urem %1341, %1335 : i64
    %1343 = llvm.sub %1341, %1342 : i64
    %1344 = llvm.inttoptr %1343 : i64 to !llvm.ptr
    %1345 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1346 = llvm.insertvalue %1337, %1345[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1347 = llvm.insertvalue %1344, %1346[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1348 = llvm.mlir.constant(0 : index) : i64
    %1349 = llvm.insertvalue %1348, %1347[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1350 = llvm.insertvalue %1328, %1349[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1351 = llvm.insertvalue %1329, %1350[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1352 = llvm.insertvalue %1329, %1351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1353 = llvm.insertvalue %1330, %1352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb211(%20 : i64)
  ^bb211(%1354: i64):  // 2 preds: ^bb210, ^bb215
    %1355 = llvm.icmp "slt" %1354, %19 : i64
    llvm.cond_br %1355, ^bb212, ^bb216
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%20 : i64)
  ^bb213(%1356: i64):  // 2 preds: ^bb212, ^bb214
    %1357 = llvm.icmp "slt" %1356, %12 : i64
    llvm.cond_br %1357, ^bb214, ^bb215
  ^bb214:  // pred: ^bb213
    %1358 = llvm.extractvalue %1293[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1359 = llvm.mlir.constant(4 : index) : i64
    %1360 = llvm.mul %1354, %1359 overflow<nsw, nuw> : i64
    %1361 = llvm.add %1360, %1356 overflow<nsw, nuw> : i64
    %1362 = llvm.getelementptr inbounds|nuw %1358[%1361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1363 = llvm.load %1362 : !llvm.ptr -> f32
    %1364 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1365 = llvm.mlir.constant(4 : index) : i64
    %1366 = llvm.mul %1354, %1365 overflow<nsw, nuw> : i64
    %1367 = llvm.add %1366, %1356 overflow<nsw, nuw> : i64
    %1368 = llvm.getelementptr inbounds|nuw %1364[%1367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1363, %1368 : f32, !llvm.ptr
    %1369 = llvm.add %1356, %19 : i64
    llvm.br ^bb213(%1369 : i64)
  ^bb215:  // pred: ^bb213
    %1370 = llvm.add %1354, %19 : i64
    llvm.br ^bb211(%1370 : i64)
  ^bb216:  // pred: ^bb211
    llvm.br ^bb217(%20 : i64)
  ^bb217(%1371: i64):  // 2 preds: ^bb216, ^bb230
    %1372 = llvm.icmp "slt" %1371, %19 : i64
    llvm.cond_br %1372, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%20 : i64)
  ^bb219(%1373: i64):  // 2 preds: ^bb218, ^bb229
    %1374 = llvm.icmp "slt" %1373, %12 : i64
    llvm.cond_br %1374, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%20 : i64)
  ^bb221(%1375: i64):  // 2 preds: ^bb220, ^bb228
    %1376 = llvm.icmp "slt" %1375, %15 : i64
    llvm.cond_br %1376, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%20 : i64)
  ^bb223(%1377: i64):  // 2 preds: ^bb222, ^bb227
    %1378 = llvm.icmp "slt" %1377, %19 : i64
    llvm.cond_br %1378, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%20 : i64)
  ^bb225(%1379: i64):  // 2 preds: ^bb224, ^bb226
    %1380 = llvm.icmp "slt" %1379, %19 : i64
    llvm.cond_br %1380, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %1381 = llvm.extractvalue %1200[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1382 = llvm.mlir.constant(8 : index) : i64
    %1383 = llvm.mul %1371, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1375 overflow<nsw, nuw> : i64
    %1385 = llvm.add %1384, %1377 overflow<nsw, nuw> : i64
    %1386 = llvm.add %1385, %1379 overflow<nsw, nuw> : i64
    %1387 = llvm.getelementptr inbounds|nuw %1381[%1386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1388 = llvm.load %1387 : !llvm.ptr -> f32
    %1389 = llvm.extractvalue %1327[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1390 = llvm.mlir.constant(8 : index) : i64
    %1391 = llvm.mul %1373, %1390 overflow<nsw, nuw> : i64
    %1392 = llvm.add %1391, %1375 overflow<nsw, nuw> : i64
    %1393 = llvm.add %1392, %1377 overflow<nsw, nuw> : i64
    %1394 = llvm.add %1393, %1379 overflow<nsw, nuw> : i64
    %1395 = llvm.getelementptr inbounds|nuw %1389[%1394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1396 = llvm.load %1395 : !llvm.ptr -> f32
    %1397 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1398 = llvm.mlir.constant(4 : index) : i64
    %1399 = llvm.mul %1371, %1398 overflow<nsw, nuw> : i64
    %1400 = llvm.add %1399, %1373 overflow<nsw, nuw> : i64
    %1401 = llvm.getelementptr inbounds|nuw %1397[%1400] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1402 = llvm.load %1401 : !llvm.ptr -> f32
    %1403 = llvm.fdiv %1388, %21 : f32
    %1404 = llvm.fmul %1403, %1396 : f32
    %1405 = llvm.fadd %1402, %1404 : f32
    %1406 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1407 = llvm.mlir.constant(4 : index) : i64
    %1408 = llvm.mul %1371, %1407 overflow<nsw, nuw> : i64
    %1409 = llvm.add %1408, %1373 overflow<nsw, nuw> : i64
    %1410 = llvm.getelementptr inbounds|nuw %1406[%1409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1405, %1410 : f32, !llvm.ptr
    %1411 = llvm.add %1379, %19 : i64
    llvm.br ^bb225(%1411 : i64)
  ^bb227:  // pred: ^bb225
    %1412 = llvm.add %1377, %19 : i64
    llvm.br ^bb223(%1412 : i64)
  ^bb228:  // pred: ^bb223
    %1413 = llvm.add %1375, %19 : i64
    llvm.br ^bb221(%1413 : i64)
  ^bb229:  // pred: ^bb221
    %1414 = llvm.add %1373, %19 : i64
    llvm.br ^bb219(%1414 : i64)
  ^bb230:  // pred: ^bb219
    %1415 = llvm.add %1371, %19 : i64
    llvm.br ^bb217(%1415 : i64)
  ^bb231:  // pred: ^bb217
    %1416 = llvm.mlir.constant(1 : index) : i64
    %1417 = llvm.mlir.constant(4 : index) : i64
    %1418 = llvm.mlir.constant(1 : index) : i64
    %1419 = llvm.mlir.constant(4 : index) : i64
    %1420 = llvm.mlir.zero : !llvm.ptr
    %1421 = llvm.getelementptr %1420[%1419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1422 = llvm.ptrtoint %1421 : !llvm.ptr to i64
    %1423 = llvm.mlir.constant(64 : index) : i64
    %1424 = llvm.add %1422, %1423 : i64
    %1425 = llvm.call @malloc(%1424) : (i64) -> !llvm.ptr
    %1426 = llvm.ptrtoint %1425 : !llvm.ptr to i64
    %1427 = llvm.mlir.constant(1 : index) : i64
    %1428 = llvm.sub %1423, %1427 : i64
    %1429 = llvm.add %1426, %1428 : i64
    %1430 = llvm.urem %1429, %1423 : i64
    %1431 = llvm.sub %1429, %1430 : i64
    %1432 = llvm.inttoptr %1431 : i64 to !llvm.ptr
    %1433 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1434 = llvm.insertvalue %1425, %1433[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1435 = llvm.insertvalue %1432, %1434[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1436 = llvm.mlir.constant(0 : index) : i64
    %1437 = llvm.insertvalue %1436, %1435[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1438 = llvm.insertvalue %1416, %1437[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1439 = llvm.insertvalue %1417, %1438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1440 = llvm.insertvalue %1417, %1439[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1441 = llvm.insertvalue %1418, %1440[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb232(%20 : i64)
  ^bb232(%1442: i64):  // 2 preds: ^bb231, ^bb236
    %1443 = llvm.icmp "slt" %1442, %19 : i64
    llvm.cond_br %1443, ^bb233, ^bb237
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%20 : i64)
  ^bb234(%1444: i64):  // 2 preds: ^bb233, ^bb235
    %1445 = llvm.icmp "slt" %1444, %12 : i64
    llvm.cond_br %1445, ^bb235, ^bb236
  ^bb235:  // pred: ^bb234
    %1446 = llvm.extractvalue %1353[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1447 = llvm.mlir.constant(4 : index) : i64
    %1448 = llvm.mul %1442, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1448, %1444 overflow<nsw, nuw> : i64
    %1450 = llvm.getelementptr inbounds|nuw %1446[%1449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1451 = llvm.load %1450 : !llvm.ptr -> f32
    %1452 = llvm.extractvalue %41[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1453 = llvm.getelementptr inbounds|nuw %1452[%1444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1454 = llvm.load %1453 : !llvm.ptr -> f32
    %1455 = llvm.fadd %1451, %1454 : f32
    %1456 = llvm.extractvalue %1441[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1457 = llvm.mlir.constant(4 : index) : i64
    %1458 = llvm.mul %1442, %1457 overflow<nsw, nuw> : i64
    %1459 = llvm.add %1458, %1444 overflow<nsw, nuw> : i64
    %1460 = llvm.getelementptr inbounds|nuw %1456[%1459] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1455, %1460 : f32, !llvm.ptr
    %1461 = llvm.add %1444, %19 : i64
    llvm.br ^bb234(%1461 : i64)
  ^bb236:  // pred: ^bb234
    %1462 = llvm.add %1442, %19 : i64
    llvm.br ^bb232(%1462 : i64)
  ^bb237:  // pred: ^bb232
    %1463 = llvm.extractvalue %247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1463) : (!llvm.ptr) -> ()
    %1464 = llvm.extractvalue %304[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1464) : (!llvm.ptr) -> ()
    %1465 = llvm.extractvalue %433[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1465) : (!llvm.ptr) -> ()
    %1466 = llvm.extractvalue %493[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1466) : (!llvm.ptr) -> ()
    %1467 = llvm.extractvalue %710[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1467) : (!llvm.ptr) -> ()
    %1468 = llvm.extractvalue %759[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1468) : (!llvm.ptr) -> ()
    %1469 = llvm.extractvalue %793[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1469) : (!llvm.ptr) -> ()
    %1470 = llvm.extractvalue %950[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1470) : (!llvm.ptr) -> ()
    %1471 = llvm.extractvalue %1010[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1471) : (!llvm.ptr) -> ()
    %1472 = llvm.extractvalue %1149[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1472) : (!llvm.ptr) -> ()
    %1473 = llvm.extractvalue %1200[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%1473) : (!llvm.ptr) -> ()
    %1474 = llvm.extractvalue %1293[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1474) : (!llvm.ptr) -> ()
    %1475 = llvm.extractvalue %1353[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%1475) : (!llvm.ptr) -> ()
    llvm.return %1441 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 torch_mlir=a9e53efeb770 linalg_on_tensors_mlir=8d3f80bcf4b5
