module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_64x32xf32_14(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_4xf32(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_12(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_11(dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_10(dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32_9(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_8(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_7(dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64x32xf32_6(dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x64xf32_5(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_3(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_2(dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32(dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_0(dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32_4> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x64xf32(dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(64 : index) : i64
    %10 = llvm.mlir.constant(2 : index) : i64
    %11 = llvm.mlir.constant(16 : index) : i64
    %12 = llvm.mlir.constant(4 : index) : i64
    %13 = llvm.mlir.constant(9 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %18 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %19 = llvm.mlir.constant(0.35355339059327379 : f64) : f64
    %20 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %21 = llvm.mlir.constant(0 : index) : i64
    %22 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %23 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %24 = llvm.mlir.constant(0 : i64) : i64
    %25 = llvm.mlir.constant(1 : i64) : i64
    %26 = llvm.mlir.constant(8 : i64) : i64
    %27 = llvm.mlir.constant(1.000000e+00 : f32) : f32
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
    %45 = llvm.mlir.constant(64 : index) : i64
    %46 = llvm.mlir.constant(1 : index) : i64
    %47 = llvm.mlir.constant(2048 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%47] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %52 = llvm.getelementptr %51[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %53 = llvm.mlir.constant(3735928559 : index) : i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = llvm.insertvalue %44, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = llvm.insertvalue %45, %60[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = llvm.insertvalue %45, %61[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = llvm.insertvalue %46, %62[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.mlir.constant(64 : index) : i64
    %65 = llvm.mlir.constant(32 : index) : i64
    %66 = llvm.mlir.constant(1 : index) : i64
    %67 = llvm.mlir.constant(2048 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%67] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %72 = llvm.getelementptr %71[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %73 = llvm.mlir.constant(3735928559 : index) : i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.insertvalue %72, %76[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.insertvalue %78, %77[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %64, %79[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %65, %80[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.insertvalue %65, %81[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = llvm.insertvalue %66, %82[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.mlir.constant(64 : index) : i64
    %85 = llvm.mlir.constant(32 : index) : i64
    %86 = llvm.mlir.constant(1 : index) : i64
    %87 = llvm.mlir.constant(2048 : index) : i64
    %88 = llvm.mlir.zero : !llvm.ptr
    %89 = llvm.getelementptr %88[%87] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %90 = llvm.ptrtoint %89 : !llvm.ptr to i64
    %91 = llvm.mlir.addressof @__constant_64x32xf32_0 : !llvm.ptr
    %92 = llvm.getelementptr %91[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %93 = llvm.mlir.constant(3735928559 : index) : i64
    %94 = llvm.inttoptr %93 : i64 to !llvm.ptr
    %95 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.insertvalue %94, %95[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.insertvalue %92, %96[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.mlir.constant(0 : index) : i64
    %99 = llvm.insertvalue %98, %97[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = llvm.insertvalue %84, %99[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.insertvalue %85, %100[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %102 = llvm.insertvalue %85, %101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %103 = llvm.insertvalue %86, %102[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %104 = llvm.mlir.constant(32 : index) : i64
    %105 = llvm.mlir.constant(1 : index) : i64
    %106 = llvm.mlir.zero : !llvm.ptr
    %107 = llvm.getelementptr %106[%104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %108 = llvm.ptrtoint %107 : !llvm.ptr to i64
    %109 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %110 = llvm.getelementptr %109[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %111 = llvm.mlir.constant(3735928559 : index) : i64
    %112 = llvm.inttoptr %111 : i64 to !llvm.ptr
    %113 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.insertvalue %112, %113[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %115 = llvm.insertvalue %110, %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %116 = llvm.mlir.constant(0 : index) : i64
    %117 = llvm.insertvalue %116, %115[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.insertvalue %104, %117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %119 = llvm.insertvalue %105, %118[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %120 = llvm.mlir.constant(32 : index) : i64
    %121 = llvm.mlir.constant(32 : index) : i64
    %122 = llvm.mlir.constant(1 : index) : i64
    %123 = llvm.mlir.constant(1024 : index) : i64
    %124 = llvm.mlir.zero : !llvm.ptr
    %125 = llvm.getelementptr %124[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %126 = llvm.ptrtoint %125 : !llvm.ptr to i64
    %127 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %128 = llvm.getelementptr %127[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %129 = llvm.mlir.constant(3735928559 : index) : i64
    %130 = llvm.inttoptr %129 : i64 to !llvm.ptr
    %131 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.insertvalue %130, %131[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.insertvalue %128, %132[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %134 = llvm.mlir.constant(0 : index) : i64
    %135 = llvm.insertvalue %134, %133[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.insertvalue %120, %135[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %137 = llvm.insertvalue %121, %136[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %138 = llvm.insertvalue %121, %137[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %139 = llvm.insertvalue %122, %138[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %140 = llvm.mlir.constant(16 : index) : i64
    %141 = llvm.mlir.constant(32 : index) : i64
    %142 = llvm.mlir.constant(1 : index) : i64
    %143 = llvm.mlir.constant(512 : index) : i64
    %144 = llvm.mlir.zero : !llvm.ptr
    %145 = llvm.getelementptr %144[%143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %146 = llvm.ptrtoint %145 : !llvm.ptr to i64
    %147 = llvm.mlir.addressof @__constant_16x32xf32 : !llvm.ptr
    %148 = llvm.getelementptr %147[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %149 = llvm.mlir.constant(3735928559 : index) : i64
    %150 = llvm.inttoptr %149 : i64 to !llvm.ptr
    %151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %150, %151[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %148, %152[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.mlir.constant(0 : index) : i64
    %155 = llvm.insertvalue %154, %153[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %156 = llvm.insertvalue %140, %155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.insertvalue %141, %156[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %158 = llvm.insertvalue %141, %157[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %142, %158[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.mlir.constant(16 : index) : i64
    %161 = llvm.mlir.constant(32 : index) : i64
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.mlir.constant(512 : index) : i64
    %164 = llvm.mlir.zero : !llvm.ptr
    %165 = llvm.getelementptr %164[%163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %166 = llvm.ptrtoint %165 : !llvm.ptr to i64
    %167 = llvm.mlir.addressof @__constant_16x32xf32_2 : !llvm.ptr
    %168 = llvm.getelementptr %167[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %169 = llvm.mlir.constant(3735928559 : index) : i64
    %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %172 = llvm.insertvalue %170, %171[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.insertvalue %168, %172[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %174 = llvm.mlir.constant(0 : index) : i64
    %175 = llvm.insertvalue %174, %173[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %176 = llvm.insertvalue %160, %175[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %161, %176[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %161, %177[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.insertvalue %162, %178[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %180 = llvm.mlir.constant(32 : index) : i64
    %181 = llvm.mlir.constant(32 : index) : i64
    %182 = llvm.mlir.constant(1 : index) : i64
    %183 = llvm.mlir.constant(1024 : index) : i64
    %184 = llvm.mlir.zero : !llvm.ptr
    %185 = llvm.getelementptr %184[%183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %186 = llvm.ptrtoint %185 : !llvm.ptr to i64
    %187 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %188 = llvm.getelementptr %187[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %189 = llvm.mlir.constant(3735928559 : index) : i64
    %190 = llvm.inttoptr %189 : i64 to !llvm.ptr
    %191 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %190, %191[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %188, %192[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.mlir.constant(0 : index) : i64
    %195 = llvm.insertvalue %194, %193[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %180, %195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %181, %196[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %181, %197[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.insertvalue %182, %198[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %200 = llvm.mlir.constant(32 : index) : i64
    %201 = llvm.mlir.constant(1 : index) : i64
    %202 = llvm.mlir.zero : !llvm.ptr
    %203 = llvm.getelementptr %202[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %204 = llvm.ptrtoint %203 : !llvm.ptr to i64
    %205 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %206 = llvm.getelementptr %205[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %207 = llvm.mlir.constant(3735928559 : index) : i64
    %208 = llvm.inttoptr %207 : i64 to !llvm.ptr
    %209 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.insertvalue %208, %209[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.insertvalue %206, %210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.mlir.constant(0 : index) : i64
    %213 = llvm.insertvalue %212, %211[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %214 = llvm.insertvalue %200, %213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %215 = llvm.insertvalue %201, %214[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %216 = llvm.mlir.constant(32 : index) : i64
    %217 = llvm.mlir.constant(64 : index) : i64
    %218 = llvm.mlir.constant(1 : index) : i64
    %219 = llvm.mlir.constant(2048 : index) : i64
    %220 = llvm.mlir.zero : !llvm.ptr
    %221 = llvm.getelementptr %220[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %222 = llvm.ptrtoint %221 : !llvm.ptr to i64
    %223 = llvm.mlir.addressof @__constant_32x64xf32_5 : !llvm.ptr
    %224 = llvm.getelementptr %223[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %225 = llvm.mlir.constant(3735928559 : index) : i64
    %226 = llvm.inttoptr %225 : i64 to !llvm.ptr
    %227 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %228 = llvm.insertvalue %226, %227[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %229 = llvm.insertvalue %224, %228[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %230 = llvm.mlir.constant(0 : index) : i64
    %231 = llvm.insertvalue %230, %229[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %232 = llvm.insertvalue %216, %231[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %233 = llvm.insertvalue %217, %232[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.insertvalue %217, %233[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.insertvalue %218, %234[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %236 = llvm.mlir.constant(64 : index) : i64
    %237 = llvm.mlir.constant(32 : index) : i64
    %238 = llvm.mlir.constant(1 : index) : i64
    %239 = llvm.mlir.constant(2048 : index) : i64
    %240 = llvm.mlir.zero : !llvm.ptr
    %241 = llvm.getelementptr %240[%239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %242 = llvm.ptrtoint %241 : !llvm.ptr to i64
    %243 = llvm.mlir.addressof @__constant_64x32xf32_6 : !llvm.ptr
    %244 = llvm.getelementptr %243[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %245 = llvm.mlir.constant(3735928559 : index) : i64
    %246 = llvm.inttoptr %245 : i64 to !llvm.ptr
    %247 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %248 = llvm.insertvalue %246, %247[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %249 = llvm.insertvalue %244, %248[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %250 = llvm.mlir.constant(0 : index) : i64
    %251 = llvm.insertvalue %250, %249[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %252 = llvm.insertvalue %236, %251[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %253 = llvm.insertvalue %237, %252[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %254 = llvm.insertvalue %237, %253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %255 = llvm.insertvalue %238, %254[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %256 = llvm.mlir.constant(64 : index) : i64
    %257 = llvm.mlir.constant(32 : index) : i64
    %258 = llvm.mlir.constant(1 : index) : i64
    %259 = llvm.mlir.constant(2048 : index) : i64
    %260 = llvm.mlir.zero : !llvm.ptr
    %261 = llvm.getelementptr %260[%259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %262 = llvm.ptrtoint %261 : !llvm.ptr to i64
    %263 = llvm.mlir.addressof @__constant_64x32xf32_7 : !llvm.ptr
    %264 = llvm.getelementptr %263[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %265 = llvm.mlir.constant(3735928559 : index) : i64
    %266 = llvm.inttoptr %265 : i64 to !llvm.ptr
    %267 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %268 = llvm.insertvalue %266, %267[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %269 = llvm.insertvalue %264, %268[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %270 = llvm.mlir.constant(0 : index) : i64
    %271 = llvm.insertvalue %270, %269[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %272 = llvm.insertvalue %256, %271[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %273 = llvm.insertvalue %257, %272[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %274 = llvm.insertvalue %257, %273[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %275 = llvm.insertvalue %258, %274[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %276 = llvm.mlir.constant(32 : index) : i64
    %277 = llvm.mlir.constant(1 : index) : i64
    %278 = llvm.mlir.zero : !llvm.ptr
    %279 = llvm.getelementptr %278[%276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %280 = llvm.ptrtoint %279 : !llvm.ptr to i64
    %281 = llvm.mlir.addressof @__constant_32xf32_8 : !llvm.ptr
    %282 = llvm.getelementptr %281[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %283 = llvm.mlir.constant(3735928559 : index) : i64
    %284 = llvm.inttoptr %283 : i64 to !llvm.ptr
    %285 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %286 = llvm.insertvalue %284, %285[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %287 = llvm.insertvalue %282, %286[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %288 = llvm.mlir.constant(0 : index) : i64
    %289 = llvm.insertvalue %288, %287[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %290 = llvm.insertvalue %276, %289[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %291 = llvm.insertvalue %277, %290[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %292 = llvm.mlir.constant(32 : index) : i64
    %293 = llvm.mlir.constant(32 : index) : i64
    %294 = llvm.mlir.constant(1 : index) : i64
    %295 = llvm.mlir.constant(1024 : index) : i64
    %296 = llvm.mlir.zero : !llvm.ptr
    %297 = llvm.getelementptr %296[%295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %298 = llvm.ptrtoint %297 : !llvm.ptr to i64
    %299 = llvm.mlir.addressof @__constant_32x32xf32_9 : !llvm.ptr
    %300 = llvm.getelementptr %299[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %301 = llvm.mlir.constant(3735928559 : index) : i64
    %302 = llvm.inttoptr %301 : i64 to !llvm.ptr
    %303 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %304 = llvm.insertvalue %302, %303[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %305 = llvm.insertvalue %300, %304[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %306 = llvm.mlir.constant(0 : index) : i64
    %307 = llvm.insertvalue %306, %305[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %308 = llvm.insertvalue %292, %307[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %309 = llvm.insertvalue %293, %308[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %310 = llvm.insertvalue %293, %309[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %311 = llvm.insertvalue %294, %310[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %312 = llvm.mlir.constant(16 : index) : i64
    %313 = llvm.mlir.constant(32 : index) : i64
    %314 = llvm.mlir.constant(1 : index) : i64
    %315 = llvm.mlir.constant(512 : index) : i64
    %316 = llvm.mlir.zero : !llvm.ptr
    %317 = llvm.getelementptr %316[%315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %318 = llvm.ptrtoint %317 : !llvm.ptr to i64
    %319 = llvm.mlir.addressof @__constant_16x32xf32_10 : !llvm.ptr
    %320 = llvm.getelementptr %319[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %321 = llvm.mlir.constant(3735928559 : index) : i64
    %322 = llvm.inttoptr %321 : i64 to !llvm.ptr
    %323 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %324 = llvm.insertvalue %322, %323[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %325 = llvm.insertvalue %320, %324[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %326 = llvm.mlir.constant(0 : index) : i64
    %327 = llvm.insertvalue %326, %325[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %328 = llvm.insertvalue %312, %327[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %329 = llvm.insertvalue %313, %328[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %330 = llvm.insertvalue %313, %329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %331 = llvm.insertvalue %314, %330[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %332 = llvm.mlir.constant(16 : index) : i64
    %333 = llvm.mlir.constant(32 : index) : i64
    %334 = llvm.mlir.constant(1 : index) : i64
    %335 = llvm.mlir.constant(512 : index) : i64
    %336 = llvm.mlir.zero : !llvm.ptr
    %337 = llvm.getelementptr %336[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %338 = llvm.ptrtoint %337 : !llvm.ptr to i64
    %339 = llvm.mlir.addressof @__constant_16x32xf32_11 : !llvm.ptr
    %340 = llvm.getelementptr %339[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %341 = llvm.mlir.constant(3735928559 : index) : i64
    %342 = llvm.inttoptr %341 : i64 to !llvm.ptr
    %343 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %344 = llvm.insertvalue %342, %343[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = llvm.insertvalue %340, %344[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %346 = llvm.mlir.constant(0 : index) : i64
    %347 = llvm.insertvalue %346, %345[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %348 = llvm.insertvalue %332, %347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %349 = llvm.insertvalue %333, %348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %350 = llvm.insertvalue %333, %349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %351 = llvm.insertvalue %334, %350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %352 = llvm.mlir.constant(32 : index) : i64
    %353 = llvm.mlir.constant(32 : index) : i64
    %354 = llvm.mlir.constant(1 : index) : i64
    %355 = llvm.mlir.constant(1024 : index) : i64
    %356 = llvm.mlir.zero : !llvm.ptr
    %357 = llvm.getelementptr %356[%355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %358 = llvm.ptrtoint %357 : !llvm.ptr to i64
    %359 = llvm.mlir.addressof @__constant_32x32xf32_12 : !llvm.ptr
    %360 = llvm.getelementptr %359[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %361 = llvm.mlir.constant(3735928559 : index) : i64
    %362 = llvm.inttoptr %361 : i64 to !llvm.ptr
    %363 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %364 = llvm.insertvalue %362, %363[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %365 = llvm.insertvalue %360, %364[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %366 = llvm.mlir.constant(0 : index) : i64
    %367 = llvm.insertvalue %366, %365[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %368 = llvm.insertvalue %352, %367[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %369 = llvm.insertvalue %353, %368[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %370 = llvm.insertvalue %353, %369[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %371 = llvm.insertvalue %354, %370[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %372 = llvm.mlir.constant(32 : index) : i64
    %373 = llvm.mlir.constant(1 : index) : i64
    %374 = llvm.mlir.zero : !llvm.ptr
    %375 = llvm.getelementptr %374[%372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %376 = llvm.ptrtoint %375 : !llvm.ptr to i64
    %377 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %378 = llvm.getelementptr %377[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %379 = llvm.mlir.constant(3735928559 : index) : i64
    %380 = llvm.inttoptr %379 : i64 to !llvm.ptr
    %381 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %382 = llvm.insertvalue %380, %381[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %383 = llvm.insertvalue %378, %382[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %384 = llvm.mlir.constant(0 : index) : i64
    %385 = llvm.insertvalue %384, %383[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %386 = llvm.insertvalue %372, %385[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %387 = llvm.insertvalue %373, %386[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %388 = llvm.mlir.constant(4 : index) : i64
    %389 = llvm.mlir.constant(1 : index) : i64
    %390 = llvm.mlir.zero : !llvm.ptr
    %391 = llvm.getelementptr %390[%388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %392 = llvm.ptrtoint %391 : !llvm.ptr to i64
    %393 = llvm.mlir.addressof @__constant_4xf32 : !llvm.ptr
    %394 = llvm.getelementptr %393[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %395 = llvm.mlir.constant(3735928559 : index) : i64
    %396 = llvm.inttoptr %395 : i64 to !llvm.ptr
    %397 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %398 = llvm.insertvalue %396, %397[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %399 = llvm.insertvalue %394, %398[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %400 = llvm.mlir.constant(0 : index) : i64
    %401 = llvm.insertvalue %400, %399[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %402 = llvm.insertvalue %388, %401[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %403 = llvm.insertvalue %389, %402[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %404 = llvm.mlir.constant(64 : index) : i64
    %405 = llvm.mlir.constant(32 : index) : i64
    %406 = llvm.mlir.constant(1 : index) : i64
    %407 = llvm.mlir.constant(2048 : index) : i64
    %408 = llvm.mlir.zero : !llvm.ptr
    %409 = llvm.getelementptr %408[%407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %410 = llvm.ptrtoint %409 : !llvm.ptr to i64
    %411 = llvm.mlir.addressof @__constant_64x32xf32_14 : !llvm.ptr
    %412 = llvm.getelementptr %411[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %413 = llvm.mlir.constant(3735928559 : index) : i64
    %414 = llvm.inttoptr %413 : i64 to !llvm.ptr
    %415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %416 = llvm.insertvalue %414, %415[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %417 = llvm.insertvalue %412, %416[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %418 = llvm.mlir.constant(0 : index) : i64
    %419 = llvm.insertvalue %418, %417[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %420 = llvm.insertvalue %404, %419[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %421 = llvm.insertvalue %405, %420[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %422 = llvm.insertvalue %405, %421[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %423 = llvm.insertvalue %406, %422[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %424 = llvm.mlir.constant(1 : index) : i64
    %425 = llvm.mlir.constant(8 : index) : i64
    %426 = llvm.mlir.constant(32 : index) : i64
    %427 = llvm.mlir.constant(1 : index) : i64
    %428 = llvm.mlir.constant(256 : index) : i64
    %429 = llvm.mlir.constant(256 : index) : i64
    %430 = llvm.mlir.zero : !llvm.ptr
    %431 = llvm.getelementptr %430[%429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %432 = llvm.ptrtoint %431 : !llvm.ptr to i64
    %433 = llvm.mlir.constant(64 : index) : i64
    %434 = llvm.add %432, %433 : i64
    %435 = llvm.call @malloc(%434) : (i64) -> !llvm.ptr
    %436 = llvm.ptrtoint %435 : !llvm.ptr to i64
    %437 = llvm.mlir.constant(1 : index) : i64
    %438 = llvm.sub %433, %437 : i64
    %439 = llvm.add %436, %438 : i64
    %440 = llvm.urem %439, %433 : i64
    %441 = llvm.sub %439, %440 : i64
    %442 = llvm.inttoptr %441 : i64 to !llvm.ptr
    %443 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %444 = llvm.insertvalue %435, %443[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %445 = llvm.insertvalue %442, %444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %446 = llvm.mlir.constant(0 : index) : i64
    %447 = llvm.insertvalue %446, %445[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %448 = llvm.insertvalue %424, %447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %449 = llvm.insertvalue %425, %448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %450 = llvm.insertvalue %426, %449[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.insertvalue %428, %450[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %452 = llvm.insertvalue %426, %451[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.insertvalue %427, %452[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%21 : i64)
  ^bb1(%454: i64):  // 2 preds: ^bb0, ^bb8
    %455 = llvm.icmp "slt" %454, %16 : i64
    llvm.cond_br %455, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%21 : i64)
  ^bb3(%456: i64):  // 2 preds: ^bb2, ^bb7
    %457 = llvm.icmp "slt" %456, %15 : i64
    llvm.cond_br %457, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%21 : i64)
  ^bb5(%458: i64):  // 2 preds: ^bb4, ^bb6
    %459 = llvm.icmp "slt" %458, %14 : i64
    llvm.cond_br %459, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %460 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %461 = llvm.mlir.constant(8 : index) : i64
    %462 = llvm.mul %454, %461 overflow<nsw, nuw> : i64
    %463 = llvm.add %462, %456 overflow<nsw, nuw> : i64
    %464 = llvm.getelementptr inbounds|nuw %460[%463] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %465 = llvm.load %464 : !llvm.ptr -> i64
    %466 = llvm.extractvalue %423[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %467 = llvm.mlir.constant(32 : index) : i64
    %468 = llvm.mul %465, %467 overflow<nsw, nuw> : i64
    %469 = llvm.add %468, %458 overflow<nsw, nuw> : i64
    %470 = llvm.getelementptr inbounds|nuw %466[%469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %471 = llvm.load %470 : !llvm.ptr -> f32
    %472 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %473 = llvm.mlir.constant(256 : index) : i64
    %474 = llvm.mul %454, %473 overflow<nsw, nuw> : i64
    %475 = llvm.mlir.constant(32 : index) : i64
    %476 = llvm.mul %456, %475 overflow<nsw, nuw> : i64
    %477 = llvm.add %474, %476 overflow<nsw, nuw> : i64
    %478 = llvm.add %477, %458 overflow<nsw, nuw> : i64
    %479 = llvm.getelementptr inbounds|nuw %472[%478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %471, %479 : f32, !llvm.ptr
    %480 = llvm.add %458, %16 : i64
    llvm.br ^bb5(%480 : i64)
  ^bb7:  // pred: ^bb5
    %481 = llvm.add %456, %16 : i64
    llvm.br ^bb3(%481 : i64)
  ^bb8:  // pred: ^bb3
    %482 = llvm.add %454, %16 : i64
    llvm.br ^bb1(%482 : i64)
  ^bb9:  // pred: ^bb1
    %483 = llvm.mlir.constant(8 : index) : i64
    %484 = llvm.mlir.constant(1 : index) : i64
    %485 = llvm.mlir.zero : !llvm.ptr
    %486 = llvm.getelementptr %485[%483] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %487 = llvm.ptrtoint %486 : !llvm.ptr to i64
    %488 = llvm.mlir.constant(64 : index) : i64
    %489 = llvm.add %487, %488 : i64
    %490 = llvm.call @malloc(%489) : (i64) -> !llvm.ptr
    %491 = llvm.ptrtoint %490 : !llvm.ptr to i64
    %492 = llvm.mlir.constant(1 : index) : i64
    %493 = llvm.sub %488, %492 : i64
    %494 = llvm.add %491, %493 : i64
    %495 = llvm.urem %494, %488 : i64
    %496 = llvm.sub %494, %495 : i64
    %497 = llvm.inttoptr %496 : i64 to !llvm.ptr
    %498 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %499 = llvm.insertvalue %490, %498[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %500 = llvm.insertvalue %497, %499[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %501 = llvm.mlir.constant(0 : index) : i64
    %502 = llvm.insertvalue %501, %500[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %503 = llvm.insertvalue %483, %502[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %504 = llvm.insertvalue %484, %503[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb10(%21 : i64)
  ^bb10(%505: i64):  // 2 preds: ^bb9, ^bb11
    %506 = llvm.icmp "slt" %505, %15 : i64
    llvm.cond_br %506, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %507 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %508 = llvm.getelementptr inbounds|nuw %507[%505] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %505, %508 : i64, !llvm.ptr
    %509 = llvm.add %505, %16 : i64
    llvm.br ^bb10(%509 : i64)
  ^bb12:  // pred: ^bb10
    %510 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %511 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %512 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %513 = llvm.insertvalue %511, %510[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %514 = llvm.insertvalue %512, %513[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %515 = llvm.mlir.constant(0 : index) : i64
    %516 = llvm.insertvalue %515, %514[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %517 = llvm.mlir.constant(1 : index) : i64
    %518 = llvm.insertvalue %517, %516[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %519 = llvm.mlir.constant(8 : index) : i64
    %520 = llvm.insertvalue %519, %518[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %521 = llvm.mlir.constant(8 : index) : i64
    %522 = llvm.insertvalue %521, %520[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %523 = llvm.mlir.constant(1 : index) : i64
    %524 = llvm.insertvalue %523, %522[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %525 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %526 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %527 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %528 = llvm.insertvalue %526, %525[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %529 = llvm.insertvalue %527, %528[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %530 = llvm.mlir.constant(0 : index) : i64
    %531 = llvm.insertvalue %530, %529[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %532 = llvm.mlir.constant(1 : index) : i64
    %533 = llvm.insertvalue %532, %531[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %534 = llvm.mlir.constant(8 : index) : i64
    %535 = llvm.insertvalue %534, %533[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %536 = llvm.mlir.constant(1 : index) : i64
    %537 = llvm.insertvalue %536, %535[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %538 = llvm.mlir.constant(1 : index) : i64
    %539 = llvm.insertvalue %538, %537[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %540 = llvm.mlir.constant(1 : index) : i64
    %541 = llvm.mlir.constant(1 : index) : i64
    %542 = llvm.mlir.constant(1 : index) : i64
    %543 = llvm.mlir.zero : !llvm.ptr
    %544 = llvm.getelementptr %543[%540] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %545 = llvm.ptrtoint %544 : !llvm.ptr to i64
    %546 = llvm.mlir.constant(64 : index) : i64
    %547 = llvm.add %545, %546 : i64
    %548 = llvm.call @malloc(%547) : (i64) -> !llvm.ptr
    %549 = llvm.ptrtoint %548 : !llvm.ptr to i64
    %550 = llvm.mlir.constant(1 : index) : i64
    %551 = llvm.sub %546, %550 : i64
    %552 = llvm.add %549, %551 : i64
    %553 = llvm.urem %552, %546 : i64
    %554 = llvm.sub %552, %553 : i64
    %555 = llvm.inttoptr %554 : i64 to !llvm.ptr
    %556 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %557 = llvm.insertvalue %548, %556[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %558 = llvm.insertvalue %555, %557[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %559 = llvm.mlir.constant(0 : index) : i64
    %560 = llvm.insertvalue %559, %558[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %561 = llvm.insertvalue %540, %560[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %562 = llvm.insertvalue %541, %561[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %563 = llvm.insertvalue %541, %562[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %564 = llvm.insertvalue %542, %563[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%21 : i64)
  ^bb13(%565: i64):  // 2 preds: ^bb12, ^bb17
    %566 = llvm.icmp "slt" %565, %16 : i64
    llvm.cond_br %566, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%21 : i64)
  ^bb15(%567: i64):  // 2 preds: ^bb14, ^bb16
    %568 = llvm.icmp "slt" %567, %16 : i64
    llvm.cond_br %568, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %569 = llvm.extractvalue %539[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %570 = llvm.mlir.constant(8 : index) : i64
    %571 = llvm.mul %565, %570 overflow<nsw, nuw> : i64
    %572 = llvm.add %571, %567 overflow<nsw, nuw> : i64
    %573 = llvm.getelementptr inbounds|nuw %569[%572] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %574 = llvm.load %573 : !llvm.ptr -> i64
    %575 = llvm.sub %574, %25 : i64
    %576 = llvm.extractvalue %564[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %577 = llvm.add %565, %567 overflow<nsw, nuw> : i64
    %578 = llvm.getelementptr inbounds|nuw %576[%577] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %575, %578 : i64, !llvm.ptr
    %579 = llvm.add %567, %16 : i64
    llvm.br ^bb15(%579 : i64)
  ^bb17:  // pred: ^bb15
    %580 = llvm.add %565, %16 : i64
    llvm.br ^bb13(%580 : i64)
  ^bb18:  // pred: ^bb13
    %581 = llvm.mlir.constant(1 : index) : i64
    %582 = llvm.mlir.constant(9 : index) : i64
    %583 = llvm.mlir.constant(1 : index) : i64
    %584 = llvm.mlir.constant(9 : index) : i64
    %585 = llvm.mlir.zero : !llvm.ptr
    %586 = llvm.getelementptr %585[%584] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %587 = llvm.ptrtoint %586 : !llvm.ptr to i64
    %588 = llvm.mlir.constant(64 : index) : i64
    %589 = llvm.add %587, %588 : i64
    %590 = llvm.call @malloc(%589) : (i64) -> !llvm.ptr
    %591 = llvm.ptrtoint %590 : !llvm.ptr to i64
    %592 = llvm.mlir.constant(1 : index) : i64
    %593 = llvm.sub %588, %592 : i64
    %594 = llvm.add %591, %593 : i64
    %595 = llvm.urem %594, %588 : i64
    %596 = llvm.sub %594, %595 : i64
    %597 = llvm.inttoptr %596 : i64 to !llvm.ptr
    %598 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %599 = llvm.insertvalue %590, %598[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %600 = llvm.insertvalue %597, %599[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %601 = llvm.mlir.constant(0 : index) : i64
    %602 = llvm.insertvalue %601, %600[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %603 = llvm.insertvalue %581, %602[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %604 = llvm.insertvalue %582, %603[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %605 = llvm.insertvalue %582, %604[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %606 = llvm.insertvalue %583, %605[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %607 = llvm.mlir.constant(1 : index) : i64
    %608 = llvm.mlir.constant(9 : index) : i64
    %609 = llvm.mlir.constant(1 : index) : i64
    %610 = llvm.mlir.constant(9 : index) : i64
    %611 = llvm.mlir.zero : !llvm.ptr
    %612 = llvm.getelementptr %611[%610] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %613 = llvm.ptrtoint %612 : !llvm.ptr to i64
    %614 = llvm.mlir.constant(64 : index) : i64
    %615 = llvm.add %613, %614 : i64
    %616 = llvm.call @malloc(%615) : (i64) -> !llvm.ptr
    %617 = llvm.ptrtoint %616 : !llvm.ptr to i64
    %618 = llvm.mlir.constant(1 : index) : i64
    %619 = llvm.sub %614, %618 : i64
    %620 = llvm.add %617, %619 : i64
    %621 = llvm.urem %620, %614 : i64
    %622 = llvm.sub %620, %621 : i64
    %623 = llvm.inttoptr %622 : i64 to !llvm.ptr
    %624 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %625 = llvm.insertvalue %616, %624[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %626 = llvm.insertvalue %623, %625[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %627 = llvm.mlir.constant(0 : index) : i64
    %628 = llvm.insertvalue %627, %626[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %629 = llvm.insertvalue %607, %628[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %630 = llvm.insertvalue %608, %629[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %631 = llvm.insertvalue %608, %630[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %632 = llvm.insertvalue %609, %631[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb19(%21 : i64)
  ^bb19(%633: i64):  // 2 preds: ^bb18, ^bb23
    %634 = llvm.icmp "slt" %633, %16 : i64
    llvm.cond_br %634, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%21 : i64)
  ^bb21(%635: i64):  // 2 preds: ^bb20, ^bb22
    %636 = llvm.icmp "slt" %635, %13 : i64
    llvm.cond_br %636, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %637 = llvm.extractvalue %606[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %638 = llvm.mlir.constant(9 : index) : i64
    %639 = llvm.mul %633, %638 overflow<nsw, nuw> : i64
    %640 = llvm.add %639, %635 overflow<nsw, nuw> : i64
    %641 = llvm.getelementptr inbounds|nuw %637[%640] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %642 = llvm.load %641 : !llvm.ptr -> i64
    %643 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %644 = llvm.mlir.constant(9 : index) : i64
    %645 = llvm.mul %633, %644 overflow<nsw, nuw> : i64
    %646 = llvm.add %645, %635 overflow<nsw, nuw> : i64
    %647 = llvm.getelementptr inbounds|nuw %643[%646] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %642, %647 : i64, !llvm.ptr
    %648 = llvm.add %635, %16 : i64
    llvm.br ^bb21(%648 : i64)
  ^bb23:  // pred: ^bb21
    %649 = llvm.add %633, %16 : i64
    llvm.br ^bb19(%649 : i64)
  ^bb24:  // pred: ^bb19
    %650 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %651 = llvm.extractvalue %632[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %652 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %653 = llvm.insertvalue %651, %650[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %654 = llvm.insertvalue %652, %653[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %655 = llvm.mlir.constant(0 : index) : i64
    %656 = llvm.insertvalue %655, %654[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %657 = llvm.mlir.constant(1 : index) : i64
    %658 = llvm.insertvalue %657, %656[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %659 = llvm.mlir.constant(9 : index) : i64
    %660 = llvm.insertvalue %659, %658[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %661 = llvm.mlir.constant(1 : index) : i64
    %662 = llvm.insertvalue %661, %660[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %663 = llvm.mlir.constant(1 : index) : i64
    %664 = llvm.insertvalue %663, %662[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb25(%21 : i64)
  ^bb25(%665: i64):  // 2 preds: ^bb24, ^bb29
    %666 = llvm.icmp "slt" %665, %16 : i64
    llvm.cond_br %666, ^bb26, ^bb30
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%21 : i64)
  ^bb27(%667: i64):  // 2 preds: ^bb26, ^bb28
    %668 = llvm.icmp "slt" %667, %16 : i64
    llvm.cond_br %668, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %669 = llvm.extractvalue %564[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %670 = llvm.add %665, %667 overflow<nsw, nuw> : i64
    %671 = llvm.getelementptr inbounds|nuw %669[%670] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %672 = llvm.load %671 : !llvm.ptr -> i64
    %673 = llvm.extractvalue %664[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %674 = llvm.mlir.constant(9 : index) : i64
    %675 = llvm.mul %665, %674 overflow<nsw, nuw> : i64
    %676 = llvm.add %675, %667 overflow<nsw, nuw> : i64
    %677 = llvm.getelementptr inbounds|nuw %673[%676] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %672, %677 : i64, !llvm.ptr
    %678 = llvm.add %667, %16 : i64
    llvm.br ^bb27(%678 : i64)
  ^bb29:  // pred: ^bb27
    %679 = llvm.add %665, %16 : i64
    llvm.br ^bb25(%679 : i64)
  ^bb30:  // pred: ^bb25
    %680 = llvm.mlir.constant(1 : index) : i64
    %681 = llvm.mlir.constant(9 : index) : i64
    %682 = llvm.mlir.constant(1 : index) : i64
    %683 = llvm.mlir.constant(9 : index) : i64
    %684 = llvm.mlir.zero : !llvm.ptr
    %685 = llvm.getelementptr %684[%683] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %686 = llvm.ptrtoint %685 : !llvm.ptr to i64
    %687 = llvm.mlir.constant(64 : index) : i64
    %688 = llvm.add %686, %687 : i64
    %689 = llvm.call @malloc(%688) : (i64) -> !llvm.ptr
    %690 = llvm.ptrtoint %689 : !llvm.ptr to i64
    %691 = llvm.mlir.constant(1 : index) : i64
    %692 = llvm.sub %687, %691 : i64
    %693 = llvm.add %690, %692 : i64
    %694 = llvm.urem %693, %687 : i64
    %695 = llvm.sub %693, %694 : i64
    %696 = llvm.inttoptr %695 : i64 to !llvm.ptr
    %697 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %698 = llvm.insertvalue %689, %697[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %699 = llvm.insertvalue %696, %698[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %700 = llvm.mlir.constant(0 : index) : i64
    %701 = llvm.insertvalue %700, %699[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %702 = llvm.insertvalue %680, %701[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %703 = llvm.insertvalue %681, %702[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %704 = llvm.insertvalue %681, %703[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %705 = llvm.insertvalue %682, %704[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%21 : i64)
  ^bb31(%706: i64):  // 2 preds: ^bb30, ^bb35
    %707 = llvm.icmp "slt" %706, %16 : i64
    llvm.cond_br %707, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%21 : i64)
  ^bb33(%708: i64):  // 2 preds: ^bb32, ^bb34
    %709 = llvm.icmp "slt" %708, %13 : i64
    llvm.cond_br %709, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %710 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %711 = llvm.mlir.constant(9 : index) : i64
    %712 = llvm.mul %706, %711 overflow<nsw, nuw> : i64
    %713 = llvm.add %712, %708 overflow<nsw, nuw> : i64
    %714 = llvm.getelementptr inbounds|nuw %710[%713] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %715 = llvm.load %714 : !llvm.ptr -> i64
    %716 = llvm.extractvalue %705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %717 = llvm.mlir.constant(9 : index) : i64
    %718 = llvm.mul %706, %717 overflow<nsw, nuw> : i64
    %719 = llvm.add %718, %708 overflow<nsw, nuw> : i64
    %720 = llvm.getelementptr inbounds|nuw %716[%719] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %715, %720 : i64, !llvm.ptr
    %721 = llvm.add %708, %16 : i64
    llvm.br ^bb33(%721 : i64)
  ^bb35:  // pred: ^bb33
    %722 = llvm.add %706, %16 : i64
    llvm.br ^bb31(%722 : i64)
  ^bb36:  // pred: ^bb31
    %723 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %724 = llvm.extractvalue %705[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %725 = llvm.extractvalue %705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %726 = llvm.insertvalue %724, %723[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %727 = llvm.insertvalue %725, %726[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %728 = llvm.mlir.constant(1 : index) : i64
    %729 = llvm.insertvalue %728, %727[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %730 = llvm.mlir.constant(1 : index) : i64
    %731 = llvm.insertvalue %730, %729[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %732 = llvm.mlir.constant(9 : index) : i64
    %733 = llvm.insertvalue %732, %731[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %734 = llvm.mlir.constant(8 : index) : i64
    %735 = llvm.insertvalue %734, %733[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %736 = llvm.mlir.constant(1 : index) : i64
    %737 = llvm.insertvalue %736, %735[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb37(%21 : i64)
  ^bb37(%738: i64):  // 2 preds: ^bb36, ^bb41
    %739 = llvm.icmp "slt" %738, %16 : i64
    llvm.cond_br %739, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%21 : i64)
  ^bb39(%740: i64):  // 2 preds: ^bb38, ^bb40
    %741 = llvm.icmp "slt" %740, %15 : i64
    llvm.cond_br %741, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %742 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %743 = llvm.mlir.constant(8 : index) : i64
    %744 = llvm.mul %738, %743 overflow<nsw, nuw> : i64
    %745 = llvm.add %744, %740 overflow<nsw, nuw> : i64
    %746 = llvm.getelementptr inbounds|nuw %742[%745] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %747 = llvm.load %746 : !llvm.ptr -> i64
    %748 = llvm.extractvalue %737[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %749 = llvm.mlir.constant(1 : index) : i64
    %750 = llvm.getelementptr %748[%749] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %751 = llvm.mlir.constant(9 : index) : i64
    %752 = llvm.mul %738, %751 overflow<nsw, nuw> : i64
    %753 = llvm.add %752, %740 overflow<nsw, nuw> : i64
    %754 = llvm.getelementptr inbounds|nuw %750[%753] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %747, %754 : i64, !llvm.ptr
    %755 = llvm.add %740, %16 : i64
    llvm.br ^bb39(%755 : i64)
  ^bb41:  // pred: ^bb39
    %756 = llvm.add %738, %16 : i64
    llvm.br ^bb37(%756 : i64)
  ^bb42:  // pred: ^bb37
    %757 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %758 = llvm.extractvalue %705[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %759 = llvm.extractvalue %705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %760 = llvm.insertvalue %758, %757[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %761 = llvm.insertvalue %759, %760[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %762 = llvm.mlir.constant(0 : index) : i64
    %763 = llvm.insertvalue %762, %761[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %764 = llvm.mlir.constant(1 : index) : i64
    %765 = llvm.insertvalue %764, %763[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %766 = llvm.mlir.constant(9 : index) : i64
    %767 = llvm.insertvalue %766, %765[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %768 = llvm.mlir.constant(8 : index) : i64
    %769 = llvm.insertvalue %768, %767[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %770 = llvm.mlir.constant(1 : index) : i64
    %771 = llvm.insertvalue %770, %769[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %772 = llvm.mlir.constant(1 : index) : i64
    %773 = llvm.mlir.constant(8 : index) : i64
    %774 = llvm.mlir.constant(1 : index) : i64
    %775 = llvm.mlir.constant(8 : index) : i64
    %776 = llvm.mlir.zero : !llvm.ptr
    %777 = llvm.getelementptr %776[%775] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %778 = llvm.ptrtoint %777 : !llvm.ptr to i64
    %779 = llvm.mlir.constant(64 : index) : i64
    %780 = llvm.add %778, %779 : i64
    %781 = llvm.call @malloc(%780) : (i64) -> !llvm.ptr
    %782 = llvm.ptrtoint %781 : !llvm.ptr to i64
    %783 = llvm.mlir.constant(1 : index) : i64
    %784 = llvm.sub %779, %783 : i64
    %785 = llvm.add %782, %784 : i64
    %786 = llvm.urem %785, %779 : i64
    %787 = llvm.sub %785, %786 : i64
    %788 = llvm.inttoptr %787 : i64 to !llvm.ptr
    %789 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %790 = llvm.insertvalue %781, %789[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %791 = llvm.insertvalue %788, %790[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %792 = llvm.mlir.constant(0 : index) : i64
    %793 = llvm.insertvalue %792, %791[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %794 = llvm.insertvalue %772, %793[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %795 = llvm.insertvalue %773, %794[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %796 = llvm.insertvalue %773, %795[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %797 = llvm.insertvalue %774, %796[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb43(%21 : i64)
  ^bb43(%798: i64):  // 2 preds: ^bb42, ^bb47
    %799 = llvm.icmp "slt" %798, %16 : i64
    llvm.cond_br %799, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%21 : i64)
  ^bb45(%800: i64):  // 2 preds: ^bb44, ^bb46
    %801 = llvm.icmp "slt" %800, %15 : i64
    llvm.cond_br %801, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %802 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %803 = llvm.mlir.constant(8 : index) : i64
    %804 = llvm.mul %798, %803 overflow<nsw, nuw> : i64
    %805 = llvm.add %804, %800 overflow<nsw, nuw> : i64
    %806 = llvm.getelementptr inbounds|nuw %802[%805] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %807 = llvm.load %806 : !llvm.ptr -> i64
    %808 = llvm.extractvalue %771[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %809 = llvm.mlir.constant(9 : index) : i64
    %810 = llvm.mul %798, %809 overflow<nsw, nuw> : i64
    %811 = llvm.add %810, %800 overflow<nsw, nuw> : i64
    %812 = llvm.getelementptr inbounds|nuw %808[%811] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %813 = llvm.load %812 : !llvm.ptr -> i64
    %814 = llvm.sub %807, %813 : i64
    %815 = llvm.icmp "ne" %814, %25 : i64
    %816 = llvm.zext %815 : i1 to i64
    %817 = llvm.extractvalue %797[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %818 = llvm.mlir.constant(8 : index) : i64
    %819 = llvm.mul %798, %818 overflow<nsw, nuw> : i64
    %820 = llvm.add %819, %800 overflow<nsw, nuw> : i64
    %821 = llvm.getelementptr inbounds|nuw %817[%820] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %816, %821 : i64, !llvm.ptr
    %822 = llvm.add %800, %16 : i64
    llvm.br ^bb45(%822 : i64)
  ^bb47:  // pred: ^bb45
    %823 = llvm.add %798, %16 : i64
    llvm.br ^bb43(%823 : i64)
  ^bb48:  // pred: ^bb43
    %824 = llvm.mlir.constant(1 : index) : i64
    %825 = llvm.mlir.constant(8 : index) : i64
    %826 = llvm.mlir.constant(1 : index) : i64
    %827 = llvm.mlir.constant(8 : index) : i64
    %828 = llvm.mlir.zero : !llvm.ptr
    %829 = llvm.getelementptr %828[%827] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %830 = llvm.ptrtoint %829 : !llvm.ptr to i64
    %831 = llvm.mlir.constant(64 : index) : i64
    %832 = llvm.add %830, %831 : i64
    %833 = llvm.call @malloc(%832) : (i64) -> !llvm.ptr
    %834 = llvm.ptrtoint %833 : !llvm.ptr to i64
    %835 = llvm.mlir.constant(1 : index) : i64
    %836 = llvm.sub %831, %835 : i64
    %837 = llvm.add %834, %836 : i64
    %838 = llvm.urem %837, %831 : i64
    %839 = llvm.sub %837, %838 : i64
    %840 = llvm.inttoptr %839 : i64 to !llvm.ptr
    %841 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %842 = llvm.insertvalue %833, %841[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %843 = llvm.insertvalue %840, %842[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %844 = llvm.mlir.constant(0 : index) : i64
    %845 = llvm.insertvalue %844, %843[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %846 = llvm.insertvalue %824, %845[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %847 = llvm.insertvalue %825, %846[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %848 = llvm.insertvalue %825, %847[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %849 = llvm.insertvalue %826, %848[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb49(%21 : i64)
  ^bb49(%850: i64):  // 2 preds: ^bb48, ^bb53
    %851 = llvm.icmp "slt" %850, %16 : i64
    llvm.cond_br %851, ^bb50, ^bb54
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%21 : i64)
  ^bb51(%852: i64):  // 2 preds: ^bb50, ^bb52
    %853 = llvm.icmp "slt" %852, %15 : i64
    llvm.cond_br %853, ^bb52, ^bb53
  ^bb52:  // pred: ^bb51
    %854 = llvm.extractvalue %849[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %855 = llvm.mlir.constant(8 : index) : i64
    %856 = llvm.mul %850, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %852 overflow<nsw, nuw> : i64
    %858 = llvm.getelementptr inbounds|nuw %854[%857] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %24, %858 : i64, !llvm.ptr
    %859 = llvm.add %852, %16 : i64
    llvm.br ^bb51(%859 : i64)
  ^bb53:  // pred: ^bb51
    %860 = llvm.add %850, %16 : i64
    llvm.br ^bb49(%860 : i64)
  ^bb54:  // pred: ^bb49
    %861 = llvm.mlir.constant(1 : index) : i64
    %862 = llvm.mlir.constant(1 : index) : i64
    %863 = llvm.mlir.zero : !llvm.ptr
    %864 = llvm.getelementptr %863[%861] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %865 = llvm.ptrtoint %864 : !llvm.ptr to i64
    %866 = llvm.mlir.constant(64 : index) : i64
    %867 = llvm.add %865, %866 : i64
    %868 = llvm.call @malloc(%867) : (i64) -> !llvm.ptr
    %869 = llvm.ptrtoint %868 : !llvm.ptr to i64
    %870 = llvm.mlir.constant(1 : index) : i64
    %871 = llvm.sub %866, %870 : i64
    %872 = llvm.add %869, %871 : i64
    %873 = llvm.urem %872, %866 : i64
    %874 = llvm.sub %872, %873 : i64
    %875 = llvm.inttoptr %874 : i64 to !llvm.ptr
    %876 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %877 = llvm.insertvalue %868, %876[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %878 = llvm.insertvalue %875, %877[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %879 = llvm.mlir.constant(0 : index) : i64
    %880 = llvm.insertvalue %879, %878[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %881 = llvm.insertvalue %861, %880[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %882 = llvm.insertvalue %862, %881[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb55(%21 : i64)
  ^bb55(%883: i64):  // 2 preds: ^bb54, ^bb56
    %884 = llvm.icmp "slt" %883, %16 : i64
    llvm.cond_br %884, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %885 = llvm.extractvalue %882[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %886 = llvm.getelementptr inbounds|nuw %885[%883] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %24, %886 : i64, !llvm.ptr
    %887 = llvm.add %883, %16 : i64
    llvm.br ^bb55(%887 : i64)
  ^bb57:  // pred: ^bb55
    %888 = llvm.mlir.constant(1 : index) : i64
    %889 = llvm.mlir.constant(8 : index) : i64
    %890 = llvm.mlir.constant(1 : index) : i64
    %891 = llvm.mlir.constant(8 : index) : i64
    %892 = llvm.mlir.zero : !llvm.ptr
    %893 = llvm.getelementptr %892[%891] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %894 = llvm.ptrtoint %893 : !llvm.ptr to i64
    %895 = llvm.call @malloc(%894) : (i64) -> !llvm.ptr
    %896 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %897 = llvm.insertvalue %895, %896[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %898 = llvm.insertvalue %895, %897[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %899 = llvm.mlir.constant(0 : index) : i64
    %900 = llvm.insertvalue %899, %898[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %901 = llvm.insertvalue %888, %900[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %902 = llvm.insertvalue %889, %901[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %903 = llvm.insertvalue %889, %902[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %904 = llvm.insertvalue %890, %903[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %905 = llvm.mlir.constant(1 : index) : i64
    %906 = llvm.mlir.constant(1 : index) : i64
    %907 = llvm.mlir.zero : !llvm.ptr
    %908 = llvm.getelementptr %907[%905] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %909 = llvm.ptrtoint %908 : !llvm.ptr to i64
    %910 = llvm.call @malloc(%909) : (i64) -> !llvm.ptr
    %911 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %912 = llvm.insertvalue %910, %911[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %913 = llvm.insertvalue %910, %912[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %914 = llvm.mlir.constant(0 : index) : i64
    %915 = llvm.insertvalue %914, %913[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %916 = llvm.insertvalue %905, %915[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %917 = llvm.insertvalue %906, %916[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb58(%21 : i64)
  ^bb58(%918: i64):  // 2 preds: ^bb57, ^bb65
    %919 = llvm.icmp "slt" %918, %16 : i64
    llvm.cond_br %919, ^bb59, ^bb66
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%21 : i64)
  ^bb60(%920: i64):  // 2 preds: ^bb59, ^bb64
    %921 = llvm.icmp "slt" %920, %15 : i64
    llvm.cond_br %921, ^bb61, ^bb65
  ^bb61:  // pred: ^bb60
    %922 = llvm.icmp "eq" %920, %21 : i64
    llvm.cond_br %922, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %923 = llvm.extractvalue %797[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %924 = llvm.mlir.constant(8 : index) : i64
    %925 = llvm.mul %918, %924 overflow<nsw, nuw> : i64
    %926 = llvm.add %925, %920 overflow<nsw, nuw> : i64
    %927 = llvm.getelementptr inbounds|nuw %923[%926] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %928 = llvm.load %927 : !llvm.ptr -> i64
    %929 = llvm.extractvalue %904[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %930 = llvm.mlir.constant(8 : index) : i64
    %931 = llvm.mul %918, %930 overflow<nsw, nuw> : i64
    %932 = llvm.add %931, %920 overflow<nsw, nuw> : i64
    %933 = llvm.getelementptr inbounds|nuw %929[%932] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %928, %933 : i64, !llvm.ptr
    llvm.br ^bb64
  ^bb63:  // pred: ^bb61
    %934 = llvm.sub %920, %16 : i64
    %935 = llvm.extractvalue %904[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %936 = llvm.mlir.constant(8 : index) : i64
    %937 = llvm.mul %918, %936 overflow<nsw, nuw> : i64
    %938 = llvm.add %937, %934 overflow<nsw, nuw> : i64
    %939 = llvm.getelementptr inbounds|nuw %935[%938] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %940 = llvm.load %939 : !llvm.ptr -> i64
    %941 = llvm.extractvalue %797[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %942 = llvm.mlir.constant(8 : index) : i64
    %943 = llvm.mul %918, %942 overflow<nsw, nuw> : i64
    %944 = llvm.add %943, %920 overflow<nsw, nuw> : i64
    %945 = llvm.getelementptr inbounds|nuw %941[%944] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %946 = llvm.load %945 : !llvm.ptr -> i64
    %947 = llvm.add %940, %946 : i64
    %948 = llvm.extractvalue %904[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %949 = llvm.mlir.constant(8 : index) : i64
    %950 = llvm.mul %918, %949 overflow<nsw, nuw> : i64
    %951 = llvm.add %950, %920 overflow<nsw, nuw> : i64
    %952 = llvm.getelementptr inbounds|nuw %948[%951] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %947, %952 : i64, !llvm.ptr
    %953 = llvm.extractvalue %917[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %954 = llvm.getelementptr inbounds|nuw %953[%918] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %947, %954 : i64, !llvm.ptr
    llvm.br ^bb64
  ^bb64:  // 2 preds: ^bb62, ^bb63
    %955 = llvm.add %920, %16 : i64
    llvm.br ^bb60(%955 : i64)
  ^bb65:  // pred: ^bb60
    %956 = llvm.add %918, %16 : i64
    llvm.br ^bb58(%956 : i64)
  ^bb66:  // pred: ^bb58
    %957 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %958 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %959 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %960 = llvm.insertvalue %958, %957[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %961 = llvm.insertvalue %959, %960[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %962 = llvm.mlir.constant(0 : index) : i64
    %963 = llvm.insertvalue %962, %961[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %964 = llvm.mlir.constant(1 : index) : i64
    %965 = llvm.insertvalue %964, %963[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %966 = llvm.mlir.constant(8 : index) : i64
    %967 = llvm.insertvalue %966, %965[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %968 = llvm.mlir.constant(1 : index) : i64
    %969 = llvm.insertvalue %968, %967[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %970 = llvm.mlir.constant(8 : index) : i64
    %971 = llvm.insertvalue %970, %969[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %972 = llvm.mlir.constant(8 : index) : i64
    %973 = llvm.insertvalue %972, %971[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.mlir.constant(1 : index) : i64
    %975 = llvm.insertvalue %974, %973[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.mlir.constant(1 : index) : i64
    %977 = llvm.insertvalue %976, %975[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %978 = llvm.mlir.constant(1 : index) : i64
    %979 = llvm.insertvalue %978, %977[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %980 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %981 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %982 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %983 = llvm.insertvalue %981, %980[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %984 = llvm.insertvalue %982, %983[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.mlir.constant(0 : index) : i64
    %986 = llvm.insertvalue %985, %984[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %987 = llvm.mlir.constant(1 : index) : i64
    %988 = llvm.insertvalue %987, %986[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.mlir.constant(8 : index) : i64
    %990 = llvm.insertvalue %989, %988[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %991 = llvm.mlir.constant(1 : index) : i64
    %992 = llvm.insertvalue %991, %990[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %993 = llvm.mlir.constant(8 : index) : i64
    %994 = llvm.insertvalue %993, %992[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %995 = llvm.mlir.constant(1 : index) : i64
    %996 = llvm.insertvalue %995, %994[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.mlir.constant(8 : index) : i64
    %998 = llvm.insertvalue %997, %996[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.mlir.constant(8 : index) : i64
    %1000 = llvm.insertvalue %999, %998[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1001 = llvm.mlir.constant(1 : index) : i64
    %1002 = llvm.insertvalue %1001, %1000[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1003 = llvm.mlir.constant(1 : index) : i64
    %1004 = llvm.mlir.constant(1 : index) : i64
    %1005 = llvm.mlir.constant(8 : index) : i64
    %1006 = llvm.mlir.constant(8 : index) : i64
    %1007 = llvm.mlir.constant(1 : index) : i64
    %1008 = llvm.mlir.constant(64 : index) : i64
    %1009 = llvm.mlir.constant(64 : index) : i64
    %1010 = llvm.mlir.constant(64 : index) : i64
    %1011 = llvm.mlir.zero : !llvm.ptr
    %1012 = llvm.getelementptr %1011[%1010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1013 = llvm.ptrtoint %1012 : !llvm.ptr to i64
    %1014 = llvm.mlir.constant(64 : index) : i64
    %1015 = llvm.add %1013, %1014 : i64
    %1016 = llvm.call @malloc(%1015) : (i64) -> !llvm.ptr
    %1017 = llvm.ptrtoint %1016 : !llvm.ptr to i64
    %1018 = llvm.mlir.constant(1 : index) : i64
    %1019 = llvm.sub %1014, %1018 : i64
    %1020 = llvm.add %1017, %1019 : i64
    %1021 = llvm.urem %1020, %1014 : i64
    %1022 = llvm.sub %1020, %1021 : i64
    %1023 = llvm.inttoptr %1022 : i64 to !llvm.ptr
    %1024 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1025 = llvm.insertvalue %1016, %1024[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1026 = llvm.insertvalue %1023, %1025[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1027 = llvm.mlir.constant(0 : index) : i64
    %1028 = llvm.insertvalue %1027, %1026[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1029 = llvm.insertvalue %1003, %1028[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1030 = llvm.insertvalue %1004, %1029[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1031 = llvm.insertvalue %1005, %1030[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1032 = llvm.insertvalue %1006, %1031[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1033 = llvm.insertvalue %1009, %1032[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1034 = llvm.insertvalue %1008, %1033[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1035 = llvm.insertvalue %1006, %1034[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1036 = llvm.insertvalue %1007, %1035[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb67(%21 : i64)
  ^bb67(%1037: i64):  // 2 preds: ^bb66, ^bb77
    %1038 = llvm.icmp "slt" %1037, %16 : i64
    llvm.cond_br %1038, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%21 : i64)
  ^bb69(%1039: i64):  // 2 preds: ^bb68, ^bb76
    %1040 = llvm.icmp "slt" %1039, %16 : i64
    llvm.cond_br %1040, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%21 : i64)
  ^bb71(%1041: i64):  // 2 preds: ^bb70, ^bb75
    %1042 = llvm.icmp "slt" %1041, %15 : i64
    llvm.cond_br %1042, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%21 : i64)
  ^bb73(%1043: i64):  // 2 preds: ^bb72, ^bb74
    %1044 = llvm.icmp "slt" %1043, %15 : i64
    llvm.cond_br %1044, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %1045 = llvm.extractvalue %979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1046 = llvm.mlir.constant(8 : index) : i64
    %1047 = llvm.mul %21, %1046 overflow<nsw, nuw> : i64
    %1048 = llvm.mlir.constant(8 : index) : i64
    %1049 = llvm.mul %21, %1048 overflow<nsw, nuw> : i64
    %1050 = llvm.add %1047, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.add %1050, %1041 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1051, %21 overflow<nsw, nuw> : i64
    %1053 = llvm.getelementptr inbounds|nuw %1045[%1052] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1054 = llvm.load %1053 : !llvm.ptr -> i64
    %1055 = llvm.extractvalue %1002[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1056 = llvm.mlir.constant(8 : index) : i64
    %1057 = llvm.mul %21, %1056 overflow<nsw, nuw> : i64
    %1058 = llvm.mlir.constant(8 : index) : i64
    %1059 = llvm.mul %21, %1058 overflow<nsw, nuw> : i64
    %1060 = llvm.add %1057, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.mlir.constant(8 : index) : i64
    %1062 = llvm.mul %21, %1061 overflow<nsw, nuw> : i64
    %1063 = llvm.add %1060, %1062 overflow<nsw, nuw> : i64
    %1064 = llvm.add %1063, %1043 overflow<nsw, nuw> : i64
    %1065 = llvm.getelementptr inbounds|nuw %1055[%1064] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1066 = llvm.load %1065 : !llvm.ptr -> i64
    %1067 = llvm.icmp "slt" %1054, %24 : i64
    %1068 = llvm.add %1054, %26 : i64
    %1069 = llvm.select %1067, %1068, %1054 : i1, i64
    %1070 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1071 = llvm.mlir.constant(8 : index) : i64
    %1072 = llvm.mul %21, %1071 overflow<nsw, nuw> : i64
    %1073 = llvm.add %1072, %1069 overflow<nsw, nuw> : i64
    %1074 = llvm.getelementptr inbounds|nuw %1070[%1073] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1075 = llvm.load %1074 : !llvm.ptr -> i64
    %1076 = llvm.icmp "slt" %1066, %24 : i64
    %1077 = llvm.add %1066, %26 : i64
    %1078 = llvm.select %1076, %1077, %1066 : i1, i64
    %1079 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1080 = llvm.mlir.constant(8 : index) : i64
    %1081 = llvm.mul %21, %1080 overflow<nsw, nuw> : i64
    %1082 = llvm.add %1081, %1078 overflow<nsw, nuw> : i64
    %1083 = llvm.getelementptr inbounds|nuw %1079[%1082] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1084 = llvm.load %1083 : !llvm.ptr -> i64
    %1085 = llvm.icmp "sle" %1084, %1075 : i64
    %1086 = llvm.extractvalue %904[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1087 = llvm.mlir.constant(8 : index) : i64
    %1088 = llvm.mul %21, %1087 overflow<nsw, nuw> : i64
    %1089 = llvm.add %1088, %1078 overflow<nsw, nuw> : i64
    %1090 = llvm.getelementptr inbounds|nuw %1086[%1089] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1091 = llvm.load %1090 : !llvm.ptr -> i64
    %1092 = llvm.extractvalue %904[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1093 = llvm.mlir.constant(8 : index) : i64
    %1094 = llvm.mul %21, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.add %1094, %1069 overflow<nsw, nuw> : i64
    %1096 = llvm.getelementptr inbounds|nuw %1092[%1095] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1097 = llvm.load %1096 : !llvm.ptr -> i64
    %1098 = llvm.icmp "eq" %1097, %1091 : i64
    %1099 = llvm.and %1098, %1085 : i1
    %1100 = llvm.select %1099, %23, %22 : i1, f32
    %1101 = llvm.extractvalue %1036[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1102 = llvm.mlir.constant(64 : index) : i64
    %1103 = llvm.mul %1037, %1102 overflow<nsw, nuw> : i64
    %1104 = llvm.mlir.constant(64 : index) : i64
    %1105 = llvm.mul %1039, %1104 overflow<nsw, nuw> : i64
    %1106 = llvm.add %1103, %1105 overflow<nsw, nuw> : i64
    %1107 = llvm.mlir.constant(8 : index) : i64
    %1108 = llvm.mul %1041, %1107 overflow<nsw, nuw> : i64
    %1109 = llvm.add %1106, %1108 overflow<nsw, nuw> : i64
    %1110 = llvm.add %1109, %1043 overflow<nsw, nuw> : i64
    %1111 = llvm.getelementptr inbounds|nuw %1101[%1110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1100, %1111 : f32, !llvm.ptr
    %1112 = llvm.add %1043, %16 : i64
    llvm.br ^bb73(%1112 : i64)
  ^bb75:  // pred: ^bb73
    %1113 = llvm.add %1041, %16 : i64
    llvm.br ^bb71(%1113 : i64)
  ^bb76:  // pred: ^bb71
    %1114 = llvm.add %1039, %16 : i64
    llvm.br ^bb69(%1114 : i64)
  ^bb77:  // pred: ^bb69
    %1115 = llvm.add %1037, %16 : i64
    llvm.br ^bb67(%1115 : i64)
  ^bb78:  // pred: ^bb67
    %1116 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1117 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1118 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1119 = llvm.insertvalue %1117, %1116[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1120 = llvm.insertvalue %1118, %1119[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1121 = llvm.mlir.constant(0 : index) : i64
    %1122 = llvm.insertvalue %1121, %1120[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1123 = llvm.mlir.constant(1 : index) : i64
    %1124 = llvm.insertvalue %1123, %1122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1125 = llvm.mlir.constant(8 : index) : i64
    %1126 = llvm.insertvalue %1125, %1124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1127 = llvm.mlir.constant(8 : index) : i64
    %1128 = llvm.insertvalue %1127, %1126[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1129 = llvm.mlir.constant(1 : index) : i64
    %1130 = llvm.insertvalue %1129, %1128[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1131 = llvm.mlir.constant(1 : index) : i64
    %1132 = llvm.insertvalue %1131, %1130[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1133 = llvm.mlir.constant(1 : index) : i64
    %1134 = llvm.insertvalue %1133, %1132[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.mlir.constant(1 : index) : i64
    %1136 = llvm.mlir.constant(8 : index) : i64
    %1137 = llvm.mlir.constant(4 : index) : i64
    %1138 = llvm.mlir.constant(1 : index) : i64
    %1139 = llvm.mlir.constant(32 : index) : i64
    %1140 = llvm.mlir.constant(32 : index) : i64
    %1141 = llvm.mlir.zero : !llvm.ptr
    %1142 = llvm.getelementptr %1141[%1140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1143 = llvm.ptrtoint %1142 : !llvm.ptr to i64
    %1144 = llvm.mlir.constant(64 : index) : i64
    %1145 = llvm.add %1143, %1144 : i64
    %1146 = llvm.call @malloc(%1145) : (i64) -> !llvm.ptr
    %1147 = llvm.ptrtoint %1146 : !llvm.ptr to i64
    %1148 = llvm.mlir.constant(1 : index) : i64
    %1149 = llvm.sub %1144, %1148 : i64
    %1150 = llvm.add %1147, %1149 : i64
    %1151 = llvm.urem %1150, %1144 : i64
    %1152 = llvm.sub %1150, %1151 : i64
    %1153 = llvm.inttoptr %1152 : i64 to !llvm.ptr
    %1154 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1155 = llvm.insertvalue %1146, %1154[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1156 = llvm.insertvalue %1153, %1155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1157 = llvm.mlir.constant(0 : index) : i64
    %1158 = llvm.insertvalue %1157, %1156[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1159 = llvm.insertvalue %1135, %1158[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1160 = llvm.insertvalue %1136, %1159[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1161 = llvm.insertvalue %1137, %1160[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.insertvalue %1139, %1161[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1163 = llvm.insertvalue %1137, %1162[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1164 = llvm.insertvalue %1138, %1163[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%21 : i64)
  ^bb79(%1165: i64):  // 2 preds: ^bb78, ^bb86
    %1166 = llvm.icmp "slt" %1165, %16 : i64
    llvm.cond_br %1166, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%21 : i64)
  ^bb81(%1167: i64):  // 2 preds: ^bb80, ^bb85
    %1168 = llvm.icmp "slt" %1167, %15 : i64
    llvm.cond_br %1168, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%21 : i64)
  ^bb83(%1169: i64):  // 2 preds: ^bb82, ^bb84
    %1170 = llvm.icmp "slt" %1169, %12 : i64
    llvm.cond_br %1170, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %1171 = llvm.extractvalue %1134[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1172 = llvm.mlir.constant(8 : index) : i64
    %1173 = llvm.mul %1165, %1172 overflow<nsw, nuw> : i64
    %1174 = llvm.add %1173, %1167 overflow<nsw, nuw> : i64
    %1175 = llvm.add %1174, %21 overflow<nsw, nuw> : i64
    %1176 = llvm.getelementptr inbounds|nuw %1171[%1175] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1177 = llvm.load %1176 : !llvm.ptr -> i64
    %1178 = llvm.extractvalue %403[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1179 = llvm.getelementptr inbounds|nuw %1178[%1169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1180 = llvm.load %1179 : !llvm.ptr -> f32
    %1181 = llvm.sitofp %1177 : i64 to f32
    %1182 = llvm.fmul %1181, %1180 : f32
    %1183 = llvm.extractvalue %1164[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1184 = llvm.mlir.constant(32 : index) : i64
    %1185 = llvm.mul %1165, %1184 overflow<nsw, nuw> : i64
    %1186 = llvm.mlir.constant(4 : index) : i64
    %1187 = llvm.mul %1167, %1186 overflow<nsw, nuw> : i64
    %1188 = llvm.add %1185, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.add %1188, %1169 overflow<nsw, nuw> : i64
    %1190 = llvm.getelementptr inbounds|nuw %1183[%1189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1182, %1190 : f32, !llvm.ptr
    %1191 = llvm.add %1169, %16 : i64
    llvm.br ^bb83(%1191 : i64)
  ^bb85:  // pred: ^bb83
    %1192 = llvm.add %1167, %16 : i64
    llvm.br ^bb81(%1192 : i64)
  ^bb86:  // pred: ^bb81
    %1193 = llvm.add %1165, %16 : i64
    llvm.br ^bb79(%1193 : i64)
  ^bb87:  // pred: ^bb79
    %1194 = llvm.mlir.constant(1 : index) : i64
    %1195 = llvm.mlir.constant(8 : index) : i64
    %1196 = llvm.mlir.constant(8 : index) : i64
    %1197 = llvm.mlir.constant(1 : index) : i64
    %1198 = llvm.mlir.constant(64 : index) : i64
    %1199 = llvm.mlir.constant(64 : index) : i64
    %1200 = llvm.mlir.zero : !llvm.ptr
    %1201 = llvm.getelementptr %1200[%1199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1202 = llvm.ptrtoint %1201 : !llvm.ptr to i64
    %1203 = llvm.mlir.constant(64 : index) : i64
    %1204 = llvm.add %1202, %1203 : i64
    %1205 = llvm.call @malloc(%1204) : (i64) -> !llvm.ptr
    %1206 = llvm.ptrtoint %1205 : !llvm.ptr to i64
    %1207 = llvm.mlir.constant(1 : index) : i64
    %1208 = llvm.sub %1203, %1207 : i64
    %1209 = llvm.add %1206, %1208 : i64
    %1210 = llvm.urem %1209, %1203 : i64
    %1211 = llvm.sub %1209, %1210 : i64
    %1212 = llvm.inttoptr %1211 : i64 to !llvm.ptr
    %1213 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1214 = llvm.insertvalue %1205, %1213[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1215 = llvm.insertvalue %1212, %1214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1216 = llvm.mlir.constant(0 : index) : i64
    %1217 = llvm.insertvalue %1216, %1215[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1218 = llvm.insertvalue %1194, %1217[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1219 = llvm.insertvalue %1195, %1218[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1220 = llvm.insertvalue %1196, %1219[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1221 = llvm.insertvalue %1198, %1220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.insertvalue %1196, %1221[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1223 = llvm.insertvalue %1197, %1222[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1224 = llvm.mlir.constant(1 : index) : i64
    %1225 = llvm.mlir.constant(8 : index) : i64
    %1226 = llvm.mlir.constant(8 : index) : i64
    %1227 = llvm.mlir.constant(1 : index) : i64
    %1228 = llvm.mlir.constant(64 : index) : i64
    %1229 = llvm.mlir.constant(64 : index) : i64
    %1230 = llvm.mlir.zero : !llvm.ptr
    %1231 = llvm.getelementptr %1230[%1229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1232 = llvm.ptrtoint %1231 : !llvm.ptr to i64
    %1233 = llvm.mlir.constant(64 : index) : i64
    %1234 = llvm.add %1232, %1233 : i64
    %1235 = llvm.call @malloc(%1234) : (i64) -> !llvm.ptr
    %1236 = llvm.ptrtoint %1235 : !llvm.ptr to i64
    %1237 = llvm.mlir.constant(1 : index) : i64
    %1238 = llvm.sub %1233, %1237 : i64
    %1239 = llvm.add %1236, %1238 : i64
    %1240 = llvm.urem %1239, %1233 : i64
    %1241 = llvm.sub %1239, %1240 : i64
    %1242 = llvm.inttoptr %1241 : i64 to !llvm.ptr
    %1243 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1244 = llvm.insertvalue %1235, %1243[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.insertvalue %1242, %1244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.mlir.constant(0 : index) : i64
    %1247 = llvm.insertvalue %1246, %1245[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1248 = llvm.insertvalue %1224, %1247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1249 = llvm.insertvalue %1225, %1248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1250 = llvm.insertvalue %1226, %1249[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1251 = llvm.insertvalue %1228, %1250[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1252 = llvm.insertvalue %1226, %1251[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1253 = llvm.insertvalue %1227, %1252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb88(%21 : i64)
  ^bb88(%1254: i64):  // 2 preds: ^bb87, ^bb95
    %1255 = llvm.icmp "slt" %1254, %16 : i64
    llvm.cond_br %1255, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%21 : i64)
  ^bb90(%1256: i64):  // 2 preds: ^bb89, ^bb94
    %1257 = llvm.icmp "slt" %1256, %15 : i64
    llvm.cond_br %1257, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%21 : i64)
  ^bb92(%1258: i64):  // 2 preds: ^bb91, ^bb93
    %1259 = llvm.icmp "slt" %1258, %15 : i64
    llvm.cond_br %1259, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %1260 = llvm.extractvalue %1223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1261 = llvm.mlir.constant(64 : index) : i64
    %1262 = llvm.mul %1254, %1261 overflow<nsw, nuw> : i64
    %1263 = llvm.mlir.constant(8 : index) : i64
    %1264 = llvm.mul %1256, %1263 overflow<nsw, nuw> : i64
    %1265 = llvm.add %1262, %1264 overflow<nsw, nuw> : i64
    %1266 = llvm.add %1265, %1258 overflow<nsw, nuw> : i64
    %1267 = llvm.getelementptr inbounds|nuw %1260[%1266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1268 = llvm.load %1267 : !llvm.ptr -> f32
    %1269 = llvm.extractvalue %1253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1270 = llvm.mlir.constant(64 : index) : i64
    %1271 = llvm.mul %1254, %1270 overflow<nsw, nuw> : i64
    %1272 = llvm.mlir.constant(8 : index) : i64
    %1273 = llvm.mul %1256, %1272 overflow<nsw, nuw> : i64
    %1274 = llvm.add %1271, %1273 overflow<nsw, nuw> : i64
    %1275 = llvm.add %1274, %1258 overflow<nsw, nuw> : i64
    %1276 = llvm.getelementptr inbounds|nuw %1269[%1275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1268, %1276 : f32, !llvm.ptr
    %1277 = llvm.add %1258, %16 : i64
    llvm.br ^bb92(%1277 : i64)
  ^bb94:  // pred: ^bb92
    %1278 = llvm.add %1256, %16 : i64
    llvm.br ^bb90(%1278 : i64)
  ^bb95:  // pred: ^bb90
    %1279 = llvm.add %1254, %16 : i64
    llvm.br ^bb88(%1279 : i64)
  ^bb96:  // pred: ^bb88
    %1280 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1281 = llvm.extractvalue %1253[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.extractvalue %1253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1283 = llvm.insertvalue %1281, %1280[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.insertvalue %1282, %1283[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1285 = llvm.mlir.constant(0 : index) : i64
    %1286 = llvm.insertvalue %1285, %1284[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1287 = llvm.mlir.constant(1 : index) : i64
    %1288 = llvm.insertvalue %1287, %1286[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1289 = llvm.mlir.constant(64 : index) : i64
    %1290 = llvm.insertvalue %1289, %1288[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1291 = llvm.mlir.constant(8 : index) : i64
    %1292 = llvm.insertvalue %1291, %1290[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1293 = llvm.mlir.constant(8 : index) : i64
    %1294 = llvm.insertvalue %1293, %1292[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1295 = llvm.mlir.constant(4 : index) : i64
    %1296 = llvm.insertvalue %1295, %1294[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1297 = llvm.mlir.constant(1 : index) : i64
    %1298 = llvm.insertvalue %1297, %1296[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb97(%21 : i64)
  ^bb97(%1299: i64):  // 2 preds: ^bb96, ^bb104
    %1300 = llvm.icmp "slt" %1299, %16 : i64
    llvm.cond_br %1300, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%21 : i64)
  ^bb99(%1301: i64):  // 2 preds: ^bb98, ^bb103
    %1302 = llvm.icmp "slt" %1301, %15 : i64
    llvm.cond_br %1302, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%21 : i64)
  ^bb101(%1303: i64):  // 2 preds: ^bb100, ^bb102
    %1304 = llvm.icmp "slt" %1303, %12 : i64
    llvm.cond_br %1304, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %1305 = llvm.extractvalue %1164[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1306 = llvm.mlir.constant(32 : index) : i64
    %1307 = llvm.mul %1299, %1306 overflow<nsw, nuw> : i64
    %1308 = llvm.mlir.constant(4 : index) : i64
    %1309 = llvm.mul %1301, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1307, %1309 overflow<nsw, nuw> : i64
    %1311 = llvm.add %1310, %1303 overflow<nsw, nuw> : i64
    %1312 = llvm.getelementptr inbounds|nuw %1305[%1311] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1313 = llvm.load %1312 : !llvm.ptr -> f32
    %1314 = llvm.extractvalue %1298[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1315 = llvm.mlir.constant(64 : index) : i64
    %1316 = llvm.mul %1299, %1315 overflow<nsw, nuw> : i64
    %1317 = llvm.mlir.constant(8 : index) : i64
    %1318 = llvm.mul %1301, %1317 overflow<nsw, nuw> : i64
    %1319 = llvm.add %1316, %1318 overflow<nsw, nuw> : i64
    %1320 = llvm.add %1319, %1303 overflow<nsw, nuw> : i64
    %1321 = llvm.getelementptr inbounds|nuw %1314[%1320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1313, %1321 : f32, !llvm.ptr
    %1322 = llvm.add %1303, %16 : i64
    llvm.br ^bb101(%1322 : i64)
  ^bb103:  // pred: ^bb101
    %1323 = llvm.add %1301, %16 : i64
    llvm.br ^bb99(%1323 : i64)
  ^bb104:  // pred: ^bb99
    %1324 = llvm.add %1299, %16 : i64
    llvm.br ^bb97(%1324 : i64)
  ^bb105:  // pred: ^bb97
    %1325 = llvm.mlir.constant(1 : index) : i64
    %1326 = llvm.mlir.constant(8 : index) : i64
    %1327 = llvm.mlir.constant(8 : index) : i64
    %1328 = llvm.mlir.constant(1 : index) : i64
    %1329 = llvm.mlir.constant(64 : index) : i64
    %1330 = llvm.mlir.constant(64 : index) : i64
    %1331 = llvm.mlir.zero : !llvm.ptr
    %1332 = llvm.getelementptr %1331[%1330] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1333 = llvm.ptrtoint %1332 : !llvm.ptr to i64
    %1334 = llvm.mlir.constant(64 : index) : i64
    %1335 = llvm.add %1333, %1334 : i64
    %1336 = llvm.call @malloc(%1335) : (i64) -> !llvm.ptr
    %1337 = llvm.ptrtoint %1336 : !llvm.ptr to i64
    %1338 = llvm.mlir.constant(1 : index) : i64
    %1339 = llvm.sub %1334, %1338 : i64
    %1340 = llvm.add %1337, %1339 : i64
    %1341 = llvm.urem %1340, %1334 : i64
    %1342 = llvm.sub %1340, %1341 : i64
    %1343 = llvm.inttoptr %1342 : i64 to !llvm.ptr
    %1344 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1345 = llvm.insertvalue %1336, %1344[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1346 = llvm.insertvalue %1343, %1345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1347 = llvm.mlir.constant(0 : index) : i64
    %1348 = llvm.insertvalue %1347, %1346[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.insertvalue %1325, %1348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1350 = llvm.insertvalue %1326, %1349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1351 = llvm.insertvalue %1327, %1350[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.insertvalue %1329, %1351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1353 = llvm.insertvalue %1327, %1352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1354 = llvm.insertvalue %1328, %1353[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb106(%21 : i64)
  ^bb106(%1355: i64):  // 2 preds: ^bb105, ^bb113
    %1356 = llvm.icmp "slt" %1355, %16 : i64
    llvm.cond_br %1356, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%21 : i64)
  ^bb108(%1357: i64):  // 2 preds: ^bb107, ^bb112
    %1358 = llvm.icmp "slt" %1357, %15 : i64
    llvm.cond_br %1358, ^bb109, ^bb113
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%21 : i64)
  ^bb110(%1359: i64):  // 2 preds: ^bb109, ^bb111
    %1360 = llvm.icmp "slt" %1359, %15 : i64
    llvm.cond_br %1360, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    %1361 = llvm.extractvalue %1253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1362 = llvm.mlir.constant(64 : index) : i64
    %1363 = llvm.mul %1355, %1362 overflow<nsw, nuw> : i64
    %1364 = llvm.mlir.constant(8 : index) : i64
    %1365 = llvm.mul %1357, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1363, %1365 overflow<nsw, nuw> : i64
    %1367 = llvm.add %1366, %1359 overflow<nsw, nuw> : i64
    %1368 = llvm.getelementptr inbounds|nuw %1361[%1367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1369 = llvm.load %1368 : !llvm.ptr -> f32
    %1370 = llvm.extractvalue %1354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.mlir.constant(64 : index) : i64
    %1372 = llvm.mul %1355, %1371 overflow<nsw, nuw> : i64
    %1373 = llvm.mlir.constant(8 : index) : i64
    %1374 = llvm.mul %1357, %1373 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1372, %1374 overflow<nsw, nuw> : i64
    %1376 = llvm.add %1375, %1359 overflow<nsw, nuw> : i64
    %1377 = llvm.getelementptr inbounds|nuw %1370[%1376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1369, %1377 : f32, !llvm.ptr
    %1378 = llvm.add %1359, %16 : i64
    llvm.br ^bb110(%1378 : i64)
  ^bb112:  // pred: ^bb110
    %1379 = llvm.add %1357, %16 : i64
    llvm.br ^bb108(%1379 : i64)
  ^bb113:  // pred: ^bb108
    %1380 = llvm.add %1355, %16 : i64
    llvm.br ^bb106(%1380 : i64)
  ^bb114:  // pred: ^bb106
    %1381 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1382 = llvm.extractvalue %1354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1383 = llvm.extractvalue %1354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1384 = llvm.insertvalue %1382, %1381[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1385 = llvm.insertvalue %1383, %1384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1386 = llvm.mlir.constant(4 : index) : i64
    %1387 = llvm.insertvalue %1386, %1385[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1388 = llvm.mlir.constant(1 : index) : i64
    %1389 = llvm.insertvalue %1388, %1387[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1390 = llvm.mlir.constant(64 : index) : i64
    %1391 = llvm.insertvalue %1390, %1389[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1392 = llvm.mlir.constant(8 : index) : i64
    %1393 = llvm.insertvalue %1392, %1391[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1394 = llvm.mlir.constant(8 : index) : i64
    %1395 = llvm.insertvalue %1394, %1393[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1396 = llvm.mlir.constant(4 : index) : i64
    %1397 = llvm.insertvalue %1396, %1395[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1398 = llvm.mlir.constant(1 : index) : i64
    %1399 = llvm.insertvalue %1398, %1397[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb115(%21 : i64)
  ^bb115(%1400: i64):  // 2 preds: ^bb114, ^bb122
    %1401 = llvm.icmp "slt" %1400, %16 : i64
    llvm.cond_br %1401, ^bb116, ^bb123
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%21 : i64)
  ^bb117(%1402: i64):  // 2 preds: ^bb116, ^bb121
    %1403 = llvm.icmp "slt" %1402, %15 : i64
    llvm.cond_br %1403, ^bb118, ^bb122
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%21 : i64)
  ^bb119(%1404: i64):  // 2 preds: ^bb118, ^bb120
    %1405 = llvm.icmp "slt" %1404, %12 : i64
    llvm.cond_br %1405, ^bb120, ^bb121
  ^bb120:  // pred: ^bb119
    %1406 = llvm.extractvalue %1164[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1407 = llvm.mlir.constant(32 : index) : i64
    %1408 = llvm.mul %1400, %1407 overflow<nsw, nuw> : i64
    %1409 = llvm.mlir.constant(4 : index) : i64
    %1410 = llvm.mul %1402, %1409 overflow<nsw, nuw> : i64
    %1411 = llvm.add %1408, %1410 overflow<nsw, nuw> : i64
    %1412 = llvm.add %1411, %1404 overflow<nsw, nuw> : i64
    %1413 = llvm.getelementptr inbounds|nuw %1406[%1412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1414 = llvm.load %1413 : !llvm.ptr -> f32
    %1415 = llvm.extractvalue %1399[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1416 = llvm.mlir.constant(4 : index) : i64
    %1417 = llvm.getelementptr %1415[%1416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1418 = llvm.mlir.constant(64 : index) : i64
    %1419 = llvm.mul %1400, %1418 overflow<nsw, nuw> : i64
    %1420 = llvm.mlir.constant(8 : index) : i64
    %1421 = llvm.mul %1402, %1420 overflow<nsw, nuw> : i64
    %1422 = llvm.add %1419, %1421 overflow<nsw, nuw> : i64
    %1423 = llvm.add %1422, %1404 overflow<nsw, nuw> : i64
    %1424 = llvm.getelementptr inbounds|nuw %1417[%1423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1414, %1424 : f32, !llvm.ptr
    %1425 = llvm.add %1404, %16 : i64
    llvm.br ^bb119(%1425 : i64)
  ^bb121:  // pred: ^bb119
    %1426 = llvm.add %1402, %16 : i64
    llvm.br ^bb117(%1426 : i64)
  ^bb122:  // pred: ^bb117
    %1427 = llvm.add %1400, %16 : i64
    llvm.br ^bb115(%1427 : i64)
  ^bb123:  // pred: ^bb115
    %1428 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1429 = llvm.extractvalue %1354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.extractvalue %1354[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1431 = llvm.insertvalue %1429, %1428[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1432 = llvm.insertvalue %1430, %1431[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1433 = llvm.mlir.constant(0 : index) : i64
    %1434 = llvm.insertvalue %1433, %1432[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1435 = llvm.mlir.constant(1 : index) : i64
    %1436 = llvm.insertvalue %1435, %1434[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1437 = llvm.mlir.constant(64 : index) : i64
    %1438 = llvm.insertvalue %1437, %1436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1439 = llvm.mlir.constant(1 : index) : i64
    %1440 = llvm.insertvalue %1439, %1438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1441 = llvm.mlir.constant(64 : index) : i64
    %1442 = llvm.insertvalue %1441, %1440[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1443 = llvm.mlir.constant(8 : index) : i64
    %1444 = llvm.insertvalue %1443, %1442[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1445 = llvm.mlir.constant(8 : index) : i64
    %1446 = llvm.insertvalue %1445, %1444[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1447 = llvm.mlir.constant(8 : index) : i64
    %1448 = llvm.insertvalue %1447, %1446[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1449 = llvm.mlir.constant(1 : index) : i64
    %1450 = llvm.insertvalue %1449, %1448[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1451 = llvm.mlir.constant(1 : index) : i64
    %1452 = llvm.mlir.constant(1 : index) : i64
    %1453 = llvm.mlir.constant(8 : index) : i64
    %1454 = llvm.mlir.constant(8 : index) : i64
    %1455 = llvm.mlir.constant(1 : index) : i64
    %1456 = llvm.mlir.constant(64 : index) : i64
    %1457 = llvm.mlir.constant(64 : index) : i64
    %1458 = llvm.mlir.constant(64 : index) : i64
    %1459 = llvm.mlir.zero : !llvm.ptr
    %1460 = llvm.getelementptr %1459[%1458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1461 = llvm.ptrtoint %1460 : !llvm.ptr to i64
    %1462 = llvm.mlir.constant(64 : index) : i64
    %1463 = llvm.add %1461, %1462 : i64
    %1464 = llvm.call @malloc(%1463) : (i64) -> !llvm.ptr
    %1465 = llvm.ptrtoint %1464 : !llvm.ptr to i64
    %1466 = llvm.mlir.constant(1 : index) : i64
    %1467 = llvm.sub %1462, %1466 : i64
    %1468 = llvm.add %1465, %1467 : i64
    %1469 = llvm.urem %1468, %1462 : i64
    %1470 = llvm.sub %1468, %1469 : i64
    %1471 = llvm.inttoptr %1470 : i64 to !llvm.ptr
    %1472 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1473 = llvm.insertvalue %1464, %1472[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1474 = llvm.insertvalue %1471, %1473[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1475 = llvm.mlir.constant(0 : index) : i64
    %1476 = llvm.insertvalue %1475, %1474[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1477 = llvm.insertvalue %1451, %1476[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1478 = llvm.insertvalue %1452, %1477[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1479 = llvm.insertvalue %1453, %1478[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1480 = llvm.insertvalue %1454, %1479[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1481 = llvm.insertvalue %1457, %1480[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1482 = llvm.insertvalue %1456, %1481[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1483 = llvm.insertvalue %1454, %1482[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1484 = llvm.insertvalue %1455, %1483[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb124(%21 : i64)
  ^bb124(%1485: i64):  // 2 preds: ^bb123, ^bb134
    %1486 = llvm.icmp "slt" %1485, %16 : i64
    llvm.cond_br %1486, ^bb125, ^bb135
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%21 : i64)
  ^bb126(%1487: i64):  // 2 preds: ^bb125, ^bb133
    %1488 = llvm.icmp "slt" %1487, %16 : i64
    llvm.cond_br %1488, ^bb127, ^bb134
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%21 : i64)
  ^bb128(%1489: i64):  // 2 preds: ^bb127, ^bb132
    %1490 = llvm.icmp "slt" %1489, %15 : i64
    llvm.cond_br %1490, ^bb129, ^bb133
  ^bb129:  // pred: ^bb128
    llvm.br ^bb130(%21 : i64)
  ^bb130(%1491: i64):  // 2 preds: ^bb129, ^bb131
    %1492 = llvm.icmp "slt" %1491, %15 : i64
    llvm.cond_br %1492, ^bb131, ^bb132
  ^bb131:  // pred: ^bb130
    %1493 = llvm.extractvalue %1450[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1494 = llvm.mlir.constant(64 : index) : i64
    %1495 = llvm.mul %1485, %1494 overflow<nsw, nuw> : i64
    %1496 = llvm.mlir.constant(64 : index) : i64
    %1497 = llvm.mul %1487, %1496 overflow<nsw, nuw> : i64
    %1498 = llvm.add %1495, %1497 overflow<nsw, nuw> : i64
    %1499 = llvm.mlir.constant(8 : index) : i64
    %1500 = llvm.mul %1489, %1499 overflow<nsw, nuw> : i64
    %1501 = llvm.add %1498, %1500 overflow<nsw, nuw> : i64
    %1502 = llvm.add %1501, %1491 overflow<nsw, nuw> : i64
    %1503 = llvm.getelementptr inbounds|nuw %1493[%1502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1504 = llvm.load %1503 : !llvm.ptr -> f32
    %1505 = llvm.intr.cos(%1504) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1506 = llvm.extractvalue %1484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1507 = llvm.mlir.constant(64 : index) : i64
    %1508 = llvm.mul %1485, %1507 overflow<nsw, nuw> : i64
    %1509 = llvm.mlir.constant(64 : index) : i64
    %1510 = llvm.mul %1487, %1509 overflow<nsw, nuw> : i64
    %1511 = llvm.add %1508, %1510 overflow<nsw, nuw> : i64
    %1512 = llvm.mlir.constant(8 : index) : i64
    %1513 = llvm.mul %1489, %1512 overflow<nsw, nuw> : i64
    %1514 = llvm.add %1511, %1513 overflow<nsw, nuw> : i64
    %1515 = llvm.add %1514, %1491 overflow<nsw, nuw> : i64
    %1516 = llvm.getelementptr inbounds|nuw %1506[%1515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1505, %1516 : f32, !llvm.ptr
    %1517 = llvm.add %1491, %16 : i64
    llvm.br ^bb130(%1517 : i64)
  ^bb132:  // pred: ^bb130
    %1518 = llvm.add %1489, %16 : i64
    llvm.br ^bb128(%1518 : i64)
  ^bb133:  // pred: ^bb128
    %1519 = llvm.add %1487, %16 : i64
    llvm.br ^bb126(%1519 : i64)
  ^bb134:  // pred: ^bb126
    %1520 = llvm.add %1485, %16 : i64
    llvm.br ^bb124(%1520 : i64)
  ^bb135:  // pred: ^bb124
    %1521 = llvm.mlir.constant(1 : index) : i64
    %1522 = llvm.mlir.constant(1 : index) : i64
    %1523 = llvm.mlir.constant(8 : index) : i64
    %1524 = llvm.mlir.constant(8 : index) : i64
    %1525 = llvm.mlir.constant(1 : index) : i64
    %1526 = llvm.mlir.constant(64 : index) : i64
    %1527 = llvm.mlir.constant(64 : index) : i64
    %1528 = llvm.mlir.constant(64 : index) : i64
    %1529 = llvm.mlir.zero : !llvm.ptr
    %1530 = llvm.getelementptr %1529[%1528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1531 = llvm.ptrtoint %1530 : !llvm.ptr to i64
    %1532 = llvm.mlir.constant(64 : index) : i64
    %1533 = llvm.add %1531, %1532 : i64
    %1534 = llvm.call @malloc(%1533) : (i64) -> !llvm.ptr
    %1535 = llvm.ptrtoint %1534 : !llvm.ptr to i64
    %1536 = llvm.mlir.constant(1 : index) : i64
    %1537 = llvm.sub %1532, %1536 : i64
    %1538 = llvm.add %1535, %1537 : i64
    %1539 = llvm.urem %1538, %1532 : i64
    %1540 = llvm.sub %1538, %1539 : i64
    %1541 = llvm.inttoptr %1540 : i64 to !llvm.ptr
    %1542 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.insertvalue %1534, %1542[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1544 = llvm.insertvalue %1541, %1543[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.mlir.constant(0 : index) : i64
    %1546 = llvm.insertvalue %1545, %1544[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.insertvalue %1521, %1546[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1548 = llvm.insertvalue %1522, %1547[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1549 = llvm.insertvalue %1523, %1548[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1550 = llvm.insertvalue %1524, %1549[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1551 = llvm.insertvalue %1527, %1550[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1552 = llvm.insertvalue %1526, %1551[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1553 = llvm.insertvalue %1524, %1552[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1554 = llvm.insertvalue %1525, %1553[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb136(%21 : i64)
  ^bb136(%1555: i64):  // 2 preds: ^bb135, ^bb146
    %1556 = llvm.icmp "slt" %1555, %16 : i64
    llvm.cond_br %1556, ^bb137, ^bb147
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%21 : i64)
  ^bb138(%1557: i64):  // 2 preds: ^bb137, ^bb145
    %1558 = llvm.icmp "slt" %1557, %16 : i64
    llvm.cond_br %1558, ^bb139, ^bb146
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%21 : i64)
  ^bb140(%1559: i64):  // 2 preds: ^bb139, ^bb144
    %1560 = llvm.icmp "slt" %1559, %15 : i64
    llvm.cond_br %1560, ^bb141, ^bb145
  ^bb141:  // pred: ^bb140
    llvm.br ^bb142(%21 : i64)
  ^bb142(%1561: i64):  // 2 preds: ^bb141, ^bb143
    %1562 = llvm.icmp "slt" %1561, %15 : i64
    llvm.cond_br %1562, ^bb143, ^bb144
  ^bb143:  // pred: ^bb142
    %1563 = llvm.extractvalue %1450[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1564 = llvm.mlir.constant(64 : index) : i64
    %1565 = llvm.mul %1555, %1564 overflow<nsw, nuw> : i64
    %1566 = llvm.mlir.constant(64 : index) : i64
    %1567 = llvm.mul %1557, %1566 overflow<nsw, nuw> : i64
    %1568 = llvm.add %1565, %1567 overflow<nsw, nuw> : i64
    %1569 = llvm.mlir.constant(8 : index) : i64
    %1570 = llvm.mul %1559, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.add %1568, %1570 overflow<nsw, nuw> : i64
    %1572 = llvm.add %1571, %1561 overflow<nsw, nuw> : i64
    %1573 = llvm.getelementptr inbounds|nuw %1563[%1572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1574 = llvm.load %1573 : !llvm.ptr -> f32
    %1575 = llvm.intr.sin(%1574) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1576 = llvm.extractvalue %1554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1577 = llvm.mlir.constant(64 : index) : i64
    %1578 = llvm.mul %1555, %1577 overflow<nsw, nuw> : i64
    %1579 = llvm.mlir.constant(64 : index) : i64
    %1580 = llvm.mul %1557, %1579 overflow<nsw, nuw> : i64
    %1581 = llvm.add %1578, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.mlir.constant(8 : index) : i64
    %1583 = llvm.mul %1559, %1582 overflow<nsw, nuw> : i64
    %1584 = llvm.add %1581, %1583 overflow<nsw, nuw> : i64
    %1585 = llvm.add %1584, %1561 overflow<nsw, nuw> : i64
    %1586 = llvm.getelementptr inbounds|nuw %1576[%1585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1575, %1586 : f32, !llvm.ptr
    %1587 = llvm.add %1561, %16 : i64
    llvm.br ^bb142(%1587 : i64)
  ^bb144:  // pred: ^bb142
    %1588 = llvm.add %1559, %16 : i64
    llvm.br ^bb140(%1588 : i64)
  ^bb145:  // pred: ^bb140
    %1589 = llvm.add %1557, %16 : i64
    llvm.br ^bb138(%1589 : i64)
  ^bb146:  // pred: ^bb138
    %1590 = llvm.add %1555, %16 : i64
    llvm.br ^bb136(%1590 : i64)
  ^bb147:  // pred: ^bb136
    %1591 = llvm.mlir.constant(1 : index) : i64
    %1592 = llvm.mlir.constant(8 : index) : i64
    %1593 = llvm.mlir.constant(1 : index) : i64
    %1594 = llvm.mlir.constant(1 : index) : i64
    %1595 = llvm.mlir.constant(8 : index) : i64
    %1596 = llvm.mlir.zero : !llvm.ptr
    %1597 = llvm.getelementptr %1596[%1595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1598 = llvm.ptrtoint %1597 : !llvm.ptr to i64
    %1599 = llvm.mlir.constant(64 : index) : i64
    %1600 = llvm.add %1598, %1599 : i64
    %1601 = llvm.call @malloc(%1600) : (i64) -> !llvm.ptr
    %1602 = llvm.ptrtoint %1601 : !llvm.ptr to i64
    %1603 = llvm.mlir.constant(1 : index) : i64
    %1604 = llvm.sub %1599, %1603 : i64
    %1605 = llvm.add %1602, %1604 : i64
    %1606 = llvm.urem %1605, %1599 : i64
    %1607 = llvm.sub %1605, %1606 : i64
    %1608 = llvm.inttoptr %1607 : i64 to !llvm.ptr
    %1609 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1610 = llvm.insertvalue %1601, %1609[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1611 = llvm.insertvalue %1608, %1610[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1612 = llvm.mlir.constant(0 : index) : i64
    %1613 = llvm.insertvalue %1612, %1611[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1614 = llvm.insertvalue %1591, %1613[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1615 = llvm.insertvalue %1592, %1614[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1616 = llvm.insertvalue %1593, %1615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1617 = llvm.insertvalue %1592, %1616[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1618 = llvm.insertvalue %1593, %1617[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1619 = llvm.insertvalue %1594, %1618[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb148(%21 : i64)
  ^bb148(%1620: i64):  // 2 preds: ^bb147, ^bb155
    %1621 = llvm.icmp "slt" %1620, %16 : i64
    llvm.cond_br %1621, ^bb149, ^bb156
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%21 : i64)
  ^bb150(%1622: i64):  // 2 preds: ^bb149, ^bb154
    %1623 = llvm.icmp "slt" %1622, %15 : i64
    llvm.cond_br %1623, ^bb151, ^bb155
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%21 : i64)
  ^bb152(%1624: i64):  // 2 preds: ^bb151, ^bb153
    %1625 = llvm.icmp "slt" %1624, %16 : i64
    llvm.cond_br %1625, ^bb153, ^bb154
  ^bb153:  // pred: ^bb152
    %1626 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.mlir.constant(8 : index) : i64
    %1628 = llvm.mul %1620, %1627 overflow<nsw, nuw> : i64
    %1629 = llvm.add %1628, %1622 overflow<nsw, nuw> : i64
    %1630 = llvm.add %1629, %1624 overflow<nsw, nuw> : i64
    %1631 = llvm.getelementptr inbounds|nuw %1626[%1630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %1631 : f32, !llvm.ptr
    %1632 = llvm.add %1624, %16 : i64
    llvm.br ^bb152(%1632 : i64)
  ^bb154:  // pred: ^bb152
    %1633 = llvm.add %1622, %16 : i64
    llvm.br ^bb150(%1633 : i64)
  ^bb155:  // pred: ^bb150
    %1634 = llvm.add %1620, %16 : i64
    llvm.br ^bb148(%1634 : i64)
  ^bb156:  // pred: ^bb148
    %1635 = llvm.mlir.constant(1 : index) : i64
    %1636 = llvm.mlir.constant(8 : index) : i64
    %1637 = llvm.mlir.constant(1 : index) : i64
    %1638 = llvm.mlir.constant(1 : index) : i64
    %1639 = llvm.mlir.constant(8 : index) : i64
    %1640 = llvm.mlir.zero : !llvm.ptr
    %1641 = llvm.getelementptr %1640[%1639] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1642 = llvm.ptrtoint %1641 : !llvm.ptr to i64
    %1643 = llvm.mlir.constant(64 : index) : i64
    %1644 = llvm.add %1642, %1643 : i64
    %1645 = llvm.call @malloc(%1644) : (i64) -> !llvm.ptr
    %1646 = llvm.ptrtoint %1645 : !llvm.ptr to i64
    %1647 = llvm.mlir.constant(1 : index) : i64
    %1648 = llvm.sub %1643, %1647 : i64
    %1649 = llvm.add %1646, %1648 : i64
    %1650 = llvm.urem %1649, %1643 : i64
    %1651 = llvm.sub %1649, %1650 : i64
    %1652 = llvm.inttoptr %1651 : i64 to !llvm.ptr
    %1653 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1654 = llvm.insertvalue %1645, %1653[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1655 = llvm.insertvalue %1652, %1654[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1656 = llvm.mlir.constant(0 : index) : i64
    %1657 = llvm.insertvalue %1656, %1655[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1658 = llvm.insertvalue %1635, %1657[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1659 = llvm.insertvalue %1636, %1658[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1660 = llvm.insertvalue %1637, %1659[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1661 = llvm.insertvalue %1636, %1660[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1662 = llvm.insertvalue %1637, %1661[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1663 = llvm.insertvalue %1638, %1662[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb157(%21 : i64)
  ^bb157(%1664: i64):  // 2 preds: ^bb156, ^bb164
    %1665 = llvm.icmp "slt" %1664, %16 : i64
    llvm.cond_br %1665, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%21 : i64)
  ^bb159(%1666: i64):  // 2 preds: ^bb158, ^bb163
    %1667 = llvm.icmp "slt" %1666, %15 : i64
    llvm.cond_br %1667, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%21 : i64)
  ^bb161(%1668: i64):  // 2 preds: ^bb160, ^bb162
    %1669 = llvm.icmp "slt" %1668, %16 : i64
    llvm.cond_br %1669, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %1670 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1671 = llvm.mlir.constant(8 : index) : i64
    %1672 = llvm.mul %1664, %1671 overflow<nsw, nuw> : i64
    %1673 = llvm.add %1672, %1666 overflow<nsw, nuw> : i64
    %1674 = llvm.add %1673, %1668 overflow<nsw, nuw> : i64
    %1675 = llvm.getelementptr inbounds|nuw %1670[%1674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1676 = llvm.load %1675 : !llvm.ptr -> f32
    %1677 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1678 = llvm.mlir.constant(8 : index) : i64
    %1679 = llvm.mul %1664, %1678 overflow<nsw, nuw> : i64
    %1680 = llvm.add %1679, %1666 overflow<nsw, nuw> : i64
    %1681 = llvm.add %1680, %1668 overflow<nsw, nuw> : i64
    %1682 = llvm.getelementptr inbounds|nuw %1677[%1681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1676, %1682 : f32, !llvm.ptr
    %1683 = llvm.add %1668, %16 : i64
    llvm.br ^bb161(%1683 : i64)
  ^bb163:  // pred: ^bb161
    %1684 = llvm.add %1666, %16 : i64
    llvm.br ^bb159(%1684 : i64)
  ^bb164:  // pred: ^bb159
    %1685 = llvm.add %1664, %16 : i64
    llvm.br ^bb157(%1685 : i64)
  ^bb165:  // pred: ^bb157
    llvm.br ^bb166(%21 : i64)
  ^bb166(%1686: i64):  // 2 preds: ^bb165, ^bb173
    %1687 = llvm.icmp "slt" %1686, %16 : i64
    llvm.cond_br %1687, ^bb167, ^bb174
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%21 : i64)
  ^bb168(%1688: i64):  // 2 preds: ^bb167, ^bb172
    %1689 = llvm.icmp "slt" %1688, %15 : i64
    llvm.cond_br %1689, ^bb169, ^bb173
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%21 : i64)
  ^bb170(%1690: i64):  // 2 preds: ^bb169, ^bb171
    %1691 = llvm.icmp "slt" %1690, %14 : i64
    llvm.cond_br %1691, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1692 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1693 = llvm.mlir.constant(256 : index) : i64
    %1694 = llvm.mul %1686, %1693 overflow<nsw, nuw> : i64
    %1695 = llvm.mlir.constant(32 : index) : i64
    %1696 = llvm.mul %1688, %1695 overflow<nsw, nuw> : i64
    %1697 = llvm.add %1694, %1696 overflow<nsw, nuw> : i64
    %1698 = llvm.add %1697, %1690 overflow<nsw, nuw> : i64
    %1699 = llvm.getelementptr inbounds|nuw %1692[%1698] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1700 = llvm.load %1699 : !llvm.ptr -> f32
    %1701 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1702 = llvm.mlir.constant(8 : index) : i64
    %1703 = llvm.mul %1686, %1702 overflow<nsw, nuw> : i64
    %1704 = llvm.add %1703, %1688 overflow<nsw, nuw> : i64
    %1705 = llvm.add %1704, %21 overflow<nsw, nuw> : i64
    %1706 = llvm.getelementptr inbounds|nuw %1701[%1705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1707 = llvm.load %1706 : !llvm.ptr -> f32
    %1708 = llvm.fmul %1700, %1700 : f32
    %1709 = llvm.fadd %1708, %1707 : f32
    %1710 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.mlir.constant(8 : index) : i64
    %1712 = llvm.mul %1686, %1711 overflow<nsw, nuw> : i64
    %1713 = llvm.add %1712, %1688 overflow<nsw, nuw> : i64
    %1714 = llvm.add %1713, %21 overflow<nsw, nuw> : i64
    %1715 = llvm.getelementptr inbounds|nuw %1710[%1714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1709, %1715 : f32, !llvm.ptr
    %1716 = llvm.add %1690, %16 : i64
    llvm.br ^bb170(%1716 : i64)
  ^bb172:  // pred: ^bb170
    %1717 = llvm.add %1688, %16 : i64
    llvm.br ^bb168(%1717 : i64)
  ^bb173:  // pred: ^bb168
    %1718 = llvm.add %1686, %16 : i64
    llvm.br ^bb166(%1718 : i64)
  ^bb174:  // pred: ^bb166
    %1719 = llvm.mlir.constant(1 : index) : i64
    %1720 = llvm.mlir.constant(8 : index) : i64
    %1721 = llvm.mlir.constant(32 : index) : i64
    %1722 = llvm.mlir.constant(1 : index) : i64
    %1723 = llvm.mlir.constant(256 : index) : i64
    %1724 = llvm.mlir.constant(256 : index) : i64
    %1725 = llvm.mlir.zero : !llvm.ptr
    %1726 = llvm.getelementptr %1725[%1724] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1727 = llvm.ptrtoint %1726 : !llvm.ptr to i64
    %1728 = llvm.mlir.constant(64 : index) : i64
    %1729 = llvm.add %1727, %1728 : i64
    %1730 = llvm.call @malloc(%1729) : (i64) -> !llvm.ptr
    %1731 = llvm.ptrtoint %1730 : !llvm.ptr to i64
    %1732 = llvm.mlir.constant(1 : index) : i64
    %1733 = llvm.sub %1728, %1732 : i64
    %1734 = llvm.add %1731, %1733 : i64
    %1735 = llvm.urem %1734, %1728 : i64
    %1736 = llvm.sub %1734, %1735 : i64
    %1737 = llvm.inttoptr %1736 : i64 to !llvm.ptr
    %1738 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1739 = llvm.insertvalue %1730, %1738[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1740 = llvm.insertvalue %1737, %1739[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1741 = llvm.mlir.constant(0 : index) : i64
    %1742 = llvm.insertvalue %1741, %1740[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1743 = llvm.insertvalue %1719, %1742[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1744 = llvm.insertvalue %1720, %1743[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1745 = llvm.insertvalue %1721, %1744[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1746 = llvm.insertvalue %1723, %1745[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1747 = llvm.insertvalue %1721, %1746[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1748 = llvm.insertvalue %1722, %1747[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%21 : i64)
  ^bb175(%1749: i64):  // 2 preds: ^bb174, ^bb182
    %1750 = llvm.icmp "slt" %1749, %16 : i64
    llvm.cond_br %1750, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%21 : i64)
  ^bb177(%1751: i64):  // 2 preds: ^bb176, ^bb181
    %1752 = llvm.icmp "slt" %1751, %15 : i64
    llvm.cond_br %1752, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%21 : i64)
  ^bb179(%1753: i64):  // 2 preds: ^bb178, ^bb180
    %1754 = llvm.icmp "slt" %1753, %14 : i64
    llvm.cond_br %1754, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %1755 = llvm.extractvalue %387[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1756 = llvm.getelementptr inbounds|nuw %1755[%1753] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1757 = llvm.load %1756 : !llvm.ptr -> f32
    %1758 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1759 = llvm.mlir.constant(256 : index) : i64
    %1760 = llvm.mul %1749, %1759 overflow<nsw, nuw> : i64
    %1761 = llvm.mlir.constant(32 : index) : i64
    %1762 = llvm.mul %1751, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1760, %1762 overflow<nsw, nuw> : i64
    %1764 = llvm.add %1763, %1753 overflow<nsw, nuw> : i64
    %1765 = llvm.getelementptr inbounds|nuw %1758[%1764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1766 = llvm.load %1765 : !llvm.ptr -> f32
    %1767 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1768 = llvm.mlir.constant(8 : index) : i64
    %1769 = llvm.mul %1749, %1768 overflow<nsw, nuw> : i64
    %1770 = llvm.add %1769, %1751 overflow<nsw, nuw> : i64
    %1771 = llvm.add %1770, %21 overflow<nsw, nuw> : i64
    %1772 = llvm.getelementptr inbounds|nuw %1767[%1771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1773 = llvm.load %1772 : !llvm.ptr -> f32
    %1774 = llvm.fdiv %1773, %17 : f32
    %1775 = llvm.fptrunc %18 : f64 to f32
    %1776 = llvm.fadd %1774, %1775 : f32
    %1777 = llvm.intr.sqrt(%1776) : (f32) -> f32
    %1778 = llvm.fdiv %27, %1777 : f32
    %1779 = llvm.fmul %1766, %1778 : f32
    %1780 = llvm.fmul %1757, %1779 : f32
    %1781 = llvm.extractvalue %1748[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1782 = llvm.mlir.constant(256 : index) : i64
    %1783 = llvm.mul %1749, %1782 overflow<nsw, nuw> : i64
    %1784 = llvm.mlir.constant(32 : index) : i64
    %1785 = llvm.mul %1751, %1784 overflow<nsw, nuw> : i64
    %1786 = llvm.add %1783, %1785 overflow<nsw, nuw> : i64
    %1787 = llvm.add %1786, %1753 overflow<nsw, nuw> : i64
    %1788 = llvm.getelementptr inbounds|nuw %1781[%1787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1780, %1788 : f32, !llvm.ptr
    %1789 = llvm.add %1753, %16 : i64
    llvm.br ^bb179(%1789 : i64)
  ^bb181:  // pred: ^bb179
    %1790 = llvm.add %1751, %16 : i64
    llvm.br ^bb177(%1790 : i64)
  ^bb182:  // pred: ^bb177
    %1791 = llvm.add %1749, %16 : i64
    llvm.br ^bb175(%1791 : i64)
  ^bb183:  // pred: ^bb175
    %1792 = llvm.mlir.constant(8 : index) : i64
    %1793 = llvm.mlir.constant(32 : index) : i64
    %1794 = llvm.mlir.constant(1 : index) : i64
    %1795 = llvm.mlir.constant(256 : index) : i64
    %1796 = llvm.mlir.zero : !llvm.ptr
    %1797 = llvm.getelementptr %1796[%1795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1798 = llvm.ptrtoint %1797 : !llvm.ptr to i64
    %1799 = llvm.mlir.constant(64 : index) : i64
    %1800 = llvm.add %1798, %1799 : i64
    %1801 = llvm.call @malloc(%1800) : (i64) -> !llvm.ptr
    %1802 = llvm.ptrtoint %1801 : !llvm.ptr to i64
    %1803 = llvm.mlir.constant(1 : index) : i64
    %1804 = llvm.sub %1799, %1803 : i64
    %1805 = llvm.add %1802, %1804 : i64
    %1806 = llvm.urem %1805, %1799 : i64
    %1807 = llvm.sub %1805, %1806 : i64
    %1808 = llvm.inttoptr %1807 : i64 to !llvm.ptr
    %1809 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1810 = llvm.insertvalue %1801, %1809[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1811 = llvm.insertvalue %1808, %1810[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1812 = llvm.mlir.constant(0 : index) : i64
    %1813 = llvm.insertvalue %1812, %1811[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1814 = llvm.insertvalue %1792, %1813[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1815 = llvm.insertvalue %1793, %1814[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1816 = llvm.insertvalue %1793, %1815[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1817 = llvm.insertvalue %1794, %1816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb184(%21 : i64)
  ^bb184(%1818: i64):  // 2 preds: ^bb183, ^bb188
    %1819 = llvm.icmp "slt" %1818, %15 : i64
    llvm.cond_br %1819, ^bb185, ^bb189
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%21 : i64)
  ^bb186(%1820: i64):  // 2 preds: ^bb185, ^bb187
    %1821 = llvm.icmp "slt" %1820, %14 : i64
    llvm.cond_br %1821, ^bb187, ^bb188
  ^bb187:  // pred: ^bb186
    %1822 = llvm.extractvalue %1817[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1823 = llvm.mlir.constant(32 : index) : i64
    %1824 = llvm.mul %1818, %1823 overflow<nsw, nuw> : i64
    %1825 = llvm.add %1824, %1820 overflow<nsw, nuw> : i64
    %1826 = llvm.getelementptr inbounds|nuw %1822[%1825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %1826 : f32, !llvm.ptr
    %1827 = llvm.add %1820, %16 : i64
    llvm.br ^bb186(%1827 : i64)
  ^bb188:  // pred: ^bb186
    %1828 = llvm.add %1818, %16 : i64
    llvm.br ^bb184(%1828 : i64)
  ^bb189:  // pred: ^bb184
    %1829 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1830 = llvm.extractvalue %371[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1831 = llvm.extractvalue %371[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1832 = llvm.insertvalue %1830, %1829[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1833 = llvm.insertvalue %1831, %1832[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1834 = llvm.mlir.constant(0 : index) : i64
    %1835 = llvm.insertvalue %1834, %1833[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1836 = llvm.mlir.constant(4 : index) : i64
    %1837 = llvm.insertvalue %1836, %1835[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1838 = llvm.mlir.constant(256 : index) : i64
    %1839 = llvm.insertvalue %1838, %1837[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1840 = llvm.mlir.constant(8 : index) : i64
    %1841 = llvm.insertvalue %1840, %1839[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1842 = llvm.mlir.constant(32 : index) : i64
    %1843 = llvm.insertvalue %1842, %1841[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1844 = llvm.mlir.constant(32 : index) : i64
    %1845 = llvm.insertvalue %1844, %1843[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1846 = llvm.mlir.constant(1 : index) : i64
    %1847 = llvm.insertvalue %1846, %1845[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1848 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1849 = llvm.extractvalue %1817[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1850 = llvm.extractvalue %1817[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1851 = llvm.insertvalue %1849, %1848[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1852 = llvm.insertvalue %1850, %1851[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1853 = llvm.mlir.constant(0 : index) : i64
    %1854 = llvm.insertvalue %1853, %1852[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1855 = llvm.mlir.constant(1 : index) : i64
    %1856 = llvm.insertvalue %1855, %1854[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1857 = llvm.mlir.constant(256 : index) : i64
    %1858 = llvm.insertvalue %1857, %1856[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1859 = llvm.mlir.constant(8 : index) : i64
    %1860 = llvm.insertvalue %1859, %1858[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1861 = llvm.mlir.constant(32 : index) : i64
    %1862 = llvm.insertvalue %1861, %1860[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1863 = llvm.mlir.constant(4 : index) : i64
    %1864 = llvm.insertvalue %1863, %1862[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1865 = llvm.mlir.constant(8 : index) : i64
    %1866 = llvm.insertvalue %1865, %1864[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1867 = llvm.mlir.constant(8 : index) : i64
    %1868 = llvm.insertvalue %1867, %1866[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1869 = llvm.mlir.constant(1 : index) : i64
    %1870 = llvm.insertvalue %1869, %1868[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1871 = llvm.mlir.constant(1 : index) : i64
    %1872 = llvm.mlir.constant(8 : index) : i64
    %1873 = llvm.mlir.constant(4 : index) : i64
    %1874 = llvm.mlir.constant(8 : index) : i64
    %1875 = llvm.mlir.constant(1 : index) : i64
    %1876 = llvm.mlir.constant(32 : index) : i64
    %1877 = llvm.mlir.constant(256 : index) : i64
    %1878 = llvm.mlir.constant(256 : index) : i64
    %1879 = llvm.mlir.zero : !llvm.ptr
    %1880 = llvm.getelementptr %1879[%1878] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1881 = llvm.ptrtoint %1880 : !llvm.ptr to i64
    %1882 = llvm.mlir.constant(64 : index) : i64
    %1883 = llvm.add %1881, %1882 : i64
    %1884 = llvm.call @malloc(%1883) : (i64) -> !llvm.ptr
    %1885 = llvm.ptrtoint %1884 : !llvm.ptr to i64
    %1886 = llvm.mlir.constant(1 : index) : i64
    %1887 = llvm.sub %1882, %1886 : i64
    %1888 = llvm.add %1885, %1887 : i64
    %1889 = llvm.urem %1888, %1882 : i64
    %1890 = llvm.sub %1888, %1889 : i64
    %1891 = llvm.inttoptr %1890 : i64 to !llvm.ptr
    %1892 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1893 = llvm.insertvalue %1884, %1892[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1894 = llvm.insertvalue %1891, %1893[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1895 = llvm.mlir.constant(0 : index) : i64
    %1896 = llvm.insertvalue %1895, %1894[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1897 = llvm.insertvalue %1871, %1896[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1898 = llvm.insertvalue %1872, %1897[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1899 = llvm.insertvalue %1873, %1898[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1900 = llvm.insertvalue %1874, %1899[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1901 = llvm.insertvalue %1877, %1900[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.insertvalue %1876, %1901[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1903 = llvm.insertvalue %1874, %1902[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1904 = llvm.insertvalue %1875, %1903[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb190(%21 : i64)
  ^bb190(%1905: i64):  // 2 preds: ^bb189, ^bb200
    %1906 = llvm.icmp "slt" %1905, %16 : i64
    llvm.cond_br %1906, ^bb191, ^bb201
  ^bb191:  // pred: ^bb190
    llvm.br ^bb192(%21 : i64)
  ^bb192(%1907: i64):  // 2 preds: ^bb191, ^bb199
    %1908 = llvm.icmp "slt" %1907, %15 : i64
    llvm.cond_br %1908, ^bb193, ^bb200
  ^bb193:  // pred: ^bb192
    llvm.br ^bb194(%21 : i64)
  ^bb194(%1909: i64):  // 2 preds: ^bb193, ^bb198
    %1910 = llvm.icmp "slt" %1909, %12 : i64
    llvm.cond_br %1910, ^bb195, ^bb199
  ^bb195:  // pred: ^bb194
    llvm.br ^bb196(%21 : i64)
  ^bb196(%1911: i64):  // 2 preds: ^bb195, ^bb197
    %1912 = llvm.icmp "slt" %1911, %15 : i64
    llvm.cond_br %1912, ^bb197, ^bb198
  ^bb197:  // pred: ^bb196
    %1913 = llvm.extractvalue %1870[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1914 = llvm.mlir.constant(256 : index) : i64
    %1915 = llvm.mul %1905, %1914 overflow<nsw, nuw> : i64
    %1916 = llvm.mlir.constant(32 : index) : i64
    %1917 = llvm.mul %1907, %1916 overflow<nsw, nuw> : i64
    %1918 = llvm.add %1915, %1917 overflow<nsw, nuw> : i64
    %1919 = llvm.mlir.constant(8 : index) : i64
    %1920 = llvm.mul %1909, %1919 overflow<nsw, nuw> : i64
    %1921 = llvm.add %1918, %1920 overflow<nsw, nuw> : i64
    %1922 = llvm.add %1921, %1911 overflow<nsw, nuw> : i64
    %1923 = llvm.getelementptr inbounds|nuw %1913[%1922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1924 = llvm.load %1923 : !llvm.ptr -> f32
    %1925 = llvm.extractvalue %1904[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1926 = llvm.mlir.constant(256 : index) : i64
    %1927 = llvm.mul %1905, %1926 overflow<nsw, nuw> : i64
    %1928 = llvm.mlir.constant(32 : index) : i64
    %1929 = llvm.mul %1907, %1928 overflow<nsw, nuw> : i64
    %1930 = llvm.add %1927, %1929 overflow<nsw, nuw> : i64
    %1931 = llvm.mlir.constant(8 : index) : i64
    %1932 = llvm.mul %1909, %1931 overflow<nsw, nuw> : i64
    %1933 = llvm.add %1930, %1932 overflow<nsw, nuw> : i64
    %1934 = llvm.add %1933, %1911 overflow<nsw, nuw> : i64
    %1935 = llvm.getelementptr inbounds|nuw %1925[%1934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1924, %1935 : f32, !llvm.ptr
    %1936 = llvm.add %1911, %16 : i64
    llvm.br ^bb196(%1936 : i64)
  ^bb198:  // pred: ^bb196
    %1937 = llvm.add %1909, %16 : i64
    llvm.br ^bb194(%1937 : i64)
  ^bb199:  // pred: ^bb194
    %1938 = llvm.add %1907, %16 : i64
    llvm.br ^bb192(%1938 : i64)
  ^bb200:  // pred: ^bb192
    %1939 = llvm.add %1905, %16 : i64
    llvm.br ^bb190(%1939 : i64)
  ^bb201:  // pred: ^bb190
    llvm.br ^bb202(%21 : i64)
  ^bb202(%1940: i64):  // 2 preds: ^bb201, ^bb215
    %1941 = llvm.icmp "slt" %1940, %16 : i64
    llvm.cond_br %1941, ^bb203, ^bb216
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%21 : i64)
  ^bb204(%1942: i64):  // 2 preds: ^bb203, ^bb214
    %1943 = llvm.icmp "slt" %1942, %15 : i64
    llvm.cond_br %1943, ^bb205, ^bb215
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%21 : i64)
  ^bb206(%1944: i64):  // 2 preds: ^bb205, ^bb213
    %1945 = llvm.icmp "slt" %1944, %12 : i64
    llvm.cond_br %1945, ^bb207, ^bb214
  ^bb207:  // pred: ^bb206
    llvm.br ^bb208(%21 : i64)
  ^bb208(%1946: i64):  // 2 preds: ^bb207, ^bb212
    %1947 = llvm.icmp "slt" %1946, %15 : i64
    llvm.cond_br %1947, ^bb209, ^bb213
  ^bb209:  // pred: ^bb208
    llvm.br ^bb210(%21 : i64)
  ^bb210(%1948: i64):  // 2 preds: ^bb209, ^bb211
    %1949 = llvm.icmp "slt" %1948, %14 : i64
    llvm.cond_br %1949, ^bb211, ^bb212
  ^bb211:  // pred: ^bb210
    %1950 = llvm.extractvalue %1748[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1951 = llvm.mlir.constant(256 : index) : i64
    %1952 = llvm.mul %1940, %1951 overflow<nsw, nuw> : i64
    %1953 = llvm.mlir.constant(32 : index) : i64
    %1954 = llvm.mul %1942, %1953 overflow<nsw, nuw> : i64
    %1955 = llvm.add %1952, %1954 overflow<nsw, nuw> : i64
    %1956 = llvm.add %1955, %1948 overflow<nsw, nuw> : i64
    %1957 = llvm.getelementptr inbounds|nuw %1950[%1956] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1958 = llvm.load %1957 : !llvm.ptr -> f32
    %1959 = llvm.extractvalue %1847[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1960 = llvm.mlir.constant(256 : index) : i64
    %1961 = llvm.mul %1944, %1960 overflow<nsw, nuw> : i64
    %1962 = llvm.mlir.constant(32 : index) : i64
    %1963 = llvm.mul %1946, %1962 overflow<nsw, nuw> : i64
    %1964 = llvm.add %1961, %1963 overflow<nsw, nuw> : i64
    %1965 = llvm.add %1964, %1948 overflow<nsw, nuw> : i64
    %1966 = llvm.getelementptr inbounds|nuw %1959[%1965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1967 = llvm.load %1966 : !llvm.ptr -> f32
    %1968 = llvm.extractvalue %1904[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1969 = llvm.mlir.constant(256 : index) : i64
    %1970 = llvm.mul %1940, %1969 overflow<nsw, nuw> : i64
    %1971 = llvm.mlir.constant(32 : index) : i64
    %1972 = llvm.mul %1942, %1971 overflow<nsw, nuw> : i64
    %1973 = llvm.add %1970, %1972 overflow<nsw, nuw> : i64
    %1974 = llvm.mlir.constant(8 : index) : i64
    %1975 = llvm.mul %1944, %1974 overflow<nsw, nuw> : i64
    %1976 = llvm.add %1973, %1975 overflow<nsw, nuw> : i64
    %1977 = llvm.add %1976, %1946 overflow<nsw, nuw> : i64
    %1978 = llvm.getelementptr inbounds|nuw %1968[%1977] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1979 = llvm.load %1978 : !llvm.ptr -> f32
    %1980 = llvm.fmul %1958, %1967 : f32
    %1981 = llvm.fadd %1979, %1980 : f32
    %1982 = llvm.extractvalue %1904[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1983 = llvm.mlir.constant(256 : index) : i64
    %1984 = llvm.mul %1940, %1983 overflow<nsw, nuw> : i64
    %1985 = llvm.mlir.constant(32 : index) : i64
    %1986 = llvm.mul %1942, %1985 overflow<nsw, nuw> : i64
    %1987 = llvm.add %1984, %1986 overflow<nsw, nuw> : i64
    %1988 = llvm.mlir.constant(8 : index) : i64
    %1989 = llvm.mul %1944, %1988 overflow<nsw, nuw> : i64
    %1990 = llvm.add %1987, %1989 overflow<nsw, nuw> : i64
    %1991 = llvm.add %1990, %1946 overflow<nsw, nuw> : i64
    %1992 = llvm.getelementptr inbounds|nuw %1982[%1991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1981, %1992 : f32, !llvm.ptr
    %1993 = llvm.add %1948, %16 : i64
    llvm.br ^bb210(%1993 : i64)
  ^bb212:  // pred: ^bb210
    %1994 = llvm.add %1946, %16 : i64
    llvm.br ^bb208(%1994 : i64)
  ^bb213:  // pred: ^bb208
    %1995 = llvm.add %1944, %16 : i64
    llvm.br ^bb206(%1995 : i64)
  ^bb214:  // pred: ^bb206
    %1996 = llvm.add %1942, %16 : i64
    llvm.br ^bb204(%1996 : i64)
  ^bb215:  // pred: ^bb204
    %1997 = llvm.add %1940, %16 : i64
    llvm.br ^bb202(%1997 : i64)
  ^bb216:  // pred: ^bb202
    %1998 = llvm.mlir.constant(1 : index) : i64
    %1999 = llvm.mlir.constant(4 : index) : i64
    %2000 = llvm.mlir.constant(8 : index) : i64
    %2001 = llvm.mlir.constant(8 : index) : i64
    %2002 = llvm.mlir.constant(1 : index) : i64
    %2003 = llvm.mlir.constant(64 : index) : i64
    %2004 = llvm.mlir.constant(256 : index) : i64
    %2005 = llvm.mlir.constant(256 : index) : i64
    %2006 = llvm.mlir.zero : !llvm.ptr
    %2007 = llvm.getelementptr %2006[%2005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2008 = llvm.ptrtoint %2007 : !llvm.ptr to i64
    %2009 = llvm.mlir.constant(64 : index) : i64
    %2010 = llvm.add %2008, %2009 : i64
    %2011 = llvm.call @malloc(%2010) : (i64) -> !llvm.ptr
    %2012 = llvm.ptrtoint %2011 : !llvm.ptr to i64
    %2013 = llvm.mlir.constant(1 : index) : i64
    %2014 = llvm.sub %2009, %2013 : i64
    %2015 = llvm.add %2012, %2014 : i64
    %2016 = llvm.urem %2015, %2009 : i64
    %2017 = llvm.sub %2015, %2016 : i64
    %2018 = llvm.inttoptr %2017 : i64 to !llvm.ptr
    %2019 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2020 = llvm.insertvalue %2011, %2019[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2021 = llvm.insertvalue %2018, %2020[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2022 = llvm.mlir.constant(0 : index) : i64
    %2023 = llvm.insertvalue %2022, %2021[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2024 = llvm.insertvalue %1998, %2023[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2025 = llvm.insertvalue %1999, %2024[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2026 = llvm.insertvalue %2000, %2025[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2027 = llvm.insertvalue %2001, %2026[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2028 = llvm.insertvalue %2004, %2027[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2029 = llvm.insertvalue %2003, %2028[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2030 = llvm.insertvalue %2001, %2029[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2031 = llvm.insertvalue %2002, %2030[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb217(%21 : i64)
  ^bb217(%2032: i64):  // 2 preds: ^bb216, ^bb227
    %2033 = llvm.icmp "slt" %2032, %16 : i64
    llvm.cond_br %2033, ^bb218, ^bb228
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%21 : i64)
  ^bb219(%2034: i64):  // 2 preds: ^bb218, ^bb226
    %2035 = llvm.icmp "slt" %2034, %12 : i64
    llvm.cond_br %2035, ^bb220, ^bb227
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%21 : i64)
  ^bb221(%2036: i64):  // 2 preds: ^bb220, ^bb225
    %2037 = llvm.icmp "slt" %2036, %15 : i64
    llvm.cond_br %2037, ^bb222, ^bb226
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%21 : i64)
  ^bb223(%2038: i64):  // 2 preds: ^bb222, ^bb224
    %2039 = llvm.icmp "slt" %2038, %15 : i64
    llvm.cond_br %2039, ^bb224, ^bb225
  ^bb224:  // pred: ^bb223
    %2040 = llvm.extractvalue %1904[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2041 = llvm.mlir.constant(256 : index) : i64
    %2042 = llvm.mul %2032, %2041 overflow<nsw, nuw> : i64
    %2043 = llvm.mlir.constant(32 : index) : i64
    %2044 = llvm.mul %2036, %2043 overflow<nsw, nuw> : i64
    %2045 = llvm.add %2042, %2044 overflow<nsw, nuw> : i64
    %2046 = llvm.mlir.constant(8 : index) : i64
    %2047 = llvm.mul %2034, %2046 overflow<nsw, nuw> : i64
    %2048 = llvm.add %2045, %2047 overflow<nsw, nuw> : i64
    %2049 = llvm.add %2048, %2038 overflow<nsw, nuw> : i64
    %2050 = llvm.getelementptr inbounds|nuw %2040[%2049] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2051 = llvm.load %2050 : !llvm.ptr -> f32
    %2052 = llvm.extractvalue %2031[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2053 = llvm.mlir.constant(256 : index) : i64
    %2054 = llvm.mul %2032, %2053 overflow<nsw, nuw> : i64
    %2055 = llvm.mlir.constant(64 : index) : i64
    %2056 = llvm.mul %2034, %2055 overflow<nsw, nuw> : i64
    %2057 = llvm.add %2054, %2056 overflow<nsw, nuw> : i64
    %2058 = llvm.mlir.constant(8 : index) : i64
    %2059 = llvm.mul %2036, %2058 overflow<nsw, nuw> : i64
    %2060 = llvm.add %2057, %2059 overflow<nsw, nuw> : i64
    %2061 = llvm.add %2060, %2038 overflow<nsw, nuw> : i64
    %2062 = llvm.getelementptr inbounds|nuw %2052[%2061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2051, %2062 : f32, !llvm.ptr
    %2063 = llvm.add %2038, %16 : i64
    llvm.br ^bb223(%2063 : i64)
  ^bb225:  // pred: ^bb223
    %2064 = llvm.add %2036, %16 : i64
    llvm.br ^bb221(%2064 : i64)
  ^bb226:  // pred: ^bb221
    %2065 = llvm.add %2034, %16 : i64
    llvm.br ^bb219(%2065 : i64)
  ^bb227:  // pred: ^bb219
    %2066 = llvm.add %2032, %16 : i64
    llvm.br ^bb217(%2066 : i64)
  ^bb228:  // pred: ^bb217
    %2067 = llvm.mlir.constant(8 : index) : i64
    %2068 = llvm.mlir.constant(16 : index) : i64
    %2069 = llvm.mlir.constant(1 : index) : i64
    %2070 = llvm.mlir.constant(128 : index) : i64
    %2071 = llvm.mlir.zero : !llvm.ptr
    %2072 = llvm.getelementptr %2071[%2070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2073 = llvm.ptrtoint %2072 : !llvm.ptr to i64
    %2074 = llvm.mlir.constant(64 : index) : i64
    %2075 = llvm.add %2073, %2074 : i64
    %2076 = llvm.call @malloc(%2075) : (i64) -> !llvm.ptr
    %2077 = llvm.ptrtoint %2076 : !llvm.ptr to i64
    %2078 = llvm.mlir.constant(1 : index) : i64
    %2079 = llvm.sub %2074, %2078 : i64
    %2080 = llvm.add %2077, %2079 : i64
    %2081 = llvm.urem %2080, %2074 : i64
    %2082 = llvm.sub %2080, %2081 : i64
    %2083 = llvm.inttoptr %2082 : i64 to !llvm.ptr
    %2084 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2085 = llvm.insertvalue %2076, %2084[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2086 = llvm.insertvalue %2083, %2085[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2087 = llvm.mlir.constant(0 : index) : i64
    %2088 = llvm.insertvalue %2087, %2086[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2089 = llvm.insertvalue %2067, %2088[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2090 = llvm.insertvalue %2068, %2089[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2091 = llvm.insertvalue %2068, %2090[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2092 = llvm.insertvalue %2069, %2091[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb229(%21 : i64)
  ^bb229(%2093: i64):  // 2 preds: ^bb228, ^bb233
    %2094 = llvm.icmp "slt" %2093, %15 : i64
    llvm.cond_br %2094, ^bb230, ^bb234
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%21 : i64)
  ^bb231(%2095: i64):  // 2 preds: ^bb230, ^bb232
    %2096 = llvm.icmp "slt" %2095, %11 : i64
    llvm.cond_br %2096, ^bb232, ^bb233
  ^bb232:  // pred: ^bb231
    %2097 = llvm.extractvalue %2092[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2098 = llvm.mlir.constant(16 : index) : i64
    %2099 = llvm.mul %2093, %2098 overflow<nsw, nuw> : i64
    %2100 = llvm.add %2099, %2095 overflow<nsw, nuw> : i64
    %2101 = llvm.getelementptr inbounds|nuw %2097[%2100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %2101 : f32, !llvm.ptr
    %2102 = llvm.add %2095, %16 : i64
    llvm.br ^bb231(%2102 : i64)
  ^bb233:  // pred: ^bb231
    %2103 = llvm.add %2093, %16 : i64
    llvm.br ^bb229(%2103 : i64)
  ^bb234:  // pred: ^bb229
    %2104 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2105 = llvm.extractvalue %351[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2106 = llvm.extractvalue %351[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2107 = llvm.insertvalue %2105, %2104[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2108 = llvm.insertvalue %2106, %2107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2109 = llvm.mlir.constant(0 : index) : i64
    %2110 = llvm.insertvalue %2109, %2108[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2111 = llvm.mlir.constant(2 : index) : i64
    %2112 = llvm.insertvalue %2111, %2110[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2113 = llvm.mlir.constant(256 : index) : i64
    %2114 = llvm.insertvalue %2113, %2112[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2115 = llvm.mlir.constant(8 : index) : i64
    %2116 = llvm.insertvalue %2115, %2114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2117 = llvm.mlir.constant(32 : index) : i64
    %2118 = llvm.insertvalue %2117, %2116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2119 = llvm.mlir.constant(32 : index) : i64
    %2120 = llvm.insertvalue %2119, %2118[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2121 = llvm.mlir.constant(1 : index) : i64
    %2122 = llvm.insertvalue %2121, %2120[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2123 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2124 = llvm.extractvalue %2092[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2125 = llvm.extractvalue %2092[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2126 = llvm.insertvalue %2124, %2123[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2127 = llvm.insertvalue %2125, %2126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2128 = llvm.mlir.constant(0 : index) : i64
    %2129 = llvm.insertvalue %2128, %2127[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2130 = llvm.mlir.constant(1 : index) : i64
    %2131 = llvm.insertvalue %2130, %2129[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2132 = llvm.mlir.constant(128 : index) : i64
    %2133 = llvm.insertvalue %2132, %2131[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2134 = llvm.mlir.constant(8 : index) : i64
    %2135 = llvm.insertvalue %2134, %2133[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2136 = llvm.mlir.constant(16 : index) : i64
    %2137 = llvm.insertvalue %2136, %2135[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2138 = llvm.mlir.constant(2 : index) : i64
    %2139 = llvm.insertvalue %2138, %2137[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2140 = llvm.mlir.constant(8 : index) : i64
    %2141 = llvm.insertvalue %2140, %2139[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2142 = llvm.mlir.constant(8 : index) : i64
    %2143 = llvm.insertvalue %2142, %2141[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2144 = llvm.mlir.constant(1 : index) : i64
    %2145 = llvm.insertvalue %2144, %2143[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2146 = llvm.mlir.constant(1 : index) : i64
    %2147 = llvm.mlir.constant(8 : index) : i64
    %2148 = llvm.mlir.constant(2 : index) : i64
    %2149 = llvm.mlir.constant(8 : index) : i64
    %2150 = llvm.mlir.constant(1 : index) : i64
    %2151 = llvm.mlir.constant(16 : index) : i64
    %2152 = llvm.mlir.constant(128 : index) : i64
    %2153 = llvm.mlir.constant(128 : index) : i64
    %2154 = llvm.mlir.zero : !llvm.ptr
    %2155 = llvm.getelementptr %2154[%2153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2156 = llvm.ptrtoint %2155 : !llvm.ptr to i64
    %2157 = llvm.mlir.constant(64 : index) : i64
    %2158 = llvm.add %2156, %2157 : i64
    %2159 = llvm.call @malloc(%2158) : (i64) -> !llvm.ptr
    %2160 = llvm.ptrtoint %2159 : !llvm.ptr to i64
    %2161 = llvm.mlir.constant(1 : index) : i64
    %2162 = llvm.sub %2157, %2161 : i64
    %2163 = llvm.add %2160, %2162 : i64
    %2164 = llvm.urem %2163, %2157 : i64
    %2165 = llvm.sub %2163, %2164 : i64
    %2166 = llvm.inttoptr %2165 : i64 to !llvm.ptr
    %2167 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2168 = llvm.insertvalue %2159, %2167[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2169 = llvm.insertvalue %2166, %2168[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2170 = llvm.mlir.constant(0 : index) : i64
    %2171 = llvm.insertvalue %2170, %2169[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2172 = llvm.insertvalue %2146, %2171[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2173 = llvm.insertvalue %2147, %2172[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2174 = llvm.insertvalue %2148, %2173[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.insertvalue %2149, %2174[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2176 = llvm.insertvalue %2152, %2175[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.insertvalue %2151, %2176[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2178 = llvm.insertvalue %2149, %2177[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.insertvalue %2150, %2178[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb235(%21 : i64)
  ^bb235(%2180: i64):  // 2 preds: ^bb234, ^bb245
    %2181 = llvm.icmp "slt" %2180, %16 : i64
    llvm.cond_br %2181, ^bb236, ^bb246
  ^bb236:  // pred: ^bb235
    llvm.br ^bb237(%21 : i64)
  ^bb237(%2182: i64):  // 2 preds: ^bb236, ^bb244
    %2183 = llvm.icmp "slt" %2182, %15 : i64
    llvm.cond_br %2183, ^bb238, ^bb245
  ^bb238:  // pred: ^bb237
    llvm.br ^bb239(%21 : i64)
  ^bb239(%2184: i64):  // 2 preds: ^bb238, ^bb243
    %2185 = llvm.icmp "slt" %2184, %10 : i64
    llvm.cond_br %2185, ^bb240, ^bb244
  ^bb240:  // pred: ^bb239
    llvm.br ^bb241(%21 : i64)
  ^bb241(%2186: i64):  // 2 preds: ^bb240, ^bb242
    %2187 = llvm.icmp "slt" %2186, %15 : i64
    llvm.cond_br %2187, ^bb242, ^bb243
  ^bb242:  // pred: ^bb241
    %2188 = llvm.extractvalue %2145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2189 = llvm.mlir.constant(128 : index) : i64
    %2190 = llvm.mul %2180, %2189 overflow<nsw, nuw> : i64
    %2191 = llvm.mlir.constant(16 : index) : i64
    %2192 = llvm.mul %2182, %2191 overflow<nsw, nuw> : i64
    %2193 = llvm.add %2190, %2192 overflow<nsw, nuw> : i64
    %2194 = llvm.mlir.constant(8 : index) : i64
    %2195 = llvm.mul %2184, %2194 overflow<nsw, nuw> : i64
    %2196 = llvm.add %2193, %2195 overflow<nsw, nuw> : i64
    %2197 = llvm.add %2196, %2186 overflow<nsw, nuw> : i64
    %2198 = llvm.getelementptr inbounds|nuw %2188[%2197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2199 = llvm.load %2198 : !llvm.ptr -> f32
    %2200 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2201 = llvm.mlir.constant(128 : index) : i64
    %2202 = llvm.mul %2180, %2201 overflow<nsw, nuw> : i64
    %2203 = llvm.mlir.constant(16 : index) : i64
    %2204 = llvm.mul %2182, %2203 overflow<nsw, nuw> : i64
    %2205 = llvm.add %2202, %2204 overflow<nsw, nuw> : i64
    %2206 = llvm.mlir.constant(8 : index) : i64
    %2207 = llvm.mul %2184, %2206 overflow<nsw, nuw> : i64
    %2208 = llvm.add %2205, %2207 overflow<nsw, nuw> : i64
    %2209 = llvm.add %2208, %2186 overflow<nsw, nuw> : i64
    %2210 = llvm.getelementptr inbounds|nuw %2200[%2209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2199, %2210 : f32, !llvm.ptr
    %2211 = llvm.add %2186, %16 : i64
    llvm.br ^bb241(%2211 : i64)
  ^bb243:  // pred: ^bb241
    %2212 = llvm.add %2184, %16 : i64
    llvm.br ^bb239(%2212 : i64)
  ^bb244:  // pred: ^bb239
    %2213 = llvm.add %2182, %16 : i64
    llvm.br ^bb237(%2213 : i64)
  ^bb245:  // pred: ^bb237
    %2214 = llvm.add %2180, %16 : i64
    llvm.br ^bb235(%2214 : i64)
  ^bb246:  // pred: ^bb235
    llvm.br ^bb247(%21 : i64)
  ^bb247(%2215: i64):  // 2 preds: ^bb246, ^bb260
    %2216 = llvm.icmp "slt" %2215, %16 : i64
    llvm.cond_br %2216, ^bb248, ^bb261
  ^bb248:  // pred: ^bb247
    llvm.br ^bb249(%21 : i64)
  ^bb249(%2217: i64):  // 2 preds: ^bb248, ^bb259
    %2218 = llvm.icmp "slt" %2217, %15 : i64
    llvm.cond_br %2218, ^bb250, ^bb260
  ^bb250:  // pred: ^bb249
    llvm.br ^bb251(%21 : i64)
  ^bb251(%2219: i64):  // 2 preds: ^bb250, ^bb258
    %2220 = llvm.icmp "slt" %2219, %10 : i64
    llvm.cond_br %2220, ^bb252, ^bb259
  ^bb252:  // pred: ^bb251
    llvm.br ^bb253(%21 : i64)
  ^bb253(%2221: i64):  // 2 preds: ^bb252, ^bb257
    %2222 = llvm.icmp "slt" %2221, %15 : i64
    llvm.cond_br %2222, ^bb254, ^bb258
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%21 : i64)
  ^bb255(%2223: i64):  // 2 preds: ^bb254, ^bb256
    %2224 = llvm.icmp "slt" %2223, %14 : i64
    llvm.cond_br %2224, ^bb256, ^bb257
  ^bb256:  // pred: ^bb255
    %2225 = llvm.extractvalue %1748[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2226 = llvm.mlir.constant(256 : index) : i64
    %2227 = llvm.mul %2215, %2226 overflow<nsw, nuw> : i64
    %2228 = llvm.mlir.constant(32 : index) : i64
    %2229 = llvm.mul %2217, %2228 overflow<nsw, nuw> : i64
    %2230 = llvm.add %2227, %2229 overflow<nsw, nuw> : i64
    %2231 = llvm.add %2230, %2223 overflow<nsw, nuw> : i64
    %2232 = llvm.getelementptr inbounds|nuw %2225[%2231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2233 = llvm.load %2232 : !llvm.ptr -> f32
    %2234 = llvm.extractvalue %2122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2235 = llvm.mlir.constant(256 : index) : i64
    %2236 = llvm.mul %2219, %2235 overflow<nsw, nuw> : i64
    %2237 = llvm.mlir.constant(32 : index) : i64
    %2238 = llvm.mul %2221, %2237 overflow<nsw, nuw> : i64
    %2239 = llvm.add %2236, %2238 overflow<nsw, nuw> : i64
    %2240 = llvm.add %2239, %2223 overflow<nsw, nuw> : i64
    %2241 = llvm.getelementptr inbounds|nuw %2234[%2240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2242 = llvm.load %2241 : !llvm.ptr -> f32
    %2243 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2244 = llvm.mlir.constant(128 : index) : i64
    %2245 = llvm.mul %2215, %2244 overflow<nsw, nuw> : i64
    %2246 = llvm.mlir.constant(16 : index) : i64
    %2247 = llvm.mul %2217, %2246 overflow<nsw, nuw> : i64
    %2248 = llvm.add %2245, %2247 overflow<nsw, nuw> : i64
    %2249 = llvm.mlir.constant(8 : index) : i64
    %2250 = llvm.mul %2219, %2249 overflow<nsw, nuw> : i64
    %2251 = llvm.add %2248, %2250 overflow<nsw, nuw> : i64
    %2252 = llvm.add %2251, %2221 overflow<nsw, nuw> : i64
    %2253 = llvm.getelementptr inbounds|nuw %2243[%2252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2254 = llvm.load %2253 : !llvm.ptr -> f32
    %2255 = llvm.fmul %2233, %2242 : f32
    %2256 = llvm.fadd %2254, %2255 : f32
    %2257 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2258 = llvm.mlir.constant(128 : index) : i64
    %2259 = llvm.mul %2215, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.mlir.constant(16 : index) : i64
    %2261 = llvm.mul %2217, %2260 overflow<nsw, nuw> : i64
    %2262 = llvm.add %2259, %2261 overflow<nsw, nuw> : i64
    %2263 = llvm.mlir.constant(8 : index) : i64
    %2264 = llvm.mul %2219, %2263 overflow<nsw, nuw> : i64
    %2265 = llvm.add %2262, %2264 overflow<nsw, nuw> : i64
    %2266 = llvm.add %2265, %2221 overflow<nsw, nuw> : i64
    %2267 = llvm.getelementptr inbounds|nuw %2257[%2266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2256, %2267 : f32, !llvm.ptr
    %2268 = llvm.add %2223, %16 : i64
    llvm.br ^bb255(%2268 : i64)
  ^bb257:  // pred: ^bb255
    %2269 = llvm.add %2221, %16 : i64
    llvm.br ^bb253(%2269 : i64)
  ^bb258:  // pred: ^bb253
    %2270 = llvm.add %2219, %16 : i64
    llvm.br ^bb251(%2270 : i64)
  ^bb259:  // pred: ^bb251
    %2271 = llvm.add %2217, %16 : i64
    llvm.br ^bb249(%2271 : i64)
  ^bb260:  // pred: ^bb249
    %2272 = llvm.add %2215, %16 : i64
    llvm.br ^bb247(%2272 : i64)
  ^bb261:  // pred: ^bb247
    %2273 = llvm.mlir.constant(1 : index) : i64
    %2274 = llvm.mlir.constant(2 : index) : i64
    %2275 = llvm.mlir.constant(8 : index) : i64
    %2276 = llvm.mlir.constant(8 : index) : i64
    %2277 = llvm.mlir.constant(1 : index) : i64
    %2278 = llvm.mlir.constant(64 : index) : i64
    %2279 = llvm.mlir.constant(128 : index) : i64
    %2280 = llvm.mlir.constant(128 : index) : i64
    %2281 = llvm.mlir.zero : !llvm.ptr
    %2282 = llvm.getelementptr %2281[%2280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2283 = llvm.ptrtoint %2282 : !llvm.ptr to i64
    %2284 = llvm.mlir.constant(64 : index) : i64
    %2285 = llvm.add %2283, %2284 : i64
    %2286 = llvm.call @malloc(%2285) : (i64) -> !llvm.ptr
    %2287 = llvm.ptrtoint %2286 : !llvm.ptr to i64
    %2288 = llvm.mlir.constant(1 : index) : i64
    %2289 = llvm.sub %2284, %2288 : i64
    %2290 = llvm.add %2287, %2289 : i64
    %2291 = llvm.urem %2290, %2284 : i64
    %2292 = llvm.sub %2290, %2291 : i64
    %2293 = llvm.inttoptr %2292 : i64 to !llvm.ptr
    %2294 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2295 = llvm.insertvalue %2286, %2294[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2296 = llvm.insertvalue %2293, %2295[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2297 = llvm.mlir.constant(0 : index) : i64
    %2298 = llvm.insertvalue %2297, %2296[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2299 = llvm.insertvalue %2273, %2298[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2300 = llvm.insertvalue %2274, %2299[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2301 = llvm.insertvalue %2275, %2300[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2302 = llvm.insertvalue %2276, %2301[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2303 = llvm.insertvalue %2279, %2302[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2304 = llvm.insertvalue %2278, %2303[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2305 = llvm.insertvalue %2276, %2304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2306 = llvm.insertvalue %2277, %2305[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb262(%21 : i64)
  ^bb262(%2307: i64):  // 2 preds: ^bb261, ^bb272
    %2308 = llvm.icmp "slt" %2307, %16 : i64
    llvm.cond_br %2308, ^bb263, ^bb273
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%21 : i64)
  ^bb264(%2309: i64):  // 2 preds: ^bb263, ^bb271
    %2310 = llvm.icmp "slt" %2309, %10 : i64
    llvm.cond_br %2310, ^bb265, ^bb272
  ^bb265:  // pred: ^bb264
    llvm.br ^bb266(%21 : i64)
  ^bb266(%2311: i64):  // 2 preds: ^bb265, ^bb270
    %2312 = llvm.icmp "slt" %2311, %15 : i64
    llvm.cond_br %2312, ^bb267, ^bb271
  ^bb267:  // pred: ^bb266
    llvm.br ^bb268(%21 : i64)
  ^bb268(%2313: i64):  // 2 preds: ^bb267, ^bb269
    %2314 = llvm.icmp "slt" %2313, %15 : i64
    llvm.cond_br %2314, ^bb269, ^bb270
  ^bb269:  // pred: ^bb268
    %2315 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.mlir.constant(128 : index) : i64
    %2317 = llvm.mul %2307, %2316 overflow<nsw, nuw> : i64
    %2318 = llvm.mlir.constant(16 : index) : i64
    %2319 = llvm.mul %2311, %2318 overflow<nsw, nuw> : i64
    %2320 = llvm.add %2317, %2319 overflow<nsw, nuw> : i64
    %2321 = llvm.mlir.constant(8 : index) : i64
    %2322 = llvm.mul %2309, %2321 overflow<nsw, nuw> : i64
    %2323 = llvm.add %2320, %2322 overflow<nsw, nuw> : i64
    %2324 = llvm.add %2323, %2313 overflow<nsw, nuw> : i64
    %2325 = llvm.getelementptr inbounds|nuw %2315[%2324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2326 = llvm.load %2325 : !llvm.ptr -> f32
    %2327 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2328 = llvm.mlir.constant(128 : index) : i64
    %2329 = llvm.mul %2307, %2328 overflow<nsw, nuw> : i64
    %2330 = llvm.mlir.constant(64 : index) : i64
    %2331 = llvm.mul %2309, %2330 overflow<nsw, nuw> : i64
    %2332 = llvm.add %2329, %2331 overflow<nsw, nuw> : i64
    %2333 = llvm.mlir.constant(8 : index) : i64
    %2334 = llvm.mul %2311, %2333 overflow<nsw, nuw> : i64
    %2335 = llvm.add %2332, %2334 overflow<nsw, nuw> : i64
    %2336 = llvm.add %2335, %2313 overflow<nsw, nuw> : i64
    %2337 = llvm.getelementptr inbounds|nuw %2327[%2336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2326, %2337 : f32, !llvm.ptr
    %2338 = llvm.add %2313, %16 : i64
    llvm.br ^bb268(%2338 : i64)
  ^bb270:  // pred: ^bb268
    %2339 = llvm.add %2311, %16 : i64
    llvm.br ^bb266(%2339 : i64)
  ^bb271:  // pred: ^bb266
    %2340 = llvm.add %2309, %16 : i64
    llvm.br ^bb264(%2340 : i64)
  ^bb272:  // pred: ^bb264
    %2341 = llvm.add %2307, %16 : i64
    llvm.br ^bb262(%2341 : i64)
  ^bb273:  // pred: ^bb262
    %2342 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2343 = llvm.extractvalue %331[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2344 = llvm.extractvalue %331[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2345 = llvm.insertvalue %2343, %2342[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2346 = llvm.insertvalue %2344, %2345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2347 = llvm.mlir.constant(0 : index) : i64
    %2348 = llvm.insertvalue %2347, %2346[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2349 = llvm.mlir.constant(2 : index) : i64
    %2350 = llvm.insertvalue %2349, %2348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2351 = llvm.mlir.constant(256 : index) : i64
    %2352 = llvm.insertvalue %2351, %2350[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2353 = llvm.mlir.constant(8 : index) : i64
    %2354 = llvm.insertvalue %2353, %2352[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2355 = llvm.mlir.constant(32 : index) : i64
    %2356 = llvm.insertvalue %2355, %2354[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2357 = llvm.mlir.constant(32 : index) : i64
    %2358 = llvm.insertvalue %2357, %2356[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2359 = llvm.mlir.constant(1 : index) : i64
    %2360 = llvm.insertvalue %2359, %2358[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2361 = llvm.mlir.constant(1 : index) : i64
    %2362 = llvm.mlir.constant(8 : index) : i64
    %2363 = llvm.mlir.constant(2 : index) : i64
    %2364 = llvm.mlir.constant(8 : index) : i64
    %2365 = llvm.mlir.constant(1 : index) : i64
    %2366 = llvm.mlir.constant(16 : index) : i64
    %2367 = llvm.mlir.constant(128 : index) : i64
    %2368 = llvm.mlir.constant(128 : index) : i64
    %2369 = llvm.mlir.zero : !llvm.ptr
    %2370 = llvm.getelementptr %2369[%2368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2371 = llvm.ptrtoint %2370 : !llvm.ptr to i64
    %2372 = llvm.mlir.constant(64 : index) : i64
    %2373 = llvm.add %2371, %2372 : i64
    %2374 = llvm.call @malloc(%2373) : (i64) -> !llvm.ptr
    %2375 = llvm.ptrtoint %2374 : !llvm.ptr to i64
    %2376 = llvm.mlir.constant(1 : index) : i64
    %2377 = llvm.sub %2372, %2376 : i64
    %2378 = llvm.add %2375, %2377 : i64
    %2379 = llvm.urem %2378, %2372 : i64
    %2380 = llvm.sub %2378, %2379 : i64
    %2381 = llvm.inttoptr %2380 : i64 to !llvm.ptr
    %2382 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2383 = llvm.insertvalue %2374, %2382[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2384 = llvm.insertvalue %2381, %2383[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2385 = llvm.mlir.constant(0 : index) : i64
    %2386 = llvm.insertvalue %2385, %2384[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2387 = llvm.insertvalue %2361, %2386[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2388 = llvm.insertvalue %2362, %2387[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2389 = llvm.insertvalue %2363, %2388[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2390 = llvm.insertvalue %2364, %2389[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2391 = llvm.insertvalue %2367, %2390[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2392 = llvm.insertvalue %2366, %2391[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2393 = llvm.insertvalue %2364, %2392[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2394 = llvm.insertvalue %2365, %2393[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb274(%21 : i64)
  ^bb274(%2395: i64):  // 2 preds: ^bb273, ^bb284
    %2396 = llvm.icmp "slt" %2395, %16 : i64
    llvm.cond_br %2396, ^bb275, ^bb285
  ^bb275:  // pred: ^bb274
    llvm.br ^bb276(%21 : i64)
  ^bb276(%2397: i64):  // 2 preds: ^bb275, ^bb283
    %2398 = llvm.icmp "slt" %2397, %15 : i64
    llvm.cond_br %2398, ^bb277, ^bb284
  ^bb277:  // pred: ^bb276
    llvm.br ^bb278(%21 : i64)
  ^bb278(%2399: i64):  // 2 preds: ^bb277, ^bb282
    %2400 = llvm.icmp "slt" %2399, %10 : i64
    llvm.cond_br %2400, ^bb279, ^bb283
  ^bb279:  // pred: ^bb278
    llvm.br ^bb280(%21 : i64)
  ^bb280(%2401: i64):  // 2 preds: ^bb279, ^bb281
    %2402 = llvm.icmp "slt" %2401, %15 : i64
    llvm.cond_br %2402, ^bb281, ^bb282
  ^bb281:  // pred: ^bb280
    %2403 = llvm.extractvalue %2145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.mlir.constant(128 : index) : i64
    %2405 = llvm.mul %2395, %2404 overflow<nsw, nuw> : i64
    %2406 = llvm.mlir.constant(16 : index) : i64
    %2407 = llvm.mul %2397, %2406 overflow<nsw, nuw> : i64
    %2408 = llvm.add %2405, %2407 overflow<nsw, nuw> : i64
    %2409 = llvm.mlir.constant(8 : index) : i64
    %2410 = llvm.mul %2399, %2409 overflow<nsw, nuw> : i64
    %2411 = llvm.add %2408, %2410 overflow<nsw, nuw> : i64
    %2412 = llvm.add %2411, %2401 overflow<nsw, nuw> : i64
    %2413 = llvm.getelementptr inbounds|nuw %2403[%2412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2414 = llvm.load %2413 : !llvm.ptr -> f32
    %2415 = llvm.extractvalue %2394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2416 = llvm.mlir.constant(128 : index) : i64
    %2417 = llvm.mul %2395, %2416 overflow<nsw, nuw> : i64
    %2418 = llvm.mlir.constant(16 : index) : i64
    %2419 = llvm.mul %2397, %2418 overflow<nsw, nuw> : i64
    %2420 = llvm.add %2417, %2419 overflow<nsw, nuw> : i64
    %2421 = llvm.mlir.constant(8 : index) : i64
    %2422 = llvm.mul %2399, %2421 overflow<nsw, nuw> : i64
    %2423 = llvm.add %2420, %2422 overflow<nsw, nuw> : i64
    %2424 = llvm.add %2423, %2401 overflow<nsw, nuw> : i64
    %2425 = llvm.getelementptr inbounds|nuw %2415[%2424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2414, %2425 : f32, !llvm.ptr
    %2426 = llvm.add %2401, %16 : i64
    llvm.br ^bb280(%2426 : i64)
  ^bb282:  // pred: ^bb280
    %2427 = llvm.add %2399, %16 : i64
    llvm.br ^bb278(%2427 : i64)
  ^bb283:  // pred: ^bb278
    %2428 = llvm.add %2397, %16 : i64
    llvm.br ^bb276(%2428 : i64)
  ^bb284:  // pred: ^bb276
    %2429 = llvm.add %2395, %16 : i64
    llvm.br ^bb274(%2429 : i64)
  ^bb285:  // pred: ^bb274
    llvm.br ^bb286(%21 : i64)
  ^bb286(%2430: i64):  // 2 preds: ^bb285, ^bb299
    %2431 = llvm.icmp "slt" %2430, %16 : i64
    llvm.cond_br %2431, ^bb287, ^bb300
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%21 : i64)
  ^bb288(%2432: i64):  // 2 preds: ^bb287, ^bb298
    %2433 = llvm.icmp "slt" %2432, %15 : i64
    llvm.cond_br %2433, ^bb289, ^bb299
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%21 : i64)
  ^bb290(%2434: i64):  // 2 preds: ^bb289, ^bb297
    %2435 = llvm.icmp "slt" %2434, %10 : i64
    llvm.cond_br %2435, ^bb291, ^bb298
  ^bb291:  // pred: ^bb290
    llvm.br ^bb292(%21 : i64)
  ^bb292(%2436: i64):  // 2 preds: ^bb291, ^bb296
    %2437 = llvm.icmp "slt" %2436, %15 : i64
    llvm.cond_br %2437, ^bb293, ^bb297
  ^bb293:  // pred: ^bb292
    llvm.br ^bb294(%21 : i64)
  ^bb294(%2438: i64):  // 2 preds: ^bb293, ^bb295
    %2439 = llvm.icmp "slt" %2438, %14 : i64
    llvm.cond_br %2439, ^bb295, ^bb296
  ^bb295:  // pred: ^bb294
    %2440 = llvm.extractvalue %1748[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2441 = llvm.mlir.constant(256 : index) : i64
    %2442 = llvm.mul %2430, %2441 overflow<nsw, nuw> : i64
    %2443 = llvm.mlir.constant(32 : index) : i64
    %2444 = llvm.mul %2432, %2443 overflow<nsw, nuw> : i64
    %2445 = llvm.add %2442, %2444 overflow<nsw, nuw> : i64
    %2446 = llvm.add %2445, %2438 overflow<nsw, nuw> : i64
    %2447 = llvm.getelementptr inbounds|nuw %2440[%2446] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2448 = llvm.load %2447 : !llvm.ptr -> f32
    %2449 = llvm.extractvalue %2360[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2450 = llvm.mlir.constant(256 : index) : i64
    %2451 = llvm.mul %2434, %2450 overflow<nsw, nuw> : i64
    %2452 = llvm.mlir.constant(32 : index) : i64
    %2453 = llvm.mul %2436, %2452 overflow<nsw, nuw> : i64
    %2454 = llvm.add %2451, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.add %2454, %2438 overflow<nsw, nuw> : i64
    %2456 = llvm.getelementptr inbounds|nuw %2449[%2455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2457 = llvm.load %2456 : !llvm.ptr -> f32
    %2458 = llvm.extractvalue %2394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2459 = llvm.mlir.constant(128 : index) : i64
    %2460 = llvm.mul %2430, %2459 overflow<nsw, nuw> : i64
    %2461 = llvm.mlir.constant(16 : index) : i64
    %2462 = llvm.mul %2432, %2461 overflow<nsw, nuw> : i64
    %2463 = llvm.add %2460, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.mlir.constant(8 : index) : i64
    %2465 = llvm.mul %2434, %2464 overflow<nsw, nuw> : i64
    %2466 = llvm.add %2463, %2465 overflow<nsw, nuw> : i64
    %2467 = llvm.add %2466, %2436 overflow<nsw, nuw> : i64
    %2468 = llvm.getelementptr inbounds|nuw %2458[%2467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2469 = llvm.load %2468 : !llvm.ptr -> f32
    %2470 = llvm.fmul %2448, %2457 : f32
    %2471 = llvm.fadd %2469, %2470 : f32
    %2472 = llvm.extractvalue %2394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2473 = llvm.mlir.constant(128 : index) : i64
    %2474 = llvm.mul %2430, %2473 overflow<nsw, nuw> : i64
    %2475 = llvm.mlir.constant(16 : index) : i64
    %2476 = llvm.mul %2432, %2475 overflow<nsw, nuw> : i64
    %2477 = llvm.add %2474, %2476 overflow<nsw, nuw> : i64
    %2478 = llvm.mlir.constant(8 : index) : i64
    %2479 = llvm.mul %2434, %2478 overflow<nsw, nuw> : i64
    %2480 = llvm.add %2477, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.add %2480, %2436 overflow<nsw, nuw> : i64
    %2482 = llvm.getelementptr inbounds|nuw %2472[%2481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2471, %2482 : f32, !llvm.ptr
    %2483 = llvm.add %2438, %16 : i64
    llvm.br ^bb294(%2483 : i64)
  ^bb296:  // pred: ^bb294
    %2484 = llvm.add %2436, %16 : i64
    llvm.br ^bb292(%2484 : i64)
  ^bb297:  // pred: ^bb292
    %2485 = llvm.add %2434, %16 : i64
    llvm.br ^bb290(%2485 : i64)
  ^bb298:  // pred: ^bb290
    %2486 = llvm.add %2432, %16 : i64
    llvm.br ^bb288(%2486 : i64)
  ^bb299:  // pred: ^bb288
    %2487 = llvm.add %2430, %16 : i64
    llvm.br ^bb286(%2487 : i64)
  ^bb300:  // pred: ^bb286
    %2488 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.extractvalue %2031[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.extractvalue %2031[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2491 = llvm.insertvalue %2489, %2488[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2492 = llvm.insertvalue %2490, %2491[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2493 = llvm.mlir.constant(0 : index) : i64
    %2494 = llvm.insertvalue %2493, %2492[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2495 = llvm.mlir.constant(1 : index) : i64
    %2496 = llvm.insertvalue %2495, %2494[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2497 = llvm.mlir.constant(256 : index) : i64
    %2498 = llvm.insertvalue %2497, %2496[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2499 = llvm.mlir.constant(4 : index) : i64
    %2500 = llvm.insertvalue %2499, %2498[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2501 = llvm.mlir.constant(64 : index) : i64
    %2502 = llvm.insertvalue %2501, %2500[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2503 = llvm.mlir.constant(8 : index) : i64
    %2504 = llvm.insertvalue %2503, %2502[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2505 = llvm.mlir.constant(8 : index) : i64
    %2506 = llvm.insertvalue %2505, %2504[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2507 = llvm.mlir.constant(4 : index) : i64
    %2508 = llvm.insertvalue %2507, %2506[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2509 = llvm.mlir.constant(1 : index) : i64
    %2510 = llvm.insertvalue %2509, %2508[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2511 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2512 = llvm.extractvalue %2031[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2513 = llvm.extractvalue %2031[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2514 = llvm.insertvalue %2512, %2511[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2515 = llvm.insertvalue %2513, %2514[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2516 = llvm.mlir.constant(4 : index) : i64
    %2517 = llvm.insertvalue %2516, %2515[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2518 = llvm.mlir.constant(1 : index) : i64
    %2519 = llvm.insertvalue %2518, %2517[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2520 = llvm.mlir.constant(256 : index) : i64
    %2521 = llvm.insertvalue %2520, %2519[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2522 = llvm.mlir.constant(4 : index) : i64
    %2523 = llvm.insertvalue %2522, %2521[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2524 = llvm.mlir.constant(64 : index) : i64
    %2525 = llvm.insertvalue %2524, %2523[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2526 = llvm.mlir.constant(8 : index) : i64
    %2527 = llvm.insertvalue %2526, %2525[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2528 = llvm.mlir.constant(8 : index) : i64
    %2529 = llvm.insertvalue %2528, %2527[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2530 = llvm.mlir.constant(4 : index) : i64
    %2531 = llvm.insertvalue %2530, %2529[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2532 = llvm.mlir.constant(1 : index) : i64
    %2533 = llvm.insertvalue %2532, %2531[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2534 = llvm.mlir.constant(1 : index) : i64
    %2535 = llvm.mlir.constant(4 : index) : i64
    %2536 = llvm.mlir.constant(8 : index) : i64
    %2537 = llvm.mlir.constant(4 : index) : i64
    %2538 = llvm.mlir.constant(1 : index) : i64
    %2539 = llvm.mlir.constant(32 : index) : i64
    %2540 = llvm.mlir.constant(128 : index) : i64
    %2541 = llvm.mlir.constant(128 : index) : i64
    %2542 = llvm.mlir.zero : !llvm.ptr
    %2543 = llvm.getelementptr %2542[%2541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2544 = llvm.ptrtoint %2543 : !llvm.ptr to i64
    %2545 = llvm.mlir.constant(64 : index) : i64
    %2546 = llvm.add %2544, %2545 : i64
    %2547 = llvm.call @malloc(%2546) : (i64) -> !llvm.ptr
    %2548 = llvm.ptrtoint %2547 : !llvm.ptr to i64
    %2549 = llvm.mlir.constant(1 : index) : i64
    %2550 = llvm.sub %2545, %2549 : i64
    %2551 = llvm.add %2548, %2550 : i64
    %2552 = llvm.urem %2551, %2545 : i64
    %2553 = llvm.sub %2551, %2552 : i64
    %2554 = llvm.inttoptr %2553 : i64 to !llvm.ptr
    %2555 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2556 = llvm.insertvalue %2547, %2555[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2557 = llvm.insertvalue %2554, %2556[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2558 = llvm.mlir.constant(0 : index) : i64
    %2559 = llvm.insertvalue %2558, %2557[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2560 = llvm.insertvalue %2534, %2559[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2561 = llvm.insertvalue %2535, %2560[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2562 = llvm.insertvalue %2536, %2561[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2563 = llvm.insertvalue %2537, %2562[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2564 = llvm.insertvalue %2540, %2563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2565 = llvm.insertvalue %2539, %2564[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2566 = llvm.insertvalue %2537, %2565[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2567 = llvm.insertvalue %2538, %2566[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb301(%21 : i64)
  ^bb301(%2568: i64):  // 2 preds: ^bb300, ^bb311
    %2569 = llvm.icmp "slt" %2568, %16 : i64
    llvm.cond_br %2569, ^bb302, ^bb312
  ^bb302:  // pred: ^bb301
    llvm.br ^bb303(%21 : i64)
  ^bb303(%2570: i64):  // 2 preds: ^bb302, ^bb310
    %2571 = llvm.icmp "slt" %2570, %12 : i64
    llvm.cond_br %2571, ^bb304, ^bb311
  ^bb304:  // pred: ^bb303
    llvm.br ^bb305(%21 : i64)
  ^bb305(%2572: i64):  // 2 preds: ^bb304, ^bb309
    %2573 = llvm.icmp "slt" %2572, %15 : i64
    llvm.cond_br %2573, ^bb306, ^bb310
  ^bb306:  // pred: ^bb305
    llvm.br ^bb307(%21 : i64)
  ^bb307(%2574: i64):  // 2 preds: ^bb306, ^bb308
    %2575 = llvm.icmp "slt" %2574, %12 : i64
    llvm.cond_br %2575, ^bb308, ^bb309
  ^bb308:  // pred: ^bb307
    %2576 = llvm.extractvalue %2533[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2577 = llvm.mlir.constant(4 : index) : i64
    %2578 = llvm.getelementptr %2576[%2577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2579 = llvm.mlir.constant(256 : index) : i64
    %2580 = llvm.mul %2568, %2579 overflow<nsw, nuw> : i64
    %2581 = llvm.mlir.constant(64 : index) : i64
    %2582 = llvm.mul %2570, %2581 overflow<nsw, nuw> : i64
    %2583 = llvm.add %2580, %2582 overflow<nsw, nuw> : i64
    %2584 = llvm.mlir.constant(8 : index) : i64
    %2585 = llvm.mul %2572, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2583, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.add %2586, %2574 overflow<nsw, nuw> : i64
    %2588 = llvm.getelementptr inbounds|nuw %2578[%2587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2589 = llvm.load %2588 : !llvm.ptr -> f32
    %2590 = llvm.fneg %2589 : f32
    %2591 = llvm.extractvalue %2567[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2592 = llvm.mlir.constant(128 : index) : i64
    %2593 = llvm.mul %2568, %2592 overflow<nsw, nuw> : i64
    %2594 = llvm.mlir.constant(32 : index) : i64
    %2595 = llvm.mul %2570, %2594 overflow<nsw, nuw> : i64
    %2596 = llvm.add %2593, %2595 overflow<nsw, nuw> : i64
    %2597 = llvm.mlir.constant(4 : index) : i64
    %2598 = llvm.mul %2572, %2597 overflow<nsw, nuw> : i64
    %2599 = llvm.add %2596, %2598 overflow<nsw, nuw> : i64
    %2600 = llvm.add %2599, %2574 overflow<nsw, nuw> : i64
    %2601 = llvm.getelementptr inbounds|nuw %2591[%2600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2590, %2601 : f32, !llvm.ptr
    %2602 = llvm.add %2574, %16 : i64
    llvm.br ^bb307(%2602 : i64)
  ^bb309:  // pred: ^bb307
    %2603 = llvm.add %2572, %16 : i64
    llvm.br ^bb305(%2603 : i64)
  ^bb310:  // pred: ^bb305
    %2604 = llvm.add %2570, %16 : i64
    llvm.br ^bb303(%2604 : i64)
  ^bb311:  // pred: ^bb303
    %2605 = llvm.add %2568, %16 : i64
    llvm.br ^bb301(%2605 : i64)
  ^bb312:  // pred: ^bb301
    %2606 = llvm.mlir.constant(1 : index) : i64
    %2607 = llvm.mlir.constant(4 : index) : i64
    %2608 = llvm.mlir.constant(8 : index) : i64
    %2609 = llvm.mlir.constant(8 : index) : i64
    %2610 = llvm.mlir.constant(1 : index) : i64
    %2611 = llvm.mlir.constant(64 : index) : i64
    %2612 = llvm.mlir.constant(256 : index) : i64
    %2613 = llvm.mlir.constant(256 : index) : i64
    %2614 = llvm.mlir.zero : !llvm.ptr
    %2615 = llvm.getelementptr %2614[%2613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2616 = llvm.ptrtoint %2615 : !llvm.ptr to i64
    %2617 = llvm.mlir.constant(64 : index) : i64
    %2618 = llvm.add %2616, %2617 : i64
    %2619 = llvm.call @malloc(%2618) : (i64) -> !llvm.ptr
    %2620 = llvm.ptrtoint %2619 : !llvm.ptr to i64
    %2621 = llvm.mlir.constant(1 : index) : i64
    %2622 = llvm.sub %2617, %2621 : i64
    %2623 = llvm.add %2620, %2622 : i64
    %2624 = llvm.urem %2623, %2617 : i64
    %2625 = llvm.sub %2623, %2624 : i64
    %2626 = llvm.inttoptr %2625 : i64 to !llvm.ptr
    %2627 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2628 = llvm.insertvalue %2619, %2627[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2629 = llvm.insertvalue %2626, %2628[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2630 = llvm.mlir.constant(0 : index) : i64
    %2631 = llvm.insertvalue %2630, %2629[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2632 = llvm.insertvalue %2606, %2631[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2633 = llvm.insertvalue %2607, %2632[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2634 = llvm.insertvalue %2608, %2633[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2635 = llvm.insertvalue %2609, %2634[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2636 = llvm.insertvalue %2612, %2635[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.insertvalue %2611, %2636[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2638 = llvm.insertvalue %2609, %2637[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2639 = llvm.insertvalue %2610, %2638[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2640 = llvm.mlir.constant(1 : index) : i64
    %2641 = llvm.mlir.constant(4 : index) : i64
    %2642 = llvm.mlir.constant(8 : index) : i64
    %2643 = llvm.mlir.constant(8 : index) : i64
    %2644 = llvm.mlir.constant(1 : index) : i64
    %2645 = llvm.mlir.constant(64 : index) : i64
    %2646 = llvm.mlir.constant(256 : index) : i64
    %2647 = llvm.mlir.constant(256 : index) : i64
    %2648 = llvm.mlir.zero : !llvm.ptr
    %2649 = llvm.getelementptr %2648[%2647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2650 = llvm.ptrtoint %2649 : !llvm.ptr to i64
    %2651 = llvm.mlir.constant(64 : index) : i64
    %2652 = llvm.add %2650, %2651 : i64
    %2653 = llvm.call @malloc(%2652) : (i64) -> !llvm.ptr
    %2654 = llvm.ptrtoint %2653 : !llvm.ptr to i64
    %2655 = llvm.mlir.constant(1 : index) : i64
    %2656 = llvm.sub %2651, %2655 : i64
    %2657 = llvm.add %2654, %2656 : i64
    %2658 = llvm.urem %2657, %2651 : i64
    %2659 = llvm.sub %2657, %2658 : i64
    %2660 = llvm.inttoptr %2659 : i64 to !llvm.ptr
    %2661 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2662 = llvm.insertvalue %2653, %2661[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2663 = llvm.insertvalue %2660, %2662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2664 = llvm.mlir.constant(0 : index) : i64
    %2665 = llvm.insertvalue %2664, %2663[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2666 = llvm.insertvalue %2640, %2665[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2667 = llvm.insertvalue %2641, %2666[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2668 = llvm.insertvalue %2642, %2667[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2669 = llvm.insertvalue %2643, %2668[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2670 = llvm.insertvalue %2646, %2669[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2671 = llvm.insertvalue %2645, %2670[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2672 = llvm.insertvalue %2643, %2671[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2673 = llvm.insertvalue %2644, %2672[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb313(%21 : i64)
  ^bb313(%2674: i64):  // 2 preds: ^bb312, ^bb323
    %2675 = llvm.icmp "slt" %2674, %16 : i64
    llvm.cond_br %2675, ^bb314, ^bb324
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%21 : i64)
  ^bb315(%2676: i64):  // 2 preds: ^bb314, ^bb322
    %2677 = llvm.icmp "slt" %2676, %12 : i64
    llvm.cond_br %2677, ^bb316, ^bb323
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%21 : i64)
  ^bb317(%2678: i64):  // 2 preds: ^bb316, ^bb321
    %2679 = llvm.icmp "slt" %2678, %15 : i64
    llvm.cond_br %2679, ^bb318, ^bb322
  ^bb318:  // pred: ^bb317
    llvm.br ^bb319(%21 : i64)
  ^bb319(%2680: i64):  // 2 preds: ^bb318, ^bb320
    %2681 = llvm.icmp "slt" %2680, %15 : i64
    llvm.cond_br %2681, ^bb320, ^bb321
  ^bb320:  // pred: ^bb319
    %2682 = llvm.extractvalue %2639[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2683 = llvm.mlir.constant(256 : index) : i64
    %2684 = llvm.mul %2674, %2683 overflow<nsw, nuw> : i64
    %2685 = llvm.mlir.constant(64 : index) : i64
    %2686 = llvm.mul %2676, %2685 overflow<nsw, nuw> : i64
    %2687 = llvm.add %2684, %2686 overflow<nsw, nuw> : i64
    %2688 = llvm.mlir.constant(8 : index) : i64
    %2689 = llvm.mul %2678, %2688 overflow<nsw, nuw> : i64
    %2690 = llvm.add %2687, %2689 overflow<nsw, nuw> : i64
    %2691 = llvm.add %2690, %2680 overflow<nsw, nuw> : i64
    %2692 = llvm.getelementptr inbounds|nuw %2682[%2691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2693 = llvm.load %2692 : !llvm.ptr -> f32
    %2694 = llvm.extractvalue %2673[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2695 = llvm.mlir.constant(256 : index) : i64
    %2696 = llvm.mul %2674, %2695 overflow<nsw, nuw> : i64
    %2697 = llvm.mlir.constant(64 : index) : i64
    %2698 = llvm.mul %2676, %2697 overflow<nsw, nuw> : i64
    %2699 = llvm.add %2696, %2698 overflow<nsw, nuw> : i64
    %2700 = llvm.mlir.constant(8 : index) : i64
    %2701 = llvm.mul %2678, %2700 overflow<nsw, nuw> : i64
    %2702 = llvm.add %2699, %2701 overflow<nsw, nuw> : i64
    %2703 = llvm.add %2702, %2680 overflow<nsw, nuw> : i64
    %2704 = llvm.getelementptr inbounds|nuw %2694[%2703] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2693, %2704 : f32, !llvm.ptr
    %2705 = llvm.add %2680, %16 : i64
    llvm.br ^bb319(%2705 : i64)
  ^bb321:  // pred: ^bb319
    %2706 = llvm.add %2678, %16 : i64
    llvm.br ^bb317(%2706 : i64)
  ^bb322:  // pred: ^bb317
    %2707 = llvm.add %2676, %16 : i64
    llvm.br ^bb315(%2707 : i64)
  ^bb323:  // pred: ^bb315
    %2708 = llvm.add %2674, %16 : i64
    llvm.br ^bb313(%2708 : i64)
  ^bb324:  // pred: ^bb313
    %2709 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2710 = llvm.extractvalue %2673[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2711 = llvm.extractvalue %2673[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2712 = llvm.insertvalue %2710, %2709[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2713 = llvm.insertvalue %2711, %2712[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2714 = llvm.mlir.constant(0 : index) : i64
    %2715 = llvm.insertvalue %2714, %2713[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2716 = llvm.mlir.constant(1 : index) : i64
    %2717 = llvm.insertvalue %2716, %2715[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2718 = llvm.mlir.constant(256 : index) : i64
    %2719 = llvm.insertvalue %2718, %2717[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2720 = llvm.mlir.constant(4 : index) : i64
    %2721 = llvm.insertvalue %2720, %2719[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2722 = llvm.mlir.constant(64 : index) : i64
    %2723 = llvm.insertvalue %2722, %2721[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2724 = llvm.mlir.constant(8 : index) : i64
    %2725 = llvm.insertvalue %2724, %2723[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2726 = llvm.mlir.constant(8 : index) : i64
    %2727 = llvm.insertvalue %2726, %2725[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2728 = llvm.mlir.constant(4 : index) : i64
    %2729 = llvm.insertvalue %2728, %2727[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.mlir.constant(1 : index) : i64
    %2731 = llvm.insertvalue %2730, %2729[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb325(%21 : i64)
  ^bb325(%2732: i64):  // 2 preds: ^bb324, ^bb335
    %2733 = llvm.icmp "slt" %2732, %16 : i64
    llvm.cond_br %2733, ^bb326, ^bb336
  ^bb326:  // pred: ^bb325
    llvm.br ^bb327(%21 : i64)
  ^bb327(%2734: i64):  // 2 preds: ^bb326, ^bb334
    %2735 = llvm.icmp "slt" %2734, %12 : i64
    llvm.cond_br %2735, ^bb328, ^bb335
  ^bb328:  // pred: ^bb327
    llvm.br ^bb329(%21 : i64)
  ^bb329(%2736: i64):  // 2 preds: ^bb328, ^bb333
    %2737 = llvm.icmp "slt" %2736, %15 : i64
    llvm.cond_br %2737, ^bb330, ^bb334
  ^bb330:  // pred: ^bb329
    llvm.br ^bb331(%21 : i64)
  ^bb331(%2738: i64):  // 2 preds: ^bb330, ^bb332
    %2739 = llvm.icmp "slt" %2738, %12 : i64
    llvm.cond_br %2739, ^bb332, ^bb333
  ^bb332:  // pred: ^bb331
    %2740 = llvm.extractvalue %2567[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2741 = llvm.mlir.constant(128 : index) : i64
    %2742 = llvm.mul %2732, %2741 overflow<nsw, nuw> : i64
    %2743 = llvm.mlir.constant(32 : index) : i64
    %2744 = llvm.mul %2734, %2743 overflow<nsw, nuw> : i64
    %2745 = llvm.add %2742, %2744 overflow<nsw, nuw> : i64
    %2746 = llvm.mlir.constant(4 : index) : i64
    %2747 = llvm.mul %2736, %2746 overflow<nsw, nuw> : i64
    %2748 = llvm.add %2745, %2747 overflow<nsw, nuw> : i64
    %2749 = llvm.add %2748, %2738 overflow<nsw, nuw> : i64
    %2750 = llvm.getelementptr inbounds|nuw %2740[%2749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2751 = llvm.load %2750 : !llvm.ptr -> f32
    %2752 = llvm.extractvalue %2731[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2753 = llvm.mlir.constant(256 : index) : i64
    %2754 = llvm.mul %2732, %2753 overflow<nsw, nuw> : i64
    %2755 = llvm.mlir.constant(64 : index) : i64
    %2756 = llvm.mul %2734, %2755 overflow<nsw, nuw> : i64
    %2757 = llvm.add %2754, %2756 overflow<nsw, nuw> : i64
    %2758 = llvm.mlir.constant(8 : index) : i64
    %2759 = llvm.mul %2736, %2758 overflow<nsw, nuw> : i64
    %2760 = llvm.add %2757, %2759 overflow<nsw, nuw> : i64
    %2761 = llvm.add %2760, %2738 overflow<nsw, nuw> : i64
    %2762 = llvm.getelementptr inbounds|nuw %2752[%2761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2751, %2762 : f32, !llvm.ptr
    %2763 = llvm.add %2738, %16 : i64
    llvm.br ^bb331(%2763 : i64)
  ^bb333:  // pred: ^bb331
    %2764 = llvm.add %2736, %16 : i64
    llvm.br ^bb329(%2764 : i64)
  ^bb334:  // pred: ^bb329
    %2765 = llvm.add %2734, %16 : i64
    llvm.br ^bb327(%2765 : i64)
  ^bb335:  // pred: ^bb327
    %2766 = llvm.add %2732, %16 : i64
    llvm.br ^bb325(%2766 : i64)
  ^bb336:  // pred: ^bb325
    %2767 = llvm.mlir.constant(1 : index) : i64
    %2768 = llvm.mlir.constant(4 : index) : i64
    %2769 = llvm.mlir.constant(8 : index) : i64
    %2770 = llvm.mlir.constant(8 : index) : i64
    %2771 = llvm.mlir.constant(1 : index) : i64
    %2772 = llvm.mlir.constant(64 : index) : i64
    %2773 = llvm.mlir.constant(256 : index) : i64
    %2774 = llvm.mlir.constant(256 : index) : i64
    %2775 = llvm.mlir.zero : !llvm.ptr
    %2776 = llvm.getelementptr %2775[%2774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2777 = llvm.ptrtoint %2776 : !llvm.ptr to i64
    %2778 = llvm.mlir.constant(64 : index) : i64
    %2779 = llvm.add %2777, %2778 : i64
    %2780 = llvm.call @malloc(%2779) : (i64) -> !llvm.ptr
    %2781 = llvm.ptrtoint %2780 : !llvm.ptr to i64
    %2782 = llvm.mlir.constant(1 : index) : i64
    %2783 = llvm.sub %2778, %2782 : i64
    %2784 = llvm.add %2781, %2783 : i64
    %2785 = llvm.urem %2784, %2778 : i64
    %2786 = llvm.sub %2784, %2785 : i64
    %2787 = llvm.inttoptr %2786 : i64 to !llvm.ptr
    %2788 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2789 = llvm.insertvalue %2780, %2788[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2790 = llvm.insertvalue %2787, %2789[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2791 = llvm.mlir.constant(0 : index) : i64
    %2792 = llvm.insertvalue %2791, %2790[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2793 = llvm.insertvalue %2767, %2792[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2794 = llvm.insertvalue %2768, %2793[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2795 = llvm.insertvalue %2769, %2794[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2796 = llvm.insertvalue %2770, %2795[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2797 = llvm.insertvalue %2773, %2796[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2798 = llvm.insertvalue %2772, %2797[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2799 = llvm.insertvalue %2770, %2798[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2800 = llvm.insertvalue %2771, %2799[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb337(%21 : i64)
  ^bb337(%2801: i64):  // 2 preds: ^bb336, ^bb347
    %2802 = llvm.icmp "slt" %2801, %16 : i64
    llvm.cond_br %2802, ^bb338, ^bb348
  ^bb338:  // pred: ^bb337
    llvm.br ^bb339(%21 : i64)
  ^bb339(%2803: i64):  // 2 preds: ^bb338, ^bb346
    %2804 = llvm.icmp "slt" %2803, %12 : i64
    llvm.cond_br %2804, ^bb340, ^bb347
  ^bb340:  // pred: ^bb339
    llvm.br ^bb341(%21 : i64)
  ^bb341(%2805: i64):  // 2 preds: ^bb340, ^bb345
    %2806 = llvm.icmp "slt" %2805, %15 : i64
    llvm.cond_br %2806, ^bb342, ^bb346
  ^bb342:  // pred: ^bb341
    llvm.br ^bb343(%21 : i64)
  ^bb343(%2807: i64):  // 2 preds: ^bb342, ^bb344
    %2808 = llvm.icmp "slt" %2807, %15 : i64
    llvm.cond_br %2808, ^bb344, ^bb345
  ^bb344:  // pred: ^bb343
    %2809 = llvm.extractvalue %2673[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2810 = llvm.mlir.constant(256 : index) : i64
    %2811 = llvm.mul %2801, %2810 overflow<nsw, nuw> : i64
    %2812 = llvm.mlir.constant(64 : index) : i64
    %2813 = llvm.mul %2803, %2812 overflow<nsw, nuw> : i64
    %2814 = llvm.add %2811, %2813 overflow<nsw, nuw> : i64
    %2815 = llvm.mlir.constant(8 : index) : i64
    %2816 = llvm.mul %2805, %2815 overflow<nsw, nuw> : i64
    %2817 = llvm.add %2814, %2816 overflow<nsw, nuw> : i64
    %2818 = llvm.add %2817, %2807 overflow<nsw, nuw> : i64
    %2819 = llvm.getelementptr inbounds|nuw %2809[%2818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2820 = llvm.load %2819 : !llvm.ptr -> f32
    %2821 = llvm.extractvalue %2800[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2822 = llvm.mlir.constant(256 : index) : i64
    %2823 = llvm.mul %2801, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.mlir.constant(64 : index) : i64
    %2825 = llvm.mul %2803, %2824 overflow<nsw, nuw> : i64
    %2826 = llvm.add %2823, %2825 overflow<nsw, nuw> : i64
    %2827 = llvm.mlir.constant(8 : index) : i64
    %2828 = llvm.mul %2805, %2827 overflow<nsw, nuw> : i64
    %2829 = llvm.add %2826, %2828 overflow<nsw, nuw> : i64
    %2830 = llvm.add %2829, %2807 overflow<nsw, nuw> : i64
    %2831 = llvm.getelementptr inbounds|nuw %2821[%2830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2820, %2831 : f32, !llvm.ptr
    %2832 = llvm.add %2807, %16 : i64
    llvm.br ^bb343(%2832 : i64)
  ^bb345:  // pred: ^bb343
    %2833 = llvm.add %2805, %16 : i64
    llvm.br ^bb341(%2833 : i64)
  ^bb346:  // pred: ^bb341
    %2834 = llvm.add %2803, %16 : i64
    llvm.br ^bb339(%2834 : i64)
  ^bb347:  // pred: ^bb339
    %2835 = llvm.add %2801, %16 : i64
    llvm.br ^bb337(%2835 : i64)
  ^bb348:  // pred: ^bb337
    %2836 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2837 = llvm.extractvalue %2800[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2838 = llvm.extractvalue %2800[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2839 = llvm.insertvalue %2837, %2836[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2840 = llvm.insertvalue %2838, %2839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2841 = llvm.mlir.constant(4 : index) : i64
    %2842 = llvm.insertvalue %2841, %2840[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2843 = llvm.mlir.constant(1 : index) : i64
    %2844 = llvm.insertvalue %2843, %2842[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2845 = llvm.mlir.constant(256 : index) : i64
    %2846 = llvm.insertvalue %2845, %2844[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2847 = llvm.mlir.constant(4 : index) : i64
    %2848 = llvm.insertvalue %2847, %2846[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2849 = llvm.mlir.constant(64 : index) : i64
    %2850 = llvm.insertvalue %2849, %2848[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2851 = llvm.mlir.constant(8 : index) : i64
    %2852 = llvm.insertvalue %2851, %2850[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2853 = llvm.mlir.constant(8 : index) : i64
    %2854 = llvm.insertvalue %2853, %2852[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2855 = llvm.mlir.constant(4 : index) : i64
    %2856 = llvm.insertvalue %2855, %2854[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2857 = llvm.mlir.constant(1 : index) : i64
    %2858 = llvm.insertvalue %2857, %2856[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb349(%21 : i64)
  ^bb349(%2859: i64):  // 2 preds: ^bb348, ^bb359
    %2860 = llvm.icmp "slt" %2859, %16 : i64
    llvm.cond_br %2860, ^bb350, ^bb360
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%21 : i64)
  ^bb351(%2861: i64):  // 2 preds: ^bb350, ^bb358
    %2862 = llvm.icmp "slt" %2861, %12 : i64
    llvm.cond_br %2862, ^bb352, ^bb359
  ^bb352:  // pred: ^bb351
    llvm.br ^bb353(%21 : i64)
  ^bb353(%2863: i64):  // 2 preds: ^bb352, ^bb357
    %2864 = llvm.icmp "slt" %2863, %15 : i64
    llvm.cond_br %2864, ^bb354, ^bb358
  ^bb354:  // pred: ^bb353
    llvm.br ^bb355(%21 : i64)
  ^bb355(%2865: i64):  // 2 preds: ^bb354, ^bb356
    %2866 = llvm.icmp "slt" %2865, %12 : i64
    llvm.cond_br %2866, ^bb356, ^bb357
  ^bb356:  // pred: ^bb355
    %2867 = llvm.extractvalue %2510[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2868 = llvm.mlir.constant(256 : index) : i64
    %2869 = llvm.mul %2859, %2868 overflow<nsw, nuw> : i64
    %2870 = llvm.mlir.constant(64 : index) : i64
    %2871 = llvm.mul %2861, %2870 overflow<nsw, nuw> : i64
    %2872 = llvm.add %2869, %2871 overflow<nsw, nuw> : i64
    %2873 = llvm.mlir.constant(8 : index) : i64
    %2874 = llvm.mul %2863, %2873 overflow<nsw, nuw> : i64
    %2875 = llvm.add %2872, %2874 overflow<nsw, nuw> : i64
    %2876 = llvm.add %2875, %2865 overflow<nsw, nuw> : i64
    %2877 = llvm.getelementptr inbounds|nuw %2867[%2876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2878 = llvm.load %2877 : !llvm.ptr -> f32
    %2879 = llvm.extractvalue %2858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2880 = llvm.mlir.constant(4 : index) : i64
    %2881 = llvm.getelementptr %2879[%2880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2882 = llvm.mlir.constant(256 : index) : i64
    %2883 = llvm.mul %2859, %2882 overflow<nsw, nuw> : i64
    %2884 = llvm.mlir.constant(64 : index) : i64
    %2885 = llvm.mul %2861, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.add %2883, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.mlir.constant(8 : index) : i64
    %2888 = llvm.mul %2863, %2887 overflow<nsw, nuw> : i64
    %2889 = llvm.add %2886, %2888 overflow<nsw, nuw> : i64
    %2890 = llvm.add %2889, %2865 overflow<nsw, nuw> : i64
    %2891 = llvm.getelementptr inbounds|nuw %2881[%2890] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2878, %2891 : f32, !llvm.ptr
    %2892 = llvm.add %2865, %16 : i64
    llvm.br ^bb355(%2892 : i64)
  ^bb357:  // pred: ^bb355
    %2893 = llvm.add %2863, %16 : i64
    llvm.br ^bb353(%2893 : i64)
  ^bb358:  // pred: ^bb353
    %2894 = llvm.add %2861, %16 : i64
    llvm.br ^bb351(%2894 : i64)
  ^bb359:  // pred: ^bb351
    %2895 = llvm.add %2859, %16 : i64
    llvm.br ^bb349(%2895 : i64)
  ^bb360:  // pred: ^bb349
    %2896 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2897 = llvm.extractvalue %2306[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2898 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2899 = llvm.insertvalue %2897, %2896[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2900 = llvm.insertvalue %2898, %2899[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2901 = llvm.mlir.constant(0 : index) : i64
    %2902 = llvm.insertvalue %2901, %2900[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2903 = llvm.mlir.constant(1 : index) : i64
    %2904 = llvm.insertvalue %2903, %2902[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2905 = llvm.mlir.constant(128 : index) : i64
    %2906 = llvm.insertvalue %2905, %2904[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2907 = llvm.mlir.constant(2 : index) : i64
    %2908 = llvm.insertvalue %2907, %2906[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2909 = llvm.mlir.constant(64 : index) : i64
    %2910 = llvm.insertvalue %2909, %2908[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2911 = llvm.mlir.constant(8 : index) : i64
    %2912 = llvm.insertvalue %2911, %2910[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2913 = llvm.mlir.constant(8 : index) : i64
    %2914 = llvm.insertvalue %2913, %2912[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2915 = llvm.mlir.constant(4 : index) : i64
    %2916 = llvm.insertvalue %2915, %2914[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2917 = llvm.mlir.constant(1 : index) : i64
    %2918 = llvm.insertvalue %2917, %2916[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2919 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2920 = llvm.extractvalue %2306[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2921 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2922 = llvm.insertvalue %2920, %2919[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2923 = llvm.insertvalue %2921, %2922[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2924 = llvm.mlir.constant(4 : index) : i64
    %2925 = llvm.insertvalue %2924, %2923[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2926 = llvm.mlir.constant(1 : index) : i64
    %2927 = llvm.insertvalue %2926, %2925[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2928 = llvm.mlir.constant(128 : index) : i64
    %2929 = llvm.insertvalue %2928, %2927[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2930 = llvm.mlir.constant(2 : index) : i64
    %2931 = llvm.insertvalue %2930, %2929[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2932 = llvm.mlir.constant(64 : index) : i64
    %2933 = llvm.insertvalue %2932, %2931[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2934 = llvm.mlir.constant(8 : index) : i64
    %2935 = llvm.insertvalue %2934, %2933[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2936 = llvm.mlir.constant(8 : index) : i64
    %2937 = llvm.insertvalue %2936, %2935[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2938 = llvm.mlir.constant(4 : index) : i64
    %2939 = llvm.insertvalue %2938, %2937[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2940 = llvm.mlir.constant(1 : index) : i64
    %2941 = llvm.insertvalue %2940, %2939[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2942 = llvm.mlir.constant(1 : index) : i64
    %2943 = llvm.mlir.constant(2 : index) : i64
    %2944 = llvm.mlir.constant(8 : index) : i64
    %2945 = llvm.mlir.constant(4 : index) : i64
    %2946 = llvm.mlir.constant(1 : index) : i64
    %2947 = llvm.mlir.constant(32 : index) : i64
    %2948 = llvm.mlir.constant(64 : index) : i64
    %2949 = llvm.mlir.constant(64 : index) : i64
    %2950 = llvm.mlir.zero : !llvm.ptr
    %2951 = llvm.getelementptr %2950[%2949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2952 = llvm.ptrtoint %2951 : !llvm.ptr to i64
    %2953 = llvm.mlir.constant(64 : index) : i64
    %2954 = llvm.add %2952, %2953 : i64
    %2955 = llvm.call @malloc(%2954) : (i64) -> !llvm.ptr
    %2956 = llvm.ptrtoint %2955 : !llvm.ptr to i64
    %2957 = llvm.mlir.constant(1 : index) : i64
    %2958 = llvm.sub %2953, %2957 : i64
    %2959 = llvm.add %2956, %2958 : i64
    %2960 = llvm.urem %2959, %2953 : i64
    %2961 = llvm.sub %2959, %2960 : i64
    %2962 = llvm.inttoptr %2961 : i64 to !llvm.ptr
    %2963 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2964 = llvm.insertvalue %2955, %2963[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2965 = llvm.insertvalue %2962, %2964[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2966 = llvm.mlir.constant(0 : index) : i64
    %2967 = llvm.insertvalue %2966, %2965[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2968 = llvm.insertvalue %2942, %2967[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2969 = llvm.insertvalue %2943, %2968[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2970 = llvm.insertvalue %2944, %2969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2971 = llvm.insertvalue %2945, %2970[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2972 = llvm.insertvalue %2948, %2971[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2973 = llvm.insertvalue %2947, %2972[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2974 = llvm.insertvalue %2945, %2973[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2975 = llvm.insertvalue %2946, %2974[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb361(%21 : i64)
  ^bb361(%2976: i64):  // 2 preds: ^bb360, ^bb371
    %2977 = llvm.icmp "slt" %2976, %16 : i64
    llvm.cond_br %2977, ^bb362, ^bb372
  ^bb362:  // pred: ^bb361
    llvm.br ^bb363(%21 : i64)
  ^bb363(%2978: i64):  // 2 preds: ^bb362, ^bb370
    %2979 = llvm.icmp "slt" %2978, %10 : i64
    llvm.cond_br %2979, ^bb364, ^bb371
  ^bb364:  // pred: ^bb363
    llvm.br ^bb365(%21 : i64)
  ^bb365(%2980: i64):  // 2 preds: ^bb364, ^bb369
    %2981 = llvm.icmp "slt" %2980, %15 : i64
    llvm.cond_br %2981, ^bb366, ^bb370
  ^bb366:  // pred: ^bb365
    llvm.br ^bb367(%21 : i64)
  ^bb367(%2982: i64):  // 2 preds: ^bb366, ^bb368
    %2983 = llvm.icmp "slt" %2982, %12 : i64
    llvm.cond_br %2983, ^bb368, ^bb369
  ^bb368:  // pred: ^bb367
    %2984 = llvm.extractvalue %2941[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2985 = llvm.mlir.constant(4 : index) : i64
    %2986 = llvm.getelementptr %2984[%2985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2987 = llvm.mlir.constant(128 : index) : i64
    %2988 = llvm.mul %2976, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.mlir.constant(64 : index) : i64
    %2990 = llvm.mul %2978, %2989 overflow<nsw, nuw> : i64
    %2991 = llvm.add %2988, %2990 overflow<nsw, nuw> : i64
    %2992 = llvm.mlir.constant(8 : index) : i64
    %2993 = llvm.mul %2980, %2992 overflow<nsw, nuw> : i64
    %2994 = llvm.add %2991, %2993 overflow<nsw, nuw> : i64
    %2995 = llvm.add %2994, %2982 overflow<nsw, nuw> : i64
    %2996 = llvm.getelementptr inbounds|nuw %2986[%2995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2997 = llvm.load %2996 : !llvm.ptr -> f32
    %2998 = llvm.fneg %2997 : f32
    %2999 = llvm.extractvalue %2975[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3000 = llvm.mlir.constant(64 : index) : i64
    %3001 = llvm.mul %2976, %3000 overflow<nsw, nuw> : i64
    %3002 = llvm.mlir.constant(32 : index) : i64
    %3003 = llvm.mul %2978, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.add %3001, %3003 overflow<nsw, nuw> : i64
    %3005 = llvm.mlir.constant(4 : index) : i64
    %3006 = llvm.mul %2980, %3005 overflow<nsw, nuw> : i64
    %3007 = llvm.add %3004, %3006 overflow<nsw, nuw> : i64
    %3008 = llvm.add %3007, %2982 overflow<nsw, nuw> : i64
    %3009 = llvm.getelementptr inbounds|nuw %2999[%3008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2998, %3009 : f32, !llvm.ptr
    %3010 = llvm.add %2982, %16 : i64
    llvm.br ^bb367(%3010 : i64)
  ^bb369:  // pred: ^bb367
    %3011 = llvm.add %2980, %16 : i64
    llvm.br ^bb365(%3011 : i64)
  ^bb370:  // pred: ^bb365
    %3012 = llvm.add %2978, %16 : i64
    llvm.br ^bb363(%3012 : i64)
  ^bb371:  // pred: ^bb363
    %3013 = llvm.add %2976, %16 : i64
    llvm.br ^bb361(%3013 : i64)
  ^bb372:  // pred: ^bb361
    %3014 = llvm.mlir.constant(1 : index) : i64
    %3015 = llvm.mlir.constant(2 : index) : i64
    %3016 = llvm.mlir.constant(8 : index) : i64
    %3017 = llvm.mlir.constant(8 : index) : i64
    %3018 = llvm.mlir.constant(1 : index) : i64
    %3019 = llvm.mlir.constant(64 : index) : i64
    %3020 = llvm.mlir.constant(128 : index) : i64
    %3021 = llvm.mlir.constant(128 : index) : i64
    %3022 = llvm.mlir.zero : !llvm.ptr
    %3023 = llvm.getelementptr %3022[%3021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3024 = llvm.ptrtoint %3023 : !llvm.ptr to i64
    %3025 = llvm.mlir.constant(64 : index) : i64
    %3026 = llvm.add %3024, %3025 : i64
    %3027 = llvm.call @malloc(%3026) : (i64) -> !llvm.ptr
    %3028 = llvm.ptrtoint %3027 : !llvm.ptr to i64
    %3029 = llvm.mlir.constant(1 : index) : i64
    %3030 = llvm.sub %3025, %3029 : i64
    %3031 = llvm.add %3028, %3030 : i64
    %3032 = llvm.urem %3031, %3025 : i64
    %3033 = llvm.sub %3031, %3032 : i64
    %3034 = llvm.inttoptr %3033 : i64 to !llvm.ptr
    %3035 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3036 = llvm.insertvalue %3027, %3035[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3037 = llvm.insertvalue %3034, %3036[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3038 = llvm.mlir.constant(0 : index) : i64
    %3039 = llvm.insertvalue %3038, %3037[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3040 = llvm.insertvalue %3014, %3039[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3041 = llvm.insertvalue %3015, %3040[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3042 = llvm.insertvalue %3016, %3041[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3043 = llvm.insertvalue %3017, %3042[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3044 = llvm.insertvalue %3020, %3043[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3045 = llvm.insertvalue %3019, %3044[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3046 = llvm.insertvalue %3017, %3045[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3047 = llvm.insertvalue %3018, %3046[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3048 = llvm.mlir.constant(1 : index) : i64
    %3049 = llvm.mlir.constant(2 : index) : i64
    %3050 = llvm.mlir.constant(8 : index) : i64
    %3051 = llvm.mlir.constant(8 : index) : i64
    %3052 = llvm.mlir.constant(1 : index) : i64
    %3053 = llvm.mlir.constant(64 : index) : i64
    %3054 = llvm.mlir.constant(128 : index) : i64
    %3055 = llvm.mlir.constant(128 : index) : i64
    %3056 = llvm.mlir.zero : !llvm.ptr
    %3057 = llvm.getelementptr %3056[%3055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3058 = llvm.ptrtoint %3057 : !llvm.ptr to i64
    %3059 = llvm.mlir.constant(64 : index) : i64
    %3060 = llvm.add %3058, %3059 : i64
    %3061 = llvm.call @malloc(%3060) : (i64) -> !llvm.ptr
    %3062 = llvm.ptrtoint %3061 : !llvm.ptr to i64
    %3063 = llvm.mlir.constant(1 : index) : i64
    %3064 = llvm.sub %3059, %3063 : i64
    %3065 = llvm.add %3062, %3064 : i64
    %3066 = llvm.urem %3065, %3059 : i64
    %3067 = llvm.sub %3065, %3066 : i64
    %3068 = llvm.inttoptr %3067 : i64 to !llvm.ptr
    %3069 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3070 = llvm.insertvalue %3061, %3069[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3071 = llvm.insertvalue %3068, %3070[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3072 = llvm.mlir.constant(0 : index) : i64
    %3073 = llvm.insertvalue %3072, %3071[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3074 = llvm.insertvalue %3048, %3073[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3075 = llvm.insertvalue %3049, %3074[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3076 = llvm.insertvalue %3050, %3075[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3077 = llvm.insertvalue %3051, %3076[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3078 = llvm.insertvalue %3054, %3077[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3079 = llvm.insertvalue %3053, %3078[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3080 = llvm.insertvalue %3051, %3079[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3081 = llvm.insertvalue %3052, %3080[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb373(%21 : i64)
  ^bb373(%3082: i64):  // 2 preds: ^bb372, ^bb383
    %3083 = llvm.icmp "slt" %3082, %16 : i64
    llvm.cond_br %3083, ^bb374, ^bb384
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%21 : i64)
  ^bb375(%3084: i64):  // 2 preds: ^bb374, ^bb382
    %3085 = llvm.icmp "slt" %3084, %10 : i64
    llvm.cond_br %3085, ^bb376, ^bb383
  ^bb376:  // pred: ^bb375
    llvm.br ^bb377(%21 : i64)
  ^bb377(%3086: i64):  // 2 preds: ^bb376, ^bb381
    %3087 = llvm.icmp "slt" %3086, %15 : i64
    llvm.cond_br %3087, ^bb378, ^bb382
  ^bb378:  // pred: ^bb377
    llvm.br ^bb379(%21 : i64)
  ^bb379(%3088: i64):  // 2 preds: ^bb378, ^bb380
    %3089 = llvm.icmp "slt" %3088, %15 : i64
    llvm.cond_br %3089, ^bb380, ^bb381
  ^bb380:  // pred: ^bb379
    %3090 = llvm.extractvalue %3047[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3091 = llvm.mlir.constant(128 : index) : i64
    %3092 = llvm.mul %3082, %3091 overflow<nsw, nuw> : i64
    %3093 = llvm.mlir.constant(64 : index) : i64
    %3094 = llvm.mul %3084, %3093 overflow<nsw, nuw> : i64
    %3095 = llvm.add %3092, %3094 overflow<nsw, nuw> : i64
    %3096 = llvm.mlir.constant(8 : index) : i64
    %3097 = llvm.mul %3086, %3096 overflow<nsw, nuw> : i64
    %3098 = llvm.add %3095, %3097 overflow<nsw, nuw> : i64
    %3099 = llvm.add %3098, %3088 overflow<nsw, nuw> : i64
    %3100 = llvm.getelementptr inbounds|nuw %3090[%3099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3101 = llvm.load %3100 : !llvm.ptr -> f32
    %3102 = llvm.extractvalue %3081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3103 = llvm.mlir.constant(128 : index) : i64
    %3104 = llvm.mul %3082, %3103 overflow<nsw, nuw> : i64
    %3105 = llvm.mlir.constant(64 : index) : i64
    %3106 = llvm.mul %3084, %3105 overflow<nsw, nuw> : i64
    %3107 = llvm.add %3104, %3106 overflow<nsw, nuw> : i64
    %3108 = llvm.mlir.constant(8 : index) : i64
    %3109 = llvm.mul %3086, %3108 overflow<nsw, nuw> : i64
    %3110 = llvm.add %3107, %3109 overflow<nsw, nuw> : i64
    %3111 = llvm.add %3110, %3088 overflow<nsw, nuw> : i64
    %3112 = llvm.getelementptr inbounds|nuw %3102[%3111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3101, %3112 : f32, !llvm.ptr
    %3113 = llvm.add %3088, %16 : i64
    llvm.br ^bb379(%3113 : i64)
  ^bb381:  // pred: ^bb379
    %3114 = llvm.add %3086, %16 : i64
    llvm.br ^bb377(%3114 : i64)
  ^bb382:  // pred: ^bb377
    %3115 = llvm.add %3084, %16 : i64
    llvm.br ^bb375(%3115 : i64)
  ^bb383:  // pred: ^bb375
    %3116 = llvm.add %3082, %16 : i64
    llvm.br ^bb373(%3116 : i64)
  ^bb384:  // pred: ^bb373
    %3117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3118 = llvm.extractvalue %3081[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3119 = llvm.extractvalue %3081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3120 = llvm.insertvalue %3118, %3117[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3121 = llvm.insertvalue %3119, %3120[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3122 = llvm.mlir.constant(0 : index) : i64
    %3123 = llvm.insertvalue %3122, %3121[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3124 = llvm.mlir.constant(1 : index) : i64
    %3125 = llvm.insertvalue %3124, %3123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3126 = llvm.mlir.constant(128 : index) : i64
    %3127 = llvm.insertvalue %3126, %3125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3128 = llvm.mlir.constant(2 : index) : i64
    %3129 = llvm.insertvalue %3128, %3127[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3130 = llvm.mlir.constant(64 : index) : i64
    %3131 = llvm.insertvalue %3130, %3129[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3132 = llvm.mlir.constant(8 : index) : i64
    %3133 = llvm.insertvalue %3132, %3131[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3134 = llvm.mlir.constant(8 : index) : i64
    %3135 = llvm.insertvalue %3134, %3133[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3136 = llvm.mlir.constant(4 : index) : i64
    %3137 = llvm.insertvalue %3136, %3135[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3138 = llvm.mlir.constant(1 : index) : i64
    %3139 = llvm.insertvalue %3138, %3137[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb385(%21 : i64)
  ^bb385(%3140: i64):  // 2 preds: ^bb384, ^bb395
    %3141 = llvm.icmp "slt" %3140, %16 : i64
    llvm.cond_br %3141, ^bb386, ^bb396
  ^bb386:  // pred: ^bb385
    llvm.br ^bb387(%21 : i64)
  ^bb387(%3142: i64):  // 2 preds: ^bb386, ^bb394
    %3143 = llvm.icmp "slt" %3142, %10 : i64
    llvm.cond_br %3143, ^bb388, ^bb395
  ^bb388:  // pred: ^bb387
    llvm.br ^bb389(%21 : i64)
  ^bb389(%3144: i64):  // 2 preds: ^bb388, ^bb393
    %3145 = llvm.icmp "slt" %3144, %15 : i64
    llvm.cond_br %3145, ^bb390, ^bb394
  ^bb390:  // pred: ^bb389
    llvm.br ^bb391(%21 : i64)
  ^bb391(%3146: i64):  // 2 preds: ^bb390, ^bb392
    %3147 = llvm.icmp "slt" %3146, %12 : i64
    llvm.cond_br %3147, ^bb392, ^bb393
  ^bb392:  // pred: ^bb391
    %3148 = llvm.extractvalue %2975[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3149 = llvm.mlir.constant(64 : index) : i64
    %3150 = llvm.mul %3140, %3149 overflow<nsw, nuw> : i64
    %3151 = llvm.mlir.constant(32 : index) : i64
    %3152 = llvm.mul %3142, %3151 overflow<nsw, nuw> : i64
    %3153 = llvm.add %3150, %3152 overflow<nsw, nuw> : i64
    %3154 = llvm.mlir.constant(4 : index) : i64
    %3155 = llvm.mul %3144, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.add %3153, %3155 overflow<nsw, nuw> : i64
    %3157 = llvm.add %3156, %3146 overflow<nsw, nuw> : i64
    %3158 = llvm.getelementptr inbounds|nuw %3148[%3157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3159 = llvm.load %3158 : !llvm.ptr -> f32
    %3160 = llvm.extractvalue %3139[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3161 = llvm.mlir.constant(128 : index) : i64
    %3162 = llvm.mul %3140, %3161 overflow<nsw, nuw> : i64
    %3163 = llvm.mlir.constant(64 : index) : i64
    %3164 = llvm.mul %3142, %3163 overflow<nsw, nuw> : i64
    %3165 = llvm.add %3162, %3164 overflow<nsw, nuw> : i64
    %3166 = llvm.mlir.constant(8 : index) : i64
    %3167 = llvm.mul %3144, %3166 overflow<nsw, nuw> : i64
    %3168 = llvm.add %3165, %3167 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3168, %3146 overflow<nsw, nuw> : i64
    %3170 = llvm.getelementptr inbounds|nuw %3160[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3159, %3170 : f32, !llvm.ptr
    %3171 = llvm.add %3146, %16 : i64
    llvm.br ^bb391(%3171 : i64)
  ^bb393:  // pred: ^bb391
    %3172 = llvm.add %3144, %16 : i64
    llvm.br ^bb389(%3172 : i64)
  ^bb394:  // pred: ^bb389
    %3173 = llvm.add %3142, %16 : i64
    llvm.br ^bb387(%3173 : i64)
  ^bb395:  // pred: ^bb387
    %3174 = llvm.add %3140, %16 : i64
    llvm.br ^bb385(%3174 : i64)
  ^bb396:  // pred: ^bb385
    %3175 = llvm.mlir.constant(1 : index) : i64
    %3176 = llvm.mlir.constant(2 : index) : i64
    %3177 = llvm.mlir.constant(8 : index) : i64
    %3178 = llvm.mlir.constant(8 : index) : i64
    %3179 = llvm.mlir.constant(1 : index) : i64
    %3180 = llvm.mlir.constant(64 : index) : i64
    %3181 = llvm.mlir.constant(128 : index) : i64
    %3182 = llvm.mlir.constant(128 : index) : i64
    %3183 = llvm.mlir.zero : !llvm.ptr
    %3184 = llvm.getelementptr %3183[%3182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3185 = llvm.ptrtoint %3184 : !llvm.ptr to i64
    %3186 = llvm.mlir.constant(64 : index) : i64
    %3187 = llvm.add %3185, %3186 : i64
    %3188 = llvm.call @malloc(%3187) : (i64) -> !llvm.ptr
    %3189 = llvm.ptrtoint %3188 : !llvm.ptr to i64
    %3190 = llvm.mlir.constant(1 : index) : i64
    %3191 = llvm.sub %3186, %3190 : i64
    %3192 = llvm.add %3189, %3191 : i64
    %3193 = llvm.urem %3192, %3186 : i64
    %3194 = llvm.sub %3192, %3193 : i64
    %3195 = llvm.inttoptr %3194 : i64 to !llvm.ptr
    %3196 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3197 = llvm.insertvalue %3188, %3196[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3198 = llvm.insertvalue %3195, %3197[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3199 = llvm.mlir.constant(0 : index) : i64
    %3200 = llvm.insertvalue %3199, %3198[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3201 = llvm.insertvalue %3175, %3200[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3202 = llvm.insertvalue %3176, %3201[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3203 = llvm.insertvalue %3177, %3202[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3204 = llvm.insertvalue %3178, %3203[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3205 = llvm.insertvalue %3181, %3204[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3206 = llvm.insertvalue %3180, %3205[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3207 = llvm.insertvalue %3178, %3206[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3208 = llvm.insertvalue %3179, %3207[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb397(%21 : i64)
  ^bb397(%3209: i64):  // 2 preds: ^bb396, ^bb407
    %3210 = llvm.icmp "slt" %3209, %16 : i64
    llvm.cond_br %3210, ^bb398, ^bb408
  ^bb398:  // pred: ^bb397
    llvm.br ^bb399(%21 : i64)
  ^bb399(%3211: i64):  // 2 preds: ^bb398, ^bb406
    %3212 = llvm.icmp "slt" %3211, %10 : i64
    llvm.cond_br %3212, ^bb400, ^bb407
  ^bb400:  // pred: ^bb399
    llvm.br ^bb401(%21 : i64)
  ^bb401(%3213: i64):  // 2 preds: ^bb400, ^bb405
    %3214 = llvm.icmp "slt" %3213, %15 : i64
    llvm.cond_br %3214, ^bb402, ^bb406
  ^bb402:  // pred: ^bb401
    llvm.br ^bb403(%21 : i64)
  ^bb403(%3215: i64):  // 2 preds: ^bb402, ^bb404
    %3216 = llvm.icmp "slt" %3215, %15 : i64
    llvm.cond_br %3216, ^bb404, ^bb405
  ^bb404:  // pred: ^bb403
    %3217 = llvm.extractvalue %3081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3218 = llvm.mlir.constant(128 : index) : i64
    %3219 = llvm.mul %3209, %3218 overflow<nsw, nuw> : i64
    %3220 = llvm.mlir.constant(64 : index) : i64
    %3221 = llvm.mul %3211, %3220 overflow<nsw, nuw> : i64
    %3222 = llvm.add %3219, %3221 overflow<nsw, nuw> : i64
    %3223 = llvm.mlir.constant(8 : index) : i64
    %3224 = llvm.mul %3213, %3223 overflow<nsw, nuw> : i64
    %3225 = llvm.add %3222, %3224 overflow<nsw, nuw> : i64
    %3226 = llvm.add %3225, %3215 overflow<nsw, nuw> : i64
    %3227 = llvm.getelementptr inbounds|nuw %3217[%3226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3228 = llvm.load %3227 : !llvm.ptr -> f32
    %3229 = llvm.extractvalue %3208[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3230 = llvm.mlir.constant(128 : index) : i64
    %3231 = llvm.mul %3209, %3230 overflow<nsw, nuw> : i64
    %3232 = llvm.mlir.constant(64 : index) : i64
    %3233 = llvm.mul %3211, %3232 overflow<nsw, nuw> : i64
    %3234 = llvm.add %3231, %3233 overflow<nsw, nuw> : i64
    %3235 = llvm.mlir.constant(8 : index) : i64
    %3236 = llvm.mul %3213, %3235 overflow<nsw, nuw> : i64
    %3237 = llvm.add %3234, %3236 overflow<nsw, nuw> : i64
    %3238 = llvm.add %3237, %3215 overflow<nsw, nuw> : i64
    %3239 = llvm.getelementptr inbounds|nuw %3229[%3238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3228, %3239 : f32, !llvm.ptr
    %3240 = llvm.add %3215, %16 : i64
    llvm.br ^bb403(%3240 : i64)
  ^bb405:  // pred: ^bb403
    %3241 = llvm.add %3213, %16 : i64
    llvm.br ^bb401(%3241 : i64)
  ^bb406:  // pred: ^bb401
    %3242 = llvm.add %3211, %16 : i64
    llvm.br ^bb399(%3242 : i64)
  ^bb407:  // pred: ^bb399
    %3243 = llvm.add %3209, %16 : i64
    llvm.br ^bb397(%3243 : i64)
  ^bb408:  // pred: ^bb397
    %3244 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3245 = llvm.extractvalue %3208[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3246 = llvm.extractvalue %3208[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3247 = llvm.insertvalue %3245, %3244[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3248 = llvm.insertvalue %3246, %3247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3249 = llvm.mlir.constant(4 : index) : i64
    %3250 = llvm.insertvalue %3249, %3248[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3251 = llvm.mlir.constant(1 : index) : i64
    %3252 = llvm.insertvalue %3251, %3250[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3253 = llvm.mlir.constant(128 : index) : i64
    %3254 = llvm.insertvalue %3253, %3252[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3255 = llvm.mlir.constant(2 : index) : i64
    %3256 = llvm.insertvalue %3255, %3254[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3257 = llvm.mlir.constant(64 : index) : i64
    %3258 = llvm.insertvalue %3257, %3256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3259 = llvm.mlir.constant(8 : index) : i64
    %3260 = llvm.insertvalue %3259, %3258[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3261 = llvm.mlir.constant(8 : index) : i64
    %3262 = llvm.insertvalue %3261, %3260[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3263 = llvm.mlir.constant(4 : index) : i64
    %3264 = llvm.insertvalue %3263, %3262[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3265 = llvm.mlir.constant(1 : index) : i64
    %3266 = llvm.insertvalue %3265, %3264[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb409(%21 : i64)
  ^bb409(%3267: i64):  // 2 preds: ^bb408, ^bb419
    %3268 = llvm.icmp "slt" %3267, %16 : i64
    llvm.cond_br %3268, ^bb410, ^bb420
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%21 : i64)
  ^bb411(%3269: i64):  // 2 preds: ^bb410, ^bb418
    %3270 = llvm.icmp "slt" %3269, %10 : i64
    llvm.cond_br %3270, ^bb412, ^bb419
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%21 : i64)
  ^bb413(%3271: i64):  // 2 preds: ^bb412, ^bb417
    %3272 = llvm.icmp "slt" %3271, %15 : i64
    llvm.cond_br %3272, ^bb414, ^bb418
  ^bb414:  // pred: ^bb413
    llvm.br ^bb415(%21 : i64)
  ^bb415(%3273: i64):  // 2 preds: ^bb414, ^bb416
    %3274 = llvm.icmp "slt" %3273, %12 : i64
    llvm.cond_br %3274, ^bb416, ^bb417
  ^bb416:  // pred: ^bb415
    %3275 = llvm.extractvalue %2918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3276 = llvm.mlir.constant(128 : index) : i64
    %3277 = llvm.mul %3267, %3276 overflow<nsw, nuw> : i64
    %3278 = llvm.mlir.constant(64 : index) : i64
    %3279 = llvm.mul %3269, %3278 overflow<nsw, nuw> : i64
    %3280 = llvm.add %3277, %3279 overflow<nsw, nuw> : i64
    %3281 = llvm.mlir.constant(8 : index) : i64
    %3282 = llvm.mul %3271, %3281 overflow<nsw, nuw> : i64
    %3283 = llvm.add %3280, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3283, %3273 overflow<nsw, nuw> : i64
    %3285 = llvm.getelementptr inbounds|nuw %3275[%3284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3286 = llvm.load %3285 : !llvm.ptr -> f32
    %3287 = llvm.extractvalue %3266[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3288 = llvm.mlir.constant(4 : index) : i64
    %3289 = llvm.getelementptr %3287[%3288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3290 = llvm.mlir.constant(128 : index) : i64
    %3291 = llvm.mul %3267, %3290 overflow<nsw, nuw> : i64
    %3292 = llvm.mlir.constant(64 : index) : i64
    %3293 = llvm.mul %3269, %3292 overflow<nsw, nuw> : i64
    %3294 = llvm.add %3291, %3293 overflow<nsw, nuw> : i64
    %3295 = llvm.mlir.constant(8 : index) : i64
    %3296 = llvm.mul %3271, %3295 overflow<nsw, nuw> : i64
    %3297 = llvm.add %3294, %3296 overflow<nsw, nuw> : i64
    %3298 = llvm.add %3297, %3273 overflow<nsw, nuw> : i64
    %3299 = llvm.getelementptr inbounds|nuw %3289[%3298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3286, %3299 : f32, !llvm.ptr
    %3300 = llvm.add %3273, %16 : i64
    llvm.br ^bb415(%3300 : i64)
  ^bb417:  // pred: ^bb415
    %3301 = llvm.add %3271, %16 : i64
    llvm.br ^bb413(%3301 : i64)
  ^bb418:  // pred: ^bb413
    %3302 = llvm.add %3269, %16 : i64
    llvm.br ^bb411(%3302 : i64)
  ^bb419:  // pred: ^bb411
    %3303 = llvm.add %3267, %16 : i64
    llvm.br ^bb409(%3303 : i64)
  ^bb420:  // pred: ^bb409
    %3304 = llvm.mlir.constant(1 : index) : i64
    %3305 = llvm.mlir.constant(2 : index) : i64
    %3306 = llvm.mlir.constant(2 : index) : i64
    %3307 = llvm.mlir.constant(8 : index) : i64
    %3308 = llvm.mlir.constant(8 : index) : i64
    %3309 = llvm.mlir.constant(1 : index) : i64
    %3310 = llvm.mlir.constant(64 : index) : i64
    %3311 = llvm.mlir.constant(128 : index) : i64
    %3312 = llvm.mlir.constant(256 : index) : i64
    %3313 = llvm.mlir.constant(256 : index) : i64
    %3314 = llvm.mlir.zero : !llvm.ptr
    %3315 = llvm.getelementptr %3314[%3313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3316 = llvm.ptrtoint %3315 : !llvm.ptr to i64
    %3317 = llvm.mlir.constant(64 : index) : i64
    %3318 = llvm.add %3316, %3317 : i64
    %3319 = llvm.call @malloc(%3318) : (i64) -> !llvm.ptr
    %3320 = llvm.ptrtoint %3319 : !llvm.ptr to i64
    %3321 = llvm.mlir.constant(1 : index) : i64
    %3322 = llvm.sub %3317, %3321 : i64
    %3323 = llvm.add %3320, %3322 : i64
    %3324 = llvm.urem %3323, %3317 : i64
    %3325 = llvm.sub %3323, %3324 : i64
    %3326 = llvm.inttoptr %3325 : i64 to !llvm.ptr
    %3327 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3328 = llvm.insertvalue %3319, %3327[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3329 = llvm.insertvalue %3326, %3328[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3330 = llvm.mlir.constant(0 : index) : i64
    %3331 = llvm.insertvalue %3330, %3329[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3332 = llvm.insertvalue %3304, %3331[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3333 = llvm.insertvalue %3305, %3332[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3334 = llvm.insertvalue %3306, %3333[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3335 = llvm.insertvalue %3307, %3334[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3336 = llvm.insertvalue %3308, %3335[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3337 = llvm.insertvalue %3312, %3336[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3338 = llvm.insertvalue %3311, %3337[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3339 = llvm.insertvalue %3310, %3338[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3340 = llvm.insertvalue %3308, %3339[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3341 = llvm.insertvalue %3309, %3340[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb421(%21 : i64)
  ^bb421(%3342: i64):  // 2 preds: ^bb420, ^bb434
    %3343 = llvm.icmp "slt" %3342, %16 : i64
    llvm.cond_br %3343, ^bb422, ^bb435
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%21 : i64)
  ^bb423(%3344: i64):  // 2 preds: ^bb422, ^bb433
    %3345 = llvm.icmp "slt" %3344, %10 : i64
    llvm.cond_br %3345, ^bb424, ^bb434
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%21 : i64)
  ^bb425(%3346: i64):  // 2 preds: ^bb424, ^bb432
    %3347 = llvm.icmp "slt" %3346, %10 : i64
    llvm.cond_br %3347, ^bb426, ^bb433
  ^bb426:  // pred: ^bb425
    llvm.br ^bb427(%21 : i64)
  ^bb427(%3348: i64):  // 2 preds: ^bb426, ^bb431
    %3349 = llvm.icmp "slt" %3348, %15 : i64
    llvm.cond_br %3349, ^bb428, ^bb432
  ^bb428:  // pred: ^bb427
    llvm.br ^bb429(%21 : i64)
  ^bb429(%3350: i64):  // 2 preds: ^bb428, ^bb430
    %3351 = llvm.icmp "slt" %3350, %15 : i64
    llvm.cond_br %3351, ^bb430, ^bb431
  ^bb430:  // pred: ^bb429
    %3352 = llvm.extractvalue %2394[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3353 = llvm.mlir.constant(128 : index) : i64
    %3354 = llvm.mul %3342, %3353 overflow<nsw, nuw> : i64
    %3355 = llvm.mlir.constant(16 : index) : i64
    %3356 = llvm.mul %3348, %3355 overflow<nsw, nuw> : i64
    %3357 = llvm.add %3354, %3356 overflow<nsw, nuw> : i64
    %3358 = llvm.mlir.constant(8 : index) : i64
    %3359 = llvm.mul %3344, %3358 overflow<nsw, nuw> : i64
    %3360 = llvm.add %3357, %3359 overflow<nsw, nuw> : i64
    %3361 = llvm.add %3360, %3350 overflow<nsw, nuw> : i64
    %3362 = llvm.getelementptr inbounds|nuw %3352[%3361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3363 = llvm.load %3362 : !llvm.ptr -> f32
    %3364 = llvm.extractvalue %3341[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3365 = llvm.mlir.constant(256 : index) : i64
    %3366 = llvm.mul %3342, %3365 overflow<nsw, nuw> : i64
    %3367 = llvm.mlir.constant(128 : index) : i64
    %3368 = llvm.mul %3344, %3367 overflow<nsw, nuw> : i64
    %3369 = llvm.add %3366, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.mlir.constant(64 : index) : i64
    %3371 = llvm.mul %3346, %3370 overflow<nsw, nuw> : i64
    %3372 = llvm.add %3369, %3371 overflow<nsw, nuw> : i64
    %3373 = llvm.mlir.constant(8 : index) : i64
    %3374 = llvm.mul %3348, %3373 overflow<nsw, nuw> : i64
    %3375 = llvm.add %3372, %3374 overflow<nsw, nuw> : i64
    %3376 = llvm.add %3375, %3350 overflow<nsw, nuw> : i64
    %3377 = llvm.getelementptr inbounds|nuw %3364[%3376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3363, %3377 : f32, !llvm.ptr
    %3378 = llvm.add %3350, %16 : i64
    llvm.br ^bb429(%3378 : i64)
  ^bb431:  // pred: ^bb429
    %3379 = llvm.add %3348, %16 : i64
    llvm.br ^bb427(%3379 : i64)
  ^bb432:  // pred: ^bb427
    %3380 = llvm.add %3346, %16 : i64
    llvm.br ^bb425(%3380 : i64)
  ^bb433:  // pred: ^bb425
    %3381 = llvm.add %3344, %16 : i64
    llvm.br ^bb423(%3381 : i64)
  ^bb434:  // pred: ^bb423
    %3382 = llvm.add %3342, %16 : i64
    llvm.br ^bb421(%3382 : i64)
  ^bb435:  // pred: ^bb421
    %3383 = llvm.mlir.constant(1 : index) : i64
    %3384 = llvm.mlir.constant(2 : index) : i64
    %3385 = llvm.mlir.constant(2 : index) : i64
    %3386 = llvm.mlir.constant(8 : index) : i64
    %3387 = llvm.mlir.constant(8 : index) : i64
    %3388 = llvm.mlir.constant(1 : index) : i64
    %3389 = llvm.mlir.constant(64 : index) : i64
    %3390 = llvm.mlir.constant(128 : index) : i64
    %3391 = llvm.mlir.constant(256 : index) : i64
    %3392 = llvm.mlir.constant(256 : index) : i64
    %3393 = llvm.mlir.zero : !llvm.ptr
    %3394 = llvm.getelementptr %3393[%3392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3395 = llvm.ptrtoint %3394 : !llvm.ptr to i64
    %3396 = llvm.mlir.constant(64 : index) : i64
    %3397 = llvm.add %3395, %3396 : i64
    %3398 = llvm.call @malloc(%3397) : (i64) -> !llvm.ptr
    %3399 = llvm.ptrtoint %3398 : !llvm.ptr to i64
    %3400 = llvm.mlir.constant(1 : index) : i64
    %3401 = llvm.sub %3396, %3400 : i64
    %3402 = llvm.add %3399, %3401 : i64
    %3403 = llvm.urem %3402, %3396 : i64
    %3404 = llvm.sub %3402, %3403 : i64
    %3405 = llvm.inttoptr %3404 : i64 to !llvm.ptr
    %3406 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3407 = llvm.insertvalue %3398, %3406[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3408 = llvm.insertvalue %3405, %3407[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3409 = llvm.mlir.constant(0 : index) : i64
    %3410 = llvm.insertvalue %3409, %3408[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3411 = llvm.insertvalue %3383, %3410[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3412 = llvm.insertvalue %3384, %3411[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3413 = llvm.insertvalue %3385, %3412[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3414 = llvm.insertvalue %3386, %3413[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3415 = llvm.insertvalue %3387, %3414[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3416 = llvm.insertvalue %3391, %3415[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3417 = llvm.insertvalue %3390, %3416[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3418 = llvm.insertvalue %3389, %3417[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3419 = llvm.insertvalue %3387, %3418[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3420 = llvm.insertvalue %3388, %3419[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb436(%21 : i64)
  ^bb436(%3421: i64):  // 2 preds: ^bb435, ^bb449
    %3422 = llvm.icmp "slt" %3421, %16 : i64
    llvm.cond_br %3422, ^bb437, ^bb450
  ^bb437:  // pred: ^bb436
    llvm.br ^bb438(%21 : i64)
  ^bb438(%3423: i64):  // 2 preds: ^bb437, ^bb448
    %3424 = llvm.icmp "slt" %3423, %10 : i64
    llvm.cond_br %3424, ^bb439, ^bb449
  ^bb439:  // pred: ^bb438
    llvm.br ^bb440(%21 : i64)
  ^bb440(%3425: i64):  // 2 preds: ^bb439, ^bb447
    %3426 = llvm.icmp "slt" %3425, %10 : i64
    llvm.cond_br %3426, ^bb441, ^bb448
  ^bb441:  // pred: ^bb440
    llvm.br ^bb442(%21 : i64)
  ^bb442(%3427: i64):  // 2 preds: ^bb441, ^bb446
    %3428 = llvm.icmp "slt" %3427, %15 : i64
    llvm.cond_br %3428, ^bb443, ^bb447
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%21 : i64)
  ^bb444(%3429: i64):  // 2 preds: ^bb443, ^bb445
    %3430 = llvm.icmp "slt" %3429, %15 : i64
    llvm.cond_br %3430, ^bb445, ^bb446
  ^bb445:  // pred: ^bb444
    %3431 = llvm.extractvalue %2306[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3432 = llvm.mlir.constant(128 : index) : i64
    %3433 = llvm.mul %3421, %3432 overflow<nsw, nuw> : i64
    %3434 = llvm.mlir.constant(64 : index) : i64
    %3435 = llvm.mul %3423, %3434 overflow<nsw, nuw> : i64
    %3436 = llvm.add %3433, %3435 overflow<nsw, nuw> : i64
    %3437 = llvm.mlir.constant(8 : index) : i64
    %3438 = llvm.mul %3429, %3437 overflow<nsw, nuw> : i64
    %3439 = llvm.add %3436, %3438 overflow<nsw, nuw> : i64
    %3440 = llvm.add %3439, %3427 overflow<nsw, nuw> : i64
    %3441 = llvm.getelementptr inbounds|nuw %3431[%3440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3442 = llvm.load %3441 : !llvm.ptr -> f32
    %3443 = llvm.extractvalue %1484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3444 = llvm.mlir.constant(64 : index) : i64
    %3445 = llvm.mul %3421, %3444 overflow<nsw, nuw> : i64
    %3446 = llvm.mlir.constant(64 : index) : i64
    %3447 = llvm.mul %21, %3446 overflow<nsw, nuw> : i64
    %3448 = llvm.add %3445, %3447 overflow<nsw, nuw> : i64
    %3449 = llvm.mlir.constant(8 : index) : i64
    %3450 = llvm.mul %3429, %3449 overflow<nsw, nuw> : i64
    %3451 = llvm.add %3448, %3450 overflow<nsw, nuw> : i64
    %3452 = llvm.add %3451, %3427 overflow<nsw, nuw> : i64
    %3453 = llvm.getelementptr inbounds|nuw %3443[%3452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3454 = llvm.load %3453 : !llvm.ptr -> f32
    %3455 = llvm.extractvalue %3208[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3456 = llvm.mlir.constant(128 : index) : i64
    %3457 = llvm.mul %3421, %3456 overflow<nsw, nuw> : i64
    %3458 = llvm.mlir.constant(64 : index) : i64
    %3459 = llvm.mul %3423, %3458 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3457, %3459 overflow<nsw, nuw> : i64
    %3461 = llvm.mlir.constant(8 : index) : i64
    %3462 = llvm.mul %3429, %3461 overflow<nsw, nuw> : i64
    %3463 = llvm.add %3460, %3462 overflow<nsw, nuw> : i64
    %3464 = llvm.add %3463, %3427 overflow<nsw, nuw> : i64
    %3465 = llvm.getelementptr inbounds|nuw %3455[%3464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3466 = llvm.load %3465 : !llvm.ptr -> f32
    %3467 = llvm.extractvalue %1554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3468 = llvm.mlir.constant(64 : index) : i64
    %3469 = llvm.mul %3421, %3468 overflow<nsw, nuw> : i64
    %3470 = llvm.mlir.constant(64 : index) : i64
    %3471 = llvm.mul %21, %3470 overflow<nsw, nuw> : i64
    %3472 = llvm.add %3469, %3471 overflow<nsw, nuw> : i64
    %3473 = llvm.mlir.constant(8 : index) : i64
    %3474 = llvm.mul %3429, %3473 overflow<nsw, nuw> : i64
    %3475 = llvm.add %3472, %3474 overflow<nsw, nuw> : i64
    %3476 = llvm.add %3475, %3427 overflow<nsw, nuw> : i64
    %3477 = llvm.getelementptr inbounds|nuw %3467[%3476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3478 = llvm.load %3477 : !llvm.ptr -> f32
    %3479 = llvm.fmul %3466, %3478 : f32
    %3480 = llvm.fmul %3442, %3454 : f32
    %3481 = llvm.fadd %3480, %3479 : f32
    %3482 = llvm.extractvalue %3420[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3483 = llvm.mlir.constant(256 : index) : i64
    %3484 = llvm.mul %3421, %3483 overflow<nsw, nuw> : i64
    %3485 = llvm.mlir.constant(128 : index) : i64
    %3486 = llvm.mul %3423, %3485 overflow<nsw, nuw> : i64
    %3487 = llvm.add %3484, %3486 overflow<nsw, nuw> : i64
    %3488 = llvm.mlir.constant(64 : index) : i64
    %3489 = llvm.mul %3425, %3488 overflow<nsw, nuw> : i64
    %3490 = llvm.add %3487, %3489 overflow<nsw, nuw> : i64
    %3491 = llvm.mlir.constant(8 : index) : i64
    %3492 = llvm.mul %3427, %3491 overflow<nsw, nuw> : i64
    %3493 = llvm.add %3490, %3492 overflow<nsw, nuw> : i64
    %3494 = llvm.add %3493, %3429 overflow<nsw, nuw> : i64
    %3495 = llvm.getelementptr inbounds|nuw %3482[%3494] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3481, %3495 : f32, !llvm.ptr
    %3496 = llvm.add %3429, %16 : i64
    llvm.br ^bb444(%3496 : i64)
  ^bb446:  // pred: ^bb444
    %3497 = llvm.add %3427, %16 : i64
    llvm.br ^bb442(%3497 : i64)
  ^bb447:  // pred: ^bb442
    %3498 = llvm.add %3425, %16 : i64
    llvm.br ^bb440(%3498 : i64)
  ^bb448:  // pred: ^bb440
    %3499 = llvm.add %3423, %16 : i64
    llvm.br ^bb438(%3499 : i64)
  ^bb449:  // pred: ^bb438
    %3500 = llvm.add %3421, %16 : i64
    llvm.br ^bb436(%3500 : i64)
  ^bb450:  // pred: ^bb436
    %3501 = llvm.mlir.constant(4 : index) : i64
    %3502 = llvm.mlir.constant(8 : index) : i64
    %3503 = llvm.mlir.constant(8 : index) : i64
    %3504 = llvm.mlir.constant(1 : index) : i64
    %3505 = llvm.mlir.constant(64 : index) : i64
    %3506 = llvm.mlir.constant(256 : index) : i64
    %3507 = llvm.mlir.zero : !llvm.ptr
    %3508 = llvm.getelementptr %3507[%3506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3509 = llvm.ptrtoint %3508 : !llvm.ptr to i64
    %3510 = llvm.mlir.constant(64 : index) : i64
    %3511 = llvm.add %3509, %3510 : i64
    %3512 = llvm.call @malloc(%3511) : (i64) -> !llvm.ptr
    %3513 = llvm.ptrtoint %3512 : !llvm.ptr to i64
    %3514 = llvm.mlir.constant(1 : index) : i64
    %3515 = llvm.sub %3510, %3514 : i64
    %3516 = llvm.add %3513, %3515 : i64
    %3517 = llvm.urem %3516, %3510 : i64
    %3518 = llvm.sub %3516, %3517 : i64
    %3519 = llvm.inttoptr %3518 : i64 to !llvm.ptr
    %3520 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3521 = llvm.insertvalue %3512, %3520[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3522 = llvm.insertvalue %3519, %3521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3523 = llvm.mlir.constant(0 : index) : i64
    %3524 = llvm.insertvalue %3523, %3522[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3525 = llvm.insertvalue %3501, %3524[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3526 = llvm.insertvalue %3502, %3525[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3527 = llvm.insertvalue %3503, %3526[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3528 = llvm.insertvalue %3505, %3527[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3529 = llvm.insertvalue %3503, %3528[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3530 = llvm.insertvalue %3504, %3529[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb451(%21 : i64)
  ^bb451(%3531: i64):  // 2 preds: ^bb450, ^bb458
    %3532 = llvm.icmp "slt" %3531, %12 : i64
    llvm.cond_br %3532, ^bb452, ^bb459
  ^bb452:  // pred: ^bb451
    llvm.br ^bb453(%21 : i64)
  ^bb453(%3533: i64):  // 2 preds: ^bb452, ^bb457
    %3534 = llvm.icmp "slt" %3533, %15 : i64
    llvm.cond_br %3534, ^bb454, ^bb458
  ^bb454:  // pred: ^bb453
    llvm.br ^bb455(%21 : i64)
  ^bb455(%3535: i64):  // 2 preds: ^bb454, ^bb456
    %3536 = llvm.icmp "slt" %3535, %15 : i64
    llvm.cond_br %3536, ^bb456, ^bb457
  ^bb456:  // pred: ^bb455
    %3537 = llvm.extractvalue %3530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3538 = llvm.mlir.constant(64 : index) : i64
    %3539 = llvm.mul %3531, %3538 overflow<nsw, nuw> : i64
    %3540 = llvm.mlir.constant(8 : index) : i64
    %3541 = llvm.mul %3533, %3540 overflow<nsw, nuw> : i64
    %3542 = llvm.add %3539, %3541 overflow<nsw, nuw> : i64
    %3543 = llvm.add %3542, %3535 overflow<nsw, nuw> : i64
    %3544 = llvm.getelementptr inbounds|nuw %3537[%3543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %3544 : f32, !llvm.ptr
    %3545 = llvm.add %3535, %16 : i64
    llvm.br ^bb455(%3545 : i64)
  ^bb457:  // pred: ^bb455
    %3546 = llvm.add %3533, %16 : i64
    llvm.br ^bb453(%3546 : i64)
  ^bb458:  // pred: ^bb453
    %3547 = llvm.add %3531, %16 : i64
    llvm.br ^bb451(%3547 : i64)
  ^bb459:  // pred: ^bb451
    %3548 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3549 = llvm.extractvalue %3420[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3550 = llvm.extractvalue %3420[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3551 = llvm.insertvalue %3549, %3548[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3552 = llvm.insertvalue %3550, %3551[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3553 = llvm.mlir.constant(0 : index) : i64
    %3554 = llvm.insertvalue %3553, %3552[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3555 = llvm.mlir.constant(1 : index) : i64
    %3556 = llvm.insertvalue %3555, %3554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3557 = llvm.mlir.constant(256 : index) : i64
    %3558 = llvm.insertvalue %3557, %3556[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3559 = llvm.mlir.constant(4 : index) : i64
    %3560 = llvm.insertvalue %3559, %3558[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3561 = llvm.mlir.constant(64 : index) : i64
    %3562 = llvm.insertvalue %3561, %3560[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3563 = llvm.mlir.constant(8 : index) : i64
    %3564 = llvm.insertvalue %3563, %3562[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3565 = llvm.mlir.constant(8 : index) : i64
    %3566 = llvm.insertvalue %3565, %3564[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3567 = llvm.mlir.constant(8 : index) : i64
    %3568 = llvm.insertvalue %3567, %3566[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3569 = llvm.mlir.constant(1 : index) : i64
    %3570 = llvm.insertvalue %3569, %3568[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3571 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3572 = llvm.extractvalue %3530[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3573 = llvm.extractvalue %3530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3574 = llvm.insertvalue %3572, %3571[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3575 = llvm.insertvalue %3573, %3574[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3576 = llvm.mlir.constant(0 : index) : i64
    %3577 = llvm.insertvalue %3576, %3575[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3578 = llvm.mlir.constant(1 : index) : i64
    %3579 = llvm.insertvalue %3578, %3577[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3580 = llvm.mlir.constant(256 : index) : i64
    %3581 = llvm.insertvalue %3580, %3579[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3582 = llvm.mlir.constant(4 : index) : i64
    %3583 = llvm.insertvalue %3582, %3581[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3584 = llvm.mlir.constant(64 : index) : i64
    %3585 = llvm.insertvalue %3584, %3583[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3586 = llvm.mlir.constant(8 : index) : i64
    %3587 = llvm.insertvalue %3586, %3585[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3588 = llvm.mlir.constant(8 : index) : i64
    %3589 = llvm.insertvalue %3588, %3587[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3590 = llvm.mlir.constant(8 : index) : i64
    %3591 = llvm.insertvalue %3590, %3589[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3592 = llvm.mlir.constant(1 : index) : i64
    %3593 = llvm.insertvalue %3592, %3591[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3594 = llvm.mlir.constant(1 : index) : i64
    %3595 = llvm.mlir.constant(4 : index) : i64
    %3596 = llvm.mlir.constant(8 : index) : i64
    %3597 = llvm.mlir.constant(8 : index) : i64
    %3598 = llvm.mlir.constant(1 : index) : i64
    %3599 = llvm.mlir.constant(64 : index) : i64
    %3600 = llvm.mlir.constant(256 : index) : i64
    %3601 = llvm.mlir.constant(256 : index) : i64
    %3602 = llvm.mlir.zero : !llvm.ptr
    %3603 = llvm.getelementptr %3602[%3601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3604 = llvm.ptrtoint %3603 : !llvm.ptr to i64
    %3605 = llvm.mlir.constant(64 : index) : i64
    %3606 = llvm.add %3604, %3605 : i64
    %3607 = llvm.call @malloc(%3606) : (i64) -> !llvm.ptr
    %3608 = llvm.ptrtoint %3607 : !llvm.ptr to i64
    %3609 = llvm.mlir.constant(1 : index) : i64
    %3610 = llvm.sub %3605, %3609 : i64
    %3611 = llvm.add %3608, %3610 : i64
    %3612 = llvm.urem %3611, %3605 : i64
    %3613 = llvm.sub %3611, %3612 : i64
    %3614 = llvm.inttoptr %3613 : i64 to !llvm.ptr
    %3615 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3616 = llvm.insertvalue %3607, %3615[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3617 = llvm.insertvalue %3614, %3616[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3618 = llvm.mlir.constant(0 : index) : i64
    %3619 = llvm.insertvalue %3618, %3617[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3620 = llvm.insertvalue %3594, %3619[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3621 = llvm.insertvalue %3595, %3620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3622 = llvm.insertvalue %3596, %3621[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3623 = llvm.insertvalue %3597, %3622[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3624 = llvm.insertvalue %3600, %3623[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3625 = llvm.insertvalue %3599, %3624[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3626 = llvm.insertvalue %3597, %3625[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3627 = llvm.insertvalue %3598, %3626[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb460(%21 : i64)
  ^bb460(%3628: i64):  // 2 preds: ^bb459, ^bb470
    %3629 = llvm.icmp "slt" %3628, %16 : i64
    llvm.cond_br %3629, ^bb461, ^bb471
  ^bb461:  // pred: ^bb460
    llvm.br ^bb462(%21 : i64)
  ^bb462(%3630: i64):  // 2 preds: ^bb461, ^bb469
    %3631 = llvm.icmp "slt" %3630, %12 : i64
    llvm.cond_br %3631, ^bb463, ^bb470
  ^bb463:  // pred: ^bb462
    llvm.br ^bb464(%21 : i64)
  ^bb464(%3632: i64):  // 2 preds: ^bb463, ^bb468
    %3633 = llvm.icmp "slt" %3632, %15 : i64
    llvm.cond_br %3633, ^bb465, ^bb469
  ^bb465:  // pred: ^bb464
    llvm.br ^bb466(%21 : i64)
  ^bb466(%3634: i64):  // 2 preds: ^bb465, ^bb467
    %3635 = llvm.icmp "slt" %3634, %15 : i64
    llvm.cond_br %3635, ^bb467, ^bb468
  ^bb467:  // pred: ^bb466
    %3636 = llvm.extractvalue %3593[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3637 = llvm.mlir.constant(256 : index) : i64
    %3638 = llvm.mul %3628, %3637 overflow<nsw, nuw> : i64
    %3639 = llvm.mlir.constant(64 : index) : i64
    %3640 = llvm.mul %3630, %3639 overflow<nsw, nuw> : i64
    %3641 = llvm.add %3638, %3640 overflow<nsw, nuw> : i64
    %3642 = llvm.mlir.constant(8 : index) : i64
    %3643 = llvm.mul %3632, %3642 overflow<nsw, nuw> : i64
    %3644 = llvm.add %3641, %3643 overflow<nsw, nuw> : i64
    %3645 = llvm.add %3644, %3634 overflow<nsw, nuw> : i64
    %3646 = llvm.getelementptr inbounds|nuw %3636[%3645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3647 = llvm.load %3646 : !llvm.ptr -> f32
    %3648 = llvm.extractvalue %3627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3649 = llvm.mlir.constant(256 : index) : i64
    %3650 = llvm.mul %3628, %3649 overflow<nsw, nuw> : i64
    %3651 = llvm.mlir.constant(64 : index) : i64
    %3652 = llvm.mul %3630, %3651 overflow<nsw, nuw> : i64
    %3653 = llvm.add %3650, %3652 overflow<nsw, nuw> : i64
    %3654 = llvm.mlir.constant(8 : index) : i64
    %3655 = llvm.mul %3632, %3654 overflow<nsw, nuw> : i64
    %3656 = llvm.add %3653, %3655 overflow<nsw, nuw> : i64
    %3657 = llvm.add %3656, %3634 overflow<nsw, nuw> : i64
    %3658 = llvm.getelementptr inbounds|nuw %3648[%3657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3647, %3658 : f32, !llvm.ptr
    %3659 = llvm.add %3634, %16 : i64
    llvm.br ^bb466(%3659 : i64)
  ^bb468:  // pred: ^bb466
    %3660 = llvm.add %3632, %16 : i64
    llvm.br ^bb464(%3660 : i64)
  ^bb469:  // pred: ^bb464
    %3661 = llvm.add %3630, %16 : i64
    llvm.br ^bb462(%3661 : i64)
  ^bb470:  // pred: ^bb462
    %3662 = llvm.add %3628, %16 : i64
    llvm.br ^bb460(%3662 : i64)
  ^bb471:  // pred: ^bb460
    llvm.br ^bb472(%21 : i64)
  ^bb472(%3663: i64):  // 2 preds: ^bb471, ^bb485
    %3664 = llvm.icmp "slt" %3663, %16 : i64
    llvm.cond_br %3664, ^bb473, ^bb486
  ^bb473:  // pred: ^bb472
    llvm.br ^bb474(%21 : i64)
  ^bb474(%3665: i64):  // 2 preds: ^bb473, ^bb484
    %3666 = llvm.icmp "slt" %3665, %12 : i64
    llvm.cond_br %3666, ^bb475, ^bb485
  ^bb475:  // pred: ^bb474
    llvm.br ^bb476(%21 : i64)
  ^bb476(%3667: i64):  // 2 preds: ^bb475, ^bb483
    %3668 = llvm.icmp "slt" %3667, %15 : i64
    llvm.cond_br %3668, ^bb477, ^bb484
  ^bb477:  // pred: ^bb476
    llvm.br ^bb478(%21 : i64)
  ^bb478(%3669: i64):  // 2 preds: ^bb477, ^bb482
    %3670 = llvm.icmp "slt" %3669, %15 : i64
    llvm.cond_br %3670, ^bb479, ^bb483
  ^bb479:  // pred: ^bb478
    llvm.br ^bb480(%21 : i64)
  ^bb480(%3671: i64):  // 2 preds: ^bb479, ^bb481
    %3672 = llvm.icmp "slt" %3671, %15 : i64
    llvm.cond_br %3672, ^bb481, ^bb482
  ^bb481:  // pred: ^bb480
    %3673 = llvm.extractvalue %2031[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3674 = llvm.mlir.constant(256 : index) : i64
    %3675 = llvm.mul %3663, %3674 overflow<nsw, nuw> : i64
    %3676 = llvm.mlir.constant(64 : index) : i64
    %3677 = llvm.mul %3665, %3676 overflow<nsw, nuw> : i64
    %3678 = llvm.add %3675, %3677 overflow<nsw, nuw> : i64
    %3679 = llvm.mlir.constant(8 : index) : i64
    %3680 = llvm.mul %3667, %3679 overflow<nsw, nuw> : i64
    %3681 = llvm.add %3678, %3680 overflow<nsw, nuw> : i64
    %3682 = llvm.add %3681, %3671 overflow<nsw, nuw> : i64
    %3683 = llvm.getelementptr inbounds|nuw %3673[%3682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3684 = llvm.load %3683 : !llvm.ptr -> f32
    %3685 = llvm.extractvalue %1484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3686 = llvm.mlir.constant(64 : index) : i64
    %3687 = llvm.mul %3663, %3686 overflow<nsw, nuw> : i64
    %3688 = llvm.mlir.constant(64 : index) : i64
    %3689 = llvm.mul %21, %3688 overflow<nsw, nuw> : i64
    %3690 = llvm.add %3687, %3689 overflow<nsw, nuw> : i64
    %3691 = llvm.mlir.constant(8 : index) : i64
    %3692 = llvm.mul %3667, %3691 overflow<nsw, nuw> : i64
    %3693 = llvm.add %3690, %3692 overflow<nsw, nuw> : i64
    %3694 = llvm.add %3693, %3671 overflow<nsw, nuw> : i64
    %3695 = llvm.getelementptr inbounds|nuw %3685[%3694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3696 = llvm.load %3695 : !llvm.ptr -> f32
    %3697 = llvm.extractvalue %2800[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3698 = llvm.mlir.constant(256 : index) : i64
    %3699 = llvm.mul %3663, %3698 overflow<nsw, nuw> : i64
    %3700 = llvm.mlir.constant(64 : index) : i64
    %3701 = llvm.mul %3665, %3700 overflow<nsw, nuw> : i64
    %3702 = llvm.add %3699, %3701 overflow<nsw, nuw> : i64
    %3703 = llvm.mlir.constant(8 : index) : i64
    %3704 = llvm.mul %3667, %3703 overflow<nsw, nuw> : i64
    %3705 = llvm.add %3702, %3704 overflow<nsw, nuw> : i64
    %3706 = llvm.add %3705, %3671 overflow<nsw, nuw> : i64
    %3707 = llvm.getelementptr inbounds|nuw %3697[%3706] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3708 = llvm.load %3707 : !llvm.ptr -> f32
    %3709 = llvm.extractvalue %1554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3710 = llvm.mlir.constant(64 : index) : i64
    %3711 = llvm.mul %3663, %3710 overflow<nsw, nuw> : i64
    %3712 = llvm.mlir.constant(64 : index) : i64
    %3713 = llvm.mul %21, %3712 overflow<nsw, nuw> : i64
    %3714 = llvm.add %3711, %3713 overflow<nsw, nuw> : i64
    %3715 = llvm.mlir.constant(8 : index) : i64
    %3716 = llvm.mul %3667, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.add %3714, %3716 overflow<nsw, nuw> : i64
    %3718 = llvm.add %3717, %3671 overflow<nsw, nuw> : i64
    %3719 = llvm.getelementptr inbounds|nuw %3709[%3718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3720 = llvm.load %3719 : !llvm.ptr -> f32
    %3721 = llvm.extractvalue %3570[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3722 = llvm.mlir.constant(256 : index) : i64
    %3723 = llvm.mul %3663, %3722 overflow<nsw, nuw> : i64
    %3724 = llvm.mlir.constant(64 : index) : i64
    %3725 = llvm.mul %3665, %3724 overflow<nsw, nuw> : i64
    %3726 = llvm.add %3723, %3725 overflow<nsw, nuw> : i64
    %3727 = llvm.mlir.constant(8 : index) : i64
    %3728 = llvm.mul %3671, %3727 overflow<nsw, nuw> : i64
    %3729 = llvm.add %3726, %3728 overflow<nsw, nuw> : i64
    %3730 = llvm.add %3729, %3669 overflow<nsw, nuw> : i64
    %3731 = llvm.getelementptr inbounds|nuw %3721[%3730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3732 = llvm.load %3731 : !llvm.ptr -> f32
    %3733 = llvm.extractvalue %3627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3734 = llvm.mlir.constant(256 : index) : i64
    %3735 = llvm.mul %3663, %3734 overflow<nsw, nuw> : i64
    %3736 = llvm.mlir.constant(64 : index) : i64
    %3737 = llvm.mul %3665, %3736 overflow<nsw, nuw> : i64
    %3738 = llvm.add %3735, %3737 overflow<nsw, nuw> : i64
    %3739 = llvm.mlir.constant(8 : index) : i64
    %3740 = llvm.mul %3667, %3739 overflow<nsw, nuw> : i64
    %3741 = llvm.add %3738, %3740 overflow<nsw, nuw> : i64
    %3742 = llvm.add %3741, %3669 overflow<nsw, nuw> : i64
    %3743 = llvm.getelementptr inbounds|nuw %3733[%3742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3744 = llvm.load %3743 : !llvm.ptr -> f32
    %3745 = llvm.fmul %3708, %3720 : f32
    %3746 = llvm.fmul %3684, %3696 : f32
    %3747 = llvm.fadd %3746, %3745 : f32
    %3748 = llvm.fmul %3747, %3732 : f32
    %3749 = llvm.fadd %3744, %3748 : f32
    %3750 = llvm.extractvalue %3627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3751 = llvm.mlir.constant(256 : index) : i64
    %3752 = llvm.mul %3663, %3751 overflow<nsw, nuw> : i64
    %3753 = llvm.mlir.constant(64 : index) : i64
    %3754 = llvm.mul %3665, %3753 overflow<nsw, nuw> : i64
    %3755 = llvm.add %3752, %3754 overflow<nsw, nuw> : i64
    %3756 = llvm.mlir.constant(8 : index) : i64
    %3757 = llvm.mul %3667, %3756 overflow<nsw, nuw> : i64
    %3758 = llvm.add %3755, %3757 overflow<nsw, nuw> : i64
    %3759 = llvm.add %3758, %3669 overflow<nsw, nuw> : i64
    %3760 = llvm.getelementptr inbounds|nuw %3750[%3759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3749, %3760 : f32, !llvm.ptr
    %3761 = llvm.add %3671, %16 : i64
    llvm.br ^bb480(%3761 : i64)
  ^bb482:  // pred: ^bb480
    %3762 = llvm.add %3669, %16 : i64
    llvm.br ^bb478(%3762 : i64)
  ^bb483:  // pred: ^bb478
    %3763 = llvm.add %3667, %16 : i64
    llvm.br ^bb476(%3763 : i64)
  ^bb484:  // pred: ^bb476
    %3764 = llvm.add %3665, %16 : i64
    llvm.br ^bb474(%3764 : i64)
  ^bb485:  // pred: ^bb474
    %3765 = llvm.add %3663, %16 : i64
    llvm.br ^bb472(%3765 : i64)
  ^bb486:  // pred: ^bb472
    %3766 = llvm.mlir.constant(1 : index) : i64
    %3767 = llvm.mlir.constant(4 : index) : i64
    %3768 = llvm.mlir.constant(8 : index) : i64
    %3769 = llvm.mlir.constant(8 : index) : i64
    %3770 = llvm.mlir.constant(1 : index) : i64
    %3771 = llvm.mlir.constant(64 : index) : i64
    %3772 = llvm.mlir.constant(256 : index) : i64
    %3773 = llvm.mlir.constant(256 : index) : i64
    %3774 = llvm.mlir.zero : !llvm.ptr
    %3775 = llvm.getelementptr %3774[%3773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3776 = llvm.ptrtoint %3775 : !llvm.ptr to i64
    %3777 = llvm.mlir.constant(64 : index) : i64
    %3778 = llvm.add %3776, %3777 : i64
    %3779 = llvm.call @malloc(%3778) : (i64) -> !llvm.ptr
    %3780 = llvm.ptrtoint %3779 : !llvm.ptr to i64
    %3781 = llvm.mlir.constant(1 : index) : i64
    %3782 = llvm.sub %3777, %3781 : i64
    %3783 = llvm.add %3780, %3782 : i64
    %3784 = llvm.urem %3783, %3777 : i64
    %3785 = llvm.sub %3783, %3784 : i64
    %3786 = llvm.inttoptr %3785 : i64 to !llvm.ptr
    %3787 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3788 = llvm.insertvalue %3779, %3787[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3789 = llvm.insertvalue %3786, %3788[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3790 = llvm.mlir.constant(0 : index) : i64
    %3791 = llvm.insertvalue %3790, %3789[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3792 = llvm.insertvalue %3766, %3791[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3793 = llvm.insertvalue %3767, %3792[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3794 = llvm.insertvalue %3768, %3793[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3795 = llvm.insertvalue %3769, %3794[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3796 = llvm.insertvalue %3772, %3795[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3797 = llvm.insertvalue %3771, %3796[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3798 = llvm.insertvalue %3769, %3797[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3799 = llvm.insertvalue %3770, %3798[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb487(%21 : i64)
  ^bb487(%3800: i64):  // 2 preds: ^bb486, ^bb497
    %3801 = llvm.icmp "slt" %3800, %16 : i64
    llvm.cond_br %3801, ^bb488, ^bb498
  ^bb488:  // pred: ^bb487
    llvm.br ^bb489(%21 : i64)
  ^bb489(%3802: i64):  // 2 preds: ^bb488, ^bb496
    %3803 = llvm.icmp "slt" %3802, %12 : i64
    llvm.cond_br %3803, ^bb490, ^bb497
  ^bb490:  // pred: ^bb489
    llvm.br ^bb491(%21 : i64)
  ^bb491(%3804: i64):  // 2 preds: ^bb490, ^bb495
    %3805 = llvm.icmp "slt" %3804, %15 : i64
    llvm.cond_br %3805, ^bb492, ^bb496
  ^bb492:  // pred: ^bb491
    llvm.br ^bb493(%21 : i64)
  ^bb493(%3806: i64):  // 2 preds: ^bb492, ^bb494
    %3807 = llvm.icmp "slt" %3806, %15 : i64
    llvm.cond_br %3807, ^bb494, ^bb495
  ^bb494:  // pred: ^bb493
    %3808 = llvm.extractvalue %3627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3809 = llvm.mlir.constant(256 : index) : i64
    %3810 = llvm.mul %3800, %3809 overflow<nsw, nuw> : i64
    %3811 = llvm.mlir.constant(64 : index) : i64
    %3812 = llvm.mul %3802, %3811 overflow<nsw, nuw> : i64
    %3813 = llvm.add %3810, %3812 overflow<nsw, nuw> : i64
    %3814 = llvm.mlir.constant(8 : index) : i64
    %3815 = llvm.mul %3804, %3814 overflow<nsw, nuw> : i64
    %3816 = llvm.add %3813, %3815 overflow<nsw, nuw> : i64
    %3817 = llvm.add %3816, %3806 overflow<nsw, nuw> : i64
    %3818 = llvm.getelementptr inbounds|nuw %3808[%3817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3819 = llvm.load %3818 : !llvm.ptr -> f32
    %3820 = llvm.extractvalue %1036[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3821 = llvm.mlir.constant(64 : index) : i64
    %3822 = llvm.mul %3800, %3821 overflow<nsw, nuw> : i64
    %3823 = llvm.mlir.constant(64 : index) : i64
    %3824 = llvm.mul %21, %3823 overflow<nsw, nuw> : i64
    %3825 = llvm.add %3822, %3824 overflow<nsw, nuw> : i64
    %3826 = llvm.mlir.constant(8 : index) : i64
    %3827 = llvm.mul %3804, %3826 overflow<nsw, nuw> : i64
    %3828 = llvm.add %3825, %3827 overflow<nsw, nuw> : i64
    %3829 = llvm.add %3828, %3806 overflow<nsw, nuw> : i64
    %3830 = llvm.getelementptr inbounds|nuw %3820[%3829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3831 = llvm.load %3830 : !llvm.ptr -> f32
    %3832 = llvm.fptrunc %19 : f64 to f32
    %3833 = llvm.fmul %3819, %3832 : f32
    %3834 = llvm.fadd %3833, %3831 : f32
    %3835 = llvm.extractvalue %3799[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3836 = llvm.mlir.constant(256 : index) : i64
    %3837 = llvm.mul %3800, %3836 overflow<nsw, nuw> : i64
    %3838 = llvm.mlir.constant(64 : index) : i64
    %3839 = llvm.mul %3802, %3838 overflow<nsw, nuw> : i64
    %3840 = llvm.add %3837, %3839 overflow<nsw, nuw> : i64
    %3841 = llvm.mlir.constant(8 : index) : i64
    %3842 = llvm.mul %3804, %3841 overflow<nsw, nuw> : i64
    %3843 = llvm.add %3840, %3842 overflow<nsw, nuw> : i64
    %3844 = llvm.add %3843, %3806 overflow<nsw, nuw> : i64
    %3845 = llvm.getelementptr inbounds|nuw %3835[%3844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3834, %3845 : f32, !llvm.ptr
    %3846 = llvm.add %3806, %16 : i64
    llvm.br ^bb493(%3846 : i64)
  ^bb495:  // pred: ^bb493
    %3847 = llvm.add %3804, %16 : i64
    llvm.br ^bb491(%3847 : i64)
  ^bb496:  // pred: ^bb491
    %3848 = llvm.add %3802, %16 : i64
    llvm.br ^bb489(%3848 : i64)
  ^bb497:  // pred: ^bb489
    %3849 = llvm.add %3800, %16 : i64
    llvm.br ^bb487(%3849 : i64)
  ^bb498:  // pred: ^bb487
    %3850 = llvm.mlir.constant(1 : index) : i64
    %3851 = llvm.mlir.constant(4 : index) : i64
    %3852 = llvm.mlir.constant(8 : index) : i64
    %3853 = llvm.mlir.constant(1 : index) : i64
    %3854 = llvm.mlir.constant(32 : index) : i64
    %3855 = llvm.mlir.constant(32 : index) : i64
    %3856 = llvm.mlir.zero : !llvm.ptr
    %3857 = llvm.getelementptr %3856[%3855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3858 = llvm.ptrtoint %3857 : !llvm.ptr to i64
    %3859 = llvm.mlir.constant(64 : index) : i64
    %3860 = llvm.add %3858, %3859 : i64
    %3861 = llvm.call @malloc(%3860) : (i64) -> !llvm.ptr
    %3862 = llvm.ptrtoint %3861 : !llvm.ptr to i64
    %3863 = llvm.mlir.constant(1 : index) : i64
    %3864 = llvm.sub %3859, %3863 : i64
    %3865 = llvm.add %3862, %3864 : i64
    %3866 = llvm.urem %3865, %3859 : i64
    %3867 = llvm.sub %3865, %3866 : i64
    %3868 = llvm.inttoptr %3867 : i64 to !llvm.ptr
    %3869 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3870 = llvm.insertvalue %3861, %3869[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3871 = llvm.insertvalue %3868, %3870[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3872 = llvm.mlir.constant(0 : index) : i64
    %3873 = llvm.insertvalue %3872, %3871[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3874 = llvm.insertvalue %3850, %3873[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3875 = llvm.insertvalue %3851, %3874[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3876 = llvm.insertvalue %3852, %3875[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3877 = llvm.insertvalue %3854, %3876[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3878 = llvm.insertvalue %3852, %3877[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3879 = llvm.insertvalue %3853, %3878[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb499(%21 : i64)
  ^bb499(%3880: i64):  // 2 preds: ^bb498, ^bb506
    %3881 = llvm.icmp "slt" %3880, %16 : i64
    llvm.cond_br %3881, ^bb500, ^bb507
  ^bb500:  // pred: ^bb499
    llvm.br ^bb501(%21 : i64)
  ^bb501(%3882: i64):  // 2 preds: ^bb500, ^bb505
    %3883 = llvm.icmp "slt" %3882, %12 : i64
    llvm.cond_br %3883, ^bb502, ^bb506
  ^bb502:  // pred: ^bb501
    llvm.br ^bb503(%21 : i64)
  ^bb503(%3884: i64):  // 2 preds: ^bb502, ^bb504
    %3885 = llvm.icmp "slt" %3884, %15 : i64
    llvm.cond_br %3885, ^bb504, ^bb505
  ^bb504:  // pred: ^bb503
    %3886 = llvm.extractvalue %3879[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3887 = llvm.mlir.constant(32 : index) : i64
    %3888 = llvm.mul %3880, %3887 overflow<nsw, nuw> : i64
    %3889 = llvm.mlir.constant(8 : index) : i64
    %3890 = llvm.mul %3882, %3889 overflow<nsw, nuw> : i64
    %3891 = llvm.add %3888, %3890 overflow<nsw, nuw> : i64
    %3892 = llvm.add %3891, %3884 overflow<nsw, nuw> : i64
    %3893 = llvm.getelementptr inbounds|nuw %3886[%3892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %20, %3893 : f32, !llvm.ptr
    %3894 = llvm.add %3884, %16 : i64
    llvm.br ^bb503(%3894 : i64)
  ^bb505:  // pred: ^bb503
    %3895 = llvm.add %3882, %16 : i64
    llvm.br ^bb501(%3895 : i64)
  ^bb506:  // pred: ^bb501
    %3896 = llvm.add %3880, %16 : i64
    llvm.br ^bb499(%3896 : i64)
  ^bb507:  // pred: ^bb499
    %3897 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3898 = llvm.extractvalue %3799[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3899 = llvm.extractvalue %3799[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3900 = llvm.insertvalue %3898, %3897[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3901 = llvm.insertvalue %3899, %3900[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3902 = llvm.mlir.constant(0 : index) : i64
    %3903 = llvm.insertvalue %3902, %3901[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3904 = llvm.mlir.constant(1 : index) : i64
    %3905 = llvm.insertvalue %3904, %3903[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3906 = llvm.mlir.constant(256 : index) : i64
    %3907 = llvm.insertvalue %3906, %3905[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3908 = llvm.mlir.constant(4 : index) : i64
    %3909 = llvm.insertvalue %3908, %3907[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3910 = llvm.mlir.constant(64 : index) : i64
    %3911 = llvm.insertvalue %3910, %3909[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3912 = llvm.mlir.constant(8 : index) : i64
    %3913 = llvm.insertvalue %3912, %3911[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3914 = llvm.mlir.constant(8 : index) : i64
    %3915 = llvm.insertvalue %3914, %3913[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3916 = llvm.mlir.constant(1 : index) : i64
    %3917 = llvm.insertvalue %3916, %3915[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3918 = llvm.mlir.constant(8 : index) : i64
    %3919 = llvm.insertvalue %3918, %3917[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3920 = llvm.mlir.constant(8 : index) : i64
    %3921 = llvm.insertvalue %3920, %3919[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3922 = llvm.mlir.constant(1 : index) : i64
    %3923 = llvm.insertvalue %3922, %3921[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3924 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3925 = llvm.extractvalue %3879[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3926 = llvm.extractvalue %3879[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3927 = llvm.insertvalue %3925, %3924[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3928 = llvm.insertvalue %3926, %3927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3929 = llvm.mlir.constant(0 : index) : i64
    %3930 = llvm.insertvalue %3929, %3928[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3931 = llvm.mlir.constant(1 : index) : i64
    %3932 = llvm.insertvalue %3931, %3930[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3933 = llvm.mlir.constant(32 : index) : i64
    %3934 = llvm.insertvalue %3933, %3932[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3935 = llvm.mlir.constant(4 : index) : i64
    %3936 = llvm.insertvalue %3935, %3934[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3937 = llvm.mlir.constant(8 : index) : i64
    %3938 = llvm.insertvalue %3937, %3936[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3939 = llvm.mlir.constant(8 : index) : i64
    %3940 = llvm.insertvalue %3939, %3938[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3941 = llvm.mlir.constant(1 : index) : i64
    %3942 = llvm.insertvalue %3941, %3940[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3943 = llvm.mlir.constant(1 : index) : i64
    %3944 = llvm.insertvalue %3943, %3942[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3945 = llvm.mlir.constant(1 : index) : i64
    %3946 = llvm.insertvalue %3945, %3944[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3947 = llvm.mlir.constant(1 : index) : i64
    %3948 = llvm.mlir.constant(4 : index) : i64
    %3949 = llvm.mlir.constant(8 : index) : i64
    %3950 = llvm.mlir.constant(1 : index) : i64
    %3951 = llvm.mlir.constant(1 : index) : i64
    %3952 = llvm.mlir.constant(32 : index) : i64
    %3953 = llvm.mlir.constant(32 : index) : i64
    %3954 = llvm.mlir.zero : !llvm.ptr
    %3955 = llvm.getelementptr %3954[%3953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3956 = llvm.ptrtoint %3955 : !llvm.ptr to i64
    %3957 = llvm.mlir.constant(64 : index) : i64
    %3958 = llvm.add %3956, %3957 : i64
    %3959 = llvm.call @malloc(%3958) : (i64) -> !llvm.ptr
    %3960 = llvm.ptrtoint %3959 : !llvm.ptr to i64
    %3961 = llvm.mlir.constant(1 : index) : i64
    %3962 = llvm.sub %3957, %3961 : i64
    %3963 = llvm.add %3960, %3962 : i64
    %3964 = llvm.urem %3963, %3957 : i64
    %3965 = llvm.sub %3963, %3964 : i64
    %3966 = llvm.inttoptr %3965 : i64 to !llvm.ptr
    %3967 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3968 = llvm.insertvalue %3959, %3967[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3969 = llvm.insertvalue %3966, %3968[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3970 = llvm.mlir.constant(0 : index) : i64
    %3971 = llvm.insertvalue %3970, %3969[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3972 = llvm.insertvalue %3947, %3971[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3973 = llvm.insertvalue %3948, %3972[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3974 = llvm.insertvalue %3949, %3973[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3975 = llvm.insertvalue %3950, %3974[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3976 = llvm.insertvalue %3952, %3975[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3977 = llvm.insertvalue %3949, %3976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3978 = llvm.insertvalue %3950, %3977[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3979 = llvm.insertvalue %3951, %3978[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb508(%21 : i64)
  ^bb508(%3980: i64):  // 2 preds: ^bb507, ^bb518
    %3981 = llvm.icmp "slt" %3980, %16 : i64
    llvm.cond_br %3981, ^bb509, ^bb519
  ^bb509:  // pred: ^bb508
    llvm.br ^bb510(%21 : i64)
  ^bb510(%3982: i64):  // 2 preds: ^bb509, ^bb517
    %3983 = llvm.icmp "slt" %3982, %12 : i64
    llvm.cond_br %3983, ^bb511, ^bb518
  ^bb511:  // pred: ^bb510
    llvm.br ^bb512(%21 : i64)
  ^bb512(%3984: i64):  // 2 preds: ^bb511, ^bb516
    %3985 = llvm.icmp "slt" %3984, %15 : i64
    llvm.cond_br %3985, ^bb513, ^bb517
  ^bb513:  // pred: ^bb512
    llvm.br ^bb514(%21 : i64)
  ^bb514(%3986: i64):  // 2 preds: ^bb513, ^bb515
    %3987 = llvm.icmp "slt" %3986, %16 : i64
    llvm.cond_br %3987, ^bb515, ^bb516
  ^bb515:  // pred: ^bb514
    %3988 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3989 = llvm.mlir.constant(32 : index) : i64
    %3990 = llvm.mul %3980, %3989 overflow<nsw, nuw> : i64
    %3991 = llvm.mlir.constant(8 : index) : i64
    %3992 = llvm.mul %3982, %3991 overflow<nsw, nuw> : i64
    %3993 = llvm.add %3990, %3992 overflow<nsw, nuw> : i64
    %3994 = llvm.add %3993, %3984 overflow<nsw, nuw> : i64
    %3995 = llvm.add %3994, %3986 overflow<nsw, nuw> : i64
    %3996 = llvm.getelementptr inbounds|nuw %3988[%3995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3997 = llvm.load %3996 : !llvm.ptr -> f32
    %3998 = llvm.extractvalue %3979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3999 = llvm.mlir.constant(32 : index) : i64
    %4000 = llvm.mul %3980, %3999 overflow<nsw, nuw> : i64
    %4001 = llvm.mlir.constant(8 : index) : i64
    %4002 = llvm.mul %3982, %4001 overflow<nsw, nuw> : i64
    %4003 = llvm.add %4000, %4002 overflow<nsw, nuw> : i64
    %4004 = llvm.add %4003, %3984 overflow<nsw, nuw> : i64
    %4005 = llvm.add %4004, %3986 overflow<nsw, nuw> : i64
    %4006 = llvm.getelementptr inbounds|nuw %3998[%4005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3997, %4006 : f32, !llvm.ptr
    %4007 = llvm.add %3986, %16 : i64
    llvm.br ^bb514(%4007 : i64)
  ^bb516:  // pred: ^bb514
    %4008 = llvm.add %3984, %16 : i64
    llvm.br ^bb512(%4008 : i64)
  ^bb517:  // pred: ^bb512
    %4009 = llvm.add %3982, %16 : i64
    llvm.br ^bb510(%4009 : i64)
  ^bb518:  // pred: ^bb510
    %4010 = llvm.add %3980, %16 : i64
    llvm.br ^bb508(%4010 : i64)
  ^bb519:  // pred: ^bb508
    llvm.br ^bb520(%21 : i64)
  ^bb520(%4011: i64):  // 2 preds: ^bb519, ^bb533
    %4012 = llvm.icmp "slt" %4011, %16 : i64
    llvm.cond_br %4012, ^bb521, ^bb534
  ^bb521:  // pred: ^bb520
    llvm.br ^bb522(%21 : i64)
  ^bb522(%4013: i64):  // 2 preds: ^bb521, ^bb532
    %4014 = llvm.icmp "slt" %4013, %12 : i64
    llvm.cond_br %4014, ^bb523, ^bb533
  ^bb523:  // pred: ^bb522
    llvm.br ^bb524(%21 : i64)
  ^bb524(%4015: i64):  // 2 preds: ^bb523, ^bb531
    %4016 = llvm.icmp "slt" %4015, %15 : i64
    llvm.cond_br %4016, ^bb525, ^bb532
  ^bb525:  // pred: ^bb524
    llvm.br ^bb526(%21 : i64)
  ^bb526(%4017: i64):  // 2 preds: ^bb525, ^bb530
    %4018 = llvm.icmp "slt" %4017, %16 : i64
    llvm.cond_br %4018, ^bb527, ^bb531
  ^bb527:  // pred: ^bb526
    llvm.br ^bb528(%21 : i64)
  ^bb528(%4019: i64):  // 2 preds: ^bb527, ^bb529
    %4020 = llvm.icmp "slt" %4019, %15 : i64
    llvm.cond_br %4020, ^bb529, ^bb530
  ^bb529:  // pred: ^bb528
    %4021 = llvm.extractvalue %3923[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4022 = llvm.mlir.constant(256 : index) : i64
    %4023 = llvm.mul %4011, %4022 overflow<nsw, nuw> : i64
    %4024 = llvm.mlir.constant(64 : index) : i64
    %4025 = llvm.mul %4013, %4024 overflow<nsw, nuw> : i64
    %4026 = llvm.add %4023, %4025 overflow<nsw, nuw> : i64
    %4027 = llvm.mlir.constant(8 : index) : i64
    %4028 = llvm.mul %4015, %4027 overflow<nsw, nuw> : i64
    %4029 = llvm.add %4026, %4028 overflow<nsw, nuw> : i64
    %4030 = llvm.mlir.constant(8 : index) : i64
    %4031 = llvm.mul %4017, %4030 overflow<nsw, nuw> : i64
    %4032 = llvm.add %4029, %4031 overflow<nsw, nuw> : i64
    %4033 = llvm.add %4032, %4019 overflow<nsw, nuw> : i64
    %4034 = llvm.getelementptr inbounds|nuw %4021[%4033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4035 = llvm.load %4034 : !llvm.ptr -> f32
    %4036 = llvm.extractvalue %3979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4037 = llvm.mlir.constant(32 : index) : i64
    %4038 = llvm.mul %4011, %4037 overflow<nsw, nuw> : i64
    %4039 = llvm.mlir.constant(8 : index) : i64
    %4040 = llvm.mul %4013, %4039 overflow<nsw, nuw> : i64
    %4041 = llvm.add %4038, %4040 overflow<nsw, nuw> : i64
    %4042 = llvm.add %4041, %4015 overflow<nsw, nuw> : i64
    %4043 = llvm.add %4042, %4017 overflow<nsw, nuw> : i64
    %4044 = llvm.getelementptr inbounds|nuw %4036[%4043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4045 = llvm.load %4044 : !llvm.ptr -> f32
    %4046 = llvm.intr.maximum(%4035, %4045) : (f32, f32) -> f32
    %4047 = llvm.extractvalue %3979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4048 = llvm.mlir.constant(32 : index) : i64
    %4049 = llvm.mul %4011, %4048 overflow<nsw, nuw> : i64
    %4050 = llvm.mlir.constant(8 : index) : i64
    %4051 = llvm.mul %4013, %4050 overflow<nsw, nuw> : i64
    %4052 = llvm.add %4049, %4051 overflow<nsw, nuw> : i64
    %4053 = llvm.add %4052, %4015 overflow<nsw, nuw> : i64
    %4054 = llvm.add %4053, %4017 overflow<nsw, nuw> : i64
    %4055 = llvm.getelementptr inbounds|nuw %4047[%4054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4046, %4055 : f32, !llvm.ptr
    %4056 = llvm.add %4019, %16 : i64
    llvm.br ^bb528(%4056 : i64)
  ^bb530:  // pred: ^bb528
    %4057 = llvm.add %4017, %16 : i64
    llvm.br ^bb526(%4057 : i64)
  ^bb531:  // pred: ^bb526
    %4058 = llvm.add %4015, %16 : i64
    llvm.br ^bb524(%4058 : i64)
  ^bb532:  // pred: ^bb524
    %4059 = llvm.add %4013, %16 : i64
    llvm.br ^bb522(%4059 : i64)
  ^bb533:  // pred: ^bb522
    %4060 = llvm.add %4011, %16 : i64
    llvm.br ^bb520(%4060 : i64)
  ^bb534:  // pred: ^bb520
    %4061 = llvm.mlir.constant(1 : index) : i64
    %4062 = llvm.mlir.constant(4 : index) : i64
    %4063 = llvm.mlir.constant(8 : index) : i64
    %4064 = llvm.mlir.constant(8 : index) : i64
    %4065 = llvm.mlir.constant(1 : index) : i64
    %4066 = llvm.mlir.constant(64 : index) : i64
    %4067 = llvm.mlir.constant(256 : index) : i64
    %4068 = llvm.mlir.constant(256 : index) : i64
    %4069 = llvm.mlir.zero : !llvm.ptr
    %4070 = llvm.getelementptr %4069[%4068] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4071 = llvm.ptrtoint %4070 : !llvm.ptr to i64
    %4072 = llvm.mlir.constant(64 : index) : i64
    %4073 = llvm.add %4071, %4072 : i64
    %4074 = llvm.call @malloc(%4073) : (i64) -> !llvm.ptr
    %4075 = llvm.ptrtoint %4074 : !llvm.ptr to i64
    %4076 = llvm.mlir.constant(1 : index) : i64
    %4077 = llvm.sub %4072, %4076 : i64
    %4078 = llvm.add %4075, %4077 : i64
    %4079 = llvm.urem %4078, %4072 : i64
    %4080 = llvm.sub %4078, %4079 : i64
    %4081 = llvm.inttoptr %4080 : i64 to !llvm.ptr
    %4082 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4083 = llvm.insertvalue %4074, %4082[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4084 = llvm.insertvalue %4081, %4083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4085 = llvm.mlir.constant(0 : index) : i64
    %4086 = llvm.insertvalue %4085, %4084[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4087 = llvm.insertvalue %4061, %4086[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4088 = llvm.insertvalue %4062, %4087[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4089 = llvm.insertvalue %4063, %4088[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4090 = llvm.insertvalue %4064, %4089[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4091 = llvm.insertvalue %4067, %4090[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4092 = llvm.insertvalue %4066, %4091[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4093 = llvm.insertvalue %4064, %4092[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4094 = llvm.insertvalue %4065, %4093[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb535(%21 : i64)
  ^bb535(%4095: i64):  // 2 preds: ^bb534, ^bb545
    %4096 = llvm.icmp "slt" %4095, %16 : i64
    llvm.cond_br %4096, ^bb536, ^bb546
  ^bb536:  // pred: ^bb535
    llvm.br ^bb537(%21 : i64)
  ^bb537(%4097: i64):  // 2 preds: ^bb536, ^bb544
    %4098 = llvm.icmp "slt" %4097, %12 : i64
    llvm.cond_br %4098, ^bb538, ^bb545
  ^bb538:  // pred: ^bb537
    llvm.br ^bb539(%21 : i64)
  ^bb539(%4099: i64):  // 2 preds: ^bb538, ^bb543
    %4100 = llvm.icmp "slt" %4099, %15 : i64
    llvm.cond_br %4100, ^bb540, ^bb544
  ^bb540:  // pred: ^bb539
    llvm.br ^bb541(%21 : i64)
  ^bb541(%4101: i64):  // 2 preds: ^bb540, ^bb542
    %4102 = llvm.icmp "slt" %4101, %15 : i64
    llvm.cond_br %4102, ^bb542, ^bb543
  ^bb542:  // pred: ^bb541
    %4103 = llvm.extractvalue %3799[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4104 = llvm.mlir.constant(256 : index) : i64
    %4105 = llvm.mul %4095, %4104 overflow<nsw, nuw> : i64
    %4106 = llvm.mlir.constant(64 : index) : i64
    %4107 = llvm.mul %4097, %4106 overflow<nsw, nuw> : i64
    %4108 = llvm.add %4105, %4107 overflow<nsw, nuw> : i64
    %4109 = llvm.mlir.constant(8 : index) : i64
    %4110 = llvm.mul %4099, %4109 overflow<nsw, nuw> : i64
    %4111 = llvm.add %4108, %4110 overflow<nsw, nuw> : i64
    %4112 = llvm.add %4111, %4101 overflow<nsw, nuw> : i64
    %4113 = llvm.getelementptr inbounds|nuw %4103[%4112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4114 = llvm.load %4113 : !llvm.ptr -> f32
    %4115 = llvm.extractvalue %3979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4116 = llvm.mlir.constant(32 : index) : i64
    %4117 = llvm.mul %4095, %4116 overflow<nsw, nuw> : i64
    %4118 = llvm.mlir.constant(8 : index) : i64
    %4119 = llvm.mul %4097, %4118 overflow<nsw, nuw> : i64
    %4120 = llvm.add %4117, %4119 overflow<nsw, nuw> : i64
    %4121 = llvm.add %4120, %4099 overflow<nsw, nuw> : i64
    %4122 = llvm.add %4121, %21 overflow<nsw, nuw> : i64
    %4123 = llvm.getelementptr inbounds|nuw %4115[%4122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4124 = llvm.load %4123 : !llvm.ptr -> f32
    %4125 = llvm.fsub %4114, %4124 : f32
    %4126 = llvm.fmul %4125, %8 : f32
    %4127 = llvm.intr.exp2(%4126) : (f32) -> f32
    %4128 = llvm.extractvalue %4094[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4129 = llvm.mlir.constant(256 : index) : i64
    %4130 = llvm.mul %4095, %4129 overflow<nsw, nuw> : i64
    %4131 = llvm.mlir.constant(64 : index) : i64
    %4132 = llvm.mul %4097, %4131 overflow<nsw, nuw> : i64
    %4133 = llvm.add %4130, %4132 overflow<nsw, nuw> : i64
    %4134 = llvm.mlir.constant(8 : index) : i64
    %4135 = llvm.mul %4099, %4134 overflow<nsw, nuw> : i64
    %4136 = llvm.add %4133, %4135 overflow<nsw, nuw> : i64
    %4137 = llvm.add %4136, %4101 overflow<nsw, nuw> : i64
    %4138 = llvm.getelementptr inbounds|nuw %4128[%4137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4127, %4138 : f32, !llvm.ptr
    %4139 = llvm.add %4101, %16 : i64
    llvm.br ^bb541(%4139 : i64)
  ^bb543:  // pred: ^bb541
    %4140 = llvm.add %4099, %16 : i64
    llvm.br ^bb539(%4140 : i64)
  ^bb544:  // pred: ^bb539
    %4141 = llvm.add %4097, %16 : i64
    llvm.br ^bb537(%4141 : i64)
  ^bb545:  // pred: ^bb537
    %4142 = llvm.add %4095, %16 : i64
    llvm.br ^bb535(%4142 : i64)
  ^bb546:  // pred: ^bb535
    %4143 = llvm.mlir.constant(1 : index) : i64
    %4144 = llvm.mlir.constant(4 : index) : i64
    %4145 = llvm.mlir.constant(8 : index) : i64
    %4146 = llvm.mlir.constant(1 : index) : i64
    %4147 = llvm.mlir.constant(1 : index) : i64
    %4148 = llvm.mlir.constant(32 : index) : i64
    %4149 = llvm.mlir.constant(32 : index) : i64
    %4150 = llvm.mlir.zero : !llvm.ptr
    %4151 = llvm.getelementptr %4150[%4149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4152 = llvm.ptrtoint %4151 : !llvm.ptr to i64
    %4153 = llvm.mlir.constant(64 : index) : i64
    %4154 = llvm.add %4152, %4153 : i64
    %4155 = llvm.call @malloc(%4154) : (i64) -> !llvm.ptr
    %4156 = llvm.ptrtoint %4155 : !llvm.ptr to i64
    %4157 = llvm.mlir.constant(1 : index) : i64
    %4158 = llvm.sub %4153, %4157 : i64
    %4159 = llvm.add %4156, %4158 : i64
    %4160 = llvm.urem %4159, %4153 : i64
    %4161 = llvm.sub %4159, %4160 : i64
    %4162 = llvm.inttoptr %4161 : i64 to !llvm.ptr
    %4163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4164 = llvm.insertvalue %4155, %4163[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4165 = llvm.insertvalue %4162, %4164[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4166 = llvm.mlir.constant(0 : index) : i64
    %4167 = llvm.insertvalue %4166, %4165[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4168 = llvm.insertvalue %4143, %4167[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4169 = llvm.insertvalue %4144, %4168[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4170 = llvm.insertvalue %4145, %4169[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4171 = llvm.insertvalue %4146, %4170[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4172 = llvm.insertvalue %4148, %4171[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4173 = llvm.insertvalue %4145, %4172[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4174 = llvm.insertvalue %4146, %4173[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4175 = llvm.insertvalue %4147, %4174[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb547(%21 : i64)
  ^bb547(%4176: i64):  // 2 preds: ^bb546, ^bb557
    %4177 = llvm.icmp "slt" %4176, %16 : i64
    llvm.cond_br %4177, ^bb548, ^bb558
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%21 : i64)
  ^bb549(%4178: i64):  // 2 preds: ^bb548, ^bb556
    %4179 = llvm.icmp "slt" %4178, %12 : i64
    llvm.cond_br %4179, ^bb550, ^bb557
  ^bb550:  // pred: ^bb549
    llvm.br ^bb551(%21 : i64)
  ^bb551(%4180: i64):  // 2 preds: ^bb550, ^bb555
    %4181 = llvm.icmp "slt" %4180, %15 : i64
    llvm.cond_br %4181, ^bb552, ^bb556
  ^bb552:  // pred: ^bb551
    llvm.br ^bb553(%21 : i64)
  ^bb553(%4182: i64):  // 2 preds: ^bb552, ^bb554
    %4183 = llvm.icmp "slt" %4182, %16 : i64
    llvm.cond_br %4183, ^bb554, ^bb555
  ^bb554:  // pred: ^bb553
    %4184 = llvm.extractvalue %4175[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4185 = llvm.mlir.constant(32 : index) : i64
    %4186 = llvm.mul %4176, %4185 overflow<nsw, nuw> : i64
    %4187 = llvm.mlir.constant(8 : index) : i64
    %4188 = llvm.mul %4178, %4187 overflow<nsw, nuw> : i64
    %4189 = llvm.add %4186, %4188 overflow<nsw, nuw> : i64
    %4190 = llvm.add %4189, %4180 overflow<nsw, nuw> : i64
    %4191 = llvm.add %4190, %4182 overflow<nsw, nuw> : i64
    %4192 = llvm.getelementptr inbounds|nuw %4184[%4191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %4192 : f32, !llvm.ptr
    %4193 = llvm.add %4182, %16 : i64
    llvm.br ^bb553(%4193 : i64)
  ^bb555:  // pred: ^bb553
    %4194 = llvm.add %4180, %16 : i64
    llvm.br ^bb551(%4194 : i64)
  ^bb556:  // pred: ^bb551
    %4195 = llvm.add %4178, %16 : i64
    llvm.br ^bb549(%4195 : i64)
  ^bb557:  // pred: ^bb549
    %4196 = llvm.add %4176, %16 : i64
    llvm.br ^bb547(%4196 : i64)
  ^bb558:  // pred: ^bb547
    %4197 = llvm.mlir.constant(1 : index) : i64
    %4198 = llvm.mlir.constant(4 : index) : i64
    %4199 = llvm.mlir.constant(8 : index) : i64
    %4200 = llvm.mlir.constant(1 : index) : i64
    %4201 = llvm.mlir.constant(1 : index) : i64
    %4202 = llvm.mlir.constant(32 : index) : i64
    %4203 = llvm.mlir.constant(32 : index) : i64
    %4204 = llvm.mlir.zero : !llvm.ptr
    %4205 = llvm.getelementptr %4204[%4203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4206 = llvm.ptrtoint %4205 : !llvm.ptr to i64
    %4207 = llvm.mlir.constant(64 : index) : i64
    %4208 = llvm.add %4206, %4207 : i64
    %4209 = llvm.call @malloc(%4208) : (i64) -> !llvm.ptr
    %4210 = llvm.ptrtoint %4209 : !llvm.ptr to i64
    %4211 = llvm.mlir.constant(1 : index) : i64
    %4212 = llvm.sub %4207, %4211 : i64
    %4213 = llvm.add %4210, %4212 : i64
    %4214 = llvm.urem %4213, %4207 : i64
    %4215 = llvm.sub %4213, %4214 : i64
    %4216 = llvm.inttoptr %4215 : i64 to !llvm.ptr
    %4217 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4218 = llvm.insertvalue %4209, %4217[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4219 = llvm.insertvalue %4216, %4218[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4220 = llvm.mlir.constant(0 : index) : i64
    %4221 = llvm.insertvalue %4220, %4219[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4222 = llvm.insertvalue %4197, %4221[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4223 = llvm.insertvalue %4198, %4222[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4224 = llvm.insertvalue %4199, %4223[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4225 = llvm.insertvalue %4200, %4224[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4226 = llvm.insertvalue %4202, %4225[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4227 = llvm.insertvalue %4199, %4226[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4228 = llvm.insertvalue %4200, %4227[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4229 = llvm.insertvalue %4201, %4228[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb559(%21 : i64)
  ^bb559(%4230: i64):  // 2 preds: ^bb558, ^bb569
    %4231 = llvm.icmp "slt" %4230, %16 : i64
    llvm.cond_br %4231, ^bb560, ^bb570
  ^bb560:  // pred: ^bb559
    llvm.br ^bb561(%21 : i64)
  ^bb561(%4232: i64):  // 2 preds: ^bb560, ^bb568
    %4233 = llvm.icmp "slt" %4232, %12 : i64
    llvm.cond_br %4233, ^bb562, ^bb569
  ^bb562:  // pred: ^bb561
    llvm.br ^bb563(%21 : i64)
  ^bb563(%4234: i64):  // 2 preds: ^bb562, ^bb567
    %4235 = llvm.icmp "slt" %4234, %15 : i64
    llvm.cond_br %4235, ^bb564, ^bb568
  ^bb564:  // pred: ^bb563
    llvm.br ^bb565(%21 : i64)
  ^bb565(%4236: i64):  // 2 preds: ^bb564, ^bb566
    %4237 = llvm.icmp "slt" %4236, %16 : i64
    llvm.cond_br %4237, ^bb566, ^bb567
  ^bb566:  // pred: ^bb565
    %4238 = llvm.extractvalue %4175[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4239 = llvm.mlir.constant(32 : index) : i64
    %4240 = llvm.mul %4230, %4239 overflow<nsw, nuw> : i64
    %4241 = llvm.mlir.constant(8 : index) : i64
    %4242 = llvm.mul %4232, %4241 overflow<nsw, nuw> : i64
    %4243 = llvm.add %4240, %4242 overflow<nsw, nuw> : i64
    %4244 = llvm.add %4243, %4234 overflow<nsw, nuw> : i64
    %4245 = llvm.add %4244, %4236 overflow<nsw, nuw> : i64
    %4246 = llvm.getelementptr inbounds|nuw %4238[%4245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4247 = llvm.load %4246 : !llvm.ptr -> f32
    %4248 = llvm.extractvalue %4229[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4249 = llvm.mlir.constant(32 : index) : i64
    %4250 = llvm.mul %4230, %4249 overflow<nsw, nuw> : i64
    %4251 = llvm.mlir.constant(8 : index) : i64
    %4252 = llvm.mul %4232, %4251 overflow<nsw, nuw> : i64
    %4253 = llvm.add %4250, %4252 overflow<nsw, nuw> : i64
    %4254 = llvm.add %4253, %4234 overflow<nsw, nuw> : i64
    %4255 = llvm.add %4254, %4236 overflow<nsw, nuw> : i64
    %4256 = llvm.getelementptr inbounds|nuw %4248[%4255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4247, %4256 : f32, !llvm.ptr
    %4257 = llvm.add %4236, %16 : i64
    llvm.br ^bb565(%4257 : i64)
  ^bb567:  // pred: ^bb565
    %4258 = llvm.add %4234, %16 : i64
    llvm.br ^bb563(%4258 : i64)
  ^bb568:  // pred: ^bb563
    %4259 = llvm.add %4232, %16 : i64
    llvm.br ^bb561(%4259 : i64)
  ^bb569:  // pred: ^bb561
    %4260 = llvm.add %4230, %16 : i64
    llvm.br ^bb559(%4260 : i64)
  ^bb570:  // pred: ^bb559
    llvm.br ^bb571(%21 : i64)
  ^bb571(%4261: i64):  // 2 preds: ^bb570, ^bb581
    %4262 = llvm.icmp "slt" %4261, %16 : i64
    llvm.cond_br %4262, ^bb572, ^bb582
  ^bb572:  // pred: ^bb571
    llvm.br ^bb573(%21 : i64)
  ^bb573(%4263: i64):  // 2 preds: ^bb572, ^bb580
    %4264 = llvm.icmp "slt" %4263, %12 : i64
    llvm.cond_br %4264, ^bb574, ^bb581
  ^bb574:  // pred: ^bb573
    llvm.br ^bb575(%21 : i64)
  ^bb575(%4265: i64):  // 2 preds: ^bb574, ^bb579
    %4266 = llvm.icmp "slt" %4265, %15 : i64
    llvm.cond_br %4266, ^bb576, ^bb580
  ^bb576:  // pred: ^bb575
    llvm.br ^bb577(%21 : i64)
  ^bb577(%4267: i64):  // 2 preds: ^bb576, ^bb578
    %4268 = llvm.icmp "slt" %4267, %15 : i64
    llvm.cond_br %4268, ^bb578, ^bb579
  ^bb578:  // pred: ^bb577
    %4269 = llvm.extractvalue %4094[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4270 = llvm.mlir.constant(256 : index) : i64
    %4271 = llvm.mul %4261, %4270 overflow<nsw, nuw> : i64
    %4272 = llvm.mlir.constant(64 : index) : i64
    %4273 = llvm.mul %4263, %4272 overflow<nsw, nuw> : i64
    %4274 = llvm.add %4271, %4273 overflow<nsw, nuw> : i64
    %4275 = llvm.mlir.constant(8 : index) : i64
    %4276 = llvm.mul %4265, %4275 overflow<nsw, nuw> : i64
    %4277 = llvm.add %4274, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4277, %4267 overflow<nsw, nuw> : i64
    %4279 = llvm.getelementptr inbounds|nuw %4269[%4278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4280 = llvm.load %4279 : !llvm.ptr -> f32
    %4281 = llvm.extractvalue %4229[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4282 = llvm.mlir.constant(32 : index) : i64
    %4283 = llvm.mul %4261, %4282 overflow<nsw, nuw> : i64
    %4284 = llvm.mlir.constant(8 : index) : i64
    %4285 = llvm.mul %4263, %4284 overflow<nsw, nuw> : i64
    %4286 = llvm.add %4283, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.add %4286, %4265 overflow<nsw, nuw> : i64
    %4288 = llvm.add %4287, %21 overflow<nsw, nuw> : i64
    %4289 = llvm.getelementptr inbounds|nuw %4281[%4288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4290 = llvm.load %4289 : !llvm.ptr -> f32
    %4291 = llvm.fadd %4280, %4290 : f32
    %4292 = llvm.extractvalue %4229[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4293 = llvm.mlir.constant(32 : index) : i64
    %4294 = llvm.mul %4261, %4293 overflow<nsw, nuw> : i64
    %4295 = llvm.mlir.constant(8 : index) : i64
    %4296 = llvm.mul %4263, %4295 overflow<nsw, nuw> : i64
    %4297 = llvm.add %4294, %4296 overflow<nsw, nuw> : i64
    %4298 = llvm.add %4297, %4265 overflow<nsw, nuw> : i64
    %4299 = llvm.add %4298, %21 overflow<nsw, nuw> : i64
    %4300 = llvm.getelementptr inbounds|nuw %4292[%4299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4291, %4300 : f32, !llvm.ptr
    %4301 = llvm.add %4267, %16 : i64
    llvm.br ^bb577(%4301 : i64)
  ^bb579:  // pred: ^bb577
    %4302 = llvm.add %4265, %16 : i64
    llvm.br ^bb575(%4302 : i64)
  ^bb580:  // pred: ^bb575
    %4303 = llvm.add %4263, %16 : i64
    llvm.br ^bb573(%4303 : i64)
  ^bb581:  // pred: ^bb573
    %4304 = llvm.add %4261, %16 : i64
    llvm.br ^bb571(%4304 : i64)
  ^bb582:  // pred: ^bb571
    %4305 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4306 = llvm.extractvalue %3341[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4307 = llvm.extractvalue %3341[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4308 = llvm.insertvalue %4306, %4305[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4309 = llvm.insertvalue %4307, %4308[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4310 = llvm.mlir.constant(0 : index) : i64
    %4311 = llvm.insertvalue %4310, %4309[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4312 = llvm.mlir.constant(1 : index) : i64
    %4313 = llvm.insertvalue %4312, %4311[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4314 = llvm.mlir.constant(256 : index) : i64
    %4315 = llvm.insertvalue %4314, %4313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4316 = llvm.mlir.constant(4 : index) : i64
    %4317 = llvm.insertvalue %4316, %4315[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4318 = llvm.mlir.constant(64 : index) : i64
    %4319 = llvm.insertvalue %4318, %4317[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4320 = llvm.mlir.constant(8 : index) : i64
    %4321 = llvm.insertvalue %4320, %4319[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4322 = llvm.mlir.constant(8 : index) : i64
    %4323 = llvm.insertvalue %4322, %4321[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4324 = llvm.mlir.constant(8 : index) : i64
    %4325 = llvm.insertvalue %4324, %4323[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4326 = llvm.mlir.constant(1 : index) : i64
    %4327 = llvm.insertvalue %4326, %4325[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4328 = llvm.mlir.constant(1 : index) : i64
    %4329 = llvm.mlir.constant(4 : index) : i64
    %4330 = llvm.mlir.constant(8 : index) : i64
    %4331 = llvm.mlir.constant(8 : index) : i64
    %4332 = llvm.mlir.constant(1 : index) : i64
    %4333 = llvm.mlir.constant(64 : index) : i64
    %4334 = llvm.mlir.constant(256 : index) : i64
    %4335 = llvm.mlir.constant(256 : index) : i64
    %4336 = llvm.mlir.zero : !llvm.ptr
    %4337 = llvm.getelementptr %4336[%4335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4338 = llvm.ptrtoint %4337 : !llvm.ptr to i64
    %4339 = llvm.mlir.constant(64 : index) : i64
    %4340 = llvm.add %4338, %4339 : i64
    %4341 = llvm.call @malloc(%4340) : (i64) -> !llvm.ptr
    %4342 = llvm.ptrtoint %4341 : !llvm.ptr to i64
    %4343 = llvm.mlir.constant(1 : index) : i64
    %4344 = llvm.sub %4339, %4343 : i64
    %4345 = llvm.add %4342, %4344 : i64
    %4346 = llvm.urem %4345, %4339 : i64
    %4347 = llvm.sub %4345, %4346 : i64
    %4348 = llvm.inttoptr %4347 : i64 to !llvm.ptr
    %4349 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4350 = llvm.insertvalue %4341, %4349[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4351 = llvm.insertvalue %4348, %4350[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4352 = llvm.mlir.constant(0 : index) : i64
    %4353 = llvm.insertvalue %4352, %4351[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4354 = llvm.insertvalue %4328, %4353[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4355 = llvm.insertvalue %4329, %4354[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4356 = llvm.insertvalue %4330, %4355[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4357 = llvm.insertvalue %4331, %4356[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4358 = llvm.insertvalue %4334, %4357[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4359 = llvm.insertvalue %4333, %4358[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4360 = llvm.insertvalue %4331, %4359[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4361 = llvm.insertvalue %4332, %4360[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb583(%21 : i64)
  ^bb583(%4362: i64):  // 2 preds: ^bb582, ^bb593
    %4363 = llvm.icmp "slt" %4362, %16 : i64
    llvm.cond_br %4363, ^bb584, ^bb594
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%21 : i64)
  ^bb585(%4364: i64):  // 2 preds: ^bb584, ^bb592
    %4365 = llvm.icmp "slt" %4364, %12 : i64
    llvm.cond_br %4365, ^bb586, ^bb593
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%21 : i64)
  ^bb587(%4366: i64):  // 2 preds: ^bb586, ^bb591
    %4367 = llvm.icmp "slt" %4366, %15 : i64
    llvm.cond_br %4367, ^bb588, ^bb592
  ^bb588:  // pred: ^bb587
    llvm.br ^bb589(%21 : i64)
  ^bb589(%4368: i64):  // 2 preds: ^bb588, ^bb590
    %4369 = llvm.icmp "slt" %4368, %15 : i64
    llvm.cond_br %4369, ^bb590, ^bb591
  ^bb590:  // pred: ^bb589
    %4370 = llvm.extractvalue %3593[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4371 = llvm.mlir.constant(256 : index) : i64
    %4372 = llvm.mul %4362, %4371 overflow<nsw, nuw> : i64
    %4373 = llvm.mlir.constant(64 : index) : i64
    %4374 = llvm.mul %4364, %4373 overflow<nsw, nuw> : i64
    %4375 = llvm.add %4372, %4374 overflow<nsw, nuw> : i64
    %4376 = llvm.mlir.constant(8 : index) : i64
    %4377 = llvm.mul %4366, %4376 overflow<nsw, nuw> : i64
    %4378 = llvm.add %4375, %4377 overflow<nsw, nuw> : i64
    %4379 = llvm.add %4378, %4368 overflow<nsw, nuw> : i64
    %4380 = llvm.getelementptr inbounds|nuw %4370[%4379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4381 = llvm.load %4380 : !llvm.ptr -> f32
    %4382 = llvm.extractvalue %4361[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4383 = llvm.mlir.constant(256 : index) : i64
    %4384 = llvm.mul %4362, %4383 overflow<nsw, nuw> : i64
    %4385 = llvm.mlir.constant(64 : index) : i64
    %4386 = llvm.mul %4364, %4385 overflow<nsw, nuw> : i64
    %4387 = llvm.add %4384, %4386 overflow<nsw, nuw> : i64
    %4388 = llvm.mlir.constant(8 : index) : i64
    %4389 = llvm.mul %4366, %4388 overflow<nsw, nuw> : i64
    %4390 = llvm.add %4387, %4389 overflow<nsw, nuw> : i64
    %4391 = llvm.add %4390, %4368 overflow<nsw, nuw> : i64
    %4392 = llvm.getelementptr inbounds|nuw %4382[%4391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4381, %4392 : f32, !llvm.ptr
    %4393 = llvm.add %4368, %16 : i64
    llvm.br ^bb589(%4393 : i64)
  ^bb591:  // pred: ^bb589
    %4394 = llvm.add %4366, %16 : i64
    llvm.br ^bb587(%4394 : i64)
  ^bb592:  // pred: ^bb587
    %4395 = llvm.add %4364, %16 : i64
    llvm.br ^bb585(%4395 : i64)
  ^bb593:  // pred: ^bb585
    %4396 = llvm.add %4362, %16 : i64
    llvm.br ^bb583(%4396 : i64)
  ^bb594:  // pred: ^bb583
    llvm.br ^bb595(%21 : i64)
  ^bb595(%4397: i64):  // 2 preds: ^bb594, ^bb608
    %4398 = llvm.icmp "slt" %4397, %16 : i64
    llvm.cond_br %4398, ^bb596, ^bb609
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%21 : i64)
  ^bb597(%4399: i64):  // 2 preds: ^bb596, ^bb607
    %4400 = llvm.icmp "slt" %4399, %12 : i64
    llvm.cond_br %4400, ^bb598, ^bb608
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%21 : i64)
  ^bb599(%4401: i64):  // 2 preds: ^bb598, ^bb606
    %4402 = llvm.icmp "slt" %4401, %15 : i64
    llvm.cond_br %4402, ^bb600, ^bb607
  ^bb600:  // pred: ^bb599
    llvm.br ^bb601(%21 : i64)
  ^bb601(%4403: i64):  // 2 preds: ^bb600, ^bb605
    %4404 = llvm.icmp "slt" %4403, %15 : i64
    llvm.cond_br %4404, ^bb602, ^bb606
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%21 : i64)
  ^bb603(%4405: i64):  // 2 preds: ^bb602, ^bb604
    %4406 = llvm.icmp "slt" %4405, %15 : i64
    llvm.cond_br %4406, ^bb604, ^bb605
  ^bb604:  // pred: ^bb603
    %4407 = llvm.extractvalue %4094[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4408 = llvm.mlir.constant(256 : index) : i64
    %4409 = llvm.mul %4397, %4408 overflow<nsw, nuw> : i64
    %4410 = llvm.mlir.constant(64 : index) : i64
    %4411 = llvm.mul %4399, %4410 overflow<nsw, nuw> : i64
    %4412 = llvm.add %4409, %4411 overflow<nsw, nuw> : i64
    %4413 = llvm.mlir.constant(8 : index) : i64
    %4414 = llvm.mul %4401, %4413 overflow<nsw, nuw> : i64
    %4415 = llvm.add %4412, %4414 overflow<nsw, nuw> : i64
    %4416 = llvm.add %4415, %4405 overflow<nsw, nuw> : i64
    %4417 = llvm.getelementptr inbounds|nuw %4407[%4416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4418 = llvm.load %4417 : !llvm.ptr -> f32
    %4419 = llvm.extractvalue %4229[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4420 = llvm.mlir.constant(32 : index) : i64
    %4421 = llvm.mul %4397, %4420 overflow<nsw, nuw> : i64
    %4422 = llvm.mlir.constant(8 : index) : i64
    %4423 = llvm.mul %4399, %4422 overflow<nsw, nuw> : i64
    %4424 = llvm.add %4421, %4423 overflow<nsw, nuw> : i64
    %4425 = llvm.add %4424, %4401 overflow<nsw, nuw> : i64
    %4426 = llvm.add %4425, %21 overflow<nsw, nuw> : i64
    %4427 = llvm.getelementptr inbounds|nuw %4419[%4426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4428 = llvm.load %4427 : !llvm.ptr -> f32
    %4429 = llvm.extractvalue %4327[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4430 = llvm.mlir.constant(256 : index) : i64
    %4431 = llvm.mul %4397, %4430 overflow<nsw, nuw> : i64
    %4432 = llvm.mlir.constant(64 : index) : i64
    %4433 = llvm.mul %4399, %4432 overflow<nsw, nuw> : i64
    %4434 = llvm.add %4431, %4433 overflow<nsw, nuw> : i64
    %4435 = llvm.mlir.constant(8 : index) : i64
    %4436 = llvm.mul %4405, %4435 overflow<nsw, nuw> : i64
    %4437 = llvm.add %4434, %4436 overflow<nsw, nuw> : i64
    %4438 = llvm.add %4437, %4403 overflow<nsw, nuw> : i64
    %4439 = llvm.getelementptr inbounds|nuw %4429[%4438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4440 = llvm.load %4439 : !llvm.ptr -> f32
    %4441 = llvm.extractvalue %4361[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4442 = llvm.mlir.constant(256 : index) : i64
    %4443 = llvm.mul %4397, %4442 overflow<nsw, nuw> : i64
    %4444 = llvm.mlir.constant(64 : index) : i64
    %4445 = llvm.mul %4399, %4444 overflow<nsw, nuw> : i64
    %4446 = llvm.add %4443, %4445 overflow<nsw, nuw> : i64
    %4447 = llvm.mlir.constant(8 : index) : i64
    %4448 = llvm.mul %4401, %4447 overflow<nsw, nuw> : i64
    %4449 = llvm.add %4446, %4448 overflow<nsw, nuw> : i64
    %4450 = llvm.add %4449, %4403 overflow<nsw, nuw> : i64
    %4451 = llvm.getelementptr inbounds|nuw %4441[%4450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4452 = llvm.load %4451 : !llvm.ptr -> f32
    %4453 = llvm.fdiv %4418, %4428 : f32
    %4454 = llvm.fmul %4453, %4440 : f32
    %4455 = llvm.fadd %4452, %4454 : f32
    %4456 = llvm.extractvalue %4361[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4457 = llvm.mlir.constant(256 : index) : i64
    %4458 = llvm.mul %4397, %4457 overflow<nsw, nuw> : i64
    %4459 = llvm.mlir.constant(64 : index) : i64
    %4460 = llvm.mul %4399, %4459 overflow<nsw, nuw> : i64
    %4461 = llvm.add %4458, %4460 overflow<nsw, nuw> : i64
    %4462 = llvm.mlir.constant(8 : index) : i64
    %4463 = llvm.mul %4401, %4462 overflow<nsw, nuw> : i64
    %4464 = llvm.add %4461, %4463 overflow<nsw, nuw> : i64
    %4465 = llvm.add %4464, %4403 overflow<nsw, nuw> : i64
    %4466 = llvm.getelementptr inbounds|nuw %4456[%4465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4455, %4466 : f32, !llvm.ptr
    %4467 = llvm.add %4405, %16 : i64
    llvm.br ^bb603(%4467 : i64)
  ^bb605:  // pred: ^bb603
    %4468 = llvm.add %4403, %16 : i64
    llvm.br ^bb601(%4468 : i64)
  ^bb606:  // pred: ^bb601
    %4469 = llvm.add %4401, %16 : i64
    llvm.br ^bb599(%4469 : i64)
  ^bb607:  // pred: ^bb599
    %4470 = llvm.add %4399, %16 : i64
    llvm.br ^bb597(%4470 : i64)
  ^bb608:  // pred: ^bb597
    %4471 = llvm.add %4397, %16 : i64
    llvm.br ^bb595(%4471 : i64)
  ^bb609:  // pred: ^bb595
    %4472 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4473 = llvm.extractvalue %311[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4474 = llvm.extractvalue %311[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4475 = llvm.insertvalue %4473, %4472[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4476 = llvm.insertvalue %4474, %4475[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4477 = llvm.mlir.constant(0 : index) : i64
    %4478 = llvm.insertvalue %4477, %4476[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4479 = llvm.mlir.constant(32 : index) : i64
    %4480 = llvm.insertvalue %4479, %4478[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4481 = llvm.mlir.constant(32 : index) : i64
    %4482 = llvm.insertvalue %4481, %4480[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4483 = llvm.mlir.constant(4 : index) : i64
    %4484 = llvm.insertvalue %4483, %4482[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4485 = llvm.mlir.constant(8 : index) : i64
    %4486 = llvm.insertvalue %4485, %4484[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4487 = llvm.mlir.constant(8 : index) : i64
    %4488 = llvm.insertvalue %4487, %4486[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4489 = llvm.mlir.constant(1 : index) : i64
    %4490 = llvm.insertvalue %4489, %4488[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4491 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4492 = llvm.extractvalue %1817[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4493 = llvm.extractvalue %1817[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4494 = llvm.insertvalue %4492, %4491[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4495 = llvm.insertvalue %4493, %4494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4496 = llvm.mlir.constant(0 : index) : i64
    %4497 = llvm.insertvalue %4496, %4495[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4498 = llvm.mlir.constant(1 : index) : i64
    %4499 = llvm.insertvalue %4498, %4497[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4500 = llvm.mlir.constant(256 : index) : i64
    %4501 = llvm.insertvalue %4500, %4499[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4502 = llvm.mlir.constant(8 : index) : i64
    %4503 = llvm.insertvalue %4502, %4501[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4504 = llvm.mlir.constant(32 : index) : i64
    %4505 = llvm.insertvalue %4504, %4503[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4506 = llvm.mlir.constant(32 : index) : i64
    %4507 = llvm.insertvalue %4506, %4505[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4508 = llvm.mlir.constant(1 : index) : i64
    %4509 = llvm.insertvalue %4508, %4507[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4510 = llvm.mlir.constant(1 : index) : i64
    %4511 = llvm.mlir.constant(8 : index) : i64
    %4512 = llvm.mlir.constant(32 : index) : i64
    %4513 = llvm.mlir.constant(1 : index) : i64
    %4514 = llvm.mlir.constant(256 : index) : i64
    %4515 = llvm.mlir.constant(256 : index) : i64
    %4516 = llvm.mlir.zero : !llvm.ptr
    %4517 = llvm.getelementptr %4516[%4515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4518 = llvm.ptrtoint %4517 : !llvm.ptr to i64
    %4519 = llvm.mlir.constant(64 : index) : i64
    %4520 = llvm.add %4518, %4519 : i64
    %4521 = llvm.call @malloc(%4520) : (i64) -> !llvm.ptr
    %4522 = llvm.ptrtoint %4521 : !llvm.ptr to i64
    %4523 = llvm.mlir.constant(1 : index) : i64
    %4524 = llvm.sub %4519, %4523 : i64
    %4525 = llvm.add %4522, %4524 : i64
    %4526 = llvm.urem %4525, %4519 : i64
    %4527 = llvm.sub %4525, %4526 : i64
    %4528 = llvm.inttoptr %4527 : i64 to !llvm.ptr
    %4529 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4530 = llvm.insertvalue %4521, %4529[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4531 = llvm.insertvalue %4528, %4530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4532 = llvm.mlir.constant(0 : index) : i64
    %4533 = llvm.insertvalue %4532, %4531[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4534 = llvm.insertvalue %4510, %4533[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4535 = llvm.insertvalue %4511, %4534[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4536 = llvm.insertvalue %4512, %4535[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4537 = llvm.insertvalue %4514, %4536[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4538 = llvm.insertvalue %4512, %4537[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4539 = llvm.insertvalue %4513, %4538[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb610(%21 : i64)
  ^bb610(%4540: i64):  // 2 preds: ^bb609, ^bb617
    %4541 = llvm.icmp "slt" %4540, %16 : i64
    llvm.cond_br %4541, ^bb611, ^bb618
  ^bb611:  // pred: ^bb610
    llvm.br ^bb612(%21 : i64)
  ^bb612(%4542: i64):  // 2 preds: ^bb611, ^bb616
    %4543 = llvm.icmp "slt" %4542, %15 : i64
    llvm.cond_br %4543, ^bb613, ^bb617
  ^bb613:  // pred: ^bb612
    llvm.br ^bb614(%21 : i64)
  ^bb614(%4544: i64):  // 2 preds: ^bb613, ^bb615
    %4545 = llvm.icmp "slt" %4544, %14 : i64
    llvm.cond_br %4545, ^bb615, ^bb616
  ^bb615:  // pred: ^bb614
    %4546 = llvm.extractvalue %4509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4547 = llvm.mlir.constant(256 : index) : i64
    %4548 = llvm.mul %4540, %4547 overflow<nsw, nuw> : i64
    %4549 = llvm.mlir.constant(32 : index) : i64
    %4550 = llvm.mul %4542, %4549 overflow<nsw, nuw> : i64
    %4551 = llvm.add %4548, %4550 overflow<nsw, nuw> : i64
    %4552 = llvm.add %4551, %4544 overflow<nsw, nuw> : i64
    %4553 = llvm.getelementptr inbounds|nuw %4546[%4552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4554 = llvm.load %4553 : !llvm.ptr -> f32
    %4555 = llvm.extractvalue %4539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4556 = llvm.mlir.constant(256 : index) : i64
    %4557 = llvm.mul %4540, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.mlir.constant(32 : index) : i64
    %4559 = llvm.mul %4542, %4558 overflow<nsw, nuw> : i64
    %4560 = llvm.add %4557, %4559 overflow<nsw, nuw> : i64
    %4561 = llvm.add %4560, %4544 overflow<nsw, nuw> : i64
    %4562 = llvm.getelementptr inbounds|nuw %4555[%4561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4554, %4562 : f32, !llvm.ptr
    %4563 = llvm.add %4544, %16 : i64
    llvm.br ^bb614(%4563 : i64)
  ^bb616:  // pred: ^bb614
    %4564 = llvm.add %4542, %16 : i64
    llvm.br ^bb612(%4564 : i64)
  ^bb617:  // pred: ^bb612
    %4565 = llvm.add %4540, %16 : i64
    llvm.br ^bb610(%4565 : i64)
  ^bb618:  // pred: ^bb610
    llvm.br ^bb619(%21 : i64)
  ^bb619(%4566: i64):  // 2 preds: ^bb618, ^bb632
    %4567 = llvm.icmp "slt" %4566, %16 : i64
    llvm.cond_br %4567, ^bb620, ^bb633
  ^bb620:  // pred: ^bb619
    llvm.br ^bb621(%21 : i64)
  ^bb621(%4568: i64):  // 2 preds: ^bb620, ^bb631
    %4569 = llvm.icmp "slt" %4568, %15 : i64
    llvm.cond_br %4569, ^bb622, ^bb632
  ^bb622:  // pred: ^bb621
    llvm.br ^bb623(%21 : i64)
  ^bb623(%4570: i64):  // 2 preds: ^bb622, ^bb630
    %4571 = llvm.icmp "slt" %4570, %14 : i64
    llvm.cond_br %4571, ^bb624, ^bb631
  ^bb624:  // pred: ^bb623
    llvm.br ^bb625(%21 : i64)
  ^bb625(%4572: i64):  // 2 preds: ^bb624, ^bb629
    %4573 = llvm.icmp "slt" %4572, %12 : i64
    llvm.cond_br %4573, ^bb626, ^bb630
  ^bb626:  // pred: ^bb625
    llvm.br ^bb627(%21 : i64)
  ^bb627(%4574: i64):  // 2 preds: ^bb626, ^bb628
    %4575 = llvm.icmp "slt" %4574, %15 : i64
    llvm.cond_br %4575, ^bb628, ^bb629
  ^bb628:  // pred: ^bb627
    %4576 = llvm.extractvalue %4361[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4577 = llvm.mlir.constant(256 : index) : i64
    %4578 = llvm.mul %4566, %4577 overflow<nsw, nuw> : i64
    %4579 = llvm.mlir.constant(64 : index) : i64
    %4580 = llvm.mul %4572, %4579 overflow<nsw, nuw> : i64
    %4581 = llvm.add %4578, %4580 overflow<nsw, nuw> : i64
    %4582 = llvm.mlir.constant(8 : index) : i64
    %4583 = llvm.mul %4568, %4582 overflow<nsw, nuw> : i64
    %4584 = llvm.add %4581, %4583 overflow<nsw, nuw> : i64
    %4585 = llvm.add %4584, %4574 overflow<nsw, nuw> : i64
    %4586 = llvm.getelementptr inbounds|nuw %4576[%4585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4587 = llvm.load %4586 : !llvm.ptr -> f32
    %4588 = llvm.extractvalue %4490[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4589 = llvm.mlir.constant(32 : index) : i64
    %4590 = llvm.mul %4570, %4589 overflow<nsw, nuw> : i64
    %4591 = llvm.mlir.constant(8 : index) : i64
    %4592 = llvm.mul %4572, %4591 overflow<nsw, nuw> : i64
    %4593 = llvm.add %4590, %4592 overflow<nsw, nuw> : i64
    %4594 = llvm.add %4593, %4574 overflow<nsw, nuw> : i64
    %4595 = llvm.getelementptr inbounds|nuw %4588[%4594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4596 = llvm.load %4595 : !llvm.ptr -> f32
    %4597 = llvm.extractvalue %4539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4598 = llvm.mlir.constant(256 : index) : i64
    %4599 = llvm.mul %4566, %4598 overflow<nsw, nuw> : i64
    %4600 = llvm.mlir.constant(32 : index) : i64
    %4601 = llvm.mul %4568, %4600 overflow<nsw, nuw> : i64
    %4602 = llvm.add %4599, %4601 overflow<nsw, nuw> : i64
    %4603 = llvm.add %4602, %4570 overflow<nsw, nuw> : i64
    %4604 = llvm.getelementptr inbounds|nuw %4597[%4603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4605 = llvm.load %4604 : !llvm.ptr -> f32
    %4606 = llvm.fmul %4587, %4596 : f32
    %4607 = llvm.fadd %4605, %4606 : f32
    %4608 = llvm.extractvalue %4539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4609 = llvm.mlir.constant(256 : index) : i64
    %4610 = llvm.mul %4566, %4609 overflow<nsw, nuw> : i64
    %4611 = llvm.mlir.constant(32 : index) : i64
    %4612 = llvm.mul %4568, %4611 overflow<nsw, nuw> : i64
    %4613 = llvm.add %4610, %4612 overflow<nsw, nuw> : i64
    %4614 = llvm.add %4613, %4570 overflow<nsw, nuw> : i64
    %4615 = llvm.getelementptr inbounds|nuw %4608[%4614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4607, %4615 : f32, !llvm.ptr
    %4616 = llvm.add %4574, %16 : i64
    llvm.br ^bb627(%4616 : i64)
  ^bb629:  // pred: ^bb627
    %4617 = llvm.add %4572, %16 : i64
    llvm.br ^bb625(%4617 : i64)
  ^bb630:  // pred: ^bb625
    %4618 = llvm.add %4570, %16 : i64
    llvm.br ^bb623(%4618 : i64)
  ^bb631:  // pred: ^bb623
    %4619 = llvm.add %4568, %16 : i64
    llvm.br ^bb621(%4619 : i64)
  ^bb632:  // pred: ^bb621
    %4620 = llvm.add %4566, %16 : i64
    llvm.br ^bb619(%4620 : i64)
  ^bb633:  // pred: ^bb619
    %4621 = llvm.mlir.constant(1 : index) : i64
    %4622 = llvm.mlir.constant(8 : index) : i64
    %4623 = llvm.mlir.constant(32 : index) : i64
    %4624 = llvm.mlir.constant(1 : index) : i64
    %4625 = llvm.mlir.constant(256 : index) : i64
    %4626 = llvm.mlir.constant(256 : index) : i64
    %4627 = llvm.mlir.zero : !llvm.ptr
    %4628 = llvm.getelementptr %4627[%4626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4629 = llvm.ptrtoint %4628 : !llvm.ptr to i64
    %4630 = llvm.mlir.constant(64 : index) : i64
    %4631 = llvm.add %4629, %4630 : i64
    %4632 = llvm.call @malloc(%4631) : (i64) -> !llvm.ptr
    %4633 = llvm.ptrtoint %4632 : !llvm.ptr to i64
    %4634 = llvm.mlir.constant(1 : index) : i64
    %4635 = llvm.sub %4630, %4634 : i64
    %4636 = llvm.add %4633, %4635 : i64
    %4637 = llvm.urem %4636, %4630 : i64
    %4638 = llvm.sub %4636, %4637 : i64
    %4639 = llvm.inttoptr %4638 : i64 to !llvm.ptr
    %4640 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4641 = llvm.insertvalue %4632, %4640[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4642 = llvm.insertvalue %4639, %4641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4643 = llvm.mlir.constant(0 : index) : i64
    %4644 = llvm.insertvalue %4643, %4642[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4645 = llvm.insertvalue %4621, %4644[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4646 = llvm.insertvalue %4622, %4645[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4647 = llvm.insertvalue %4623, %4646[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4648 = llvm.insertvalue %4625, %4647[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4649 = llvm.insertvalue %4623, %4648[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4650 = llvm.insertvalue %4624, %4649[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb634(%21 : i64)
  ^bb634(%4651: i64):  // 2 preds: ^bb633, ^bb641
    %4652 = llvm.icmp "slt" %4651, %16 : i64
    llvm.cond_br %4652, ^bb635, ^bb642
  ^bb635:  // pred: ^bb634
    llvm.br ^bb636(%21 : i64)
  ^bb636(%4653: i64):  // 2 preds: ^bb635, ^bb640
    %4654 = llvm.icmp "slt" %4653, %15 : i64
    llvm.cond_br %4654, ^bb637, ^bb641
  ^bb637:  // pred: ^bb636
    llvm.br ^bb638(%21 : i64)
  ^bb638(%4655: i64):  // 2 preds: ^bb637, ^bb639
    %4656 = llvm.icmp "slt" %4655, %14 : i64
    llvm.cond_br %4656, ^bb639, ^bb640
  ^bb639:  // pred: ^bb638
    %4657 = llvm.extractvalue %453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4658 = llvm.mlir.constant(256 : index) : i64
    %4659 = llvm.mul %4651, %4658 overflow<nsw, nuw> : i64
    %4660 = llvm.mlir.constant(32 : index) : i64
    %4661 = llvm.mul %4653, %4660 overflow<nsw, nuw> : i64
    %4662 = llvm.add %4659, %4661 overflow<nsw, nuw> : i64
    %4663 = llvm.add %4662, %4655 overflow<nsw, nuw> : i64
    %4664 = llvm.getelementptr inbounds|nuw %4657[%4663] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4665 = llvm.load %4664 : !llvm.ptr -> f32
    %4666 = llvm.extractvalue %4539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4667 = llvm.mlir.constant(256 : index) : i64
    %4668 = llvm.mul %4651, %4667 overflow<nsw, nuw> : i64
    %4669 = llvm.mlir.constant(32 : index) : i64
    %4670 = llvm.mul %4653, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.add %4668, %4670 overflow<nsw, nuw> : i64
    %4672 = llvm.add %4671, %4655 overflow<nsw, nuw> : i64
    %4673 = llvm.getelementptr inbounds|nuw %4666[%4672] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4674 = llvm.load %4673 : !llvm.ptr -> f32
    %4675 = llvm.fadd %4665, %4674 : f32
    %4676 = llvm.extractvalue %4650[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4677 = llvm.mlir.constant(256 : index) : i64
    %4678 = llvm.mul %4651, %4677 overflow<nsw, nuw> : i64
    %4679 = llvm.mlir.constant(32 : index) : i64
    %4680 = llvm.mul %4653, %4679 overflow<nsw, nuw> : i64
    %4681 = llvm.add %4678, %4680 overflow<nsw, nuw> : i64
    %4682 = llvm.add %4681, %4655 overflow<nsw, nuw> : i64
    %4683 = llvm.getelementptr inbounds|nuw %4676[%4682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4675, %4683 : f32, !llvm.ptr
    %4684 = llvm.add %4655, %16 : i64
    llvm.br ^bb638(%4684 : i64)
  ^bb640:  // pred: ^bb638
    %4685 = llvm.add %4653, %16 : i64
    llvm.br ^bb636(%4685 : i64)
  ^bb641:  // pred: ^bb636
    %4686 = llvm.add %4651, %16 : i64
    llvm.br ^bb634(%4686 : i64)
  ^bb642:  // pred: ^bb634
    %4687 = llvm.mlir.constant(1 : index) : i64
    %4688 = llvm.mlir.constant(8 : index) : i64
    %4689 = llvm.mlir.constant(1 : index) : i64
    %4690 = llvm.mlir.constant(1 : index) : i64
    %4691 = llvm.mlir.constant(8 : index) : i64
    %4692 = llvm.mlir.zero : !llvm.ptr
    %4693 = llvm.getelementptr %4692[%4691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4694 = llvm.ptrtoint %4693 : !llvm.ptr to i64
    %4695 = llvm.mlir.constant(64 : index) : i64
    %4696 = llvm.add %4694, %4695 : i64
    %4697 = llvm.call @malloc(%4696) : (i64) -> !llvm.ptr
    %4698 = llvm.ptrtoint %4697 : !llvm.ptr to i64
    %4699 = llvm.mlir.constant(1 : index) : i64
    %4700 = llvm.sub %4695, %4699 : i64
    %4701 = llvm.add %4698, %4700 : i64
    %4702 = llvm.urem %4701, %4695 : i64
    %4703 = llvm.sub %4701, %4702 : i64
    %4704 = llvm.inttoptr %4703 : i64 to !llvm.ptr
    %4705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4706 = llvm.insertvalue %4697, %4705[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4707 = llvm.insertvalue %4704, %4706[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4708 = llvm.mlir.constant(0 : index) : i64
    %4709 = llvm.insertvalue %4708, %4707[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4710 = llvm.insertvalue %4687, %4709[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4711 = llvm.insertvalue %4688, %4710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4712 = llvm.insertvalue %4689, %4711[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4713 = llvm.insertvalue %4688, %4712[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4714 = llvm.insertvalue %4689, %4713[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4715 = llvm.insertvalue %4690, %4714[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb643(%21 : i64)
  ^bb643(%4716: i64):  // 2 preds: ^bb642, ^bb650
    %4717 = llvm.icmp "slt" %4716, %16 : i64
    llvm.cond_br %4717, ^bb644, ^bb651
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%21 : i64)
  ^bb645(%4718: i64):  // 2 preds: ^bb644, ^bb649
    %4719 = llvm.icmp "slt" %4718, %15 : i64
    llvm.cond_br %4719, ^bb646, ^bb650
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%21 : i64)
  ^bb647(%4720: i64):  // 2 preds: ^bb646, ^bb648
    %4721 = llvm.icmp "slt" %4720, %16 : i64
    llvm.cond_br %4721, ^bb648, ^bb649
  ^bb648:  // pred: ^bb647
    %4722 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4723 = llvm.mlir.constant(8 : index) : i64
    %4724 = llvm.mul %4716, %4723 overflow<nsw, nuw> : i64
    %4725 = llvm.add %4724, %4718 overflow<nsw, nuw> : i64
    %4726 = llvm.add %4725, %4720 overflow<nsw, nuw> : i64
    %4727 = llvm.getelementptr inbounds|nuw %4722[%4726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4728 = llvm.load %4727 : !llvm.ptr -> f32
    %4729 = llvm.extractvalue %4715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4730 = llvm.mlir.constant(8 : index) : i64
    %4731 = llvm.mul %4716, %4730 overflow<nsw, nuw> : i64
    %4732 = llvm.add %4731, %4718 overflow<nsw, nuw> : i64
    %4733 = llvm.add %4732, %4720 overflow<nsw, nuw> : i64
    %4734 = llvm.getelementptr inbounds|nuw %4729[%4733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4728, %4734 : f32, !llvm.ptr
    %4735 = llvm.add %4720, %16 : i64
    llvm.br ^bb647(%4735 : i64)
  ^bb649:  // pred: ^bb647
    %4736 = llvm.add %4718, %16 : i64
    llvm.br ^bb645(%4736 : i64)
  ^bb650:  // pred: ^bb645
    %4737 = llvm.add %4716, %16 : i64
    llvm.br ^bb643(%4737 : i64)
  ^bb651:  // pred: ^bb643
    llvm.br ^bb652(%21 : i64)
  ^bb652(%4738: i64):  // 2 preds: ^bb651, ^bb659
    %4739 = llvm.icmp "slt" %4738, %16 : i64
    llvm.cond_br %4739, ^bb653, ^bb660
  ^bb653:  // pred: ^bb652
    llvm.br ^bb654(%21 : i64)
  ^bb654(%4740: i64):  // 2 preds: ^bb653, ^bb658
    %4741 = llvm.icmp "slt" %4740, %15 : i64
    llvm.cond_br %4741, ^bb655, ^bb659
  ^bb655:  // pred: ^bb654
    llvm.br ^bb656(%21 : i64)
  ^bb656(%4742: i64):  // 2 preds: ^bb655, ^bb657
    %4743 = llvm.icmp "slt" %4742, %14 : i64
    llvm.cond_br %4743, ^bb657, ^bb658
  ^bb657:  // pred: ^bb656
    %4744 = llvm.extractvalue %4650[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4745 = llvm.mlir.constant(256 : index) : i64
    %4746 = llvm.mul %4738, %4745 overflow<nsw, nuw> : i64
    %4747 = llvm.mlir.constant(32 : index) : i64
    %4748 = llvm.mul %4740, %4747 overflow<nsw, nuw> : i64
    %4749 = llvm.add %4746, %4748 overflow<nsw, nuw> : i64
    %4750 = llvm.add %4749, %4742 overflow<nsw, nuw> : i64
    %4751 = llvm.getelementptr inbounds|nuw %4744[%4750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4752 = llvm.load %4751 : !llvm.ptr -> f32
    %4753 = llvm.extractvalue %4715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4754 = llvm.mlir.constant(8 : index) : i64
    %4755 = llvm.mul %4738, %4754 overflow<nsw, nuw> : i64
    %4756 = llvm.add %4755, %4740 overflow<nsw, nuw> : i64
    %4757 = llvm.add %4756, %21 overflow<nsw, nuw> : i64
    %4758 = llvm.getelementptr inbounds|nuw %4753[%4757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4759 = llvm.load %4758 : !llvm.ptr -> f32
    %4760 = llvm.fmul %4752, %4752 : f32
    %4761 = llvm.fadd %4760, %4759 : f32
    %4762 = llvm.extractvalue %4715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4763 = llvm.mlir.constant(8 : index) : i64
    %4764 = llvm.mul %4738, %4763 overflow<nsw, nuw> : i64
    %4765 = llvm.add %4764, %4740 overflow<nsw, nuw> : i64
    %4766 = llvm.add %4765, %21 overflow<nsw, nuw> : i64
    %4767 = llvm.getelementptr inbounds|nuw %4762[%4766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4761, %4767 : f32, !llvm.ptr
    %4768 = llvm.add %4742, %16 : i64
    llvm.br ^bb656(%4768 : i64)
  ^bb658:  // pred: ^bb656
    %4769 = llvm.add %4740, %16 : i64
    llvm.br ^bb654(%4769 : i64)
  ^bb659:  // pred: ^bb654
    %4770 = llvm.add %4738, %16 : i64
    llvm.br ^bb652(%4770 : i64)
  ^bb660:  // pred: ^bb652
    %4771 = llvm.mlir.constant(1 : index) : i64
    %4772 = llvm.mlir.constant(8 : index) : i64
    %4773 = llvm.mlir.constant(32 : index) : i64
    %4774 = llvm.mlir.constant(1 : index) : i64
    %4775 = llvm.mlir.constant(256 : index) : i64
    %4776 = llvm.mlir.constant(256 : index) : i64
    %4777 = llvm.mlir.zero : !llvm.ptr
    %4778 = llvm.getelementptr %4777[%4776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4779 = llvm.ptrtoint %4778 : !llvm.ptr to i64
    %4780 = llvm.mlir.constant(64 : index) : i64
    %4781 = llvm.add %4779, %4780 : i64
    %4782 = llvm.call @malloc(%4781) : (i64) -> !llvm.ptr
    %4783 = llvm.ptrtoint %4782 : !llvm.ptr to i64
    %4784 = llvm.mlir.constant(1 : index) : i64
    %4785 = llvm.sub %4780, %4784 : i64
    %4786 = llvm.add %4783, %4785 : i64
    %4787 = llvm.urem %4786, %4780 : i64
    %4788 = llvm.sub %4786, %4787 : i64
    %4789 = llvm.inttoptr %4788 : i64 to !llvm.ptr
    %4790 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4791 = llvm.insertvalue %4782, %4790[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4792 = llvm.insertvalue %4789, %4791[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4793 = llvm.mlir.constant(0 : index) : i64
    %4794 = llvm.insertvalue %4793, %4792[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4795 = llvm.insertvalue %4771, %4794[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4796 = llvm.insertvalue %4772, %4795[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4797 = llvm.insertvalue %4773, %4796[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4798 = llvm.insertvalue %4775, %4797[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4799 = llvm.insertvalue %4773, %4798[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4800 = llvm.insertvalue %4774, %4799[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb661(%21 : i64)
  ^bb661(%4801: i64):  // 2 preds: ^bb660, ^bb668
    %4802 = llvm.icmp "slt" %4801, %16 : i64
    llvm.cond_br %4802, ^bb662, ^bb669
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%21 : i64)
  ^bb663(%4803: i64):  // 2 preds: ^bb662, ^bb667
    %4804 = llvm.icmp "slt" %4803, %15 : i64
    llvm.cond_br %4804, ^bb664, ^bb668
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%21 : i64)
  ^bb665(%4805: i64):  // 2 preds: ^bb664, ^bb666
    %4806 = llvm.icmp "slt" %4805, %14 : i64
    llvm.cond_br %4806, ^bb666, ^bb667
  ^bb666:  // pred: ^bb665
    %4807 = llvm.extractvalue %291[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4808 = llvm.getelementptr inbounds|nuw %4807[%4805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4809 = llvm.load %4808 : !llvm.ptr -> f32
    %4810 = llvm.extractvalue %4650[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4811 = llvm.mlir.constant(256 : index) : i64
    %4812 = llvm.mul %4801, %4811 overflow<nsw, nuw> : i64
    %4813 = llvm.mlir.constant(32 : index) : i64
    %4814 = llvm.mul %4803, %4813 overflow<nsw, nuw> : i64
    %4815 = llvm.add %4812, %4814 overflow<nsw, nuw> : i64
    %4816 = llvm.add %4815, %4805 overflow<nsw, nuw> : i64
    %4817 = llvm.getelementptr inbounds|nuw %4810[%4816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4818 = llvm.load %4817 : !llvm.ptr -> f32
    %4819 = llvm.extractvalue %4715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4820 = llvm.mlir.constant(8 : index) : i64
    %4821 = llvm.mul %4801, %4820 overflow<nsw, nuw> : i64
    %4822 = llvm.add %4821, %4803 overflow<nsw, nuw> : i64
    %4823 = llvm.add %4822, %21 overflow<nsw, nuw> : i64
    %4824 = llvm.getelementptr inbounds|nuw %4819[%4823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4825 = llvm.load %4824 : !llvm.ptr -> f32
    %4826 = llvm.fdiv %4825, %17 : f32
    %4827 = llvm.fptrunc %18 : f64 to f32
    %4828 = llvm.fadd %4826, %4827 : f32
    %4829 = llvm.intr.sqrt(%4828) : (f32) -> f32
    %4830 = llvm.fdiv %27, %4829 : f32
    %4831 = llvm.fmul %4818, %4830 : f32
    %4832 = llvm.fmul %4809, %4831 : f32
    %4833 = llvm.extractvalue %4800[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4834 = llvm.mlir.constant(256 : index) : i64
    %4835 = llvm.mul %4801, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.mlir.constant(32 : index) : i64
    %4837 = llvm.mul %4803, %4836 overflow<nsw, nuw> : i64
    %4838 = llvm.add %4835, %4837 overflow<nsw, nuw> : i64
    %4839 = llvm.add %4838, %4805 overflow<nsw, nuw> : i64
    %4840 = llvm.getelementptr inbounds|nuw %4833[%4839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4832, %4840 : f32, !llvm.ptr
    %4841 = llvm.add %4805, %16 : i64
    llvm.br ^bb665(%4841 : i64)
  ^bb667:  // pred: ^bb665
    %4842 = llvm.add %4803, %16 : i64
    llvm.br ^bb663(%4842 : i64)
  ^bb668:  // pred: ^bb663
    %4843 = llvm.add %4801, %16 : i64
    llvm.br ^bb661(%4843 : i64)
  ^bb669:  // pred: ^bb661
    %4844 = llvm.mlir.constant(8 : index) : i64
    %4845 = llvm.mlir.constant(64 : index) : i64
    %4846 = llvm.mlir.constant(1 : index) : i64
    %4847 = llvm.mlir.constant(512 : index) : i64
    %4848 = llvm.mlir.zero : !llvm.ptr
    %4849 = llvm.getelementptr %4848[%4847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4850 = llvm.ptrtoint %4849 : !llvm.ptr to i64
    %4851 = llvm.mlir.constant(64 : index) : i64
    %4852 = llvm.add %4850, %4851 : i64
    %4853 = llvm.call @malloc(%4852) : (i64) -> !llvm.ptr
    %4854 = llvm.ptrtoint %4853 : !llvm.ptr to i64
    %4855 = llvm.mlir.constant(1 : index) : i64
    %4856 = llvm.sub %4851, %4855 : i64
    %4857 = llvm.add %4854, %4856 : i64
    %4858 = llvm.urem %4857, %4851 : i64
    %4859 = llvm.sub %4857, %4858 : i64
    %4860 = llvm.inttoptr %4859 : i64 to !llvm.ptr
    %4861 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4862 = llvm.insertvalue %4853, %4861[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4863 = llvm.insertvalue %4860, %4862[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4864 = llvm.mlir.constant(0 : index) : i64
    %4865 = llvm.insertvalue %4864, %4863[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4866 = llvm.insertvalue %4844, %4865[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4867 = llvm.insertvalue %4845, %4866[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4868 = llvm.insertvalue %4845, %4867[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4869 = llvm.insertvalue %4846, %4868[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb670(%21 : i64)
  ^bb670(%4870: i64):  // 2 preds: ^bb669, ^bb674
    %4871 = llvm.icmp "slt" %4870, %15 : i64
    llvm.cond_br %4871, ^bb671, ^bb675
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%21 : i64)
  ^bb672(%4872: i64):  // 2 preds: ^bb671, ^bb673
    %4873 = llvm.icmp "slt" %4872, %9 : i64
    llvm.cond_br %4873, ^bb673, ^bb674
  ^bb673:  // pred: ^bb672
    %4874 = llvm.extractvalue %4869[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4875 = llvm.mlir.constant(64 : index) : i64
    %4876 = llvm.mul %4870, %4875 overflow<nsw, nuw> : i64
    %4877 = llvm.add %4876, %4872 overflow<nsw, nuw> : i64
    %4878 = llvm.getelementptr inbounds|nuw %4874[%4877] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %4878 : f32, !llvm.ptr
    %4879 = llvm.add %4872, %16 : i64
    llvm.br ^bb672(%4879 : i64)
  ^bb674:  // pred: ^bb672
    %4880 = llvm.add %4870, %16 : i64
    llvm.br ^bb670(%4880 : i64)
  ^bb675:  // pred: ^bb670
    %4881 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4882 = llvm.extractvalue %4869[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4883 = llvm.extractvalue %4869[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4884 = llvm.insertvalue %4882, %4881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4885 = llvm.insertvalue %4883, %4884[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4886 = llvm.mlir.constant(0 : index) : i64
    %4887 = llvm.insertvalue %4886, %4885[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4888 = llvm.mlir.constant(1 : index) : i64
    %4889 = llvm.insertvalue %4888, %4887[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4890 = llvm.mlir.constant(512 : index) : i64
    %4891 = llvm.insertvalue %4890, %4889[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4892 = llvm.mlir.constant(8 : index) : i64
    %4893 = llvm.insertvalue %4892, %4891[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4894 = llvm.mlir.constant(64 : index) : i64
    %4895 = llvm.insertvalue %4894, %4893[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4896 = llvm.mlir.constant(64 : index) : i64
    %4897 = llvm.insertvalue %4896, %4895[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4898 = llvm.mlir.constant(1 : index) : i64
    %4899 = llvm.insertvalue %4898, %4897[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4900 = llvm.mlir.constant(1 : index) : i64
    %4901 = llvm.mlir.constant(8 : index) : i64
    %4902 = llvm.mlir.constant(64 : index) : i64
    %4903 = llvm.mlir.constant(1 : index) : i64
    %4904 = llvm.mlir.constant(512 : index) : i64
    %4905 = llvm.mlir.constant(512 : index) : i64
    %4906 = llvm.mlir.zero : !llvm.ptr
    %4907 = llvm.getelementptr %4906[%4905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4908 = llvm.ptrtoint %4907 : !llvm.ptr to i64
    %4909 = llvm.mlir.constant(64 : index) : i64
    %4910 = llvm.add %4908, %4909 : i64
    %4911 = llvm.call @malloc(%4910) : (i64) -> !llvm.ptr
    %4912 = llvm.ptrtoint %4911 : !llvm.ptr to i64
    %4913 = llvm.mlir.constant(1 : index) : i64
    %4914 = llvm.sub %4909, %4913 : i64
    %4915 = llvm.add %4912, %4914 : i64
    %4916 = llvm.urem %4915, %4909 : i64
    %4917 = llvm.sub %4915, %4916 : i64
    %4918 = llvm.inttoptr %4917 : i64 to !llvm.ptr
    %4919 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4920 = llvm.insertvalue %4911, %4919[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4921 = llvm.insertvalue %4918, %4920[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4922 = llvm.mlir.constant(0 : index) : i64
    %4923 = llvm.insertvalue %4922, %4921[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4924 = llvm.insertvalue %4900, %4923[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4925 = llvm.insertvalue %4901, %4924[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4926 = llvm.insertvalue %4902, %4925[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4927 = llvm.insertvalue %4904, %4926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4928 = llvm.insertvalue %4902, %4927[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4929 = llvm.insertvalue %4903, %4928[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb676(%21 : i64)
  ^bb676(%4930: i64):  // 2 preds: ^bb675, ^bb683
    %4931 = llvm.icmp "slt" %4930, %16 : i64
    llvm.cond_br %4931, ^bb677, ^bb684
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%21 : i64)
  ^bb678(%4932: i64):  // 2 preds: ^bb677, ^bb682
    %4933 = llvm.icmp "slt" %4932, %15 : i64
    llvm.cond_br %4933, ^bb679, ^bb683
  ^bb679:  // pred: ^bb678
    llvm.br ^bb680(%21 : i64)
  ^bb680(%4934: i64):  // 2 preds: ^bb679, ^bb681
    %4935 = llvm.icmp "slt" %4934, %9 : i64
    llvm.cond_br %4935, ^bb681, ^bb682
  ^bb681:  // pred: ^bb680
    %4936 = llvm.extractvalue %4899[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4937 = llvm.mlir.constant(512 : index) : i64
    %4938 = llvm.mul %4930, %4937 overflow<nsw, nuw> : i64
    %4939 = llvm.mlir.constant(64 : index) : i64
    %4940 = llvm.mul %4932, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4938, %4940 overflow<nsw, nuw> : i64
    %4942 = llvm.add %4941, %4934 overflow<nsw, nuw> : i64
    %4943 = llvm.getelementptr inbounds|nuw %4936[%4942] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4944 = llvm.load %4943 : !llvm.ptr -> f32
    %4945 = llvm.extractvalue %4929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4946 = llvm.mlir.constant(512 : index) : i64
    %4947 = llvm.mul %4930, %4946 overflow<nsw, nuw> : i64
    %4948 = llvm.mlir.constant(64 : index) : i64
    %4949 = llvm.mul %4932, %4948 overflow<nsw, nuw> : i64
    %4950 = llvm.add %4947, %4949 overflow<nsw, nuw> : i64
    %4951 = llvm.add %4950, %4934 overflow<nsw, nuw> : i64
    %4952 = llvm.getelementptr inbounds|nuw %4945[%4951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4944, %4952 : f32, !llvm.ptr
    %4953 = llvm.add %4934, %16 : i64
    llvm.br ^bb680(%4953 : i64)
  ^bb682:  // pred: ^bb680
    %4954 = llvm.add %4932, %16 : i64
    llvm.br ^bb678(%4954 : i64)
  ^bb683:  // pred: ^bb678
    %4955 = llvm.add %4930, %16 : i64
    llvm.br ^bb676(%4955 : i64)
  ^bb684:  // pred: ^bb676
    llvm.br ^bb685(%21 : i64)
  ^bb685(%4956: i64):  // 2 preds: ^bb684, ^bb695
    %4957 = llvm.icmp "slt" %4956, %16 : i64
    llvm.cond_br %4957, ^bb686, ^bb696
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%21 : i64)
  ^bb687(%4958: i64):  // 2 preds: ^bb686, ^bb694
    %4959 = llvm.icmp "slt" %4958, %15 : i64
    llvm.cond_br %4959, ^bb688, ^bb695
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%21 : i64)
  ^bb689(%4960: i64):  // 2 preds: ^bb688, ^bb693
    %4961 = llvm.icmp "slt" %4960, %9 : i64
    llvm.cond_br %4961, ^bb690, ^bb694
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%21 : i64)
  ^bb691(%4962: i64):  // 2 preds: ^bb690, ^bb692
    %4963 = llvm.icmp "slt" %4962, %14 : i64
    llvm.cond_br %4963, ^bb692, ^bb693
  ^bb692:  // pred: ^bb691
    %4964 = llvm.extractvalue %4800[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4965 = llvm.mlir.constant(256 : index) : i64
    %4966 = llvm.mul %4956, %4965 overflow<nsw, nuw> : i64
    %4967 = llvm.mlir.constant(32 : index) : i64
    %4968 = llvm.mul %4958, %4967 overflow<nsw, nuw> : i64
    %4969 = llvm.add %4966, %4968 overflow<nsw, nuw> : i64
    %4970 = llvm.add %4969, %4962 overflow<nsw, nuw> : i64
    %4971 = llvm.getelementptr inbounds|nuw %4964[%4970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4972 = llvm.load %4971 : !llvm.ptr -> f32
    %4973 = llvm.extractvalue %275[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4974 = llvm.mlir.constant(32 : index) : i64
    %4975 = llvm.mul %4960, %4974 overflow<nsw, nuw> : i64
    %4976 = llvm.add %4975, %4962 overflow<nsw, nuw> : i64
    %4977 = llvm.getelementptr inbounds|nuw %4973[%4976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4978 = llvm.load %4977 : !llvm.ptr -> f32
    %4979 = llvm.extractvalue %4929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4980 = llvm.mlir.constant(512 : index) : i64
    %4981 = llvm.mul %4956, %4980 overflow<nsw, nuw> : i64
    %4982 = llvm.mlir.constant(64 : index) : i64
    %4983 = llvm.mul %4958, %4982 overflow<nsw, nuw> : i64
    %4984 = llvm.add %4981, %4983 overflow<nsw, nuw> : i64
    %4985 = llvm.add %4984, %4960 overflow<nsw, nuw> : i64
    %4986 = llvm.getelementptr inbounds|nuw %4979[%4985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4987 = llvm.load %4986 : !llvm.ptr -> f32
    %4988 = llvm.fmul %4972, %4978 : f32
    %4989 = llvm.fadd %4987, %4988 : f32
    %4990 = llvm.extractvalue %4929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4991 = llvm.mlir.constant(512 : index) : i64
    %4992 = llvm.mul %4956, %4991 overflow<nsw, nuw> : i64
    %4993 = llvm.mlir.constant(64 : index) : i64
    %4994 = llvm.mul %4958, %4993 overflow<nsw, nuw> : i64
    %4995 = llvm.add %4992, %4994 overflow<nsw, nuw> : i64
    %4996 = llvm.add %4995, %4960 overflow<nsw, nuw> : i64
    %4997 = llvm.getelementptr inbounds|nuw %4990[%4996] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4989, %4997 : f32, !llvm.ptr
    %4998 = llvm.add %4962, %16 : i64
    llvm.br ^bb691(%4998 : i64)
  ^bb693:  // pred: ^bb691
    %4999 = llvm.add %4960, %16 : i64
    llvm.br ^bb689(%4999 : i64)
  ^bb694:  // pred: ^bb689
    %5000 = llvm.add %4958, %16 : i64
    llvm.br ^bb687(%5000 : i64)
  ^bb695:  // pred: ^bb687
    %5001 = llvm.add %4956, %16 : i64
    llvm.br ^bb685(%5001 : i64)
  ^bb696:  // pred: ^bb685
    %5002 = llvm.mlir.constant(1 : index) : i64
    %5003 = llvm.mlir.constant(8 : index) : i64
    %5004 = llvm.mlir.constant(64 : index) : i64
    %5005 = llvm.mlir.constant(1 : index) : i64
    %5006 = llvm.mlir.constant(512 : index) : i64
    %5007 = llvm.mlir.constant(512 : index) : i64
    %5008 = llvm.mlir.zero : !llvm.ptr
    %5009 = llvm.getelementptr %5008[%5007] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5010 = llvm.ptrtoint %5009 : !llvm.ptr to i64
    %5011 = llvm.mlir.constant(64 : index) : i64
    %5012 = llvm.add %5010, %5011 : i64
    %5013 = llvm.call @malloc(%5012) : (i64) -> !llvm.ptr
    %5014 = llvm.ptrtoint %5013 : !llvm.ptr to i64
    %5015 = llvm.mlir.constant(1 : index) : i64
    %5016 = llvm.sub %5011, %5015 : i64
    %5017 = llvm.add %5014, %5016 : i64
    %5018 = llvm.urem %5017, %5011 : i64
    %5019 = llvm.sub %5017, %5018 : i64
    %5020 = llvm.inttoptr %5019 : i64 to !llvm.ptr
    %5021 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5022 = llvm.insertvalue %5013, %5021[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5023 = llvm.insertvalue %5020, %5022[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5024 = llvm.mlir.constant(0 : index) : i64
    %5025 = llvm.insertvalue %5024, %5023[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5026 = llvm.insertvalue %5002, %5025[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5027 = llvm.insertvalue %5003, %5026[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5028 = llvm.insertvalue %5004, %5027[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5029 = llvm.insertvalue %5006, %5028[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5030 = llvm.insertvalue %5004, %5029[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5031 = llvm.insertvalue %5005, %5030[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb697(%21 : i64)
  ^bb697(%5032: i64):  // 2 preds: ^bb696, ^bb704
    %5033 = llvm.icmp "slt" %5032, %16 : i64
    llvm.cond_br %5033, ^bb698, ^bb705
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%21 : i64)
  ^bb699(%5034: i64):  // 2 preds: ^bb698, ^bb703
    %5035 = llvm.icmp "slt" %5034, %15 : i64
    llvm.cond_br %5035, ^bb700, ^bb704
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%21 : i64)
  ^bb701(%5036: i64):  // 2 preds: ^bb700, ^bb702
    %5037 = llvm.icmp "slt" %5036, %9 : i64
    llvm.cond_br %5037, ^bb702, ^bb703
  ^bb702:  // pred: ^bb701
    %5038 = llvm.extractvalue %4899[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5039 = llvm.mlir.constant(512 : index) : i64
    %5040 = llvm.mul %5032, %5039 overflow<nsw, nuw> : i64
    %5041 = llvm.mlir.constant(64 : index) : i64
    %5042 = llvm.mul %5034, %5041 overflow<nsw, nuw> : i64
    %5043 = llvm.add %5040, %5042 overflow<nsw, nuw> : i64
    %5044 = llvm.add %5043, %5036 overflow<nsw, nuw> : i64
    %5045 = llvm.getelementptr inbounds|nuw %5038[%5044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5046 = llvm.load %5045 : !llvm.ptr -> f32
    %5047 = llvm.extractvalue %5031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5048 = llvm.mlir.constant(512 : index) : i64
    %5049 = llvm.mul %5032, %5048 overflow<nsw, nuw> : i64
    %5050 = llvm.mlir.constant(64 : index) : i64
    %5051 = llvm.mul %5034, %5050 overflow<nsw, nuw> : i64
    %5052 = llvm.add %5049, %5051 overflow<nsw, nuw> : i64
    %5053 = llvm.add %5052, %5036 overflow<nsw, nuw> : i64
    %5054 = llvm.getelementptr inbounds|nuw %5047[%5053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5046, %5054 : f32, !llvm.ptr
    %5055 = llvm.add %5036, %16 : i64
    llvm.br ^bb701(%5055 : i64)
  ^bb703:  // pred: ^bb701
    %5056 = llvm.add %5034, %16 : i64
    llvm.br ^bb699(%5056 : i64)
  ^bb704:  // pred: ^bb699
    %5057 = llvm.add %5032, %16 : i64
    llvm.br ^bb697(%5057 : i64)
  ^bb705:  // pred: ^bb697
    llvm.br ^bb706(%21 : i64)
  ^bb706(%5058: i64):  // 2 preds: ^bb705, ^bb716
    %5059 = llvm.icmp "slt" %5058, %16 : i64
    llvm.cond_br %5059, ^bb707, ^bb717
  ^bb707:  // pred: ^bb706
    llvm.br ^bb708(%21 : i64)
  ^bb708(%5060: i64):  // 2 preds: ^bb707, ^bb715
    %5061 = llvm.icmp "slt" %5060, %15 : i64
    llvm.cond_br %5061, ^bb709, ^bb716
  ^bb709:  // pred: ^bb708
    llvm.br ^bb710(%21 : i64)
  ^bb710(%5062: i64):  // 2 preds: ^bb709, ^bb714
    %5063 = llvm.icmp "slt" %5062, %9 : i64
    llvm.cond_br %5063, ^bb711, ^bb715
  ^bb711:  // pred: ^bb710
    llvm.br ^bb712(%21 : i64)
  ^bb712(%5064: i64):  // 2 preds: ^bb711, ^bb713
    %5065 = llvm.icmp "slt" %5064, %14 : i64
    llvm.cond_br %5065, ^bb713, ^bb714
  ^bb713:  // pred: ^bb712
    %5066 = llvm.extractvalue %4800[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5067 = llvm.mlir.constant(256 : index) : i64
    %5068 = llvm.mul %5058, %5067 overflow<nsw, nuw> : i64
    %5069 = llvm.mlir.constant(32 : index) : i64
    %5070 = llvm.mul %5060, %5069 overflow<nsw, nuw> : i64
    %5071 = llvm.add %5068, %5070 overflow<nsw, nuw> : i64
    %5072 = llvm.add %5071, %5064 overflow<nsw, nuw> : i64
    %5073 = llvm.getelementptr inbounds|nuw %5066[%5072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5074 = llvm.load %5073 : !llvm.ptr -> f32
    %5075 = llvm.extractvalue %255[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5076 = llvm.mlir.constant(32 : index) : i64
    %5077 = llvm.mul %5062, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5077, %5064 overflow<nsw, nuw> : i64
    %5079 = llvm.getelementptr inbounds|nuw %5075[%5078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5080 = llvm.load %5079 : !llvm.ptr -> f32
    %5081 = llvm.extractvalue %5031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5082 = llvm.mlir.constant(512 : index) : i64
    %5083 = llvm.mul %5058, %5082 overflow<nsw, nuw> : i64
    %5084 = llvm.mlir.constant(64 : index) : i64
    %5085 = llvm.mul %5060, %5084 overflow<nsw, nuw> : i64
    %5086 = llvm.add %5083, %5085 overflow<nsw, nuw> : i64
    %5087 = llvm.add %5086, %5062 overflow<nsw, nuw> : i64
    %5088 = llvm.getelementptr inbounds|nuw %5081[%5087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5089 = llvm.load %5088 : !llvm.ptr -> f32
    %5090 = llvm.fmul %5074, %5080 : f32
    %5091 = llvm.fadd %5089, %5090 : f32
    %5092 = llvm.extractvalue %5031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5093 = llvm.mlir.constant(512 : index) : i64
    %5094 = llvm.mul %5058, %5093 overflow<nsw, nuw> : i64
    %5095 = llvm.mlir.constant(64 : index) : i64
    %5096 = llvm.mul %5060, %5095 overflow<nsw, nuw> : i64
    %5097 = llvm.add %5094, %5096 overflow<nsw, nuw> : i64
    %5098 = llvm.add %5097, %5062 overflow<nsw, nuw> : i64
    %5099 = llvm.getelementptr inbounds|nuw %5092[%5098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5091, %5099 : f32, !llvm.ptr
    %5100 = llvm.add %5064, %16 : i64
    llvm.br ^bb712(%5100 : i64)
  ^bb714:  // pred: ^bb712
    %5101 = llvm.add %5062, %16 : i64
    llvm.br ^bb710(%5101 : i64)
  ^bb715:  // pred: ^bb710
    %5102 = llvm.add %5060, %16 : i64
    llvm.br ^bb708(%5102 : i64)
  ^bb716:  // pred: ^bb708
    %5103 = llvm.add %5058, %16 : i64
    llvm.br ^bb706(%5103 : i64)
  ^bb717:  // pred: ^bb706
    %5104 = llvm.mlir.constant(1 : index) : i64
    %5105 = llvm.mlir.constant(8 : index) : i64
    %5106 = llvm.mlir.constant(32 : index) : i64
    %5107 = llvm.mlir.constant(1 : index) : i64
    %5108 = llvm.mlir.constant(256 : index) : i64
    %5109 = llvm.mlir.constant(256 : index) : i64
    %5110 = llvm.mlir.zero : !llvm.ptr
    %5111 = llvm.getelementptr %5110[%5109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5112 = llvm.ptrtoint %5111 : !llvm.ptr to i64
    %5113 = llvm.mlir.constant(64 : index) : i64
    %5114 = llvm.add %5112, %5113 : i64
    %5115 = llvm.call @malloc(%5114) : (i64) -> !llvm.ptr
    %5116 = llvm.ptrtoint %5115 : !llvm.ptr to i64
    %5117 = llvm.mlir.constant(1 : index) : i64
    %5118 = llvm.sub %5113, %5117 : i64
    %5119 = llvm.add %5116, %5118 : i64
    %5120 = llvm.urem %5119, %5113 : i64
    %5121 = llvm.sub %5119, %5120 : i64
    %5122 = llvm.inttoptr %5121 : i64 to !llvm.ptr
    %5123 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5124 = llvm.insertvalue %5115, %5123[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5125 = llvm.insertvalue %5122, %5124[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5126 = llvm.mlir.constant(0 : index) : i64
    %5127 = llvm.insertvalue %5126, %5125[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5128 = llvm.insertvalue %5104, %5127[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5129 = llvm.insertvalue %5105, %5128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5130 = llvm.insertvalue %5106, %5129[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5131 = llvm.insertvalue %5108, %5130[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5132 = llvm.insertvalue %5106, %5131[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5133 = llvm.insertvalue %5107, %5132[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb718(%21 : i64)
  ^bb718(%5134: i64):  // 2 preds: ^bb717, ^bb725
    %5135 = llvm.icmp "slt" %5134, %16 : i64
    llvm.cond_br %5135, ^bb719, ^bb726
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%21 : i64)
  ^bb720(%5136: i64):  // 2 preds: ^bb719, ^bb724
    %5137 = llvm.icmp "slt" %5136, %15 : i64
    llvm.cond_br %5137, ^bb721, ^bb725
  ^bb721:  // pred: ^bb720
    llvm.br ^bb722(%21 : i64)
  ^bb722(%5138: i64):  // 2 preds: ^bb721, ^bb723
    %5139 = llvm.icmp "slt" %5138, %14 : i64
    llvm.cond_br %5139, ^bb723, ^bb724
  ^bb723:  // pred: ^bb722
    %5140 = llvm.extractvalue %4509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5141 = llvm.mlir.constant(256 : index) : i64
    %5142 = llvm.mul %5134, %5141 overflow<nsw, nuw> : i64
    %5143 = llvm.mlir.constant(32 : index) : i64
    %5144 = llvm.mul %5136, %5143 overflow<nsw, nuw> : i64
    %5145 = llvm.add %5142, %5144 overflow<nsw, nuw> : i64
    %5146 = llvm.add %5145, %5138 overflow<nsw, nuw> : i64
    %5147 = llvm.getelementptr inbounds|nuw %5140[%5146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5148 = llvm.load %5147 : !llvm.ptr -> f32
    %5149 = llvm.extractvalue %5133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5150 = llvm.mlir.constant(256 : index) : i64
    %5151 = llvm.mul %5134, %5150 overflow<nsw, nuw> : i64
    %5152 = llvm.mlir.constant(32 : index) : i64
    %5153 = llvm.mul %5136, %5152 overflow<nsw, nuw> : i64
    %5154 = llvm.add %5151, %5153 overflow<nsw, nuw> : i64
    %5155 = llvm.add %5154, %5138 overflow<nsw, nuw> : i64
    %5156 = llvm.getelementptr inbounds|nuw %5149[%5155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5148, %5156 : f32, !llvm.ptr
    %5157 = llvm.add %5138, %16 : i64
    llvm.br ^bb722(%5157 : i64)
  ^bb724:  // pred: ^bb722
    %5158 = llvm.add %5136, %16 : i64
    llvm.br ^bb720(%5158 : i64)
  ^bb725:  // pred: ^bb720
    %5159 = llvm.add %5134, %16 : i64
    llvm.br ^bb718(%5159 : i64)
  ^bb726:  // pred: ^bb718
    llvm.br ^bb727(%21 : i64)
  ^bb727(%5160: i64):  // 2 preds: ^bb726, ^bb737
    %5161 = llvm.icmp "slt" %5160, %16 : i64
    llvm.cond_br %5161, ^bb728, ^bb738
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%21 : i64)
  ^bb729(%5162: i64):  // 2 preds: ^bb728, ^bb736
    %5163 = llvm.icmp "slt" %5162, %15 : i64
    llvm.cond_br %5163, ^bb730, ^bb737
  ^bb730:  // pred: ^bb729
    llvm.br ^bb731(%21 : i64)
  ^bb731(%5164: i64):  // 2 preds: ^bb730, ^bb735
    %5165 = llvm.icmp "slt" %5164, %14 : i64
    llvm.cond_br %5165, ^bb732, ^bb736
  ^bb732:  // pred: ^bb731
    llvm.br ^bb733(%21 : i64)
  ^bb733(%5166: i64):  // 2 preds: ^bb732, ^bb734
    %5167 = llvm.icmp "slt" %5166, %9 : i64
    llvm.cond_br %5167, ^bb734, ^bb735
  ^bb734:  // pred: ^bb733
    %5168 = llvm.extractvalue %4929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5169 = llvm.mlir.constant(512 : index) : i64
    %5170 = llvm.mul %5160, %5169 overflow<nsw, nuw> : i64
    %5171 = llvm.mlir.constant(64 : index) : i64
    %5172 = llvm.mul %5162, %5171 overflow<nsw, nuw> : i64
    %5173 = llvm.add %5170, %5172 overflow<nsw, nuw> : i64
    %5174 = llvm.add %5173, %5166 overflow<nsw, nuw> : i64
    %5175 = llvm.getelementptr inbounds|nuw %5168[%5174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5176 = llvm.load %5175 : !llvm.ptr -> f32
    %5177 = llvm.extractvalue %5031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5178 = llvm.mlir.constant(512 : index) : i64
    %5179 = llvm.mul %5160, %5178 overflow<nsw, nuw> : i64
    %5180 = llvm.mlir.constant(64 : index) : i64
    %5181 = llvm.mul %5162, %5180 overflow<nsw, nuw> : i64
    %5182 = llvm.add %5179, %5181 overflow<nsw, nuw> : i64
    %5183 = llvm.add %5182, %5166 overflow<nsw, nuw> : i64
    %5184 = llvm.getelementptr inbounds|nuw %5177[%5183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5185 = llvm.load %5184 : !llvm.ptr -> f32
    %5186 = llvm.extractvalue %235[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5187 = llvm.mlir.constant(64 : index) : i64
    %5188 = llvm.mul %5164, %5187 overflow<nsw, nuw> : i64
    %5189 = llvm.add %5188, %5166 overflow<nsw, nuw> : i64
    %5190 = llvm.getelementptr inbounds|nuw %5186[%5189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5191 = llvm.load %5190 : !llvm.ptr -> f32
    %5192 = llvm.extractvalue %5133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5193 = llvm.mlir.constant(256 : index) : i64
    %5194 = llvm.mul %5160, %5193 overflow<nsw, nuw> : i64
    %5195 = llvm.mlir.constant(32 : index) : i64
    %5196 = llvm.mul %5162, %5195 overflow<nsw, nuw> : i64
    %5197 = llvm.add %5194, %5196 overflow<nsw, nuw> : i64
    %5198 = llvm.add %5197, %5164 overflow<nsw, nuw> : i64
    %5199 = llvm.getelementptr inbounds|nuw %5192[%5198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5200 = llvm.load %5199 : !llvm.ptr -> f32
    %5201 = llvm.fneg %5176 : f32
    %5202 = llvm.fmul %5201, %8 : f32
    %5203 = llvm.intr.exp2(%5202) : (f32) -> f32
    %5204 = llvm.fadd %5203, %27 : f32
    %5205 = llvm.fdiv %27, %5204 : f32
    %5206 = llvm.fmul %5176, %5205 : f32
    %5207 = llvm.fmul %5206, %5185 : f32
    %5208 = llvm.fmul %5207, %5191 : f32
    %5209 = llvm.fadd %5200, %5208 : f32
    %5210 = llvm.extractvalue %5133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5211 = llvm.mlir.constant(256 : index) : i64
    %5212 = llvm.mul %5160, %5211 overflow<nsw, nuw> : i64
    %5213 = llvm.mlir.constant(32 : index) : i64
    %5214 = llvm.mul %5162, %5213 overflow<nsw, nuw> : i64
    %5215 = llvm.add %5212, %5214 overflow<nsw, nuw> : i64
    %5216 = llvm.add %5215, %5164 overflow<nsw, nuw> : i64
    %5217 = llvm.getelementptr inbounds|nuw %5210[%5216] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5209, %5217 : f32, !llvm.ptr
    %5218 = llvm.add %5166, %16 : i64
    llvm.br ^bb733(%5218 : i64)
  ^bb735:  // pred: ^bb733
    %5219 = llvm.add %5164, %16 : i64
    llvm.br ^bb731(%5219 : i64)
  ^bb736:  // pred: ^bb731
    %5220 = llvm.add %5162, %16 : i64
    llvm.br ^bb729(%5220 : i64)
  ^bb737:  // pred: ^bb729
    %5221 = llvm.add %5160, %16 : i64
    llvm.br ^bb727(%5221 : i64)
  ^bb738:  // pred: ^bb727
    %5222 = llvm.mlir.constant(1 : index) : i64
    %5223 = llvm.mlir.constant(8 : index) : i64
    %5224 = llvm.mlir.constant(32 : index) : i64
    %5225 = llvm.mlir.constant(1 : index) : i64
    %5226 = llvm.mlir.constant(256 : index) : i64
    %5227 = llvm.mlir.constant(256 : index) : i64
    %5228 = llvm.mlir.zero : !llvm.ptr
    %5229 = llvm.getelementptr %5228[%5227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5230 = llvm.ptrtoint %5229 : !llvm.ptr to i64
    %5231 = llvm.mlir.constant(64 : index) : i64
    %5232 = llvm.add %5230, %5231 : i64
    %5233 = llvm.call @malloc(%5232) : (i64) -> !llvm.ptr
    %5234 = llvm.ptrtoint %5233 : !llvm.ptr to i64
    %5235 = llvm.mlir.constant(1 : index) : i64
    %5236 = llvm.sub %5231, %5235 : i64
    %5237 = llvm.add %5234, %5236 : i64
    %5238 = llvm.urem %5237, %5231 : i64
    %5239 = llvm.sub %5237, %5238 : i64
    %5240 = llvm.inttoptr %5239 : i64 to !llvm.ptr
    %5241 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5242 = llvm.insertvalue %5233, %5241[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5243 = llvm.insertvalue %5240, %5242[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5244 = llvm.mlir.constant(0 : index) : i64
    %5245 = llvm.insertvalue %5244, %5243[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5246 = llvm.insertvalue %5222, %5245[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5247 = llvm.insertvalue %5223, %5246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5248 = llvm.insertvalue %5224, %5247[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5249 = llvm.insertvalue %5226, %5248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5250 = llvm.insertvalue %5224, %5249[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5251 = llvm.insertvalue %5225, %5250[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb739(%21 : i64)
  ^bb739(%5252: i64):  // 2 preds: ^bb738, ^bb746
    %5253 = llvm.icmp "slt" %5252, %16 : i64
    llvm.cond_br %5253, ^bb740, ^bb747
  ^bb740:  // pred: ^bb739
    llvm.br ^bb741(%21 : i64)
  ^bb741(%5254: i64):  // 2 preds: ^bb740, ^bb745
    %5255 = llvm.icmp "slt" %5254, %15 : i64
    llvm.cond_br %5255, ^bb742, ^bb746
  ^bb742:  // pred: ^bb741
    llvm.br ^bb743(%21 : i64)
  ^bb743(%5256: i64):  // 2 preds: ^bb742, ^bb744
    %5257 = llvm.icmp "slt" %5256, %14 : i64
    llvm.cond_br %5257, ^bb744, ^bb745
  ^bb744:  // pred: ^bb743
    %5258 = llvm.extractvalue %4650[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5259 = llvm.mlir.constant(256 : index) : i64
    %5260 = llvm.mul %5252, %5259 overflow<nsw, nuw> : i64
    %5261 = llvm.mlir.constant(32 : index) : i64
    %5262 = llvm.mul %5254, %5261 overflow<nsw, nuw> : i64
    %5263 = llvm.add %5260, %5262 overflow<nsw, nuw> : i64
    %5264 = llvm.add %5263, %5256 overflow<nsw, nuw> : i64
    %5265 = llvm.getelementptr inbounds|nuw %5258[%5264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5266 = llvm.load %5265 : !llvm.ptr -> f32
    %5267 = llvm.extractvalue %5133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5268 = llvm.mlir.constant(256 : index) : i64
    %5269 = llvm.mul %5252, %5268 overflow<nsw, nuw> : i64
    %5270 = llvm.mlir.constant(32 : index) : i64
    %5271 = llvm.mul %5254, %5270 overflow<nsw, nuw> : i64
    %5272 = llvm.add %5269, %5271 overflow<nsw, nuw> : i64
    %5273 = llvm.add %5272, %5256 overflow<nsw, nuw> : i64
    %5274 = llvm.getelementptr inbounds|nuw %5267[%5273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5275 = llvm.load %5274 : !llvm.ptr -> f32
    %5276 = llvm.fadd %5266, %5275 : f32
    %5277 = llvm.extractvalue %5251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5278 = llvm.mlir.constant(256 : index) : i64
    %5279 = llvm.mul %5252, %5278 overflow<nsw, nuw> : i64
    %5280 = llvm.mlir.constant(32 : index) : i64
    %5281 = llvm.mul %5254, %5280 overflow<nsw, nuw> : i64
    %5282 = llvm.add %5279, %5281 overflow<nsw, nuw> : i64
    %5283 = llvm.add %5282, %5256 overflow<nsw, nuw> : i64
    %5284 = llvm.getelementptr inbounds|nuw %5277[%5283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5276, %5284 : f32, !llvm.ptr
    %5285 = llvm.add %5256, %16 : i64
    llvm.br ^bb743(%5285 : i64)
  ^bb745:  // pred: ^bb743
    %5286 = llvm.add %5254, %16 : i64
    llvm.br ^bb741(%5286 : i64)
  ^bb746:  // pred: ^bb741
    %5287 = llvm.add %5252, %16 : i64
    llvm.br ^bb739(%5287 : i64)
  ^bb747:  // pred: ^bb739
    %5288 = llvm.mlir.constant(1 : index) : i64
    %5289 = llvm.mlir.constant(8 : index) : i64
    %5290 = llvm.mlir.constant(1 : index) : i64
    %5291 = llvm.mlir.constant(1 : index) : i64
    %5292 = llvm.mlir.constant(8 : index) : i64
    %5293 = llvm.mlir.zero : !llvm.ptr
    %5294 = llvm.getelementptr %5293[%5292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5295 = llvm.ptrtoint %5294 : !llvm.ptr to i64
    %5296 = llvm.mlir.constant(64 : index) : i64
    %5297 = llvm.add %5295, %5296 : i64
    %5298 = llvm.call @malloc(%5297) : (i64) -> !llvm.ptr
    %5299 = llvm.ptrtoint %5298 : !llvm.ptr to i64
    %5300 = llvm.mlir.constant(1 : index) : i64
    %5301 = llvm.sub %5296, %5300 : i64
    %5302 = llvm.add %5299, %5301 : i64
    %5303 = llvm.urem %5302, %5296 : i64
    %5304 = llvm.sub %5302, %5303 : i64
    %5305 = llvm.inttoptr %5304 : i64 to !llvm.ptr
    %5306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5307 = llvm.insertvalue %5298, %5306[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5308 = llvm.insertvalue %5305, %5307[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5309 = llvm.mlir.constant(0 : index) : i64
    %5310 = llvm.insertvalue %5309, %5308[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5311 = llvm.insertvalue %5288, %5310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5312 = llvm.insertvalue %5289, %5311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5313 = llvm.insertvalue %5290, %5312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5314 = llvm.insertvalue %5289, %5313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5315 = llvm.insertvalue %5290, %5314[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5316 = llvm.insertvalue %5291, %5315[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb748(%21 : i64)
  ^bb748(%5317: i64):  // 2 preds: ^bb747, ^bb755
    %5318 = llvm.icmp "slt" %5317, %16 : i64
    llvm.cond_br %5318, ^bb749, ^bb756
  ^bb749:  // pred: ^bb748
    llvm.br ^bb750(%21 : i64)
  ^bb750(%5319: i64):  // 2 preds: ^bb749, ^bb754
    %5320 = llvm.icmp "slt" %5319, %15 : i64
    llvm.cond_br %5320, ^bb751, ^bb755
  ^bb751:  // pred: ^bb750
    llvm.br ^bb752(%21 : i64)
  ^bb752(%5321: i64):  // 2 preds: ^bb751, ^bb753
    %5322 = llvm.icmp "slt" %5321, %16 : i64
    llvm.cond_br %5322, ^bb753, ^bb754
  ^bb753:  // pred: ^bb752
    %5323 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5324 = llvm.mlir.constant(8 : index) : i64
    %5325 = llvm.mul %5317, %5324 overflow<nsw, nuw> : i64
    %5326 = llvm.add %5325, %5319 overflow<nsw, nuw> : i64
    %5327 = llvm.add %5326, %5321 overflow<nsw, nuw> : i64
    %5328 = llvm.getelementptr inbounds|nuw %5323[%5327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5329 = llvm.load %5328 : !llvm.ptr -> f32
    %5330 = llvm.extractvalue %5316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5331 = llvm.mlir.constant(8 : index) : i64
    %5332 = llvm.mul %5317, %5331 overflow<nsw, nuw> : i64
    %5333 = llvm.add %5332, %5319 overflow<nsw, nuw> : i64
    %5334 = llvm.add %5333, %5321 overflow<nsw, nuw> : i64
    %5335 = llvm.getelementptr inbounds|nuw %5330[%5334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5329, %5335 : f32, !llvm.ptr
    %5336 = llvm.add %5321, %16 : i64
    llvm.br ^bb752(%5336 : i64)
  ^bb754:  // pred: ^bb752
    %5337 = llvm.add %5319, %16 : i64
    llvm.br ^bb750(%5337 : i64)
  ^bb755:  // pred: ^bb750
    %5338 = llvm.add %5317, %16 : i64
    llvm.br ^bb748(%5338 : i64)
  ^bb756:  // pred: ^bb748
    llvm.br ^bb757(%21 : i64)
  ^bb757(%5339: i64):  // 2 preds: ^bb756, ^bb764
    %5340 = llvm.icmp "slt" %5339, %16 : i64
    llvm.cond_br %5340, ^bb758, ^bb765
  ^bb758:  // pred: ^bb757
    llvm.br ^bb759(%21 : i64)
  ^bb759(%5341: i64):  // 2 preds: ^bb758, ^bb763
    %5342 = llvm.icmp "slt" %5341, %15 : i64
    llvm.cond_br %5342, ^bb760, ^bb764
  ^bb760:  // pred: ^bb759
    llvm.br ^bb761(%21 : i64)
  ^bb761(%5343: i64):  // 2 preds: ^bb760, ^bb762
    %5344 = llvm.icmp "slt" %5343, %14 : i64
    llvm.cond_br %5344, ^bb762, ^bb763
  ^bb762:  // pred: ^bb761
    %5345 = llvm.extractvalue %5251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5346 = llvm.mlir.constant(256 : index) : i64
    %5347 = llvm.mul %5339, %5346 overflow<nsw, nuw> : i64
    %5348 = llvm.mlir.constant(32 : index) : i64
    %5349 = llvm.mul %5341, %5348 overflow<nsw, nuw> : i64
    %5350 = llvm.add %5347, %5349 overflow<nsw, nuw> : i64
    %5351 = llvm.add %5350, %5343 overflow<nsw, nuw> : i64
    %5352 = llvm.getelementptr inbounds|nuw %5345[%5351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5353 = llvm.load %5352 : !llvm.ptr -> f32
    %5354 = llvm.extractvalue %5316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5355 = llvm.mlir.constant(8 : index) : i64
    %5356 = llvm.mul %5339, %5355 overflow<nsw, nuw> : i64
    %5357 = llvm.add %5356, %5341 overflow<nsw, nuw> : i64
    %5358 = llvm.add %5357, %21 overflow<nsw, nuw> : i64
    %5359 = llvm.getelementptr inbounds|nuw %5354[%5358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5360 = llvm.load %5359 : !llvm.ptr -> f32
    %5361 = llvm.fmul %5353, %5353 : f32
    %5362 = llvm.fadd %5361, %5360 : f32
    %5363 = llvm.extractvalue %5316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5364 = llvm.mlir.constant(8 : index) : i64
    %5365 = llvm.mul %5339, %5364 overflow<nsw, nuw> : i64
    %5366 = llvm.add %5365, %5341 overflow<nsw, nuw> : i64
    %5367 = llvm.add %5366, %21 overflow<nsw, nuw> : i64
    %5368 = llvm.getelementptr inbounds|nuw %5363[%5367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5362, %5368 : f32, !llvm.ptr
    %5369 = llvm.add %5343, %16 : i64
    llvm.br ^bb761(%5369 : i64)
  ^bb763:  // pred: ^bb761
    %5370 = llvm.add %5341, %16 : i64
    llvm.br ^bb759(%5370 : i64)
  ^bb764:  // pred: ^bb759
    %5371 = llvm.add %5339, %16 : i64
    llvm.br ^bb757(%5371 : i64)
  ^bb765:  // pred: ^bb757
    %5372 = llvm.mlir.constant(1 : index) : i64
    %5373 = llvm.mlir.constant(8 : index) : i64
    %5374 = llvm.mlir.constant(32 : index) : i64
    %5375 = llvm.mlir.constant(1 : index) : i64
    %5376 = llvm.mlir.constant(256 : index) : i64
    %5377 = llvm.mlir.constant(256 : index) : i64
    %5378 = llvm.mlir.zero : !llvm.ptr
    %5379 = llvm.getelementptr %5378[%5377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5380 = llvm.ptrtoint %5379 : !llvm.ptr to i64
    %5381 = llvm.mlir.constant(64 : index) : i64
    %5382 = llvm.add %5380, %5381 : i64
    %5383 = llvm.call @malloc(%5382) : (i64) -> !llvm.ptr
    %5384 = llvm.ptrtoint %5383 : !llvm.ptr to i64
    %5385 = llvm.mlir.constant(1 : index) : i64
    %5386 = llvm.sub %5381, %5385 : i64
    %5387 = llvm.add %5384, %5386 : i64
    %5388 = llvm.urem %5387, %5381 : i64
    %5389 = llvm.sub %5387, %5388 : i64
    %5390 = llvm.inttoptr %5389 : i64 to !llvm.ptr
    %5391 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5392 = llvm.insertvalue %5383, %5391[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5393 = llvm.insertvalue %5390, %5392[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5394 = llvm.mlir.constant(0 : index) : i64
    %5395 = llvm.insertvalue %5394, %5393[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5396 = llvm.insertvalue %5372, %5395[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5397 = llvm.insertvalue %5373, %5396[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5398 = llvm.insertvalue %5374, %5397[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5399 = llvm.insertvalue %5376, %5398[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5400 = llvm.insertvalue %5374, %5399[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5401 = llvm.insertvalue %5375, %5400[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb766(%21 : i64)
  ^bb766(%5402: i64):  // 2 preds: ^bb765, ^bb773
    %5403 = llvm.icmp "slt" %5402, %16 : i64
    llvm.cond_br %5403, ^bb767, ^bb774
  ^bb767:  // pred: ^bb766
    llvm.br ^bb768(%21 : i64)
  ^bb768(%5404: i64):  // 2 preds: ^bb767, ^bb772
    %5405 = llvm.icmp "slt" %5404, %15 : i64
    llvm.cond_br %5405, ^bb769, ^bb773
  ^bb769:  // pred: ^bb768
    llvm.br ^bb770(%21 : i64)
  ^bb770(%5406: i64):  // 2 preds: ^bb769, ^bb771
    %5407 = llvm.icmp "slt" %5406, %14 : i64
    llvm.cond_br %5407, ^bb771, ^bb772
  ^bb771:  // pred: ^bb770
    %5408 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5409 = llvm.getelementptr inbounds|nuw %5408[%5406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5410 = llvm.load %5409 : !llvm.ptr -> f32
    %5411 = llvm.extractvalue %5251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5412 = llvm.mlir.constant(256 : index) : i64
    %5413 = llvm.mul %5402, %5412 overflow<nsw, nuw> : i64
    %5414 = llvm.mlir.constant(32 : index) : i64
    %5415 = llvm.mul %5404, %5414 overflow<nsw, nuw> : i64
    %5416 = llvm.add %5413, %5415 overflow<nsw, nuw> : i64
    %5417 = llvm.add %5416, %5406 overflow<nsw, nuw> : i64
    %5418 = llvm.getelementptr inbounds|nuw %5411[%5417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5419 = llvm.load %5418 : !llvm.ptr -> f32
    %5420 = llvm.extractvalue %5316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5421 = llvm.mlir.constant(8 : index) : i64
    %5422 = llvm.mul %5402, %5421 overflow<nsw, nuw> : i64
    %5423 = llvm.add %5422, %5404 overflow<nsw, nuw> : i64
    %5424 = llvm.add %5423, %21 overflow<nsw, nuw> : i64
    %5425 = llvm.getelementptr inbounds|nuw %5420[%5424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5426 = llvm.load %5425 : !llvm.ptr -> f32
    %5427 = llvm.fdiv %5426, %17 : f32
    %5428 = llvm.fptrunc %18 : f64 to f32
    %5429 = llvm.fadd %5427, %5428 : f32
    %5430 = llvm.intr.sqrt(%5429) : (f32) -> f32
    %5431 = llvm.fdiv %27, %5430 : f32
    %5432 = llvm.fmul %5419, %5431 : f32
    %5433 = llvm.fmul %5410, %5432 : f32
    %5434 = llvm.extractvalue %5401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5435 = llvm.mlir.constant(256 : index) : i64
    %5436 = llvm.mul %5402, %5435 overflow<nsw, nuw> : i64
    %5437 = llvm.mlir.constant(32 : index) : i64
    %5438 = llvm.mul %5404, %5437 overflow<nsw, nuw> : i64
    %5439 = llvm.add %5436, %5438 overflow<nsw, nuw> : i64
    %5440 = llvm.add %5439, %5406 overflow<nsw, nuw> : i64
    %5441 = llvm.getelementptr inbounds|nuw %5434[%5440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5433, %5441 : f32, !llvm.ptr
    %5442 = llvm.add %5406, %16 : i64
    llvm.br ^bb770(%5442 : i64)
  ^bb772:  // pred: ^bb770
    %5443 = llvm.add %5404, %16 : i64
    llvm.br ^bb768(%5443 : i64)
  ^bb773:  // pred: ^bb768
    %5444 = llvm.add %5402, %16 : i64
    llvm.br ^bb766(%5444 : i64)
  ^bb774:  // pred: ^bb766
    %5445 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5446 = llvm.extractvalue %199[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5447 = llvm.extractvalue %199[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5448 = llvm.insertvalue %5446, %5445[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5449 = llvm.insertvalue %5447, %5448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5450 = llvm.mlir.constant(0 : index) : i64
    %5451 = llvm.insertvalue %5450, %5449[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5452 = llvm.mlir.constant(4 : index) : i64
    %5453 = llvm.insertvalue %5452, %5451[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5454 = llvm.mlir.constant(256 : index) : i64
    %5455 = llvm.insertvalue %5454, %5453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5456 = llvm.mlir.constant(8 : index) : i64
    %5457 = llvm.insertvalue %5456, %5455[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5458 = llvm.mlir.constant(32 : index) : i64
    %5459 = llvm.insertvalue %5458, %5457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5460 = llvm.mlir.constant(32 : index) : i64
    %5461 = llvm.insertvalue %5460, %5459[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5462 = llvm.mlir.constant(1 : index) : i64
    %5463 = llvm.insertvalue %5462, %5461[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5464 = llvm.mlir.constant(1 : index) : i64
    %5465 = llvm.mlir.constant(8 : index) : i64
    %5466 = llvm.mlir.constant(4 : index) : i64
    %5467 = llvm.mlir.constant(8 : index) : i64
    %5468 = llvm.mlir.constant(1 : index) : i64
    %5469 = llvm.mlir.constant(32 : index) : i64
    %5470 = llvm.mlir.constant(256 : index) : i64
    %5471 = llvm.mlir.constant(256 : index) : i64
    %5472 = llvm.mlir.zero : !llvm.ptr
    %5473 = llvm.getelementptr %5472[%5471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5474 = llvm.ptrtoint %5473 : !llvm.ptr to i64
    %5475 = llvm.mlir.constant(64 : index) : i64
    %5476 = llvm.add %5474, %5475 : i64
    %5477 = llvm.call @malloc(%5476) : (i64) -> !llvm.ptr
    %5478 = llvm.ptrtoint %5477 : !llvm.ptr to i64
    %5479 = llvm.mlir.constant(1 : index) : i64
    %5480 = llvm.sub %5475, %5479 : i64
    %5481 = llvm.add %5478, %5480 : i64
    %5482 = llvm.urem %5481, %5475 : i64
    %5483 = llvm.sub %5481, %5482 : i64
    %5484 = llvm.inttoptr %5483 : i64 to !llvm.ptr
    %5485 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5486 = llvm.insertvalue %5477, %5485[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5487 = llvm.insertvalue %5484, %5486[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5488 = llvm.mlir.constant(0 : index) : i64
    %5489 = llvm.insertvalue %5488, %5487[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5490 = llvm.insertvalue %5464, %5489[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5491 = llvm.insertvalue %5465, %5490[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5492 = llvm.insertvalue %5466, %5491[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5493 = llvm.insertvalue %5467, %5492[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5494 = llvm.insertvalue %5470, %5493[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5495 = llvm.insertvalue %5469, %5494[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5496 = llvm.insertvalue %5467, %5495[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5497 = llvm.insertvalue %5468, %5496[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb775(%21 : i64)
  ^bb775(%5498: i64):  // 2 preds: ^bb774, ^bb785
    %5499 = llvm.icmp "slt" %5498, %16 : i64
    llvm.cond_br %5499, ^bb776, ^bb786
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%21 : i64)
  ^bb777(%5500: i64):  // 2 preds: ^bb776, ^bb784
    %5501 = llvm.icmp "slt" %5500, %15 : i64
    llvm.cond_br %5501, ^bb778, ^bb785
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%21 : i64)
  ^bb779(%5502: i64):  // 2 preds: ^bb778, ^bb783
    %5503 = llvm.icmp "slt" %5502, %12 : i64
    llvm.cond_br %5503, ^bb780, ^bb784
  ^bb780:  // pred: ^bb779
    llvm.br ^bb781(%21 : i64)
  ^bb781(%5504: i64):  // 2 preds: ^bb780, ^bb782
    %5505 = llvm.icmp "slt" %5504, %15 : i64
    llvm.cond_br %5505, ^bb782, ^bb783
  ^bb782:  // pred: ^bb781
    %5506 = llvm.extractvalue %1870[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5507 = llvm.mlir.constant(256 : index) : i64
    %5508 = llvm.mul %5498, %5507 overflow<nsw, nuw> : i64
    %5509 = llvm.mlir.constant(32 : index) : i64
    %5510 = llvm.mul %5500, %5509 overflow<nsw, nuw> : i64
    %5511 = llvm.add %5508, %5510 overflow<nsw, nuw> : i64
    %5512 = llvm.mlir.constant(8 : index) : i64
    %5513 = llvm.mul %5502, %5512 overflow<nsw, nuw> : i64
    %5514 = llvm.add %5511, %5513 overflow<nsw, nuw> : i64
    %5515 = llvm.add %5514, %5504 overflow<nsw, nuw> : i64
    %5516 = llvm.getelementptr inbounds|nuw %5506[%5515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5517 = llvm.load %5516 : !llvm.ptr -> f32
    %5518 = llvm.extractvalue %5497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5519 = llvm.mlir.constant(256 : index) : i64
    %5520 = llvm.mul %5498, %5519 overflow<nsw, nuw> : i64
    %5521 = llvm.mlir.constant(32 : index) : i64
    %5522 = llvm.mul %5500, %5521 overflow<nsw, nuw> : i64
    %5523 = llvm.add %5520, %5522 overflow<nsw, nuw> : i64
    %5524 = llvm.mlir.constant(8 : index) : i64
    %5525 = llvm.mul %5502, %5524 overflow<nsw, nuw> : i64
    %5526 = llvm.add %5523, %5525 overflow<nsw, nuw> : i64
    %5527 = llvm.add %5526, %5504 overflow<nsw, nuw> : i64
    %5528 = llvm.getelementptr inbounds|nuw %5518[%5527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5517, %5528 : f32, !llvm.ptr
    %5529 = llvm.add %5504, %16 : i64
    llvm.br ^bb781(%5529 : i64)
  ^bb783:  // pred: ^bb781
    %5530 = llvm.add %5502, %16 : i64
    llvm.br ^bb779(%5530 : i64)
  ^bb784:  // pred: ^bb779
    %5531 = llvm.add %5500, %16 : i64
    llvm.br ^bb777(%5531 : i64)
  ^bb785:  // pred: ^bb777
    %5532 = llvm.add %5498, %16 : i64
    llvm.br ^bb775(%5532 : i64)
  ^bb786:  // pred: ^bb775
    llvm.br ^bb787(%21 : i64)
  ^bb787(%5533: i64):  // 2 preds: ^bb786, ^bb800
    %5534 = llvm.icmp "slt" %5533, %16 : i64
    llvm.cond_br %5534, ^bb788, ^bb801
  ^bb788:  // pred: ^bb787
    llvm.br ^bb789(%21 : i64)
  ^bb789(%5535: i64):  // 2 preds: ^bb788, ^bb799
    %5536 = llvm.icmp "slt" %5535, %15 : i64
    llvm.cond_br %5536, ^bb790, ^bb800
  ^bb790:  // pred: ^bb789
    llvm.br ^bb791(%21 : i64)
  ^bb791(%5537: i64):  // 2 preds: ^bb790, ^bb798
    %5538 = llvm.icmp "slt" %5537, %12 : i64
    llvm.cond_br %5538, ^bb792, ^bb799
  ^bb792:  // pred: ^bb791
    llvm.br ^bb793(%21 : i64)
  ^bb793(%5539: i64):  // 2 preds: ^bb792, ^bb797
    %5540 = llvm.icmp "slt" %5539, %15 : i64
    llvm.cond_br %5540, ^bb794, ^bb798
  ^bb794:  // pred: ^bb793
    llvm.br ^bb795(%21 : i64)
  ^bb795(%5541: i64):  // 2 preds: ^bb794, ^bb796
    %5542 = llvm.icmp "slt" %5541, %14 : i64
    llvm.cond_br %5542, ^bb796, ^bb797
  ^bb796:  // pred: ^bb795
    %5543 = llvm.extractvalue %5401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5544 = llvm.mlir.constant(256 : index) : i64
    %5545 = llvm.mul %5533, %5544 overflow<nsw, nuw> : i64
    %5546 = llvm.mlir.constant(32 : index) : i64
    %5547 = llvm.mul %5535, %5546 overflow<nsw, nuw> : i64
    %5548 = llvm.add %5545, %5547 overflow<nsw, nuw> : i64
    %5549 = llvm.add %5548, %5541 overflow<nsw, nuw> : i64
    %5550 = llvm.getelementptr inbounds|nuw %5543[%5549] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5551 = llvm.load %5550 : !llvm.ptr -> f32
    %5552 = llvm.extractvalue %5463[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5553 = llvm.mlir.constant(256 : index) : i64
    %5554 = llvm.mul %5537, %5553 overflow<nsw, nuw> : i64
    %5555 = llvm.mlir.constant(32 : index) : i64
    %5556 = llvm.mul %5539, %5555 overflow<nsw, nuw> : i64
    %5557 = llvm.add %5554, %5556 overflow<nsw, nuw> : i64
    %5558 = llvm.add %5557, %5541 overflow<nsw, nuw> : i64
    %5559 = llvm.getelementptr inbounds|nuw %5552[%5558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5560 = llvm.load %5559 : !llvm.ptr -> f32
    %5561 = llvm.extractvalue %5497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5562 = llvm.mlir.constant(256 : index) : i64
    %5563 = llvm.mul %5533, %5562 overflow<nsw, nuw> : i64
    %5564 = llvm.mlir.constant(32 : index) : i64
    %5565 = llvm.mul %5535, %5564 overflow<nsw, nuw> : i64
    %5566 = llvm.add %5563, %5565 overflow<nsw, nuw> : i64
    %5567 = llvm.mlir.constant(8 : index) : i64
    %5568 = llvm.mul %5537, %5567 overflow<nsw, nuw> : i64
    %5569 = llvm.add %5566, %5568 overflow<nsw, nuw> : i64
    %5570 = llvm.add %5569, %5539 overflow<nsw, nuw> : i64
    %5571 = llvm.getelementptr inbounds|nuw %5561[%5570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5572 = llvm.load %5571 : !llvm.ptr -> f32
    %5573 = llvm.fmul %5551, %5560 : f32
    %5574 = llvm.fadd %5572, %5573 : f32
    %5575 = llvm.extractvalue %5497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5576 = llvm.mlir.constant(256 : index) : i64
    %5577 = llvm.mul %5533, %5576 overflow<nsw, nuw> : i64
    %5578 = llvm.mlir.constant(32 : index) : i64
    %5579 = llvm.mul %5535, %5578 overflow<nsw, nuw> : i64
    %5580 = llvm.add %5577, %5579 overflow<nsw, nuw> : i64
    %5581 = llvm.mlir.constant(8 : index) : i64
    %5582 = llvm.mul %5537, %5581 overflow<nsw, nuw> : i64
    %5583 = llvm.add %5580, %5582 overflow<nsw, nuw> : i64
    %5584 = llvm.add %5583, %5539 overflow<nsw, nuw> : i64
    %5585 = llvm.getelementptr inbounds|nuw %5575[%5584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5574, %5585 : f32, !llvm.ptr
    %5586 = llvm.add %5541, %16 : i64
    llvm.br ^bb795(%5586 : i64)
  ^bb797:  // pred: ^bb795
    %5587 = llvm.add %5539, %16 : i64
    llvm.br ^bb793(%5587 : i64)
  ^bb798:  // pred: ^bb793
    %5588 = llvm.add %5537, %16 : i64
    llvm.br ^bb791(%5588 : i64)
  ^bb799:  // pred: ^bb791
    %5589 = llvm.add %5535, %16 : i64
    llvm.br ^bb789(%5589 : i64)
  ^bb800:  // pred: ^bb789
    %5590 = llvm.add %5533, %16 : i64
    llvm.br ^bb787(%5590 : i64)
  ^bb801:  // pred: ^bb787
    %5591 = llvm.mlir.constant(1 : index) : i64
    %5592 = llvm.mlir.constant(4 : index) : i64
    %5593 = llvm.mlir.constant(8 : index) : i64
    %5594 = llvm.mlir.constant(8 : index) : i64
    %5595 = llvm.mlir.constant(1 : index) : i64
    %5596 = llvm.mlir.constant(64 : index) : i64
    %5597 = llvm.mlir.constant(256 : index) : i64
    %5598 = llvm.mlir.constant(256 : index) : i64
    %5599 = llvm.mlir.zero : !llvm.ptr
    %5600 = llvm.getelementptr %5599[%5598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5601 = llvm.ptrtoint %5600 : !llvm.ptr to i64
    %5602 = llvm.mlir.constant(64 : index) : i64
    %5603 = llvm.add %5601, %5602 : i64
    %5604 = llvm.call @malloc(%5603) : (i64) -> !llvm.ptr
    %5605 = llvm.ptrtoint %5604 : !llvm.ptr to i64
    %5606 = llvm.mlir.constant(1 : index) : i64
    %5607 = llvm.sub %5602, %5606 : i64
    %5608 = llvm.add %5605, %5607 : i64
    %5609 = llvm.urem %5608, %5602 : i64
    %5610 = llvm.sub %5608, %5609 : i64
    %5611 = llvm.inttoptr %5610 : i64 to !llvm.ptr
    %5612 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5613 = llvm.insertvalue %5604, %5612[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5614 = llvm.insertvalue %5611, %5613[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5615 = llvm.mlir.constant(0 : index) : i64
    %5616 = llvm.insertvalue %5615, %5614[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5617 = llvm.insertvalue %5591, %5616[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5618 = llvm.insertvalue %5592, %5617[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5619 = llvm.insertvalue %5593, %5618[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5620 = llvm.insertvalue %5594, %5619[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5621 = llvm.insertvalue %5597, %5620[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5622 = llvm.insertvalue %5596, %5621[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5623 = llvm.insertvalue %5594, %5622[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5624 = llvm.insertvalue %5595, %5623[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb802(%21 : i64)
  ^bb802(%5625: i64):  // 2 preds: ^bb801, ^bb812
    %5626 = llvm.icmp "slt" %5625, %16 : i64
    llvm.cond_br %5626, ^bb803, ^bb813
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%21 : i64)
  ^bb804(%5627: i64):  // 2 preds: ^bb803, ^bb811
    %5628 = llvm.icmp "slt" %5627, %12 : i64
    llvm.cond_br %5628, ^bb805, ^bb812
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%21 : i64)
  ^bb806(%5629: i64):  // 2 preds: ^bb805, ^bb810
    %5630 = llvm.icmp "slt" %5629, %15 : i64
    llvm.cond_br %5630, ^bb807, ^bb811
  ^bb807:  // pred: ^bb806
    llvm.br ^bb808(%21 : i64)
  ^bb808(%5631: i64):  // 2 preds: ^bb807, ^bb809
    %5632 = llvm.icmp "slt" %5631, %15 : i64
    llvm.cond_br %5632, ^bb809, ^bb810
  ^bb809:  // pred: ^bb808
    %5633 = llvm.extractvalue %5497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5634 = llvm.mlir.constant(256 : index) : i64
    %5635 = llvm.mul %5625, %5634 overflow<nsw, nuw> : i64
    %5636 = llvm.mlir.constant(32 : index) : i64
    %5637 = llvm.mul %5629, %5636 overflow<nsw, nuw> : i64
    %5638 = llvm.add %5635, %5637 overflow<nsw, nuw> : i64
    %5639 = llvm.mlir.constant(8 : index) : i64
    %5640 = llvm.mul %5627, %5639 overflow<nsw, nuw> : i64
    %5641 = llvm.add %5638, %5640 overflow<nsw, nuw> : i64
    %5642 = llvm.add %5641, %5631 overflow<nsw, nuw> : i64
    %5643 = llvm.getelementptr inbounds|nuw %5633[%5642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5644 = llvm.load %5643 : !llvm.ptr -> f32
    %5645 = llvm.extractvalue %5624[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5646 = llvm.mlir.constant(256 : index) : i64
    %5647 = llvm.mul %5625, %5646 overflow<nsw, nuw> : i64
    %5648 = llvm.mlir.constant(64 : index) : i64
    %5649 = llvm.mul %5627, %5648 overflow<nsw, nuw> : i64
    %5650 = llvm.add %5647, %5649 overflow<nsw, nuw> : i64
    %5651 = llvm.mlir.constant(8 : index) : i64
    %5652 = llvm.mul %5629, %5651 overflow<nsw, nuw> : i64
    %5653 = llvm.add %5650, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.add %5653, %5631 overflow<nsw, nuw> : i64
    %5655 = llvm.getelementptr inbounds|nuw %5645[%5654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5644, %5655 : f32, !llvm.ptr
    %5656 = llvm.add %5631, %16 : i64
    llvm.br ^bb808(%5656 : i64)
  ^bb810:  // pred: ^bb808
    %5657 = llvm.add %5629, %16 : i64
    llvm.br ^bb806(%5657 : i64)
  ^bb811:  // pred: ^bb806
    %5658 = llvm.add %5627, %16 : i64
    llvm.br ^bb804(%5658 : i64)
  ^bb812:  // pred: ^bb804
    %5659 = llvm.add %5625, %16 : i64
    llvm.br ^bb802(%5659 : i64)
  ^bb813:  // pred: ^bb802
    %5660 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5661 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5662 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5663 = llvm.insertvalue %5661, %5660[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5664 = llvm.insertvalue %5662, %5663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5665 = llvm.mlir.constant(0 : index) : i64
    %5666 = llvm.insertvalue %5665, %5664[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5667 = llvm.mlir.constant(2 : index) : i64
    %5668 = llvm.insertvalue %5667, %5666[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5669 = llvm.mlir.constant(256 : index) : i64
    %5670 = llvm.insertvalue %5669, %5668[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5671 = llvm.mlir.constant(8 : index) : i64
    %5672 = llvm.insertvalue %5671, %5670[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5673 = llvm.mlir.constant(32 : index) : i64
    %5674 = llvm.insertvalue %5673, %5672[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5675 = llvm.mlir.constant(32 : index) : i64
    %5676 = llvm.insertvalue %5675, %5674[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5677 = llvm.mlir.constant(1 : index) : i64
    %5678 = llvm.insertvalue %5677, %5676[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5679 = llvm.mlir.constant(1 : index) : i64
    %5680 = llvm.mlir.constant(8 : index) : i64
    %5681 = llvm.mlir.constant(2 : index) : i64
    %5682 = llvm.mlir.constant(8 : index) : i64
    %5683 = llvm.mlir.constant(1 : index) : i64
    %5684 = llvm.mlir.constant(16 : index) : i64
    %5685 = llvm.mlir.constant(128 : index) : i64
    %5686 = llvm.mlir.constant(128 : index) : i64
    %5687 = llvm.mlir.zero : !llvm.ptr
    %5688 = llvm.getelementptr %5687[%5686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5689 = llvm.ptrtoint %5688 : !llvm.ptr to i64
    %5690 = llvm.mlir.constant(64 : index) : i64
    %5691 = llvm.add %5689, %5690 : i64
    %5692 = llvm.call @malloc(%5691) : (i64) -> !llvm.ptr
    %5693 = llvm.ptrtoint %5692 : !llvm.ptr to i64
    %5694 = llvm.mlir.constant(1 : index) : i64
    %5695 = llvm.sub %5690, %5694 : i64
    %5696 = llvm.add %5693, %5695 : i64
    %5697 = llvm.urem %5696, %5690 : i64
    %5698 = llvm.sub %5696, %5697 : i64
    %5699 = llvm.inttoptr %5698 : i64 to !llvm.ptr
    %5700 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5701 = llvm.insertvalue %5692, %5700[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5702 = llvm.insertvalue %5699, %5701[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5703 = llvm.mlir.constant(0 : index) : i64
    %5704 = llvm.insertvalue %5703, %5702[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5705 = llvm.insertvalue %5679, %5704[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5706 = llvm.insertvalue %5680, %5705[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5707 = llvm.insertvalue %5681, %5706[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5708 = llvm.insertvalue %5682, %5707[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5709 = llvm.insertvalue %5685, %5708[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5710 = llvm.insertvalue %5684, %5709[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5711 = llvm.insertvalue %5682, %5710[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5712 = llvm.insertvalue %5683, %5711[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb814(%21 : i64)
  ^bb814(%5713: i64):  // 2 preds: ^bb813, ^bb824
    %5714 = llvm.icmp "slt" %5713, %16 : i64
    llvm.cond_br %5714, ^bb815, ^bb825
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%21 : i64)
  ^bb816(%5715: i64):  // 2 preds: ^bb815, ^bb823
    %5716 = llvm.icmp "slt" %5715, %15 : i64
    llvm.cond_br %5716, ^bb817, ^bb824
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%21 : i64)
  ^bb818(%5717: i64):  // 2 preds: ^bb817, ^bb822
    %5718 = llvm.icmp "slt" %5717, %10 : i64
    llvm.cond_br %5718, ^bb819, ^bb823
  ^bb819:  // pred: ^bb818
    llvm.br ^bb820(%21 : i64)
  ^bb820(%5719: i64):  // 2 preds: ^bb819, ^bb821
    %5720 = llvm.icmp "slt" %5719, %15 : i64
    llvm.cond_br %5720, ^bb821, ^bb822
  ^bb821:  // pred: ^bb820
    %5721 = llvm.extractvalue %2145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5722 = llvm.mlir.constant(128 : index) : i64
    %5723 = llvm.mul %5713, %5722 overflow<nsw, nuw> : i64
    %5724 = llvm.mlir.constant(16 : index) : i64
    %5725 = llvm.mul %5715, %5724 overflow<nsw, nuw> : i64
    %5726 = llvm.add %5723, %5725 overflow<nsw, nuw> : i64
    %5727 = llvm.mlir.constant(8 : index) : i64
    %5728 = llvm.mul %5717, %5727 overflow<nsw, nuw> : i64
    %5729 = llvm.add %5726, %5728 overflow<nsw, nuw> : i64
    %5730 = llvm.add %5729, %5719 overflow<nsw, nuw> : i64
    %5731 = llvm.getelementptr inbounds|nuw %5721[%5730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5732 = llvm.load %5731 : !llvm.ptr -> f32
    %5733 = llvm.extractvalue %5712[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5734 = llvm.mlir.constant(128 : index) : i64
    %5735 = llvm.mul %5713, %5734 overflow<nsw, nuw> : i64
    %5736 = llvm.mlir.constant(16 : index) : i64
    %5737 = llvm.mul %5715, %5736 overflow<nsw, nuw> : i64
    %5738 = llvm.add %5735, %5737 overflow<nsw, nuw> : i64
    %5739 = llvm.mlir.constant(8 : index) : i64
    %5740 = llvm.mul %5717, %5739 overflow<nsw, nuw> : i64
    %5741 = llvm.add %5738, %5740 overflow<nsw, nuw> : i64
    %5742 = llvm.add %5741, %5719 overflow<nsw, nuw> : i64
    %5743 = llvm.getelementptr inbounds|nuw %5733[%5742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5732, %5743 : f32, !llvm.ptr
    %5744 = llvm.add %5719, %16 : i64
    llvm.br ^bb820(%5744 : i64)
  ^bb822:  // pred: ^bb820
    %5745 = llvm.add %5717, %16 : i64
    llvm.br ^bb818(%5745 : i64)
  ^bb823:  // pred: ^bb818
    %5746 = llvm.add %5715, %16 : i64
    llvm.br ^bb816(%5746 : i64)
  ^bb824:  // pred: ^bb816
    %5747 = llvm.add %5713, %16 : i64
    llvm.br ^bb814(%5747 : i64)
  ^bb825:  // pred: ^bb814
    llvm.br ^bb826(%21 : i64)
  ^bb826(%5748: i64):  // 2 preds: ^bb825, ^bb839
    %5749 = llvm.icmp "slt" %5748, %16 : i64
    llvm.cond_br %5749, ^bb827, ^bb840
  ^bb827:  // pred: ^bb826
    llvm.br ^bb828(%21 : i64)
  ^bb828(%5750: i64):  // 2 preds: ^bb827, ^bb838
    %5751 = llvm.icmp "slt" %5750, %15 : i64
    llvm.cond_br %5751, ^bb829, ^bb839
  ^bb829:  // pred: ^bb828
    llvm.br ^bb830(%21 : i64)
  ^bb830(%5752: i64):  // 2 preds: ^bb829, ^bb837
    %5753 = llvm.icmp "slt" %5752, %10 : i64
    llvm.cond_br %5753, ^bb831, ^bb838
  ^bb831:  // pred: ^bb830
    llvm.br ^bb832(%21 : i64)
  ^bb832(%5754: i64):  // 2 preds: ^bb831, ^bb836
    %5755 = llvm.icmp "slt" %5754, %15 : i64
    llvm.cond_br %5755, ^bb833, ^bb837
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%21 : i64)
  ^bb834(%5756: i64):  // 2 preds: ^bb833, ^bb835
    %5757 = llvm.icmp "slt" %5756, %14 : i64
    llvm.cond_br %5757, ^bb835, ^bb836
  ^bb835:  // pred: ^bb834
    %5758 = llvm.extractvalue %5401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5759 = llvm.mlir.constant(256 : index) : i64
    %5760 = llvm.mul %5748, %5759 overflow<nsw, nuw> : i64
    %5761 = llvm.mlir.constant(32 : index) : i64
    %5762 = llvm.mul %5750, %5761 overflow<nsw, nuw> : i64
    %5763 = llvm.add %5760, %5762 overflow<nsw, nuw> : i64
    %5764 = llvm.add %5763, %5756 overflow<nsw, nuw> : i64
    %5765 = llvm.getelementptr inbounds|nuw %5758[%5764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5766 = llvm.load %5765 : !llvm.ptr -> f32
    %5767 = llvm.extractvalue %5678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5768 = llvm.mlir.constant(256 : index) : i64
    %5769 = llvm.mul %5752, %5768 overflow<nsw, nuw> : i64
    %5770 = llvm.mlir.constant(32 : index) : i64
    %5771 = llvm.mul %5754, %5770 overflow<nsw, nuw> : i64
    %5772 = llvm.add %5769, %5771 overflow<nsw, nuw> : i64
    %5773 = llvm.add %5772, %5756 overflow<nsw, nuw> : i64
    %5774 = llvm.getelementptr inbounds|nuw %5767[%5773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5775 = llvm.load %5774 : !llvm.ptr -> f32
    %5776 = llvm.extractvalue %5712[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5777 = llvm.mlir.constant(128 : index) : i64
    %5778 = llvm.mul %5748, %5777 overflow<nsw, nuw> : i64
    %5779 = llvm.mlir.constant(16 : index) : i64
    %5780 = llvm.mul %5750, %5779 overflow<nsw, nuw> : i64
    %5781 = llvm.add %5778, %5780 overflow<nsw, nuw> : i64
    %5782 = llvm.mlir.constant(8 : index) : i64
    %5783 = llvm.mul %5752, %5782 overflow<nsw, nuw> : i64
    %5784 = llvm.add %5781, %5783 overflow<nsw, nuw> : i64
    %5785 = llvm.add %5784, %5754 overflow<nsw, nuw> : i64
    %5786 = llvm.getelementptr inbounds|nuw %5776[%5785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5787 = llvm.load %5786 : !llvm.ptr -> f32
    %5788 = llvm.fmul %5766, %5775 : f32
    %5789 = llvm.fadd %5787, %5788 : f32
    %5790 = llvm.extractvalue %5712[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5791 = llvm.mlir.constant(128 : index) : i64
    %5792 = llvm.mul %5748, %5791 overflow<nsw, nuw> : i64
    %5793 = llvm.mlir.constant(16 : index) : i64
    %5794 = llvm.mul %5750, %5793 overflow<nsw, nuw> : i64
    %5795 = llvm.add %5792, %5794 overflow<nsw, nuw> : i64
    %5796 = llvm.mlir.constant(8 : index) : i64
    %5797 = llvm.mul %5752, %5796 overflow<nsw, nuw> : i64
    %5798 = llvm.add %5795, %5797 overflow<nsw, nuw> : i64
    %5799 = llvm.add %5798, %5754 overflow<nsw, nuw> : i64
    %5800 = llvm.getelementptr inbounds|nuw %5790[%5799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5789, %5800 : f32, !llvm.ptr
    %5801 = llvm.add %5756, %16 : i64
    llvm.br ^bb834(%5801 : i64)
  ^bb836:  // pred: ^bb834
    %5802 = llvm.add %5754, %16 : i64
    llvm.br ^bb832(%5802 : i64)
  ^bb837:  // pred: ^bb832
    %5803 = llvm.add %5752, %16 : i64
    llvm.br ^bb830(%5803 : i64)
  ^bb838:  // pred: ^bb830
    %5804 = llvm.add %5750, %16 : i64
    llvm.br ^bb828(%5804 : i64)
  ^bb839:  // pred: ^bb828
    %5805 = llvm.add %5748, %16 : i64
    llvm.br ^bb826(%5805 : i64)
  ^bb840:  // pred: ^bb826
    %5806 = llvm.mlir.constant(1 : index) : i64
    %5807 = llvm.mlir.constant(2 : index) : i64
    %5808 = llvm.mlir.constant(8 : index) : i64
    %5809 = llvm.mlir.constant(8 : index) : i64
    %5810 = llvm.mlir.constant(1 : index) : i64
    %5811 = llvm.mlir.constant(64 : index) : i64
    %5812 = llvm.mlir.constant(128 : index) : i64
    %5813 = llvm.mlir.constant(128 : index) : i64
    %5814 = llvm.mlir.zero : !llvm.ptr
    %5815 = llvm.getelementptr %5814[%5813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5816 = llvm.ptrtoint %5815 : !llvm.ptr to i64
    %5817 = llvm.mlir.constant(64 : index) : i64
    %5818 = llvm.add %5816, %5817 : i64
    %5819 = llvm.call @malloc(%5818) : (i64) -> !llvm.ptr
    %5820 = llvm.ptrtoint %5819 : !llvm.ptr to i64
    %5821 = llvm.mlir.constant(1 : index) : i64
    %5822 = llvm.sub %5817, %5821 : i64
    %5823 = llvm.add %5820, %5822 : i64
    %5824 = llvm.urem %5823, %5817 : i64
    %5825 = llvm.sub %5823, %5824 : i64
    %5826 = llvm.inttoptr %5825 : i64 to !llvm.ptr
    %5827 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5828 = llvm.insertvalue %5819, %5827[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5829 = llvm.insertvalue %5826, %5828[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5830 = llvm.mlir.constant(0 : index) : i64
    %5831 = llvm.insertvalue %5830, %5829[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5832 = llvm.insertvalue %5806, %5831[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5833 = llvm.insertvalue %5807, %5832[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5834 = llvm.insertvalue %5808, %5833[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5835 = llvm.insertvalue %5809, %5834[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5836 = llvm.insertvalue %5812, %5835[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5837 = llvm.insertvalue %5811, %5836[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5838 = llvm.insertvalue %5809, %5837[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5839 = llvm.insertvalue %5810, %5838[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb841(%21 : i64)
  ^bb841(%5840: i64):  // 2 preds: ^bb840, ^bb851
    %5841 = llvm.icmp "slt" %5840, %16 : i64
    llvm.cond_br %5841, ^bb842, ^bb852
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%21 : i64)
  ^bb843(%5842: i64):  // 2 preds: ^bb842, ^bb850
    %5843 = llvm.icmp "slt" %5842, %10 : i64
    llvm.cond_br %5843, ^bb844, ^bb851
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%21 : i64)
  ^bb845(%5844: i64):  // 2 preds: ^bb844, ^bb849
    %5845 = llvm.icmp "slt" %5844, %15 : i64
    llvm.cond_br %5845, ^bb846, ^bb850
  ^bb846:  // pred: ^bb845
    llvm.br ^bb847(%21 : i64)
  ^bb847(%5846: i64):  // 2 preds: ^bb846, ^bb848
    %5847 = llvm.icmp "slt" %5846, %15 : i64
    llvm.cond_br %5847, ^bb848, ^bb849
  ^bb848:  // pred: ^bb847
    %5848 = llvm.extractvalue %5712[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5849 = llvm.mlir.constant(128 : index) : i64
    %5850 = llvm.mul %5840, %5849 overflow<nsw, nuw> : i64
    %5851 = llvm.mlir.constant(16 : index) : i64
    %5852 = llvm.mul %5844, %5851 overflow<nsw, nuw> : i64
    %5853 = llvm.add %5850, %5852 overflow<nsw, nuw> : i64
    %5854 = llvm.mlir.constant(8 : index) : i64
    %5855 = llvm.mul %5842, %5854 overflow<nsw, nuw> : i64
    %5856 = llvm.add %5853, %5855 overflow<nsw, nuw> : i64
    %5857 = llvm.add %5856, %5846 overflow<nsw, nuw> : i64
    %5858 = llvm.getelementptr inbounds|nuw %5848[%5857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5859 = llvm.load %5858 : !llvm.ptr -> f32
    %5860 = llvm.extractvalue %5839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5861 = llvm.mlir.constant(128 : index) : i64
    %5862 = llvm.mul %5840, %5861 overflow<nsw, nuw> : i64
    %5863 = llvm.mlir.constant(64 : index) : i64
    %5864 = llvm.mul %5842, %5863 overflow<nsw, nuw> : i64
    %5865 = llvm.add %5862, %5864 overflow<nsw, nuw> : i64
    %5866 = llvm.mlir.constant(8 : index) : i64
    %5867 = llvm.mul %5844, %5866 overflow<nsw, nuw> : i64
    %5868 = llvm.add %5865, %5867 overflow<nsw, nuw> : i64
    %5869 = llvm.add %5868, %5846 overflow<nsw, nuw> : i64
    %5870 = llvm.getelementptr inbounds|nuw %5860[%5869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5859, %5870 : f32, !llvm.ptr
    %5871 = llvm.add %5846, %16 : i64
    llvm.br ^bb847(%5871 : i64)
  ^bb849:  // pred: ^bb847
    %5872 = llvm.add %5844, %16 : i64
    llvm.br ^bb845(%5872 : i64)
  ^bb850:  // pred: ^bb845
    %5873 = llvm.add %5842, %16 : i64
    llvm.br ^bb843(%5873 : i64)
  ^bb851:  // pred: ^bb843
    %5874 = llvm.add %5840, %16 : i64
    llvm.br ^bb841(%5874 : i64)
  ^bb852:  // pred: ^bb841
    %5875 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5876 = llvm.extractvalue %159[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5877 = llvm.extractvalue %159[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5878 = llvm.insertvalue %5876, %5875[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5879 = llvm.insertvalue %5877, %5878[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5880 = llvm.mlir.constant(0 : index) : i64
    %5881 = llvm.insertvalue %5880, %5879[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5882 = llvm.mlir.constant(2 : index) : i64
    %5883 = llvm.insertvalue %5882, %5881[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5884 = llvm.mlir.constant(256 : index) : i64
    %5885 = llvm.insertvalue %5884, %5883[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5886 = llvm.mlir.constant(8 : index) : i64
    %5887 = llvm.insertvalue %5886, %5885[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5888 = llvm.mlir.constant(32 : index) : i64
    %5889 = llvm.insertvalue %5888, %5887[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5890 = llvm.mlir.constant(32 : index) : i64
    %5891 = llvm.insertvalue %5890, %5889[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5892 = llvm.mlir.constant(1 : index) : i64
    %5893 = llvm.insertvalue %5892, %5891[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5894 = llvm.mlir.constant(1 : index) : i64
    %5895 = llvm.mlir.constant(8 : index) : i64
    %5896 = llvm.mlir.constant(2 : index) : i64
    %5897 = llvm.mlir.constant(8 : index) : i64
    %5898 = llvm.mlir.constant(1 : index) : i64
    %5899 = llvm.mlir.constant(16 : index) : i64
    %5900 = llvm.mlir.constant(128 : index) : i64
    %5901 = llvm.mlir.constant(128 : index) : i64
    %5902 = llvm.mlir.zero : !llvm.ptr
    %5903 = llvm.getelementptr %5902[%5901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5904 = llvm.ptrtoint %5903 : !llvm.ptr to i64
    %5905 = llvm.mlir.constant(64 : index) : i64
    %5906 = llvm.add %5904, %5905 : i64
    %5907 = llvm.call @malloc(%5906) : (i64) -> !llvm.ptr
    %5908 = llvm.ptrtoint %5907 : !llvm.ptr to i64
    %5909 = llvm.mlir.constant(1 : index) : i64
    %5910 = llvm.sub %5905, %5909 : i64
    %5911 = llvm.add %5908, %5910 : i64
    %5912 = llvm.urem %5911, %5905 : i64
    %5913 = llvm.sub %5911, %5912 : i64
    %5914 = llvm.inttoptr %5913 : i64 to !llvm.ptr
    %5915 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5916 = llvm.insertvalue %5907, %5915[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5917 = llvm.insertvalue %5914, %5916[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5918 = llvm.mlir.constant(0 : index) : i64
    %5919 = llvm.insertvalue %5918, %5917[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5920 = llvm.insertvalue %5894, %5919[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5921 = llvm.insertvalue %5895, %5920[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5922 = llvm.insertvalue %5896, %5921[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5923 = llvm.insertvalue %5897, %5922[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5924 = llvm.insertvalue %5900, %5923[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5925 = llvm.insertvalue %5899, %5924[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5926 = llvm.insertvalue %5897, %5925[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5927 = llvm.insertvalue %5898, %5926[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb853(%21 : i64)
  ^bb853(%5928: i64):  // 2 preds: ^bb852, ^bb863
    %5929 = llvm.icmp "slt" %5928, %16 : i64
    llvm.cond_br %5929, ^bb854, ^bb864
  ^bb854:  // pred: ^bb853
    llvm.br ^bb855(%21 : i64)
  ^bb855(%5930: i64):  // 2 preds: ^bb854, ^bb862
    %5931 = llvm.icmp "slt" %5930, %15 : i64
    llvm.cond_br %5931, ^bb856, ^bb863
  ^bb856:  // pred: ^bb855
    llvm.br ^bb857(%21 : i64)
  ^bb857(%5932: i64):  // 2 preds: ^bb856, ^bb861
    %5933 = llvm.icmp "slt" %5932, %10 : i64
    llvm.cond_br %5933, ^bb858, ^bb862
  ^bb858:  // pred: ^bb857
    llvm.br ^bb859(%21 : i64)
  ^bb859(%5934: i64):  // 2 preds: ^bb858, ^bb860
    %5935 = llvm.icmp "slt" %5934, %15 : i64
    llvm.cond_br %5935, ^bb860, ^bb861
  ^bb860:  // pred: ^bb859
    %5936 = llvm.extractvalue %2145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5937 = llvm.mlir.constant(128 : index) : i64
    %5938 = llvm.mul %5928, %5937 overflow<nsw, nuw> : i64
    %5939 = llvm.mlir.constant(16 : index) : i64
    %5940 = llvm.mul %5930, %5939 overflow<nsw, nuw> : i64
    %5941 = llvm.add %5938, %5940 overflow<nsw, nuw> : i64
    %5942 = llvm.mlir.constant(8 : index) : i64
    %5943 = llvm.mul %5932, %5942 overflow<nsw, nuw> : i64
    %5944 = llvm.add %5941, %5943 overflow<nsw, nuw> : i64
    %5945 = llvm.add %5944, %5934 overflow<nsw, nuw> : i64
    %5946 = llvm.getelementptr inbounds|nuw %5936[%5945] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5947 = llvm.load %5946 : !llvm.ptr -> f32
    %5948 = llvm.extractvalue %5927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5949 = llvm.mlir.constant(128 : index) : i64
    %5950 = llvm.mul %5928, %5949 overflow<nsw, nuw> : i64
    %5951 = llvm.mlir.constant(16 : index) : i64
    %5952 = llvm.mul %5930, %5951 overflow<nsw, nuw> : i64
    %5953 = llvm.add %5950, %5952 overflow<nsw, nuw> : i64
    %5954 = llvm.mlir.constant(8 : index) : i64
    %5955 = llvm.mul %5932, %5954 overflow<nsw, nuw> : i64
    %5956 = llvm.add %5953, %5955 overflow<nsw, nuw> : i64
    %5957 = llvm.add %5956, %5934 overflow<nsw, nuw> : i64
    %5958 = llvm.getelementptr inbounds|nuw %5948[%5957] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5947, %5958 : f32, !llvm.ptr
    %5959 = llvm.add %5934, %16 : i64
    llvm.br ^bb859(%5959 : i64)
  ^bb861:  // pred: ^bb859
    %5960 = llvm.add %5932, %16 : i64
    llvm.br ^bb857(%5960 : i64)
  ^bb862:  // pred: ^bb857
    %5961 = llvm.add %5930, %16 : i64
    llvm.br ^bb855(%5961 : i64)
  ^bb863:  // pred: ^bb855
    %5962 = llvm.add %5928, %16 : i64
    llvm.br ^bb853(%5962 : i64)
  ^bb864:  // pred: ^bb853
    llvm.br ^bb865(%21 : i64)
  ^bb865(%5963: i64):  // 2 preds: ^bb864, ^bb878
    %5964 = llvm.icmp "slt" %5963, %16 : i64
    llvm.cond_br %5964, ^bb866, ^bb879
  ^bb866:  // pred: ^bb865
    llvm.br ^bb867(%21 : i64)
  ^bb867(%5965: i64):  // 2 preds: ^bb866, ^bb877
    %5966 = llvm.icmp "slt" %5965, %15 : i64
    llvm.cond_br %5966, ^bb868, ^bb878
  ^bb868:  // pred: ^bb867
    llvm.br ^bb869(%21 : i64)
  ^bb869(%5967: i64):  // 2 preds: ^bb868, ^bb876
    %5968 = llvm.icmp "slt" %5967, %10 : i64
    llvm.cond_br %5968, ^bb870, ^bb877
  ^bb870:  // pred: ^bb869
    llvm.br ^bb871(%21 : i64)
  ^bb871(%5969: i64):  // 2 preds: ^bb870, ^bb875
    %5970 = llvm.icmp "slt" %5969, %15 : i64
    llvm.cond_br %5970, ^bb872, ^bb876
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%21 : i64)
  ^bb873(%5971: i64):  // 2 preds: ^bb872, ^bb874
    %5972 = llvm.icmp "slt" %5971, %14 : i64
    llvm.cond_br %5972, ^bb874, ^bb875
  ^bb874:  // pred: ^bb873
    %5973 = llvm.extractvalue %5401[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5974 = llvm.mlir.constant(256 : index) : i64
    %5975 = llvm.mul %5963, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.mlir.constant(32 : index) : i64
    %5977 = llvm.mul %5965, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.add %5975, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.add %5978, %5971 overflow<nsw, nuw> : i64
    %5980 = llvm.getelementptr inbounds|nuw %5973[%5979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5981 = llvm.load %5980 : !llvm.ptr -> f32
    %5982 = llvm.extractvalue %5893[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5983 = llvm.mlir.constant(256 : index) : i64
    %5984 = llvm.mul %5967, %5983 overflow<nsw, nuw> : i64
    %5985 = llvm.mlir.constant(32 : index) : i64
    %5986 = llvm.mul %5969, %5985 overflow<nsw, nuw> : i64
    %5987 = llvm.add %5984, %5986 overflow<nsw, nuw> : i64
    %5988 = llvm.add %5987, %5971 overflow<nsw, nuw> : i64
    %5989 = llvm.getelementptr inbounds|nuw %5982[%5988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5990 = llvm.load %5989 : !llvm.ptr -> f32
    %5991 = llvm.extractvalue %5927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5992 = llvm.mlir.constant(128 : index) : i64
    %5993 = llvm.mul %5963, %5992 overflow<nsw, nuw> : i64
    %5994 = llvm.mlir.constant(16 : index) : i64
    %5995 = llvm.mul %5965, %5994 overflow<nsw, nuw> : i64
    %5996 = llvm.add %5993, %5995 overflow<nsw, nuw> : i64
    %5997 = llvm.mlir.constant(8 : index) : i64
    %5998 = llvm.mul %5967, %5997 overflow<nsw, nuw> : i64
    %5999 = llvm.add %5996, %5998 overflow<nsw, nuw> : i64
    %6000 = llvm.add %5999, %5969 overflow<nsw, nuw> : i64
    %6001 = llvm.getelementptr inbounds|nuw %5991[%6000] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6002 = llvm.load %6001 : !llvm.ptr -> f32
    %6003 = llvm.fmul %5981, %5990 : f32
    %6004 = llvm.fadd %6002, %6003 : f32
    %6005 = llvm.extractvalue %5927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6006 = llvm.mlir.constant(128 : index) : i64
    %6007 = llvm.mul %5963, %6006 overflow<nsw, nuw> : i64
    %6008 = llvm.mlir.constant(16 : index) : i64
    %6009 = llvm.mul %5965, %6008 overflow<nsw, nuw> : i64
    %6010 = llvm.add %6007, %6009 overflow<nsw, nuw> : i64
    %6011 = llvm.mlir.constant(8 : index) : i64
    %6012 = llvm.mul %5967, %6011 overflow<nsw, nuw> : i64
    %6013 = llvm.add %6010, %6012 overflow<nsw, nuw> : i64
    %6014 = llvm.add %6013, %5969 overflow<nsw, nuw> : i64
    %6015 = llvm.getelementptr inbounds|nuw %6005[%6014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6004, %6015 : f32, !llvm.ptr
    %6016 = llvm.add %5971, %16 : i64
    llvm.br ^bb873(%6016 : i64)
  ^bb875:  // pred: ^bb873
    %6017 = llvm.add %5969, %16 : i64
    llvm.br ^bb871(%6017 : i64)
  ^bb876:  // pred: ^bb871
    %6018 = llvm.add %5967, %16 : i64
    llvm.br ^bb869(%6018 : i64)
  ^bb877:  // pred: ^bb869
    %6019 = llvm.add %5965, %16 : i64
    llvm.br ^bb867(%6019 : i64)
  ^bb878:  // pred: ^bb867
    %6020 = llvm.add %5963, %16 : i64
    llvm.br ^bb865(%6020 : i64)
  ^bb879:  // pred: ^bb865
    %6021 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6022 = llvm.extractvalue %5624[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6023 = llvm.extractvalue %5624[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6024 = llvm.insertvalue %6022, %6021[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6025 = llvm.insertvalue %6023, %6024[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6026 = llvm.mlir.constant(0 : index) : i64
    %6027 = llvm.insertvalue %6026, %6025[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6028 = llvm.mlir.constant(1 : index) : i64
    %6029 = llvm.insertvalue %6028, %6027[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6030 = llvm.mlir.constant(256 : index) : i64
    %6031 = llvm.insertvalue %6030, %6029[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6032 = llvm.mlir.constant(4 : index) : i64
    %6033 = llvm.insertvalue %6032, %6031[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6034 = llvm.mlir.constant(64 : index) : i64
    %6035 = llvm.insertvalue %6034, %6033[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6036 = llvm.mlir.constant(8 : index) : i64
    %6037 = llvm.insertvalue %6036, %6035[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6038 = llvm.mlir.constant(8 : index) : i64
    %6039 = llvm.insertvalue %6038, %6037[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6040 = llvm.mlir.constant(4 : index) : i64
    %6041 = llvm.insertvalue %6040, %6039[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6042 = llvm.mlir.constant(1 : index) : i64
    %6043 = llvm.insertvalue %6042, %6041[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6044 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6045 = llvm.extractvalue %5624[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6046 = llvm.extractvalue %5624[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6047 = llvm.insertvalue %6045, %6044[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6048 = llvm.insertvalue %6046, %6047[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6049 = llvm.mlir.constant(4 : index) : i64
    %6050 = llvm.insertvalue %6049, %6048[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6051 = llvm.mlir.constant(1 : index) : i64
    %6052 = llvm.insertvalue %6051, %6050[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6053 = llvm.mlir.constant(256 : index) : i64
    %6054 = llvm.insertvalue %6053, %6052[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6055 = llvm.mlir.constant(4 : index) : i64
    %6056 = llvm.insertvalue %6055, %6054[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6057 = llvm.mlir.constant(64 : index) : i64
    %6058 = llvm.insertvalue %6057, %6056[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6059 = llvm.mlir.constant(8 : index) : i64
    %6060 = llvm.insertvalue %6059, %6058[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6061 = llvm.mlir.constant(8 : index) : i64
    %6062 = llvm.insertvalue %6061, %6060[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6063 = llvm.mlir.constant(4 : index) : i64
    %6064 = llvm.insertvalue %6063, %6062[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6065 = llvm.mlir.constant(1 : index) : i64
    %6066 = llvm.insertvalue %6065, %6064[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6067 = llvm.mlir.constant(1 : index) : i64
    %6068 = llvm.mlir.constant(4 : index) : i64
    %6069 = llvm.mlir.constant(8 : index) : i64
    %6070 = llvm.mlir.constant(4 : index) : i64
    %6071 = llvm.mlir.constant(1 : index) : i64
    %6072 = llvm.mlir.constant(32 : index) : i64
    %6073 = llvm.mlir.constant(128 : index) : i64
    %6074 = llvm.mlir.constant(128 : index) : i64
    %6075 = llvm.mlir.zero : !llvm.ptr
    %6076 = llvm.getelementptr %6075[%6074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6077 = llvm.ptrtoint %6076 : !llvm.ptr to i64
    %6078 = llvm.mlir.constant(64 : index) : i64
    %6079 = llvm.add %6077, %6078 : i64
    %6080 = llvm.call @malloc(%6079) : (i64) -> !llvm.ptr
    %6081 = llvm.ptrtoint %6080 : !llvm.ptr to i64
    %6082 = llvm.mlir.constant(1 : index) : i64
    %6083 = llvm.sub %6078, %6082 : i64
    %6084 = llvm.add %6081, %6083 : i64
    %6085 = llvm.urem %6084, %6078 : i64
    %6086 = llvm.sub %6084, %6085 : i64
    %6087 = llvm.inttoptr %6086 : i64 to !llvm.ptr
    %6088 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6089 = llvm.insertvalue %6080, %6088[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6090 = llvm.insertvalue %6087, %6089[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6091 = llvm.mlir.constant(0 : index) : i64
    %6092 = llvm.insertvalue %6091, %6090[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6093 = llvm.insertvalue %6067, %6092[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6094 = llvm.insertvalue %6068, %6093[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6095 = llvm.insertvalue %6069, %6094[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6096 = llvm.insertvalue %6070, %6095[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6097 = llvm.insertvalue %6073, %6096[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6098 = llvm.insertvalue %6072, %6097[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6099 = llvm.insertvalue %6070, %6098[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6100 = llvm.insertvalue %6071, %6099[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb880(%21 : i64)
  ^bb880(%6101: i64):  // 2 preds: ^bb879, ^bb890
    %6102 = llvm.icmp "slt" %6101, %16 : i64
    llvm.cond_br %6102, ^bb881, ^bb891
  ^bb881:  // pred: ^bb880
    llvm.br ^bb882(%21 : i64)
  ^bb882(%6103: i64):  // 2 preds: ^bb881, ^bb889
    %6104 = llvm.icmp "slt" %6103, %12 : i64
    llvm.cond_br %6104, ^bb883, ^bb890
  ^bb883:  // pred: ^bb882
    llvm.br ^bb884(%21 : i64)
  ^bb884(%6105: i64):  // 2 preds: ^bb883, ^bb888
    %6106 = llvm.icmp "slt" %6105, %15 : i64
    llvm.cond_br %6106, ^bb885, ^bb889
  ^bb885:  // pred: ^bb884
    llvm.br ^bb886(%21 : i64)
  ^bb886(%6107: i64):  // 2 preds: ^bb885, ^bb887
    %6108 = llvm.icmp "slt" %6107, %12 : i64
    llvm.cond_br %6108, ^bb887, ^bb888
  ^bb887:  // pred: ^bb886
    %6109 = llvm.extractvalue %6066[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6110 = llvm.mlir.constant(4 : index) : i64
    %6111 = llvm.getelementptr %6109[%6110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6112 = llvm.mlir.constant(256 : index) : i64
    %6113 = llvm.mul %6101, %6112 overflow<nsw, nuw> : i64
    %6114 = llvm.mlir.constant(64 : index) : i64
    %6115 = llvm.mul %6103, %6114 overflow<nsw, nuw> : i64
    %6116 = llvm.add %6113, %6115 overflow<nsw, nuw> : i64
    %6117 = llvm.mlir.constant(8 : index) : i64
    %6118 = llvm.mul %6105, %6117 overflow<nsw, nuw> : i64
    %6119 = llvm.add %6116, %6118 overflow<nsw, nuw> : i64
    %6120 = llvm.add %6119, %6107 overflow<nsw, nuw> : i64
    %6121 = llvm.getelementptr inbounds|nuw %6111[%6120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6122 = llvm.load %6121 : !llvm.ptr -> f32
    %6123 = llvm.fneg %6122 : f32
    %6124 = llvm.extractvalue %6100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6125 = llvm.mlir.constant(128 : index) : i64
    %6126 = llvm.mul %6101, %6125 overflow<nsw, nuw> : i64
    %6127 = llvm.mlir.constant(32 : index) : i64
    %6128 = llvm.mul %6103, %6127 overflow<nsw, nuw> : i64
    %6129 = llvm.add %6126, %6128 overflow<nsw, nuw> : i64
    %6130 = llvm.mlir.constant(4 : index) : i64
    %6131 = llvm.mul %6105, %6130 overflow<nsw, nuw> : i64
    %6132 = llvm.add %6129, %6131 overflow<nsw, nuw> : i64
    %6133 = llvm.add %6132, %6107 overflow<nsw, nuw> : i64
    %6134 = llvm.getelementptr inbounds|nuw %6124[%6133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6123, %6134 : f32, !llvm.ptr
    %6135 = llvm.add %6107, %16 : i64
    llvm.br ^bb886(%6135 : i64)
  ^bb888:  // pred: ^bb886
    %6136 = llvm.add %6105, %16 : i64
    llvm.br ^bb884(%6136 : i64)
  ^bb889:  // pred: ^bb884
    %6137 = llvm.add %6103, %16 : i64
    llvm.br ^bb882(%6137 : i64)
  ^bb890:  // pred: ^bb882
    %6138 = llvm.add %6101, %16 : i64
    llvm.br ^bb880(%6138 : i64)
  ^bb891:  // pred: ^bb880
    %6139 = llvm.mlir.constant(1 : index) : i64
    %6140 = llvm.mlir.constant(4 : index) : i64
    %6141 = llvm.mlir.constant(8 : index) : i64
    %6142 = llvm.mlir.constant(8 : index) : i64
    %6143 = llvm.mlir.constant(1 : index) : i64
    %6144 = llvm.mlir.constant(64 : index) : i64
    %6145 = llvm.mlir.constant(256 : index) : i64
    %6146 = llvm.mlir.constant(256 : index) : i64
    %6147 = llvm.mlir.zero : !llvm.ptr
    %6148 = llvm.getelementptr %6147[%6146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6149 = llvm.ptrtoint %6148 : !llvm.ptr to i64
    %6150 = llvm.mlir.constant(64 : index) : i64
    %6151 = llvm.add %6149, %6150 : i64
    %6152 = llvm.call @malloc(%6151) : (i64) -> !llvm.ptr
    %6153 = llvm.ptrtoint %6152 : !llvm.ptr to i64
    %6154 = llvm.mlir.constant(1 : index) : i64
    %6155 = llvm.sub %6150, %6154 : i64
    %6156 = llvm.add %6153, %6155 : i64
    %6157 = llvm.urem %6156, %6150 : i64
    %6158 = llvm.sub %6156, %6157 : i64
    %6159 = llvm.inttoptr %6158 : i64 to !llvm.ptr
    %6160 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6161 = llvm.insertvalue %6152, %6160[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6162 = llvm.insertvalue %6159, %6161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6163 = llvm.mlir.constant(0 : index) : i64
    %6164 = llvm.insertvalue %6163, %6162[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6165 = llvm.insertvalue %6139, %6164[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6166 = llvm.insertvalue %6140, %6165[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6167 = llvm.insertvalue %6141, %6166[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6168 = llvm.insertvalue %6142, %6167[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6169 = llvm.insertvalue %6145, %6168[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6170 = llvm.insertvalue %6144, %6169[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6171 = llvm.insertvalue %6142, %6170[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6172 = llvm.insertvalue %6143, %6171[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6173 = llvm.mlir.constant(1 : index) : i64
    %6174 = llvm.mlir.constant(4 : index) : i64
    %6175 = llvm.mlir.constant(8 : index) : i64
    %6176 = llvm.mlir.constant(8 : index) : i64
    %6177 = llvm.mlir.constant(1 : index) : i64
    %6178 = llvm.mlir.constant(64 : index) : i64
    %6179 = llvm.mlir.constant(256 : index) : i64
    %6180 = llvm.mlir.constant(256 : index) : i64
    %6181 = llvm.mlir.zero : !llvm.ptr
    %6182 = llvm.getelementptr %6181[%6180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6183 = llvm.ptrtoint %6182 : !llvm.ptr to i64
    %6184 = llvm.mlir.constant(64 : index) : i64
    %6185 = llvm.add %6183, %6184 : i64
    %6186 = llvm.call @malloc(%6185) : (i64) -> !llvm.ptr
    %6187 = llvm.ptrtoint %6186 : !llvm.ptr to i64
    %6188 = llvm.mlir.constant(1 : index) : i64
    %6189 = llvm.sub %6184, %6188 : i64
    %6190 = llvm.add %6187, %6189 : i64
    %6191 = llvm.urem %6190, %6184 : i64
    %6192 = llvm.sub %6190, %6191 : i64
    %6193 = llvm.inttoptr %6192 : i64 to !llvm.ptr
    %6194 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6195 = llvm.insertvalue %6186, %6194[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6196 = llvm.insertvalue %6193, %6195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6197 = llvm.mlir.constant(0 : index) : i64
    %6198 = llvm.insertvalue %6197, %6196[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6199 = llvm.insertvalue %6173, %6198[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6200 = llvm.insertvalue %6174, %6199[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6201 = llvm.insertvalue %6175, %6200[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6202 = llvm.insertvalue %6176, %6201[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6203 = llvm.insertvalue %6179, %6202[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6204 = llvm.insertvalue %6178, %6203[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6205 = llvm.insertvalue %6176, %6204[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6206 = llvm.insertvalue %6177, %6205[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb892(%21 : i64)
  ^bb892(%6207: i64):  // 2 preds: ^bb891, ^bb902
    %6208 = llvm.icmp "slt" %6207, %16 : i64
    llvm.cond_br %6208, ^bb893, ^bb903
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%21 : i64)
  ^bb894(%6209: i64):  // 2 preds: ^bb893, ^bb901
    %6210 = llvm.icmp "slt" %6209, %12 : i64
    llvm.cond_br %6210, ^bb895, ^bb902
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%21 : i64)
  ^bb896(%6211: i64):  // 2 preds: ^bb895, ^bb900
    %6212 = llvm.icmp "slt" %6211, %15 : i64
    llvm.cond_br %6212, ^bb897, ^bb901
  ^bb897:  // pred: ^bb896
    llvm.br ^bb898(%21 : i64)
  ^bb898(%6213: i64):  // 2 preds: ^bb897, ^bb899
    %6214 = llvm.icmp "slt" %6213, %15 : i64
    llvm.cond_br %6214, ^bb899, ^bb900
  ^bb899:  // pred: ^bb898
    %6215 = llvm.extractvalue %6172[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6216 = llvm.mlir.constant(256 : index) : i64
    %6217 = llvm.mul %6207, %6216 overflow<nsw, nuw> : i64
    %6218 = llvm.mlir.constant(64 : index) : i64
    %6219 = llvm.mul %6209, %6218 overflow<nsw, nuw> : i64
    %6220 = llvm.add %6217, %6219 overflow<nsw, nuw> : i64
    %6221 = llvm.mlir.constant(8 : index) : i64
    %6222 = llvm.mul %6211, %6221 overflow<nsw, nuw> : i64
    %6223 = llvm.add %6220, %6222 overflow<nsw, nuw> : i64
    %6224 = llvm.add %6223, %6213 overflow<nsw, nuw> : i64
    %6225 = llvm.getelementptr inbounds|nuw %6215[%6224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6226 = llvm.load %6225 : !llvm.ptr -> f32
    %6227 = llvm.extractvalue %6206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6228 = llvm.mlir.constant(256 : index) : i64
    %6229 = llvm.mul %6207, %6228 overflow<nsw, nuw> : i64
    %6230 = llvm.mlir.constant(64 : index) : i64
    %6231 = llvm.mul %6209, %6230 overflow<nsw, nuw> : i64
    %6232 = llvm.add %6229, %6231 overflow<nsw, nuw> : i64
    %6233 = llvm.mlir.constant(8 : index) : i64
    %6234 = llvm.mul %6211, %6233 overflow<nsw, nuw> : i64
    %6235 = llvm.add %6232, %6234 overflow<nsw, nuw> : i64
    %6236 = llvm.add %6235, %6213 overflow<nsw, nuw> : i64
    %6237 = llvm.getelementptr inbounds|nuw %6227[%6236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6226, %6237 : f32, !llvm.ptr
    %6238 = llvm.add %6213, %16 : i64
    llvm.br ^bb898(%6238 : i64)
  ^bb900:  // pred: ^bb898
    %6239 = llvm.add %6211, %16 : i64
    llvm.br ^bb896(%6239 : i64)
  ^bb901:  // pred: ^bb896
    %6240 = llvm.add %6209, %16 : i64
    llvm.br ^bb894(%6240 : i64)
  ^bb902:  // pred: ^bb894
    %6241 = llvm.add %6207, %16 : i64
    llvm.br ^bb892(%6241 : i64)
  ^bb903:  // pred: ^bb892
    %6242 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6243 = llvm.extractvalue %6206[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6244 = llvm.extractvalue %6206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6245 = llvm.insertvalue %6243, %6242[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6246 = llvm.insertvalue %6244, %6245[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6247 = llvm.mlir.constant(0 : index) : i64
    %6248 = llvm.insertvalue %6247, %6246[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6249 = llvm.mlir.constant(1 : index) : i64
    %6250 = llvm.insertvalue %6249, %6248[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6251 = llvm.mlir.constant(256 : index) : i64
    %6252 = llvm.insertvalue %6251, %6250[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6253 = llvm.mlir.constant(4 : index) : i64
    %6254 = llvm.insertvalue %6253, %6252[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6255 = llvm.mlir.constant(64 : index) : i64
    %6256 = llvm.insertvalue %6255, %6254[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6257 = llvm.mlir.constant(8 : index) : i64
    %6258 = llvm.insertvalue %6257, %6256[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6259 = llvm.mlir.constant(8 : index) : i64
    %6260 = llvm.insertvalue %6259, %6258[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6261 = llvm.mlir.constant(4 : index) : i64
    %6262 = llvm.insertvalue %6261, %6260[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6263 = llvm.mlir.constant(1 : index) : i64
    %6264 = llvm.insertvalue %6263, %6262[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb904(%21 : i64)
  ^bb904(%6265: i64):  // 2 preds: ^bb903, ^bb914
    %6266 = llvm.icmp "slt" %6265, %16 : i64
    llvm.cond_br %6266, ^bb905, ^bb915
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%21 : i64)
  ^bb906(%6267: i64):  // 2 preds: ^bb905, ^bb913
    %6268 = llvm.icmp "slt" %6267, %12 : i64
    llvm.cond_br %6268, ^bb907, ^bb914
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%21 : i64)
  ^bb908(%6269: i64):  // 2 preds: ^bb907, ^bb912
    %6270 = llvm.icmp "slt" %6269, %15 : i64
    llvm.cond_br %6270, ^bb909, ^bb913
  ^bb909:  // pred: ^bb908
    llvm.br ^bb910(%21 : i64)
  ^bb910(%6271: i64):  // 2 preds: ^bb909, ^bb911
    %6272 = llvm.icmp "slt" %6271, %12 : i64
    llvm.cond_br %6272, ^bb911, ^bb912
  ^bb911:  // pred: ^bb910
    %6273 = llvm.extractvalue %6100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6274 = llvm.mlir.constant(128 : index) : i64
    %6275 = llvm.mul %6265, %6274 overflow<nsw, nuw> : i64
    %6276 = llvm.mlir.constant(32 : index) : i64
    %6277 = llvm.mul %6267, %6276 overflow<nsw, nuw> : i64
    %6278 = llvm.add %6275, %6277 overflow<nsw, nuw> : i64
    %6279 = llvm.mlir.constant(4 : index) : i64
    %6280 = llvm.mul %6269, %6279 overflow<nsw, nuw> : i64
    %6281 = llvm.add %6278, %6280 overflow<nsw, nuw> : i64
    %6282 = llvm.add %6281, %6271 overflow<nsw, nuw> : i64
    %6283 = llvm.getelementptr inbounds|nuw %6273[%6282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6284 = llvm.load %6283 : !llvm.ptr -> f32
    %6285 = llvm.extractvalue %6264[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6286 = llvm.mlir.constant(256 : index) : i64
    %6287 = llvm.mul %6265, %6286 overflow<nsw, nuw> : i64
    %6288 = llvm.mlir.constant(64 : index) : i64
    %6289 = llvm.mul %6267, %6288 overflow<nsw, nuw> : i64
    %6290 = llvm.add %6287, %6289 overflow<nsw, nuw> : i64
    %6291 = llvm.mlir.constant(8 : index) : i64
    %6292 = llvm.mul %6269, %6291 overflow<nsw, nuw> : i64
    %6293 = llvm.add %6290, %6292 overflow<nsw, nuw> : i64
    %6294 = llvm.add %6293, %6271 overflow<nsw, nuw> : i64
    %6295 = llvm.getelementptr inbounds|nuw %6285[%6294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6284, %6295 : f32, !llvm.ptr
    %6296 = llvm.add %6271, %16 : i64
    llvm.br ^bb910(%6296 : i64)
  ^bb912:  // pred: ^bb910
    %6297 = llvm.add %6269, %16 : i64
    llvm.br ^bb908(%6297 : i64)
  ^bb913:  // pred: ^bb908
    %6298 = llvm.add %6267, %16 : i64
    llvm.br ^bb906(%6298 : i64)
  ^bb914:  // pred: ^bb906
    %6299 = llvm.add %6265, %16 : i64
    llvm.br ^bb904(%6299 : i64)
  ^bb915:  // pred: ^bb904
    %6300 = llvm.mlir.constant(1 : index) : i64
    %6301 = llvm.mlir.constant(4 : index) : i64
    %6302 = llvm.mlir.constant(8 : index) : i64
    %6303 = llvm.mlir.constant(8 : index) : i64
    %6304 = llvm.mlir.constant(1 : index) : i64
    %6305 = llvm.mlir.constant(64 : index) : i64
    %6306 = llvm.mlir.constant(256 : index) : i64
    %6307 = llvm.mlir.constant(256 : index) : i64
    %6308 = llvm.mlir.zero : !llvm.ptr
    %6309 = llvm.getelementptr %6308[%6307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6310 = llvm.ptrtoint %6309 : !llvm.ptr to i64
    %6311 = llvm.mlir.constant(64 : index) : i64
    %6312 = llvm.add %6310, %6311 : i64
    %6313 = llvm.call @malloc(%6312) : (i64) -> !llvm.ptr
    %6314 = llvm.ptrtoint %6313 : !llvm.ptr to i64
    %6315 = llvm.mlir.constant(1 : index) : i64
    %6316 = llvm.sub %6311, %6315 : i64
    %6317 = llvm.add %6314, %6316 : i64
    %6318 = llvm.urem %6317, %6311 : i64
    %6319 = llvm.sub %6317, %6318 : i64
    %6320 = llvm.inttoptr %6319 : i64 to !llvm.ptr
    %6321 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6322 = llvm.insertvalue %6313, %6321[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6323 = llvm.insertvalue %6320, %6322[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6324 = llvm.mlir.constant(0 : index) : i64
    %6325 = llvm.insertvalue %6324, %6323[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6326 = llvm.insertvalue %6300, %6325[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6327 = llvm.insertvalue %6301, %6326[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6328 = llvm.insertvalue %6302, %6327[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6329 = llvm.insertvalue %6303, %6328[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6330 = llvm.insertvalue %6306, %6329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6331 = llvm.insertvalue %6305, %6330[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6332 = llvm.insertvalue %6303, %6331[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6333 = llvm.insertvalue %6304, %6332[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb916(%21 : i64)
  ^bb916(%6334: i64):  // 2 preds: ^bb915, ^bb926
    %6335 = llvm.icmp "slt" %6334, %16 : i64
    llvm.cond_br %6335, ^bb917, ^bb927
  ^bb917:  // pred: ^bb916
    llvm.br ^bb918(%21 : i64)
  ^bb918(%6336: i64):  // 2 preds: ^bb917, ^bb925
    %6337 = llvm.icmp "slt" %6336, %12 : i64
    llvm.cond_br %6337, ^bb919, ^bb926
  ^bb919:  // pred: ^bb918
    llvm.br ^bb920(%21 : i64)
  ^bb920(%6338: i64):  // 2 preds: ^bb919, ^bb924
    %6339 = llvm.icmp "slt" %6338, %15 : i64
    llvm.cond_br %6339, ^bb921, ^bb925
  ^bb921:  // pred: ^bb920
    llvm.br ^bb922(%21 : i64)
  ^bb922(%6340: i64):  // 2 preds: ^bb921, ^bb923
    %6341 = llvm.icmp "slt" %6340, %15 : i64
    llvm.cond_br %6341, ^bb923, ^bb924
  ^bb923:  // pred: ^bb922
    %6342 = llvm.extractvalue %6206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6343 = llvm.mlir.constant(256 : index) : i64
    %6344 = llvm.mul %6334, %6343 overflow<nsw, nuw> : i64
    %6345 = llvm.mlir.constant(64 : index) : i64
    %6346 = llvm.mul %6336, %6345 overflow<nsw, nuw> : i64
    %6347 = llvm.add %6344, %6346 overflow<nsw, nuw> : i64
    %6348 = llvm.mlir.constant(8 : index) : i64
    %6349 = llvm.mul %6338, %6348 overflow<nsw, nuw> : i64
    %6350 = llvm.add %6347, %6349 overflow<nsw, nuw> : i64
    %6351 = llvm.add %6350, %6340 overflow<nsw, nuw> : i64
    %6352 = llvm.getelementptr inbounds|nuw %6342[%6351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6353 = llvm.load %6352 : !llvm.ptr -> f32
    %6354 = llvm.extractvalue %6333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6355 = llvm.mlir.constant(256 : index) : i64
    %6356 = llvm.mul %6334, %6355 overflow<nsw, nuw> : i64
    %6357 = llvm.mlir.constant(64 : index) : i64
    %6358 = llvm.mul %6336, %6357 overflow<nsw, nuw> : i64
    %6359 = llvm.add %6356, %6358 overflow<nsw, nuw> : i64
    %6360 = llvm.mlir.constant(8 : index) : i64
    %6361 = llvm.mul %6338, %6360 overflow<nsw, nuw> : i64
    %6362 = llvm.add %6359, %6361 overflow<nsw, nuw> : i64
    %6363 = llvm.add %6362, %6340 overflow<nsw, nuw> : i64
    %6364 = llvm.getelementptr inbounds|nuw %6354[%6363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6353, %6364 : f32, !llvm.ptr
    %6365 = llvm.add %6340, %16 : i64
    llvm.br ^bb922(%6365 : i64)
  ^bb924:  // pred: ^bb922
    %6366 = llvm.add %6338, %16 : i64
    llvm.br ^bb920(%6366 : i64)
  ^bb925:  // pred: ^bb920
    %6367 = llvm.add %6336, %16 : i64
    llvm.br ^bb918(%6367 : i64)
  ^bb926:  // pred: ^bb918
    %6368 = llvm.add %6334, %16 : i64
    llvm.br ^bb916(%6368 : i64)
  ^bb927:  // pred: ^bb916
    %6369 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6370 = llvm.extractvalue %6333[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6371 = llvm.extractvalue %6333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6372 = llvm.insertvalue %6370, %6369[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6373 = llvm.insertvalue %6371, %6372[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6374 = llvm.mlir.constant(4 : index) : i64
    %6375 = llvm.insertvalue %6374, %6373[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6376 = llvm.mlir.constant(1 : index) : i64
    %6377 = llvm.insertvalue %6376, %6375[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6378 = llvm.mlir.constant(256 : index) : i64
    %6379 = llvm.insertvalue %6378, %6377[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6380 = llvm.mlir.constant(4 : index) : i64
    %6381 = llvm.insertvalue %6380, %6379[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6382 = llvm.mlir.constant(64 : index) : i64
    %6383 = llvm.insertvalue %6382, %6381[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6384 = llvm.mlir.constant(8 : index) : i64
    %6385 = llvm.insertvalue %6384, %6383[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6386 = llvm.mlir.constant(8 : index) : i64
    %6387 = llvm.insertvalue %6386, %6385[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6388 = llvm.mlir.constant(4 : index) : i64
    %6389 = llvm.insertvalue %6388, %6387[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6390 = llvm.mlir.constant(1 : index) : i64
    %6391 = llvm.insertvalue %6390, %6389[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb928(%21 : i64)
  ^bb928(%6392: i64):  // 2 preds: ^bb927, ^bb938
    %6393 = llvm.icmp "slt" %6392, %16 : i64
    llvm.cond_br %6393, ^bb929, ^bb939
  ^bb929:  // pred: ^bb928
    llvm.br ^bb930(%21 : i64)
  ^bb930(%6394: i64):  // 2 preds: ^bb929, ^bb937
    %6395 = llvm.icmp "slt" %6394, %12 : i64
    llvm.cond_br %6395, ^bb931, ^bb938
  ^bb931:  // pred: ^bb930
    llvm.br ^bb932(%21 : i64)
  ^bb932(%6396: i64):  // 2 preds: ^bb931, ^bb936
    %6397 = llvm.icmp "slt" %6396, %15 : i64
    llvm.cond_br %6397, ^bb933, ^bb937
  ^bb933:  // pred: ^bb932
    llvm.br ^bb934(%21 : i64)
  ^bb934(%6398: i64):  // 2 preds: ^bb933, ^bb935
    %6399 = llvm.icmp "slt" %6398, %12 : i64
    llvm.cond_br %6399, ^bb935, ^bb936
  ^bb935:  // pred: ^bb934
    %6400 = llvm.extractvalue %6043[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6401 = llvm.mlir.constant(256 : index) : i64
    %6402 = llvm.mul %6392, %6401 overflow<nsw, nuw> : i64
    %6403 = llvm.mlir.constant(64 : index) : i64
    %6404 = llvm.mul %6394, %6403 overflow<nsw, nuw> : i64
    %6405 = llvm.add %6402, %6404 overflow<nsw, nuw> : i64
    %6406 = llvm.mlir.constant(8 : index) : i64
    %6407 = llvm.mul %6396, %6406 overflow<nsw, nuw> : i64
    %6408 = llvm.add %6405, %6407 overflow<nsw, nuw> : i64
    %6409 = llvm.add %6408, %6398 overflow<nsw, nuw> : i64
    %6410 = llvm.getelementptr inbounds|nuw %6400[%6409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6411 = llvm.load %6410 : !llvm.ptr -> f32
    %6412 = llvm.extractvalue %6391[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6413 = llvm.mlir.constant(4 : index) : i64
    %6414 = llvm.getelementptr %6412[%6413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6415 = llvm.mlir.constant(256 : index) : i64
    %6416 = llvm.mul %6392, %6415 overflow<nsw, nuw> : i64
    %6417 = llvm.mlir.constant(64 : index) : i64
    %6418 = llvm.mul %6394, %6417 overflow<nsw, nuw> : i64
    %6419 = llvm.add %6416, %6418 overflow<nsw, nuw> : i64
    %6420 = llvm.mlir.constant(8 : index) : i64
    %6421 = llvm.mul %6396, %6420 overflow<nsw, nuw> : i64
    %6422 = llvm.add %6419, %6421 overflow<nsw, nuw> : i64
    %6423 = llvm.add %6422, %6398 overflow<nsw, nuw> : i64
    %6424 = llvm.getelementptr inbounds|nuw %6414[%6423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6411, %6424 : f32, !llvm.ptr
    %6425 = llvm.add %6398, %16 : i64
    llvm.br ^bb934(%6425 : i64)
  ^bb936:  // pred: ^bb934
    %6426 = llvm.add %6396, %16 : i64
    llvm.br ^bb932(%6426 : i64)
  ^bb937:  // pred: ^bb932
    %6427 = llvm.add %6394, %16 : i64
    llvm.br ^bb930(%6427 : i64)
  ^bb938:  // pred: ^bb930
    %6428 = llvm.add %6392, %16 : i64
    llvm.br ^bb928(%6428 : i64)
  ^bb939:  // pred: ^bb928
    %6429 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6430 = llvm.extractvalue %5839[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6431 = llvm.extractvalue %5839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6432 = llvm.insertvalue %6430, %6429[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6433 = llvm.insertvalue %6431, %6432[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6434 = llvm.mlir.constant(0 : index) : i64
    %6435 = llvm.insertvalue %6434, %6433[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6436 = llvm.mlir.constant(1 : index) : i64
    %6437 = llvm.insertvalue %6436, %6435[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6438 = llvm.mlir.constant(128 : index) : i64
    %6439 = llvm.insertvalue %6438, %6437[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6440 = llvm.mlir.constant(2 : index) : i64
    %6441 = llvm.insertvalue %6440, %6439[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6442 = llvm.mlir.constant(64 : index) : i64
    %6443 = llvm.insertvalue %6442, %6441[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6444 = llvm.mlir.constant(8 : index) : i64
    %6445 = llvm.insertvalue %6444, %6443[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6446 = llvm.mlir.constant(8 : index) : i64
    %6447 = llvm.insertvalue %6446, %6445[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6448 = llvm.mlir.constant(4 : index) : i64
    %6449 = llvm.insertvalue %6448, %6447[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6450 = llvm.mlir.constant(1 : index) : i64
    %6451 = llvm.insertvalue %6450, %6449[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6452 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6453 = llvm.extractvalue %5839[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6454 = llvm.extractvalue %5839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6455 = llvm.insertvalue %6453, %6452[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6456 = llvm.insertvalue %6454, %6455[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6457 = llvm.mlir.constant(4 : index) : i64
    %6458 = llvm.insertvalue %6457, %6456[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6459 = llvm.mlir.constant(1 : index) : i64
    %6460 = llvm.insertvalue %6459, %6458[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6461 = llvm.mlir.constant(128 : index) : i64
    %6462 = llvm.insertvalue %6461, %6460[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6463 = llvm.mlir.constant(2 : index) : i64
    %6464 = llvm.insertvalue %6463, %6462[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6465 = llvm.mlir.constant(64 : index) : i64
    %6466 = llvm.insertvalue %6465, %6464[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6467 = llvm.mlir.constant(8 : index) : i64
    %6468 = llvm.insertvalue %6467, %6466[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6469 = llvm.mlir.constant(8 : index) : i64
    %6470 = llvm.insertvalue %6469, %6468[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6471 = llvm.mlir.constant(4 : index) : i64
    %6472 = llvm.insertvalue %6471, %6470[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6473 = llvm.mlir.constant(1 : index) : i64
    %6474 = llvm.insertvalue %6473, %6472[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6475 = llvm.mlir.constant(1 : index) : i64
    %6476 = llvm.mlir.constant(2 : index) : i64
    %6477 = llvm.mlir.constant(8 : index) : i64
    %6478 = llvm.mlir.constant(4 : index) : i64
    %6479 = llvm.mlir.constant(1 : index) : i64
    %6480 = llvm.mlir.constant(32 : index) : i64
    %6481 = llvm.mlir.constant(64 : index) : i64
    %6482 = llvm.mlir.constant(64 : index) : i64
    %6483 = llvm.mlir.zero : !llvm.ptr
    %6484 = llvm.getelementptr %6483[%6482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6485 = llvm.ptrtoint %6484 : !llvm.ptr to i64
    %6486 = llvm.mlir.constant(64 : index) : i64
    %6487 = llvm.add %6485, %6486 : i64
    %6488 = llvm.call @malloc(%6487) : (i64) -> !llvm.ptr
    %6489 = llvm.ptrtoint %6488 : !llvm.ptr to i64
    %6490 = llvm.mlir.constant(1 : index) : i64
    %6491 = llvm.sub %6486, %6490 : i64
    %6492 = llvm.add %6489, %6491 : i64
    %6493 = llvm.urem %6492, %6486 : i64
    %6494 = llvm.sub %6492, %6493 : i64
    %6495 = llvm.inttoptr %6494 : i64 to !llvm.ptr
    %6496 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6497 = llvm.insertvalue %6488, %6496[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6498 = llvm.insertvalue %6495, %6497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6499 = llvm.mlir.constant(0 : index) : i64
    %6500 = llvm.insertvalue %6499, %6498[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6501 = llvm.insertvalue %6475, %6500[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6502 = llvm.insertvalue %6476, %6501[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6503 = llvm.insertvalue %6477, %6502[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6504 = llvm.insertvalue %6478, %6503[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6505 = llvm.insertvalue %6481, %6504[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6506 = llvm.insertvalue %6480, %6505[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6507 = llvm.insertvalue %6478, %6506[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6508 = llvm.insertvalue %6479, %6507[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb940(%21 : i64)
  ^bb940(%6509: i64):  // 2 preds: ^bb939, ^bb950
    %6510 = llvm.icmp "slt" %6509, %16 : i64
    llvm.cond_br %6510, ^bb941, ^bb951
  ^bb941:  // pred: ^bb940
    llvm.br ^bb942(%21 : i64)
  ^bb942(%6511: i64):  // 2 preds: ^bb941, ^bb949
    %6512 = llvm.icmp "slt" %6511, %10 : i64
    llvm.cond_br %6512, ^bb943, ^bb950
  ^bb943:  // pred: ^bb942
    llvm.br ^bb944(%21 : i64)
  ^bb944(%6513: i64):  // 2 preds: ^bb943, ^bb948
    %6514 = llvm.icmp "slt" %6513, %15 : i64
    llvm.cond_br %6514, ^bb945, ^bb949
  ^bb945:  // pred: ^bb944
    llvm.br ^bb946(%21 : i64)
  ^bb946(%6515: i64):  // 2 preds: ^bb945, ^bb947
    %6516 = llvm.icmp "slt" %6515, %12 : i64
    llvm.cond_br %6516, ^bb947, ^bb948
  ^bb947:  // pred: ^bb946
    %6517 = llvm.extractvalue %6474[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6518 = llvm.mlir.constant(4 : index) : i64
    %6519 = llvm.getelementptr %6517[%6518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6520 = llvm.mlir.constant(128 : index) : i64
    %6521 = llvm.mul %6509, %6520 overflow<nsw, nuw> : i64
    %6522 = llvm.mlir.constant(64 : index) : i64
    %6523 = llvm.mul %6511, %6522 overflow<nsw, nuw> : i64
    %6524 = llvm.add %6521, %6523 overflow<nsw, nuw> : i64
    %6525 = llvm.mlir.constant(8 : index) : i64
    %6526 = llvm.mul %6513, %6525 overflow<nsw, nuw> : i64
    %6527 = llvm.add %6524, %6526 overflow<nsw, nuw> : i64
    %6528 = llvm.add %6527, %6515 overflow<nsw, nuw> : i64
    %6529 = llvm.getelementptr inbounds|nuw %6519[%6528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6530 = llvm.load %6529 : !llvm.ptr -> f32
    %6531 = llvm.fneg %6530 : f32
    %6532 = llvm.extractvalue %6508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6533 = llvm.mlir.constant(64 : index) : i64
    %6534 = llvm.mul %6509, %6533 overflow<nsw, nuw> : i64
    %6535 = llvm.mlir.constant(32 : index) : i64
    %6536 = llvm.mul %6511, %6535 overflow<nsw, nuw> : i64
    %6537 = llvm.add %6534, %6536 overflow<nsw, nuw> : i64
    %6538 = llvm.mlir.constant(4 : index) : i64
    %6539 = llvm.mul %6513, %6538 overflow<nsw, nuw> : i64
    %6540 = llvm.add %6537, %6539 overflow<nsw, nuw> : i64
    %6541 = llvm.add %6540, %6515 overflow<nsw, nuw> : i64
    %6542 = llvm.getelementptr inbounds|nuw %6532[%6541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6531, %6542 : f32, !llvm.ptr
    %6543 = llvm.add %6515, %16 : i64
    llvm.br ^bb946(%6543 : i64)
  ^bb948:  // pred: ^bb946
    %6544 = llvm.add %6513, %16 : i64
    llvm.br ^bb944(%6544 : i64)
  ^bb949:  // pred: ^bb944
    %6545 = llvm.add %6511, %16 : i64
    llvm.br ^bb942(%6545 : i64)
  ^bb950:  // pred: ^bb942
    %6546 = llvm.add %6509, %16 : i64
    llvm.br ^bb940(%6546 : i64)
  ^bb951:  // pred: ^bb940
    %6547 = llvm.mlir.constant(1 : index) : i64
    %6548 = llvm.mlir.constant(2 : index) : i64
    %6549 = llvm.mlir.constant(8 : index) : i64
    %6550 = llvm.mlir.constant(8 : index) : i64
    %6551 = llvm.mlir.constant(1 : index) : i64
    %6552 = llvm.mlir.constant(64 : index) : i64
    %6553 = llvm.mlir.constant(128 : index) : i64
    %6554 = llvm.mlir.constant(128 : index) : i64
    %6555 = llvm.mlir.zero : !llvm.ptr
    %6556 = llvm.getelementptr %6555[%6554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6557 = llvm.ptrtoint %6556 : !llvm.ptr to i64
    %6558 = llvm.mlir.constant(64 : index) : i64
    %6559 = llvm.add %6557, %6558 : i64
    %6560 = llvm.call @malloc(%6559) : (i64) -> !llvm.ptr
    %6561 = llvm.ptrtoint %6560 : !llvm.ptr to i64
    %6562 = llvm.mlir.constant(1 : index) : i64
    %6563 = llvm.sub %6558, %6562 : i64
    %6564 = llvm.add %6561, %6563 : i64
    %6565 = llvm.urem %6564, %6558 : i64
    %6566 = llvm.sub %6564, %6565 : i64
    %6567 = llvm.inttoptr %6566 : i64 to !llvm.ptr
    %6568 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6569 = llvm.insertvalue %6560, %6568[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6570 = llvm.insertvalue %6567, %6569[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6571 = llvm.mlir.constant(0 : index) : i64
    %6572 = llvm.insertvalue %6571, %6570[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6573 = llvm.insertvalue %6547, %6572[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6574 = llvm.insertvalue %6548, %6573[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6575 = llvm.insertvalue %6549, %6574[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6576 = llvm.insertvalue %6550, %6575[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6577 = llvm.insertvalue %6553, %6576[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6578 = llvm.insertvalue %6552, %6577[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6579 = llvm.insertvalue %6550, %6578[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6580 = llvm.insertvalue %6551, %6579[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6581 = llvm.mlir.constant(1 : index) : i64
    %6582 = llvm.mlir.constant(2 : index) : i64
    %6583 = llvm.mlir.constant(8 : index) : i64
    %6584 = llvm.mlir.constant(8 : index) : i64
    %6585 = llvm.mlir.constant(1 : index) : i64
    %6586 = llvm.mlir.constant(64 : index) : i64
    %6587 = llvm.mlir.constant(128 : index) : i64
    %6588 = llvm.mlir.constant(128 : index) : i64
    %6589 = llvm.mlir.zero : !llvm.ptr
    %6590 = llvm.getelementptr %6589[%6588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6591 = llvm.ptrtoint %6590 : !llvm.ptr to i64
    %6592 = llvm.mlir.constant(64 : index) : i64
    %6593 = llvm.add %6591, %6592 : i64
    %6594 = llvm.call @malloc(%6593) : (i64) -> !llvm.ptr
    %6595 = llvm.ptrtoint %6594 : !llvm.ptr to i64
    %6596 = llvm.mlir.constant(1 : index) : i64
    %6597 = llvm.sub %6592, %6596 : i64
    %6598 = llvm.add %6595, %6597 : i64
    %6599 = llvm.urem %6598, %6592 : i64
    %6600 = llvm.sub %6598, %6599 : i64
    %6601 = llvm.inttoptr %6600 : i64 to !llvm.ptr
    %6602 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6603 = llvm.insertvalue %6594, %6602[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6604 = llvm.insertvalue %6601, %6603[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6605 = llvm.mlir.constant(0 : index) : i64
    %6606 = llvm.insertvalue %6605, %6604[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6607 = llvm.insertvalue %6581, %6606[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6608 = llvm.insertvalue %6582, %6607[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6609 = llvm.insertvalue %6583, %6608[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6610 = llvm.insertvalue %6584, %6609[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6611 = llvm.insertvalue %6587, %6610[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6612 = llvm.insertvalue %6586, %6611[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6613 = llvm.insertvalue %6584, %6612[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6614 = llvm.insertvalue %6585, %6613[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb952(%21 : i64)
  ^bb952(%6615: i64):  // 2 preds: ^bb951, ^bb962
    %6616 = llvm.icmp "slt" %6615, %16 : i64
    llvm.cond_br %6616, ^bb953, ^bb963
  ^bb953:  // pred: ^bb952
    llvm.br ^bb954(%21 : i64)
  ^bb954(%6617: i64):  // 2 preds: ^bb953, ^bb961
    %6618 = llvm.icmp "slt" %6617, %10 : i64
    llvm.cond_br %6618, ^bb955, ^bb962
  ^bb955:  // pred: ^bb954
    llvm.br ^bb956(%21 : i64)
  ^bb956(%6619: i64):  // 2 preds: ^bb955, ^bb960
    %6620 = llvm.icmp "slt" %6619, %15 : i64
    llvm.cond_br %6620, ^bb957, ^bb961
  ^bb957:  // pred: ^bb956
    llvm.br ^bb958(%21 : i64)
  ^bb958(%6621: i64):  // 2 preds: ^bb957, ^bb959
    %6622 = llvm.icmp "slt" %6621, %15 : i64
    llvm.cond_br %6622, ^bb959, ^bb960
  ^bb959:  // pred: ^bb958
    %6623 = llvm.extractvalue %6580[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6624 = llvm.mlir.constant(128 : index) : i64
    %6625 = llvm.mul %6615, %6624 overflow<nsw, nuw> : i64
    %6626 = llvm.mlir.constant(64 : index) : i64
    %6627 = llvm.mul %6617, %6626 overflow<nsw, nuw> : i64
    %6628 = llvm.add %6625, %6627 overflow<nsw, nuw> : i64
    %6629 = llvm.mlir.constant(8 : index) : i64
    %6630 = llvm.mul %6619, %6629 overflow<nsw, nuw> : i64
    %6631 = llvm.add %6628, %6630 overflow<nsw, nuw> : i64
    %6632 = llvm.add %6631, %6621 overflow<nsw, nuw> : i64
    %6633 = llvm.getelementptr inbounds|nuw %6623[%6632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6634 = llvm.load %6633 : !llvm.ptr -> f32
    %6635 = llvm.extractvalue %6614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6636 = llvm.mlir.constant(128 : index) : i64
    %6637 = llvm.mul %6615, %6636 overflow<nsw, nuw> : i64
    %6638 = llvm.mlir.constant(64 : index) : i64
    %6639 = llvm.mul %6617, %6638 overflow<nsw, nuw> : i64
    %6640 = llvm.add %6637, %6639 overflow<nsw, nuw> : i64
    %6641 = llvm.mlir.constant(8 : index) : i64
    %6642 = llvm.mul %6619, %6641 overflow<nsw, nuw> : i64
    %6643 = llvm.add %6640, %6642 overflow<nsw, nuw> : i64
    %6644 = llvm.add %6643, %6621 overflow<nsw, nuw> : i64
    %6645 = llvm.getelementptr inbounds|nuw %6635[%6644] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6634, %6645 : f32, !llvm.ptr
    %6646 = llvm.add %6621, %16 : i64
    llvm.br ^bb958(%6646 : i64)
  ^bb960:  // pred: ^bb958
    %6647 = llvm.add %6619, %16 : i64
    llvm.br ^bb956(%6647 : i64)
  ^bb961:  // pred: ^bb956
    %6648 = llvm.add %6617, %16 : i64
    llvm.br ^bb954(%6648 : i64)
  ^bb962:  // pred: ^bb954
    %6649 = llvm.add %6615, %16 : i64
    llvm.br ^bb952(%6649 : i64)
  ^bb963:  // pred: ^bb952
    %6650 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6651 = llvm.extractvalue %6614[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6652 = llvm.extractvalue %6614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6653 = llvm.insertvalue %6651, %6650[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6654 = llvm.insertvalue %6652, %6653[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6655 = llvm.mlir.constant(0 : index) : i64
    %6656 = llvm.insertvalue %6655, %6654[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6657 = llvm.mlir.constant(1 : index) : i64
    %6658 = llvm.insertvalue %6657, %6656[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6659 = llvm.mlir.constant(128 : index) : i64
    %6660 = llvm.insertvalue %6659, %6658[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6661 = llvm.mlir.constant(2 : index) : i64
    %6662 = llvm.insertvalue %6661, %6660[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6663 = llvm.mlir.constant(64 : index) : i64
    %6664 = llvm.insertvalue %6663, %6662[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6665 = llvm.mlir.constant(8 : index) : i64
    %6666 = llvm.insertvalue %6665, %6664[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6667 = llvm.mlir.constant(8 : index) : i64
    %6668 = llvm.insertvalue %6667, %6666[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6669 = llvm.mlir.constant(4 : index) : i64
    %6670 = llvm.insertvalue %6669, %6668[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6671 = llvm.mlir.constant(1 : index) : i64
    %6672 = llvm.insertvalue %6671, %6670[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb964(%21 : i64)
  ^bb964(%6673: i64):  // 2 preds: ^bb963, ^bb974
    %6674 = llvm.icmp "slt" %6673, %16 : i64
    llvm.cond_br %6674, ^bb965, ^bb975
  ^bb965:  // pred: ^bb964
    llvm.br ^bb966(%21 : i64)
  ^bb966(%6675: i64):  // 2 preds: ^bb965, ^bb973
    %6676 = llvm.icmp "slt" %6675, %10 : i64
    llvm.cond_br %6676, ^bb967, ^bb974
  ^bb967:  // pred: ^bb966
    llvm.br ^bb968(%21 : i64)
  ^bb968(%6677: i64):  // 2 preds: ^bb967, ^bb972
    %6678 = llvm.icmp "slt" %6677, %15 : i64
    llvm.cond_br %6678, ^bb969, ^bb973
  ^bb969:  // pred: ^bb968
    llvm.br ^bb970(%21 : i64)
  ^bb970(%6679: i64):  // 2 preds: ^bb969, ^bb971
    %6680 = llvm.icmp "slt" %6679, %12 : i64
    llvm.cond_br %6680, ^bb971, ^bb972
  ^bb971:  // pred: ^bb970
    %6681 = llvm.extractvalue %6508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6682 = llvm.mlir.constant(64 : index) : i64
    %6683 = llvm.mul %6673, %6682 overflow<nsw, nuw> : i64
    %6684 = llvm.mlir.constant(32 : index) : i64
    %6685 = llvm.mul %6675, %6684 overflow<nsw, nuw> : i64
    %6686 = llvm.add %6683, %6685 overflow<nsw, nuw> : i64
    %6687 = llvm.mlir.constant(4 : index) : i64
    %6688 = llvm.mul %6677, %6687 overflow<nsw, nuw> : i64
    %6689 = llvm.add %6686, %6688 overflow<nsw, nuw> : i64
    %6690 = llvm.add %6689, %6679 overflow<nsw, nuw> : i64
    %6691 = llvm.getelementptr inbounds|nuw %6681[%6690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6692 = llvm.load %6691 : !llvm.ptr -> f32
    %6693 = llvm.extractvalue %6672[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6694 = llvm.mlir.constant(128 : index) : i64
    %6695 = llvm.mul %6673, %6694 overflow<nsw, nuw> : i64
    %6696 = llvm.mlir.constant(64 : index) : i64
    %6697 = llvm.mul %6675, %6696 overflow<nsw, nuw> : i64
    %6698 = llvm.add %6695, %6697 overflow<nsw, nuw> : i64
    %6699 = llvm.mlir.constant(8 : index) : i64
    %6700 = llvm.mul %6677, %6699 overflow<nsw, nuw> : i64
    %6701 = llvm.add %6698, %6700 overflow<nsw, nuw> : i64
    %6702 = llvm.add %6701, %6679 overflow<nsw, nuw> : i64
    %6703 = llvm.getelementptr inbounds|nuw %6693[%6702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6692, %6703 : f32, !llvm.ptr
    %6704 = llvm.add %6679, %16 : i64
    llvm.br ^bb970(%6704 : i64)
  ^bb972:  // pred: ^bb970
    %6705 = llvm.add %6677, %16 : i64
    llvm.br ^bb968(%6705 : i64)
  ^bb973:  // pred: ^bb968
    %6706 = llvm.add %6675, %16 : i64
    llvm.br ^bb966(%6706 : i64)
  ^bb974:  // pred: ^bb966
    %6707 = llvm.add %6673, %16 : i64
    llvm.br ^bb964(%6707 : i64)
  ^bb975:  // pred: ^bb964
    %6708 = llvm.mlir.constant(1 : index) : i64
    %6709 = llvm.mlir.constant(2 : index) : i64
    %6710 = llvm.mlir.constant(8 : index) : i64
    %6711 = llvm.mlir.constant(8 : index) : i64
    %6712 = llvm.mlir.constant(1 : index) : i64
    %6713 = llvm.mlir.constant(64 : index) : i64
    %6714 = llvm.mlir.constant(128 : index) : i64
    %6715 = llvm.mlir.constant(128 : index) : i64
    %6716 = llvm.mlir.zero : !llvm.ptr
    %6717 = llvm.getelementptr %6716[%6715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6718 = llvm.ptrtoint %6717 : !llvm.ptr to i64
    %6719 = llvm.mlir.constant(64 : index) : i64
    %6720 = llvm.add %6718, %6719 : i64
    %6721 = llvm.call @malloc(%6720) : (i64) -> !llvm.ptr
    %6722 = llvm.ptrtoint %6721 : !llvm.ptr to i64
    %6723 = llvm.mlir.constant(1 : index) : i64
    %6724 = llvm.sub %6719, %6723 : i64
    %6725 = llvm.add %6722, %6724 : i64
    %6726 = llvm.urem %6725, %6719 : i64
    %6727 = llvm.sub %6725, %6726 : i64
    %6728 = llvm.inttoptr %6727 : i64 to !llvm.ptr
    %6729 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6730 = llvm.insertvalue %6721, %6729[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6731 = llvm.insertvalue %6728, %6730[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6732 = llvm.mlir.constant(0 : index) : i64
    %6733 = llvm.insertvalue %6732, %6731[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6734 = llvm.insertvalue %6708, %6733[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6735 = llvm.insertvalue %6709, %6734[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6736 = llvm.insertvalue %6710, %6735[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6737 = llvm.insertvalue %6711, %6736[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6738 = llvm.insertvalue %6714, %6737[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6739 = llvm.insertvalue %6713, %6738[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6740 = llvm.insertvalue %6711, %6739[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6741 = llvm.insertvalue %6712, %6740[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb976(%21 : i64)
  ^bb976(%6742: i64):  // 2 preds: ^bb975, ^bb986
    %6743 = llvm.icmp "slt" %6742, %16 : i64
    llvm.cond_br %6743, ^bb977, ^bb987
  ^bb977:  // pred: ^bb976
    llvm.br ^bb978(%21 : i64)
  ^bb978(%6744: i64):  // 2 preds: ^bb977, ^bb985
    %6745 = llvm.icmp "slt" %6744, %10 : i64
    llvm.cond_br %6745, ^bb979, ^bb986
  ^bb979:  // pred: ^bb978
    llvm.br ^bb980(%21 : i64)
  ^bb980(%6746: i64):  // 2 preds: ^bb979, ^bb984
    %6747 = llvm.icmp "slt" %6746, %15 : i64
    llvm.cond_br %6747, ^bb981, ^bb985
  ^bb981:  // pred: ^bb980
    llvm.br ^bb982(%21 : i64)
  ^bb982(%6748: i64):  // 2 preds: ^bb981, ^bb983
    %6749 = llvm.icmp "slt" %6748, %15 : i64
    llvm.cond_br %6749, ^bb983, ^bb984
  ^bb983:  // pred: ^bb982
    %6750 = llvm.extractvalue %6614[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6751 = llvm.mlir.constant(128 : index) : i64
    %6752 = llvm.mul %6742, %6751 overflow<nsw, nuw> : i64
    %6753 = llvm.mlir.constant(64 : index) : i64
    %6754 = llvm.mul %6744, %6753 overflow<nsw, nuw> : i64
    %6755 = llvm.add %6752, %6754 overflow<nsw, nuw> : i64
    %6756 = llvm.mlir.constant(8 : index) : i64
    %6757 = llvm.mul %6746, %6756 overflow<nsw, nuw> : i64
    %6758 = llvm.add %6755, %6757 overflow<nsw, nuw> : i64
    %6759 = llvm.add %6758, %6748 overflow<nsw, nuw> : i64
    %6760 = llvm.getelementptr inbounds|nuw %6750[%6759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6761 = llvm.load %6760 : !llvm.ptr -> f32
    %6762 = llvm.extractvalue %6741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6763 = llvm.mlir.constant(128 : index) : i64
    %6764 = llvm.mul %6742, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.mlir.constant(64 : index) : i64
    %6766 = llvm.mul %6744, %6765 overflow<nsw, nuw> : i64
    %6767 = llvm.add %6764, %6766 overflow<nsw, nuw> : i64
    %6768 = llvm.mlir.constant(8 : index) : i64
    %6769 = llvm.mul %6746, %6768 overflow<nsw, nuw> : i64
    %6770 = llvm.add %6767, %6769 overflow<nsw, nuw> : i64
    %6771 = llvm.add %6770, %6748 overflow<nsw, nuw> : i64
    %6772 = llvm.getelementptr inbounds|nuw %6762[%6771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6761, %6772 : f32, !llvm.ptr
    %6773 = llvm.add %6748, %16 : i64
    llvm.br ^bb982(%6773 : i64)
  ^bb984:  // pred: ^bb982
    %6774 = llvm.add %6746, %16 : i64
    llvm.br ^bb980(%6774 : i64)
  ^bb985:  // pred: ^bb980
    %6775 = llvm.add %6744, %16 : i64
    llvm.br ^bb978(%6775 : i64)
  ^bb986:  // pred: ^bb978
    %6776 = llvm.add %6742, %16 : i64
    llvm.br ^bb976(%6776 : i64)
  ^bb987:  // pred: ^bb976
    %6777 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6778 = llvm.extractvalue %6741[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6779 = llvm.extractvalue %6741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6780 = llvm.insertvalue %6778, %6777[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6781 = llvm.insertvalue %6779, %6780[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6782 = llvm.mlir.constant(4 : index) : i64
    %6783 = llvm.insertvalue %6782, %6781[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6784 = llvm.mlir.constant(1 : index) : i64
    %6785 = llvm.insertvalue %6784, %6783[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6786 = llvm.mlir.constant(128 : index) : i64
    %6787 = llvm.insertvalue %6786, %6785[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6788 = llvm.mlir.constant(2 : index) : i64
    %6789 = llvm.insertvalue %6788, %6787[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6790 = llvm.mlir.constant(64 : index) : i64
    %6791 = llvm.insertvalue %6790, %6789[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6792 = llvm.mlir.constant(8 : index) : i64
    %6793 = llvm.insertvalue %6792, %6791[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6794 = llvm.mlir.constant(8 : index) : i64
    %6795 = llvm.insertvalue %6794, %6793[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6796 = llvm.mlir.constant(4 : index) : i64
    %6797 = llvm.insertvalue %6796, %6795[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6798 = llvm.mlir.constant(1 : index) : i64
    %6799 = llvm.insertvalue %6798, %6797[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb988(%21 : i64)
  ^bb988(%6800: i64):  // 2 preds: ^bb987, ^bb998
    %6801 = llvm.icmp "slt" %6800, %16 : i64
    llvm.cond_br %6801, ^bb989, ^bb999
  ^bb989:  // pred: ^bb988
    llvm.br ^bb990(%21 : i64)
  ^bb990(%6802: i64):  // 2 preds: ^bb989, ^bb997
    %6803 = llvm.icmp "slt" %6802, %10 : i64
    llvm.cond_br %6803, ^bb991, ^bb998
  ^bb991:  // pred: ^bb990
    llvm.br ^bb992(%21 : i64)
  ^bb992(%6804: i64):  // 2 preds: ^bb991, ^bb996
    %6805 = llvm.icmp "slt" %6804, %15 : i64
    llvm.cond_br %6805, ^bb993, ^bb997
  ^bb993:  // pred: ^bb992
    llvm.br ^bb994(%21 : i64)
  ^bb994(%6806: i64):  // 2 preds: ^bb993, ^bb995
    %6807 = llvm.icmp "slt" %6806, %12 : i64
    llvm.cond_br %6807, ^bb995, ^bb996
  ^bb995:  // pred: ^bb994
    %6808 = llvm.extractvalue %6451[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6809 = llvm.mlir.constant(128 : index) : i64
    %6810 = llvm.mul %6800, %6809 overflow<nsw, nuw> : i64
    %6811 = llvm.mlir.constant(64 : index) : i64
    %6812 = llvm.mul %6802, %6811 overflow<nsw, nuw> : i64
    %6813 = llvm.add %6810, %6812 overflow<nsw, nuw> : i64
    %6814 = llvm.mlir.constant(8 : index) : i64
    %6815 = llvm.mul %6804, %6814 overflow<nsw, nuw> : i64
    %6816 = llvm.add %6813, %6815 overflow<nsw, nuw> : i64
    %6817 = llvm.add %6816, %6806 overflow<nsw, nuw> : i64
    %6818 = llvm.getelementptr inbounds|nuw %6808[%6817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6819 = llvm.load %6818 : !llvm.ptr -> f32
    %6820 = llvm.extractvalue %6799[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6821 = llvm.mlir.constant(4 : index) : i64
    %6822 = llvm.getelementptr %6820[%6821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6823 = llvm.mlir.constant(128 : index) : i64
    %6824 = llvm.mul %6800, %6823 overflow<nsw, nuw> : i64
    %6825 = llvm.mlir.constant(64 : index) : i64
    %6826 = llvm.mul %6802, %6825 overflow<nsw, nuw> : i64
    %6827 = llvm.add %6824, %6826 overflow<nsw, nuw> : i64
    %6828 = llvm.mlir.constant(8 : index) : i64
    %6829 = llvm.mul %6804, %6828 overflow<nsw, nuw> : i64
    %6830 = llvm.add %6827, %6829 overflow<nsw, nuw> : i64
    %6831 = llvm.add %6830, %6806 overflow<nsw, nuw> : i64
    %6832 = llvm.getelementptr inbounds|nuw %6822[%6831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6819, %6832 : f32, !llvm.ptr
    %6833 = llvm.add %6806, %16 : i64
    llvm.br ^bb994(%6833 : i64)
  ^bb996:  // pred: ^bb994
    %6834 = llvm.add %6804, %16 : i64
    llvm.br ^bb992(%6834 : i64)
  ^bb997:  // pred: ^bb992
    %6835 = llvm.add %6802, %16 : i64
    llvm.br ^bb990(%6835 : i64)
  ^bb998:  // pred: ^bb990
    %6836 = llvm.add %6800, %16 : i64
    llvm.br ^bb988(%6836 : i64)
  ^bb999:  // pred: ^bb988
    %6837 = llvm.mlir.constant(1 : index) : i64
    %6838 = llvm.mlir.constant(2 : index) : i64
    %6839 = llvm.mlir.constant(2 : index) : i64
    %6840 = llvm.mlir.constant(8 : index) : i64
    %6841 = llvm.mlir.constant(8 : index) : i64
    %6842 = llvm.mlir.constant(1 : index) : i64
    %6843 = llvm.mlir.constant(64 : index) : i64
    %6844 = llvm.mlir.constant(128 : index) : i64
    %6845 = llvm.mlir.constant(256 : index) : i64
    %6846 = llvm.mlir.constant(256 : index) : i64
    %6847 = llvm.mlir.zero : !llvm.ptr
    %6848 = llvm.getelementptr %6847[%6846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6849 = llvm.ptrtoint %6848 : !llvm.ptr to i64
    %6850 = llvm.mlir.constant(64 : index) : i64
    %6851 = llvm.add %6849, %6850 : i64
    %6852 = llvm.call @malloc(%6851) : (i64) -> !llvm.ptr
    %6853 = llvm.ptrtoint %6852 : !llvm.ptr to i64
    %6854 = llvm.mlir.constant(1 : index) : i64
    %6855 = llvm.sub %6850, %6854 : i64
    %6856 = llvm.add %6853, %6855 : i64
    %6857 = llvm.urem %6856, %6850 : i64
    %6858 = llvm.sub %6856, %6857 : i64
    %6859 = llvm.inttoptr %6858 : i64 to !llvm.ptr
    %6860 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6861 = llvm.insertvalue %6852, %6860[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6862 = llvm.insertvalue %6859, %6861[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6863 = llvm.mlir.constant(0 : index) : i64
    %6864 = llvm.insertvalue %6863, %6862[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6865 = llvm.insertvalue %6837, %6864[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6866 = llvm.insertvalue %6838, %6865[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6867 = llvm.insertvalue %6839, %6866[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6868 = llvm.insertvalue %6840, %6867[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6869 = llvm.insertvalue %6841, %6868[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6870 = llvm.insertvalue %6845, %6869[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6871 = llvm.insertvalue %6844, %6870[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6872 = llvm.insertvalue %6843, %6871[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6873 = llvm.insertvalue %6841, %6872[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6874 = llvm.insertvalue %6842, %6873[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1000(%21 : i64)
  ^bb1000(%6875: i64):  // 2 preds: ^bb999, ^bb1013
    %6876 = llvm.icmp "slt" %6875, %16 : i64
    llvm.cond_br %6876, ^bb1001, ^bb1014
  ^bb1001:  // pred: ^bb1000
    llvm.br ^bb1002(%21 : i64)
  ^bb1002(%6877: i64):  // 2 preds: ^bb1001, ^bb1012
    %6878 = llvm.icmp "slt" %6877, %10 : i64
    llvm.cond_br %6878, ^bb1003, ^bb1013
  ^bb1003:  // pred: ^bb1002
    llvm.br ^bb1004(%21 : i64)
  ^bb1004(%6879: i64):  // 2 preds: ^bb1003, ^bb1011
    %6880 = llvm.icmp "slt" %6879, %10 : i64
    llvm.cond_br %6880, ^bb1005, ^bb1012
  ^bb1005:  // pred: ^bb1004
    llvm.br ^bb1006(%21 : i64)
  ^bb1006(%6881: i64):  // 2 preds: ^bb1005, ^bb1010
    %6882 = llvm.icmp "slt" %6881, %15 : i64
    llvm.cond_br %6882, ^bb1007, ^bb1011
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%21 : i64)
  ^bb1008(%6883: i64):  // 2 preds: ^bb1007, ^bb1009
    %6884 = llvm.icmp "slt" %6883, %15 : i64
    llvm.cond_br %6884, ^bb1009, ^bb1010
  ^bb1009:  // pred: ^bb1008
    %6885 = llvm.extractvalue %5927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6886 = llvm.mlir.constant(128 : index) : i64
    %6887 = llvm.mul %6875, %6886 overflow<nsw, nuw> : i64
    %6888 = llvm.mlir.constant(16 : index) : i64
    %6889 = llvm.mul %6881, %6888 overflow<nsw, nuw> : i64
    %6890 = llvm.add %6887, %6889 overflow<nsw, nuw> : i64
    %6891 = llvm.mlir.constant(8 : index) : i64
    %6892 = llvm.mul %6877, %6891 overflow<nsw, nuw> : i64
    %6893 = llvm.add %6890, %6892 overflow<nsw, nuw> : i64
    %6894 = llvm.add %6893, %6883 overflow<nsw, nuw> : i64
    %6895 = llvm.getelementptr inbounds|nuw %6885[%6894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6896 = llvm.load %6895 : !llvm.ptr -> f32
    %6897 = llvm.extractvalue %6874[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6898 = llvm.mlir.constant(256 : index) : i64
    %6899 = llvm.mul %6875, %6898 overflow<nsw, nuw> : i64
    %6900 = llvm.mlir.constant(128 : index) : i64
    %6901 = llvm.mul %6877, %6900 overflow<nsw, nuw> : i64
    %6902 = llvm.add %6899, %6901 overflow<nsw, nuw> : i64
    %6903 = llvm.mlir.constant(64 : index) : i64
    %6904 = llvm.mul %6879, %6903 overflow<nsw, nuw> : i64
    %6905 = llvm.add %6902, %6904 overflow<nsw, nuw> : i64
    %6906 = llvm.mlir.constant(8 : index) : i64
    %6907 = llvm.mul %6881, %6906 overflow<nsw, nuw> : i64
    %6908 = llvm.add %6905, %6907 overflow<nsw, nuw> : i64
    %6909 = llvm.add %6908, %6883 overflow<nsw, nuw> : i64
    %6910 = llvm.getelementptr inbounds|nuw %6897[%6909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6896, %6910 : f32, !llvm.ptr
    %6911 = llvm.add %6883, %16 : i64
    llvm.br ^bb1008(%6911 : i64)
  ^bb1010:  // pred: ^bb1008
    %6912 = llvm.add %6881, %16 : i64
    llvm.br ^bb1006(%6912 : i64)
  ^bb1011:  // pred: ^bb1006
    %6913 = llvm.add %6879, %16 : i64
    llvm.br ^bb1004(%6913 : i64)
  ^bb1012:  // pred: ^bb1004
    %6914 = llvm.add %6877, %16 : i64
    llvm.br ^bb1002(%6914 : i64)
  ^bb1013:  // pred: ^bb1002
    %6915 = llvm.add %6875, %16 : i64
    llvm.br ^bb1000(%6915 : i64)
  ^bb1014:  // pred: ^bb1000
    %6916 = llvm.mlir.constant(1 : index) : i64
    %6917 = llvm.mlir.constant(2 : index) : i64
    %6918 = llvm.mlir.constant(2 : index) : i64
    %6919 = llvm.mlir.constant(8 : index) : i64
    %6920 = llvm.mlir.constant(8 : index) : i64
    %6921 = llvm.mlir.constant(1 : index) : i64
    %6922 = llvm.mlir.constant(64 : index) : i64
    %6923 = llvm.mlir.constant(128 : index) : i64
    %6924 = llvm.mlir.constant(256 : index) : i64
    %6925 = llvm.mlir.constant(256 : index) : i64
    %6926 = llvm.mlir.zero : !llvm.ptr
    %6927 = llvm.getelementptr %6926[%6925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6928 = llvm.ptrtoint %6927 : !llvm.ptr to i64
    %6929 = llvm.mlir.constant(64 : index) : i64
    %6930 = llvm.add %6928, %6929 : i64
    %6931 = llvm.call @malloc(%6930) : (i64) -> !llvm.ptr
    %6932 = llvm.ptrtoint %6931 : !llvm.ptr to i64
    %6933 = llvm.mlir.constant(1 : index) : i64
    %6934 = llvm.sub %6929, %6933 : i64
    %6935 = llvm.add %6932, %6934 : i64
    %6936 = llvm.urem %6935, %6929 : i64
    %6937 = llvm.sub %6935, %6936 : i64
    %6938 = llvm.inttoptr %6937 : i64 to !llvm.ptr
    %6939 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6940 = llvm.insertvalue %6931, %6939[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6941 = llvm.insertvalue %6938, %6940[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6942 = llvm.mlir.constant(0 : index) : i64
    %6943 = llvm.insertvalue %6942, %6941[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6944 = llvm.insertvalue %6916, %6943[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6945 = llvm.insertvalue %6917, %6944[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6946 = llvm.insertvalue %6918, %6945[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6947 = llvm.insertvalue %6919, %6946[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6948 = llvm.insertvalue %6920, %6947[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6949 = llvm.insertvalue %6924, %6948[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6950 = llvm.insertvalue %6923, %6949[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6951 = llvm.insertvalue %6922, %6950[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6952 = llvm.insertvalue %6920, %6951[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6953 = llvm.insertvalue %6921, %6952[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1015(%21 : i64)
  ^bb1015(%6954: i64):  // 2 preds: ^bb1014, ^bb1028
    %6955 = llvm.icmp "slt" %6954, %16 : i64
    llvm.cond_br %6955, ^bb1016, ^bb1029
  ^bb1016:  // pred: ^bb1015
    llvm.br ^bb1017(%21 : i64)
  ^bb1017(%6956: i64):  // 2 preds: ^bb1016, ^bb1027
    %6957 = llvm.icmp "slt" %6956, %10 : i64
    llvm.cond_br %6957, ^bb1018, ^bb1028
  ^bb1018:  // pred: ^bb1017
    llvm.br ^bb1019(%21 : i64)
  ^bb1019(%6958: i64):  // 2 preds: ^bb1018, ^bb1026
    %6959 = llvm.icmp "slt" %6958, %10 : i64
    llvm.cond_br %6959, ^bb1020, ^bb1027
  ^bb1020:  // pred: ^bb1019
    llvm.br ^bb1021(%21 : i64)
  ^bb1021(%6960: i64):  // 2 preds: ^bb1020, ^bb1025
    %6961 = llvm.icmp "slt" %6960, %15 : i64
    llvm.cond_br %6961, ^bb1022, ^bb1026
  ^bb1022:  // pred: ^bb1021
    llvm.br ^bb1023(%21 : i64)
  ^bb1023(%6962: i64):  // 2 preds: ^bb1022, ^bb1024
    %6963 = llvm.icmp "slt" %6962, %15 : i64
    llvm.cond_br %6963, ^bb1024, ^bb1025
  ^bb1024:  // pred: ^bb1023
    %6964 = llvm.extractvalue %5839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6965 = llvm.mlir.constant(128 : index) : i64
    %6966 = llvm.mul %6954, %6965 overflow<nsw, nuw> : i64
    %6967 = llvm.mlir.constant(64 : index) : i64
    %6968 = llvm.mul %6956, %6967 overflow<nsw, nuw> : i64
    %6969 = llvm.add %6966, %6968 overflow<nsw, nuw> : i64
    %6970 = llvm.mlir.constant(8 : index) : i64
    %6971 = llvm.mul %6962, %6970 overflow<nsw, nuw> : i64
    %6972 = llvm.add %6969, %6971 overflow<nsw, nuw> : i64
    %6973 = llvm.add %6972, %6960 overflow<nsw, nuw> : i64
    %6974 = llvm.getelementptr inbounds|nuw %6964[%6973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6975 = llvm.load %6974 : !llvm.ptr -> f32
    %6976 = llvm.extractvalue %1484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6977 = llvm.mlir.constant(64 : index) : i64
    %6978 = llvm.mul %6954, %6977 overflow<nsw, nuw> : i64
    %6979 = llvm.mlir.constant(64 : index) : i64
    %6980 = llvm.mul %21, %6979 overflow<nsw, nuw> : i64
    %6981 = llvm.add %6978, %6980 overflow<nsw, nuw> : i64
    %6982 = llvm.mlir.constant(8 : index) : i64
    %6983 = llvm.mul %6962, %6982 overflow<nsw, nuw> : i64
    %6984 = llvm.add %6981, %6983 overflow<nsw, nuw> : i64
    %6985 = llvm.add %6984, %6960 overflow<nsw, nuw> : i64
    %6986 = llvm.getelementptr inbounds|nuw %6976[%6985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6987 = llvm.load %6986 : !llvm.ptr -> f32
    %6988 = llvm.extractvalue %6741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6989 = llvm.mlir.constant(128 : index) : i64
    %6990 = llvm.mul %6954, %6989 overflow<nsw, nuw> : i64
    %6991 = llvm.mlir.constant(64 : index) : i64
    %6992 = llvm.mul %6956, %6991 overflow<nsw, nuw> : i64
    %6993 = llvm.add %6990, %6992 overflow<nsw, nuw> : i64
    %6994 = llvm.mlir.constant(8 : index) : i64
    %6995 = llvm.mul %6962, %6994 overflow<nsw, nuw> : i64
    %6996 = llvm.add %6993, %6995 overflow<nsw, nuw> : i64
    %6997 = llvm.add %6996, %6960 overflow<nsw, nuw> : i64
    %6998 = llvm.getelementptr inbounds|nuw %6988[%6997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6999 = llvm.load %6998 : !llvm.ptr -> f32
    %7000 = llvm.extractvalue %1554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7001 = llvm.mlir.constant(64 : index) : i64
    %7002 = llvm.mul %6954, %7001 overflow<nsw, nuw> : i64
    %7003 = llvm.mlir.constant(64 : index) : i64
    %7004 = llvm.mul %21, %7003 overflow<nsw, nuw> : i64
    %7005 = llvm.add %7002, %7004 overflow<nsw, nuw> : i64
    %7006 = llvm.mlir.constant(8 : index) : i64
    %7007 = llvm.mul %6962, %7006 overflow<nsw, nuw> : i64
    %7008 = llvm.add %7005, %7007 overflow<nsw, nuw> : i64
    %7009 = llvm.add %7008, %6960 overflow<nsw, nuw> : i64
    %7010 = llvm.getelementptr inbounds|nuw %7000[%7009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7011 = llvm.load %7010 : !llvm.ptr -> f32
    %7012 = llvm.fmul %6999, %7011 : f32
    %7013 = llvm.fmul %6975, %6987 : f32
    %7014 = llvm.fadd %7013, %7012 : f32
    %7015 = llvm.extractvalue %6953[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7016 = llvm.mlir.constant(256 : index) : i64
    %7017 = llvm.mul %6954, %7016 overflow<nsw, nuw> : i64
    %7018 = llvm.mlir.constant(128 : index) : i64
    %7019 = llvm.mul %6956, %7018 overflow<nsw, nuw> : i64
    %7020 = llvm.add %7017, %7019 overflow<nsw, nuw> : i64
    %7021 = llvm.mlir.constant(64 : index) : i64
    %7022 = llvm.mul %6958, %7021 overflow<nsw, nuw> : i64
    %7023 = llvm.add %7020, %7022 overflow<nsw, nuw> : i64
    %7024 = llvm.mlir.constant(8 : index) : i64
    %7025 = llvm.mul %6960, %7024 overflow<nsw, nuw> : i64
    %7026 = llvm.add %7023, %7025 overflow<nsw, nuw> : i64
    %7027 = llvm.add %7026, %6962 overflow<nsw, nuw> : i64
    %7028 = llvm.getelementptr inbounds|nuw %7015[%7027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7014, %7028 : f32, !llvm.ptr
    %7029 = llvm.add %6962, %16 : i64
    llvm.br ^bb1023(%7029 : i64)
  ^bb1025:  // pred: ^bb1023
    %7030 = llvm.add %6960, %16 : i64
    llvm.br ^bb1021(%7030 : i64)
  ^bb1026:  // pred: ^bb1021
    %7031 = llvm.add %6958, %16 : i64
    llvm.br ^bb1019(%7031 : i64)
  ^bb1027:  // pred: ^bb1019
    %7032 = llvm.add %6956, %16 : i64
    llvm.br ^bb1017(%7032 : i64)
  ^bb1028:  // pred: ^bb1017
    %7033 = llvm.add %6954, %16 : i64
    llvm.br ^bb1015(%7033 : i64)
  ^bb1029:  // pred: ^bb1015
    %7034 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7035 = llvm.extractvalue %6953[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7036 = llvm.extractvalue %6953[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7037 = llvm.insertvalue %7035, %7034[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7038 = llvm.insertvalue %7036, %7037[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7039 = llvm.mlir.constant(0 : index) : i64
    %7040 = llvm.insertvalue %7039, %7038[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7041 = llvm.mlir.constant(1 : index) : i64
    %7042 = llvm.insertvalue %7041, %7040[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7043 = llvm.mlir.constant(256 : index) : i64
    %7044 = llvm.insertvalue %7043, %7042[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7045 = llvm.mlir.constant(4 : index) : i64
    %7046 = llvm.insertvalue %7045, %7044[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7047 = llvm.mlir.constant(64 : index) : i64
    %7048 = llvm.insertvalue %7047, %7046[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7049 = llvm.mlir.constant(8 : index) : i64
    %7050 = llvm.insertvalue %7049, %7048[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7051 = llvm.mlir.constant(8 : index) : i64
    %7052 = llvm.insertvalue %7051, %7050[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7053 = llvm.mlir.constant(8 : index) : i64
    %7054 = llvm.insertvalue %7053, %7052[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7055 = llvm.mlir.constant(1 : index) : i64
    %7056 = llvm.insertvalue %7055, %7054[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7057 = llvm.mlir.constant(1 : index) : i64
    %7058 = llvm.mlir.constant(4 : index) : i64
    %7059 = llvm.mlir.constant(8 : index) : i64
    %7060 = llvm.mlir.constant(8 : index) : i64
    %7061 = llvm.mlir.constant(1 : index) : i64
    %7062 = llvm.mlir.constant(64 : index) : i64
    %7063 = llvm.mlir.constant(256 : index) : i64
    %7064 = llvm.mlir.constant(256 : index) : i64
    %7065 = llvm.mlir.zero : !llvm.ptr
    %7066 = llvm.getelementptr %7065[%7064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7067 = llvm.ptrtoint %7066 : !llvm.ptr to i64
    %7068 = llvm.mlir.constant(64 : index) : i64
    %7069 = llvm.add %7067, %7068 : i64
    %7070 = llvm.call @malloc(%7069) : (i64) -> !llvm.ptr
    %7071 = llvm.ptrtoint %7070 : !llvm.ptr to i64
    %7072 = llvm.mlir.constant(1 : index) : i64
    %7073 = llvm.sub %7068, %7072 : i64
    %7074 = llvm.add %7071, %7073 : i64
    %7075 = llvm.urem %7074, %7068 : i64
    %7076 = llvm.sub %7074, %7075 : i64
    %7077 = llvm.inttoptr %7076 : i64 to !llvm.ptr
    %7078 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7079 = llvm.insertvalue %7070, %7078[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7080 = llvm.insertvalue %7077, %7079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7081 = llvm.mlir.constant(0 : index) : i64
    %7082 = llvm.insertvalue %7081, %7080[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7083 = llvm.insertvalue %7057, %7082[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7084 = llvm.insertvalue %7058, %7083[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7085 = llvm.insertvalue %7059, %7084[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7086 = llvm.insertvalue %7060, %7085[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7087 = llvm.insertvalue %7063, %7086[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7088 = llvm.insertvalue %7062, %7087[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7089 = llvm.insertvalue %7060, %7088[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7090 = llvm.insertvalue %7061, %7089[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1030(%21 : i64)
  ^bb1030(%7091: i64):  // 2 preds: ^bb1029, ^bb1040
    %7092 = llvm.icmp "slt" %7091, %16 : i64
    llvm.cond_br %7092, ^bb1031, ^bb1041
  ^bb1031:  // pred: ^bb1030
    llvm.br ^bb1032(%21 : i64)
  ^bb1032(%7093: i64):  // 2 preds: ^bb1031, ^bb1039
    %7094 = llvm.icmp "slt" %7093, %12 : i64
    llvm.cond_br %7094, ^bb1033, ^bb1040
  ^bb1033:  // pred: ^bb1032
    llvm.br ^bb1034(%21 : i64)
  ^bb1034(%7095: i64):  // 2 preds: ^bb1033, ^bb1038
    %7096 = llvm.icmp "slt" %7095, %15 : i64
    llvm.cond_br %7096, ^bb1035, ^bb1039
  ^bb1035:  // pred: ^bb1034
    llvm.br ^bb1036(%21 : i64)
  ^bb1036(%7097: i64):  // 2 preds: ^bb1035, ^bb1037
    %7098 = llvm.icmp "slt" %7097, %15 : i64
    llvm.cond_br %7098, ^bb1037, ^bb1038
  ^bb1037:  // pred: ^bb1036
    %7099 = llvm.extractvalue %3593[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7100 = llvm.mlir.constant(256 : index) : i64
    %7101 = llvm.mul %7091, %7100 overflow<nsw, nuw> : i64
    %7102 = llvm.mlir.constant(64 : index) : i64
    %7103 = llvm.mul %7093, %7102 overflow<nsw, nuw> : i64
    %7104 = llvm.add %7101, %7103 overflow<nsw, nuw> : i64
    %7105 = llvm.mlir.constant(8 : index) : i64
    %7106 = llvm.mul %7095, %7105 overflow<nsw, nuw> : i64
    %7107 = llvm.add %7104, %7106 overflow<nsw, nuw> : i64
    %7108 = llvm.add %7107, %7097 overflow<nsw, nuw> : i64
    %7109 = llvm.getelementptr inbounds|nuw %7099[%7108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7110 = llvm.load %7109 : !llvm.ptr -> f32
    %7111 = llvm.extractvalue %7090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7112 = llvm.mlir.constant(256 : index) : i64
    %7113 = llvm.mul %7091, %7112 overflow<nsw, nuw> : i64
    %7114 = llvm.mlir.constant(64 : index) : i64
    %7115 = llvm.mul %7093, %7114 overflow<nsw, nuw> : i64
    %7116 = llvm.add %7113, %7115 overflow<nsw, nuw> : i64
    %7117 = llvm.mlir.constant(8 : index) : i64
    %7118 = llvm.mul %7095, %7117 overflow<nsw, nuw> : i64
    %7119 = llvm.add %7116, %7118 overflow<nsw, nuw> : i64
    %7120 = llvm.add %7119, %7097 overflow<nsw, nuw> : i64
    %7121 = llvm.getelementptr inbounds|nuw %7111[%7120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7110, %7121 : f32, !llvm.ptr
    %7122 = llvm.add %7097, %16 : i64
    llvm.br ^bb1036(%7122 : i64)
  ^bb1038:  // pred: ^bb1036
    %7123 = llvm.add %7095, %16 : i64
    llvm.br ^bb1034(%7123 : i64)
  ^bb1039:  // pred: ^bb1034
    %7124 = llvm.add %7093, %16 : i64
    llvm.br ^bb1032(%7124 : i64)
  ^bb1040:  // pred: ^bb1032
    %7125 = llvm.add %7091, %16 : i64
    llvm.br ^bb1030(%7125 : i64)
  ^bb1041:  // pred: ^bb1030
    llvm.br ^bb1042(%21 : i64)
  ^bb1042(%7126: i64):  // 2 preds: ^bb1041, ^bb1055
    %7127 = llvm.icmp "slt" %7126, %16 : i64
    llvm.cond_br %7127, ^bb1043, ^bb1056
  ^bb1043:  // pred: ^bb1042
    llvm.br ^bb1044(%21 : i64)
  ^bb1044(%7128: i64):  // 2 preds: ^bb1043, ^bb1054
    %7129 = llvm.icmp "slt" %7128, %12 : i64
    llvm.cond_br %7129, ^bb1045, ^bb1055
  ^bb1045:  // pred: ^bb1044
    llvm.br ^bb1046(%21 : i64)
  ^bb1046(%7130: i64):  // 2 preds: ^bb1045, ^bb1053
    %7131 = llvm.icmp "slt" %7130, %15 : i64
    llvm.cond_br %7131, ^bb1047, ^bb1054
  ^bb1047:  // pred: ^bb1046
    llvm.br ^bb1048(%21 : i64)
  ^bb1048(%7132: i64):  // 2 preds: ^bb1047, ^bb1052
    %7133 = llvm.icmp "slt" %7132, %15 : i64
    llvm.cond_br %7133, ^bb1049, ^bb1053
  ^bb1049:  // pred: ^bb1048
    llvm.br ^bb1050(%21 : i64)
  ^bb1050(%7134: i64):  // 2 preds: ^bb1049, ^bb1051
    %7135 = llvm.icmp "slt" %7134, %15 : i64
    llvm.cond_br %7135, ^bb1051, ^bb1052
  ^bb1051:  // pred: ^bb1050
    %7136 = llvm.extractvalue %5624[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7137 = llvm.mlir.constant(256 : index) : i64
    %7138 = llvm.mul %7126, %7137 overflow<nsw, nuw> : i64
    %7139 = llvm.mlir.constant(64 : index) : i64
    %7140 = llvm.mul %7128, %7139 overflow<nsw, nuw> : i64
    %7141 = llvm.add %7138, %7140 overflow<nsw, nuw> : i64
    %7142 = llvm.mlir.constant(8 : index) : i64
    %7143 = llvm.mul %7130, %7142 overflow<nsw, nuw> : i64
    %7144 = llvm.add %7141, %7143 overflow<nsw, nuw> : i64
    %7145 = llvm.add %7144, %7134 overflow<nsw, nuw> : i64
    %7146 = llvm.getelementptr inbounds|nuw %7136[%7145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7147 = llvm.load %7146 : !llvm.ptr -> f32
    %7148 = llvm.extractvalue %1484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7149 = llvm.mlir.constant(64 : index) : i64
    %7150 = llvm.mul %7126, %7149 overflow<nsw, nuw> : i64
    %7151 = llvm.mlir.constant(64 : index) : i64
    %7152 = llvm.mul %21, %7151 overflow<nsw, nuw> : i64
    %7153 = llvm.add %7150, %7152 overflow<nsw, nuw> : i64
    %7154 = llvm.mlir.constant(8 : index) : i64
    %7155 = llvm.mul %7130, %7154 overflow<nsw, nuw> : i64
    %7156 = llvm.add %7153, %7155 overflow<nsw, nuw> : i64
    %7157 = llvm.add %7156, %7134 overflow<nsw, nuw> : i64
    %7158 = llvm.getelementptr inbounds|nuw %7148[%7157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7159 = llvm.load %7158 : !llvm.ptr -> f32
    %7160 = llvm.extractvalue %6333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7161 = llvm.mlir.constant(256 : index) : i64
    %7162 = llvm.mul %7126, %7161 overflow<nsw, nuw> : i64
    %7163 = llvm.mlir.constant(64 : index) : i64
    %7164 = llvm.mul %7128, %7163 overflow<nsw, nuw> : i64
    %7165 = llvm.add %7162, %7164 overflow<nsw, nuw> : i64
    %7166 = llvm.mlir.constant(8 : index) : i64
    %7167 = llvm.mul %7130, %7166 overflow<nsw, nuw> : i64
    %7168 = llvm.add %7165, %7167 overflow<nsw, nuw> : i64
    %7169 = llvm.add %7168, %7134 overflow<nsw, nuw> : i64
    %7170 = llvm.getelementptr inbounds|nuw %7160[%7169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7171 = llvm.load %7170 : !llvm.ptr -> f32
    %7172 = llvm.extractvalue %1554[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7173 = llvm.mlir.constant(64 : index) : i64
    %7174 = llvm.mul %7126, %7173 overflow<nsw, nuw> : i64
    %7175 = llvm.mlir.constant(64 : index) : i64
    %7176 = llvm.mul %21, %7175 overflow<nsw, nuw> : i64
    %7177 = llvm.add %7174, %7176 overflow<nsw, nuw> : i64
    %7178 = llvm.mlir.constant(8 : index) : i64
    %7179 = llvm.mul %7130, %7178 overflow<nsw, nuw> : i64
    %7180 = llvm.add %7177, %7179 overflow<nsw, nuw> : i64
    %7181 = llvm.add %7180, %7134 overflow<nsw, nuw> : i64
    %7182 = llvm.getelementptr inbounds|nuw %7172[%7181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7183 = llvm.load %7182 : !llvm.ptr -> f32
    %7184 = llvm.extractvalue %7056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7185 = llvm.mlir.constant(256 : index) : i64
    %7186 = llvm.mul %7126, %7185 overflow<nsw, nuw> : i64
    %7187 = llvm.mlir.constant(64 : index) : i64
    %7188 = llvm.mul %7128, %7187 overflow<nsw, nuw> : i64
    %7189 = llvm.add %7186, %7188 overflow<nsw, nuw> : i64
    %7190 = llvm.mlir.constant(8 : index) : i64
    %7191 = llvm.mul %7134, %7190 overflow<nsw, nuw> : i64
    %7192 = llvm.add %7189, %7191 overflow<nsw, nuw> : i64
    %7193 = llvm.add %7192, %7132 overflow<nsw, nuw> : i64
    %7194 = llvm.getelementptr inbounds|nuw %7184[%7193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7195 = llvm.load %7194 : !llvm.ptr -> f32
    %7196 = llvm.extractvalue %7090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7197 = llvm.mlir.constant(256 : index) : i64
    %7198 = llvm.mul %7126, %7197 overflow<nsw, nuw> : i64
    %7199 = llvm.mlir.constant(64 : index) : i64
    %7200 = llvm.mul %7128, %7199 overflow<nsw, nuw> : i64
    %7201 = llvm.add %7198, %7200 overflow<nsw, nuw> : i64
    %7202 = llvm.mlir.constant(8 : index) : i64
    %7203 = llvm.mul %7130, %7202 overflow<nsw, nuw> : i64
    %7204 = llvm.add %7201, %7203 overflow<nsw, nuw> : i64
    %7205 = llvm.add %7204, %7132 overflow<nsw, nuw> : i64
    %7206 = llvm.getelementptr inbounds|nuw %7196[%7205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7207 = llvm.load %7206 : !llvm.ptr -> f32
    %7208 = llvm.fmul %7171, %7183 : f32
    %7209 = llvm.fmul %7147, %7159 : f32
    %7210 = llvm.fadd %7209, %7208 : f32
    %7211 = llvm.fmul %7210, %7195 : f32
    %7212 = llvm.fadd %7207, %7211 : f32
    %7213 = llvm.extractvalue %7090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7214 = llvm.mlir.constant(256 : index) : i64
    %7215 = llvm.mul %7126, %7214 overflow<nsw, nuw> : i64
    %7216 = llvm.mlir.constant(64 : index) : i64
    %7217 = llvm.mul %7128, %7216 overflow<nsw, nuw> : i64
    %7218 = llvm.add %7215, %7217 overflow<nsw, nuw> : i64
    %7219 = llvm.mlir.constant(8 : index) : i64
    %7220 = llvm.mul %7130, %7219 overflow<nsw, nuw> : i64
    %7221 = llvm.add %7218, %7220 overflow<nsw, nuw> : i64
    %7222 = llvm.add %7221, %7132 overflow<nsw, nuw> : i64
    %7223 = llvm.getelementptr inbounds|nuw %7213[%7222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7212, %7223 : f32, !llvm.ptr
    %7224 = llvm.add %7134, %16 : i64
    llvm.br ^bb1050(%7224 : i64)
  ^bb1052:  // pred: ^bb1050
    %7225 = llvm.add %7132, %16 : i64
    llvm.br ^bb1048(%7225 : i64)
  ^bb1053:  // pred: ^bb1048
    %7226 = llvm.add %7130, %16 : i64
    llvm.br ^bb1046(%7226 : i64)
  ^bb1054:  // pred: ^bb1046
    %7227 = llvm.add %7128, %16 : i64
    llvm.br ^bb1044(%7227 : i64)
  ^bb1055:  // pred: ^bb1044
    %7228 = llvm.add %7126, %16 : i64
    llvm.br ^bb1042(%7228 : i64)
  ^bb1056:  // pred: ^bb1042
    %7229 = llvm.mlir.constant(1 : index) : i64
    %7230 = llvm.mlir.constant(4 : index) : i64
    %7231 = llvm.mlir.constant(8 : index) : i64
    %7232 = llvm.mlir.constant(8 : index) : i64
    %7233 = llvm.mlir.constant(1 : index) : i64
    %7234 = llvm.mlir.constant(64 : index) : i64
    %7235 = llvm.mlir.constant(256 : index) : i64
    %7236 = llvm.mlir.constant(256 : index) : i64
    %7237 = llvm.mlir.zero : !llvm.ptr
    %7238 = llvm.getelementptr %7237[%7236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7239 = llvm.ptrtoint %7238 : !llvm.ptr to i64
    %7240 = llvm.mlir.constant(64 : index) : i64
    %7241 = llvm.add %7239, %7240 : i64
    %7242 = llvm.call @malloc(%7241) : (i64) -> !llvm.ptr
    %7243 = llvm.ptrtoint %7242 : !llvm.ptr to i64
    %7244 = llvm.mlir.constant(1 : index) : i64
    %7245 = llvm.sub %7240, %7244 : i64
    %7246 = llvm.add %7243, %7245 : i64
    %7247 = llvm.urem %7246, %7240 : i64
    %7248 = llvm.sub %7246, %7247 : i64
    %7249 = llvm.inttoptr %7248 : i64 to !llvm.ptr
    %7250 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7251 = llvm.insertvalue %7242, %7250[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7252 = llvm.insertvalue %7249, %7251[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7253 = llvm.mlir.constant(0 : index) : i64
    %7254 = llvm.insertvalue %7253, %7252[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7255 = llvm.insertvalue %7229, %7254[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7256 = llvm.insertvalue %7230, %7255[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7257 = llvm.insertvalue %7231, %7256[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7258 = llvm.insertvalue %7232, %7257[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7259 = llvm.insertvalue %7235, %7258[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7260 = llvm.insertvalue %7234, %7259[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7261 = llvm.insertvalue %7232, %7260[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7262 = llvm.insertvalue %7233, %7261[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1057(%21 : i64)
  ^bb1057(%7263: i64):  // 2 preds: ^bb1056, ^bb1067
    %7264 = llvm.icmp "slt" %7263, %16 : i64
    llvm.cond_br %7264, ^bb1058, ^bb1068
  ^bb1058:  // pred: ^bb1057
    llvm.br ^bb1059(%21 : i64)
  ^bb1059(%7265: i64):  // 2 preds: ^bb1058, ^bb1066
    %7266 = llvm.icmp "slt" %7265, %12 : i64
    llvm.cond_br %7266, ^bb1060, ^bb1067
  ^bb1060:  // pred: ^bb1059
    llvm.br ^bb1061(%21 : i64)
  ^bb1061(%7267: i64):  // 2 preds: ^bb1060, ^bb1065
    %7268 = llvm.icmp "slt" %7267, %15 : i64
    llvm.cond_br %7268, ^bb1062, ^bb1066
  ^bb1062:  // pred: ^bb1061
    llvm.br ^bb1063(%21 : i64)
  ^bb1063(%7269: i64):  // 2 preds: ^bb1062, ^bb1064
    %7270 = llvm.icmp "slt" %7269, %15 : i64
    llvm.cond_br %7270, ^bb1064, ^bb1065
  ^bb1064:  // pred: ^bb1063
    %7271 = llvm.extractvalue %7090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7272 = llvm.mlir.constant(256 : index) : i64
    %7273 = llvm.mul %7263, %7272 overflow<nsw, nuw> : i64
    %7274 = llvm.mlir.constant(64 : index) : i64
    %7275 = llvm.mul %7265, %7274 overflow<nsw, nuw> : i64
    %7276 = llvm.add %7273, %7275 overflow<nsw, nuw> : i64
    %7277 = llvm.mlir.constant(8 : index) : i64
    %7278 = llvm.mul %7267, %7277 overflow<nsw, nuw> : i64
    %7279 = llvm.add %7276, %7278 overflow<nsw, nuw> : i64
    %7280 = llvm.add %7279, %7269 overflow<nsw, nuw> : i64
    %7281 = llvm.getelementptr inbounds|nuw %7271[%7280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7282 = llvm.load %7281 : !llvm.ptr -> f32
    %7283 = llvm.extractvalue %1036[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7284 = llvm.mlir.constant(64 : index) : i64
    %7285 = llvm.mul %7263, %7284 overflow<nsw, nuw> : i64
    %7286 = llvm.mlir.constant(64 : index) : i64
    %7287 = llvm.mul %21, %7286 overflow<nsw, nuw> : i64
    %7288 = llvm.add %7285, %7287 overflow<nsw, nuw> : i64
    %7289 = llvm.mlir.constant(8 : index) : i64
    %7290 = llvm.mul %7267, %7289 overflow<nsw, nuw> : i64
    %7291 = llvm.add %7288, %7290 overflow<nsw, nuw> : i64
    %7292 = llvm.add %7291, %7269 overflow<nsw, nuw> : i64
    %7293 = llvm.getelementptr inbounds|nuw %7283[%7292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7294 = llvm.load %7293 : !llvm.ptr -> f32
    %7295 = llvm.fptrunc %19 : f64 to f32
    %7296 = llvm.fmul %7282, %7295 : f32
    %7297 = llvm.fadd %7296, %7294 : f32
    %7298 = llvm.extractvalue %7262[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7299 = llvm.mlir.constant(256 : index) : i64
    %7300 = llvm.mul %7263, %7299 overflow<nsw, nuw> : i64
    %7301 = llvm.mlir.constant(64 : index) : i64
    %7302 = llvm.mul %7265, %7301 overflow<nsw, nuw> : i64
    %7303 = llvm.add %7300, %7302 overflow<nsw, nuw> : i64
    %7304 = llvm.mlir.constant(8 : index) : i64
    %7305 = llvm.mul %7267, %7304 overflow<nsw, nuw> : i64
    %7306 = llvm.add %7303, %7305 overflow<nsw, nuw> : i64
    %7307 = llvm.add %7306, %7269 overflow<nsw, nuw> : i64
    %7308 = llvm.getelementptr inbounds|nuw %7298[%7307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7297, %7308 : f32, !llvm.ptr
    %7309 = llvm.add %7269, %16 : i64
    llvm.br ^bb1063(%7309 : i64)
  ^bb1065:  // pred: ^bb1063
    %7310 = llvm.add %7267, %16 : i64
    llvm.br ^bb1061(%7310 : i64)
  ^bb1066:  // pred: ^bb1061
    %7311 = llvm.add %7265, %16 : i64
    llvm.br ^bb1059(%7311 : i64)
  ^bb1067:  // pred: ^bb1059
    %7312 = llvm.add %7263, %16 : i64
    llvm.br ^bb1057(%7312 : i64)
  ^bb1068:  // pred: ^bb1057
    %7313 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7314 = llvm.extractvalue %7262[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7315 = llvm.extractvalue %7262[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7316 = llvm.insertvalue %7314, %7313[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7317 = llvm.insertvalue %7315, %7316[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7318 = llvm.mlir.constant(0 : index) : i64
    %7319 = llvm.insertvalue %7318, %7317[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7320 = llvm.mlir.constant(1 : index) : i64
    %7321 = llvm.insertvalue %7320, %7319[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7322 = llvm.mlir.constant(256 : index) : i64
    %7323 = llvm.insertvalue %7322, %7321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7324 = llvm.mlir.constant(4 : index) : i64
    %7325 = llvm.insertvalue %7324, %7323[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7326 = llvm.mlir.constant(64 : index) : i64
    %7327 = llvm.insertvalue %7326, %7325[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7328 = llvm.mlir.constant(8 : index) : i64
    %7329 = llvm.insertvalue %7328, %7327[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7330 = llvm.mlir.constant(8 : index) : i64
    %7331 = llvm.insertvalue %7330, %7329[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7332 = llvm.mlir.constant(1 : index) : i64
    %7333 = llvm.insertvalue %7332, %7331[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7334 = llvm.mlir.constant(8 : index) : i64
    %7335 = llvm.insertvalue %7334, %7333[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7336 = llvm.mlir.constant(8 : index) : i64
    %7337 = llvm.insertvalue %7336, %7335[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7338 = llvm.mlir.constant(1 : index) : i64
    %7339 = llvm.insertvalue %7338, %7337[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7340 = llvm.mlir.constant(1 : index) : i64
    %7341 = llvm.mlir.constant(4 : index) : i64
    %7342 = llvm.mlir.constant(8 : index) : i64
    %7343 = llvm.mlir.constant(1 : index) : i64
    %7344 = llvm.mlir.constant(1 : index) : i64
    %7345 = llvm.mlir.constant(32 : index) : i64
    %7346 = llvm.mlir.constant(32 : index) : i64
    %7347 = llvm.mlir.zero : !llvm.ptr
    %7348 = llvm.getelementptr %7347[%7346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7349 = llvm.ptrtoint %7348 : !llvm.ptr to i64
    %7350 = llvm.mlir.constant(64 : index) : i64
    %7351 = llvm.add %7349, %7350 : i64
    %7352 = llvm.call @malloc(%7351) : (i64) -> !llvm.ptr
    %7353 = llvm.ptrtoint %7352 : !llvm.ptr to i64
    %7354 = llvm.mlir.constant(1 : index) : i64
    %7355 = llvm.sub %7350, %7354 : i64
    %7356 = llvm.add %7353, %7355 : i64
    %7357 = llvm.urem %7356, %7350 : i64
    %7358 = llvm.sub %7356, %7357 : i64
    %7359 = llvm.inttoptr %7358 : i64 to !llvm.ptr
    %7360 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7361 = llvm.insertvalue %7352, %7360[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7362 = llvm.insertvalue %7359, %7361[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7363 = llvm.mlir.constant(0 : index) : i64
    %7364 = llvm.insertvalue %7363, %7362[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7365 = llvm.insertvalue %7340, %7364[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7366 = llvm.insertvalue %7341, %7365[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7367 = llvm.insertvalue %7342, %7366[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7368 = llvm.insertvalue %7343, %7367[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7369 = llvm.insertvalue %7345, %7368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7370 = llvm.insertvalue %7342, %7369[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7371 = llvm.insertvalue %7343, %7370[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7372 = llvm.insertvalue %7344, %7371[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1069(%21 : i64)
  ^bb1069(%7373: i64):  // 2 preds: ^bb1068, ^bb1079
    %7374 = llvm.icmp "slt" %7373, %16 : i64
    llvm.cond_br %7374, ^bb1070, ^bb1080
  ^bb1070:  // pred: ^bb1069
    llvm.br ^bb1071(%21 : i64)
  ^bb1071(%7375: i64):  // 2 preds: ^bb1070, ^bb1078
    %7376 = llvm.icmp "slt" %7375, %12 : i64
    llvm.cond_br %7376, ^bb1072, ^bb1079
  ^bb1072:  // pred: ^bb1071
    llvm.br ^bb1073(%21 : i64)
  ^bb1073(%7377: i64):  // 2 preds: ^bb1072, ^bb1077
    %7378 = llvm.icmp "slt" %7377, %15 : i64
    llvm.cond_br %7378, ^bb1074, ^bb1078
  ^bb1074:  // pred: ^bb1073
    llvm.br ^bb1075(%21 : i64)
  ^bb1075(%7379: i64):  // 2 preds: ^bb1074, ^bb1076
    %7380 = llvm.icmp "slt" %7379, %16 : i64
    llvm.cond_br %7380, ^bb1076, ^bb1077
  ^bb1076:  // pred: ^bb1075
    %7381 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7382 = llvm.mlir.constant(32 : index) : i64
    %7383 = llvm.mul %7373, %7382 overflow<nsw, nuw> : i64
    %7384 = llvm.mlir.constant(8 : index) : i64
    %7385 = llvm.mul %7375, %7384 overflow<nsw, nuw> : i64
    %7386 = llvm.add %7383, %7385 overflow<nsw, nuw> : i64
    %7387 = llvm.add %7386, %7377 overflow<nsw, nuw> : i64
    %7388 = llvm.add %7387, %7379 overflow<nsw, nuw> : i64
    %7389 = llvm.getelementptr inbounds|nuw %7381[%7388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7390 = llvm.load %7389 : !llvm.ptr -> f32
    %7391 = llvm.extractvalue %7372[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7392 = llvm.mlir.constant(32 : index) : i64
    %7393 = llvm.mul %7373, %7392 overflow<nsw, nuw> : i64
    %7394 = llvm.mlir.constant(8 : index) : i64
    %7395 = llvm.mul %7375, %7394 overflow<nsw, nuw> : i64
    %7396 = llvm.add %7393, %7395 overflow<nsw, nuw> : i64
    %7397 = llvm.add %7396, %7377 overflow<nsw, nuw> : i64
    %7398 = llvm.add %7397, %7379 overflow<nsw, nuw> : i64
    %7399 = llvm.getelementptr inbounds|nuw %7391[%7398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7390, %7399 : f32, !llvm.ptr
    %7400 = llvm.add %7379, %16 : i64
    llvm.br ^bb1075(%7400 : i64)
  ^bb1077:  // pred: ^bb1075
    %7401 = llvm.add %7377, %16 : i64
    llvm.br ^bb1073(%7401 : i64)
  ^bb1078:  // pred: ^bb1073
    %7402 = llvm.add %7375, %16 : i64
    llvm.br ^bb1071(%7402 : i64)
  ^bb1079:  // pred: ^bb1071
    %7403 = llvm.add %7373, %16 : i64
    llvm.br ^bb1069(%7403 : i64)
  ^bb1080:  // pred: ^bb1069
    llvm.br ^bb1081(%21 : i64)
  ^bb1081(%7404: i64):  // 2 preds: ^bb1080, ^bb1094
    %7405 = llvm.icmp "slt" %7404, %16 : i64
    llvm.cond_br %7405, ^bb1082, ^bb1095
  ^bb1082:  // pred: ^bb1081
    llvm.br ^bb1083(%21 : i64)
  ^bb1083(%7406: i64):  // 2 preds: ^bb1082, ^bb1093
    %7407 = llvm.icmp "slt" %7406, %12 : i64
    llvm.cond_br %7407, ^bb1084, ^bb1094
  ^bb1084:  // pred: ^bb1083
    llvm.br ^bb1085(%21 : i64)
  ^bb1085(%7408: i64):  // 2 preds: ^bb1084, ^bb1092
    %7409 = llvm.icmp "slt" %7408, %15 : i64
    llvm.cond_br %7409, ^bb1086, ^bb1093
  ^bb1086:  // pred: ^bb1085
    llvm.br ^bb1087(%21 : i64)
  ^bb1087(%7410: i64):  // 2 preds: ^bb1086, ^bb1091
    %7411 = llvm.icmp "slt" %7410, %16 : i64
    llvm.cond_br %7411, ^bb1088, ^bb1092
  ^bb1088:  // pred: ^bb1087
    llvm.br ^bb1089(%21 : i64)
  ^bb1089(%7412: i64):  // 2 preds: ^bb1088, ^bb1090
    %7413 = llvm.icmp "slt" %7412, %15 : i64
    llvm.cond_br %7413, ^bb1090, ^bb1091
  ^bb1090:  // pred: ^bb1089
    %7414 = llvm.extractvalue %7339[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7415 = llvm.mlir.constant(256 : index) : i64
    %7416 = llvm.mul %7404, %7415 overflow<nsw, nuw> : i64
    %7417 = llvm.mlir.constant(64 : index) : i64
    %7418 = llvm.mul %7406, %7417 overflow<nsw, nuw> : i64
    %7419 = llvm.add %7416, %7418 overflow<nsw, nuw> : i64
    %7420 = llvm.mlir.constant(8 : index) : i64
    %7421 = llvm.mul %7408, %7420 overflow<nsw, nuw> : i64
    %7422 = llvm.add %7419, %7421 overflow<nsw, nuw> : i64
    %7423 = llvm.mlir.constant(8 : index) : i64
    %7424 = llvm.mul %7410, %7423 overflow<nsw, nuw> : i64
    %7425 = llvm.add %7422, %7424 overflow<nsw, nuw> : i64
    %7426 = llvm.add %7425, %7412 overflow<nsw, nuw> : i64
    %7427 = llvm.getelementptr inbounds|nuw %7414[%7426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7428 = llvm.load %7427 : !llvm.ptr -> f32
    %7429 = llvm.extractvalue %7372[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7430 = llvm.mlir.constant(32 : index) : i64
    %7431 = llvm.mul %7404, %7430 overflow<nsw, nuw> : i64
    %7432 = llvm.mlir.constant(8 : index) : i64
    %7433 = llvm.mul %7406, %7432 overflow<nsw, nuw> : i64
    %7434 = llvm.add %7431, %7433 overflow<nsw, nuw> : i64
    %7435 = llvm.add %7434, %7408 overflow<nsw, nuw> : i64
    %7436 = llvm.add %7435, %7410 overflow<nsw, nuw> : i64
    %7437 = llvm.getelementptr inbounds|nuw %7429[%7436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7438 = llvm.load %7437 : !llvm.ptr -> f32
    %7439 = llvm.intr.maximum(%7428, %7438) : (f32, f32) -> f32
    %7440 = llvm.extractvalue %7372[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7441 = llvm.mlir.constant(32 : index) : i64
    %7442 = llvm.mul %7404, %7441 overflow<nsw, nuw> : i64
    %7443 = llvm.mlir.constant(8 : index) : i64
    %7444 = llvm.mul %7406, %7443 overflow<nsw, nuw> : i64
    %7445 = llvm.add %7442, %7444 overflow<nsw, nuw> : i64
    %7446 = llvm.add %7445, %7408 overflow<nsw, nuw> : i64
    %7447 = llvm.add %7446, %7410 overflow<nsw, nuw> : i64
    %7448 = llvm.getelementptr inbounds|nuw %7440[%7447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7439, %7448 : f32, !llvm.ptr
    %7449 = llvm.add %7412, %16 : i64
    llvm.br ^bb1089(%7449 : i64)
  ^bb1091:  // pred: ^bb1089
    %7450 = llvm.add %7410, %16 : i64
    llvm.br ^bb1087(%7450 : i64)
  ^bb1092:  // pred: ^bb1087
    %7451 = llvm.add %7408, %16 : i64
    llvm.br ^bb1085(%7451 : i64)
  ^bb1093:  // pred: ^bb1085
    %7452 = llvm.add %7406, %16 : i64
    llvm.br ^bb1083(%7452 : i64)
  ^bb1094:  // pred: ^bb1083
    %7453 = llvm.add %7404, %16 : i64
    llvm.br ^bb1081(%7453 : i64)
  ^bb1095:  // pred: ^bb1081
    %7454 = llvm.mlir.constant(1 : index) : i64
    %7455 = llvm.mlir.constant(4 : index) : i64
    %7456 = llvm.mlir.constant(8 : index) : i64
    %7457 = llvm.mlir.constant(8 : index) : i64
    %7458 = llvm.mlir.constant(1 : index) : i64
    %7459 = llvm.mlir.constant(64 : index) : i64
    %7460 = llvm.mlir.constant(256 : index) : i64
    %7461 = llvm.mlir.constant(256 : index) : i64
    %7462 = llvm.mlir.zero : !llvm.ptr
    %7463 = llvm.getelementptr %7462[%7461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7464 = llvm.ptrtoint %7463 : !llvm.ptr to i64
    %7465 = llvm.mlir.constant(64 : index) : i64
    %7466 = llvm.add %7464, %7465 : i64
    %7467 = llvm.call @malloc(%7466) : (i64) -> !llvm.ptr
    %7468 = llvm.ptrtoint %7467 : !llvm.ptr to i64
    %7469 = llvm.mlir.constant(1 : index) : i64
    %7470 = llvm.sub %7465, %7469 : i64
    %7471 = llvm.add %7468, %7470 : i64
    %7472 = llvm.urem %7471, %7465 : i64
    %7473 = llvm.sub %7471, %7472 : i64
    %7474 = llvm.inttoptr %7473 : i64 to !llvm.ptr
    %7475 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7476 = llvm.insertvalue %7467, %7475[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7477 = llvm.insertvalue %7474, %7476[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7478 = llvm.mlir.constant(0 : index) : i64
    %7479 = llvm.insertvalue %7478, %7477[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7480 = llvm.insertvalue %7454, %7479[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7481 = llvm.insertvalue %7455, %7480[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7482 = llvm.insertvalue %7456, %7481[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7483 = llvm.insertvalue %7457, %7482[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7484 = llvm.insertvalue %7460, %7483[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7485 = llvm.insertvalue %7459, %7484[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7486 = llvm.insertvalue %7457, %7485[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7487 = llvm.insertvalue %7458, %7486[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1096(%21 : i64)
  ^bb1096(%7488: i64):  // 2 preds: ^bb1095, ^bb1106
    %7489 = llvm.icmp "slt" %7488, %16 : i64
    llvm.cond_br %7489, ^bb1097, ^bb1107
  ^bb1097:  // pred: ^bb1096
    llvm.br ^bb1098(%21 : i64)
  ^bb1098(%7490: i64):  // 2 preds: ^bb1097, ^bb1105
    %7491 = llvm.icmp "slt" %7490, %12 : i64
    llvm.cond_br %7491, ^bb1099, ^bb1106
  ^bb1099:  // pred: ^bb1098
    llvm.br ^bb1100(%21 : i64)
  ^bb1100(%7492: i64):  // 2 preds: ^bb1099, ^bb1104
    %7493 = llvm.icmp "slt" %7492, %15 : i64
    llvm.cond_br %7493, ^bb1101, ^bb1105
  ^bb1101:  // pred: ^bb1100
    llvm.br ^bb1102(%21 : i64)
  ^bb1102(%7494: i64):  // 2 preds: ^bb1101, ^bb1103
    %7495 = llvm.icmp "slt" %7494, %15 : i64
    llvm.cond_br %7495, ^bb1103, ^bb1104
  ^bb1103:  // pred: ^bb1102
    %7496 = llvm.extractvalue %7262[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7497 = llvm.mlir.constant(256 : index) : i64
    %7498 = llvm.mul %7488, %7497 overflow<nsw, nuw> : i64
    %7499 = llvm.mlir.constant(64 : index) : i64
    %7500 = llvm.mul %7490, %7499 overflow<nsw, nuw> : i64
    %7501 = llvm.add %7498, %7500 overflow<nsw, nuw> : i64
    %7502 = llvm.mlir.constant(8 : index) : i64
    %7503 = llvm.mul %7492, %7502 overflow<nsw, nuw> : i64
    %7504 = llvm.add %7501, %7503 overflow<nsw, nuw> : i64
    %7505 = llvm.add %7504, %7494 overflow<nsw, nuw> : i64
    %7506 = llvm.getelementptr inbounds|nuw %7496[%7505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7507 = llvm.load %7506 : !llvm.ptr -> f32
    %7508 = llvm.extractvalue %7372[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7509 = llvm.mlir.constant(32 : index) : i64
    %7510 = llvm.mul %7488, %7509 overflow<nsw, nuw> : i64
    %7511 = llvm.mlir.constant(8 : index) : i64
    %7512 = llvm.mul %7490, %7511 overflow<nsw, nuw> : i64
    %7513 = llvm.add %7510, %7512 overflow<nsw, nuw> : i64
    %7514 = llvm.add %7513, %7492 overflow<nsw, nuw> : i64
    %7515 = llvm.add %7514, %21 overflow<nsw, nuw> : i64
    %7516 = llvm.getelementptr inbounds|nuw %7508[%7515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7517 = llvm.load %7516 : !llvm.ptr -> f32
    %7518 = llvm.fsub %7507, %7517 : f32
    %7519 = llvm.fmul %7518, %8 : f32
    %7520 = llvm.intr.exp2(%7519) : (f32) -> f32
    %7521 = llvm.extractvalue %7487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7522 = llvm.mlir.constant(256 : index) : i64
    %7523 = llvm.mul %7488, %7522 overflow<nsw, nuw> : i64
    %7524 = llvm.mlir.constant(64 : index) : i64
    %7525 = llvm.mul %7490, %7524 overflow<nsw, nuw> : i64
    %7526 = llvm.add %7523, %7525 overflow<nsw, nuw> : i64
    %7527 = llvm.mlir.constant(8 : index) : i64
    %7528 = llvm.mul %7492, %7527 overflow<nsw, nuw> : i64
    %7529 = llvm.add %7526, %7528 overflow<nsw, nuw> : i64
    %7530 = llvm.add %7529, %7494 overflow<nsw, nuw> : i64
    %7531 = llvm.getelementptr inbounds|nuw %7521[%7530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7520, %7531 : f32, !llvm.ptr
    %7532 = llvm.add %7494, %16 : i64
    llvm.br ^bb1102(%7532 : i64)
  ^bb1104:  // pred: ^bb1102
    %7533 = llvm.add %7492, %16 : i64
    llvm.br ^bb1100(%7533 : i64)
  ^bb1105:  // pred: ^bb1100
    %7534 = llvm.add %7490, %16 : i64
    llvm.br ^bb1098(%7534 : i64)
  ^bb1106:  // pred: ^bb1098
    %7535 = llvm.add %7488, %16 : i64
    llvm.br ^bb1096(%7535 : i64)
  ^bb1107:  // pred: ^bb1096
    %7536 = llvm.mlir.constant(1 : index) : i64
    %7537 = llvm.mlir.constant(4 : index) : i64
    %7538 = llvm.mlir.constant(8 : index) : i64
    %7539 = llvm.mlir.constant(1 : index) : i64
    %7540 = llvm.mlir.constant(1 : index) : i64
    %7541 = llvm.mlir.constant(32 : index) : i64
    %7542 = llvm.mlir.constant(32 : index) : i64
    %7543 = llvm.mlir.zero : !llvm.ptr
    %7544 = llvm.getelementptr %7543[%7542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7545 = llvm.ptrtoint %7544 : !llvm.ptr to i64
    %7546 = llvm.mlir.constant(64 : index) : i64
    %7547 = llvm.add %7545, %7546 : i64
    %7548 = llvm.call @malloc(%7547) : (i64) -> !llvm.ptr
    %7549 = llvm.ptrtoint %7548 : !llvm.ptr to i64
    %7550 = llvm.mlir.constant(1 : index) : i64
    %7551 = llvm.sub %7546, %7550 : i64
    %7552 = llvm.add %7549, %7551 : i64
    %7553 = llvm.urem %7552, %7546 : i64
    %7554 = llvm.sub %7552, %7553 : i64
    %7555 = llvm.inttoptr %7554 : i64 to !llvm.ptr
    %7556 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7557 = llvm.insertvalue %7548, %7556[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7558 = llvm.insertvalue %7555, %7557[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7559 = llvm.mlir.constant(0 : index) : i64
    %7560 = llvm.insertvalue %7559, %7558[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7561 = llvm.insertvalue %7536, %7560[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7562 = llvm.insertvalue %7537, %7561[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7563 = llvm.insertvalue %7538, %7562[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7564 = llvm.insertvalue %7539, %7563[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7565 = llvm.insertvalue %7541, %7564[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7566 = llvm.insertvalue %7538, %7565[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7567 = llvm.insertvalue %7539, %7566[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7568 = llvm.insertvalue %7540, %7567[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1108(%21 : i64)
  ^bb1108(%7569: i64):  // 2 preds: ^bb1107, ^bb1118
    %7570 = llvm.icmp "slt" %7569, %16 : i64
    llvm.cond_br %7570, ^bb1109, ^bb1119
  ^bb1109:  // pred: ^bb1108
    llvm.br ^bb1110(%21 : i64)
  ^bb1110(%7571: i64):  // 2 preds: ^bb1109, ^bb1117
    %7572 = llvm.icmp "slt" %7571, %12 : i64
    llvm.cond_br %7572, ^bb1111, ^bb1118
  ^bb1111:  // pred: ^bb1110
    llvm.br ^bb1112(%21 : i64)
  ^bb1112(%7573: i64):  // 2 preds: ^bb1111, ^bb1116
    %7574 = llvm.icmp "slt" %7573, %15 : i64
    llvm.cond_br %7574, ^bb1113, ^bb1117
  ^bb1113:  // pred: ^bb1112
    llvm.br ^bb1114(%21 : i64)
  ^bb1114(%7575: i64):  // 2 preds: ^bb1113, ^bb1115
    %7576 = llvm.icmp "slt" %7575, %16 : i64
    llvm.cond_br %7576, ^bb1115, ^bb1116
  ^bb1115:  // pred: ^bb1114
    %7577 = llvm.extractvalue %4175[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7578 = llvm.mlir.constant(32 : index) : i64
    %7579 = llvm.mul %7569, %7578 overflow<nsw, nuw> : i64
    %7580 = llvm.mlir.constant(8 : index) : i64
    %7581 = llvm.mul %7571, %7580 overflow<nsw, nuw> : i64
    %7582 = llvm.add %7579, %7581 overflow<nsw, nuw> : i64
    %7583 = llvm.add %7582, %7573 overflow<nsw, nuw> : i64
    %7584 = llvm.add %7583, %7575 overflow<nsw, nuw> : i64
    %7585 = llvm.getelementptr inbounds|nuw %7577[%7584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7586 = llvm.load %7585 : !llvm.ptr -> f32
    %7587 = llvm.extractvalue %7568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7588 = llvm.mlir.constant(32 : index) : i64
    %7589 = llvm.mul %7569, %7588 overflow<nsw, nuw> : i64
    %7590 = llvm.mlir.constant(8 : index) : i64
    %7591 = llvm.mul %7571, %7590 overflow<nsw, nuw> : i64
    %7592 = llvm.add %7589, %7591 overflow<nsw, nuw> : i64
    %7593 = llvm.add %7592, %7573 overflow<nsw, nuw> : i64
    %7594 = llvm.add %7593, %7575 overflow<nsw, nuw> : i64
    %7595 = llvm.getelementptr inbounds|nuw %7587[%7594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7586, %7595 : f32, !llvm.ptr
    %7596 = llvm.add %7575, %16 : i64
    llvm.br ^bb1114(%7596 : i64)
  ^bb1116:  // pred: ^bb1114
    %7597 = llvm.add %7573, %16 : i64
    llvm.br ^bb1112(%7597 : i64)
  ^bb1117:  // pred: ^bb1112
    %7598 = llvm.add %7571, %16 : i64
    llvm.br ^bb1110(%7598 : i64)
  ^bb1118:  // pred: ^bb1110
    %7599 = llvm.add %7569, %16 : i64
    llvm.br ^bb1108(%7599 : i64)
  ^bb1119:  // pred: ^bb1108
    llvm.br ^bb1120(%21 : i64)
  ^bb1120(%7600: i64):  // 2 preds: ^bb1119, ^bb1130
    %7601 = llvm.icmp "slt" %7600, %16 : i64
    llvm.cond_br %7601, ^bb1121, ^bb1131
  ^bb1121:  // pred: ^bb1120
    llvm.br ^bb1122(%21 : i64)
  ^bb1122(%7602: i64):  // 2 preds: ^bb1121, ^bb1129
    %7603 = llvm.icmp "slt" %7602, %12 : i64
    llvm.cond_br %7603, ^bb1123, ^bb1130
  ^bb1123:  // pred: ^bb1122
    llvm.br ^bb1124(%21 : i64)
  ^bb1124(%7604: i64):  // 2 preds: ^bb1123, ^bb1128
    %7605 = llvm.icmp "slt" %7604, %15 : i64
    llvm.cond_br %7605, ^bb1125, ^bb1129
  ^bb1125:  // pred: ^bb1124
    llvm.br ^bb1126(%21 : i64)
  ^bb1126(%7606: i64):  // 2 preds: ^bb1125, ^bb1127
    %7607 = llvm.icmp "slt" %7606, %15 : i64
    llvm.cond_br %7607, ^bb1127, ^bb1128
  ^bb1127:  // pred: ^bb1126
    %7608 = llvm.extractvalue %7487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7609 = llvm.mlir.constant(256 : index) : i64
    %7610 = llvm.mul %7600, %7609 overflow<nsw, nuw> : i64
    %7611 = llvm.mlir.constant(64 : index) : i64
    %7612 = llvm.mul %7602, %7611 overflow<nsw, nuw> : i64
    %7613 = llvm.add %7610, %7612 overflow<nsw, nuw> : i64
    %7614 = llvm.mlir.constant(8 : index) : i64
    %7615 = llvm.mul %7604, %7614 overflow<nsw, nuw> : i64
    %7616 = llvm.add %7613, %7615 overflow<nsw, nuw> : i64
    %7617 = llvm.add %7616, %7606 overflow<nsw, nuw> : i64
    %7618 = llvm.getelementptr inbounds|nuw %7608[%7617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7619 = llvm.load %7618 : !llvm.ptr -> f32
    %7620 = llvm.extractvalue %7568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7621 = llvm.mlir.constant(32 : index) : i64
    %7622 = llvm.mul %7600, %7621 overflow<nsw, nuw> : i64
    %7623 = llvm.mlir.constant(8 : index) : i64
    %7624 = llvm.mul %7602, %7623 overflow<nsw, nuw> : i64
    %7625 = llvm.add %7622, %7624 overflow<nsw, nuw> : i64
    %7626 = llvm.add %7625, %7604 overflow<nsw, nuw> : i64
    %7627 = llvm.add %7626, %21 overflow<nsw, nuw> : i64
    %7628 = llvm.getelementptr inbounds|nuw %7620[%7627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7629 = llvm.load %7628 : !llvm.ptr -> f32
    %7630 = llvm.fadd %7619, %7629 : f32
    %7631 = llvm.extractvalue %7568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7632 = llvm.mlir.constant(32 : index) : i64
    %7633 = llvm.mul %7600, %7632 overflow<nsw, nuw> : i64
    %7634 = llvm.mlir.constant(8 : index) : i64
    %7635 = llvm.mul %7602, %7634 overflow<nsw, nuw> : i64
    %7636 = llvm.add %7633, %7635 overflow<nsw, nuw> : i64
    %7637 = llvm.add %7636, %7604 overflow<nsw, nuw> : i64
    %7638 = llvm.add %7637, %21 overflow<nsw, nuw> : i64
    %7639 = llvm.getelementptr inbounds|nuw %7631[%7638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7630, %7639 : f32, !llvm.ptr
    %7640 = llvm.add %7606, %16 : i64
    llvm.br ^bb1126(%7640 : i64)
  ^bb1128:  // pred: ^bb1126
    %7641 = llvm.add %7604, %16 : i64
    llvm.br ^bb1124(%7641 : i64)
  ^bb1129:  // pred: ^bb1124
    %7642 = llvm.add %7602, %16 : i64
    llvm.br ^bb1122(%7642 : i64)
  ^bb1130:  // pred: ^bb1122
    %7643 = llvm.add %7600, %16 : i64
    llvm.br ^bb1120(%7643 : i64)
  ^bb1131:  // pred: ^bb1120
    %7644 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7645 = llvm.extractvalue %6874[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7646 = llvm.extractvalue %6874[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7647 = llvm.insertvalue %7645, %7644[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7648 = llvm.insertvalue %7646, %7647[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7649 = llvm.mlir.constant(0 : index) : i64
    %7650 = llvm.insertvalue %7649, %7648[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7651 = llvm.mlir.constant(1 : index) : i64
    %7652 = llvm.insertvalue %7651, %7650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7653 = llvm.mlir.constant(256 : index) : i64
    %7654 = llvm.insertvalue %7653, %7652[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7655 = llvm.mlir.constant(4 : index) : i64
    %7656 = llvm.insertvalue %7655, %7654[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7657 = llvm.mlir.constant(64 : index) : i64
    %7658 = llvm.insertvalue %7657, %7656[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7659 = llvm.mlir.constant(8 : index) : i64
    %7660 = llvm.insertvalue %7659, %7658[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7661 = llvm.mlir.constant(8 : index) : i64
    %7662 = llvm.insertvalue %7661, %7660[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7663 = llvm.mlir.constant(8 : index) : i64
    %7664 = llvm.insertvalue %7663, %7662[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7665 = llvm.mlir.constant(1 : index) : i64
    %7666 = llvm.insertvalue %7665, %7664[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7667 = llvm.mlir.constant(1 : index) : i64
    %7668 = llvm.mlir.constant(4 : index) : i64
    %7669 = llvm.mlir.constant(8 : index) : i64
    %7670 = llvm.mlir.constant(8 : index) : i64
    %7671 = llvm.mlir.constant(1 : index) : i64
    %7672 = llvm.mlir.constant(64 : index) : i64
    %7673 = llvm.mlir.constant(256 : index) : i64
    %7674 = llvm.mlir.constant(256 : index) : i64
    %7675 = llvm.mlir.zero : !llvm.ptr
    %7676 = llvm.getelementptr %7675[%7674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7677 = llvm.ptrtoint %7676 : !llvm.ptr to i64
    %7678 = llvm.mlir.constant(64 : index) : i64
    %7679 = llvm.add %7677, %7678 : i64
    %7680 = llvm.call @malloc(%7679) : (i64) -> !llvm.ptr
    %7681 = llvm.ptrtoint %7680 : !llvm.ptr to i64
    %7682 = llvm.mlir.constant(1 : index) : i64
    %7683 = llvm.sub %7678, %7682 : i64
    %7684 = llvm.add %7681, %7683 : i64
    %7685 = llvm.urem %7684, %7678 : i64
    %7686 = llvm.sub %7684, %7685 : i64
    %7687 = llvm.inttoptr %7686 : i64 to !llvm.ptr
    %7688 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7689 = llvm.insertvalue %7680, %7688[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7690 = llvm.insertvalue %7687, %7689[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7691 = llvm.mlir.constant(0 : index) : i64
    %7692 = llvm.insertvalue %7691, %7690[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7693 = llvm.insertvalue %7667, %7692[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7694 = llvm.insertvalue %7668, %7693[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7695 = llvm.insertvalue %7669, %7694[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7696 = llvm.insertvalue %7670, %7695[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7697 = llvm.insertvalue %7673, %7696[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7698 = llvm.insertvalue %7672, %7697[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7699 = llvm.insertvalue %7670, %7698[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7700 = llvm.insertvalue %7671, %7699[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1132(%21 : i64)
  ^bb1132(%7701: i64):  // 2 preds: ^bb1131, ^bb1142
    %7702 = llvm.icmp "slt" %7701, %16 : i64
    llvm.cond_br %7702, ^bb1133, ^bb1143
  ^bb1133:  // pred: ^bb1132
    llvm.br ^bb1134(%21 : i64)
  ^bb1134(%7703: i64):  // 2 preds: ^bb1133, ^bb1141
    %7704 = llvm.icmp "slt" %7703, %12 : i64
    llvm.cond_br %7704, ^bb1135, ^bb1142
  ^bb1135:  // pred: ^bb1134
    llvm.br ^bb1136(%21 : i64)
  ^bb1136(%7705: i64):  // 2 preds: ^bb1135, ^bb1140
    %7706 = llvm.icmp "slt" %7705, %15 : i64
    llvm.cond_br %7706, ^bb1137, ^bb1141
  ^bb1137:  // pred: ^bb1136
    llvm.br ^bb1138(%21 : i64)
  ^bb1138(%7707: i64):  // 2 preds: ^bb1137, ^bb1139
    %7708 = llvm.icmp "slt" %7707, %15 : i64
    llvm.cond_br %7708, ^bb1139, ^bb1140
  ^bb1139:  // pred: ^bb1138
    %7709 = llvm.extractvalue %3593[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7710 = llvm.mlir.constant(256 : index) : i64
    %7711 = llvm.mul %7701, %7710 overflow<nsw, nuw> : i64
    %7712 = llvm.mlir.constant(64 : index) : i64
    %7713 = llvm.mul %7703, %7712 overflow<nsw, nuw> : i64
    %7714 = llvm.add %7711, %7713 overflow<nsw, nuw> : i64
    %7715 = llvm.mlir.constant(8 : index) : i64
    %7716 = llvm.mul %7705, %7715 overflow<nsw, nuw> : i64
    %7717 = llvm.add %7714, %7716 overflow<nsw, nuw> : i64
    %7718 = llvm.add %7717, %7707 overflow<nsw, nuw> : i64
    %7719 = llvm.getelementptr inbounds|nuw %7709[%7718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7720 = llvm.load %7719 : !llvm.ptr -> f32
    %7721 = llvm.extractvalue %7700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7722 = llvm.mlir.constant(256 : index) : i64
    %7723 = llvm.mul %7701, %7722 overflow<nsw, nuw> : i64
    %7724 = llvm.mlir.constant(64 : index) : i64
    %7725 = llvm.mul %7703, %7724 overflow<nsw, nuw> : i64
    %7726 = llvm.add %7723, %7725 overflow<nsw, nuw> : i64
    %7727 = llvm.mlir.constant(8 : index) : i64
    %7728 = llvm.mul %7705, %7727 overflow<nsw, nuw> : i64
    %7729 = llvm.add %7726, %7728 overflow<nsw, nuw> : i64
    %7730 = llvm.add %7729, %7707 overflow<nsw, nuw> : i64
    %7731 = llvm.getelementptr inbounds|nuw %7721[%7730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7720, %7731 : f32, !llvm.ptr
    %7732 = llvm.add %7707, %16 : i64
    llvm.br ^bb1138(%7732 : i64)
  ^bb1140:  // pred: ^bb1138
    %7733 = llvm.add %7705, %16 : i64
    llvm.br ^bb1136(%7733 : i64)
  ^bb1141:  // pred: ^bb1136
    %7734 = llvm.add %7703, %16 : i64
    llvm.br ^bb1134(%7734 : i64)
  ^bb1142:  // pred: ^bb1134
    %7735 = llvm.add %7701, %16 : i64
    llvm.br ^bb1132(%7735 : i64)
  ^bb1143:  // pred: ^bb1132
    llvm.br ^bb1144(%21 : i64)
  ^bb1144(%7736: i64):  // 2 preds: ^bb1143, ^bb1157
    %7737 = llvm.icmp "slt" %7736, %16 : i64
    llvm.cond_br %7737, ^bb1145, ^bb1158
  ^bb1145:  // pred: ^bb1144
    llvm.br ^bb1146(%21 : i64)
  ^bb1146(%7738: i64):  // 2 preds: ^bb1145, ^bb1156
    %7739 = llvm.icmp "slt" %7738, %12 : i64
    llvm.cond_br %7739, ^bb1147, ^bb1157
  ^bb1147:  // pred: ^bb1146
    llvm.br ^bb1148(%21 : i64)
  ^bb1148(%7740: i64):  // 2 preds: ^bb1147, ^bb1155
    %7741 = llvm.icmp "slt" %7740, %15 : i64
    llvm.cond_br %7741, ^bb1149, ^bb1156
  ^bb1149:  // pred: ^bb1148
    llvm.br ^bb1150(%21 : i64)
  ^bb1150(%7742: i64):  // 2 preds: ^bb1149, ^bb1154
    %7743 = llvm.icmp "slt" %7742, %15 : i64
    llvm.cond_br %7743, ^bb1151, ^bb1155
  ^bb1151:  // pred: ^bb1150
    llvm.br ^bb1152(%21 : i64)
  ^bb1152(%7744: i64):  // 2 preds: ^bb1151, ^bb1153
    %7745 = llvm.icmp "slt" %7744, %15 : i64
    llvm.cond_br %7745, ^bb1153, ^bb1154
  ^bb1153:  // pred: ^bb1152
    %7746 = llvm.extractvalue %7487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7747 = llvm.mlir.constant(256 : index) : i64
    %7748 = llvm.mul %7736, %7747 overflow<nsw, nuw> : i64
    %7749 = llvm.mlir.constant(64 : index) : i64
    %7750 = llvm.mul %7738, %7749 overflow<nsw, nuw> : i64
    %7751 = llvm.add %7748, %7750 overflow<nsw, nuw> : i64
    %7752 = llvm.mlir.constant(8 : index) : i64
    %7753 = llvm.mul %7740, %7752 overflow<nsw, nuw> : i64
    %7754 = llvm.add %7751, %7753 overflow<nsw, nuw> : i64
    %7755 = llvm.add %7754, %7744 overflow<nsw, nuw> : i64
    %7756 = llvm.getelementptr inbounds|nuw %7746[%7755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7757 = llvm.load %7756 : !llvm.ptr -> f32
    %7758 = llvm.extractvalue %7568[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7759 = llvm.mlir.constant(32 : index) : i64
    %7760 = llvm.mul %7736, %7759 overflow<nsw, nuw> : i64
    %7761 = llvm.mlir.constant(8 : index) : i64
    %7762 = llvm.mul %7738, %7761 overflow<nsw, nuw> : i64
    %7763 = llvm.add %7760, %7762 overflow<nsw, nuw> : i64
    %7764 = llvm.add %7763, %7740 overflow<nsw, nuw> : i64
    %7765 = llvm.add %7764, %21 overflow<nsw, nuw> : i64
    %7766 = llvm.getelementptr inbounds|nuw %7758[%7765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7767 = llvm.load %7766 : !llvm.ptr -> f32
    %7768 = llvm.extractvalue %7666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7769 = llvm.mlir.constant(256 : index) : i64
    %7770 = llvm.mul %7736, %7769 overflow<nsw, nuw> : i64
    %7771 = llvm.mlir.constant(64 : index) : i64
    %7772 = llvm.mul %7738, %7771 overflow<nsw, nuw> : i64
    %7773 = llvm.add %7770, %7772 overflow<nsw, nuw> : i64
    %7774 = llvm.mlir.constant(8 : index) : i64
    %7775 = llvm.mul %7744, %7774 overflow<nsw, nuw> : i64
    %7776 = llvm.add %7773, %7775 overflow<nsw, nuw> : i64
    %7777 = llvm.add %7776, %7742 overflow<nsw, nuw> : i64
    %7778 = llvm.getelementptr inbounds|nuw %7768[%7777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7779 = llvm.load %7778 : !llvm.ptr -> f32
    %7780 = llvm.extractvalue %7700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7781 = llvm.mlir.constant(256 : index) : i64
    %7782 = llvm.mul %7736, %7781 overflow<nsw, nuw> : i64
    %7783 = llvm.mlir.constant(64 : index) : i64
    %7784 = llvm.mul %7738, %7783 overflow<nsw, nuw> : i64
    %7785 = llvm.add %7782, %7784 overflow<nsw, nuw> : i64
    %7786 = llvm.mlir.constant(8 : index) : i64
    %7787 = llvm.mul %7740, %7786 overflow<nsw, nuw> : i64
    %7788 = llvm.add %7785, %7787 overflow<nsw, nuw> : i64
    %7789 = llvm.add %7788, %7742 overflow<nsw, nuw> : i64
    %7790 = llvm.getelementptr inbounds|nuw %7780[%7789] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7791 = llvm.load %7790 : !llvm.ptr -> f32
    %7792 = llvm.fdiv %7757, %7767 : f32
    %7793 = llvm.fmul %7792, %7779 : f32
    %7794 = llvm.fadd %7791, %7793 : f32
    %7795 = llvm.extractvalue %7700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7796 = llvm.mlir.constant(256 : index) : i64
    %7797 = llvm.mul %7736, %7796 overflow<nsw, nuw> : i64
    %7798 = llvm.mlir.constant(64 : index) : i64
    %7799 = llvm.mul %7738, %7798 overflow<nsw, nuw> : i64
    %7800 = llvm.add %7797, %7799 overflow<nsw, nuw> : i64
    %7801 = llvm.mlir.constant(8 : index) : i64
    %7802 = llvm.mul %7740, %7801 overflow<nsw, nuw> : i64
    %7803 = llvm.add %7800, %7802 overflow<nsw, nuw> : i64
    %7804 = llvm.add %7803, %7742 overflow<nsw, nuw> : i64
    %7805 = llvm.getelementptr inbounds|nuw %7795[%7804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7794, %7805 : f32, !llvm.ptr
    %7806 = llvm.add %7744, %16 : i64
    llvm.br ^bb1152(%7806 : i64)
  ^bb1154:  // pred: ^bb1152
    %7807 = llvm.add %7742, %16 : i64
    llvm.br ^bb1150(%7807 : i64)
  ^bb1155:  // pred: ^bb1150
    %7808 = llvm.add %7740, %16 : i64
    llvm.br ^bb1148(%7808 : i64)
  ^bb1156:  // pred: ^bb1148
    %7809 = llvm.add %7738, %16 : i64
    llvm.br ^bb1146(%7809 : i64)
  ^bb1157:  // pred: ^bb1146
    %7810 = llvm.add %7736, %16 : i64
    llvm.br ^bb1144(%7810 : i64)
  ^bb1158:  // pred: ^bb1144
    %7811 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7812 = llvm.extractvalue %139[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7813 = llvm.extractvalue %139[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7814 = llvm.insertvalue %7812, %7811[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7815 = llvm.insertvalue %7813, %7814[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7816 = llvm.mlir.constant(0 : index) : i64
    %7817 = llvm.insertvalue %7816, %7815[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7818 = llvm.mlir.constant(32 : index) : i64
    %7819 = llvm.insertvalue %7818, %7817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7820 = llvm.mlir.constant(32 : index) : i64
    %7821 = llvm.insertvalue %7820, %7819[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7822 = llvm.mlir.constant(4 : index) : i64
    %7823 = llvm.insertvalue %7822, %7821[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7824 = llvm.mlir.constant(8 : index) : i64
    %7825 = llvm.insertvalue %7824, %7823[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7826 = llvm.mlir.constant(8 : index) : i64
    %7827 = llvm.insertvalue %7826, %7825[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7828 = llvm.mlir.constant(1 : index) : i64
    %7829 = llvm.insertvalue %7828, %7827[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7830 = llvm.mlir.constant(1 : index) : i64
    %7831 = llvm.mlir.constant(8 : index) : i64
    %7832 = llvm.mlir.constant(32 : index) : i64
    %7833 = llvm.mlir.constant(1 : index) : i64
    %7834 = llvm.mlir.constant(256 : index) : i64
    %7835 = llvm.mlir.constant(256 : index) : i64
    %7836 = llvm.mlir.zero : !llvm.ptr
    %7837 = llvm.getelementptr %7836[%7835] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7838 = llvm.ptrtoint %7837 : !llvm.ptr to i64
    %7839 = llvm.mlir.constant(64 : index) : i64
    %7840 = llvm.add %7838, %7839 : i64
    %7841 = llvm.call @malloc(%7840) : (i64) -> !llvm.ptr
    %7842 = llvm.ptrtoint %7841 : !llvm.ptr to i64
    %7843 = llvm.mlir.constant(1 : index) : i64
    %7844 = llvm.sub %7839, %7843 : i64
    %7845 = llvm.add %7842, %7844 : i64
    %7846 = llvm.urem %7845, %7839 : i64
    %7847 = llvm.sub %7845, %7846 : i64
    %7848 = llvm.inttoptr %7847 : i64 to !llvm.ptr
    %7849 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7850 = llvm.insertvalue %7841, %7849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7851 = llvm.insertvalue %7848, %7850[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7852 = llvm.mlir.constant(0 : index) : i64
    %7853 = llvm.insertvalue %7852, %7851[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7854 = llvm.insertvalue %7830, %7853[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7855 = llvm.insertvalue %7831, %7854[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7856 = llvm.insertvalue %7832, %7855[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7857 = llvm.insertvalue %7834, %7856[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7858 = llvm.insertvalue %7832, %7857[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7859 = llvm.insertvalue %7833, %7858[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1159(%21 : i64)
  ^bb1159(%7860: i64):  // 2 preds: ^bb1158, ^bb1166
    %7861 = llvm.icmp "slt" %7860, %16 : i64
    llvm.cond_br %7861, ^bb1160, ^bb1167
  ^bb1160:  // pred: ^bb1159
    llvm.br ^bb1161(%21 : i64)
  ^bb1161(%7862: i64):  // 2 preds: ^bb1160, ^bb1165
    %7863 = llvm.icmp "slt" %7862, %15 : i64
    llvm.cond_br %7863, ^bb1162, ^bb1166
  ^bb1162:  // pred: ^bb1161
    llvm.br ^bb1163(%21 : i64)
  ^bb1163(%7864: i64):  // 2 preds: ^bb1162, ^bb1164
    %7865 = llvm.icmp "slt" %7864, %14 : i64
    llvm.cond_br %7865, ^bb1164, ^bb1165
  ^bb1164:  // pred: ^bb1163
    %7866 = llvm.extractvalue %4509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7867 = llvm.mlir.constant(256 : index) : i64
    %7868 = llvm.mul %7860, %7867 overflow<nsw, nuw> : i64
    %7869 = llvm.mlir.constant(32 : index) : i64
    %7870 = llvm.mul %7862, %7869 overflow<nsw, nuw> : i64
    %7871 = llvm.add %7868, %7870 overflow<nsw, nuw> : i64
    %7872 = llvm.add %7871, %7864 overflow<nsw, nuw> : i64
    %7873 = llvm.getelementptr inbounds|nuw %7866[%7872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7874 = llvm.load %7873 : !llvm.ptr -> f32
    %7875 = llvm.extractvalue %7859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7876 = llvm.mlir.constant(256 : index) : i64
    %7877 = llvm.mul %7860, %7876 overflow<nsw, nuw> : i64
    %7878 = llvm.mlir.constant(32 : index) : i64
    %7879 = llvm.mul %7862, %7878 overflow<nsw, nuw> : i64
    %7880 = llvm.add %7877, %7879 overflow<nsw, nuw> : i64
    %7881 = llvm.add %7880, %7864 overflow<nsw, nuw> : i64
    %7882 = llvm.getelementptr inbounds|nuw %7875[%7881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7874, %7882 : f32, !llvm.ptr
    %7883 = llvm.add %7864, %16 : i64
    llvm.br ^bb1163(%7883 : i64)
  ^bb1165:  // pred: ^bb1163
    %7884 = llvm.add %7862, %16 : i64
    llvm.br ^bb1161(%7884 : i64)
  ^bb1166:  // pred: ^bb1161
    %7885 = llvm.add %7860, %16 : i64
    llvm.br ^bb1159(%7885 : i64)
  ^bb1167:  // pred: ^bb1159
    llvm.br ^bb1168(%21 : i64)
  ^bb1168(%7886: i64):  // 2 preds: ^bb1167, ^bb1181
    %7887 = llvm.icmp "slt" %7886, %16 : i64
    llvm.cond_br %7887, ^bb1169, ^bb1182
  ^bb1169:  // pred: ^bb1168
    llvm.br ^bb1170(%21 : i64)
  ^bb1170(%7888: i64):  // 2 preds: ^bb1169, ^bb1180
    %7889 = llvm.icmp "slt" %7888, %15 : i64
    llvm.cond_br %7889, ^bb1171, ^bb1181
  ^bb1171:  // pred: ^bb1170
    llvm.br ^bb1172(%21 : i64)
  ^bb1172(%7890: i64):  // 2 preds: ^bb1171, ^bb1179
    %7891 = llvm.icmp "slt" %7890, %14 : i64
    llvm.cond_br %7891, ^bb1173, ^bb1180
  ^bb1173:  // pred: ^bb1172
    llvm.br ^bb1174(%21 : i64)
  ^bb1174(%7892: i64):  // 2 preds: ^bb1173, ^bb1178
    %7893 = llvm.icmp "slt" %7892, %12 : i64
    llvm.cond_br %7893, ^bb1175, ^bb1179
  ^bb1175:  // pred: ^bb1174
    llvm.br ^bb1176(%21 : i64)
  ^bb1176(%7894: i64):  // 2 preds: ^bb1175, ^bb1177
    %7895 = llvm.icmp "slt" %7894, %15 : i64
    llvm.cond_br %7895, ^bb1177, ^bb1178
  ^bb1177:  // pred: ^bb1176
    %7896 = llvm.extractvalue %7700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7897 = llvm.mlir.constant(256 : index) : i64
    %7898 = llvm.mul %7886, %7897 overflow<nsw, nuw> : i64
    %7899 = llvm.mlir.constant(64 : index) : i64
    %7900 = llvm.mul %7892, %7899 overflow<nsw, nuw> : i64
    %7901 = llvm.add %7898, %7900 overflow<nsw, nuw> : i64
    %7902 = llvm.mlir.constant(8 : index) : i64
    %7903 = llvm.mul %7888, %7902 overflow<nsw, nuw> : i64
    %7904 = llvm.add %7901, %7903 overflow<nsw, nuw> : i64
    %7905 = llvm.add %7904, %7894 overflow<nsw, nuw> : i64
    %7906 = llvm.getelementptr inbounds|nuw %7896[%7905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7907 = llvm.load %7906 : !llvm.ptr -> f32
    %7908 = llvm.extractvalue %7829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7909 = llvm.mlir.constant(32 : index) : i64
    %7910 = llvm.mul %7890, %7909 overflow<nsw, nuw> : i64
    %7911 = llvm.mlir.constant(8 : index) : i64
    %7912 = llvm.mul %7892, %7911 overflow<nsw, nuw> : i64
    %7913 = llvm.add %7910, %7912 overflow<nsw, nuw> : i64
    %7914 = llvm.add %7913, %7894 overflow<nsw, nuw> : i64
    %7915 = llvm.getelementptr inbounds|nuw %7908[%7914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7916 = llvm.load %7915 : !llvm.ptr -> f32
    %7917 = llvm.extractvalue %7859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7918 = llvm.mlir.constant(256 : index) : i64
    %7919 = llvm.mul %7886, %7918 overflow<nsw, nuw> : i64
    %7920 = llvm.mlir.constant(32 : index) : i64
    %7921 = llvm.mul %7888, %7920 overflow<nsw, nuw> : i64
    %7922 = llvm.add %7919, %7921 overflow<nsw, nuw> : i64
    %7923 = llvm.add %7922, %7890 overflow<nsw, nuw> : i64
    %7924 = llvm.getelementptr inbounds|nuw %7917[%7923] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7925 = llvm.load %7924 : !llvm.ptr -> f32
    %7926 = llvm.fmul %7907, %7916 : f32
    %7927 = llvm.fadd %7925, %7926 : f32
    %7928 = llvm.extractvalue %7859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7929 = llvm.mlir.constant(256 : index) : i64
    %7930 = llvm.mul %7886, %7929 overflow<nsw, nuw> : i64
    %7931 = llvm.mlir.constant(32 : index) : i64
    %7932 = llvm.mul %7888, %7931 overflow<nsw, nuw> : i64
    %7933 = llvm.add %7930, %7932 overflow<nsw, nuw> : i64
    %7934 = llvm.add %7933, %7890 overflow<nsw, nuw> : i64
    %7935 = llvm.getelementptr inbounds|nuw %7928[%7934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7927, %7935 : f32, !llvm.ptr
    %7936 = llvm.add %7894, %16 : i64
    llvm.br ^bb1176(%7936 : i64)
  ^bb1178:  // pred: ^bb1176
    %7937 = llvm.add %7892, %16 : i64
    llvm.br ^bb1174(%7937 : i64)
  ^bb1179:  // pred: ^bb1174
    %7938 = llvm.add %7890, %16 : i64
    llvm.br ^bb1172(%7938 : i64)
  ^bb1180:  // pred: ^bb1172
    %7939 = llvm.add %7888, %16 : i64
    llvm.br ^bb1170(%7939 : i64)
  ^bb1181:  // pred: ^bb1170
    %7940 = llvm.add %7886, %16 : i64
    llvm.br ^bb1168(%7940 : i64)
  ^bb1182:  // pred: ^bb1168
    %7941 = llvm.mlir.constant(1 : index) : i64
    %7942 = llvm.mlir.constant(8 : index) : i64
    %7943 = llvm.mlir.constant(32 : index) : i64
    %7944 = llvm.mlir.constant(1 : index) : i64
    %7945 = llvm.mlir.constant(256 : index) : i64
    %7946 = llvm.mlir.constant(256 : index) : i64
    %7947 = llvm.mlir.zero : !llvm.ptr
    %7948 = llvm.getelementptr %7947[%7946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7949 = llvm.ptrtoint %7948 : !llvm.ptr to i64
    %7950 = llvm.mlir.constant(64 : index) : i64
    %7951 = llvm.add %7949, %7950 : i64
    %7952 = llvm.call @malloc(%7951) : (i64) -> !llvm.ptr
    %7953 = llvm.ptrtoint %7952 : !llvm.ptr to i64
    %7954 = llvm.mlir.constant(1 : index) : i64
    %7955 = llvm.sub %7950, %7954 : i64
    %7956 = llvm.add %7953, %7955 : i64
    %7957 = llvm.urem %7956, %7950 : i64
    %7958 = llvm.sub %7956, %7957 : i64
    %7959 = llvm.inttoptr %7958 : i64 to !llvm.ptr
    %7960 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7961 = llvm.insertvalue %7952, %7960[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7962 = llvm.insertvalue %7959, %7961[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7963 = llvm.mlir.constant(0 : index) : i64
    %7964 = llvm.insertvalue %7963, %7962[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7965 = llvm.insertvalue %7941, %7964[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7966 = llvm.insertvalue %7942, %7965[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7967 = llvm.insertvalue %7943, %7966[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7968 = llvm.insertvalue %7945, %7967[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7969 = llvm.insertvalue %7943, %7968[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7970 = llvm.insertvalue %7944, %7969[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1183(%21 : i64)
  ^bb1183(%7971: i64):  // 2 preds: ^bb1182, ^bb1190
    %7972 = llvm.icmp "slt" %7971, %16 : i64
    llvm.cond_br %7972, ^bb1184, ^bb1191
  ^bb1184:  // pred: ^bb1183
    llvm.br ^bb1185(%21 : i64)
  ^bb1185(%7973: i64):  // 2 preds: ^bb1184, ^bb1189
    %7974 = llvm.icmp "slt" %7973, %15 : i64
    llvm.cond_br %7974, ^bb1186, ^bb1190
  ^bb1186:  // pred: ^bb1185
    llvm.br ^bb1187(%21 : i64)
  ^bb1187(%7975: i64):  // 2 preds: ^bb1186, ^bb1188
    %7976 = llvm.icmp "slt" %7975, %14 : i64
    llvm.cond_br %7976, ^bb1188, ^bb1189
  ^bb1188:  // pred: ^bb1187
    %7977 = llvm.extractvalue %5251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7978 = llvm.mlir.constant(256 : index) : i64
    %7979 = llvm.mul %7971, %7978 overflow<nsw, nuw> : i64
    %7980 = llvm.mlir.constant(32 : index) : i64
    %7981 = llvm.mul %7973, %7980 overflow<nsw, nuw> : i64
    %7982 = llvm.add %7979, %7981 overflow<nsw, nuw> : i64
    %7983 = llvm.add %7982, %7975 overflow<nsw, nuw> : i64
    %7984 = llvm.getelementptr inbounds|nuw %7977[%7983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7985 = llvm.load %7984 : !llvm.ptr -> f32
    %7986 = llvm.extractvalue %7859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7987 = llvm.mlir.constant(256 : index) : i64
    %7988 = llvm.mul %7971, %7987 overflow<nsw, nuw> : i64
    %7989 = llvm.mlir.constant(32 : index) : i64
    %7990 = llvm.mul %7973, %7989 overflow<nsw, nuw> : i64
    %7991 = llvm.add %7988, %7990 overflow<nsw, nuw> : i64
    %7992 = llvm.add %7991, %7975 overflow<nsw, nuw> : i64
    %7993 = llvm.getelementptr inbounds|nuw %7986[%7992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7994 = llvm.load %7993 : !llvm.ptr -> f32
    %7995 = llvm.fadd %7985, %7994 : f32
    %7996 = llvm.extractvalue %7970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7997 = llvm.mlir.constant(256 : index) : i64
    %7998 = llvm.mul %7971, %7997 overflow<nsw, nuw> : i64
    %7999 = llvm.mlir.constant(32 : index) : i64
    %8000 = llvm.mul %7973, %7999 overflow<nsw, nuw> : i64
    %8001 = llvm.add %7998, %8000 overflow<nsw, nuw> : i64
    %8002 = llvm.add %8001, %7975 overflow<nsw, nuw> : i64
    %8003 = llvm.getelementptr inbounds|nuw %7996[%8002] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7995, %8003 : f32, !llvm.ptr
    %8004 = llvm.add %7975, %16 : i64
    llvm.br ^bb1187(%8004 : i64)
  ^bb1189:  // pred: ^bb1187
    %8005 = llvm.add %7973, %16 : i64
    llvm.br ^bb1185(%8005 : i64)
  ^bb1190:  // pred: ^bb1185
    %8006 = llvm.add %7971, %16 : i64
    llvm.br ^bb1183(%8006 : i64)
  ^bb1191:  // pred: ^bb1183
    %8007 = llvm.mlir.constant(1 : index) : i64
    %8008 = llvm.mlir.constant(8 : index) : i64
    %8009 = llvm.mlir.constant(1 : index) : i64
    %8010 = llvm.mlir.constant(1 : index) : i64
    %8011 = llvm.mlir.constant(8 : index) : i64
    %8012 = llvm.mlir.zero : !llvm.ptr
    %8013 = llvm.getelementptr %8012[%8011] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8014 = llvm.ptrtoint %8013 : !llvm.ptr to i64
    %8015 = llvm.mlir.constant(64 : index) : i64
    %8016 = llvm.add %8014, %8015 : i64
    %8017 = llvm.call @malloc(%8016) : (i64) -> !llvm.ptr
    %8018 = llvm.ptrtoint %8017 : !llvm.ptr to i64
    %8019 = llvm.mlir.constant(1 : index) : i64
    %8020 = llvm.sub %8015, %8019 : i64
    %8021 = llvm.add %8018, %8020 : i64
    %8022 = llvm.urem %8021, %8015 : i64
    %8023 = llvm.sub %8021, %8022 : i64
    %8024 = llvm.inttoptr %8023 : i64 to !llvm.ptr
    %8025 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8026 = llvm.insertvalue %8017, %8025[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8027 = llvm.insertvalue %8024, %8026[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8028 = llvm.mlir.constant(0 : index) : i64
    %8029 = llvm.insertvalue %8028, %8027[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8030 = llvm.insertvalue %8007, %8029[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8031 = llvm.insertvalue %8008, %8030[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8032 = llvm.insertvalue %8009, %8031[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8033 = llvm.insertvalue %8008, %8032[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8034 = llvm.insertvalue %8009, %8033[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8035 = llvm.insertvalue %8010, %8034[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1192(%21 : i64)
  ^bb1192(%8036: i64):  // 2 preds: ^bb1191, ^bb1199
    %8037 = llvm.icmp "slt" %8036, %16 : i64
    llvm.cond_br %8037, ^bb1193, ^bb1200
  ^bb1193:  // pred: ^bb1192
    llvm.br ^bb1194(%21 : i64)
  ^bb1194(%8038: i64):  // 2 preds: ^bb1193, ^bb1198
    %8039 = llvm.icmp "slt" %8038, %15 : i64
    llvm.cond_br %8039, ^bb1195, ^bb1199
  ^bb1195:  // pred: ^bb1194
    llvm.br ^bb1196(%21 : i64)
  ^bb1196(%8040: i64):  // 2 preds: ^bb1195, ^bb1197
    %8041 = llvm.icmp "slt" %8040, %16 : i64
    llvm.cond_br %8041, ^bb1197, ^bb1198
  ^bb1197:  // pred: ^bb1196
    %8042 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8043 = llvm.mlir.constant(8 : index) : i64
    %8044 = llvm.mul %8036, %8043 overflow<nsw, nuw> : i64
    %8045 = llvm.add %8044, %8038 overflow<nsw, nuw> : i64
    %8046 = llvm.add %8045, %8040 overflow<nsw, nuw> : i64
    %8047 = llvm.getelementptr inbounds|nuw %8042[%8046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8048 = llvm.load %8047 : !llvm.ptr -> f32
    %8049 = llvm.extractvalue %8035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8050 = llvm.mlir.constant(8 : index) : i64
    %8051 = llvm.mul %8036, %8050 overflow<nsw, nuw> : i64
    %8052 = llvm.add %8051, %8038 overflow<nsw, nuw> : i64
    %8053 = llvm.add %8052, %8040 overflow<nsw, nuw> : i64
    %8054 = llvm.getelementptr inbounds|nuw %8049[%8053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8048, %8054 : f32, !llvm.ptr
    %8055 = llvm.add %8040, %16 : i64
    llvm.br ^bb1196(%8055 : i64)
  ^bb1198:  // pred: ^bb1196
    %8056 = llvm.add %8038, %16 : i64
    llvm.br ^bb1194(%8056 : i64)
  ^bb1199:  // pred: ^bb1194
    %8057 = llvm.add %8036, %16 : i64
    llvm.br ^bb1192(%8057 : i64)
  ^bb1200:  // pred: ^bb1192
    llvm.br ^bb1201(%21 : i64)
  ^bb1201(%8058: i64):  // 2 preds: ^bb1200, ^bb1208
    %8059 = llvm.icmp "slt" %8058, %16 : i64
    llvm.cond_br %8059, ^bb1202, ^bb1209
  ^bb1202:  // pred: ^bb1201
    llvm.br ^bb1203(%21 : i64)
  ^bb1203(%8060: i64):  // 2 preds: ^bb1202, ^bb1207
    %8061 = llvm.icmp "slt" %8060, %15 : i64
    llvm.cond_br %8061, ^bb1204, ^bb1208
  ^bb1204:  // pred: ^bb1203
    llvm.br ^bb1205(%21 : i64)
  ^bb1205(%8062: i64):  // 2 preds: ^bb1204, ^bb1206
    %8063 = llvm.icmp "slt" %8062, %14 : i64
    llvm.cond_br %8063, ^bb1206, ^bb1207
  ^bb1206:  // pred: ^bb1205
    %8064 = llvm.extractvalue %7970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8065 = llvm.mlir.constant(256 : index) : i64
    %8066 = llvm.mul %8058, %8065 overflow<nsw, nuw> : i64
    %8067 = llvm.mlir.constant(32 : index) : i64
    %8068 = llvm.mul %8060, %8067 overflow<nsw, nuw> : i64
    %8069 = llvm.add %8066, %8068 overflow<nsw, nuw> : i64
    %8070 = llvm.add %8069, %8062 overflow<nsw, nuw> : i64
    %8071 = llvm.getelementptr inbounds|nuw %8064[%8070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8072 = llvm.load %8071 : !llvm.ptr -> f32
    %8073 = llvm.extractvalue %8035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8074 = llvm.mlir.constant(8 : index) : i64
    %8075 = llvm.mul %8058, %8074 overflow<nsw, nuw> : i64
    %8076 = llvm.add %8075, %8060 overflow<nsw, nuw> : i64
    %8077 = llvm.add %8076, %21 overflow<nsw, nuw> : i64
    %8078 = llvm.getelementptr inbounds|nuw %8073[%8077] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8079 = llvm.load %8078 : !llvm.ptr -> f32
    %8080 = llvm.fmul %8072, %8072 : f32
    %8081 = llvm.fadd %8080, %8079 : f32
    %8082 = llvm.extractvalue %8035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8083 = llvm.mlir.constant(8 : index) : i64
    %8084 = llvm.mul %8058, %8083 overflow<nsw, nuw> : i64
    %8085 = llvm.add %8084, %8060 overflow<nsw, nuw> : i64
    %8086 = llvm.add %8085, %21 overflow<nsw, nuw> : i64
    %8087 = llvm.getelementptr inbounds|nuw %8082[%8086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8081, %8087 : f32, !llvm.ptr
    %8088 = llvm.add %8062, %16 : i64
    llvm.br ^bb1205(%8088 : i64)
  ^bb1207:  // pred: ^bb1205
    %8089 = llvm.add %8060, %16 : i64
    llvm.br ^bb1203(%8089 : i64)
  ^bb1208:  // pred: ^bb1203
    %8090 = llvm.add %8058, %16 : i64
    llvm.br ^bb1201(%8090 : i64)
  ^bb1209:  // pred: ^bb1201
    %8091 = llvm.mlir.constant(1 : index) : i64
    %8092 = llvm.mlir.constant(8 : index) : i64
    %8093 = llvm.mlir.constant(32 : index) : i64
    %8094 = llvm.mlir.constant(1 : index) : i64
    %8095 = llvm.mlir.constant(256 : index) : i64
    %8096 = llvm.mlir.constant(256 : index) : i64
    %8097 = llvm.mlir.zero : !llvm.ptr
    %8098 = llvm.getelementptr %8097[%8096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8099 = llvm.ptrtoint %8098 : !llvm.ptr to i64
    %8100 = llvm.mlir.constant(64 : index) : i64
    %8101 = llvm.add %8099, %8100 : i64
    %8102 = llvm.call @malloc(%8101) : (i64) -> !llvm.ptr
    %8103 = llvm.ptrtoint %8102 : !llvm.ptr to i64
    %8104 = llvm.mlir.constant(1 : index) : i64
    %8105 = llvm.sub %8100, %8104 : i64
    %8106 = llvm.add %8103, %8105 : i64
    %8107 = llvm.urem %8106, %8100 : i64
    %8108 = llvm.sub %8106, %8107 : i64
    %8109 = llvm.inttoptr %8108 : i64 to !llvm.ptr
    %8110 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8111 = llvm.insertvalue %8102, %8110[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8112 = llvm.insertvalue %8109, %8111[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8113 = llvm.mlir.constant(0 : index) : i64
    %8114 = llvm.insertvalue %8113, %8112[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8115 = llvm.insertvalue %8091, %8114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8116 = llvm.insertvalue %8092, %8115[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8117 = llvm.insertvalue %8093, %8116[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8118 = llvm.insertvalue %8095, %8117[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8119 = llvm.insertvalue %8093, %8118[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8120 = llvm.insertvalue %8094, %8119[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1210(%21 : i64)
  ^bb1210(%8121: i64):  // 2 preds: ^bb1209, ^bb1217
    %8122 = llvm.icmp "slt" %8121, %16 : i64
    llvm.cond_br %8122, ^bb1211, ^bb1218
  ^bb1211:  // pred: ^bb1210
    llvm.br ^bb1212(%21 : i64)
  ^bb1212(%8123: i64):  // 2 preds: ^bb1211, ^bb1216
    %8124 = llvm.icmp "slt" %8123, %15 : i64
    llvm.cond_br %8124, ^bb1213, ^bb1217
  ^bb1213:  // pred: ^bb1212
    llvm.br ^bb1214(%21 : i64)
  ^bb1214(%8125: i64):  // 2 preds: ^bb1213, ^bb1215
    %8126 = llvm.icmp "slt" %8125, %14 : i64
    llvm.cond_br %8126, ^bb1215, ^bb1216
  ^bb1215:  // pred: ^bb1214
    %8127 = llvm.extractvalue %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8128 = llvm.getelementptr inbounds|nuw %8127[%8125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8129 = llvm.load %8128 : !llvm.ptr -> f32
    %8130 = llvm.extractvalue %7970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8131 = llvm.mlir.constant(256 : index) : i64
    %8132 = llvm.mul %8121, %8131 overflow<nsw, nuw> : i64
    %8133 = llvm.mlir.constant(32 : index) : i64
    %8134 = llvm.mul %8123, %8133 overflow<nsw, nuw> : i64
    %8135 = llvm.add %8132, %8134 overflow<nsw, nuw> : i64
    %8136 = llvm.add %8135, %8125 overflow<nsw, nuw> : i64
    %8137 = llvm.getelementptr inbounds|nuw %8130[%8136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8138 = llvm.load %8137 : !llvm.ptr -> f32
    %8139 = llvm.extractvalue %8035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8140 = llvm.mlir.constant(8 : index) : i64
    %8141 = llvm.mul %8121, %8140 overflow<nsw, nuw> : i64
    %8142 = llvm.add %8141, %8123 overflow<nsw, nuw> : i64
    %8143 = llvm.add %8142, %21 overflow<nsw, nuw> : i64
    %8144 = llvm.getelementptr inbounds|nuw %8139[%8143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8145 = llvm.load %8144 : !llvm.ptr -> f32
    %8146 = llvm.fdiv %8145, %17 : f32
    %8147 = llvm.fptrunc %18 : f64 to f32
    %8148 = llvm.fadd %8146, %8147 : f32
    %8149 = llvm.intr.sqrt(%8148) : (f32) -> f32
    %8150 = llvm.fdiv %27, %8149 : f32
    %8151 = llvm.fmul %8138, %8150 : f32
    %8152 = llvm.fmul %8129, %8151 : f32
    %8153 = llvm.extractvalue %8120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8154 = llvm.mlir.constant(256 : index) : i64
    %8155 = llvm.mul %8121, %8154 overflow<nsw, nuw> : i64
    %8156 = llvm.mlir.constant(32 : index) : i64
    %8157 = llvm.mul %8123, %8156 overflow<nsw, nuw> : i64
    %8158 = llvm.add %8155, %8157 overflow<nsw, nuw> : i64
    %8159 = llvm.add %8158, %8125 overflow<nsw, nuw> : i64
    %8160 = llvm.getelementptr inbounds|nuw %8153[%8159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8152, %8160 : f32, !llvm.ptr
    %8161 = llvm.add %8125, %16 : i64
    llvm.br ^bb1214(%8161 : i64)
  ^bb1216:  // pred: ^bb1214
    %8162 = llvm.add %8123, %16 : i64
    llvm.br ^bb1212(%8162 : i64)
  ^bb1217:  // pred: ^bb1212
    %8163 = llvm.add %8121, %16 : i64
    llvm.br ^bb1210(%8163 : i64)
  ^bb1218:  // pred: ^bb1210
    %8164 = llvm.mlir.constant(1 : index) : i64
    %8165 = llvm.mlir.constant(8 : index) : i64
    %8166 = llvm.mlir.constant(64 : index) : i64
    %8167 = llvm.mlir.constant(1 : index) : i64
    %8168 = llvm.mlir.constant(512 : index) : i64
    %8169 = llvm.mlir.constant(512 : index) : i64
    %8170 = llvm.mlir.zero : !llvm.ptr
    %8171 = llvm.getelementptr %8170[%8169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8172 = llvm.ptrtoint %8171 : !llvm.ptr to i64
    %8173 = llvm.mlir.constant(64 : index) : i64
    %8174 = llvm.add %8172, %8173 : i64
    %8175 = llvm.call @malloc(%8174) : (i64) -> !llvm.ptr
    %8176 = llvm.ptrtoint %8175 : !llvm.ptr to i64
    %8177 = llvm.mlir.constant(1 : index) : i64
    %8178 = llvm.sub %8173, %8177 : i64
    %8179 = llvm.add %8176, %8178 : i64
    %8180 = llvm.urem %8179, %8173 : i64
    %8181 = llvm.sub %8179, %8180 : i64
    %8182 = llvm.inttoptr %8181 : i64 to !llvm.ptr
    %8183 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8184 = llvm.insertvalue %8175, %8183[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8185 = llvm.insertvalue %8182, %8184[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8186 = llvm.mlir.constant(0 : index) : i64
    %8187 = llvm.insertvalue %8186, %8185[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8188 = llvm.insertvalue %8164, %8187[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8189 = llvm.insertvalue %8165, %8188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8190 = llvm.insertvalue %8166, %8189[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8191 = llvm.insertvalue %8168, %8190[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8192 = llvm.insertvalue %8166, %8191[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8193 = llvm.insertvalue %8167, %8192[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1219(%21 : i64)
  ^bb1219(%8194: i64):  // 2 preds: ^bb1218, ^bb1226
    %8195 = llvm.icmp "slt" %8194, %16 : i64
    llvm.cond_br %8195, ^bb1220, ^bb1227
  ^bb1220:  // pred: ^bb1219
    llvm.br ^bb1221(%21 : i64)
  ^bb1221(%8196: i64):  // 2 preds: ^bb1220, ^bb1225
    %8197 = llvm.icmp "slt" %8196, %15 : i64
    llvm.cond_br %8197, ^bb1222, ^bb1226
  ^bb1222:  // pred: ^bb1221
    llvm.br ^bb1223(%21 : i64)
  ^bb1223(%8198: i64):  // 2 preds: ^bb1222, ^bb1224
    %8199 = llvm.icmp "slt" %8198, %9 : i64
    llvm.cond_br %8199, ^bb1224, ^bb1225
  ^bb1224:  // pred: ^bb1223
    %8200 = llvm.extractvalue %4899[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8201 = llvm.mlir.constant(512 : index) : i64
    %8202 = llvm.mul %8194, %8201 overflow<nsw, nuw> : i64
    %8203 = llvm.mlir.constant(64 : index) : i64
    %8204 = llvm.mul %8196, %8203 overflow<nsw, nuw> : i64
    %8205 = llvm.add %8202, %8204 overflow<nsw, nuw> : i64
    %8206 = llvm.add %8205, %8198 overflow<nsw, nuw> : i64
    %8207 = llvm.getelementptr inbounds|nuw %8200[%8206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8208 = llvm.load %8207 : !llvm.ptr -> f32
    %8209 = llvm.extractvalue %8193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8210 = llvm.mlir.constant(512 : index) : i64
    %8211 = llvm.mul %8194, %8210 overflow<nsw, nuw> : i64
    %8212 = llvm.mlir.constant(64 : index) : i64
    %8213 = llvm.mul %8196, %8212 overflow<nsw, nuw> : i64
    %8214 = llvm.add %8211, %8213 overflow<nsw, nuw> : i64
    %8215 = llvm.add %8214, %8198 overflow<nsw, nuw> : i64
    %8216 = llvm.getelementptr inbounds|nuw %8209[%8215] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8208, %8216 : f32, !llvm.ptr
    %8217 = llvm.add %8198, %16 : i64
    llvm.br ^bb1223(%8217 : i64)
  ^bb1225:  // pred: ^bb1223
    %8218 = llvm.add %8196, %16 : i64
    llvm.br ^bb1221(%8218 : i64)
  ^bb1226:  // pred: ^bb1221
    %8219 = llvm.add %8194, %16 : i64
    llvm.br ^bb1219(%8219 : i64)
  ^bb1227:  // pred: ^bb1219
    llvm.br ^bb1228(%21 : i64)
  ^bb1228(%8220: i64):  // 2 preds: ^bb1227, ^bb1238
    %8221 = llvm.icmp "slt" %8220, %16 : i64
    llvm.cond_br %8221, ^bb1229, ^bb1239
  ^bb1229:  // pred: ^bb1228
    llvm.br ^bb1230(%21 : i64)
  ^bb1230(%8222: i64):  // 2 preds: ^bb1229, ^bb1237
    %8223 = llvm.icmp "slt" %8222, %15 : i64
    llvm.cond_br %8223, ^bb1231, ^bb1238
  ^bb1231:  // pred: ^bb1230
    llvm.br ^bb1232(%21 : i64)
  ^bb1232(%8224: i64):  // 2 preds: ^bb1231, ^bb1236
    %8225 = llvm.icmp "slt" %8224, %9 : i64
    llvm.cond_br %8225, ^bb1233, ^bb1237
  ^bb1233:  // pred: ^bb1232
    llvm.br ^bb1234(%21 : i64)
  ^bb1234(%8226: i64):  // 2 preds: ^bb1233, ^bb1235
    %8227 = llvm.icmp "slt" %8226, %14 : i64
    llvm.cond_br %8227, ^bb1235, ^bb1236
  ^bb1235:  // pred: ^bb1234
    %8228 = llvm.extractvalue %8120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8229 = llvm.mlir.constant(256 : index) : i64
    %8230 = llvm.mul %8220, %8229 overflow<nsw, nuw> : i64
    %8231 = llvm.mlir.constant(32 : index) : i64
    %8232 = llvm.mul %8222, %8231 overflow<nsw, nuw> : i64
    %8233 = llvm.add %8230, %8232 overflow<nsw, nuw> : i64
    %8234 = llvm.add %8233, %8226 overflow<nsw, nuw> : i64
    %8235 = llvm.getelementptr inbounds|nuw %8228[%8234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8236 = llvm.load %8235 : !llvm.ptr -> f32
    %8237 = llvm.extractvalue %103[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8238 = llvm.mlir.constant(32 : index) : i64
    %8239 = llvm.mul %8224, %8238 overflow<nsw, nuw> : i64
    %8240 = llvm.add %8239, %8226 overflow<nsw, nuw> : i64
    %8241 = llvm.getelementptr inbounds|nuw %8237[%8240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8242 = llvm.load %8241 : !llvm.ptr -> f32
    %8243 = llvm.extractvalue %8193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8244 = llvm.mlir.constant(512 : index) : i64
    %8245 = llvm.mul %8220, %8244 overflow<nsw, nuw> : i64
    %8246 = llvm.mlir.constant(64 : index) : i64
    %8247 = llvm.mul %8222, %8246 overflow<nsw, nuw> : i64
    %8248 = llvm.add %8245, %8247 overflow<nsw, nuw> : i64
    %8249 = llvm.add %8248, %8224 overflow<nsw, nuw> : i64
    %8250 = llvm.getelementptr inbounds|nuw %8243[%8249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8251 = llvm.load %8250 : !llvm.ptr -> f32
    %8252 = llvm.fmul %8236, %8242 : f32
    %8253 = llvm.fadd %8251, %8252 : f32
    %8254 = llvm.extractvalue %8193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8255 = llvm.mlir.constant(512 : index) : i64
    %8256 = llvm.mul %8220, %8255 overflow<nsw, nuw> : i64
    %8257 = llvm.mlir.constant(64 : index) : i64
    %8258 = llvm.mul %8222, %8257 overflow<nsw, nuw> : i64
    %8259 = llvm.add %8256, %8258 overflow<nsw, nuw> : i64
    %8260 = llvm.add %8259, %8224 overflow<nsw, nuw> : i64
    %8261 = llvm.getelementptr inbounds|nuw %8254[%8260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8253, %8261 : f32, !llvm.ptr
    %8262 = llvm.add %8226, %16 : i64
    llvm.br ^bb1234(%8262 : i64)
  ^bb1236:  // pred: ^bb1234
    %8263 = llvm.add %8224, %16 : i64
    llvm.br ^bb1232(%8263 : i64)
  ^bb1237:  // pred: ^bb1232
    %8264 = llvm.add %8222, %16 : i64
    llvm.br ^bb1230(%8264 : i64)
  ^bb1238:  // pred: ^bb1230
    %8265 = llvm.add %8220, %16 : i64
    llvm.br ^bb1228(%8265 : i64)
  ^bb1239:  // pred: ^bb1228
    %8266 = llvm.mlir.constant(1 : index) : i64
    %8267 = llvm.mlir.constant(8 : index) : i64
    %8268 = llvm.mlir.constant(64 : index) : i64
    %8269 = llvm.mlir.constant(1 : index) : i64
    %8270 = llvm.mlir.constant(512 : index) : i64
    %8271 = llvm.mlir.constant(512 : index) : i64
    %8272 = llvm.mlir.zero : !llvm.ptr
    %8273 = llvm.getelementptr %8272[%8271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8274 = llvm.ptrtoint %8273 : !llvm.ptr to i64
    %8275 = llvm.mlir.constant(64 : index) : i64
    %8276 = llvm.add %8274, %8275 : i64
    %8277 = llvm.call @malloc(%8276) : (i64) -> !llvm.ptr
    %8278 = llvm.ptrtoint %8277 : !llvm.ptr to i64
    %8279 = llvm.mlir.constant(1 : index) : i64
    %8280 = llvm.sub %8275, %8279 : i64
    %8281 = llvm.add %8278, %8280 : i64
    %8282 = llvm.urem %8281, %8275 : i64
    %8283 = llvm.sub %8281, %8282 : i64
    %8284 = llvm.inttoptr %8283 : i64 to !llvm.ptr
    %8285 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8286 = llvm.insertvalue %8277, %8285[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8287 = llvm.insertvalue %8284, %8286[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8288 = llvm.mlir.constant(0 : index) : i64
    %8289 = llvm.insertvalue %8288, %8287[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8290 = llvm.insertvalue %8266, %8289[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8291 = llvm.insertvalue %8267, %8290[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8292 = llvm.insertvalue %8268, %8291[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8293 = llvm.insertvalue %8270, %8292[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8294 = llvm.insertvalue %8268, %8293[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8295 = llvm.insertvalue %8269, %8294[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1240(%21 : i64)
  ^bb1240(%8296: i64):  // 2 preds: ^bb1239, ^bb1247
    %8297 = llvm.icmp "slt" %8296, %16 : i64
    llvm.cond_br %8297, ^bb1241, ^bb1248
  ^bb1241:  // pred: ^bb1240
    llvm.br ^bb1242(%21 : i64)
  ^bb1242(%8298: i64):  // 2 preds: ^bb1241, ^bb1246
    %8299 = llvm.icmp "slt" %8298, %15 : i64
    llvm.cond_br %8299, ^bb1243, ^bb1247
  ^bb1243:  // pred: ^bb1242
    llvm.br ^bb1244(%21 : i64)
  ^bb1244(%8300: i64):  // 2 preds: ^bb1243, ^bb1245
    %8301 = llvm.icmp "slt" %8300, %9 : i64
    llvm.cond_br %8301, ^bb1245, ^bb1246
  ^bb1245:  // pred: ^bb1244
    %8302 = llvm.extractvalue %4899[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8303 = llvm.mlir.constant(512 : index) : i64
    %8304 = llvm.mul %8296, %8303 overflow<nsw, nuw> : i64
    %8305 = llvm.mlir.constant(64 : index) : i64
    %8306 = llvm.mul %8298, %8305 overflow<nsw, nuw> : i64
    %8307 = llvm.add %8304, %8306 overflow<nsw, nuw> : i64
    %8308 = llvm.add %8307, %8300 overflow<nsw, nuw> : i64
    %8309 = llvm.getelementptr inbounds|nuw %8302[%8308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8310 = llvm.load %8309 : !llvm.ptr -> f32
    %8311 = llvm.extractvalue %8295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8312 = llvm.mlir.constant(512 : index) : i64
    %8313 = llvm.mul %8296, %8312 overflow<nsw, nuw> : i64
    %8314 = llvm.mlir.constant(64 : index) : i64
    %8315 = llvm.mul %8298, %8314 overflow<nsw, nuw> : i64
    %8316 = llvm.add %8313, %8315 overflow<nsw, nuw> : i64
    %8317 = llvm.add %8316, %8300 overflow<nsw, nuw> : i64
    %8318 = llvm.getelementptr inbounds|nuw %8311[%8317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8310, %8318 : f32, !llvm.ptr
    %8319 = llvm.add %8300, %16 : i64
    llvm.br ^bb1244(%8319 : i64)
  ^bb1246:  // pred: ^bb1244
    %8320 = llvm.add %8298, %16 : i64
    llvm.br ^bb1242(%8320 : i64)
  ^bb1247:  // pred: ^bb1242
    %8321 = llvm.add %8296, %16 : i64
    llvm.br ^bb1240(%8321 : i64)
  ^bb1248:  // pred: ^bb1240
    llvm.br ^bb1249(%21 : i64)
  ^bb1249(%8322: i64):  // 2 preds: ^bb1248, ^bb1259
    %8323 = llvm.icmp "slt" %8322, %16 : i64
    llvm.cond_br %8323, ^bb1250, ^bb1260
  ^bb1250:  // pred: ^bb1249
    llvm.br ^bb1251(%21 : i64)
  ^bb1251(%8324: i64):  // 2 preds: ^bb1250, ^bb1258
    %8325 = llvm.icmp "slt" %8324, %15 : i64
    llvm.cond_br %8325, ^bb1252, ^bb1259
  ^bb1252:  // pred: ^bb1251
    llvm.br ^bb1253(%21 : i64)
  ^bb1253(%8326: i64):  // 2 preds: ^bb1252, ^bb1257
    %8327 = llvm.icmp "slt" %8326, %9 : i64
    llvm.cond_br %8327, ^bb1254, ^bb1258
  ^bb1254:  // pred: ^bb1253
    llvm.br ^bb1255(%21 : i64)
  ^bb1255(%8328: i64):  // 2 preds: ^bb1254, ^bb1256
    %8329 = llvm.icmp "slt" %8328, %14 : i64
    llvm.cond_br %8329, ^bb1256, ^bb1257
  ^bb1256:  // pred: ^bb1255
    %8330 = llvm.extractvalue %8120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8331 = llvm.mlir.constant(256 : index) : i64
    %8332 = llvm.mul %8322, %8331 overflow<nsw, nuw> : i64
    %8333 = llvm.mlir.constant(32 : index) : i64
    %8334 = llvm.mul %8324, %8333 overflow<nsw, nuw> : i64
    %8335 = llvm.add %8332, %8334 overflow<nsw, nuw> : i64
    %8336 = llvm.add %8335, %8328 overflow<nsw, nuw> : i64
    %8337 = llvm.getelementptr inbounds|nuw %8330[%8336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8338 = llvm.load %8337 : !llvm.ptr -> f32
    %8339 = llvm.extractvalue %83[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8340 = llvm.mlir.constant(32 : index) : i64
    %8341 = llvm.mul %8326, %8340 overflow<nsw, nuw> : i64
    %8342 = llvm.add %8341, %8328 overflow<nsw, nuw> : i64
    %8343 = llvm.getelementptr inbounds|nuw %8339[%8342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8344 = llvm.load %8343 : !llvm.ptr -> f32
    %8345 = llvm.extractvalue %8295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8346 = llvm.mlir.constant(512 : index) : i64
    %8347 = llvm.mul %8322, %8346 overflow<nsw, nuw> : i64
    %8348 = llvm.mlir.constant(64 : index) : i64
    %8349 = llvm.mul %8324, %8348 overflow<nsw, nuw> : i64
    %8350 = llvm.add %8347, %8349 overflow<nsw, nuw> : i64
    %8351 = llvm.add %8350, %8326 overflow<nsw, nuw> : i64
    %8352 = llvm.getelementptr inbounds|nuw %8345[%8351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8353 = llvm.load %8352 : !llvm.ptr -> f32
    %8354 = llvm.fmul %8338, %8344 : f32
    %8355 = llvm.fadd %8353, %8354 : f32
    %8356 = llvm.extractvalue %8295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8357 = llvm.mlir.constant(512 : index) : i64
    %8358 = llvm.mul %8322, %8357 overflow<nsw, nuw> : i64
    %8359 = llvm.mlir.constant(64 : index) : i64
    %8360 = llvm.mul %8324, %8359 overflow<nsw, nuw> : i64
    %8361 = llvm.add %8358, %8360 overflow<nsw, nuw> : i64
    %8362 = llvm.add %8361, %8326 overflow<nsw, nuw> : i64
    %8363 = llvm.getelementptr inbounds|nuw %8356[%8362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8355, %8363 : f32, !llvm.ptr
    %8364 = llvm.add %8328, %16 : i64
    llvm.br ^bb1255(%8364 : i64)
  ^bb1257:  // pred: ^bb1255
    %8365 = llvm.add %8326, %16 : i64
    llvm.br ^bb1253(%8365 : i64)
  ^bb1258:  // pred: ^bb1253
    %8366 = llvm.add %8324, %16 : i64
    llvm.br ^bb1251(%8366 : i64)
  ^bb1259:  // pred: ^bb1251
    %8367 = llvm.add %8322, %16 : i64
    llvm.br ^bb1249(%8367 : i64)
  ^bb1260:  // pred: ^bb1249
    %8368 = llvm.mlir.constant(1 : index) : i64
    %8369 = llvm.mlir.constant(8 : index) : i64
    %8370 = llvm.mlir.constant(32 : index) : i64
    %8371 = llvm.mlir.constant(1 : index) : i64
    %8372 = llvm.mlir.constant(256 : index) : i64
    %8373 = llvm.mlir.constant(256 : index) : i64
    %8374 = llvm.mlir.zero : !llvm.ptr
    %8375 = llvm.getelementptr %8374[%8373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8376 = llvm.ptrtoint %8375 : !llvm.ptr to i64
    %8377 = llvm.mlir.constant(64 : index) : i64
    %8378 = llvm.add %8376, %8377 : i64
    %8379 = llvm.call @malloc(%8378) : (i64) -> !llvm.ptr
    %8380 = llvm.ptrtoint %8379 : !llvm.ptr to i64
    %8381 = llvm.mlir.constant(1 : index) : i64
    %8382 = llvm.sub %8377, %8381 : i64
    %8383 = llvm.add %8380, %8382 : i64
    %8384 = llvm.urem %8383, %8377 : i64
    %8385 = llvm.sub %8383, %8384 : i64
    %8386 = llvm.inttoptr %8385 : i64 to !llvm.ptr
    %8387 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8388 = llvm.insertvalue %8379, %8387[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8389 = llvm.insertvalue %8386, %8388[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8390 = llvm.mlir.constant(0 : index) : i64
    %8391 = llvm.insertvalue %8390, %8389[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8392 = llvm.insertvalue %8368, %8391[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8393 = llvm.insertvalue %8369, %8392[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8394 = llvm.insertvalue %8370, %8393[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8395 = llvm.insertvalue %8372, %8394[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8396 = llvm.insertvalue %8370, %8395[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8397 = llvm.insertvalue %8371, %8396[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1261(%21 : i64)
  ^bb1261(%8398: i64):  // 2 preds: ^bb1260, ^bb1268
    %8399 = llvm.icmp "slt" %8398, %16 : i64
    llvm.cond_br %8399, ^bb1262, ^bb1269
  ^bb1262:  // pred: ^bb1261
    llvm.br ^bb1263(%21 : i64)
  ^bb1263(%8400: i64):  // 2 preds: ^bb1262, ^bb1267
    %8401 = llvm.icmp "slt" %8400, %15 : i64
    llvm.cond_br %8401, ^bb1264, ^bb1268
  ^bb1264:  // pred: ^bb1263
    llvm.br ^bb1265(%21 : i64)
  ^bb1265(%8402: i64):  // 2 preds: ^bb1264, ^bb1266
    %8403 = llvm.icmp "slt" %8402, %14 : i64
    llvm.cond_br %8403, ^bb1266, ^bb1267
  ^bb1266:  // pred: ^bb1265
    %8404 = llvm.extractvalue %4509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8405 = llvm.mlir.constant(256 : index) : i64
    %8406 = llvm.mul %8398, %8405 overflow<nsw, nuw> : i64
    %8407 = llvm.mlir.constant(32 : index) : i64
    %8408 = llvm.mul %8400, %8407 overflow<nsw, nuw> : i64
    %8409 = llvm.add %8406, %8408 overflow<nsw, nuw> : i64
    %8410 = llvm.add %8409, %8402 overflow<nsw, nuw> : i64
    %8411 = llvm.getelementptr inbounds|nuw %8404[%8410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8412 = llvm.load %8411 : !llvm.ptr -> f32
    %8413 = llvm.extractvalue %8397[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8414 = llvm.mlir.constant(256 : index) : i64
    %8415 = llvm.mul %8398, %8414 overflow<nsw, nuw> : i64
    %8416 = llvm.mlir.constant(32 : index) : i64
    %8417 = llvm.mul %8400, %8416 overflow<nsw, nuw> : i64
    %8418 = llvm.add %8415, %8417 overflow<nsw, nuw> : i64
    %8419 = llvm.add %8418, %8402 overflow<nsw, nuw> : i64
    %8420 = llvm.getelementptr inbounds|nuw %8413[%8419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8412, %8420 : f32, !llvm.ptr
    %8421 = llvm.add %8402, %16 : i64
    llvm.br ^bb1265(%8421 : i64)
  ^bb1267:  // pred: ^bb1265
    %8422 = llvm.add %8400, %16 : i64
    llvm.br ^bb1263(%8422 : i64)
  ^bb1268:  // pred: ^bb1263
    %8423 = llvm.add %8398, %16 : i64
    llvm.br ^bb1261(%8423 : i64)
  ^bb1269:  // pred: ^bb1261
    llvm.br ^bb1270(%21 : i64)
  ^bb1270(%8424: i64):  // 2 preds: ^bb1269, ^bb1280
    %8425 = llvm.icmp "slt" %8424, %16 : i64
    llvm.cond_br %8425, ^bb1271, ^bb1281
  ^bb1271:  // pred: ^bb1270
    llvm.br ^bb1272(%21 : i64)
  ^bb1272(%8426: i64):  // 2 preds: ^bb1271, ^bb1279
    %8427 = llvm.icmp "slt" %8426, %15 : i64
    llvm.cond_br %8427, ^bb1273, ^bb1280
  ^bb1273:  // pred: ^bb1272
    llvm.br ^bb1274(%21 : i64)
  ^bb1274(%8428: i64):  // 2 preds: ^bb1273, ^bb1278
    %8429 = llvm.icmp "slt" %8428, %14 : i64
    llvm.cond_br %8429, ^bb1275, ^bb1279
  ^bb1275:  // pred: ^bb1274
    llvm.br ^bb1276(%21 : i64)
  ^bb1276(%8430: i64):  // 2 preds: ^bb1275, ^bb1277
    %8431 = llvm.icmp "slt" %8430, %9 : i64
    llvm.cond_br %8431, ^bb1277, ^bb1278
  ^bb1277:  // pred: ^bb1276
    %8432 = llvm.extractvalue %8193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8433 = llvm.mlir.constant(512 : index) : i64
    %8434 = llvm.mul %8424, %8433 overflow<nsw, nuw> : i64
    %8435 = llvm.mlir.constant(64 : index) : i64
    %8436 = llvm.mul %8426, %8435 overflow<nsw, nuw> : i64
    %8437 = llvm.add %8434, %8436 overflow<nsw, nuw> : i64
    %8438 = llvm.add %8437, %8430 overflow<nsw, nuw> : i64
    %8439 = llvm.getelementptr inbounds|nuw %8432[%8438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8440 = llvm.load %8439 : !llvm.ptr -> f32
    %8441 = llvm.extractvalue %8295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8442 = llvm.mlir.constant(512 : index) : i64
    %8443 = llvm.mul %8424, %8442 overflow<nsw, nuw> : i64
    %8444 = llvm.mlir.constant(64 : index) : i64
    %8445 = llvm.mul %8426, %8444 overflow<nsw, nuw> : i64
    %8446 = llvm.add %8443, %8445 overflow<nsw, nuw> : i64
    %8447 = llvm.add %8446, %8430 overflow<nsw, nuw> : i64
    %8448 = llvm.getelementptr inbounds|nuw %8441[%8447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8449 = llvm.load %8448 : !llvm.ptr -> f32
    %8450 = llvm.extractvalue %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8451 = llvm.mlir.constant(64 : index) : i64
    %8452 = llvm.mul %8428, %8451 overflow<nsw, nuw> : i64
    %8453 = llvm.add %8452, %8430 overflow<nsw, nuw> : i64
    %8454 = llvm.getelementptr inbounds|nuw %8450[%8453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8455 = llvm.load %8454 : !llvm.ptr -> f32
    %8456 = llvm.extractvalue %8397[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8457 = llvm.mlir.constant(256 : index) : i64
    %8458 = llvm.mul %8424, %8457 overflow<nsw, nuw> : i64
    %8459 = llvm.mlir.constant(32 : index) : i64
    %8460 = llvm.mul %8426, %8459 overflow<nsw, nuw> : i64
    %8461 = llvm.add %8458, %8460 overflow<nsw, nuw> : i64
    %8462 = llvm.add %8461, %8428 overflow<nsw, nuw> : i64
    %8463 = llvm.getelementptr inbounds|nuw %8456[%8462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8464 = llvm.load %8463 : !llvm.ptr -> f32
    %8465 = llvm.fneg %8440 : f32
    %8466 = llvm.fmul %8465, %8 : f32
    %8467 = llvm.intr.exp2(%8466) : (f32) -> f32
    %8468 = llvm.fadd %8467, %27 : f32
    %8469 = llvm.fdiv %27, %8468 : f32
    %8470 = llvm.fmul %8440, %8469 : f32
    %8471 = llvm.fmul %8470, %8449 : f32
    %8472 = llvm.fmul %8471, %8455 : f32
    %8473 = llvm.fadd %8464, %8472 : f32
    %8474 = llvm.extractvalue %8397[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8475 = llvm.mlir.constant(256 : index) : i64
    %8476 = llvm.mul %8424, %8475 overflow<nsw, nuw> : i64
    %8477 = llvm.mlir.constant(32 : index) : i64
    %8478 = llvm.mul %8426, %8477 overflow<nsw, nuw> : i64
    %8479 = llvm.add %8476, %8478 overflow<nsw, nuw> : i64
    %8480 = llvm.add %8479, %8428 overflow<nsw, nuw> : i64
    %8481 = llvm.getelementptr inbounds|nuw %8474[%8480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8473, %8481 : f32, !llvm.ptr
    %8482 = llvm.add %8430, %16 : i64
    llvm.br ^bb1276(%8482 : i64)
  ^bb1278:  // pred: ^bb1276
    %8483 = llvm.add %8428, %16 : i64
    llvm.br ^bb1274(%8483 : i64)
  ^bb1279:  // pred: ^bb1274
    %8484 = llvm.add %8426, %16 : i64
    llvm.br ^bb1272(%8484 : i64)
  ^bb1280:  // pred: ^bb1272
    %8485 = llvm.add %8424, %16 : i64
    llvm.br ^bb1270(%8485 : i64)
  ^bb1281:  // pred: ^bb1270
    %8486 = llvm.mlir.constant(1 : index) : i64
    %8487 = llvm.mlir.constant(8 : index) : i64
    %8488 = llvm.mlir.constant(32 : index) : i64
    %8489 = llvm.mlir.constant(1 : index) : i64
    %8490 = llvm.mlir.constant(256 : index) : i64
    %8491 = llvm.mlir.constant(256 : index) : i64
    %8492 = llvm.mlir.zero : !llvm.ptr
    %8493 = llvm.getelementptr %8492[%8491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8494 = llvm.ptrtoint %8493 : !llvm.ptr to i64
    %8495 = llvm.mlir.constant(64 : index) : i64
    %8496 = llvm.add %8494, %8495 : i64
    %8497 = llvm.call @malloc(%8496) : (i64) -> !llvm.ptr
    %8498 = llvm.ptrtoint %8497 : !llvm.ptr to i64
    %8499 = llvm.mlir.constant(1 : index) : i64
    %8500 = llvm.sub %8495, %8499 : i64
    %8501 = llvm.add %8498, %8500 : i64
    %8502 = llvm.urem %8501, %8495 : i64
    %8503 = llvm.sub %8501, %8502 : i64
    %8504 = llvm.inttoptr %8503 : i64 to !llvm.ptr
    %8505 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8506 = llvm.insertvalue %8497, %8505[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8507 = llvm.insertvalue %8504, %8506[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8508 = llvm.mlir.constant(0 : index) : i64
    %8509 = llvm.insertvalue %8508, %8507[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8510 = llvm.insertvalue %8486, %8509[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8511 = llvm.insertvalue %8487, %8510[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8512 = llvm.insertvalue %8488, %8511[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8513 = llvm.insertvalue %8490, %8512[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8514 = llvm.insertvalue %8488, %8513[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8515 = llvm.insertvalue %8489, %8514[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1282(%21 : i64)
  ^bb1282(%8516: i64):  // 2 preds: ^bb1281, ^bb1289
    %8517 = llvm.icmp "slt" %8516, %16 : i64
    llvm.cond_br %8517, ^bb1283, ^bb1290
  ^bb1283:  // pred: ^bb1282
    llvm.br ^bb1284(%21 : i64)
  ^bb1284(%8518: i64):  // 2 preds: ^bb1283, ^bb1288
    %8519 = llvm.icmp "slt" %8518, %15 : i64
    llvm.cond_br %8519, ^bb1285, ^bb1289
  ^bb1285:  // pred: ^bb1284
    llvm.br ^bb1286(%21 : i64)
  ^bb1286(%8520: i64):  // 2 preds: ^bb1285, ^bb1287
    %8521 = llvm.icmp "slt" %8520, %14 : i64
    llvm.cond_br %8521, ^bb1287, ^bb1288
  ^bb1287:  // pred: ^bb1286
    %8522 = llvm.extractvalue %7970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8523 = llvm.mlir.constant(256 : index) : i64
    %8524 = llvm.mul %8516, %8523 overflow<nsw, nuw> : i64
    %8525 = llvm.mlir.constant(32 : index) : i64
    %8526 = llvm.mul %8518, %8525 overflow<nsw, nuw> : i64
    %8527 = llvm.add %8524, %8526 overflow<nsw, nuw> : i64
    %8528 = llvm.add %8527, %8520 overflow<nsw, nuw> : i64
    %8529 = llvm.getelementptr inbounds|nuw %8522[%8528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8530 = llvm.load %8529 : !llvm.ptr -> f32
    %8531 = llvm.extractvalue %8397[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8532 = llvm.mlir.constant(256 : index) : i64
    %8533 = llvm.mul %8516, %8532 overflow<nsw, nuw> : i64
    %8534 = llvm.mlir.constant(32 : index) : i64
    %8535 = llvm.mul %8518, %8534 overflow<nsw, nuw> : i64
    %8536 = llvm.add %8533, %8535 overflow<nsw, nuw> : i64
    %8537 = llvm.add %8536, %8520 overflow<nsw, nuw> : i64
    %8538 = llvm.getelementptr inbounds|nuw %8531[%8537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8539 = llvm.load %8538 : !llvm.ptr -> f32
    %8540 = llvm.fadd %8530, %8539 : f32
    %8541 = llvm.extractvalue %8515[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8542 = llvm.mlir.constant(256 : index) : i64
    %8543 = llvm.mul %8516, %8542 overflow<nsw, nuw> : i64
    %8544 = llvm.mlir.constant(32 : index) : i64
    %8545 = llvm.mul %8518, %8544 overflow<nsw, nuw> : i64
    %8546 = llvm.add %8543, %8545 overflow<nsw, nuw> : i64
    %8547 = llvm.add %8546, %8520 overflow<nsw, nuw> : i64
    %8548 = llvm.getelementptr inbounds|nuw %8541[%8547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8540, %8548 : f32, !llvm.ptr
    %8549 = llvm.add %8520, %16 : i64
    llvm.br ^bb1286(%8549 : i64)
  ^bb1288:  // pred: ^bb1286
    %8550 = llvm.add %8518, %16 : i64
    llvm.br ^bb1284(%8550 : i64)
  ^bb1289:  // pred: ^bb1284
    %8551 = llvm.add %8516, %16 : i64
    llvm.br ^bb1282(%8551 : i64)
  ^bb1290:  // pred: ^bb1282
    %8552 = llvm.mlir.constant(1 : index) : i64
    %8553 = llvm.mlir.constant(8 : index) : i64
    %8554 = llvm.mlir.constant(1 : index) : i64
    %8555 = llvm.mlir.constant(1 : index) : i64
    %8556 = llvm.mlir.constant(8 : index) : i64
    %8557 = llvm.mlir.zero : !llvm.ptr
    %8558 = llvm.getelementptr %8557[%8556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8559 = llvm.ptrtoint %8558 : !llvm.ptr to i64
    %8560 = llvm.mlir.constant(64 : index) : i64
    %8561 = llvm.add %8559, %8560 : i64
    %8562 = llvm.call @malloc(%8561) : (i64) -> !llvm.ptr
    %8563 = llvm.ptrtoint %8562 : !llvm.ptr to i64
    %8564 = llvm.mlir.constant(1 : index) : i64
    %8565 = llvm.sub %8560, %8564 : i64
    %8566 = llvm.add %8563, %8565 : i64
    %8567 = llvm.urem %8566, %8560 : i64
    %8568 = llvm.sub %8566, %8567 : i64
    %8569 = llvm.inttoptr %8568 : i64 to !llvm.ptr
    %8570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8571 = llvm.insertvalue %8562, %8570[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8572 = llvm.insertvalue %8569, %8571[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8573 = llvm.mlir.constant(0 : index) : i64
    %8574 = llvm.insertvalue %8573, %8572[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8575 = llvm.insertvalue %8552, %8574[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8576 = llvm.insertvalue %8553, %8575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8577 = llvm.insertvalue %8554, %8576[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8578 = llvm.insertvalue %8553, %8577[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8579 = llvm.insertvalue %8554, %8578[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8580 = llvm.insertvalue %8555, %8579[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1291(%21 : i64)
  ^bb1291(%8581: i64):  // 2 preds: ^bb1290, ^bb1298
    %8582 = llvm.icmp "slt" %8581, %16 : i64
    llvm.cond_br %8582, ^bb1292, ^bb1299
  ^bb1292:  // pred: ^bb1291
    llvm.br ^bb1293(%21 : i64)
  ^bb1293(%8583: i64):  // 2 preds: ^bb1292, ^bb1297
    %8584 = llvm.icmp "slt" %8583, %15 : i64
    llvm.cond_br %8584, ^bb1294, ^bb1298
  ^bb1294:  // pred: ^bb1293
    llvm.br ^bb1295(%21 : i64)
  ^bb1295(%8585: i64):  // 2 preds: ^bb1294, ^bb1296
    %8586 = llvm.icmp "slt" %8585, %16 : i64
    llvm.cond_br %8586, ^bb1296, ^bb1297
  ^bb1296:  // pred: ^bb1295
    %8587 = llvm.extractvalue %1619[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8588 = llvm.mlir.constant(8 : index) : i64
    %8589 = llvm.mul %8581, %8588 overflow<nsw, nuw> : i64
    %8590 = llvm.add %8589, %8583 overflow<nsw, nuw> : i64
    %8591 = llvm.add %8590, %8585 overflow<nsw, nuw> : i64
    %8592 = llvm.getelementptr inbounds|nuw %8587[%8591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8593 = llvm.load %8592 : !llvm.ptr -> f32
    %8594 = llvm.extractvalue %8580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8595 = llvm.mlir.constant(8 : index) : i64
    %8596 = llvm.mul %8581, %8595 overflow<nsw, nuw> : i64
    %8597 = llvm.add %8596, %8583 overflow<nsw, nuw> : i64
    %8598 = llvm.add %8597, %8585 overflow<nsw, nuw> : i64
    %8599 = llvm.getelementptr inbounds|nuw %8594[%8598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8593, %8599 : f32, !llvm.ptr
    %8600 = llvm.add %8585, %16 : i64
    llvm.br ^bb1295(%8600 : i64)
  ^bb1297:  // pred: ^bb1295
    %8601 = llvm.add %8583, %16 : i64
    llvm.br ^bb1293(%8601 : i64)
  ^bb1298:  // pred: ^bb1293
    %8602 = llvm.add %8581, %16 : i64
    llvm.br ^bb1291(%8602 : i64)
  ^bb1299:  // pred: ^bb1291
    llvm.br ^bb1300(%21 : i64)
  ^bb1300(%8603: i64):  // 2 preds: ^bb1299, ^bb1307
    %8604 = llvm.icmp "slt" %8603, %16 : i64
    llvm.cond_br %8604, ^bb1301, ^bb1308
  ^bb1301:  // pred: ^bb1300
    llvm.br ^bb1302(%21 : i64)
  ^bb1302(%8605: i64):  // 2 preds: ^bb1301, ^bb1306
    %8606 = llvm.icmp "slt" %8605, %15 : i64
    llvm.cond_br %8606, ^bb1303, ^bb1307
  ^bb1303:  // pred: ^bb1302
    llvm.br ^bb1304(%21 : i64)
  ^bb1304(%8607: i64):  // 2 preds: ^bb1303, ^bb1305
    %8608 = llvm.icmp "slt" %8607, %14 : i64
    llvm.cond_br %8608, ^bb1305, ^bb1306
  ^bb1305:  // pred: ^bb1304
    %8609 = llvm.extractvalue %8515[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8610 = llvm.mlir.constant(256 : index) : i64
    %8611 = llvm.mul %8603, %8610 overflow<nsw, nuw> : i64
    %8612 = llvm.mlir.constant(32 : index) : i64
    %8613 = llvm.mul %8605, %8612 overflow<nsw, nuw> : i64
    %8614 = llvm.add %8611, %8613 overflow<nsw, nuw> : i64
    %8615 = llvm.add %8614, %8607 overflow<nsw, nuw> : i64
    %8616 = llvm.getelementptr inbounds|nuw %8609[%8615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8617 = llvm.load %8616 : !llvm.ptr -> f32
    %8618 = llvm.extractvalue %8580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8619 = llvm.mlir.constant(8 : index) : i64
    %8620 = llvm.mul %8603, %8619 overflow<nsw, nuw> : i64
    %8621 = llvm.add %8620, %8605 overflow<nsw, nuw> : i64
    %8622 = llvm.add %8621, %21 overflow<nsw, nuw> : i64
    %8623 = llvm.getelementptr inbounds|nuw %8618[%8622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8624 = llvm.load %8623 : !llvm.ptr -> f32
    %8625 = llvm.fmul %8617, %8617 : f32
    %8626 = llvm.fadd %8625, %8624 : f32
    %8627 = llvm.extractvalue %8580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8628 = llvm.mlir.constant(8 : index) : i64
    %8629 = llvm.mul %8603, %8628 overflow<nsw, nuw> : i64
    %8630 = llvm.add %8629, %8605 overflow<nsw, nuw> : i64
    %8631 = llvm.add %8630, %21 overflow<nsw, nuw> : i64
    %8632 = llvm.getelementptr inbounds|nuw %8627[%8631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8626, %8632 : f32, !llvm.ptr
    %8633 = llvm.add %8607, %16 : i64
    llvm.br ^bb1304(%8633 : i64)
  ^bb1306:  // pred: ^bb1304
    %8634 = llvm.add %8605, %16 : i64
    llvm.br ^bb1302(%8634 : i64)
  ^bb1307:  // pred: ^bb1302
    %8635 = llvm.add %8603, %16 : i64
    llvm.br ^bb1300(%8635 : i64)
  ^bb1308:  // pred: ^bb1300
    %8636 = llvm.mlir.constant(1 : index) : i64
    %8637 = llvm.mlir.constant(8 : index) : i64
    %8638 = llvm.mlir.constant(32 : index) : i64
    %8639 = llvm.mlir.constant(1 : index) : i64
    %8640 = llvm.mlir.constant(256 : index) : i64
    %8641 = llvm.mlir.constant(256 : index) : i64
    %8642 = llvm.mlir.zero : !llvm.ptr
    %8643 = llvm.getelementptr %8642[%8641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8644 = llvm.ptrtoint %8643 : !llvm.ptr to i64
    %8645 = llvm.mlir.constant(64 : index) : i64
    %8646 = llvm.add %8644, %8645 : i64
    %8647 = llvm.call @malloc(%8646) : (i64) -> !llvm.ptr
    %8648 = llvm.ptrtoint %8647 : !llvm.ptr to i64
    %8649 = llvm.mlir.constant(1 : index) : i64
    %8650 = llvm.sub %8645, %8649 : i64
    %8651 = llvm.add %8648, %8650 : i64
    %8652 = llvm.urem %8651, %8645 : i64
    %8653 = llvm.sub %8651, %8652 : i64
    %8654 = llvm.inttoptr %8653 : i64 to !llvm.ptr
    %8655 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8656 = llvm.insertvalue %8647, %8655[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8657 = llvm.insertvalue %8654, %8656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8658 = llvm.mlir.constant(0 : index) : i64
    %8659 = llvm.insertvalue %8658, %8657[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8660 = llvm.insertvalue %8636, %8659[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8661 = llvm.insertvalue %8637, %8660[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8662 = llvm.insertvalue %8638, %8661[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8663 = llvm.insertvalue %8640, %8662[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8664 = llvm.insertvalue %8638, %8663[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8665 = llvm.insertvalue %8639, %8664[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1309(%21 : i64)
  ^bb1309(%8666: i64):  // 2 preds: ^bb1308, ^bb1316
    %8667 = llvm.icmp "slt" %8666, %16 : i64
    llvm.cond_br %8667, ^bb1310, ^bb1317
  ^bb1310:  // pred: ^bb1309
    llvm.br ^bb1311(%21 : i64)
  ^bb1311(%8668: i64):  // 2 preds: ^bb1310, ^bb1315
    %8669 = llvm.icmp "slt" %8668, %15 : i64
    llvm.cond_br %8669, ^bb1312, ^bb1316
  ^bb1312:  // pred: ^bb1311
    llvm.br ^bb1313(%21 : i64)
  ^bb1313(%8670: i64):  // 2 preds: ^bb1312, ^bb1314
    %8671 = llvm.icmp "slt" %8670, %14 : i64
    llvm.cond_br %8671, ^bb1314, ^bb1315
  ^bb1314:  // pred: ^bb1313
    %8672 = llvm.extractvalue %43[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8673 = llvm.getelementptr inbounds|nuw %8672[%8670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8674 = llvm.load %8673 : !llvm.ptr -> f32
    %8675 = llvm.extractvalue %8515[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8676 = llvm.mlir.constant(256 : index) : i64
    %8677 = llvm.mul %8666, %8676 overflow<nsw, nuw> : i64
    %8678 = llvm.mlir.constant(32 : index) : i64
    %8679 = llvm.mul %8668, %8678 overflow<nsw, nuw> : i64
    %8680 = llvm.add %8677, %8679 overflow<nsw, nuw> : i64
    %8681 = llvm.add %8680, %8670 overflow<nsw, nuw> : i64
    %8682 = llvm.getelementptr inbounds|nuw %8675[%8681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8683 = llvm.load %8682 : !llvm.ptr -> f32
    %8684 = llvm.extractvalue %8580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8685 = llvm.mlir.constant(8 : index) : i64
    %8686 = llvm.mul %8666, %8685 overflow<nsw, nuw> : i64
    %8687 = llvm.add %8686, %8668 overflow<nsw, nuw> : i64
    %8688 = llvm.add %8687, %21 overflow<nsw, nuw> : i64
    %8689 = llvm.getelementptr inbounds|nuw %8684[%8688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8690 = llvm.load %8689 : !llvm.ptr -> f32
    %8691 = llvm.fdiv %8690, %17 : f32
    %8692 = llvm.fptrunc %18 : f64 to f32
    %8693 = llvm.fadd %8691, %8692 : f32
    %8694 = llvm.intr.sqrt(%8693) : (f32) -> f32
    %8695 = llvm.fdiv %27, %8694 : f32
    %8696 = llvm.fmul %8683, %8695 : f32
    %8697 = llvm.fmul %8674, %8696 : f32
    %8698 = llvm.extractvalue %8665[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8699 = llvm.mlir.constant(256 : index) : i64
    %8700 = llvm.mul %8666, %8699 overflow<nsw, nuw> : i64
    %8701 = llvm.mlir.constant(32 : index) : i64
    %8702 = llvm.mul %8668, %8701 overflow<nsw, nuw> : i64
    %8703 = llvm.add %8700, %8702 overflow<nsw, nuw> : i64
    %8704 = llvm.add %8703, %8670 overflow<nsw, nuw> : i64
    %8705 = llvm.getelementptr inbounds|nuw %8698[%8704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8697, %8705 : f32, !llvm.ptr
    %8706 = llvm.add %8670, %16 : i64
    llvm.br ^bb1313(%8706 : i64)
  ^bb1315:  // pred: ^bb1313
    %8707 = llvm.add %8668, %16 : i64
    llvm.br ^bb1311(%8707 : i64)
  ^bb1316:  // pred: ^bb1311
    %8708 = llvm.add %8666, %16 : i64
    llvm.br ^bb1309(%8708 : i64)
  ^bb1317:  // pred: ^bb1309
    %8709 = llvm.extractvalue %453[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8709) : (!llvm.ptr) -> ()
    %8710 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8710) : (!llvm.ptr) -> ()
    %8711 = llvm.extractvalue %564[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8711) : (!llvm.ptr) -> ()
    %8712 = llvm.extractvalue %606[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8712) : (!llvm.ptr) -> ()
    %8713 = llvm.extractvalue %632[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8713) : (!llvm.ptr) -> ()
    %8714 = llvm.extractvalue %705[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8714) : (!llvm.ptr) -> ()
    %8715 = llvm.extractvalue %797[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8715) : (!llvm.ptr) -> ()
    %8716 = llvm.extractvalue %849[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8716) : (!llvm.ptr) -> ()
    %8717 = llvm.extractvalue %882[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8717) : (!llvm.ptr) -> ()
    %8718 = llvm.extractvalue %904[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8718) : (!llvm.ptr) -> ()
    %8719 = llvm.extractvalue %917[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8719) : (!llvm.ptr) -> ()
    %8720 = llvm.extractvalue %1036[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8720) : (!llvm.ptr) -> ()
    %8721 = llvm.extractvalue %1164[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8721) : (!llvm.ptr) -> ()
    %8722 = llvm.extractvalue %1223[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8722) : (!llvm.ptr) -> ()
    %8723 = llvm.extractvalue %1253[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8723) : (!llvm.ptr) -> ()
    %8724 = llvm.extractvalue %1354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8724) : (!llvm.ptr) -> ()
    %8725 = llvm.extractvalue %1484[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8725) : (!llvm.ptr) -> ()
    %8726 = llvm.extractvalue %1554[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8726) : (!llvm.ptr) -> ()
    %8727 = llvm.extractvalue %1619[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8727) : (!llvm.ptr) -> ()
    %8728 = llvm.extractvalue %1663[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8728) : (!llvm.ptr) -> ()
    %8729 = llvm.extractvalue %1748[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8729) : (!llvm.ptr) -> ()
    %8730 = llvm.extractvalue %1817[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8730) : (!llvm.ptr) -> ()
    %8731 = llvm.extractvalue %1904[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8731) : (!llvm.ptr) -> ()
    %8732 = llvm.extractvalue %2031[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8732) : (!llvm.ptr) -> ()
    %8733 = llvm.extractvalue %2092[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8733) : (!llvm.ptr) -> ()
    %8734 = llvm.extractvalue %2179[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8734) : (!llvm.ptr) -> ()
    %8735 = llvm.extractvalue %2306[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8735) : (!llvm.ptr) -> ()
    %8736 = llvm.extractvalue %2394[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8736) : (!llvm.ptr) -> ()
    %8737 = llvm.extractvalue %2567[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8737) : (!llvm.ptr) -> ()
    %8738 = llvm.extractvalue %2639[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8738) : (!llvm.ptr) -> ()
    %8739 = llvm.extractvalue %2673[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8739) : (!llvm.ptr) -> ()
    %8740 = llvm.extractvalue %2800[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8740) : (!llvm.ptr) -> ()
    %8741 = llvm.extractvalue %2975[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8741) : (!llvm.ptr) -> ()
    %8742 = llvm.extractvalue %3047[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8742) : (!llvm.ptr) -> ()
    %8743 = llvm.extractvalue %3081[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8743) : (!llvm.ptr) -> ()
    %8744 = llvm.extractvalue %3208[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8744) : (!llvm.ptr) -> ()
    %8745 = llvm.extractvalue %3341[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8745) : (!llvm.ptr) -> ()
    %8746 = llvm.extractvalue %3420[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8746) : (!llvm.ptr) -> ()
    %8747 = llvm.extractvalue %3530[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8747) : (!llvm.ptr) -> ()
    %8748 = llvm.extractvalue %3627[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8748) : (!llvm.ptr) -> ()
    %8749 = llvm.extractvalue %3799[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8749) : (!llvm.ptr) -> ()
    %8750 = llvm.extractvalue %3879[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8750) : (!llvm.ptr) -> ()
    %8751 = llvm.extractvalue %3979[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8751) : (!llvm.ptr) -> ()
    %8752 = llvm.extractvalue %4094[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8752) : (!llvm.ptr) -> ()
    %8753 = llvm.extractvalue %4175[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8753) : (!llvm.ptr) -> ()
    %8754 = llvm.extractvalue %4229[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8754) : (!llvm.ptr) -> ()
    %8755 = llvm.extractvalue %4361[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8755) : (!llvm.ptr) -> ()
    %8756 = llvm.extractvalue %4539[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8756) : (!llvm.ptr) -> ()
    %8757 = llvm.extractvalue %4650[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8757) : (!llvm.ptr) -> ()
    %8758 = llvm.extractvalue %4715[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8758) : (!llvm.ptr) -> ()
    %8759 = llvm.extractvalue %4800[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8759) : (!llvm.ptr) -> ()
    %8760 = llvm.extractvalue %4869[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8760) : (!llvm.ptr) -> ()
    %8761 = llvm.extractvalue %4929[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8761) : (!llvm.ptr) -> ()
    %8762 = llvm.extractvalue %5031[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8762) : (!llvm.ptr) -> ()
    %8763 = llvm.extractvalue %5133[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8763) : (!llvm.ptr) -> ()
    %8764 = llvm.extractvalue %5251[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8764) : (!llvm.ptr) -> ()
    %8765 = llvm.extractvalue %5316[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8765) : (!llvm.ptr) -> ()
    %8766 = llvm.extractvalue %5401[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8766) : (!llvm.ptr) -> ()
    %8767 = llvm.extractvalue %5497[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8767) : (!llvm.ptr) -> ()
    %8768 = llvm.extractvalue %5624[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8768) : (!llvm.ptr) -> ()
    %8769 = llvm.extractvalue %5712[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8769) : (!llvm.ptr) -> ()
    %8770 = llvm.extractvalue %5839[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8770) : (!llvm.ptr) -> ()
    %8771 = llvm.extractvalue %5927[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8771) : (!llvm.ptr) -> ()
    %8772 = llvm.extractvalue %6100[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8772) : (!llvm.ptr) -> ()
    %8773 = llvm.extractvalue %6172[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8773) : (!llvm.ptr) -> ()
    %8774 = llvm.extractvalue %6206[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8774) : (!llvm.ptr) -> ()
    %8775 = llvm.extractvalue %6333[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8775) : (!llvm.ptr) -> ()
    %8776 = llvm.extractvalue %6508[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8776) : (!llvm.ptr) -> ()
    %8777 = llvm.extractvalue %6580[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8777) : (!llvm.ptr) -> ()
    %8778 = llvm.extractvalue %6614[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8778) : (!llvm.ptr) -> ()
    %8779 = llvm.extractvalue %6741[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8779) : (!llvm.ptr) -> ()
    %8780 = llvm.extractvalue %6874[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8780) : (!llvm.ptr) -> ()
    %8781 = llvm.extractvalue %6953[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8781) : (!llvm.ptr) -> ()
    %8782 = llvm.extractvalue %7090[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8782) : (!llvm.ptr) -> ()
    %8783 = llvm.extractvalue %7262[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8783) : (!llvm.ptr) -> ()
    %8784 = llvm.extractvalue %7372[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8784) : (!llvm.ptr) -> ()
    %8785 = llvm.extractvalue %7487[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8785) : (!llvm.ptr) -> ()
    %8786 = llvm.extractvalue %7568[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8786) : (!llvm.ptr) -> ()
    %8787 = llvm.extractvalue %7700[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8787) : (!llvm.ptr) -> ()
    %8788 = llvm.extractvalue %7859[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8788) : (!llvm.ptr) -> ()
    %8789 = llvm.extractvalue %7970[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8789) : (!llvm.ptr) -> ()
    %8790 = llvm.extractvalue %8035[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8790) : (!llvm.ptr) -> ()
    %8791 = llvm.extractvalue %8120[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8791) : (!llvm.ptr) -> ()
    %8792 = llvm.extractvalue %8193[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8792) : (!llvm.ptr) -> ()
    %8793 = llvm.extractvalue %8295[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8793) : (!llvm.ptr) -> ()
    %8794 = llvm.extractvalue %8397[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8794) : (!llvm.ptr) -> ()
    %8795 = llvm.extractvalue %8515[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8795) : (!llvm.ptr) -> ()
    %8796 = llvm.extractvalue %8580[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8796) : (!llvm.ptr) -> ()
    llvm.return %8665 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a
