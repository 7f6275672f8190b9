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
    %13 = llvm.mlir.constant(32 : index) : i64
    %14 = llvm.mlir.constant(8 : index) : i64
    %15 = llvm.mlir.constant(1 : index) : i64
    %16 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %17 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %18 = llvm.mlir.constant(0.35355339059327379 : f64) : f64
    %19 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %20 = llvm.mlir.constant(0 : index) : i64
    %21 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %22 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %23 = llvm.mlir.constant(0 : i64) : i64
    %24 = llvm.mlir.constant(1 : i64) : i64
    %25 = llvm.mlir.constant(8 : i64) : i64
    %26 = llvm.mlir.constant(1.000000e+00 : f32) : f32
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
    %44 = llvm.mlir.constant(64 : index) : i64
    %45 = llvm.mlir.constant(1 : index) : i64
    %46 = llvm.mlir.constant(2048 : index) : i64
    %47 = llvm.mlir.zero : !llvm.ptr
    %48 = llvm.getelementptr %47[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %49 = llvm.ptrtoint %48 : !llvm.ptr to i64
    %50 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %51 = llvm.getelementptr %50[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %52 = llvm.mlir.constant(3735928559 : index) : i64
    %53 = llvm.inttoptr %52 : i64 to !llvm.ptr
    %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %55 = llvm.insertvalue %53, %54[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %56 = llvm.insertvalue %51, %55[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %57 = llvm.mlir.constant(0 : index) : i64
    %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %59 = llvm.insertvalue %43, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %60 = llvm.insertvalue %44, %59[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %61 = llvm.insertvalue %44, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %62 = llvm.insertvalue %45, %61[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = llvm.mlir.constant(64 : index) : i64
    %64 = llvm.mlir.constant(32 : index) : i64
    %65 = llvm.mlir.constant(1 : index) : i64
    %66 = llvm.mlir.constant(2048 : index) : i64
    %67 = llvm.mlir.zero : !llvm.ptr
    %68 = llvm.getelementptr %67[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %69 = llvm.ptrtoint %68 : !llvm.ptr to i64
    %70 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %71 = llvm.getelementptr %70[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %72 = llvm.mlir.constant(3735928559 : index) : i64
    %73 = llvm.inttoptr %72 : i64 to !llvm.ptr
    %74 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %73, %74[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.insertvalue %71, %75[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.mlir.constant(0 : index) : i64
    %78 = llvm.insertvalue %77, %76[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %63, %78[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %64, %79[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %64, %80[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.insertvalue %65, %81[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = llvm.mlir.constant(64 : index) : i64
    %84 = llvm.mlir.constant(32 : index) : i64
    %85 = llvm.mlir.constant(1 : index) : i64
    %86 = llvm.mlir.constant(2048 : index) : i64
    %87 = llvm.mlir.zero : !llvm.ptr
    %88 = llvm.getelementptr %87[%86] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %89 = llvm.ptrtoint %88 : !llvm.ptr to i64
    %90 = llvm.mlir.addressof @__constant_64x32xf32_0 : !llvm.ptr
    %91 = llvm.getelementptr %90[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %92 = llvm.mlir.constant(3735928559 : index) : i64
    %93 = llvm.inttoptr %92 : i64 to !llvm.ptr
    %94 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %93, %94[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.insertvalue %91, %95[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.mlir.constant(0 : index) : i64
    %98 = llvm.insertvalue %97, %96[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %99 = llvm.insertvalue %83, %98[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = llvm.insertvalue %84, %99[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.insertvalue %84, %100[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %102 = llvm.insertvalue %85, %101[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %103 = llvm.mlir.constant(32 : index) : i64
    %104 = llvm.mlir.constant(1 : index) : i64
    %105 = llvm.mlir.zero : !llvm.ptr
    %106 = llvm.getelementptr %105[%103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %107 = llvm.ptrtoint %106 : !llvm.ptr to i64
    %108 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %109 = llvm.getelementptr %108[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %110 = llvm.mlir.constant(3735928559 : index) : i64
    %111 = llvm.inttoptr %110 : i64 to !llvm.ptr
    %112 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %113 = llvm.insertvalue %111, %112[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.insertvalue %109, %113[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %115 = llvm.mlir.constant(0 : index) : i64
    %116 = llvm.insertvalue %115, %114[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %117 = llvm.insertvalue %103, %116[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.insertvalue %104, %117[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %119 = llvm.mlir.constant(32 : index) : i64
    %120 = llvm.mlir.constant(32 : index) : i64
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.constant(1024 : index) : i64
    %123 = llvm.mlir.zero : !llvm.ptr
    %124 = llvm.getelementptr %123[%122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %125 = llvm.ptrtoint %124 : !llvm.ptr to i64
    %126 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %127 = llvm.getelementptr %126[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %128 = llvm.mlir.constant(3735928559 : index) : i64
    %129 = llvm.inttoptr %128 : i64 to !llvm.ptr
    %130 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.insertvalue %129, %130[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.insertvalue %127, %131[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %133 = llvm.mlir.constant(0 : index) : i64
    %134 = llvm.insertvalue %133, %132[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %135 = llvm.insertvalue %119, %134[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.insertvalue %120, %135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %137 = llvm.insertvalue %120, %136[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %138 = llvm.insertvalue %121, %137[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %139 = llvm.mlir.constant(16 : index) : i64
    %140 = llvm.mlir.constant(32 : index) : i64
    %141 = llvm.mlir.constant(1 : index) : i64
    %142 = llvm.mlir.constant(512 : index) : i64
    %143 = llvm.mlir.zero : !llvm.ptr
    %144 = llvm.getelementptr %143[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
    %146 = llvm.mlir.addressof @__constant_16x32xf32 : !llvm.ptr
    %147 = llvm.getelementptr %146[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %148 = llvm.mlir.constant(3735928559 : index) : i64
    %149 = llvm.inttoptr %148 : i64 to !llvm.ptr
    %150 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %151 = llvm.insertvalue %149, %150[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %147, %151[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.mlir.constant(0 : index) : i64
    %154 = llvm.insertvalue %153, %152[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.insertvalue %139, %154[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %156 = llvm.insertvalue %140, %155[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.insertvalue %140, %156[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %158 = llvm.insertvalue %141, %157[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.mlir.constant(16 : index) : i64
    %160 = llvm.mlir.constant(32 : index) : i64
    %161 = llvm.mlir.constant(1 : index) : i64
    %162 = llvm.mlir.constant(512 : index) : i64
    %163 = llvm.mlir.zero : !llvm.ptr
    %164 = llvm.getelementptr %163[%162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.mlir.addressof @__constant_16x32xf32_2 : !llvm.ptr
    %167 = llvm.getelementptr %166[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %168 = llvm.mlir.constant(3735928559 : index) : i64
    %169 = llvm.inttoptr %168 : i64 to !llvm.ptr
    %170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %171 = llvm.insertvalue %169, %170[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %172 = llvm.insertvalue %167, %171[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.mlir.constant(0 : index) : i64
    %174 = llvm.insertvalue %173, %172[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %175 = llvm.insertvalue %159, %174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %176 = llvm.insertvalue %160, %175[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %160, %176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %161, %177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.mlir.constant(32 : index) : i64
    %180 = llvm.mlir.constant(32 : index) : i64
    %181 = llvm.mlir.constant(1 : index) : i64
    %182 = llvm.mlir.constant(1024 : index) : i64
    %183 = llvm.mlir.zero : !llvm.ptr
    %184 = llvm.getelementptr %183[%182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %185 = llvm.ptrtoint %184 : !llvm.ptr to i64
    %186 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %187 = llvm.getelementptr %186[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %188 = llvm.mlir.constant(3735928559 : index) : i64
    %189 = llvm.inttoptr %188 : i64 to !llvm.ptr
    %190 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %189, %190[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %187, %191[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.mlir.constant(0 : index) : i64
    %194 = llvm.insertvalue %193, %192[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.insertvalue %179, %194[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %180, %195[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %180, %196[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %181, %197[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.mlir.constant(32 : index) : i64
    %200 = llvm.mlir.constant(1 : index) : i64
    %201 = llvm.mlir.zero : !llvm.ptr
    %202 = llvm.getelementptr %201[%199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %203 = llvm.ptrtoint %202 : !llvm.ptr to i64
    %204 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %205 = llvm.getelementptr %204[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %206 = llvm.mlir.constant(3735928559 : index) : i64
    %207 = llvm.inttoptr %206 : i64 to !llvm.ptr
    %208 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %209 = llvm.insertvalue %207, %208[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.insertvalue %205, %209[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.mlir.constant(0 : index) : i64
    %212 = llvm.insertvalue %211, %210[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %213 = llvm.insertvalue %199, %212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %214 = llvm.insertvalue %200, %213[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %215 = llvm.mlir.constant(32 : index) : i64
    %216 = llvm.mlir.constant(64 : index) : i64
    %217 = llvm.mlir.constant(1 : index) : i64
    %218 = llvm.mlir.constant(2048 : index) : i64
    %219 = llvm.mlir.zero : !llvm.ptr
    %220 = llvm.getelementptr %219[%218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %221 = llvm.ptrtoint %220 : !llvm.ptr to i64
    %222 = llvm.mlir.addressof @__constant_32x64xf32_5 : !llvm.ptr
    %223 = llvm.getelementptr %222[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %224 = llvm.mlir.constant(3735928559 : index) : i64
    %225 = llvm.inttoptr %224 : i64 to !llvm.ptr
    %226 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %227 = llvm.insertvalue %225, %226[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %228 = llvm.insertvalue %223, %227[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %229 = llvm.mlir.constant(0 : index) : i64
    %230 = llvm.insertvalue %229, %228[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %231 = llvm.insertvalue %215, %230[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %232 = llvm.insertvalue %216, %231[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %233 = llvm.insertvalue %216, %232[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.insertvalue %217, %233[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.mlir.constant(64 : index) : i64
    %236 = llvm.mlir.constant(32 : index) : i64
    %237 = llvm.mlir.constant(1 : index) : i64
    %238 = llvm.mlir.constant(2048 : index) : i64
    %239 = llvm.mlir.zero : !llvm.ptr
    %240 = llvm.getelementptr %239[%238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %241 = llvm.ptrtoint %240 : !llvm.ptr to i64
    %242 = llvm.mlir.addressof @__constant_64x32xf32_6 : !llvm.ptr
    %243 = llvm.getelementptr %242[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %244 = llvm.mlir.constant(3735928559 : index) : i64
    %245 = llvm.inttoptr %244 : i64 to !llvm.ptr
    %246 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %247 = llvm.insertvalue %245, %246[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %248 = llvm.insertvalue %243, %247[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %249 = llvm.mlir.constant(0 : index) : i64
    %250 = llvm.insertvalue %249, %248[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %251 = llvm.insertvalue %235, %250[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %252 = llvm.insertvalue %236, %251[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %253 = llvm.insertvalue %236, %252[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %254 = llvm.insertvalue %237, %253[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %255 = llvm.mlir.constant(64 : index) : i64
    %256 = llvm.mlir.constant(32 : index) : i64
    %257 = llvm.mlir.constant(1 : index) : i64
    %258 = llvm.mlir.constant(2048 : index) : i64
    %259 = llvm.mlir.zero : !llvm.ptr
    %260 = llvm.getelementptr %259[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %261 = llvm.ptrtoint %260 : !llvm.ptr to i64
    %262 = llvm.mlir.addressof @__constant_64x32xf32_7 : !llvm.ptr
    %263 = llvm.getelementptr %262[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %264 = llvm.mlir.constant(3735928559 : index) : i64
    %265 = llvm.inttoptr %264 : i64 to !llvm.ptr
    %266 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %267 = llvm.insertvalue %265, %266[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %268 = llvm.insertvalue %263, %267[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %269 = llvm.mlir.constant(0 : index) : i64
    %270 = llvm.insertvalue %269, %268[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %271 = llvm.insertvalue %255, %270[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %272 = llvm.insertvalue %256, %271[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %273 = llvm.insertvalue %256, %272[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %274 = llvm.insertvalue %257, %273[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %275 = llvm.mlir.constant(32 : index) : i64
    %276 = llvm.mlir.constant(1 : index) : i64
    %277 = llvm.mlir.zero : !llvm.ptr
    %278 = llvm.getelementptr %277[%275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %279 = llvm.ptrtoint %278 : !llvm.ptr to i64
    %280 = llvm.mlir.addressof @__constant_32xf32_8 : !llvm.ptr
    %281 = llvm.getelementptr %280[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %282 = llvm.mlir.constant(3735928559 : index) : i64
    %283 = llvm.inttoptr %282 : i64 to !llvm.ptr
    %284 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %285 = llvm.insertvalue %283, %284[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %286 = llvm.insertvalue %281, %285[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %287 = llvm.mlir.constant(0 : index) : i64
    %288 = llvm.insertvalue %287, %286[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %289 = llvm.insertvalue %275, %288[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %290 = llvm.insertvalue %276, %289[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %291 = llvm.mlir.constant(32 : index) : i64
    %292 = llvm.mlir.constant(32 : index) : i64
    %293 = llvm.mlir.constant(1 : index) : i64
    %294 = llvm.mlir.constant(1024 : index) : i64
    %295 = llvm.mlir.zero : !llvm.ptr
    %296 = llvm.getelementptr %295[%294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %297 = llvm.ptrtoint %296 : !llvm.ptr to i64
    %298 = llvm.mlir.addressof @__constant_32x32xf32_9 : !llvm.ptr
    %299 = llvm.getelementptr %298[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %300 = llvm.mlir.constant(3735928559 : index) : i64
    %301 = llvm.inttoptr %300 : i64 to !llvm.ptr
    %302 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %303 = llvm.insertvalue %301, %302[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %304 = llvm.insertvalue %299, %303[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %305 = llvm.mlir.constant(0 : index) : i64
    %306 = llvm.insertvalue %305, %304[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %307 = llvm.insertvalue %291, %306[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %308 = llvm.insertvalue %292, %307[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %309 = llvm.insertvalue %292, %308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %310 = llvm.insertvalue %293, %309[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %311 = llvm.mlir.constant(16 : index) : i64
    %312 = llvm.mlir.constant(32 : index) : i64
    %313 = llvm.mlir.constant(1 : index) : i64
    %314 = llvm.mlir.constant(512 : index) : i64
    %315 = llvm.mlir.zero : !llvm.ptr
    %316 = llvm.getelementptr %315[%314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %317 = llvm.ptrtoint %316 : !llvm.ptr to i64
    %318 = llvm.mlir.addressof @__constant_16x32xf32_10 : !llvm.ptr
    %319 = llvm.getelementptr %318[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %320 = llvm.mlir.constant(3735928559 : index) : i64
    %321 = llvm.inttoptr %320 : i64 to !llvm.ptr
    %322 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %323 = llvm.insertvalue %321, %322[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %324 = llvm.insertvalue %319, %323[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %325 = llvm.mlir.constant(0 : index) : i64
    %326 = llvm.insertvalue %325, %324[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %327 = llvm.insertvalue %311, %326[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %328 = llvm.insertvalue %312, %327[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %329 = llvm.insertvalue %312, %328[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %330 = llvm.insertvalue %313, %329[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %331 = llvm.mlir.constant(16 : index) : i64
    %332 = llvm.mlir.constant(32 : index) : i64
    %333 = llvm.mlir.constant(1 : index) : i64
    %334 = llvm.mlir.constant(512 : index) : i64
    %335 = llvm.mlir.zero : !llvm.ptr
    %336 = llvm.getelementptr %335[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %337 = llvm.ptrtoint %336 : !llvm.ptr to i64
    %338 = llvm.mlir.addressof @__constant_16x32xf32_11 : !llvm.ptr
    %339 = llvm.getelementptr %338[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %340 = llvm.mlir.constant(3735928559 : index) : i64
    %341 = llvm.inttoptr %340 : i64 to !llvm.ptr
    %342 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %343 = llvm.insertvalue %341, %342[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %344 = llvm.insertvalue %339, %343[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = llvm.mlir.constant(0 : index) : i64
    %346 = llvm.insertvalue %345, %344[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %347 = llvm.insertvalue %331, %346[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %348 = llvm.insertvalue %332, %347[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %349 = llvm.insertvalue %332, %348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %350 = llvm.insertvalue %333, %349[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %351 = llvm.mlir.constant(32 : index) : i64
    %352 = llvm.mlir.constant(32 : index) : i64
    %353 = llvm.mlir.constant(1 : index) : i64
    %354 = llvm.mlir.constant(1024 : index) : i64
    %355 = llvm.mlir.zero : !llvm.ptr
    %356 = llvm.getelementptr %355[%354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %357 = llvm.ptrtoint %356 : !llvm.ptr to i64
    %358 = llvm.mlir.addressof @__constant_32x32xf32_12 : !llvm.ptr
    %359 = llvm.getelementptr %358[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %360 = llvm.mlir.constant(3735928559 : index) : i64
    %361 = llvm.inttoptr %360 : i64 to !llvm.ptr
    %362 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %363 = llvm.insertvalue %361, %362[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %364 = llvm.insertvalue %359, %363[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %365 = llvm.mlir.constant(0 : index) : i64
    %366 = llvm.insertvalue %365, %364[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %367 = llvm.insertvalue %351, %366[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %368 = llvm.insertvalue %352, %367[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %369 = llvm.insertvalue %352, %368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %370 = llvm.insertvalue %353, %369[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %371 = llvm.mlir.constant(32 : index) : i64
    %372 = llvm.mlir.constant(1 : index) : i64
    %373 = llvm.mlir.zero : !llvm.ptr
    %374 = llvm.getelementptr %373[%371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %375 = llvm.ptrtoint %374 : !llvm.ptr to i64
    %376 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %377 = llvm.getelementptr %376[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %378 = llvm.mlir.constant(3735928559 : index) : i64
    %379 = llvm.inttoptr %378 : i64 to !llvm.ptr
    %380 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %381 = llvm.insertvalue %379, %380[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %382 = llvm.insertvalue %377, %381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %383 = llvm.mlir.constant(0 : index) : i64
    %384 = llvm.insertvalue %383, %382[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %385 = llvm.insertvalue %371, %384[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %386 = llvm.insertvalue %372, %385[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %387 = llvm.mlir.constant(4 : index) : i64
    %388 = llvm.mlir.constant(1 : index) : i64
    %389 = llvm.mlir.zero : !llvm.ptr
    %390 = llvm.getelementptr %389[%387] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %391 = llvm.ptrtoint %390 : !llvm.ptr to i64
    %392 = llvm.mlir.addressof @__constant_4xf32 : !llvm.ptr
    %393 = llvm.getelementptr %392[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %394 = llvm.mlir.constant(3735928559 : index) : i64
    %395 = llvm.inttoptr %394 : i64 to !llvm.ptr
    %396 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %397 = llvm.insertvalue %395, %396[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %398 = llvm.insertvalue %393, %397[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %399 = llvm.mlir.constant(0 : index) : i64
    %400 = llvm.insertvalue %399, %398[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %401 = llvm.insertvalue %387, %400[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %402 = llvm.insertvalue %388, %401[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %403 = llvm.mlir.constant(64 : index) : i64
    %404 = llvm.mlir.constant(32 : index) : i64
    %405 = llvm.mlir.constant(1 : index) : i64
    %406 = llvm.mlir.constant(2048 : index) : i64
    %407 = llvm.mlir.zero : !llvm.ptr
    %408 = llvm.getelementptr %407[%406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %409 = llvm.ptrtoint %408 : !llvm.ptr to i64
    %410 = llvm.mlir.addressof @__constant_64x32xf32_14 : !llvm.ptr
    %411 = llvm.getelementptr %410[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %412 = llvm.mlir.constant(3735928559 : index) : i64
    %413 = llvm.inttoptr %412 : i64 to !llvm.ptr
    %414 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %415 = llvm.insertvalue %413, %414[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %416 = llvm.insertvalue %411, %415[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %417 = llvm.mlir.constant(0 : index) : i64
    %418 = llvm.insertvalue %417, %416[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %419 = llvm.insertvalue %403, %418[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %420 = llvm.insertvalue %404, %419[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %421 = llvm.insertvalue %404, %420[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %422 = llvm.insertvalue %405, %421[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %423 = llvm.mlir.constant(1 : index) : i64
    %424 = llvm.mlir.constant(8 : index) : i64
    %425 = llvm.mlir.constant(32 : index) : i64
    %426 = llvm.mlir.constant(1 : index) : i64
    %427 = llvm.mlir.constant(256 : index) : i64
    %428 = llvm.mlir.constant(256 : index) : i64
    %429 = llvm.mlir.zero : !llvm.ptr
    %430 = llvm.getelementptr %429[%428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %431 = llvm.ptrtoint %430 : !llvm.ptr to i64
    %432 = llvm.mlir.constant(64 : index) : i64
    %433 = llvm.add %431, %432 : i64
    %434 = llvm.call @malloc(%433) : (i64) -> !llvm.ptr
    %435 = llvm.ptrtoint %434 : !llvm.ptr to i64
    %436 = llvm.mlir.constant(1 : index) : i64
    %437 = llvm.sub %432, %436 : i64
    %438 = llvm.add %435, %437 : i64
    %439 = llvm.urem %438, %432 : i64
    %440 = llvm.sub %438, %439 : i64
    %441 = llvm.inttoptr %440 : i64 to !llvm.ptr
    %442 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %443 = llvm.insertvalue %434, %442[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %444 = llvm.insertvalue %441, %443[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %445 = llvm.mlir.constant(0 : index) : i64
    %446 = llvm.insertvalue %445, %444[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %447 = llvm.insertvalue %423, %446[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %448 = llvm.insertvalue %424, %447[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %449 = llvm.insertvalue %425, %448[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %450 = llvm.insertvalue %427, %449[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %451 = llvm.insertvalue %425, %450[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %452 = llvm.insertvalue %426, %451[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %453 = llvm.mlir.constant(1 : index) : i64
    %454 = llvm.mlir.constant(8 : index) : i64
    %455 = llvm.mlir.constant(32 : index) : i64
    %456 = llvm.mlir.constant(1 : index) : i64
    %457 = llvm.mlir.constant(256 : index) : i64
    %458 = llvm.mlir.constant(256 : index) : i64
    %459 = llvm.mlir.zero : !llvm.ptr
    %460 = llvm.getelementptr %459[%458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %461 = llvm.ptrtoint %460 : !llvm.ptr to i64
    %462 = llvm.mlir.constant(64 : index) : i64
    %463 = llvm.add %461, %462 : i64
    %464 = llvm.call @malloc(%463) : (i64) -> !llvm.ptr
    %465 = llvm.ptrtoint %464 : !llvm.ptr to i64
    %466 = llvm.mlir.constant(1 : index) : i64
    %467 = llvm.sub %462, %466 : i64
    %468 = llvm.add %465, %467 : i64
    %469 = llvm.urem %468, %462 : i64
    %470 = llvm.sub %468, %469 : i64
    %471 = llvm.inttoptr %470 : i64 to !llvm.ptr
    %472 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %473 = llvm.insertvalue %464, %472[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %474 = llvm.insertvalue %471, %473[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %475 = llvm.mlir.constant(0 : index) : i64
    %476 = llvm.insertvalue %475, %474[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %477 = llvm.insertvalue %453, %476[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %478 = llvm.insertvalue %454, %477[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %479 = llvm.insertvalue %455, %478[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %480 = llvm.insertvalue %457, %479[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %481 = llvm.insertvalue %455, %480[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %482 = llvm.insertvalue %456, %481[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%20 : i64)
  ^bb1(%483: i64):  // 2 preds: ^bb0, ^bb8
    %484 = llvm.icmp "slt" %483, %15 : i64
    llvm.cond_br %484, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%20 : i64)
  ^bb3(%485: i64):  // 2 preds: ^bb2, ^bb7
    %486 = llvm.icmp "slt" %485, %14 : i64
    llvm.cond_br %486, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%20 : i64)
  ^bb5(%487: i64):  // 2 preds: ^bb4, ^bb6
    %488 = llvm.icmp "slt" %487, %13 : i64
    llvm.cond_br %488, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %489 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %490 = llvm.mlir.constant(8 : index) : i64
    %491 = llvm.mul %483, %490 overflow<nsw, nuw> : i64
    %492 = llvm.add %491, %485 overflow<nsw, nuw> : i64
    %493 = llvm.getelementptr inbounds|nuw %489[%492] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %494 = llvm.load %493 : !llvm.ptr -> i64
    %495 = llvm.extractvalue %422[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %496 = llvm.mlir.constant(32 : index) : i64
    %497 = llvm.mul %494, %496 overflow<nsw, nuw> : i64
    %498 = llvm.add %497, %487 overflow<nsw, nuw> : i64
    %499 = llvm.getelementptr inbounds|nuw %495[%498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %500 = llvm.load %499 : !llvm.ptr -> f32
    %501 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %502 = llvm.mlir.constant(256 : index) : i64
    %503 = llvm.mul %483, %502 overflow<nsw, nuw> : i64
    %504 = llvm.mlir.constant(32 : index) : i64
    %505 = llvm.mul %485, %504 overflow<nsw, nuw> : i64
    %506 = llvm.add %503, %505 overflow<nsw, nuw> : i64
    %507 = llvm.add %506, %487 overflow<nsw, nuw> : i64
    %508 = llvm.getelementptr inbounds|nuw %501[%507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %500, %508 : f32, !llvm.ptr
    %509 = llvm.add %487, %15 : i64
    llvm.br ^bb5(%509 : i64)
  ^bb7:  // pred: ^bb5
    %510 = llvm.add %485, %15 : i64
    llvm.br ^bb3(%510 : i64)
  ^bb8:  // pred: ^bb3
    %511 = llvm.add %483, %15 : i64
    llvm.br ^bb1(%511 : i64)
  ^bb9:  // pred: ^bb1
    %512 = llvm.mlir.constant(8 : index) : i64
    %513 = llvm.mlir.constant(1 : index) : i64
    %514 = llvm.mlir.zero : !llvm.ptr
    %515 = llvm.getelementptr %514[%512] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %516 = llvm.ptrtoint %515 : !llvm.ptr to i64
    %517 = llvm.mlir.constant(64 : index) : i64
    %518 = llvm.add %516, %517 : i64
    %519 = llvm.call @malloc(%518) : (i64) -> !llvm.ptr
    %520 = llvm.ptrtoint %519 : !llvm.ptr to i64
    %521 = llvm.mlir.constant(1 : index) : i64
    %522 = llvm.sub %517, %521 : i64
    %523 = llvm.add %520, %522 : i64
    %524 = llvm.urem %523, %517 : i64
    %525 = llvm.sub %523, %524 : i64
    %526 = llvm.inttoptr %525 : i64 to !llvm.ptr
    %527 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %528 = llvm.insertvalue %519, %527[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %529 = llvm.insertvalue %526, %528[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %530 = llvm.mlir.constant(0 : index) : i64
    %531 = llvm.insertvalue %530, %529[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %532 = llvm.insertvalue %512, %531[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %533 = llvm.insertvalue %513, %532[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb10(%20 : i64)
  ^bb10(%534: i64):  // 2 preds: ^bb9, ^bb11
    %535 = llvm.icmp "slt" %534, %14 : i64
    llvm.cond_br %535, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %536 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %537 = llvm.getelementptr inbounds|nuw %536[%534] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %534, %537 : i64, !llvm.ptr
    %538 = llvm.add %534, %15 : i64
    llvm.br ^bb10(%538 : i64)
  ^bb12:  // pred: ^bb10
    %539 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %540 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %541 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %542 = llvm.insertvalue %540, %539[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.insertvalue %541, %542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %544 = llvm.mlir.constant(0 : index) : i64
    %545 = llvm.insertvalue %544, %543[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %546 = llvm.mlir.constant(1 : index) : i64
    %547 = llvm.insertvalue %546, %545[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %548 = llvm.mlir.constant(8 : index) : i64
    %549 = llvm.insertvalue %548, %547[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %550 = llvm.mlir.constant(8 : index) : i64
    %551 = llvm.insertvalue %550, %549[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %552 = llvm.mlir.constant(1 : index) : i64
    %553 = llvm.insertvalue %552, %551[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %554 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %555 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %556 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %557 = llvm.insertvalue %555, %554[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %558 = llvm.insertvalue %556, %557[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %559 = llvm.mlir.constant(0 : index) : i64
    %560 = llvm.insertvalue %559, %558[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %561 = llvm.mlir.constant(1 : index) : i64
    %562 = llvm.insertvalue %561, %560[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %563 = llvm.mlir.constant(8 : index) : i64
    %564 = llvm.insertvalue %563, %562[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %565 = llvm.mlir.constant(1 : index) : i64
    %566 = llvm.insertvalue %565, %564[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %567 = llvm.mlir.constant(1 : index) : i64
    %568 = llvm.insertvalue %567, %566[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %569 = llvm.mlir.constant(1 : index) : i64
    %570 = llvm.mlir.constant(1 : index) : i64
    %571 = llvm.mlir.constant(1 : index) : i64
    %572 = llvm.mlir.zero : !llvm.ptr
    %573 = llvm.getelementptr %572[%569] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %574 = llvm.ptrtoint %573 : !llvm.ptr to i64
    %575 = llvm.mlir.constant(64 : index) : i64
    %576 = llvm.add %574, %575 : i64
    %577 = llvm.call @malloc(%576) : (i64) -> !llvm.ptr
    %578 = llvm.ptrtoint %577 : !llvm.ptr to i64
    %579 = llvm.mlir.constant(1 : index) : i64
    %580 = llvm.sub %575, %579 : i64
    %581 = llvm.add %578, %580 : i64
    %582 = llvm.urem %581, %575 : i64
    %583 = llvm.sub %581, %582 : i64
    %584 = llvm.inttoptr %583 : i64 to !llvm.ptr
    %585 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %586 = llvm.insertvalue %577, %585[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %587 = llvm.insertvalue %584, %586[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %588 = llvm.mlir.constant(0 : index) : i64
    %589 = llvm.insertvalue %588, %587[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %590 = llvm.insertvalue %569, %589[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %591 = llvm.insertvalue %570, %590[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %592 = llvm.insertvalue %570, %591[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %593 = llvm.insertvalue %571, %592[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%20 : i64)
  ^bb13(%594: i64):  // 2 preds: ^bb12, ^bb17
    %595 = llvm.icmp "slt" %594, %15 : i64
    llvm.cond_br %595, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%20 : i64)
  ^bb15(%596: i64):  // 2 preds: ^bb14, ^bb16
    %597 = llvm.icmp "slt" %596, %15 : i64
    llvm.cond_br %597, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %598 = llvm.extractvalue %568[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %599 = llvm.mlir.constant(8 : index) : i64
    %600 = llvm.mul %594, %599 overflow<nsw, nuw> : i64
    %601 = llvm.add %600, %596 overflow<nsw, nuw> : i64
    %602 = llvm.getelementptr inbounds|nuw %598[%601] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %603 = llvm.load %602 : !llvm.ptr -> i64
    %604 = llvm.sub %603, %24 : i64
    %605 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %606 = llvm.add %594, %596 overflow<nsw, nuw> : i64
    %607 = llvm.getelementptr inbounds|nuw %605[%606] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %604, %607 : i64, !llvm.ptr
    %608 = llvm.add %596, %15 : i64
    llvm.br ^bb15(%608 : i64)
  ^bb17:  // pred: ^bb15
    %609 = llvm.add %594, %15 : i64
    llvm.br ^bb13(%609 : i64)
  ^bb18:  // pred: ^bb13
    %610 = llvm.mlir.constant(1 : index) : i64
    %611 = llvm.mlir.constant(9 : index) : i64
    %612 = llvm.mlir.constant(1 : index) : i64
    %613 = llvm.mlir.constant(9 : index) : i64
    %614 = llvm.mlir.zero : !llvm.ptr
    %615 = llvm.getelementptr %614[%613] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %616 = llvm.ptrtoint %615 : !llvm.ptr to i64
    %617 = llvm.mlir.constant(64 : index) : i64
    %618 = llvm.add %616, %617 : i64
    %619 = llvm.call @malloc(%618) : (i64) -> !llvm.ptr
    %620 = llvm.ptrtoint %619 : !llvm.ptr to i64
    %621 = llvm.mlir.constant(1 : index) : i64
    %622 = llvm.sub %617, %621 : i64
    %623 = llvm.add %620, %622 : i64
    %624 = llvm.urem %623, %617 : i64
    %625 = llvm.sub %623, %624 : i64
    %626 = llvm.inttoptr %625 : i64 to !llvm.ptr
    %627 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %628 = llvm.insertvalue %619, %627[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %629 = llvm.insertvalue %626, %628[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %630 = llvm.mlir.constant(0 : index) : i64
    %631 = llvm.insertvalue %630, %629[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %632 = llvm.insertvalue %610, %631[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %633 = llvm.insertvalue %611, %632[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %634 = llvm.insertvalue %611, %633[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %635 = llvm.insertvalue %612, %634[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %636 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %637 = llvm.extractvalue %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %638 = llvm.extractvalue %635[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %639 = llvm.insertvalue %637, %636[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %640 = llvm.insertvalue %638, %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %641 = llvm.mlir.constant(0 : index) : i64
    %642 = llvm.insertvalue %641, %640[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %643 = llvm.mlir.constant(1 : index) : i64
    %644 = llvm.insertvalue %643, %642[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %645 = llvm.mlir.constant(9 : index) : i64
    %646 = llvm.insertvalue %645, %644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %647 = llvm.mlir.constant(1 : index) : i64
    %648 = llvm.insertvalue %647, %646[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %649 = llvm.mlir.constant(1 : index) : i64
    %650 = llvm.insertvalue %649, %648[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb19(%20 : i64)
  ^bb19(%651: i64):  // 2 preds: ^bb18, ^bb23
    %652 = llvm.icmp "slt" %651, %15 : i64
    llvm.cond_br %652, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%20 : i64)
  ^bb21(%653: i64):  // 2 preds: ^bb20, ^bb22
    %654 = llvm.icmp "slt" %653, %15 : i64
    llvm.cond_br %654, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %655 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %656 = llvm.add %651, %653 overflow<nsw, nuw> : i64
    %657 = llvm.getelementptr inbounds|nuw %655[%656] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %658 = llvm.load %657 : !llvm.ptr -> i64
    %659 = llvm.extractvalue %650[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %660 = llvm.mlir.constant(9 : index) : i64
    %661 = llvm.mul %651, %660 overflow<nsw, nuw> : i64
    %662 = llvm.add %661, %653 overflow<nsw, nuw> : i64
    %663 = llvm.getelementptr inbounds|nuw %659[%662] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %658, %663 : i64, !llvm.ptr
    %664 = llvm.add %653, %15 : i64
    llvm.br ^bb21(%664 : i64)
  ^bb23:  // pred: ^bb21
    %665 = llvm.add %651, %15 : i64
    llvm.br ^bb19(%665 : i64)
  ^bb24:  // pred: ^bb19
    %666 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %667 = llvm.extractvalue %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %668 = llvm.extractvalue %635[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %669 = llvm.insertvalue %667, %666[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %670 = llvm.insertvalue %668, %669[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %671 = llvm.mlir.constant(1 : index) : i64
    %672 = llvm.insertvalue %671, %670[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %673 = llvm.mlir.constant(1 : index) : i64
    %674 = llvm.insertvalue %673, %672[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %675 = llvm.mlir.constant(9 : index) : i64
    %676 = llvm.insertvalue %675, %674[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %677 = llvm.mlir.constant(8 : index) : i64
    %678 = llvm.insertvalue %677, %676[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %679 = llvm.mlir.constant(1 : index) : i64
    %680 = llvm.insertvalue %679, %678[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb25(%20 : i64)
  ^bb25(%681: i64):  // 2 preds: ^bb24, ^bb29
    %682 = llvm.icmp "slt" %681, %15 : i64
    llvm.cond_br %682, ^bb26, ^bb30
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%20 : i64)
  ^bb27(%683: i64):  // 2 preds: ^bb26, ^bb28
    %684 = llvm.icmp "slt" %683, %14 : i64
    llvm.cond_br %684, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %685 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %686 = llvm.mlir.constant(8 : index) : i64
    %687 = llvm.mul %681, %686 overflow<nsw, nuw> : i64
    %688 = llvm.add %687, %683 overflow<nsw, nuw> : i64
    %689 = llvm.getelementptr inbounds|nuw %685[%688] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %690 = llvm.load %689 : !llvm.ptr -> i64
    %691 = llvm.extractvalue %680[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %692 = llvm.mlir.constant(1 : index) : i64
    %693 = llvm.getelementptr %691[%692] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %694 = llvm.mlir.constant(9 : index) : i64
    %695 = llvm.mul %681, %694 overflow<nsw, nuw> : i64
    %696 = llvm.add %695, %683 overflow<nsw, nuw> : i64
    %697 = llvm.getelementptr inbounds|nuw %693[%696] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %690, %697 : i64, !llvm.ptr
    %698 = llvm.add %683, %15 : i64
    llvm.br ^bb27(%698 : i64)
  ^bb29:  // pred: ^bb27
    %699 = llvm.add %681, %15 : i64
    llvm.br ^bb25(%699 : i64)
  ^bb30:  // pred: ^bb25
    %700 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %701 = llvm.extractvalue %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %702 = llvm.extractvalue %635[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %703 = llvm.insertvalue %701, %700[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %704 = llvm.insertvalue %702, %703[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %705 = llvm.mlir.constant(0 : index) : i64
    %706 = llvm.insertvalue %705, %704[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %707 = llvm.mlir.constant(1 : index) : i64
    %708 = llvm.insertvalue %707, %706[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %709 = llvm.mlir.constant(9 : index) : i64
    %710 = llvm.insertvalue %709, %708[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %711 = llvm.mlir.constant(8 : index) : i64
    %712 = llvm.insertvalue %711, %710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %713 = llvm.mlir.constant(1 : index) : i64
    %714 = llvm.insertvalue %713, %712[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %715 = llvm.mlir.constant(1 : index) : i64
    %716 = llvm.mlir.constant(8 : index) : i64
    %717 = llvm.mlir.constant(1 : index) : i64
    %718 = llvm.mlir.constant(8 : index) : i64
    %719 = llvm.mlir.zero : !llvm.ptr
    %720 = llvm.getelementptr %719[%718] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %721 = llvm.ptrtoint %720 : !llvm.ptr to i64
    %722 = llvm.mlir.constant(64 : index) : i64
    %723 = llvm.add %721, %722 : i64
    %724 = llvm.call @malloc(%723) : (i64) -> !llvm.ptr
    %725 = llvm.ptrtoint %724 : !llvm.ptr to i64
    %726 = llvm.mlir.constant(1 : index) : i64
    %727 = llvm.sub %722, %726 : i64
    %728 = llvm.add %725, %727 : i64
    %729 = llvm.urem %728, %722 : i64
    %730 = llvm.sub %728, %729 : i64
    %731 = llvm.inttoptr %730 : i64 to !llvm.ptr
    %732 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %733 = llvm.insertvalue %724, %732[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %734 = llvm.insertvalue %731, %733[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %735 = llvm.mlir.constant(0 : index) : i64
    %736 = llvm.insertvalue %735, %734[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %737 = llvm.insertvalue %715, %736[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %738 = llvm.insertvalue %716, %737[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %739 = llvm.insertvalue %716, %738[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %740 = llvm.insertvalue %717, %739[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%20 : i64)
  ^bb31(%741: i64):  // 2 preds: ^bb30, ^bb35
    %742 = llvm.icmp "slt" %741, %15 : i64
    llvm.cond_br %742, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%20 : i64)
  ^bb33(%743: i64):  // 2 preds: ^bb32, ^bb34
    %744 = llvm.icmp "slt" %743, %14 : i64
    llvm.cond_br %744, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %745 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %746 = llvm.mlir.constant(8 : index) : i64
    %747 = llvm.mul %741, %746 overflow<nsw, nuw> : i64
    %748 = llvm.add %747, %743 overflow<nsw, nuw> : i64
    %749 = llvm.getelementptr inbounds|nuw %745[%748] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %750 = llvm.load %749 : !llvm.ptr -> i64
    %751 = llvm.extractvalue %714[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %752 = llvm.mlir.constant(9 : index) : i64
    %753 = llvm.mul %741, %752 overflow<nsw, nuw> : i64
    %754 = llvm.add %753, %743 overflow<nsw, nuw> : i64
    %755 = llvm.getelementptr inbounds|nuw %751[%754] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %756 = llvm.load %755 : !llvm.ptr -> i64
    %757 = llvm.sub %750, %756 : i64
    %758 = llvm.icmp "ne" %757, %24 : i64
    %759 = llvm.zext %758 : i1 to i64
    %760 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %761 = llvm.mlir.constant(8 : index) : i64
    %762 = llvm.mul %741, %761 overflow<nsw, nuw> : i64
    %763 = llvm.add %762, %743 overflow<nsw, nuw> : i64
    %764 = llvm.getelementptr inbounds|nuw %760[%763] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %759, %764 : i64, !llvm.ptr
    %765 = llvm.add %743, %15 : i64
    llvm.br ^bb33(%765 : i64)
  ^bb35:  // pred: ^bb33
    %766 = llvm.add %741, %15 : i64
    llvm.br ^bb31(%766 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%20 : i64)
  ^bb37(%767: i64):  // 2 preds: ^bb36, ^bb41
    %768 = llvm.icmp "slt" %767, %15 : i64
    llvm.cond_br %768, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%20 : i64)
  ^bb39(%769: i64):  // 2 preds: ^bb38, ^bb40
    %770 = llvm.icmp "slt" %769, %14 : i64
    llvm.cond_br %770, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %771 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %772 = llvm.mlir.constant(8 : index) : i64
    %773 = llvm.mul %767, %772 overflow<nsw, nuw> : i64
    %774 = llvm.add %773, %769 overflow<nsw, nuw> : i64
    %775 = llvm.getelementptr inbounds|nuw %771[%774] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %775 : i64, !llvm.ptr
    %776 = llvm.add %769, %15 : i64
    llvm.br ^bb39(%776 : i64)
  ^bb41:  // pred: ^bb39
    %777 = llvm.add %767, %15 : i64
    llvm.br ^bb37(%777 : i64)
  ^bb42:  // pred: ^bb37
    %778 = llvm.mlir.constant(1 : index) : i64
    %779 = llvm.mlir.constant(1 : index) : i64
    %780 = llvm.mlir.zero : !llvm.ptr
    %781 = llvm.getelementptr %780[%778] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %782 = llvm.ptrtoint %781 : !llvm.ptr to i64
    %783 = llvm.mlir.constant(64 : index) : i64
    %784 = llvm.add %782, %783 : i64
    %785 = llvm.call @malloc(%784) : (i64) -> !llvm.ptr
    %786 = llvm.ptrtoint %785 : !llvm.ptr to i64
    %787 = llvm.mlir.constant(1 : index) : i64
    %788 = llvm.sub %783, %787 : i64
    %789 = llvm.add %786, %788 : i64
    %790 = llvm.urem %789, %783 : i64
    %791 = llvm.sub %789, %790 : i64
    %792 = llvm.inttoptr %791 : i64 to !llvm.ptr
    %793 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %794 = llvm.insertvalue %785, %793[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %795 = llvm.insertvalue %792, %794[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %796 = llvm.mlir.constant(0 : index) : i64
    %797 = llvm.insertvalue %796, %795[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %798 = llvm.insertvalue %778, %797[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %799 = llvm.insertvalue %779, %798[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb43(%20 : i64)
  ^bb43(%800: i64):  // 2 preds: ^bb42, ^bb44
    %801 = llvm.icmp "slt" %800, %15 : i64
    llvm.cond_br %801, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %802 = llvm.extractvalue %799[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %803 = llvm.getelementptr inbounds|nuw %802[%800] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %803 : i64, !llvm.ptr
    %804 = llvm.add %800, %15 : i64
    llvm.br ^bb43(%804 : i64)
  ^bb45:  // pred: ^bb43
    %805 = llvm.mlir.constant(1 : index) : i64
    %806 = llvm.mlir.constant(8 : index) : i64
    %807 = llvm.mlir.constant(1 : index) : i64
    %808 = llvm.mlir.constant(8 : index) : i64
    %809 = llvm.mlir.zero : !llvm.ptr
    %810 = llvm.getelementptr %809[%808] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %811 = llvm.ptrtoint %810 : !llvm.ptr to i64
    %812 = llvm.call @malloc(%811) : (i64) -> !llvm.ptr
    %813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %814 = llvm.insertvalue %812, %813[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %815 = llvm.insertvalue %812, %814[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %816 = llvm.mlir.constant(0 : index) : i64
    %817 = llvm.insertvalue %816, %815[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %818 = llvm.insertvalue %805, %817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %819 = llvm.insertvalue %806, %818[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %820 = llvm.insertvalue %806, %819[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %821 = llvm.insertvalue %807, %820[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %822 = llvm.mlir.constant(1 : index) : i64
    %823 = llvm.mlir.constant(1 : index) : i64
    %824 = llvm.mlir.zero : !llvm.ptr
    %825 = llvm.getelementptr %824[%822] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %826 = llvm.ptrtoint %825 : !llvm.ptr to i64
    %827 = llvm.call @malloc(%826) : (i64) -> !llvm.ptr
    %828 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %829 = llvm.insertvalue %827, %828[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %830 = llvm.insertvalue %827, %829[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %831 = llvm.mlir.constant(0 : index) : i64
    %832 = llvm.insertvalue %831, %830[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %833 = llvm.insertvalue %822, %832[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %834 = llvm.insertvalue %823, %833[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb46(%20 : i64)
  ^bb46(%835: i64):  // 2 preds: ^bb45, ^bb53
    %836 = llvm.icmp "slt" %835, %15 : i64
    llvm.cond_br %836, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%20 : i64)
  ^bb48(%837: i64):  // 2 preds: ^bb47, ^bb52
    %838 = llvm.icmp "slt" %837, %14 : i64
    llvm.cond_br %838, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    %839 = llvm.icmp "eq" %837, %20 : i64
    llvm.cond_br %839, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %840 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %841 = llvm.mlir.constant(8 : index) : i64
    %842 = llvm.mul %835, %841 overflow<nsw, nuw> : i64
    %843 = llvm.add %842, %837 overflow<nsw, nuw> : i64
    %844 = llvm.getelementptr inbounds|nuw %840[%843] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %845 = llvm.load %844 : !llvm.ptr -> i64
    %846 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %847 = llvm.mlir.constant(8 : index) : i64
    %848 = llvm.mul %835, %847 overflow<nsw, nuw> : i64
    %849 = llvm.add %848, %837 overflow<nsw, nuw> : i64
    %850 = llvm.getelementptr inbounds|nuw %846[%849] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %845, %850 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb51:  // pred: ^bb49
    %851 = llvm.sub %837, %15 : i64
    %852 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %853 = llvm.mlir.constant(8 : index) : i64
    %854 = llvm.mul %835, %853 overflow<nsw, nuw> : i64
    %855 = llvm.add %854, %851 overflow<nsw, nuw> : i64
    %856 = llvm.getelementptr inbounds|nuw %852[%855] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %857 = llvm.load %856 : !llvm.ptr -> i64
    %858 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %859 = llvm.mlir.constant(8 : index) : i64
    %860 = llvm.mul %835, %859 overflow<nsw, nuw> : i64
    %861 = llvm.add %860, %837 overflow<nsw, nuw> : i64
    %862 = llvm.getelementptr inbounds|nuw %858[%861] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %863 = llvm.load %862 : !llvm.ptr -> i64
    %864 = llvm.add %857, %863 : i64
    %865 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %866 = llvm.mlir.constant(8 : index) : i64
    %867 = llvm.mul %835, %866 overflow<nsw, nuw> : i64
    %868 = llvm.add %867, %837 overflow<nsw, nuw> : i64
    %869 = llvm.getelementptr inbounds|nuw %865[%868] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %864, %869 : i64, !llvm.ptr
    %870 = llvm.extractvalue %834[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %871 = llvm.getelementptr inbounds|nuw %870[%835] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %864, %871 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb50, ^bb51
    %872 = llvm.add %837, %15 : i64
    llvm.br ^bb48(%872 : i64)
  ^bb53:  // pred: ^bb48
    %873 = llvm.add %835, %15 : i64
    llvm.br ^bb46(%873 : i64)
  ^bb54:  // pred: ^bb46
    %874 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %875 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %876 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %877 = llvm.insertvalue %875, %874[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %878 = llvm.insertvalue %876, %877[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %879 = llvm.mlir.constant(0 : index) : i64
    %880 = llvm.insertvalue %879, %878[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %881 = llvm.mlir.constant(1 : index) : i64
    %882 = llvm.insertvalue %881, %880[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %883 = llvm.mlir.constant(8 : index) : i64
    %884 = llvm.insertvalue %883, %882[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %885 = llvm.mlir.constant(1 : index) : i64
    %886 = llvm.insertvalue %885, %884[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %887 = llvm.mlir.constant(8 : index) : i64
    %888 = llvm.insertvalue %887, %886[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %889 = llvm.mlir.constant(8 : index) : i64
    %890 = llvm.insertvalue %889, %888[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %891 = llvm.mlir.constant(1 : index) : i64
    %892 = llvm.insertvalue %891, %890[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %893 = llvm.mlir.constant(1 : index) : i64
    %894 = llvm.insertvalue %893, %892[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %895 = llvm.mlir.constant(1 : index) : i64
    %896 = llvm.insertvalue %895, %894[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %897 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %898 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %899 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %900 = llvm.insertvalue %898, %897[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %901 = llvm.insertvalue %899, %900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %902 = llvm.mlir.constant(0 : index) : i64
    %903 = llvm.insertvalue %902, %901[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %904 = llvm.mlir.constant(1 : index) : i64
    %905 = llvm.insertvalue %904, %903[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %906 = llvm.mlir.constant(8 : index) : i64
    %907 = llvm.insertvalue %906, %905[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %908 = llvm.mlir.constant(1 : index) : i64
    %909 = llvm.insertvalue %908, %907[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %910 = llvm.mlir.constant(8 : index) : i64
    %911 = llvm.insertvalue %910, %909[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %912 = llvm.mlir.constant(1 : index) : i64
    %913 = llvm.insertvalue %912, %911[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %914 = llvm.mlir.constant(8 : index) : i64
    %915 = llvm.insertvalue %914, %913[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %916 = llvm.mlir.constant(8 : index) : i64
    %917 = llvm.insertvalue %916, %915[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %918 = llvm.mlir.constant(1 : index) : i64
    %919 = llvm.insertvalue %918, %917[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %920 = llvm.mlir.constant(1 : index) : i64
    %921 = llvm.mlir.constant(1 : index) : i64
    %922 = llvm.mlir.constant(8 : index) : i64
    %923 = llvm.mlir.constant(8 : index) : i64
    %924 = llvm.mlir.constant(1 : index) : i64
    %925 = llvm.mlir.constant(64 : index) : i64
    %926 = llvm.mlir.constant(64 : index) : i64
    %927 = llvm.mlir.constant(64 : index) : i64
    %928 = llvm.mlir.zero : !llvm.ptr
    %929 = llvm.getelementptr %928[%927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %930 = llvm.ptrtoint %929 : !llvm.ptr to i64
    %931 = llvm.mlir.constant(64 : index) : i64
    %932 = llvm.add %930, %931 : i64
    %933 = llvm.call @malloc(%932) : (i64) -> !llvm.ptr
    %934 = llvm.ptrtoint %933 : !llvm.ptr to i64
    %935 = llvm.mlir.constant(1 : index) : i64
    %936 = llvm.sub %931, %935 : i64
    %937 = llvm.add %934, %936 : i64
    %938 = llvm.urem %937, %931 : i64
    %939 = llvm.sub %937, %938 : i64
    %940 = llvm.inttoptr %939 : i64 to !llvm.ptr
    %941 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %942 = llvm.insertvalue %933, %941[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %943 = llvm.insertvalue %940, %942[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %944 = llvm.mlir.constant(0 : index) : i64
    %945 = llvm.insertvalue %944, %943[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %946 = llvm.insertvalue %920, %945[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %947 = llvm.insertvalue %921, %946[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %948 = llvm.insertvalue %922, %947[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %949 = llvm.insertvalue %923, %948[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %950 = llvm.insertvalue %926, %949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %951 = llvm.insertvalue %925, %950[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %952 = llvm.insertvalue %923, %951[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %953 = llvm.insertvalue %924, %952[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb55(%20 : i64)
  ^bb55(%954: i64):  // 2 preds: ^bb54, ^bb65
    %955 = llvm.icmp "slt" %954, %15 : i64
    llvm.cond_br %955, ^bb56, ^bb66
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%20 : i64)
  ^bb57(%956: i64):  // 2 preds: ^bb56, ^bb64
    %957 = llvm.icmp "slt" %956, %15 : i64
    llvm.cond_br %957, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%20 : i64)
  ^bb59(%958: i64):  // 2 preds: ^bb58, ^bb63
    %959 = llvm.icmp "slt" %958, %14 : i64
    llvm.cond_br %959, ^bb60, ^bb64
  ^bb60:  // pred: ^bb59
    llvm.br ^bb61(%20 : i64)
  ^bb61(%960: i64):  // 2 preds: ^bb60, ^bb62
    %961 = llvm.icmp "slt" %960, %14 : i64
    llvm.cond_br %961, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %962 = llvm.extractvalue %896[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %963 = llvm.mlir.constant(8 : index) : i64
    %964 = llvm.mul %20, %963 overflow<nsw, nuw> : i64
    %965 = llvm.mlir.constant(8 : index) : i64
    %966 = llvm.mul %20, %965 overflow<nsw, nuw> : i64
    %967 = llvm.add %964, %966 overflow<nsw, nuw> : i64
    %968 = llvm.add %967, %958 overflow<nsw, nuw> : i64
    %969 = llvm.add %968, %20 overflow<nsw, nuw> : i64
    %970 = llvm.getelementptr inbounds|nuw %962[%969] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %971 = llvm.load %970 : !llvm.ptr -> i64
    %972 = llvm.extractvalue %919[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %973 = llvm.mlir.constant(8 : index) : i64
    %974 = llvm.mul %20, %973 overflow<nsw, nuw> : i64
    %975 = llvm.mlir.constant(8 : index) : i64
    %976 = llvm.mul %20, %975 overflow<nsw, nuw> : i64
    %977 = llvm.add %974, %976 overflow<nsw, nuw> : i64
    %978 = llvm.mlir.constant(8 : index) : i64
    %979 = llvm.mul %20, %978 overflow<nsw, nuw> : i64
    %980 = llvm.add %977, %979 overflow<nsw, nuw> : i64
    %981 = llvm.add %980, %960 overflow<nsw, nuw> : i64
    %982 = llvm.getelementptr inbounds|nuw %972[%981] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %983 = llvm.load %982 : !llvm.ptr -> i64
    %984 = llvm.icmp "slt" %971, %23 : i64
    %985 = llvm.add %971, %25 : i64
    %986 = llvm.select %984, %985, %971 : i1, i64
    %987 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %988 = llvm.mlir.constant(8 : index) : i64
    %989 = llvm.mul %20, %988 overflow<nsw, nuw> : i64
    %990 = llvm.add %989, %986 overflow<nsw, nuw> : i64
    %991 = llvm.getelementptr inbounds|nuw %987[%990] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %992 = llvm.load %991 : !llvm.ptr -> i64
    %993 = llvm.icmp "slt" %983, %23 : i64
    %994 = llvm.add %983, %25 : i64
    %995 = llvm.select %993, %994, %983 : i1, i64
    %996 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %997 = llvm.mlir.constant(8 : index) : i64
    %998 = llvm.mul %20, %997 overflow<nsw, nuw> : i64
    %999 = llvm.add %998, %995 overflow<nsw, nuw> : i64
    %1000 = llvm.getelementptr inbounds|nuw %996[%999] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1001 = llvm.load %1000 : !llvm.ptr -> i64
    %1002 = llvm.icmp "sle" %1001, %992 : i64
    %1003 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1004 = llvm.mlir.constant(8 : index) : i64
    %1005 = llvm.mul %20, %1004 overflow<nsw, nuw> : i64
    %1006 = llvm.add %1005, %995 overflow<nsw, nuw> : i64
    %1007 = llvm.getelementptr inbounds|nuw %1003[%1006] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1008 = llvm.load %1007 : !llvm.ptr -> i64
    %1009 = llvm.extractvalue %821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1010 = llvm.mlir.constant(8 : index) : i64
    %1011 = llvm.mul %20, %1010 overflow<nsw, nuw> : i64
    %1012 = llvm.add %1011, %986 overflow<nsw, nuw> : i64
    %1013 = llvm.getelementptr inbounds|nuw %1009[%1012] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1014 = llvm.load %1013 : !llvm.ptr -> i64
    %1015 = llvm.icmp "eq" %1014, %1008 : i64
    %1016 = llvm.and %1015, %1002 : i1
    %1017 = llvm.select %1016, %22, %21 : i1, f32
    %1018 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1019 = llvm.mlir.constant(64 : index) : i64
    %1020 = llvm.mul %954, %1019 overflow<nsw, nuw> : i64
    %1021 = llvm.mlir.constant(64 : index) : i64
    %1022 = llvm.mul %956, %1021 overflow<nsw, nuw> : i64
    %1023 = llvm.add %1020, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.mlir.constant(8 : index) : i64
    %1025 = llvm.mul %958, %1024 overflow<nsw, nuw> : i64
    %1026 = llvm.add %1023, %1025 overflow<nsw, nuw> : i64
    %1027 = llvm.add %1026, %960 overflow<nsw, nuw> : i64
    %1028 = llvm.getelementptr inbounds|nuw %1018[%1027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1017, %1028 : f32, !llvm.ptr
    %1029 = llvm.add %960, %15 : i64
    llvm.br ^bb61(%1029 : i64)
  ^bb63:  // pred: ^bb61
    %1030 = llvm.add %958, %15 : i64
    llvm.br ^bb59(%1030 : i64)
  ^bb64:  // pred: ^bb59
    %1031 = llvm.add %956, %15 : i64
    llvm.br ^bb57(%1031 : i64)
  ^bb65:  // pred: ^bb57
    %1032 = llvm.add %954, %15 : i64
    llvm.br ^bb55(%1032 : i64)
  ^bb66:  // pred: ^bb55
    %1033 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1034 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1035 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1036 = llvm.insertvalue %1034, %1033[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1037 = llvm.insertvalue %1035, %1036[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1038 = llvm.mlir.constant(0 : index) : i64
    %1039 = llvm.insertvalue %1038, %1037[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1040 = llvm.mlir.constant(1 : index) : i64
    %1041 = llvm.insertvalue %1040, %1039[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1042 = llvm.mlir.constant(8 : index) : i64
    %1043 = llvm.insertvalue %1042, %1041[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1044 = llvm.mlir.constant(8 : index) : i64
    %1045 = llvm.insertvalue %1044, %1043[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1046 = llvm.mlir.constant(1 : index) : i64
    %1047 = llvm.insertvalue %1046, %1045[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1048 = llvm.mlir.constant(1 : index) : i64
    %1049 = llvm.insertvalue %1048, %1047[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1050 = llvm.mlir.constant(1 : index) : i64
    %1051 = llvm.insertvalue %1050, %1049[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1052 = llvm.mlir.constant(1 : index) : i64
    %1053 = llvm.mlir.constant(8 : index) : i64
    %1054 = llvm.mlir.constant(1 : index) : i64
    %1055 = llvm.mlir.constant(1 : index) : i64
    %1056 = llvm.mlir.constant(8 : index) : i64
    %1057 = llvm.mlir.zero : !llvm.ptr
    %1058 = llvm.getelementptr %1057[%1056] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1059 = llvm.ptrtoint %1058 : !llvm.ptr to i64
    %1060 = llvm.mlir.constant(64 : index) : i64
    %1061 = llvm.add %1059, %1060 : i64
    %1062 = llvm.call @malloc(%1061) : (i64) -> !llvm.ptr
    %1063 = llvm.ptrtoint %1062 : !llvm.ptr to i64
    %1064 = llvm.mlir.constant(1 : index) : i64
    %1065 = llvm.sub %1060, %1064 : i64
    %1066 = llvm.add %1063, %1065 : i64
    %1067 = llvm.urem %1066, %1060 : i64
    %1068 = llvm.sub %1066, %1067 : i64
    %1069 = llvm.inttoptr %1068 : i64 to !llvm.ptr
    %1070 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1071 = llvm.insertvalue %1062, %1070[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1072 = llvm.insertvalue %1069, %1071[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1073 = llvm.mlir.constant(0 : index) : i64
    %1074 = llvm.insertvalue %1073, %1072[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1075 = llvm.insertvalue %1052, %1074[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1076 = llvm.insertvalue %1053, %1075[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1077 = llvm.insertvalue %1054, %1076[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1078 = llvm.insertvalue %1053, %1077[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1079 = llvm.insertvalue %1054, %1078[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1080 = llvm.insertvalue %1055, %1079[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1081 = llvm.mlir.constant(1 : index) : i64
    %1082 = llvm.mlir.constant(8 : index) : i64
    %1083 = llvm.mlir.constant(4 : index) : i64
    %1084 = llvm.mlir.constant(1 : index) : i64
    %1085 = llvm.mlir.constant(32 : index) : i64
    %1086 = llvm.mlir.constant(32 : index) : i64
    %1087 = llvm.mlir.zero : !llvm.ptr
    %1088 = llvm.getelementptr %1087[%1086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1089 = llvm.ptrtoint %1088 : !llvm.ptr to i64
    %1090 = llvm.mlir.constant(64 : index) : i64
    %1091 = llvm.add %1089, %1090 : i64
    %1092 = llvm.call @malloc(%1091) : (i64) -> !llvm.ptr
    %1093 = llvm.ptrtoint %1092 : !llvm.ptr to i64
    %1094 = llvm.mlir.constant(1 : index) : i64
    %1095 = llvm.sub %1090, %1094 : i64
    %1096 = llvm.add %1093, %1095 : i64
    %1097 = llvm.urem %1096, %1090 : i64
    %1098 = llvm.sub %1096, %1097 : i64
    %1099 = llvm.inttoptr %1098 : i64 to !llvm.ptr
    %1100 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1101 = llvm.insertvalue %1092, %1100[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1102 = llvm.insertvalue %1099, %1101[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1103 = llvm.mlir.constant(0 : index) : i64
    %1104 = llvm.insertvalue %1103, %1102[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1105 = llvm.insertvalue %1081, %1104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1106 = llvm.insertvalue %1082, %1105[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1107 = llvm.insertvalue %1083, %1106[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1108 = llvm.insertvalue %1085, %1107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1109 = llvm.insertvalue %1083, %1108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1110 = llvm.insertvalue %1084, %1109[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%20 : i64)
  ^bb67(%1111: i64):  // 2 preds: ^bb66, ^bb74
    %1112 = llvm.icmp "slt" %1111, %15 : i64
    llvm.cond_br %1112, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%20 : i64)
  ^bb69(%1113: i64):  // 2 preds: ^bb68, ^bb73
    %1114 = llvm.icmp "slt" %1113, %14 : i64
    llvm.cond_br %1114, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%20 : i64)
  ^bb71(%1115: i64):  // 2 preds: ^bb70, ^bb72
    %1116 = llvm.icmp "slt" %1115, %12 : i64
    llvm.cond_br %1116, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %1117 = llvm.extractvalue %1051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1118 = llvm.mlir.constant(8 : index) : i64
    %1119 = llvm.mul %1111, %1118 overflow<nsw, nuw> : i64
    %1120 = llvm.add %1119, %1113 overflow<nsw, nuw> : i64
    %1121 = llvm.add %1120, %20 overflow<nsw, nuw> : i64
    %1122 = llvm.getelementptr inbounds|nuw %1117[%1121] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1123 = llvm.load %1122 : !llvm.ptr -> i64
    %1124 = llvm.extractvalue %402[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1125 = llvm.getelementptr inbounds|nuw %1124[%1115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1126 = llvm.load %1125 : !llvm.ptr -> f32
    %1127 = llvm.sitofp %1123 : i64 to f32
    %1128 = llvm.fmul %1127, %1126 : f32
    %1129 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1130 = llvm.mlir.constant(32 : index) : i64
    %1131 = llvm.mul %1111, %1130 overflow<nsw, nuw> : i64
    %1132 = llvm.mlir.constant(4 : index) : i64
    %1133 = llvm.mul %1113, %1132 overflow<nsw, nuw> : i64
    %1134 = llvm.add %1131, %1133 overflow<nsw, nuw> : i64
    %1135 = llvm.add %1134, %1115 overflow<nsw, nuw> : i64
    %1136 = llvm.getelementptr inbounds|nuw %1129[%1135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1128, %1136 : f32, !llvm.ptr
    %1137 = llvm.add %1115, %15 : i64
    llvm.br ^bb71(%1137 : i64)
  ^bb73:  // pred: ^bb71
    %1138 = llvm.add %1113, %15 : i64
    llvm.br ^bb69(%1138 : i64)
  ^bb74:  // pred: ^bb69
    %1139 = llvm.add %1111, %15 : i64
    llvm.br ^bb67(%1139 : i64)
  ^bb75:  // pred: ^bb67
    %1140 = llvm.mlir.constant(1 : index) : i64
    %1141 = llvm.mlir.constant(8 : index) : i64
    %1142 = llvm.mlir.constant(8 : index) : i64
    %1143 = llvm.mlir.constant(1 : index) : i64
    %1144 = llvm.mlir.constant(64 : index) : i64
    %1145 = llvm.mlir.constant(64 : index) : i64
    %1146 = llvm.mlir.zero : !llvm.ptr
    %1147 = llvm.getelementptr %1146[%1145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1148 = llvm.ptrtoint %1147 : !llvm.ptr to i64
    %1149 = llvm.mlir.constant(64 : index) : i64
    %1150 = llvm.add %1148, %1149 : i64
    %1151 = llvm.call @malloc(%1150) : (i64) -> !llvm.ptr
    %1152 = llvm.ptrtoint %1151 : !llvm.ptr to i64
    %1153 = llvm.mlir.constant(1 : index) : i64
    %1154 = llvm.sub %1149, %1153 : i64
    %1155 = llvm.add %1152, %1154 : i64
    %1156 = llvm.urem %1155, %1149 : i64
    %1157 = llvm.sub %1155, %1156 : i64
    %1158 = llvm.inttoptr %1157 : i64 to !llvm.ptr
    %1159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1160 = llvm.insertvalue %1151, %1159[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1161 = llvm.insertvalue %1158, %1160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.mlir.constant(0 : index) : i64
    %1163 = llvm.insertvalue %1162, %1161[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1164 = llvm.insertvalue %1140, %1163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1165 = llvm.insertvalue %1141, %1164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1166 = llvm.insertvalue %1142, %1165[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1167 = llvm.insertvalue %1144, %1166[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1168 = llvm.insertvalue %1142, %1167[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1169 = llvm.insertvalue %1143, %1168[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1171 = llvm.extractvalue %1169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1172 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1173 = llvm.insertvalue %1171, %1170[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1174 = llvm.insertvalue %1172, %1173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1175 = llvm.mlir.constant(0 : index) : i64
    %1176 = llvm.insertvalue %1175, %1174[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1177 = llvm.mlir.constant(1 : index) : i64
    %1178 = llvm.insertvalue %1177, %1176[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1179 = llvm.mlir.constant(64 : index) : i64
    %1180 = llvm.insertvalue %1179, %1178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1181 = llvm.mlir.constant(8 : index) : i64
    %1182 = llvm.insertvalue %1181, %1180[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1183 = llvm.mlir.constant(8 : index) : i64
    %1184 = llvm.insertvalue %1183, %1182[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1185 = llvm.mlir.constant(4 : index) : i64
    %1186 = llvm.insertvalue %1185, %1184[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1187 = llvm.mlir.constant(1 : index) : i64
    %1188 = llvm.insertvalue %1187, %1186[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb76(%20 : i64)
  ^bb76(%1189: i64):  // 2 preds: ^bb75, ^bb83
    %1190 = llvm.icmp "slt" %1189, %15 : i64
    llvm.cond_br %1190, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%20 : i64)
  ^bb78(%1191: i64):  // 2 preds: ^bb77, ^bb82
    %1192 = llvm.icmp "slt" %1191, %14 : i64
    llvm.cond_br %1192, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%20 : i64)
  ^bb80(%1193: i64):  // 2 preds: ^bb79, ^bb81
    %1194 = llvm.icmp "slt" %1193, %12 : i64
    llvm.cond_br %1194, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %1195 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1196 = llvm.mlir.constant(32 : index) : i64
    %1197 = llvm.mul %1189, %1196 overflow<nsw, nuw> : i64
    %1198 = llvm.mlir.constant(4 : index) : i64
    %1199 = llvm.mul %1191, %1198 overflow<nsw, nuw> : i64
    %1200 = llvm.add %1197, %1199 overflow<nsw, nuw> : i64
    %1201 = llvm.add %1200, %1193 overflow<nsw, nuw> : i64
    %1202 = llvm.getelementptr inbounds|nuw %1195[%1201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1203 = llvm.load %1202 : !llvm.ptr -> f32
    %1204 = llvm.extractvalue %1188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1205 = llvm.mlir.constant(64 : index) : i64
    %1206 = llvm.mul %1189, %1205 overflow<nsw, nuw> : i64
    %1207 = llvm.mlir.constant(8 : index) : i64
    %1208 = llvm.mul %1191, %1207 overflow<nsw, nuw> : i64
    %1209 = llvm.add %1206, %1208 overflow<nsw, nuw> : i64
    %1210 = llvm.add %1209, %1193 overflow<nsw, nuw> : i64
    %1211 = llvm.getelementptr inbounds|nuw %1204[%1210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1203, %1211 : f32, !llvm.ptr
    %1212 = llvm.add %1193, %15 : i64
    llvm.br ^bb80(%1212 : i64)
  ^bb82:  // pred: ^bb80
    %1213 = llvm.add %1191, %15 : i64
    llvm.br ^bb78(%1213 : i64)
  ^bb83:  // pred: ^bb78
    %1214 = llvm.add %1189, %15 : i64
    llvm.br ^bb76(%1214 : i64)
  ^bb84:  // pred: ^bb76
    %1215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1216 = llvm.extractvalue %1169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1217 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1218 = llvm.insertvalue %1216, %1215[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1219 = llvm.insertvalue %1217, %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1220 = llvm.mlir.constant(4 : index) : i64
    %1221 = llvm.insertvalue %1220, %1219[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.mlir.constant(1 : index) : i64
    %1223 = llvm.insertvalue %1222, %1221[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1224 = llvm.mlir.constant(64 : index) : i64
    %1225 = llvm.insertvalue %1224, %1223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1226 = llvm.mlir.constant(8 : index) : i64
    %1227 = llvm.insertvalue %1226, %1225[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1228 = llvm.mlir.constant(8 : index) : i64
    %1229 = llvm.insertvalue %1228, %1227[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1230 = llvm.mlir.constant(4 : index) : i64
    %1231 = llvm.insertvalue %1230, %1229[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1232 = llvm.mlir.constant(1 : index) : i64
    %1233 = llvm.insertvalue %1232, %1231[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb85(%20 : i64)
  ^bb85(%1234: i64):  // 2 preds: ^bb84, ^bb92
    %1235 = llvm.icmp "slt" %1234, %15 : i64
    llvm.cond_br %1235, ^bb86, ^bb93
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%20 : i64)
  ^bb87(%1236: i64):  // 2 preds: ^bb86, ^bb91
    %1237 = llvm.icmp "slt" %1236, %14 : i64
    llvm.cond_br %1237, ^bb88, ^bb92
  ^bb88:  // pred: ^bb87
    llvm.br ^bb89(%20 : i64)
  ^bb89(%1238: i64):  // 2 preds: ^bb88, ^bb90
    %1239 = llvm.icmp "slt" %1238, %12 : i64
    llvm.cond_br %1239, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %1240 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1241 = llvm.mlir.constant(32 : index) : i64
    %1242 = llvm.mul %1234, %1241 overflow<nsw, nuw> : i64
    %1243 = llvm.mlir.constant(4 : index) : i64
    %1244 = llvm.mul %1236, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1242, %1244 overflow<nsw, nuw> : i64
    %1246 = llvm.add %1245, %1238 overflow<nsw, nuw> : i64
    %1247 = llvm.getelementptr inbounds|nuw %1240[%1246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1248 = llvm.load %1247 : !llvm.ptr -> f32
    %1249 = llvm.extractvalue %1233[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1250 = llvm.mlir.constant(4 : index) : i64
    %1251 = llvm.getelementptr %1249[%1250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1252 = llvm.mlir.constant(64 : index) : i64
    %1253 = llvm.mul %1234, %1252 overflow<nsw, nuw> : i64
    %1254 = llvm.mlir.constant(8 : index) : i64
    %1255 = llvm.mul %1236, %1254 overflow<nsw, nuw> : i64
    %1256 = llvm.add %1253, %1255 overflow<nsw, nuw> : i64
    %1257 = llvm.add %1256, %1238 overflow<nsw, nuw> : i64
    %1258 = llvm.getelementptr inbounds|nuw %1251[%1257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1248, %1258 : f32, !llvm.ptr
    %1259 = llvm.add %1238, %15 : i64
    llvm.br ^bb89(%1259 : i64)
  ^bb91:  // pred: ^bb89
    %1260 = llvm.add %1236, %15 : i64
    llvm.br ^bb87(%1260 : i64)
  ^bb92:  // pred: ^bb87
    %1261 = llvm.add %1234, %15 : i64
    llvm.br ^bb85(%1261 : i64)
  ^bb93:  // pred: ^bb85
    %1262 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1263 = llvm.extractvalue %1169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.extractvalue %1169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1265 = llvm.insertvalue %1263, %1262[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1266 = llvm.insertvalue %1264, %1265[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1267 = llvm.mlir.constant(0 : index) : i64
    %1268 = llvm.insertvalue %1267, %1266[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1269 = llvm.mlir.constant(1 : index) : i64
    %1270 = llvm.insertvalue %1269, %1268[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1271 = llvm.mlir.constant(64 : index) : i64
    %1272 = llvm.insertvalue %1271, %1270[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1273 = llvm.mlir.constant(1 : index) : i64
    %1274 = llvm.insertvalue %1273, %1272[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1275 = llvm.mlir.constant(64 : index) : i64
    %1276 = llvm.insertvalue %1275, %1274[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1277 = llvm.mlir.constant(8 : index) : i64
    %1278 = llvm.insertvalue %1277, %1276[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1279 = llvm.mlir.constant(8 : index) : i64
    %1280 = llvm.insertvalue %1279, %1278[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1281 = llvm.mlir.constant(8 : index) : i64
    %1282 = llvm.insertvalue %1281, %1280[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1283 = llvm.mlir.constant(1 : index) : i64
    %1284 = llvm.insertvalue %1283, %1282[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1285 = llvm.mlir.constant(1 : index) : i64
    %1286 = llvm.mlir.constant(1 : index) : i64
    %1287 = llvm.mlir.constant(8 : index) : i64
    %1288 = llvm.mlir.constant(8 : index) : i64
    %1289 = llvm.mlir.constant(1 : index) : i64
    %1290 = llvm.mlir.constant(64 : index) : i64
    %1291 = llvm.mlir.constant(64 : index) : i64
    %1292 = llvm.mlir.constant(64 : index) : i64
    %1293 = llvm.mlir.zero : !llvm.ptr
    %1294 = llvm.getelementptr %1293[%1292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1295 = llvm.ptrtoint %1294 : !llvm.ptr to i64
    %1296 = llvm.mlir.constant(64 : index) : i64
    %1297 = llvm.add %1295, %1296 : i64
    %1298 = llvm.call @malloc(%1297) : (i64) -> !llvm.ptr
    %1299 = llvm.ptrtoint %1298 : !llvm.ptr to i64
    %1300 = llvm.mlir.constant(1 : index) : i64
    %1301 = llvm.sub %1296, %1300 : i64
    %1302 = llvm.add %1299, %1301 : i64
    %1303 = llvm.urem %1302, %1296 : i64
    %1304 = llvm.sub %1302, %1303 : i64
    %1305 = llvm.inttoptr %1304 : i64 to !llvm.ptr
    %1306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1307 = llvm.insertvalue %1298, %1306[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1308 = llvm.insertvalue %1305, %1307[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1309 = llvm.mlir.constant(0 : index) : i64
    %1310 = llvm.insertvalue %1309, %1308[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1311 = llvm.insertvalue %1285, %1310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1312 = llvm.insertvalue %1286, %1311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1313 = llvm.insertvalue %1287, %1312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1314 = llvm.insertvalue %1288, %1313[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1315 = llvm.insertvalue %1291, %1314[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1316 = llvm.insertvalue %1290, %1315[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1317 = llvm.insertvalue %1288, %1316[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1318 = llvm.insertvalue %1289, %1317[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%20 : i64)
  ^bb94(%1319: i64):  // 2 preds: ^bb93, ^bb104
    %1320 = llvm.icmp "slt" %1319, %15 : i64
    llvm.cond_br %1320, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%20 : i64)
  ^bb96(%1321: i64):  // 2 preds: ^bb95, ^bb103
    %1322 = llvm.icmp "slt" %1321, %15 : i64
    llvm.cond_br %1322, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%20 : i64)
  ^bb98(%1323: i64):  // 2 preds: ^bb97, ^bb102
    %1324 = llvm.icmp "slt" %1323, %14 : i64
    llvm.cond_br %1324, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%20 : i64)
  ^bb100(%1325: i64):  // 2 preds: ^bb99, ^bb101
    %1326 = llvm.icmp "slt" %1325, %14 : i64
    llvm.cond_br %1326, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %1327 = llvm.extractvalue %1284[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1328 = llvm.mlir.constant(64 : index) : i64
    %1329 = llvm.mul %1319, %1328 overflow<nsw, nuw> : i64
    %1330 = llvm.mlir.constant(64 : index) : i64
    %1331 = llvm.mul %1321, %1330 overflow<nsw, nuw> : i64
    %1332 = llvm.add %1329, %1331 overflow<nsw, nuw> : i64
    %1333 = llvm.mlir.constant(8 : index) : i64
    %1334 = llvm.mul %1323, %1333 overflow<nsw, nuw> : i64
    %1335 = llvm.add %1332, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.add %1335, %1325 overflow<nsw, nuw> : i64
    %1337 = llvm.getelementptr inbounds|nuw %1327[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1338 = llvm.load %1337 : !llvm.ptr -> f32
    %1339 = llvm.intr.cos(%1338) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1340 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1341 = llvm.mlir.constant(64 : index) : i64
    %1342 = llvm.mul %1319, %1341 overflow<nsw, nuw> : i64
    %1343 = llvm.mlir.constant(64 : index) : i64
    %1344 = llvm.mul %1321, %1343 overflow<nsw, nuw> : i64
    %1345 = llvm.add %1342, %1344 overflow<nsw, nuw> : i64
    %1346 = llvm.mlir.constant(8 : index) : i64
    %1347 = llvm.mul %1323, %1346 overflow<nsw, nuw> : i64
    %1348 = llvm.add %1345, %1347 overflow<nsw, nuw> : i64
    %1349 = llvm.add %1348, %1325 overflow<nsw, nuw> : i64
    %1350 = llvm.getelementptr inbounds|nuw %1340[%1349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1339, %1350 : f32, !llvm.ptr
    %1351 = llvm.add %1325, %15 : i64
    llvm.br ^bb100(%1351 : i64)
  ^bb102:  // pred: ^bb100
    %1352 = llvm.add %1323, %15 : i64
    llvm.br ^bb98(%1352 : i64)
  ^bb103:  // pred: ^bb98
    %1353 = llvm.add %1321, %15 : i64
    llvm.br ^bb96(%1353 : i64)
  ^bb104:  // pred: ^bb96
    %1354 = llvm.add %1319, %15 : i64
    llvm.br ^bb94(%1354 : i64)
  ^bb105:  // pred: ^bb94
    %1355 = llvm.mlir.constant(1 : index) : i64
    %1356 = llvm.mlir.constant(1 : index) : i64
    %1357 = llvm.mlir.constant(8 : index) : i64
    %1358 = llvm.mlir.constant(8 : index) : i64
    %1359 = llvm.mlir.constant(1 : index) : i64
    %1360 = llvm.mlir.constant(64 : index) : i64
    %1361 = llvm.mlir.constant(64 : index) : i64
    %1362 = llvm.mlir.constant(64 : index) : i64
    %1363 = llvm.mlir.zero : !llvm.ptr
    %1364 = llvm.getelementptr %1363[%1362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1365 = llvm.ptrtoint %1364 : !llvm.ptr to i64
    %1366 = llvm.mlir.constant(64 : index) : i64
    %1367 = llvm.add %1365, %1366 : i64
    %1368 = llvm.call @malloc(%1367) : (i64) -> !llvm.ptr
    %1369 = llvm.ptrtoint %1368 : !llvm.ptr to i64
    %1370 = llvm.mlir.constant(1 : index) : i64
    %1371 = llvm.sub %1366, %1370 : i64
    %1372 = llvm.add %1369, %1371 : i64
    %1373 = llvm.urem %1372, %1366 : i64
    %1374 = llvm.sub %1372, %1373 : i64
    %1375 = llvm.inttoptr %1374 : i64 to !llvm.ptr
    %1376 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1377 = llvm.insertvalue %1368, %1376[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1378 = llvm.insertvalue %1375, %1377[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1379 = llvm.mlir.constant(0 : index) : i64
    %1380 = llvm.insertvalue %1379, %1378[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1381 = llvm.insertvalue %1355, %1380[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1382 = llvm.insertvalue %1356, %1381[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1383 = llvm.insertvalue %1357, %1382[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1384 = llvm.insertvalue %1358, %1383[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1385 = llvm.insertvalue %1361, %1384[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1386 = llvm.insertvalue %1360, %1385[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1387 = llvm.insertvalue %1358, %1386[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1388 = llvm.insertvalue %1359, %1387[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb106(%20 : i64)
  ^bb106(%1389: i64):  // 2 preds: ^bb105, ^bb116
    %1390 = llvm.icmp "slt" %1389, %15 : i64
    llvm.cond_br %1390, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%20 : i64)
  ^bb108(%1391: i64):  // 2 preds: ^bb107, ^bb115
    %1392 = llvm.icmp "slt" %1391, %15 : i64
    llvm.cond_br %1392, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%20 : i64)
  ^bb110(%1393: i64):  // 2 preds: ^bb109, ^bb114
    %1394 = llvm.icmp "slt" %1393, %14 : i64
    llvm.cond_br %1394, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%20 : i64)
  ^bb112(%1395: i64):  // 2 preds: ^bb111, ^bb113
    %1396 = llvm.icmp "slt" %1395, %14 : i64
    llvm.cond_br %1396, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %1397 = llvm.extractvalue %1284[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1398 = llvm.mlir.constant(64 : index) : i64
    %1399 = llvm.mul %1389, %1398 overflow<nsw, nuw> : i64
    %1400 = llvm.mlir.constant(64 : index) : i64
    %1401 = llvm.mul %1391, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.add %1399, %1401 overflow<nsw, nuw> : i64
    %1403 = llvm.mlir.constant(8 : index) : i64
    %1404 = llvm.mul %1393, %1403 overflow<nsw, nuw> : i64
    %1405 = llvm.add %1402, %1404 overflow<nsw, nuw> : i64
    %1406 = llvm.add %1405, %1395 overflow<nsw, nuw> : i64
    %1407 = llvm.getelementptr inbounds|nuw %1397[%1406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1408 = llvm.load %1407 : !llvm.ptr -> f32
    %1409 = llvm.intr.sin(%1408) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1410 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1411 = llvm.mlir.constant(64 : index) : i64
    %1412 = llvm.mul %1389, %1411 overflow<nsw, nuw> : i64
    %1413 = llvm.mlir.constant(64 : index) : i64
    %1414 = llvm.mul %1391, %1413 overflow<nsw, nuw> : i64
    %1415 = llvm.add %1412, %1414 overflow<nsw, nuw> : i64
    %1416 = llvm.mlir.constant(8 : index) : i64
    %1417 = llvm.mul %1393, %1416 overflow<nsw, nuw> : i64
    %1418 = llvm.add %1415, %1417 overflow<nsw, nuw> : i64
    %1419 = llvm.add %1418, %1395 overflow<nsw, nuw> : i64
    %1420 = llvm.getelementptr inbounds|nuw %1410[%1419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1409, %1420 : f32, !llvm.ptr
    %1421 = llvm.add %1395, %15 : i64
    llvm.br ^bb112(%1421 : i64)
  ^bb114:  // pred: ^bb112
    %1422 = llvm.add %1393, %15 : i64
    llvm.br ^bb110(%1422 : i64)
  ^bb115:  // pred: ^bb110
    %1423 = llvm.add %1391, %15 : i64
    llvm.br ^bb108(%1423 : i64)
  ^bb116:  // pred: ^bb108
    %1424 = llvm.add %1389, %15 : i64
    llvm.br ^bb106(%1424 : i64)
  ^bb117:  // pred: ^bb106
    llvm.br ^bb118(%20 : i64)
  ^bb118(%1425: i64):  // 2 preds: ^bb117, ^bb125
    %1426 = llvm.icmp "slt" %1425, %15 : i64
    llvm.cond_br %1426, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%20 : i64)
  ^bb120(%1427: i64):  // 2 preds: ^bb119, ^bb124
    %1428 = llvm.icmp "slt" %1427, %14 : i64
    llvm.cond_br %1428, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%20 : i64)
  ^bb122(%1429: i64):  // 2 preds: ^bb121, ^bb123
    %1430 = llvm.icmp "slt" %1429, %15 : i64
    llvm.cond_br %1430, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %1431 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1432 = llvm.mlir.constant(8 : index) : i64
    %1433 = llvm.mul %1425, %1432 overflow<nsw, nuw> : i64
    %1434 = llvm.add %1433, %1427 overflow<nsw, nuw> : i64
    %1435 = llvm.add %1434, %1429 overflow<nsw, nuw> : i64
    %1436 = llvm.getelementptr inbounds|nuw %1431[%1435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1436 : f32, !llvm.ptr
    %1437 = llvm.add %1429, %15 : i64
    llvm.br ^bb122(%1437 : i64)
  ^bb124:  // pred: ^bb122
    %1438 = llvm.add %1427, %15 : i64
    llvm.br ^bb120(%1438 : i64)
  ^bb125:  // pred: ^bb120
    %1439 = llvm.add %1425, %15 : i64
    llvm.br ^bb118(%1439 : i64)
  ^bb126:  // pred: ^bb118
    %1440 = llvm.mlir.constant(1 : index) : i64
    %1441 = llvm.mlir.constant(8 : index) : i64
    %1442 = llvm.mlir.constant(1 : index) : i64
    %1443 = llvm.mlir.constant(1 : index) : i64
    %1444 = llvm.mlir.constant(8 : index) : i64
    %1445 = llvm.mlir.zero : !llvm.ptr
    %1446 = llvm.getelementptr %1445[%1444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1447 = llvm.ptrtoint %1446 : !llvm.ptr to i64
    %1448 = llvm.mlir.constant(64 : index) : i64
    %1449 = llvm.add %1447, %1448 : i64
    %1450 = llvm.call @malloc(%1449) : (i64) -> !llvm.ptr
    %1451 = llvm.ptrtoint %1450 : !llvm.ptr to i64
    %1452 = llvm.mlir.constant(1 : index) : i64
    %1453 = llvm.sub %1448, %1452 : i64
    %1454 = llvm.add %1451, %1453 : i64
    %1455 = llvm.urem %1454, %1448 : i64
    %1456 = llvm.sub %1454, %1455 : i64
    %1457 = llvm.inttoptr %1456 : i64 to !llvm.ptr
    %1458 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1459 = llvm.insertvalue %1450, %1458[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1460 = llvm.insertvalue %1457, %1459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1461 = llvm.mlir.constant(0 : index) : i64
    %1462 = llvm.insertvalue %1461, %1460[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1463 = llvm.insertvalue %1440, %1462[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1464 = llvm.insertvalue %1441, %1463[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1465 = llvm.insertvalue %1442, %1464[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1466 = llvm.insertvalue %1441, %1465[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1467 = llvm.insertvalue %1442, %1466[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1468 = llvm.insertvalue %1443, %1467[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb127(%20 : i64)
  ^bb127(%1469: i64):  // 2 preds: ^bb126, ^bb134
    %1470 = llvm.icmp "slt" %1469, %15 : i64
    llvm.cond_br %1470, ^bb128, ^bb135
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%20 : i64)
  ^bb129(%1471: i64):  // 2 preds: ^bb128, ^bb133
    %1472 = llvm.icmp "slt" %1471, %14 : i64
    llvm.cond_br %1472, ^bb130, ^bb134
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%20 : i64)
  ^bb131(%1473: i64):  // 2 preds: ^bb130, ^bb132
    %1474 = llvm.icmp "slt" %1473, %15 : i64
    llvm.cond_br %1474, ^bb132, ^bb133
  ^bb132:  // pred: ^bb131
    %1475 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1476 = llvm.mlir.constant(8 : index) : i64
    %1477 = llvm.mul %1469, %1476 overflow<nsw, nuw> : i64
    %1478 = llvm.add %1477, %1471 overflow<nsw, nuw> : i64
    %1479 = llvm.add %1478, %1473 overflow<nsw, nuw> : i64
    %1480 = llvm.getelementptr inbounds|nuw %1475[%1479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1481 = llvm.load %1480 : !llvm.ptr -> f32
    %1482 = llvm.extractvalue %1468[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1483 = llvm.mlir.constant(8 : index) : i64
    %1484 = llvm.mul %1469, %1483 overflow<nsw, nuw> : i64
    %1485 = llvm.add %1484, %1471 overflow<nsw, nuw> : i64
    %1486 = llvm.add %1485, %1473 overflow<nsw, nuw> : i64
    %1487 = llvm.getelementptr inbounds|nuw %1482[%1486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1481, %1487 : f32, !llvm.ptr
    %1488 = llvm.add %1473, %15 : i64
    llvm.br ^bb131(%1488 : i64)
  ^bb133:  // pred: ^bb131
    %1489 = llvm.add %1471, %15 : i64
    llvm.br ^bb129(%1489 : i64)
  ^bb134:  // pred: ^bb129
    %1490 = llvm.add %1469, %15 : i64
    llvm.br ^bb127(%1490 : i64)
  ^bb135:  // pred: ^bb127
    llvm.br ^bb136(%20 : i64)
  ^bb136(%1491: i64):  // 2 preds: ^bb135, ^bb143
    %1492 = llvm.icmp "slt" %1491, %15 : i64
    llvm.cond_br %1492, ^bb137, ^bb144
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%20 : i64)
  ^bb138(%1493: i64):  // 2 preds: ^bb137, ^bb142
    %1494 = llvm.icmp "slt" %1493, %14 : i64
    llvm.cond_br %1494, ^bb139, ^bb143
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%20 : i64)
  ^bb140(%1495: i64):  // 2 preds: ^bb139, ^bb141
    %1496 = llvm.icmp "slt" %1495, %13 : i64
    llvm.cond_br %1496, ^bb141, ^bb142
  ^bb141:  // pred: ^bb140
    %1497 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1498 = llvm.mlir.constant(256 : index) : i64
    %1499 = llvm.mul %1491, %1498 overflow<nsw, nuw> : i64
    %1500 = llvm.mlir.constant(32 : index) : i64
    %1501 = llvm.mul %1493, %1500 overflow<nsw, nuw> : i64
    %1502 = llvm.add %1499, %1501 overflow<nsw, nuw> : i64
    %1503 = llvm.add %1502, %1495 overflow<nsw, nuw> : i64
    %1504 = llvm.getelementptr inbounds|nuw %1497[%1503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1505 = llvm.load %1504 : !llvm.ptr -> f32
    %1506 = llvm.extractvalue %1468[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1507 = llvm.mlir.constant(8 : index) : i64
    %1508 = llvm.mul %1491, %1507 overflow<nsw, nuw> : i64
    %1509 = llvm.add %1508, %1493 overflow<nsw, nuw> : i64
    %1510 = llvm.add %1509, %20 overflow<nsw, nuw> : i64
    %1511 = llvm.getelementptr inbounds|nuw %1506[%1510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1512 = llvm.load %1511 : !llvm.ptr -> f32
    %1513 = llvm.fmul %1505, %1505 : f32
    %1514 = llvm.fadd %1513, %1512 : f32
    %1515 = llvm.extractvalue %1468[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1516 = llvm.mlir.constant(8 : index) : i64
    %1517 = llvm.mul %1491, %1516 overflow<nsw, nuw> : i64
    %1518 = llvm.add %1517, %1493 overflow<nsw, nuw> : i64
    %1519 = llvm.add %1518, %20 overflow<nsw, nuw> : i64
    %1520 = llvm.getelementptr inbounds|nuw %1515[%1519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1514, %1520 : f32, !llvm.ptr
    %1521 = llvm.add %1495, %15 : i64
    llvm.br ^bb140(%1521 : i64)
  ^bb142:  // pred: ^bb140
    %1522 = llvm.add %1493, %15 : i64
    llvm.br ^bb138(%1522 : i64)
  ^bb143:  // pred: ^bb138
    %1523 = llvm.add %1491, %15 : i64
    llvm.br ^bb136(%1523 : i64)
  ^bb144:  // pred: ^bb136
    llvm.br ^bb145(%20 : i64)
  ^bb145(%1524: i64):  // 2 preds: ^bb144, ^bb152
    %1525 = llvm.icmp "slt" %1524, %15 : i64
    llvm.cond_br %1525, ^bb146, ^bb153
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%20 : i64)
  ^bb147(%1526: i64):  // 2 preds: ^bb146, ^bb151
    %1527 = llvm.icmp "slt" %1526, %14 : i64
    llvm.cond_br %1527, ^bb148, ^bb152
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%20 : i64)
  ^bb149(%1528: i64):  // 2 preds: ^bb148, ^bb150
    %1529 = llvm.icmp "slt" %1528, %13 : i64
    llvm.cond_br %1529, ^bb150, ^bb151
  ^bb150:  // pred: ^bb149
    %1530 = llvm.extractvalue %386[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1531 = llvm.getelementptr inbounds|nuw %1530[%1528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1532 = llvm.load %1531 : !llvm.ptr -> f32
    %1533 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1534 = llvm.mlir.constant(256 : index) : i64
    %1535 = llvm.mul %1524, %1534 overflow<nsw, nuw> : i64
    %1536 = llvm.mlir.constant(32 : index) : i64
    %1537 = llvm.mul %1526, %1536 overflow<nsw, nuw> : i64
    %1538 = llvm.add %1535, %1537 overflow<nsw, nuw> : i64
    %1539 = llvm.add %1538, %1528 overflow<nsw, nuw> : i64
    %1540 = llvm.getelementptr inbounds|nuw %1533[%1539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1541 = llvm.load %1540 : !llvm.ptr -> f32
    %1542 = llvm.extractvalue %1468[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1543 = llvm.mlir.constant(8 : index) : i64
    %1544 = llvm.mul %1524, %1543 overflow<nsw, nuw> : i64
    %1545 = llvm.add %1544, %1526 overflow<nsw, nuw> : i64
    %1546 = llvm.add %1545, %20 overflow<nsw, nuw> : i64
    %1547 = llvm.getelementptr inbounds|nuw %1542[%1546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1548 = llvm.load %1547 : !llvm.ptr -> f32
    %1549 = llvm.fdiv %1548, %16 : f32
    %1550 = llvm.fptrunc %17 : f64 to f32
    %1551 = llvm.fadd %1549, %1550 : f32
    %1552 = llvm.intr.sqrt(%1551) : (f32) -> f32
    %1553 = llvm.fdiv %26, %1552 : f32
    %1554 = llvm.fmul %1541, %1553 : f32
    %1555 = llvm.fmul %1532, %1554 : f32
    %1556 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1557 = llvm.mlir.constant(256 : index) : i64
    %1558 = llvm.mul %1524, %1557 overflow<nsw, nuw> : i64
    %1559 = llvm.mlir.constant(32 : index) : i64
    %1560 = llvm.mul %1526, %1559 overflow<nsw, nuw> : i64
    %1561 = llvm.add %1558, %1560 overflow<nsw, nuw> : i64
    %1562 = llvm.add %1561, %1528 overflow<nsw, nuw> : i64
    %1563 = llvm.getelementptr inbounds|nuw %1556[%1562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1555, %1563 : f32, !llvm.ptr
    %1564 = llvm.add %1528, %15 : i64
    llvm.br ^bb149(%1564 : i64)
  ^bb151:  // pred: ^bb149
    %1565 = llvm.add %1526, %15 : i64
    llvm.br ^bb147(%1565 : i64)
  ^bb152:  // pred: ^bb147
    %1566 = llvm.add %1524, %15 : i64
    llvm.br ^bb145(%1566 : i64)
  ^bb153:  // pred: ^bb145
    %1567 = llvm.mlir.constant(8 : index) : i64
    %1568 = llvm.mlir.constant(32 : index) : i64
    %1569 = llvm.mlir.constant(1 : index) : i64
    %1570 = llvm.mlir.constant(256 : index) : i64
    %1571 = llvm.mlir.zero : !llvm.ptr
    %1572 = llvm.getelementptr %1571[%1570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1573 = llvm.ptrtoint %1572 : !llvm.ptr to i64
    %1574 = llvm.mlir.constant(64 : index) : i64
    %1575 = llvm.add %1573, %1574 : i64
    %1576 = llvm.call @malloc(%1575) : (i64) -> !llvm.ptr
    %1577 = llvm.ptrtoint %1576 : !llvm.ptr to i64
    %1578 = llvm.mlir.constant(1 : index) : i64
    %1579 = llvm.sub %1574, %1578 : i64
    %1580 = llvm.add %1577, %1579 : i64
    %1581 = llvm.urem %1580, %1574 : i64
    %1582 = llvm.sub %1580, %1581 : i64
    %1583 = llvm.inttoptr %1582 : i64 to !llvm.ptr
    %1584 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1585 = llvm.insertvalue %1576, %1584[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1586 = llvm.insertvalue %1583, %1585[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1587 = llvm.mlir.constant(0 : index) : i64
    %1588 = llvm.insertvalue %1587, %1586[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1589 = llvm.insertvalue %1567, %1588[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1590 = llvm.insertvalue %1568, %1589[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1591 = llvm.insertvalue %1568, %1590[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1592 = llvm.insertvalue %1569, %1591[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb154(%20 : i64)
  ^bb154(%1593: i64):  // 2 preds: ^bb153, ^bb158
    %1594 = llvm.icmp "slt" %1593, %14 : i64
    llvm.cond_br %1594, ^bb155, ^bb159
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%20 : i64)
  ^bb156(%1595: i64):  // 2 preds: ^bb155, ^bb157
    %1596 = llvm.icmp "slt" %1595, %13 : i64
    llvm.cond_br %1596, ^bb157, ^bb158
  ^bb157:  // pred: ^bb156
    %1597 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1598 = llvm.mlir.constant(32 : index) : i64
    %1599 = llvm.mul %1593, %1598 overflow<nsw, nuw> : i64
    %1600 = llvm.add %1599, %1595 overflow<nsw, nuw> : i64
    %1601 = llvm.getelementptr inbounds|nuw %1597[%1600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1601 : f32, !llvm.ptr
    %1602 = llvm.add %1595, %15 : i64
    llvm.br ^bb156(%1602 : i64)
  ^bb158:  // pred: ^bb156
    %1603 = llvm.add %1593, %15 : i64
    llvm.br ^bb154(%1603 : i64)
  ^bb159:  // pred: ^bb154
    %1604 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1605 = llvm.extractvalue %370[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1606 = llvm.extractvalue %370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1607 = llvm.insertvalue %1605, %1604[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1608 = llvm.insertvalue %1606, %1607[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1609 = llvm.mlir.constant(0 : index) : i64
    %1610 = llvm.insertvalue %1609, %1608[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1611 = llvm.mlir.constant(4 : index) : i64
    %1612 = llvm.insertvalue %1611, %1610[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1613 = llvm.mlir.constant(256 : index) : i64
    %1614 = llvm.insertvalue %1613, %1612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1615 = llvm.mlir.constant(8 : index) : i64
    %1616 = llvm.insertvalue %1615, %1614[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1617 = llvm.mlir.constant(32 : index) : i64
    %1618 = llvm.insertvalue %1617, %1616[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1619 = llvm.mlir.constant(32 : index) : i64
    %1620 = llvm.insertvalue %1619, %1618[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1621 = llvm.mlir.constant(1 : index) : i64
    %1622 = llvm.insertvalue %1621, %1620[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1624 = llvm.extractvalue %1592[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1625 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1626 = llvm.insertvalue %1624, %1623[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1627 = llvm.insertvalue %1625, %1626[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1628 = llvm.mlir.constant(0 : index) : i64
    %1629 = llvm.insertvalue %1628, %1627[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1630 = llvm.mlir.constant(1 : index) : i64
    %1631 = llvm.insertvalue %1630, %1629[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1632 = llvm.mlir.constant(256 : index) : i64
    %1633 = llvm.insertvalue %1632, %1631[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1634 = llvm.mlir.constant(8 : index) : i64
    %1635 = llvm.insertvalue %1634, %1633[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1636 = llvm.mlir.constant(32 : index) : i64
    %1637 = llvm.insertvalue %1636, %1635[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1638 = llvm.mlir.constant(4 : index) : i64
    %1639 = llvm.insertvalue %1638, %1637[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1640 = llvm.mlir.constant(8 : index) : i64
    %1641 = llvm.insertvalue %1640, %1639[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1642 = llvm.mlir.constant(8 : index) : i64
    %1643 = llvm.insertvalue %1642, %1641[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1644 = llvm.mlir.constant(1 : index) : i64
    %1645 = llvm.insertvalue %1644, %1643[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1646 = llvm.mlir.constant(1 : index) : i64
    %1647 = llvm.mlir.constant(8 : index) : i64
    %1648 = llvm.mlir.constant(4 : index) : i64
    %1649 = llvm.mlir.constant(8 : index) : i64
    %1650 = llvm.mlir.constant(1 : index) : i64
    %1651 = llvm.mlir.constant(32 : index) : i64
    %1652 = llvm.mlir.constant(256 : index) : i64
    %1653 = llvm.mlir.constant(256 : index) : i64
    %1654 = llvm.mlir.zero : !llvm.ptr
    %1655 = llvm.getelementptr %1654[%1653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1656 = llvm.ptrtoint %1655 : !llvm.ptr to i64
    %1657 = llvm.mlir.constant(64 : index) : i64
    %1658 = llvm.add %1656, %1657 : i64
    %1659 = llvm.call @malloc(%1658) : (i64) -> !llvm.ptr
    %1660 = llvm.ptrtoint %1659 : !llvm.ptr to i64
    %1661 = llvm.mlir.constant(1 : index) : i64
    %1662 = llvm.sub %1657, %1661 : i64
    %1663 = llvm.add %1660, %1662 : i64
    %1664 = llvm.urem %1663, %1657 : i64
    %1665 = llvm.sub %1663, %1664 : i64
    %1666 = llvm.inttoptr %1665 : i64 to !llvm.ptr
    %1667 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1668 = llvm.insertvalue %1659, %1667[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1669 = llvm.insertvalue %1666, %1668[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1670 = llvm.mlir.constant(0 : index) : i64
    %1671 = llvm.insertvalue %1670, %1669[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1672 = llvm.insertvalue %1646, %1671[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1673 = llvm.insertvalue %1647, %1672[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1674 = llvm.insertvalue %1648, %1673[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1675 = llvm.insertvalue %1649, %1674[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1676 = llvm.insertvalue %1652, %1675[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1677 = llvm.insertvalue %1651, %1676[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1678 = llvm.insertvalue %1649, %1677[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1679 = llvm.insertvalue %1650, %1678[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%20 : i64)
  ^bb160(%1680: i64):  // 2 preds: ^bb159, ^bb170
    %1681 = llvm.icmp "slt" %1680, %15 : i64
    llvm.cond_br %1681, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%20 : i64)
  ^bb162(%1682: i64):  // 2 preds: ^bb161, ^bb169
    %1683 = llvm.icmp "slt" %1682, %14 : i64
    llvm.cond_br %1683, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%20 : i64)
  ^bb164(%1684: i64):  // 2 preds: ^bb163, ^bb168
    %1685 = llvm.icmp "slt" %1684, %12 : i64
    llvm.cond_br %1685, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%20 : i64)
  ^bb166(%1686: i64):  // 2 preds: ^bb165, ^bb167
    %1687 = llvm.icmp "slt" %1686, %14 : i64
    llvm.cond_br %1687, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1688 = llvm.extractvalue %1645[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1689 = llvm.mlir.constant(256 : index) : i64
    %1690 = llvm.mul %1680, %1689 overflow<nsw, nuw> : i64
    %1691 = llvm.mlir.constant(32 : index) : i64
    %1692 = llvm.mul %1682, %1691 overflow<nsw, nuw> : i64
    %1693 = llvm.add %1690, %1692 overflow<nsw, nuw> : i64
    %1694 = llvm.mlir.constant(8 : index) : i64
    %1695 = llvm.mul %1684, %1694 overflow<nsw, nuw> : i64
    %1696 = llvm.add %1693, %1695 overflow<nsw, nuw> : i64
    %1697 = llvm.add %1696, %1686 overflow<nsw, nuw> : i64
    %1698 = llvm.getelementptr inbounds|nuw %1688[%1697] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1699 = llvm.load %1698 : !llvm.ptr -> f32
    %1700 = llvm.extractvalue %1679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1701 = llvm.mlir.constant(256 : index) : i64
    %1702 = llvm.mul %1680, %1701 overflow<nsw, nuw> : i64
    %1703 = llvm.mlir.constant(32 : index) : i64
    %1704 = llvm.mul %1682, %1703 overflow<nsw, nuw> : i64
    %1705 = llvm.add %1702, %1704 overflow<nsw, nuw> : i64
    %1706 = llvm.mlir.constant(8 : index) : i64
    %1707 = llvm.mul %1684, %1706 overflow<nsw, nuw> : i64
    %1708 = llvm.add %1705, %1707 overflow<nsw, nuw> : i64
    %1709 = llvm.add %1708, %1686 overflow<nsw, nuw> : i64
    %1710 = llvm.getelementptr inbounds|nuw %1700[%1709] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1699, %1710 : f32, !llvm.ptr
    %1711 = llvm.add %1686, %15 : i64
    llvm.br ^bb166(%1711 : i64)
  ^bb168:  // pred: ^bb166
    %1712 = llvm.add %1684, %15 : i64
    llvm.br ^bb164(%1712 : i64)
  ^bb169:  // pred: ^bb164
    %1713 = llvm.add %1682, %15 : i64
    llvm.br ^bb162(%1713 : i64)
  ^bb170:  // pred: ^bb162
    %1714 = llvm.add %1680, %15 : i64
    llvm.br ^bb160(%1714 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%20 : i64)
  ^bb172(%1715: i64):  // 2 preds: ^bb171, ^bb185
    %1716 = llvm.icmp "slt" %1715, %15 : i64
    llvm.cond_br %1716, ^bb173, ^bb186
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%20 : i64)
  ^bb174(%1717: i64):  // 2 preds: ^bb173, ^bb184
    %1718 = llvm.icmp "slt" %1717, %14 : i64
    llvm.cond_br %1718, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%20 : i64)
  ^bb176(%1719: i64):  // 2 preds: ^bb175, ^bb183
    %1720 = llvm.icmp "slt" %1719, %12 : i64
    llvm.cond_br %1720, ^bb177, ^bb184
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%20 : i64)
  ^bb178(%1721: i64):  // 2 preds: ^bb177, ^bb182
    %1722 = llvm.icmp "slt" %1721, %14 : i64
    llvm.cond_br %1722, ^bb179, ^bb183
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%20 : i64)
  ^bb180(%1723: i64):  // 2 preds: ^bb179, ^bb181
    %1724 = llvm.icmp "slt" %1723, %13 : i64
    llvm.cond_br %1724, ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    %1725 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1726 = llvm.mlir.constant(256 : index) : i64
    %1727 = llvm.mul %1715, %1726 overflow<nsw, nuw> : i64
    %1728 = llvm.mlir.constant(32 : index) : i64
    %1729 = llvm.mul %1717, %1728 overflow<nsw, nuw> : i64
    %1730 = llvm.add %1727, %1729 overflow<nsw, nuw> : i64
    %1731 = llvm.add %1730, %1723 overflow<nsw, nuw> : i64
    %1732 = llvm.getelementptr inbounds|nuw %1725[%1731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1733 = llvm.load %1732 : !llvm.ptr -> f32
    %1734 = llvm.extractvalue %1622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1735 = llvm.mlir.constant(256 : index) : i64
    %1736 = llvm.mul %1719, %1735 overflow<nsw, nuw> : i64
    %1737 = llvm.mlir.constant(32 : index) : i64
    %1738 = llvm.mul %1721, %1737 overflow<nsw, nuw> : i64
    %1739 = llvm.add %1736, %1738 overflow<nsw, nuw> : i64
    %1740 = llvm.add %1739, %1723 overflow<nsw, nuw> : i64
    %1741 = llvm.getelementptr inbounds|nuw %1734[%1740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1742 = llvm.load %1741 : !llvm.ptr -> f32
    %1743 = llvm.extractvalue %1679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1744 = llvm.mlir.constant(256 : index) : i64
    %1745 = llvm.mul %1715, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.mlir.constant(32 : index) : i64
    %1747 = llvm.mul %1717, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1745, %1747 overflow<nsw, nuw> : i64
    %1749 = llvm.mlir.constant(8 : index) : i64
    %1750 = llvm.mul %1719, %1749 overflow<nsw, nuw> : i64
    %1751 = llvm.add %1748, %1750 overflow<nsw, nuw> : i64
    %1752 = llvm.add %1751, %1721 overflow<nsw, nuw> : i64
    %1753 = llvm.getelementptr inbounds|nuw %1743[%1752] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1754 = llvm.load %1753 : !llvm.ptr -> f32
    %1755 = llvm.fmul %1733, %1742 : f32
    %1756 = llvm.fadd %1754, %1755 : f32
    %1757 = llvm.extractvalue %1679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1758 = llvm.mlir.constant(256 : index) : i64
    %1759 = llvm.mul %1715, %1758 overflow<nsw, nuw> : i64
    %1760 = llvm.mlir.constant(32 : index) : i64
    %1761 = llvm.mul %1717, %1760 overflow<nsw, nuw> : i64
    %1762 = llvm.add %1759, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.mlir.constant(8 : index) : i64
    %1764 = llvm.mul %1719, %1763 overflow<nsw, nuw> : i64
    %1765 = llvm.add %1762, %1764 overflow<nsw, nuw> : i64
    %1766 = llvm.add %1765, %1721 overflow<nsw, nuw> : i64
    %1767 = llvm.getelementptr inbounds|nuw %1757[%1766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1756, %1767 : f32, !llvm.ptr
    %1768 = llvm.add %1723, %15 : i64
    llvm.br ^bb180(%1768 : i64)
  ^bb182:  // pred: ^bb180
    %1769 = llvm.add %1721, %15 : i64
    llvm.br ^bb178(%1769 : i64)
  ^bb183:  // pred: ^bb178
    %1770 = llvm.add %1719, %15 : i64
    llvm.br ^bb176(%1770 : i64)
  ^bb184:  // pred: ^bb176
    %1771 = llvm.add %1717, %15 : i64
    llvm.br ^bb174(%1771 : i64)
  ^bb185:  // pred: ^bb174
    %1772 = llvm.add %1715, %15 : i64
    llvm.br ^bb172(%1772 : i64)
  ^bb186:  // pred: ^bb172
    %1773 = llvm.mlir.constant(1 : index) : i64
    %1774 = llvm.mlir.constant(4 : index) : i64
    %1775 = llvm.mlir.constant(8 : index) : i64
    %1776 = llvm.mlir.constant(8 : index) : i64
    %1777 = llvm.mlir.constant(1 : index) : i64
    %1778 = llvm.mlir.constant(64 : index) : i64
    %1779 = llvm.mlir.constant(256 : index) : i64
    %1780 = llvm.mlir.constant(256 : index) : i64
    %1781 = llvm.mlir.zero : !llvm.ptr
    %1782 = llvm.getelementptr %1781[%1780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1783 = llvm.ptrtoint %1782 : !llvm.ptr to i64
    %1784 = llvm.mlir.constant(64 : index) : i64
    %1785 = llvm.add %1783, %1784 : i64
    %1786 = llvm.call @malloc(%1785) : (i64) -> !llvm.ptr
    %1787 = llvm.ptrtoint %1786 : !llvm.ptr to i64
    %1788 = llvm.mlir.constant(1 : index) : i64
    %1789 = llvm.sub %1784, %1788 : i64
    %1790 = llvm.add %1787, %1789 : i64
    %1791 = llvm.urem %1790, %1784 : i64
    %1792 = llvm.sub %1790, %1791 : i64
    %1793 = llvm.inttoptr %1792 : i64 to !llvm.ptr
    %1794 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1795 = llvm.insertvalue %1786, %1794[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1796 = llvm.insertvalue %1793, %1795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1797 = llvm.mlir.constant(0 : index) : i64
    %1798 = llvm.insertvalue %1797, %1796[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1799 = llvm.insertvalue %1773, %1798[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1800 = llvm.insertvalue %1774, %1799[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1801 = llvm.insertvalue %1775, %1800[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1802 = llvm.insertvalue %1776, %1801[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1803 = llvm.insertvalue %1779, %1802[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1804 = llvm.insertvalue %1778, %1803[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1805 = llvm.insertvalue %1776, %1804[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1806 = llvm.insertvalue %1777, %1805[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb187(%20 : i64)
  ^bb187(%1807: i64):  // 2 preds: ^bb186, ^bb197
    %1808 = llvm.icmp "slt" %1807, %15 : i64
    llvm.cond_br %1808, ^bb188, ^bb198
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%20 : i64)
  ^bb189(%1809: i64):  // 2 preds: ^bb188, ^bb196
    %1810 = llvm.icmp "slt" %1809, %12 : i64
    llvm.cond_br %1810, ^bb190, ^bb197
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%20 : i64)
  ^bb191(%1811: i64):  // 2 preds: ^bb190, ^bb195
    %1812 = llvm.icmp "slt" %1811, %14 : i64
    llvm.cond_br %1812, ^bb192, ^bb196
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%20 : i64)
  ^bb193(%1813: i64):  // 2 preds: ^bb192, ^bb194
    %1814 = llvm.icmp "slt" %1813, %14 : i64
    llvm.cond_br %1814, ^bb194, ^bb195
  ^bb194:  // pred: ^bb193
    %1815 = llvm.extractvalue %1679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1816 = llvm.mlir.constant(256 : index) : i64
    %1817 = llvm.mul %1807, %1816 overflow<nsw, nuw> : i64
    %1818 = llvm.mlir.constant(32 : index) : i64
    %1819 = llvm.mul %1811, %1818 overflow<nsw, nuw> : i64
    %1820 = llvm.add %1817, %1819 overflow<nsw, nuw> : i64
    %1821 = llvm.mlir.constant(8 : index) : i64
    %1822 = llvm.mul %1809, %1821 overflow<nsw, nuw> : i64
    %1823 = llvm.add %1820, %1822 overflow<nsw, nuw> : i64
    %1824 = llvm.add %1823, %1813 overflow<nsw, nuw> : i64
    %1825 = llvm.getelementptr inbounds|nuw %1815[%1824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1826 = llvm.load %1825 : !llvm.ptr -> f32
    %1827 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1828 = llvm.mlir.constant(256 : index) : i64
    %1829 = llvm.mul %1807, %1828 overflow<nsw, nuw> : i64
    %1830 = llvm.mlir.constant(64 : index) : i64
    %1831 = llvm.mul %1809, %1830 overflow<nsw, nuw> : i64
    %1832 = llvm.add %1829, %1831 overflow<nsw, nuw> : i64
    %1833 = llvm.mlir.constant(8 : index) : i64
    %1834 = llvm.mul %1811, %1833 overflow<nsw, nuw> : i64
    %1835 = llvm.add %1832, %1834 overflow<nsw, nuw> : i64
    %1836 = llvm.add %1835, %1813 overflow<nsw, nuw> : i64
    %1837 = llvm.getelementptr inbounds|nuw %1827[%1836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1826, %1837 : f32, !llvm.ptr
    %1838 = llvm.add %1813, %15 : i64
    llvm.br ^bb193(%1838 : i64)
  ^bb195:  // pred: ^bb193
    %1839 = llvm.add %1811, %15 : i64
    llvm.br ^bb191(%1839 : i64)
  ^bb196:  // pred: ^bb191
    %1840 = llvm.add %1809, %15 : i64
    llvm.br ^bb189(%1840 : i64)
  ^bb197:  // pred: ^bb189
    %1841 = llvm.add %1807, %15 : i64
    llvm.br ^bb187(%1841 : i64)
  ^bb198:  // pred: ^bb187
    %1842 = llvm.mlir.constant(8 : index) : i64
    %1843 = llvm.mlir.constant(16 : index) : i64
    %1844 = llvm.mlir.constant(1 : index) : i64
    %1845 = llvm.mlir.constant(128 : index) : i64
    %1846 = llvm.mlir.zero : !llvm.ptr
    %1847 = llvm.getelementptr %1846[%1845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1848 = llvm.ptrtoint %1847 : !llvm.ptr to i64
    %1849 = llvm.mlir.constant(64 : index) : i64
    %1850 = llvm.add %1848, %1849 : i64
    %1851 = llvm.call @malloc(%1850) : (i64) -> !llvm.ptr
    %1852 = llvm.ptrtoint %1851 : !llvm.ptr to i64
    %1853 = llvm.mlir.constant(1 : index) : i64
    %1854 = llvm.sub %1849, %1853 : i64
    %1855 = llvm.add %1852, %1854 : i64
    %1856 = llvm.urem %1855, %1849 : i64
    %1857 = llvm.sub %1855, %1856 : i64
    %1858 = llvm.inttoptr %1857 : i64 to !llvm.ptr
    %1859 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1860 = llvm.insertvalue %1851, %1859[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1861 = llvm.insertvalue %1858, %1860[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1862 = llvm.mlir.constant(0 : index) : i64
    %1863 = llvm.insertvalue %1862, %1861[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1864 = llvm.insertvalue %1842, %1863[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1865 = llvm.insertvalue %1843, %1864[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1866 = llvm.insertvalue %1843, %1865[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1867 = llvm.insertvalue %1844, %1866[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb199(%20 : i64)
  ^bb199(%1868: i64):  // 2 preds: ^bb198, ^bb203
    %1869 = llvm.icmp "slt" %1868, %14 : i64
    llvm.cond_br %1869, ^bb200, ^bb204
  ^bb200:  // pred: ^bb199
    llvm.br ^bb201(%20 : i64)
  ^bb201(%1870: i64):  // 2 preds: ^bb200, ^bb202
    %1871 = llvm.icmp "slt" %1870, %11 : i64
    llvm.cond_br %1871, ^bb202, ^bb203
  ^bb202:  // pred: ^bb201
    %1872 = llvm.extractvalue %1867[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1873 = llvm.mlir.constant(16 : index) : i64
    %1874 = llvm.mul %1868, %1873 overflow<nsw, nuw> : i64
    %1875 = llvm.add %1874, %1870 overflow<nsw, nuw> : i64
    %1876 = llvm.getelementptr inbounds|nuw %1872[%1875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1876 : f32, !llvm.ptr
    %1877 = llvm.add %1870, %15 : i64
    llvm.br ^bb201(%1877 : i64)
  ^bb203:  // pred: ^bb201
    %1878 = llvm.add %1868, %15 : i64
    llvm.br ^bb199(%1878 : i64)
  ^bb204:  // pred: ^bb199
    %1879 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1880 = llvm.extractvalue %350[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1881 = llvm.extractvalue %350[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1882 = llvm.insertvalue %1880, %1879[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1883 = llvm.insertvalue %1881, %1882[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1884 = llvm.mlir.constant(0 : index) : i64
    %1885 = llvm.insertvalue %1884, %1883[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1886 = llvm.mlir.constant(2 : index) : i64
    %1887 = llvm.insertvalue %1886, %1885[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1888 = llvm.mlir.constant(256 : index) : i64
    %1889 = llvm.insertvalue %1888, %1887[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1890 = llvm.mlir.constant(8 : index) : i64
    %1891 = llvm.insertvalue %1890, %1889[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1892 = llvm.mlir.constant(32 : index) : i64
    %1893 = llvm.insertvalue %1892, %1891[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1894 = llvm.mlir.constant(32 : index) : i64
    %1895 = llvm.insertvalue %1894, %1893[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1896 = llvm.mlir.constant(1 : index) : i64
    %1897 = llvm.insertvalue %1896, %1895[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1898 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1899 = llvm.extractvalue %1867[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1900 = llvm.extractvalue %1867[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1901 = llvm.insertvalue %1899, %1898[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.insertvalue %1900, %1901[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1903 = llvm.mlir.constant(0 : index) : i64
    %1904 = llvm.insertvalue %1903, %1902[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1905 = llvm.mlir.constant(1 : index) : i64
    %1906 = llvm.insertvalue %1905, %1904[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1907 = llvm.mlir.constant(128 : index) : i64
    %1908 = llvm.insertvalue %1907, %1906[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1909 = llvm.mlir.constant(8 : index) : i64
    %1910 = llvm.insertvalue %1909, %1908[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1911 = llvm.mlir.constant(16 : index) : i64
    %1912 = llvm.insertvalue %1911, %1910[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1913 = llvm.mlir.constant(2 : index) : i64
    %1914 = llvm.insertvalue %1913, %1912[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1915 = llvm.mlir.constant(8 : index) : i64
    %1916 = llvm.insertvalue %1915, %1914[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1917 = llvm.mlir.constant(8 : index) : i64
    %1918 = llvm.insertvalue %1917, %1916[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1919 = llvm.mlir.constant(1 : index) : i64
    %1920 = llvm.insertvalue %1919, %1918[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1921 = llvm.mlir.constant(1 : index) : i64
    %1922 = llvm.mlir.constant(8 : index) : i64
    %1923 = llvm.mlir.constant(2 : index) : i64
    %1924 = llvm.mlir.constant(8 : index) : i64
    %1925 = llvm.mlir.constant(1 : index) : i64
    %1926 = llvm.mlir.constant(16 : index) : i64
    %1927 = llvm.mlir.constant(128 : index) : i64
    %1928 = llvm.mlir.constant(128 : index) : i64
    %1929 = llvm.mlir.zero : !llvm.ptr
    %1930 = llvm.getelementptr %1929[%1928] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1931 = llvm.ptrtoint %1930 : !llvm.ptr to i64
    %1932 = llvm.mlir.constant(64 : index) : i64
    %1933 = llvm.add %1931, %1932 : i64
    %1934 = llvm.call @malloc(%1933) : (i64) -> !llvm.ptr
    %1935 = llvm.ptrtoint %1934 : !llvm.ptr to i64
    %1936 = llvm.mlir.constant(1 : index) : i64
    %1937 = llvm.sub %1932, %1936 : i64
    %1938 = llvm.add %1935, %1937 : i64
    %1939 = llvm.urem %1938, %1932 : i64
    %1940 = llvm.sub %1938, %1939 : i64
    %1941 = llvm.inttoptr %1940 : i64 to !llvm.ptr
    %1942 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1943 = llvm.insertvalue %1934, %1942[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1944 = llvm.insertvalue %1941, %1943[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1945 = llvm.mlir.constant(0 : index) : i64
    %1946 = llvm.insertvalue %1945, %1944[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1947 = llvm.insertvalue %1921, %1946[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1948 = llvm.insertvalue %1922, %1947[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1949 = llvm.insertvalue %1923, %1948[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1950 = llvm.insertvalue %1924, %1949[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1951 = llvm.insertvalue %1927, %1950[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1952 = llvm.insertvalue %1926, %1951[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1953 = llvm.insertvalue %1924, %1952[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1954 = llvm.insertvalue %1925, %1953[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%20 : i64)
  ^bb205(%1955: i64):  // 2 preds: ^bb204, ^bb215
    %1956 = llvm.icmp "slt" %1955, %15 : i64
    llvm.cond_br %1956, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%20 : i64)
  ^bb207(%1957: i64):  // 2 preds: ^bb206, ^bb214
    %1958 = llvm.icmp "slt" %1957, %14 : i64
    llvm.cond_br %1958, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%20 : i64)
  ^bb209(%1959: i64):  // 2 preds: ^bb208, ^bb213
    %1960 = llvm.icmp "slt" %1959, %10 : i64
    llvm.cond_br %1960, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%20 : i64)
  ^bb211(%1961: i64):  // 2 preds: ^bb210, ^bb212
    %1962 = llvm.icmp "slt" %1961, %14 : i64
    llvm.cond_br %1962, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %1963 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1964 = llvm.mlir.constant(128 : index) : i64
    %1965 = llvm.mul %1955, %1964 overflow<nsw, nuw> : i64
    %1966 = llvm.mlir.constant(16 : index) : i64
    %1967 = llvm.mul %1957, %1966 overflow<nsw, nuw> : i64
    %1968 = llvm.add %1965, %1967 overflow<nsw, nuw> : i64
    %1969 = llvm.mlir.constant(8 : index) : i64
    %1970 = llvm.mul %1959, %1969 overflow<nsw, nuw> : i64
    %1971 = llvm.add %1968, %1970 overflow<nsw, nuw> : i64
    %1972 = llvm.add %1971, %1961 overflow<nsw, nuw> : i64
    %1973 = llvm.getelementptr inbounds|nuw %1963[%1972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1974 = llvm.load %1973 : !llvm.ptr -> f32
    %1975 = llvm.extractvalue %1954[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1976 = llvm.mlir.constant(128 : index) : i64
    %1977 = llvm.mul %1955, %1976 overflow<nsw, nuw> : i64
    %1978 = llvm.mlir.constant(16 : index) : i64
    %1979 = llvm.mul %1957, %1978 overflow<nsw, nuw> : i64
    %1980 = llvm.add %1977, %1979 overflow<nsw, nuw> : i64
    %1981 = llvm.mlir.constant(8 : index) : i64
    %1982 = llvm.mul %1959, %1981 overflow<nsw, nuw> : i64
    %1983 = llvm.add %1980, %1982 overflow<nsw, nuw> : i64
    %1984 = llvm.add %1983, %1961 overflow<nsw, nuw> : i64
    %1985 = llvm.getelementptr inbounds|nuw %1975[%1984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1974, %1985 : f32, !llvm.ptr
    %1986 = llvm.add %1961, %15 : i64
    llvm.br ^bb211(%1986 : i64)
  ^bb213:  // pred: ^bb211
    %1987 = llvm.add %1959, %15 : i64
    llvm.br ^bb209(%1987 : i64)
  ^bb214:  // pred: ^bb209
    %1988 = llvm.add %1957, %15 : i64
    llvm.br ^bb207(%1988 : i64)
  ^bb215:  // pred: ^bb207
    %1989 = llvm.add %1955, %15 : i64
    llvm.br ^bb205(%1989 : i64)
  ^bb216:  // pred: ^bb205
    llvm.br ^bb217(%20 : i64)
  ^bb217(%1990: i64):  // 2 preds: ^bb216, ^bb230
    %1991 = llvm.icmp "slt" %1990, %15 : i64
    llvm.cond_br %1991, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%20 : i64)
  ^bb219(%1992: i64):  // 2 preds: ^bb218, ^bb229
    %1993 = llvm.icmp "slt" %1992, %14 : i64
    llvm.cond_br %1993, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%20 : i64)
  ^bb221(%1994: i64):  // 2 preds: ^bb220, ^bb228
    %1995 = llvm.icmp "slt" %1994, %10 : i64
    llvm.cond_br %1995, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%20 : i64)
  ^bb223(%1996: i64):  // 2 preds: ^bb222, ^bb227
    %1997 = llvm.icmp "slt" %1996, %14 : i64
    llvm.cond_br %1997, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%20 : i64)
  ^bb225(%1998: i64):  // 2 preds: ^bb224, ^bb226
    %1999 = llvm.icmp "slt" %1998, %13 : i64
    llvm.cond_br %1999, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %2000 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2001 = llvm.mlir.constant(256 : index) : i64
    %2002 = llvm.mul %1990, %2001 overflow<nsw, nuw> : i64
    %2003 = llvm.mlir.constant(32 : index) : i64
    %2004 = llvm.mul %1992, %2003 overflow<nsw, nuw> : i64
    %2005 = llvm.add %2002, %2004 overflow<nsw, nuw> : i64
    %2006 = llvm.add %2005, %1998 overflow<nsw, nuw> : i64
    %2007 = llvm.getelementptr inbounds|nuw %2000[%2006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2008 = llvm.load %2007 : !llvm.ptr -> f32
    %2009 = llvm.extractvalue %1897[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2010 = llvm.mlir.constant(256 : index) : i64
    %2011 = llvm.mul %1994, %2010 overflow<nsw, nuw> : i64
    %2012 = llvm.mlir.constant(32 : index) : i64
    %2013 = llvm.mul %1996, %2012 overflow<nsw, nuw> : i64
    %2014 = llvm.add %2011, %2013 overflow<nsw, nuw> : i64
    %2015 = llvm.add %2014, %1998 overflow<nsw, nuw> : i64
    %2016 = llvm.getelementptr inbounds|nuw %2009[%2015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2017 = llvm.load %2016 : !llvm.ptr -> f32
    %2018 = llvm.extractvalue %1954[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2019 = llvm.mlir.constant(128 : index) : i64
    %2020 = llvm.mul %1990, %2019 overflow<nsw, nuw> : i64
    %2021 = llvm.mlir.constant(16 : index) : i64
    %2022 = llvm.mul %1992, %2021 overflow<nsw, nuw> : i64
    %2023 = llvm.add %2020, %2022 overflow<nsw, nuw> : i64
    %2024 = llvm.mlir.constant(8 : index) : i64
    %2025 = llvm.mul %1994, %2024 overflow<nsw, nuw> : i64
    %2026 = llvm.add %2023, %2025 overflow<nsw, nuw> : i64
    %2027 = llvm.add %2026, %1996 overflow<nsw, nuw> : i64
    %2028 = llvm.getelementptr inbounds|nuw %2018[%2027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2029 = llvm.load %2028 : !llvm.ptr -> f32
    %2030 = llvm.fmul %2008, %2017 : f32
    %2031 = llvm.fadd %2029, %2030 : f32
    %2032 = llvm.extractvalue %1954[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2033 = llvm.mlir.constant(128 : index) : i64
    %2034 = llvm.mul %1990, %2033 overflow<nsw, nuw> : i64
    %2035 = llvm.mlir.constant(16 : index) : i64
    %2036 = llvm.mul %1992, %2035 overflow<nsw, nuw> : i64
    %2037 = llvm.add %2034, %2036 overflow<nsw, nuw> : i64
    %2038 = llvm.mlir.constant(8 : index) : i64
    %2039 = llvm.mul %1994, %2038 overflow<nsw, nuw> : i64
    %2040 = llvm.add %2037, %2039 overflow<nsw, nuw> : i64
    %2041 = llvm.add %2040, %1996 overflow<nsw, nuw> : i64
    %2042 = llvm.getelementptr inbounds|nuw %2032[%2041] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2031, %2042 : f32, !llvm.ptr
    %2043 = llvm.add %1998, %15 : i64
    llvm.br ^bb225(%2043 : i64)
  ^bb227:  // pred: ^bb225
    %2044 = llvm.add %1996, %15 : i64
    llvm.br ^bb223(%2044 : i64)
  ^bb228:  // pred: ^bb223
    %2045 = llvm.add %1994, %15 : i64
    llvm.br ^bb221(%2045 : i64)
  ^bb229:  // pred: ^bb221
    %2046 = llvm.add %1992, %15 : i64
    llvm.br ^bb219(%2046 : i64)
  ^bb230:  // pred: ^bb219
    %2047 = llvm.add %1990, %15 : i64
    llvm.br ^bb217(%2047 : i64)
  ^bb231:  // pred: ^bb217
    %2048 = llvm.mlir.constant(1 : index) : i64
    %2049 = llvm.mlir.constant(2 : index) : i64
    %2050 = llvm.mlir.constant(8 : index) : i64
    %2051 = llvm.mlir.constant(8 : index) : i64
    %2052 = llvm.mlir.constant(1 : index) : i64
    %2053 = llvm.mlir.constant(64 : index) : i64
    %2054 = llvm.mlir.constant(128 : index) : i64
    %2055 = llvm.mlir.constant(128 : index) : i64
    %2056 = llvm.mlir.zero : !llvm.ptr
    %2057 = llvm.getelementptr %2056[%2055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2058 = llvm.ptrtoint %2057 : !llvm.ptr to i64
    %2059 = llvm.mlir.constant(64 : index) : i64
    %2060 = llvm.add %2058, %2059 : i64
    %2061 = llvm.call @malloc(%2060) : (i64) -> !llvm.ptr
    %2062 = llvm.ptrtoint %2061 : !llvm.ptr to i64
    %2063 = llvm.mlir.constant(1 : index) : i64
    %2064 = llvm.sub %2059, %2063 : i64
    %2065 = llvm.add %2062, %2064 : i64
    %2066 = llvm.urem %2065, %2059 : i64
    %2067 = llvm.sub %2065, %2066 : i64
    %2068 = llvm.inttoptr %2067 : i64 to !llvm.ptr
    %2069 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2070 = llvm.insertvalue %2061, %2069[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2071 = llvm.insertvalue %2068, %2070[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2072 = llvm.mlir.constant(0 : index) : i64
    %2073 = llvm.insertvalue %2072, %2071[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2074 = llvm.insertvalue %2048, %2073[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2075 = llvm.insertvalue %2049, %2074[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2076 = llvm.insertvalue %2050, %2075[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2077 = llvm.insertvalue %2051, %2076[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2078 = llvm.insertvalue %2054, %2077[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2079 = llvm.insertvalue %2053, %2078[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2080 = llvm.insertvalue %2051, %2079[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2081 = llvm.insertvalue %2052, %2080[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb232(%20 : i64)
  ^bb232(%2082: i64):  // 2 preds: ^bb231, ^bb242
    %2083 = llvm.icmp "slt" %2082, %15 : i64
    llvm.cond_br %2083, ^bb233, ^bb243
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%20 : i64)
  ^bb234(%2084: i64):  // 2 preds: ^bb233, ^bb241
    %2085 = llvm.icmp "slt" %2084, %10 : i64
    llvm.cond_br %2085, ^bb235, ^bb242
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%20 : i64)
  ^bb236(%2086: i64):  // 2 preds: ^bb235, ^bb240
    %2087 = llvm.icmp "slt" %2086, %14 : i64
    llvm.cond_br %2087, ^bb237, ^bb241
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%20 : i64)
  ^bb238(%2088: i64):  // 2 preds: ^bb237, ^bb239
    %2089 = llvm.icmp "slt" %2088, %14 : i64
    llvm.cond_br %2089, ^bb239, ^bb240
  ^bb239:  // pred: ^bb238
    %2090 = llvm.extractvalue %1954[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2091 = llvm.mlir.constant(128 : index) : i64
    %2092 = llvm.mul %2082, %2091 overflow<nsw, nuw> : i64
    %2093 = llvm.mlir.constant(16 : index) : i64
    %2094 = llvm.mul %2086, %2093 overflow<nsw, nuw> : i64
    %2095 = llvm.add %2092, %2094 overflow<nsw, nuw> : i64
    %2096 = llvm.mlir.constant(8 : index) : i64
    %2097 = llvm.mul %2084, %2096 overflow<nsw, nuw> : i64
    %2098 = llvm.add %2095, %2097 overflow<nsw, nuw> : i64
    %2099 = llvm.add %2098, %2088 overflow<nsw, nuw> : i64
    %2100 = llvm.getelementptr inbounds|nuw %2090[%2099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2101 = llvm.load %2100 : !llvm.ptr -> f32
    %2102 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2103 = llvm.mlir.constant(128 : index) : i64
    %2104 = llvm.mul %2082, %2103 overflow<nsw, nuw> : i64
    %2105 = llvm.mlir.constant(64 : index) : i64
    %2106 = llvm.mul %2084, %2105 overflow<nsw, nuw> : i64
    %2107 = llvm.add %2104, %2106 overflow<nsw, nuw> : i64
    %2108 = llvm.mlir.constant(8 : index) : i64
    %2109 = llvm.mul %2086, %2108 overflow<nsw, nuw> : i64
    %2110 = llvm.add %2107, %2109 overflow<nsw, nuw> : i64
    %2111 = llvm.add %2110, %2088 overflow<nsw, nuw> : i64
    %2112 = llvm.getelementptr inbounds|nuw %2102[%2111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2101, %2112 : f32, !llvm.ptr
    %2113 = llvm.add %2088, %15 : i64
    llvm.br ^bb238(%2113 : i64)
  ^bb240:  // pred: ^bb238
    %2114 = llvm.add %2086, %15 : i64
    llvm.br ^bb236(%2114 : i64)
  ^bb241:  // pred: ^bb236
    %2115 = llvm.add %2084, %15 : i64
    llvm.br ^bb234(%2115 : i64)
  ^bb242:  // pred: ^bb234
    %2116 = llvm.add %2082, %15 : i64
    llvm.br ^bb232(%2116 : i64)
  ^bb243:  // pred: ^bb232
    %2117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2118 = llvm.extractvalue %330[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2119 = llvm.extractvalue %330[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2120 = llvm.insertvalue %2118, %2117[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2121 = llvm.insertvalue %2119, %2120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2122 = llvm.mlir.constant(0 : index) : i64
    %2123 = llvm.insertvalue %2122, %2121[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2124 = llvm.mlir.constant(2 : index) : i64
    %2125 = llvm.insertvalue %2124, %2123[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2126 = llvm.mlir.constant(256 : index) : i64
    %2127 = llvm.insertvalue %2126, %2125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2128 = llvm.mlir.constant(8 : index) : i64
    %2129 = llvm.insertvalue %2128, %2127[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2130 = llvm.mlir.constant(32 : index) : i64
    %2131 = llvm.insertvalue %2130, %2129[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2132 = llvm.mlir.constant(32 : index) : i64
    %2133 = llvm.insertvalue %2132, %2131[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2134 = llvm.mlir.constant(1 : index) : i64
    %2135 = llvm.insertvalue %2134, %2133[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2136 = llvm.mlir.constant(1 : index) : i64
    %2137 = llvm.mlir.constant(8 : index) : i64
    %2138 = llvm.mlir.constant(2 : index) : i64
    %2139 = llvm.mlir.constant(8 : index) : i64
    %2140 = llvm.mlir.constant(1 : index) : i64
    %2141 = llvm.mlir.constant(16 : index) : i64
    %2142 = llvm.mlir.constant(128 : index) : i64
    %2143 = llvm.mlir.constant(128 : index) : i64
    %2144 = llvm.mlir.zero : !llvm.ptr
    %2145 = llvm.getelementptr %2144[%2143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2146 = llvm.ptrtoint %2145 : !llvm.ptr to i64
    %2147 = llvm.mlir.constant(64 : index) : i64
    %2148 = llvm.add %2146, %2147 : i64
    %2149 = llvm.call @malloc(%2148) : (i64) -> !llvm.ptr
    %2150 = llvm.ptrtoint %2149 : !llvm.ptr to i64
    %2151 = llvm.mlir.constant(1 : index) : i64
    %2152 = llvm.sub %2147, %2151 : i64
    %2153 = llvm.add %2150, %2152 : i64
    %2154 = llvm.urem %2153, %2147 : i64
    %2155 = llvm.sub %2153, %2154 : i64
    %2156 = llvm.inttoptr %2155 : i64 to !llvm.ptr
    %2157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2158 = llvm.insertvalue %2149, %2157[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2159 = llvm.insertvalue %2156, %2158[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2160 = llvm.mlir.constant(0 : index) : i64
    %2161 = llvm.insertvalue %2160, %2159[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2162 = llvm.insertvalue %2136, %2161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2163 = llvm.insertvalue %2137, %2162[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2164 = llvm.insertvalue %2138, %2163[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2165 = llvm.insertvalue %2139, %2164[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2166 = llvm.insertvalue %2142, %2165[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2167 = llvm.insertvalue %2141, %2166[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2168 = llvm.insertvalue %2139, %2167[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2169 = llvm.insertvalue %2140, %2168[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%20 : i64)
  ^bb244(%2170: i64):  // 2 preds: ^bb243, ^bb254
    %2171 = llvm.icmp "slt" %2170, %15 : i64
    llvm.cond_br %2171, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%20 : i64)
  ^bb246(%2172: i64):  // 2 preds: ^bb245, ^bb253
    %2173 = llvm.icmp "slt" %2172, %14 : i64
    llvm.cond_br %2173, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%20 : i64)
  ^bb248(%2174: i64):  // 2 preds: ^bb247, ^bb252
    %2175 = llvm.icmp "slt" %2174, %10 : i64
    llvm.cond_br %2175, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%20 : i64)
  ^bb250(%2176: i64):  // 2 preds: ^bb249, ^bb251
    %2177 = llvm.icmp "slt" %2176, %14 : i64
    llvm.cond_br %2177, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2178 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.mlir.constant(128 : index) : i64
    %2180 = llvm.mul %2170, %2179 overflow<nsw, nuw> : i64
    %2181 = llvm.mlir.constant(16 : index) : i64
    %2182 = llvm.mul %2172, %2181 overflow<nsw, nuw> : i64
    %2183 = llvm.add %2180, %2182 overflow<nsw, nuw> : i64
    %2184 = llvm.mlir.constant(8 : index) : i64
    %2185 = llvm.mul %2174, %2184 overflow<nsw, nuw> : i64
    %2186 = llvm.add %2183, %2185 overflow<nsw, nuw> : i64
    %2187 = llvm.add %2186, %2176 overflow<nsw, nuw> : i64
    %2188 = llvm.getelementptr inbounds|nuw %2178[%2187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2189 = llvm.load %2188 : !llvm.ptr -> f32
    %2190 = llvm.extractvalue %2169[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2191 = llvm.mlir.constant(128 : index) : i64
    %2192 = llvm.mul %2170, %2191 overflow<nsw, nuw> : i64
    %2193 = llvm.mlir.constant(16 : index) : i64
    %2194 = llvm.mul %2172, %2193 overflow<nsw, nuw> : i64
    %2195 = llvm.add %2192, %2194 overflow<nsw, nuw> : i64
    %2196 = llvm.mlir.constant(8 : index) : i64
    %2197 = llvm.mul %2174, %2196 overflow<nsw, nuw> : i64
    %2198 = llvm.add %2195, %2197 overflow<nsw, nuw> : i64
    %2199 = llvm.add %2198, %2176 overflow<nsw, nuw> : i64
    %2200 = llvm.getelementptr inbounds|nuw %2190[%2199] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2189, %2200 : f32, !llvm.ptr
    %2201 = llvm.add %2176, %15 : i64
    llvm.br ^bb250(%2201 : i64)
  ^bb252:  // pred: ^bb250
    %2202 = llvm.add %2174, %15 : i64
    llvm.br ^bb248(%2202 : i64)
  ^bb253:  // pred: ^bb248
    %2203 = llvm.add %2172, %15 : i64
    llvm.br ^bb246(%2203 : i64)
  ^bb254:  // pred: ^bb246
    %2204 = llvm.add %2170, %15 : i64
    llvm.br ^bb244(%2204 : i64)
  ^bb255:  // pred: ^bb244
    llvm.br ^bb256(%20 : i64)
  ^bb256(%2205: i64):  // 2 preds: ^bb255, ^bb269
    %2206 = llvm.icmp "slt" %2205, %15 : i64
    llvm.cond_br %2206, ^bb257, ^bb270
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%20 : i64)
  ^bb258(%2207: i64):  // 2 preds: ^bb257, ^bb268
    %2208 = llvm.icmp "slt" %2207, %14 : i64
    llvm.cond_br %2208, ^bb259, ^bb269
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%20 : i64)
  ^bb260(%2209: i64):  // 2 preds: ^bb259, ^bb267
    %2210 = llvm.icmp "slt" %2209, %10 : i64
    llvm.cond_br %2210, ^bb261, ^bb268
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%20 : i64)
  ^bb262(%2211: i64):  // 2 preds: ^bb261, ^bb266
    %2212 = llvm.icmp "slt" %2211, %14 : i64
    llvm.cond_br %2212, ^bb263, ^bb267
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%20 : i64)
  ^bb264(%2213: i64):  // 2 preds: ^bb263, ^bb265
    %2214 = llvm.icmp "slt" %2213, %13 : i64
    llvm.cond_br %2214, ^bb265, ^bb266
  ^bb265:  // pred: ^bb264
    %2215 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2216 = llvm.mlir.constant(256 : index) : i64
    %2217 = llvm.mul %2205, %2216 overflow<nsw, nuw> : i64
    %2218 = llvm.mlir.constant(32 : index) : i64
    %2219 = llvm.mul %2207, %2218 overflow<nsw, nuw> : i64
    %2220 = llvm.add %2217, %2219 overflow<nsw, nuw> : i64
    %2221 = llvm.add %2220, %2213 overflow<nsw, nuw> : i64
    %2222 = llvm.getelementptr inbounds|nuw %2215[%2221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2223 = llvm.load %2222 : !llvm.ptr -> f32
    %2224 = llvm.extractvalue %2135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2225 = llvm.mlir.constant(256 : index) : i64
    %2226 = llvm.mul %2209, %2225 overflow<nsw, nuw> : i64
    %2227 = llvm.mlir.constant(32 : index) : i64
    %2228 = llvm.mul %2211, %2227 overflow<nsw, nuw> : i64
    %2229 = llvm.add %2226, %2228 overflow<nsw, nuw> : i64
    %2230 = llvm.add %2229, %2213 overflow<nsw, nuw> : i64
    %2231 = llvm.getelementptr inbounds|nuw %2224[%2230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2232 = llvm.load %2231 : !llvm.ptr -> f32
    %2233 = llvm.extractvalue %2169[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2234 = llvm.mlir.constant(128 : index) : i64
    %2235 = llvm.mul %2205, %2234 overflow<nsw, nuw> : i64
    %2236 = llvm.mlir.constant(16 : index) : i64
    %2237 = llvm.mul %2207, %2236 overflow<nsw, nuw> : i64
    %2238 = llvm.add %2235, %2237 overflow<nsw, nuw> : i64
    %2239 = llvm.mlir.constant(8 : index) : i64
    %2240 = llvm.mul %2209, %2239 overflow<nsw, nuw> : i64
    %2241 = llvm.add %2238, %2240 overflow<nsw, nuw> : i64
    %2242 = llvm.add %2241, %2211 overflow<nsw, nuw> : i64
    %2243 = llvm.getelementptr inbounds|nuw %2233[%2242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2244 = llvm.load %2243 : !llvm.ptr -> f32
    %2245 = llvm.fmul %2223, %2232 : f32
    %2246 = llvm.fadd %2244, %2245 : f32
    %2247 = llvm.extractvalue %2169[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2248 = llvm.mlir.constant(128 : index) : i64
    %2249 = llvm.mul %2205, %2248 overflow<nsw, nuw> : i64
    %2250 = llvm.mlir.constant(16 : index) : i64
    %2251 = llvm.mul %2207, %2250 overflow<nsw, nuw> : i64
    %2252 = llvm.add %2249, %2251 overflow<nsw, nuw> : i64
    %2253 = llvm.mlir.constant(8 : index) : i64
    %2254 = llvm.mul %2209, %2253 overflow<nsw, nuw> : i64
    %2255 = llvm.add %2252, %2254 overflow<nsw, nuw> : i64
    %2256 = llvm.add %2255, %2211 overflow<nsw, nuw> : i64
    %2257 = llvm.getelementptr inbounds|nuw %2247[%2256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2246, %2257 : f32, !llvm.ptr
    %2258 = llvm.add %2213, %15 : i64
    llvm.br ^bb264(%2258 : i64)
  ^bb266:  // pred: ^bb264
    %2259 = llvm.add %2211, %15 : i64
    llvm.br ^bb262(%2259 : i64)
  ^bb267:  // pred: ^bb262
    %2260 = llvm.add %2209, %15 : i64
    llvm.br ^bb260(%2260 : i64)
  ^bb268:  // pred: ^bb260
    %2261 = llvm.add %2207, %15 : i64
    llvm.br ^bb258(%2261 : i64)
  ^bb269:  // pred: ^bb258
    %2262 = llvm.add %2205, %15 : i64
    llvm.br ^bb256(%2262 : i64)
  ^bb270:  // pred: ^bb256
    %2263 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2264 = llvm.extractvalue %1806[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2265 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2266 = llvm.insertvalue %2264, %2263[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2267 = llvm.insertvalue %2265, %2266[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2268 = llvm.mlir.constant(0 : index) : i64
    %2269 = llvm.insertvalue %2268, %2267[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2270 = llvm.mlir.constant(1 : index) : i64
    %2271 = llvm.insertvalue %2270, %2269[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2272 = llvm.mlir.constant(256 : index) : i64
    %2273 = llvm.insertvalue %2272, %2271[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2274 = llvm.mlir.constant(4 : index) : i64
    %2275 = llvm.insertvalue %2274, %2273[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2276 = llvm.mlir.constant(64 : index) : i64
    %2277 = llvm.insertvalue %2276, %2275[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2278 = llvm.mlir.constant(8 : index) : i64
    %2279 = llvm.insertvalue %2278, %2277[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2280 = llvm.mlir.constant(8 : index) : i64
    %2281 = llvm.insertvalue %2280, %2279[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2282 = llvm.mlir.constant(4 : index) : i64
    %2283 = llvm.insertvalue %2282, %2281[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2284 = llvm.mlir.constant(1 : index) : i64
    %2285 = llvm.insertvalue %2284, %2283[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2286 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2287 = llvm.extractvalue %1806[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2288 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2289 = llvm.insertvalue %2287, %2286[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2290 = llvm.insertvalue %2288, %2289[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2291 = llvm.mlir.constant(4 : index) : i64
    %2292 = llvm.insertvalue %2291, %2290[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2293 = llvm.mlir.constant(1 : index) : i64
    %2294 = llvm.insertvalue %2293, %2292[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2295 = llvm.mlir.constant(256 : index) : i64
    %2296 = llvm.insertvalue %2295, %2294[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2297 = llvm.mlir.constant(4 : index) : i64
    %2298 = llvm.insertvalue %2297, %2296[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2299 = llvm.mlir.constant(64 : index) : i64
    %2300 = llvm.insertvalue %2299, %2298[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2301 = llvm.mlir.constant(8 : index) : i64
    %2302 = llvm.insertvalue %2301, %2300[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2303 = llvm.mlir.constant(8 : index) : i64
    %2304 = llvm.insertvalue %2303, %2302[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2305 = llvm.mlir.constant(4 : index) : i64
    %2306 = llvm.insertvalue %2305, %2304[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2307 = llvm.mlir.constant(1 : index) : i64
    %2308 = llvm.insertvalue %2307, %2306[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2309 = llvm.mlir.constant(1 : index) : i64
    %2310 = llvm.mlir.constant(4 : index) : i64
    %2311 = llvm.mlir.constant(8 : index) : i64
    %2312 = llvm.mlir.constant(4 : index) : i64
    %2313 = llvm.mlir.constant(1 : index) : i64
    %2314 = llvm.mlir.constant(32 : index) : i64
    %2315 = llvm.mlir.constant(128 : index) : i64
    %2316 = llvm.mlir.constant(128 : index) : i64
    %2317 = llvm.mlir.zero : !llvm.ptr
    %2318 = llvm.getelementptr %2317[%2316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2319 = llvm.ptrtoint %2318 : !llvm.ptr to i64
    %2320 = llvm.mlir.constant(64 : index) : i64
    %2321 = llvm.add %2319, %2320 : i64
    %2322 = llvm.call @malloc(%2321) : (i64) -> !llvm.ptr
    %2323 = llvm.ptrtoint %2322 : !llvm.ptr to i64
    %2324 = llvm.mlir.constant(1 : index) : i64
    %2325 = llvm.sub %2320, %2324 : i64
    %2326 = llvm.add %2323, %2325 : i64
    %2327 = llvm.urem %2326, %2320 : i64
    %2328 = llvm.sub %2326, %2327 : i64
    %2329 = llvm.inttoptr %2328 : i64 to !llvm.ptr
    %2330 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2331 = llvm.insertvalue %2322, %2330[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2332 = llvm.insertvalue %2329, %2331[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2333 = llvm.mlir.constant(0 : index) : i64
    %2334 = llvm.insertvalue %2333, %2332[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2335 = llvm.insertvalue %2309, %2334[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2336 = llvm.insertvalue %2310, %2335[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2337 = llvm.insertvalue %2311, %2336[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2338 = llvm.insertvalue %2312, %2337[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2339 = llvm.insertvalue %2315, %2338[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2340 = llvm.insertvalue %2314, %2339[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2341 = llvm.insertvalue %2312, %2340[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2342 = llvm.insertvalue %2313, %2341[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb271(%20 : i64)
  ^bb271(%2343: i64):  // 2 preds: ^bb270, ^bb281
    %2344 = llvm.icmp "slt" %2343, %15 : i64
    llvm.cond_br %2344, ^bb272, ^bb282
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%20 : i64)
  ^bb273(%2345: i64):  // 2 preds: ^bb272, ^bb280
    %2346 = llvm.icmp "slt" %2345, %12 : i64
    llvm.cond_br %2346, ^bb274, ^bb281
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%20 : i64)
  ^bb275(%2347: i64):  // 2 preds: ^bb274, ^bb279
    %2348 = llvm.icmp "slt" %2347, %14 : i64
    llvm.cond_br %2348, ^bb276, ^bb280
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%20 : i64)
  ^bb277(%2349: i64):  // 2 preds: ^bb276, ^bb278
    %2350 = llvm.icmp "slt" %2349, %12 : i64
    llvm.cond_br %2350, ^bb278, ^bb279
  ^bb278:  // pred: ^bb277
    %2351 = llvm.extractvalue %2308[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2352 = llvm.mlir.constant(4 : index) : i64
    %2353 = llvm.getelementptr %2351[%2352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2354 = llvm.mlir.constant(256 : index) : i64
    %2355 = llvm.mul %2343, %2354 overflow<nsw, nuw> : i64
    %2356 = llvm.mlir.constant(64 : index) : i64
    %2357 = llvm.mul %2345, %2356 overflow<nsw, nuw> : i64
    %2358 = llvm.add %2355, %2357 overflow<nsw, nuw> : i64
    %2359 = llvm.mlir.constant(8 : index) : i64
    %2360 = llvm.mul %2347, %2359 overflow<nsw, nuw> : i64
    %2361 = llvm.add %2358, %2360 overflow<nsw, nuw> : i64
    %2362 = llvm.add %2361, %2349 overflow<nsw, nuw> : i64
    %2363 = llvm.getelementptr inbounds|nuw %2353[%2362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2364 = llvm.load %2363 : !llvm.ptr -> f32
    %2365 = llvm.fneg %2364 : f32
    %2366 = llvm.extractvalue %2342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2367 = llvm.mlir.constant(128 : index) : i64
    %2368 = llvm.mul %2343, %2367 overflow<nsw, nuw> : i64
    %2369 = llvm.mlir.constant(32 : index) : i64
    %2370 = llvm.mul %2345, %2369 overflow<nsw, nuw> : i64
    %2371 = llvm.add %2368, %2370 overflow<nsw, nuw> : i64
    %2372 = llvm.mlir.constant(4 : index) : i64
    %2373 = llvm.mul %2347, %2372 overflow<nsw, nuw> : i64
    %2374 = llvm.add %2371, %2373 overflow<nsw, nuw> : i64
    %2375 = llvm.add %2374, %2349 overflow<nsw, nuw> : i64
    %2376 = llvm.getelementptr inbounds|nuw %2366[%2375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2365, %2376 : f32, !llvm.ptr
    %2377 = llvm.add %2349, %15 : i64
    llvm.br ^bb277(%2377 : i64)
  ^bb279:  // pred: ^bb277
    %2378 = llvm.add %2347, %15 : i64
    llvm.br ^bb275(%2378 : i64)
  ^bb280:  // pred: ^bb275
    %2379 = llvm.add %2345, %15 : i64
    llvm.br ^bb273(%2379 : i64)
  ^bb281:  // pred: ^bb273
    %2380 = llvm.add %2343, %15 : i64
    llvm.br ^bb271(%2380 : i64)
  ^bb282:  // pred: ^bb271
    %2381 = llvm.mlir.constant(1 : index) : i64
    %2382 = llvm.mlir.constant(4 : index) : i64
    %2383 = llvm.mlir.constant(8 : index) : i64
    %2384 = llvm.mlir.constant(8 : index) : i64
    %2385 = llvm.mlir.constant(1 : index) : i64
    %2386 = llvm.mlir.constant(64 : index) : i64
    %2387 = llvm.mlir.constant(256 : index) : i64
    %2388 = llvm.mlir.constant(256 : index) : i64
    %2389 = llvm.mlir.zero : !llvm.ptr
    %2390 = llvm.getelementptr %2389[%2388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2391 = llvm.ptrtoint %2390 : !llvm.ptr to i64
    %2392 = llvm.mlir.constant(64 : index) : i64
    %2393 = llvm.add %2391, %2392 : i64
    %2394 = llvm.call @malloc(%2393) : (i64) -> !llvm.ptr
    %2395 = llvm.ptrtoint %2394 : !llvm.ptr to i64
    %2396 = llvm.mlir.constant(1 : index) : i64
    %2397 = llvm.sub %2392, %2396 : i64
    %2398 = llvm.add %2395, %2397 : i64
    %2399 = llvm.urem %2398, %2392 : i64
    %2400 = llvm.sub %2398, %2399 : i64
    %2401 = llvm.inttoptr %2400 : i64 to !llvm.ptr
    %2402 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2403 = llvm.insertvalue %2394, %2402[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.insertvalue %2401, %2403[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2405 = llvm.mlir.constant(0 : index) : i64
    %2406 = llvm.insertvalue %2405, %2404[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2407 = llvm.insertvalue %2381, %2406[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2408 = llvm.insertvalue %2382, %2407[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2409 = llvm.insertvalue %2383, %2408[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2410 = llvm.insertvalue %2384, %2409[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2411 = llvm.insertvalue %2387, %2410[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2412 = llvm.insertvalue %2386, %2411[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2413 = llvm.insertvalue %2384, %2412[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2414 = llvm.insertvalue %2385, %2413[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2416 = llvm.extractvalue %2414[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2417 = llvm.extractvalue %2414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2418 = llvm.insertvalue %2416, %2415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2419 = llvm.insertvalue %2417, %2418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2420 = llvm.mlir.constant(0 : index) : i64
    %2421 = llvm.insertvalue %2420, %2419[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2422 = llvm.mlir.constant(1 : index) : i64
    %2423 = llvm.insertvalue %2422, %2421[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2424 = llvm.mlir.constant(256 : index) : i64
    %2425 = llvm.insertvalue %2424, %2423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2426 = llvm.mlir.constant(4 : index) : i64
    %2427 = llvm.insertvalue %2426, %2425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2428 = llvm.mlir.constant(64 : index) : i64
    %2429 = llvm.insertvalue %2428, %2427[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2430 = llvm.mlir.constant(8 : index) : i64
    %2431 = llvm.insertvalue %2430, %2429[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2432 = llvm.mlir.constant(8 : index) : i64
    %2433 = llvm.insertvalue %2432, %2431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.mlir.constant(4 : index) : i64
    %2435 = llvm.insertvalue %2434, %2433[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2436 = llvm.mlir.constant(1 : index) : i64
    %2437 = llvm.insertvalue %2436, %2435[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb283(%20 : i64)
  ^bb283(%2438: i64):  // 2 preds: ^bb282, ^bb293
    %2439 = llvm.icmp "slt" %2438, %15 : i64
    llvm.cond_br %2439, ^bb284, ^bb294
  ^bb284:  // pred: ^bb283
    llvm.br ^bb285(%20 : i64)
  ^bb285(%2440: i64):  // 2 preds: ^bb284, ^bb292
    %2441 = llvm.icmp "slt" %2440, %12 : i64
    llvm.cond_br %2441, ^bb286, ^bb293
  ^bb286:  // pred: ^bb285
    llvm.br ^bb287(%20 : i64)
  ^bb287(%2442: i64):  // 2 preds: ^bb286, ^bb291
    %2443 = llvm.icmp "slt" %2442, %14 : i64
    llvm.cond_br %2443, ^bb288, ^bb292
  ^bb288:  // pred: ^bb287
    llvm.br ^bb289(%20 : i64)
  ^bb289(%2444: i64):  // 2 preds: ^bb288, ^bb290
    %2445 = llvm.icmp "slt" %2444, %12 : i64
    llvm.cond_br %2445, ^bb290, ^bb291
  ^bb290:  // pred: ^bb289
    %2446 = llvm.extractvalue %2342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2447 = llvm.mlir.constant(128 : index) : i64
    %2448 = llvm.mul %2438, %2447 overflow<nsw, nuw> : i64
    %2449 = llvm.mlir.constant(32 : index) : i64
    %2450 = llvm.mul %2440, %2449 overflow<nsw, nuw> : i64
    %2451 = llvm.add %2448, %2450 overflow<nsw, nuw> : i64
    %2452 = llvm.mlir.constant(4 : index) : i64
    %2453 = llvm.mul %2442, %2452 overflow<nsw, nuw> : i64
    %2454 = llvm.add %2451, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.add %2454, %2444 overflow<nsw, nuw> : i64
    %2456 = llvm.getelementptr inbounds|nuw %2446[%2455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2457 = llvm.load %2456 : !llvm.ptr -> f32
    %2458 = llvm.extractvalue %2437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2459 = llvm.mlir.constant(256 : index) : i64
    %2460 = llvm.mul %2438, %2459 overflow<nsw, nuw> : i64
    %2461 = llvm.mlir.constant(64 : index) : i64
    %2462 = llvm.mul %2440, %2461 overflow<nsw, nuw> : i64
    %2463 = llvm.add %2460, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.mlir.constant(8 : index) : i64
    %2465 = llvm.mul %2442, %2464 overflow<nsw, nuw> : i64
    %2466 = llvm.add %2463, %2465 overflow<nsw, nuw> : i64
    %2467 = llvm.add %2466, %2444 overflow<nsw, nuw> : i64
    %2468 = llvm.getelementptr inbounds|nuw %2458[%2467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2457, %2468 : f32, !llvm.ptr
    %2469 = llvm.add %2444, %15 : i64
    llvm.br ^bb289(%2469 : i64)
  ^bb291:  // pred: ^bb289
    %2470 = llvm.add %2442, %15 : i64
    llvm.br ^bb287(%2470 : i64)
  ^bb292:  // pred: ^bb287
    %2471 = llvm.add %2440, %15 : i64
    llvm.br ^bb285(%2471 : i64)
  ^bb293:  // pred: ^bb285
    %2472 = llvm.add %2438, %15 : i64
    llvm.br ^bb283(%2472 : i64)
  ^bb294:  // pred: ^bb283
    %2473 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2474 = llvm.extractvalue %2414[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2475 = llvm.extractvalue %2414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2476 = llvm.insertvalue %2474, %2473[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.insertvalue %2475, %2476[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2478 = llvm.mlir.constant(4 : index) : i64
    %2479 = llvm.insertvalue %2478, %2477[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2480 = llvm.mlir.constant(1 : index) : i64
    %2481 = llvm.insertvalue %2480, %2479[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2482 = llvm.mlir.constant(256 : index) : i64
    %2483 = llvm.insertvalue %2482, %2481[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2484 = llvm.mlir.constant(4 : index) : i64
    %2485 = llvm.insertvalue %2484, %2483[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2486 = llvm.mlir.constant(64 : index) : i64
    %2487 = llvm.insertvalue %2486, %2485[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2488 = llvm.mlir.constant(8 : index) : i64
    %2489 = llvm.insertvalue %2488, %2487[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.mlir.constant(8 : index) : i64
    %2491 = llvm.insertvalue %2490, %2489[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2492 = llvm.mlir.constant(4 : index) : i64
    %2493 = llvm.insertvalue %2492, %2491[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2494 = llvm.mlir.constant(1 : index) : i64
    %2495 = llvm.insertvalue %2494, %2493[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%20 : i64)
  ^bb295(%2496: i64):  // 2 preds: ^bb294, ^bb305
    %2497 = llvm.icmp "slt" %2496, %15 : i64
    llvm.cond_br %2497, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%20 : i64)
  ^bb297(%2498: i64):  // 2 preds: ^bb296, ^bb304
    %2499 = llvm.icmp "slt" %2498, %12 : i64
    llvm.cond_br %2499, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%20 : i64)
  ^bb299(%2500: i64):  // 2 preds: ^bb298, ^bb303
    %2501 = llvm.icmp "slt" %2500, %14 : i64
    llvm.cond_br %2501, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%20 : i64)
  ^bb301(%2502: i64):  // 2 preds: ^bb300, ^bb302
    %2503 = llvm.icmp "slt" %2502, %12 : i64
    llvm.cond_br %2503, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2504 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2505 = llvm.mlir.constant(256 : index) : i64
    %2506 = llvm.mul %2496, %2505 overflow<nsw, nuw> : i64
    %2507 = llvm.mlir.constant(64 : index) : i64
    %2508 = llvm.mul %2498, %2507 overflow<nsw, nuw> : i64
    %2509 = llvm.add %2506, %2508 overflow<nsw, nuw> : i64
    %2510 = llvm.mlir.constant(8 : index) : i64
    %2511 = llvm.mul %2500, %2510 overflow<nsw, nuw> : i64
    %2512 = llvm.add %2509, %2511 overflow<nsw, nuw> : i64
    %2513 = llvm.add %2512, %2502 overflow<nsw, nuw> : i64
    %2514 = llvm.getelementptr inbounds|nuw %2504[%2513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2515 = llvm.load %2514 : !llvm.ptr -> f32
    %2516 = llvm.extractvalue %2495[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2517 = llvm.mlir.constant(4 : index) : i64
    %2518 = llvm.getelementptr %2516[%2517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2519 = llvm.mlir.constant(256 : index) : i64
    %2520 = llvm.mul %2496, %2519 overflow<nsw, nuw> : i64
    %2521 = llvm.mlir.constant(64 : index) : i64
    %2522 = llvm.mul %2498, %2521 overflow<nsw, nuw> : i64
    %2523 = llvm.add %2520, %2522 overflow<nsw, nuw> : i64
    %2524 = llvm.mlir.constant(8 : index) : i64
    %2525 = llvm.mul %2500, %2524 overflow<nsw, nuw> : i64
    %2526 = llvm.add %2523, %2525 overflow<nsw, nuw> : i64
    %2527 = llvm.add %2526, %2502 overflow<nsw, nuw> : i64
    %2528 = llvm.getelementptr inbounds|nuw %2518[%2527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2515, %2528 : f32, !llvm.ptr
    %2529 = llvm.add %2502, %15 : i64
    llvm.br ^bb301(%2529 : i64)
  ^bb303:  // pred: ^bb301
    %2530 = llvm.add %2500, %15 : i64
    llvm.br ^bb299(%2530 : i64)
  ^bb304:  // pred: ^bb299
    %2531 = llvm.add %2498, %15 : i64
    llvm.br ^bb297(%2531 : i64)
  ^bb305:  // pred: ^bb297
    %2532 = llvm.add %2496, %15 : i64
    llvm.br ^bb295(%2532 : i64)
  ^bb306:  // pred: ^bb295
    %2533 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2534 = llvm.extractvalue %2081[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2535 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2536 = llvm.insertvalue %2534, %2533[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2537 = llvm.insertvalue %2535, %2536[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2538 = llvm.mlir.constant(0 : index) : i64
    %2539 = llvm.insertvalue %2538, %2537[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2540 = llvm.mlir.constant(1 : index) : i64
    %2541 = llvm.insertvalue %2540, %2539[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2542 = llvm.mlir.constant(128 : index) : i64
    %2543 = llvm.insertvalue %2542, %2541[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2544 = llvm.mlir.constant(2 : index) : i64
    %2545 = llvm.insertvalue %2544, %2543[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2546 = llvm.mlir.constant(64 : index) : i64
    %2547 = llvm.insertvalue %2546, %2545[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2548 = llvm.mlir.constant(8 : index) : i64
    %2549 = llvm.insertvalue %2548, %2547[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2550 = llvm.mlir.constant(8 : index) : i64
    %2551 = llvm.insertvalue %2550, %2549[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2552 = llvm.mlir.constant(4 : index) : i64
    %2553 = llvm.insertvalue %2552, %2551[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.mlir.constant(1 : index) : i64
    %2555 = llvm.insertvalue %2554, %2553[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2556 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2557 = llvm.extractvalue %2081[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2558 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2559 = llvm.insertvalue %2557, %2556[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2560 = llvm.insertvalue %2558, %2559[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2561 = llvm.mlir.constant(4 : index) : i64
    %2562 = llvm.insertvalue %2561, %2560[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2563 = llvm.mlir.constant(1 : index) : i64
    %2564 = llvm.insertvalue %2563, %2562[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2565 = llvm.mlir.constant(128 : index) : i64
    %2566 = llvm.insertvalue %2565, %2564[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2567 = llvm.mlir.constant(2 : index) : i64
    %2568 = llvm.insertvalue %2567, %2566[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2569 = llvm.mlir.constant(64 : index) : i64
    %2570 = llvm.insertvalue %2569, %2568[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2571 = llvm.mlir.constant(8 : index) : i64
    %2572 = llvm.insertvalue %2571, %2570[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2573 = llvm.mlir.constant(8 : index) : i64
    %2574 = llvm.insertvalue %2573, %2572[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2575 = llvm.mlir.constant(4 : index) : i64
    %2576 = llvm.insertvalue %2575, %2574[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2577 = llvm.mlir.constant(1 : index) : i64
    %2578 = llvm.insertvalue %2577, %2576[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2579 = llvm.mlir.constant(1 : index) : i64
    %2580 = llvm.mlir.constant(2 : index) : i64
    %2581 = llvm.mlir.constant(8 : index) : i64
    %2582 = llvm.mlir.constant(4 : index) : i64
    %2583 = llvm.mlir.constant(1 : index) : i64
    %2584 = llvm.mlir.constant(32 : index) : i64
    %2585 = llvm.mlir.constant(64 : index) : i64
    %2586 = llvm.mlir.constant(64 : index) : i64
    %2587 = llvm.mlir.zero : !llvm.ptr
    %2588 = llvm.getelementptr %2587[%2586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2589 = llvm.ptrtoint %2588 : !llvm.ptr to i64
    %2590 = llvm.mlir.constant(64 : index) : i64
    %2591 = llvm.add %2589, %2590 : i64
    %2592 = llvm.call @malloc(%2591) : (i64) -> !llvm.ptr
    %2593 = llvm.ptrtoint %2592 : !llvm.ptr to i64
    %2594 = llvm.mlir.constant(1 : index) : i64
    %2595 = llvm.sub %2590, %2594 : i64
    %2596 = llvm.add %2593, %2595 : i64
    %2597 = llvm.urem %2596, %2590 : i64
    %2598 = llvm.sub %2596, %2597 : i64
    %2599 = llvm.inttoptr %2598 : i64 to !llvm.ptr
    %2600 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2601 = llvm.insertvalue %2592, %2600[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2602 = llvm.insertvalue %2599, %2601[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2603 = llvm.mlir.constant(0 : index) : i64
    %2604 = llvm.insertvalue %2603, %2602[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2605 = llvm.insertvalue %2579, %2604[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2606 = llvm.insertvalue %2580, %2605[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2607 = llvm.insertvalue %2581, %2606[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2608 = llvm.insertvalue %2582, %2607[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2609 = llvm.insertvalue %2585, %2608[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2610 = llvm.insertvalue %2584, %2609[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2611 = llvm.insertvalue %2582, %2610[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2612 = llvm.insertvalue %2583, %2611[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb307(%20 : i64)
  ^bb307(%2613: i64):  // 2 preds: ^bb306, ^bb317
    %2614 = llvm.icmp "slt" %2613, %15 : i64
    llvm.cond_br %2614, ^bb308, ^bb318
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%20 : i64)
  ^bb309(%2615: i64):  // 2 preds: ^bb308, ^bb316
    %2616 = llvm.icmp "slt" %2615, %10 : i64
    llvm.cond_br %2616, ^bb310, ^bb317
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%20 : i64)
  ^bb311(%2617: i64):  // 2 preds: ^bb310, ^bb315
    %2618 = llvm.icmp "slt" %2617, %14 : i64
    llvm.cond_br %2618, ^bb312, ^bb316
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%20 : i64)
  ^bb313(%2619: i64):  // 2 preds: ^bb312, ^bb314
    %2620 = llvm.icmp "slt" %2619, %12 : i64
    llvm.cond_br %2620, ^bb314, ^bb315
  ^bb314:  // pred: ^bb313
    %2621 = llvm.extractvalue %2578[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2622 = llvm.mlir.constant(4 : index) : i64
    %2623 = llvm.getelementptr %2621[%2622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2624 = llvm.mlir.constant(128 : index) : i64
    %2625 = llvm.mul %2613, %2624 overflow<nsw, nuw> : i64
    %2626 = llvm.mlir.constant(64 : index) : i64
    %2627 = llvm.mul %2615, %2626 overflow<nsw, nuw> : i64
    %2628 = llvm.add %2625, %2627 overflow<nsw, nuw> : i64
    %2629 = llvm.mlir.constant(8 : index) : i64
    %2630 = llvm.mul %2617, %2629 overflow<nsw, nuw> : i64
    %2631 = llvm.add %2628, %2630 overflow<nsw, nuw> : i64
    %2632 = llvm.add %2631, %2619 overflow<nsw, nuw> : i64
    %2633 = llvm.getelementptr inbounds|nuw %2623[%2632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2634 = llvm.load %2633 : !llvm.ptr -> f32
    %2635 = llvm.fneg %2634 : f32
    %2636 = llvm.extractvalue %2612[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.mlir.constant(64 : index) : i64
    %2638 = llvm.mul %2613, %2637 overflow<nsw, nuw> : i64
    %2639 = llvm.mlir.constant(32 : index) : i64
    %2640 = llvm.mul %2615, %2639 overflow<nsw, nuw> : i64
    %2641 = llvm.add %2638, %2640 overflow<nsw, nuw> : i64
    %2642 = llvm.mlir.constant(4 : index) : i64
    %2643 = llvm.mul %2617, %2642 overflow<nsw, nuw> : i64
    %2644 = llvm.add %2641, %2643 overflow<nsw, nuw> : i64
    %2645 = llvm.add %2644, %2619 overflow<nsw, nuw> : i64
    %2646 = llvm.getelementptr inbounds|nuw %2636[%2645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2635, %2646 : f32, !llvm.ptr
    %2647 = llvm.add %2619, %15 : i64
    llvm.br ^bb313(%2647 : i64)
  ^bb315:  // pred: ^bb313
    %2648 = llvm.add %2617, %15 : i64
    llvm.br ^bb311(%2648 : i64)
  ^bb316:  // pred: ^bb311
    %2649 = llvm.add %2615, %15 : i64
    llvm.br ^bb309(%2649 : i64)
  ^bb317:  // pred: ^bb309
    %2650 = llvm.add %2613, %15 : i64
    llvm.br ^bb307(%2650 : i64)
  ^bb318:  // pred: ^bb307
    %2651 = llvm.mlir.constant(1 : index) : i64
    %2652 = llvm.mlir.constant(2 : index) : i64
    %2653 = llvm.mlir.constant(8 : index) : i64
    %2654 = llvm.mlir.constant(8 : index) : i64
    %2655 = llvm.mlir.constant(1 : index) : i64
    %2656 = llvm.mlir.constant(64 : index) : i64
    %2657 = llvm.mlir.constant(128 : index) : i64
    %2658 = llvm.mlir.constant(128 : index) : i64
    %2659 = llvm.mlir.zero : !llvm.ptr
    %2660 = llvm.getelementptr %2659[%2658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2661 = llvm.ptrtoint %2660 : !llvm.ptr to i64
    %2662 = llvm.mlir.constant(64 : index) : i64
    %2663 = llvm.add %2661, %2662 : i64
    %2664 = llvm.call @malloc(%2663) : (i64) -> !llvm.ptr
    %2665 = llvm.ptrtoint %2664 : !llvm.ptr to i64
    %2666 = llvm.mlir.constant(1 : index) : i64
    %2667 = llvm.sub %2662, %2666 : i64
    %2668 = llvm.add %2665, %2667 : i64
    %2669 = llvm.urem %2668, %2662 : i64
    %2670 = llvm.sub %2668, %2669 : i64
    %2671 = llvm.inttoptr %2670 : i64 to !llvm.ptr
    %2672 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2673 = llvm.insertvalue %2664, %2672[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2674 = llvm.insertvalue %2671, %2673[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2675 = llvm.mlir.constant(0 : index) : i64
    %2676 = llvm.insertvalue %2675, %2674[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2677 = llvm.insertvalue %2651, %2676[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2678 = llvm.insertvalue %2652, %2677[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2679 = llvm.insertvalue %2653, %2678[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.insertvalue %2654, %2679[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2681 = llvm.insertvalue %2657, %2680[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2682 = llvm.insertvalue %2656, %2681[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2683 = llvm.insertvalue %2654, %2682[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2684 = llvm.insertvalue %2655, %2683[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2686 = llvm.extractvalue %2684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2687 = llvm.extractvalue %2684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2688 = llvm.insertvalue %2686, %2685[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2689 = llvm.insertvalue %2687, %2688[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2690 = llvm.mlir.constant(0 : index) : i64
    %2691 = llvm.insertvalue %2690, %2689[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2692 = llvm.mlir.constant(1 : index) : i64
    %2693 = llvm.insertvalue %2692, %2691[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2694 = llvm.mlir.constant(128 : index) : i64
    %2695 = llvm.insertvalue %2694, %2693[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2696 = llvm.mlir.constant(2 : index) : i64
    %2697 = llvm.insertvalue %2696, %2695[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2698 = llvm.mlir.constant(64 : index) : i64
    %2699 = llvm.insertvalue %2698, %2697[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2700 = llvm.mlir.constant(8 : index) : i64
    %2701 = llvm.insertvalue %2700, %2699[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2702 = llvm.mlir.constant(8 : index) : i64
    %2703 = llvm.insertvalue %2702, %2701[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2704 = llvm.mlir.constant(4 : index) : i64
    %2705 = llvm.insertvalue %2704, %2703[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2706 = llvm.mlir.constant(1 : index) : i64
    %2707 = llvm.insertvalue %2706, %2705[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb319(%20 : i64)
  ^bb319(%2708: i64):  // 2 preds: ^bb318, ^bb329
    %2709 = llvm.icmp "slt" %2708, %15 : i64
    llvm.cond_br %2709, ^bb320, ^bb330
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%20 : i64)
  ^bb321(%2710: i64):  // 2 preds: ^bb320, ^bb328
    %2711 = llvm.icmp "slt" %2710, %10 : i64
    llvm.cond_br %2711, ^bb322, ^bb329
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%20 : i64)
  ^bb323(%2712: i64):  // 2 preds: ^bb322, ^bb327
    %2713 = llvm.icmp "slt" %2712, %14 : i64
    llvm.cond_br %2713, ^bb324, ^bb328
  ^bb324:  // pred: ^bb323
    llvm.br ^bb325(%20 : i64)
  ^bb325(%2714: i64):  // 2 preds: ^bb324, ^bb326
    %2715 = llvm.icmp "slt" %2714, %12 : i64
    llvm.cond_br %2715, ^bb326, ^bb327
  ^bb326:  // pred: ^bb325
    %2716 = llvm.extractvalue %2612[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2717 = llvm.mlir.constant(64 : index) : i64
    %2718 = llvm.mul %2708, %2717 overflow<nsw, nuw> : i64
    %2719 = llvm.mlir.constant(32 : index) : i64
    %2720 = llvm.mul %2710, %2719 overflow<nsw, nuw> : i64
    %2721 = llvm.add %2718, %2720 overflow<nsw, nuw> : i64
    %2722 = llvm.mlir.constant(4 : index) : i64
    %2723 = llvm.mul %2712, %2722 overflow<nsw, nuw> : i64
    %2724 = llvm.add %2721, %2723 overflow<nsw, nuw> : i64
    %2725 = llvm.add %2724, %2714 overflow<nsw, nuw> : i64
    %2726 = llvm.getelementptr inbounds|nuw %2716[%2725] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2727 = llvm.load %2726 : !llvm.ptr -> f32
    %2728 = llvm.extractvalue %2707[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2729 = llvm.mlir.constant(128 : index) : i64
    %2730 = llvm.mul %2708, %2729 overflow<nsw, nuw> : i64
    %2731 = llvm.mlir.constant(64 : index) : i64
    %2732 = llvm.mul %2710, %2731 overflow<nsw, nuw> : i64
    %2733 = llvm.add %2730, %2732 overflow<nsw, nuw> : i64
    %2734 = llvm.mlir.constant(8 : index) : i64
    %2735 = llvm.mul %2712, %2734 overflow<nsw, nuw> : i64
    %2736 = llvm.add %2733, %2735 overflow<nsw, nuw> : i64
    %2737 = llvm.add %2736, %2714 overflow<nsw, nuw> : i64
    %2738 = llvm.getelementptr inbounds|nuw %2728[%2737] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2727, %2738 : f32, !llvm.ptr
    %2739 = llvm.add %2714, %15 : i64
    llvm.br ^bb325(%2739 : i64)
  ^bb327:  // pred: ^bb325
    %2740 = llvm.add %2712, %15 : i64
    llvm.br ^bb323(%2740 : i64)
  ^bb328:  // pred: ^bb323
    %2741 = llvm.add %2710, %15 : i64
    llvm.br ^bb321(%2741 : i64)
  ^bb329:  // pred: ^bb321
    %2742 = llvm.add %2708, %15 : i64
    llvm.br ^bb319(%2742 : i64)
  ^bb330:  // pred: ^bb319
    %2743 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2744 = llvm.extractvalue %2684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2745 = llvm.extractvalue %2684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2746 = llvm.insertvalue %2744, %2743[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2747 = llvm.insertvalue %2745, %2746[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2748 = llvm.mlir.constant(4 : index) : i64
    %2749 = llvm.insertvalue %2748, %2747[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2750 = llvm.mlir.constant(1 : index) : i64
    %2751 = llvm.insertvalue %2750, %2749[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2752 = llvm.mlir.constant(128 : index) : i64
    %2753 = llvm.insertvalue %2752, %2751[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2754 = llvm.mlir.constant(2 : index) : i64
    %2755 = llvm.insertvalue %2754, %2753[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2756 = llvm.mlir.constant(64 : index) : i64
    %2757 = llvm.insertvalue %2756, %2755[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2758 = llvm.mlir.constant(8 : index) : i64
    %2759 = llvm.insertvalue %2758, %2757[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.mlir.constant(8 : index) : i64
    %2761 = llvm.insertvalue %2760, %2759[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.mlir.constant(4 : index) : i64
    %2763 = llvm.insertvalue %2762, %2761[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2764 = llvm.mlir.constant(1 : index) : i64
    %2765 = llvm.insertvalue %2764, %2763[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb331(%20 : i64)
  ^bb331(%2766: i64):  // 2 preds: ^bb330, ^bb341
    %2767 = llvm.icmp "slt" %2766, %15 : i64
    llvm.cond_br %2767, ^bb332, ^bb342
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%20 : i64)
  ^bb333(%2768: i64):  // 2 preds: ^bb332, ^bb340
    %2769 = llvm.icmp "slt" %2768, %10 : i64
    llvm.cond_br %2769, ^bb334, ^bb341
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%20 : i64)
  ^bb335(%2770: i64):  // 2 preds: ^bb334, ^bb339
    %2771 = llvm.icmp "slt" %2770, %14 : i64
    llvm.cond_br %2771, ^bb336, ^bb340
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%20 : i64)
  ^bb337(%2772: i64):  // 2 preds: ^bb336, ^bb338
    %2773 = llvm.icmp "slt" %2772, %12 : i64
    llvm.cond_br %2773, ^bb338, ^bb339
  ^bb338:  // pred: ^bb337
    %2774 = llvm.extractvalue %2555[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2775 = llvm.mlir.constant(128 : index) : i64
    %2776 = llvm.mul %2766, %2775 overflow<nsw, nuw> : i64
    %2777 = llvm.mlir.constant(64 : index) : i64
    %2778 = llvm.mul %2768, %2777 overflow<nsw, nuw> : i64
    %2779 = llvm.add %2776, %2778 overflow<nsw, nuw> : i64
    %2780 = llvm.mlir.constant(8 : index) : i64
    %2781 = llvm.mul %2770, %2780 overflow<nsw, nuw> : i64
    %2782 = llvm.add %2779, %2781 overflow<nsw, nuw> : i64
    %2783 = llvm.add %2782, %2772 overflow<nsw, nuw> : i64
    %2784 = llvm.getelementptr inbounds|nuw %2774[%2783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2785 = llvm.load %2784 : !llvm.ptr -> f32
    %2786 = llvm.extractvalue %2765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2787 = llvm.mlir.constant(4 : index) : i64
    %2788 = llvm.getelementptr %2786[%2787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2789 = llvm.mlir.constant(128 : index) : i64
    %2790 = llvm.mul %2766, %2789 overflow<nsw, nuw> : i64
    %2791 = llvm.mlir.constant(64 : index) : i64
    %2792 = llvm.mul %2768, %2791 overflow<nsw, nuw> : i64
    %2793 = llvm.add %2790, %2792 overflow<nsw, nuw> : i64
    %2794 = llvm.mlir.constant(8 : index) : i64
    %2795 = llvm.mul %2770, %2794 overflow<nsw, nuw> : i64
    %2796 = llvm.add %2793, %2795 overflow<nsw, nuw> : i64
    %2797 = llvm.add %2796, %2772 overflow<nsw, nuw> : i64
    %2798 = llvm.getelementptr inbounds|nuw %2788[%2797] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2785, %2798 : f32, !llvm.ptr
    %2799 = llvm.add %2772, %15 : i64
    llvm.br ^bb337(%2799 : i64)
  ^bb339:  // pred: ^bb337
    %2800 = llvm.add %2770, %15 : i64
    llvm.br ^bb335(%2800 : i64)
  ^bb340:  // pred: ^bb335
    %2801 = llvm.add %2768, %15 : i64
    llvm.br ^bb333(%2801 : i64)
  ^bb341:  // pred: ^bb333
    %2802 = llvm.add %2766, %15 : i64
    llvm.br ^bb331(%2802 : i64)
  ^bb342:  // pred: ^bb331
    %2803 = llvm.mlir.constant(1 : index) : i64
    %2804 = llvm.mlir.constant(2 : index) : i64
    %2805 = llvm.mlir.constant(2 : index) : i64
    %2806 = llvm.mlir.constant(8 : index) : i64
    %2807 = llvm.mlir.constant(8 : index) : i64
    %2808 = llvm.mlir.constant(1 : index) : i64
    %2809 = llvm.mlir.constant(64 : index) : i64
    %2810 = llvm.mlir.constant(128 : index) : i64
    %2811 = llvm.mlir.constant(256 : index) : i64
    %2812 = llvm.mlir.constant(256 : index) : i64
    %2813 = llvm.mlir.zero : !llvm.ptr
    %2814 = llvm.getelementptr %2813[%2812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2815 = llvm.ptrtoint %2814 : !llvm.ptr to i64
    %2816 = llvm.mlir.constant(64 : index) : i64
    %2817 = llvm.add %2815, %2816 : i64
    %2818 = llvm.call @malloc(%2817) : (i64) -> !llvm.ptr
    %2819 = llvm.ptrtoint %2818 : !llvm.ptr to i64
    %2820 = llvm.mlir.constant(1 : index) : i64
    %2821 = llvm.sub %2816, %2820 : i64
    %2822 = llvm.add %2819, %2821 : i64
    %2823 = llvm.urem %2822, %2816 : i64
    %2824 = llvm.sub %2822, %2823 : i64
    %2825 = llvm.inttoptr %2824 : i64 to !llvm.ptr
    %2826 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2827 = llvm.insertvalue %2818, %2826[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2828 = llvm.insertvalue %2825, %2827[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2829 = llvm.mlir.constant(0 : index) : i64
    %2830 = llvm.insertvalue %2829, %2828[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2831 = llvm.insertvalue %2803, %2830[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2832 = llvm.insertvalue %2804, %2831[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2833 = llvm.insertvalue %2805, %2832[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2834 = llvm.insertvalue %2806, %2833[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2835 = llvm.insertvalue %2807, %2834[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2836 = llvm.insertvalue %2811, %2835[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2837 = llvm.insertvalue %2810, %2836[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2838 = llvm.insertvalue %2809, %2837[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2839 = llvm.insertvalue %2807, %2838[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2840 = llvm.insertvalue %2808, %2839[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb343(%20 : i64)
  ^bb343(%2841: i64):  // 2 preds: ^bb342, ^bb356
    %2842 = llvm.icmp "slt" %2841, %15 : i64
    llvm.cond_br %2842, ^bb344, ^bb357
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%20 : i64)
  ^bb345(%2843: i64):  // 2 preds: ^bb344, ^bb355
    %2844 = llvm.icmp "slt" %2843, %10 : i64
    llvm.cond_br %2844, ^bb346, ^bb356
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%20 : i64)
  ^bb347(%2845: i64):  // 2 preds: ^bb346, ^bb354
    %2846 = llvm.icmp "slt" %2845, %10 : i64
    llvm.cond_br %2846, ^bb348, ^bb355
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%20 : i64)
  ^bb349(%2847: i64):  // 2 preds: ^bb348, ^bb353
    %2848 = llvm.icmp "slt" %2847, %14 : i64
    llvm.cond_br %2848, ^bb350, ^bb354
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%20 : i64)
  ^bb351(%2849: i64):  // 2 preds: ^bb350, ^bb352
    %2850 = llvm.icmp "slt" %2849, %14 : i64
    llvm.cond_br %2850, ^bb352, ^bb353
  ^bb352:  // pred: ^bb351
    %2851 = llvm.extractvalue %2169[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2852 = llvm.mlir.constant(128 : index) : i64
    %2853 = llvm.mul %2841, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.mlir.constant(16 : index) : i64
    %2855 = llvm.mul %2847, %2854 overflow<nsw, nuw> : i64
    %2856 = llvm.add %2853, %2855 overflow<nsw, nuw> : i64
    %2857 = llvm.mlir.constant(8 : index) : i64
    %2858 = llvm.mul %2843, %2857 overflow<nsw, nuw> : i64
    %2859 = llvm.add %2856, %2858 overflow<nsw, nuw> : i64
    %2860 = llvm.add %2859, %2849 overflow<nsw, nuw> : i64
    %2861 = llvm.getelementptr inbounds|nuw %2851[%2860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2862 = llvm.load %2861 : !llvm.ptr -> f32
    %2863 = llvm.extractvalue %2840[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2864 = llvm.mlir.constant(256 : index) : i64
    %2865 = llvm.mul %2841, %2864 overflow<nsw, nuw> : i64
    %2866 = llvm.mlir.constant(128 : index) : i64
    %2867 = llvm.mul %2843, %2866 overflow<nsw, nuw> : i64
    %2868 = llvm.add %2865, %2867 overflow<nsw, nuw> : i64
    %2869 = llvm.mlir.constant(64 : index) : i64
    %2870 = llvm.mul %2845, %2869 overflow<nsw, nuw> : i64
    %2871 = llvm.add %2868, %2870 overflow<nsw, nuw> : i64
    %2872 = llvm.mlir.constant(8 : index) : i64
    %2873 = llvm.mul %2847, %2872 overflow<nsw, nuw> : i64
    %2874 = llvm.add %2871, %2873 overflow<nsw, nuw> : i64
    %2875 = llvm.add %2874, %2849 overflow<nsw, nuw> : i64
    %2876 = llvm.getelementptr inbounds|nuw %2863[%2875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2862, %2876 : f32, !llvm.ptr
    %2877 = llvm.add %2849, %15 : i64
    llvm.br ^bb351(%2877 : i64)
  ^bb353:  // pred: ^bb351
    %2878 = llvm.add %2847, %15 : i64
    llvm.br ^bb349(%2878 : i64)
  ^bb354:  // pred: ^bb349
    %2879 = llvm.add %2845, %15 : i64
    llvm.br ^bb347(%2879 : i64)
  ^bb355:  // pred: ^bb347
    %2880 = llvm.add %2843, %15 : i64
    llvm.br ^bb345(%2880 : i64)
  ^bb356:  // pred: ^bb345
    %2881 = llvm.add %2841, %15 : i64
    llvm.br ^bb343(%2881 : i64)
  ^bb357:  // pred: ^bb343
    %2882 = llvm.mlir.constant(1 : index) : i64
    %2883 = llvm.mlir.constant(2 : index) : i64
    %2884 = llvm.mlir.constant(2 : index) : i64
    %2885 = llvm.mlir.constant(8 : index) : i64
    %2886 = llvm.mlir.constant(8 : index) : i64
    %2887 = llvm.mlir.constant(1 : index) : i64
    %2888 = llvm.mlir.constant(64 : index) : i64
    %2889 = llvm.mlir.constant(128 : index) : i64
    %2890 = llvm.mlir.constant(256 : index) : i64
    %2891 = llvm.mlir.constant(256 : index) : i64
    %2892 = llvm.mlir.zero : !llvm.ptr
    %2893 = llvm.getelementptr %2892[%2891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2894 = llvm.ptrtoint %2893 : !llvm.ptr to i64
    %2895 = llvm.mlir.constant(64 : index) : i64
    %2896 = llvm.add %2894, %2895 : i64
    %2897 = llvm.call @malloc(%2896) : (i64) -> !llvm.ptr
    %2898 = llvm.ptrtoint %2897 : !llvm.ptr to i64
    %2899 = llvm.mlir.constant(1 : index) : i64
    %2900 = llvm.sub %2895, %2899 : i64
    %2901 = llvm.add %2898, %2900 : i64
    %2902 = llvm.urem %2901, %2895 : i64
    %2903 = llvm.sub %2901, %2902 : i64
    %2904 = llvm.inttoptr %2903 : i64 to !llvm.ptr
    %2905 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2906 = llvm.insertvalue %2897, %2905[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2907 = llvm.insertvalue %2904, %2906[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2908 = llvm.mlir.constant(0 : index) : i64
    %2909 = llvm.insertvalue %2908, %2907[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2910 = llvm.insertvalue %2882, %2909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2911 = llvm.insertvalue %2883, %2910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2912 = llvm.insertvalue %2884, %2911[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2913 = llvm.insertvalue %2885, %2912[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2914 = llvm.insertvalue %2886, %2913[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2915 = llvm.insertvalue %2890, %2914[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2916 = llvm.insertvalue %2889, %2915[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2917 = llvm.insertvalue %2888, %2916[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2918 = llvm.insertvalue %2886, %2917[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2919 = llvm.insertvalue %2887, %2918[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb358(%20 : i64)
  ^bb358(%2920: i64):  // 2 preds: ^bb357, ^bb371
    %2921 = llvm.icmp "slt" %2920, %15 : i64
    llvm.cond_br %2921, ^bb359, ^bb372
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%20 : i64)
  ^bb360(%2922: i64):  // 2 preds: ^bb359, ^bb370
    %2923 = llvm.icmp "slt" %2922, %10 : i64
    llvm.cond_br %2923, ^bb361, ^bb371
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%20 : i64)
  ^bb362(%2924: i64):  // 2 preds: ^bb361, ^bb369
    %2925 = llvm.icmp "slt" %2924, %10 : i64
    llvm.cond_br %2925, ^bb363, ^bb370
  ^bb363:  // pred: ^bb362
    llvm.br ^bb364(%20 : i64)
  ^bb364(%2926: i64):  // 2 preds: ^bb363, ^bb368
    %2927 = llvm.icmp "slt" %2926, %14 : i64
    llvm.cond_br %2927, ^bb365, ^bb369
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%20 : i64)
  ^bb366(%2928: i64):  // 2 preds: ^bb365, ^bb367
    %2929 = llvm.icmp "slt" %2928, %14 : i64
    llvm.cond_br %2929, ^bb367, ^bb368
  ^bb367:  // pred: ^bb366
    %2930 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2931 = llvm.mlir.constant(128 : index) : i64
    %2932 = llvm.mul %2920, %2931 overflow<nsw, nuw> : i64
    %2933 = llvm.mlir.constant(64 : index) : i64
    %2934 = llvm.mul %2922, %2933 overflow<nsw, nuw> : i64
    %2935 = llvm.add %2932, %2934 overflow<nsw, nuw> : i64
    %2936 = llvm.mlir.constant(8 : index) : i64
    %2937 = llvm.mul %2928, %2936 overflow<nsw, nuw> : i64
    %2938 = llvm.add %2935, %2937 overflow<nsw, nuw> : i64
    %2939 = llvm.add %2938, %2926 overflow<nsw, nuw> : i64
    %2940 = llvm.getelementptr inbounds|nuw %2930[%2939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2941 = llvm.load %2940 : !llvm.ptr -> f32
    %2942 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2943 = llvm.mlir.constant(64 : index) : i64
    %2944 = llvm.mul %2920, %2943 overflow<nsw, nuw> : i64
    %2945 = llvm.mlir.constant(64 : index) : i64
    %2946 = llvm.mul %20, %2945 overflow<nsw, nuw> : i64
    %2947 = llvm.add %2944, %2946 overflow<nsw, nuw> : i64
    %2948 = llvm.mlir.constant(8 : index) : i64
    %2949 = llvm.mul %2928, %2948 overflow<nsw, nuw> : i64
    %2950 = llvm.add %2947, %2949 overflow<nsw, nuw> : i64
    %2951 = llvm.add %2950, %2926 overflow<nsw, nuw> : i64
    %2952 = llvm.getelementptr inbounds|nuw %2942[%2951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2953 = llvm.load %2952 : !llvm.ptr -> f32
    %2954 = llvm.extractvalue %2684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2955 = llvm.mlir.constant(128 : index) : i64
    %2956 = llvm.mul %2920, %2955 overflow<nsw, nuw> : i64
    %2957 = llvm.mlir.constant(64 : index) : i64
    %2958 = llvm.mul %2922, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.add %2956, %2958 overflow<nsw, nuw> : i64
    %2960 = llvm.mlir.constant(8 : index) : i64
    %2961 = llvm.mul %2928, %2960 overflow<nsw, nuw> : i64
    %2962 = llvm.add %2959, %2961 overflow<nsw, nuw> : i64
    %2963 = llvm.add %2962, %2926 overflow<nsw, nuw> : i64
    %2964 = llvm.getelementptr inbounds|nuw %2954[%2963] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2965 = llvm.load %2964 : !llvm.ptr -> f32
    %2966 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2967 = llvm.mlir.constant(64 : index) : i64
    %2968 = llvm.mul %2920, %2967 overflow<nsw, nuw> : i64
    %2969 = llvm.mlir.constant(64 : index) : i64
    %2970 = llvm.mul %20, %2969 overflow<nsw, nuw> : i64
    %2971 = llvm.add %2968, %2970 overflow<nsw, nuw> : i64
    %2972 = llvm.mlir.constant(8 : index) : i64
    %2973 = llvm.mul %2928, %2972 overflow<nsw, nuw> : i64
    %2974 = llvm.add %2971, %2973 overflow<nsw, nuw> : i64
    %2975 = llvm.add %2974, %2926 overflow<nsw, nuw> : i64
    %2976 = llvm.getelementptr inbounds|nuw %2966[%2975] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2977 = llvm.load %2976 : !llvm.ptr -> f32
    %2978 = llvm.fmul %2965, %2977 : f32
    %2979 = llvm.fmul %2941, %2953 : f32
    %2980 = llvm.fadd %2979, %2978 : f32
    %2981 = llvm.extractvalue %2919[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2982 = llvm.mlir.constant(256 : index) : i64
    %2983 = llvm.mul %2920, %2982 overflow<nsw, nuw> : i64
    %2984 = llvm.mlir.constant(128 : index) : i64
    %2985 = llvm.mul %2922, %2984 overflow<nsw, nuw> : i64
    %2986 = llvm.add %2983, %2985 overflow<nsw, nuw> : i64
    %2987 = llvm.mlir.constant(64 : index) : i64
    %2988 = llvm.mul %2924, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.add %2986, %2988 overflow<nsw, nuw> : i64
    %2990 = llvm.mlir.constant(8 : index) : i64
    %2991 = llvm.mul %2926, %2990 overflow<nsw, nuw> : i64
    %2992 = llvm.add %2989, %2991 overflow<nsw, nuw> : i64
    %2993 = llvm.add %2992, %2928 overflow<nsw, nuw> : i64
    %2994 = llvm.getelementptr inbounds|nuw %2981[%2993] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2980, %2994 : f32, !llvm.ptr
    %2995 = llvm.add %2928, %15 : i64
    llvm.br ^bb366(%2995 : i64)
  ^bb368:  // pred: ^bb366
    %2996 = llvm.add %2926, %15 : i64
    llvm.br ^bb364(%2996 : i64)
  ^bb369:  // pred: ^bb364
    %2997 = llvm.add %2924, %15 : i64
    llvm.br ^bb362(%2997 : i64)
  ^bb370:  // pred: ^bb362
    %2998 = llvm.add %2922, %15 : i64
    llvm.br ^bb360(%2998 : i64)
  ^bb371:  // pred: ^bb360
    %2999 = llvm.add %2920, %15 : i64
    llvm.br ^bb358(%2999 : i64)
  ^bb372:  // pred: ^bb358
    %3000 = llvm.mlir.constant(4 : index) : i64
    %3001 = llvm.mlir.constant(8 : index) : i64
    %3002 = llvm.mlir.constant(8 : index) : i64
    %3003 = llvm.mlir.constant(1 : index) : i64
    %3004 = llvm.mlir.constant(64 : index) : i64
    %3005 = llvm.mlir.constant(256 : index) : i64
    %3006 = llvm.mlir.zero : !llvm.ptr
    %3007 = llvm.getelementptr %3006[%3005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3008 = llvm.ptrtoint %3007 : !llvm.ptr to i64
    %3009 = llvm.mlir.constant(64 : index) : i64
    %3010 = llvm.add %3008, %3009 : i64
    %3011 = llvm.call @malloc(%3010) : (i64) -> !llvm.ptr
    %3012 = llvm.ptrtoint %3011 : !llvm.ptr to i64
    %3013 = llvm.mlir.constant(1 : index) : i64
    %3014 = llvm.sub %3009, %3013 : i64
    %3015 = llvm.add %3012, %3014 : i64
    %3016 = llvm.urem %3015, %3009 : i64
    %3017 = llvm.sub %3015, %3016 : i64
    %3018 = llvm.inttoptr %3017 : i64 to !llvm.ptr
    %3019 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3020 = llvm.insertvalue %3011, %3019[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3021 = llvm.insertvalue %3018, %3020[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3022 = llvm.mlir.constant(0 : index) : i64
    %3023 = llvm.insertvalue %3022, %3021[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3024 = llvm.insertvalue %3000, %3023[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3025 = llvm.insertvalue %3001, %3024[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3026 = llvm.insertvalue %3002, %3025[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3027 = llvm.insertvalue %3004, %3026[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3028 = llvm.insertvalue %3002, %3027[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3029 = llvm.insertvalue %3003, %3028[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb373(%20 : i64)
  ^bb373(%3030: i64):  // 2 preds: ^bb372, ^bb380
    %3031 = llvm.icmp "slt" %3030, %12 : i64
    llvm.cond_br %3031, ^bb374, ^bb381
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%20 : i64)
  ^bb375(%3032: i64):  // 2 preds: ^bb374, ^bb379
    %3033 = llvm.icmp "slt" %3032, %14 : i64
    llvm.cond_br %3033, ^bb376, ^bb380
  ^bb376:  // pred: ^bb375
    llvm.br ^bb377(%20 : i64)
  ^bb377(%3034: i64):  // 2 preds: ^bb376, ^bb378
    %3035 = llvm.icmp "slt" %3034, %14 : i64
    llvm.cond_br %3035, ^bb378, ^bb379
  ^bb378:  // pred: ^bb377
    %3036 = llvm.extractvalue %3029[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3037 = llvm.mlir.constant(64 : index) : i64
    %3038 = llvm.mul %3030, %3037 overflow<nsw, nuw> : i64
    %3039 = llvm.mlir.constant(8 : index) : i64
    %3040 = llvm.mul %3032, %3039 overflow<nsw, nuw> : i64
    %3041 = llvm.add %3038, %3040 overflow<nsw, nuw> : i64
    %3042 = llvm.add %3041, %3034 overflow<nsw, nuw> : i64
    %3043 = llvm.getelementptr inbounds|nuw %3036[%3042] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %3043 : f32, !llvm.ptr
    %3044 = llvm.add %3034, %15 : i64
    llvm.br ^bb377(%3044 : i64)
  ^bb379:  // pred: ^bb377
    %3045 = llvm.add %3032, %15 : i64
    llvm.br ^bb375(%3045 : i64)
  ^bb380:  // pred: ^bb375
    %3046 = llvm.add %3030, %15 : i64
    llvm.br ^bb373(%3046 : i64)
  ^bb381:  // pred: ^bb373
    %3047 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3048 = llvm.extractvalue %2919[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3049 = llvm.extractvalue %2919[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3050 = llvm.insertvalue %3048, %3047[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3051 = llvm.insertvalue %3049, %3050[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3052 = llvm.mlir.constant(0 : index) : i64
    %3053 = llvm.insertvalue %3052, %3051[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3054 = llvm.mlir.constant(1 : index) : i64
    %3055 = llvm.insertvalue %3054, %3053[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3056 = llvm.mlir.constant(256 : index) : i64
    %3057 = llvm.insertvalue %3056, %3055[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3058 = llvm.mlir.constant(4 : index) : i64
    %3059 = llvm.insertvalue %3058, %3057[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3060 = llvm.mlir.constant(64 : index) : i64
    %3061 = llvm.insertvalue %3060, %3059[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3062 = llvm.mlir.constant(8 : index) : i64
    %3063 = llvm.insertvalue %3062, %3061[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3064 = llvm.mlir.constant(8 : index) : i64
    %3065 = llvm.insertvalue %3064, %3063[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3066 = llvm.mlir.constant(8 : index) : i64
    %3067 = llvm.insertvalue %3066, %3065[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3068 = llvm.mlir.constant(1 : index) : i64
    %3069 = llvm.insertvalue %3068, %3067[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3070 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3071 = llvm.extractvalue %3029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3072 = llvm.extractvalue %3029[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3073 = llvm.insertvalue %3071, %3070[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3074 = llvm.insertvalue %3072, %3073[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3075 = llvm.mlir.constant(0 : index) : i64
    %3076 = llvm.insertvalue %3075, %3074[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3077 = llvm.mlir.constant(1 : index) : i64
    %3078 = llvm.insertvalue %3077, %3076[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3079 = llvm.mlir.constant(256 : index) : i64
    %3080 = llvm.insertvalue %3079, %3078[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3081 = llvm.mlir.constant(4 : index) : i64
    %3082 = llvm.insertvalue %3081, %3080[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3083 = llvm.mlir.constant(64 : index) : i64
    %3084 = llvm.insertvalue %3083, %3082[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3085 = llvm.mlir.constant(8 : index) : i64
    %3086 = llvm.insertvalue %3085, %3084[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3087 = llvm.mlir.constant(8 : index) : i64
    %3088 = llvm.insertvalue %3087, %3086[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3089 = llvm.mlir.constant(8 : index) : i64
    %3090 = llvm.insertvalue %3089, %3088[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3091 = llvm.mlir.constant(1 : index) : i64
    %3092 = llvm.insertvalue %3091, %3090[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3093 = llvm.mlir.constant(1 : index) : i64
    %3094 = llvm.mlir.constant(4 : index) : i64
    %3095 = llvm.mlir.constant(8 : index) : i64
    %3096 = llvm.mlir.constant(8 : index) : i64
    %3097 = llvm.mlir.constant(1 : index) : i64
    %3098 = llvm.mlir.constant(64 : index) : i64
    %3099 = llvm.mlir.constant(256 : index) : i64
    %3100 = llvm.mlir.constant(256 : index) : i64
    %3101 = llvm.mlir.zero : !llvm.ptr
    %3102 = llvm.getelementptr %3101[%3100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3103 = llvm.ptrtoint %3102 : !llvm.ptr to i64
    %3104 = llvm.mlir.constant(64 : index) : i64
    %3105 = llvm.add %3103, %3104 : i64
    %3106 = llvm.call @malloc(%3105) : (i64) -> !llvm.ptr
    %3107 = llvm.ptrtoint %3106 : !llvm.ptr to i64
    %3108 = llvm.mlir.constant(1 : index) : i64
    %3109 = llvm.sub %3104, %3108 : i64
    %3110 = llvm.add %3107, %3109 : i64
    %3111 = llvm.urem %3110, %3104 : i64
    %3112 = llvm.sub %3110, %3111 : i64
    %3113 = llvm.inttoptr %3112 : i64 to !llvm.ptr
    %3114 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3115 = llvm.insertvalue %3106, %3114[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3116 = llvm.insertvalue %3113, %3115[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3117 = llvm.mlir.constant(0 : index) : i64
    %3118 = llvm.insertvalue %3117, %3116[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3119 = llvm.insertvalue %3093, %3118[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3120 = llvm.insertvalue %3094, %3119[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3121 = llvm.insertvalue %3095, %3120[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3122 = llvm.insertvalue %3096, %3121[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3123 = llvm.insertvalue %3099, %3122[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3124 = llvm.insertvalue %3098, %3123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3125 = llvm.insertvalue %3096, %3124[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3126 = llvm.insertvalue %3097, %3125[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb382(%20 : i64)
  ^bb382(%3127: i64):  // 2 preds: ^bb381, ^bb392
    %3128 = llvm.icmp "slt" %3127, %15 : i64
    llvm.cond_br %3128, ^bb383, ^bb393
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%20 : i64)
  ^bb384(%3129: i64):  // 2 preds: ^bb383, ^bb391
    %3130 = llvm.icmp "slt" %3129, %12 : i64
    llvm.cond_br %3130, ^bb385, ^bb392
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%20 : i64)
  ^bb386(%3131: i64):  // 2 preds: ^bb385, ^bb390
    %3132 = llvm.icmp "slt" %3131, %14 : i64
    llvm.cond_br %3132, ^bb387, ^bb391
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%20 : i64)
  ^bb388(%3133: i64):  // 2 preds: ^bb387, ^bb389
    %3134 = llvm.icmp "slt" %3133, %14 : i64
    llvm.cond_br %3134, ^bb389, ^bb390
  ^bb389:  // pred: ^bb388
    %3135 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3136 = llvm.mlir.constant(256 : index) : i64
    %3137 = llvm.mul %3127, %3136 overflow<nsw, nuw> : i64
    %3138 = llvm.mlir.constant(64 : index) : i64
    %3139 = llvm.mul %3129, %3138 overflow<nsw, nuw> : i64
    %3140 = llvm.add %3137, %3139 overflow<nsw, nuw> : i64
    %3141 = llvm.mlir.constant(8 : index) : i64
    %3142 = llvm.mul %3131, %3141 overflow<nsw, nuw> : i64
    %3143 = llvm.add %3140, %3142 overflow<nsw, nuw> : i64
    %3144 = llvm.add %3143, %3133 overflow<nsw, nuw> : i64
    %3145 = llvm.getelementptr inbounds|nuw %3135[%3144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3146 = llvm.load %3145 : !llvm.ptr -> f32
    %3147 = llvm.extractvalue %3126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3148 = llvm.mlir.constant(256 : index) : i64
    %3149 = llvm.mul %3127, %3148 overflow<nsw, nuw> : i64
    %3150 = llvm.mlir.constant(64 : index) : i64
    %3151 = llvm.mul %3129, %3150 overflow<nsw, nuw> : i64
    %3152 = llvm.add %3149, %3151 overflow<nsw, nuw> : i64
    %3153 = llvm.mlir.constant(8 : index) : i64
    %3154 = llvm.mul %3131, %3153 overflow<nsw, nuw> : i64
    %3155 = llvm.add %3152, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.add %3155, %3133 overflow<nsw, nuw> : i64
    %3157 = llvm.getelementptr inbounds|nuw %3147[%3156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3146, %3157 : f32, !llvm.ptr
    %3158 = llvm.add %3133, %15 : i64
    llvm.br ^bb388(%3158 : i64)
  ^bb390:  // pred: ^bb388
    %3159 = llvm.add %3131, %15 : i64
    llvm.br ^bb386(%3159 : i64)
  ^bb391:  // pred: ^bb386
    %3160 = llvm.add %3129, %15 : i64
    llvm.br ^bb384(%3160 : i64)
  ^bb392:  // pred: ^bb384
    %3161 = llvm.add %3127, %15 : i64
    llvm.br ^bb382(%3161 : i64)
  ^bb393:  // pred: ^bb382
    llvm.br ^bb394(%20 : i64)
  ^bb394(%3162: i64):  // 2 preds: ^bb393, ^bb407
    %3163 = llvm.icmp "slt" %3162, %15 : i64
    llvm.cond_br %3163, ^bb395, ^bb408
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%20 : i64)
  ^bb396(%3164: i64):  // 2 preds: ^bb395, ^bb406
    %3165 = llvm.icmp "slt" %3164, %12 : i64
    llvm.cond_br %3165, ^bb397, ^bb407
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%20 : i64)
  ^bb398(%3166: i64):  // 2 preds: ^bb397, ^bb405
    %3167 = llvm.icmp "slt" %3166, %14 : i64
    llvm.cond_br %3167, ^bb399, ^bb406
  ^bb399:  // pred: ^bb398
    llvm.br ^bb400(%20 : i64)
  ^bb400(%3168: i64):  // 2 preds: ^bb399, ^bb404
    %3169 = llvm.icmp "slt" %3168, %14 : i64
    llvm.cond_br %3169, ^bb401, ^bb405
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%20 : i64)
  ^bb402(%3170: i64):  // 2 preds: ^bb401, ^bb403
    %3171 = llvm.icmp "slt" %3170, %14 : i64
    llvm.cond_br %3171, ^bb403, ^bb404
  ^bb403:  // pred: ^bb402
    %3172 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3173 = llvm.mlir.constant(256 : index) : i64
    %3174 = llvm.mul %3162, %3173 overflow<nsw, nuw> : i64
    %3175 = llvm.mlir.constant(64 : index) : i64
    %3176 = llvm.mul %3164, %3175 overflow<nsw, nuw> : i64
    %3177 = llvm.add %3174, %3176 overflow<nsw, nuw> : i64
    %3178 = llvm.mlir.constant(8 : index) : i64
    %3179 = llvm.mul %3166, %3178 overflow<nsw, nuw> : i64
    %3180 = llvm.add %3177, %3179 overflow<nsw, nuw> : i64
    %3181 = llvm.add %3180, %3170 overflow<nsw, nuw> : i64
    %3182 = llvm.getelementptr inbounds|nuw %3172[%3181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3183 = llvm.load %3182 : !llvm.ptr -> f32
    %3184 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3185 = llvm.mlir.constant(64 : index) : i64
    %3186 = llvm.mul %3162, %3185 overflow<nsw, nuw> : i64
    %3187 = llvm.mlir.constant(64 : index) : i64
    %3188 = llvm.mul %20, %3187 overflow<nsw, nuw> : i64
    %3189 = llvm.add %3186, %3188 overflow<nsw, nuw> : i64
    %3190 = llvm.mlir.constant(8 : index) : i64
    %3191 = llvm.mul %3166, %3190 overflow<nsw, nuw> : i64
    %3192 = llvm.add %3189, %3191 overflow<nsw, nuw> : i64
    %3193 = llvm.add %3192, %3170 overflow<nsw, nuw> : i64
    %3194 = llvm.getelementptr inbounds|nuw %3184[%3193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3195 = llvm.load %3194 : !llvm.ptr -> f32
    %3196 = llvm.extractvalue %2414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3197 = llvm.mlir.constant(256 : index) : i64
    %3198 = llvm.mul %3162, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.mlir.constant(64 : index) : i64
    %3200 = llvm.mul %3164, %3199 overflow<nsw, nuw> : i64
    %3201 = llvm.add %3198, %3200 overflow<nsw, nuw> : i64
    %3202 = llvm.mlir.constant(8 : index) : i64
    %3203 = llvm.mul %3166, %3202 overflow<nsw, nuw> : i64
    %3204 = llvm.add %3201, %3203 overflow<nsw, nuw> : i64
    %3205 = llvm.add %3204, %3170 overflow<nsw, nuw> : i64
    %3206 = llvm.getelementptr inbounds|nuw %3196[%3205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3207 = llvm.load %3206 : !llvm.ptr -> f32
    %3208 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3209 = llvm.mlir.constant(64 : index) : i64
    %3210 = llvm.mul %3162, %3209 overflow<nsw, nuw> : i64
    %3211 = llvm.mlir.constant(64 : index) : i64
    %3212 = llvm.mul %20, %3211 overflow<nsw, nuw> : i64
    %3213 = llvm.add %3210, %3212 overflow<nsw, nuw> : i64
    %3214 = llvm.mlir.constant(8 : index) : i64
    %3215 = llvm.mul %3166, %3214 overflow<nsw, nuw> : i64
    %3216 = llvm.add %3213, %3215 overflow<nsw, nuw> : i64
    %3217 = llvm.add %3216, %3170 overflow<nsw, nuw> : i64
    %3218 = llvm.getelementptr inbounds|nuw %3208[%3217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3219 = llvm.load %3218 : !llvm.ptr -> f32
    %3220 = llvm.extractvalue %3069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3221 = llvm.mlir.constant(256 : index) : i64
    %3222 = llvm.mul %3162, %3221 overflow<nsw, nuw> : i64
    %3223 = llvm.mlir.constant(64 : index) : i64
    %3224 = llvm.mul %3164, %3223 overflow<nsw, nuw> : i64
    %3225 = llvm.add %3222, %3224 overflow<nsw, nuw> : i64
    %3226 = llvm.mlir.constant(8 : index) : i64
    %3227 = llvm.mul %3170, %3226 overflow<nsw, nuw> : i64
    %3228 = llvm.add %3225, %3227 overflow<nsw, nuw> : i64
    %3229 = llvm.add %3228, %3168 overflow<nsw, nuw> : i64
    %3230 = llvm.getelementptr inbounds|nuw %3220[%3229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3231 = llvm.load %3230 : !llvm.ptr -> f32
    %3232 = llvm.extractvalue %3126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3233 = llvm.mlir.constant(256 : index) : i64
    %3234 = llvm.mul %3162, %3233 overflow<nsw, nuw> : i64
    %3235 = llvm.mlir.constant(64 : index) : i64
    %3236 = llvm.mul %3164, %3235 overflow<nsw, nuw> : i64
    %3237 = llvm.add %3234, %3236 overflow<nsw, nuw> : i64
    %3238 = llvm.mlir.constant(8 : index) : i64
    %3239 = llvm.mul %3166, %3238 overflow<nsw, nuw> : i64
    %3240 = llvm.add %3237, %3239 overflow<nsw, nuw> : i64
    %3241 = llvm.add %3240, %3168 overflow<nsw, nuw> : i64
    %3242 = llvm.getelementptr inbounds|nuw %3232[%3241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3243 = llvm.load %3242 : !llvm.ptr -> f32
    %3244 = llvm.fmul %3207, %3219 : f32
    %3245 = llvm.fmul %3183, %3195 : f32
    %3246 = llvm.fadd %3245, %3244 : f32
    %3247 = llvm.fmul %3246, %3231 : f32
    %3248 = llvm.fadd %3243, %3247 : f32
    %3249 = llvm.extractvalue %3126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3250 = llvm.mlir.constant(256 : index) : i64
    %3251 = llvm.mul %3162, %3250 overflow<nsw, nuw> : i64
    %3252 = llvm.mlir.constant(64 : index) : i64
    %3253 = llvm.mul %3164, %3252 overflow<nsw, nuw> : i64
    %3254 = llvm.add %3251, %3253 overflow<nsw, nuw> : i64
    %3255 = llvm.mlir.constant(8 : index) : i64
    %3256 = llvm.mul %3166, %3255 overflow<nsw, nuw> : i64
    %3257 = llvm.add %3254, %3256 overflow<nsw, nuw> : i64
    %3258 = llvm.add %3257, %3168 overflow<nsw, nuw> : i64
    %3259 = llvm.getelementptr inbounds|nuw %3249[%3258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3248, %3259 : f32, !llvm.ptr
    %3260 = llvm.add %3170, %15 : i64
    llvm.br ^bb402(%3260 : i64)
  ^bb404:  // pred: ^bb402
    %3261 = llvm.add %3168, %15 : i64
    llvm.br ^bb400(%3261 : i64)
  ^bb405:  // pred: ^bb400
    %3262 = llvm.add %3166, %15 : i64
    llvm.br ^bb398(%3262 : i64)
  ^bb406:  // pred: ^bb398
    %3263 = llvm.add %3164, %15 : i64
    llvm.br ^bb396(%3263 : i64)
  ^bb407:  // pred: ^bb396
    %3264 = llvm.add %3162, %15 : i64
    llvm.br ^bb394(%3264 : i64)
  ^bb408:  // pred: ^bb394
    llvm.br ^bb409(%20 : i64)
  ^bb409(%3265: i64):  // 2 preds: ^bb408, ^bb419
    %3266 = llvm.icmp "slt" %3265, %15 : i64
    llvm.cond_br %3266, ^bb410, ^bb420
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%20 : i64)
  ^bb411(%3267: i64):  // 2 preds: ^bb410, ^bb418
    %3268 = llvm.icmp "slt" %3267, %12 : i64
    llvm.cond_br %3268, ^bb412, ^bb419
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%20 : i64)
  ^bb413(%3269: i64):  // 2 preds: ^bb412, ^bb417
    %3270 = llvm.icmp "slt" %3269, %14 : i64
    llvm.cond_br %3270, ^bb414, ^bb418
  ^bb414:  // pred: ^bb413
    llvm.br ^bb415(%20 : i64)
  ^bb415(%3271: i64):  // 2 preds: ^bb414, ^bb416
    %3272 = llvm.icmp "slt" %3271, %14 : i64
    llvm.cond_br %3272, ^bb416, ^bb417
  ^bb416:  // pred: ^bb415
    %3273 = llvm.extractvalue %3126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3274 = llvm.mlir.constant(256 : index) : i64
    %3275 = llvm.mul %3265, %3274 overflow<nsw, nuw> : i64
    %3276 = llvm.mlir.constant(64 : index) : i64
    %3277 = llvm.mul %3267, %3276 overflow<nsw, nuw> : i64
    %3278 = llvm.add %3275, %3277 overflow<nsw, nuw> : i64
    %3279 = llvm.mlir.constant(8 : index) : i64
    %3280 = llvm.mul %3269, %3279 overflow<nsw, nuw> : i64
    %3281 = llvm.add %3278, %3280 overflow<nsw, nuw> : i64
    %3282 = llvm.add %3281, %3271 overflow<nsw, nuw> : i64
    %3283 = llvm.getelementptr inbounds|nuw %3273[%3282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3284 = llvm.load %3283 : !llvm.ptr -> f32
    %3285 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3286 = llvm.mlir.constant(64 : index) : i64
    %3287 = llvm.mul %3265, %3286 overflow<nsw, nuw> : i64
    %3288 = llvm.mlir.constant(64 : index) : i64
    %3289 = llvm.mul %20, %3288 overflow<nsw, nuw> : i64
    %3290 = llvm.add %3287, %3289 overflow<nsw, nuw> : i64
    %3291 = llvm.mlir.constant(8 : index) : i64
    %3292 = llvm.mul %3269, %3291 overflow<nsw, nuw> : i64
    %3293 = llvm.add %3290, %3292 overflow<nsw, nuw> : i64
    %3294 = llvm.add %3293, %3271 overflow<nsw, nuw> : i64
    %3295 = llvm.getelementptr inbounds|nuw %3285[%3294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3296 = llvm.load %3295 : !llvm.ptr -> f32
    %3297 = llvm.fptrunc %18 : f64 to f32
    %3298 = llvm.fmul %3284, %3297 : f32
    %3299 = llvm.fadd %3298, %3296 : f32
    %3300 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3301 = llvm.mlir.constant(256 : index) : i64
    %3302 = llvm.mul %3265, %3301 overflow<nsw, nuw> : i64
    %3303 = llvm.mlir.constant(64 : index) : i64
    %3304 = llvm.mul %3267, %3303 overflow<nsw, nuw> : i64
    %3305 = llvm.add %3302, %3304 overflow<nsw, nuw> : i64
    %3306 = llvm.mlir.constant(8 : index) : i64
    %3307 = llvm.mul %3269, %3306 overflow<nsw, nuw> : i64
    %3308 = llvm.add %3305, %3307 overflow<nsw, nuw> : i64
    %3309 = llvm.add %3308, %3271 overflow<nsw, nuw> : i64
    %3310 = llvm.getelementptr inbounds|nuw %3300[%3309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3299, %3310 : f32, !llvm.ptr
    %3311 = llvm.add %3271, %15 : i64
    llvm.br ^bb415(%3311 : i64)
  ^bb417:  // pred: ^bb415
    %3312 = llvm.add %3269, %15 : i64
    llvm.br ^bb413(%3312 : i64)
  ^bb418:  // pred: ^bb413
    %3313 = llvm.add %3267, %15 : i64
    llvm.br ^bb411(%3313 : i64)
  ^bb419:  // pred: ^bb411
    %3314 = llvm.add %3265, %15 : i64
    llvm.br ^bb409(%3314 : i64)
  ^bb420:  // pred: ^bb409
    %3315 = llvm.mlir.constant(1 : index) : i64
    %3316 = llvm.mlir.constant(4 : index) : i64
    %3317 = llvm.mlir.constant(8 : index) : i64
    %3318 = llvm.mlir.constant(1 : index) : i64
    %3319 = llvm.mlir.constant(32 : index) : i64
    %3320 = llvm.mlir.constant(32 : index) : i64
    %3321 = llvm.mlir.zero : !llvm.ptr
    %3322 = llvm.getelementptr %3321[%3320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3323 = llvm.ptrtoint %3322 : !llvm.ptr to i64
    %3324 = llvm.mlir.constant(64 : index) : i64
    %3325 = llvm.add %3323, %3324 : i64
    %3326 = llvm.call @malloc(%3325) : (i64) -> !llvm.ptr
    %3327 = llvm.ptrtoint %3326 : !llvm.ptr to i64
    %3328 = llvm.mlir.constant(1 : index) : i64
    %3329 = llvm.sub %3324, %3328 : i64
    %3330 = llvm.add %3327, %3329 : i64
    %3331 = llvm.urem %3330, %3324 : i64
    %3332 = llvm.sub %3330, %3331 : i64
    %3333 = llvm.inttoptr %3332 : i64 to !llvm.ptr
    %3334 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3335 = llvm.insertvalue %3326, %3334[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3336 = llvm.insertvalue %3333, %3335[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3337 = llvm.mlir.constant(0 : index) : i64
    %3338 = llvm.insertvalue %3337, %3336[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3339 = llvm.insertvalue %3315, %3338[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3340 = llvm.insertvalue %3316, %3339[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3341 = llvm.insertvalue %3317, %3340[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3342 = llvm.insertvalue %3319, %3341[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3343 = llvm.insertvalue %3317, %3342[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3344 = llvm.insertvalue %3318, %3343[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb421(%20 : i64)
  ^bb421(%3345: i64):  // 2 preds: ^bb420, ^bb428
    %3346 = llvm.icmp "slt" %3345, %15 : i64
    llvm.cond_br %3346, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%20 : i64)
  ^bb423(%3347: i64):  // 2 preds: ^bb422, ^bb427
    %3348 = llvm.icmp "slt" %3347, %12 : i64
    llvm.cond_br %3348, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%20 : i64)
  ^bb425(%3349: i64):  // 2 preds: ^bb424, ^bb426
    %3350 = llvm.icmp "slt" %3349, %14 : i64
    llvm.cond_br %3350, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3351 = llvm.extractvalue %3344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3352 = llvm.mlir.constant(32 : index) : i64
    %3353 = llvm.mul %3345, %3352 overflow<nsw, nuw> : i64
    %3354 = llvm.mlir.constant(8 : index) : i64
    %3355 = llvm.mul %3347, %3354 overflow<nsw, nuw> : i64
    %3356 = llvm.add %3353, %3355 overflow<nsw, nuw> : i64
    %3357 = llvm.add %3356, %3349 overflow<nsw, nuw> : i64
    %3358 = llvm.getelementptr inbounds|nuw %3351[%3357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %19, %3358 : f32, !llvm.ptr
    %3359 = llvm.add %3349, %15 : i64
    llvm.br ^bb425(%3359 : i64)
  ^bb427:  // pred: ^bb425
    %3360 = llvm.add %3347, %15 : i64
    llvm.br ^bb423(%3360 : i64)
  ^bb428:  // pred: ^bb423
    %3361 = llvm.add %3345, %15 : i64
    llvm.br ^bb421(%3361 : i64)
  ^bb429:  // pred: ^bb421
    %3362 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3363 = llvm.extractvalue %1806[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3364 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3365 = llvm.insertvalue %3363, %3362[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3366 = llvm.insertvalue %3364, %3365[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3367 = llvm.mlir.constant(0 : index) : i64
    %3368 = llvm.insertvalue %3367, %3366[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3369 = llvm.mlir.constant(1 : index) : i64
    %3370 = llvm.insertvalue %3369, %3368[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3371 = llvm.mlir.constant(256 : index) : i64
    %3372 = llvm.insertvalue %3371, %3370[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3373 = llvm.mlir.constant(4 : index) : i64
    %3374 = llvm.insertvalue %3373, %3372[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3375 = llvm.mlir.constant(64 : index) : i64
    %3376 = llvm.insertvalue %3375, %3374[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3377 = llvm.mlir.constant(8 : index) : i64
    %3378 = llvm.insertvalue %3377, %3376[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3379 = llvm.mlir.constant(8 : index) : i64
    %3380 = llvm.insertvalue %3379, %3378[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3381 = llvm.mlir.constant(1 : index) : i64
    %3382 = llvm.insertvalue %3381, %3380[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3383 = llvm.mlir.constant(8 : index) : i64
    %3384 = llvm.insertvalue %3383, %3382[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3385 = llvm.mlir.constant(8 : index) : i64
    %3386 = llvm.insertvalue %3385, %3384[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3387 = llvm.mlir.constant(1 : index) : i64
    %3388 = llvm.insertvalue %3387, %3386[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3389 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3390 = llvm.extractvalue %3344[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3391 = llvm.extractvalue %3344[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3392 = llvm.insertvalue %3390, %3389[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3393 = llvm.insertvalue %3391, %3392[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3394 = llvm.mlir.constant(0 : index) : i64
    %3395 = llvm.insertvalue %3394, %3393[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3396 = llvm.mlir.constant(1 : index) : i64
    %3397 = llvm.insertvalue %3396, %3395[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3398 = llvm.mlir.constant(32 : index) : i64
    %3399 = llvm.insertvalue %3398, %3397[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3400 = llvm.mlir.constant(4 : index) : i64
    %3401 = llvm.insertvalue %3400, %3399[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3402 = llvm.mlir.constant(8 : index) : i64
    %3403 = llvm.insertvalue %3402, %3401[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3404 = llvm.mlir.constant(8 : index) : i64
    %3405 = llvm.insertvalue %3404, %3403[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3406 = llvm.mlir.constant(1 : index) : i64
    %3407 = llvm.insertvalue %3406, %3405[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3408 = llvm.mlir.constant(1 : index) : i64
    %3409 = llvm.insertvalue %3408, %3407[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3410 = llvm.mlir.constant(1 : index) : i64
    %3411 = llvm.insertvalue %3410, %3409[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3412 = llvm.mlir.constant(1 : index) : i64
    %3413 = llvm.mlir.constant(4 : index) : i64
    %3414 = llvm.mlir.constant(8 : index) : i64
    %3415 = llvm.mlir.constant(1 : index) : i64
    %3416 = llvm.mlir.constant(1 : index) : i64
    %3417 = llvm.mlir.constant(32 : index) : i64
    %3418 = llvm.mlir.constant(32 : index) : i64
    %3419 = llvm.mlir.zero : !llvm.ptr
    %3420 = llvm.getelementptr %3419[%3418] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3421 = llvm.ptrtoint %3420 : !llvm.ptr to i64
    %3422 = llvm.mlir.constant(64 : index) : i64
    %3423 = llvm.add %3421, %3422 : i64
    %3424 = llvm.call @malloc(%3423) : (i64) -> !llvm.ptr
    %3425 = llvm.ptrtoint %3424 : !llvm.ptr to i64
    %3426 = llvm.mlir.constant(1 : index) : i64
    %3427 = llvm.sub %3422, %3426 : i64
    %3428 = llvm.add %3425, %3427 : i64
    %3429 = llvm.urem %3428, %3422 : i64
    %3430 = llvm.sub %3428, %3429 : i64
    %3431 = llvm.inttoptr %3430 : i64 to !llvm.ptr
    %3432 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3433 = llvm.insertvalue %3424, %3432[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3434 = llvm.insertvalue %3431, %3433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3435 = llvm.mlir.constant(0 : index) : i64
    %3436 = llvm.insertvalue %3435, %3434[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3437 = llvm.insertvalue %3412, %3436[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3438 = llvm.insertvalue %3413, %3437[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3439 = llvm.insertvalue %3414, %3438[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3440 = llvm.insertvalue %3415, %3439[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3441 = llvm.insertvalue %3417, %3440[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3442 = llvm.insertvalue %3414, %3441[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3443 = llvm.insertvalue %3415, %3442[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3444 = llvm.insertvalue %3416, %3443[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb430(%20 : i64)
  ^bb430(%3445: i64):  // 2 preds: ^bb429, ^bb440
    %3446 = llvm.icmp "slt" %3445, %15 : i64
    llvm.cond_br %3446, ^bb431, ^bb441
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%20 : i64)
  ^bb432(%3447: i64):  // 2 preds: ^bb431, ^bb439
    %3448 = llvm.icmp "slt" %3447, %12 : i64
    llvm.cond_br %3448, ^bb433, ^bb440
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%20 : i64)
  ^bb434(%3449: i64):  // 2 preds: ^bb433, ^bb438
    %3450 = llvm.icmp "slt" %3449, %14 : i64
    llvm.cond_br %3450, ^bb435, ^bb439
  ^bb435:  // pred: ^bb434
    llvm.br ^bb436(%20 : i64)
  ^bb436(%3451: i64):  // 2 preds: ^bb435, ^bb437
    %3452 = llvm.icmp "slt" %3451, %15 : i64
    llvm.cond_br %3452, ^bb437, ^bb438
  ^bb437:  // pred: ^bb436
    %3453 = llvm.extractvalue %3411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3454 = llvm.mlir.constant(32 : index) : i64
    %3455 = llvm.mul %3445, %3454 overflow<nsw, nuw> : i64
    %3456 = llvm.mlir.constant(8 : index) : i64
    %3457 = llvm.mul %3447, %3456 overflow<nsw, nuw> : i64
    %3458 = llvm.add %3455, %3457 overflow<nsw, nuw> : i64
    %3459 = llvm.add %3458, %3449 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3459, %3451 overflow<nsw, nuw> : i64
    %3461 = llvm.getelementptr inbounds|nuw %3453[%3460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3462 = llvm.load %3461 : !llvm.ptr -> f32
    %3463 = llvm.extractvalue %3444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3464 = llvm.mlir.constant(32 : index) : i64
    %3465 = llvm.mul %3445, %3464 overflow<nsw, nuw> : i64
    %3466 = llvm.mlir.constant(8 : index) : i64
    %3467 = llvm.mul %3447, %3466 overflow<nsw, nuw> : i64
    %3468 = llvm.add %3465, %3467 overflow<nsw, nuw> : i64
    %3469 = llvm.add %3468, %3449 overflow<nsw, nuw> : i64
    %3470 = llvm.add %3469, %3451 overflow<nsw, nuw> : i64
    %3471 = llvm.getelementptr inbounds|nuw %3463[%3470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3462, %3471 : f32, !llvm.ptr
    %3472 = llvm.add %3451, %15 : i64
    llvm.br ^bb436(%3472 : i64)
  ^bb438:  // pred: ^bb436
    %3473 = llvm.add %3449, %15 : i64
    llvm.br ^bb434(%3473 : i64)
  ^bb439:  // pred: ^bb434
    %3474 = llvm.add %3447, %15 : i64
    llvm.br ^bb432(%3474 : i64)
  ^bb440:  // pred: ^bb432
    %3475 = llvm.add %3445, %15 : i64
    llvm.br ^bb430(%3475 : i64)
  ^bb441:  // pred: ^bb430
    llvm.br ^bb442(%20 : i64)
  ^bb442(%3476: i64):  // 2 preds: ^bb441, ^bb455
    %3477 = llvm.icmp "slt" %3476, %15 : i64
    llvm.cond_br %3477, ^bb443, ^bb456
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%20 : i64)
  ^bb444(%3478: i64):  // 2 preds: ^bb443, ^bb454
    %3479 = llvm.icmp "slt" %3478, %12 : i64
    llvm.cond_br %3479, ^bb445, ^bb455
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%20 : i64)
  ^bb446(%3480: i64):  // 2 preds: ^bb445, ^bb453
    %3481 = llvm.icmp "slt" %3480, %14 : i64
    llvm.cond_br %3481, ^bb447, ^bb454
  ^bb447:  // pred: ^bb446
    llvm.br ^bb448(%20 : i64)
  ^bb448(%3482: i64):  // 2 preds: ^bb447, ^bb452
    %3483 = llvm.icmp "slt" %3482, %15 : i64
    llvm.cond_br %3483, ^bb449, ^bb453
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%20 : i64)
  ^bb450(%3484: i64):  // 2 preds: ^bb449, ^bb451
    %3485 = llvm.icmp "slt" %3484, %14 : i64
    llvm.cond_br %3485, ^bb451, ^bb452
  ^bb451:  // pred: ^bb450
    %3486 = llvm.extractvalue %3388[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3487 = llvm.mlir.constant(256 : index) : i64
    %3488 = llvm.mul %3476, %3487 overflow<nsw, nuw> : i64
    %3489 = llvm.mlir.constant(64 : index) : i64
    %3490 = llvm.mul %3478, %3489 overflow<nsw, nuw> : i64
    %3491 = llvm.add %3488, %3490 overflow<nsw, nuw> : i64
    %3492 = llvm.mlir.constant(8 : index) : i64
    %3493 = llvm.mul %3480, %3492 overflow<nsw, nuw> : i64
    %3494 = llvm.add %3491, %3493 overflow<nsw, nuw> : i64
    %3495 = llvm.mlir.constant(8 : index) : i64
    %3496 = llvm.mul %3482, %3495 overflow<nsw, nuw> : i64
    %3497 = llvm.add %3494, %3496 overflow<nsw, nuw> : i64
    %3498 = llvm.add %3497, %3484 overflow<nsw, nuw> : i64
    %3499 = llvm.getelementptr inbounds|nuw %3486[%3498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3500 = llvm.load %3499 : !llvm.ptr -> f32
    %3501 = llvm.extractvalue %3444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3502 = llvm.mlir.constant(32 : index) : i64
    %3503 = llvm.mul %3476, %3502 overflow<nsw, nuw> : i64
    %3504 = llvm.mlir.constant(8 : index) : i64
    %3505 = llvm.mul %3478, %3504 overflow<nsw, nuw> : i64
    %3506 = llvm.add %3503, %3505 overflow<nsw, nuw> : i64
    %3507 = llvm.add %3506, %3480 overflow<nsw, nuw> : i64
    %3508 = llvm.add %3507, %3482 overflow<nsw, nuw> : i64
    %3509 = llvm.getelementptr inbounds|nuw %3501[%3508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3510 = llvm.load %3509 : !llvm.ptr -> f32
    %3511 = llvm.intr.maximum(%3500, %3510) : (f32, f32) -> f32
    %3512 = llvm.extractvalue %3444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3513 = llvm.mlir.constant(32 : index) : i64
    %3514 = llvm.mul %3476, %3513 overflow<nsw, nuw> : i64
    %3515 = llvm.mlir.constant(8 : index) : i64
    %3516 = llvm.mul %3478, %3515 overflow<nsw, nuw> : i64
    %3517 = llvm.add %3514, %3516 overflow<nsw, nuw> : i64
    %3518 = llvm.add %3517, %3480 overflow<nsw, nuw> : i64
    %3519 = llvm.add %3518, %3482 overflow<nsw, nuw> : i64
    %3520 = llvm.getelementptr inbounds|nuw %3512[%3519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3511, %3520 : f32, !llvm.ptr
    %3521 = llvm.add %3484, %15 : i64
    llvm.br ^bb450(%3521 : i64)
  ^bb452:  // pred: ^bb450
    %3522 = llvm.add %3482, %15 : i64
    llvm.br ^bb448(%3522 : i64)
  ^bb453:  // pred: ^bb448
    %3523 = llvm.add %3480, %15 : i64
    llvm.br ^bb446(%3523 : i64)
  ^bb454:  // pred: ^bb446
    %3524 = llvm.add %3478, %15 : i64
    llvm.br ^bb444(%3524 : i64)
  ^bb455:  // pred: ^bb444
    %3525 = llvm.add %3476, %15 : i64
    llvm.br ^bb442(%3525 : i64)
  ^bb456:  // pred: ^bb442
    llvm.br ^bb457(%20 : i64)
  ^bb457(%3526: i64):  // 2 preds: ^bb456, ^bb467
    %3527 = llvm.icmp "slt" %3526, %15 : i64
    llvm.cond_br %3527, ^bb458, ^bb468
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%20 : i64)
  ^bb459(%3528: i64):  // 2 preds: ^bb458, ^bb466
    %3529 = llvm.icmp "slt" %3528, %12 : i64
    llvm.cond_br %3529, ^bb460, ^bb467
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%20 : i64)
  ^bb461(%3530: i64):  // 2 preds: ^bb460, ^bb465
    %3531 = llvm.icmp "slt" %3530, %14 : i64
    llvm.cond_br %3531, ^bb462, ^bb466
  ^bb462:  // pred: ^bb461
    llvm.br ^bb463(%20 : i64)
  ^bb463(%3532: i64):  // 2 preds: ^bb462, ^bb464
    %3533 = llvm.icmp "slt" %3532, %14 : i64
    llvm.cond_br %3533, ^bb464, ^bb465
  ^bb464:  // pred: ^bb463
    %3534 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3535 = llvm.mlir.constant(256 : index) : i64
    %3536 = llvm.mul %3526, %3535 overflow<nsw, nuw> : i64
    %3537 = llvm.mlir.constant(64 : index) : i64
    %3538 = llvm.mul %3528, %3537 overflow<nsw, nuw> : i64
    %3539 = llvm.add %3536, %3538 overflow<nsw, nuw> : i64
    %3540 = llvm.mlir.constant(8 : index) : i64
    %3541 = llvm.mul %3530, %3540 overflow<nsw, nuw> : i64
    %3542 = llvm.add %3539, %3541 overflow<nsw, nuw> : i64
    %3543 = llvm.add %3542, %3532 overflow<nsw, nuw> : i64
    %3544 = llvm.getelementptr inbounds|nuw %3534[%3543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3545 = llvm.load %3544 : !llvm.ptr -> f32
    %3546 = llvm.extractvalue %3444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3547 = llvm.mlir.constant(32 : index) : i64
    %3548 = llvm.mul %3526, %3547 overflow<nsw, nuw> : i64
    %3549 = llvm.mlir.constant(8 : index) : i64
    %3550 = llvm.mul %3528, %3549 overflow<nsw, nuw> : i64
    %3551 = llvm.add %3548, %3550 overflow<nsw, nuw> : i64
    %3552 = llvm.add %3551, %3530 overflow<nsw, nuw> : i64
    %3553 = llvm.add %3552, %20 overflow<nsw, nuw> : i64
    %3554 = llvm.getelementptr inbounds|nuw %3546[%3553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3555 = llvm.load %3554 : !llvm.ptr -> f32
    %3556 = llvm.fsub %3545, %3555 : f32
    %3557 = llvm.fmul %3556, %8 : f32
    %3558 = llvm.intr.exp2(%3557) : (f32) -> f32
    %3559 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3560 = llvm.mlir.constant(256 : index) : i64
    %3561 = llvm.mul %3526, %3560 overflow<nsw, nuw> : i64
    %3562 = llvm.mlir.constant(64 : index) : i64
    %3563 = llvm.mul %3528, %3562 overflow<nsw, nuw> : i64
    %3564 = llvm.add %3561, %3563 overflow<nsw, nuw> : i64
    %3565 = llvm.mlir.constant(8 : index) : i64
    %3566 = llvm.mul %3530, %3565 overflow<nsw, nuw> : i64
    %3567 = llvm.add %3564, %3566 overflow<nsw, nuw> : i64
    %3568 = llvm.add %3567, %3532 overflow<nsw, nuw> : i64
    %3569 = llvm.getelementptr inbounds|nuw %3559[%3568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3558, %3569 : f32, !llvm.ptr
    %3570 = llvm.add %3532, %15 : i64
    llvm.br ^bb463(%3570 : i64)
  ^bb465:  // pred: ^bb463
    %3571 = llvm.add %3530, %15 : i64
    llvm.br ^bb461(%3571 : i64)
  ^bb466:  // pred: ^bb461
    %3572 = llvm.add %3528, %15 : i64
    llvm.br ^bb459(%3572 : i64)
  ^bb467:  // pred: ^bb459
    %3573 = llvm.add %3526, %15 : i64
    llvm.br ^bb457(%3573 : i64)
  ^bb468:  // pred: ^bb457
    %3574 = llvm.mlir.constant(1 : index) : i64
    %3575 = llvm.mlir.constant(4 : index) : i64
    %3576 = llvm.mlir.constant(8 : index) : i64
    %3577 = llvm.mlir.constant(1 : index) : i64
    %3578 = llvm.mlir.constant(1 : index) : i64
    %3579 = llvm.mlir.constant(32 : index) : i64
    %3580 = llvm.mlir.constant(32 : index) : i64
    %3581 = llvm.mlir.zero : !llvm.ptr
    %3582 = llvm.getelementptr %3581[%3580] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3583 = llvm.ptrtoint %3582 : !llvm.ptr to i64
    %3584 = llvm.mlir.constant(64 : index) : i64
    %3585 = llvm.add %3583, %3584 : i64
    %3586 = llvm.call @malloc(%3585) : (i64) -> !llvm.ptr
    %3587 = llvm.ptrtoint %3586 : !llvm.ptr to i64
    %3588 = llvm.mlir.constant(1 : index) : i64
    %3589 = llvm.sub %3584, %3588 : i64
    %3590 = llvm.add %3587, %3589 : i64
    %3591 = llvm.urem %3590, %3584 : i64
    %3592 = llvm.sub %3590, %3591 : i64
    %3593 = llvm.inttoptr %3592 : i64 to !llvm.ptr
    %3594 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3595 = llvm.insertvalue %3586, %3594[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3596 = llvm.insertvalue %3593, %3595[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3597 = llvm.mlir.constant(0 : index) : i64
    %3598 = llvm.insertvalue %3597, %3596[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3599 = llvm.insertvalue %3574, %3598[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3600 = llvm.insertvalue %3575, %3599[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3601 = llvm.insertvalue %3576, %3600[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3602 = llvm.insertvalue %3577, %3601[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3603 = llvm.insertvalue %3579, %3602[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3604 = llvm.insertvalue %3576, %3603[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3605 = llvm.insertvalue %3577, %3604[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3606 = llvm.insertvalue %3578, %3605[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb469(%20 : i64)
  ^bb469(%3607: i64):  // 2 preds: ^bb468, ^bb479
    %3608 = llvm.icmp "slt" %3607, %15 : i64
    llvm.cond_br %3608, ^bb470, ^bb480
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%20 : i64)
  ^bb471(%3609: i64):  // 2 preds: ^bb470, ^bb478
    %3610 = llvm.icmp "slt" %3609, %12 : i64
    llvm.cond_br %3610, ^bb472, ^bb479
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%20 : i64)
  ^bb473(%3611: i64):  // 2 preds: ^bb472, ^bb477
    %3612 = llvm.icmp "slt" %3611, %14 : i64
    llvm.cond_br %3612, ^bb474, ^bb478
  ^bb474:  // pred: ^bb473
    llvm.br ^bb475(%20 : i64)
  ^bb475(%3613: i64):  // 2 preds: ^bb474, ^bb476
    %3614 = llvm.icmp "slt" %3613, %15 : i64
    llvm.cond_br %3614, ^bb476, ^bb477
  ^bb476:  // pred: ^bb475
    %3615 = llvm.extractvalue %3606[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3616 = llvm.mlir.constant(32 : index) : i64
    %3617 = llvm.mul %3607, %3616 overflow<nsw, nuw> : i64
    %3618 = llvm.mlir.constant(8 : index) : i64
    %3619 = llvm.mul %3609, %3618 overflow<nsw, nuw> : i64
    %3620 = llvm.add %3617, %3619 overflow<nsw, nuw> : i64
    %3621 = llvm.add %3620, %3611 overflow<nsw, nuw> : i64
    %3622 = llvm.add %3621, %3613 overflow<nsw, nuw> : i64
    %3623 = llvm.getelementptr inbounds|nuw %3615[%3622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %3623 : f32, !llvm.ptr
    %3624 = llvm.add %3613, %15 : i64
    llvm.br ^bb475(%3624 : i64)
  ^bb477:  // pred: ^bb475
    %3625 = llvm.add %3611, %15 : i64
    llvm.br ^bb473(%3625 : i64)
  ^bb478:  // pred: ^bb473
    %3626 = llvm.add %3609, %15 : i64
    llvm.br ^bb471(%3626 : i64)
  ^bb479:  // pred: ^bb471
    %3627 = llvm.add %3607, %15 : i64
    llvm.br ^bb469(%3627 : i64)
  ^bb480:  // pred: ^bb469
    %3628 = llvm.mlir.constant(1 : index) : i64
    %3629 = llvm.mlir.constant(4 : index) : i64
    %3630 = llvm.mlir.constant(8 : index) : i64
    %3631 = llvm.mlir.constant(1 : index) : i64
    %3632 = llvm.mlir.constant(1 : index) : i64
    %3633 = llvm.mlir.constant(32 : index) : i64
    %3634 = llvm.mlir.constant(32 : index) : i64
    %3635 = llvm.mlir.zero : !llvm.ptr
    %3636 = llvm.getelementptr %3635[%3634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3637 = llvm.ptrtoint %3636 : !llvm.ptr to i64
    %3638 = llvm.mlir.constant(64 : index) : i64
    %3639 = llvm.add %3637, %3638 : i64
    %3640 = llvm.call @malloc(%3639) : (i64) -> !llvm.ptr
    %3641 = llvm.ptrtoint %3640 : !llvm.ptr to i64
    %3642 = llvm.mlir.constant(1 : index) : i64
    %3643 = llvm.sub %3638, %3642 : i64
    %3644 = llvm.add %3641, %3643 : i64
    %3645 = llvm.urem %3644, %3638 : i64
    %3646 = llvm.sub %3644, %3645 : i64
    %3647 = llvm.inttoptr %3646 : i64 to !llvm.ptr
    %3648 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3649 = llvm.insertvalue %3640, %3648[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3650 = llvm.insertvalue %3647, %3649[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3651 = llvm.mlir.constant(0 : index) : i64
    %3652 = llvm.insertvalue %3651, %3650[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3653 = llvm.insertvalue %3628, %3652[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3654 = llvm.insertvalue %3629, %3653[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3655 = llvm.insertvalue %3630, %3654[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3656 = llvm.insertvalue %3631, %3655[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3657 = llvm.insertvalue %3633, %3656[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3658 = llvm.insertvalue %3630, %3657[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3659 = llvm.insertvalue %3631, %3658[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3660 = llvm.insertvalue %3632, %3659[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb481(%20 : i64)
  ^bb481(%3661: i64):  // 2 preds: ^bb480, ^bb491
    %3662 = llvm.icmp "slt" %3661, %15 : i64
    llvm.cond_br %3662, ^bb482, ^bb492
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%20 : i64)
  ^bb483(%3663: i64):  // 2 preds: ^bb482, ^bb490
    %3664 = llvm.icmp "slt" %3663, %12 : i64
    llvm.cond_br %3664, ^bb484, ^bb491
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%20 : i64)
  ^bb485(%3665: i64):  // 2 preds: ^bb484, ^bb489
    %3666 = llvm.icmp "slt" %3665, %14 : i64
    llvm.cond_br %3666, ^bb486, ^bb490
  ^bb486:  // pred: ^bb485
    llvm.br ^bb487(%20 : i64)
  ^bb487(%3667: i64):  // 2 preds: ^bb486, ^bb488
    %3668 = llvm.icmp "slt" %3667, %15 : i64
    llvm.cond_br %3668, ^bb488, ^bb489
  ^bb488:  // pred: ^bb487
    %3669 = llvm.extractvalue %3606[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3670 = llvm.mlir.constant(32 : index) : i64
    %3671 = llvm.mul %3661, %3670 overflow<nsw, nuw> : i64
    %3672 = llvm.mlir.constant(8 : index) : i64
    %3673 = llvm.mul %3663, %3672 overflow<nsw, nuw> : i64
    %3674 = llvm.add %3671, %3673 overflow<nsw, nuw> : i64
    %3675 = llvm.add %3674, %3665 overflow<nsw, nuw> : i64
    %3676 = llvm.add %3675, %3667 overflow<nsw, nuw> : i64
    %3677 = llvm.getelementptr inbounds|nuw %3669[%3676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3678 = llvm.load %3677 : !llvm.ptr -> f32
    %3679 = llvm.extractvalue %3660[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3680 = llvm.mlir.constant(32 : index) : i64
    %3681 = llvm.mul %3661, %3680 overflow<nsw, nuw> : i64
    %3682 = llvm.mlir.constant(8 : index) : i64
    %3683 = llvm.mul %3663, %3682 overflow<nsw, nuw> : i64
    %3684 = llvm.add %3681, %3683 overflow<nsw, nuw> : i64
    %3685 = llvm.add %3684, %3665 overflow<nsw, nuw> : i64
    %3686 = llvm.add %3685, %3667 overflow<nsw, nuw> : i64
    %3687 = llvm.getelementptr inbounds|nuw %3679[%3686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3678, %3687 : f32, !llvm.ptr
    %3688 = llvm.add %3667, %15 : i64
    llvm.br ^bb487(%3688 : i64)
  ^bb489:  // pred: ^bb487
    %3689 = llvm.add %3665, %15 : i64
    llvm.br ^bb485(%3689 : i64)
  ^bb490:  // pred: ^bb485
    %3690 = llvm.add %3663, %15 : i64
    llvm.br ^bb483(%3690 : i64)
  ^bb491:  // pred: ^bb483
    %3691 = llvm.add %3661, %15 : i64
    llvm.br ^bb481(%3691 : i64)
  ^bb492:  // pred: ^bb481
    llvm.br ^bb493(%20 : i64)
  ^bb493(%3692: i64):  // 2 preds: ^bb492, ^bb503
    %3693 = llvm.icmp "slt" %3692, %15 : i64
    llvm.cond_br %3693, ^bb494, ^bb504
  ^bb494:  // pred: ^bb493
    llvm.br ^bb495(%20 : i64)
  ^bb495(%3694: i64):  // 2 preds: ^bb494, ^bb502
    %3695 = llvm.icmp "slt" %3694, %12 : i64
    llvm.cond_br %3695, ^bb496, ^bb503
  ^bb496:  // pred: ^bb495
    llvm.br ^bb497(%20 : i64)
  ^bb497(%3696: i64):  // 2 preds: ^bb496, ^bb501
    %3697 = llvm.icmp "slt" %3696, %14 : i64
    llvm.cond_br %3697, ^bb498, ^bb502
  ^bb498:  // pred: ^bb497
    llvm.br ^bb499(%20 : i64)
  ^bb499(%3698: i64):  // 2 preds: ^bb498, ^bb500
    %3699 = llvm.icmp "slt" %3698, %14 : i64
    llvm.cond_br %3699, ^bb500, ^bb501
  ^bb500:  // pred: ^bb499
    %3700 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3701 = llvm.mlir.constant(256 : index) : i64
    %3702 = llvm.mul %3692, %3701 overflow<nsw, nuw> : i64
    %3703 = llvm.mlir.constant(64 : index) : i64
    %3704 = llvm.mul %3694, %3703 overflow<nsw, nuw> : i64
    %3705 = llvm.add %3702, %3704 overflow<nsw, nuw> : i64
    %3706 = llvm.mlir.constant(8 : index) : i64
    %3707 = llvm.mul %3696, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.add %3705, %3707 overflow<nsw, nuw> : i64
    %3709 = llvm.add %3708, %3698 overflow<nsw, nuw> : i64
    %3710 = llvm.getelementptr inbounds|nuw %3700[%3709] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3711 = llvm.load %3710 : !llvm.ptr -> f32
    %3712 = llvm.extractvalue %3660[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3713 = llvm.mlir.constant(32 : index) : i64
    %3714 = llvm.mul %3692, %3713 overflow<nsw, nuw> : i64
    %3715 = llvm.mlir.constant(8 : index) : i64
    %3716 = llvm.mul %3694, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.add %3714, %3716 overflow<nsw, nuw> : i64
    %3718 = llvm.add %3717, %3696 overflow<nsw, nuw> : i64
    %3719 = llvm.add %3718, %20 overflow<nsw, nuw> : i64
    %3720 = llvm.getelementptr inbounds|nuw %3712[%3719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3721 = llvm.load %3720 : !llvm.ptr -> f32
    %3722 = llvm.fadd %3711, %3721 : f32
    %3723 = llvm.extractvalue %3660[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3724 = llvm.mlir.constant(32 : index) : i64
    %3725 = llvm.mul %3692, %3724 overflow<nsw, nuw> : i64
    %3726 = llvm.mlir.constant(8 : index) : i64
    %3727 = llvm.mul %3694, %3726 overflow<nsw, nuw> : i64
    %3728 = llvm.add %3725, %3727 overflow<nsw, nuw> : i64
    %3729 = llvm.add %3728, %3696 overflow<nsw, nuw> : i64
    %3730 = llvm.add %3729, %20 overflow<nsw, nuw> : i64
    %3731 = llvm.getelementptr inbounds|nuw %3723[%3730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3722, %3731 : f32, !llvm.ptr
    %3732 = llvm.add %3698, %15 : i64
    llvm.br ^bb499(%3732 : i64)
  ^bb501:  // pred: ^bb499
    %3733 = llvm.add %3696, %15 : i64
    llvm.br ^bb497(%3733 : i64)
  ^bb502:  // pred: ^bb497
    %3734 = llvm.add %3694, %15 : i64
    llvm.br ^bb495(%3734 : i64)
  ^bb503:  // pred: ^bb495
    %3735 = llvm.add %3692, %15 : i64
    llvm.br ^bb493(%3735 : i64)
  ^bb504:  // pred: ^bb493
    %3736 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3737 = llvm.extractvalue %2840[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3738 = llvm.extractvalue %2840[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3739 = llvm.insertvalue %3737, %3736[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3740 = llvm.insertvalue %3738, %3739[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3741 = llvm.mlir.constant(0 : index) : i64
    %3742 = llvm.insertvalue %3741, %3740[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3743 = llvm.mlir.constant(1 : index) : i64
    %3744 = llvm.insertvalue %3743, %3742[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3745 = llvm.mlir.constant(256 : index) : i64
    %3746 = llvm.insertvalue %3745, %3744[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3747 = llvm.mlir.constant(4 : index) : i64
    %3748 = llvm.insertvalue %3747, %3746[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3749 = llvm.mlir.constant(64 : index) : i64
    %3750 = llvm.insertvalue %3749, %3748[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3751 = llvm.mlir.constant(8 : index) : i64
    %3752 = llvm.insertvalue %3751, %3750[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3753 = llvm.mlir.constant(8 : index) : i64
    %3754 = llvm.insertvalue %3753, %3752[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3755 = llvm.mlir.constant(8 : index) : i64
    %3756 = llvm.insertvalue %3755, %3754[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3757 = llvm.mlir.constant(1 : index) : i64
    %3758 = llvm.insertvalue %3757, %3756[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3759 = llvm.mlir.constant(1 : index) : i64
    %3760 = llvm.mlir.constant(4 : index) : i64
    %3761 = llvm.mlir.constant(8 : index) : i64
    %3762 = llvm.mlir.constant(8 : index) : i64
    %3763 = llvm.mlir.constant(1 : index) : i64
    %3764 = llvm.mlir.constant(64 : index) : i64
    %3765 = llvm.mlir.constant(256 : index) : i64
    %3766 = llvm.mlir.constant(256 : index) : i64
    %3767 = llvm.mlir.zero : !llvm.ptr
    %3768 = llvm.getelementptr %3767[%3766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3769 = llvm.ptrtoint %3768 : !llvm.ptr to i64
    %3770 = llvm.mlir.constant(64 : index) : i64
    %3771 = llvm.add %3769, %3770 : i64
    %3772 = llvm.call @malloc(%3771) : (i64) -> !llvm.ptr
    %3773 = llvm.ptrtoint %3772 : !llvm.ptr to i64
    %3774 = llvm.mlir.constant(1 : index) : i64
    %3775 = llvm.sub %3770, %3774 : i64
    %3776 = llvm.add %3773, %3775 : i64
    %3777 = llvm.urem %3776, %3770 : i64
    %3778 = llvm.sub %3776, %3777 : i64
    %3779 = llvm.inttoptr %3778 : i64 to !llvm.ptr
    %3780 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3781 = llvm.insertvalue %3772, %3780[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3782 = llvm.insertvalue %3779, %3781[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3783 = llvm.mlir.constant(0 : index) : i64
    %3784 = llvm.insertvalue %3783, %3782[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3785 = llvm.insertvalue %3759, %3784[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3786 = llvm.insertvalue %3760, %3785[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3787 = llvm.insertvalue %3761, %3786[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3788 = llvm.insertvalue %3762, %3787[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3789 = llvm.insertvalue %3765, %3788[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3790 = llvm.insertvalue %3764, %3789[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3791 = llvm.insertvalue %3762, %3790[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3792 = llvm.insertvalue %3763, %3791[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb505(%20 : i64)
  ^bb505(%3793: i64):  // 2 preds: ^bb504, ^bb515
    %3794 = llvm.icmp "slt" %3793, %15 : i64
    llvm.cond_br %3794, ^bb506, ^bb516
  ^bb506:  // pred: ^bb505
    llvm.br ^bb507(%20 : i64)
  ^bb507(%3795: i64):  // 2 preds: ^bb506, ^bb514
    %3796 = llvm.icmp "slt" %3795, %12 : i64
    llvm.cond_br %3796, ^bb508, ^bb515
  ^bb508:  // pred: ^bb507
    llvm.br ^bb509(%20 : i64)
  ^bb509(%3797: i64):  // 2 preds: ^bb508, ^bb513
    %3798 = llvm.icmp "slt" %3797, %14 : i64
    llvm.cond_br %3798, ^bb510, ^bb514
  ^bb510:  // pred: ^bb509
    llvm.br ^bb511(%20 : i64)
  ^bb511(%3799: i64):  // 2 preds: ^bb510, ^bb512
    %3800 = llvm.icmp "slt" %3799, %14 : i64
    llvm.cond_br %3800, ^bb512, ^bb513
  ^bb512:  // pred: ^bb511
    %3801 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3802 = llvm.mlir.constant(256 : index) : i64
    %3803 = llvm.mul %3793, %3802 overflow<nsw, nuw> : i64
    %3804 = llvm.mlir.constant(64 : index) : i64
    %3805 = llvm.mul %3795, %3804 overflow<nsw, nuw> : i64
    %3806 = llvm.add %3803, %3805 overflow<nsw, nuw> : i64
    %3807 = llvm.mlir.constant(8 : index) : i64
    %3808 = llvm.mul %3797, %3807 overflow<nsw, nuw> : i64
    %3809 = llvm.add %3806, %3808 overflow<nsw, nuw> : i64
    %3810 = llvm.add %3809, %3799 overflow<nsw, nuw> : i64
    %3811 = llvm.getelementptr inbounds|nuw %3801[%3810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3812 = llvm.load %3811 : !llvm.ptr -> f32
    %3813 = llvm.extractvalue %3792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3814 = llvm.mlir.constant(256 : index) : i64
    %3815 = llvm.mul %3793, %3814 overflow<nsw, nuw> : i64
    %3816 = llvm.mlir.constant(64 : index) : i64
    %3817 = llvm.mul %3795, %3816 overflow<nsw, nuw> : i64
    %3818 = llvm.add %3815, %3817 overflow<nsw, nuw> : i64
    %3819 = llvm.mlir.constant(8 : index) : i64
    %3820 = llvm.mul %3797, %3819 overflow<nsw, nuw> : i64
    %3821 = llvm.add %3818, %3820 overflow<nsw, nuw> : i64
    %3822 = llvm.add %3821, %3799 overflow<nsw, nuw> : i64
    %3823 = llvm.getelementptr inbounds|nuw %3813[%3822] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3812, %3823 : f32, !llvm.ptr
    %3824 = llvm.add %3799, %15 : i64
    llvm.br ^bb511(%3824 : i64)
  ^bb513:  // pred: ^bb511
    %3825 = llvm.add %3797, %15 : i64
    llvm.br ^bb509(%3825 : i64)
  ^bb514:  // pred: ^bb509
    %3826 = llvm.add %3795, %15 : i64
    llvm.br ^bb507(%3826 : i64)
  ^bb515:  // pred: ^bb507
    %3827 = llvm.add %3793, %15 : i64
    llvm.br ^bb505(%3827 : i64)
  ^bb516:  // pred: ^bb505
    llvm.br ^bb517(%20 : i64)
  ^bb517(%3828: i64):  // 2 preds: ^bb516, ^bb530
    %3829 = llvm.icmp "slt" %3828, %15 : i64
    llvm.cond_br %3829, ^bb518, ^bb531
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%20 : i64)
  ^bb519(%3830: i64):  // 2 preds: ^bb518, ^bb529
    %3831 = llvm.icmp "slt" %3830, %12 : i64
    llvm.cond_br %3831, ^bb520, ^bb530
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%20 : i64)
  ^bb521(%3832: i64):  // 2 preds: ^bb520, ^bb528
    %3833 = llvm.icmp "slt" %3832, %14 : i64
    llvm.cond_br %3833, ^bb522, ^bb529
  ^bb522:  // pred: ^bb521
    llvm.br ^bb523(%20 : i64)
  ^bb523(%3834: i64):  // 2 preds: ^bb522, ^bb527
    %3835 = llvm.icmp "slt" %3834, %14 : i64
    llvm.cond_br %3835, ^bb524, ^bb528
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%20 : i64)
  ^bb525(%3836: i64):  // 2 preds: ^bb524, ^bb526
    %3837 = llvm.icmp "slt" %3836, %14 : i64
    llvm.cond_br %3837, ^bb526, ^bb527
  ^bb526:  // pred: ^bb525
    %3838 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3839 = llvm.mlir.constant(256 : index) : i64
    %3840 = llvm.mul %3828, %3839 overflow<nsw, nuw> : i64
    %3841 = llvm.mlir.constant(64 : index) : i64
    %3842 = llvm.mul %3830, %3841 overflow<nsw, nuw> : i64
    %3843 = llvm.add %3840, %3842 overflow<nsw, nuw> : i64
    %3844 = llvm.mlir.constant(8 : index) : i64
    %3845 = llvm.mul %3832, %3844 overflow<nsw, nuw> : i64
    %3846 = llvm.add %3843, %3845 overflow<nsw, nuw> : i64
    %3847 = llvm.add %3846, %3836 overflow<nsw, nuw> : i64
    %3848 = llvm.getelementptr inbounds|nuw %3838[%3847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3849 = llvm.load %3848 : !llvm.ptr -> f32
    %3850 = llvm.extractvalue %3660[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3851 = llvm.mlir.constant(32 : index) : i64
    %3852 = llvm.mul %3828, %3851 overflow<nsw, nuw> : i64
    %3853 = llvm.mlir.constant(8 : index) : i64
    %3854 = llvm.mul %3830, %3853 overflow<nsw, nuw> : i64
    %3855 = llvm.add %3852, %3854 overflow<nsw, nuw> : i64
    %3856 = llvm.add %3855, %3832 overflow<nsw, nuw> : i64
    %3857 = llvm.add %3856, %20 overflow<nsw, nuw> : i64
    %3858 = llvm.getelementptr inbounds|nuw %3850[%3857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3859 = llvm.load %3858 : !llvm.ptr -> f32
    %3860 = llvm.extractvalue %3758[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3861 = llvm.mlir.constant(256 : index) : i64
    %3862 = llvm.mul %3828, %3861 overflow<nsw, nuw> : i64
    %3863 = llvm.mlir.constant(64 : index) : i64
    %3864 = llvm.mul %3830, %3863 overflow<nsw, nuw> : i64
    %3865 = llvm.add %3862, %3864 overflow<nsw, nuw> : i64
    %3866 = llvm.mlir.constant(8 : index) : i64
    %3867 = llvm.mul %3836, %3866 overflow<nsw, nuw> : i64
    %3868 = llvm.add %3865, %3867 overflow<nsw, nuw> : i64
    %3869 = llvm.add %3868, %3834 overflow<nsw, nuw> : i64
    %3870 = llvm.getelementptr inbounds|nuw %3860[%3869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3871 = llvm.load %3870 : !llvm.ptr -> f32
    %3872 = llvm.extractvalue %3792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3873 = llvm.mlir.constant(256 : index) : i64
    %3874 = llvm.mul %3828, %3873 overflow<nsw, nuw> : i64
    %3875 = llvm.mlir.constant(64 : index) : i64
    %3876 = llvm.mul %3830, %3875 overflow<nsw, nuw> : i64
    %3877 = llvm.add %3874, %3876 overflow<nsw, nuw> : i64
    %3878 = llvm.mlir.constant(8 : index) : i64
    %3879 = llvm.mul %3832, %3878 overflow<nsw, nuw> : i64
    %3880 = llvm.add %3877, %3879 overflow<nsw, nuw> : i64
    %3881 = llvm.add %3880, %3834 overflow<nsw, nuw> : i64
    %3882 = llvm.getelementptr inbounds|nuw %3872[%3881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3883 = llvm.load %3882 : !llvm.ptr -> f32
    %3884 = llvm.fdiv %3849, %3859 : f32
    %3885 = llvm.fmul %3884, %3871 : f32
    %3886 = llvm.fadd %3883, %3885 : f32
    %3887 = llvm.extractvalue %3792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3888 = llvm.mlir.constant(256 : index) : i64
    %3889 = llvm.mul %3828, %3888 overflow<nsw, nuw> : i64
    %3890 = llvm.mlir.constant(64 : index) : i64
    %3891 = llvm.mul %3830, %3890 overflow<nsw, nuw> : i64
    %3892 = llvm.add %3889, %3891 overflow<nsw, nuw> : i64
    %3893 = llvm.mlir.constant(8 : index) : i64
    %3894 = llvm.mul %3832, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.add %3892, %3894 overflow<nsw, nuw> : i64
    %3896 = llvm.add %3895, %3834 overflow<nsw, nuw> : i64
    %3897 = llvm.getelementptr inbounds|nuw %3887[%3896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3886, %3897 : f32, !llvm.ptr
    %3898 = llvm.add %3836, %15 : i64
    llvm.br ^bb525(%3898 : i64)
  ^bb527:  // pred: ^bb525
    %3899 = llvm.add %3834, %15 : i64
    llvm.br ^bb523(%3899 : i64)
  ^bb528:  // pred: ^bb523
    %3900 = llvm.add %3832, %15 : i64
    llvm.br ^bb521(%3900 : i64)
  ^bb529:  // pred: ^bb521
    %3901 = llvm.add %3830, %15 : i64
    llvm.br ^bb519(%3901 : i64)
  ^bb530:  // pred: ^bb519
    %3902 = llvm.add %3828, %15 : i64
    llvm.br ^bb517(%3902 : i64)
  ^bb531:  // pred: ^bb517
    %3903 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3904 = llvm.extractvalue %310[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3905 = llvm.extractvalue %310[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3906 = llvm.insertvalue %3904, %3903[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3907 = llvm.insertvalue %3905, %3906[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3908 = llvm.mlir.constant(0 : index) : i64
    %3909 = llvm.insertvalue %3908, %3907[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3910 = llvm.mlir.constant(32 : index) : i64
    %3911 = llvm.insertvalue %3910, %3909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3912 = llvm.mlir.constant(32 : index) : i64
    %3913 = llvm.insertvalue %3912, %3911[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3914 = llvm.mlir.constant(4 : index) : i64
    %3915 = llvm.insertvalue %3914, %3913[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3916 = llvm.mlir.constant(8 : index) : i64
    %3917 = llvm.insertvalue %3916, %3915[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3918 = llvm.mlir.constant(8 : index) : i64
    %3919 = llvm.insertvalue %3918, %3917[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3920 = llvm.mlir.constant(1 : index) : i64
    %3921 = llvm.insertvalue %3920, %3919[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3922 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3923 = llvm.extractvalue %1592[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3924 = llvm.extractvalue %1592[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3925 = llvm.insertvalue %3923, %3922[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3926 = llvm.insertvalue %3924, %3925[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3927 = llvm.mlir.constant(0 : index) : i64
    %3928 = llvm.insertvalue %3927, %3926[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3929 = llvm.mlir.constant(1 : index) : i64
    %3930 = llvm.insertvalue %3929, %3928[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3931 = llvm.mlir.constant(256 : index) : i64
    %3932 = llvm.insertvalue %3931, %3930[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3933 = llvm.mlir.constant(8 : index) : i64
    %3934 = llvm.insertvalue %3933, %3932[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3935 = llvm.mlir.constant(32 : index) : i64
    %3936 = llvm.insertvalue %3935, %3934[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3937 = llvm.mlir.constant(32 : index) : i64
    %3938 = llvm.insertvalue %3937, %3936[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3939 = llvm.mlir.constant(1 : index) : i64
    %3940 = llvm.insertvalue %3939, %3938[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3941 = llvm.mlir.constant(1 : index) : i64
    %3942 = llvm.mlir.constant(8 : index) : i64
    %3943 = llvm.mlir.constant(32 : index) : i64
    %3944 = llvm.mlir.constant(1 : index) : i64
    %3945 = llvm.mlir.constant(256 : index) : i64
    %3946 = llvm.mlir.constant(256 : index) : i64
    %3947 = llvm.mlir.zero : !llvm.ptr
    %3948 = llvm.getelementptr %3947[%3946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3949 = llvm.ptrtoint %3948 : !llvm.ptr to i64
    %3950 = llvm.mlir.constant(64 : index) : i64
    %3951 = llvm.add %3949, %3950 : i64
    %3952 = llvm.call @malloc(%3951) : (i64) -> !llvm.ptr
    %3953 = llvm.ptrtoint %3952 : !llvm.ptr to i64
    %3954 = llvm.mlir.constant(1 : index) : i64
    %3955 = llvm.sub %3950, %3954 : i64
    %3956 = llvm.add %3953, %3955 : i64
    %3957 = llvm.urem %3956, %3950 : i64
    %3958 = llvm.sub %3956, %3957 : i64
    %3959 = llvm.inttoptr %3958 : i64 to !llvm.ptr
    %3960 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3961 = llvm.insertvalue %3952, %3960[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3962 = llvm.insertvalue %3959, %3961[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3963 = llvm.mlir.constant(0 : index) : i64
    %3964 = llvm.insertvalue %3963, %3962[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3965 = llvm.insertvalue %3941, %3964[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3966 = llvm.insertvalue %3942, %3965[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3967 = llvm.insertvalue %3943, %3966[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3968 = llvm.insertvalue %3945, %3967[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3969 = llvm.insertvalue %3943, %3968[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3970 = llvm.insertvalue %3944, %3969[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb532(%20 : i64)
  ^bb532(%3971: i64):  // 2 preds: ^bb531, ^bb539
    %3972 = llvm.icmp "slt" %3971, %15 : i64
    llvm.cond_br %3972, ^bb533, ^bb540
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%20 : i64)
  ^bb534(%3973: i64):  // 2 preds: ^bb533, ^bb538
    %3974 = llvm.icmp "slt" %3973, %14 : i64
    llvm.cond_br %3974, ^bb535, ^bb539
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%20 : i64)
  ^bb536(%3975: i64):  // 2 preds: ^bb535, ^bb537
    %3976 = llvm.icmp "slt" %3975, %13 : i64
    llvm.cond_br %3976, ^bb537, ^bb538
  ^bb537:  // pred: ^bb536
    %3977 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3978 = llvm.mlir.constant(256 : index) : i64
    %3979 = llvm.mul %3971, %3978 overflow<nsw, nuw> : i64
    %3980 = llvm.mlir.constant(32 : index) : i64
    %3981 = llvm.mul %3973, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.add %3979, %3981 overflow<nsw, nuw> : i64
    %3983 = llvm.add %3982, %3975 overflow<nsw, nuw> : i64
    %3984 = llvm.getelementptr inbounds|nuw %3977[%3983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3985 = llvm.load %3984 : !llvm.ptr -> f32
    %3986 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3987 = llvm.mlir.constant(256 : index) : i64
    %3988 = llvm.mul %3971, %3987 overflow<nsw, nuw> : i64
    %3989 = llvm.mlir.constant(32 : index) : i64
    %3990 = llvm.mul %3973, %3989 overflow<nsw, nuw> : i64
    %3991 = llvm.add %3988, %3990 overflow<nsw, nuw> : i64
    %3992 = llvm.add %3991, %3975 overflow<nsw, nuw> : i64
    %3993 = llvm.getelementptr inbounds|nuw %3986[%3992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3985, %3993 : f32, !llvm.ptr
    %3994 = llvm.add %3975, %15 : i64
    llvm.br ^bb536(%3994 : i64)
  ^bb538:  // pred: ^bb536
    %3995 = llvm.add %3973, %15 : i64
    llvm.br ^bb534(%3995 : i64)
  ^bb539:  // pred: ^bb534
    %3996 = llvm.add %3971, %15 : i64
    llvm.br ^bb532(%3996 : i64)
  ^bb540:  // pred: ^bb532
    llvm.br ^bb541(%20 : i64)
  ^bb541(%3997: i64):  // 2 preds: ^bb540, ^bb554
    %3998 = llvm.icmp "slt" %3997, %15 : i64
    llvm.cond_br %3998, ^bb542, ^bb555
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%20 : i64)
  ^bb543(%3999: i64):  // 2 preds: ^bb542, ^bb553
    %4000 = llvm.icmp "slt" %3999, %14 : i64
    llvm.cond_br %4000, ^bb544, ^bb554
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%20 : i64)
  ^bb545(%4001: i64):  // 2 preds: ^bb544, ^bb552
    %4002 = llvm.icmp "slt" %4001, %13 : i64
    llvm.cond_br %4002, ^bb546, ^bb553
  ^bb546:  // pred: ^bb545
    llvm.br ^bb547(%20 : i64)
  ^bb547(%4003: i64):  // 2 preds: ^bb546, ^bb551
    %4004 = llvm.icmp "slt" %4003, %12 : i64
    llvm.cond_br %4004, ^bb548, ^bb552
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%20 : i64)
  ^bb549(%4005: i64):  // 2 preds: ^bb548, ^bb550
    %4006 = llvm.icmp "slt" %4005, %14 : i64
    llvm.cond_br %4006, ^bb550, ^bb551
  ^bb550:  // pred: ^bb549
    %4007 = llvm.extractvalue %3792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4008 = llvm.mlir.constant(256 : index) : i64
    %4009 = llvm.mul %3997, %4008 overflow<nsw, nuw> : i64
    %4010 = llvm.mlir.constant(64 : index) : i64
    %4011 = llvm.mul %4003, %4010 overflow<nsw, nuw> : i64
    %4012 = llvm.add %4009, %4011 overflow<nsw, nuw> : i64
    %4013 = llvm.mlir.constant(8 : index) : i64
    %4014 = llvm.mul %3999, %4013 overflow<nsw, nuw> : i64
    %4015 = llvm.add %4012, %4014 overflow<nsw, nuw> : i64
    %4016 = llvm.add %4015, %4005 overflow<nsw, nuw> : i64
    %4017 = llvm.getelementptr inbounds|nuw %4007[%4016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4018 = llvm.load %4017 : !llvm.ptr -> f32
    %4019 = llvm.extractvalue %3921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4020 = llvm.mlir.constant(32 : index) : i64
    %4021 = llvm.mul %4001, %4020 overflow<nsw, nuw> : i64
    %4022 = llvm.mlir.constant(8 : index) : i64
    %4023 = llvm.mul %4003, %4022 overflow<nsw, nuw> : i64
    %4024 = llvm.add %4021, %4023 overflow<nsw, nuw> : i64
    %4025 = llvm.add %4024, %4005 overflow<nsw, nuw> : i64
    %4026 = llvm.getelementptr inbounds|nuw %4019[%4025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4027 = llvm.load %4026 : !llvm.ptr -> f32
    %4028 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4029 = llvm.mlir.constant(256 : index) : i64
    %4030 = llvm.mul %3997, %4029 overflow<nsw, nuw> : i64
    %4031 = llvm.mlir.constant(32 : index) : i64
    %4032 = llvm.mul %3999, %4031 overflow<nsw, nuw> : i64
    %4033 = llvm.add %4030, %4032 overflow<nsw, nuw> : i64
    %4034 = llvm.add %4033, %4001 overflow<nsw, nuw> : i64
    %4035 = llvm.getelementptr inbounds|nuw %4028[%4034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4036 = llvm.load %4035 : !llvm.ptr -> f32
    %4037 = llvm.fmul %4018, %4027 : f32
    %4038 = llvm.fadd %4036, %4037 : f32
    %4039 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4040 = llvm.mlir.constant(256 : index) : i64
    %4041 = llvm.mul %3997, %4040 overflow<nsw, nuw> : i64
    %4042 = llvm.mlir.constant(32 : index) : i64
    %4043 = llvm.mul %3999, %4042 overflow<nsw, nuw> : i64
    %4044 = llvm.add %4041, %4043 overflow<nsw, nuw> : i64
    %4045 = llvm.add %4044, %4001 overflow<nsw, nuw> : i64
    %4046 = llvm.getelementptr inbounds|nuw %4039[%4045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4038, %4046 : f32, !llvm.ptr
    %4047 = llvm.add %4005, %15 : i64
    llvm.br ^bb549(%4047 : i64)
  ^bb551:  // pred: ^bb549
    %4048 = llvm.add %4003, %15 : i64
    llvm.br ^bb547(%4048 : i64)
  ^bb552:  // pred: ^bb547
    %4049 = llvm.add %4001, %15 : i64
    llvm.br ^bb545(%4049 : i64)
  ^bb553:  // pred: ^bb545
    %4050 = llvm.add %3999, %15 : i64
    llvm.br ^bb543(%4050 : i64)
  ^bb554:  // pred: ^bb543
    %4051 = llvm.add %3997, %15 : i64
    llvm.br ^bb541(%4051 : i64)
  ^bb555:  // pred: ^bb541
    %4052 = llvm.mlir.constant(1 : index) : i64
    %4053 = llvm.mlir.constant(8 : index) : i64
    %4054 = llvm.mlir.constant(32 : index) : i64
    %4055 = llvm.mlir.constant(1 : index) : i64
    %4056 = llvm.mlir.constant(256 : index) : i64
    %4057 = llvm.mlir.constant(256 : index) : i64
    %4058 = llvm.mlir.zero : !llvm.ptr
    %4059 = llvm.getelementptr %4058[%4057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4060 = llvm.ptrtoint %4059 : !llvm.ptr to i64
    %4061 = llvm.mlir.constant(64 : index) : i64
    %4062 = llvm.add %4060, %4061 : i64
    %4063 = llvm.call @malloc(%4062) : (i64) -> !llvm.ptr
    %4064 = llvm.ptrtoint %4063 : !llvm.ptr to i64
    %4065 = llvm.mlir.constant(1 : index) : i64
    %4066 = llvm.sub %4061, %4065 : i64
    %4067 = llvm.add %4064, %4066 : i64
    %4068 = llvm.urem %4067, %4061 : i64
    %4069 = llvm.sub %4067, %4068 : i64
    %4070 = llvm.inttoptr %4069 : i64 to !llvm.ptr
    %4071 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4072 = llvm.insertvalue %4063, %4071[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4073 = llvm.insertvalue %4070, %4072[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4074 = llvm.mlir.constant(0 : index) : i64
    %4075 = llvm.insertvalue %4074, %4073[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4076 = llvm.insertvalue %4052, %4075[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4077 = llvm.insertvalue %4053, %4076[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.insertvalue %4054, %4077[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4079 = llvm.insertvalue %4056, %4078[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4080 = llvm.insertvalue %4054, %4079[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4081 = llvm.insertvalue %4055, %4080[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb556(%20 : i64)
  ^bb556(%4082: i64):  // 2 preds: ^bb555, ^bb563
    %4083 = llvm.icmp "slt" %4082, %15 : i64
    llvm.cond_br %4083, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%20 : i64)
  ^bb558(%4084: i64):  // 2 preds: ^bb557, ^bb562
    %4085 = llvm.icmp "slt" %4084, %14 : i64
    llvm.cond_br %4085, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%20 : i64)
  ^bb560(%4086: i64):  // 2 preds: ^bb559, ^bb561
    %4087 = llvm.icmp "slt" %4086, %13 : i64
    llvm.cond_br %4087, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %4088 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4089 = llvm.mlir.constant(256 : index) : i64
    %4090 = llvm.mul %4082, %4089 overflow<nsw, nuw> : i64
    %4091 = llvm.mlir.constant(32 : index) : i64
    %4092 = llvm.mul %4084, %4091 overflow<nsw, nuw> : i64
    %4093 = llvm.add %4090, %4092 overflow<nsw, nuw> : i64
    %4094 = llvm.add %4093, %4086 overflow<nsw, nuw> : i64
    %4095 = llvm.getelementptr inbounds|nuw %4088[%4094] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4096 = llvm.load %4095 : !llvm.ptr -> f32
    %4097 = llvm.extractvalue %3970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4098 = llvm.mlir.constant(256 : index) : i64
    %4099 = llvm.mul %4082, %4098 overflow<nsw, nuw> : i64
    %4100 = llvm.mlir.constant(32 : index) : i64
    %4101 = llvm.mul %4084, %4100 overflow<nsw, nuw> : i64
    %4102 = llvm.add %4099, %4101 overflow<nsw, nuw> : i64
    %4103 = llvm.add %4102, %4086 overflow<nsw, nuw> : i64
    %4104 = llvm.getelementptr inbounds|nuw %4097[%4103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4105 = llvm.load %4104 : !llvm.ptr -> f32
    %4106 = llvm.fadd %4096, %4105 : f32
    %4107 = llvm.extractvalue %4081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4108 = llvm.mlir.constant(256 : index) : i64
    %4109 = llvm.mul %4082, %4108 overflow<nsw, nuw> : i64
    %4110 = llvm.mlir.constant(32 : index) : i64
    %4111 = llvm.mul %4084, %4110 overflow<nsw, nuw> : i64
    %4112 = llvm.add %4109, %4111 overflow<nsw, nuw> : i64
    %4113 = llvm.add %4112, %4086 overflow<nsw, nuw> : i64
    %4114 = llvm.getelementptr inbounds|nuw %4107[%4113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4106, %4114 : f32, !llvm.ptr
    %4115 = llvm.add %4086, %15 : i64
    llvm.br ^bb560(%4115 : i64)
  ^bb562:  // pred: ^bb560
    %4116 = llvm.add %4084, %15 : i64
    llvm.br ^bb558(%4116 : i64)
  ^bb563:  // pred: ^bb558
    %4117 = llvm.add %4082, %15 : i64
    llvm.br ^bb556(%4117 : i64)
  ^bb564:  // pred: ^bb556
    %4118 = llvm.mlir.constant(1 : index) : i64
    %4119 = llvm.mlir.constant(8 : index) : i64
    %4120 = llvm.mlir.constant(1 : index) : i64
    %4121 = llvm.mlir.constant(1 : index) : i64
    %4122 = llvm.mlir.constant(8 : index) : i64
    %4123 = llvm.mlir.zero : !llvm.ptr
    %4124 = llvm.getelementptr %4123[%4122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4125 = llvm.ptrtoint %4124 : !llvm.ptr to i64
    %4126 = llvm.mlir.constant(64 : index) : i64
    %4127 = llvm.add %4125, %4126 : i64
    %4128 = llvm.call @malloc(%4127) : (i64) -> !llvm.ptr
    %4129 = llvm.ptrtoint %4128 : !llvm.ptr to i64
    %4130 = llvm.mlir.constant(1 : index) : i64
    %4131 = llvm.sub %4126, %4130 : i64
    %4132 = llvm.add %4129, %4131 : i64
    %4133 = llvm.urem %4132, %4126 : i64
    %4134 = llvm.sub %4132, %4133 : i64
    %4135 = llvm.inttoptr %4134 : i64 to !llvm.ptr
    %4136 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4137 = llvm.insertvalue %4128, %4136[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4138 = llvm.insertvalue %4135, %4137[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4139 = llvm.mlir.constant(0 : index) : i64
    %4140 = llvm.insertvalue %4139, %4138[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4141 = llvm.insertvalue %4118, %4140[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4142 = llvm.insertvalue %4119, %4141[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4143 = llvm.insertvalue %4120, %4142[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4144 = llvm.insertvalue %4119, %4143[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4145 = llvm.insertvalue %4120, %4144[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4146 = llvm.insertvalue %4121, %4145[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb565(%20 : i64)
  ^bb565(%4147: i64):  // 2 preds: ^bb564, ^bb572
    %4148 = llvm.icmp "slt" %4147, %15 : i64
    llvm.cond_br %4148, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%20 : i64)
  ^bb567(%4149: i64):  // 2 preds: ^bb566, ^bb571
    %4150 = llvm.icmp "slt" %4149, %14 : i64
    llvm.cond_br %4150, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%20 : i64)
  ^bb569(%4151: i64):  // 2 preds: ^bb568, ^bb570
    %4152 = llvm.icmp "slt" %4151, %15 : i64
    llvm.cond_br %4152, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %4153 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4154 = llvm.mlir.constant(8 : index) : i64
    %4155 = llvm.mul %4147, %4154 overflow<nsw, nuw> : i64
    %4156 = llvm.add %4155, %4149 overflow<nsw, nuw> : i64
    %4157 = llvm.add %4156, %4151 overflow<nsw, nuw> : i64
    %4158 = llvm.getelementptr inbounds|nuw %4153[%4157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4159 = llvm.load %4158 : !llvm.ptr -> f32
    %4160 = llvm.extractvalue %4146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4161 = llvm.mlir.constant(8 : index) : i64
    %4162 = llvm.mul %4147, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4162, %4149 overflow<nsw, nuw> : i64
    %4164 = llvm.add %4163, %4151 overflow<nsw, nuw> : i64
    %4165 = llvm.getelementptr inbounds|nuw %4160[%4164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4159, %4165 : f32, !llvm.ptr
    %4166 = llvm.add %4151, %15 : i64
    llvm.br ^bb569(%4166 : i64)
  ^bb571:  // pred: ^bb569
    %4167 = llvm.add %4149, %15 : i64
    llvm.br ^bb567(%4167 : i64)
  ^bb572:  // pred: ^bb567
    %4168 = llvm.add %4147, %15 : i64
    llvm.br ^bb565(%4168 : i64)
  ^bb573:  // pred: ^bb565
    llvm.br ^bb574(%20 : i64)
  ^bb574(%4169: i64):  // 2 preds: ^bb573, ^bb581
    %4170 = llvm.icmp "slt" %4169, %15 : i64
    llvm.cond_br %4170, ^bb575, ^bb582
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%20 : i64)
  ^bb576(%4171: i64):  // 2 preds: ^bb575, ^bb580
    %4172 = llvm.icmp "slt" %4171, %14 : i64
    llvm.cond_br %4172, ^bb577, ^bb581
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%20 : i64)
  ^bb578(%4173: i64):  // 2 preds: ^bb577, ^bb579
    %4174 = llvm.icmp "slt" %4173, %13 : i64
    llvm.cond_br %4174, ^bb579, ^bb580
  ^bb579:  // pred: ^bb578
    %4175 = llvm.extractvalue %4081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4176 = llvm.mlir.constant(256 : index) : i64
    %4177 = llvm.mul %4169, %4176 overflow<nsw, nuw> : i64
    %4178 = llvm.mlir.constant(32 : index) : i64
    %4179 = llvm.mul %4171, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4177, %4179 overflow<nsw, nuw> : i64
    %4181 = llvm.add %4180, %4173 overflow<nsw, nuw> : i64
    %4182 = llvm.getelementptr inbounds|nuw %4175[%4181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4183 = llvm.load %4182 : !llvm.ptr -> f32
    %4184 = llvm.extractvalue %4146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4185 = llvm.mlir.constant(8 : index) : i64
    %4186 = llvm.mul %4169, %4185 overflow<nsw, nuw> : i64
    %4187 = llvm.add %4186, %4171 overflow<nsw, nuw> : i64
    %4188 = llvm.add %4187, %20 overflow<nsw, nuw> : i64
    %4189 = llvm.getelementptr inbounds|nuw %4184[%4188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4190 = llvm.load %4189 : !llvm.ptr -> f32
    %4191 = llvm.fmul %4183, %4183 : f32
    %4192 = llvm.fadd %4191, %4190 : f32
    %4193 = llvm.extractvalue %4146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4194 = llvm.mlir.constant(8 : index) : i64
    %4195 = llvm.mul %4169, %4194 overflow<nsw, nuw> : i64
    %4196 = llvm.add %4195, %4171 overflow<nsw, nuw> : i64
    %4197 = llvm.add %4196, %20 overflow<nsw, nuw> : i64
    %4198 = llvm.getelementptr inbounds|nuw %4193[%4197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4192, %4198 : f32, !llvm.ptr
    %4199 = llvm.add %4173, %15 : i64
    llvm.br ^bb578(%4199 : i64)
  ^bb580:  // pred: ^bb578
    %4200 = llvm.add %4171, %15 : i64
    llvm.br ^bb576(%4200 : i64)
  ^bb581:  // pred: ^bb576
    %4201 = llvm.add %4169, %15 : i64
    llvm.br ^bb574(%4201 : i64)
  ^bb582:  // pred: ^bb574
    llvm.br ^bb583(%20 : i64)
  ^bb583(%4202: i64):  // 2 preds: ^bb582, ^bb590
    %4203 = llvm.icmp "slt" %4202, %15 : i64
    llvm.cond_br %4203, ^bb584, ^bb591
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%20 : i64)
  ^bb585(%4204: i64):  // 2 preds: ^bb584, ^bb589
    %4205 = llvm.icmp "slt" %4204, %14 : i64
    llvm.cond_br %4205, ^bb586, ^bb590
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%20 : i64)
  ^bb587(%4206: i64):  // 2 preds: ^bb586, ^bb588
    %4207 = llvm.icmp "slt" %4206, %13 : i64
    llvm.cond_br %4207, ^bb588, ^bb589
  ^bb588:  // pred: ^bb587
    %4208 = llvm.extractvalue %290[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4209 = llvm.getelementptr inbounds|nuw %4208[%4206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4210 = llvm.load %4209 : !llvm.ptr -> f32
    %4211 = llvm.extractvalue %4081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4212 = llvm.mlir.constant(256 : index) : i64
    %4213 = llvm.mul %4202, %4212 overflow<nsw, nuw> : i64
    %4214 = llvm.mlir.constant(32 : index) : i64
    %4215 = llvm.mul %4204, %4214 overflow<nsw, nuw> : i64
    %4216 = llvm.add %4213, %4215 overflow<nsw, nuw> : i64
    %4217 = llvm.add %4216, %4206 overflow<nsw, nuw> : i64
    %4218 = llvm.getelementptr inbounds|nuw %4211[%4217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4219 = llvm.load %4218 : !llvm.ptr -> f32
    %4220 = llvm.extractvalue %4146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4221 = llvm.mlir.constant(8 : index) : i64
    %4222 = llvm.mul %4202, %4221 overflow<nsw, nuw> : i64
    %4223 = llvm.add %4222, %4204 overflow<nsw, nuw> : i64
    %4224 = llvm.add %4223, %20 overflow<nsw, nuw> : i64
    %4225 = llvm.getelementptr inbounds|nuw %4220[%4224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4226 = llvm.load %4225 : !llvm.ptr -> f32
    %4227 = llvm.fdiv %4226, %16 : f32
    %4228 = llvm.fptrunc %17 : f64 to f32
    %4229 = llvm.fadd %4227, %4228 : f32
    %4230 = llvm.intr.sqrt(%4229) : (f32) -> f32
    %4231 = llvm.fdiv %26, %4230 : f32
    %4232 = llvm.fmul %4219, %4231 : f32
    %4233 = llvm.fmul %4210, %4232 : f32
    %4234 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4235 = llvm.mlir.constant(256 : index) : i64
    %4236 = llvm.mul %4202, %4235 overflow<nsw, nuw> : i64
    %4237 = llvm.mlir.constant(32 : index) : i64
    %4238 = llvm.mul %4204, %4237 overflow<nsw, nuw> : i64
    %4239 = llvm.add %4236, %4238 overflow<nsw, nuw> : i64
    %4240 = llvm.add %4239, %4206 overflow<nsw, nuw> : i64
    %4241 = llvm.getelementptr inbounds|nuw %4234[%4240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4233, %4241 : f32, !llvm.ptr
    %4242 = llvm.add %4206, %15 : i64
    llvm.br ^bb587(%4242 : i64)
  ^bb589:  // pred: ^bb587
    %4243 = llvm.add %4204, %15 : i64
    llvm.br ^bb585(%4243 : i64)
  ^bb590:  // pred: ^bb585
    %4244 = llvm.add %4202, %15 : i64
    llvm.br ^bb583(%4244 : i64)
  ^bb591:  // pred: ^bb583
    %4245 = llvm.mlir.constant(8 : index) : i64
    %4246 = llvm.mlir.constant(64 : index) : i64
    %4247 = llvm.mlir.constant(1 : index) : i64
    %4248 = llvm.mlir.constant(512 : index) : i64
    %4249 = llvm.mlir.zero : !llvm.ptr
    %4250 = llvm.getelementptr %4249[%4248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4251 = llvm.ptrtoint %4250 : !llvm.ptr to i64
    %4252 = llvm.mlir.constant(64 : index) : i64
    %4253 = llvm.add %4251, %4252 : i64
    %4254 = llvm.call @malloc(%4253) : (i64) -> !llvm.ptr
    %4255 = llvm.ptrtoint %4254 : !llvm.ptr to i64
    %4256 = llvm.mlir.constant(1 : index) : i64
    %4257 = llvm.sub %4252, %4256 : i64
    %4258 = llvm.add %4255, %4257 : i64
    %4259 = llvm.urem %4258, %4252 : i64
    %4260 = llvm.sub %4258, %4259 : i64
    %4261 = llvm.inttoptr %4260 : i64 to !llvm.ptr
    %4262 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4263 = llvm.insertvalue %4254, %4262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4264 = llvm.insertvalue %4261, %4263[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4265 = llvm.mlir.constant(0 : index) : i64
    %4266 = llvm.insertvalue %4265, %4264[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4267 = llvm.insertvalue %4245, %4266[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4268 = llvm.insertvalue %4246, %4267[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4269 = llvm.insertvalue %4246, %4268[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4270 = llvm.insertvalue %4247, %4269[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb592(%20 : i64)
  ^bb592(%4271: i64):  // 2 preds: ^bb591, ^bb596
    %4272 = llvm.icmp "slt" %4271, %14 : i64
    llvm.cond_br %4272, ^bb593, ^bb597
  ^bb593:  // pred: ^bb592
    llvm.br ^bb594(%20 : i64)
  ^bb594(%4273: i64):  // 2 preds: ^bb593, ^bb595
    %4274 = llvm.icmp "slt" %4273, %9 : i64
    llvm.cond_br %4274, ^bb595, ^bb596
  ^bb595:  // pred: ^bb594
    %4275 = llvm.extractvalue %4270[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4276 = llvm.mlir.constant(64 : index) : i64
    %4277 = llvm.mul %4271, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4277, %4273 overflow<nsw, nuw> : i64
    %4279 = llvm.getelementptr inbounds|nuw %4275[%4278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %4279 : f32, !llvm.ptr
    %4280 = llvm.add %4273, %15 : i64
    llvm.br ^bb594(%4280 : i64)
  ^bb596:  // pred: ^bb594
    %4281 = llvm.add %4271, %15 : i64
    llvm.br ^bb592(%4281 : i64)
  ^bb597:  // pred: ^bb592
    %4282 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4283 = llvm.extractvalue %4270[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4284 = llvm.extractvalue %4270[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4285 = llvm.insertvalue %4283, %4282[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4286 = llvm.insertvalue %4284, %4285[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4287 = llvm.mlir.constant(0 : index) : i64
    %4288 = llvm.insertvalue %4287, %4286[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4289 = llvm.mlir.constant(1 : index) : i64
    %4290 = llvm.insertvalue %4289, %4288[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4291 = llvm.mlir.constant(512 : index) : i64
    %4292 = llvm.insertvalue %4291, %4290[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4293 = llvm.mlir.constant(8 : index) : i64
    %4294 = llvm.insertvalue %4293, %4292[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4295 = llvm.mlir.constant(64 : index) : i64
    %4296 = llvm.insertvalue %4295, %4294[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4297 = llvm.mlir.constant(64 : index) : i64
    %4298 = llvm.insertvalue %4297, %4296[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4299 = llvm.mlir.constant(1 : index) : i64
    %4300 = llvm.insertvalue %4299, %4298[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4301 = llvm.mlir.constant(1 : index) : i64
    %4302 = llvm.mlir.constant(8 : index) : i64
    %4303 = llvm.mlir.constant(64 : index) : i64
    %4304 = llvm.mlir.constant(1 : index) : i64
    %4305 = llvm.mlir.constant(512 : index) : i64
    %4306 = llvm.mlir.constant(512 : index) : i64
    %4307 = llvm.mlir.zero : !llvm.ptr
    %4308 = llvm.getelementptr %4307[%4306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4309 = llvm.ptrtoint %4308 : !llvm.ptr to i64
    %4310 = llvm.mlir.constant(64 : index) : i64
    %4311 = llvm.add %4309, %4310 : i64
    %4312 = llvm.call @malloc(%4311) : (i64) -> !llvm.ptr
    %4313 = llvm.ptrtoint %4312 : !llvm.ptr to i64
    %4314 = llvm.mlir.constant(1 : index) : i64
    %4315 = llvm.sub %4310, %4314 : i64
    %4316 = llvm.add %4313, %4315 : i64
    %4317 = llvm.urem %4316, %4310 : i64
    %4318 = llvm.sub %4316, %4317 : i64
    %4319 = llvm.inttoptr %4318 : i64 to !llvm.ptr
    %4320 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4321 = llvm.insertvalue %4312, %4320[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4322 = llvm.insertvalue %4319, %4321[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4323 = llvm.mlir.constant(0 : index) : i64
    %4324 = llvm.insertvalue %4323, %4322[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4325 = llvm.insertvalue %4301, %4324[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4326 = llvm.insertvalue %4302, %4325[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4327 = llvm.insertvalue %4303, %4326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4328 = llvm.insertvalue %4305, %4327[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4329 = llvm.insertvalue %4303, %4328[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4330 = llvm.insertvalue %4304, %4329[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb598(%20 : i64)
  ^bb598(%4331: i64):  // 2 preds: ^bb597, ^bb605
    %4332 = llvm.icmp "slt" %4331, %15 : i64
    llvm.cond_br %4332, ^bb599, ^bb606
  ^bb599:  // pred: ^bb598
    llvm.br ^bb600(%20 : i64)
  ^bb600(%4333: i64):  // 2 preds: ^bb599, ^bb604
    %4334 = llvm.icmp "slt" %4333, %14 : i64
    llvm.cond_br %4334, ^bb601, ^bb605
  ^bb601:  // pred: ^bb600
    llvm.br ^bb602(%20 : i64)
  ^bb602(%4335: i64):  // 2 preds: ^bb601, ^bb603
    %4336 = llvm.icmp "slt" %4335, %9 : i64
    llvm.cond_br %4336, ^bb603, ^bb604
  ^bb603:  // pred: ^bb602
    %4337 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4338 = llvm.mlir.constant(512 : index) : i64
    %4339 = llvm.mul %4331, %4338 overflow<nsw, nuw> : i64
    %4340 = llvm.mlir.constant(64 : index) : i64
    %4341 = llvm.mul %4333, %4340 overflow<nsw, nuw> : i64
    %4342 = llvm.add %4339, %4341 overflow<nsw, nuw> : i64
    %4343 = llvm.add %4342, %4335 overflow<nsw, nuw> : i64
    %4344 = llvm.getelementptr inbounds|nuw %4337[%4343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4345 = llvm.load %4344 : !llvm.ptr -> f32
    %4346 = llvm.extractvalue %4330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4347 = llvm.mlir.constant(512 : index) : i64
    %4348 = llvm.mul %4331, %4347 overflow<nsw, nuw> : i64
    %4349 = llvm.mlir.constant(64 : index) : i64
    %4350 = llvm.mul %4333, %4349 overflow<nsw, nuw> : i64
    %4351 = llvm.add %4348, %4350 overflow<nsw, nuw> : i64
    %4352 = llvm.add %4351, %4335 overflow<nsw, nuw> : i64
    %4353 = llvm.getelementptr inbounds|nuw %4346[%4352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4345, %4353 : f32, !llvm.ptr
    %4354 = llvm.add %4335, %15 : i64
    llvm.br ^bb602(%4354 : i64)
  ^bb604:  // pred: ^bb602
    %4355 = llvm.add %4333, %15 : i64
    llvm.br ^bb600(%4355 : i64)
  ^bb605:  // pred: ^bb600
    %4356 = llvm.add %4331, %15 : i64
    llvm.br ^bb598(%4356 : i64)
  ^bb606:  // pred: ^bb598
    llvm.br ^bb607(%20 : i64)
  ^bb607(%4357: i64):  // 2 preds: ^bb606, ^bb617
    %4358 = llvm.icmp "slt" %4357, %15 : i64
    llvm.cond_br %4358, ^bb608, ^bb618
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%20 : i64)
  ^bb609(%4359: i64):  // 2 preds: ^bb608, ^bb616
    %4360 = llvm.icmp "slt" %4359, %14 : i64
    llvm.cond_br %4360, ^bb610, ^bb617
  ^bb610:  // pred: ^bb609
    llvm.br ^bb611(%20 : i64)
  ^bb611(%4361: i64):  // 2 preds: ^bb610, ^bb615
    %4362 = llvm.icmp "slt" %4361, %9 : i64
    llvm.cond_br %4362, ^bb612, ^bb616
  ^bb612:  // pred: ^bb611
    llvm.br ^bb613(%20 : i64)
  ^bb613(%4363: i64):  // 2 preds: ^bb612, ^bb614
    %4364 = llvm.icmp "slt" %4363, %13 : i64
    llvm.cond_br %4364, ^bb614, ^bb615
  ^bb614:  // pred: ^bb613
    %4365 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4366 = llvm.mlir.constant(256 : index) : i64
    %4367 = llvm.mul %4357, %4366 overflow<nsw, nuw> : i64
    %4368 = llvm.mlir.constant(32 : index) : i64
    %4369 = llvm.mul %4359, %4368 overflow<nsw, nuw> : i64
    %4370 = llvm.add %4367, %4369 overflow<nsw, nuw> : i64
    %4371 = llvm.add %4370, %4363 overflow<nsw, nuw> : i64
    %4372 = llvm.getelementptr inbounds|nuw %4365[%4371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4373 = llvm.load %4372 : !llvm.ptr -> f32
    %4374 = llvm.extractvalue %274[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4375 = llvm.mlir.constant(32 : index) : i64
    %4376 = llvm.mul %4361, %4375 overflow<nsw, nuw> : i64
    %4377 = llvm.add %4376, %4363 overflow<nsw, nuw> : i64
    %4378 = llvm.getelementptr inbounds|nuw %4374[%4377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4379 = llvm.load %4378 : !llvm.ptr -> f32
    %4380 = llvm.extractvalue %4330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4381 = llvm.mlir.constant(512 : index) : i64
    %4382 = llvm.mul %4357, %4381 overflow<nsw, nuw> : i64
    %4383 = llvm.mlir.constant(64 : index) : i64
    %4384 = llvm.mul %4359, %4383 overflow<nsw, nuw> : i64
    %4385 = llvm.add %4382, %4384 overflow<nsw, nuw> : i64
    %4386 = llvm.add %4385, %4361 overflow<nsw, nuw> : i64
    %4387 = llvm.getelementptr inbounds|nuw %4380[%4386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4388 = llvm.load %4387 : !llvm.ptr -> f32
    %4389 = llvm.fmul %4373, %4379 : f32
    %4390 = llvm.fadd %4388, %4389 : f32
    %4391 = llvm.extractvalue %4330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4392 = llvm.mlir.constant(512 : index) : i64
    %4393 = llvm.mul %4357, %4392 overflow<nsw, nuw> : i64
    %4394 = llvm.mlir.constant(64 : index) : i64
    %4395 = llvm.mul %4359, %4394 overflow<nsw, nuw> : i64
    %4396 = llvm.add %4393, %4395 overflow<nsw, nuw> : i64
    %4397 = llvm.add %4396, %4361 overflow<nsw, nuw> : i64
    %4398 = llvm.getelementptr inbounds|nuw %4391[%4397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4390, %4398 : f32, !llvm.ptr
    %4399 = llvm.add %4363, %15 : i64
    llvm.br ^bb613(%4399 : i64)
  ^bb615:  // pred: ^bb613
    %4400 = llvm.add %4361, %15 : i64
    llvm.br ^bb611(%4400 : i64)
  ^bb616:  // pred: ^bb611
    %4401 = llvm.add %4359, %15 : i64
    llvm.br ^bb609(%4401 : i64)
  ^bb617:  // pred: ^bb609
    %4402 = llvm.add %4357, %15 : i64
    llvm.br ^bb607(%4402 : i64)
  ^bb618:  // pred: ^bb607
    %4403 = llvm.mlir.constant(1 : index) : i64
    %4404 = llvm.mlir.constant(8 : index) : i64
    %4405 = llvm.mlir.constant(64 : index) : i64
    %4406 = llvm.mlir.constant(1 : index) : i64
    %4407 = llvm.mlir.constant(512 : index) : i64
    %4408 = llvm.mlir.constant(512 : index) : i64
    %4409 = llvm.mlir.zero : !llvm.ptr
    %4410 = llvm.getelementptr %4409[%4408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4411 = llvm.ptrtoint %4410 : !llvm.ptr to i64
    %4412 = llvm.mlir.constant(64 : index) : i64
    %4413 = llvm.add %4411, %4412 : i64
    %4414 = llvm.call @malloc(%4413) : (i64) -> !llvm.ptr
    %4415 = llvm.ptrtoint %4414 : !llvm.ptr to i64
    %4416 = llvm.mlir.constant(1 : index) : i64
    %4417 = llvm.sub %4412, %4416 : i64
    %4418 = llvm.add %4415, %4417 : i64
    %4419 = llvm.urem %4418, %4412 : i64
    %4420 = llvm.sub %4418, %4419 : i64
    %4421 = llvm.inttoptr %4420 : i64 to !llvm.ptr
    %4422 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4423 = llvm.insertvalue %4414, %4422[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4424 = llvm.insertvalue %4421, %4423[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4425 = llvm.mlir.constant(0 : index) : i64
    %4426 = llvm.insertvalue %4425, %4424[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4427 = llvm.insertvalue %4403, %4426[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4428 = llvm.insertvalue %4404, %4427[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4429 = llvm.insertvalue %4405, %4428[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4430 = llvm.insertvalue %4407, %4429[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4431 = llvm.insertvalue %4405, %4430[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4432 = llvm.insertvalue %4406, %4431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb619(%20 : i64)
  ^bb619(%4433: i64):  // 2 preds: ^bb618, ^bb626
    %4434 = llvm.icmp "slt" %4433, %15 : i64
    llvm.cond_br %4434, ^bb620, ^bb627
  ^bb620:  // pred: ^bb619
    llvm.br ^bb621(%20 : i64)
  ^bb621(%4435: i64):  // 2 preds: ^bb620, ^bb625
    %4436 = llvm.icmp "slt" %4435, %14 : i64
    llvm.cond_br %4436, ^bb622, ^bb626
  ^bb622:  // pred: ^bb621
    llvm.br ^bb623(%20 : i64)
  ^bb623(%4437: i64):  // 2 preds: ^bb622, ^bb624
    %4438 = llvm.icmp "slt" %4437, %9 : i64
    llvm.cond_br %4438, ^bb624, ^bb625
  ^bb624:  // pred: ^bb623
    %4439 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4440 = llvm.mlir.constant(512 : index) : i64
    %4441 = llvm.mul %4433, %4440 overflow<nsw, nuw> : i64
    %4442 = llvm.mlir.constant(64 : index) : i64
    %4443 = llvm.mul %4435, %4442 overflow<nsw, nuw> : i64
    %4444 = llvm.add %4441, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.add %4444, %4437 overflow<nsw, nuw> : i64
    %4446 = llvm.getelementptr inbounds|nuw %4439[%4445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4447 = llvm.load %4446 : !llvm.ptr -> f32
    %4448 = llvm.extractvalue %4432[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4449 = llvm.mlir.constant(512 : index) : i64
    %4450 = llvm.mul %4433, %4449 overflow<nsw, nuw> : i64
    %4451 = llvm.mlir.constant(64 : index) : i64
    %4452 = llvm.mul %4435, %4451 overflow<nsw, nuw> : i64
    %4453 = llvm.add %4450, %4452 overflow<nsw, nuw> : i64
    %4454 = llvm.add %4453, %4437 overflow<nsw, nuw> : i64
    %4455 = llvm.getelementptr inbounds|nuw %4448[%4454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4447, %4455 : f32, !llvm.ptr
    %4456 = llvm.add %4437, %15 : i64
    llvm.br ^bb623(%4456 : i64)
  ^bb625:  // pred: ^bb623
    %4457 = llvm.add %4435, %15 : i64
    llvm.br ^bb621(%4457 : i64)
  ^bb626:  // pred: ^bb621
    %4458 = llvm.add %4433, %15 : i64
    llvm.br ^bb619(%4458 : i64)
  ^bb627:  // pred: ^bb619
    llvm.br ^bb628(%20 : i64)
  ^bb628(%4459: i64):  // 2 preds: ^bb627, ^bb638
    %4460 = llvm.icmp "slt" %4459, %15 : i64
    llvm.cond_br %4460, ^bb629, ^bb639
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%20 : i64)
  ^bb630(%4461: i64):  // 2 preds: ^bb629, ^bb637
    %4462 = llvm.icmp "slt" %4461, %14 : i64
    llvm.cond_br %4462, ^bb631, ^bb638
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%20 : i64)
  ^bb632(%4463: i64):  // 2 preds: ^bb631, ^bb636
    %4464 = llvm.icmp "slt" %4463, %9 : i64
    llvm.cond_br %4464, ^bb633, ^bb637
  ^bb633:  // pred: ^bb632
    llvm.br ^bb634(%20 : i64)
  ^bb634(%4465: i64):  // 2 preds: ^bb633, ^bb635
    %4466 = llvm.icmp "slt" %4465, %13 : i64
    llvm.cond_br %4466, ^bb635, ^bb636
  ^bb635:  // pred: ^bb634
    %4467 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4468 = llvm.mlir.constant(256 : index) : i64
    %4469 = llvm.mul %4459, %4468 overflow<nsw, nuw> : i64
    %4470 = llvm.mlir.constant(32 : index) : i64
    %4471 = llvm.mul %4461, %4470 overflow<nsw, nuw> : i64
    %4472 = llvm.add %4469, %4471 overflow<nsw, nuw> : i64
    %4473 = llvm.add %4472, %4465 overflow<nsw, nuw> : i64
    %4474 = llvm.getelementptr inbounds|nuw %4467[%4473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4475 = llvm.load %4474 : !llvm.ptr -> f32
    %4476 = llvm.extractvalue %254[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4477 = llvm.mlir.constant(32 : index) : i64
    %4478 = llvm.mul %4463, %4477 overflow<nsw, nuw> : i64
    %4479 = llvm.add %4478, %4465 overflow<nsw, nuw> : i64
    %4480 = llvm.getelementptr inbounds|nuw %4476[%4479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4481 = llvm.load %4480 : !llvm.ptr -> f32
    %4482 = llvm.extractvalue %4432[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4483 = llvm.mlir.constant(512 : index) : i64
    %4484 = llvm.mul %4459, %4483 overflow<nsw, nuw> : i64
    %4485 = llvm.mlir.constant(64 : index) : i64
    %4486 = llvm.mul %4461, %4485 overflow<nsw, nuw> : i64
    %4487 = llvm.add %4484, %4486 overflow<nsw, nuw> : i64
    %4488 = llvm.add %4487, %4463 overflow<nsw, nuw> : i64
    %4489 = llvm.getelementptr inbounds|nuw %4482[%4488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4490 = llvm.load %4489 : !llvm.ptr -> f32
    %4491 = llvm.fmul %4475, %4481 : f32
    %4492 = llvm.fadd %4490, %4491 : f32
    %4493 = llvm.extractvalue %4432[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4494 = llvm.mlir.constant(512 : index) : i64
    %4495 = llvm.mul %4459, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.mlir.constant(64 : index) : i64
    %4497 = llvm.mul %4461, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.add %4495, %4497 overflow<nsw, nuw> : i64
    %4499 = llvm.add %4498, %4463 overflow<nsw, nuw> : i64
    %4500 = llvm.getelementptr inbounds|nuw %4493[%4499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4492, %4500 : f32, !llvm.ptr
    %4501 = llvm.add %4465, %15 : i64
    llvm.br ^bb634(%4501 : i64)
  ^bb636:  // pred: ^bb634
    %4502 = llvm.add %4463, %15 : i64
    llvm.br ^bb632(%4502 : i64)
  ^bb637:  // pred: ^bb632
    %4503 = llvm.add %4461, %15 : i64
    llvm.br ^bb630(%4503 : i64)
  ^bb638:  // pred: ^bb630
    %4504 = llvm.add %4459, %15 : i64
    llvm.br ^bb628(%4504 : i64)
  ^bb639:  // pred: ^bb628
    %4505 = llvm.mlir.constant(1 : index) : i64
    %4506 = llvm.mlir.constant(8 : index) : i64
    %4507 = llvm.mlir.constant(32 : index) : i64
    %4508 = llvm.mlir.constant(1 : index) : i64
    %4509 = llvm.mlir.constant(256 : index) : i64
    %4510 = llvm.mlir.constant(256 : index) : i64
    %4511 = llvm.mlir.zero : !llvm.ptr
    %4512 = llvm.getelementptr %4511[%4510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4513 = llvm.ptrtoint %4512 : !llvm.ptr to i64
    %4514 = llvm.mlir.constant(64 : index) : i64
    %4515 = llvm.add %4513, %4514 : i64
    %4516 = llvm.call @malloc(%4515) : (i64) -> !llvm.ptr
    %4517 = llvm.ptrtoint %4516 : !llvm.ptr to i64
    %4518 = llvm.mlir.constant(1 : index) : i64
    %4519 = llvm.sub %4514, %4518 : i64
    %4520 = llvm.add %4517, %4519 : i64
    %4521 = llvm.urem %4520, %4514 : i64
    %4522 = llvm.sub %4520, %4521 : i64
    %4523 = llvm.inttoptr %4522 : i64 to !llvm.ptr
    %4524 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4525 = llvm.insertvalue %4516, %4524[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4526 = llvm.insertvalue %4523, %4525[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4527 = llvm.mlir.constant(0 : index) : i64
    %4528 = llvm.insertvalue %4527, %4526[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4529 = llvm.insertvalue %4505, %4528[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4530 = llvm.insertvalue %4506, %4529[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4531 = llvm.insertvalue %4507, %4530[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4532 = llvm.insertvalue %4509, %4531[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4533 = llvm.insertvalue %4507, %4532[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4534 = llvm.insertvalue %4508, %4533[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb640(%20 : i64)
  ^bb640(%4535: i64):  // 2 preds: ^bb639, ^bb647
    %4536 = llvm.icmp "slt" %4535, %15 : i64
    llvm.cond_br %4536, ^bb641, ^bb648
  ^bb641:  // pred: ^bb640
    llvm.br ^bb642(%20 : i64)
  ^bb642(%4537: i64):  // 2 preds: ^bb641, ^bb646
    %4538 = llvm.icmp "slt" %4537, %14 : i64
    llvm.cond_br %4538, ^bb643, ^bb647
  ^bb643:  // pred: ^bb642
    llvm.br ^bb644(%20 : i64)
  ^bb644(%4539: i64):  // 2 preds: ^bb643, ^bb645
    %4540 = llvm.icmp "slt" %4539, %13 : i64
    llvm.cond_br %4540, ^bb645, ^bb646
  ^bb645:  // pred: ^bb644
    %4541 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4542 = llvm.mlir.constant(256 : index) : i64
    %4543 = llvm.mul %4535, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.mlir.constant(32 : index) : i64
    %4545 = llvm.mul %4537, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4543, %4545 overflow<nsw, nuw> : i64
    %4547 = llvm.add %4546, %4539 overflow<nsw, nuw> : i64
    %4548 = llvm.getelementptr inbounds|nuw %4541[%4547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4549 = llvm.load %4548 : !llvm.ptr -> f32
    %4550 = llvm.extractvalue %4534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4551 = llvm.mlir.constant(256 : index) : i64
    %4552 = llvm.mul %4535, %4551 overflow<nsw, nuw> : i64
    %4553 = llvm.mlir.constant(32 : index) : i64
    %4554 = llvm.mul %4537, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.add %4552, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.add %4555, %4539 overflow<nsw, nuw> : i64
    %4557 = llvm.getelementptr inbounds|nuw %4550[%4556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4549, %4557 : f32, !llvm.ptr
    %4558 = llvm.add %4539, %15 : i64
    llvm.br ^bb644(%4558 : i64)
  ^bb646:  // pred: ^bb644
    %4559 = llvm.add %4537, %15 : i64
    llvm.br ^bb642(%4559 : i64)
  ^bb647:  // pred: ^bb642
    %4560 = llvm.add %4535, %15 : i64
    llvm.br ^bb640(%4560 : i64)
  ^bb648:  // pred: ^bb640
    llvm.br ^bb649(%20 : i64)
  ^bb649(%4561: i64):  // 2 preds: ^bb648, ^bb659
    %4562 = llvm.icmp "slt" %4561, %15 : i64
    llvm.cond_br %4562, ^bb650, ^bb660
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%20 : i64)
  ^bb651(%4563: i64):  // 2 preds: ^bb650, ^bb658
    %4564 = llvm.icmp "slt" %4563, %14 : i64
    llvm.cond_br %4564, ^bb652, ^bb659
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%20 : i64)
  ^bb653(%4565: i64):  // 2 preds: ^bb652, ^bb657
    %4566 = llvm.icmp "slt" %4565, %13 : i64
    llvm.cond_br %4566, ^bb654, ^bb658
  ^bb654:  // pred: ^bb653
    llvm.br ^bb655(%20 : i64)
  ^bb655(%4567: i64):  // 2 preds: ^bb654, ^bb656
    %4568 = llvm.icmp "slt" %4567, %9 : i64
    llvm.cond_br %4568, ^bb656, ^bb657
  ^bb656:  // pred: ^bb655
    %4569 = llvm.extractvalue %4330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4570 = llvm.mlir.constant(512 : index) : i64
    %4571 = llvm.mul %4561, %4570 overflow<nsw, nuw> : i64
    %4572 = llvm.mlir.constant(64 : index) : i64
    %4573 = llvm.mul %4563, %4572 overflow<nsw, nuw> : i64
    %4574 = llvm.add %4571, %4573 overflow<nsw, nuw> : i64
    %4575 = llvm.add %4574, %4567 overflow<nsw, nuw> : i64
    %4576 = llvm.getelementptr inbounds|nuw %4569[%4575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4577 = llvm.load %4576 : !llvm.ptr -> f32
    %4578 = llvm.extractvalue %4432[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4579 = llvm.mlir.constant(512 : index) : i64
    %4580 = llvm.mul %4561, %4579 overflow<nsw, nuw> : i64
    %4581 = llvm.mlir.constant(64 : index) : i64
    %4582 = llvm.mul %4563, %4581 overflow<nsw, nuw> : i64
    %4583 = llvm.add %4580, %4582 overflow<nsw, nuw> : i64
    %4584 = llvm.add %4583, %4567 overflow<nsw, nuw> : i64
    %4585 = llvm.getelementptr inbounds|nuw %4578[%4584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4586 = llvm.load %4585 : !llvm.ptr -> f32
    %4587 = llvm.extractvalue %234[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4588 = llvm.mlir.constant(64 : index) : i64
    %4589 = llvm.mul %4565, %4588 overflow<nsw, nuw> : i64
    %4590 = llvm.add %4589, %4567 overflow<nsw, nuw> : i64
    %4591 = llvm.getelementptr inbounds|nuw %4587[%4590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4592 = llvm.load %4591 : !llvm.ptr -> f32
    %4593 = llvm.extractvalue %4534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4594 = llvm.mlir.constant(256 : index) : i64
    %4595 = llvm.mul %4561, %4594 overflow<nsw, nuw> : i64
    %4596 = llvm.mlir.constant(32 : index) : i64
    %4597 = llvm.mul %4563, %4596 overflow<nsw, nuw> : i64
    %4598 = llvm.add %4595, %4597 overflow<nsw, nuw> : i64
    %4599 = llvm.add %4598, %4565 overflow<nsw, nuw> : i64
    %4600 = llvm.getelementptr inbounds|nuw %4593[%4599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4601 = llvm.load %4600 : !llvm.ptr -> f32
    %4602 = llvm.fneg %4577 : f32
    %4603 = llvm.fmul %4602, %8 : f32
    %4604 = llvm.intr.exp2(%4603) : (f32) -> f32
    %4605 = llvm.fadd %4604, %26 : f32
    %4606 = llvm.fdiv %26, %4605 : f32
    %4607 = llvm.fmul %4577, %4606 : f32
    %4608 = llvm.fmul %4607, %4586 : f32
    %4609 = llvm.fmul %4608, %4592 : f32
    %4610 = llvm.fadd %4601, %4609 : f32
    %4611 = llvm.extractvalue %4534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4612 = llvm.mlir.constant(256 : index) : i64
    %4613 = llvm.mul %4561, %4612 overflow<nsw, nuw> : i64
    %4614 = llvm.mlir.constant(32 : index) : i64
    %4615 = llvm.mul %4563, %4614 overflow<nsw, nuw> : i64
    %4616 = llvm.add %4613, %4615 overflow<nsw, nuw> : i64
    %4617 = llvm.add %4616, %4565 overflow<nsw, nuw> : i64
    %4618 = llvm.getelementptr inbounds|nuw %4611[%4617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4610, %4618 : f32, !llvm.ptr
    %4619 = llvm.add %4567, %15 : i64
    llvm.br ^bb655(%4619 : i64)
  ^bb657:  // pred: ^bb655
    %4620 = llvm.add %4565, %15 : i64
    llvm.br ^bb653(%4620 : i64)
  ^bb658:  // pred: ^bb653
    %4621 = llvm.add %4563, %15 : i64
    llvm.br ^bb651(%4621 : i64)
  ^bb659:  // pred: ^bb651
    %4622 = llvm.add %4561, %15 : i64
    llvm.br ^bb649(%4622 : i64)
  ^bb660:  // pred: ^bb649
    %4623 = llvm.mlir.constant(1 : index) : i64
    %4624 = llvm.mlir.constant(8 : index) : i64
    %4625 = llvm.mlir.constant(32 : index) : i64
    %4626 = llvm.mlir.constant(1 : index) : i64
    %4627 = llvm.mlir.constant(256 : index) : i64
    %4628 = llvm.mlir.constant(256 : index) : i64
    %4629 = llvm.mlir.zero : !llvm.ptr
    %4630 = llvm.getelementptr %4629[%4628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4631 = llvm.ptrtoint %4630 : !llvm.ptr to i64
    %4632 = llvm.mlir.constant(64 : index) : i64
    %4633 = llvm.add %4631, %4632 : i64
    %4634 = llvm.call @malloc(%4633) : (i64) -> !llvm.ptr
    %4635 = llvm.ptrtoint %4634 : !llvm.ptr to i64
    %4636 = llvm.mlir.constant(1 : index) : i64
    %4637 = llvm.sub %4632, %4636 : i64
    %4638 = llvm.add %4635, %4637 : i64
    %4639 = llvm.urem %4638, %4632 : i64
    %4640 = llvm.sub %4638, %4639 : i64
    %4641 = llvm.inttoptr %4640 : i64 to !llvm.ptr
    %4642 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4643 = llvm.insertvalue %4634, %4642[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4644 = llvm.insertvalue %4641, %4643[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4645 = llvm.mlir.constant(0 : index) : i64
    %4646 = llvm.insertvalue %4645, %4644[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4647 = llvm.insertvalue %4623, %4646[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4648 = llvm.insertvalue %4624, %4647[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4649 = llvm.insertvalue %4625, %4648[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4650 = llvm.insertvalue %4627, %4649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4651 = llvm.insertvalue %4625, %4650[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4652 = llvm.insertvalue %4626, %4651[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb661(%20 : i64)
  ^bb661(%4653: i64):  // 2 preds: ^bb660, ^bb668
    %4654 = llvm.icmp "slt" %4653, %15 : i64
    llvm.cond_br %4654, ^bb662, ^bb669
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%20 : i64)
  ^bb663(%4655: i64):  // 2 preds: ^bb662, ^bb667
    %4656 = llvm.icmp "slt" %4655, %14 : i64
    llvm.cond_br %4656, ^bb664, ^bb668
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%20 : i64)
  ^bb665(%4657: i64):  // 2 preds: ^bb664, ^bb666
    %4658 = llvm.icmp "slt" %4657, %13 : i64
    llvm.cond_br %4658, ^bb666, ^bb667
  ^bb666:  // pred: ^bb665
    %4659 = llvm.extractvalue %4081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4660 = llvm.mlir.constant(256 : index) : i64
    %4661 = llvm.mul %4653, %4660 overflow<nsw, nuw> : i64
    %4662 = llvm.mlir.constant(32 : index) : i64
    %4663 = llvm.mul %4655, %4662 overflow<nsw, nuw> : i64
    %4664 = llvm.add %4661, %4663 overflow<nsw, nuw> : i64
    %4665 = llvm.add %4664, %4657 overflow<nsw, nuw> : i64
    %4666 = llvm.getelementptr inbounds|nuw %4659[%4665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4667 = llvm.load %4666 : !llvm.ptr -> f32
    %4668 = llvm.extractvalue %4534[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4669 = llvm.mlir.constant(256 : index) : i64
    %4670 = llvm.mul %4653, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.mlir.constant(32 : index) : i64
    %4672 = llvm.mul %4655, %4671 overflow<nsw, nuw> : i64
    %4673 = llvm.add %4670, %4672 overflow<nsw, nuw> : i64
    %4674 = llvm.add %4673, %4657 overflow<nsw, nuw> : i64
    %4675 = llvm.getelementptr inbounds|nuw %4668[%4674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4676 = llvm.load %4675 : !llvm.ptr -> f32
    %4677 = llvm.fadd %4667, %4676 : f32
    %4678 = llvm.extractvalue %4652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4679 = llvm.mlir.constant(256 : index) : i64
    %4680 = llvm.mul %4653, %4679 overflow<nsw, nuw> : i64
    %4681 = llvm.mlir.constant(32 : index) : i64
    %4682 = llvm.mul %4655, %4681 overflow<nsw, nuw> : i64
    %4683 = llvm.add %4680, %4682 overflow<nsw, nuw> : i64
    %4684 = llvm.add %4683, %4657 overflow<nsw, nuw> : i64
    %4685 = llvm.getelementptr inbounds|nuw %4678[%4684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4677, %4685 : f32, !llvm.ptr
    %4686 = llvm.add %4657, %15 : i64
    llvm.br ^bb665(%4686 : i64)
  ^bb667:  // pred: ^bb665
    %4687 = llvm.add %4655, %15 : i64
    llvm.br ^bb663(%4687 : i64)
  ^bb668:  // pred: ^bb663
    %4688 = llvm.add %4653, %15 : i64
    llvm.br ^bb661(%4688 : i64)
  ^bb669:  // pred: ^bb661
    %4689 = llvm.mlir.constant(1 : index) : i64
    %4690 = llvm.mlir.constant(8 : index) : i64
    %4691 = llvm.mlir.constant(1 : index) : i64
    %4692 = llvm.mlir.constant(1 : index) : i64
    %4693 = llvm.mlir.constant(8 : index) : i64
    %4694 = llvm.mlir.zero : !llvm.ptr
    %4695 = llvm.getelementptr %4694[%4693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4696 = llvm.ptrtoint %4695 : !llvm.ptr to i64
    %4697 = llvm.mlir.constant(64 : index) : i64
    %4698 = llvm.add %4696, %4697 : i64
    %4699 = llvm.call @malloc(%4698) : (i64) -> !llvm.ptr
    %4700 = llvm.ptrtoint %4699 : !llvm.ptr to i64
    %4701 = llvm.mlir.constant(1 : index) : i64
    %4702 = llvm.sub %4697, %4701 : i64
    %4703 = llvm.add %4700, %4702 : i64
    %4704 = llvm.urem %4703, %4697 : i64
    %4705 = llvm.sub %4703, %4704 : i64
    %4706 = llvm.inttoptr %4705 : i64 to !llvm.ptr
    %4707 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4708 = llvm.insertvalue %4699, %4707[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4709 = llvm.insertvalue %4706, %4708[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4710 = llvm.mlir.constant(0 : index) : i64
    %4711 = llvm.insertvalue %4710, %4709[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4712 = llvm.insertvalue %4689, %4711[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4713 = llvm.insertvalue %4690, %4712[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4714 = llvm.insertvalue %4691, %4713[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4715 = llvm.insertvalue %4690, %4714[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4716 = llvm.insertvalue %4691, %4715[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4717 = llvm.insertvalue %4692, %4716[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb670(%20 : i64)
  ^bb670(%4718: i64):  // 2 preds: ^bb669, ^bb677
    %4719 = llvm.icmp "slt" %4718, %15 : i64
    llvm.cond_br %4719, ^bb671, ^bb678
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%20 : i64)
  ^bb672(%4720: i64):  // 2 preds: ^bb671, ^bb676
    %4721 = llvm.icmp "slt" %4720, %14 : i64
    llvm.cond_br %4721, ^bb673, ^bb677
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%20 : i64)
  ^bb674(%4722: i64):  // 2 preds: ^bb673, ^bb675
    %4723 = llvm.icmp "slt" %4722, %15 : i64
    llvm.cond_br %4723, ^bb675, ^bb676
  ^bb675:  // pred: ^bb674
    %4724 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4725 = llvm.mlir.constant(8 : index) : i64
    %4726 = llvm.mul %4718, %4725 overflow<nsw, nuw> : i64
    %4727 = llvm.add %4726, %4720 overflow<nsw, nuw> : i64
    %4728 = llvm.add %4727, %4722 overflow<nsw, nuw> : i64
    %4729 = llvm.getelementptr inbounds|nuw %4724[%4728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4730 = llvm.load %4729 : !llvm.ptr -> f32
    %4731 = llvm.extractvalue %4717[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4732 = llvm.mlir.constant(8 : index) : i64
    %4733 = llvm.mul %4718, %4732 overflow<nsw, nuw> : i64
    %4734 = llvm.add %4733, %4720 overflow<nsw, nuw> : i64
    %4735 = llvm.add %4734, %4722 overflow<nsw, nuw> : i64
    %4736 = llvm.getelementptr inbounds|nuw %4731[%4735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4730, %4736 : f32, !llvm.ptr
    %4737 = llvm.add %4722, %15 : i64
    llvm.br ^bb674(%4737 : i64)
  ^bb676:  // pred: ^bb674
    %4738 = llvm.add %4720, %15 : i64
    llvm.br ^bb672(%4738 : i64)
  ^bb677:  // pred: ^bb672
    %4739 = llvm.add %4718, %15 : i64
    llvm.br ^bb670(%4739 : i64)
  ^bb678:  // pred: ^bb670
    llvm.br ^bb679(%20 : i64)
  ^bb679(%4740: i64):  // 2 preds: ^bb678, ^bb686
    %4741 = llvm.icmp "slt" %4740, %15 : i64
    llvm.cond_br %4741, ^bb680, ^bb687
  ^bb680:  // pred: ^bb679
    llvm.br ^bb681(%20 : i64)
  ^bb681(%4742: i64):  // 2 preds: ^bb680, ^bb685
    %4743 = llvm.icmp "slt" %4742, %14 : i64
    llvm.cond_br %4743, ^bb682, ^bb686
  ^bb682:  // pred: ^bb681
    llvm.br ^bb683(%20 : i64)
  ^bb683(%4744: i64):  // 2 preds: ^bb682, ^bb684
    %4745 = llvm.icmp "slt" %4744, %13 : i64
    llvm.cond_br %4745, ^bb684, ^bb685
  ^bb684:  // pred: ^bb683
    %4746 = llvm.extractvalue %4652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4747 = llvm.mlir.constant(256 : index) : i64
    %4748 = llvm.mul %4740, %4747 overflow<nsw, nuw> : i64
    %4749 = llvm.mlir.constant(32 : index) : i64
    %4750 = llvm.mul %4742, %4749 overflow<nsw, nuw> : i64
    %4751 = llvm.add %4748, %4750 overflow<nsw, nuw> : i64
    %4752 = llvm.add %4751, %4744 overflow<nsw, nuw> : i64
    %4753 = llvm.getelementptr inbounds|nuw %4746[%4752] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4754 = llvm.load %4753 : !llvm.ptr -> f32
    %4755 = llvm.extractvalue %4717[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4756 = llvm.mlir.constant(8 : index) : i64
    %4757 = llvm.mul %4740, %4756 overflow<nsw, nuw> : i64
    %4758 = llvm.add %4757, %4742 overflow<nsw, nuw> : i64
    %4759 = llvm.add %4758, %20 overflow<nsw, nuw> : i64
    %4760 = llvm.getelementptr inbounds|nuw %4755[%4759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4761 = llvm.load %4760 : !llvm.ptr -> f32
    %4762 = llvm.fmul %4754, %4754 : f32
    %4763 = llvm.fadd %4762, %4761 : f32
    %4764 = llvm.extractvalue %4717[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4765 = llvm.mlir.constant(8 : index) : i64
    %4766 = llvm.mul %4740, %4765 overflow<nsw, nuw> : i64
    %4767 = llvm.add %4766, %4742 overflow<nsw, nuw> : i64
    %4768 = llvm.add %4767, %20 overflow<nsw, nuw> : i64
    %4769 = llvm.getelementptr inbounds|nuw %4764[%4768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4763, %4769 : f32, !llvm.ptr
    %4770 = llvm.add %4744, %15 : i64
    llvm.br ^bb683(%4770 : i64)
  ^bb685:  // pred: ^bb683
    %4771 = llvm.add %4742, %15 : i64
    llvm.br ^bb681(%4771 : i64)
  ^bb686:  // pred: ^bb681
    %4772 = llvm.add %4740, %15 : i64
    llvm.br ^bb679(%4772 : i64)
  ^bb687:  // pred: ^bb679
    llvm.br ^bb688(%20 : i64)
  ^bb688(%4773: i64):  // 2 preds: ^bb687, ^bb695
    %4774 = llvm.icmp "slt" %4773, %15 : i64
    llvm.cond_br %4774, ^bb689, ^bb696
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%20 : i64)
  ^bb690(%4775: i64):  // 2 preds: ^bb689, ^bb694
    %4776 = llvm.icmp "slt" %4775, %14 : i64
    llvm.cond_br %4776, ^bb691, ^bb695
  ^bb691:  // pred: ^bb690
    llvm.br ^bb692(%20 : i64)
  ^bb692(%4777: i64):  // 2 preds: ^bb691, ^bb693
    %4778 = llvm.icmp "slt" %4777, %13 : i64
    llvm.cond_br %4778, ^bb693, ^bb694
  ^bb693:  // pred: ^bb692
    %4779 = llvm.extractvalue %214[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4780 = llvm.getelementptr inbounds|nuw %4779[%4777] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4781 = llvm.load %4780 : !llvm.ptr -> f32
    %4782 = llvm.extractvalue %4652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4783 = llvm.mlir.constant(256 : index) : i64
    %4784 = llvm.mul %4773, %4783 overflow<nsw, nuw> : i64
    %4785 = llvm.mlir.constant(32 : index) : i64
    %4786 = llvm.mul %4775, %4785 overflow<nsw, nuw> : i64
    %4787 = llvm.add %4784, %4786 overflow<nsw, nuw> : i64
    %4788 = llvm.add %4787, %4777 overflow<nsw, nuw> : i64
    %4789 = llvm.getelementptr inbounds|nuw %4782[%4788] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4790 = llvm.load %4789 : !llvm.ptr -> f32
    %4791 = llvm.extractvalue %4717[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4792 = llvm.mlir.constant(8 : index) : i64
    %4793 = llvm.mul %4773, %4792 overflow<nsw, nuw> : i64
    %4794 = llvm.add %4793, %4775 overflow<nsw, nuw> : i64
    %4795 = llvm.add %4794, %20 overflow<nsw, nuw> : i64
    %4796 = llvm.getelementptr inbounds|nuw %4791[%4795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4797 = llvm.load %4796 : !llvm.ptr -> f32
    %4798 = llvm.fdiv %4797, %16 : f32
    %4799 = llvm.fptrunc %17 : f64 to f32
    %4800 = llvm.fadd %4798, %4799 : f32
    %4801 = llvm.intr.sqrt(%4800) : (f32) -> f32
    %4802 = llvm.fdiv %26, %4801 : f32
    %4803 = llvm.fmul %4790, %4802 : f32
    %4804 = llvm.fmul %4781, %4803 : f32
    %4805 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4806 = llvm.mlir.constant(256 : index) : i64
    %4807 = llvm.mul %4773, %4806 overflow<nsw, nuw> : i64
    %4808 = llvm.mlir.constant(32 : index) : i64
    %4809 = llvm.mul %4775, %4808 overflow<nsw, nuw> : i64
    %4810 = llvm.add %4807, %4809 overflow<nsw, nuw> : i64
    %4811 = llvm.add %4810, %4777 overflow<nsw, nuw> : i64
    %4812 = llvm.getelementptr inbounds|nuw %4805[%4811] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4804, %4812 : f32, !llvm.ptr
    %4813 = llvm.add %4777, %15 : i64
    llvm.br ^bb692(%4813 : i64)
  ^bb694:  // pred: ^bb692
    %4814 = llvm.add %4775, %15 : i64
    llvm.br ^bb690(%4814 : i64)
  ^bb695:  // pred: ^bb690
    %4815 = llvm.add %4773, %15 : i64
    llvm.br ^bb688(%4815 : i64)
  ^bb696:  // pred: ^bb688
    %4816 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4817 = llvm.extractvalue %198[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4818 = llvm.extractvalue %198[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4819 = llvm.insertvalue %4817, %4816[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4820 = llvm.insertvalue %4818, %4819[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4821 = llvm.mlir.constant(0 : index) : i64
    %4822 = llvm.insertvalue %4821, %4820[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4823 = llvm.mlir.constant(4 : index) : i64
    %4824 = llvm.insertvalue %4823, %4822[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4825 = llvm.mlir.constant(256 : index) : i64
    %4826 = llvm.insertvalue %4825, %4824[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4827 = llvm.mlir.constant(8 : index) : i64
    %4828 = llvm.insertvalue %4827, %4826[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4829 = llvm.mlir.constant(32 : index) : i64
    %4830 = llvm.insertvalue %4829, %4828[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4831 = llvm.mlir.constant(32 : index) : i64
    %4832 = llvm.insertvalue %4831, %4830[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4833 = llvm.mlir.constant(1 : index) : i64
    %4834 = llvm.insertvalue %4833, %4832[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4835 = llvm.mlir.constant(1 : index) : i64
    %4836 = llvm.mlir.constant(8 : index) : i64
    %4837 = llvm.mlir.constant(4 : index) : i64
    %4838 = llvm.mlir.constant(8 : index) : i64
    %4839 = llvm.mlir.constant(1 : index) : i64
    %4840 = llvm.mlir.constant(32 : index) : i64
    %4841 = llvm.mlir.constant(256 : index) : i64
    %4842 = llvm.mlir.constant(256 : index) : i64
    %4843 = llvm.mlir.zero : !llvm.ptr
    %4844 = llvm.getelementptr %4843[%4842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4845 = llvm.ptrtoint %4844 : !llvm.ptr to i64
    %4846 = llvm.mlir.constant(64 : index) : i64
    %4847 = llvm.add %4845, %4846 : i64
    %4848 = llvm.call @malloc(%4847) : (i64) -> !llvm.ptr
    %4849 = llvm.ptrtoint %4848 : !llvm.ptr to i64
    %4850 = llvm.mlir.constant(1 : index) : i64
    %4851 = llvm.sub %4846, %4850 : i64
    %4852 = llvm.add %4849, %4851 : i64
    %4853 = llvm.urem %4852, %4846 : i64
    %4854 = llvm.sub %4852, %4853 : i64
    %4855 = llvm.inttoptr %4854 : i64 to !llvm.ptr
    %4856 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4857 = llvm.insertvalue %4848, %4856[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4858 = llvm.insertvalue %4855, %4857[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4859 = llvm.mlir.constant(0 : index) : i64
    %4860 = llvm.insertvalue %4859, %4858[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4861 = llvm.insertvalue %4835, %4860[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4862 = llvm.insertvalue %4836, %4861[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4863 = llvm.insertvalue %4837, %4862[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4864 = llvm.insertvalue %4838, %4863[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4865 = llvm.insertvalue %4841, %4864[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4866 = llvm.insertvalue %4840, %4865[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4867 = llvm.insertvalue %4838, %4866[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4868 = llvm.insertvalue %4839, %4867[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb697(%20 : i64)
  ^bb697(%4869: i64):  // 2 preds: ^bb696, ^bb707
    %4870 = llvm.icmp "slt" %4869, %15 : i64
    llvm.cond_br %4870, ^bb698, ^bb708
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%20 : i64)
  ^bb699(%4871: i64):  // 2 preds: ^bb698, ^bb706
    %4872 = llvm.icmp "slt" %4871, %14 : i64
    llvm.cond_br %4872, ^bb700, ^bb707
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%20 : i64)
  ^bb701(%4873: i64):  // 2 preds: ^bb700, ^bb705
    %4874 = llvm.icmp "slt" %4873, %12 : i64
    llvm.cond_br %4874, ^bb702, ^bb706
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%20 : i64)
  ^bb703(%4875: i64):  // 2 preds: ^bb702, ^bb704
    %4876 = llvm.icmp "slt" %4875, %14 : i64
    llvm.cond_br %4876, ^bb704, ^bb705
  ^bb704:  // pred: ^bb703
    %4877 = llvm.extractvalue %1645[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4878 = llvm.mlir.constant(256 : index) : i64
    %4879 = llvm.mul %4869, %4878 overflow<nsw, nuw> : i64
    %4880 = llvm.mlir.constant(32 : index) : i64
    %4881 = llvm.mul %4871, %4880 overflow<nsw, nuw> : i64
    %4882 = llvm.add %4879, %4881 overflow<nsw, nuw> : i64
    %4883 = llvm.mlir.constant(8 : index) : i64
    %4884 = llvm.mul %4873, %4883 overflow<nsw, nuw> : i64
    %4885 = llvm.add %4882, %4884 overflow<nsw, nuw> : i64
    %4886 = llvm.add %4885, %4875 overflow<nsw, nuw> : i64
    %4887 = llvm.getelementptr inbounds|nuw %4877[%4886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4888 = llvm.load %4887 : !llvm.ptr -> f32
    %4889 = llvm.extractvalue %4868[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4890 = llvm.mlir.constant(256 : index) : i64
    %4891 = llvm.mul %4869, %4890 overflow<nsw, nuw> : i64
    %4892 = llvm.mlir.constant(32 : index) : i64
    %4893 = llvm.mul %4871, %4892 overflow<nsw, nuw> : i64
    %4894 = llvm.add %4891, %4893 overflow<nsw, nuw> : i64
    %4895 = llvm.mlir.constant(8 : index) : i64
    %4896 = llvm.mul %4873, %4895 overflow<nsw, nuw> : i64
    %4897 = llvm.add %4894, %4896 overflow<nsw, nuw> : i64
    %4898 = llvm.add %4897, %4875 overflow<nsw, nuw> : i64
    %4899 = llvm.getelementptr inbounds|nuw %4889[%4898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4888, %4899 : f32, !llvm.ptr
    %4900 = llvm.add %4875, %15 : i64
    llvm.br ^bb703(%4900 : i64)
  ^bb705:  // pred: ^bb703
    %4901 = llvm.add %4873, %15 : i64
    llvm.br ^bb701(%4901 : i64)
  ^bb706:  // pred: ^bb701
    %4902 = llvm.add %4871, %15 : i64
    llvm.br ^bb699(%4902 : i64)
  ^bb707:  // pred: ^bb699
    %4903 = llvm.add %4869, %15 : i64
    llvm.br ^bb697(%4903 : i64)
  ^bb708:  // pred: ^bb697
    llvm.br ^bb709(%20 : i64)
  ^bb709(%4904: i64):  // 2 preds: ^bb708, ^bb722
    %4905 = llvm.icmp "slt" %4904, %15 : i64
    llvm.cond_br %4905, ^bb710, ^bb723
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%20 : i64)
  ^bb711(%4906: i64):  // 2 preds: ^bb710, ^bb721
    %4907 = llvm.icmp "slt" %4906, %14 : i64
    llvm.cond_br %4907, ^bb712, ^bb722
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%20 : i64)
  ^bb713(%4908: i64):  // 2 preds: ^bb712, ^bb720
    %4909 = llvm.icmp "slt" %4908, %12 : i64
    llvm.cond_br %4909, ^bb714, ^bb721
  ^bb714:  // pred: ^bb713
    llvm.br ^bb715(%20 : i64)
  ^bb715(%4910: i64):  // 2 preds: ^bb714, ^bb719
    %4911 = llvm.icmp "slt" %4910, %14 : i64
    llvm.cond_br %4911, ^bb716, ^bb720
  ^bb716:  // pred: ^bb715
    llvm.br ^bb717(%20 : i64)
  ^bb717(%4912: i64):  // 2 preds: ^bb716, ^bb718
    %4913 = llvm.icmp "slt" %4912, %13 : i64
    llvm.cond_br %4913, ^bb718, ^bb719
  ^bb718:  // pred: ^bb717
    %4914 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4915 = llvm.mlir.constant(256 : index) : i64
    %4916 = llvm.mul %4904, %4915 overflow<nsw, nuw> : i64
    %4917 = llvm.mlir.constant(32 : index) : i64
    %4918 = llvm.mul %4906, %4917 overflow<nsw, nuw> : i64
    %4919 = llvm.add %4916, %4918 overflow<nsw, nuw> : i64
    %4920 = llvm.add %4919, %4912 overflow<nsw, nuw> : i64
    %4921 = llvm.getelementptr inbounds|nuw %4914[%4920] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4922 = llvm.load %4921 : !llvm.ptr -> f32
    %4923 = llvm.extractvalue %4834[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4924 = llvm.mlir.constant(256 : index) : i64
    %4925 = llvm.mul %4908, %4924 overflow<nsw, nuw> : i64
    %4926 = llvm.mlir.constant(32 : index) : i64
    %4927 = llvm.mul %4910, %4926 overflow<nsw, nuw> : i64
    %4928 = llvm.add %4925, %4927 overflow<nsw, nuw> : i64
    %4929 = llvm.add %4928, %4912 overflow<nsw, nuw> : i64
    %4930 = llvm.getelementptr inbounds|nuw %4923[%4929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4931 = llvm.load %4930 : !llvm.ptr -> f32
    %4932 = llvm.extractvalue %4868[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4933 = llvm.mlir.constant(256 : index) : i64
    %4934 = llvm.mul %4904, %4933 overflow<nsw, nuw> : i64
    %4935 = llvm.mlir.constant(32 : index) : i64
    %4936 = llvm.mul %4906, %4935 overflow<nsw, nuw> : i64
    %4937 = llvm.add %4934, %4936 overflow<nsw, nuw> : i64
    %4938 = llvm.mlir.constant(8 : index) : i64
    %4939 = llvm.mul %4908, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4937, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4940, %4910 overflow<nsw, nuw> : i64
    %4942 = llvm.getelementptr inbounds|nuw %4932[%4941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4943 = llvm.load %4942 : !llvm.ptr -> f32
    %4944 = llvm.fmul %4922, %4931 : f32
    %4945 = llvm.fadd %4943, %4944 : f32
    %4946 = llvm.extractvalue %4868[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4947 = llvm.mlir.constant(256 : index) : i64
    %4948 = llvm.mul %4904, %4947 overflow<nsw, nuw> : i64
    %4949 = llvm.mlir.constant(32 : index) : i64
    %4950 = llvm.mul %4906, %4949 overflow<nsw, nuw> : i64
    %4951 = llvm.add %4948, %4950 overflow<nsw, nuw> : i64
    %4952 = llvm.mlir.constant(8 : index) : i64
    %4953 = llvm.mul %4908, %4952 overflow<nsw, nuw> : i64
    %4954 = llvm.add %4951, %4953 overflow<nsw, nuw> : i64
    %4955 = llvm.add %4954, %4910 overflow<nsw, nuw> : i64
    %4956 = llvm.getelementptr inbounds|nuw %4946[%4955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4945, %4956 : f32, !llvm.ptr
    %4957 = llvm.add %4912, %15 : i64
    llvm.br ^bb717(%4957 : i64)
  ^bb719:  // pred: ^bb717
    %4958 = llvm.add %4910, %15 : i64
    llvm.br ^bb715(%4958 : i64)
  ^bb720:  // pred: ^bb715
    %4959 = llvm.add %4908, %15 : i64
    llvm.br ^bb713(%4959 : i64)
  ^bb721:  // pred: ^bb713
    %4960 = llvm.add %4906, %15 : i64
    llvm.br ^bb711(%4960 : i64)
  ^bb722:  // pred: ^bb711
    %4961 = llvm.add %4904, %15 : i64
    llvm.br ^bb709(%4961 : i64)
  ^bb723:  // pred: ^bb709
    llvm.br ^bb724(%20 : i64)
  ^bb724(%4962: i64):  // 2 preds: ^bb723, ^bb734
    %4963 = llvm.icmp "slt" %4962, %15 : i64
    llvm.cond_br %4963, ^bb725, ^bb735
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%20 : i64)
  ^bb726(%4964: i64):  // 2 preds: ^bb725, ^bb733
    %4965 = llvm.icmp "slt" %4964, %12 : i64
    llvm.cond_br %4965, ^bb727, ^bb734
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%20 : i64)
  ^bb728(%4966: i64):  // 2 preds: ^bb727, ^bb732
    %4967 = llvm.icmp "slt" %4966, %14 : i64
    llvm.cond_br %4967, ^bb729, ^bb733
  ^bb729:  // pred: ^bb728
    llvm.br ^bb730(%20 : i64)
  ^bb730(%4968: i64):  // 2 preds: ^bb729, ^bb731
    %4969 = llvm.icmp "slt" %4968, %14 : i64
    llvm.cond_br %4969, ^bb731, ^bb732
  ^bb731:  // pred: ^bb730
    %4970 = llvm.extractvalue %4868[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4971 = llvm.mlir.constant(256 : index) : i64
    %4972 = llvm.mul %4962, %4971 overflow<nsw, nuw> : i64
    %4973 = llvm.mlir.constant(32 : index) : i64
    %4974 = llvm.mul %4966, %4973 overflow<nsw, nuw> : i64
    %4975 = llvm.add %4972, %4974 overflow<nsw, nuw> : i64
    %4976 = llvm.mlir.constant(8 : index) : i64
    %4977 = llvm.mul %4964, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.add %4975, %4977 overflow<nsw, nuw> : i64
    %4979 = llvm.add %4978, %4968 overflow<nsw, nuw> : i64
    %4980 = llvm.getelementptr inbounds|nuw %4970[%4979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4981 = llvm.load %4980 : !llvm.ptr -> f32
    %4982 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4983 = llvm.mlir.constant(256 : index) : i64
    %4984 = llvm.mul %4962, %4983 overflow<nsw, nuw> : i64
    %4985 = llvm.mlir.constant(64 : index) : i64
    %4986 = llvm.mul %4964, %4985 overflow<nsw, nuw> : i64
    %4987 = llvm.add %4984, %4986 overflow<nsw, nuw> : i64
    %4988 = llvm.mlir.constant(8 : index) : i64
    %4989 = llvm.mul %4966, %4988 overflow<nsw, nuw> : i64
    %4990 = llvm.add %4987, %4989 overflow<nsw, nuw> : i64
    %4991 = llvm.add %4990, %4968 overflow<nsw, nuw> : i64
    %4992 = llvm.getelementptr inbounds|nuw %4982[%4991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4981, %4992 : f32, !llvm.ptr
    %4993 = llvm.add %4968, %15 : i64
    llvm.br ^bb730(%4993 : i64)
  ^bb732:  // pred: ^bb730
    %4994 = llvm.add %4966, %15 : i64
    llvm.br ^bb728(%4994 : i64)
  ^bb733:  // pred: ^bb728
    %4995 = llvm.add %4964, %15 : i64
    llvm.br ^bb726(%4995 : i64)
  ^bb734:  // pred: ^bb726
    %4996 = llvm.add %4962, %15 : i64
    llvm.br ^bb724(%4996 : i64)
  ^bb735:  // pred: ^bb724
    %4997 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4998 = llvm.extractvalue %178[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4999 = llvm.extractvalue %178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5000 = llvm.insertvalue %4998, %4997[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5001 = llvm.insertvalue %4999, %5000[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5002 = llvm.mlir.constant(0 : index) : i64
    %5003 = llvm.insertvalue %5002, %5001[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.mlir.constant(2 : index) : i64
    %5005 = llvm.insertvalue %5004, %5003[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5006 = llvm.mlir.constant(256 : index) : i64
    %5007 = llvm.insertvalue %5006, %5005[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5008 = llvm.mlir.constant(8 : index) : i64
    %5009 = llvm.insertvalue %5008, %5007[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5010 = llvm.mlir.constant(32 : index) : i64
    %5011 = llvm.insertvalue %5010, %5009[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5012 = llvm.mlir.constant(32 : index) : i64
    %5013 = llvm.insertvalue %5012, %5011[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5014 = llvm.mlir.constant(1 : index) : i64
    %5015 = llvm.insertvalue %5014, %5013[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5016 = llvm.mlir.constant(1 : index) : i64
    %5017 = llvm.mlir.constant(8 : index) : i64
    %5018 = llvm.mlir.constant(2 : index) : i64
    %5019 = llvm.mlir.constant(8 : index) : i64
    %5020 = llvm.mlir.constant(1 : index) : i64
    %5021 = llvm.mlir.constant(16 : index) : i64
    %5022 = llvm.mlir.constant(128 : index) : i64
    %5023 = llvm.mlir.constant(128 : index) : i64
    %5024 = llvm.mlir.zero : !llvm.ptr
    %5025 = llvm.getelementptr %5024[%5023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5026 = llvm.ptrtoint %5025 : !llvm.ptr to i64
    %5027 = llvm.mlir.constant(64 : index) : i64
    %5028 = llvm.add %5026, %5027 : i64
    %5029 = llvm.call @malloc(%5028) : (i64) -> !llvm.ptr
    %5030 = llvm.ptrtoint %5029 : !llvm.ptr to i64
    %5031 = llvm.mlir.constant(1 : index) : i64
    %5032 = llvm.sub %5027, %5031 : i64
    %5033 = llvm.add %5030, %5032 : i64
    %5034 = llvm.urem %5033, %5027 : i64
    %5035 = llvm.sub %5033, %5034 : i64
    %5036 = llvm.inttoptr %5035 : i64 to !llvm.ptr
    %5037 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5038 = llvm.insertvalue %5029, %5037[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5039 = llvm.insertvalue %5036, %5038[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5040 = llvm.mlir.constant(0 : index) : i64
    %5041 = llvm.insertvalue %5040, %5039[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5042 = llvm.insertvalue %5016, %5041[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5043 = llvm.insertvalue %5017, %5042[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5044 = llvm.insertvalue %5018, %5043[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5045 = llvm.insertvalue %5019, %5044[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5046 = llvm.insertvalue %5022, %5045[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5047 = llvm.insertvalue %5021, %5046[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5048 = llvm.insertvalue %5019, %5047[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5049 = llvm.insertvalue %5020, %5048[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb736(%20 : i64)
  ^bb736(%5050: i64):  // 2 preds: ^bb735, ^bb746
    %5051 = llvm.icmp "slt" %5050, %15 : i64
    llvm.cond_br %5051, ^bb737, ^bb747
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%20 : i64)
  ^bb738(%5052: i64):  // 2 preds: ^bb737, ^bb745
    %5053 = llvm.icmp "slt" %5052, %14 : i64
    llvm.cond_br %5053, ^bb739, ^bb746
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%20 : i64)
  ^bb740(%5054: i64):  // 2 preds: ^bb739, ^bb744
    %5055 = llvm.icmp "slt" %5054, %10 : i64
    llvm.cond_br %5055, ^bb741, ^bb745
  ^bb741:  // pred: ^bb740
    llvm.br ^bb742(%20 : i64)
  ^bb742(%5056: i64):  // 2 preds: ^bb741, ^bb743
    %5057 = llvm.icmp "slt" %5056, %14 : i64
    llvm.cond_br %5057, ^bb743, ^bb744
  ^bb743:  // pred: ^bb742
    %5058 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5059 = llvm.mlir.constant(128 : index) : i64
    %5060 = llvm.mul %5050, %5059 overflow<nsw, nuw> : i64
    %5061 = llvm.mlir.constant(16 : index) : i64
    %5062 = llvm.mul %5052, %5061 overflow<nsw, nuw> : i64
    %5063 = llvm.add %5060, %5062 overflow<nsw, nuw> : i64
    %5064 = llvm.mlir.constant(8 : index) : i64
    %5065 = llvm.mul %5054, %5064 overflow<nsw, nuw> : i64
    %5066 = llvm.add %5063, %5065 overflow<nsw, nuw> : i64
    %5067 = llvm.add %5066, %5056 overflow<nsw, nuw> : i64
    %5068 = llvm.getelementptr inbounds|nuw %5058[%5067] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5069 = llvm.load %5068 : !llvm.ptr -> f32
    %5070 = llvm.extractvalue %5049[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5071 = llvm.mlir.constant(128 : index) : i64
    %5072 = llvm.mul %5050, %5071 overflow<nsw, nuw> : i64
    %5073 = llvm.mlir.constant(16 : index) : i64
    %5074 = llvm.mul %5052, %5073 overflow<nsw, nuw> : i64
    %5075 = llvm.add %5072, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.mlir.constant(8 : index) : i64
    %5077 = llvm.mul %5054, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5075, %5077 overflow<nsw, nuw> : i64
    %5079 = llvm.add %5078, %5056 overflow<nsw, nuw> : i64
    %5080 = llvm.getelementptr inbounds|nuw %5070[%5079] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5069, %5080 : f32, !llvm.ptr
    %5081 = llvm.add %5056, %15 : i64
    llvm.br ^bb742(%5081 : i64)
  ^bb744:  // pred: ^bb742
    %5082 = llvm.add %5054, %15 : i64
    llvm.br ^bb740(%5082 : i64)
  ^bb745:  // pred: ^bb740
    %5083 = llvm.add %5052, %15 : i64
    llvm.br ^bb738(%5083 : i64)
  ^bb746:  // pred: ^bb738
    %5084 = llvm.add %5050, %15 : i64
    llvm.br ^bb736(%5084 : i64)
  ^bb747:  // pred: ^bb736
    llvm.br ^bb748(%20 : i64)
  ^bb748(%5085: i64):  // 2 preds: ^bb747, ^bb761
    %5086 = llvm.icmp "slt" %5085, %15 : i64
    llvm.cond_br %5086, ^bb749, ^bb762
  ^bb749:  // pred: ^bb748
    llvm.br ^bb750(%20 : i64)
  ^bb750(%5087: i64):  // 2 preds: ^bb749, ^bb760
    %5088 = llvm.icmp "slt" %5087, %14 : i64
    llvm.cond_br %5088, ^bb751, ^bb761
  ^bb751:  // pred: ^bb750
    llvm.br ^bb752(%20 : i64)
  ^bb752(%5089: i64):  // 2 preds: ^bb751, ^bb759
    %5090 = llvm.icmp "slt" %5089, %10 : i64
    llvm.cond_br %5090, ^bb753, ^bb760
  ^bb753:  // pred: ^bb752
    llvm.br ^bb754(%20 : i64)
  ^bb754(%5091: i64):  // 2 preds: ^bb753, ^bb758
    %5092 = llvm.icmp "slt" %5091, %14 : i64
    llvm.cond_br %5092, ^bb755, ^bb759
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%20 : i64)
  ^bb756(%5093: i64):  // 2 preds: ^bb755, ^bb757
    %5094 = llvm.icmp "slt" %5093, %13 : i64
    llvm.cond_br %5094, ^bb757, ^bb758
  ^bb757:  // pred: ^bb756
    %5095 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5096 = llvm.mlir.constant(256 : index) : i64
    %5097 = llvm.mul %5085, %5096 overflow<nsw, nuw> : i64
    %5098 = llvm.mlir.constant(32 : index) : i64
    %5099 = llvm.mul %5087, %5098 overflow<nsw, nuw> : i64
    %5100 = llvm.add %5097, %5099 overflow<nsw, nuw> : i64
    %5101 = llvm.add %5100, %5093 overflow<nsw, nuw> : i64
    %5102 = llvm.getelementptr inbounds|nuw %5095[%5101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5103 = llvm.load %5102 : !llvm.ptr -> f32
    %5104 = llvm.extractvalue %5015[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5105 = llvm.mlir.constant(256 : index) : i64
    %5106 = llvm.mul %5089, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.mlir.constant(32 : index) : i64
    %5108 = llvm.mul %5091, %5107 overflow<nsw, nuw> : i64
    %5109 = llvm.add %5106, %5108 overflow<nsw, nuw> : i64
    %5110 = llvm.add %5109, %5093 overflow<nsw, nuw> : i64
    %5111 = llvm.getelementptr inbounds|nuw %5104[%5110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5112 = llvm.load %5111 : !llvm.ptr -> f32
    %5113 = llvm.extractvalue %5049[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5114 = llvm.mlir.constant(128 : index) : i64
    %5115 = llvm.mul %5085, %5114 overflow<nsw, nuw> : i64
    %5116 = llvm.mlir.constant(16 : index) : i64
    %5117 = llvm.mul %5087, %5116 overflow<nsw, nuw> : i64
    %5118 = llvm.add %5115, %5117 overflow<nsw, nuw> : i64
    %5119 = llvm.mlir.constant(8 : index) : i64
    %5120 = llvm.mul %5089, %5119 overflow<nsw, nuw> : i64
    %5121 = llvm.add %5118, %5120 overflow<nsw, nuw> : i64
    %5122 = llvm.add %5121, %5091 overflow<nsw, nuw> : i64
    %5123 = llvm.getelementptr inbounds|nuw %5113[%5122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5124 = llvm.load %5123 : !llvm.ptr -> f32
    %5125 = llvm.fmul %5103, %5112 : f32
    %5126 = llvm.fadd %5124, %5125 : f32
    %5127 = llvm.extractvalue %5049[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5128 = llvm.mlir.constant(128 : index) : i64
    %5129 = llvm.mul %5085, %5128 overflow<nsw, nuw> : i64
    %5130 = llvm.mlir.constant(16 : index) : i64
    %5131 = llvm.mul %5087, %5130 overflow<nsw, nuw> : i64
    %5132 = llvm.add %5129, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.mlir.constant(8 : index) : i64
    %5134 = llvm.mul %5089, %5133 overflow<nsw, nuw> : i64
    %5135 = llvm.add %5132, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.add %5135, %5091 overflow<nsw, nuw> : i64
    %5137 = llvm.getelementptr inbounds|nuw %5127[%5136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5126, %5137 : f32, !llvm.ptr
    %5138 = llvm.add %5093, %15 : i64
    llvm.br ^bb756(%5138 : i64)
  ^bb758:  // pred: ^bb756
    %5139 = llvm.add %5091, %15 : i64
    llvm.br ^bb754(%5139 : i64)
  ^bb759:  // pred: ^bb754
    %5140 = llvm.add %5089, %15 : i64
    llvm.br ^bb752(%5140 : i64)
  ^bb760:  // pred: ^bb752
    %5141 = llvm.add %5087, %15 : i64
    llvm.br ^bb750(%5141 : i64)
  ^bb761:  // pred: ^bb750
    %5142 = llvm.add %5085, %15 : i64
    llvm.br ^bb748(%5142 : i64)
  ^bb762:  // pred: ^bb748
    llvm.br ^bb763(%20 : i64)
  ^bb763(%5143: i64):  // 2 preds: ^bb762, ^bb773
    %5144 = llvm.icmp "slt" %5143, %15 : i64
    llvm.cond_br %5144, ^bb764, ^bb774
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%20 : i64)
  ^bb765(%5145: i64):  // 2 preds: ^bb764, ^bb772
    %5146 = llvm.icmp "slt" %5145, %10 : i64
    llvm.cond_br %5146, ^bb766, ^bb773
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%20 : i64)
  ^bb767(%5147: i64):  // 2 preds: ^bb766, ^bb771
    %5148 = llvm.icmp "slt" %5147, %14 : i64
    llvm.cond_br %5148, ^bb768, ^bb772
  ^bb768:  // pred: ^bb767
    llvm.br ^bb769(%20 : i64)
  ^bb769(%5149: i64):  // 2 preds: ^bb768, ^bb770
    %5150 = llvm.icmp "slt" %5149, %14 : i64
    llvm.cond_br %5150, ^bb770, ^bb771
  ^bb770:  // pred: ^bb769
    %5151 = llvm.extractvalue %5049[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5152 = llvm.mlir.constant(128 : index) : i64
    %5153 = llvm.mul %5143, %5152 overflow<nsw, nuw> : i64
    %5154 = llvm.mlir.constant(16 : index) : i64
    %5155 = llvm.mul %5147, %5154 overflow<nsw, nuw> : i64
    %5156 = llvm.add %5153, %5155 overflow<nsw, nuw> : i64
    %5157 = llvm.mlir.constant(8 : index) : i64
    %5158 = llvm.mul %5145, %5157 overflow<nsw, nuw> : i64
    %5159 = llvm.add %5156, %5158 overflow<nsw, nuw> : i64
    %5160 = llvm.add %5159, %5149 overflow<nsw, nuw> : i64
    %5161 = llvm.getelementptr inbounds|nuw %5151[%5160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5162 = llvm.load %5161 : !llvm.ptr -> f32
    %5163 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5164 = llvm.mlir.constant(128 : index) : i64
    %5165 = llvm.mul %5143, %5164 overflow<nsw, nuw> : i64
    %5166 = llvm.mlir.constant(64 : index) : i64
    %5167 = llvm.mul %5145, %5166 overflow<nsw, nuw> : i64
    %5168 = llvm.add %5165, %5167 overflow<nsw, nuw> : i64
    %5169 = llvm.mlir.constant(8 : index) : i64
    %5170 = llvm.mul %5147, %5169 overflow<nsw, nuw> : i64
    %5171 = llvm.add %5168, %5170 overflow<nsw, nuw> : i64
    %5172 = llvm.add %5171, %5149 overflow<nsw, nuw> : i64
    %5173 = llvm.getelementptr inbounds|nuw %5163[%5172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5162, %5173 : f32, !llvm.ptr
    %5174 = llvm.add %5149, %15 : i64
    llvm.br ^bb769(%5174 : i64)
  ^bb771:  // pred: ^bb769
    %5175 = llvm.add %5147, %15 : i64
    llvm.br ^bb767(%5175 : i64)
  ^bb772:  // pred: ^bb767
    %5176 = llvm.add %5145, %15 : i64
    llvm.br ^bb765(%5176 : i64)
  ^bb773:  // pred: ^bb765
    %5177 = llvm.add %5143, %15 : i64
    llvm.br ^bb763(%5177 : i64)
  ^bb774:  // pred: ^bb763
    %5178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5179 = llvm.extractvalue %158[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5180 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5181 = llvm.insertvalue %5179, %5178[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5182 = llvm.insertvalue %5180, %5181[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5183 = llvm.mlir.constant(0 : index) : i64
    %5184 = llvm.insertvalue %5183, %5182[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5185 = llvm.mlir.constant(2 : index) : i64
    %5186 = llvm.insertvalue %5185, %5184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.mlir.constant(256 : index) : i64
    %5188 = llvm.insertvalue %5187, %5186[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5189 = llvm.mlir.constant(8 : index) : i64
    %5190 = llvm.insertvalue %5189, %5188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5191 = llvm.mlir.constant(32 : index) : i64
    %5192 = llvm.insertvalue %5191, %5190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5193 = llvm.mlir.constant(32 : index) : i64
    %5194 = llvm.insertvalue %5193, %5192[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5195 = llvm.mlir.constant(1 : index) : i64
    %5196 = llvm.insertvalue %5195, %5194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb775(%20 : i64)
  ^bb775(%5197: i64):  // 2 preds: ^bb774, ^bb788
    %5198 = llvm.icmp "slt" %5197, %15 : i64
    llvm.cond_br %5198, ^bb776, ^bb789
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%20 : i64)
  ^bb777(%5199: i64):  // 2 preds: ^bb776, ^bb787
    %5200 = llvm.icmp "slt" %5199, %14 : i64
    llvm.cond_br %5200, ^bb778, ^bb788
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%20 : i64)
  ^bb779(%5201: i64):  // 2 preds: ^bb778, ^bb786
    %5202 = llvm.icmp "slt" %5201, %10 : i64
    llvm.cond_br %5202, ^bb780, ^bb787
  ^bb780:  // pred: ^bb779
    llvm.br ^bb781(%20 : i64)
  ^bb781(%5203: i64):  // 2 preds: ^bb780, ^bb785
    %5204 = llvm.icmp "slt" %5203, %14 : i64
    llvm.cond_br %5204, ^bb782, ^bb786
  ^bb782:  // pred: ^bb781
    llvm.br ^bb783(%20 : i64)
  ^bb783(%5205: i64):  // 2 preds: ^bb782, ^bb784
    %5206 = llvm.icmp "slt" %5205, %13 : i64
    llvm.cond_br %5206, ^bb784, ^bb785
  ^bb784:  // pred: ^bb783
    %5207 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5208 = llvm.mlir.constant(256 : index) : i64
    %5209 = llvm.mul %5197, %5208 overflow<nsw, nuw> : i64
    %5210 = llvm.mlir.constant(32 : index) : i64
    %5211 = llvm.mul %5199, %5210 overflow<nsw, nuw> : i64
    %5212 = llvm.add %5209, %5211 overflow<nsw, nuw> : i64
    %5213 = llvm.add %5212, %5205 overflow<nsw, nuw> : i64
    %5214 = llvm.getelementptr inbounds|nuw %5207[%5213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5215 = llvm.load %5214 : !llvm.ptr -> f32
    %5216 = llvm.extractvalue %5196[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5217 = llvm.mlir.constant(256 : index) : i64
    %5218 = llvm.mul %5201, %5217 overflow<nsw, nuw> : i64
    %5219 = llvm.mlir.constant(32 : index) : i64
    %5220 = llvm.mul %5203, %5219 overflow<nsw, nuw> : i64
    %5221 = llvm.add %5218, %5220 overflow<nsw, nuw> : i64
    %5222 = llvm.add %5221, %5205 overflow<nsw, nuw> : i64
    %5223 = llvm.getelementptr inbounds|nuw %5216[%5222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5224 = llvm.load %5223 : !llvm.ptr -> f32
    %5225 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5226 = llvm.mlir.constant(128 : index) : i64
    %5227 = llvm.mul %5197, %5226 overflow<nsw, nuw> : i64
    %5228 = llvm.mlir.constant(16 : index) : i64
    %5229 = llvm.mul %5199, %5228 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5227, %5229 overflow<nsw, nuw> : i64
    %5231 = llvm.mlir.constant(8 : index) : i64
    %5232 = llvm.mul %5201, %5231 overflow<nsw, nuw> : i64
    %5233 = llvm.add %5230, %5232 overflow<nsw, nuw> : i64
    %5234 = llvm.add %5233, %5203 overflow<nsw, nuw> : i64
    %5235 = llvm.getelementptr inbounds|nuw %5225[%5234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5236 = llvm.load %5235 : !llvm.ptr -> f32
    %5237 = llvm.fmul %5215, %5224 : f32
    %5238 = llvm.fadd %5236, %5237 : f32
    %5239 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5240 = llvm.mlir.constant(128 : index) : i64
    %5241 = llvm.mul %5197, %5240 overflow<nsw, nuw> : i64
    %5242 = llvm.mlir.constant(16 : index) : i64
    %5243 = llvm.mul %5199, %5242 overflow<nsw, nuw> : i64
    %5244 = llvm.add %5241, %5243 overflow<nsw, nuw> : i64
    %5245 = llvm.mlir.constant(8 : index) : i64
    %5246 = llvm.mul %5201, %5245 overflow<nsw, nuw> : i64
    %5247 = llvm.add %5244, %5246 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5247, %5203 overflow<nsw, nuw> : i64
    %5249 = llvm.getelementptr inbounds|nuw %5239[%5248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5238, %5249 : f32, !llvm.ptr
    %5250 = llvm.add %5205, %15 : i64
    llvm.br ^bb783(%5250 : i64)
  ^bb785:  // pred: ^bb783
    %5251 = llvm.add %5203, %15 : i64
    llvm.br ^bb781(%5251 : i64)
  ^bb786:  // pred: ^bb781
    %5252 = llvm.add %5201, %15 : i64
    llvm.br ^bb779(%5252 : i64)
  ^bb787:  // pred: ^bb779
    %5253 = llvm.add %5199, %15 : i64
    llvm.br ^bb777(%5253 : i64)
  ^bb788:  // pred: ^bb777
    %5254 = llvm.add %5197, %15 : i64
    llvm.br ^bb775(%5254 : i64)
  ^bb789:  // pred: ^bb775
    llvm.br ^bb790(%20 : i64)
  ^bb790(%5255: i64):  // 2 preds: ^bb789, ^bb800
    %5256 = llvm.icmp "slt" %5255, %15 : i64
    llvm.cond_br %5256, ^bb791, ^bb801
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%20 : i64)
  ^bb792(%5257: i64):  // 2 preds: ^bb791, ^bb799
    %5258 = llvm.icmp "slt" %5257, %12 : i64
    llvm.cond_br %5258, ^bb793, ^bb800
  ^bb793:  // pred: ^bb792
    llvm.br ^bb794(%20 : i64)
  ^bb794(%5259: i64):  // 2 preds: ^bb793, ^bb798
    %5260 = llvm.icmp "slt" %5259, %14 : i64
    llvm.cond_br %5260, ^bb795, ^bb799
  ^bb795:  // pred: ^bb794
    llvm.br ^bb796(%20 : i64)
  ^bb796(%5261: i64):  // 2 preds: ^bb795, ^bb797
    %5262 = llvm.icmp "slt" %5261, %12 : i64
    llvm.cond_br %5262, ^bb797, ^bb798
  ^bb797:  // pred: ^bb796
    %5263 = llvm.extractvalue %2308[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5264 = llvm.mlir.constant(4 : index) : i64
    %5265 = llvm.getelementptr %5263[%5264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5266 = llvm.mlir.constant(256 : index) : i64
    %5267 = llvm.mul %5255, %5266 overflow<nsw, nuw> : i64
    %5268 = llvm.mlir.constant(64 : index) : i64
    %5269 = llvm.mul %5257, %5268 overflow<nsw, nuw> : i64
    %5270 = llvm.add %5267, %5269 overflow<nsw, nuw> : i64
    %5271 = llvm.mlir.constant(8 : index) : i64
    %5272 = llvm.mul %5259, %5271 overflow<nsw, nuw> : i64
    %5273 = llvm.add %5270, %5272 overflow<nsw, nuw> : i64
    %5274 = llvm.add %5273, %5261 overflow<nsw, nuw> : i64
    %5275 = llvm.getelementptr inbounds|nuw %5265[%5274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5276 = llvm.load %5275 : !llvm.ptr -> f32
    %5277 = llvm.fneg %5276 : f32
    %5278 = llvm.extractvalue %2342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5279 = llvm.mlir.constant(128 : index) : i64
    %5280 = llvm.mul %5255, %5279 overflow<nsw, nuw> : i64
    %5281 = llvm.mlir.constant(32 : index) : i64
    %5282 = llvm.mul %5257, %5281 overflow<nsw, nuw> : i64
    %5283 = llvm.add %5280, %5282 overflow<nsw, nuw> : i64
    %5284 = llvm.mlir.constant(4 : index) : i64
    %5285 = llvm.mul %5259, %5284 overflow<nsw, nuw> : i64
    %5286 = llvm.add %5283, %5285 overflow<nsw, nuw> : i64
    %5287 = llvm.add %5286, %5261 overflow<nsw, nuw> : i64
    %5288 = llvm.getelementptr inbounds|nuw %5278[%5287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5277, %5288 : f32, !llvm.ptr
    %5289 = llvm.add %5261, %15 : i64
    llvm.br ^bb796(%5289 : i64)
  ^bb798:  // pred: ^bb796
    %5290 = llvm.add %5259, %15 : i64
    llvm.br ^bb794(%5290 : i64)
  ^bb799:  // pred: ^bb794
    %5291 = llvm.add %5257, %15 : i64
    llvm.br ^bb792(%5291 : i64)
  ^bb800:  // pred: ^bb792
    %5292 = llvm.add %5255, %15 : i64
    llvm.br ^bb790(%5292 : i64)
  ^bb801:  // pred: ^bb790
    %5293 = llvm.mlir.constant(1 : index) : i64
    %5294 = llvm.mlir.constant(4 : index) : i64
    %5295 = llvm.mlir.constant(8 : index) : i64
    %5296 = llvm.mlir.constant(8 : index) : i64
    %5297 = llvm.mlir.constant(1 : index) : i64
    %5298 = llvm.mlir.constant(64 : index) : i64
    %5299 = llvm.mlir.constant(256 : index) : i64
    %5300 = llvm.mlir.constant(256 : index) : i64
    %5301 = llvm.mlir.zero : !llvm.ptr
    %5302 = llvm.getelementptr %5301[%5300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5303 = llvm.ptrtoint %5302 : !llvm.ptr to i64
    %5304 = llvm.mlir.constant(64 : index) : i64
    %5305 = llvm.add %5303, %5304 : i64
    %5306 = llvm.call @malloc(%5305) : (i64) -> !llvm.ptr
    %5307 = llvm.ptrtoint %5306 : !llvm.ptr to i64
    %5308 = llvm.mlir.constant(1 : index) : i64
    %5309 = llvm.sub %5304, %5308 : i64
    %5310 = llvm.add %5307, %5309 : i64
    %5311 = llvm.urem %5310, %5304 : i64
    %5312 = llvm.sub %5310, %5311 : i64
    %5313 = llvm.inttoptr %5312 : i64 to !llvm.ptr
    %5314 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5315 = llvm.insertvalue %5306, %5314[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5316 = llvm.insertvalue %5313, %5315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5317 = llvm.mlir.constant(0 : index) : i64
    %5318 = llvm.insertvalue %5317, %5316[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5319 = llvm.insertvalue %5293, %5318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5320 = llvm.insertvalue %5294, %5319[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5321 = llvm.insertvalue %5295, %5320[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5322 = llvm.insertvalue %5296, %5321[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5323 = llvm.insertvalue %5299, %5322[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5324 = llvm.insertvalue %5298, %5323[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5325 = llvm.insertvalue %5296, %5324[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5326 = llvm.insertvalue %5297, %5325[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5327 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5328 = llvm.extractvalue %5326[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5329 = llvm.extractvalue %5326[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5330 = llvm.insertvalue %5328, %5327[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5331 = llvm.insertvalue %5329, %5330[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5332 = llvm.mlir.constant(0 : index) : i64
    %5333 = llvm.insertvalue %5332, %5331[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5334 = llvm.mlir.constant(1 : index) : i64
    %5335 = llvm.insertvalue %5334, %5333[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5336 = llvm.mlir.constant(256 : index) : i64
    %5337 = llvm.insertvalue %5336, %5335[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5338 = llvm.mlir.constant(4 : index) : i64
    %5339 = llvm.insertvalue %5338, %5337[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5340 = llvm.mlir.constant(64 : index) : i64
    %5341 = llvm.insertvalue %5340, %5339[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5342 = llvm.mlir.constant(8 : index) : i64
    %5343 = llvm.insertvalue %5342, %5341[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5344 = llvm.mlir.constant(8 : index) : i64
    %5345 = llvm.insertvalue %5344, %5343[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5346 = llvm.mlir.constant(4 : index) : i64
    %5347 = llvm.insertvalue %5346, %5345[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5348 = llvm.mlir.constant(1 : index) : i64
    %5349 = llvm.insertvalue %5348, %5347[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb802(%20 : i64)
  ^bb802(%5350: i64):  // 2 preds: ^bb801, ^bb812
    %5351 = llvm.icmp "slt" %5350, %15 : i64
    llvm.cond_br %5351, ^bb803, ^bb813
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%20 : i64)
  ^bb804(%5352: i64):  // 2 preds: ^bb803, ^bb811
    %5353 = llvm.icmp "slt" %5352, %12 : i64
    llvm.cond_br %5353, ^bb805, ^bb812
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%20 : i64)
  ^bb806(%5354: i64):  // 2 preds: ^bb805, ^bb810
    %5355 = llvm.icmp "slt" %5354, %14 : i64
    llvm.cond_br %5355, ^bb807, ^bb811
  ^bb807:  // pred: ^bb806
    llvm.br ^bb808(%20 : i64)
  ^bb808(%5356: i64):  // 2 preds: ^bb807, ^bb809
    %5357 = llvm.icmp "slt" %5356, %12 : i64
    llvm.cond_br %5357, ^bb809, ^bb810
  ^bb809:  // pred: ^bb808
    %5358 = llvm.extractvalue %2342[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5359 = llvm.mlir.constant(128 : index) : i64
    %5360 = llvm.mul %5350, %5359 overflow<nsw, nuw> : i64
    %5361 = llvm.mlir.constant(32 : index) : i64
    %5362 = llvm.mul %5352, %5361 overflow<nsw, nuw> : i64
    %5363 = llvm.add %5360, %5362 overflow<nsw, nuw> : i64
    %5364 = llvm.mlir.constant(4 : index) : i64
    %5365 = llvm.mul %5354, %5364 overflow<nsw, nuw> : i64
    %5366 = llvm.add %5363, %5365 overflow<nsw, nuw> : i64
    %5367 = llvm.add %5366, %5356 overflow<nsw, nuw> : i64
    %5368 = llvm.getelementptr inbounds|nuw %5358[%5367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5369 = llvm.load %5368 : !llvm.ptr -> f32
    %5370 = llvm.extractvalue %5349[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5371 = llvm.mlir.constant(256 : index) : i64
    %5372 = llvm.mul %5350, %5371 overflow<nsw, nuw> : i64
    %5373 = llvm.mlir.constant(64 : index) : i64
    %5374 = llvm.mul %5352, %5373 overflow<nsw, nuw> : i64
    %5375 = llvm.add %5372, %5374 overflow<nsw, nuw> : i64
    %5376 = llvm.mlir.constant(8 : index) : i64
    %5377 = llvm.mul %5354, %5376 overflow<nsw, nuw> : i64
    %5378 = llvm.add %5375, %5377 overflow<nsw, nuw> : i64
    %5379 = llvm.add %5378, %5356 overflow<nsw, nuw> : i64
    %5380 = llvm.getelementptr inbounds|nuw %5370[%5379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5369, %5380 : f32, !llvm.ptr
    %5381 = llvm.add %5356, %15 : i64
    llvm.br ^bb808(%5381 : i64)
  ^bb810:  // pred: ^bb808
    %5382 = llvm.add %5354, %15 : i64
    llvm.br ^bb806(%5382 : i64)
  ^bb811:  // pred: ^bb806
    %5383 = llvm.add %5352, %15 : i64
    llvm.br ^bb804(%5383 : i64)
  ^bb812:  // pred: ^bb804
    %5384 = llvm.add %5350, %15 : i64
    llvm.br ^bb802(%5384 : i64)
  ^bb813:  // pred: ^bb802
    %5385 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5386 = llvm.extractvalue %5326[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5387 = llvm.extractvalue %5326[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5388 = llvm.insertvalue %5386, %5385[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5389 = llvm.insertvalue %5387, %5388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5390 = llvm.mlir.constant(4 : index) : i64
    %5391 = llvm.insertvalue %5390, %5389[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5392 = llvm.mlir.constant(1 : index) : i64
    %5393 = llvm.insertvalue %5392, %5391[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5394 = llvm.mlir.constant(256 : index) : i64
    %5395 = llvm.insertvalue %5394, %5393[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5396 = llvm.mlir.constant(4 : index) : i64
    %5397 = llvm.insertvalue %5396, %5395[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5398 = llvm.mlir.constant(64 : index) : i64
    %5399 = llvm.insertvalue %5398, %5397[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5400 = llvm.mlir.constant(8 : index) : i64
    %5401 = llvm.insertvalue %5400, %5399[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5402 = llvm.mlir.constant(8 : index) : i64
    %5403 = llvm.insertvalue %5402, %5401[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5404 = llvm.mlir.constant(4 : index) : i64
    %5405 = llvm.insertvalue %5404, %5403[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5406 = llvm.mlir.constant(1 : index) : i64
    %5407 = llvm.insertvalue %5406, %5405[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb814(%20 : i64)
  ^bb814(%5408: i64):  // 2 preds: ^bb813, ^bb824
    %5409 = llvm.icmp "slt" %5408, %15 : i64
    llvm.cond_br %5409, ^bb815, ^bb825
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%20 : i64)
  ^bb816(%5410: i64):  // 2 preds: ^bb815, ^bb823
    %5411 = llvm.icmp "slt" %5410, %12 : i64
    llvm.cond_br %5411, ^bb817, ^bb824
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%20 : i64)
  ^bb818(%5412: i64):  // 2 preds: ^bb817, ^bb822
    %5413 = llvm.icmp "slt" %5412, %14 : i64
    llvm.cond_br %5413, ^bb819, ^bb823
  ^bb819:  // pred: ^bb818
    llvm.br ^bb820(%20 : i64)
  ^bb820(%5414: i64):  // 2 preds: ^bb819, ^bb821
    %5415 = llvm.icmp "slt" %5414, %12 : i64
    llvm.cond_br %5415, ^bb821, ^bb822
  ^bb821:  // pred: ^bb820
    %5416 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5417 = llvm.mlir.constant(256 : index) : i64
    %5418 = llvm.mul %5408, %5417 overflow<nsw, nuw> : i64
    %5419 = llvm.mlir.constant(64 : index) : i64
    %5420 = llvm.mul %5410, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5418, %5420 overflow<nsw, nuw> : i64
    %5422 = llvm.mlir.constant(8 : index) : i64
    %5423 = llvm.mul %5412, %5422 overflow<nsw, nuw> : i64
    %5424 = llvm.add %5421, %5423 overflow<nsw, nuw> : i64
    %5425 = llvm.add %5424, %5414 overflow<nsw, nuw> : i64
    %5426 = llvm.getelementptr inbounds|nuw %5416[%5425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5427 = llvm.load %5426 : !llvm.ptr -> f32
    %5428 = llvm.extractvalue %5407[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5429 = llvm.mlir.constant(4 : index) : i64
    %5430 = llvm.getelementptr %5428[%5429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5431 = llvm.mlir.constant(256 : index) : i64
    %5432 = llvm.mul %5408, %5431 overflow<nsw, nuw> : i64
    %5433 = llvm.mlir.constant(64 : index) : i64
    %5434 = llvm.mul %5410, %5433 overflow<nsw, nuw> : i64
    %5435 = llvm.add %5432, %5434 overflow<nsw, nuw> : i64
    %5436 = llvm.mlir.constant(8 : index) : i64
    %5437 = llvm.mul %5412, %5436 overflow<nsw, nuw> : i64
    %5438 = llvm.add %5435, %5437 overflow<nsw, nuw> : i64
    %5439 = llvm.add %5438, %5414 overflow<nsw, nuw> : i64
    %5440 = llvm.getelementptr inbounds|nuw %5430[%5439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5427, %5440 : f32, !llvm.ptr
    %5441 = llvm.add %5414, %15 : i64
    llvm.br ^bb820(%5441 : i64)
  ^bb822:  // pred: ^bb820
    %5442 = llvm.add %5412, %15 : i64
    llvm.br ^bb818(%5442 : i64)
  ^bb823:  // pred: ^bb818
    %5443 = llvm.add %5410, %15 : i64
    llvm.br ^bb816(%5443 : i64)
  ^bb824:  // pred: ^bb816
    %5444 = llvm.add %5408, %15 : i64
    llvm.br ^bb814(%5444 : i64)
  ^bb825:  // pred: ^bb814
    llvm.br ^bb826(%20 : i64)
  ^bb826(%5445: i64):  // 2 preds: ^bb825, ^bb836
    %5446 = llvm.icmp "slt" %5445, %15 : i64
    llvm.cond_br %5446, ^bb827, ^bb837
  ^bb827:  // pred: ^bb826
    llvm.br ^bb828(%20 : i64)
  ^bb828(%5447: i64):  // 2 preds: ^bb827, ^bb835
    %5448 = llvm.icmp "slt" %5447, %10 : i64
    llvm.cond_br %5448, ^bb829, ^bb836
  ^bb829:  // pred: ^bb828
    llvm.br ^bb830(%20 : i64)
  ^bb830(%5449: i64):  // 2 preds: ^bb829, ^bb834
    %5450 = llvm.icmp "slt" %5449, %14 : i64
    llvm.cond_br %5450, ^bb831, ^bb835
  ^bb831:  // pred: ^bb830
    llvm.br ^bb832(%20 : i64)
  ^bb832(%5451: i64):  // 2 preds: ^bb831, ^bb833
    %5452 = llvm.icmp "slt" %5451, %12 : i64
    llvm.cond_br %5452, ^bb833, ^bb834
  ^bb833:  // pred: ^bb832
    %5453 = llvm.extractvalue %2578[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5454 = llvm.mlir.constant(4 : index) : i64
    %5455 = llvm.getelementptr %5453[%5454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5456 = llvm.mlir.constant(128 : index) : i64
    %5457 = llvm.mul %5445, %5456 overflow<nsw, nuw> : i64
    %5458 = llvm.mlir.constant(64 : index) : i64
    %5459 = llvm.mul %5447, %5458 overflow<nsw, nuw> : i64
    %5460 = llvm.add %5457, %5459 overflow<nsw, nuw> : i64
    %5461 = llvm.mlir.constant(8 : index) : i64
    %5462 = llvm.mul %5449, %5461 overflow<nsw, nuw> : i64
    %5463 = llvm.add %5460, %5462 overflow<nsw, nuw> : i64
    %5464 = llvm.add %5463, %5451 overflow<nsw, nuw> : i64
    %5465 = llvm.getelementptr inbounds|nuw %5455[%5464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5466 = llvm.load %5465 : !llvm.ptr -> f32
    %5467 = llvm.fneg %5466 : f32
    %5468 = llvm.extractvalue %2612[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5469 = llvm.mlir.constant(64 : index) : i64
    %5470 = llvm.mul %5445, %5469 overflow<nsw, nuw> : i64
    %5471 = llvm.mlir.constant(32 : index) : i64
    %5472 = llvm.mul %5447, %5471 overflow<nsw, nuw> : i64
    %5473 = llvm.add %5470, %5472 overflow<nsw, nuw> : i64
    %5474 = llvm.mlir.constant(4 : index) : i64
    %5475 = llvm.mul %5449, %5474 overflow<nsw, nuw> : i64
    %5476 = llvm.add %5473, %5475 overflow<nsw, nuw> : i64
    %5477 = llvm.add %5476, %5451 overflow<nsw, nuw> : i64
    %5478 = llvm.getelementptr inbounds|nuw %5468[%5477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5467, %5478 : f32, !llvm.ptr
    %5479 = llvm.add %5451, %15 : i64
    llvm.br ^bb832(%5479 : i64)
  ^bb834:  // pred: ^bb832
    %5480 = llvm.add %5449, %15 : i64
    llvm.br ^bb830(%5480 : i64)
  ^bb835:  // pred: ^bb830
    %5481 = llvm.add %5447, %15 : i64
    llvm.br ^bb828(%5481 : i64)
  ^bb836:  // pred: ^bb828
    %5482 = llvm.add %5445, %15 : i64
    llvm.br ^bb826(%5482 : i64)
  ^bb837:  // pred: ^bb826
    %5483 = llvm.mlir.constant(1 : index) : i64
    %5484 = llvm.mlir.constant(2 : index) : i64
    %5485 = llvm.mlir.constant(8 : index) : i64
    %5486 = llvm.mlir.constant(8 : index) : i64
    %5487 = llvm.mlir.constant(1 : index) : i64
    %5488 = llvm.mlir.constant(64 : index) : i64
    %5489 = llvm.mlir.constant(128 : index) : i64
    %5490 = llvm.mlir.constant(128 : index) : i64
    %5491 = llvm.mlir.zero : !llvm.ptr
    %5492 = llvm.getelementptr %5491[%5490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5493 = llvm.ptrtoint %5492 : !llvm.ptr to i64
    %5494 = llvm.mlir.constant(64 : index) : i64
    %5495 = llvm.add %5493, %5494 : i64
    %5496 = llvm.call @malloc(%5495) : (i64) -> !llvm.ptr
    %5497 = llvm.ptrtoint %5496 : !llvm.ptr to i64
    %5498 = llvm.mlir.constant(1 : index) : i64
    %5499 = llvm.sub %5494, %5498 : i64
    %5500 = llvm.add %5497, %5499 : i64
    %5501 = llvm.urem %5500, %5494 : i64
    %5502 = llvm.sub %5500, %5501 : i64
    %5503 = llvm.inttoptr %5502 : i64 to !llvm.ptr
    %5504 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5505 = llvm.insertvalue %5496, %5504[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5506 = llvm.insertvalue %5503, %5505[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5507 = llvm.mlir.constant(0 : index) : i64
    %5508 = llvm.insertvalue %5507, %5506[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5509 = llvm.insertvalue %5483, %5508[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5510 = llvm.insertvalue %5484, %5509[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5511 = llvm.insertvalue %5485, %5510[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5512 = llvm.insertvalue %5486, %5511[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5513 = llvm.insertvalue %5489, %5512[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5514 = llvm.insertvalue %5488, %5513[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5515 = llvm.insertvalue %5486, %5514[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5516 = llvm.insertvalue %5487, %5515[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5517 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5518 = llvm.extractvalue %5516[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5519 = llvm.extractvalue %5516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5520 = llvm.insertvalue %5518, %5517[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5521 = llvm.insertvalue %5519, %5520[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5522 = llvm.mlir.constant(0 : index) : i64
    %5523 = llvm.insertvalue %5522, %5521[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5524 = llvm.mlir.constant(1 : index) : i64
    %5525 = llvm.insertvalue %5524, %5523[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5526 = llvm.mlir.constant(128 : index) : i64
    %5527 = llvm.insertvalue %5526, %5525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5528 = llvm.mlir.constant(2 : index) : i64
    %5529 = llvm.insertvalue %5528, %5527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5530 = llvm.mlir.constant(64 : index) : i64
    %5531 = llvm.insertvalue %5530, %5529[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5532 = llvm.mlir.constant(8 : index) : i64
    %5533 = llvm.insertvalue %5532, %5531[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5534 = llvm.mlir.constant(8 : index) : i64
    %5535 = llvm.insertvalue %5534, %5533[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5536 = llvm.mlir.constant(4 : index) : i64
    %5537 = llvm.insertvalue %5536, %5535[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5538 = llvm.mlir.constant(1 : index) : i64
    %5539 = llvm.insertvalue %5538, %5537[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb838(%20 : i64)
  ^bb838(%5540: i64):  // 2 preds: ^bb837, ^bb848
    %5541 = llvm.icmp "slt" %5540, %15 : i64
    llvm.cond_br %5541, ^bb839, ^bb849
  ^bb839:  // pred: ^bb838
    llvm.br ^bb840(%20 : i64)
  ^bb840(%5542: i64):  // 2 preds: ^bb839, ^bb847
    %5543 = llvm.icmp "slt" %5542, %10 : i64
    llvm.cond_br %5543, ^bb841, ^bb848
  ^bb841:  // pred: ^bb840
    llvm.br ^bb842(%20 : i64)
  ^bb842(%5544: i64):  // 2 preds: ^bb841, ^bb846
    %5545 = llvm.icmp "slt" %5544, %14 : i64
    llvm.cond_br %5545, ^bb843, ^bb847
  ^bb843:  // pred: ^bb842
    llvm.br ^bb844(%20 : i64)
  ^bb844(%5546: i64):  // 2 preds: ^bb843, ^bb845
    %5547 = llvm.icmp "slt" %5546, %12 : i64
    llvm.cond_br %5547, ^bb845, ^bb846
  ^bb845:  // pred: ^bb844
    %5548 = llvm.extractvalue %2612[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5549 = llvm.mlir.constant(64 : index) : i64
    %5550 = llvm.mul %5540, %5549 overflow<nsw, nuw> : i64
    %5551 = llvm.mlir.constant(32 : index) : i64
    %5552 = llvm.mul %5542, %5551 overflow<nsw, nuw> : i64
    %5553 = llvm.add %5550, %5552 overflow<nsw, nuw> : i64
    %5554 = llvm.mlir.constant(4 : index) : i64
    %5555 = llvm.mul %5544, %5554 overflow<nsw, nuw> : i64
    %5556 = llvm.add %5553, %5555 overflow<nsw, nuw> : i64
    %5557 = llvm.add %5556, %5546 overflow<nsw, nuw> : i64
    %5558 = llvm.getelementptr inbounds|nuw %5548[%5557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5559 = llvm.load %5558 : !llvm.ptr -> f32
    %5560 = llvm.extractvalue %5539[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5561 = llvm.mlir.constant(128 : index) : i64
    %5562 = llvm.mul %5540, %5561 overflow<nsw, nuw> : i64
    %5563 = llvm.mlir.constant(64 : index) : i64
    %5564 = llvm.mul %5542, %5563 overflow<nsw, nuw> : i64
    %5565 = llvm.add %5562, %5564 overflow<nsw, nuw> : i64
    %5566 = llvm.mlir.constant(8 : index) : i64
    %5567 = llvm.mul %5544, %5566 overflow<nsw, nuw> : i64
    %5568 = llvm.add %5565, %5567 overflow<nsw, nuw> : i64
    %5569 = llvm.add %5568, %5546 overflow<nsw, nuw> : i64
    %5570 = llvm.getelementptr inbounds|nuw %5560[%5569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5559, %5570 : f32, !llvm.ptr
    %5571 = llvm.add %5546, %15 : i64
    llvm.br ^bb844(%5571 : i64)
  ^bb846:  // pred: ^bb844
    %5572 = llvm.add %5544, %15 : i64
    llvm.br ^bb842(%5572 : i64)
  ^bb847:  // pred: ^bb842
    %5573 = llvm.add %5542, %15 : i64
    llvm.br ^bb840(%5573 : i64)
  ^bb848:  // pred: ^bb840
    %5574 = llvm.add %5540, %15 : i64
    llvm.br ^bb838(%5574 : i64)
  ^bb849:  // pred: ^bb838
    %5575 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5576 = llvm.extractvalue %5516[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5577 = llvm.extractvalue %5516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5578 = llvm.insertvalue %5576, %5575[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5579 = llvm.insertvalue %5577, %5578[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5580 = llvm.mlir.constant(4 : index) : i64
    %5581 = llvm.insertvalue %5580, %5579[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5582 = llvm.mlir.constant(1 : index) : i64
    %5583 = llvm.insertvalue %5582, %5581[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5584 = llvm.mlir.constant(128 : index) : i64
    %5585 = llvm.insertvalue %5584, %5583[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5586 = llvm.mlir.constant(2 : index) : i64
    %5587 = llvm.insertvalue %5586, %5585[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5588 = llvm.mlir.constant(64 : index) : i64
    %5589 = llvm.insertvalue %5588, %5587[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5590 = llvm.mlir.constant(8 : index) : i64
    %5591 = llvm.insertvalue %5590, %5589[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5592 = llvm.mlir.constant(8 : index) : i64
    %5593 = llvm.insertvalue %5592, %5591[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5594 = llvm.mlir.constant(4 : index) : i64
    %5595 = llvm.insertvalue %5594, %5593[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5596 = llvm.mlir.constant(1 : index) : i64
    %5597 = llvm.insertvalue %5596, %5595[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb850(%20 : i64)
  ^bb850(%5598: i64):  // 2 preds: ^bb849, ^bb860
    %5599 = llvm.icmp "slt" %5598, %15 : i64
    llvm.cond_br %5599, ^bb851, ^bb861
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%20 : i64)
  ^bb852(%5600: i64):  // 2 preds: ^bb851, ^bb859
    %5601 = llvm.icmp "slt" %5600, %10 : i64
    llvm.cond_br %5601, ^bb853, ^bb860
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%20 : i64)
  ^bb854(%5602: i64):  // 2 preds: ^bb853, ^bb858
    %5603 = llvm.icmp "slt" %5602, %14 : i64
    llvm.cond_br %5603, ^bb855, ^bb859
  ^bb855:  // pred: ^bb854
    llvm.br ^bb856(%20 : i64)
  ^bb856(%5604: i64):  // 2 preds: ^bb855, ^bb857
    %5605 = llvm.icmp "slt" %5604, %12 : i64
    llvm.cond_br %5605, ^bb857, ^bb858
  ^bb857:  // pred: ^bb856
    %5606 = llvm.extractvalue %2555[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5607 = llvm.mlir.constant(128 : index) : i64
    %5608 = llvm.mul %5598, %5607 overflow<nsw, nuw> : i64
    %5609 = llvm.mlir.constant(64 : index) : i64
    %5610 = llvm.mul %5600, %5609 overflow<nsw, nuw> : i64
    %5611 = llvm.add %5608, %5610 overflow<nsw, nuw> : i64
    %5612 = llvm.mlir.constant(8 : index) : i64
    %5613 = llvm.mul %5602, %5612 overflow<nsw, nuw> : i64
    %5614 = llvm.add %5611, %5613 overflow<nsw, nuw> : i64
    %5615 = llvm.add %5614, %5604 overflow<nsw, nuw> : i64
    %5616 = llvm.getelementptr inbounds|nuw %5606[%5615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5617 = llvm.load %5616 : !llvm.ptr -> f32
    %5618 = llvm.extractvalue %5597[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5619 = llvm.mlir.constant(4 : index) : i64
    %5620 = llvm.getelementptr %5618[%5619] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5621 = llvm.mlir.constant(128 : index) : i64
    %5622 = llvm.mul %5598, %5621 overflow<nsw, nuw> : i64
    %5623 = llvm.mlir.constant(64 : index) : i64
    %5624 = llvm.mul %5600, %5623 overflow<nsw, nuw> : i64
    %5625 = llvm.add %5622, %5624 overflow<nsw, nuw> : i64
    %5626 = llvm.mlir.constant(8 : index) : i64
    %5627 = llvm.mul %5602, %5626 overflow<nsw, nuw> : i64
    %5628 = llvm.add %5625, %5627 overflow<nsw, nuw> : i64
    %5629 = llvm.add %5628, %5604 overflow<nsw, nuw> : i64
    %5630 = llvm.getelementptr inbounds|nuw %5620[%5629] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5617, %5630 : f32, !llvm.ptr
    %5631 = llvm.add %5604, %15 : i64
    llvm.br ^bb856(%5631 : i64)
  ^bb858:  // pred: ^bb856
    %5632 = llvm.add %5602, %15 : i64
    llvm.br ^bb854(%5632 : i64)
  ^bb859:  // pred: ^bb854
    %5633 = llvm.add %5600, %15 : i64
    llvm.br ^bb852(%5633 : i64)
  ^bb860:  // pred: ^bb852
    %5634 = llvm.add %5598, %15 : i64
    llvm.br ^bb850(%5634 : i64)
  ^bb861:  // pred: ^bb850
    llvm.br ^bb862(%20 : i64)
  ^bb862(%5635: i64):  // 2 preds: ^bb861, ^bb875
    %5636 = llvm.icmp "slt" %5635, %15 : i64
    llvm.cond_br %5636, ^bb863, ^bb876
  ^bb863:  // pred: ^bb862
    llvm.br ^bb864(%20 : i64)
  ^bb864(%5637: i64):  // 2 preds: ^bb863, ^bb874
    %5638 = llvm.icmp "slt" %5637, %10 : i64
    llvm.cond_br %5638, ^bb865, ^bb875
  ^bb865:  // pred: ^bb864
    llvm.br ^bb866(%20 : i64)
  ^bb866(%5639: i64):  // 2 preds: ^bb865, ^bb873
    %5640 = llvm.icmp "slt" %5639, %10 : i64
    llvm.cond_br %5640, ^bb867, ^bb874
  ^bb867:  // pred: ^bb866
    llvm.br ^bb868(%20 : i64)
  ^bb868(%5641: i64):  // 2 preds: ^bb867, ^bb872
    %5642 = llvm.icmp "slt" %5641, %14 : i64
    llvm.cond_br %5642, ^bb869, ^bb873
  ^bb869:  // pred: ^bb868
    llvm.br ^bb870(%20 : i64)
  ^bb870(%5643: i64):  // 2 preds: ^bb869, ^bb871
    %5644 = llvm.icmp "slt" %5643, %14 : i64
    llvm.cond_br %5644, ^bb871, ^bb872
  ^bb871:  // pred: ^bb870
    %5645 = llvm.extractvalue %1920[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5646 = llvm.mlir.constant(128 : index) : i64
    %5647 = llvm.mul %5635, %5646 overflow<nsw, nuw> : i64
    %5648 = llvm.mlir.constant(16 : index) : i64
    %5649 = llvm.mul %5641, %5648 overflow<nsw, nuw> : i64
    %5650 = llvm.add %5647, %5649 overflow<nsw, nuw> : i64
    %5651 = llvm.mlir.constant(8 : index) : i64
    %5652 = llvm.mul %5637, %5651 overflow<nsw, nuw> : i64
    %5653 = llvm.add %5650, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.add %5653, %5643 overflow<nsw, nuw> : i64
    %5655 = llvm.getelementptr inbounds|nuw %5645[%5654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5656 = llvm.load %5655 : !llvm.ptr -> f32
    %5657 = llvm.extractvalue %2840[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5658 = llvm.mlir.constant(256 : index) : i64
    %5659 = llvm.mul %5635, %5658 overflow<nsw, nuw> : i64
    %5660 = llvm.mlir.constant(128 : index) : i64
    %5661 = llvm.mul %5637, %5660 overflow<nsw, nuw> : i64
    %5662 = llvm.add %5659, %5661 overflow<nsw, nuw> : i64
    %5663 = llvm.mlir.constant(64 : index) : i64
    %5664 = llvm.mul %5639, %5663 overflow<nsw, nuw> : i64
    %5665 = llvm.add %5662, %5664 overflow<nsw, nuw> : i64
    %5666 = llvm.mlir.constant(8 : index) : i64
    %5667 = llvm.mul %5641, %5666 overflow<nsw, nuw> : i64
    %5668 = llvm.add %5665, %5667 overflow<nsw, nuw> : i64
    %5669 = llvm.add %5668, %5643 overflow<nsw, nuw> : i64
    %5670 = llvm.getelementptr inbounds|nuw %5657[%5669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5656, %5670 : f32, !llvm.ptr
    %5671 = llvm.add %5643, %15 : i64
    llvm.br ^bb870(%5671 : i64)
  ^bb872:  // pred: ^bb870
    %5672 = llvm.add %5641, %15 : i64
    llvm.br ^bb868(%5672 : i64)
  ^bb873:  // pred: ^bb868
    %5673 = llvm.add %5639, %15 : i64
    llvm.br ^bb866(%5673 : i64)
  ^bb874:  // pred: ^bb866
    %5674 = llvm.add %5637, %15 : i64
    llvm.br ^bb864(%5674 : i64)
  ^bb875:  // pred: ^bb864
    %5675 = llvm.add %5635, %15 : i64
    llvm.br ^bb862(%5675 : i64)
  ^bb876:  // pred: ^bb862
    %5676 = llvm.mlir.constant(1 : index) : i64
    %5677 = llvm.mlir.constant(2 : index) : i64
    %5678 = llvm.mlir.constant(2 : index) : i64
    %5679 = llvm.mlir.constant(8 : index) : i64
    %5680 = llvm.mlir.constant(8 : index) : i64
    %5681 = llvm.mlir.constant(1 : index) : i64
    %5682 = llvm.mlir.constant(64 : index) : i64
    %5683 = llvm.mlir.constant(128 : index) : i64
    %5684 = llvm.mlir.constant(256 : index) : i64
    %5685 = llvm.mlir.constant(256 : index) : i64
    %5686 = llvm.mlir.zero : !llvm.ptr
    %5687 = llvm.getelementptr %5686[%5685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5688 = llvm.ptrtoint %5687 : !llvm.ptr to i64
    %5689 = llvm.mlir.constant(64 : index) : i64
    %5690 = llvm.add %5688, %5689 : i64
    %5691 = llvm.call @malloc(%5690) : (i64) -> !llvm.ptr
    %5692 = llvm.ptrtoint %5691 : !llvm.ptr to i64
    %5693 = llvm.mlir.constant(1 : index) : i64
    %5694 = llvm.sub %5689, %5693 : i64
    %5695 = llvm.add %5692, %5694 : i64
    %5696 = llvm.urem %5695, %5689 : i64
    %5697 = llvm.sub %5695, %5696 : i64
    %5698 = llvm.inttoptr %5697 : i64 to !llvm.ptr
    %5699 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5700 = llvm.insertvalue %5691, %5699[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5701 = llvm.insertvalue %5698, %5700[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5702 = llvm.mlir.constant(0 : index) : i64
    %5703 = llvm.insertvalue %5702, %5701[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5704 = llvm.insertvalue %5676, %5703[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5705 = llvm.insertvalue %5677, %5704[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5706 = llvm.insertvalue %5678, %5705[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5707 = llvm.insertvalue %5679, %5706[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5708 = llvm.insertvalue %5680, %5707[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5709 = llvm.insertvalue %5684, %5708[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5710 = llvm.insertvalue %5683, %5709[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5711 = llvm.insertvalue %5682, %5710[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5712 = llvm.insertvalue %5680, %5711[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5713 = llvm.insertvalue %5681, %5712[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb877(%20 : i64)
  ^bb877(%5714: i64):  // 2 preds: ^bb876, ^bb890
    %5715 = llvm.icmp "slt" %5714, %15 : i64
    llvm.cond_br %5715, ^bb878, ^bb891
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%20 : i64)
  ^bb879(%5716: i64):  // 2 preds: ^bb878, ^bb889
    %5717 = llvm.icmp "slt" %5716, %10 : i64
    llvm.cond_br %5717, ^bb880, ^bb890
  ^bb880:  // pred: ^bb879
    llvm.br ^bb881(%20 : i64)
  ^bb881(%5718: i64):  // 2 preds: ^bb880, ^bb888
    %5719 = llvm.icmp "slt" %5718, %10 : i64
    llvm.cond_br %5719, ^bb882, ^bb889
  ^bb882:  // pred: ^bb881
    llvm.br ^bb883(%20 : i64)
  ^bb883(%5720: i64):  // 2 preds: ^bb882, ^bb887
    %5721 = llvm.icmp "slt" %5720, %14 : i64
    llvm.cond_br %5721, ^bb884, ^bb888
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%20 : i64)
  ^bb885(%5722: i64):  // 2 preds: ^bb884, ^bb886
    %5723 = llvm.icmp "slt" %5722, %14 : i64
    llvm.cond_br %5723, ^bb886, ^bb887
  ^bb886:  // pred: ^bb885
    %5724 = llvm.extractvalue %2081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5725 = llvm.mlir.constant(128 : index) : i64
    %5726 = llvm.mul %5714, %5725 overflow<nsw, nuw> : i64
    %5727 = llvm.mlir.constant(64 : index) : i64
    %5728 = llvm.mul %5716, %5727 overflow<nsw, nuw> : i64
    %5729 = llvm.add %5726, %5728 overflow<nsw, nuw> : i64
    %5730 = llvm.mlir.constant(8 : index) : i64
    %5731 = llvm.mul %5722, %5730 overflow<nsw, nuw> : i64
    %5732 = llvm.add %5729, %5731 overflow<nsw, nuw> : i64
    %5733 = llvm.add %5732, %5720 overflow<nsw, nuw> : i64
    %5734 = llvm.getelementptr inbounds|nuw %5724[%5733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5735 = llvm.load %5734 : !llvm.ptr -> f32
    %5736 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5737 = llvm.mlir.constant(64 : index) : i64
    %5738 = llvm.mul %5714, %5737 overflow<nsw, nuw> : i64
    %5739 = llvm.mlir.constant(64 : index) : i64
    %5740 = llvm.mul %20, %5739 overflow<nsw, nuw> : i64
    %5741 = llvm.add %5738, %5740 overflow<nsw, nuw> : i64
    %5742 = llvm.mlir.constant(8 : index) : i64
    %5743 = llvm.mul %5722, %5742 overflow<nsw, nuw> : i64
    %5744 = llvm.add %5741, %5743 overflow<nsw, nuw> : i64
    %5745 = llvm.add %5744, %5720 overflow<nsw, nuw> : i64
    %5746 = llvm.getelementptr inbounds|nuw %5736[%5745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5747 = llvm.load %5746 : !llvm.ptr -> f32
    %5748 = llvm.extractvalue %5516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5749 = llvm.mlir.constant(128 : index) : i64
    %5750 = llvm.mul %5714, %5749 overflow<nsw, nuw> : i64
    %5751 = llvm.mlir.constant(64 : index) : i64
    %5752 = llvm.mul %5716, %5751 overflow<nsw, nuw> : i64
    %5753 = llvm.add %5750, %5752 overflow<nsw, nuw> : i64
    %5754 = llvm.mlir.constant(8 : index) : i64
    %5755 = llvm.mul %5722, %5754 overflow<nsw, nuw> : i64
    %5756 = llvm.add %5753, %5755 overflow<nsw, nuw> : i64
    %5757 = llvm.add %5756, %5720 overflow<nsw, nuw> : i64
    %5758 = llvm.getelementptr inbounds|nuw %5748[%5757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5759 = llvm.load %5758 : !llvm.ptr -> f32
    %5760 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5761 = llvm.mlir.constant(64 : index) : i64
    %5762 = llvm.mul %5714, %5761 overflow<nsw, nuw> : i64
    %5763 = llvm.mlir.constant(64 : index) : i64
    %5764 = llvm.mul %20, %5763 overflow<nsw, nuw> : i64
    %5765 = llvm.add %5762, %5764 overflow<nsw, nuw> : i64
    %5766 = llvm.mlir.constant(8 : index) : i64
    %5767 = llvm.mul %5722, %5766 overflow<nsw, nuw> : i64
    %5768 = llvm.add %5765, %5767 overflow<nsw, nuw> : i64
    %5769 = llvm.add %5768, %5720 overflow<nsw, nuw> : i64
    %5770 = llvm.getelementptr inbounds|nuw %5760[%5769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5771 = llvm.load %5770 : !llvm.ptr -> f32
    %5772 = llvm.fmul %5759, %5771 : f32
    %5773 = llvm.fmul %5735, %5747 : f32
    %5774 = llvm.fadd %5773, %5772 : f32
    %5775 = llvm.extractvalue %5713[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5776 = llvm.mlir.constant(256 : index) : i64
    %5777 = llvm.mul %5714, %5776 overflow<nsw, nuw> : i64
    %5778 = llvm.mlir.constant(128 : index) : i64
    %5779 = llvm.mul %5716, %5778 overflow<nsw, nuw> : i64
    %5780 = llvm.add %5777, %5779 overflow<nsw, nuw> : i64
    %5781 = llvm.mlir.constant(64 : index) : i64
    %5782 = llvm.mul %5718, %5781 overflow<nsw, nuw> : i64
    %5783 = llvm.add %5780, %5782 overflow<nsw, nuw> : i64
    %5784 = llvm.mlir.constant(8 : index) : i64
    %5785 = llvm.mul %5720, %5784 overflow<nsw, nuw> : i64
    %5786 = llvm.add %5783, %5785 overflow<nsw, nuw> : i64
    %5787 = llvm.add %5786, %5722 overflow<nsw, nuw> : i64
    %5788 = llvm.getelementptr inbounds|nuw %5775[%5787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5774, %5788 : f32, !llvm.ptr
    %5789 = llvm.add %5722, %15 : i64
    llvm.br ^bb885(%5789 : i64)
  ^bb887:  // pred: ^bb885
    %5790 = llvm.add %5720, %15 : i64
    llvm.br ^bb883(%5790 : i64)
  ^bb888:  // pred: ^bb883
    %5791 = llvm.add %5718, %15 : i64
    llvm.br ^bb881(%5791 : i64)
  ^bb889:  // pred: ^bb881
    %5792 = llvm.add %5716, %15 : i64
    llvm.br ^bb879(%5792 : i64)
  ^bb890:  // pred: ^bb879
    %5793 = llvm.add %5714, %15 : i64
    llvm.br ^bb877(%5793 : i64)
  ^bb891:  // pred: ^bb877
    %5794 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5795 = llvm.extractvalue %5713[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5796 = llvm.extractvalue %5713[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5797 = llvm.insertvalue %5795, %5794[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5798 = llvm.insertvalue %5796, %5797[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5799 = llvm.mlir.constant(0 : index) : i64
    %5800 = llvm.insertvalue %5799, %5798[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5801 = llvm.mlir.constant(1 : index) : i64
    %5802 = llvm.insertvalue %5801, %5800[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5803 = llvm.mlir.constant(256 : index) : i64
    %5804 = llvm.insertvalue %5803, %5802[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5805 = llvm.mlir.constant(4 : index) : i64
    %5806 = llvm.insertvalue %5805, %5804[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5807 = llvm.mlir.constant(64 : index) : i64
    %5808 = llvm.insertvalue %5807, %5806[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5809 = llvm.mlir.constant(8 : index) : i64
    %5810 = llvm.insertvalue %5809, %5808[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5811 = llvm.mlir.constant(8 : index) : i64
    %5812 = llvm.insertvalue %5811, %5810[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5813 = llvm.mlir.constant(8 : index) : i64
    %5814 = llvm.insertvalue %5813, %5812[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5815 = llvm.mlir.constant(1 : index) : i64
    %5816 = llvm.insertvalue %5815, %5814[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5817 = llvm.mlir.constant(1 : index) : i64
    %5818 = llvm.mlir.constant(4 : index) : i64
    %5819 = llvm.mlir.constant(8 : index) : i64
    %5820 = llvm.mlir.constant(8 : index) : i64
    %5821 = llvm.mlir.constant(1 : index) : i64
    %5822 = llvm.mlir.constant(64 : index) : i64
    %5823 = llvm.mlir.constant(256 : index) : i64
    %5824 = llvm.mlir.constant(256 : index) : i64
    %5825 = llvm.mlir.zero : !llvm.ptr
    %5826 = llvm.getelementptr %5825[%5824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5827 = llvm.ptrtoint %5826 : !llvm.ptr to i64
    %5828 = llvm.mlir.constant(64 : index) : i64
    %5829 = llvm.add %5827, %5828 : i64
    %5830 = llvm.call @malloc(%5829) : (i64) -> !llvm.ptr
    %5831 = llvm.ptrtoint %5830 : !llvm.ptr to i64
    %5832 = llvm.mlir.constant(1 : index) : i64
    %5833 = llvm.sub %5828, %5832 : i64
    %5834 = llvm.add %5831, %5833 : i64
    %5835 = llvm.urem %5834, %5828 : i64
    %5836 = llvm.sub %5834, %5835 : i64
    %5837 = llvm.inttoptr %5836 : i64 to !llvm.ptr
    %5838 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5839 = llvm.insertvalue %5830, %5838[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5840 = llvm.insertvalue %5837, %5839[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5841 = llvm.mlir.constant(0 : index) : i64
    %5842 = llvm.insertvalue %5841, %5840[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5843 = llvm.insertvalue %5817, %5842[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5844 = llvm.insertvalue %5818, %5843[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5845 = llvm.insertvalue %5819, %5844[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5846 = llvm.insertvalue %5820, %5845[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5847 = llvm.insertvalue %5823, %5846[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5848 = llvm.insertvalue %5822, %5847[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5849 = llvm.insertvalue %5820, %5848[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5850 = llvm.insertvalue %5821, %5849[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb892(%20 : i64)
  ^bb892(%5851: i64):  // 2 preds: ^bb891, ^bb902
    %5852 = llvm.icmp "slt" %5851, %15 : i64
    llvm.cond_br %5852, ^bb893, ^bb903
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%20 : i64)
  ^bb894(%5853: i64):  // 2 preds: ^bb893, ^bb901
    %5854 = llvm.icmp "slt" %5853, %12 : i64
    llvm.cond_br %5854, ^bb895, ^bb902
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%20 : i64)
  ^bb896(%5855: i64):  // 2 preds: ^bb895, ^bb900
    %5856 = llvm.icmp "slt" %5855, %14 : i64
    llvm.cond_br %5856, ^bb897, ^bb901
  ^bb897:  // pred: ^bb896
    llvm.br ^bb898(%20 : i64)
  ^bb898(%5857: i64):  // 2 preds: ^bb897, ^bb899
    %5858 = llvm.icmp "slt" %5857, %14 : i64
    llvm.cond_br %5858, ^bb899, ^bb900
  ^bb899:  // pred: ^bb898
    %5859 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5860 = llvm.mlir.constant(256 : index) : i64
    %5861 = llvm.mul %5851, %5860 overflow<nsw, nuw> : i64
    %5862 = llvm.mlir.constant(64 : index) : i64
    %5863 = llvm.mul %5853, %5862 overflow<nsw, nuw> : i64
    %5864 = llvm.add %5861, %5863 overflow<nsw, nuw> : i64
    %5865 = llvm.mlir.constant(8 : index) : i64
    %5866 = llvm.mul %5855, %5865 overflow<nsw, nuw> : i64
    %5867 = llvm.add %5864, %5866 overflow<nsw, nuw> : i64
    %5868 = llvm.add %5867, %5857 overflow<nsw, nuw> : i64
    %5869 = llvm.getelementptr inbounds|nuw %5859[%5868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5870 = llvm.load %5869 : !llvm.ptr -> f32
    %5871 = llvm.extractvalue %5850[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5872 = llvm.mlir.constant(256 : index) : i64
    %5873 = llvm.mul %5851, %5872 overflow<nsw, nuw> : i64
    %5874 = llvm.mlir.constant(64 : index) : i64
    %5875 = llvm.mul %5853, %5874 overflow<nsw, nuw> : i64
    %5876 = llvm.add %5873, %5875 overflow<nsw, nuw> : i64
    %5877 = llvm.mlir.constant(8 : index) : i64
    %5878 = llvm.mul %5855, %5877 overflow<nsw, nuw> : i64
    %5879 = llvm.add %5876, %5878 overflow<nsw, nuw> : i64
    %5880 = llvm.add %5879, %5857 overflow<nsw, nuw> : i64
    %5881 = llvm.getelementptr inbounds|nuw %5871[%5880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5870, %5881 : f32, !llvm.ptr
    %5882 = llvm.add %5857, %15 : i64
    llvm.br ^bb898(%5882 : i64)
  ^bb900:  // pred: ^bb898
    %5883 = llvm.add %5855, %15 : i64
    llvm.br ^bb896(%5883 : i64)
  ^bb901:  // pred: ^bb896
    %5884 = llvm.add %5853, %15 : i64
    llvm.br ^bb894(%5884 : i64)
  ^bb902:  // pred: ^bb894
    %5885 = llvm.add %5851, %15 : i64
    llvm.br ^bb892(%5885 : i64)
  ^bb903:  // pred: ^bb892
    llvm.br ^bb904(%20 : i64)
  ^bb904(%5886: i64):  // 2 preds: ^bb903, ^bb917
    %5887 = llvm.icmp "slt" %5886, %15 : i64
    llvm.cond_br %5887, ^bb905, ^bb918
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%20 : i64)
  ^bb906(%5888: i64):  // 2 preds: ^bb905, ^bb916
    %5889 = llvm.icmp "slt" %5888, %12 : i64
    llvm.cond_br %5889, ^bb907, ^bb917
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%20 : i64)
  ^bb908(%5890: i64):  // 2 preds: ^bb907, ^bb915
    %5891 = llvm.icmp "slt" %5890, %14 : i64
    llvm.cond_br %5891, ^bb909, ^bb916
  ^bb909:  // pred: ^bb908
    llvm.br ^bb910(%20 : i64)
  ^bb910(%5892: i64):  // 2 preds: ^bb909, ^bb914
    %5893 = llvm.icmp "slt" %5892, %14 : i64
    llvm.cond_br %5893, ^bb911, ^bb915
  ^bb911:  // pred: ^bb910
    llvm.br ^bb912(%20 : i64)
  ^bb912(%5894: i64):  // 2 preds: ^bb911, ^bb913
    %5895 = llvm.icmp "slt" %5894, %14 : i64
    llvm.cond_br %5895, ^bb913, ^bb914
  ^bb913:  // pred: ^bb912
    %5896 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5897 = llvm.mlir.constant(256 : index) : i64
    %5898 = llvm.mul %5886, %5897 overflow<nsw, nuw> : i64
    %5899 = llvm.mlir.constant(64 : index) : i64
    %5900 = llvm.mul %5888, %5899 overflow<nsw, nuw> : i64
    %5901 = llvm.add %5898, %5900 overflow<nsw, nuw> : i64
    %5902 = llvm.mlir.constant(8 : index) : i64
    %5903 = llvm.mul %5890, %5902 overflow<nsw, nuw> : i64
    %5904 = llvm.add %5901, %5903 overflow<nsw, nuw> : i64
    %5905 = llvm.add %5904, %5894 overflow<nsw, nuw> : i64
    %5906 = llvm.getelementptr inbounds|nuw %5896[%5905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5907 = llvm.load %5906 : !llvm.ptr -> f32
    %5908 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5909 = llvm.mlir.constant(64 : index) : i64
    %5910 = llvm.mul %5886, %5909 overflow<nsw, nuw> : i64
    %5911 = llvm.mlir.constant(64 : index) : i64
    %5912 = llvm.mul %20, %5911 overflow<nsw, nuw> : i64
    %5913 = llvm.add %5910, %5912 overflow<nsw, nuw> : i64
    %5914 = llvm.mlir.constant(8 : index) : i64
    %5915 = llvm.mul %5890, %5914 overflow<nsw, nuw> : i64
    %5916 = llvm.add %5913, %5915 overflow<nsw, nuw> : i64
    %5917 = llvm.add %5916, %5894 overflow<nsw, nuw> : i64
    %5918 = llvm.getelementptr inbounds|nuw %5908[%5917] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5919 = llvm.load %5918 : !llvm.ptr -> f32
    %5920 = llvm.extractvalue %5326[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5921 = llvm.mlir.constant(256 : index) : i64
    %5922 = llvm.mul %5886, %5921 overflow<nsw, nuw> : i64
    %5923 = llvm.mlir.constant(64 : index) : i64
    %5924 = llvm.mul %5888, %5923 overflow<nsw, nuw> : i64
    %5925 = llvm.add %5922, %5924 overflow<nsw, nuw> : i64
    %5926 = llvm.mlir.constant(8 : index) : i64
    %5927 = llvm.mul %5890, %5926 overflow<nsw, nuw> : i64
    %5928 = llvm.add %5925, %5927 overflow<nsw, nuw> : i64
    %5929 = llvm.add %5928, %5894 overflow<nsw, nuw> : i64
    %5930 = llvm.getelementptr inbounds|nuw %5920[%5929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5931 = llvm.load %5930 : !llvm.ptr -> f32
    %5932 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5933 = llvm.mlir.constant(64 : index) : i64
    %5934 = llvm.mul %5886, %5933 overflow<nsw, nuw> : i64
    %5935 = llvm.mlir.constant(64 : index) : i64
    %5936 = llvm.mul %20, %5935 overflow<nsw, nuw> : i64
    %5937 = llvm.add %5934, %5936 overflow<nsw, nuw> : i64
    %5938 = llvm.mlir.constant(8 : index) : i64
    %5939 = llvm.mul %5890, %5938 overflow<nsw, nuw> : i64
    %5940 = llvm.add %5937, %5939 overflow<nsw, nuw> : i64
    %5941 = llvm.add %5940, %5894 overflow<nsw, nuw> : i64
    %5942 = llvm.getelementptr inbounds|nuw %5932[%5941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5943 = llvm.load %5942 : !llvm.ptr -> f32
    %5944 = llvm.extractvalue %5816[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5945 = llvm.mlir.constant(256 : index) : i64
    %5946 = llvm.mul %5886, %5945 overflow<nsw, nuw> : i64
    %5947 = llvm.mlir.constant(64 : index) : i64
    %5948 = llvm.mul %5888, %5947 overflow<nsw, nuw> : i64
    %5949 = llvm.add %5946, %5948 overflow<nsw, nuw> : i64
    %5950 = llvm.mlir.constant(8 : index) : i64
    %5951 = llvm.mul %5894, %5950 overflow<nsw, nuw> : i64
    %5952 = llvm.add %5949, %5951 overflow<nsw, nuw> : i64
    %5953 = llvm.add %5952, %5892 overflow<nsw, nuw> : i64
    %5954 = llvm.getelementptr inbounds|nuw %5944[%5953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5955 = llvm.load %5954 : !llvm.ptr -> f32
    %5956 = llvm.extractvalue %5850[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5957 = llvm.mlir.constant(256 : index) : i64
    %5958 = llvm.mul %5886, %5957 overflow<nsw, nuw> : i64
    %5959 = llvm.mlir.constant(64 : index) : i64
    %5960 = llvm.mul %5888, %5959 overflow<nsw, nuw> : i64
    %5961 = llvm.add %5958, %5960 overflow<nsw, nuw> : i64
    %5962 = llvm.mlir.constant(8 : index) : i64
    %5963 = llvm.mul %5890, %5962 overflow<nsw, nuw> : i64
    %5964 = llvm.add %5961, %5963 overflow<nsw, nuw> : i64
    %5965 = llvm.add %5964, %5892 overflow<nsw, nuw> : i64
    %5966 = llvm.getelementptr inbounds|nuw %5956[%5965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5967 = llvm.load %5966 : !llvm.ptr -> f32
    %5968 = llvm.fmul %5931, %5943 : f32
    %5969 = llvm.fmul %5907, %5919 : f32
    %5970 = llvm.fadd %5969, %5968 : f32
    %5971 = llvm.fmul %5970, %5955 : f32
    %5972 = llvm.fadd %5967, %5971 : f32
    %5973 = llvm.extractvalue %5850[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5974 = llvm.mlir.constant(256 : index) : i64
    %5975 = llvm.mul %5886, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.mlir.constant(64 : index) : i64
    %5977 = llvm.mul %5888, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.add %5975, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.mlir.constant(8 : index) : i64
    %5980 = llvm.mul %5890, %5979 overflow<nsw, nuw> : i64
    %5981 = llvm.add %5978, %5980 overflow<nsw, nuw> : i64
    %5982 = llvm.add %5981, %5892 overflow<nsw, nuw> : i64
    %5983 = llvm.getelementptr inbounds|nuw %5973[%5982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5972, %5983 : f32, !llvm.ptr
    %5984 = llvm.add %5894, %15 : i64
    llvm.br ^bb912(%5984 : i64)
  ^bb914:  // pred: ^bb912
    %5985 = llvm.add %5892, %15 : i64
    llvm.br ^bb910(%5985 : i64)
  ^bb915:  // pred: ^bb910
    %5986 = llvm.add %5890, %15 : i64
    llvm.br ^bb908(%5986 : i64)
  ^bb916:  // pred: ^bb908
    %5987 = llvm.add %5888, %15 : i64
    llvm.br ^bb906(%5987 : i64)
  ^bb917:  // pred: ^bb906
    %5988 = llvm.add %5886, %15 : i64
    llvm.br ^bb904(%5988 : i64)
  ^bb918:  // pred: ^bb904
    llvm.br ^bb919(%20 : i64)
  ^bb919(%5989: i64):  // 2 preds: ^bb918, ^bb929
    %5990 = llvm.icmp "slt" %5989, %15 : i64
    llvm.cond_br %5990, ^bb920, ^bb930
  ^bb920:  // pred: ^bb919
    llvm.br ^bb921(%20 : i64)
  ^bb921(%5991: i64):  // 2 preds: ^bb920, ^bb928
    %5992 = llvm.icmp "slt" %5991, %12 : i64
    llvm.cond_br %5992, ^bb922, ^bb929
  ^bb922:  // pred: ^bb921
    llvm.br ^bb923(%20 : i64)
  ^bb923(%5993: i64):  // 2 preds: ^bb922, ^bb927
    %5994 = llvm.icmp "slt" %5993, %14 : i64
    llvm.cond_br %5994, ^bb924, ^bb928
  ^bb924:  // pred: ^bb923
    llvm.br ^bb925(%20 : i64)
  ^bb925(%5995: i64):  // 2 preds: ^bb924, ^bb926
    %5996 = llvm.icmp "slt" %5995, %14 : i64
    llvm.cond_br %5996, ^bb926, ^bb927
  ^bb926:  // pred: ^bb925
    %5997 = llvm.extractvalue %5850[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5998 = llvm.mlir.constant(256 : index) : i64
    %5999 = llvm.mul %5989, %5998 overflow<nsw, nuw> : i64
    %6000 = llvm.mlir.constant(64 : index) : i64
    %6001 = llvm.mul %5991, %6000 overflow<nsw, nuw> : i64
    %6002 = llvm.add %5999, %6001 overflow<nsw, nuw> : i64
    %6003 = llvm.mlir.constant(8 : index) : i64
    %6004 = llvm.mul %5993, %6003 overflow<nsw, nuw> : i64
    %6005 = llvm.add %6002, %6004 overflow<nsw, nuw> : i64
    %6006 = llvm.add %6005, %5995 overflow<nsw, nuw> : i64
    %6007 = llvm.getelementptr inbounds|nuw %5997[%6006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6008 = llvm.load %6007 : !llvm.ptr -> f32
    %6009 = llvm.extractvalue %953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6010 = llvm.mlir.constant(64 : index) : i64
    %6011 = llvm.mul %5989, %6010 overflow<nsw, nuw> : i64
    %6012 = llvm.mlir.constant(64 : index) : i64
    %6013 = llvm.mul %20, %6012 overflow<nsw, nuw> : i64
    %6014 = llvm.add %6011, %6013 overflow<nsw, nuw> : i64
    %6015 = llvm.mlir.constant(8 : index) : i64
    %6016 = llvm.mul %5993, %6015 overflow<nsw, nuw> : i64
    %6017 = llvm.add %6014, %6016 overflow<nsw, nuw> : i64
    %6018 = llvm.add %6017, %5995 overflow<nsw, nuw> : i64
    %6019 = llvm.getelementptr inbounds|nuw %6009[%6018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6020 = llvm.load %6019 : !llvm.ptr -> f32
    %6021 = llvm.fptrunc %18 : f64 to f32
    %6022 = llvm.fmul %6008, %6021 : f32
    %6023 = llvm.fadd %6022, %6020 : f32
    %6024 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6025 = llvm.mlir.constant(256 : index) : i64
    %6026 = llvm.mul %5989, %6025 overflow<nsw, nuw> : i64
    %6027 = llvm.mlir.constant(64 : index) : i64
    %6028 = llvm.mul %5991, %6027 overflow<nsw, nuw> : i64
    %6029 = llvm.add %6026, %6028 overflow<nsw, nuw> : i64
    %6030 = llvm.mlir.constant(8 : index) : i64
    %6031 = llvm.mul %5993, %6030 overflow<nsw, nuw> : i64
    %6032 = llvm.add %6029, %6031 overflow<nsw, nuw> : i64
    %6033 = llvm.add %6032, %5995 overflow<nsw, nuw> : i64
    %6034 = llvm.getelementptr inbounds|nuw %6024[%6033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6023, %6034 : f32, !llvm.ptr
    %6035 = llvm.add %5995, %15 : i64
    llvm.br ^bb925(%6035 : i64)
  ^bb927:  // pred: ^bb925
    %6036 = llvm.add %5993, %15 : i64
    llvm.br ^bb923(%6036 : i64)
  ^bb928:  // pred: ^bb923
    %6037 = llvm.add %5991, %15 : i64
    llvm.br ^bb921(%6037 : i64)
  ^bb929:  // pred: ^bb921
    %6038 = llvm.add %5989, %15 : i64
    llvm.br ^bb919(%6038 : i64)
  ^bb930:  // pred: ^bb919
    llvm.br ^bb931(%20 : i64)
  ^bb931(%6039: i64):  // 2 preds: ^bb930, ^bb944
    %6040 = llvm.icmp "slt" %6039, %15 : i64
    llvm.cond_br %6040, ^bb932, ^bb945
  ^bb932:  // pred: ^bb931
    llvm.br ^bb933(%20 : i64)
  ^bb933(%6041: i64):  // 2 preds: ^bb932, ^bb943
    %6042 = llvm.icmp "slt" %6041, %12 : i64
    llvm.cond_br %6042, ^bb934, ^bb944
  ^bb934:  // pred: ^bb933
    llvm.br ^bb935(%20 : i64)
  ^bb935(%6043: i64):  // 2 preds: ^bb934, ^bb942
    %6044 = llvm.icmp "slt" %6043, %14 : i64
    llvm.cond_br %6044, ^bb936, ^bb943
  ^bb936:  // pred: ^bb935
    llvm.br ^bb937(%20 : i64)
  ^bb937(%6045: i64):  // 2 preds: ^bb936, ^bb941
    %6046 = llvm.icmp "slt" %6045, %15 : i64
    llvm.cond_br %6046, ^bb938, ^bb942
  ^bb938:  // pred: ^bb937
    llvm.br ^bb939(%20 : i64)
  ^bb939(%6047: i64):  // 2 preds: ^bb938, ^bb940
    %6048 = llvm.icmp "slt" %6047, %14 : i64
    llvm.cond_br %6048, ^bb940, ^bb941
  ^bb940:  // pred: ^bb939
    %6049 = llvm.extractvalue %3388[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6050 = llvm.mlir.constant(256 : index) : i64
    %6051 = llvm.mul %6039, %6050 overflow<nsw, nuw> : i64
    %6052 = llvm.mlir.constant(64 : index) : i64
    %6053 = llvm.mul %6041, %6052 overflow<nsw, nuw> : i64
    %6054 = llvm.add %6051, %6053 overflow<nsw, nuw> : i64
    %6055 = llvm.mlir.constant(8 : index) : i64
    %6056 = llvm.mul %6043, %6055 overflow<nsw, nuw> : i64
    %6057 = llvm.add %6054, %6056 overflow<nsw, nuw> : i64
    %6058 = llvm.mlir.constant(8 : index) : i64
    %6059 = llvm.mul %6045, %6058 overflow<nsw, nuw> : i64
    %6060 = llvm.add %6057, %6059 overflow<nsw, nuw> : i64
    %6061 = llvm.add %6060, %6047 overflow<nsw, nuw> : i64
    %6062 = llvm.getelementptr inbounds|nuw %6049[%6061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6063 = llvm.load %6062 : !llvm.ptr -> f32
    %6064 = llvm.extractvalue %3411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6065 = llvm.mlir.constant(32 : index) : i64
    %6066 = llvm.mul %6039, %6065 overflow<nsw, nuw> : i64
    %6067 = llvm.mlir.constant(8 : index) : i64
    %6068 = llvm.mul %6041, %6067 overflow<nsw, nuw> : i64
    %6069 = llvm.add %6066, %6068 overflow<nsw, nuw> : i64
    %6070 = llvm.add %6069, %6043 overflow<nsw, nuw> : i64
    %6071 = llvm.add %6070, %6045 overflow<nsw, nuw> : i64
    %6072 = llvm.getelementptr inbounds|nuw %6064[%6071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6073 = llvm.load %6072 : !llvm.ptr -> f32
    %6074 = llvm.intr.maximum(%6063, %6073) : (f32, f32) -> f32
    %6075 = llvm.extractvalue %3411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6076 = llvm.mlir.constant(32 : index) : i64
    %6077 = llvm.mul %6039, %6076 overflow<nsw, nuw> : i64
    %6078 = llvm.mlir.constant(8 : index) : i64
    %6079 = llvm.mul %6041, %6078 overflow<nsw, nuw> : i64
    %6080 = llvm.add %6077, %6079 overflow<nsw, nuw> : i64
    %6081 = llvm.add %6080, %6043 overflow<nsw, nuw> : i64
    %6082 = llvm.add %6081, %6045 overflow<nsw, nuw> : i64
    %6083 = llvm.getelementptr inbounds|nuw %6075[%6082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6074, %6083 : f32, !llvm.ptr
    %6084 = llvm.add %6047, %15 : i64
    llvm.br ^bb939(%6084 : i64)
  ^bb941:  // pred: ^bb939
    %6085 = llvm.add %6045, %15 : i64
    llvm.br ^bb937(%6085 : i64)
  ^bb942:  // pred: ^bb937
    %6086 = llvm.add %6043, %15 : i64
    llvm.br ^bb935(%6086 : i64)
  ^bb943:  // pred: ^bb935
    %6087 = llvm.add %6041, %15 : i64
    llvm.br ^bb933(%6087 : i64)
  ^bb944:  // pred: ^bb933
    %6088 = llvm.add %6039, %15 : i64
    llvm.br ^bb931(%6088 : i64)
  ^bb945:  // pred: ^bb931
    llvm.br ^bb946(%20 : i64)
  ^bb946(%6089: i64):  // 2 preds: ^bb945, ^bb956
    %6090 = llvm.icmp "slt" %6089, %15 : i64
    llvm.cond_br %6090, ^bb947, ^bb957
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%20 : i64)
  ^bb948(%6091: i64):  // 2 preds: ^bb947, ^bb955
    %6092 = llvm.icmp "slt" %6091, %12 : i64
    llvm.cond_br %6092, ^bb949, ^bb956
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%20 : i64)
  ^bb950(%6093: i64):  // 2 preds: ^bb949, ^bb954
    %6094 = llvm.icmp "slt" %6093, %14 : i64
    llvm.cond_br %6094, ^bb951, ^bb955
  ^bb951:  // pred: ^bb950
    llvm.br ^bb952(%20 : i64)
  ^bb952(%6095: i64):  // 2 preds: ^bb951, ^bb953
    %6096 = llvm.icmp "slt" %6095, %14 : i64
    llvm.cond_br %6096, ^bb953, ^bb954
  ^bb953:  // pred: ^bb952
    %6097 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6098 = llvm.mlir.constant(256 : index) : i64
    %6099 = llvm.mul %6089, %6098 overflow<nsw, nuw> : i64
    %6100 = llvm.mlir.constant(64 : index) : i64
    %6101 = llvm.mul %6091, %6100 overflow<nsw, nuw> : i64
    %6102 = llvm.add %6099, %6101 overflow<nsw, nuw> : i64
    %6103 = llvm.mlir.constant(8 : index) : i64
    %6104 = llvm.mul %6093, %6103 overflow<nsw, nuw> : i64
    %6105 = llvm.add %6102, %6104 overflow<nsw, nuw> : i64
    %6106 = llvm.add %6105, %6095 overflow<nsw, nuw> : i64
    %6107 = llvm.getelementptr inbounds|nuw %6097[%6106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6108 = llvm.load %6107 : !llvm.ptr -> f32
    %6109 = llvm.extractvalue %3411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6110 = llvm.mlir.constant(32 : index) : i64
    %6111 = llvm.mul %6089, %6110 overflow<nsw, nuw> : i64
    %6112 = llvm.mlir.constant(8 : index) : i64
    %6113 = llvm.mul %6091, %6112 overflow<nsw, nuw> : i64
    %6114 = llvm.add %6111, %6113 overflow<nsw, nuw> : i64
    %6115 = llvm.add %6114, %6093 overflow<nsw, nuw> : i64
    %6116 = llvm.add %6115, %20 overflow<nsw, nuw> : i64
    %6117 = llvm.getelementptr inbounds|nuw %6109[%6116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6118 = llvm.load %6117 : !llvm.ptr -> f32
    %6119 = llvm.fsub %6108, %6118 : f32
    %6120 = llvm.fmul %6119, %8 : f32
    %6121 = llvm.intr.exp2(%6120) : (f32) -> f32
    %6122 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6123 = llvm.mlir.constant(256 : index) : i64
    %6124 = llvm.mul %6089, %6123 overflow<nsw, nuw> : i64
    %6125 = llvm.mlir.constant(64 : index) : i64
    %6126 = llvm.mul %6091, %6125 overflow<nsw, nuw> : i64
    %6127 = llvm.add %6124, %6126 overflow<nsw, nuw> : i64
    %6128 = llvm.mlir.constant(8 : index) : i64
    %6129 = llvm.mul %6093, %6128 overflow<nsw, nuw> : i64
    %6130 = llvm.add %6127, %6129 overflow<nsw, nuw> : i64
    %6131 = llvm.add %6130, %6095 overflow<nsw, nuw> : i64
    %6132 = llvm.getelementptr inbounds|nuw %6122[%6131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6121, %6132 : f32, !llvm.ptr
    %6133 = llvm.add %6095, %15 : i64
    llvm.br ^bb952(%6133 : i64)
  ^bb954:  // pred: ^bb952
    %6134 = llvm.add %6093, %15 : i64
    llvm.br ^bb950(%6134 : i64)
  ^bb955:  // pred: ^bb950
    %6135 = llvm.add %6091, %15 : i64
    llvm.br ^bb948(%6135 : i64)
  ^bb956:  // pred: ^bb948
    %6136 = llvm.add %6089, %15 : i64
    llvm.br ^bb946(%6136 : i64)
  ^bb957:  // pred: ^bb946
    llvm.br ^bb958(%20 : i64)
  ^bb958(%6137: i64):  // 2 preds: ^bb957, ^bb968
    %6138 = llvm.icmp "slt" %6137, %15 : i64
    llvm.cond_br %6138, ^bb959, ^bb969
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%20 : i64)
  ^bb960(%6139: i64):  // 2 preds: ^bb959, ^bb967
    %6140 = llvm.icmp "slt" %6139, %12 : i64
    llvm.cond_br %6140, ^bb961, ^bb968
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%20 : i64)
  ^bb962(%6141: i64):  // 2 preds: ^bb961, ^bb966
    %6142 = llvm.icmp "slt" %6141, %14 : i64
    llvm.cond_br %6142, ^bb963, ^bb967
  ^bb963:  // pred: ^bb962
    llvm.br ^bb964(%20 : i64)
  ^bb964(%6143: i64):  // 2 preds: ^bb963, ^bb965
    %6144 = llvm.icmp "slt" %6143, %14 : i64
    llvm.cond_br %6144, ^bb965, ^bb966
  ^bb965:  // pred: ^bb964
    %6145 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6146 = llvm.mlir.constant(256 : index) : i64
    %6147 = llvm.mul %6137, %6146 overflow<nsw, nuw> : i64
    %6148 = llvm.mlir.constant(64 : index) : i64
    %6149 = llvm.mul %6139, %6148 overflow<nsw, nuw> : i64
    %6150 = llvm.add %6147, %6149 overflow<nsw, nuw> : i64
    %6151 = llvm.mlir.constant(8 : index) : i64
    %6152 = llvm.mul %6141, %6151 overflow<nsw, nuw> : i64
    %6153 = llvm.add %6150, %6152 overflow<nsw, nuw> : i64
    %6154 = llvm.add %6153, %6143 overflow<nsw, nuw> : i64
    %6155 = llvm.getelementptr inbounds|nuw %6145[%6154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6156 = llvm.load %6155 : !llvm.ptr -> f32
    %6157 = llvm.extractvalue %3606[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6158 = llvm.mlir.constant(32 : index) : i64
    %6159 = llvm.mul %6137, %6158 overflow<nsw, nuw> : i64
    %6160 = llvm.mlir.constant(8 : index) : i64
    %6161 = llvm.mul %6139, %6160 overflow<nsw, nuw> : i64
    %6162 = llvm.add %6159, %6161 overflow<nsw, nuw> : i64
    %6163 = llvm.add %6162, %6141 overflow<nsw, nuw> : i64
    %6164 = llvm.add %6163, %20 overflow<nsw, nuw> : i64
    %6165 = llvm.getelementptr inbounds|nuw %6157[%6164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6166 = llvm.load %6165 : !llvm.ptr -> f32
    %6167 = llvm.fadd %6156, %6166 : f32
    %6168 = llvm.extractvalue %3606[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6169 = llvm.mlir.constant(32 : index) : i64
    %6170 = llvm.mul %6137, %6169 overflow<nsw, nuw> : i64
    %6171 = llvm.mlir.constant(8 : index) : i64
    %6172 = llvm.mul %6139, %6171 overflow<nsw, nuw> : i64
    %6173 = llvm.add %6170, %6172 overflow<nsw, nuw> : i64
    %6174 = llvm.add %6173, %6141 overflow<nsw, nuw> : i64
    %6175 = llvm.add %6174, %20 overflow<nsw, nuw> : i64
    %6176 = llvm.getelementptr inbounds|nuw %6168[%6175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6167, %6176 : f32, !llvm.ptr
    %6177 = llvm.add %6143, %15 : i64
    llvm.br ^bb964(%6177 : i64)
  ^bb966:  // pred: ^bb964
    %6178 = llvm.add %6141, %15 : i64
    llvm.br ^bb962(%6178 : i64)
  ^bb967:  // pred: ^bb962
    %6179 = llvm.add %6139, %15 : i64
    llvm.br ^bb960(%6179 : i64)
  ^bb968:  // pred: ^bb960
    %6180 = llvm.add %6137, %15 : i64
    llvm.br ^bb958(%6180 : i64)
  ^bb969:  // pred: ^bb958
    llvm.br ^bb970(%20 : i64)
  ^bb970(%6181: i64):  // 2 preds: ^bb969, ^bb983
    %6182 = llvm.icmp "slt" %6181, %15 : i64
    llvm.cond_br %6182, ^bb971, ^bb984
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%20 : i64)
  ^bb972(%6183: i64):  // 2 preds: ^bb971, ^bb982
    %6184 = llvm.icmp "slt" %6183, %12 : i64
    llvm.cond_br %6184, ^bb973, ^bb983
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%20 : i64)
  ^bb974(%6185: i64):  // 2 preds: ^bb973, ^bb981
    %6186 = llvm.icmp "slt" %6185, %14 : i64
    llvm.cond_br %6186, ^bb975, ^bb982
  ^bb975:  // pred: ^bb974
    llvm.br ^bb976(%20 : i64)
  ^bb976(%6187: i64):  // 2 preds: ^bb975, ^bb980
    %6188 = llvm.icmp "slt" %6187, %14 : i64
    llvm.cond_br %6188, ^bb977, ^bb981
  ^bb977:  // pred: ^bb976
    llvm.br ^bb978(%20 : i64)
  ^bb978(%6189: i64):  // 2 preds: ^bb977, ^bb979
    %6190 = llvm.icmp "slt" %6189, %14 : i64
    llvm.cond_br %6190, ^bb979, ^bb980
  ^bb979:  // pred: ^bb978
    %6191 = llvm.extractvalue %1806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6192 = llvm.mlir.constant(256 : index) : i64
    %6193 = llvm.mul %6181, %6192 overflow<nsw, nuw> : i64
    %6194 = llvm.mlir.constant(64 : index) : i64
    %6195 = llvm.mul %6183, %6194 overflow<nsw, nuw> : i64
    %6196 = llvm.add %6193, %6195 overflow<nsw, nuw> : i64
    %6197 = llvm.mlir.constant(8 : index) : i64
    %6198 = llvm.mul %6185, %6197 overflow<nsw, nuw> : i64
    %6199 = llvm.add %6196, %6198 overflow<nsw, nuw> : i64
    %6200 = llvm.add %6199, %6189 overflow<nsw, nuw> : i64
    %6201 = llvm.getelementptr inbounds|nuw %6191[%6200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6202 = llvm.load %6201 : !llvm.ptr -> f32
    %6203 = llvm.extractvalue %3606[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6204 = llvm.mlir.constant(32 : index) : i64
    %6205 = llvm.mul %6181, %6204 overflow<nsw, nuw> : i64
    %6206 = llvm.mlir.constant(8 : index) : i64
    %6207 = llvm.mul %6183, %6206 overflow<nsw, nuw> : i64
    %6208 = llvm.add %6205, %6207 overflow<nsw, nuw> : i64
    %6209 = llvm.add %6208, %6185 overflow<nsw, nuw> : i64
    %6210 = llvm.add %6209, %20 overflow<nsw, nuw> : i64
    %6211 = llvm.getelementptr inbounds|nuw %6203[%6210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6212 = llvm.load %6211 : !llvm.ptr -> f32
    %6213 = llvm.extractvalue %3758[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6214 = llvm.mlir.constant(256 : index) : i64
    %6215 = llvm.mul %6181, %6214 overflow<nsw, nuw> : i64
    %6216 = llvm.mlir.constant(64 : index) : i64
    %6217 = llvm.mul %6183, %6216 overflow<nsw, nuw> : i64
    %6218 = llvm.add %6215, %6217 overflow<nsw, nuw> : i64
    %6219 = llvm.mlir.constant(8 : index) : i64
    %6220 = llvm.mul %6189, %6219 overflow<nsw, nuw> : i64
    %6221 = llvm.add %6218, %6220 overflow<nsw, nuw> : i64
    %6222 = llvm.add %6221, %6187 overflow<nsw, nuw> : i64
    %6223 = llvm.getelementptr inbounds|nuw %6213[%6222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6224 = llvm.load %6223 : !llvm.ptr -> f32
    %6225 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6226 = llvm.mlir.constant(256 : index) : i64
    %6227 = llvm.mul %6181, %6226 overflow<nsw, nuw> : i64
    %6228 = llvm.mlir.constant(64 : index) : i64
    %6229 = llvm.mul %6183, %6228 overflow<nsw, nuw> : i64
    %6230 = llvm.add %6227, %6229 overflow<nsw, nuw> : i64
    %6231 = llvm.mlir.constant(8 : index) : i64
    %6232 = llvm.mul %6185, %6231 overflow<nsw, nuw> : i64
    %6233 = llvm.add %6230, %6232 overflow<nsw, nuw> : i64
    %6234 = llvm.add %6233, %6187 overflow<nsw, nuw> : i64
    %6235 = llvm.getelementptr inbounds|nuw %6225[%6234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6236 = llvm.load %6235 : !llvm.ptr -> f32
    %6237 = llvm.fdiv %6202, %6212 : f32
    %6238 = llvm.fmul %6237, %6224 : f32
    %6239 = llvm.fadd %6236, %6238 : f32
    %6240 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6241 = llvm.mlir.constant(256 : index) : i64
    %6242 = llvm.mul %6181, %6241 overflow<nsw, nuw> : i64
    %6243 = llvm.mlir.constant(64 : index) : i64
    %6244 = llvm.mul %6183, %6243 overflow<nsw, nuw> : i64
    %6245 = llvm.add %6242, %6244 overflow<nsw, nuw> : i64
    %6246 = llvm.mlir.constant(8 : index) : i64
    %6247 = llvm.mul %6185, %6246 overflow<nsw, nuw> : i64
    %6248 = llvm.add %6245, %6247 overflow<nsw, nuw> : i64
    %6249 = llvm.add %6248, %6187 overflow<nsw, nuw> : i64
    %6250 = llvm.getelementptr inbounds|nuw %6240[%6249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6239, %6250 : f32, !llvm.ptr
    %6251 = llvm.add %6189, %15 : i64
    llvm.br ^bb978(%6251 : i64)
  ^bb980:  // pred: ^bb978
    %6252 = llvm.add %6187, %15 : i64
    llvm.br ^bb976(%6252 : i64)
  ^bb981:  // pred: ^bb976
    %6253 = llvm.add %6185, %15 : i64
    llvm.br ^bb974(%6253 : i64)
  ^bb982:  // pred: ^bb974
    %6254 = llvm.add %6183, %15 : i64
    llvm.br ^bb972(%6254 : i64)
  ^bb983:  // pred: ^bb972
    %6255 = llvm.add %6181, %15 : i64
    llvm.br ^bb970(%6255 : i64)
  ^bb984:  // pred: ^bb970
    %6256 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6257 = llvm.extractvalue %138[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6258 = llvm.extractvalue %138[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6259 = llvm.insertvalue %6257, %6256[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6260 = llvm.insertvalue %6258, %6259[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6261 = llvm.mlir.constant(0 : index) : i64
    %6262 = llvm.insertvalue %6261, %6260[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6263 = llvm.mlir.constant(32 : index) : i64
    %6264 = llvm.insertvalue %6263, %6262[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6265 = llvm.mlir.constant(32 : index) : i64
    %6266 = llvm.insertvalue %6265, %6264[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6267 = llvm.mlir.constant(4 : index) : i64
    %6268 = llvm.insertvalue %6267, %6266[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6269 = llvm.mlir.constant(8 : index) : i64
    %6270 = llvm.insertvalue %6269, %6268[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6271 = llvm.mlir.constant(8 : index) : i64
    %6272 = llvm.insertvalue %6271, %6270[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6273 = llvm.mlir.constant(1 : index) : i64
    %6274 = llvm.insertvalue %6273, %6272[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6275 = llvm.mlir.constant(1 : index) : i64
    %6276 = llvm.mlir.constant(8 : index) : i64
    %6277 = llvm.mlir.constant(32 : index) : i64
    %6278 = llvm.mlir.constant(1 : index) : i64
    %6279 = llvm.mlir.constant(256 : index) : i64
    %6280 = llvm.mlir.constant(256 : index) : i64
    %6281 = llvm.mlir.zero : !llvm.ptr
    %6282 = llvm.getelementptr %6281[%6280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6283 = llvm.ptrtoint %6282 : !llvm.ptr to i64
    %6284 = llvm.mlir.constant(64 : index) : i64
    %6285 = llvm.add %6283, %6284 : i64
    %6286 = llvm.call @malloc(%6285) : (i64) -> !llvm.ptr
    %6287 = llvm.ptrtoint %6286 : !llvm.ptr to i64
    %6288 = llvm.mlir.constant(1 : index) : i64
    %6289 = llvm.sub %6284, %6288 : i64
    %6290 = llvm.add %6287, %6289 : i64
    %6291 = llvm.urem %6290, %6284 : i64
    %6292 = llvm.sub %6290, %6291 : i64
    %6293 = llvm.inttoptr %6292 : i64 to !llvm.ptr
    %6294 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6295 = llvm.insertvalue %6286, %6294[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6296 = llvm.insertvalue %6293, %6295[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6297 = llvm.mlir.constant(0 : index) : i64
    %6298 = llvm.insertvalue %6297, %6296[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6299 = llvm.insertvalue %6275, %6298[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6300 = llvm.insertvalue %6276, %6299[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6301 = llvm.insertvalue %6277, %6300[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6302 = llvm.insertvalue %6279, %6301[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6303 = llvm.insertvalue %6277, %6302[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6304 = llvm.insertvalue %6278, %6303[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb985(%20 : i64)
  ^bb985(%6305: i64):  // 2 preds: ^bb984, ^bb992
    %6306 = llvm.icmp "slt" %6305, %15 : i64
    llvm.cond_br %6306, ^bb986, ^bb993
  ^bb986:  // pred: ^bb985
    llvm.br ^bb987(%20 : i64)
  ^bb987(%6307: i64):  // 2 preds: ^bb986, ^bb991
    %6308 = llvm.icmp "slt" %6307, %14 : i64
    llvm.cond_br %6308, ^bb988, ^bb992
  ^bb988:  // pred: ^bb987
    llvm.br ^bb989(%20 : i64)
  ^bb989(%6309: i64):  // 2 preds: ^bb988, ^bb990
    %6310 = llvm.icmp "slt" %6309, %13 : i64
    llvm.cond_br %6310, ^bb990, ^bb991
  ^bb990:  // pred: ^bb989
    %6311 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6312 = llvm.mlir.constant(256 : index) : i64
    %6313 = llvm.mul %6305, %6312 overflow<nsw, nuw> : i64
    %6314 = llvm.mlir.constant(32 : index) : i64
    %6315 = llvm.mul %6307, %6314 overflow<nsw, nuw> : i64
    %6316 = llvm.add %6313, %6315 overflow<nsw, nuw> : i64
    %6317 = llvm.add %6316, %6309 overflow<nsw, nuw> : i64
    %6318 = llvm.getelementptr inbounds|nuw %6311[%6317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6319 = llvm.load %6318 : !llvm.ptr -> f32
    %6320 = llvm.extractvalue %6304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6321 = llvm.mlir.constant(256 : index) : i64
    %6322 = llvm.mul %6305, %6321 overflow<nsw, nuw> : i64
    %6323 = llvm.mlir.constant(32 : index) : i64
    %6324 = llvm.mul %6307, %6323 overflow<nsw, nuw> : i64
    %6325 = llvm.add %6322, %6324 overflow<nsw, nuw> : i64
    %6326 = llvm.add %6325, %6309 overflow<nsw, nuw> : i64
    %6327 = llvm.getelementptr inbounds|nuw %6320[%6326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6319, %6327 : f32, !llvm.ptr
    %6328 = llvm.add %6309, %15 : i64
    llvm.br ^bb989(%6328 : i64)
  ^bb991:  // pred: ^bb989
    %6329 = llvm.add %6307, %15 : i64
    llvm.br ^bb987(%6329 : i64)
  ^bb992:  // pred: ^bb987
    %6330 = llvm.add %6305, %15 : i64
    llvm.br ^bb985(%6330 : i64)
  ^bb993:  // pred: ^bb985
    llvm.br ^bb994(%20 : i64)
  ^bb994(%6331: i64):  // 2 preds: ^bb993, ^bb1007
    %6332 = llvm.icmp "slt" %6331, %15 : i64
    llvm.cond_br %6332, ^bb995, ^bb1008
  ^bb995:  // pred: ^bb994
    llvm.br ^bb996(%20 : i64)
  ^bb996(%6333: i64):  // 2 preds: ^bb995, ^bb1006
    %6334 = llvm.icmp "slt" %6333, %14 : i64
    llvm.cond_br %6334, ^bb997, ^bb1007
  ^bb997:  // pred: ^bb996
    llvm.br ^bb998(%20 : i64)
  ^bb998(%6335: i64):  // 2 preds: ^bb997, ^bb1005
    %6336 = llvm.icmp "slt" %6335, %13 : i64
    llvm.cond_br %6336, ^bb999, ^bb1006
  ^bb999:  // pred: ^bb998
    llvm.br ^bb1000(%20 : i64)
  ^bb1000(%6337: i64):  // 2 preds: ^bb999, ^bb1004
    %6338 = llvm.icmp "slt" %6337, %12 : i64
    llvm.cond_br %6338, ^bb1001, ^bb1005
  ^bb1001:  // pred: ^bb1000
    llvm.br ^bb1002(%20 : i64)
  ^bb1002(%6339: i64):  // 2 preds: ^bb1001, ^bb1003
    %6340 = llvm.icmp "slt" %6339, %14 : i64
    llvm.cond_br %6340, ^bb1003, ^bb1004
  ^bb1003:  // pred: ^bb1002
    %6341 = llvm.extractvalue %3092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6342 = llvm.mlir.constant(256 : index) : i64
    %6343 = llvm.mul %6331, %6342 overflow<nsw, nuw> : i64
    %6344 = llvm.mlir.constant(64 : index) : i64
    %6345 = llvm.mul %6337, %6344 overflow<nsw, nuw> : i64
    %6346 = llvm.add %6343, %6345 overflow<nsw, nuw> : i64
    %6347 = llvm.mlir.constant(8 : index) : i64
    %6348 = llvm.mul %6333, %6347 overflow<nsw, nuw> : i64
    %6349 = llvm.add %6346, %6348 overflow<nsw, nuw> : i64
    %6350 = llvm.add %6349, %6339 overflow<nsw, nuw> : i64
    %6351 = llvm.getelementptr inbounds|nuw %6341[%6350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6352 = llvm.load %6351 : !llvm.ptr -> f32
    %6353 = llvm.extractvalue %6274[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6354 = llvm.mlir.constant(32 : index) : i64
    %6355 = llvm.mul %6335, %6354 overflow<nsw, nuw> : i64
    %6356 = llvm.mlir.constant(8 : index) : i64
    %6357 = llvm.mul %6337, %6356 overflow<nsw, nuw> : i64
    %6358 = llvm.add %6355, %6357 overflow<nsw, nuw> : i64
    %6359 = llvm.add %6358, %6339 overflow<nsw, nuw> : i64
    %6360 = llvm.getelementptr inbounds|nuw %6353[%6359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6361 = llvm.load %6360 : !llvm.ptr -> f32
    %6362 = llvm.extractvalue %6304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6363 = llvm.mlir.constant(256 : index) : i64
    %6364 = llvm.mul %6331, %6363 overflow<nsw, nuw> : i64
    %6365 = llvm.mlir.constant(32 : index) : i64
    %6366 = llvm.mul %6333, %6365 overflow<nsw, nuw> : i64
    %6367 = llvm.add %6364, %6366 overflow<nsw, nuw> : i64
    %6368 = llvm.add %6367, %6335 overflow<nsw, nuw> : i64
    %6369 = llvm.getelementptr inbounds|nuw %6362[%6368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6370 = llvm.load %6369 : !llvm.ptr -> f32
    %6371 = llvm.fmul %6352, %6361 : f32
    %6372 = llvm.fadd %6370, %6371 : f32
    %6373 = llvm.extractvalue %6304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6374 = llvm.mlir.constant(256 : index) : i64
    %6375 = llvm.mul %6331, %6374 overflow<nsw, nuw> : i64
    %6376 = llvm.mlir.constant(32 : index) : i64
    %6377 = llvm.mul %6333, %6376 overflow<nsw, nuw> : i64
    %6378 = llvm.add %6375, %6377 overflow<nsw, nuw> : i64
    %6379 = llvm.add %6378, %6335 overflow<nsw, nuw> : i64
    %6380 = llvm.getelementptr inbounds|nuw %6373[%6379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6372, %6380 : f32, !llvm.ptr
    %6381 = llvm.add %6339, %15 : i64
    llvm.br ^bb1002(%6381 : i64)
  ^bb1004:  // pred: ^bb1002
    %6382 = llvm.add %6337, %15 : i64
    llvm.br ^bb1000(%6382 : i64)
  ^bb1005:  // pred: ^bb1000
    %6383 = llvm.add %6335, %15 : i64
    llvm.br ^bb998(%6383 : i64)
  ^bb1006:  // pred: ^bb998
    %6384 = llvm.add %6333, %15 : i64
    llvm.br ^bb996(%6384 : i64)
  ^bb1007:  // pred: ^bb996
    %6385 = llvm.add %6331, %15 : i64
    llvm.br ^bb994(%6385 : i64)
  ^bb1008:  // pred: ^bb994
    %6386 = llvm.mlir.constant(1 : index) : i64
    %6387 = llvm.mlir.constant(8 : index) : i64
    %6388 = llvm.mlir.constant(32 : index) : i64
    %6389 = llvm.mlir.constant(1 : index) : i64
    %6390 = llvm.mlir.constant(256 : index) : i64
    %6391 = llvm.mlir.constant(256 : index) : i64
    %6392 = llvm.mlir.zero : !llvm.ptr
    %6393 = llvm.getelementptr %6392[%6391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6394 = llvm.ptrtoint %6393 : !llvm.ptr to i64
    %6395 = llvm.mlir.constant(64 : index) : i64
    %6396 = llvm.add %6394, %6395 : i64
    %6397 = llvm.call @malloc(%6396) : (i64) -> !llvm.ptr
    %6398 = llvm.ptrtoint %6397 : !llvm.ptr to i64
    %6399 = llvm.mlir.constant(1 : index) : i64
    %6400 = llvm.sub %6395, %6399 : i64
    %6401 = llvm.add %6398, %6400 : i64
    %6402 = llvm.urem %6401, %6395 : i64
    %6403 = llvm.sub %6401, %6402 : i64
    %6404 = llvm.inttoptr %6403 : i64 to !llvm.ptr
    %6405 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6406 = llvm.insertvalue %6397, %6405[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6407 = llvm.insertvalue %6404, %6406[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6408 = llvm.mlir.constant(0 : index) : i64
    %6409 = llvm.insertvalue %6408, %6407[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6410 = llvm.insertvalue %6386, %6409[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6411 = llvm.insertvalue %6387, %6410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6412 = llvm.insertvalue %6388, %6411[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6413 = llvm.insertvalue %6390, %6412[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6414 = llvm.insertvalue %6388, %6413[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6415 = llvm.insertvalue %6389, %6414[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1009(%20 : i64)
  ^bb1009(%6416: i64):  // 2 preds: ^bb1008, ^bb1016
    %6417 = llvm.icmp "slt" %6416, %15 : i64
    llvm.cond_br %6417, ^bb1010, ^bb1017
  ^bb1010:  // pred: ^bb1009
    llvm.br ^bb1011(%20 : i64)
  ^bb1011(%6418: i64):  // 2 preds: ^bb1010, ^bb1015
    %6419 = llvm.icmp "slt" %6418, %14 : i64
    llvm.cond_br %6419, ^bb1012, ^bb1016
  ^bb1012:  // pred: ^bb1011
    llvm.br ^bb1013(%20 : i64)
  ^bb1013(%6420: i64):  // 2 preds: ^bb1012, ^bb1014
    %6421 = llvm.icmp "slt" %6420, %13 : i64
    llvm.cond_br %6421, ^bb1014, ^bb1015
  ^bb1014:  // pred: ^bb1013
    %6422 = llvm.extractvalue %4652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6423 = llvm.mlir.constant(256 : index) : i64
    %6424 = llvm.mul %6416, %6423 overflow<nsw, nuw> : i64
    %6425 = llvm.mlir.constant(32 : index) : i64
    %6426 = llvm.mul %6418, %6425 overflow<nsw, nuw> : i64
    %6427 = llvm.add %6424, %6426 overflow<nsw, nuw> : i64
    %6428 = llvm.add %6427, %6420 overflow<nsw, nuw> : i64
    %6429 = llvm.getelementptr inbounds|nuw %6422[%6428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6430 = llvm.load %6429 : !llvm.ptr -> f32
    %6431 = llvm.extractvalue %6304[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6432 = llvm.mlir.constant(256 : index) : i64
    %6433 = llvm.mul %6416, %6432 overflow<nsw, nuw> : i64
    %6434 = llvm.mlir.constant(32 : index) : i64
    %6435 = llvm.mul %6418, %6434 overflow<nsw, nuw> : i64
    %6436 = llvm.add %6433, %6435 overflow<nsw, nuw> : i64
    %6437 = llvm.add %6436, %6420 overflow<nsw, nuw> : i64
    %6438 = llvm.getelementptr inbounds|nuw %6431[%6437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6439 = llvm.load %6438 : !llvm.ptr -> f32
    %6440 = llvm.fadd %6430, %6439 : f32
    %6441 = llvm.extractvalue %6415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6442 = llvm.mlir.constant(256 : index) : i64
    %6443 = llvm.mul %6416, %6442 overflow<nsw, nuw> : i64
    %6444 = llvm.mlir.constant(32 : index) : i64
    %6445 = llvm.mul %6418, %6444 overflow<nsw, nuw> : i64
    %6446 = llvm.add %6443, %6445 overflow<nsw, nuw> : i64
    %6447 = llvm.add %6446, %6420 overflow<nsw, nuw> : i64
    %6448 = llvm.getelementptr inbounds|nuw %6441[%6447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6440, %6448 : f32, !llvm.ptr
    %6449 = llvm.add %6420, %15 : i64
    llvm.br ^bb1013(%6449 : i64)
  ^bb1015:  // pred: ^bb1013
    %6450 = llvm.add %6418, %15 : i64
    llvm.br ^bb1011(%6450 : i64)
  ^bb1016:  // pred: ^bb1011
    %6451 = llvm.add %6416, %15 : i64
    llvm.br ^bb1009(%6451 : i64)
  ^bb1017:  // pred: ^bb1009
    %6452 = llvm.mlir.constant(1 : index) : i64
    %6453 = llvm.mlir.constant(8 : index) : i64
    %6454 = llvm.mlir.constant(1 : index) : i64
    %6455 = llvm.mlir.constant(1 : index) : i64
    %6456 = llvm.mlir.constant(8 : index) : i64
    %6457 = llvm.mlir.zero : !llvm.ptr
    %6458 = llvm.getelementptr %6457[%6456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6459 = llvm.ptrtoint %6458 : !llvm.ptr to i64
    %6460 = llvm.mlir.constant(64 : index) : i64
    %6461 = llvm.add %6459, %6460 : i64
    %6462 = llvm.call @malloc(%6461) : (i64) -> !llvm.ptr
    %6463 = llvm.ptrtoint %6462 : !llvm.ptr to i64
    %6464 = llvm.mlir.constant(1 : index) : i64
    %6465 = llvm.sub %6460, %6464 : i64
    %6466 = llvm.add %6463, %6465 : i64
    %6467 = llvm.urem %6466, %6460 : i64
    %6468 = llvm.sub %6466, %6467 : i64
    %6469 = llvm.inttoptr %6468 : i64 to !llvm.ptr
    %6470 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6471 = llvm.insertvalue %6462, %6470[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6472 = llvm.insertvalue %6469, %6471[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6473 = llvm.mlir.constant(0 : index) : i64
    %6474 = llvm.insertvalue %6473, %6472[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6475 = llvm.insertvalue %6452, %6474[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6476 = llvm.insertvalue %6453, %6475[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6477 = llvm.insertvalue %6454, %6476[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6478 = llvm.insertvalue %6453, %6477[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6479 = llvm.insertvalue %6454, %6478[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6480 = llvm.insertvalue %6455, %6479[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1018(%20 : i64)
  ^bb1018(%6481: i64):  // 2 preds: ^bb1017, ^bb1025
    %6482 = llvm.icmp "slt" %6481, %15 : i64
    llvm.cond_br %6482, ^bb1019, ^bb1026
  ^bb1019:  // pred: ^bb1018
    llvm.br ^bb1020(%20 : i64)
  ^bb1020(%6483: i64):  // 2 preds: ^bb1019, ^bb1024
    %6484 = llvm.icmp "slt" %6483, %14 : i64
    llvm.cond_br %6484, ^bb1021, ^bb1025
  ^bb1021:  // pred: ^bb1020
    llvm.br ^bb1022(%20 : i64)
  ^bb1022(%6485: i64):  // 2 preds: ^bb1021, ^bb1023
    %6486 = llvm.icmp "slt" %6485, %15 : i64
    llvm.cond_br %6486, ^bb1023, ^bb1024
  ^bb1023:  // pred: ^bb1022
    %6487 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6488 = llvm.mlir.constant(8 : index) : i64
    %6489 = llvm.mul %6481, %6488 overflow<nsw, nuw> : i64
    %6490 = llvm.add %6489, %6483 overflow<nsw, nuw> : i64
    %6491 = llvm.add %6490, %6485 overflow<nsw, nuw> : i64
    %6492 = llvm.getelementptr inbounds|nuw %6487[%6491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6493 = llvm.load %6492 : !llvm.ptr -> f32
    %6494 = llvm.extractvalue %6480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6495 = llvm.mlir.constant(8 : index) : i64
    %6496 = llvm.mul %6481, %6495 overflow<nsw, nuw> : i64
    %6497 = llvm.add %6496, %6483 overflow<nsw, nuw> : i64
    %6498 = llvm.add %6497, %6485 overflow<nsw, nuw> : i64
    %6499 = llvm.getelementptr inbounds|nuw %6494[%6498] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6493, %6499 : f32, !llvm.ptr
    %6500 = llvm.add %6485, %15 : i64
    llvm.br ^bb1022(%6500 : i64)
  ^bb1024:  // pred: ^bb1022
    %6501 = llvm.add %6483, %15 : i64
    llvm.br ^bb1020(%6501 : i64)
  ^bb1025:  // pred: ^bb1020
    %6502 = llvm.add %6481, %15 : i64
    llvm.br ^bb1018(%6502 : i64)
  ^bb1026:  // pred: ^bb1018
    llvm.br ^bb1027(%20 : i64)
  ^bb1027(%6503: i64):  // 2 preds: ^bb1026, ^bb1034
    %6504 = llvm.icmp "slt" %6503, %15 : i64
    llvm.cond_br %6504, ^bb1028, ^bb1035
  ^bb1028:  // pred: ^bb1027
    llvm.br ^bb1029(%20 : i64)
  ^bb1029(%6505: i64):  // 2 preds: ^bb1028, ^bb1033
    %6506 = llvm.icmp "slt" %6505, %14 : i64
    llvm.cond_br %6506, ^bb1030, ^bb1034
  ^bb1030:  // pred: ^bb1029
    llvm.br ^bb1031(%20 : i64)
  ^bb1031(%6507: i64):  // 2 preds: ^bb1030, ^bb1032
    %6508 = llvm.icmp "slt" %6507, %13 : i64
    llvm.cond_br %6508, ^bb1032, ^bb1033
  ^bb1032:  // pred: ^bb1031
    %6509 = llvm.extractvalue %6415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6510 = llvm.mlir.constant(256 : index) : i64
    %6511 = llvm.mul %6503, %6510 overflow<nsw, nuw> : i64
    %6512 = llvm.mlir.constant(32 : index) : i64
    %6513 = llvm.mul %6505, %6512 overflow<nsw, nuw> : i64
    %6514 = llvm.add %6511, %6513 overflow<nsw, nuw> : i64
    %6515 = llvm.add %6514, %6507 overflow<nsw, nuw> : i64
    %6516 = llvm.getelementptr inbounds|nuw %6509[%6515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6517 = llvm.load %6516 : !llvm.ptr -> f32
    %6518 = llvm.extractvalue %6480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6519 = llvm.mlir.constant(8 : index) : i64
    %6520 = llvm.mul %6503, %6519 overflow<nsw, nuw> : i64
    %6521 = llvm.add %6520, %6505 overflow<nsw, nuw> : i64
    %6522 = llvm.add %6521, %20 overflow<nsw, nuw> : i64
    %6523 = llvm.getelementptr inbounds|nuw %6518[%6522] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6524 = llvm.load %6523 : !llvm.ptr -> f32
    %6525 = llvm.fmul %6517, %6517 : f32
    %6526 = llvm.fadd %6525, %6524 : f32
    %6527 = llvm.extractvalue %6480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6528 = llvm.mlir.constant(8 : index) : i64
    %6529 = llvm.mul %6503, %6528 overflow<nsw, nuw> : i64
    %6530 = llvm.add %6529, %6505 overflow<nsw, nuw> : i64
    %6531 = llvm.add %6530, %20 overflow<nsw, nuw> : i64
    %6532 = llvm.getelementptr inbounds|nuw %6527[%6531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6526, %6532 : f32, !llvm.ptr
    %6533 = llvm.add %6507, %15 : i64
    llvm.br ^bb1031(%6533 : i64)
  ^bb1033:  // pred: ^bb1031
    %6534 = llvm.add %6505, %15 : i64
    llvm.br ^bb1029(%6534 : i64)
  ^bb1034:  // pred: ^bb1029
    %6535 = llvm.add %6503, %15 : i64
    llvm.br ^bb1027(%6535 : i64)
  ^bb1035:  // pred: ^bb1027
    llvm.br ^bb1036(%20 : i64)
  ^bb1036(%6536: i64):  // 2 preds: ^bb1035, ^bb1043
    %6537 = llvm.icmp "slt" %6536, %15 : i64
    llvm.cond_br %6537, ^bb1037, ^bb1044
  ^bb1037:  // pred: ^bb1036
    llvm.br ^bb1038(%20 : i64)
  ^bb1038(%6538: i64):  // 2 preds: ^bb1037, ^bb1042
    %6539 = llvm.icmp "slt" %6538, %14 : i64
    llvm.cond_br %6539, ^bb1039, ^bb1043
  ^bb1039:  // pred: ^bb1038
    llvm.br ^bb1040(%20 : i64)
  ^bb1040(%6540: i64):  // 2 preds: ^bb1039, ^bb1041
    %6541 = llvm.icmp "slt" %6540, %13 : i64
    llvm.cond_br %6541, ^bb1041, ^bb1042
  ^bb1041:  // pred: ^bb1040
    %6542 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6543 = llvm.getelementptr inbounds|nuw %6542[%6540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6544 = llvm.load %6543 : !llvm.ptr -> f32
    %6545 = llvm.extractvalue %6415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6546 = llvm.mlir.constant(256 : index) : i64
    %6547 = llvm.mul %6536, %6546 overflow<nsw, nuw> : i64
    %6548 = llvm.mlir.constant(32 : index) : i64
    %6549 = llvm.mul %6538, %6548 overflow<nsw, nuw> : i64
    %6550 = llvm.add %6547, %6549 overflow<nsw, nuw> : i64
    %6551 = llvm.add %6550, %6540 overflow<nsw, nuw> : i64
    %6552 = llvm.getelementptr inbounds|nuw %6545[%6551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6553 = llvm.load %6552 : !llvm.ptr -> f32
    %6554 = llvm.extractvalue %6480[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6555 = llvm.mlir.constant(8 : index) : i64
    %6556 = llvm.mul %6536, %6555 overflow<nsw, nuw> : i64
    %6557 = llvm.add %6556, %6538 overflow<nsw, nuw> : i64
    %6558 = llvm.add %6557, %20 overflow<nsw, nuw> : i64
    %6559 = llvm.getelementptr inbounds|nuw %6554[%6558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6560 = llvm.load %6559 : !llvm.ptr -> f32
    %6561 = llvm.fdiv %6560, %16 : f32
    %6562 = llvm.fptrunc %17 : f64 to f32
    %6563 = llvm.fadd %6561, %6562 : f32
    %6564 = llvm.intr.sqrt(%6563) : (f32) -> f32
    %6565 = llvm.fdiv %26, %6564 : f32
    %6566 = llvm.fmul %6553, %6565 : f32
    %6567 = llvm.fmul %6544, %6566 : f32
    %6568 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6569 = llvm.mlir.constant(256 : index) : i64
    %6570 = llvm.mul %6536, %6569 overflow<nsw, nuw> : i64
    %6571 = llvm.mlir.constant(32 : index) : i64
    %6572 = llvm.mul %6538, %6571 overflow<nsw, nuw> : i64
    %6573 = llvm.add %6570, %6572 overflow<nsw, nuw> : i64
    %6574 = llvm.add %6573, %6540 overflow<nsw, nuw> : i64
    %6575 = llvm.getelementptr inbounds|nuw %6568[%6574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6567, %6575 : f32, !llvm.ptr
    %6576 = llvm.add %6540, %15 : i64
    llvm.br ^bb1040(%6576 : i64)
  ^bb1042:  // pred: ^bb1040
    %6577 = llvm.add %6538, %15 : i64
    llvm.br ^bb1038(%6577 : i64)
  ^bb1043:  // pred: ^bb1038
    %6578 = llvm.add %6536, %15 : i64
    llvm.br ^bb1036(%6578 : i64)
  ^bb1044:  // pred: ^bb1036
    %6579 = llvm.mlir.constant(1 : index) : i64
    %6580 = llvm.mlir.constant(8 : index) : i64
    %6581 = llvm.mlir.constant(64 : index) : i64
    %6582 = llvm.mlir.constant(1 : index) : i64
    %6583 = llvm.mlir.constant(512 : index) : i64
    %6584 = llvm.mlir.constant(512 : index) : i64
    %6585 = llvm.mlir.zero : !llvm.ptr
    %6586 = llvm.getelementptr %6585[%6584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6587 = llvm.ptrtoint %6586 : !llvm.ptr to i64
    %6588 = llvm.mlir.constant(64 : index) : i64
    %6589 = llvm.add %6587, %6588 : i64
    %6590 = llvm.call @malloc(%6589) : (i64) -> !llvm.ptr
    %6591 = llvm.ptrtoint %6590 : !llvm.ptr to i64
    %6592 = llvm.mlir.constant(1 : index) : i64
    %6593 = llvm.sub %6588, %6592 : i64
    %6594 = llvm.add %6591, %6593 : i64
    %6595 = llvm.urem %6594, %6588 : i64
    %6596 = llvm.sub %6594, %6595 : i64
    %6597 = llvm.inttoptr %6596 : i64 to !llvm.ptr
    %6598 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6599 = llvm.insertvalue %6590, %6598[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6600 = llvm.insertvalue %6597, %6599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6601 = llvm.mlir.constant(0 : index) : i64
    %6602 = llvm.insertvalue %6601, %6600[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6603 = llvm.insertvalue %6579, %6602[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6604 = llvm.insertvalue %6580, %6603[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6605 = llvm.insertvalue %6581, %6604[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6606 = llvm.insertvalue %6583, %6605[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6607 = llvm.insertvalue %6581, %6606[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6608 = llvm.insertvalue %6582, %6607[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1045(%20 : i64)
  ^bb1045(%6609: i64):  // 2 preds: ^bb1044, ^bb1052
    %6610 = llvm.icmp "slt" %6609, %15 : i64
    llvm.cond_br %6610, ^bb1046, ^bb1053
  ^bb1046:  // pred: ^bb1045
    llvm.br ^bb1047(%20 : i64)
  ^bb1047(%6611: i64):  // 2 preds: ^bb1046, ^bb1051
    %6612 = llvm.icmp "slt" %6611, %14 : i64
    llvm.cond_br %6612, ^bb1048, ^bb1052
  ^bb1048:  // pred: ^bb1047
    llvm.br ^bb1049(%20 : i64)
  ^bb1049(%6613: i64):  // 2 preds: ^bb1048, ^bb1050
    %6614 = llvm.icmp "slt" %6613, %9 : i64
    llvm.cond_br %6614, ^bb1050, ^bb1051
  ^bb1050:  // pred: ^bb1049
    %6615 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6616 = llvm.mlir.constant(512 : index) : i64
    %6617 = llvm.mul %6609, %6616 overflow<nsw, nuw> : i64
    %6618 = llvm.mlir.constant(64 : index) : i64
    %6619 = llvm.mul %6611, %6618 overflow<nsw, nuw> : i64
    %6620 = llvm.add %6617, %6619 overflow<nsw, nuw> : i64
    %6621 = llvm.add %6620, %6613 overflow<nsw, nuw> : i64
    %6622 = llvm.getelementptr inbounds|nuw %6615[%6621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6623 = llvm.load %6622 : !llvm.ptr -> f32
    %6624 = llvm.extractvalue %6608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6625 = llvm.mlir.constant(512 : index) : i64
    %6626 = llvm.mul %6609, %6625 overflow<nsw, nuw> : i64
    %6627 = llvm.mlir.constant(64 : index) : i64
    %6628 = llvm.mul %6611, %6627 overflow<nsw, nuw> : i64
    %6629 = llvm.add %6626, %6628 overflow<nsw, nuw> : i64
    %6630 = llvm.add %6629, %6613 overflow<nsw, nuw> : i64
    %6631 = llvm.getelementptr inbounds|nuw %6624[%6630] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6623, %6631 : f32, !llvm.ptr
    %6632 = llvm.add %6613, %15 : i64
    llvm.br ^bb1049(%6632 : i64)
  ^bb1051:  // pred: ^bb1049
    %6633 = llvm.add %6611, %15 : i64
    llvm.br ^bb1047(%6633 : i64)
  ^bb1052:  // pred: ^bb1047
    %6634 = llvm.add %6609, %15 : i64
    llvm.br ^bb1045(%6634 : i64)
  ^bb1053:  // pred: ^bb1045
    llvm.br ^bb1054(%20 : i64)
  ^bb1054(%6635: i64):  // 2 preds: ^bb1053, ^bb1064
    %6636 = llvm.icmp "slt" %6635, %15 : i64
    llvm.cond_br %6636, ^bb1055, ^bb1065
  ^bb1055:  // pred: ^bb1054
    llvm.br ^bb1056(%20 : i64)
  ^bb1056(%6637: i64):  // 2 preds: ^bb1055, ^bb1063
    %6638 = llvm.icmp "slt" %6637, %14 : i64
    llvm.cond_br %6638, ^bb1057, ^bb1064
  ^bb1057:  // pred: ^bb1056
    llvm.br ^bb1058(%20 : i64)
  ^bb1058(%6639: i64):  // 2 preds: ^bb1057, ^bb1062
    %6640 = llvm.icmp "slt" %6639, %9 : i64
    llvm.cond_br %6640, ^bb1059, ^bb1063
  ^bb1059:  // pred: ^bb1058
    llvm.br ^bb1060(%20 : i64)
  ^bb1060(%6641: i64):  // 2 preds: ^bb1059, ^bb1061
    %6642 = llvm.icmp "slt" %6641, %13 : i64
    llvm.cond_br %6642, ^bb1061, ^bb1062
  ^bb1061:  // pred: ^bb1060
    %6643 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6644 = llvm.mlir.constant(256 : index) : i64
    %6645 = llvm.mul %6635, %6644 overflow<nsw, nuw> : i64
    %6646 = llvm.mlir.constant(32 : index) : i64
    %6647 = llvm.mul %6637, %6646 overflow<nsw, nuw> : i64
    %6648 = llvm.add %6645, %6647 overflow<nsw, nuw> : i64
    %6649 = llvm.add %6648, %6641 overflow<nsw, nuw> : i64
    %6650 = llvm.getelementptr inbounds|nuw %6643[%6649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6651 = llvm.load %6650 : !llvm.ptr -> f32
    %6652 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6653 = llvm.mlir.constant(32 : index) : i64
    %6654 = llvm.mul %6639, %6653 overflow<nsw, nuw> : i64
    %6655 = llvm.add %6654, %6641 overflow<nsw, nuw> : i64
    %6656 = llvm.getelementptr inbounds|nuw %6652[%6655] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6657 = llvm.load %6656 : !llvm.ptr -> f32
    %6658 = llvm.extractvalue %6608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6659 = llvm.mlir.constant(512 : index) : i64
    %6660 = llvm.mul %6635, %6659 overflow<nsw, nuw> : i64
    %6661 = llvm.mlir.constant(64 : index) : i64
    %6662 = llvm.mul %6637, %6661 overflow<nsw, nuw> : i64
    %6663 = llvm.add %6660, %6662 overflow<nsw, nuw> : i64
    %6664 = llvm.add %6663, %6639 overflow<nsw, nuw> : i64
    %6665 = llvm.getelementptr inbounds|nuw %6658[%6664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6666 = llvm.load %6665 : !llvm.ptr -> f32
    %6667 = llvm.fmul %6651, %6657 : f32
    %6668 = llvm.fadd %6666, %6667 : f32
    %6669 = llvm.extractvalue %6608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6670 = llvm.mlir.constant(512 : index) : i64
    %6671 = llvm.mul %6635, %6670 overflow<nsw, nuw> : i64
    %6672 = llvm.mlir.constant(64 : index) : i64
    %6673 = llvm.mul %6637, %6672 overflow<nsw, nuw> : i64
    %6674 = llvm.add %6671, %6673 overflow<nsw, nuw> : i64
    %6675 = llvm.add %6674, %6639 overflow<nsw, nuw> : i64
    %6676 = llvm.getelementptr inbounds|nuw %6669[%6675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6668, %6676 : f32, !llvm.ptr
    %6677 = llvm.add %6641, %15 : i64
    llvm.br ^bb1060(%6677 : i64)
  ^bb1062:  // pred: ^bb1060
    %6678 = llvm.add %6639, %15 : i64
    llvm.br ^bb1058(%6678 : i64)
  ^bb1063:  // pred: ^bb1058
    %6679 = llvm.add %6637, %15 : i64
    llvm.br ^bb1056(%6679 : i64)
  ^bb1064:  // pred: ^bb1056
    %6680 = llvm.add %6635, %15 : i64
    llvm.br ^bb1054(%6680 : i64)
  ^bb1065:  // pred: ^bb1054
    llvm.br ^bb1066(%20 : i64)
  ^bb1066(%6681: i64):  // 2 preds: ^bb1065, ^bb1076
    %6682 = llvm.icmp "slt" %6681, %15 : i64
    llvm.cond_br %6682, ^bb1067, ^bb1077
  ^bb1067:  // pred: ^bb1066
    llvm.br ^bb1068(%20 : i64)
  ^bb1068(%6683: i64):  // 2 preds: ^bb1067, ^bb1075
    %6684 = llvm.icmp "slt" %6683, %14 : i64
    llvm.cond_br %6684, ^bb1069, ^bb1076
  ^bb1069:  // pred: ^bb1068
    llvm.br ^bb1070(%20 : i64)
  ^bb1070(%6685: i64):  // 2 preds: ^bb1069, ^bb1074
    %6686 = llvm.icmp "slt" %6685, %9 : i64
    llvm.cond_br %6686, ^bb1071, ^bb1075
  ^bb1071:  // pred: ^bb1070
    llvm.br ^bb1072(%20 : i64)
  ^bb1072(%6687: i64):  // 2 preds: ^bb1071, ^bb1073
    %6688 = llvm.icmp "slt" %6687, %13 : i64
    llvm.cond_br %6688, ^bb1073, ^bb1074
  ^bb1073:  // pred: ^bb1072
    %6689 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6690 = llvm.mlir.constant(256 : index) : i64
    %6691 = llvm.mul %6681, %6690 overflow<nsw, nuw> : i64
    %6692 = llvm.mlir.constant(32 : index) : i64
    %6693 = llvm.mul %6683, %6692 overflow<nsw, nuw> : i64
    %6694 = llvm.add %6691, %6693 overflow<nsw, nuw> : i64
    %6695 = llvm.add %6694, %6687 overflow<nsw, nuw> : i64
    %6696 = llvm.getelementptr inbounds|nuw %6689[%6695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6697 = llvm.load %6696 : !llvm.ptr -> f32
    %6698 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6699 = llvm.mlir.constant(32 : index) : i64
    %6700 = llvm.mul %6685, %6699 overflow<nsw, nuw> : i64
    %6701 = llvm.add %6700, %6687 overflow<nsw, nuw> : i64
    %6702 = llvm.getelementptr inbounds|nuw %6698[%6701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6703 = llvm.load %6702 : !llvm.ptr -> f32
    %6704 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6705 = llvm.mlir.constant(512 : index) : i64
    %6706 = llvm.mul %6681, %6705 overflow<nsw, nuw> : i64
    %6707 = llvm.mlir.constant(64 : index) : i64
    %6708 = llvm.mul %6683, %6707 overflow<nsw, nuw> : i64
    %6709 = llvm.add %6706, %6708 overflow<nsw, nuw> : i64
    %6710 = llvm.add %6709, %6685 overflow<nsw, nuw> : i64
    %6711 = llvm.getelementptr inbounds|nuw %6704[%6710] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6712 = llvm.load %6711 : !llvm.ptr -> f32
    %6713 = llvm.fmul %6697, %6703 : f32
    %6714 = llvm.fadd %6712, %6713 : f32
    %6715 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6716 = llvm.mlir.constant(512 : index) : i64
    %6717 = llvm.mul %6681, %6716 overflow<nsw, nuw> : i64
    %6718 = llvm.mlir.constant(64 : index) : i64
    %6719 = llvm.mul %6683, %6718 overflow<nsw, nuw> : i64
    %6720 = llvm.add %6717, %6719 overflow<nsw, nuw> : i64
    %6721 = llvm.add %6720, %6685 overflow<nsw, nuw> : i64
    %6722 = llvm.getelementptr inbounds|nuw %6715[%6721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6714, %6722 : f32, !llvm.ptr
    %6723 = llvm.add %6687, %15 : i64
    llvm.br ^bb1072(%6723 : i64)
  ^bb1074:  // pred: ^bb1072
    %6724 = llvm.add %6685, %15 : i64
    llvm.br ^bb1070(%6724 : i64)
  ^bb1075:  // pred: ^bb1070
    %6725 = llvm.add %6683, %15 : i64
    llvm.br ^bb1068(%6725 : i64)
  ^bb1076:  // pred: ^bb1068
    %6726 = llvm.add %6681, %15 : i64
    llvm.br ^bb1066(%6726 : i64)
  ^bb1077:  // pred: ^bb1066
    llvm.br ^bb1078(%20 : i64)
  ^bb1078(%6727: i64):  // 2 preds: ^bb1077, ^bb1088
    %6728 = llvm.icmp "slt" %6727, %15 : i64
    llvm.cond_br %6728, ^bb1079, ^bb1089
  ^bb1079:  // pred: ^bb1078
    llvm.br ^bb1080(%20 : i64)
  ^bb1080(%6729: i64):  // 2 preds: ^bb1079, ^bb1087
    %6730 = llvm.icmp "slt" %6729, %14 : i64
    llvm.cond_br %6730, ^bb1081, ^bb1088
  ^bb1081:  // pred: ^bb1080
    llvm.br ^bb1082(%20 : i64)
  ^bb1082(%6731: i64):  // 2 preds: ^bb1081, ^bb1086
    %6732 = llvm.icmp "slt" %6731, %13 : i64
    llvm.cond_br %6732, ^bb1083, ^bb1087
  ^bb1083:  // pred: ^bb1082
    llvm.br ^bb1084(%20 : i64)
  ^bb1084(%6733: i64):  // 2 preds: ^bb1083, ^bb1085
    %6734 = llvm.icmp "slt" %6733, %9 : i64
    llvm.cond_br %6734, ^bb1085, ^bb1086
  ^bb1085:  // pred: ^bb1084
    %6735 = llvm.extractvalue %6608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6736 = llvm.mlir.constant(512 : index) : i64
    %6737 = llvm.mul %6727, %6736 overflow<nsw, nuw> : i64
    %6738 = llvm.mlir.constant(64 : index) : i64
    %6739 = llvm.mul %6729, %6738 overflow<nsw, nuw> : i64
    %6740 = llvm.add %6737, %6739 overflow<nsw, nuw> : i64
    %6741 = llvm.add %6740, %6733 overflow<nsw, nuw> : i64
    %6742 = llvm.getelementptr inbounds|nuw %6735[%6741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6743 = llvm.load %6742 : !llvm.ptr -> f32
    %6744 = llvm.extractvalue %4300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6745 = llvm.mlir.constant(512 : index) : i64
    %6746 = llvm.mul %6727, %6745 overflow<nsw, nuw> : i64
    %6747 = llvm.mlir.constant(64 : index) : i64
    %6748 = llvm.mul %6729, %6747 overflow<nsw, nuw> : i64
    %6749 = llvm.add %6746, %6748 overflow<nsw, nuw> : i64
    %6750 = llvm.add %6749, %6733 overflow<nsw, nuw> : i64
    %6751 = llvm.getelementptr inbounds|nuw %6744[%6750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6752 = llvm.load %6751 : !llvm.ptr -> f32
    %6753 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6754 = llvm.mlir.constant(64 : index) : i64
    %6755 = llvm.mul %6731, %6754 overflow<nsw, nuw> : i64
    %6756 = llvm.add %6755, %6733 overflow<nsw, nuw> : i64
    %6757 = llvm.getelementptr inbounds|nuw %6753[%6756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6758 = llvm.load %6757 : !llvm.ptr -> f32
    %6759 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6760 = llvm.mlir.constant(256 : index) : i64
    %6761 = llvm.mul %6727, %6760 overflow<nsw, nuw> : i64
    %6762 = llvm.mlir.constant(32 : index) : i64
    %6763 = llvm.mul %6729, %6762 overflow<nsw, nuw> : i64
    %6764 = llvm.add %6761, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.add %6764, %6731 overflow<nsw, nuw> : i64
    %6766 = llvm.getelementptr inbounds|nuw %6759[%6765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6767 = llvm.load %6766 : !llvm.ptr -> f32
    %6768 = llvm.fneg %6743 : f32
    %6769 = llvm.fmul %6768, %8 : f32
    %6770 = llvm.intr.exp2(%6769) : (f32) -> f32
    %6771 = llvm.fadd %6770, %26 : f32
    %6772 = llvm.fdiv %26, %6771 : f32
    %6773 = llvm.fmul %6743, %6772 : f32
    %6774 = llvm.fmul %6773, %6752 : f32
    %6775 = llvm.fmul %6774, %6758 : f32
    %6776 = llvm.fadd %6767, %6775 : f32
    %6777 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6778 = llvm.mlir.constant(256 : index) : i64
    %6779 = llvm.mul %6727, %6778 overflow<nsw, nuw> : i64
    %6780 = llvm.mlir.constant(32 : index) : i64
    %6781 = llvm.mul %6729, %6780 overflow<nsw, nuw> : i64
    %6782 = llvm.add %6779, %6781 overflow<nsw, nuw> : i64
    %6783 = llvm.add %6782, %6731 overflow<nsw, nuw> : i64
    %6784 = llvm.getelementptr inbounds|nuw %6777[%6783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6776, %6784 : f32, !llvm.ptr
    %6785 = llvm.add %6733, %15 : i64
    llvm.br ^bb1084(%6785 : i64)
  ^bb1086:  // pred: ^bb1084
    %6786 = llvm.add %6731, %15 : i64
    llvm.br ^bb1082(%6786 : i64)
  ^bb1087:  // pred: ^bb1082
    %6787 = llvm.add %6729, %15 : i64
    llvm.br ^bb1080(%6787 : i64)
  ^bb1088:  // pred: ^bb1080
    %6788 = llvm.add %6727, %15 : i64
    llvm.br ^bb1078(%6788 : i64)
  ^bb1089:  // pred: ^bb1078
    llvm.br ^bb1090(%20 : i64)
  ^bb1090(%6789: i64):  // 2 preds: ^bb1089, ^bb1097
    %6790 = llvm.icmp "slt" %6789, %15 : i64
    llvm.cond_br %6790, ^bb1091, ^bb1098
  ^bb1091:  // pred: ^bb1090
    llvm.br ^bb1092(%20 : i64)
  ^bb1092(%6791: i64):  // 2 preds: ^bb1091, ^bb1096
    %6792 = llvm.icmp "slt" %6791, %14 : i64
    llvm.cond_br %6792, ^bb1093, ^bb1097
  ^bb1093:  // pred: ^bb1092
    llvm.br ^bb1094(%20 : i64)
  ^bb1094(%6793: i64):  // 2 preds: ^bb1093, ^bb1095
    %6794 = llvm.icmp "slt" %6793, %13 : i64
    llvm.cond_br %6794, ^bb1095, ^bb1096
  ^bb1095:  // pred: ^bb1094
    %6795 = llvm.extractvalue %6415[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6796 = llvm.mlir.constant(256 : index) : i64
    %6797 = llvm.mul %6789, %6796 overflow<nsw, nuw> : i64
    %6798 = llvm.mlir.constant(32 : index) : i64
    %6799 = llvm.mul %6791, %6798 overflow<nsw, nuw> : i64
    %6800 = llvm.add %6797, %6799 overflow<nsw, nuw> : i64
    %6801 = llvm.add %6800, %6793 overflow<nsw, nuw> : i64
    %6802 = llvm.getelementptr inbounds|nuw %6795[%6801] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6803 = llvm.load %6802 : !llvm.ptr -> f32
    %6804 = llvm.extractvalue %3940[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6805 = llvm.mlir.constant(256 : index) : i64
    %6806 = llvm.mul %6789, %6805 overflow<nsw, nuw> : i64
    %6807 = llvm.mlir.constant(32 : index) : i64
    %6808 = llvm.mul %6791, %6807 overflow<nsw, nuw> : i64
    %6809 = llvm.add %6806, %6808 overflow<nsw, nuw> : i64
    %6810 = llvm.add %6809, %6793 overflow<nsw, nuw> : i64
    %6811 = llvm.getelementptr inbounds|nuw %6804[%6810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6812 = llvm.load %6811 : !llvm.ptr -> f32
    %6813 = llvm.fadd %6803, %6812 : f32
    %6814 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6815 = llvm.mlir.constant(256 : index) : i64
    %6816 = llvm.mul %6789, %6815 overflow<nsw, nuw> : i64
    %6817 = llvm.mlir.constant(32 : index) : i64
    %6818 = llvm.mul %6791, %6817 overflow<nsw, nuw> : i64
    %6819 = llvm.add %6816, %6818 overflow<nsw, nuw> : i64
    %6820 = llvm.add %6819, %6793 overflow<nsw, nuw> : i64
    %6821 = llvm.getelementptr inbounds|nuw %6814[%6820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6813, %6821 : f32, !llvm.ptr
    %6822 = llvm.add %6793, %15 : i64
    llvm.br ^bb1094(%6822 : i64)
  ^bb1096:  // pred: ^bb1094
    %6823 = llvm.add %6791, %15 : i64
    llvm.br ^bb1092(%6823 : i64)
  ^bb1097:  // pred: ^bb1092
    %6824 = llvm.add %6789, %15 : i64
    llvm.br ^bb1090(%6824 : i64)
  ^bb1098:  // pred: ^bb1090
    llvm.br ^bb1099(%20 : i64)
  ^bb1099(%6825: i64):  // 2 preds: ^bb1098, ^bb1106
    %6826 = llvm.icmp "slt" %6825, %15 : i64
    llvm.cond_br %6826, ^bb1100, ^bb1107
  ^bb1100:  // pred: ^bb1099
    llvm.br ^bb1101(%20 : i64)
  ^bb1101(%6827: i64):  // 2 preds: ^bb1100, ^bb1105
    %6828 = llvm.icmp "slt" %6827, %14 : i64
    llvm.cond_br %6828, ^bb1102, ^bb1106
  ^bb1102:  // pred: ^bb1101
    llvm.br ^bb1103(%20 : i64)
  ^bb1103(%6829: i64):  // 2 preds: ^bb1102, ^bb1104
    %6830 = llvm.icmp "slt" %6829, %13 : i64
    llvm.cond_br %6830, ^bb1104, ^bb1105
  ^bb1104:  // pred: ^bb1103
    %6831 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6832 = llvm.mlir.constant(256 : index) : i64
    %6833 = llvm.mul %6825, %6832 overflow<nsw, nuw> : i64
    %6834 = llvm.mlir.constant(32 : index) : i64
    %6835 = llvm.mul %6827, %6834 overflow<nsw, nuw> : i64
    %6836 = llvm.add %6833, %6835 overflow<nsw, nuw> : i64
    %6837 = llvm.add %6836, %6829 overflow<nsw, nuw> : i64
    %6838 = llvm.getelementptr inbounds|nuw %6831[%6837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6839 = llvm.load %6838 : !llvm.ptr -> f32
    %6840 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6841 = llvm.mlir.constant(8 : index) : i64
    %6842 = llvm.mul %6825, %6841 overflow<nsw, nuw> : i64
    %6843 = llvm.add %6842, %6827 overflow<nsw, nuw> : i64
    %6844 = llvm.add %6843, %20 overflow<nsw, nuw> : i64
    %6845 = llvm.getelementptr inbounds|nuw %6840[%6844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6846 = llvm.load %6845 : !llvm.ptr -> f32
    %6847 = llvm.fmul %6839, %6839 : f32
    %6848 = llvm.fadd %6847, %6846 : f32
    %6849 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6850 = llvm.mlir.constant(8 : index) : i64
    %6851 = llvm.mul %6825, %6850 overflow<nsw, nuw> : i64
    %6852 = llvm.add %6851, %6827 overflow<nsw, nuw> : i64
    %6853 = llvm.add %6852, %20 overflow<nsw, nuw> : i64
    %6854 = llvm.getelementptr inbounds|nuw %6849[%6853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6848, %6854 : f32, !llvm.ptr
    %6855 = llvm.add %6829, %15 : i64
    llvm.br ^bb1103(%6855 : i64)
  ^bb1105:  // pred: ^bb1103
    %6856 = llvm.add %6827, %15 : i64
    llvm.br ^bb1101(%6856 : i64)
  ^bb1106:  // pred: ^bb1101
    %6857 = llvm.add %6825, %15 : i64
    llvm.br ^bb1099(%6857 : i64)
  ^bb1107:  // pred: ^bb1099
    llvm.br ^bb1108(%20 : i64)
  ^bb1108(%6858: i64):  // 2 preds: ^bb1107, ^bb1115
    %6859 = llvm.icmp "slt" %6858, %15 : i64
    llvm.cond_br %6859, ^bb1109, ^bb1116
  ^bb1109:  // pred: ^bb1108
    llvm.br ^bb1110(%20 : i64)
  ^bb1110(%6860: i64):  // 2 preds: ^bb1109, ^bb1114
    %6861 = llvm.icmp "slt" %6860, %14 : i64
    llvm.cond_br %6861, ^bb1111, ^bb1115
  ^bb1111:  // pred: ^bb1110
    llvm.br ^bb1112(%20 : i64)
  ^bb1112(%6862: i64):  // 2 preds: ^bb1111, ^bb1113
    %6863 = llvm.icmp "slt" %6862, %13 : i64
    llvm.cond_br %6863, ^bb1113, ^bb1114
  ^bb1113:  // pred: ^bb1112
    %6864 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6865 = llvm.getelementptr inbounds|nuw %6864[%6862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6866 = llvm.load %6865 : !llvm.ptr -> f32
    %6867 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6868 = llvm.mlir.constant(256 : index) : i64
    %6869 = llvm.mul %6858, %6868 overflow<nsw, nuw> : i64
    %6870 = llvm.mlir.constant(32 : index) : i64
    %6871 = llvm.mul %6860, %6870 overflow<nsw, nuw> : i64
    %6872 = llvm.add %6869, %6871 overflow<nsw, nuw> : i64
    %6873 = llvm.add %6872, %6862 overflow<nsw, nuw> : i64
    %6874 = llvm.getelementptr inbounds|nuw %6867[%6873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6875 = llvm.load %6874 : !llvm.ptr -> f32
    %6876 = llvm.extractvalue %1080[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6877 = llvm.mlir.constant(8 : index) : i64
    %6878 = llvm.mul %6858, %6877 overflow<nsw, nuw> : i64
    %6879 = llvm.add %6878, %6860 overflow<nsw, nuw> : i64
    %6880 = llvm.add %6879, %20 overflow<nsw, nuw> : i64
    %6881 = llvm.getelementptr inbounds|nuw %6876[%6880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6882 = llvm.load %6881 : !llvm.ptr -> f32
    %6883 = llvm.fdiv %6882, %16 : f32
    %6884 = llvm.fptrunc %17 : f64 to f32
    %6885 = llvm.fadd %6883, %6884 : f32
    %6886 = llvm.intr.sqrt(%6885) : (f32) -> f32
    %6887 = llvm.fdiv %26, %6886 : f32
    %6888 = llvm.fmul %6875, %6887 : f32
    %6889 = llvm.fmul %6866, %6888 : f32
    %6890 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6891 = llvm.mlir.constant(256 : index) : i64
    %6892 = llvm.mul %6858, %6891 overflow<nsw, nuw> : i64
    %6893 = llvm.mlir.constant(32 : index) : i64
    %6894 = llvm.mul %6860, %6893 overflow<nsw, nuw> : i64
    %6895 = llvm.add %6892, %6894 overflow<nsw, nuw> : i64
    %6896 = llvm.add %6895, %6862 overflow<nsw, nuw> : i64
    %6897 = llvm.getelementptr inbounds|nuw %6890[%6896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6889, %6897 : f32, !llvm.ptr
    %6898 = llvm.add %6862, %15 : i64
    llvm.br ^bb1112(%6898 : i64)
  ^bb1114:  // pred: ^bb1112
    %6899 = llvm.add %6860, %15 : i64
    llvm.br ^bb1110(%6899 : i64)
  ^bb1115:  // pred: ^bb1110
    %6900 = llvm.add %6858, %15 : i64
    llvm.br ^bb1108(%6900 : i64)
  ^bb1116:  // pred: ^bb1108
    %6901 = llvm.extractvalue %482[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6901) : (!llvm.ptr) -> ()
    %6902 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6902) : (!llvm.ptr) -> ()
    %6903 = llvm.extractvalue %593[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6903) : (!llvm.ptr) -> ()
    %6904 = llvm.extractvalue %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6904) : (!llvm.ptr) -> ()
    %6905 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6905) : (!llvm.ptr) -> ()
    %6906 = llvm.extractvalue %799[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6906) : (!llvm.ptr) -> ()
    %6907 = llvm.extractvalue %821[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6907) : (!llvm.ptr) -> ()
    %6908 = llvm.extractvalue %834[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6908) : (!llvm.ptr) -> ()
    %6909 = llvm.extractvalue %953[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6909) : (!llvm.ptr) -> ()
    %6910 = llvm.extractvalue %1080[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6910) : (!llvm.ptr) -> ()
    %6911 = llvm.extractvalue %1110[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6911) : (!llvm.ptr) -> ()
    %6912 = llvm.extractvalue %1169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6912) : (!llvm.ptr) -> ()
    %6913 = llvm.extractvalue %1318[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6913) : (!llvm.ptr) -> ()
    %6914 = llvm.extractvalue %1388[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6914) : (!llvm.ptr) -> ()
    %6915 = llvm.extractvalue %1468[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6915) : (!llvm.ptr) -> ()
    %6916 = llvm.extractvalue %1592[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6916) : (!llvm.ptr) -> ()
    %6917 = llvm.extractvalue %1679[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6917) : (!llvm.ptr) -> ()
    %6918 = llvm.extractvalue %1806[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6918) : (!llvm.ptr) -> ()
    %6919 = llvm.extractvalue %1867[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6919) : (!llvm.ptr) -> ()
    %6920 = llvm.extractvalue %1954[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6920) : (!llvm.ptr) -> ()
    %6921 = llvm.extractvalue %2081[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6921) : (!llvm.ptr) -> ()
    %6922 = llvm.extractvalue %2169[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6922) : (!llvm.ptr) -> ()
    %6923 = llvm.extractvalue %2342[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6923) : (!llvm.ptr) -> ()
    %6924 = llvm.extractvalue %2414[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6924) : (!llvm.ptr) -> ()
    %6925 = llvm.extractvalue %2612[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6925) : (!llvm.ptr) -> ()
    %6926 = llvm.extractvalue %2684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6926) : (!llvm.ptr) -> ()
    %6927 = llvm.extractvalue %2840[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6927) : (!llvm.ptr) -> ()
    %6928 = llvm.extractvalue %2919[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6928) : (!llvm.ptr) -> ()
    %6929 = llvm.extractvalue %3029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6929) : (!llvm.ptr) -> ()
    %6930 = llvm.extractvalue %3126[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6930) : (!llvm.ptr) -> ()
    %6931 = llvm.extractvalue %3344[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6931) : (!llvm.ptr) -> ()
    %6932 = llvm.extractvalue %3444[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6932) : (!llvm.ptr) -> ()
    %6933 = llvm.extractvalue %3606[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6933) : (!llvm.ptr) -> ()
    %6934 = llvm.extractvalue %3660[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6934) : (!llvm.ptr) -> ()
    %6935 = llvm.extractvalue %3792[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6935) : (!llvm.ptr) -> ()
    %6936 = llvm.extractvalue %3970[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6936) : (!llvm.ptr) -> ()
    %6937 = llvm.extractvalue %4081[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6937) : (!llvm.ptr) -> ()
    %6938 = llvm.extractvalue %4146[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6938) : (!llvm.ptr) -> ()
    %6939 = llvm.extractvalue %4270[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6939) : (!llvm.ptr) -> ()
    %6940 = llvm.extractvalue %4330[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6940) : (!llvm.ptr) -> ()
    %6941 = llvm.extractvalue %4432[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6941) : (!llvm.ptr) -> ()
    %6942 = llvm.extractvalue %4534[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6942) : (!llvm.ptr) -> ()
    %6943 = llvm.extractvalue %4652[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6943) : (!llvm.ptr) -> ()
    %6944 = llvm.extractvalue %4717[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6944) : (!llvm.ptr) -> ()
    %6945 = llvm.extractvalue %4868[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6945) : (!llvm.ptr) -> ()
    %6946 = llvm.extractvalue %5049[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6946) : (!llvm.ptr) -> ()
    %6947 = llvm.extractvalue %5326[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6947) : (!llvm.ptr) -> ()
    %6948 = llvm.extractvalue %5516[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6948) : (!llvm.ptr) -> ()
    %6949 = llvm.extractvalue %5713[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6949) : (!llvm.ptr) -> ()
    %6950 = llvm.extractvalue %5850[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6950) : (!llvm.ptr) -> ()
    %6951 = llvm.extractvalue %6304[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6951) : (!llvm.ptr) -> ()
    %6952 = llvm.extractvalue %6415[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6952) : (!llvm.ptr) -> ()
    %6953 = llvm.extractvalue %6480[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6953) : (!llvm.ptr) -> ()
    %6954 = llvm.extractvalue %6608[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6954) : (!llvm.ptr) -> ()
    llvm.return %452 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a
