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
    %741 = llvm.mlir.constant(1 : index) : i64
    %742 = llvm.mlir.constant(8 : index) : i64
    %743 = llvm.mlir.constant(1 : index) : i64
    %744 = llvm.mlir.constant(8 : index) : i64
    %745 = llvm.mlir.zero : !llvm.ptr
    %746 = llvm.getelementptr %745[%744] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %747 = llvm.ptrtoint %746 : !llvm.ptr to i64
    %748 = llvm.mlir.constant(64 : index) : i64
    %749 = llvm.add %747, %748 : i64
    %750 = llvm.call @malloc(%749) : (i64) -> !llvm.ptr
    %751 = llvm.ptrtoint %750 : !llvm.ptr to i64
    %752 = llvm.mlir.constant(1 : index) : i64
    %753 = llvm.sub %748, %752 : i64
    %754 = llvm.add %751, %753 : i64
    %755 = llvm.urem %754, %748 : i64
    %756 = llvm.sub %754, %755 : i64
    %757 = llvm.inttoptr %756 : i64 to !llvm.ptr
    %758 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %759 = llvm.insertvalue %750, %758[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %760 = llvm.insertvalue %757, %759[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %761 = llvm.mlir.constant(0 : index) : i64
    %762 = llvm.insertvalue %761, %760[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %763 = llvm.insertvalue %741, %762[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %764 = llvm.insertvalue %742, %763[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %765 = llvm.insertvalue %742, %764[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %766 = llvm.insertvalue %743, %765[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%20 : i64)
  ^bb31(%767: i64):  // 2 preds: ^bb30, ^bb35
    %768 = llvm.icmp "slt" %767, %15 : i64
    llvm.cond_br %768, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%20 : i64)
  ^bb33(%769: i64):  // 2 preds: ^bb32, ^bb34
    %770 = llvm.icmp "slt" %769, %14 : i64
    llvm.cond_br %770, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %771 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %772 = llvm.mlir.constant(8 : index) : i64
    %773 = llvm.mul %767, %772 overflow<nsw, nuw> : i64
    %774 = llvm.add %773, %769 overflow<nsw, nuw> : i64
    %775 = llvm.getelementptr inbounds|nuw %771[%774] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %776 = llvm.load %775 : !llvm.ptr -> i64
    %777 = llvm.extractvalue %714[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %778 = llvm.mlir.constant(9 : index) : i64
    %779 = llvm.mul %767, %778 overflow<nsw, nuw> : i64
    %780 = llvm.add %779, %769 overflow<nsw, nuw> : i64
    %781 = llvm.getelementptr inbounds|nuw %777[%780] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %782 = llvm.load %781 : !llvm.ptr -> i64
    %783 = llvm.sub %776, %782 : i64
    %784 = llvm.icmp "ne" %783, %24 : i64
    %785 = llvm.zext %784 : i1 to i64
    %786 = llvm.extractvalue %766[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %787 = llvm.mlir.constant(8 : index) : i64
    %788 = llvm.mul %767, %787 overflow<nsw, nuw> : i64
    %789 = llvm.add %788, %769 overflow<nsw, nuw> : i64
    %790 = llvm.getelementptr inbounds|nuw %786[%789] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %785, %790 : i64, !llvm.ptr
    %791 = llvm.add %769, %15 : i64
    llvm.br ^bb33(%791 : i64)
  ^bb35:  // pred: ^bb33
    %792 = llvm.add %767, %15 : i64
    llvm.br ^bb31(%792 : i64)
  ^bb36:  // pred: ^bb31
    llvm.br ^bb37(%20 : i64)
  ^bb37(%793: i64):  // 2 preds: ^bb36, ^bb41
    %794 = llvm.icmp "slt" %793, %15 : i64
    llvm.cond_br %794, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%20 : i64)
  ^bb39(%795: i64):  // 2 preds: ^bb38, ^bb40
    %796 = llvm.icmp "slt" %795, %14 : i64
    llvm.cond_br %796, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %797 = llvm.extractvalue %740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %798 = llvm.mlir.constant(8 : index) : i64
    %799 = llvm.mul %793, %798 overflow<nsw, nuw> : i64
    %800 = llvm.add %799, %795 overflow<nsw, nuw> : i64
    %801 = llvm.getelementptr inbounds|nuw %797[%800] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %801 : i64, !llvm.ptr
    %802 = llvm.add %795, %15 : i64
    llvm.br ^bb39(%802 : i64)
  ^bb41:  // pred: ^bb39
    %803 = llvm.add %793, %15 : i64
    llvm.br ^bb37(%803 : i64)
  ^bb42:  // pred: ^bb37
    %804 = llvm.mlir.constant(1 : index) : i64
    %805 = llvm.mlir.constant(1 : index) : i64
    %806 = llvm.mlir.zero : !llvm.ptr
    %807 = llvm.getelementptr %806[%804] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %808 = llvm.ptrtoint %807 : !llvm.ptr to i64
    %809 = llvm.mlir.constant(64 : index) : i64
    %810 = llvm.add %808, %809 : i64
    %811 = llvm.call @malloc(%810) : (i64) -> !llvm.ptr
    %812 = llvm.ptrtoint %811 : !llvm.ptr to i64
    %813 = llvm.mlir.constant(1 : index) : i64
    %814 = llvm.sub %809, %813 : i64
    %815 = llvm.add %812, %814 : i64
    %816 = llvm.urem %815, %809 : i64
    %817 = llvm.sub %815, %816 : i64
    %818 = llvm.inttoptr %817 : i64 to !llvm.ptr
    %819 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %820 = llvm.insertvalue %811, %819[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %821 = llvm.insertvalue %818, %820[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %822 = llvm.mlir.constant(0 : index) : i64
    %823 = llvm.insertvalue %822, %821[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %824 = llvm.insertvalue %804, %823[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %825 = llvm.insertvalue %805, %824[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb43(%20 : i64)
  ^bb43(%826: i64):  // 2 preds: ^bb42, ^bb44
    %827 = llvm.icmp "slt" %826, %15 : i64
    llvm.cond_br %827, ^bb44, ^bb45
  ^bb44:  // pred: ^bb43
    %828 = llvm.extractvalue %825[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %829 = llvm.getelementptr inbounds|nuw %828[%826] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %23, %829 : i64, !llvm.ptr
    %830 = llvm.add %826, %15 : i64
    llvm.br ^bb43(%830 : i64)
  ^bb45:  // pred: ^bb43
    %831 = llvm.mlir.constant(1 : index) : i64
    %832 = llvm.mlir.constant(8 : index) : i64
    %833 = llvm.mlir.constant(1 : index) : i64
    %834 = llvm.mlir.constant(8 : index) : i64
    %835 = llvm.mlir.zero : !llvm.ptr
    %836 = llvm.getelementptr %835[%834] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %837 = llvm.ptrtoint %836 : !llvm.ptr to i64
    %838 = llvm.call @malloc(%837) : (i64) -> !llvm.ptr
    %839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %840 = llvm.insertvalue %838, %839[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %841 = llvm.insertvalue %838, %840[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %842 = llvm.mlir.constant(0 : index) : i64
    %843 = llvm.insertvalue %842, %841[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %844 = llvm.insertvalue %831, %843[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %845 = llvm.insertvalue %832, %844[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %846 = llvm.insertvalue %832, %845[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %847 = llvm.insertvalue %833, %846[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %848 = llvm.mlir.constant(1 : index) : i64
    %849 = llvm.mlir.constant(1 : index) : i64
    %850 = llvm.mlir.zero : !llvm.ptr
    %851 = llvm.getelementptr %850[%848] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %852 = llvm.ptrtoint %851 : !llvm.ptr to i64
    %853 = llvm.call @malloc(%852) : (i64) -> !llvm.ptr
    %854 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %855 = llvm.insertvalue %853, %854[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %856 = llvm.insertvalue %853, %855[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %857 = llvm.mlir.constant(0 : index) : i64
    %858 = llvm.insertvalue %857, %856[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %859 = llvm.insertvalue %848, %858[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %860 = llvm.insertvalue %849, %859[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb46(%20 : i64)
  ^bb46(%861: i64):  // 2 preds: ^bb45, ^bb53
    %862 = llvm.icmp "slt" %861, %15 : i64
    llvm.cond_br %862, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%20 : i64)
  ^bb48(%863: i64):  // 2 preds: ^bb47, ^bb52
    %864 = llvm.icmp "slt" %863, %14 : i64
    llvm.cond_br %864, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    %865 = llvm.icmp "eq" %863, %20 : i64
    llvm.cond_br %865, ^bb50, ^bb51
  ^bb50:  // pred: ^bb49
    %866 = llvm.extractvalue %766[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %867 = llvm.mlir.constant(8 : index) : i64
    %868 = llvm.mul %861, %867 overflow<nsw, nuw> : i64
    %869 = llvm.add %868, %863 overflow<nsw, nuw> : i64
    %870 = llvm.getelementptr inbounds|nuw %866[%869] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %871 = llvm.load %870 : !llvm.ptr -> i64
    %872 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %873 = llvm.mlir.constant(8 : index) : i64
    %874 = llvm.mul %861, %873 overflow<nsw, nuw> : i64
    %875 = llvm.add %874, %863 overflow<nsw, nuw> : i64
    %876 = llvm.getelementptr inbounds|nuw %872[%875] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %871, %876 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb51:  // pred: ^bb49
    %877 = llvm.sub %863, %15 : i64
    %878 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %879 = llvm.mlir.constant(8 : index) : i64
    %880 = llvm.mul %861, %879 overflow<nsw, nuw> : i64
    %881 = llvm.add %880, %877 overflow<nsw, nuw> : i64
    %882 = llvm.getelementptr inbounds|nuw %878[%881] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %883 = llvm.load %882 : !llvm.ptr -> i64
    %884 = llvm.extractvalue %766[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %885 = llvm.mlir.constant(8 : index) : i64
    %886 = llvm.mul %861, %885 overflow<nsw, nuw> : i64
    %887 = llvm.add %886, %863 overflow<nsw, nuw> : i64
    %888 = llvm.getelementptr inbounds|nuw %884[%887] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %889 = llvm.load %888 : !llvm.ptr -> i64
    %890 = llvm.add %883, %889 : i64
    %891 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %892 = llvm.mlir.constant(8 : index) : i64
    %893 = llvm.mul %861, %892 overflow<nsw, nuw> : i64
    %894 = llvm.add %893, %863 overflow<nsw, nuw> : i64
    %895 = llvm.getelementptr inbounds|nuw %891[%894] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %890, %895 : i64, !llvm.ptr
    %896 = llvm.extractvalue %860[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %897 = llvm.getelementptr inbounds|nuw %896[%861] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %890, %897 : i64, !llvm.ptr
    llvm.br ^bb52
  ^bb52:  // 2 preds: ^bb50, ^bb51
    %898 = llvm.add %863, %15 : i64
    llvm.br ^bb48(%898 : i64)
  ^bb53:  // pred: ^bb48
    %899 = llvm.add %861, %15 : i64
    llvm.br ^bb46(%899 : i64)
  ^bb54:  // pred: ^bb46
    %900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %901 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %902 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %903 = llvm.insertvalue %901, %900[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %904 = llvm.insertvalue %902, %903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %905 = llvm.mlir.constant(0 : index) : i64
    %906 = llvm.insertvalue %905, %904[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %907 = llvm.mlir.constant(1 : index) : i64
    %908 = llvm.insertvalue %907, %906[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %909 = llvm.mlir.constant(8 : index) : i64
    %910 = llvm.insertvalue %909, %908[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %911 = llvm.mlir.constant(1 : index) : i64
    %912 = llvm.insertvalue %911, %910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %913 = llvm.mlir.constant(8 : index) : i64
    %914 = llvm.insertvalue %913, %912[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %915 = llvm.mlir.constant(8 : index) : i64
    %916 = llvm.insertvalue %915, %914[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %917 = llvm.mlir.constant(1 : index) : i64
    %918 = llvm.insertvalue %917, %916[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %919 = llvm.mlir.constant(1 : index) : i64
    %920 = llvm.insertvalue %919, %918[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %921 = llvm.mlir.constant(1 : index) : i64
    %922 = llvm.insertvalue %921, %920[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %923 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %924 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %925 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %926 = llvm.insertvalue %924, %923[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %927 = llvm.insertvalue %925, %926[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %928 = llvm.mlir.constant(0 : index) : i64
    %929 = llvm.insertvalue %928, %927[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %930 = llvm.mlir.constant(1 : index) : i64
    %931 = llvm.insertvalue %930, %929[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %932 = llvm.mlir.constant(8 : index) : i64
    %933 = llvm.insertvalue %932, %931[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %934 = llvm.mlir.constant(1 : index) : i64
    %935 = llvm.insertvalue %934, %933[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %936 = llvm.mlir.constant(8 : index) : i64
    %937 = llvm.insertvalue %936, %935[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %938 = llvm.mlir.constant(1 : index) : i64
    %939 = llvm.insertvalue %938, %937[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %940 = llvm.mlir.constant(8 : index) : i64
    %941 = llvm.insertvalue %940, %939[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %942 = llvm.mlir.constant(8 : index) : i64
    %943 = llvm.insertvalue %942, %941[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %944 = llvm.mlir.constant(1 : index) : i64
    %945 = llvm.insertvalue %944, %943[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %946 = llvm.mlir.constant(1 : index) : i64
    %947 = llvm.mlir.constant(1 : index) : i64
    %948 = llvm.mlir.constant(8 : index) : i64
    %949 = llvm.mlir.constant(8 : index) : i64
    %950 = llvm.mlir.constant(1 : index) : i64
    %951 = llvm.mlir.constant(64 : index) : i64
    %952 = llvm.mlir.constant(64 : index) : i64
    %953 = llvm.mlir.constant(64 : index) : i64
    %954 = llvm.mlir.zero : !llvm.ptr
    %955 = llvm.getelementptr %954[%953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %956 = llvm.ptrtoint %955 : !llvm.ptr to i64
    %957 = llvm.mlir.constant(64 : index) : i64
    %958 = llvm.add %956, %957 : i64
    %959 = llvm.call @malloc(%958) : (i64) -> !llvm.ptr
    %960 = llvm.ptrtoint %959 : !llvm.ptr to i64
    %961 = llvm.mlir.constant(1 : index) : i64
    %962 = llvm.sub %957, %961 : i64
    %963 = llvm.add %960, %962 : i64
    %964 = llvm.urem %963, %957 : i64
    %965 = llvm.sub %963, %964 : i64
    %966 = llvm.inttoptr %965 : i64 to !llvm.ptr
    %967 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %968 = llvm.insertvalue %959, %967[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %969 = llvm.insertvalue %966, %968[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %970 = llvm.mlir.constant(0 : index) : i64
    %971 = llvm.insertvalue %970, %969[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %972 = llvm.insertvalue %946, %971[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %973 = llvm.insertvalue %947, %972[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.insertvalue %948, %973[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %975 = llvm.insertvalue %949, %974[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.insertvalue %952, %975[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %977 = llvm.insertvalue %951, %976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %978 = llvm.insertvalue %949, %977[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %979 = llvm.insertvalue %950, %978[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb55(%20 : i64)
  ^bb55(%980: i64):  // 2 preds: ^bb54, ^bb65
    %981 = llvm.icmp "slt" %980, %15 : i64
    llvm.cond_br %981, ^bb56, ^bb66
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%20 : i64)
  ^bb57(%982: i64):  // 2 preds: ^bb56, ^bb64
    %983 = llvm.icmp "slt" %982, %15 : i64
    llvm.cond_br %983, ^bb58, ^bb65
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%20 : i64)
  ^bb59(%984: i64):  // 2 preds: ^bb58, ^bb63
    %985 = llvm.icmp "slt" %984, %14 : i64
    llvm.cond_br %985, ^bb60, ^bb64
  ^bb60:  // pred: ^bb59
    llvm.br ^bb61(%20 : i64)
  ^bb61(%986: i64):  // 2 preds: ^bb60, ^bb62
    %987 = llvm.icmp "slt" %986, %14 : i64
    llvm.cond_br %987, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %988 = llvm.extractvalue %922[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.mlir.constant(8 : index) : i64
    %990 = llvm.mul %20, %989 overflow<nsw, nuw> : i64
    %991 = llvm.mlir.constant(8 : index) : i64
    %992 = llvm.mul %20, %991 overflow<nsw, nuw> : i64
    %993 = llvm.add %990, %992 overflow<nsw, nuw> : i64
    %994 = llvm.add %993, %984 overflow<nsw, nuw> : i64
    %995 = llvm.add %994, %20 overflow<nsw, nuw> : i64
    %996 = llvm.getelementptr inbounds|nuw %988[%995] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %997 = llvm.load %996 : !llvm.ptr -> i64
    %998 = llvm.extractvalue %945[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.mlir.constant(8 : index) : i64
    %1000 = llvm.mul %20, %999 overflow<nsw, nuw> : i64
    %1001 = llvm.mlir.constant(8 : index) : i64
    %1002 = llvm.mul %20, %1001 overflow<nsw, nuw> : i64
    %1003 = llvm.add %1000, %1002 overflow<nsw, nuw> : i64
    %1004 = llvm.mlir.constant(8 : index) : i64
    %1005 = llvm.mul %20, %1004 overflow<nsw, nuw> : i64
    %1006 = llvm.add %1003, %1005 overflow<nsw, nuw> : i64
    %1007 = llvm.add %1006, %986 overflow<nsw, nuw> : i64
    %1008 = llvm.getelementptr inbounds|nuw %998[%1007] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1009 = llvm.load %1008 : !llvm.ptr -> i64
    %1010 = llvm.icmp "slt" %997, %23 : i64
    %1011 = llvm.add %997, %25 : i64
    %1012 = llvm.select %1010, %1011, %997 : i1, i64
    %1013 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1014 = llvm.mlir.constant(8 : index) : i64
    %1015 = llvm.mul %20, %1014 overflow<nsw, nuw> : i64
    %1016 = llvm.add %1015, %1012 overflow<nsw, nuw> : i64
    %1017 = llvm.getelementptr inbounds|nuw %1013[%1016] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1018 = llvm.load %1017 : !llvm.ptr -> i64
    %1019 = llvm.icmp "slt" %1009, %23 : i64
    %1020 = llvm.add %1009, %25 : i64
    %1021 = llvm.select %1019, %1020, %1009 : i1, i64
    %1022 = llvm.extractvalue %553[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1023 = llvm.mlir.constant(8 : index) : i64
    %1024 = llvm.mul %20, %1023 overflow<nsw, nuw> : i64
    %1025 = llvm.add %1024, %1021 overflow<nsw, nuw> : i64
    %1026 = llvm.getelementptr inbounds|nuw %1022[%1025] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1027 = llvm.load %1026 : !llvm.ptr -> i64
    %1028 = llvm.icmp "sle" %1027, %1018 : i64
    %1029 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1030 = llvm.mlir.constant(8 : index) : i64
    %1031 = llvm.mul %20, %1030 overflow<nsw, nuw> : i64
    %1032 = llvm.add %1031, %1021 overflow<nsw, nuw> : i64
    %1033 = llvm.getelementptr inbounds|nuw %1029[%1032] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1034 = llvm.load %1033 : !llvm.ptr -> i64
    %1035 = llvm.extractvalue %847[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1036 = llvm.mlir.constant(8 : index) : i64
    %1037 = llvm.mul %20, %1036 overflow<nsw, nuw> : i64
    %1038 = llvm.add %1037, %1012 overflow<nsw, nuw> : i64
    %1039 = llvm.getelementptr inbounds|nuw %1035[%1038] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1040 = llvm.load %1039 : !llvm.ptr -> i64
    %1041 = llvm.icmp "eq" %1040, %1034 : i64
    %1042 = llvm.and %1041, %1028 : i1
    %1043 = llvm.select %1042, %22, %21 : i1, f32
    %1044 = llvm.extractvalue %979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1045 = llvm.mlir.constant(64 : index) : i64
    %1046 = llvm.mul %980, %1045 overflow<nsw, nuw> : i64
    %1047 = llvm.mlir.constant(64 : index) : i64
    %1048 = llvm.mul %982, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1046, %1048 overflow<nsw, nuw> : i64
    %1050 = llvm.mlir.constant(8 : index) : i64
    %1051 = llvm.mul %984, %1050 overflow<nsw, nuw> : i64
    %1052 = llvm.add %1049, %1051 overflow<nsw, nuw> : i64
    %1053 = llvm.add %1052, %986 overflow<nsw, nuw> : i64
    %1054 = llvm.getelementptr inbounds|nuw %1044[%1053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1043, %1054 : f32, !llvm.ptr
    %1055 = llvm.add %986, %15 : i64
    llvm.br ^bb61(%1055 : i64)
  ^bb63:  // pred: ^bb61
    %1056 = llvm.add %984, %15 : i64
    llvm.br ^bb59(%1056 : i64)
  ^bb64:  // pred: ^bb59
    %1057 = llvm.add %982, %15 : i64
    llvm.br ^bb57(%1057 : i64)
  ^bb65:  // pred: ^bb57
    %1058 = llvm.add %980, %15 : i64
    llvm.br ^bb55(%1058 : i64)
  ^bb66:  // pred: ^bb55
    %1059 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1060 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1061 = llvm.extractvalue %533[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1062 = llvm.insertvalue %1060, %1059[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1063 = llvm.insertvalue %1061, %1062[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1064 = llvm.mlir.constant(0 : index) : i64
    %1065 = llvm.insertvalue %1064, %1063[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1066 = llvm.mlir.constant(1 : index) : i64
    %1067 = llvm.insertvalue %1066, %1065[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1068 = llvm.mlir.constant(8 : index) : i64
    %1069 = llvm.insertvalue %1068, %1067[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1070 = llvm.mlir.constant(8 : index) : i64
    %1071 = llvm.insertvalue %1070, %1069[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1072 = llvm.mlir.constant(1 : index) : i64
    %1073 = llvm.insertvalue %1072, %1071[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1074 = llvm.mlir.constant(1 : index) : i64
    %1075 = llvm.insertvalue %1074, %1073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1076 = llvm.mlir.constant(1 : index) : i64
    %1077 = llvm.insertvalue %1076, %1075[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1078 = llvm.mlir.constant(1 : index) : i64
    %1079 = llvm.mlir.constant(8 : index) : i64
    %1080 = llvm.mlir.constant(1 : index) : i64
    %1081 = llvm.mlir.constant(1 : index) : i64
    %1082 = llvm.mlir.constant(8 : index) : i64
    %1083 = llvm.mlir.zero : !llvm.ptr
    %1084 = llvm.getelementptr %1083[%1082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1085 = llvm.ptrtoint %1084 : !llvm.ptr to i64
    %1086 = llvm.mlir.constant(64 : index) : i64
    %1087 = llvm.add %1085, %1086 : i64
    %1088 = llvm.call @malloc(%1087) : (i64) -> !llvm.ptr
    %1089 = llvm.ptrtoint %1088 : !llvm.ptr to i64
    %1090 = llvm.mlir.constant(1 : index) : i64
    %1091 = llvm.sub %1086, %1090 : i64
    %1092 = llvm.add %1089, %1091 : i64
    %1093 = llvm.urem %1092, %1086 : i64
    %1094 = llvm.sub %1092, %1093 : i64
    %1095 = llvm.inttoptr %1094 : i64 to !llvm.ptr
    %1096 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1097 = llvm.insertvalue %1088, %1096[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1098 = llvm.insertvalue %1095, %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1099 = llvm.mlir.constant(0 : index) : i64
    %1100 = llvm.insertvalue %1099, %1098[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1101 = llvm.insertvalue %1078, %1100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1102 = llvm.insertvalue %1079, %1101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1103 = llvm.insertvalue %1080, %1102[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1104 = llvm.insertvalue %1079, %1103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1105 = llvm.insertvalue %1080, %1104[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1106 = llvm.insertvalue %1081, %1105[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1107 = llvm.mlir.constant(1 : index) : i64
    %1108 = llvm.mlir.constant(8 : index) : i64
    %1109 = llvm.mlir.constant(4 : index) : i64
    %1110 = llvm.mlir.constant(1 : index) : i64
    %1111 = llvm.mlir.constant(32 : index) : i64
    %1112 = llvm.mlir.constant(32 : index) : i64
    %1113 = llvm.mlir.zero : !llvm.ptr
    %1114 = llvm.getelementptr %1113[%1112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1115 = llvm.ptrtoint %1114 : !llvm.ptr to i64
    %1116 = llvm.mlir.constant(64 : index) : i64
    %1117 = llvm.add %1115, %1116 : i64
    %1118 = llvm.call @malloc(%1117) : (i64) -> !llvm.ptr
    %1119 = llvm.ptrtoint %1118 : !llvm.ptr to i64
    %1120 = llvm.mlir.constant(1 : index) : i64
    %1121 = llvm.sub %1116, %1120 : i64
    %1122 = llvm.add %1119, %1121 : i64
    %1123 = llvm.urem %1122, %1116 : i64
    %1124 = llvm.sub %1122, %1123 : i64
    %1125 = llvm.inttoptr %1124 : i64 to !llvm.ptr
    %1126 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1127 = llvm.insertvalue %1118, %1126[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1128 = llvm.insertvalue %1125, %1127[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1129 = llvm.mlir.constant(0 : index) : i64
    %1130 = llvm.insertvalue %1129, %1128[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1131 = llvm.insertvalue %1107, %1130[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1132 = llvm.insertvalue %1108, %1131[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1133 = llvm.insertvalue %1109, %1132[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1134 = llvm.insertvalue %1111, %1133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1135 = llvm.insertvalue %1109, %1134[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.insertvalue %1110, %1135[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb67(%20 : i64)
  ^bb67(%1137: i64):  // 2 preds: ^bb66, ^bb74
    %1138 = llvm.icmp "slt" %1137, %15 : i64
    llvm.cond_br %1138, ^bb68, ^bb75
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%20 : i64)
  ^bb69(%1139: i64):  // 2 preds: ^bb68, ^bb73
    %1140 = llvm.icmp "slt" %1139, %14 : i64
    llvm.cond_br %1140, ^bb70, ^bb74
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%20 : i64)
  ^bb71(%1141: i64):  // 2 preds: ^bb70, ^bb72
    %1142 = llvm.icmp "slt" %1141, %12 : i64
    llvm.cond_br %1142, ^bb72, ^bb73
  ^bb72:  // pred: ^bb71
    %1143 = llvm.extractvalue %1077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1144 = llvm.mlir.constant(8 : index) : i64
    %1145 = llvm.mul %1137, %1144 overflow<nsw, nuw> : i64
    %1146 = llvm.add %1145, %1139 overflow<nsw, nuw> : i64
    %1147 = llvm.add %1146, %20 overflow<nsw, nuw> : i64
    %1148 = llvm.getelementptr inbounds|nuw %1143[%1147] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1149 = llvm.load %1148 : !llvm.ptr -> i64
    %1150 = llvm.extractvalue %402[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1151 = llvm.getelementptr inbounds|nuw %1150[%1141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1152 = llvm.load %1151 : !llvm.ptr -> f32
    %1153 = llvm.sitofp %1149 : i64 to f32
    %1154 = llvm.fmul %1153, %1152 : f32
    %1155 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1156 = llvm.mlir.constant(32 : index) : i64
    %1157 = llvm.mul %1137, %1156 overflow<nsw, nuw> : i64
    %1158 = llvm.mlir.constant(4 : index) : i64
    %1159 = llvm.mul %1139, %1158 overflow<nsw, nuw> : i64
    %1160 = llvm.add %1157, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.add %1160, %1141 overflow<nsw, nuw> : i64
    %1162 = llvm.getelementptr inbounds|nuw %1155[%1161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1154, %1162 : f32, !llvm.ptr
    %1163 = llvm.add %1141, %15 : i64
    llvm.br ^bb71(%1163 : i64)
  ^bb73:  // pred: ^bb71
    %1164 = llvm.add %1139, %15 : i64
    llvm.br ^bb69(%1164 : i64)
  ^bb74:  // pred: ^bb69
    %1165 = llvm.add %1137, %15 : i64
    llvm.br ^bb67(%1165 : i64)
  ^bb75:  // pred: ^bb67
    %1166 = llvm.mlir.constant(1 : index) : i64
    %1167 = llvm.mlir.constant(8 : index) : i64
    %1168 = llvm.mlir.constant(8 : index) : i64
    %1169 = llvm.mlir.constant(1 : index) : i64
    %1170 = llvm.mlir.constant(64 : index) : i64
    %1171 = llvm.mlir.constant(64 : index) : i64
    %1172 = llvm.mlir.zero : !llvm.ptr
    %1173 = llvm.getelementptr %1172[%1171] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1174 = llvm.ptrtoint %1173 : !llvm.ptr to i64
    %1175 = llvm.mlir.constant(64 : index) : i64
    %1176 = llvm.add %1174, %1175 : i64
    %1177 = llvm.call @malloc(%1176) : (i64) -> !llvm.ptr
    %1178 = llvm.ptrtoint %1177 : !llvm.ptr to i64
    %1179 = llvm.mlir.constant(1 : index) : i64
    %1180 = llvm.sub %1175, %1179 : i64
    %1181 = llvm.add %1178, %1180 : i64
    %1182 = llvm.urem %1181, %1175 : i64
    %1183 = llvm.sub %1181, %1182 : i64
    %1184 = llvm.inttoptr %1183 : i64 to !llvm.ptr
    %1185 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1186 = llvm.insertvalue %1177, %1185[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1187 = llvm.insertvalue %1184, %1186[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1188 = llvm.mlir.constant(0 : index) : i64
    %1189 = llvm.insertvalue %1188, %1187[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1190 = llvm.insertvalue %1166, %1189[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1191 = llvm.insertvalue %1167, %1190[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1192 = llvm.insertvalue %1168, %1191[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1193 = llvm.insertvalue %1170, %1192[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1194 = llvm.insertvalue %1168, %1193[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1195 = llvm.insertvalue %1169, %1194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1196 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1197 = llvm.extractvalue %1195[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.extractvalue %1195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1199 = llvm.insertvalue %1197, %1196[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1200 = llvm.insertvalue %1198, %1199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1201 = llvm.mlir.constant(0 : index) : i64
    %1202 = llvm.insertvalue %1201, %1200[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1203 = llvm.mlir.constant(1 : index) : i64
    %1204 = llvm.insertvalue %1203, %1202[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1205 = llvm.mlir.constant(64 : index) : i64
    %1206 = llvm.insertvalue %1205, %1204[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1207 = llvm.mlir.constant(8 : index) : i64
    %1208 = llvm.insertvalue %1207, %1206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1209 = llvm.mlir.constant(8 : index) : i64
    %1210 = llvm.insertvalue %1209, %1208[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1211 = llvm.mlir.constant(4 : index) : i64
    %1212 = llvm.insertvalue %1211, %1210[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1213 = llvm.mlir.constant(1 : index) : i64
    %1214 = llvm.insertvalue %1213, %1212[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb76(%20 : i64)
  ^bb76(%1215: i64):  // 2 preds: ^bb75, ^bb83
    %1216 = llvm.icmp "slt" %1215, %15 : i64
    llvm.cond_br %1216, ^bb77, ^bb84
  ^bb77:  // pred: ^bb76
    llvm.br ^bb78(%20 : i64)
  ^bb78(%1217: i64):  // 2 preds: ^bb77, ^bb82
    %1218 = llvm.icmp "slt" %1217, %14 : i64
    llvm.cond_br %1218, ^bb79, ^bb83
  ^bb79:  // pred: ^bb78
    llvm.br ^bb80(%20 : i64)
  ^bb80(%1219: i64):  // 2 preds: ^bb79, ^bb81
    %1220 = llvm.icmp "slt" %1219, %12 : i64
    llvm.cond_br %1220, ^bb81, ^bb82
  ^bb81:  // pred: ^bb80
    %1221 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1222 = llvm.mlir.constant(32 : index) : i64
    %1223 = llvm.mul %1215, %1222 overflow<nsw, nuw> : i64
    %1224 = llvm.mlir.constant(4 : index) : i64
    %1225 = llvm.mul %1217, %1224 overflow<nsw, nuw> : i64
    %1226 = llvm.add %1223, %1225 overflow<nsw, nuw> : i64
    %1227 = llvm.add %1226, %1219 overflow<nsw, nuw> : i64
    %1228 = llvm.getelementptr inbounds|nuw %1221[%1227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1229 = llvm.load %1228 : !llvm.ptr -> f32
    %1230 = llvm.extractvalue %1214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1231 = llvm.mlir.constant(64 : index) : i64
    %1232 = llvm.mul %1215, %1231 overflow<nsw, nuw> : i64
    %1233 = llvm.mlir.constant(8 : index) : i64
    %1234 = llvm.mul %1217, %1233 overflow<nsw, nuw> : i64
    %1235 = llvm.add %1232, %1234 overflow<nsw, nuw> : i64
    %1236 = llvm.add %1235, %1219 overflow<nsw, nuw> : i64
    %1237 = llvm.getelementptr inbounds|nuw %1230[%1236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1229, %1237 : f32, !llvm.ptr
    %1238 = llvm.add %1219, %15 : i64
    llvm.br ^bb80(%1238 : i64)
  ^bb82:  // pred: ^bb80
    %1239 = llvm.add %1217, %15 : i64
    llvm.br ^bb78(%1239 : i64)
  ^bb83:  // pred: ^bb78
    %1240 = llvm.add %1215, %15 : i64
    llvm.br ^bb76(%1240 : i64)
  ^bb84:  // pred: ^bb76
    %1241 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1242 = llvm.extractvalue %1195[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1243 = llvm.extractvalue %1195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1244 = llvm.insertvalue %1242, %1241[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.insertvalue %1243, %1244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.mlir.constant(4 : index) : i64
    %1247 = llvm.insertvalue %1246, %1245[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1248 = llvm.mlir.constant(1 : index) : i64
    %1249 = llvm.insertvalue %1248, %1247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1250 = llvm.mlir.constant(64 : index) : i64
    %1251 = llvm.insertvalue %1250, %1249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1252 = llvm.mlir.constant(8 : index) : i64
    %1253 = llvm.insertvalue %1252, %1251[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1254 = llvm.mlir.constant(8 : index) : i64
    %1255 = llvm.insertvalue %1254, %1253[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1256 = llvm.mlir.constant(4 : index) : i64
    %1257 = llvm.insertvalue %1256, %1255[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1258 = llvm.mlir.constant(1 : index) : i64
    %1259 = llvm.insertvalue %1258, %1257[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb85(%20 : i64)
  ^bb85(%1260: i64):  // 2 preds: ^bb84, ^bb92
    %1261 = llvm.icmp "slt" %1260, %15 : i64
    llvm.cond_br %1261, ^bb86, ^bb93
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%20 : i64)
  ^bb87(%1262: i64):  // 2 preds: ^bb86, ^bb91
    %1263 = llvm.icmp "slt" %1262, %14 : i64
    llvm.cond_br %1263, ^bb88, ^bb92
  ^bb88:  // pred: ^bb87
    llvm.br ^bb89(%20 : i64)
  ^bb89(%1264: i64):  // 2 preds: ^bb88, ^bb90
    %1265 = llvm.icmp "slt" %1264, %12 : i64
    llvm.cond_br %1265, ^bb90, ^bb91
  ^bb90:  // pred: ^bb89
    %1266 = llvm.extractvalue %1136[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1267 = llvm.mlir.constant(32 : index) : i64
    %1268 = llvm.mul %1260, %1267 overflow<nsw, nuw> : i64
    %1269 = llvm.mlir.constant(4 : index) : i64
    %1270 = llvm.mul %1262, %1269 overflow<nsw, nuw> : i64
    %1271 = llvm.add %1268, %1270 overflow<nsw, nuw> : i64
    %1272 = llvm.add %1271, %1264 overflow<nsw, nuw> : i64
    %1273 = llvm.getelementptr inbounds|nuw %1266[%1272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1274 = llvm.load %1273 : !llvm.ptr -> f32
    %1275 = llvm.extractvalue %1259[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1276 = llvm.mlir.constant(4 : index) : i64
    %1277 = llvm.getelementptr %1275[%1276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1278 = llvm.mlir.constant(64 : index) : i64
    %1279 = llvm.mul %1260, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.mlir.constant(8 : index) : i64
    %1281 = llvm.mul %1262, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1279, %1281 overflow<nsw, nuw> : i64
    %1283 = llvm.add %1282, %1264 overflow<nsw, nuw> : i64
    %1284 = llvm.getelementptr inbounds|nuw %1277[%1283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1274, %1284 : f32, !llvm.ptr
    %1285 = llvm.add %1264, %15 : i64
    llvm.br ^bb89(%1285 : i64)
  ^bb91:  // pred: ^bb89
    %1286 = llvm.add %1262, %15 : i64
    llvm.br ^bb87(%1286 : i64)
  ^bb92:  // pred: ^bb87
    %1287 = llvm.add %1260, %15 : i64
    llvm.br ^bb85(%1287 : i64)
  ^bb93:  // pred: ^bb85
    %1288 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1289 = llvm.extractvalue %1195[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1290 = llvm.extractvalue %1195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1291 = llvm.insertvalue %1289, %1288[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1292 = llvm.insertvalue %1290, %1291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1293 = llvm.mlir.constant(0 : index) : i64
    %1294 = llvm.insertvalue %1293, %1292[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1295 = llvm.mlir.constant(1 : index) : i64
    %1296 = llvm.insertvalue %1295, %1294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1297 = llvm.mlir.constant(64 : index) : i64
    %1298 = llvm.insertvalue %1297, %1296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1299 = llvm.mlir.constant(1 : index) : i64
    %1300 = llvm.insertvalue %1299, %1298[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1301 = llvm.mlir.constant(64 : index) : i64
    %1302 = llvm.insertvalue %1301, %1300[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1303 = llvm.mlir.constant(8 : index) : i64
    %1304 = llvm.insertvalue %1303, %1302[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1305 = llvm.mlir.constant(8 : index) : i64
    %1306 = llvm.insertvalue %1305, %1304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1307 = llvm.mlir.constant(8 : index) : i64
    %1308 = llvm.insertvalue %1307, %1306[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1309 = llvm.mlir.constant(1 : index) : i64
    %1310 = llvm.insertvalue %1309, %1308[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1311 = llvm.mlir.constant(1 : index) : i64
    %1312 = llvm.mlir.constant(1 : index) : i64
    %1313 = llvm.mlir.constant(8 : index) : i64
    %1314 = llvm.mlir.constant(8 : index) : i64
    %1315 = llvm.mlir.constant(1 : index) : i64
    %1316 = llvm.mlir.constant(64 : index) : i64
    %1317 = llvm.mlir.constant(64 : index) : i64
    %1318 = llvm.mlir.constant(64 : index) : i64
    %1319 = llvm.mlir.zero : !llvm.ptr
    %1320 = llvm.getelementptr %1319[%1318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1321 = llvm.ptrtoint %1320 : !llvm.ptr to i64
    %1322 = llvm.mlir.constant(64 : index) : i64
    %1323 = llvm.add %1321, %1322 : i64
    %1324 = llvm.call @malloc(%1323) : (i64) -> !llvm.ptr
    %1325 = llvm.ptrtoint %1324 : !llvm.ptr to i64
    %1326 = llvm.mlir.constant(1 : index) : i64
    %1327 = llvm.sub %1322, %1326 : i64
    %1328 = llvm.add %1325, %1327 : i64
    %1329 = llvm.urem %1328, %1322 : i64
    %1330 = llvm.sub %1328, %1329 : i64
    %1331 = llvm.inttoptr %1330 : i64 to !llvm.ptr
    %1332 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1333 = llvm.insertvalue %1324, %1332[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1334 = llvm.insertvalue %1331, %1333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1335 = llvm.mlir.constant(0 : index) : i64
    %1336 = llvm.insertvalue %1335, %1334[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1337 = llvm.insertvalue %1311, %1336[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1338 = llvm.insertvalue %1312, %1337[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1339 = llvm.insertvalue %1313, %1338[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1340 = llvm.insertvalue %1314, %1339[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1341 = llvm.insertvalue %1317, %1340[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1342 = llvm.insertvalue %1316, %1341[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1343 = llvm.insertvalue %1314, %1342[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1344 = llvm.insertvalue %1315, %1343[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb94(%20 : i64)
  ^bb94(%1345: i64):  // 2 preds: ^bb93, ^bb104
    %1346 = llvm.icmp "slt" %1345, %15 : i64
    llvm.cond_br %1346, ^bb95, ^bb105
  ^bb95:  // pred: ^bb94
    llvm.br ^bb96(%20 : i64)
  ^bb96(%1347: i64):  // 2 preds: ^bb95, ^bb103
    %1348 = llvm.icmp "slt" %1347, %15 : i64
    llvm.cond_br %1348, ^bb97, ^bb104
  ^bb97:  // pred: ^bb96
    llvm.br ^bb98(%20 : i64)
  ^bb98(%1349: i64):  // 2 preds: ^bb97, ^bb102
    %1350 = llvm.icmp "slt" %1349, %14 : i64
    llvm.cond_br %1350, ^bb99, ^bb103
  ^bb99:  // pred: ^bb98
    llvm.br ^bb100(%20 : i64)
  ^bb100(%1351: i64):  // 2 preds: ^bb99, ^bb101
    %1352 = llvm.icmp "slt" %1351, %14 : i64
    llvm.cond_br %1352, ^bb101, ^bb102
  ^bb101:  // pred: ^bb100
    %1353 = llvm.extractvalue %1310[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1354 = llvm.mlir.constant(64 : index) : i64
    %1355 = llvm.mul %1345, %1354 overflow<nsw, nuw> : i64
    %1356 = llvm.mlir.constant(64 : index) : i64
    %1357 = llvm.mul %1347, %1356 overflow<nsw, nuw> : i64
    %1358 = llvm.add %1355, %1357 overflow<nsw, nuw> : i64
    %1359 = llvm.mlir.constant(8 : index) : i64
    %1360 = llvm.mul %1349, %1359 overflow<nsw, nuw> : i64
    %1361 = llvm.add %1358, %1360 overflow<nsw, nuw> : i64
    %1362 = llvm.add %1361, %1351 overflow<nsw, nuw> : i64
    %1363 = llvm.getelementptr inbounds|nuw %1353[%1362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1364 = llvm.load %1363 : !llvm.ptr -> f32
    %1365 = llvm.intr.cos(%1364) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1366 = llvm.extractvalue %1344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1367 = llvm.mlir.constant(64 : index) : i64
    %1368 = llvm.mul %1345, %1367 overflow<nsw, nuw> : i64
    %1369 = llvm.mlir.constant(64 : index) : i64
    %1370 = llvm.mul %1347, %1369 overflow<nsw, nuw> : i64
    %1371 = llvm.add %1368, %1370 overflow<nsw, nuw> : i64
    %1372 = llvm.mlir.constant(8 : index) : i64
    %1373 = llvm.mul %1349, %1372 overflow<nsw, nuw> : i64
    %1374 = llvm.add %1371, %1373 overflow<nsw, nuw> : i64
    %1375 = llvm.add %1374, %1351 overflow<nsw, nuw> : i64
    %1376 = llvm.getelementptr inbounds|nuw %1366[%1375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1365, %1376 : f32, !llvm.ptr
    %1377 = llvm.add %1351, %15 : i64
    llvm.br ^bb100(%1377 : i64)
  ^bb102:  // pred: ^bb100
    %1378 = llvm.add %1349, %15 : i64
    llvm.br ^bb98(%1378 : i64)
  ^bb103:  // pred: ^bb98
    %1379 = llvm.add %1347, %15 : i64
    llvm.br ^bb96(%1379 : i64)
  ^bb104:  // pred: ^bb96
    %1380 = llvm.add %1345, %15 : i64
    llvm.br ^bb94(%1380 : i64)
  ^bb105:  // pred: ^bb94
    %1381 = llvm.mlir.constant(1 : index) : i64
    %1382 = llvm.mlir.constant(1 : index) : i64
    %1383 = llvm.mlir.constant(8 : index) : i64
    %1384 = llvm.mlir.constant(8 : index) : i64
    %1385 = llvm.mlir.constant(1 : index) : i64
    %1386 = llvm.mlir.constant(64 : index) : i64
    %1387 = llvm.mlir.constant(64 : index) : i64
    %1388 = llvm.mlir.constant(64 : index) : i64
    %1389 = llvm.mlir.zero : !llvm.ptr
    %1390 = llvm.getelementptr %1389[%1388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1391 = llvm.ptrtoint %1390 : !llvm.ptr to i64
    %1392 = llvm.mlir.constant(64 : index) : i64
    %1393 = llvm.add %1391, %1392 : i64
    %1394 = llvm.call @malloc(%1393) : (i64) -> !llvm.ptr
    %1395 = llvm.ptrtoint %1394 : !llvm.ptr to i64
    %1396 = llvm.mlir.constant(1 : index) : i64
    %1397 = llvm.sub %1392, %1396 : i64
    %1398 = llvm.add %1395, %1397 : i64
    %1399 = llvm.urem %1398, %1392 : i64
    %1400 = llvm.sub %1398, %1399 : i64
    %1401 = llvm.inttoptr %1400 : i64 to !llvm.ptr
    %1402 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1403 = llvm.insertvalue %1394, %1402[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1404 = llvm.insertvalue %1401, %1403[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1405 = llvm.mlir.constant(0 : index) : i64
    %1406 = llvm.insertvalue %1405, %1404[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1407 = llvm.insertvalue %1381, %1406[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1408 = llvm.insertvalue %1382, %1407[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1409 = llvm.insertvalue %1383, %1408[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1410 = llvm.insertvalue %1384, %1409[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1411 = llvm.insertvalue %1387, %1410[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1412 = llvm.insertvalue %1386, %1411[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1413 = llvm.insertvalue %1384, %1412[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1414 = llvm.insertvalue %1385, %1413[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb106(%20 : i64)
  ^bb106(%1415: i64):  // 2 preds: ^bb105, ^bb116
    %1416 = llvm.icmp "slt" %1415, %15 : i64
    llvm.cond_br %1416, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%20 : i64)
  ^bb108(%1417: i64):  // 2 preds: ^bb107, ^bb115
    %1418 = llvm.icmp "slt" %1417, %15 : i64
    llvm.cond_br %1418, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%20 : i64)
  ^bb110(%1419: i64):  // 2 preds: ^bb109, ^bb114
    %1420 = llvm.icmp "slt" %1419, %14 : i64
    llvm.cond_br %1420, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%20 : i64)
  ^bb112(%1421: i64):  // 2 preds: ^bb111, ^bb113
    %1422 = llvm.icmp "slt" %1421, %14 : i64
    llvm.cond_br %1422, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %1423 = llvm.extractvalue %1310[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1424 = llvm.mlir.constant(64 : index) : i64
    %1425 = llvm.mul %1415, %1424 overflow<nsw, nuw> : i64
    %1426 = llvm.mlir.constant(64 : index) : i64
    %1427 = llvm.mul %1417, %1426 overflow<nsw, nuw> : i64
    %1428 = llvm.add %1425, %1427 overflow<nsw, nuw> : i64
    %1429 = llvm.mlir.constant(8 : index) : i64
    %1430 = llvm.mul %1419, %1429 overflow<nsw, nuw> : i64
    %1431 = llvm.add %1428, %1430 overflow<nsw, nuw> : i64
    %1432 = llvm.add %1431, %1421 overflow<nsw, nuw> : i64
    %1433 = llvm.getelementptr inbounds|nuw %1423[%1432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1434 = llvm.load %1433 : !llvm.ptr -> f32
    %1435 = llvm.intr.sin(%1434) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1436 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1437 = llvm.mlir.constant(64 : index) : i64
    %1438 = llvm.mul %1415, %1437 overflow<nsw, nuw> : i64
    %1439 = llvm.mlir.constant(64 : index) : i64
    %1440 = llvm.mul %1417, %1439 overflow<nsw, nuw> : i64
    %1441 = llvm.add %1438, %1440 overflow<nsw, nuw> : i64
    %1442 = llvm.mlir.constant(8 : index) : i64
    %1443 = llvm.mul %1419, %1442 overflow<nsw, nuw> : i64
    %1444 = llvm.add %1441, %1443 overflow<nsw, nuw> : i64
    %1445 = llvm.add %1444, %1421 overflow<nsw, nuw> : i64
    %1446 = llvm.getelementptr inbounds|nuw %1436[%1445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1435, %1446 : f32, !llvm.ptr
    %1447 = llvm.add %1421, %15 : i64
    llvm.br ^bb112(%1447 : i64)
  ^bb114:  // pred: ^bb112
    %1448 = llvm.add %1419, %15 : i64
    llvm.br ^bb110(%1448 : i64)
  ^bb115:  // pred: ^bb110
    %1449 = llvm.add %1417, %15 : i64
    llvm.br ^bb108(%1449 : i64)
  ^bb116:  // pred: ^bb108
    %1450 = llvm.add %1415, %15 : i64
    llvm.br ^bb106(%1450 : i64)
  ^bb117:  // pred: ^bb106
    llvm.br ^bb118(%20 : i64)
  ^bb118(%1451: i64):  // 2 preds: ^bb117, ^bb125
    %1452 = llvm.icmp "slt" %1451, %15 : i64
    llvm.cond_br %1452, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%20 : i64)
  ^bb120(%1453: i64):  // 2 preds: ^bb119, ^bb124
    %1454 = llvm.icmp "slt" %1453, %14 : i64
    llvm.cond_br %1454, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%20 : i64)
  ^bb122(%1455: i64):  // 2 preds: ^bb121, ^bb123
    %1456 = llvm.icmp "slt" %1455, %15 : i64
    llvm.cond_br %1456, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %1457 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1458 = llvm.mlir.constant(8 : index) : i64
    %1459 = llvm.mul %1451, %1458 overflow<nsw, nuw> : i64
    %1460 = llvm.add %1459, %1453 overflow<nsw, nuw> : i64
    %1461 = llvm.add %1460, %1455 overflow<nsw, nuw> : i64
    %1462 = llvm.getelementptr inbounds|nuw %1457[%1461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1462 : f32, !llvm.ptr
    %1463 = llvm.add %1455, %15 : i64
    llvm.br ^bb122(%1463 : i64)
  ^bb124:  // pred: ^bb122
    %1464 = llvm.add %1453, %15 : i64
    llvm.br ^bb120(%1464 : i64)
  ^bb125:  // pred: ^bb120
    %1465 = llvm.add %1451, %15 : i64
    llvm.br ^bb118(%1465 : i64)
  ^bb126:  // pred: ^bb118
    %1466 = llvm.mlir.constant(1 : index) : i64
    %1467 = llvm.mlir.constant(8 : index) : i64
    %1468 = llvm.mlir.constant(1 : index) : i64
    %1469 = llvm.mlir.constant(1 : index) : i64
    %1470 = llvm.mlir.constant(8 : index) : i64
    %1471 = llvm.mlir.zero : !llvm.ptr
    %1472 = llvm.getelementptr %1471[%1470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1473 = llvm.ptrtoint %1472 : !llvm.ptr to i64
    %1474 = llvm.mlir.constant(64 : index) : i64
    %1475 = llvm.add %1473, %1474 : i64
    %1476 = llvm.call @malloc(%1475) : (i64) -> !llvm.ptr
    %1477 = llvm.ptrtoint %1476 : !llvm.ptr to i64
    %1478 = llvm.mlir.constant(1 : index) : i64
    %1479 = llvm.sub %1474, %1478 : i64
    %1480 = llvm.add %1477, %1479 : i64
    %1481 = llvm.urem %1480, %1474 : i64
    %1482 = llvm.sub %1480, %1481 : i64
    %1483 = llvm.inttoptr %1482 : i64 to !llvm.ptr
    %1484 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.insertvalue %1476, %1484[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.insertvalue %1483, %1485[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1487 = llvm.mlir.constant(0 : index) : i64
    %1488 = llvm.insertvalue %1487, %1486[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.insertvalue %1466, %1488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.insertvalue %1467, %1489[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1491 = llvm.insertvalue %1468, %1490[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.insertvalue %1467, %1491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.insertvalue %1468, %1492[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1494 = llvm.insertvalue %1469, %1493[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb127(%20 : i64)
  ^bb127(%1495: i64):  // 2 preds: ^bb126, ^bb134
    %1496 = llvm.icmp "slt" %1495, %15 : i64
    llvm.cond_br %1496, ^bb128, ^bb135
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%20 : i64)
  ^bb129(%1497: i64):  // 2 preds: ^bb128, ^bb133
    %1498 = llvm.icmp "slt" %1497, %14 : i64
    llvm.cond_br %1498, ^bb130, ^bb134
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%20 : i64)
  ^bb131(%1499: i64):  // 2 preds: ^bb130, ^bb132
    %1500 = llvm.icmp "slt" %1499, %15 : i64
    llvm.cond_br %1500, ^bb132, ^bb133
  ^bb132:  // pred: ^bb131
    %1501 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1502 = llvm.mlir.constant(8 : index) : i64
    %1503 = llvm.mul %1495, %1502 overflow<nsw, nuw> : i64
    %1504 = llvm.add %1503, %1497 overflow<nsw, nuw> : i64
    %1505 = llvm.add %1504, %1499 overflow<nsw, nuw> : i64
    %1506 = llvm.getelementptr inbounds|nuw %1501[%1505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1507 = llvm.load %1506 : !llvm.ptr -> f32
    %1508 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1509 = llvm.mlir.constant(8 : index) : i64
    %1510 = llvm.mul %1495, %1509 overflow<nsw, nuw> : i64
    %1511 = llvm.add %1510, %1497 overflow<nsw, nuw> : i64
    %1512 = llvm.add %1511, %1499 overflow<nsw, nuw> : i64
    %1513 = llvm.getelementptr inbounds|nuw %1508[%1512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1507, %1513 : f32, !llvm.ptr
    %1514 = llvm.add %1499, %15 : i64
    llvm.br ^bb131(%1514 : i64)
  ^bb133:  // pred: ^bb131
    %1515 = llvm.add %1497, %15 : i64
    llvm.br ^bb129(%1515 : i64)
  ^bb134:  // pred: ^bb129
    %1516 = llvm.add %1495, %15 : i64
    llvm.br ^bb127(%1516 : i64)
  ^bb135:  // pred: ^bb127
    llvm.br ^bb136(%20 : i64)
  ^bb136(%1517: i64):  // 2 preds: ^bb135, ^bb143
    %1518 = llvm.icmp "slt" %1517, %15 : i64
    llvm.cond_br %1518, ^bb137, ^bb144
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%20 : i64)
  ^bb138(%1519: i64):  // 2 preds: ^bb137, ^bb142
    %1520 = llvm.icmp "slt" %1519, %14 : i64
    llvm.cond_br %1520, ^bb139, ^bb143
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%20 : i64)
  ^bb140(%1521: i64):  // 2 preds: ^bb139, ^bb141
    %1522 = llvm.icmp "slt" %1521, %13 : i64
    llvm.cond_br %1522, ^bb141, ^bb142
  ^bb141:  // pred: ^bb140
    %1523 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1524 = llvm.mlir.constant(256 : index) : i64
    %1525 = llvm.mul %1517, %1524 overflow<nsw, nuw> : i64
    %1526 = llvm.mlir.constant(32 : index) : i64
    %1527 = llvm.mul %1519, %1526 overflow<nsw, nuw> : i64
    %1528 = llvm.add %1525, %1527 overflow<nsw, nuw> : i64
    %1529 = llvm.add %1528, %1521 overflow<nsw, nuw> : i64
    %1530 = llvm.getelementptr inbounds|nuw %1523[%1529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1531 = llvm.load %1530 : !llvm.ptr -> f32
    %1532 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1533 = llvm.mlir.constant(8 : index) : i64
    %1534 = llvm.mul %1517, %1533 overflow<nsw, nuw> : i64
    %1535 = llvm.add %1534, %1519 overflow<nsw, nuw> : i64
    %1536 = llvm.add %1535, %20 overflow<nsw, nuw> : i64
    %1537 = llvm.getelementptr inbounds|nuw %1532[%1536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1538 = llvm.load %1537 : !llvm.ptr -> f32
    %1539 = llvm.fmul %1531, %1531 : f32
    %1540 = llvm.fadd %1539, %1538 : f32
    %1541 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1542 = llvm.mlir.constant(8 : index) : i64
    %1543 = llvm.mul %1517, %1542 overflow<nsw, nuw> : i64
    %1544 = llvm.add %1543, %1519 overflow<nsw, nuw> : i64
    %1545 = llvm.add %1544, %20 overflow<nsw, nuw> : i64
    %1546 = llvm.getelementptr inbounds|nuw %1541[%1545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1540, %1546 : f32, !llvm.ptr
    %1547 = llvm.add %1521, %15 : i64
    llvm.br ^bb140(%1547 : i64)
  ^bb142:  // pred: ^bb140
    %1548 = llvm.add %1519, %15 : i64
    llvm.br ^bb138(%1548 : i64)
  ^bb143:  // pred: ^bb138
    %1549 = llvm.add %1517, %15 : i64
    llvm.br ^bb136(%1549 : i64)
  ^bb144:  // pred: ^bb136
    llvm.br ^bb145(%20 : i64)
  ^bb145(%1550: i64):  // 2 preds: ^bb144, ^bb152
    %1551 = llvm.icmp "slt" %1550, %15 : i64
    llvm.cond_br %1551, ^bb146, ^bb153
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%20 : i64)
  ^bb147(%1552: i64):  // 2 preds: ^bb146, ^bb151
    %1553 = llvm.icmp "slt" %1552, %14 : i64
    llvm.cond_br %1553, ^bb148, ^bb152
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%20 : i64)
  ^bb149(%1554: i64):  // 2 preds: ^bb148, ^bb150
    %1555 = llvm.icmp "slt" %1554, %13 : i64
    llvm.cond_br %1555, ^bb150, ^bb151
  ^bb150:  // pred: ^bb149
    %1556 = llvm.extractvalue %386[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1557 = llvm.getelementptr inbounds|nuw %1556[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1558 = llvm.load %1557 : !llvm.ptr -> f32
    %1559 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1560 = llvm.mlir.constant(256 : index) : i64
    %1561 = llvm.mul %1550, %1560 overflow<nsw, nuw> : i64
    %1562 = llvm.mlir.constant(32 : index) : i64
    %1563 = llvm.mul %1552, %1562 overflow<nsw, nuw> : i64
    %1564 = llvm.add %1561, %1563 overflow<nsw, nuw> : i64
    %1565 = llvm.add %1564, %1554 overflow<nsw, nuw> : i64
    %1566 = llvm.getelementptr inbounds|nuw %1559[%1565] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1567 = llvm.load %1566 : !llvm.ptr -> f32
    %1568 = llvm.extractvalue %1494[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1569 = llvm.mlir.constant(8 : index) : i64
    %1570 = llvm.mul %1550, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.add %1570, %1552 overflow<nsw, nuw> : i64
    %1572 = llvm.add %1571, %20 overflow<nsw, nuw> : i64
    %1573 = llvm.getelementptr inbounds|nuw %1568[%1572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1574 = llvm.load %1573 : !llvm.ptr -> f32
    %1575 = llvm.fdiv %1574, %16 : f32
    %1576 = llvm.fptrunc %17 : f64 to f32
    %1577 = llvm.fadd %1575, %1576 : f32
    %1578 = llvm.intr.sqrt(%1577) : (f32) -> f32
    %1579 = llvm.fdiv %26, %1578 : f32
    %1580 = llvm.fmul %1567, %1579 : f32
    %1581 = llvm.fmul %1558, %1580 : f32
    %1582 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1583 = llvm.mlir.constant(256 : index) : i64
    %1584 = llvm.mul %1550, %1583 overflow<nsw, nuw> : i64
    %1585 = llvm.mlir.constant(32 : index) : i64
    %1586 = llvm.mul %1552, %1585 overflow<nsw, nuw> : i64
    %1587 = llvm.add %1584, %1586 overflow<nsw, nuw> : i64
    %1588 = llvm.add %1587, %1554 overflow<nsw, nuw> : i64
    %1589 = llvm.getelementptr inbounds|nuw %1582[%1588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1581, %1589 : f32, !llvm.ptr
    %1590 = llvm.add %1554, %15 : i64
    llvm.br ^bb149(%1590 : i64)
  ^bb151:  // pred: ^bb149
    %1591 = llvm.add %1552, %15 : i64
    llvm.br ^bb147(%1591 : i64)
  ^bb152:  // pred: ^bb147
    %1592 = llvm.add %1550, %15 : i64
    llvm.br ^bb145(%1592 : i64)
  ^bb153:  // pred: ^bb145
    %1593 = llvm.mlir.constant(8 : index) : i64
    %1594 = llvm.mlir.constant(32 : index) : i64
    %1595 = llvm.mlir.constant(1 : index) : i64
    %1596 = llvm.mlir.constant(256 : index) : i64
    %1597 = llvm.mlir.zero : !llvm.ptr
    %1598 = llvm.getelementptr %1597[%1596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %1610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1611 = llvm.insertvalue %1602, %1610[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1612 = llvm.insertvalue %1609, %1611[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1613 = llvm.mlir.constant(0 : index) : i64
    %1614 = llvm.insertvalue %1613, %1612[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1615 = llvm.insertvalue %1593, %1614[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1616 = llvm.insertvalue %1594, %1615[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1617 = llvm.insertvalue %1594, %1616[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1618 = llvm.insertvalue %1595, %1617[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb154(%20 : i64)
  ^bb154(%1619: i64):  // 2 preds: ^bb153, ^bb158
    %1620 = llvm.icmp "slt" %1619, %14 : i64
    llvm.cond_br %1620, ^bb155, ^bb159
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%20 : i64)
  ^bb156(%1621: i64):  // 2 preds: ^bb155, ^bb157
    %1622 = llvm.icmp "slt" %1621, %13 : i64
    llvm.cond_br %1622, ^bb157, ^bb158
  ^bb157:  // pred: ^bb156
    %1623 = llvm.extractvalue %1618[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1624 = llvm.mlir.constant(32 : index) : i64
    %1625 = llvm.mul %1619, %1624 overflow<nsw, nuw> : i64
    %1626 = llvm.add %1625, %1621 overflow<nsw, nuw> : i64
    %1627 = llvm.getelementptr inbounds|nuw %1623[%1626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1627 : f32, !llvm.ptr
    %1628 = llvm.add %1621, %15 : i64
    llvm.br ^bb156(%1628 : i64)
  ^bb158:  // pred: ^bb156
    %1629 = llvm.add %1619, %15 : i64
    llvm.br ^bb154(%1629 : i64)
  ^bb159:  // pred: ^bb154
    %1630 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1631 = llvm.extractvalue %370[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1632 = llvm.extractvalue %370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1633 = llvm.insertvalue %1631, %1630[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1634 = llvm.insertvalue %1632, %1633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1635 = llvm.mlir.constant(0 : index) : i64
    %1636 = llvm.insertvalue %1635, %1634[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1637 = llvm.mlir.constant(4 : index) : i64
    %1638 = llvm.insertvalue %1637, %1636[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1639 = llvm.mlir.constant(256 : index) : i64
    %1640 = llvm.insertvalue %1639, %1638[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1641 = llvm.mlir.constant(8 : index) : i64
    %1642 = llvm.insertvalue %1641, %1640[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1643 = llvm.mlir.constant(32 : index) : i64
    %1644 = llvm.insertvalue %1643, %1642[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1645 = llvm.mlir.constant(32 : index) : i64
    %1646 = llvm.insertvalue %1645, %1644[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1647 = llvm.mlir.constant(1 : index) : i64
    %1648 = llvm.insertvalue %1647, %1646[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1649 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1650 = llvm.extractvalue %1618[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1651 = llvm.extractvalue %1618[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1652 = llvm.insertvalue %1650, %1649[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1653 = llvm.insertvalue %1651, %1652[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1654 = llvm.mlir.constant(0 : index) : i64
    %1655 = llvm.insertvalue %1654, %1653[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1656 = llvm.mlir.constant(1 : index) : i64
    %1657 = llvm.insertvalue %1656, %1655[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1658 = llvm.mlir.constant(256 : index) : i64
    %1659 = llvm.insertvalue %1658, %1657[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1660 = llvm.mlir.constant(8 : index) : i64
    %1661 = llvm.insertvalue %1660, %1659[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1662 = llvm.mlir.constant(32 : index) : i64
    %1663 = llvm.insertvalue %1662, %1661[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1664 = llvm.mlir.constant(4 : index) : i64
    %1665 = llvm.insertvalue %1664, %1663[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1666 = llvm.mlir.constant(8 : index) : i64
    %1667 = llvm.insertvalue %1666, %1665[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1668 = llvm.mlir.constant(8 : index) : i64
    %1669 = llvm.insertvalue %1668, %1667[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1670 = llvm.mlir.constant(1 : index) : i64
    %1671 = llvm.insertvalue %1670, %1669[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1672 = llvm.mlir.constant(1 : index) : i64
    %1673 = llvm.mlir.constant(8 : index) : i64
    %1674 = llvm.mlir.constant(4 : index) : i64
    %1675 = llvm.mlir.constant(8 : index) : i64
    %1676 = llvm.mlir.constant(1 : index) : i64
    %1677 = llvm.mlir.constant(32 : index) : i64
    %1678 = llvm.mlir.constant(256 : index) : i64
    %1679 = llvm.mlir.constant(256 : index) : i64
    %1680 = llvm.mlir.zero : !llvm.ptr
    %1681 = llvm.getelementptr %1680[%1679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1682 = llvm.ptrtoint %1681 : !llvm.ptr to i64
    %1683 = llvm.mlir.constant(64 : index) : i64
    %1684 = llvm.add %1682, %1683 : i64
    %1685 = llvm.call @malloc(%1684) : (i64) -> !llvm.ptr
    %1686 = llvm.ptrtoint %1685 : !llvm.ptr to i64
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.sub %1683, %1687 : i64
    %1689 = llvm.add %1686, %1688 : i64
    %1690 = llvm.urem %1689, %1683 : i64
    %1691 = llvm.sub %1689, %1690 : i64
    %1692 = llvm.inttoptr %1691 : i64 to !llvm.ptr
    %1693 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1694 = llvm.insertvalue %1685, %1693[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1695 = llvm.insertvalue %1692, %1694[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1696 = llvm.mlir.constant(0 : index) : i64
    %1697 = llvm.insertvalue %1696, %1695[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1698 = llvm.insertvalue %1672, %1697[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1699 = llvm.insertvalue %1673, %1698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1700 = llvm.insertvalue %1674, %1699[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1701 = llvm.insertvalue %1675, %1700[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1702 = llvm.insertvalue %1678, %1701[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1703 = llvm.insertvalue %1677, %1702[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1704 = llvm.insertvalue %1675, %1703[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1705 = llvm.insertvalue %1676, %1704[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%20 : i64)
  ^bb160(%1706: i64):  // 2 preds: ^bb159, ^bb170
    %1707 = llvm.icmp "slt" %1706, %15 : i64
    llvm.cond_br %1707, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%20 : i64)
  ^bb162(%1708: i64):  // 2 preds: ^bb161, ^bb169
    %1709 = llvm.icmp "slt" %1708, %14 : i64
    llvm.cond_br %1709, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%20 : i64)
  ^bb164(%1710: i64):  // 2 preds: ^bb163, ^bb168
    %1711 = llvm.icmp "slt" %1710, %12 : i64
    llvm.cond_br %1711, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%20 : i64)
  ^bb166(%1712: i64):  // 2 preds: ^bb165, ^bb167
    %1713 = llvm.icmp "slt" %1712, %14 : i64
    llvm.cond_br %1713, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1714 = llvm.extractvalue %1671[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1715 = llvm.mlir.constant(256 : index) : i64
    %1716 = llvm.mul %1706, %1715 overflow<nsw, nuw> : i64
    %1717 = llvm.mlir.constant(32 : index) : i64
    %1718 = llvm.mul %1708, %1717 overflow<nsw, nuw> : i64
    %1719 = llvm.add %1716, %1718 overflow<nsw, nuw> : i64
    %1720 = llvm.mlir.constant(8 : index) : i64
    %1721 = llvm.mul %1710, %1720 overflow<nsw, nuw> : i64
    %1722 = llvm.add %1719, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.add %1722, %1712 overflow<nsw, nuw> : i64
    %1724 = llvm.getelementptr inbounds|nuw %1714[%1723] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1725 = llvm.load %1724 : !llvm.ptr -> f32
    %1726 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1727 = llvm.mlir.constant(256 : index) : i64
    %1728 = llvm.mul %1706, %1727 overflow<nsw, nuw> : i64
    %1729 = llvm.mlir.constant(32 : index) : i64
    %1730 = llvm.mul %1708, %1729 overflow<nsw, nuw> : i64
    %1731 = llvm.add %1728, %1730 overflow<nsw, nuw> : i64
    %1732 = llvm.mlir.constant(8 : index) : i64
    %1733 = llvm.mul %1710, %1732 overflow<nsw, nuw> : i64
    %1734 = llvm.add %1731, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.add %1734, %1712 overflow<nsw, nuw> : i64
    %1736 = llvm.getelementptr inbounds|nuw %1726[%1735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1725, %1736 : f32, !llvm.ptr
    %1737 = llvm.add %1712, %15 : i64
    llvm.br ^bb166(%1737 : i64)
  ^bb168:  // pred: ^bb166
    %1738 = llvm.add %1710, %15 : i64
    llvm.br ^bb164(%1738 : i64)
  ^bb169:  // pred: ^bb164
    %1739 = llvm.add %1708, %15 : i64
    llvm.br ^bb162(%1739 : i64)
  ^bb170:  // pred: ^bb162
    %1740 = llvm.add %1706, %15 : i64
    llvm.br ^bb160(%1740 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%20 : i64)
  ^bb172(%1741: i64):  // 2 preds: ^bb171, ^bb185
    %1742 = llvm.icmp "slt" %1741, %15 : i64
    llvm.cond_br %1742, ^bb173, ^bb186
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%20 : i64)
  ^bb174(%1743: i64):  // 2 preds: ^bb173, ^bb184
    %1744 = llvm.icmp "slt" %1743, %14 : i64
    llvm.cond_br %1744, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%20 : i64)
  ^bb176(%1745: i64):  // 2 preds: ^bb175, ^bb183
    %1746 = llvm.icmp "slt" %1745, %12 : i64
    llvm.cond_br %1746, ^bb177, ^bb184
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%20 : i64)
  ^bb178(%1747: i64):  // 2 preds: ^bb177, ^bb182
    %1748 = llvm.icmp "slt" %1747, %14 : i64
    llvm.cond_br %1748, ^bb179, ^bb183
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%20 : i64)
  ^bb180(%1749: i64):  // 2 preds: ^bb179, ^bb181
    %1750 = llvm.icmp "slt" %1749, %13 : i64
    llvm.cond_br %1750, ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    %1751 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.mlir.constant(256 : index) : i64
    %1753 = llvm.mul %1741, %1752 overflow<nsw, nuw> : i64
    %1754 = llvm.mlir.constant(32 : index) : i64
    %1755 = llvm.mul %1743, %1754 overflow<nsw, nuw> : i64
    %1756 = llvm.add %1753, %1755 overflow<nsw, nuw> : i64
    %1757 = llvm.add %1756, %1749 overflow<nsw, nuw> : i64
    %1758 = llvm.getelementptr inbounds|nuw %1751[%1757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1759 = llvm.load %1758 : !llvm.ptr -> f32
    %1760 = llvm.extractvalue %1648[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1761 = llvm.mlir.constant(256 : index) : i64
    %1762 = llvm.mul %1745, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.mlir.constant(32 : index) : i64
    %1764 = llvm.mul %1747, %1763 overflow<nsw, nuw> : i64
    %1765 = llvm.add %1762, %1764 overflow<nsw, nuw> : i64
    %1766 = llvm.add %1765, %1749 overflow<nsw, nuw> : i64
    %1767 = llvm.getelementptr inbounds|nuw %1760[%1766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1768 = llvm.load %1767 : !llvm.ptr -> f32
    %1769 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1770 = llvm.mlir.constant(256 : index) : i64
    %1771 = llvm.mul %1741, %1770 overflow<nsw, nuw> : i64
    %1772 = llvm.mlir.constant(32 : index) : i64
    %1773 = llvm.mul %1743, %1772 overflow<nsw, nuw> : i64
    %1774 = llvm.add %1771, %1773 overflow<nsw, nuw> : i64
    %1775 = llvm.mlir.constant(8 : index) : i64
    %1776 = llvm.mul %1745, %1775 overflow<nsw, nuw> : i64
    %1777 = llvm.add %1774, %1776 overflow<nsw, nuw> : i64
    %1778 = llvm.add %1777, %1747 overflow<nsw, nuw> : i64
    %1779 = llvm.getelementptr inbounds|nuw %1769[%1778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1780 = llvm.load %1779 : !llvm.ptr -> f32
    %1781 = llvm.fmul %1759, %1768 : f32
    %1782 = llvm.fadd %1780, %1781 : f32
    %1783 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1784 = llvm.mlir.constant(256 : index) : i64
    %1785 = llvm.mul %1741, %1784 overflow<nsw, nuw> : i64
    %1786 = llvm.mlir.constant(32 : index) : i64
    %1787 = llvm.mul %1743, %1786 overflow<nsw, nuw> : i64
    %1788 = llvm.add %1785, %1787 overflow<nsw, nuw> : i64
    %1789 = llvm.mlir.constant(8 : index) : i64
    %1790 = llvm.mul %1745, %1789 overflow<nsw, nuw> : i64
    %1791 = llvm.add %1788, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.add %1791, %1747 overflow<nsw, nuw> : i64
    %1793 = llvm.getelementptr inbounds|nuw %1783[%1792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1782, %1793 : f32, !llvm.ptr
    %1794 = llvm.add %1749, %15 : i64
    llvm.br ^bb180(%1794 : i64)
  ^bb182:  // pred: ^bb180
    %1795 = llvm.add %1747, %15 : i64
    llvm.br ^bb178(%1795 : i64)
  ^bb183:  // pred: ^bb178
    %1796 = llvm.add %1745, %15 : i64
    llvm.br ^bb176(%1796 : i64)
  ^bb184:  // pred: ^bb176
    %1797 = llvm.add %1743, %15 : i64
    llvm.br ^bb174(%1797 : i64)
  ^bb185:  // pred: ^bb174
    %1798 = llvm.add %1741, %15 : i64
    llvm.br ^bb172(%1798 : i64)
  ^bb186:  // pred: ^bb172
    %1799 = llvm.mlir.constant(1 : index) : i64
    %1800 = llvm.mlir.constant(4 : index) : i64
    %1801 = llvm.mlir.constant(8 : index) : i64
    %1802 = llvm.mlir.constant(8 : index) : i64
    %1803 = llvm.mlir.constant(1 : index) : i64
    %1804 = llvm.mlir.constant(64 : index) : i64
    %1805 = llvm.mlir.constant(256 : index) : i64
    %1806 = llvm.mlir.constant(256 : index) : i64
    %1807 = llvm.mlir.zero : !llvm.ptr
    %1808 = llvm.getelementptr %1807[%1806] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1809 = llvm.ptrtoint %1808 : !llvm.ptr to i64
    %1810 = llvm.mlir.constant(64 : index) : i64
    %1811 = llvm.add %1809, %1810 : i64
    %1812 = llvm.call @malloc(%1811) : (i64) -> !llvm.ptr
    %1813 = llvm.ptrtoint %1812 : !llvm.ptr to i64
    %1814 = llvm.mlir.constant(1 : index) : i64
    %1815 = llvm.sub %1810, %1814 : i64
    %1816 = llvm.add %1813, %1815 : i64
    %1817 = llvm.urem %1816, %1810 : i64
    %1818 = llvm.sub %1816, %1817 : i64
    %1819 = llvm.inttoptr %1818 : i64 to !llvm.ptr
    %1820 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1821 = llvm.insertvalue %1812, %1820[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1822 = llvm.insertvalue %1819, %1821[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1823 = llvm.mlir.constant(0 : index) : i64
    %1824 = llvm.insertvalue %1823, %1822[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1825 = llvm.insertvalue %1799, %1824[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1826 = llvm.insertvalue %1800, %1825[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1827 = llvm.insertvalue %1801, %1826[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1828 = llvm.insertvalue %1802, %1827[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1829 = llvm.insertvalue %1805, %1828[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1830 = llvm.insertvalue %1804, %1829[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1831 = llvm.insertvalue %1802, %1830[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1832 = llvm.insertvalue %1803, %1831[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb187(%20 : i64)
  ^bb187(%1833: i64):  // 2 preds: ^bb186, ^bb197
    %1834 = llvm.icmp "slt" %1833, %15 : i64
    llvm.cond_br %1834, ^bb188, ^bb198
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%20 : i64)
  ^bb189(%1835: i64):  // 2 preds: ^bb188, ^bb196
    %1836 = llvm.icmp "slt" %1835, %12 : i64
    llvm.cond_br %1836, ^bb190, ^bb197
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%20 : i64)
  ^bb191(%1837: i64):  // 2 preds: ^bb190, ^bb195
    %1838 = llvm.icmp "slt" %1837, %14 : i64
    llvm.cond_br %1838, ^bb192, ^bb196
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%20 : i64)
  ^bb193(%1839: i64):  // 2 preds: ^bb192, ^bb194
    %1840 = llvm.icmp "slt" %1839, %14 : i64
    llvm.cond_br %1840, ^bb194, ^bb195
  ^bb194:  // pred: ^bb193
    %1841 = llvm.extractvalue %1705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1842 = llvm.mlir.constant(256 : index) : i64
    %1843 = llvm.mul %1833, %1842 overflow<nsw, nuw> : i64
    %1844 = llvm.mlir.constant(32 : index) : i64
    %1845 = llvm.mul %1837, %1844 overflow<nsw, nuw> : i64
    %1846 = llvm.add %1843, %1845 overflow<nsw, nuw> : i64
    %1847 = llvm.mlir.constant(8 : index) : i64
    %1848 = llvm.mul %1835, %1847 overflow<nsw, nuw> : i64
    %1849 = llvm.add %1846, %1848 overflow<nsw, nuw> : i64
    %1850 = llvm.add %1849, %1839 overflow<nsw, nuw> : i64
    %1851 = llvm.getelementptr inbounds|nuw %1841[%1850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1852 = llvm.load %1851 : !llvm.ptr -> f32
    %1853 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1854 = llvm.mlir.constant(256 : index) : i64
    %1855 = llvm.mul %1833, %1854 overflow<nsw, nuw> : i64
    %1856 = llvm.mlir.constant(64 : index) : i64
    %1857 = llvm.mul %1835, %1856 overflow<nsw, nuw> : i64
    %1858 = llvm.add %1855, %1857 overflow<nsw, nuw> : i64
    %1859 = llvm.mlir.constant(8 : index) : i64
    %1860 = llvm.mul %1837, %1859 overflow<nsw, nuw> : i64
    %1861 = llvm.add %1858, %1860 overflow<nsw, nuw> : i64
    %1862 = llvm.add %1861, %1839 overflow<nsw, nuw> : i64
    %1863 = llvm.getelementptr inbounds|nuw %1853[%1862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1852, %1863 : f32, !llvm.ptr
    %1864 = llvm.add %1839, %15 : i64
    llvm.br ^bb193(%1864 : i64)
  ^bb195:  // pred: ^bb193
    %1865 = llvm.add %1837, %15 : i64
    llvm.br ^bb191(%1865 : i64)
  ^bb196:  // pred: ^bb191
    %1866 = llvm.add %1835, %15 : i64
    llvm.br ^bb189(%1866 : i64)
  ^bb197:  // pred: ^bb189
    %1867 = llvm.add %1833, %15 : i64
    llvm.br ^bb187(%1867 : i64)
  ^bb198:  // pred: ^bb187
    %1868 = llvm.mlir.constant(8 : index) : i64
    %1869 = llvm.mlir.constant(16 : index) : i64
    %1870 = llvm.mlir.constant(1 : index) : i64
    %1871 = llvm.mlir.constant(128 : index) : i64
    %1872 = llvm.mlir.zero : !llvm.ptr
    %1873 = llvm.getelementptr %1872[%1871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1874 = llvm.ptrtoint %1873 : !llvm.ptr to i64
    %1875 = llvm.mlir.constant(64 : index) : i64
    %1876 = llvm.add %1874, %1875 : i64
    %1877 = llvm.call @malloc(%1876) : (i64) -> !llvm.ptr
    %1878 = llvm.ptrtoint %1877 : !llvm.ptr to i64
    %1879 = llvm.mlir.constant(1 : index) : i64
    %1880 = llvm.sub %1875, %1879 : i64
    %1881 = llvm.add %1878, %1880 : i64
    %1882 = llvm.urem %1881, %1875 : i64
    %1883 = llvm.sub %1881, %1882 : i64
    %1884 = llvm.inttoptr %1883 : i64 to !llvm.ptr
    %1885 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1886 = llvm.insertvalue %1877, %1885[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1887 = llvm.insertvalue %1884, %1886[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1888 = llvm.mlir.constant(0 : index) : i64
    %1889 = llvm.insertvalue %1888, %1887[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1890 = llvm.insertvalue %1868, %1889[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1891 = llvm.insertvalue %1869, %1890[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1892 = llvm.insertvalue %1869, %1891[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1893 = llvm.insertvalue %1870, %1892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb199(%20 : i64)
  ^bb199(%1894: i64):  // 2 preds: ^bb198, ^bb203
    %1895 = llvm.icmp "slt" %1894, %14 : i64
    llvm.cond_br %1895, ^bb200, ^bb204
  ^bb200:  // pred: ^bb199
    llvm.br ^bb201(%20 : i64)
  ^bb201(%1896: i64):  // 2 preds: ^bb200, ^bb202
    %1897 = llvm.icmp "slt" %1896, %11 : i64
    llvm.cond_br %1897, ^bb202, ^bb203
  ^bb202:  // pred: ^bb201
    %1898 = llvm.extractvalue %1893[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1899 = llvm.mlir.constant(16 : index) : i64
    %1900 = llvm.mul %1894, %1899 overflow<nsw, nuw> : i64
    %1901 = llvm.add %1900, %1896 overflow<nsw, nuw> : i64
    %1902 = llvm.getelementptr inbounds|nuw %1898[%1901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %1902 : f32, !llvm.ptr
    %1903 = llvm.add %1896, %15 : i64
    llvm.br ^bb201(%1903 : i64)
  ^bb203:  // pred: ^bb201
    %1904 = llvm.add %1894, %15 : i64
    llvm.br ^bb199(%1904 : i64)
  ^bb204:  // pred: ^bb199
    %1905 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1906 = llvm.extractvalue %350[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1907 = llvm.extractvalue %350[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1908 = llvm.insertvalue %1906, %1905[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1909 = llvm.insertvalue %1907, %1908[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1910 = llvm.mlir.constant(0 : index) : i64
    %1911 = llvm.insertvalue %1910, %1909[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1912 = llvm.mlir.constant(2 : index) : i64
    %1913 = llvm.insertvalue %1912, %1911[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1914 = llvm.mlir.constant(256 : index) : i64
    %1915 = llvm.insertvalue %1914, %1913[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1916 = llvm.mlir.constant(8 : index) : i64
    %1917 = llvm.insertvalue %1916, %1915[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1918 = llvm.mlir.constant(32 : index) : i64
    %1919 = llvm.insertvalue %1918, %1917[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1920 = llvm.mlir.constant(32 : index) : i64
    %1921 = llvm.insertvalue %1920, %1919[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1922 = llvm.mlir.constant(1 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1924 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1925 = llvm.extractvalue %1893[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1926 = llvm.extractvalue %1893[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1927 = llvm.insertvalue %1925, %1924[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1928 = llvm.insertvalue %1926, %1927[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1929 = llvm.mlir.constant(0 : index) : i64
    %1930 = llvm.insertvalue %1929, %1928[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1931 = llvm.mlir.constant(1 : index) : i64
    %1932 = llvm.insertvalue %1931, %1930[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1933 = llvm.mlir.constant(128 : index) : i64
    %1934 = llvm.insertvalue %1933, %1932[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1935 = llvm.mlir.constant(8 : index) : i64
    %1936 = llvm.insertvalue %1935, %1934[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1937 = llvm.mlir.constant(16 : index) : i64
    %1938 = llvm.insertvalue %1937, %1936[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1939 = llvm.mlir.constant(2 : index) : i64
    %1940 = llvm.insertvalue %1939, %1938[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1941 = llvm.mlir.constant(8 : index) : i64
    %1942 = llvm.insertvalue %1941, %1940[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1943 = llvm.mlir.constant(8 : index) : i64
    %1944 = llvm.insertvalue %1943, %1942[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1945 = llvm.mlir.constant(1 : index) : i64
    %1946 = llvm.insertvalue %1945, %1944[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1947 = llvm.mlir.constant(1 : index) : i64
    %1948 = llvm.mlir.constant(8 : index) : i64
    %1949 = llvm.mlir.constant(2 : index) : i64
    %1950 = llvm.mlir.constant(8 : index) : i64
    %1951 = llvm.mlir.constant(1 : index) : i64
    %1952 = llvm.mlir.constant(16 : index) : i64
    %1953 = llvm.mlir.constant(128 : index) : i64
    %1954 = llvm.mlir.constant(128 : index) : i64
    %1955 = llvm.mlir.zero : !llvm.ptr
    %1956 = llvm.getelementptr %1955[%1954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1957 = llvm.ptrtoint %1956 : !llvm.ptr to i64
    %1958 = llvm.mlir.constant(64 : index) : i64
    %1959 = llvm.add %1957, %1958 : i64
    %1960 = llvm.call @malloc(%1959) : (i64) -> !llvm.ptr
    %1961 = llvm.ptrtoint %1960 : !llvm.ptr to i64
    %1962 = llvm.mlir.constant(1 : index) : i64
    %1963 = llvm.sub %1958, %1962 : i64
    %1964 = llvm.add %1961, %1963 : i64
    %1965 = llvm.urem %1964, %1958 : i64
    %1966 = llvm.sub %1964, %1965 : i64
    %1967 = llvm.inttoptr %1966 : i64 to !llvm.ptr
    %1968 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1969 = llvm.insertvalue %1960, %1968[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1970 = llvm.insertvalue %1967, %1969[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1971 = llvm.mlir.constant(0 : index) : i64
    %1972 = llvm.insertvalue %1971, %1970[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1973 = llvm.insertvalue %1947, %1972[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1974 = llvm.insertvalue %1948, %1973[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1975 = llvm.insertvalue %1949, %1974[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1976 = llvm.insertvalue %1950, %1975[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1977 = llvm.insertvalue %1953, %1976[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1978 = llvm.insertvalue %1952, %1977[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1979 = llvm.insertvalue %1950, %1978[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1980 = llvm.insertvalue %1951, %1979[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%20 : i64)
  ^bb205(%1981: i64):  // 2 preds: ^bb204, ^bb215
    %1982 = llvm.icmp "slt" %1981, %15 : i64
    llvm.cond_br %1982, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%20 : i64)
  ^bb207(%1983: i64):  // 2 preds: ^bb206, ^bb214
    %1984 = llvm.icmp "slt" %1983, %14 : i64
    llvm.cond_br %1984, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%20 : i64)
  ^bb209(%1985: i64):  // 2 preds: ^bb208, ^bb213
    %1986 = llvm.icmp "slt" %1985, %10 : i64
    llvm.cond_br %1986, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%20 : i64)
  ^bb211(%1987: i64):  // 2 preds: ^bb210, ^bb212
    %1988 = llvm.icmp "slt" %1987, %14 : i64
    llvm.cond_br %1988, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %1989 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1990 = llvm.mlir.constant(128 : index) : i64
    %1991 = llvm.mul %1981, %1990 overflow<nsw, nuw> : i64
    %1992 = llvm.mlir.constant(16 : index) : i64
    %1993 = llvm.mul %1983, %1992 overflow<nsw, nuw> : i64
    %1994 = llvm.add %1991, %1993 overflow<nsw, nuw> : i64
    %1995 = llvm.mlir.constant(8 : index) : i64
    %1996 = llvm.mul %1985, %1995 overflow<nsw, nuw> : i64
    %1997 = llvm.add %1994, %1996 overflow<nsw, nuw> : i64
    %1998 = llvm.add %1997, %1987 overflow<nsw, nuw> : i64
    %1999 = llvm.getelementptr inbounds|nuw %1989[%1998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2000 = llvm.load %1999 : !llvm.ptr -> f32
    %2001 = llvm.extractvalue %1980[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2002 = llvm.mlir.constant(128 : index) : i64
    %2003 = llvm.mul %1981, %2002 overflow<nsw, nuw> : i64
    %2004 = llvm.mlir.constant(16 : index) : i64
    %2005 = llvm.mul %1983, %2004 overflow<nsw, nuw> : i64
    %2006 = llvm.add %2003, %2005 overflow<nsw, nuw> : i64
    %2007 = llvm.mlir.constant(8 : index) : i64
    %2008 = llvm.mul %1985, %2007 overflow<nsw, nuw> : i64
    %2009 = llvm.add %2006, %2008 overflow<nsw, nuw> : i64
    %2010 = llvm.add %2009, %1987 overflow<nsw, nuw> : i64
    %2011 = llvm.getelementptr inbounds|nuw %2001[%2010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2000, %2011 : f32, !llvm.ptr
    %2012 = llvm.add %1987, %15 : i64
    llvm.br ^bb211(%2012 : i64)
  ^bb213:  // pred: ^bb211
    %2013 = llvm.add %1985, %15 : i64
    llvm.br ^bb209(%2013 : i64)
  ^bb214:  // pred: ^bb209
    %2014 = llvm.add %1983, %15 : i64
    llvm.br ^bb207(%2014 : i64)
  ^bb215:  // pred: ^bb207
    %2015 = llvm.add %1981, %15 : i64
    llvm.br ^bb205(%2015 : i64)
  ^bb216:  // pred: ^bb205
    llvm.br ^bb217(%20 : i64)
  ^bb217(%2016: i64):  // 2 preds: ^bb216, ^bb230
    %2017 = llvm.icmp "slt" %2016, %15 : i64
    llvm.cond_br %2017, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%20 : i64)
  ^bb219(%2018: i64):  // 2 preds: ^bb218, ^bb229
    %2019 = llvm.icmp "slt" %2018, %14 : i64
    llvm.cond_br %2019, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%20 : i64)
  ^bb221(%2020: i64):  // 2 preds: ^bb220, ^bb228
    %2021 = llvm.icmp "slt" %2020, %10 : i64
    llvm.cond_br %2021, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%20 : i64)
  ^bb223(%2022: i64):  // 2 preds: ^bb222, ^bb227
    %2023 = llvm.icmp "slt" %2022, %14 : i64
    llvm.cond_br %2023, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%20 : i64)
  ^bb225(%2024: i64):  // 2 preds: ^bb224, ^bb226
    %2025 = llvm.icmp "slt" %2024, %13 : i64
    llvm.cond_br %2025, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %2026 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2027 = llvm.mlir.constant(256 : index) : i64
    %2028 = llvm.mul %2016, %2027 overflow<nsw, nuw> : i64
    %2029 = llvm.mlir.constant(32 : index) : i64
    %2030 = llvm.mul %2018, %2029 overflow<nsw, nuw> : i64
    %2031 = llvm.add %2028, %2030 overflow<nsw, nuw> : i64
    %2032 = llvm.add %2031, %2024 overflow<nsw, nuw> : i64
    %2033 = llvm.getelementptr inbounds|nuw %2026[%2032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2034 = llvm.load %2033 : !llvm.ptr -> f32
    %2035 = llvm.extractvalue %1923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2036 = llvm.mlir.constant(256 : index) : i64
    %2037 = llvm.mul %2020, %2036 overflow<nsw, nuw> : i64
    %2038 = llvm.mlir.constant(32 : index) : i64
    %2039 = llvm.mul %2022, %2038 overflow<nsw, nuw> : i64
    %2040 = llvm.add %2037, %2039 overflow<nsw, nuw> : i64
    %2041 = llvm.add %2040, %2024 overflow<nsw, nuw> : i64
    %2042 = llvm.getelementptr inbounds|nuw %2035[%2041] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2043 = llvm.load %2042 : !llvm.ptr -> f32
    %2044 = llvm.extractvalue %1980[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.mlir.constant(128 : index) : i64
    %2046 = llvm.mul %2016, %2045 overflow<nsw, nuw> : i64
    %2047 = llvm.mlir.constant(16 : index) : i64
    %2048 = llvm.mul %2018, %2047 overflow<nsw, nuw> : i64
    %2049 = llvm.add %2046, %2048 overflow<nsw, nuw> : i64
    %2050 = llvm.mlir.constant(8 : index) : i64
    %2051 = llvm.mul %2020, %2050 overflow<nsw, nuw> : i64
    %2052 = llvm.add %2049, %2051 overflow<nsw, nuw> : i64
    %2053 = llvm.add %2052, %2022 overflow<nsw, nuw> : i64
    %2054 = llvm.getelementptr inbounds|nuw %2044[%2053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2055 = llvm.load %2054 : !llvm.ptr -> f32
    %2056 = llvm.fmul %2034, %2043 : f32
    %2057 = llvm.fadd %2055, %2056 : f32
    %2058 = llvm.extractvalue %1980[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2059 = llvm.mlir.constant(128 : index) : i64
    %2060 = llvm.mul %2016, %2059 overflow<nsw, nuw> : i64
    %2061 = llvm.mlir.constant(16 : index) : i64
    %2062 = llvm.mul %2018, %2061 overflow<nsw, nuw> : i64
    %2063 = llvm.add %2060, %2062 overflow<nsw, nuw> : i64
    %2064 = llvm.mlir.constant(8 : index) : i64
    %2065 = llvm.mul %2020, %2064 overflow<nsw, nuw> : i64
    %2066 = llvm.add %2063, %2065 overflow<nsw, nuw> : i64
    %2067 = llvm.add %2066, %2022 overflow<nsw, nuw> : i64
    %2068 = llvm.getelementptr inbounds|nuw %2058[%2067] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2057, %2068 : f32, !llvm.ptr
    %2069 = llvm.add %2024, %15 : i64
    llvm.br ^bb225(%2069 : i64)
  ^bb227:  // pred: ^bb225
    %2070 = llvm.add %2022, %15 : i64
    llvm.br ^bb223(%2070 : i64)
  ^bb228:  // pred: ^bb223
    %2071 = llvm.add %2020, %15 : i64
    llvm.br ^bb221(%2071 : i64)
  ^bb229:  // pred: ^bb221
    %2072 = llvm.add %2018, %15 : i64
    llvm.br ^bb219(%2072 : i64)
  ^bb230:  // pred: ^bb219
    %2073 = llvm.add %2016, %15 : i64
    llvm.br ^bb217(%2073 : i64)
  ^bb231:  // pred: ^bb217
    %2074 = llvm.mlir.constant(1 : index) : i64
    %2075 = llvm.mlir.constant(2 : index) : i64
    %2076 = llvm.mlir.constant(8 : index) : i64
    %2077 = llvm.mlir.constant(8 : index) : i64
    %2078 = llvm.mlir.constant(1 : index) : i64
    %2079 = llvm.mlir.constant(64 : index) : i64
    %2080 = llvm.mlir.constant(128 : index) : i64
    %2081 = llvm.mlir.constant(128 : index) : i64
    %2082 = llvm.mlir.zero : !llvm.ptr
    %2083 = llvm.getelementptr %2082[%2081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2084 = llvm.ptrtoint %2083 : !llvm.ptr to i64
    %2085 = llvm.mlir.constant(64 : index) : i64
    %2086 = llvm.add %2084, %2085 : i64
    %2087 = llvm.call @malloc(%2086) : (i64) -> !llvm.ptr
    %2088 = llvm.ptrtoint %2087 : !llvm.ptr to i64
    %2089 = llvm.mlir.constant(1 : index) : i64
    %2090 = llvm.sub %2085, %2089 : i64
    %2091 = llvm.add %2088, %2090 : i64
    %2092 = llvm.urem %2091, %2085 : i64
    %2093 = llvm.sub %2091, %2092 : i64
    %2094 = llvm.inttoptr %2093 : i64 to !llvm.ptr
    %2095 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2096 = llvm.insertvalue %2087, %2095[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2097 = llvm.insertvalue %2094, %2096[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2098 = llvm.mlir.constant(0 : index) : i64
    %2099 = llvm.insertvalue %2098, %2097[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2100 = llvm.insertvalue %2074, %2099[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2101 = llvm.insertvalue %2075, %2100[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2102 = llvm.insertvalue %2076, %2101[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2103 = llvm.insertvalue %2077, %2102[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2104 = llvm.insertvalue %2080, %2103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2105 = llvm.insertvalue %2079, %2104[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2106 = llvm.insertvalue %2077, %2105[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2107 = llvm.insertvalue %2078, %2106[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb232(%20 : i64)
  ^bb232(%2108: i64):  // 2 preds: ^bb231, ^bb242
    %2109 = llvm.icmp "slt" %2108, %15 : i64
    llvm.cond_br %2109, ^bb233, ^bb243
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%20 : i64)
  ^bb234(%2110: i64):  // 2 preds: ^bb233, ^bb241
    %2111 = llvm.icmp "slt" %2110, %10 : i64
    llvm.cond_br %2111, ^bb235, ^bb242
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%20 : i64)
  ^bb236(%2112: i64):  // 2 preds: ^bb235, ^bb240
    %2113 = llvm.icmp "slt" %2112, %14 : i64
    llvm.cond_br %2113, ^bb237, ^bb241
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%20 : i64)
  ^bb238(%2114: i64):  // 2 preds: ^bb237, ^bb239
    %2115 = llvm.icmp "slt" %2114, %14 : i64
    llvm.cond_br %2115, ^bb239, ^bb240
  ^bb239:  // pred: ^bb238
    %2116 = llvm.extractvalue %1980[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2117 = llvm.mlir.constant(128 : index) : i64
    %2118 = llvm.mul %2108, %2117 overflow<nsw, nuw> : i64
    %2119 = llvm.mlir.constant(16 : index) : i64
    %2120 = llvm.mul %2112, %2119 overflow<nsw, nuw> : i64
    %2121 = llvm.add %2118, %2120 overflow<nsw, nuw> : i64
    %2122 = llvm.mlir.constant(8 : index) : i64
    %2123 = llvm.mul %2110, %2122 overflow<nsw, nuw> : i64
    %2124 = llvm.add %2121, %2123 overflow<nsw, nuw> : i64
    %2125 = llvm.add %2124, %2114 overflow<nsw, nuw> : i64
    %2126 = llvm.getelementptr inbounds|nuw %2116[%2125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2127 = llvm.load %2126 : !llvm.ptr -> f32
    %2128 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2129 = llvm.mlir.constant(128 : index) : i64
    %2130 = llvm.mul %2108, %2129 overflow<nsw, nuw> : i64
    %2131 = llvm.mlir.constant(64 : index) : i64
    %2132 = llvm.mul %2110, %2131 overflow<nsw, nuw> : i64
    %2133 = llvm.add %2130, %2132 overflow<nsw, nuw> : i64
    %2134 = llvm.mlir.constant(8 : index) : i64
    %2135 = llvm.mul %2112, %2134 overflow<nsw, nuw> : i64
    %2136 = llvm.add %2133, %2135 overflow<nsw, nuw> : i64
    %2137 = llvm.add %2136, %2114 overflow<nsw, nuw> : i64
    %2138 = llvm.getelementptr inbounds|nuw %2128[%2137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2127, %2138 : f32, !llvm.ptr
    %2139 = llvm.add %2114, %15 : i64
    llvm.br ^bb238(%2139 : i64)
  ^bb240:  // pred: ^bb238
    %2140 = llvm.add %2112, %15 : i64
    llvm.br ^bb236(%2140 : i64)
  ^bb241:  // pred: ^bb236
    %2141 = llvm.add %2110, %15 : i64
    llvm.br ^bb234(%2141 : i64)
  ^bb242:  // pred: ^bb234
    %2142 = llvm.add %2108, %15 : i64
    llvm.br ^bb232(%2142 : i64)
  ^bb243:  // pred: ^bb232
    %2143 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2144 = llvm.extractvalue %330[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2145 = llvm.extractvalue %330[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2146 = llvm.insertvalue %2144, %2143[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2147 = llvm.insertvalue %2145, %2146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2148 = llvm.mlir.constant(0 : index) : i64
    %2149 = llvm.insertvalue %2148, %2147[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2150 = llvm.mlir.constant(2 : index) : i64
    %2151 = llvm.insertvalue %2150, %2149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2152 = llvm.mlir.constant(256 : index) : i64
    %2153 = llvm.insertvalue %2152, %2151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2154 = llvm.mlir.constant(8 : index) : i64
    %2155 = llvm.insertvalue %2154, %2153[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2156 = llvm.mlir.constant(32 : index) : i64
    %2157 = llvm.insertvalue %2156, %2155[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2158 = llvm.mlir.constant(32 : index) : i64
    %2159 = llvm.insertvalue %2158, %2157[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2160 = llvm.mlir.constant(1 : index) : i64
    %2161 = llvm.insertvalue %2160, %2159[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2162 = llvm.mlir.constant(1 : index) : i64
    %2163 = llvm.mlir.constant(8 : index) : i64
    %2164 = llvm.mlir.constant(2 : index) : i64
    %2165 = llvm.mlir.constant(8 : index) : i64
    %2166 = llvm.mlir.constant(1 : index) : i64
    %2167 = llvm.mlir.constant(16 : index) : i64
    %2168 = llvm.mlir.constant(128 : index) : i64
    %2169 = llvm.mlir.constant(128 : index) : i64
    %2170 = llvm.mlir.zero : !llvm.ptr
    %2171 = llvm.getelementptr %2170[%2169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2172 = llvm.ptrtoint %2171 : !llvm.ptr to i64
    %2173 = llvm.mlir.constant(64 : index) : i64
    %2174 = llvm.add %2172, %2173 : i64
    %2175 = llvm.call @malloc(%2174) : (i64) -> !llvm.ptr
    %2176 = llvm.ptrtoint %2175 : !llvm.ptr to i64
    %2177 = llvm.mlir.constant(1 : index) : i64
    %2178 = llvm.sub %2173, %2177 : i64
    %2179 = llvm.add %2176, %2178 : i64
    %2180 = llvm.urem %2179, %2173 : i64
    %2181 = llvm.sub %2179, %2180 : i64
    %2182 = llvm.inttoptr %2181 : i64 to !llvm.ptr
    %2183 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2184 = llvm.insertvalue %2175, %2183[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2185 = llvm.insertvalue %2182, %2184[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2186 = llvm.mlir.constant(0 : index) : i64
    %2187 = llvm.insertvalue %2186, %2185[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2188 = llvm.insertvalue %2162, %2187[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2189 = llvm.insertvalue %2163, %2188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2190 = llvm.insertvalue %2164, %2189[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2191 = llvm.insertvalue %2165, %2190[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2192 = llvm.insertvalue %2168, %2191[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2193 = llvm.insertvalue %2167, %2192[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2194 = llvm.insertvalue %2165, %2193[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2195 = llvm.insertvalue %2166, %2194[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%20 : i64)
  ^bb244(%2196: i64):  // 2 preds: ^bb243, ^bb254
    %2197 = llvm.icmp "slt" %2196, %15 : i64
    llvm.cond_br %2197, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%20 : i64)
  ^bb246(%2198: i64):  // 2 preds: ^bb245, ^bb253
    %2199 = llvm.icmp "slt" %2198, %14 : i64
    llvm.cond_br %2199, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%20 : i64)
  ^bb248(%2200: i64):  // 2 preds: ^bb247, ^bb252
    %2201 = llvm.icmp "slt" %2200, %10 : i64
    llvm.cond_br %2201, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%20 : i64)
  ^bb250(%2202: i64):  // 2 preds: ^bb249, ^bb251
    %2203 = llvm.icmp "slt" %2202, %14 : i64
    llvm.cond_br %2203, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2204 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2205 = llvm.mlir.constant(128 : index) : i64
    %2206 = llvm.mul %2196, %2205 overflow<nsw, nuw> : i64
    %2207 = llvm.mlir.constant(16 : index) : i64
    %2208 = llvm.mul %2198, %2207 overflow<nsw, nuw> : i64
    %2209 = llvm.add %2206, %2208 overflow<nsw, nuw> : i64
    %2210 = llvm.mlir.constant(8 : index) : i64
    %2211 = llvm.mul %2200, %2210 overflow<nsw, nuw> : i64
    %2212 = llvm.add %2209, %2211 overflow<nsw, nuw> : i64
    %2213 = llvm.add %2212, %2202 overflow<nsw, nuw> : i64
    %2214 = llvm.getelementptr inbounds|nuw %2204[%2213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2215 = llvm.load %2214 : !llvm.ptr -> f32
    %2216 = llvm.extractvalue %2195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2217 = llvm.mlir.constant(128 : index) : i64
    %2218 = llvm.mul %2196, %2217 overflow<nsw, nuw> : i64
    %2219 = llvm.mlir.constant(16 : index) : i64
    %2220 = llvm.mul %2198, %2219 overflow<nsw, nuw> : i64
    %2221 = llvm.add %2218, %2220 overflow<nsw, nuw> : i64
    %2222 = llvm.mlir.constant(8 : index) : i64
    %2223 = llvm.mul %2200, %2222 overflow<nsw, nuw> : i64
    %2224 = llvm.add %2221, %2223 overflow<nsw, nuw> : i64
    %2225 = llvm.add %2224, %2202 overflow<nsw, nuw> : i64
    %2226 = llvm.getelementptr inbounds|nuw %2216[%2225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2215, %2226 : f32, !llvm.ptr
    %2227 = llvm.add %2202, %15 : i64
    llvm.br ^bb250(%2227 : i64)
  ^bb252:  // pred: ^bb250
    %2228 = llvm.add %2200, %15 : i64
    llvm.br ^bb248(%2228 : i64)
  ^bb253:  // pred: ^bb248
    %2229 = llvm.add %2198, %15 : i64
    llvm.br ^bb246(%2229 : i64)
  ^bb254:  // pred: ^bb246
    %2230 = llvm.add %2196, %15 : i64
    llvm.br ^bb244(%2230 : i64)
  ^bb255:  // pred: ^bb244
    llvm.br ^bb256(%20 : i64)
  ^bb256(%2231: i64):  // 2 preds: ^bb255, ^bb269
    %2232 = llvm.icmp "slt" %2231, %15 : i64
    llvm.cond_br %2232, ^bb257, ^bb270
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%20 : i64)
  ^bb258(%2233: i64):  // 2 preds: ^bb257, ^bb268
    %2234 = llvm.icmp "slt" %2233, %14 : i64
    llvm.cond_br %2234, ^bb259, ^bb269
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%20 : i64)
  ^bb260(%2235: i64):  // 2 preds: ^bb259, ^bb267
    %2236 = llvm.icmp "slt" %2235, %10 : i64
    llvm.cond_br %2236, ^bb261, ^bb268
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%20 : i64)
  ^bb262(%2237: i64):  // 2 preds: ^bb261, ^bb266
    %2238 = llvm.icmp "slt" %2237, %14 : i64
    llvm.cond_br %2238, ^bb263, ^bb267
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%20 : i64)
  ^bb264(%2239: i64):  // 2 preds: ^bb263, ^bb265
    %2240 = llvm.icmp "slt" %2239, %13 : i64
    llvm.cond_br %2240, ^bb265, ^bb266
  ^bb265:  // pred: ^bb264
    %2241 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2242 = llvm.mlir.constant(256 : index) : i64
    %2243 = llvm.mul %2231, %2242 overflow<nsw, nuw> : i64
    %2244 = llvm.mlir.constant(32 : index) : i64
    %2245 = llvm.mul %2233, %2244 overflow<nsw, nuw> : i64
    %2246 = llvm.add %2243, %2245 overflow<nsw, nuw> : i64
    %2247 = llvm.add %2246, %2239 overflow<nsw, nuw> : i64
    %2248 = llvm.getelementptr inbounds|nuw %2241[%2247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2249 = llvm.load %2248 : !llvm.ptr -> f32
    %2250 = llvm.extractvalue %2161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2251 = llvm.mlir.constant(256 : index) : i64
    %2252 = llvm.mul %2235, %2251 overflow<nsw, nuw> : i64
    %2253 = llvm.mlir.constant(32 : index) : i64
    %2254 = llvm.mul %2237, %2253 overflow<nsw, nuw> : i64
    %2255 = llvm.add %2252, %2254 overflow<nsw, nuw> : i64
    %2256 = llvm.add %2255, %2239 overflow<nsw, nuw> : i64
    %2257 = llvm.getelementptr inbounds|nuw %2250[%2256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2258 = llvm.load %2257 : !llvm.ptr -> f32
    %2259 = llvm.extractvalue %2195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2260 = llvm.mlir.constant(128 : index) : i64
    %2261 = llvm.mul %2231, %2260 overflow<nsw, nuw> : i64
    %2262 = llvm.mlir.constant(16 : index) : i64
    %2263 = llvm.mul %2233, %2262 overflow<nsw, nuw> : i64
    %2264 = llvm.add %2261, %2263 overflow<nsw, nuw> : i64
    %2265 = llvm.mlir.constant(8 : index) : i64
    %2266 = llvm.mul %2235, %2265 overflow<nsw, nuw> : i64
    %2267 = llvm.add %2264, %2266 overflow<nsw, nuw> : i64
    %2268 = llvm.add %2267, %2237 overflow<nsw, nuw> : i64
    %2269 = llvm.getelementptr inbounds|nuw %2259[%2268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2270 = llvm.load %2269 : !llvm.ptr -> f32
    %2271 = llvm.fmul %2249, %2258 : f32
    %2272 = llvm.fadd %2270, %2271 : f32
    %2273 = llvm.extractvalue %2195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2274 = llvm.mlir.constant(128 : index) : i64
    %2275 = llvm.mul %2231, %2274 overflow<nsw, nuw> : i64
    %2276 = llvm.mlir.constant(16 : index) : i64
    %2277 = llvm.mul %2233, %2276 overflow<nsw, nuw> : i64
    %2278 = llvm.add %2275, %2277 overflow<nsw, nuw> : i64
    %2279 = llvm.mlir.constant(8 : index) : i64
    %2280 = llvm.mul %2235, %2279 overflow<nsw, nuw> : i64
    %2281 = llvm.add %2278, %2280 overflow<nsw, nuw> : i64
    %2282 = llvm.add %2281, %2237 overflow<nsw, nuw> : i64
    %2283 = llvm.getelementptr inbounds|nuw %2273[%2282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2272, %2283 : f32, !llvm.ptr
    %2284 = llvm.add %2239, %15 : i64
    llvm.br ^bb264(%2284 : i64)
  ^bb266:  // pred: ^bb264
    %2285 = llvm.add %2237, %15 : i64
    llvm.br ^bb262(%2285 : i64)
  ^bb267:  // pred: ^bb262
    %2286 = llvm.add %2235, %15 : i64
    llvm.br ^bb260(%2286 : i64)
  ^bb268:  // pred: ^bb260
    %2287 = llvm.add %2233, %15 : i64
    llvm.br ^bb258(%2287 : i64)
  ^bb269:  // pred: ^bb258
    %2288 = llvm.add %2231, %15 : i64
    llvm.br ^bb256(%2288 : i64)
  ^bb270:  // pred: ^bb256
    %2289 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2290 = llvm.extractvalue %1832[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2291 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2292 = llvm.insertvalue %2290, %2289[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2293 = llvm.insertvalue %2291, %2292[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2294 = llvm.mlir.constant(0 : index) : i64
    %2295 = llvm.insertvalue %2294, %2293[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2296 = llvm.mlir.constant(1 : index) : i64
    %2297 = llvm.insertvalue %2296, %2295[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2298 = llvm.mlir.constant(256 : index) : i64
    %2299 = llvm.insertvalue %2298, %2297[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2300 = llvm.mlir.constant(4 : index) : i64
    %2301 = llvm.insertvalue %2300, %2299[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2302 = llvm.mlir.constant(64 : index) : i64
    %2303 = llvm.insertvalue %2302, %2301[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2304 = llvm.mlir.constant(8 : index) : i64
    %2305 = llvm.insertvalue %2304, %2303[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2306 = llvm.mlir.constant(8 : index) : i64
    %2307 = llvm.insertvalue %2306, %2305[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2308 = llvm.mlir.constant(4 : index) : i64
    %2309 = llvm.insertvalue %2308, %2307[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2310 = llvm.mlir.constant(1 : index) : i64
    %2311 = llvm.insertvalue %2310, %2309[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2312 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2313 = llvm.extractvalue %1832[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2314 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2315 = llvm.insertvalue %2313, %2312[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.insertvalue %2314, %2315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2317 = llvm.mlir.constant(4 : index) : i64
    %2318 = llvm.insertvalue %2317, %2316[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2319 = llvm.mlir.constant(1 : index) : i64
    %2320 = llvm.insertvalue %2319, %2318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2321 = llvm.mlir.constant(256 : index) : i64
    %2322 = llvm.insertvalue %2321, %2320[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2323 = llvm.mlir.constant(4 : index) : i64
    %2324 = llvm.insertvalue %2323, %2322[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2325 = llvm.mlir.constant(64 : index) : i64
    %2326 = llvm.insertvalue %2325, %2324[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2327 = llvm.mlir.constant(8 : index) : i64
    %2328 = llvm.insertvalue %2327, %2326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2329 = llvm.mlir.constant(8 : index) : i64
    %2330 = llvm.insertvalue %2329, %2328[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2331 = llvm.mlir.constant(4 : index) : i64
    %2332 = llvm.insertvalue %2331, %2330[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2333 = llvm.mlir.constant(1 : index) : i64
    %2334 = llvm.insertvalue %2333, %2332[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2335 = llvm.mlir.constant(1 : index) : i64
    %2336 = llvm.mlir.constant(4 : index) : i64
    %2337 = llvm.mlir.constant(8 : index) : i64
    %2338 = llvm.mlir.constant(4 : index) : i64
    %2339 = llvm.mlir.constant(1 : index) : i64
    %2340 = llvm.mlir.constant(32 : index) : i64
    %2341 = llvm.mlir.constant(128 : index) : i64
    %2342 = llvm.mlir.constant(128 : index) : i64
    %2343 = llvm.mlir.zero : !llvm.ptr
    %2344 = llvm.getelementptr %2343[%2342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2345 = llvm.ptrtoint %2344 : !llvm.ptr to i64
    %2346 = llvm.mlir.constant(64 : index) : i64
    %2347 = llvm.add %2345, %2346 : i64
    %2348 = llvm.call @malloc(%2347) : (i64) -> !llvm.ptr
    %2349 = llvm.ptrtoint %2348 : !llvm.ptr to i64
    %2350 = llvm.mlir.constant(1 : index) : i64
    %2351 = llvm.sub %2346, %2350 : i64
    %2352 = llvm.add %2349, %2351 : i64
    %2353 = llvm.urem %2352, %2346 : i64
    %2354 = llvm.sub %2352, %2353 : i64
    %2355 = llvm.inttoptr %2354 : i64 to !llvm.ptr
    %2356 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2357 = llvm.insertvalue %2348, %2356[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2358 = llvm.insertvalue %2355, %2357[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2359 = llvm.mlir.constant(0 : index) : i64
    %2360 = llvm.insertvalue %2359, %2358[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2361 = llvm.insertvalue %2335, %2360[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2362 = llvm.insertvalue %2336, %2361[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2363 = llvm.insertvalue %2337, %2362[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2364 = llvm.insertvalue %2338, %2363[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2365 = llvm.insertvalue %2341, %2364[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2366 = llvm.insertvalue %2340, %2365[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2367 = llvm.insertvalue %2338, %2366[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2368 = llvm.insertvalue %2339, %2367[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb271(%20 : i64)
  ^bb271(%2369: i64):  // 2 preds: ^bb270, ^bb281
    %2370 = llvm.icmp "slt" %2369, %15 : i64
    llvm.cond_br %2370, ^bb272, ^bb282
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%20 : i64)
  ^bb273(%2371: i64):  // 2 preds: ^bb272, ^bb280
    %2372 = llvm.icmp "slt" %2371, %12 : i64
    llvm.cond_br %2372, ^bb274, ^bb281
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%20 : i64)
  ^bb275(%2373: i64):  // 2 preds: ^bb274, ^bb279
    %2374 = llvm.icmp "slt" %2373, %14 : i64
    llvm.cond_br %2374, ^bb276, ^bb280
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%20 : i64)
  ^bb277(%2375: i64):  // 2 preds: ^bb276, ^bb278
    %2376 = llvm.icmp "slt" %2375, %12 : i64
    llvm.cond_br %2376, ^bb278, ^bb279
  ^bb278:  // pred: ^bb277
    %2377 = llvm.extractvalue %2334[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2378 = llvm.mlir.constant(4 : index) : i64
    %2379 = llvm.getelementptr %2377[%2378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2380 = llvm.mlir.constant(256 : index) : i64
    %2381 = llvm.mul %2369, %2380 overflow<nsw, nuw> : i64
    %2382 = llvm.mlir.constant(64 : index) : i64
    %2383 = llvm.mul %2371, %2382 overflow<nsw, nuw> : i64
    %2384 = llvm.add %2381, %2383 overflow<nsw, nuw> : i64
    %2385 = llvm.mlir.constant(8 : index) : i64
    %2386 = llvm.mul %2373, %2385 overflow<nsw, nuw> : i64
    %2387 = llvm.add %2384, %2386 overflow<nsw, nuw> : i64
    %2388 = llvm.add %2387, %2375 overflow<nsw, nuw> : i64
    %2389 = llvm.getelementptr inbounds|nuw %2379[%2388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2390 = llvm.load %2389 : !llvm.ptr -> f32
    %2391 = llvm.fneg %2390 : f32
    %2392 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2393 = llvm.mlir.constant(128 : index) : i64
    %2394 = llvm.mul %2369, %2393 overflow<nsw, nuw> : i64
    %2395 = llvm.mlir.constant(32 : index) : i64
    %2396 = llvm.mul %2371, %2395 overflow<nsw, nuw> : i64
    %2397 = llvm.add %2394, %2396 overflow<nsw, nuw> : i64
    %2398 = llvm.mlir.constant(4 : index) : i64
    %2399 = llvm.mul %2373, %2398 overflow<nsw, nuw> : i64
    %2400 = llvm.add %2397, %2399 overflow<nsw, nuw> : i64
    %2401 = llvm.add %2400, %2375 overflow<nsw, nuw> : i64
    %2402 = llvm.getelementptr inbounds|nuw %2392[%2401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2391, %2402 : f32, !llvm.ptr
    %2403 = llvm.add %2375, %15 : i64
    llvm.br ^bb277(%2403 : i64)
  ^bb279:  // pred: ^bb277
    %2404 = llvm.add %2373, %15 : i64
    llvm.br ^bb275(%2404 : i64)
  ^bb280:  // pred: ^bb275
    %2405 = llvm.add %2371, %15 : i64
    llvm.br ^bb273(%2405 : i64)
  ^bb281:  // pred: ^bb273
    %2406 = llvm.add %2369, %15 : i64
    llvm.br ^bb271(%2406 : i64)
  ^bb282:  // pred: ^bb271
    %2407 = llvm.mlir.constant(1 : index) : i64
    %2408 = llvm.mlir.constant(4 : index) : i64
    %2409 = llvm.mlir.constant(8 : index) : i64
    %2410 = llvm.mlir.constant(8 : index) : i64
    %2411 = llvm.mlir.constant(1 : index) : i64
    %2412 = llvm.mlir.constant(64 : index) : i64
    %2413 = llvm.mlir.constant(256 : index) : i64
    %2414 = llvm.mlir.constant(256 : index) : i64
    %2415 = llvm.mlir.zero : !llvm.ptr
    %2416 = llvm.getelementptr %2415[%2414] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2417 = llvm.ptrtoint %2416 : !llvm.ptr to i64
    %2418 = llvm.mlir.constant(64 : index) : i64
    %2419 = llvm.add %2417, %2418 : i64
    %2420 = llvm.call @malloc(%2419) : (i64) -> !llvm.ptr
    %2421 = llvm.ptrtoint %2420 : !llvm.ptr to i64
    %2422 = llvm.mlir.constant(1 : index) : i64
    %2423 = llvm.sub %2418, %2422 : i64
    %2424 = llvm.add %2421, %2423 : i64
    %2425 = llvm.urem %2424, %2418 : i64
    %2426 = llvm.sub %2424, %2425 : i64
    %2427 = llvm.inttoptr %2426 : i64 to !llvm.ptr
    %2428 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2429 = llvm.insertvalue %2420, %2428[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2430 = llvm.insertvalue %2427, %2429[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2431 = llvm.mlir.constant(0 : index) : i64
    %2432 = llvm.insertvalue %2431, %2430[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2433 = llvm.insertvalue %2407, %2432[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.insertvalue %2408, %2433[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.insertvalue %2409, %2434[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2436 = llvm.insertvalue %2410, %2435[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2437 = llvm.insertvalue %2413, %2436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2438 = llvm.insertvalue %2412, %2437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.insertvalue %2410, %2438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2440 = llvm.insertvalue %2411, %2439[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2441 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2442 = llvm.extractvalue %2440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2443 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2444 = llvm.insertvalue %2442, %2441[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2445 = llvm.insertvalue %2443, %2444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2446 = llvm.mlir.constant(0 : index) : i64
    %2447 = llvm.insertvalue %2446, %2445[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2448 = llvm.mlir.constant(1 : index) : i64
    %2449 = llvm.insertvalue %2448, %2447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2450 = llvm.mlir.constant(256 : index) : i64
    %2451 = llvm.insertvalue %2450, %2449[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2452 = llvm.mlir.constant(4 : index) : i64
    %2453 = llvm.insertvalue %2452, %2451[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2454 = llvm.mlir.constant(64 : index) : i64
    %2455 = llvm.insertvalue %2454, %2453[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2456 = llvm.mlir.constant(8 : index) : i64
    %2457 = llvm.insertvalue %2456, %2455[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2458 = llvm.mlir.constant(8 : index) : i64
    %2459 = llvm.insertvalue %2458, %2457[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2460 = llvm.mlir.constant(4 : index) : i64
    %2461 = llvm.insertvalue %2460, %2459[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2462 = llvm.mlir.constant(1 : index) : i64
    %2463 = llvm.insertvalue %2462, %2461[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb283(%20 : i64)
  ^bb283(%2464: i64):  // 2 preds: ^bb282, ^bb293
    %2465 = llvm.icmp "slt" %2464, %15 : i64
    llvm.cond_br %2465, ^bb284, ^bb294
  ^bb284:  // pred: ^bb283
    llvm.br ^bb285(%20 : i64)
  ^bb285(%2466: i64):  // 2 preds: ^bb284, ^bb292
    %2467 = llvm.icmp "slt" %2466, %12 : i64
    llvm.cond_br %2467, ^bb286, ^bb293
  ^bb286:  // pred: ^bb285
    llvm.br ^bb287(%20 : i64)
  ^bb287(%2468: i64):  // 2 preds: ^bb286, ^bb291
    %2469 = llvm.icmp "slt" %2468, %14 : i64
    llvm.cond_br %2469, ^bb288, ^bb292
  ^bb288:  // pred: ^bb287
    llvm.br ^bb289(%20 : i64)
  ^bb289(%2470: i64):  // 2 preds: ^bb288, ^bb290
    %2471 = llvm.icmp "slt" %2470, %12 : i64
    llvm.cond_br %2471, ^bb290, ^bb291
  ^bb290:  // pred: ^bb289
    %2472 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2473 = llvm.mlir.constant(128 : index) : i64
    %2474 = llvm.mul %2464, %2473 overflow<nsw, nuw> : i64
    %2475 = llvm.mlir.constant(32 : index) : i64
    %2476 = llvm.mul %2466, %2475 overflow<nsw, nuw> : i64
    %2477 = llvm.add %2474, %2476 overflow<nsw, nuw> : i64
    %2478 = llvm.mlir.constant(4 : index) : i64
    %2479 = llvm.mul %2468, %2478 overflow<nsw, nuw> : i64
    %2480 = llvm.add %2477, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.add %2480, %2470 overflow<nsw, nuw> : i64
    %2482 = llvm.getelementptr inbounds|nuw %2472[%2481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2483 = llvm.load %2482 : !llvm.ptr -> f32
    %2484 = llvm.extractvalue %2463[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2485 = llvm.mlir.constant(256 : index) : i64
    %2486 = llvm.mul %2464, %2485 overflow<nsw, nuw> : i64
    %2487 = llvm.mlir.constant(64 : index) : i64
    %2488 = llvm.mul %2466, %2487 overflow<nsw, nuw> : i64
    %2489 = llvm.add %2486, %2488 overflow<nsw, nuw> : i64
    %2490 = llvm.mlir.constant(8 : index) : i64
    %2491 = llvm.mul %2468, %2490 overflow<nsw, nuw> : i64
    %2492 = llvm.add %2489, %2491 overflow<nsw, nuw> : i64
    %2493 = llvm.add %2492, %2470 overflow<nsw, nuw> : i64
    %2494 = llvm.getelementptr inbounds|nuw %2484[%2493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2483, %2494 : f32, !llvm.ptr
    %2495 = llvm.add %2470, %15 : i64
    llvm.br ^bb289(%2495 : i64)
  ^bb291:  // pred: ^bb289
    %2496 = llvm.add %2468, %15 : i64
    llvm.br ^bb287(%2496 : i64)
  ^bb292:  // pred: ^bb287
    %2497 = llvm.add %2466, %15 : i64
    llvm.br ^bb285(%2497 : i64)
  ^bb293:  // pred: ^bb285
    %2498 = llvm.add %2464, %15 : i64
    llvm.br ^bb283(%2498 : i64)
  ^bb294:  // pred: ^bb283
    %2499 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2500 = llvm.extractvalue %2440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2501 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2502 = llvm.insertvalue %2500, %2499[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2503 = llvm.insertvalue %2501, %2502[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2504 = llvm.mlir.constant(4 : index) : i64
    %2505 = llvm.insertvalue %2504, %2503[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2506 = llvm.mlir.constant(1 : index) : i64
    %2507 = llvm.insertvalue %2506, %2505[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2508 = llvm.mlir.constant(256 : index) : i64
    %2509 = llvm.insertvalue %2508, %2507[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2510 = llvm.mlir.constant(4 : index) : i64
    %2511 = llvm.insertvalue %2510, %2509[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2512 = llvm.mlir.constant(64 : index) : i64
    %2513 = llvm.insertvalue %2512, %2511[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2514 = llvm.mlir.constant(8 : index) : i64
    %2515 = llvm.insertvalue %2514, %2513[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2516 = llvm.mlir.constant(8 : index) : i64
    %2517 = llvm.insertvalue %2516, %2515[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2518 = llvm.mlir.constant(4 : index) : i64
    %2519 = llvm.insertvalue %2518, %2517[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2520 = llvm.mlir.constant(1 : index) : i64
    %2521 = llvm.insertvalue %2520, %2519[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%20 : i64)
  ^bb295(%2522: i64):  // 2 preds: ^bb294, ^bb305
    %2523 = llvm.icmp "slt" %2522, %15 : i64
    llvm.cond_br %2523, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%20 : i64)
  ^bb297(%2524: i64):  // 2 preds: ^bb296, ^bb304
    %2525 = llvm.icmp "slt" %2524, %12 : i64
    llvm.cond_br %2525, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%20 : i64)
  ^bb299(%2526: i64):  // 2 preds: ^bb298, ^bb303
    %2527 = llvm.icmp "slt" %2526, %14 : i64
    llvm.cond_br %2527, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%20 : i64)
  ^bb301(%2528: i64):  // 2 preds: ^bb300, ^bb302
    %2529 = llvm.icmp "slt" %2528, %12 : i64
    llvm.cond_br %2529, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2530 = llvm.extractvalue %2311[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2531 = llvm.mlir.constant(256 : index) : i64
    %2532 = llvm.mul %2522, %2531 overflow<nsw, nuw> : i64
    %2533 = llvm.mlir.constant(64 : index) : i64
    %2534 = llvm.mul %2524, %2533 overflow<nsw, nuw> : i64
    %2535 = llvm.add %2532, %2534 overflow<nsw, nuw> : i64
    %2536 = llvm.mlir.constant(8 : index) : i64
    %2537 = llvm.mul %2526, %2536 overflow<nsw, nuw> : i64
    %2538 = llvm.add %2535, %2537 overflow<nsw, nuw> : i64
    %2539 = llvm.add %2538, %2528 overflow<nsw, nuw> : i64
    %2540 = llvm.getelementptr inbounds|nuw %2530[%2539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2541 = llvm.load %2540 : !llvm.ptr -> f32
    %2542 = llvm.extractvalue %2521[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2543 = llvm.mlir.constant(4 : index) : i64
    %2544 = llvm.getelementptr %2542[%2543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2545 = llvm.mlir.constant(256 : index) : i64
    %2546 = llvm.mul %2522, %2545 overflow<nsw, nuw> : i64
    %2547 = llvm.mlir.constant(64 : index) : i64
    %2548 = llvm.mul %2524, %2547 overflow<nsw, nuw> : i64
    %2549 = llvm.add %2546, %2548 overflow<nsw, nuw> : i64
    %2550 = llvm.mlir.constant(8 : index) : i64
    %2551 = llvm.mul %2526, %2550 overflow<nsw, nuw> : i64
    %2552 = llvm.add %2549, %2551 overflow<nsw, nuw> : i64
    %2553 = llvm.add %2552, %2528 overflow<nsw, nuw> : i64
    %2554 = llvm.getelementptr inbounds|nuw %2544[%2553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2541, %2554 : f32, !llvm.ptr
    %2555 = llvm.add %2528, %15 : i64
    llvm.br ^bb301(%2555 : i64)
  ^bb303:  // pred: ^bb301
    %2556 = llvm.add %2526, %15 : i64
    llvm.br ^bb299(%2556 : i64)
  ^bb304:  // pred: ^bb299
    %2557 = llvm.add %2524, %15 : i64
    llvm.br ^bb297(%2557 : i64)
  ^bb305:  // pred: ^bb297
    %2558 = llvm.add %2522, %15 : i64
    llvm.br ^bb295(%2558 : i64)
  ^bb306:  // pred: ^bb295
    %2559 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2560 = llvm.extractvalue %2107[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2561 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2562 = llvm.insertvalue %2560, %2559[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2563 = llvm.insertvalue %2561, %2562[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2564 = llvm.mlir.constant(0 : index) : i64
    %2565 = llvm.insertvalue %2564, %2563[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2566 = llvm.mlir.constant(1 : index) : i64
    %2567 = llvm.insertvalue %2566, %2565[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2568 = llvm.mlir.constant(128 : index) : i64
    %2569 = llvm.insertvalue %2568, %2567[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2570 = llvm.mlir.constant(2 : index) : i64
    %2571 = llvm.insertvalue %2570, %2569[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2572 = llvm.mlir.constant(64 : index) : i64
    %2573 = llvm.insertvalue %2572, %2571[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2574 = llvm.mlir.constant(8 : index) : i64
    %2575 = llvm.insertvalue %2574, %2573[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2576 = llvm.mlir.constant(8 : index) : i64
    %2577 = llvm.insertvalue %2576, %2575[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2578 = llvm.mlir.constant(4 : index) : i64
    %2579 = llvm.insertvalue %2578, %2577[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2580 = llvm.mlir.constant(1 : index) : i64
    %2581 = llvm.insertvalue %2580, %2579[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2582 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2583 = llvm.extractvalue %2107[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2584 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2585 = llvm.insertvalue %2583, %2582[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2586 = llvm.insertvalue %2584, %2585[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2587 = llvm.mlir.constant(4 : index) : i64
    %2588 = llvm.insertvalue %2587, %2586[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2589 = llvm.mlir.constant(1 : index) : i64
    %2590 = llvm.insertvalue %2589, %2588[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2591 = llvm.mlir.constant(128 : index) : i64
    %2592 = llvm.insertvalue %2591, %2590[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2593 = llvm.mlir.constant(2 : index) : i64
    %2594 = llvm.insertvalue %2593, %2592[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2595 = llvm.mlir.constant(64 : index) : i64
    %2596 = llvm.insertvalue %2595, %2594[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2597 = llvm.mlir.constant(8 : index) : i64
    %2598 = llvm.insertvalue %2597, %2596[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2599 = llvm.mlir.constant(8 : index) : i64
    %2600 = llvm.insertvalue %2599, %2598[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2601 = llvm.mlir.constant(4 : index) : i64
    %2602 = llvm.insertvalue %2601, %2600[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2603 = llvm.mlir.constant(1 : index) : i64
    %2604 = llvm.insertvalue %2603, %2602[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2605 = llvm.mlir.constant(1 : index) : i64
    %2606 = llvm.mlir.constant(2 : index) : i64
    %2607 = llvm.mlir.constant(8 : index) : i64
    %2608 = llvm.mlir.constant(4 : index) : i64
    %2609 = llvm.mlir.constant(1 : index) : i64
    %2610 = llvm.mlir.constant(32 : index) : i64
    %2611 = llvm.mlir.constant(64 : index) : i64
    %2612 = llvm.mlir.constant(64 : index) : i64
    %2613 = llvm.mlir.zero : !llvm.ptr
    %2614 = llvm.getelementptr %2613[%2612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2615 = llvm.ptrtoint %2614 : !llvm.ptr to i64
    %2616 = llvm.mlir.constant(64 : index) : i64
    %2617 = llvm.add %2615, %2616 : i64
    %2618 = llvm.call @malloc(%2617) : (i64) -> !llvm.ptr
    %2619 = llvm.ptrtoint %2618 : !llvm.ptr to i64
    %2620 = llvm.mlir.constant(1 : index) : i64
    %2621 = llvm.sub %2616, %2620 : i64
    %2622 = llvm.add %2619, %2621 : i64
    %2623 = llvm.urem %2622, %2616 : i64
    %2624 = llvm.sub %2622, %2623 : i64
    %2625 = llvm.inttoptr %2624 : i64 to !llvm.ptr
    %2626 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2627 = llvm.insertvalue %2618, %2626[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2628 = llvm.insertvalue %2625, %2627[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2629 = llvm.mlir.constant(0 : index) : i64
    %2630 = llvm.insertvalue %2629, %2628[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2631 = llvm.insertvalue %2605, %2630[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2632 = llvm.insertvalue %2606, %2631[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2633 = llvm.insertvalue %2607, %2632[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2634 = llvm.insertvalue %2608, %2633[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2635 = llvm.insertvalue %2611, %2634[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2636 = llvm.insertvalue %2610, %2635[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2637 = llvm.insertvalue %2608, %2636[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2638 = llvm.insertvalue %2609, %2637[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb307(%20 : i64)
  ^bb307(%2639: i64):  // 2 preds: ^bb306, ^bb317
    %2640 = llvm.icmp "slt" %2639, %15 : i64
    llvm.cond_br %2640, ^bb308, ^bb318
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%20 : i64)
  ^bb309(%2641: i64):  // 2 preds: ^bb308, ^bb316
    %2642 = llvm.icmp "slt" %2641, %10 : i64
    llvm.cond_br %2642, ^bb310, ^bb317
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%20 : i64)
  ^bb311(%2643: i64):  // 2 preds: ^bb310, ^bb315
    %2644 = llvm.icmp "slt" %2643, %14 : i64
    llvm.cond_br %2644, ^bb312, ^bb316
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%20 : i64)
  ^bb313(%2645: i64):  // 2 preds: ^bb312, ^bb314
    %2646 = llvm.icmp "slt" %2645, %12 : i64
    llvm.cond_br %2646, ^bb314, ^bb315
  ^bb314:  // pred: ^bb313
    %2647 = llvm.extractvalue %2604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2648 = llvm.mlir.constant(4 : index) : i64
    %2649 = llvm.getelementptr %2647[%2648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2650 = llvm.mlir.constant(128 : index) : i64
    %2651 = llvm.mul %2639, %2650 overflow<nsw, nuw> : i64
    %2652 = llvm.mlir.constant(64 : index) : i64
    %2653 = llvm.mul %2641, %2652 overflow<nsw, nuw> : i64
    %2654 = llvm.add %2651, %2653 overflow<nsw, nuw> : i64
    %2655 = llvm.mlir.constant(8 : index) : i64
    %2656 = llvm.mul %2643, %2655 overflow<nsw, nuw> : i64
    %2657 = llvm.add %2654, %2656 overflow<nsw, nuw> : i64
    %2658 = llvm.add %2657, %2645 overflow<nsw, nuw> : i64
    %2659 = llvm.getelementptr inbounds|nuw %2649[%2658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2660 = llvm.load %2659 : !llvm.ptr -> f32
    %2661 = llvm.fneg %2660 : f32
    %2662 = llvm.extractvalue %2638[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2663 = llvm.mlir.constant(64 : index) : i64
    %2664 = llvm.mul %2639, %2663 overflow<nsw, nuw> : i64
    %2665 = llvm.mlir.constant(32 : index) : i64
    %2666 = llvm.mul %2641, %2665 overflow<nsw, nuw> : i64
    %2667 = llvm.add %2664, %2666 overflow<nsw, nuw> : i64
    %2668 = llvm.mlir.constant(4 : index) : i64
    %2669 = llvm.mul %2643, %2668 overflow<nsw, nuw> : i64
    %2670 = llvm.add %2667, %2669 overflow<nsw, nuw> : i64
    %2671 = llvm.add %2670, %2645 overflow<nsw, nuw> : i64
    %2672 = llvm.getelementptr inbounds|nuw %2662[%2671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2661, %2672 : f32, !llvm.ptr
    %2673 = llvm.add %2645, %15 : i64
    llvm.br ^bb313(%2673 : i64)
  ^bb315:  // pred: ^bb313
    %2674 = llvm.add %2643, %15 : i64
    llvm.br ^bb311(%2674 : i64)
  ^bb316:  // pred: ^bb311
    %2675 = llvm.add %2641, %15 : i64
    llvm.br ^bb309(%2675 : i64)
  ^bb317:  // pred: ^bb309
    %2676 = llvm.add %2639, %15 : i64
    llvm.br ^bb307(%2676 : i64)
  ^bb318:  // pred: ^bb307
    %2677 = llvm.mlir.constant(1 : index) : i64
    %2678 = llvm.mlir.constant(2 : index) : i64
    %2679 = llvm.mlir.constant(8 : index) : i64
    %2680 = llvm.mlir.constant(8 : index) : i64
    %2681 = llvm.mlir.constant(1 : index) : i64
    %2682 = llvm.mlir.constant(64 : index) : i64
    %2683 = llvm.mlir.constant(128 : index) : i64
    %2684 = llvm.mlir.constant(128 : index) : i64
    %2685 = llvm.mlir.zero : !llvm.ptr
    %2686 = llvm.getelementptr %2685[%2684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2687 = llvm.ptrtoint %2686 : !llvm.ptr to i64
    %2688 = llvm.mlir.constant(64 : index) : i64
    %2689 = llvm.add %2687, %2688 : i64
    %2690 = llvm.call @malloc(%2689) : (i64) -> !llvm.ptr
    %2691 = llvm.ptrtoint %2690 : !llvm.ptr to i64
    %2692 = llvm.mlir.constant(1 : index) : i64
    %2693 = llvm.sub %2688, %2692 : i64
    %2694 = llvm.add %2691, %2693 : i64
    %2695 = llvm.urem %2694, %2688 : i64
    %2696 = llvm.sub %2694, %2695 : i64
    %2697 = llvm.inttoptr %2696 : i64 to !llvm.ptr
    %2698 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2699 = llvm.insertvalue %2690, %2698[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2700 = llvm.insertvalue %2697, %2699[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2701 = llvm.mlir.constant(0 : index) : i64
    %2702 = llvm.insertvalue %2701, %2700[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2703 = llvm.insertvalue %2677, %2702[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2704 = llvm.insertvalue %2678, %2703[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2705 = llvm.insertvalue %2679, %2704[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2706 = llvm.insertvalue %2680, %2705[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2707 = llvm.insertvalue %2683, %2706[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2708 = llvm.insertvalue %2682, %2707[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2709 = llvm.insertvalue %2680, %2708[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2710 = llvm.insertvalue %2681, %2709[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2711 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2712 = llvm.extractvalue %2710[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2713 = llvm.extractvalue %2710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2714 = llvm.insertvalue %2712, %2711[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2715 = llvm.insertvalue %2713, %2714[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2716 = llvm.mlir.constant(0 : index) : i64
    %2717 = llvm.insertvalue %2716, %2715[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2718 = llvm.mlir.constant(1 : index) : i64
    %2719 = llvm.insertvalue %2718, %2717[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2720 = llvm.mlir.constant(128 : index) : i64
    %2721 = llvm.insertvalue %2720, %2719[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2722 = llvm.mlir.constant(2 : index) : i64
    %2723 = llvm.insertvalue %2722, %2721[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2724 = llvm.mlir.constant(64 : index) : i64
    %2725 = llvm.insertvalue %2724, %2723[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2726 = llvm.mlir.constant(8 : index) : i64
    %2727 = llvm.insertvalue %2726, %2725[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2728 = llvm.mlir.constant(8 : index) : i64
    %2729 = llvm.insertvalue %2728, %2727[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.mlir.constant(4 : index) : i64
    %2731 = llvm.insertvalue %2730, %2729[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2732 = llvm.mlir.constant(1 : index) : i64
    %2733 = llvm.insertvalue %2732, %2731[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb319(%20 : i64)
  ^bb319(%2734: i64):  // 2 preds: ^bb318, ^bb329
    %2735 = llvm.icmp "slt" %2734, %15 : i64
    llvm.cond_br %2735, ^bb320, ^bb330
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%20 : i64)
  ^bb321(%2736: i64):  // 2 preds: ^bb320, ^bb328
    %2737 = llvm.icmp "slt" %2736, %10 : i64
    llvm.cond_br %2737, ^bb322, ^bb329
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%20 : i64)
  ^bb323(%2738: i64):  // 2 preds: ^bb322, ^bb327
    %2739 = llvm.icmp "slt" %2738, %14 : i64
    llvm.cond_br %2739, ^bb324, ^bb328
  ^bb324:  // pred: ^bb323
    llvm.br ^bb325(%20 : i64)
  ^bb325(%2740: i64):  // 2 preds: ^bb324, ^bb326
    %2741 = llvm.icmp "slt" %2740, %12 : i64
    llvm.cond_br %2741, ^bb326, ^bb327
  ^bb326:  // pred: ^bb325
    %2742 = llvm.extractvalue %2638[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2743 = llvm.mlir.constant(64 : index) : i64
    %2744 = llvm.mul %2734, %2743 overflow<nsw, nuw> : i64
    %2745 = llvm.mlir.constant(32 : index) : i64
    %2746 = llvm.mul %2736, %2745 overflow<nsw, nuw> : i64
    %2747 = llvm.add %2744, %2746 overflow<nsw, nuw> : i64
    %2748 = llvm.mlir.constant(4 : index) : i64
    %2749 = llvm.mul %2738, %2748 overflow<nsw, nuw> : i64
    %2750 = llvm.add %2747, %2749 overflow<nsw, nuw> : i64
    %2751 = llvm.add %2750, %2740 overflow<nsw, nuw> : i64
    %2752 = llvm.getelementptr inbounds|nuw %2742[%2751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2753 = llvm.load %2752 : !llvm.ptr -> f32
    %2754 = llvm.extractvalue %2733[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2755 = llvm.mlir.constant(128 : index) : i64
    %2756 = llvm.mul %2734, %2755 overflow<nsw, nuw> : i64
    %2757 = llvm.mlir.constant(64 : index) : i64
    %2758 = llvm.mul %2736, %2757 overflow<nsw, nuw> : i64
    %2759 = llvm.add %2756, %2758 overflow<nsw, nuw> : i64
    %2760 = llvm.mlir.constant(8 : index) : i64
    %2761 = llvm.mul %2738, %2760 overflow<nsw, nuw> : i64
    %2762 = llvm.add %2759, %2761 overflow<nsw, nuw> : i64
    %2763 = llvm.add %2762, %2740 overflow<nsw, nuw> : i64
    %2764 = llvm.getelementptr inbounds|nuw %2754[%2763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2753, %2764 : f32, !llvm.ptr
    %2765 = llvm.add %2740, %15 : i64
    llvm.br ^bb325(%2765 : i64)
  ^bb327:  // pred: ^bb325
    %2766 = llvm.add %2738, %15 : i64
    llvm.br ^bb323(%2766 : i64)
  ^bb328:  // pred: ^bb323
    %2767 = llvm.add %2736, %15 : i64
    llvm.br ^bb321(%2767 : i64)
  ^bb329:  // pred: ^bb321
    %2768 = llvm.add %2734, %15 : i64
    llvm.br ^bb319(%2768 : i64)
  ^bb330:  // pred: ^bb319
    %2769 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2770 = llvm.extractvalue %2710[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2771 = llvm.extractvalue %2710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2772 = llvm.insertvalue %2770, %2769[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2773 = llvm.insertvalue %2771, %2772[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2774 = llvm.mlir.constant(4 : index) : i64
    %2775 = llvm.insertvalue %2774, %2773[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2776 = llvm.mlir.constant(1 : index) : i64
    %2777 = llvm.insertvalue %2776, %2775[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2778 = llvm.mlir.constant(128 : index) : i64
    %2779 = llvm.insertvalue %2778, %2777[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2780 = llvm.mlir.constant(2 : index) : i64
    %2781 = llvm.insertvalue %2780, %2779[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2782 = llvm.mlir.constant(64 : index) : i64
    %2783 = llvm.insertvalue %2782, %2781[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2784 = llvm.mlir.constant(8 : index) : i64
    %2785 = llvm.insertvalue %2784, %2783[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2786 = llvm.mlir.constant(8 : index) : i64
    %2787 = llvm.insertvalue %2786, %2785[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2788 = llvm.mlir.constant(4 : index) : i64
    %2789 = llvm.insertvalue %2788, %2787[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2790 = llvm.mlir.constant(1 : index) : i64
    %2791 = llvm.insertvalue %2790, %2789[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb331(%20 : i64)
  ^bb331(%2792: i64):  // 2 preds: ^bb330, ^bb341
    %2793 = llvm.icmp "slt" %2792, %15 : i64
    llvm.cond_br %2793, ^bb332, ^bb342
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%20 : i64)
  ^bb333(%2794: i64):  // 2 preds: ^bb332, ^bb340
    %2795 = llvm.icmp "slt" %2794, %10 : i64
    llvm.cond_br %2795, ^bb334, ^bb341
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%20 : i64)
  ^bb335(%2796: i64):  // 2 preds: ^bb334, ^bb339
    %2797 = llvm.icmp "slt" %2796, %14 : i64
    llvm.cond_br %2797, ^bb336, ^bb340
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%20 : i64)
  ^bb337(%2798: i64):  // 2 preds: ^bb336, ^bb338
    %2799 = llvm.icmp "slt" %2798, %12 : i64
    llvm.cond_br %2799, ^bb338, ^bb339
  ^bb338:  // pred: ^bb337
    %2800 = llvm.extractvalue %2581[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2801 = llvm.mlir.constant(128 : index) : i64
    %2802 = llvm.mul %2792, %2801 overflow<nsw, nuw> : i64
    %2803 = llvm.mlir.constant(64 : index) : i64
    %2804 = llvm.mul %2794, %2803 overflow<nsw, nuw> : i64
    %2805 = llvm.add %2802, %2804 overflow<nsw, nuw> : i64
    %2806 = llvm.mlir.constant(8 : index) : i64
    %2807 = llvm.mul %2796, %2806 overflow<nsw, nuw> : i64
    %2808 = llvm.add %2805, %2807 overflow<nsw, nuw> : i64
    %2809 = llvm.add %2808, %2798 overflow<nsw, nuw> : i64
    %2810 = llvm.getelementptr inbounds|nuw %2800[%2809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2811 = llvm.load %2810 : !llvm.ptr -> f32
    %2812 = llvm.extractvalue %2791[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2813 = llvm.mlir.constant(4 : index) : i64
    %2814 = llvm.getelementptr %2812[%2813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2815 = llvm.mlir.constant(128 : index) : i64
    %2816 = llvm.mul %2792, %2815 overflow<nsw, nuw> : i64
    %2817 = llvm.mlir.constant(64 : index) : i64
    %2818 = llvm.mul %2794, %2817 overflow<nsw, nuw> : i64
    %2819 = llvm.add %2816, %2818 overflow<nsw, nuw> : i64
    %2820 = llvm.mlir.constant(8 : index) : i64
    %2821 = llvm.mul %2796, %2820 overflow<nsw, nuw> : i64
    %2822 = llvm.add %2819, %2821 overflow<nsw, nuw> : i64
    %2823 = llvm.add %2822, %2798 overflow<nsw, nuw> : i64
    %2824 = llvm.getelementptr inbounds|nuw %2814[%2823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2811, %2824 : f32, !llvm.ptr
    %2825 = llvm.add %2798, %15 : i64
    llvm.br ^bb337(%2825 : i64)
  ^bb339:  // pred: ^bb337
    %2826 = llvm.add %2796, %15 : i64
    llvm.br ^bb335(%2826 : i64)
  ^bb340:  // pred: ^bb335
    %2827 = llvm.add %2794, %15 : i64
    llvm.br ^bb333(%2827 : i64)
  ^bb341:  // pred: ^bb333
    %2828 = llvm.add %2792, %15 : i64
    llvm.br ^bb331(%2828 : i64)
  ^bb342:  // pred: ^bb331
    %2829 = llvm.mlir.constant(1 : index) : i64
    %2830 = llvm.mlir.constant(2 : index) : i64
    %2831 = llvm.mlir.constant(2 : index) : i64
    %2832 = llvm.mlir.constant(8 : index) : i64
    %2833 = llvm.mlir.constant(8 : index) : i64
    %2834 = llvm.mlir.constant(1 : index) : i64
    %2835 = llvm.mlir.constant(64 : index) : i64
    %2836 = llvm.mlir.constant(128 : index) : i64
    %2837 = llvm.mlir.constant(256 : index) : i64
    %2838 = llvm.mlir.constant(256 : index) : i64
    %2839 = llvm.mlir.zero : !llvm.ptr
    %2840 = llvm.getelementptr %2839[%2838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2841 = llvm.ptrtoint %2840 : !llvm.ptr to i64
    %2842 = llvm.mlir.constant(64 : index) : i64
    %2843 = llvm.add %2841, %2842 : i64
    %2844 = llvm.call @malloc(%2843) : (i64) -> !llvm.ptr
    %2845 = llvm.ptrtoint %2844 : !llvm.ptr to i64
    %2846 = llvm.mlir.constant(1 : index) : i64
    %2847 = llvm.sub %2842, %2846 : i64
    %2848 = llvm.add %2845, %2847 : i64
    %2849 = llvm.urem %2848, %2842 : i64
    %2850 = llvm.sub %2848, %2849 : i64
    %2851 = llvm.inttoptr %2850 : i64 to !llvm.ptr
    %2852 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2853 = llvm.insertvalue %2844, %2852[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2854 = llvm.insertvalue %2851, %2853[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2855 = llvm.mlir.constant(0 : index) : i64
    %2856 = llvm.insertvalue %2855, %2854[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2857 = llvm.insertvalue %2829, %2856[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2858 = llvm.insertvalue %2830, %2857[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2859 = llvm.insertvalue %2831, %2858[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2860 = llvm.insertvalue %2832, %2859[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2861 = llvm.insertvalue %2833, %2860[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2862 = llvm.insertvalue %2837, %2861[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2863 = llvm.insertvalue %2836, %2862[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2864 = llvm.insertvalue %2835, %2863[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2865 = llvm.insertvalue %2833, %2864[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2866 = llvm.insertvalue %2834, %2865[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb343(%20 : i64)
  ^bb343(%2867: i64):  // 2 preds: ^bb342, ^bb356
    %2868 = llvm.icmp "slt" %2867, %15 : i64
    llvm.cond_br %2868, ^bb344, ^bb357
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%20 : i64)
  ^bb345(%2869: i64):  // 2 preds: ^bb344, ^bb355
    %2870 = llvm.icmp "slt" %2869, %10 : i64
    llvm.cond_br %2870, ^bb346, ^bb356
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%20 : i64)
  ^bb347(%2871: i64):  // 2 preds: ^bb346, ^bb354
    %2872 = llvm.icmp "slt" %2871, %10 : i64
    llvm.cond_br %2872, ^bb348, ^bb355
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%20 : i64)
  ^bb349(%2873: i64):  // 2 preds: ^bb348, ^bb353
    %2874 = llvm.icmp "slt" %2873, %14 : i64
    llvm.cond_br %2874, ^bb350, ^bb354
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%20 : i64)
  ^bb351(%2875: i64):  // 2 preds: ^bb350, ^bb352
    %2876 = llvm.icmp "slt" %2875, %14 : i64
    llvm.cond_br %2876, ^bb352, ^bb353
  ^bb352:  // pred: ^bb351
    %2877 = llvm.extractvalue %2195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2878 = llvm.mlir.constant(128 : index) : i64
    %2879 = llvm.mul %2867, %2878 overflow<nsw, nuw> : i64
    %2880 = llvm.mlir.constant(16 : index) : i64
    %2881 = llvm.mul %2873, %2880 overflow<nsw, nuw> : i64
    %2882 = llvm.add %2879, %2881 overflow<nsw, nuw> : i64
    %2883 = llvm.mlir.constant(8 : index) : i64
    %2884 = llvm.mul %2869, %2883 overflow<nsw, nuw> : i64
    %2885 = llvm.add %2882, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.add %2885, %2875 overflow<nsw, nuw> : i64
    %2887 = llvm.getelementptr inbounds|nuw %2877[%2886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2888 = llvm.load %2887 : !llvm.ptr -> f32
    %2889 = llvm.extractvalue %2866[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2890 = llvm.mlir.constant(256 : index) : i64
    %2891 = llvm.mul %2867, %2890 overflow<nsw, nuw> : i64
    %2892 = llvm.mlir.constant(128 : index) : i64
    %2893 = llvm.mul %2869, %2892 overflow<nsw, nuw> : i64
    %2894 = llvm.add %2891, %2893 overflow<nsw, nuw> : i64
    %2895 = llvm.mlir.constant(64 : index) : i64
    %2896 = llvm.mul %2871, %2895 overflow<nsw, nuw> : i64
    %2897 = llvm.add %2894, %2896 overflow<nsw, nuw> : i64
    %2898 = llvm.mlir.constant(8 : index) : i64
    %2899 = llvm.mul %2873, %2898 overflow<nsw, nuw> : i64
    %2900 = llvm.add %2897, %2899 overflow<nsw, nuw> : i64
    %2901 = llvm.add %2900, %2875 overflow<nsw, nuw> : i64
    %2902 = llvm.getelementptr inbounds|nuw %2889[%2901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2888, %2902 : f32, !llvm.ptr
    %2903 = llvm.add %2875, %15 : i64
    llvm.br ^bb351(%2903 : i64)
  ^bb353:  // pred: ^bb351
    %2904 = llvm.add %2873, %15 : i64
    llvm.br ^bb349(%2904 : i64)
  ^bb354:  // pred: ^bb349
    %2905 = llvm.add %2871, %15 : i64
    llvm.br ^bb347(%2905 : i64)
  ^bb355:  // pred: ^bb347
    %2906 = llvm.add %2869, %15 : i64
    llvm.br ^bb345(%2906 : i64)
  ^bb356:  // pred: ^bb345
    %2907 = llvm.add %2867, %15 : i64
    llvm.br ^bb343(%2907 : i64)
  ^bb357:  // pred: ^bb343
    %2908 = llvm.mlir.constant(1 : index) : i64
    %2909 = llvm.mlir.constant(2 : index) : i64
    %2910 = llvm.mlir.constant(2 : index) : i64
    %2911 = llvm.mlir.constant(8 : index) : i64
    %2912 = llvm.mlir.constant(8 : index) : i64
    %2913 = llvm.mlir.constant(1 : index) : i64
    %2914 = llvm.mlir.constant(64 : index) : i64
    %2915 = llvm.mlir.constant(128 : index) : i64
    %2916 = llvm.mlir.constant(256 : index) : i64
    %2917 = llvm.mlir.constant(256 : index) : i64
    %2918 = llvm.mlir.zero : !llvm.ptr
    %2919 = llvm.getelementptr %2918[%2917] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2920 = llvm.ptrtoint %2919 : !llvm.ptr to i64
    %2921 = llvm.mlir.constant(64 : index) : i64
    %2922 = llvm.add %2920, %2921 : i64
    %2923 = llvm.call @malloc(%2922) : (i64) -> !llvm.ptr
    %2924 = llvm.ptrtoint %2923 : !llvm.ptr to i64
    %2925 = llvm.mlir.constant(1 : index) : i64
    %2926 = llvm.sub %2921, %2925 : i64
    %2927 = llvm.add %2924, %2926 : i64
    %2928 = llvm.urem %2927, %2921 : i64
    %2929 = llvm.sub %2927, %2928 : i64
    %2930 = llvm.inttoptr %2929 : i64 to !llvm.ptr
    %2931 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2932 = llvm.insertvalue %2923, %2931[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2933 = llvm.insertvalue %2930, %2932[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2934 = llvm.mlir.constant(0 : index) : i64
    %2935 = llvm.insertvalue %2934, %2933[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2936 = llvm.insertvalue %2908, %2935[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2937 = llvm.insertvalue %2909, %2936[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2938 = llvm.insertvalue %2910, %2937[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2939 = llvm.insertvalue %2911, %2938[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2940 = llvm.insertvalue %2912, %2939[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2941 = llvm.insertvalue %2916, %2940[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2942 = llvm.insertvalue %2915, %2941[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2943 = llvm.insertvalue %2914, %2942[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2944 = llvm.insertvalue %2912, %2943[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2945 = llvm.insertvalue %2913, %2944[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb358(%20 : i64)
  ^bb358(%2946: i64):  // 2 preds: ^bb357, ^bb371
    %2947 = llvm.icmp "slt" %2946, %15 : i64
    llvm.cond_br %2947, ^bb359, ^bb372
  ^bb359:  // pred: ^bb358
    llvm.br ^bb360(%20 : i64)
  ^bb360(%2948: i64):  // 2 preds: ^bb359, ^bb370
    %2949 = llvm.icmp "slt" %2948, %10 : i64
    llvm.cond_br %2949, ^bb361, ^bb371
  ^bb361:  // pred: ^bb360
    llvm.br ^bb362(%20 : i64)
  ^bb362(%2950: i64):  // 2 preds: ^bb361, ^bb369
    %2951 = llvm.icmp "slt" %2950, %10 : i64
    llvm.cond_br %2951, ^bb363, ^bb370
  ^bb363:  // pred: ^bb362
    llvm.br ^bb364(%20 : i64)
  ^bb364(%2952: i64):  // 2 preds: ^bb363, ^bb368
    %2953 = llvm.icmp "slt" %2952, %14 : i64
    llvm.cond_br %2953, ^bb365, ^bb369
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%20 : i64)
  ^bb366(%2954: i64):  // 2 preds: ^bb365, ^bb367
    %2955 = llvm.icmp "slt" %2954, %14 : i64
    llvm.cond_br %2955, ^bb367, ^bb368
  ^bb367:  // pred: ^bb366
    %2956 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2957 = llvm.mlir.constant(128 : index) : i64
    %2958 = llvm.mul %2946, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.mlir.constant(64 : index) : i64
    %2960 = llvm.mul %2948, %2959 overflow<nsw, nuw> : i64
    %2961 = llvm.add %2958, %2960 overflow<nsw, nuw> : i64
    %2962 = llvm.mlir.constant(8 : index) : i64
    %2963 = llvm.mul %2954, %2962 overflow<nsw, nuw> : i64
    %2964 = llvm.add %2961, %2963 overflow<nsw, nuw> : i64
    %2965 = llvm.add %2964, %2952 overflow<nsw, nuw> : i64
    %2966 = llvm.getelementptr inbounds|nuw %2956[%2965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2967 = llvm.load %2966 : !llvm.ptr -> f32
    %2968 = llvm.extractvalue %1344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2969 = llvm.mlir.constant(64 : index) : i64
    %2970 = llvm.mul %2946, %2969 overflow<nsw, nuw> : i64
    %2971 = llvm.mlir.constant(64 : index) : i64
    %2972 = llvm.mul %20, %2971 overflow<nsw, nuw> : i64
    %2973 = llvm.add %2970, %2972 overflow<nsw, nuw> : i64
    %2974 = llvm.mlir.constant(8 : index) : i64
    %2975 = llvm.mul %2954, %2974 overflow<nsw, nuw> : i64
    %2976 = llvm.add %2973, %2975 overflow<nsw, nuw> : i64
    %2977 = llvm.add %2976, %2952 overflow<nsw, nuw> : i64
    %2978 = llvm.getelementptr inbounds|nuw %2968[%2977] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2979 = llvm.load %2978 : !llvm.ptr -> f32
    %2980 = llvm.extractvalue %2710[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2981 = llvm.mlir.constant(128 : index) : i64
    %2982 = llvm.mul %2946, %2981 overflow<nsw, nuw> : i64
    %2983 = llvm.mlir.constant(64 : index) : i64
    %2984 = llvm.mul %2948, %2983 overflow<nsw, nuw> : i64
    %2985 = llvm.add %2982, %2984 overflow<nsw, nuw> : i64
    %2986 = llvm.mlir.constant(8 : index) : i64
    %2987 = llvm.mul %2954, %2986 overflow<nsw, nuw> : i64
    %2988 = llvm.add %2985, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.add %2988, %2952 overflow<nsw, nuw> : i64
    %2990 = llvm.getelementptr inbounds|nuw %2980[%2989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2991 = llvm.load %2990 : !llvm.ptr -> f32
    %2992 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2993 = llvm.mlir.constant(64 : index) : i64
    %2994 = llvm.mul %2946, %2993 overflow<nsw, nuw> : i64
    %2995 = llvm.mlir.constant(64 : index) : i64
    %2996 = llvm.mul %20, %2995 overflow<nsw, nuw> : i64
    %2997 = llvm.add %2994, %2996 overflow<nsw, nuw> : i64
    %2998 = llvm.mlir.constant(8 : index) : i64
    %2999 = llvm.mul %2954, %2998 overflow<nsw, nuw> : i64
    %3000 = llvm.add %2997, %2999 overflow<nsw, nuw> : i64
    %3001 = llvm.add %3000, %2952 overflow<nsw, nuw> : i64
    %3002 = llvm.getelementptr inbounds|nuw %2992[%3001] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3003 = llvm.load %3002 : !llvm.ptr -> f32
    %3004 = llvm.fmul %2991, %3003 : f32
    %3005 = llvm.fmul %2967, %2979 : f32
    %3006 = llvm.fadd %3005, %3004 : f32
    %3007 = llvm.extractvalue %2945[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3008 = llvm.mlir.constant(256 : index) : i64
    %3009 = llvm.mul %2946, %3008 overflow<nsw, nuw> : i64
    %3010 = llvm.mlir.constant(128 : index) : i64
    %3011 = llvm.mul %2948, %3010 overflow<nsw, nuw> : i64
    %3012 = llvm.add %3009, %3011 overflow<nsw, nuw> : i64
    %3013 = llvm.mlir.constant(64 : index) : i64
    %3014 = llvm.mul %2950, %3013 overflow<nsw, nuw> : i64
    %3015 = llvm.add %3012, %3014 overflow<nsw, nuw> : i64
    %3016 = llvm.mlir.constant(8 : index) : i64
    %3017 = llvm.mul %2952, %3016 overflow<nsw, nuw> : i64
    %3018 = llvm.add %3015, %3017 overflow<nsw, nuw> : i64
    %3019 = llvm.add %3018, %2954 overflow<nsw, nuw> : i64
    %3020 = llvm.getelementptr inbounds|nuw %3007[%3019] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3006, %3020 : f32, !llvm.ptr
    %3021 = llvm.add %2954, %15 : i64
    llvm.br ^bb366(%3021 : i64)
  ^bb368:  // pred: ^bb366
    %3022 = llvm.add %2952, %15 : i64
    llvm.br ^bb364(%3022 : i64)
  ^bb369:  // pred: ^bb364
    %3023 = llvm.add %2950, %15 : i64
    llvm.br ^bb362(%3023 : i64)
  ^bb370:  // pred: ^bb362
    %3024 = llvm.add %2948, %15 : i64
    llvm.br ^bb360(%3024 : i64)
  ^bb371:  // pred: ^bb360
    %3025 = llvm.add %2946, %15 : i64
    llvm.br ^bb358(%3025 : i64)
  ^bb372:  // pred: ^bb358
    %3026 = llvm.mlir.constant(4 : index) : i64
    %3027 = llvm.mlir.constant(8 : index) : i64
    %3028 = llvm.mlir.constant(8 : index) : i64
    %3029 = llvm.mlir.constant(1 : index) : i64
    %3030 = llvm.mlir.constant(64 : index) : i64
    %3031 = llvm.mlir.constant(256 : index) : i64
    %3032 = llvm.mlir.zero : !llvm.ptr
    %3033 = llvm.getelementptr %3032[%3031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3034 = llvm.ptrtoint %3033 : !llvm.ptr to i64
    %3035 = llvm.mlir.constant(64 : index) : i64
    %3036 = llvm.add %3034, %3035 : i64
    %3037 = llvm.call @malloc(%3036) : (i64) -> !llvm.ptr
    %3038 = llvm.ptrtoint %3037 : !llvm.ptr to i64
    %3039 = llvm.mlir.constant(1 : index) : i64
    %3040 = llvm.sub %3035, %3039 : i64
    %3041 = llvm.add %3038, %3040 : i64
    %3042 = llvm.urem %3041, %3035 : i64
    %3043 = llvm.sub %3041, %3042 : i64
    %3044 = llvm.inttoptr %3043 : i64 to !llvm.ptr
    %3045 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3046 = llvm.insertvalue %3037, %3045[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3047 = llvm.insertvalue %3044, %3046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3048 = llvm.mlir.constant(0 : index) : i64
    %3049 = llvm.insertvalue %3048, %3047[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3050 = llvm.insertvalue %3026, %3049[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3051 = llvm.insertvalue %3027, %3050[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3052 = llvm.insertvalue %3028, %3051[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3053 = llvm.insertvalue %3030, %3052[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3054 = llvm.insertvalue %3028, %3053[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3055 = llvm.insertvalue %3029, %3054[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb373(%20 : i64)
  ^bb373(%3056: i64):  // 2 preds: ^bb372, ^bb380
    %3057 = llvm.icmp "slt" %3056, %12 : i64
    llvm.cond_br %3057, ^bb374, ^bb381
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%20 : i64)
  ^bb375(%3058: i64):  // 2 preds: ^bb374, ^bb379
    %3059 = llvm.icmp "slt" %3058, %14 : i64
    llvm.cond_br %3059, ^bb376, ^bb380
  ^bb376:  // pred: ^bb375
    llvm.br ^bb377(%20 : i64)
  ^bb377(%3060: i64):  // 2 preds: ^bb376, ^bb378
    %3061 = llvm.icmp "slt" %3060, %14 : i64
    llvm.cond_br %3061, ^bb378, ^bb379
  ^bb378:  // pred: ^bb377
    %3062 = llvm.extractvalue %3055[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3063 = llvm.mlir.constant(64 : index) : i64
    %3064 = llvm.mul %3056, %3063 overflow<nsw, nuw> : i64
    %3065 = llvm.mlir.constant(8 : index) : i64
    %3066 = llvm.mul %3058, %3065 overflow<nsw, nuw> : i64
    %3067 = llvm.add %3064, %3066 overflow<nsw, nuw> : i64
    %3068 = llvm.add %3067, %3060 overflow<nsw, nuw> : i64
    %3069 = llvm.getelementptr inbounds|nuw %3062[%3068] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %3069 : f32, !llvm.ptr
    %3070 = llvm.add %3060, %15 : i64
    llvm.br ^bb377(%3070 : i64)
  ^bb379:  // pred: ^bb377
    %3071 = llvm.add %3058, %15 : i64
    llvm.br ^bb375(%3071 : i64)
  ^bb380:  // pred: ^bb375
    %3072 = llvm.add %3056, %15 : i64
    llvm.br ^bb373(%3072 : i64)
  ^bb381:  // pred: ^bb373
    %3073 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3074 = llvm.extractvalue %2945[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3075 = llvm.extractvalue %2945[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3076 = llvm.insertvalue %3074, %3073[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3077 = llvm.insertvalue %3075, %3076[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3078 = llvm.mlir.constant(0 : index) : i64
    %3079 = llvm.insertvalue %3078, %3077[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3080 = llvm.mlir.constant(1 : index) : i64
    %3081 = llvm.insertvalue %3080, %3079[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3082 = llvm.mlir.constant(256 : index) : i64
    %3083 = llvm.insertvalue %3082, %3081[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3084 = llvm.mlir.constant(4 : index) : i64
    %3085 = llvm.insertvalue %3084, %3083[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3086 = llvm.mlir.constant(64 : index) : i64
    %3087 = llvm.insertvalue %3086, %3085[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3088 = llvm.mlir.constant(8 : index) : i64
    %3089 = llvm.insertvalue %3088, %3087[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3090 = llvm.mlir.constant(8 : index) : i64
    %3091 = llvm.insertvalue %3090, %3089[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3092 = llvm.mlir.constant(8 : index) : i64
    %3093 = llvm.insertvalue %3092, %3091[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3094 = llvm.mlir.constant(1 : index) : i64
    %3095 = llvm.insertvalue %3094, %3093[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3096 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3097 = llvm.extractvalue %3055[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3098 = llvm.extractvalue %3055[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3099 = llvm.insertvalue %3097, %3096[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3100 = llvm.insertvalue %3098, %3099[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3101 = llvm.mlir.constant(0 : index) : i64
    %3102 = llvm.insertvalue %3101, %3100[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3103 = llvm.mlir.constant(1 : index) : i64
    %3104 = llvm.insertvalue %3103, %3102[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3105 = llvm.mlir.constant(256 : index) : i64
    %3106 = llvm.insertvalue %3105, %3104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3107 = llvm.mlir.constant(4 : index) : i64
    %3108 = llvm.insertvalue %3107, %3106[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3109 = llvm.mlir.constant(64 : index) : i64
    %3110 = llvm.insertvalue %3109, %3108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3111 = llvm.mlir.constant(8 : index) : i64
    %3112 = llvm.insertvalue %3111, %3110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3113 = llvm.mlir.constant(8 : index) : i64
    %3114 = llvm.insertvalue %3113, %3112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3115 = llvm.mlir.constant(8 : index) : i64
    %3116 = llvm.insertvalue %3115, %3114[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3117 = llvm.mlir.constant(1 : index) : i64
    %3118 = llvm.insertvalue %3117, %3116[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3119 = llvm.mlir.constant(1 : index) : i64
    %3120 = llvm.mlir.constant(4 : index) : i64
    %3121 = llvm.mlir.constant(8 : index) : i64
    %3122 = llvm.mlir.constant(8 : index) : i64
    %3123 = llvm.mlir.constant(1 : index) : i64
    %3124 = llvm.mlir.constant(64 : index) : i64
    %3125 = llvm.mlir.constant(256 : index) : i64
    %3126 = llvm.mlir.constant(256 : index) : i64
    %3127 = llvm.mlir.zero : !llvm.ptr
    %3128 = llvm.getelementptr %3127[%3126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3129 = llvm.ptrtoint %3128 : !llvm.ptr to i64
    %3130 = llvm.mlir.constant(64 : index) : i64
    %3131 = llvm.add %3129, %3130 : i64
    %3132 = llvm.call @malloc(%3131) : (i64) -> !llvm.ptr
    %3133 = llvm.ptrtoint %3132 : !llvm.ptr to i64
    %3134 = llvm.mlir.constant(1 : index) : i64
    %3135 = llvm.sub %3130, %3134 : i64
    %3136 = llvm.add %3133, %3135 : i64
    %3137 = llvm.urem %3136, %3130 : i64
    %3138 = llvm.sub %3136, %3137 : i64
    %3139 = llvm.inttoptr %3138 : i64 to !llvm.ptr
    %3140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3141 = llvm.insertvalue %3132, %3140[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3142 = llvm.insertvalue %3139, %3141[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3143 = llvm.mlir.constant(0 : index) : i64
    %3144 = llvm.insertvalue %3143, %3142[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3145 = llvm.insertvalue %3119, %3144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3146 = llvm.insertvalue %3120, %3145[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3147 = llvm.insertvalue %3121, %3146[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3148 = llvm.insertvalue %3122, %3147[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3149 = llvm.insertvalue %3125, %3148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3150 = llvm.insertvalue %3124, %3149[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3151 = llvm.insertvalue %3122, %3150[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3152 = llvm.insertvalue %3123, %3151[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb382(%20 : i64)
  ^bb382(%3153: i64):  // 2 preds: ^bb381, ^bb392
    %3154 = llvm.icmp "slt" %3153, %15 : i64
    llvm.cond_br %3154, ^bb383, ^bb393
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%20 : i64)
  ^bb384(%3155: i64):  // 2 preds: ^bb383, ^bb391
    %3156 = llvm.icmp "slt" %3155, %12 : i64
    llvm.cond_br %3156, ^bb385, ^bb392
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%20 : i64)
  ^bb386(%3157: i64):  // 2 preds: ^bb385, ^bb390
    %3158 = llvm.icmp "slt" %3157, %14 : i64
    llvm.cond_br %3158, ^bb387, ^bb391
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%20 : i64)
  ^bb388(%3159: i64):  // 2 preds: ^bb387, ^bb389
    %3160 = llvm.icmp "slt" %3159, %14 : i64
    llvm.cond_br %3160, ^bb389, ^bb390
  ^bb389:  // pred: ^bb388
    %3161 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3162 = llvm.mlir.constant(256 : index) : i64
    %3163 = llvm.mul %3153, %3162 overflow<nsw, nuw> : i64
    %3164 = llvm.mlir.constant(64 : index) : i64
    %3165 = llvm.mul %3155, %3164 overflow<nsw, nuw> : i64
    %3166 = llvm.add %3163, %3165 overflow<nsw, nuw> : i64
    %3167 = llvm.mlir.constant(8 : index) : i64
    %3168 = llvm.mul %3157, %3167 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3166, %3168 overflow<nsw, nuw> : i64
    %3170 = llvm.add %3169, %3159 overflow<nsw, nuw> : i64
    %3171 = llvm.getelementptr inbounds|nuw %3161[%3170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3172 = llvm.load %3171 : !llvm.ptr -> f32
    %3173 = llvm.extractvalue %3152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3174 = llvm.mlir.constant(256 : index) : i64
    %3175 = llvm.mul %3153, %3174 overflow<nsw, nuw> : i64
    %3176 = llvm.mlir.constant(64 : index) : i64
    %3177 = llvm.mul %3155, %3176 overflow<nsw, nuw> : i64
    %3178 = llvm.add %3175, %3177 overflow<nsw, nuw> : i64
    %3179 = llvm.mlir.constant(8 : index) : i64
    %3180 = llvm.mul %3157, %3179 overflow<nsw, nuw> : i64
    %3181 = llvm.add %3178, %3180 overflow<nsw, nuw> : i64
    %3182 = llvm.add %3181, %3159 overflow<nsw, nuw> : i64
    %3183 = llvm.getelementptr inbounds|nuw %3173[%3182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3172, %3183 : f32, !llvm.ptr
    %3184 = llvm.add %3159, %15 : i64
    llvm.br ^bb388(%3184 : i64)
  ^bb390:  // pred: ^bb388
    %3185 = llvm.add %3157, %15 : i64
    llvm.br ^bb386(%3185 : i64)
  ^bb391:  // pred: ^bb386
    %3186 = llvm.add %3155, %15 : i64
    llvm.br ^bb384(%3186 : i64)
  ^bb392:  // pred: ^bb384
    %3187 = llvm.add %3153, %15 : i64
    llvm.br ^bb382(%3187 : i64)
  ^bb393:  // pred: ^bb382
    llvm.br ^bb394(%20 : i64)
  ^bb394(%3188: i64):  // 2 preds: ^bb393, ^bb407
    %3189 = llvm.icmp "slt" %3188, %15 : i64
    llvm.cond_br %3189, ^bb395, ^bb408
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%20 : i64)
  ^bb396(%3190: i64):  // 2 preds: ^bb395, ^bb406
    %3191 = llvm.icmp "slt" %3190, %12 : i64
    llvm.cond_br %3191, ^bb397, ^bb407
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%20 : i64)
  ^bb398(%3192: i64):  // 2 preds: ^bb397, ^bb405
    %3193 = llvm.icmp "slt" %3192, %14 : i64
    llvm.cond_br %3193, ^bb399, ^bb406
  ^bb399:  // pred: ^bb398
    llvm.br ^bb400(%20 : i64)
  ^bb400(%3194: i64):  // 2 preds: ^bb399, ^bb404
    %3195 = llvm.icmp "slt" %3194, %14 : i64
    llvm.cond_br %3195, ^bb401, ^bb405
  ^bb401:  // pred: ^bb400
    llvm.br ^bb402(%20 : i64)
  ^bb402(%3196: i64):  // 2 preds: ^bb401, ^bb403
    %3197 = llvm.icmp "slt" %3196, %14 : i64
    llvm.cond_br %3197, ^bb403, ^bb404
  ^bb403:  // pred: ^bb402
    %3198 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3199 = llvm.mlir.constant(256 : index) : i64
    %3200 = llvm.mul %3188, %3199 overflow<nsw, nuw> : i64
    %3201 = llvm.mlir.constant(64 : index) : i64
    %3202 = llvm.mul %3190, %3201 overflow<nsw, nuw> : i64
    %3203 = llvm.add %3200, %3202 overflow<nsw, nuw> : i64
    %3204 = llvm.mlir.constant(8 : index) : i64
    %3205 = llvm.mul %3192, %3204 overflow<nsw, nuw> : i64
    %3206 = llvm.add %3203, %3205 overflow<nsw, nuw> : i64
    %3207 = llvm.add %3206, %3196 overflow<nsw, nuw> : i64
    %3208 = llvm.getelementptr inbounds|nuw %3198[%3207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3209 = llvm.load %3208 : !llvm.ptr -> f32
    %3210 = llvm.extractvalue %1344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3211 = llvm.mlir.constant(64 : index) : i64
    %3212 = llvm.mul %3188, %3211 overflow<nsw, nuw> : i64
    %3213 = llvm.mlir.constant(64 : index) : i64
    %3214 = llvm.mul %20, %3213 overflow<nsw, nuw> : i64
    %3215 = llvm.add %3212, %3214 overflow<nsw, nuw> : i64
    %3216 = llvm.mlir.constant(8 : index) : i64
    %3217 = llvm.mul %3192, %3216 overflow<nsw, nuw> : i64
    %3218 = llvm.add %3215, %3217 overflow<nsw, nuw> : i64
    %3219 = llvm.add %3218, %3196 overflow<nsw, nuw> : i64
    %3220 = llvm.getelementptr inbounds|nuw %3210[%3219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3221 = llvm.load %3220 : !llvm.ptr -> f32
    %3222 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3223 = llvm.mlir.constant(256 : index) : i64
    %3224 = llvm.mul %3188, %3223 overflow<nsw, nuw> : i64
    %3225 = llvm.mlir.constant(64 : index) : i64
    %3226 = llvm.mul %3190, %3225 overflow<nsw, nuw> : i64
    %3227 = llvm.add %3224, %3226 overflow<nsw, nuw> : i64
    %3228 = llvm.mlir.constant(8 : index) : i64
    %3229 = llvm.mul %3192, %3228 overflow<nsw, nuw> : i64
    %3230 = llvm.add %3227, %3229 overflow<nsw, nuw> : i64
    %3231 = llvm.add %3230, %3196 overflow<nsw, nuw> : i64
    %3232 = llvm.getelementptr inbounds|nuw %3222[%3231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3233 = llvm.load %3232 : !llvm.ptr -> f32
    %3234 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3235 = llvm.mlir.constant(64 : index) : i64
    %3236 = llvm.mul %3188, %3235 overflow<nsw, nuw> : i64
    %3237 = llvm.mlir.constant(64 : index) : i64
    %3238 = llvm.mul %20, %3237 overflow<nsw, nuw> : i64
    %3239 = llvm.add %3236, %3238 overflow<nsw, nuw> : i64
    %3240 = llvm.mlir.constant(8 : index) : i64
    %3241 = llvm.mul %3192, %3240 overflow<nsw, nuw> : i64
    %3242 = llvm.add %3239, %3241 overflow<nsw, nuw> : i64
    %3243 = llvm.add %3242, %3196 overflow<nsw, nuw> : i64
    %3244 = llvm.getelementptr inbounds|nuw %3234[%3243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3245 = llvm.load %3244 : !llvm.ptr -> f32
    %3246 = llvm.extractvalue %3095[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3247 = llvm.mlir.constant(256 : index) : i64
    %3248 = llvm.mul %3188, %3247 overflow<nsw, nuw> : i64
    %3249 = llvm.mlir.constant(64 : index) : i64
    %3250 = llvm.mul %3190, %3249 overflow<nsw, nuw> : i64
    %3251 = llvm.add %3248, %3250 overflow<nsw, nuw> : i64
    %3252 = llvm.mlir.constant(8 : index) : i64
    %3253 = llvm.mul %3196, %3252 overflow<nsw, nuw> : i64
    %3254 = llvm.add %3251, %3253 overflow<nsw, nuw> : i64
    %3255 = llvm.add %3254, %3194 overflow<nsw, nuw> : i64
    %3256 = llvm.getelementptr inbounds|nuw %3246[%3255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3257 = llvm.load %3256 : !llvm.ptr -> f32
    %3258 = llvm.extractvalue %3152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3259 = llvm.mlir.constant(256 : index) : i64
    %3260 = llvm.mul %3188, %3259 overflow<nsw, nuw> : i64
    %3261 = llvm.mlir.constant(64 : index) : i64
    %3262 = llvm.mul %3190, %3261 overflow<nsw, nuw> : i64
    %3263 = llvm.add %3260, %3262 overflow<nsw, nuw> : i64
    %3264 = llvm.mlir.constant(8 : index) : i64
    %3265 = llvm.mul %3192, %3264 overflow<nsw, nuw> : i64
    %3266 = llvm.add %3263, %3265 overflow<nsw, nuw> : i64
    %3267 = llvm.add %3266, %3194 overflow<nsw, nuw> : i64
    %3268 = llvm.getelementptr inbounds|nuw %3258[%3267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3269 = llvm.load %3268 : !llvm.ptr -> f32
    %3270 = llvm.fmul %3233, %3245 : f32
    %3271 = llvm.fmul %3209, %3221 : f32
    %3272 = llvm.fadd %3271, %3270 : f32
    %3273 = llvm.fmul %3272, %3257 : f32
    %3274 = llvm.fadd %3269, %3273 : f32
    %3275 = llvm.extractvalue %3152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3276 = llvm.mlir.constant(256 : index) : i64
    %3277 = llvm.mul %3188, %3276 overflow<nsw, nuw> : i64
    %3278 = llvm.mlir.constant(64 : index) : i64
    %3279 = llvm.mul %3190, %3278 overflow<nsw, nuw> : i64
    %3280 = llvm.add %3277, %3279 overflow<nsw, nuw> : i64
    %3281 = llvm.mlir.constant(8 : index) : i64
    %3282 = llvm.mul %3192, %3281 overflow<nsw, nuw> : i64
    %3283 = llvm.add %3280, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3283, %3194 overflow<nsw, nuw> : i64
    %3285 = llvm.getelementptr inbounds|nuw %3275[%3284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3274, %3285 : f32, !llvm.ptr
    %3286 = llvm.add %3196, %15 : i64
    llvm.br ^bb402(%3286 : i64)
  ^bb404:  // pred: ^bb402
    %3287 = llvm.add %3194, %15 : i64
    llvm.br ^bb400(%3287 : i64)
  ^bb405:  // pred: ^bb400
    %3288 = llvm.add %3192, %15 : i64
    llvm.br ^bb398(%3288 : i64)
  ^bb406:  // pred: ^bb398
    %3289 = llvm.add %3190, %15 : i64
    llvm.br ^bb396(%3289 : i64)
  ^bb407:  // pred: ^bb396
    %3290 = llvm.add %3188, %15 : i64
    llvm.br ^bb394(%3290 : i64)
  ^bb408:  // pred: ^bb394
    llvm.br ^bb409(%20 : i64)
  ^bb409(%3291: i64):  // 2 preds: ^bb408, ^bb419
    %3292 = llvm.icmp "slt" %3291, %15 : i64
    llvm.cond_br %3292, ^bb410, ^bb420
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%20 : i64)
  ^bb411(%3293: i64):  // 2 preds: ^bb410, ^bb418
    %3294 = llvm.icmp "slt" %3293, %12 : i64
    llvm.cond_br %3294, ^bb412, ^bb419
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%20 : i64)
  ^bb413(%3295: i64):  // 2 preds: ^bb412, ^bb417
    %3296 = llvm.icmp "slt" %3295, %14 : i64
    llvm.cond_br %3296, ^bb414, ^bb418
  ^bb414:  // pred: ^bb413
    llvm.br ^bb415(%20 : i64)
  ^bb415(%3297: i64):  // 2 preds: ^bb414, ^bb416
    %3298 = llvm.icmp "slt" %3297, %14 : i64
    llvm.cond_br %3298, ^bb416, ^bb417
  ^bb416:  // pred: ^bb415
    %3299 = llvm.extractvalue %3152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3300 = llvm.mlir.constant(256 : index) : i64
    %3301 = llvm.mul %3291, %3300 overflow<nsw, nuw> : i64
    %3302 = llvm.mlir.constant(64 : index) : i64
    %3303 = llvm.mul %3293, %3302 overflow<nsw, nuw> : i64
    %3304 = llvm.add %3301, %3303 overflow<nsw, nuw> : i64
    %3305 = llvm.mlir.constant(8 : index) : i64
    %3306 = llvm.mul %3295, %3305 overflow<nsw, nuw> : i64
    %3307 = llvm.add %3304, %3306 overflow<nsw, nuw> : i64
    %3308 = llvm.add %3307, %3297 overflow<nsw, nuw> : i64
    %3309 = llvm.getelementptr inbounds|nuw %3299[%3308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3310 = llvm.load %3309 : !llvm.ptr -> f32
    %3311 = llvm.extractvalue %979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3312 = llvm.mlir.constant(64 : index) : i64
    %3313 = llvm.mul %3291, %3312 overflow<nsw, nuw> : i64
    %3314 = llvm.mlir.constant(64 : index) : i64
    %3315 = llvm.mul %20, %3314 overflow<nsw, nuw> : i64
    %3316 = llvm.add %3313, %3315 overflow<nsw, nuw> : i64
    %3317 = llvm.mlir.constant(8 : index) : i64
    %3318 = llvm.mul %3295, %3317 overflow<nsw, nuw> : i64
    %3319 = llvm.add %3316, %3318 overflow<nsw, nuw> : i64
    %3320 = llvm.add %3319, %3297 overflow<nsw, nuw> : i64
    %3321 = llvm.getelementptr inbounds|nuw %3311[%3320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3322 = llvm.load %3321 : !llvm.ptr -> f32
    %3323 = llvm.fptrunc %18 : f64 to f32
    %3324 = llvm.fmul %3310, %3323 : f32
    %3325 = llvm.fadd %3324, %3322 : f32
    %3326 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3327 = llvm.mlir.constant(256 : index) : i64
    %3328 = llvm.mul %3291, %3327 overflow<nsw, nuw> : i64
    %3329 = llvm.mlir.constant(64 : index) : i64
    %3330 = llvm.mul %3293, %3329 overflow<nsw, nuw> : i64
    %3331 = llvm.add %3328, %3330 overflow<nsw, nuw> : i64
    %3332 = llvm.mlir.constant(8 : index) : i64
    %3333 = llvm.mul %3295, %3332 overflow<nsw, nuw> : i64
    %3334 = llvm.add %3331, %3333 overflow<nsw, nuw> : i64
    %3335 = llvm.add %3334, %3297 overflow<nsw, nuw> : i64
    %3336 = llvm.getelementptr inbounds|nuw %3326[%3335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3325, %3336 : f32, !llvm.ptr
    %3337 = llvm.add %3297, %15 : i64
    llvm.br ^bb415(%3337 : i64)
  ^bb417:  // pred: ^bb415
    %3338 = llvm.add %3295, %15 : i64
    llvm.br ^bb413(%3338 : i64)
  ^bb418:  // pred: ^bb413
    %3339 = llvm.add %3293, %15 : i64
    llvm.br ^bb411(%3339 : i64)
  ^bb419:  // pred: ^bb411
    %3340 = llvm.add %3291, %15 : i64
    llvm.br ^bb409(%3340 : i64)
  ^bb420:  // pred: ^bb409
    %3341 = llvm.mlir.constant(1 : index) : i64
    %3342 = llvm.mlir.constant(4 : index) : i64
    %3343 = llvm.mlir.constant(8 : index) : i64
    %3344 = llvm.mlir.constant(1 : index) : i64
    %3345 = llvm.mlir.constant(32 : index) : i64
    %3346 = llvm.mlir.constant(32 : index) : i64
    %3347 = llvm.mlir.zero : !llvm.ptr
    %3348 = llvm.getelementptr %3347[%3346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3349 = llvm.ptrtoint %3348 : !llvm.ptr to i64
    %3350 = llvm.mlir.constant(64 : index) : i64
    %3351 = llvm.add %3349, %3350 : i64
    %3352 = llvm.call @malloc(%3351) : (i64) -> !llvm.ptr
    %3353 = llvm.ptrtoint %3352 : !llvm.ptr to i64
    %3354 = llvm.mlir.constant(1 : index) : i64
    %3355 = llvm.sub %3350, %3354 : i64
    %3356 = llvm.add %3353, %3355 : i64
    %3357 = llvm.urem %3356, %3350 : i64
    %3358 = llvm.sub %3356, %3357 : i64
    %3359 = llvm.inttoptr %3358 : i64 to !llvm.ptr
    %3360 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3361 = llvm.insertvalue %3352, %3360[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3362 = llvm.insertvalue %3359, %3361[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3363 = llvm.mlir.constant(0 : index) : i64
    %3364 = llvm.insertvalue %3363, %3362[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3365 = llvm.insertvalue %3341, %3364[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3366 = llvm.insertvalue %3342, %3365[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3367 = llvm.insertvalue %3343, %3366[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3368 = llvm.insertvalue %3345, %3367[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3369 = llvm.insertvalue %3343, %3368[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3370 = llvm.insertvalue %3344, %3369[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb421(%20 : i64)
  ^bb421(%3371: i64):  // 2 preds: ^bb420, ^bb428
    %3372 = llvm.icmp "slt" %3371, %15 : i64
    llvm.cond_br %3372, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%20 : i64)
  ^bb423(%3373: i64):  // 2 preds: ^bb422, ^bb427
    %3374 = llvm.icmp "slt" %3373, %12 : i64
    llvm.cond_br %3374, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%20 : i64)
  ^bb425(%3375: i64):  // 2 preds: ^bb424, ^bb426
    %3376 = llvm.icmp "slt" %3375, %14 : i64
    llvm.cond_br %3376, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3377 = llvm.extractvalue %3370[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3378 = llvm.mlir.constant(32 : index) : i64
    %3379 = llvm.mul %3371, %3378 overflow<nsw, nuw> : i64
    %3380 = llvm.mlir.constant(8 : index) : i64
    %3381 = llvm.mul %3373, %3380 overflow<nsw, nuw> : i64
    %3382 = llvm.add %3379, %3381 overflow<nsw, nuw> : i64
    %3383 = llvm.add %3382, %3375 overflow<nsw, nuw> : i64
    %3384 = llvm.getelementptr inbounds|nuw %3377[%3383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %19, %3384 : f32, !llvm.ptr
    %3385 = llvm.add %3375, %15 : i64
    llvm.br ^bb425(%3385 : i64)
  ^bb427:  // pred: ^bb425
    %3386 = llvm.add %3373, %15 : i64
    llvm.br ^bb423(%3386 : i64)
  ^bb428:  // pred: ^bb423
    %3387 = llvm.add %3371, %15 : i64
    llvm.br ^bb421(%3387 : i64)
  ^bb429:  // pred: ^bb421
    %3388 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3389 = llvm.extractvalue %1832[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3390 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3391 = llvm.insertvalue %3389, %3388[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3392 = llvm.insertvalue %3390, %3391[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3393 = llvm.mlir.constant(0 : index) : i64
    %3394 = llvm.insertvalue %3393, %3392[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3395 = llvm.mlir.constant(1 : index) : i64
    %3396 = llvm.insertvalue %3395, %3394[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3397 = llvm.mlir.constant(256 : index) : i64
    %3398 = llvm.insertvalue %3397, %3396[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3399 = llvm.mlir.constant(4 : index) : i64
    %3400 = llvm.insertvalue %3399, %3398[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3401 = llvm.mlir.constant(64 : index) : i64
    %3402 = llvm.insertvalue %3401, %3400[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3403 = llvm.mlir.constant(8 : index) : i64
    %3404 = llvm.insertvalue %3403, %3402[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3405 = llvm.mlir.constant(8 : index) : i64
    %3406 = llvm.insertvalue %3405, %3404[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3407 = llvm.mlir.constant(1 : index) : i64
    %3408 = llvm.insertvalue %3407, %3406[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3409 = llvm.mlir.constant(8 : index) : i64
    %3410 = llvm.insertvalue %3409, %3408[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3411 = llvm.mlir.constant(8 : index) : i64
    %3412 = llvm.insertvalue %3411, %3410[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3413 = llvm.mlir.constant(1 : index) : i64
    %3414 = llvm.insertvalue %3413, %3412[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3416 = llvm.extractvalue %3370[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3417 = llvm.extractvalue %3370[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3418 = llvm.insertvalue %3416, %3415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3419 = llvm.insertvalue %3417, %3418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3420 = llvm.mlir.constant(0 : index) : i64
    %3421 = llvm.insertvalue %3420, %3419[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3422 = llvm.mlir.constant(1 : index) : i64
    %3423 = llvm.insertvalue %3422, %3421[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3424 = llvm.mlir.constant(32 : index) : i64
    %3425 = llvm.insertvalue %3424, %3423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3426 = llvm.mlir.constant(4 : index) : i64
    %3427 = llvm.insertvalue %3426, %3425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3428 = llvm.mlir.constant(8 : index) : i64
    %3429 = llvm.insertvalue %3428, %3427[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3430 = llvm.mlir.constant(8 : index) : i64
    %3431 = llvm.insertvalue %3430, %3429[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3432 = llvm.mlir.constant(1 : index) : i64
    %3433 = llvm.insertvalue %3432, %3431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3434 = llvm.mlir.constant(1 : index) : i64
    %3435 = llvm.insertvalue %3434, %3433[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3436 = llvm.mlir.constant(1 : index) : i64
    %3437 = llvm.insertvalue %3436, %3435[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3438 = llvm.mlir.constant(1 : index) : i64
    %3439 = llvm.mlir.constant(4 : index) : i64
    %3440 = llvm.mlir.constant(8 : index) : i64
    %3441 = llvm.mlir.constant(1 : index) : i64
    %3442 = llvm.mlir.constant(1 : index) : i64
    %3443 = llvm.mlir.constant(32 : index) : i64
    %3444 = llvm.mlir.constant(32 : index) : i64
    %3445 = llvm.mlir.zero : !llvm.ptr
    %3446 = llvm.getelementptr %3445[%3444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3447 = llvm.ptrtoint %3446 : !llvm.ptr to i64
    %3448 = llvm.mlir.constant(64 : index) : i64
    %3449 = llvm.add %3447, %3448 : i64
    %3450 = llvm.call @malloc(%3449) : (i64) -> !llvm.ptr
    %3451 = llvm.ptrtoint %3450 : !llvm.ptr to i64
    %3452 = llvm.mlir.constant(1 : index) : i64
    %3453 = llvm.sub %3448, %3452 : i64
    %3454 = llvm.add %3451, %3453 : i64
    %3455 = llvm.urem %3454, %3448 : i64
    %3456 = llvm.sub %3454, %3455 : i64
    %3457 = llvm.inttoptr %3456 : i64 to !llvm.ptr
    %3458 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3459 = llvm.insertvalue %3450, %3458[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3460 = llvm.insertvalue %3457, %3459[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3461 = llvm.mlir.constant(0 : index) : i64
    %3462 = llvm.insertvalue %3461, %3460[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3463 = llvm.insertvalue %3438, %3462[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3464 = llvm.insertvalue %3439, %3463[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3465 = llvm.insertvalue %3440, %3464[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3466 = llvm.insertvalue %3441, %3465[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3467 = llvm.insertvalue %3443, %3466[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3468 = llvm.insertvalue %3440, %3467[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3469 = llvm.insertvalue %3441, %3468[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3470 = llvm.insertvalue %3442, %3469[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb430(%20 : i64)
  ^bb430(%3471: i64):  // 2 preds: ^bb429, ^bb440
    %3472 = llvm.icmp "slt" %3471, %15 : i64
    llvm.cond_br %3472, ^bb431, ^bb441
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%20 : i64)
  ^bb432(%3473: i64):  // 2 preds: ^bb431, ^bb439
    %3474 = llvm.icmp "slt" %3473, %12 : i64
    llvm.cond_br %3474, ^bb433, ^bb440
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%20 : i64)
  ^bb434(%3475: i64):  // 2 preds: ^bb433, ^bb438
    %3476 = llvm.icmp "slt" %3475, %14 : i64
    llvm.cond_br %3476, ^bb435, ^bb439
  ^bb435:  // pred: ^bb434
    llvm.br ^bb436(%20 : i64)
  ^bb436(%3477: i64):  // 2 preds: ^bb435, ^bb437
    %3478 = llvm.icmp "slt" %3477, %15 : i64
    llvm.cond_br %3478, ^bb437, ^bb438
  ^bb437:  // pred: ^bb436
    %3479 = llvm.extractvalue %3437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3480 = llvm.mlir.constant(32 : index) : i64
    %3481 = llvm.mul %3471, %3480 overflow<nsw, nuw> : i64
    %3482 = llvm.mlir.constant(8 : index) : i64
    %3483 = llvm.mul %3473, %3482 overflow<nsw, nuw> : i64
    %3484 = llvm.add %3481, %3483 overflow<nsw, nuw> : i64
    %3485 = llvm.add %3484, %3475 overflow<nsw, nuw> : i64
    %3486 = llvm.add %3485, %3477 overflow<nsw, nuw> : i64
    %3487 = llvm.getelementptr inbounds|nuw %3479[%3486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3488 = llvm.load %3487 : !llvm.ptr -> f32
    %3489 = llvm.extractvalue %3470[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3490 = llvm.mlir.constant(32 : index) : i64
    %3491 = llvm.mul %3471, %3490 overflow<nsw, nuw> : i64
    %3492 = llvm.mlir.constant(8 : index) : i64
    %3493 = llvm.mul %3473, %3492 overflow<nsw, nuw> : i64
    %3494 = llvm.add %3491, %3493 overflow<nsw, nuw> : i64
    %3495 = llvm.add %3494, %3475 overflow<nsw, nuw> : i64
    %3496 = llvm.add %3495, %3477 overflow<nsw, nuw> : i64
    %3497 = llvm.getelementptr inbounds|nuw %3489[%3496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3488, %3497 : f32, !llvm.ptr
    %3498 = llvm.add %3477, %15 : i64
    llvm.br ^bb436(%3498 : i64)
  ^bb438:  // pred: ^bb436
    %3499 = llvm.add %3475, %15 : i64
    llvm.br ^bb434(%3499 : i64)
  ^bb439:  // pred: ^bb434
    %3500 = llvm.add %3473, %15 : i64
    llvm.br ^bb432(%3500 : i64)
  ^bb440:  // pred: ^bb432
    %3501 = llvm.add %3471, %15 : i64
    llvm.br ^bb430(%3501 : i64)
  ^bb441:  // pred: ^bb430
    llvm.br ^bb442(%20 : i64)
  ^bb442(%3502: i64):  // 2 preds: ^bb441, ^bb455
    %3503 = llvm.icmp "slt" %3502, %15 : i64
    llvm.cond_br %3503, ^bb443, ^bb456
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%20 : i64)
  ^bb444(%3504: i64):  // 2 preds: ^bb443, ^bb454
    %3505 = llvm.icmp "slt" %3504, %12 : i64
    llvm.cond_br %3505, ^bb445, ^bb455
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%20 : i64)
  ^bb446(%3506: i64):  // 2 preds: ^bb445, ^bb453
    %3507 = llvm.icmp "slt" %3506, %14 : i64
    llvm.cond_br %3507, ^bb447, ^bb454
  ^bb447:  // pred: ^bb446
    llvm.br ^bb448(%20 : i64)
  ^bb448(%3508: i64):  // 2 preds: ^bb447, ^bb452
    %3509 = llvm.icmp "slt" %3508, %15 : i64
    llvm.cond_br %3509, ^bb449, ^bb453
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%20 : i64)
  ^bb450(%3510: i64):  // 2 preds: ^bb449, ^bb451
    %3511 = llvm.icmp "slt" %3510, %14 : i64
    llvm.cond_br %3511, ^bb451, ^bb452
  ^bb451:  // pred: ^bb450
    %3512 = llvm.extractvalue %3414[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3513 = llvm.mlir.constant(256 : index) : i64
    %3514 = llvm.mul %3502, %3513 overflow<nsw, nuw> : i64
    %3515 = llvm.mlir.constant(64 : index) : i64
    %3516 = llvm.mul %3504, %3515 overflow<nsw, nuw> : i64
    %3517 = llvm.add %3514, %3516 overflow<nsw, nuw> : i64
    %3518 = llvm.mlir.constant(8 : index) : i64
    %3519 = llvm.mul %3506, %3518 overflow<nsw, nuw> : i64
    %3520 = llvm.add %3517, %3519 overflow<nsw, nuw> : i64
    %3521 = llvm.mlir.constant(8 : index) : i64
    %3522 = llvm.mul %3508, %3521 overflow<nsw, nuw> : i64
    %3523 = llvm.add %3520, %3522 overflow<nsw, nuw> : i64
    %3524 = llvm.add %3523, %3510 overflow<nsw, nuw> : i64
    %3525 = llvm.getelementptr inbounds|nuw %3512[%3524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3526 = llvm.load %3525 : !llvm.ptr -> f32
    %3527 = llvm.extractvalue %3470[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3528 = llvm.mlir.constant(32 : index) : i64
    %3529 = llvm.mul %3502, %3528 overflow<nsw, nuw> : i64
    %3530 = llvm.mlir.constant(8 : index) : i64
    %3531 = llvm.mul %3504, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3529, %3531 overflow<nsw, nuw> : i64
    %3533 = llvm.add %3532, %3506 overflow<nsw, nuw> : i64
    %3534 = llvm.add %3533, %3508 overflow<nsw, nuw> : i64
    %3535 = llvm.getelementptr inbounds|nuw %3527[%3534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3536 = llvm.load %3535 : !llvm.ptr -> f32
    %3537 = llvm.intr.maximum(%3526, %3536) : (f32, f32) -> f32
    %3538 = llvm.extractvalue %3470[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3539 = llvm.mlir.constant(32 : index) : i64
    %3540 = llvm.mul %3502, %3539 overflow<nsw, nuw> : i64
    %3541 = llvm.mlir.constant(8 : index) : i64
    %3542 = llvm.mul %3504, %3541 overflow<nsw, nuw> : i64
    %3543 = llvm.add %3540, %3542 overflow<nsw, nuw> : i64
    %3544 = llvm.add %3543, %3506 overflow<nsw, nuw> : i64
    %3545 = llvm.add %3544, %3508 overflow<nsw, nuw> : i64
    %3546 = llvm.getelementptr inbounds|nuw %3538[%3545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3537, %3546 : f32, !llvm.ptr
    %3547 = llvm.add %3510, %15 : i64
    llvm.br ^bb450(%3547 : i64)
  ^bb452:  // pred: ^bb450
    %3548 = llvm.add %3508, %15 : i64
    llvm.br ^bb448(%3548 : i64)
  ^bb453:  // pred: ^bb448
    %3549 = llvm.add %3506, %15 : i64
    llvm.br ^bb446(%3549 : i64)
  ^bb454:  // pred: ^bb446
    %3550 = llvm.add %3504, %15 : i64
    llvm.br ^bb444(%3550 : i64)
  ^bb455:  // pred: ^bb444
    %3551 = llvm.add %3502, %15 : i64
    llvm.br ^bb442(%3551 : i64)
  ^bb456:  // pred: ^bb442
    llvm.br ^bb457(%20 : i64)
  ^bb457(%3552: i64):  // 2 preds: ^bb456, ^bb467
    %3553 = llvm.icmp "slt" %3552, %15 : i64
    llvm.cond_br %3553, ^bb458, ^bb468
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%20 : i64)
  ^bb459(%3554: i64):  // 2 preds: ^bb458, ^bb466
    %3555 = llvm.icmp "slt" %3554, %12 : i64
    llvm.cond_br %3555, ^bb460, ^bb467
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%20 : i64)
  ^bb461(%3556: i64):  // 2 preds: ^bb460, ^bb465
    %3557 = llvm.icmp "slt" %3556, %14 : i64
    llvm.cond_br %3557, ^bb462, ^bb466
  ^bb462:  // pred: ^bb461
    llvm.br ^bb463(%20 : i64)
  ^bb463(%3558: i64):  // 2 preds: ^bb462, ^bb464
    %3559 = llvm.icmp "slt" %3558, %14 : i64
    llvm.cond_br %3559, ^bb464, ^bb465
  ^bb464:  // pred: ^bb463
    %3560 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3561 = llvm.mlir.constant(256 : index) : i64
    %3562 = llvm.mul %3552, %3561 overflow<nsw, nuw> : i64
    %3563 = llvm.mlir.constant(64 : index) : i64
    %3564 = llvm.mul %3554, %3563 overflow<nsw, nuw> : i64
    %3565 = llvm.add %3562, %3564 overflow<nsw, nuw> : i64
    %3566 = llvm.mlir.constant(8 : index) : i64
    %3567 = llvm.mul %3556, %3566 overflow<nsw, nuw> : i64
    %3568 = llvm.add %3565, %3567 overflow<nsw, nuw> : i64
    %3569 = llvm.add %3568, %3558 overflow<nsw, nuw> : i64
    %3570 = llvm.getelementptr inbounds|nuw %3560[%3569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3571 = llvm.load %3570 : !llvm.ptr -> f32
    %3572 = llvm.extractvalue %3470[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3573 = llvm.mlir.constant(32 : index) : i64
    %3574 = llvm.mul %3552, %3573 overflow<nsw, nuw> : i64
    %3575 = llvm.mlir.constant(8 : index) : i64
    %3576 = llvm.mul %3554, %3575 overflow<nsw, nuw> : i64
    %3577 = llvm.add %3574, %3576 overflow<nsw, nuw> : i64
    %3578 = llvm.add %3577, %3556 overflow<nsw, nuw> : i64
    %3579 = llvm.add %3578, %20 overflow<nsw, nuw> : i64
    %3580 = llvm.getelementptr inbounds|nuw %3572[%3579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3581 = llvm.load %3580 : !llvm.ptr -> f32
    %3582 = llvm.fsub %3571, %3581 : f32
    %3583 = llvm.fmul %3582, %8 : f32
    %3584 = llvm.intr.exp2(%3583) : (f32) -> f32
    %3585 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3586 = llvm.mlir.constant(256 : index) : i64
    %3587 = llvm.mul %3552, %3586 overflow<nsw, nuw> : i64
    %3588 = llvm.mlir.constant(64 : index) : i64
    %3589 = llvm.mul %3554, %3588 overflow<nsw, nuw> : i64
    %3590 = llvm.add %3587, %3589 overflow<nsw, nuw> : i64
    %3591 = llvm.mlir.constant(8 : index) : i64
    %3592 = llvm.mul %3556, %3591 overflow<nsw, nuw> : i64
    %3593 = llvm.add %3590, %3592 overflow<nsw, nuw> : i64
    %3594 = llvm.add %3593, %3558 overflow<nsw, nuw> : i64
    %3595 = llvm.getelementptr inbounds|nuw %3585[%3594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3584, %3595 : f32, !llvm.ptr
    %3596 = llvm.add %3558, %15 : i64
    llvm.br ^bb463(%3596 : i64)
  ^bb465:  // pred: ^bb463
    %3597 = llvm.add %3556, %15 : i64
    llvm.br ^bb461(%3597 : i64)
  ^bb466:  // pred: ^bb461
    %3598 = llvm.add %3554, %15 : i64
    llvm.br ^bb459(%3598 : i64)
  ^bb467:  // pred: ^bb459
    %3599 = llvm.add %3552, %15 : i64
    llvm.br ^bb457(%3599 : i64)
  ^bb468:  // pred: ^bb457
    %3600 = llvm.mlir.constant(1 : index) : i64
    %3601 = llvm.mlir.constant(4 : index) : i64
    %3602 = llvm.mlir.constant(8 : index) : i64
    %3603 = llvm.mlir.constant(1 : index) : i64
    %3604 = llvm.mlir.constant(1 : index) : i64
    %3605 = llvm.mlir.constant(32 : index) : i64
    %3606 = llvm.mlir.constant(32 : index) : i64
    %3607 = llvm.mlir.zero : !llvm.ptr
    %3608 = llvm.getelementptr %3607[%3606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3609 = llvm.ptrtoint %3608 : !llvm.ptr to i64
    %3610 = llvm.mlir.constant(64 : index) : i64
    %3611 = llvm.add %3609, %3610 : i64
    %3612 = llvm.call @malloc(%3611) : (i64) -> !llvm.ptr
    %3613 = llvm.ptrtoint %3612 : !llvm.ptr to i64
    %3614 = llvm.mlir.constant(1 : index) : i64
    %3615 = llvm.sub %3610, %3614 : i64
    %3616 = llvm.add %3613, %3615 : i64
    %3617 = llvm.urem %3616, %3610 : i64
    %3618 = llvm.sub %3616, %3617 : i64
    %3619 = llvm.inttoptr %3618 : i64 to !llvm.ptr
    %3620 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3621 = llvm.insertvalue %3612, %3620[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3622 = llvm.insertvalue %3619, %3621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3623 = llvm.mlir.constant(0 : index) : i64
    %3624 = llvm.insertvalue %3623, %3622[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3625 = llvm.insertvalue %3600, %3624[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3626 = llvm.insertvalue %3601, %3625[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3627 = llvm.insertvalue %3602, %3626[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3628 = llvm.insertvalue %3603, %3627[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3629 = llvm.insertvalue %3605, %3628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3630 = llvm.insertvalue %3602, %3629[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3631 = llvm.insertvalue %3603, %3630[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3632 = llvm.insertvalue %3604, %3631[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb469(%20 : i64)
  ^bb469(%3633: i64):  // 2 preds: ^bb468, ^bb479
    %3634 = llvm.icmp "slt" %3633, %15 : i64
    llvm.cond_br %3634, ^bb470, ^bb480
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%20 : i64)
  ^bb471(%3635: i64):  // 2 preds: ^bb470, ^bb478
    %3636 = llvm.icmp "slt" %3635, %12 : i64
    llvm.cond_br %3636, ^bb472, ^bb479
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%20 : i64)
  ^bb473(%3637: i64):  // 2 preds: ^bb472, ^bb477
    %3638 = llvm.icmp "slt" %3637, %14 : i64
    llvm.cond_br %3638, ^bb474, ^bb478
  ^bb474:  // pred: ^bb473
    llvm.br ^bb475(%20 : i64)
  ^bb475(%3639: i64):  // 2 preds: ^bb474, ^bb476
    %3640 = llvm.icmp "slt" %3639, %15 : i64
    llvm.cond_br %3640, ^bb476, ^bb477
  ^bb476:  // pred: ^bb475
    %3641 = llvm.extractvalue %3632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3642 = llvm.mlir.constant(32 : index) : i64
    %3643 = llvm.mul %3633, %3642 overflow<nsw, nuw> : i64
    %3644 = llvm.mlir.constant(8 : index) : i64
    %3645 = llvm.mul %3635, %3644 overflow<nsw, nuw> : i64
    %3646 = llvm.add %3643, %3645 overflow<nsw, nuw> : i64
    %3647 = llvm.add %3646, %3637 overflow<nsw, nuw> : i64
    %3648 = llvm.add %3647, %3639 overflow<nsw, nuw> : i64
    %3649 = llvm.getelementptr inbounds|nuw %3641[%3648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %3649 : f32, !llvm.ptr
    %3650 = llvm.add %3639, %15 : i64
    llvm.br ^bb475(%3650 : i64)
  ^bb477:  // pred: ^bb475
    %3651 = llvm.add %3637, %15 : i64
    llvm.br ^bb473(%3651 : i64)
  ^bb478:  // pred: ^bb473
    %3652 = llvm.add %3635, %15 : i64
    llvm.br ^bb471(%3652 : i64)
  ^bb479:  // pred: ^bb471
    %3653 = llvm.add %3633, %15 : i64
    llvm.br ^bb469(%3653 : i64)
  ^bb480:  // pred: ^bb469
    %3654 = llvm.mlir.constant(1 : index) : i64
    %3655 = llvm.mlir.constant(4 : index) : i64
    %3656 = llvm.mlir.constant(8 : index) : i64
    %3657 = llvm.mlir.constant(1 : index) : i64
    %3658 = llvm.mlir.constant(1 : index) : i64
    %3659 = llvm.mlir.constant(32 : index) : i64
    %3660 = llvm.mlir.constant(32 : index) : i64
    %3661 = llvm.mlir.zero : !llvm.ptr
    %3662 = llvm.getelementptr %3661[%3660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3663 = llvm.ptrtoint %3662 : !llvm.ptr to i64
    %3664 = llvm.mlir.constant(64 : index) : i64
    %3665 = llvm.add %3663, %3664 : i64
    %3666 = llvm.call @malloc(%3665) : (i64) -> !llvm.ptr
    %3667 = llvm.ptrtoint %3666 : !llvm.ptr to i64
    %3668 = llvm.mlir.constant(1 : index) : i64
    %3669 = llvm.sub %3664, %3668 : i64
    %3670 = llvm.add %3667, %3669 : i64
    %3671 = llvm.urem %3670, %3664 : i64
    %3672 = llvm.sub %3670, %3671 : i64
    %3673 = llvm.inttoptr %3672 : i64 to !llvm.ptr
    %3674 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3675 = llvm.insertvalue %3666, %3674[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3676 = llvm.insertvalue %3673, %3675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3677 = llvm.mlir.constant(0 : index) : i64
    %3678 = llvm.insertvalue %3677, %3676[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3679 = llvm.insertvalue %3654, %3678[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3680 = llvm.insertvalue %3655, %3679[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3681 = llvm.insertvalue %3656, %3680[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3682 = llvm.insertvalue %3657, %3681[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3683 = llvm.insertvalue %3659, %3682[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3684 = llvm.insertvalue %3656, %3683[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3685 = llvm.insertvalue %3657, %3684[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3686 = llvm.insertvalue %3658, %3685[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb481(%20 : i64)
  ^bb481(%3687: i64):  // 2 preds: ^bb480, ^bb491
    %3688 = llvm.icmp "slt" %3687, %15 : i64
    llvm.cond_br %3688, ^bb482, ^bb492
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%20 : i64)
  ^bb483(%3689: i64):  // 2 preds: ^bb482, ^bb490
    %3690 = llvm.icmp "slt" %3689, %12 : i64
    llvm.cond_br %3690, ^bb484, ^bb491
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%20 : i64)
  ^bb485(%3691: i64):  // 2 preds: ^bb484, ^bb489
    %3692 = llvm.icmp "slt" %3691, %14 : i64
    llvm.cond_br %3692, ^bb486, ^bb490
  ^bb486:  // pred: ^bb485
    llvm.br ^bb487(%20 : i64)
  ^bb487(%3693: i64):  // 2 preds: ^bb486, ^bb488
    %3694 = llvm.icmp "slt" %3693, %15 : i64
    llvm.cond_br %3694, ^bb488, ^bb489
  ^bb488:  // pred: ^bb487
    %3695 = llvm.extractvalue %3632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3696 = llvm.mlir.constant(32 : index) : i64
    %3697 = llvm.mul %3687, %3696 overflow<nsw, nuw> : i64
    %3698 = llvm.mlir.constant(8 : index) : i64
    %3699 = llvm.mul %3689, %3698 overflow<nsw, nuw> : i64
    %3700 = llvm.add %3697, %3699 overflow<nsw, nuw> : i64
    %3701 = llvm.add %3700, %3691 overflow<nsw, nuw> : i64
    %3702 = llvm.add %3701, %3693 overflow<nsw, nuw> : i64
    %3703 = llvm.getelementptr inbounds|nuw %3695[%3702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3704 = llvm.load %3703 : !llvm.ptr -> f32
    %3705 = llvm.extractvalue %3686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3706 = llvm.mlir.constant(32 : index) : i64
    %3707 = llvm.mul %3687, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.mlir.constant(8 : index) : i64
    %3709 = llvm.mul %3689, %3708 overflow<nsw, nuw> : i64
    %3710 = llvm.add %3707, %3709 overflow<nsw, nuw> : i64
    %3711 = llvm.add %3710, %3691 overflow<nsw, nuw> : i64
    %3712 = llvm.add %3711, %3693 overflow<nsw, nuw> : i64
    %3713 = llvm.getelementptr inbounds|nuw %3705[%3712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3704, %3713 : f32, !llvm.ptr
    %3714 = llvm.add %3693, %15 : i64
    llvm.br ^bb487(%3714 : i64)
  ^bb489:  // pred: ^bb487
    %3715 = llvm.add %3691, %15 : i64
    llvm.br ^bb485(%3715 : i64)
  ^bb490:  // pred: ^bb485
    %3716 = llvm.add %3689, %15 : i64
    llvm.br ^bb483(%3716 : i64)
  ^bb491:  // pred: ^bb483
    %3717 = llvm.add %3687, %15 : i64
    llvm.br ^bb481(%3717 : i64)
  ^bb492:  // pred: ^bb481
    llvm.br ^bb493(%20 : i64)
  ^bb493(%3718: i64):  // 2 preds: ^bb492, ^bb503
    %3719 = llvm.icmp "slt" %3718, %15 : i64
    llvm.cond_br %3719, ^bb494, ^bb504
  ^bb494:  // pred: ^bb493
    llvm.br ^bb495(%20 : i64)
  ^bb495(%3720: i64):  // 2 preds: ^bb494, ^bb502
    %3721 = llvm.icmp "slt" %3720, %12 : i64
    llvm.cond_br %3721, ^bb496, ^bb503
  ^bb496:  // pred: ^bb495
    llvm.br ^bb497(%20 : i64)
  ^bb497(%3722: i64):  // 2 preds: ^bb496, ^bb501
    %3723 = llvm.icmp "slt" %3722, %14 : i64
    llvm.cond_br %3723, ^bb498, ^bb502
  ^bb498:  // pred: ^bb497
    llvm.br ^bb499(%20 : i64)
  ^bb499(%3724: i64):  // 2 preds: ^bb498, ^bb500
    %3725 = llvm.icmp "slt" %3724, %14 : i64
    llvm.cond_br %3725, ^bb500, ^bb501
  ^bb500:  // pred: ^bb499
    %3726 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3727 = llvm.mlir.constant(256 : index) : i64
    %3728 = llvm.mul %3718, %3727 overflow<nsw, nuw> : i64
    %3729 = llvm.mlir.constant(64 : index) : i64
    %3730 = llvm.mul %3720, %3729 overflow<nsw, nuw> : i64
    %3731 = llvm.add %3728, %3730 overflow<nsw, nuw> : i64
    %3732 = llvm.mlir.constant(8 : index) : i64
    %3733 = llvm.mul %3722, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.add %3731, %3733 overflow<nsw, nuw> : i64
    %3735 = llvm.add %3734, %3724 overflow<nsw, nuw> : i64
    %3736 = llvm.getelementptr inbounds|nuw %3726[%3735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3737 = llvm.load %3736 : !llvm.ptr -> f32
    %3738 = llvm.extractvalue %3686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3739 = llvm.mlir.constant(32 : index) : i64
    %3740 = llvm.mul %3718, %3739 overflow<nsw, nuw> : i64
    %3741 = llvm.mlir.constant(8 : index) : i64
    %3742 = llvm.mul %3720, %3741 overflow<nsw, nuw> : i64
    %3743 = llvm.add %3740, %3742 overflow<nsw, nuw> : i64
    %3744 = llvm.add %3743, %3722 overflow<nsw, nuw> : i64
    %3745 = llvm.add %3744, %20 overflow<nsw, nuw> : i64
    %3746 = llvm.getelementptr inbounds|nuw %3738[%3745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3747 = llvm.load %3746 : !llvm.ptr -> f32
    %3748 = llvm.fadd %3737, %3747 : f32
    %3749 = llvm.extractvalue %3686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3750 = llvm.mlir.constant(32 : index) : i64
    %3751 = llvm.mul %3718, %3750 overflow<nsw, nuw> : i64
    %3752 = llvm.mlir.constant(8 : index) : i64
    %3753 = llvm.mul %3720, %3752 overflow<nsw, nuw> : i64
    %3754 = llvm.add %3751, %3753 overflow<nsw, nuw> : i64
    %3755 = llvm.add %3754, %3722 overflow<nsw, nuw> : i64
    %3756 = llvm.add %3755, %20 overflow<nsw, nuw> : i64
    %3757 = llvm.getelementptr inbounds|nuw %3749[%3756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3748, %3757 : f32, !llvm.ptr
    %3758 = llvm.add %3724, %15 : i64
    llvm.br ^bb499(%3758 : i64)
  ^bb501:  // pred: ^bb499
    %3759 = llvm.add %3722, %15 : i64
    llvm.br ^bb497(%3759 : i64)
  ^bb502:  // pred: ^bb497
    %3760 = llvm.add %3720, %15 : i64
    llvm.br ^bb495(%3760 : i64)
  ^bb503:  // pred: ^bb495
    %3761 = llvm.add %3718, %15 : i64
    llvm.br ^bb493(%3761 : i64)
  ^bb504:  // pred: ^bb493
    %3762 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3763 = llvm.extractvalue %2866[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3764 = llvm.extractvalue %2866[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3765 = llvm.insertvalue %3763, %3762[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3766 = llvm.insertvalue %3764, %3765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3767 = llvm.mlir.constant(0 : index) : i64
    %3768 = llvm.insertvalue %3767, %3766[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3769 = llvm.mlir.constant(1 : index) : i64
    %3770 = llvm.insertvalue %3769, %3768[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3771 = llvm.mlir.constant(256 : index) : i64
    %3772 = llvm.insertvalue %3771, %3770[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3773 = llvm.mlir.constant(4 : index) : i64
    %3774 = llvm.insertvalue %3773, %3772[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3775 = llvm.mlir.constant(64 : index) : i64
    %3776 = llvm.insertvalue %3775, %3774[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3777 = llvm.mlir.constant(8 : index) : i64
    %3778 = llvm.insertvalue %3777, %3776[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3779 = llvm.mlir.constant(8 : index) : i64
    %3780 = llvm.insertvalue %3779, %3778[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3781 = llvm.mlir.constant(8 : index) : i64
    %3782 = llvm.insertvalue %3781, %3780[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3783 = llvm.mlir.constant(1 : index) : i64
    %3784 = llvm.insertvalue %3783, %3782[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3785 = llvm.mlir.constant(1 : index) : i64
    %3786 = llvm.mlir.constant(4 : index) : i64
    %3787 = llvm.mlir.constant(8 : index) : i64
    %3788 = llvm.mlir.constant(8 : index) : i64
    %3789 = llvm.mlir.constant(1 : index) : i64
    %3790 = llvm.mlir.constant(64 : index) : i64
    %3791 = llvm.mlir.constant(256 : index) : i64
    %3792 = llvm.mlir.constant(256 : index) : i64
    %3793 = llvm.mlir.zero : !llvm.ptr
    %3794 = llvm.getelementptr %3793[%3792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3795 = llvm.ptrtoint %3794 : !llvm.ptr to i64
    %3796 = llvm.mlir.constant(64 : index) : i64
    %3797 = llvm.add %3795, %3796 : i64
    %3798 = llvm.call @malloc(%3797) : (i64) -> !llvm.ptr
    %3799 = llvm.ptrtoint %3798 : !llvm.ptr to i64
    %3800 = llvm.mlir.constant(1 : index) : i64
    %3801 = llvm.sub %3796, %3800 : i64
    %3802 = llvm.add %3799, %3801 : i64
    %3803 = llvm.urem %3802, %3796 : i64
    %3804 = llvm.sub %3802, %3803 : i64
    %3805 = llvm.inttoptr %3804 : i64 to !llvm.ptr
    %3806 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3807 = llvm.insertvalue %3798, %3806[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3808 = llvm.insertvalue %3805, %3807[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3809 = llvm.mlir.constant(0 : index) : i64
    %3810 = llvm.insertvalue %3809, %3808[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3811 = llvm.insertvalue %3785, %3810[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3812 = llvm.insertvalue %3786, %3811[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3813 = llvm.insertvalue %3787, %3812[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3814 = llvm.insertvalue %3788, %3813[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3815 = llvm.insertvalue %3791, %3814[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3816 = llvm.insertvalue %3790, %3815[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3817 = llvm.insertvalue %3788, %3816[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3818 = llvm.insertvalue %3789, %3817[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb505(%20 : i64)
  ^bb505(%3819: i64):  // 2 preds: ^bb504, ^bb515
    %3820 = llvm.icmp "slt" %3819, %15 : i64
    llvm.cond_br %3820, ^bb506, ^bb516
  ^bb506:  // pred: ^bb505
    llvm.br ^bb507(%20 : i64)
  ^bb507(%3821: i64):  // 2 preds: ^bb506, ^bb514
    %3822 = llvm.icmp "slt" %3821, %12 : i64
    llvm.cond_br %3822, ^bb508, ^bb515
  ^bb508:  // pred: ^bb507
    llvm.br ^bb509(%20 : i64)
  ^bb509(%3823: i64):  // 2 preds: ^bb508, ^bb513
    %3824 = llvm.icmp "slt" %3823, %14 : i64
    llvm.cond_br %3824, ^bb510, ^bb514
  ^bb510:  // pred: ^bb509
    llvm.br ^bb511(%20 : i64)
  ^bb511(%3825: i64):  // 2 preds: ^bb510, ^bb512
    %3826 = llvm.icmp "slt" %3825, %14 : i64
    llvm.cond_br %3826, ^bb512, ^bb513
  ^bb512:  // pred: ^bb511
    %3827 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3828 = llvm.mlir.constant(256 : index) : i64
    %3829 = llvm.mul %3819, %3828 overflow<nsw, nuw> : i64
    %3830 = llvm.mlir.constant(64 : index) : i64
    %3831 = llvm.mul %3821, %3830 overflow<nsw, nuw> : i64
    %3832 = llvm.add %3829, %3831 overflow<nsw, nuw> : i64
    %3833 = llvm.mlir.constant(8 : index) : i64
    %3834 = llvm.mul %3823, %3833 overflow<nsw, nuw> : i64
    %3835 = llvm.add %3832, %3834 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3835, %3825 overflow<nsw, nuw> : i64
    %3837 = llvm.getelementptr inbounds|nuw %3827[%3836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3838 = llvm.load %3837 : !llvm.ptr -> f32
    %3839 = llvm.extractvalue %3818[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3840 = llvm.mlir.constant(256 : index) : i64
    %3841 = llvm.mul %3819, %3840 overflow<nsw, nuw> : i64
    %3842 = llvm.mlir.constant(64 : index) : i64
    %3843 = llvm.mul %3821, %3842 overflow<nsw, nuw> : i64
    %3844 = llvm.add %3841, %3843 overflow<nsw, nuw> : i64
    %3845 = llvm.mlir.constant(8 : index) : i64
    %3846 = llvm.mul %3823, %3845 overflow<nsw, nuw> : i64
    %3847 = llvm.add %3844, %3846 overflow<nsw, nuw> : i64
    %3848 = llvm.add %3847, %3825 overflow<nsw, nuw> : i64
    %3849 = llvm.getelementptr inbounds|nuw %3839[%3848] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3838, %3849 : f32, !llvm.ptr
    %3850 = llvm.add %3825, %15 : i64
    llvm.br ^bb511(%3850 : i64)
  ^bb513:  // pred: ^bb511
    %3851 = llvm.add %3823, %15 : i64
    llvm.br ^bb509(%3851 : i64)
  ^bb514:  // pred: ^bb509
    %3852 = llvm.add %3821, %15 : i64
    llvm.br ^bb507(%3852 : i64)
  ^bb515:  // pred: ^bb507
    %3853 = llvm.add %3819, %15 : i64
    llvm.br ^bb505(%3853 : i64)
  ^bb516:  // pred: ^bb505
    llvm.br ^bb517(%20 : i64)
  ^bb517(%3854: i64):  // 2 preds: ^bb516, ^bb530
    %3855 = llvm.icmp "slt" %3854, %15 : i64
    llvm.cond_br %3855, ^bb518, ^bb531
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%20 : i64)
  ^bb519(%3856: i64):  // 2 preds: ^bb518, ^bb529
    %3857 = llvm.icmp "slt" %3856, %12 : i64
    llvm.cond_br %3857, ^bb520, ^bb530
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%20 : i64)
  ^bb521(%3858: i64):  // 2 preds: ^bb520, ^bb528
    %3859 = llvm.icmp "slt" %3858, %14 : i64
    llvm.cond_br %3859, ^bb522, ^bb529
  ^bb522:  // pred: ^bb521
    llvm.br ^bb523(%20 : i64)
  ^bb523(%3860: i64):  // 2 preds: ^bb522, ^bb527
    %3861 = llvm.icmp "slt" %3860, %14 : i64
    llvm.cond_br %3861, ^bb524, ^bb528
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%20 : i64)
  ^bb525(%3862: i64):  // 2 preds: ^bb524, ^bb526
    %3863 = llvm.icmp "slt" %3862, %14 : i64
    llvm.cond_br %3863, ^bb526, ^bb527
  ^bb526:  // pred: ^bb525
    %3864 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3865 = llvm.mlir.constant(256 : index) : i64
    %3866 = llvm.mul %3854, %3865 overflow<nsw, nuw> : i64
    %3867 = llvm.mlir.constant(64 : index) : i64
    %3868 = llvm.mul %3856, %3867 overflow<nsw, nuw> : i64
    %3869 = llvm.add %3866, %3868 overflow<nsw, nuw> : i64
    %3870 = llvm.mlir.constant(8 : index) : i64
    %3871 = llvm.mul %3858, %3870 overflow<nsw, nuw> : i64
    %3872 = llvm.add %3869, %3871 overflow<nsw, nuw> : i64
    %3873 = llvm.add %3872, %3862 overflow<nsw, nuw> : i64
    %3874 = llvm.getelementptr inbounds|nuw %3864[%3873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3875 = llvm.load %3874 : !llvm.ptr -> f32
    %3876 = llvm.extractvalue %3686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3877 = llvm.mlir.constant(32 : index) : i64
    %3878 = llvm.mul %3854, %3877 overflow<nsw, nuw> : i64
    %3879 = llvm.mlir.constant(8 : index) : i64
    %3880 = llvm.mul %3856, %3879 overflow<nsw, nuw> : i64
    %3881 = llvm.add %3878, %3880 overflow<nsw, nuw> : i64
    %3882 = llvm.add %3881, %3858 overflow<nsw, nuw> : i64
    %3883 = llvm.add %3882, %20 overflow<nsw, nuw> : i64
    %3884 = llvm.getelementptr inbounds|nuw %3876[%3883] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3885 = llvm.load %3884 : !llvm.ptr -> f32
    %3886 = llvm.extractvalue %3784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3887 = llvm.mlir.constant(256 : index) : i64
    %3888 = llvm.mul %3854, %3887 overflow<nsw, nuw> : i64
    %3889 = llvm.mlir.constant(64 : index) : i64
    %3890 = llvm.mul %3856, %3889 overflow<nsw, nuw> : i64
    %3891 = llvm.add %3888, %3890 overflow<nsw, nuw> : i64
    %3892 = llvm.mlir.constant(8 : index) : i64
    %3893 = llvm.mul %3862, %3892 overflow<nsw, nuw> : i64
    %3894 = llvm.add %3891, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.add %3894, %3860 overflow<nsw, nuw> : i64
    %3896 = llvm.getelementptr inbounds|nuw %3886[%3895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3897 = llvm.load %3896 : !llvm.ptr -> f32
    %3898 = llvm.extractvalue %3818[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3899 = llvm.mlir.constant(256 : index) : i64
    %3900 = llvm.mul %3854, %3899 overflow<nsw, nuw> : i64
    %3901 = llvm.mlir.constant(64 : index) : i64
    %3902 = llvm.mul %3856, %3901 overflow<nsw, nuw> : i64
    %3903 = llvm.add %3900, %3902 overflow<nsw, nuw> : i64
    %3904 = llvm.mlir.constant(8 : index) : i64
    %3905 = llvm.mul %3858, %3904 overflow<nsw, nuw> : i64
    %3906 = llvm.add %3903, %3905 overflow<nsw, nuw> : i64
    %3907 = llvm.add %3906, %3860 overflow<nsw, nuw> : i64
    %3908 = llvm.getelementptr inbounds|nuw %3898[%3907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3909 = llvm.load %3908 : !llvm.ptr -> f32
    %3910 = llvm.fdiv %3875, %3885 : f32
    %3911 = llvm.fmul %3910, %3897 : f32
    %3912 = llvm.fadd %3909, %3911 : f32
    %3913 = llvm.extractvalue %3818[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3914 = llvm.mlir.constant(256 : index) : i64
    %3915 = llvm.mul %3854, %3914 overflow<nsw, nuw> : i64
    %3916 = llvm.mlir.constant(64 : index) : i64
    %3917 = llvm.mul %3856, %3916 overflow<nsw, nuw> : i64
    %3918 = llvm.add %3915, %3917 overflow<nsw, nuw> : i64
    %3919 = llvm.mlir.constant(8 : index) : i64
    %3920 = llvm.mul %3858, %3919 overflow<nsw, nuw> : i64
    %3921 = llvm.add %3918, %3920 overflow<nsw, nuw> : i64
    %3922 = llvm.add %3921, %3860 overflow<nsw, nuw> : i64
    %3923 = llvm.getelementptr inbounds|nuw %3913[%3922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3912, %3923 : f32, !llvm.ptr
    %3924 = llvm.add %3862, %15 : i64
    llvm.br ^bb525(%3924 : i64)
  ^bb527:  // pred: ^bb525
    %3925 = llvm.add %3860, %15 : i64
    llvm.br ^bb523(%3925 : i64)
  ^bb528:  // pred: ^bb523
    %3926 = llvm.add %3858, %15 : i64
    llvm.br ^bb521(%3926 : i64)
  ^bb529:  // pred: ^bb521
    %3927 = llvm.add %3856, %15 : i64
    llvm.br ^bb519(%3927 : i64)
  ^bb530:  // pred: ^bb519
    %3928 = llvm.add %3854, %15 : i64
    llvm.br ^bb517(%3928 : i64)
  ^bb531:  // pred: ^bb517
    %3929 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3930 = llvm.extractvalue %310[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3931 = llvm.extractvalue %310[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3932 = llvm.insertvalue %3930, %3929[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3933 = llvm.insertvalue %3931, %3932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3934 = llvm.mlir.constant(0 : index) : i64
    %3935 = llvm.insertvalue %3934, %3933[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3936 = llvm.mlir.constant(32 : index) : i64
    %3937 = llvm.insertvalue %3936, %3935[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3938 = llvm.mlir.constant(32 : index) : i64
    %3939 = llvm.insertvalue %3938, %3937[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3940 = llvm.mlir.constant(4 : index) : i64
    %3941 = llvm.insertvalue %3940, %3939[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3942 = llvm.mlir.constant(8 : index) : i64
    %3943 = llvm.insertvalue %3942, %3941[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.mlir.constant(8 : index) : i64
    %3945 = llvm.insertvalue %3944, %3943[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3946 = llvm.mlir.constant(1 : index) : i64
    %3947 = llvm.insertvalue %3946, %3945[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3948 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3949 = llvm.extractvalue %1618[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3950 = llvm.extractvalue %1618[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3951 = llvm.insertvalue %3949, %3948[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3952 = llvm.insertvalue %3950, %3951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3953 = llvm.mlir.constant(0 : index) : i64
    %3954 = llvm.insertvalue %3953, %3952[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3955 = llvm.mlir.constant(1 : index) : i64
    %3956 = llvm.insertvalue %3955, %3954[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3957 = llvm.mlir.constant(256 : index) : i64
    %3958 = llvm.insertvalue %3957, %3956[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3959 = llvm.mlir.constant(8 : index) : i64
    %3960 = llvm.insertvalue %3959, %3958[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3961 = llvm.mlir.constant(32 : index) : i64
    %3962 = llvm.insertvalue %3961, %3960[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3963 = llvm.mlir.constant(32 : index) : i64
    %3964 = llvm.insertvalue %3963, %3962[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3965 = llvm.mlir.constant(1 : index) : i64
    %3966 = llvm.insertvalue %3965, %3964[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3967 = llvm.mlir.constant(1 : index) : i64
    %3968 = llvm.mlir.constant(8 : index) : i64
    %3969 = llvm.mlir.constant(32 : index) : i64
    %3970 = llvm.mlir.constant(1 : index) : i64
    %3971 = llvm.mlir.constant(256 : index) : i64
    %3972 = llvm.mlir.constant(256 : index) : i64
    %3973 = llvm.mlir.zero : !llvm.ptr
    %3974 = llvm.getelementptr %3973[%3972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3975 = llvm.ptrtoint %3974 : !llvm.ptr to i64
    %3976 = llvm.mlir.constant(64 : index) : i64
    %3977 = llvm.add %3975, %3976 : i64
    %3978 = llvm.call @malloc(%3977) : (i64) -> !llvm.ptr
    %3979 = llvm.ptrtoint %3978 : !llvm.ptr to i64
    %3980 = llvm.mlir.constant(1 : index) : i64
    %3981 = llvm.sub %3976, %3980 : i64
    %3982 = llvm.add %3979, %3981 : i64
    %3983 = llvm.urem %3982, %3976 : i64
    %3984 = llvm.sub %3982, %3983 : i64
    %3985 = llvm.inttoptr %3984 : i64 to !llvm.ptr
    %3986 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3987 = llvm.insertvalue %3978, %3986[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3988 = llvm.insertvalue %3985, %3987[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3989 = llvm.mlir.constant(0 : index) : i64
    %3990 = llvm.insertvalue %3989, %3988[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3991 = llvm.insertvalue %3967, %3990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3992 = llvm.insertvalue %3968, %3991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3993 = llvm.insertvalue %3969, %3992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3994 = llvm.insertvalue %3971, %3993[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3995 = llvm.insertvalue %3969, %3994[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3996 = llvm.insertvalue %3970, %3995[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb532(%20 : i64)
  ^bb532(%3997: i64):  // 2 preds: ^bb531, ^bb539
    %3998 = llvm.icmp "slt" %3997, %15 : i64
    llvm.cond_br %3998, ^bb533, ^bb540
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%20 : i64)
  ^bb534(%3999: i64):  // 2 preds: ^bb533, ^bb538
    %4000 = llvm.icmp "slt" %3999, %14 : i64
    llvm.cond_br %4000, ^bb535, ^bb539
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%20 : i64)
  ^bb536(%4001: i64):  // 2 preds: ^bb535, ^bb537
    %4002 = llvm.icmp "slt" %4001, %13 : i64
    llvm.cond_br %4002, ^bb537, ^bb538
  ^bb537:  // pred: ^bb536
    %4003 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4004 = llvm.mlir.constant(256 : index) : i64
    %4005 = llvm.mul %3997, %4004 overflow<nsw, nuw> : i64
    %4006 = llvm.mlir.constant(32 : index) : i64
    %4007 = llvm.mul %3999, %4006 overflow<nsw, nuw> : i64
    %4008 = llvm.add %4005, %4007 overflow<nsw, nuw> : i64
    %4009 = llvm.add %4008, %4001 overflow<nsw, nuw> : i64
    %4010 = llvm.getelementptr inbounds|nuw %4003[%4009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4011 = llvm.load %4010 : !llvm.ptr -> f32
    %4012 = llvm.extractvalue %3996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4013 = llvm.mlir.constant(256 : index) : i64
    %4014 = llvm.mul %3997, %4013 overflow<nsw, nuw> : i64
    %4015 = llvm.mlir.constant(32 : index) : i64
    %4016 = llvm.mul %3999, %4015 overflow<nsw, nuw> : i64
    %4017 = llvm.add %4014, %4016 overflow<nsw, nuw> : i64
    %4018 = llvm.add %4017, %4001 overflow<nsw, nuw> : i64
    %4019 = llvm.getelementptr inbounds|nuw %4012[%4018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4011, %4019 : f32, !llvm.ptr
    %4020 = llvm.add %4001, %15 : i64
    llvm.br ^bb536(%4020 : i64)
  ^bb538:  // pred: ^bb536
    %4021 = llvm.add %3999, %15 : i64
    llvm.br ^bb534(%4021 : i64)
  ^bb539:  // pred: ^bb534
    %4022 = llvm.add %3997, %15 : i64
    llvm.br ^bb532(%4022 : i64)
  ^bb540:  // pred: ^bb532
    llvm.br ^bb541(%20 : i64)
  ^bb541(%4023: i64):  // 2 preds: ^bb540, ^bb554
    %4024 = llvm.icmp "slt" %4023, %15 : i64
    llvm.cond_br %4024, ^bb542, ^bb555
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%20 : i64)
  ^bb543(%4025: i64):  // 2 preds: ^bb542, ^bb553
    %4026 = llvm.icmp "slt" %4025, %14 : i64
    llvm.cond_br %4026, ^bb544, ^bb554
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%20 : i64)
  ^bb545(%4027: i64):  // 2 preds: ^bb544, ^bb552
    %4028 = llvm.icmp "slt" %4027, %13 : i64
    llvm.cond_br %4028, ^bb546, ^bb553
  ^bb546:  // pred: ^bb545
    llvm.br ^bb547(%20 : i64)
  ^bb547(%4029: i64):  // 2 preds: ^bb546, ^bb551
    %4030 = llvm.icmp "slt" %4029, %12 : i64
    llvm.cond_br %4030, ^bb548, ^bb552
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%20 : i64)
  ^bb549(%4031: i64):  // 2 preds: ^bb548, ^bb550
    %4032 = llvm.icmp "slt" %4031, %14 : i64
    llvm.cond_br %4032, ^bb550, ^bb551
  ^bb550:  // pred: ^bb549
    %4033 = llvm.extractvalue %3818[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4034 = llvm.mlir.constant(256 : index) : i64
    %4035 = llvm.mul %4023, %4034 overflow<nsw, nuw> : i64
    %4036 = llvm.mlir.constant(64 : index) : i64
    %4037 = llvm.mul %4029, %4036 overflow<nsw, nuw> : i64
    %4038 = llvm.add %4035, %4037 overflow<nsw, nuw> : i64
    %4039 = llvm.mlir.constant(8 : index) : i64
    %4040 = llvm.mul %4025, %4039 overflow<nsw, nuw> : i64
    %4041 = llvm.add %4038, %4040 overflow<nsw, nuw> : i64
    %4042 = llvm.add %4041, %4031 overflow<nsw, nuw> : i64
    %4043 = llvm.getelementptr inbounds|nuw %4033[%4042] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4044 = llvm.load %4043 : !llvm.ptr -> f32
    %4045 = llvm.extractvalue %3947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4046 = llvm.mlir.constant(32 : index) : i64
    %4047 = llvm.mul %4027, %4046 overflow<nsw, nuw> : i64
    %4048 = llvm.mlir.constant(8 : index) : i64
    %4049 = llvm.mul %4029, %4048 overflow<nsw, nuw> : i64
    %4050 = llvm.add %4047, %4049 overflow<nsw, nuw> : i64
    %4051 = llvm.add %4050, %4031 overflow<nsw, nuw> : i64
    %4052 = llvm.getelementptr inbounds|nuw %4045[%4051] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4053 = llvm.load %4052 : !llvm.ptr -> f32
    %4054 = llvm.extractvalue %3996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4055 = llvm.mlir.constant(256 : index) : i64
    %4056 = llvm.mul %4023, %4055 overflow<nsw, nuw> : i64
    %4057 = llvm.mlir.constant(32 : index) : i64
    %4058 = llvm.mul %4025, %4057 overflow<nsw, nuw> : i64
    %4059 = llvm.add %4056, %4058 overflow<nsw, nuw> : i64
    %4060 = llvm.add %4059, %4027 overflow<nsw, nuw> : i64
    %4061 = llvm.getelementptr inbounds|nuw %4054[%4060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4062 = llvm.load %4061 : !llvm.ptr -> f32
    %4063 = llvm.fmul %4044, %4053 : f32
    %4064 = llvm.fadd %4062, %4063 : f32
    %4065 = llvm.extractvalue %3996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4066 = llvm.mlir.constant(256 : index) : i64
    %4067 = llvm.mul %4023, %4066 overflow<nsw, nuw> : i64
    %4068 = llvm.mlir.constant(32 : index) : i64
    %4069 = llvm.mul %4025, %4068 overflow<nsw, nuw> : i64
    %4070 = llvm.add %4067, %4069 overflow<nsw, nuw> : i64
    %4071 = llvm.add %4070, %4027 overflow<nsw, nuw> : i64
    %4072 = llvm.getelementptr inbounds|nuw %4065[%4071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4064, %4072 : f32, !llvm.ptr
    %4073 = llvm.add %4031, %15 : i64
    llvm.br ^bb549(%4073 : i64)
  ^bb551:  // pred: ^bb549
    %4074 = llvm.add %4029, %15 : i64
    llvm.br ^bb547(%4074 : i64)
  ^bb552:  // pred: ^bb547
    %4075 = llvm.add %4027, %15 : i64
    llvm.br ^bb545(%4075 : i64)
  ^bb553:  // pred: ^bb545
    %4076 = llvm.add %4025, %15 : i64
    llvm.br ^bb543(%4076 : i64)
  ^bb554:  // pred: ^bb543
    %4077 = llvm.add %4023, %15 : i64
    llvm.br ^bb541(%4077 : i64)
  ^bb555:  // pred: ^bb541
    %4078 = llvm.mlir.constant(1 : index) : i64
    %4079 = llvm.mlir.constant(8 : index) : i64
    %4080 = llvm.mlir.constant(32 : index) : i64
    %4081 = llvm.mlir.constant(1 : index) : i64
    %4082 = llvm.mlir.constant(256 : index) : i64
    %4083 = llvm.mlir.constant(256 : index) : i64
    %4084 = llvm.mlir.zero : !llvm.ptr
    %4085 = llvm.getelementptr %4084[%4083] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4086 = llvm.ptrtoint %4085 : !llvm.ptr to i64
    %4087 = llvm.mlir.constant(64 : index) : i64
    %4088 = llvm.add %4086, %4087 : i64
    %4089 = llvm.call @malloc(%4088) : (i64) -> !llvm.ptr
    %4090 = llvm.ptrtoint %4089 : !llvm.ptr to i64
    %4091 = llvm.mlir.constant(1 : index) : i64
    %4092 = llvm.sub %4087, %4091 : i64
    %4093 = llvm.add %4090, %4092 : i64
    %4094 = llvm.urem %4093, %4087 : i64
    %4095 = llvm.sub %4093, %4094 : i64
    %4096 = llvm.inttoptr %4095 : i64 to !llvm.ptr
    %4097 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4098 = llvm.insertvalue %4089, %4097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4099 = llvm.insertvalue %4096, %4098[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4100 = llvm.mlir.constant(0 : index) : i64
    %4101 = llvm.insertvalue %4100, %4099[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4102 = llvm.insertvalue %4078, %4101[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4103 = llvm.insertvalue %4079, %4102[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4104 = llvm.insertvalue %4080, %4103[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4105 = llvm.insertvalue %4082, %4104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4106 = llvm.insertvalue %4080, %4105[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4107 = llvm.insertvalue %4081, %4106[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb556(%20 : i64)
  ^bb556(%4108: i64):  // 2 preds: ^bb555, ^bb563
    %4109 = llvm.icmp "slt" %4108, %15 : i64
    llvm.cond_br %4109, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%20 : i64)
  ^bb558(%4110: i64):  // 2 preds: ^bb557, ^bb562
    %4111 = llvm.icmp "slt" %4110, %14 : i64
    llvm.cond_br %4111, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%20 : i64)
  ^bb560(%4112: i64):  // 2 preds: ^bb559, ^bb561
    %4113 = llvm.icmp "slt" %4112, %13 : i64
    llvm.cond_br %4113, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %4114 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4115 = llvm.mlir.constant(256 : index) : i64
    %4116 = llvm.mul %4108, %4115 overflow<nsw, nuw> : i64
    %4117 = llvm.mlir.constant(32 : index) : i64
    %4118 = llvm.mul %4110, %4117 overflow<nsw, nuw> : i64
    %4119 = llvm.add %4116, %4118 overflow<nsw, nuw> : i64
    %4120 = llvm.add %4119, %4112 overflow<nsw, nuw> : i64
    %4121 = llvm.getelementptr inbounds|nuw %4114[%4120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4122 = llvm.load %4121 : !llvm.ptr -> f32
    %4123 = llvm.extractvalue %3996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4124 = llvm.mlir.constant(256 : index) : i64
    %4125 = llvm.mul %4108, %4124 overflow<nsw, nuw> : i64
    %4126 = llvm.mlir.constant(32 : index) : i64
    %4127 = llvm.mul %4110, %4126 overflow<nsw, nuw> : i64
    %4128 = llvm.add %4125, %4127 overflow<nsw, nuw> : i64
    %4129 = llvm.add %4128, %4112 overflow<nsw, nuw> : i64
    %4130 = llvm.getelementptr inbounds|nuw %4123[%4129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4131 = llvm.load %4130 : !llvm.ptr -> f32
    %4132 = llvm.fadd %4122, %4131 : f32
    %4133 = llvm.extractvalue %4107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4134 = llvm.mlir.constant(256 : index) : i64
    %4135 = llvm.mul %4108, %4134 overflow<nsw, nuw> : i64
    %4136 = llvm.mlir.constant(32 : index) : i64
    %4137 = llvm.mul %4110, %4136 overflow<nsw, nuw> : i64
    %4138 = llvm.add %4135, %4137 overflow<nsw, nuw> : i64
    %4139 = llvm.add %4138, %4112 overflow<nsw, nuw> : i64
    %4140 = llvm.getelementptr inbounds|nuw %4133[%4139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4132, %4140 : f32, !llvm.ptr
    %4141 = llvm.add %4112, %15 : i64
    llvm.br ^bb560(%4141 : i64)
  ^bb562:  // pred: ^bb560
    %4142 = llvm.add %4110, %15 : i64
    llvm.br ^bb558(%4142 : i64)
  ^bb563:  // pred: ^bb558
    %4143 = llvm.add %4108, %15 : i64
    llvm.br ^bb556(%4143 : i64)
  ^bb564:  // pred: ^bb556
    %4144 = llvm.mlir.constant(1 : index) : i64
    %4145 = llvm.mlir.constant(8 : index) : i64
    %4146 = llvm.mlir.constant(1 : index) : i64
    %4147 = llvm.mlir.constant(1 : index) : i64
    %4148 = llvm.mlir.constant(8 : index) : i64
    %4149 = llvm.mlir.zero : !llvm.ptr
    %4150 = llvm.getelementptr %4149[%4148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4151 = llvm.ptrtoint %4150 : !llvm.ptr to i64
    %4152 = llvm.mlir.constant(64 : index) : i64
    %4153 = llvm.add %4151, %4152 : i64
    %4154 = llvm.call @malloc(%4153) : (i64) -> !llvm.ptr
    %4155 = llvm.ptrtoint %4154 : !llvm.ptr to i64
    %4156 = llvm.mlir.constant(1 : index) : i64
    %4157 = llvm.sub %4152, %4156 : i64
    %4158 = llvm.add %4155, %4157 : i64
    %4159 = llvm.urem %4158, %4152 : i64
    %4160 = llvm.sub %4158, %4159 : i64
    %4161 = llvm.inttoptr %4160 : i64 to !llvm.ptr
    %4162 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4163 = llvm.insertvalue %4154, %4162[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4164 = llvm.insertvalue %4161, %4163[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4165 = llvm.mlir.constant(0 : index) : i64
    %4166 = llvm.insertvalue %4165, %4164[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4167 = llvm.insertvalue %4144, %4166[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4168 = llvm.insertvalue %4145, %4167[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4169 = llvm.insertvalue %4146, %4168[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4170 = llvm.insertvalue %4145, %4169[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4171 = llvm.insertvalue %4146, %4170[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4172 = llvm.insertvalue %4147, %4171[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb565(%20 : i64)
  ^bb565(%4173: i64):  // 2 preds: ^bb564, ^bb572
    %4174 = llvm.icmp "slt" %4173, %15 : i64
    llvm.cond_br %4174, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%20 : i64)
  ^bb567(%4175: i64):  // 2 preds: ^bb566, ^bb571
    %4176 = llvm.icmp "slt" %4175, %14 : i64
    llvm.cond_br %4176, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%20 : i64)
  ^bb569(%4177: i64):  // 2 preds: ^bb568, ^bb570
    %4178 = llvm.icmp "slt" %4177, %15 : i64
    llvm.cond_br %4178, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %4179 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4180 = llvm.mlir.constant(8 : index) : i64
    %4181 = llvm.mul %4173, %4180 overflow<nsw, nuw> : i64
    %4182 = llvm.add %4181, %4175 overflow<nsw, nuw> : i64
    %4183 = llvm.add %4182, %4177 overflow<nsw, nuw> : i64
    %4184 = llvm.getelementptr inbounds|nuw %4179[%4183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4185 = llvm.load %4184 : !llvm.ptr -> f32
    %4186 = llvm.extractvalue %4172[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4187 = llvm.mlir.constant(8 : index) : i64
    %4188 = llvm.mul %4173, %4187 overflow<nsw, nuw> : i64
    %4189 = llvm.add %4188, %4175 overflow<nsw, nuw> : i64
    %4190 = llvm.add %4189, %4177 overflow<nsw, nuw> : i64
    %4191 = llvm.getelementptr inbounds|nuw %4186[%4190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4185, %4191 : f32, !llvm.ptr
    %4192 = llvm.add %4177, %15 : i64
    llvm.br ^bb569(%4192 : i64)
  ^bb571:  // pred: ^bb569
    %4193 = llvm.add %4175, %15 : i64
    llvm.br ^bb567(%4193 : i64)
  ^bb572:  // pred: ^bb567
    %4194 = llvm.add %4173, %15 : i64
    llvm.br ^bb565(%4194 : i64)
  ^bb573:  // pred: ^bb565
    llvm.br ^bb574(%20 : i64)
  ^bb574(%4195: i64):  // 2 preds: ^bb573, ^bb581
    %4196 = llvm.icmp "slt" %4195, %15 : i64
    llvm.cond_br %4196, ^bb575, ^bb582
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%20 : i64)
  ^bb576(%4197: i64):  // 2 preds: ^bb575, ^bb580
    %4198 = llvm.icmp "slt" %4197, %14 : i64
    llvm.cond_br %4198, ^bb577, ^bb581
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%20 : i64)
  ^bb578(%4199: i64):  // 2 preds: ^bb577, ^bb579
    %4200 = llvm.icmp "slt" %4199, %13 : i64
    llvm.cond_br %4200, ^bb579, ^bb580
  ^bb579:  // pred: ^bb578
    %4201 = llvm.extractvalue %4107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4202 = llvm.mlir.constant(256 : index) : i64
    %4203 = llvm.mul %4195, %4202 overflow<nsw, nuw> : i64
    %4204 = llvm.mlir.constant(32 : index) : i64
    %4205 = llvm.mul %4197, %4204 overflow<nsw, nuw> : i64
    %4206 = llvm.add %4203, %4205 overflow<nsw, nuw> : i64
    %4207 = llvm.add %4206, %4199 overflow<nsw, nuw> : i64
    %4208 = llvm.getelementptr inbounds|nuw %4201[%4207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4209 = llvm.load %4208 : !llvm.ptr -> f32
    %4210 = llvm.extractvalue %4172[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4211 = llvm.mlir.constant(8 : index) : i64
    %4212 = llvm.mul %4195, %4211 overflow<nsw, nuw> : i64
    %4213 = llvm.add %4212, %4197 overflow<nsw, nuw> : i64
    %4214 = llvm.add %4213, %20 overflow<nsw, nuw> : i64
    %4215 = llvm.getelementptr inbounds|nuw %4210[%4214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4216 = llvm.load %4215 : !llvm.ptr -> f32
    %4217 = llvm.fmul %4209, %4209 : f32
    %4218 = llvm.fadd %4217, %4216 : f32
    %4219 = llvm.extractvalue %4172[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4220 = llvm.mlir.constant(8 : index) : i64
    %4221 = llvm.mul %4195, %4220 overflow<nsw, nuw> : i64
    %4222 = llvm.add %4221, %4197 overflow<nsw, nuw> : i64
    %4223 = llvm.add %4222, %20 overflow<nsw, nuw> : i64
    %4224 = llvm.getelementptr inbounds|nuw %4219[%4223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4218, %4224 : f32, !llvm.ptr
    %4225 = llvm.add %4199, %15 : i64
    llvm.br ^bb578(%4225 : i64)
  ^bb580:  // pred: ^bb578
    %4226 = llvm.add %4197, %15 : i64
    llvm.br ^bb576(%4226 : i64)
  ^bb581:  // pred: ^bb576
    %4227 = llvm.add %4195, %15 : i64
    llvm.br ^bb574(%4227 : i64)
  ^bb582:  // pred: ^bb574
    llvm.br ^bb583(%20 : i64)
  ^bb583(%4228: i64):  // 2 preds: ^bb582, ^bb590
    %4229 = llvm.icmp "slt" %4228, %15 : i64
    llvm.cond_br %4229, ^bb584, ^bb591
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%20 : i64)
  ^bb585(%4230: i64):  // 2 preds: ^bb584, ^bb589
    %4231 = llvm.icmp "slt" %4230, %14 : i64
    llvm.cond_br %4231, ^bb586, ^bb590
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%20 : i64)
  ^bb587(%4232: i64):  // 2 preds: ^bb586, ^bb588
    %4233 = llvm.icmp "slt" %4232, %13 : i64
    llvm.cond_br %4233, ^bb588, ^bb589
  ^bb588:  // pred: ^bb587
    %4234 = llvm.extractvalue %290[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4235 = llvm.getelementptr inbounds|nuw %4234[%4232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4236 = llvm.load %4235 : !llvm.ptr -> f32
    %4237 = llvm.extractvalue %4107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4238 = llvm.mlir.constant(256 : index) : i64
    %4239 = llvm.mul %4228, %4238 overflow<nsw, nuw> : i64
    %4240 = llvm.mlir.constant(32 : index) : i64
    %4241 = llvm.mul %4230, %4240 overflow<nsw, nuw> : i64
    %4242 = llvm.add %4239, %4241 overflow<nsw, nuw> : i64
    %4243 = llvm.add %4242, %4232 overflow<nsw, nuw> : i64
    %4244 = llvm.getelementptr inbounds|nuw %4237[%4243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4245 = llvm.load %4244 : !llvm.ptr -> f32
    %4246 = llvm.extractvalue %4172[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4247 = llvm.mlir.constant(8 : index) : i64
    %4248 = llvm.mul %4228, %4247 overflow<nsw, nuw> : i64
    %4249 = llvm.add %4248, %4230 overflow<nsw, nuw> : i64
    %4250 = llvm.add %4249, %20 overflow<nsw, nuw> : i64
    %4251 = llvm.getelementptr inbounds|nuw %4246[%4250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4252 = llvm.load %4251 : !llvm.ptr -> f32
    %4253 = llvm.fdiv %4252, %16 : f32
    %4254 = llvm.fptrunc %17 : f64 to f32
    %4255 = llvm.fadd %4253, %4254 : f32
    %4256 = llvm.intr.sqrt(%4255) : (f32) -> f32
    %4257 = llvm.fdiv %26, %4256 : f32
    %4258 = llvm.fmul %4245, %4257 : f32
    %4259 = llvm.fmul %4236, %4258 : f32
    %4260 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4261 = llvm.mlir.constant(256 : index) : i64
    %4262 = llvm.mul %4228, %4261 overflow<nsw, nuw> : i64
    %4263 = llvm.mlir.constant(32 : index) : i64
    %4264 = llvm.mul %4230, %4263 overflow<nsw, nuw> : i64
    %4265 = llvm.add %4262, %4264 overflow<nsw, nuw> : i64
    %4266 = llvm.add %4265, %4232 overflow<nsw, nuw> : i64
    %4267 = llvm.getelementptr inbounds|nuw %4260[%4266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4259, %4267 : f32, !llvm.ptr
    %4268 = llvm.add %4232, %15 : i64
    llvm.br ^bb587(%4268 : i64)
  ^bb589:  // pred: ^bb587
    %4269 = llvm.add %4230, %15 : i64
    llvm.br ^bb585(%4269 : i64)
  ^bb590:  // pred: ^bb585
    %4270 = llvm.add %4228, %15 : i64
    llvm.br ^bb583(%4270 : i64)
  ^bb591:  // pred: ^bb583
    %4271 = llvm.mlir.constant(8 : index) : i64
    %4272 = llvm.mlir.constant(64 : index) : i64
    %4273 = llvm.mlir.constant(1 : index) : i64
    %4274 = llvm.mlir.constant(512 : index) : i64
    %4275 = llvm.mlir.zero : !llvm.ptr
    %4276 = llvm.getelementptr %4275[%4274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4277 = llvm.ptrtoint %4276 : !llvm.ptr to i64
    %4278 = llvm.mlir.constant(64 : index) : i64
    %4279 = llvm.add %4277, %4278 : i64
    %4280 = llvm.call @malloc(%4279) : (i64) -> !llvm.ptr
    %4281 = llvm.ptrtoint %4280 : !llvm.ptr to i64
    %4282 = llvm.mlir.constant(1 : index) : i64
    %4283 = llvm.sub %4278, %4282 : i64
    %4284 = llvm.add %4281, %4283 : i64
    %4285 = llvm.urem %4284, %4278 : i64
    %4286 = llvm.sub %4284, %4285 : i64
    %4287 = llvm.inttoptr %4286 : i64 to !llvm.ptr
    %4288 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4289 = llvm.insertvalue %4280, %4288[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4290 = llvm.insertvalue %4287, %4289[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4291 = llvm.mlir.constant(0 : index) : i64
    %4292 = llvm.insertvalue %4291, %4290[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4293 = llvm.insertvalue %4271, %4292[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4294 = llvm.insertvalue %4272, %4293[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4295 = llvm.insertvalue %4272, %4294[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4296 = llvm.insertvalue %4273, %4295[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb592(%20 : i64)
  ^bb592(%4297: i64):  // 2 preds: ^bb591, ^bb596
    %4298 = llvm.icmp "slt" %4297, %14 : i64
    llvm.cond_br %4298, ^bb593, ^bb597
  ^bb593:  // pred: ^bb592
    llvm.br ^bb594(%20 : i64)
  ^bb594(%4299: i64):  // 2 preds: ^bb593, ^bb595
    %4300 = llvm.icmp "slt" %4299, %9 : i64
    llvm.cond_br %4300, ^bb595, ^bb596
  ^bb595:  // pred: ^bb594
    %4301 = llvm.extractvalue %4296[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4302 = llvm.mlir.constant(64 : index) : i64
    %4303 = llvm.mul %4297, %4302 overflow<nsw, nuw> : i64
    %4304 = llvm.add %4303, %4299 overflow<nsw, nuw> : i64
    %4305 = llvm.getelementptr inbounds|nuw %4301[%4304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %22, %4305 : f32, !llvm.ptr
    %4306 = llvm.add %4299, %15 : i64
    llvm.br ^bb594(%4306 : i64)
  ^bb596:  // pred: ^bb594
    %4307 = llvm.add %4297, %15 : i64
    llvm.br ^bb592(%4307 : i64)
  ^bb597:  // pred: ^bb592
    %4308 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4309 = llvm.extractvalue %4296[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4310 = llvm.extractvalue %4296[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4311 = llvm.insertvalue %4309, %4308[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4312 = llvm.insertvalue %4310, %4311[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4313 = llvm.mlir.constant(0 : index) : i64
    %4314 = llvm.insertvalue %4313, %4312[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4315 = llvm.mlir.constant(1 : index) : i64
    %4316 = llvm.insertvalue %4315, %4314[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4317 = llvm.mlir.constant(512 : index) : i64
    %4318 = llvm.insertvalue %4317, %4316[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4319 = llvm.mlir.constant(8 : index) : i64
    %4320 = llvm.insertvalue %4319, %4318[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4321 = llvm.mlir.constant(64 : index) : i64
    %4322 = llvm.insertvalue %4321, %4320[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4323 = llvm.mlir.constant(64 : index) : i64
    %4324 = llvm.insertvalue %4323, %4322[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4325 = llvm.mlir.constant(1 : index) : i64
    %4326 = llvm.insertvalue %4325, %4324[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4327 = llvm.mlir.constant(1 : index) : i64
    %4328 = llvm.mlir.constant(8 : index) : i64
    %4329 = llvm.mlir.constant(64 : index) : i64
    %4330 = llvm.mlir.constant(1 : index) : i64
    %4331 = llvm.mlir.constant(512 : index) : i64
    %4332 = llvm.mlir.constant(512 : index) : i64
    %4333 = llvm.mlir.zero : !llvm.ptr
    %4334 = llvm.getelementptr %4333[%4332] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4335 = llvm.ptrtoint %4334 : !llvm.ptr to i64
    %4336 = llvm.mlir.constant(64 : index) : i64
    %4337 = llvm.add %4335, %4336 : i64
    %4338 = llvm.call @malloc(%4337) : (i64) -> !llvm.ptr
    %4339 = llvm.ptrtoint %4338 : !llvm.ptr to i64
    %4340 = llvm.mlir.constant(1 : index) : i64
    %4341 = llvm.sub %4336, %4340 : i64
    %4342 = llvm.add %4339, %4341 : i64
    %4343 = llvm.urem %4342, %4336 : i64
    %4344 = llvm.sub %4342, %4343 : i64
    %4345 = llvm.inttoptr %4344 : i64 to !llvm.ptr
    %4346 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4347 = llvm.insertvalue %4338, %4346[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4348 = llvm.insertvalue %4345, %4347[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4349 = llvm.mlir.constant(0 : index) : i64
    %4350 = llvm.insertvalue %4349, %4348[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4351 = llvm.insertvalue %4327, %4350[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4352 = llvm.insertvalue %4328, %4351[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4353 = llvm.insertvalue %4329, %4352[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4354 = llvm.insertvalue %4331, %4353[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4355 = llvm.insertvalue %4329, %4354[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4356 = llvm.insertvalue %4330, %4355[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb598(%20 : i64)
  ^bb598(%4357: i64):  // 2 preds: ^bb597, ^bb605
    %4358 = llvm.icmp "slt" %4357, %15 : i64
    llvm.cond_br %4358, ^bb599, ^bb606
  ^bb599:  // pred: ^bb598
    llvm.br ^bb600(%20 : i64)
  ^bb600(%4359: i64):  // 2 preds: ^bb599, ^bb604
    %4360 = llvm.icmp "slt" %4359, %14 : i64
    llvm.cond_br %4360, ^bb601, ^bb605
  ^bb601:  // pred: ^bb600
    llvm.br ^bb602(%20 : i64)
  ^bb602(%4361: i64):  // 2 preds: ^bb601, ^bb603
    %4362 = llvm.icmp "slt" %4361, %9 : i64
    llvm.cond_br %4362, ^bb603, ^bb604
  ^bb603:  // pred: ^bb602
    %4363 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4364 = llvm.mlir.constant(512 : index) : i64
    %4365 = llvm.mul %4357, %4364 overflow<nsw, nuw> : i64
    %4366 = llvm.mlir.constant(64 : index) : i64
    %4367 = llvm.mul %4359, %4366 overflow<nsw, nuw> : i64
    %4368 = llvm.add %4365, %4367 overflow<nsw, nuw> : i64
    %4369 = llvm.add %4368, %4361 overflow<nsw, nuw> : i64
    %4370 = llvm.getelementptr inbounds|nuw %4363[%4369] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4371 = llvm.load %4370 : !llvm.ptr -> f32
    %4372 = llvm.extractvalue %4356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4373 = llvm.mlir.constant(512 : index) : i64
    %4374 = llvm.mul %4357, %4373 overflow<nsw, nuw> : i64
    %4375 = llvm.mlir.constant(64 : index) : i64
    %4376 = llvm.mul %4359, %4375 overflow<nsw, nuw> : i64
    %4377 = llvm.add %4374, %4376 overflow<nsw, nuw> : i64
    %4378 = llvm.add %4377, %4361 overflow<nsw, nuw> : i64
    %4379 = llvm.getelementptr inbounds|nuw %4372[%4378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4371, %4379 : f32, !llvm.ptr
    %4380 = llvm.add %4361, %15 : i64
    llvm.br ^bb602(%4380 : i64)
  ^bb604:  // pred: ^bb602
    %4381 = llvm.add %4359, %15 : i64
    llvm.br ^bb600(%4381 : i64)
  ^bb605:  // pred: ^bb600
    %4382 = llvm.add %4357, %15 : i64
    llvm.br ^bb598(%4382 : i64)
  ^bb606:  // pred: ^bb598
    llvm.br ^bb607(%20 : i64)
  ^bb607(%4383: i64):  // 2 preds: ^bb606, ^bb617
    %4384 = llvm.icmp "slt" %4383, %15 : i64
    llvm.cond_br %4384, ^bb608, ^bb618
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%20 : i64)
  ^bb609(%4385: i64):  // 2 preds: ^bb608, ^bb616
    %4386 = llvm.icmp "slt" %4385, %14 : i64
    llvm.cond_br %4386, ^bb610, ^bb617
  ^bb610:  // pred: ^bb609
    llvm.br ^bb611(%20 : i64)
  ^bb611(%4387: i64):  // 2 preds: ^bb610, ^bb615
    %4388 = llvm.icmp "slt" %4387, %9 : i64
    llvm.cond_br %4388, ^bb612, ^bb616
  ^bb612:  // pred: ^bb611
    llvm.br ^bb613(%20 : i64)
  ^bb613(%4389: i64):  // 2 preds: ^bb612, ^bb614
    %4390 = llvm.icmp "slt" %4389, %13 : i64
    llvm.cond_br %4390, ^bb614, ^bb615
  ^bb614:  // pred: ^bb613
    %4391 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4392 = llvm.mlir.constant(256 : index) : i64
    %4393 = llvm.mul %4383, %4392 overflow<nsw, nuw> : i64
    %4394 = llvm.mlir.constant(32 : index) : i64
    %4395 = llvm.mul %4385, %4394 overflow<nsw, nuw> : i64
    %4396 = llvm.add %4393, %4395 overflow<nsw, nuw> : i64
    %4397 = llvm.add %4396, %4389 overflow<nsw, nuw> : i64
    %4398 = llvm.getelementptr inbounds|nuw %4391[%4397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4399 = llvm.load %4398 : !llvm.ptr -> f32
    %4400 = llvm.extractvalue %274[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4401 = llvm.mlir.constant(32 : index) : i64
    %4402 = llvm.mul %4387, %4401 overflow<nsw, nuw> : i64
    %4403 = llvm.add %4402, %4389 overflow<nsw, nuw> : i64
    %4404 = llvm.getelementptr inbounds|nuw %4400[%4403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4405 = llvm.load %4404 : !llvm.ptr -> f32
    %4406 = llvm.extractvalue %4356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4407 = llvm.mlir.constant(512 : index) : i64
    %4408 = llvm.mul %4383, %4407 overflow<nsw, nuw> : i64
    %4409 = llvm.mlir.constant(64 : index) : i64
    %4410 = llvm.mul %4385, %4409 overflow<nsw, nuw> : i64
    %4411 = llvm.add %4408, %4410 overflow<nsw, nuw> : i64
    %4412 = llvm.add %4411, %4387 overflow<nsw, nuw> : i64
    %4413 = llvm.getelementptr inbounds|nuw %4406[%4412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4414 = llvm.load %4413 : !llvm.ptr -> f32
    %4415 = llvm.fmul %4399, %4405 : f32
    %4416 = llvm.fadd %4414, %4415 : f32
    %4417 = llvm.extractvalue %4356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4418 = llvm.mlir.constant(512 : index) : i64
    %4419 = llvm.mul %4383, %4418 overflow<nsw, nuw> : i64
    %4420 = llvm.mlir.constant(64 : index) : i64
    %4421 = llvm.mul %4385, %4420 overflow<nsw, nuw> : i64
    %4422 = llvm.add %4419, %4421 overflow<nsw, nuw> : i64
    %4423 = llvm.add %4422, %4387 overflow<nsw, nuw> : i64
    %4424 = llvm.getelementptr inbounds|nuw %4417[%4423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4416, %4424 : f32, !llvm.ptr
    %4425 = llvm.add %4389, %15 : i64
    llvm.br ^bb613(%4425 : i64)
  ^bb615:  // pred: ^bb613
    %4426 = llvm.add %4387, %15 : i64
    llvm.br ^bb611(%4426 : i64)
  ^bb616:  // pred: ^bb611
    %4427 = llvm.add %4385, %15 : i64
    llvm.br ^bb609(%4427 : i64)
  ^bb617:  // pred: ^bb609
    %4428 = llvm.add %4383, %15 : i64
    llvm.br ^bb607(%4428 : i64)
  ^bb618:  // pred: ^bb607
    %4429 = llvm.mlir.constant(1 : index) : i64
    %4430 = llvm.mlir.constant(8 : index) : i64
    %4431 = llvm.mlir.constant(64 : index) : i64
    %4432 = llvm.mlir.constant(1 : index) : i64
    %4433 = llvm.mlir.constant(512 : index) : i64
    %4434 = llvm.mlir.constant(512 : index) : i64
    %4435 = llvm.mlir.zero : !llvm.ptr
    %4436 = llvm.getelementptr %4435[%4434] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4437 = llvm.ptrtoint %4436 : !llvm.ptr to i64
    %4438 = llvm.mlir.constant(64 : index) : i64
    %4439 = llvm.add %4437, %4438 : i64
    %4440 = llvm.call @malloc(%4439) : (i64) -> !llvm.ptr
    %4441 = llvm.ptrtoint %4440 : !llvm.ptr to i64
    %4442 = llvm.mlir.constant(1 : index) : i64
    %4443 = llvm.sub %4438, %4442 : i64
    %4444 = llvm.add %4441, %4443 : i64
    %4445 = llvm.urem %4444, %4438 : i64
    %4446 = llvm.sub %4444, %4445 : i64
    %4447 = llvm.inttoptr %4446 : i64 to !llvm.ptr
    %4448 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4449 = llvm.insertvalue %4440, %4448[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4450 = llvm.insertvalue %4447, %4449[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4451 = llvm.mlir.constant(0 : index) : i64
    %4452 = llvm.insertvalue %4451, %4450[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4453 = llvm.insertvalue %4429, %4452[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4454 = llvm.insertvalue %4430, %4453[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4455 = llvm.insertvalue %4431, %4454[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4456 = llvm.insertvalue %4433, %4455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4457 = llvm.insertvalue %4431, %4456[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4458 = llvm.insertvalue %4432, %4457[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb619(%20 : i64)
  ^bb619(%4459: i64):  // 2 preds: ^bb618, ^bb626
    %4460 = llvm.icmp "slt" %4459, %15 : i64
    llvm.cond_br %4460, ^bb620, ^bb627
  ^bb620:  // pred: ^bb619
    llvm.br ^bb621(%20 : i64)
  ^bb621(%4461: i64):  // 2 preds: ^bb620, ^bb625
    %4462 = llvm.icmp "slt" %4461, %14 : i64
    llvm.cond_br %4462, ^bb622, ^bb626
  ^bb622:  // pred: ^bb621
    llvm.br ^bb623(%20 : i64)
  ^bb623(%4463: i64):  // 2 preds: ^bb622, ^bb624
    %4464 = llvm.icmp "slt" %4463, %9 : i64
    llvm.cond_br %4464, ^bb624, ^bb625
  ^bb624:  // pred: ^bb623
    %4465 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4466 = llvm.mlir.constant(512 : index) : i64
    %4467 = llvm.mul %4459, %4466 overflow<nsw, nuw> : i64
    %4468 = llvm.mlir.constant(64 : index) : i64
    %4469 = llvm.mul %4461, %4468 overflow<nsw, nuw> : i64
    %4470 = llvm.add %4467, %4469 overflow<nsw, nuw> : i64
    %4471 = llvm.add %4470, %4463 overflow<nsw, nuw> : i64
    %4472 = llvm.getelementptr inbounds|nuw %4465[%4471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4473 = llvm.load %4472 : !llvm.ptr -> f32
    %4474 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4475 = llvm.mlir.constant(512 : index) : i64
    %4476 = llvm.mul %4459, %4475 overflow<nsw, nuw> : i64
    %4477 = llvm.mlir.constant(64 : index) : i64
    %4478 = llvm.mul %4461, %4477 overflow<nsw, nuw> : i64
    %4479 = llvm.add %4476, %4478 overflow<nsw, nuw> : i64
    %4480 = llvm.add %4479, %4463 overflow<nsw, nuw> : i64
    %4481 = llvm.getelementptr inbounds|nuw %4474[%4480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4473, %4481 : f32, !llvm.ptr
    %4482 = llvm.add %4463, %15 : i64
    llvm.br ^bb623(%4482 : i64)
  ^bb625:  // pred: ^bb623
    %4483 = llvm.add %4461, %15 : i64
    llvm.br ^bb621(%4483 : i64)
  ^bb626:  // pred: ^bb621
    %4484 = llvm.add %4459, %15 : i64
    llvm.br ^bb619(%4484 : i64)
  ^bb627:  // pred: ^bb619
    llvm.br ^bb628(%20 : i64)
  ^bb628(%4485: i64):  // 2 preds: ^bb627, ^bb638
    %4486 = llvm.icmp "slt" %4485, %15 : i64
    llvm.cond_br %4486, ^bb629, ^bb639
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%20 : i64)
  ^bb630(%4487: i64):  // 2 preds: ^bb629, ^bb637
    %4488 = llvm.icmp "slt" %4487, %14 : i64
    llvm.cond_br %4488, ^bb631, ^bb638
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%20 : i64)
  ^bb632(%4489: i64):  // 2 preds: ^bb631, ^bb636
    %4490 = llvm.icmp "slt" %4489, %9 : i64
    llvm.cond_br %4490, ^bb633, ^bb637
  ^bb633:  // pred: ^bb632
    llvm.br ^bb634(%20 : i64)
  ^bb634(%4491: i64):  // 2 preds: ^bb633, ^bb635
    %4492 = llvm.icmp "slt" %4491, %13 : i64
    llvm.cond_br %4492, ^bb635, ^bb636
  ^bb635:  // pred: ^bb634
    %4493 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4494 = llvm.mlir.constant(256 : index) : i64
    %4495 = llvm.mul %4485, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.mlir.constant(32 : index) : i64
    %4497 = llvm.mul %4487, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.add %4495, %4497 overflow<nsw, nuw> : i64
    %4499 = llvm.add %4498, %4491 overflow<nsw, nuw> : i64
    %4500 = llvm.getelementptr inbounds|nuw %4493[%4499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4501 = llvm.load %4500 : !llvm.ptr -> f32
    %4502 = llvm.extractvalue %254[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4503 = llvm.mlir.constant(32 : index) : i64
    %4504 = llvm.mul %4489, %4503 overflow<nsw, nuw> : i64
    %4505 = llvm.add %4504, %4491 overflow<nsw, nuw> : i64
    %4506 = llvm.getelementptr inbounds|nuw %4502[%4505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4507 = llvm.load %4506 : !llvm.ptr -> f32
    %4508 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4509 = llvm.mlir.constant(512 : index) : i64
    %4510 = llvm.mul %4485, %4509 overflow<nsw, nuw> : i64
    %4511 = llvm.mlir.constant(64 : index) : i64
    %4512 = llvm.mul %4487, %4511 overflow<nsw, nuw> : i64
    %4513 = llvm.add %4510, %4512 overflow<nsw, nuw> : i64
    %4514 = llvm.add %4513, %4489 overflow<nsw, nuw> : i64
    %4515 = llvm.getelementptr inbounds|nuw %4508[%4514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4516 = llvm.load %4515 : !llvm.ptr -> f32
    %4517 = llvm.fmul %4501, %4507 : f32
    %4518 = llvm.fadd %4516, %4517 : f32
    %4519 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4520 = llvm.mlir.constant(512 : index) : i64
    %4521 = llvm.mul %4485, %4520 overflow<nsw, nuw> : i64
    %4522 = llvm.mlir.constant(64 : index) : i64
    %4523 = llvm.mul %4487, %4522 overflow<nsw, nuw> : i64
    %4524 = llvm.add %4521, %4523 overflow<nsw, nuw> : i64
    %4525 = llvm.add %4524, %4489 overflow<nsw, nuw> : i64
    %4526 = llvm.getelementptr inbounds|nuw %4519[%4525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4518, %4526 : f32, !llvm.ptr
    %4527 = llvm.add %4491, %15 : i64
    llvm.br ^bb634(%4527 : i64)
  ^bb636:  // pred: ^bb634
    %4528 = llvm.add %4489, %15 : i64
    llvm.br ^bb632(%4528 : i64)
  ^bb637:  // pred: ^bb632
    %4529 = llvm.add %4487, %15 : i64
    llvm.br ^bb630(%4529 : i64)
  ^bb638:  // pred: ^bb630
    %4530 = llvm.add %4485, %15 : i64
    llvm.br ^bb628(%4530 : i64)
  ^bb639:  // pred: ^bb628
    %4531 = llvm.mlir.constant(1 : index) : i64
    %4532 = llvm.mlir.constant(8 : index) : i64
    %4533 = llvm.mlir.constant(32 : index) : i64
    %4534 = llvm.mlir.constant(1 : index) : i64
    %4535 = llvm.mlir.constant(256 : index) : i64
    %4536 = llvm.mlir.constant(256 : index) : i64
    %4537 = llvm.mlir.zero : !llvm.ptr
    %4538 = llvm.getelementptr %4537[%4536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4539 = llvm.ptrtoint %4538 : !llvm.ptr to i64
    %4540 = llvm.mlir.constant(64 : index) : i64
    %4541 = llvm.add %4539, %4540 : i64
    %4542 = llvm.call @malloc(%4541) : (i64) -> !llvm.ptr
    %4543 = llvm.ptrtoint %4542 : !llvm.ptr to i64
    %4544 = llvm.mlir.constant(1 : index) : i64
    %4545 = llvm.sub %4540, %4544 : i64
    %4546 = llvm.add %4543, %4545 : i64
    %4547 = llvm.urem %4546, %4540 : i64
    %4548 = llvm.sub %4546, %4547 : i64
    %4549 = llvm.inttoptr %4548 : i64 to !llvm.ptr
    %4550 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4551 = llvm.insertvalue %4542, %4550[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4552 = llvm.insertvalue %4549, %4551[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4553 = llvm.mlir.constant(0 : index) : i64
    %4554 = llvm.insertvalue %4553, %4552[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4555 = llvm.insertvalue %4531, %4554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4556 = llvm.insertvalue %4532, %4555[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4557 = llvm.insertvalue %4533, %4556[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4558 = llvm.insertvalue %4535, %4557[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4559 = llvm.insertvalue %4533, %4558[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4560 = llvm.insertvalue %4534, %4559[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb640(%20 : i64)
  ^bb640(%4561: i64):  // 2 preds: ^bb639, ^bb647
    %4562 = llvm.icmp "slt" %4561, %15 : i64
    llvm.cond_br %4562, ^bb641, ^bb648
  ^bb641:  // pred: ^bb640
    llvm.br ^bb642(%20 : i64)
  ^bb642(%4563: i64):  // 2 preds: ^bb641, ^bb646
    %4564 = llvm.icmp "slt" %4563, %14 : i64
    llvm.cond_br %4564, ^bb643, ^bb647
  ^bb643:  // pred: ^bb642
    llvm.br ^bb644(%20 : i64)
  ^bb644(%4565: i64):  // 2 preds: ^bb643, ^bb645
    %4566 = llvm.icmp "slt" %4565, %13 : i64
    llvm.cond_br %4566, ^bb645, ^bb646
  ^bb645:  // pred: ^bb644
    %4567 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4568 = llvm.mlir.constant(256 : index) : i64
    %4569 = llvm.mul %4561, %4568 overflow<nsw, nuw> : i64
    %4570 = llvm.mlir.constant(32 : index) : i64
    %4571 = llvm.mul %4563, %4570 overflow<nsw, nuw> : i64
    %4572 = llvm.add %4569, %4571 overflow<nsw, nuw> : i64
    %4573 = llvm.add %4572, %4565 overflow<nsw, nuw> : i64
    %4574 = llvm.getelementptr inbounds|nuw %4567[%4573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4575 = llvm.load %4574 : !llvm.ptr -> f32
    %4576 = llvm.extractvalue %4560[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4577 = llvm.mlir.constant(256 : index) : i64
    %4578 = llvm.mul %4561, %4577 overflow<nsw, nuw> : i64
    %4579 = llvm.mlir.constant(32 : index) : i64
    %4580 = llvm.mul %4563, %4579 overflow<nsw, nuw> : i64
    %4581 = llvm.add %4578, %4580 overflow<nsw, nuw> : i64
    %4582 = llvm.add %4581, %4565 overflow<nsw, nuw> : i64
    %4583 = llvm.getelementptr inbounds|nuw %4576[%4582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4575, %4583 : f32, !llvm.ptr
    %4584 = llvm.add %4565, %15 : i64
    llvm.br ^bb644(%4584 : i64)
  ^bb646:  // pred: ^bb644
    %4585 = llvm.add %4563, %15 : i64
    llvm.br ^bb642(%4585 : i64)
  ^bb647:  // pred: ^bb642
    %4586 = llvm.add %4561, %15 : i64
    llvm.br ^bb640(%4586 : i64)
  ^bb648:  // pred: ^bb640
    llvm.br ^bb649(%20 : i64)
  ^bb649(%4587: i64):  // 2 preds: ^bb648, ^bb659
    %4588 = llvm.icmp "slt" %4587, %15 : i64
    llvm.cond_br %4588, ^bb650, ^bb660
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%20 : i64)
  ^bb651(%4589: i64):  // 2 preds: ^bb650, ^bb658
    %4590 = llvm.icmp "slt" %4589, %14 : i64
    llvm.cond_br %4590, ^bb652, ^bb659
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%20 : i64)
  ^bb653(%4591: i64):  // 2 preds: ^bb652, ^bb657
    %4592 = llvm.icmp "slt" %4591, %13 : i64
    llvm.cond_br %4592, ^bb654, ^bb658
  ^bb654:  // pred: ^bb653
    llvm.br ^bb655(%20 : i64)
  ^bb655(%4593: i64):  // 2 preds: ^bb654, ^bb656
    %4594 = llvm.icmp "slt" %4593, %9 : i64
    llvm.cond_br %4594, ^bb656, ^bb657
  ^bb656:  // pred: ^bb655
    %4595 = llvm.extractvalue %4356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4596 = llvm.mlir.constant(512 : index) : i64
    %4597 = llvm.mul %4587, %4596 overflow<nsw, nuw> : i64
    %4598 = llvm.mlir.constant(64 : index) : i64
    %4599 = llvm.mul %4589, %4598 overflow<nsw, nuw> : i64
    %4600 = llvm.add %4597, %4599 overflow<nsw, nuw> : i64
    %4601 = llvm.add %4600, %4593 overflow<nsw, nuw> : i64
    %4602 = llvm.getelementptr inbounds|nuw %4595[%4601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4603 = llvm.load %4602 : !llvm.ptr -> f32
    %4604 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4605 = llvm.mlir.constant(512 : index) : i64
    %4606 = llvm.mul %4587, %4605 overflow<nsw, nuw> : i64
    %4607 = llvm.mlir.constant(64 : index) : i64
    %4608 = llvm.mul %4589, %4607 overflow<nsw, nuw> : i64
    %4609 = llvm.add %4606, %4608 overflow<nsw, nuw> : i64
    %4610 = llvm.add %4609, %4593 overflow<nsw, nuw> : i64
    %4611 = llvm.getelementptr inbounds|nuw %4604[%4610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4612 = llvm.load %4611 : !llvm.ptr -> f32
    %4613 = llvm.extractvalue %234[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4614 = llvm.mlir.constant(64 : index) : i64
    %4615 = llvm.mul %4591, %4614 overflow<nsw, nuw> : i64
    %4616 = llvm.add %4615, %4593 overflow<nsw, nuw> : i64
    %4617 = llvm.getelementptr inbounds|nuw %4613[%4616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4618 = llvm.load %4617 : !llvm.ptr -> f32
    %4619 = llvm.extractvalue %4560[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4620 = llvm.mlir.constant(256 : index) : i64
    %4621 = llvm.mul %4587, %4620 overflow<nsw, nuw> : i64
    %4622 = llvm.mlir.constant(32 : index) : i64
    %4623 = llvm.mul %4589, %4622 overflow<nsw, nuw> : i64
    %4624 = llvm.add %4621, %4623 overflow<nsw, nuw> : i64
    %4625 = llvm.add %4624, %4591 overflow<nsw, nuw> : i64
    %4626 = llvm.getelementptr inbounds|nuw %4619[%4625] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4627 = llvm.load %4626 : !llvm.ptr -> f32
    %4628 = llvm.fneg %4603 : f32
    %4629 = llvm.fmul %4628, %8 : f32
    %4630 = llvm.intr.exp2(%4629) : (f32) -> f32
    %4631 = llvm.fadd %4630, %26 : f32
    %4632 = llvm.fdiv %26, %4631 : f32
    %4633 = llvm.fmul %4603, %4632 : f32
    %4634 = llvm.fmul %4633, %4612 : f32
    %4635 = llvm.fmul %4634, %4618 : f32
    %4636 = llvm.fadd %4627, %4635 : f32
    %4637 = llvm.extractvalue %4560[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4638 = llvm.mlir.constant(256 : index) : i64
    %4639 = llvm.mul %4587, %4638 overflow<nsw, nuw> : i64
    %4640 = llvm.mlir.constant(32 : index) : i64
    %4641 = llvm.mul %4589, %4640 overflow<nsw, nuw> : i64
    %4642 = llvm.add %4639, %4641 overflow<nsw, nuw> : i64
    %4643 = llvm.add %4642, %4591 overflow<nsw, nuw> : i64
    %4644 = llvm.getelementptr inbounds|nuw %4637[%4643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4636, %4644 : f32, !llvm.ptr
    %4645 = llvm.add %4593, %15 : i64
    llvm.br ^bb655(%4645 : i64)
  ^bb657:  // pred: ^bb655
    %4646 = llvm.add %4591, %15 : i64
    llvm.br ^bb653(%4646 : i64)
  ^bb658:  // pred: ^bb653
    %4647 = llvm.add %4589, %15 : i64
    llvm.br ^bb651(%4647 : i64)
  ^bb659:  // pred: ^bb651
    %4648 = llvm.add %4587, %15 : i64
    llvm.br ^bb649(%4648 : i64)
  ^bb660:  // pred: ^bb649
    %4649 = llvm.mlir.constant(1 : index) : i64
    %4650 = llvm.mlir.constant(8 : index) : i64
    %4651 = llvm.mlir.constant(32 : index) : i64
    %4652 = llvm.mlir.constant(1 : index) : i64
    %4653 = llvm.mlir.constant(256 : index) : i64
    %4654 = llvm.mlir.constant(256 : index) : i64
    %4655 = llvm.mlir.zero : !llvm.ptr
    %4656 = llvm.getelementptr %4655[%4654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4657 = llvm.ptrtoint %4656 : !llvm.ptr to i64
    %4658 = llvm.mlir.constant(64 : index) : i64
    %4659 = llvm.add %4657, %4658 : i64
    %4660 = llvm.call @malloc(%4659) : (i64) -> !llvm.ptr
    %4661 = llvm.ptrtoint %4660 : !llvm.ptr to i64
    %4662 = llvm.mlir.constant(1 : index) : i64
    %4663 = llvm.sub %4658, %4662 : i64
    %4664 = llvm.add %4661, %4663 : i64
    %4665 = llvm.urem %4664, %4658 : i64
    %4666 = llvm.sub %4664, %4665 : i64
    %4667 = llvm.inttoptr %4666 : i64 to !llvm.ptr
    %4668 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4669 = llvm.insertvalue %4660, %4668[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4670 = llvm.insertvalue %4667, %4669[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4671 = llvm.mlir.constant(0 : index) : i64
    %4672 = llvm.insertvalue %4671, %4670[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4673 = llvm.insertvalue %4649, %4672[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4674 = llvm.insertvalue %4650, %4673[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4675 = llvm.insertvalue %4651, %4674[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4676 = llvm.insertvalue %4653, %4675[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4677 = llvm.insertvalue %4651, %4676[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4678 = llvm.insertvalue %4652, %4677[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb661(%20 : i64)
  ^bb661(%4679: i64):  // 2 preds: ^bb660, ^bb668
    %4680 = llvm.icmp "slt" %4679, %15 : i64
    llvm.cond_br %4680, ^bb662, ^bb669
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%20 : i64)
  ^bb663(%4681: i64):  // 2 preds: ^bb662, ^bb667
    %4682 = llvm.icmp "slt" %4681, %14 : i64
    llvm.cond_br %4682, ^bb664, ^bb668
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%20 : i64)
  ^bb665(%4683: i64):  // 2 preds: ^bb664, ^bb666
    %4684 = llvm.icmp "slt" %4683, %13 : i64
    llvm.cond_br %4684, ^bb666, ^bb667
  ^bb666:  // pred: ^bb665
    %4685 = llvm.extractvalue %4107[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4686 = llvm.mlir.constant(256 : index) : i64
    %4687 = llvm.mul %4679, %4686 overflow<nsw, nuw> : i64
    %4688 = llvm.mlir.constant(32 : index) : i64
    %4689 = llvm.mul %4681, %4688 overflow<nsw, nuw> : i64
    %4690 = llvm.add %4687, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.add %4690, %4683 overflow<nsw, nuw> : i64
    %4692 = llvm.getelementptr inbounds|nuw %4685[%4691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4693 = llvm.load %4692 : !llvm.ptr -> f32
    %4694 = llvm.extractvalue %4560[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4695 = llvm.mlir.constant(256 : index) : i64
    %4696 = llvm.mul %4679, %4695 overflow<nsw, nuw> : i64
    %4697 = llvm.mlir.constant(32 : index) : i64
    %4698 = llvm.mul %4681, %4697 overflow<nsw, nuw> : i64
    %4699 = llvm.add %4696, %4698 overflow<nsw, nuw> : i64
    %4700 = llvm.add %4699, %4683 overflow<nsw, nuw> : i64
    %4701 = llvm.getelementptr inbounds|nuw %4694[%4700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4702 = llvm.load %4701 : !llvm.ptr -> f32
    %4703 = llvm.fadd %4693, %4702 : f32
    %4704 = llvm.extractvalue %4678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4705 = llvm.mlir.constant(256 : index) : i64
    %4706 = llvm.mul %4679, %4705 overflow<nsw, nuw> : i64
    %4707 = llvm.mlir.constant(32 : index) : i64
    %4708 = llvm.mul %4681, %4707 overflow<nsw, nuw> : i64
    %4709 = llvm.add %4706, %4708 overflow<nsw, nuw> : i64
    %4710 = llvm.add %4709, %4683 overflow<nsw, nuw> : i64
    %4711 = llvm.getelementptr inbounds|nuw %4704[%4710] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4703, %4711 : f32, !llvm.ptr
    %4712 = llvm.add %4683, %15 : i64
    llvm.br ^bb665(%4712 : i64)
  ^bb667:  // pred: ^bb665
    %4713 = llvm.add %4681, %15 : i64
    llvm.br ^bb663(%4713 : i64)
  ^bb668:  // pred: ^bb663
    %4714 = llvm.add %4679, %15 : i64
    llvm.br ^bb661(%4714 : i64)
  ^bb669:  // pred: ^bb661
    %4715 = llvm.mlir.constant(1 : index) : i64
    %4716 = llvm.mlir.constant(8 : index) : i64
    %4717 = llvm.mlir.constant(1 : index) : i64
    %4718 = llvm.mlir.constant(1 : index) : i64
    %4719 = llvm.mlir.constant(8 : index) : i64
    %4720 = llvm.mlir.zero : !llvm.ptr
    %4721 = llvm.getelementptr %4720[%4719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4722 = llvm.ptrtoint %4721 : !llvm.ptr to i64
    %4723 = llvm.mlir.constant(64 : index) : i64
    %4724 = llvm.add %4722, %4723 : i64
    %4725 = llvm.call @malloc(%4724) : (i64) -> !llvm.ptr
    %4726 = llvm.ptrtoint %4725 : !llvm.ptr to i64
    %4727 = llvm.mlir.constant(1 : index) : i64
    %4728 = llvm.sub %4723, %4727 : i64
    %4729 = llvm.add %4726, %4728 : i64
    %4730 = llvm.urem %4729, %4723 : i64
    %4731 = llvm.sub %4729, %4730 : i64
    %4732 = llvm.inttoptr %4731 : i64 to !llvm.ptr
    %4733 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4734 = llvm.insertvalue %4725, %4733[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4735 = llvm.insertvalue %4732, %4734[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4736 = llvm.mlir.constant(0 : index) : i64
    %4737 = llvm.insertvalue %4736, %4735[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4738 = llvm.insertvalue %4715, %4737[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4739 = llvm.insertvalue %4716, %4738[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4740 = llvm.insertvalue %4717, %4739[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4741 = llvm.insertvalue %4716, %4740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4742 = llvm.insertvalue %4717, %4741[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4743 = llvm.insertvalue %4718, %4742[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb670(%20 : i64)
  ^bb670(%4744: i64):  // 2 preds: ^bb669, ^bb677
    %4745 = llvm.icmp "slt" %4744, %15 : i64
    llvm.cond_br %4745, ^bb671, ^bb678
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%20 : i64)
  ^bb672(%4746: i64):  // 2 preds: ^bb671, ^bb676
    %4747 = llvm.icmp "slt" %4746, %14 : i64
    llvm.cond_br %4747, ^bb673, ^bb677
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%20 : i64)
  ^bb674(%4748: i64):  // 2 preds: ^bb673, ^bb675
    %4749 = llvm.icmp "slt" %4748, %15 : i64
    llvm.cond_br %4749, ^bb675, ^bb676
  ^bb675:  // pred: ^bb674
    %4750 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4751 = llvm.mlir.constant(8 : index) : i64
    %4752 = llvm.mul %4744, %4751 overflow<nsw, nuw> : i64
    %4753 = llvm.add %4752, %4746 overflow<nsw, nuw> : i64
    %4754 = llvm.add %4753, %4748 overflow<nsw, nuw> : i64
    %4755 = llvm.getelementptr inbounds|nuw %4750[%4754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4756 = llvm.load %4755 : !llvm.ptr -> f32
    %4757 = llvm.extractvalue %4743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4758 = llvm.mlir.constant(8 : index) : i64
    %4759 = llvm.mul %4744, %4758 overflow<nsw, nuw> : i64
    %4760 = llvm.add %4759, %4746 overflow<nsw, nuw> : i64
    %4761 = llvm.add %4760, %4748 overflow<nsw, nuw> : i64
    %4762 = llvm.getelementptr inbounds|nuw %4757[%4761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4756, %4762 : f32, !llvm.ptr
    %4763 = llvm.add %4748, %15 : i64
    llvm.br ^bb674(%4763 : i64)
  ^bb676:  // pred: ^bb674
    %4764 = llvm.add %4746, %15 : i64
    llvm.br ^bb672(%4764 : i64)
  ^bb677:  // pred: ^bb672
    %4765 = llvm.add %4744, %15 : i64
    llvm.br ^bb670(%4765 : i64)
  ^bb678:  // pred: ^bb670
    llvm.br ^bb679(%20 : i64)
  ^bb679(%4766: i64):  // 2 preds: ^bb678, ^bb686
    %4767 = llvm.icmp "slt" %4766, %15 : i64
    llvm.cond_br %4767, ^bb680, ^bb687
  ^bb680:  // pred: ^bb679
    llvm.br ^bb681(%20 : i64)
  ^bb681(%4768: i64):  // 2 preds: ^bb680, ^bb685
    %4769 = llvm.icmp "slt" %4768, %14 : i64
    llvm.cond_br %4769, ^bb682, ^bb686
  ^bb682:  // pred: ^bb681
    llvm.br ^bb683(%20 : i64)
  ^bb683(%4770: i64):  // 2 preds: ^bb682, ^bb684
    %4771 = llvm.icmp "slt" %4770, %13 : i64
    llvm.cond_br %4771, ^bb684, ^bb685
  ^bb684:  // pred: ^bb683
    %4772 = llvm.extractvalue %4678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4773 = llvm.mlir.constant(256 : index) : i64
    %4774 = llvm.mul %4766, %4773 overflow<nsw, nuw> : i64
    %4775 = llvm.mlir.constant(32 : index) : i64
    %4776 = llvm.mul %4768, %4775 overflow<nsw, nuw> : i64
    %4777 = llvm.add %4774, %4776 overflow<nsw, nuw> : i64
    %4778 = llvm.add %4777, %4770 overflow<nsw, nuw> : i64
    %4779 = llvm.getelementptr inbounds|nuw %4772[%4778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4780 = llvm.load %4779 : !llvm.ptr -> f32
    %4781 = llvm.extractvalue %4743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4782 = llvm.mlir.constant(8 : index) : i64
    %4783 = llvm.mul %4766, %4782 overflow<nsw, nuw> : i64
    %4784 = llvm.add %4783, %4768 overflow<nsw, nuw> : i64
    %4785 = llvm.add %4784, %20 overflow<nsw, nuw> : i64
    %4786 = llvm.getelementptr inbounds|nuw %4781[%4785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4787 = llvm.load %4786 : !llvm.ptr -> f32
    %4788 = llvm.fmul %4780, %4780 : f32
    %4789 = llvm.fadd %4788, %4787 : f32
    %4790 = llvm.extractvalue %4743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4791 = llvm.mlir.constant(8 : index) : i64
    %4792 = llvm.mul %4766, %4791 overflow<nsw, nuw> : i64
    %4793 = llvm.add %4792, %4768 overflow<nsw, nuw> : i64
    %4794 = llvm.add %4793, %20 overflow<nsw, nuw> : i64
    %4795 = llvm.getelementptr inbounds|nuw %4790[%4794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4789, %4795 : f32, !llvm.ptr
    %4796 = llvm.add %4770, %15 : i64
    llvm.br ^bb683(%4796 : i64)
  ^bb685:  // pred: ^bb683
    %4797 = llvm.add %4768, %15 : i64
    llvm.br ^bb681(%4797 : i64)
  ^bb686:  // pred: ^bb681
    %4798 = llvm.add %4766, %15 : i64
    llvm.br ^bb679(%4798 : i64)
  ^bb687:  // pred: ^bb679
    llvm.br ^bb688(%20 : i64)
  ^bb688(%4799: i64):  // 2 preds: ^bb687, ^bb695
    %4800 = llvm.icmp "slt" %4799, %15 : i64
    llvm.cond_br %4800, ^bb689, ^bb696
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%20 : i64)
  ^bb690(%4801: i64):  // 2 preds: ^bb689, ^bb694
    %4802 = llvm.icmp "slt" %4801, %14 : i64
    llvm.cond_br %4802, ^bb691, ^bb695
  ^bb691:  // pred: ^bb690
    llvm.br ^bb692(%20 : i64)
  ^bb692(%4803: i64):  // 2 preds: ^bb691, ^bb693
    %4804 = llvm.icmp "slt" %4803, %13 : i64
    llvm.cond_br %4804, ^bb693, ^bb694
  ^bb693:  // pred: ^bb692
    %4805 = llvm.extractvalue %214[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4806 = llvm.getelementptr inbounds|nuw %4805[%4803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4807 = llvm.load %4806 : !llvm.ptr -> f32
    %4808 = llvm.extractvalue %4678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4809 = llvm.mlir.constant(256 : index) : i64
    %4810 = llvm.mul %4799, %4809 overflow<nsw, nuw> : i64
    %4811 = llvm.mlir.constant(32 : index) : i64
    %4812 = llvm.mul %4801, %4811 overflow<nsw, nuw> : i64
    %4813 = llvm.add %4810, %4812 overflow<nsw, nuw> : i64
    %4814 = llvm.add %4813, %4803 overflow<nsw, nuw> : i64
    %4815 = llvm.getelementptr inbounds|nuw %4808[%4814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4816 = llvm.load %4815 : !llvm.ptr -> f32
    %4817 = llvm.extractvalue %4743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4818 = llvm.mlir.constant(8 : index) : i64
    %4819 = llvm.mul %4799, %4818 overflow<nsw, nuw> : i64
    %4820 = llvm.add %4819, %4801 overflow<nsw, nuw> : i64
    %4821 = llvm.add %4820, %20 overflow<nsw, nuw> : i64
    %4822 = llvm.getelementptr inbounds|nuw %4817[%4821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4823 = llvm.load %4822 : !llvm.ptr -> f32
    %4824 = llvm.fdiv %4823, %16 : f32
    %4825 = llvm.fptrunc %17 : f64 to f32
    %4826 = llvm.fadd %4824, %4825 : f32
    %4827 = llvm.intr.sqrt(%4826) : (f32) -> f32
    %4828 = llvm.fdiv %26, %4827 : f32
    %4829 = llvm.fmul %4816, %4828 : f32
    %4830 = llvm.fmul %4807, %4829 : f32
    %4831 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4832 = llvm.mlir.constant(256 : index) : i64
    %4833 = llvm.mul %4799, %4832 overflow<nsw, nuw> : i64
    %4834 = llvm.mlir.constant(32 : index) : i64
    %4835 = llvm.mul %4801, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.add %4833, %4835 overflow<nsw, nuw> : i64
    %4837 = llvm.add %4836, %4803 overflow<nsw, nuw> : i64
    %4838 = llvm.getelementptr inbounds|nuw %4831[%4837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4830, %4838 : f32, !llvm.ptr
    %4839 = llvm.add %4803, %15 : i64
    llvm.br ^bb692(%4839 : i64)
  ^bb694:  // pred: ^bb692
    %4840 = llvm.add %4801, %15 : i64
    llvm.br ^bb690(%4840 : i64)
  ^bb695:  // pred: ^bb690
    %4841 = llvm.add %4799, %15 : i64
    llvm.br ^bb688(%4841 : i64)
  ^bb696:  // pred: ^bb688
    %4842 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4843 = llvm.extractvalue %198[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4844 = llvm.extractvalue %198[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4845 = llvm.insertvalue %4843, %4842[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4846 = llvm.insertvalue %4844, %4845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4847 = llvm.mlir.constant(0 : index) : i64
    %4848 = llvm.insertvalue %4847, %4846[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4849 = llvm.mlir.constant(4 : index) : i64
    %4850 = llvm.insertvalue %4849, %4848[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4851 = llvm.mlir.constant(256 : index) : i64
    %4852 = llvm.insertvalue %4851, %4850[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4853 = llvm.mlir.constant(8 : index) : i64
    %4854 = llvm.insertvalue %4853, %4852[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4855 = llvm.mlir.constant(32 : index) : i64
    %4856 = llvm.insertvalue %4855, %4854[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4857 = llvm.mlir.constant(32 : index) : i64
    %4858 = llvm.insertvalue %4857, %4856[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4859 = llvm.mlir.constant(1 : index) : i64
    %4860 = llvm.insertvalue %4859, %4858[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4861 = llvm.mlir.constant(1 : index) : i64
    %4862 = llvm.mlir.constant(8 : index) : i64
    %4863 = llvm.mlir.constant(4 : index) : i64
    %4864 = llvm.mlir.constant(8 : index) : i64
    %4865 = llvm.mlir.constant(1 : index) : i64
    %4866 = llvm.mlir.constant(32 : index) : i64
    %4867 = llvm.mlir.constant(256 : index) : i64
    %4868 = llvm.mlir.constant(256 : index) : i64
    %4869 = llvm.mlir.zero : !llvm.ptr
    %4870 = llvm.getelementptr %4869[%4868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4871 = llvm.ptrtoint %4870 : !llvm.ptr to i64
    %4872 = llvm.mlir.constant(64 : index) : i64
    %4873 = llvm.add %4871, %4872 : i64
    %4874 = llvm.call @malloc(%4873) : (i64) -> !llvm.ptr
    %4875 = llvm.ptrtoint %4874 : !llvm.ptr to i64
    %4876 = llvm.mlir.constant(1 : index) : i64
    %4877 = llvm.sub %4872, %4876 : i64
    %4878 = llvm.add %4875, %4877 : i64
    %4879 = llvm.urem %4878, %4872 : i64
    %4880 = llvm.sub %4878, %4879 : i64
    %4881 = llvm.inttoptr %4880 : i64 to !llvm.ptr
    %4882 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4883 = llvm.insertvalue %4874, %4882[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4884 = llvm.insertvalue %4881, %4883[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4885 = llvm.mlir.constant(0 : index) : i64
    %4886 = llvm.insertvalue %4885, %4884[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4887 = llvm.insertvalue %4861, %4886[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4888 = llvm.insertvalue %4862, %4887[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4889 = llvm.insertvalue %4863, %4888[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4890 = llvm.insertvalue %4864, %4889[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4891 = llvm.insertvalue %4867, %4890[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4892 = llvm.insertvalue %4866, %4891[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4893 = llvm.insertvalue %4864, %4892[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4894 = llvm.insertvalue %4865, %4893[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb697(%20 : i64)
  ^bb697(%4895: i64):  // 2 preds: ^bb696, ^bb707
    %4896 = llvm.icmp "slt" %4895, %15 : i64
    llvm.cond_br %4896, ^bb698, ^bb708
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%20 : i64)
  ^bb699(%4897: i64):  // 2 preds: ^bb698, ^bb706
    %4898 = llvm.icmp "slt" %4897, %14 : i64
    llvm.cond_br %4898, ^bb700, ^bb707
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%20 : i64)
  ^bb701(%4899: i64):  // 2 preds: ^bb700, ^bb705
    %4900 = llvm.icmp "slt" %4899, %12 : i64
    llvm.cond_br %4900, ^bb702, ^bb706
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%20 : i64)
  ^bb703(%4901: i64):  // 2 preds: ^bb702, ^bb704
    %4902 = llvm.icmp "slt" %4901, %14 : i64
    llvm.cond_br %4902, ^bb704, ^bb705
  ^bb704:  // pred: ^bb703
    %4903 = llvm.extractvalue %1671[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4904 = llvm.mlir.constant(256 : index) : i64
    %4905 = llvm.mul %4895, %4904 overflow<nsw, nuw> : i64
    %4906 = llvm.mlir.constant(32 : index) : i64
    %4907 = llvm.mul %4897, %4906 overflow<nsw, nuw> : i64
    %4908 = llvm.add %4905, %4907 overflow<nsw, nuw> : i64
    %4909 = llvm.mlir.constant(8 : index) : i64
    %4910 = llvm.mul %4899, %4909 overflow<nsw, nuw> : i64
    %4911 = llvm.add %4908, %4910 overflow<nsw, nuw> : i64
    %4912 = llvm.add %4911, %4901 overflow<nsw, nuw> : i64
    %4913 = llvm.getelementptr inbounds|nuw %4903[%4912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4914 = llvm.load %4913 : !llvm.ptr -> f32
    %4915 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4916 = llvm.mlir.constant(256 : index) : i64
    %4917 = llvm.mul %4895, %4916 overflow<nsw, nuw> : i64
    %4918 = llvm.mlir.constant(32 : index) : i64
    %4919 = llvm.mul %4897, %4918 overflow<nsw, nuw> : i64
    %4920 = llvm.add %4917, %4919 overflow<nsw, nuw> : i64
    %4921 = llvm.mlir.constant(8 : index) : i64
    %4922 = llvm.mul %4899, %4921 overflow<nsw, nuw> : i64
    %4923 = llvm.add %4920, %4922 overflow<nsw, nuw> : i64
    %4924 = llvm.add %4923, %4901 overflow<nsw, nuw> : i64
    %4925 = llvm.getelementptr inbounds|nuw %4915[%4924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4914, %4925 : f32, !llvm.ptr
    %4926 = llvm.add %4901, %15 : i64
    llvm.br ^bb703(%4926 : i64)
  ^bb705:  // pred: ^bb703
    %4927 = llvm.add %4899, %15 : i64
    llvm.br ^bb701(%4927 : i64)
  ^bb706:  // pred: ^bb701
    %4928 = llvm.add %4897, %15 : i64
    llvm.br ^bb699(%4928 : i64)
  ^bb707:  // pred: ^bb699
    %4929 = llvm.add %4895, %15 : i64
    llvm.br ^bb697(%4929 : i64)
  ^bb708:  // pred: ^bb697
    llvm.br ^bb709(%20 : i64)
  ^bb709(%4930: i64):  // 2 preds: ^bb708, ^bb722
    %4931 = llvm.icmp "slt" %4930, %15 : i64
    llvm.cond_br %4931, ^bb710, ^bb723
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%20 : i64)
  ^bb711(%4932: i64):  // 2 preds: ^bb710, ^bb721
    %4933 = llvm.icmp "slt" %4932, %14 : i64
    llvm.cond_br %4933, ^bb712, ^bb722
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%20 : i64)
  ^bb713(%4934: i64):  // 2 preds: ^bb712, ^bb720
    %4935 = llvm.icmp "slt" %4934, %12 : i64
    llvm.cond_br %4935, ^bb714, ^bb721
  ^bb714:  // pred: ^bb713
    llvm.br ^bb715(%20 : i64)
  ^bb715(%4936: i64):  // 2 preds: ^bb714, ^bb719
    %4937 = llvm.icmp "slt" %4936, %14 : i64
    llvm.cond_br %4937, ^bb716, ^bb720
  ^bb716:  // pred: ^bb715
    llvm.br ^bb717(%20 : i64)
  ^bb717(%4938: i64):  // 2 preds: ^bb716, ^bb718
    %4939 = llvm.icmp "slt" %4938, %13 : i64
    llvm.cond_br %4939, ^bb718, ^bb719
  ^bb718:  // pred: ^bb717
    %4940 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4941 = llvm.mlir.constant(256 : index) : i64
    %4942 = llvm.mul %4930, %4941 overflow<nsw, nuw> : i64
    %4943 = llvm.mlir.constant(32 : index) : i64
    %4944 = llvm.mul %4932, %4943 overflow<nsw, nuw> : i64
    %4945 = llvm.add %4942, %4944 overflow<nsw, nuw> : i64
    %4946 = llvm.add %4945, %4938 overflow<nsw, nuw> : i64
    %4947 = llvm.getelementptr inbounds|nuw %4940[%4946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4948 = llvm.load %4947 : !llvm.ptr -> f32
    %4949 = llvm.extractvalue %4860[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4950 = llvm.mlir.constant(256 : index) : i64
    %4951 = llvm.mul %4934, %4950 overflow<nsw, nuw> : i64
    %4952 = llvm.mlir.constant(32 : index) : i64
    %4953 = llvm.mul %4936, %4952 overflow<nsw, nuw> : i64
    %4954 = llvm.add %4951, %4953 overflow<nsw, nuw> : i64
    %4955 = llvm.add %4954, %4938 overflow<nsw, nuw> : i64
    %4956 = llvm.getelementptr inbounds|nuw %4949[%4955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4957 = llvm.load %4956 : !llvm.ptr -> f32
    %4958 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4959 = llvm.mlir.constant(256 : index) : i64
    %4960 = llvm.mul %4930, %4959 overflow<nsw, nuw> : i64
    %4961 = llvm.mlir.constant(32 : index) : i64
    %4962 = llvm.mul %4932, %4961 overflow<nsw, nuw> : i64
    %4963 = llvm.add %4960, %4962 overflow<nsw, nuw> : i64
    %4964 = llvm.mlir.constant(8 : index) : i64
    %4965 = llvm.mul %4934, %4964 overflow<nsw, nuw> : i64
    %4966 = llvm.add %4963, %4965 overflow<nsw, nuw> : i64
    %4967 = llvm.add %4966, %4936 overflow<nsw, nuw> : i64
    %4968 = llvm.getelementptr inbounds|nuw %4958[%4967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4969 = llvm.load %4968 : !llvm.ptr -> f32
    %4970 = llvm.fmul %4948, %4957 : f32
    %4971 = llvm.fadd %4969, %4970 : f32
    %4972 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4973 = llvm.mlir.constant(256 : index) : i64
    %4974 = llvm.mul %4930, %4973 overflow<nsw, nuw> : i64
    %4975 = llvm.mlir.constant(32 : index) : i64
    %4976 = llvm.mul %4932, %4975 overflow<nsw, nuw> : i64
    %4977 = llvm.add %4974, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.mlir.constant(8 : index) : i64
    %4979 = llvm.mul %4934, %4978 overflow<nsw, nuw> : i64
    %4980 = llvm.add %4977, %4979 overflow<nsw, nuw> : i64
    %4981 = llvm.add %4980, %4936 overflow<nsw, nuw> : i64
    %4982 = llvm.getelementptr inbounds|nuw %4972[%4981] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4971, %4982 : f32, !llvm.ptr
    %4983 = llvm.add %4938, %15 : i64
    llvm.br ^bb717(%4983 : i64)
  ^bb719:  // pred: ^bb717
    %4984 = llvm.add %4936, %15 : i64
    llvm.br ^bb715(%4984 : i64)
  ^bb720:  // pred: ^bb715
    %4985 = llvm.add %4934, %15 : i64
    llvm.br ^bb713(%4985 : i64)
  ^bb721:  // pred: ^bb713
    %4986 = llvm.add %4932, %15 : i64
    llvm.br ^bb711(%4986 : i64)
  ^bb722:  // pred: ^bb711
    %4987 = llvm.add %4930, %15 : i64
    llvm.br ^bb709(%4987 : i64)
  ^bb723:  // pred: ^bb709
    llvm.br ^bb724(%20 : i64)
  ^bb724(%4988: i64):  // 2 preds: ^bb723, ^bb734
    %4989 = llvm.icmp "slt" %4988, %15 : i64
    llvm.cond_br %4989, ^bb725, ^bb735
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%20 : i64)
  ^bb726(%4990: i64):  // 2 preds: ^bb725, ^bb733
    %4991 = llvm.icmp "slt" %4990, %12 : i64
    llvm.cond_br %4991, ^bb727, ^bb734
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%20 : i64)
  ^bb728(%4992: i64):  // 2 preds: ^bb727, ^bb732
    %4993 = llvm.icmp "slt" %4992, %14 : i64
    llvm.cond_br %4993, ^bb729, ^bb733
  ^bb729:  // pred: ^bb728
    llvm.br ^bb730(%20 : i64)
  ^bb730(%4994: i64):  // 2 preds: ^bb729, ^bb731
    %4995 = llvm.icmp "slt" %4994, %14 : i64
    llvm.cond_br %4995, ^bb731, ^bb732
  ^bb731:  // pred: ^bb730
    %4996 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4997 = llvm.mlir.constant(256 : index) : i64
    %4998 = llvm.mul %4988, %4997 overflow<nsw, nuw> : i64
    %4999 = llvm.mlir.constant(32 : index) : i64
    %5000 = llvm.mul %4992, %4999 overflow<nsw, nuw> : i64
    %5001 = llvm.add %4998, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.mlir.constant(8 : index) : i64
    %5003 = llvm.mul %4990, %5002 overflow<nsw, nuw> : i64
    %5004 = llvm.add %5001, %5003 overflow<nsw, nuw> : i64
    %5005 = llvm.add %5004, %4994 overflow<nsw, nuw> : i64
    %5006 = llvm.getelementptr inbounds|nuw %4996[%5005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5007 = llvm.load %5006 : !llvm.ptr -> f32
    %5008 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5009 = llvm.mlir.constant(256 : index) : i64
    %5010 = llvm.mul %4988, %5009 overflow<nsw, nuw> : i64
    %5011 = llvm.mlir.constant(64 : index) : i64
    %5012 = llvm.mul %4990, %5011 overflow<nsw, nuw> : i64
    %5013 = llvm.add %5010, %5012 overflow<nsw, nuw> : i64
    %5014 = llvm.mlir.constant(8 : index) : i64
    %5015 = llvm.mul %4992, %5014 overflow<nsw, nuw> : i64
    %5016 = llvm.add %5013, %5015 overflow<nsw, nuw> : i64
    %5017 = llvm.add %5016, %4994 overflow<nsw, nuw> : i64
    %5018 = llvm.getelementptr inbounds|nuw %5008[%5017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5007, %5018 : f32, !llvm.ptr
    %5019 = llvm.add %4994, %15 : i64
    llvm.br ^bb730(%5019 : i64)
  ^bb732:  // pred: ^bb730
    %5020 = llvm.add %4992, %15 : i64
    llvm.br ^bb728(%5020 : i64)
  ^bb733:  // pred: ^bb728
    %5021 = llvm.add %4990, %15 : i64
    llvm.br ^bb726(%5021 : i64)
  ^bb734:  // pred: ^bb726
    %5022 = llvm.add %4988, %15 : i64
    llvm.br ^bb724(%5022 : i64)
  ^bb735:  // pred: ^bb724
    %5023 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5024 = llvm.extractvalue %178[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5025 = llvm.extractvalue %178[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5026 = llvm.insertvalue %5024, %5023[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5027 = llvm.insertvalue %5025, %5026[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5028 = llvm.mlir.constant(0 : index) : i64
    %5029 = llvm.insertvalue %5028, %5027[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5030 = llvm.mlir.constant(2 : index) : i64
    %5031 = llvm.insertvalue %5030, %5029[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5032 = llvm.mlir.constant(256 : index) : i64
    %5033 = llvm.insertvalue %5032, %5031[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5034 = llvm.mlir.constant(8 : index) : i64
    %5035 = llvm.insertvalue %5034, %5033[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5036 = llvm.mlir.constant(32 : index) : i64
    %5037 = llvm.insertvalue %5036, %5035[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5038 = llvm.mlir.constant(32 : index) : i64
    %5039 = llvm.insertvalue %5038, %5037[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5040 = llvm.mlir.constant(1 : index) : i64
    %5041 = llvm.insertvalue %5040, %5039[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5042 = llvm.mlir.constant(1 : index) : i64
    %5043 = llvm.mlir.constant(8 : index) : i64
    %5044 = llvm.mlir.constant(2 : index) : i64
    %5045 = llvm.mlir.constant(8 : index) : i64
    %5046 = llvm.mlir.constant(1 : index) : i64
    %5047 = llvm.mlir.constant(16 : index) : i64
    %5048 = llvm.mlir.constant(128 : index) : i64
    %5049 = llvm.mlir.constant(128 : index) : i64
    %5050 = llvm.mlir.zero : !llvm.ptr
    %5051 = llvm.getelementptr %5050[%5049] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5052 = llvm.ptrtoint %5051 : !llvm.ptr to i64
    %5053 = llvm.mlir.constant(64 : index) : i64
    %5054 = llvm.add %5052, %5053 : i64
    %5055 = llvm.call @malloc(%5054) : (i64) -> !llvm.ptr
    %5056 = llvm.ptrtoint %5055 : !llvm.ptr to i64
    %5057 = llvm.mlir.constant(1 : index) : i64
    %5058 = llvm.sub %5053, %5057 : i64
    %5059 = llvm.add %5056, %5058 : i64
    %5060 = llvm.urem %5059, %5053 : i64
    %5061 = llvm.sub %5059, %5060 : i64
    %5062 = llvm.inttoptr %5061 : i64 to !llvm.ptr
    %5063 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5064 = llvm.insertvalue %5055, %5063[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5065 = llvm.insertvalue %5062, %5064[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5066 = llvm.mlir.constant(0 : index) : i64
    %5067 = llvm.insertvalue %5066, %5065[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5068 = llvm.insertvalue %5042, %5067[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5069 = llvm.insertvalue %5043, %5068[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5070 = llvm.insertvalue %5044, %5069[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5071 = llvm.insertvalue %5045, %5070[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5072 = llvm.insertvalue %5048, %5071[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5073 = llvm.insertvalue %5047, %5072[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5074 = llvm.insertvalue %5045, %5073[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5075 = llvm.insertvalue %5046, %5074[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb736(%20 : i64)
  ^bb736(%5076: i64):  // 2 preds: ^bb735, ^bb746
    %5077 = llvm.icmp "slt" %5076, %15 : i64
    llvm.cond_br %5077, ^bb737, ^bb747
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%20 : i64)
  ^bb738(%5078: i64):  // 2 preds: ^bb737, ^bb745
    %5079 = llvm.icmp "slt" %5078, %14 : i64
    llvm.cond_br %5079, ^bb739, ^bb746
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%20 : i64)
  ^bb740(%5080: i64):  // 2 preds: ^bb739, ^bb744
    %5081 = llvm.icmp "slt" %5080, %10 : i64
    llvm.cond_br %5081, ^bb741, ^bb745
  ^bb741:  // pred: ^bb740
    llvm.br ^bb742(%20 : i64)
  ^bb742(%5082: i64):  // 2 preds: ^bb741, ^bb743
    %5083 = llvm.icmp "slt" %5082, %14 : i64
    llvm.cond_br %5083, ^bb743, ^bb744
  ^bb743:  // pred: ^bb742
    %5084 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5085 = llvm.mlir.constant(128 : index) : i64
    %5086 = llvm.mul %5076, %5085 overflow<nsw, nuw> : i64
    %5087 = llvm.mlir.constant(16 : index) : i64
    %5088 = llvm.mul %5078, %5087 overflow<nsw, nuw> : i64
    %5089 = llvm.add %5086, %5088 overflow<nsw, nuw> : i64
    %5090 = llvm.mlir.constant(8 : index) : i64
    %5091 = llvm.mul %5080, %5090 overflow<nsw, nuw> : i64
    %5092 = llvm.add %5089, %5091 overflow<nsw, nuw> : i64
    %5093 = llvm.add %5092, %5082 overflow<nsw, nuw> : i64
    %5094 = llvm.getelementptr inbounds|nuw %5084[%5093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5095 = llvm.load %5094 : !llvm.ptr -> f32
    %5096 = llvm.extractvalue %5075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5097 = llvm.mlir.constant(128 : index) : i64
    %5098 = llvm.mul %5076, %5097 overflow<nsw, nuw> : i64
    %5099 = llvm.mlir.constant(16 : index) : i64
    %5100 = llvm.mul %5078, %5099 overflow<nsw, nuw> : i64
    %5101 = llvm.add %5098, %5100 overflow<nsw, nuw> : i64
    %5102 = llvm.mlir.constant(8 : index) : i64
    %5103 = llvm.mul %5080, %5102 overflow<nsw, nuw> : i64
    %5104 = llvm.add %5101, %5103 overflow<nsw, nuw> : i64
    %5105 = llvm.add %5104, %5082 overflow<nsw, nuw> : i64
    %5106 = llvm.getelementptr inbounds|nuw %5096[%5105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5095, %5106 : f32, !llvm.ptr
    %5107 = llvm.add %5082, %15 : i64
    llvm.br ^bb742(%5107 : i64)
  ^bb744:  // pred: ^bb742
    %5108 = llvm.add %5080, %15 : i64
    llvm.br ^bb740(%5108 : i64)
  ^bb745:  // pred: ^bb740
    %5109 = llvm.add %5078, %15 : i64
    llvm.br ^bb738(%5109 : i64)
  ^bb746:  // pred: ^bb738
    %5110 = llvm.add %5076, %15 : i64
    llvm.br ^bb736(%5110 : i64)
  ^bb747:  // pred: ^bb736
    llvm.br ^bb748(%20 : i64)
  ^bb748(%5111: i64):  // 2 preds: ^bb747, ^bb761
    %5112 = llvm.icmp "slt" %5111, %15 : i64
    llvm.cond_br %5112, ^bb749, ^bb762
  ^bb749:  // pred: ^bb748
    llvm.br ^bb750(%20 : i64)
  ^bb750(%5113: i64):  // 2 preds: ^bb749, ^bb760
    %5114 = llvm.icmp "slt" %5113, %14 : i64
    llvm.cond_br %5114, ^bb751, ^bb761
  ^bb751:  // pred: ^bb750
    llvm.br ^bb752(%20 : i64)
  ^bb752(%5115: i64):  // 2 preds: ^bb751, ^bb759
    %5116 = llvm.icmp "slt" %5115, %10 : i64
    llvm.cond_br %5116, ^bb753, ^bb760
  ^bb753:  // pred: ^bb752
    llvm.br ^bb754(%20 : i64)
  ^bb754(%5117: i64):  // 2 preds: ^bb753, ^bb758
    %5118 = llvm.icmp "slt" %5117, %14 : i64
    llvm.cond_br %5118, ^bb755, ^bb759
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%20 : i64)
  ^bb756(%5119: i64):  // 2 preds: ^bb755, ^bb757
    %5120 = llvm.icmp "slt" %5119, %13 : i64
    llvm.cond_br %5120, ^bb757, ^bb758
  ^bb757:  // pred: ^bb756
    %5121 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5122 = llvm.mlir.constant(256 : index) : i64
    %5123 = llvm.mul %5111, %5122 overflow<nsw, nuw> : i64
    %5124 = llvm.mlir.constant(32 : index) : i64
    %5125 = llvm.mul %5113, %5124 overflow<nsw, nuw> : i64
    %5126 = llvm.add %5123, %5125 overflow<nsw, nuw> : i64
    %5127 = llvm.add %5126, %5119 overflow<nsw, nuw> : i64
    %5128 = llvm.getelementptr inbounds|nuw %5121[%5127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5129 = llvm.load %5128 : !llvm.ptr -> f32
    %5130 = llvm.extractvalue %5041[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5131 = llvm.mlir.constant(256 : index) : i64
    %5132 = llvm.mul %5115, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.mlir.constant(32 : index) : i64
    %5134 = llvm.mul %5117, %5133 overflow<nsw, nuw> : i64
    %5135 = llvm.add %5132, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.add %5135, %5119 overflow<nsw, nuw> : i64
    %5137 = llvm.getelementptr inbounds|nuw %5130[%5136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5138 = llvm.load %5137 : !llvm.ptr -> f32
    %5139 = llvm.extractvalue %5075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5140 = llvm.mlir.constant(128 : index) : i64
    %5141 = llvm.mul %5111, %5140 overflow<nsw, nuw> : i64
    %5142 = llvm.mlir.constant(16 : index) : i64
    %5143 = llvm.mul %5113, %5142 overflow<nsw, nuw> : i64
    %5144 = llvm.add %5141, %5143 overflow<nsw, nuw> : i64
    %5145 = llvm.mlir.constant(8 : index) : i64
    %5146 = llvm.mul %5115, %5145 overflow<nsw, nuw> : i64
    %5147 = llvm.add %5144, %5146 overflow<nsw, nuw> : i64
    %5148 = llvm.add %5147, %5117 overflow<nsw, nuw> : i64
    %5149 = llvm.getelementptr inbounds|nuw %5139[%5148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5150 = llvm.load %5149 : !llvm.ptr -> f32
    %5151 = llvm.fmul %5129, %5138 : f32
    %5152 = llvm.fadd %5150, %5151 : f32
    %5153 = llvm.extractvalue %5075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5154 = llvm.mlir.constant(128 : index) : i64
    %5155 = llvm.mul %5111, %5154 overflow<nsw, nuw> : i64
    %5156 = llvm.mlir.constant(16 : index) : i64
    %5157 = llvm.mul %5113, %5156 overflow<nsw, nuw> : i64
    %5158 = llvm.add %5155, %5157 overflow<nsw, nuw> : i64
    %5159 = llvm.mlir.constant(8 : index) : i64
    %5160 = llvm.mul %5115, %5159 overflow<nsw, nuw> : i64
    %5161 = llvm.add %5158, %5160 overflow<nsw, nuw> : i64
    %5162 = llvm.add %5161, %5117 overflow<nsw, nuw> : i64
    %5163 = llvm.getelementptr inbounds|nuw %5153[%5162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5152, %5163 : f32, !llvm.ptr
    %5164 = llvm.add %5119, %15 : i64
    llvm.br ^bb756(%5164 : i64)
  ^bb758:  // pred: ^bb756
    %5165 = llvm.add %5117, %15 : i64
    llvm.br ^bb754(%5165 : i64)
  ^bb759:  // pred: ^bb754
    %5166 = llvm.add %5115, %15 : i64
    llvm.br ^bb752(%5166 : i64)
  ^bb760:  // pred: ^bb752
    %5167 = llvm.add %5113, %15 : i64
    llvm.br ^bb750(%5167 : i64)
  ^bb761:  // pred: ^bb750
    %5168 = llvm.add %5111, %15 : i64
    llvm.br ^bb748(%5168 : i64)
  ^bb762:  // pred: ^bb748
    llvm.br ^bb763(%20 : i64)
  ^bb763(%5169: i64):  // 2 preds: ^bb762, ^bb773
    %5170 = llvm.icmp "slt" %5169, %15 : i64
    llvm.cond_br %5170, ^bb764, ^bb774
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%20 : i64)
  ^bb765(%5171: i64):  // 2 preds: ^bb764, ^bb772
    %5172 = llvm.icmp "slt" %5171, %10 : i64
    llvm.cond_br %5172, ^bb766, ^bb773
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%20 : i64)
  ^bb767(%5173: i64):  // 2 preds: ^bb766, ^bb771
    %5174 = llvm.icmp "slt" %5173, %14 : i64
    llvm.cond_br %5174, ^bb768, ^bb772
  ^bb768:  // pred: ^bb767
    llvm.br ^bb769(%20 : i64)
  ^bb769(%5175: i64):  // 2 preds: ^bb768, ^bb770
    %5176 = llvm.icmp "slt" %5175, %14 : i64
    llvm.cond_br %5176, ^bb770, ^bb771
  ^bb770:  // pred: ^bb769
    %5177 = llvm.extractvalue %5075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5178 = llvm.mlir.constant(128 : index) : i64
    %5179 = llvm.mul %5169, %5178 overflow<nsw, nuw> : i64
    %5180 = llvm.mlir.constant(16 : index) : i64
    %5181 = llvm.mul %5173, %5180 overflow<nsw, nuw> : i64
    %5182 = llvm.add %5179, %5181 overflow<nsw, nuw> : i64
    %5183 = llvm.mlir.constant(8 : index) : i64
    %5184 = llvm.mul %5171, %5183 overflow<nsw, nuw> : i64
    %5185 = llvm.add %5182, %5184 overflow<nsw, nuw> : i64
    %5186 = llvm.add %5185, %5175 overflow<nsw, nuw> : i64
    %5187 = llvm.getelementptr inbounds|nuw %5177[%5186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5188 = llvm.load %5187 : !llvm.ptr -> f32
    %5189 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5190 = llvm.mlir.constant(128 : index) : i64
    %5191 = llvm.mul %5169, %5190 overflow<nsw, nuw> : i64
    %5192 = llvm.mlir.constant(64 : index) : i64
    %5193 = llvm.mul %5171, %5192 overflow<nsw, nuw> : i64
    %5194 = llvm.add %5191, %5193 overflow<nsw, nuw> : i64
    %5195 = llvm.mlir.constant(8 : index) : i64
    %5196 = llvm.mul %5173, %5195 overflow<nsw, nuw> : i64
    %5197 = llvm.add %5194, %5196 overflow<nsw, nuw> : i64
    %5198 = llvm.add %5197, %5175 overflow<nsw, nuw> : i64
    %5199 = llvm.getelementptr inbounds|nuw %5189[%5198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5188, %5199 : f32, !llvm.ptr
    %5200 = llvm.add %5175, %15 : i64
    llvm.br ^bb769(%5200 : i64)
  ^bb771:  // pred: ^bb769
    %5201 = llvm.add %5173, %15 : i64
    llvm.br ^bb767(%5201 : i64)
  ^bb772:  // pred: ^bb767
    %5202 = llvm.add %5171, %15 : i64
    llvm.br ^bb765(%5202 : i64)
  ^bb773:  // pred: ^bb765
    %5203 = llvm.add %5169, %15 : i64
    llvm.br ^bb763(%5203 : i64)
  ^bb774:  // pred: ^bb763
    %5204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5205 = llvm.extractvalue %158[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5206 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5207 = llvm.insertvalue %5205, %5204[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5208 = llvm.insertvalue %5206, %5207[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5209 = llvm.mlir.constant(0 : index) : i64
    %5210 = llvm.insertvalue %5209, %5208[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5211 = llvm.mlir.constant(2 : index) : i64
    %5212 = llvm.insertvalue %5211, %5210[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5213 = llvm.mlir.constant(256 : index) : i64
    %5214 = llvm.insertvalue %5213, %5212[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5215 = llvm.mlir.constant(8 : index) : i64
    %5216 = llvm.insertvalue %5215, %5214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5217 = llvm.mlir.constant(32 : index) : i64
    %5218 = llvm.insertvalue %5217, %5216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5219 = llvm.mlir.constant(32 : index) : i64
    %5220 = llvm.insertvalue %5219, %5218[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5221 = llvm.mlir.constant(1 : index) : i64
    %5222 = llvm.insertvalue %5221, %5220[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb775(%20 : i64)
  ^bb775(%5223: i64):  // 2 preds: ^bb774, ^bb788
    %5224 = llvm.icmp "slt" %5223, %15 : i64
    llvm.cond_br %5224, ^bb776, ^bb789
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%20 : i64)
  ^bb777(%5225: i64):  // 2 preds: ^bb776, ^bb787
    %5226 = llvm.icmp "slt" %5225, %14 : i64
    llvm.cond_br %5226, ^bb778, ^bb788
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%20 : i64)
  ^bb779(%5227: i64):  // 2 preds: ^bb778, ^bb786
    %5228 = llvm.icmp "slt" %5227, %10 : i64
    llvm.cond_br %5228, ^bb780, ^bb787
  ^bb780:  // pred: ^bb779
    llvm.br ^bb781(%20 : i64)
  ^bb781(%5229: i64):  // 2 preds: ^bb780, ^bb785
    %5230 = llvm.icmp "slt" %5229, %14 : i64
    llvm.cond_br %5230, ^bb782, ^bb786
  ^bb782:  // pred: ^bb781
    llvm.br ^bb783(%20 : i64)
  ^bb783(%5231: i64):  // 2 preds: ^bb782, ^bb784
    %5232 = llvm.icmp "slt" %5231, %13 : i64
    llvm.cond_br %5232, ^bb784, ^bb785
  ^bb784:  // pred: ^bb783
    %5233 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5234 = llvm.mlir.constant(256 : index) : i64
    %5235 = llvm.mul %5223, %5234 overflow<nsw, nuw> : i64
    %5236 = llvm.mlir.constant(32 : index) : i64
    %5237 = llvm.mul %5225, %5236 overflow<nsw, nuw> : i64
    %5238 = llvm.add %5235, %5237 overflow<nsw, nuw> : i64
    %5239 = llvm.add %5238, %5231 overflow<nsw, nuw> : i64
    %5240 = llvm.getelementptr inbounds|nuw %5233[%5239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5241 = llvm.load %5240 : !llvm.ptr -> f32
    %5242 = llvm.extractvalue %5222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5243 = llvm.mlir.constant(256 : index) : i64
    %5244 = llvm.mul %5227, %5243 overflow<nsw, nuw> : i64
    %5245 = llvm.mlir.constant(32 : index) : i64
    %5246 = llvm.mul %5229, %5245 overflow<nsw, nuw> : i64
    %5247 = llvm.add %5244, %5246 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5247, %5231 overflow<nsw, nuw> : i64
    %5249 = llvm.getelementptr inbounds|nuw %5242[%5248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5250 = llvm.load %5249 : !llvm.ptr -> f32
    %5251 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5252 = llvm.mlir.constant(128 : index) : i64
    %5253 = llvm.mul %5223, %5252 overflow<nsw, nuw> : i64
    %5254 = llvm.mlir.constant(16 : index) : i64
    %5255 = llvm.mul %5225, %5254 overflow<nsw, nuw> : i64
    %5256 = llvm.add %5253, %5255 overflow<nsw, nuw> : i64
    %5257 = llvm.mlir.constant(8 : index) : i64
    %5258 = llvm.mul %5227, %5257 overflow<nsw, nuw> : i64
    %5259 = llvm.add %5256, %5258 overflow<nsw, nuw> : i64
    %5260 = llvm.add %5259, %5229 overflow<nsw, nuw> : i64
    %5261 = llvm.getelementptr inbounds|nuw %5251[%5260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5262 = llvm.load %5261 : !llvm.ptr -> f32
    %5263 = llvm.fmul %5241, %5250 : f32
    %5264 = llvm.fadd %5262, %5263 : f32
    %5265 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5266 = llvm.mlir.constant(128 : index) : i64
    %5267 = llvm.mul %5223, %5266 overflow<nsw, nuw> : i64
    %5268 = llvm.mlir.constant(16 : index) : i64
    %5269 = llvm.mul %5225, %5268 overflow<nsw, nuw> : i64
    %5270 = llvm.add %5267, %5269 overflow<nsw, nuw> : i64
    %5271 = llvm.mlir.constant(8 : index) : i64
    %5272 = llvm.mul %5227, %5271 overflow<nsw, nuw> : i64
    %5273 = llvm.add %5270, %5272 overflow<nsw, nuw> : i64
    %5274 = llvm.add %5273, %5229 overflow<nsw, nuw> : i64
    %5275 = llvm.getelementptr inbounds|nuw %5265[%5274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5264, %5275 : f32, !llvm.ptr
    %5276 = llvm.add %5231, %15 : i64
    llvm.br ^bb783(%5276 : i64)
  ^bb785:  // pred: ^bb783
    %5277 = llvm.add %5229, %15 : i64
    llvm.br ^bb781(%5277 : i64)
  ^bb786:  // pred: ^bb781
    %5278 = llvm.add %5227, %15 : i64
    llvm.br ^bb779(%5278 : i64)
  ^bb787:  // pred: ^bb779
    %5279 = llvm.add %5225, %15 : i64
    llvm.br ^bb777(%5279 : i64)
  ^bb788:  // pred: ^bb777
    %5280 = llvm.add %5223, %15 : i64
    llvm.br ^bb775(%5280 : i64)
  ^bb789:  // pred: ^bb775
    llvm.br ^bb790(%20 : i64)
  ^bb790(%5281: i64):  // 2 preds: ^bb789, ^bb800
    %5282 = llvm.icmp "slt" %5281, %15 : i64
    llvm.cond_br %5282, ^bb791, ^bb801
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%20 : i64)
  ^bb792(%5283: i64):  // 2 preds: ^bb791, ^bb799
    %5284 = llvm.icmp "slt" %5283, %12 : i64
    llvm.cond_br %5284, ^bb793, ^bb800
  ^bb793:  // pred: ^bb792
    llvm.br ^bb794(%20 : i64)
  ^bb794(%5285: i64):  // 2 preds: ^bb793, ^bb798
    %5286 = llvm.icmp "slt" %5285, %14 : i64
    llvm.cond_br %5286, ^bb795, ^bb799
  ^bb795:  // pred: ^bb794
    llvm.br ^bb796(%20 : i64)
  ^bb796(%5287: i64):  // 2 preds: ^bb795, ^bb797
    %5288 = llvm.icmp "slt" %5287, %12 : i64
    llvm.cond_br %5288, ^bb797, ^bb798
  ^bb797:  // pred: ^bb796
    %5289 = llvm.extractvalue %2334[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5290 = llvm.mlir.constant(4 : index) : i64
    %5291 = llvm.getelementptr %5289[%5290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5292 = llvm.mlir.constant(256 : index) : i64
    %5293 = llvm.mul %5281, %5292 overflow<nsw, nuw> : i64
    %5294 = llvm.mlir.constant(64 : index) : i64
    %5295 = llvm.mul %5283, %5294 overflow<nsw, nuw> : i64
    %5296 = llvm.add %5293, %5295 overflow<nsw, nuw> : i64
    %5297 = llvm.mlir.constant(8 : index) : i64
    %5298 = llvm.mul %5285, %5297 overflow<nsw, nuw> : i64
    %5299 = llvm.add %5296, %5298 overflow<nsw, nuw> : i64
    %5300 = llvm.add %5299, %5287 overflow<nsw, nuw> : i64
    %5301 = llvm.getelementptr inbounds|nuw %5291[%5300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5302 = llvm.load %5301 : !llvm.ptr -> f32
    %5303 = llvm.fneg %5302 : f32
    %5304 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5305 = llvm.mlir.constant(128 : index) : i64
    %5306 = llvm.mul %5281, %5305 overflow<nsw, nuw> : i64
    %5307 = llvm.mlir.constant(32 : index) : i64
    %5308 = llvm.mul %5283, %5307 overflow<nsw, nuw> : i64
    %5309 = llvm.add %5306, %5308 overflow<nsw, nuw> : i64
    %5310 = llvm.mlir.constant(4 : index) : i64
    %5311 = llvm.mul %5285, %5310 overflow<nsw, nuw> : i64
    %5312 = llvm.add %5309, %5311 overflow<nsw, nuw> : i64
    %5313 = llvm.add %5312, %5287 overflow<nsw, nuw> : i64
    %5314 = llvm.getelementptr inbounds|nuw %5304[%5313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5303, %5314 : f32, !llvm.ptr
    %5315 = llvm.add %5287, %15 : i64
    llvm.br ^bb796(%5315 : i64)
  ^bb798:  // pred: ^bb796
    %5316 = llvm.add %5285, %15 : i64
    llvm.br ^bb794(%5316 : i64)
  ^bb799:  // pred: ^bb794
    %5317 = llvm.add %5283, %15 : i64
    llvm.br ^bb792(%5317 : i64)
  ^bb800:  // pred: ^bb792
    %5318 = llvm.add %5281, %15 : i64
    llvm.br ^bb790(%5318 : i64)
  ^bb801:  // pred: ^bb790
    %5319 = llvm.mlir.constant(1 : index) : i64
    %5320 = llvm.mlir.constant(4 : index) : i64
    %5321 = llvm.mlir.constant(8 : index) : i64
    %5322 = llvm.mlir.constant(8 : index) : i64
    %5323 = llvm.mlir.constant(1 : index) : i64
    %5324 = llvm.mlir.constant(64 : index) : i64
    %5325 = llvm.mlir.constant(256 : index) : i64
    %5326 = llvm.mlir.constant(256 : index) : i64
    %5327 = llvm.mlir.zero : !llvm.ptr
    %5328 = llvm.getelementptr %5327[%5326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5329 = llvm.ptrtoint %5328 : !llvm.ptr to i64
    %5330 = llvm.mlir.constant(64 : index) : i64
    %5331 = llvm.add %5329, %5330 : i64
    %5332 = llvm.call @malloc(%5331) : (i64) -> !llvm.ptr
    %5333 = llvm.ptrtoint %5332 : !llvm.ptr to i64
    %5334 = llvm.mlir.constant(1 : index) : i64
    %5335 = llvm.sub %5330, %5334 : i64
    %5336 = llvm.add %5333, %5335 : i64
    %5337 = llvm.urem %5336, %5330 : i64
    %5338 = llvm.sub %5336, %5337 : i64
    %5339 = llvm.inttoptr %5338 : i64 to !llvm.ptr
    %5340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5341 = llvm.insertvalue %5332, %5340[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5342 = llvm.insertvalue %5339, %5341[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5343 = llvm.mlir.constant(0 : index) : i64
    %5344 = llvm.insertvalue %5343, %5342[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5345 = llvm.insertvalue %5319, %5344[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5346 = llvm.insertvalue %5320, %5345[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5347 = llvm.insertvalue %5321, %5346[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5348 = llvm.insertvalue %5322, %5347[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5349 = llvm.insertvalue %5325, %5348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5350 = llvm.insertvalue %5324, %5349[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5351 = llvm.insertvalue %5322, %5350[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5352 = llvm.insertvalue %5323, %5351[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5353 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5354 = llvm.extractvalue %5352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5355 = llvm.extractvalue %5352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5356 = llvm.insertvalue %5354, %5353[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5357 = llvm.insertvalue %5355, %5356[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5358 = llvm.mlir.constant(0 : index) : i64
    %5359 = llvm.insertvalue %5358, %5357[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5360 = llvm.mlir.constant(1 : index) : i64
    %5361 = llvm.insertvalue %5360, %5359[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5362 = llvm.mlir.constant(256 : index) : i64
    %5363 = llvm.insertvalue %5362, %5361[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5364 = llvm.mlir.constant(4 : index) : i64
    %5365 = llvm.insertvalue %5364, %5363[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5366 = llvm.mlir.constant(64 : index) : i64
    %5367 = llvm.insertvalue %5366, %5365[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5368 = llvm.mlir.constant(8 : index) : i64
    %5369 = llvm.insertvalue %5368, %5367[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5370 = llvm.mlir.constant(8 : index) : i64
    %5371 = llvm.insertvalue %5370, %5369[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5372 = llvm.mlir.constant(4 : index) : i64
    %5373 = llvm.insertvalue %5372, %5371[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5374 = llvm.mlir.constant(1 : index) : i64
    %5375 = llvm.insertvalue %5374, %5373[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb802(%20 : i64)
  ^bb802(%5376: i64):  // 2 preds: ^bb801, ^bb812
    %5377 = llvm.icmp "slt" %5376, %15 : i64
    llvm.cond_br %5377, ^bb803, ^bb813
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%20 : i64)
  ^bb804(%5378: i64):  // 2 preds: ^bb803, ^bb811
    %5379 = llvm.icmp "slt" %5378, %12 : i64
    llvm.cond_br %5379, ^bb805, ^bb812
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%20 : i64)
  ^bb806(%5380: i64):  // 2 preds: ^bb805, ^bb810
    %5381 = llvm.icmp "slt" %5380, %14 : i64
    llvm.cond_br %5381, ^bb807, ^bb811
  ^bb807:  // pred: ^bb806
    llvm.br ^bb808(%20 : i64)
  ^bb808(%5382: i64):  // 2 preds: ^bb807, ^bb809
    %5383 = llvm.icmp "slt" %5382, %12 : i64
    llvm.cond_br %5383, ^bb809, ^bb810
  ^bb809:  // pred: ^bb808
    %5384 = llvm.extractvalue %2368[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5385 = llvm.mlir.constant(128 : index) : i64
    %5386 = llvm.mul %5376, %5385 overflow<nsw, nuw> : i64
    %5387 = llvm.mlir.constant(32 : index) : i64
    %5388 = llvm.mul %5378, %5387 overflow<nsw, nuw> : i64
    %5389 = llvm.add %5386, %5388 overflow<nsw, nuw> : i64
    %5390 = llvm.mlir.constant(4 : index) : i64
    %5391 = llvm.mul %5380, %5390 overflow<nsw, nuw> : i64
    %5392 = llvm.add %5389, %5391 overflow<nsw, nuw> : i64
    %5393 = llvm.add %5392, %5382 overflow<nsw, nuw> : i64
    %5394 = llvm.getelementptr inbounds|nuw %5384[%5393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5395 = llvm.load %5394 : !llvm.ptr -> f32
    %5396 = llvm.extractvalue %5375[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5397 = llvm.mlir.constant(256 : index) : i64
    %5398 = llvm.mul %5376, %5397 overflow<nsw, nuw> : i64
    %5399 = llvm.mlir.constant(64 : index) : i64
    %5400 = llvm.mul %5378, %5399 overflow<nsw, nuw> : i64
    %5401 = llvm.add %5398, %5400 overflow<nsw, nuw> : i64
    %5402 = llvm.mlir.constant(8 : index) : i64
    %5403 = llvm.mul %5380, %5402 overflow<nsw, nuw> : i64
    %5404 = llvm.add %5401, %5403 overflow<nsw, nuw> : i64
    %5405 = llvm.add %5404, %5382 overflow<nsw, nuw> : i64
    %5406 = llvm.getelementptr inbounds|nuw %5396[%5405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5395, %5406 : f32, !llvm.ptr
    %5407 = llvm.add %5382, %15 : i64
    llvm.br ^bb808(%5407 : i64)
  ^bb810:  // pred: ^bb808
    %5408 = llvm.add %5380, %15 : i64
    llvm.br ^bb806(%5408 : i64)
  ^bb811:  // pred: ^bb806
    %5409 = llvm.add %5378, %15 : i64
    llvm.br ^bb804(%5409 : i64)
  ^bb812:  // pred: ^bb804
    %5410 = llvm.add %5376, %15 : i64
    llvm.br ^bb802(%5410 : i64)
  ^bb813:  // pred: ^bb802
    %5411 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5412 = llvm.extractvalue %5352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5413 = llvm.extractvalue %5352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5414 = llvm.insertvalue %5412, %5411[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5415 = llvm.insertvalue %5413, %5414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5416 = llvm.mlir.constant(4 : index) : i64
    %5417 = llvm.insertvalue %5416, %5415[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5418 = llvm.mlir.constant(1 : index) : i64
    %5419 = llvm.insertvalue %5418, %5417[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5420 = llvm.mlir.constant(256 : index) : i64
    %5421 = llvm.insertvalue %5420, %5419[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5422 = llvm.mlir.constant(4 : index) : i64
    %5423 = llvm.insertvalue %5422, %5421[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5424 = llvm.mlir.constant(64 : index) : i64
    %5425 = llvm.insertvalue %5424, %5423[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5426 = llvm.mlir.constant(8 : index) : i64
    %5427 = llvm.insertvalue %5426, %5425[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5428 = llvm.mlir.constant(8 : index) : i64
    %5429 = llvm.insertvalue %5428, %5427[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5430 = llvm.mlir.constant(4 : index) : i64
    %5431 = llvm.insertvalue %5430, %5429[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5432 = llvm.mlir.constant(1 : index) : i64
    %5433 = llvm.insertvalue %5432, %5431[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb814(%20 : i64)
  ^bb814(%5434: i64):  // 2 preds: ^bb813, ^bb824
    %5435 = llvm.icmp "slt" %5434, %15 : i64
    llvm.cond_br %5435, ^bb815, ^bb825
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%20 : i64)
  ^bb816(%5436: i64):  // 2 preds: ^bb815, ^bb823
    %5437 = llvm.icmp "slt" %5436, %12 : i64
    llvm.cond_br %5437, ^bb817, ^bb824
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%20 : i64)
  ^bb818(%5438: i64):  // 2 preds: ^bb817, ^bb822
    %5439 = llvm.icmp "slt" %5438, %14 : i64
    llvm.cond_br %5439, ^bb819, ^bb823
  ^bb819:  // pred: ^bb818
    llvm.br ^bb820(%20 : i64)
  ^bb820(%5440: i64):  // 2 preds: ^bb819, ^bb821
    %5441 = llvm.icmp "slt" %5440, %12 : i64
    llvm.cond_br %5441, ^bb821, ^bb822
  ^bb821:  // pred: ^bb820
    %5442 = llvm.extractvalue %2311[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5443 = llvm.mlir.constant(256 : index) : i64
    %5444 = llvm.mul %5434, %5443 overflow<nsw, nuw> : i64
    %5445 = llvm.mlir.constant(64 : index) : i64
    %5446 = llvm.mul %5436, %5445 overflow<nsw, nuw> : i64
    %5447 = llvm.add %5444, %5446 overflow<nsw, nuw> : i64
    %5448 = llvm.mlir.constant(8 : index) : i64
    %5449 = llvm.mul %5438, %5448 overflow<nsw, nuw> : i64
    %5450 = llvm.add %5447, %5449 overflow<nsw, nuw> : i64
    %5451 = llvm.add %5450, %5440 overflow<nsw, nuw> : i64
    %5452 = llvm.getelementptr inbounds|nuw %5442[%5451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5453 = llvm.load %5452 : !llvm.ptr -> f32
    %5454 = llvm.extractvalue %5433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5455 = llvm.mlir.constant(4 : index) : i64
    %5456 = llvm.getelementptr %5454[%5455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5457 = llvm.mlir.constant(256 : index) : i64
    %5458 = llvm.mul %5434, %5457 overflow<nsw, nuw> : i64
    %5459 = llvm.mlir.constant(64 : index) : i64
    %5460 = llvm.mul %5436, %5459 overflow<nsw, nuw> : i64
    %5461 = llvm.add %5458, %5460 overflow<nsw, nuw> : i64
    %5462 = llvm.mlir.constant(8 : index) : i64
    %5463 = llvm.mul %5438, %5462 overflow<nsw, nuw> : i64
    %5464 = llvm.add %5461, %5463 overflow<nsw, nuw> : i64
    %5465 = llvm.add %5464, %5440 overflow<nsw, nuw> : i64
    %5466 = llvm.getelementptr inbounds|nuw %5456[%5465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5453, %5466 : f32, !llvm.ptr
    %5467 = llvm.add %5440, %15 : i64
    llvm.br ^bb820(%5467 : i64)
  ^bb822:  // pred: ^bb820
    %5468 = llvm.add %5438, %15 : i64
    llvm.br ^bb818(%5468 : i64)
  ^bb823:  // pred: ^bb818
    %5469 = llvm.add %5436, %15 : i64
    llvm.br ^bb816(%5469 : i64)
  ^bb824:  // pred: ^bb816
    %5470 = llvm.add %5434, %15 : i64
    llvm.br ^bb814(%5470 : i64)
  ^bb825:  // pred: ^bb814
    llvm.br ^bb826(%20 : i64)
  ^bb826(%5471: i64):  // 2 preds: ^bb825, ^bb836
    %5472 = llvm.icmp "slt" %5471, %15 : i64
    llvm.cond_br %5472, ^bb827, ^bb837
  ^bb827:  // pred: ^bb826
    llvm.br ^bb828(%20 : i64)
  ^bb828(%5473: i64):  // 2 preds: ^bb827, ^bb835
    %5474 = llvm.icmp "slt" %5473, %10 : i64
    llvm.cond_br %5474, ^bb829, ^bb836
  ^bb829:  // pred: ^bb828
    llvm.br ^bb830(%20 : i64)
  ^bb830(%5475: i64):  // 2 preds: ^bb829, ^bb834
    %5476 = llvm.icmp "slt" %5475, %14 : i64
    llvm.cond_br %5476, ^bb831, ^bb835
  ^bb831:  // pred: ^bb830
    llvm.br ^bb832(%20 : i64)
  ^bb832(%5477: i64):  // 2 preds: ^bb831, ^bb833
    %5478 = llvm.icmp "slt" %5477, %12 : i64
    llvm.cond_br %5478, ^bb833, ^bb834
  ^bb833:  // pred: ^bb832
    %5479 = llvm.extractvalue %2604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5480 = llvm.mlir.constant(4 : index) : i64
    %5481 = llvm.getelementptr %5479[%5480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5482 = llvm.mlir.constant(128 : index) : i64
    %5483 = llvm.mul %5471, %5482 overflow<nsw, nuw> : i64
    %5484 = llvm.mlir.constant(64 : index) : i64
    %5485 = llvm.mul %5473, %5484 overflow<nsw, nuw> : i64
    %5486 = llvm.add %5483, %5485 overflow<nsw, nuw> : i64
    %5487 = llvm.mlir.constant(8 : index) : i64
    %5488 = llvm.mul %5475, %5487 overflow<nsw, nuw> : i64
    %5489 = llvm.add %5486, %5488 overflow<nsw, nuw> : i64
    %5490 = llvm.add %5489, %5477 overflow<nsw, nuw> : i64
    %5491 = llvm.getelementptr inbounds|nuw %5481[%5490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5492 = llvm.load %5491 : !llvm.ptr -> f32
    %5493 = llvm.fneg %5492 : f32
    %5494 = llvm.extractvalue %2638[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5495 = llvm.mlir.constant(64 : index) : i64
    %5496 = llvm.mul %5471, %5495 overflow<nsw, nuw> : i64
    %5497 = llvm.mlir.constant(32 : index) : i64
    %5498 = llvm.mul %5473, %5497 overflow<nsw, nuw> : i64
    %5499 = llvm.add %5496, %5498 overflow<nsw, nuw> : i64
    %5500 = llvm.mlir.constant(4 : index) : i64
    %5501 = llvm.mul %5475, %5500 overflow<nsw, nuw> : i64
    %5502 = llvm.add %5499, %5501 overflow<nsw, nuw> : i64
    %5503 = llvm.add %5502, %5477 overflow<nsw, nuw> : i64
    %5504 = llvm.getelementptr inbounds|nuw %5494[%5503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5493, %5504 : f32, !llvm.ptr
    %5505 = llvm.add %5477, %15 : i64
    llvm.br ^bb832(%5505 : i64)
  ^bb834:  // pred: ^bb832
    %5506 = llvm.add %5475, %15 : i64
    llvm.br ^bb830(%5506 : i64)
  ^bb835:  // pred: ^bb830
    %5507 = llvm.add %5473, %15 : i64
    llvm.br ^bb828(%5507 : i64)
  ^bb836:  // pred: ^bb828
    %5508 = llvm.add %5471, %15 : i64
    llvm.br ^bb826(%5508 : i64)
  ^bb837:  // pred: ^bb826
    %5509 = llvm.mlir.constant(1 : index) : i64
    %5510 = llvm.mlir.constant(2 : index) : i64
    %5511 = llvm.mlir.constant(8 : index) : i64
    %5512 = llvm.mlir.constant(8 : index) : i64
    %5513 = llvm.mlir.constant(1 : index) : i64
    %5514 = llvm.mlir.constant(64 : index) : i64
    %5515 = llvm.mlir.constant(128 : index) : i64
    %5516 = llvm.mlir.constant(128 : index) : i64
    %5517 = llvm.mlir.zero : !llvm.ptr
    %5518 = llvm.getelementptr %5517[%5516] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5519 = llvm.ptrtoint %5518 : !llvm.ptr to i64
    %5520 = llvm.mlir.constant(64 : index) : i64
    %5521 = llvm.add %5519, %5520 : i64
    %5522 = llvm.call @malloc(%5521) : (i64) -> !llvm.ptr
    %5523 = llvm.ptrtoint %5522 : !llvm.ptr to i64
    %5524 = llvm.mlir.constant(1 : index) : i64
    %5525 = llvm.sub %5520, %5524 : i64
    %5526 = llvm.add %5523, %5525 : i64
    %5527 = llvm.urem %5526, %5520 : i64
    %5528 = llvm.sub %5526, %5527 : i64
    %5529 = llvm.inttoptr %5528 : i64 to !llvm.ptr
    %5530 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5531 = llvm.insertvalue %5522, %5530[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5532 = llvm.insertvalue %5529, %5531[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5533 = llvm.mlir.constant(0 : index) : i64
    %5534 = llvm.insertvalue %5533, %5532[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5535 = llvm.insertvalue %5509, %5534[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5536 = llvm.insertvalue %5510, %5535[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5537 = llvm.insertvalue %5511, %5536[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5538 = llvm.insertvalue %5512, %5537[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5539 = llvm.insertvalue %5515, %5538[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5540 = llvm.insertvalue %5514, %5539[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5541 = llvm.insertvalue %5512, %5540[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5542 = llvm.insertvalue %5513, %5541[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5543 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5544 = llvm.extractvalue %5542[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5545 = llvm.extractvalue %5542[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5546 = llvm.insertvalue %5544, %5543[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5547 = llvm.insertvalue %5545, %5546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5548 = llvm.mlir.constant(0 : index) : i64
    %5549 = llvm.insertvalue %5548, %5547[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5550 = llvm.mlir.constant(1 : index) : i64
    %5551 = llvm.insertvalue %5550, %5549[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5552 = llvm.mlir.constant(128 : index) : i64
    %5553 = llvm.insertvalue %5552, %5551[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5554 = llvm.mlir.constant(2 : index) : i64
    %5555 = llvm.insertvalue %5554, %5553[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5556 = llvm.mlir.constant(64 : index) : i64
    %5557 = llvm.insertvalue %5556, %5555[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5558 = llvm.mlir.constant(8 : index) : i64
    %5559 = llvm.insertvalue %5558, %5557[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5560 = llvm.mlir.constant(8 : index) : i64
    %5561 = llvm.insertvalue %5560, %5559[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5562 = llvm.mlir.constant(4 : index) : i64
    %5563 = llvm.insertvalue %5562, %5561[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5564 = llvm.mlir.constant(1 : index) : i64
    %5565 = llvm.insertvalue %5564, %5563[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb838(%20 : i64)
  ^bb838(%5566: i64):  // 2 preds: ^bb837, ^bb848
    %5567 = llvm.icmp "slt" %5566, %15 : i64
    llvm.cond_br %5567, ^bb839, ^bb849
  ^bb839:  // pred: ^bb838
    llvm.br ^bb840(%20 : i64)
  ^bb840(%5568: i64):  // 2 preds: ^bb839, ^bb847
    %5569 = llvm.icmp "slt" %5568, %10 : i64
    llvm.cond_br %5569, ^bb841, ^bb848
  ^bb841:  // pred: ^bb840
    llvm.br ^bb842(%20 : i64)
  ^bb842(%5570: i64):  // 2 preds: ^bb841, ^bb846
    %5571 = llvm.icmp "slt" %5570, %14 : i64
    llvm.cond_br %5571, ^bb843, ^bb847
  ^bb843:  // pred: ^bb842
    llvm.br ^bb844(%20 : i64)
  ^bb844(%5572: i64):  // 2 preds: ^bb843, ^bb845
    %5573 = llvm.icmp "slt" %5572, %12 : i64
    llvm.cond_br %5573, ^bb845, ^bb846
  ^bb845:  // pred: ^bb844
    %5574 = llvm.extractvalue %2638[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5575 = llvm.mlir.constant(64 : index) : i64
    %5576 = llvm.mul %5566, %5575 overflow<nsw, nuw> : i64
    %5577 = llvm.mlir.constant(32 : index) : i64
    %5578 = llvm.mul %5568, %5577 overflow<nsw, nuw> : i64
    %5579 = llvm.add %5576, %5578 overflow<nsw, nuw> : i64
    %5580 = llvm.mlir.constant(4 : index) : i64
    %5581 = llvm.mul %5570, %5580 overflow<nsw, nuw> : i64
    %5582 = llvm.add %5579, %5581 overflow<nsw, nuw> : i64
    %5583 = llvm.add %5582, %5572 overflow<nsw, nuw> : i64
    %5584 = llvm.getelementptr inbounds|nuw %5574[%5583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5585 = llvm.load %5584 : !llvm.ptr -> f32
    %5586 = llvm.extractvalue %5565[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5587 = llvm.mlir.constant(128 : index) : i64
    %5588 = llvm.mul %5566, %5587 overflow<nsw, nuw> : i64
    %5589 = llvm.mlir.constant(64 : index) : i64
    %5590 = llvm.mul %5568, %5589 overflow<nsw, nuw> : i64
    %5591 = llvm.add %5588, %5590 overflow<nsw, nuw> : i64
    %5592 = llvm.mlir.constant(8 : index) : i64
    %5593 = llvm.mul %5570, %5592 overflow<nsw, nuw> : i64
    %5594 = llvm.add %5591, %5593 overflow<nsw, nuw> : i64
    %5595 = llvm.add %5594, %5572 overflow<nsw, nuw> : i64
    %5596 = llvm.getelementptr inbounds|nuw %5586[%5595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5585, %5596 : f32, !llvm.ptr
    %5597 = llvm.add %5572, %15 : i64
    llvm.br ^bb844(%5597 : i64)
  ^bb846:  // pred: ^bb844
    %5598 = llvm.add %5570, %15 : i64
    llvm.br ^bb842(%5598 : i64)
  ^bb847:  // pred: ^bb842
    %5599 = llvm.add %5568, %15 : i64
    llvm.br ^bb840(%5599 : i64)
  ^bb848:  // pred: ^bb840
    %5600 = llvm.add %5566, %15 : i64
    llvm.br ^bb838(%5600 : i64)
  ^bb849:  // pred: ^bb838
    %5601 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5602 = llvm.extractvalue %5542[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5603 = llvm.extractvalue %5542[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5604 = llvm.insertvalue %5602, %5601[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5605 = llvm.insertvalue %5603, %5604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5606 = llvm.mlir.constant(4 : index) : i64
    %5607 = llvm.insertvalue %5606, %5605[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5608 = llvm.mlir.constant(1 : index) : i64
    %5609 = llvm.insertvalue %5608, %5607[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5610 = llvm.mlir.constant(128 : index) : i64
    %5611 = llvm.insertvalue %5610, %5609[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5612 = llvm.mlir.constant(2 : index) : i64
    %5613 = llvm.insertvalue %5612, %5611[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5614 = llvm.mlir.constant(64 : index) : i64
    %5615 = llvm.insertvalue %5614, %5613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5616 = llvm.mlir.constant(8 : index) : i64
    %5617 = llvm.insertvalue %5616, %5615[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5618 = llvm.mlir.constant(8 : index) : i64
    %5619 = llvm.insertvalue %5618, %5617[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5620 = llvm.mlir.constant(4 : index) : i64
    %5621 = llvm.insertvalue %5620, %5619[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5622 = llvm.mlir.constant(1 : index) : i64
    %5623 = llvm.insertvalue %5622, %5621[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb850(%20 : i64)
  ^bb850(%5624: i64):  // 2 preds: ^bb849, ^bb860
    %5625 = llvm.icmp "slt" %5624, %15 : i64
    llvm.cond_br %5625, ^bb851, ^bb861
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%20 : i64)
  ^bb852(%5626: i64):  // 2 preds: ^bb851, ^bb859
    %5627 = llvm.icmp "slt" %5626, %10 : i64
    llvm.cond_br %5627, ^bb853, ^bb860
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%20 : i64)
  ^bb854(%5628: i64):  // 2 preds: ^bb853, ^bb858
    %5629 = llvm.icmp "slt" %5628, %14 : i64
    llvm.cond_br %5629, ^bb855, ^bb859
  ^bb855:  // pred: ^bb854
    llvm.br ^bb856(%20 : i64)
  ^bb856(%5630: i64):  // 2 preds: ^bb855, ^bb857
    %5631 = llvm.icmp "slt" %5630, %12 : i64
    llvm.cond_br %5631, ^bb857, ^bb858
  ^bb857:  // pred: ^bb856
    %5632 = llvm.extractvalue %2581[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5633 = llvm.mlir.constant(128 : index) : i64
    %5634 = llvm.mul %5624, %5633 overflow<nsw, nuw> : i64
    %5635 = llvm.mlir.constant(64 : index) : i64
    %5636 = llvm.mul %5626, %5635 overflow<nsw, nuw> : i64
    %5637 = llvm.add %5634, %5636 overflow<nsw, nuw> : i64
    %5638 = llvm.mlir.constant(8 : index) : i64
    %5639 = llvm.mul %5628, %5638 overflow<nsw, nuw> : i64
    %5640 = llvm.add %5637, %5639 overflow<nsw, nuw> : i64
    %5641 = llvm.add %5640, %5630 overflow<nsw, nuw> : i64
    %5642 = llvm.getelementptr inbounds|nuw %5632[%5641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5643 = llvm.load %5642 : !llvm.ptr -> f32
    %5644 = llvm.extractvalue %5623[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5645 = llvm.mlir.constant(4 : index) : i64
    %5646 = llvm.getelementptr %5644[%5645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5647 = llvm.mlir.constant(128 : index) : i64
    %5648 = llvm.mul %5624, %5647 overflow<nsw, nuw> : i64
    %5649 = llvm.mlir.constant(64 : index) : i64
    %5650 = llvm.mul %5626, %5649 overflow<nsw, nuw> : i64
    %5651 = llvm.add %5648, %5650 overflow<nsw, nuw> : i64
    %5652 = llvm.mlir.constant(8 : index) : i64
    %5653 = llvm.mul %5628, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.add %5651, %5653 overflow<nsw, nuw> : i64
    %5655 = llvm.add %5654, %5630 overflow<nsw, nuw> : i64
    %5656 = llvm.getelementptr inbounds|nuw %5646[%5655] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5643, %5656 : f32, !llvm.ptr
    %5657 = llvm.add %5630, %15 : i64
    llvm.br ^bb856(%5657 : i64)
  ^bb858:  // pred: ^bb856
    %5658 = llvm.add %5628, %15 : i64
    llvm.br ^bb854(%5658 : i64)
  ^bb859:  // pred: ^bb854
    %5659 = llvm.add %5626, %15 : i64
    llvm.br ^bb852(%5659 : i64)
  ^bb860:  // pred: ^bb852
    %5660 = llvm.add %5624, %15 : i64
    llvm.br ^bb850(%5660 : i64)
  ^bb861:  // pred: ^bb850
    llvm.br ^bb862(%20 : i64)
  ^bb862(%5661: i64):  // 2 preds: ^bb861, ^bb875
    %5662 = llvm.icmp "slt" %5661, %15 : i64
    llvm.cond_br %5662, ^bb863, ^bb876
  ^bb863:  // pred: ^bb862
    llvm.br ^bb864(%20 : i64)
  ^bb864(%5663: i64):  // 2 preds: ^bb863, ^bb874
    %5664 = llvm.icmp "slt" %5663, %10 : i64
    llvm.cond_br %5664, ^bb865, ^bb875
  ^bb865:  // pred: ^bb864
    llvm.br ^bb866(%20 : i64)
  ^bb866(%5665: i64):  // 2 preds: ^bb865, ^bb873
    %5666 = llvm.icmp "slt" %5665, %10 : i64
    llvm.cond_br %5666, ^bb867, ^bb874
  ^bb867:  // pred: ^bb866
    llvm.br ^bb868(%20 : i64)
  ^bb868(%5667: i64):  // 2 preds: ^bb867, ^bb872
    %5668 = llvm.icmp "slt" %5667, %14 : i64
    llvm.cond_br %5668, ^bb869, ^bb873
  ^bb869:  // pred: ^bb868
    llvm.br ^bb870(%20 : i64)
  ^bb870(%5669: i64):  // 2 preds: ^bb869, ^bb871
    %5670 = llvm.icmp "slt" %5669, %14 : i64
    llvm.cond_br %5670, ^bb871, ^bb872
  ^bb871:  // pred: ^bb870
    %5671 = llvm.extractvalue %1946[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5672 = llvm.mlir.constant(128 : index) : i64
    %5673 = llvm.mul %5661, %5672 overflow<nsw, nuw> : i64
    %5674 = llvm.mlir.constant(16 : index) : i64
    %5675 = llvm.mul %5667, %5674 overflow<nsw, nuw> : i64
    %5676 = llvm.add %5673, %5675 overflow<nsw, nuw> : i64
    %5677 = llvm.mlir.constant(8 : index) : i64
    %5678 = llvm.mul %5663, %5677 overflow<nsw, nuw> : i64
    %5679 = llvm.add %5676, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.add %5679, %5669 overflow<nsw, nuw> : i64
    %5681 = llvm.getelementptr inbounds|nuw %5671[%5680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5682 = llvm.load %5681 : !llvm.ptr -> f32
    %5683 = llvm.extractvalue %2866[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5684 = llvm.mlir.constant(256 : index) : i64
    %5685 = llvm.mul %5661, %5684 overflow<nsw, nuw> : i64
    %5686 = llvm.mlir.constant(128 : index) : i64
    %5687 = llvm.mul %5663, %5686 overflow<nsw, nuw> : i64
    %5688 = llvm.add %5685, %5687 overflow<nsw, nuw> : i64
    %5689 = llvm.mlir.constant(64 : index) : i64
    %5690 = llvm.mul %5665, %5689 overflow<nsw, nuw> : i64
    %5691 = llvm.add %5688, %5690 overflow<nsw, nuw> : i64
    %5692 = llvm.mlir.constant(8 : index) : i64
    %5693 = llvm.mul %5667, %5692 overflow<nsw, nuw> : i64
    %5694 = llvm.add %5691, %5693 overflow<nsw, nuw> : i64
    %5695 = llvm.add %5694, %5669 overflow<nsw, nuw> : i64
    %5696 = llvm.getelementptr inbounds|nuw %5683[%5695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5682, %5696 : f32, !llvm.ptr
    %5697 = llvm.add %5669, %15 : i64
    llvm.br ^bb870(%5697 : i64)
  ^bb872:  // pred: ^bb870
    %5698 = llvm.add %5667, %15 : i64
    llvm.br ^bb868(%5698 : i64)
  ^bb873:  // pred: ^bb868
    %5699 = llvm.add %5665, %15 : i64
    llvm.br ^bb866(%5699 : i64)
  ^bb874:  // pred: ^bb866
    %5700 = llvm.add %5663, %15 : i64
    llvm.br ^bb864(%5700 : i64)
  ^bb875:  // pred: ^bb864
    %5701 = llvm.add %5661, %15 : i64
    llvm.br ^bb862(%5701 : i64)
  ^bb876:  // pred: ^bb862
    %5702 = llvm.mlir.constant(1 : index) : i64
    %5703 = llvm.mlir.constant(2 : index) : i64
    %5704 = llvm.mlir.constant(2 : index) : i64
    %5705 = llvm.mlir.constant(8 : index) : i64
    %5706 = llvm.mlir.constant(8 : index) : i64
    %5707 = llvm.mlir.constant(1 : index) : i64
    %5708 = llvm.mlir.constant(64 : index) : i64
    %5709 = llvm.mlir.constant(128 : index) : i64
    %5710 = llvm.mlir.constant(256 : index) : i64
    %5711 = llvm.mlir.constant(256 : index) : i64
    %5712 = llvm.mlir.zero : !llvm.ptr
    %5713 = llvm.getelementptr %5712[%5711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5714 = llvm.ptrtoint %5713 : !llvm.ptr to i64
    %5715 = llvm.mlir.constant(64 : index) : i64
    %5716 = llvm.add %5714, %5715 : i64
    %5717 = llvm.call @malloc(%5716) : (i64) -> !llvm.ptr
    %5718 = llvm.ptrtoint %5717 : !llvm.ptr to i64
    %5719 = llvm.mlir.constant(1 : index) : i64
    %5720 = llvm.sub %5715, %5719 : i64
    %5721 = llvm.add %5718, %5720 : i64
    %5722 = llvm.urem %5721, %5715 : i64
    %5723 = llvm.sub %5721, %5722 : i64
    %5724 = llvm.inttoptr %5723 : i64 to !llvm.ptr
    %5725 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5726 = llvm.insertvalue %5717, %5725[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5727 = llvm.insertvalue %5724, %5726[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5728 = llvm.mlir.constant(0 : index) : i64
    %5729 = llvm.insertvalue %5728, %5727[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5730 = llvm.insertvalue %5702, %5729[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5731 = llvm.insertvalue %5703, %5730[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5732 = llvm.insertvalue %5704, %5731[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5733 = llvm.insertvalue %5705, %5732[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5734 = llvm.insertvalue %5706, %5733[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5735 = llvm.insertvalue %5710, %5734[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5736 = llvm.insertvalue %5709, %5735[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5737 = llvm.insertvalue %5708, %5736[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5738 = llvm.insertvalue %5706, %5737[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5739 = llvm.insertvalue %5707, %5738[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb877(%20 : i64)
  ^bb877(%5740: i64):  // 2 preds: ^bb876, ^bb890
    %5741 = llvm.icmp "slt" %5740, %15 : i64
    llvm.cond_br %5741, ^bb878, ^bb891
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%20 : i64)
  ^bb879(%5742: i64):  // 2 preds: ^bb878, ^bb889
    %5743 = llvm.icmp "slt" %5742, %10 : i64
    llvm.cond_br %5743, ^bb880, ^bb890
  ^bb880:  // pred: ^bb879
    llvm.br ^bb881(%20 : i64)
  ^bb881(%5744: i64):  // 2 preds: ^bb880, ^bb888
    %5745 = llvm.icmp "slt" %5744, %10 : i64
    llvm.cond_br %5745, ^bb882, ^bb889
  ^bb882:  // pred: ^bb881
    llvm.br ^bb883(%20 : i64)
  ^bb883(%5746: i64):  // 2 preds: ^bb882, ^bb887
    %5747 = llvm.icmp "slt" %5746, %14 : i64
    llvm.cond_br %5747, ^bb884, ^bb888
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%20 : i64)
  ^bb885(%5748: i64):  // 2 preds: ^bb884, ^bb886
    %5749 = llvm.icmp "slt" %5748, %14 : i64
    llvm.cond_br %5749, ^bb886, ^bb887
  ^bb886:  // pred: ^bb885
    %5750 = llvm.extractvalue %2107[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5751 = llvm.mlir.constant(128 : index) : i64
    %5752 = llvm.mul %5740, %5751 overflow<nsw, nuw> : i64
    %5753 = llvm.mlir.constant(64 : index) : i64
    %5754 = llvm.mul %5742, %5753 overflow<nsw, nuw> : i64
    %5755 = llvm.add %5752, %5754 overflow<nsw, nuw> : i64
    %5756 = llvm.mlir.constant(8 : index) : i64
    %5757 = llvm.mul %5748, %5756 overflow<nsw, nuw> : i64
    %5758 = llvm.add %5755, %5757 overflow<nsw, nuw> : i64
    %5759 = llvm.add %5758, %5746 overflow<nsw, nuw> : i64
    %5760 = llvm.getelementptr inbounds|nuw %5750[%5759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5761 = llvm.load %5760 : !llvm.ptr -> f32
    %5762 = llvm.extractvalue %1344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5763 = llvm.mlir.constant(64 : index) : i64
    %5764 = llvm.mul %5740, %5763 overflow<nsw, nuw> : i64
    %5765 = llvm.mlir.constant(64 : index) : i64
    %5766 = llvm.mul %20, %5765 overflow<nsw, nuw> : i64
    %5767 = llvm.add %5764, %5766 overflow<nsw, nuw> : i64
    %5768 = llvm.mlir.constant(8 : index) : i64
    %5769 = llvm.mul %5748, %5768 overflow<nsw, nuw> : i64
    %5770 = llvm.add %5767, %5769 overflow<nsw, nuw> : i64
    %5771 = llvm.add %5770, %5746 overflow<nsw, nuw> : i64
    %5772 = llvm.getelementptr inbounds|nuw %5762[%5771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5773 = llvm.load %5772 : !llvm.ptr -> f32
    %5774 = llvm.extractvalue %5542[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5775 = llvm.mlir.constant(128 : index) : i64
    %5776 = llvm.mul %5740, %5775 overflow<nsw, nuw> : i64
    %5777 = llvm.mlir.constant(64 : index) : i64
    %5778 = llvm.mul %5742, %5777 overflow<nsw, nuw> : i64
    %5779 = llvm.add %5776, %5778 overflow<nsw, nuw> : i64
    %5780 = llvm.mlir.constant(8 : index) : i64
    %5781 = llvm.mul %5748, %5780 overflow<nsw, nuw> : i64
    %5782 = llvm.add %5779, %5781 overflow<nsw, nuw> : i64
    %5783 = llvm.add %5782, %5746 overflow<nsw, nuw> : i64
    %5784 = llvm.getelementptr inbounds|nuw %5774[%5783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5785 = llvm.load %5784 : !llvm.ptr -> f32
    %5786 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5787 = llvm.mlir.constant(64 : index) : i64
    %5788 = llvm.mul %5740, %5787 overflow<nsw, nuw> : i64
    %5789 = llvm.mlir.constant(64 : index) : i64
    %5790 = llvm.mul %20, %5789 overflow<nsw, nuw> : i64
    %5791 = llvm.add %5788, %5790 overflow<nsw, nuw> : i64
    %5792 = llvm.mlir.constant(8 : index) : i64
    %5793 = llvm.mul %5748, %5792 overflow<nsw, nuw> : i64
    %5794 = llvm.add %5791, %5793 overflow<nsw, nuw> : i64
    %5795 = llvm.add %5794, %5746 overflow<nsw, nuw> : i64
    %5796 = llvm.getelementptr inbounds|nuw %5786[%5795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5797 = llvm.load %5796 : !llvm.ptr -> f32
    %5798 = llvm.fmul %5785, %5797 : f32
    %5799 = llvm.fmul %5761, %5773 : f32
    %5800 = llvm.fadd %5799, %5798 : f32
    %5801 = llvm.extractvalue %5739[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5802 = llvm.mlir.constant(256 : index) : i64
    %5803 = llvm.mul %5740, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.mlir.constant(128 : index) : i64
    %5805 = llvm.mul %5742, %5804 overflow<nsw, nuw> : i64
    %5806 = llvm.add %5803, %5805 overflow<nsw, nuw> : i64
    %5807 = llvm.mlir.constant(64 : index) : i64
    %5808 = llvm.mul %5744, %5807 overflow<nsw, nuw> : i64
    %5809 = llvm.add %5806, %5808 overflow<nsw, nuw> : i64
    %5810 = llvm.mlir.constant(8 : index) : i64
    %5811 = llvm.mul %5746, %5810 overflow<nsw, nuw> : i64
    %5812 = llvm.add %5809, %5811 overflow<nsw, nuw> : i64
    %5813 = llvm.add %5812, %5748 overflow<nsw, nuw> : i64
    %5814 = llvm.getelementptr inbounds|nuw %5801[%5813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5800, %5814 : f32, !llvm.ptr
    %5815 = llvm.add %5748, %15 : i64
    llvm.br ^bb885(%5815 : i64)
  ^bb887:  // pred: ^bb885
    %5816 = llvm.add %5746, %15 : i64
    llvm.br ^bb883(%5816 : i64)
  ^bb888:  // pred: ^bb883
    %5817 = llvm.add %5744, %15 : i64
    llvm.br ^bb881(%5817 : i64)
  ^bb889:  // pred: ^bb881
    %5818 = llvm.add %5742, %15 : i64
    llvm.br ^bb879(%5818 : i64)
  ^bb890:  // pred: ^bb879
    %5819 = llvm.add %5740, %15 : i64
    llvm.br ^bb877(%5819 : i64)
  ^bb891:  // pred: ^bb877
    %5820 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5821 = llvm.extractvalue %5739[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5822 = llvm.extractvalue %5739[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5823 = llvm.insertvalue %5821, %5820[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5824 = llvm.insertvalue %5822, %5823[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5825 = llvm.mlir.constant(0 : index) : i64
    %5826 = llvm.insertvalue %5825, %5824[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5827 = llvm.mlir.constant(1 : index) : i64
    %5828 = llvm.insertvalue %5827, %5826[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5829 = llvm.mlir.constant(256 : index) : i64
    %5830 = llvm.insertvalue %5829, %5828[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5831 = llvm.mlir.constant(4 : index) : i64
    %5832 = llvm.insertvalue %5831, %5830[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5833 = llvm.mlir.constant(64 : index) : i64
    %5834 = llvm.insertvalue %5833, %5832[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5835 = llvm.mlir.constant(8 : index) : i64
    %5836 = llvm.insertvalue %5835, %5834[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5837 = llvm.mlir.constant(8 : index) : i64
    %5838 = llvm.insertvalue %5837, %5836[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5839 = llvm.mlir.constant(8 : index) : i64
    %5840 = llvm.insertvalue %5839, %5838[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5841 = llvm.mlir.constant(1 : index) : i64
    %5842 = llvm.insertvalue %5841, %5840[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5843 = llvm.mlir.constant(1 : index) : i64
    %5844 = llvm.mlir.constant(4 : index) : i64
    %5845 = llvm.mlir.constant(8 : index) : i64
    %5846 = llvm.mlir.constant(8 : index) : i64
    %5847 = llvm.mlir.constant(1 : index) : i64
    %5848 = llvm.mlir.constant(64 : index) : i64
    %5849 = llvm.mlir.constant(256 : index) : i64
    %5850 = llvm.mlir.constant(256 : index) : i64
    %5851 = llvm.mlir.zero : !llvm.ptr
    %5852 = llvm.getelementptr %5851[%5850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5853 = llvm.ptrtoint %5852 : !llvm.ptr to i64
    %5854 = llvm.mlir.constant(64 : index) : i64
    %5855 = llvm.add %5853, %5854 : i64
    %5856 = llvm.call @malloc(%5855) : (i64) -> !llvm.ptr
    %5857 = llvm.ptrtoint %5856 : !llvm.ptr to i64
    %5858 = llvm.mlir.constant(1 : index) : i64
    %5859 = llvm.sub %5854, %5858 : i64
    %5860 = llvm.add %5857, %5859 : i64
    %5861 = llvm.urem %5860, %5854 : i64
    %5862 = llvm.sub %5860, %5861 : i64
    %5863 = llvm.inttoptr %5862 : i64 to !llvm.ptr
    %5864 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5865 = llvm.insertvalue %5856, %5864[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5866 = llvm.insertvalue %5863, %5865[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5867 = llvm.mlir.constant(0 : index) : i64
    %5868 = llvm.insertvalue %5867, %5866[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5869 = llvm.insertvalue %5843, %5868[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5870 = llvm.insertvalue %5844, %5869[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5871 = llvm.insertvalue %5845, %5870[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5872 = llvm.insertvalue %5846, %5871[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5873 = llvm.insertvalue %5849, %5872[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5874 = llvm.insertvalue %5848, %5873[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5875 = llvm.insertvalue %5846, %5874[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5876 = llvm.insertvalue %5847, %5875[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb892(%20 : i64)
  ^bb892(%5877: i64):  // 2 preds: ^bb891, ^bb902
    %5878 = llvm.icmp "slt" %5877, %15 : i64
    llvm.cond_br %5878, ^bb893, ^bb903
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%20 : i64)
  ^bb894(%5879: i64):  // 2 preds: ^bb893, ^bb901
    %5880 = llvm.icmp "slt" %5879, %12 : i64
    llvm.cond_br %5880, ^bb895, ^bb902
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%20 : i64)
  ^bb896(%5881: i64):  // 2 preds: ^bb895, ^bb900
    %5882 = llvm.icmp "slt" %5881, %14 : i64
    llvm.cond_br %5882, ^bb897, ^bb901
  ^bb897:  // pred: ^bb896
    llvm.br ^bb898(%20 : i64)
  ^bb898(%5883: i64):  // 2 preds: ^bb897, ^bb899
    %5884 = llvm.icmp "slt" %5883, %14 : i64
    llvm.cond_br %5884, ^bb899, ^bb900
  ^bb899:  // pred: ^bb898
    %5885 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5886 = llvm.mlir.constant(256 : index) : i64
    %5887 = llvm.mul %5877, %5886 overflow<nsw, nuw> : i64
    %5888 = llvm.mlir.constant(64 : index) : i64
    %5889 = llvm.mul %5879, %5888 overflow<nsw, nuw> : i64
    %5890 = llvm.add %5887, %5889 overflow<nsw, nuw> : i64
    %5891 = llvm.mlir.constant(8 : index) : i64
    %5892 = llvm.mul %5881, %5891 overflow<nsw, nuw> : i64
    %5893 = llvm.add %5890, %5892 overflow<nsw, nuw> : i64
    %5894 = llvm.add %5893, %5883 overflow<nsw, nuw> : i64
    %5895 = llvm.getelementptr inbounds|nuw %5885[%5894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5896 = llvm.load %5895 : !llvm.ptr -> f32
    %5897 = llvm.extractvalue %5876[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5898 = llvm.mlir.constant(256 : index) : i64
    %5899 = llvm.mul %5877, %5898 overflow<nsw, nuw> : i64
    %5900 = llvm.mlir.constant(64 : index) : i64
    %5901 = llvm.mul %5879, %5900 overflow<nsw, nuw> : i64
    %5902 = llvm.add %5899, %5901 overflow<nsw, nuw> : i64
    %5903 = llvm.mlir.constant(8 : index) : i64
    %5904 = llvm.mul %5881, %5903 overflow<nsw, nuw> : i64
    %5905 = llvm.add %5902, %5904 overflow<nsw, nuw> : i64
    %5906 = llvm.add %5905, %5883 overflow<nsw, nuw> : i64
    %5907 = llvm.getelementptr inbounds|nuw %5897[%5906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5896, %5907 : f32, !llvm.ptr
    %5908 = llvm.add %5883, %15 : i64
    llvm.br ^bb898(%5908 : i64)
  ^bb900:  // pred: ^bb898
    %5909 = llvm.add %5881, %15 : i64
    llvm.br ^bb896(%5909 : i64)
  ^bb901:  // pred: ^bb896
    %5910 = llvm.add %5879, %15 : i64
    llvm.br ^bb894(%5910 : i64)
  ^bb902:  // pred: ^bb894
    %5911 = llvm.add %5877, %15 : i64
    llvm.br ^bb892(%5911 : i64)
  ^bb903:  // pred: ^bb892
    llvm.br ^bb904(%20 : i64)
  ^bb904(%5912: i64):  // 2 preds: ^bb903, ^bb917
    %5913 = llvm.icmp "slt" %5912, %15 : i64
    llvm.cond_br %5913, ^bb905, ^bb918
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%20 : i64)
  ^bb906(%5914: i64):  // 2 preds: ^bb905, ^bb916
    %5915 = llvm.icmp "slt" %5914, %12 : i64
    llvm.cond_br %5915, ^bb907, ^bb917
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%20 : i64)
  ^bb908(%5916: i64):  // 2 preds: ^bb907, ^bb915
    %5917 = llvm.icmp "slt" %5916, %14 : i64
    llvm.cond_br %5917, ^bb909, ^bb916
  ^bb909:  // pred: ^bb908
    llvm.br ^bb910(%20 : i64)
  ^bb910(%5918: i64):  // 2 preds: ^bb909, ^bb914
    %5919 = llvm.icmp "slt" %5918, %14 : i64
    llvm.cond_br %5919, ^bb911, ^bb915
  ^bb911:  // pred: ^bb910
    llvm.br ^bb912(%20 : i64)
  ^bb912(%5920: i64):  // 2 preds: ^bb911, ^bb913
    %5921 = llvm.icmp "slt" %5920, %14 : i64
    llvm.cond_br %5921, ^bb913, ^bb914
  ^bb913:  // pred: ^bb912
    %5922 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5923 = llvm.mlir.constant(256 : index) : i64
    %5924 = llvm.mul %5912, %5923 overflow<nsw, nuw> : i64
    %5925 = llvm.mlir.constant(64 : index) : i64
    %5926 = llvm.mul %5914, %5925 overflow<nsw, nuw> : i64
    %5927 = llvm.add %5924, %5926 overflow<nsw, nuw> : i64
    %5928 = llvm.mlir.constant(8 : index) : i64
    %5929 = llvm.mul %5916, %5928 overflow<nsw, nuw> : i64
    %5930 = llvm.add %5927, %5929 overflow<nsw, nuw> : i64
    %5931 = llvm.add %5930, %5920 overflow<nsw, nuw> : i64
    %5932 = llvm.getelementptr inbounds|nuw %5922[%5931] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5933 = llvm.load %5932 : !llvm.ptr -> f32
    %5934 = llvm.extractvalue %1344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5935 = llvm.mlir.constant(64 : index) : i64
    %5936 = llvm.mul %5912, %5935 overflow<nsw, nuw> : i64
    %5937 = llvm.mlir.constant(64 : index) : i64
    %5938 = llvm.mul %20, %5937 overflow<nsw, nuw> : i64
    %5939 = llvm.add %5936, %5938 overflow<nsw, nuw> : i64
    %5940 = llvm.mlir.constant(8 : index) : i64
    %5941 = llvm.mul %5916, %5940 overflow<nsw, nuw> : i64
    %5942 = llvm.add %5939, %5941 overflow<nsw, nuw> : i64
    %5943 = llvm.add %5942, %5920 overflow<nsw, nuw> : i64
    %5944 = llvm.getelementptr inbounds|nuw %5934[%5943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5945 = llvm.load %5944 : !llvm.ptr -> f32
    %5946 = llvm.extractvalue %5352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5947 = llvm.mlir.constant(256 : index) : i64
    %5948 = llvm.mul %5912, %5947 overflow<nsw, nuw> : i64
    %5949 = llvm.mlir.constant(64 : index) : i64
    %5950 = llvm.mul %5914, %5949 overflow<nsw, nuw> : i64
    %5951 = llvm.add %5948, %5950 overflow<nsw, nuw> : i64
    %5952 = llvm.mlir.constant(8 : index) : i64
    %5953 = llvm.mul %5916, %5952 overflow<nsw, nuw> : i64
    %5954 = llvm.add %5951, %5953 overflow<nsw, nuw> : i64
    %5955 = llvm.add %5954, %5920 overflow<nsw, nuw> : i64
    %5956 = llvm.getelementptr inbounds|nuw %5946[%5955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5957 = llvm.load %5956 : !llvm.ptr -> f32
    %5958 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5959 = llvm.mlir.constant(64 : index) : i64
    %5960 = llvm.mul %5912, %5959 overflow<nsw, nuw> : i64
    %5961 = llvm.mlir.constant(64 : index) : i64
    %5962 = llvm.mul %20, %5961 overflow<nsw, nuw> : i64
    %5963 = llvm.add %5960, %5962 overflow<nsw, nuw> : i64
    %5964 = llvm.mlir.constant(8 : index) : i64
    %5965 = llvm.mul %5916, %5964 overflow<nsw, nuw> : i64
    %5966 = llvm.add %5963, %5965 overflow<nsw, nuw> : i64
    %5967 = llvm.add %5966, %5920 overflow<nsw, nuw> : i64
    %5968 = llvm.getelementptr inbounds|nuw %5958[%5967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5969 = llvm.load %5968 : !llvm.ptr -> f32
    %5970 = llvm.extractvalue %5842[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5971 = llvm.mlir.constant(256 : index) : i64
    %5972 = llvm.mul %5912, %5971 overflow<nsw, nuw> : i64
    %5973 = llvm.mlir.constant(64 : index) : i64
    %5974 = llvm.mul %5914, %5973 overflow<nsw, nuw> : i64
    %5975 = llvm.add %5972, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.mlir.constant(8 : index) : i64
    %5977 = llvm.mul %5920, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.add %5975, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.add %5978, %5918 overflow<nsw, nuw> : i64
    %5980 = llvm.getelementptr inbounds|nuw %5970[%5979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5981 = llvm.load %5980 : !llvm.ptr -> f32
    %5982 = llvm.extractvalue %5876[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5983 = llvm.mlir.constant(256 : index) : i64
    %5984 = llvm.mul %5912, %5983 overflow<nsw, nuw> : i64
    %5985 = llvm.mlir.constant(64 : index) : i64
    %5986 = llvm.mul %5914, %5985 overflow<nsw, nuw> : i64
    %5987 = llvm.add %5984, %5986 overflow<nsw, nuw> : i64
    %5988 = llvm.mlir.constant(8 : index) : i64
    %5989 = llvm.mul %5916, %5988 overflow<nsw, nuw> : i64
    %5990 = llvm.add %5987, %5989 overflow<nsw, nuw> : i64
    %5991 = llvm.add %5990, %5918 overflow<nsw, nuw> : i64
    %5992 = llvm.getelementptr inbounds|nuw %5982[%5991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5993 = llvm.load %5992 : !llvm.ptr -> f32
    %5994 = llvm.fmul %5957, %5969 : f32
    %5995 = llvm.fmul %5933, %5945 : f32
    %5996 = llvm.fadd %5995, %5994 : f32
    %5997 = llvm.fmul %5996, %5981 : f32
    %5998 = llvm.fadd %5993, %5997 : f32
    %5999 = llvm.extractvalue %5876[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6000 = llvm.mlir.constant(256 : index) : i64
    %6001 = llvm.mul %5912, %6000 overflow<nsw, nuw> : i64
    %6002 = llvm.mlir.constant(64 : index) : i64
    %6003 = llvm.mul %5914, %6002 overflow<nsw, nuw> : i64
    %6004 = llvm.add %6001, %6003 overflow<nsw, nuw> : i64
    %6005 = llvm.mlir.constant(8 : index) : i64
    %6006 = llvm.mul %5916, %6005 overflow<nsw, nuw> : i64
    %6007 = llvm.add %6004, %6006 overflow<nsw, nuw> : i64
    %6008 = llvm.add %6007, %5918 overflow<nsw, nuw> : i64
    %6009 = llvm.getelementptr inbounds|nuw %5999[%6008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5998, %6009 : f32, !llvm.ptr
    %6010 = llvm.add %5920, %15 : i64
    llvm.br ^bb912(%6010 : i64)
  ^bb914:  // pred: ^bb912
    %6011 = llvm.add %5918, %15 : i64
    llvm.br ^bb910(%6011 : i64)
  ^bb915:  // pred: ^bb910
    %6012 = llvm.add %5916, %15 : i64
    llvm.br ^bb908(%6012 : i64)
  ^bb916:  // pred: ^bb908
    %6013 = llvm.add %5914, %15 : i64
    llvm.br ^bb906(%6013 : i64)
  ^bb917:  // pred: ^bb906
    %6014 = llvm.add %5912, %15 : i64
    llvm.br ^bb904(%6014 : i64)
  ^bb918:  // pred: ^bb904
    llvm.br ^bb919(%20 : i64)
  ^bb919(%6015: i64):  // 2 preds: ^bb918, ^bb929
    %6016 = llvm.icmp "slt" %6015, %15 : i64
    llvm.cond_br %6016, ^bb920, ^bb930
  ^bb920:  // pred: ^bb919
    llvm.br ^bb921(%20 : i64)
  ^bb921(%6017: i64):  // 2 preds: ^bb920, ^bb928
    %6018 = llvm.icmp "slt" %6017, %12 : i64
    llvm.cond_br %6018, ^bb922, ^bb929
  ^bb922:  // pred: ^bb921
    llvm.br ^bb923(%20 : i64)
  ^bb923(%6019: i64):  // 2 preds: ^bb922, ^bb927
    %6020 = llvm.icmp "slt" %6019, %14 : i64
    llvm.cond_br %6020, ^bb924, ^bb928
  ^bb924:  // pred: ^bb923
    llvm.br ^bb925(%20 : i64)
  ^bb925(%6021: i64):  // 2 preds: ^bb924, ^bb926
    %6022 = llvm.icmp "slt" %6021, %14 : i64
    llvm.cond_br %6022, ^bb926, ^bb927
  ^bb926:  // pred: ^bb925
    %6023 = llvm.extractvalue %5876[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6024 = llvm.mlir.constant(256 : index) : i64
    %6025 = llvm.mul %6015, %6024 overflow<nsw, nuw> : i64
    %6026 = llvm.mlir.constant(64 : index) : i64
    %6027 = llvm.mul %6017, %6026 overflow<nsw, nuw> : i64
    %6028 = llvm.add %6025, %6027 overflow<nsw, nuw> : i64
    %6029 = llvm.mlir.constant(8 : index) : i64
    %6030 = llvm.mul %6019, %6029 overflow<nsw, nuw> : i64
    %6031 = llvm.add %6028, %6030 overflow<nsw, nuw> : i64
    %6032 = llvm.add %6031, %6021 overflow<nsw, nuw> : i64
    %6033 = llvm.getelementptr inbounds|nuw %6023[%6032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6034 = llvm.load %6033 : !llvm.ptr -> f32
    %6035 = llvm.extractvalue %979[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6036 = llvm.mlir.constant(64 : index) : i64
    %6037 = llvm.mul %6015, %6036 overflow<nsw, nuw> : i64
    %6038 = llvm.mlir.constant(64 : index) : i64
    %6039 = llvm.mul %20, %6038 overflow<nsw, nuw> : i64
    %6040 = llvm.add %6037, %6039 overflow<nsw, nuw> : i64
    %6041 = llvm.mlir.constant(8 : index) : i64
    %6042 = llvm.mul %6019, %6041 overflow<nsw, nuw> : i64
    %6043 = llvm.add %6040, %6042 overflow<nsw, nuw> : i64
    %6044 = llvm.add %6043, %6021 overflow<nsw, nuw> : i64
    %6045 = llvm.getelementptr inbounds|nuw %6035[%6044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6046 = llvm.load %6045 : !llvm.ptr -> f32
    %6047 = llvm.fptrunc %18 : f64 to f32
    %6048 = llvm.fmul %6034, %6047 : f32
    %6049 = llvm.fadd %6048, %6046 : f32
    %6050 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6051 = llvm.mlir.constant(256 : index) : i64
    %6052 = llvm.mul %6015, %6051 overflow<nsw, nuw> : i64
    %6053 = llvm.mlir.constant(64 : index) : i64
    %6054 = llvm.mul %6017, %6053 overflow<nsw, nuw> : i64
    %6055 = llvm.add %6052, %6054 overflow<nsw, nuw> : i64
    %6056 = llvm.mlir.constant(8 : index) : i64
    %6057 = llvm.mul %6019, %6056 overflow<nsw, nuw> : i64
    %6058 = llvm.add %6055, %6057 overflow<nsw, nuw> : i64
    %6059 = llvm.add %6058, %6021 overflow<nsw, nuw> : i64
    %6060 = llvm.getelementptr inbounds|nuw %6050[%6059] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6049, %6060 : f32, !llvm.ptr
    %6061 = llvm.add %6021, %15 : i64
    llvm.br ^bb925(%6061 : i64)
  ^bb927:  // pred: ^bb925
    %6062 = llvm.add %6019, %15 : i64
    llvm.br ^bb923(%6062 : i64)
  ^bb928:  // pred: ^bb923
    %6063 = llvm.add %6017, %15 : i64
    llvm.br ^bb921(%6063 : i64)
  ^bb929:  // pred: ^bb921
    %6064 = llvm.add %6015, %15 : i64
    llvm.br ^bb919(%6064 : i64)
  ^bb930:  // pred: ^bb919
    llvm.br ^bb931(%20 : i64)
  ^bb931(%6065: i64):  // 2 preds: ^bb930, ^bb944
    %6066 = llvm.icmp "slt" %6065, %15 : i64
    llvm.cond_br %6066, ^bb932, ^bb945
  ^bb932:  // pred: ^bb931
    llvm.br ^bb933(%20 : i64)
  ^bb933(%6067: i64):  // 2 preds: ^bb932, ^bb943
    %6068 = llvm.icmp "slt" %6067, %12 : i64
    llvm.cond_br %6068, ^bb934, ^bb944
  ^bb934:  // pred: ^bb933
    llvm.br ^bb935(%20 : i64)
  ^bb935(%6069: i64):  // 2 preds: ^bb934, ^bb942
    %6070 = llvm.icmp "slt" %6069, %14 : i64
    llvm.cond_br %6070, ^bb936, ^bb943
  ^bb936:  // pred: ^bb935
    llvm.br ^bb937(%20 : i64)
  ^bb937(%6071: i64):  // 2 preds: ^bb936, ^bb941
    %6072 = llvm.icmp "slt" %6071, %15 : i64
    llvm.cond_br %6072, ^bb938, ^bb942
  ^bb938:  // pred: ^bb937
    llvm.br ^bb939(%20 : i64)
  ^bb939(%6073: i64):  // 2 preds: ^bb938, ^bb940
    %6074 = llvm.icmp "slt" %6073, %14 : i64
    llvm.cond_br %6074, ^bb940, ^bb941
  ^bb940:  // pred: ^bb939
    %6075 = llvm.extractvalue %3414[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6076 = llvm.mlir.constant(256 : index) : i64
    %6077 = llvm.mul %6065, %6076 overflow<nsw, nuw> : i64
    %6078 = llvm.mlir.constant(64 : index) : i64
    %6079 = llvm.mul %6067, %6078 overflow<nsw, nuw> : i64
    %6080 = llvm.add %6077, %6079 overflow<nsw, nuw> : i64
    %6081 = llvm.mlir.constant(8 : index) : i64
    %6082 = llvm.mul %6069, %6081 overflow<nsw, nuw> : i64
    %6083 = llvm.add %6080, %6082 overflow<nsw, nuw> : i64
    %6084 = llvm.mlir.constant(8 : index) : i64
    %6085 = llvm.mul %6071, %6084 overflow<nsw, nuw> : i64
    %6086 = llvm.add %6083, %6085 overflow<nsw, nuw> : i64
    %6087 = llvm.add %6086, %6073 overflow<nsw, nuw> : i64
    %6088 = llvm.getelementptr inbounds|nuw %6075[%6087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6089 = llvm.load %6088 : !llvm.ptr -> f32
    %6090 = llvm.extractvalue %3437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6091 = llvm.mlir.constant(32 : index) : i64
    %6092 = llvm.mul %6065, %6091 overflow<nsw, nuw> : i64
    %6093 = llvm.mlir.constant(8 : index) : i64
    %6094 = llvm.mul %6067, %6093 overflow<nsw, nuw> : i64
    %6095 = llvm.add %6092, %6094 overflow<nsw, nuw> : i64
    %6096 = llvm.add %6095, %6069 overflow<nsw, nuw> : i64
    %6097 = llvm.add %6096, %6071 overflow<nsw, nuw> : i64
    %6098 = llvm.getelementptr inbounds|nuw %6090[%6097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6099 = llvm.load %6098 : !llvm.ptr -> f32
    %6100 = llvm.intr.maximum(%6089, %6099) : (f32, f32) -> f32
    %6101 = llvm.extractvalue %3437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6102 = llvm.mlir.constant(32 : index) : i64
    %6103 = llvm.mul %6065, %6102 overflow<nsw, nuw> : i64
    %6104 = llvm.mlir.constant(8 : index) : i64
    %6105 = llvm.mul %6067, %6104 overflow<nsw, nuw> : i64
    %6106 = llvm.add %6103, %6105 overflow<nsw, nuw> : i64
    %6107 = llvm.add %6106, %6069 overflow<nsw, nuw> : i64
    %6108 = llvm.add %6107, %6071 overflow<nsw, nuw> : i64
    %6109 = llvm.getelementptr inbounds|nuw %6101[%6108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6100, %6109 : f32, !llvm.ptr
    %6110 = llvm.add %6073, %15 : i64
    llvm.br ^bb939(%6110 : i64)
  ^bb941:  // pred: ^bb939
    %6111 = llvm.add %6071, %15 : i64
    llvm.br ^bb937(%6111 : i64)
  ^bb942:  // pred: ^bb937
    %6112 = llvm.add %6069, %15 : i64
    llvm.br ^bb935(%6112 : i64)
  ^bb943:  // pred: ^bb935
    %6113 = llvm.add %6067, %15 : i64
    llvm.br ^bb933(%6113 : i64)
  ^bb944:  // pred: ^bb933
    %6114 = llvm.add %6065, %15 : i64
    llvm.br ^bb931(%6114 : i64)
  ^bb945:  // pred: ^bb931
    llvm.br ^bb946(%20 : i64)
  ^bb946(%6115: i64):  // 2 preds: ^bb945, ^bb956
    %6116 = llvm.icmp "slt" %6115, %15 : i64
    llvm.cond_br %6116, ^bb947, ^bb957
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%20 : i64)
  ^bb948(%6117: i64):  // 2 preds: ^bb947, ^bb955
    %6118 = llvm.icmp "slt" %6117, %12 : i64
    llvm.cond_br %6118, ^bb949, ^bb956
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%20 : i64)
  ^bb950(%6119: i64):  // 2 preds: ^bb949, ^bb954
    %6120 = llvm.icmp "slt" %6119, %14 : i64
    llvm.cond_br %6120, ^bb951, ^bb955
  ^bb951:  // pred: ^bb950
    llvm.br ^bb952(%20 : i64)
  ^bb952(%6121: i64):  // 2 preds: ^bb951, ^bb953
    %6122 = llvm.icmp "slt" %6121, %14 : i64
    llvm.cond_br %6122, ^bb953, ^bb954
  ^bb953:  // pred: ^bb952
    %6123 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6124 = llvm.mlir.constant(256 : index) : i64
    %6125 = llvm.mul %6115, %6124 overflow<nsw, nuw> : i64
    %6126 = llvm.mlir.constant(64 : index) : i64
    %6127 = llvm.mul %6117, %6126 overflow<nsw, nuw> : i64
    %6128 = llvm.add %6125, %6127 overflow<nsw, nuw> : i64
    %6129 = llvm.mlir.constant(8 : index) : i64
    %6130 = llvm.mul %6119, %6129 overflow<nsw, nuw> : i64
    %6131 = llvm.add %6128, %6130 overflow<nsw, nuw> : i64
    %6132 = llvm.add %6131, %6121 overflow<nsw, nuw> : i64
    %6133 = llvm.getelementptr inbounds|nuw %6123[%6132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6134 = llvm.load %6133 : !llvm.ptr -> f32
    %6135 = llvm.extractvalue %3437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6136 = llvm.mlir.constant(32 : index) : i64
    %6137 = llvm.mul %6115, %6136 overflow<nsw, nuw> : i64
    %6138 = llvm.mlir.constant(8 : index) : i64
    %6139 = llvm.mul %6117, %6138 overflow<nsw, nuw> : i64
    %6140 = llvm.add %6137, %6139 overflow<nsw, nuw> : i64
    %6141 = llvm.add %6140, %6119 overflow<nsw, nuw> : i64
    %6142 = llvm.add %6141, %20 overflow<nsw, nuw> : i64
    %6143 = llvm.getelementptr inbounds|nuw %6135[%6142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6144 = llvm.load %6143 : !llvm.ptr -> f32
    %6145 = llvm.fsub %6134, %6144 : f32
    %6146 = llvm.fmul %6145, %8 : f32
    %6147 = llvm.intr.exp2(%6146) : (f32) -> f32
    %6148 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6149 = llvm.mlir.constant(256 : index) : i64
    %6150 = llvm.mul %6115, %6149 overflow<nsw, nuw> : i64
    %6151 = llvm.mlir.constant(64 : index) : i64
    %6152 = llvm.mul %6117, %6151 overflow<nsw, nuw> : i64
    %6153 = llvm.add %6150, %6152 overflow<nsw, nuw> : i64
    %6154 = llvm.mlir.constant(8 : index) : i64
    %6155 = llvm.mul %6119, %6154 overflow<nsw, nuw> : i64
    %6156 = llvm.add %6153, %6155 overflow<nsw, nuw> : i64
    %6157 = llvm.add %6156, %6121 overflow<nsw, nuw> : i64
    %6158 = llvm.getelementptr inbounds|nuw %6148[%6157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6147, %6158 : f32, !llvm.ptr
    %6159 = llvm.add %6121, %15 : i64
    llvm.br ^bb952(%6159 : i64)
  ^bb954:  // pred: ^bb952
    %6160 = llvm.add %6119, %15 : i64
    llvm.br ^bb950(%6160 : i64)
  ^bb955:  // pred: ^bb950
    %6161 = llvm.add %6117, %15 : i64
    llvm.br ^bb948(%6161 : i64)
  ^bb956:  // pred: ^bb948
    %6162 = llvm.add %6115, %15 : i64
    llvm.br ^bb946(%6162 : i64)
  ^bb957:  // pred: ^bb946
    llvm.br ^bb958(%20 : i64)
  ^bb958(%6163: i64):  // 2 preds: ^bb957, ^bb968
    %6164 = llvm.icmp "slt" %6163, %15 : i64
    llvm.cond_br %6164, ^bb959, ^bb969
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%20 : i64)
  ^bb960(%6165: i64):  // 2 preds: ^bb959, ^bb967
    %6166 = llvm.icmp "slt" %6165, %12 : i64
    llvm.cond_br %6166, ^bb961, ^bb968
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%20 : i64)
  ^bb962(%6167: i64):  // 2 preds: ^bb961, ^bb966
    %6168 = llvm.icmp "slt" %6167, %14 : i64
    llvm.cond_br %6168, ^bb963, ^bb967
  ^bb963:  // pred: ^bb962
    llvm.br ^bb964(%20 : i64)
  ^bb964(%6169: i64):  // 2 preds: ^bb963, ^bb965
    %6170 = llvm.icmp "slt" %6169, %14 : i64
    llvm.cond_br %6170, ^bb965, ^bb966
  ^bb965:  // pred: ^bb964
    %6171 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6172 = llvm.mlir.constant(256 : index) : i64
    %6173 = llvm.mul %6163, %6172 overflow<nsw, nuw> : i64
    %6174 = llvm.mlir.constant(64 : index) : i64
    %6175 = llvm.mul %6165, %6174 overflow<nsw, nuw> : i64
    %6176 = llvm.add %6173, %6175 overflow<nsw, nuw> : i64
    %6177 = llvm.mlir.constant(8 : index) : i64
    %6178 = llvm.mul %6167, %6177 overflow<nsw, nuw> : i64
    %6179 = llvm.add %6176, %6178 overflow<nsw, nuw> : i64
    %6180 = llvm.add %6179, %6169 overflow<nsw, nuw> : i64
    %6181 = llvm.getelementptr inbounds|nuw %6171[%6180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6182 = llvm.load %6181 : !llvm.ptr -> f32
    %6183 = llvm.extractvalue %3632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6184 = llvm.mlir.constant(32 : index) : i64
    %6185 = llvm.mul %6163, %6184 overflow<nsw, nuw> : i64
    %6186 = llvm.mlir.constant(8 : index) : i64
    %6187 = llvm.mul %6165, %6186 overflow<nsw, nuw> : i64
    %6188 = llvm.add %6185, %6187 overflow<nsw, nuw> : i64
    %6189 = llvm.add %6188, %6167 overflow<nsw, nuw> : i64
    %6190 = llvm.add %6189, %20 overflow<nsw, nuw> : i64
    %6191 = llvm.getelementptr inbounds|nuw %6183[%6190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6192 = llvm.load %6191 : !llvm.ptr -> f32
    %6193 = llvm.fadd %6182, %6192 : f32
    %6194 = llvm.extractvalue %3632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6195 = llvm.mlir.constant(32 : index) : i64
    %6196 = llvm.mul %6163, %6195 overflow<nsw, nuw> : i64
    %6197 = llvm.mlir.constant(8 : index) : i64
    %6198 = llvm.mul %6165, %6197 overflow<nsw, nuw> : i64
    %6199 = llvm.add %6196, %6198 overflow<nsw, nuw> : i64
    %6200 = llvm.add %6199, %6167 overflow<nsw, nuw> : i64
    %6201 = llvm.add %6200, %20 overflow<nsw, nuw> : i64
    %6202 = llvm.getelementptr inbounds|nuw %6194[%6201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6193, %6202 : f32, !llvm.ptr
    %6203 = llvm.add %6169, %15 : i64
    llvm.br ^bb964(%6203 : i64)
  ^bb966:  // pred: ^bb964
    %6204 = llvm.add %6167, %15 : i64
    llvm.br ^bb962(%6204 : i64)
  ^bb967:  // pred: ^bb962
    %6205 = llvm.add %6165, %15 : i64
    llvm.br ^bb960(%6205 : i64)
  ^bb968:  // pred: ^bb960
    %6206 = llvm.add %6163, %15 : i64
    llvm.br ^bb958(%6206 : i64)
  ^bb969:  // pred: ^bb958
    llvm.br ^bb970(%20 : i64)
  ^bb970(%6207: i64):  // 2 preds: ^bb969, ^bb983
    %6208 = llvm.icmp "slt" %6207, %15 : i64
    llvm.cond_br %6208, ^bb971, ^bb984
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%20 : i64)
  ^bb972(%6209: i64):  // 2 preds: ^bb971, ^bb982
    %6210 = llvm.icmp "slt" %6209, %12 : i64
    llvm.cond_br %6210, ^bb973, ^bb983
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%20 : i64)
  ^bb974(%6211: i64):  // 2 preds: ^bb973, ^bb981
    %6212 = llvm.icmp "slt" %6211, %14 : i64
    llvm.cond_br %6212, ^bb975, ^bb982
  ^bb975:  // pred: ^bb974
    llvm.br ^bb976(%20 : i64)
  ^bb976(%6213: i64):  // 2 preds: ^bb975, ^bb980
    %6214 = llvm.icmp "slt" %6213, %14 : i64
    llvm.cond_br %6214, ^bb977, ^bb981
  ^bb977:  // pred: ^bb976
    llvm.br ^bb978(%20 : i64)
  ^bb978(%6215: i64):  // 2 preds: ^bb977, ^bb979
    %6216 = llvm.icmp "slt" %6215, %14 : i64
    llvm.cond_br %6216, ^bb979, ^bb980
  ^bb979:  // pred: ^bb978
    %6217 = llvm.extractvalue %1832[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6218 = llvm.mlir.constant(256 : index) : i64
    %6219 = llvm.mul %6207, %6218 overflow<nsw, nuw> : i64
    %6220 = llvm.mlir.constant(64 : index) : i64
    %6221 = llvm.mul %6209, %6220 overflow<nsw, nuw> : i64
    %6222 = llvm.add %6219, %6221 overflow<nsw, nuw> : i64
    %6223 = llvm.mlir.constant(8 : index) : i64
    %6224 = llvm.mul %6211, %6223 overflow<nsw, nuw> : i64
    %6225 = llvm.add %6222, %6224 overflow<nsw, nuw> : i64
    %6226 = llvm.add %6225, %6215 overflow<nsw, nuw> : i64
    %6227 = llvm.getelementptr inbounds|nuw %6217[%6226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6228 = llvm.load %6227 : !llvm.ptr -> f32
    %6229 = llvm.extractvalue %3632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6230 = llvm.mlir.constant(32 : index) : i64
    %6231 = llvm.mul %6207, %6230 overflow<nsw, nuw> : i64
    %6232 = llvm.mlir.constant(8 : index) : i64
    %6233 = llvm.mul %6209, %6232 overflow<nsw, nuw> : i64
    %6234 = llvm.add %6231, %6233 overflow<nsw, nuw> : i64
    %6235 = llvm.add %6234, %6211 overflow<nsw, nuw> : i64
    %6236 = llvm.add %6235, %20 overflow<nsw, nuw> : i64
    %6237 = llvm.getelementptr inbounds|nuw %6229[%6236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6238 = llvm.load %6237 : !llvm.ptr -> f32
    %6239 = llvm.extractvalue %3784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6240 = llvm.mlir.constant(256 : index) : i64
    %6241 = llvm.mul %6207, %6240 overflow<nsw, nuw> : i64
    %6242 = llvm.mlir.constant(64 : index) : i64
    %6243 = llvm.mul %6209, %6242 overflow<nsw, nuw> : i64
    %6244 = llvm.add %6241, %6243 overflow<nsw, nuw> : i64
    %6245 = llvm.mlir.constant(8 : index) : i64
    %6246 = llvm.mul %6215, %6245 overflow<nsw, nuw> : i64
    %6247 = llvm.add %6244, %6246 overflow<nsw, nuw> : i64
    %6248 = llvm.add %6247, %6213 overflow<nsw, nuw> : i64
    %6249 = llvm.getelementptr inbounds|nuw %6239[%6248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6250 = llvm.load %6249 : !llvm.ptr -> f32
    %6251 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6252 = llvm.mlir.constant(256 : index) : i64
    %6253 = llvm.mul %6207, %6252 overflow<nsw, nuw> : i64
    %6254 = llvm.mlir.constant(64 : index) : i64
    %6255 = llvm.mul %6209, %6254 overflow<nsw, nuw> : i64
    %6256 = llvm.add %6253, %6255 overflow<nsw, nuw> : i64
    %6257 = llvm.mlir.constant(8 : index) : i64
    %6258 = llvm.mul %6211, %6257 overflow<nsw, nuw> : i64
    %6259 = llvm.add %6256, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.add %6259, %6213 overflow<nsw, nuw> : i64
    %6261 = llvm.getelementptr inbounds|nuw %6251[%6260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6262 = llvm.load %6261 : !llvm.ptr -> f32
    %6263 = llvm.fdiv %6228, %6238 : f32
    %6264 = llvm.fmul %6263, %6250 : f32
    %6265 = llvm.fadd %6262, %6264 : f32
    %6266 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6267 = llvm.mlir.constant(256 : index) : i64
    %6268 = llvm.mul %6207, %6267 overflow<nsw, nuw> : i64
    %6269 = llvm.mlir.constant(64 : index) : i64
    %6270 = llvm.mul %6209, %6269 overflow<nsw, nuw> : i64
    %6271 = llvm.add %6268, %6270 overflow<nsw, nuw> : i64
    %6272 = llvm.mlir.constant(8 : index) : i64
    %6273 = llvm.mul %6211, %6272 overflow<nsw, nuw> : i64
    %6274 = llvm.add %6271, %6273 overflow<nsw, nuw> : i64
    %6275 = llvm.add %6274, %6213 overflow<nsw, nuw> : i64
    %6276 = llvm.getelementptr inbounds|nuw %6266[%6275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6265, %6276 : f32, !llvm.ptr
    %6277 = llvm.add %6215, %15 : i64
    llvm.br ^bb978(%6277 : i64)
  ^bb980:  // pred: ^bb978
    %6278 = llvm.add %6213, %15 : i64
    llvm.br ^bb976(%6278 : i64)
  ^bb981:  // pred: ^bb976
    %6279 = llvm.add %6211, %15 : i64
    llvm.br ^bb974(%6279 : i64)
  ^bb982:  // pred: ^bb974
    %6280 = llvm.add %6209, %15 : i64
    llvm.br ^bb972(%6280 : i64)
  ^bb983:  // pred: ^bb972
    %6281 = llvm.add %6207, %15 : i64
    llvm.br ^bb970(%6281 : i64)
  ^bb984:  // pred: ^bb970
    %6282 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6283 = llvm.extractvalue %138[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6284 = llvm.extractvalue %138[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6285 = llvm.insertvalue %6283, %6282[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6286 = llvm.insertvalue %6284, %6285[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6287 = llvm.mlir.constant(0 : index) : i64
    %6288 = llvm.insertvalue %6287, %6286[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6289 = llvm.mlir.constant(32 : index) : i64
    %6290 = llvm.insertvalue %6289, %6288[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6291 = llvm.mlir.constant(32 : index) : i64
    %6292 = llvm.insertvalue %6291, %6290[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6293 = llvm.mlir.constant(4 : index) : i64
    %6294 = llvm.insertvalue %6293, %6292[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6295 = llvm.mlir.constant(8 : index) : i64
    %6296 = llvm.insertvalue %6295, %6294[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6297 = llvm.mlir.constant(8 : index) : i64
    %6298 = llvm.insertvalue %6297, %6296[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6299 = llvm.mlir.constant(1 : index) : i64
    %6300 = llvm.insertvalue %6299, %6298[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6301 = llvm.mlir.constant(1 : index) : i64
    %6302 = llvm.mlir.constant(8 : index) : i64
    %6303 = llvm.mlir.constant(32 : index) : i64
    %6304 = llvm.mlir.constant(1 : index) : i64
    %6305 = llvm.mlir.constant(256 : index) : i64
    %6306 = llvm.mlir.constant(256 : index) : i64
    %6307 = llvm.mlir.zero : !llvm.ptr
    %6308 = llvm.getelementptr %6307[%6306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6309 = llvm.ptrtoint %6308 : !llvm.ptr to i64
    %6310 = llvm.mlir.constant(64 : index) : i64
    %6311 = llvm.add %6309, %6310 : i64
    %6312 = llvm.call @malloc(%6311) : (i64) -> !llvm.ptr
    %6313 = llvm.ptrtoint %6312 : !llvm.ptr to i64
    %6314 = llvm.mlir.constant(1 : index) : i64
    %6315 = llvm.sub %6310, %6314 : i64
    %6316 = llvm.add %6313, %6315 : i64
    %6317 = llvm.urem %6316, %6310 : i64
    %6318 = llvm.sub %6316, %6317 : i64
    %6319 = llvm.inttoptr %6318 : i64 to !llvm.ptr
    %6320 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6321 = llvm.insertvalue %6312, %6320[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6322 = llvm.insertvalue %6319, %6321[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6323 = llvm.mlir.constant(0 : index) : i64
    %6324 = llvm.insertvalue %6323, %6322[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6325 = llvm.insertvalue %6301, %6324[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6326 = llvm.insertvalue %6302, %6325[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6327 = llvm.insertvalue %6303, %6326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6328 = llvm.insertvalue %6305, %6327[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6329 = llvm.insertvalue %6303, %6328[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6330 = llvm.insertvalue %6304, %6329[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb985(%20 : i64)
  ^bb985(%6331: i64):  // 2 preds: ^bb984, ^bb992
    %6332 = llvm.icmp "slt" %6331, %15 : i64
    llvm.cond_br %6332, ^bb986, ^bb993
  ^bb986:  // pred: ^bb985
    llvm.br ^bb987(%20 : i64)
  ^bb987(%6333: i64):  // 2 preds: ^bb986, ^bb991
    %6334 = llvm.icmp "slt" %6333, %14 : i64
    llvm.cond_br %6334, ^bb988, ^bb992
  ^bb988:  // pred: ^bb987
    llvm.br ^bb989(%20 : i64)
  ^bb989(%6335: i64):  // 2 preds: ^bb988, ^bb990
    %6336 = llvm.icmp "slt" %6335, %13 : i64
    llvm.cond_br %6336, ^bb990, ^bb991
  ^bb990:  // pred: ^bb989
    %6337 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6338 = llvm.mlir.constant(256 : index) : i64
    %6339 = llvm.mul %6331, %6338 overflow<nsw, nuw> : i64
    %6340 = llvm.mlir.constant(32 : index) : i64
    %6341 = llvm.mul %6333, %6340 overflow<nsw, nuw> : i64
    %6342 = llvm.add %6339, %6341 overflow<nsw, nuw> : i64
    %6343 = llvm.add %6342, %6335 overflow<nsw, nuw> : i64
    %6344 = llvm.getelementptr inbounds|nuw %6337[%6343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6345 = llvm.load %6344 : !llvm.ptr -> f32
    %6346 = llvm.extractvalue %6330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6347 = llvm.mlir.constant(256 : index) : i64
    %6348 = llvm.mul %6331, %6347 overflow<nsw, nuw> : i64
    %6349 = llvm.mlir.constant(32 : index) : i64
    %6350 = llvm.mul %6333, %6349 overflow<nsw, nuw> : i64
    %6351 = llvm.add %6348, %6350 overflow<nsw, nuw> : i64
    %6352 = llvm.add %6351, %6335 overflow<nsw, nuw> : i64
    %6353 = llvm.getelementptr inbounds|nuw %6346[%6352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6345, %6353 : f32, !llvm.ptr
    %6354 = llvm.add %6335, %15 : i64
    llvm.br ^bb989(%6354 : i64)
  ^bb991:  // pred: ^bb989
    %6355 = llvm.add %6333, %15 : i64
    llvm.br ^bb987(%6355 : i64)
  ^bb992:  // pred: ^bb987
    %6356 = llvm.add %6331, %15 : i64
    llvm.br ^bb985(%6356 : i64)
  ^bb993:  // pred: ^bb985
    llvm.br ^bb994(%20 : i64)
  ^bb994(%6357: i64):  // 2 preds: ^bb993, ^bb1007
    %6358 = llvm.icmp "slt" %6357, %15 : i64
    llvm.cond_br %6358, ^bb995, ^bb1008
  ^bb995:  // pred: ^bb994
    llvm.br ^bb996(%20 : i64)
  ^bb996(%6359: i64):  // 2 preds: ^bb995, ^bb1006
    %6360 = llvm.icmp "slt" %6359, %14 : i64
    llvm.cond_br %6360, ^bb997, ^bb1007
  ^bb997:  // pred: ^bb996
    llvm.br ^bb998(%20 : i64)
  ^bb998(%6361: i64):  // 2 preds: ^bb997, ^bb1005
    %6362 = llvm.icmp "slt" %6361, %13 : i64
    llvm.cond_br %6362, ^bb999, ^bb1006
  ^bb999:  // pred: ^bb998
    llvm.br ^bb1000(%20 : i64)
  ^bb1000(%6363: i64):  // 2 preds: ^bb999, ^bb1004
    %6364 = llvm.icmp "slt" %6363, %12 : i64
    llvm.cond_br %6364, ^bb1001, ^bb1005
  ^bb1001:  // pred: ^bb1000
    llvm.br ^bb1002(%20 : i64)
  ^bb1002(%6365: i64):  // 2 preds: ^bb1001, ^bb1003
    %6366 = llvm.icmp "slt" %6365, %14 : i64
    llvm.cond_br %6366, ^bb1003, ^bb1004
  ^bb1003:  // pred: ^bb1002
    %6367 = llvm.extractvalue %3118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6368 = llvm.mlir.constant(256 : index) : i64
    %6369 = llvm.mul %6357, %6368 overflow<nsw, nuw> : i64
    %6370 = llvm.mlir.constant(64 : index) : i64
    %6371 = llvm.mul %6363, %6370 overflow<nsw, nuw> : i64
    %6372 = llvm.add %6369, %6371 overflow<nsw, nuw> : i64
    %6373 = llvm.mlir.constant(8 : index) : i64
    %6374 = llvm.mul %6359, %6373 overflow<nsw, nuw> : i64
    %6375 = llvm.add %6372, %6374 overflow<nsw, nuw> : i64
    %6376 = llvm.add %6375, %6365 overflow<nsw, nuw> : i64
    %6377 = llvm.getelementptr inbounds|nuw %6367[%6376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6378 = llvm.load %6377 : !llvm.ptr -> f32
    %6379 = llvm.extractvalue %6300[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6380 = llvm.mlir.constant(32 : index) : i64
    %6381 = llvm.mul %6361, %6380 overflow<nsw, nuw> : i64
    %6382 = llvm.mlir.constant(8 : index) : i64
    %6383 = llvm.mul %6363, %6382 overflow<nsw, nuw> : i64
    %6384 = llvm.add %6381, %6383 overflow<nsw, nuw> : i64
    %6385 = llvm.add %6384, %6365 overflow<nsw, nuw> : i64
    %6386 = llvm.getelementptr inbounds|nuw %6379[%6385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6387 = llvm.load %6386 : !llvm.ptr -> f32
    %6388 = llvm.extractvalue %6330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6389 = llvm.mlir.constant(256 : index) : i64
    %6390 = llvm.mul %6357, %6389 overflow<nsw, nuw> : i64
    %6391 = llvm.mlir.constant(32 : index) : i64
    %6392 = llvm.mul %6359, %6391 overflow<nsw, nuw> : i64
    %6393 = llvm.add %6390, %6392 overflow<nsw, nuw> : i64
    %6394 = llvm.add %6393, %6361 overflow<nsw, nuw> : i64
    %6395 = llvm.getelementptr inbounds|nuw %6388[%6394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6396 = llvm.load %6395 : !llvm.ptr -> f32
    %6397 = llvm.fmul %6378, %6387 : f32
    %6398 = llvm.fadd %6396, %6397 : f32
    %6399 = llvm.extractvalue %6330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6400 = llvm.mlir.constant(256 : index) : i64
    %6401 = llvm.mul %6357, %6400 overflow<nsw, nuw> : i64
    %6402 = llvm.mlir.constant(32 : index) : i64
    %6403 = llvm.mul %6359, %6402 overflow<nsw, nuw> : i64
    %6404 = llvm.add %6401, %6403 overflow<nsw, nuw> : i64
    %6405 = llvm.add %6404, %6361 overflow<nsw, nuw> : i64
    %6406 = llvm.getelementptr inbounds|nuw %6399[%6405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6398, %6406 : f32, !llvm.ptr
    %6407 = llvm.add %6365, %15 : i64
    llvm.br ^bb1002(%6407 : i64)
  ^bb1004:  // pred: ^bb1002
    %6408 = llvm.add %6363, %15 : i64
    llvm.br ^bb1000(%6408 : i64)
  ^bb1005:  // pred: ^bb1000
    %6409 = llvm.add %6361, %15 : i64
    llvm.br ^bb998(%6409 : i64)
  ^bb1006:  // pred: ^bb998
    %6410 = llvm.add %6359, %15 : i64
    llvm.br ^bb996(%6410 : i64)
  ^bb1007:  // pred: ^bb996
    %6411 = llvm.add %6357, %15 : i64
    llvm.br ^bb994(%6411 : i64)
  ^bb1008:  // pred: ^bb994
    %6412 = llvm.mlir.constant(1 : index) : i64
    %6413 = llvm.mlir.constant(8 : index) : i64
    %6414 = llvm.mlir.constant(32 : index) : i64
    %6415 = llvm.mlir.constant(1 : index) : i64
    %6416 = llvm.mlir.constant(256 : index) : i64
    %6417 = llvm.mlir.constant(256 : index) : i64
    %6418 = llvm.mlir.zero : !llvm.ptr
    %6419 = llvm.getelementptr %6418[%6417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6420 = llvm.ptrtoint %6419 : !llvm.ptr to i64
    %6421 = llvm.mlir.constant(64 : index) : i64
    %6422 = llvm.add %6420, %6421 : i64
    %6423 = llvm.call @malloc(%6422) : (i64) -> !llvm.ptr
    %6424 = llvm.ptrtoint %6423 : !llvm.ptr to i64
    %6425 = llvm.mlir.constant(1 : index) : i64
    %6426 = llvm.sub %6421, %6425 : i64
    %6427 = llvm.add %6424, %6426 : i64
    %6428 = llvm.urem %6427, %6421 : i64
    %6429 = llvm.sub %6427, %6428 : i64
    %6430 = llvm.inttoptr %6429 : i64 to !llvm.ptr
    %6431 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6432 = llvm.insertvalue %6423, %6431[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6433 = llvm.insertvalue %6430, %6432[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6434 = llvm.mlir.constant(0 : index) : i64
    %6435 = llvm.insertvalue %6434, %6433[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6436 = llvm.insertvalue %6412, %6435[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6437 = llvm.insertvalue %6413, %6436[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6438 = llvm.insertvalue %6414, %6437[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6439 = llvm.insertvalue %6416, %6438[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6440 = llvm.insertvalue %6414, %6439[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6441 = llvm.insertvalue %6415, %6440[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1009(%20 : i64)
  ^bb1009(%6442: i64):  // 2 preds: ^bb1008, ^bb1016
    %6443 = llvm.icmp "slt" %6442, %15 : i64
    llvm.cond_br %6443, ^bb1010, ^bb1017
  ^bb1010:  // pred: ^bb1009
    llvm.br ^bb1011(%20 : i64)
  ^bb1011(%6444: i64):  // 2 preds: ^bb1010, ^bb1015
    %6445 = llvm.icmp "slt" %6444, %14 : i64
    llvm.cond_br %6445, ^bb1012, ^bb1016
  ^bb1012:  // pred: ^bb1011
    llvm.br ^bb1013(%20 : i64)
  ^bb1013(%6446: i64):  // 2 preds: ^bb1012, ^bb1014
    %6447 = llvm.icmp "slt" %6446, %13 : i64
    llvm.cond_br %6447, ^bb1014, ^bb1015
  ^bb1014:  // pred: ^bb1013
    %6448 = llvm.extractvalue %4678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6449 = llvm.mlir.constant(256 : index) : i64
    %6450 = llvm.mul %6442, %6449 overflow<nsw, nuw> : i64
    %6451 = llvm.mlir.constant(32 : index) : i64
    %6452 = llvm.mul %6444, %6451 overflow<nsw, nuw> : i64
    %6453 = llvm.add %6450, %6452 overflow<nsw, nuw> : i64
    %6454 = llvm.add %6453, %6446 overflow<nsw, nuw> : i64
    %6455 = llvm.getelementptr inbounds|nuw %6448[%6454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6456 = llvm.load %6455 : !llvm.ptr -> f32
    %6457 = llvm.extractvalue %6330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6458 = llvm.mlir.constant(256 : index) : i64
    %6459 = llvm.mul %6442, %6458 overflow<nsw, nuw> : i64
    %6460 = llvm.mlir.constant(32 : index) : i64
    %6461 = llvm.mul %6444, %6460 overflow<nsw, nuw> : i64
    %6462 = llvm.add %6459, %6461 overflow<nsw, nuw> : i64
    %6463 = llvm.add %6462, %6446 overflow<nsw, nuw> : i64
    %6464 = llvm.getelementptr inbounds|nuw %6457[%6463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6465 = llvm.load %6464 : !llvm.ptr -> f32
    %6466 = llvm.fadd %6456, %6465 : f32
    %6467 = llvm.extractvalue %6441[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6468 = llvm.mlir.constant(256 : index) : i64
    %6469 = llvm.mul %6442, %6468 overflow<nsw, nuw> : i64
    %6470 = llvm.mlir.constant(32 : index) : i64
    %6471 = llvm.mul %6444, %6470 overflow<nsw, nuw> : i64
    %6472 = llvm.add %6469, %6471 overflow<nsw, nuw> : i64
    %6473 = llvm.add %6472, %6446 overflow<nsw, nuw> : i64
    %6474 = llvm.getelementptr inbounds|nuw %6467[%6473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6466, %6474 : f32, !llvm.ptr
    %6475 = llvm.add %6446, %15 : i64
    llvm.br ^bb1013(%6475 : i64)
  ^bb1015:  // pred: ^bb1013
    %6476 = llvm.add %6444, %15 : i64
    llvm.br ^bb1011(%6476 : i64)
  ^bb1016:  // pred: ^bb1011
    %6477 = llvm.add %6442, %15 : i64
    llvm.br ^bb1009(%6477 : i64)
  ^bb1017:  // pred: ^bb1009
    %6478 = llvm.mlir.constant(1 : index) : i64
    %6479 = llvm.mlir.constant(8 : index) : i64
    %6480 = llvm.mlir.constant(1 : index) : i64
    %6481 = llvm.mlir.constant(1 : index) : i64
    %6482 = llvm.mlir.constant(8 : index) : i64
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
    %6496 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6497 = llvm.insertvalue %6488, %6496[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6498 = llvm.insertvalue %6495, %6497[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6499 = llvm.mlir.constant(0 : index) : i64
    %6500 = llvm.insertvalue %6499, %6498[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6501 = llvm.insertvalue %6478, %6500[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6502 = llvm.insertvalue %6479, %6501[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6503 = llvm.insertvalue %6480, %6502[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6504 = llvm.insertvalue %6479, %6503[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6505 = llvm.insertvalue %6480, %6504[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6506 = llvm.insertvalue %6481, %6505[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1018(%20 : i64)
  ^bb1018(%6507: i64):  // 2 preds: ^bb1017, ^bb1025
    %6508 = llvm.icmp "slt" %6507, %15 : i64
    llvm.cond_br %6508, ^bb1019, ^bb1026
  ^bb1019:  // pred: ^bb1018
    llvm.br ^bb1020(%20 : i64)
  ^bb1020(%6509: i64):  // 2 preds: ^bb1019, ^bb1024
    %6510 = llvm.icmp "slt" %6509, %14 : i64
    llvm.cond_br %6510, ^bb1021, ^bb1025
  ^bb1021:  // pred: ^bb1020
    llvm.br ^bb1022(%20 : i64)
  ^bb1022(%6511: i64):  // 2 preds: ^bb1021, ^bb1023
    %6512 = llvm.icmp "slt" %6511, %15 : i64
    llvm.cond_br %6512, ^bb1023, ^bb1024
  ^bb1023:  // pred: ^bb1022
    %6513 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6514 = llvm.mlir.constant(8 : index) : i64
    %6515 = llvm.mul %6507, %6514 overflow<nsw, nuw> : i64
    %6516 = llvm.add %6515, %6509 overflow<nsw, nuw> : i64
    %6517 = llvm.add %6516, %6511 overflow<nsw, nuw> : i64
    %6518 = llvm.getelementptr inbounds|nuw %6513[%6517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6519 = llvm.load %6518 : !llvm.ptr -> f32
    %6520 = llvm.extractvalue %6506[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6521 = llvm.mlir.constant(8 : index) : i64
    %6522 = llvm.mul %6507, %6521 overflow<nsw, nuw> : i64
    %6523 = llvm.add %6522, %6509 overflow<nsw, nuw> : i64
    %6524 = llvm.add %6523, %6511 overflow<nsw, nuw> : i64
    %6525 = llvm.getelementptr inbounds|nuw %6520[%6524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6519, %6525 : f32, !llvm.ptr
    %6526 = llvm.add %6511, %15 : i64
    llvm.br ^bb1022(%6526 : i64)
  ^bb1024:  // pred: ^bb1022
    %6527 = llvm.add %6509, %15 : i64
    llvm.br ^bb1020(%6527 : i64)
  ^bb1025:  // pred: ^bb1020
    %6528 = llvm.add %6507, %15 : i64
    llvm.br ^bb1018(%6528 : i64)
  ^bb1026:  // pred: ^bb1018
    llvm.br ^bb1027(%20 : i64)
  ^bb1027(%6529: i64):  // 2 preds: ^bb1026, ^bb1034
    %6530 = llvm.icmp "slt" %6529, %15 : i64
    llvm.cond_br %6530, ^bb1028, ^bb1035
  ^bb1028:  // pred: ^bb1027
    llvm.br ^bb1029(%20 : i64)
  ^bb1029(%6531: i64):  // 2 preds: ^bb1028, ^bb1033
    %6532 = llvm.icmp "slt" %6531, %14 : i64
    llvm.cond_br %6532, ^bb1030, ^bb1034
  ^bb1030:  // pred: ^bb1029
    llvm.br ^bb1031(%20 : i64)
  ^bb1031(%6533: i64):  // 2 preds: ^bb1030, ^bb1032
    %6534 = llvm.icmp "slt" %6533, %13 : i64
    llvm.cond_br %6534, ^bb1032, ^bb1033
  ^bb1032:  // pred: ^bb1031
    %6535 = llvm.extractvalue %6441[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6536 = llvm.mlir.constant(256 : index) : i64
    %6537 = llvm.mul %6529, %6536 overflow<nsw, nuw> : i64
    %6538 = llvm.mlir.constant(32 : index) : i64
    %6539 = llvm.mul %6531, %6538 overflow<nsw, nuw> : i64
    %6540 = llvm.add %6537, %6539 overflow<nsw, nuw> : i64
    %6541 = llvm.add %6540, %6533 overflow<nsw, nuw> : i64
    %6542 = llvm.getelementptr inbounds|nuw %6535[%6541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6543 = llvm.load %6542 : !llvm.ptr -> f32
    %6544 = llvm.extractvalue %6506[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6545 = llvm.mlir.constant(8 : index) : i64
    %6546 = llvm.mul %6529, %6545 overflow<nsw, nuw> : i64
    %6547 = llvm.add %6546, %6531 overflow<nsw, nuw> : i64
    %6548 = llvm.add %6547, %20 overflow<nsw, nuw> : i64
    %6549 = llvm.getelementptr inbounds|nuw %6544[%6548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6550 = llvm.load %6549 : !llvm.ptr -> f32
    %6551 = llvm.fmul %6543, %6543 : f32
    %6552 = llvm.fadd %6551, %6550 : f32
    %6553 = llvm.extractvalue %6506[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6554 = llvm.mlir.constant(8 : index) : i64
    %6555 = llvm.mul %6529, %6554 overflow<nsw, nuw> : i64
    %6556 = llvm.add %6555, %6531 overflow<nsw, nuw> : i64
    %6557 = llvm.add %6556, %20 overflow<nsw, nuw> : i64
    %6558 = llvm.getelementptr inbounds|nuw %6553[%6557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6552, %6558 : f32, !llvm.ptr
    %6559 = llvm.add %6533, %15 : i64
    llvm.br ^bb1031(%6559 : i64)
  ^bb1033:  // pred: ^bb1031
    %6560 = llvm.add %6531, %15 : i64
    llvm.br ^bb1029(%6560 : i64)
  ^bb1034:  // pred: ^bb1029
    %6561 = llvm.add %6529, %15 : i64
    llvm.br ^bb1027(%6561 : i64)
  ^bb1035:  // pred: ^bb1027
    llvm.br ^bb1036(%20 : i64)
  ^bb1036(%6562: i64):  // 2 preds: ^bb1035, ^bb1043
    %6563 = llvm.icmp "slt" %6562, %15 : i64
    llvm.cond_br %6563, ^bb1037, ^bb1044
  ^bb1037:  // pred: ^bb1036
    llvm.br ^bb1038(%20 : i64)
  ^bb1038(%6564: i64):  // 2 preds: ^bb1037, ^bb1042
    %6565 = llvm.icmp "slt" %6564, %14 : i64
    llvm.cond_br %6565, ^bb1039, ^bb1043
  ^bb1039:  // pred: ^bb1038
    llvm.br ^bb1040(%20 : i64)
  ^bb1040(%6566: i64):  // 2 preds: ^bb1039, ^bb1041
    %6567 = llvm.icmp "slt" %6566, %13 : i64
    llvm.cond_br %6567, ^bb1041, ^bb1042
  ^bb1041:  // pred: ^bb1040
    %6568 = llvm.extractvalue %118[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6569 = llvm.getelementptr inbounds|nuw %6568[%6566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6570 = llvm.load %6569 : !llvm.ptr -> f32
    %6571 = llvm.extractvalue %6441[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6572 = llvm.mlir.constant(256 : index) : i64
    %6573 = llvm.mul %6562, %6572 overflow<nsw, nuw> : i64
    %6574 = llvm.mlir.constant(32 : index) : i64
    %6575 = llvm.mul %6564, %6574 overflow<nsw, nuw> : i64
    %6576 = llvm.add %6573, %6575 overflow<nsw, nuw> : i64
    %6577 = llvm.add %6576, %6566 overflow<nsw, nuw> : i64
    %6578 = llvm.getelementptr inbounds|nuw %6571[%6577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6579 = llvm.load %6578 : !llvm.ptr -> f32
    %6580 = llvm.extractvalue %6506[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6581 = llvm.mlir.constant(8 : index) : i64
    %6582 = llvm.mul %6562, %6581 overflow<nsw, nuw> : i64
    %6583 = llvm.add %6582, %6564 overflow<nsw, nuw> : i64
    %6584 = llvm.add %6583, %20 overflow<nsw, nuw> : i64
    %6585 = llvm.getelementptr inbounds|nuw %6580[%6584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6586 = llvm.load %6585 : !llvm.ptr -> f32
    %6587 = llvm.fdiv %6586, %16 : f32
    %6588 = llvm.fptrunc %17 : f64 to f32
    %6589 = llvm.fadd %6587, %6588 : f32
    %6590 = llvm.intr.sqrt(%6589) : (f32) -> f32
    %6591 = llvm.fdiv %26, %6590 : f32
    %6592 = llvm.fmul %6579, %6591 : f32
    %6593 = llvm.fmul %6570, %6592 : f32
    %6594 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6595 = llvm.mlir.constant(256 : index) : i64
    %6596 = llvm.mul %6562, %6595 overflow<nsw, nuw> : i64
    %6597 = llvm.mlir.constant(32 : index) : i64
    %6598 = llvm.mul %6564, %6597 overflow<nsw, nuw> : i64
    %6599 = llvm.add %6596, %6598 overflow<nsw, nuw> : i64
    %6600 = llvm.add %6599, %6566 overflow<nsw, nuw> : i64
    %6601 = llvm.getelementptr inbounds|nuw %6594[%6600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6593, %6601 : f32, !llvm.ptr
    %6602 = llvm.add %6566, %15 : i64
    llvm.br ^bb1040(%6602 : i64)
  ^bb1042:  // pred: ^bb1040
    %6603 = llvm.add %6564, %15 : i64
    llvm.br ^bb1038(%6603 : i64)
  ^bb1043:  // pred: ^bb1038
    %6604 = llvm.add %6562, %15 : i64
    llvm.br ^bb1036(%6604 : i64)
  ^bb1044:  // pred: ^bb1036
    %6605 = llvm.mlir.constant(1 : index) : i64
    %6606 = llvm.mlir.constant(8 : index) : i64
    %6607 = llvm.mlir.constant(64 : index) : i64
    %6608 = llvm.mlir.constant(1 : index) : i64
    %6609 = llvm.mlir.constant(512 : index) : i64
    %6610 = llvm.mlir.constant(512 : index) : i64
    %6611 = llvm.mlir.zero : !llvm.ptr
    %6612 = llvm.getelementptr %6611[%6610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6613 = llvm.ptrtoint %6612 : !llvm.ptr to i64
    %6614 = llvm.mlir.constant(64 : index) : i64
    %6615 = llvm.add %6613, %6614 : i64
    %6616 = llvm.call @malloc(%6615) : (i64) -> !llvm.ptr
    %6617 = llvm.ptrtoint %6616 : !llvm.ptr to i64
    %6618 = llvm.mlir.constant(1 : index) : i64
    %6619 = llvm.sub %6614, %6618 : i64
    %6620 = llvm.add %6617, %6619 : i64
    %6621 = llvm.urem %6620, %6614 : i64
    %6622 = llvm.sub %6620, %6621 : i64
    %6623 = llvm.inttoptr %6622 : i64 to !llvm.ptr
    %6624 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6625 = llvm.insertvalue %6616, %6624[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6626 = llvm.insertvalue %6623, %6625[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6627 = llvm.mlir.constant(0 : index) : i64
    %6628 = llvm.insertvalue %6627, %6626[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6629 = llvm.insertvalue %6605, %6628[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6630 = llvm.insertvalue %6606, %6629[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6631 = llvm.insertvalue %6607, %6630[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6632 = llvm.insertvalue %6609, %6631[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6633 = llvm.insertvalue %6607, %6632[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6634 = llvm.insertvalue %6608, %6633[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1045(%20 : i64)
  ^bb1045(%6635: i64):  // 2 preds: ^bb1044, ^bb1052
    %6636 = llvm.icmp "slt" %6635, %15 : i64
    llvm.cond_br %6636, ^bb1046, ^bb1053
  ^bb1046:  // pred: ^bb1045
    llvm.br ^bb1047(%20 : i64)
  ^bb1047(%6637: i64):  // 2 preds: ^bb1046, ^bb1051
    %6638 = llvm.icmp "slt" %6637, %14 : i64
    llvm.cond_br %6638, ^bb1048, ^bb1052
  ^bb1048:  // pred: ^bb1047
    llvm.br ^bb1049(%20 : i64)
  ^bb1049(%6639: i64):  // 2 preds: ^bb1048, ^bb1050
    %6640 = llvm.icmp "slt" %6639, %9 : i64
    llvm.cond_br %6640, ^bb1050, ^bb1051
  ^bb1050:  // pred: ^bb1049
    %6641 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6642 = llvm.mlir.constant(512 : index) : i64
    %6643 = llvm.mul %6635, %6642 overflow<nsw, nuw> : i64
    %6644 = llvm.mlir.constant(64 : index) : i64
    %6645 = llvm.mul %6637, %6644 overflow<nsw, nuw> : i64
    %6646 = llvm.add %6643, %6645 overflow<nsw, nuw> : i64
    %6647 = llvm.add %6646, %6639 overflow<nsw, nuw> : i64
    %6648 = llvm.getelementptr inbounds|nuw %6641[%6647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6649 = llvm.load %6648 : !llvm.ptr -> f32
    %6650 = llvm.extractvalue %6634[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6651 = llvm.mlir.constant(512 : index) : i64
    %6652 = llvm.mul %6635, %6651 overflow<nsw, nuw> : i64
    %6653 = llvm.mlir.constant(64 : index) : i64
    %6654 = llvm.mul %6637, %6653 overflow<nsw, nuw> : i64
    %6655 = llvm.add %6652, %6654 overflow<nsw, nuw> : i64
    %6656 = llvm.add %6655, %6639 overflow<nsw, nuw> : i64
    %6657 = llvm.getelementptr inbounds|nuw %6650[%6656] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6649, %6657 : f32, !llvm.ptr
    %6658 = llvm.add %6639, %15 : i64
    llvm.br ^bb1049(%6658 : i64)
  ^bb1051:  // pred: ^bb1049
    %6659 = llvm.add %6637, %15 : i64
    llvm.br ^bb1047(%6659 : i64)
  ^bb1052:  // pred: ^bb1047
    %6660 = llvm.add %6635, %15 : i64
    llvm.br ^bb1045(%6660 : i64)
  ^bb1053:  // pred: ^bb1045
    llvm.br ^bb1054(%20 : i64)
  ^bb1054(%6661: i64):  // 2 preds: ^bb1053, ^bb1064
    %6662 = llvm.icmp "slt" %6661, %15 : i64
    llvm.cond_br %6662, ^bb1055, ^bb1065
  ^bb1055:  // pred: ^bb1054
    llvm.br ^bb1056(%20 : i64)
  ^bb1056(%6663: i64):  // 2 preds: ^bb1055, ^bb1063
    %6664 = llvm.icmp "slt" %6663, %14 : i64
    llvm.cond_br %6664, ^bb1057, ^bb1064
  ^bb1057:  // pred: ^bb1056
    llvm.br ^bb1058(%20 : i64)
  ^bb1058(%6665: i64):  // 2 preds: ^bb1057, ^bb1062
    %6666 = llvm.icmp "slt" %6665, %9 : i64
    llvm.cond_br %6666, ^bb1059, ^bb1063
  ^bb1059:  // pred: ^bb1058
    llvm.br ^bb1060(%20 : i64)
  ^bb1060(%6667: i64):  // 2 preds: ^bb1059, ^bb1061
    %6668 = llvm.icmp "slt" %6667, %13 : i64
    llvm.cond_br %6668, ^bb1061, ^bb1062
  ^bb1061:  // pred: ^bb1060
    %6669 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6670 = llvm.mlir.constant(256 : index) : i64
    %6671 = llvm.mul %6661, %6670 overflow<nsw, nuw> : i64
    %6672 = llvm.mlir.constant(32 : index) : i64
    %6673 = llvm.mul %6663, %6672 overflow<nsw, nuw> : i64
    %6674 = llvm.add %6671, %6673 overflow<nsw, nuw> : i64
    %6675 = llvm.add %6674, %6667 overflow<nsw, nuw> : i64
    %6676 = llvm.getelementptr inbounds|nuw %6669[%6675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6677 = llvm.load %6676 : !llvm.ptr -> f32
    %6678 = llvm.extractvalue %102[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6679 = llvm.mlir.constant(32 : index) : i64
    %6680 = llvm.mul %6665, %6679 overflow<nsw, nuw> : i64
    %6681 = llvm.add %6680, %6667 overflow<nsw, nuw> : i64
    %6682 = llvm.getelementptr inbounds|nuw %6678[%6681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6683 = llvm.load %6682 : !llvm.ptr -> f32
    %6684 = llvm.extractvalue %6634[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6685 = llvm.mlir.constant(512 : index) : i64
    %6686 = llvm.mul %6661, %6685 overflow<nsw, nuw> : i64
    %6687 = llvm.mlir.constant(64 : index) : i64
    %6688 = llvm.mul %6663, %6687 overflow<nsw, nuw> : i64
    %6689 = llvm.add %6686, %6688 overflow<nsw, nuw> : i64
    %6690 = llvm.add %6689, %6665 overflow<nsw, nuw> : i64
    %6691 = llvm.getelementptr inbounds|nuw %6684[%6690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6692 = llvm.load %6691 : !llvm.ptr -> f32
    %6693 = llvm.fmul %6677, %6683 : f32
    %6694 = llvm.fadd %6692, %6693 : f32
    %6695 = llvm.extractvalue %6634[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6696 = llvm.mlir.constant(512 : index) : i64
    %6697 = llvm.mul %6661, %6696 overflow<nsw, nuw> : i64
    %6698 = llvm.mlir.constant(64 : index) : i64
    %6699 = llvm.mul %6663, %6698 overflow<nsw, nuw> : i64
    %6700 = llvm.add %6697, %6699 overflow<nsw, nuw> : i64
    %6701 = llvm.add %6700, %6665 overflow<nsw, nuw> : i64
    %6702 = llvm.getelementptr inbounds|nuw %6695[%6701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6694, %6702 : f32, !llvm.ptr
    %6703 = llvm.add %6667, %15 : i64
    llvm.br ^bb1060(%6703 : i64)
  ^bb1062:  // pred: ^bb1060
    %6704 = llvm.add %6665, %15 : i64
    llvm.br ^bb1058(%6704 : i64)
  ^bb1063:  // pred: ^bb1058
    %6705 = llvm.add %6663, %15 : i64
    llvm.br ^bb1056(%6705 : i64)
  ^bb1064:  // pred: ^bb1056
    %6706 = llvm.add %6661, %15 : i64
    llvm.br ^bb1054(%6706 : i64)
  ^bb1065:  // pred: ^bb1054
    llvm.br ^bb1066(%20 : i64)
  ^bb1066(%6707: i64):  // 2 preds: ^bb1065, ^bb1076
    %6708 = llvm.icmp "slt" %6707, %15 : i64
    llvm.cond_br %6708, ^bb1067, ^bb1077
  ^bb1067:  // pred: ^bb1066
    llvm.br ^bb1068(%20 : i64)
  ^bb1068(%6709: i64):  // 2 preds: ^bb1067, ^bb1075
    %6710 = llvm.icmp "slt" %6709, %14 : i64
    llvm.cond_br %6710, ^bb1069, ^bb1076
  ^bb1069:  // pred: ^bb1068
    llvm.br ^bb1070(%20 : i64)
  ^bb1070(%6711: i64):  // 2 preds: ^bb1069, ^bb1074
    %6712 = llvm.icmp "slt" %6711, %9 : i64
    llvm.cond_br %6712, ^bb1071, ^bb1075
  ^bb1071:  // pred: ^bb1070
    llvm.br ^bb1072(%20 : i64)
  ^bb1072(%6713: i64):  // 2 preds: ^bb1071, ^bb1073
    %6714 = llvm.icmp "slt" %6713, %13 : i64
    llvm.cond_br %6714, ^bb1073, ^bb1074
  ^bb1073:  // pred: ^bb1072
    %6715 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6716 = llvm.mlir.constant(256 : index) : i64
    %6717 = llvm.mul %6707, %6716 overflow<nsw, nuw> : i64
    %6718 = llvm.mlir.constant(32 : index) : i64
    %6719 = llvm.mul %6709, %6718 overflow<nsw, nuw> : i64
    %6720 = llvm.add %6717, %6719 overflow<nsw, nuw> : i64
    %6721 = llvm.add %6720, %6713 overflow<nsw, nuw> : i64
    %6722 = llvm.getelementptr inbounds|nuw %6715[%6721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6723 = llvm.load %6722 : !llvm.ptr -> f32
    %6724 = llvm.extractvalue %82[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6725 = llvm.mlir.constant(32 : index) : i64
    %6726 = llvm.mul %6711, %6725 overflow<nsw, nuw> : i64
    %6727 = llvm.add %6726, %6713 overflow<nsw, nuw> : i64
    %6728 = llvm.getelementptr inbounds|nuw %6724[%6727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6729 = llvm.load %6728 : !llvm.ptr -> f32
    %6730 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6731 = llvm.mlir.constant(512 : index) : i64
    %6732 = llvm.mul %6707, %6731 overflow<nsw, nuw> : i64
    %6733 = llvm.mlir.constant(64 : index) : i64
    %6734 = llvm.mul %6709, %6733 overflow<nsw, nuw> : i64
    %6735 = llvm.add %6732, %6734 overflow<nsw, nuw> : i64
    %6736 = llvm.add %6735, %6711 overflow<nsw, nuw> : i64
    %6737 = llvm.getelementptr inbounds|nuw %6730[%6736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6738 = llvm.load %6737 : !llvm.ptr -> f32
    %6739 = llvm.fmul %6723, %6729 : f32
    %6740 = llvm.fadd %6738, %6739 : f32
    %6741 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6742 = llvm.mlir.constant(512 : index) : i64
    %6743 = llvm.mul %6707, %6742 overflow<nsw, nuw> : i64
    %6744 = llvm.mlir.constant(64 : index) : i64
    %6745 = llvm.mul %6709, %6744 overflow<nsw, nuw> : i64
    %6746 = llvm.add %6743, %6745 overflow<nsw, nuw> : i64
    %6747 = llvm.add %6746, %6711 overflow<nsw, nuw> : i64
    %6748 = llvm.getelementptr inbounds|nuw %6741[%6747] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6740, %6748 : f32, !llvm.ptr
    %6749 = llvm.add %6713, %15 : i64
    llvm.br ^bb1072(%6749 : i64)
  ^bb1074:  // pred: ^bb1072
    %6750 = llvm.add %6711, %15 : i64
    llvm.br ^bb1070(%6750 : i64)
  ^bb1075:  // pred: ^bb1070
    %6751 = llvm.add %6709, %15 : i64
    llvm.br ^bb1068(%6751 : i64)
  ^bb1076:  // pred: ^bb1068
    %6752 = llvm.add %6707, %15 : i64
    llvm.br ^bb1066(%6752 : i64)
  ^bb1077:  // pred: ^bb1066
    llvm.br ^bb1078(%20 : i64)
  ^bb1078(%6753: i64):  // 2 preds: ^bb1077, ^bb1088
    %6754 = llvm.icmp "slt" %6753, %15 : i64
    llvm.cond_br %6754, ^bb1079, ^bb1089
  ^bb1079:  // pred: ^bb1078
    llvm.br ^bb1080(%20 : i64)
  ^bb1080(%6755: i64):  // 2 preds: ^bb1079, ^bb1087
    %6756 = llvm.icmp "slt" %6755, %14 : i64
    llvm.cond_br %6756, ^bb1081, ^bb1088
  ^bb1081:  // pred: ^bb1080
    llvm.br ^bb1082(%20 : i64)
  ^bb1082(%6757: i64):  // 2 preds: ^bb1081, ^bb1086
    %6758 = llvm.icmp "slt" %6757, %13 : i64
    llvm.cond_br %6758, ^bb1083, ^bb1087
  ^bb1083:  // pred: ^bb1082
    llvm.br ^bb1084(%20 : i64)
  ^bb1084(%6759: i64):  // 2 preds: ^bb1083, ^bb1085
    %6760 = llvm.icmp "slt" %6759, %9 : i64
    llvm.cond_br %6760, ^bb1085, ^bb1086
  ^bb1085:  // pred: ^bb1084
    %6761 = llvm.extractvalue %6634[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6762 = llvm.mlir.constant(512 : index) : i64
    %6763 = llvm.mul %6753, %6762 overflow<nsw, nuw> : i64
    %6764 = llvm.mlir.constant(64 : index) : i64
    %6765 = llvm.mul %6755, %6764 overflow<nsw, nuw> : i64
    %6766 = llvm.add %6763, %6765 overflow<nsw, nuw> : i64
    %6767 = llvm.add %6766, %6759 overflow<nsw, nuw> : i64
    %6768 = llvm.getelementptr inbounds|nuw %6761[%6767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6769 = llvm.load %6768 : !llvm.ptr -> f32
    %6770 = llvm.extractvalue %4326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6771 = llvm.mlir.constant(512 : index) : i64
    %6772 = llvm.mul %6753, %6771 overflow<nsw, nuw> : i64
    %6773 = llvm.mlir.constant(64 : index) : i64
    %6774 = llvm.mul %6755, %6773 overflow<nsw, nuw> : i64
    %6775 = llvm.add %6772, %6774 overflow<nsw, nuw> : i64
    %6776 = llvm.add %6775, %6759 overflow<nsw, nuw> : i64
    %6777 = llvm.getelementptr inbounds|nuw %6770[%6776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6778 = llvm.load %6777 : !llvm.ptr -> f32
    %6779 = llvm.extractvalue %62[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6780 = llvm.mlir.constant(64 : index) : i64
    %6781 = llvm.mul %6757, %6780 overflow<nsw, nuw> : i64
    %6782 = llvm.add %6781, %6759 overflow<nsw, nuw> : i64
    %6783 = llvm.getelementptr inbounds|nuw %6779[%6782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6784 = llvm.load %6783 : !llvm.ptr -> f32
    %6785 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6786 = llvm.mlir.constant(256 : index) : i64
    %6787 = llvm.mul %6753, %6786 overflow<nsw, nuw> : i64
    %6788 = llvm.mlir.constant(32 : index) : i64
    %6789 = llvm.mul %6755, %6788 overflow<nsw, nuw> : i64
    %6790 = llvm.add %6787, %6789 overflow<nsw, nuw> : i64
    %6791 = llvm.add %6790, %6757 overflow<nsw, nuw> : i64
    %6792 = llvm.getelementptr inbounds|nuw %6785[%6791] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6793 = llvm.load %6792 : !llvm.ptr -> f32
    %6794 = llvm.fneg %6769 : f32
    %6795 = llvm.fmul %6794, %8 : f32
    %6796 = llvm.intr.exp2(%6795) : (f32) -> f32
    %6797 = llvm.fadd %6796, %26 : f32
    %6798 = llvm.fdiv %26, %6797 : f32
    %6799 = llvm.fmul %6769, %6798 : f32
    %6800 = llvm.fmul %6799, %6778 : f32
    %6801 = llvm.fmul %6800, %6784 : f32
    %6802 = llvm.fadd %6793, %6801 : f32
    %6803 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6804 = llvm.mlir.constant(256 : index) : i64
    %6805 = llvm.mul %6753, %6804 overflow<nsw, nuw> : i64
    %6806 = llvm.mlir.constant(32 : index) : i64
    %6807 = llvm.mul %6755, %6806 overflow<nsw, nuw> : i64
    %6808 = llvm.add %6805, %6807 overflow<nsw, nuw> : i64
    %6809 = llvm.add %6808, %6757 overflow<nsw, nuw> : i64
    %6810 = llvm.getelementptr inbounds|nuw %6803[%6809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6802, %6810 : f32, !llvm.ptr
    %6811 = llvm.add %6759, %15 : i64
    llvm.br ^bb1084(%6811 : i64)
  ^bb1086:  // pred: ^bb1084
    %6812 = llvm.add %6757, %15 : i64
    llvm.br ^bb1082(%6812 : i64)
  ^bb1087:  // pred: ^bb1082
    %6813 = llvm.add %6755, %15 : i64
    llvm.br ^bb1080(%6813 : i64)
  ^bb1088:  // pred: ^bb1080
    %6814 = llvm.add %6753, %15 : i64
    llvm.br ^bb1078(%6814 : i64)
  ^bb1089:  // pred: ^bb1078
    llvm.br ^bb1090(%20 : i64)
  ^bb1090(%6815: i64):  // 2 preds: ^bb1089, ^bb1097
    %6816 = llvm.icmp "slt" %6815, %15 : i64
    llvm.cond_br %6816, ^bb1091, ^bb1098
  ^bb1091:  // pred: ^bb1090
    llvm.br ^bb1092(%20 : i64)
  ^bb1092(%6817: i64):  // 2 preds: ^bb1091, ^bb1096
    %6818 = llvm.icmp "slt" %6817, %14 : i64
    llvm.cond_br %6818, ^bb1093, ^bb1097
  ^bb1093:  // pred: ^bb1092
    llvm.br ^bb1094(%20 : i64)
  ^bb1094(%6819: i64):  // 2 preds: ^bb1093, ^bb1095
    %6820 = llvm.icmp "slt" %6819, %13 : i64
    llvm.cond_br %6820, ^bb1095, ^bb1096
  ^bb1095:  // pred: ^bb1094
    %6821 = llvm.extractvalue %6441[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6822 = llvm.mlir.constant(256 : index) : i64
    %6823 = llvm.mul %6815, %6822 overflow<nsw, nuw> : i64
    %6824 = llvm.mlir.constant(32 : index) : i64
    %6825 = llvm.mul %6817, %6824 overflow<nsw, nuw> : i64
    %6826 = llvm.add %6823, %6825 overflow<nsw, nuw> : i64
    %6827 = llvm.add %6826, %6819 overflow<nsw, nuw> : i64
    %6828 = llvm.getelementptr inbounds|nuw %6821[%6827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6829 = llvm.load %6828 : !llvm.ptr -> f32
    %6830 = llvm.extractvalue %3966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6831 = llvm.mlir.constant(256 : index) : i64
    %6832 = llvm.mul %6815, %6831 overflow<nsw, nuw> : i64
    %6833 = llvm.mlir.constant(32 : index) : i64
    %6834 = llvm.mul %6817, %6833 overflow<nsw, nuw> : i64
    %6835 = llvm.add %6832, %6834 overflow<nsw, nuw> : i64
    %6836 = llvm.add %6835, %6819 overflow<nsw, nuw> : i64
    %6837 = llvm.getelementptr inbounds|nuw %6830[%6836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6838 = llvm.load %6837 : !llvm.ptr -> f32
    %6839 = llvm.fadd %6829, %6838 : f32
    %6840 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6841 = llvm.mlir.constant(256 : index) : i64
    %6842 = llvm.mul %6815, %6841 overflow<nsw, nuw> : i64
    %6843 = llvm.mlir.constant(32 : index) : i64
    %6844 = llvm.mul %6817, %6843 overflow<nsw, nuw> : i64
    %6845 = llvm.add %6842, %6844 overflow<nsw, nuw> : i64
    %6846 = llvm.add %6845, %6819 overflow<nsw, nuw> : i64
    %6847 = llvm.getelementptr inbounds|nuw %6840[%6846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6839, %6847 : f32, !llvm.ptr
    %6848 = llvm.add %6819, %15 : i64
    llvm.br ^bb1094(%6848 : i64)
  ^bb1096:  // pred: ^bb1094
    %6849 = llvm.add %6817, %15 : i64
    llvm.br ^bb1092(%6849 : i64)
  ^bb1097:  // pred: ^bb1092
    %6850 = llvm.add %6815, %15 : i64
    llvm.br ^bb1090(%6850 : i64)
  ^bb1098:  // pred: ^bb1090
    llvm.br ^bb1099(%20 : i64)
  ^bb1099(%6851: i64):  // 2 preds: ^bb1098, ^bb1106
    %6852 = llvm.icmp "slt" %6851, %15 : i64
    llvm.cond_br %6852, ^bb1100, ^bb1107
  ^bb1100:  // pred: ^bb1099
    llvm.br ^bb1101(%20 : i64)
  ^bb1101(%6853: i64):  // 2 preds: ^bb1100, ^bb1105
    %6854 = llvm.icmp "slt" %6853, %14 : i64
    llvm.cond_br %6854, ^bb1102, ^bb1106
  ^bb1102:  // pred: ^bb1101
    llvm.br ^bb1103(%20 : i64)
  ^bb1103(%6855: i64):  // 2 preds: ^bb1102, ^bb1104
    %6856 = llvm.icmp "slt" %6855, %13 : i64
    llvm.cond_br %6856, ^bb1104, ^bb1105
  ^bb1104:  // pred: ^bb1103
    %6857 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6858 = llvm.mlir.constant(256 : index) : i64
    %6859 = llvm.mul %6851, %6858 overflow<nsw, nuw> : i64
    %6860 = llvm.mlir.constant(32 : index) : i64
    %6861 = llvm.mul %6853, %6860 overflow<nsw, nuw> : i64
    %6862 = llvm.add %6859, %6861 overflow<nsw, nuw> : i64
    %6863 = llvm.add %6862, %6855 overflow<nsw, nuw> : i64
    %6864 = llvm.getelementptr inbounds|nuw %6857[%6863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6865 = llvm.load %6864 : !llvm.ptr -> f32
    %6866 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6867 = llvm.mlir.constant(8 : index) : i64
    %6868 = llvm.mul %6851, %6867 overflow<nsw, nuw> : i64
    %6869 = llvm.add %6868, %6853 overflow<nsw, nuw> : i64
    %6870 = llvm.add %6869, %20 overflow<nsw, nuw> : i64
    %6871 = llvm.getelementptr inbounds|nuw %6866[%6870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6872 = llvm.load %6871 : !llvm.ptr -> f32
    %6873 = llvm.fmul %6865, %6865 : f32
    %6874 = llvm.fadd %6873, %6872 : f32
    %6875 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6876 = llvm.mlir.constant(8 : index) : i64
    %6877 = llvm.mul %6851, %6876 overflow<nsw, nuw> : i64
    %6878 = llvm.add %6877, %6853 overflow<nsw, nuw> : i64
    %6879 = llvm.add %6878, %20 overflow<nsw, nuw> : i64
    %6880 = llvm.getelementptr inbounds|nuw %6875[%6879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6874, %6880 : f32, !llvm.ptr
    %6881 = llvm.add %6855, %15 : i64
    llvm.br ^bb1103(%6881 : i64)
  ^bb1105:  // pred: ^bb1103
    %6882 = llvm.add %6853, %15 : i64
    llvm.br ^bb1101(%6882 : i64)
  ^bb1106:  // pred: ^bb1101
    %6883 = llvm.add %6851, %15 : i64
    llvm.br ^bb1099(%6883 : i64)
  ^bb1107:  // pred: ^bb1099
    llvm.br ^bb1108(%20 : i64)
  ^bb1108(%6884: i64):  // 2 preds: ^bb1107, ^bb1115
    %6885 = llvm.icmp "slt" %6884, %15 : i64
    llvm.cond_br %6885, ^bb1109, ^bb1116
  ^bb1109:  // pred: ^bb1108
    llvm.br ^bb1110(%20 : i64)
  ^bb1110(%6886: i64):  // 2 preds: ^bb1109, ^bb1114
    %6887 = llvm.icmp "slt" %6886, %14 : i64
    llvm.cond_br %6887, ^bb1111, ^bb1115
  ^bb1111:  // pred: ^bb1110
    llvm.br ^bb1112(%20 : i64)
  ^bb1112(%6888: i64):  // 2 preds: ^bb1111, ^bb1113
    %6889 = llvm.icmp "slt" %6888, %13 : i64
    llvm.cond_br %6889, ^bb1113, ^bb1114
  ^bb1113:  // pred: ^bb1112
    %6890 = llvm.extractvalue %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6891 = llvm.getelementptr inbounds|nuw %6890[%6888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6892 = llvm.load %6891 : !llvm.ptr -> f32
    %6893 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6894 = llvm.mlir.constant(256 : index) : i64
    %6895 = llvm.mul %6884, %6894 overflow<nsw, nuw> : i64
    %6896 = llvm.mlir.constant(32 : index) : i64
    %6897 = llvm.mul %6886, %6896 overflow<nsw, nuw> : i64
    %6898 = llvm.add %6895, %6897 overflow<nsw, nuw> : i64
    %6899 = llvm.add %6898, %6888 overflow<nsw, nuw> : i64
    %6900 = llvm.getelementptr inbounds|nuw %6893[%6899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6901 = llvm.load %6900 : !llvm.ptr -> f32
    %6902 = llvm.extractvalue %1106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6903 = llvm.mlir.constant(8 : index) : i64
    %6904 = llvm.mul %6884, %6903 overflow<nsw, nuw> : i64
    %6905 = llvm.add %6904, %6886 overflow<nsw, nuw> : i64
    %6906 = llvm.add %6905, %20 overflow<nsw, nuw> : i64
    %6907 = llvm.getelementptr inbounds|nuw %6902[%6906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6908 = llvm.load %6907 : !llvm.ptr -> f32
    %6909 = llvm.fdiv %6908, %16 : f32
    %6910 = llvm.fptrunc %17 : f64 to f32
    %6911 = llvm.fadd %6909, %6910 : f32
    %6912 = llvm.intr.sqrt(%6911) : (f32) -> f32
    %6913 = llvm.fdiv %26, %6912 : f32
    %6914 = llvm.fmul %6901, %6913 : f32
    %6915 = llvm.fmul %6892, %6914 : f32
    %6916 = llvm.extractvalue %452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6917 = llvm.mlir.constant(256 : index) : i64
    %6918 = llvm.mul %6884, %6917 overflow<nsw, nuw> : i64
    %6919 = llvm.mlir.constant(32 : index) : i64
    %6920 = llvm.mul %6886, %6919 overflow<nsw, nuw> : i64
    %6921 = llvm.add %6918, %6920 overflow<nsw, nuw> : i64
    %6922 = llvm.add %6921, %6888 overflow<nsw, nuw> : i64
    %6923 = llvm.getelementptr inbounds|nuw %6916[%6922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6915, %6923 : f32, !llvm.ptr
    %6924 = llvm.add %6888, %15 : i64
    llvm.br ^bb1112(%6924 : i64)
  ^bb1114:  // pred: ^bb1112
    %6925 = llvm.add %6886, %15 : i64
    llvm.br ^bb1110(%6925 : i64)
  ^bb1115:  // pred: ^bb1110
    %6926 = llvm.add %6884, %15 : i64
    llvm.br ^bb1108(%6926 : i64)
  ^bb1116:  // pred: ^bb1108
    %6927 = llvm.extractvalue %482[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6927) : (!llvm.ptr) -> ()
    %6928 = llvm.extractvalue %533[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6928) : (!llvm.ptr) -> ()
    %6929 = llvm.extractvalue %593[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6929) : (!llvm.ptr) -> ()
    %6930 = llvm.extractvalue %635[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6930) : (!llvm.ptr) -> ()
    %6931 = llvm.extractvalue %740[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6931) : (!llvm.ptr) -> ()
    %6932 = llvm.extractvalue %766[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6932) : (!llvm.ptr) -> ()
    %6933 = llvm.extractvalue %825[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6933) : (!llvm.ptr) -> ()
    %6934 = llvm.extractvalue %847[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6934) : (!llvm.ptr) -> ()
    %6935 = llvm.extractvalue %860[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6935) : (!llvm.ptr) -> ()
    %6936 = llvm.extractvalue %979[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6936) : (!llvm.ptr) -> ()
    %6937 = llvm.extractvalue %1106[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6937) : (!llvm.ptr) -> ()
    %6938 = llvm.extractvalue %1136[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6938) : (!llvm.ptr) -> ()
    %6939 = llvm.extractvalue %1195[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6939) : (!llvm.ptr) -> ()
    %6940 = llvm.extractvalue %1344[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6940) : (!llvm.ptr) -> ()
    %6941 = llvm.extractvalue %1414[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6941) : (!llvm.ptr) -> ()
    %6942 = llvm.extractvalue %1494[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6942) : (!llvm.ptr) -> ()
    %6943 = llvm.extractvalue %1618[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6943) : (!llvm.ptr) -> ()
    %6944 = llvm.extractvalue %1705[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6944) : (!llvm.ptr) -> ()
    %6945 = llvm.extractvalue %1832[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6945) : (!llvm.ptr) -> ()
    %6946 = llvm.extractvalue %1893[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6946) : (!llvm.ptr) -> ()
    %6947 = llvm.extractvalue %1980[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6947) : (!llvm.ptr) -> ()
    %6948 = llvm.extractvalue %2107[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6948) : (!llvm.ptr) -> ()
    %6949 = llvm.extractvalue %2195[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6949) : (!llvm.ptr) -> ()
    %6950 = llvm.extractvalue %2368[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6950) : (!llvm.ptr) -> ()
    %6951 = llvm.extractvalue %2440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6951) : (!llvm.ptr) -> ()
    %6952 = llvm.extractvalue %2638[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6952) : (!llvm.ptr) -> ()
    %6953 = llvm.extractvalue %2710[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6953) : (!llvm.ptr) -> ()
    %6954 = llvm.extractvalue %2866[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6954) : (!llvm.ptr) -> ()
    %6955 = llvm.extractvalue %2945[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6955) : (!llvm.ptr) -> ()
    %6956 = llvm.extractvalue %3055[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6956) : (!llvm.ptr) -> ()
    %6957 = llvm.extractvalue %3152[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6957) : (!llvm.ptr) -> ()
    %6958 = llvm.extractvalue %3370[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6958) : (!llvm.ptr) -> ()
    %6959 = llvm.extractvalue %3470[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6959) : (!llvm.ptr) -> ()
    %6960 = llvm.extractvalue %3632[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6960) : (!llvm.ptr) -> ()
    %6961 = llvm.extractvalue %3686[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6961) : (!llvm.ptr) -> ()
    %6962 = llvm.extractvalue %3818[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6962) : (!llvm.ptr) -> ()
    %6963 = llvm.extractvalue %3996[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6963) : (!llvm.ptr) -> ()
    %6964 = llvm.extractvalue %4107[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6964) : (!llvm.ptr) -> ()
    %6965 = llvm.extractvalue %4172[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6965) : (!llvm.ptr) -> ()
    %6966 = llvm.extractvalue %4296[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6966) : (!llvm.ptr) -> ()
    %6967 = llvm.extractvalue %4356[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6967) : (!llvm.ptr) -> ()
    %6968 = llvm.extractvalue %4458[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6968) : (!llvm.ptr) -> ()
    %6969 = llvm.extractvalue %4560[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6969) : (!llvm.ptr) -> ()
    %6970 = llvm.extractvalue %4678[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6970) : (!llvm.ptr) -> ()
    %6971 = llvm.extractvalue %4743[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6971) : (!llvm.ptr) -> ()
    %6972 = llvm.extractvalue %4894[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6972) : (!llvm.ptr) -> ()
    %6973 = llvm.extractvalue %5075[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6973) : (!llvm.ptr) -> ()
    %6974 = llvm.extractvalue %5352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6974) : (!llvm.ptr) -> ()
    %6975 = llvm.extractvalue %5542[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6975) : (!llvm.ptr) -> ()
    %6976 = llvm.extractvalue %5739[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6976) : (!llvm.ptr) -> ()
    %6977 = llvm.extractvalue %5876[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6977) : (!llvm.ptr) -> ()
    %6978 = llvm.extractvalue %6330[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6978) : (!llvm.ptr) -> ()
    %6979 = llvm.extractvalue %6441[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6979) : (!llvm.ptr) -> ()
    %6980 = llvm.extractvalue %6506[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6980) : (!llvm.ptr) -> ()
    %6981 = llvm.extractvalue %6634[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6981) : (!llvm.ptr) -> ()
    llvm.return %452 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b linalg_on_tensors_mlir=b9d6b82c657a
