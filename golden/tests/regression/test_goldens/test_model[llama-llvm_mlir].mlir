module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_128x32xf32_14(dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_4xf32(dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<4 x f32>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_12(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_11(dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_10(dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32_9(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_8(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_7(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64x32xf32_6(dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x64xf32_5(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_3(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32_2(dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_16x32xf32(dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<16 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_0(dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x64xf32(dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_128x32xf32(dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
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
    %9 = llvm.mlir.constant(128 : index) : i64
    %10 = llvm.mlir.constant(64 : index) : i64
    %11 = llvm.mlir.constant(2 : index) : i64
    %12 = llvm.mlir.constant(16 : index) : i64
    %13 = llvm.mlir.constant(4 : index) : i64
    %14 = llvm.mlir.constant(32 : index) : i64
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.constant(0 : index) : i64
    %18 = llvm.mlir.constant(true) : i1
    %19 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %20 = llvm.mlir.constant(9.9999999999999995E-7 : f64) : f64
    %21 = llvm.mlir.constant(0.59460355750136051 : f64) : f64
    %22 = llvm.mlir.constant(0xFFF0000000000000 : f64) : f64
    %23 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %24 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %25 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %26 = llvm.mlir.constant(5.65685415 : f32) : f32
    %27 = llvm.mlir.constant(1 : i64) : i64
    %28 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %29 = llvm.mlir.constant(128 : index) : i64
    %30 = llvm.mlir.constant(32 : index) : i64
    %31 = llvm.mlir.constant(1 : index) : i64
    %32 = llvm.mlir.constant(4096 : index) : i64
    %33 = llvm.mlir.zero : !llvm.ptr
    %34 = llvm.getelementptr %33[%32] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
    %36 = llvm.mlir.addressof @__constant_128x32xf32 : !llvm.ptr
    %37 = llvm.getelementptr %36[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %38 = llvm.mlir.constant(3735928559 : index) : i64
    %39 = llvm.inttoptr %38 : i64 to !llvm.ptr
    %40 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %41 = llvm.insertvalue %39, %40[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %42 = llvm.insertvalue %37, %41[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.insertvalue %43, %42[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.insertvalue %29, %44[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %46 = llvm.insertvalue %30, %45[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = llvm.insertvalue %30, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %48 = llvm.insertvalue %31, %47[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.mlir.constant(32 : index) : i64
    %50 = llvm.mlir.constant(1 : index) : i64
    %51 = llvm.mlir.zero : !llvm.ptr
    %52 = llvm.getelementptr %51[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
    %54 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %55 = llvm.getelementptr %54[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %56 = llvm.mlir.constant(3735928559 : index) : i64
    %57 = llvm.inttoptr %56 : i64 to !llvm.ptr
    %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.insertvalue %55, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.mlir.constant(0 : index) : i64
    %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %63 = llvm.insertvalue %49, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = llvm.insertvalue %50, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.mlir.constant(32 : index) : i64
    %66 = llvm.mlir.constant(64 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.constant(2048 : index) : i64
    %69 = llvm.mlir.zero : !llvm.ptr
    %70 = llvm.getelementptr %69[%68] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %71 = llvm.ptrtoint %70 : !llvm.ptr to i64
    %72 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %73 = llvm.getelementptr %72[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %74 = llvm.mlir.constant(3735928559 : index) : i64
    %75 = llvm.inttoptr %74 : i64 to !llvm.ptr
    %76 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %77 = llvm.insertvalue %75, %76[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.insertvalue %73, %77[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.mlir.constant(0 : index) : i64
    %80 = llvm.insertvalue %79, %78[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %65, %80[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.insertvalue %66, %81[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = llvm.insertvalue %66, %82[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.insertvalue %67, %83[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = llvm.mlir.constant(64 : index) : i64
    %86 = llvm.mlir.constant(32 : index) : i64
    %87 = llvm.mlir.constant(1 : index) : i64
    %88 = llvm.mlir.constant(2048 : index) : i64
    %89 = llvm.mlir.zero : !llvm.ptr
    %90 = llvm.getelementptr %89[%88] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %91 = llvm.ptrtoint %90 : !llvm.ptr to i64
    %92 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %93 = llvm.getelementptr %92[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %94 = llvm.mlir.constant(3735928559 : index) : i64
    %95 = llvm.inttoptr %94 : i64 to !llvm.ptr
    %96 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.insertvalue %95, %96[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.insertvalue %93, %97[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %99 = llvm.mlir.constant(0 : index) : i64
    %100 = llvm.insertvalue %99, %98[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.insertvalue %85, %100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %102 = llvm.insertvalue %86, %101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %103 = llvm.insertvalue %86, %102[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %104 = llvm.insertvalue %87, %103[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %105 = llvm.mlir.constant(64 : index) : i64
    %106 = llvm.mlir.constant(32 : index) : i64
    %107 = llvm.mlir.constant(1 : index) : i64
    %108 = llvm.mlir.constant(2048 : index) : i64
    %109 = llvm.mlir.zero : !llvm.ptr
    %110 = llvm.getelementptr %109[%108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %111 = llvm.ptrtoint %110 : !llvm.ptr to i64
    %112 = llvm.mlir.addressof @__constant_64x32xf32_0 : !llvm.ptr
    %113 = llvm.getelementptr %112[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %114 = llvm.mlir.constant(3735928559 : index) : i64
    %115 = llvm.inttoptr %114 : i64 to !llvm.ptr
    %116 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %117 = llvm.insertvalue %115, %116[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = llvm.insertvalue %113, %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %119 = llvm.mlir.constant(0 : index) : i64
    %120 = llvm.insertvalue %119, %118[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %121 = llvm.insertvalue %105, %120[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %122 = llvm.insertvalue %106, %121[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %123 = llvm.insertvalue %106, %122[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %124 = llvm.insertvalue %107, %123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %125 = llvm.mlir.constant(32 : index) : i64
    %126 = llvm.mlir.constant(1 : index) : i64
    %127 = llvm.mlir.zero : !llvm.ptr
    %128 = llvm.getelementptr %127[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %129 = llvm.ptrtoint %128 : !llvm.ptr to i64
    %130 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %131 = llvm.getelementptr %130[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %132 = llvm.mlir.constant(3735928559 : index) : i64
    %133 = llvm.inttoptr %132 : i64 to !llvm.ptr
    %134 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %135 = llvm.insertvalue %133, %134[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %136 = llvm.insertvalue %131, %135[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %137 = llvm.mlir.constant(0 : index) : i64
    %138 = llvm.insertvalue %137, %136[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %139 = llvm.insertvalue %125, %138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %140 = llvm.insertvalue %126, %139[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %141 = llvm.mlir.constant(32 : index) : i64
    %142 = llvm.mlir.constant(32 : index) : i64
    %143 = llvm.mlir.constant(1 : index) : i64
    %144 = llvm.mlir.constant(1024 : index) : i64
    %145 = llvm.mlir.zero : !llvm.ptr
    %146 = llvm.getelementptr %145[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %147 = llvm.ptrtoint %146 : !llvm.ptr to i64
    %148 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %149 = llvm.getelementptr %148[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %150 = llvm.mlir.constant(3735928559 : index) : i64
    %151 = llvm.inttoptr %150 : i64 to !llvm.ptr
    %152 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %151, %152[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.insertvalue %149, %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.mlir.constant(0 : index) : i64
    %156 = llvm.insertvalue %155, %154[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %157 = llvm.insertvalue %141, %156[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %158 = llvm.insertvalue %142, %157[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %142, %158[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %143, %159[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.mlir.constant(16 : index) : i64
    %162 = llvm.mlir.constant(32 : index) : i64
    %163 = llvm.mlir.constant(1 : index) : i64
    %164 = llvm.mlir.constant(512 : index) : i64
    %165 = llvm.mlir.zero : !llvm.ptr
    %166 = llvm.getelementptr %165[%164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %167 = llvm.ptrtoint %166 : !llvm.ptr to i64
    %168 = llvm.mlir.addressof @__constant_16x32xf32 : !llvm.ptr
    %169 = llvm.getelementptr %168[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %170 = llvm.mlir.constant(3735928559 : index) : i64
    %171 = llvm.inttoptr %170 : i64 to !llvm.ptr
    %172 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.insertvalue %171, %172[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %174 = llvm.insertvalue %169, %173[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %175 = llvm.mlir.constant(0 : index) : i64
    %176 = llvm.insertvalue %175, %174[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %161, %176[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %162, %177[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.insertvalue %162, %178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %180 = llvm.insertvalue %163, %179[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %181 = llvm.mlir.constant(16 : index) : i64
    %182 = llvm.mlir.constant(32 : index) : i64
    %183 = llvm.mlir.constant(1 : index) : i64
    %184 = llvm.mlir.constant(512 : index) : i64
    %185 = llvm.mlir.zero : !llvm.ptr
    %186 = llvm.getelementptr %185[%184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %187 = llvm.ptrtoint %186 : !llvm.ptr to i64
    %188 = llvm.mlir.addressof @__constant_16x32xf32_2 : !llvm.ptr
    %189 = llvm.getelementptr %188[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %190 = llvm.mlir.constant(3735928559 : index) : i64
    %191 = llvm.inttoptr %190 : i64 to !llvm.ptr
    %192 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %191, %192[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.insertvalue %189, %193[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.mlir.constant(0 : index) : i64
    %196 = llvm.insertvalue %195, %194[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.insertvalue %181, %196[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %182, %197[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.insertvalue %182, %198[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %200 = llvm.insertvalue %183, %199[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %201 = llvm.mlir.constant(32 : index) : i64
    %202 = llvm.mlir.constant(32 : index) : i64
    %203 = llvm.mlir.constant(1 : index) : i64
    %204 = llvm.mlir.constant(1024 : index) : i64
    %205 = llvm.mlir.zero : !llvm.ptr
    %206 = llvm.getelementptr %205[%204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %207 = llvm.ptrtoint %206 : !llvm.ptr to i64
    %208 = llvm.mlir.addressof @__constant_32x32xf32_3 : !llvm.ptr
    %209 = llvm.getelementptr %208[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %210 = llvm.mlir.constant(3735928559 : index) : i64
    %211 = llvm.inttoptr %210 : i64 to !llvm.ptr
    %212 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %213 = llvm.insertvalue %211, %212[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %214 = llvm.insertvalue %209, %213[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.mlir.constant(0 : index) : i64
    %216 = llvm.insertvalue %215, %214[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %217 = llvm.insertvalue %201, %216[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %218 = llvm.insertvalue %202, %217[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %219 = llvm.insertvalue %202, %218[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %220 = llvm.insertvalue %203, %219[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %221 = llvm.mlir.constant(32 : index) : i64
    %222 = llvm.mlir.constant(1 : index) : i64
    %223 = llvm.mlir.zero : !llvm.ptr
    %224 = llvm.getelementptr %223[%221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %225 = llvm.ptrtoint %224 : !llvm.ptr to i64
    %226 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %227 = llvm.getelementptr %226[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %228 = llvm.mlir.constant(3735928559 : index) : i64
    %229 = llvm.inttoptr %228 : i64 to !llvm.ptr
    %230 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %231 = llvm.insertvalue %229, %230[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %232 = llvm.insertvalue %227, %231[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %233 = llvm.mlir.constant(0 : index) : i64
    %234 = llvm.insertvalue %233, %232[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %235 = llvm.insertvalue %221, %234[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %236 = llvm.insertvalue %222, %235[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %237 = llvm.mlir.constant(32 : index) : i64
    %238 = llvm.mlir.constant(64 : index) : i64
    %239 = llvm.mlir.constant(1 : index) : i64
    %240 = llvm.mlir.constant(2048 : index) : i64
    %241 = llvm.mlir.zero : !llvm.ptr
    %242 = llvm.getelementptr %241[%240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %243 = llvm.ptrtoint %242 : !llvm.ptr to i64
    %244 = llvm.mlir.addressof @__constant_32x64xf32_5 : !llvm.ptr
    %245 = llvm.getelementptr %244[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %246 = llvm.mlir.constant(3735928559 : index) : i64
    %247 = llvm.inttoptr %246 : i64 to !llvm.ptr
    %248 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %249 = llvm.insertvalue %247, %248[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %250 = llvm.insertvalue %245, %249[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %251 = llvm.mlir.constant(0 : index) : i64
    %252 = llvm.insertvalue %251, %250[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %253 = llvm.insertvalue %237, %252[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %254 = llvm.insertvalue %238, %253[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %255 = llvm.insertvalue %238, %254[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %256 = llvm.insertvalue %239, %255[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %257 = llvm.mlir.constant(64 : index) : i64
    %258 = llvm.mlir.constant(32 : index) : i64
    %259 = llvm.mlir.constant(1 : index) : i64
    %260 = llvm.mlir.constant(2048 : index) : i64
    %261 = llvm.mlir.zero : !llvm.ptr
    %262 = llvm.getelementptr %261[%260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %263 = llvm.ptrtoint %262 : !llvm.ptr to i64
    %264 = llvm.mlir.addressof @__constant_64x32xf32_6 : !llvm.ptr
    %265 = llvm.getelementptr %264[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %266 = llvm.mlir.constant(3735928559 : index) : i64
    %267 = llvm.inttoptr %266 : i64 to !llvm.ptr
    %268 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %269 = llvm.insertvalue %267, %268[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %270 = llvm.insertvalue %265, %269[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %271 = llvm.mlir.constant(0 : index) : i64
    %272 = llvm.insertvalue %271, %270[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %273 = llvm.insertvalue %257, %272[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %274 = llvm.insertvalue %258, %273[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %275 = llvm.insertvalue %258, %274[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %276 = llvm.insertvalue %259, %275[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %277 = llvm.mlir.constant(64 : index) : i64
    %278 = llvm.mlir.constant(32 : index) : i64
    %279 = llvm.mlir.constant(1 : index) : i64
    %280 = llvm.mlir.constant(2048 : index) : i64
    %281 = llvm.mlir.zero : !llvm.ptr
    %282 = llvm.getelementptr %281[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %283 = llvm.ptrtoint %282 : !llvm.ptr to i64
    %284 = llvm.mlir.addressof @__constant_64x32xf32_7 : !llvm.ptr
    %285 = llvm.getelementptr %284[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %286 = llvm.mlir.constant(3735928559 : index) : i64
    %287 = llvm.inttoptr %286 : i64 to !llvm.ptr
    %288 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %289 = llvm.insertvalue %287, %288[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %290 = llvm.insertvalue %285, %289[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %291 = llvm.mlir.constant(0 : index) : i64
    %292 = llvm.insertvalue %291, %290[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %293 = llvm.insertvalue %277, %292[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %294 = llvm.insertvalue %278, %293[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %295 = llvm.insertvalue %278, %294[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %296 = llvm.insertvalue %279, %295[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %297 = llvm.mlir.constant(32 : index) : i64
    %298 = llvm.mlir.constant(1 : index) : i64
    %299 = llvm.mlir.zero : !llvm.ptr
    %300 = llvm.getelementptr %299[%297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %301 = llvm.ptrtoint %300 : !llvm.ptr to i64
    %302 = llvm.mlir.addressof @__constant_32xf32_8 : !llvm.ptr
    %303 = llvm.getelementptr %302[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %304 = llvm.mlir.constant(3735928559 : index) : i64
    %305 = llvm.inttoptr %304 : i64 to !llvm.ptr
    %306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %307 = llvm.insertvalue %305, %306[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %308 = llvm.insertvalue %303, %307[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %309 = llvm.mlir.constant(0 : index) : i64
    %310 = llvm.insertvalue %309, %308[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %311 = llvm.insertvalue %297, %310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %312 = llvm.insertvalue %298, %311[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %313 = llvm.mlir.constant(32 : index) : i64
    %314 = llvm.mlir.constant(32 : index) : i64
    %315 = llvm.mlir.constant(1 : index) : i64
    %316 = llvm.mlir.constant(1024 : index) : i64
    %317 = llvm.mlir.zero : !llvm.ptr
    %318 = llvm.getelementptr %317[%316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %319 = llvm.ptrtoint %318 : !llvm.ptr to i64
    %320 = llvm.mlir.addressof @__constant_32x32xf32_9 : !llvm.ptr
    %321 = llvm.getelementptr %320[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %322 = llvm.mlir.constant(3735928559 : index) : i64
    %323 = llvm.inttoptr %322 : i64 to !llvm.ptr
    %324 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %325 = llvm.insertvalue %323, %324[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %326 = llvm.insertvalue %321, %325[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %327 = llvm.mlir.constant(0 : index) : i64
    %328 = llvm.insertvalue %327, %326[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %329 = llvm.insertvalue %313, %328[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %330 = llvm.insertvalue %314, %329[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %331 = llvm.insertvalue %314, %330[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %332 = llvm.insertvalue %315, %331[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %333 = llvm.mlir.constant(16 : index) : i64
    %334 = llvm.mlir.constant(32 : index) : i64
    %335 = llvm.mlir.constant(1 : index) : i64
    %336 = llvm.mlir.constant(512 : index) : i64
    %337 = llvm.mlir.zero : !llvm.ptr
    %338 = llvm.getelementptr %337[%336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %339 = llvm.ptrtoint %338 : !llvm.ptr to i64
    %340 = llvm.mlir.addressof @__constant_16x32xf32_10 : !llvm.ptr
    %341 = llvm.getelementptr %340[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %342 = llvm.mlir.constant(3735928559 : index) : i64
    %343 = llvm.inttoptr %342 : i64 to !llvm.ptr
    %344 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = llvm.insertvalue %343, %344[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %346 = llvm.insertvalue %341, %345[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %347 = llvm.mlir.constant(0 : index) : i64
    %348 = llvm.insertvalue %347, %346[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %349 = llvm.insertvalue %333, %348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %350 = llvm.insertvalue %334, %349[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %351 = llvm.insertvalue %334, %350[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %352 = llvm.insertvalue %335, %351[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %353 = llvm.mlir.constant(16 : index) : i64
    %354 = llvm.mlir.constant(32 : index) : i64
    %355 = llvm.mlir.constant(1 : index) : i64
    %356 = llvm.mlir.constant(512 : index) : i64
    %357 = llvm.mlir.zero : !llvm.ptr
    %358 = llvm.getelementptr %357[%356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %359 = llvm.ptrtoint %358 : !llvm.ptr to i64
    %360 = llvm.mlir.addressof @__constant_16x32xf32_11 : !llvm.ptr
    %361 = llvm.getelementptr %360[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<16 x array<32 x f32>>
    %362 = llvm.mlir.constant(3735928559 : index) : i64
    %363 = llvm.inttoptr %362 : i64 to !llvm.ptr
    %364 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %365 = llvm.insertvalue %363, %364[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %366 = llvm.insertvalue %361, %365[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %367 = llvm.mlir.constant(0 : index) : i64
    %368 = llvm.insertvalue %367, %366[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %369 = llvm.insertvalue %353, %368[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %370 = llvm.insertvalue %354, %369[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %371 = llvm.insertvalue %354, %370[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %372 = llvm.insertvalue %355, %371[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %373 = llvm.mlir.constant(32 : index) : i64
    %374 = llvm.mlir.constant(32 : index) : i64
    %375 = llvm.mlir.constant(1 : index) : i64
    %376 = llvm.mlir.constant(1024 : index) : i64
    %377 = llvm.mlir.zero : !llvm.ptr
    %378 = llvm.getelementptr %377[%376] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %379 = llvm.ptrtoint %378 : !llvm.ptr to i64
    %380 = llvm.mlir.addressof @__constant_32x32xf32_12 : !llvm.ptr
    %381 = llvm.getelementptr %380[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %382 = llvm.mlir.constant(3735928559 : index) : i64
    %383 = llvm.inttoptr %382 : i64 to !llvm.ptr
    %384 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %385 = llvm.insertvalue %383, %384[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %386 = llvm.insertvalue %381, %385[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %387 = llvm.mlir.constant(0 : index) : i64
    %388 = llvm.insertvalue %387, %386[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %389 = llvm.insertvalue %373, %388[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %390 = llvm.insertvalue %374, %389[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %391 = llvm.insertvalue %374, %390[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %392 = llvm.insertvalue %375, %391[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %393 = llvm.mlir.constant(32 : index) : i64
    %394 = llvm.mlir.constant(1 : index) : i64
    %395 = llvm.mlir.zero : !llvm.ptr
    %396 = llvm.getelementptr %395[%393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %397 = llvm.ptrtoint %396 : !llvm.ptr to i64
    %398 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %399 = llvm.getelementptr %398[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %400 = llvm.mlir.constant(3735928559 : index) : i64
    %401 = llvm.inttoptr %400 : i64 to !llvm.ptr
    %402 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %403 = llvm.insertvalue %401, %402[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %404 = llvm.insertvalue %399, %403[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %405 = llvm.mlir.constant(0 : index) : i64
    %406 = llvm.insertvalue %405, %404[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %407 = llvm.insertvalue %393, %406[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %408 = llvm.insertvalue %394, %407[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %409 = llvm.mlir.constant(4 : index) : i64
    %410 = llvm.mlir.constant(1 : index) : i64
    %411 = llvm.mlir.zero : !llvm.ptr
    %412 = llvm.getelementptr %411[%409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %413 = llvm.ptrtoint %412 : !llvm.ptr to i64
    %414 = llvm.mlir.addressof @__constant_4xf32 : !llvm.ptr
    %415 = llvm.getelementptr %414[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x f32>
    %416 = llvm.mlir.constant(3735928559 : index) : i64
    %417 = llvm.inttoptr %416 : i64 to !llvm.ptr
    %418 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %419 = llvm.insertvalue %417, %418[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %420 = llvm.insertvalue %415, %419[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %421 = llvm.mlir.constant(0 : index) : i64
    %422 = llvm.insertvalue %421, %420[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %423 = llvm.insertvalue %409, %422[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %424 = llvm.insertvalue %410, %423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %425 = llvm.mlir.constant(128 : index) : i64
    %426 = llvm.mlir.constant(32 : index) : i64
    %427 = llvm.mlir.constant(1 : index) : i64
    %428 = llvm.mlir.constant(4096 : index) : i64
    %429 = llvm.mlir.zero : !llvm.ptr
    %430 = llvm.getelementptr %429[%428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %431 = llvm.ptrtoint %430 : !llvm.ptr to i64
    %432 = llvm.mlir.addressof @__constant_128x32xf32_14 : !llvm.ptr
    %433 = llvm.getelementptr %432[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %434 = llvm.mlir.constant(3735928559 : index) : i64
    %435 = llvm.inttoptr %434 : i64 to !llvm.ptr
    %436 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %437 = llvm.insertvalue %435, %436[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %438 = llvm.insertvalue %433, %437[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %439 = llvm.mlir.constant(0 : index) : i64
    %440 = llvm.insertvalue %439, %438[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %441 = llvm.insertvalue %425, %440[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %442 = llvm.insertvalue %426, %441[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %443 = llvm.insertvalue %426, %442[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %444 = llvm.insertvalue %427, %443[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %445 = llvm.mlir.constant(1 : index) : i64
    %446 = llvm.mlir.constant(8 : index) : i64
    %447 = llvm.mlir.constant(32 : index) : i64
    %448 = llvm.mlir.constant(1 : index) : i64
    %449 = llvm.mlir.constant(256 : index) : i64
    %450 = llvm.mlir.constant(256 : index) : i64
    %451 = llvm.mlir.zero : !llvm.ptr
    %452 = llvm.getelementptr %451[%450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %453 = llvm.ptrtoint %452 : !llvm.ptr to i64
    %454 = llvm.mlir.constant(64 : index) : i64
    %455 = llvm.add %453, %454 : i64
    %456 = llvm.call @malloc(%455) : (i64) -> !llvm.ptr
    %457 = llvm.ptrtoint %456 : !llvm.ptr to i64
    %458 = llvm.mlir.constant(1 : index) : i64
    %459 = llvm.sub %454, %458 : i64
    %460 = llvm.add %457, %459 : i64
    %461 = llvm.urem %460, %454 : i64
    %462 = llvm.sub %460, %461 : i64
    %463 = llvm.inttoptr %462 : i64 to !llvm.ptr
    %464 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %465 = llvm.insertvalue %456, %464[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %466 = llvm.insertvalue %463, %465[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %467 = llvm.mlir.constant(0 : index) : i64
    %468 = llvm.insertvalue %467, %466[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %469 = llvm.insertvalue %445, %468[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %470 = llvm.insertvalue %446, %469[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %471 = llvm.insertvalue %447, %470[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %472 = llvm.insertvalue %449, %471[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %473 = llvm.insertvalue %447, %472[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %474 = llvm.insertvalue %448, %473[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %475 = llvm.mlir.constant(1 : index) : i64
    %476 = llvm.mlir.constant(8 : index) : i64
    %477 = llvm.mlir.constant(32 : index) : i64
    %478 = llvm.mlir.constant(1 : index) : i64
    %479 = llvm.mlir.constant(256 : index) : i64
    %480 = llvm.mlir.constant(256 : index) : i64
    %481 = llvm.mlir.zero : !llvm.ptr
    %482 = llvm.getelementptr %481[%480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %483 = llvm.ptrtoint %482 : !llvm.ptr to i64
    %484 = llvm.mlir.constant(64 : index) : i64
    %485 = llvm.add %483, %484 : i64
    %486 = llvm.call @malloc(%485) : (i64) -> !llvm.ptr
    %487 = llvm.ptrtoint %486 : !llvm.ptr to i64
    %488 = llvm.mlir.constant(1 : index) : i64
    %489 = llvm.sub %484, %488 : i64
    %490 = llvm.add %487, %489 : i64
    %491 = llvm.urem %490, %484 : i64
    %492 = llvm.sub %490, %491 : i64
    %493 = llvm.inttoptr %492 : i64 to !llvm.ptr
    %494 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %495 = llvm.insertvalue %486, %494[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %496 = llvm.insertvalue %493, %495[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %497 = llvm.mlir.constant(0 : index) : i64
    %498 = llvm.insertvalue %497, %496[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %499 = llvm.insertvalue %475, %498[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %500 = llvm.insertvalue %476, %499[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %501 = llvm.insertvalue %477, %500[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %502 = llvm.insertvalue %479, %501[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %503 = llvm.insertvalue %477, %502[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %504 = llvm.insertvalue %478, %503[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%17 : i64)
  ^bb1(%505: i64):  // 2 preds: ^bb0, ^bb8
    %506 = llvm.icmp "slt" %505, %16 : i64
    llvm.cond_br %506, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%17 : i64)
  ^bb3(%507: i64):  // 2 preds: ^bb2, ^bb7
    %508 = llvm.icmp "slt" %507, %15 : i64
    llvm.cond_br %508, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%17 : i64)
  ^bb5(%509: i64):  // 2 preds: ^bb4, ^bb6
    %510 = llvm.icmp "slt" %509, %14 : i64
    llvm.cond_br %510, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %511 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %512 = llvm.mlir.constant(8 : index) : i64
    %513 = llvm.mul %505, %512 overflow<nsw, nuw> : i64
    %514 = llvm.add %513, %507 overflow<nsw, nuw> : i64
    %515 = llvm.getelementptr inbounds|nuw %511[%514] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %516 = llvm.load %515 : !llvm.ptr -> i64
    %517 = llvm.extractvalue %444[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %518 = llvm.mlir.constant(32 : index) : i64
    %519 = llvm.mul %516, %518 overflow<nsw, nuw> : i64
    %520 = llvm.add %519, %509 overflow<nsw, nuw> : i64
    %521 = llvm.getelementptr inbounds|nuw %517[%520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %522 = llvm.load %521 : !llvm.ptr -> f32
    %523 = llvm.fmul %522, %26 : f32
    %524 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %525 = llvm.mlir.constant(256 : index) : i64
    %526 = llvm.mul %505, %525 overflow<nsw, nuw> : i64
    %527 = llvm.mlir.constant(32 : index) : i64
    %528 = llvm.mul %507, %527 overflow<nsw, nuw> : i64
    %529 = llvm.add %526, %528 overflow<nsw, nuw> : i64
    %530 = llvm.add %529, %509 overflow<nsw, nuw> : i64
    %531 = llvm.getelementptr inbounds|nuw %524[%530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %523, %531 : f32, !llvm.ptr
    %532 = llvm.add %509, %16 : i64
    llvm.br ^bb5(%532 : i64)
  ^bb7:  // pred: ^bb5
    %533 = llvm.add %507, %16 : i64
    llvm.br ^bb3(%533 : i64)
  ^bb8:  // pred: ^bb3
    %534 = llvm.add %505, %16 : i64
    llvm.br ^bb1(%534 : i64)
  ^bb9:  // pred: ^bb1
    %535 = llvm.mlir.constant(8 : index) : i64
    %536 = llvm.mlir.constant(1 : index) : i64
    %537 = llvm.mlir.zero : !llvm.ptr
    %538 = llvm.getelementptr %537[%535] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %539 = llvm.ptrtoint %538 : !llvm.ptr to i64
    %540 = llvm.mlir.constant(64 : index) : i64
    %541 = llvm.add %539, %540 : i64
    %542 = llvm.call @malloc(%541) : (i64) -> !llvm.ptr
    %543 = llvm.ptrtoint %542 : !llvm.ptr to i64
    %544 = llvm.mlir.constant(1 : index) : i64
    %545 = llvm.sub %540, %544 : i64
    %546 = llvm.add %543, %545 : i64
    %547 = llvm.urem %546, %540 : i64
    %548 = llvm.sub %546, %547 : i64
    %549 = llvm.inttoptr %548 : i64 to !llvm.ptr
    %550 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %551 = llvm.insertvalue %542, %550[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %552 = llvm.insertvalue %549, %551[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %553 = llvm.mlir.constant(0 : index) : i64
    %554 = llvm.insertvalue %553, %552[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %555 = llvm.insertvalue %535, %554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %556 = llvm.insertvalue %536, %555[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb10(%17 : i64)
  ^bb10(%557: i64):  // 2 preds: ^bb9, ^bb11
    %558 = llvm.icmp "slt" %557, %15 : i64
    llvm.cond_br %558, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %559 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %560 = llvm.getelementptr inbounds|nuw %559[%557] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %557, %560 : i64, !llvm.ptr
    %561 = llvm.add %557, %16 : i64
    llvm.br ^bb10(%561 : i64)
  ^bb12:  // pred: ^bb10
    %562 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %563 = llvm.extractvalue %424[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %564 = llvm.extractvalue %424[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %565 = llvm.insertvalue %563, %562[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %566 = llvm.insertvalue %564, %565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %567 = llvm.mlir.constant(0 : index) : i64
    %568 = llvm.insertvalue %567, %566[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %569 = llvm.mlir.constant(1 : index) : i64
    %570 = llvm.insertvalue %569, %568[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %571 = llvm.mlir.constant(4 : index) : i64
    %572 = llvm.insertvalue %571, %570[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %573 = llvm.mlir.constant(4 : index) : i64
    %574 = llvm.insertvalue %573, %572[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %575 = llvm.mlir.constant(1 : index) : i64
    %576 = llvm.insertvalue %575, %574[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %577 = llvm.mlir.constant(1 : index) : i64
    %578 = llvm.insertvalue %577, %576[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %579 = llvm.mlir.constant(1 : index) : i64
    %580 = llvm.insertvalue %579, %578[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %581 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %582 = llvm.extractvalue %556[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %583 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %584 = llvm.insertvalue %582, %581[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %585 = llvm.insertvalue %583, %584[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %586 = llvm.mlir.constant(0 : index) : i64
    %587 = llvm.insertvalue %586, %585[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %588 = llvm.mlir.constant(1 : index) : i64
    %589 = llvm.insertvalue %588, %587[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %590 = llvm.mlir.constant(8 : index) : i64
    %591 = llvm.insertvalue %590, %589[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %592 = llvm.mlir.constant(1 : index) : i64
    %593 = llvm.insertvalue %592, %591[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %594 = llvm.mlir.constant(8 : index) : i64
    %595 = llvm.insertvalue %594, %593[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %596 = llvm.mlir.constant(8 : index) : i64
    %597 = llvm.insertvalue %596, %595[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %598 = llvm.mlir.constant(1 : index) : i64
    %599 = llvm.insertvalue %598, %597[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %600 = llvm.mlir.constant(1 : index) : i64
    %601 = llvm.mlir.constant(4 : index) : i64
    %602 = llvm.mlir.constant(8 : index) : i64
    %603 = llvm.mlir.constant(1 : index) : i64
    %604 = llvm.mlir.constant(32 : index) : i64
    %605 = llvm.mlir.constant(32 : index) : i64
    %606 = llvm.mlir.zero : !llvm.ptr
    %607 = llvm.getelementptr %606[%605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %608 = llvm.ptrtoint %607 : !llvm.ptr to i64
    %609 = llvm.mlir.constant(64 : index) : i64
    %610 = llvm.add %608, %609 : i64
    %611 = llvm.call @malloc(%610) : (i64) -> !llvm.ptr
    %612 = llvm.ptrtoint %611 : !llvm.ptr to i64
    %613 = llvm.mlir.constant(1 : index) : i64
    %614 = llvm.sub %609, %613 : i64
    %615 = llvm.add %612, %614 : i64
    %616 = llvm.urem %615, %609 : i64
    %617 = llvm.sub %615, %616 : i64
    %618 = llvm.inttoptr %617 : i64 to !llvm.ptr
    %619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %620 = llvm.insertvalue %611, %619[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %621 = llvm.insertvalue %618, %620[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %622 = llvm.mlir.constant(0 : index) : i64
    %623 = llvm.insertvalue %622, %621[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %624 = llvm.insertvalue %600, %623[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %625 = llvm.insertvalue %601, %624[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %626 = llvm.insertvalue %602, %625[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %627 = llvm.insertvalue %604, %626[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %628 = llvm.insertvalue %602, %627[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %629 = llvm.insertvalue %603, %628[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb13(%17 : i64)
  ^bb13(%630: i64):  // 2 preds: ^bb12, ^bb20
    %631 = llvm.icmp "slt" %630, %16 : i64
    llvm.cond_br %631, ^bb14, ^bb21
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%17 : i64)
  ^bb15(%632: i64):  // 2 preds: ^bb14, ^bb19
    %633 = llvm.icmp "slt" %632, %13 : i64
    llvm.cond_br %633, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%17 : i64)
  ^bb17(%634: i64):  // 2 preds: ^bb16, ^bb18
    %635 = llvm.icmp "slt" %634, %15 : i64
    llvm.cond_br %635, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %636 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %637 = llvm.mlir.constant(32 : index) : i64
    %638 = llvm.mul %630, %637 overflow<nsw, nuw> : i64
    %639 = llvm.mlir.constant(8 : index) : i64
    %640 = llvm.mul %632, %639 overflow<nsw, nuw> : i64
    %641 = llvm.add %638, %640 overflow<nsw, nuw> : i64
    %642 = llvm.add %641, %634 overflow<nsw, nuw> : i64
    %643 = llvm.getelementptr inbounds|nuw %636[%642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %643 : f32, !llvm.ptr
    %644 = llvm.add %634, %16 : i64
    llvm.br ^bb17(%644 : i64)
  ^bb19:  // pred: ^bb17
    %645 = llvm.add %632, %16 : i64
    llvm.br ^bb15(%645 : i64)
  ^bb20:  // pred: ^bb15
    %646 = llvm.add %630, %16 : i64
    llvm.br ^bb13(%646 : i64)
  ^bb21:  // pred: ^bb13
    llvm.br ^bb22(%17 : i64)
  ^bb22(%647: i64):  // 2 preds: ^bb21, ^bb32
    %648 = llvm.icmp "slt" %647, %16 : i64
    llvm.cond_br %648, ^bb23, ^bb33
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%17 : i64)
  ^bb24(%649: i64):  // 2 preds: ^bb23, ^bb31
    %650 = llvm.icmp "slt" %649, %13 : i64
    llvm.cond_br %650, ^bb25, ^bb32
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%17 : i64)
  ^bb26(%651: i64):  // 2 preds: ^bb25, ^bb30
    %652 = llvm.icmp "slt" %651, %15 : i64
    llvm.cond_br %652, ^bb27, ^bb31
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28(%17 : i64)
  ^bb28(%653: i64):  // 2 preds: ^bb27, ^bb29
    %654 = llvm.icmp "slt" %653, %16 : i64
    llvm.cond_br %654, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %655 = llvm.extractvalue %580[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %656 = llvm.mlir.constant(4 : index) : i64
    %657 = llvm.mul %647, %656 overflow<nsw, nuw> : i64
    %658 = llvm.add %657, %649 overflow<nsw, nuw> : i64
    %659 = llvm.add %658, %653 overflow<nsw, nuw> : i64
    %660 = llvm.getelementptr inbounds|nuw %655[%659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %661 = llvm.load %660 : !llvm.ptr -> f32
    %662 = llvm.extractvalue %599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.mlir.constant(8 : index) : i64
    %664 = llvm.mul %647, %663 overflow<nsw, nuw> : i64
    %665 = llvm.mlir.constant(8 : index) : i64
    %666 = llvm.mul %653, %665 overflow<nsw, nuw> : i64
    %667 = llvm.add %664, %666 overflow<nsw, nuw> : i64
    %668 = llvm.add %667, %651 overflow<nsw, nuw> : i64
    %669 = llvm.getelementptr inbounds|nuw %662[%668] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %670 = llvm.load %669 : !llvm.ptr -> i64
    %671 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %672 = llvm.mlir.constant(32 : index) : i64
    %673 = llvm.mul %647, %672 overflow<nsw, nuw> : i64
    %674 = llvm.mlir.constant(8 : index) : i64
    %675 = llvm.mul %649, %674 overflow<nsw, nuw> : i64
    %676 = llvm.add %673, %675 overflow<nsw, nuw> : i64
    %677 = llvm.add %676, %651 overflow<nsw, nuw> : i64
    %678 = llvm.getelementptr inbounds|nuw %671[%677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %679 = llvm.load %678 : !llvm.ptr -> f32
    %680 = llvm.sitofp %670 : i64 to f32
    %681 = llvm.fmul %661, %680 : f32
    %682 = llvm.fadd %679, %681 : f32
    %683 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %684 = llvm.mlir.constant(32 : index) : i64
    %685 = llvm.mul %647, %684 overflow<nsw, nuw> : i64
    %686 = llvm.mlir.constant(8 : index) : i64
    %687 = llvm.mul %649, %686 overflow<nsw, nuw> : i64
    %688 = llvm.add %685, %687 overflow<nsw, nuw> : i64
    %689 = llvm.add %688, %651 overflow<nsw, nuw> : i64
    %690 = llvm.getelementptr inbounds|nuw %683[%689] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %682, %690 : f32, !llvm.ptr
    %691 = llvm.add %653, %16 : i64
    llvm.br ^bb28(%691 : i64)
  ^bb30:  // pred: ^bb28
    %692 = llvm.add %651, %16 : i64
    llvm.br ^bb26(%692 : i64)
  ^bb31:  // pred: ^bb26
    %693 = llvm.add %649, %16 : i64
    llvm.br ^bb24(%693 : i64)
  ^bb32:  // pred: ^bb24
    %694 = llvm.add %647, %16 : i64
    llvm.br ^bb22(%694 : i64)
  ^bb33:  // pred: ^bb22
    %695 = llvm.mlir.constant(1 : index) : i64
    %696 = llvm.mlir.constant(8 : index) : i64
    %697 = llvm.mlir.constant(4 : index) : i64
    %698 = llvm.mlir.constant(1 : index) : i64
    %699 = llvm.mlir.constant(32 : index) : i64
    %700 = llvm.mlir.constant(32 : index) : i64
    %701 = llvm.mlir.zero : !llvm.ptr
    %702 = llvm.getelementptr %701[%700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %703 = llvm.ptrtoint %702 : !llvm.ptr to i64
    %704 = llvm.mlir.constant(64 : index) : i64
    %705 = llvm.add %703, %704 : i64
    %706 = llvm.call @malloc(%705) : (i64) -> !llvm.ptr
    %707 = llvm.ptrtoint %706 : !llvm.ptr to i64
    %708 = llvm.mlir.constant(1 : index) : i64
    %709 = llvm.sub %704, %708 : i64
    %710 = llvm.add %707, %709 : i64
    %711 = llvm.urem %710, %704 : i64
    %712 = llvm.sub %710, %711 : i64
    %713 = llvm.inttoptr %712 : i64 to !llvm.ptr
    %714 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %715 = llvm.insertvalue %706, %714[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %716 = llvm.insertvalue %713, %715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %717 = llvm.mlir.constant(0 : index) : i64
    %718 = llvm.insertvalue %717, %716[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %719 = llvm.insertvalue %695, %718[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %720 = llvm.insertvalue %696, %719[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %721 = llvm.insertvalue %697, %720[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %722 = llvm.insertvalue %699, %721[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %723 = llvm.insertvalue %697, %722[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %724 = llvm.insertvalue %698, %723[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb34(%17 : i64)
  ^bb34(%725: i64):  // 2 preds: ^bb33, ^bb41
    %726 = llvm.icmp "slt" %725, %16 : i64
    llvm.cond_br %726, ^bb35, ^bb42
  ^bb35:  // pred: ^bb34
    llvm.br ^bb36(%17 : i64)
  ^bb36(%727: i64):  // 2 preds: ^bb35, ^bb40
    %728 = llvm.icmp "slt" %727, %15 : i64
    llvm.cond_br %728, ^bb37, ^bb41
  ^bb37:  // pred: ^bb36
    llvm.br ^bb38(%17 : i64)
  ^bb38(%729: i64):  // 2 preds: ^bb37, ^bb39
    %730 = llvm.icmp "slt" %729, %13 : i64
    llvm.cond_br %730, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    %731 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %732 = llvm.mlir.constant(32 : index) : i64
    %733 = llvm.mul %725, %732 overflow<nsw, nuw> : i64
    %734 = llvm.mlir.constant(8 : index) : i64
    %735 = llvm.mul %729, %734 overflow<nsw, nuw> : i64
    %736 = llvm.add %733, %735 overflow<nsw, nuw> : i64
    %737 = llvm.add %736, %727 overflow<nsw, nuw> : i64
    %738 = llvm.getelementptr inbounds|nuw %731[%737] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %739 = llvm.load %738 : !llvm.ptr -> f32
    %740 = llvm.extractvalue %724[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %741 = llvm.mlir.constant(32 : index) : i64
    %742 = llvm.mul %725, %741 overflow<nsw, nuw> : i64
    %743 = llvm.mlir.constant(4 : index) : i64
    %744 = llvm.mul %727, %743 overflow<nsw, nuw> : i64
    %745 = llvm.add %742, %744 overflow<nsw, nuw> : i64
    %746 = llvm.add %745, %729 overflow<nsw, nuw> : i64
    %747 = llvm.getelementptr inbounds|nuw %740[%746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %739, %747 : f32, !llvm.ptr
    %748 = llvm.add %729, %16 : i64
    llvm.br ^bb38(%748 : i64)
  ^bb40:  // pred: ^bb38
    %749 = llvm.add %727, %16 : i64
    llvm.br ^bb36(%749 : i64)
  ^bb41:  // pred: ^bb36
    %750 = llvm.add %725, %16 : i64
    llvm.br ^bb34(%750 : i64)
  ^bb42:  // pred: ^bb34
    %751 = llvm.mlir.constant(1 : index) : i64
    %752 = llvm.mlir.constant(8 : index) : i64
    %753 = llvm.mlir.constant(8 : index) : i64
    %754 = llvm.mlir.constant(1 : index) : i64
    %755 = llvm.mlir.constant(64 : index) : i64
    %756 = llvm.mlir.constant(64 : index) : i64
    %757 = llvm.mlir.zero : !llvm.ptr
    %758 = llvm.getelementptr %757[%756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %759 = llvm.ptrtoint %758 : !llvm.ptr to i64
    %760 = llvm.mlir.constant(64 : index) : i64
    %761 = llvm.add %759, %760 : i64
    %762 = llvm.call @malloc(%761) : (i64) -> !llvm.ptr
    %763 = llvm.ptrtoint %762 : !llvm.ptr to i64
    %764 = llvm.mlir.constant(1 : index) : i64
    %765 = llvm.sub %760, %764 : i64
    %766 = llvm.add %763, %765 : i64
    %767 = llvm.urem %766, %760 : i64
    %768 = llvm.sub %766, %767 : i64
    %769 = llvm.inttoptr %768 : i64 to !llvm.ptr
    %770 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %771 = llvm.insertvalue %762, %770[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %772 = llvm.insertvalue %769, %771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %773 = llvm.mlir.constant(0 : index) : i64
    %774 = llvm.insertvalue %773, %772[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %775 = llvm.insertvalue %751, %774[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %776 = llvm.insertvalue %752, %775[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %777 = llvm.insertvalue %753, %776[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %778 = llvm.insertvalue %755, %777[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %779 = llvm.insertvalue %753, %778[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %780 = llvm.insertvalue %754, %779[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %781 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %782 = llvm.extractvalue %780[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %783 = llvm.extractvalue %780[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %784 = llvm.insertvalue %782, %781[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %785 = llvm.insertvalue %783, %784[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %786 = llvm.mlir.constant(0 : index) : i64
    %787 = llvm.insertvalue %786, %785[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %788 = llvm.mlir.constant(1 : index) : i64
    %789 = llvm.insertvalue %788, %787[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %790 = llvm.mlir.constant(64 : index) : i64
    %791 = llvm.insertvalue %790, %789[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %792 = llvm.mlir.constant(8 : index) : i64
    %793 = llvm.insertvalue %792, %791[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %794 = llvm.mlir.constant(8 : index) : i64
    %795 = llvm.insertvalue %794, %793[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %796 = llvm.mlir.constant(4 : index) : i64
    %797 = llvm.insertvalue %796, %795[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %798 = llvm.mlir.constant(1 : index) : i64
    %799 = llvm.insertvalue %798, %797[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb43(%17 : i64)
  ^bb43(%800: i64):  // 2 preds: ^bb42, ^bb50
    %801 = llvm.icmp "slt" %800, %16 : i64
    llvm.cond_br %801, ^bb44, ^bb51
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%17 : i64)
  ^bb45(%802: i64):  // 2 preds: ^bb44, ^bb49
    %803 = llvm.icmp "slt" %802, %15 : i64
    llvm.cond_br %803, ^bb46, ^bb50
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%17 : i64)
  ^bb47(%804: i64):  // 2 preds: ^bb46, ^bb48
    %805 = llvm.icmp "slt" %804, %13 : i64
    llvm.cond_br %805, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    %806 = llvm.extractvalue %724[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %807 = llvm.mlir.constant(32 : index) : i64
    %808 = llvm.mul %800, %807 overflow<nsw, nuw> : i64
    %809 = llvm.mlir.constant(4 : index) : i64
    %810 = llvm.mul %802, %809 overflow<nsw, nuw> : i64
    %811 = llvm.add %808, %810 overflow<nsw, nuw> : i64
    %812 = llvm.add %811, %804 overflow<nsw, nuw> : i64
    %813 = llvm.getelementptr inbounds|nuw %806[%812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %814 = llvm.load %813 : !llvm.ptr -> f32
    %815 = llvm.extractvalue %799[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %816 = llvm.mlir.constant(64 : index) : i64
    %817 = llvm.mul %800, %816 overflow<nsw, nuw> : i64
    %818 = llvm.mlir.constant(8 : index) : i64
    %819 = llvm.mul %802, %818 overflow<nsw, nuw> : i64
    %820 = llvm.add %817, %819 overflow<nsw, nuw> : i64
    %821 = llvm.add %820, %804 overflow<nsw, nuw> : i64
    %822 = llvm.getelementptr inbounds|nuw %815[%821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %814, %822 : f32, !llvm.ptr
    %823 = llvm.add %804, %16 : i64
    llvm.br ^bb47(%823 : i64)
  ^bb49:  // pred: ^bb47
    %824 = llvm.add %802, %16 : i64
    llvm.br ^bb45(%824 : i64)
  ^bb50:  // pred: ^bb45
    %825 = llvm.add %800, %16 : i64
    llvm.br ^bb43(%825 : i64)
  ^bb51:  // pred: ^bb43
    %826 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %827 = llvm.extractvalue %780[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %828 = llvm.extractvalue %780[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %829 = llvm.insertvalue %827, %826[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %830 = llvm.insertvalue %828, %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.mlir.constant(4 : index) : i64
    %832 = llvm.insertvalue %831, %830[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %833 = llvm.mlir.constant(1 : index) : i64
    %834 = llvm.insertvalue %833, %832[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.mlir.constant(64 : index) : i64
    %836 = llvm.insertvalue %835, %834[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %837 = llvm.mlir.constant(8 : index) : i64
    %838 = llvm.insertvalue %837, %836[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.mlir.constant(8 : index) : i64
    %840 = llvm.insertvalue %839, %838[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %841 = llvm.mlir.constant(4 : index) : i64
    %842 = llvm.insertvalue %841, %840[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %843 = llvm.mlir.constant(1 : index) : i64
    %844 = llvm.insertvalue %843, %842[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb52(%17 : i64)
  ^bb52(%845: i64):  // 2 preds: ^bb51, ^bb59
    %846 = llvm.icmp "slt" %845, %16 : i64
    llvm.cond_br %846, ^bb53, ^bb60
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%17 : i64)
  ^bb54(%847: i64):  // 2 preds: ^bb53, ^bb58
    %848 = llvm.icmp "slt" %847, %15 : i64
    llvm.cond_br %848, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%17 : i64)
  ^bb56(%849: i64):  // 2 preds: ^bb55, ^bb57
    %850 = llvm.icmp "slt" %849, %13 : i64
    llvm.cond_br %850, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %851 = llvm.extractvalue %724[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %852 = llvm.mlir.constant(32 : index) : i64
    %853 = llvm.mul %845, %852 overflow<nsw, nuw> : i64
    %854 = llvm.mlir.constant(4 : index) : i64
    %855 = llvm.mul %847, %854 overflow<nsw, nuw> : i64
    %856 = llvm.add %853, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %849 overflow<nsw, nuw> : i64
    %858 = llvm.getelementptr inbounds|nuw %851[%857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %859 = llvm.load %858 : !llvm.ptr -> f32
    %860 = llvm.extractvalue %844[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %861 = llvm.mlir.constant(4 : index) : i64
    %862 = llvm.getelementptr %860[%861] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %863 = llvm.mlir.constant(64 : index) : i64
    %864 = llvm.mul %845, %863 overflow<nsw, nuw> : i64
    %865 = llvm.mlir.constant(8 : index) : i64
    %866 = llvm.mul %847, %865 overflow<nsw, nuw> : i64
    %867 = llvm.add %864, %866 overflow<nsw, nuw> : i64
    %868 = llvm.add %867, %849 overflow<nsw, nuw> : i64
    %869 = llvm.getelementptr inbounds|nuw %862[%868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %859, %869 : f32, !llvm.ptr
    %870 = llvm.add %849, %16 : i64
    llvm.br ^bb56(%870 : i64)
  ^bb58:  // pred: ^bb56
    %871 = llvm.add %847, %16 : i64
    llvm.br ^bb54(%871 : i64)
  ^bb59:  // pred: ^bb54
    %872 = llvm.add %845, %16 : i64
    llvm.br ^bb52(%872 : i64)
  ^bb60:  // pred: ^bb52
    %873 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %874 = llvm.extractvalue %780[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %875 = llvm.extractvalue %780[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %876 = llvm.insertvalue %874, %873[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %877 = llvm.insertvalue %875, %876[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %878 = llvm.mlir.constant(0 : index) : i64
    %879 = llvm.insertvalue %878, %877[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %880 = llvm.mlir.constant(1 : index) : i64
    %881 = llvm.insertvalue %880, %879[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %882 = llvm.mlir.constant(64 : index) : i64
    %883 = llvm.insertvalue %882, %881[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %884 = llvm.mlir.constant(1 : index) : i64
    %885 = llvm.insertvalue %884, %883[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %886 = llvm.mlir.constant(64 : index) : i64
    %887 = llvm.insertvalue %886, %885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %888 = llvm.mlir.constant(8 : index) : i64
    %889 = llvm.insertvalue %888, %887[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %890 = llvm.mlir.constant(8 : index) : i64
    %891 = llvm.insertvalue %890, %889[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %892 = llvm.mlir.constant(8 : index) : i64
    %893 = llvm.insertvalue %892, %891[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %894 = llvm.mlir.constant(1 : index) : i64
    %895 = llvm.insertvalue %894, %893[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %896 = llvm.mlir.constant(1 : index) : i64
    %897 = llvm.mlir.constant(1 : index) : i64
    %898 = llvm.mlir.constant(8 : index) : i64
    %899 = llvm.mlir.constant(8 : index) : i64
    %900 = llvm.mlir.constant(1 : index) : i64
    %901 = llvm.mlir.constant(64 : index) : i64
    %902 = llvm.mlir.constant(64 : index) : i64
    %903 = llvm.mlir.constant(64 : index) : i64
    %904 = llvm.mlir.zero : !llvm.ptr
    %905 = llvm.getelementptr %904[%903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %906 = llvm.ptrtoint %905 : !llvm.ptr to i64
    %907 = llvm.mlir.constant(64 : index) : i64
    %908 = llvm.add %906, %907 : i64
    %909 = llvm.call @malloc(%908) : (i64) -> !llvm.ptr
    %910 = llvm.ptrtoint %909 : !llvm.ptr to i64
    %911 = llvm.mlir.constant(1 : index) : i64
    %912 = llvm.sub %907, %911 : i64
    %913 = llvm.add %910, %912 : i64
    %914 = llvm.urem %913, %907 : i64
    %915 = llvm.sub %913, %914 : i64
    %916 = llvm.inttoptr %915 : i64 to !llvm.ptr
    %917 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %918 = llvm.insertvalue %909, %917[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %919 = llvm.insertvalue %916, %918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %920 = llvm.mlir.constant(0 : index) : i64
    %921 = llvm.insertvalue %920, %919[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %922 = llvm.insertvalue %896, %921[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %923 = llvm.insertvalue %897, %922[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %924 = llvm.insertvalue %898, %923[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %925 = llvm.insertvalue %899, %924[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %926 = llvm.insertvalue %902, %925[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %927 = llvm.insertvalue %901, %926[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %928 = llvm.insertvalue %899, %927[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %929 = llvm.insertvalue %900, %928[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb61(%17 : i64)
  ^bb61(%930: i64):  // 2 preds: ^bb60, ^bb71
    %931 = llvm.icmp "slt" %930, %16 : i64
    llvm.cond_br %931, ^bb62, ^bb72
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%17 : i64)
  ^bb63(%932: i64):  // 2 preds: ^bb62, ^bb70
    %933 = llvm.icmp "slt" %932, %16 : i64
    llvm.cond_br %933, ^bb64, ^bb71
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%17 : i64)
  ^bb65(%934: i64):  // 2 preds: ^bb64, ^bb69
    %935 = llvm.icmp "slt" %934, %15 : i64
    llvm.cond_br %935, ^bb66, ^bb70
  ^bb66:  // pred: ^bb65
    llvm.br ^bb67(%17 : i64)
  ^bb67(%936: i64):  // 2 preds: ^bb66, ^bb68
    %937 = llvm.icmp "slt" %936, %15 : i64
    llvm.cond_br %937, ^bb68, ^bb69
  ^bb68:  // pred: ^bb67
    %938 = llvm.extractvalue %895[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %939 = llvm.mlir.constant(64 : index) : i64
    %940 = llvm.mul %930, %939 overflow<nsw, nuw> : i64
    %941 = llvm.mlir.constant(64 : index) : i64
    %942 = llvm.mul %932, %941 overflow<nsw, nuw> : i64
    %943 = llvm.add %940, %942 overflow<nsw, nuw> : i64
    %944 = llvm.mlir.constant(8 : index) : i64
    %945 = llvm.mul %934, %944 overflow<nsw, nuw> : i64
    %946 = llvm.add %943, %945 overflow<nsw, nuw> : i64
    %947 = llvm.add %946, %936 overflow<nsw, nuw> : i64
    %948 = llvm.getelementptr inbounds|nuw %938[%947] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %949 = llvm.load %948 : !llvm.ptr -> f32
    %950 = llvm.intr.cos(%949) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %951 = llvm.extractvalue %929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %952 = llvm.mlir.constant(64 : index) : i64
    %953 = llvm.mul %930, %952 overflow<nsw, nuw> : i64
    %954 = llvm.mlir.constant(64 : index) : i64
    %955 = llvm.mul %932, %954 overflow<nsw, nuw> : i64
    %956 = llvm.add %953, %955 overflow<nsw, nuw> : i64
    %957 = llvm.mlir.constant(8 : index) : i64
    %958 = llvm.mul %934, %957 overflow<nsw, nuw> : i64
    %959 = llvm.add %956, %958 overflow<nsw, nuw> : i64
    %960 = llvm.add %959, %936 overflow<nsw, nuw> : i64
    %961 = llvm.getelementptr inbounds|nuw %951[%960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %950, %961 : f32, !llvm.ptr
    %962 = llvm.add %936, %16 : i64
    llvm.br ^bb67(%962 : i64)
  ^bb69:  // pred: ^bb67
    %963 = llvm.add %934, %16 : i64
    llvm.br ^bb65(%963 : i64)
  ^bb70:  // pred: ^bb65
    %964 = llvm.add %932, %16 : i64
    llvm.br ^bb63(%964 : i64)
  ^bb71:  // pred: ^bb63
    %965 = llvm.add %930, %16 : i64
    llvm.br ^bb61(%965 : i64)
  ^bb72:  // pred: ^bb61
    %966 = llvm.mlir.constant(1 : index) : i64
    %967 = llvm.mlir.constant(1 : index) : i64
    %968 = llvm.mlir.constant(8 : index) : i64
    %969 = llvm.mlir.constant(8 : index) : i64
    %970 = llvm.mlir.constant(1 : index) : i64
    %971 = llvm.mlir.constant(64 : index) : i64
    %972 = llvm.mlir.constant(64 : index) : i64
    %973 = llvm.mlir.constant(64 : index) : i64
    %974 = llvm.mlir.zero : !llvm.ptr
    %975 = llvm.getelementptr %974[%973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %976 = llvm.ptrtoint %975 : !llvm.ptr to i64
    %977 = llvm.mlir.constant(64 : index) : i64
    %978 = llvm.add %976, %977 : i64
    %979 = llvm.call @malloc(%978) : (i64) -> !llvm.ptr
    %980 = llvm.ptrtoint %979 : !llvm.ptr to i64
    %981 = llvm.mlir.constant(1 : index) : i64
    %982 = llvm.sub %977, %981 : i64
    %983 = llvm.add %980, %982 : i64
    %984 = llvm.urem %983, %977 : i64
    %985 = llvm.sub %983, %984 : i64
    %986 = llvm.inttoptr %985 : i64 to !llvm.ptr
    %987 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %988 = llvm.insertvalue %979, %987[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.insertvalue %986, %988[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %990 = llvm.mlir.constant(0 : index) : i64
    %991 = llvm.insertvalue %990, %989[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %992 = llvm.insertvalue %966, %991[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %993 = llvm.insertvalue %967, %992[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %994 = llvm.insertvalue %968, %993[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %995 = llvm.insertvalue %969, %994[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %996 = llvm.insertvalue %972, %995[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %997 = llvm.insertvalue %971, %996[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %998 = llvm.insertvalue %969, %997[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %999 = llvm.insertvalue %970, %998[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb73(%17 : i64)
  ^bb73(%1000: i64):  // 2 preds: ^bb72, ^bb83
    %1001 = llvm.icmp "slt" %1000, %16 : i64
    llvm.cond_br %1001, ^bb74, ^bb84
  ^bb74:  // pred: ^bb73
    llvm.br ^bb75(%17 : i64)
  ^bb75(%1002: i64):  // 2 preds: ^bb74, ^bb82
    %1003 = llvm.icmp "slt" %1002, %16 : i64
    llvm.cond_br %1003, ^bb76, ^bb83
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%17 : i64)
  ^bb77(%1004: i64):  // 2 preds: ^bb76, ^bb81
    %1005 = llvm.icmp "slt" %1004, %15 : i64
    llvm.cond_br %1005, ^bb78, ^bb82
  ^bb78:  // pred: ^bb77
    llvm.br ^bb79(%17 : i64)
  ^bb79(%1006: i64):  // 2 preds: ^bb78, ^bb80
    %1007 = llvm.icmp "slt" %1006, %15 : i64
    llvm.cond_br %1007, ^bb80, ^bb81
  ^bb80:  // pred: ^bb79
    %1008 = llvm.extractvalue %895[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1009 = llvm.mlir.constant(64 : index) : i64
    %1010 = llvm.mul %1000, %1009 overflow<nsw, nuw> : i64
    %1011 = llvm.mlir.constant(64 : index) : i64
    %1012 = llvm.mul %1002, %1011 overflow<nsw, nuw> : i64
    %1013 = llvm.add %1010, %1012 overflow<nsw, nuw> : i64
    %1014 = llvm.mlir.constant(8 : index) : i64
    %1015 = llvm.mul %1004, %1014 overflow<nsw, nuw> : i64
    %1016 = llvm.add %1013, %1015 overflow<nsw, nuw> : i64
    %1017 = llvm.add %1016, %1006 overflow<nsw, nuw> : i64
    %1018 = llvm.getelementptr inbounds|nuw %1008[%1017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1019 = llvm.load %1018 : !llvm.ptr -> f32
    %1020 = llvm.intr.sin(%1019) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1021 = llvm.extractvalue %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1022 = llvm.mlir.constant(64 : index) : i64
    %1023 = llvm.mul %1000, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.mlir.constant(64 : index) : i64
    %1025 = llvm.mul %1002, %1024 overflow<nsw, nuw> : i64
    %1026 = llvm.add %1023, %1025 overflow<nsw, nuw> : i64
    %1027 = llvm.mlir.constant(8 : index) : i64
    %1028 = llvm.mul %1004, %1027 overflow<nsw, nuw> : i64
    %1029 = llvm.add %1026, %1028 overflow<nsw, nuw> : i64
    %1030 = llvm.add %1029, %1006 overflow<nsw, nuw> : i64
    %1031 = llvm.getelementptr inbounds|nuw %1021[%1030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1020, %1031 : f32, !llvm.ptr
    %1032 = llvm.add %1006, %16 : i64
    llvm.br ^bb79(%1032 : i64)
  ^bb81:  // pred: ^bb79
    %1033 = llvm.add %1004, %16 : i64
    llvm.br ^bb77(%1033 : i64)
  ^bb82:  // pred: ^bb77
    %1034 = llvm.add %1002, %16 : i64
    llvm.br ^bb75(%1034 : i64)
  ^bb83:  // pred: ^bb75
    %1035 = llvm.add %1000, %16 : i64
    llvm.br ^bb73(%1035 : i64)
  ^bb84:  // pred: ^bb73
    %1036 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1037 = llvm.extractvalue %556[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1038 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1039 = llvm.insertvalue %1037, %1036[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1040 = llvm.insertvalue %1038, %1039[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1041 = llvm.mlir.constant(0 : index) : i64
    %1042 = llvm.insertvalue %1041, %1040[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1043 = llvm.mlir.constant(1 : index) : i64
    %1044 = llvm.insertvalue %1043, %1042[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1045 = llvm.mlir.constant(8 : index) : i64
    %1046 = llvm.insertvalue %1045, %1044[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1047 = llvm.mlir.constant(8 : index) : i64
    %1048 = llvm.insertvalue %1047, %1046[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1049 = llvm.mlir.constant(1 : index) : i64
    %1050 = llvm.insertvalue %1049, %1048[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1051 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1052 = llvm.extractvalue %556[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1053 = llvm.extractvalue %556[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1054 = llvm.insertvalue %1052, %1051[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1055 = llvm.insertvalue %1053, %1054[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1056 = llvm.mlir.constant(0 : index) : i64
    %1057 = llvm.insertvalue %1056, %1055[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1058 = llvm.mlir.constant(8 : index) : i64
    %1059 = llvm.insertvalue %1058, %1057[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1060 = llvm.mlir.constant(1 : index) : i64
    %1061 = llvm.insertvalue %1060, %1059[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1062 = llvm.mlir.constant(1 : index) : i64
    %1063 = llvm.insertvalue %1062, %1061[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1064 = llvm.mlir.constant(1 : index) : i64
    %1065 = llvm.insertvalue %1064, %1063[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1066 = llvm.mlir.constant(8 : index) : i64
    %1067 = llvm.mlir.constant(8 : index) : i64
    %1068 = llvm.mlir.constant(1 : index) : i64
    %1069 = llvm.mlir.constant(64 : index) : i64
    %1070 = llvm.mlir.zero : !llvm.ptr
    %1071 = llvm.getelementptr %1070[%1069] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1072 = llvm.ptrtoint %1071 : !llvm.ptr to i64
    %1073 = llvm.mlir.constant(64 : index) : i64
    %1074 = llvm.add %1072, %1073 : i64
    %1075 = llvm.call @malloc(%1074) : (i64) -> !llvm.ptr
    %1076 = llvm.ptrtoint %1075 : !llvm.ptr to i64
    %1077 = llvm.mlir.constant(1 : index) : i64
    %1078 = llvm.sub %1073, %1077 : i64
    %1079 = llvm.add %1076, %1078 : i64
    %1080 = llvm.urem %1079, %1073 : i64
    %1081 = llvm.sub %1079, %1080 : i64
    %1082 = llvm.inttoptr %1081 : i64 to !llvm.ptr
    %1083 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1084 = llvm.insertvalue %1075, %1083[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1085 = llvm.insertvalue %1082, %1084[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1086 = llvm.mlir.constant(0 : index) : i64
    %1087 = llvm.insertvalue %1086, %1085[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1088 = llvm.insertvalue %1066, %1087[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1089 = llvm.insertvalue %1067, %1088[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1090 = llvm.insertvalue %1067, %1089[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1091 = llvm.insertvalue %1068, %1090[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb85(%17 : i64)
  ^bb85(%1092: i64):  // 2 preds: ^bb84, ^bb89
    %1093 = llvm.icmp "slt" %1092, %15 : i64
    llvm.cond_br %1093, ^bb86, ^bb90
  ^bb86:  // pred: ^bb85
    llvm.br ^bb87(%17 : i64)
  ^bb87(%1094: i64):  // 2 preds: ^bb86, ^bb88
    %1095 = llvm.icmp "slt" %1094, %15 : i64
    llvm.cond_br %1095, ^bb88, ^bb89
  ^bb88:  // pred: ^bb87
    %1096 = llvm.extractvalue %1050[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1097 = llvm.mlir.constant(8 : index) : i64
    %1098 = llvm.mul %17, %1097 overflow<nsw, nuw> : i64
    %1099 = llvm.add %1098, %1094 overflow<nsw, nuw> : i64
    %1100 = llvm.getelementptr inbounds|nuw %1096[%1099] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1101 = llvm.load %1100 : !llvm.ptr -> i64
    %1102 = llvm.extractvalue %1065[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1103 = llvm.add %1092, %17 overflow<nsw, nuw> : i64
    %1104 = llvm.getelementptr inbounds|nuw %1102[%1103] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1105 = llvm.load %1104 : !llvm.ptr -> i64
    %1106 = llvm.sub %1101, %1105 : i64
    %1107 = llvm.icmp "sge" %1106, %27 : i64
    %1108 = llvm.select %1107, %24, %25 : i1, f32
    %1109 = llvm.extractvalue %1091[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1110 = llvm.mlir.constant(8 : index) : i64
    %1111 = llvm.mul %1092, %1110 overflow<nsw, nuw> : i64
    %1112 = llvm.add %1111, %1094 overflow<nsw, nuw> : i64
    %1113 = llvm.getelementptr inbounds|nuw %1109[%1112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1108, %1113 : f32, !llvm.ptr
    %1114 = llvm.add %1094, %16 : i64
    llvm.br ^bb87(%1114 : i64)
  ^bb89:  // pred: ^bb87
    %1115 = llvm.add %1092, %16 : i64
    llvm.br ^bb85(%1115 : i64)
  ^bb90:  // pred: ^bb85
    %1116 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1117 = llvm.extractvalue %1091[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1118 = llvm.extractvalue %1091[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1119 = llvm.insertvalue %1117, %1116[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1120 = llvm.insertvalue %1118, %1119[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1121 = llvm.mlir.constant(0 : index) : i64
    %1122 = llvm.insertvalue %1121, %1120[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1123 = llvm.mlir.constant(1 : index) : i64
    %1124 = llvm.insertvalue %1123, %1122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1125 = llvm.mlir.constant(64 : index) : i64
    %1126 = llvm.insertvalue %1125, %1124[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1127 = llvm.mlir.constant(1 : index) : i64
    %1128 = llvm.insertvalue %1127, %1126[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1129 = llvm.mlir.constant(64 : index) : i64
    %1130 = llvm.insertvalue %1129, %1128[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1131 = llvm.mlir.constant(8 : index) : i64
    %1132 = llvm.insertvalue %1131, %1130[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1133 = llvm.mlir.constant(8 : index) : i64
    %1134 = llvm.insertvalue %1133, %1132[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1135 = llvm.mlir.constant(8 : index) : i64
    %1136 = llvm.insertvalue %1135, %1134[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1137 = llvm.mlir.constant(1 : index) : i64
    %1138 = llvm.insertvalue %1137, %1136[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1139 = llvm.mlir.constant(1 : index) : i64
    %1140 = llvm.mlir.constant(8 : index) : i64
    %1141 = llvm.mlir.constant(1 : index) : i64
    %1142 = llvm.mlir.constant(1 : index) : i64
    %1143 = llvm.mlir.constant(8 : index) : i64
    %1144 = llvm.mlir.zero : !llvm.ptr
    %1145 = llvm.getelementptr %1144[%1143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1146 = llvm.ptrtoint %1145 : !llvm.ptr to i64
    %1147 = llvm.mlir.constant(64 : index) : i64
    %1148 = llvm.add %1146, %1147 : i64
    %1149 = llvm.call @malloc(%1148) : (i64) -> !llvm.ptr
    %1150 = llvm.ptrtoint %1149 : !llvm.ptr to i64
    %1151 = llvm.mlir.constant(1 : index) : i64
    %1152 = llvm.sub %1147, %1151 : i64
    %1153 = llvm.add %1150, %1152 : i64
    %1154 = llvm.urem %1153, %1147 : i64
    %1155 = llvm.sub %1153, %1154 : i64
    %1156 = llvm.inttoptr %1155 : i64 to !llvm.ptr
    %1157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1158 = llvm.insertvalue %1149, %1157[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1159 = llvm.insertvalue %1156, %1158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1160 = llvm.mlir.constant(0 : index) : i64
    %1161 = llvm.insertvalue %1160, %1159[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1162 = llvm.insertvalue %1139, %1161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1163 = llvm.insertvalue %1140, %1162[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1164 = llvm.insertvalue %1141, %1163[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1165 = llvm.insertvalue %1140, %1164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1166 = llvm.insertvalue %1141, %1165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1167 = llvm.insertvalue %1142, %1166[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb91(%17 : i64)
  ^bb91(%1168: i64):  // 2 preds: ^bb90, ^bb98
    %1169 = llvm.icmp "slt" %1168, %16 : i64
    llvm.cond_br %1169, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%17 : i64)
  ^bb93(%1170: i64):  // 2 preds: ^bb92, ^bb97
    %1171 = llvm.icmp "slt" %1170, %15 : i64
    llvm.cond_br %1171, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%17 : i64)
  ^bb95(%1172: i64):  // 2 preds: ^bb94, ^bb96
    %1173 = llvm.icmp "slt" %1172, %16 : i64
    llvm.cond_br %1173, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %1174 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1175 = llvm.mlir.constant(8 : index) : i64
    %1176 = llvm.mul %1168, %1175 overflow<nsw, nuw> : i64
    %1177 = llvm.add %1176, %1170 overflow<nsw, nuw> : i64
    %1178 = llvm.add %1177, %1172 overflow<nsw, nuw> : i64
    %1179 = llvm.getelementptr inbounds|nuw %1174[%1178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1179 : f32, !llvm.ptr
    %1180 = llvm.add %1172, %16 : i64
    llvm.br ^bb95(%1180 : i64)
  ^bb97:  // pred: ^bb95
    %1181 = llvm.add %1170, %16 : i64
    llvm.br ^bb93(%1181 : i64)
  ^bb98:  // pred: ^bb93
    %1182 = llvm.add %1168, %16 : i64
    llvm.br ^bb91(%1182 : i64)
  ^bb99:  // pred: ^bb91
    %1183 = llvm.mlir.constant(1 : index) : i64
    %1184 = llvm.mlir.constant(8 : index) : i64
    %1185 = llvm.mlir.constant(1 : index) : i64
    %1186 = llvm.mlir.constant(1 : index) : i64
    %1187 = llvm.mlir.constant(8 : index) : i64
    %1188 = llvm.mlir.zero : !llvm.ptr
    %1189 = llvm.getelementptr %1188[%1187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1190 = llvm.ptrtoint %1189 : !llvm.ptr to i64
    %1191 = llvm.mlir.constant(64 : index) : i64
    %1192 = llvm.add %1190, %1191 : i64
    %1193 = llvm.call @malloc(%1192) : (i64) -> !llvm.ptr
    %1194 = llvm.ptrtoint %1193 : !llvm.ptr to i64
    %1195 = llvm.mlir.constant(1 : index) : i64
    %1196 = llvm.sub %1191, %1195 : i64
    %1197 = llvm.add %1194, %1196 : i64
    %1198 = llvm.urem %1197, %1191 : i64
    %1199 = llvm.sub %1197, %1198 : i64
    %1200 = llvm.inttoptr %1199 : i64 to !llvm.ptr
    %1201 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1202 = llvm.insertvalue %1193, %1201[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1203 = llvm.insertvalue %1200, %1202[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1204 = llvm.mlir.constant(0 : index) : i64
    %1205 = llvm.insertvalue %1204, %1203[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1206 = llvm.insertvalue %1183, %1205[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1207 = llvm.insertvalue %1184, %1206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1208 = llvm.insertvalue %1185, %1207[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1209 = llvm.insertvalue %1184, %1208[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1210 = llvm.insertvalue %1185, %1209[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1211 = llvm.insertvalue %1186, %1210[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb100(%17 : i64)
  ^bb100(%1212: i64):  // 2 preds: ^bb99, ^bb107
    %1213 = llvm.icmp "slt" %1212, %16 : i64
    llvm.cond_br %1213, ^bb101, ^bb108
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%17 : i64)
  ^bb102(%1214: i64):  // 2 preds: ^bb101, ^bb106
    %1215 = llvm.icmp "slt" %1214, %15 : i64
    llvm.cond_br %1215, ^bb103, ^bb107
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%17 : i64)
  ^bb104(%1216: i64):  // 2 preds: ^bb103, ^bb105
    %1217 = llvm.icmp "slt" %1216, %16 : i64
    llvm.cond_br %1217, ^bb105, ^bb106
  ^bb105:  // pred: ^bb104
    %1218 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1219 = llvm.mlir.constant(8 : index) : i64
    %1220 = llvm.mul %1212, %1219 overflow<nsw, nuw> : i64
    %1221 = llvm.add %1220, %1214 overflow<nsw, nuw> : i64
    %1222 = llvm.add %1221, %1216 overflow<nsw, nuw> : i64
    %1223 = llvm.getelementptr inbounds|nuw %1218[%1222] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1224 = llvm.load %1223 : !llvm.ptr -> f32
    %1225 = llvm.extractvalue %1211[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1226 = llvm.mlir.constant(8 : index) : i64
    %1227 = llvm.mul %1212, %1226 overflow<nsw, nuw> : i64
    %1228 = llvm.add %1227, %1214 overflow<nsw, nuw> : i64
    %1229 = llvm.add %1228, %1216 overflow<nsw, nuw> : i64
    %1230 = llvm.getelementptr inbounds|nuw %1225[%1229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1224, %1230 : f32, !llvm.ptr
    %1231 = llvm.add %1216, %16 : i64
    llvm.br ^bb104(%1231 : i64)
  ^bb106:  // pred: ^bb104
    %1232 = llvm.add %1214, %16 : i64
    llvm.br ^bb102(%1232 : i64)
  ^bb107:  // pred: ^bb102
    %1233 = llvm.add %1212, %16 : i64
    llvm.br ^bb100(%1233 : i64)
  ^bb108:  // pred: ^bb100
    llvm.br ^bb109(%17 : i64)
  ^bb109(%1234: i64):  // 2 preds: ^bb108, ^bb116
    %1235 = llvm.icmp "slt" %1234, %16 : i64
    llvm.cond_br %1235, ^bb110, ^bb117
  ^bb110:  // pred: ^bb109
    llvm.br ^bb111(%17 : i64)
  ^bb111(%1236: i64):  // 2 preds: ^bb110, ^bb115
    %1237 = llvm.icmp "slt" %1236, %15 : i64
    llvm.cond_br %1237, ^bb112, ^bb116
  ^bb112:  // pred: ^bb111
    llvm.br ^bb113(%17 : i64)
  ^bb113(%1238: i64):  // 2 preds: ^bb112, ^bb114
    %1239 = llvm.icmp "slt" %1238, %14 : i64
    llvm.cond_br %1239, ^bb114, ^bb115
  ^bb114:  // pred: ^bb113
    %1240 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1241 = llvm.mlir.constant(256 : index) : i64
    %1242 = llvm.mul %1234, %1241 overflow<nsw, nuw> : i64
    %1243 = llvm.mlir.constant(32 : index) : i64
    %1244 = llvm.mul %1236, %1243 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1242, %1244 overflow<nsw, nuw> : i64
    %1246 = llvm.add %1245, %1238 overflow<nsw, nuw> : i64
    %1247 = llvm.getelementptr inbounds|nuw %1240[%1246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1248 = llvm.load %1247 : !llvm.ptr -> f32
    %1249 = llvm.extractvalue %1211[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1250 = llvm.mlir.constant(8 : index) : i64
    %1251 = llvm.mul %1234, %1250 overflow<nsw, nuw> : i64
    %1252 = llvm.add %1251, %1236 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1252, %17 overflow<nsw, nuw> : i64
    %1254 = llvm.getelementptr inbounds|nuw %1249[%1253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1255 = llvm.load %1254 : !llvm.ptr -> f32
    %1256 = llvm.fmul %1248, %1248 : f32
    %1257 = llvm.fadd %1256, %1255 : f32
    %1258 = llvm.extractvalue %1211[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1259 = llvm.mlir.constant(8 : index) : i64
    %1260 = llvm.mul %1234, %1259 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %1236 overflow<nsw, nuw> : i64
    %1262 = llvm.add %1261, %17 overflow<nsw, nuw> : i64
    %1263 = llvm.getelementptr inbounds|nuw %1258[%1262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1257, %1263 : f32, !llvm.ptr
    %1264 = llvm.add %1238, %16 : i64
    llvm.br ^bb113(%1264 : i64)
  ^bb115:  // pred: ^bb113
    %1265 = llvm.add %1236, %16 : i64
    llvm.br ^bb111(%1265 : i64)
  ^bb116:  // pred: ^bb111
    %1266 = llvm.add %1234, %16 : i64
    llvm.br ^bb109(%1266 : i64)
  ^bb117:  // pred: ^bb109
    llvm.br ^bb118(%17 : i64)
  ^bb118(%1267: i64):  // 2 preds: ^bb117, ^bb125
    %1268 = llvm.icmp "slt" %1267, %16 : i64
    llvm.cond_br %1268, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%17 : i64)
  ^bb120(%1269: i64):  // 2 preds: ^bb119, ^bb124
    %1270 = llvm.icmp "slt" %1269, %15 : i64
    llvm.cond_br %1270, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%17 : i64)
  ^bb122(%1271: i64):  // 2 preds: ^bb121, ^bb123
    %1272 = llvm.icmp "slt" %1271, %14 : i64
    llvm.cond_br %1272, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %1273 = llvm.extractvalue %408[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1274 = llvm.getelementptr inbounds|nuw %1273[%1271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1275 = llvm.load %1274 : !llvm.ptr -> f32
    %1276 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1277 = llvm.mlir.constant(256 : index) : i64
    %1278 = llvm.mul %1267, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.mlir.constant(32 : index) : i64
    %1280 = llvm.mul %1269, %1279 overflow<nsw, nuw> : i64
    %1281 = llvm.add %1278, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1281, %1271 overflow<nsw, nuw> : i64
    %1283 = llvm.getelementptr inbounds|nuw %1276[%1282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1284 = llvm.load %1283 : !llvm.ptr -> f32
    %1285 = llvm.extractvalue %1211[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1286 = llvm.mlir.constant(8 : index) : i64
    %1287 = llvm.mul %1267, %1286 overflow<nsw, nuw> : i64
    %1288 = llvm.add %1287, %1269 overflow<nsw, nuw> : i64
    %1289 = llvm.add %1288, %17 overflow<nsw, nuw> : i64
    %1290 = llvm.getelementptr inbounds|nuw %1285[%1289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1291 = llvm.load %1290 : !llvm.ptr -> f32
    %1292 = llvm.fdiv %1291, %19 : f32
    %1293 = llvm.fptrunc %20 : f64 to f32
    %1294 = llvm.fadd %1292, %1293 : f32
    %1295 = llvm.intr.sqrt(%1294) : (f32) -> f32
    %1296 = llvm.fdiv %28, %1295 : f32
    %1297 = llvm.fmul %1284, %1296 : f32
    %1298 = llvm.fmul %1275, %1297 : f32
    %1299 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1300 = llvm.mlir.constant(256 : index) : i64
    %1301 = llvm.mul %1267, %1300 overflow<nsw, nuw> : i64
    %1302 = llvm.mlir.constant(32 : index) : i64
    %1303 = llvm.mul %1269, %1302 overflow<nsw, nuw> : i64
    %1304 = llvm.add %1301, %1303 overflow<nsw, nuw> : i64
    %1305 = llvm.add %1304, %1271 overflow<nsw, nuw> : i64
    %1306 = llvm.getelementptr inbounds|nuw %1299[%1305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1298, %1306 : f32, !llvm.ptr
    %1307 = llvm.add %1271, %16 : i64
    llvm.br ^bb122(%1307 : i64)
  ^bb124:  // pred: ^bb122
    %1308 = llvm.add %1269, %16 : i64
    llvm.br ^bb120(%1308 : i64)
  ^bb125:  // pred: ^bb120
    %1309 = llvm.add %1267, %16 : i64
    llvm.br ^bb118(%1309 : i64)
  ^bb126:  // pred: ^bb118
    %1310 = llvm.mlir.constant(8 : index) : i64
    %1311 = llvm.mlir.constant(32 : index) : i64
    %1312 = llvm.mlir.constant(1 : index) : i64
    %1313 = llvm.mlir.constant(256 : index) : i64
    %1314 = llvm.mlir.zero : !llvm.ptr
    %1315 = llvm.getelementptr %1314[%1313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1316 = llvm.ptrtoint %1315 : !llvm.ptr to i64
    %1317 = llvm.mlir.constant(64 : index) : i64
    %1318 = llvm.add %1316, %1317 : i64
    %1319 = llvm.call @malloc(%1318) : (i64) -> !llvm.ptr
    %1320 = llvm.ptrtoint %1319 : !llvm.ptr to i64
    %1321 = llvm.mlir.constant(1 : index) : i64
    %1322 = llvm.sub %1317, %1321 : i64
    %1323 = llvm.add %1320, %1322 : i64
    %1324 = llvm.urem %1323, %1317 : i64
    %1325 = llvm.sub %1323, %1324 : i64
    %1326 = llvm.inttoptr %1325 : i64 to !llvm.ptr
    %1327 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1328 = llvm.insertvalue %1319, %1327[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1329 = llvm.insertvalue %1326, %1328[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1330 = llvm.mlir.constant(0 : index) : i64
    %1331 = llvm.insertvalue %1330, %1329[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1332 = llvm.insertvalue %1310, %1331[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1333 = llvm.insertvalue %1311, %1332[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1334 = llvm.insertvalue %1311, %1333[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1335 = llvm.insertvalue %1312, %1334[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb127(%17 : i64)
  ^bb127(%1336: i64):  // 2 preds: ^bb126, ^bb131
    %1337 = llvm.icmp "slt" %1336, %15 : i64
    llvm.cond_br %1337, ^bb128, ^bb132
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%17 : i64)
  ^bb129(%1338: i64):  // 2 preds: ^bb128, ^bb130
    %1339 = llvm.icmp "slt" %1338, %14 : i64
    llvm.cond_br %1339, ^bb130, ^bb131
  ^bb130:  // pred: ^bb129
    %1340 = llvm.extractvalue %1335[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1341 = llvm.mlir.constant(32 : index) : i64
    %1342 = llvm.mul %1336, %1341 overflow<nsw, nuw> : i64
    %1343 = llvm.add %1342, %1338 overflow<nsw, nuw> : i64
    %1344 = llvm.getelementptr inbounds|nuw %1340[%1343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1344 : f32, !llvm.ptr
    %1345 = llvm.add %1338, %16 : i64
    llvm.br ^bb129(%1345 : i64)
  ^bb131:  // pred: ^bb129
    %1346 = llvm.add %1336, %16 : i64
    llvm.br ^bb127(%1346 : i64)
  ^bb132:  // pred: ^bb127
    %1347 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.extractvalue %392[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1349 = llvm.extractvalue %392[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1350 = llvm.insertvalue %1348, %1347[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1351 = llvm.insertvalue %1349, %1350[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.mlir.constant(0 : index) : i64
    %1353 = llvm.insertvalue %1352, %1351[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1354 = llvm.mlir.constant(4 : index) : i64
    %1355 = llvm.insertvalue %1354, %1353[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1356 = llvm.mlir.constant(256 : index) : i64
    %1357 = llvm.insertvalue %1356, %1355[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1358 = llvm.mlir.constant(8 : index) : i64
    %1359 = llvm.insertvalue %1358, %1357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1360 = llvm.mlir.constant(32 : index) : i64
    %1361 = llvm.insertvalue %1360, %1359[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1362 = llvm.mlir.constant(32 : index) : i64
    %1363 = llvm.insertvalue %1362, %1361[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.mlir.constant(1 : index) : i64
    %1365 = llvm.insertvalue %1364, %1363[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1366 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1367 = llvm.extractvalue %1335[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1368 = llvm.extractvalue %1335[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1369 = llvm.insertvalue %1367, %1366[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1370 = llvm.insertvalue %1368, %1369[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1371 = llvm.mlir.constant(0 : index) : i64
    %1372 = llvm.insertvalue %1371, %1370[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1373 = llvm.mlir.constant(1 : index) : i64
    %1374 = llvm.insertvalue %1373, %1372[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1375 = llvm.mlir.constant(256 : index) : i64
    %1376 = llvm.insertvalue %1375, %1374[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1377 = llvm.mlir.constant(8 : index) : i64
    %1378 = llvm.insertvalue %1377, %1376[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1379 = llvm.mlir.constant(32 : index) : i64
    %1380 = llvm.insertvalue %1379, %1378[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1381 = llvm.mlir.constant(4 : index) : i64
    %1382 = llvm.insertvalue %1381, %1380[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1383 = llvm.mlir.constant(8 : index) : i64
    %1384 = llvm.insertvalue %1383, %1382[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1385 = llvm.mlir.constant(8 : index) : i64
    %1386 = llvm.insertvalue %1385, %1384[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1387 = llvm.mlir.constant(1 : index) : i64
    %1388 = llvm.insertvalue %1387, %1386[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1389 = llvm.mlir.constant(1 : index) : i64
    %1390 = llvm.mlir.constant(8 : index) : i64
    %1391 = llvm.mlir.constant(4 : index) : i64
    %1392 = llvm.mlir.constant(8 : index) : i64
    %1393 = llvm.mlir.constant(1 : index) : i64
    %1394 = llvm.mlir.constant(32 : index) : i64
    %1395 = llvm.mlir.constant(256 : index) : i64
    %1396 = llvm.mlir.constant(256 : index) : i64
    %1397 = llvm.mlir.zero : !llvm.ptr
    %1398 = llvm.getelementptr %1397[%1396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1399 = llvm.ptrtoint %1398 : !llvm.ptr to i64
    %1400 = llvm.mlir.constant(64 : index) : i64
    %1401 = llvm.add %1399, %1400 : i64
    %1402 = llvm.call @malloc(%1401) : (i64) -> !llvm.ptr
    %1403 = llvm.ptrtoint %1402 : !llvm.ptr to i64
    %1404 = llvm.mlir.constant(1 : index) : i64
    %1405 = llvm.sub %1400, %1404 : i64
    %1406 = llvm.add %1403, %1405 : i64
    %1407 = llvm.urem %1406, %1400 : i64
    %1408 = llvm.sub %1406, %1407 : i64
    %1409 = llvm.inttoptr %1408 : i64 to !llvm.ptr
    %1410 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1411 = llvm.insertvalue %1402, %1410[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1412 = llvm.insertvalue %1409, %1411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1413 = llvm.mlir.constant(0 : index) : i64
    %1414 = llvm.insertvalue %1413, %1412[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1415 = llvm.insertvalue %1389, %1414[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1416 = llvm.insertvalue %1390, %1415[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1417 = llvm.insertvalue %1391, %1416[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1418 = llvm.insertvalue %1392, %1417[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1419 = llvm.insertvalue %1395, %1418[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1420 = llvm.insertvalue %1394, %1419[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1421 = llvm.insertvalue %1392, %1420[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1422 = llvm.insertvalue %1393, %1421[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb133(%17 : i64)
  ^bb133(%1423: i64):  // 2 preds: ^bb132, ^bb143
    %1424 = llvm.icmp "slt" %1423, %16 : i64
    llvm.cond_br %1424, ^bb134, ^bb144
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%17 : i64)
  ^bb135(%1425: i64):  // 2 preds: ^bb134, ^bb142
    %1426 = llvm.icmp "slt" %1425, %15 : i64
    llvm.cond_br %1426, ^bb136, ^bb143
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%17 : i64)
  ^bb137(%1427: i64):  // 2 preds: ^bb136, ^bb141
    %1428 = llvm.icmp "slt" %1427, %13 : i64
    llvm.cond_br %1428, ^bb138, ^bb142
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%17 : i64)
  ^bb139(%1429: i64):  // 2 preds: ^bb138, ^bb140
    %1430 = llvm.icmp "slt" %1429, %15 : i64
    llvm.cond_br %1430, ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    %1431 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1432 = llvm.mlir.constant(256 : index) : i64
    %1433 = llvm.mul %1423, %1432 overflow<nsw, nuw> : i64
    %1434 = llvm.mlir.constant(32 : index) : i64
    %1435 = llvm.mul %1425, %1434 overflow<nsw, nuw> : i64
    %1436 = llvm.add %1433, %1435 overflow<nsw, nuw> : i64
    %1437 = llvm.mlir.constant(8 : index) : i64
    %1438 = llvm.mul %1427, %1437 overflow<nsw, nuw> : i64
    %1439 = llvm.add %1436, %1438 overflow<nsw, nuw> : i64
    %1440 = llvm.add %1439, %1429 overflow<nsw, nuw> : i64
    %1441 = llvm.getelementptr inbounds|nuw %1431[%1440] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1442 = llvm.load %1441 : !llvm.ptr -> f32
    %1443 = llvm.extractvalue %1422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1444 = llvm.mlir.constant(256 : index) : i64
    %1445 = llvm.mul %1423, %1444 overflow<nsw, nuw> : i64
    %1446 = llvm.mlir.constant(32 : index) : i64
    %1447 = llvm.mul %1425, %1446 overflow<nsw, nuw> : i64
    %1448 = llvm.add %1445, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.mlir.constant(8 : index) : i64
    %1450 = llvm.mul %1427, %1449 overflow<nsw, nuw> : i64
    %1451 = llvm.add %1448, %1450 overflow<nsw, nuw> : i64
    %1452 = llvm.add %1451, %1429 overflow<nsw, nuw> : i64
    %1453 = llvm.getelementptr inbounds|nuw %1443[%1452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1442, %1453 : f32, !llvm.ptr
    %1454 = llvm.add %1429, %16 : i64
    llvm.br ^bb139(%1454 : i64)
  ^bb141:  // pred: ^bb139
    %1455 = llvm.add %1427, %16 : i64
    llvm.br ^bb137(%1455 : i64)
  ^bb142:  // pred: ^bb137
    %1456 = llvm.add %1425, %16 : i64
    llvm.br ^bb135(%1456 : i64)
  ^bb143:  // pred: ^bb135
    %1457 = llvm.add %1423, %16 : i64
    llvm.br ^bb133(%1457 : i64)
  ^bb144:  // pred: ^bb133
    llvm.br ^bb145(%17 : i64)
  ^bb145(%1458: i64):  // 2 preds: ^bb144, ^bb158
    %1459 = llvm.icmp "slt" %1458, %16 : i64
    llvm.cond_br %1459, ^bb146, ^bb159
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%17 : i64)
  ^bb147(%1460: i64):  // 2 preds: ^bb146, ^bb157
    %1461 = llvm.icmp "slt" %1460, %15 : i64
    llvm.cond_br %1461, ^bb148, ^bb158
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%17 : i64)
  ^bb149(%1462: i64):  // 2 preds: ^bb148, ^bb156
    %1463 = llvm.icmp "slt" %1462, %13 : i64
    llvm.cond_br %1463, ^bb150, ^bb157
  ^bb150:  // pred: ^bb149
    llvm.br ^bb151(%17 : i64)
  ^bb151(%1464: i64):  // 2 preds: ^bb150, ^bb155
    %1465 = llvm.icmp "slt" %1464, %15 : i64
    llvm.cond_br %1465, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%17 : i64)
  ^bb153(%1466: i64):  // 2 preds: ^bb152, ^bb154
    %1467 = llvm.icmp "slt" %1466, %14 : i64
    llvm.cond_br %1467, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1468 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1469 = llvm.mlir.constant(256 : index) : i64
    %1470 = llvm.mul %1458, %1469 overflow<nsw, nuw> : i64
    %1471 = llvm.mlir.constant(32 : index) : i64
    %1472 = llvm.mul %1460, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.add %1470, %1472 overflow<nsw, nuw> : i64
    %1474 = llvm.add %1473, %1466 overflow<nsw, nuw> : i64
    %1475 = llvm.getelementptr inbounds|nuw %1468[%1474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1476 = llvm.load %1475 : !llvm.ptr -> f32
    %1477 = llvm.extractvalue %1365[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1478 = llvm.mlir.constant(256 : index) : i64
    %1479 = llvm.mul %1462, %1478 overflow<nsw, nuw> : i64
    %1480 = llvm.mlir.constant(32 : index) : i64
    %1481 = llvm.mul %1464, %1480 overflow<nsw, nuw> : i64
    %1482 = llvm.add %1479, %1481 overflow<nsw, nuw> : i64
    %1483 = llvm.add %1482, %1466 overflow<nsw, nuw> : i64
    %1484 = llvm.getelementptr inbounds|nuw %1477[%1483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1485 = llvm.load %1484 : !llvm.ptr -> f32
    %1486 = llvm.extractvalue %1422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1487 = llvm.mlir.constant(256 : index) : i64
    %1488 = llvm.mul %1458, %1487 overflow<nsw, nuw> : i64
    %1489 = llvm.mlir.constant(32 : index) : i64
    %1490 = llvm.mul %1460, %1489 overflow<nsw, nuw> : i64
    %1491 = llvm.add %1488, %1490 overflow<nsw, nuw> : i64
    %1492 = llvm.mlir.constant(8 : index) : i64
    %1493 = llvm.mul %1462, %1492 overflow<nsw, nuw> : i64
    %1494 = llvm.add %1491, %1493 overflow<nsw, nuw> : i64
    %1495 = llvm.add %1494, %1464 overflow<nsw, nuw> : i64
    %1496 = llvm.getelementptr inbounds|nuw %1486[%1495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1497 = llvm.load %1496 : !llvm.ptr -> f32
    %1498 = llvm.fmul %1476, %1485 : f32
    %1499 = llvm.fadd %1497, %1498 : f32
    %1500 = llvm.extractvalue %1422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1501 = llvm.mlir.constant(256 : index) : i64
    %1502 = llvm.mul %1458, %1501 overflow<nsw, nuw> : i64
    %1503 = llvm.mlir.constant(32 : index) : i64
    %1504 = llvm.mul %1460, %1503 overflow<nsw, nuw> : i64
    %1505 = llvm.add %1502, %1504 overflow<nsw, nuw> : i64
    %1506 = llvm.mlir.constant(8 : index) : i64
    %1507 = llvm.mul %1462, %1506 overflow<nsw, nuw> : i64
    %1508 = llvm.add %1505, %1507 overflow<nsw, nuw> : i64
    %1509 = llvm.add %1508, %1464 overflow<nsw, nuw> : i64
    %1510 = llvm.getelementptr inbounds|nuw %1500[%1509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1499, %1510 : f32, !llvm.ptr
    %1511 = llvm.add %1466, %16 : i64
    llvm.br ^bb153(%1511 : i64)
  ^bb155:  // pred: ^bb153
    %1512 = llvm.add %1464, %16 : i64
    llvm.br ^bb151(%1512 : i64)
  ^bb156:  // pred: ^bb151
    %1513 = llvm.add %1462, %16 : i64
    llvm.br ^bb149(%1513 : i64)
  ^bb157:  // pred: ^bb149
    %1514 = llvm.add %1460, %16 : i64
    llvm.br ^bb147(%1514 : i64)
  ^bb158:  // pred: ^bb147
    %1515 = llvm.add %1458, %16 : i64
    llvm.br ^bb145(%1515 : i64)
  ^bb159:  // pred: ^bb145
    %1516 = llvm.mlir.constant(1 : index) : i64
    %1517 = llvm.mlir.constant(4 : index) : i64
    %1518 = llvm.mlir.constant(8 : index) : i64
    %1519 = llvm.mlir.constant(8 : index) : i64
    %1520 = llvm.mlir.constant(1 : index) : i64
    %1521 = llvm.mlir.constant(64 : index) : i64
    %1522 = llvm.mlir.constant(256 : index) : i64
    %1523 = llvm.mlir.constant(256 : index) : i64
    %1524 = llvm.mlir.zero : !llvm.ptr
    %1525 = llvm.getelementptr %1524[%1523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1526 = llvm.ptrtoint %1525 : !llvm.ptr to i64
    %1527 = llvm.mlir.constant(64 : index) : i64
    %1528 = llvm.add %1526, %1527 : i64
    %1529 = llvm.call @malloc(%1528) : (i64) -> !llvm.ptr
    %1530 = llvm.ptrtoint %1529 : !llvm.ptr to i64
    %1531 = llvm.mlir.constant(1 : index) : i64
    %1532 = llvm.sub %1527, %1531 : i64
    %1533 = llvm.add %1530, %1532 : i64
    %1534 = llvm.urem %1533, %1527 : i64
    %1535 = llvm.sub %1533, %1534 : i64
    %1536 = llvm.inttoptr %1535 : i64 to !llvm.ptr
    %1537 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1538 = llvm.insertvalue %1529, %1537[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1539 = llvm.insertvalue %1536, %1538[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1540 = llvm.mlir.constant(0 : index) : i64
    %1541 = llvm.insertvalue %1540, %1539[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1542 = llvm.insertvalue %1516, %1541[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.insertvalue %1517, %1542[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1544 = llvm.insertvalue %1518, %1543[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.insertvalue %1519, %1544[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1546 = llvm.insertvalue %1522, %1545[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.insertvalue %1521, %1546[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1548 = llvm.insertvalue %1519, %1547[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1549 = llvm.insertvalue %1520, %1548[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%17 : i64)
  ^bb160(%1550: i64):  // 2 preds: ^bb159, ^bb170
    %1551 = llvm.icmp "slt" %1550, %16 : i64
    llvm.cond_br %1551, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%17 : i64)
  ^bb162(%1552: i64):  // 2 preds: ^bb161, ^bb169
    %1553 = llvm.icmp "slt" %1552, %13 : i64
    llvm.cond_br %1553, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%17 : i64)
  ^bb164(%1554: i64):  // 2 preds: ^bb163, ^bb168
    %1555 = llvm.icmp "slt" %1554, %15 : i64
    llvm.cond_br %1555, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%17 : i64)
  ^bb166(%1556: i64):  // 2 preds: ^bb165, ^bb167
    %1557 = llvm.icmp "slt" %1556, %15 : i64
    llvm.cond_br %1557, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1558 = llvm.extractvalue %1422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1559 = llvm.mlir.constant(256 : index) : i64
    %1560 = llvm.mul %1550, %1559 overflow<nsw, nuw> : i64
    %1561 = llvm.mlir.constant(32 : index) : i64
    %1562 = llvm.mul %1554, %1561 overflow<nsw, nuw> : i64
    %1563 = llvm.add %1560, %1562 overflow<nsw, nuw> : i64
    %1564 = llvm.mlir.constant(8 : index) : i64
    %1565 = llvm.mul %1552, %1564 overflow<nsw, nuw> : i64
    %1566 = llvm.add %1563, %1565 overflow<nsw, nuw> : i64
    %1567 = llvm.add %1566, %1556 overflow<nsw, nuw> : i64
    %1568 = llvm.getelementptr inbounds|nuw %1558[%1567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1569 = llvm.load %1568 : !llvm.ptr -> f32
    %1570 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1571 = llvm.mlir.constant(256 : index) : i64
    %1572 = llvm.mul %1550, %1571 overflow<nsw, nuw> : i64
    %1573 = llvm.mlir.constant(64 : index) : i64
    %1574 = llvm.mul %1552, %1573 overflow<nsw, nuw> : i64
    %1575 = llvm.add %1572, %1574 overflow<nsw, nuw> : i64
    %1576 = llvm.mlir.constant(8 : index) : i64
    %1577 = llvm.mul %1554, %1576 overflow<nsw, nuw> : i64
    %1578 = llvm.add %1575, %1577 overflow<nsw, nuw> : i64
    %1579 = llvm.add %1578, %1556 overflow<nsw, nuw> : i64
    %1580 = llvm.getelementptr inbounds|nuw %1570[%1579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1569, %1580 : f32, !llvm.ptr
    %1581 = llvm.add %1556, %16 : i64
    llvm.br ^bb166(%1581 : i64)
  ^bb168:  // pred: ^bb166
    %1582 = llvm.add %1554, %16 : i64
    llvm.br ^bb164(%1582 : i64)
  ^bb169:  // pred: ^bb164
    %1583 = llvm.add %1552, %16 : i64
    llvm.br ^bb162(%1583 : i64)
  ^bb170:  // pred: ^bb162
    %1584 = llvm.add %1550, %16 : i64
    llvm.br ^bb160(%1584 : i64)
  ^bb171:  // pred: ^bb160
    %1585 = llvm.mlir.constant(8 : index) : i64
    %1586 = llvm.mlir.constant(16 : index) : i64
    %1587 = llvm.mlir.constant(1 : index) : i64
    %1588 = llvm.mlir.constant(128 : index) : i64
    %1589 = llvm.mlir.zero : !llvm.ptr
    %1590 = llvm.getelementptr %1589[%1588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1591 = llvm.ptrtoint %1590 : !llvm.ptr to i64
    %1592 = llvm.mlir.constant(64 : index) : i64
    %1593 = llvm.add %1591, %1592 : i64
    %1594 = llvm.call @malloc(%1593) : (i64) -> !llvm.ptr
    %1595 = llvm.ptrtoint %1594 : !llvm.ptr to i64
    %1596 = llvm.mlir.constant(1 : index) : i64
    %1597 = llvm.sub %1592, %1596 : i64
    %1598 = llvm.add %1595, %1597 : i64
    %1599 = llvm.urem %1598, %1592 : i64
    %1600 = llvm.sub %1598, %1599 : i64
    %1601 = llvm.inttoptr %1600 : i64 to !llvm.ptr
    %1602 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1603 = llvm.insertvalue %1594, %1602[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1604 = llvm.insertvalue %1601, %1603[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1605 = llvm.mlir.constant(0 : index) : i64
    %1606 = llvm.insertvalue %1605, %1604[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1607 = llvm.insertvalue %1585, %1606[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1608 = llvm.insertvalue %1586, %1607[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1609 = llvm.insertvalue %1586, %1608[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1610 = llvm.insertvalue %1587, %1609[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb172(%17 : i64)
  ^bb172(%1611: i64):  // 2 preds: ^bb171, ^bb176
    %1612 = llvm.icmp "slt" %1611, %15 : i64
    llvm.cond_br %1612, ^bb173, ^bb177
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%17 : i64)
  ^bb174(%1613: i64):  // 2 preds: ^bb173, ^bb175
    %1614 = llvm.icmp "slt" %1613, %12 : i64
    llvm.cond_br %1614, ^bb175, ^bb176
  ^bb175:  // pred: ^bb174
    %1615 = llvm.extractvalue %1610[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1616 = llvm.mlir.constant(16 : index) : i64
    %1617 = llvm.mul %1611, %1616 overflow<nsw, nuw> : i64
    %1618 = llvm.add %1617, %1613 overflow<nsw, nuw> : i64
    %1619 = llvm.getelementptr inbounds|nuw %1615[%1618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1619 : f32, !llvm.ptr
    %1620 = llvm.add %1613, %16 : i64
    llvm.br ^bb174(%1620 : i64)
  ^bb176:  // pred: ^bb174
    %1621 = llvm.add %1611, %16 : i64
    llvm.br ^bb172(%1621 : i64)
  ^bb177:  // pred: ^bb172
    %1622 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.extractvalue %372[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1624 = llvm.extractvalue %372[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1625 = llvm.insertvalue %1623, %1622[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1626 = llvm.insertvalue %1624, %1625[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.mlir.constant(0 : index) : i64
    %1628 = llvm.insertvalue %1627, %1626[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1629 = llvm.mlir.constant(2 : index) : i64
    %1630 = llvm.insertvalue %1629, %1628[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1631 = llvm.mlir.constant(256 : index) : i64
    %1632 = llvm.insertvalue %1631, %1630[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1633 = llvm.mlir.constant(8 : index) : i64
    %1634 = llvm.insertvalue %1633, %1632[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1635 = llvm.mlir.constant(32 : index) : i64
    %1636 = llvm.insertvalue %1635, %1634[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1637 = llvm.mlir.constant(32 : index) : i64
    %1638 = llvm.insertvalue %1637, %1636[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1639 = llvm.mlir.constant(1 : index) : i64
    %1640 = llvm.insertvalue %1639, %1638[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1641 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1642 = llvm.extractvalue %1610[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1643 = llvm.extractvalue %1610[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1644 = llvm.insertvalue %1642, %1641[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1645 = llvm.insertvalue %1643, %1644[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1646 = llvm.mlir.constant(0 : index) : i64
    %1647 = llvm.insertvalue %1646, %1645[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1648 = llvm.mlir.constant(1 : index) : i64
    %1649 = llvm.insertvalue %1648, %1647[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1650 = llvm.mlir.constant(128 : index) : i64
    %1651 = llvm.insertvalue %1650, %1649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1652 = llvm.mlir.constant(8 : index) : i64
    %1653 = llvm.insertvalue %1652, %1651[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1654 = llvm.mlir.constant(16 : index) : i64
    %1655 = llvm.insertvalue %1654, %1653[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1656 = llvm.mlir.constant(2 : index) : i64
    %1657 = llvm.insertvalue %1656, %1655[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1658 = llvm.mlir.constant(8 : index) : i64
    %1659 = llvm.insertvalue %1658, %1657[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1660 = llvm.mlir.constant(8 : index) : i64
    %1661 = llvm.insertvalue %1660, %1659[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1662 = llvm.mlir.constant(1 : index) : i64
    %1663 = llvm.insertvalue %1662, %1661[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1664 = llvm.mlir.constant(1 : index) : i64
    %1665 = llvm.mlir.constant(8 : index) : i64
    %1666 = llvm.mlir.constant(2 : index) : i64
    %1667 = llvm.mlir.constant(8 : index) : i64
    %1668 = llvm.mlir.constant(1 : index) : i64
    %1669 = llvm.mlir.constant(16 : index) : i64
    %1670 = llvm.mlir.constant(128 : index) : i64
    %1671 = llvm.mlir.constant(128 : index) : i64
    %1672 = llvm.mlir.zero : !llvm.ptr
    %1673 = llvm.getelementptr %1672[%1671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1674 = llvm.ptrtoint %1673 : !llvm.ptr to i64
    %1675 = llvm.mlir.constant(64 : index) : i64
    %1676 = llvm.add %1674, %1675 : i64
    %1677 = llvm.call @malloc(%1676) : (i64) -> !llvm.ptr
    %1678 = llvm.ptrtoint %1677 : !llvm.ptr to i64
    %1679 = llvm.mlir.constant(1 : index) : i64
    %1680 = llvm.sub %1675, %1679 : i64
    %1681 = llvm.add %1678, %1680 : i64
    %1682 = llvm.urem %1681, %1675 : i64
    %1683 = llvm.sub %1681, %1682 : i64
    %1684 = llvm.inttoptr %1683 : i64 to !llvm.ptr
    %1685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1686 = llvm.insertvalue %1677, %1685[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1687 = llvm.insertvalue %1684, %1686[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1688 = llvm.mlir.constant(0 : index) : i64
    %1689 = llvm.insertvalue %1688, %1687[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1690 = llvm.insertvalue %1664, %1689[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1691 = llvm.insertvalue %1665, %1690[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1692 = llvm.insertvalue %1666, %1691[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1693 = llvm.insertvalue %1667, %1692[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1694 = llvm.insertvalue %1670, %1693[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1695 = llvm.insertvalue %1669, %1694[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1696 = llvm.insertvalue %1667, %1695[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1697 = llvm.insertvalue %1668, %1696[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb178(%17 : i64)
  ^bb178(%1698: i64):  // 2 preds: ^bb177, ^bb188
    %1699 = llvm.icmp "slt" %1698, %16 : i64
    llvm.cond_br %1699, ^bb179, ^bb189
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%17 : i64)
  ^bb180(%1700: i64):  // 2 preds: ^bb179, ^bb187
    %1701 = llvm.icmp "slt" %1700, %15 : i64
    llvm.cond_br %1701, ^bb181, ^bb188
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%17 : i64)
  ^bb182(%1702: i64):  // 2 preds: ^bb181, ^bb186
    %1703 = llvm.icmp "slt" %1702, %11 : i64
    llvm.cond_br %1703, ^bb183, ^bb187
  ^bb183:  // pred: ^bb182
    llvm.br ^bb184(%17 : i64)
  ^bb184(%1704: i64):  // 2 preds: ^bb183, ^bb185
    %1705 = llvm.icmp "slt" %1704, %15 : i64
    llvm.cond_br %1705, ^bb185, ^bb186
  ^bb185:  // pred: ^bb184
    %1706 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1707 = llvm.mlir.constant(128 : index) : i64
    %1708 = llvm.mul %1698, %1707 overflow<nsw, nuw> : i64
    %1709 = llvm.mlir.constant(16 : index) : i64
    %1710 = llvm.mul %1700, %1709 overflow<nsw, nuw> : i64
    %1711 = llvm.add %1708, %1710 overflow<nsw, nuw> : i64
    %1712 = llvm.mlir.constant(8 : index) : i64
    %1713 = llvm.mul %1702, %1712 overflow<nsw, nuw> : i64
    %1714 = llvm.add %1711, %1713 overflow<nsw, nuw> : i64
    %1715 = llvm.add %1714, %1704 overflow<nsw, nuw> : i64
    %1716 = llvm.getelementptr inbounds|nuw %1706[%1715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1717 = llvm.load %1716 : !llvm.ptr -> f32
    %1718 = llvm.extractvalue %1697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1719 = llvm.mlir.constant(128 : index) : i64
    %1720 = llvm.mul %1698, %1719 overflow<nsw, nuw> : i64
    %1721 = llvm.mlir.constant(16 : index) : i64
    %1722 = llvm.mul %1700, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.add %1720, %1722 overflow<nsw, nuw> : i64
    %1724 = llvm.mlir.constant(8 : index) : i64
    %1725 = llvm.mul %1702, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.add %1723, %1725 overflow<nsw, nuw> : i64
    %1727 = llvm.add %1726, %1704 overflow<nsw, nuw> : i64
    %1728 = llvm.getelementptr inbounds|nuw %1718[%1727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1717, %1728 : f32, !llvm.ptr
    %1729 = llvm.add %1704, %16 : i64
    llvm.br ^bb184(%1729 : i64)
  ^bb186:  // pred: ^bb184
    %1730 = llvm.add %1702, %16 : i64
    llvm.br ^bb182(%1730 : i64)
  ^bb187:  // pred: ^bb182
    %1731 = llvm.add %1700, %16 : i64
    llvm.br ^bb180(%1731 : i64)
  ^bb188:  // pred: ^bb180
    %1732 = llvm.add %1698, %16 : i64
    llvm.br ^bb178(%1732 : i64)
  ^bb189:  // pred: ^bb178
    llvm.br ^bb190(%17 : i64)
  ^bb190(%1733: i64):  // 2 preds: ^bb189, ^bb203
    %1734 = llvm.icmp "slt" %1733, %16 : i64
    llvm.cond_br %1734, ^bb191, ^bb204
  ^bb191:  // pred: ^bb190
    llvm.br ^bb192(%17 : i64)
  ^bb192(%1735: i64):  // 2 preds: ^bb191, ^bb202
    %1736 = llvm.icmp "slt" %1735, %15 : i64
    llvm.cond_br %1736, ^bb193, ^bb203
  ^bb193:  // pred: ^bb192
    llvm.br ^bb194(%17 : i64)
  ^bb194(%1737: i64):  // 2 preds: ^bb193, ^bb201
    %1738 = llvm.icmp "slt" %1737, %11 : i64
    llvm.cond_br %1738, ^bb195, ^bb202
  ^bb195:  // pred: ^bb194
    llvm.br ^bb196(%17 : i64)
  ^bb196(%1739: i64):  // 2 preds: ^bb195, ^bb200
    %1740 = llvm.icmp "slt" %1739, %15 : i64
    llvm.cond_br %1740, ^bb197, ^bb201
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%17 : i64)
  ^bb198(%1741: i64):  // 2 preds: ^bb197, ^bb199
    %1742 = llvm.icmp "slt" %1741, %14 : i64
    llvm.cond_br %1742, ^bb199, ^bb200
  ^bb199:  // pred: ^bb198
    %1743 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1744 = llvm.mlir.constant(256 : index) : i64
    %1745 = llvm.mul %1733, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.mlir.constant(32 : index) : i64
    %1747 = llvm.mul %1735, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1745, %1747 overflow<nsw, nuw> : i64
    %1749 = llvm.add %1748, %1741 overflow<nsw, nuw> : i64
    %1750 = llvm.getelementptr inbounds|nuw %1743[%1749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1751 = llvm.load %1750 : !llvm.ptr -> f32
    %1752 = llvm.extractvalue %1640[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1753 = llvm.mlir.constant(256 : index) : i64
    %1754 = llvm.mul %1737, %1753 overflow<nsw, nuw> : i64
    %1755 = llvm.mlir.constant(32 : index) : i64
    %1756 = llvm.mul %1739, %1755 overflow<nsw, nuw> : i64
    %1757 = llvm.add %1754, %1756 overflow<nsw, nuw> : i64
    %1758 = llvm.add %1757, %1741 overflow<nsw, nuw> : i64
    %1759 = llvm.getelementptr inbounds|nuw %1752[%1758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1760 = llvm.load %1759 : !llvm.ptr -> f32
    %1761 = llvm.extractvalue %1697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1762 = llvm.mlir.constant(128 : index) : i64
    %1763 = llvm.mul %1733, %1762 overflow<nsw, nuw> : i64
    %1764 = llvm.mlir.constant(16 : index) : i64
    %1765 = llvm.mul %1735, %1764 overflow<nsw, nuw> : i64
    %1766 = llvm.add %1763, %1765 overflow<nsw, nuw> : i64
    %1767 = llvm.mlir.constant(8 : index) : i64
    %1768 = llvm.mul %1737, %1767 overflow<nsw, nuw> : i64
    %1769 = llvm.add %1766, %1768 overflow<nsw, nuw> : i64
    %1770 = llvm.add %1769, %1739 overflow<nsw, nuw> : i64
    %1771 = llvm.getelementptr inbounds|nuw %1761[%1770] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1772 = llvm.load %1771 : !llvm.ptr -> f32
    %1773 = llvm.fmul %1751, %1760 : f32
    %1774 = llvm.fadd %1772, %1773 : f32
    %1775 = llvm.extractvalue %1697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1776 = llvm.mlir.constant(128 : index) : i64
    %1777 = llvm.mul %1733, %1776 overflow<nsw, nuw> : i64
    %1778 = llvm.mlir.constant(16 : index) : i64
    %1779 = llvm.mul %1735, %1778 overflow<nsw, nuw> : i64
    %1780 = llvm.add %1777, %1779 overflow<nsw, nuw> : i64
    %1781 = llvm.mlir.constant(8 : index) : i64
    %1782 = llvm.mul %1737, %1781 overflow<nsw, nuw> : i64
    %1783 = llvm.add %1780, %1782 overflow<nsw, nuw> : i64
    %1784 = llvm.add %1783, %1739 overflow<nsw, nuw> : i64
    %1785 = llvm.getelementptr inbounds|nuw %1775[%1784] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1774, %1785 : f32, !llvm.ptr
    %1786 = llvm.add %1741, %16 : i64
    llvm.br ^bb198(%1786 : i64)
  ^bb200:  // pred: ^bb198
    %1787 = llvm.add %1739, %16 : i64
    llvm.br ^bb196(%1787 : i64)
  ^bb201:  // pred: ^bb196
    %1788 = llvm.add %1737, %16 : i64
    llvm.br ^bb194(%1788 : i64)
  ^bb202:  // pred: ^bb194
    %1789 = llvm.add %1735, %16 : i64
    llvm.br ^bb192(%1789 : i64)
  ^bb203:  // pred: ^bb192
    %1790 = llvm.add %1733, %16 : i64
    llvm.br ^bb190(%1790 : i64)
  ^bb204:  // pred: ^bb190
    %1791 = llvm.mlir.constant(1 : index) : i64
    %1792 = llvm.mlir.constant(2 : index) : i64
    %1793 = llvm.mlir.constant(8 : index) : i64
    %1794 = llvm.mlir.constant(8 : index) : i64
    %1795 = llvm.mlir.constant(1 : index) : i64
    %1796 = llvm.mlir.constant(64 : index) : i64
    %1797 = llvm.mlir.constant(128 : index) : i64
    %1798 = llvm.mlir.constant(128 : index) : i64
    %1799 = llvm.mlir.zero : !llvm.ptr
    %1800 = llvm.getelementptr %1799[%1798] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1801 = llvm.ptrtoint %1800 : !llvm.ptr to i64
    %1802 = llvm.mlir.constant(64 : index) : i64
    %1803 = llvm.add %1801, %1802 : i64
    %1804 = llvm.call @malloc(%1803) : (i64) -> !llvm.ptr
    %1805 = llvm.ptrtoint %1804 : !llvm.ptr to i64
    %1806 = llvm.mlir.constant(1 : index) : i64
    %1807 = llvm.sub %1802, %1806 : i64
    %1808 = llvm.add %1805, %1807 : i64
    %1809 = llvm.urem %1808, %1802 : i64
    %1810 = llvm.sub %1808, %1809 : i64
    %1811 = llvm.inttoptr %1810 : i64 to !llvm.ptr
    %1812 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1813 = llvm.insertvalue %1804, %1812[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.insertvalue %1811, %1813[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1815 = llvm.mlir.constant(0 : index) : i64
    %1816 = llvm.insertvalue %1815, %1814[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1817 = llvm.insertvalue %1791, %1816[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1818 = llvm.insertvalue %1792, %1817[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1819 = llvm.insertvalue %1793, %1818[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.insertvalue %1794, %1819[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1821 = llvm.insertvalue %1797, %1820[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1822 = llvm.insertvalue %1796, %1821[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1823 = llvm.insertvalue %1794, %1822[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1824 = llvm.insertvalue %1795, %1823[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%17 : i64)
  ^bb205(%1825: i64):  // 2 preds: ^bb204, ^bb215
    %1826 = llvm.icmp "slt" %1825, %16 : i64
    llvm.cond_br %1826, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%17 : i64)
  ^bb207(%1827: i64):  // 2 preds: ^bb206, ^bb214
    %1828 = llvm.icmp "slt" %1827, %11 : i64
    llvm.cond_br %1828, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%17 : i64)
  ^bb209(%1829: i64):  // 2 preds: ^bb208, ^bb213
    %1830 = llvm.icmp "slt" %1829, %15 : i64
    llvm.cond_br %1830, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%17 : i64)
  ^bb211(%1831: i64):  // 2 preds: ^bb210, ^bb212
    %1832 = llvm.icmp "slt" %1831, %15 : i64
    llvm.cond_br %1832, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %1833 = llvm.extractvalue %1697[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1834 = llvm.mlir.constant(128 : index) : i64
    %1835 = llvm.mul %1825, %1834 overflow<nsw, nuw> : i64
    %1836 = llvm.mlir.constant(16 : index) : i64
    %1837 = llvm.mul %1829, %1836 overflow<nsw, nuw> : i64
    %1838 = llvm.add %1835, %1837 overflow<nsw, nuw> : i64
    %1839 = llvm.mlir.constant(8 : index) : i64
    %1840 = llvm.mul %1827, %1839 overflow<nsw, nuw> : i64
    %1841 = llvm.add %1838, %1840 overflow<nsw, nuw> : i64
    %1842 = llvm.add %1841, %1831 overflow<nsw, nuw> : i64
    %1843 = llvm.getelementptr inbounds|nuw %1833[%1842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1844 = llvm.load %1843 : !llvm.ptr -> f32
    %1845 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1846 = llvm.mlir.constant(128 : index) : i64
    %1847 = llvm.mul %1825, %1846 overflow<nsw, nuw> : i64
    %1848 = llvm.mlir.constant(64 : index) : i64
    %1849 = llvm.mul %1827, %1848 overflow<nsw, nuw> : i64
    %1850 = llvm.add %1847, %1849 overflow<nsw, nuw> : i64
    %1851 = llvm.mlir.constant(8 : index) : i64
    %1852 = llvm.mul %1829, %1851 overflow<nsw, nuw> : i64
    %1853 = llvm.add %1850, %1852 overflow<nsw, nuw> : i64
    %1854 = llvm.add %1853, %1831 overflow<nsw, nuw> : i64
    %1855 = llvm.getelementptr inbounds|nuw %1845[%1854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1844, %1855 : f32, !llvm.ptr
    %1856 = llvm.add %1831, %16 : i64
    llvm.br ^bb211(%1856 : i64)
  ^bb213:  // pred: ^bb211
    %1857 = llvm.add %1829, %16 : i64
    llvm.br ^bb209(%1857 : i64)
  ^bb214:  // pred: ^bb209
    %1858 = llvm.add %1827, %16 : i64
    llvm.br ^bb207(%1858 : i64)
  ^bb215:  // pred: ^bb207
    %1859 = llvm.add %1825, %16 : i64
    llvm.br ^bb205(%1859 : i64)
  ^bb216:  // pred: ^bb205
    %1860 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1861 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1862 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1863 = llvm.insertvalue %1861, %1860[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1864 = llvm.insertvalue %1862, %1863[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1865 = llvm.mlir.constant(0 : index) : i64
    %1866 = llvm.insertvalue %1865, %1864[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1867 = llvm.mlir.constant(2 : index) : i64
    %1868 = llvm.insertvalue %1867, %1866[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1869 = llvm.mlir.constant(256 : index) : i64
    %1870 = llvm.insertvalue %1869, %1868[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1871 = llvm.mlir.constant(8 : index) : i64
    %1872 = llvm.insertvalue %1871, %1870[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1873 = llvm.mlir.constant(32 : index) : i64
    %1874 = llvm.insertvalue %1873, %1872[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1875 = llvm.mlir.constant(32 : index) : i64
    %1876 = llvm.insertvalue %1875, %1874[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1877 = llvm.mlir.constant(1 : index) : i64
    %1878 = llvm.insertvalue %1877, %1876[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1879 = llvm.mlir.constant(1 : index) : i64
    %1880 = llvm.mlir.constant(8 : index) : i64
    %1881 = llvm.mlir.constant(2 : index) : i64
    %1882 = llvm.mlir.constant(8 : index) : i64
    %1883 = llvm.mlir.constant(1 : index) : i64
    %1884 = llvm.mlir.constant(16 : index) : i64
    %1885 = llvm.mlir.constant(128 : index) : i64
    %1886 = llvm.mlir.constant(128 : index) : i64
    %1887 = llvm.mlir.zero : !llvm.ptr
    %1888 = llvm.getelementptr %1887[%1886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1889 = llvm.ptrtoint %1888 : !llvm.ptr to i64
    %1890 = llvm.mlir.constant(64 : index) : i64
    %1891 = llvm.add %1889, %1890 : i64
    %1892 = llvm.call @malloc(%1891) : (i64) -> !llvm.ptr
    %1893 = llvm.ptrtoint %1892 : !llvm.ptr to i64
    %1894 = llvm.mlir.constant(1 : index) : i64
    %1895 = llvm.sub %1890, %1894 : i64
    %1896 = llvm.add %1893, %1895 : i64
    %1897 = llvm.urem %1896, %1890 : i64
    %1898 = llvm.sub %1896, %1897 : i64
    %1899 = llvm.inttoptr %1898 : i64 to !llvm.ptr
    %1900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1901 = llvm.insertvalue %1892, %1900[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.insertvalue %1899, %1901[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1903 = llvm.mlir.constant(0 : index) : i64
    %1904 = llvm.insertvalue %1903, %1902[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1905 = llvm.insertvalue %1879, %1904[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1906 = llvm.insertvalue %1880, %1905[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1907 = llvm.insertvalue %1881, %1906[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1908 = llvm.insertvalue %1882, %1907[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1909 = llvm.insertvalue %1885, %1908[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1910 = llvm.insertvalue %1884, %1909[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1911 = llvm.insertvalue %1882, %1910[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1912 = llvm.insertvalue %1883, %1911[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb217(%17 : i64)
  ^bb217(%1913: i64):  // 2 preds: ^bb216, ^bb227
    %1914 = llvm.icmp "slt" %1913, %16 : i64
    llvm.cond_br %1914, ^bb218, ^bb228
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%17 : i64)
  ^bb219(%1915: i64):  // 2 preds: ^bb218, ^bb226
    %1916 = llvm.icmp "slt" %1915, %15 : i64
    llvm.cond_br %1916, ^bb220, ^bb227
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%17 : i64)
  ^bb221(%1917: i64):  // 2 preds: ^bb220, ^bb225
    %1918 = llvm.icmp "slt" %1917, %11 : i64
    llvm.cond_br %1918, ^bb222, ^bb226
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%17 : i64)
  ^bb223(%1919: i64):  // 2 preds: ^bb222, ^bb224
    %1920 = llvm.icmp "slt" %1919, %15 : i64
    llvm.cond_br %1920, ^bb224, ^bb225
  ^bb224:  // pred: ^bb223
    %1921 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1922 = llvm.mlir.constant(128 : index) : i64
    %1923 = llvm.mul %1913, %1922 overflow<nsw, nuw> : i64
    %1924 = llvm.mlir.constant(16 : index) : i64
    %1925 = llvm.mul %1915, %1924 overflow<nsw, nuw> : i64
    %1926 = llvm.add %1923, %1925 overflow<nsw, nuw> : i64
    %1927 = llvm.mlir.constant(8 : index) : i64
    %1928 = llvm.mul %1917, %1927 overflow<nsw, nuw> : i64
    %1929 = llvm.add %1926, %1928 overflow<nsw, nuw> : i64
    %1930 = llvm.add %1929, %1919 overflow<nsw, nuw> : i64
    %1931 = llvm.getelementptr inbounds|nuw %1921[%1930] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1932 = llvm.load %1931 : !llvm.ptr -> f32
    %1933 = llvm.extractvalue %1912[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1934 = llvm.mlir.constant(128 : index) : i64
    %1935 = llvm.mul %1913, %1934 overflow<nsw, nuw> : i64
    %1936 = llvm.mlir.constant(16 : index) : i64
    %1937 = llvm.mul %1915, %1936 overflow<nsw, nuw> : i64
    %1938 = llvm.add %1935, %1937 overflow<nsw, nuw> : i64
    %1939 = llvm.mlir.constant(8 : index) : i64
    %1940 = llvm.mul %1917, %1939 overflow<nsw, nuw> : i64
    %1941 = llvm.add %1938, %1940 overflow<nsw, nuw> : i64
    %1942 = llvm.add %1941, %1919 overflow<nsw, nuw> : i64
    %1943 = llvm.getelementptr inbounds|nuw %1933[%1942] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1932, %1943 : f32, !llvm.ptr
    %1944 = llvm.add %1919, %16 : i64
    llvm.br ^bb223(%1944 : i64)
  ^bb225:  // pred: ^bb223
    %1945 = llvm.add %1917, %16 : i64
    llvm.br ^bb221(%1945 : i64)
  ^bb226:  // pred: ^bb221
    %1946 = llvm.add %1915, %16 : i64
    llvm.br ^bb219(%1946 : i64)
  ^bb227:  // pred: ^bb219
    %1947 = llvm.add %1913, %16 : i64
    llvm.br ^bb217(%1947 : i64)
  ^bb228:  // pred: ^bb217
    llvm.br ^bb229(%17 : i64)
  ^bb229(%1948: i64):  // 2 preds: ^bb228, ^bb242
    %1949 = llvm.icmp "slt" %1948, %16 : i64
    llvm.cond_br %1949, ^bb230, ^bb243
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%17 : i64)
  ^bb231(%1950: i64):  // 2 preds: ^bb230, ^bb241
    %1951 = llvm.icmp "slt" %1950, %15 : i64
    llvm.cond_br %1951, ^bb232, ^bb242
  ^bb232:  // pred: ^bb231
    llvm.br ^bb233(%17 : i64)
  ^bb233(%1952: i64):  // 2 preds: ^bb232, ^bb240
    %1953 = llvm.icmp "slt" %1952, %11 : i64
    llvm.cond_br %1953, ^bb234, ^bb241
  ^bb234:  // pred: ^bb233
    llvm.br ^bb235(%17 : i64)
  ^bb235(%1954: i64):  // 2 preds: ^bb234, ^bb239
    %1955 = llvm.icmp "slt" %1954, %15 : i64
    llvm.cond_br %1955, ^bb236, ^bb240
  ^bb236:  // pred: ^bb235
    llvm.br ^bb237(%17 : i64)
  ^bb237(%1956: i64):  // 2 preds: ^bb236, ^bb238
    %1957 = llvm.icmp "slt" %1956, %14 : i64
    llvm.cond_br %1957, ^bb238, ^bb239
  ^bb238:  // pred: ^bb237
    %1958 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1959 = llvm.mlir.constant(256 : index) : i64
    %1960 = llvm.mul %1948, %1959 overflow<nsw, nuw> : i64
    %1961 = llvm.mlir.constant(32 : index) : i64
    %1962 = llvm.mul %1950, %1961 overflow<nsw, nuw> : i64
    %1963 = llvm.add %1960, %1962 overflow<nsw, nuw> : i64
    %1964 = llvm.add %1963, %1956 overflow<nsw, nuw> : i64
    %1965 = llvm.getelementptr inbounds|nuw %1958[%1964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1966 = llvm.load %1965 : !llvm.ptr -> f32
    %1967 = llvm.extractvalue %1878[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1968 = llvm.mlir.constant(256 : index) : i64
    %1969 = llvm.mul %1952, %1968 overflow<nsw, nuw> : i64
    %1970 = llvm.mlir.constant(32 : index) : i64
    %1971 = llvm.mul %1954, %1970 overflow<nsw, nuw> : i64
    %1972 = llvm.add %1969, %1971 overflow<nsw, nuw> : i64
    %1973 = llvm.add %1972, %1956 overflow<nsw, nuw> : i64
    %1974 = llvm.getelementptr inbounds|nuw %1967[%1973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1975 = llvm.load %1974 : !llvm.ptr -> f32
    %1976 = llvm.extractvalue %1912[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1977 = llvm.mlir.constant(128 : index) : i64
    %1978 = llvm.mul %1948, %1977 overflow<nsw, nuw> : i64
    %1979 = llvm.mlir.constant(16 : index) : i64
    %1980 = llvm.mul %1950, %1979 overflow<nsw, nuw> : i64
    %1981 = llvm.add %1978, %1980 overflow<nsw, nuw> : i64
    %1982 = llvm.mlir.constant(8 : index) : i64
    %1983 = llvm.mul %1952, %1982 overflow<nsw, nuw> : i64
    %1984 = llvm.add %1981, %1983 overflow<nsw, nuw> : i64
    %1985 = llvm.add %1984, %1954 overflow<nsw, nuw> : i64
    %1986 = llvm.getelementptr inbounds|nuw %1976[%1985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1987 = llvm.load %1986 : !llvm.ptr -> f32
    %1988 = llvm.fmul %1966, %1975 : f32
    %1989 = llvm.fadd %1987, %1988 : f32
    %1990 = llvm.extractvalue %1912[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1991 = llvm.mlir.constant(128 : index) : i64
    %1992 = llvm.mul %1948, %1991 overflow<nsw, nuw> : i64
    %1993 = llvm.mlir.constant(16 : index) : i64
    %1994 = llvm.mul %1950, %1993 overflow<nsw, nuw> : i64
    %1995 = llvm.add %1992, %1994 overflow<nsw, nuw> : i64
    %1996 = llvm.mlir.constant(8 : index) : i64
    %1997 = llvm.mul %1952, %1996 overflow<nsw, nuw> : i64
    %1998 = llvm.add %1995, %1997 overflow<nsw, nuw> : i64
    %1999 = llvm.add %1998, %1954 overflow<nsw, nuw> : i64
    %2000 = llvm.getelementptr inbounds|nuw %1990[%1999] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1989, %2000 : f32, !llvm.ptr
    %2001 = llvm.add %1956, %16 : i64
    llvm.br ^bb237(%2001 : i64)
  ^bb239:  // pred: ^bb237
    %2002 = llvm.add %1954, %16 : i64
    llvm.br ^bb235(%2002 : i64)
  ^bb240:  // pred: ^bb235
    %2003 = llvm.add %1952, %16 : i64
    llvm.br ^bb233(%2003 : i64)
  ^bb241:  // pred: ^bb233
    %2004 = llvm.add %1950, %16 : i64
    llvm.br ^bb231(%2004 : i64)
  ^bb242:  // pred: ^bb231
    %2005 = llvm.add %1948, %16 : i64
    llvm.br ^bb229(%2005 : i64)
  ^bb243:  // pred: ^bb229
    %2006 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2007 = llvm.extractvalue %1549[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2008 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2009 = llvm.insertvalue %2007, %2006[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2010 = llvm.insertvalue %2008, %2009[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2011 = llvm.mlir.constant(4 : index) : i64
    %2012 = llvm.insertvalue %2011, %2010[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2013 = llvm.mlir.constant(1 : index) : i64
    %2014 = llvm.insertvalue %2013, %2012[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2015 = llvm.mlir.constant(256 : index) : i64
    %2016 = llvm.insertvalue %2015, %2014[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2017 = llvm.mlir.constant(4 : index) : i64
    %2018 = llvm.insertvalue %2017, %2016[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2019 = llvm.mlir.constant(64 : index) : i64
    %2020 = llvm.insertvalue %2019, %2018[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2021 = llvm.mlir.constant(8 : index) : i64
    %2022 = llvm.insertvalue %2021, %2020[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2023 = llvm.mlir.constant(8 : index) : i64
    %2024 = llvm.insertvalue %2023, %2022[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2025 = llvm.mlir.constant(4 : index) : i64
    %2026 = llvm.insertvalue %2025, %2024[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2027 = llvm.mlir.constant(1 : index) : i64
    %2028 = llvm.insertvalue %2027, %2026[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2029 = llvm.mlir.constant(1 : index) : i64
    %2030 = llvm.mlir.constant(4 : index) : i64
    %2031 = llvm.mlir.constant(8 : index) : i64
    %2032 = llvm.mlir.constant(4 : index) : i64
    %2033 = llvm.mlir.constant(1 : index) : i64
    %2034 = llvm.mlir.constant(32 : index) : i64
    %2035 = llvm.mlir.constant(128 : index) : i64
    %2036 = llvm.mlir.constant(128 : index) : i64
    %2037 = llvm.mlir.zero : !llvm.ptr
    %2038 = llvm.getelementptr %2037[%2036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2039 = llvm.ptrtoint %2038 : !llvm.ptr to i64
    %2040 = llvm.mlir.constant(64 : index) : i64
    %2041 = llvm.add %2039, %2040 : i64
    %2042 = llvm.call @malloc(%2041) : (i64) -> !llvm.ptr
    %2043 = llvm.ptrtoint %2042 : !llvm.ptr to i64
    %2044 = llvm.mlir.constant(1 : index) : i64
    %2045 = llvm.sub %2040, %2044 : i64
    %2046 = llvm.add %2043, %2045 : i64
    %2047 = llvm.urem %2046, %2040 : i64
    %2048 = llvm.sub %2046, %2047 : i64
    %2049 = llvm.inttoptr %2048 : i64 to !llvm.ptr
    %2050 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2051 = llvm.insertvalue %2042, %2050[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2052 = llvm.insertvalue %2049, %2051[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2053 = llvm.mlir.constant(0 : index) : i64
    %2054 = llvm.insertvalue %2053, %2052[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2055 = llvm.insertvalue %2029, %2054[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2056 = llvm.insertvalue %2030, %2055[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2057 = llvm.insertvalue %2031, %2056[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2058 = llvm.insertvalue %2032, %2057[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2059 = llvm.insertvalue %2035, %2058[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2060 = llvm.insertvalue %2034, %2059[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2061 = llvm.insertvalue %2032, %2060[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2062 = llvm.insertvalue %2033, %2061[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%17 : i64)
  ^bb244(%2063: i64):  // 2 preds: ^bb243, ^bb254
    %2064 = llvm.icmp "slt" %2063, %16 : i64
    llvm.cond_br %2064, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%17 : i64)
  ^bb246(%2065: i64):  // 2 preds: ^bb245, ^bb253
    %2066 = llvm.icmp "slt" %2065, %13 : i64
    llvm.cond_br %2066, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%17 : i64)
  ^bb248(%2067: i64):  // 2 preds: ^bb247, ^bb252
    %2068 = llvm.icmp "slt" %2067, %15 : i64
    llvm.cond_br %2068, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%17 : i64)
  ^bb250(%2069: i64):  // 2 preds: ^bb249, ^bb251
    %2070 = llvm.icmp "slt" %2069, %13 : i64
    llvm.cond_br %2070, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2071 = llvm.extractvalue %2028[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2072 = llvm.mlir.constant(4 : index) : i64
    %2073 = llvm.getelementptr %2071[%2072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2074 = llvm.mlir.constant(256 : index) : i64
    %2075 = llvm.mul %2063, %2074 overflow<nsw, nuw> : i64
    %2076 = llvm.mlir.constant(64 : index) : i64
    %2077 = llvm.mul %2065, %2076 overflow<nsw, nuw> : i64
    %2078 = llvm.add %2075, %2077 overflow<nsw, nuw> : i64
    %2079 = llvm.mlir.constant(8 : index) : i64
    %2080 = llvm.mul %2067, %2079 overflow<nsw, nuw> : i64
    %2081 = llvm.add %2078, %2080 overflow<nsw, nuw> : i64
    %2082 = llvm.add %2081, %2069 overflow<nsw, nuw> : i64
    %2083 = llvm.getelementptr inbounds|nuw %2073[%2082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2084 = llvm.load %2083 : !llvm.ptr -> f32
    %2085 = llvm.fneg %2084 : f32
    %2086 = llvm.extractvalue %2062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2087 = llvm.mlir.constant(128 : index) : i64
    %2088 = llvm.mul %2063, %2087 overflow<nsw, nuw> : i64
    %2089 = llvm.mlir.constant(32 : index) : i64
    %2090 = llvm.mul %2065, %2089 overflow<nsw, nuw> : i64
    %2091 = llvm.add %2088, %2090 overflow<nsw, nuw> : i64
    %2092 = llvm.mlir.constant(4 : index) : i64
    %2093 = llvm.mul %2067, %2092 overflow<nsw, nuw> : i64
    %2094 = llvm.add %2091, %2093 overflow<nsw, nuw> : i64
    %2095 = llvm.add %2094, %2069 overflow<nsw, nuw> : i64
    %2096 = llvm.getelementptr inbounds|nuw %2086[%2095] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2085, %2096 : f32, !llvm.ptr
    %2097 = llvm.add %2069, %16 : i64
    llvm.br ^bb250(%2097 : i64)
  ^bb252:  // pred: ^bb250
    %2098 = llvm.add %2067, %16 : i64
    llvm.br ^bb248(%2098 : i64)
  ^bb253:  // pred: ^bb248
    %2099 = llvm.add %2065, %16 : i64
    llvm.br ^bb246(%2099 : i64)
  ^bb254:  // pred: ^bb246
    %2100 = llvm.add %2063, %16 : i64
    llvm.br ^bb244(%2100 : i64)
  ^bb255:  // pred: ^bb244
    %2101 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2102 = llvm.extractvalue %1549[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2103 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2104 = llvm.insertvalue %2102, %2101[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2105 = llvm.insertvalue %2103, %2104[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2106 = llvm.mlir.constant(0 : index) : i64
    %2107 = llvm.insertvalue %2106, %2105[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2108 = llvm.mlir.constant(1 : index) : i64
    %2109 = llvm.insertvalue %2108, %2107[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2110 = llvm.mlir.constant(256 : index) : i64
    %2111 = llvm.insertvalue %2110, %2109[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2112 = llvm.mlir.constant(4 : index) : i64
    %2113 = llvm.insertvalue %2112, %2111[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2114 = llvm.mlir.constant(64 : index) : i64
    %2115 = llvm.insertvalue %2114, %2113[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2116 = llvm.mlir.constant(8 : index) : i64
    %2117 = llvm.insertvalue %2116, %2115[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2118 = llvm.mlir.constant(8 : index) : i64
    %2119 = llvm.insertvalue %2118, %2117[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2120 = llvm.mlir.constant(4 : index) : i64
    %2121 = llvm.insertvalue %2120, %2119[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2122 = llvm.mlir.constant(1 : index) : i64
    %2123 = llvm.insertvalue %2122, %2121[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2124 = llvm.mlir.constant(1 : index) : i64
    %2125 = llvm.mlir.constant(4 : index) : i64
    %2126 = llvm.mlir.constant(8 : index) : i64
    %2127 = llvm.mlir.constant(8 : index) : i64
    %2128 = llvm.mlir.constant(1 : index) : i64
    %2129 = llvm.mlir.constant(64 : index) : i64
    %2130 = llvm.mlir.constant(256 : index) : i64
    %2131 = llvm.mlir.constant(256 : index) : i64
    %2132 = llvm.mlir.zero : !llvm.ptr
    %2133 = llvm.getelementptr %2132[%2131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2134 = llvm.ptrtoint %2133 : !llvm.ptr to i64
    %2135 = llvm.mlir.constant(64 : index) : i64
    %2136 = llvm.add %2134, %2135 : i64
    %2137 = llvm.call @malloc(%2136) : (i64) -> !llvm.ptr
    %2138 = llvm.ptrtoint %2137 : !llvm.ptr to i64
    %2139 = llvm.mlir.constant(1 : index) : i64
    %2140 = llvm.sub %2135, %2139 : i64
    %2141 = llvm.add %2138, %2140 : i64
    %2142 = llvm.urem %2141, %2135 : i64
    %2143 = llvm.sub %2141, %2142 : i64
    %2144 = llvm.inttoptr %2143 : i64 to !llvm.ptr
    %2145 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2146 = llvm.insertvalue %2137, %2145[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2147 = llvm.insertvalue %2144, %2146[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2148 = llvm.mlir.constant(0 : index) : i64
    %2149 = llvm.insertvalue %2148, %2147[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2150 = llvm.insertvalue %2124, %2149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2151 = llvm.insertvalue %2125, %2150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2152 = llvm.insertvalue %2126, %2151[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2153 = llvm.insertvalue %2127, %2152[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2154 = llvm.insertvalue %2130, %2153[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2155 = llvm.insertvalue %2129, %2154[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2156 = llvm.insertvalue %2127, %2155[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2157 = llvm.insertvalue %2128, %2156[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2159 = llvm.extractvalue %2157[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2160 = llvm.extractvalue %2157[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2161 = llvm.insertvalue %2159, %2158[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2162 = llvm.insertvalue %2160, %2161[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2163 = llvm.mlir.constant(0 : index) : i64
    %2164 = llvm.insertvalue %2163, %2162[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2165 = llvm.mlir.constant(1 : index) : i64
    %2166 = llvm.insertvalue %2165, %2164[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2167 = llvm.mlir.constant(256 : index) : i64
    %2168 = llvm.insertvalue %2167, %2166[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2169 = llvm.mlir.constant(4 : index) : i64
    %2170 = llvm.insertvalue %2169, %2168[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2171 = llvm.mlir.constant(64 : index) : i64
    %2172 = llvm.insertvalue %2171, %2170[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2173 = llvm.mlir.constant(8 : index) : i64
    %2174 = llvm.insertvalue %2173, %2172[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.mlir.constant(8 : index) : i64
    %2176 = llvm.insertvalue %2175, %2174[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.mlir.constant(4 : index) : i64
    %2178 = llvm.insertvalue %2177, %2176[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.mlir.constant(1 : index) : i64
    %2180 = llvm.insertvalue %2179, %2178[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb256(%17 : i64)
  ^bb256(%2181: i64):  // 2 preds: ^bb255, ^bb266
    %2182 = llvm.icmp "slt" %2181, %16 : i64
    llvm.cond_br %2182, ^bb257, ^bb267
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%17 : i64)
  ^bb258(%2183: i64):  // 2 preds: ^bb257, ^bb265
    %2184 = llvm.icmp "slt" %2183, %13 : i64
    llvm.cond_br %2184, ^bb259, ^bb266
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%17 : i64)
  ^bb260(%2185: i64):  // 2 preds: ^bb259, ^bb264
    %2186 = llvm.icmp "slt" %2185, %15 : i64
    llvm.cond_br %2186, ^bb261, ^bb265
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%17 : i64)
  ^bb262(%2187: i64):  // 2 preds: ^bb261, ^bb263
    %2188 = llvm.icmp "slt" %2187, %13 : i64
    llvm.cond_br %2188, ^bb263, ^bb264
  ^bb263:  // pred: ^bb262
    %2189 = llvm.extractvalue %2062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2190 = llvm.mlir.constant(128 : index) : i64
    %2191 = llvm.mul %2181, %2190 overflow<nsw, nuw> : i64
    %2192 = llvm.mlir.constant(32 : index) : i64
    %2193 = llvm.mul %2183, %2192 overflow<nsw, nuw> : i64
    %2194 = llvm.add %2191, %2193 overflow<nsw, nuw> : i64
    %2195 = llvm.mlir.constant(4 : index) : i64
    %2196 = llvm.mul %2185, %2195 overflow<nsw, nuw> : i64
    %2197 = llvm.add %2194, %2196 overflow<nsw, nuw> : i64
    %2198 = llvm.add %2197, %2187 overflow<nsw, nuw> : i64
    %2199 = llvm.getelementptr inbounds|nuw %2189[%2198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2200 = llvm.load %2199 : !llvm.ptr -> f32
    %2201 = llvm.extractvalue %2180[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2202 = llvm.mlir.constant(256 : index) : i64
    %2203 = llvm.mul %2181, %2202 overflow<nsw, nuw> : i64
    %2204 = llvm.mlir.constant(64 : index) : i64
    %2205 = llvm.mul %2183, %2204 overflow<nsw, nuw> : i64
    %2206 = llvm.add %2203, %2205 overflow<nsw, nuw> : i64
    %2207 = llvm.mlir.constant(8 : index) : i64
    %2208 = llvm.mul %2185, %2207 overflow<nsw, nuw> : i64
    %2209 = llvm.add %2206, %2208 overflow<nsw, nuw> : i64
    %2210 = llvm.add %2209, %2187 overflow<nsw, nuw> : i64
    %2211 = llvm.getelementptr inbounds|nuw %2201[%2210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2200, %2211 : f32, !llvm.ptr
    %2212 = llvm.add %2187, %16 : i64
    llvm.br ^bb262(%2212 : i64)
  ^bb264:  // pred: ^bb262
    %2213 = llvm.add %2185, %16 : i64
    llvm.br ^bb260(%2213 : i64)
  ^bb265:  // pred: ^bb260
    %2214 = llvm.add %2183, %16 : i64
    llvm.br ^bb258(%2214 : i64)
  ^bb266:  // pred: ^bb258
    %2215 = llvm.add %2181, %16 : i64
    llvm.br ^bb256(%2215 : i64)
  ^bb267:  // pred: ^bb256
    %2216 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2217 = llvm.extractvalue %2157[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2218 = llvm.extractvalue %2157[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2219 = llvm.insertvalue %2217, %2216[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2220 = llvm.insertvalue %2218, %2219[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2221 = llvm.mlir.constant(4 : index) : i64
    %2222 = llvm.insertvalue %2221, %2220[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2223 = llvm.mlir.constant(1 : index) : i64
    %2224 = llvm.insertvalue %2223, %2222[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2225 = llvm.mlir.constant(256 : index) : i64
    %2226 = llvm.insertvalue %2225, %2224[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2227 = llvm.mlir.constant(4 : index) : i64
    %2228 = llvm.insertvalue %2227, %2226[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2229 = llvm.mlir.constant(64 : index) : i64
    %2230 = llvm.insertvalue %2229, %2228[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2231 = llvm.mlir.constant(8 : index) : i64
    %2232 = llvm.insertvalue %2231, %2230[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2233 = llvm.mlir.constant(8 : index) : i64
    %2234 = llvm.insertvalue %2233, %2232[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2235 = llvm.mlir.constant(4 : index) : i64
    %2236 = llvm.insertvalue %2235, %2234[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2237 = llvm.mlir.constant(1 : index) : i64
    %2238 = llvm.insertvalue %2237, %2236[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb268(%17 : i64)
  ^bb268(%2239: i64):  // 2 preds: ^bb267, ^bb278
    %2240 = llvm.icmp "slt" %2239, %16 : i64
    llvm.cond_br %2240, ^bb269, ^bb279
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%17 : i64)
  ^bb270(%2241: i64):  // 2 preds: ^bb269, ^bb277
    %2242 = llvm.icmp "slt" %2241, %13 : i64
    llvm.cond_br %2242, ^bb271, ^bb278
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%17 : i64)
  ^bb272(%2243: i64):  // 2 preds: ^bb271, ^bb276
    %2244 = llvm.icmp "slt" %2243, %15 : i64
    llvm.cond_br %2244, ^bb273, ^bb277
  ^bb273:  // pred: ^bb272
    llvm.br ^bb274(%17 : i64)
  ^bb274(%2245: i64):  // 2 preds: ^bb273, ^bb275
    %2246 = llvm.icmp "slt" %2245, %13 : i64
    llvm.cond_br %2246, ^bb275, ^bb276
  ^bb275:  // pred: ^bb274
    %2247 = llvm.extractvalue %2123[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2248 = llvm.mlir.constant(256 : index) : i64
    %2249 = llvm.mul %2239, %2248 overflow<nsw, nuw> : i64
    %2250 = llvm.mlir.constant(64 : index) : i64
    %2251 = llvm.mul %2241, %2250 overflow<nsw, nuw> : i64
    %2252 = llvm.add %2249, %2251 overflow<nsw, nuw> : i64
    %2253 = llvm.mlir.constant(8 : index) : i64
    %2254 = llvm.mul %2243, %2253 overflow<nsw, nuw> : i64
    %2255 = llvm.add %2252, %2254 overflow<nsw, nuw> : i64
    %2256 = llvm.add %2255, %2245 overflow<nsw, nuw> : i64
    %2257 = llvm.getelementptr inbounds|nuw %2247[%2256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2258 = llvm.load %2257 : !llvm.ptr -> f32
    %2259 = llvm.extractvalue %2238[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2260 = llvm.mlir.constant(4 : index) : i64
    %2261 = llvm.getelementptr %2259[%2260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2262 = llvm.mlir.constant(256 : index) : i64
    %2263 = llvm.mul %2239, %2262 overflow<nsw, nuw> : i64
    %2264 = llvm.mlir.constant(64 : index) : i64
    %2265 = llvm.mul %2241, %2264 overflow<nsw, nuw> : i64
    %2266 = llvm.add %2263, %2265 overflow<nsw, nuw> : i64
    %2267 = llvm.mlir.constant(8 : index) : i64
    %2268 = llvm.mul %2243, %2267 overflow<nsw, nuw> : i64
    %2269 = llvm.add %2266, %2268 overflow<nsw, nuw> : i64
    %2270 = llvm.add %2269, %2245 overflow<nsw, nuw> : i64
    %2271 = llvm.getelementptr inbounds|nuw %2261[%2270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2258, %2271 : f32, !llvm.ptr
    %2272 = llvm.add %2245, %16 : i64
    llvm.br ^bb274(%2272 : i64)
  ^bb276:  // pred: ^bb274
    %2273 = llvm.add %2243, %16 : i64
    llvm.br ^bb272(%2273 : i64)
  ^bb277:  // pred: ^bb272
    %2274 = llvm.add %2241, %16 : i64
    llvm.br ^bb270(%2274 : i64)
  ^bb278:  // pred: ^bb270
    %2275 = llvm.add %2239, %16 : i64
    llvm.br ^bb268(%2275 : i64)
  ^bb279:  // pred: ^bb268
    %2276 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2277 = llvm.extractvalue %1824[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2278 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2279 = llvm.insertvalue %2277, %2276[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2280 = llvm.insertvalue %2278, %2279[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2281 = llvm.mlir.constant(4 : index) : i64
    %2282 = llvm.insertvalue %2281, %2280[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2283 = llvm.mlir.constant(1 : index) : i64
    %2284 = llvm.insertvalue %2283, %2282[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2285 = llvm.mlir.constant(128 : index) : i64
    %2286 = llvm.insertvalue %2285, %2284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2287 = llvm.mlir.constant(2 : index) : i64
    %2288 = llvm.insertvalue %2287, %2286[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2289 = llvm.mlir.constant(64 : index) : i64
    %2290 = llvm.insertvalue %2289, %2288[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2291 = llvm.mlir.constant(8 : index) : i64
    %2292 = llvm.insertvalue %2291, %2290[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2293 = llvm.mlir.constant(8 : index) : i64
    %2294 = llvm.insertvalue %2293, %2292[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2295 = llvm.mlir.constant(4 : index) : i64
    %2296 = llvm.insertvalue %2295, %2294[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2297 = llvm.mlir.constant(1 : index) : i64
    %2298 = llvm.insertvalue %2297, %2296[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2299 = llvm.mlir.constant(1 : index) : i64
    %2300 = llvm.mlir.constant(2 : index) : i64
    %2301 = llvm.mlir.constant(8 : index) : i64
    %2302 = llvm.mlir.constant(4 : index) : i64
    %2303 = llvm.mlir.constant(1 : index) : i64
    %2304 = llvm.mlir.constant(32 : index) : i64
    %2305 = llvm.mlir.constant(64 : index) : i64
    %2306 = llvm.mlir.constant(64 : index) : i64
    %2307 = llvm.mlir.zero : !llvm.ptr
    %2308 = llvm.getelementptr %2307[%2306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2309 = llvm.ptrtoint %2308 : !llvm.ptr to i64
    %2310 = llvm.mlir.constant(64 : index) : i64
    %2311 = llvm.add %2309, %2310 : i64
    %2312 = llvm.call @malloc(%2311) : (i64) -> !llvm.ptr
    %2313 = llvm.ptrtoint %2312 : !llvm.ptr to i64
    %2314 = llvm.mlir.constant(1 : index) : i64
    %2315 = llvm.sub %2310, %2314 : i64
    %2316 = llvm.add %2313, %2315 : i64
    %2317 = llvm.urem %2316, %2310 : i64
    %2318 = llvm.sub %2316, %2317 : i64
    %2319 = llvm.inttoptr %2318 : i64 to !llvm.ptr
    %2320 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2321 = llvm.insertvalue %2312, %2320[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2322 = llvm.insertvalue %2319, %2321[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2323 = llvm.mlir.constant(0 : index) : i64
    %2324 = llvm.insertvalue %2323, %2322[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2325 = llvm.insertvalue %2299, %2324[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2326 = llvm.insertvalue %2300, %2325[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2327 = llvm.insertvalue %2301, %2326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2328 = llvm.insertvalue %2302, %2327[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2329 = llvm.insertvalue %2305, %2328[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2330 = llvm.insertvalue %2304, %2329[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2331 = llvm.insertvalue %2302, %2330[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2332 = llvm.insertvalue %2303, %2331[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb280(%17 : i64)
  ^bb280(%2333: i64):  // 2 preds: ^bb279, ^bb290
    %2334 = llvm.icmp "slt" %2333, %16 : i64
    llvm.cond_br %2334, ^bb281, ^bb291
  ^bb281:  // pred: ^bb280
    llvm.br ^bb282(%17 : i64)
  ^bb282(%2335: i64):  // 2 preds: ^bb281, ^bb289
    %2336 = llvm.icmp "slt" %2335, %11 : i64
    llvm.cond_br %2336, ^bb283, ^bb290
  ^bb283:  // pred: ^bb282
    llvm.br ^bb284(%17 : i64)
  ^bb284(%2337: i64):  // 2 preds: ^bb283, ^bb288
    %2338 = llvm.icmp "slt" %2337, %15 : i64
    llvm.cond_br %2338, ^bb285, ^bb289
  ^bb285:  // pred: ^bb284
    llvm.br ^bb286(%17 : i64)
  ^bb286(%2339: i64):  // 2 preds: ^bb285, ^bb287
    %2340 = llvm.icmp "slt" %2339, %13 : i64
    llvm.cond_br %2340, ^bb287, ^bb288
  ^bb287:  // pred: ^bb286
    %2341 = llvm.extractvalue %2298[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2342 = llvm.mlir.constant(4 : index) : i64
    %2343 = llvm.getelementptr %2341[%2342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2344 = llvm.mlir.constant(128 : index) : i64
    %2345 = llvm.mul %2333, %2344 overflow<nsw, nuw> : i64
    %2346 = llvm.mlir.constant(64 : index) : i64
    %2347 = llvm.mul %2335, %2346 overflow<nsw, nuw> : i64
    %2348 = llvm.add %2345, %2347 overflow<nsw, nuw> : i64
    %2349 = llvm.mlir.constant(8 : index) : i64
    %2350 = llvm.mul %2337, %2349 overflow<nsw, nuw> : i64
    %2351 = llvm.add %2348, %2350 overflow<nsw, nuw> : i64
    %2352 = llvm.add %2351, %2339 overflow<nsw, nuw> : i64
    %2353 = llvm.getelementptr inbounds|nuw %2343[%2352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2354 = llvm.load %2353 : !llvm.ptr -> f32
    %2355 = llvm.fneg %2354 : f32
    %2356 = llvm.extractvalue %2332[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2357 = llvm.mlir.constant(64 : index) : i64
    %2358 = llvm.mul %2333, %2357 overflow<nsw, nuw> : i64
    %2359 = llvm.mlir.constant(32 : index) : i64
    %2360 = llvm.mul %2335, %2359 overflow<nsw, nuw> : i64
    %2361 = llvm.add %2358, %2360 overflow<nsw, nuw> : i64
    %2362 = llvm.mlir.constant(4 : index) : i64
    %2363 = llvm.mul %2337, %2362 overflow<nsw, nuw> : i64
    %2364 = llvm.add %2361, %2363 overflow<nsw, nuw> : i64
    %2365 = llvm.add %2364, %2339 overflow<nsw, nuw> : i64
    %2366 = llvm.getelementptr inbounds|nuw %2356[%2365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2355, %2366 : f32, !llvm.ptr
    %2367 = llvm.add %2339, %16 : i64
    llvm.br ^bb286(%2367 : i64)
  ^bb288:  // pred: ^bb286
    %2368 = llvm.add %2337, %16 : i64
    llvm.br ^bb284(%2368 : i64)
  ^bb289:  // pred: ^bb284
    %2369 = llvm.add %2335, %16 : i64
    llvm.br ^bb282(%2369 : i64)
  ^bb290:  // pred: ^bb282
    %2370 = llvm.add %2333, %16 : i64
    llvm.br ^bb280(%2370 : i64)
  ^bb291:  // pred: ^bb280
    %2371 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2372 = llvm.extractvalue %1824[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2373 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2374 = llvm.insertvalue %2372, %2371[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2375 = llvm.insertvalue %2373, %2374[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2376 = llvm.mlir.constant(0 : index) : i64
    %2377 = llvm.insertvalue %2376, %2375[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2378 = llvm.mlir.constant(1 : index) : i64
    %2379 = llvm.insertvalue %2378, %2377[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2380 = llvm.mlir.constant(128 : index) : i64
    %2381 = llvm.insertvalue %2380, %2379[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2382 = llvm.mlir.constant(2 : index) : i64
    %2383 = llvm.insertvalue %2382, %2381[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2384 = llvm.mlir.constant(64 : index) : i64
    %2385 = llvm.insertvalue %2384, %2383[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2386 = llvm.mlir.constant(8 : index) : i64
    %2387 = llvm.insertvalue %2386, %2385[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2388 = llvm.mlir.constant(8 : index) : i64
    %2389 = llvm.insertvalue %2388, %2387[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2390 = llvm.mlir.constant(4 : index) : i64
    %2391 = llvm.insertvalue %2390, %2389[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2392 = llvm.mlir.constant(1 : index) : i64
    %2393 = llvm.insertvalue %2392, %2391[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2394 = llvm.mlir.constant(1 : index) : i64
    %2395 = llvm.mlir.constant(2 : index) : i64
    %2396 = llvm.mlir.constant(8 : index) : i64
    %2397 = llvm.mlir.constant(8 : index) : i64
    %2398 = llvm.mlir.constant(1 : index) : i64
    %2399 = llvm.mlir.constant(64 : index) : i64
    %2400 = llvm.mlir.constant(128 : index) : i64
    %2401 = llvm.mlir.constant(128 : index) : i64
    %2402 = llvm.mlir.zero : !llvm.ptr
    %2403 = llvm.getelementptr %2402[%2401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2404 = llvm.ptrtoint %2403 : !llvm.ptr to i64
    %2405 = llvm.mlir.constant(64 : index) : i64
    %2406 = llvm.add %2404, %2405 : i64
    %2407 = llvm.call @malloc(%2406) : (i64) -> !llvm.ptr
    %2408 = llvm.ptrtoint %2407 : !llvm.ptr to i64
    %2409 = llvm.mlir.constant(1 : index) : i64
    %2410 = llvm.sub %2405, %2409 : i64
    %2411 = llvm.add %2408, %2410 : i64
    %2412 = llvm.urem %2411, %2405 : i64
    %2413 = llvm.sub %2411, %2412 : i64
    %2414 = llvm.inttoptr %2413 : i64 to !llvm.ptr
    %2415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2416 = llvm.insertvalue %2407, %2415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2417 = llvm.insertvalue %2414, %2416[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2418 = llvm.mlir.constant(0 : index) : i64
    %2419 = llvm.insertvalue %2418, %2417[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2420 = llvm.insertvalue %2394, %2419[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2421 = llvm.insertvalue %2395, %2420[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2422 = llvm.insertvalue %2396, %2421[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2423 = llvm.insertvalue %2397, %2422[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2424 = llvm.insertvalue %2400, %2423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2425 = llvm.insertvalue %2399, %2424[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2426 = llvm.insertvalue %2397, %2425[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2427 = llvm.insertvalue %2398, %2426[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2428 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2429 = llvm.extractvalue %2427[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2430 = llvm.extractvalue %2427[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2431 = llvm.insertvalue %2429, %2428[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2432 = llvm.insertvalue %2430, %2431[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2433 = llvm.mlir.constant(0 : index) : i64
    %2434 = llvm.insertvalue %2433, %2432[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.mlir.constant(1 : index) : i64
    %2436 = llvm.insertvalue %2435, %2434[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2437 = llvm.mlir.constant(128 : index) : i64
    %2438 = llvm.insertvalue %2437, %2436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.mlir.constant(2 : index) : i64
    %2440 = llvm.insertvalue %2439, %2438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2441 = llvm.mlir.constant(64 : index) : i64
    %2442 = llvm.insertvalue %2441, %2440[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2443 = llvm.mlir.constant(8 : index) : i64
    %2444 = llvm.insertvalue %2443, %2442[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2445 = llvm.mlir.constant(8 : index) : i64
    %2446 = llvm.insertvalue %2445, %2444[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2447 = llvm.mlir.constant(4 : index) : i64
    %2448 = llvm.insertvalue %2447, %2446[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2449 = llvm.mlir.constant(1 : index) : i64
    %2450 = llvm.insertvalue %2449, %2448[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb292(%17 : i64)
  ^bb292(%2451: i64):  // 2 preds: ^bb291, ^bb302
    %2452 = llvm.icmp "slt" %2451, %16 : i64
    llvm.cond_br %2452, ^bb293, ^bb303
  ^bb293:  // pred: ^bb292
    llvm.br ^bb294(%17 : i64)
  ^bb294(%2453: i64):  // 2 preds: ^bb293, ^bb301
    %2454 = llvm.icmp "slt" %2453, %11 : i64
    llvm.cond_br %2454, ^bb295, ^bb302
  ^bb295:  // pred: ^bb294
    llvm.br ^bb296(%17 : i64)
  ^bb296(%2455: i64):  // 2 preds: ^bb295, ^bb300
    %2456 = llvm.icmp "slt" %2455, %15 : i64
    llvm.cond_br %2456, ^bb297, ^bb301
  ^bb297:  // pred: ^bb296
    llvm.br ^bb298(%17 : i64)
  ^bb298(%2457: i64):  // 2 preds: ^bb297, ^bb299
    %2458 = llvm.icmp "slt" %2457, %13 : i64
    llvm.cond_br %2458, ^bb299, ^bb300
  ^bb299:  // pred: ^bb298
    %2459 = llvm.extractvalue %2332[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2460 = llvm.mlir.constant(64 : index) : i64
    %2461 = llvm.mul %2451, %2460 overflow<nsw, nuw> : i64
    %2462 = llvm.mlir.constant(32 : index) : i64
    %2463 = llvm.mul %2453, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.add %2461, %2463 overflow<nsw, nuw> : i64
    %2465 = llvm.mlir.constant(4 : index) : i64
    %2466 = llvm.mul %2455, %2465 overflow<nsw, nuw> : i64
    %2467 = llvm.add %2464, %2466 overflow<nsw, nuw> : i64
    %2468 = llvm.add %2467, %2457 overflow<nsw, nuw> : i64
    %2469 = llvm.getelementptr inbounds|nuw %2459[%2468] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2470 = llvm.load %2469 : !llvm.ptr -> f32
    %2471 = llvm.extractvalue %2450[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2472 = llvm.mlir.constant(128 : index) : i64
    %2473 = llvm.mul %2451, %2472 overflow<nsw, nuw> : i64
    %2474 = llvm.mlir.constant(64 : index) : i64
    %2475 = llvm.mul %2453, %2474 overflow<nsw, nuw> : i64
    %2476 = llvm.add %2473, %2475 overflow<nsw, nuw> : i64
    %2477 = llvm.mlir.constant(8 : index) : i64
    %2478 = llvm.mul %2455, %2477 overflow<nsw, nuw> : i64
    %2479 = llvm.add %2476, %2478 overflow<nsw, nuw> : i64
    %2480 = llvm.add %2479, %2457 overflow<nsw, nuw> : i64
    %2481 = llvm.getelementptr inbounds|nuw %2471[%2480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2470, %2481 : f32, !llvm.ptr
    %2482 = llvm.add %2457, %16 : i64
    llvm.br ^bb298(%2482 : i64)
  ^bb300:  // pred: ^bb298
    %2483 = llvm.add %2455, %16 : i64
    llvm.br ^bb296(%2483 : i64)
  ^bb301:  // pred: ^bb296
    %2484 = llvm.add %2453, %16 : i64
    llvm.br ^bb294(%2484 : i64)
  ^bb302:  // pred: ^bb294
    %2485 = llvm.add %2451, %16 : i64
    llvm.br ^bb292(%2485 : i64)
  ^bb303:  // pred: ^bb292
    %2486 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2487 = llvm.extractvalue %2427[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2488 = llvm.extractvalue %2427[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2489 = llvm.insertvalue %2487, %2486[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.insertvalue %2488, %2489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2491 = llvm.mlir.constant(4 : index) : i64
    %2492 = llvm.insertvalue %2491, %2490[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2493 = llvm.mlir.constant(1 : index) : i64
    %2494 = llvm.insertvalue %2493, %2492[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2495 = llvm.mlir.constant(128 : index) : i64
    %2496 = llvm.insertvalue %2495, %2494[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2497 = llvm.mlir.constant(2 : index) : i64
    %2498 = llvm.insertvalue %2497, %2496[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2499 = llvm.mlir.constant(64 : index) : i64
    %2500 = llvm.insertvalue %2499, %2498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2501 = llvm.mlir.constant(8 : index) : i64
    %2502 = llvm.insertvalue %2501, %2500[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2503 = llvm.mlir.constant(8 : index) : i64
    %2504 = llvm.insertvalue %2503, %2502[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2505 = llvm.mlir.constant(4 : index) : i64
    %2506 = llvm.insertvalue %2505, %2504[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2507 = llvm.mlir.constant(1 : index) : i64
    %2508 = llvm.insertvalue %2507, %2506[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb304(%17 : i64)
  ^bb304(%2509: i64):  // 2 preds: ^bb303, ^bb314
    %2510 = llvm.icmp "slt" %2509, %16 : i64
    llvm.cond_br %2510, ^bb305, ^bb315
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%17 : i64)
  ^bb306(%2511: i64):  // 2 preds: ^bb305, ^bb313
    %2512 = llvm.icmp "slt" %2511, %11 : i64
    llvm.cond_br %2512, ^bb307, ^bb314
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%17 : i64)
  ^bb308(%2513: i64):  // 2 preds: ^bb307, ^bb312
    %2514 = llvm.icmp "slt" %2513, %15 : i64
    llvm.cond_br %2514, ^bb309, ^bb313
  ^bb309:  // pred: ^bb308
    llvm.br ^bb310(%17 : i64)
  ^bb310(%2515: i64):  // 2 preds: ^bb309, ^bb311
    %2516 = llvm.icmp "slt" %2515, %13 : i64
    llvm.cond_br %2516, ^bb311, ^bb312
  ^bb311:  // pred: ^bb310
    %2517 = llvm.extractvalue %2393[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2518 = llvm.mlir.constant(128 : index) : i64
    %2519 = llvm.mul %2509, %2518 overflow<nsw, nuw> : i64
    %2520 = llvm.mlir.constant(64 : index) : i64
    %2521 = llvm.mul %2511, %2520 overflow<nsw, nuw> : i64
    %2522 = llvm.add %2519, %2521 overflow<nsw, nuw> : i64
    %2523 = llvm.mlir.constant(8 : index) : i64
    %2524 = llvm.mul %2513, %2523 overflow<nsw, nuw> : i64
    %2525 = llvm.add %2522, %2524 overflow<nsw, nuw> : i64
    %2526 = llvm.add %2525, %2515 overflow<nsw, nuw> : i64
    %2527 = llvm.getelementptr inbounds|nuw %2517[%2526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2528 = llvm.load %2527 : !llvm.ptr -> f32
    %2529 = llvm.extractvalue %2508[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2530 = llvm.mlir.constant(4 : index) : i64
    %2531 = llvm.getelementptr %2529[%2530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2532 = llvm.mlir.constant(128 : index) : i64
    %2533 = llvm.mul %2509, %2532 overflow<nsw, nuw> : i64
    %2534 = llvm.mlir.constant(64 : index) : i64
    %2535 = llvm.mul %2511, %2534 overflow<nsw, nuw> : i64
    %2536 = llvm.add %2533, %2535 overflow<nsw, nuw> : i64
    %2537 = llvm.mlir.constant(8 : index) : i64
    %2538 = llvm.mul %2513, %2537 overflow<nsw, nuw> : i64
    %2539 = llvm.add %2536, %2538 overflow<nsw, nuw> : i64
    %2540 = llvm.add %2539, %2515 overflow<nsw, nuw> : i64
    %2541 = llvm.getelementptr inbounds|nuw %2531[%2540] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2528, %2541 : f32, !llvm.ptr
    %2542 = llvm.add %2515, %16 : i64
    llvm.br ^bb310(%2542 : i64)
  ^bb312:  // pred: ^bb310
    %2543 = llvm.add %2513, %16 : i64
    llvm.br ^bb308(%2543 : i64)
  ^bb313:  // pred: ^bb308
    %2544 = llvm.add %2511, %16 : i64
    llvm.br ^bb306(%2544 : i64)
  ^bb314:  // pred: ^bb306
    %2545 = llvm.add %2509, %16 : i64
    llvm.br ^bb304(%2545 : i64)
  ^bb315:  // pred: ^bb304
    %2546 = llvm.mlir.constant(1 : index) : i64
    %2547 = llvm.mlir.constant(2 : index) : i64
    %2548 = llvm.mlir.constant(2 : index) : i64
    %2549 = llvm.mlir.constant(8 : index) : i64
    %2550 = llvm.mlir.constant(8 : index) : i64
    %2551 = llvm.mlir.constant(1 : index) : i64
    %2552 = llvm.mlir.constant(64 : index) : i64
    %2553 = llvm.mlir.constant(128 : index) : i64
    %2554 = llvm.mlir.constant(256 : index) : i64
    %2555 = llvm.mlir.constant(256 : index) : i64
    %2556 = llvm.mlir.zero : !llvm.ptr
    %2557 = llvm.getelementptr %2556[%2555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2558 = llvm.ptrtoint %2557 : !llvm.ptr to i64
    %2559 = llvm.mlir.constant(64 : index) : i64
    %2560 = llvm.add %2558, %2559 : i64
    %2561 = llvm.call @malloc(%2560) : (i64) -> !llvm.ptr
    %2562 = llvm.ptrtoint %2561 : !llvm.ptr to i64
    %2563 = llvm.mlir.constant(1 : index) : i64
    %2564 = llvm.sub %2559, %2563 : i64
    %2565 = llvm.add %2562, %2564 : i64
    %2566 = llvm.urem %2565, %2559 : i64
    %2567 = llvm.sub %2565, %2566 : i64
    %2568 = llvm.inttoptr %2567 : i64 to !llvm.ptr
    %2569 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2570 = llvm.insertvalue %2561, %2569[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2571 = llvm.insertvalue %2568, %2570[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2572 = llvm.mlir.constant(0 : index) : i64
    %2573 = llvm.insertvalue %2572, %2571[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2574 = llvm.insertvalue %2546, %2573[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2575 = llvm.insertvalue %2547, %2574[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2576 = llvm.insertvalue %2548, %2575[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2577 = llvm.insertvalue %2549, %2576[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2578 = llvm.insertvalue %2550, %2577[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2579 = llvm.insertvalue %2554, %2578[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2580 = llvm.insertvalue %2553, %2579[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2581 = llvm.insertvalue %2552, %2580[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2582 = llvm.insertvalue %2550, %2581[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2583 = llvm.insertvalue %2551, %2582[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb316(%17 : i64)
  ^bb316(%2584: i64):  // 2 preds: ^bb315, ^bb329
    %2585 = llvm.icmp "slt" %2584, %16 : i64
    llvm.cond_br %2585, ^bb317, ^bb330
  ^bb317:  // pred: ^bb316
    llvm.br ^bb318(%17 : i64)
  ^bb318(%2586: i64):  // 2 preds: ^bb317, ^bb328
    %2587 = llvm.icmp "slt" %2586, %11 : i64
    llvm.cond_br %2587, ^bb319, ^bb329
  ^bb319:  // pred: ^bb318
    llvm.br ^bb320(%17 : i64)
  ^bb320(%2588: i64):  // 2 preds: ^bb319, ^bb327
    %2589 = llvm.icmp "slt" %2588, %11 : i64
    llvm.cond_br %2589, ^bb321, ^bb328
  ^bb321:  // pred: ^bb320
    llvm.br ^bb322(%17 : i64)
  ^bb322(%2590: i64):  // 2 preds: ^bb321, ^bb326
    %2591 = llvm.icmp "slt" %2590, %15 : i64
    llvm.cond_br %2591, ^bb323, ^bb327
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%17 : i64)
  ^bb324(%2592: i64):  // 2 preds: ^bb323, ^bb325
    %2593 = llvm.icmp "slt" %2592, %15 : i64
    llvm.cond_br %2593, ^bb325, ^bb326
  ^bb325:  // pred: ^bb324
    %2594 = llvm.extractvalue %1912[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2595 = llvm.mlir.constant(128 : index) : i64
    %2596 = llvm.mul %2584, %2595 overflow<nsw, nuw> : i64
    %2597 = llvm.mlir.constant(16 : index) : i64
    %2598 = llvm.mul %2590, %2597 overflow<nsw, nuw> : i64
    %2599 = llvm.add %2596, %2598 overflow<nsw, nuw> : i64
    %2600 = llvm.mlir.constant(8 : index) : i64
    %2601 = llvm.mul %2586, %2600 overflow<nsw, nuw> : i64
    %2602 = llvm.add %2599, %2601 overflow<nsw, nuw> : i64
    %2603 = llvm.add %2602, %2592 overflow<nsw, nuw> : i64
    %2604 = llvm.getelementptr inbounds|nuw %2594[%2603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2605 = llvm.load %2604 : !llvm.ptr -> f32
    %2606 = llvm.extractvalue %2583[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2607 = llvm.mlir.constant(256 : index) : i64
    %2608 = llvm.mul %2584, %2607 overflow<nsw, nuw> : i64
    %2609 = llvm.mlir.constant(128 : index) : i64
    %2610 = llvm.mul %2586, %2609 overflow<nsw, nuw> : i64
    %2611 = llvm.add %2608, %2610 overflow<nsw, nuw> : i64
    %2612 = llvm.mlir.constant(64 : index) : i64
    %2613 = llvm.mul %2588, %2612 overflow<nsw, nuw> : i64
    %2614 = llvm.add %2611, %2613 overflow<nsw, nuw> : i64
    %2615 = llvm.mlir.constant(8 : index) : i64
    %2616 = llvm.mul %2590, %2615 overflow<nsw, nuw> : i64
    %2617 = llvm.add %2614, %2616 overflow<nsw, nuw> : i64
    %2618 = llvm.add %2617, %2592 overflow<nsw, nuw> : i64
    %2619 = llvm.getelementptr inbounds|nuw %2606[%2618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2605, %2619 : f32, !llvm.ptr
    %2620 = llvm.add %2592, %16 : i64
    llvm.br ^bb324(%2620 : i64)
  ^bb326:  // pred: ^bb324
    %2621 = llvm.add %2590, %16 : i64
    llvm.br ^bb322(%2621 : i64)
  ^bb327:  // pred: ^bb322
    %2622 = llvm.add %2588, %16 : i64
    llvm.br ^bb320(%2622 : i64)
  ^bb328:  // pred: ^bb320
    %2623 = llvm.add %2586, %16 : i64
    llvm.br ^bb318(%2623 : i64)
  ^bb329:  // pred: ^bb318
    %2624 = llvm.add %2584, %16 : i64
    llvm.br ^bb316(%2624 : i64)
  ^bb330:  // pred: ^bb316
    %2625 = llvm.mlir.constant(1 : index) : i64
    %2626 = llvm.mlir.constant(2 : index) : i64
    %2627 = llvm.mlir.constant(2 : index) : i64
    %2628 = llvm.mlir.constant(8 : index) : i64
    %2629 = llvm.mlir.constant(8 : index) : i64
    %2630 = llvm.mlir.constant(1 : index) : i64
    %2631 = llvm.mlir.constant(64 : index) : i64
    %2632 = llvm.mlir.constant(128 : index) : i64
    %2633 = llvm.mlir.constant(256 : index) : i64
    %2634 = llvm.mlir.constant(256 : index) : i64
    %2635 = llvm.mlir.zero : !llvm.ptr
    %2636 = llvm.getelementptr %2635[%2634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2637 = llvm.ptrtoint %2636 : !llvm.ptr to i64
    %2638 = llvm.mlir.constant(64 : index) : i64
    %2639 = llvm.add %2637, %2638 : i64
    %2640 = llvm.call @malloc(%2639) : (i64) -> !llvm.ptr
    %2641 = llvm.ptrtoint %2640 : !llvm.ptr to i64
    %2642 = llvm.mlir.constant(1 : index) : i64
    %2643 = llvm.sub %2638, %2642 : i64
    %2644 = llvm.add %2641, %2643 : i64
    %2645 = llvm.urem %2644, %2638 : i64
    %2646 = llvm.sub %2644, %2645 : i64
    %2647 = llvm.inttoptr %2646 : i64 to !llvm.ptr
    %2648 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2649 = llvm.insertvalue %2640, %2648[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2650 = llvm.insertvalue %2647, %2649[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2651 = llvm.mlir.constant(0 : index) : i64
    %2652 = llvm.insertvalue %2651, %2650[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2653 = llvm.insertvalue %2625, %2652[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2654 = llvm.insertvalue %2626, %2653[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2655 = llvm.insertvalue %2627, %2654[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2656 = llvm.insertvalue %2628, %2655[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2657 = llvm.insertvalue %2629, %2656[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2658 = llvm.insertvalue %2633, %2657[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2659 = llvm.insertvalue %2632, %2658[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2660 = llvm.insertvalue %2631, %2659[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2661 = llvm.insertvalue %2629, %2660[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2662 = llvm.insertvalue %2630, %2661[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb331(%17 : i64)
  ^bb331(%2663: i64):  // 2 preds: ^bb330, ^bb344
    %2664 = llvm.icmp "slt" %2663, %16 : i64
    llvm.cond_br %2664, ^bb332, ^bb345
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%17 : i64)
  ^bb333(%2665: i64):  // 2 preds: ^bb332, ^bb343
    %2666 = llvm.icmp "slt" %2665, %11 : i64
    llvm.cond_br %2666, ^bb334, ^bb344
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%17 : i64)
  ^bb335(%2667: i64):  // 2 preds: ^bb334, ^bb342
    %2668 = llvm.icmp "slt" %2667, %11 : i64
    llvm.cond_br %2668, ^bb336, ^bb343
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%17 : i64)
  ^bb337(%2669: i64):  // 2 preds: ^bb336, ^bb341
    %2670 = llvm.icmp "slt" %2669, %15 : i64
    llvm.cond_br %2670, ^bb338, ^bb342
  ^bb338:  // pred: ^bb337
    llvm.br ^bb339(%17 : i64)
  ^bb339(%2671: i64):  // 2 preds: ^bb338, ^bb340
    %2672 = llvm.icmp "slt" %2671, %15 : i64
    llvm.cond_br %2672, ^bb340, ^bb341
  ^bb340:  // pred: ^bb339
    %2673 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2674 = llvm.mlir.constant(128 : index) : i64
    %2675 = llvm.mul %2663, %2674 overflow<nsw, nuw> : i64
    %2676 = llvm.mlir.constant(64 : index) : i64
    %2677 = llvm.mul %2665, %2676 overflow<nsw, nuw> : i64
    %2678 = llvm.add %2675, %2677 overflow<nsw, nuw> : i64
    %2679 = llvm.mlir.constant(8 : index) : i64
    %2680 = llvm.mul %2671, %2679 overflow<nsw, nuw> : i64
    %2681 = llvm.add %2678, %2680 overflow<nsw, nuw> : i64
    %2682 = llvm.add %2681, %2669 overflow<nsw, nuw> : i64
    %2683 = llvm.getelementptr inbounds|nuw %2673[%2682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2684 = llvm.load %2683 : !llvm.ptr -> f32
    %2685 = llvm.extractvalue %929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2686 = llvm.mlir.constant(64 : index) : i64
    %2687 = llvm.mul %2663, %2686 overflow<nsw, nuw> : i64
    %2688 = llvm.mlir.constant(64 : index) : i64
    %2689 = llvm.mul %17, %2688 overflow<nsw, nuw> : i64
    %2690 = llvm.add %2687, %2689 overflow<nsw, nuw> : i64
    %2691 = llvm.mlir.constant(8 : index) : i64
    %2692 = llvm.mul %2671, %2691 overflow<nsw, nuw> : i64
    %2693 = llvm.add %2690, %2692 overflow<nsw, nuw> : i64
    %2694 = llvm.add %2693, %2669 overflow<nsw, nuw> : i64
    %2695 = llvm.getelementptr inbounds|nuw %2685[%2694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2696 = llvm.load %2695 : !llvm.ptr -> f32
    %2697 = llvm.extractvalue %2427[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2698 = llvm.mlir.constant(128 : index) : i64
    %2699 = llvm.mul %2663, %2698 overflow<nsw, nuw> : i64
    %2700 = llvm.mlir.constant(64 : index) : i64
    %2701 = llvm.mul %2665, %2700 overflow<nsw, nuw> : i64
    %2702 = llvm.add %2699, %2701 overflow<nsw, nuw> : i64
    %2703 = llvm.mlir.constant(8 : index) : i64
    %2704 = llvm.mul %2671, %2703 overflow<nsw, nuw> : i64
    %2705 = llvm.add %2702, %2704 overflow<nsw, nuw> : i64
    %2706 = llvm.add %2705, %2669 overflow<nsw, nuw> : i64
    %2707 = llvm.getelementptr inbounds|nuw %2697[%2706] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2708 = llvm.load %2707 : !llvm.ptr -> f32
    %2709 = llvm.extractvalue %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2710 = llvm.mlir.constant(64 : index) : i64
    %2711 = llvm.mul %2663, %2710 overflow<nsw, nuw> : i64
    %2712 = llvm.mlir.constant(64 : index) : i64
    %2713 = llvm.mul %17, %2712 overflow<nsw, nuw> : i64
    %2714 = llvm.add %2711, %2713 overflow<nsw, nuw> : i64
    %2715 = llvm.mlir.constant(8 : index) : i64
    %2716 = llvm.mul %2671, %2715 overflow<nsw, nuw> : i64
    %2717 = llvm.add %2714, %2716 overflow<nsw, nuw> : i64
    %2718 = llvm.add %2717, %2669 overflow<nsw, nuw> : i64
    %2719 = llvm.getelementptr inbounds|nuw %2709[%2718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2720 = llvm.load %2719 : !llvm.ptr -> f32
    %2721 = llvm.fmul %2708, %2720 : f32
    %2722 = llvm.fmul %2684, %2696 : f32
    %2723 = llvm.fadd %2722, %2721 : f32
    %2724 = llvm.fptrunc %21 : f64 to f32
    %2725 = llvm.fmul %2723, %2724 : f32
    %2726 = llvm.extractvalue %2662[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2727 = llvm.mlir.constant(256 : index) : i64
    %2728 = llvm.mul %2663, %2727 overflow<nsw, nuw> : i64
    %2729 = llvm.mlir.constant(128 : index) : i64
    %2730 = llvm.mul %2665, %2729 overflow<nsw, nuw> : i64
    %2731 = llvm.add %2728, %2730 overflow<nsw, nuw> : i64
    %2732 = llvm.mlir.constant(64 : index) : i64
    %2733 = llvm.mul %2667, %2732 overflow<nsw, nuw> : i64
    %2734 = llvm.add %2731, %2733 overflow<nsw, nuw> : i64
    %2735 = llvm.mlir.constant(8 : index) : i64
    %2736 = llvm.mul %2669, %2735 overflow<nsw, nuw> : i64
    %2737 = llvm.add %2734, %2736 overflow<nsw, nuw> : i64
    %2738 = llvm.add %2737, %2671 overflow<nsw, nuw> : i64
    %2739 = llvm.getelementptr inbounds|nuw %2726[%2738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2725, %2739 : f32, !llvm.ptr
    %2740 = llvm.add %2671, %16 : i64
    llvm.br ^bb339(%2740 : i64)
  ^bb341:  // pred: ^bb339
    %2741 = llvm.add %2669, %16 : i64
    llvm.br ^bb337(%2741 : i64)
  ^bb342:  // pred: ^bb337
    %2742 = llvm.add %2667, %16 : i64
    llvm.br ^bb335(%2742 : i64)
  ^bb343:  // pred: ^bb335
    %2743 = llvm.add %2665, %16 : i64
    llvm.br ^bb333(%2743 : i64)
  ^bb344:  // pred: ^bb333
    %2744 = llvm.add %2663, %16 : i64
    llvm.br ^bb331(%2744 : i64)
  ^bb345:  // pred: ^bb331
    %2745 = llvm.mlir.constant(4 : index) : i64
    %2746 = llvm.mlir.constant(8 : index) : i64
    %2747 = llvm.mlir.constant(8 : index) : i64
    %2748 = llvm.mlir.constant(1 : index) : i64
    %2749 = llvm.mlir.constant(64 : index) : i64
    %2750 = llvm.mlir.constant(256 : index) : i64
    %2751 = llvm.mlir.zero : !llvm.ptr
    %2752 = llvm.getelementptr %2751[%2750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2753 = llvm.ptrtoint %2752 : !llvm.ptr to i64
    %2754 = llvm.mlir.constant(64 : index) : i64
    %2755 = llvm.add %2753, %2754 : i64
    %2756 = llvm.call @malloc(%2755) : (i64) -> !llvm.ptr
    %2757 = llvm.ptrtoint %2756 : !llvm.ptr to i64
    %2758 = llvm.mlir.constant(1 : index) : i64
    %2759 = llvm.sub %2754, %2758 : i64
    %2760 = llvm.add %2757, %2759 : i64
    %2761 = llvm.urem %2760, %2754 : i64
    %2762 = llvm.sub %2760, %2761 : i64
    %2763 = llvm.inttoptr %2762 : i64 to !llvm.ptr
    %2764 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2765 = llvm.insertvalue %2756, %2764[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2766 = llvm.insertvalue %2763, %2765[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2767 = llvm.mlir.constant(0 : index) : i64
    %2768 = llvm.insertvalue %2767, %2766[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2769 = llvm.insertvalue %2745, %2768[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2770 = llvm.insertvalue %2746, %2769[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2771 = llvm.insertvalue %2747, %2770[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2772 = llvm.insertvalue %2749, %2771[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2773 = llvm.insertvalue %2747, %2772[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2774 = llvm.insertvalue %2748, %2773[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb346(%17 : i64)
  ^bb346(%2775: i64):  // 2 preds: ^bb345, ^bb353
    %2776 = llvm.icmp "slt" %2775, %13 : i64
    llvm.cond_br %2776, ^bb347, ^bb354
  ^bb347:  // pred: ^bb346
    llvm.br ^bb348(%17 : i64)
  ^bb348(%2777: i64):  // 2 preds: ^bb347, ^bb352
    %2778 = llvm.icmp "slt" %2777, %15 : i64
    llvm.cond_br %2778, ^bb349, ^bb353
  ^bb349:  // pred: ^bb348
    llvm.br ^bb350(%17 : i64)
  ^bb350(%2779: i64):  // 2 preds: ^bb349, ^bb351
    %2780 = llvm.icmp "slt" %2779, %15 : i64
    llvm.cond_br %2780, ^bb351, ^bb352
  ^bb351:  // pred: ^bb350
    %2781 = llvm.extractvalue %2774[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2782 = llvm.mlir.constant(64 : index) : i64
    %2783 = llvm.mul %2775, %2782 overflow<nsw, nuw> : i64
    %2784 = llvm.mlir.constant(8 : index) : i64
    %2785 = llvm.mul %2777, %2784 overflow<nsw, nuw> : i64
    %2786 = llvm.add %2783, %2785 overflow<nsw, nuw> : i64
    %2787 = llvm.add %2786, %2779 overflow<nsw, nuw> : i64
    %2788 = llvm.getelementptr inbounds|nuw %2781[%2787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %2788 : f32, !llvm.ptr
    %2789 = llvm.add %2779, %16 : i64
    llvm.br ^bb350(%2789 : i64)
  ^bb352:  // pred: ^bb350
    %2790 = llvm.add %2777, %16 : i64
    llvm.br ^bb348(%2790 : i64)
  ^bb353:  // pred: ^bb348
    %2791 = llvm.add %2775, %16 : i64
    llvm.br ^bb346(%2791 : i64)
  ^bb354:  // pred: ^bb346
    %2792 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2793 = llvm.extractvalue %2662[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2794 = llvm.extractvalue %2662[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2795 = llvm.insertvalue %2793, %2792[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2796 = llvm.insertvalue %2794, %2795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2797 = llvm.mlir.constant(0 : index) : i64
    %2798 = llvm.insertvalue %2797, %2796[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2799 = llvm.mlir.constant(1 : index) : i64
    %2800 = llvm.insertvalue %2799, %2798[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2801 = llvm.mlir.constant(256 : index) : i64
    %2802 = llvm.insertvalue %2801, %2800[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2803 = llvm.mlir.constant(4 : index) : i64
    %2804 = llvm.insertvalue %2803, %2802[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2805 = llvm.mlir.constant(64 : index) : i64
    %2806 = llvm.insertvalue %2805, %2804[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2807 = llvm.mlir.constant(8 : index) : i64
    %2808 = llvm.insertvalue %2807, %2806[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2809 = llvm.mlir.constant(8 : index) : i64
    %2810 = llvm.insertvalue %2809, %2808[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2811 = llvm.mlir.constant(8 : index) : i64
    %2812 = llvm.insertvalue %2811, %2810[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2813 = llvm.mlir.constant(1 : index) : i64
    %2814 = llvm.insertvalue %2813, %2812[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2815 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2816 = llvm.extractvalue %2774[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2817 = llvm.extractvalue %2774[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2818 = llvm.insertvalue %2816, %2815[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2819 = llvm.insertvalue %2817, %2818[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2820 = llvm.mlir.constant(0 : index) : i64
    %2821 = llvm.insertvalue %2820, %2819[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2822 = llvm.mlir.constant(1 : index) : i64
    %2823 = llvm.insertvalue %2822, %2821[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2824 = llvm.mlir.constant(256 : index) : i64
    %2825 = llvm.insertvalue %2824, %2823[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2826 = llvm.mlir.constant(4 : index) : i64
    %2827 = llvm.insertvalue %2826, %2825[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2828 = llvm.mlir.constant(64 : index) : i64
    %2829 = llvm.insertvalue %2828, %2827[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2830 = llvm.mlir.constant(8 : index) : i64
    %2831 = llvm.insertvalue %2830, %2829[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2832 = llvm.mlir.constant(8 : index) : i64
    %2833 = llvm.insertvalue %2832, %2831[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2834 = llvm.mlir.constant(8 : index) : i64
    %2835 = llvm.insertvalue %2834, %2833[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2836 = llvm.mlir.constant(1 : index) : i64
    %2837 = llvm.insertvalue %2836, %2835[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2838 = llvm.mlir.constant(1 : index) : i64
    %2839 = llvm.mlir.constant(4 : index) : i64
    %2840 = llvm.mlir.constant(8 : index) : i64
    %2841 = llvm.mlir.constant(8 : index) : i64
    %2842 = llvm.mlir.constant(1 : index) : i64
    %2843 = llvm.mlir.constant(64 : index) : i64
    %2844 = llvm.mlir.constant(256 : index) : i64
    %2845 = llvm.mlir.constant(256 : index) : i64
    %2846 = llvm.mlir.zero : !llvm.ptr
    %2847 = llvm.getelementptr %2846[%2845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2848 = llvm.ptrtoint %2847 : !llvm.ptr to i64
    %2849 = llvm.mlir.constant(64 : index) : i64
    %2850 = llvm.add %2848, %2849 : i64
    %2851 = llvm.call @malloc(%2850) : (i64) -> !llvm.ptr
    %2852 = llvm.ptrtoint %2851 : !llvm.ptr to i64
    %2853 = llvm.mlir.constant(1 : index) : i64
    %2854 = llvm.sub %2849, %2853 : i64
    %2855 = llvm.add %2852, %2854 : i64
    %2856 = llvm.urem %2855, %2849 : i64
    %2857 = llvm.sub %2855, %2856 : i64
    %2858 = llvm.inttoptr %2857 : i64 to !llvm.ptr
    %2859 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2860 = llvm.insertvalue %2851, %2859[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2861 = llvm.insertvalue %2858, %2860[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2862 = llvm.mlir.constant(0 : index) : i64
    %2863 = llvm.insertvalue %2862, %2861[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2864 = llvm.insertvalue %2838, %2863[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2865 = llvm.insertvalue %2839, %2864[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2866 = llvm.insertvalue %2840, %2865[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2867 = llvm.insertvalue %2841, %2866[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2868 = llvm.insertvalue %2844, %2867[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2869 = llvm.insertvalue %2843, %2868[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2870 = llvm.insertvalue %2841, %2869[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2871 = llvm.insertvalue %2842, %2870[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb355(%17 : i64)
  ^bb355(%2872: i64):  // 2 preds: ^bb354, ^bb365
    %2873 = llvm.icmp "slt" %2872, %16 : i64
    llvm.cond_br %2873, ^bb356, ^bb366
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%17 : i64)
  ^bb357(%2874: i64):  // 2 preds: ^bb356, ^bb364
    %2875 = llvm.icmp "slt" %2874, %13 : i64
    llvm.cond_br %2875, ^bb358, ^bb365
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%17 : i64)
  ^bb359(%2876: i64):  // 2 preds: ^bb358, ^bb363
    %2877 = llvm.icmp "slt" %2876, %15 : i64
    llvm.cond_br %2877, ^bb360, ^bb364
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%17 : i64)
  ^bb361(%2878: i64):  // 2 preds: ^bb360, ^bb362
    %2879 = llvm.icmp "slt" %2878, %15 : i64
    llvm.cond_br %2879, ^bb362, ^bb363
  ^bb362:  // pred: ^bb361
    %2880 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2881 = llvm.mlir.constant(256 : index) : i64
    %2882 = llvm.mul %2872, %2881 overflow<nsw, nuw> : i64
    %2883 = llvm.mlir.constant(64 : index) : i64
    %2884 = llvm.mul %2874, %2883 overflow<nsw, nuw> : i64
    %2885 = llvm.add %2882, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.mlir.constant(8 : index) : i64
    %2887 = llvm.mul %2876, %2886 overflow<nsw, nuw> : i64
    %2888 = llvm.add %2885, %2887 overflow<nsw, nuw> : i64
    %2889 = llvm.add %2888, %2878 overflow<nsw, nuw> : i64
    %2890 = llvm.getelementptr inbounds|nuw %2880[%2889] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2891 = llvm.load %2890 : !llvm.ptr -> f32
    %2892 = llvm.extractvalue %2871[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2893 = llvm.mlir.constant(256 : index) : i64
    %2894 = llvm.mul %2872, %2893 overflow<nsw, nuw> : i64
    %2895 = llvm.mlir.constant(64 : index) : i64
    %2896 = llvm.mul %2874, %2895 overflow<nsw, nuw> : i64
    %2897 = llvm.add %2894, %2896 overflow<nsw, nuw> : i64
    %2898 = llvm.mlir.constant(8 : index) : i64
    %2899 = llvm.mul %2876, %2898 overflow<nsw, nuw> : i64
    %2900 = llvm.add %2897, %2899 overflow<nsw, nuw> : i64
    %2901 = llvm.add %2900, %2878 overflow<nsw, nuw> : i64
    %2902 = llvm.getelementptr inbounds|nuw %2892[%2901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2891, %2902 : f32, !llvm.ptr
    %2903 = llvm.add %2878, %16 : i64
    llvm.br ^bb361(%2903 : i64)
  ^bb363:  // pred: ^bb361
    %2904 = llvm.add %2876, %16 : i64
    llvm.br ^bb359(%2904 : i64)
  ^bb364:  // pred: ^bb359
    %2905 = llvm.add %2874, %16 : i64
    llvm.br ^bb357(%2905 : i64)
  ^bb365:  // pred: ^bb357
    %2906 = llvm.add %2872, %16 : i64
    llvm.br ^bb355(%2906 : i64)
  ^bb366:  // pred: ^bb355
    llvm.br ^bb367(%17 : i64)
  ^bb367(%2907: i64):  // 2 preds: ^bb366, ^bb380
    %2908 = llvm.icmp "slt" %2907, %16 : i64
    llvm.cond_br %2908, ^bb368, ^bb381
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%17 : i64)
  ^bb369(%2909: i64):  // 2 preds: ^bb368, ^bb379
    %2910 = llvm.icmp "slt" %2909, %13 : i64
    llvm.cond_br %2910, ^bb370, ^bb380
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%17 : i64)
  ^bb371(%2911: i64):  // 2 preds: ^bb370, ^bb378
    %2912 = llvm.icmp "slt" %2911, %15 : i64
    llvm.cond_br %2912, ^bb372, ^bb379
  ^bb372:  // pred: ^bb371
    llvm.br ^bb373(%17 : i64)
  ^bb373(%2913: i64):  // 2 preds: ^bb372, ^bb377
    %2914 = llvm.icmp "slt" %2913, %15 : i64
    llvm.cond_br %2914, ^bb374, ^bb378
  ^bb374:  // pred: ^bb373
    llvm.br ^bb375(%17 : i64)
  ^bb375(%2915: i64):  // 2 preds: ^bb374, ^bb376
    %2916 = llvm.icmp "slt" %2915, %15 : i64
    llvm.cond_br %2916, ^bb376, ^bb377
  ^bb376:  // pred: ^bb375
    %2917 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2918 = llvm.mlir.constant(256 : index) : i64
    %2919 = llvm.mul %2907, %2918 overflow<nsw, nuw> : i64
    %2920 = llvm.mlir.constant(64 : index) : i64
    %2921 = llvm.mul %2909, %2920 overflow<nsw, nuw> : i64
    %2922 = llvm.add %2919, %2921 overflow<nsw, nuw> : i64
    %2923 = llvm.mlir.constant(8 : index) : i64
    %2924 = llvm.mul %2911, %2923 overflow<nsw, nuw> : i64
    %2925 = llvm.add %2922, %2924 overflow<nsw, nuw> : i64
    %2926 = llvm.add %2925, %2915 overflow<nsw, nuw> : i64
    %2927 = llvm.getelementptr inbounds|nuw %2917[%2926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2928 = llvm.load %2927 : !llvm.ptr -> f32
    %2929 = llvm.extractvalue %929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2930 = llvm.mlir.constant(64 : index) : i64
    %2931 = llvm.mul %2907, %2930 overflow<nsw, nuw> : i64
    %2932 = llvm.mlir.constant(64 : index) : i64
    %2933 = llvm.mul %17, %2932 overflow<nsw, nuw> : i64
    %2934 = llvm.add %2931, %2933 overflow<nsw, nuw> : i64
    %2935 = llvm.mlir.constant(8 : index) : i64
    %2936 = llvm.mul %2911, %2935 overflow<nsw, nuw> : i64
    %2937 = llvm.add %2934, %2936 overflow<nsw, nuw> : i64
    %2938 = llvm.add %2937, %2915 overflow<nsw, nuw> : i64
    %2939 = llvm.getelementptr inbounds|nuw %2929[%2938] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2940 = llvm.load %2939 : !llvm.ptr -> f32
    %2941 = llvm.extractvalue %2157[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2942 = llvm.mlir.constant(256 : index) : i64
    %2943 = llvm.mul %2907, %2942 overflow<nsw, nuw> : i64
    %2944 = llvm.mlir.constant(64 : index) : i64
    %2945 = llvm.mul %2909, %2944 overflow<nsw, nuw> : i64
    %2946 = llvm.add %2943, %2945 overflow<nsw, nuw> : i64
    %2947 = llvm.mlir.constant(8 : index) : i64
    %2948 = llvm.mul %2911, %2947 overflow<nsw, nuw> : i64
    %2949 = llvm.add %2946, %2948 overflow<nsw, nuw> : i64
    %2950 = llvm.add %2949, %2915 overflow<nsw, nuw> : i64
    %2951 = llvm.getelementptr inbounds|nuw %2941[%2950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2952 = llvm.load %2951 : !llvm.ptr -> f32
    %2953 = llvm.extractvalue %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2954 = llvm.mlir.constant(64 : index) : i64
    %2955 = llvm.mul %2907, %2954 overflow<nsw, nuw> : i64
    %2956 = llvm.mlir.constant(64 : index) : i64
    %2957 = llvm.mul %17, %2956 overflow<nsw, nuw> : i64
    %2958 = llvm.add %2955, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.mlir.constant(8 : index) : i64
    %2960 = llvm.mul %2911, %2959 overflow<nsw, nuw> : i64
    %2961 = llvm.add %2958, %2960 overflow<nsw, nuw> : i64
    %2962 = llvm.add %2961, %2915 overflow<nsw, nuw> : i64
    %2963 = llvm.getelementptr inbounds|nuw %2953[%2962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2964 = llvm.load %2963 : !llvm.ptr -> f32
    %2965 = llvm.extractvalue %2814[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2966 = llvm.mlir.constant(256 : index) : i64
    %2967 = llvm.mul %2907, %2966 overflow<nsw, nuw> : i64
    %2968 = llvm.mlir.constant(64 : index) : i64
    %2969 = llvm.mul %2909, %2968 overflow<nsw, nuw> : i64
    %2970 = llvm.add %2967, %2969 overflow<nsw, nuw> : i64
    %2971 = llvm.mlir.constant(8 : index) : i64
    %2972 = llvm.mul %2915, %2971 overflow<nsw, nuw> : i64
    %2973 = llvm.add %2970, %2972 overflow<nsw, nuw> : i64
    %2974 = llvm.add %2973, %2913 overflow<nsw, nuw> : i64
    %2975 = llvm.getelementptr inbounds|nuw %2965[%2974] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2976 = llvm.load %2975 : !llvm.ptr -> f32
    %2977 = llvm.extractvalue %2871[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2978 = llvm.mlir.constant(256 : index) : i64
    %2979 = llvm.mul %2907, %2978 overflow<nsw, nuw> : i64
    %2980 = llvm.mlir.constant(64 : index) : i64
    %2981 = llvm.mul %2909, %2980 overflow<nsw, nuw> : i64
    %2982 = llvm.add %2979, %2981 overflow<nsw, nuw> : i64
    %2983 = llvm.mlir.constant(8 : index) : i64
    %2984 = llvm.mul %2911, %2983 overflow<nsw, nuw> : i64
    %2985 = llvm.add %2982, %2984 overflow<nsw, nuw> : i64
    %2986 = llvm.add %2985, %2913 overflow<nsw, nuw> : i64
    %2987 = llvm.getelementptr inbounds|nuw %2977[%2986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2988 = llvm.load %2987 : !llvm.ptr -> f32
    %2989 = llvm.fmul %2952, %2964 : f32
    %2990 = llvm.fmul %2928, %2940 : f32
    %2991 = llvm.fadd %2990, %2989 : f32
    %2992 = llvm.fptrunc %21 : f64 to f32
    %2993 = llvm.fmul %2991, %2992 : f32
    %2994 = llvm.fmul %2993, %2976 : f32
    %2995 = llvm.fadd %2988, %2994 : f32
    %2996 = llvm.extractvalue %2871[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2997 = llvm.mlir.constant(256 : index) : i64
    %2998 = llvm.mul %2907, %2997 overflow<nsw, nuw> : i64
    %2999 = llvm.mlir.constant(64 : index) : i64
    %3000 = llvm.mul %2909, %2999 overflow<nsw, nuw> : i64
    %3001 = llvm.add %2998, %3000 overflow<nsw, nuw> : i64
    %3002 = llvm.mlir.constant(8 : index) : i64
    %3003 = llvm.mul %2911, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.add %3001, %3003 overflow<nsw, nuw> : i64
    %3005 = llvm.add %3004, %2913 overflow<nsw, nuw> : i64
    %3006 = llvm.getelementptr inbounds|nuw %2996[%3005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2995, %3006 : f32, !llvm.ptr
    %3007 = llvm.add %2915, %16 : i64
    llvm.br ^bb375(%3007 : i64)
  ^bb377:  // pred: ^bb375
    %3008 = llvm.add %2913, %16 : i64
    llvm.br ^bb373(%3008 : i64)
  ^bb378:  // pred: ^bb373
    %3009 = llvm.add %2911, %16 : i64
    llvm.br ^bb371(%3009 : i64)
  ^bb379:  // pred: ^bb371
    %3010 = llvm.add %2909, %16 : i64
    llvm.br ^bb369(%3010 : i64)
  ^bb380:  // pred: ^bb369
    %3011 = llvm.add %2907, %16 : i64
    llvm.br ^bb367(%3011 : i64)
  ^bb381:  // pred: ^bb367
    %3012 = llvm.mlir.constant(1 : index) : i64
    %3013 = llvm.mlir.constant(4 : index) : i64
    %3014 = llvm.mlir.constant(8 : index) : i64
    %3015 = llvm.mlir.constant(8 : index) : i64
    %3016 = llvm.mlir.constant(1 : index) : i64
    %3017 = llvm.mlir.constant(64 : index) : i64
    %3018 = llvm.mlir.constant(256 : index) : i64
    %3019 = llvm.mlir.constant(256 : index) : i64
    %3020 = llvm.mlir.zero : !llvm.ptr
    %3021 = llvm.getelementptr %3020[%3019] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3022 = llvm.ptrtoint %3021 : !llvm.ptr to i64
    %3023 = llvm.mlir.constant(64 : index) : i64
    %3024 = llvm.add %3022, %3023 : i64
    %3025 = llvm.call @malloc(%3024) : (i64) -> !llvm.ptr
    %3026 = llvm.ptrtoint %3025 : !llvm.ptr to i64
    %3027 = llvm.mlir.constant(1 : index) : i64
    %3028 = llvm.sub %3023, %3027 : i64
    %3029 = llvm.add %3026, %3028 : i64
    %3030 = llvm.urem %3029, %3023 : i64
    %3031 = llvm.sub %3029, %3030 : i64
    %3032 = llvm.inttoptr %3031 : i64 to !llvm.ptr
    %3033 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3034 = llvm.insertvalue %3025, %3033[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3035 = llvm.insertvalue %3032, %3034[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3036 = llvm.mlir.constant(0 : index) : i64
    %3037 = llvm.insertvalue %3036, %3035[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3038 = llvm.insertvalue %3012, %3037[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3039 = llvm.insertvalue %3013, %3038[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3040 = llvm.insertvalue %3014, %3039[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3041 = llvm.insertvalue %3015, %3040[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3042 = llvm.insertvalue %3018, %3041[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3043 = llvm.insertvalue %3017, %3042[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3044 = llvm.insertvalue %3015, %3043[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3045 = llvm.insertvalue %3016, %3044[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb382(%17 : i64)
  ^bb382(%3046: i64):  // 2 preds: ^bb381, ^bb392
    %3047 = llvm.icmp "slt" %3046, %16 : i64
    llvm.cond_br %3047, ^bb383, ^bb393
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%17 : i64)
  ^bb384(%3048: i64):  // 2 preds: ^bb383, ^bb391
    %3049 = llvm.icmp "slt" %3048, %13 : i64
    llvm.cond_br %3049, ^bb385, ^bb392
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%17 : i64)
  ^bb386(%3050: i64):  // 2 preds: ^bb385, ^bb390
    %3051 = llvm.icmp "slt" %3050, %15 : i64
    llvm.cond_br %3051, ^bb387, ^bb391
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%17 : i64)
  ^bb388(%3052: i64):  // 2 preds: ^bb387, ^bb389
    %3053 = llvm.icmp "slt" %3052, %15 : i64
    llvm.cond_br %3053, ^bb389, ^bb390
  ^bb389:  // pred: ^bb388
    %3054 = llvm.extractvalue %2871[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3055 = llvm.mlir.constant(256 : index) : i64
    %3056 = llvm.mul %3046, %3055 overflow<nsw, nuw> : i64
    %3057 = llvm.mlir.constant(64 : index) : i64
    %3058 = llvm.mul %3048, %3057 overflow<nsw, nuw> : i64
    %3059 = llvm.add %3056, %3058 overflow<nsw, nuw> : i64
    %3060 = llvm.mlir.constant(8 : index) : i64
    %3061 = llvm.mul %3050, %3060 overflow<nsw, nuw> : i64
    %3062 = llvm.add %3059, %3061 overflow<nsw, nuw> : i64
    %3063 = llvm.add %3062, %3052 overflow<nsw, nuw> : i64
    %3064 = llvm.getelementptr inbounds|nuw %3054[%3063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3065 = llvm.load %3064 : !llvm.ptr -> f32
    %3066 = llvm.extractvalue %1138[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3067 = llvm.mlir.constant(64 : index) : i64
    %3068 = llvm.mul %3046, %3067 overflow<nsw, nuw> : i64
    %3069 = llvm.mlir.constant(64 : index) : i64
    %3070 = llvm.mul %17, %3069 overflow<nsw, nuw> : i64
    %3071 = llvm.add %3068, %3070 overflow<nsw, nuw> : i64
    %3072 = llvm.mlir.constant(8 : index) : i64
    %3073 = llvm.mul %3050, %3072 overflow<nsw, nuw> : i64
    %3074 = llvm.add %3071, %3073 overflow<nsw, nuw> : i64
    %3075 = llvm.add %3074, %3052 overflow<nsw, nuw> : i64
    %3076 = llvm.getelementptr inbounds|nuw %3066[%3075] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3077 = llvm.load %3076 : !llvm.ptr -> f32
    %3078 = llvm.fadd %3065, %3077 : f32
    %3079 = llvm.extractvalue %3045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3080 = llvm.mlir.constant(256 : index) : i64
    %3081 = llvm.mul %3046, %3080 overflow<nsw, nuw> : i64
    %3082 = llvm.mlir.constant(64 : index) : i64
    %3083 = llvm.mul %3048, %3082 overflow<nsw, nuw> : i64
    %3084 = llvm.add %3081, %3083 overflow<nsw, nuw> : i64
    %3085 = llvm.mlir.constant(8 : index) : i64
    %3086 = llvm.mul %3050, %3085 overflow<nsw, nuw> : i64
    %3087 = llvm.add %3084, %3086 overflow<nsw, nuw> : i64
    %3088 = llvm.add %3087, %3052 overflow<nsw, nuw> : i64
    %3089 = llvm.getelementptr inbounds|nuw %3079[%3088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3078, %3089 : f32, !llvm.ptr
    %3090 = llvm.add %3052, %16 : i64
    llvm.br ^bb388(%3090 : i64)
  ^bb390:  // pred: ^bb388
    %3091 = llvm.add %3050, %16 : i64
    llvm.br ^bb386(%3091 : i64)
  ^bb391:  // pred: ^bb386
    %3092 = llvm.add %3048, %16 : i64
    llvm.br ^bb384(%3092 : i64)
  ^bb392:  // pred: ^bb384
    %3093 = llvm.add %3046, %16 : i64
    llvm.br ^bb382(%3093 : i64)
  ^bb393:  // pred: ^bb382
    llvm.br ^bb394(%17 : i64)
  ^bb394(%3094: i64):  // 2 preds: ^bb393, ^bb401
    %3095 = llvm.icmp "slt" %3094, %16 : i64
    llvm.cond_br %3095, ^bb395, ^bb402
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%17 : i64)
  ^bb396(%3096: i64):  // 2 preds: ^bb395, ^bb400
    %3097 = llvm.icmp "slt" %3096, %13 : i64
    llvm.cond_br %3097, ^bb397, ^bb401
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%17 : i64)
  ^bb398(%3098: i64):  // 2 preds: ^bb397, ^bb399
    %3099 = llvm.icmp "slt" %3098, %15 : i64
    llvm.cond_br %3099, ^bb399, ^bb400
  ^bb399:  // pred: ^bb398
    %3100 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3101 = llvm.mlir.constant(32 : index) : i64
    %3102 = llvm.mul %3094, %3101 overflow<nsw, nuw> : i64
    %3103 = llvm.mlir.constant(8 : index) : i64
    %3104 = llvm.mul %3096, %3103 overflow<nsw, nuw> : i64
    %3105 = llvm.add %3102, %3104 overflow<nsw, nuw> : i64
    %3106 = llvm.add %3105, %3098 overflow<nsw, nuw> : i64
    %3107 = llvm.getelementptr inbounds|nuw %3100[%3106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %3107 : f32, !llvm.ptr
    %3108 = llvm.add %3098, %16 : i64
    llvm.br ^bb398(%3108 : i64)
  ^bb400:  // pred: ^bb398
    %3109 = llvm.add %3096, %16 : i64
    llvm.br ^bb396(%3109 : i64)
  ^bb401:  // pred: ^bb396
    %3110 = llvm.add %3094, %16 : i64
    llvm.br ^bb394(%3110 : i64)
  ^bb402:  // pred: ^bb394
    %3111 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3112 = llvm.extractvalue %3045[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3113 = llvm.extractvalue %3045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3114 = llvm.insertvalue %3112, %3111[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3115 = llvm.insertvalue %3113, %3114[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3116 = llvm.mlir.constant(0 : index) : i64
    %3117 = llvm.insertvalue %3116, %3115[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3118 = llvm.mlir.constant(1 : index) : i64
    %3119 = llvm.insertvalue %3118, %3117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3120 = llvm.mlir.constant(256 : index) : i64
    %3121 = llvm.insertvalue %3120, %3119[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3122 = llvm.mlir.constant(4 : index) : i64
    %3123 = llvm.insertvalue %3122, %3121[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3124 = llvm.mlir.constant(64 : index) : i64
    %3125 = llvm.insertvalue %3124, %3123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3126 = llvm.mlir.constant(8 : index) : i64
    %3127 = llvm.insertvalue %3126, %3125[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3128 = llvm.mlir.constant(8 : index) : i64
    %3129 = llvm.insertvalue %3128, %3127[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3130 = llvm.mlir.constant(1 : index) : i64
    %3131 = llvm.insertvalue %3130, %3129[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3132 = llvm.mlir.constant(8 : index) : i64
    %3133 = llvm.insertvalue %3132, %3131[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3134 = llvm.mlir.constant(8 : index) : i64
    %3135 = llvm.insertvalue %3134, %3133[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3136 = llvm.mlir.constant(1 : index) : i64
    %3137 = llvm.insertvalue %3136, %3135[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3138 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3139 = llvm.extractvalue %629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3140 = llvm.extractvalue %629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3141 = llvm.insertvalue %3139, %3138[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3142 = llvm.insertvalue %3140, %3141[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3143 = llvm.mlir.constant(0 : index) : i64
    %3144 = llvm.insertvalue %3143, %3142[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3145 = llvm.mlir.constant(1 : index) : i64
    %3146 = llvm.insertvalue %3145, %3144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3147 = llvm.mlir.constant(32 : index) : i64
    %3148 = llvm.insertvalue %3147, %3146[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3149 = llvm.mlir.constant(4 : index) : i64
    %3150 = llvm.insertvalue %3149, %3148[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3151 = llvm.mlir.constant(8 : index) : i64
    %3152 = llvm.insertvalue %3151, %3150[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3153 = llvm.mlir.constant(8 : index) : i64
    %3154 = llvm.insertvalue %3153, %3152[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3155 = llvm.mlir.constant(1 : index) : i64
    %3156 = llvm.insertvalue %3155, %3154[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3157 = llvm.mlir.constant(1 : index) : i64
    %3158 = llvm.insertvalue %3157, %3156[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3159 = llvm.mlir.constant(1 : index) : i64
    %3160 = llvm.insertvalue %3159, %3158[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3161 = llvm.mlir.constant(1 : index) : i64
    %3162 = llvm.mlir.constant(4 : index) : i64
    %3163 = llvm.mlir.constant(8 : index) : i64
    %3164 = llvm.mlir.constant(1 : index) : i64
    %3165 = llvm.mlir.constant(1 : index) : i64
    %3166 = llvm.mlir.constant(32 : index) : i64
    %3167 = llvm.mlir.constant(32 : index) : i64
    %3168 = llvm.mlir.zero : !llvm.ptr
    %3169 = llvm.getelementptr %3168[%3167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3170 = llvm.ptrtoint %3169 : !llvm.ptr to i64
    %3171 = llvm.mlir.constant(64 : index) : i64
    %3172 = llvm.add %3170, %3171 : i64
    %3173 = llvm.call @malloc(%3172) : (i64) -> !llvm.ptr
    %3174 = llvm.ptrtoint %3173 : !llvm.ptr to i64
    %3175 = llvm.mlir.constant(1 : index) : i64
    %3176 = llvm.sub %3171, %3175 : i64
    %3177 = llvm.add %3174, %3176 : i64
    %3178 = llvm.urem %3177, %3171 : i64
    %3179 = llvm.sub %3177, %3178 : i64
    %3180 = llvm.inttoptr %3179 : i64 to !llvm.ptr
    %3181 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3182 = llvm.insertvalue %3173, %3181[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3183 = llvm.insertvalue %3180, %3182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3184 = llvm.mlir.constant(0 : index) : i64
    %3185 = llvm.insertvalue %3184, %3183[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3186 = llvm.insertvalue %3161, %3185[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3187 = llvm.insertvalue %3162, %3186[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3188 = llvm.insertvalue %3163, %3187[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3189 = llvm.insertvalue %3164, %3188[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3190 = llvm.insertvalue %3166, %3189[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3191 = llvm.insertvalue %3163, %3190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3192 = llvm.insertvalue %3164, %3191[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3193 = llvm.insertvalue %3165, %3192[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb403(%17 : i64)
  ^bb403(%3194: i64):  // 2 preds: ^bb402, ^bb413
    %3195 = llvm.icmp "slt" %3194, %16 : i64
    llvm.cond_br %3195, ^bb404, ^bb414
  ^bb404:  // pred: ^bb403
    llvm.br ^bb405(%17 : i64)
  ^bb405(%3196: i64):  // 2 preds: ^bb404, ^bb412
    %3197 = llvm.icmp "slt" %3196, %13 : i64
    llvm.cond_br %3197, ^bb406, ^bb413
  ^bb406:  // pred: ^bb405
    llvm.br ^bb407(%17 : i64)
  ^bb407(%3198: i64):  // 2 preds: ^bb406, ^bb411
    %3199 = llvm.icmp "slt" %3198, %15 : i64
    llvm.cond_br %3199, ^bb408, ^bb412
  ^bb408:  // pred: ^bb407
    llvm.br ^bb409(%17 : i64)
  ^bb409(%3200: i64):  // 2 preds: ^bb408, ^bb410
    %3201 = llvm.icmp "slt" %3200, %16 : i64
    llvm.cond_br %3201, ^bb410, ^bb411
  ^bb410:  // pred: ^bb409
    %3202 = llvm.extractvalue %3160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3203 = llvm.mlir.constant(32 : index) : i64
    %3204 = llvm.mul %3194, %3203 overflow<nsw, nuw> : i64
    %3205 = llvm.mlir.constant(8 : index) : i64
    %3206 = llvm.mul %3196, %3205 overflow<nsw, nuw> : i64
    %3207 = llvm.add %3204, %3206 overflow<nsw, nuw> : i64
    %3208 = llvm.add %3207, %3198 overflow<nsw, nuw> : i64
    %3209 = llvm.add %3208, %3200 overflow<nsw, nuw> : i64
    %3210 = llvm.getelementptr inbounds|nuw %3202[%3209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3211 = llvm.load %3210 : !llvm.ptr -> f32
    %3212 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3213 = llvm.mlir.constant(32 : index) : i64
    %3214 = llvm.mul %3194, %3213 overflow<nsw, nuw> : i64
    %3215 = llvm.mlir.constant(8 : index) : i64
    %3216 = llvm.mul %3196, %3215 overflow<nsw, nuw> : i64
    %3217 = llvm.add %3214, %3216 overflow<nsw, nuw> : i64
    %3218 = llvm.add %3217, %3198 overflow<nsw, nuw> : i64
    %3219 = llvm.add %3218, %3200 overflow<nsw, nuw> : i64
    %3220 = llvm.getelementptr inbounds|nuw %3212[%3219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3211, %3220 : f32, !llvm.ptr
    %3221 = llvm.add %3200, %16 : i64
    llvm.br ^bb409(%3221 : i64)
  ^bb411:  // pred: ^bb409
    %3222 = llvm.add %3198, %16 : i64
    llvm.br ^bb407(%3222 : i64)
  ^bb412:  // pred: ^bb407
    %3223 = llvm.add %3196, %16 : i64
    llvm.br ^bb405(%3223 : i64)
  ^bb413:  // pred: ^bb405
    %3224 = llvm.add %3194, %16 : i64
    llvm.br ^bb403(%3224 : i64)
  ^bb414:  // pred: ^bb403
    llvm.br ^bb415(%17 : i64)
  ^bb415(%3225: i64):  // 2 preds: ^bb414, ^bb428
    %3226 = llvm.icmp "slt" %3225, %16 : i64
    llvm.cond_br %3226, ^bb416, ^bb429
  ^bb416:  // pred: ^bb415
    llvm.br ^bb417(%17 : i64)
  ^bb417(%3227: i64):  // 2 preds: ^bb416, ^bb427
    %3228 = llvm.icmp "slt" %3227, %13 : i64
    llvm.cond_br %3228, ^bb418, ^bb428
  ^bb418:  // pred: ^bb417
    llvm.br ^bb419(%17 : i64)
  ^bb419(%3229: i64):  // 2 preds: ^bb418, ^bb426
    %3230 = llvm.icmp "slt" %3229, %15 : i64
    llvm.cond_br %3230, ^bb420, ^bb427
  ^bb420:  // pred: ^bb419
    llvm.br ^bb421(%17 : i64)
  ^bb421(%3231: i64):  // 2 preds: ^bb420, ^bb425
    %3232 = llvm.icmp "slt" %3231, %16 : i64
    llvm.cond_br %3232, ^bb422, ^bb426
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%17 : i64)
  ^bb423(%3233: i64):  // 2 preds: ^bb422, ^bb424
    %3234 = llvm.icmp "slt" %3233, %15 : i64
    llvm.cond_br %3234, ^bb424, ^bb425
  ^bb424:  // pred: ^bb423
    %3235 = llvm.extractvalue %3137[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3236 = llvm.mlir.constant(256 : index) : i64
    %3237 = llvm.mul %3225, %3236 overflow<nsw, nuw> : i64
    %3238 = llvm.mlir.constant(64 : index) : i64
    %3239 = llvm.mul %3227, %3238 overflow<nsw, nuw> : i64
    %3240 = llvm.add %3237, %3239 overflow<nsw, nuw> : i64
    %3241 = llvm.mlir.constant(8 : index) : i64
    %3242 = llvm.mul %3229, %3241 overflow<nsw, nuw> : i64
    %3243 = llvm.add %3240, %3242 overflow<nsw, nuw> : i64
    %3244 = llvm.mlir.constant(8 : index) : i64
    %3245 = llvm.mul %3231, %3244 overflow<nsw, nuw> : i64
    %3246 = llvm.add %3243, %3245 overflow<nsw, nuw> : i64
    %3247 = llvm.add %3246, %3233 overflow<nsw, nuw> : i64
    %3248 = llvm.getelementptr inbounds|nuw %3235[%3247] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3249 = llvm.load %3248 : !llvm.ptr -> f32
    %3250 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3251 = llvm.mlir.constant(32 : index) : i64
    %3252 = llvm.mul %3225, %3251 overflow<nsw, nuw> : i64
    %3253 = llvm.mlir.constant(8 : index) : i64
    %3254 = llvm.mul %3227, %3253 overflow<nsw, nuw> : i64
    %3255 = llvm.add %3252, %3254 overflow<nsw, nuw> : i64
    %3256 = llvm.add %3255, %3229 overflow<nsw, nuw> : i64
    %3257 = llvm.add %3256, %3231 overflow<nsw, nuw> : i64
    %3258 = llvm.getelementptr inbounds|nuw %3250[%3257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3259 = llvm.load %3258 : !llvm.ptr -> f32
    %3260 = llvm.intr.maximum(%3249, %3259) : (f32, f32) -> f32
    %3261 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3262 = llvm.mlir.constant(32 : index) : i64
    %3263 = llvm.mul %3225, %3262 overflow<nsw, nuw> : i64
    %3264 = llvm.mlir.constant(8 : index) : i64
    %3265 = llvm.mul %3227, %3264 overflow<nsw, nuw> : i64
    %3266 = llvm.add %3263, %3265 overflow<nsw, nuw> : i64
    %3267 = llvm.add %3266, %3229 overflow<nsw, nuw> : i64
    %3268 = llvm.add %3267, %3231 overflow<nsw, nuw> : i64
    %3269 = llvm.getelementptr inbounds|nuw %3261[%3268] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3260, %3269 : f32, !llvm.ptr
    %3270 = llvm.add %3233, %16 : i64
    llvm.br ^bb423(%3270 : i64)
  ^bb425:  // pred: ^bb423
    %3271 = llvm.add %3231, %16 : i64
    llvm.br ^bb421(%3271 : i64)
  ^bb426:  // pred: ^bb421
    %3272 = llvm.add %3229, %16 : i64
    llvm.br ^bb419(%3272 : i64)
  ^bb427:  // pred: ^bb419
    %3273 = llvm.add %3227, %16 : i64
    llvm.br ^bb417(%3273 : i64)
  ^bb428:  // pred: ^bb417
    %3274 = llvm.add %3225, %16 : i64
    llvm.br ^bb415(%3274 : i64)
  ^bb429:  // pred: ^bb415
    llvm.br ^bb430(%17 : i64)
  ^bb430(%3275: i64):  // 2 preds: ^bb429, ^bb440
    %3276 = llvm.icmp "slt" %3275, %16 : i64
    llvm.cond_br %3276, ^bb431, ^bb441
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%17 : i64)
  ^bb432(%3277: i64):  // 2 preds: ^bb431, ^bb439
    %3278 = llvm.icmp "slt" %3277, %13 : i64
    llvm.cond_br %3278, ^bb433, ^bb440
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%17 : i64)
  ^bb434(%3279: i64):  // 2 preds: ^bb433, ^bb438
    %3280 = llvm.icmp "slt" %3279, %15 : i64
    llvm.cond_br %3280, ^bb435, ^bb439
  ^bb435:  // pred: ^bb434
    llvm.br ^bb436(%17 : i64)
  ^bb436(%3281: i64):  // 2 preds: ^bb435, ^bb437
    %3282 = llvm.icmp "slt" %3281, %15 : i64
    llvm.cond_br %3282, ^bb437, ^bb438
  ^bb437:  // pred: ^bb436
    %3283 = llvm.extractvalue %3045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3284 = llvm.mlir.constant(256 : index) : i64
    %3285 = llvm.mul %3275, %3284 overflow<nsw, nuw> : i64
    %3286 = llvm.mlir.constant(64 : index) : i64
    %3287 = llvm.mul %3277, %3286 overflow<nsw, nuw> : i64
    %3288 = llvm.add %3285, %3287 overflow<nsw, nuw> : i64
    %3289 = llvm.mlir.constant(8 : index) : i64
    %3290 = llvm.mul %3279, %3289 overflow<nsw, nuw> : i64
    %3291 = llvm.add %3288, %3290 overflow<nsw, nuw> : i64
    %3292 = llvm.add %3291, %3281 overflow<nsw, nuw> : i64
    %3293 = llvm.getelementptr inbounds|nuw %3283[%3292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3294 = llvm.load %3293 : !llvm.ptr -> f32
    %3295 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3296 = llvm.mlir.constant(32 : index) : i64
    %3297 = llvm.mul %3275, %3296 overflow<nsw, nuw> : i64
    %3298 = llvm.mlir.constant(8 : index) : i64
    %3299 = llvm.mul %3277, %3298 overflow<nsw, nuw> : i64
    %3300 = llvm.add %3297, %3299 overflow<nsw, nuw> : i64
    %3301 = llvm.add %3300, %3279 overflow<nsw, nuw> : i64
    %3302 = llvm.add %3301, %17 overflow<nsw, nuw> : i64
    %3303 = llvm.getelementptr inbounds|nuw %3295[%3302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3304 = llvm.load %3303 : !llvm.ptr -> f32
    %3305 = llvm.fsub %3294, %3304 : f32
    %3306 = llvm.fmul %3305, %8 : f32
    %3307 = llvm.intr.exp2(%3306) : (f32) -> f32
    %3308 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3309 = llvm.mlir.constant(256 : index) : i64
    %3310 = llvm.mul %3275, %3309 overflow<nsw, nuw> : i64
    %3311 = llvm.mlir.constant(64 : index) : i64
    %3312 = llvm.mul %3277, %3311 overflow<nsw, nuw> : i64
    %3313 = llvm.add %3310, %3312 overflow<nsw, nuw> : i64
    %3314 = llvm.mlir.constant(8 : index) : i64
    %3315 = llvm.mul %3279, %3314 overflow<nsw, nuw> : i64
    %3316 = llvm.add %3313, %3315 overflow<nsw, nuw> : i64
    %3317 = llvm.add %3316, %3281 overflow<nsw, nuw> : i64
    %3318 = llvm.getelementptr inbounds|nuw %3308[%3317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3307, %3318 : f32, !llvm.ptr
    %3319 = llvm.add %3281, %16 : i64
    llvm.br ^bb436(%3319 : i64)
  ^bb438:  // pred: ^bb436
    %3320 = llvm.add %3279, %16 : i64
    llvm.br ^bb434(%3320 : i64)
  ^bb439:  // pred: ^bb434
    %3321 = llvm.add %3277, %16 : i64
    llvm.br ^bb432(%3321 : i64)
  ^bb440:  // pred: ^bb432
    %3322 = llvm.add %3275, %16 : i64
    llvm.br ^bb430(%3322 : i64)
  ^bb441:  // pred: ^bb430
    %3323 = llvm.mlir.constant(1 : index) : i64
    %3324 = llvm.mlir.constant(4 : index) : i64
    %3325 = llvm.mlir.constant(8 : index) : i64
    %3326 = llvm.mlir.constant(1 : index) : i64
    %3327 = llvm.mlir.constant(1 : index) : i64
    %3328 = llvm.mlir.constant(32 : index) : i64
    %3329 = llvm.mlir.constant(32 : index) : i64
    %3330 = llvm.mlir.zero : !llvm.ptr
    %3331 = llvm.getelementptr %3330[%3329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3332 = llvm.ptrtoint %3331 : !llvm.ptr to i64
    %3333 = llvm.mlir.constant(64 : index) : i64
    %3334 = llvm.add %3332, %3333 : i64
    %3335 = llvm.call @malloc(%3334) : (i64) -> !llvm.ptr
    %3336 = llvm.ptrtoint %3335 : !llvm.ptr to i64
    %3337 = llvm.mlir.constant(1 : index) : i64
    %3338 = llvm.sub %3333, %3337 : i64
    %3339 = llvm.add %3336, %3338 : i64
    %3340 = llvm.urem %3339, %3333 : i64
    %3341 = llvm.sub %3339, %3340 : i64
    %3342 = llvm.inttoptr %3341 : i64 to !llvm.ptr
    %3343 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3344 = llvm.insertvalue %3335, %3343[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3345 = llvm.insertvalue %3342, %3344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3346 = llvm.mlir.constant(0 : index) : i64
    %3347 = llvm.insertvalue %3346, %3345[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3348 = llvm.insertvalue %3323, %3347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3349 = llvm.insertvalue %3324, %3348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3350 = llvm.insertvalue %3325, %3349[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3351 = llvm.insertvalue %3326, %3350[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3352 = llvm.insertvalue %3328, %3351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3353 = llvm.insertvalue %3325, %3352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3354 = llvm.insertvalue %3326, %3353[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3355 = llvm.insertvalue %3327, %3354[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb442(%17 : i64)
  ^bb442(%3356: i64):  // 2 preds: ^bb441, ^bb452
    %3357 = llvm.icmp "slt" %3356, %16 : i64
    llvm.cond_br %3357, ^bb443, ^bb453
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%17 : i64)
  ^bb444(%3358: i64):  // 2 preds: ^bb443, ^bb451
    %3359 = llvm.icmp "slt" %3358, %13 : i64
    llvm.cond_br %3359, ^bb445, ^bb452
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%17 : i64)
  ^bb446(%3360: i64):  // 2 preds: ^bb445, ^bb450
    %3361 = llvm.icmp "slt" %3360, %15 : i64
    llvm.cond_br %3361, ^bb447, ^bb451
  ^bb447:  // pred: ^bb446
    llvm.br ^bb448(%17 : i64)
  ^bb448(%3362: i64):  // 2 preds: ^bb447, ^bb449
    %3363 = llvm.icmp "slt" %3362, %16 : i64
    llvm.cond_br %3363, ^bb449, ^bb450
  ^bb449:  // pred: ^bb448
    %3364 = llvm.extractvalue %3355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3365 = llvm.mlir.constant(32 : index) : i64
    %3366 = llvm.mul %3356, %3365 overflow<nsw, nuw> : i64
    %3367 = llvm.mlir.constant(8 : index) : i64
    %3368 = llvm.mul %3358, %3367 overflow<nsw, nuw> : i64
    %3369 = llvm.add %3366, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3369, %3360 overflow<nsw, nuw> : i64
    %3371 = llvm.add %3370, %3362 overflow<nsw, nuw> : i64
    %3372 = llvm.getelementptr inbounds|nuw %3364[%3371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %3372 : f32, !llvm.ptr
    %3373 = llvm.add %3362, %16 : i64
    llvm.br ^bb448(%3373 : i64)
  ^bb450:  // pred: ^bb448
    %3374 = llvm.add %3360, %16 : i64
    llvm.br ^bb446(%3374 : i64)
  ^bb451:  // pred: ^bb446
    %3375 = llvm.add %3358, %16 : i64
    llvm.br ^bb444(%3375 : i64)
  ^bb452:  // pred: ^bb444
    %3376 = llvm.add %3356, %16 : i64
    llvm.br ^bb442(%3376 : i64)
  ^bb453:  // pred: ^bb442
    %3377 = llvm.mlir.constant(1 : index) : i64
    %3378 = llvm.mlir.constant(4 : index) : i64
    %3379 = llvm.mlir.constant(8 : index) : i64
    %3380 = llvm.mlir.constant(1 : index) : i64
    %3381 = llvm.mlir.constant(1 : index) : i64
    %3382 = llvm.mlir.constant(32 : index) : i64
    %3383 = llvm.mlir.constant(32 : index) : i64
    %3384 = llvm.mlir.zero : !llvm.ptr
    %3385 = llvm.getelementptr %3384[%3383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3386 = llvm.ptrtoint %3385 : !llvm.ptr to i64
    %3387 = llvm.mlir.constant(64 : index) : i64
    %3388 = llvm.add %3386, %3387 : i64
    %3389 = llvm.call @malloc(%3388) : (i64) -> !llvm.ptr
    %3390 = llvm.ptrtoint %3389 : !llvm.ptr to i64
    %3391 = llvm.mlir.constant(1 : index) : i64
    %3392 = llvm.sub %3387, %3391 : i64
    %3393 = llvm.add %3390, %3392 : i64
    %3394 = llvm.urem %3393, %3387 : i64
    %3395 = llvm.sub %3393, %3394 : i64
    %3396 = llvm.inttoptr %3395 : i64 to !llvm.ptr
    %3397 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3398 = llvm.insertvalue %3389, %3397[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3399 = llvm.insertvalue %3396, %3398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3400 = llvm.mlir.constant(0 : index) : i64
    %3401 = llvm.insertvalue %3400, %3399[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3402 = llvm.insertvalue %3377, %3401[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3403 = llvm.insertvalue %3378, %3402[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3404 = llvm.insertvalue %3379, %3403[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3405 = llvm.insertvalue %3380, %3404[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3406 = llvm.insertvalue %3382, %3405[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3407 = llvm.insertvalue %3379, %3406[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3408 = llvm.insertvalue %3380, %3407[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3409 = llvm.insertvalue %3381, %3408[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb454(%17 : i64)
  ^bb454(%3410: i64):  // 2 preds: ^bb453, ^bb464
    %3411 = llvm.icmp "slt" %3410, %16 : i64
    llvm.cond_br %3411, ^bb455, ^bb465
  ^bb455:  // pred: ^bb454
    llvm.br ^bb456(%17 : i64)
  ^bb456(%3412: i64):  // 2 preds: ^bb455, ^bb463
    %3413 = llvm.icmp "slt" %3412, %13 : i64
    llvm.cond_br %3413, ^bb457, ^bb464
  ^bb457:  // pred: ^bb456
    llvm.br ^bb458(%17 : i64)
  ^bb458(%3414: i64):  // 2 preds: ^bb457, ^bb462
    %3415 = llvm.icmp "slt" %3414, %15 : i64
    llvm.cond_br %3415, ^bb459, ^bb463
  ^bb459:  // pred: ^bb458
    llvm.br ^bb460(%17 : i64)
  ^bb460(%3416: i64):  // 2 preds: ^bb459, ^bb461
    %3417 = llvm.icmp "slt" %3416, %16 : i64
    llvm.cond_br %3417, ^bb461, ^bb462
  ^bb461:  // pred: ^bb460
    %3418 = llvm.extractvalue %3355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3419 = llvm.mlir.constant(32 : index) : i64
    %3420 = llvm.mul %3410, %3419 overflow<nsw, nuw> : i64
    %3421 = llvm.mlir.constant(8 : index) : i64
    %3422 = llvm.mul %3412, %3421 overflow<nsw, nuw> : i64
    %3423 = llvm.add %3420, %3422 overflow<nsw, nuw> : i64
    %3424 = llvm.add %3423, %3414 overflow<nsw, nuw> : i64
    %3425 = llvm.add %3424, %3416 overflow<nsw, nuw> : i64
    %3426 = llvm.getelementptr inbounds|nuw %3418[%3425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3427 = llvm.load %3426 : !llvm.ptr -> f32
    %3428 = llvm.extractvalue %3409[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3429 = llvm.mlir.constant(32 : index) : i64
    %3430 = llvm.mul %3410, %3429 overflow<nsw, nuw> : i64
    %3431 = llvm.mlir.constant(8 : index) : i64
    %3432 = llvm.mul %3412, %3431 overflow<nsw, nuw> : i64
    %3433 = llvm.add %3430, %3432 overflow<nsw, nuw> : i64
    %3434 = llvm.add %3433, %3414 overflow<nsw, nuw> : i64
    %3435 = llvm.add %3434, %3416 overflow<nsw, nuw> : i64
    %3436 = llvm.getelementptr inbounds|nuw %3428[%3435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3427, %3436 : f32, !llvm.ptr
    %3437 = llvm.add %3416, %16 : i64
    llvm.br ^bb460(%3437 : i64)
  ^bb462:  // pred: ^bb460
    %3438 = llvm.add %3414, %16 : i64
    llvm.br ^bb458(%3438 : i64)
  ^bb463:  // pred: ^bb458
    %3439 = llvm.add %3412, %16 : i64
    llvm.br ^bb456(%3439 : i64)
  ^bb464:  // pred: ^bb456
    %3440 = llvm.add %3410, %16 : i64
    llvm.br ^bb454(%3440 : i64)
  ^bb465:  // pred: ^bb454
    llvm.br ^bb466(%17 : i64)
  ^bb466(%3441: i64):  // 2 preds: ^bb465, ^bb476
    %3442 = llvm.icmp "slt" %3441, %16 : i64
    llvm.cond_br %3442, ^bb467, ^bb477
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%17 : i64)
  ^bb468(%3443: i64):  // 2 preds: ^bb467, ^bb475
    %3444 = llvm.icmp "slt" %3443, %13 : i64
    llvm.cond_br %3444, ^bb469, ^bb476
  ^bb469:  // pred: ^bb468
    llvm.br ^bb470(%17 : i64)
  ^bb470(%3445: i64):  // 2 preds: ^bb469, ^bb474
    %3446 = llvm.icmp "slt" %3445, %15 : i64
    llvm.cond_br %3446, ^bb471, ^bb475
  ^bb471:  // pred: ^bb470
    llvm.br ^bb472(%17 : i64)
  ^bb472(%3447: i64):  // 2 preds: ^bb471, ^bb473
    %3448 = llvm.icmp "slt" %3447, %15 : i64
    llvm.cond_br %3448, ^bb473, ^bb474
  ^bb473:  // pred: ^bb472
    %3449 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3450 = llvm.mlir.constant(256 : index) : i64
    %3451 = llvm.mul %3441, %3450 overflow<nsw, nuw> : i64
    %3452 = llvm.mlir.constant(64 : index) : i64
    %3453 = llvm.mul %3443, %3452 overflow<nsw, nuw> : i64
    %3454 = llvm.add %3451, %3453 overflow<nsw, nuw> : i64
    %3455 = llvm.mlir.constant(8 : index) : i64
    %3456 = llvm.mul %3445, %3455 overflow<nsw, nuw> : i64
    %3457 = llvm.add %3454, %3456 overflow<nsw, nuw> : i64
    %3458 = llvm.add %3457, %3447 overflow<nsw, nuw> : i64
    %3459 = llvm.getelementptr inbounds|nuw %3449[%3458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3460 = llvm.load %3459 : !llvm.ptr -> f32
    %3461 = llvm.extractvalue %3409[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3462 = llvm.mlir.constant(32 : index) : i64
    %3463 = llvm.mul %3441, %3462 overflow<nsw, nuw> : i64
    %3464 = llvm.mlir.constant(8 : index) : i64
    %3465 = llvm.mul %3443, %3464 overflow<nsw, nuw> : i64
    %3466 = llvm.add %3463, %3465 overflow<nsw, nuw> : i64
    %3467 = llvm.add %3466, %3445 overflow<nsw, nuw> : i64
    %3468 = llvm.add %3467, %17 overflow<nsw, nuw> : i64
    %3469 = llvm.getelementptr inbounds|nuw %3461[%3468] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3470 = llvm.load %3469 : !llvm.ptr -> f32
    %3471 = llvm.fadd %3460, %3470 : f32
    %3472 = llvm.extractvalue %3409[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3473 = llvm.mlir.constant(32 : index) : i64
    %3474 = llvm.mul %3441, %3473 overflow<nsw, nuw> : i64
    %3475 = llvm.mlir.constant(8 : index) : i64
    %3476 = llvm.mul %3443, %3475 overflow<nsw, nuw> : i64
    %3477 = llvm.add %3474, %3476 overflow<nsw, nuw> : i64
    %3478 = llvm.add %3477, %3445 overflow<nsw, nuw> : i64
    %3479 = llvm.add %3478, %17 overflow<nsw, nuw> : i64
    %3480 = llvm.getelementptr inbounds|nuw %3472[%3479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3471, %3480 : f32, !llvm.ptr
    %3481 = llvm.add %3447, %16 : i64
    llvm.br ^bb472(%3481 : i64)
  ^bb474:  // pred: ^bb472
    %3482 = llvm.add %3445, %16 : i64
    llvm.br ^bb470(%3482 : i64)
  ^bb475:  // pred: ^bb470
    %3483 = llvm.add %3443, %16 : i64
    llvm.br ^bb468(%3483 : i64)
  ^bb476:  // pred: ^bb468
    %3484 = llvm.add %3441, %16 : i64
    llvm.br ^bb466(%3484 : i64)
  ^bb477:  // pred: ^bb466
    %3485 = llvm.mlir.constant(1 : index) : i64
    %3486 = llvm.mlir.constant(4 : index) : i64
    %3487 = llvm.mlir.constant(8 : index) : i64
    %3488 = llvm.mlir.constant(1 : index) : i64
    %3489 = llvm.mlir.constant(1 : index) : i64
    %3490 = llvm.mlir.constant(32 : index) : i64
    %3491 = llvm.mlir.constant(32 : index) : i64
    %3492 = llvm.mlir.zero : !llvm.ptr
    %3493 = llvm.getelementptr %3492[%3491] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %3494 = llvm.ptrtoint %3493 : !llvm.ptr to i64
    %3495 = llvm.mlir.constant(64 : index) : i64
    %3496 = llvm.add %3494, %3495 : i64
    %3497 = llvm.call @malloc(%3496) : (i64) -> !llvm.ptr
    %3498 = llvm.ptrtoint %3497 : !llvm.ptr to i64
    %3499 = llvm.mlir.constant(1 : index) : i64
    %3500 = llvm.sub %3495, %3499 : i64
    %3501 = llvm.add %3498, %3500 : i64
    %3502 = llvm.urem %3501, %3495 : i64
    %3503 = llvm.sub %3501, %3502 : i64
    %3504 = llvm.inttoptr %3503 : i64 to !llvm.ptr
    %3505 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3506 = llvm.insertvalue %3497, %3505[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3507 = llvm.insertvalue %3504, %3506[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3508 = llvm.mlir.constant(0 : index) : i64
    %3509 = llvm.insertvalue %3508, %3507[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3510 = llvm.insertvalue %3485, %3509[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3511 = llvm.insertvalue %3486, %3510[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3512 = llvm.insertvalue %3487, %3511[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3513 = llvm.insertvalue %3488, %3512[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3514 = llvm.insertvalue %3490, %3513[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3515 = llvm.insertvalue %3487, %3514[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3516 = llvm.insertvalue %3488, %3515[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3517 = llvm.insertvalue %3489, %3516[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb478(%17 : i64)
  ^bb478(%3518: i64):  // 2 preds: ^bb477, ^bb488
    %3519 = llvm.icmp "slt" %3518, %16 : i64
    llvm.cond_br %3519, ^bb479, ^bb489
  ^bb479:  // pred: ^bb478
    llvm.br ^bb480(%17 : i64)
  ^bb480(%3520: i64):  // 2 preds: ^bb479, ^bb487
    %3521 = llvm.icmp "slt" %3520, %13 : i64
    llvm.cond_br %3521, ^bb481, ^bb488
  ^bb481:  // pred: ^bb480
    llvm.br ^bb482(%17 : i64)
  ^bb482(%3522: i64):  // 2 preds: ^bb481, ^bb486
    %3523 = llvm.icmp "slt" %3522, %15 : i64
    llvm.cond_br %3523, ^bb483, ^bb487
  ^bb483:  // pred: ^bb482
    llvm.br ^bb484(%17 : i64)
  ^bb484(%3524: i64):  // 2 preds: ^bb483, ^bb485
    %3525 = llvm.icmp "slt" %3524, %16 : i64
    llvm.cond_br %3525, ^bb485, ^bb486
  ^bb485:  // pred: ^bb484
    %3526 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3527 = llvm.mlir.constant(32 : index) : i64
    %3528 = llvm.mul %3518, %3527 overflow<nsw, nuw> : i64
    %3529 = llvm.mlir.constant(8 : index) : i64
    %3530 = llvm.mul %3520, %3529 overflow<nsw, nuw> : i64
    %3531 = llvm.add %3528, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3531, %3522 overflow<nsw, nuw> : i64
    %3533 = llvm.add %3532, %3524 overflow<nsw, nuw> : i64
    %3534 = llvm.getelementptr inbounds|nuw %3526[%3533] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %18, %3534 : i1, !llvm.ptr
    %3535 = llvm.add %3524, %16 : i64
    llvm.br ^bb484(%3535 : i64)
  ^bb486:  // pred: ^bb484
    %3536 = llvm.add %3522, %16 : i64
    llvm.br ^bb482(%3536 : i64)
  ^bb487:  // pred: ^bb482
    %3537 = llvm.add %3520, %16 : i64
    llvm.br ^bb480(%3537 : i64)
  ^bb488:  // pred: ^bb480
    %3538 = llvm.add %3518, %16 : i64
    llvm.br ^bb478(%3538 : i64)
  ^bb489:  // pred: ^bb478
    %3539 = llvm.mlir.constant(1 : index) : i64
    %3540 = llvm.mlir.constant(4 : index) : i64
    %3541 = llvm.mlir.constant(8 : index) : i64
    %3542 = llvm.mlir.constant(1 : index) : i64
    %3543 = llvm.mlir.constant(1 : index) : i64
    %3544 = llvm.mlir.constant(32 : index) : i64
    %3545 = llvm.mlir.constant(32 : index) : i64
    %3546 = llvm.mlir.zero : !llvm.ptr
    %3547 = llvm.getelementptr %3546[%3545] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %3548 = llvm.ptrtoint %3547 : !llvm.ptr to i64
    %3549 = llvm.mlir.constant(64 : index) : i64
    %3550 = llvm.add %3548, %3549 : i64
    %3551 = llvm.call @malloc(%3550) : (i64) -> !llvm.ptr
    %3552 = llvm.ptrtoint %3551 : !llvm.ptr to i64
    %3553 = llvm.mlir.constant(1 : index) : i64
    %3554 = llvm.sub %3549, %3553 : i64
    %3555 = llvm.add %3552, %3554 : i64
    %3556 = llvm.urem %3555, %3549 : i64
    %3557 = llvm.sub %3555, %3556 : i64
    %3558 = llvm.inttoptr %3557 : i64 to !llvm.ptr
    %3559 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3560 = llvm.insertvalue %3551, %3559[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3561 = llvm.insertvalue %3558, %3560[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3562 = llvm.mlir.constant(0 : index) : i64
    %3563 = llvm.insertvalue %3562, %3561[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3564 = llvm.insertvalue %3539, %3563[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3565 = llvm.insertvalue %3540, %3564[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3566 = llvm.insertvalue %3541, %3565[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3567 = llvm.insertvalue %3542, %3566[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3568 = llvm.insertvalue %3544, %3567[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3569 = llvm.insertvalue %3541, %3568[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3570 = llvm.insertvalue %3542, %3569[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3571 = llvm.insertvalue %3543, %3570[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb490(%17 : i64)
  ^bb490(%3572: i64):  // 2 preds: ^bb489, ^bb500
    %3573 = llvm.icmp "slt" %3572, %16 : i64
    llvm.cond_br %3573, ^bb491, ^bb501
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%17 : i64)
  ^bb492(%3574: i64):  // 2 preds: ^bb491, ^bb499
    %3575 = llvm.icmp "slt" %3574, %13 : i64
    llvm.cond_br %3575, ^bb493, ^bb500
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%17 : i64)
  ^bb494(%3576: i64):  // 2 preds: ^bb493, ^bb498
    %3577 = llvm.icmp "slt" %3576, %15 : i64
    llvm.cond_br %3577, ^bb495, ^bb499
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%17 : i64)
  ^bb496(%3578: i64):  // 2 preds: ^bb495, ^bb497
    %3579 = llvm.icmp "slt" %3578, %16 : i64
    llvm.cond_br %3579, ^bb497, ^bb498
  ^bb497:  // pred: ^bb496
    %3580 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3581 = llvm.mlir.constant(32 : index) : i64
    %3582 = llvm.mul %3572, %3581 overflow<nsw, nuw> : i64
    %3583 = llvm.mlir.constant(8 : index) : i64
    %3584 = llvm.mul %3574, %3583 overflow<nsw, nuw> : i64
    %3585 = llvm.add %3582, %3584 overflow<nsw, nuw> : i64
    %3586 = llvm.add %3585, %3576 overflow<nsw, nuw> : i64
    %3587 = llvm.add %3586, %3578 overflow<nsw, nuw> : i64
    %3588 = llvm.getelementptr inbounds|nuw %3580[%3587] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %3589 = llvm.load %3588 : !llvm.ptr -> i1
    %3590 = llvm.extractvalue %3571[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3591 = llvm.mlir.constant(32 : index) : i64
    %3592 = llvm.mul %3572, %3591 overflow<nsw, nuw> : i64
    %3593 = llvm.mlir.constant(8 : index) : i64
    %3594 = llvm.mul %3574, %3593 overflow<nsw, nuw> : i64
    %3595 = llvm.add %3592, %3594 overflow<nsw, nuw> : i64
    %3596 = llvm.add %3595, %3576 overflow<nsw, nuw> : i64
    %3597 = llvm.add %3596, %3578 overflow<nsw, nuw> : i64
    %3598 = llvm.getelementptr inbounds|nuw %3590[%3597] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %3589, %3598 : i1, !llvm.ptr
    %3599 = llvm.add %3578, %16 : i64
    llvm.br ^bb496(%3599 : i64)
  ^bb498:  // pred: ^bb496
    %3600 = llvm.add %3576, %16 : i64
    llvm.br ^bb494(%3600 : i64)
  ^bb499:  // pred: ^bb494
    %3601 = llvm.add %3574, %16 : i64
    llvm.br ^bb492(%3601 : i64)
  ^bb500:  // pred: ^bb492
    %3602 = llvm.add %3572, %16 : i64
    llvm.br ^bb490(%3602 : i64)
  ^bb501:  // pred: ^bb490
    llvm.br ^bb502(%17 : i64)
  ^bb502(%3603: i64):  // 2 preds: ^bb501, ^bb512
    %3604 = llvm.icmp "slt" %3603, %16 : i64
    llvm.cond_br %3604, ^bb503, ^bb513
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%17 : i64)
  ^bb504(%3605: i64):  // 2 preds: ^bb503, ^bb511
    %3606 = llvm.icmp "slt" %3605, %13 : i64
    llvm.cond_br %3606, ^bb505, ^bb512
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%17 : i64)
  ^bb506(%3607: i64):  // 2 preds: ^bb505, ^bb510
    %3608 = llvm.icmp "slt" %3607, %15 : i64
    llvm.cond_br %3608, ^bb507, ^bb511
  ^bb507:  // pred: ^bb506
    llvm.br ^bb508(%17 : i64)
  ^bb508(%3609: i64):  // 2 preds: ^bb507, ^bb509
    %3610 = llvm.icmp "slt" %3609, %15 : i64
    llvm.cond_br %3610, ^bb509, ^bb510
  ^bb509:  // pred: ^bb508
    %3611 = llvm.extractvalue %3045[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3612 = llvm.mlir.constant(256 : index) : i64
    %3613 = llvm.mul %3603, %3612 overflow<nsw, nuw> : i64
    %3614 = llvm.mlir.constant(64 : index) : i64
    %3615 = llvm.mul %3605, %3614 overflow<nsw, nuw> : i64
    %3616 = llvm.add %3613, %3615 overflow<nsw, nuw> : i64
    %3617 = llvm.mlir.constant(8 : index) : i64
    %3618 = llvm.mul %3607, %3617 overflow<nsw, nuw> : i64
    %3619 = llvm.add %3616, %3618 overflow<nsw, nuw> : i64
    %3620 = llvm.add %3619, %3609 overflow<nsw, nuw> : i64
    %3621 = llvm.getelementptr inbounds|nuw %3611[%3620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3622 = llvm.load %3621 : !llvm.ptr -> f32
    %3623 = llvm.extractvalue %3571[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3624 = llvm.mlir.constant(32 : index) : i64
    %3625 = llvm.mul %3603, %3624 overflow<nsw, nuw> : i64
    %3626 = llvm.mlir.constant(8 : index) : i64
    %3627 = llvm.mul %3605, %3626 overflow<nsw, nuw> : i64
    %3628 = llvm.add %3625, %3627 overflow<nsw, nuw> : i64
    %3629 = llvm.add %3628, %3607 overflow<nsw, nuw> : i64
    %3630 = llvm.add %3629, %17 overflow<nsw, nuw> : i64
    %3631 = llvm.getelementptr inbounds|nuw %3623[%3630] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %3632 = llvm.load %3631 : !llvm.ptr -> i1
    %3633 = llvm.fpext %3622 : f32 to f64
    %3634 = llvm.fcmp "oeq" %3633, %22 : f64
    %3635 = llvm.and %3634, %3632 : i1
    %3636 = llvm.extractvalue %3571[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3637 = llvm.mlir.constant(32 : index) : i64
    %3638 = llvm.mul %3603, %3637 overflow<nsw, nuw> : i64
    %3639 = llvm.mlir.constant(8 : index) : i64
    %3640 = llvm.mul %3605, %3639 overflow<nsw, nuw> : i64
    %3641 = llvm.add %3638, %3640 overflow<nsw, nuw> : i64
    %3642 = llvm.add %3641, %3607 overflow<nsw, nuw> : i64
    %3643 = llvm.add %3642, %17 overflow<nsw, nuw> : i64
    %3644 = llvm.getelementptr inbounds|nuw %3636[%3643] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %3635, %3644 : i1, !llvm.ptr
    %3645 = llvm.add %3609, %16 : i64
    llvm.br ^bb508(%3645 : i64)
  ^bb510:  // pred: ^bb508
    %3646 = llvm.add %3607, %16 : i64
    llvm.br ^bb506(%3646 : i64)
  ^bb511:  // pred: ^bb506
    %3647 = llvm.add %3605, %16 : i64
    llvm.br ^bb504(%3647 : i64)
  ^bb512:  // pred: ^bb504
    %3648 = llvm.add %3603, %16 : i64
    llvm.br ^bb502(%3648 : i64)
  ^bb513:  // pred: ^bb502
    %3649 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3650 = llvm.extractvalue %2583[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3651 = llvm.extractvalue %2583[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3652 = llvm.insertvalue %3650, %3649[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3653 = llvm.insertvalue %3651, %3652[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3654 = llvm.mlir.constant(0 : index) : i64
    %3655 = llvm.insertvalue %3654, %3653[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3656 = llvm.mlir.constant(1 : index) : i64
    %3657 = llvm.insertvalue %3656, %3655[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3658 = llvm.mlir.constant(256 : index) : i64
    %3659 = llvm.insertvalue %3658, %3657[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3660 = llvm.mlir.constant(4 : index) : i64
    %3661 = llvm.insertvalue %3660, %3659[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3662 = llvm.mlir.constant(64 : index) : i64
    %3663 = llvm.insertvalue %3662, %3661[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3664 = llvm.mlir.constant(8 : index) : i64
    %3665 = llvm.insertvalue %3664, %3663[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3666 = llvm.mlir.constant(8 : index) : i64
    %3667 = llvm.insertvalue %3666, %3665[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3668 = llvm.mlir.constant(8 : index) : i64
    %3669 = llvm.insertvalue %3668, %3667[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3670 = llvm.mlir.constant(1 : index) : i64
    %3671 = llvm.insertvalue %3670, %3669[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3672 = llvm.mlir.constant(1 : index) : i64
    %3673 = llvm.mlir.constant(4 : index) : i64
    %3674 = llvm.mlir.constant(8 : index) : i64
    %3675 = llvm.mlir.constant(8 : index) : i64
    %3676 = llvm.mlir.constant(1 : index) : i64
    %3677 = llvm.mlir.constant(64 : index) : i64
    %3678 = llvm.mlir.constant(256 : index) : i64
    %3679 = llvm.mlir.constant(256 : index) : i64
    %3680 = llvm.mlir.zero : !llvm.ptr
    %3681 = llvm.getelementptr %3680[%3679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3682 = llvm.ptrtoint %3681 : !llvm.ptr to i64
    %3683 = llvm.mlir.constant(64 : index) : i64
    %3684 = llvm.add %3682, %3683 : i64
    %3685 = llvm.call @malloc(%3684) : (i64) -> !llvm.ptr
    %3686 = llvm.ptrtoint %3685 : !llvm.ptr to i64
    %3687 = llvm.mlir.constant(1 : index) : i64
    %3688 = llvm.sub %3683, %3687 : i64
    %3689 = llvm.add %3686, %3688 : i64
    %3690 = llvm.urem %3689, %3683 : i64
    %3691 = llvm.sub %3689, %3690 : i64
    %3692 = llvm.inttoptr %3691 : i64 to !llvm.ptr
    %3693 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3694 = llvm.insertvalue %3685, %3693[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3695 = llvm.insertvalue %3692, %3694[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3696 = llvm.mlir.constant(0 : index) : i64
    %3697 = llvm.insertvalue %3696, %3695[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3698 = llvm.insertvalue %3672, %3697[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3699 = llvm.insertvalue %3673, %3698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3700 = llvm.insertvalue %3674, %3699[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3701 = llvm.insertvalue %3675, %3700[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3702 = llvm.insertvalue %3678, %3701[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3703 = llvm.insertvalue %3677, %3702[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3704 = llvm.insertvalue %3675, %3703[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3705 = llvm.insertvalue %3676, %3704[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb514(%17 : i64)
  ^bb514(%3706: i64):  // 2 preds: ^bb513, ^bb524
    %3707 = llvm.icmp "slt" %3706, %16 : i64
    llvm.cond_br %3707, ^bb515, ^bb525
  ^bb515:  // pred: ^bb514
    llvm.br ^bb516(%17 : i64)
  ^bb516(%3708: i64):  // 2 preds: ^bb515, ^bb523
    %3709 = llvm.icmp "slt" %3708, %13 : i64
    llvm.cond_br %3709, ^bb517, ^bb524
  ^bb517:  // pred: ^bb516
    llvm.br ^bb518(%17 : i64)
  ^bb518(%3710: i64):  // 2 preds: ^bb517, ^bb522
    %3711 = llvm.icmp "slt" %3710, %15 : i64
    llvm.cond_br %3711, ^bb519, ^bb523
  ^bb519:  // pred: ^bb518
    llvm.br ^bb520(%17 : i64)
  ^bb520(%3712: i64):  // 2 preds: ^bb519, ^bb521
    %3713 = llvm.icmp "slt" %3712, %15 : i64
    llvm.cond_br %3713, ^bb521, ^bb522
  ^bb521:  // pred: ^bb520
    %3714 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3715 = llvm.mlir.constant(256 : index) : i64
    %3716 = llvm.mul %3706, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.mlir.constant(64 : index) : i64
    %3718 = llvm.mul %3708, %3717 overflow<nsw, nuw> : i64
    %3719 = llvm.add %3716, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.mlir.constant(8 : index) : i64
    %3721 = llvm.mul %3710, %3720 overflow<nsw, nuw> : i64
    %3722 = llvm.add %3719, %3721 overflow<nsw, nuw> : i64
    %3723 = llvm.add %3722, %3712 overflow<nsw, nuw> : i64
    %3724 = llvm.getelementptr inbounds|nuw %3714[%3723] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3725 = llvm.load %3724 : !llvm.ptr -> f32
    %3726 = llvm.extractvalue %3705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3727 = llvm.mlir.constant(256 : index) : i64
    %3728 = llvm.mul %3706, %3727 overflow<nsw, nuw> : i64
    %3729 = llvm.mlir.constant(64 : index) : i64
    %3730 = llvm.mul %3708, %3729 overflow<nsw, nuw> : i64
    %3731 = llvm.add %3728, %3730 overflow<nsw, nuw> : i64
    %3732 = llvm.mlir.constant(8 : index) : i64
    %3733 = llvm.mul %3710, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.add %3731, %3733 overflow<nsw, nuw> : i64
    %3735 = llvm.add %3734, %3712 overflow<nsw, nuw> : i64
    %3736 = llvm.getelementptr inbounds|nuw %3726[%3735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3725, %3736 : f32, !llvm.ptr
    %3737 = llvm.add %3712, %16 : i64
    llvm.br ^bb520(%3737 : i64)
  ^bb522:  // pred: ^bb520
    %3738 = llvm.add %3710, %16 : i64
    llvm.br ^bb518(%3738 : i64)
  ^bb523:  // pred: ^bb518
    %3739 = llvm.add %3708, %16 : i64
    llvm.br ^bb516(%3739 : i64)
  ^bb524:  // pred: ^bb516
    %3740 = llvm.add %3706, %16 : i64
    llvm.br ^bb514(%3740 : i64)
  ^bb525:  // pred: ^bb514
    llvm.br ^bb526(%17 : i64)
  ^bb526(%3741: i64):  // 2 preds: ^bb525, ^bb539
    %3742 = llvm.icmp "slt" %3741, %16 : i64
    llvm.cond_br %3742, ^bb527, ^bb540
  ^bb527:  // pred: ^bb526
    llvm.br ^bb528(%17 : i64)
  ^bb528(%3743: i64):  // 2 preds: ^bb527, ^bb538
    %3744 = llvm.icmp "slt" %3743, %13 : i64
    llvm.cond_br %3744, ^bb529, ^bb539
  ^bb529:  // pred: ^bb528
    llvm.br ^bb530(%17 : i64)
  ^bb530(%3745: i64):  // 2 preds: ^bb529, ^bb537
    %3746 = llvm.icmp "slt" %3745, %15 : i64
    llvm.cond_br %3746, ^bb531, ^bb538
  ^bb531:  // pred: ^bb530
    llvm.br ^bb532(%17 : i64)
  ^bb532(%3747: i64):  // 2 preds: ^bb531, ^bb536
    %3748 = llvm.icmp "slt" %3747, %15 : i64
    llvm.cond_br %3748, ^bb533, ^bb537
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%17 : i64)
  ^bb534(%3749: i64):  // 2 preds: ^bb533, ^bb535
    %3750 = llvm.icmp "slt" %3749, %15 : i64
    llvm.cond_br %3750, ^bb535, ^bb536
  ^bb535:  // pred: ^bb534
    %3751 = llvm.extractvalue %3571[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3752 = llvm.mlir.constant(32 : index) : i64
    %3753 = llvm.mul %3741, %3752 overflow<nsw, nuw> : i64
    %3754 = llvm.mlir.constant(8 : index) : i64
    %3755 = llvm.mul %3743, %3754 overflow<nsw, nuw> : i64
    %3756 = llvm.add %3753, %3755 overflow<nsw, nuw> : i64
    %3757 = llvm.add %3756, %3745 overflow<nsw, nuw> : i64
    %3758 = llvm.add %3757, %17 overflow<nsw, nuw> : i64
    %3759 = llvm.getelementptr inbounds|nuw %3751[%3758] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %3760 = llvm.load %3759 : !llvm.ptr -> i1
    %3761 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3762 = llvm.mlir.constant(256 : index) : i64
    %3763 = llvm.mul %3741, %3762 overflow<nsw, nuw> : i64
    %3764 = llvm.mlir.constant(64 : index) : i64
    %3765 = llvm.mul %3743, %3764 overflow<nsw, nuw> : i64
    %3766 = llvm.add %3763, %3765 overflow<nsw, nuw> : i64
    %3767 = llvm.mlir.constant(8 : index) : i64
    %3768 = llvm.mul %3745, %3767 overflow<nsw, nuw> : i64
    %3769 = llvm.add %3766, %3768 overflow<nsw, nuw> : i64
    %3770 = llvm.add %3769, %3749 overflow<nsw, nuw> : i64
    %3771 = llvm.getelementptr inbounds|nuw %3761[%3770] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3772 = llvm.load %3771 : !llvm.ptr -> f32
    %3773 = llvm.extractvalue %3409[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3774 = llvm.mlir.constant(32 : index) : i64
    %3775 = llvm.mul %3741, %3774 overflow<nsw, nuw> : i64
    %3776 = llvm.mlir.constant(8 : index) : i64
    %3777 = llvm.mul %3743, %3776 overflow<nsw, nuw> : i64
    %3778 = llvm.add %3775, %3777 overflow<nsw, nuw> : i64
    %3779 = llvm.add %3778, %3745 overflow<nsw, nuw> : i64
    %3780 = llvm.add %3779, %17 overflow<nsw, nuw> : i64
    %3781 = llvm.getelementptr inbounds|nuw %3773[%3780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3782 = llvm.load %3781 : !llvm.ptr -> f32
    %3783 = llvm.extractvalue %3671[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3784 = llvm.mlir.constant(256 : index) : i64
    %3785 = llvm.mul %3741, %3784 overflow<nsw, nuw> : i64
    %3786 = llvm.mlir.constant(64 : index) : i64
    %3787 = llvm.mul %3743, %3786 overflow<nsw, nuw> : i64
    %3788 = llvm.add %3785, %3787 overflow<nsw, nuw> : i64
    %3789 = llvm.mlir.constant(8 : index) : i64
    %3790 = llvm.mul %3749, %3789 overflow<nsw, nuw> : i64
    %3791 = llvm.add %3788, %3790 overflow<nsw, nuw> : i64
    %3792 = llvm.add %3791, %3747 overflow<nsw, nuw> : i64
    %3793 = llvm.getelementptr inbounds|nuw %3783[%3792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3794 = llvm.load %3793 : !llvm.ptr -> f32
    %3795 = llvm.extractvalue %3705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3796 = llvm.mlir.constant(256 : index) : i64
    %3797 = llvm.mul %3741, %3796 overflow<nsw, nuw> : i64
    %3798 = llvm.mlir.constant(64 : index) : i64
    %3799 = llvm.mul %3743, %3798 overflow<nsw, nuw> : i64
    %3800 = llvm.add %3797, %3799 overflow<nsw, nuw> : i64
    %3801 = llvm.mlir.constant(8 : index) : i64
    %3802 = llvm.mul %3745, %3801 overflow<nsw, nuw> : i64
    %3803 = llvm.add %3800, %3802 overflow<nsw, nuw> : i64
    %3804 = llvm.add %3803, %3747 overflow<nsw, nuw> : i64
    %3805 = llvm.getelementptr inbounds|nuw %3795[%3804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3806 = llvm.load %3805 : !llvm.ptr -> f32
    %3807 = llvm.fdiv %3772, %3782 : f32
    %3808 = llvm.select %3760, %25, %3807 : i1, f32
    %3809 = llvm.fmul %3808, %3794 : f32
    %3810 = llvm.fadd %3806, %3809 : f32
    %3811 = llvm.extractvalue %3705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3812 = llvm.mlir.constant(256 : index) : i64
    %3813 = llvm.mul %3741, %3812 overflow<nsw, nuw> : i64
    %3814 = llvm.mlir.constant(64 : index) : i64
    %3815 = llvm.mul %3743, %3814 overflow<nsw, nuw> : i64
    %3816 = llvm.add %3813, %3815 overflow<nsw, nuw> : i64
    %3817 = llvm.mlir.constant(8 : index) : i64
    %3818 = llvm.mul %3745, %3817 overflow<nsw, nuw> : i64
    %3819 = llvm.add %3816, %3818 overflow<nsw, nuw> : i64
    %3820 = llvm.add %3819, %3747 overflow<nsw, nuw> : i64
    %3821 = llvm.getelementptr inbounds|nuw %3811[%3820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3810, %3821 : f32, !llvm.ptr
    %3822 = llvm.add %3749, %16 : i64
    llvm.br ^bb534(%3822 : i64)
  ^bb536:  // pred: ^bb534
    %3823 = llvm.add %3747, %16 : i64
    llvm.br ^bb532(%3823 : i64)
  ^bb537:  // pred: ^bb532
    %3824 = llvm.add %3745, %16 : i64
    llvm.br ^bb530(%3824 : i64)
  ^bb538:  // pred: ^bb530
    %3825 = llvm.add %3743, %16 : i64
    llvm.br ^bb528(%3825 : i64)
  ^bb539:  // pred: ^bb528
    %3826 = llvm.add %3741, %16 : i64
    llvm.br ^bb526(%3826 : i64)
  ^bb540:  // pred: ^bb526
    %3827 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3828 = llvm.extractvalue %332[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3829 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3830 = llvm.insertvalue %3828, %3827[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3831 = llvm.insertvalue %3829, %3830[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3832 = llvm.mlir.constant(0 : index) : i64
    %3833 = llvm.insertvalue %3832, %3831[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3834 = llvm.mlir.constant(32 : index) : i64
    %3835 = llvm.insertvalue %3834, %3833[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3836 = llvm.mlir.constant(32 : index) : i64
    %3837 = llvm.insertvalue %3836, %3835[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3838 = llvm.mlir.constant(4 : index) : i64
    %3839 = llvm.insertvalue %3838, %3837[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3840 = llvm.mlir.constant(8 : index) : i64
    %3841 = llvm.insertvalue %3840, %3839[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3842 = llvm.mlir.constant(8 : index) : i64
    %3843 = llvm.insertvalue %3842, %3841[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3844 = llvm.mlir.constant(1 : index) : i64
    %3845 = llvm.insertvalue %3844, %3843[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3846 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3847 = llvm.extractvalue %1335[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3848 = llvm.extractvalue %1335[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3849 = llvm.insertvalue %3847, %3846[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3850 = llvm.insertvalue %3848, %3849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3851 = llvm.mlir.constant(0 : index) : i64
    %3852 = llvm.insertvalue %3851, %3850[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3853 = llvm.mlir.constant(1 : index) : i64
    %3854 = llvm.insertvalue %3853, %3852[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3855 = llvm.mlir.constant(256 : index) : i64
    %3856 = llvm.insertvalue %3855, %3854[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3857 = llvm.mlir.constant(8 : index) : i64
    %3858 = llvm.insertvalue %3857, %3856[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3859 = llvm.mlir.constant(32 : index) : i64
    %3860 = llvm.insertvalue %3859, %3858[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3861 = llvm.mlir.constant(32 : index) : i64
    %3862 = llvm.insertvalue %3861, %3860[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3863 = llvm.mlir.constant(1 : index) : i64
    %3864 = llvm.insertvalue %3863, %3862[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3865 = llvm.mlir.constant(1 : index) : i64
    %3866 = llvm.mlir.constant(8 : index) : i64
    %3867 = llvm.mlir.constant(32 : index) : i64
    %3868 = llvm.mlir.constant(1 : index) : i64
    %3869 = llvm.mlir.constant(256 : index) : i64
    %3870 = llvm.mlir.constant(256 : index) : i64
    %3871 = llvm.mlir.zero : !llvm.ptr
    %3872 = llvm.getelementptr %3871[%3870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3873 = llvm.ptrtoint %3872 : !llvm.ptr to i64
    %3874 = llvm.mlir.constant(64 : index) : i64
    %3875 = llvm.add %3873, %3874 : i64
    %3876 = llvm.call @malloc(%3875) : (i64) -> !llvm.ptr
    %3877 = llvm.ptrtoint %3876 : !llvm.ptr to i64
    %3878 = llvm.mlir.constant(1 : index) : i64
    %3879 = llvm.sub %3874, %3878 : i64
    %3880 = llvm.add %3877, %3879 : i64
    %3881 = llvm.urem %3880, %3874 : i64
    %3882 = llvm.sub %3880, %3881 : i64
    %3883 = llvm.inttoptr %3882 : i64 to !llvm.ptr
    %3884 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3885 = llvm.insertvalue %3876, %3884[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3886 = llvm.insertvalue %3883, %3885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3887 = llvm.mlir.constant(0 : index) : i64
    %3888 = llvm.insertvalue %3887, %3886[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3889 = llvm.insertvalue %3865, %3888[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3890 = llvm.insertvalue %3866, %3889[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3891 = llvm.insertvalue %3867, %3890[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3892 = llvm.insertvalue %3869, %3891[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3893 = llvm.insertvalue %3867, %3892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3894 = llvm.insertvalue %3868, %3893[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb541(%17 : i64)
  ^bb541(%3895: i64):  // 2 preds: ^bb540, ^bb548
    %3896 = llvm.icmp "slt" %3895, %16 : i64
    llvm.cond_br %3896, ^bb542, ^bb549
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%17 : i64)
  ^bb543(%3897: i64):  // 2 preds: ^bb542, ^bb547
    %3898 = llvm.icmp "slt" %3897, %15 : i64
    llvm.cond_br %3898, ^bb544, ^bb548
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%17 : i64)
  ^bb545(%3899: i64):  // 2 preds: ^bb544, ^bb546
    %3900 = llvm.icmp "slt" %3899, %14 : i64
    llvm.cond_br %3900, ^bb546, ^bb547
  ^bb546:  // pred: ^bb545
    %3901 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3902 = llvm.mlir.constant(256 : index) : i64
    %3903 = llvm.mul %3895, %3902 overflow<nsw, nuw> : i64
    %3904 = llvm.mlir.constant(32 : index) : i64
    %3905 = llvm.mul %3897, %3904 overflow<nsw, nuw> : i64
    %3906 = llvm.add %3903, %3905 overflow<nsw, nuw> : i64
    %3907 = llvm.add %3906, %3899 overflow<nsw, nuw> : i64
    %3908 = llvm.getelementptr inbounds|nuw %3901[%3907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3909 = llvm.load %3908 : !llvm.ptr -> f32
    %3910 = llvm.extractvalue %3894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3911 = llvm.mlir.constant(256 : index) : i64
    %3912 = llvm.mul %3895, %3911 overflow<nsw, nuw> : i64
    %3913 = llvm.mlir.constant(32 : index) : i64
    %3914 = llvm.mul %3897, %3913 overflow<nsw, nuw> : i64
    %3915 = llvm.add %3912, %3914 overflow<nsw, nuw> : i64
    %3916 = llvm.add %3915, %3899 overflow<nsw, nuw> : i64
    %3917 = llvm.getelementptr inbounds|nuw %3910[%3916] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3909, %3917 : f32, !llvm.ptr
    %3918 = llvm.add %3899, %16 : i64
    llvm.br ^bb545(%3918 : i64)
  ^bb547:  // pred: ^bb545
    %3919 = llvm.add %3897, %16 : i64
    llvm.br ^bb543(%3919 : i64)
  ^bb548:  // pred: ^bb543
    %3920 = llvm.add %3895, %16 : i64
    llvm.br ^bb541(%3920 : i64)
  ^bb549:  // pred: ^bb541
    llvm.br ^bb550(%17 : i64)
  ^bb550(%3921: i64):  // 2 preds: ^bb549, ^bb563
    %3922 = llvm.icmp "slt" %3921, %16 : i64
    llvm.cond_br %3922, ^bb551, ^bb564
  ^bb551:  // pred: ^bb550
    llvm.br ^bb552(%17 : i64)
  ^bb552(%3923: i64):  // 2 preds: ^bb551, ^bb562
    %3924 = llvm.icmp "slt" %3923, %15 : i64
    llvm.cond_br %3924, ^bb553, ^bb563
  ^bb553:  // pred: ^bb552
    llvm.br ^bb554(%17 : i64)
  ^bb554(%3925: i64):  // 2 preds: ^bb553, ^bb561
    %3926 = llvm.icmp "slt" %3925, %14 : i64
    llvm.cond_br %3926, ^bb555, ^bb562
  ^bb555:  // pred: ^bb554
    llvm.br ^bb556(%17 : i64)
  ^bb556(%3927: i64):  // 2 preds: ^bb555, ^bb560
    %3928 = llvm.icmp "slt" %3927, %13 : i64
    llvm.cond_br %3928, ^bb557, ^bb561
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%17 : i64)
  ^bb558(%3929: i64):  // 2 preds: ^bb557, ^bb559
    %3930 = llvm.icmp "slt" %3929, %15 : i64
    llvm.cond_br %3930, ^bb559, ^bb560
  ^bb559:  // pred: ^bb558
    %3931 = llvm.extractvalue %3705[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3932 = llvm.mlir.constant(256 : index) : i64
    %3933 = llvm.mul %3921, %3932 overflow<nsw, nuw> : i64
    %3934 = llvm.mlir.constant(64 : index) : i64
    %3935 = llvm.mul %3927, %3934 overflow<nsw, nuw> : i64
    %3936 = llvm.add %3933, %3935 overflow<nsw, nuw> : i64
    %3937 = llvm.mlir.constant(8 : index) : i64
    %3938 = llvm.mul %3923, %3937 overflow<nsw, nuw> : i64
    %3939 = llvm.add %3936, %3938 overflow<nsw, nuw> : i64
    %3940 = llvm.add %3939, %3929 overflow<nsw, nuw> : i64
    %3941 = llvm.getelementptr inbounds|nuw %3931[%3940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3942 = llvm.load %3941 : !llvm.ptr -> f32
    %3943 = llvm.extractvalue %3845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.mlir.constant(32 : index) : i64
    %3945 = llvm.mul %3925, %3944 overflow<nsw, nuw> : i64
    %3946 = llvm.mlir.constant(8 : index) : i64
    %3947 = llvm.mul %3927, %3946 overflow<nsw, nuw> : i64
    %3948 = llvm.add %3945, %3947 overflow<nsw, nuw> : i64
    %3949 = llvm.add %3948, %3929 overflow<nsw, nuw> : i64
    %3950 = llvm.getelementptr inbounds|nuw %3943[%3949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3951 = llvm.load %3950 : !llvm.ptr -> f32
    %3952 = llvm.extractvalue %3894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3953 = llvm.mlir.constant(256 : index) : i64
    %3954 = llvm.mul %3921, %3953 overflow<nsw, nuw> : i64
    %3955 = llvm.mlir.constant(32 : index) : i64
    %3956 = llvm.mul %3923, %3955 overflow<nsw, nuw> : i64
    %3957 = llvm.add %3954, %3956 overflow<nsw, nuw> : i64
    %3958 = llvm.add %3957, %3925 overflow<nsw, nuw> : i64
    %3959 = llvm.getelementptr inbounds|nuw %3952[%3958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3960 = llvm.load %3959 : !llvm.ptr -> f32
    %3961 = llvm.fmul %3942, %3951 : f32
    %3962 = llvm.fadd %3960, %3961 : f32
    %3963 = llvm.extractvalue %3894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3964 = llvm.mlir.constant(256 : index) : i64
    %3965 = llvm.mul %3921, %3964 overflow<nsw, nuw> : i64
    %3966 = llvm.mlir.constant(32 : index) : i64
    %3967 = llvm.mul %3923, %3966 overflow<nsw, nuw> : i64
    %3968 = llvm.add %3965, %3967 overflow<nsw, nuw> : i64
    %3969 = llvm.add %3968, %3925 overflow<nsw, nuw> : i64
    %3970 = llvm.getelementptr inbounds|nuw %3963[%3969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3962, %3970 : f32, !llvm.ptr
    %3971 = llvm.add %3929, %16 : i64
    llvm.br ^bb558(%3971 : i64)
  ^bb560:  // pred: ^bb558
    %3972 = llvm.add %3927, %16 : i64
    llvm.br ^bb556(%3972 : i64)
  ^bb561:  // pred: ^bb556
    %3973 = llvm.add %3925, %16 : i64
    llvm.br ^bb554(%3973 : i64)
  ^bb562:  // pred: ^bb554
    %3974 = llvm.add %3923, %16 : i64
    llvm.br ^bb552(%3974 : i64)
  ^bb563:  // pred: ^bb552
    %3975 = llvm.add %3921, %16 : i64
    llvm.br ^bb550(%3975 : i64)
  ^bb564:  // pred: ^bb550
    %3976 = llvm.mlir.constant(1 : index) : i64
    %3977 = llvm.mlir.constant(8 : index) : i64
    %3978 = llvm.mlir.constant(32 : index) : i64
    %3979 = llvm.mlir.constant(1 : index) : i64
    %3980 = llvm.mlir.constant(256 : index) : i64
    %3981 = llvm.mlir.constant(256 : index) : i64
    %3982 = llvm.mlir.zero : !llvm.ptr
    %3983 = llvm.getelementptr %3982[%3981] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3984 = llvm.ptrtoint %3983 : !llvm.ptr to i64
    %3985 = llvm.mlir.constant(64 : index) : i64
    %3986 = llvm.add %3984, %3985 : i64
    %3987 = llvm.call @malloc(%3986) : (i64) -> !llvm.ptr
    %3988 = llvm.ptrtoint %3987 : !llvm.ptr to i64
    %3989 = llvm.mlir.constant(1 : index) : i64
    %3990 = llvm.sub %3985, %3989 : i64
    %3991 = llvm.add %3988, %3990 : i64
    %3992 = llvm.urem %3991, %3985 : i64
    %3993 = llvm.sub %3991, %3992 : i64
    %3994 = llvm.inttoptr %3993 : i64 to !llvm.ptr
    %3995 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3996 = llvm.insertvalue %3987, %3995[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3997 = llvm.insertvalue %3994, %3996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3998 = llvm.mlir.constant(0 : index) : i64
    %3999 = llvm.insertvalue %3998, %3997[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4000 = llvm.insertvalue %3976, %3999[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4001 = llvm.insertvalue %3977, %4000[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4002 = llvm.insertvalue %3978, %4001[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4003 = llvm.insertvalue %3980, %4002[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4004 = llvm.insertvalue %3978, %4003[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4005 = llvm.insertvalue %3979, %4004[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb565(%17 : i64)
  ^bb565(%4006: i64):  // 2 preds: ^bb564, ^bb572
    %4007 = llvm.icmp "slt" %4006, %16 : i64
    llvm.cond_br %4007, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%17 : i64)
  ^bb567(%4008: i64):  // 2 preds: ^bb566, ^bb571
    %4009 = llvm.icmp "slt" %4008, %15 : i64
    llvm.cond_br %4009, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%17 : i64)
  ^bb569(%4010: i64):  // 2 preds: ^bb568, ^bb570
    %4011 = llvm.icmp "slt" %4010, %14 : i64
    llvm.cond_br %4011, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %4012 = llvm.extractvalue %504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4013 = llvm.mlir.constant(256 : index) : i64
    %4014 = llvm.mul %4006, %4013 overflow<nsw, nuw> : i64
    %4015 = llvm.mlir.constant(32 : index) : i64
    %4016 = llvm.mul %4008, %4015 overflow<nsw, nuw> : i64
    %4017 = llvm.add %4014, %4016 overflow<nsw, nuw> : i64
    %4018 = llvm.add %4017, %4010 overflow<nsw, nuw> : i64
    %4019 = llvm.getelementptr inbounds|nuw %4012[%4018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4020 = llvm.load %4019 : !llvm.ptr -> f32
    %4021 = llvm.extractvalue %3894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4022 = llvm.mlir.constant(256 : index) : i64
    %4023 = llvm.mul %4006, %4022 overflow<nsw, nuw> : i64
    %4024 = llvm.mlir.constant(32 : index) : i64
    %4025 = llvm.mul %4008, %4024 overflow<nsw, nuw> : i64
    %4026 = llvm.add %4023, %4025 overflow<nsw, nuw> : i64
    %4027 = llvm.add %4026, %4010 overflow<nsw, nuw> : i64
    %4028 = llvm.getelementptr inbounds|nuw %4021[%4027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4029 = llvm.load %4028 : !llvm.ptr -> f32
    %4030 = llvm.fadd %4020, %4029 : f32
    %4031 = llvm.extractvalue %4005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4032 = llvm.mlir.constant(256 : index) : i64
    %4033 = llvm.mul %4006, %4032 overflow<nsw, nuw> : i64
    %4034 = llvm.mlir.constant(32 : index) : i64
    %4035 = llvm.mul %4008, %4034 overflow<nsw, nuw> : i64
    %4036 = llvm.add %4033, %4035 overflow<nsw, nuw> : i64
    %4037 = llvm.add %4036, %4010 overflow<nsw, nuw> : i64
    %4038 = llvm.getelementptr inbounds|nuw %4031[%4037] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4030, %4038 : f32, !llvm.ptr
    %4039 = llvm.add %4010, %16 : i64
    llvm.br ^bb569(%4039 : i64)
  ^bb571:  // pred: ^bb569
    %4040 = llvm.add %4008, %16 : i64
    llvm.br ^bb567(%4040 : i64)
  ^bb572:  // pred: ^bb567
    %4041 = llvm.add %4006, %16 : i64
    llvm.br ^bb565(%4041 : i64)
  ^bb573:  // pred: ^bb565
    %4042 = llvm.mlir.constant(1 : index) : i64
    %4043 = llvm.mlir.constant(8 : index) : i64
    %4044 = llvm.mlir.constant(1 : index) : i64
    %4045 = llvm.mlir.constant(1 : index) : i64
    %4046 = llvm.mlir.constant(8 : index) : i64
    %4047 = llvm.mlir.zero : !llvm.ptr
    %4048 = llvm.getelementptr %4047[%4046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4049 = llvm.ptrtoint %4048 : !llvm.ptr to i64
    %4050 = llvm.mlir.constant(64 : index) : i64
    %4051 = llvm.add %4049, %4050 : i64
    %4052 = llvm.call @malloc(%4051) : (i64) -> !llvm.ptr
    %4053 = llvm.ptrtoint %4052 : !llvm.ptr to i64
    %4054 = llvm.mlir.constant(1 : index) : i64
    %4055 = llvm.sub %4050, %4054 : i64
    %4056 = llvm.add %4053, %4055 : i64
    %4057 = llvm.urem %4056, %4050 : i64
    %4058 = llvm.sub %4056, %4057 : i64
    %4059 = llvm.inttoptr %4058 : i64 to !llvm.ptr
    %4060 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4061 = llvm.insertvalue %4052, %4060[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4062 = llvm.insertvalue %4059, %4061[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4063 = llvm.mlir.constant(0 : index) : i64
    %4064 = llvm.insertvalue %4063, %4062[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4065 = llvm.insertvalue %4042, %4064[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4066 = llvm.insertvalue %4043, %4065[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4067 = llvm.insertvalue %4044, %4066[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4068 = llvm.insertvalue %4043, %4067[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4069 = llvm.insertvalue %4044, %4068[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4070 = llvm.insertvalue %4045, %4069[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb574(%17 : i64)
  ^bb574(%4071: i64):  // 2 preds: ^bb573, ^bb581
    %4072 = llvm.icmp "slt" %4071, %16 : i64
    llvm.cond_br %4072, ^bb575, ^bb582
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%17 : i64)
  ^bb576(%4073: i64):  // 2 preds: ^bb575, ^bb580
    %4074 = llvm.icmp "slt" %4073, %15 : i64
    llvm.cond_br %4074, ^bb577, ^bb581
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%17 : i64)
  ^bb578(%4075: i64):  // 2 preds: ^bb577, ^bb579
    %4076 = llvm.icmp "slt" %4075, %16 : i64
    llvm.cond_br %4076, ^bb579, ^bb580
  ^bb579:  // pred: ^bb578
    %4077 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.mlir.constant(8 : index) : i64
    %4079 = llvm.mul %4071, %4078 overflow<nsw, nuw> : i64
    %4080 = llvm.add %4079, %4073 overflow<nsw, nuw> : i64
    %4081 = llvm.add %4080, %4075 overflow<nsw, nuw> : i64
    %4082 = llvm.getelementptr inbounds|nuw %4077[%4081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4083 = llvm.load %4082 : !llvm.ptr -> f32
    %4084 = llvm.extractvalue %4070[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4085 = llvm.mlir.constant(8 : index) : i64
    %4086 = llvm.mul %4071, %4085 overflow<nsw, nuw> : i64
    %4087 = llvm.add %4086, %4073 overflow<nsw, nuw> : i64
    %4088 = llvm.add %4087, %4075 overflow<nsw, nuw> : i64
    %4089 = llvm.getelementptr inbounds|nuw %4084[%4088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4083, %4089 : f32, !llvm.ptr
    %4090 = llvm.add %4075, %16 : i64
    llvm.br ^bb578(%4090 : i64)
  ^bb580:  // pred: ^bb578
    %4091 = llvm.add %4073, %16 : i64
    llvm.br ^bb576(%4091 : i64)
  ^bb581:  // pred: ^bb576
    %4092 = llvm.add %4071, %16 : i64
    llvm.br ^bb574(%4092 : i64)
  ^bb582:  // pred: ^bb574
    llvm.br ^bb583(%17 : i64)
  ^bb583(%4093: i64):  // 2 preds: ^bb582, ^bb590
    %4094 = llvm.icmp "slt" %4093, %16 : i64
    llvm.cond_br %4094, ^bb584, ^bb591
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%17 : i64)
  ^bb585(%4095: i64):  // 2 preds: ^bb584, ^bb589
    %4096 = llvm.icmp "slt" %4095, %15 : i64
    llvm.cond_br %4096, ^bb586, ^bb590
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%17 : i64)
  ^bb587(%4097: i64):  // 2 preds: ^bb586, ^bb588
    %4098 = llvm.icmp "slt" %4097, %14 : i64
    llvm.cond_br %4098, ^bb588, ^bb589
  ^bb588:  // pred: ^bb587
    %4099 = llvm.extractvalue %4005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4100 = llvm.mlir.constant(256 : index) : i64
    %4101 = llvm.mul %4093, %4100 overflow<nsw, nuw> : i64
    %4102 = llvm.mlir.constant(32 : index) : i64
    %4103 = llvm.mul %4095, %4102 overflow<nsw, nuw> : i64
    %4104 = llvm.add %4101, %4103 overflow<nsw, nuw> : i64
    %4105 = llvm.add %4104, %4097 overflow<nsw, nuw> : i64
    %4106 = llvm.getelementptr inbounds|nuw %4099[%4105] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4107 = llvm.load %4106 : !llvm.ptr -> f32
    %4108 = llvm.extractvalue %4070[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4109 = llvm.mlir.constant(8 : index) : i64
    %4110 = llvm.mul %4093, %4109 overflow<nsw, nuw> : i64
    %4111 = llvm.add %4110, %4095 overflow<nsw, nuw> : i64
    %4112 = llvm.add %4111, %17 overflow<nsw, nuw> : i64
    %4113 = llvm.getelementptr inbounds|nuw %4108[%4112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4114 = llvm.load %4113 : !llvm.ptr -> f32
    %4115 = llvm.fmul %4107, %4107 : f32
    %4116 = llvm.fadd %4115, %4114 : f32
    %4117 = llvm.extractvalue %4070[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4118 = llvm.mlir.constant(8 : index) : i64
    %4119 = llvm.mul %4093, %4118 overflow<nsw, nuw> : i64
    %4120 = llvm.add %4119, %4095 overflow<nsw, nuw> : i64
    %4121 = llvm.add %4120, %17 overflow<nsw, nuw> : i64
    %4122 = llvm.getelementptr inbounds|nuw %4117[%4121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4116, %4122 : f32, !llvm.ptr
    %4123 = llvm.add %4097, %16 : i64
    llvm.br ^bb587(%4123 : i64)
  ^bb589:  // pred: ^bb587
    %4124 = llvm.add %4095, %16 : i64
    llvm.br ^bb585(%4124 : i64)
  ^bb590:  // pred: ^bb585
    %4125 = llvm.add %4093, %16 : i64
    llvm.br ^bb583(%4125 : i64)
  ^bb591:  // pred: ^bb583
    llvm.br ^bb592(%17 : i64)
  ^bb592(%4126: i64):  // 2 preds: ^bb591, ^bb599
    %4127 = llvm.icmp "slt" %4126, %16 : i64
    llvm.cond_br %4127, ^bb593, ^bb600
  ^bb593:  // pred: ^bb592
    llvm.br ^bb594(%17 : i64)
  ^bb594(%4128: i64):  // 2 preds: ^bb593, ^bb598
    %4129 = llvm.icmp "slt" %4128, %15 : i64
    llvm.cond_br %4129, ^bb595, ^bb599
  ^bb595:  // pred: ^bb594
    llvm.br ^bb596(%17 : i64)
  ^bb596(%4130: i64):  // 2 preds: ^bb595, ^bb597
    %4131 = llvm.icmp "slt" %4130, %14 : i64
    llvm.cond_br %4131, ^bb597, ^bb598
  ^bb597:  // pred: ^bb596
    %4132 = llvm.extractvalue %312[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4133 = llvm.getelementptr inbounds|nuw %4132[%4130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4134 = llvm.load %4133 : !llvm.ptr -> f32
    %4135 = llvm.extractvalue %4005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4136 = llvm.mlir.constant(256 : index) : i64
    %4137 = llvm.mul %4126, %4136 overflow<nsw, nuw> : i64
    %4138 = llvm.mlir.constant(32 : index) : i64
    %4139 = llvm.mul %4128, %4138 overflow<nsw, nuw> : i64
    %4140 = llvm.add %4137, %4139 overflow<nsw, nuw> : i64
    %4141 = llvm.add %4140, %4130 overflow<nsw, nuw> : i64
    %4142 = llvm.getelementptr inbounds|nuw %4135[%4141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4143 = llvm.load %4142 : !llvm.ptr -> f32
    %4144 = llvm.extractvalue %4070[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4145 = llvm.mlir.constant(8 : index) : i64
    %4146 = llvm.mul %4126, %4145 overflow<nsw, nuw> : i64
    %4147 = llvm.add %4146, %4128 overflow<nsw, nuw> : i64
    %4148 = llvm.add %4147, %17 overflow<nsw, nuw> : i64
    %4149 = llvm.getelementptr inbounds|nuw %4144[%4148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4150 = llvm.load %4149 : !llvm.ptr -> f32
    %4151 = llvm.fdiv %4150, %19 : f32
    %4152 = llvm.fptrunc %20 : f64 to f32
    %4153 = llvm.fadd %4151, %4152 : f32
    %4154 = llvm.intr.sqrt(%4153) : (f32) -> f32
    %4155 = llvm.fdiv %28, %4154 : f32
    %4156 = llvm.fmul %4143, %4155 : f32
    %4157 = llvm.fmul %4134, %4156 : f32
    %4158 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4159 = llvm.mlir.constant(256 : index) : i64
    %4160 = llvm.mul %4126, %4159 overflow<nsw, nuw> : i64
    %4161 = llvm.mlir.constant(32 : index) : i64
    %4162 = llvm.mul %4128, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4160, %4162 overflow<nsw, nuw> : i64
    %4164 = llvm.add %4163, %4130 overflow<nsw, nuw> : i64
    %4165 = llvm.getelementptr inbounds|nuw %4158[%4164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4157, %4165 : f32, !llvm.ptr
    %4166 = llvm.add %4130, %16 : i64
    llvm.br ^bb596(%4166 : i64)
  ^bb598:  // pred: ^bb596
    %4167 = llvm.add %4128, %16 : i64
    llvm.br ^bb594(%4167 : i64)
  ^bb599:  // pred: ^bb594
    %4168 = llvm.add %4126, %16 : i64
    llvm.br ^bb592(%4168 : i64)
  ^bb600:  // pred: ^bb592
    %4169 = llvm.mlir.constant(8 : index) : i64
    %4170 = llvm.mlir.constant(64 : index) : i64
    %4171 = llvm.mlir.constant(1 : index) : i64
    %4172 = llvm.mlir.constant(512 : index) : i64
    %4173 = llvm.mlir.zero : !llvm.ptr
    %4174 = llvm.getelementptr %4173[%4172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4175 = llvm.ptrtoint %4174 : !llvm.ptr to i64
    %4176 = llvm.mlir.constant(64 : index) : i64
    %4177 = llvm.add %4175, %4176 : i64
    %4178 = llvm.call @malloc(%4177) : (i64) -> !llvm.ptr
    %4179 = llvm.ptrtoint %4178 : !llvm.ptr to i64
    %4180 = llvm.mlir.constant(1 : index) : i64
    %4181 = llvm.sub %4176, %4180 : i64
    %4182 = llvm.add %4179, %4181 : i64
    %4183 = llvm.urem %4182, %4176 : i64
    %4184 = llvm.sub %4182, %4183 : i64
    %4185 = llvm.inttoptr %4184 : i64 to !llvm.ptr
    %4186 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4187 = llvm.insertvalue %4178, %4186[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4188 = llvm.insertvalue %4185, %4187[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4189 = llvm.mlir.constant(0 : index) : i64
    %4190 = llvm.insertvalue %4189, %4188[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4191 = llvm.insertvalue %4169, %4190[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4192 = llvm.insertvalue %4170, %4191[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4193 = llvm.insertvalue %4170, %4192[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4194 = llvm.insertvalue %4171, %4193[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb601(%17 : i64)
  ^bb601(%4195: i64):  // 2 preds: ^bb600, ^bb605
    %4196 = llvm.icmp "slt" %4195, %15 : i64
    llvm.cond_br %4196, ^bb602, ^bb606
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%17 : i64)
  ^bb603(%4197: i64):  // 2 preds: ^bb602, ^bb604
    %4198 = llvm.icmp "slt" %4197, %10 : i64
    llvm.cond_br %4198, ^bb604, ^bb605
  ^bb604:  // pred: ^bb603
    %4199 = llvm.extractvalue %4194[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4200 = llvm.mlir.constant(64 : index) : i64
    %4201 = llvm.mul %4195, %4200 overflow<nsw, nuw> : i64
    %4202 = llvm.add %4201, %4197 overflow<nsw, nuw> : i64
    %4203 = llvm.getelementptr inbounds|nuw %4199[%4202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %4203 : f32, !llvm.ptr
    %4204 = llvm.add %4197, %16 : i64
    llvm.br ^bb603(%4204 : i64)
  ^bb605:  // pred: ^bb603
    %4205 = llvm.add %4195, %16 : i64
    llvm.br ^bb601(%4205 : i64)
  ^bb606:  // pred: ^bb601
    %4206 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4207 = llvm.extractvalue %4194[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4208 = llvm.extractvalue %4194[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4209 = llvm.insertvalue %4207, %4206[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4210 = llvm.insertvalue %4208, %4209[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4211 = llvm.mlir.constant(0 : index) : i64
    %4212 = llvm.insertvalue %4211, %4210[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4213 = llvm.mlir.constant(1 : index) : i64
    %4214 = llvm.insertvalue %4213, %4212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4215 = llvm.mlir.constant(512 : index) : i64
    %4216 = llvm.insertvalue %4215, %4214[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4217 = llvm.mlir.constant(8 : index) : i64
    %4218 = llvm.insertvalue %4217, %4216[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4219 = llvm.mlir.constant(64 : index) : i64
    %4220 = llvm.insertvalue %4219, %4218[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4221 = llvm.mlir.constant(64 : index) : i64
    %4222 = llvm.insertvalue %4221, %4220[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4223 = llvm.mlir.constant(1 : index) : i64
    %4224 = llvm.insertvalue %4223, %4222[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4225 = llvm.mlir.constant(1 : index) : i64
    %4226 = llvm.mlir.constant(8 : index) : i64
    %4227 = llvm.mlir.constant(64 : index) : i64
    %4228 = llvm.mlir.constant(1 : index) : i64
    %4229 = llvm.mlir.constant(512 : index) : i64
    %4230 = llvm.mlir.constant(512 : index) : i64
    %4231 = llvm.mlir.zero : !llvm.ptr
    %4232 = llvm.getelementptr %4231[%4230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4233 = llvm.ptrtoint %4232 : !llvm.ptr to i64
    %4234 = llvm.mlir.constant(64 : index) : i64
    %4235 = llvm.add %4233, %4234 : i64
    %4236 = llvm.call @malloc(%4235) : (i64) -> !llvm.ptr
    %4237 = llvm.ptrtoint %4236 : !llvm.ptr to i64
    %4238 = llvm.mlir.constant(1 : index) : i64
    %4239 = llvm.sub %4234, %4238 : i64
    %4240 = llvm.add %4237, %4239 : i64
    %4241 = llvm.urem %4240, %4234 : i64
    %4242 = llvm.sub %4240, %4241 : i64
    %4243 = llvm.inttoptr %4242 : i64 to !llvm.ptr
    %4244 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4245 = llvm.insertvalue %4236, %4244[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4246 = llvm.insertvalue %4243, %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4247 = llvm.mlir.constant(0 : index) : i64
    %4248 = llvm.insertvalue %4247, %4246[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4249 = llvm.insertvalue %4225, %4248[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4250 = llvm.insertvalue %4226, %4249[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4251 = llvm.insertvalue %4227, %4250[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4252 = llvm.insertvalue %4229, %4251[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4253 = llvm.insertvalue %4227, %4252[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4254 = llvm.insertvalue %4228, %4253[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb607(%17 : i64)
  ^bb607(%4255: i64):  // 2 preds: ^bb606, ^bb614
    %4256 = llvm.icmp "slt" %4255, %16 : i64
    llvm.cond_br %4256, ^bb608, ^bb615
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%17 : i64)
  ^bb609(%4257: i64):  // 2 preds: ^bb608, ^bb613
    %4258 = llvm.icmp "slt" %4257, %15 : i64
    llvm.cond_br %4258, ^bb610, ^bb614
  ^bb610:  // pred: ^bb609
    llvm.br ^bb611(%17 : i64)
  ^bb611(%4259: i64):  // 2 preds: ^bb610, ^bb612
    %4260 = llvm.icmp "slt" %4259, %10 : i64
    llvm.cond_br %4260, ^bb612, ^bb613
  ^bb612:  // pred: ^bb611
    %4261 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4262 = llvm.mlir.constant(512 : index) : i64
    %4263 = llvm.mul %4255, %4262 overflow<nsw, nuw> : i64
    %4264 = llvm.mlir.constant(64 : index) : i64
    %4265 = llvm.mul %4257, %4264 overflow<nsw, nuw> : i64
    %4266 = llvm.add %4263, %4265 overflow<nsw, nuw> : i64
    %4267 = llvm.add %4266, %4259 overflow<nsw, nuw> : i64
    %4268 = llvm.getelementptr inbounds|nuw %4261[%4267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4269 = llvm.load %4268 : !llvm.ptr -> f32
    %4270 = llvm.extractvalue %4254[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4271 = llvm.mlir.constant(512 : index) : i64
    %4272 = llvm.mul %4255, %4271 overflow<nsw, nuw> : i64
    %4273 = llvm.mlir.constant(64 : index) : i64
    %4274 = llvm.mul %4257, %4273 overflow<nsw, nuw> : i64
    %4275 = llvm.add %4272, %4274 overflow<nsw, nuw> : i64
    %4276 = llvm.add %4275, %4259 overflow<nsw, nuw> : i64
    %4277 = llvm.getelementptr inbounds|nuw %4270[%4276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4269, %4277 : f32, !llvm.ptr
    %4278 = llvm.add %4259, %16 : i64
    llvm.br ^bb611(%4278 : i64)
  ^bb613:  // pred: ^bb611
    %4279 = llvm.add %4257, %16 : i64
    llvm.br ^bb609(%4279 : i64)
  ^bb614:  // pred: ^bb609
    %4280 = llvm.add %4255, %16 : i64
    llvm.br ^bb607(%4280 : i64)
  ^bb615:  // pred: ^bb607
    llvm.br ^bb616(%17 : i64)
  ^bb616(%4281: i64):  // 2 preds: ^bb615, ^bb626
    %4282 = llvm.icmp "slt" %4281, %16 : i64
    llvm.cond_br %4282, ^bb617, ^bb627
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%17 : i64)
  ^bb618(%4283: i64):  // 2 preds: ^bb617, ^bb625
    %4284 = llvm.icmp "slt" %4283, %15 : i64
    llvm.cond_br %4284, ^bb619, ^bb626
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%17 : i64)
  ^bb620(%4285: i64):  // 2 preds: ^bb619, ^bb624
    %4286 = llvm.icmp "slt" %4285, %10 : i64
    llvm.cond_br %4286, ^bb621, ^bb625
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%17 : i64)
  ^bb622(%4287: i64):  // 2 preds: ^bb621, ^bb623
    %4288 = llvm.icmp "slt" %4287, %14 : i64
    llvm.cond_br %4288, ^bb623, ^bb624
  ^bb623:  // pred: ^bb622
    %4289 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4290 = llvm.mlir.constant(256 : index) : i64
    %4291 = llvm.mul %4281, %4290 overflow<nsw, nuw> : i64
    %4292 = llvm.mlir.constant(32 : index) : i64
    %4293 = llvm.mul %4283, %4292 overflow<nsw, nuw> : i64
    %4294 = llvm.add %4291, %4293 overflow<nsw, nuw> : i64
    %4295 = llvm.add %4294, %4287 overflow<nsw, nuw> : i64
    %4296 = llvm.getelementptr inbounds|nuw %4289[%4295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4297 = llvm.load %4296 : !llvm.ptr -> f32
    %4298 = llvm.extractvalue %296[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4299 = llvm.mlir.constant(32 : index) : i64
    %4300 = llvm.mul %4285, %4299 overflow<nsw, nuw> : i64
    %4301 = llvm.add %4300, %4287 overflow<nsw, nuw> : i64
    %4302 = llvm.getelementptr inbounds|nuw %4298[%4301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4303 = llvm.load %4302 : !llvm.ptr -> f32
    %4304 = llvm.extractvalue %4254[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4305 = llvm.mlir.constant(512 : index) : i64
    %4306 = llvm.mul %4281, %4305 overflow<nsw, nuw> : i64
    %4307 = llvm.mlir.constant(64 : index) : i64
    %4308 = llvm.mul %4283, %4307 overflow<nsw, nuw> : i64
    %4309 = llvm.add %4306, %4308 overflow<nsw, nuw> : i64
    %4310 = llvm.add %4309, %4285 overflow<nsw, nuw> : i64
    %4311 = llvm.getelementptr inbounds|nuw %4304[%4310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4312 = llvm.load %4311 : !llvm.ptr -> f32
    %4313 = llvm.fmul %4297, %4303 : f32
    %4314 = llvm.fadd %4312, %4313 : f32
    %4315 = llvm.extractvalue %4254[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4316 = llvm.mlir.constant(512 : index) : i64
    %4317 = llvm.mul %4281, %4316 overflow<nsw, nuw> : i64
    %4318 = llvm.mlir.constant(64 : index) : i64
    %4319 = llvm.mul %4283, %4318 overflow<nsw, nuw> : i64
    %4320 = llvm.add %4317, %4319 overflow<nsw, nuw> : i64
    %4321 = llvm.add %4320, %4285 overflow<nsw, nuw> : i64
    %4322 = llvm.getelementptr inbounds|nuw %4315[%4321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4314, %4322 : f32, !llvm.ptr
    %4323 = llvm.add %4287, %16 : i64
    llvm.br ^bb622(%4323 : i64)
  ^bb624:  // pred: ^bb622
    %4324 = llvm.add %4285, %16 : i64
    llvm.br ^bb620(%4324 : i64)
  ^bb625:  // pred: ^bb620
    %4325 = llvm.add %4283, %16 : i64
    llvm.br ^bb618(%4325 : i64)
  ^bb626:  // pred: ^bb618
    %4326 = llvm.add %4281, %16 : i64
    llvm.br ^bb616(%4326 : i64)
  ^bb627:  // pred: ^bb616
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
    llvm.br ^bb628(%17 : i64)
  ^bb628(%4357: i64):  // 2 preds: ^bb627, ^bb635
    %4358 = llvm.icmp "slt" %4357, %16 : i64
    llvm.cond_br %4358, ^bb629, ^bb636
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%17 : i64)
  ^bb630(%4359: i64):  // 2 preds: ^bb629, ^bb634
    %4360 = llvm.icmp "slt" %4359, %15 : i64
    llvm.cond_br %4360, ^bb631, ^bb635
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%17 : i64)
  ^bb632(%4361: i64):  // 2 preds: ^bb631, ^bb633
    %4362 = llvm.icmp "slt" %4361, %10 : i64
    llvm.cond_br %4362, ^bb633, ^bb634
  ^bb633:  // pred: ^bb632
    %4363 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
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
    %4380 = llvm.add %4361, %16 : i64
    llvm.br ^bb632(%4380 : i64)
  ^bb634:  // pred: ^bb632
    %4381 = llvm.add %4359, %16 : i64
    llvm.br ^bb630(%4381 : i64)
  ^bb635:  // pred: ^bb630
    %4382 = llvm.add %4357, %16 : i64
    llvm.br ^bb628(%4382 : i64)
  ^bb636:  // pred: ^bb628
    llvm.br ^bb637(%17 : i64)
  ^bb637(%4383: i64):  // 2 preds: ^bb636, ^bb647
    %4384 = llvm.icmp "slt" %4383, %16 : i64
    llvm.cond_br %4384, ^bb638, ^bb648
  ^bb638:  // pred: ^bb637
    llvm.br ^bb639(%17 : i64)
  ^bb639(%4385: i64):  // 2 preds: ^bb638, ^bb646
    %4386 = llvm.icmp "slt" %4385, %15 : i64
    llvm.cond_br %4386, ^bb640, ^bb647
  ^bb640:  // pred: ^bb639
    llvm.br ^bb641(%17 : i64)
  ^bb641(%4387: i64):  // 2 preds: ^bb640, ^bb645
    %4388 = llvm.icmp "slt" %4387, %10 : i64
    llvm.cond_br %4388, ^bb642, ^bb646
  ^bb642:  // pred: ^bb641
    llvm.br ^bb643(%17 : i64)
  ^bb643(%4389: i64):  // 2 preds: ^bb642, ^bb644
    %4390 = llvm.icmp "slt" %4389, %14 : i64
    llvm.cond_br %4390, ^bb644, ^bb645
  ^bb644:  // pred: ^bb643
    %4391 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4392 = llvm.mlir.constant(256 : index) : i64
    %4393 = llvm.mul %4383, %4392 overflow<nsw, nuw> : i64
    %4394 = llvm.mlir.constant(32 : index) : i64
    %4395 = llvm.mul %4385, %4394 overflow<nsw, nuw> : i64
    %4396 = llvm.add %4393, %4395 overflow<nsw, nuw> : i64
    %4397 = llvm.add %4396, %4389 overflow<nsw, nuw> : i64
    %4398 = llvm.getelementptr inbounds|nuw %4391[%4397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4399 = llvm.load %4398 : !llvm.ptr -> f32
    %4400 = llvm.extractvalue %276[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
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
    %4425 = llvm.add %4389, %16 : i64
    llvm.br ^bb643(%4425 : i64)
  ^bb645:  // pred: ^bb643
    %4426 = llvm.add %4387, %16 : i64
    llvm.br ^bb641(%4426 : i64)
  ^bb646:  // pred: ^bb641
    %4427 = llvm.add %4385, %16 : i64
    llvm.br ^bb639(%4427 : i64)
  ^bb647:  // pred: ^bb639
    %4428 = llvm.add %4383, %16 : i64
    llvm.br ^bb637(%4428 : i64)
  ^bb648:  // pred: ^bb637
    %4429 = llvm.mlir.constant(1 : index) : i64
    %4430 = llvm.mlir.constant(8 : index) : i64
    %4431 = llvm.mlir.constant(32 : index) : i64
    %4432 = llvm.mlir.constant(1 : index) : i64
    %4433 = llvm.mlir.constant(256 : index) : i64
    %4434 = llvm.mlir.constant(256 : index) : i64
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
    llvm.br ^bb649(%17 : i64)
  ^bb649(%4459: i64):  // 2 preds: ^bb648, ^bb656
    %4460 = llvm.icmp "slt" %4459, %16 : i64
    llvm.cond_br %4460, ^bb650, ^bb657
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%17 : i64)
  ^bb651(%4461: i64):  // 2 preds: ^bb650, ^bb655
    %4462 = llvm.icmp "slt" %4461, %15 : i64
    llvm.cond_br %4462, ^bb652, ^bb656
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%17 : i64)
  ^bb653(%4463: i64):  // 2 preds: ^bb652, ^bb654
    %4464 = llvm.icmp "slt" %4463, %14 : i64
    llvm.cond_br %4464, ^bb654, ^bb655
  ^bb654:  // pred: ^bb653
    %4465 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4466 = llvm.mlir.constant(256 : index) : i64
    %4467 = llvm.mul %4459, %4466 overflow<nsw, nuw> : i64
    %4468 = llvm.mlir.constant(32 : index) : i64
    %4469 = llvm.mul %4461, %4468 overflow<nsw, nuw> : i64
    %4470 = llvm.add %4467, %4469 overflow<nsw, nuw> : i64
    %4471 = llvm.add %4470, %4463 overflow<nsw, nuw> : i64
    %4472 = llvm.getelementptr inbounds|nuw %4465[%4471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4473 = llvm.load %4472 : !llvm.ptr -> f32
    %4474 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4475 = llvm.mlir.constant(256 : index) : i64
    %4476 = llvm.mul %4459, %4475 overflow<nsw, nuw> : i64
    %4477 = llvm.mlir.constant(32 : index) : i64
    %4478 = llvm.mul %4461, %4477 overflow<nsw, nuw> : i64
    %4479 = llvm.add %4476, %4478 overflow<nsw, nuw> : i64
    %4480 = llvm.add %4479, %4463 overflow<nsw, nuw> : i64
    %4481 = llvm.getelementptr inbounds|nuw %4474[%4480] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4473, %4481 : f32, !llvm.ptr
    %4482 = llvm.add %4463, %16 : i64
    llvm.br ^bb653(%4482 : i64)
  ^bb655:  // pred: ^bb653
    %4483 = llvm.add %4461, %16 : i64
    llvm.br ^bb651(%4483 : i64)
  ^bb656:  // pred: ^bb651
    %4484 = llvm.add %4459, %16 : i64
    llvm.br ^bb649(%4484 : i64)
  ^bb657:  // pred: ^bb649
    llvm.br ^bb658(%17 : i64)
  ^bb658(%4485: i64):  // 2 preds: ^bb657, ^bb668
    %4486 = llvm.icmp "slt" %4485, %16 : i64
    llvm.cond_br %4486, ^bb659, ^bb669
  ^bb659:  // pred: ^bb658
    llvm.br ^bb660(%17 : i64)
  ^bb660(%4487: i64):  // 2 preds: ^bb659, ^bb667
    %4488 = llvm.icmp "slt" %4487, %15 : i64
    llvm.cond_br %4488, ^bb661, ^bb668
  ^bb661:  // pred: ^bb660
    llvm.br ^bb662(%17 : i64)
  ^bb662(%4489: i64):  // 2 preds: ^bb661, ^bb666
    %4490 = llvm.icmp "slt" %4489, %14 : i64
    llvm.cond_br %4490, ^bb663, ^bb667
  ^bb663:  // pred: ^bb662
    llvm.br ^bb664(%17 : i64)
  ^bb664(%4491: i64):  // 2 preds: ^bb663, ^bb665
    %4492 = llvm.icmp "slt" %4491, %10 : i64
    llvm.cond_br %4492, ^bb665, ^bb666
  ^bb665:  // pred: ^bb664
    %4493 = llvm.extractvalue %4254[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4494 = llvm.mlir.constant(512 : index) : i64
    %4495 = llvm.mul %4485, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.mlir.constant(64 : index) : i64
    %4497 = llvm.mul %4487, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.add %4495, %4497 overflow<nsw, nuw> : i64
    %4499 = llvm.add %4498, %4491 overflow<nsw, nuw> : i64
    %4500 = llvm.getelementptr inbounds|nuw %4493[%4499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4501 = llvm.load %4500 : !llvm.ptr -> f32
    %4502 = llvm.extractvalue %4356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4503 = llvm.mlir.constant(512 : index) : i64
    %4504 = llvm.mul %4485, %4503 overflow<nsw, nuw> : i64
    %4505 = llvm.mlir.constant(64 : index) : i64
    %4506 = llvm.mul %4487, %4505 overflow<nsw, nuw> : i64
    %4507 = llvm.add %4504, %4506 overflow<nsw, nuw> : i64
    %4508 = llvm.add %4507, %4491 overflow<nsw, nuw> : i64
    %4509 = llvm.getelementptr inbounds|nuw %4502[%4508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4510 = llvm.load %4509 : !llvm.ptr -> f32
    %4511 = llvm.extractvalue %256[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4512 = llvm.mlir.constant(64 : index) : i64
    %4513 = llvm.mul %4489, %4512 overflow<nsw, nuw> : i64
    %4514 = llvm.add %4513, %4491 overflow<nsw, nuw> : i64
    %4515 = llvm.getelementptr inbounds|nuw %4511[%4514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4516 = llvm.load %4515 : !llvm.ptr -> f32
    %4517 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4518 = llvm.mlir.constant(256 : index) : i64
    %4519 = llvm.mul %4485, %4518 overflow<nsw, nuw> : i64
    %4520 = llvm.mlir.constant(32 : index) : i64
    %4521 = llvm.mul %4487, %4520 overflow<nsw, nuw> : i64
    %4522 = llvm.add %4519, %4521 overflow<nsw, nuw> : i64
    %4523 = llvm.add %4522, %4489 overflow<nsw, nuw> : i64
    %4524 = llvm.getelementptr inbounds|nuw %4517[%4523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4525 = llvm.load %4524 : !llvm.ptr -> f32
    %4526 = llvm.fneg %4501 : f32
    %4527 = llvm.fmul %4526, %8 : f32
    %4528 = llvm.intr.exp2(%4527) : (f32) -> f32
    %4529 = llvm.fadd %4528, %28 : f32
    %4530 = llvm.fdiv %28, %4529 : f32
    %4531 = llvm.fmul %4501, %4530 : f32
    %4532 = llvm.fmul %4531, %4510 : f32
    %4533 = llvm.fmul %4532, %4516 : f32
    %4534 = llvm.fadd %4525, %4533 : f32
    %4535 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4536 = llvm.mlir.constant(256 : index) : i64
    %4537 = llvm.mul %4485, %4536 overflow<nsw, nuw> : i64
    %4538 = llvm.mlir.constant(32 : index) : i64
    %4539 = llvm.mul %4487, %4538 overflow<nsw, nuw> : i64
    %4540 = llvm.add %4537, %4539 overflow<nsw, nuw> : i64
    %4541 = llvm.add %4540, %4489 overflow<nsw, nuw> : i64
    %4542 = llvm.getelementptr inbounds|nuw %4535[%4541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4534, %4542 : f32, !llvm.ptr
    %4543 = llvm.add %4491, %16 : i64
    llvm.br ^bb664(%4543 : i64)
  ^bb666:  // pred: ^bb664
    %4544 = llvm.add %4489, %16 : i64
    llvm.br ^bb662(%4544 : i64)
  ^bb667:  // pred: ^bb662
    %4545 = llvm.add %4487, %16 : i64
    llvm.br ^bb660(%4545 : i64)
  ^bb668:  // pred: ^bb660
    %4546 = llvm.add %4485, %16 : i64
    llvm.br ^bb658(%4546 : i64)
  ^bb669:  // pred: ^bb658
    %4547 = llvm.mlir.constant(1 : index) : i64
    %4548 = llvm.mlir.constant(8 : index) : i64
    %4549 = llvm.mlir.constant(32 : index) : i64
    %4550 = llvm.mlir.constant(1 : index) : i64
    %4551 = llvm.mlir.constant(256 : index) : i64
    %4552 = llvm.mlir.constant(256 : index) : i64
    %4553 = llvm.mlir.zero : !llvm.ptr
    %4554 = llvm.getelementptr %4553[%4552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4555 = llvm.ptrtoint %4554 : !llvm.ptr to i64
    %4556 = llvm.mlir.constant(64 : index) : i64
    %4557 = llvm.add %4555, %4556 : i64
    %4558 = llvm.call @malloc(%4557) : (i64) -> !llvm.ptr
    %4559 = llvm.ptrtoint %4558 : !llvm.ptr to i64
    %4560 = llvm.mlir.constant(1 : index) : i64
    %4561 = llvm.sub %4556, %4560 : i64
    %4562 = llvm.add %4559, %4561 : i64
    %4563 = llvm.urem %4562, %4556 : i64
    %4564 = llvm.sub %4562, %4563 : i64
    %4565 = llvm.inttoptr %4564 : i64 to !llvm.ptr
    %4566 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4567 = llvm.insertvalue %4558, %4566[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4568 = llvm.insertvalue %4565, %4567[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4569 = llvm.mlir.constant(0 : index) : i64
    %4570 = llvm.insertvalue %4569, %4568[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4571 = llvm.insertvalue %4547, %4570[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4572 = llvm.insertvalue %4548, %4571[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4573 = llvm.insertvalue %4549, %4572[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4574 = llvm.insertvalue %4551, %4573[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4575 = llvm.insertvalue %4549, %4574[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4576 = llvm.insertvalue %4550, %4575[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb670(%17 : i64)
  ^bb670(%4577: i64):  // 2 preds: ^bb669, ^bb677
    %4578 = llvm.icmp "slt" %4577, %16 : i64
    llvm.cond_br %4578, ^bb671, ^bb678
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%17 : i64)
  ^bb672(%4579: i64):  // 2 preds: ^bb671, ^bb676
    %4580 = llvm.icmp "slt" %4579, %15 : i64
    llvm.cond_br %4580, ^bb673, ^bb677
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%17 : i64)
  ^bb674(%4581: i64):  // 2 preds: ^bb673, ^bb675
    %4582 = llvm.icmp "slt" %4581, %14 : i64
    llvm.cond_br %4582, ^bb675, ^bb676
  ^bb675:  // pred: ^bb674
    %4583 = llvm.extractvalue %4005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4584 = llvm.mlir.constant(256 : index) : i64
    %4585 = llvm.mul %4577, %4584 overflow<nsw, nuw> : i64
    %4586 = llvm.mlir.constant(32 : index) : i64
    %4587 = llvm.mul %4579, %4586 overflow<nsw, nuw> : i64
    %4588 = llvm.add %4585, %4587 overflow<nsw, nuw> : i64
    %4589 = llvm.add %4588, %4581 overflow<nsw, nuw> : i64
    %4590 = llvm.getelementptr inbounds|nuw %4583[%4589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4591 = llvm.load %4590 : !llvm.ptr -> f32
    %4592 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4593 = llvm.mlir.constant(256 : index) : i64
    %4594 = llvm.mul %4577, %4593 overflow<nsw, nuw> : i64
    %4595 = llvm.mlir.constant(32 : index) : i64
    %4596 = llvm.mul %4579, %4595 overflow<nsw, nuw> : i64
    %4597 = llvm.add %4594, %4596 overflow<nsw, nuw> : i64
    %4598 = llvm.add %4597, %4581 overflow<nsw, nuw> : i64
    %4599 = llvm.getelementptr inbounds|nuw %4592[%4598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4600 = llvm.load %4599 : !llvm.ptr -> f32
    %4601 = llvm.fadd %4591, %4600 : f32
    %4602 = llvm.extractvalue %4576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4603 = llvm.mlir.constant(256 : index) : i64
    %4604 = llvm.mul %4577, %4603 overflow<nsw, nuw> : i64
    %4605 = llvm.mlir.constant(32 : index) : i64
    %4606 = llvm.mul %4579, %4605 overflow<nsw, nuw> : i64
    %4607 = llvm.add %4604, %4606 overflow<nsw, nuw> : i64
    %4608 = llvm.add %4607, %4581 overflow<nsw, nuw> : i64
    %4609 = llvm.getelementptr inbounds|nuw %4602[%4608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4601, %4609 : f32, !llvm.ptr
    %4610 = llvm.add %4581, %16 : i64
    llvm.br ^bb674(%4610 : i64)
  ^bb676:  // pred: ^bb674
    %4611 = llvm.add %4579, %16 : i64
    llvm.br ^bb672(%4611 : i64)
  ^bb677:  // pred: ^bb672
    %4612 = llvm.add %4577, %16 : i64
    llvm.br ^bb670(%4612 : i64)
  ^bb678:  // pred: ^bb670
    %4613 = llvm.mlir.constant(1 : index) : i64
    %4614 = llvm.mlir.constant(8 : index) : i64
    %4615 = llvm.mlir.constant(1 : index) : i64
    %4616 = llvm.mlir.constant(1 : index) : i64
    %4617 = llvm.mlir.constant(8 : index) : i64
    %4618 = llvm.mlir.zero : !llvm.ptr
    %4619 = llvm.getelementptr %4618[%4617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4620 = llvm.ptrtoint %4619 : !llvm.ptr to i64
    %4621 = llvm.mlir.constant(64 : index) : i64
    %4622 = llvm.add %4620, %4621 : i64
    %4623 = llvm.call @malloc(%4622) : (i64) -> !llvm.ptr
    %4624 = llvm.ptrtoint %4623 : !llvm.ptr to i64
    %4625 = llvm.mlir.constant(1 : index) : i64
    %4626 = llvm.sub %4621, %4625 : i64
    %4627 = llvm.add %4624, %4626 : i64
    %4628 = llvm.urem %4627, %4621 : i64
    %4629 = llvm.sub %4627, %4628 : i64
    %4630 = llvm.inttoptr %4629 : i64 to !llvm.ptr
    %4631 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4632 = llvm.insertvalue %4623, %4631[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4633 = llvm.insertvalue %4630, %4632[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4634 = llvm.mlir.constant(0 : index) : i64
    %4635 = llvm.insertvalue %4634, %4633[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4636 = llvm.insertvalue %4613, %4635[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4637 = llvm.insertvalue %4614, %4636[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4638 = llvm.insertvalue %4615, %4637[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4639 = llvm.insertvalue %4614, %4638[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4640 = llvm.insertvalue %4615, %4639[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4641 = llvm.insertvalue %4616, %4640[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb679(%17 : i64)
  ^bb679(%4642: i64):  // 2 preds: ^bb678, ^bb686
    %4643 = llvm.icmp "slt" %4642, %16 : i64
    llvm.cond_br %4643, ^bb680, ^bb687
  ^bb680:  // pred: ^bb679
    llvm.br ^bb681(%17 : i64)
  ^bb681(%4644: i64):  // 2 preds: ^bb680, ^bb685
    %4645 = llvm.icmp "slt" %4644, %15 : i64
    llvm.cond_br %4645, ^bb682, ^bb686
  ^bb682:  // pred: ^bb681
    llvm.br ^bb683(%17 : i64)
  ^bb683(%4646: i64):  // 2 preds: ^bb682, ^bb684
    %4647 = llvm.icmp "slt" %4646, %16 : i64
    llvm.cond_br %4647, ^bb684, ^bb685
  ^bb684:  // pred: ^bb683
    %4648 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4649 = llvm.mlir.constant(8 : index) : i64
    %4650 = llvm.mul %4642, %4649 overflow<nsw, nuw> : i64
    %4651 = llvm.add %4650, %4644 overflow<nsw, nuw> : i64
    %4652 = llvm.add %4651, %4646 overflow<nsw, nuw> : i64
    %4653 = llvm.getelementptr inbounds|nuw %4648[%4652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4654 = llvm.load %4653 : !llvm.ptr -> f32
    %4655 = llvm.extractvalue %4641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4656 = llvm.mlir.constant(8 : index) : i64
    %4657 = llvm.mul %4642, %4656 overflow<nsw, nuw> : i64
    %4658 = llvm.add %4657, %4644 overflow<nsw, nuw> : i64
    %4659 = llvm.add %4658, %4646 overflow<nsw, nuw> : i64
    %4660 = llvm.getelementptr inbounds|nuw %4655[%4659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4654, %4660 : f32, !llvm.ptr
    %4661 = llvm.add %4646, %16 : i64
    llvm.br ^bb683(%4661 : i64)
  ^bb685:  // pred: ^bb683
    %4662 = llvm.add %4644, %16 : i64
    llvm.br ^bb681(%4662 : i64)
  ^bb686:  // pred: ^bb681
    %4663 = llvm.add %4642, %16 : i64
    llvm.br ^bb679(%4663 : i64)
  ^bb687:  // pred: ^bb679
    llvm.br ^bb688(%17 : i64)
  ^bb688(%4664: i64):  // 2 preds: ^bb687, ^bb695
    %4665 = llvm.icmp "slt" %4664, %16 : i64
    llvm.cond_br %4665, ^bb689, ^bb696
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%17 : i64)
  ^bb690(%4666: i64):  // 2 preds: ^bb689, ^bb694
    %4667 = llvm.icmp "slt" %4666, %15 : i64
    llvm.cond_br %4667, ^bb691, ^bb695
  ^bb691:  // pred: ^bb690
    llvm.br ^bb692(%17 : i64)
  ^bb692(%4668: i64):  // 2 preds: ^bb691, ^bb693
    %4669 = llvm.icmp "slt" %4668, %14 : i64
    llvm.cond_br %4669, ^bb693, ^bb694
  ^bb693:  // pred: ^bb692
    %4670 = llvm.extractvalue %4576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4671 = llvm.mlir.constant(256 : index) : i64
    %4672 = llvm.mul %4664, %4671 overflow<nsw, nuw> : i64
    %4673 = llvm.mlir.constant(32 : index) : i64
    %4674 = llvm.mul %4666, %4673 overflow<nsw, nuw> : i64
    %4675 = llvm.add %4672, %4674 overflow<nsw, nuw> : i64
    %4676 = llvm.add %4675, %4668 overflow<nsw, nuw> : i64
    %4677 = llvm.getelementptr inbounds|nuw %4670[%4676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4678 = llvm.load %4677 : !llvm.ptr -> f32
    %4679 = llvm.extractvalue %4641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4680 = llvm.mlir.constant(8 : index) : i64
    %4681 = llvm.mul %4664, %4680 overflow<nsw, nuw> : i64
    %4682 = llvm.add %4681, %4666 overflow<nsw, nuw> : i64
    %4683 = llvm.add %4682, %17 overflow<nsw, nuw> : i64
    %4684 = llvm.getelementptr inbounds|nuw %4679[%4683] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4685 = llvm.load %4684 : !llvm.ptr -> f32
    %4686 = llvm.fmul %4678, %4678 : f32
    %4687 = llvm.fadd %4686, %4685 : f32
    %4688 = llvm.extractvalue %4641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4689 = llvm.mlir.constant(8 : index) : i64
    %4690 = llvm.mul %4664, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.add %4690, %4666 overflow<nsw, nuw> : i64
    %4692 = llvm.add %4691, %17 overflow<nsw, nuw> : i64
    %4693 = llvm.getelementptr inbounds|nuw %4688[%4692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4687, %4693 : f32, !llvm.ptr
    %4694 = llvm.add %4668, %16 : i64
    llvm.br ^bb692(%4694 : i64)
  ^bb694:  // pred: ^bb692
    %4695 = llvm.add %4666, %16 : i64
    llvm.br ^bb690(%4695 : i64)
  ^bb695:  // pred: ^bb690
    %4696 = llvm.add %4664, %16 : i64
    llvm.br ^bb688(%4696 : i64)
  ^bb696:  // pred: ^bb688
    llvm.br ^bb697(%17 : i64)
  ^bb697(%4697: i64):  // 2 preds: ^bb696, ^bb704
    %4698 = llvm.icmp "slt" %4697, %16 : i64
    llvm.cond_br %4698, ^bb698, ^bb705
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%17 : i64)
  ^bb699(%4699: i64):  // 2 preds: ^bb698, ^bb703
    %4700 = llvm.icmp "slt" %4699, %15 : i64
    llvm.cond_br %4700, ^bb700, ^bb704
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%17 : i64)
  ^bb701(%4701: i64):  // 2 preds: ^bb700, ^bb702
    %4702 = llvm.icmp "slt" %4701, %14 : i64
    llvm.cond_br %4702, ^bb702, ^bb703
  ^bb702:  // pred: ^bb701
    %4703 = llvm.extractvalue %236[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4704 = llvm.getelementptr inbounds|nuw %4703[%4701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4705 = llvm.load %4704 : !llvm.ptr -> f32
    %4706 = llvm.extractvalue %4576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4707 = llvm.mlir.constant(256 : index) : i64
    %4708 = llvm.mul %4697, %4707 overflow<nsw, nuw> : i64
    %4709 = llvm.mlir.constant(32 : index) : i64
    %4710 = llvm.mul %4699, %4709 overflow<nsw, nuw> : i64
    %4711 = llvm.add %4708, %4710 overflow<nsw, nuw> : i64
    %4712 = llvm.add %4711, %4701 overflow<nsw, nuw> : i64
    %4713 = llvm.getelementptr inbounds|nuw %4706[%4712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4714 = llvm.load %4713 : !llvm.ptr -> f32
    %4715 = llvm.extractvalue %4641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4716 = llvm.mlir.constant(8 : index) : i64
    %4717 = llvm.mul %4697, %4716 overflow<nsw, nuw> : i64
    %4718 = llvm.add %4717, %4699 overflow<nsw, nuw> : i64
    %4719 = llvm.add %4718, %17 overflow<nsw, nuw> : i64
    %4720 = llvm.getelementptr inbounds|nuw %4715[%4719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4721 = llvm.load %4720 : !llvm.ptr -> f32
    %4722 = llvm.fdiv %4721, %19 : f32
    %4723 = llvm.fptrunc %20 : f64 to f32
    %4724 = llvm.fadd %4722, %4723 : f32
    %4725 = llvm.intr.sqrt(%4724) : (f32) -> f32
    %4726 = llvm.fdiv %28, %4725 : f32
    %4727 = llvm.fmul %4714, %4726 : f32
    %4728 = llvm.fmul %4705, %4727 : f32
    %4729 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4730 = llvm.mlir.constant(256 : index) : i64
    %4731 = llvm.mul %4697, %4730 overflow<nsw, nuw> : i64
    %4732 = llvm.mlir.constant(32 : index) : i64
    %4733 = llvm.mul %4699, %4732 overflow<nsw, nuw> : i64
    %4734 = llvm.add %4731, %4733 overflow<nsw, nuw> : i64
    %4735 = llvm.add %4734, %4701 overflow<nsw, nuw> : i64
    %4736 = llvm.getelementptr inbounds|nuw %4729[%4735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4728, %4736 : f32, !llvm.ptr
    %4737 = llvm.add %4701, %16 : i64
    llvm.br ^bb701(%4737 : i64)
  ^bb703:  // pred: ^bb701
    %4738 = llvm.add %4699, %16 : i64
    llvm.br ^bb699(%4738 : i64)
  ^bb704:  // pred: ^bb699
    %4739 = llvm.add %4697, %16 : i64
    llvm.br ^bb697(%4739 : i64)
  ^bb705:  // pred: ^bb697
    %4740 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4741 = llvm.extractvalue %220[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4742 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4743 = llvm.insertvalue %4741, %4740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4744 = llvm.insertvalue %4742, %4743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4745 = llvm.mlir.constant(0 : index) : i64
    %4746 = llvm.insertvalue %4745, %4744[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4747 = llvm.mlir.constant(4 : index) : i64
    %4748 = llvm.insertvalue %4747, %4746[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4749 = llvm.mlir.constant(256 : index) : i64
    %4750 = llvm.insertvalue %4749, %4748[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4751 = llvm.mlir.constant(8 : index) : i64
    %4752 = llvm.insertvalue %4751, %4750[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4753 = llvm.mlir.constant(32 : index) : i64
    %4754 = llvm.insertvalue %4753, %4752[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4755 = llvm.mlir.constant(32 : index) : i64
    %4756 = llvm.insertvalue %4755, %4754[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4757 = llvm.mlir.constant(1 : index) : i64
    %4758 = llvm.insertvalue %4757, %4756[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4759 = llvm.mlir.constant(1 : index) : i64
    %4760 = llvm.mlir.constant(8 : index) : i64
    %4761 = llvm.mlir.constant(4 : index) : i64
    %4762 = llvm.mlir.constant(8 : index) : i64
    %4763 = llvm.mlir.constant(1 : index) : i64
    %4764 = llvm.mlir.constant(32 : index) : i64
    %4765 = llvm.mlir.constant(256 : index) : i64
    %4766 = llvm.mlir.constant(256 : index) : i64
    %4767 = llvm.mlir.zero : !llvm.ptr
    %4768 = llvm.getelementptr %4767[%4766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4769 = llvm.ptrtoint %4768 : !llvm.ptr to i64
    %4770 = llvm.mlir.constant(64 : index) : i64
    %4771 = llvm.add %4769, %4770 : i64
    %4772 = llvm.call @malloc(%4771) : (i64) -> !llvm.ptr
    %4773 = llvm.ptrtoint %4772 : !llvm.ptr to i64
    %4774 = llvm.mlir.constant(1 : index) : i64
    %4775 = llvm.sub %4770, %4774 : i64
    %4776 = llvm.add %4773, %4775 : i64
    %4777 = llvm.urem %4776, %4770 : i64
    %4778 = llvm.sub %4776, %4777 : i64
    %4779 = llvm.inttoptr %4778 : i64 to !llvm.ptr
    %4780 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4781 = llvm.insertvalue %4772, %4780[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4782 = llvm.insertvalue %4779, %4781[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4783 = llvm.mlir.constant(0 : index) : i64
    %4784 = llvm.insertvalue %4783, %4782[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4785 = llvm.insertvalue %4759, %4784[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4786 = llvm.insertvalue %4760, %4785[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4787 = llvm.insertvalue %4761, %4786[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4788 = llvm.insertvalue %4762, %4787[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4789 = llvm.insertvalue %4765, %4788[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4790 = llvm.insertvalue %4764, %4789[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4791 = llvm.insertvalue %4762, %4790[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4792 = llvm.insertvalue %4763, %4791[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb706(%17 : i64)
  ^bb706(%4793: i64):  // 2 preds: ^bb705, ^bb716
    %4794 = llvm.icmp "slt" %4793, %16 : i64
    llvm.cond_br %4794, ^bb707, ^bb717
  ^bb707:  // pred: ^bb706
    llvm.br ^bb708(%17 : i64)
  ^bb708(%4795: i64):  // 2 preds: ^bb707, ^bb715
    %4796 = llvm.icmp "slt" %4795, %15 : i64
    llvm.cond_br %4796, ^bb709, ^bb716
  ^bb709:  // pred: ^bb708
    llvm.br ^bb710(%17 : i64)
  ^bb710(%4797: i64):  // 2 preds: ^bb709, ^bb714
    %4798 = llvm.icmp "slt" %4797, %13 : i64
    llvm.cond_br %4798, ^bb711, ^bb715
  ^bb711:  // pred: ^bb710
    llvm.br ^bb712(%17 : i64)
  ^bb712(%4799: i64):  // 2 preds: ^bb711, ^bb713
    %4800 = llvm.icmp "slt" %4799, %15 : i64
    llvm.cond_br %4800, ^bb713, ^bb714
  ^bb713:  // pred: ^bb712
    %4801 = llvm.extractvalue %1388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4802 = llvm.mlir.constant(256 : index) : i64
    %4803 = llvm.mul %4793, %4802 overflow<nsw, nuw> : i64
    %4804 = llvm.mlir.constant(32 : index) : i64
    %4805 = llvm.mul %4795, %4804 overflow<nsw, nuw> : i64
    %4806 = llvm.add %4803, %4805 overflow<nsw, nuw> : i64
    %4807 = llvm.mlir.constant(8 : index) : i64
    %4808 = llvm.mul %4797, %4807 overflow<nsw, nuw> : i64
    %4809 = llvm.add %4806, %4808 overflow<nsw, nuw> : i64
    %4810 = llvm.add %4809, %4799 overflow<nsw, nuw> : i64
    %4811 = llvm.getelementptr inbounds|nuw %4801[%4810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4812 = llvm.load %4811 : !llvm.ptr -> f32
    %4813 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4814 = llvm.mlir.constant(256 : index) : i64
    %4815 = llvm.mul %4793, %4814 overflow<nsw, nuw> : i64
    %4816 = llvm.mlir.constant(32 : index) : i64
    %4817 = llvm.mul %4795, %4816 overflow<nsw, nuw> : i64
    %4818 = llvm.add %4815, %4817 overflow<nsw, nuw> : i64
    %4819 = llvm.mlir.constant(8 : index) : i64
    %4820 = llvm.mul %4797, %4819 overflow<nsw, nuw> : i64
    %4821 = llvm.add %4818, %4820 overflow<nsw, nuw> : i64
    %4822 = llvm.add %4821, %4799 overflow<nsw, nuw> : i64
    %4823 = llvm.getelementptr inbounds|nuw %4813[%4822] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4812, %4823 : f32, !llvm.ptr
    %4824 = llvm.add %4799, %16 : i64
    llvm.br ^bb712(%4824 : i64)
  ^bb714:  // pred: ^bb712
    %4825 = llvm.add %4797, %16 : i64
    llvm.br ^bb710(%4825 : i64)
  ^bb715:  // pred: ^bb710
    %4826 = llvm.add %4795, %16 : i64
    llvm.br ^bb708(%4826 : i64)
  ^bb716:  // pred: ^bb708
    %4827 = llvm.add %4793, %16 : i64
    llvm.br ^bb706(%4827 : i64)
  ^bb717:  // pred: ^bb706
    llvm.br ^bb718(%17 : i64)
  ^bb718(%4828: i64):  // 2 preds: ^bb717, ^bb731
    %4829 = llvm.icmp "slt" %4828, %16 : i64
    llvm.cond_br %4829, ^bb719, ^bb732
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%17 : i64)
  ^bb720(%4830: i64):  // 2 preds: ^bb719, ^bb730
    %4831 = llvm.icmp "slt" %4830, %15 : i64
    llvm.cond_br %4831, ^bb721, ^bb731
  ^bb721:  // pred: ^bb720
    llvm.br ^bb722(%17 : i64)
  ^bb722(%4832: i64):  // 2 preds: ^bb721, ^bb729
    %4833 = llvm.icmp "slt" %4832, %13 : i64
    llvm.cond_br %4833, ^bb723, ^bb730
  ^bb723:  // pred: ^bb722
    llvm.br ^bb724(%17 : i64)
  ^bb724(%4834: i64):  // 2 preds: ^bb723, ^bb728
    %4835 = llvm.icmp "slt" %4834, %15 : i64
    llvm.cond_br %4835, ^bb725, ^bb729
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%17 : i64)
  ^bb726(%4836: i64):  // 2 preds: ^bb725, ^bb727
    %4837 = llvm.icmp "slt" %4836, %14 : i64
    llvm.cond_br %4837, ^bb727, ^bb728
  ^bb727:  // pred: ^bb726
    %4838 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4839 = llvm.mlir.constant(256 : index) : i64
    %4840 = llvm.mul %4828, %4839 overflow<nsw, nuw> : i64
    %4841 = llvm.mlir.constant(32 : index) : i64
    %4842 = llvm.mul %4830, %4841 overflow<nsw, nuw> : i64
    %4843 = llvm.add %4840, %4842 overflow<nsw, nuw> : i64
    %4844 = llvm.add %4843, %4836 overflow<nsw, nuw> : i64
    %4845 = llvm.getelementptr inbounds|nuw %4838[%4844] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4846 = llvm.load %4845 : !llvm.ptr -> f32
    %4847 = llvm.extractvalue %4758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4848 = llvm.mlir.constant(256 : index) : i64
    %4849 = llvm.mul %4832, %4848 overflow<nsw, nuw> : i64
    %4850 = llvm.mlir.constant(32 : index) : i64
    %4851 = llvm.mul %4834, %4850 overflow<nsw, nuw> : i64
    %4852 = llvm.add %4849, %4851 overflow<nsw, nuw> : i64
    %4853 = llvm.add %4852, %4836 overflow<nsw, nuw> : i64
    %4854 = llvm.getelementptr inbounds|nuw %4847[%4853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4855 = llvm.load %4854 : !llvm.ptr -> f32
    %4856 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4857 = llvm.mlir.constant(256 : index) : i64
    %4858 = llvm.mul %4828, %4857 overflow<nsw, nuw> : i64
    %4859 = llvm.mlir.constant(32 : index) : i64
    %4860 = llvm.mul %4830, %4859 overflow<nsw, nuw> : i64
    %4861 = llvm.add %4858, %4860 overflow<nsw, nuw> : i64
    %4862 = llvm.mlir.constant(8 : index) : i64
    %4863 = llvm.mul %4832, %4862 overflow<nsw, nuw> : i64
    %4864 = llvm.add %4861, %4863 overflow<nsw, nuw> : i64
    %4865 = llvm.add %4864, %4834 overflow<nsw, nuw> : i64
    %4866 = llvm.getelementptr inbounds|nuw %4856[%4865] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4867 = llvm.load %4866 : !llvm.ptr -> f32
    %4868 = llvm.fmul %4846, %4855 : f32
    %4869 = llvm.fadd %4867, %4868 : f32
    %4870 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4871 = llvm.mlir.constant(256 : index) : i64
    %4872 = llvm.mul %4828, %4871 overflow<nsw, nuw> : i64
    %4873 = llvm.mlir.constant(32 : index) : i64
    %4874 = llvm.mul %4830, %4873 overflow<nsw, nuw> : i64
    %4875 = llvm.add %4872, %4874 overflow<nsw, nuw> : i64
    %4876 = llvm.mlir.constant(8 : index) : i64
    %4877 = llvm.mul %4832, %4876 overflow<nsw, nuw> : i64
    %4878 = llvm.add %4875, %4877 overflow<nsw, nuw> : i64
    %4879 = llvm.add %4878, %4834 overflow<nsw, nuw> : i64
    %4880 = llvm.getelementptr inbounds|nuw %4870[%4879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4869, %4880 : f32, !llvm.ptr
    %4881 = llvm.add %4836, %16 : i64
    llvm.br ^bb726(%4881 : i64)
  ^bb728:  // pred: ^bb726
    %4882 = llvm.add %4834, %16 : i64
    llvm.br ^bb724(%4882 : i64)
  ^bb729:  // pred: ^bb724
    %4883 = llvm.add %4832, %16 : i64
    llvm.br ^bb722(%4883 : i64)
  ^bb730:  // pred: ^bb722
    %4884 = llvm.add %4830, %16 : i64
    llvm.br ^bb720(%4884 : i64)
  ^bb731:  // pred: ^bb720
    %4885 = llvm.add %4828, %16 : i64
    llvm.br ^bb718(%4885 : i64)
  ^bb732:  // pred: ^bb718
    llvm.br ^bb733(%17 : i64)
  ^bb733(%4886: i64):  // 2 preds: ^bb732, ^bb743
    %4887 = llvm.icmp "slt" %4886, %16 : i64
    llvm.cond_br %4887, ^bb734, ^bb744
  ^bb734:  // pred: ^bb733
    llvm.br ^bb735(%17 : i64)
  ^bb735(%4888: i64):  // 2 preds: ^bb734, ^bb742
    %4889 = llvm.icmp "slt" %4888, %13 : i64
    llvm.cond_br %4889, ^bb736, ^bb743
  ^bb736:  // pred: ^bb735
    llvm.br ^bb737(%17 : i64)
  ^bb737(%4890: i64):  // 2 preds: ^bb736, ^bb741
    %4891 = llvm.icmp "slt" %4890, %15 : i64
    llvm.cond_br %4891, ^bb738, ^bb742
  ^bb738:  // pred: ^bb737
    llvm.br ^bb739(%17 : i64)
  ^bb739(%4892: i64):  // 2 preds: ^bb738, ^bb740
    %4893 = llvm.icmp "slt" %4892, %15 : i64
    llvm.cond_br %4893, ^bb740, ^bb741
  ^bb740:  // pred: ^bb739
    %4894 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4895 = llvm.mlir.constant(256 : index) : i64
    %4896 = llvm.mul %4886, %4895 overflow<nsw, nuw> : i64
    %4897 = llvm.mlir.constant(32 : index) : i64
    %4898 = llvm.mul %4890, %4897 overflow<nsw, nuw> : i64
    %4899 = llvm.add %4896, %4898 overflow<nsw, nuw> : i64
    %4900 = llvm.mlir.constant(8 : index) : i64
    %4901 = llvm.mul %4888, %4900 overflow<nsw, nuw> : i64
    %4902 = llvm.add %4899, %4901 overflow<nsw, nuw> : i64
    %4903 = llvm.add %4902, %4892 overflow<nsw, nuw> : i64
    %4904 = llvm.getelementptr inbounds|nuw %4894[%4903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4905 = llvm.load %4904 : !llvm.ptr -> f32
    %4906 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4907 = llvm.mlir.constant(256 : index) : i64
    %4908 = llvm.mul %4886, %4907 overflow<nsw, nuw> : i64
    %4909 = llvm.mlir.constant(64 : index) : i64
    %4910 = llvm.mul %4888, %4909 overflow<nsw, nuw> : i64
    %4911 = llvm.add %4908, %4910 overflow<nsw, nuw> : i64
    %4912 = llvm.mlir.constant(8 : index) : i64
    %4913 = llvm.mul %4890, %4912 overflow<nsw, nuw> : i64
    %4914 = llvm.add %4911, %4913 overflow<nsw, nuw> : i64
    %4915 = llvm.add %4914, %4892 overflow<nsw, nuw> : i64
    %4916 = llvm.getelementptr inbounds|nuw %4906[%4915] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4905, %4916 : f32, !llvm.ptr
    %4917 = llvm.add %4892, %16 : i64
    llvm.br ^bb739(%4917 : i64)
  ^bb741:  // pred: ^bb739
    %4918 = llvm.add %4890, %16 : i64
    llvm.br ^bb737(%4918 : i64)
  ^bb742:  // pred: ^bb737
    %4919 = llvm.add %4888, %16 : i64
    llvm.br ^bb735(%4919 : i64)
  ^bb743:  // pred: ^bb735
    %4920 = llvm.add %4886, %16 : i64
    llvm.br ^bb733(%4920 : i64)
  ^bb744:  // pred: ^bb733
    %4921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4922 = llvm.extractvalue %200[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4923 = llvm.extractvalue %200[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4924 = llvm.insertvalue %4922, %4921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4925 = llvm.insertvalue %4923, %4924[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4926 = llvm.mlir.constant(0 : index) : i64
    %4927 = llvm.insertvalue %4926, %4925[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4928 = llvm.mlir.constant(2 : index) : i64
    %4929 = llvm.insertvalue %4928, %4927[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4930 = llvm.mlir.constant(256 : index) : i64
    %4931 = llvm.insertvalue %4930, %4929[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4932 = llvm.mlir.constant(8 : index) : i64
    %4933 = llvm.insertvalue %4932, %4931[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4934 = llvm.mlir.constant(32 : index) : i64
    %4935 = llvm.insertvalue %4934, %4933[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4936 = llvm.mlir.constant(32 : index) : i64
    %4937 = llvm.insertvalue %4936, %4935[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4938 = llvm.mlir.constant(1 : index) : i64
    %4939 = llvm.insertvalue %4938, %4937[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4940 = llvm.mlir.constant(1 : index) : i64
    %4941 = llvm.mlir.constant(8 : index) : i64
    %4942 = llvm.mlir.constant(2 : index) : i64
    %4943 = llvm.mlir.constant(8 : index) : i64
    %4944 = llvm.mlir.constant(1 : index) : i64
    %4945 = llvm.mlir.constant(16 : index) : i64
    %4946 = llvm.mlir.constant(128 : index) : i64
    %4947 = llvm.mlir.constant(128 : index) : i64
    %4948 = llvm.mlir.zero : !llvm.ptr
    %4949 = llvm.getelementptr %4948[%4947] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4950 = llvm.ptrtoint %4949 : !llvm.ptr to i64
    %4951 = llvm.mlir.constant(64 : index) : i64
    %4952 = llvm.add %4950, %4951 : i64
    %4953 = llvm.call @malloc(%4952) : (i64) -> !llvm.ptr
    %4954 = llvm.ptrtoint %4953 : !llvm.ptr to i64
    %4955 = llvm.mlir.constant(1 : index) : i64
    %4956 = llvm.sub %4951, %4955 : i64
    %4957 = llvm.add %4954, %4956 : i64
    %4958 = llvm.urem %4957, %4951 : i64
    %4959 = llvm.sub %4957, %4958 : i64
    %4960 = llvm.inttoptr %4959 : i64 to !llvm.ptr
    %4961 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4962 = llvm.insertvalue %4953, %4961[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4963 = llvm.insertvalue %4960, %4962[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4964 = llvm.mlir.constant(0 : index) : i64
    %4965 = llvm.insertvalue %4964, %4963[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4966 = llvm.insertvalue %4940, %4965[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4967 = llvm.insertvalue %4941, %4966[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4968 = llvm.insertvalue %4942, %4967[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4969 = llvm.insertvalue %4943, %4968[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4970 = llvm.insertvalue %4946, %4969[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4971 = llvm.insertvalue %4945, %4970[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4972 = llvm.insertvalue %4943, %4971[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4973 = llvm.insertvalue %4944, %4972[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb745(%17 : i64)
  ^bb745(%4974: i64):  // 2 preds: ^bb744, ^bb755
    %4975 = llvm.icmp "slt" %4974, %16 : i64
    llvm.cond_br %4975, ^bb746, ^bb756
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%17 : i64)
  ^bb747(%4976: i64):  // 2 preds: ^bb746, ^bb754
    %4977 = llvm.icmp "slt" %4976, %15 : i64
    llvm.cond_br %4977, ^bb748, ^bb755
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%17 : i64)
  ^bb749(%4978: i64):  // 2 preds: ^bb748, ^bb753
    %4979 = llvm.icmp "slt" %4978, %11 : i64
    llvm.cond_br %4979, ^bb750, ^bb754
  ^bb750:  // pred: ^bb749
    llvm.br ^bb751(%17 : i64)
  ^bb751(%4980: i64):  // 2 preds: ^bb750, ^bb752
    %4981 = llvm.icmp "slt" %4980, %15 : i64
    llvm.cond_br %4981, ^bb752, ^bb753
  ^bb752:  // pred: ^bb751
    %4982 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4983 = llvm.mlir.constant(128 : index) : i64
    %4984 = llvm.mul %4974, %4983 overflow<nsw, nuw> : i64
    %4985 = llvm.mlir.constant(16 : index) : i64
    %4986 = llvm.mul %4976, %4985 overflow<nsw, nuw> : i64
    %4987 = llvm.add %4984, %4986 overflow<nsw, nuw> : i64
    %4988 = llvm.mlir.constant(8 : index) : i64
    %4989 = llvm.mul %4978, %4988 overflow<nsw, nuw> : i64
    %4990 = llvm.add %4987, %4989 overflow<nsw, nuw> : i64
    %4991 = llvm.add %4990, %4980 overflow<nsw, nuw> : i64
    %4992 = llvm.getelementptr inbounds|nuw %4982[%4991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4993 = llvm.load %4992 : !llvm.ptr -> f32
    %4994 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4995 = llvm.mlir.constant(128 : index) : i64
    %4996 = llvm.mul %4974, %4995 overflow<nsw, nuw> : i64
    %4997 = llvm.mlir.constant(16 : index) : i64
    %4998 = llvm.mul %4976, %4997 overflow<nsw, nuw> : i64
    %4999 = llvm.add %4996, %4998 overflow<nsw, nuw> : i64
    %5000 = llvm.mlir.constant(8 : index) : i64
    %5001 = llvm.mul %4978, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.add %4999, %5001 overflow<nsw, nuw> : i64
    %5003 = llvm.add %5002, %4980 overflow<nsw, nuw> : i64
    %5004 = llvm.getelementptr inbounds|nuw %4994[%5003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4993, %5004 : f32, !llvm.ptr
    %5005 = llvm.add %4980, %16 : i64
    llvm.br ^bb751(%5005 : i64)
  ^bb753:  // pred: ^bb751
    %5006 = llvm.add %4978, %16 : i64
    llvm.br ^bb749(%5006 : i64)
  ^bb754:  // pred: ^bb749
    %5007 = llvm.add %4976, %16 : i64
    llvm.br ^bb747(%5007 : i64)
  ^bb755:  // pred: ^bb747
    %5008 = llvm.add %4974, %16 : i64
    llvm.br ^bb745(%5008 : i64)
  ^bb756:  // pred: ^bb745
    llvm.br ^bb757(%17 : i64)
  ^bb757(%5009: i64):  // 2 preds: ^bb756, ^bb770
    %5010 = llvm.icmp "slt" %5009, %16 : i64
    llvm.cond_br %5010, ^bb758, ^bb771
  ^bb758:  // pred: ^bb757
    llvm.br ^bb759(%17 : i64)
  ^bb759(%5011: i64):  // 2 preds: ^bb758, ^bb769
    %5012 = llvm.icmp "slt" %5011, %15 : i64
    llvm.cond_br %5012, ^bb760, ^bb770
  ^bb760:  // pred: ^bb759
    llvm.br ^bb761(%17 : i64)
  ^bb761(%5013: i64):  // 2 preds: ^bb760, ^bb768
    %5014 = llvm.icmp "slt" %5013, %11 : i64
    llvm.cond_br %5014, ^bb762, ^bb769
  ^bb762:  // pred: ^bb761
    llvm.br ^bb763(%17 : i64)
  ^bb763(%5015: i64):  // 2 preds: ^bb762, ^bb767
    %5016 = llvm.icmp "slt" %5015, %15 : i64
    llvm.cond_br %5016, ^bb764, ^bb768
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%17 : i64)
  ^bb765(%5017: i64):  // 2 preds: ^bb764, ^bb766
    %5018 = llvm.icmp "slt" %5017, %14 : i64
    llvm.cond_br %5018, ^bb766, ^bb767
  ^bb766:  // pred: ^bb765
    %5019 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5020 = llvm.mlir.constant(256 : index) : i64
    %5021 = llvm.mul %5009, %5020 overflow<nsw, nuw> : i64
    %5022 = llvm.mlir.constant(32 : index) : i64
    %5023 = llvm.mul %5011, %5022 overflow<nsw, nuw> : i64
    %5024 = llvm.add %5021, %5023 overflow<nsw, nuw> : i64
    %5025 = llvm.add %5024, %5017 overflow<nsw, nuw> : i64
    %5026 = llvm.getelementptr inbounds|nuw %5019[%5025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5027 = llvm.load %5026 : !llvm.ptr -> f32
    %5028 = llvm.extractvalue %4939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5029 = llvm.mlir.constant(256 : index) : i64
    %5030 = llvm.mul %5013, %5029 overflow<nsw, nuw> : i64
    %5031 = llvm.mlir.constant(32 : index) : i64
    %5032 = llvm.mul %5015, %5031 overflow<nsw, nuw> : i64
    %5033 = llvm.add %5030, %5032 overflow<nsw, nuw> : i64
    %5034 = llvm.add %5033, %5017 overflow<nsw, nuw> : i64
    %5035 = llvm.getelementptr inbounds|nuw %5028[%5034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5036 = llvm.load %5035 : !llvm.ptr -> f32
    %5037 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5038 = llvm.mlir.constant(128 : index) : i64
    %5039 = llvm.mul %5009, %5038 overflow<nsw, nuw> : i64
    %5040 = llvm.mlir.constant(16 : index) : i64
    %5041 = llvm.mul %5011, %5040 overflow<nsw, nuw> : i64
    %5042 = llvm.add %5039, %5041 overflow<nsw, nuw> : i64
    %5043 = llvm.mlir.constant(8 : index) : i64
    %5044 = llvm.mul %5013, %5043 overflow<nsw, nuw> : i64
    %5045 = llvm.add %5042, %5044 overflow<nsw, nuw> : i64
    %5046 = llvm.add %5045, %5015 overflow<nsw, nuw> : i64
    %5047 = llvm.getelementptr inbounds|nuw %5037[%5046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5048 = llvm.load %5047 : !llvm.ptr -> f32
    %5049 = llvm.fmul %5027, %5036 : f32
    %5050 = llvm.fadd %5048, %5049 : f32
    %5051 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5052 = llvm.mlir.constant(128 : index) : i64
    %5053 = llvm.mul %5009, %5052 overflow<nsw, nuw> : i64
    %5054 = llvm.mlir.constant(16 : index) : i64
    %5055 = llvm.mul %5011, %5054 overflow<nsw, nuw> : i64
    %5056 = llvm.add %5053, %5055 overflow<nsw, nuw> : i64
    %5057 = llvm.mlir.constant(8 : index) : i64
    %5058 = llvm.mul %5013, %5057 overflow<nsw, nuw> : i64
    %5059 = llvm.add %5056, %5058 overflow<nsw, nuw> : i64
    %5060 = llvm.add %5059, %5015 overflow<nsw, nuw> : i64
    %5061 = llvm.getelementptr inbounds|nuw %5051[%5060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5050, %5061 : f32, !llvm.ptr
    %5062 = llvm.add %5017, %16 : i64
    llvm.br ^bb765(%5062 : i64)
  ^bb767:  // pred: ^bb765
    %5063 = llvm.add %5015, %16 : i64
    llvm.br ^bb763(%5063 : i64)
  ^bb768:  // pred: ^bb763
    %5064 = llvm.add %5013, %16 : i64
    llvm.br ^bb761(%5064 : i64)
  ^bb769:  // pred: ^bb761
    %5065 = llvm.add %5011, %16 : i64
    llvm.br ^bb759(%5065 : i64)
  ^bb770:  // pred: ^bb759
    %5066 = llvm.add %5009, %16 : i64
    llvm.br ^bb757(%5066 : i64)
  ^bb771:  // pred: ^bb757
    llvm.br ^bb772(%17 : i64)
  ^bb772(%5067: i64):  // 2 preds: ^bb771, ^bb782
    %5068 = llvm.icmp "slt" %5067, %16 : i64
    llvm.cond_br %5068, ^bb773, ^bb783
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%17 : i64)
  ^bb774(%5069: i64):  // 2 preds: ^bb773, ^bb781
    %5070 = llvm.icmp "slt" %5069, %11 : i64
    llvm.cond_br %5070, ^bb775, ^bb782
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%17 : i64)
  ^bb776(%5071: i64):  // 2 preds: ^bb775, ^bb780
    %5072 = llvm.icmp "slt" %5071, %15 : i64
    llvm.cond_br %5072, ^bb777, ^bb781
  ^bb777:  // pred: ^bb776
    llvm.br ^bb778(%17 : i64)
  ^bb778(%5073: i64):  // 2 preds: ^bb777, ^bb779
    %5074 = llvm.icmp "slt" %5073, %15 : i64
    llvm.cond_br %5074, ^bb779, ^bb780
  ^bb779:  // pred: ^bb778
    %5075 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5076 = llvm.mlir.constant(128 : index) : i64
    %5077 = llvm.mul %5067, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.mlir.constant(16 : index) : i64
    %5079 = llvm.mul %5071, %5078 overflow<nsw, nuw> : i64
    %5080 = llvm.add %5077, %5079 overflow<nsw, nuw> : i64
    %5081 = llvm.mlir.constant(8 : index) : i64
    %5082 = llvm.mul %5069, %5081 overflow<nsw, nuw> : i64
    %5083 = llvm.add %5080, %5082 overflow<nsw, nuw> : i64
    %5084 = llvm.add %5083, %5073 overflow<nsw, nuw> : i64
    %5085 = llvm.getelementptr inbounds|nuw %5075[%5084] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5086 = llvm.load %5085 : !llvm.ptr -> f32
    %5087 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5088 = llvm.mlir.constant(128 : index) : i64
    %5089 = llvm.mul %5067, %5088 overflow<nsw, nuw> : i64
    %5090 = llvm.mlir.constant(64 : index) : i64
    %5091 = llvm.mul %5069, %5090 overflow<nsw, nuw> : i64
    %5092 = llvm.add %5089, %5091 overflow<nsw, nuw> : i64
    %5093 = llvm.mlir.constant(8 : index) : i64
    %5094 = llvm.mul %5071, %5093 overflow<nsw, nuw> : i64
    %5095 = llvm.add %5092, %5094 overflow<nsw, nuw> : i64
    %5096 = llvm.add %5095, %5073 overflow<nsw, nuw> : i64
    %5097 = llvm.getelementptr inbounds|nuw %5087[%5096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5086, %5097 : f32, !llvm.ptr
    %5098 = llvm.add %5073, %16 : i64
    llvm.br ^bb778(%5098 : i64)
  ^bb780:  // pred: ^bb778
    %5099 = llvm.add %5071, %16 : i64
    llvm.br ^bb776(%5099 : i64)
  ^bb781:  // pred: ^bb776
    %5100 = llvm.add %5069, %16 : i64
    llvm.br ^bb774(%5100 : i64)
  ^bb782:  // pred: ^bb774
    %5101 = llvm.add %5067, %16 : i64
    llvm.br ^bb772(%5101 : i64)
  ^bb783:  // pred: ^bb772
    %5102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5103 = llvm.extractvalue %180[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5104 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5105 = llvm.insertvalue %5103, %5102[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5106 = llvm.insertvalue %5104, %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5107 = llvm.mlir.constant(0 : index) : i64
    %5108 = llvm.insertvalue %5107, %5106[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5109 = llvm.mlir.constant(2 : index) : i64
    %5110 = llvm.insertvalue %5109, %5108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5111 = llvm.mlir.constant(256 : index) : i64
    %5112 = llvm.insertvalue %5111, %5110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5113 = llvm.mlir.constant(8 : index) : i64
    %5114 = llvm.insertvalue %5113, %5112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5115 = llvm.mlir.constant(32 : index) : i64
    %5116 = llvm.insertvalue %5115, %5114[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5117 = llvm.mlir.constant(32 : index) : i64
    %5118 = llvm.insertvalue %5117, %5116[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5119 = llvm.mlir.constant(1 : index) : i64
    %5120 = llvm.insertvalue %5119, %5118[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb784(%17 : i64)
  ^bb784(%5121: i64):  // 2 preds: ^bb783, ^bb797
    %5122 = llvm.icmp "slt" %5121, %16 : i64
    llvm.cond_br %5122, ^bb785, ^bb798
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%17 : i64)
  ^bb786(%5123: i64):  // 2 preds: ^bb785, ^bb796
    %5124 = llvm.icmp "slt" %5123, %15 : i64
    llvm.cond_br %5124, ^bb787, ^bb797
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%17 : i64)
  ^bb788(%5125: i64):  // 2 preds: ^bb787, ^bb795
    %5126 = llvm.icmp "slt" %5125, %11 : i64
    llvm.cond_br %5126, ^bb789, ^bb796
  ^bb789:  // pred: ^bb788
    llvm.br ^bb790(%17 : i64)
  ^bb790(%5127: i64):  // 2 preds: ^bb789, ^bb794
    %5128 = llvm.icmp "slt" %5127, %15 : i64
    llvm.cond_br %5128, ^bb791, ^bb795
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%17 : i64)
  ^bb792(%5129: i64):  // 2 preds: ^bb791, ^bb793
    %5130 = llvm.icmp "slt" %5129, %14 : i64
    llvm.cond_br %5130, ^bb793, ^bb794
  ^bb793:  // pred: ^bb792
    %5131 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5132 = llvm.mlir.constant(256 : index) : i64
    %5133 = llvm.mul %5121, %5132 overflow<nsw, nuw> : i64
    %5134 = llvm.mlir.constant(32 : index) : i64
    %5135 = llvm.mul %5123, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.add %5133, %5135 overflow<nsw, nuw> : i64
    %5137 = llvm.add %5136, %5129 overflow<nsw, nuw> : i64
    %5138 = llvm.getelementptr inbounds|nuw %5131[%5137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5139 = llvm.load %5138 : !llvm.ptr -> f32
    %5140 = llvm.extractvalue %5120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5141 = llvm.mlir.constant(256 : index) : i64
    %5142 = llvm.mul %5125, %5141 overflow<nsw, nuw> : i64
    %5143 = llvm.mlir.constant(32 : index) : i64
    %5144 = llvm.mul %5127, %5143 overflow<nsw, nuw> : i64
    %5145 = llvm.add %5142, %5144 overflow<nsw, nuw> : i64
    %5146 = llvm.add %5145, %5129 overflow<nsw, nuw> : i64
    %5147 = llvm.getelementptr inbounds|nuw %5140[%5146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5148 = llvm.load %5147 : !llvm.ptr -> f32
    %5149 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5150 = llvm.mlir.constant(128 : index) : i64
    %5151 = llvm.mul %5121, %5150 overflow<nsw, nuw> : i64
    %5152 = llvm.mlir.constant(16 : index) : i64
    %5153 = llvm.mul %5123, %5152 overflow<nsw, nuw> : i64
    %5154 = llvm.add %5151, %5153 overflow<nsw, nuw> : i64
    %5155 = llvm.mlir.constant(8 : index) : i64
    %5156 = llvm.mul %5125, %5155 overflow<nsw, nuw> : i64
    %5157 = llvm.add %5154, %5156 overflow<nsw, nuw> : i64
    %5158 = llvm.add %5157, %5127 overflow<nsw, nuw> : i64
    %5159 = llvm.getelementptr inbounds|nuw %5149[%5158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5160 = llvm.load %5159 : !llvm.ptr -> f32
    %5161 = llvm.fmul %5139, %5148 : f32
    %5162 = llvm.fadd %5160, %5161 : f32
    %5163 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5164 = llvm.mlir.constant(128 : index) : i64
    %5165 = llvm.mul %5121, %5164 overflow<nsw, nuw> : i64
    %5166 = llvm.mlir.constant(16 : index) : i64
    %5167 = llvm.mul %5123, %5166 overflow<nsw, nuw> : i64
    %5168 = llvm.add %5165, %5167 overflow<nsw, nuw> : i64
    %5169 = llvm.mlir.constant(8 : index) : i64
    %5170 = llvm.mul %5125, %5169 overflow<nsw, nuw> : i64
    %5171 = llvm.add %5168, %5170 overflow<nsw, nuw> : i64
    %5172 = llvm.add %5171, %5127 overflow<nsw, nuw> : i64
    %5173 = llvm.getelementptr inbounds|nuw %5163[%5172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5162, %5173 : f32, !llvm.ptr
    %5174 = llvm.add %5129, %16 : i64
    llvm.br ^bb792(%5174 : i64)
  ^bb794:  // pred: ^bb792
    %5175 = llvm.add %5127, %16 : i64
    llvm.br ^bb790(%5175 : i64)
  ^bb795:  // pred: ^bb790
    %5176 = llvm.add %5125, %16 : i64
    llvm.br ^bb788(%5176 : i64)
  ^bb796:  // pred: ^bb788
    %5177 = llvm.add %5123, %16 : i64
    llvm.br ^bb786(%5177 : i64)
  ^bb797:  // pred: ^bb786
    %5178 = llvm.add %5121, %16 : i64
    llvm.br ^bb784(%5178 : i64)
  ^bb798:  // pred: ^bb784
    llvm.br ^bb799(%17 : i64)
  ^bb799(%5179: i64):  // 2 preds: ^bb798, ^bb809
    %5180 = llvm.icmp "slt" %5179, %16 : i64
    llvm.cond_br %5180, ^bb800, ^bb810
  ^bb800:  // pred: ^bb799
    llvm.br ^bb801(%17 : i64)
  ^bb801(%5181: i64):  // 2 preds: ^bb800, ^bb808
    %5182 = llvm.icmp "slt" %5181, %13 : i64
    llvm.cond_br %5182, ^bb802, ^bb809
  ^bb802:  // pred: ^bb801
    llvm.br ^bb803(%17 : i64)
  ^bb803(%5183: i64):  // 2 preds: ^bb802, ^bb807
    %5184 = llvm.icmp "slt" %5183, %15 : i64
    llvm.cond_br %5184, ^bb804, ^bb808
  ^bb804:  // pred: ^bb803
    llvm.br ^bb805(%17 : i64)
  ^bb805(%5185: i64):  // 2 preds: ^bb804, ^bb806
    %5186 = llvm.icmp "slt" %5185, %13 : i64
    llvm.cond_br %5186, ^bb806, ^bb807
  ^bb806:  // pred: ^bb805
    %5187 = llvm.extractvalue %2028[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5188 = llvm.mlir.constant(4 : index) : i64
    %5189 = llvm.getelementptr %5187[%5188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5190 = llvm.mlir.constant(256 : index) : i64
    %5191 = llvm.mul %5179, %5190 overflow<nsw, nuw> : i64
    %5192 = llvm.mlir.constant(64 : index) : i64
    %5193 = llvm.mul %5181, %5192 overflow<nsw, nuw> : i64
    %5194 = llvm.add %5191, %5193 overflow<nsw, nuw> : i64
    %5195 = llvm.mlir.constant(8 : index) : i64
    %5196 = llvm.mul %5183, %5195 overflow<nsw, nuw> : i64
    %5197 = llvm.add %5194, %5196 overflow<nsw, nuw> : i64
    %5198 = llvm.add %5197, %5185 overflow<nsw, nuw> : i64
    %5199 = llvm.getelementptr inbounds|nuw %5189[%5198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5200 = llvm.load %5199 : !llvm.ptr -> f32
    %5201 = llvm.fneg %5200 : f32
    %5202 = llvm.extractvalue %2062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5203 = llvm.mlir.constant(128 : index) : i64
    %5204 = llvm.mul %5179, %5203 overflow<nsw, nuw> : i64
    %5205 = llvm.mlir.constant(32 : index) : i64
    %5206 = llvm.mul %5181, %5205 overflow<nsw, nuw> : i64
    %5207 = llvm.add %5204, %5206 overflow<nsw, nuw> : i64
    %5208 = llvm.mlir.constant(4 : index) : i64
    %5209 = llvm.mul %5183, %5208 overflow<nsw, nuw> : i64
    %5210 = llvm.add %5207, %5209 overflow<nsw, nuw> : i64
    %5211 = llvm.add %5210, %5185 overflow<nsw, nuw> : i64
    %5212 = llvm.getelementptr inbounds|nuw %5202[%5211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5201, %5212 : f32, !llvm.ptr
    %5213 = llvm.add %5185, %16 : i64
    llvm.br ^bb805(%5213 : i64)
  ^bb807:  // pred: ^bb805
    %5214 = llvm.add %5183, %16 : i64
    llvm.br ^bb803(%5214 : i64)
  ^bb808:  // pred: ^bb803
    %5215 = llvm.add %5181, %16 : i64
    llvm.br ^bb801(%5215 : i64)
  ^bb809:  // pred: ^bb801
    %5216 = llvm.add %5179, %16 : i64
    llvm.br ^bb799(%5216 : i64)
  ^bb810:  // pred: ^bb799
    %5217 = llvm.mlir.constant(1 : index) : i64
    %5218 = llvm.mlir.constant(4 : index) : i64
    %5219 = llvm.mlir.constant(8 : index) : i64
    %5220 = llvm.mlir.constant(8 : index) : i64
    %5221 = llvm.mlir.constant(1 : index) : i64
    %5222 = llvm.mlir.constant(64 : index) : i64
    %5223 = llvm.mlir.constant(256 : index) : i64
    %5224 = llvm.mlir.constant(256 : index) : i64
    %5225 = llvm.mlir.zero : !llvm.ptr
    %5226 = llvm.getelementptr %5225[%5224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5227 = llvm.ptrtoint %5226 : !llvm.ptr to i64
    %5228 = llvm.mlir.constant(64 : index) : i64
    %5229 = llvm.add %5227, %5228 : i64
    %5230 = llvm.call @malloc(%5229) : (i64) -> !llvm.ptr
    %5231 = llvm.ptrtoint %5230 : !llvm.ptr to i64
    %5232 = llvm.mlir.constant(1 : index) : i64
    %5233 = llvm.sub %5228, %5232 : i64
    %5234 = llvm.add %5231, %5233 : i64
    %5235 = llvm.urem %5234, %5228 : i64
    %5236 = llvm.sub %5234, %5235 : i64
    %5237 = llvm.inttoptr %5236 : i64 to !llvm.ptr
    %5238 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5239 = llvm.insertvalue %5230, %5238[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5240 = llvm.insertvalue %5237, %5239[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5241 = llvm.mlir.constant(0 : index) : i64
    %5242 = llvm.insertvalue %5241, %5240[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5243 = llvm.insertvalue %5217, %5242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5244 = llvm.insertvalue %5218, %5243[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5245 = llvm.insertvalue %5219, %5244[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5246 = llvm.insertvalue %5220, %5245[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5247 = llvm.insertvalue %5223, %5246[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5248 = llvm.insertvalue %5222, %5247[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5249 = llvm.insertvalue %5220, %5248[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5250 = llvm.insertvalue %5221, %5249[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5251 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5252 = llvm.extractvalue %5250[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5253 = llvm.extractvalue %5250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5254 = llvm.insertvalue %5252, %5251[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5255 = llvm.insertvalue %5253, %5254[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5256 = llvm.mlir.constant(0 : index) : i64
    %5257 = llvm.insertvalue %5256, %5255[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5258 = llvm.mlir.constant(1 : index) : i64
    %5259 = llvm.insertvalue %5258, %5257[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5260 = llvm.mlir.constant(256 : index) : i64
    %5261 = llvm.insertvalue %5260, %5259[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5262 = llvm.mlir.constant(4 : index) : i64
    %5263 = llvm.insertvalue %5262, %5261[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5264 = llvm.mlir.constant(64 : index) : i64
    %5265 = llvm.insertvalue %5264, %5263[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5266 = llvm.mlir.constant(8 : index) : i64
    %5267 = llvm.insertvalue %5266, %5265[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5268 = llvm.mlir.constant(8 : index) : i64
    %5269 = llvm.insertvalue %5268, %5267[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5270 = llvm.mlir.constant(4 : index) : i64
    %5271 = llvm.insertvalue %5270, %5269[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5272 = llvm.mlir.constant(1 : index) : i64
    %5273 = llvm.insertvalue %5272, %5271[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb811(%17 : i64)
  ^bb811(%5274: i64):  // 2 preds: ^bb810, ^bb821
    %5275 = llvm.icmp "slt" %5274, %16 : i64
    llvm.cond_br %5275, ^bb812, ^bb822
  ^bb812:  // pred: ^bb811
    llvm.br ^bb813(%17 : i64)
  ^bb813(%5276: i64):  // 2 preds: ^bb812, ^bb820
    %5277 = llvm.icmp "slt" %5276, %13 : i64
    llvm.cond_br %5277, ^bb814, ^bb821
  ^bb814:  // pred: ^bb813
    llvm.br ^bb815(%17 : i64)
  ^bb815(%5278: i64):  // 2 preds: ^bb814, ^bb819
    %5279 = llvm.icmp "slt" %5278, %15 : i64
    llvm.cond_br %5279, ^bb816, ^bb820
  ^bb816:  // pred: ^bb815
    llvm.br ^bb817(%17 : i64)
  ^bb817(%5280: i64):  // 2 preds: ^bb816, ^bb818
    %5281 = llvm.icmp "slt" %5280, %13 : i64
    llvm.cond_br %5281, ^bb818, ^bb819
  ^bb818:  // pred: ^bb817
    %5282 = llvm.extractvalue %2062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5283 = llvm.mlir.constant(128 : index) : i64
    %5284 = llvm.mul %5274, %5283 overflow<nsw, nuw> : i64
    %5285 = llvm.mlir.constant(32 : index) : i64
    %5286 = llvm.mul %5276, %5285 overflow<nsw, nuw> : i64
    %5287 = llvm.add %5284, %5286 overflow<nsw, nuw> : i64
    %5288 = llvm.mlir.constant(4 : index) : i64
    %5289 = llvm.mul %5278, %5288 overflow<nsw, nuw> : i64
    %5290 = llvm.add %5287, %5289 overflow<nsw, nuw> : i64
    %5291 = llvm.add %5290, %5280 overflow<nsw, nuw> : i64
    %5292 = llvm.getelementptr inbounds|nuw %5282[%5291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5293 = llvm.load %5292 : !llvm.ptr -> f32
    %5294 = llvm.extractvalue %5273[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5295 = llvm.mlir.constant(256 : index) : i64
    %5296 = llvm.mul %5274, %5295 overflow<nsw, nuw> : i64
    %5297 = llvm.mlir.constant(64 : index) : i64
    %5298 = llvm.mul %5276, %5297 overflow<nsw, nuw> : i64
    %5299 = llvm.add %5296, %5298 overflow<nsw, nuw> : i64
    %5300 = llvm.mlir.constant(8 : index) : i64
    %5301 = llvm.mul %5278, %5300 overflow<nsw, nuw> : i64
    %5302 = llvm.add %5299, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5302, %5280 overflow<nsw, nuw> : i64
    %5304 = llvm.getelementptr inbounds|nuw %5294[%5303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5293, %5304 : f32, !llvm.ptr
    %5305 = llvm.add %5280, %16 : i64
    llvm.br ^bb817(%5305 : i64)
  ^bb819:  // pred: ^bb817
    %5306 = llvm.add %5278, %16 : i64
    llvm.br ^bb815(%5306 : i64)
  ^bb820:  // pred: ^bb815
    %5307 = llvm.add %5276, %16 : i64
    llvm.br ^bb813(%5307 : i64)
  ^bb821:  // pred: ^bb813
    %5308 = llvm.add %5274, %16 : i64
    llvm.br ^bb811(%5308 : i64)
  ^bb822:  // pred: ^bb811
    %5309 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5310 = llvm.extractvalue %5250[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5311 = llvm.extractvalue %5250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5312 = llvm.insertvalue %5310, %5309[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5313 = llvm.insertvalue %5311, %5312[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5314 = llvm.mlir.constant(4 : index) : i64
    %5315 = llvm.insertvalue %5314, %5313[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5316 = llvm.mlir.constant(1 : index) : i64
    %5317 = llvm.insertvalue %5316, %5315[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5318 = llvm.mlir.constant(256 : index) : i64
    %5319 = llvm.insertvalue %5318, %5317[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5320 = llvm.mlir.constant(4 : index) : i64
    %5321 = llvm.insertvalue %5320, %5319[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5322 = llvm.mlir.constant(64 : index) : i64
    %5323 = llvm.insertvalue %5322, %5321[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5324 = llvm.mlir.constant(8 : index) : i64
    %5325 = llvm.insertvalue %5324, %5323[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5326 = llvm.mlir.constant(8 : index) : i64
    %5327 = llvm.insertvalue %5326, %5325[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5328 = llvm.mlir.constant(4 : index) : i64
    %5329 = llvm.insertvalue %5328, %5327[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5330 = llvm.mlir.constant(1 : index) : i64
    %5331 = llvm.insertvalue %5330, %5329[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb823(%17 : i64)
  ^bb823(%5332: i64):  // 2 preds: ^bb822, ^bb833
    %5333 = llvm.icmp "slt" %5332, %16 : i64
    llvm.cond_br %5333, ^bb824, ^bb834
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%17 : i64)
  ^bb825(%5334: i64):  // 2 preds: ^bb824, ^bb832
    %5335 = llvm.icmp "slt" %5334, %13 : i64
    llvm.cond_br %5335, ^bb826, ^bb833
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%17 : i64)
  ^bb827(%5336: i64):  // 2 preds: ^bb826, ^bb831
    %5337 = llvm.icmp "slt" %5336, %15 : i64
    llvm.cond_br %5337, ^bb828, ^bb832
  ^bb828:  // pred: ^bb827
    llvm.br ^bb829(%17 : i64)
  ^bb829(%5338: i64):  // 2 preds: ^bb828, ^bb830
    %5339 = llvm.icmp "slt" %5338, %13 : i64
    llvm.cond_br %5339, ^bb830, ^bb831
  ^bb830:  // pred: ^bb829
    %5340 = llvm.extractvalue %2123[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5341 = llvm.mlir.constant(256 : index) : i64
    %5342 = llvm.mul %5332, %5341 overflow<nsw, nuw> : i64
    %5343 = llvm.mlir.constant(64 : index) : i64
    %5344 = llvm.mul %5334, %5343 overflow<nsw, nuw> : i64
    %5345 = llvm.add %5342, %5344 overflow<nsw, nuw> : i64
    %5346 = llvm.mlir.constant(8 : index) : i64
    %5347 = llvm.mul %5336, %5346 overflow<nsw, nuw> : i64
    %5348 = llvm.add %5345, %5347 overflow<nsw, nuw> : i64
    %5349 = llvm.add %5348, %5338 overflow<nsw, nuw> : i64
    %5350 = llvm.getelementptr inbounds|nuw %5340[%5349] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5351 = llvm.load %5350 : !llvm.ptr -> f32
    %5352 = llvm.extractvalue %5331[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5353 = llvm.mlir.constant(4 : index) : i64
    %5354 = llvm.getelementptr %5352[%5353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5355 = llvm.mlir.constant(256 : index) : i64
    %5356 = llvm.mul %5332, %5355 overflow<nsw, nuw> : i64
    %5357 = llvm.mlir.constant(64 : index) : i64
    %5358 = llvm.mul %5334, %5357 overflow<nsw, nuw> : i64
    %5359 = llvm.add %5356, %5358 overflow<nsw, nuw> : i64
    %5360 = llvm.mlir.constant(8 : index) : i64
    %5361 = llvm.mul %5336, %5360 overflow<nsw, nuw> : i64
    %5362 = llvm.add %5359, %5361 overflow<nsw, nuw> : i64
    %5363 = llvm.add %5362, %5338 overflow<nsw, nuw> : i64
    %5364 = llvm.getelementptr inbounds|nuw %5354[%5363] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5351, %5364 : f32, !llvm.ptr
    %5365 = llvm.add %5338, %16 : i64
    llvm.br ^bb829(%5365 : i64)
  ^bb831:  // pred: ^bb829
    %5366 = llvm.add %5336, %16 : i64
    llvm.br ^bb827(%5366 : i64)
  ^bb832:  // pred: ^bb827
    %5367 = llvm.add %5334, %16 : i64
    llvm.br ^bb825(%5367 : i64)
  ^bb833:  // pred: ^bb825
    %5368 = llvm.add %5332, %16 : i64
    llvm.br ^bb823(%5368 : i64)
  ^bb834:  // pred: ^bb823
    llvm.br ^bb835(%17 : i64)
  ^bb835(%5369: i64):  // 2 preds: ^bb834, ^bb845
    %5370 = llvm.icmp "slt" %5369, %16 : i64
    llvm.cond_br %5370, ^bb836, ^bb846
  ^bb836:  // pred: ^bb835
    llvm.br ^bb837(%17 : i64)
  ^bb837(%5371: i64):  // 2 preds: ^bb836, ^bb844
    %5372 = llvm.icmp "slt" %5371, %11 : i64
    llvm.cond_br %5372, ^bb838, ^bb845
  ^bb838:  // pred: ^bb837
    llvm.br ^bb839(%17 : i64)
  ^bb839(%5373: i64):  // 2 preds: ^bb838, ^bb843
    %5374 = llvm.icmp "slt" %5373, %15 : i64
    llvm.cond_br %5374, ^bb840, ^bb844
  ^bb840:  // pred: ^bb839
    llvm.br ^bb841(%17 : i64)
  ^bb841(%5375: i64):  // 2 preds: ^bb840, ^bb842
    %5376 = llvm.icmp "slt" %5375, %13 : i64
    llvm.cond_br %5376, ^bb842, ^bb843
  ^bb842:  // pred: ^bb841
    %5377 = llvm.extractvalue %2298[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5378 = llvm.mlir.constant(4 : index) : i64
    %5379 = llvm.getelementptr %5377[%5378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5380 = llvm.mlir.constant(128 : index) : i64
    %5381 = llvm.mul %5369, %5380 overflow<nsw, nuw> : i64
    %5382 = llvm.mlir.constant(64 : index) : i64
    %5383 = llvm.mul %5371, %5382 overflow<nsw, nuw> : i64
    %5384 = llvm.add %5381, %5383 overflow<nsw, nuw> : i64
    %5385 = llvm.mlir.constant(8 : index) : i64
    %5386 = llvm.mul %5373, %5385 overflow<nsw, nuw> : i64
    %5387 = llvm.add %5384, %5386 overflow<nsw, nuw> : i64
    %5388 = llvm.add %5387, %5375 overflow<nsw, nuw> : i64
    %5389 = llvm.getelementptr inbounds|nuw %5379[%5388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5390 = llvm.load %5389 : !llvm.ptr -> f32
    %5391 = llvm.fneg %5390 : f32
    %5392 = llvm.extractvalue %2332[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5393 = llvm.mlir.constant(64 : index) : i64
    %5394 = llvm.mul %5369, %5393 overflow<nsw, nuw> : i64
    %5395 = llvm.mlir.constant(32 : index) : i64
    %5396 = llvm.mul %5371, %5395 overflow<nsw, nuw> : i64
    %5397 = llvm.add %5394, %5396 overflow<nsw, nuw> : i64
    %5398 = llvm.mlir.constant(4 : index) : i64
    %5399 = llvm.mul %5373, %5398 overflow<nsw, nuw> : i64
    %5400 = llvm.add %5397, %5399 overflow<nsw, nuw> : i64
    %5401 = llvm.add %5400, %5375 overflow<nsw, nuw> : i64
    %5402 = llvm.getelementptr inbounds|nuw %5392[%5401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5391, %5402 : f32, !llvm.ptr
    %5403 = llvm.add %5375, %16 : i64
    llvm.br ^bb841(%5403 : i64)
  ^bb843:  // pred: ^bb841
    %5404 = llvm.add %5373, %16 : i64
    llvm.br ^bb839(%5404 : i64)
  ^bb844:  // pred: ^bb839
    %5405 = llvm.add %5371, %16 : i64
    llvm.br ^bb837(%5405 : i64)
  ^bb845:  // pred: ^bb837
    %5406 = llvm.add %5369, %16 : i64
    llvm.br ^bb835(%5406 : i64)
  ^bb846:  // pred: ^bb835
    %5407 = llvm.mlir.constant(1 : index) : i64
    %5408 = llvm.mlir.constant(2 : index) : i64
    %5409 = llvm.mlir.constant(8 : index) : i64
    %5410 = llvm.mlir.constant(8 : index) : i64
    %5411 = llvm.mlir.constant(1 : index) : i64
    %5412 = llvm.mlir.constant(64 : index) : i64
    %5413 = llvm.mlir.constant(128 : index) : i64
    %5414 = llvm.mlir.constant(128 : index) : i64
    %5415 = llvm.mlir.zero : !llvm.ptr
    %5416 = llvm.getelementptr %5415[%5414] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5417 = llvm.ptrtoint %5416 : !llvm.ptr to i64
    %5418 = llvm.mlir.constant(64 : index) : i64
    %5419 = llvm.add %5417, %5418 : i64
    %5420 = llvm.call @malloc(%5419) : (i64) -> !llvm.ptr
    %5421 = llvm.ptrtoint %5420 : !llvm.ptr to i64
    %5422 = llvm.mlir.constant(1 : index) : i64
    %5423 = llvm.sub %5418, %5422 : i64
    %5424 = llvm.add %5421, %5423 : i64
    %5425 = llvm.urem %5424, %5418 : i64
    %5426 = llvm.sub %5424, %5425 : i64
    %5427 = llvm.inttoptr %5426 : i64 to !llvm.ptr
    %5428 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5429 = llvm.insertvalue %5420, %5428[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5430 = llvm.insertvalue %5427, %5429[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5431 = llvm.mlir.constant(0 : index) : i64
    %5432 = llvm.insertvalue %5431, %5430[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5433 = llvm.insertvalue %5407, %5432[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5434 = llvm.insertvalue %5408, %5433[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5435 = llvm.insertvalue %5409, %5434[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5436 = llvm.insertvalue %5410, %5435[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5437 = llvm.insertvalue %5413, %5436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5438 = llvm.insertvalue %5412, %5437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5439 = llvm.insertvalue %5410, %5438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5440 = llvm.insertvalue %5411, %5439[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5441 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5442 = llvm.extractvalue %5440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5443 = llvm.extractvalue %5440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5444 = llvm.insertvalue %5442, %5441[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5445 = llvm.insertvalue %5443, %5444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5446 = llvm.mlir.constant(0 : index) : i64
    %5447 = llvm.insertvalue %5446, %5445[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5448 = llvm.mlir.constant(1 : index) : i64
    %5449 = llvm.insertvalue %5448, %5447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5450 = llvm.mlir.constant(128 : index) : i64
    %5451 = llvm.insertvalue %5450, %5449[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5452 = llvm.mlir.constant(2 : index) : i64
    %5453 = llvm.insertvalue %5452, %5451[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5454 = llvm.mlir.constant(64 : index) : i64
    %5455 = llvm.insertvalue %5454, %5453[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5456 = llvm.mlir.constant(8 : index) : i64
    %5457 = llvm.insertvalue %5456, %5455[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5458 = llvm.mlir.constant(8 : index) : i64
    %5459 = llvm.insertvalue %5458, %5457[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5460 = llvm.mlir.constant(4 : index) : i64
    %5461 = llvm.insertvalue %5460, %5459[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5462 = llvm.mlir.constant(1 : index) : i64
    %5463 = llvm.insertvalue %5462, %5461[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb847(%17 : i64)
  ^bb847(%5464: i64):  // 2 preds: ^bb846, ^bb857
    %5465 = llvm.icmp "slt" %5464, %16 : i64
    llvm.cond_br %5465, ^bb848, ^bb858
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%17 : i64)
  ^bb849(%5466: i64):  // 2 preds: ^bb848, ^bb856
    %5467 = llvm.icmp "slt" %5466, %11 : i64
    llvm.cond_br %5467, ^bb850, ^bb857
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%17 : i64)
  ^bb851(%5468: i64):  // 2 preds: ^bb850, ^bb855
    %5469 = llvm.icmp "slt" %5468, %15 : i64
    llvm.cond_br %5469, ^bb852, ^bb856
  ^bb852:  // pred: ^bb851
    llvm.br ^bb853(%17 : i64)
  ^bb853(%5470: i64):  // 2 preds: ^bb852, ^bb854
    %5471 = llvm.icmp "slt" %5470, %13 : i64
    llvm.cond_br %5471, ^bb854, ^bb855
  ^bb854:  // pred: ^bb853
    %5472 = llvm.extractvalue %2332[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5473 = llvm.mlir.constant(64 : index) : i64
    %5474 = llvm.mul %5464, %5473 overflow<nsw, nuw> : i64
    %5475 = llvm.mlir.constant(32 : index) : i64
    %5476 = llvm.mul %5466, %5475 overflow<nsw, nuw> : i64
    %5477 = llvm.add %5474, %5476 overflow<nsw, nuw> : i64
    %5478 = llvm.mlir.constant(4 : index) : i64
    %5479 = llvm.mul %5468, %5478 overflow<nsw, nuw> : i64
    %5480 = llvm.add %5477, %5479 overflow<nsw, nuw> : i64
    %5481 = llvm.add %5480, %5470 overflow<nsw, nuw> : i64
    %5482 = llvm.getelementptr inbounds|nuw %5472[%5481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5483 = llvm.load %5482 : !llvm.ptr -> f32
    %5484 = llvm.extractvalue %5463[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5485 = llvm.mlir.constant(128 : index) : i64
    %5486 = llvm.mul %5464, %5485 overflow<nsw, nuw> : i64
    %5487 = llvm.mlir.constant(64 : index) : i64
    %5488 = llvm.mul %5466, %5487 overflow<nsw, nuw> : i64
    %5489 = llvm.add %5486, %5488 overflow<nsw, nuw> : i64
    %5490 = llvm.mlir.constant(8 : index) : i64
    %5491 = llvm.mul %5468, %5490 overflow<nsw, nuw> : i64
    %5492 = llvm.add %5489, %5491 overflow<nsw, nuw> : i64
    %5493 = llvm.add %5492, %5470 overflow<nsw, nuw> : i64
    %5494 = llvm.getelementptr inbounds|nuw %5484[%5493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5483, %5494 : f32, !llvm.ptr
    %5495 = llvm.add %5470, %16 : i64
    llvm.br ^bb853(%5495 : i64)
  ^bb855:  // pred: ^bb853
    %5496 = llvm.add %5468, %16 : i64
    llvm.br ^bb851(%5496 : i64)
  ^bb856:  // pred: ^bb851
    %5497 = llvm.add %5466, %16 : i64
    llvm.br ^bb849(%5497 : i64)
  ^bb857:  // pred: ^bb849
    %5498 = llvm.add %5464, %16 : i64
    llvm.br ^bb847(%5498 : i64)
  ^bb858:  // pred: ^bb847
    %5499 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5500 = llvm.extractvalue %5440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5501 = llvm.extractvalue %5440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5502 = llvm.insertvalue %5500, %5499[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5503 = llvm.insertvalue %5501, %5502[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5504 = llvm.mlir.constant(4 : index) : i64
    %5505 = llvm.insertvalue %5504, %5503[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5506 = llvm.mlir.constant(1 : index) : i64
    %5507 = llvm.insertvalue %5506, %5505[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5508 = llvm.mlir.constant(128 : index) : i64
    %5509 = llvm.insertvalue %5508, %5507[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5510 = llvm.mlir.constant(2 : index) : i64
    %5511 = llvm.insertvalue %5510, %5509[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5512 = llvm.mlir.constant(64 : index) : i64
    %5513 = llvm.insertvalue %5512, %5511[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5514 = llvm.mlir.constant(8 : index) : i64
    %5515 = llvm.insertvalue %5514, %5513[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5516 = llvm.mlir.constant(8 : index) : i64
    %5517 = llvm.insertvalue %5516, %5515[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5518 = llvm.mlir.constant(4 : index) : i64
    %5519 = llvm.insertvalue %5518, %5517[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5520 = llvm.mlir.constant(1 : index) : i64
    %5521 = llvm.insertvalue %5520, %5519[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb859(%17 : i64)
  ^bb859(%5522: i64):  // 2 preds: ^bb858, ^bb869
    %5523 = llvm.icmp "slt" %5522, %16 : i64
    llvm.cond_br %5523, ^bb860, ^bb870
  ^bb860:  // pred: ^bb859
    llvm.br ^bb861(%17 : i64)
  ^bb861(%5524: i64):  // 2 preds: ^bb860, ^bb868
    %5525 = llvm.icmp "slt" %5524, %11 : i64
    llvm.cond_br %5525, ^bb862, ^bb869
  ^bb862:  // pred: ^bb861
    llvm.br ^bb863(%17 : i64)
  ^bb863(%5526: i64):  // 2 preds: ^bb862, ^bb867
    %5527 = llvm.icmp "slt" %5526, %15 : i64
    llvm.cond_br %5527, ^bb864, ^bb868
  ^bb864:  // pred: ^bb863
    llvm.br ^bb865(%17 : i64)
  ^bb865(%5528: i64):  // 2 preds: ^bb864, ^bb866
    %5529 = llvm.icmp "slt" %5528, %13 : i64
    llvm.cond_br %5529, ^bb866, ^bb867
  ^bb866:  // pred: ^bb865
    %5530 = llvm.extractvalue %2393[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5531 = llvm.mlir.constant(128 : index) : i64
    %5532 = llvm.mul %5522, %5531 overflow<nsw, nuw> : i64
    %5533 = llvm.mlir.constant(64 : index) : i64
    %5534 = llvm.mul %5524, %5533 overflow<nsw, nuw> : i64
    %5535 = llvm.add %5532, %5534 overflow<nsw, nuw> : i64
    %5536 = llvm.mlir.constant(8 : index) : i64
    %5537 = llvm.mul %5526, %5536 overflow<nsw, nuw> : i64
    %5538 = llvm.add %5535, %5537 overflow<nsw, nuw> : i64
    %5539 = llvm.add %5538, %5528 overflow<nsw, nuw> : i64
    %5540 = llvm.getelementptr inbounds|nuw %5530[%5539] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5541 = llvm.load %5540 : !llvm.ptr -> f32
    %5542 = llvm.extractvalue %5521[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5543 = llvm.mlir.constant(4 : index) : i64
    %5544 = llvm.getelementptr %5542[%5543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5545 = llvm.mlir.constant(128 : index) : i64
    %5546 = llvm.mul %5522, %5545 overflow<nsw, nuw> : i64
    %5547 = llvm.mlir.constant(64 : index) : i64
    %5548 = llvm.mul %5524, %5547 overflow<nsw, nuw> : i64
    %5549 = llvm.add %5546, %5548 overflow<nsw, nuw> : i64
    %5550 = llvm.mlir.constant(8 : index) : i64
    %5551 = llvm.mul %5526, %5550 overflow<nsw, nuw> : i64
    %5552 = llvm.add %5549, %5551 overflow<nsw, nuw> : i64
    %5553 = llvm.add %5552, %5528 overflow<nsw, nuw> : i64
    %5554 = llvm.getelementptr inbounds|nuw %5544[%5553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5541, %5554 : f32, !llvm.ptr
    %5555 = llvm.add %5528, %16 : i64
    llvm.br ^bb865(%5555 : i64)
  ^bb867:  // pred: ^bb865
    %5556 = llvm.add %5526, %16 : i64
    llvm.br ^bb863(%5556 : i64)
  ^bb868:  // pred: ^bb863
    %5557 = llvm.add %5524, %16 : i64
    llvm.br ^bb861(%5557 : i64)
  ^bb869:  // pred: ^bb861
    %5558 = llvm.add %5522, %16 : i64
    llvm.br ^bb859(%5558 : i64)
  ^bb870:  // pred: ^bb859
    llvm.br ^bb871(%17 : i64)
  ^bb871(%5559: i64):  // 2 preds: ^bb870, ^bb884
    %5560 = llvm.icmp "slt" %5559, %16 : i64
    llvm.cond_br %5560, ^bb872, ^bb885
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%17 : i64)
  ^bb873(%5561: i64):  // 2 preds: ^bb872, ^bb883
    %5562 = llvm.icmp "slt" %5561, %11 : i64
    llvm.cond_br %5562, ^bb874, ^bb884
  ^bb874:  // pred: ^bb873
    llvm.br ^bb875(%17 : i64)
  ^bb875(%5563: i64):  // 2 preds: ^bb874, ^bb882
    %5564 = llvm.icmp "slt" %5563, %11 : i64
    llvm.cond_br %5564, ^bb876, ^bb883
  ^bb876:  // pred: ^bb875
    llvm.br ^bb877(%17 : i64)
  ^bb877(%5565: i64):  // 2 preds: ^bb876, ^bb881
    %5566 = llvm.icmp "slt" %5565, %15 : i64
    llvm.cond_br %5566, ^bb878, ^bb882
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%17 : i64)
  ^bb879(%5567: i64):  // 2 preds: ^bb878, ^bb880
    %5568 = llvm.icmp "slt" %5567, %15 : i64
    llvm.cond_br %5568, ^bb880, ^bb881
  ^bb880:  // pred: ^bb879
    %5569 = llvm.extractvalue %1663[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5570 = llvm.mlir.constant(128 : index) : i64
    %5571 = llvm.mul %5559, %5570 overflow<nsw, nuw> : i64
    %5572 = llvm.mlir.constant(16 : index) : i64
    %5573 = llvm.mul %5565, %5572 overflow<nsw, nuw> : i64
    %5574 = llvm.add %5571, %5573 overflow<nsw, nuw> : i64
    %5575 = llvm.mlir.constant(8 : index) : i64
    %5576 = llvm.mul %5561, %5575 overflow<nsw, nuw> : i64
    %5577 = llvm.add %5574, %5576 overflow<nsw, nuw> : i64
    %5578 = llvm.add %5577, %5567 overflow<nsw, nuw> : i64
    %5579 = llvm.getelementptr inbounds|nuw %5569[%5578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5580 = llvm.load %5579 : !llvm.ptr -> f32
    %5581 = llvm.extractvalue %2583[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5582 = llvm.mlir.constant(256 : index) : i64
    %5583 = llvm.mul %5559, %5582 overflow<nsw, nuw> : i64
    %5584 = llvm.mlir.constant(128 : index) : i64
    %5585 = llvm.mul %5561, %5584 overflow<nsw, nuw> : i64
    %5586 = llvm.add %5583, %5585 overflow<nsw, nuw> : i64
    %5587 = llvm.mlir.constant(64 : index) : i64
    %5588 = llvm.mul %5563, %5587 overflow<nsw, nuw> : i64
    %5589 = llvm.add %5586, %5588 overflow<nsw, nuw> : i64
    %5590 = llvm.mlir.constant(8 : index) : i64
    %5591 = llvm.mul %5565, %5590 overflow<nsw, nuw> : i64
    %5592 = llvm.add %5589, %5591 overflow<nsw, nuw> : i64
    %5593 = llvm.add %5592, %5567 overflow<nsw, nuw> : i64
    %5594 = llvm.getelementptr inbounds|nuw %5581[%5593] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5580, %5594 : f32, !llvm.ptr
    %5595 = llvm.add %5567, %16 : i64
    llvm.br ^bb879(%5595 : i64)
  ^bb881:  // pred: ^bb879
    %5596 = llvm.add %5565, %16 : i64
    llvm.br ^bb877(%5596 : i64)
  ^bb882:  // pred: ^bb877
    %5597 = llvm.add %5563, %16 : i64
    llvm.br ^bb875(%5597 : i64)
  ^bb883:  // pred: ^bb875
    %5598 = llvm.add %5561, %16 : i64
    llvm.br ^bb873(%5598 : i64)
  ^bb884:  // pred: ^bb873
    %5599 = llvm.add %5559, %16 : i64
    llvm.br ^bb871(%5599 : i64)
  ^bb885:  // pred: ^bb871
    %5600 = llvm.mlir.constant(1 : index) : i64
    %5601 = llvm.mlir.constant(2 : index) : i64
    %5602 = llvm.mlir.constant(2 : index) : i64
    %5603 = llvm.mlir.constant(8 : index) : i64
    %5604 = llvm.mlir.constant(8 : index) : i64
    %5605 = llvm.mlir.constant(1 : index) : i64
    %5606 = llvm.mlir.constant(64 : index) : i64
    %5607 = llvm.mlir.constant(128 : index) : i64
    %5608 = llvm.mlir.constant(256 : index) : i64
    %5609 = llvm.mlir.constant(256 : index) : i64
    %5610 = llvm.mlir.zero : !llvm.ptr
    %5611 = llvm.getelementptr %5610[%5609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5612 = llvm.ptrtoint %5611 : !llvm.ptr to i64
    %5613 = llvm.mlir.constant(64 : index) : i64
    %5614 = llvm.add %5612, %5613 : i64
    %5615 = llvm.call @malloc(%5614) : (i64) -> !llvm.ptr
    %5616 = llvm.ptrtoint %5615 : !llvm.ptr to i64
    %5617 = llvm.mlir.constant(1 : index) : i64
    %5618 = llvm.sub %5613, %5617 : i64
    %5619 = llvm.add %5616, %5618 : i64
    %5620 = llvm.urem %5619, %5613 : i64
    %5621 = llvm.sub %5619, %5620 : i64
    %5622 = llvm.inttoptr %5621 : i64 to !llvm.ptr
    %5623 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5624 = llvm.insertvalue %5615, %5623[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5625 = llvm.insertvalue %5622, %5624[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5626 = llvm.mlir.constant(0 : index) : i64
    %5627 = llvm.insertvalue %5626, %5625[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5628 = llvm.insertvalue %5600, %5627[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5629 = llvm.insertvalue %5601, %5628[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5630 = llvm.insertvalue %5602, %5629[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5631 = llvm.insertvalue %5603, %5630[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5632 = llvm.insertvalue %5604, %5631[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5633 = llvm.insertvalue %5608, %5632[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5634 = llvm.insertvalue %5607, %5633[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5635 = llvm.insertvalue %5606, %5634[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5636 = llvm.insertvalue %5604, %5635[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5637 = llvm.insertvalue %5605, %5636[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb886(%17 : i64)
  ^bb886(%5638: i64):  // 2 preds: ^bb885, ^bb899
    %5639 = llvm.icmp "slt" %5638, %16 : i64
    llvm.cond_br %5639, ^bb887, ^bb900
  ^bb887:  // pred: ^bb886
    llvm.br ^bb888(%17 : i64)
  ^bb888(%5640: i64):  // 2 preds: ^bb887, ^bb898
    %5641 = llvm.icmp "slt" %5640, %11 : i64
    llvm.cond_br %5641, ^bb889, ^bb899
  ^bb889:  // pred: ^bb888
    llvm.br ^bb890(%17 : i64)
  ^bb890(%5642: i64):  // 2 preds: ^bb889, ^bb897
    %5643 = llvm.icmp "slt" %5642, %11 : i64
    llvm.cond_br %5643, ^bb891, ^bb898
  ^bb891:  // pred: ^bb890
    llvm.br ^bb892(%17 : i64)
  ^bb892(%5644: i64):  // 2 preds: ^bb891, ^bb896
    %5645 = llvm.icmp "slt" %5644, %15 : i64
    llvm.cond_br %5645, ^bb893, ^bb897
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%17 : i64)
  ^bb894(%5646: i64):  // 2 preds: ^bb893, ^bb895
    %5647 = llvm.icmp "slt" %5646, %15 : i64
    llvm.cond_br %5647, ^bb895, ^bb896
  ^bb895:  // pred: ^bb894
    %5648 = llvm.extractvalue %1824[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5649 = llvm.mlir.constant(128 : index) : i64
    %5650 = llvm.mul %5638, %5649 overflow<nsw, nuw> : i64
    %5651 = llvm.mlir.constant(64 : index) : i64
    %5652 = llvm.mul %5640, %5651 overflow<nsw, nuw> : i64
    %5653 = llvm.add %5650, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.mlir.constant(8 : index) : i64
    %5655 = llvm.mul %5646, %5654 overflow<nsw, nuw> : i64
    %5656 = llvm.add %5653, %5655 overflow<nsw, nuw> : i64
    %5657 = llvm.add %5656, %5644 overflow<nsw, nuw> : i64
    %5658 = llvm.getelementptr inbounds|nuw %5648[%5657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5659 = llvm.load %5658 : !llvm.ptr -> f32
    %5660 = llvm.extractvalue %929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5661 = llvm.mlir.constant(64 : index) : i64
    %5662 = llvm.mul %5638, %5661 overflow<nsw, nuw> : i64
    %5663 = llvm.mlir.constant(64 : index) : i64
    %5664 = llvm.mul %17, %5663 overflow<nsw, nuw> : i64
    %5665 = llvm.add %5662, %5664 overflow<nsw, nuw> : i64
    %5666 = llvm.mlir.constant(8 : index) : i64
    %5667 = llvm.mul %5646, %5666 overflow<nsw, nuw> : i64
    %5668 = llvm.add %5665, %5667 overflow<nsw, nuw> : i64
    %5669 = llvm.add %5668, %5644 overflow<nsw, nuw> : i64
    %5670 = llvm.getelementptr inbounds|nuw %5660[%5669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5671 = llvm.load %5670 : !llvm.ptr -> f32
    %5672 = llvm.extractvalue %5440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5673 = llvm.mlir.constant(128 : index) : i64
    %5674 = llvm.mul %5638, %5673 overflow<nsw, nuw> : i64
    %5675 = llvm.mlir.constant(64 : index) : i64
    %5676 = llvm.mul %5640, %5675 overflow<nsw, nuw> : i64
    %5677 = llvm.add %5674, %5676 overflow<nsw, nuw> : i64
    %5678 = llvm.mlir.constant(8 : index) : i64
    %5679 = llvm.mul %5646, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.add %5677, %5679 overflow<nsw, nuw> : i64
    %5681 = llvm.add %5680, %5644 overflow<nsw, nuw> : i64
    %5682 = llvm.getelementptr inbounds|nuw %5672[%5681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5683 = llvm.load %5682 : !llvm.ptr -> f32
    %5684 = llvm.extractvalue %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5685 = llvm.mlir.constant(64 : index) : i64
    %5686 = llvm.mul %5638, %5685 overflow<nsw, nuw> : i64
    %5687 = llvm.mlir.constant(64 : index) : i64
    %5688 = llvm.mul %17, %5687 overflow<nsw, nuw> : i64
    %5689 = llvm.add %5686, %5688 overflow<nsw, nuw> : i64
    %5690 = llvm.mlir.constant(8 : index) : i64
    %5691 = llvm.mul %5646, %5690 overflow<nsw, nuw> : i64
    %5692 = llvm.add %5689, %5691 overflow<nsw, nuw> : i64
    %5693 = llvm.add %5692, %5644 overflow<nsw, nuw> : i64
    %5694 = llvm.getelementptr inbounds|nuw %5684[%5693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5695 = llvm.load %5694 : !llvm.ptr -> f32
    %5696 = llvm.fmul %5683, %5695 : f32
    %5697 = llvm.fmul %5659, %5671 : f32
    %5698 = llvm.fadd %5697, %5696 : f32
    %5699 = llvm.fptrunc %21 : f64 to f32
    %5700 = llvm.fmul %5698, %5699 : f32
    %5701 = llvm.extractvalue %5637[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5702 = llvm.mlir.constant(256 : index) : i64
    %5703 = llvm.mul %5638, %5702 overflow<nsw, nuw> : i64
    %5704 = llvm.mlir.constant(128 : index) : i64
    %5705 = llvm.mul %5640, %5704 overflow<nsw, nuw> : i64
    %5706 = llvm.add %5703, %5705 overflow<nsw, nuw> : i64
    %5707 = llvm.mlir.constant(64 : index) : i64
    %5708 = llvm.mul %5642, %5707 overflow<nsw, nuw> : i64
    %5709 = llvm.add %5706, %5708 overflow<nsw, nuw> : i64
    %5710 = llvm.mlir.constant(8 : index) : i64
    %5711 = llvm.mul %5644, %5710 overflow<nsw, nuw> : i64
    %5712 = llvm.add %5709, %5711 overflow<nsw, nuw> : i64
    %5713 = llvm.add %5712, %5646 overflow<nsw, nuw> : i64
    %5714 = llvm.getelementptr inbounds|nuw %5701[%5713] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5700, %5714 : f32, !llvm.ptr
    %5715 = llvm.add %5646, %16 : i64
    llvm.br ^bb894(%5715 : i64)
  ^bb896:  // pred: ^bb894
    %5716 = llvm.add %5644, %16 : i64
    llvm.br ^bb892(%5716 : i64)
  ^bb897:  // pred: ^bb892
    %5717 = llvm.add %5642, %16 : i64
    llvm.br ^bb890(%5717 : i64)
  ^bb898:  // pred: ^bb890
    %5718 = llvm.add %5640, %16 : i64
    llvm.br ^bb888(%5718 : i64)
  ^bb899:  // pred: ^bb888
    %5719 = llvm.add %5638, %16 : i64
    llvm.br ^bb886(%5719 : i64)
  ^bb900:  // pred: ^bb886
    %5720 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5721 = llvm.extractvalue %5637[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5722 = llvm.extractvalue %5637[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5723 = llvm.insertvalue %5721, %5720[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5724 = llvm.insertvalue %5722, %5723[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5725 = llvm.mlir.constant(0 : index) : i64
    %5726 = llvm.insertvalue %5725, %5724[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5727 = llvm.mlir.constant(1 : index) : i64
    %5728 = llvm.insertvalue %5727, %5726[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5729 = llvm.mlir.constant(256 : index) : i64
    %5730 = llvm.insertvalue %5729, %5728[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5731 = llvm.mlir.constant(4 : index) : i64
    %5732 = llvm.insertvalue %5731, %5730[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5733 = llvm.mlir.constant(64 : index) : i64
    %5734 = llvm.insertvalue %5733, %5732[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5735 = llvm.mlir.constant(8 : index) : i64
    %5736 = llvm.insertvalue %5735, %5734[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5737 = llvm.mlir.constant(8 : index) : i64
    %5738 = llvm.insertvalue %5737, %5736[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5739 = llvm.mlir.constant(8 : index) : i64
    %5740 = llvm.insertvalue %5739, %5738[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5741 = llvm.mlir.constant(1 : index) : i64
    %5742 = llvm.insertvalue %5741, %5740[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5743 = llvm.mlir.constant(1 : index) : i64
    %5744 = llvm.mlir.constant(4 : index) : i64
    %5745 = llvm.mlir.constant(8 : index) : i64
    %5746 = llvm.mlir.constant(8 : index) : i64
    %5747 = llvm.mlir.constant(1 : index) : i64
    %5748 = llvm.mlir.constant(64 : index) : i64
    %5749 = llvm.mlir.constant(256 : index) : i64
    %5750 = llvm.mlir.constant(256 : index) : i64
    %5751 = llvm.mlir.zero : !llvm.ptr
    %5752 = llvm.getelementptr %5751[%5750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5753 = llvm.ptrtoint %5752 : !llvm.ptr to i64
    %5754 = llvm.mlir.constant(64 : index) : i64
    %5755 = llvm.add %5753, %5754 : i64
    %5756 = llvm.call @malloc(%5755) : (i64) -> !llvm.ptr
    %5757 = llvm.ptrtoint %5756 : !llvm.ptr to i64
    %5758 = llvm.mlir.constant(1 : index) : i64
    %5759 = llvm.sub %5754, %5758 : i64
    %5760 = llvm.add %5757, %5759 : i64
    %5761 = llvm.urem %5760, %5754 : i64
    %5762 = llvm.sub %5760, %5761 : i64
    %5763 = llvm.inttoptr %5762 : i64 to !llvm.ptr
    %5764 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5765 = llvm.insertvalue %5756, %5764[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5766 = llvm.insertvalue %5763, %5765[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5767 = llvm.mlir.constant(0 : index) : i64
    %5768 = llvm.insertvalue %5767, %5766[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5769 = llvm.insertvalue %5743, %5768[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5770 = llvm.insertvalue %5744, %5769[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5771 = llvm.insertvalue %5745, %5770[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5772 = llvm.insertvalue %5746, %5771[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5773 = llvm.insertvalue %5749, %5772[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5774 = llvm.insertvalue %5748, %5773[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5775 = llvm.insertvalue %5746, %5774[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5776 = llvm.insertvalue %5747, %5775[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb901(%17 : i64)
  ^bb901(%5777: i64):  // 2 preds: ^bb900, ^bb911
    %5778 = llvm.icmp "slt" %5777, %16 : i64
    llvm.cond_br %5778, ^bb902, ^bb912
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%17 : i64)
  ^bb903(%5779: i64):  // 2 preds: ^bb902, ^bb910
    %5780 = llvm.icmp "slt" %5779, %13 : i64
    llvm.cond_br %5780, ^bb904, ^bb911
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%17 : i64)
  ^bb905(%5781: i64):  // 2 preds: ^bb904, ^bb909
    %5782 = llvm.icmp "slt" %5781, %15 : i64
    llvm.cond_br %5782, ^bb906, ^bb910
  ^bb906:  // pred: ^bb905
    llvm.br ^bb907(%17 : i64)
  ^bb907(%5783: i64):  // 2 preds: ^bb906, ^bb908
    %5784 = llvm.icmp "slt" %5783, %15 : i64
    llvm.cond_br %5784, ^bb908, ^bb909
  ^bb908:  // pred: ^bb907
    %5785 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5786 = llvm.mlir.constant(256 : index) : i64
    %5787 = llvm.mul %5777, %5786 overflow<nsw, nuw> : i64
    %5788 = llvm.mlir.constant(64 : index) : i64
    %5789 = llvm.mul %5779, %5788 overflow<nsw, nuw> : i64
    %5790 = llvm.add %5787, %5789 overflow<nsw, nuw> : i64
    %5791 = llvm.mlir.constant(8 : index) : i64
    %5792 = llvm.mul %5781, %5791 overflow<nsw, nuw> : i64
    %5793 = llvm.add %5790, %5792 overflow<nsw, nuw> : i64
    %5794 = llvm.add %5793, %5783 overflow<nsw, nuw> : i64
    %5795 = llvm.getelementptr inbounds|nuw %5785[%5794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5796 = llvm.load %5795 : !llvm.ptr -> f32
    %5797 = llvm.extractvalue %5776[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5798 = llvm.mlir.constant(256 : index) : i64
    %5799 = llvm.mul %5777, %5798 overflow<nsw, nuw> : i64
    %5800 = llvm.mlir.constant(64 : index) : i64
    %5801 = llvm.mul %5779, %5800 overflow<nsw, nuw> : i64
    %5802 = llvm.add %5799, %5801 overflow<nsw, nuw> : i64
    %5803 = llvm.mlir.constant(8 : index) : i64
    %5804 = llvm.mul %5781, %5803 overflow<nsw, nuw> : i64
    %5805 = llvm.add %5802, %5804 overflow<nsw, nuw> : i64
    %5806 = llvm.add %5805, %5783 overflow<nsw, nuw> : i64
    %5807 = llvm.getelementptr inbounds|nuw %5797[%5806] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5796, %5807 : f32, !llvm.ptr
    %5808 = llvm.add %5783, %16 : i64
    llvm.br ^bb907(%5808 : i64)
  ^bb909:  // pred: ^bb907
    %5809 = llvm.add %5781, %16 : i64
    llvm.br ^bb905(%5809 : i64)
  ^bb910:  // pred: ^bb905
    %5810 = llvm.add %5779, %16 : i64
    llvm.br ^bb903(%5810 : i64)
  ^bb911:  // pred: ^bb903
    %5811 = llvm.add %5777, %16 : i64
    llvm.br ^bb901(%5811 : i64)
  ^bb912:  // pred: ^bb901
    llvm.br ^bb913(%17 : i64)
  ^bb913(%5812: i64):  // 2 preds: ^bb912, ^bb926
    %5813 = llvm.icmp "slt" %5812, %16 : i64
    llvm.cond_br %5813, ^bb914, ^bb927
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%17 : i64)
  ^bb915(%5814: i64):  // 2 preds: ^bb914, ^bb925
    %5815 = llvm.icmp "slt" %5814, %13 : i64
    llvm.cond_br %5815, ^bb916, ^bb926
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%17 : i64)
  ^bb917(%5816: i64):  // 2 preds: ^bb916, ^bb924
    %5817 = llvm.icmp "slt" %5816, %15 : i64
    llvm.cond_br %5817, ^bb918, ^bb925
  ^bb918:  // pred: ^bb917
    llvm.br ^bb919(%17 : i64)
  ^bb919(%5818: i64):  // 2 preds: ^bb918, ^bb923
    %5819 = llvm.icmp "slt" %5818, %15 : i64
    llvm.cond_br %5819, ^bb920, ^bb924
  ^bb920:  // pred: ^bb919
    llvm.br ^bb921(%17 : i64)
  ^bb921(%5820: i64):  // 2 preds: ^bb920, ^bb922
    %5821 = llvm.icmp "slt" %5820, %15 : i64
    llvm.cond_br %5821, ^bb922, ^bb923
  ^bb922:  // pred: ^bb921
    %5822 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5823 = llvm.mlir.constant(256 : index) : i64
    %5824 = llvm.mul %5812, %5823 overflow<nsw, nuw> : i64
    %5825 = llvm.mlir.constant(64 : index) : i64
    %5826 = llvm.mul %5814, %5825 overflow<nsw, nuw> : i64
    %5827 = llvm.add %5824, %5826 overflow<nsw, nuw> : i64
    %5828 = llvm.mlir.constant(8 : index) : i64
    %5829 = llvm.mul %5816, %5828 overflow<nsw, nuw> : i64
    %5830 = llvm.add %5827, %5829 overflow<nsw, nuw> : i64
    %5831 = llvm.add %5830, %5820 overflow<nsw, nuw> : i64
    %5832 = llvm.getelementptr inbounds|nuw %5822[%5831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5833 = llvm.load %5832 : !llvm.ptr -> f32
    %5834 = llvm.extractvalue %929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5835 = llvm.mlir.constant(64 : index) : i64
    %5836 = llvm.mul %5812, %5835 overflow<nsw, nuw> : i64
    %5837 = llvm.mlir.constant(64 : index) : i64
    %5838 = llvm.mul %17, %5837 overflow<nsw, nuw> : i64
    %5839 = llvm.add %5836, %5838 overflow<nsw, nuw> : i64
    %5840 = llvm.mlir.constant(8 : index) : i64
    %5841 = llvm.mul %5816, %5840 overflow<nsw, nuw> : i64
    %5842 = llvm.add %5839, %5841 overflow<nsw, nuw> : i64
    %5843 = llvm.add %5842, %5820 overflow<nsw, nuw> : i64
    %5844 = llvm.getelementptr inbounds|nuw %5834[%5843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5845 = llvm.load %5844 : !llvm.ptr -> f32
    %5846 = llvm.extractvalue %5250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5847 = llvm.mlir.constant(256 : index) : i64
    %5848 = llvm.mul %5812, %5847 overflow<nsw, nuw> : i64
    %5849 = llvm.mlir.constant(64 : index) : i64
    %5850 = llvm.mul %5814, %5849 overflow<nsw, nuw> : i64
    %5851 = llvm.add %5848, %5850 overflow<nsw, nuw> : i64
    %5852 = llvm.mlir.constant(8 : index) : i64
    %5853 = llvm.mul %5816, %5852 overflow<nsw, nuw> : i64
    %5854 = llvm.add %5851, %5853 overflow<nsw, nuw> : i64
    %5855 = llvm.add %5854, %5820 overflow<nsw, nuw> : i64
    %5856 = llvm.getelementptr inbounds|nuw %5846[%5855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5857 = llvm.load %5856 : !llvm.ptr -> f32
    %5858 = llvm.extractvalue %999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5859 = llvm.mlir.constant(64 : index) : i64
    %5860 = llvm.mul %5812, %5859 overflow<nsw, nuw> : i64
    %5861 = llvm.mlir.constant(64 : index) : i64
    %5862 = llvm.mul %17, %5861 overflow<nsw, nuw> : i64
    %5863 = llvm.add %5860, %5862 overflow<nsw, nuw> : i64
    %5864 = llvm.mlir.constant(8 : index) : i64
    %5865 = llvm.mul %5816, %5864 overflow<nsw, nuw> : i64
    %5866 = llvm.add %5863, %5865 overflow<nsw, nuw> : i64
    %5867 = llvm.add %5866, %5820 overflow<nsw, nuw> : i64
    %5868 = llvm.getelementptr inbounds|nuw %5858[%5867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5869 = llvm.load %5868 : !llvm.ptr -> f32
    %5870 = llvm.extractvalue %5742[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5871 = llvm.mlir.constant(256 : index) : i64
    %5872 = llvm.mul %5812, %5871 overflow<nsw, nuw> : i64
    %5873 = llvm.mlir.constant(64 : index) : i64
    %5874 = llvm.mul %5814, %5873 overflow<nsw, nuw> : i64
    %5875 = llvm.add %5872, %5874 overflow<nsw, nuw> : i64
    %5876 = llvm.mlir.constant(8 : index) : i64
    %5877 = llvm.mul %5820, %5876 overflow<nsw, nuw> : i64
    %5878 = llvm.add %5875, %5877 overflow<nsw, nuw> : i64
    %5879 = llvm.add %5878, %5818 overflow<nsw, nuw> : i64
    %5880 = llvm.getelementptr inbounds|nuw %5870[%5879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5881 = llvm.load %5880 : !llvm.ptr -> f32
    %5882 = llvm.extractvalue %5776[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5883 = llvm.mlir.constant(256 : index) : i64
    %5884 = llvm.mul %5812, %5883 overflow<nsw, nuw> : i64
    %5885 = llvm.mlir.constant(64 : index) : i64
    %5886 = llvm.mul %5814, %5885 overflow<nsw, nuw> : i64
    %5887 = llvm.add %5884, %5886 overflow<nsw, nuw> : i64
    %5888 = llvm.mlir.constant(8 : index) : i64
    %5889 = llvm.mul %5816, %5888 overflow<nsw, nuw> : i64
    %5890 = llvm.add %5887, %5889 overflow<nsw, nuw> : i64
    %5891 = llvm.add %5890, %5818 overflow<nsw, nuw> : i64
    %5892 = llvm.getelementptr inbounds|nuw %5882[%5891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5893 = llvm.load %5892 : !llvm.ptr -> f32
    %5894 = llvm.fmul %5857, %5869 : f32
    %5895 = llvm.fmul %5833, %5845 : f32
    %5896 = llvm.fadd %5895, %5894 : f32
    %5897 = llvm.fptrunc %21 : f64 to f32
    %5898 = llvm.fmul %5896, %5897 : f32
    %5899 = llvm.fmul %5898, %5881 : f32
    %5900 = llvm.fadd %5893, %5899 : f32
    %5901 = llvm.extractvalue %5776[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5902 = llvm.mlir.constant(256 : index) : i64
    %5903 = llvm.mul %5812, %5902 overflow<nsw, nuw> : i64
    %5904 = llvm.mlir.constant(64 : index) : i64
    %5905 = llvm.mul %5814, %5904 overflow<nsw, nuw> : i64
    %5906 = llvm.add %5903, %5905 overflow<nsw, nuw> : i64
    %5907 = llvm.mlir.constant(8 : index) : i64
    %5908 = llvm.mul %5816, %5907 overflow<nsw, nuw> : i64
    %5909 = llvm.add %5906, %5908 overflow<nsw, nuw> : i64
    %5910 = llvm.add %5909, %5818 overflow<nsw, nuw> : i64
    %5911 = llvm.getelementptr inbounds|nuw %5901[%5910] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5900, %5911 : f32, !llvm.ptr
    %5912 = llvm.add %5820, %16 : i64
    llvm.br ^bb921(%5912 : i64)
  ^bb923:  // pred: ^bb921
    %5913 = llvm.add %5818, %16 : i64
    llvm.br ^bb919(%5913 : i64)
  ^bb924:  // pred: ^bb919
    %5914 = llvm.add %5816, %16 : i64
    llvm.br ^bb917(%5914 : i64)
  ^bb925:  // pred: ^bb917
    %5915 = llvm.add %5814, %16 : i64
    llvm.br ^bb915(%5915 : i64)
  ^bb926:  // pred: ^bb915
    %5916 = llvm.add %5812, %16 : i64
    llvm.br ^bb913(%5916 : i64)
  ^bb927:  // pred: ^bb913
    %5917 = llvm.mlir.constant(1 : index) : i64
    %5918 = llvm.mlir.constant(4 : index) : i64
    %5919 = llvm.mlir.constant(8 : index) : i64
    %5920 = llvm.mlir.constant(8 : index) : i64
    %5921 = llvm.mlir.constant(1 : index) : i64
    %5922 = llvm.mlir.constant(64 : index) : i64
    %5923 = llvm.mlir.constant(256 : index) : i64
    %5924 = llvm.mlir.constant(256 : index) : i64
    %5925 = llvm.mlir.zero : !llvm.ptr
    %5926 = llvm.getelementptr %5925[%5924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5927 = llvm.ptrtoint %5926 : !llvm.ptr to i64
    %5928 = llvm.mlir.constant(64 : index) : i64
    %5929 = llvm.add %5927, %5928 : i64
    %5930 = llvm.call @malloc(%5929) : (i64) -> !llvm.ptr
    %5931 = llvm.ptrtoint %5930 : !llvm.ptr to i64
    %5932 = llvm.mlir.constant(1 : index) : i64
    %5933 = llvm.sub %5928, %5932 : i64
    %5934 = llvm.add %5931, %5933 : i64
    %5935 = llvm.urem %5934, %5928 : i64
    %5936 = llvm.sub %5934, %5935 : i64
    %5937 = llvm.inttoptr %5936 : i64 to !llvm.ptr
    %5938 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5939 = llvm.insertvalue %5930, %5938[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5940 = llvm.insertvalue %5937, %5939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5941 = llvm.mlir.constant(0 : index) : i64
    %5942 = llvm.insertvalue %5941, %5940[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5943 = llvm.insertvalue %5917, %5942[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5944 = llvm.insertvalue %5918, %5943[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5945 = llvm.insertvalue %5919, %5944[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5946 = llvm.insertvalue %5920, %5945[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5947 = llvm.insertvalue %5923, %5946[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5948 = llvm.insertvalue %5922, %5947[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5949 = llvm.insertvalue %5920, %5948[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5950 = llvm.insertvalue %5921, %5949[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb928(%17 : i64)
  ^bb928(%5951: i64):  // 2 preds: ^bb927, ^bb938
    %5952 = llvm.icmp "slt" %5951, %16 : i64
    llvm.cond_br %5952, ^bb929, ^bb939
  ^bb929:  // pred: ^bb928
    llvm.br ^bb930(%17 : i64)
  ^bb930(%5953: i64):  // 2 preds: ^bb929, ^bb937
    %5954 = llvm.icmp "slt" %5953, %13 : i64
    llvm.cond_br %5954, ^bb931, ^bb938
  ^bb931:  // pred: ^bb930
    llvm.br ^bb932(%17 : i64)
  ^bb932(%5955: i64):  // 2 preds: ^bb931, ^bb936
    %5956 = llvm.icmp "slt" %5955, %15 : i64
    llvm.cond_br %5956, ^bb933, ^bb937
  ^bb933:  // pred: ^bb932
    llvm.br ^bb934(%17 : i64)
  ^bb934(%5957: i64):  // 2 preds: ^bb933, ^bb935
    %5958 = llvm.icmp "slt" %5957, %15 : i64
    llvm.cond_br %5958, ^bb935, ^bb936
  ^bb935:  // pred: ^bb934
    %5959 = llvm.extractvalue %5776[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5960 = llvm.mlir.constant(256 : index) : i64
    %5961 = llvm.mul %5951, %5960 overflow<nsw, nuw> : i64
    %5962 = llvm.mlir.constant(64 : index) : i64
    %5963 = llvm.mul %5953, %5962 overflow<nsw, nuw> : i64
    %5964 = llvm.add %5961, %5963 overflow<nsw, nuw> : i64
    %5965 = llvm.mlir.constant(8 : index) : i64
    %5966 = llvm.mul %5955, %5965 overflow<nsw, nuw> : i64
    %5967 = llvm.add %5964, %5966 overflow<nsw, nuw> : i64
    %5968 = llvm.add %5967, %5957 overflow<nsw, nuw> : i64
    %5969 = llvm.getelementptr inbounds|nuw %5959[%5968] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5970 = llvm.load %5969 : !llvm.ptr -> f32
    %5971 = llvm.extractvalue %1138[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5972 = llvm.mlir.constant(64 : index) : i64
    %5973 = llvm.mul %5951, %5972 overflow<nsw, nuw> : i64
    %5974 = llvm.mlir.constant(64 : index) : i64
    %5975 = llvm.mul %17, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.add %5973, %5975 overflow<nsw, nuw> : i64
    %5977 = llvm.mlir.constant(8 : index) : i64
    %5978 = llvm.mul %5955, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.add %5976, %5978 overflow<nsw, nuw> : i64
    %5980 = llvm.add %5979, %5957 overflow<nsw, nuw> : i64
    %5981 = llvm.getelementptr inbounds|nuw %5971[%5980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5982 = llvm.load %5981 : !llvm.ptr -> f32
    %5983 = llvm.fadd %5970, %5982 : f32
    %5984 = llvm.extractvalue %5950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5985 = llvm.mlir.constant(256 : index) : i64
    %5986 = llvm.mul %5951, %5985 overflow<nsw, nuw> : i64
    %5987 = llvm.mlir.constant(64 : index) : i64
    %5988 = llvm.mul %5953, %5987 overflow<nsw, nuw> : i64
    %5989 = llvm.add %5986, %5988 overflow<nsw, nuw> : i64
    %5990 = llvm.mlir.constant(8 : index) : i64
    %5991 = llvm.mul %5955, %5990 overflow<nsw, nuw> : i64
    %5992 = llvm.add %5989, %5991 overflow<nsw, nuw> : i64
    %5993 = llvm.add %5992, %5957 overflow<nsw, nuw> : i64
    %5994 = llvm.getelementptr inbounds|nuw %5984[%5993] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5983, %5994 : f32, !llvm.ptr
    %5995 = llvm.add %5957, %16 : i64
    llvm.br ^bb934(%5995 : i64)
  ^bb936:  // pred: ^bb934
    %5996 = llvm.add %5955, %16 : i64
    llvm.br ^bb932(%5996 : i64)
  ^bb937:  // pred: ^bb932
    %5997 = llvm.add %5953, %16 : i64
    llvm.br ^bb930(%5997 : i64)
  ^bb938:  // pred: ^bb930
    %5998 = llvm.add %5951, %16 : i64
    llvm.br ^bb928(%5998 : i64)
  ^bb939:  // pred: ^bb928
    %5999 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6000 = llvm.extractvalue %5950[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6001 = llvm.extractvalue %5950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6002 = llvm.insertvalue %6000, %5999[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6003 = llvm.insertvalue %6001, %6002[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6004 = llvm.mlir.constant(0 : index) : i64
    %6005 = llvm.insertvalue %6004, %6003[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6006 = llvm.mlir.constant(1 : index) : i64
    %6007 = llvm.insertvalue %6006, %6005[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6008 = llvm.mlir.constant(256 : index) : i64
    %6009 = llvm.insertvalue %6008, %6007[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6010 = llvm.mlir.constant(4 : index) : i64
    %6011 = llvm.insertvalue %6010, %6009[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6012 = llvm.mlir.constant(64 : index) : i64
    %6013 = llvm.insertvalue %6012, %6011[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6014 = llvm.mlir.constant(8 : index) : i64
    %6015 = llvm.insertvalue %6014, %6013[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6016 = llvm.mlir.constant(8 : index) : i64
    %6017 = llvm.insertvalue %6016, %6015[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6018 = llvm.mlir.constant(1 : index) : i64
    %6019 = llvm.insertvalue %6018, %6017[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6020 = llvm.mlir.constant(8 : index) : i64
    %6021 = llvm.insertvalue %6020, %6019[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6022 = llvm.mlir.constant(8 : index) : i64
    %6023 = llvm.insertvalue %6022, %6021[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6024 = llvm.mlir.constant(1 : index) : i64
    %6025 = llvm.insertvalue %6024, %6023[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb940(%17 : i64)
  ^bb940(%6026: i64):  // 2 preds: ^bb939, ^bb953
    %6027 = llvm.icmp "slt" %6026, %16 : i64
    llvm.cond_br %6027, ^bb941, ^bb954
  ^bb941:  // pred: ^bb940
    llvm.br ^bb942(%17 : i64)
  ^bb942(%6028: i64):  // 2 preds: ^bb941, ^bb952
    %6029 = llvm.icmp "slt" %6028, %13 : i64
    llvm.cond_br %6029, ^bb943, ^bb953
  ^bb943:  // pred: ^bb942
    llvm.br ^bb944(%17 : i64)
  ^bb944(%6030: i64):  // 2 preds: ^bb943, ^bb951
    %6031 = llvm.icmp "slt" %6030, %15 : i64
    llvm.cond_br %6031, ^bb945, ^bb952
  ^bb945:  // pred: ^bb944
    llvm.br ^bb946(%17 : i64)
  ^bb946(%6032: i64):  // 2 preds: ^bb945, ^bb950
    %6033 = llvm.icmp "slt" %6032, %16 : i64
    llvm.cond_br %6033, ^bb947, ^bb951
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%17 : i64)
  ^bb948(%6034: i64):  // 2 preds: ^bb947, ^bb949
    %6035 = llvm.icmp "slt" %6034, %15 : i64
    llvm.cond_br %6035, ^bb949, ^bb950
  ^bb949:  // pred: ^bb948
    %6036 = llvm.extractvalue %6025[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6037 = llvm.mlir.constant(256 : index) : i64
    %6038 = llvm.mul %6026, %6037 overflow<nsw, nuw> : i64
    %6039 = llvm.mlir.constant(64 : index) : i64
    %6040 = llvm.mul %6028, %6039 overflow<nsw, nuw> : i64
    %6041 = llvm.add %6038, %6040 overflow<nsw, nuw> : i64
    %6042 = llvm.mlir.constant(8 : index) : i64
    %6043 = llvm.mul %6030, %6042 overflow<nsw, nuw> : i64
    %6044 = llvm.add %6041, %6043 overflow<nsw, nuw> : i64
    %6045 = llvm.mlir.constant(8 : index) : i64
    %6046 = llvm.mul %6032, %6045 overflow<nsw, nuw> : i64
    %6047 = llvm.add %6044, %6046 overflow<nsw, nuw> : i64
    %6048 = llvm.add %6047, %6034 overflow<nsw, nuw> : i64
    %6049 = llvm.getelementptr inbounds|nuw %6036[%6048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6050 = llvm.load %6049 : !llvm.ptr -> f32
    %6051 = llvm.extractvalue %3160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6052 = llvm.mlir.constant(32 : index) : i64
    %6053 = llvm.mul %6026, %6052 overflow<nsw, nuw> : i64
    %6054 = llvm.mlir.constant(8 : index) : i64
    %6055 = llvm.mul %6028, %6054 overflow<nsw, nuw> : i64
    %6056 = llvm.add %6053, %6055 overflow<nsw, nuw> : i64
    %6057 = llvm.add %6056, %6030 overflow<nsw, nuw> : i64
    %6058 = llvm.add %6057, %6032 overflow<nsw, nuw> : i64
    %6059 = llvm.getelementptr inbounds|nuw %6051[%6058] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6060 = llvm.load %6059 : !llvm.ptr -> f32
    %6061 = llvm.intr.maximum(%6050, %6060) : (f32, f32) -> f32
    %6062 = llvm.extractvalue %3160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6063 = llvm.mlir.constant(32 : index) : i64
    %6064 = llvm.mul %6026, %6063 overflow<nsw, nuw> : i64
    %6065 = llvm.mlir.constant(8 : index) : i64
    %6066 = llvm.mul %6028, %6065 overflow<nsw, nuw> : i64
    %6067 = llvm.add %6064, %6066 overflow<nsw, nuw> : i64
    %6068 = llvm.add %6067, %6030 overflow<nsw, nuw> : i64
    %6069 = llvm.add %6068, %6032 overflow<nsw, nuw> : i64
    %6070 = llvm.getelementptr inbounds|nuw %6062[%6069] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6061, %6070 : f32, !llvm.ptr
    %6071 = llvm.add %6034, %16 : i64
    llvm.br ^bb948(%6071 : i64)
  ^bb950:  // pred: ^bb948
    %6072 = llvm.add %6032, %16 : i64
    llvm.br ^bb946(%6072 : i64)
  ^bb951:  // pred: ^bb946
    %6073 = llvm.add %6030, %16 : i64
    llvm.br ^bb944(%6073 : i64)
  ^bb952:  // pred: ^bb944
    %6074 = llvm.add %6028, %16 : i64
    llvm.br ^bb942(%6074 : i64)
  ^bb953:  // pred: ^bb942
    %6075 = llvm.add %6026, %16 : i64
    llvm.br ^bb940(%6075 : i64)
  ^bb954:  // pred: ^bb940
    llvm.br ^bb955(%17 : i64)
  ^bb955(%6076: i64):  // 2 preds: ^bb954, ^bb965
    %6077 = llvm.icmp "slt" %6076, %16 : i64
    llvm.cond_br %6077, ^bb956, ^bb966
  ^bb956:  // pred: ^bb955
    llvm.br ^bb957(%17 : i64)
  ^bb957(%6078: i64):  // 2 preds: ^bb956, ^bb964
    %6079 = llvm.icmp "slt" %6078, %13 : i64
    llvm.cond_br %6079, ^bb958, ^bb965
  ^bb958:  // pred: ^bb957
    llvm.br ^bb959(%17 : i64)
  ^bb959(%6080: i64):  // 2 preds: ^bb958, ^bb963
    %6081 = llvm.icmp "slt" %6080, %15 : i64
    llvm.cond_br %6081, ^bb960, ^bb964
  ^bb960:  // pred: ^bb959
    llvm.br ^bb961(%17 : i64)
  ^bb961(%6082: i64):  // 2 preds: ^bb960, ^bb962
    %6083 = llvm.icmp "slt" %6082, %15 : i64
    llvm.cond_br %6083, ^bb962, ^bb963
  ^bb962:  // pred: ^bb961
    %6084 = llvm.extractvalue %5950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6085 = llvm.mlir.constant(256 : index) : i64
    %6086 = llvm.mul %6076, %6085 overflow<nsw, nuw> : i64
    %6087 = llvm.mlir.constant(64 : index) : i64
    %6088 = llvm.mul %6078, %6087 overflow<nsw, nuw> : i64
    %6089 = llvm.add %6086, %6088 overflow<nsw, nuw> : i64
    %6090 = llvm.mlir.constant(8 : index) : i64
    %6091 = llvm.mul %6080, %6090 overflow<nsw, nuw> : i64
    %6092 = llvm.add %6089, %6091 overflow<nsw, nuw> : i64
    %6093 = llvm.add %6092, %6082 overflow<nsw, nuw> : i64
    %6094 = llvm.getelementptr inbounds|nuw %6084[%6093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6095 = llvm.load %6094 : !llvm.ptr -> f32
    %6096 = llvm.extractvalue %3160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6097 = llvm.mlir.constant(32 : index) : i64
    %6098 = llvm.mul %6076, %6097 overflow<nsw, nuw> : i64
    %6099 = llvm.mlir.constant(8 : index) : i64
    %6100 = llvm.mul %6078, %6099 overflow<nsw, nuw> : i64
    %6101 = llvm.add %6098, %6100 overflow<nsw, nuw> : i64
    %6102 = llvm.add %6101, %6080 overflow<nsw, nuw> : i64
    %6103 = llvm.add %6102, %17 overflow<nsw, nuw> : i64
    %6104 = llvm.getelementptr inbounds|nuw %6096[%6103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6105 = llvm.load %6104 : !llvm.ptr -> f32
    %6106 = llvm.fsub %6095, %6105 : f32
    %6107 = llvm.fmul %6106, %8 : f32
    %6108 = llvm.intr.exp2(%6107) : (f32) -> f32
    %6109 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6110 = llvm.mlir.constant(256 : index) : i64
    %6111 = llvm.mul %6076, %6110 overflow<nsw, nuw> : i64
    %6112 = llvm.mlir.constant(64 : index) : i64
    %6113 = llvm.mul %6078, %6112 overflow<nsw, nuw> : i64
    %6114 = llvm.add %6111, %6113 overflow<nsw, nuw> : i64
    %6115 = llvm.mlir.constant(8 : index) : i64
    %6116 = llvm.mul %6080, %6115 overflow<nsw, nuw> : i64
    %6117 = llvm.add %6114, %6116 overflow<nsw, nuw> : i64
    %6118 = llvm.add %6117, %6082 overflow<nsw, nuw> : i64
    %6119 = llvm.getelementptr inbounds|nuw %6109[%6118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6108, %6119 : f32, !llvm.ptr
    %6120 = llvm.add %6082, %16 : i64
    llvm.br ^bb961(%6120 : i64)
  ^bb963:  // pred: ^bb961
    %6121 = llvm.add %6080, %16 : i64
    llvm.br ^bb959(%6121 : i64)
  ^bb964:  // pred: ^bb959
    %6122 = llvm.add %6078, %16 : i64
    llvm.br ^bb957(%6122 : i64)
  ^bb965:  // pred: ^bb957
    %6123 = llvm.add %6076, %16 : i64
    llvm.br ^bb955(%6123 : i64)
  ^bb966:  // pred: ^bb955
    llvm.br ^bb967(%17 : i64)
  ^bb967(%6124: i64):  // 2 preds: ^bb966, ^bb977
    %6125 = llvm.icmp "slt" %6124, %16 : i64
    llvm.cond_br %6125, ^bb968, ^bb978
  ^bb968:  // pred: ^bb967
    llvm.br ^bb969(%17 : i64)
  ^bb969(%6126: i64):  // 2 preds: ^bb968, ^bb976
    %6127 = llvm.icmp "slt" %6126, %13 : i64
    llvm.cond_br %6127, ^bb970, ^bb977
  ^bb970:  // pred: ^bb969
    llvm.br ^bb971(%17 : i64)
  ^bb971(%6128: i64):  // 2 preds: ^bb970, ^bb975
    %6129 = llvm.icmp "slt" %6128, %15 : i64
    llvm.cond_br %6129, ^bb972, ^bb976
  ^bb972:  // pred: ^bb971
    llvm.br ^bb973(%17 : i64)
  ^bb973(%6130: i64):  // 2 preds: ^bb972, ^bb974
    %6131 = llvm.icmp "slt" %6130, %15 : i64
    llvm.cond_br %6131, ^bb974, ^bb975
  ^bb974:  // pred: ^bb973
    %6132 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6133 = llvm.mlir.constant(256 : index) : i64
    %6134 = llvm.mul %6124, %6133 overflow<nsw, nuw> : i64
    %6135 = llvm.mlir.constant(64 : index) : i64
    %6136 = llvm.mul %6126, %6135 overflow<nsw, nuw> : i64
    %6137 = llvm.add %6134, %6136 overflow<nsw, nuw> : i64
    %6138 = llvm.mlir.constant(8 : index) : i64
    %6139 = llvm.mul %6128, %6138 overflow<nsw, nuw> : i64
    %6140 = llvm.add %6137, %6139 overflow<nsw, nuw> : i64
    %6141 = llvm.add %6140, %6130 overflow<nsw, nuw> : i64
    %6142 = llvm.getelementptr inbounds|nuw %6132[%6141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6143 = llvm.load %6142 : !llvm.ptr -> f32
    %6144 = llvm.extractvalue %3355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6145 = llvm.mlir.constant(32 : index) : i64
    %6146 = llvm.mul %6124, %6145 overflow<nsw, nuw> : i64
    %6147 = llvm.mlir.constant(8 : index) : i64
    %6148 = llvm.mul %6126, %6147 overflow<nsw, nuw> : i64
    %6149 = llvm.add %6146, %6148 overflow<nsw, nuw> : i64
    %6150 = llvm.add %6149, %6128 overflow<nsw, nuw> : i64
    %6151 = llvm.add %6150, %17 overflow<nsw, nuw> : i64
    %6152 = llvm.getelementptr inbounds|nuw %6144[%6151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6153 = llvm.load %6152 : !llvm.ptr -> f32
    %6154 = llvm.fadd %6143, %6153 : f32
    %6155 = llvm.extractvalue %3355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6156 = llvm.mlir.constant(32 : index) : i64
    %6157 = llvm.mul %6124, %6156 overflow<nsw, nuw> : i64
    %6158 = llvm.mlir.constant(8 : index) : i64
    %6159 = llvm.mul %6126, %6158 overflow<nsw, nuw> : i64
    %6160 = llvm.add %6157, %6159 overflow<nsw, nuw> : i64
    %6161 = llvm.add %6160, %6128 overflow<nsw, nuw> : i64
    %6162 = llvm.add %6161, %17 overflow<nsw, nuw> : i64
    %6163 = llvm.getelementptr inbounds|nuw %6155[%6162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6154, %6163 : f32, !llvm.ptr
    %6164 = llvm.add %6130, %16 : i64
    llvm.br ^bb973(%6164 : i64)
  ^bb975:  // pred: ^bb973
    %6165 = llvm.add %6128, %16 : i64
    llvm.br ^bb971(%6165 : i64)
  ^bb976:  // pred: ^bb971
    %6166 = llvm.add %6126, %16 : i64
    llvm.br ^bb969(%6166 : i64)
  ^bb977:  // pred: ^bb969
    %6167 = llvm.add %6124, %16 : i64
    llvm.br ^bb967(%6167 : i64)
  ^bb978:  // pred: ^bb967
    llvm.br ^bb979(%17 : i64)
  ^bb979(%6168: i64):  // 2 preds: ^bb978, ^bb989
    %6169 = llvm.icmp "slt" %6168, %16 : i64
    llvm.cond_br %6169, ^bb980, ^bb990
  ^bb980:  // pred: ^bb979
    llvm.br ^bb981(%17 : i64)
  ^bb981(%6170: i64):  // 2 preds: ^bb980, ^bb988
    %6171 = llvm.icmp "slt" %6170, %13 : i64
    llvm.cond_br %6171, ^bb982, ^bb989
  ^bb982:  // pred: ^bb981
    llvm.br ^bb983(%17 : i64)
  ^bb983(%6172: i64):  // 2 preds: ^bb982, ^bb987
    %6173 = llvm.icmp "slt" %6172, %15 : i64
    llvm.cond_br %6173, ^bb984, ^bb988
  ^bb984:  // pred: ^bb983
    llvm.br ^bb985(%17 : i64)
  ^bb985(%6174: i64):  // 2 preds: ^bb984, ^bb986
    %6175 = llvm.icmp "slt" %6174, %15 : i64
    llvm.cond_br %6175, ^bb986, ^bb987
  ^bb986:  // pred: ^bb985
    %6176 = llvm.extractvalue %5950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6177 = llvm.mlir.constant(256 : index) : i64
    %6178 = llvm.mul %6168, %6177 overflow<nsw, nuw> : i64
    %6179 = llvm.mlir.constant(64 : index) : i64
    %6180 = llvm.mul %6170, %6179 overflow<nsw, nuw> : i64
    %6181 = llvm.add %6178, %6180 overflow<nsw, nuw> : i64
    %6182 = llvm.mlir.constant(8 : index) : i64
    %6183 = llvm.mul %6172, %6182 overflow<nsw, nuw> : i64
    %6184 = llvm.add %6181, %6183 overflow<nsw, nuw> : i64
    %6185 = llvm.add %6184, %6174 overflow<nsw, nuw> : i64
    %6186 = llvm.getelementptr inbounds|nuw %6176[%6185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6187 = llvm.load %6186 : !llvm.ptr -> f32
    %6188 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6189 = llvm.mlir.constant(32 : index) : i64
    %6190 = llvm.mul %6168, %6189 overflow<nsw, nuw> : i64
    %6191 = llvm.mlir.constant(8 : index) : i64
    %6192 = llvm.mul %6170, %6191 overflow<nsw, nuw> : i64
    %6193 = llvm.add %6190, %6192 overflow<nsw, nuw> : i64
    %6194 = llvm.add %6193, %6172 overflow<nsw, nuw> : i64
    %6195 = llvm.add %6194, %17 overflow<nsw, nuw> : i64
    %6196 = llvm.getelementptr inbounds|nuw %6188[%6195] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %6197 = llvm.load %6196 : !llvm.ptr -> i1
    %6198 = llvm.fpext %6187 : f32 to f64
    %6199 = llvm.fcmp "oeq" %6198, %22 : f64
    %6200 = llvm.and %6199, %6197 : i1
    %6201 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6202 = llvm.mlir.constant(32 : index) : i64
    %6203 = llvm.mul %6168, %6202 overflow<nsw, nuw> : i64
    %6204 = llvm.mlir.constant(8 : index) : i64
    %6205 = llvm.mul %6170, %6204 overflow<nsw, nuw> : i64
    %6206 = llvm.add %6203, %6205 overflow<nsw, nuw> : i64
    %6207 = llvm.add %6206, %6172 overflow<nsw, nuw> : i64
    %6208 = llvm.add %6207, %17 overflow<nsw, nuw> : i64
    %6209 = llvm.getelementptr inbounds|nuw %6201[%6208] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %6200, %6209 : i1, !llvm.ptr
    %6210 = llvm.add %6174, %16 : i64
    llvm.br ^bb985(%6210 : i64)
  ^bb987:  // pred: ^bb985
    %6211 = llvm.add %6172, %16 : i64
    llvm.br ^bb983(%6211 : i64)
  ^bb988:  // pred: ^bb983
    %6212 = llvm.add %6170, %16 : i64
    llvm.br ^bb981(%6212 : i64)
  ^bb989:  // pred: ^bb981
    %6213 = llvm.add %6168, %16 : i64
    llvm.br ^bb979(%6213 : i64)
  ^bb990:  // pred: ^bb979
    llvm.br ^bb991(%17 : i64)
  ^bb991(%6214: i64):  // 2 preds: ^bb990, ^bb1004
    %6215 = llvm.icmp "slt" %6214, %16 : i64
    llvm.cond_br %6215, ^bb992, ^bb1005
  ^bb992:  // pred: ^bb991
    llvm.br ^bb993(%17 : i64)
  ^bb993(%6216: i64):  // 2 preds: ^bb992, ^bb1003
    %6217 = llvm.icmp "slt" %6216, %13 : i64
    llvm.cond_br %6217, ^bb994, ^bb1004
  ^bb994:  // pred: ^bb993
    llvm.br ^bb995(%17 : i64)
  ^bb995(%6218: i64):  // 2 preds: ^bb994, ^bb1002
    %6219 = llvm.icmp "slt" %6218, %15 : i64
    llvm.cond_br %6219, ^bb996, ^bb1003
  ^bb996:  // pred: ^bb995
    llvm.br ^bb997(%17 : i64)
  ^bb997(%6220: i64):  // 2 preds: ^bb996, ^bb1001
    %6221 = llvm.icmp "slt" %6220, %15 : i64
    llvm.cond_br %6221, ^bb998, ^bb1002
  ^bb998:  // pred: ^bb997
    llvm.br ^bb999(%17 : i64)
  ^bb999(%6222: i64):  // 2 preds: ^bb998, ^bb1000
    %6223 = llvm.icmp "slt" %6222, %15 : i64
    llvm.cond_br %6223, ^bb1000, ^bb1001
  ^bb1000:  // pred: ^bb999
    %6224 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6225 = llvm.mlir.constant(32 : index) : i64
    %6226 = llvm.mul %6214, %6225 overflow<nsw, nuw> : i64
    %6227 = llvm.mlir.constant(8 : index) : i64
    %6228 = llvm.mul %6216, %6227 overflow<nsw, nuw> : i64
    %6229 = llvm.add %6226, %6228 overflow<nsw, nuw> : i64
    %6230 = llvm.add %6229, %6218 overflow<nsw, nuw> : i64
    %6231 = llvm.add %6230, %17 overflow<nsw, nuw> : i64
    %6232 = llvm.getelementptr inbounds|nuw %6224[%6231] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %6233 = llvm.load %6232 : !llvm.ptr -> i1
    %6234 = llvm.extractvalue %1549[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6235 = llvm.mlir.constant(256 : index) : i64
    %6236 = llvm.mul %6214, %6235 overflow<nsw, nuw> : i64
    %6237 = llvm.mlir.constant(64 : index) : i64
    %6238 = llvm.mul %6216, %6237 overflow<nsw, nuw> : i64
    %6239 = llvm.add %6236, %6238 overflow<nsw, nuw> : i64
    %6240 = llvm.mlir.constant(8 : index) : i64
    %6241 = llvm.mul %6218, %6240 overflow<nsw, nuw> : i64
    %6242 = llvm.add %6239, %6241 overflow<nsw, nuw> : i64
    %6243 = llvm.add %6242, %6222 overflow<nsw, nuw> : i64
    %6244 = llvm.getelementptr inbounds|nuw %6234[%6243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6245 = llvm.load %6244 : !llvm.ptr -> f32
    %6246 = llvm.extractvalue %3355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6247 = llvm.mlir.constant(32 : index) : i64
    %6248 = llvm.mul %6214, %6247 overflow<nsw, nuw> : i64
    %6249 = llvm.mlir.constant(8 : index) : i64
    %6250 = llvm.mul %6216, %6249 overflow<nsw, nuw> : i64
    %6251 = llvm.add %6248, %6250 overflow<nsw, nuw> : i64
    %6252 = llvm.add %6251, %6218 overflow<nsw, nuw> : i64
    %6253 = llvm.add %6252, %17 overflow<nsw, nuw> : i64
    %6254 = llvm.getelementptr inbounds|nuw %6246[%6253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6255 = llvm.load %6254 : !llvm.ptr -> f32
    %6256 = llvm.extractvalue %3671[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6257 = llvm.mlir.constant(256 : index) : i64
    %6258 = llvm.mul %6214, %6257 overflow<nsw, nuw> : i64
    %6259 = llvm.mlir.constant(64 : index) : i64
    %6260 = llvm.mul %6216, %6259 overflow<nsw, nuw> : i64
    %6261 = llvm.add %6258, %6260 overflow<nsw, nuw> : i64
    %6262 = llvm.mlir.constant(8 : index) : i64
    %6263 = llvm.mul %6222, %6262 overflow<nsw, nuw> : i64
    %6264 = llvm.add %6261, %6263 overflow<nsw, nuw> : i64
    %6265 = llvm.add %6264, %6220 overflow<nsw, nuw> : i64
    %6266 = llvm.getelementptr inbounds|nuw %6256[%6265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6267 = llvm.load %6266 : !llvm.ptr -> f32
    %6268 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6269 = llvm.mlir.constant(256 : index) : i64
    %6270 = llvm.mul %6214, %6269 overflow<nsw, nuw> : i64
    %6271 = llvm.mlir.constant(64 : index) : i64
    %6272 = llvm.mul %6216, %6271 overflow<nsw, nuw> : i64
    %6273 = llvm.add %6270, %6272 overflow<nsw, nuw> : i64
    %6274 = llvm.mlir.constant(8 : index) : i64
    %6275 = llvm.mul %6218, %6274 overflow<nsw, nuw> : i64
    %6276 = llvm.add %6273, %6275 overflow<nsw, nuw> : i64
    %6277 = llvm.add %6276, %6220 overflow<nsw, nuw> : i64
    %6278 = llvm.getelementptr inbounds|nuw %6268[%6277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6279 = llvm.load %6278 : !llvm.ptr -> f32
    %6280 = llvm.fdiv %6245, %6255 : f32
    %6281 = llvm.select %6233, %25, %6280 : i1, f32
    %6282 = llvm.fmul %6281, %6267 : f32
    %6283 = llvm.fadd %6279, %6282 : f32
    %6284 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6285 = llvm.mlir.constant(256 : index) : i64
    %6286 = llvm.mul %6214, %6285 overflow<nsw, nuw> : i64
    %6287 = llvm.mlir.constant(64 : index) : i64
    %6288 = llvm.mul %6216, %6287 overflow<nsw, nuw> : i64
    %6289 = llvm.add %6286, %6288 overflow<nsw, nuw> : i64
    %6290 = llvm.mlir.constant(8 : index) : i64
    %6291 = llvm.mul %6218, %6290 overflow<nsw, nuw> : i64
    %6292 = llvm.add %6289, %6291 overflow<nsw, nuw> : i64
    %6293 = llvm.add %6292, %6220 overflow<nsw, nuw> : i64
    %6294 = llvm.getelementptr inbounds|nuw %6284[%6293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6283, %6294 : f32, !llvm.ptr
    %6295 = llvm.add %6222, %16 : i64
    llvm.br ^bb999(%6295 : i64)
  ^bb1001:  // pred: ^bb999
    %6296 = llvm.add %6220, %16 : i64
    llvm.br ^bb997(%6296 : i64)
  ^bb1002:  // pred: ^bb997
    %6297 = llvm.add %6218, %16 : i64
    llvm.br ^bb995(%6297 : i64)
  ^bb1003:  // pred: ^bb995
    %6298 = llvm.add %6216, %16 : i64
    llvm.br ^bb993(%6298 : i64)
  ^bb1004:  // pred: ^bb993
    %6299 = llvm.add %6214, %16 : i64
    llvm.br ^bb991(%6299 : i64)
  ^bb1005:  // pred: ^bb991
    %6300 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6301 = llvm.extractvalue %160[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6302 = llvm.extractvalue %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6303 = llvm.insertvalue %6301, %6300[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6304 = llvm.insertvalue %6302, %6303[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6305 = llvm.mlir.constant(0 : index) : i64
    %6306 = llvm.insertvalue %6305, %6304[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6307 = llvm.mlir.constant(32 : index) : i64
    %6308 = llvm.insertvalue %6307, %6306[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6309 = llvm.mlir.constant(32 : index) : i64
    %6310 = llvm.insertvalue %6309, %6308[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6311 = llvm.mlir.constant(4 : index) : i64
    %6312 = llvm.insertvalue %6311, %6310[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6313 = llvm.mlir.constant(8 : index) : i64
    %6314 = llvm.insertvalue %6313, %6312[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6315 = llvm.mlir.constant(8 : index) : i64
    %6316 = llvm.insertvalue %6315, %6314[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6317 = llvm.mlir.constant(1 : index) : i64
    %6318 = llvm.insertvalue %6317, %6316[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6319 = llvm.mlir.constant(1 : index) : i64
    %6320 = llvm.mlir.constant(8 : index) : i64
    %6321 = llvm.mlir.constant(32 : index) : i64
    %6322 = llvm.mlir.constant(1 : index) : i64
    %6323 = llvm.mlir.constant(256 : index) : i64
    %6324 = llvm.mlir.constant(256 : index) : i64
    %6325 = llvm.mlir.zero : !llvm.ptr
    %6326 = llvm.getelementptr %6325[%6324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6327 = llvm.ptrtoint %6326 : !llvm.ptr to i64
    %6328 = llvm.mlir.constant(64 : index) : i64
    %6329 = llvm.add %6327, %6328 : i64
    %6330 = llvm.call @malloc(%6329) : (i64) -> !llvm.ptr
    %6331 = llvm.ptrtoint %6330 : !llvm.ptr to i64
    %6332 = llvm.mlir.constant(1 : index) : i64
    %6333 = llvm.sub %6328, %6332 : i64
    %6334 = llvm.add %6331, %6333 : i64
    %6335 = llvm.urem %6334, %6328 : i64
    %6336 = llvm.sub %6334, %6335 : i64
    %6337 = llvm.inttoptr %6336 : i64 to !llvm.ptr
    %6338 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6339 = llvm.insertvalue %6330, %6338[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6340 = llvm.insertvalue %6337, %6339[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6341 = llvm.mlir.constant(0 : index) : i64
    %6342 = llvm.insertvalue %6341, %6340[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6343 = llvm.insertvalue %6319, %6342[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6344 = llvm.insertvalue %6320, %6343[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6345 = llvm.insertvalue %6321, %6344[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6346 = llvm.insertvalue %6323, %6345[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6347 = llvm.insertvalue %6321, %6346[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6348 = llvm.insertvalue %6322, %6347[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1006(%17 : i64)
  ^bb1006(%6349: i64):  // 2 preds: ^bb1005, ^bb1013
    %6350 = llvm.icmp "slt" %6349, %16 : i64
    llvm.cond_br %6350, ^bb1007, ^bb1014
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%17 : i64)
  ^bb1008(%6351: i64):  // 2 preds: ^bb1007, ^bb1012
    %6352 = llvm.icmp "slt" %6351, %15 : i64
    llvm.cond_br %6352, ^bb1009, ^bb1013
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%17 : i64)
  ^bb1010(%6353: i64):  // 2 preds: ^bb1009, ^bb1011
    %6354 = llvm.icmp "slt" %6353, %14 : i64
    llvm.cond_br %6354, ^bb1011, ^bb1012
  ^bb1011:  // pred: ^bb1010
    %6355 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6356 = llvm.mlir.constant(256 : index) : i64
    %6357 = llvm.mul %6349, %6356 overflow<nsw, nuw> : i64
    %6358 = llvm.mlir.constant(32 : index) : i64
    %6359 = llvm.mul %6351, %6358 overflow<nsw, nuw> : i64
    %6360 = llvm.add %6357, %6359 overflow<nsw, nuw> : i64
    %6361 = llvm.add %6360, %6353 overflow<nsw, nuw> : i64
    %6362 = llvm.getelementptr inbounds|nuw %6355[%6361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6363 = llvm.load %6362 : !llvm.ptr -> f32
    %6364 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6365 = llvm.mlir.constant(256 : index) : i64
    %6366 = llvm.mul %6349, %6365 overflow<nsw, nuw> : i64
    %6367 = llvm.mlir.constant(32 : index) : i64
    %6368 = llvm.mul %6351, %6367 overflow<nsw, nuw> : i64
    %6369 = llvm.add %6366, %6368 overflow<nsw, nuw> : i64
    %6370 = llvm.add %6369, %6353 overflow<nsw, nuw> : i64
    %6371 = llvm.getelementptr inbounds|nuw %6364[%6370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6363, %6371 : f32, !llvm.ptr
    %6372 = llvm.add %6353, %16 : i64
    llvm.br ^bb1010(%6372 : i64)
  ^bb1012:  // pred: ^bb1010
    %6373 = llvm.add %6351, %16 : i64
    llvm.br ^bb1008(%6373 : i64)
  ^bb1013:  // pred: ^bb1008
    %6374 = llvm.add %6349, %16 : i64
    llvm.br ^bb1006(%6374 : i64)
  ^bb1014:  // pred: ^bb1006
    llvm.br ^bb1015(%17 : i64)
  ^bb1015(%6375: i64):  // 2 preds: ^bb1014, ^bb1028
    %6376 = llvm.icmp "slt" %6375, %16 : i64
    llvm.cond_br %6376, ^bb1016, ^bb1029
  ^bb1016:  // pred: ^bb1015
    llvm.br ^bb1017(%17 : i64)
  ^bb1017(%6377: i64):  // 2 preds: ^bb1016, ^bb1027
    %6378 = llvm.icmp "slt" %6377, %15 : i64
    llvm.cond_br %6378, ^bb1018, ^bb1028
  ^bb1018:  // pred: ^bb1017
    llvm.br ^bb1019(%17 : i64)
  ^bb1019(%6379: i64):  // 2 preds: ^bb1018, ^bb1026
    %6380 = llvm.icmp "slt" %6379, %14 : i64
    llvm.cond_br %6380, ^bb1020, ^bb1027
  ^bb1020:  // pred: ^bb1019
    llvm.br ^bb1021(%17 : i64)
  ^bb1021(%6381: i64):  // 2 preds: ^bb1020, ^bb1025
    %6382 = llvm.icmp "slt" %6381, %13 : i64
    llvm.cond_br %6382, ^bb1022, ^bb1026
  ^bb1022:  // pred: ^bb1021
    llvm.br ^bb1023(%17 : i64)
  ^bb1023(%6383: i64):  // 2 preds: ^bb1022, ^bb1024
    %6384 = llvm.icmp "slt" %6383, %15 : i64
    llvm.cond_br %6384, ^bb1024, ^bb1025
  ^bb1024:  // pred: ^bb1023
    %6385 = llvm.extractvalue %2837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6386 = llvm.mlir.constant(256 : index) : i64
    %6387 = llvm.mul %6375, %6386 overflow<nsw, nuw> : i64
    %6388 = llvm.mlir.constant(64 : index) : i64
    %6389 = llvm.mul %6381, %6388 overflow<nsw, nuw> : i64
    %6390 = llvm.add %6387, %6389 overflow<nsw, nuw> : i64
    %6391 = llvm.mlir.constant(8 : index) : i64
    %6392 = llvm.mul %6377, %6391 overflow<nsw, nuw> : i64
    %6393 = llvm.add %6390, %6392 overflow<nsw, nuw> : i64
    %6394 = llvm.add %6393, %6383 overflow<nsw, nuw> : i64
    %6395 = llvm.getelementptr inbounds|nuw %6385[%6394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6396 = llvm.load %6395 : !llvm.ptr -> f32
    %6397 = llvm.extractvalue %6318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6398 = llvm.mlir.constant(32 : index) : i64
    %6399 = llvm.mul %6379, %6398 overflow<nsw, nuw> : i64
    %6400 = llvm.mlir.constant(8 : index) : i64
    %6401 = llvm.mul %6381, %6400 overflow<nsw, nuw> : i64
    %6402 = llvm.add %6399, %6401 overflow<nsw, nuw> : i64
    %6403 = llvm.add %6402, %6383 overflow<nsw, nuw> : i64
    %6404 = llvm.getelementptr inbounds|nuw %6397[%6403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6405 = llvm.load %6404 : !llvm.ptr -> f32
    %6406 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6407 = llvm.mlir.constant(256 : index) : i64
    %6408 = llvm.mul %6375, %6407 overflow<nsw, nuw> : i64
    %6409 = llvm.mlir.constant(32 : index) : i64
    %6410 = llvm.mul %6377, %6409 overflow<nsw, nuw> : i64
    %6411 = llvm.add %6408, %6410 overflow<nsw, nuw> : i64
    %6412 = llvm.add %6411, %6379 overflow<nsw, nuw> : i64
    %6413 = llvm.getelementptr inbounds|nuw %6406[%6412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6414 = llvm.load %6413 : !llvm.ptr -> f32
    %6415 = llvm.fmul %6396, %6405 : f32
    %6416 = llvm.fadd %6414, %6415 : f32
    %6417 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6418 = llvm.mlir.constant(256 : index) : i64
    %6419 = llvm.mul %6375, %6418 overflow<nsw, nuw> : i64
    %6420 = llvm.mlir.constant(32 : index) : i64
    %6421 = llvm.mul %6377, %6420 overflow<nsw, nuw> : i64
    %6422 = llvm.add %6419, %6421 overflow<nsw, nuw> : i64
    %6423 = llvm.add %6422, %6379 overflow<nsw, nuw> : i64
    %6424 = llvm.getelementptr inbounds|nuw %6417[%6423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6416, %6424 : f32, !llvm.ptr
    %6425 = llvm.add %6383, %16 : i64
    llvm.br ^bb1023(%6425 : i64)
  ^bb1025:  // pred: ^bb1023
    %6426 = llvm.add %6381, %16 : i64
    llvm.br ^bb1021(%6426 : i64)
  ^bb1026:  // pred: ^bb1021
    %6427 = llvm.add %6379, %16 : i64
    llvm.br ^bb1019(%6427 : i64)
  ^bb1027:  // pred: ^bb1019
    %6428 = llvm.add %6377, %16 : i64
    llvm.br ^bb1017(%6428 : i64)
  ^bb1028:  // pred: ^bb1017
    %6429 = llvm.add %6375, %16 : i64
    llvm.br ^bb1015(%6429 : i64)
  ^bb1029:  // pred: ^bb1015
    %6430 = llvm.mlir.constant(1 : index) : i64
    %6431 = llvm.mlir.constant(8 : index) : i64
    %6432 = llvm.mlir.constant(32 : index) : i64
    %6433 = llvm.mlir.constant(1 : index) : i64
    %6434 = llvm.mlir.constant(256 : index) : i64
    %6435 = llvm.mlir.constant(256 : index) : i64
    %6436 = llvm.mlir.zero : !llvm.ptr
    %6437 = llvm.getelementptr %6436[%6435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6438 = llvm.ptrtoint %6437 : !llvm.ptr to i64
    %6439 = llvm.mlir.constant(64 : index) : i64
    %6440 = llvm.add %6438, %6439 : i64
    %6441 = llvm.call @malloc(%6440) : (i64) -> !llvm.ptr
    %6442 = llvm.ptrtoint %6441 : !llvm.ptr to i64
    %6443 = llvm.mlir.constant(1 : index) : i64
    %6444 = llvm.sub %6439, %6443 : i64
    %6445 = llvm.add %6442, %6444 : i64
    %6446 = llvm.urem %6445, %6439 : i64
    %6447 = llvm.sub %6445, %6446 : i64
    %6448 = llvm.inttoptr %6447 : i64 to !llvm.ptr
    %6449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6450 = llvm.insertvalue %6441, %6449[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6451 = llvm.insertvalue %6448, %6450[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6452 = llvm.mlir.constant(0 : index) : i64
    %6453 = llvm.insertvalue %6452, %6451[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6454 = llvm.insertvalue %6430, %6453[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6455 = llvm.insertvalue %6431, %6454[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6456 = llvm.insertvalue %6432, %6455[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6457 = llvm.insertvalue %6434, %6456[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6458 = llvm.insertvalue %6432, %6457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6459 = llvm.insertvalue %6433, %6458[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1030(%17 : i64)
  ^bb1030(%6460: i64):  // 2 preds: ^bb1029, ^bb1037
    %6461 = llvm.icmp "slt" %6460, %16 : i64
    llvm.cond_br %6461, ^bb1031, ^bb1038
  ^bb1031:  // pred: ^bb1030
    llvm.br ^bb1032(%17 : i64)
  ^bb1032(%6462: i64):  // 2 preds: ^bb1031, ^bb1036
    %6463 = llvm.icmp "slt" %6462, %15 : i64
    llvm.cond_br %6463, ^bb1033, ^bb1037
  ^bb1033:  // pred: ^bb1032
    llvm.br ^bb1034(%17 : i64)
  ^bb1034(%6464: i64):  // 2 preds: ^bb1033, ^bb1035
    %6465 = llvm.icmp "slt" %6464, %14 : i64
    llvm.cond_br %6465, ^bb1035, ^bb1036
  ^bb1035:  // pred: ^bb1034
    %6466 = llvm.extractvalue %4576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6467 = llvm.mlir.constant(256 : index) : i64
    %6468 = llvm.mul %6460, %6467 overflow<nsw, nuw> : i64
    %6469 = llvm.mlir.constant(32 : index) : i64
    %6470 = llvm.mul %6462, %6469 overflow<nsw, nuw> : i64
    %6471 = llvm.add %6468, %6470 overflow<nsw, nuw> : i64
    %6472 = llvm.add %6471, %6464 overflow<nsw, nuw> : i64
    %6473 = llvm.getelementptr inbounds|nuw %6466[%6472] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6474 = llvm.load %6473 : !llvm.ptr -> f32
    %6475 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6476 = llvm.mlir.constant(256 : index) : i64
    %6477 = llvm.mul %6460, %6476 overflow<nsw, nuw> : i64
    %6478 = llvm.mlir.constant(32 : index) : i64
    %6479 = llvm.mul %6462, %6478 overflow<nsw, nuw> : i64
    %6480 = llvm.add %6477, %6479 overflow<nsw, nuw> : i64
    %6481 = llvm.add %6480, %6464 overflow<nsw, nuw> : i64
    %6482 = llvm.getelementptr inbounds|nuw %6475[%6481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6483 = llvm.load %6482 : !llvm.ptr -> f32
    %6484 = llvm.fadd %6474, %6483 : f32
    %6485 = llvm.extractvalue %6459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6486 = llvm.mlir.constant(256 : index) : i64
    %6487 = llvm.mul %6460, %6486 overflow<nsw, nuw> : i64
    %6488 = llvm.mlir.constant(32 : index) : i64
    %6489 = llvm.mul %6462, %6488 overflow<nsw, nuw> : i64
    %6490 = llvm.add %6487, %6489 overflow<nsw, nuw> : i64
    %6491 = llvm.add %6490, %6464 overflow<nsw, nuw> : i64
    %6492 = llvm.getelementptr inbounds|nuw %6485[%6491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6484, %6492 : f32, !llvm.ptr
    %6493 = llvm.add %6464, %16 : i64
    llvm.br ^bb1034(%6493 : i64)
  ^bb1036:  // pred: ^bb1034
    %6494 = llvm.add %6462, %16 : i64
    llvm.br ^bb1032(%6494 : i64)
  ^bb1037:  // pred: ^bb1032
    %6495 = llvm.add %6460, %16 : i64
    llvm.br ^bb1030(%6495 : i64)
  ^bb1038:  // pred: ^bb1030
    %6496 = llvm.mlir.constant(1 : index) : i64
    %6497 = llvm.mlir.constant(8 : index) : i64
    %6498 = llvm.mlir.constant(1 : index) : i64
    %6499 = llvm.mlir.constant(1 : index) : i64
    %6500 = llvm.mlir.constant(8 : index) : i64
    %6501 = llvm.mlir.zero : !llvm.ptr
    %6502 = llvm.getelementptr %6501[%6500] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6503 = llvm.ptrtoint %6502 : !llvm.ptr to i64
    %6504 = llvm.mlir.constant(64 : index) : i64
    %6505 = llvm.add %6503, %6504 : i64
    %6506 = llvm.call @malloc(%6505) : (i64) -> !llvm.ptr
    %6507 = llvm.ptrtoint %6506 : !llvm.ptr to i64
    %6508 = llvm.mlir.constant(1 : index) : i64
    %6509 = llvm.sub %6504, %6508 : i64
    %6510 = llvm.add %6507, %6509 : i64
    %6511 = llvm.urem %6510, %6504 : i64
    %6512 = llvm.sub %6510, %6511 : i64
    %6513 = llvm.inttoptr %6512 : i64 to !llvm.ptr
    %6514 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6515 = llvm.insertvalue %6506, %6514[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6516 = llvm.insertvalue %6513, %6515[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6517 = llvm.mlir.constant(0 : index) : i64
    %6518 = llvm.insertvalue %6517, %6516[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6519 = llvm.insertvalue %6496, %6518[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6520 = llvm.insertvalue %6497, %6519[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6521 = llvm.insertvalue %6498, %6520[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6522 = llvm.insertvalue %6497, %6521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6523 = llvm.insertvalue %6498, %6522[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6524 = llvm.insertvalue %6499, %6523[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1039(%17 : i64)
  ^bb1039(%6525: i64):  // 2 preds: ^bb1038, ^bb1046
    %6526 = llvm.icmp "slt" %6525, %16 : i64
    llvm.cond_br %6526, ^bb1040, ^bb1047
  ^bb1040:  // pred: ^bb1039
    llvm.br ^bb1041(%17 : i64)
  ^bb1041(%6527: i64):  // 2 preds: ^bb1040, ^bb1045
    %6528 = llvm.icmp "slt" %6527, %15 : i64
    llvm.cond_br %6528, ^bb1042, ^bb1046
  ^bb1042:  // pred: ^bb1041
    llvm.br ^bb1043(%17 : i64)
  ^bb1043(%6529: i64):  // 2 preds: ^bb1042, ^bb1044
    %6530 = llvm.icmp "slt" %6529, %16 : i64
    llvm.cond_br %6530, ^bb1044, ^bb1045
  ^bb1044:  // pred: ^bb1043
    %6531 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6532 = llvm.mlir.constant(8 : index) : i64
    %6533 = llvm.mul %6525, %6532 overflow<nsw, nuw> : i64
    %6534 = llvm.add %6533, %6527 overflow<nsw, nuw> : i64
    %6535 = llvm.add %6534, %6529 overflow<nsw, nuw> : i64
    %6536 = llvm.getelementptr inbounds|nuw %6531[%6535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6537 = llvm.load %6536 : !llvm.ptr -> f32
    %6538 = llvm.extractvalue %6524[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6539 = llvm.mlir.constant(8 : index) : i64
    %6540 = llvm.mul %6525, %6539 overflow<nsw, nuw> : i64
    %6541 = llvm.add %6540, %6527 overflow<nsw, nuw> : i64
    %6542 = llvm.add %6541, %6529 overflow<nsw, nuw> : i64
    %6543 = llvm.getelementptr inbounds|nuw %6538[%6542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6537, %6543 : f32, !llvm.ptr
    %6544 = llvm.add %6529, %16 : i64
    llvm.br ^bb1043(%6544 : i64)
  ^bb1045:  // pred: ^bb1043
    %6545 = llvm.add %6527, %16 : i64
    llvm.br ^bb1041(%6545 : i64)
  ^bb1046:  // pred: ^bb1041
    %6546 = llvm.add %6525, %16 : i64
    llvm.br ^bb1039(%6546 : i64)
  ^bb1047:  // pred: ^bb1039
    llvm.br ^bb1048(%17 : i64)
  ^bb1048(%6547: i64):  // 2 preds: ^bb1047, ^bb1055
    %6548 = llvm.icmp "slt" %6547, %16 : i64
    llvm.cond_br %6548, ^bb1049, ^bb1056
  ^bb1049:  // pred: ^bb1048
    llvm.br ^bb1050(%17 : i64)
  ^bb1050(%6549: i64):  // 2 preds: ^bb1049, ^bb1054
    %6550 = llvm.icmp "slt" %6549, %15 : i64
    llvm.cond_br %6550, ^bb1051, ^bb1055
  ^bb1051:  // pred: ^bb1050
    llvm.br ^bb1052(%17 : i64)
  ^bb1052(%6551: i64):  // 2 preds: ^bb1051, ^bb1053
    %6552 = llvm.icmp "slt" %6551, %14 : i64
    llvm.cond_br %6552, ^bb1053, ^bb1054
  ^bb1053:  // pred: ^bb1052
    %6553 = llvm.extractvalue %6459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6554 = llvm.mlir.constant(256 : index) : i64
    %6555 = llvm.mul %6547, %6554 overflow<nsw, nuw> : i64
    %6556 = llvm.mlir.constant(32 : index) : i64
    %6557 = llvm.mul %6549, %6556 overflow<nsw, nuw> : i64
    %6558 = llvm.add %6555, %6557 overflow<nsw, nuw> : i64
    %6559 = llvm.add %6558, %6551 overflow<nsw, nuw> : i64
    %6560 = llvm.getelementptr inbounds|nuw %6553[%6559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6561 = llvm.load %6560 : !llvm.ptr -> f32
    %6562 = llvm.extractvalue %6524[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6563 = llvm.mlir.constant(8 : index) : i64
    %6564 = llvm.mul %6547, %6563 overflow<nsw, nuw> : i64
    %6565 = llvm.add %6564, %6549 overflow<nsw, nuw> : i64
    %6566 = llvm.add %6565, %17 overflow<nsw, nuw> : i64
    %6567 = llvm.getelementptr inbounds|nuw %6562[%6566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6568 = llvm.load %6567 : !llvm.ptr -> f32
    %6569 = llvm.fmul %6561, %6561 : f32
    %6570 = llvm.fadd %6569, %6568 : f32
    %6571 = llvm.extractvalue %6524[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6572 = llvm.mlir.constant(8 : index) : i64
    %6573 = llvm.mul %6547, %6572 overflow<nsw, nuw> : i64
    %6574 = llvm.add %6573, %6549 overflow<nsw, nuw> : i64
    %6575 = llvm.add %6574, %17 overflow<nsw, nuw> : i64
    %6576 = llvm.getelementptr inbounds|nuw %6571[%6575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6570, %6576 : f32, !llvm.ptr
    %6577 = llvm.add %6551, %16 : i64
    llvm.br ^bb1052(%6577 : i64)
  ^bb1054:  // pred: ^bb1052
    %6578 = llvm.add %6549, %16 : i64
    llvm.br ^bb1050(%6578 : i64)
  ^bb1055:  // pred: ^bb1050
    %6579 = llvm.add %6547, %16 : i64
    llvm.br ^bb1048(%6579 : i64)
  ^bb1056:  // pred: ^bb1048
    llvm.br ^bb1057(%17 : i64)
  ^bb1057(%6580: i64):  // 2 preds: ^bb1056, ^bb1064
    %6581 = llvm.icmp "slt" %6580, %16 : i64
    llvm.cond_br %6581, ^bb1058, ^bb1065
  ^bb1058:  // pred: ^bb1057
    llvm.br ^bb1059(%17 : i64)
  ^bb1059(%6582: i64):  // 2 preds: ^bb1058, ^bb1063
    %6583 = llvm.icmp "slt" %6582, %15 : i64
    llvm.cond_br %6583, ^bb1060, ^bb1064
  ^bb1060:  // pred: ^bb1059
    llvm.br ^bb1061(%17 : i64)
  ^bb1061(%6584: i64):  // 2 preds: ^bb1060, ^bb1062
    %6585 = llvm.icmp "slt" %6584, %14 : i64
    llvm.cond_br %6585, ^bb1062, ^bb1063
  ^bb1062:  // pred: ^bb1061
    %6586 = llvm.extractvalue %140[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6587 = llvm.getelementptr inbounds|nuw %6586[%6584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6588 = llvm.load %6587 : !llvm.ptr -> f32
    %6589 = llvm.extractvalue %6459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6590 = llvm.mlir.constant(256 : index) : i64
    %6591 = llvm.mul %6580, %6590 overflow<nsw, nuw> : i64
    %6592 = llvm.mlir.constant(32 : index) : i64
    %6593 = llvm.mul %6582, %6592 overflow<nsw, nuw> : i64
    %6594 = llvm.add %6591, %6593 overflow<nsw, nuw> : i64
    %6595 = llvm.add %6594, %6584 overflow<nsw, nuw> : i64
    %6596 = llvm.getelementptr inbounds|nuw %6589[%6595] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6597 = llvm.load %6596 : !llvm.ptr -> f32
    %6598 = llvm.extractvalue %6524[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6599 = llvm.mlir.constant(8 : index) : i64
    %6600 = llvm.mul %6580, %6599 overflow<nsw, nuw> : i64
    %6601 = llvm.add %6600, %6582 overflow<nsw, nuw> : i64
    %6602 = llvm.add %6601, %17 overflow<nsw, nuw> : i64
    %6603 = llvm.getelementptr inbounds|nuw %6598[%6602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6604 = llvm.load %6603 : !llvm.ptr -> f32
    %6605 = llvm.fdiv %6604, %19 : f32
    %6606 = llvm.fptrunc %20 : f64 to f32
    %6607 = llvm.fadd %6605, %6606 : f32
    %6608 = llvm.intr.sqrt(%6607) : (f32) -> f32
    %6609 = llvm.fdiv %28, %6608 : f32
    %6610 = llvm.fmul %6597, %6609 : f32
    %6611 = llvm.fmul %6588, %6610 : f32
    %6612 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6613 = llvm.mlir.constant(256 : index) : i64
    %6614 = llvm.mul %6580, %6613 overflow<nsw, nuw> : i64
    %6615 = llvm.mlir.constant(32 : index) : i64
    %6616 = llvm.mul %6582, %6615 overflow<nsw, nuw> : i64
    %6617 = llvm.add %6614, %6616 overflow<nsw, nuw> : i64
    %6618 = llvm.add %6617, %6584 overflow<nsw, nuw> : i64
    %6619 = llvm.getelementptr inbounds|nuw %6612[%6618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6611, %6619 : f32, !llvm.ptr
    %6620 = llvm.add %6584, %16 : i64
    llvm.br ^bb1061(%6620 : i64)
  ^bb1063:  // pred: ^bb1061
    %6621 = llvm.add %6582, %16 : i64
    llvm.br ^bb1059(%6621 : i64)
  ^bb1064:  // pred: ^bb1059
    %6622 = llvm.add %6580, %16 : i64
    llvm.br ^bb1057(%6622 : i64)
  ^bb1065:  // pred: ^bb1057
    %6623 = llvm.mlir.constant(1 : index) : i64
    %6624 = llvm.mlir.constant(8 : index) : i64
    %6625 = llvm.mlir.constant(64 : index) : i64
    %6626 = llvm.mlir.constant(1 : index) : i64
    %6627 = llvm.mlir.constant(512 : index) : i64
    %6628 = llvm.mlir.constant(512 : index) : i64
    %6629 = llvm.mlir.zero : !llvm.ptr
    %6630 = llvm.getelementptr %6629[%6628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6631 = llvm.ptrtoint %6630 : !llvm.ptr to i64
    %6632 = llvm.mlir.constant(64 : index) : i64
    %6633 = llvm.add %6631, %6632 : i64
    %6634 = llvm.call @malloc(%6633) : (i64) -> !llvm.ptr
    %6635 = llvm.ptrtoint %6634 : !llvm.ptr to i64
    %6636 = llvm.mlir.constant(1 : index) : i64
    %6637 = llvm.sub %6632, %6636 : i64
    %6638 = llvm.add %6635, %6637 : i64
    %6639 = llvm.urem %6638, %6632 : i64
    %6640 = llvm.sub %6638, %6639 : i64
    %6641 = llvm.inttoptr %6640 : i64 to !llvm.ptr
    %6642 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6643 = llvm.insertvalue %6634, %6642[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6644 = llvm.insertvalue %6641, %6643[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6645 = llvm.mlir.constant(0 : index) : i64
    %6646 = llvm.insertvalue %6645, %6644[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6647 = llvm.insertvalue %6623, %6646[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6648 = llvm.insertvalue %6624, %6647[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6649 = llvm.insertvalue %6625, %6648[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6650 = llvm.insertvalue %6627, %6649[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6651 = llvm.insertvalue %6625, %6650[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6652 = llvm.insertvalue %6626, %6651[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1066(%17 : i64)
  ^bb1066(%6653: i64):  // 2 preds: ^bb1065, ^bb1073
    %6654 = llvm.icmp "slt" %6653, %16 : i64
    llvm.cond_br %6654, ^bb1067, ^bb1074
  ^bb1067:  // pred: ^bb1066
    llvm.br ^bb1068(%17 : i64)
  ^bb1068(%6655: i64):  // 2 preds: ^bb1067, ^bb1072
    %6656 = llvm.icmp "slt" %6655, %15 : i64
    llvm.cond_br %6656, ^bb1069, ^bb1073
  ^bb1069:  // pred: ^bb1068
    llvm.br ^bb1070(%17 : i64)
  ^bb1070(%6657: i64):  // 2 preds: ^bb1069, ^bb1071
    %6658 = llvm.icmp "slt" %6657, %10 : i64
    llvm.cond_br %6658, ^bb1071, ^bb1072
  ^bb1071:  // pred: ^bb1070
    %6659 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6660 = llvm.mlir.constant(512 : index) : i64
    %6661 = llvm.mul %6653, %6660 overflow<nsw, nuw> : i64
    %6662 = llvm.mlir.constant(64 : index) : i64
    %6663 = llvm.mul %6655, %6662 overflow<nsw, nuw> : i64
    %6664 = llvm.add %6661, %6663 overflow<nsw, nuw> : i64
    %6665 = llvm.add %6664, %6657 overflow<nsw, nuw> : i64
    %6666 = llvm.getelementptr inbounds|nuw %6659[%6665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6667 = llvm.load %6666 : !llvm.ptr -> f32
    %6668 = llvm.extractvalue %6652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6669 = llvm.mlir.constant(512 : index) : i64
    %6670 = llvm.mul %6653, %6669 overflow<nsw, nuw> : i64
    %6671 = llvm.mlir.constant(64 : index) : i64
    %6672 = llvm.mul %6655, %6671 overflow<nsw, nuw> : i64
    %6673 = llvm.add %6670, %6672 overflow<nsw, nuw> : i64
    %6674 = llvm.add %6673, %6657 overflow<nsw, nuw> : i64
    %6675 = llvm.getelementptr inbounds|nuw %6668[%6674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6667, %6675 : f32, !llvm.ptr
    %6676 = llvm.add %6657, %16 : i64
    llvm.br ^bb1070(%6676 : i64)
  ^bb1072:  // pred: ^bb1070
    %6677 = llvm.add %6655, %16 : i64
    llvm.br ^bb1068(%6677 : i64)
  ^bb1073:  // pred: ^bb1068
    %6678 = llvm.add %6653, %16 : i64
    llvm.br ^bb1066(%6678 : i64)
  ^bb1074:  // pred: ^bb1066
    llvm.br ^bb1075(%17 : i64)
  ^bb1075(%6679: i64):  // 2 preds: ^bb1074, ^bb1085
    %6680 = llvm.icmp "slt" %6679, %16 : i64
    llvm.cond_br %6680, ^bb1076, ^bb1086
  ^bb1076:  // pred: ^bb1075
    llvm.br ^bb1077(%17 : i64)
  ^bb1077(%6681: i64):  // 2 preds: ^bb1076, ^bb1084
    %6682 = llvm.icmp "slt" %6681, %15 : i64
    llvm.cond_br %6682, ^bb1078, ^bb1085
  ^bb1078:  // pred: ^bb1077
    llvm.br ^bb1079(%17 : i64)
  ^bb1079(%6683: i64):  // 2 preds: ^bb1078, ^bb1083
    %6684 = llvm.icmp "slt" %6683, %10 : i64
    llvm.cond_br %6684, ^bb1080, ^bb1084
  ^bb1080:  // pred: ^bb1079
    llvm.br ^bb1081(%17 : i64)
  ^bb1081(%6685: i64):  // 2 preds: ^bb1080, ^bb1082
    %6686 = llvm.icmp "slt" %6685, %14 : i64
    llvm.cond_br %6686, ^bb1082, ^bb1083
  ^bb1082:  // pred: ^bb1081
    %6687 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6688 = llvm.mlir.constant(256 : index) : i64
    %6689 = llvm.mul %6679, %6688 overflow<nsw, nuw> : i64
    %6690 = llvm.mlir.constant(32 : index) : i64
    %6691 = llvm.mul %6681, %6690 overflow<nsw, nuw> : i64
    %6692 = llvm.add %6689, %6691 overflow<nsw, nuw> : i64
    %6693 = llvm.add %6692, %6685 overflow<nsw, nuw> : i64
    %6694 = llvm.getelementptr inbounds|nuw %6687[%6693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6695 = llvm.load %6694 : !llvm.ptr -> f32
    %6696 = llvm.extractvalue %124[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6697 = llvm.mlir.constant(32 : index) : i64
    %6698 = llvm.mul %6683, %6697 overflow<nsw, nuw> : i64
    %6699 = llvm.add %6698, %6685 overflow<nsw, nuw> : i64
    %6700 = llvm.getelementptr inbounds|nuw %6696[%6699] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6701 = llvm.load %6700 : !llvm.ptr -> f32
    %6702 = llvm.extractvalue %6652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6703 = llvm.mlir.constant(512 : index) : i64
    %6704 = llvm.mul %6679, %6703 overflow<nsw, nuw> : i64
    %6705 = llvm.mlir.constant(64 : index) : i64
    %6706 = llvm.mul %6681, %6705 overflow<nsw, nuw> : i64
    %6707 = llvm.add %6704, %6706 overflow<nsw, nuw> : i64
    %6708 = llvm.add %6707, %6683 overflow<nsw, nuw> : i64
    %6709 = llvm.getelementptr inbounds|nuw %6702[%6708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6710 = llvm.load %6709 : !llvm.ptr -> f32
    %6711 = llvm.fmul %6695, %6701 : f32
    %6712 = llvm.fadd %6710, %6711 : f32
    %6713 = llvm.extractvalue %6652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6714 = llvm.mlir.constant(512 : index) : i64
    %6715 = llvm.mul %6679, %6714 overflow<nsw, nuw> : i64
    %6716 = llvm.mlir.constant(64 : index) : i64
    %6717 = llvm.mul %6681, %6716 overflow<nsw, nuw> : i64
    %6718 = llvm.add %6715, %6717 overflow<nsw, nuw> : i64
    %6719 = llvm.add %6718, %6683 overflow<nsw, nuw> : i64
    %6720 = llvm.getelementptr inbounds|nuw %6713[%6719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6712, %6720 : f32, !llvm.ptr
    %6721 = llvm.add %6685, %16 : i64
    llvm.br ^bb1081(%6721 : i64)
  ^bb1083:  // pred: ^bb1081
    %6722 = llvm.add %6683, %16 : i64
    llvm.br ^bb1079(%6722 : i64)
  ^bb1084:  // pred: ^bb1079
    %6723 = llvm.add %6681, %16 : i64
    llvm.br ^bb1077(%6723 : i64)
  ^bb1085:  // pred: ^bb1077
    %6724 = llvm.add %6679, %16 : i64
    llvm.br ^bb1075(%6724 : i64)
  ^bb1086:  // pred: ^bb1075
    llvm.br ^bb1087(%17 : i64)
  ^bb1087(%6725: i64):  // 2 preds: ^bb1086, ^bb1097
    %6726 = llvm.icmp "slt" %6725, %16 : i64
    llvm.cond_br %6726, ^bb1088, ^bb1098
  ^bb1088:  // pred: ^bb1087
    llvm.br ^bb1089(%17 : i64)
  ^bb1089(%6727: i64):  // 2 preds: ^bb1088, ^bb1096
    %6728 = llvm.icmp "slt" %6727, %15 : i64
    llvm.cond_br %6728, ^bb1090, ^bb1097
  ^bb1090:  // pred: ^bb1089
    llvm.br ^bb1091(%17 : i64)
  ^bb1091(%6729: i64):  // 2 preds: ^bb1090, ^bb1095
    %6730 = llvm.icmp "slt" %6729, %10 : i64
    llvm.cond_br %6730, ^bb1092, ^bb1096
  ^bb1092:  // pred: ^bb1091
    llvm.br ^bb1093(%17 : i64)
  ^bb1093(%6731: i64):  // 2 preds: ^bb1092, ^bb1094
    %6732 = llvm.icmp "slt" %6731, %14 : i64
    llvm.cond_br %6732, ^bb1094, ^bb1095
  ^bb1094:  // pred: ^bb1093
    %6733 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6734 = llvm.mlir.constant(256 : index) : i64
    %6735 = llvm.mul %6725, %6734 overflow<nsw, nuw> : i64
    %6736 = llvm.mlir.constant(32 : index) : i64
    %6737 = llvm.mul %6727, %6736 overflow<nsw, nuw> : i64
    %6738 = llvm.add %6735, %6737 overflow<nsw, nuw> : i64
    %6739 = llvm.add %6738, %6731 overflow<nsw, nuw> : i64
    %6740 = llvm.getelementptr inbounds|nuw %6733[%6739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6741 = llvm.load %6740 : !llvm.ptr -> f32
    %6742 = llvm.extractvalue %104[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6743 = llvm.mlir.constant(32 : index) : i64
    %6744 = llvm.mul %6729, %6743 overflow<nsw, nuw> : i64
    %6745 = llvm.add %6744, %6731 overflow<nsw, nuw> : i64
    %6746 = llvm.getelementptr inbounds|nuw %6742[%6745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6747 = llvm.load %6746 : !llvm.ptr -> f32
    %6748 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6749 = llvm.mlir.constant(512 : index) : i64
    %6750 = llvm.mul %6725, %6749 overflow<nsw, nuw> : i64
    %6751 = llvm.mlir.constant(64 : index) : i64
    %6752 = llvm.mul %6727, %6751 overflow<nsw, nuw> : i64
    %6753 = llvm.add %6750, %6752 overflow<nsw, nuw> : i64
    %6754 = llvm.add %6753, %6729 overflow<nsw, nuw> : i64
    %6755 = llvm.getelementptr inbounds|nuw %6748[%6754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6756 = llvm.load %6755 : !llvm.ptr -> f32
    %6757 = llvm.fmul %6741, %6747 : f32
    %6758 = llvm.fadd %6756, %6757 : f32
    %6759 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6760 = llvm.mlir.constant(512 : index) : i64
    %6761 = llvm.mul %6725, %6760 overflow<nsw, nuw> : i64
    %6762 = llvm.mlir.constant(64 : index) : i64
    %6763 = llvm.mul %6727, %6762 overflow<nsw, nuw> : i64
    %6764 = llvm.add %6761, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.add %6764, %6729 overflow<nsw, nuw> : i64
    %6766 = llvm.getelementptr inbounds|nuw %6759[%6765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6758, %6766 : f32, !llvm.ptr
    %6767 = llvm.add %6731, %16 : i64
    llvm.br ^bb1093(%6767 : i64)
  ^bb1095:  // pred: ^bb1093
    %6768 = llvm.add %6729, %16 : i64
    llvm.br ^bb1091(%6768 : i64)
  ^bb1096:  // pred: ^bb1091
    %6769 = llvm.add %6727, %16 : i64
    llvm.br ^bb1089(%6769 : i64)
  ^bb1097:  // pred: ^bb1089
    %6770 = llvm.add %6725, %16 : i64
    llvm.br ^bb1087(%6770 : i64)
  ^bb1098:  // pred: ^bb1087
    llvm.br ^bb1099(%17 : i64)
  ^bb1099(%6771: i64):  // 2 preds: ^bb1098, ^bb1109
    %6772 = llvm.icmp "slt" %6771, %16 : i64
    llvm.cond_br %6772, ^bb1100, ^bb1110
  ^bb1100:  // pred: ^bb1099
    llvm.br ^bb1101(%17 : i64)
  ^bb1101(%6773: i64):  // 2 preds: ^bb1100, ^bb1108
    %6774 = llvm.icmp "slt" %6773, %15 : i64
    llvm.cond_br %6774, ^bb1102, ^bb1109
  ^bb1102:  // pred: ^bb1101
    llvm.br ^bb1103(%17 : i64)
  ^bb1103(%6775: i64):  // 2 preds: ^bb1102, ^bb1107
    %6776 = llvm.icmp "slt" %6775, %14 : i64
    llvm.cond_br %6776, ^bb1104, ^bb1108
  ^bb1104:  // pred: ^bb1103
    llvm.br ^bb1105(%17 : i64)
  ^bb1105(%6777: i64):  // 2 preds: ^bb1104, ^bb1106
    %6778 = llvm.icmp "slt" %6777, %10 : i64
    llvm.cond_br %6778, ^bb1106, ^bb1107
  ^bb1106:  // pred: ^bb1105
    %6779 = llvm.extractvalue %6652[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6780 = llvm.mlir.constant(512 : index) : i64
    %6781 = llvm.mul %6771, %6780 overflow<nsw, nuw> : i64
    %6782 = llvm.mlir.constant(64 : index) : i64
    %6783 = llvm.mul %6773, %6782 overflow<nsw, nuw> : i64
    %6784 = llvm.add %6781, %6783 overflow<nsw, nuw> : i64
    %6785 = llvm.add %6784, %6777 overflow<nsw, nuw> : i64
    %6786 = llvm.getelementptr inbounds|nuw %6779[%6785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6787 = llvm.load %6786 : !llvm.ptr -> f32
    %6788 = llvm.extractvalue %4224[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6789 = llvm.mlir.constant(512 : index) : i64
    %6790 = llvm.mul %6771, %6789 overflow<nsw, nuw> : i64
    %6791 = llvm.mlir.constant(64 : index) : i64
    %6792 = llvm.mul %6773, %6791 overflow<nsw, nuw> : i64
    %6793 = llvm.add %6790, %6792 overflow<nsw, nuw> : i64
    %6794 = llvm.add %6793, %6777 overflow<nsw, nuw> : i64
    %6795 = llvm.getelementptr inbounds|nuw %6788[%6794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6796 = llvm.load %6795 : !llvm.ptr -> f32
    %6797 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6798 = llvm.mlir.constant(64 : index) : i64
    %6799 = llvm.mul %6775, %6798 overflow<nsw, nuw> : i64
    %6800 = llvm.add %6799, %6777 overflow<nsw, nuw> : i64
    %6801 = llvm.getelementptr inbounds|nuw %6797[%6800] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6802 = llvm.load %6801 : !llvm.ptr -> f32
    %6803 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6804 = llvm.mlir.constant(256 : index) : i64
    %6805 = llvm.mul %6771, %6804 overflow<nsw, nuw> : i64
    %6806 = llvm.mlir.constant(32 : index) : i64
    %6807 = llvm.mul %6773, %6806 overflow<nsw, nuw> : i64
    %6808 = llvm.add %6805, %6807 overflow<nsw, nuw> : i64
    %6809 = llvm.add %6808, %6775 overflow<nsw, nuw> : i64
    %6810 = llvm.getelementptr inbounds|nuw %6803[%6809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6811 = llvm.load %6810 : !llvm.ptr -> f32
    %6812 = llvm.fneg %6787 : f32
    %6813 = llvm.fmul %6812, %8 : f32
    %6814 = llvm.intr.exp2(%6813) : (f32) -> f32
    %6815 = llvm.fadd %6814, %28 : f32
    %6816 = llvm.fdiv %28, %6815 : f32
    %6817 = llvm.fmul %6787, %6816 : f32
    %6818 = llvm.fmul %6817, %6796 : f32
    %6819 = llvm.fmul %6818, %6802 : f32
    %6820 = llvm.fadd %6811, %6819 : f32
    %6821 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6822 = llvm.mlir.constant(256 : index) : i64
    %6823 = llvm.mul %6771, %6822 overflow<nsw, nuw> : i64
    %6824 = llvm.mlir.constant(32 : index) : i64
    %6825 = llvm.mul %6773, %6824 overflow<nsw, nuw> : i64
    %6826 = llvm.add %6823, %6825 overflow<nsw, nuw> : i64
    %6827 = llvm.add %6826, %6775 overflow<nsw, nuw> : i64
    %6828 = llvm.getelementptr inbounds|nuw %6821[%6827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6820, %6828 : f32, !llvm.ptr
    %6829 = llvm.add %6777, %16 : i64
    llvm.br ^bb1105(%6829 : i64)
  ^bb1107:  // pred: ^bb1105
    %6830 = llvm.add %6775, %16 : i64
    llvm.br ^bb1103(%6830 : i64)
  ^bb1108:  // pred: ^bb1103
    %6831 = llvm.add %6773, %16 : i64
    llvm.br ^bb1101(%6831 : i64)
  ^bb1109:  // pred: ^bb1101
    %6832 = llvm.add %6771, %16 : i64
    llvm.br ^bb1099(%6832 : i64)
  ^bb1110:  // pred: ^bb1099
    llvm.br ^bb1111(%17 : i64)
  ^bb1111(%6833: i64):  // 2 preds: ^bb1110, ^bb1118
    %6834 = llvm.icmp "slt" %6833, %16 : i64
    llvm.cond_br %6834, ^bb1112, ^bb1119
  ^bb1112:  // pred: ^bb1111
    llvm.br ^bb1113(%17 : i64)
  ^bb1113(%6835: i64):  // 2 preds: ^bb1112, ^bb1117
    %6836 = llvm.icmp "slt" %6835, %15 : i64
    llvm.cond_br %6836, ^bb1114, ^bb1118
  ^bb1114:  // pred: ^bb1113
    llvm.br ^bb1115(%17 : i64)
  ^bb1115(%6837: i64):  // 2 preds: ^bb1114, ^bb1116
    %6838 = llvm.icmp "slt" %6837, %14 : i64
    llvm.cond_br %6838, ^bb1116, ^bb1117
  ^bb1116:  // pred: ^bb1115
    %6839 = llvm.extractvalue %6459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6840 = llvm.mlir.constant(256 : index) : i64
    %6841 = llvm.mul %6833, %6840 overflow<nsw, nuw> : i64
    %6842 = llvm.mlir.constant(32 : index) : i64
    %6843 = llvm.mul %6835, %6842 overflow<nsw, nuw> : i64
    %6844 = llvm.add %6841, %6843 overflow<nsw, nuw> : i64
    %6845 = llvm.add %6844, %6837 overflow<nsw, nuw> : i64
    %6846 = llvm.getelementptr inbounds|nuw %6839[%6845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6847 = llvm.load %6846 : !llvm.ptr -> f32
    %6848 = llvm.extractvalue %3864[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6849 = llvm.mlir.constant(256 : index) : i64
    %6850 = llvm.mul %6833, %6849 overflow<nsw, nuw> : i64
    %6851 = llvm.mlir.constant(32 : index) : i64
    %6852 = llvm.mul %6835, %6851 overflow<nsw, nuw> : i64
    %6853 = llvm.add %6850, %6852 overflow<nsw, nuw> : i64
    %6854 = llvm.add %6853, %6837 overflow<nsw, nuw> : i64
    %6855 = llvm.getelementptr inbounds|nuw %6848[%6854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6856 = llvm.load %6855 : !llvm.ptr -> f32
    %6857 = llvm.fadd %6847, %6856 : f32
    %6858 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6859 = llvm.mlir.constant(256 : index) : i64
    %6860 = llvm.mul %6833, %6859 overflow<nsw, nuw> : i64
    %6861 = llvm.mlir.constant(32 : index) : i64
    %6862 = llvm.mul %6835, %6861 overflow<nsw, nuw> : i64
    %6863 = llvm.add %6860, %6862 overflow<nsw, nuw> : i64
    %6864 = llvm.add %6863, %6837 overflow<nsw, nuw> : i64
    %6865 = llvm.getelementptr inbounds|nuw %6858[%6864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6857, %6865 : f32, !llvm.ptr
    %6866 = llvm.add %6837, %16 : i64
    llvm.br ^bb1115(%6866 : i64)
  ^bb1117:  // pred: ^bb1115
    %6867 = llvm.add %6835, %16 : i64
    llvm.br ^bb1113(%6867 : i64)
  ^bb1118:  // pred: ^bb1113
    %6868 = llvm.add %6833, %16 : i64
    llvm.br ^bb1111(%6868 : i64)
  ^bb1119:  // pred: ^bb1111
    llvm.br ^bb1120(%17 : i64)
  ^bb1120(%6869: i64):  // 2 preds: ^bb1119, ^bb1127
    %6870 = llvm.icmp "slt" %6869, %16 : i64
    llvm.cond_br %6870, ^bb1121, ^bb1128
  ^bb1121:  // pred: ^bb1120
    llvm.br ^bb1122(%17 : i64)
  ^bb1122(%6871: i64):  // 2 preds: ^bb1121, ^bb1126
    %6872 = llvm.icmp "slt" %6871, %15 : i64
    llvm.cond_br %6872, ^bb1123, ^bb1127
  ^bb1123:  // pred: ^bb1122
    llvm.br ^bb1124(%17 : i64)
  ^bb1124(%6873: i64):  // 2 preds: ^bb1123, ^bb1125
    %6874 = llvm.icmp "slt" %6873, %14 : i64
    llvm.cond_br %6874, ^bb1125, ^bb1126
  ^bb1125:  // pred: ^bb1124
    %6875 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6876 = llvm.mlir.constant(256 : index) : i64
    %6877 = llvm.mul %6869, %6876 overflow<nsw, nuw> : i64
    %6878 = llvm.mlir.constant(32 : index) : i64
    %6879 = llvm.mul %6871, %6878 overflow<nsw, nuw> : i64
    %6880 = llvm.add %6877, %6879 overflow<nsw, nuw> : i64
    %6881 = llvm.add %6880, %6873 overflow<nsw, nuw> : i64
    %6882 = llvm.getelementptr inbounds|nuw %6875[%6881] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6883 = llvm.load %6882 : !llvm.ptr -> f32
    %6884 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6885 = llvm.mlir.constant(8 : index) : i64
    %6886 = llvm.mul %6869, %6885 overflow<nsw, nuw> : i64
    %6887 = llvm.add %6886, %6871 overflow<nsw, nuw> : i64
    %6888 = llvm.add %6887, %17 overflow<nsw, nuw> : i64
    %6889 = llvm.getelementptr inbounds|nuw %6884[%6888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6890 = llvm.load %6889 : !llvm.ptr -> f32
    %6891 = llvm.fmul %6883, %6883 : f32
    %6892 = llvm.fadd %6891, %6890 : f32
    %6893 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6894 = llvm.mlir.constant(8 : index) : i64
    %6895 = llvm.mul %6869, %6894 overflow<nsw, nuw> : i64
    %6896 = llvm.add %6895, %6871 overflow<nsw, nuw> : i64
    %6897 = llvm.add %6896, %17 overflow<nsw, nuw> : i64
    %6898 = llvm.getelementptr inbounds|nuw %6893[%6897] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6892, %6898 : f32, !llvm.ptr
    %6899 = llvm.add %6873, %16 : i64
    llvm.br ^bb1124(%6899 : i64)
  ^bb1126:  // pred: ^bb1124
    %6900 = llvm.add %6871, %16 : i64
    llvm.br ^bb1122(%6900 : i64)
  ^bb1127:  // pred: ^bb1122
    %6901 = llvm.add %6869, %16 : i64
    llvm.br ^bb1120(%6901 : i64)
  ^bb1128:  // pred: ^bb1120
    %6902 = llvm.mlir.constant(1 : index) : i64
    %6903 = llvm.mlir.constant(8 : index) : i64
    %6904 = llvm.mlir.constant(128 : index) : i64
    %6905 = llvm.mlir.constant(1 : index) : i64
    %6906 = llvm.mlir.constant(1024 : index) : i64
    %6907 = llvm.mlir.constant(1024 : index) : i64
    %6908 = llvm.mlir.zero : !llvm.ptr
    %6909 = llvm.getelementptr %6908[%6907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6910 = llvm.ptrtoint %6909 : !llvm.ptr to i64
    %6911 = llvm.mlir.constant(64 : index) : i64
    %6912 = llvm.add %6910, %6911 : i64
    %6913 = llvm.call @malloc(%6912) : (i64) -> !llvm.ptr
    %6914 = llvm.ptrtoint %6913 : !llvm.ptr to i64
    %6915 = llvm.mlir.constant(1 : index) : i64
    %6916 = llvm.sub %6911, %6915 : i64
    %6917 = llvm.add %6914, %6916 : i64
    %6918 = llvm.urem %6917, %6911 : i64
    %6919 = llvm.sub %6917, %6918 : i64
    %6920 = llvm.inttoptr %6919 : i64 to !llvm.ptr
    %6921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6922 = llvm.insertvalue %6913, %6921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6923 = llvm.insertvalue %6920, %6922[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6924 = llvm.mlir.constant(0 : index) : i64
    %6925 = llvm.insertvalue %6924, %6923[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6926 = llvm.insertvalue %6902, %6925[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6927 = llvm.insertvalue %6903, %6926[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6928 = llvm.insertvalue %6904, %6927[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6929 = llvm.insertvalue %6906, %6928[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6930 = llvm.insertvalue %6904, %6929[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6931 = llvm.insertvalue %6905, %6930[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1129(%17 : i64)
  ^bb1129(%6932: i64):  // 2 preds: ^bb1128, ^bb1136
    %6933 = llvm.icmp "slt" %6932, %16 : i64
    llvm.cond_br %6933, ^bb1130, ^bb1137
  ^bb1130:  // pred: ^bb1129
    llvm.br ^bb1131(%17 : i64)
  ^bb1131(%6934: i64):  // 2 preds: ^bb1130, ^bb1135
    %6935 = llvm.icmp "slt" %6934, %15 : i64
    llvm.cond_br %6935, ^bb1132, ^bb1136
  ^bb1132:  // pred: ^bb1131
    llvm.br ^bb1133(%17 : i64)
  ^bb1133(%6936: i64):  // 2 preds: ^bb1132, ^bb1134
    %6937 = llvm.icmp "slt" %6936, %9 : i64
    llvm.cond_br %6937, ^bb1134, ^bb1135
  ^bb1134:  // pred: ^bb1133
    %6938 = llvm.extractvalue %6931[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6939 = llvm.mlir.constant(1024 : index) : i64
    %6940 = llvm.mul %6932, %6939 overflow<nsw, nuw> : i64
    %6941 = llvm.mlir.constant(128 : index) : i64
    %6942 = llvm.mul %6934, %6941 overflow<nsw, nuw> : i64
    %6943 = llvm.add %6940, %6942 overflow<nsw, nuw> : i64
    %6944 = llvm.add %6943, %6936 overflow<nsw, nuw> : i64
    %6945 = llvm.getelementptr inbounds|nuw %6938[%6944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %6945 : f32, !llvm.ptr
    %6946 = llvm.add %6936, %16 : i64
    llvm.br ^bb1133(%6946 : i64)
  ^bb1135:  // pred: ^bb1133
    %6947 = llvm.add %6934, %16 : i64
    llvm.br ^bb1131(%6947 : i64)
  ^bb1136:  // pred: ^bb1131
    %6948 = llvm.add %6932, %16 : i64
    llvm.br ^bb1129(%6948 : i64)
  ^bb1137:  // pred: ^bb1129
    llvm.br ^bb1138(%17 : i64)
  ^bb1138(%6949: i64):  // 2 preds: ^bb1137, ^bb1148
    %6950 = llvm.icmp "slt" %6949, %16 : i64
    llvm.cond_br %6950, ^bb1139, ^bb1149
  ^bb1139:  // pred: ^bb1138
    llvm.br ^bb1140(%17 : i64)
  ^bb1140(%6951: i64):  // 2 preds: ^bb1139, ^bb1147
    %6952 = llvm.icmp "slt" %6951, %15 : i64
    llvm.cond_br %6952, ^bb1141, ^bb1148
  ^bb1141:  // pred: ^bb1140
    llvm.br ^bb1142(%17 : i64)
  ^bb1142(%6953: i64):  // 2 preds: ^bb1141, ^bb1146
    %6954 = llvm.icmp "slt" %6953, %9 : i64
    llvm.cond_br %6954, ^bb1143, ^bb1147
  ^bb1143:  // pred: ^bb1142
    llvm.br ^bb1144(%17 : i64)
  ^bb1144(%6955: i64):  // 2 preds: ^bb1143, ^bb1145
    %6956 = llvm.icmp "slt" %6955, %14 : i64
    llvm.cond_br %6956, ^bb1145, ^bb1146
  ^bb1145:  // pred: ^bb1144
    %6957 = llvm.extractvalue %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6958 = llvm.getelementptr inbounds|nuw %6957[%6955] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6959 = llvm.load %6958 : !llvm.ptr -> f32
    %6960 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6961 = llvm.mlir.constant(256 : index) : i64
    %6962 = llvm.mul %6949, %6961 overflow<nsw, nuw> : i64
    %6963 = llvm.mlir.constant(32 : index) : i64
    %6964 = llvm.mul %6951, %6963 overflow<nsw, nuw> : i64
    %6965 = llvm.add %6962, %6964 overflow<nsw, nuw> : i64
    %6966 = llvm.add %6965, %6955 overflow<nsw, nuw> : i64
    %6967 = llvm.getelementptr inbounds|nuw %6960[%6966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6968 = llvm.load %6967 : !llvm.ptr -> f32
    %6969 = llvm.extractvalue %1167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6970 = llvm.mlir.constant(8 : index) : i64
    %6971 = llvm.mul %6949, %6970 overflow<nsw, nuw> : i64
    %6972 = llvm.add %6971, %6951 overflow<nsw, nuw> : i64
    %6973 = llvm.add %6972, %17 overflow<nsw, nuw> : i64
    %6974 = llvm.getelementptr inbounds|nuw %6969[%6973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6975 = llvm.load %6974 : !llvm.ptr -> f32
    %6976 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6977 = llvm.mlir.constant(32 : index) : i64
    %6978 = llvm.mul %6953, %6977 overflow<nsw, nuw> : i64
    %6979 = llvm.add %6978, %6955 overflow<nsw, nuw> : i64
    %6980 = llvm.getelementptr inbounds|nuw %6976[%6979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6981 = llvm.load %6980 : !llvm.ptr -> f32
    %6982 = llvm.extractvalue %6931[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6983 = llvm.mlir.constant(1024 : index) : i64
    %6984 = llvm.mul %6949, %6983 overflow<nsw, nuw> : i64
    %6985 = llvm.mlir.constant(128 : index) : i64
    %6986 = llvm.mul %6951, %6985 overflow<nsw, nuw> : i64
    %6987 = llvm.add %6984, %6986 overflow<nsw, nuw> : i64
    %6988 = llvm.add %6987, %6953 overflow<nsw, nuw> : i64
    %6989 = llvm.getelementptr inbounds|nuw %6982[%6988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6990 = llvm.load %6989 : !llvm.ptr -> f32
    %6991 = llvm.fdiv %6975, %19 : f32
    %6992 = llvm.fptrunc %20 : f64 to f32
    %6993 = llvm.fadd %6991, %6992 : f32
    %6994 = llvm.intr.sqrt(%6993) : (f32) -> f32
    %6995 = llvm.fdiv %28, %6994 : f32
    %6996 = llvm.fmul %6968, %6995 : f32
    %6997 = llvm.fmul %6959, %6996 : f32
    %6998 = llvm.fmul %6997, %6981 : f32
    %6999 = llvm.fadd %6990, %6998 : f32
    %7000 = llvm.extractvalue %6931[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7001 = llvm.mlir.constant(1024 : index) : i64
    %7002 = llvm.mul %6949, %7001 overflow<nsw, nuw> : i64
    %7003 = llvm.mlir.constant(128 : index) : i64
    %7004 = llvm.mul %6951, %7003 overflow<nsw, nuw> : i64
    %7005 = llvm.add %7002, %7004 overflow<nsw, nuw> : i64
    %7006 = llvm.add %7005, %6953 overflow<nsw, nuw> : i64
    %7007 = llvm.getelementptr inbounds|nuw %7000[%7006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6999, %7007 : f32, !llvm.ptr
    %7008 = llvm.add %6955, %16 : i64
    llvm.br ^bb1144(%7008 : i64)
  ^bb1146:  // pred: ^bb1144
    %7009 = llvm.add %6953, %16 : i64
    llvm.br ^bb1142(%7009 : i64)
  ^bb1147:  // pred: ^bb1142
    %7010 = llvm.add %6951, %16 : i64
    llvm.br ^bb1140(%7010 : i64)
  ^bb1148:  // pred: ^bb1140
    %7011 = llvm.add %6949, %16 : i64
    llvm.br ^bb1138(%7011 : i64)
  ^bb1149:  // pred: ^bb1138
    %7012 = llvm.extractvalue %474[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7012) : (!llvm.ptr) -> ()
    %7013 = llvm.extractvalue %504[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7013) : (!llvm.ptr) -> ()
    %7014 = llvm.extractvalue %556[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%7014) : (!llvm.ptr) -> ()
    %7015 = llvm.extractvalue %629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7015) : (!llvm.ptr) -> ()
    %7016 = llvm.extractvalue %724[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7016) : (!llvm.ptr) -> ()
    %7017 = llvm.extractvalue %780[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7017) : (!llvm.ptr) -> ()
    %7018 = llvm.extractvalue %929[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7018) : (!llvm.ptr) -> ()
    %7019 = llvm.extractvalue %999[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7019) : (!llvm.ptr) -> ()
    %7020 = llvm.extractvalue %1091[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7020) : (!llvm.ptr) -> ()
    %7021 = llvm.extractvalue %1167[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7021) : (!llvm.ptr) -> ()
    %7022 = llvm.extractvalue %1211[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7022) : (!llvm.ptr) -> ()
    %7023 = llvm.extractvalue %1335[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7023) : (!llvm.ptr) -> ()
    %7024 = llvm.extractvalue %1422[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7024) : (!llvm.ptr) -> ()
    %7025 = llvm.extractvalue %1549[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7025) : (!llvm.ptr) -> ()
    %7026 = llvm.extractvalue %1610[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7026) : (!llvm.ptr) -> ()
    %7027 = llvm.extractvalue %1697[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7027) : (!llvm.ptr) -> ()
    %7028 = llvm.extractvalue %1824[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7028) : (!llvm.ptr) -> ()
    %7029 = llvm.extractvalue %1912[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7029) : (!llvm.ptr) -> ()
    %7030 = llvm.extractvalue %2062[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7030) : (!llvm.ptr) -> ()
    %7031 = llvm.extractvalue %2157[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7031) : (!llvm.ptr) -> ()
    %7032 = llvm.extractvalue %2332[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7032) : (!llvm.ptr) -> ()
    %7033 = llvm.extractvalue %2427[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7033) : (!llvm.ptr) -> ()
    %7034 = llvm.extractvalue %2583[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%7034) : (!llvm.ptr) -> ()
    %7035 = llvm.extractvalue %2662[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%7035) : (!llvm.ptr) -> ()
    %7036 = llvm.extractvalue %2774[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7036) : (!llvm.ptr) -> ()
    %7037 = llvm.extractvalue %2871[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7037) : (!llvm.ptr) -> ()
    %7038 = llvm.extractvalue %3045[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7038) : (!llvm.ptr) -> ()
    %7039 = llvm.extractvalue %3193[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7039) : (!llvm.ptr) -> ()
    %7040 = llvm.extractvalue %3355[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7040) : (!llvm.ptr) -> ()
    %7041 = llvm.extractvalue %3409[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7041) : (!llvm.ptr) -> ()
    %7042 = llvm.extractvalue %3517[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7042) : (!llvm.ptr) -> ()
    %7043 = llvm.extractvalue %3571[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7043) : (!llvm.ptr) -> ()
    %7044 = llvm.extractvalue %3705[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7044) : (!llvm.ptr) -> ()
    %7045 = llvm.extractvalue %3894[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7045) : (!llvm.ptr) -> ()
    %7046 = llvm.extractvalue %4005[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7046) : (!llvm.ptr) -> ()
    %7047 = llvm.extractvalue %4070[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7047) : (!llvm.ptr) -> ()
    %7048 = llvm.extractvalue %4194[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7048) : (!llvm.ptr) -> ()
    %7049 = llvm.extractvalue %4254[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7049) : (!llvm.ptr) -> ()
    %7050 = llvm.extractvalue %4356[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7050) : (!llvm.ptr) -> ()
    %7051 = llvm.extractvalue %4458[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7051) : (!llvm.ptr) -> ()
    %7052 = llvm.extractvalue %4576[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7052) : (!llvm.ptr) -> ()
    %7053 = llvm.extractvalue %4641[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7053) : (!llvm.ptr) -> ()
    %7054 = llvm.extractvalue %4792[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7054) : (!llvm.ptr) -> ()
    %7055 = llvm.extractvalue %4973[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7055) : (!llvm.ptr) -> ()
    %7056 = llvm.extractvalue %5250[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7056) : (!llvm.ptr) -> ()
    %7057 = llvm.extractvalue %5440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7057) : (!llvm.ptr) -> ()
    %7058 = llvm.extractvalue %5637[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%7058) : (!llvm.ptr) -> ()
    %7059 = llvm.extractvalue %5776[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7059) : (!llvm.ptr) -> ()
    %7060 = llvm.extractvalue %5950[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7060) : (!llvm.ptr) -> ()
    %7061 = llvm.extractvalue %6348[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7061) : (!llvm.ptr) -> ()
    %7062 = llvm.extractvalue %6459[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7062) : (!llvm.ptr) -> ()
    %7063 = llvm.extractvalue %6524[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7063) : (!llvm.ptr) -> ()
    %7064 = llvm.extractvalue %6652[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7064) : (!llvm.ptr) -> ()
    llvm.return %6931 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15
