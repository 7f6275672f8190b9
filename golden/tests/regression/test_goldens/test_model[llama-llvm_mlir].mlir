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
    llvm.br ^bb1(%17 : i64)
  ^bb1(%475: i64):  // 2 preds: ^bb0, ^bb8
    %476 = llvm.icmp "slt" %475, %16 : i64
    llvm.cond_br %476, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%17 : i64)
  ^bb3(%477: i64):  // 2 preds: ^bb2, ^bb7
    %478 = llvm.icmp "slt" %477, %15 : i64
    llvm.cond_br %478, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%17 : i64)
  ^bb5(%479: i64):  // 2 preds: ^bb4, ^bb6
    %480 = llvm.icmp "slt" %479, %14 : i64
    llvm.cond_br %480, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %481 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %482 = llvm.mlir.constant(8 : index) : i64
    %483 = llvm.mul %475, %482 overflow<nsw, nuw> : i64
    %484 = llvm.add %483, %477 overflow<nsw, nuw> : i64
    %485 = llvm.getelementptr inbounds|nuw %481[%484] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %486 = llvm.load %485 : !llvm.ptr -> i64
    %487 = llvm.extractvalue %444[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %488 = llvm.mlir.constant(32 : index) : i64
    %489 = llvm.mul %486, %488 overflow<nsw, nuw> : i64
    %490 = llvm.add %489, %479 overflow<nsw, nuw> : i64
    %491 = llvm.getelementptr inbounds|nuw %487[%490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %492 = llvm.load %491 : !llvm.ptr -> f32
    %493 = llvm.fmul %492, %26 : f32
    %494 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %495 = llvm.mlir.constant(256 : index) : i64
    %496 = llvm.mul %475, %495 overflow<nsw, nuw> : i64
    %497 = llvm.mlir.constant(32 : index) : i64
    %498 = llvm.mul %477, %497 overflow<nsw, nuw> : i64
    %499 = llvm.add %496, %498 overflow<nsw, nuw> : i64
    %500 = llvm.add %499, %479 overflow<nsw, nuw> : i64
    %501 = llvm.getelementptr inbounds|nuw %494[%500] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %493, %501 : f32, !llvm.ptr
    %502 = llvm.add %479, %16 : i64
    llvm.br ^bb5(%502 : i64)
  ^bb7:  // pred: ^bb5
    %503 = llvm.add %477, %16 : i64
    llvm.br ^bb3(%503 : i64)
  ^bb8:  // pred: ^bb3
    %504 = llvm.add %475, %16 : i64
    llvm.br ^bb1(%504 : i64)
  ^bb9:  // pred: ^bb1
    %505 = llvm.mlir.constant(8 : index) : i64
    %506 = llvm.mlir.constant(1 : index) : i64
    %507 = llvm.mlir.zero : !llvm.ptr
    %508 = llvm.getelementptr %507[%505] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %509 = llvm.ptrtoint %508 : !llvm.ptr to i64
    %510 = llvm.mlir.constant(64 : index) : i64
    %511 = llvm.add %509, %510 : i64
    %512 = llvm.call @malloc(%511) : (i64) -> !llvm.ptr
    %513 = llvm.ptrtoint %512 : !llvm.ptr to i64
    %514 = llvm.mlir.constant(1 : index) : i64
    %515 = llvm.sub %510, %514 : i64
    %516 = llvm.add %513, %515 : i64
    %517 = llvm.urem %516, %510 : i64
    %518 = llvm.sub %516, %517 : i64
    %519 = llvm.inttoptr %518 : i64 to !llvm.ptr
    %520 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %521 = llvm.insertvalue %512, %520[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %522 = llvm.insertvalue %519, %521[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %523 = llvm.mlir.constant(0 : index) : i64
    %524 = llvm.insertvalue %523, %522[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %525 = llvm.insertvalue %505, %524[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %526 = llvm.insertvalue %506, %525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb10(%17 : i64)
  ^bb10(%527: i64):  // 2 preds: ^bb9, ^bb11
    %528 = llvm.icmp "slt" %527, %15 : i64
    llvm.cond_br %528, ^bb11, ^bb12
  ^bb11:  // pred: ^bb10
    %529 = llvm.extractvalue %526[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %530 = llvm.getelementptr inbounds|nuw %529[%527] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %527, %530 : i64, !llvm.ptr
    %531 = llvm.add %527, %16 : i64
    llvm.br ^bb10(%531 : i64)
  ^bb12:  // pred: ^bb10
    %532 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %533 = llvm.extractvalue %424[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %534 = llvm.extractvalue %424[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %535 = llvm.insertvalue %533, %532[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %536 = llvm.insertvalue %534, %535[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %537 = llvm.mlir.constant(0 : index) : i64
    %538 = llvm.insertvalue %537, %536[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %539 = llvm.mlir.constant(1 : index) : i64
    %540 = llvm.insertvalue %539, %538[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %541 = llvm.mlir.constant(4 : index) : i64
    %542 = llvm.insertvalue %541, %540[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %543 = llvm.mlir.constant(4 : index) : i64
    %544 = llvm.insertvalue %543, %542[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %545 = llvm.mlir.constant(1 : index) : i64
    %546 = llvm.insertvalue %545, %544[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %547 = llvm.mlir.constant(1 : index) : i64
    %548 = llvm.insertvalue %547, %546[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %549 = llvm.mlir.constant(1 : index) : i64
    %550 = llvm.insertvalue %549, %548[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %551 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %552 = llvm.extractvalue %526[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %553 = llvm.extractvalue %526[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %554 = llvm.insertvalue %552, %551[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %555 = llvm.insertvalue %553, %554[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %556 = llvm.mlir.constant(0 : index) : i64
    %557 = llvm.insertvalue %556, %555[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %558 = llvm.mlir.constant(1 : index) : i64
    %559 = llvm.insertvalue %558, %557[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %560 = llvm.mlir.constant(8 : index) : i64
    %561 = llvm.insertvalue %560, %559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %562 = llvm.mlir.constant(1 : index) : i64
    %563 = llvm.insertvalue %562, %561[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %564 = llvm.mlir.constant(8 : index) : i64
    %565 = llvm.insertvalue %564, %563[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %566 = llvm.mlir.constant(8 : index) : i64
    %567 = llvm.insertvalue %566, %565[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %568 = llvm.mlir.constant(1 : index) : i64
    %569 = llvm.insertvalue %568, %567[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %570 = llvm.mlir.constant(1 : index) : i64
    %571 = llvm.mlir.constant(4 : index) : i64
    %572 = llvm.mlir.constant(8 : index) : i64
    %573 = llvm.mlir.constant(1 : index) : i64
    %574 = llvm.mlir.constant(32 : index) : i64
    %575 = llvm.mlir.constant(32 : index) : i64
    %576 = llvm.mlir.zero : !llvm.ptr
    %577 = llvm.getelementptr %576[%575] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %578 = llvm.ptrtoint %577 : !llvm.ptr to i64
    %579 = llvm.mlir.constant(64 : index) : i64
    %580 = llvm.add %578, %579 : i64
    %581 = llvm.call @malloc(%580) : (i64) -> !llvm.ptr
    %582 = llvm.ptrtoint %581 : !llvm.ptr to i64
    %583 = llvm.mlir.constant(1 : index) : i64
    %584 = llvm.sub %579, %583 : i64
    %585 = llvm.add %582, %584 : i64
    %586 = llvm.urem %585, %579 : i64
    %587 = llvm.sub %585, %586 : i64
    %588 = llvm.inttoptr %587 : i64 to !llvm.ptr
    %589 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %590 = llvm.insertvalue %581, %589[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %591 = llvm.insertvalue %588, %590[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %592 = llvm.mlir.constant(0 : index) : i64
    %593 = llvm.insertvalue %592, %591[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %594 = llvm.insertvalue %570, %593[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %595 = llvm.insertvalue %571, %594[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %596 = llvm.insertvalue %572, %595[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %597 = llvm.insertvalue %574, %596[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %598 = llvm.insertvalue %572, %597[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %599 = llvm.insertvalue %573, %598[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb13(%17 : i64)
  ^bb13(%600: i64):  // 2 preds: ^bb12, ^bb20
    %601 = llvm.icmp "slt" %600, %16 : i64
    llvm.cond_br %601, ^bb14, ^bb21
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%17 : i64)
  ^bb15(%602: i64):  // 2 preds: ^bb14, ^bb19
    %603 = llvm.icmp "slt" %602, %13 : i64
    llvm.cond_br %603, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%17 : i64)
  ^bb17(%604: i64):  // 2 preds: ^bb16, ^bb18
    %605 = llvm.icmp "slt" %604, %15 : i64
    llvm.cond_br %605, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %606 = llvm.extractvalue %599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %607 = llvm.mlir.constant(32 : index) : i64
    %608 = llvm.mul %600, %607 overflow<nsw, nuw> : i64
    %609 = llvm.mlir.constant(8 : index) : i64
    %610 = llvm.mul %602, %609 overflow<nsw, nuw> : i64
    %611 = llvm.add %608, %610 overflow<nsw, nuw> : i64
    %612 = llvm.add %611, %604 overflow<nsw, nuw> : i64
    %613 = llvm.getelementptr inbounds|nuw %606[%612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %613 : f32, !llvm.ptr
    %614 = llvm.add %604, %16 : i64
    llvm.br ^bb17(%614 : i64)
  ^bb19:  // pred: ^bb17
    %615 = llvm.add %602, %16 : i64
    llvm.br ^bb15(%615 : i64)
  ^bb20:  // pred: ^bb15
    %616 = llvm.add %600, %16 : i64
    llvm.br ^bb13(%616 : i64)
  ^bb21:  // pred: ^bb13
    %617 = llvm.mlir.constant(1 : index) : i64
    %618 = llvm.mlir.constant(4 : index) : i64
    %619 = llvm.mlir.constant(8 : index) : i64
    %620 = llvm.mlir.constant(1 : index) : i64
    %621 = llvm.mlir.constant(32 : index) : i64
    %622 = llvm.mlir.constant(32 : index) : i64
    %623 = llvm.mlir.zero : !llvm.ptr
    %624 = llvm.getelementptr %623[%622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %625 = llvm.ptrtoint %624 : !llvm.ptr to i64
    %626 = llvm.mlir.constant(64 : index) : i64
    %627 = llvm.add %625, %626 : i64
    %628 = llvm.call @malloc(%627) : (i64) -> !llvm.ptr
    %629 = llvm.ptrtoint %628 : !llvm.ptr to i64
    %630 = llvm.mlir.constant(1 : index) : i64
    %631 = llvm.sub %626, %630 : i64
    %632 = llvm.add %629, %631 : i64
    %633 = llvm.urem %632, %626 : i64
    %634 = llvm.sub %632, %633 : i64
    %635 = llvm.inttoptr %634 : i64 to !llvm.ptr
    %636 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %637 = llvm.insertvalue %628, %636[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %638 = llvm.insertvalue %635, %637[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %639 = llvm.mlir.constant(0 : index) : i64
    %640 = llvm.insertvalue %639, %638[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %641 = llvm.insertvalue %617, %640[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %642 = llvm.insertvalue %618, %641[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %643 = llvm.insertvalue %619, %642[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %644 = llvm.insertvalue %621, %643[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %645 = llvm.insertvalue %619, %644[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %646 = llvm.insertvalue %620, %645[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb22(%17 : i64)
  ^bb22(%647: i64):  // 2 preds: ^bb21, ^bb29
    %648 = llvm.icmp "slt" %647, %16 : i64
    llvm.cond_br %648, ^bb23, ^bb30
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%17 : i64)
  ^bb24(%649: i64):  // 2 preds: ^bb23, ^bb28
    %650 = llvm.icmp "slt" %649, %13 : i64
    llvm.cond_br %650, ^bb25, ^bb29
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%17 : i64)
  ^bb26(%651: i64):  // 2 preds: ^bb25, ^bb27
    %652 = llvm.icmp "slt" %651, %15 : i64
    llvm.cond_br %652, ^bb27, ^bb28
  ^bb27:  // pred: ^bb26
    %653 = llvm.extractvalue %599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %654 = llvm.mlir.constant(32 : index) : i64
    %655 = llvm.mul %647, %654 overflow<nsw, nuw> : i64
    %656 = llvm.mlir.constant(8 : index) : i64
    %657 = llvm.mul %649, %656 overflow<nsw, nuw> : i64
    %658 = llvm.add %655, %657 overflow<nsw, nuw> : i64
    %659 = llvm.add %658, %651 overflow<nsw, nuw> : i64
    %660 = llvm.getelementptr inbounds|nuw %653[%659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %661 = llvm.load %660 : !llvm.ptr -> f32
    %662 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %663 = llvm.mlir.constant(32 : index) : i64
    %664 = llvm.mul %647, %663 overflow<nsw, nuw> : i64
    %665 = llvm.mlir.constant(8 : index) : i64
    %666 = llvm.mul %649, %665 overflow<nsw, nuw> : i64
    %667 = llvm.add %664, %666 overflow<nsw, nuw> : i64
    %668 = llvm.add %667, %651 overflow<nsw, nuw> : i64
    %669 = llvm.getelementptr inbounds|nuw %662[%668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %661, %669 : f32, !llvm.ptr
    %670 = llvm.add %651, %16 : i64
    llvm.br ^bb26(%670 : i64)
  ^bb28:  // pred: ^bb26
    %671 = llvm.add %649, %16 : i64
    llvm.br ^bb24(%671 : i64)
  ^bb29:  // pred: ^bb24
    %672 = llvm.add %647, %16 : i64
    llvm.br ^bb22(%672 : i64)
  ^bb30:  // pred: ^bb22
    llvm.br ^bb31(%17 : i64)
  ^bb31(%673: i64):  // 2 preds: ^bb30, ^bb41
    %674 = llvm.icmp "slt" %673, %16 : i64
    llvm.cond_br %674, ^bb32, ^bb42
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%17 : i64)
  ^bb33(%675: i64):  // 2 preds: ^bb32, ^bb40
    %676 = llvm.icmp "slt" %675, %13 : i64
    llvm.cond_br %676, ^bb34, ^bb41
  ^bb34:  // pred: ^bb33
    llvm.br ^bb35(%17 : i64)
  ^bb35(%677: i64):  // 2 preds: ^bb34, ^bb39
    %678 = llvm.icmp "slt" %677, %15 : i64
    llvm.cond_br %678, ^bb36, ^bb40
  ^bb36:  // pred: ^bb35
    llvm.br ^bb37(%17 : i64)
  ^bb37(%679: i64):  // 2 preds: ^bb36, ^bb38
    %680 = llvm.icmp "slt" %679, %16 : i64
    llvm.cond_br %680, ^bb38, ^bb39
  ^bb38:  // pred: ^bb37
    %681 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %682 = llvm.mlir.constant(4 : index) : i64
    %683 = llvm.mul %673, %682 overflow<nsw, nuw> : i64
    %684 = llvm.add %683, %675 overflow<nsw, nuw> : i64
    %685 = llvm.add %684, %679 overflow<nsw, nuw> : i64
    %686 = llvm.getelementptr inbounds|nuw %681[%685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %687 = llvm.load %686 : !llvm.ptr -> f32
    %688 = llvm.extractvalue %569[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %689 = llvm.mlir.constant(8 : index) : i64
    %690 = llvm.mul %673, %689 overflow<nsw, nuw> : i64
    %691 = llvm.mlir.constant(8 : index) : i64
    %692 = llvm.mul %679, %691 overflow<nsw, nuw> : i64
    %693 = llvm.add %690, %692 overflow<nsw, nuw> : i64
    %694 = llvm.add %693, %677 overflow<nsw, nuw> : i64
    %695 = llvm.getelementptr inbounds|nuw %688[%694] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %696 = llvm.load %695 : !llvm.ptr -> i64
    %697 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %698 = llvm.mlir.constant(32 : index) : i64
    %699 = llvm.mul %673, %698 overflow<nsw, nuw> : i64
    %700 = llvm.mlir.constant(8 : index) : i64
    %701 = llvm.mul %675, %700 overflow<nsw, nuw> : i64
    %702 = llvm.add %699, %701 overflow<nsw, nuw> : i64
    %703 = llvm.add %702, %677 overflow<nsw, nuw> : i64
    %704 = llvm.getelementptr inbounds|nuw %697[%703] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %705 = llvm.load %704 : !llvm.ptr -> f32
    %706 = llvm.sitofp %696 : i64 to f32
    %707 = llvm.fmul %687, %706 : f32
    %708 = llvm.fadd %705, %707 : f32
    %709 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %710 = llvm.mlir.constant(32 : index) : i64
    %711 = llvm.mul %673, %710 overflow<nsw, nuw> : i64
    %712 = llvm.mlir.constant(8 : index) : i64
    %713 = llvm.mul %675, %712 overflow<nsw, nuw> : i64
    %714 = llvm.add %711, %713 overflow<nsw, nuw> : i64
    %715 = llvm.add %714, %677 overflow<nsw, nuw> : i64
    %716 = llvm.getelementptr inbounds|nuw %709[%715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %708, %716 : f32, !llvm.ptr
    %717 = llvm.add %679, %16 : i64
    llvm.br ^bb37(%717 : i64)
  ^bb39:  // pred: ^bb37
    %718 = llvm.add %677, %16 : i64
    llvm.br ^bb35(%718 : i64)
  ^bb40:  // pred: ^bb35
    %719 = llvm.add %675, %16 : i64
    llvm.br ^bb33(%719 : i64)
  ^bb41:  // pred: ^bb33
    %720 = llvm.add %673, %16 : i64
    llvm.br ^bb31(%720 : i64)
  ^bb42:  // pred: ^bb31
    %721 = llvm.mlir.constant(1 : index) : i64
    %722 = llvm.mlir.constant(8 : index) : i64
    %723 = llvm.mlir.constant(4 : index) : i64
    %724 = llvm.mlir.constant(1 : index) : i64
    %725 = llvm.mlir.constant(32 : index) : i64
    %726 = llvm.mlir.constant(32 : index) : i64
    %727 = llvm.mlir.zero : !llvm.ptr
    %728 = llvm.getelementptr %727[%726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %729 = llvm.ptrtoint %728 : !llvm.ptr to i64
    %730 = llvm.mlir.constant(64 : index) : i64
    %731 = llvm.add %729, %730 : i64
    %732 = llvm.call @malloc(%731) : (i64) -> !llvm.ptr
    %733 = llvm.ptrtoint %732 : !llvm.ptr to i64
    %734 = llvm.mlir.constant(1 : index) : i64
    %735 = llvm.sub %730, %734 : i64
    %736 = llvm.add %733, %735 : i64
    %737 = llvm.urem %736, %730 : i64
    %738 = llvm.sub %736, %737 : i64
    %739 = llvm.inttoptr %738 : i64 to !llvm.ptr
    %740 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %741 = llvm.insertvalue %732, %740[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %742 = llvm.insertvalue %739, %741[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %743 = llvm.mlir.constant(0 : index) : i64
    %744 = llvm.insertvalue %743, %742[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %745 = llvm.insertvalue %721, %744[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %746 = llvm.insertvalue %722, %745[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %747 = llvm.insertvalue %723, %746[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %748 = llvm.insertvalue %725, %747[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %749 = llvm.insertvalue %723, %748[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %750 = llvm.insertvalue %724, %749[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb43(%17 : i64)
  ^bb43(%751: i64):  // 2 preds: ^bb42, ^bb50
    %752 = llvm.icmp "slt" %751, %16 : i64
    llvm.cond_br %752, ^bb44, ^bb51
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%17 : i64)
  ^bb45(%753: i64):  // 2 preds: ^bb44, ^bb49
    %754 = llvm.icmp "slt" %753, %15 : i64
    llvm.cond_br %754, ^bb46, ^bb50
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%17 : i64)
  ^bb47(%755: i64):  // 2 preds: ^bb46, ^bb48
    %756 = llvm.icmp "slt" %755, %13 : i64
    llvm.cond_br %756, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    %757 = llvm.extractvalue %646[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %758 = llvm.mlir.constant(32 : index) : i64
    %759 = llvm.mul %751, %758 overflow<nsw, nuw> : i64
    %760 = llvm.mlir.constant(8 : index) : i64
    %761 = llvm.mul %755, %760 overflow<nsw, nuw> : i64
    %762 = llvm.add %759, %761 overflow<nsw, nuw> : i64
    %763 = llvm.add %762, %753 overflow<nsw, nuw> : i64
    %764 = llvm.getelementptr inbounds|nuw %757[%763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %765 = llvm.load %764 : !llvm.ptr -> f32
    %766 = llvm.extractvalue %750[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %767 = llvm.mlir.constant(32 : index) : i64
    %768 = llvm.mul %751, %767 overflow<nsw, nuw> : i64
    %769 = llvm.mlir.constant(4 : index) : i64
    %770 = llvm.mul %753, %769 overflow<nsw, nuw> : i64
    %771 = llvm.add %768, %770 overflow<nsw, nuw> : i64
    %772 = llvm.add %771, %755 overflow<nsw, nuw> : i64
    %773 = llvm.getelementptr inbounds|nuw %766[%772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %765, %773 : f32, !llvm.ptr
    %774 = llvm.add %755, %16 : i64
    llvm.br ^bb47(%774 : i64)
  ^bb49:  // pred: ^bb47
    %775 = llvm.add %753, %16 : i64
    llvm.br ^bb45(%775 : i64)
  ^bb50:  // pred: ^bb45
    %776 = llvm.add %751, %16 : i64
    llvm.br ^bb43(%776 : i64)
  ^bb51:  // pred: ^bb43
    %777 = llvm.mlir.constant(1 : index) : i64
    %778 = llvm.mlir.constant(8 : index) : i64
    %779 = llvm.mlir.constant(8 : index) : i64
    %780 = llvm.mlir.constant(1 : index) : i64
    %781 = llvm.mlir.constant(64 : index) : i64
    %782 = llvm.mlir.constant(64 : index) : i64
    %783 = llvm.mlir.zero : !llvm.ptr
    %784 = llvm.getelementptr %783[%782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %785 = llvm.ptrtoint %784 : !llvm.ptr to i64
    %786 = llvm.mlir.constant(64 : index) : i64
    %787 = llvm.add %785, %786 : i64
    %788 = llvm.call @malloc(%787) : (i64) -> !llvm.ptr
    %789 = llvm.ptrtoint %788 : !llvm.ptr to i64
    %790 = llvm.mlir.constant(1 : index) : i64
    %791 = llvm.sub %786, %790 : i64
    %792 = llvm.add %789, %791 : i64
    %793 = llvm.urem %792, %786 : i64
    %794 = llvm.sub %792, %793 : i64
    %795 = llvm.inttoptr %794 : i64 to !llvm.ptr
    %796 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %797 = llvm.insertvalue %788, %796[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %798 = llvm.insertvalue %795, %797[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %799 = llvm.mlir.constant(0 : index) : i64
    %800 = llvm.insertvalue %799, %798[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %801 = llvm.insertvalue %777, %800[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %802 = llvm.insertvalue %778, %801[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %803 = llvm.insertvalue %779, %802[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %804 = llvm.insertvalue %781, %803[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %805 = llvm.insertvalue %779, %804[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %806 = llvm.insertvalue %780, %805[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %807 = llvm.mlir.constant(1 : index) : i64
    %808 = llvm.mlir.constant(8 : index) : i64
    %809 = llvm.mlir.constant(8 : index) : i64
    %810 = llvm.mlir.constant(1 : index) : i64
    %811 = llvm.mlir.constant(64 : index) : i64
    %812 = llvm.mlir.constant(64 : index) : i64
    %813 = llvm.mlir.zero : !llvm.ptr
    %814 = llvm.getelementptr %813[%812] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %815 = llvm.ptrtoint %814 : !llvm.ptr to i64
    %816 = llvm.mlir.constant(64 : index) : i64
    %817 = llvm.add %815, %816 : i64
    %818 = llvm.call @malloc(%817) : (i64) -> !llvm.ptr
    %819 = llvm.ptrtoint %818 : !llvm.ptr to i64
    %820 = llvm.mlir.constant(1 : index) : i64
    %821 = llvm.sub %816, %820 : i64
    %822 = llvm.add %819, %821 : i64
    %823 = llvm.urem %822, %816 : i64
    %824 = llvm.sub %822, %823 : i64
    %825 = llvm.inttoptr %824 : i64 to !llvm.ptr
    %826 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %827 = llvm.insertvalue %818, %826[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %828 = llvm.insertvalue %825, %827[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %829 = llvm.mlir.constant(0 : index) : i64
    %830 = llvm.insertvalue %829, %828[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %831 = llvm.insertvalue %807, %830[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %832 = llvm.insertvalue %808, %831[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %833 = llvm.insertvalue %809, %832[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %834 = llvm.insertvalue %811, %833[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.insertvalue %809, %834[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %836 = llvm.insertvalue %810, %835[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb52(%17 : i64)
  ^bb52(%837: i64):  // 2 preds: ^bb51, ^bb59
    %838 = llvm.icmp "slt" %837, %16 : i64
    llvm.cond_br %838, ^bb53, ^bb60
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%17 : i64)
  ^bb54(%839: i64):  // 2 preds: ^bb53, ^bb58
    %840 = llvm.icmp "slt" %839, %15 : i64
    llvm.cond_br %840, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%17 : i64)
  ^bb56(%841: i64):  // 2 preds: ^bb55, ^bb57
    %842 = llvm.icmp "slt" %841, %15 : i64
    llvm.cond_br %842, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %843 = llvm.extractvalue %806[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %844 = llvm.mlir.constant(64 : index) : i64
    %845 = llvm.mul %837, %844 overflow<nsw, nuw> : i64
    %846 = llvm.mlir.constant(8 : index) : i64
    %847 = llvm.mul %839, %846 overflow<nsw, nuw> : i64
    %848 = llvm.add %845, %847 overflow<nsw, nuw> : i64
    %849 = llvm.add %848, %841 overflow<nsw, nuw> : i64
    %850 = llvm.getelementptr inbounds|nuw %843[%849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %851 = llvm.load %850 : !llvm.ptr -> f32
    %852 = llvm.extractvalue %836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %853 = llvm.mlir.constant(64 : index) : i64
    %854 = llvm.mul %837, %853 overflow<nsw, nuw> : i64
    %855 = llvm.mlir.constant(8 : index) : i64
    %856 = llvm.mul %839, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %854, %856 overflow<nsw, nuw> : i64
    %858 = llvm.add %857, %841 overflow<nsw, nuw> : i64
    %859 = llvm.getelementptr inbounds|nuw %852[%858] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %851, %859 : f32, !llvm.ptr
    %860 = llvm.add %841, %16 : i64
    llvm.br ^bb56(%860 : i64)
  ^bb58:  // pred: ^bb56
    %861 = llvm.add %839, %16 : i64
    llvm.br ^bb54(%861 : i64)
  ^bb59:  // pred: ^bb54
    %862 = llvm.add %837, %16 : i64
    llvm.br ^bb52(%862 : i64)
  ^bb60:  // pred: ^bb52
    %863 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %864 = llvm.extractvalue %836[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %865 = llvm.extractvalue %836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %866 = llvm.insertvalue %864, %863[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %867 = llvm.insertvalue %865, %866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %868 = llvm.mlir.constant(0 : index) : i64
    %869 = llvm.insertvalue %868, %867[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %870 = llvm.mlir.constant(1 : index) : i64
    %871 = llvm.insertvalue %870, %869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %872 = llvm.mlir.constant(64 : index) : i64
    %873 = llvm.insertvalue %872, %871[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %874 = llvm.mlir.constant(8 : index) : i64
    %875 = llvm.insertvalue %874, %873[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %876 = llvm.mlir.constant(8 : index) : i64
    %877 = llvm.insertvalue %876, %875[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %878 = llvm.mlir.constant(4 : index) : i64
    %879 = llvm.insertvalue %878, %877[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %880 = llvm.mlir.constant(1 : index) : i64
    %881 = llvm.insertvalue %880, %879[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb61(%17 : i64)
  ^bb61(%882: i64):  // 2 preds: ^bb60, ^bb68
    %883 = llvm.icmp "slt" %882, %16 : i64
    llvm.cond_br %883, ^bb62, ^bb69
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%17 : i64)
  ^bb63(%884: i64):  // 2 preds: ^bb62, ^bb67
    %885 = llvm.icmp "slt" %884, %15 : i64
    llvm.cond_br %885, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%17 : i64)
  ^bb65(%886: i64):  // 2 preds: ^bb64, ^bb66
    %887 = llvm.icmp "slt" %886, %13 : i64
    llvm.cond_br %887, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %888 = llvm.extractvalue %750[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %889 = llvm.mlir.constant(32 : index) : i64
    %890 = llvm.mul %882, %889 overflow<nsw, nuw> : i64
    %891 = llvm.mlir.constant(4 : index) : i64
    %892 = llvm.mul %884, %891 overflow<nsw, nuw> : i64
    %893 = llvm.add %890, %892 overflow<nsw, nuw> : i64
    %894 = llvm.add %893, %886 overflow<nsw, nuw> : i64
    %895 = llvm.getelementptr inbounds|nuw %888[%894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %896 = llvm.load %895 : !llvm.ptr -> f32
    %897 = llvm.extractvalue %881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %898 = llvm.mlir.constant(64 : index) : i64
    %899 = llvm.mul %882, %898 overflow<nsw, nuw> : i64
    %900 = llvm.mlir.constant(8 : index) : i64
    %901 = llvm.mul %884, %900 overflow<nsw, nuw> : i64
    %902 = llvm.add %899, %901 overflow<nsw, nuw> : i64
    %903 = llvm.add %902, %886 overflow<nsw, nuw> : i64
    %904 = llvm.getelementptr inbounds|nuw %897[%903] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %896, %904 : f32, !llvm.ptr
    %905 = llvm.add %886, %16 : i64
    llvm.br ^bb65(%905 : i64)
  ^bb67:  // pred: ^bb65
    %906 = llvm.add %884, %16 : i64
    llvm.br ^bb63(%906 : i64)
  ^bb68:  // pred: ^bb63
    %907 = llvm.add %882, %16 : i64
    llvm.br ^bb61(%907 : i64)
  ^bb69:  // pred: ^bb61
    %908 = llvm.mlir.constant(1 : index) : i64
    %909 = llvm.mlir.constant(8 : index) : i64
    %910 = llvm.mlir.constant(8 : index) : i64
    %911 = llvm.mlir.constant(1 : index) : i64
    %912 = llvm.mlir.constant(64 : index) : i64
    %913 = llvm.mlir.constant(64 : index) : i64
    %914 = llvm.mlir.zero : !llvm.ptr
    %915 = llvm.getelementptr %914[%913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %916 = llvm.ptrtoint %915 : !llvm.ptr to i64
    %917 = llvm.mlir.constant(64 : index) : i64
    %918 = llvm.add %916, %917 : i64
    %919 = llvm.call @malloc(%918) : (i64) -> !llvm.ptr
    %920 = llvm.ptrtoint %919 : !llvm.ptr to i64
    %921 = llvm.mlir.constant(1 : index) : i64
    %922 = llvm.sub %917, %921 : i64
    %923 = llvm.add %920, %922 : i64
    %924 = llvm.urem %923, %917 : i64
    %925 = llvm.sub %923, %924 : i64
    %926 = llvm.inttoptr %925 : i64 to !llvm.ptr
    %927 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %928 = llvm.insertvalue %919, %927[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %929 = llvm.insertvalue %926, %928[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %930 = llvm.mlir.constant(0 : index) : i64
    %931 = llvm.insertvalue %930, %929[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %932 = llvm.insertvalue %908, %931[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %933 = llvm.insertvalue %909, %932[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %934 = llvm.insertvalue %910, %933[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %935 = llvm.insertvalue %912, %934[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %936 = llvm.insertvalue %910, %935[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %937 = llvm.insertvalue %911, %936[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb70(%17 : i64)
  ^bb70(%938: i64):  // 2 preds: ^bb69, ^bb77
    %939 = llvm.icmp "slt" %938, %16 : i64
    llvm.cond_br %939, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%17 : i64)
  ^bb72(%940: i64):  // 2 preds: ^bb71, ^bb76
    %941 = llvm.icmp "slt" %940, %15 : i64
    llvm.cond_br %941, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%17 : i64)
  ^bb74(%942: i64):  // 2 preds: ^bb73, ^bb75
    %943 = llvm.icmp "slt" %942, %15 : i64
    llvm.cond_br %943, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %944 = llvm.extractvalue %836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %945 = llvm.mlir.constant(64 : index) : i64
    %946 = llvm.mul %938, %945 overflow<nsw, nuw> : i64
    %947 = llvm.mlir.constant(8 : index) : i64
    %948 = llvm.mul %940, %947 overflow<nsw, nuw> : i64
    %949 = llvm.add %946, %948 overflow<nsw, nuw> : i64
    %950 = llvm.add %949, %942 overflow<nsw, nuw> : i64
    %951 = llvm.getelementptr inbounds|nuw %944[%950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %952 = llvm.load %951 : !llvm.ptr -> f32
    %953 = llvm.extractvalue %937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %954 = llvm.mlir.constant(64 : index) : i64
    %955 = llvm.mul %938, %954 overflow<nsw, nuw> : i64
    %956 = llvm.mlir.constant(8 : index) : i64
    %957 = llvm.mul %940, %956 overflow<nsw, nuw> : i64
    %958 = llvm.add %955, %957 overflow<nsw, nuw> : i64
    %959 = llvm.add %958, %942 overflow<nsw, nuw> : i64
    %960 = llvm.getelementptr inbounds|nuw %953[%959] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %952, %960 : f32, !llvm.ptr
    %961 = llvm.add %942, %16 : i64
    llvm.br ^bb74(%961 : i64)
  ^bb76:  // pred: ^bb74
    %962 = llvm.add %940, %16 : i64
    llvm.br ^bb72(%962 : i64)
  ^bb77:  // pred: ^bb72
    %963 = llvm.add %938, %16 : i64
    llvm.br ^bb70(%963 : i64)
  ^bb78:  // pred: ^bb70
    %964 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %965 = llvm.extractvalue %937[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %966 = llvm.extractvalue %937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %967 = llvm.insertvalue %965, %964[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.insertvalue %966, %967[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %969 = llvm.mlir.constant(4 : index) : i64
    %970 = llvm.insertvalue %969, %968[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %971 = llvm.mlir.constant(1 : index) : i64
    %972 = llvm.insertvalue %971, %970[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %973 = llvm.mlir.constant(64 : index) : i64
    %974 = llvm.insertvalue %973, %972[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %975 = llvm.mlir.constant(8 : index) : i64
    %976 = llvm.insertvalue %975, %974[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %977 = llvm.mlir.constant(8 : index) : i64
    %978 = llvm.insertvalue %977, %976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %979 = llvm.mlir.constant(4 : index) : i64
    %980 = llvm.insertvalue %979, %978[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %981 = llvm.mlir.constant(1 : index) : i64
    %982 = llvm.insertvalue %981, %980[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%17 : i64)
  ^bb79(%983: i64):  // 2 preds: ^bb78, ^bb86
    %984 = llvm.icmp "slt" %983, %16 : i64
    llvm.cond_br %984, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%17 : i64)
  ^bb81(%985: i64):  // 2 preds: ^bb80, ^bb85
    %986 = llvm.icmp "slt" %985, %15 : i64
    llvm.cond_br %986, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%17 : i64)
  ^bb83(%987: i64):  // 2 preds: ^bb82, ^bb84
    %988 = llvm.icmp "slt" %987, %13 : i64
    llvm.cond_br %988, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %989 = llvm.extractvalue %750[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %990 = llvm.mlir.constant(32 : index) : i64
    %991 = llvm.mul %983, %990 overflow<nsw, nuw> : i64
    %992 = llvm.mlir.constant(4 : index) : i64
    %993 = llvm.mul %985, %992 overflow<nsw, nuw> : i64
    %994 = llvm.add %991, %993 overflow<nsw, nuw> : i64
    %995 = llvm.add %994, %987 overflow<nsw, nuw> : i64
    %996 = llvm.getelementptr inbounds|nuw %989[%995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %997 = llvm.load %996 : !llvm.ptr -> f32
    %998 = llvm.extractvalue %982[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %999 = llvm.mlir.constant(4 : index) : i64
    %1000 = llvm.getelementptr %998[%999] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1001 = llvm.mlir.constant(64 : index) : i64
    %1002 = llvm.mul %983, %1001 overflow<nsw, nuw> : i64
    %1003 = llvm.mlir.constant(8 : index) : i64
    %1004 = llvm.mul %985, %1003 overflow<nsw, nuw> : i64
    %1005 = llvm.add %1002, %1004 overflow<nsw, nuw> : i64
    %1006 = llvm.add %1005, %987 overflow<nsw, nuw> : i64
    %1007 = llvm.getelementptr inbounds|nuw %1000[%1006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %997, %1007 : f32, !llvm.ptr
    %1008 = llvm.add %987, %16 : i64
    llvm.br ^bb83(%1008 : i64)
  ^bb85:  // pred: ^bb83
    %1009 = llvm.add %985, %16 : i64
    llvm.br ^bb81(%1009 : i64)
  ^bb86:  // pred: ^bb81
    %1010 = llvm.add %983, %16 : i64
    llvm.br ^bb79(%1010 : i64)
  ^bb87:  // pred: ^bb79
    %1011 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1012 = llvm.extractvalue %937[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1013 = llvm.extractvalue %937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1014 = llvm.insertvalue %1012, %1011[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1015 = llvm.insertvalue %1013, %1014[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1016 = llvm.mlir.constant(0 : index) : i64
    %1017 = llvm.insertvalue %1016, %1015[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1018 = llvm.mlir.constant(1 : index) : i64
    %1019 = llvm.insertvalue %1018, %1017[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1020 = llvm.mlir.constant(64 : index) : i64
    %1021 = llvm.insertvalue %1020, %1019[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1022 = llvm.mlir.constant(1 : index) : i64
    %1023 = llvm.insertvalue %1022, %1021[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1024 = llvm.mlir.constant(64 : index) : i64
    %1025 = llvm.insertvalue %1024, %1023[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1026 = llvm.mlir.constant(8 : index) : i64
    %1027 = llvm.insertvalue %1026, %1025[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1028 = llvm.mlir.constant(8 : index) : i64
    %1029 = llvm.insertvalue %1028, %1027[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1030 = llvm.mlir.constant(8 : index) : i64
    %1031 = llvm.insertvalue %1030, %1029[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1032 = llvm.mlir.constant(1 : index) : i64
    %1033 = llvm.insertvalue %1032, %1031[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1034 = llvm.mlir.constant(1 : index) : i64
    %1035 = llvm.mlir.constant(1 : index) : i64
    %1036 = llvm.mlir.constant(8 : index) : i64
    %1037 = llvm.mlir.constant(8 : index) : i64
    %1038 = llvm.mlir.constant(1 : index) : i64
    %1039 = llvm.mlir.constant(64 : index) : i64
    %1040 = llvm.mlir.constant(64 : index) : i64
    %1041 = llvm.mlir.constant(64 : index) : i64
    %1042 = llvm.mlir.zero : !llvm.ptr
    %1043 = llvm.getelementptr %1042[%1041] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1044 = llvm.ptrtoint %1043 : !llvm.ptr to i64
    %1045 = llvm.mlir.constant(64 : index) : i64
    %1046 = llvm.add %1044, %1045 : i64
    %1047 = llvm.call @malloc(%1046) : (i64) -> !llvm.ptr
    %1048 = llvm.ptrtoint %1047 : !llvm.ptr to i64
    %1049 = llvm.mlir.constant(1 : index) : i64
    %1050 = llvm.sub %1045, %1049 : i64
    %1051 = llvm.add %1048, %1050 : i64
    %1052 = llvm.urem %1051, %1045 : i64
    %1053 = llvm.sub %1051, %1052 : i64
    %1054 = llvm.inttoptr %1053 : i64 to !llvm.ptr
    %1055 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1056 = llvm.insertvalue %1047, %1055[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1057 = llvm.insertvalue %1054, %1056[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1058 = llvm.mlir.constant(0 : index) : i64
    %1059 = llvm.insertvalue %1058, %1057[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1060 = llvm.insertvalue %1034, %1059[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1061 = llvm.insertvalue %1035, %1060[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1062 = llvm.insertvalue %1036, %1061[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1063 = llvm.insertvalue %1037, %1062[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1064 = llvm.insertvalue %1040, %1063[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1065 = llvm.insertvalue %1039, %1064[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1066 = llvm.insertvalue %1037, %1065[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1067 = llvm.insertvalue %1038, %1066[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb88(%17 : i64)
  ^bb88(%1068: i64):  // 2 preds: ^bb87, ^bb98
    %1069 = llvm.icmp "slt" %1068, %16 : i64
    llvm.cond_br %1069, ^bb89, ^bb99
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%17 : i64)
  ^bb90(%1070: i64):  // 2 preds: ^bb89, ^bb97
    %1071 = llvm.icmp "slt" %1070, %16 : i64
    llvm.cond_br %1071, ^bb91, ^bb98
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%17 : i64)
  ^bb92(%1072: i64):  // 2 preds: ^bb91, ^bb96
    %1073 = llvm.icmp "slt" %1072, %15 : i64
    llvm.cond_br %1073, ^bb93, ^bb97
  ^bb93:  // pred: ^bb92
    llvm.br ^bb94(%17 : i64)
  ^bb94(%1074: i64):  // 2 preds: ^bb93, ^bb95
    %1075 = llvm.icmp "slt" %1074, %15 : i64
    llvm.cond_br %1075, ^bb95, ^bb96
  ^bb95:  // pred: ^bb94
    %1076 = llvm.extractvalue %1033[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1077 = llvm.mlir.constant(64 : index) : i64
    %1078 = llvm.mul %1068, %1077 overflow<nsw, nuw> : i64
    %1079 = llvm.mlir.constant(64 : index) : i64
    %1080 = llvm.mul %1070, %1079 overflow<nsw, nuw> : i64
    %1081 = llvm.add %1078, %1080 overflow<nsw, nuw> : i64
    %1082 = llvm.mlir.constant(8 : index) : i64
    %1083 = llvm.mul %1072, %1082 overflow<nsw, nuw> : i64
    %1084 = llvm.add %1081, %1083 overflow<nsw, nuw> : i64
    %1085 = llvm.add %1084, %1074 overflow<nsw, nuw> : i64
    %1086 = llvm.getelementptr inbounds|nuw %1076[%1085] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1087 = llvm.load %1086 : !llvm.ptr -> f32
    %1088 = llvm.intr.cos(%1087) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1089 = llvm.extractvalue %1067[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1090 = llvm.mlir.constant(64 : index) : i64
    %1091 = llvm.mul %1068, %1090 overflow<nsw, nuw> : i64
    %1092 = llvm.mlir.constant(64 : index) : i64
    %1093 = llvm.mul %1070, %1092 overflow<nsw, nuw> : i64
    %1094 = llvm.add %1091, %1093 overflow<nsw, nuw> : i64
    %1095 = llvm.mlir.constant(8 : index) : i64
    %1096 = llvm.mul %1072, %1095 overflow<nsw, nuw> : i64
    %1097 = llvm.add %1094, %1096 overflow<nsw, nuw> : i64
    %1098 = llvm.add %1097, %1074 overflow<nsw, nuw> : i64
    %1099 = llvm.getelementptr inbounds|nuw %1089[%1098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1088, %1099 : f32, !llvm.ptr
    %1100 = llvm.add %1074, %16 : i64
    llvm.br ^bb94(%1100 : i64)
  ^bb96:  // pred: ^bb94
    %1101 = llvm.add %1072, %16 : i64
    llvm.br ^bb92(%1101 : i64)
  ^bb97:  // pred: ^bb92
    %1102 = llvm.add %1070, %16 : i64
    llvm.br ^bb90(%1102 : i64)
  ^bb98:  // pred: ^bb90
    %1103 = llvm.add %1068, %16 : i64
    llvm.br ^bb88(%1103 : i64)
  ^bb99:  // pred: ^bb88
    %1104 = llvm.mlir.constant(1 : index) : i64
    %1105 = llvm.mlir.constant(1 : index) : i64
    %1106 = llvm.mlir.constant(8 : index) : i64
    %1107 = llvm.mlir.constant(8 : index) : i64
    %1108 = llvm.mlir.constant(1 : index) : i64
    %1109 = llvm.mlir.constant(64 : index) : i64
    %1110 = llvm.mlir.constant(64 : index) : i64
    %1111 = llvm.mlir.constant(64 : index) : i64
    %1112 = llvm.mlir.zero : !llvm.ptr
    %1113 = llvm.getelementptr %1112[%1111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1114 = llvm.ptrtoint %1113 : !llvm.ptr to i64
    %1115 = llvm.mlir.constant(64 : index) : i64
    %1116 = llvm.add %1114, %1115 : i64
    %1117 = llvm.call @malloc(%1116) : (i64) -> !llvm.ptr
    %1118 = llvm.ptrtoint %1117 : !llvm.ptr to i64
    %1119 = llvm.mlir.constant(1 : index) : i64
    %1120 = llvm.sub %1115, %1119 : i64
    %1121 = llvm.add %1118, %1120 : i64
    %1122 = llvm.urem %1121, %1115 : i64
    %1123 = llvm.sub %1121, %1122 : i64
    %1124 = llvm.inttoptr %1123 : i64 to !llvm.ptr
    %1125 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1126 = llvm.insertvalue %1117, %1125[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1127 = llvm.insertvalue %1124, %1126[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1128 = llvm.mlir.constant(0 : index) : i64
    %1129 = llvm.insertvalue %1128, %1127[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1130 = llvm.insertvalue %1104, %1129[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1131 = llvm.insertvalue %1105, %1130[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1132 = llvm.insertvalue %1106, %1131[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1133 = llvm.insertvalue %1107, %1132[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1134 = llvm.insertvalue %1110, %1133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1135 = llvm.insertvalue %1109, %1134[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1136 = llvm.insertvalue %1107, %1135[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1137 = llvm.insertvalue %1108, %1136[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb100(%17 : i64)
  ^bb100(%1138: i64):  // 2 preds: ^bb99, ^bb110
    %1139 = llvm.icmp "slt" %1138, %16 : i64
    llvm.cond_br %1139, ^bb101, ^bb111
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%17 : i64)
  ^bb102(%1140: i64):  // 2 preds: ^bb101, ^bb109
    %1141 = llvm.icmp "slt" %1140, %16 : i64
    llvm.cond_br %1141, ^bb103, ^bb110
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%17 : i64)
  ^bb104(%1142: i64):  // 2 preds: ^bb103, ^bb108
    %1143 = llvm.icmp "slt" %1142, %15 : i64
    llvm.cond_br %1143, ^bb105, ^bb109
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%17 : i64)
  ^bb106(%1144: i64):  // 2 preds: ^bb105, ^bb107
    %1145 = llvm.icmp "slt" %1144, %15 : i64
    llvm.cond_br %1145, ^bb107, ^bb108
  ^bb107:  // pred: ^bb106
    %1146 = llvm.extractvalue %1033[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1147 = llvm.mlir.constant(64 : index) : i64
    %1148 = llvm.mul %1138, %1147 overflow<nsw, nuw> : i64
    %1149 = llvm.mlir.constant(64 : index) : i64
    %1150 = llvm.mul %1140, %1149 overflow<nsw, nuw> : i64
    %1151 = llvm.add %1148, %1150 overflow<nsw, nuw> : i64
    %1152 = llvm.mlir.constant(8 : index) : i64
    %1153 = llvm.mul %1142, %1152 overflow<nsw, nuw> : i64
    %1154 = llvm.add %1151, %1153 overflow<nsw, nuw> : i64
    %1155 = llvm.add %1154, %1144 overflow<nsw, nuw> : i64
    %1156 = llvm.getelementptr inbounds|nuw %1146[%1155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1157 = llvm.load %1156 : !llvm.ptr -> f32
    %1158 = llvm.intr.sin(%1157) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
    %1159 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1160 = llvm.mlir.constant(64 : index) : i64
    %1161 = llvm.mul %1138, %1160 overflow<nsw, nuw> : i64
    %1162 = llvm.mlir.constant(64 : index) : i64
    %1163 = llvm.mul %1140, %1162 overflow<nsw, nuw> : i64
    %1164 = llvm.add %1161, %1163 overflow<nsw, nuw> : i64
    %1165 = llvm.mlir.constant(8 : index) : i64
    %1166 = llvm.mul %1142, %1165 overflow<nsw, nuw> : i64
    %1167 = llvm.add %1164, %1166 overflow<nsw, nuw> : i64
    %1168 = llvm.add %1167, %1144 overflow<nsw, nuw> : i64
    %1169 = llvm.getelementptr inbounds|nuw %1159[%1168] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1158, %1169 : f32, !llvm.ptr
    %1170 = llvm.add %1144, %16 : i64
    llvm.br ^bb106(%1170 : i64)
  ^bb108:  // pred: ^bb106
    %1171 = llvm.add %1142, %16 : i64
    llvm.br ^bb104(%1171 : i64)
  ^bb109:  // pred: ^bb104
    %1172 = llvm.add %1140, %16 : i64
    llvm.br ^bb102(%1172 : i64)
  ^bb110:  // pred: ^bb102
    %1173 = llvm.add %1138, %16 : i64
    llvm.br ^bb100(%1173 : i64)
  ^bb111:  // pred: ^bb100
    %1174 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1175 = llvm.extractvalue %526[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1176 = llvm.extractvalue %526[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1177 = llvm.insertvalue %1175, %1174[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1178 = llvm.insertvalue %1176, %1177[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1179 = llvm.mlir.constant(0 : index) : i64
    %1180 = llvm.insertvalue %1179, %1178[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1181 = llvm.mlir.constant(1 : index) : i64
    %1182 = llvm.insertvalue %1181, %1180[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1183 = llvm.mlir.constant(8 : index) : i64
    %1184 = llvm.insertvalue %1183, %1182[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1185 = llvm.mlir.constant(8 : index) : i64
    %1186 = llvm.insertvalue %1185, %1184[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1187 = llvm.mlir.constant(1 : index) : i64
    %1188 = llvm.insertvalue %1187, %1186[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1190 = llvm.extractvalue %526[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1191 = llvm.extractvalue %526[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1192 = llvm.insertvalue %1190, %1189[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1193 = llvm.insertvalue %1191, %1192[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1194 = llvm.mlir.constant(0 : index) : i64
    %1195 = llvm.insertvalue %1194, %1193[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1196 = llvm.mlir.constant(8 : index) : i64
    %1197 = llvm.insertvalue %1196, %1195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1198 = llvm.mlir.constant(1 : index) : i64
    %1199 = llvm.insertvalue %1198, %1197[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1200 = llvm.mlir.constant(1 : index) : i64
    %1201 = llvm.insertvalue %1200, %1199[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1202 = llvm.mlir.constant(1 : index) : i64
    %1203 = llvm.insertvalue %1202, %1201[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1204 = llvm.mlir.constant(8 : index) : i64
    %1205 = llvm.mlir.constant(8 : index) : i64
    %1206 = llvm.mlir.constant(1 : index) : i64
    %1207 = llvm.mlir.constant(64 : index) : i64
    %1208 = llvm.mlir.zero : !llvm.ptr
    %1209 = llvm.getelementptr %1208[%1207] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1210 = llvm.ptrtoint %1209 : !llvm.ptr to i64
    %1211 = llvm.mlir.constant(64 : index) : i64
    %1212 = llvm.add %1210, %1211 : i64
    %1213 = llvm.call @malloc(%1212) : (i64) -> !llvm.ptr
    %1214 = llvm.ptrtoint %1213 : !llvm.ptr to i64
    %1215 = llvm.mlir.constant(1 : index) : i64
    %1216 = llvm.sub %1211, %1215 : i64
    %1217 = llvm.add %1214, %1216 : i64
    %1218 = llvm.urem %1217, %1211 : i64
    %1219 = llvm.sub %1217, %1218 : i64
    %1220 = llvm.inttoptr %1219 : i64 to !llvm.ptr
    %1221 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1222 = llvm.insertvalue %1213, %1221[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1223 = llvm.insertvalue %1220, %1222[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1224 = llvm.mlir.constant(0 : index) : i64
    %1225 = llvm.insertvalue %1224, %1223[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1226 = llvm.insertvalue %1204, %1225[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1227 = llvm.insertvalue %1205, %1226[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1228 = llvm.insertvalue %1205, %1227[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1229 = llvm.insertvalue %1206, %1228[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb112(%17 : i64)
  ^bb112(%1230: i64):  // 2 preds: ^bb111, ^bb116
    %1231 = llvm.icmp "slt" %1230, %15 : i64
    llvm.cond_br %1231, ^bb113, ^bb117
  ^bb113:  // pred: ^bb112
    llvm.br ^bb114(%17 : i64)
  ^bb114(%1232: i64):  // 2 preds: ^bb113, ^bb115
    %1233 = llvm.icmp "slt" %1232, %15 : i64
    llvm.cond_br %1233, ^bb115, ^bb116
  ^bb115:  // pred: ^bb114
    %1234 = llvm.extractvalue %1188[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1235 = llvm.mlir.constant(8 : index) : i64
    %1236 = llvm.mul %17, %1235 overflow<nsw, nuw> : i64
    %1237 = llvm.add %1236, %1232 overflow<nsw, nuw> : i64
    %1238 = llvm.getelementptr inbounds|nuw %1234[%1237] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1239 = llvm.load %1238 : !llvm.ptr -> i64
    %1240 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1241 = llvm.add %1230, %17 overflow<nsw, nuw> : i64
    %1242 = llvm.getelementptr inbounds|nuw %1240[%1241] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1243 = llvm.load %1242 : !llvm.ptr -> i64
    %1244 = llvm.sub %1239, %1243 : i64
    %1245 = llvm.icmp "sge" %1244, %27 : i64
    %1246 = llvm.select %1245, %24, %25 : i1, f32
    %1247 = llvm.extractvalue %1229[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1248 = llvm.mlir.constant(8 : index) : i64
    %1249 = llvm.mul %1230, %1248 overflow<nsw, nuw> : i64
    %1250 = llvm.add %1249, %1232 overflow<nsw, nuw> : i64
    %1251 = llvm.getelementptr inbounds|nuw %1247[%1250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1246, %1251 : f32, !llvm.ptr
    %1252 = llvm.add %1232, %16 : i64
    llvm.br ^bb114(%1252 : i64)
  ^bb116:  // pred: ^bb114
    %1253 = llvm.add %1230, %16 : i64
    llvm.br ^bb112(%1253 : i64)
  ^bb117:  // pred: ^bb112
    %1254 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1255 = llvm.extractvalue %1229[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1256 = llvm.extractvalue %1229[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1257 = llvm.insertvalue %1255, %1254[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1258 = llvm.insertvalue %1256, %1257[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1259 = llvm.mlir.constant(0 : index) : i64
    %1260 = llvm.insertvalue %1259, %1258[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1261 = llvm.mlir.constant(1 : index) : i64
    %1262 = llvm.insertvalue %1261, %1260[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1263 = llvm.mlir.constant(64 : index) : i64
    %1264 = llvm.insertvalue %1263, %1262[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1265 = llvm.mlir.constant(1 : index) : i64
    %1266 = llvm.insertvalue %1265, %1264[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1267 = llvm.mlir.constant(64 : index) : i64
    %1268 = llvm.insertvalue %1267, %1266[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1269 = llvm.mlir.constant(8 : index) : i64
    %1270 = llvm.insertvalue %1269, %1268[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1271 = llvm.mlir.constant(8 : index) : i64
    %1272 = llvm.insertvalue %1271, %1270[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1273 = llvm.mlir.constant(8 : index) : i64
    %1274 = llvm.insertvalue %1273, %1272[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1275 = llvm.mlir.constant(1 : index) : i64
    %1276 = llvm.insertvalue %1275, %1274[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1277 = llvm.mlir.constant(1 : index) : i64
    %1278 = llvm.mlir.constant(8 : index) : i64
    %1279 = llvm.mlir.constant(1 : index) : i64
    %1280 = llvm.mlir.constant(1 : index) : i64
    %1281 = llvm.mlir.constant(8 : index) : i64
    %1282 = llvm.mlir.zero : !llvm.ptr
    %1283 = llvm.getelementptr %1282[%1281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1284 = llvm.ptrtoint %1283 : !llvm.ptr to i64
    %1285 = llvm.mlir.constant(64 : index) : i64
    %1286 = llvm.add %1284, %1285 : i64
    %1287 = llvm.call @malloc(%1286) : (i64) -> !llvm.ptr
    %1288 = llvm.ptrtoint %1287 : !llvm.ptr to i64
    %1289 = llvm.mlir.constant(1 : index) : i64
    %1290 = llvm.sub %1285, %1289 : i64
    %1291 = llvm.add %1288, %1290 : i64
    %1292 = llvm.urem %1291, %1285 : i64
    %1293 = llvm.sub %1291, %1292 : i64
    %1294 = llvm.inttoptr %1293 : i64 to !llvm.ptr
    %1295 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1296 = llvm.insertvalue %1287, %1295[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1297 = llvm.insertvalue %1294, %1296[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1298 = llvm.mlir.constant(0 : index) : i64
    %1299 = llvm.insertvalue %1298, %1297[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1300 = llvm.insertvalue %1277, %1299[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1301 = llvm.insertvalue %1278, %1300[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1302 = llvm.insertvalue %1279, %1301[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1303 = llvm.insertvalue %1278, %1302[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1304 = llvm.insertvalue %1279, %1303[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.insertvalue %1280, %1304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb118(%17 : i64)
  ^bb118(%1306: i64):  // 2 preds: ^bb117, ^bb125
    %1307 = llvm.icmp "slt" %1306, %16 : i64
    llvm.cond_br %1307, ^bb119, ^bb126
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%17 : i64)
  ^bb120(%1308: i64):  // 2 preds: ^bb119, ^bb124
    %1309 = llvm.icmp "slt" %1308, %15 : i64
    llvm.cond_br %1309, ^bb121, ^bb125
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%17 : i64)
  ^bb122(%1310: i64):  // 2 preds: ^bb121, ^bb123
    %1311 = llvm.icmp "slt" %1310, %16 : i64
    llvm.cond_br %1311, ^bb123, ^bb124
  ^bb123:  // pred: ^bb122
    %1312 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1313 = llvm.mlir.constant(8 : index) : i64
    %1314 = llvm.mul %1306, %1313 overflow<nsw, nuw> : i64
    %1315 = llvm.add %1314, %1308 overflow<nsw, nuw> : i64
    %1316 = llvm.add %1315, %1310 overflow<nsw, nuw> : i64
    %1317 = llvm.getelementptr inbounds|nuw %1312[%1316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1317 : f32, !llvm.ptr
    %1318 = llvm.add %1310, %16 : i64
    llvm.br ^bb122(%1318 : i64)
  ^bb124:  // pred: ^bb122
    %1319 = llvm.add %1308, %16 : i64
    llvm.br ^bb120(%1319 : i64)
  ^bb125:  // pred: ^bb120
    %1320 = llvm.add %1306, %16 : i64
    llvm.br ^bb118(%1320 : i64)
  ^bb126:  // pred: ^bb118
    %1321 = llvm.mlir.constant(1 : index) : i64
    %1322 = llvm.mlir.constant(8 : index) : i64
    %1323 = llvm.mlir.constant(1 : index) : i64
    %1324 = llvm.mlir.constant(1 : index) : i64
    %1325 = llvm.mlir.constant(8 : index) : i64
    %1326 = llvm.mlir.zero : !llvm.ptr
    %1327 = llvm.getelementptr %1326[%1325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1328 = llvm.ptrtoint %1327 : !llvm.ptr to i64
    %1329 = llvm.mlir.constant(64 : index) : i64
    %1330 = llvm.add %1328, %1329 : i64
    %1331 = llvm.call @malloc(%1330) : (i64) -> !llvm.ptr
    %1332 = llvm.ptrtoint %1331 : !llvm.ptr to i64
    %1333 = llvm.mlir.constant(1 : index) : i64
    %1334 = llvm.sub %1329, %1333 : i64
    %1335 = llvm.add %1332, %1334 : i64
    %1336 = llvm.urem %1335, %1329 : i64
    %1337 = llvm.sub %1335, %1336 : i64
    %1338 = llvm.inttoptr %1337 : i64 to !llvm.ptr
    %1339 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1340 = llvm.insertvalue %1331, %1339[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1341 = llvm.insertvalue %1338, %1340[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1342 = llvm.mlir.constant(0 : index) : i64
    %1343 = llvm.insertvalue %1342, %1341[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1344 = llvm.insertvalue %1321, %1343[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1345 = llvm.insertvalue %1322, %1344[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1346 = llvm.insertvalue %1323, %1345[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1347 = llvm.insertvalue %1322, %1346[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.insertvalue %1323, %1347[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.insertvalue %1324, %1348[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb127(%17 : i64)
  ^bb127(%1350: i64):  // 2 preds: ^bb126, ^bb134
    %1351 = llvm.icmp "slt" %1350, %16 : i64
    llvm.cond_br %1351, ^bb128, ^bb135
  ^bb128:  // pred: ^bb127
    llvm.br ^bb129(%17 : i64)
  ^bb129(%1352: i64):  // 2 preds: ^bb128, ^bb133
    %1353 = llvm.icmp "slt" %1352, %15 : i64
    llvm.cond_br %1353, ^bb130, ^bb134
  ^bb130:  // pred: ^bb129
    llvm.br ^bb131(%17 : i64)
  ^bb131(%1354: i64):  // 2 preds: ^bb130, ^bb132
    %1355 = llvm.icmp "slt" %1354, %16 : i64
    llvm.cond_br %1355, ^bb132, ^bb133
  ^bb132:  // pred: ^bb131
    %1356 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1357 = llvm.mlir.constant(8 : index) : i64
    %1358 = llvm.mul %1350, %1357 overflow<nsw, nuw> : i64
    %1359 = llvm.add %1358, %1352 overflow<nsw, nuw> : i64
    %1360 = llvm.add %1359, %1354 overflow<nsw, nuw> : i64
    %1361 = llvm.getelementptr inbounds|nuw %1356[%1360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1362 = llvm.load %1361 : !llvm.ptr -> f32
    %1363 = llvm.extractvalue %1349[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.mlir.constant(8 : index) : i64
    %1365 = llvm.mul %1350, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1365, %1352 overflow<nsw, nuw> : i64
    %1367 = llvm.add %1366, %1354 overflow<nsw, nuw> : i64
    %1368 = llvm.getelementptr inbounds|nuw %1363[%1367] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1362, %1368 : f32, !llvm.ptr
    %1369 = llvm.add %1354, %16 : i64
    llvm.br ^bb131(%1369 : i64)
  ^bb133:  // pred: ^bb131
    %1370 = llvm.add %1352, %16 : i64
    llvm.br ^bb129(%1370 : i64)
  ^bb134:  // pred: ^bb129
    %1371 = llvm.add %1350, %16 : i64
    llvm.br ^bb127(%1371 : i64)
  ^bb135:  // pred: ^bb127
    llvm.br ^bb136(%17 : i64)
  ^bb136(%1372: i64):  // 2 preds: ^bb135, ^bb143
    %1373 = llvm.icmp "slt" %1372, %16 : i64
    llvm.cond_br %1373, ^bb137, ^bb144
  ^bb137:  // pred: ^bb136
    llvm.br ^bb138(%17 : i64)
  ^bb138(%1374: i64):  // 2 preds: ^bb137, ^bb142
    %1375 = llvm.icmp "slt" %1374, %15 : i64
    llvm.cond_br %1375, ^bb139, ^bb143
  ^bb139:  // pred: ^bb138
    llvm.br ^bb140(%17 : i64)
  ^bb140(%1376: i64):  // 2 preds: ^bb139, ^bb141
    %1377 = llvm.icmp "slt" %1376, %14 : i64
    llvm.cond_br %1377, ^bb141, ^bb142
  ^bb141:  // pred: ^bb140
    %1378 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1379 = llvm.mlir.constant(256 : index) : i64
    %1380 = llvm.mul %1372, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.mlir.constant(32 : index) : i64
    %1382 = llvm.mul %1374, %1381 overflow<nsw, nuw> : i64
    %1383 = llvm.add %1380, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1376 overflow<nsw, nuw> : i64
    %1385 = llvm.getelementptr inbounds|nuw %1378[%1384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1386 = llvm.load %1385 : !llvm.ptr -> f32
    %1387 = llvm.extractvalue %1349[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1388 = llvm.mlir.constant(8 : index) : i64
    %1389 = llvm.mul %1372, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.add %1389, %1374 overflow<nsw, nuw> : i64
    %1391 = llvm.add %1390, %17 overflow<nsw, nuw> : i64
    %1392 = llvm.getelementptr inbounds|nuw %1387[%1391] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1393 = llvm.load %1392 : !llvm.ptr -> f32
    %1394 = llvm.fmul %1386, %1386 : f32
    %1395 = llvm.fadd %1394, %1393 : f32
    %1396 = llvm.extractvalue %1349[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1397 = llvm.mlir.constant(8 : index) : i64
    %1398 = llvm.mul %1372, %1397 overflow<nsw, nuw> : i64
    %1399 = llvm.add %1398, %1374 overflow<nsw, nuw> : i64
    %1400 = llvm.add %1399, %17 overflow<nsw, nuw> : i64
    %1401 = llvm.getelementptr inbounds|nuw %1396[%1400] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1395, %1401 : f32, !llvm.ptr
    %1402 = llvm.add %1376, %16 : i64
    llvm.br ^bb140(%1402 : i64)
  ^bb142:  // pred: ^bb140
    %1403 = llvm.add %1374, %16 : i64
    llvm.br ^bb138(%1403 : i64)
  ^bb143:  // pred: ^bb138
    %1404 = llvm.add %1372, %16 : i64
    llvm.br ^bb136(%1404 : i64)
  ^bb144:  // pred: ^bb136
    %1405 = llvm.mlir.constant(1 : index) : i64
    %1406 = llvm.mlir.constant(8 : index) : i64
    %1407 = llvm.mlir.constant(32 : index) : i64
    %1408 = llvm.mlir.constant(1 : index) : i64
    %1409 = llvm.mlir.constant(256 : index) : i64
    %1410 = llvm.mlir.constant(256 : index) : i64
    %1411 = llvm.mlir.zero : !llvm.ptr
    %1412 = llvm.getelementptr %1411[%1410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1413 = llvm.ptrtoint %1412 : !llvm.ptr to i64
    %1414 = llvm.mlir.constant(64 : index) : i64
    %1415 = llvm.add %1413, %1414 : i64
    %1416 = llvm.call @malloc(%1415) : (i64) -> !llvm.ptr
    %1417 = llvm.ptrtoint %1416 : !llvm.ptr to i64
    %1418 = llvm.mlir.constant(1 : index) : i64
    %1419 = llvm.sub %1414, %1418 : i64
    %1420 = llvm.add %1417, %1419 : i64
    %1421 = llvm.urem %1420, %1414 : i64
    %1422 = llvm.sub %1420, %1421 : i64
    %1423 = llvm.inttoptr %1422 : i64 to !llvm.ptr
    %1424 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1425 = llvm.insertvalue %1416, %1424[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1426 = llvm.insertvalue %1423, %1425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1427 = llvm.mlir.constant(0 : index) : i64
    %1428 = llvm.insertvalue %1427, %1426[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1429 = llvm.insertvalue %1405, %1428[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.insertvalue %1406, %1429[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1431 = llvm.insertvalue %1407, %1430[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1432 = llvm.insertvalue %1409, %1431[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1433 = llvm.insertvalue %1407, %1432[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1434 = llvm.insertvalue %1408, %1433[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb145(%17 : i64)
  ^bb145(%1435: i64):  // 2 preds: ^bb144, ^bb152
    %1436 = llvm.icmp "slt" %1435, %16 : i64
    llvm.cond_br %1436, ^bb146, ^bb153
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%17 : i64)
  ^bb147(%1437: i64):  // 2 preds: ^bb146, ^bb151
    %1438 = llvm.icmp "slt" %1437, %15 : i64
    llvm.cond_br %1438, ^bb148, ^bb152
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%17 : i64)
  ^bb149(%1439: i64):  // 2 preds: ^bb148, ^bb150
    %1440 = llvm.icmp "slt" %1439, %14 : i64
    llvm.cond_br %1440, ^bb150, ^bb151
  ^bb150:  // pred: ^bb149
    %1441 = llvm.extractvalue %408[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1442 = llvm.getelementptr inbounds|nuw %1441[%1439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1443 = llvm.load %1442 : !llvm.ptr -> f32
    %1444 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.mlir.constant(256 : index) : i64
    %1446 = llvm.mul %1435, %1445 overflow<nsw, nuw> : i64
    %1447 = llvm.mlir.constant(32 : index) : i64
    %1448 = llvm.mul %1437, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1446, %1448 overflow<nsw, nuw> : i64
    %1450 = llvm.add %1449, %1439 overflow<nsw, nuw> : i64
    %1451 = llvm.getelementptr inbounds|nuw %1444[%1450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1452 = llvm.load %1451 : !llvm.ptr -> f32
    %1453 = llvm.extractvalue %1349[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1454 = llvm.mlir.constant(8 : index) : i64
    %1455 = llvm.mul %1435, %1454 overflow<nsw, nuw> : i64
    %1456 = llvm.add %1455, %1437 overflow<nsw, nuw> : i64
    %1457 = llvm.add %1456, %17 overflow<nsw, nuw> : i64
    %1458 = llvm.getelementptr inbounds|nuw %1453[%1457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1459 = llvm.load %1458 : !llvm.ptr -> f32
    %1460 = llvm.fdiv %1459, %19 : f32
    %1461 = llvm.fptrunc %20 : f64 to f32
    %1462 = llvm.fadd %1460, %1461 : f32
    %1463 = llvm.intr.sqrt(%1462) : (f32) -> f32
    %1464 = llvm.fdiv %28, %1463 : f32
    %1465 = llvm.fmul %1452, %1464 : f32
    %1466 = llvm.fmul %1443, %1465 : f32
    %1467 = llvm.extractvalue %1434[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1468 = llvm.mlir.constant(256 : index) : i64
    %1469 = llvm.mul %1435, %1468 overflow<nsw, nuw> : i64
    %1470 = llvm.mlir.constant(32 : index) : i64
    %1471 = llvm.mul %1437, %1470 overflow<nsw, nuw> : i64
    %1472 = llvm.add %1469, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.add %1472, %1439 overflow<nsw, nuw> : i64
    %1474 = llvm.getelementptr inbounds|nuw %1467[%1473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1466, %1474 : f32, !llvm.ptr
    %1475 = llvm.add %1439, %16 : i64
    llvm.br ^bb149(%1475 : i64)
  ^bb151:  // pred: ^bb149
    %1476 = llvm.add %1437, %16 : i64
    llvm.br ^bb147(%1476 : i64)
  ^bb152:  // pred: ^bb147
    %1477 = llvm.add %1435, %16 : i64
    llvm.br ^bb145(%1477 : i64)
  ^bb153:  // pred: ^bb145
    %1478 = llvm.mlir.constant(8 : index) : i64
    %1479 = llvm.mlir.constant(32 : index) : i64
    %1480 = llvm.mlir.constant(1 : index) : i64
    %1481 = llvm.mlir.constant(256 : index) : i64
    %1482 = llvm.mlir.zero : !llvm.ptr
    %1483 = llvm.getelementptr %1482[%1481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1484 = llvm.ptrtoint %1483 : !llvm.ptr to i64
    %1485 = llvm.mlir.constant(64 : index) : i64
    %1486 = llvm.add %1484, %1485 : i64
    %1487 = llvm.call @malloc(%1486) : (i64) -> !llvm.ptr
    %1488 = llvm.ptrtoint %1487 : !llvm.ptr to i64
    %1489 = llvm.mlir.constant(1 : index) : i64
    %1490 = llvm.sub %1485, %1489 : i64
    %1491 = llvm.add %1488, %1490 : i64
    %1492 = llvm.urem %1491, %1485 : i64
    %1493 = llvm.sub %1491, %1492 : i64
    %1494 = llvm.inttoptr %1493 : i64 to !llvm.ptr
    %1495 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1496 = llvm.insertvalue %1487, %1495[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1497 = llvm.insertvalue %1494, %1496[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1498 = llvm.mlir.constant(0 : index) : i64
    %1499 = llvm.insertvalue %1498, %1497[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1500 = llvm.insertvalue %1478, %1499[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1501 = llvm.insertvalue %1479, %1500[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1502 = llvm.insertvalue %1479, %1501[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1503 = llvm.insertvalue %1480, %1502[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb154(%17 : i64)
  ^bb154(%1504: i64):  // 2 preds: ^bb153, ^bb158
    %1505 = llvm.icmp "slt" %1504, %15 : i64
    llvm.cond_br %1505, ^bb155, ^bb159
  ^bb155:  // pred: ^bb154
    llvm.br ^bb156(%17 : i64)
  ^bb156(%1506: i64):  // 2 preds: ^bb155, ^bb157
    %1507 = llvm.icmp "slt" %1506, %14 : i64
    llvm.cond_br %1507, ^bb157, ^bb158
  ^bb157:  // pred: ^bb156
    %1508 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1509 = llvm.mlir.constant(32 : index) : i64
    %1510 = llvm.mul %1504, %1509 overflow<nsw, nuw> : i64
    %1511 = llvm.add %1510, %1506 overflow<nsw, nuw> : i64
    %1512 = llvm.getelementptr inbounds|nuw %1508[%1511] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1512 : f32, !llvm.ptr
    %1513 = llvm.add %1506, %16 : i64
    llvm.br ^bb156(%1513 : i64)
  ^bb158:  // pred: ^bb156
    %1514 = llvm.add %1504, %16 : i64
    llvm.br ^bb154(%1514 : i64)
  ^bb159:  // pred: ^bb154
    %1515 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1516 = llvm.extractvalue %392[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1517 = llvm.extractvalue %392[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1518 = llvm.insertvalue %1516, %1515[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1519 = llvm.insertvalue %1517, %1518[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1520 = llvm.mlir.constant(0 : index) : i64
    %1521 = llvm.insertvalue %1520, %1519[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1522 = llvm.mlir.constant(4 : index) : i64
    %1523 = llvm.insertvalue %1522, %1521[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1524 = llvm.mlir.constant(256 : index) : i64
    %1525 = llvm.insertvalue %1524, %1523[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1526 = llvm.mlir.constant(8 : index) : i64
    %1527 = llvm.insertvalue %1526, %1525[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1528 = llvm.mlir.constant(32 : index) : i64
    %1529 = llvm.insertvalue %1528, %1527[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1530 = llvm.mlir.constant(32 : index) : i64
    %1531 = llvm.insertvalue %1530, %1529[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1532 = llvm.mlir.constant(1 : index) : i64
    %1533 = llvm.insertvalue %1532, %1531[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1534 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1535 = llvm.extractvalue %1503[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1536 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1537 = llvm.insertvalue %1535, %1534[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1538 = llvm.insertvalue %1536, %1537[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1539 = llvm.mlir.constant(0 : index) : i64
    %1540 = llvm.insertvalue %1539, %1538[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1541 = llvm.mlir.constant(1 : index) : i64
    %1542 = llvm.insertvalue %1541, %1540[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.mlir.constant(256 : index) : i64
    %1544 = llvm.insertvalue %1543, %1542[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.mlir.constant(8 : index) : i64
    %1546 = llvm.insertvalue %1545, %1544[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.mlir.constant(32 : index) : i64
    %1548 = llvm.insertvalue %1547, %1546[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1549 = llvm.mlir.constant(4 : index) : i64
    %1550 = llvm.insertvalue %1549, %1548[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1551 = llvm.mlir.constant(8 : index) : i64
    %1552 = llvm.insertvalue %1551, %1550[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1553 = llvm.mlir.constant(8 : index) : i64
    %1554 = llvm.insertvalue %1553, %1552[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1555 = llvm.mlir.constant(1 : index) : i64
    %1556 = llvm.insertvalue %1555, %1554[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1557 = llvm.mlir.constant(1 : index) : i64
    %1558 = llvm.mlir.constant(8 : index) : i64
    %1559 = llvm.mlir.constant(4 : index) : i64
    %1560 = llvm.mlir.constant(8 : index) : i64
    %1561 = llvm.mlir.constant(1 : index) : i64
    %1562 = llvm.mlir.constant(32 : index) : i64
    %1563 = llvm.mlir.constant(256 : index) : i64
    %1564 = llvm.mlir.constant(256 : index) : i64
    %1565 = llvm.mlir.zero : !llvm.ptr
    %1566 = llvm.getelementptr %1565[%1564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1567 = llvm.ptrtoint %1566 : !llvm.ptr to i64
    %1568 = llvm.mlir.constant(64 : index) : i64
    %1569 = llvm.add %1567, %1568 : i64
    %1570 = llvm.call @malloc(%1569) : (i64) -> !llvm.ptr
    %1571 = llvm.ptrtoint %1570 : !llvm.ptr to i64
    %1572 = llvm.mlir.constant(1 : index) : i64
    %1573 = llvm.sub %1568, %1572 : i64
    %1574 = llvm.add %1571, %1573 : i64
    %1575 = llvm.urem %1574, %1568 : i64
    %1576 = llvm.sub %1574, %1575 : i64
    %1577 = llvm.inttoptr %1576 : i64 to !llvm.ptr
    %1578 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1579 = llvm.insertvalue %1570, %1578[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1580 = llvm.insertvalue %1577, %1579[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1581 = llvm.mlir.constant(0 : index) : i64
    %1582 = llvm.insertvalue %1581, %1580[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1583 = llvm.insertvalue %1557, %1582[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1584 = llvm.insertvalue %1558, %1583[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1585 = llvm.insertvalue %1559, %1584[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1586 = llvm.insertvalue %1560, %1585[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1587 = llvm.insertvalue %1563, %1586[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1588 = llvm.insertvalue %1562, %1587[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1589 = llvm.insertvalue %1560, %1588[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1590 = llvm.insertvalue %1561, %1589[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%17 : i64)
  ^bb160(%1591: i64):  // 2 preds: ^bb159, ^bb170
    %1592 = llvm.icmp "slt" %1591, %16 : i64
    llvm.cond_br %1592, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%17 : i64)
  ^bb162(%1593: i64):  // 2 preds: ^bb161, ^bb169
    %1594 = llvm.icmp "slt" %1593, %15 : i64
    llvm.cond_br %1594, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%17 : i64)
  ^bb164(%1595: i64):  // 2 preds: ^bb163, ^bb168
    %1596 = llvm.icmp "slt" %1595, %13 : i64
    llvm.cond_br %1596, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%17 : i64)
  ^bb166(%1597: i64):  // 2 preds: ^bb165, ^bb167
    %1598 = llvm.icmp "slt" %1597, %15 : i64
    llvm.cond_br %1598, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1599 = llvm.extractvalue %1556[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1600 = llvm.mlir.constant(256 : index) : i64
    %1601 = llvm.mul %1591, %1600 overflow<nsw, nuw> : i64
    %1602 = llvm.mlir.constant(32 : index) : i64
    %1603 = llvm.mul %1593, %1602 overflow<nsw, nuw> : i64
    %1604 = llvm.add %1601, %1603 overflow<nsw, nuw> : i64
    %1605 = llvm.mlir.constant(8 : index) : i64
    %1606 = llvm.mul %1595, %1605 overflow<nsw, nuw> : i64
    %1607 = llvm.add %1604, %1606 overflow<nsw, nuw> : i64
    %1608 = llvm.add %1607, %1597 overflow<nsw, nuw> : i64
    %1609 = llvm.getelementptr inbounds|nuw %1599[%1608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1610 = llvm.load %1609 : !llvm.ptr -> f32
    %1611 = llvm.extractvalue %1590[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1612 = llvm.mlir.constant(256 : index) : i64
    %1613 = llvm.mul %1591, %1612 overflow<nsw, nuw> : i64
    %1614 = llvm.mlir.constant(32 : index) : i64
    %1615 = llvm.mul %1593, %1614 overflow<nsw, nuw> : i64
    %1616 = llvm.add %1613, %1615 overflow<nsw, nuw> : i64
    %1617 = llvm.mlir.constant(8 : index) : i64
    %1618 = llvm.mul %1595, %1617 overflow<nsw, nuw> : i64
    %1619 = llvm.add %1616, %1618 overflow<nsw, nuw> : i64
    %1620 = llvm.add %1619, %1597 overflow<nsw, nuw> : i64
    %1621 = llvm.getelementptr inbounds|nuw %1611[%1620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1610, %1621 : f32, !llvm.ptr
    %1622 = llvm.add %1597, %16 : i64
    llvm.br ^bb166(%1622 : i64)
  ^bb168:  // pred: ^bb166
    %1623 = llvm.add %1595, %16 : i64
    llvm.br ^bb164(%1623 : i64)
  ^bb169:  // pred: ^bb164
    %1624 = llvm.add %1593, %16 : i64
    llvm.br ^bb162(%1624 : i64)
  ^bb170:  // pred: ^bb162
    %1625 = llvm.add %1591, %16 : i64
    llvm.br ^bb160(%1625 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%17 : i64)
  ^bb172(%1626: i64):  // 2 preds: ^bb171, ^bb185
    %1627 = llvm.icmp "slt" %1626, %16 : i64
    llvm.cond_br %1627, ^bb173, ^bb186
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%17 : i64)
  ^bb174(%1628: i64):  // 2 preds: ^bb173, ^bb184
    %1629 = llvm.icmp "slt" %1628, %15 : i64
    llvm.cond_br %1629, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%17 : i64)
  ^bb176(%1630: i64):  // 2 preds: ^bb175, ^bb183
    %1631 = llvm.icmp "slt" %1630, %13 : i64
    llvm.cond_br %1631, ^bb177, ^bb184
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%17 : i64)
  ^bb178(%1632: i64):  // 2 preds: ^bb177, ^bb182
    %1633 = llvm.icmp "slt" %1632, %15 : i64
    llvm.cond_br %1633, ^bb179, ^bb183
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%17 : i64)
  ^bb180(%1634: i64):  // 2 preds: ^bb179, ^bb181
    %1635 = llvm.icmp "slt" %1634, %14 : i64
    llvm.cond_br %1635, ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    %1636 = llvm.extractvalue %1434[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1637 = llvm.mlir.constant(256 : index) : i64
    %1638 = llvm.mul %1626, %1637 overflow<nsw, nuw> : i64
    %1639 = llvm.mlir.constant(32 : index) : i64
    %1640 = llvm.mul %1628, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1638, %1640 overflow<nsw, nuw> : i64
    %1642 = llvm.add %1641, %1634 overflow<nsw, nuw> : i64
    %1643 = llvm.getelementptr inbounds|nuw %1636[%1642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1644 = llvm.load %1643 : !llvm.ptr -> f32
    %1645 = llvm.extractvalue %1533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1646 = llvm.mlir.constant(256 : index) : i64
    %1647 = llvm.mul %1630, %1646 overflow<nsw, nuw> : i64
    %1648 = llvm.mlir.constant(32 : index) : i64
    %1649 = llvm.mul %1632, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.add %1647, %1649 overflow<nsw, nuw> : i64
    %1651 = llvm.add %1650, %1634 overflow<nsw, nuw> : i64
    %1652 = llvm.getelementptr inbounds|nuw %1645[%1651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1653 = llvm.load %1652 : !llvm.ptr -> f32
    %1654 = llvm.extractvalue %1590[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1655 = llvm.mlir.constant(256 : index) : i64
    %1656 = llvm.mul %1626, %1655 overflow<nsw, nuw> : i64
    %1657 = llvm.mlir.constant(32 : index) : i64
    %1658 = llvm.mul %1628, %1657 overflow<nsw, nuw> : i64
    %1659 = llvm.add %1656, %1658 overflow<nsw, nuw> : i64
    %1660 = llvm.mlir.constant(8 : index) : i64
    %1661 = llvm.mul %1630, %1660 overflow<nsw, nuw> : i64
    %1662 = llvm.add %1659, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.add %1662, %1632 overflow<nsw, nuw> : i64
    %1664 = llvm.getelementptr inbounds|nuw %1654[%1663] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1665 = llvm.load %1664 : !llvm.ptr -> f32
    %1666 = llvm.fmul %1644, %1653 : f32
    %1667 = llvm.fadd %1665, %1666 : f32
    %1668 = llvm.extractvalue %1590[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1669 = llvm.mlir.constant(256 : index) : i64
    %1670 = llvm.mul %1626, %1669 overflow<nsw, nuw> : i64
    %1671 = llvm.mlir.constant(32 : index) : i64
    %1672 = llvm.mul %1628, %1671 overflow<nsw, nuw> : i64
    %1673 = llvm.add %1670, %1672 overflow<nsw, nuw> : i64
    %1674 = llvm.mlir.constant(8 : index) : i64
    %1675 = llvm.mul %1630, %1674 overflow<nsw, nuw> : i64
    %1676 = llvm.add %1673, %1675 overflow<nsw, nuw> : i64
    %1677 = llvm.add %1676, %1632 overflow<nsw, nuw> : i64
    %1678 = llvm.getelementptr inbounds|nuw %1668[%1677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1667, %1678 : f32, !llvm.ptr
    %1679 = llvm.add %1634, %16 : i64
    llvm.br ^bb180(%1679 : i64)
  ^bb182:  // pred: ^bb180
    %1680 = llvm.add %1632, %16 : i64
    llvm.br ^bb178(%1680 : i64)
  ^bb183:  // pred: ^bb178
    %1681 = llvm.add %1630, %16 : i64
    llvm.br ^bb176(%1681 : i64)
  ^bb184:  // pred: ^bb176
    %1682 = llvm.add %1628, %16 : i64
    llvm.br ^bb174(%1682 : i64)
  ^bb185:  // pred: ^bb174
    %1683 = llvm.add %1626, %16 : i64
    llvm.br ^bb172(%1683 : i64)
  ^bb186:  // pred: ^bb172
    %1684 = llvm.mlir.constant(1 : index) : i64
    %1685 = llvm.mlir.constant(4 : index) : i64
    %1686 = llvm.mlir.constant(8 : index) : i64
    %1687 = llvm.mlir.constant(8 : index) : i64
    %1688 = llvm.mlir.constant(1 : index) : i64
    %1689 = llvm.mlir.constant(64 : index) : i64
    %1690 = llvm.mlir.constant(256 : index) : i64
    %1691 = llvm.mlir.constant(256 : index) : i64
    %1692 = llvm.mlir.zero : !llvm.ptr
    %1693 = llvm.getelementptr %1692[%1691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1694 = llvm.ptrtoint %1693 : !llvm.ptr to i64
    %1695 = llvm.mlir.constant(64 : index) : i64
    %1696 = llvm.add %1694, %1695 : i64
    %1697 = llvm.call @malloc(%1696) : (i64) -> !llvm.ptr
    %1698 = llvm.ptrtoint %1697 : !llvm.ptr to i64
    %1699 = llvm.mlir.constant(1 : index) : i64
    %1700 = llvm.sub %1695, %1699 : i64
    %1701 = llvm.add %1698, %1700 : i64
    %1702 = llvm.urem %1701, %1695 : i64
    %1703 = llvm.sub %1701, %1702 : i64
    %1704 = llvm.inttoptr %1703 : i64 to !llvm.ptr
    %1705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1706 = llvm.insertvalue %1697, %1705[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1707 = llvm.insertvalue %1704, %1706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1708 = llvm.mlir.constant(0 : index) : i64
    %1709 = llvm.insertvalue %1708, %1707[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1710 = llvm.insertvalue %1684, %1709[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1711 = llvm.insertvalue %1685, %1710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1712 = llvm.insertvalue %1686, %1711[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1713 = llvm.insertvalue %1687, %1712[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1714 = llvm.insertvalue %1690, %1713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1715 = llvm.insertvalue %1689, %1714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1716 = llvm.insertvalue %1687, %1715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1717 = llvm.insertvalue %1688, %1716[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb187(%17 : i64)
  ^bb187(%1718: i64):  // 2 preds: ^bb186, ^bb197
    %1719 = llvm.icmp "slt" %1718, %16 : i64
    llvm.cond_br %1719, ^bb188, ^bb198
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%17 : i64)
  ^bb189(%1720: i64):  // 2 preds: ^bb188, ^bb196
    %1721 = llvm.icmp "slt" %1720, %13 : i64
    llvm.cond_br %1721, ^bb190, ^bb197
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%17 : i64)
  ^bb191(%1722: i64):  // 2 preds: ^bb190, ^bb195
    %1723 = llvm.icmp "slt" %1722, %15 : i64
    llvm.cond_br %1723, ^bb192, ^bb196
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%17 : i64)
  ^bb193(%1724: i64):  // 2 preds: ^bb192, ^bb194
    %1725 = llvm.icmp "slt" %1724, %15 : i64
    llvm.cond_br %1725, ^bb194, ^bb195
  ^bb194:  // pred: ^bb193
    %1726 = llvm.extractvalue %1590[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1727 = llvm.mlir.constant(256 : index) : i64
    %1728 = llvm.mul %1718, %1727 overflow<nsw, nuw> : i64
    %1729 = llvm.mlir.constant(32 : index) : i64
    %1730 = llvm.mul %1722, %1729 overflow<nsw, nuw> : i64
    %1731 = llvm.add %1728, %1730 overflow<nsw, nuw> : i64
    %1732 = llvm.mlir.constant(8 : index) : i64
    %1733 = llvm.mul %1720, %1732 overflow<nsw, nuw> : i64
    %1734 = llvm.add %1731, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.add %1734, %1724 overflow<nsw, nuw> : i64
    %1736 = llvm.getelementptr inbounds|nuw %1726[%1735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1737 = llvm.load %1736 : !llvm.ptr -> f32
    %1738 = llvm.extractvalue %1717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1739 = llvm.mlir.constant(256 : index) : i64
    %1740 = llvm.mul %1718, %1739 overflow<nsw, nuw> : i64
    %1741 = llvm.mlir.constant(64 : index) : i64
    %1742 = llvm.mul %1720, %1741 overflow<nsw, nuw> : i64
    %1743 = llvm.add %1740, %1742 overflow<nsw, nuw> : i64
    %1744 = llvm.mlir.constant(8 : index) : i64
    %1745 = llvm.mul %1722, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.add %1743, %1745 overflow<nsw, nuw> : i64
    %1747 = llvm.add %1746, %1724 overflow<nsw, nuw> : i64
    %1748 = llvm.getelementptr inbounds|nuw %1738[%1747] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1737, %1748 : f32, !llvm.ptr
    %1749 = llvm.add %1724, %16 : i64
    llvm.br ^bb193(%1749 : i64)
  ^bb195:  // pred: ^bb193
    %1750 = llvm.add %1722, %16 : i64
    llvm.br ^bb191(%1750 : i64)
  ^bb196:  // pred: ^bb191
    %1751 = llvm.add %1720, %16 : i64
    llvm.br ^bb189(%1751 : i64)
  ^bb197:  // pred: ^bb189
    %1752 = llvm.add %1718, %16 : i64
    llvm.br ^bb187(%1752 : i64)
  ^bb198:  // pred: ^bb187
    %1753 = llvm.mlir.constant(8 : index) : i64
    %1754 = llvm.mlir.constant(16 : index) : i64
    %1755 = llvm.mlir.constant(1 : index) : i64
    %1756 = llvm.mlir.constant(128 : index) : i64
    %1757 = llvm.mlir.zero : !llvm.ptr
    %1758 = llvm.getelementptr %1757[%1756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1759 = llvm.ptrtoint %1758 : !llvm.ptr to i64
    %1760 = llvm.mlir.constant(64 : index) : i64
    %1761 = llvm.add %1759, %1760 : i64
    %1762 = llvm.call @malloc(%1761) : (i64) -> !llvm.ptr
    %1763 = llvm.ptrtoint %1762 : !llvm.ptr to i64
    %1764 = llvm.mlir.constant(1 : index) : i64
    %1765 = llvm.sub %1760, %1764 : i64
    %1766 = llvm.add %1763, %1765 : i64
    %1767 = llvm.urem %1766, %1760 : i64
    %1768 = llvm.sub %1766, %1767 : i64
    %1769 = llvm.inttoptr %1768 : i64 to !llvm.ptr
    %1770 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1771 = llvm.insertvalue %1762, %1770[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1772 = llvm.insertvalue %1769, %1771[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1773 = llvm.mlir.constant(0 : index) : i64
    %1774 = llvm.insertvalue %1773, %1772[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1775 = llvm.insertvalue %1753, %1774[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1776 = llvm.insertvalue %1754, %1775[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1777 = llvm.insertvalue %1754, %1776[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1778 = llvm.insertvalue %1755, %1777[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb199(%17 : i64)
  ^bb199(%1779: i64):  // 2 preds: ^bb198, ^bb203
    %1780 = llvm.icmp "slt" %1779, %15 : i64
    llvm.cond_br %1780, ^bb200, ^bb204
  ^bb200:  // pred: ^bb199
    llvm.br ^bb201(%17 : i64)
  ^bb201(%1781: i64):  // 2 preds: ^bb200, ^bb202
    %1782 = llvm.icmp "slt" %1781, %12 : i64
    llvm.cond_br %1782, ^bb202, ^bb203
  ^bb202:  // pred: ^bb201
    %1783 = llvm.extractvalue %1778[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1784 = llvm.mlir.constant(16 : index) : i64
    %1785 = llvm.mul %1779, %1784 overflow<nsw, nuw> : i64
    %1786 = llvm.add %1785, %1781 overflow<nsw, nuw> : i64
    %1787 = llvm.getelementptr inbounds|nuw %1783[%1786] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %1787 : f32, !llvm.ptr
    %1788 = llvm.add %1781, %16 : i64
    llvm.br ^bb201(%1788 : i64)
  ^bb203:  // pred: ^bb201
    %1789 = llvm.add %1779, %16 : i64
    llvm.br ^bb199(%1789 : i64)
  ^bb204:  // pred: ^bb199
    %1790 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1791 = llvm.extractvalue %372[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1792 = llvm.extractvalue %372[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1793 = llvm.insertvalue %1791, %1790[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1794 = llvm.insertvalue %1792, %1793[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1795 = llvm.mlir.constant(0 : index) : i64
    %1796 = llvm.insertvalue %1795, %1794[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1797 = llvm.mlir.constant(2 : index) : i64
    %1798 = llvm.insertvalue %1797, %1796[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1799 = llvm.mlir.constant(256 : index) : i64
    %1800 = llvm.insertvalue %1799, %1798[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1801 = llvm.mlir.constant(8 : index) : i64
    %1802 = llvm.insertvalue %1801, %1800[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1803 = llvm.mlir.constant(32 : index) : i64
    %1804 = llvm.insertvalue %1803, %1802[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1805 = llvm.mlir.constant(32 : index) : i64
    %1806 = llvm.insertvalue %1805, %1804[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1807 = llvm.mlir.constant(1 : index) : i64
    %1808 = llvm.insertvalue %1807, %1806[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1809 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1810 = llvm.extractvalue %1778[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1811 = llvm.extractvalue %1778[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1812 = llvm.insertvalue %1810, %1809[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1813 = llvm.insertvalue %1811, %1812[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.mlir.constant(0 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1816 = llvm.mlir.constant(1 : index) : i64
    %1817 = llvm.insertvalue %1816, %1815[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1818 = llvm.mlir.constant(128 : index) : i64
    %1819 = llvm.insertvalue %1818, %1817[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.mlir.constant(8 : index) : i64
    %1821 = llvm.insertvalue %1820, %1819[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1822 = llvm.mlir.constant(16 : index) : i64
    %1823 = llvm.insertvalue %1822, %1821[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1824 = llvm.mlir.constant(2 : index) : i64
    %1825 = llvm.insertvalue %1824, %1823[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1826 = llvm.mlir.constant(8 : index) : i64
    %1827 = llvm.insertvalue %1826, %1825[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1828 = llvm.mlir.constant(8 : index) : i64
    %1829 = llvm.insertvalue %1828, %1827[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1830 = llvm.mlir.constant(1 : index) : i64
    %1831 = llvm.insertvalue %1830, %1829[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1832 = llvm.mlir.constant(1 : index) : i64
    %1833 = llvm.mlir.constant(8 : index) : i64
    %1834 = llvm.mlir.constant(2 : index) : i64
    %1835 = llvm.mlir.constant(8 : index) : i64
    %1836 = llvm.mlir.constant(1 : index) : i64
    %1837 = llvm.mlir.constant(16 : index) : i64
    %1838 = llvm.mlir.constant(128 : index) : i64
    %1839 = llvm.mlir.constant(128 : index) : i64
    %1840 = llvm.mlir.zero : !llvm.ptr
    %1841 = llvm.getelementptr %1840[%1839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1842 = llvm.ptrtoint %1841 : !llvm.ptr to i64
    %1843 = llvm.mlir.constant(64 : index) : i64
    %1844 = llvm.add %1842, %1843 : i64
    %1845 = llvm.call @malloc(%1844) : (i64) -> !llvm.ptr
    %1846 = llvm.ptrtoint %1845 : !llvm.ptr to i64
    %1847 = llvm.mlir.constant(1 : index) : i64
    %1848 = llvm.sub %1843, %1847 : i64
    %1849 = llvm.add %1846, %1848 : i64
    %1850 = llvm.urem %1849, %1843 : i64
    %1851 = llvm.sub %1849, %1850 : i64
    %1852 = llvm.inttoptr %1851 : i64 to !llvm.ptr
    %1853 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1854 = llvm.insertvalue %1845, %1853[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1855 = llvm.insertvalue %1852, %1854[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1856 = llvm.mlir.constant(0 : index) : i64
    %1857 = llvm.insertvalue %1856, %1855[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1858 = llvm.insertvalue %1832, %1857[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1859 = llvm.insertvalue %1833, %1858[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1860 = llvm.insertvalue %1834, %1859[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1861 = llvm.insertvalue %1835, %1860[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1862 = llvm.insertvalue %1838, %1861[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1863 = llvm.insertvalue %1837, %1862[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1864 = llvm.insertvalue %1835, %1863[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1865 = llvm.insertvalue %1836, %1864[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%17 : i64)
  ^bb205(%1866: i64):  // 2 preds: ^bb204, ^bb215
    %1867 = llvm.icmp "slt" %1866, %16 : i64
    llvm.cond_br %1867, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%17 : i64)
  ^bb207(%1868: i64):  // 2 preds: ^bb206, ^bb214
    %1869 = llvm.icmp "slt" %1868, %15 : i64
    llvm.cond_br %1869, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%17 : i64)
  ^bb209(%1870: i64):  // 2 preds: ^bb208, ^bb213
    %1871 = llvm.icmp "slt" %1870, %11 : i64
    llvm.cond_br %1871, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%17 : i64)
  ^bb211(%1872: i64):  // 2 preds: ^bb210, ^bb212
    %1873 = llvm.icmp "slt" %1872, %15 : i64
    llvm.cond_br %1873, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %1874 = llvm.extractvalue %1831[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1875 = llvm.mlir.constant(128 : index) : i64
    %1876 = llvm.mul %1866, %1875 overflow<nsw, nuw> : i64
    %1877 = llvm.mlir.constant(16 : index) : i64
    %1878 = llvm.mul %1868, %1877 overflow<nsw, nuw> : i64
    %1879 = llvm.add %1876, %1878 overflow<nsw, nuw> : i64
    %1880 = llvm.mlir.constant(8 : index) : i64
    %1881 = llvm.mul %1870, %1880 overflow<nsw, nuw> : i64
    %1882 = llvm.add %1879, %1881 overflow<nsw, nuw> : i64
    %1883 = llvm.add %1882, %1872 overflow<nsw, nuw> : i64
    %1884 = llvm.getelementptr inbounds|nuw %1874[%1883] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1885 = llvm.load %1884 : !llvm.ptr -> f32
    %1886 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1887 = llvm.mlir.constant(128 : index) : i64
    %1888 = llvm.mul %1866, %1887 overflow<nsw, nuw> : i64
    %1889 = llvm.mlir.constant(16 : index) : i64
    %1890 = llvm.mul %1868, %1889 overflow<nsw, nuw> : i64
    %1891 = llvm.add %1888, %1890 overflow<nsw, nuw> : i64
    %1892 = llvm.mlir.constant(8 : index) : i64
    %1893 = llvm.mul %1870, %1892 overflow<nsw, nuw> : i64
    %1894 = llvm.add %1891, %1893 overflow<nsw, nuw> : i64
    %1895 = llvm.add %1894, %1872 overflow<nsw, nuw> : i64
    %1896 = llvm.getelementptr inbounds|nuw %1886[%1895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1885, %1896 : f32, !llvm.ptr
    %1897 = llvm.add %1872, %16 : i64
    llvm.br ^bb211(%1897 : i64)
  ^bb213:  // pred: ^bb211
    %1898 = llvm.add %1870, %16 : i64
    llvm.br ^bb209(%1898 : i64)
  ^bb214:  // pred: ^bb209
    %1899 = llvm.add %1868, %16 : i64
    llvm.br ^bb207(%1899 : i64)
  ^bb215:  // pred: ^bb207
    %1900 = llvm.add %1866, %16 : i64
    llvm.br ^bb205(%1900 : i64)
  ^bb216:  // pred: ^bb205
    llvm.br ^bb217(%17 : i64)
  ^bb217(%1901: i64):  // 2 preds: ^bb216, ^bb230
    %1902 = llvm.icmp "slt" %1901, %16 : i64
    llvm.cond_br %1902, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%17 : i64)
  ^bb219(%1903: i64):  // 2 preds: ^bb218, ^bb229
    %1904 = llvm.icmp "slt" %1903, %15 : i64
    llvm.cond_br %1904, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%17 : i64)
  ^bb221(%1905: i64):  // 2 preds: ^bb220, ^bb228
    %1906 = llvm.icmp "slt" %1905, %11 : i64
    llvm.cond_br %1906, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%17 : i64)
  ^bb223(%1907: i64):  // 2 preds: ^bb222, ^bb227
    %1908 = llvm.icmp "slt" %1907, %15 : i64
    llvm.cond_br %1908, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%17 : i64)
  ^bb225(%1909: i64):  // 2 preds: ^bb224, ^bb226
    %1910 = llvm.icmp "slt" %1909, %14 : i64
    llvm.cond_br %1910, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %1911 = llvm.extractvalue %1434[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1912 = llvm.mlir.constant(256 : index) : i64
    %1913 = llvm.mul %1901, %1912 overflow<nsw, nuw> : i64
    %1914 = llvm.mlir.constant(32 : index) : i64
    %1915 = llvm.mul %1903, %1914 overflow<nsw, nuw> : i64
    %1916 = llvm.add %1913, %1915 overflow<nsw, nuw> : i64
    %1917 = llvm.add %1916, %1909 overflow<nsw, nuw> : i64
    %1918 = llvm.getelementptr inbounds|nuw %1911[%1917] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1919 = llvm.load %1918 : !llvm.ptr -> f32
    %1920 = llvm.extractvalue %1808[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1921 = llvm.mlir.constant(256 : index) : i64
    %1922 = llvm.mul %1905, %1921 overflow<nsw, nuw> : i64
    %1923 = llvm.mlir.constant(32 : index) : i64
    %1924 = llvm.mul %1907, %1923 overflow<nsw, nuw> : i64
    %1925 = llvm.add %1922, %1924 overflow<nsw, nuw> : i64
    %1926 = llvm.add %1925, %1909 overflow<nsw, nuw> : i64
    %1927 = llvm.getelementptr inbounds|nuw %1920[%1926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1928 = llvm.load %1927 : !llvm.ptr -> f32
    %1929 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1930 = llvm.mlir.constant(128 : index) : i64
    %1931 = llvm.mul %1901, %1930 overflow<nsw, nuw> : i64
    %1932 = llvm.mlir.constant(16 : index) : i64
    %1933 = llvm.mul %1903, %1932 overflow<nsw, nuw> : i64
    %1934 = llvm.add %1931, %1933 overflow<nsw, nuw> : i64
    %1935 = llvm.mlir.constant(8 : index) : i64
    %1936 = llvm.mul %1905, %1935 overflow<nsw, nuw> : i64
    %1937 = llvm.add %1934, %1936 overflow<nsw, nuw> : i64
    %1938 = llvm.add %1937, %1907 overflow<nsw, nuw> : i64
    %1939 = llvm.getelementptr inbounds|nuw %1929[%1938] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1940 = llvm.load %1939 : !llvm.ptr -> f32
    %1941 = llvm.fmul %1919, %1928 : f32
    %1942 = llvm.fadd %1940, %1941 : f32
    %1943 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1944 = llvm.mlir.constant(128 : index) : i64
    %1945 = llvm.mul %1901, %1944 overflow<nsw, nuw> : i64
    %1946 = llvm.mlir.constant(16 : index) : i64
    %1947 = llvm.mul %1903, %1946 overflow<nsw, nuw> : i64
    %1948 = llvm.add %1945, %1947 overflow<nsw, nuw> : i64
    %1949 = llvm.mlir.constant(8 : index) : i64
    %1950 = llvm.mul %1905, %1949 overflow<nsw, nuw> : i64
    %1951 = llvm.add %1948, %1950 overflow<nsw, nuw> : i64
    %1952 = llvm.add %1951, %1907 overflow<nsw, nuw> : i64
    %1953 = llvm.getelementptr inbounds|nuw %1943[%1952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1942, %1953 : f32, !llvm.ptr
    %1954 = llvm.add %1909, %16 : i64
    llvm.br ^bb225(%1954 : i64)
  ^bb227:  // pred: ^bb225
    %1955 = llvm.add %1907, %16 : i64
    llvm.br ^bb223(%1955 : i64)
  ^bb228:  // pred: ^bb223
    %1956 = llvm.add %1905, %16 : i64
    llvm.br ^bb221(%1956 : i64)
  ^bb229:  // pred: ^bb221
    %1957 = llvm.add %1903, %16 : i64
    llvm.br ^bb219(%1957 : i64)
  ^bb230:  // pred: ^bb219
    %1958 = llvm.add %1901, %16 : i64
    llvm.br ^bb217(%1958 : i64)
  ^bb231:  // pred: ^bb217
    %1959 = llvm.mlir.constant(1 : index) : i64
    %1960 = llvm.mlir.constant(2 : index) : i64
    %1961 = llvm.mlir.constant(8 : index) : i64
    %1962 = llvm.mlir.constant(8 : index) : i64
    %1963 = llvm.mlir.constant(1 : index) : i64
    %1964 = llvm.mlir.constant(64 : index) : i64
    %1965 = llvm.mlir.constant(128 : index) : i64
    %1966 = llvm.mlir.constant(128 : index) : i64
    %1967 = llvm.mlir.zero : !llvm.ptr
    %1968 = llvm.getelementptr %1967[%1966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1969 = llvm.ptrtoint %1968 : !llvm.ptr to i64
    %1970 = llvm.mlir.constant(64 : index) : i64
    %1971 = llvm.add %1969, %1970 : i64
    %1972 = llvm.call @malloc(%1971) : (i64) -> !llvm.ptr
    %1973 = llvm.ptrtoint %1972 : !llvm.ptr to i64
    %1974 = llvm.mlir.constant(1 : index) : i64
    %1975 = llvm.sub %1970, %1974 : i64
    %1976 = llvm.add %1973, %1975 : i64
    %1977 = llvm.urem %1976, %1970 : i64
    %1978 = llvm.sub %1976, %1977 : i64
    %1979 = llvm.inttoptr %1978 : i64 to !llvm.ptr
    %1980 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1981 = llvm.insertvalue %1972, %1980[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1982 = llvm.insertvalue %1979, %1981[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1983 = llvm.mlir.constant(0 : index) : i64
    %1984 = llvm.insertvalue %1983, %1982[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1985 = llvm.insertvalue %1959, %1984[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1986 = llvm.insertvalue %1960, %1985[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1987 = llvm.insertvalue %1961, %1986[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1988 = llvm.insertvalue %1962, %1987[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1989 = llvm.insertvalue %1965, %1988[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1990 = llvm.insertvalue %1964, %1989[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1991 = llvm.insertvalue %1962, %1990[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1992 = llvm.insertvalue %1963, %1991[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb232(%17 : i64)
  ^bb232(%1993: i64):  // 2 preds: ^bb231, ^bb242
    %1994 = llvm.icmp "slt" %1993, %16 : i64
    llvm.cond_br %1994, ^bb233, ^bb243
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%17 : i64)
  ^bb234(%1995: i64):  // 2 preds: ^bb233, ^bb241
    %1996 = llvm.icmp "slt" %1995, %11 : i64
    llvm.cond_br %1996, ^bb235, ^bb242
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%17 : i64)
  ^bb236(%1997: i64):  // 2 preds: ^bb235, ^bb240
    %1998 = llvm.icmp "slt" %1997, %15 : i64
    llvm.cond_br %1998, ^bb237, ^bb241
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%17 : i64)
  ^bb238(%1999: i64):  // 2 preds: ^bb237, ^bb239
    %2000 = llvm.icmp "slt" %1999, %15 : i64
    llvm.cond_br %2000, ^bb239, ^bb240
  ^bb239:  // pred: ^bb238
    %2001 = llvm.extractvalue %1865[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2002 = llvm.mlir.constant(128 : index) : i64
    %2003 = llvm.mul %1993, %2002 overflow<nsw, nuw> : i64
    %2004 = llvm.mlir.constant(16 : index) : i64
    %2005 = llvm.mul %1997, %2004 overflow<nsw, nuw> : i64
    %2006 = llvm.add %2003, %2005 overflow<nsw, nuw> : i64
    %2007 = llvm.mlir.constant(8 : index) : i64
    %2008 = llvm.mul %1995, %2007 overflow<nsw, nuw> : i64
    %2009 = llvm.add %2006, %2008 overflow<nsw, nuw> : i64
    %2010 = llvm.add %2009, %1999 overflow<nsw, nuw> : i64
    %2011 = llvm.getelementptr inbounds|nuw %2001[%2010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2012 = llvm.load %2011 : !llvm.ptr -> f32
    %2013 = llvm.extractvalue %1992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2014 = llvm.mlir.constant(128 : index) : i64
    %2015 = llvm.mul %1993, %2014 overflow<nsw, nuw> : i64
    %2016 = llvm.mlir.constant(64 : index) : i64
    %2017 = llvm.mul %1995, %2016 overflow<nsw, nuw> : i64
    %2018 = llvm.add %2015, %2017 overflow<nsw, nuw> : i64
    %2019 = llvm.mlir.constant(8 : index) : i64
    %2020 = llvm.mul %1997, %2019 overflow<nsw, nuw> : i64
    %2021 = llvm.add %2018, %2020 overflow<nsw, nuw> : i64
    %2022 = llvm.add %2021, %1999 overflow<nsw, nuw> : i64
    %2023 = llvm.getelementptr inbounds|nuw %2013[%2022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2012, %2023 : f32, !llvm.ptr
    %2024 = llvm.add %1999, %16 : i64
    llvm.br ^bb238(%2024 : i64)
  ^bb240:  // pred: ^bb238
    %2025 = llvm.add %1997, %16 : i64
    llvm.br ^bb236(%2025 : i64)
  ^bb241:  // pred: ^bb236
    %2026 = llvm.add %1995, %16 : i64
    llvm.br ^bb234(%2026 : i64)
  ^bb242:  // pred: ^bb234
    %2027 = llvm.add %1993, %16 : i64
    llvm.br ^bb232(%2027 : i64)
  ^bb243:  // pred: ^bb232
    %2028 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2029 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2030 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2031 = llvm.insertvalue %2029, %2028[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2032 = llvm.insertvalue %2030, %2031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2033 = llvm.mlir.constant(0 : index) : i64
    %2034 = llvm.insertvalue %2033, %2032[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2035 = llvm.mlir.constant(2 : index) : i64
    %2036 = llvm.insertvalue %2035, %2034[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2037 = llvm.mlir.constant(256 : index) : i64
    %2038 = llvm.insertvalue %2037, %2036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2039 = llvm.mlir.constant(8 : index) : i64
    %2040 = llvm.insertvalue %2039, %2038[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2041 = llvm.mlir.constant(32 : index) : i64
    %2042 = llvm.insertvalue %2041, %2040[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2043 = llvm.mlir.constant(32 : index) : i64
    %2044 = llvm.insertvalue %2043, %2042[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2045 = llvm.mlir.constant(1 : index) : i64
    %2046 = llvm.insertvalue %2045, %2044[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2047 = llvm.mlir.constant(1 : index) : i64
    %2048 = llvm.mlir.constant(8 : index) : i64
    %2049 = llvm.mlir.constant(2 : index) : i64
    %2050 = llvm.mlir.constant(8 : index) : i64
    %2051 = llvm.mlir.constant(1 : index) : i64
    %2052 = llvm.mlir.constant(16 : index) : i64
    %2053 = llvm.mlir.constant(128 : index) : i64
    %2054 = llvm.mlir.constant(128 : index) : i64
    %2055 = llvm.mlir.zero : !llvm.ptr
    %2056 = llvm.getelementptr %2055[%2054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2057 = llvm.ptrtoint %2056 : !llvm.ptr to i64
    %2058 = llvm.mlir.constant(64 : index) : i64
    %2059 = llvm.add %2057, %2058 : i64
    %2060 = llvm.call @malloc(%2059) : (i64) -> !llvm.ptr
    %2061 = llvm.ptrtoint %2060 : !llvm.ptr to i64
    %2062 = llvm.mlir.constant(1 : index) : i64
    %2063 = llvm.sub %2058, %2062 : i64
    %2064 = llvm.add %2061, %2063 : i64
    %2065 = llvm.urem %2064, %2058 : i64
    %2066 = llvm.sub %2064, %2065 : i64
    %2067 = llvm.inttoptr %2066 : i64 to !llvm.ptr
    %2068 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2069 = llvm.insertvalue %2060, %2068[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2070 = llvm.insertvalue %2067, %2069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2071 = llvm.mlir.constant(0 : index) : i64
    %2072 = llvm.insertvalue %2071, %2070[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2073 = llvm.insertvalue %2047, %2072[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2074 = llvm.insertvalue %2048, %2073[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2075 = llvm.insertvalue %2049, %2074[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2076 = llvm.insertvalue %2050, %2075[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2077 = llvm.insertvalue %2053, %2076[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2078 = llvm.insertvalue %2052, %2077[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2079 = llvm.insertvalue %2050, %2078[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2080 = llvm.insertvalue %2051, %2079[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%17 : i64)
  ^bb244(%2081: i64):  // 2 preds: ^bb243, ^bb254
    %2082 = llvm.icmp "slt" %2081, %16 : i64
    llvm.cond_br %2082, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%17 : i64)
  ^bb246(%2083: i64):  // 2 preds: ^bb245, ^bb253
    %2084 = llvm.icmp "slt" %2083, %15 : i64
    llvm.cond_br %2084, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%17 : i64)
  ^bb248(%2085: i64):  // 2 preds: ^bb247, ^bb252
    %2086 = llvm.icmp "slt" %2085, %11 : i64
    llvm.cond_br %2086, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%17 : i64)
  ^bb250(%2087: i64):  // 2 preds: ^bb249, ^bb251
    %2088 = llvm.icmp "slt" %2087, %15 : i64
    llvm.cond_br %2088, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2089 = llvm.extractvalue %1831[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2090 = llvm.mlir.constant(128 : index) : i64
    %2091 = llvm.mul %2081, %2090 overflow<nsw, nuw> : i64
    %2092 = llvm.mlir.constant(16 : index) : i64
    %2093 = llvm.mul %2083, %2092 overflow<nsw, nuw> : i64
    %2094 = llvm.add %2091, %2093 overflow<nsw, nuw> : i64
    %2095 = llvm.mlir.constant(8 : index) : i64
    %2096 = llvm.mul %2085, %2095 overflow<nsw, nuw> : i64
    %2097 = llvm.add %2094, %2096 overflow<nsw, nuw> : i64
    %2098 = llvm.add %2097, %2087 overflow<nsw, nuw> : i64
    %2099 = llvm.getelementptr inbounds|nuw %2089[%2098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2100 = llvm.load %2099 : !llvm.ptr -> f32
    %2101 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2102 = llvm.mlir.constant(128 : index) : i64
    %2103 = llvm.mul %2081, %2102 overflow<nsw, nuw> : i64
    %2104 = llvm.mlir.constant(16 : index) : i64
    %2105 = llvm.mul %2083, %2104 overflow<nsw, nuw> : i64
    %2106 = llvm.add %2103, %2105 overflow<nsw, nuw> : i64
    %2107 = llvm.mlir.constant(8 : index) : i64
    %2108 = llvm.mul %2085, %2107 overflow<nsw, nuw> : i64
    %2109 = llvm.add %2106, %2108 overflow<nsw, nuw> : i64
    %2110 = llvm.add %2109, %2087 overflow<nsw, nuw> : i64
    %2111 = llvm.getelementptr inbounds|nuw %2101[%2110] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2100, %2111 : f32, !llvm.ptr
    %2112 = llvm.add %2087, %16 : i64
    llvm.br ^bb250(%2112 : i64)
  ^bb252:  // pred: ^bb250
    %2113 = llvm.add %2085, %16 : i64
    llvm.br ^bb248(%2113 : i64)
  ^bb253:  // pred: ^bb248
    %2114 = llvm.add %2083, %16 : i64
    llvm.br ^bb246(%2114 : i64)
  ^bb254:  // pred: ^bb246
    %2115 = llvm.add %2081, %16 : i64
    llvm.br ^bb244(%2115 : i64)
  ^bb255:  // pred: ^bb244
    llvm.br ^bb256(%17 : i64)
  ^bb256(%2116: i64):  // 2 preds: ^bb255, ^bb269
    %2117 = llvm.icmp "slt" %2116, %16 : i64
    llvm.cond_br %2117, ^bb257, ^bb270
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%17 : i64)
  ^bb258(%2118: i64):  // 2 preds: ^bb257, ^bb268
    %2119 = llvm.icmp "slt" %2118, %15 : i64
    llvm.cond_br %2119, ^bb259, ^bb269
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%17 : i64)
  ^bb260(%2120: i64):  // 2 preds: ^bb259, ^bb267
    %2121 = llvm.icmp "slt" %2120, %11 : i64
    llvm.cond_br %2121, ^bb261, ^bb268
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%17 : i64)
  ^bb262(%2122: i64):  // 2 preds: ^bb261, ^bb266
    %2123 = llvm.icmp "slt" %2122, %15 : i64
    llvm.cond_br %2123, ^bb263, ^bb267
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%17 : i64)
  ^bb264(%2124: i64):  // 2 preds: ^bb263, ^bb265
    %2125 = llvm.icmp "slt" %2124, %14 : i64
    llvm.cond_br %2125, ^bb265, ^bb266
  ^bb265:  // pred: ^bb264
    %2126 = llvm.extractvalue %1434[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2127 = llvm.mlir.constant(256 : index) : i64
    %2128 = llvm.mul %2116, %2127 overflow<nsw, nuw> : i64
    %2129 = llvm.mlir.constant(32 : index) : i64
    %2130 = llvm.mul %2118, %2129 overflow<nsw, nuw> : i64
    %2131 = llvm.add %2128, %2130 overflow<nsw, nuw> : i64
    %2132 = llvm.add %2131, %2124 overflow<nsw, nuw> : i64
    %2133 = llvm.getelementptr inbounds|nuw %2126[%2132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2134 = llvm.load %2133 : !llvm.ptr -> f32
    %2135 = llvm.extractvalue %2046[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2136 = llvm.mlir.constant(256 : index) : i64
    %2137 = llvm.mul %2120, %2136 overflow<nsw, nuw> : i64
    %2138 = llvm.mlir.constant(32 : index) : i64
    %2139 = llvm.mul %2122, %2138 overflow<nsw, nuw> : i64
    %2140 = llvm.add %2137, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.add %2140, %2124 overflow<nsw, nuw> : i64
    %2142 = llvm.getelementptr inbounds|nuw %2135[%2141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2143 = llvm.load %2142 : !llvm.ptr -> f32
    %2144 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2145 = llvm.mlir.constant(128 : index) : i64
    %2146 = llvm.mul %2116, %2145 overflow<nsw, nuw> : i64
    %2147 = llvm.mlir.constant(16 : index) : i64
    %2148 = llvm.mul %2118, %2147 overflow<nsw, nuw> : i64
    %2149 = llvm.add %2146, %2148 overflow<nsw, nuw> : i64
    %2150 = llvm.mlir.constant(8 : index) : i64
    %2151 = llvm.mul %2120, %2150 overflow<nsw, nuw> : i64
    %2152 = llvm.add %2149, %2151 overflow<nsw, nuw> : i64
    %2153 = llvm.add %2152, %2122 overflow<nsw, nuw> : i64
    %2154 = llvm.getelementptr inbounds|nuw %2144[%2153] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2155 = llvm.load %2154 : !llvm.ptr -> f32
    %2156 = llvm.fmul %2134, %2143 : f32
    %2157 = llvm.fadd %2155, %2156 : f32
    %2158 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2159 = llvm.mlir.constant(128 : index) : i64
    %2160 = llvm.mul %2116, %2159 overflow<nsw, nuw> : i64
    %2161 = llvm.mlir.constant(16 : index) : i64
    %2162 = llvm.mul %2118, %2161 overflow<nsw, nuw> : i64
    %2163 = llvm.add %2160, %2162 overflow<nsw, nuw> : i64
    %2164 = llvm.mlir.constant(8 : index) : i64
    %2165 = llvm.mul %2120, %2164 overflow<nsw, nuw> : i64
    %2166 = llvm.add %2163, %2165 overflow<nsw, nuw> : i64
    %2167 = llvm.add %2166, %2122 overflow<nsw, nuw> : i64
    %2168 = llvm.getelementptr inbounds|nuw %2158[%2167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2157, %2168 : f32, !llvm.ptr
    %2169 = llvm.add %2124, %16 : i64
    llvm.br ^bb264(%2169 : i64)
  ^bb266:  // pred: ^bb264
    %2170 = llvm.add %2122, %16 : i64
    llvm.br ^bb262(%2170 : i64)
  ^bb267:  // pred: ^bb262
    %2171 = llvm.add %2120, %16 : i64
    llvm.br ^bb260(%2171 : i64)
  ^bb268:  // pred: ^bb260
    %2172 = llvm.add %2118, %16 : i64
    llvm.br ^bb258(%2172 : i64)
  ^bb269:  // pred: ^bb258
    %2173 = llvm.add %2116, %16 : i64
    llvm.br ^bb256(%2173 : i64)
  ^bb270:  // pred: ^bb256
    %2174 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.extractvalue %1717[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2176 = llvm.extractvalue %1717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.insertvalue %2175, %2174[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2178 = llvm.insertvalue %2176, %2177[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.mlir.constant(4 : index) : i64
    %2180 = llvm.insertvalue %2179, %2178[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2181 = llvm.mlir.constant(1 : index) : i64
    %2182 = llvm.insertvalue %2181, %2180[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2183 = llvm.mlir.constant(256 : index) : i64
    %2184 = llvm.insertvalue %2183, %2182[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2185 = llvm.mlir.constant(4 : index) : i64
    %2186 = llvm.insertvalue %2185, %2184[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2187 = llvm.mlir.constant(64 : index) : i64
    %2188 = llvm.insertvalue %2187, %2186[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2189 = llvm.mlir.constant(8 : index) : i64
    %2190 = llvm.insertvalue %2189, %2188[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2191 = llvm.mlir.constant(8 : index) : i64
    %2192 = llvm.insertvalue %2191, %2190[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2193 = llvm.mlir.constant(4 : index) : i64
    %2194 = llvm.insertvalue %2193, %2192[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2195 = llvm.mlir.constant(1 : index) : i64
    %2196 = llvm.insertvalue %2195, %2194[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2197 = llvm.mlir.constant(1 : index) : i64
    %2198 = llvm.mlir.constant(4 : index) : i64
    %2199 = llvm.mlir.constant(8 : index) : i64
    %2200 = llvm.mlir.constant(4 : index) : i64
    %2201 = llvm.mlir.constant(1 : index) : i64
    %2202 = llvm.mlir.constant(32 : index) : i64
    %2203 = llvm.mlir.constant(128 : index) : i64
    %2204 = llvm.mlir.constant(128 : index) : i64
    %2205 = llvm.mlir.zero : !llvm.ptr
    %2206 = llvm.getelementptr %2205[%2204] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2207 = llvm.ptrtoint %2206 : !llvm.ptr to i64
    %2208 = llvm.mlir.constant(64 : index) : i64
    %2209 = llvm.add %2207, %2208 : i64
    %2210 = llvm.call @malloc(%2209) : (i64) -> !llvm.ptr
    %2211 = llvm.ptrtoint %2210 : !llvm.ptr to i64
    %2212 = llvm.mlir.constant(1 : index) : i64
    %2213 = llvm.sub %2208, %2212 : i64
    %2214 = llvm.add %2211, %2213 : i64
    %2215 = llvm.urem %2214, %2208 : i64
    %2216 = llvm.sub %2214, %2215 : i64
    %2217 = llvm.inttoptr %2216 : i64 to !llvm.ptr
    %2218 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2219 = llvm.insertvalue %2210, %2218[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2220 = llvm.insertvalue %2217, %2219[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2221 = llvm.mlir.constant(0 : index) : i64
    %2222 = llvm.insertvalue %2221, %2220[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2223 = llvm.insertvalue %2197, %2222[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2224 = llvm.insertvalue %2198, %2223[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2225 = llvm.insertvalue %2199, %2224[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2226 = llvm.insertvalue %2200, %2225[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2227 = llvm.insertvalue %2203, %2226[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2228 = llvm.insertvalue %2202, %2227[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2229 = llvm.insertvalue %2200, %2228[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2230 = llvm.insertvalue %2201, %2229[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb271(%17 : i64)
  ^bb271(%2231: i64):  // 2 preds: ^bb270, ^bb281
    %2232 = llvm.icmp "slt" %2231, %16 : i64
    llvm.cond_br %2232, ^bb272, ^bb282
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%17 : i64)
  ^bb273(%2233: i64):  // 2 preds: ^bb272, ^bb280
    %2234 = llvm.icmp "slt" %2233, %13 : i64
    llvm.cond_br %2234, ^bb274, ^bb281
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%17 : i64)
  ^bb275(%2235: i64):  // 2 preds: ^bb274, ^bb279
    %2236 = llvm.icmp "slt" %2235, %15 : i64
    llvm.cond_br %2236, ^bb276, ^bb280
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%17 : i64)
  ^bb277(%2237: i64):  // 2 preds: ^bb276, ^bb278
    %2238 = llvm.icmp "slt" %2237, %13 : i64
    llvm.cond_br %2238, ^bb278, ^bb279
  ^bb278:  // pred: ^bb277
    %2239 = llvm.extractvalue %2196[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2240 = llvm.mlir.constant(4 : index) : i64
    %2241 = llvm.getelementptr %2239[%2240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2242 = llvm.mlir.constant(256 : index) : i64
    %2243 = llvm.mul %2231, %2242 overflow<nsw, nuw> : i64
    %2244 = llvm.mlir.constant(64 : index) : i64
    %2245 = llvm.mul %2233, %2244 overflow<nsw, nuw> : i64
    %2246 = llvm.add %2243, %2245 overflow<nsw, nuw> : i64
    %2247 = llvm.mlir.constant(8 : index) : i64
    %2248 = llvm.mul %2235, %2247 overflow<nsw, nuw> : i64
    %2249 = llvm.add %2246, %2248 overflow<nsw, nuw> : i64
    %2250 = llvm.add %2249, %2237 overflow<nsw, nuw> : i64
    %2251 = llvm.getelementptr inbounds|nuw %2241[%2250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2252 = llvm.load %2251 : !llvm.ptr -> f32
    %2253 = llvm.fneg %2252 : f32
    %2254 = llvm.extractvalue %2230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2255 = llvm.mlir.constant(128 : index) : i64
    %2256 = llvm.mul %2231, %2255 overflow<nsw, nuw> : i64
    %2257 = llvm.mlir.constant(32 : index) : i64
    %2258 = llvm.mul %2233, %2257 overflow<nsw, nuw> : i64
    %2259 = llvm.add %2256, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.mlir.constant(4 : index) : i64
    %2261 = llvm.mul %2235, %2260 overflow<nsw, nuw> : i64
    %2262 = llvm.add %2259, %2261 overflow<nsw, nuw> : i64
    %2263 = llvm.add %2262, %2237 overflow<nsw, nuw> : i64
    %2264 = llvm.getelementptr inbounds|nuw %2254[%2263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2253, %2264 : f32, !llvm.ptr
    %2265 = llvm.add %2237, %16 : i64
    llvm.br ^bb277(%2265 : i64)
  ^bb279:  // pred: ^bb277
    %2266 = llvm.add %2235, %16 : i64
    llvm.br ^bb275(%2266 : i64)
  ^bb280:  // pred: ^bb275
    %2267 = llvm.add %2233, %16 : i64
    llvm.br ^bb273(%2267 : i64)
  ^bb281:  // pred: ^bb273
    %2268 = llvm.add %2231, %16 : i64
    llvm.br ^bb271(%2268 : i64)
  ^bb282:  // pred: ^bb271
    %2269 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2270 = llvm.extractvalue %1717[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2271 = llvm.extractvalue %1717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2272 = llvm.insertvalue %2270, %2269[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2273 = llvm.insertvalue %2271, %2272[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2274 = llvm.mlir.constant(0 : index) : i64
    %2275 = llvm.insertvalue %2274, %2273[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2276 = llvm.mlir.constant(1 : index) : i64
    %2277 = llvm.insertvalue %2276, %2275[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2278 = llvm.mlir.constant(256 : index) : i64
    %2279 = llvm.insertvalue %2278, %2277[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2280 = llvm.mlir.constant(4 : index) : i64
    %2281 = llvm.insertvalue %2280, %2279[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2282 = llvm.mlir.constant(64 : index) : i64
    %2283 = llvm.insertvalue %2282, %2281[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2284 = llvm.mlir.constant(8 : index) : i64
    %2285 = llvm.insertvalue %2284, %2283[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2286 = llvm.mlir.constant(8 : index) : i64
    %2287 = llvm.insertvalue %2286, %2285[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2288 = llvm.mlir.constant(4 : index) : i64
    %2289 = llvm.insertvalue %2288, %2287[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2290 = llvm.mlir.constant(1 : index) : i64
    %2291 = llvm.insertvalue %2290, %2289[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2292 = llvm.mlir.constant(1 : index) : i64
    %2293 = llvm.mlir.constant(4 : index) : i64
    %2294 = llvm.mlir.constant(8 : index) : i64
    %2295 = llvm.mlir.constant(8 : index) : i64
    %2296 = llvm.mlir.constant(1 : index) : i64
    %2297 = llvm.mlir.constant(64 : index) : i64
    %2298 = llvm.mlir.constant(256 : index) : i64
    %2299 = llvm.mlir.constant(256 : index) : i64
    %2300 = llvm.mlir.zero : !llvm.ptr
    %2301 = llvm.getelementptr %2300[%2299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2302 = llvm.ptrtoint %2301 : !llvm.ptr to i64
    %2303 = llvm.mlir.constant(64 : index) : i64
    %2304 = llvm.add %2302, %2303 : i64
    %2305 = llvm.call @malloc(%2304) : (i64) -> !llvm.ptr
    %2306 = llvm.ptrtoint %2305 : !llvm.ptr to i64
    %2307 = llvm.mlir.constant(1 : index) : i64
    %2308 = llvm.sub %2303, %2307 : i64
    %2309 = llvm.add %2306, %2308 : i64
    %2310 = llvm.urem %2309, %2303 : i64
    %2311 = llvm.sub %2309, %2310 : i64
    %2312 = llvm.inttoptr %2311 : i64 to !llvm.ptr
    %2313 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2314 = llvm.insertvalue %2305, %2313[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2315 = llvm.insertvalue %2312, %2314[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.mlir.constant(0 : index) : i64
    %2317 = llvm.insertvalue %2316, %2315[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2318 = llvm.insertvalue %2292, %2317[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2319 = llvm.insertvalue %2293, %2318[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2320 = llvm.insertvalue %2294, %2319[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2321 = llvm.insertvalue %2295, %2320[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2322 = llvm.insertvalue %2298, %2321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2323 = llvm.insertvalue %2297, %2322[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2324 = llvm.insertvalue %2295, %2323[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2325 = llvm.insertvalue %2296, %2324[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2326 = llvm.mlir.constant(1 : index) : i64
    %2327 = llvm.mlir.constant(4 : index) : i64
    %2328 = llvm.mlir.constant(8 : index) : i64
    %2329 = llvm.mlir.constant(8 : index) : i64
    %2330 = llvm.mlir.constant(1 : index) : i64
    %2331 = llvm.mlir.constant(64 : index) : i64
    %2332 = llvm.mlir.constant(256 : index) : i64
    %2333 = llvm.mlir.constant(256 : index) : i64
    %2334 = llvm.mlir.zero : !llvm.ptr
    %2335 = llvm.getelementptr %2334[%2333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2336 = llvm.ptrtoint %2335 : !llvm.ptr to i64
    %2337 = llvm.mlir.constant(64 : index) : i64
    %2338 = llvm.add %2336, %2337 : i64
    %2339 = llvm.call @malloc(%2338) : (i64) -> !llvm.ptr
    %2340 = llvm.ptrtoint %2339 : !llvm.ptr to i64
    %2341 = llvm.mlir.constant(1 : index) : i64
    %2342 = llvm.sub %2337, %2341 : i64
    %2343 = llvm.add %2340, %2342 : i64
    %2344 = llvm.urem %2343, %2337 : i64
    %2345 = llvm.sub %2343, %2344 : i64
    %2346 = llvm.inttoptr %2345 : i64 to !llvm.ptr
    %2347 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2348 = llvm.insertvalue %2339, %2347[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2349 = llvm.insertvalue %2346, %2348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2350 = llvm.mlir.constant(0 : index) : i64
    %2351 = llvm.insertvalue %2350, %2349[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2352 = llvm.insertvalue %2326, %2351[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2353 = llvm.insertvalue %2327, %2352[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2354 = llvm.insertvalue %2328, %2353[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2355 = llvm.insertvalue %2329, %2354[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2356 = llvm.insertvalue %2332, %2355[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2357 = llvm.insertvalue %2331, %2356[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2358 = llvm.insertvalue %2329, %2357[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2359 = llvm.insertvalue %2330, %2358[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb283(%17 : i64)
  ^bb283(%2360: i64):  // 2 preds: ^bb282, ^bb293
    %2361 = llvm.icmp "slt" %2360, %16 : i64
    llvm.cond_br %2361, ^bb284, ^bb294
  ^bb284:  // pred: ^bb283
    llvm.br ^bb285(%17 : i64)
  ^bb285(%2362: i64):  // 2 preds: ^bb284, ^bb292
    %2363 = llvm.icmp "slt" %2362, %13 : i64
    llvm.cond_br %2363, ^bb286, ^bb293
  ^bb286:  // pred: ^bb285
    llvm.br ^bb287(%17 : i64)
  ^bb287(%2364: i64):  // 2 preds: ^bb286, ^bb291
    %2365 = llvm.icmp "slt" %2364, %15 : i64
    llvm.cond_br %2365, ^bb288, ^bb292
  ^bb288:  // pred: ^bb287
    llvm.br ^bb289(%17 : i64)
  ^bb289(%2366: i64):  // 2 preds: ^bb288, ^bb290
    %2367 = llvm.icmp "slt" %2366, %15 : i64
    llvm.cond_br %2367, ^bb290, ^bb291
  ^bb290:  // pred: ^bb289
    %2368 = llvm.extractvalue %2325[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2369 = llvm.mlir.constant(256 : index) : i64
    %2370 = llvm.mul %2360, %2369 overflow<nsw, nuw> : i64
    %2371 = llvm.mlir.constant(64 : index) : i64
    %2372 = llvm.mul %2362, %2371 overflow<nsw, nuw> : i64
    %2373 = llvm.add %2370, %2372 overflow<nsw, nuw> : i64
    %2374 = llvm.mlir.constant(8 : index) : i64
    %2375 = llvm.mul %2364, %2374 overflow<nsw, nuw> : i64
    %2376 = llvm.add %2373, %2375 overflow<nsw, nuw> : i64
    %2377 = llvm.add %2376, %2366 overflow<nsw, nuw> : i64
    %2378 = llvm.getelementptr inbounds|nuw %2368[%2377] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2379 = llvm.load %2378 : !llvm.ptr -> f32
    %2380 = llvm.extractvalue %2359[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2381 = llvm.mlir.constant(256 : index) : i64
    %2382 = llvm.mul %2360, %2381 overflow<nsw, nuw> : i64
    %2383 = llvm.mlir.constant(64 : index) : i64
    %2384 = llvm.mul %2362, %2383 overflow<nsw, nuw> : i64
    %2385 = llvm.add %2382, %2384 overflow<nsw, nuw> : i64
    %2386 = llvm.mlir.constant(8 : index) : i64
    %2387 = llvm.mul %2364, %2386 overflow<nsw, nuw> : i64
    %2388 = llvm.add %2385, %2387 overflow<nsw, nuw> : i64
    %2389 = llvm.add %2388, %2366 overflow<nsw, nuw> : i64
    %2390 = llvm.getelementptr inbounds|nuw %2380[%2389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2379, %2390 : f32, !llvm.ptr
    %2391 = llvm.add %2366, %16 : i64
    llvm.br ^bb289(%2391 : i64)
  ^bb291:  // pred: ^bb289
    %2392 = llvm.add %2364, %16 : i64
    llvm.br ^bb287(%2392 : i64)
  ^bb292:  // pred: ^bb287
    %2393 = llvm.add %2362, %16 : i64
    llvm.br ^bb285(%2393 : i64)
  ^bb293:  // pred: ^bb285
    %2394 = llvm.add %2360, %16 : i64
    llvm.br ^bb283(%2394 : i64)
  ^bb294:  // pred: ^bb283
    %2395 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2396 = llvm.extractvalue %2359[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2397 = llvm.extractvalue %2359[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2398 = llvm.insertvalue %2396, %2395[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2399 = llvm.insertvalue %2397, %2398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2400 = llvm.mlir.constant(0 : index) : i64
    %2401 = llvm.insertvalue %2400, %2399[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2402 = llvm.mlir.constant(1 : index) : i64
    %2403 = llvm.insertvalue %2402, %2401[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.mlir.constant(256 : index) : i64
    %2405 = llvm.insertvalue %2404, %2403[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.mlir.constant(4 : index) : i64
    %2407 = llvm.insertvalue %2406, %2405[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2408 = llvm.mlir.constant(64 : index) : i64
    %2409 = llvm.insertvalue %2408, %2407[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2410 = llvm.mlir.constant(8 : index) : i64
    %2411 = llvm.insertvalue %2410, %2409[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2412 = llvm.mlir.constant(8 : index) : i64
    %2413 = llvm.insertvalue %2412, %2411[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2414 = llvm.mlir.constant(4 : index) : i64
    %2415 = llvm.insertvalue %2414, %2413[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2416 = llvm.mlir.constant(1 : index) : i64
    %2417 = llvm.insertvalue %2416, %2415[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%17 : i64)
  ^bb295(%2418: i64):  // 2 preds: ^bb294, ^bb305
    %2419 = llvm.icmp "slt" %2418, %16 : i64
    llvm.cond_br %2419, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%17 : i64)
  ^bb297(%2420: i64):  // 2 preds: ^bb296, ^bb304
    %2421 = llvm.icmp "slt" %2420, %13 : i64
    llvm.cond_br %2421, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%17 : i64)
  ^bb299(%2422: i64):  // 2 preds: ^bb298, ^bb303
    %2423 = llvm.icmp "slt" %2422, %15 : i64
    llvm.cond_br %2423, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%17 : i64)
  ^bb301(%2424: i64):  // 2 preds: ^bb300, ^bb302
    %2425 = llvm.icmp "slt" %2424, %13 : i64
    llvm.cond_br %2425, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2426 = llvm.extractvalue %2230[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2427 = llvm.mlir.constant(128 : index) : i64
    %2428 = llvm.mul %2418, %2427 overflow<nsw, nuw> : i64
    %2429 = llvm.mlir.constant(32 : index) : i64
    %2430 = llvm.mul %2420, %2429 overflow<nsw, nuw> : i64
    %2431 = llvm.add %2428, %2430 overflow<nsw, nuw> : i64
    %2432 = llvm.mlir.constant(4 : index) : i64
    %2433 = llvm.mul %2422, %2432 overflow<nsw, nuw> : i64
    %2434 = llvm.add %2431, %2433 overflow<nsw, nuw> : i64
    %2435 = llvm.add %2434, %2424 overflow<nsw, nuw> : i64
    %2436 = llvm.getelementptr inbounds|nuw %2426[%2435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2437 = llvm.load %2436 : !llvm.ptr -> f32
    %2438 = llvm.extractvalue %2417[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.mlir.constant(256 : index) : i64
    %2440 = llvm.mul %2418, %2439 overflow<nsw, nuw> : i64
    %2441 = llvm.mlir.constant(64 : index) : i64
    %2442 = llvm.mul %2420, %2441 overflow<nsw, nuw> : i64
    %2443 = llvm.add %2440, %2442 overflow<nsw, nuw> : i64
    %2444 = llvm.mlir.constant(8 : index) : i64
    %2445 = llvm.mul %2422, %2444 overflow<nsw, nuw> : i64
    %2446 = llvm.add %2443, %2445 overflow<nsw, nuw> : i64
    %2447 = llvm.add %2446, %2424 overflow<nsw, nuw> : i64
    %2448 = llvm.getelementptr inbounds|nuw %2438[%2447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2437, %2448 : f32, !llvm.ptr
    %2449 = llvm.add %2424, %16 : i64
    llvm.br ^bb301(%2449 : i64)
  ^bb303:  // pred: ^bb301
    %2450 = llvm.add %2422, %16 : i64
    llvm.br ^bb299(%2450 : i64)
  ^bb304:  // pred: ^bb299
    %2451 = llvm.add %2420, %16 : i64
    llvm.br ^bb297(%2451 : i64)
  ^bb305:  // pred: ^bb297
    %2452 = llvm.add %2418, %16 : i64
    llvm.br ^bb295(%2452 : i64)
  ^bb306:  // pred: ^bb295
    %2453 = llvm.mlir.constant(1 : index) : i64
    %2454 = llvm.mlir.constant(4 : index) : i64
    %2455 = llvm.mlir.constant(8 : index) : i64
    %2456 = llvm.mlir.constant(8 : index) : i64
    %2457 = llvm.mlir.constant(1 : index) : i64
    %2458 = llvm.mlir.constant(64 : index) : i64
    %2459 = llvm.mlir.constant(256 : index) : i64
    %2460 = llvm.mlir.constant(256 : index) : i64
    %2461 = llvm.mlir.zero : !llvm.ptr
    %2462 = llvm.getelementptr %2461[%2460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2463 = llvm.ptrtoint %2462 : !llvm.ptr to i64
    %2464 = llvm.mlir.constant(64 : index) : i64
    %2465 = llvm.add %2463, %2464 : i64
    %2466 = llvm.call @malloc(%2465) : (i64) -> !llvm.ptr
    %2467 = llvm.ptrtoint %2466 : !llvm.ptr to i64
    %2468 = llvm.mlir.constant(1 : index) : i64
    %2469 = llvm.sub %2464, %2468 : i64
    %2470 = llvm.add %2467, %2469 : i64
    %2471 = llvm.urem %2470, %2464 : i64
    %2472 = llvm.sub %2470, %2471 : i64
    %2473 = llvm.inttoptr %2472 : i64 to !llvm.ptr
    %2474 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2475 = llvm.insertvalue %2466, %2474[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2476 = llvm.insertvalue %2473, %2475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.mlir.constant(0 : index) : i64
    %2478 = llvm.insertvalue %2477, %2476[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.insertvalue %2453, %2478[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2480 = llvm.insertvalue %2454, %2479[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2481 = llvm.insertvalue %2455, %2480[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2482 = llvm.insertvalue %2456, %2481[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2483 = llvm.insertvalue %2459, %2482[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2484 = llvm.insertvalue %2458, %2483[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2485 = llvm.insertvalue %2456, %2484[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2486 = llvm.insertvalue %2457, %2485[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb307(%17 : i64)
  ^bb307(%2487: i64):  // 2 preds: ^bb306, ^bb317
    %2488 = llvm.icmp "slt" %2487, %16 : i64
    llvm.cond_br %2488, ^bb308, ^bb318
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%17 : i64)
  ^bb309(%2489: i64):  // 2 preds: ^bb308, ^bb316
    %2490 = llvm.icmp "slt" %2489, %13 : i64
    llvm.cond_br %2490, ^bb310, ^bb317
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%17 : i64)
  ^bb311(%2491: i64):  // 2 preds: ^bb310, ^bb315
    %2492 = llvm.icmp "slt" %2491, %15 : i64
    llvm.cond_br %2492, ^bb312, ^bb316
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%17 : i64)
  ^bb313(%2493: i64):  // 2 preds: ^bb312, ^bb314
    %2494 = llvm.icmp "slt" %2493, %15 : i64
    llvm.cond_br %2494, ^bb314, ^bb315
  ^bb314:  // pred: ^bb313
    %2495 = llvm.extractvalue %2359[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2496 = llvm.mlir.constant(256 : index) : i64
    %2497 = llvm.mul %2487, %2496 overflow<nsw, nuw> : i64
    %2498 = llvm.mlir.constant(64 : index) : i64
    %2499 = llvm.mul %2489, %2498 overflow<nsw, nuw> : i64
    %2500 = llvm.add %2497, %2499 overflow<nsw, nuw> : i64
    %2501 = llvm.mlir.constant(8 : index) : i64
    %2502 = llvm.mul %2491, %2501 overflow<nsw, nuw> : i64
    %2503 = llvm.add %2500, %2502 overflow<nsw, nuw> : i64
    %2504 = llvm.add %2503, %2493 overflow<nsw, nuw> : i64
    %2505 = llvm.getelementptr inbounds|nuw %2495[%2504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2506 = llvm.load %2505 : !llvm.ptr -> f32
    %2507 = llvm.extractvalue %2486[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2508 = llvm.mlir.constant(256 : index) : i64
    %2509 = llvm.mul %2487, %2508 overflow<nsw, nuw> : i64
    %2510 = llvm.mlir.constant(64 : index) : i64
    %2511 = llvm.mul %2489, %2510 overflow<nsw, nuw> : i64
    %2512 = llvm.add %2509, %2511 overflow<nsw, nuw> : i64
    %2513 = llvm.mlir.constant(8 : index) : i64
    %2514 = llvm.mul %2491, %2513 overflow<nsw, nuw> : i64
    %2515 = llvm.add %2512, %2514 overflow<nsw, nuw> : i64
    %2516 = llvm.add %2515, %2493 overflow<nsw, nuw> : i64
    %2517 = llvm.getelementptr inbounds|nuw %2507[%2516] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2506, %2517 : f32, !llvm.ptr
    %2518 = llvm.add %2493, %16 : i64
    llvm.br ^bb313(%2518 : i64)
  ^bb315:  // pred: ^bb313
    %2519 = llvm.add %2491, %16 : i64
    llvm.br ^bb311(%2519 : i64)
  ^bb316:  // pred: ^bb311
    %2520 = llvm.add %2489, %16 : i64
    llvm.br ^bb309(%2520 : i64)
  ^bb317:  // pred: ^bb309
    %2521 = llvm.add %2487, %16 : i64
    llvm.br ^bb307(%2521 : i64)
  ^bb318:  // pred: ^bb307
    %2522 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2523 = llvm.extractvalue %2486[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2524 = llvm.extractvalue %2486[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2525 = llvm.insertvalue %2523, %2522[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2526 = llvm.insertvalue %2524, %2525[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2527 = llvm.mlir.constant(4 : index) : i64
    %2528 = llvm.insertvalue %2527, %2526[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2529 = llvm.mlir.constant(1 : index) : i64
    %2530 = llvm.insertvalue %2529, %2528[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2531 = llvm.mlir.constant(256 : index) : i64
    %2532 = llvm.insertvalue %2531, %2530[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2533 = llvm.mlir.constant(4 : index) : i64
    %2534 = llvm.insertvalue %2533, %2532[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2535 = llvm.mlir.constant(64 : index) : i64
    %2536 = llvm.insertvalue %2535, %2534[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2537 = llvm.mlir.constant(8 : index) : i64
    %2538 = llvm.insertvalue %2537, %2536[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2539 = llvm.mlir.constant(8 : index) : i64
    %2540 = llvm.insertvalue %2539, %2538[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2541 = llvm.mlir.constant(4 : index) : i64
    %2542 = llvm.insertvalue %2541, %2540[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2543 = llvm.mlir.constant(1 : index) : i64
    %2544 = llvm.insertvalue %2543, %2542[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb319(%17 : i64)
  ^bb319(%2545: i64):  // 2 preds: ^bb318, ^bb329
    %2546 = llvm.icmp "slt" %2545, %16 : i64
    llvm.cond_br %2546, ^bb320, ^bb330
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%17 : i64)
  ^bb321(%2547: i64):  // 2 preds: ^bb320, ^bb328
    %2548 = llvm.icmp "slt" %2547, %13 : i64
    llvm.cond_br %2548, ^bb322, ^bb329
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%17 : i64)
  ^bb323(%2549: i64):  // 2 preds: ^bb322, ^bb327
    %2550 = llvm.icmp "slt" %2549, %15 : i64
    llvm.cond_br %2550, ^bb324, ^bb328
  ^bb324:  // pred: ^bb323
    llvm.br ^bb325(%17 : i64)
  ^bb325(%2551: i64):  // 2 preds: ^bb324, ^bb326
    %2552 = llvm.icmp "slt" %2551, %13 : i64
    llvm.cond_br %2552, ^bb326, ^bb327
  ^bb326:  // pred: ^bb325
    %2553 = llvm.extractvalue %2291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.mlir.constant(256 : index) : i64
    %2555 = llvm.mul %2545, %2554 overflow<nsw, nuw> : i64
    %2556 = llvm.mlir.constant(64 : index) : i64
    %2557 = llvm.mul %2547, %2556 overflow<nsw, nuw> : i64
    %2558 = llvm.add %2555, %2557 overflow<nsw, nuw> : i64
    %2559 = llvm.mlir.constant(8 : index) : i64
    %2560 = llvm.mul %2549, %2559 overflow<nsw, nuw> : i64
    %2561 = llvm.add %2558, %2560 overflow<nsw, nuw> : i64
    %2562 = llvm.add %2561, %2551 overflow<nsw, nuw> : i64
    %2563 = llvm.getelementptr inbounds|nuw %2553[%2562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2564 = llvm.load %2563 : !llvm.ptr -> f32
    %2565 = llvm.extractvalue %2544[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2566 = llvm.mlir.constant(4 : index) : i64
    %2567 = llvm.getelementptr %2565[%2566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2568 = llvm.mlir.constant(256 : index) : i64
    %2569 = llvm.mul %2545, %2568 overflow<nsw, nuw> : i64
    %2570 = llvm.mlir.constant(64 : index) : i64
    %2571 = llvm.mul %2547, %2570 overflow<nsw, nuw> : i64
    %2572 = llvm.add %2569, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.mlir.constant(8 : index) : i64
    %2574 = llvm.mul %2549, %2573 overflow<nsw, nuw> : i64
    %2575 = llvm.add %2572, %2574 overflow<nsw, nuw> : i64
    %2576 = llvm.add %2575, %2551 overflow<nsw, nuw> : i64
    %2577 = llvm.getelementptr inbounds|nuw %2567[%2576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2564, %2577 : f32, !llvm.ptr
    %2578 = llvm.add %2551, %16 : i64
    llvm.br ^bb325(%2578 : i64)
  ^bb327:  // pred: ^bb325
    %2579 = llvm.add %2549, %16 : i64
    llvm.br ^bb323(%2579 : i64)
  ^bb328:  // pred: ^bb323
    %2580 = llvm.add %2547, %16 : i64
    llvm.br ^bb321(%2580 : i64)
  ^bb329:  // pred: ^bb321
    %2581 = llvm.add %2545, %16 : i64
    llvm.br ^bb319(%2581 : i64)
  ^bb330:  // pred: ^bb319
    %2582 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2583 = llvm.extractvalue %1992[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2584 = llvm.extractvalue %1992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
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
    llvm.br ^bb331(%17 : i64)
  ^bb331(%2639: i64):  // 2 preds: ^bb330, ^bb341
    %2640 = llvm.icmp "slt" %2639, %16 : i64
    llvm.cond_br %2640, ^bb332, ^bb342
  ^bb332:  // pred: ^bb331
    llvm.br ^bb333(%17 : i64)
  ^bb333(%2641: i64):  // 2 preds: ^bb332, ^bb340
    %2642 = llvm.icmp "slt" %2641, %11 : i64
    llvm.cond_br %2642, ^bb334, ^bb341
  ^bb334:  // pred: ^bb333
    llvm.br ^bb335(%17 : i64)
  ^bb335(%2643: i64):  // 2 preds: ^bb334, ^bb339
    %2644 = llvm.icmp "slt" %2643, %15 : i64
    llvm.cond_br %2644, ^bb336, ^bb340
  ^bb336:  // pred: ^bb335
    llvm.br ^bb337(%17 : i64)
  ^bb337(%2645: i64):  // 2 preds: ^bb336, ^bb338
    %2646 = llvm.icmp "slt" %2645, %13 : i64
    llvm.cond_br %2646, ^bb338, ^bb339
  ^bb338:  // pred: ^bb337
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
    %2673 = llvm.add %2645, %16 : i64
    llvm.br ^bb337(%2673 : i64)
  ^bb339:  // pred: ^bb337
    %2674 = llvm.add %2643, %16 : i64
    llvm.br ^bb335(%2674 : i64)
  ^bb340:  // pred: ^bb335
    %2675 = llvm.add %2641, %16 : i64
    llvm.br ^bb333(%2675 : i64)
  ^bb341:  // pred: ^bb333
    %2676 = llvm.add %2639, %16 : i64
    llvm.br ^bb331(%2676 : i64)
  ^bb342:  // pred: ^bb331
    %2677 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2678 = llvm.extractvalue %1992[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2679 = llvm.extractvalue %1992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.insertvalue %2678, %2677[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2681 = llvm.insertvalue %2679, %2680[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2682 = llvm.mlir.constant(0 : index) : i64
    %2683 = llvm.insertvalue %2682, %2681[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2684 = llvm.mlir.constant(1 : index) : i64
    %2685 = llvm.insertvalue %2684, %2683[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2686 = llvm.mlir.constant(128 : index) : i64
    %2687 = llvm.insertvalue %2686, %2685[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2688 = llvm.mlir.constant(2 : index) : i64
    %2689 = llvm.insertvalue %2688, %2687[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2690 = llvm.mlir.constant(64 : index) : i64
    %2691 = llvm.insertvalue %2690, %2689[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2692 = llvm.mlir.constant(8 : index) : i64
    %2693 = llvm.insertvalue %2692, %2691[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2694 = llvm.mlir.constant(8 : index) : i64
    %2695 = llvm.insertvalue %2694, %2693[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2696 = llvm.mlir.constant(4 : index) : i64
    %2697 = llvm.insertvalue %2696, %2695[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2698 = llvm.mlir.constant(1 : index) : i64
    %2699 = llvm.insertvalue %2698, %2697[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2700 = llvm.mlir.constant(1 : index) : i64
    %2701 = llvm.mlir.constant(2 : index) : i64
    %2702 = llvm.mlir.constant(8 : index) : i64
    %2703 = llvm.mlir.constant(8 : index) : i64
    %2704 = llvm.mlir.constant(1 : index) : i64
    %2705 = llvm.mlir.constant(64 : index) : i64
    %2706 = llvm.mlir.constant(128 : index) : i64
    %2707 = llvm.mlir.constant(128 : index) : i64
    %2708 = llvm.mlir.zero : !llvm.ptr
    %2709 = llvm.getelementptr %2708[%2707] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2710 = llvm.ptrtoint %2709 : !llvm.ptr to i64
    %2711 = llvm.mlir.constant(64 : index) : i64
    %2712 = llvm.add %2710, %2711 : i64
    %2713 = llvm.call @malloc(%2712) : (i64) -> !llvm.ptr
    %2714 = llvm.ptrtoint %2713 : !llvm.ptr to i64
    %2715 = llvm.mlir.constant(1 : index) : i64
    %2716 = llvm.sub %2711, %2715 : i64
    %2717 = llvm.add %2714, %2716 : i64
    %2718 = llvm.urem %2717, %2711 : i64
    %2719 = llvm.sub %2717, %2718 : i64
    %2720 = llvm.inttoptr %2719 : i64 to !llvm.ptr
    %2721 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2722 = llvm.insertvalue %2713, %2721[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2723 = llvm.insertvalue %2720, %2722[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2724 = llvm.mlir.constant(0 : index) : i64
    %2725 = llvm.insertvalue %2724, %2723[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2726 = llvm.insertvalue %2700, %2725[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2727 = llvm.insertvalue %2701, %2726[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2728 = llvm.insertvalue %2702, %2727[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2729 = llvm.insertvalue %2703, %2728[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.insertvalue %2706, %2729[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2731 = llvm.insertvalue %2705, %2730[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2732 = llvm.insertvalue %2703, %2731[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2733 = llvm.insertvalue %2704, %2732[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2734 = llvm.mlir.constant(1 : index) : i64
    %2735 = llvm.mlir.constant(2 : index) : i64
    %2736 = llvm.mlir.constant(8 : index) : i64
    %2737 = llvm.mlir.constant(8 : index) : i64
    %2738 = llvm.mlir.constant(1 : index) : i64
    %2739 = llvm.mlir.constant(64 : index) : i64
    %2740 = llvm.mlir.constant(128 : index) : i64
    %2741 = llvm.mlir.constant(128 : index) : i64
    %2742 = llvm.mlir.zero : !llvm.ptr
    %2743 = llvm.getelementptr %2742[%2741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2744 = llvm.ptrtoint %2743 : !llvm.ptr to i64
    %2745 = llvm.mlir.constant(64 : index) : i64
    %2746 = llvm.add %2744, %2745 : i64
    %2747 = llvm.call @malloc(%2746) : (i64) -> !llvm.ptr
    %2748 = llvm.ptrtoint %2747 : !llvm.ptr to i64
    %2749 = llvm.mlir.constant(1 : index) : i64
    %2750 = llvm.sub %2745, %2749 : i64
    %2751 = llvm.add %2748, %2750 : i64
    %2752 = llvm.urem %2751, %2745 : i64
    %2753 = llvm.sub %2751, %2752 : i64
    %2754 = llvm.inttoptr %2753 : i64 to !llvm.ptr
    %2755 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2756 = llvm.insertvalue %2747, %2755[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2757 = llvm.insertvalue %2754, %2756[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2758 = llvm.mlir.constant(0 : index) : i64
    %2759 = llvm.insertvalue %2758, %2757[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.insertvalue %2734, %2759[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2761 = llvm.insertvalue %2735, %2760[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.insertvalue %2736, %2761[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2763 = llvm.insertvalue %2737, %2762[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2764 = llvm.insertvalue %2740, %2763[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2765 = llvm.insertvalue %2739, %2764[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2766 = llvm.insertvalue %2737, %2765[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2767 = llvm.insertvalue %2738, %2766[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb343(%17 : i64)
  ^bb343(%2768: i64):  // 2 preds: ^bb342, ^bb353
    %2769 = llvm.icmp "slt" %2768, %16 : i64
    llvm.cond_br %2769, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%17 : i64)
  ^bb345(%2770: i64):  // 2 preds: ^bb344, ^bb352
    %2771 = llvm.icmp "slt" %2770, %11 : i64
    llvm.cond_br %2771, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%17 : i64)
  ^bb347(%2772: i64):  // 2 preds: ^bb346, ^bb351
    %2773 = llvm.icmp "slt" %2772, %15 : i64
    llvm.cond_br %2773, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%17 : i64)
  ^bb349(%2774: i64):  // 2 preds: ^bb348, ^bb350
    %2775 = llvm.icmp "slt" %2774, %15 : i64
    llvm.cond_br %2775, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %2776 = llvm.extractvalue %2733[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2777 = llvm.mlir.constant(128 : index) : i64
    %2778 = llvm.mul %2768, %2777 overflow<nsw, nuw> : i64
    %2779 = llvm.mlir.constant(64 : index) : i64
    %2780 = llvm.mul %2770, %2779 overflow<nsw, nuw> : i64
    %2781 = llvm.add %2778, %2780 overflow<nsw, nuw> : i64
    %2782 = llvm.mlir.constant(8 : index) : i64
    %2783 = llvm.mul %2772, %2782 overflow<nsw, nuw> : i64
    %2784 = llvm.add %2781, %2783 overflow<nsw, nuw> : i64
    %2785 = llvm.add %2784, %2774 overflow<nsw, nuw> : i64
    %2786 = llvm.getelementptr inbounds|nuw %2776[%2785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2787 = llvm.load %2786 : !llvm.ptr -> f32
    %2788 = llvm.extractvalue %2767[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2789 = llvm.mlir.constant(128 : index) : i64
    %2790 = llvm.mul %2768, %2789 overflow<nsw, nuw> : i64
    %2791 = llvm.mlir.constant(64 : index) : i64
    %2792 = llvm.mul %2770, %2791 overflow<nsw, nuw> : i64
    %2793 = llvm.add %2790, %2792 overflow<nsw, nuw> : i64
    %2794 = llvm.mlir.constant(8 : index) : i64
    %2795 = llvm.mul %2772, %2794 overflow<nsw, nuw> : i64
    %2796 = llvm.add %2793, %2795 overflow<nsw, nuw> : i64
    %2797 = llvm.add %2796, %2774 overflow<nsw, nuw> : i64
    %2798 = llvm.getelementptr inbounds|nuw %2788[%2797] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2787, %2798 : f32, !llvm.ptr
    %2799 = llvm.add %2774, %16 : i64
    llvm.br ^bb349(%2799 : i64)
  ^bb351:  // pred: ^bb349
    %2800 = llvm.add %2772, %16 : i64
    llvm.br ^bb347(%2800 : i64)
  ^bb352:  // pred: ^bb347
    %2801 = llvm.add %2770, %16 : i64
    llvm.br ^bb345(%2801 : i64)
  ^bb353:  // pred: ^bb345
    %2802 = llvm.add %2768, %16 : i64
    llvm.br ^bb343(%2802 : i64)
  ^bb354:  // pred: ^bb343
    %2803 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2804 = llvm.extractvalue %2767[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2805 = llvm.extractvalue %2767[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2806 = llvm.insertvalue %2804, %2803[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2807 = llvm.insertvalue %2805, %2806[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2808 = llvm.mlir.constant(0 : index) : i64
    %2809 = llvm.insertvalue %2808, %2807[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2810 = llvm.mlir.constant(1 : index) : i64
    %2811 = llvm.insertvalue %2810, %2809[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2812 = llvm.mlir.constant(128 : index) : i64
    %2813 = llvm.insertvalue %2812, %2811[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2814 = llvm.mlir.constant(2 : index) : i64
    %2815 = llvm.insertvalue %2814, %2813[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2816 = llvm.mlir.constant(64 : index) : i64
    %2817 = llvm.insertvalue %2816, %2815[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2818 = llvm.mlir.constant(8 : index) : i64
    %2819 = llvm.insertvalue %2818, %2817[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2820 = llvm.mlir.constant(8 : index) : i64
    %2821 = llvm.insertvalue %2820, %2819[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2822 = llvm.mlir.constant(4 : index) : i64
    %2823 = llvm.insertvalue %2822, %2821[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2824 = llvm.mlir.constant(1 : index) : i64
    %2825 = llvm.insertvalue %2824, %2823[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb355(%17 : i64)
  ^bb355(%2826: i64):  // 2 preds: ^bb354, ^bb365
    %2827 = llvm.icmp "slt" %2826, %16 : i64
    llvm.cond_br %2827, ^bb356, ^bb366
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%17 : i64)
  ^bb357(%2828: i64):  // 2 preds: ^bb356, ^bb364
    %2829 = llvm.icmp "slt" %2828, %11 : i64
    llvm.cond_br %2829, ^bb358, ^bb365
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%17 : i64)
  ^bb359(%2830: i64):  // 2 preds: ^bb358, ^bb363
    %2831 = llvm.icmp "slt" %2830, %15 : i64
    llvm.cond_br %2831, ^bb360, ^bb364
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%17 : i64)
  ^bb361(%2832: i64):  // 2 preds: ^bb360, ^bb362
    %2833 = llvm.icmp "slt" %2832, %13 : i64
    llvm.cond_br %2833, ^bb362, ^bb363
  ^bb362:  // pred: ^bb361
    %2834 = llvm.extractvalue %2638[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2835 = llvm.mlir.constant(64 : index) : i64
    %2836 = llvm.mul %2826, %2835 overflow<nsw, nuw> : i64
    %2837 = llvm.mlir.constant(32 : index) : i64
    %2838 = llvm.mul %2828, %2837 overflow<nsw, nuw> : i64
    %2839 = llvm.add %2836, %2838 overflow<nsw, nuw> : i64
    %2840 = llvm.mlir.constant(4 : index) : i64
    %2841 = llvm.mul %2830, %2840 overflow<nsw, nuw> : i64
    %2842 = llvm.add %2839, %2841 overflow<nsw, nuw> : i64
    %2843 = llvm.add %2842, %2832 overflow<nsw, nuw> : i64
    %2844 = llvm.getelementptr inbounds|nuw %2834[%2843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2845 = llvm.load %2844 : !llvm.ptr -> f32
    %2846 = llvm.extractvalue %2825[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2847 = llvm.mlir.constant(128 : index) : i64
    %2848 = llvm.mul %2826, %2847 overflow<nsw, nuw> : i64
    %2849 = llvm.mlir.constant(64 : index) : i64
    %2850 = llvm.mul %2828, %2849 overflow<nsw, nuw> : i64
    %2851 = llvm.add %2848, %2850 overflow<nsw, nuw> : i64
    %2852 = llvm.mlir.constant(8 : index) : i64
    %2853 = llvm.mul %2830, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.add %2851, %2853 overflow<nsw, nuw> : i64
    %2855 = llvm.add %2854, %2832 overflow<nsw, nuw> : i64
    %2856 = llvm.getelementptr inbounds|nuw %2846[%2855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2845, %2856 : f32, !llvm.ptr
    %2857 = llvm.add %2832, %16 : i64
    llvm.br ^bb361(%2857 : i64)
  ^bb363:  // pred: ^bb361
    %2858 = llvm.add %2830, %16 : i64
    llvm.br ^bb359(%2858 : i64)
  ^bb364:  // pred: ^bb359
    %2859 = llvm.add %2828, %16 : i64
    llvm.br ^bb357(%2859 : i64)
  ^bb365:  // pred: ^bb357
    %2860 = llvm.add %2826, %16 : i64
    llvm.br ^bb355(%2860 : i64)
  ^bb366:  // pred: ^bb355
    %2861 = llvm.mlir.constant(1 : index) : i64
    %2862 = llvm.mlir.constant(2 : index) : i64
    %2863 = llvm.mlir.constant(8 : index) : i64
    %2864 = llvm.mlir.constant(8 : index) : i64
    %2865 = llvm.mlir.constant(1 : index) : i64
    %2866 = llvm.mlir.constant(64 : index) : i64
    %2867 = llvm.mlir.constant(128 : index) : i64
    %2868 = llvm.mlir.constant(128 : index) : i64
    %2869 = llvm.mlir.zero : !llvm.ptr
    %2870 = llvm.getelementptr %2869[%2868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2871 = llvm.ptrtoint %2870 : !llvm.ptr to i64
    %2872 = llvm.mlir.constant(64 : index) : i64
    %2873 = llvm.add %2871, %2872 : i64
    %2874 = llvm.call @malloc(%2873) : (i64) -> !llvm.ptr
    %2875 = llvm.ptrtoint %2874 : !llvm.ptr to i64
    %2876 = llvm.mlir.constant(1 : index) : i64
    %2877 = llvm.sub %2872, %2876 : i64
    %2878 = llvm.add %2875, %2877 : i64
    %2879 = llvm.urem %2878, %2872 : i64
    %2880 = llvm.sub %2878, %2879 : i64
    %2881 = llvm.inttoptr %2880 : i64 to !llvm.ptr
    %2882 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2883 = llvm.insertvalue %2874, %2882[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2884 = llvm.insertvalue %2881, %2883[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2885 = llvm.mlir.constant(0 : index) : i64
    %2886 = llvm.insertvalue %2885, %2884[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2887 = llvm.insertvalue %2861, %2886[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2888 = llvm.insertvalue %2862, %2887[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2889 = llvm.insertvalue %2863, %2888[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2890 = llvm.insertvalue %2864, %2889[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2891 = llvm.insertvalue %2867, %2890[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2892 = llvm.insertvalue %2866, %2891[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2893 = llvm.insertvalue %2864, %2892[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2894 = llvm.insertvalue %2865, %2893[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb367(%17 : i64)
  ^bb367(%2895: i64):  // 2 preds: ^bb366, ^bb377
    %2896 = llvm.icmp "slt" %2895, %16 : i64
    llvm.cond_br %2896, ^bb368, ^bb378
  ^bb368:  // pred: ^bb367
    llvm.br ^bb369(%17 : i64)
  ^bb369(%2897: i64):  // 2 preds: ^bb368, ^bb376
    %2898 = llvm.icmp "slt" %2897, %11 : i64
    llvm.cond_br %2898, ^bb370, ^bb377
  ^bb370:  // pred: ^bb369
    llvm.br ^bb371(%17 : i64)
  ^bb371(%2899: i64):  // 2 preds: ^bb370, ^bb375
    %2900 = llvm.icmp "slt" %2899, %15 : i64
    llvm.cond_br %2900, ^bb372, ^bb376
  ^bb372:  // pred: ^bb371
    llvm.br ^bb373(%17 : i64)
  ^bb373(%2901: i64):  // 2 preds: ^bb372, ^bb374
    %2902 = llvm.icmp "slt" %2901, %15 : i64
    llvm.cond_br %2902, ^bb374, ^bb375
  ^bb374:  // pred: ^bb373
    %2903 = llvm.extractvalue %2767[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2904 = llvm.mlir.constant(128 : index) : i64
    %2905 = llvm.mul %2895, %2904 overflow<nsw, nuw> : i64
    %2906 = llvm.mlir.constant(64 : index) : i64
    %2907 = llvm.mul %2897, %2906 overflow<nsw, nuw> : i64
    %2908 = llvm.add %2905, %2907 overflow<nsw, nuw> : i64
    %2909 = llvm.mlir.constant(8 : index) : i64
    %2910 = llvm.mul %2899, %2909 overflow<nsw, nuw> : i64
    %2911 = llvm.add %2908, %2910 overflow<nsw, nuw> : i64
    %2912 = llvm.add %2911, %2901 overflow<nsw, nuw> : i64
    %2913 = llvm.getelementptr inbounds|nuw %2903[%2912] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2914 = llvm.load %2913 : !llvm.ptr -> f32
    %2915 = llvm.extractvalue %2894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2916 = llvm.mlir.constant(128 : index) : i64
    %2917 = llvm.mul %2895, %2916 overflow<nsw, nuw> : i64
    %2918 = llvm.mlir.constant(64 : index) : i64
    %2919 = llvm.mul %2897, %2918 overflow<nsw, nuw> : i64
    %2920 = llvm.add %2917, %2919 overflow<nsw, nuw> : i64
    %2921 = llvm.mlir.constant(8 : index) : i64
    %2922 = llvm.mul %2899, %2921 overflow<nsw, nuw> : i64
    %2923 = llvm.add %2920, %2922 overflow<nsw, nuw> : i64
    %2924 = llvm.add %2923, %2901 overflow<nsw, nuw> : i64
    %2925 = llvm.getelementptr inbounds|nuw %2915[%2924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2914, %2925 : f32, !llvm.ptr
    %2926 = llvm.add %2901, %16 : i64
    llvm.br ^bb373(%2926 : i64)
  ^bb375:  // pred: ^bb373
    %2927 = llvm.add %2899, %16 : i64
    llvm.br ^bb371(%2927 : i64)
  ^bb376:  // pred: ^bb371
    %2928 = llvm.add %2897, %16 : i64
    llvm.br ^bb369(%2928 : i64)
  ^bb377:  // pred: ^bb369
    %2929 = llvm.add %2895, %16 : i64
    llvm.br ^bb367(%2929 : i64)
  ^bb378:  // pred: ^bb367
    %2930 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2931 = llvm.extractvalue %2894[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2932 = llvm.extractvalue %2894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2933 = llvm.insertvalue %2931, %2930[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2934 = llvm.insertvalue %2932, %2933[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2935 = llvm.mlir.constant(4 : index) : i64
    %2936 = llvm.insertvalue %2935, %2934[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2937 = llvm.mlir.constant(1 : index) : i64
    %2938 = llvm.insertvalue %2937, %2936[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2939 = llvm.mlir.constant(128 : index) : i64
    %2940 = llvm.insertvalue %2939, %2938[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2941 = llvm.mlir.constant(2 : index) : i64
    %2942 = llvm.insertvalue %2941, %2940[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2943 = llvm.mlir.constant(64 : index) : i64
    %2944 = llvm.insertvalue %2943, %2942[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2945 = llvm.mlir.constant(8 : index) : i64
    %2946 = llvm.insertvalue %2945, %2944[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2947 = llvm.mlir.constant(8 : index) : i64
    %2948 = llvm.insertvalue %2947, %2946[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2949 = llvm.mlir.constant(4 : index) : i64
    %2950 = llvm.insertvalue %2949, %2948[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2951 = llvm.mlir.constant(1 : index) : i64
    %2952 = llvm.insertvalue %2951, %2950[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb379(%17 : i64)
  ^bb379(%2953: i64):  // 2 preds: ^bb378, ^bb389
    %2954 = llvm.icmp "slt" %2953, %16 : i64
    llvm.cond_br %2954, ^bb380, ^bb390
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%17 : i64)
  ^bb381(%2955: i64):  // 2 preds: ^bb380, ^bb388
    %2956 = llvm.icmp "slt" %2955, %11 : i64
    llvm.cond_br %2956, ^bb382, ^bb389
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%17 : i64)
  ^bb383(%2957: i64):  // 2 preds: ^bb382, ^bb387
    %2958 = llvm.icmp "slt" %2957, %15 : i64
    llvm.cond_br %2958, ^bb384, ^bb388
  ^bb384:  // pred: ^bb383
    llvm.br ^bb385(%17 : i64)
  ^bb385(%2959: i64):  // 2 preds: ^bb384, ^bb386
    %2960 = llvm.icmp "slt" %2959, %13 : i64
    llvm.cond_br %2960, ^bb386, ^bb387
  ^bb386:  // pred: ^bb385
    %2961 = llvm.extractvalue %2699[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2962 = llvm.mlir.constant(128 : index) : i64
    %2963 = llvm.mul %2953, %2962 overflow<nsw, nuw> : i64
    %2964 = llvm.mlir.constant(64 : index) : i64
    %2965 = llvm.mul %2955, %2964 overflow<nsw, nuw> : i64
    %2966 = llvm.add %2963, %2965 overflow<nsw, nuw> : i64
    %2967 = llvm.mlir.constant(8 : index) : i64
    %2968 = llvm.mul %2957, %2967 overflow<nsw, nuw> : i64
    %2969 = llvm.add %2966, %2968 overflow<nsw, nuw> : i64
    %2970 = llvm.add %2969, %2959 overflow<nsw, nuw> : i64
    %2971 = llvm.getelementptr inbounds|nuw %2961[%2970] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2972 = llvm.load %2971 : !llvm.ptr -> f32
    %2973 = llvm.extractvalue %2952[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2974 = llvm.mlir.constant(4 : index) : i64
    %2975 = llvm.getelementptr %2973[%2974] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2976 = llvm.mlir.constant(128 : index) : i64
    %2977 = llvm.mul %2953, %2976 overflow<nsw, nuw> : i64
    %2978 = llvm.mlir.constant(64 : index) : i64
    %2979 = llvm.mul %2955, %2978 overflow<nsw, nuw> : i64
    %2980 = llvm.add %2977, %2979 overflow<nsw, nuw> : i64
    %2981 = llvm.mlir.constant(8 : index) : i64
    %2982 = llvm.mul %2957, %2981 overflow<nsw, nuw> : i64
    %2983 = llvm.add %2980, %2982 overflow<nsw, nuw> : i64
    %2984 = llvm.add %2983, %2959 overflow<nsw, nuw> : i64
    %2985 = llvm.getelementptr inbounds|nuw %2975[%2984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2972, %2985 : f32, !llvm.ptr
    %2986 = llvm.add %2959, %16 : i64
    llvm.br ^bb385(%2986 : i64)
  ^bb387:  // pred: ^bb385
    %2987 = llvm.add %2957, %16 : i64
    llvm.br ^bb383(%2987 : i64)
  ^bb388:  // pred: ^bb383
    %2988 = llvm.add %2955, %16 : i64
    llvm.br ^bb381(%2988 : i64)
  ^bb389:  // pred: ^bb381
    %2989 = llvm.add %2953, %16 : i64
    llvm.br ^bb379(%2989 : i64)
  ^bb390:  // pred: ^bb379
    %2990 = llvm.mlir.constant(1 : index) : i64
    %2991 = llvm.mlir.constant(2 : index) : i64
    %2992 = llvm.mlir.constant(2 : index) : i64
    %2993 = llvm.mlir.constant(8 : index) : i64
    %2994 = llvm.mlir.constant(8 : index) : i64
    %2995 = llvm.mlir.constant(1 : index) : i64
    %2996 = llvm.mlir.constant(64 : index) : i64
    %2997 = llvm.mlir.constant(128 : index) : i64
    %2998 = llvm.mlir.constant(256 : index) : i64
    %2999 = llvm.mlir.constant(256 : index) : i64
    %3000 = llvm.mlir.zero : !llvm.ptr
    %3001 = llvm.getelementptr %3000[%2999] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3002 = llvm.ptrtoint %3001 : !llvm.ptr to i64
    %3003 = llvm.mlir.constant(64 : index) : i64
    %3004 = llvm.add %3002, %3003 : i64
    %3005 = llvm.call @malloc(%3004) : (i64) -> !llvm.ptr
    %3006 = llvm.ptrtoint %3005 : !llvm.ptr to i64
    %3007 = llvm.mlir.constant(1 : index) : i64
    %3008 = llvm.sub %3003, %3007 : i64
    %3009 = llvm.add %3006, %3008 : i64
    %3010 = llvm.urem %3009, %3003 : i64
    %3011 = llvm.sub %3009, %3010 : i64
    %3012 = llvm.inttoptr %3011 : i64 to !llvm.ptr
    %3013 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3014 = llvm.insertvalue %3005, %3013[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3015 = llvm.insertvalue %3012, %3014[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3016 = llvm.mlir.constant(0 : index) : i64
    %3017 = llvm.insertvalue %3016, %3015[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3018 = llvm.insertvalue %2990, %3017[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3019 = llvm.insertvalue %2991, %3018[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3020 = llvm.insertvalue %2992, %3019[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3021 = llvm.insertvalue %2993, %3020[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3022 = llvm.insertvalue %2994, %3021[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3023 = llvm.insertvalue %2998, %3022[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3024 = llvm.insertvalue %2997, %3023[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3025 = llvm.insertvalue %2996, %3024[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3026 = llvm.insertvalue %2994, %3025[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3027 = llvm.insertvalue %2995, %3026[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb391(%17 : i64)
  ^bb391(%3028: i64):  // 2 preds: ^bb390, ^bb404
    %3029 = llvm.icmp "slt" %3028, %16 : i64
    llvm.cond_br %3029, ^bb392, ^bb405
  ^bb392:  // pred: ^bb391
    llvm.br ^bb393(%17 : i64)
  ^bb393(%3030: i64):  // 2 preds: ^bb392, ^bb403
    %3031 = llvm.icmp "slt" %3030, %11 : i64
    llvm.cond_br %3031, ^bb394, ^bb404
  ^bb394:  // pred: ^bb393
    llvm.br ^bb395(%17 : i64)
  ^bb395(%3032: i64):  // 2 preds: ^bb394, ^bb402
    %3033 = llvm.icmp "slt" %3032, %11 : i64
    llvm.cond_br %3033, ^bb396, ^bb403
  ^bb396:  // pred: ^bb395
    llvm.br ^bb397(%17 : i64)
  ^bb397(%3034: i64):  // 2 preds: ^bb396, ^bb401
    %3035 = llvm.icmp "slt" %3034, %15 : i64
    llvm.cond_br %3035, ^bb398, ^bb402
  ^bb398:  // pred: ^bb397
    llvm.br ^bb399(%17 : i64)
  ^bb399(%3036: i64):  // 2 preds: ^bb398, ^bb400
    %3037 = llvm.icmp "slt" %3036, %15 : i64
    llvm.cond_br %3037, ^bb400, ^bb401
  ^bb400:  // pred: ^bb399
    %3038 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3039 = llvm.mlir.constant(128 : index) : i64
    %3040 = llvm.mul %3028, %3039 overflow<nsw, nuw> : i64
    %3041 = llvm.mlir.constant(16 : index) : i64
    %3042 = llvm.mul %3034, %3041 overflow<nsw, nuw> : i64
    %3043 = llvm.add %3040, %3042 overflow<nsw, nuw> : i64
    %3044 = llvm.mlir.constant(8 : index) : i64
    %3045 = llvm.mul %3030, %3044 overflow<nsw, nuw> : i64
    %3046 = llvm.add %3043, %3045 overflow<nsw, nuw> : i64
    %3047 = llvm.add %3046, %3036 overflow<nsw, nuw> : i64
    %3048 = llvm.getelementptr inbounds|nuw %3038[%3047] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3049 = llvm.load %3048 : !llvm.ptr -> f32
    %3050 = llvm.extractvalue %3027[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3051 = llvm.mlir.constant(256 : index) : i64
    %3052 = llvm.mul %3028, %3051 overflow<nsw, nuw> : i64
    %3053 = llvm.mlir.constant(128 : index) : i64
    %3054 = llvm.mul %3030, %3053 overflow<nsw, nuw> : i64
    %3055 = llvm.add %3052, %3054 overflow<nsw, nuw> : i64
    %3056 = llvm.mlir.constant(64 : index) : i64
    %3057 = llvm.mul %3032, %3056 overflow<nsw, nuw> : i64
    %3058 = llvm.add %3055, %3057 overflow<nsw, nuw> : i64
    %3059 = llvm.mlir.constant(8 : index) : i64
    %3060 = llvm.mul %3034, %3059 overflow<nsw, nuw> : i64
    %3061 = llvm.add %3058, %3060 overflow<nsw, nuw> : i64
    %3062 = llvm.add %3061, %3036 overflow<nsw, nuw> : i64
    %3063 = llvm.getelementptr inbounds|nuw %3050[%3062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3049, %3063 : f32, !llvm.ptr
    %3064 = llvm.add %3036, %16 : i64
    llvm.br ^bb399(%3064 : i64)
  ^bb401:  // pred: ^bb399
    %3065 = llvm.add %3034, %16 : i64
    llvm.br ^bb397(%3065 : i64)
  ^bb402:  // pred: ^bb397
    %3066 = llvm.add %3032, %16 : i64
    llvm.br ^bb395(%3066 : i64)
  ^bb403:  // pred: ^bb395
    %3067 = llvm.add %3030, %16 : i64
    llvm.br ^bb393(%3067 : i64)
  ^bb404:  // pred: ^bb393
    %3068 = llvm.add %3028, %16 : i64
    llvm.br ^bb391(%3068 : i64)
  ^bb405:  // pred: ^bb391
    %3069 = llvm.mlir.constant(1 : index) : i64
    %3070 = llvm.mlir.constant(2 : index) : i64
    %3071 = llvm.mlir.constant(2 : index) : i64
    %3072 = llvm.mlir.constant(8 : index) : i64
    %3073 = llvm.mlir.constant(8 : index) : i64
    %3074 = llvm.mlir.constant(1 : index) : i64
    %3075 = llvm.mlir.constant(64 : index) : i64
    %3076 = llvm.mlir.constant(128 : index) : i64
    %3077 = llvm.mlir.constant(256 : index) : i64
    %3078 = llvm.mlir.constant(256 : index) : i64
    %3079 = llvm.mlir.zero : !llvm.ptr
    %3080 = llvm.getelementptr %3079[%3078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3081 = llvm.ptrtoint %3080 : !llvm.ptr to i64
    %3082 = llvm.mlir.constant(64 : index) : i64
    %3083 = llvm.add %3081, %3082 : i64
    %3084 = llvm.call @malloc(%3083) : (i64) -> !llvm.ptr
    %3085 = llvm.ptrtoint %3084 : !llvm.ptr to i64
    %3086 = llvm.mlir.constant(1 : index) : i64
    %3087 = llvm.sub %3082, %3086 : i64
    %3088 = llvm.add %3085, %3087 : i64
    %3089 = llvm.urem %3088, %3082 : i64
    %3090 = llvm.sub %3088, %3089 : i64
    %3091 = llvm.inttoptr %3090 : i64 to !llvm.ptr
    %3092 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3093 = llvm.insertvalue %3084, %3092[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3094 = llvm.insertvalue %3091, %3093[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3095 = llvm.mlir.constant(0 : index) : i64
    %3096 = llvm.insertvalue %3095, %3094[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3097 = llvm.insertvalue %3069, %3096[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3098 = llvm.insertvalue %3070, %3097[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3099 = llvm.insertvalue %3071, %3098[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3100 = llvm.insertvalue %3072, %3099[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3101 = llvm.insertvalue %3073, %3100[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3102 = llvm.insertvalue %3077, %3101[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3103 = llvm.insertvalue %3076, %3102[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3104 = llvm.insertvalue %3075, %3103[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3105 = llvm.insertvalue %3073, %3104[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3106 = llvm.insertvalue %3074, %3105[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb406(%17 : i64)
  ^bb406(%3107: i64):  // 2 preds: ^bb405, ^bb419
    %3108 = llvm.icmp "slt" %3107, %16 : i64
    llvm.cond_br %3108, ^bb407, ^bb420
  ^bb407:  // pred: ^bb406
    llvm.br ^bb408(%17 : i64)
  ^bb408(%3109: i64):  // 2 preds: ^bb407, ^bb418
    %3110 = llvm.icmp "slt" %3109, %11 : i64
    llvm.cond_br %3110, ^bb409, ^bb419
  ^bb409:  // pred: ^bb408
    llvm.br ^bb410(%17 : i64)
  ^bb410(%3111: i64):  // 2 preds: ^bb409, ^bb417
    %3112 = llvm.icmp "slt" %3111, %11 : i64
    llvm.cond_br %3112, ^bb411, ^bb418
  ^bb411:  // pred: ^bb410
    llvm.br ^bb412(%17 : i64)
  ^bb412(%3113: i64):  // 2 preds: ^bb411, ^bb416
    %3114 = llvm.icmp "slt" %3113, %15 : i64
    llvm.cond_br %3114, ^bb413, ^bb417
  ^bb413:  // pred: ^bb412
    llvm.br ^bb414(%17 : i64)
  ^bb414(%3115: i64):  // 2 preds: ^bb413, ^bb415
    %3116 = llvm.icmp "slt" %3115, %15 : i64
    llvm.cond_br %3116, ^bb415, ^bb416
  ^bb415:  // pred: ^bb414
    %3117 = llvm.extractvalue %1992[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3118 = llvm.mlir.constant(128 : index) : i64
    %3119 = llvm.mul %3107, %3118 overflow<nsw, nuw> : i64
    %3120 = llvm.mlir.constant(64 : index) : i64
    %3121 = llvm.mul %3109, %3120 overflow<nsw, nuw> : i64
    %3122 = llvm.add %3119, %3121 overflow<nsw, nuw> : i64
    %3123 = llvm.mlir.constant(8 : index) : i64
    %3124 = llvm.mul %3115, %3123 overflow<nsw, nuw> : i64
    %3125 = llvm.add %3122, %3124 overflow<nsw, nuw> : i64
    %3126 = llvm.add %3125, %3113 overflow<nsw, nuw> : i64
    %3127 = llvm.getelementptr inbounds|nuw %3117[%3126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3128 = llvm.load %3127 : !llvm.ptr -> f32
    %3129 = llvm.extractvalue %1067[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3130 = llvm.mlir.constant(64 : index) : i64
    %3131 = llvm.mul %3107, %3130 overflow<nsw, nuw> : i64
    %3132 = llvm.mlir.constant(64 : index) : i64
    %3133 = llvm.mul %17, %3132 overflow<nsw, nuw> : i64
    %3134 = llvm.add %3131, %3133 overflow<nsw, nuw> : i64
    %3135 = llvm.mlir.constant(8 : index) : i64
    %3136 = llvm.mul %3115, %3135 overflow<nsw, nuw> : i64
    %3137 = llvm.add %3134, %3136 overflow<nsw, nuw> : i64
    %3138 = llvm.add %3137, %3113 overflow<nsw, nuw> : i64
    %3139 = llvm.getelementptr inbounds|nuw %3129[%3138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3140 = llvm.load %3139 : !llvm.ptr -> f32
    %3141 = llvm.extractvalue %2894[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3142 = llvm.mlir.constant(128 : index) : i64
    %3143 = llvm.mul %3107, %3142 overflow<nsw, nuw> : i64
    %3144 = llvm.mlir.constant(64 : index) : i64
    %3145 = llvm.mul %3109, %3144 overflow<nsw, nuw> : i64
    %3146 = llvm.add %3143, %3145 overflow<nsw, nuw> : i64
    %3147 = llvm.mlir.constant(8 : index) : i64
    %3148 = llvm.mul %3115, %3147 overflow<nsw, nuw> : i64
    %3149 = llvm.add %3146, %3148 overflow<nsw, nuw> : i64
    %3150 = llvm.add %3149, %3113 overflow<nsw, nuw> : i64
    %3151 = llvm.getelementptr inbounds|nuw %3141[%3150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3152 = llvm.load %3151 : !llvm.ptr -> f32
    %3153 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3154 = llvm.mlir.constant(64 : index) : i64
    %3155 = llvm.mul %3107, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.mlir.constant(64 : index) : i64
    %3157 = llvm.mul %17, %3156 overflow<nsw, nuw> : i64
    %3158 = llvm.add %3155, %3157 overflow<nsw, nuw> : i64
    %3159 = llvm.mlir.constant(8 : index) : i64
    %3160 = llvm.mul %3115, %3159 overflow<nsw, nuw> : i64
    %3161 = llvm.add %3158, %3160 overflow<nsw, nuw> : i64
    %3162 = llvm.add %3161, %3113 overflow<nsw, nuw> : i64
    %3163 = llvm.getelementptr inbounds|nuw %3153[%3162] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3164 = llvm.load %3163 : !llvm.ptr -> f32
    %3165 = llvm.fmul %3152, %3164 : f32
    %3166 = llvm.fmul %3128, %3140 : f32
    %3167 = llvm.fadd %3166, %3165 : f32
    %3168 = llvm.fptrunc %21 : f64 to f32
    %3169 = llvm.fmul %3167, %3168 : f32
    %3170 = llvm.extractvalue %3106[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3171 = llvm.mlir.constant(256 : index) : i64
    %3172 = llvm.mul %3107, %3171 overflow<nsw, nuw> : i64
    %3173 = llvm.mlir.constant(128 : index) : i64
    %3174 = llvm.mul %3109, %3173 overflow<nsw, nuw> : i64
    %3175 = llvm.add %3172, %3174 overflow<nsw, nuw> : i64
    %3176 = llvm.mlir.constant(64 : index) : i64
    %3177 = llvm.mul %3111, %3176 overflow<nsw, nuw> : i64
    %3178 = llvm.add %3175, %3177 overflow<nsw, nuw> : i64
    %3179 = llvm.mlir.constant(8 : index) : i64
    %3180 = llvm.mul %3113, %3179 overflow<nsw, nuw> : i64
    %3181 = llvm.add %3178, %3180 overflow<nsw, nuw> : i64
    %3182 = llvm.add %3181, %3115 overflow<nsw, nuw> : i64
    %3183 = llvm.getelementptr inbounds|nuw %3170[%3182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3169, %3183 : f32, !llvm.ptr
    %3184 = llvm.add %3115, %16 : i64
    llvm.br ^bb414(%3184 : i64)
  ^bb416:  // pred: ^bb414
    %3185 = llvm.add %3113, %16 : i64
    llvm.br ^bb412(%3185 : i64)
  ^bb417:  // pred: ^bb412
    %3186 = llvm.add %3111, %16 : i64
    llvm.br ^bb410(%3186 : i64)
  ^bb418:  // pred: ^bb410
    %3187 = llvm.add %3109, %16 : i64
    llvm.br ^bb408(%3187 : i64)
  ^bb419:  // pred: ^bb408
    %3188 = llvm.add %3107, %16 : i64
    llvm.br ^bb406(%3188 : i64)
  ^bb420:  // pred: ^bb406
    %3189 = llvm.mlir.constant(4 : index) : i64
    %3190 = llvm.mlir.constant(8 : index) : i64
    %3191 = llvm.mlir.constant(8 : index) : i64
    %3192 = llvm.mlir.constant(1 : index) : i64
    %3193 = llvm.mlir.constant(64 : index) : i64
    %3194 = llvm.mlir.constant(256 : index) : i64
    %3195 = llvm.mlir.zero : !llvm.ptr
    %3196 = llvm.getelementptr %3195[%3194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3197 = llvm.ptrtoint %3196 : !llvm.ptr to i64
    %3198 = llvm.mlir.constant(64 : index) : i64
    %3199 = llvm.add %3197, %3198 : i64
    %3200 = llvm.call @malloc(%3199) : (i64) -> !llvm.ptr
    %3201 = llvm.ptrtoint %3200 : !llvm.ptr to i64
    %3202 = llvm.mlir.constant(1 : index) : i64
    %3203 = llvm.sub %3198, %3202 : i64
    %3204 = llvm.add %3201, %3203 : i64
    %3205 = llvm.urem %3204, %3198 : i64
    %3206 = llvm.sub %3204, %3205 : i64
    %3207 = llvm.inttoptr %3206 : i64 to !llvm.ptr
    %3208 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3209 = llvm.insertvalue %3200, %3208[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3210 = llvm.insertvalue %3207, %3209[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3211 = llvm.mlir.constant(0 : index) : i64
    %3212 = llvm.insertvalue %3211, %3210[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3213 = llvm.insertvalue %3189, %3212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3214 = llvm.insertvalue %3190, %3213[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3215 = llvm.insertvalue %3191, %3214[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3216 = llvm.insertvalue %3193, %3215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3217 = llvm.insertvalue %3191, %3216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3218 = llvm.insertvalue %3192, %3217[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb421(%17 : i64)
  ^bb421(%3219: i64):  // 2 preds: ^bb420, ^bb428
    %3220 = llvm.icmp "slt" %3219, %13 : i64
    llvm.cond_br %3220, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%17 : i64)
  ^bb423(%3221: i64):  // 2 preds: ^bb422, ^bb427
    %3222 = llvm.icmp "slt" %3221, %15 : i64
    llvm.cond_br %3222, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%17 : i64)
  ^bb425(%3223: i64):  // 2 preds: ^bb424, ^bb426
    %3224 = llvm.icmp "slt" %3223, %15 : i64
    llvm.cond_br %3224, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3225 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3226 = llvm.mlir.constant(64 : index) : i64
    %3227 = llvm.mul %3219, %3226 overflow<nsw, nuw> : i64
    %3228 = llvm.mlir.constant(8 : index) : i64
    %3229 = llvm.mul %3221, %3228 overflow<nsw, nuw> : i64
    %3230 = llvm.add %3227, %3229 overflow<nsw, nuw> : i64
    %3231 = llvm.add %3230, %3223 overflow<nsw, nuw> : i64
    %3232 = llvm.getelementptr inbounds|nuw %3225[%3231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %3232 : f32, !llvm.ptr
    %3233 = llvm.add %3223, %16 : i64
    llvm.br ^bb425(%3233 : i64)
  ^bb427:  // pred: ^bb425
    %3234 = llvm.add %3221, %16 : i64
    llvm.br ^bb423(%3234 : i64)
  ^bb428:  // pred: ^bb423
    %3235 = llvm.add %3219, %16 : i64
    llvm.br ^bb421(%3235 : i64)
  ^bb429:  // pred: ^bb421
    %3236 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3237 = llvm.extractvalue %3106[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3238 = llvm.extractvalue %3106[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3239 = llvm.insertvalue %3237, %3236[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3240 = llvm.insertvalue %3238, %3239[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3241 = llvm.mlir.constant(0 : index) : i64
    %3242 = llvm.insertvalue %3241, %3240[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3243 = llvm.mlir.constant(1 : index) : i64
    %3244 = llvm.insertvalue %3243, %3242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3245 = llvm.mlir.constant(256 : index) : i64
    %3246 = llvm.insertvalue %3245, %3244[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3247 = llvm.mlir.constant(4 : index) : i64
    %3248 = llvm.insertvalue %3247, %3246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3249 = llvm.mlir.constant(64 : index) : i64
    %3250 = llvm.insertvalue %3249, %3248[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3251 = llvm.mlir.constant(8 : index) : i64
    %3252 = llvm.insertvalue %3251, %3250[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3253 = llvm.mlir.constant(8 : index) : i64
    %3254 = llvm.insertvalue %3253, %3252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3255 = llvm.mlir.constant(8 : index) : i64
    %3256 = llvm.insertvalue %3255, %3254[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3257 = llvm.mlir.constant(1 : index) : i64
    %3258 = llvm.insertvalue %3257, %3256[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3259 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3260 = llvm.extractvalue %3218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3261 = llvm.extractvalue %3218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3262 = llvm.insertvalue %3260, %3259[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3263 = llvm.insertvalue %3261, %3262[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3264 = llvm.mlir.constant(0 : index) : i64
    %3265 = llvm.insertvalue %3264, %3263[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3266 = llvm.mlir.constant(1 : index) : i64
    %3267 = llvm.insertvalue %3266, %3265[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3268 = llvm.mlir.constant(256 : index) : i64
    %3269 = llvm.insertvalue %3268, %3267[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3270 = llvm.mlir.constant(4 : index) : i64
    %3271 = llvm.insertvalue %3270, %3269[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3272 = llvm.mlir.constant(64 : index) : i64
    %3273 = llvm.insertvalue %3272, %3271[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3274 = llvm.mlir.constant(8 : index) : i64
    %3275 = llvm.insertvalue %3274, %3273[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3276 = llvm.mlir.constant(8 : index) : i64
    %3277 = llvm.insertvalue %3276, %3275[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3278 = llvm.mlir.constant(8 : index) : i64
    %3279 = llvm.insertvalue %3278, %3277[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3280 = llvm.mlir.constant(1 : index) : i64
    %3281 = llvm.insertvalue %3280, %3279[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3282 = llvm.mlir.constant(1 : index) : i64
    %3283 = llvm.mlir.constant(4 : index) : i64
    %3284 = llvm.mlir.constant(8 : index) : i64
    %3285 = llvm.mlir.constant(8 : index) : i64
    %3286 = llvm.mlir.constant(1 : index) : i64
    %3287 = llvm.mlir.constant(64 : index) : i64
    %3288 = llvm.mlir.constant(256 : index) : i64
    %3289 = llvm.mlir.constant(256 : index) : i64
    %3290 = llvm.mlir.zero : !llvm.ptr
    %3291 = llvm.getelementptr %3290[%3289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3292 = llvm.ptrtoint %3291 : !llvm.ptr to i64
    %3293 = llvm.mlir.constant(64 : index) : i64
    %3294 = llvm.add %3292, %3293 : i64
    %3295 = llvm.call @malloc(%3294) : (i64) -> !llvm.ptr
    %3296 = llvm.ptrtoint %3295 : !llvm.ptr to i64
    %3297 = llvm.mlir.constant(1 : index) : i64
    %3298 = llvm.sub %3293, %3297 : i64
    %3299 = llvm.add %3296, %3298 : i64
    %3300 = llvm.urem %3299, %3293 : i64
    %3301 = llvm.sub %3299, %3300 : i64
    %3302 = llvm.inttoptr %3301 : i64 to !llvm.ptr
    %3303 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3304 = llvm.insertvalue %3295, %3303[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3305 = llvm.insertvalue %3302, %3304[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3306 = llvm.mlir.constant(0 : index) : i64
    %3307 = llvm.insertvalue %3306, %3305[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3308 = llvm.insertvalue %3282, %3307[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3309 = llvm.insertvalue %3283, %3308[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3310 = llvm.insertvalue %3284, %3309[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3311 = llvm.insertvalue %3285, %3310[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3312 = llvm.insertvalue %3288, %3311[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3313 = llvm.insertvalue %3287, %3312[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3314 = llvm.insertvalue %3285, %3313[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3315 = llvm.insertvalue %3286, %3314[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb430(%17 : i64)
  ^bb430(%3316: i64):  // 2 preds: ^bb429, ^bb440
    %3317 = llvm.icmp "slt" %3316, %16 : i64
    llvm.cond_br %3317, ^bb431, ^bb441
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%17 : i64)
  ^bb432(%3318: i64):  // 2 preds: ^bb431, ^bb439
    %3319 = llvm.icmp "slt" %3318, %13 : i64
    llvm.cond_br %3319, ^bb433, ^bb440
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%17 : i64)
  ^bb434(%3320: i64):  // 2 preds: ^bb433, ^bb438
    %3321 = llvm.icmp "slt" %3320, %15 : i64
    llvm.cond_br %3321, ^bb435, ^bb439
  ^bb435:  // pred: ^bb434
    llvm.br ^bb436(%17 : i64)
  ^bb436(%3322: i64):  // 2 preds: ^bb435, ^bb437
    %3323 = llvm.icmp "slt" %3322, %15 : i64
    llvm.cond_br %3323, ^bb437, ^bb438
  ^bb437:  // pred: ^bb436
    %3324 = llvm.extractvalue %3281[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3325 = llvm.mlir.constant(256 : index) : i64
    %3326 = llvm.mul %3316, %3325 overflow<nsw, nuw> : i64
    %3327 = llvm.mlir.constant(64 : index) : i64
    %3328 = llvm.mul %3318, %3327 overflow<nsw, nuw> : i64
    %3329 = llvm.add %3326, %3328 overflow<nsw, nuw> : i64
    %3330 = llvm.mlir.constant(8 : index) : i64
    %3331 = llvm.mul %3320, %3330 overflow<nsw, nuw> : i64
    %3332 = llvm.add %3329, %3331 overflow<nsw, nuw> : i64
    %3333 = llvm.add %3332, %3322 overflow<nsw, nuw> : i64
    %3334 = llvm.getelementptr inbounds|nuw %3324[%3333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3335 = llvm.load %3334 : !llvm.ptr -> f32
    %3336 = llvm.extractvalue %3315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3337 = llvm.mlir.constant(256 : index) : i64
    %3338 = llvm.mul %3316, %3337 overflow<nsw, nuw> : i64
    %3339 = llvm.mlir.constant(64 : index) : i64
    %3340 = llvm.mul %3318, %3339 overflow<nsw, nuw> : i64
    %3341 = llvm.add %3338, %3340 overflow<nsw, nuw> : i64
    %3342 = llvm.mlir.constant(8 : index) : i64
    %3343 = llvm.mul %3320, %3342 overflow<nsw, nuw> : i64
    %3344 = llvm.add %3341, %3343 overflow<nsw, nuw> : i64
    %3345 = llvm.add %3344, %3322 overflow<nsw, nuw> : i64
    %3346 = llvm.getelementptr inbounds|nuw %3336[%3345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3335, %3346 : f32, !llvm.ptr
    %3347 = llvm.add %3322, %16 : i64
    llvm.br ^bb436(%3347 : i64)
  ^bb438:  // pred: ^bb436
    %3348 = llvm.add %3320, %16 : i64
    llvm.br ^bb434(%3348 : i64)
  ^bb439:  // pred: ^bb434
    %3349 = llvm.add %3318, %16 : i64
    llvm.br ^bb432(%3349 : i64)
  ^bb440:  // pred: ^bb432
    %3350 = llvm.add %3316, %16 : i64
    llvm.br ^bb430(%3350 : i64)
  ^bb441:  // pred: ^bb430
    llvm.br ^bb442(%17 : i64)
  ^bb442(%3351: i64):  // 2 preds: ^bb441, ^bb455
    %3352 = llvm.icmp "slt" %3351, %16 : i64
    llvm.cond_br %3352, ^bb443, ^bb456
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%17 : i64)
  ^bb444(%3353: i64):  // 2 preds: ^bb443, ^bb454
    %3354 = llvm.icmp "slt" %3353, %13 : i64
    llvm.cond_br %3354, ^bb445, ^bb455
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%17 : i64)
  ^bb446(%3355: i64):  // 2 preds: ^bb445, ^bb453
    %3356 = llvm.icmp "slt" %3355, %15 : i64
    llvm.cond_br %3356, ^bb447, ^bb454
  ^bb447:  // pred: ^bb446
    llvm.br ^bb448(%17 : i64)
  ^bb448(%3357: i64):  // 2 preds: ^bb447, ^bb452
    %3358 = llvm.icmp "slt" %3357, %15 : i64
    llvm.cond_br %3358, ^bb449, ^bb453
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%17 : i64)
  ^bb450(%3359: i64):  // 2 preds: ^bb449, ^bb451
    %3360 = llvm.icmp "slt" %3359, %15 : i64
    llvm.cond_br %3360, ^bb451, ^bb452
  ^bb451:  // pred: ^bb450
    %3361 = llvm.extractvalue %1717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3362 = llvm.mlir.constant(256 : index) : i64
    %3363 = llvm.mul %3351, %3362 overflow<nsw, nuw> : i64
    %3364 = llvm.mlir.constant(64 : index) : i64
    %3365 = llvm.mul %3353, %3364 overflow<nsw, nuw> : i64
    %3366 = llvm.add %3363, %3365 overflow<nsw, nuw> : i64
    %3367 = llvm.mlir.constant(8 : index) : i64
    %3368 = llvm.mul %3355, %3367 overflow<nsw, nuw> : i64
    %3369 = llvm.add %3366, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3369, %3359 overflow<nsw, nuw> : i64
    %3371 = llvm.getelementptr inbounds|nuw %3361[%3370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3372 = llvm.load %3371 : !llvm.ptr -> f32
    %3373 = llvm.extractvalue %1067[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3374 = llvm.mlir.constant(64 : index) : i64
    %3375 = llvm.mul %3351, %3374 overflow<nsw, nuw> : i64
    %3376 = llvm.mlir.constant(64 : index) : i64
    %3377 = llvm.mul %17, %3376 overflow<nsw, nuw> : i64
    %3378 = llvm.add %3375, %3377 overflow<nsw, nuw> : i64
    %3379 = llvm.mlir.constant(8 : index) : i64
    %3380 = llvm.mul %3355, %3379 overflow<nsw, nuw> : i64
    %3381 = llvm.add %3378, %3380 overflow<nsw, nuw> : i64
    %3382 = llvm.add %3381, %3359 overflow<nsw, nuw> : i64
    %3383 = llvm.getelementptr inbounds|nuw %3373[%3382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3384 = llvm.load %3383 : !llvm.ptr -> f32
    %3385 = llvm.extractvalue %2486[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3386 = llvm.mlir.constant(256 : index) : i64
    %3387 = llvm.mul %3351, %3386 overflow<nsw, nuw> : i64
    %3388 = llvm.mlir.constant(64 : index) : i64
    %3389 = llvm.mul %3353, %3388 overflow<nsw, nuw> : i64
    %3390 = llvm.add %3387, %3389 overflow<nsw, nuw> : i64
    %3391 = llvm.mlir.constant(8 : index) : i64
    %3392 = llvm.mul %3355, %3391 overflow<nsw, nuw> : i64
    %3393 = llvm.add %3390, %3392 overflow<nsw, nuw> : i64
    %3394 = llvm.add %3393, %3359 overflow<nsw, nuw> : i64
    %3395 = llvm.getelementptr inbounds|nuw %3385[%3394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3396 = llvm.load %3395 : !llvm.ptr -> f32
    %3397 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3398 = llvm.mlir.constant(64 : index) : i64
    %3399 = llvm.mul %3351, %3398 overflow<nsw, nuw> : i64
    %3400 = llvm.mlir.constant(64 : index) : i64
    %3401 = llvm.mul %17, %3400 overflow<nsw, nuw> : i64
    %3402 = llvm.add %3399, %3401 overflow<nsw, nuw> : i64
    %3403 = llvm.mlir.constant(8 : index) : i64
    %3404 = llvm.mul %3355, %3403 overflow<nsw, nuw> : i64
    %3405 = llvm.add %3402, %3404 overflow<nsw, nuw> : i64
    %3406 = llvm.add %3405, %3359 overflow<nsw, nuw> : i64
    %3407 = llvm.getelementptr inbounds|nuw %3397[%3406] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3408 = llvm.load %3407 : !llvm.ptr -> f32
    %3409 = llvm.extractvalue %3258[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3410 = llvm.mlir.constant(256 : index) : i64
    %3411 = llvm.mul %3351, %3410 overflow<nsw, nuw> : i64
    %3412 = llvm.mlir.constant(64 : index) : i64
    %3413 = llvm.mul %3353, %3412 overflow<nsw, nuw> : i64
    %3414 = llvm.add %3411, %3413 overflow<nsw, nuw> : i64
    %3415 = llvm.mlir.constant(8 : index) : i64
    %3416 = llvm.mul %3359, %3415 overflow<nsw, nuw> : i64
    %3417 = llvm.add %3414, %3416 overflow<nsw, nuw> : i64
    %3418 = llvm.add %3417, %3357 overflow<nsw, nuw> : i64
    %3419 = llvm.getelementptr inbounds|nuw %3409[%3418] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3420 = llvm.load %3419 : !llvm.ptr -> f32
    %3421 = llvm.extractvalue %3315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3422 = llvm.mlir.constant(256 : index) : i64
    %3423 = llvm.mul %3351, %3422 overflow<nsw, nuw> : i64
    %3424 = llvm.mlir.constant(64 : index) : i64
    %3425 = llvm.mul %3353, %3424 overflow<nsw, nuw> : i64
    %3426 = llvm.add %3423, %3425 overflow<nsw, nuw> : i64
    %3427 = llvm.mlir.constant(8 : index) : i64
    %3428 = llvm.mul %3355, %3427 overflow<nsw, nuw> : i64
    %3429 = llvm.add %3426, %3428 overflow<nsw, nuw> : i64
    %3430 = llvm.add %3429, %3357 overflow<nsw, nuw> : i64
    %3431 = llvm.getelementptr inbounds|nuw %3421[%3430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3432 = llvm.load %3431 : !llvm.ptr -> f32
    %3433 = llvm.fmul %3396, %3408 : f32
    %3434 = llvm.fmul %3372, %3384 : f32
    %3435 = llvm.fadd %3434, %3433 : f32
    %3436 = llvm.fptrunc %21 : f64 to f32
    %3437 = llvm.fmul %3435, %3436 : f32
    %3438 = llvm.fmul %3437, %3420 : f32
    %3439 = llvm.fadd %3432, %3438 : f32
    %3440 = llvm.extractvalue %3315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3441 = llvm.mlir.constant(256 : index) : i64
    %3442 = llvm.mul %3351, %3441 overflow<nsw, nuw> : i64
    %3443 = llvm.mlir.constant(64 : index) : i64
    %3444 = llvm.mul %3353, %3443 overflow<nsw, nuw> : i64
    %3445 = llvm.add %3442, %3444 overflow<nsw, nuw> : i64
    %3446 = llvm.mlir.constant(8 : index) : i64
    %3447 = llvm.mul %3355, %3446 overflow<nsw, nuw> : i64
    %3448 = llvm.add %3445, %3447 overflow<nsw, nuw> : i64
    %3449 = llvm.add %3448, %3357 overflow<nsw, nuw> : i64
    %3450 = llvm.getelementptr inbounds|nuw %3440[%3449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3439, %3450 : f32, !llvm.ptr
    %3451 = llvm.add %3359, %16 : i64
    llvm.br ^bb450(%3451 : i64)
  ^bb452:  // pred: ^bb450
    %3452 = llvm.add %3357, %16 : i64
    llvm.br ^bb448(%3452 : i64)
  ^bb453:  // pred: ^bb448
    %3453 = llvm.add %3355, %16 : i64
    llvm.br ^bb446(%3453 : i64)
  ^bb454:  // pred: ^bb446
    %3454 = llvm.add %3353, %16 : i64
    llvm.br ^bb444(%3454 : i64)
  ^bb455:  // pred: ^bb444
    %3455 = llvm.add %3351, %16 : i64
    llvm.br ^bb442(%3455 : i64)
  ^bb456:  // pred: ^bb442
    %3456 = llvm.mlir.constant(1 : index) : i64
    %3457 = llvm.mlir.constant(4 : index) : i64
    %3458 = llvm.mlir.constant(8 : index) : i64
    %3459 = llvm.mlir.constant(8 : index) : i64
    %3460 = llvm.mlir.constant(1 : index) : i64
    %3461 = llvm.mlir.constant(64 : index) : i64
    %3462 = llvm.mlir.constant(256 : index) : i64
    %3463 = llvm.mlir.constant(256 : index) : i64
    %3464 = llvm.mlir.zero : !llvm.ptr
    %3465 = llvm.getelementptr %3464[%3463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3466 = llvm.ptrtoint %3465 : !llvm.ptr to i64
    %3467 = llvm.mlir.constant(64 : index) : i64
    %3468 = llvm.add %3466, %3467 : i64
    %3469 = llvm.call @malloc(%3468) : (i64) -> !llvm.ptr
    %3470 = llvm.ptrtoint %3469 : !llvm.ptr to i64
    %3471 = llvm.mlir.constant(1 : index) : i64
    %3472 = llvm.sub %3467, %3471 : i64
    %3473 = llvm.add %3470, %3472 : i64
    %3474 = llvm.urem %3473, %3467 : i64
    %3475 = llvm.sub %3473, %3474 : i64
    %3476 = llvm.inttoptr %3475 : i64 to !llvm.ptr
    %3477 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3478 = llvm.insertvalue %3469, %3477[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3479 = llvm.insertvalue %3476, %3478[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3480 = llvm.mlir.constant(0 : index) : i64
    %3481 = llvm.insertvalue %3480, %3479[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3482 = llvm.insertvalue %3456, %3481[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3483 = llvm.insertvalue %3457, %3482[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3484 = llvm.insertvalue %3458, %3483[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3485 = llvm.insertvalue %3459, %3484[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3486 = llvm.insertvalue %3462, %3485[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3487 = llvm.insertvalue %3461, %3486[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3488 = llvm.insertvalue %3459, %3487[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3489 = llvm.insertvalue %3460, %3488[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb457(%17 : i64)
  ^bb457(%3490: i64):  // 2 preds: ^bb456, ^bb467
    %3491 = llvm.icmp "slt" %3490, %16 : i64
    llvm.cond_br %3491, ^bb458, ^bb468
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%17 : i64)
  ^bb459(%3492: i64):  // 2 preds: ^bb458, ^bb466
    %3493 = llvm.icmp "slt" %3492, %13 : i64
    llvm.cond_br %3493, ^bb460, ^bb467
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%17 : i64)
  ^bb461(%3494: i64):  // 2 preds: ^bb460, ^bb465
    %3495 = llvm.icmp "slt" %3494, %15 : i64
    llvm.cond_br %3495, ^bb462, ^bb466
  ^bb462:  // pred: ^bb461
    llvm.br ^bb463(%17 : i64)
  ^bb463(%3496: i64):  // 2 preds: ^bb462, ^bb464
    %3497 = llvm.icmp "slt" %3496, %15 : i64
    llvm.cond_br %3497, ^bb464, ^bb465
  ^bb464:  // pred: ^bb463
    %3498 = llvm.extractvalue %3315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3499 = llvm.mlir.constant(256 : index) : i64
    %3500 = llvm.mul %3490, %3499 overflow<nsw, nuw> : i64
    %3501 = llvm.mlir.constant(64 : index) : i64
    %3502 = llvm.mul %3492, %3501 overflow<nsw, nuw> : i64
    %3503 = llvm.add %3500, %3502 overflow<nsw, nuw> : i64
    %3504 = llvm.mlir.constant(8 : index) : i64
    %3505 = llvm.mul %3494, %3504 overflow<nsw, nuw> : i64
    %3506 = llvm.add %3503, %3505 overflow<nsw, nuw> : i64
    %3507 = llvm.add %3506, %3496 overflow<nsw, nuw> : i64
    %3508 = llvm.getelementptr inbounds|nuw %3498[%3507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3509 = llvm.load %3508 : !llvm.ptr -> f32
    %3510 = llvm.extractvalue %1276[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3511 = llvm.mlir.constant(64 : index) : i64
    %3512 = llvm.mul %3490, %3511 overflow<nsw, nuw> : i64
    %3513 = llvm.mlir.constant(64 : index) : i64
    %3514 = llvm.mul %17, %3513 overflow<nsw, nuw> : i64
    %3515 = llvm.add %3512, %3514 overflow<nsw, nuw> : i64
    %3516 = llvm.mlir.constant(8 : index) : i64
    %3517 = llvm.mul %3494, %3516 overflow<nsw, nuw> : i64
    %3518 = llvm.add %3515, %3517 overflow<nsw, nuw> : i64
    %3519 = llvm.add %3518, %3496 overflow<nsw, nuw> : i64
    %3520 = llvm.getelementptr inbounds|nuw %3510[%3519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3521 = llvm.load %3520 : !llvm.ptr -> f32
    %3522 = llvm.fadd %3509, %3521 : f32
    %3523 = llvm.extractvalue %3489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3524 = llvm.mlir.constant(256 : index) : i64
    %3525 = llvm.mul %3490, %3524 overflow<nsw, nuw> : i64
    %3526 = llvm.mlir.constant(64 : index) : i64
    %3527 = llvm.mul %3492, %3526 overflow<nsw, nuw> : i64
    %3528 = llvm.add %3525, %3527 overflow<nsw, nuw> : i64
    %3529 = llvm.mlir.constant(8 : index) : i64
    %3530 = llvm.mul %3494, %3529 overflow<nsw, nuw> : i64
    %3531 = llvm.add %3528, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3531, %3496 overflow<nsw, nuw> : i64
    %3533 = llvm.getelementptr inbounds|nuw %3523[%3532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3522, %3533 : f32, !llvm.ptr
    %3534 = llvm.add %3496, %16 : i64
    llvm.br ^bb463(%3534 : i64)
  ^bb465:  // pred: ^bb463
    %3535 = llvm.add %3494, %16 : i64
    llvm.br ^bb461(%3535 : i64)
  ^bb466:  // pred: ^bb461
    %3536 = llvm.add %3492, %16 : i64
    llvm.br ^bb459(%3536 : i64)
  ^bb467:  // pred: ^bb459
    %3537 = llvm.add %3490, %16 : i64
    llvm.br ^bb457(%3537 : i64)
  ^bb468:  // pred: ^bb457
    %3538 = llvm.mlir.constant(1 : index) : i64
    %3539 = llvm.mlir.constant(4 : index) : i64
    %3540 = llvm.mlir.constant(8 : index) : i64
    %3541 = llvm.mlir.constant(1 : index) : i64
    %3542 = llvm.mlir.constant(32 : index) : i64
    %3543 = llvm.mlir.constant(32 : index) : i64
    %3544 = llvm.mlir.zero : !llvm.ptr
    %3545 = llvm.getelementptr %3544[%3543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3546 = llvm.ptrtoint %3545 : !llvm.ptr to i64
    %3547 = llvm.mlir.constant(64 : index) : i64
    %3548 = llvm.add %3546, %3547 : i64
    %3549 = llvm.call @malloc(%3548) : (i64) -> !llvm.ptr
    %3550 = llvm.ptrtoint %3549 : !llvm.ptr to i64
    %3551 = llvm.mlir.constant(1 : index) : i64
    %3552 = llvm.sub %3547, %3551 : i64
    %3553 = llvm.add %3550, %3552 : i64
    %3554 = llvm.urem %3553, %3547 : i64
    %3555 = llvm.sub %3553, %3554 : i64
    %3556 = llvm.inttoptr %3555 : i64 to !llvm.ptr
    %3557 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3558 = llvm.insertvalue %3549, %3557[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3559 = llvm.insertvalue %3556, %3558[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3560 = llvm.mlir.constant(0 : index) : i64
    %3561 = llvm.insertvalue %3560, %3559[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3562 = llvm.insertvalue %3538, %3561[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3563 = llvm.insertvalue %3539, %3562[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3564 = llvm.insertvalue %3540, %3563[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3565 = llvm.insertvalue %3542, %3564[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3566 = llvm.insertvalue %3540, %3565[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3567 = llvm.insertvalue %3541, %3566[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb469(%17 : i64)
  ^bb469(%3568: i64):  // 2 preds: ^bb468, ^bb476
    %3569 = llvm.icmp "slt" %3568, %16 : i64
    llvm.cond_br %3569, ^bb470, ^bb477
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%17 : i64)
  ^bb471(%3570: i64):  // 2 preds: ^bb470, ^bb475
    %3571 = llvm.icmp "slt" %3570, %13 : i64
    llvm.cond_br %3571, ^bb472, ^bb476
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%17 : i64)
  ^bb473(%3572: i64):  // 2 preds: ^bb472, ^bb474
    %3573 = llvm.icmp "slt" %3572, %15 : i64
    llvm.cond_br %3573, ^bb474, ^bb475
  ^bb474:  // pred: ^bb473
    %3574 = llvm.extractvalue %3567[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3575 = llvm.mlir.constant(32 : index) : i64
    %3576 = llvm.mul %3568, %3575 overflow<nsw, nuw> : i64
    %3577 = llvm.mlir.constant(8 : index) : i64
    %3578 = llvm.mul %3570, %3577 overflow<nsw, nuw> : i64
    %3579 = llvm.add %3576, %3578 overflow<nsw, nuw> : i64
    %3580 = llvm.add %3579, %3572 overflow<nsw, nuw> : i64
    %3581 = llvm.getelementptr inbounds|nuw %3574[%3580] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %23, %3581 : f32, !llvm.ptr
    %3582 = llvm.add %3572, %16 : i64
    llvm.br ^bb473(%3582 : i64)
  ^bb475:  // pred: ^bb473
    %3583 = llvm.add %3570, %16 : i64
    llvm.br ^bb471(%3583 : i64)
  ^bb476:  // pred: ^bb471
    %3584 = llvm.add %3568, %16 : i64
    llvm.br ^bb469(%3584 : i64)
  ^bb477:  // pred: ^bb469
    %3585 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3586 = llvm.extractvalue %3489[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3587 = llvm.extractvalue %3489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3588 = llvm.insertvalue %3586, %3585[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3589 = llvm.insertvalue %3587, %3588[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3590 = llvm.mlir.constant(0 : index) : i64
    %3591 = llvm.insertvalue %3590, %3589[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3592 = llvm.mlir.constant(1 : index) : i64
    %3593 = llvm.insertvalue %3592, %3591[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3594 = llvm.mlir.constant(256 : index) : i64
    %3595 = llvm.insertvalue %3594, %3593[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3596 = llvm.mlir.constant(4 : index) : i64
    %3597 = llvm.insertvalue %3596, %3595[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3598 = llvm.mlir.constant(64 : index) : i64
    %3599 = llvm.insertvalue %3598, %3597[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3600 = llvm.mlir.constant(8 : index) : i64
    %3601 = llvm.insertvalue %3600, %3599[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3602 = llvm.mlir.constant(8 : index) : i64
    %3603 = llvm.insertvalue %3602, %3601[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3604 = llvm.mlir.constant(1 : index) : i64
    %3605 = llvm.insertvalue %3604, %3603[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3606 = llvm.mlir.constant(8 : index) : i64
    %3607 = llvm.insertvalue %3606, %3605[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3608 = llvm.mlir.constant(8 : index) : i64
    %3609 = llvm.insertvalue %3608, %3607[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3610 = llvm.mlir.constant(1 : index) : i64
    %3611 = llvm.insertvalue %3610, %3609[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3612 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3613 = llvm.extractvalue %3567[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3614 = llvm.extractvalue %3567[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3615 = llvm.insertvalue %3613, %3612[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3616 = llvm.insertvalue %3614, %3615[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3617 = llvm.mlir.constant(0 : index) : i64
    %3618 = llvm.insertvalue %3617, %3616[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3619 = llvm.mlir.constant(1 : index) : i64
    %3620 = llvm.insertvalue %3619, %3618[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3621 = llvm.mlir.constant(32 : index) : i64
    %3622 = llvm.insertvalue %3621, %3620[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3623 = llvm.mlir.constant(4 : index) : i64
    %3624 = llvm.insertvalue %3623, %3622[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3625 = llvm.mlir.constant(8 : index) : i64
    %3626 = llvm.insertvalue %3625, %3624[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3627 = llvm.mlir.constant(8 : index) : i64
    %3628 = llvm.insertvalue %3627, %3626[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3629 = llvm.mlir.constant(1 : index) : i64
    %3630 = llvm.insertvalue %3629, %3628[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3631 = llvm.mlir.constant(1 : index) : i64
    %3632 = llvm.insertvalue %3631, %3630[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3633 = llvm.mlir.constant(1 : index) : i64
    %3634 = llvm.insertvalue %3633, %3632[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3635 = llvm.mlir.constant(1 : index) : i64
    %3636 = llvm.mlir.constant(4 : index) : i64
    %3637 = llvm.mlir.constant(8 : index) : i64
    %3638 = llvm.mlir.constant(1 : index) : i64
    %3639 = llvm.mlir.constant(1 : index) : i64
    %3640 = llvm.mlir.constant(32 : index) : i64
    %3641 = llvm.mlir.constant(32 : index) : i64
    %3642 = llvm.mlir.zero : !llvm.ptr
    %3643 = llvm.getelementptr %3642[%3641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3644 = llvm.ptrtoint %3643 : !llvm.ptr to i64
    %3645 = llvm.mlir.constant(64 : index) : i64
    %3646 = llvm.add %3644, %3645 : i64
    %3647 = llvm.call @malloc(%3646) : (i64) -> !llvm.ptr
    %3648 = llvm.ptrtoint %3647 : !llvm.ptr to i64
    %3649 = llvm.mlir.constant(1 : index) : i64
    %3650 = llvm.sub %3645, %3649 : i64
    %3651 = llvm.add %3648, %3650 : i64
    %3652 = llvm.urem %3651, %3645 : i64
    %3653 = llvm.sub %3651, %3652 : i64
    %3654 = llvm.inttoptr %3653 : i64 to !llvm.ptr
    %3655 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3656 = llvm.insertvalue %3647, %3655[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3657 = llvm.insertvalue %3654, %3656[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3658 = llvm.mlir.constant(0 : index) : i64
    %3659 = llvm.insertvalue %3658, %3657[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3660 = llvm.insertvalue %3635, %3659[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3661 = llvm.insertvalue %3636, %3660[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3662 = llvm.insertvalue %3637, %3661[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3663 = llvm.insertvalue %3638, %3662[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3664 = llvm.insertvalue %3640, %3663[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3665 = llvm.insertvalue %3637, %3664[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3666 = llvm.insertvalue %3638, %3665[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3667 = llvm.insertvalue %3639, %3666[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb478(%17 : i64)
  ^bb478(%3668: i64):  // 2 preds: ^bb477, ^bb488
    %3669 = llvm.icmp "slt" %3668, %16 : i64
    llvm.cond_br %3669, ^bb479, ^bb489
  ^bb479:  // pred: ^bb478
    llvm.br ^bb480(%17 : i64)
  ^bb480(%3670: i64):  // 2 preds: ^bb479, ^bb487
    %3671 = llvm.icmp "slt" %3670, %13 : i64
    llvm.cond_br %3671, ^bb481, ^bb488
  ^bb481:  // pred: ^bb480
    llvm.br ^bb482(%17 : i64)
  ^bb482(%3672: i64):  // 2 preds: ^bb481, ^bb486
    %3673 = llvm.icmp "slt" %3672, %15 : i64
    llvm.cond_br %3673, ^bb483, ^bb487
  ^bb483:  // pred: ^bb482
    llvm.br ^bb484(%17 : i64)
  ^bb484(%3674: i64):  // 2 preds: ^bb483, ^bb485
    %3675 = llvm.icmp "slt" %3674, %16 : i64
    llvm.cond_br %3675, ^bb485, ^bb486
  ^bb485:  // pred: ^bb484
    %3676 = llvm.extractvalue %3634[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3677 = llvm.mlir.constant(32 : index) : i64
    %3678 = llvm.mul %3668, %3677 overflow<nsw, nuw> : i64
    %3679 = llvm.mlir.constant(8 : index) : i64
    %3680 = llvm.mul %3670, %3679 overflow<nsw, nuw> : i64
    %3681 = llvm.add %3678, %3680 overflow<nsw, nuw> : i64
    %3682 = llvm.add %3681, %3672 overflow<nsw, nuw> : i64
    %3683 = llvm.add %3682, %3674 overflow<nsw, nuw> : i64
    %3684 = llvm.getelementptr inbounds|nuw %3676[%3683] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3685 = llvm.load %3684 : !llvm.ptr -> f32
    %3686 = llvm.extractvalue %3667[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3687 = llvm.mlir.constant(32 : index) : i64
    %3688 = llvm.mul %3668, %3687 overflow<nsw, nuw> : i64
    %3689 = llvm.mlir.constant(8 : index) : i64
    %3690 = llvm.mul %3670, %3689 overflow<nsw, nuw> : i64
    %3691 = llvm.add %3688, %3690 overflow<nsw, nuw> : i64
    %3692 = llvm.add %3691, %3672 overflow<nsw, nuw> : i64
    %3693 = llvm.add %3692, %3674 overflow<nsw, nuw> : i64
    %3694 = llvm.getelementptr inbounds|nuw %3686[%3693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3685, %3694 : f32, !llvm.ptr
    %3695 = llvm.add %3674, %16 : i64
    llvm.br ^bb484(%3695 : i64)
  ^bb486:  // pred: ^bb484
    %3696 = llvm.add %3672, %16 : i64
    llvm.br ^bb482(%3696 : i64)
  ^bb487:  // pred: ^bb482
    %3697 = llvm.add %3670, %16 : i64
    llvm.br ^bb480(%3697 : i64)
  ^bb488:  // pred: ^bb480
    %3698 = llvm.add %3668, %16 : i64
    llvm.br ^bb478(%3698 : i64)
  ^bb489:  // pred: ^bb478
    llvm.br ^bb490(%17 : i64)
  ^bb490(%3699: i64):  // 2 preds: ^bb489, ^bb503
    %3700 = llvm.icmp "slt" %3699, %16 : i64
    llvm.cond_br %3700, ^bb491, ^bb504
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%17 : i64)
  ^bb492(%3701: i64):  // 2 preds: ^bb491, ^bb502
    %3702 = llvm.icmp "slt" %3701, %13 : i64
    llvm.cond_br %3702, ^bb493, ^bb503
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%17 : i64)
  ^bb494(%3703: i64):  // 2 preds: ^bb493, ^bb501
    %3704 = llvm.icmp "slt" %3703, %15 : i64
    llvm.cond_br %3704, ^bb495, ^bb502
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%17 : i64)
  ^bb496(%3705: i64):  // 2 preds: ^bb495, ^bb500
    %3706 = llvm.icmp "slt" %3705, %16 : i64
    llvm.cond_br %3706, ^bb497, ^bb501
  ^bb497:  // pred: ^bb496
    llvm.br ^bb498(%17 : i64)
  ^bb498(%3707: i64):  // 2 preds: ^bb497, ^bb499
    %3708 = llvm.icmp "slt" %3707, %15 : i64
    llvm.cond_br %3708, ^bb499, ^bb500
  ^bb499:  // pred: ^bb498
    %3709 = llvm.extractvalue %3611[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3710 = llvm.mlir.constant(256 : index) : i64
    %3711 = llvm.mul %3699, %3710 overflow<nsw, nuw> : i64
    %3712 = llvm.mlir.constant(64 : index) : i64
    %3713 = llvm.mul %3701, %3712 overflow<nsw, nuw> : i64
    %3714 = llvm.add %3711, %3713 overflow<nsw, nuw> : i64
    %3715 = llvm.mlir.constant(8 : index) : i64
    %3716 = llvm.mul %3703, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.add %3714, %3716 overflow<nsw, nuw> : i64
    %3718 = llvm.mlir.constant(8 : index) : i64
    %3719 = llvm.mul %3705, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.add %3717, %3719 overflow<nsw, nuw> : i64
    %3721 = llvm.add %3720, %3707 overflow<nsw, nuw> : i64
    %3722 = llvm.getelementptr inbounds|nuw %3709[%3721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3723 = llvm.load %3722 : !llvm.ptr -> f32
    %3724 = llvm.extractvalue %3667[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3725 = llvm.mlir.constant(32 : index) : i64
    %3726 = llvm.mul %3699, %3725 overflow<nsw, nuw> : i64
    %3727 = llvm.mlir.constant(8 : index) : i64
    %3728 = llvm.mul %3701, %3727 overflow<nsw, nuw> : i64
    %3729 = llvm.add %3726, %3728 overflow<nsw, nuw> : i64
    %3730 = llvm.add %3729, %3703 overflow<nsw, nuw> : i64
    %3731 = llvm.add %3730, %3705 overflow<nsw, nuw> : i64
    %3732 = llvm.getelementptr inbounds|nuw %3724[%3731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3733 = llvm.load %3732 : !llvm.ptr -> f32
    %3734 = llvm.intr.maximum(%3723, %3733) : (f32, f32) -> f32
    %3735 = llvm.extractvalue %3667[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3736 = llvm.mlir.constant(32 : index) : i64
    %3737 = llvm.mul %3699, %3736 overflow<nsw, nuw> : i64
    %3738 = llvm.mlir.constant(8 : index) : i64
    %3739 = llvm.mul %3701, %3738 overflow<nsw, nuw> : i64
    %3740 = llvm.add %3737, %3739 overflow<nsw, nuw> : i64
    %3741 = llvm.add %3740, %3703 overflow<nsw, nuw> : i64
    %3742 = llvm.add %3741, %3705 overflow<nsw, nuw> : i64
    %3743 = llvm.getelementptr inbounds|nuw %3735[%3742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3734, %3743 : f32, !llvm.ptr
    %3744 = llvm.add %3707, %16 : i64
    llvm.br ^bb498(%3744 : i64)
  ^bb500:  // pred: ^bb498
    %3745 = llvm.add %3705, %16 : i64
    llvm.br ^bb496(%3745 : i64)
  ^bb501:  // pred: ^bb496
    %3746 = llvm.add %3703, %16 : i64
    llvm.br ^bb494(%3746 : i64)
  ^bb502:  // pred: ^bb494
    %3747 = llvm.add %3701, %16 : i64
    llvm.br ^bb492(%3747 : i64)
  ^bb503:  // pred: ^bb492
    %3748 = llvm.add %3699, %16 : i64
    llvm.br ^bb490(%3748 : i64)
  ^bb504:  // pred: ^bb490
    %3749 = llvm.mlir.constant(1 : index) : i64
    %3750 = llvm.mlir.constant(4 : index) : i64
    %3751 = llvm.mlir.constant(8 : index) : i64
    %3752 = llvm.mlir.constant(8 : index) : i64
    %3753 = llvm.mlir.constant(1 : index) : i64
    %3754 = llvm.mlir.constant(64 : index) : i64
    %3755 = llvm.mlir.constant(256 : index) : i64
    %3756 = llvm.mlir.constant(256 : index) : i64
    %3757 = llvm.mlir.zero : !llvm.ptr
    %3758 = llvm.getelementptr %3757[%3756] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3759 = llvm.ptrtoint %3758 : !llvm.ptr to i64
    %3760 = llvm.mlir.constant(64 : index) : i64
    %3761 = llvm.add %3759, %3760 : i64
    %3762 = llvm.call @malloc(%3761) : (i64) -> !llvm.ptr
    %3763 = llvm.ptrtoint %3762 : !llvm.ptr to i64
    %3764 = llvm.mlir.constant(1 : index) : i64
    %3765 = llvm.sub %3760, %3764 : i64
    %3766 = llvm.add %3763, %3765 : i64
    %3767 = llvm.urem %3766, %3760 : i64
    %3768 = llvm.sub %3766, %3767 : i64
    %3769 = llvm.inttoptr %3768 : i64 to !llvm.ptr
    %3770 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3771 = llvm.insertvalue %3762, %3770[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3772 = llvm.insertvalue %3769, %3771[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3773 = llvm.mlir.constant(0 : index) : i64
    %3774 = llvm.insertvalue %3773, %3772[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3775 = llvm.insertvalue %3749, %3774[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3776 = llvm.insertvalue %3750, %3775[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3777 = llvm.insertvalue %3751, %3776[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3778 = llvm.insertvalue %3752, %3777[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3779 = llvm.insertvalue %3755, %3778[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3780 = llvm.insertvalue %3754, %3779[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3781 = llvm.insertvalue %3752, %3780[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3782 = llvm.insertvalue %3753, %3781[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb505(%17 : i64)
  ^bb505(%3783: i64):  // 2 preds: ^bb504, ^bb515
    %3784 = llvm.icmp "slt" %3783, %16 : i64
    llvm.cond_br %3784, ^bb506, ^bb516
  ^bb506:  // pred: ^bb505
    llvm.br ^bb507(%17 : i64)
  ^bb507(%3785: i64):  // 2 preds: ^bb506, ^bb514
    %3786 = llvm.icmp "slt" %3785, %13 : i64
    llvm.cond_br %3786, ^bb508, ^bb515
  ^bb508:  // pred: ^bb507
    llvm.br ^bb509(%17 : i64)
  ^bb509(%3787: i64):  // 2 preds: ^bb508, ^bb513
    %3788 = llvm.icmp "slt" %3787, %15 : i64
    llvm.cond_br %3788, ^bb510, ^bb514
  ^bb510:  // pred: ^bb509
    llvm.br ^bb511(%17 : i64)
  ^bb511(%3789: i64):  // 2 preds: ^bb510, ^bb512
    %3790 = llvm.icmp "slt" %3789, %15 : i64
    llvm.cond_br %3790, ^bb512, ^bb513
  ^bb512:  // pred: ^bb511
    %3791 = llvm.extractvalue %3489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3792 = llvm.mlir.constant(256 : index) : i64
    %3793 = llvm.mul %3783, %3792 overflow<nsw, nuw> : i64
    %3794 = llvm.mlir.constant(64 : index) : i64
    %3795 = llvm.mul %3785, %3794 overflow<nsw, nuw> : i64
    %3796 = llvm.add %3793, %3795 overflow<nsw, nuw> : i64
    %3797 = llvm.mlir.constant(8 : index) : i64
    %3798 = llvm.mul %3787, %3797 overflow<nsw, nuw> : i64
    %3799 = llvm.add %3796, %3798 overflow<nsw, nuw> : i64
    %3800 = llvm.add %3799, %3789 overflow<nsw, nuw> : i64
    %3801 = llvm.getelementptr inbounds|nuw %3791[%3800] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3802 = llvm.load %3801 : !llvm.ptr -> f32
    %3803 = llvm.extractvalue %3667[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3804 = llvm.mlir.constant(32 : index) : i64
    %3805 = llvm.mul %3783, %3804 overflow<nsw, nuw> : i64
    %3806 = llvm.mlir.constant(8 : index) : i64
    %3807 = llvm.mul %3785, %3806 overflow<nsw, nuw> : i64
    %3808 = llvm.add %3805, %3807 overflow<nsw, nuw> : i64
    %3809 = llvm.add %3808, %3787 overflow<nsw, nuw> : i64
    %3810 = llvm.add %3809, %17 overflow<nsw, nuw> : i64
    %3811 = llvm.getelementptr inbounds|nuw %3803[%3810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3812 = llvm.load %3811 : !llvm.ptr -> f32
    %3813 = llvm.fsub %3802, %3812 : f32
    %3814 = llvm.fmul %3813, %8 : f32
    %3815 = llvm.intr.exp2(%3814) : (f32) -> f32
    %3816 = llvm.extractvalue %3782[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3817 = llvm.mlir.constant(256 : index) : i64
    %3818 = llvm.mul %3783, %3817 overflow<nsw, nuw> : i64
    %3819 = llvm.mlir.constant(64 : index) : i64
    %3820 = llvm.mul %3785, %3819 overflow<nsw, nuw> : i64
    %3821 = llvm.add %3818, %3820 overflow<nsw, nuw> : i64
    %3822 = llvm.mlir.constant(8 : index) : i64
    %3823 = llvm.mul %3787, %3822 overflow<nsw, nuw> : i64
    %3824 = llvm.add %3821, %3823 overflow<nsw, nuw> : i64
    %3825 = llvm.add %3824, %3789 overflow<nsw, nuw> : i64
    %3826 = llvm.getelementptr inbounds|nuw %3816[%3825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3815, %3826 : f32, !llvm.ptr
    %3827 = llvm.add %3789, %16 : i64
    llvm.br ^bb511(%3827 : i64)
  ^bb513:  // pred: ^bb511
    %3828 = llvm.add %3787, %16 : i64
    llvm.br ^bb509(%3828 : i64)
  ^bb514:  // pred: ^bb509
    %3829 = llvm.add %3785, %16 : i64
    llvm.br ^bb507(%3829 : i64)
  ^bb515:  // pred: ^bb507
    %3830 = llvm.add %3783, %16 : i64
    llvm.br ^bb505(%3830 : i64)
  ^bb516:  // pred: ^bb505
    %3831 = llvm.mlir.constant(1 : index) : i64
    %3832 = llvm.mlir.constant(4 : index) : i64
    %3833 = llvm.mlir.constant(8 : index) : i64
    %3834 = llvm.mlir.constant(1 : index) : i64
    %3835 = llvm.mlir.constant(1 : index) : i64
    %3836 = llvm.mlir.constant(32 : index) : i64
    %3837 = llvm.mlir.constant(32 : index) : i64
    %3838 = llvm.mlir.zero : !llvm.ptr
    %3839 = llvm.getelementptr %3838[%3837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3840 = llvm.ptrtoint %3839 : !llvm.ptr to i64
    %3841 = llvm.mlir.constant(64 : index) : i64
    %3842 = llvm.add %3840, %3841 : i64
    %3843 = llvm.call @malloc(%3842) : (i64) -> !llvm.ptr
    %3844 = llvm.ptrtoint %3843 : !llvm.ptr to i64
    %3845 = llvm.mlir.constant(1 : index) : i64
    %3846 = llvm.sub %3841, %3845 : i64
    %3847 = llvm.add %3844, %3846 : i64
    %3848 = llvm.urem %3847, %3841 : i64
    %3849 = llvm.sub %3847, %3848 : i64
    %3850 = llvm.inttoptr %3849 : i64 to !llvm.ptr
    %3851 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3852 = llvm.insertvalue %3843, %3851[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3853 = llvm.insertvalue %3850, %3852[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3854 = llvm.mlir.constant(0 : index) : i64
    %3855 = llvm.insertvalue %3854, %3853[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3856 = llvm.insertvalue %3831, %3855[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3857 = llvm.insertvalue %3832, %3856[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3858 = llvm.insertvalue %3833, %3857[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3859 = llvm.insertvalue %3834, %3858[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3860 = llvm.insertvalue %3836, %3859[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3861 = llvm.insertvalue %3833, %3860[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3862 = llvm.insertvalue %3834, %3861[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3863 = llvm.insertvalue %3835, %3862[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb517(%17 : i64)
  ^bb517(%3864: i64):  // 2 preds: ^bb516, ^bb527
    %3865 = llvm.icmp "slt" %3864, %16 : i64
    llvm.cond_br %3865, ^bb518, ^bb528
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%17 : i64)
  ^bb519(%3866: i64):  // 2 preds: ^bb518, ^bb526
    %3867 = llvm.icmp "slt" %3866, %13 : i64
    llvm.cond_br %3867, ^bb520, ^bb527
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%17 : i64)
  ^bb521(%3868: i64):  // 2 preds: ^bb520, ^bb525
    %3869 = llvm.icmp "slt" %3868, %15 : i64
    llvm.cond_br %3869, ^bb522, ^bb526
  ^bb522:  // pred: ^bb521
    llvm.br ^bb523(%17 : i64)
  ^bb523(%3870: i64):  // 2 preds: ^bb522, ^bb524
    %3871 = llvm.icmp "slt" %3870, %16 : i64
    llvm.cond_br %3871, ^bb524, ^bb525
  ^bb524:  // pred: ^bb523
    %3872 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3873 = llvm.mlir.constant(32 : index) : i64
    %3874 = llvm.mul %3864, %3873 overflow<nsw, nuw> : i64
    %3875 = llvm.mlir.constant(8 : index) : i64
    %3876 = llvm.mul %3866, %3875 overflow<nsw, nuw> : i64
    %3877 = llvm.add %3874, %3876 overflow<nsw, nuw> : i64
    %3878 = llvm.add %3877, %3868 overflow<nsw, nuw> : i64
    %3879 = llvm.add %3878, %3870 overflow<nsw, nuw> : i64
    %3880 = llvm.getelementptr inbounds|nuw %3872[%3879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %3880 : f32, !llvm.ptr
    %3881 = llvm.add %3870, %16 : i64
    llvm.br ^bb523(%3881 : i64)
  ^bb525:  // pred: ^bb523
    %3882 = llvm.add %3868, %16 : i64
    llvm.br ^bb521(%3882 : i64)
  ^bb526:  // pred: ^bb521
    %3883 = llvm.add %3866, %16 : i64
    llvm.br ^bb519(%3883 : i64)
  ^bb527:  // pred: ^bb519
    %3884 = llvm.add %3864, %16 : i64
    llvm.br ^bb517(%3884 : i64)
  ^bb528:  // pred: ^bb517
    %3885 = llvm.mlir.constant(1 : index) : i64
    %3886 = llvm.mlir.constant(4 : index) : i64
    %3887 = llvm.mlir.constant(8 : index) : i64
    %3888 = llvm.mlir.constant(1 : index) : i64
    %3889 = llvm.mlir.constant(1 : index) : i64
    %3890 = llvm.mlir.constant(32 : index) : i64
    %3891 = llvm.mlir.constant(32 : index) : i64
    %3892 = llvm.mlir.zero : !llvm.ptr
    %3893 = llvm.getelementptr %3892[%3891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3894 = llvm.ptrtoint %3893 : !llvm.ptr to i64
    %3895 = llvm.mlir.constant(64 : index) : i64
    %3896 = llvm.add %3894, %3895 : i64
    %3897 = llvm.call @malloc(%3896) : (i64) -> !llvm.ptr
    %3898 = llvm.ptrtoint %3897 : !llvm.ptr to i64
    %3899 = llvm.mlir.constant(1 : index) : i64
    %3900 = llvm.sub %3895, %3899 : i64
    %3901 = llvm.add %3898, %3900 : i64
    %3902 = llvm.urem %3901, %3895 : i64
    %3903 = llvm.sub %3901, %3902 : i64
    %3904 = llvm.inttoptr %3903 : i64 to !llvm.ptr
    %3905 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3906 = llvm.insertvalue %3897, %3905[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3907 = llvm.insertvalue %3904, %3906[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3908 = llvm.mlir.constant(0 : index) : i64
    %3909 = llvm.insertvalue %3908, %3907[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3910 = llvm.insertvalue %3885, %3909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3911 = llvm.insertvalue %3886, %3910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3912 = llvm.insertvalue %3887, %3911[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3913 = llvm.insertvalue %3888, %3912[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3914 = llvm.insertvalue %3890, %3913[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3915 = llvm.insertvalue %3887, %3914[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3916 = llvm.insertvalue %3888, %3915[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3917 = llvm.insertvalue %3889, %3916[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb529(%17 : i64)
  ^bb529(%3918: i64):  // 2 preds: ^bb528, ^bb539
    %3919 = llvm.icmp "slt" %3918, %16 : i64
    llvm.cond_br %3919, ^bb530, ^bb540
  ^bb530:  // pred: ^bb529
    llvm.br ^bb531(%17 : i64)
  ^bb531(%3920: i64):  // 2 preds: ^bb530, ^bb538
    %3921 = llvm.icmp "slt" %3920, %13 : i64
    llvm.cond_br %3921, ^bb532, ^bb539
  ^bb532:  // pred: ^bb531
    llvm.br ^bb533(%17 : i64)
  ^bb533(%3922: i64):  // 2 preds: ^bb532, ^bb537
    %3923 = llvm.icmp "slt" %3922, %15 : i64
    llvm.cond_br %3923, ^bb534, ^bb538
  ^bb534:  // pred: ^bb533
    llvm.br ^bb535(%17 : i64)
  ^bb535(%3924: i64):  // 2 preds: ^bb534, ^bb536
    %3925 = llvm.icmp "slt" %3924, %16 : i64
    llvm.cond_br %3925, ^bb536, ^bb537
  ^bb536:  // pred: ^bb535
    %3926 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3927 = llvm.mlir.constant(32 : index) : i64
    %3928 = llvm.mul %3918, %3927 overflow<nsw, nuw> : i64
    %3929 = llvm.mlir.constant(8 : index) : i64
    %3930 = llvm.mul %3920, %3929 overflow<nsw, nuw> : i64
    %3931 = llvm.add %3928, %3930 overflow<nsw, nuw> : i64
    %3932 = llvm.add %3931, %3922 overflow<nsw, nuw> : i64
    %3933 = llvm.add %3932, %3924 overflow<nsw, nuw> : i64
    %3934 = llvm.getelementptr inbounds|nuw %3926[%3933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3935 = llvm.load %3934 : !llvm.ptr -> f32
    %3936 = llvm.extractvalue %3917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3937 = llvm.mlir.constant(32 : index) : i64
    %3938 = llvm.mul %3918, %3937 overflow<nsw, nuw> : i64
    %3939 = llvm.mlir.constant(8 : index) : i64
    %3940 = llvm.mul %3920, %3939 overflow<nsw, nuw> : i64
    %3941 = llvm.add %3938, %3940 overflow<nsw, nuw> : i64
    %3942 = llvm.add %3941, %3922 overflow<nsw, nuw> : i64
    %3943 = llvm.add %3942, %3924 overflow<nsw, nuw> : i64
    %3944 = llvm.getelementptr inbounds|nuw %3936[%3943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3935, %3944 : f32, !llvm.ptr
    %3945 = llvm.add %3924, %16 : i64
    llvm.br ^bb535(%3945 : i64)
  ^bb537:  // pred: ^bb535
    %3946 = llvm.add %3922, %16 : i64
    llvm.br ^bb533(%3946 : i64)
  ^bb538:  // pred: ^bb533
    %3947 = llvm.add %3920, %16 : i64
    llvm.br ^bb531(%3947 : i64)
  ^bb539:  // pred: ^bb531
    %3948 = llvm.add %3918, %16 : i64
    llvm.br ^bb529(%3948 : i64)
  ^bb540:  // pred: ^bb529
    llvm.br ^bb541(%17 : i64)
  ^bb541(%3949: i64):  // 2 preds: ^bb540, ^bb551
    %3950 = llvm.icmp "slt" %3949, %16 : i64
    llvm.cond_br %3950, ^bb542, ^bb552
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%17 : i64)
  ^bb543(%3951: i64):  // 2 preds: ^bb542, ^bb550
    %3952 = llvm.icmp "slt" %3951, %13 : i64
    llvm.cond_br %3952, ^bb544, ^bb551
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%17 : i64)
  ^bb545(%3953: i64):  // 2 preds: ^bb544, ^bb549
    %3954 = llvm.icmp "slt" %3953, %15 : i64
    llvm.cond_br %3954, ^bb546, ^bb550
  ^bb546:  // pred: ^bb545
    llvm.br ^bb547(%17 : i64)
  ^bb547(%3955: i64):  // 2 preds: ^bb546, ^bb548
    %3956 = llvm.icmp "slt" %3955, %15 : i64
    llvm.cond_br %3956, ^bb548, ^bb549
  ^bb548:  // pred: ^bb547
    %3957 = llvm.extractvalue %3782[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3958 = llvm.mlir.constant(256 : index) : i64
    %3959 = llvm.mul %3949, %3958 overflow<nsw, nuw> : i64
    %3960 = llvm.mlir.constant(64 : index) : i64
    %3961 = llvm.mul %3951, %3960 overflow<nsw, nuw> : i64
    %3962 = llvm.add %3959, %3961 overflow<nsw, nuw> : i64
    %3963 = llvm.mlir.constant(8 : index) : i64
    %3964 = llvm.mul %3953, %3963 overflow<nsw, nuw> : i64
    %3965 = llvm.add %3962, %3964 overflow<nsw, nuw> : i64
    %3966 = llvm.add %3965, %3955 overflow<nsw, nuw> : i64
    %3967 = llvm.getelementptr inbounds|nuw %3957[%3966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3968 = llvm.load %3967 : !llvm.ptr -> f32
    %3969 = llvm.extractvalue %3917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3970 = llvm.mlir.constant(32 : index) : i64
    %3971 = llvm.mul %3949, %3970 overflow<nsw, nuw> : i64
    %3972 = llvm.mlir.constant(8 : index) : i64
    %3973 = llvm.mul %3951, %3972 overflow<nsw, nuw> : i64
    %3974 = llvm.add %3971, %3973 overflow<nsw, nuw> : i64
    %3975 = llvm.add %3974, %3953 overflow<nsw, nuw> : i64
    %3976 = llvm.add %3975, %17 overflow<nsw, nuw> : i64
    %3977 = llvm.getelementptr inbounds|nuw %3969[%3976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3978 = llvm.load %3977 : !llvm.ptr -> f32
    %3979 = llvm.fadd %3968, %3978 : f32
    %3980 = llvm.extractvalue %3917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3981 = llvm.mlir.constant(32 : index) : i64
    %3982 = llvm.mul %3949, %3981 overflow<nsw, nuw> : i64
    %3983 = llvm.mlir.constant(8 : index) : i64
    %3984 = llvm.mul %3951, %3983 overflow<nsw, nuw> : i64
    %3985 = llvm.add %3982, %3984 overflow<nsw, nuw> : i64
    %3986 = llvm.add %3985, %3953 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3986, %17 overflow<nsw, nuw> : i64
    %3988 = llvm.getelementptr inbounds|nuw %3980[%3987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3979, %3988 : f32, !llvm.ptr
    %3989 = llvm.add %3955, %16 : i64
    llvm.br ^bb547(%3989 : i64)
  ^bb549:  // pred: ^bb547
    %3990 = llvm.add %3953, %16 : i64
    llvm.br ^bb545(%3990 : i64)
  ^bb550:  // pred: ^bb545
    %3991 = llvm.add %3951, %16 : i64
    llvm.br ^bb543(%3991 : i64)
  ^bb551:  // pred: ^bb543
    %3992 = llvm.add %3949, %16 : i64
    llvm.br ^bb541(%3992 : i64)
  ^bb552:  // pred: ^bb541
    %3993 = llvm.mlir.constant(1 : index) : i64
    %3994 = llvm.mlir.constant(4 : index) : i64
    %3995 = llvm.mlir.constant(8 : index) : i64
    %3996 = llvm.mlir.constant(1 : index) : i64
    %3997 = llvm.mlir.constant(1 : index) : i64
    %3998 = llvm.mlir.constant(32 : index) : i64
    %3999 = llvm.mlir.constant(32 : index) : i64
    %4000 = llvm.mlir.zero : !llvm.ptr
    %4001 = llvm.getelementptr %4000[%3999] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %4002 = llvm.ptrtoint %4001 : !llvm.ptr to i64
    %4003 = llvm.mlir.constant(64 : index) : i64
    %4004 = llvm.add %4002, %4003 : i64
    %4005 = llvm.call @malloc(%4004) : (i64) -> !llvm.ptr
    %4006 = llvm.ptrtoint %4005 : !llvm.ptr to i64
    %4007 = llvm.mlir.constant(1 : index) : i64
    %4008 = llvm.sub %4003, %4007 : i64
    %4009 = llvm.add %4006, %4008 : i64
    %4010 = llvm.urem %4009, %4003 : i64
    %4011 = llvm.sub %4009, %4010 : i64
    %4012 = llvm.inttoptr %4011 : i64 to !llvm.ptr
    %4013 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4014 = llvm.insertvalue %4005, %4013[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4015 = llvm.insertvalue %4012, %4014[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4016 = llvm.mlir.constant(0 : index) : i64
    %4017 = llvm.insertvalue %4016, %4015[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4018 = llvm.insertvalue %3993, %4017[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4019 = llvm.insertvalue %3994, %4018[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4020 = llvm.insertvalue %3995, %4019[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4021 = llvm.insertvalue %3996, %4020[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4022 = llvm.insertvalue %3998, %4021[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4023 = llvm.insertvalue %3995, %4022[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4024 = llvm.insertvalue %3996, %4023[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4025 = llvm.insertvalue %3997, %4024[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb553(%17 : i64)
  ^bb553(%4026: i64):  // 2 preds: ^bb552, ^bb563
    %4027 = llvm.icmp "slt" %4026, %16 : i64
    llvm.cond_br %4027, ^bb554, ^bb564
  ^bb554:  // pred: ^bb553
    llvm.br ^bb555(%17 : i64)
  ^bb555(%4028: i64):  // 2 preds: ^bb554, ^bb562
    %4029 = llvm.icmp "slt" %4028, %13 : i64
    llvm.cond_br %4029, ^bb556, ^bb563
  ^bb556:  // pred: ^bb555
    llvm.br ^bb557(%17 : i64)
  ^bb557(%4030: i64):  // 2 preds: ^bb556, ^bb561
    %4031 = llvm.icmp "slt" %4030, %15 : i64
    llvm.cond_br %4031, ^bb558, ^bb562
  ^bb558:  // pred: ^bb557
    llvm.br ^bb559(%17 : i64)
  ^bb559(%4032: i64):  // 2 preds: ^bb558, ^bb560
    %4033 = llvm.icmp "slt" %4032, %16 : i64
    llvm.cond_br %4033, ^bb560, ^bb561
  ^bb560:  // pred: ^bb559
    %4034 = llvm.extractvalue %4025[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4035 = llvm.mlir.constant(32 : index) : i64
    %4036 = llvm.mul %4026, %4035 overflow<nsw, nuw> : i64
    %4037 = llvm.mlir.constant(8 : index) : i64
    %4038 = llvm.mul %4028, %4037 overflow<nsw, nuw> : i64
    %4039 = llvm.add %4036, %4038 overflow<nsw, nuw> : i64
    %4040 = llvm.add %4039, %4030 overflow<nsw, nuw> : i64
    %4041 = llvm.add %4040, %4032 overflow<nsw, nuw> : i64
    %4042 = llvm.getelementptr inbounds|nuw %4034[%4041] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %18, %4042 : i1, !llvm.ptr
    %4043 = llvm.add %4032, %16 : i64
    llvm.br ^bb559(%4043 : i64)
  ^bb561:  // pred: ^bb559
    %4044 = llvm.add %4030, %16 : i64
    llvm.br ^bb557(%4044 : i64)
  ^bb562:  // pred: ^bb557
    %4045 = llvm.add %4028, %16 : i64
    llvm.br ^bb555(%4045 : i64)
  ^bb563:  // pred: ^bb555
    %4046 = llvm.add %4026, %16 : i64
    llvm.br ^bb553(%4046 : i64)
  ^bb564:  // pred: ^bb553
    %4047 = llvm.mlir.constant(1 : index) : i64
    %4048 = llvm.mlir.constant(4 : index) : i64
    %4049 = llvm.mlir.constant(8 : index) : i64
    %4050 = llvm.mlir.constant(1 : index) : i64
    %4051 = llvm.mlir.constant(1 : index) : i64
    %4052 = llvm.mlir.constant(32 : index) : i64
    %4053 = llvm.mlir.constant(32 : index) : i64
    %4054 = llvm.mlir.zero : !llvm.ptr
    %4055 = llvm.getelementptr %4054[%4053] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %4056 = llvm.ptrtoint %4055 : !llvm.ptr to i64
    %4057 = llvm.mlir.constant(64 : index) : i64
    %4058 = llvm.add %4056, %4057 : i64
    %4059 = llvm.call @malloc(%4058) : (i64) -> !llvm.ptr
    %4060 = llvm.ptrtoint %4059 : !llvm.ptr to i64
    %4061 = llvm.mlir.constant(1 : index) : i64
    %4062 = llvm.sub %4057, %4061 : i64
    %4063 = llvm.add %4060, %4062 : i64
    %4064 = llvm.urem %4063, %4057 : i64
    %4065 = llvm.sub %4063, %4064 : i64
    %4066 = llvm.inttoptr %4065 : i64 to !llvm.ptr
    %4067 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4068 = llvm.insertvalue %4059, %4067[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4069 = llvm.insertvalue %4066, %4068[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4070 = llvm.mlir.constant(0 : index) : i64
    %4071 = llvm.insertvalue %4070, %4069[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4072 = llvm.insertvalue %4047, %4071[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4073 = llvm.insertvalue %4048, %4072[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4074 = llvm.insertvalue %4049, %4073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4075 = llvm.insertvalue %4050, %4074[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4076 = llvm.insertvalue %4052, %4075[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4077 = llvm.insertvalue %4049, %4076[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4078 = llvm.insertvalue %4050, %4077[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4079 = llvm.insertvalue %4051, %4078[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb565(%17 : i64)
  ^bb565(%4080: i64):  // 2 preds: ^bb564, ^bb575
    %4081 = llvm.icmp "slt" %4080, %16 : i64
    llvm.cond_br %4081, ^bb566, ^bb576
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%17 : i64)
  ^bb567(%4082: i64):  // 2 preds: ^bb566, ^bb574
    %4083 = llvm.icmp "slt" %4082, %13 : i64
    llvm.cond_br %4083, ^bb568, ^bb575
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%17 : i64)
  ^bb569(%4084: i64):  // 2 preds: ^bb568, ^bb573
    %4085 = llvm.icmp "slt" %4084, %15 : i64
    llvm.cond_br %4085, ^bb570, ^bb574
  ^bb570:  // pred: ^bb569
    llvm.br ^bb571(%17 : i64)
  ^bb571(%4086: i64):  // 2 preds: ^bb570, ^bb572
    %4087 = llvm.icmp "slt" %4086, %16 : i64
    llvm.cond_br %4087, ^bb572, ^bb573
  ^bb572:  // pred: ^bb571
    %4088 = llvm.extractvalue %4025[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4089 = llvm.mlir.constant(32 : index) : i64
    %4090 = llvm.mul %4080, %4089 overflow<nsw, nuw> : i64
    %4091 = llvm.mlir.constant(8 : index) : i64
    %4092 = llvm.mul %4082, %4091 overflow<nsw, nuw> : i64
    %4093 = llvm.add %4090, %4092 overflow<nsw, nuw> : i64
    %4094 = llvm.add %4093, %4084 overflow<nsw, nuw> : i64
    %4095 = llvm.add %4094, %4086 overflow<nsw, nuw> : i64
    %4096 = llvm.getelementptr inbounds|nuw %4088[%4095] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %4097 = llvm.load %4096 : !llvm.ptr -> i1
    %4098 = llvm.extractvalue %4079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4099 = llvm.mlir.constant(32 : index) : i64
    %4100 = llvm.mul %4080, %4099 overflow<nsw, nuw> : i64
    %4101 = llvm.mlir.constant(8 : index) : i64
    %4102 = llvm.mul %4082, %4101 overflow<nsw, nuw> : i64
    %4103 = llvm.add %4100, %4102 overflow<nsw, nuw> : i64
    %4104 = llvm.add %4103, %4084 overflow<nsw, nuw> : i64
    %4105 = llvm.add %4104, %4086 overflow<nsw, nuw> : i64
    %4106 = llvm.getelementptr inbounds|nuw %4098[%4105] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %4097, %4106 : i1, !llvm.ptr
    %4107 = llvm.add %4086, %16 : i64
    llvm.br ^bb571(%4107 : i64)
  ^bb573:  // pred: ^bb571
    %4108 = llvm.add %4084, %16 : i64
    llvm.br ^bb569(%4108 : i64)
  ^bb574:  // pred: ^bb569
    %4109 = llvm.add %4082, %16 : i64
    llvm.br ^bb567(%4109 : i64)
  ^bb575:  // pred: ^bb567
    %4110 = llvm.add %4080, %16 : i64
    llvm.br ^bb565(%4110 : i64)
  ^bb576:  // pred: ^bb565
    llvm.br ^bb577(%17 : i64)
  ^bb577(%4111: i64):  // 2 preds: ^bb576, ^bb587
    %4112 = llvm.icmp "slt" %4111, %16 : i64
    llvm.cond_br %4112, ^bb578, ^bb588
  ^bb578:  // pred: ^bb577
    llvm.br ^bb579(%17 : i64)
  ^bb579(%4113: i64):  // 2 preds: ^bb578, ^bb586
    %4114 = llvm.icmp "slt" %4113, %13 : i64
    llvm.cond_br %4114, ^bb580, ^bb587
  ^bb580:  // pred: ^bb579
    llvm.br ^bb581(%17 : i64)
  ^bb581(%4115: i64):  // 2 preds: ^bb580, ^bb585
    %4116 = llvm.icmp "slt" %4115, %15 : i64
    llvm.cond_br %4116, ^bb582, ^bb586
  ^bb582:  // pred: ^bb581
    llvm.br ^bb583(%17 : i64)
  ^bb583(%4117: i64):  // 2 preds: ^bb582, ^bb584
    %4118 = llvm.icmp "slt" %4117, %15 : i64
    llvm.cond_br %4118, ^bb584, ^bb585
  ^bb584:  // pred: ^bb583
    %4119 = llvm.extractvalue %3489[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4120 = llvm.mlir.constant(256 : index) : i64
    %4121 = llvm.mul %4111, %4120 overflow<nsw, nuw> : i64
    %4122 = llvm.mlir.constant(64 : index) : i64
    %4123 = llvm.mul %4113, %4122 overflow<nsw, nuw> : i64
    %4124 = llvm.add %4121, %4123 overflow<nsw, nuw> : i64
    %4125 = llvm.mlir.constant(8 : index) : i64
    %4126 = llvm.mul %4115, %4125 overflow<nsw, nuw> : i64
    %4127 = llvm.add %4124, %4126 overflow<nsw, nuw> : i64
    %4128 = llvm.add %4127, %4117 overflow<nsw, nuw> : i64
    %4129 = llvm.getelementptr inbounds|nuw %4119[%4128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4130 = llvm.load %4129 : !llvm.ptr -> f32
    %4131 = llvm.extractvalue %4079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4132 = llvm.mlir.constant(32 : index) : i64
    %4133 = llvm.mul %4111, %4132 overflow<nsw, nuw> : i64
    %4134 = llvm.mlir.constant(8 : index) : i64
    %4135 = llvm.mul %4113, %4134 overflow<nsw, nuw> : i64
    %4136 = llvm.add %4133, %4135 overflow<nsw, nuw> : i64
    %4137 = llvm.add %4136, %4115 overflow<nsw, nuw> : i64
    %4138 = llvm.add %4137, %17 overflow<nsw, nuw> : i64
    %4139 = llvm.getelementptr inbounds|nuw %4131[%4138] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %4140 = llvm.load %4139 : !llvm.ptr -> i1
    %4141 = llvm.fpext %4130 : f32 to f64
    %4142 = llvm.fcmp "oeq" %4141, %22 : f64
    %4143 = llvm.and %4142, %4140 : i1
    %4144 = llvm.extractvalue %4079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4145 = llvm.mlir.constant(32 : index) : i64
    %4146 = llvm.mul %4111, %4145 overflow<nsw, nuw> : i64
    %4147 = llvm.mlir.constant(8 : index) : i64
    %4148 = llvm.mul %4113, %4147 overflow<nsw, nuw> : i64
    %4149 = llvm.add %4146, %4148 overflow<nsw, nuw> : i64
    %4150 = llvm.add %4149, %4115 overflow<nsw, nuw> : i64
    %4151 = llvm.add %4150, %17 overflow<nsw, nuw> : i64
    %4152 = llvm.getelementptr inbounds|nuw %4144[%4151] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %4143, %4152 : i1, !llvm.ptr
    %4153 = llvm.add %4117, %16 : i64
    llvm.br ^bb583(%4153 : i64)
  ^bb585:  // pred: ^bb583
    %4154 = llvm.add %4115, %16 : i64
    llvm.br ^bb581(%4154 : i64)
  ^bb586:  // pred: ^bb581
    %4155 = llvm.add %4113, %16 : i64
    llvm.br ^bb579(%4155 : i64)
  ^bb587:  // pred: ^bb579
    %4156 = llvm.add %4111, %16 : i64
    llvm.br ^bb577(%4156 : i64)
  ^bb588:  // pred: ^bb577
    %4157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4158 = llvm.extractvalue %3027[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4159 = llvm.extractvalue %3027[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4160 = llvm.insertvalue %4158, %4157[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4161 = llvm.insertvalue %4159, %4160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4162 = llvm.mlir.constant(0 : index) : i64
    %4163 = llvm.insertvalue %4162, %4161[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4164 = llvm.mlir.constant(1 : index) : i64
    %4165 = llvm.insertvalue %4164, %4163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4166 = llvm.mlir.constant(256 : index) : i64
    %4167 = llvm.insertvalue %4166, %4165[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4168 = llvm.mlir.constant(4 : index) : i64
    %4169 = llvm.insertvalue %4168, %4167[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4170 = llvm.mlir.constant(64 : index) : i64
    %4171 = llvm.insertvalue %4170, %4169[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4172 = llvm.mlir.constant(8 : index) : i64
    %4173 = llvm.insertvalue %4172, %4171[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4174 = llvm.mlir.constant(8 : index) : i64
    %4175 = llvm.insertvalue %4174, %4173[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4176 = llvm.mlir.constant(8 : index) : i64
    %4177 = llvm.insertvalue %4176, %4175[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4178 = llvm.mlir.constant(1 : index) : i64
    %4179 = llvm.insertvalue %4178, %4177[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4180 = llvm.mlir.constant(1 : index) : i64
    %4181 = llvm.mlir.constant(4 : index) : i64
    %4182 = llvm.mlir.constant(8 : index) : i64
    %4183 = llvm.mlir.constant(8 : index) : i64
    %4184 = llvm.mlir.constant(1 : index) : i64
    %4185 = llvm.mlir.constant(64 : index) : i64
    %4186 = llvm.mlir.constant(256 : index) : i64
    %4187 = llvm.mlir.constant(256 : index) : i64
    %4188 = llvm.mlir.zero : !llvm.ptr
    %4189 = llvm.getelementptr %4188[%4187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4190 = llvm.ptrtoint %4189 : !llvm.ptr to i64
    %4191 = llvm.mlir.constant(64 : index) : i64
    %4192 = llvm.add %4190, %4191 : i64
    %4193 = llvm.call @malloc(%4192) : (i64) -> !llvm.ptr
    %4194 = llvm.ptrtoint %4193 : !llvm.ptr to i64
    %4195 = llvm.mlir.constant(1 : index) : i64
    %4196 = llvm.sub %4191, %4195 : i64
    %4197 = llvm.add %4194, %4196 : i64
    %4198 = llvm.urem %4197, %4191 : i64
    %4199 = llvm.sub %4197, %4198 : i64
    %4200 = llvm.inttoptr %4199 : i64 to !llvm.ptr
    %4201 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4202 = llvm.insertvalue %4193, %4201[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4203 = llvm.insertvalue %4200, %4202[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4204 = llvm.mlir.constant(0 : index) : i64
    %4205 = llvm.insertvalue %4204, %4203[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4206 = llvm.insertvalue %4180, %4205[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4207 = llvm.insertvalue %4181, %4206[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4208 = llvm.insertvalue %4182, %4207[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4209 = llvm.insertvalue %4183, %4208[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4210 = llvm.insertvalue %4186, %4209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4211 = llvm.insertvalue %4185, %4210[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4212 = llvm.insertvalue %4183, %4211[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4213 = llvm.insertvalue %4184, %4212[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb589(%17 : i64)
  ^bb589(%4214: i64):  // 2 preds: ^bb588, ^bb599
    %4215 = llvm.icmp "slt" %4214, %16 : i64
    llvm.cond_br %4215, ^bb590, ^bb600
  ^bb590:  // pred: ^bb589
    llvm.br ^bb591(%17 : i64)
  ^bb591(%4216: i64):  // 2 preds: ^bb590, ^bb598
    %4217 = llvm.icmp "slt" %4216, %13 : i64
    llvm.cond_br %4217, ^bb592, ^bb599
  ^bb592:  // pred: ^bb591
    llvm.br ^bb593(%17 : i64)
  ^bb593(%4218: i64):  // 2 preds: ^bb592, ^bb597
    %4219 = llvm.icmp "slt" %4218, %15 : i64
    llvm.cond_br %4219, ^bb594, ^bb598
  ^bb594:  // pred: ^bb593
    llvm.br ^bb595(%17 : i64)
  ^bb595(%4220: i64):  // 2 preds: ^bb594, ^bb596
    %4221 = llvm.icmp "slt" %4220, %15 : i64
    llvm.cond_br %4221, ^bb596, ^bb597
  ^bb596:  // pred: ^bb595
    %4222 = llvm.extractvalue %3281[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4223 = llvm.mlir.constant(256 : index) : i64
    %4224 = llvm.mul %4214, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.mlir.constant(64 : index) : i64
    %4226 = llvm.mul %4216, %4225 overflow<nsw, nuw> : i64
    %4227 = llvm.add %4224, %4226 overflow<nsw, nuw> : i64
    %4228 = llvm.mlir.constant(8 : index) : i64
    %4229 = llvm.mul %4218, %4228 overflow<nsw, nuw> : i64
    %4230 = llvm.add %4227, %4229 overflow<nsw, nuw> : i64
    %4231 = llvm.add %4230, %4220 overflow<nsw, nuw> : i64
    %4232 = llvm.getelementptr inbounds|nuw %4222[%4231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4233 = llvm.load %4232 : !llvm.ptr -> f32
    %4234 = llvm.extractvalue %4213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4235 = llvm.mlir.constant(256 : index) : i64
    %4236 = llvm.mul %4214, %4235 overflow<nsw, nuw> : i64
    %4237 = llvm.mlir.constant(64 : index) : i64
    %4238 = llvm.mul %4216, %4237 overflow<nsw, nuw> : i64
    %4239 = llvm.add %4236, %4238 overflow<nsw, nuw> : i64
    %4240 = llvm.mlir.constant(8 : index) : i64
    %4241 = llvm.mul %4218, %4240 overflow<nsw, nuw> : i64
    %4242 = llvm.add %4239, %4241 overflow<nsw, nuw> : i64
    %4243 = llvm.add %4242, %4220 overflow<nsw, nuw> : i64
    %4244 = llvm.getelementptr inbounds|nuw %4234[%4243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4233, %4244 : f32, !llvm.ptr
    %4245 = llvm.add %4220, %16 : i64
    llvm.br ^bb595(%4245 : i64)
  ^bb597:  // pred: ^bb595
    %4246 = llvm.add %4218, %16 : i64
    llvm.br ^bb593(%4246 : i64)
  ^bb598:  // pred: ^bb593
    %4247 = llvm.add %4216, %16 : i64
    llvm.br ^bb591(%4247 : i64)
  ^bb599:  // pred: ^bb591
    %4248 = llvm.add %4214, %16 : i64
    llvm.br ^bb589(%4248 : i64)
  ^bb600:  // pred: ^bb589
    llvm.br ^bb601(%17 : i64)
  ^bb601(%4249: i64):  // 2 preds: ^bb600, ^bb614
    %4250 = llvm.icmp "slt" %4249, %16 : i64
    llvm.cond_br %4250, ^bb602, ^bb615
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%17 : i64)
  ^bb603(%4251: i64):  // 2 preds: ^bb602, ^bb613
    %4252 = llvm.icmp "slt" %4251, %13 : i64
    llvm.cond_br %4252, ^bb604, ^bb614
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%17 : i64)
  ^bb605(%4253: i64):  // 2 preds: ^bb604, ^bb612
    %4254 = llvm.icmp "slt" %4253, %15 : i64
    llvm.cond_br %4254, ^bb606, ^bb613
  ^bb606:  // pred: ^bb605
    llvm.br ^bb607(%17 : i64)
  ^bb607(%4255: i64):  // 2 preds: ^bb606, ^bb611
    %4256 = llvm.icmp "slt" %4255, %15 : i64
    llvm.cond_br %4256, ^bb608, ^bb612
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%17 : i64)
  ^bb609(%4257: i64):  // 2 preds: ^bb608, ^bb610
    %4258 = llvm.icmp "slt" %4257, %15 : i64
    llvm.cond_br %4258, ^bb610, ^bb611
  ^bb610:  // pred: ^bb609
    %4259 = llvm.extractvalue %4079[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4260 = llvm.mlir.constant(32 : index) : i64
    %4261 = llvm.mul %4249, %4260 overflow<nsw, nuw> : i64
    %4262 = llvm.mlir.constant(8 : index) : i64
    %4263 = llvm.mul %4251, %4262 overflow<nsw, nuw> : i64
    %4264 = llvm.add %4261, %4263 overflow<nsw, nuw> : i64
    %4265 = llvm.add %4264, %4253 overflow<nsw, nuw> : i64
    %4266 = llvm.add %4265, %17 overflow<nsw, nuw> : i64
    %4267 = llvm.getelementptr inbounds|nuw %4259[%4266] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %4268 = llvm.load %4267 : !llvm.ptr -> i1
    %4269 = llvm.extractvalue %3782[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4270 = llvm.mlir.constant(256 : index) : i64
    %4271 = llvm.mul %4249, %4270 overflow<nsw, nuw> : i64
    %4272 = llvm.mlir.constant(64 : index) : i64
    %4273 = llvm.mul %4251, %4272 overflow<nsw, nuw> : i64
    %4274 = llvm.add %4271, %4273 overflow<nsw, nuw> : i64
    %4275 = llvm.mlir.constant(8 : index) : i64
    %4276 = llvm.mul %4253, %4275 overflow<nsw, nuw> : i64
    %4277 = llvm.add %4274, %4276 overflow<nsw, nuw> : i64
    %4278 = llvm.add %4277, %4257 overflow<nsw, nuw> : i64
    %4279 = llvm.getelementptr inbounds|nuw %4269[%4278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4280 = llvm.load %4279 : !llvm.ptr -> f32
    %4281 = llvm.extractvalue %3917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4282 = llvm.mlir.constant(32 : index) : i64
    %4283 = llvm.mul %4249, %4282 overflow<nsw, nuw> : i64
    %4284 = llvm.mlir.constant(8 : index) : i64
    %4285 = llvm.mul %4251, %4284 overflow<nsw, nuw> : i64
    %4286 = llvm.add %4283, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.add %4286, %4253 overflow<nsw, nuw> : i64
    %4288 = llvm.add %4287, %17 overflow<nsw, nuw> : i64
    %4289 = llvm.getelementptr inbounds|nuw %4281[%4288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4290 = llvm.load %4289 : !llvm.ptr -> f32
    %4291 = llvm.extractvalue %4179[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4292 = llvm.mlir.constant(256 : index) : i64
    %4293 = llvm.mul %4249, %4292 overflow<nsw, nuw> : i64
    %4294 = llvm.mlir.constant(64 : index) : i64
    %4295 = llvm.mul %4251, %4294 overflow<nsw, nuw> : i64
    %4296 = llvm.add %4293, %4295 overflow<nsw, nuw> : i64
    %4297 = llvm.mlir.constant(8 : index) : i64
    %4298 = llvm.mul %4257, %4297 overflow<nsw, nuw> : i64
    %4299 = llvm.add %4296, %4298 overflow<nsw, nuw> : i64
    %4300 = llvm.add %4299, %4255 overflow<nsw, nuw> : i64
    %4301 = llvm.getelementptr inbounds|nuw %4291[%4300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4302 = llvm.load %4301 : !llvm.ptr -> f32
    %4303 = llvm.extractvalue %4213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4304 = llvm.mlir.constant(256 : index) : i64
    %4305 = llvm.mul %4249, %4304 overflow<nsw, nuw> : i64
    %4306 = llvm.mlir.constant(64 : index) : i64
    %4307 = llvm.mul %4251, %4306 overflow<nsw, nuw> : i64
    %4308 = llvm.add %4305, %4307 overflow<nsw, nuw> : i64
    %4309 = llvm.mlir.constant(8 : index) : i64
    %4310 = llvm.mul %4253, %4309 overflow<nsw, nuw> : i64
    %4311 = llvm.add %4308, %4310 overflow<nsw, nuw> : i64
    %4312 = llvm.add %4311, %4255 overflow<nsw, nuw> : i64
    %4313 = llvm.getelementptr inbounds|nuw %4303[%4312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4314 = llvm.load %4313 : !llvm.ptr -> f32
    %4315 = llvm.fdiv %4280, %4290 : f32
    %4316 = llvm.select %4268, %25, %4315 : i1, f32
    %4317 = llvm.fmul %4316, %4302 : f32
    %4318 = llvm.fadd %4314, %4317 : f32
    %4319 = llvm.extractvalue %4213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4320 = llvm.mlir.constant(256 : index) : i64
    %4321 = llvm.mul %4249, %4320 overflow<nsw, nuw> : i64
    %4322 = llvm.mlir.constant(64 : index) : i64
    %4323 = llvm.mul %4251, %4322 overflow<nsw, nuw> : i64
    %4324 = llvm.add %4321, %4323 overflow<nsw, nuw> : i64
    %4325 = llvm.mlir.constant(8 : index) : i64
    %4326 = llvm.mul %4253, %4325 overflow<nsw, nuw> : i64
    %4327 = llvm.add %4324, %4326 overflow<nsw, nuw> : i64
    %4328 = llvm.add %4327, %4255 overflow<nsw, nuw> : i64
    %4329 = llvm.getelementptr inbounds|nuw %4319[%4328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4318, %4329 : f32, !llvm.ptr
    %4330 = llvm.add %4257, %16 : i64
    llvm.br ^bb609(%4330 : i64)
  ^bb611:  // pred: ^bb609
    %4331 = llvm.add %4255, %16 : i64
    llvm.br ^bb607(%4331 : i64)
  ^bb612:  // pred: ^bb607
    %4332 = llvm.add %4253, %16 : i64
    llvm.br ^bb605(%4332 : i64)
  ^bb613:  // pred: ^bb605
    %4333 = llvm.add %4251, %16 : i64
    llvm.br ^bb603(%4333 : i64)
  ^bb614:  // pred: ^bb603
    %4334 = llvm.add %4249, %16 : i64
    llvm.br ^bb601(%4334 : i64)
  ^bb615:  // pred: ^bb601
    %4335 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4336 = llvm.extractvalue %332[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4337 = llvm.extractvalue %332[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4338 = llvm.insertvalue %4336, %4335[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4339 = llvm.insertvalue %4337, %4338[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4340 = llvm.mlir.constant(0 : index) : i64
    %4341 = llvm.insertvalue %4340, %4339[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4342 = llvm.mlir.constant(32 : index) : i64
    %4343 = llvm.insertvalue %4342, %4341[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4344 = llvm.mlir.constant(32 : index) : i64
    %4345 = llvm.insertvalue %4344, %4343[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4346 = llvm.mlir.constant(4 : index) : i64
    %4347 = llvm.insertvalue %4346, %4345[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4348 = llvm.mlir.constant(8 : index) : i64
    %4349 = llvm.insertvalue %4348, %4347[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4350 = llvm.mlir.constant(8 : index) : i64
    %4351 = llvm.insertvalue %4350, %4349[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4352 = llvm.mlir.constant(1 : index) : i64
    %4353 = llvm.insertvalue %4352, %4351[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4354 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4355 = llvm.extractvalue %1503[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4356 = llvm.extractvalue %1503[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4357 = llvm.insertvalue %4355, %4354[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4358 = llvm.insertvalue %4356, %4357[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4359 = llvm.mlir.constant(0 : index) : i64
    %4360 = llvm.insertvalue %4359, %4358[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4361 = llvm.mlir.constant(1 : index) : i64
    %4362 = llvm.insertvalue %4361, %4360[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4363 = llvm.mlir.constant(256 : index) : i64
    %4364 = llvm.insertvalue %4363, %4362[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4365 = llvm.mlir.constant(8 : index) : i64
    %4366 = llvm.insertvalue %4365, %4364[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4367 = llvm.mlir.constant(32 : index) : i64
    %4368 = llvm.insertvalue %4367, %4366[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4369 = llvm.mlir.constant(32 : index) : i64
    %4370 = llvm.insertvalue %4369, %4368[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4371 = llvm.mlir.constant(1 : index) : i64
    %4372 = llvm.insertvalue %4371, %4370[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4373 = llvm.mlir.constant(1 : index) : i64
    %4374 = llvm.mlir.constant(8 : index) : i64
    %4375 = llvm.mlir.constant(32 : index) : i64
    %4376 = llvm.mlir.constant(1 : index) : i64
    %4377 = llvm.mlir.constant(256 : index) : i64
    %4378 = llvm.mlir.constant(256 : index) : i64
    %4379 = llvm.mlir.zero : !llvm.ptr
    %4380 = llvm.getelementptr %4379[%4378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4381 = llvm.ptrtoint %4380 : !llvm.ptr to i64
    %4382 = llvm.mlir.constant(64 : index) : i64
    %4383 = llvm.add %4381, %4382 : i64
    %4384 = llvm.call @malloc(%4383) : (i64) -> !llvm.ptr
    %4385 = llvm.ptrtoint %4384 : !llvm.ptr to i64
    %4386 = llvm.mlir.constant(1 : index) : i64
    %4387 = llvm.sub %4382, %4386 : i64
    %4388 = llvm.add %4385, %4387 : i64
    %4389 = llvm.urem %4388, %4382 : i64
    %4390 = llvm.sub %4388, %4389 : i64
    %4391 = llvm.inttoptr %4390 : i64 to !llvm.ptr
    %4392 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4393 = llvm.insertvalue %4384, %4392[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4394 = llvm.insertvalue %4391, %4393[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4395 = llvm.mlir.constant(0 : index) : i64
    %4396 = llvm.insertvalue %4395, %4394[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4397 = llvm.insertvalue %4373, %4396[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4398 = llvm.insertvalue %4374, %4397[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4399 = llvm.insertvalue %4375, %4398[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4400 = llvm.insertvalue %4377, %4399[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4401 = llvm.insertvalue %4375, %4400[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4402 = llvm.insertvalue %4376, %4401[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb616(%17 : i64)
  ^bb616(%4403: i64):  // 2 preds: ^bb615, ^bb623
    %4404 = llvm.icmp "slt" %4403, %16 : i64
    llvm.cond_br %4404, ^bb617, ^bb624
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%17 : i64)
  ^bb618(%4405: i64):  // 2 preds: ^bb617, ^bb622
    %4406 = llvm.icmp "slt" %4405, %15 : i64
    llvm.cond_br %4406, ^bb619, ^bb623
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%17 : i64)
  ^bb620(%4407: i64):  // 2 preds: ^bb619, ^bb621
    %4408 = llvm.icmp "slt" %4407, %14 : i64
    llvm.cond_br %4408, ^bb621, ^bb622
  ^bb621:  // pred: ^bb620
    %4409 = llvm.extractvalue %4372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4410 = llvm.mlir.constant(256 : index) : i64
    %4411 = llvm.mul %4403, %4410 overflow<nsw, nuw> : i64
    %4412 = llvm.mlir.constant(32 : index) : i64
    %4413 = llvm.mul %4405, %4412 overflow<nsw, nuw> : i64
    %4414 = llvm.add %4411, %4413 overflow<nsw, nuw> : i64
    %4415 = llvm.add %4414, %4407 overflow<nsw, nuw> : i64
    %4416 = llvm.getelementptr inbounds|nuw %4409[%4415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4417 = llvm.load %4416 : !llvm.ptr -> f32
    %4418 = llvm.extractvalue %4402[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4419 = llvm.mlir.constant(256 : index) : i64
    %4420 = llvm.mul %4403, %4419 overflow<nsw, nuw> : i64
    %4421 = llvm.mlir.constant(32 : index) : i64
    %4422 = llvm.mul %4405, %4421 overflow<nsw, nuw> : i64
    %4423 = llvm.add %4420, %4422 overflow<nsw, nuw> : i64
    %4424 = llvm.add %4423, %4407 overflow<nsw, nuw> : i64
    %4425 = llvm.getelementptr inbounds|nuw %4418[%4424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4417, %4425 : f32, !llvm.ptr
    %4426 = llvm.add %4407, %16 : i64
    llvm.br ^bb620(%4426 : i64)
  ^bb622:  // pred: ^bb620
    %4427 = llvm.add %4405, %16 : i64
    llvm.br ^bb618(%4427 : i64)
  ^bb623:  // pred: ^bb618
    %4428 = llvm.add %4403, %16 : i64
    llvm.br ^bb616(%4428 : i64)
  ^bb624:  // pred: ^bb616
    llvm.br ^bb625(%17 : i64)
  ^bb625(%4429: i64):  // 2 preds: ^bb624, ^bb638
    %4430 = llvm.icmp "slt" %4429, %16 : i64
    llvm.cond_br %4430, ^bb626, ^bb639
  ^bb626:  // pred: ^bb625
    llvm.br ^bb627(%17 : i64)
  ^bb627(%4431: i64):  // 2 preds: ^bb626, ^bb637
    %4432 = llvm.icmp "slt" %4431, %15 : i64
    llvm.cond_br %4432, ^bb628, ^bb638
  ^bb628:  // pred: ^bb627
    llvm.br ^bb629(%17 : i64)
  ^bb629(%4433: i64):  // 2 preds: ^bb628, ^bb636
    %4434 = llvm.icmp "slt" %4433, %14 : i64
    llvm.cond_br %4434, ^bb630, ^bb637
  ^bb630:  // pred: ^bb629
    llvm.br ^bb631(%17 : i64)
  ^bb631(%4435: i64):  // 2 preds: ^bb630, ^bb635
    %4436 = llvm.icmp "slt" %4435, %13 : i64
    llvm.cond_br %4436, ^bb632, ^bb636
  ^bb632:  // pred: ^bb631
    llvm.br ^bb633(%17 : i64)
  ^bb633(%4437: i64):  // 2 preds: ^bb632, ^bb634
    %4438 = llvm.icmp "slt" %4437, %15 : i64
    llvm.cond_br %4438, ^bb634, ^bb635
  ^bb634:  // pred: ^bb633
    %4439 = llvm.extractvalue %4213[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4440 = llvm.mlir.constant(256 : index) : i64
    %4441 = llvm.mul %4429, %4440 overflow<nsw, nuw> : i64
    %4442 = llvm.mlir.constant(64 : index) : i64
    %4443 = llvm.mul %4435, %4442 overflow<nsw, nuw> : i64
    %4444 = llvm.add %4441, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.mlir.constant(8 : index) : i64
    %4446 = llvm.mul %4431, %4445 overflow<nsw, nuw> : i64
    %4447 = llvm.add %4444, %4446 overflow<nsw, nuw> : i64
    %4448 = llvm.add %4447, %4437 overflow<nsw, nuw> : i64
    %4449 = llvm.getelementptr inbounds|nuw %4439[%4448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4450 = llvm.load %4449 : !llvm.ptr -> f32
    %4451 = llvm.extractvalue %4353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4452 = llvm.mlir.constant(32 : index) : i64
    %4453 = llvm.mul %4433, %4452 overflow<nsw, nuw> : i64
    %4454 = llvm.mlir.constant(8 : index) : i64
    %4455 = llvm.mul %4435, %4454 overflow<nsw, nuw> : i64
    %4456 = llvm.add %4453, %4455 overflow<nsw, nuw> : i64
    %4457 = llvm.add %4456, %4437 overflow<nsw, nuw> : i64
    %4458 = llvm.getelementptr inbounds|nuw %4451[%4457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4459 = llvm.load %4458 : !llvm.ptr -> f32
    %4460 = llvm.extractvalue %4402[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4461 = llvm.mlir.constant(256 : index) : i64
    %4462 = llvm.mul %4429, %4461 overflow<nsw, nuw> : i64
    %4463 = llvm.mlir.constant(32 : index) : i64
    %4464 = llvm.mul %4431, %4463 overflow<nsw, nuw> : i64
    %4465 = llvm.add %4462, %4464 overflow<nsw, nuw> : i64
    %4466 = llvm.add %4465, %4433 overflow<nsw, nuw> : i64
    %4467 = llvm.getelementptr inbounds|nuw %4460[%4466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4468 = llvm.load %4467 : !llvm.ptr -> f32
    %4469 = llvm.fmul %4450, %4459 : f32
    %4470 = llvm.fadd %4468, %4469 : f32
    %4471 = llvm.extractvalue %4402[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4472 = llvm.mlir.constant(256 : index) : i64
    %4473 = llvm.mul %4429, %4472 overflow<nsw, nuw> : i64
    %4474 = llvm.mlir.constant(32 : index) : i64
    %4475 = llvm.mul %4431, %4474 overflow<nsw, nuw> : i64
    %4476 = llvm.add %4473, %4475 overflow<nsw, nuw> : i64
    %4477 = llvm.add %4476, %4433 overflow<nsw, nuw> : i64
    %4478 = llvm.getelementptr inbounds|nuw %4471[%4477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4470, %4478 : f32, !llvm.ptr
    %4479 = llvm.add %4437, %16 : i64
    llvm.br ^bb633(%4479 : i64)
  ^bb635:  // pred: ^bb633
    %4480 = llvm.add %4435, %16 : i64
    llvm.br ^bb631(%4480 : i64)
  ^bb636:  // pred: ^bb631
    %4481 = llvm.add %4433, %16 : i64
    llvm.br ^bb629(%4481 : i64)
  ^bb637:  // pred: ^bb629
    %4482 = llvm.add %4431, %16 : i64
    llvm.br ^bb627(%4482 : i64)
  ^bb638:  // pred: ^bb627
    %4483 = llvm.add %4429, %16 : i64
    llvm.br ^bb625(%4483 : i64)
  ^bb639:  // pred: ^bb625
    %4484 = llvm.mlir.constant(1 : index) : i64
    %4485 = llvm.mlir.constant(8 : index) : i64
    %4486 = llvm.mlir.constant(32 : index) : i64
    %4487 = llvm.mlir.constant(1 : index) : i64
    %4488 = llvm.mlir.constant(256 : index) : i64
    %4489 = llvm.mlir.constant(256 : index) : i64
    %4490 = llvm.mlir.zero : !llvm.ptr
    %4491 = llvm.getelementptr %4490[%4489] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4492 = llvm.ptrtoint %4491 : !llvm.ptr to i64
    %4493 = llvm.mlir.constant(64 : index) : i64
    %4494 = llvm.add %4492, %4493 : i64
    %4495 = llvm.call @malloc(%4494) : (i64) -> !llvm.ptr
    %4496 = llvm.ptrtoint %4495 : !llvm.ptr to i64
    %4497 = llvm.mlir.constant(1 : index) : i64
    %4498 = llvm.sub %4493, %4497 : i64
    %4499 = llvm.add %4496, %4498 : i64
    %4500 = llvm.urem %4499, %4493 : i64
    %4501 = llvm.sub %4499, %4500 : i64
    %4502 = llvm.inttoptr %4501 : i64 to !llvm.ptr
    %4503 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4504 = llvm.insertvalue %4495, %4503[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4505 = llvm.insertvalue %4502, %4504[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4506 = llvm.mlir.constant(0 : index) : i64
    %4507 = llvm.insertvalue %4506, %4505[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4508 = llvm.insertvalue %4484, %4507[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4509 = llvm.insertvalue %4485, %4508[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4510 = llvm.insertvalue %4486, %4509[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4511 = llvm.insertvalue %4488, %4510[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4512 = llvm.insertvalue %4486, %4511[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4513 = llvm.insertvalue %4487, %4512[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb640(%17 : i64)
  ^bb640(%4514: i64):  // 2 preds: ^bb639, ^bb647
    %4515 = llvm.icmp "slt" %4514, %16 : i64
    llvm.cond_br %4515, ^bb641, ^bb648
  ^bb641:  // pred: ^bb640
    llvm.br ^bb642(%17 : i64)
  ^bb642(%4516: i64):  // 2 preds: ^bb641, ^bb646
    %4517 = llvm.icmp "slt" %4516, %15 : i64
    llvm.cond_br %4517, ^bb643, ^bb647
  ^bb643:  // pred: ^bb642
    llvm.br ^bb644(%17 : i64)
  ^bb644(%4518: i64):  // 2 preds: ^bb643, ^bb645
    %4519 = llvm.icmp "slt" %4518, %14 : i64
    llvm.cond_br %4519, ^bb645, ^bb646
  ^bb645:  // pred: ^bb644
    %4520 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4521 = llvm.mlir.constant(256 : index) : i64
    %4522 = llvm.mul %4514, %4521 overflow<nsw, nuw> : i64
    %4523 = llvm.mlir.constant(32 : index) : i64
    %4524 = llvm.mul %4516, %4523 overflow<nsw, nuw> : i64
    %4525 = llvm.add %4522, %4524 overflow<nsw, nuw> : i64
    %4526 = llvm.add %4525, %4518 overflow<nsw, nuw> : i64
    %4527 = llvm.getelementptr inbounds|nuw %4520[%4526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4528 = llvm.load %4527 : !llvm.ptr -> f32
    %4529 = llvm.extractvalue %4402[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4530 = llvm.mlir.constant(256 : index) : i64
    %4531 = llvm.mul %4514, %4530 overflow<nsw, nuw> : i64
    %4532 = llvm.mlir.constant(32 : index) : i64
    %4533 = llvm.mul %4516, %4532 overflow<nsw, nuw> : i64
    %4534 = llvm.add %4531, %4533 overflow<nsw, nuw> : i64
    %4535 = llvm.add %4534, %4518 overflow<nsw, nuw> : i64
    %4536 = llvm.getelementptr inbounds|nuw %4529[%4535] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4537 = llvm.load %4536 : !llvm.ptr -> f32
    %4538 = llvm.fadd %4528, %4537 : f32
    %4539 = llvm.extractvalue %4513[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4540 = llvm.mlir.constant(256 : index) : i64
    %4541 = llvm.mul %4514, %4540 overflow<nsw, nuw> : i64
    %4542 = llvm.mlir.constant(32 : index) : i64
    %4543 = llvm.mul %4516, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.add %4541, %4543 overflow<nsw, nuw> : i64
    %4545 = llvm.add %4544, %4518 overflow<nsw, nuw> : i64
    %4546 = llvm.getelementptr inbounds|nuw %4539[%4545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4538, %4546 : f32, !llvm.ptr
    %4547 = llvm.add %4518, %16 : i64
    llvm.br ^bb644(%4547 : i64)
  ^bb646:  // pred: ^bb644
    %4548 = llvm.add %4516, %16 : i64
    llvm.br ^bb642(%4548 : i64)
  ^bb647:  // pred: ^bb642
    %4549 = llvm.add %4514, %16 : i64
    llvm.br ^bb640(%4549 : i64)
  ^bb648:  // pred: ^bb640
    %4550 = llvm.mlir.constant(1 : index) : i64
    %4551 = llvm.mlir.constant(8 : index) : i64
    %4552 = llvm.mlir.constant(1 : index) : i64
    %4553 = llvm.mlir.constant(1 : index) : i64
    %4554 = llvm.mlir.constant(8 : index) : i64
    %4555 = llvm.mlir.zero : !llvm.ptr
    %4556 = llvm.getelementptr %4555[%4554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4557 = llvm.ptrtoint %4556 : !llvm.ptr to i64
    %4558 = llvm.mlir.constant(64 : index) : i64
    %4559 = llvm.add %4557, %4558 : i64
    %4560 = llvm.call @malloc(%4559) : (i64) -> !llvm.ptr
    %4561 = llvm.ptrtoint %4560 : !llvm.ptr to i64
    %4562 = llvm.mlir.constant(1 : index) : i64
    %4563 = llvm.sub %4558, %4562 : i64
    %4564 = llvm.add %4561, %4563 : i64
    %4565 = llvm.urem %4564, %4558 : i64
    %4566 = llvm.sub %4564, %4565 : i64
    %4567 = llvm.inttoptr %4566 : i64 to !llvm.ptr
    %4568 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4569 = llvm.insertvalue %4560, %4568[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4570 = llvm.insertvalue %4567, %4569[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4571 = llvm.mlir.constant(0 : index) : i64
    %4572 = llvm.insertvalue %4571, %4570[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4573 = llvm.insertvalue %4550, %4572[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4574 = llvm.insertvalue %4551, %4573[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4575 = llvm.insertvalue %4552, %4574[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4576 = llvm.insertvalue %4551, %4575[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4577 = llvm.insertvalue %4552, %4576[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4578 = llvm.insertvalue %4553, %4577[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb649(%17 : i64)
  ^bb649(%4579: i64):  // 2 preds: ^bb648, ^bb656
    %4580 = llvm.icmp "slt" %4579, %16 : i64
    llvm.cond_br %4580, ^bb650, ^bb657
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%17 : i64)
  ^bb651(%4581: i64):  // 2 preds: ^bb650, ^bb655
    %4582 = llvm.icmp "slt" %4581, %15 : i64
    llvm.cond_br %4582, ^bb652, ^bb656
  ^bb652:  // pred: ^bb651
    llvm.br ^bb653(%17 : i64)
  ^bb653(%4583: i64):  // 2 preds: ^bb652, ^bb654
    %4584 = llvm.icmp "slt" %4583, %16 : i64
    llvm.cond_br %4584, ^bb654, ^bb655
  ^bb654:  // pred: ^bb653
    %4585 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4586 = llvm.mlir.constant(8 : index) : i64
    %4587 = llvm.mul %4579, %4586 overflow<nsw, nuw> : i64
    %4588 = llvm.add %4587, %4581 overflow<nsw, nuw> : i64
    %4589 = llvm.add %4588, %4583 overflow<nsw, nuw> : i64
    %4590 = llvm.getelementptr inbounds|nuw %4585[%4589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4591 = llvm.load %4590 : !llvm.ptr -> f32
    %4592 = llvm.extractvalue %4578[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4593 = llvm.mlir.constant(8 : index) : i64
    %4594 = llvm.mul %4579, %4593 overflow<nsw, nuw> : i64
    %4595 = llvm.add %4594, %4581 overflow<nsw, nuw> : i64
    %4596 = llvm.add %4595, %4583 overflow<nsw, nuw> : i64
    %4597 = llvm.getelementptr inbounds|nuw %4592[%4596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4591, %4597 : f32, !llvm.ptr
    %4598 = llvm.add %4583, %16 : i64
    llvm.br ^bb653(%4598 : i64)
  ^bb655:  // pred: ^bb653
    %4599 = llvm.add %4581, %16 : i64
    llvm.br ^bb651(%4599 : i64)
  ^bb656:  // pred: ^bb651
    %4600 = llvm.add %4579, %16 : i64
    llvm.br ^bb649(%4600 : i64)
  ^bb657:  // pred: ^bb649
    llvm.br ^bb658(%17 : i64)
  ^bb658(%4601: i64):  // 2 preds: ^bb657, ^bb665
    %4602 = llvm.icmp "slt" %4601, %16 : i64
    llvm.cond_br %4602, ^bb659, ^bb666
  ^bb659:  // pred: ^bb658
    llvm.br ^bb660(%17 : i64)
  ^bb660(%4603: i64):  // 2 preds: ^bb659, ^bb664
    %4604 = llvm.icmp "slt" %4603, %15 : i64
    llvm.cond_br %4604, ^bb661, ^bb665
  ^bb661:  // pred: ^bb660
    llvm.br ^bb662(%17 : i64)
  ^bb662(%4605: i64):  // 2 preds: ^bb661, ^bb663
    %4606 = llvm.icmp "slt" %4605, %14 : i64
    llvm.cond_br %4606, ^bb663, ^bb664
  ^bb663:  // pred: ^bb662
    %4607 = llvm.extractvalue %4513[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4608 = llvm.mlir.constant(256 : index) : i64
    %4609 = llvm.mul %4601, %4608 overflow<nsw, nuw> : i64
    %4610 = llvm.mlir.constant(32 : index) : i64
    %4611 = llvm.mul %4603, %4610 overflow<nsw, nuw> : i64
    %4612 = llvm.add %4609, %4611 overflow<nsw, nuw> : i64
    %4613 = llvm.add %4612, %4605 overflow<nsw, nuw> : i64
    %4614 = llvm.getelementptr inbounds|nuw %4607[%4613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4615 = llvm.load %4614 : !llvm.ptr -> f32
    %4616 = llvm.extractvalue %4578[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4617 = llvm.mlir.constant(8 : index) : i64
    %4618 = llvm.mul %4601, %4617 overflow<nsw, nuw> : i64
    %4619 = llvm.add %4618, %4603 overflow<nsw, nuw> : i64
    %4620 = llvm.add %4619, %17 overflow<nsw, nuw> : i64
    %4621 = llvm.getelementptr inbounds|nuw %4616[%4620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4622 = llvm.load %4621 : !llvm.ptr -> f32
    %4623 = llvm.fmul %4615, %4615 : f32
    %4624 = llvm.fadd %4623, %4622 : f32
    %4625 = llvm.extractvalue %4578[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4626 = llvm.mlir.constant(8 : index) : i64
    %4627 = llvm.mul %4601, %4626 overflow<nsw, nuw> : i64
    %4628 = llvm.add %4627, %4603 overflow<nsw, nuw> : i64
    %4629 = llvm.add %4628, %17 overflow<nsw, nuw> : i64
    %4630 = llvm.getelementptr inbounds|nuw %4625[%4629] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4624, %4630 : f32, !llvm.ptr
    %4631 = llvm.add %4605, %16 : i64
    llvm.br ^bb662(%4631 : i64)
  ^bb664:  // pred: ^bb662
    %4632 = llvm.add %4603, %16 : i64
    llvm.br ^bb660(%4632 : i64)
  ^bb665:  // pred: ^bb660
    %4633 = llvm.add %4601, %16 : i64
    llvm.br ^bb658(%4633 : i64)
  ^bb666:  // pred: ^bb658
    %4634 = llvm.mlir.constant(1 : index) : i64
    %4635 = llvm.mlir.constant(8 : index) : i64
    %4636 = llvm.mlir.constant(32 : index) : i64
    %4637 = llvm.mlir.constant(1 : index) : i64
    %4638 = llvm.mlir.constant(256 : index) : i64
    %4639 = llvm.mlir.constant(256 : index) : i64
    %4640 = llvm.mlir.zero : !llvm.ptr
    %4641 = llvm.getelementptr %4640[%4639] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4642 = llvm.ptrtoint %4641 : !llvm.ptr to i64
    %4643 = llvm.mlir.constant(64 : index) : i64
    %4644 = llvm.add %4642, %4643 : i64
    %4645 = llvm.call @malloc(%4644) : (i64) -> !llvm.ptr
    %4646 = llvm.ptrtoint %4645 : !llvm.ptr to i64
    %4647 = llvm.mlir.constant(1 : index) : i64
    %4648 = llvm.sub %4643, %4647 : i64
    %4649 = llvm.add %4646, %4648 : i64
    %4650 = llvm.urem %4649, %4643 : i64
    %4651 = llvm.sub %4649, %4650 : i64
    %4652 = llvm.inttoptr %4651 : i64 to !llvm.ptr
    %4653 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4654 = llvm.insertvalue %4645, %4653[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4655 = llvm.insertvalue %4652, %4654[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4656 = llvm.mlir.constant(0 : index) : i64
    %4657 = llvm.insertvalue %4656, %4655[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4658 = llvm.insertvalue %4634, %4657[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4659 = llvm.insertvalue %4635, %4658[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4660 = llvm.insertvalue %4636, %4659[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4661 = llvm.insertvalue %4638, %4660[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4662 = llvm.insertvalue %4636, %4661[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4663 = llvm.insertvalue %4637, %4662[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb667(%17 : i64)
  ^bb667(%4664: i64):  // 2 preds: ^bb666, ^bb674
    %4665 = llvm.icmp "slt" %4664, %16 : i64
    llvm.cond_br %4665, ^bb668, ^bb675
  ^bb668:  // pred: ^bb667
    llvm.br ^bb669(%17 : i64)
  ^bb669(%4666: i64):  // 2 preds: ^bb668, ^bb673
    %4667 = llvm.icmp "slt" %4666, %15 : i64
    llvm.cond_br %4667, ^bb670, ^bb674
  ^bb670:  // pred: ^bb669
    llvm.br ^bb671(%17 : i64)
  ^bb671(%4668: i64):  // 2 preds: ^bb670, ^bb672
    %4669 = llvm.icmp "slt" %4668, %14 : i64
    llvm.cond_br %4669, ^bb672, ^bb673
  ^bb672:  // pred: ^bb671
    %4670 = llvm.extractvalue %312[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4671 = llvm.getelementptr inbounds|nuw %4670[%4668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4672 = llvm.load %4671 : !llvm.ptr -> f32
    %4673 = llvm.extractvalue %4513[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4674 = llvm.mlir.constant(256 : index) : i64
    %4675 = llvm.mul %4664, %4674 overflow<nsw, nuw> : i64
    %4676 = llvm.mlir.constant(32 : index) : i64
    %4677 = llvm.mul %4666, %4676 overflow<nsw, nuw> : i64
    %4678 = llvm.add %4675, %4677 overflow<nsw, nuw> : i64
    %4679 = llvm.add %4678, %4668 overflow<nsw, nuw> : i64
    %4680 = llvm.getelementptr inbounds|nuw %4673[%4679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4681 = llvm.load %4680 : !llvm.ptr -> f32
    %4682 = llvm.extractvalue %4578[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4683 = llvm.mlir.constant(8 : index) : i64
    %4684 = llvm.mul %4664, %4683 overflow<nsw, nuw> : i64
    %4685 = llvm.add %4684, %4666 overflow<nsw, nuw> : i64
    %4686 = llvm.add %4685, %17 overflow<nsw, nuw> : i64
    %4687 = llvm.getelementptr inbounds|nuw %4682[%4686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4688 = llvm.load %4687 : !llvm.ptr -> f32
    %4689 = llvm.fdiv %4688, %19 : f32
    %4690 = llvm.fptrunc %20 : f64 to f32
    %4691 = llvm.fadd %4689, %4690 : f32
    %4692 = llvm.intr.sqrt(%4691) : (f32) -> f32
    %4693 = llvm.fdiv %28, %4692 : f32
    %4694 = llvm.fmul %4681, %4693 : f32
    %4695 = llvm.fmul %4672, %4694 : f32
    %4696 = llvm.extractvalue %4663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4697 = llvm.mlir.constant(256 : index) : i64
    %4698 = llvm.mul %4664, %4697 overflow<nsw, nuw> : i64
    %4699 = llvm.mlir.constant(32 : index) : i64
    %4700 = llvm.mul %4666, %4699 overflow<nsw, nuw> : i64
    %4701 = llvm.add %4698, %4700 overflow<nsw, nuw> : i64
    %4702 = llvm.add %4701, %4668 overflow<nsw, nuw> : i64
    %4703 = llvm.getelementptr inbounds|nuw %4696[%4702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4695, %4703 : f32, !llvm.ptr
    %4704 = llvm.add %4668, %16 : i64
    llvm.br ^bb671(%4704 : i64)
  ^bb673:  // pred: ^bb671
    %4705 = llvm.add %4666, %16 : i64
    llvm.br ^bb669(%4705 : i64)
  ^bb674:  // pred: ^bb669
    %4706 = llvm.add %4664, %16 : i64
    llvm.br ^bb667(%4706 : i64)
  ^bb675:  // pred: ^bb667
    %4707 = llvm.mlir.constant(8 : index) : i64
    %4708 = llvm.mlir.constant(64 : index) : i64
    %4709 = llvm.mlir.constant(1 : index) : i64
    %4710 = llvm.mlir.constant(512 : index) : i64
    %4711 = llvm.mlir.zero : !llvm.ptr
    %4712 = llvm.getelementptr %4711[%4710] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4713 = llvm.ptrtoint %4712 : !llvm.ptr to i64
    %4714 = llvm.mlir.constant(64 : index) : i64
    %4715 = llvm.add %4713, %4714 : i64
    %4716 = llvm.call @malloc(%4715) : (i64) -> !llvm.ptr
    %4717 = llvm.ptrtoint %4716 : !llvm.ptr to i64
    %4718 = llvm.mlir.constant(1 : index) : i64
    %4719 = llvm.sub %4714, %4718 : i64
    %4720 = llvm.add %4717, %4719 : i64
    %4721 = llvm.urem %4720, %4714 : i64
    %4722 = llvm.sub %4720, %4721 : i64
    %4723 = llvm.inttoptr %4722 : i64 to !llvm.ptr
    %4724 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4725 = llvm.insertvalue %4716, %4724[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4726 = llvm.insertvalue %4723, %4725[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4727 = llvm.mlir.constant(0 : index) : i64
    %4728 = llvm.insertvalue %4727, %4726[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4729 = llvm.insertvalue %4707, %4728[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4730 = llvm.insertvalue %4708, %4729[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4731 = llvm.insertvalue %4708, %4730[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4732 = llvm.insertvalue %4709, %4731[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb676(%17 : i64)
  ^bb676(%4733: i64):  // 2 preds: ^bb675, ^bb680
    %4734 = llvm.icmp "slt" %4733, %15 : i64
    llvm.cond_br %4734, ^bb677, ^bb681
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%17 : i64)
  ^bb678(%4735: i64):  // 2 preds: ^bb677, ^bb679
    %4736 = llvm.icmp "slt" %4735, %10 : i64
    llvm.cond_br %4736, ^bb679, ^bb680
  ^bb679:  // pred: ^bb678
    %4737 = llvm.extractvalue %4732[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4738 = llvm.mlir.constant(64 : index) : i64
    %4739 = llvm.mul %4733, %4738 overflow<nsw, nuw> : i64
    %4740 = llvm.add %4739, %4735 overflow<nsw, nuw> : i64
    %4741 = llvm.getelementptr inbounds|nuw %4737[%4740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %4741 : f32, !llvm.ptr
    %4742 = llvm.add %4735, %16 : i64
    llvm.br ^bb678(%4742 : i64)
  ^bb680:  // pred: ^bb678
    %4743 = llvm.add %4733, %16 : i64
    llvm.br ^bb676(%4743 : i64)
  ^bb681:  // pred: ^bb676
    %4744 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4745 = llvm.extractvalue %4732[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4746 = llvm.extractvalue %4732[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4747 = llvm.insertvalue %4745, %4744[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4748 = llvm.insertvalue %4746, %4747[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4749 = llvm.mlir.constant(0 : index) : i64
    %4750 = llvm.insertvalue %4749, %4748[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4751 = llvm.mlir.constant(1 : index) : i64
    %4752 = llvm.insertvalue %4751, %4750[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4753 = llvm.mlir.constant(512 : index) : i64
    %4754 = llvm.insertvalue %4753, %4752[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4755 = llvm.mlir.constant(8 : index) : i64
    %4756 = llvm.insertvalue %4755, %4754[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4757 = llvm.mlir.constant(64 : index) : i64
    %4758 = llvm.insertvalue %4757, %4756[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4759 = llvm.mlir.constant(64 : index) : i64
    %4760 = llvm.insertvalue %4759, %4758[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4761 = llvm.mlir.constant(1 : index) : i64
    %4762 = llvm.insertvalue %4761, %4760[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4763 = llvm.mlir.constant(1 : index) : i64
    %4764 = llvm.mlir.constant(8 : index) : i64
    %4765 = llvm.mlir.constant(64 : index) : i64
    %4766 = llvm.mlir.constant(1 : index) : i64
    %4767 = llvm.mlir.constant(512 : index) : i64
    %4768 = llvm.mlir.constant(512 : index) : i64
    %4769 = llvm.mlir.zero : !llvm.ptr
    %4770 = llvm.getelementptr %4769[%4768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4771 = llvm.ptrtoint %4770 : !llvm.ptr to i64
    %4772 = llvm.mlir.constant(64 : index) : i64
    %4773 = llvm.add %4771, %4772 : i64
    %4774 = llvm.call @malloc(%4773) : (i64) -> !llvm.ptr
    %4775 = llvm.ptrtoint %4774 : !llvm.ptr to i64
    %4776 = llvm.mlir.constant(1 : index) : i64
    %4777 = llvm.sub %4772, %4776 : i64
    %4778 = llvm.add %4775, %4777 : i64
    %4779 = llvm.urem %4778, %4772 : i64
    %4780 = llvm.sub %4778, %4779 : i64
    %4781 = llvm.inttoptr %4780 : i64 to !llvm.ptr
    %4782 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4783 = llvm.insertvalue %4774, %4782[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4784 = llvm.insertvalue %4781, %4783[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4785 = llvm.mlir.constant(0 : index) : i64
    %4786 = llvm.insertvalue %4785, %4784[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4787 = llvm.insertvalue %4763, %4786[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4788 = llvm.insertvalue %4764, %4787[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4789 = llvm.insertvalue %4765, %4788[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4790 = llvm.insertvalue %4767, %4789[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4791 = llvm.insertvalue %4765, %4790[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4792 = llvm.insertvalue %4766, %4791[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb682(%17 : i64)
  ^bb682(%4793: i64):  // 2 preds: ^bb681, ^bb689
    %4794 = llvm.icmp "slt" %4793, %16 : i64
    llvm.cond_br %4794, ^bb683, ^bb690
  ^bb683:  // pred: ^bb682
    llvm.br ^bb684(%17 : i64)
  ^bb684(%4795: i64):  // 2 preds: ^bb683, ^bb688
    %4796 = llvm.icmp "slt" %4795, %15 : i64
    llvm.cond_br %4796, ^bb685, ^bb689
  ^bb685:  // pred: ^bb684
    llvm.br ^bb686(%17 : i64)
  ^bb686(%4797: i64):  // 2 preds: ^bb685, ^bb687
    %4798 = llvm.icmp "slt" %4797, %10 : i64
    llvm.cond_br %4798, ^bb687, ^bb688
  ^bb687:  // pred: ^bb686
    %4799 = llvm.extractvalue %4762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4800 = llvm.mlir.constant(512 : index) : i64
    %4801 = llvm.mul %4793, %4800 overflow<nsw, nuw> : i64
    %4802 = llvm.mlir.constant(64 : index) : i64
    %4803 = llvm.mul %4795, %4802 overflow<nsw, nuw> : i64
    %4804 = llvm.add %4801, %4803 overflow<nsw, nuw> : i64
    %4805 = llvm.add %4804, %4797 overflow<nsw, nuw> : i64
    %4806 = llvm.getelementptr inbounds|nuw %4799[%4805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4807 = llvm.load %4806 : !llvm.ptr -> f32
    %4808 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4809 = llvm.mlir.constant(512 : index) : i64
    %4810 = llvm.mul %4793, %4809 overflow<nsw, nuw> : i64
    %4811 = llvm.mlir.constant(64 : index) : i64
    %4812 = llvm.mul %4795, %4811 overflow<nsw, nuw> : i64
    %4813 = llvm.add %4810, %4812 overflow<nsw, nuw> : i64
    %4814 = llvm.add %4813, %4797 overflow<nsw, nuw> : i64
    %4815 = llvm.getelementptr inbounds|nuw %4808[%4814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4807, %4815 : f32, !llvm.ptr
    %4816 = llvm.add %4797, %16 : i64
    llvm.br ^bb686(%4816 : i64)
  ^bb688:  // pred: ^bb686
    %4817 = llvm.add %4795, %16 : i64
    llvm.br ^bb684(%4817 : i64)
  ^bb689:  // pred: ^bb684
    %4818 = llvm.add %4793, %16 : i64
    llvm.br ^bb682(%4818 : i64)
  ^bb690:  // pred: ^bb682
    llvm.br ^bb691(%17 : i64)
  ^bb691(%4819: i64):  // 2 preds: ^bb690, ^bb701
    %4820 = llvm.icmp "slt" %4819, %16 : i64
    llvm.cond_br %4820, ^bb692, ^bb702
  ^bb692:  // pred: ^bb691
    llvm.br ^bb693(%17 : i64)
  ^bb693(%4821: i64):  // 2 preds: ^bb692, ^bb700
    %4822 = llvm.icmp "slt" %4821, %15 : i64
    llvm.cond_br %4822, ^bb694, ^bb701
  ^bb694:  // pred: ^bb693
    llvm.br ^bb695(%17 : i64)
  ^bb695(%4823: i64):  // 2 preds: ^bb694, ^bb699
    %4824 = llvm.icmp "slt" %4823, %10 : i64
    llvm.cond_br %4824, ^bb696, ^bb700
  ^bb696:  // pred: ^bb695
    llvm.br ^bb697(%17 : i64)
  ^bb697(%4825: i64):  // 2 preds: ^bb696, ^bb698
    %4826 = llvm.icmp "slt" %4825, %14 : i64
    llvm.cond_br %4826, ^bb698, ^bb699
  ^bb698:  // pred: ^bb697
    %4827 = llvm.extractvalue %4663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4828 = llvm.mlir.constant(256 : index) : i64
    %4829 = llvm.mul %4819, %4828 overflow<nsw, nuw> : i64
    %4830 = llvm.mlir.constant(32 : index) : i64
    %4831 = llvm.mul %4821, %4830 overflow<nsw, nuw> : i64
    %4832 = llvm.add %4829, %4831 overflow<nsw, nuw> : i64
    %4833 = llvm.add %4832, %4825 overflow<nsw, nuw> : i64
    %4834 = llvm.getelementptr inbounds|nuw %4827[%4833] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4835 = llvm.load %4834 : !llvm.ptr -> f32
    %4836 = llvm.extractvalue %296[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4837 = llvm.mlir.constant(32 : index) : i64
    %4838 = llvm.mul %4823, %4837 overflow<nsw, nuw> : i64
    %4839 = llvm.add %4838, %4825 overflow<nsw, nuw> : i64
    %4840 = llvm.getelementptr inbounds|nuw %4836[%4839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4841 = llvm.load %4840 : !llvm.ptr -> f32
    %4842 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4843 = llvm.mlir.constant(512 : index) : i64
    %4844 = llvm.mul %4819, %4843 overflow<nsw, nuw> : i64
    %4845 = llvm.mlir.constant(64 : index) : i64
    %4846 = llvm.mul %4821, %4845 overflow<nsw, nuw> : i64
    %4847 = llvm.add %4844, %4846 overflow<nsw, nuw> : i64
    %4848 = llvm.add %4847, %4823 overflow<nsw, nuw> : i64
    %4849 = llvm.getelementptr inbounds|nuw %4842[%4848] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4850 = llvm.load %4849 : !llvm.ptr -> f32
    %4851 = llvm.fmul %4835, %4841 : f32
    %4852 = llvm.fadd %4850, %4851 : f32
    %4853 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4854 = llvm.mlir.constant(512 : index) : i64
    %4855 = llvm.mul %4819, %4854 overflow<nsw, nuw> : i64
    %4856 = llvm.mlir.constant(64 : index) : i64
    %4857 = llvm.mul %4821, %4856 overflow<nsw, nuw> : i64
    %4858 = llvm.add %4855, %4857 overflow<nsw, nuw> : i64
    %4859 = llvm.add %4858, %4823 overflow<nsw, nuw> : i64
    %4860 = llvm.getelementptr inbounds|nuw %4853[%4859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4852, %4860 : f32, !llvm.ptr
    %4861 = llvm.add %4825, %16 : i64
    llvm.br ^bb697(%4861 : i64)
  ^bb699:  // pred: ^bb697
    %4862 = llvm.add %4823, %16 : i64
    llvm.br ^bb695(%4862 : i64)
  ^bb700:  // pred: ^bb695
    %4863 = llvm.add %4821, %16 : i64
    llvm.br ^bb693(%4863 : i64)
  ^bb701:  // pred: ^bb693
    %4864 = llvm.add %4819, %16 : i64
    llvm.br ^bb691(%4864 : i64)
  ^bb702:  // pred: ^bb691
    %4865 = llvm.mlir.constant(1 : index) : i64
    %4866 = llvm.mlir.constant(8 : index) : i64
    %4867 = llvm.mlir.constant(64 : index) : i64
    %4868 = llvm.mlir.constant(1 : index) : i64
    %4869 = llvm.mlir.constant(512 : index) : i64
    %4870 = llvm.mlir.constant(512 : index) : i64
    %4871 = llvm.mlir.zero : !llvm.ptr
    %4872 = llvm.getelementptr %4871[%4870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4873 = llvm.ptrtoint %4872 : !llvm.ptr to i64
    %4874 = llvm.mlir.constant(64 : index) : i64
    %4875 = llvm.add %4873, %4874 : i64
    %4876 = llvm.call @malloc(%4875) : (i64) -> !llvm.ptr
    %4877 = llvm.ptrtoint %4876 : !llvm.ptr to i64
    %4878 = llvm.mlir.constant(1 : index) : i64
    %4879 = llvm.sub %4874, %4878 : i64
    %4880 = llvm.add %4877, %4879 : i64
    %4881 = llvm.urem %4880, %4874 : i64
    %4882 = llvm.sub %4880, %4881 : i64
    %4883 = llvm.inttoptr %4882 : i64 to !llvm.ptr
    %4884 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4885 = llvm.insertvalue %4876, %4884[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4886 = llvm.insertvalue %4883, %4885[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4887 = llvm.mlir.constant(0 : index) : i64
    %4888 = llvm.insertvalue %4887, %4886[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4889 = llvm.insertvalue %4865, %4888[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4890 = llvm.insertvalue %4866, %4889[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4891 = llvm.insertvalue %4867, %4890[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4892 = llvm.insertvalue %4869, %4891[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4893 = llvm.insertvalue %4867, %4892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4894 = llvm.insertvalue %4868, %4893[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb703(%17 : i64)
  ^bb703(%4895: i64):  // 2 preds: ^bb702, ^bb710
    %4896 = llvm.icmp "slt" %4895, %16 : i64
    llvm.cond_br %4896, ^bb704, ^bb711
  ^bb704:  // pred: ^bb703
    llvm.br ^bb705(%17 : i64)
  ^bb705(%4897: i64):  // 2 preds: ^bb704, ^bb709
    %4898 = llvm.icmp "slt" %4897, %15 : i64
    llvm.cond_br %4898, ^bb706, ^bb710
  ^bb706:  // pred: ^bb705
    llvm.br ^bb707(%17 : i64)
  ^bb707(%4899: i64):  // 2 preds: ^bb706, ^bb708
    %4900 = llvm.icmp "slt" %4899, %10 : i64
    llvm.cond_br %4900, ^bb708, ^bb709
  ^bb708:  // pred: ^bb707
    %4901 = llvm.extractvalue %4762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4902 = llvm.mlir.constant(512 : index) : i64
    %4903 = llvm.mul %4895, %4902 overflow<nsw, nuw> : i64
    %4904 = llvm.mlir.constant(64 : index) : i64
    %4905 = llvm.mul %4897, %4904 overflow<nsw, nuw> : i64
    %4906 = llvm.add %4903, %4905 overflow<nsw, nuw> : i64
    %4907 = llvm.add %4906, %4899 overflow<nsw, nuw> : i64
    %4908 = llvm.getelementptr inbounds|nuw %4901[%4907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4909 = llvm.load %4908 : !llvm.ptr -> f32
    %4910 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4911 = llvm.mlir.constant(512 : index) : i64
    %4912 = llvm.mul %4895, %4911 overflow<nsw, nuw> : i64
    %4913 = llvm.mlir.constant(64 : index) : i64
    %4914 = llvm.mul %4897, %4913 overflow<nsw, nuw> : i64
    %4915 = llvm.add %4912, %4914 overflow<nsw, nuw> : i64
    %4916 = llvm.add %4915, %4899 overflow<nsw, nuw> : i64
    %4917 = llvm.getelementptr inbounds|nuw %4910[%4916] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4909, %4917 : f32, !llvm.ptr
    %4918 = llvm.add %4899, %16 : i64
    llvm.br ^bb707(%4918 : i64)
  ^bb709:  // pred: ^bb707
    %4919 = llvm.add %4897, %16 : i64
    llvm.br ^bb705(%4919 : i64)
  ^bb710:  // pred: ^bb705
    %4920 = llvm.add %4895, %16 : i64
    llvm.br ^bb703(%4920 : i64)
  ^bb711:  // pred: ^bb703
    llvm.br ^bb712(%17 : i64)
  ^bb712(%4921: i64):  // 2 preds: ^bb711, ^bb722
    %4922 = llvm.icmp "slt" %4921, %16 : i64
    llvm.cond_br %4922, ^bb713, ^bb723
  ^bb713:  // pred: ^bb712
    llvm.br ^bb714(%17 : i64)
  ^bb714(%4923: i64):  // 2 preds: ^bb713, ^bb721
    %4924 = llvm.icmp "slt" %4923, %15 : i64
    llvm.cond_br %4924, ^bb715, ^bb722
  ^bb715:  // pred: ^bb714
    llvm.br ^bb716(%17 : i64)
  ^bb716(%4925: i64):  // 2 preds: ^bb715, ^bb720
    %4926 = llvm.icmp "slt" %4925, %10 : i64
    llvm.cond_br %4926, ^bb717, ^bb721
  ^bb717:  // pred: ^bb716
    llvm.br ^bb718(%17 : i64)
  ^bb718(%4927: i64):  // 2 preds: ^bb717, ^bb719
    %4928 = llvm.icmp "slt" %4927, %14 : i64
    llvm.cond_br %4928, ^bb719, ^bb720
  ^bb719:  // pred: ^bb718
    %4929 = llvm.extractvalue %4663[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4930 = llvm.mlir.constant(256 : index) : i64
    %4931 = llvm.mul %4921, %4930 overflow<nsw, nuw> : i64
    %4932 = llvm.mlir.constant(32 : index) : i64
    %4933 = llvm.mul %4923, %4932 overflow<nsw, nuw> : i64
    %4934 = llvm.add %4931, %4933 overflow<nsw, nuw> : i64
    %4935 = llvm.add %4934, %4927 overflow<nsw, nuw> : i64
    %4936 = llvm.getelementptr inbounds|nuw %4929[%4935] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4937 = llvm.load %4936 : !llvm.ptr -> f32
    %4938 = llvm.extractvalue %276[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4939 = llvm.mlir.constant(32 : index) : i64
    %4940 = llvm.mul %4925, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4940, %4927 overflow<nsw, nuw> : i64
    %4942 = llvm.getelementptr inbounds|nuw %4938[%4941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4943 = llvm.load %4942 : !llvm.ptr -> f32
    %4944 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4945 = llvm.mlir.constant(512 : index) : i64
    %4946 = llvm.mul %4921, %4945 overflow<nsw, nuw> : i64
    %4947 = llvm.mlir.constant(64 : index) : i64
    %4948 = llvm.mul %4923, %4947 overflow<nsw, nuw> : i64
    %4949 = llvm.add %4946, %4948 overflow<nsw, nuw> : i64
    %4950 = llvm.add %4949, %4925 overflow<nsw, nuw> : i64
    %4951 = llvm.getelementptr inbounds|nuw %4944[%4950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4952 = llvm.load %4951 : !llvm.ptr -> f32
    %4953 = llvm.fmul %4937, %4943 : f32
    %4954 = llvm.fadd %4952, %4953 : f32
    %4955 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4956 = llvm.mlir.constant(512 : index) : i64
    %4957 = llvm.mul %4921, %4956 overflow<nsw, nuw> : i64
    %4958 = llvm.mlir.constant(64 : index) : i64
    %4959 = llvm.mul %4923, %4958 overflow<nsw, nuw> : i64
    %4960 = llvm.add %4957, %4959 overflow<nsw, nuw> : i64
    %4961 = llvm.add %4960, %4925 overflow<nsw, nuw> : i64
    %4962 = llvm.getelementptr inbounds|nuw %4955[%4961] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4954, %4962 : f32, !llvm.ptr
    %4963 = llvm.add %4927, %16 : i64
    llvm.br ^bb718(%4963 : i64)
  ^bb720:  // pred: ^bb718
    %4964 = llvm.add %4925, %16 : i64
    llvm.br ^bb716(%4964 : i64)
  ^bb721:  // pred: ^bb716
    %4965 = llvm.add %4923, %16 : i64
    llvm.br ^bb714(%4965 : i64)
  ^bb722:  // pred: ^bb714
    %4966 = llvm.add %4921, %16 : i64
    llvm.br ^bb712(%4966 : i64)
  ^bb723:  // pred: ^bb712
    %4967 = llvm.mlir.constant(1 : index) : i64
    %4968 = llvm.mlir.constant(8 : index) : i64
    %4969 = llvm.mlir.constant(32 : index) : i64
    %4970 = llvm.mlir.constant(1 : index) : i64
    %4971 = llvm.mlir.constant(256 : index) : i64
    %4972 = llvm.mlir.constant(256 : index) : i64
    %4973 = llvm.mlir.zero : !llvm.ptr
    %4974 = llvm.getelementptr %4973[%4972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4975 = llvm.ptrtoint %4974 : !llvm.ptr to i64
    %4976 = llvm.mlir.constant(64 : index) : i64
    %4977 = llvm.add %4975, %4976 : i64
    %4978 = llvm.call @malloc(%4977) : (i64) -> !llvm.ptr
    %4979 = llvm.ptrtoint %4978 : !llvm.ptr to i64
    %4980 = llvm.mlir.constant(1 : index) : i64
    %4981 = llvm.sub %4976, %4980 : i64
    %4982 = llvm.add %4979, %4981 : i64
    %4983 = llvm.urem %4982, %4976 : i64
    %4984 = llvm.sub %4982, %4983 : i64
    %4985 = llvm.inttoptr %4984 : i64 to !llvm.ptr
    %4986 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4987 = llvm.insertvalue %4978, %4986[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4988 = llvm.insertvalue %4985, %4987[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4989 = llvm.mlir.constant(0 : index) : i64
    %4990 = llvm.insertvalue %4989, %4988[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4991 = llvm.insertvalue %4967, %4990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4992 = llvm.insertvalue %4968, %4991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4993 = llvm.insertvalue %4969, %4992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4994 = llvm.insertvalue %4971, %4993[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4995 = llvm.insertvalue %4969, %4994[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4996 = llvm.insertvalue %4970, %4995[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb724(%17 : i64)
  ^bb724(%4997: i64):  // 2 preds: ^bb723, ^bb731
    %4998 = llvm.icmp "slt" %4997, %16 : i64
    llvm.cond_br %4998, ^bb725, ^bb732
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%17 : i64)
  ^bb726(%4999: i64):  // 2 preds: ^bb725, ^bb730
    %5000 = llvm.icmp "slt" %4999, %15 : i64
    llvm.cond_br %5000, ^bb727, ^bb731
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%17 : i64)
  ^bb728(%5001: i64):  // 2 preds: ^bb727, ^bb729
    %5002 = llvm.icmp "slt" %5001, %14 : i64
    llvm.cond_br %5002, ^bb729, ^bb730
  ^bb729:  // pred: ^bb728
    %5003 = llvm.extractvalue %4372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.mlir.constant(256 : index) : i64
    %5005 = llvm.mul %4997, %5004 overflow<nsw, nuw> : i64
    %5006 = llvm.mlir.constant(32 : index) : i64
    %5007 = llvm.mul %4999, %5006 overflow<nsw, nuw> : i64
    %5008 = llvm.add %5005, %5007 overflow<nsw, nuw> : i64
    %5009 = llvm.add %5008, %5001 overflow<nsw, nuw> : i64
    %5010 = llvm.getelementptr inbounds|nuw %5003[%5009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5011 = llvm.load %5010 : !llvm.ptr -> f32
    %5012 = llvm.extractvalue %4996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5013 = llvm.mlir.constant(256 : index) : i64
    %5014 = llvm.mul %4997, %5013 overflow<nsw, nuw> : i64
    %5015 = llvm.mlir.constant(32 : index) : i64
    %5016 = llvm.mul %4999, %5015 overflow<nsw, nuw> : i64
    %5017 = llvm.add %5014, %5016 overflow<nsw, nuw> : i64
    %5018 = llvm.add %5017, %5001 overflow<nsw, nuw> : i64
    %5019 = llvm.getelementptr inbounds|nuw %5012[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5011, %5019 : f32, !llvm.ptr
    %5020 = llvm.add %5001, %16 : i64
    llvm.br ^bb728(%5020 : i64)
  ^bb730:  // pred: ^bb728
    %5021 = llvm.add %4999, %16 : i64
    llvm.br ^bb726(%5021 : i64)
  ^bb731:  // pred: ^bb726
    %5022 = llvm.add %4997, %16 : i64
    llvm.br ^bb724(%5022 : i64)
  ^bb732:  // pred: ^bb724
    llvm.br ^bb733(%17 : i64)
  ^bb733(%5023: i64):  // 2 preds: ^bb732, ^bb743
    %5024 = llvm.icmp "slt" %5023, %16 : i64
    llvm.cond_br %5024, ^bb734, ^bb744
  ^bb734:  // pred: ^bb733
    llvm.br ^bb735(%17 : i64)
  ^bb735(%5025: i64):  // 2 preds: ^bb734, ^bb742
    %5026 = llvm.icmp "slt" %5025, %15 : i64
    llvm.cond_br %5026, ^bb736, ^bb743
  ^bb736:  // pred: ^bb735
    llvm.br ^bb737(%17 : i64)
  ^bb737(%5027: i64):  // 2 preds: ^bb736, ^bb741
    %5028 = llvm.icmp "slt" %5027, %14 : i64
    llvm.cond_br %5028, ^bb738, ^bb742
  ^bb738:  // pred: ^bb737
    llvm.br ^bb739(%17 : i64)
  ^bb739(%5029: i64):  // 2 preds: ^bb738, ^bb740
    %5030 = llvm.icmp "slt" %5029, %10 : i64
    llvm.cond_br %5030, ^bb740, ^bb741
  ^bb740:  // pred: ^bb739
    %5031 = llvm.extractvalue %4792[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5032 = llvm.mlir.constant(512 : index) : i64
    %5033 = llvm.mul %5023, %5032 overflow<nsw, nuw> : i64
    %5034 = llvm.mlir.constant(64 : index) : i64
    %5035 = llvm.mul %5025, %5034 overflow<nsw, nuw> : i64
    %5036 = llvm.add %5033, %5035 overflow<nsw, nuw> : i64
    %5037 = llvm.add %5036, %5029 overflow<nsw, nuw> : i64
    %5038 = llvm.getelementptr inbounds|nuw %5031[%5037] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5039 = llvm.load %5038 : !llvm.ptr -> f32
    %5040 = llvm.extractvalue %4894[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5041 = llvm.mlir.constant(512 : index) : i64
    %5042 = llvm.mul %5023, %5041 overflow<nsw, nuw> : i64
    %5043 = llvm.mlir.constant(64 : index) : i64
    %5044 = llvm.mul %5025, %5043 overflow<nsw, nuw> : i64
    %5045 = llvm.add %5042, %5044 overflow<nsw, nuw> : i64
    %5046 = llvm.add %5045, %5029 overflow<nsw, nuw> : i64
    %5047 = llvm.getelementptr inbounds|nuw %5040[%5046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5048 = llvm.load %5047 : !llvm.ptr -> f32
    %5049 = llvm.extractvalue %256[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5050 = llvm.mlir.constant(64 : index) : i64
    %5051 = llvm.mul %5027, %5050 overflow<nsw, nuw> : i64
    %5052 = llvm.add %5051, %5029 overflow<nsw, nuw> : i64
    %5053 = llvm.getelementptr inbounds|nuw %5049[%5052] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5054 = llvm.load %5053 : !llvm.ptr -> f32
    %5055 = llvm.extractvalue %4996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5056 = llvm.mlir.constant(256 : index) : i64
    %5057 = llvm.mul %5023, %5056 overflow<nsw, nuw> : i64
    %5058 = llvm.mlir.constant(32 : index) : i64
    %5059 = llvm.mul %5025, %5058 overflow<nsw, nuw> : i64
    %5060 = llvm.add %5057, %5059 overflow<nsw, nuw> : i64
    %5061 = llvm.add %5060, %5027 overflow<nsw, nuw> : i64
    %5062 = llvm.getelementptr inbounds|nuw %5055[%5061] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5063 = llvm.load %5062 : !llvm.ptr -> f32
    %5064 = llvm.fneg %5039 : f32
    %5065 = llvm.fmul %5064, %8 : f32
    %5066 = llvm.intr.exp2(%5065) : (f32) -> f32
    %5067 = llvm.fadd %5066, %28 : f32
    %5068 = llvm.fdiv %28, %5067 : f32
    %5069 = llvm.fmul %5039, %5068 : f32
    %5070 = llvm.fmul %5069, %5048 : f32
    %5071 = llvm.fmul %5070, %5054 : f32
    %5072 = llvm.fadd %5063, %5071 : f32
    %5073 = llvm.extractvalue %4996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5074 = llvm.mlir.constant(256 : index) : i64
    %5075 = llvm.mul %5023, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.mlir.constant(32 : index) : i64
    %5077 = llvm.mul %5025, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5075, %5077 overflow<nsw, nuw> : i64
    %5079 = llvm.add %5078, %5027 overflow<nsw, nuw> : i64
    %5080 = llvm.getelementptr inbounds|nuw %5073[%5079] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5072, %5080 : f32, !llvm.ptr
    %5081 = llvm.add %5029, %16 : i64
    llvm.br ^bb739(%5081 : i64)
  ^bb741:  // pred: ^bb739
    %5082 = llvm.add %5027, %16 : i64
    llvm.br ^bb737(%5082 : i64)
  ^bb742:  // pred: ^bb737
    %5083 = llvm.add %5025, %16 : i64
    llvm.br ^bb735(%5083 : i64)
  ^bb743:  // pred: ^bb735
    %5084 = llvm.add %5023, %16 : i64
    llvm.br ^bb733(%5084 : i64)
  ^bb744:  // pred: ^bb733
    %5085 = llvm.mlir.constant(1 : index) : i64
    %5086 = llvm.mlir.constant(8 : index) : i64
    %5087 = llvm.mlir.constant(32 : index) : i64
    %5088 = llvm.mlir.constant(1 : index) : i64
    %5089 = llvm.mlir.constant(256 : index) : i64
    %5090 = llvm.mlir.constant(256 : index) : i64
    %5091 = llvm.mlir.zero : !llvm.ptr
    %5092 = llvm.getelementptr %5091[%5090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5093 = llvm.ptrtoint %5092 : !llvm.ptr to i64
    %5094 = llvm.mlir.constant(64 : index) : i64
    %5095 = llvm.add %5093, %5094 : i64
    %5096 = llvm.call @malloc(%5095) : (i64) -> !llvm.ptr
    %5097 = llvm.ptrtoint %5096 : !llvm.ptr to i64
    %5098 = llvm.mlir.constant(1 : index) : i64
    %5099 = llvm.sub %5094, %5098 : i64
    %5100 = llvm.add %5097, %5099 : i64
    %5101 = llvm.urem %5100, %5094 : i64
    %5102 = llvm.sub %5100, %5101 : i64
    %5103 = llvm.inttoptr %5102 : i64 to !llvm.ptr
    %5104 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5105 = llvm.insertvalue %5096, %5104[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5106 = llvm.insertvalue %5103, %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5107 = llvm.mlir.constant(0 : index) : i64
    %5108 = llvm.insertvalue %5107, %5106[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5109 = llvm.insertvalue %5085, %5108[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5110 = llvm.insertvalue %5086, %5109[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5111 = llvm.insertvalue %5087, %5110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5112 = llvm.insertvalue %5089, %5111[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5113 = llvm.insertvalue %5087, %5112[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5114 = llvm.insertvalue %5088, %5113[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb745(%17 : i64)
  ^bb745(%5115: i64):  // 2 preds: ^bb744, ^bb752
    %5116 = llvm.icmp "slt" %5115, %16 : i64
    llvm.cond_br %5116, ^bb746, ^bb753
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%17 : i64)
  ^bb747(%5117: i64):  // 2 preds: ^bb746, ^bb751
    %5118 = llvm.icmp "slt" %5117, %15 : i64
    llvm.cond_br %5118, ^bb748, ^bb752
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%17 : i64)
  ^bb749(%5119: i64):  // 2 preds: ^bb748, ^bb750
    %5120 = llvm.icmp "slt" %5119, %14 : i64
    llvm.cond_br %5120, ^bb750, ^bb751
  ^bb750:  // pred: ^bb749
    %5121 = llvm.extractvalue %4513[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5122 = llvm.mlir.constant(256 : index) : i64
    %5123 = llvm.mul %5115, %5122 overflow<nsw, nuw> : i64
    %5124 = llvm.mlir.constant(32 : index) : i64
    %5125 = llvm.mul %5117, %5124 overflow<nsw, nuw> : i64
    %5126 = llvm.add %5123, %5125 overflow<nsw, nuw> : i64
    %5127 = llvm.add %5126, %5119 overflow<nsw, nuw> : i64
    %5128 = llvm.getelementptr inbounds|nuw %5121[%5127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5129 = llvm.load %5128 : !llvm.ptr -> f32
    %5130 = llvm.extractvalue %4996[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5131 = llvm.mlir.constant(256 : index) : i64
    %5132 = llvm.mul %5115, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.mlir.constant(32 : index) : i64
    %5134 = llvm.mul %5117, %5133 overflow<nsw, nuw> : i64
    %5135 = llvm.add %5132, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.add %5135, %5119 overflow<nsw, nuw> : i64
    %5137 = llvm.getelementptr inbounds|nuw %5130[%5136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5138 = llvm.load %5137 : !llvm.ptr -> f32
    %5139 = llvm.fadd %5129, %5138 : f32
    %5140 = llvm.extractvalue %5114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5141 = llvm.mlir.constant(256 : index) : i64
    %5142 = llvm.mul %5115, %5141 overflow<nsw, nuw> : i64
    %5143 = llvm.mlir.constant(32 : index) : i64
    %5144 = llvm.mul %5117, %5143 overflow<nsw, nuw> : i64
    %5145 = llvm.add %5142, %5144 overflow<nsw, nuw> : i64
    %5146 = llvm.add %5145, %5119 overflow<nsw, nuw> : i64
    %5147 = llvm.getelementptr inbounds|nuw %5140[%5146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5139, %5147 : f32, !llvm.ptr
    %5148 = llvm.add %5119, %16 : i64
    llvm.br ^bb749(%5148 : i64)
  ^bb751:  // pred: ^bb749
    %5149 = llvm.add %5117, %16 : i64
    llvm.br ^bb747(%5149 : i64)
  ^bb752:  // pred: ^bb747
    %5150 = llvm.add %5115, %16 : i64
    llvm.br ^bb745(%5150 : i64)
  ^bb753:  // pred: ^bb745
    %5151 = llvm.mlir.constant(1 : index) : i64
    %5152 = llvm.mlir.constant(8 : index) : i64
    %5153 = llvm.mlir.constant(1 : index) : i64
    %5154 = llvm.mlir.constant(1 : index) : i64
    %5155 = llvm.mlir.constant(8 : index) : i64
    %5156 = llvm.mlir.zero : !llvm.ptr
    %5157 = llvm.getelementptr %5156[%5155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5158 = llvm.ptrtoint %5157 : !llvm.ptr to i64
    %5159 = llvm.mlir.constant(64 : index) : i64
    %5160 = llvm.add %5158, %5159 : i64
    %5161 = llvm.call @malloc(%5160) : (i64) -> !llvm.ptr
    %5162 = llvm.ptrtoint %5161 : !llvm.ptr to i64
    %5163 = llvm.mlir.constant(1 : index) : i64
    %5164 = llvm.sub %5159, %5163 : i64
    %5165 = llvm.add %5162, %5164 : i64
    %5166 = llvm.urem %5165, %5159 : i64
    %5167 = llvm.sub %5165, %5166 : i64
    %5168 = llvm.inttoptr %5167 : i64 to !llvm.ptr
    %5169 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5170 = llvm.insertvalue %5161, %5169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5171 = llvm.insertvalue %5168, %5170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5172 = llvm.mlir.constant(0 : index) : i64
    %5173 = llvm.insertvalue %5172, %5171[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5174 = llvm.insertvalue %5151, %5173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5175 = llvm.insertvalue %5152, %5174[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5176 = llvm.insertvalue %5153, %5175[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5177 = llvm.insertvalue %5152, %5176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5178 = llvm.insertvalue %5153, %5177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5179 = llvm.insertvalue %5154, %5178[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb754(%17 : i64)
  ^bb754(%5180: i64):  // 2 preds: ^bb753, ^bb761
    %5181 = llvm.icmp "slt" %5180, %16 : i64
    llvm.cond_br %5181, ^bb755, ^bb762
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%17 : i64)
  ^bb756(%5182: i64):  // 2 preds: ^bb755, ^bb760
    %5183 = llvm.icmp "slt" %5182, %15 : i64
    llvm.cond_br %5183, ^bb757, ^bb761
  ^bb757:  // pred: ^bb756
    llvm.br ^bb758(%17 : i64)
  ^bb758(%5184: i64):  // 2 preds: ^bb757, ^bb759
    %5185 = llvm.icmp "slt" %5184, %16 : i64
    llvm.cond_br %5185, ^bb759, ^bb760
  ^bb759:  // pred: ^bb758
    %5186 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.mlir.constant(8 : index) : i64
    %5188 = llvm.mul %5180, %5187 overflow<nsw, nuw> : i64
    %5189 = llvm.add %5188, %5182 overflow<nsw, nuw> : i64
    %5190 = llvm.add %5189, %5184 overflow<nsw, nuw> : i64
    %5191 = llvm.getelementptr inbounds|nuw %5186[%5190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5192 = llvm.load %5191 : !llvm.ptr -> f32
    %5193 = llvm.extractvalue %5179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5194 = llvm.mlir.constant(8 : index) : i64
    %5195 = llvm.mul %5180, %5194 overflow<nsw, nuw> : i64
    %5196 = llvm.add %5195, %5182 overflow<nsw, nuw> : i64
    %5197 = llvm.add %5196, %5184 overflow<nsw, nuw> : i64
    %5198 = llvm.getelementptr inbounds|nuw %5193[%5197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5192, %5198 : f32, !llvm.ptr
    %5199 = llvm.add %5184, %16 : i64
    llvm.br ^bb758(%5199 : i64)
  ^bb760:  // pred: ^bb758
    %5200 = llvm.add %5182, %16 : i64
    llvm.br ^bb756(%5200 : i64)
  ^bb761:  // pred: ^bb756
    %5201 = llvm.add %5180, %16 : i64
    llvm.br ^bb754(%5201 : i64)
  ^bb762:  // pred: ^bb754
    llvm.br ^bb763(%17 : i64)
  ^bb763(%5202: i64):  // 2 preds: ^bb762, ^bb770
    %5203 = llvm.icmp "slt" %5202, %16 : i64
    llvm.cond_br %5203, ^bb764, ^bb771
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%17 : i64)
  ^bb765(%5204: i64):  // 2 preds: ^bb764, ^bb769
    %5205 = llvm.icmp "slt" %5204, %15 : i64
    llvm.cond_br %5205, ^bb766, ^bb770
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%17 : i64)
  ^bb767(%5206: i64):  // 2 preds: ^bb766, ^bb768
    %5207 = llvm.icmp "slt" %5206, %14 : i64
    llvm.cond_br %5207, ^bb768, ^bb769
  ^bb768:  // pred: ^bb767
    %5208 = llvm.extractvalue %5114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5209 = llvm.mlir.constant(256 : index) : i64
    %5210 = llvm.mul %5202, %5209 overflow<nsw, nuw> : i64
    %5211 = llvm.mlir.constant(32 : index) : i64
    %5212 = llvm.mul %5204, %5211 overflow<nsw, nuw> : i64
    %5213 = llvm.add %5210, %5212 overflow<nsw, nuw> : i64
    %5214 = llvm.add %5213, %5206 overflow<nsw, nuw> : i64
    %5215 = llvm.getelementptr inbounds|nuw %5208[%5214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5216 = llvm.load %5215 : !llvm.ptr -> f32
    %5217 = llvm.extractvalue %5179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5218 = llvm.mlir.constant(8 : index) : i64
    %5219 = llvm.mul %5202, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.add %5219, %5204 overflow<nsw, nuw> : i64
    %5221 = llvm.add %5220, %17 overflow<nsw, nuw> : i64
    %5222 = llvm.getelementptr inbounds|nuw %5217[%5221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5223 = llvm.load %5222 : !llvm.ptr -> f32
    %5224 = llvm.fmul %5216, %5216 : f32
    %5225 = llvm.fadd %5224, %5223 : f32
    %5226 = llvm.extractvalue %5179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5227 = llvm.mlir.constant(8 : index) : i64
    %5228 = llvm.mul %5202, %5227 overflow<nsw, nuw> : i64
    %5229 = llvm.add %5228, %5204 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5229, %17 overflow<nsw, nuw> : i64
    %5231 = llvm.getelementptr inbounds|nuw %5226[%5230] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5225, %5231 : f32, !llvm.ptr
    %5232 = llvm.add %5206, %16 : i64
    llvm.br ^bb767(%5232 : i64)
  ^bb769:  // pred: ^bb767
    %5233 = llvm.add %5204, %16 : i64
    llvm.br ^bb765(%5233 : i64)
  ^bb770:  // pred: ^bb765
    %5234 = llvm.add %5202, %16 : i64
    llvm.br ^bb763(%5234 : i64)
  ^bb771:  // pred: ^bb763
    %5235 = llvm.mlir.constant(1 : index) : i64
    %5236 = llvm.mlir.constant(8 : index) : i64
    %5237 = llvm.mlir.constant(32 : index) : i64
    %5238 = llvm.mlir.constant(1 : index) : i64
    %5239 = llvm.mlir.constant(256 : index) : i64
    %5240 = llvm.mlir.constant(256 : index) : i64
    %5241 = llvm.mlir.zero : !llvm.ptr
    %5242 = llvm.getelementptr %5241[%5240] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5243 = llvm.ptrtoint %5242 : !llvm.ptr to i64
    %5244 = llvm.mlir.constant(64 : index) : i64
    %5245 = llvm.add %5243, %5244 : i64
    %5246 = llvm.call @malloc(%5245) : (i64) -> !llvm.ptr
    %5247 = llvm.ptrtoint %5246 : !llvm.ptr to i64
    %5248 = llvm.mlir.constant(1 : index) : i64
    %5249 = llvm.sub %5244, %5248 : i64
    %5250 = llvm.add %5247, %5249 : i64
    %5251 = llvm.urem %5250, %5244 : i64
    %5252 = llvm.sub %5250, %5251 : i64
    %5253 = llvm.inttoptr %5252 : i64 to !llvm.ptr
    %5254 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5255 = llvm.insertvalue %5246, %5254[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5256 = llvm.insertvalue %5253, %5255[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5257 = llvm.mlir.constant(0 : index) : i64
    %5258 = llvm.insertvalue %5257, %5256[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5259 = llvm.insertvalue %5235, %5258[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5260 = llvm.insertvalue %5236, %5259[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5261 = llvm.insertvalue %5237, %5260[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5262 = llvm.insertvalue %5239, %5261[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5263 = llvm.insertvalue %5237, %5262[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5264 = llvm.insertvalue %5238, %5263[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb772(%17 : i64)
  ^bb772(%5265: i64):  // 2 preds: ^bb771, ^bb779
    %5266 = llvm.icmp "slt" %5265, %16 : i64
    llvm.cond_br %5266, ^bb773, ^bb780
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%17 : i64)
  ^bb774(%5267: i64):  // 2 preds: ^bb773, ^bb778
    %5268 = llvm.icmp "slt" %5267, %15 : i64
    llvm.cond_br %5268, ^bb775, ^bb779
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%17 : i64)
  ^bb776(%5269: i64):  // 2 preds: ^bb775, ^bb777
    %5270 = llvm.icmp "slt" %5269, %14 : i64
    llvm.cond_br %5270, ^bb777, ^bb778
  ^bb777:  // pred: ^bb776
    %5271 = llvm.extractvalue %236[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5272 = llvm.getelementptr inbounds|nuw %5271[%5269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5273 = llvm.load %5272 : !llvm.ptr -> f32
    %5274 = llvm.extractvalue %5114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5275 = llvm.mlir.constant(256 : index) : i64
    %5276 = llvm.mul %5265, %5275 overflow<nsw, nuw> : i64
    %5277 = llvm.mlir.constant(32 : index) : i64
    %5278 = llvm.mul %5267, %5277 overflow<nsw, nuw> : i64
    %5279 = llvm.add %5276, %5278 overflow<nsw, nuw> : i64
    %5280 = llvm.add %5279, %5269 overflow<nsw, nuw> : i64
    %5281 = llvm.getelementptr inbounds|nuw %5274[%5280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5282 = llvm.load %5281 : !llvm.ptr -> f32
    %5283 = llvm.extractvalue %5179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5284 = llvm.mlir.constant(8 : index) : i64
    %5285 = llvm.mul %5265, %5284 overflow<nsw, nuw> : i64
    %5286 = llvm.add %5285, %5267 overflow<nsw, nuw> : i64
    %5287 = llvm.add %5286, %17 overflow<nsw, nuw> : i64
    %5288 = llvm.getelementptr inbounds|nuw %5283[%5287] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5289 = llvm.load %5288 : !llvm.ptr -> f32
    %5290 = llvm.fdiv %5289, %19 : f32
    %5291 = llvm.fptrunc %20 : f64 to f32
    %5292 = llvm.fadd %5290, %5291 : f32
    %5293 = llvm.intr.sqrt(%5292) : (f32) -> f32
    %5294 = llvm.fdiv %28, %5293 : f32
    %5295 = llvm.fmul %5282, %5294 : f32
    %5296 = llvm.fmul %5273, %5295 : f32
    %5297 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5298 = llvm.mlir.constant(256 : index) : i64
    %5299 = llvm.mul %5265, %5298 overflow<nsw, nuw> : i64
    %5300 = llvm.mlir.constant(32 : index) : i64
    %5301 = llvm.mul %5267, %5300 overflow<nsw, nuw> : i64
    %5302 = llvm.add %5299, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5302, %5269 overflow<nsw, nuw> : i64
    %5304 = llvm.getelementptr inbounds|nuw %5297[%5303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5296, %5304 : f32, !llvm.ptr
    %5305 = llvm.add %5269, %16 : i64
    llvm.br ^bb776(%5305 : i64)
  ^bb778:  // pred: ^bb776
    %5306 = llvm.add %5267, %16 : i64
    llvm.br ^bb774(%5306 : i64)
  ^bb779:  // pred: ^bb774
    %5307 = llvm.add %5265, %16 : i64
    llvm.br ^bb772(%5307 : i64)
  ^bb780:  // pred: ^bb772
    %5308 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5309 = llvm.extractvalue %220[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5310 = llvm.extractvalue %220[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5311 = llvm.insertvalue %5309, %5308[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5312 = llvm.insertvalue %5310, %5311[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5313 = llvm.mlir.constant(0 : index) : i64
    %5314 = llvm.insertvalue %5313, %5312[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5315 = llvm.mlir.constant(4 : index) : i64
    %5316 = llvm.insertvalue %5315, %5314[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5317 = llvm.mlir.constant(256 : index) : i64
    %5318 = llvm.insertvalue %5317, %5316[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5319 = llvm.mlir.constant(8 : index) : i64
    %5320 = llvm.insertvalue %5319, %5318[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5321 = llvm.mlir.constant(32 : index) : i64
    %5322 = llvm.insertvalue %5321, %5320[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5323 = llvm.mlir.constant(32 : index) : i64
    %5324 = llvm.insertvalue %5323, %5322[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5325 = llvm.mlir.constant(1 : index) : i64
    %5326 = llvm.insertvalue %5325, %5324[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5327 = llvm.mlir.constant(1 : index) : i64
    %5328 = llvm.mlir.constant(8 : index) : i64
    %5329 = llvm.mlir.constant(4 : index) : i64
    %5330 = llvm.mlir.constant(8 : index) : i64
    %5331 = llvm.mlir.constant(1 : index) : i64
    %5332 = llvm.mlir.constant(32 : index) : i64
    %5333 = llvm.mlir.constant(256 : index) : i64
    %5334 = llvm.mlir.constant(256 : index) : i64
    %5335 = llvm.mlir.zero : !llvm.ptr
    %5336 = llvm.getelementptr %5335[%5334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5337 = llvm.ptrtoint %5336 : !llvm.ptr to i64
    %5338 = llvm.mlir.constant(64 : index) : i64
    %5339 = llvm.add %5337, %5338 : i64
    %5340 = llvm.call @malloc(%5339) : (i64) -> !llvm.ptr
    %5341 = llvm.ptrtoint %5340 : !llvm.ptr to i64
    %5342 = llvm.mlir.constant(1 : index) : i64
    %5343 = llvm.sub %5338, %5342 : i64
    %5344 = llvm.add %5341, %5343 : i64
    %5345 = llvm.urem %5344, %5338 : i64
    %5346 = llvm.sub %5344, %5345 : i64
    %5347 = llvm.inttoptr %5346 : i64 to !llvm.ptr
    %5348 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5349 = llvm.insertvalue %5340, %5348[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5350 = llvm.insertvalue %5347, %5349[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5351 = llvm.mlir.constant(0 : index) : i64
    %5352 = llvm.insertvalue %5351, %5350[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5353 = llvm.insertvalue %5327, %5352[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5354 = llvm.insertvalue %5328, %5353[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5355 = llvm.insertvalue %5329, %5354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5356 = llvm.insertvalue %5330, %5355[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5357 = llvm.insertvalue %5333, %5356[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5358 = llvm.insertvalue %5332, %5357[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5359 = llvm.insertvalue %5330, %5358[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5360 = llvm.insertvalue %5331, %5359[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb781(%17 : i64)
  ^bb781(%5361: i64):  // 2 preds: ^bb780, ^bb791
    %5362 = llvm.icmp "slt" %5361, %16 : i64
    llvm.cond_br %5362, ^bb782, ^bb792
  ^bb782:  // pred: ^bb781
    llvm.br ^bb783(%17 : i64)
  ^bb783(%5363: i64):  // 2 preds: ^bb782, ^bb790
    %5364 = llvm.icmp "slt" %5363, %15 : i64
    llvm.cond_br %5364, ^bb784, ^bb791
  ^bb784:  // pred: ^bb783
    llvm.br ^bb785(%17 : i64)
  ^bb785(%5365: i64):  // 2 preds: ^bb784, ^bb789
    %5366 = llvm.icmp "slt" %5365, %13 : i64
    llvm.cond_br %5366, ^bb786, ^bb790
  ^bb786:  // pred: ^bb785
    llvm.br ^bb787(%17 : i64)
  ^bb787(%5367: i64):  // 2 preds: ^bb786, ^bb788
    %5368 = llvm.icmp "slt" %5367, %15 : i64
    llvm.cond_br %5368, ^bb788, ^bb789
  ^bb788:  // pred: ^bb787
    %5369 = llvm.extractvalue %1556[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5370 = llvm.mlir.constant(256 : index) : i64
    %5371 = llvm.mul %5361, %5370 overflow<nsw, nuw> : i64
    %5372 = llvm.mlir.constant(32 : index) : i64
    %5373 = llvm.mul %5363, %5372 overflow<nsw, nuw> : i64
    %5374 = llvm.add %5371, %5373 overflow<nsw, nuw> : i64
    %5375 = llvm.mlir.constant(8 : index) : i64
    %5376 = llvm.mul %5365, %5375 overflow<nsw, nuw> : i64
    %5377 = llvm.add %5374, %5376 overflow<nsw, nuw> : i64
    %5378 = llvm.add %5377, %5367 overflow<nsw, nuw> : i64
    %5379 = llvm.getelementptr inbounds|nuw %5369[%5378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5380 = llvm.load %5379 : !llvm.ptr -> f32
    %5381 = llvm.extractvalue %5360[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5382 = llvm.mlir.constant(256 : index) : i64
    %5383 = llvm.mul %5361, %5382 overflow<nsw, nuw> : i64
    %5384 = llvm.mlir.constant(32 : index) : i64
    %5385 = llvm.mul %5363, %5384 overflow<nsw, nuw> : i64
    %5386 = llvm.add %5383, %5385 overflow<nsw, nuw> : i64
    %5387 = llvm.mlir.constant(8 : index) : i64
    %5388 = llvm.mul %5365, %5387 overflow<nsw, nuw> : i64
    %5389 = llvm.add %5386, %5388 overflow<nsw, nuw> : i64
    %5390 = llvm.add %5389, %5367 overflow<nsw, nuw> : i64
    %5391 = llvm.getelementptr inbounds|nuw %5381[%5390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5380, %5391 : f32, !llvm.ptr
    %5392 = llvm.add %5367, %16 : i64
    llvm.br ^bb787(%5392 : i64)
  ^bb789:  // pred: ^bb787
    %5393 = llvm.add %5365, %16 : i64
    llvm.br ^bb785(%5393 : i64)
  ^bb790:  // pred: ^bb785
    %5394 = llvm.add %5363, %16 : i64
    llvm.br ^bb783(%5394 : i64)
  ^bb791:  // pred: ^bb783
    %5395 = llvm.add %5361, %16 : i64
    llvm.br ^bb781(%5395 : i64)
  ^bb792:  // pred: ^bb781
    llvm.br ^bb793(%17 : i64)
  ^bb793(%5396: i64):  // 2 preds: ^bb792, ^bb806
    %5397 = llvm.icmp "slt" %5396, %16 : i64
    llvm.cond_br %5397, ^bb794, ^bb807
  ^bb794:  // pred: ^bb793
    llvm.br ^bb795(%17 : i64)
  ^bb795(%5398: i64):  // 2 preds: ^bb794, ^bb805
    %5399 = llvm.icmp "slt" %5398, %15 : i64
    llvm.cond_br %5399, ^bb796, ^bb806
  ^bb796:  // pred: ^bb795
    llvm.br ^bb797(%17 : i64)
  ^bb797(%5400: i64):  // 2 preds: ^bb796, ^bb804
    %5401 = llvm.icmp "slt" %5400, %13 : i64
    llvm.cond_br %5401, ^bb798, ^bb805
  ^bb798:  // pred: ^bb797
    llvm.br ^bb799(%17 : i64)
  ^bb799(%5402: i64):  // 2 preds: ^bb798, ^bb803
    %5403 = llvm.icmp "slt" %5402, %15 : i64
    llvm.cond_br %5403, ^bb800, ^bb804
  ^bb800:  // pred: ^bb799
    llvm.br ^bb801(%17 : i64)
  ^bb801(%5404: i64):  // 2 preds: ^bb800, ^bb802
    %5405 = llvm.icmp "slt" %5404, %14 : i64
    llvm.cond_br %5405, ^bb802, ^bb803
  ^bb802:  // pred: ^bb801
    %5406 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5407 = llvm.mlir.constant(256 : index) : i64
    %5408 = llvm.mul %5396, %5407 overflow<nsw, nuw> : i64
    %5409 = llvm.mlir.constant(32 : index) : i64
    %5410 = llvm.mul %5398, %5409 overflow<nsw, nuw> : i64
    %5411 = llvm.add %5408, %5410 overflow<nsw, nuw> : i64
    %5412 = llvm.add %5411, %5404 overflow<nsw, nuw> : i64
    %5413 = llvm.getelementptr inbounds|nuw %5406[%5412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5414 = llvm.load %5413 : !llvm.ptr -> f32
    %5415 = llvm.extractvalue %5326[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.mlir.constant(256 : index) : i64
    %5417 = llvm.mul %5400, %5416 overflow<nsw, nuw> : i64
    %5418 = llvm.mlir.constant(32 : index) : i64
    %5419 = llvm.mul %5402, %5418 overflow<nsw, nuw> : i64
    %5420 = llvm.add %5417, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5420, %5404 overflow<nsw, nuw> : i64
    %5422 = llvm.getelementptr inbounds|nuw %5415[%5421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5423 = llvm.load %5422 : !llvm.ptr -> f32
    %5424 = llvm.extractvalue %5360[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5425 = llvm.mlir.constant(256 : index) : i64
    %5426 = llvm.mul %5396, %5425 overflow<nsw, nuw> : i64
    %5427 = llvm.mlir.constant(32 : index) : i64
    %5428 = llvm.mul %5398, %5427 overflow<nsw, nuw> : i64
    %5429 = llvm.add %5426, %5428 overflow<nsw, nuw> : i64
    %5430 = llvm.mlir.constant(8 : index) : i64
    %5431 = llvm.mul %5400, %5430 overflow<nsw, nuw> : i64
    %5432 = llvm.add %5429, %5431 overflow<nsw, nuw> : i64
    %5433 = llvm.add %5432, %5402 overflow<nsw, nuw> : i64
    %5434 = llvm.getelementptr inbounds|nuw %5424[%5433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5435 = llvm.load %5434 : !llvm.ptr -> f32
    %5436 = llvm.fmul %5414, %5423 : f32
    %5437 = llvm.fadd %5435, %5436 : f32
    %5438 = llvm.extractvalue %5360[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5439 = llvm.mlir.constant(256 : index) : i64
    %5440 = llvm.mul %5396, %5439 overflow<nsw, nuw> : i64
    %5441 = llvm.mlir.constant(32 : index) : i64
    %5442 = llvm.mul %5398, %5441 overflow<nsw, nuw> : i64
    %5443 = llvm.add %5440, %5442 overflow<nsw, nuw> : i64
    %5444 = llvm.mlir.constant(8 : index) : i64
    %5445 = llvm.mul %5400, %5444 overflow<nsw, nuw> : i64
    %5446 = llvm.add %5443, %5445 overflow<nsw, nuw> : i64
    %5447 = llvm.add %5446, %5402 overflow<nsw, nuw> : i64
    %5448 = llvm.getelementptr inbounds|nuw %5438[%5447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5437, %5448 : f32, !llvm.ptr
    %5449 = llvm.add %5404, %16 : i64
    llvm.br ^bb801(%5449 : i64)
  ^bb803:  // pred: ^bb801
    %5450 = llvm.add %5402, %16 : i64
    llvm.br ^bb799(%5450 : i64)
  ^bb804:  // pred: ^bb799
    %5451 = llvm.add %5400, %16 : i64
    llvm.br ^bb797(%5451 : i64)
  ^bb805:  // pred: ^bb797
    %5452 = llvm.add %5398, %16 : i64
    llvm.br ^bb795(%5452 : i64)
  ^bb806:  // pred: ^bb795
    %5453 = llvm.add %5396, %16 : i64
    llvm.br ^bb793(%5453 : i64)
  ^bb807:  // pred: ^bb793
    %5454 = llvm.mlir.constant(1 : index) : i64
    %5455 = llvm.mlir.constant(4 : index) : i64
    %5456 = llvm.mlir.constant(8 : index) : i64
    %5457 = llvm.mlir.constant(8 : index) : i64
    %5458 = llvm.mlir.constant(1 : index) : i64
    %5459 = llvm.mlir.constant(64 : index) : i64
    %5460 = llvm.mlir.constant(256 : index) : i64
    %5461 = llvm.mlir.constant(256 : index) : i64
    %5462 = llvm.mlir.zero : !llvm.ptr
    %5463 = llvm.getelementptr %5462[%5461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5464 = llvm.ptrtoint %5463 : !llvm.ptr to i64
    %5465 = llvm.mlir.constant(64 : index) : i64
    %5466 = llvm.add %5464, %5465 : i64
    %5467 = llvm.call @malloc(%5466) : (i64) -> !llvm.ptr
    %5468 = llvm.ptrtoint %5467 : !llvm.ptr to i64
    %5469 = llvm.mlir.constant(1 : index) : i64
    %5470 = llvm.sub %5465, %5469 : i64
    %5471 = llvm.add %5468, %5470 : i64
    %5472 = llvm.urem %5471, %5465 : i64
    %5473 = llvm.sub %5471, %5472 : i64
    %5474 = llvm.inttoptr %5473 : i64 to !llvm.ptr
    %5475 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5476 = llvm.insertvalue %5467, %5475[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5477 = llvm.insertvalue %5474, %5476[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5478 = llvm.mlir.constant(0 : index) : i64
    %5479 = llvm.insertvalue %5478, %5477[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5480 = llvm.insertvalue %5454, %5479[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5481 = llvm.insertvalue %5455, %5480[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5482 = llvm.insertvalue %5456, %5481[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5483 = llvm.insertvalue %5457, %5482[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5484 = llvm.insertvalue %5460, %5483[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5485 = llvm.insertvalue %5459, %5484[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5486 = llvm.insertvalue %5457, %5485[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5487 = llvm.insertvalue %5458, %5486[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb808(%17 : i64)
  ^bb808(%5488: i64):  // 2 preds: ^bb807, ^bb818
    %5489 = llvm.icmp "slt" %5488, %16 : i64
    llvm.cond_br %5489, ^bb809, ^bb819
  ^bb809:  // pred: ^bb808
    llvm.br ^bb810(%17 : i64)
  ^bb810(%5490: i64):  // 2 preds: ^bb809, ^bb817
    %5491 = llvm.icmp "slt" %5490, %13 : i64
    llvm.cond_br %5491, ^bb811, ^bb818
  ^bb811:  // pred: ^bb810
    llvm.br ^bb812(%17 : i64)
  ^bb812(%5492: i64):  // 2 preds: ^bb811, ^bb816
    %5493 = llvm.icmp "slt" %5492, %15 : i64
    llvm.cond_br %5493, ^bb813, ^bb817
  ^bb813:  // pred: ^bb812
    llvm.br ^bb814(%17 : i64)
  ^bb814(%5494: i64):  // 2 preds: ^bb813, ^bb815
    %5495 = llvm.icmp "slt" %5494, %15 : i64
    llvm.cond_br %5495, ^bb815, ^bb816
  ^bb815:  // pred: ^bb814
    %5496 = llvm.extractvalue %5360[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5497 = llvm.mlir.constant(256 : index) : i64
    %5498 = llvm.mul %5488, %5497 overflow<nsw, nuw> : i64
    %5499 = llvm.mlir.constant(32 : index) : i64
    %5500 = llvm.mul %5492, %5499 overflow<nsw, nuw> : i64
    %5501 = llvm.add %5498, %5500 overflow<nsw, nuw> : i64
    %5502 = llvm.mlir.constant(8 : index) : i64
    %5503 = llvm.mul %5490, %5502 overflow<nsw, nuw> : i64
    %5504 = llvm.add %5501, %5503 overflow<nsw, nuw> : i64
    %5505 = llvm.add %5504, %5494 overflow<nsw, nuw> : i64
    %5506 = llvm.getelementptr inbounds|nuw %5496[%5505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5507 = llvm.load %5506 : !llvm.ptr -> f32
    %5508 = llvm.extractvalue %5487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5509 = llvm.mlir.constant(256 : index) : i64
    %5510 = llvm.mul %5488, %5509 overflow<nsw, nuw> : i64
    %5511 = llvm.mlir.constant(64 : index) : i64
    %5512 = llvm.mul %5490, %5511 overflow<nsw, nuw> : i64
    %5513 = llvm.add %5510, %5512 overflow<nsw, nuw> : i64
    %5514 = llvm.mlir.constant(8 : index) : i64
    %5515 = llvm.mul %5492, %5514 overflow<nsw, nuw> : i64
    %5516 = llvm.add %5513, %5515 overflow<nsw, nuw> : i64
    %5517 = llvm.add %5516, %5494 overflow<nsw, nuw> : i64
    %5518 = llvm.getelementptr inbounds|nuw %5508[%5517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5507, %5518 : f32, !llvm.ptr
    %5519 = llvm.add %5494, %16 : i64
    llvm.br ^bb814(%5519 : i64)
  ^bb816:  // pred: ^bb814
    %5520 = llvm.add %5492, %16 : i64
    llvm.br ^bb812(%5520 : i64)
  ^bb817:  // pred: ^bb812
    %5521 = llvm.add %5490, %16 : i64
    llvm.br ^bb810(%5521 : i64)
  ^bb818:  // pred: ^bb810
    %5522 = llvm.add %5488, %16 : i64
    llvm.br ^bb808(%5522 : i64)
  ^bb819:  // pred: ^bb808
    %5523 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5524 = llvm.extractvalue %200[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5525 = llvm.extractvalue %200[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5526 = llvm.insertvalue %5524, %5523[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5527 = llvm.insertvalue %5525, %5526[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5528 = llvm.mlir.constant(0 : index) : i64
    %5529 = llvm.insertvalue %5528, %5527[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5530 = llvm.mlir.constant(2 : index) : i64
    %5531 = llvm.insertvalue %5530, %5529[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5532 = llvm.mlir.constant(256 : index) : i64
    %5533 = llvm.insertvalue %5532, %5531[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5534 = llvm.mlir.constant(8 : index) : i64
    %5535 = llvm.insertvalue %5534, %5533[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5536 = llvm.mlir.constant(32 : index) : i64
    %5537 = llvm.insertvalue %5536, %5535[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5538 = llvm.mlir.constant(32 : index) : i64
    %5539 = llvm.insertvalue %5538, %5537[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5540 = llvm.mlir.constant(1 : index) : i64
    %5541 = llvm.insertvalue %5540, %5539[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5542 = llvm.mlir.constant(1 : index) : i64
    %5543 = llvm.mlir.constant(8 : index) : i64
    %5544 = llvm.mlir.constant(2 : index) : i64
    %5545 = llvm.mlir.constant(8 : index) : i64
    %5546 = llvm.mlir.constant(1 : index) : i64
    %5547 = llvm.mlir.constant(16 : index) : i64
    %5548 = llvm.mlir.constant(128 : index) : i64
    %5549 = llvm.mlir.constant(128 : index) : i64
    %5550 = llvm.mlir.zero : !llvm.ptr
    %5551 = llvm.getelementptr %5550[%5549] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5552 = llvm.ptrtoint %5551 : !llvm.ptr to i64
    %5553 = llvm.mlir.constant(64 : index) : i64
    %5554 = llvm.add %5552, %5553 : i64
    %5555 = llvm.call @malloc(%5554) : (i64) -> !llvm.ptr
    %5556 = llvm.ptrtoint %5555 : !llvm.ptr to i64
    %5557 = llvm.mlir.constant(1 : index) : i64
    %5558 = llvm.sub %5553, %5557 : i64
    %5559 = llvm.add %5556, %5558 : i64
    %5560 = llvm.urem %5559, %5553 : i64
    %5561 = llvm.sub %5559, %5560 : i64
    %5562 = llvm.inttoptr %5561 : i64 to !llvm.ptr
    %5563 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5564 = llvm.insertvalue %5555, %5563[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5565 = llvm.insertvalue %5562, %5564[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5566 = llvm.mlir.constant(0 : index) : i64
    %5567 = llvm.insertvalue %5566, %5565[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5568 = llvm.insertvalue %5542, %5567[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5569 = llvm.insertvalue %5543, %5568[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5570 = llvm.insertvalue %5544, %5569[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5571 = llvm.insertvalue %5545, %5570[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5572 = llvm.insertvalue %5548, %5571[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5573 = llvm.insertvalue %5547, %5572[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5574 = llvm.insertvalue %5545, %5573[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5575 = llvm.insertvalue %5546, %5574[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb820(%17 : i64)
  ^bb820(%5576: i64):  // 2 preds: ^bb819, ^bb830
    %5577 = llvm.icmp "slt" %5576, %16 : i64
    llvm.cond_br %5577, ^bb821, ^bb831
  ^bb821:  // pred: ^bb820
    llvm.br ^bb822(%17 : i64)
  ^bb822(%5578: i64):  // 2 preds: ^bb821, ^bb829
    %5579 = llvm.icmp "slt" %5578, %15 : i64
    llvm.cond_br %5579, ^bb823, ^bb830
  ^bb823:  // pred: ^bb822
    llvm.br ^bb824(%17 : i64)
  ^bb824(%5580: i64):  // 2 preds: ^bb823, ^bb828
    %5581 = llvm.icmp "slt" %5580, %11 : i64
    llvm.cond_br %5581, ^bb825, ^bb829
  ^bb825:  // pred: ^bb824
    llvm.br ^bb826(%17 : i64)
  ^bb826(%5582: i64):  // 2 preds: ^bb825, ^bb827
    %5583 = llvm.icmp "slt" %5582, %15 : i64
    llvm.cond_br %5583, ^bb827, ^bb828
  ^bb827:  // pred: ^bb826
    %5584 = llvm.extractvalue %1831[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5585 = llvm.mlir.constant(128 : index) : i64
    %5586 = llvm.mul %5576, %5585 overflow<nsw, nuw> : i64
    %5587 = llvm.mlir.constant(16 : index) : i64
    %5588 = llvm.mul %5578, %5587 overflow<nsw, nuw> : i64
    %5589 = llvm.add %5586, %5588 overflow<nsw, nuw> : i64
    %5590 = llvm.mlir.constant(8 : index) : i64
    %5591 = llvm.mul %5580, %5590 overflow<nsw, nuw> : i64
    %5592 = llvm.add %5589, %5591 overflow<nsw, nuw> : i64
    %5593 = llvm.add %5592, %5582 overflow<nsw, nuw> : i64
    %5594 = llvm.getelementptr inbounds|nuw %5584[%5593] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5595 = llvm.load %5594 : !llvm.ptr -> f32
    %5596 = llvm.extractvalue %5575[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5597 = llvm.mlir.constant(128 : index) : i64
    %5598 = llvm.mul %5576, %5597 overflow<nsw, nuw> : i64
    %5599 = llvm.mlir.constant(16 : index) : i64
    %5600 = llvm.mul %5578, %5599 overflow<nsw, nuw> : i64
    %5601 = llvm.add %5598, %5600 overflow<nsw, nuw> : i64
    %5602 = llvm.mlir.constant(8 : index) : i64
    %5603 = llvm.mul %5580, %5602 overflow<nsw, nuw> : i64
    %5604 = llvm.add %5601, %5603 overflow<nsw, nuw> : i64
    %5605 = llvm.add %5604, %5582 overflow<nsw, nuw> : i64
    %5606 = llvm.getelementptr inbounds|nuw %5596[%5605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5595, %5606 : f32, !llvm.ptr
    %5607 = llvm.add %5582, %16 : i64
    llvm.br ^bb826(%5607 : i64)
  ^bb828:  // pred: ^bb826
    %5608 = llvm.add %5580, %16 : i64
    llvm.br ^bb824(%5608 : i64)
  ^bb829:  // pred: ^bb824
    %5609 = llvm.add %5578, %16 : i64
    llvm.br ^bb822(%5609 : i64)
  ^bb830:  // pred: ^bb822
    %5610 = llvm.add %5576, %16 : i64
    llvm.br ^bb820(%5610 : i64)
  ^bb831:  // pred: ^bb820
    llvm.br ^bb832(%17 : i64)
  ^bb832(%5611: i64):  // 2 preds: ^bb831, ^bb845
    %5612 = llvm.icmp "slt" %5611, %16 : i64
    llvm.cond_br %5612, ^bb833, ^bb846
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%17 : i64)
  ^bb834(%5613: i64):  // 2 preds: ^bb833, ^bb844
    %5614 = llvm.icmp "slt" %5613, %15 : i64
    llvm.cond_br %5614, ^bb835, ^bb845
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%17 : i64)
  ^bb836(%5615: i64):  // 2 preds: ^bb835, ^bb843
    %5616 = llvm.icmp "slt" %5615, %11 : i64
    llvm.cond_br %5616, ^bb837, ^bb844
  ^bb837:  // pred: ^bb836
    llvm.br ^bb838(%17 : i64)
  ^bb838(%5617: i64):  // 2 preds: ^bb837, ^bb842
    %5618 = llvm.icmp "slt" %5617, %15 : i64
    llvm.cond_br %5618, ^bb839, ^bb843
  ^bb839:  // pred: ^bb838
    llvm.br ^bb840(%17 : i64)
  ^bb840(%5619: i64):  // 2 preds: ^bb839, ^bb841
    %5620 = llvm.icmp "slt" %5619, %14 : i64
    llvm.cond_br %5620, ^bb841, ^bb842
  ^bb841:  // pred: ^bb840
    %5621 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5622 = llvm.mlir.constant(256 : index) : i64
    %5623 = llvm.mul %5611, %5622 overflow<nsw, nuw> : i64
    %5624 = llvm.mlir.constant(32 : index) : i64
    %5625 = llvm.mul %5613, %5624 overflow<nsw, nuw> : i64
    %5626 = llvm.add %5623, %5625 overflow<nsw, nuw> : i64
    %5627 = llvm.add %5626, %5619 overflow<nsw, nuw> : i64
    %5628 = llvm.getelementptr inbounds|nuw %5621[%5627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5629 = llvm.load %5628 : !llvm.ptr -> f32
    %5630 = llvm.extractvalue %5541[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5631 = llvm.mlir.constant(256 : index) : i64
    %5632 = llvm.mul %5615, %5631 overflow<nsw, nuw> : i64
    %5633 = llvm.mlir.constant(32 : index) : i64
    %5634 = llvm.mul %5617, %5633 overflow<nsw, nuw> : i64
    %5635 = llvm.add %5632, %5634 overflow<nsw, nuw> : i64
    %5636 = llvm.add %5635, %5619 overflow<nsw, nuw> : i64
    %5637 = llvm.getelementptr inbounds|nuw %5630[%5636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5638 = llvm.load %5637 : !llvm.ptr -> f32
    %5639 = llvm.extractvalue %5575[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5640 = llvm.mlir.constant(128 : index) : i64
    %5641 = llvm.mul %5611, %5640 overflow<nsw, nuw> : i64
    %5642 = llvm.mlir.constant(16 : index) : i64
    %5643 = llvm.mul %5613, %5642 overflow<nsw, nuw> : i64
    %5644 = llvm.add %5641, %5643 overflow<nsw, nuw> : i64
    %5645 = llvm.mlir.constant(8 : index) : i64
    %5646 = llvm.mul %5615, %5645 overflow<nsw, nuw> : i64
    %5647 = llvm.add %5644, %5646 overflow<nsw, nuw> : i64
    %5648 = llvm.add %5647, %5617 overflow<nsw, nuw> : i64
    %5649 = llvm.getelementptr inbounds|nuw %5639[%5648] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5650 = llvm.load %5649 : !llvm.ptr -> f32
    %5651 = llvm.fmul %5629, %5638 : f32
    %5652 = llvm.fadd %5650, %5651 : f32
    %5653 = llvm.extractvalue %5575[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5654 = llvm.mlir.constant(128 : index) : i64
    %5655 = llvm.mul %5611, %5654 overflow<nsw, nuw> : i64
    %5656 = llvm.mlir.constant(16 : index) : i64
    %5657 = llvm.mul %5613, %5656 overflow<nsw, nuw> : i64
    %5658 = llvm.add %5655, %5657 overflow<nsw, nuw> : i64
    %5659 = llvm.mlir.constant(8 : index) : i64
    %5660 = llvm.mul %5615, %5659 overflow<nsw, nuw> : i64
    %5661 = llvm.add %5658, %5660 overflow<nsw, nuw> : i64
    %5662 = llvm.add %5661, %5617 overflow<nsw, nuw> : i64
    %5663 = llvm.getelementptr inbounds|nuw %5653[%5662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5652, %5663 : f32, !llvm.ptr
    %5664 = llvm.add %5619, %16 : i64
    llvm.br ^bb840(%5664 : i64)
  ^bb842:  // pred: ^bb840
    %5665 = llvm.add %5617, %16 : i64
    llvm.br ^bb838(%5665 : i64)
  ^bb843:  // pred: ^bb838
    %5666 = llvm.add %5615, %16 : i64
    llvm.br ^bb836(%5666 : i64)
  ^bb844:  // pred: ^bb836
    %5667 = llvm.add %5613, %16 : i64
    llvm.br ^bb834(%5667 : i64)
  ^bb845:  // pred: ^bb834
    %5668 = llvm.add %5611, %16 : i64
    llvm.br ^bb832(%5668 : i64)
  ^bb846:  // pred: ^bb832
    %5669 = llvm.mlir.constant(1 : index) : i64
    %5670 = llvm.mlir.constant(2 : index) : i64
    %5671 = llvm.mlir.constant(8 : index) : i64
    %5672 = llvm.mlir.constant(8 : index) : i64
    %5673 = llvm.mlir.constant(1 : index) : i64
    %5674 = llvm.mlir.constant(64 : index) : i64
    %5675 = llvm.mlir.constant(128 : index) : i64
    %5676 = llvm.mlir.constant(128 : index) : i64
    %5677 = llvm.mlir.zero : !llvm.ptr
    %5678 = llvm.getelementptr %5677[%5676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5679 = llvm.ptrtoint %5678 : !llvm.ptr to i64
    %5680 = llvm.mlir.constant(64 : index) : i64
    %5681 = llvm.add %5679, %5680 : i64
    %5682 = llvm.call @malloc(%5681) : (i64) -> !llvm.ptr
    %5683 = llvm.ptrtoint %5682 : !llvm.ptr to i64
    %5684 = llvm.mlir.constant(1 : index) : i64
    %5685 = llvm.sub %5680, %5684 : i64
    %5686 = llvm.add %5683, %5685 : i64
    %5687 = llvm.urem %5686, %5680 : i64
    %5688 = llvm.sub %5686, %5687 : i64
    %5689 = llvm.inttoptr %5688 : i64 to !llvm.ptr
    %5690 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5691 = llvm.insertvalue %5682, %5690[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5692 = llvm.insertvalue %5689, %5691[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5693 = llvm.mlir.constant(0 : index) : i64
    %5694 = llvm.insertvalue %5693, %5692[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5695 = llvm.insertvalue %5669, %5694[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5696 = llvm.insertvalue %5670, %5695[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5697 = llvm.insertvalue %5671, %5696[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5698 = llvm.insertvalue %5672, %5697[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5699 = llvm.insertvalue %5675, %5698[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5700 = llvm.insertvalue %5674, %5699[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5701 = llvm.insertvalue %5672, %5700[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5702 = llvm.insertvalue %5673, %5701[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb847(%17 : i64)
  ^bb847(%5703: i64):  // 2 preds: ^bb846, ^bb857
    %5704 = llvm.icmp "slt" %5703, %16 : i64
    llvm.cond_br %5704, ^bb848, ^bb858
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%17 : i64)
  ^bb849(%5705: i64):  // 2 preds: ^bb848, ^bb856
    %5706 = llvm.icmp "slt" %5705, %11 : i64
    llvm.cond_br %5706, ^bb850, ^bb857
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%17 : i64)
  ^bb851(%5707: i64):  // 2 preds: ^bb850, ^bb855
    %5708 = llvm.icmp "slt" %5707, %15 : i64
    llvm.cond_br %5708, ^bb852, ^bb856
  ^bb852:  // pred: ^bb851
    llvm.br ^bb853(%17 : i64)
  ^bb853(%5709: i64):  // 2 preds: ^bb852, ^bb854
    %5710 = llvm.icmp "slt" %5709, %15 : i64
    llvm.cond_br %5710, ^bb854, ^bb855
  ^bb854:  // pred: ^bb853
    %5711 = llvm.extractvalue %5575[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5712 = llvm.mlir.constant(128 : index) : i64
    %5713 = llvm.mul %5703, %5712 overflow<nsw, nuw> : i64
    %5714 = llvm.mlir.constant(16 : index) : i64
    %5715 = llvm.mul %5707, %5714 overflow<nsw, nuw> : i64
    %5716 = llvm.add %5713, %5715 overflow<nsw, nuw> : i64
    %5717 = llvm.mlir.constant(8 : index) : i64
    %5718 = llvm.mul %5705, %5717 overflow<nsw, nuw> : i64
    %5719 = llvm.add %5716, %5718 overflow<nsw, nuw> : i64
    %5720 = llvm.add %5719, %5709 overflow<nsw, nuw> : i64
    %5721 = llvm.getelementptr inbounds|nuw %5711[%5720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5722 = llvm.load %5721 : !llvm.ptr -> f32
    %5723 = llvm.extractvalue %5702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5724 = llvm.mlir.constant(128 : index) : i64
    %5725 = llvm.mul %5703, %5724 overflow<nsw, nuw> : i64
    %5726 = llvm.mlir.constant(64 : index) : i64
    %5727 = llvm.mul %5705, %5726 overflow<nsw, nuw> : i64
    %5728 = llvm.add %5725, %5727 overflow<nsw, nuw> : i64
    %5729 = llvm.mlir.constant(8 : index) : i64
    %5730 = llvm.mul %5707, %5729 overflow<nsw, nuw> : i64
    %5731 = llvm.add %5728, %5730 overflow<nsw, nuw> : i64
    %5732 = llvm.add %5731, %5709 overflow<nsw, nuw> : i64
    %5733 = llvm.getelementptr inbounds|nuw %5723[%5732] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5722, %5733 : f32, !llvm.ptr
    %5734 = llvm.add %5709, %16 : i64
    llvm.br ^bb853(%5734 : i64)
  ^bb855:  // pred: ^bb853
    %5735 = llvm.add %5707, %16 : i64
    llvm.br ^bb851(%5735 : i64)
  ^bb856:  // pred: ^bb851
    %5736 = llvm.add %5705, %16 : i64
    llvm.br ^bb849(%5736 : i64)
  ^bb857:  // pred: ^bb849
    %5737 = llvm.add %5703, %16 : i64
    llvm.br ^bb847(%5737 : i64)
  ^bb858:  // pred: ^bb847
    %5738 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5739 = llvm.extractvalue %180[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5740 = llvm.extractvalue %180[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5741 = llvm.insertvalue %5739, %5738[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5742 = llvm.insertvalue %5740, %5741[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5743 = llvm.mlir.constant(0 : index) : i64
    %5744 = llvm.insertvalue %5743, %5742[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5745 = llvm.mlir.constant(2 : index) : i64
    %5746 = llvm.insertvalue %5745, %5744[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5747 = llvm.mlir.constant(256 : index) : i64
    %5748 = llvm.insertvalue %5747, %5746[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5749 = llvm.mlir.constant(8 : index) : i64
    %5750 = llvm.insertvalue %5749, %5748[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5751 = llvm.mlir.constant(32 : index) : i64
    %5752 = llvm.insertvalue %5751, %5750[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5753 = llvm.mlir.constant(32 : index) : i64
    %5754 = llvm.insertvalue %5753, %5752[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5755 = llvm.mlir.constant(1 : index) : i64
    %5756 = llvm.insertvalue %5755, %5754[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5757 = llvm.mlir.constant(1 : index) : i64
    %5758 = llvm.mlir.constant(8 : index) : i64
    %5759 = llvm.mlir.constant(2 : index) : i64
    %5760 = llvm.mlir.constant(8 : index) : i64
    %5761 = llvm.mlir.constant(1 : index) : i64
    %5762 = llvm.mlir.constant(16 : index) : i64
    %5763 = llvm.mlir.constant(128 : index) : i64
    %5764 = llvm.mlir.constant(128 : index) : i64
    %5765 = llvm.mlir.zero : !llvm.ptr
    %5766 = llvm.getelementptr %5765[%5764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5767 = llvm.ptrtoint %5766 : !llvm.ptr to i64
    %5768 = llvm.mlir.constant(64 : index) : i64
    %5769 = llvm.add %5767, %5768 : i64
    %5770 = llvm.call @malloc(%5769) : (i64) -> !llvm.ptr
    %5771 = llvm.ptrtoint %5770 : !llvm.ptr to i64
    %5772 = llvm.mlir.constant(1 : index) : i64
    %5773 = llvm.sub %5768, %5772 : i64
    %5774 = llvm.add %5771, %5773 : i64
    %5775 = llvm.urem %5774, %5768 : i64
    %5776 = llvm.sub %5774, %5775 : i64
    %5777 = llvm.inttoptr %5776 : i64 to !llvm.ptr
    %5778 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5779 = llvm.insertvalue %5770, %5778[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5780 = llvm.insertvalue %5777, %5779[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5781 = llvm.mlir.constant(0 : index) : i64
    %5782 = llvm.insertvalue %5781, %5780[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5783 = llvm.insertvalue %5757, %5782[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5784 = llvm.insertvalue %5758, %5783[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5785 = llvm.insertvalue %5759, %5784[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5786 = llvm.insertvalue %5760, %5785[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5787 = llvm.insertvalue %5763, %5786[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5788 = llvm.insertvalue %5762, %5787[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5789 = llvm.insertvalue %5760, %5788[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5790 = llvm.insertvalue %5761, %5789[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb859(%17 : i64)
  ^bb859(%5791: i64):  // 2 preds: ^bb858, ^bb869
    %5792 = llvm.icmp "slt" %5791, %16 : i64
    llvm.cond_br %5792, ^bb860, ^bb870
  ^bb860:  // pred: ^bb859
    llvm.br ^bb861(%17 : i64)
  ^bb861(%5793: i64):  // 2 preds: ^bb860, ^bb868
    %5794 = llvm.icmp "slt" %5793, %15 : i64
    llvm.cond_br %5794, ^bb862, ^bb869
  ^bb862:  // pred: ^bb861
    llvm.br ^bb863(%17 : i64)
  ^bb863(%5795: i64):  // 2 preds: ^bb862, ^bb867
    %5796 = llvm.icmp "slt" %5795, %11 : i64
    llvm.cond_br %5796, ^bb864, ^bb868
  ^bb864:  // pred: ^bb863
    llvm.br ^bb865(%17 : i64)
  ^bb865(%5797: i64):  // 2 preds: ^bb864, ^bb866
    %5798 = llvm.icmp "slt" %5797, %15 : i64
    llvm.cond_br %5798, ^bb866, ^bb867
  ^bb866:  // pred: ^bb865
    %5799 = llvm.extractvalue %1831[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5800 = llvm.mlir.constant(128 : index) : i64
    %5801 = llvm.mul %5791, %5800 overflow<nsw, nuw> : i64
    %5802 = llvm.mlir.constant(16 : index) : i64
    %5803 = llvm.mul %5793, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.add %5801, %5803 overflow<nsw, nuw> : i64
    %5805 = llvm.mlir.constant(8 : index) : i64
    %5806 = llvm.mul %5795, %5805 overflow<nsw, nuw> : i64
    %5807 = llvm.add %5804, %5806 overflow<nsw, nuw> : i64
    %5808 = llvm.add %5807, %5797 overflow<nsw, nuw> : i64
    %5809 = llvm.getelementptr inbounds|nuw %5799[%5808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5810 = llvm.load %5809 : !llvm.ptr -> f32
    %5811 = llvm.extractvalue %5790[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5812 = llvm.mlir.constant(128 : index) : i64
    %5813 = llvm.mul %5791, %5812 overflow<nsw, nuw> : i64
    %5814 = llvm.mlir.constant(16 : index) : i64
    %5815 = llvm.mul %5793, %5814 overflow<nsw, nuw> : i64
    %5816 = llvm.add %5813, %5815 overflow<nsw, nuw> : i64
    %5817 = llvm.mlir.constant(8 : index) : i64
    %5818 = llvm.mul %5795, %5817 overflow<nsw, nuw> : i64
    %5819 = llvm.add %5816, %5818 overflow<nsw, nuw> : i64
    %5820 = llvm.add %5819, %5797 overflow<nsw, nuw> : i64
    %5821 = llvm.getelementptr inbounds|nuw %5811[%5820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5810, %5821 : f32, !llvm.ptr
    %5822 = llvm.add %5797, %16 : i64
    llvm.br ^bb865(%5822 : i64)
  ^bb867:  // pred: ^bb865
    %5823 = llvm.add %5795, %16 : i64
    llvm.br ^bb863(%5823 : i64)
  ^bb868:  // pred: ^bb863
    %5824 = llvm.add %5793, %16 : i64
    llvm.br ^bb861(%5824 : i64)
  ^bb869:  // pred: ^bb861
    %5825 = llvm.add %5791, %16 : i64
    llvm.br ^bb859(%5825 : i64)
  ^bb870:  // pred: ^bb859
    llvm.br ^bb871(%17 : i64)
  ^bb871(%5826: i64):  // 2 preds: ^bb870, ^bb884
    %5827 = llvm.icmp "slt" %5826, %16 : i64
    llvm.cond_br %5827, ^bb872, ^bb885
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%17 : i64)
  ^bb873(%5828: i64):  // 2 preds: ^bb872, ^bb883
    %5829 = llvm.icmp "slt" %5828, %15 : i64
    llvm.cond_br %5829, ^bb874, ^bb884
  ^bb874:  // pred: ^bb873
    llvm.br ^bb875(%17 : i64)
  ^bb875(%5830: i64):  // 2 preds: ^bb874, ^bb882
    %5831 = llvm.icmp "slt" %5830, %11 : i64
    llvm.cond_br %5831, ^bb876, ^bb883
  ^bb876:  // pred: ^bb875
    llvm.br ^bb877(%17 : i64)
  ^bb877(%5832: i64):  // 2 preds: ^bb876, ^bb881
    %5833 = llvm.icmp "slt" %5832, %15 : i64
    llvm.cond_br %5833, ^bb878, ^bb882
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%17 : i64)
  ^bb879(%5834: i64):  // 2 preds: ^bb878, ^bb880
    %5835 = llvm.icmp "slt" %5834, %14 : i64
    llvm.cond_br %5835, ^bb880, ^bb881
  ^bb880:  // pred: ^bb879
    %5836 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5837 = llvm.mlir.constant(256 : index) : i64
    %5838 = llvm.mul %5826, %5837 overflow<nsw, nuw> : i64
    %5839 = llvm.mlir.constant(32 : index) : i64
    %5840 = llvm.mul %5828, %5839 overflow<nsw, nuw> : i64
    %5841 = llvm.add %5838, %5840 overflow<nsw, nuw> : i64
    %5842 = llvm.add %5841, %5834 overflow<nsw, nuw> : i64
    %5843 = llvm.getelementptr inbounds|nuw %5836[%5842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5844 = llvm.load %5843 : !llvm.ptr -> f32
    %5845 = llvm.extractvalue %5756[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5846 = llvm.mlir.constant(256 : index) : i64
    %5847 = llvm.mul %5830, %5846 overflow<nsw, nuw> : i64
    %5848 = llvm.mlir.constant(32 : index) : i64
    %5849 = llvm.mul %5832, %5848 overflow<nsw, nuw> : i64
    %5850 = llvm.add %5847, %5849 overflow<nsw, nuw> : i64
    %5851 = llvm.add %5850, %5834 overflow<nsw, nuw> : i64
    %5852 = llvm.getelementptr inbounds|nuw %5845[%5851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5853 = llvm.load %5852 : !llvm.ptr -> f32
    %5854 = llvm.extractvalue %5790[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5855 = llvm.mlir.constant(128 : index) : i64
    %5856 = llvm.mul %5826, %5855 overflow<nsw, nuw> : i64
    %5857 = llvm.mlir.constant(16 : index) : i64
    %5858 = llvm.mul %5828, %5857 overflow<nsw, nuw> : i64
    %5859 = llvm.add %5856, %5858 overflow<nsw, nuw> : i64
    %5860 = llvm.mlir.constant(8 : index) : i64
    %5861 = llvm.mul %5830, %5860 overflow<nsw, nuw> : i64
    %5862 = llvm.add %5859, %5861 overflow<nsw, nuw> : i64
    %5863 = llvm.add %5862, %5832 overflow<nsw, nuw> : i64
    %5864 = llvm.getelementptr inbounds|nuw %5854[%5863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5865 = llvm.load %5864 : !llvm.ptr -> f32
    %5866 = llvm.fmul %5844, %5853 : f32
    %5867 = llvm.fadd %5865, %5866 : f32
    %5868 = llvm.extractvalue %5790[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5869 = llvm.mlir.constant(128 : index) : i64
    %5870 = llvm.mul %5826, %5869 overflow<nsw, nuw> : i64
    %5871 = llvm.mlir.constant(16 : index) : i64
    %5872 = llvm.mul %5828, %5871 overflow<nsw, nuw> : i64
    %5873 = llvm.add %5870, %5872 overflow<nsw, nuw> : i64
    %5874 = llvm.mlir.constant(8 : index) : i64
    %5875 = llvm.mul %5830, %5874 overflow<nsw, nuw> : i64
    %5876 = llvm.add %5873, %5875 overflow<nsw, nuw> : i64
    %5877 = llvm.add %5876, %5832 overflow<nsw, nuw> : i64
    %5878 = llvm.getelementptr inbounds|nuw %5868[%5877] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5867, %5878 : f32, !llvm.ptr
    %5879 = llvm.add %5834, %16 : i64
    llvm.br ^bb879(%5879 : i64)
  ^bb881:  // pred: ^bb879
    %5880 = llvm.add %5832, %16 : i64
    llvm.br ^bb877(%5880 : i64)
  ^bb882:  // pred: ^bb877
    %5881 = llvm.add %5830, %16 : i64
    llvm.br ^bb875(%5881 : i64)
  ^bb883:  // pred: ^bb875
    %5882 = llvm.add %5828, %16 : i64
    llvm.br ^bb873(%5882 : i64)
  ^bb884:  // pred: ^bb873
    %5883 = llvm.add %5826, %16 : i64
    llvm.br ^bb871(%5883 : i64)
  ^bb885:  // pred: ^bb871
    %5884 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5885 = llvm.extractvalue %5487[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5886 = llvm.extractvalue %5487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5887 = llvm.insertvalue %5885, %5884[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5888 = llvm.insertvalue %5886, %5887[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5889 = llvm.mlir.constant(4 : index) : i64
    %5890 = llvm.insertvalue %5889, %5888[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5891 = llvm.mlir.constant(1 : index) : i64
    %5892 = llvm.insertvalue %5891, %5890[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5893 = llvm.mlir.constant(256 : index) : i64
    %5894 = llvm.insertvalue %5893, %5892[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5895 = llvm.mlir.constant(4 : index) : i64
    %5896 = llvm.insertvalue %5895, %5894[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5897 = llvm.mlir.constant(64 : index) : i64
    %5898 = llvm.insertvalue %5897, %5896[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5899 = llvm.mlir.constant(8 : index) : i64
    %5900 = llvm.insertvalue %5899, %5898[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5901 = llvm.mlir.constant(8 : index) : i64
    %5902 = llvm.insertvalue %5901, %5900[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5903 = llvm.mlir.constant(4 : index) : i64
    %5904 = llvm.insertvalue %5903, %5902[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5905 = llvm.mlir.constant(1 : index) : i64
    %5906 = llvm.insertvalue %5905, %5904[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5907 = llvm.mlir.constant(1 : index) : i64
    %5908 = llvm.mlir.constant(4 : index) : i64
    %5909 = llvm.mlir.constant(8 : index) : i64
    %5910 = llvm.mlir.constant(4 : index) : i64
    %5911 = llvm.mlir.constant(1 : index) : i64
    %5912 = llvm.mlir.constant(32 : index) : i64
    %5913 = llvm.mlir.constant(128 : index) : i64
    %5914 = llvm.mlir.constant(128 : index) : i64
    %5915 = llvm.mlir.zero : !llvm.ptr
    %5916 = llvm.getelementptr %5915[%5914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5917 = llvm.ptrtoint %5916 : !llvm.ptr to i64
    %5918 = llvm.mlir.constant(64 : index) : i64
    %5919 = llvm.add %5917, %5918 : i64
    %5920 = llvm.call @malloc(%5919) : (i64) -> !llvm.ptr
    %5921 = llvm.ptrtoint %5920 : !llvm.ptr to i64
    %5922 = llvm.mlir.constant(1 : index) : i64
    %5923 = llvm.sub %5918, %5922 : i64
    %5924 = llvm.add %5921, %5923 : i64
    %5925 = llvm.urem %5924, %5918 : i64
    %5926 = llvm.sub %5924, %5925 : i64
    %5927 = llvm.inttoptr %5926 : i64 to !llvm.ptr
    %5928 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5929 = llvm.insertvalue %5920, %5928[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5930 = llvm.insertvalue %5927, %5929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5931 = llvm.mlir.constant(0 : index) : i64
    %5932 = llvm.insertvalue %5931, %5930[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5933 = llvm.insertvalue %5907, %5932[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5934 = llvm.insertvalue %5908, %5933[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5935 = llvm.insertvalue %5909, %5934[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5936 = llvm.insertvalue %5910, %5935[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5937 = llvm.insertvalue %5913, %5936[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5938 = llvm.insertvalue %5912, %5937[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5939 = llvm.insertvalue %5910, %5938[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5940 = llvm.insertvalue %5911, %5939[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb886(%17 : i64)
  ^bb886(%5941: i64):  // 2 preds: ^bb885, ^bb896
    %5942 = llvm.icmp "slt" %5941, %16 : i64
    llvm.cond_br %5942, ^bb887, ^bb897
  ^bb887:  // pred: ^bb886
    llvm.br ^bb888(%17 : i64)
  ^bb888(%5943: i64):  // 2 preds: ^bb887, ^bb895
    %5944 = llvm.icmp "slt" %5943, %13 : i64
    llvm.cond_br %5944, ^bb889, ^bb896
  ^bb889:  // pred: ^bb888
    llvm.br ^bb890(%17 : i64)
  ^bb890(%5945: i64):  // 2 preds: ^bb889, ^bb894
    %5946 = llvm.icmp "slt" %5945, %15 : i64
    llvm.cond_br %5946, ^bb891, ^bb895
  ^bb891:  // pred: ^bb890
    llvm.br ^bb892(%17 : i64)
  ^bb892(%5947: i64):  // 2 preds: ^bb891, ^bb893
    %5948 = llvm.icmp "slt" %5947, %13 : i64
    llvm.cond_br %5948, ^bb893, ^bb894
  ^bb893:  // pred: ^bb892
    %5949 = llvm.extractvalue %5906[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5950 = llvm.mlir.constant(4 : index) : i64
    %5951 = llvm.getelementptr %5949[%5950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5952 = llvm.mlir.constant(256 : index) : i64
    %5953 = llvm.mul %5941, %5952 overflow<nsw, nuw> : i64
    %5954 = llvm.mlir.constant(64 : index) : i64
    %5955 = llvm.mul %5943, %5954 overflow<nsw, nuw> : i64
    %5956 = llvm.add %5953, %5955 overflow<nsw, nuw> : i64
    %5957 = llvm.mlir.constant(8 : index) : i64
    %5958 = llvm.mul %5945, %5957 overflow<nsw, nuw> : i64
    %5959 = llvm.add %5956, %5958 overflow<nsw, nuw> : i64
    %5960 = llvm.add %5959, %5947 overflow<nsw, nuw> : i64
    %5961 = llvm.getelementptr inbounds|nuw %5951[%5960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5962 = llvm.load %5961 : !llvm.ptr -> f32
    %5963 = llvm.fneg %5962 : f32
    %5964 = llvm.extractvalue %5940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5965 = llvm.mlir.constant(128 : index) : i64
    %5966 = llvm.mul %5941, %5965 overflow<nsw, nuw> : i64
    %5967 = llvm.mlir.constant(32 : index) : i64
    %5968 = llvm.mul %5943, %5967 overflow<nsw, nuw> : i64
    %5969 = llvm.add %5966, %5968 overflow<nsw, nuw> : i64
    %5970 = llvm.mlir.constant(4 : index) : i64
    %5971 = llvm.mul %5945, %5970 overflow<nsw, nuw> : i64
    %5972 = llvm.add %5969, %5971 overflow<nsw, nuw> : i64
    %5973 = llvm.add %5972, %5947 overflow<nsw, nuw> : i64
    %5974 = llvm.getelementptr inbounds|nuw %5964[%5973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5963, %5974 : f32, !llvm.ptr
    %5975 = llvm.add %5947, %16 : i64
    llvm.br ^bb892(%5975 : i64)
  ^bb894:  // pred: ^bb892
    %5976 = llvm.add %5945, %16 : i64
    llvm.br ^bb890(%5976 : i64)
  ^bb895:  // pred: ^bb890
    %5977 = llvm.add %5943, %16 : i64
    llvm.br ^bb888(%5977 : i64)
  ^bb896:  // pred: ^bb888
    %5978 = llvm.add %5941, %16 : i64
    llvm.br ^bb886(%5978 : i64)
  ^bb897:  // pred: ^bb886
    %5979 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5980 = llvm.extractvalue %5487[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5981 = llvm.extractvalue %5487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5982 = llvm.insertvalue %5980, %5979[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5983 = llvm.insertvalue %5981, %5982[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5984 = llvm.mlir.constant(0 : index) : i64
    %5985 = llvm.insertvalue %5984, %5983[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5986 = llvm.mlir.constant(1 : index) : i64
    %5987 = llvm.insertvalue %5986, %5985[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5988 = llvm.mlir.constant(256 : index) : i64
    %5989 = llvm.insertvalue %5988, %5987[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5990 = llvm.mlir.constant(4 : index) : i64
    %5991 = llvm.insertvalue %5990, %5989[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5992 = llvm.mlir.constant(64 : index) : i64
    %5993 = llvm.insertvalue %5992, %5991[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5994 = llvm.mlir.constant(8 : index) : i64
    %5995 = llvm.insertvalue %5994, %5993[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5996 = llvm.mlir.constant(8 : index) : i64
    %5997 = llvm.insertvalue %5996, %5995[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5998 = llvm.mlir.constant(4 : index) : i64
    %5999 = llvm.insertvalue %5998, %5997[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6000 = llvm.mlir.constant(1 : index) : i64
    %6001 = llvm.insertvalue %6000, %5999[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6002 = llvm.mlir.constant(1 : index) : i64
    %6003 = llvm.mlir.constant(4 : index) : i64
    %6004 = llvm.mlir.constant(8 : index) : i64
    %6005 = llvm.mlir.constant(8 : index) : i64
    %6006 = llvm.mlir.constant(1 : index) : i64
    %6007 = llvm.mlir.constant(64 : index) : i64
    %6008 = llvm.mlir.constant(256 : index) : i64
    %6009 = llvm.mlir.constant(256 : index) : i64
    %6010 = llvm.mlir.zero : !llvm.ptr
    %6011 = llvm.getelementptr %6010[%6009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6012 = llvm.ptrtoint %6011 : !llvm.ptr to i64
    %6013 = llvm.mlir.constant(64 : index) : i64
    %6014 = llvm.add %6012, %6013 : i64
    %6015 = llvm.call @malloc(%6014) : (i64) -> !llvm.ptr
    %6016 = llvm.ptrtoint %6015 : !llvm.ptr to i64
    %6017 = llvm.mlir.constant(1 : index) : i64
    %6018 = llvm.sub %6013, %6017 : i64
    %6019 = llvm.add %6016, %6018 : i64
    %6020 = llvm.urem %6019, %6013 : i64
    %6021 = llvm.sub %6019, %6020 : i64
    %6022 = llvm.inttoptr %6021 : i64 to !llvm.ptr
    %6023 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6024 = llvm.insertvalue %6015, %6023[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6025 = llvm.insertvalue %6022, %6024[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6026 = llvm.mlir.constant(0 : index) : i64
    %6027 = llvm.insertvalue %6026, %6025[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6028 = llvm.insertvalue %6002, %6027[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6029 = llvm.insertvalue %6003, %6028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6030 = llvm.insertvalue %6004, %6029[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6031 = llvm.insertvalue %6005, %6030[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6032 = llvm.insertvalue %6008, %6031[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6033 = llvm.insertvalue %6007, %6032[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6034 = llvm.insertvalue %6005, %6033[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6035 = llvm.insertvalue %6006, %6034[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6036 = llvm.mlir.constant(1 : index) : i64
    %6037 = llvm.mlir.constant(4 : index) : i64
    %6038 = llvm.mlir.constant(8 : index) : i64
    %6039 = llvm.mlir.constant(8 : index) : i64
    %6040 = llvm.mlir.constant(1 : index) : i64
    %6041 = llvm.mlir.constant(64 : index) : i64
    %6042 = llvm.mlir.constant(256 : index) : i64
    %6043 = llvm.mlir.constant(256 : index) : i64
    %6044 = llvm.mlir.zero : !llvm.ptr
    %6045 = llvm.getelementptr %6044[%6043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6046 = llvm.ptrtoint %6045 : !llvm.ptr to i64
    %6047 = llvm.mlir.constant(64 : index) : i64
    %6048 = llvm.add %6046, %6047 : i64
    %6049 = llvm.call @malloc(%6048) : (i64) -> !llvm.ptr
    %6050 = llvm.ptrtoint %6049 : !llvm.ptr to i64
    %6051 = llvm.mlir.constant(1 : index) : i64
    %6052 = llvm.sub %6047, %6051 : i64
    %6053 = llvm.add %6050, %6052 : i64
    %6054 = llvm.urem %6053, %6047 : i64
    %6055 = llvm.sub %6053, %6054 : i64
    %6056 = llvm.inttoptr %6055 : i64 to !llvm.ptr
    %6057 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6058 = llvm.insertvalue %6049, %6057[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6059 = llvm.insertvalue %6056, %6058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6060 = llvm.mlir.constant(0 : index) : i64
    %6061 = llvm.insertvalue %6060, %6059[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6062 = llvm.insertvalue %6036, %6061[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6063 = llvm.insertvalue %6037, %6062[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6064 = llvm.insertvalue %6038, %6063[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6065 = llvm.insertvalue %6039, %6064[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6066 = llvm.insertvalue %6042, %6065[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6067 = llvm.insertvalue %6041, %6066[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6068 = llvm.insertvalue %6039, %6067[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6069 = llvm.insertvalue %6040, %6068[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb898(%17 : i64)
  ^bb898(%6070: i64):  // 2 preds: ^bb897, ^bb908
    %6071 = llvm.icmp "slt" %6070, %16 : i64
    llvm.cond_br %6071, ^bb899, ^bb909
  ^bb899:  // pred: ^bb898
    llvm.br ^bb900(%17 : i64)
  ^bb900(%6072: i64):  // 2 preds: ^bb899, ^bb907
    %6073 = llvm.icmp "slt" %6072, %13 : i64
    llvm.cond_br %6073, ^bb901, ^bb908
  ^bb901:  // pred: ^bb900
    llvm.br ^bb902(%17 : i64)
  ^bb902(%6074: i64):  // 2 preds: ^bb901, ^bb906
    %6075 = llvm.icmp "slt" %6074, %15 : i64
    llvm.cond_br %6075, ^bb903, ^bb907
  ^bb903:  // pred: ^bb902
    llvm.br ^bb904(%17 : i64)
  ^bb904(%6076: i64):  // 2 preds: ^bb903, ^bb905
    %6077 = llvm.icmp "slt" %6076, %15 : i64
    llvm.cond_br %6077, ^bb905, ^bb906
  ^bb905:  // pred: ^bb904
    %6078 = llvm.extractvalue %6035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6079 = llvm.mlir.constant(256 : index) : i64
    %6080 = llvm.mul %6070, %6079 overflow<nsw, nuw> : i64
    %6081 = llvm.mlir.constant(64 : index) : i64
    %6082 = llvm.mul %6072, %6081 overflow<nsw, nuw> : i64
    %6083 = llvm.add %6080, %6082 overflow<nsw, nuw> : i64
    %6084 = llvm.mlir.constant(8 : index) : i64
    %6085 = llvm.mul %6074, %6084 overflow<nsw, nuw> : i64
    %6086 = llvm.add %6083, %6085 overflow<nsw, nuw> : i64
    %6087 = llvm.add %6086, %6076 overflow<nsw, nuw> : i64
    %6088 = llvm.getelementptr inbounds|nuw %6078[%6087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6089 = llvm.load %6088 : !llvm.ptr -> f32
    %6090 = llvm.extractvalue %6069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6091 = llvm.mlir.constant(256 : index) : i64
    %6092 = llvm.mul %6070, %6091 overflow<nsw, nuw> : i64
    %6093 = llvm.mlir.constant(64 : index) : i64
    %6094 = llvm.mul %6072, %6093 overflow<nsw, nuw> : i64
    %6095 = llvm.add %6092, %6094 overflow<nsw, nuw> : i64
    %6096 = llvm.mlir.constant(8 : index) : i64
    %6097 = llvm.mul %6074, %6096 overflow<nsw, nuw> : i64
    %6098 = llvm.add %6095, %6097 overflow<nsw, nuw> : i64
    %6099 = llvm.add %6098, %6076 overflow<nsw, nuw> : i64
    %6100 = llvm.getelementptr inbounds|nuw %6090[%6099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6089, %6100 : f32, !llvm.ptr
    %6101 = llvm.add %6076, %16 : i64
    llvm.br ^bb904(%6101 : i64)
  ^bb906:  // pred: ^bb904
    %6102 = llvm.add %6074, %16 : i64
    llvm.br ^bb902(%6102 : i64)
  ^bb907:  // pred: ^bb902
    %6103 = llvm.add %6072, %16 : i64
    llvm.br ^bb900(%6103 : i64)
  ^bb908:  // pred: ^bb900
    %6104 = llvm.add %6070, %16 : i64
    llvm.br ^bb898(%6104 : i64)
  ^bb909:  // pred: ^bb898
    %6105 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6106 = llvm.extractvalue %6069[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6107 = llvm.extractvalue %6069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6108 = llvm.insertvalue %6106, %6105[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6109 = llvm.insertvalue %6107, %6108[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6110 = llvm.mlir.constant(0 : index) : i64
    %6111 = llvm.insertvalue %6110, %6109[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6112 = llvm.mlir.constant(1 : index) : i64
    %6113 = llvm.insertvalue %6112, %6111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6114 = llvm.mlir.constant(256 : index) : i64
    %6115 = llvm.insertvalue %6114, %6113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6116 = llvm.mlir.constant(4 : index) : i64
    %6117 = llvm.insertvalue %6116, %6115[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6118 = llvm.mlir.constant(64 : index) : i64
    %6119 = llvm.insertvalue %6118, %6117[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6120 = llvm.mlir.constant(8 : index) : i64
    %6121 = llvm.insertvalue %6120, %6119[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6122 = llvm.mlir.constant(8 : index) : i64
    %6123 = llvm.insertvalue %6122, %6121[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6124 = llvm.mlir.constant(4 : index) : i64
    %6125 = llvm.insertvalue %6124, %6123[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6126 = llvm.mlir.constant(1 : index) : i64
    %6127 = llvm.insertvalue %6126, %6125[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb910(%17 : i64)
  ^bb910(%6128: i64):  // 2 preds: ^bb909, ^bb920
    %6129 = llvm.icmp "slt" %6128, %16 : i64
    llvm.cond_br %6129, ^bb911, ^bb921
  ^bb911:  // pred: ^bb910
    llvm.br ^bb912(%17 : i64)
  ^bb912(%6130: i64):  // 2 preds: ^bb911, ^bb919
    %6131 = llvm.icmp "slt" %6130, %13 : i64
    llvm.cond_br %6131, ^bb913, ^bb920
  ^bb913:  // pred: ^bb912
    llvm.br ^bb914(%17 : i64)
  ^bb914(%6132: i64):  // 2 preds: ^bb913, ^bb918
    %6133 = llvm.icmp "slt" %6132, %15 : i64
    llvm.cond_br %6133, ^bb915, ^bb919
  ^bb915:  // pred: ^bb914
    llvm.br ^bb916(%17 : i64)
  ^bb916(%6134: i64):  // 2 preds: ^bb915, ^bb917
    %6135 = llvm.icmp "slt" %6134, %13 : i64
    llvm.cond_br %6135, ^bb917, ^bb918
  ^bb917:  // pred: ^bb916
    %6136 = llvm.extractvalue %5940[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6137 = llvm.mlir.constant(128 : index) : i64
    %6138 = llvm.mul %6128, %6137 overflow<nsw, nuw> : i64
    %6139 = llvm.mlir.constant(32 : index) : i64
    %6140 = llvm.mul %6130, %6139 overflow<nsw, nuw> : i64
    %6141 = llvm.add %6138, %6140 overflow<nsw, nuw> : i64
    %6142 = llvm.mlir.constant(4 : index) : i64
    %6143 = llvm.mul %6132, %6142 overflow<nsw, nuw> : i64
    %6144 = llvm.add %6141, %6143 overflow<nsw, nuw> : i64
    %6145 = llvm.add %6144, %6134 overflow<nsw, nuw> : i64
    %6146 = llvm.getelementptr inbounds|nuw %6136[%6145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6147 = llvm.load %6146 : !llvm.ptr -> f32
    %6148 = llvm.extractvalue %6127[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6149 = llvm.mlir.constant(256 : index) : i64
    %6150 = llvm.mul %6128, %6149 overflow<nsw, nuw> : i64
    %6151 = llvm.mlir.constant(64 : index) : i64
    %6152 = llvm.mul %6130, %6151 overflow<nsw, nuw> : i64
    %6153 = llvm.add %6150, %6152 overflow<nsw, nuw> : i64
    %6154 = llvm.mlir.constant(8 : index) : i64
    %6155 = llvm.mul %6132, %6154 overflow<nsw, nuw> : i64
    %6156 = llvm.add %6153, %6155 overflow<nsw, nuw> : i64
    %6157 = llvm.add %6156, %6134 overflow<nsw, nuw> : i64
    %6158 = llvm.getelementptr inbounds|nuw %6148[%6157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6147, %6158 : f32, !llvm.ptr
    %6159 = llvm.add %6134, %16 : i64
    llvm.br ^bb916(%6159 : i64)
  ^bb918:  // pred: ^bb916
    %6160 = llvm.add %6132, %16 : i64
    llvm.br ^bb914(%6160 : i64)
  ^bb919:  // pred: ^bb914
    %6161 = llvm.add %6130, %16 : i64
    llvm.br ^bb912(%6161 : i64)
  ^bb920:  // pred: ^bb912
    %6162 = llvm.add %6128, %16 : i64
    llvm.br ^bb910(%6162 : i64)
  ^bb921:  // pred: ^bb910
    %6163 = llvm.mlir.constant(1 : index) : i64
    %6164 = llvm.mlir.constant(4 : index) : i64
    %6165 = llvm.mlir.constant(8 : index) : i64
    %6166 = llvm.mlir.constant(8 : index) : i64
    %6167 = llvm.mlir.constant(1 : index) : i64
    %6168 = llvm.mlir.constant(64 : index) : i64
    %6169 = llvm.mlir.constant(256 : index) : i64
    %6170 = llvm.mlir.constant(256 : index) : i64
    %6171 = llvm.mlir.zero : !llvm.ptr
    %6172 = llvm.getelementptr %6171[%6170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6173 = llvm.ptrtoint %6172 : !llvm.ptr to i64
    %6174 = llvm.mlir.constant(64 : index) : i64
    %6175 = llvm.add %6173, %6174 : i64
    %6176 = llvm.call @malloc(%6175) : (i64) -> !llvm.ptr
    %6177 = llvm.ptrtoint %6176 : !llvm.ptr to i64
    %6178 = llvm.mlir.constant(1 : index) : i64
    %6179 = llvm.sub %6174, %6178 : i64
    %6180 = llvm.add %6177, %6179 : i64
    %6181 = llvm.urem %6180, %6174 : i64
    %6182 = llvm.sub %6180, %6181 : i64
    %6183 = llvm.inttoptr %6182 : i64 to !llvm.ptr
    %6184 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6185 = llvm.insertvalue %6176, %6184[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6186 = llvm.insertvalue %6183, %6185[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6187 = llvm.mlir.constant(0 : index) : i64
    %6188 = llvm.insertvalue %6187, %6186[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6189 = llvm.insertvalue %6163, %6188[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6190 = llvm.insertvalue %6164, %6189[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6191 = llvm.insertvalue %6165, %6190[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6192 = llvm.insertvalue %6166, %6191[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6193 = llvm.insertvalue %6169, %6192[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6194 = llvm.insertvalue %6168, %6193[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6195 = llvm.insertvalue %6166, %6194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6196 = llvm.insertvalue %6167, %6195[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb922(%17 : i64)
  ^bb922(%6197: i64):  // 2 preds: ^bb921, ^bb932
    %6198 = llvm.icmp "slt" %6197, %16 : i64
    llvm.cond_br %6198, ^bb923, ^bb933
  ^bb923:  // pred: ^bb922
    llvm.br ^bb924(%17 : i64)
  ^bb924(%6199: i64):  // 2 preds: ^bb923, ^bb931
    %6200 = llvm.icmp "slt" %6199, %13 : i64
    llvm.cond_br %6200, ^bb925, ^bb932
  ^bb925:  // pred: ^bb924
    llvm.br ^bb926(%17 : i64)
  ^bb926(%6201: i64):  // 2 preds: ^bb925, ^bb930
    %6202 = llvm.icmp "slt" %6201, %15 : i64
    llvm.cond_br %6202, ^bb927, ^bb931
  ^bb927:  // pred: ^bb926
    llvm.br ^bb928(%17 : i64)
  ^bb928(%6203: i64):  // 2 preds: ^bb927, ^bb929
    %6204 = llvm.icmp "slt" %6203, %15 : i64
    llvm.cond_br %6204, ^bb929, ^bb930
  ^bb929:  // pred: ^bb928
    %6205 = llvm.extractvalue %6069[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6206 = llvm.mlir.constant(256 : index) : i64
    %6207 = llvm.mul %6197, %6206 overflow<nsw, nuw> : i64
    %6208 = llvm.mlir.constant(64 : index) : i64
    %6209 = llvm.mul %6199, %6208 overflow<nsw, nuw> : i64
    %6210 = llvm.add %6207, %6209 overflow<nsw, nuw> : i64
    %6211 = llvm.mlir.constant(8 : index) : i64
    %6212 = llvm.mul %6201, %6211 overflow<nsw, nuw> : i64
    %6213 = llvm.add %6210, %6212 overflow<nsw, nuw> : i64
    %6214 = llvm.add %6213, %6203 overflow<nsw, nuw> : i64
    %6215 = llvm.getelementptr inbounds|nuw %6205[%6214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6216 = llvm.load %6215 : !llvm.ptr -> f32
    %6217 = llvm.extractvalue %6196[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6218 = llvm.mlir.constant(256 : index) : i64
    %6219 = llvm.mul %6197, %6218 overflow<nsw, nuw> : i64
    %6220 = llvm.mlir.constant(64 : index) : i64
    %6221 = llvm.mul %6199, %6220 overflow<nsw, nuw> : i64
    %6222 = llvm.add %6219, %6221 overflow<nsw, nuw> : i64
    %6223 = llvm.mlir.constant(8 : index) : i64
    %6224 = llvm.mul %6201, %6223 overflow<nsw, nuw> : i64
    %6225 = llvm.add %6222, %6224 overflow<nsw, nuw> : i64
    %6226 = llvm.add %6225, %6203 overflow<nsw, nuw> : i64
    %6227 = llvm.getelementptr inbounds|nuw %6217[%6226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6216, %6227 : f32, !llvm.ptr
    %6228 = llvm.add %6203, %16 : i64
    llvm.br ^bb928(%6228 : i64)
  ^bb930:  // pred: ^bb928
    %6229 = llvm.add %6201, %16 : i64
    llvm.br ^bb926(%6229 : i64)
  ^bb931:  // pred: ^bb926
    %6230 = llvm.add %6199, %16 : i64
    llvm.br ^bb924(%6230 : i64)
  ^bb932:  // pred: ^bb924
    %6231 = llvm.add %6197, %16 : i64
    llvm.br ^bb922(%6231 : i64)
  ^bb933:  // pred: ^bb922
    %6232 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6233 = llvm.extractvalue %6196[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6234 = llvm.extractvalue %6196[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6235 = llvm.insertvalue %6233, %6232[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6236 = llvm.insertvalue %6234, %6235[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6237 = llvm.mlir.constant(4 : index) : i64
    %6238 = llvm.insertvalue %6237, %6236[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6239 = llvm.mlir.constant(1 : index) : i64
    %6240 = llvm.insertvalue %6239, %6238[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6241 = llvm.mlir.constant(256 : index) : i64
    %6242 = llvm.insertvalue %6241, %6240[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6243 = llvm.mlir.constant(4 : index) : i64
    %6244 = llvm.insertvalue %6243, %6242[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6245 = llvm.mlir.constant(64 : index) : i64
    %6246 = llvm.insertvalue %6245, %6244[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6247 = llvm.mlir.constant(8 : index) : i64
    %6248 = llvm.insertvalue %6247, %6246[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6249 = llvm.mlir.constant(8 : index) : i64
    %6250 = llvm.insertvalue %6249, %6248[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6251 = llvm.mlir.constant(4 : index) : i64
    %6252 = llvm.insertvalue %6251, %6250[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6253 = llvm.mlir.constant(1 : index) : i64
    %6254 = llvm.insertvalue %6253, %6252[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb934(%17 : i64)
  ^bb934(%6255: i64):  // 2 preds: ^bb933, ^bb944
    %6256 = llvm.icmp "slt" %6255, %16 : i64
    llvm.cond_br %6256, ^bb935, ^bb945
  ^bb935:  // pred: ^bb934
    llvm.br ^bb936(%17 : i64)
  ^bb936(%6257: i64):  // 2 preds: ^bb935, ^bb943
    %6258 = llvm.icmp "slt" %6257, %13 : i64
    llvm.cond_br %6258, ^bb937, ^bb944
  ^bb937:  // pred: ^bb936
    llvm.br ^bb938(%17 : i64)
  ^bb938(%6259: i64):  // 2 preds: ^bb937, ^bb942
    %6260 = llvm.icmp "slt" %6259, %15 : i64
    llvm.cond_br %6260, ^bb939, ^bb943
  ^bb939:  // pred: ^bb938
    llvm.br ^bb940(%17 : i64)
  ^bb940(%6261: i64):  // 2 preds: ^bb939, ^bb941
    %6262 = llvm.icmp "slt" %6261, %13 : i64
    llvm.cond_br %6262, ^bb941, ^bb942
  ^bb941:  // pred: ^bb940
    %6263 = llvm.extractvalue %6001[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6264 = llvm.mlir.constant(256 : index) : i64
    %6265 = llvm.mul %6255, %6264 overflow<nsw, nuw> : i64
    %6266 = llvm.mlir.constant(64 : index) : i64
    %6267 = llvm.mul %6257, %6266 overflow<nsw, nuw> : i64
    %6268 = llvm.add %6265, %6267 overflow<nsw, nuw> : i64
    %6269 = llvm.mlir.constant(8 : index) : i64
    %6270 = llvm.mul %6259, %6269 overflow<nsw, nuw> : i64
    %6271 = llvm.add %6268, %6270 overflow<nsw, nuw> : i64
    %6272 = llvm.add %6271, %6261 overflow<nsw, nuw> : i64
    %6273 = llvm.getelementptr inbounds|nuw %6263[%6272] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6274 = llvm.load %6273 : !llvm.ptr -> f32
    %6275 = llvm.extractvalue %6254[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6276 = llvm.mlir.constant(4 : index) : i64
    %6277 = llvm.getelementptr %6275[%6276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6278 = llvm.mlir.constant(256 : index) : i64
    %6279 = llvm.mul %6255, %6278 overflow<nsw, nuw> : i64
    %6280 = llvm.mlir.constant(64 : index) : i64
    %6281 = llvm.mul %6257, %6280 overflow<nsw, nuw> : i64
    %6282 = llvm.add %6279, %6281 overflow<nsw, nuw> : i64
    %6283 = llvm.mlir.constant(8 : index) : i64
    %6284 = llvm.mul %6259, %6283 overflow<nsw, nuw> : i64
    %6285 = llvm.add %6282, %6284 overflow<nsw, nuw> : i64
    %6286 = llvm.add %6285, %6261 overflow<nsw, nuw> : i64
    %6287 = llvm.getelementptr inbounds|nuw %6277[%6286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6274, %6287 : f32, !llvm.ptr
    %6288 = llvm.add %6261, %16 : i64
    llvm.br ^bb940(%6288 : i64)
  ^bb942:  // pred: ^bb940
    %6289 = llvm.add %6259, %16 : i64
    llvm.br ^bb938(%6289 : i64)
  ^bb943:  // pred: ^bb938
    %6290 = llvm.add %6257, %16 : i64
    llvm.br ^bb936(%6290 : i64)
  ^bb944:  // pred: ^bb936
    %6291 = llvm.add %6255, %16 : i64
    llvm.br ^bb934(%6291 : i64)
  ^bb945:  // pred: ^bb934
    %6292 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6293 = llvm.extractvalue %5702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6294 = llvm.extractvalue %5702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6295 = llvm.insertvalue %6293, %6292[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6296 = llvm.insertvalue %6294, %6295[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6297 = llvm.mlir.constant(4 : index) : i64
    %6298 = llvm.insertvalue %6297, %6296[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6299 = llvm.mlir.constant(1 : index) : i64
    %6300 = llvm.insertvalue %6299, %6298[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6301 = llvm.mlir.constant(128 : index) : i64
    %6302 = llvm.insertvalue %6301, %6300[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6303 = llvm.mlir.constant(2 : index) : i64
    %6304 = llvm.insertvalue %6303, %6302[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6305 = llvm.mlir.constant(64 : index) : i64
    %6306 = llvm.insertvalue %6305, %6304[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6307 = llvm.mlir.constant(8 : index) : i64
    %6308 = llvm.insertvalue %6307, %6306[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6309 = llvm.mlir.constant(8 : index) : i64
    %6310 = llvm.insertvalue %6309, %6308[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6311 = llvm.mlir.constant(4 : index) : i64
    %6312 = llvm.insertvalue %6311, %6310[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6313 = llvm.mlir.constant(1 : index) : i64
    %6314 = llvm.insertvalue %6313, %6312[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6315 = llvm.mlir.constant(1 : index) : i64
    %6316 = llvm.mlir.constant(2 : index) : i64
    %6317 = llvm.mlir.constant(8 : index) : i64
    %6318 = llvm.mlir.constant(4 : index) : i64
    %6319 = llvm.mlir.constant(1 : index) : i64
    %6320 = llvm.mlir.constant(32 : index) : i64
    %6321 = llvm.mlir.constant(64 : index) : i64
    %6322 = llvm.mlir.constant(64 : index) : i64
    %6323 = llvm.mlir.zero : !llvm.ptr
    %6324 = llvm.getelementptr %6323[%6322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6325 = llvm.ptrtoint %6324 : !llvm.ptr to i64
    %6326 = llvm.mlir.constant(64 : index) : i64
    %6327 = llvm.add %6325, %6326 : i64
    %6328 = llvm.call @malloc(%6327) : (i64) -> !llvm.ptr
    %6329 = llvm.ptrtoint %6328 : !llvm.ptr to i64
    %6330 = llvm.mlir.constant(1 : index) : i64
    %6331 = llvm.sub %6326, %6330 : i64
    %6332 = llvm.add %6329, %6331 : i64
    %6333 = llvm.urem %6332, %6326 : i64
    %6334 = llvm.sub %6332, %6333 : i64
    %6335 = llvm.inttoptr %6334 : i64 to !llvm.ptr
    %6336 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6337 = llvm.insertvalue %6328, %6336[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6338 = llvm.insertvalue %6335, %6337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6339 = llvm.mlir.constant(0 : index) : i64
    %6340 = llvm.insertvalue %6339, %6338[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6341 = llvm.insertvalue %6315, %6340[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6342 = llvm.insertvalue %6316, %6341[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6343 = llvm.insertvalue %6317, %6342[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6344 = llvm.insertvalue %6318, %6343[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6345 = llvm.insertvalue %6321, %6344[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6346 = llvm.insertvalue %6320, %6345[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6347 = llvm.insertvalue %6318, %6346[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6348 = llvm.insertvalue %6319, %6347[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb946(%17 : i64)
  ^bb946(%6349: i64):  // 2 preds: ^bb945, ^bb956
    %6350 = llvm.icmp "slt" %6349, %16 : i64
    llvm.cond_br %6350, ^bb947, ^bb957
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%17 : i64)
  ^bb948(%6351: i64):  // 2 preds: ^bb947, ^bb955
    %6352 = llvm.icmp "slt" %6351, %11 : i64
    llvm.cond_br %6352, ^bb949, ^bb956
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%17 : i64)
  ^bb950(%6353: i64):  // 2 preds: ^bb949, ^bb954
    %6354 = llvm.icmp "slt" %6353, %15 : i64
    llvm.cond_br %6354, ^bb951, ^bb955
  ^bb951:  // pred: ^bb950
    llvm.br ^bb952(%17 : i64)
  ^bb952(%6355: i64):  // 2 preds: ^bb951, ^bb953
    %6356 = llvm.icmp "slt" %6355, %13 : i64
    llvm.cond_br %6356, ^bb953, ^bb954
  ^bb953:  // pred: ^bb952
    %6357 = llvm.extractvalue %6314[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6358 = llvm.mlir.constant(4 : index) : i64
    %6359 = llvm.getelementptr %6357[%6358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6360 = llvm.mlir.constant(128 : index) : i64
    %6361 = llvm.mul %6349, %6360 overflow<nsw, nuw> : i64
    %6362 = llvm.mlir.constant(64 : index) : i64
    %6363 = llvm.mul %6351, %6362 overflow<nsw, nuw> : i64
    %6364 = llvm.add %6361, %6363 overflow<nsw, nuw> : i64
    %6365 = llvm.mlir.constant(8 : index) : i64
    %6366 = llvm.mul %6353, %6365 overflow<nsw, nuw> : i64
    %6367 = llvm.add %6364, %6366 overflow<nsw, nuw> : i64
    %6368 = llvm.add %6367, %6355 overflow<nsw, nuw> : i64
    %6369 = llvm.getelementptr inbounds|nuw %6359[%6368] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6370 = llvm.load %6369 : !llvm.ptr -> f32
    %6371 = llvm.fneg %6370 : f32
    %6372 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6373 = llvm.mlir.constant(64 : index) : i64
    %6374 = llvm.mul %6349, %6373 overflow<nsw, nuw> : i64
    %6375 = llvm.mlir.constant(32 : index) : i64
    %6376 = llvm.mul %6351, %6375 overflow<nsw, nuw> : i64
    %6377 = llvm.add %6374, %6376 overflow<nsw, nuw> : i64
    %6378 = llvm.mlir.constant(4 : index) : i64
    %6379 = llvm.mul %6353, %6378 overflow<nsw, nuw> : i64
    %6380 = llvm.add %6377, %6379 overflow<nsw, nuw> : i64
    %6381 = llvm.add %6380, %6355 overflow<nsw, nuw> : i64
    %6382 = llvm.getelementptr inbounds|nuw %6372[%6381] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6371, %6382 : f32, !llvm.ptr
    %6383 = llvm.add %6355, %16 : i64
    llvm.br ^bb952(%6383 : i64)
  ^bb954:  // pred: ^bb952
    %6384 = llvm.add %6353, %16 : i64
    llvm.br ^bb950(%6384 : i64)
  ^bb955:  // pred: ^bb950
    %6385 = llvm.add %6351, %16 : i64
    llvm.br ^bb948(%6385 : i64)
  ^bb956:  // pred: ^bb948
    %6386 = llvm.add %6349, %16 : i64
    llvm.br ^bb946(%6386 : i64)
  ^bb957:  // pred: ^bb946
    %6387 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6388 = llvm.extractvalue %5702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6389 = llvm.extractvalue %5702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6390 = llvm.insertvalue %6388, %6387[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6391 = llvm.insertvalue %6389, %6390[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6392 = llvm.mlir.constant(0 : index) : i64
    %6393 = llvm.insertvalue %6392, %6391[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6394 = llvm.mlir.constant(1 : index) : i64
    %6395 = llvm.insertvalue %6394, %6393[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6396 = llvm.mlir.constant(128 : index) : i64
    %6397 = llvm.insertvalue %6396, %6395[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6398 = llvm.mlir.constant(2 : index) : i64
    %6399 = llvm.insertvalue %6398, %6397[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6400 = llvm.mlir.constant(64 : index) : i64
    %6401 = llvm.insertvalue %6400, %6399[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6402 = llvm.mlir.constant(8 : index) : i64
    %6403 = llvm.insertvalue %6402, %6401[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6404 = llvm.mlir.constant(8 : index) : i64
    %6405 = llvm.insertvalue %6404, %6403[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6406 = llvm.mlir.constant(4 : index) : i64
    %6407 = llvm.insertvalue %6406, %6405[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6408 = llvm.mlir.constant(1 : index) : i64
    %6409 = llvm.insertvalue %6408, %6407[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6410 = llvm.mlir.constant(1 : index) : i64
    %6411 = llvm.mlir.constant(2 : index) : i64
    %6412 = llvm.mlir.constant(8 : index) : i64
    %6413 = llvm.mlir.constant(8 : index) : i64
    %6414 = llvm.mlir.constant(1 : index) : i64
    %6415 = llvm.mlir.constant(64 : index) : i64
    %6416 = llvm.mlir.constant(128 : index) : i64
    %6417 = llvm.mlir.constant(128 : index) : i64
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
    %6431 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6432 = llvm.insertvalue %6423, %6431[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6433 = llvm.insertvalue %6430, %6432[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6434 = llvm.mlir.constant(0 : index) : i64
    %6435 = llvm.insertvalue %6434, %6433[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6436 = llvm.insertvalue %6410, %6435[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6437 = llvm.insertvalue %6411, %6436[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6438 = llvm.insertvalue %6412, %6437[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6439 = llvm.insertvalue %6413, %6438[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6440 = llvm.insertvalue %6416, %6439[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6441 = llvm.insertvalue %6415, %6440[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6442 = llvm.insertvalue %6413, %6441[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6443 = llvm.insertvalue %6414, %6442[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6444 = llvm.mlir.constant(1 : index) : i64
    %6445 = llvm.mlir.constant(2 : index) : i64
    %6446 = llvm.mlir.constant(8 : index) : i64
    %6447 = llvm.mlir.constant(8 : index) : i64
    %6448 = llvm.mlir.constant(1 : index) : i64
    %6449 = llvm.mlir.constant(64 : index) : i64
    %6450 = llvm.mlir.constant(128 : index) : i64
    %6451 = llvm.mlir.constant(128 : index) : i64
    %6452 = llvm.mlir.zero : !llvm.ptr
    %6453 = llvm.getelementptr %6452[%6451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6454 = llvm.ptrtoint %6453 : !llvm.ptr to i64
    %6455 = llvm.mlir.constant(64 : index) : i64
    %6456 = llvm.add %6454, %6455 : i64
    %6457 = llvm.call @malloc(%6456) : (i64) -> !llvm.ptr
    %6458 = llvm.ptrtoint %6457 : !llvm.ptr to i64
    %6459 = llvm.mlir.constant(1 : index) : i64
    %6460 = llvm.sub %6455, %6459 : i64
    %6461 = llvm.add %6458, %6460 : i64
    %6462 = llvm.urem %6461, %6455 : i64
    %6463 = llvm.sub %6461, %6462 : i64
    %6464 = llvm.inttoptr %6463 : i64 to !llvm.ptr
    %6465 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6466 = llvm.insertvalue %6457, %6465[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6467 = llvm.insertvalue %6464, %6466[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6468 = llvm.mlir.constant(0 : index) : i64
    %6469 = llvm.insertvalue %6468, %6467[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6470 = llvm.insertvalue %6444, %6469[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6471 = llvm.insertvalue %6445, %6470[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6472 = llvm.insertvalue %6446, %6471[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6473 = llvm.insertvalue %6447, %6472[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6474 = llvm.insertvalue %6450, %6473[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6475 = llvm.insertvalue %6449, %6474[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6476 = llvm.insertvalue %6447, %6475[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6477 = llvm.insertvalue %6448, %6476[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb958(%17 : i64)
  ^bb958(%6478: i64):  // 2 preds: ^bb957, ^bb968
    %6479 = llvm.icmp "slt" %6478, %16 : i64
    llvm.cond_br %6479, ^bb959, ^bb969
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%17 : i64)
  ^bb960(%6480: i64):  // 2 preds: ^bb959, ^bb967
    %6481 = llvm.icmp "slt" %6480, %11 : i64
    llvm.cond_br %6481, ^bb961, ^bb968
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%17 : i64)
  ^bb962(%6482: i64):  // 2 preds: ^bb961, ^bb966
    %6483 = llvm.icmp "slt" %6482, %15 : i64
    llvm.cond_br %6483, ^bb963, ^bb967
  ^bb963:  // pred: ^bb962
    llvm.br ^bb964(%17 : i64)
  ^bb964(%6484: i64):  // 2 preds: ^bb963, ^bb965
    %6485 = llvm.icmp "slt" %6484, %15 : i64
    llvm.cond_br %6485, ^bb965, ^bb966
  ^bb965:  // pred: ^bb964
    %6486 = llvm.extractvalue %6443[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6487 = llvm.mlir.constant(128 : index) : i64
    %6488 = llvm.mul %6478, %6487 overflow<nsw, nuw> : i64
    %6489 = llvm.mlir.constant(64 : index) : i64
    %6490 = llvm.mul %6480, %6489 overflow<nsw, nuw> : i64
    %6491 = llvm.add %6488, %6490 overflow<nsw, nuw> : i64
    %6492 = llvm.mlir.constant(8 : index) : i64
    %6493 = llvm.mul %6482, %6492 overflow<nsw, nuw> : i64
    %6494 = llvm.add %6491, %6493 overflow<nsw, nuw> : i64
    %6495 = llvm.add %6494, %6484 overflow<nsw, nuw> : i64
    %6496 = llvm.getelementptr inbounds|nuw %6486[%6495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6497 = llvm.load %6496 : !llvm.ptr -> f32
    %6498 = llvm.extractvalue %6477[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6499 = llvm.mlir.constant(128 : index) : i64
    %6500 = llvm.mul %6478, %6499 overflow<nsw, nuw> : i64
    %6501 = llvm.mlir.constant(64 : index) : i64
    %6502 = llvm.mul %6480, %6501 overflow<nsw, nuw> : i64
    %6503 = llvm.add %6500, %6502 overflow<nsw, nuw> : i64
    %6504 = llvm.mlir.constant(8 : index) : i64
    %6505 = llvm.mul %6482, %6504 overflow<nsw, nuw> : i64
    %6506 = llvm.add %6503, %6505 overflow<nsw, nuw> : i64
    %6507 = llvm.add %6506, %6484 overflow<nsw, nuw> : i64
    %6508 = llvm.getelementptr inbounds|nuw %6498[%6507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6497, %6508 : f32, !llvm.ptr
    %6509 = llvm.add %6484, %16 : i64
    llvm.br ^bb964(%6509 : i64)
  ^bb966:  // pred: ^bb964
    %6510 = llvm.add %6482, %16 : i64
    llvm.br ^bb962(%6510 : i64)
  ^bb967:  // pred: ^bb962
    %6511 = llvm.add %6480, %16 : i64
    llvm.br ^bb960(%6511 : i64)
  ^bb968:  // pred: ^bb960
    %6512 = llvm.add %6478, %16 : i64
    llvm.br ^bb958(%6512 : i64)
  ^bb969:  // pred: ^bb958
    %6513 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6514 = llvm.extractvalue %6477[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6515 = llvm.extractvalue %6477[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6516 = llvm.insertvalue %6514, %6513[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6517 = llvm.insertvalue %6515, %6516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6518 = llvm.mlir.constant(0 : index) : i64
    %6519 = llvm.insertvalue %6518, %6517[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6520 = llvm.mlir.constant(1 : index) : i64
    %6521 = llvm.insertvalue %6520, %6519[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6522 = llvm.mlir.constant(128 : index) : i64
    %6523 = llvm.insertvalue %6522, %6521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6524 = llvm.mlir.constant(2 : index) : i64
    %6525 = llvm.insertvalue %6524, %6523[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6526 = llvm.mlir.constant(64 : index) : i64
    %6527 = llvm.insertvalue %6526, %6525[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6528 = llvm.mlir.constant(8 : index) : i64
    %6529 = llvm.insertvalue %6528, %6527[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6530 = llvm.mlir.constant(8 : index) : i64
    %6531 = llvm.insertvalue %6530, %6529[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6532 = llvm.mlir.constant(4 : index) : i64
    %6533 = llvm.insertvalue %6532, %6531[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6534 = llvm.mlir.constant(1 : index) : i64
    %6535 = llvm.insertvalue %6534, %6533[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb970(%17 : i64)
  ^bb970(%6536: i64):  // 2 preds: ^bb969, ^bb980
    %6537 = llvm.icmp "slt" %6536, %16 : i64
    llvm.cond_br %6537, ^bb971, ^bb981
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%17 : i64)
  ^bb972(%6538: i64):  // 2 preds: ^bb971, ^bb979
    %6539 = llvm.icmp "slt" %6538, %11 : i64
    llvm.cond_br %6539, ^bb973, ^bb980
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%17 : i64)
  ^bb974(%6540: i64):  // 2 preds: ^bb973, ^bb978
    %6541 = llvm.icmp "slt" %6540, %15 : i64
    llvm.cond_br %6541, ^bb975, ^bb979
  ^bb975:  // pred: ^bb974
    llvm.br ^bb976(%17 : i64)
  ^bb976(%6542: i64):  // 2 preds: ^bb975, ^bb977
    %6543 = llvm.icmp "slt" %6542, %13 : i64
    llvm.cond_br %6543, ^bb977, ^bb978
  ^bb977:  // pred: ^bb976
    %6544 = llvm.extractvalue %6348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6545 = llvm.mlir.constant(64 : index) : i64
    %6546 = llvm.mul %6536, %6545 overflow<nsw, nuw> : i64
    %6547 = llvm.mlir.constant(32 : index) : i64
    %6548 = llvm.mul %6538, %6547 overflow<nsw, nuw> : i64
    %6549 = llvm.add %6546, %6548 overflow<nsw, nuw> : i64
    %6550 = llvm.mlir.constant(4 : index) : i64
    %6551 = llvm.mul %6540, %6550 overflow<nsw, nuw> : i64
    %6552 = llvm.add %6549, %6551 overflow<nsw, nuw> : i64
    %6553 = llvm.add %6552, %6542 overflow<nsw, nuw> : i64
    %6554 = llvm.getelementptr inbounds|nuw %6544[%6553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6555 = llvm.load %6554 : !llvm.ptr -> f32
    %6556 = llvm.extractvalue %6535[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6557 = llvm.mlir.constant(128 : index) : i64
    %6558 = llvm.mul %6536, %6557 overflow<nsw, nuw> : i64
    %6559 = llvm.mlir.constant(64 : index) : i64
    %6560 = llvm.mul %6538, %6559 overflow<nsw, nuw> : i64
    %6561 = llvm.add %6558, %6560 overflow<nsw, nuw> : i64
    %6562 = llvm.mlir.constant(8 : index) : i64
    %6563 = llvm.mul %6540, %6562 overflow<nsw, nuw> : i64
    %6564 = llvm.add %6561, %6563 overflow<nsw, nuw> : i64
    %6565 = llvm.add %6564, %6542 overflow<nsw, nuw> : i64
    %6566 = llvm.getelementptr inbounds|nuw %6556[%6565] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6555, %6566 : f32, !llvm.ptr
    %6567 = llvm.add %6542, %16 : i64
    llvm.br ^bb976(%6567 : i64)
  ^bb978:  // pred: ^bb976
    %6568 = llvm.add %6540, %16 : i64
    llvm.br ^bb974(%6568 : i64)
  ^bb979:  // pred: ^bb974
    %6569 = llvm.add %6538, %16 : i64
    llvm.br ^bb972(%6569 : i64)
  ^bb980:  // pred: ^bb972
    %6570 = llvm.add %6536, %16 : i64
    llvm.br ^bb970(%6570 : i64)
  ^bb981:  // pred: ^bb970
    %6571 = llvm.mlir.constant(1 : index) : i64
    %6572 = llvm.mlir.constant(2 : index) : i64
    %6573 = llvm.mlir.constant(8 : index) : i64
    %6574 = llvm.mlir.constant(8 : index) : i64
    %6575 = llvm.mlir.constant(1 : index) : i64
    %6576 = llvm.mlir.constant(64 : index) : i64
    %6577 = llvm.mlir.constant(128 : index) : i64
    %6578 = llvm.mlir.constant(128 : index) : i64
    %6579 = llvm.mlir.zero : !llvm.ptr
    %6580 = llvm.getelementptr %6579[%6578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6581 = llvm.ptrtoint %6580 : !llvm.ptr to i64
    %6582 = llvm.mlir.constant(64 : index) : i64
    %6583 = llvm.add %6581, %6582 : i64
    %6584 = llvm.call @malloc(%6583) : (i64) -> !llvm.ptr
    %6585 = llvm.ptrtoint %6584 : !llvm.ptr to i64
    %6586 = llvm.mlir.constant(1 : index) : i64
    %6587 = llvm.sub %6582, %6586 : i64
    %6588 = llvm.add %6585, %6587 : i64
    %6589 = llvm.urem %6588, %6582 : i64
    %6590 = llvm.sub %6588, %6589 : i64
    %6591 = llvm.inttoptr %6590 : i64 to !llvm.ptr
    %6592 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6593 = llvm.insertvalue %6584, %6592[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6594 = llvm.insertvalue %6591, %6593[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6595 = llvm.mlir.constant(0 : index) : i64
    %6596 = llvm.insertvalue %6595, %6594[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6597 = llvm.insertvalue %6571, %6596[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6598 = llvm.insertvalue %6572, %6597[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6599 = llvm.insertvalue %6573, %6598[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6600 = llvm.insertvalue %6574, %6599[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6601 = llvm.insertvalue %6577, %6600[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6602 = llvm.insertvalue %6576, %6601[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6603 = llvm.insertvalue %6574, %6602[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6604 = llvm.insertvalue %6575, %6603[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb982(%17 : i64)
  ^bb982(%6605: i64):  // 2 preds: ^bb981, ^bb992
    %6606 = llvm.icmp "slt" %6605, %16 : i64
    llvm.cond_br %6606, ^bb983, ^bb993
  ^bb983:  // pred: ^bb982
    llvm.br ^bb984(%17 : i64)
  ^bb984(%6607: i64):  // 2 preds: ^bb983, ^bb991
    %6608 = llvm.icmp "slt" %6607, %11 : i64
    llvm.cond_br %6608, ^bb985, ^bb992
  ^bb985:  // pred: ^bb984
    llvm.br ^bb986(%17 : i64)
  ^bb986(%6609: i64):  // 2 preds: ^bb985, ^bb990
    %6610 = llvm.icmp "slt" %6609, %15 : i64
    llvm.cond_br %6610, ^bb987, ^bb991
  ^bb987:  // pred: ^bb986
    llvm.br ^bb988(%17 : i64)
  ^bb988(%6611: i64):  // 2 preds: ^bb987, ^bb989
    %6612 = llvm.icmp "slt" %6611, %15 : i64
    llvm.cond_br %6612, ^bb989, ^bb990
  ^bb989:  // pred: ^bb988
    %6613 = llvm.extractvalue %6477[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6614 = llvm.mlir.constant(128 : index) : i64
    %6615 = llvm.mul %6605, %6614 overflow<nsw, nuw> : i64
    %6616 = llvm.mlir.constant(64 : index) : i64
    %6617 = llvm.mul %6607, %6616 overflow<nsw, nuw> : i64
    %6618 = llvm.add %6615, %6617 overflow<nsw, nuw> : i64
    %6619 = llvm.mlir.constant(8 : index) : i64
    %6620 = llvm.mul %6609, %6619 overflow<nsw, nuw> : i64
    %6621 = llvm.add %6618, %6620 overflow<nsw, nuw> : i64
    %6622 = llvm.add %6621, %6611 overflow<nsw, nuw> : i64
    %6623 = llvm.getelementptr inbounds|nuw %6613[%6622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6624 = llvm.load %6623 : !llvm.ptr -> f32
    %6625 = llvm.extractvalue %6604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6626 = llvm.mlir.constant(128 : index) : i64
    %6627 = llvm.mul %6605, %6626 overflow<nsw, nuw> : i64
    %6628 = llvm.mlir.constant(64 : index) : i64
    %6629 = llvm.mul %6607, %6628 overflow<nsw, nuw> : i64
    %6630 = llvm.add %6627, %6629 overflow<nsw, nuw> : i64
    %6631 = llvm.mlir.constant(8 : index) : i64
    %6632 = llvm.mul %6609, %6631 overflow<nsw, nuw> : i64
    %6633 = llvm.add %6630, %6632 overflow<nsw, nuw> : i64
    %6634 = llvm.add %6633, %6611 overflow<nsw, nuw> : i64
    %6635 = llvm.getelementptr inbounds|nuw %6625[%6634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6624, %6635 : f32, !llvm.ptr
    %6636 = llvm.add %6611, %16 : i64
    llvm.br ^bb988(%6636 : i64)
  ^bb990:  // pred: ^bb988
    %6637 = llvm.add %6609, %16 : i64
    llvm.br ^bb986(%6637 : i64)
  ^bb991:  // pred: ^bb986
    %6638 = llvm.add %6607, %16 : i64
    llvm.br ^bb984(%6638 : i64)
  ^bb992:  // pred: ^bb984
    %6639 = llvm.add %6605, %16 : i64
    llvm.br ^bb982(%6639 : i64)
  ^bb993:  // pred: ^bb982
    %6640 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6641 = llvm.extractvalue %6604[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6642 = llvm.extractvalue %6604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6643 = llvm.insertvalue %6641, %6640[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6644 = llvm.insertvalue %6642, %6643[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6645 = llvm.mlir.constant(4 : index) : i64
    %6646 = llvm.insertvalue %6645, %6644[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6647 = llvm.mlir.constant(1 : index) : i64
    %6648 = llvm.insertvalue %6647, %6646[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6649 = llvm.mlir.constant(128 : index) : i64
    %6650 = llvm.insertvalue %6649, %6648[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6651 = llvm.mlir.constant(2 : index) : i64
    %6652 = llvm.insertvalue %6651, %6650[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6653 = llvm.mlir.constant(64 : index) : i64
    %6654 = llvm.insertvalue %6653, %6652[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6655 = llvm.mlir.constant(8 : index) : i64
    %6656 = llvm.insertvalue %6655, %6654[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6657 = llvm.mlir.constant(8 : index) : i64
    %6658 = llvm.insertvalue %6657, %6656[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6659 = llvm.mlir.constant(4 : index) : i64
    %6660 = llvm.insertvalue %6659, %6658[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6661 = llvm.mlir.constant(1 : index) : i64
    %6662 = llvm.insertvalue %6661, %6660[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb994(%17 : i64)
  ^bb994(%6663: i64):  // 2 preds: ^bb993, ^bb1004
    %6664 = llvm.icmp "slt" %6663, %16 : i64
    llvm.cond_br %6664, ^bb995, ^bb1005
  ^bb995:  // pred: ^bb994
    llvm.br ^bb996(%17 : i64)
  ^bb996(%6665: i64):  // 2 preds: ^bb995, ^bb1003
    %6666 = llvm.icmp "slt" %6665, %11 : i64
    llvm.cond_br %6666, ^bb997, ^bb1004
  ^bb997:  // pred: ^bb996
    llvm.br ^bb998(%17 : i64)
  ^bb998(%6667: i64):  // 2 preds: ^bb997, ^bb1002
    %6668 = llvm.icmp "slt" %6667, %15 : i64
    llvm.cond_br %6668, ^bb999, ^bb1003
  ^bb999:  // pred: ^bb998
    llvm.br ^bb1000(%17 : i64)
  ^bb1000(%6669: i64):  // 2 preds: ^bb999, ^bb1001
    %6670 = llvm.icmp "slt" %6669, %13 : i64
    llvm.cond_br %6670, ^bb1001, ^bb1002
  ^bb1001:  // pred: ^bb1000
    %6671 = llvm.extractvalue %6409[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6672 = llvm.mlir.constant(128 : index) : i64
    %6673 = llvm.mul %6663, %6672 overflow<nsw, nuw> : i64
    %6674 = llvm.mlir.constant(64 : index) : i64
    %6675 = llvm.mul %6665, %6674 overflow<nsw, nuw> : i64
    %6676 = llvm.add %6673, %6675 overflow<nsw, nuw> : i64
    %6677 = llvm.mlir.constant(8 : index) : i64
    %6678 = llvm.mul %6667, %6677 overflow<nsw, nuw> : i64
    %6679 = llvm.add %6676, %6678 overflow<nsw, nuw> : i64
    %6680 = llvm.add %6679, %6669 overflow<nsw, nuw> : i64
    %6681 = llvm.getelementptr inbounds|nuw %6671[%6680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6682 = llvm.load %6681 : !llvm.ptr -> f32
    %6683 = llvm.extractvalue %6662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6684 = llvm.mlir.constant(4 : index) : i64
    %6685 = llvm.getelementptr %6683[%6684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6686 = llvm.mlir.constant(128 : index) : i64
    %6687 = llvm.mul %6663, %6686 overflow<nsw, nuw> : i64
    %6688 = llvm.mlir.constant(64 : index) : i64
    %6689 = llvm.mul %6665, %6688 overflow<nsw, nuw> : i64
    %6690 = llvm.add %6687, %6689 overflow<nsw, nuw> : i64
    %6691 = llvm.mlir.constant(8 : index) : i64
    %6692 = llvm.mul %6667, %6691 overflow<nsw, nuw> : i64
    %6693 = llvm.add %6690, %6692 overflow<nsw, nuw> : i64
    %6694 = llvm.add %6693, %6669 overflow<nsw, nuw> : i64
    %6695 = llvm.getelementptr inbounds|nuw %6685[%6694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6682, %6695 : f32, !llvm.ptr
    %6696 = llvm.add %6669, %16 : i64
    llvm.br ^bb1000(%6696 : i64)
  ^bb1002:  // pred: ^bb1000
    %6697 = llvm.add %6667, %16 : i64
    llvm.br ^bb998(%6697 : i64)
  ^bb1003:  // pred: ^bb998
    %6698 = llvm.add %6665, %16 : i64
    llvm.br ^bb996(%6698 : i64)
  ^bb1004:  // pred: ^bb996
    %6699 = llvm.add %6663, %16 : i64
    llvm.br ^bb994(%6699 : i64)
  ^bb1005:  // pred: ^bb994
    %6700 = llvm.mlir.constant(1 : index) : i64
    %6701 = llvm.mlir.constant(2 : index) : i64
    %6702 = llvm.mlir.constant(2 : index) : i64
    %6703 = llvm.mlir.constant(8 : index) : i64
    %6704 = llvm.mlir.constant(8 : index) : i64
    %6705 = llvm.mlir.constant(1 : index) : i64
    %6706 = llvm.mlir.constant(64 : index) : i64
    %6707 = llvm.mlir.constant(128 : index) : i64
    %6708 = llvm.mlir.constant(256 : index) : i64
    %6709 = llvm.mlir.constant(256 : index) : i64
    %6710 = llvm.mlir.zero : !llvm.ptr
    %6711 = llvm.getelementptr %6710[%6709] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6712 = llvm.ptrtoint %6711 : !llvm.ptr to i64
    %6713 = llvm.mlir.constant(64 : index) : i64
    %6714 = llvm.add %6712, %6713 : i64
    %6715 = llvm.call @malloc(%6714) : (i64) -> !llvm.ptr
    %6716 = llvm.ptrtoint %6715 : !llvm.ptr to i64
    %6717 = llvm.mlir.constant(1 : index) : i64
    %6718 = llvm.sub %6713, %6717 : i64
    %6719 = llvm.add %6716, %6718 : i64
    %6720 = llvm.urem %6719, %6713 : i64
    %6721 = llvm.sub %6719, %6720 : i64
    %6722 = llvm.inttoptr %6721 : i64 to !llvm.ptr
    %6723 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6724 = llvm.insertvalue %6715, %6723[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6725 = llvm.insertvalue %6722, %6724[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6726 = llvm.mlir.constant(0 : index) : i64
    %6727 = llvm.insertvalue %6726, %6725[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6728 = llvm.insertvalue %6700, %6727[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6729 = llvm.insertvalue %6701, %6728[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6730 = llvm.insertvalue %6702, %6729[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6731 = llvm.insertvalue %6703, %6730[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6732 = llvm.insertvalue %6704, %6731[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6733 = llvm.insertvalue %6708, %6732[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6734 = llvm.insertvalue %6707, %6733[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6735 = llvm.insertvalue %6706, %6734[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6736 = llvm.insertvalue %6704, %6735[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6737 = llvm.insertvalue %6705, %6736[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1006(%17 : i64)
  ^bb1006(%6738: i64):  // 2 preds: ^bb1005, ^bb1019
    %6739 = llvm.icmp "slt" %6738, %16 : i64
    llvm.cond_br %6739, ^bb1007, ^bb1020
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%17 : i64)
  ^bb1008(%6740: i64):  // 2 preds: ^bb1007, ^bb1018
    %6741 = llvm.icmp "slt" %6740, %11 : i64
    llvm.cond_br %6741, ^bb1009, ^bb1019
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%17 : i64)
  ^bb1010(%6742: i64):  // 2 preds: ^bb1009, ^bb1017
    %6743 = llvm.icmp "slt" %6742, %11 : i64
    llvm.cond_br %6743, ^bb1011, ^bb1018
  ^bb1011:  // pred: ^bb1010
    llvm.br ^bb1012(%17 : i64)
  ^bb1012(%6744: i64):  // 2 preds: ^bb1011, ^bb1016
    %6745 = llvm.icmp "slt" %6744, %15 : i64
    llvm.cond_br %6745, ^bb1013, ^bb1017
  ^bb1013:  // pred: ^bb1012
    llvm.br ^bb1014(%17 : i64)
  ^bb1014(%6746: i64):  // 2 preds: ^bb1013, ^bb1015
    %6747 = llvm.icmp "slt" %6746, %15 : i64
    llvm.cond_br %6747, ^bb1015, ^bb1016
  ^bb1015:  // pred: ^bb1014
    %6748 = llvm.extractvalue %5790[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6749 = llvm.mlir.constant(128 : index) : i64
    %6750 = llvm.mul %6738, %6749 overflow<nsw, nuw> : i64
    %6751 = llvm.mlir.constant(16 : index) : i64
    %6752 = llvm.mul %6744, %6751 overflow<nsw, nuw> : i64
    %6753 = llvm.add %6750, %6752 overflow<nsw, nuw> : i64
    %6754 = llvm.mlir.constant(8 : index) : i64
    %6755 = llvm.mul %6740, %6754 overflow<nsw, nuw> : i64
    %6756 = llvm.add %6753, %6755 overflow<nsw, nuw> : i64
    %6757 = llvm.add %6756, %6746 overflow<nsw, nuw> : i64
    %6758 = llvm.getelementptr inbounds|nuw %6748[%6757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6759 = llvm.load %6758 : !llvm.ptr -> f32
    %6760 = llvm.extractvalue %6737[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6761 = llvm.mlir.constant(256 : index) : i64
    %6762 = llvm.mul %6738, %6761 overflow<nsw, nuw> : i64
    %6763 = llvm.mlir.constant(128 : index) : i64
    %6764 = llvm.mul %6740, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.add %6762, %6764 overflow<nsw, nuw> : i64
    %6766 = llvm.mlir.constant(64 : index) : i64
    %6767 = llvm.mul %6742, %6766 overflow<nsw, nuw> : i64
    %6768 = llvm.add %6765, %6767 overflow<nsw, nuw> : i64
    %6769 = llvm.mlir.constant(8 : index) : i64
    %6770 = llvm.mul %6744, %6769 overflow<nsw, nuw> : i64
    %6771 = llvm.add %6768, %6770 overflow<nsw, nuw> : i64
    %6772 = llvm.add %6771, %6746 overflow<nsw, nuw> : i64
    %6773 = llvm.getelementptr inbounds|nuw %6760[%6772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6759, %6773 : f32, !llvm.ptr
    %6774 = llvm.add %6746, %16 : i64
    llvm.br ^bb1014(%6774 : i64)
  ^bb1016:  // pred: ^bb1014
    %6775 = llvm.add %6744, %16 : i64
    llvm.br ^bb1012(%6775 : i64)
  ^bb1017:  // pred: ^bb1012
    %6776 = llvm.add %6742, %16 : i64
    llvm.br ^bb1010(%6776 : i64)
  ^bb1018:  // pred: ^bb1010
    %6777 = llvm.add %6740, %16 : i64
    llvm.br ^bb1008(%6777 : i64)
  ^bb1019:  // pred: ^bb1008
    %6778 = llvm.add %6738, %16 : i64
    llvm.br ^bb1006(%6778 : i64)
  ^bb1020:  // pred: ^bb1006
    %6779 = llvm.mlir.constant(1 : index) : i64
    %6780 = llvm.mlir.constant(2 : index) : i64
    %6781 = llvm.mlir.constant(2 : index) : i64
    %6782 = llvm.mlir.constant(8 : index) : i64
    %6783 = llvm.mlir.constant(8 : index) : i64
    %6784 = llvm.mlir.constant(1 : index) : i64
    %6785 = llvm.mlir.constant(64 : index) : i64
    %6786 = llvm.mlir.constant(128 : index) : i64
    %6787 = llvm.mlir.constant(256 : index) : i64
    %6788 = llvm.mlir.constant(256 : index) : i64
    %6789 = llvm.mlir.zero : !llvm.ptr
    %6790 = llvm.getelementptr %6789[%6788] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6791 = llvm.ptrtoint %6790 : !llvm.ptr to i64
    %6792 = llvm.mlir.constant(64 : index) : i64
    %6793 = llvm.add %6791, %6792 : i64
    %6794 = llvm.call @malloc(%6793) : (i64) -> !llvm.ptr
    %6795 = llvm.ptrtoint %6794 : !llvm.ptr to i64
    %6796 = llvm.mlir.constant(1 : index) : i64
    %6797 = llvm.sub %6792, %6796 : i64
    %6798 = llvm.add %6795, %6797 : i64
    %6799 = llvm.urem %6798, %6792 : i64
    %6800 = llvm.sub %6798, %6799 : i64
    %6801 = llvm.inttoptr %6800 : i64 to !llvm.ptr
    %6802 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6803 = llvm.insertvalue %6794, %6802[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6804 = llvm.insertvalue %6801, %6803[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6805 = llvm.mlir.constant(0 : index) : i64
    %6806 = llvm.insertvalue %6805, %6804[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6807 = llvm.insertvalue %6779, %6806[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6808 = llvm.insertvalue %6780, %6807[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6809 = llvm.insertvalue %6781, %6808[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6810 = llvm.insertvalue %6782, %6809[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6811 = llvm.insertvalue %6783, %6810[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6812 = llvm.insertvalue %6787, %6811[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6813 = llvm.insertvalue %6786, %6812[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6814 = llvm.insertvalue %6785, %6813[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6815 = llvm.insertvalue %6783, %6814[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6816 = llvm.insertvalue %6784, %6815[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1021(%17 : i64)
  ^bb1021(%6817: i64):  // 2 preds: ^bb1020, ^bb1034
    %6818 = llvm.icmp "slt" %6817, %16 : i64
    llvm.cond_br %6818, ^bb1022, ^bb1035
  ^bb1022:  // pred: ^bb1021
    llvm.br ^bb1023(%17 : i64)
  ^bb1023(%6819: i64):  // 2 preds: ^bb1022, ^bb1033
    %6820 = llvm.icmp "slt" %6819, %11 : i64
    llvm.cond_br %6820, ^bb1024, ^bb1034
  ^bb1024:  // pred: ^bb1023
    llvm.br ^bb1025(%17 : i64)
  ^bb1025(%6821: i64):  // 2 preds: ^bb1024, ^bb1032
    %6822 = llvm.icmp "slt" %6821, %11 : i64
    llvm.cond_br %6822, ^bb1026, ^bb1033
  ^bb1026:  // pred: ^bb1025
    llvm.br ^bb1027(%17 : i64)
  ^bb1027(%6823: i64):  // 2 preds: ^bb1026, ^bb1031
    %6824 = llvm.icmp "slt" %6823, %15 : i64
    llvm.cond_br %6824, ^bb1028, ^bb1032
  ^bb1028:  // pred: ^bb1027
    llvm.br ^bb1029(%17 : i64)
  ^bb1029(%6825: i64):  // 2 preds: ^bb1028, ^bb1030
    %6826 = llvm.icmp "slt" %6825, %15 : i64
    llvm.cond_br %6826, ^bb1030, ^bb1031
  ^bb1030:  // pred: ^bb1029
    %6827 = llvm.extractvalue %5702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6828 = llvm.mlir.constant(128 : index) : i64
    %6829 = llvm.mul %6817, %6828 overflow<nsw, nuw> : i64
    %6830 = llvm.mlir.constant(64 : index) : i64
    %6831 = llvm.mul %6819, %6830 overflow<nsw, nuw> : i64
    %6832 = llvm.add %6829, %6831 overflow<nsw, nuw> : i64
    %6833 = llvm.mlir.constant(8 : index) : i64
    %6834 = llvm.mul %6825, %6833 overflow<nsw, nuw> : i64
    %6835 = llvm.add %6832, %6834 overflow<nsw, nuw> : i64
    %6836 = llvm.add %6835, %6823 overflow<nsw, nuw> : i64
    %6837 = llvm.getelementptr inbounds|nuw %6827[%6836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6838 = llvm.load %6837 : !llvm.ptr -> f32
    %6839 = llvm.extractvalue %1067[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6840 = llvm.mlir.constant(64 : index) : i64
    %6841 = llvm.mul %6817, %6840 overflow<nsw, nuw> : i64
    %6842 = llvm.mlir.constant(64 : index) : i64
    %6843 = llvm.mul %17, %6842 overflow<nsw, nuw> : i64
    %6844 = llvm.add %6841, %6843 overflow<nsw, nuw> : i64
    %6845 = llvm.mlir.constant(8 : index) : i64
    %6846 = llvm.mul %6825, %6845 overflow<nsw, nuw> : i64
    %6847 = llvm.add %6844, %6846 overflow<nsw, nuw> : i64
    %6848 = llvm.add %6847, %6823 overflow<nsw, nuw> : i64
    %6849 = llvm.getelementptr inbounds|nuw %6839[%6848] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6850 = llvm.load %6849 : !llvm.ptr -> f32
    %6851 = llvm.extractvalue %6604[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6852 = llvm.mlir.constant(128 : index) : i64
    %6853 = llvm.mul %6817, %6852 overflow<nsw, nuw> : i64
    %6854 = llvm.mlir.constant(64 : index) : i64
    %6855 = llvm.mul %6819, %6854 overflow<nsw, nuw> : i64
    %6856 = llvm.add %6853, %6855 overflow<nsw, nuw> : i64
    %6857 = llvm.mlir.constant(8 : index) : i64
    %6858 = llvm.mul %6825, %6857 overflow<nsw, nuw> : i64
    %6859 = llvm.add %6856, %6858 overflow<nsw, nuw> : i64
    %6860 = llvm.add %6859, %6823 overflow<nsw, nuw> : i64
    %6861 = llvm.getelementptr inbounds|nuw %6851[%6860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6862 = llvm.load %6861 : !llvm.ptr -> f32
    %6863 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6864 = llvm.mlir.constant(64 : index) : i64
    %6865 = llvm.mul %6817, %6864 overflow<nsw, nuw> : i64
    %6866 = llvm.mlir.constant(64 : index) : i64
    %6867 = llvm.mul %17, %6866 overflow<nsw, nuw> : i64
    %6868 = llvm.add %6865, %6867 overflow<nsw, nuw> : i64
    %6869 = llvm.mlir.constant(8 : index) : i64
    %6870 = llvm.mul %6825, %6869 overflow<nsw, nuw> : i64
    %6871 = llvm.add %6868, %6870 overflow<nsw, nuw> : i64
    %6872 = llvm.add %6871, %6823 overflow<nsw, nuw> : i64
    %6873 = llvm.getelementptr inbounds|nuw %6863[%6872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6874 = llvm.load %6873 : !llvm.ptr -> f32
    %6875 = llvm.fmul %6862, %6874 : f32
    %6876 = llvm.fmul %6838, %6850 : f32
    %6877 = llvm.fadd %6876, %6875 : f32
    %6878 = llvm.fptrunc %21 : f64 to f32
    %6879 = llvm.fmul %6877, %6878 : f32
    %6880 = llvm.extractvalue %6816[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6881 = llvm.mlir.constant(256 : index) : i64
    %6882 = llvm.mul %6817, %6881 overflow<nsw, nuw> : i64
    %6883 = llvm.mlir.constant(128 : index) : i64
    %6884 = llvm.mul %6819, %6883 overflow<nsw, nuw> : i64
    %6885 = llvm.add %6882, %6884 overflow<nsw, nuw> : i64
    %6886 = llvm.mlir.constant(64 : index) : i64
    %6887 = llvm.mul %6821, %6886 overflow<nsw, nuw> : i64
    %6888 = llvm.add %6885, %6887 overflow<nsw, nuw> : i64
    %6889 = llvm.mlir.constant(8 : index) : i64
    %6890 = llvm.mul %6823, %6889 overflow<nsw, nuw> : i64
    %6891 = llvm.add %6888, %6890 overflow<nsw, nuw> : i64
    %6892 = llvm.add %6891, %6825 overflow<nsw, nuw> : i64
    %6893 = llvm.getelementptr inbounds|nuw %6880[%6892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6879, %6893 : f32, !llvm.ptr
    %6894 = llvm.add %6825, %16 : i64
    llvm.br ^bb1029(%6894 : i64)
  ^bb1031:  // pred: ^bb1029
    %6895 = llvm.add %6823, %16 : i64
    llvm.br ^bb1027(%6895 : i64)
  ^bb1032:  // pred: ^bb1027
    %6896 = llvm.add %6821, %16 : i64
    llvm.br ^bb1025(%6896 : i64)
  ^bb1033:  // pred: ^bb1025
    %6897 = llvm.add %6819, %16 : i64
    llvm.br ^bb1023(%6897 : i64)
  ^bb1034:  // pred: ^bb1023
    %6898 = llvm.add %6817, %16 : i64
    llvm.br ^bb1021(%6898 : i64)
  ^bb1035:  // pred: ^bb1021
    %6899 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6900 = llvm.extractvalue %6816[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6901 = llvm.extractvalue %6816[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6902 = llvm.insertvalue %6900, %6899[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6903 = llvm.insertvalue %6901, %6902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6904 = llvm.mlir.constant(0 : index) : i64
    %6905 = llvm.insertvalue %6904, %6903[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6906 = llvm.mlir.constant(1 : index) : i64
    %6907 = llvm.insertvalue %6906, %6905[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6908 = llvm.mlir.constant(256 : index) : i64
    %6909 = llvm.insertvalue %6908, %6907[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6910 = llvm.mlir.constant(4 : index) : i64
    %6911 = llvm.insertvalue %6910, %6909[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6912 = llvm.mlir.constant(64 : index) : i64
    %6913 = llvm.insertvalue %6912, %6911[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6914 = llvm.mlir.constant(8 : index) : i64
    %6915 = llvm.insertvalue %6914, %6913[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6916 = llvm.mlir.constant(8 : index) : i64
    %6917 = llvm.insertvalue %6916, %6915[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6918 = llvm.mlir.constant(8 : index) : i64
    %6919 = llvm.insertvalue %6918, %6917[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6920 = llvm.mlir.constant(1 : index) : i64
    %6921 = llvm.insertvalue %6920, %6919[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6922 = llvm.mlir.constant(1 : index) : i64
    %6923 = llvm.mlir.constant(4 : index) : i64
    %6924 = llvm.mlir.constant(8 : index) : i64
    %6925 = llvm.mlir.constant(8 : index) : i64
    %6926 = llvm.mlir.constant(1 : index) : i64
    %6927 = llvm.mlir.constant(64 : index) : i64
    %6928 = llvm.mlir.constant(256 : index) : i64
    %6929 = llvm.mlir.constant(256 : index) : i64
    %6930 = llvm.mlir.zero : !llvm.ptr
    %6931 = llvm.getelementptr %6930[%6929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6932 = llvm.ptrtoint %6931 : !llvm.ptr to i64
    %6933 = llvm.mlir.constant(64 : index) : i64
    %6934 = llvm.add %6932, %6933 : i64
    %6935 = llvm.call @malloc(%6934) : (i64) -> !llvm.ptr
    %6936 = llvm.ptrtoint %6935 : !llvm.ptr to i64
    %6937 = llvm.mlir.constant(1 : index) : i64
    %6938 = llvm.sub %6933, %6937 : i64
    %6939 = llvm.add %6936, %6938 : i64
    %6940 = llvm.urem %6939, %6933 : i64
    %6941 = llvm.sub %6939, %6940 : i64
    %6942 = llvm.inttoptr %6941 : i64 to !llvm.ptr
    %6943 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6944 = llvm.insertvalue %6935, %6943[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6945 = llvm.insertvalue %6942, %6944[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6946 = llvm.mlir.constant(0 : index) : i64
    %6947 = llvm.insertvalue %6946, %6945[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6948 = llvm.insertvalue %6922, %6947[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6949 = llvm.insertvalue %6923, %6948[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6950 = llvm.insertvalue %6924, %6949[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6951 = llvm.insertvalue %6925, %6950[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6952 = llvm.insertvalue %6928, %6951[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6953 = llvm.insertvalue %6927, %6952[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6954 = llvm.insertvalue %6925, %6953[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6955 = llvm.insertvalue %6926, %6954[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1036(%17 : i64)
  ^bb1036(%6956: i64):  // 2 preds: ^bb1035, ^bb1046
    %6957 = llvm.icmp "slt" %6956, %16 : i64
    llvm.cond_br %6957, ^bb1037, ^bb1047
  ^bb1037:  // pred: ^bb1036
    llvm.br ^bb1038(%17 : i64)
  ^bb1038(%6958: i64):  // 2 preds: ^bb1037, ^bb1045
    %6959 = llvm.icmp "slt" %6958, %13 : i64
    llvm.cond_br %6959, ^bb1039, ^bb1046
  ^bb1039:  // pred: ^bb1038
    llvm.br ^bb1040(%17 : i64)
  ^bb1040(%6960: i64):  // 2 preds: ^bb1039, ^bb1044
    %6961 = llvm.icmp "slt" %6960, %15 : i64
    llvm.cond_br %6961, ^bb1041, ^bb1045
  ^bb1041:  // pred: ^bb1040
    llvm.br ^bb1042(%17 : i64)
  ^bb1042(%6962: i64):  // 2 preds: ^bb1041, ^bb1043
    %6963 = llvm.icmp "slt" %6962, %15 : i64
    llvm.cond_br %6963, ^bb1043, ^bb1044
  ^bb1043:  // pred: ^bb1042
    %6964 = llvm.extractvalue %3281[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6965 = llvm.mlir.constant(256 : index) : i64
    %6966 = llvm.mul %6956, %6965 overflow<nsw, nuw> : i64
    %6967 = llvm.mlir.constant(64 : index) : i64
    %6968 = llvm.mul %6958, %6967 overflow<nsw, nuw> : i64
    %6969 = llvm.add %6966, %6968 overflow<nsw, nuw> : i64
    %6970 = llvm.mlir.constant(8 : index) : i64
    %6971 = llvm.mul %6960, %6970 overflow<nsw, nuw> : i64
    %6972 = llvm.add %6969, %6971 overflow<nsw, nuw> : i64
    %6973 = llvm.add %6972, %6962 overflow<nsw, nuw> : i64
    %6974 = llvm.getelementptr inbounds|nuw %6964[%6973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6975 = llvm.load %6974 : !llvm.ptr -> f32
    %6976 = llvm.extractvalue %6955[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6977 = llvm.mlir.constant(256 : index) : i64
    %6978 = llvm.mul %6956, %6977 overflow<nsw, nuw> : i64
    %6979 = llvm.mlir.constant(64 : index) : i64
    %6980 = llvm.mul %6958, %6979 overflow<nsw, nuw> : i64
    %6981 = llvm.add %6978, %6980 overflow<nsw, nuw> : i64
    %6982 = llvm.mlir.constant(8 : index) : i64
    %6983 = llvm.mul %6960, %6982 overflow<nsw, nuw> : i64
    %6984 = llvm.add %6981, %6983 overflow<nsw, nuw> : i64
    %6985 = llvm.add %6984, %6962 overflow<nsw, nuw> : i64
    %6986 = llvm.getelementptr inbounds|nuw %6976[%6985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6975, %6986 : f32, !llvm.ptr
    %6987 = llvm.add %6962, %16 : i64
    llvm.br ^bb1042(%6987 : i64)
  ^bb1044:  // pred: ^bb1042
    %6988 = llvm.add %6960, %16 : i64
    llvm.br ^bb1040(%6988 : i64)
  ^bb1045:  // pred: ^bb1040
    %6989 = llvm.add %6958, %16 : i64
    llvm.br ^bb1038(%6989 : i64)
  ^bb1046:  // pred: ^bb1038
    %6990 = llvm.add %6956, %16 : i64
    llvm.br ^bb1036(%6990 : i64)
  ^bb1047:  // pred: ^bb1036
    llvm.br ^bb1048(%17 : i64)
  ^bb1048(%6991: i64):  // 2 preds: ^bb1047, ^bb1061
    %6992 = llvm.icmp "slt" %6991, %16 : i64
    llvm.cond_br %6992, ^bb1049, ^bb1062
  ^bb1049:  // pred: ^bb1048
    llvm.br ^bb1050(%17 : i64)
  ^bb1050(%6993: i64):  // 2 preds: ^bb1049, ^bb1060
    %6994 = llvm.icmp "slt" %6993, %13 : i64
    llvm.cond_br %6994, ^bb1051, ^bb1061
  ^bb1051:  // pred: ^bb1050
    llvm.br ^bb1052(%17 : i64)
  ^bb1052(%6995: i64):  // 2 preds: ^bb1051, ^bb1059
    %6996 = llvm.icmp "slt" %6995, %15 : i64
    llvm.cond_br %6996, ^bb1053, ^bb1060
  ^bb1053:  // pred: ^bb1052
    llvm.br ^bb1054(%17 : i64)
  ^bb1054(%6997: i64):  // 2 preds: ^bb1053, ^bb1058
    %6998 = llvm.icmp "slt" %6997, %15 : i64
    llvm.cond_br %6998, ^bb1055, ^bb1059
  ^bb1055:  // pred: ^bb1054
    llvm.br ^bb1056(%17 : i64)
  ^bb1056(%6999: i64):  // 2 preds: ^bb1055, ^bb1057
    %7000 = llvm.icmp "slt" %6999, %15 : i64
    llvm.cond_br %7000, ^bb1057, ^bb1058
  ^bb1057:  // pred: ^bb1056
    %7001 = llvm.extractvalue %5487[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7002 = llvm.mlir.constant(256 : index) : i64
    %7003 = llvm.mul %6991, %7002 overflow<nsw, nuw> : i64
    %7004 = llvm.mlir.constant(64 : index) : i64
    %7005 = llvm.mul %6993, %7004 overflow<nsw, nuw> : i64
    %7006 = llvm.add %7003, %7005 overflow<nsw, nuw> : i64
    %7007 = llvm.mlir.constant(8 : index) : i64
    %7008 = llvm.mul %6995, %7007 overflow<nsw, nuw> : i64
    %7009 = llvm.add %7006, %7008 overflow<nsw, nuw> : i64
    %7010 = llvm.add %7009, %6999 overflow<nsw, nuw> : i64
    %7011 = llvm.getelementptr inbounds|nuw %7001[%7010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7012 = llvm.load %7011 : !llvm.ptr -> f32
    %7013 = llvm.extractvalue %1067[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7014 = llvm.mlir.constant(64 : index) : i64
    %7015 = llvm.mul %6991, %7014 overflow<nsw, nuw> : i64
    %7016 = llvm.mlir.constant(64 : index) : i64
    %7017 = llvm.mul %17, %7016 overflow<nsw, nuw> : i64
    %7018 = llvm.add %7015, %7017 overflow<nsw, nuw> : i64
    %7019 = llvm.mlir.constant(8 : index) : i64
    %7020 = llvm.mul %6995, %7019 overflow<nsw, nuw> : i64
    %7021 = llvm.add %7018, %7020 overflow<nsw, nuw> : i64
    %7022 = llvm.add %7021, %6999 overflow<nsw, nuw> : i64
    %7023 = llvm.getelementptr inbounds|nuw %7013[%7022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7024 = llvm.load %7023 : !llvm.ptr -> f32
    %7025 = llvm.extractvalue %6196[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7026 = llvm.mlir.constant(256 : index) : i64
    %7027 = llvm.mul %6991, %7026 overflow<nsw, nuw> : i64
    %7028 = llvm.mlir.constant(64 : index) : i64
    %7029 = llvm.mul %6993, %7028 overflow<nsw, nuw> : i64
    %7030 = llvm.add %7027, %7029 overflow<nsw, nuw> : i64
    %7031 = llvm.mlir.constant(8 : index) : i64
    %7032 = llvm.mul %6995, %7031 overflow<nsw, nuw> : i64
    %7033 = llvm.add %7030, %7032 overflow<nsw, nuw> : i64
    %7034 = llvm.add %7033, %6999 overflow<nsw, nuw> : i64
    %7035 = llvm.getelementptr inbounds|nuw %7025[%7034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7036 = llvm.load %7035 : !llvm.ptr -> f32
    %7037 = llvm.extractvalue %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7038 = llvm.mlir.constant(64 : index) : i64
    %7039 = llvm.mul %6991, %7038 overflow<nsw, nuw> : i64
    %7040 = llvm.mlir.constant(64 : index) : i64
    %7041 = llvm.mul %17, %7040 overflow<nsw, nuw> : i64
    %7042 = llvm.add %7039, %7041 overflow<nsw, nuw> : i64
    %7043 = llvm.mlir.constant(8 : index) : i64
    %7044 = llvm.mul %6995, %7043 overflow<nsw, nuw> : i64
    %7045 = llvm.add %7042, %7044 overflow<nsw, nuw> : i64
    %7046 = llvm.add %7045, %6999 overflow<nsw, nuw> : i64
    %7047 = llvm.getelementptr inbounds|nuw %7037[%7046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7048 = llvm.load %7047 : !llvm.ptr -> f32
    %7049 = llvm.extractvalue %6921[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7050 = llvm.mlir.constant(256 : index) : i64
    %7051 = llvm.mul %6991, %7050 overflow<nsw, nuw> : i64
    %7052 = llvm.mlir.constant(64 : index) : i64
    %7053 = llvm.mul %6993, %7052 overflow<nsw, nuw> : i64
    %7054 = llvm.add %7051, %7053 overflow<nsw, nuw> : i64
    %7055 = llvm.mlir.constant(8 : index) : i64
    %7056 = llvm.mul %6999, %7055 overflow<nsw, nuw> : i64
    %7057 = llvm.add %7054, %7056 overflow<nsw, nuw> : i64
    %7058 = llvm.add %7057, %6997 overflow<nsw, nuw> : i64
    %7059 = llvm.getelementptr inbounds|nuw %7049[%7058] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7060 = llvm.load %7059 : !llvm.ptr -> f32
    %7061 = llvm.extractvalue %6955[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7062 = llvm.mlir.constant(256 : index) : i64
    %7063 = llvm.mul %6991, %7062 overflow<nsw, nuw> : i64
    %7064 = llvm.mlir.constant(64 : index) : i64
    %7065 = llvm.mul %6993, %7064 overflow<nsw, nuw> : i64
    %7066 = llvm.add %7063, %7065 overflow<nsw, nuw> : i64
    %7067 = llvm.mlir.constant(8 : index) : i64
    %7068 = llvm.mul %6995, %7067 overflow<nsw, nuw> : i64
    %7069 = llvm.add %7066, %7068 overflow<nsw, nuw> : i64
    %7070 = llvm.add %7069, %6997 overflow<nsw, nuw> : i64
    %7071 = llvm.getelementptr inbounds|nuw %7061[%7070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7072 = llvm.load %7071 : !llvm.ptr -> f32
    %7073 = llvm.fmul %7036, %7048 : f32
    %7074 = llvm.fmul %7012, %7024 : f32
    %7075 = llvm.fadd %7074, %7073 : f32
    %7076 = llvm.fptrunc %21 : f64 to f32
    %7077 = llvm.fmul %7075, %7076 : f32
    %7078 = llvm.fmul %7077, %7060 : f32
    %7079 = llvm.fadd %7072, %7078 : f32
    %7080 = llvm.extractvalue %6955[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7081 = llvm.mlir.constant(256 : index) : i64
    %7082 = llvm.mul %6991, %7081 overflow<nsw, nuw> : i64
    %7083 = llvm.mlir.constant(64 : index) : i64
    %7084 = llvm.mul %6993, %7083 overflow<nsw, nuw> : i64
    %7085 = llvm.add %7082, %7084 overflow<nsw, nuw> : i64
    %7086 = llvm.mlir.constant(8 : index) : i64
    %7087 = llvm.mul %6995, %7086 overflow<nsw, nuw> : i64
    %7088 = llvm.add %7085, %7087 overflow<nsw, nuw> : i64
    %7089 = llvm.add %7088, %6997 overflow<nsw, nuw> : i64
    %7090 = llvm.getelementptr inbounds|nuw %7080[%7089] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7079, %7090 : f32, !llvm.ptr
    %7091 = llvm.add %6999, %16 : i64
    llvm.br ^bb1056(%7091 : i64)
  ^bb1058:  // pred: ^bb1056
    %7092 = llvm.add %6997, %16 : i64
    llvm.br ^bb1054(%7092 : i64)
  ^bb1059:  // pred: ^bb1054
    %7093 = llvm.add %6995, %16 : i64
    llvm.br ^bb1052(%7093 : i64)
  ^bb1060:  // pred: ^bb1052
    %7094 = llvm.add %6993, %16 : i64
    llvm.br ^bb1050(%7094 : i64)
  ^bb1061:  // pred: ^bb1050
    %7095 = llvm.add %6991, %16 : i64
    llvm.br ^bb1048(%7095 : i64)
  ^bb1062:  // pred: ^bb1048
    %7096 = llvm.mlir.constant(1 : index) : i64
    %7097 = llvm.mlir.constant(4 : index) : i64
    %7098 = llvm.mlir.constant(8 : index) : i64
    %7099 = llvm.mlir.constant(8 : index) : i64
    %7100 = llvm.mlir.constant(1 : index) : i64
    %7101 = llvm.mlir.constant(64 : index) : i64
    %7102 = llvm.mlir.constant(256 : index) : i64
    %7103 = llvm.mlir.constant(256 : index) : i64
    %7104 = llvm.mlir.zero : !llvm.ptr
    %7105 = llvm.getelementptr %7104[%7103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7106 = llvm.ptrtoint %7105 : !llvm.ptr to i64
    %7107 = llvm.mlir.constant(64 : index) : i64
    %7108 = llvm.add %7106, %7107 : i64
    %7109 = llvm.call @malloc(%7108) : (i64) -> !llvm.ptr
    %7110 = llvm.ptrtoint %7109 : !llvm.ptr to i64
    %7111 = llvm.mlir.constant(1 : index) : i64
    %7112 = llvm.sub %7107, %7111 : i64
    %7113 = llvm.add %7110, %7112 : i64
    %7114 = llvm.urem %7113, %7107 : i64
    %7115 = llvm.sub %7113, %7114 : i64
    %7116 = llvm.inttoptr %7115 : i64 to !llvm.ptr
    %7117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7118 = llvm.insertvalue %7109, %7117[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7119 = llvm.insertvalue %7116, %7118[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7120 = llvm.mlir.constant(0 : index) : i64
    %7121 = llvm.insertvalue %7120, %7119[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7122 = llvm.insertvalue %7096, %7121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7123 = llvm.insertvalue %7097, %7122[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7124 = llvm.insertvalue %7098, %7123[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7125 = llvm.insertvalue %7099, %7124[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7126 = llvm.insertvalue %7102, %7125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7127 = llvm.insertvalue %7101, %7126[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7128 = llvm.insertvalue %7099, %7127[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7129 = llvm.insertvalue %7100, %7128[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1063(%17 : i64)
  ^bb1063(%7130: i64):  // 2 preds: ^bb1062, ^bb1073
    %7131 = llvm.icmp "slt" %7130, %16 : i64
    llvm.cond_br %7131, ^bb1064, ^bb1074
  ^bb1064:  // pred: ^bb1063
    llvm.br ^bb1065(%17 : i64)
  ^bb1065(%7132: i64):  // 2 preds: ^bb1064, ^bb1072
    %7133 = llvm.icmp "slt" %7132, %13 : i64
    llvm.cond_br %7133, ^bb1066, ^bb1073
  ^bb1066:  // pred: ^bb1065
    llvm.br ^bb1067(%17 : i64)
  ^bb1067(%7134: i64):  // 2 preds: ^bb1066, ^bb1071
    %7135 = llvm.icmp "slt" %7134, %15 : i64
    llvm.cond_br %7135, ^bb1068, ^bb1072
  ^bb1068:  // pred: ^bb1067
    llvm.br ^bb1069(%17 : i64)
  ^bb1069(%7136: i64):  // 2 preds: ^bb1068, ^bb1070
    %7137 = llvm.icmp "slt" %7136, %15 : i64
    llvm.cond_br %7137, ^bb1070, ^bb1071
  ^bb1070:  // pred: ^bb1069
    %7138 = llvm.extractvalue %6955[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7139 = llvm.mlir.constant(256 : index) : i64
    %7140 = llvm.mul %7130, %7139 overflow<nsw, nuw> : i64
    %7141 = llvm.mlir.constant(64 : index) : i64
    %7142 = llvm.mul %7132, %7141 overflow<nsw, nuw> : i64
    %7143 = llvm.add %7140, %7142 overflow<nsw, nuw> : i64
    %7144 = llvm.mlir.constant(8 : index) : i64
    %7145 = llvm.mul %7134, %7144 overflow<nsw, nuw> : i64
    %7146 = llvm.add %7143, %7145 overflow<nsw, nuw> : i64
    %7147 = llvm.add %7146, %7136 overflow<nsw, nuw> : i64
    %7148 = llvm.getelementptr inbounds|nuw %7138[%7147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7149 = llvm.load %7148 : !llvm.ptr -> f32
    %7150 = llvm.extractvalue %1276[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7151 = llvm.mlir.constant(64 : index) : i64
    %7152 = llvm.mul %7130, %7151 overflow<nsw, nuw> : i64
    %7153 = llvm.mlir.constant(64 : index) : i64
    %7154 = llvm.mul %17, %7153 overflow<nsw, nuw> : i64
    %7155 = llvm.add %7152, %7154 overflow<nsw, nuw> : i64
    %7156 = llvm.mlir.constant(8 : index) : i64
    %7157 = llvm.mul %7134, %7156 overflow<nsw, nuw> : i64
    %7158 = llvm.add %7155, %7157 overflow<nsw, nuw> : i64
    %7159 = llvm.add %7158, %7136 overflow<nsw, nuw> : i64
    %7160 = llvm.getelementptr inbounds|nuw %7150[%7159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7161 = llvm.load %7160 : !llvm.ptr -> f32
    %7162 = llvm.fadd %7149, %7161 : f32
    %7163 = llvm.extractvalue %7129[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7164 = llvm.mlir.constant(256 : index) : i64
    %7165 = llvm.mul %7130, %7164 overflow<nsw, nuw> : i64
    %7166 = llvm.mlir.constant(64 : index) : i64
    %7167 = llvm.mul %7132, %7166 overflow<nsw, nuw> : i64
    %7168 = llvm.add %7165, %7167 overflow<nsw, nuw> : i64
    %7169 = llvm.mlir.constant(8 : index) : i64
    %7170 = llvm.mul %7134, %7169 overflow<nsw, nuw> : i64
    %7171 = llvm.add %7168, %7170 overflow<nsw, nuw> : i64
    %7172 = llvm.add %7171, %7136 overflow<nsw, nuw> : i64
    %7173 = llvm.getelementptr inbounds|nuw %7163[%7172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7162, %7173 : f32, !llvm.ptr
    %7174 = llvm.add %7136, %16 : i64
    llvm.br ^bb1069(%7174 : i64)
  ^bb1071:  // pred: ^bb1069
    %7175 = llvm.add %7134, %16 : i64
    llvm.br ^bb1067(%7175 : i64)
  ^bb1072:  // pred: ^bb1067
    %7176 = llvm.add %7132, %16 : i64
    llvm.br ^bb1065(%7176 : i64)
  ^bb1073:  // pred: ^bb1065
    %7177 = llvm.add %7130, %16 : i64
    llvm.br ^bb1063(%7177 : i64)
  ^bb1074:  // pred: ^bb1063
    %7178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7179 = llvm.extractvalue %7129[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7180 = llvm.extractvalue %7129[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7181 = llvm.insertvalue %7179, %7178[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7182 = llvm.insertvalue %7180, %7181[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7183 = llvm.mlir.constant(0 : index) : i64
    %7184 = llvm.insertvalue %7183, %7182[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7185 = llvm.mlir.constant(1 : index) : i64
    %7186 = llvm.insertvalue %7185, %7184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7187 = llvm.mlir.constant(256 : index) : i64
    %7188 = llvm.insertvalue %7187, %7186[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7189 = llvm.mlir.constant(4 : index) : i64
    %7190 = llvm.insertvalue %7189, %7188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7191 = llvm.mlir.constant(64 : index) : i64
    %7192 = llvm.insertvalue %7191, %7190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7193 = llvm.mlir.constant(8 : index) : i64
    %7194 = llvm.insertvalue %7193, %7192[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7195 = llvm.mlir.constant(8 : index) : i64
    %7196 = llvm.insertvalue %7195, %7194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7197 = llvm.mlir.constant(1 : index) : i64
    %7198 = llvm.insertvalue %7197, %7196[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7199 = llvm.mlir.constant(8 : index) : i64
    %7200 = llvm.insertvalue %7199, %7198[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7201 = llvm.mlir.constant(8 : index) : i64
    %7202 = llvm.insertvalue %7201, %7200[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7203 = llvm.mlir.constant(1 : index) : i64
    %7204 = llvm.insertvalue %7203, %7202[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7205 = llvm.mlir.constant(1 : index) : i64
    %7206 = llvm.mlir.constant(4 : index) : i64
    %7207 = llvm.mlir.constant(8 : index) : i64
    %7208 = llvm.mlir.constant(1 : index) : i64
    %7209 = llvm.mlir.constant(1 : index) : i64
    %7210 = llvm.mlir.constant(32 : index) : i64
    %7211 = llvm.mlir.constant(32 : index) : i64
    %7212 = llvm.mlir.zero : !llvm.ptr
    %7213 = llvm.getelementptr %7212[%7211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7214 = llvm.ptrtoint %7213 : !llvm.ptr to i64
    %7215 = llvm.mlir.constant(64 : index) : i64
    %7216 = llvm.add %7214, %7215 : i64
    %7217 = llvm.call @malloc(%7216) : (i64) -> !llvm.ptr
    %7218 = llvm.ptrtoint %7217 : !llvm.ptr to i64
    %7219 = llvm.mlir.constant(1 : index) : i64
    %7220 = llvm.sub %7215, %7219 : i64
    %7221 = llvm.add %7218, %7220 : i64
    %7222 = llvm.urem %7221, %7215 : i64
    %7223 = llvm.sub %7221, %7222 : i64
    %7224 = llvm.inttoptr %7223 : i64 to !llvm.ptr
    %7225 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7226 = llvm.insertvalue %7217, %7225[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7227 = llvm.insertvalue %7224, %7226[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7228 = llvm.mlir.constant(0 : index) : i64
    %7229 = llvm.insertvalue %7228, %7227[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7230 = llvm.insertvalue %7205, %7229[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7231 = llvm.insertvalue %7206, %7230[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7232 = llvm.insertvalue %7207, %7231[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7233 = llvm.insertvalue %7208, %7232[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7234 = llvm.insertvalue %7210, %7233[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7235 = llvm.insertvalue %7207, %7234[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7236 = llvm.insertvalue %7208, %7235[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7237 = llvm.insertvalue %7209, %7236[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1075(%17 : i64)
  ^bb1075(%7238: i64):  // 2 preds: ^bb1074, ^bb1085
    %7239 = llvm.icmp "slt" %7238, %16 : i64
    llvm.cond_br %7239, ^bb1076, ^bb1086
  ^bb1076:  // pred: ^bb1075
    llvm.br ^bb1077(%17 : i64)
  ^bb1077(%7240: i64):  // 2 preds: ^bb1076, ^bb1084
    %7241 = llvm.icmp "slt" %7240, %13 : i64
    llvm.cond_br %7241, ^bb1078, ^bb1085
  ^bb1078:  // pred: ^bb1077
    llvm.br ^bb1079(%17 : i64)
  ^bb1079(%7242: i64):  // 2 preds: ^bb1078, ^bb1083
    %7243 = llvm.icmp "slt" %7242, %15 : i64
    llvm.cond_br %7243, ^bb1080, ^bb1084
  ^bb1080:  // pred: ^bb1079
    llvm.br ^bb1081(%17 : i64)
  ^bb1081(%7244: i64):  // 2 preds: ^bb1080, ^bb1082
    %7245 = llvm.icmp "slt" %7244, %16 : i64
    llvm.cond_br %7245, ^bb1082, ^bb1083
  ^bb1082:  // pred: ^bb1081
    %7246 = llvm.extractvalue %3634[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7247 = llvm.mlir.constant(32 : index) : i64
    %7248 = llvm.mul %7238, %7247 overflow<nsw, nuw> : i64
    %7249 = llvm.mlir.constant(8 : index) : i64
    %7250 = llvm.mul %7240, %7249 overflow<nsw, nuw> : i64
    %7251 = llvm.add %7248, %7250 overflow<nsw, nuw> : i64
    %7252 = llvm.add %7251, %7242 overflow<nsw, nuw> : i64
    %7253 = llvm.add %7252, %7244 overflow<nsw, nuw> : i64
    %7254 = llvm.getelementptr inbounds|nuw %7246[%7253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7255 = llvm.load %7254 : !llvm.ptr -> f32
    %7256 = llvm.extractvalue %7237[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7257 = llvm.mlir.constant(32 : index) : i64
    %7258 = llvm.mul %7238, %7257 overflow<nsw, nuw> : i64
    %7259 = llvm.mlir.constant(8 : index) : i64
    %7260 = llvm.mul %7240, %7259 overflow<nsw, nuw> : i64
    %7261 = llvm.add %7258, %7260 overflow<nsw, nuw> : i64
    %7262 = llvm.add %7261, %7242 overflow<nsw, nuw> : i64
    %7263 = llvm.add %7262, %7244 overflow<nsw, nuw> : i64
    %7264 = llvm.getelementptr inbounds|nuw %7256[%7263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7255, %7264 : f32, !llvm.ptr
    %7265 = llvm.add %7244, %16 : i64
    llvm.br ^bb1081(%7265 : i64)
  ^bb1083:  // pred: ^bb1081
    %7266 = llvm.add %7242, %16 : i64
    llvm.br ^bb1079(%7266 : i64)
  ^bb1084:  // pred: ^bb1079
    %7267 = llvm.add %7240, %16 : i64
    llvm.br ^bb1077(%7267 : i64)
  ^bb1085:  // pred: ^bb1077
    %7268 = llvm.add %7238, %16 : i64
    llvm.br ^bb1075(%7268 : i64)
  ^bb1086:  // pred: ^bb1075
    llvm.br ^bb1087(%17 : i64)
  ^bb1087(%7269: i64):  // 2 preds: ^bb1086, ^bb1100
    %7270 = llvm.icmp "slt" %7269, %16 : i64
    llvm.cond_br %7270, ^bb1088, ^bb1101
  ^bb1088:  // pred: ^bb1087
    llvm.br ^bb1089(%17 : i64)
  ^bb1089(%7271: i64):  // 2 preds: ^bb1088, ^bb1099
    %7272 = llvm.icmp "slt" %7271, %13 : i64
    llvm.cond_br %7272, ^bb1090, ^bb1100
  ^bb1090:  // pred: ^bb1089
    llvm.br ^bb1091(%17 : i64)
  ^bb1091(%7273: i64):  // 2 preds: ^bb1090, ^bb1098
    %7274 = llvm.icmp "slt" %7273, %15 : i64
    llvm.cond_br %7274, ^bb1092, ^bb1099
  ^bb1092:  // pred: ^bb1091
    llvm.br ^bb1093(%17 : i64)
  ^bb1093(%7275: i64):  // 2 preds: ^bb1092, ^bb1097
    %7276 = llvm.icmp "slt" %7275, %16 : i64
    llvm.cond_br %7276, ^bb1094, ^bb1098
  ^bb1094:  // pred: ^bb1093
    llvm.br ^bb1095(%17 : i64)
  ^bb1095(%7277: i64):  // 2 preds: ^bb1094, ^bb1096
    %7278 = llvm.icmp "slt" %7277, %15 : i64
    llvm.cond_br %7278, ^bb1096, ^bb1097
  ^bb1096:  // pred: ^bb1095
    %7279 = llvm.extractvalue %7204[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7280 = llvm.mlir.constant(256 : index) : i64
    %7281 = llvm.mul %7269, %7280 overflow<nsw, nuw> : i64
    %7282 = llvm.mlir.constant(64 : index) : i64
    %7283 = llvm.mul %7271, %7282 overflow<nsw, nuw> : i64
    %7284 = llvm.add %7281, %7283 overflow<nsw, nuw> : i64
    %7285 = llvm.mlir.constant(8 : index) : i64
    %7286 = llvm.mul %7273, %7285 overflow<nsw, nuw> : i64
    %7287 = llvm.add %7284, %7286 overflow<nsw, nuw> : i64
    %7288 = llvm.mlir.constant(8 : index) : i64
    %7289 = llvm.mul %7275, %7288 overflow<nsw, nuw> : i64
    %7290 = llvm.add %7287, %7289 overflow<nsw, nuw> : i64
    %7291 = llvm.add %7290, %7277 overflow<nsw, nuw> : i64
    %7292 = llvm.getelementptr inbounds|nuw %7279[%7291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7293 = llvm.load %7292 : !llvm.ptr -> f32
    %7294 = llvm.extractvalue %7237[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7295 = llvm.mlir.constant(32 : index) : i64
    %7296 = llvm.mul %7269, %7295 overflow<nsw, nuw> : i64
    %7297 = llvm.mlir.constant(8 : index) : i64
    %7298 = llvm.mul %7271, %7297 overflow<nsw, nuw> : i64
    %7299 = llvm.add %7296, %7298 overflow<nsw, nuw> : i64
    %7300 = llvm.add %7299, %7273 overflow<nsw, nuw> : i64
    %7301 = llvm.add %7300, %7275 overflow<nsw, nuw> : i64
    %7302 = llvm.getelementptr inbounds|nuw %7294[%7301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7303 = llvm.load %7302 : !llvm.ptr -> f32
    %7304 = llvm.intr.maximum(%7293, %7303) : (f32, f32) -> f32
    %7305 = llvm.extractvalue %7237[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7306 = llvm.mlir.constant(32 : index) : i64
    %7307 = llvm.mul %7269, %7306 overflow<nsw, nuw> : i64
    %7308 = llvm.mlir.constant(8 : index) : i64
    %7309 = llvm.mul %7271, %7308 overflow<nsw, nuw> : i64
    %7310 = llvm.add %7307, %7309 overflow<nsw, nuw> : i64
    %7311 = llvm.add %7310, %7273 overflow<nsw, nuw> : i64
    %7312 = llvm.add %7311, %7275 overflow<nsw, nuw> : i64
    %7313 = llvm.getelementptr inbounds|nuw %7305[%7312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7304, %7313 : f32, !llvm.ptr
    %7314 = llvm.add %7277, %16 : i64
    llvm.br ^bb1095(%7314 : i64)
  ^bb1097:  // pred: ^bb1095
    %7315 = llvm.add %7275, %16 : i64
    llvm.br ^bb1093(%7315 : i64)
  ^bb1098:  // pred: ^bb1093
    %7316 = llvm.add %7273, %16 : i64
    llvm.br ^bb1091(%7316 : i64)
  ^bb1099:  // pred: ^bb1091
    %7317 = llvm.add %7271, %16 : i64
    llvm.br ^bb1089(%7317 : i64)
  ^bb1100:  // pred: ^bb1089
    %7318 = llvm.add %7269, %16 : i64
    llvm.br ^bb1087(%7318 : i64)
  ^bb1101:  // pred: ^bb1087
    %7319 = llvm.mlir.constant(1 : index) : i64
    %7320 = llvm.mlir.constant(4 : index) : i64
    %7321 = llvm.mlir.constant(8 : index) : i64
    %7322 = llvm.mlir.constant(8 : index) : i64
    %7323 = llvm.mlir.constant(1 : index) : i64
    %7324 = llvm.mlir.constant(64 : index) : i64
    %7325 = llvm.mlir.constant(256 : index) : i64
    %7326 = llvm.mlir.constant(256 : index) : i64
    %7327 = llvm.mlir.zero : !llvm.ptr
    %7328 = llvm.getelementptr %7327[%7326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7329 = llvm.ptrtoint %7328 : !llvm.ptr to i64
    %7330 = llvm.mlir.constant(64 : index) : i64
    %7331 = llvm.add %7329, %7330 : i64
    %7332 = llvm.call @malloc(%7331) : (i64) -> !llvm.ptr
    %7333 = llvm.ptrtoint %7332 : !llvm.ptr to i64
    %7334 = llvm.mlir.constant(1 : index) : i64
    %7335 = llvm.sub %7330, %7334 : i64
    %7336 = llvm.add %7333, %7335 : i64
    %7337 = llvm.urem %7336, %7330 : i64
    %7338 = llvm.sub %7336, %7337 : i64
    %7339 = llvm.inttoptr %7338 : i64 to !llvm.ptr
    %7340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7341 = llvm.insertvalue %7332, %7340[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7342 = llvm.insertvalue %7339, %7341[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7343 = llvm.mlir.constant(0 : index) : i64
    %7344 = llvm.insertvalue %7343, %7342[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7345 = llvm.insertvalue %7319, %7344[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7346 = llvm.insertvalue %7320, %7345[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7347 = llvm.insertvalue %7321, %7346[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7348 = llvm.insertvalue %7322, %7347[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7349 = llvm.insertvalue %7325, %7348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7350 = llvm.insertvalue %7324, %7349[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7351 = llvm.insertvalue %7322, %7350[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7352 = llvm.insertvalue %7323, %7351[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1102(%17 : i64)
  ^bb1102(%7353: i64):  // 2 preds: ^bb1101, ^bb1112
    %7354 = llvm.icmp "slt" %7353, %16 : i64
    llvm.cond_br %7354, ^bb1103, ^bb1113
  ^bb1103:  // pred: ^bb1102
    llvm.br ^bb1104(%17 : i64)
  ^bb1104(%7355: i64):  // 2 preds: ^bb1103, ^bb1111
    %7356 = llvm.icmp "slt" %7355, %13 : i64
    llvm.cond_br %7356, ^bb1105, ^bb1112
  ^bb1105:  // pred: ^bb1104
    llvm.br ^bb1106(%17 : i64)
  ^bb1106(%7357: i64):  // 2 preds: ^bb1105, ^bb1110
    %7358 = llvm.icmp "slt" %7357, %15 : i64
    llvm.cond_br %7358, ^bb1107, ^bb1111
  ^bb1107:  // pred: ^bb1106
    llvm.br ^bb1108(%17 : i64)
  ^bb1108(%7359: i64):  // 2 preds: ^bb1107, ^bb1109
    %7360 = llvm.icmp "slt" %7359, %15 : i64
    llvm.cond_br %7360, ^bb1109, ^bb1110
  ^bb1109:  // pred: ^bb1108
    %7361 = llvm.extractvalue %7129[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7362 = llvm.mlir.constant(256 : index) : i64
    %7363 = llvm.mul %7353, %7362 overflow<nsw, nuw> : i64
    %7364 = llvm.mlir.constant(64 : index) : i64
    %7365 = llvm.mul %7355, %7364 overflow<nsw, nuw> : i64
    %7366 = llvm.add %7363, %7365 overflow<nsw, nuw> : i64
    %7367 = llvm.mlir.constant(8 : index) : i64
    %7368 = llvm.mul %7357, %7367 overflow<nsw, nuw> : i64
    %7369 = llvm.add %7366, %7368 overflow<nsw, nuw> : i64
    %7370 = llvm.add %7369, %7359 overflow<nsw, nuw> : i64
    %7371 = llvm.getelementptr inbounds|nuw %7361[%7370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7372 = llvm.load %7371 : !llvm.ptr -> f32
    %7373 = llvm.extractvalue %7237[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7374 = llvm.mlir.constant(32 : index) : i64
    %7375 = llvm.mul %7353, %7374 overflow<nsw, nuw> : i64
    %7376 = llvm.mlir.constant(8 : index) : i64
    %7377 = llvm.mul %7355, %7376 overflow<nsw, nuw> : i64
    %7378 = llvm.add %7375, %7377 overflow<nsw, nuw> : i64
    %7379 = llvm.add %7378, %7357 overflow<nsw, nuw> : i64
    %7380 = llvm.add %7379, %17 overflow<nsw, nuw> : i64
    %7381 = llvm.getelementptr inbounds|nuw %7373[%7380] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7382 = llvm.load %7381 : !llvm.ptr -> f32
    %7383 = llvm.fsub %7372, %7382 : f32
    %7384 = llvm.fmul %7383, %8 : f32
    %7385 = llvm.intr.exp2(%7384) : (f32) -> f32
    %7386 = llvm.extractvalue %7352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7387 = llvm.mlir.constant(256 : index) : i64
    %7388 = llvm.mul %7353, %7387 overflow<nsw, nuw> : i64
    %7389 = llvm.mlir.constant(64 : index) : i64
    %7390 = llvm.mul %7355, %7389 overflow<nsw, nuw> : i64
    %7391 = llvm.add %7388, %7390 overflow<nsw, nuw> : i64
    %7392 = llvm.mlir.constant(8 : index) : i64
    %7393 = llvm.mul %7357, %7392 overflow<nsw, nuw> : i64
    %7394 = llvm.add %7391, %7393 overflow<nsw, nuw> : i64
    %7395 = llvm.add %7394, %7359 overflow<nsw, nuw> : i64
    %7396 = llvm.getelementptr inbounds|nuw %7386[%7395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7385, %7396 : f32, !llvm.ptr
    %7397 = llvm.add %7359, %16 : i64
    llvm.br ^bb1108(%7397 : i64)
  ^bb1110:  // pred: ^bb1108
    %7398 = llvm.add %7357, %16 : i64
    llvm.br ^bb1106(%7398 : i64)
  ^bb1111:  // pred: ^bb1106
    %7399 = llvm.add %7355, %16 : i64
    llvm.br ^bb1104(%7399 : i64)
  ^bb1112:  // pred: ^bb1104
    %7400 = llvm.add %7353, %16 : i64
    llvm.br ^bb1102(%7400 : i64)
  ^bb1113:  // pred: ^bb1102
    %7401 = llvm.mlir.constant(1 : index) : i64
    %7402 = llvm.mlir.constant(4 : index) : i64
    %7403 = llvm.mlir.constant(8 : index) : i64
    %7404 = llvm.mlir.constant(1 : index) : i64
    %7405 = llvm.mlir.constant(1 : index) : i64
    %7406 = llvm.mlir.constant(32 : index) : i64
    %7407 = llvm.mlir.constant(32 : index) : i64
    %7408 = llvm.mlir.zero : !llvm.ptr
    %7409 = llvm.getelementptr %7408[%7407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7410 = llvm.ptrtoint %7409 : !llvm.ptr to i64
    %7411 = llvm.mlir.constant(64 : index) : i64
    %7412 = llvm.add %7410, %7411 : i64
    %7413 = llvm.call @malloc(%7412) : (i64) -> !llvm.ptr
    %7414 = llvm.ptrtoint %7413 : !llvm.ptr to i64
    %7415 = llvm.mlir.constant(1 : index) : i64
    %7416 = llvm.sub %7411, %7415 : i64
    %7417 = llvm.add %7414, %7416 : i64
    %7418 = llvm.urem %7417, %7411 : i64
    %7419 = llvm.sub %7417, %7418 : i64
    %7420 = llvm.inttoptr %7419 : i64 to !llvm.ptr
    %7421 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7422 = llvm.insertvalue %7413, %7421[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7423 = llvm.insertvalue %7420, %7422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7424 = llvm.mlir.constant(0 : index) : i64
    %7425 = llvm.insertvalue %7424, %7423[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7426 = llvm.insertvalue %7401, %7425[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7427 = llvm.insertvalue %7402, %7426[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7428 = llvm.insertvalue %7403, %7427[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7429 = llvm.insertvalue %7404, %7428[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7430 = llvm.insertvalue %7406, %7429[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7431 = llvm.insertvalue %7403, %7430[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7432 = llvm.insertvalue %7404, %7431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7433 = llvm.insertvalue %7405, %7432[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1114(%17 : i64)
  ^bb1114(%7434: i64):  // 2 preds: ^bb1113, ^bb1124
    %7435 = llvm.icmp "slt" %7434, %16 : i64
    llvm.cond_br %7435, ^bb1115, ^bb1125
  ^bb1115:  // pred: ^bb1114
    llvm.br ^bb1116(%17 : i64)
  ^bb1116(%7436: i64):  // 2 preds: ^bb1115, ^bb1123
    %7437 = llvm.icmp "slt" %7436, %13 : i64
    llvm.cond_br %7437, ^bb1117, ^bb1124
  ^bb1117:  // pred: ^bb1116
    llvm.br ^bb1118(%17 : i64)
  ^bb1118(%7438: i64):  // 2 preds: ^bb1117, ^bb1122
    %7439 = llvm.icmp "slt" %7438, %15 : i64
    llvm.cond_br %7439, ^bb1119, ^bb1123
  ^bb1119:  // pred: ^bb1118
    llvm.br ^bb1120(%17 : i64)
  ^bb1120(%7440: i64):  // 2 preds: ^bb1119, ^bb1121
    %7441 = llvm.icmp "slt" %7440, %16 : i64
    llvm.cond_br %7441, ^bb1121, ^bb1122
  ^bb1121:  // pred: ^bb1120
    %7442 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7443 = llvm.mlir.constant(32 : index) : i64
    %7444 = llvm.mul %7434, %7443 overflow<nsw, nuw> : i64
    %7445 = llvm.mlir.constant(8 : index) : i64
    %7446 = llvm.mul %7436, %7445 overflow<nsw, nuw> : i64
    %7447 = llvm.add %7444, %7446 overflow<nsw, nuw> : i64
    %7448 = llvm.add %7447, %7438 overflow<nsw, nuw> : i64
    %7449 = llvm.add %7448, %7440 overflow<nsw, nuw> : i64
    %7450 = llvm.getelementptr inbounds|nuw %7442[%7449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7451 = llvm.load %7450 : !llvm.ptr -> f32
    %7452 = llvm.extractvalue %7433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7453 = llvm.mlir.constant(32 : index) : i64
    %7454 = llvm.mul %7434, %7453 overflow<nsw, nuw> : i64
    %7455 = llvm.mlir.constant(8 : index) : i64
    %7456 = llvm.mul %7436, %7455 overflow<nsw, nuw> : i64
    %7457 = llvm.add %7454, %7456 overflow<nsw, nuw> : i64
    %7458 = llvm.add %7457, %7438 overflow<nsw, nuw> : i64
    %7459 = llvm.add %7458, %7440 overflow<nsw, nuw> : i64
    %7460 = llvm.getelementptr inbounds|nuw %7452[%7459] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7451, %7460 : f32, !llvm.ptr
    %7461 = llvm.add %7440, %16 : i64
    llvm.br ^bb1120(%7461 : i64)
  ^bb1122:  // pred: ^bb1120
    %7462 = llvm.add %7438, %16 : i64
    llvm.br ^bb1118(%7462 : i64)
  ^bb1123:  // pred: ^bb1118
    %7463 = llvm.add %7436, %16 : i64
    llvm.br ^bb1116(%7463 : i64)
  ^bb1124:  // pred: ^bb1116
    %7464 = llvm.add %7434, %16 : i64
    llvm.br ^bb1114(%7464 : i64)
  ^bb1125:  // pred: ^bb1114
    llvm.br ^bb1126(%17 : i64)
  ^bb1126(%7465: i64):  // 2 preds: ^bb1125, ^bb1136
    %7466 = llvm.icmp "slt" %7465, %16 : i64
    llvm.cond_br %7466, ^bb1127, ^bb1137
  ^bb1127:  // pred: ^bb1126
    llvm.br ^bb1128(%17 : i64)
  ^bb1128(%7467: i64):  // 2 preds: ^bb1127, ^bb1135
    %7468 = llvm.icmp "slt" %7467, %13 : i64
    llvm.cond_br %7468, ^bb1129, ^bb1136
  ^bb1129:  // pred: ^bb1128
    llvm.br ^bb1130(%17 : i64)
  ^bb1130(%7469: i64):  // 2 preds: ^bb1129, ^bb1134
    %7470 = llvm.icmp "slt" %7469, %15 : i64
    llvm.cond_br %7470, ^bb1131, ^bb1135
  ^bb1131:  // pred: ^bb1130
    llvm.br ^bb1132(%17 : i64)
  ^bb1132(%7471: i64):  // 2 preds: ^bb1131, ^bb1133
    %7472 = llvm.icmp "slt" %7471, %15 : i64
    llvm.cond_br %7472, ^bb1133, ^bb1134
  ^bb1133:  // pred: ^bb1132
    %7473 = llvm.extractvalue %7352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7474 = llvm.mlir.constant(256 : index) : i64
    %7475 = llvm.mul %7465, %7474 overflow<nsw, nuw> : i64
    %7476 = llvm.mlir.constant(64 : index) : i64
    %7477 = llvm.mul %7467, %7476 overflow<nsw, nuw> : i64
    %7478 = llvm.add %7475, %7477 overflow<nsw, nuw> : i64
    %7479 = llvm.mlir.constant(8 : index) : i64
    %7480 = llvm.mul %7469, %7479 overflow<nsw, nuw> : i64
    %7481 = llvm.add %7478, %7480 overflow<nsw, nuw> : i64
    %7482 = llvm.add %7481, %7471 overflow<nsw, nuw> : i64
    %7483 = llvm.getelementptr inbounds|nuw %7473[%7482] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7484 = llvm.load %7483 : !llvm.ptr -> f32
    %7485 = llvm.extractvalue %7433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7486 = llvm.mlir.constant(32 : index) : i64
    %7487 = llvm.mul %7465, %7486 overflow<nsw, nuw> : i64
    %7488 = llvm.mlir.constant(8 : index) : i64
    %7489 = llvm.mul %7467, %7488 overflow<nsw, nuw> : i64
    %7490 = llvm.add %7487, %7489 overflow<nsw, nuw> : i64
    %7491 = llvm.add %7490, %7469 overflow<nsw, nuw> : i64
    %7492 = llvm.add %7491, %17 overflow<nsw, nuw> : i64
    %7493 = llvm.getelementptr inbounds|nuw %7485[%7492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7494 = llvm.load %7493 : !llvm.ptr -> f32
    %7495 = llvm.fadd %7484, %7494 : f32
    %7496 = llvm.extractvalue %7433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7497 = llvm.mlir.constant(32 : index) : i64
    %7498 = llvm.mul %7465, %7497 overflow<nsw, nuw> : i64
    %7499 = llvm.mlir.constant(8 : index) : i64
    %7500 = llvm.mul %7467, %7499 overflow<nsw, nuw> : i64
    %7501 = llvm.add %7498, %7500 overflow<nsw, nuw> : i64
    %7502 = llvm.add %7501, %7469 overflow<nsw, nuw> : i64
    %7503 = llvm.add %7502, %17 overflow<nsw, nuw> : i64
    %7504 = llvm.getelementptr inbounds|nuw %7496[%7503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7495, %7504 : f32, !llvm.ptr
    %7505 = llvm.add %7471, %16 : i64
    llvm.br ^bb1132(%7505 : i64)
  ^bb1134:  // pred: ^bb1132
    %7506 = llvm.add %7469, %16 : i64
    llvm.br ^bb1130(%7506 : i64)
  ^bb1135:  // pred: ^bb1130
    %7507 = llvm.add %7467, %16 : i64
    llvm.br ^bb1128(%7507 : i64)
  ^bb1136:  // pred: ^bb1128
    %7508 = llvm.add %7465, %16 : i64
    llvm.br ^bb1126(%7508 : i64)
  ^bb1137:  // pred: ^bb1126
    %7509 = llvm.mlir.constant(1 : index) : i64
    %7510 = llvm.mlir.constant(4 : index) : i64
    %7511 = llvm.mlir.constant(8 : index) : i64
    %7512 = llvm.mlir.constant(1 : index) : i64
    %7513 = llvm.mlir.constant(1 : index) : i64
    %7514 = llvm.mlir.constant(32 : index) : i64
    %7515 = llvm.mlir.constant(32 : index) : i64
    %7516 = llvm.mlir.zero : !llvm.ptr
    %7517 = llvm.getelementptr %7516[%7515] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %7518 = llvm.ptrtoint %7517 : !llvm.ptr to i64
    %7519 = llvm.mlir.constant(64 : index) : i64
    %7520 = llvm.add %7518, %7519 : i64
    %7521 = llvm.call @malloc(%7520) : (i64) -> !llvm.ptr
    %7522 = llvm.ptrtoint %7521 : !llvm.ptr to i64
    %7523 = llvm.mlir.constant(1 : index) : i64
    %7524 = llvm.sub %7519, %7523 : i64
    %7525 = llvm.add %7522, %7524 : i64
    %7526 = llvm.urem %7525, %7519 : i64
    %7527 = llvm.sub %7525, %7526 : i64
    %7528 = llvm.inttoptr %7527 : i64 to !llvm.ptr
    %7529 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7530 = llvm.insertvalue %7521, %7529[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7531 = llvm.insertvalue %7528, %7530[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7532 = llvm.mlir.constant(0 : index) : i64
    %7533 = llvm.insertvalue %7532, %7531[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7534 = llvm.insertvalue %7509, %7533[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7535 = llvm.insertvalue %7510, %7534[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7536 = llvm.insertvalue %7511, %7535[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7537 = llvm.insertvalue %7512, %7536[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7538 = llvm.insertvalue %7514, %7537[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7539 = llvm.insertvalue %7511, %7538[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7540 = llvm.insertvalue %7512, %7539[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7541 = llvm.insertvalue %7513, %7540[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1138(%17 : i64)
  ^bb1138(%7542: i64):  // 2 preds: ^bb1137, ^bb1148
    %7543 = llvm.icmp "slt" %7542, %16 : i64
    llvm.cond_br %7543, ^bb1139, ^bb1149
  ^bb1139:  // pred: ^bb1138
    llvm.br ^bb1140(%17 : i64)
  ^bb1140(%7544: i64):  // 2 preds: ^bb1139, ^bb1147
    %7545 = llvm.icmp "slt" %7544, %13 : i64
    llvm.cond_br %7545, ^bb1141, ^bb1148
  ^bb1141:  // pred: ^bb1140
    llvm.br ^bb1142(%17 : i64)
  ^bb1142(%7546: i64):  // 2 preds: ^bb1141, ^bb1146
    %7547 = llvm.icmp "slt" %7546, %15 : i64
    llvm.cond_br %7547, ^bb1143, ^bb1147
  ^bb1143:  // pred: ^bb1142
    llvm.br ^bb1144(%17 : i64)
  ^bb1144(%7548: i64):  // 2 preds: ^bb1143, ^bb1145
    %7549 = llvm.icmp "slt" %7548, %16 : i64
    llvm.cond_br %7549, ^bb1145, ^bb1146
  ^bb1145:  // pred: ^bb1144
    %7550 = llvm.extractvalue %4025[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7551 = llvm.mlir.constant(32 : index) : i64
    %7552 = llvm.mul %7542, %7551 overflow<nsw, nuw> : i64
    %7553 = llvm.mlir.constant(8 : index) : i64
    %7554 = llvm.mul %7544, %7553 overflow<nsw, nuw> : i64
    %7555 = llvm.add %7552, %7554 overflow<nsw, nuw> : i64
    %7556 = llvm.add %7555, %7546 overflow<nsw, nuw> : i64
    %7557 = llvm.add %7556, %7548 overflow<nsw, nuw> : i64
    %7558 = llvm.getelementptr inbounds|nuw %7550[%7557] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %7559 = llvm.load %7558 : !llvm.ptr -> i1
    %7560 = llvm.extractvalue %7541[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7561 = llvm.mlir.constant(32 : index) : i64
    %7562 = llvm.mul %7542, %7561 overflow<nsw, nuw> : i64
    %7563 = llvm.mlir.constant(8 : index) : i64
    %7564 = llvm.mul %7544, %7563 overflow<nsw, nuw> : i64
    %7565 = llvm.add %7562, %7564 overflow<nsw, nuw> : i64
    %7566 = llvm.add %7565, %7546 overflow<nsw, nuw> : i64
    %7567 = llvm.add %7566, %7548 overflow<nsw, nuw> : i64
    %7568 = llvm.getelementptr inbounds|nuw %7560[%7567] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %7559, %7568 : i1, !llvm.ptr
    %7569 = llvm.add %7548, %16 : i64
    llvm.br ^bb1144(%7569 : i64)
  ^bb1146:  // pred: ^bb1144
    %7570 = llvm.add %7546, %16 : i64
    llvm.br ^bb1142(%7570 : i64)
  ^bb1147:  // pred: ^bb1142
    %7571 = llvm.add %7544, %16 : i64
    llvm.br ^bb1140(%7571 : i64)
  ^bb1148:  // pred: ^bb1140
    %7572 = llvm.add %7542, %16 : i64
    llvm.br ^bb1138(%7572 : i64)
  ^bb1149:  // pred: ^bb1138
    llvm.br ^bb1150(%17 : i64)
  ^bb1150(%7573: i64):  // 2 preds: ^bb1149, ^bb1160
    %7574 = llvm.icmp "slt" %7573, %16 : i64
    llvm.cond_br %7574, ^bb1151, ^bb1161
  ^bb1151:  // pred: ^bb1150
    llvm.br ^bb1152(%17 : i64)
  ^bb1152(%7575: i64):  // 2 preds: ^bb1151, ^bb1159
    %7576 = llvm.icmp "slt" %7575, %13 : i64
    llvm.cond_br %7576, ^bb1153, ^bb1160
  ^bb1153:  // pred: ^bb1152
    llvm.br ^bb1154(%17 : i64)
  ^bb1154(%7577: i64):  // 2 preds: ^bb1153, ^bb1158
    %7578 = llvm.icmp "slt" %7577, %15 : i64
    llvm.cond_br %7578, ^bb1155, ^bb1159
  ^bb1155:  // pred: ^bb1154
    llvm.br ^bb1156(%17 : i64)
  ^bb1156(%7579: i64):  // 2 preds: ^bb1155, ^bb1157
    %7580 = llvm.icmp "slt" %7579, %15 : i64
    llvm.cond_br %7580, ^bb1157, ^bb1158
  ^bb1157:  // pred: ^bb1156
    %7581 = llvm.extractvalue %7129[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7582 = llvm.mlir.constant(256 : index) : i64
    %7583 = llvm.mul %7573, %7582 overflow<nsw, nuw> : i64
    %7584 = llvm.mlir.constant(64 : index) : i64
    %7585 = llvm.mul %7575, %7584 overflow<nsw, nuw> : i64
    %7586 = llvm.add %7583, %7585 overflow<nsw, nuw> : i64
    %7587 = llvm.mlir.constant(8 : index) : i64
    %7588 = llvm.mul %7577, %7587 overflow<nsw, nuw> : i64
    %7589 = llvm.add %7586, %7588 overflow<nsw, nuw> : i64
    %7590 = llvm.add %7589, %7579 overflow<nsw, nuw> : i64
    %7591 = llvm.getelementptr inbounds|nuw %7581[%7590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7592 = llvm.load %7591 : !llvm.ptr -> f32
    %7593 = llvm.extractvalue %7541[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7594 = llvm.mlir.constant(32 : index) : i64
    %7595 = llvm.mul %7573, %7594 overflow<nsw, nuw> : i64
    %7596 = llvm.mlir.constant(8 : index) : i64
    %7597 = llvm.mul %7575, %7596 overflow<nsw, nuw> : i64
    %7598 = llvm.add %7595, %7597 overflow<nsw, nuw> : i64
    %7599 = llvm.add %7598, %7577 overflow<nsw, nuw> : i64
    %7600 = llvm.add %7599, %17 overflow<nsw, nuw> : i64
    %7601 = llvm.getelementptr inbounds|nuw %7593[%7600] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %7602 = llvm.load %7601 : !llvm.ptr -> i1
    %7603 = llvm.fpext %7592 : f32 to f64
    %7604 = llvm.fcmp "oeq" %7603, %22 : f64
    %7605 = llvm.and %7604, %7602 : i1
    %7606 = llvm.extractvalue %7541[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7607 = llvm.mlir.constant(32 : index) : i64
    %7608 = llvm.mul %7573, %7607 overflow<nsw, nuw> : i64
    %7609 = llvm.mlir.constant(8 : index) : i64
    %7610 = llvm.mul %7575, %7609 overflow<nsw, nuw> : i64
    %7611 = llvm.add %7608, %7610 overflow<nsw, nuw> : i64
    %7612 = llvm.add %7611, %7577 overflow<nsw, nuw> : i64
    %7613 = llvm.add %7612, %17 overflow<nsw, nuw> : i64
    %7614 = llvm.getelementptr inbounds|nuw %7606[%7613] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %7605, %7614 : i1, !llvm.ptr
    %7615 = llvm.add %7579, %16 : i64
    llvm.br ^bb1156(%7615 : i64)
  ^bb1158:  // pred: ^bb1156
    %7616 = llvm.add %7577, %16 : i64
    llvm.br ^bb1154(%7616 : i64)
  ^bb1159:  // pred: ^bb1154
    %7617 = llvm.add %7575, %16 : i64
    llvm.br ^bb1152(%7617 : i64)
  ^bb1160:  // pred: ^bb1152
    %7618 = llvm.add %7573, %16 : i64
    llvm.br ^bb1150(%7618 : i64)
  ^bb1161:  // pred: ^bb1150
    %7619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7620 = llvm.extractvalue %6737[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7621 = llvm.extractvalue %6737[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7622 = llvm.insertvalue %7620, %7619[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7623 = llvm.insertvalue %7621, %7622[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7624 = llvm.mlir.constant(0 : index) : i64
    %7625 = llvm.insertvalue %7624, %7623[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7626 = llvm.mlir.constant(1 : index) : i64
    %7627 = llvm.insertvalue %7626, %7625[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7628 = llvm.mlir.constant(256 : index) : i64
    %7629 = llvm.insertvalue %7628, %7627[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7630 = llvm.mlir.constant(4 : index) : i64
    %7631 = llvm.insertvalue %7630, %7629[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7632 = llvm.mlir.constant(64 : index) : i64
    %7633 = llvm.insertvalue %7632, %7631[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7634 = llvm.mlir.constant(8 : index) : i64
    %7635 = llvm.insertvalue %7634, %7633[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7636 = llvm.mlir.constant(8 : index) : i64
    %7637 = llvm.insertvalue %7636, %7635[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7638 = llvm.mlir.constant(8 : index) : i64
    %7639 = llvm.insertvalue %7638, %7637[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7640 = llvm.mlir.constant(1 : index) : i64
    %7641 = llvm.insertvalue %7640, %7639[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7642 = llvm.mlir.constant(1 : index) : i64
    %7643 = llvm.mlir.constant(4 : index) : i64
    %7644 = llvm.mlir.constant(8 : index) : i64
    %7645 = llvm.mlir.constant(8 : index) : i64
    %7646 = llvm.mlir.constant(1 : index) : i64
    %7647 = llvm.mlir.constant(64 : index) : i64
    %7648 = llvm.mlir.constant(256 : index) : i64
    %7649 = llvm.mlir.constant(256 : index) : i64
    %7650 = llvm.mlir.zero : !llvm.ptr
    %7651 = llvm.getelementptr %7650[%7649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7652 = llvm.ptrtoint %7651 : !llvm.ptr to i64
    %7653 = llvm.mlir.constant(64 : index) : i64
    %7654 = llvm.add %7652, %7653 : i64
    %7655 = llvm.call @malloc(%7654) : (i64) -> !llvm.ptr
    %7656 = llvm.ptrtoint %7655 : !llvm.ptr to i64
    %7657 = llvm.mlir.constant(1 : index) : i64
    %7658 = llvm.sub %7653, %7657 : i64
    %7659 = llvm.add %7656, %7658 : i64
    %7660 = llvm.urem %7659, %7653 : i64
    %7661 = llvm.sub %7659, %7660 : i64
    %7662 = llvm.inttoptr %7661 : i64 to !llvm.ptr
    %7663 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7664 = llvm.insertvalue %7655, %7663[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7665 = llvm.insertvalue %7662, %7664[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7666 = llvm.mlir.constant(0 : index) : i64
    %7667 = llvm.insertvalue %7666, %7665[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7668 = llvm.insertvalue %7642, %7667[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7669 = llvm.insertvalue %7643, %7668[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7670 = llvm.insertvalue %7644, %7669[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7671 = llvm.insertvalue %7645, %7670[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7672 = llvm.insertvalue %7648, %7671[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7673 = llvm.insertvalue %7647, %7672[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7674 = llvm.insertvalue %7645, %7673[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7675 = llvm.insertvalue %7646, %7674[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1162(%17 : i64)
  ^bb1162(%7676: i64):  // 2 preds: ^bb1161, ^bb1172
    %7677 = llvm.icmp "slt" %7676, %16 : i64
    llvm.cond_br %7677, ^bb1163, ^bb1173
  ^bb1163:  // pred: ^bb1162
    llvm.br ^bb1164(%17 : i64)
  ^bb1164(%7678: i64):  // 2 preds: ^bb1163, ^bb1171
    %7679 = llvm.icmp "slt" %7678, %13 : i64
    llvm.cond_br %7679, ^bb1165, ^bb1172
  ^bb1165:  // pred: ^bb1164
    llvm.br ^bb1166(%17 : i64)
  ^bb1166(%7680: i64):  // 2 preds: ^bb1165, ^bb1170
    %7681 = llvm.icmp "slt" %7680, %15 : i64
    llvm.cond_br %7681, ^bb1167, ^bb1171
  ^bb1167:  // pred: ^bb1166
    llvm.br ^bb1168(%17 : i64)
  ^bb1168(%7682: i64):  // 2 preds: ^bb1167, ^bb1169
    %7683 = llvm.icmp "slt" %7682, %15 : i64
    llvm.cond_br %7683, ^bb1169, ^bb1170
  ^bb1169:  // pred: ^bb1168
    %7684 = llvm.extractvalue %3281[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7685 = llvm.mlir.constant(256 : index) : i64
    %7686 = llvm.mul %7676, %7685 overflow<nsw, nuw> : i64
    %7687 = llvm.mlir.constant(64 : index) : i64
    %7688 = llvm.mul %7678, %7687 overflow<nsw, nuw> : i64
    %7689 = llvm.add %7686, %7688 overflow<nsw, nuw> : i64
    %7690 = llvm.mlir.constant(8 : index) : i64
    %7691 = llvm.mul %7680, %7690 overflow<nsw, nuw> : i64
    %7692 = llvm.add %7689, %7691 overflow<nsw, nuw> : i64
    %7693 = llvm.add %7692, %7682 overflow<nsw, nuw> : i64
    %7694 = llvm.getelementptr inbounds|nuw %7684[%7693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7695 = llvm.load %7694 : !llvm.ptr -> f32
    %7696 = llvm.extractvalue %7675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7697 = llvm.mlir.constant(256 : index) : i64
    %7698 = llvm.mul %7676, %7697 overflow<nsw, nuw> : i64
    %7699 = llvm.mlir.constant(64 : index) : i64
    %7700 = llvm.mul %7678, %7699 overflow<nsw, nuw> : i64
    %7701 = llvm.add %7698, %7700 overflow<nsw, nuw> : i64
    %7702 = llvm.mlir.constant(8 : index) : i64
    %7703 = llvm.mul %7680, %7702 overflow<nsw, nuw> : i64
    %7704 = llvm.add %7701, %7703 overflow<nsw, nuw> : i64
    %7705 = llvm.add %7704, %7682 overflow<nsw, nuw> : i64
    %7706 = llvm.getelementptr inbounds|nuw %7696[%7705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7695, %7706 : f32, !llvm.ptr
    %7707 = llvm.add %7682, %16 : i64
    llvm.br ^bb1168(%7707 : i64)
  ^bb1170:  // pred: ^bb1168
    %7708 = llvm.add %7680, %16 : i64
    llvm.br ^bb1166(%7708 : i64)
  ^bb1171:  // pred: ^bb1166
    %7709 = llvm.add %7678, %16 : i64
    llvm.br ^bb1164(%7709 : i64)
  ^bb1172:  // pred: ^bb1164
    %7710 = llvm.add %7676, %16 : i64
    llvm.br ^bb1162(%7710 : i64)
  ^bb1173:  // pred: ^bb1162
    llvm.br ^bb1174(%17 : i64)
  ^bb1174(%7711: i64):  // 2 preds: ^bb1173, ^bb1187
    %7712 = llvm.icmp "slt" %7711, %16 : i64
    llvm.cond_br %7712, ^bb1175, ^bb1188
  ^bb1175:  // pred: ^bb1174
    llvm.br ^bb1176(%17 : i64)
  ^bb1176(%7713: i64):  // 2 preds: ^bb1175, ^bb1186
    %7714 = llvm.icmp "slt" %7713, %13 : i64
    llvm.cond_br %7714, ^bb1177, ^bb1187
  ^bb1177:  // pred: ^bb1176
    llvm.br ^bb1178(%17 : i64)
  ^bb1178(%7715: i64):  // 2 preds: ^bb1177, ^bb1185
    %7716 = llvm.icmp "slt" %7715, %15 : i64
    llvm.cond_br %7716, ^bb1179, ^bb1186
  ^bb1179:  // pred: ^bb1178
    llvm.br ^bb1180(%17 : i64)
  ^bb1180(%7717: i64):  // 2 preds: ^bb1179, ^bb1184
    %7718 = llvm.icmp "slt" %7717, %15 : i64
    llvm.cond_br %7718, ^bb1181, ^bb1185
  ^bb1181:  // pred: ^bb1180
    llvm.br ^bb1182(%17 : i64)
  ^bb1182(%7719: i64):  // 2 preds: ^bb1181, ^bb1183
    %7720 = llvm.icmp "slt" %7719, %15 : i64
    llvm.cond_br %7720, ^bb1183, ^bb1184
  ^bb1183:  // pred: ^bb1182
    %7721 = llvm.extractvalue %7541[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7722 = llvm.mlir.constant(32 : index) : i64
    %7723 = llvm.mul %7711, %7722 overflow<nsw, nuw> : i64
    %7724 = llvm.mlir.constant(8 : index) : i64
    %7725 = llvm.mul %7713, %7724 overflow<nsw, nuw> : i64
    %7726 = llvm.add %7723, %7725 overflow<nsw, nuw> : i64
    %7727 = llvm.add %7726, %7715 overflow<nsw, nuw> : i64
    %7728 = llvm.add %7727, %17 overflow<nsw, nuw> : i64
    %7729 = llvm.getelementptr inbounds|nuw %7721[%7728] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %7730 = llvm.load %7729 : !llvm.ptr -> i1
    %7731 = llvm.extractvalue %7352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7732 = llvm.mlir.constant(256 : index) : i64
    %7733 = llvm.mul %7711, %7732 overflow<nsw, nuw> : i64
    %7734 = llvm.mlir.constant(64 : index) : i64
    %7735 = llvm.mul %7713, %7734 overflow<nsw, nuw> : i64
    %7736 = llvm.add %7733, %7735 overflow<nsw, nuw> : i64
    %7737 = llvm.mlir.constant(8 : index) : i64
    %7738 = llvm.mul %7715, %7737 overflow<nsw, nuw> : i64
    %7739 = llvm.add %7736, %7738 overflow<nsw, nuw> : i64
    %7740 = llvm.add %7739, %7719 overflow<nsw, nuw> : i64
    %7741 = llvm.getelementptr inbounds|nuw %7731[%7740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7742 = llvm.load %7741 : !llvm.ptr -> f32
    %7743 = llvm.extractvalue %7433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7744 = llvm.mlir.constant(32 : index) : i64
    %7745 = llvm.mul %7711, %7744 overflow<nsw, nuw> : i64
    %7746 = llvm.mlir.constant(8 : index) : i64
    %7747 = llvm.mul %7713, %7746 overflow<nsw, nuw> : i64
    %7748 = llvm.add %7745, %7747 overflow<nsw, nuw> : i64
    %7749 = llvm.add %7748, %7715 overflow<nsw, nuw> : i64
    %7750 = llvm.add %7749, %17 overflow<nsw, nuw> : i64
    %7751 = llvm.getelementptr inbounds|nuw %7743[%7750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7752 = llvm.load %7751 : !llvm.ptr -> f32
    %7753 = llvm.extractvalue %7641[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7754 = llvm.mlir.constant(256 : index) : i64
    %7755 = llvm.mul %7711, %7754 overflow<nsw, nuw> : i64
    %7756 = llvm.mlir.constant(64 : index) : i64
    %7757 = llvm.mul %7713, %7756 overflow<nsw, nuw> : i64
    %7758 = llvm.add %7755, %7757 overflow<nsw, nuw> : i64
    %7759 = llvm.mlir.constant(8 : index) : i64
    %7760 = llvm.mul %7719, %7759 overflow<nsw, nuw> : i64
    %7761 = llvm.add %7758, %7760 overflow<nsw, nuw> : i64
    %7762 = llvm.add %7761, %7717 overflow<nsw, nuw> : i64
    %7763 = llvm.getelementptr inbounds|nuw %7753[%7762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7764 = llvm.load %7763 : !llvm.ptr -> f32
    %7765 = llvm.extractvalue %7675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7766 = llvm.mlir.constant(256 : index) : i64
    %7767 = llvm.mul %7711, %7766 overflow<nsw, nuw> : i64
    %7768 = llvm.mlir.constant(64 : index) : i64
    %7769 = llvm.mul %7713, %7768 overflow<nsw, nuw> : i64
    %7770 = llvm.add %7767, %7769 overflow<nsw, nuw> : i64
    %7771 = llvm.mlir.constant(8 : index) : i64
    %7772 = llvm.mul %7715, %7771 overflow<nsw, nuw> : i64
    %7773 = llvm.add %7770, %7772 overflow<nsw, nuw> : i64
    %7774 = llvm.add %7773, %7717 overflow<nsw, nuw> : i64
    %7775 = llvm.getelementptr inbounds|nuw %7765[%7774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7776 = llvm.load %7775 : !llvm.ptr -> f32
    %7777 = llvm.fdiv %7742, %7752 : f32
    %7778 = llvm.select %7730, %25, %7777 : i1, f32
    %7779 = llvm.fmul %7778, %7764 : f32
    %7780 = llvm.fadd %7776, %7779 : f32
    %7781 = llvm.extractvalue %7675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7782 = llvm.mlir.constant(256 : index) : i64
    %7783 = llvm.mul %7711, %7782 overflow<nsw, nuw> : i64
    %7784 = llvm.mlir.constant(64 : index) : i64
    %7785 = llvm.mul %7713, %7784 overflow<nsw, nuw> : i64
    %7786 = llvm.add %7783, %7785 overflow<nsw, nuw> : i64
    %7787 = llvm.mlir.constant(8 : index) : i64
    %7788 = llvm.mul %7715, %7787 overflow<nsw, nuw> : i64
    %7789 = llvm.add %7786, %7788 overflow<nsw, nuw> : i64
    %7790 = llvm.add %7789, %7717 overflow<nsw, nuw> : i64
    %7791 = llvm.getelementptr inbounds|nuw %7781[%7790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7780, %7791 : f32, !llvm.ptr
    %7792 = llvm.add %7719, %16 : i64
    llvm.br ^bb1182(%7792 : i64)
  ^bb1184:  // pred: ^bb1182
    %7793 = llvm.add %7717, %16 : i64
    llvm.br ^bb1180(%7793 : i64)
  ^bb1185:  // pred: ^bb1180
    %7794 = llvm.add %7715, %16 : i64
    llvm.br ^bb1178(%7794 : i64)
  ^bb1186:  // pred: ^bb1178
    %7795 = llvm.add %7713, %16 : i64
    llvm.br ^bb1176(%7795 : i64)
  ^bb1187:  // pred: ^bb1176
    %7796 = llvm.add %7711, %16 : i64
    llvm.br ^bb1174(%7796 : i64)
  ^bb1188:  // pred: ^bb1174
    %7797 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7798 = llvm.extractvalue %160[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7799 = llvm.extractvalue %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7800 = llvm.insertvalue %7798, %7797[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7801 = llvm.insertvalue %7799, %7800[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7802 = llvm.mlir.constant(0 : index) : i64
    %7803 = llvm.insertvalue %7802, %7801[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7804 = llvm.mlir.constant(32 : index) : i64
    %7805 = llvm.insertvalue %7804, %7803[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7806 = llvm.mlir.constant(32 : index) : i64
    %7807 = llvm.insertvalue %7806, %7805[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7808 = llvm.mlir.constant(4 : index) : i64
    %7809 = llvm.insertvalue %7808, %7807[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7810 = llvm.mlir.constant(8 : index) : i64
    %7811 = llvm.insertvalue %7810, %7809[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7812 = llvm.mlir.constant(8 : index) : i64
    %7813 = llvm.insertvalue %7812, %7811[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7814 = llvm.mlir.constant(1 : index) : i64
    %7815 = llvm.insertvalue %7814, %7813[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7816 = llvm.mlir.constant(1 : index) : i64
    %7817 = llvm.mlir.constant(8 : index) : i64
    %7818 = llvm.mlir.constant(32 : index) : i64
    %7819 = llvm.mlir.constant(1 : index) : i64
    %7820 = llvm.mlir.constant(256 : index) : i64
    %7821 = llvm.mlir.constant(256 : index) : i64
    %7822 = llvm.mlir.zero : !llvm.ptr
    %7823 = llvm.getelementptr %7822[%7821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7824 = llvm.ptrtoint %7823 : !llvm.ptr to i64
    %7825 = llvm.mlir.constant(64 : index) : i64
    %7826 = llvm.add %7824, %7825 : i64
    %7827 = llvm.call @malloc(%7826) : (i64) -> !llvm.ptr
    %7828 = llvm.ptrtoint %7827 : !llvm.ptr to i64
    %7829 = llvm.mlir.constant(1 : index) : i64
    %7830 = llvm.sub %7825, %7829 : i64
    %7831 = llvm.add %7828, %7830 : i64
    %7832 = llvm.urem %7831, %7825 : i64
    %7833 = llvm.sub %7831, %7832 : i64
    %7834 = llvm.inttoptr %7833 : i64 to !llvm.ptr
    %7835 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7836 = llvm.insertvalue %7827, %7835[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7837 = llvm.insertvalue %7834, %7836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7838 = llvm.mlir.constant(0 : index) : i64
    %7839 = llvm.insertvalue %7838, %7837[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7840 = llvm.insertvalue %7816, %7839[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7841 = llvm.insertvalue %7817, %7840[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7842 = llvm.insertvalue %7818, %7841[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7843 = llvm.insertvalue %7820, %7842[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7844 = llvm.insertvalue %7818, %7843[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7845 = llvm.insertvalue %7819, %7844[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1189(%17 : i64)
  ^bb1189(%7846: i64):  // 2 preds: ^bb1188, ^bb1196
    %7847 = llvm.icmp "slt" %7846, %16 : i64
    llvm.cond_br %7847, ^bb1190, ^bb1197
  ^bb1190:  // pred: ^bb1189
    llvm.br ^bb1191(%17 : i64)
  ^bb1191(%7848: i64):  // 2 preds: ^bb1190, ^bb1195
    %7849 = llvm.icmp "slt" %7848, %15 : i64
    llvm.cond_br %7849, ^bb1192, ^bb1196
  ^bb1192:  // pred: ^bb1191
    llvm.br ^bb1193(%17 : i64)
  ^bb1193(%7850: i64):  // 2 preds: ^bb1192, ^bb1194
    %7851 = llvm.icmp "slt" %7850, %14 : i64
    llvm.cond_br %7851, ^bb1194, ^bb1195
  ^bb1194:  // pred: ^bb1193
    %7852 = llvm.extractvalue %4372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7853 = llvm.mlir.constant(256 : index) : i64
    %7854 = llvm.mul %7846, %7853 overflow<nsw, nuw> : i64
    %7855 = llvm.mlir.constant(32 : index) : i64
    %7856 = llvm.mul %7848, %7855 overflow<nsw, nuw> : i64
    %7857 = llvm.add %7854, %7856 overflow<nsw, nuw> : i64
    %7858 = llvm.add %7857, %7850 overflow<nsw, nuw> : i64
    %7859 = llvm.getelementptr inbounds|nuw %7852[%7858] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7860 = llvm.load %7859 : !llvm.ptr -> f32
    %7861 = llvm.extractvalue %7845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7862 = llvm.mlir.constant(256 : index) : i64
    %7863 = llvm.mul %7846, %7862 overflow<nsw, nuw> : i64
    %7864 = llvm.mlir.constant(32 : index) : i64
    %7865 = llvm.mul %7848, %7864 overflow<nsw, nuw> : i64
    %7866 = llvm.add %7863, %7865 overflow<nsw, nuw> : i64
    %7867 = llvm.add %7866, %7850 overflow<nsw, nuw> : i64
    %7868 = llvm.getelementptr inbounds|nuw %7861[%7867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7860, %7868 : f32, !llvm.ptr
    %7869 = llvm.add %7850, %16 : i64
    llvm.br ^bb1193(%7869 : i64)
  ^bb1195:  // pred: ^bb1193
    %7870 = llvm.add %7848, %16 : i64
    llvm.br ^bb1191(%7870 : i64)
  ^bb1196:  // pred: ^bb1191
    %7871 = llvm.add %7846, %16 : i64
    llvm.br ^bb1189(%7871 : i64)
  ^bb1197:  // pred: ^bb1189
    llvm.br ^bb1198(%17 : i64)
  ^bb1198(%7872: i64):  // 2 preds: ^bb1197, ^bb1211
    %7873 = llvm.icmp "slt" %7872, %16 : i64
    llvm.cond_br %7873, ^bb1199, ^bb1212
  ^bb1199:  // pred: ^bb1198
    llvm.br ^bb1200(%17 : i64)
  ^bb1200(%7874: i64):  // 2 preds: ^bb1199, ^bb1210
    %7875 = llvm.icmp "slt" %7874, %15 : i64
    llvm.cond_br %7875, ^bb1201, ^bb1211
  ^bb1201:  // pred: ^bb1200
    llvm.br ^bb1202(%17 : i64)
  ^bb1202(%7876: i64):  // 2 preds: ^bb1201, ^bb1209
    %7877 = llvm.icmp "slt" %7876, %14 : i64
    llvm.cond_br %7877, ^bb1203, ^bb1210
  ^bb1203:  // pred: ^bb1202
    llvm.br ^bb1204(%17 : i64)
  ^bb1204(%7878: i64):  // 2 preds: ^bb1203, ^bb1208
    %7879 = llvm.icmp "slt" %7878, %13 : i64
    llvm.cond_br %7879, ^bb1205, ^bb1209
  ^bb1205:  // pred: ^bb1204
    llvm.br ^bb1206(%17 : i64)
  ^bb1206(%7880: i64):  // 2 preds: ^bb1205, ^bb1207
    %7881 = llvm.icmp "slt" %7880, %15 : i64
    llvm.cond_br %7881, ^bb1207, ^bb1208
  ^bb1207:  // pred: ^bb1206
    %7882 = llvm.extractvalue %7675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7883 = llvm.mlir.constant(256 : index) : i64
    %7884 = llvm.mul %7872, %7883 overflow<nsw, nuw> : i64
    %7885 = llvm.mlir.constant(64 : index) : i64
    %7886 = llvm.mul %7878, %7885 overflow<nsw, nuw> : i64
    %7887 = llvm.add %7884, %7886 overflow<nsw, nuw> : i64
    %7888 = llvm.mlir.constant(8 : index) : i64
    %7889 = llvm.mul %7874, %7888 overflow<nsw, nuw> : i64
    %7890 = llvm.add %7887, %7889 overflow<nsw, nuw> : i64
    %7891 = llvm.add %7890, %7880 overflow<nsw, nuw> : i64
    %7892 = llvm.getelementptr inbounds|nuw %7882[%7891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7893 = llvm.load %7892 : !llvm.ptr -> f32
    %7894 = llvm.extractvalue %7815[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7895 = llvm.mlir.constant(32 : index) : i64
    %7896 = llvm.mul %7876, %7895 overflow<nsw, nuw> : i64
    %7897 = llvm.mlir.constant(8 : index) : i64
    %7898 = llvm.mul %7878, %7897 overflow<nsw, nuw> : i64
    %7899 = llvm.add %7896, %7898 overflow<nsw, nuw> : i64
    %7900 = llvm.add %7899, %7880 overflow<nsw, nuw> : i64
    %7901 = llvm.getelementptr inbounds|nuw %7894[%7900] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7902 = llvm.load %7901 : !llvm.ptr -> f32
    %7903 = llvm.extractvalue %7845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7904 = llvm.mlir.constant(256 : index) : i64
    %7905 = llvm.mul %7872, %7904 overflow<nsw, nuw> : i64
    %7906 = llvm.mlir.constant(32 : index) : i64
    %7907 = llvm.mul %7874, %7906 overflow<nsw, nuw> : i64
    %7908 = llvm.add %7905, %7907 overflow<nsw, nuw> : i64
    %7909 = llvm.add %7908, %7876 overflow<nsw, nuw> : i64
    %7910 = llvm.getelementptr inbounds|nuw %7903[%7909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7911 = llvm.load %7910 : !llvm.ptr -> f32
    %7912 = llvm.fmul %7893, %7902 : f32
    %7913 = llvm.fadd %7911, %7912 : f32
    %7914 = llvm.extractvalue %7845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7915 = llvm.mlir.constant(256 : index) : i64
    %7916 = llvm.mul %7872, %7915 overflow<nsw, nuw> : i64
    %7917 = llvm.mlir.constant(32 : index) : i64
    %7918 = llvm.mul %7874, %7917 overflow<nsw, nuw> : i64
    %7919 = llvm.add %7916, %7918 overflow<nsw, nuw> : i64
    %7920 = llvm.add %7919, %7876 overflow<nsw, nuw> : i64
    %7921 = llvm.getelementptr inbounds|nuw %7914[%7920] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7913, %7921 : f32, !llvm.ptr
    %7922 = llvm.add %7880, %16 : i64
    llvm.br ^bb1206(%7922 : i64)
  ^bb1208:  // pred: ^bb1206
    %7923 = llvm.add %7878, %16 : i64
    llvm.br ^bb1204(%7923 : i64)
  ^bb1209:  // pred: ^bb1204
    %7924 = llvm.add %7876, %16 : i64
    llvm.br ^bb1202(%7924 : i64)
  ^bb1210:  // pred: ^bb1202
    %7925 = llvm.add %7874, %16 : i64
    llvm.br ^bb1200(%7925 : i64)
  ^bb1211:  // pred: ^bb1200
    %7926 = llvm.add %7872, %16 : i64
    llvm.br ^bb1198(%7926 : i64)
  ^bb1212:  // pred: ^bb1198
    %7927 = llvm.mlir.constant(1 : index) : i64
    %7928 = llvm.mlir.constant(8 : index) : i64
    %7929 = llvm.mlir.constant(32 : index) : i64
    %7930 = llvm.mlir.constant(1 : index) : i64
    %7931 = llvm.mlir.constant(256 : index) : i64
    %7932 = llvm.mlir.constant(256 : index) : i64
    %7933 = llvm.mlir.zero : !llvm.ptr
    %7934 = llvm.getelementptr %7933[%7932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7935 = llvm.ptrtoint %7934 : !llvm.ptr to i64
    %7936 = llvm.mlir.constant(64 : index) : i64
    %7937 = llvm.add %7935, %7936 : i64
    %7938 = llvm.call @malloc(%7937) : (i64) -> !llvm.ptr
    %7939 = llvm.ptrtoint %7938 : !llvm.ptr to i64
    %7940 = llvm.mlir.constant(1 : index) : i64
    %7941 = llvm.sub %7936, %7940 : i64
    %7942 = llvm.add %7939, %7941 : i64
    %7943 = llvm.urem %7942, %7936 : i64
    %7944 = llvm.sub %7942, %7943 : i64
    %7945 = llvm.inttoptr %7944 : i64 to !llvm.ptr
    %7946 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7947 = llvm.insertvalue %7938, %7946[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7948 = llvm.insertvalue %7945, %7947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7949 = llvm.mlir.constant(0 : index) : i64
    %7950 = llvm.insertvalue %7949, %7948[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7951 = llvm.insertvalue %7927, %7950[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7952 = llvm.insertvalue %7928, %7951[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7953 = llvm.insertvalue %7929, %7952[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7954 = llvm.insertvalue %7931, %7953[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7955 = llvm.insertvalue %7929, %7954[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7956 = llvm.insertvalue %7930, %7955[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1213(%17 : i64)
  ^bb1213(%7957: i64):  // 2 preds: ^bb1212, ^bb1220
    %7958 = llvm.icmp "slt" %7957, %16 : i64
    llvm.cond_br %7958, ^bb1214, ^bb1221
  ^bb1214:  // pred: ^bb1213
    llvm.br ^bb1215(%17 : i64)
  ^bb1215(%7959: i64):  // 2 preds: ^bb1214, ^bb1219
    %7960 = llvm.icmp "slt" %7959, %15 : i64
    llvm.cond_br %7960, ^bb1216, ^bb1220
  ^bb1216:  // pred: ^bb1215
    llvm.br ^bb1217(%17 : i64)
  ^bb1217(%7961: i64):  // 2 preds: ^bb1216, ^bb1218
    %7962 = llvm.icmp "slt" %7961, %14 : i64
    llvm.cond_br %7962, ^bb1218, ^bb1219
  ^bb1218:  // pred: ^bb1217
    %7963 = llvm.extractvalue %5114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7964 = llvm.mlir.constant(256 : index) : i64
    %7965 = llvm.mul %7957, %7964 overflow<nsw, nuw> : i64
    %7966 = llvm.mlir.constant(32 : index) : i64
    %7967 = llvm.mul %7959, %7966 overflow<nsw, nuw> : i64
    %7968 = llvm.add %7965, %7967 overflow<nsw, nuw> : i64
    %7969 = llvm.add %7968, %7961 overflow<nsw, nuw> : i64
    %7970 = llvm.getelementptr inbounds|nuw %7963[%7969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7971 = llvm.load %7970 : !llvm.ptr -> f32
    %7972 = llvm.extractvalue %7845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7973 = llvm.mlir.constant(256 : index) : i64
    %7974 = llvm.mul %7957, %7973 overflow<nsw, nuw> : i64
    %7975 = llvm.mlir.constant(32 : index) : i64
    %7976 = llvm.mul %7959, %7975 overflow<nsw, nuw> : i64
    %7977 = llvm.add %7974, %7976 overflow<nsw, nuw> : i64
    %7978 = llvm.add %7977, %7961 overflow<nsw, nuw> : i64
    %7979 = llvm.getelementptr inbounds|nuw %7972[%7978] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7980 = llvm.load %7979 : !llvm.ptr -> f32
    %7981 = llvm.fadd %7971, %7980 : f32
    %7982 = llvm.extractvalue %7956[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7983 = llvm.mlir.constant(256 : index) : i64
    %7984 = llvm.mul %7957, %7983 overflow<nsw, nuw> : i64
    %7985 = llvm.mlir.constant(32 : index) : i64
    %7986 = llvm.mul %7959, %7985 overflow<nsw, nuw> : i64
    %7987 = llvm.add %7984, %7986 overflow<nsw, nuw> : i64
    %7988 = llvm.add %7987, %7961 overflow<nsw, nuw> : i64
    %7989 = llvm.getelementptr inbounds|nuw %7982[%7988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7981, %7989 : f32, !llvm.ptr
    %7990 = llvm.add %7961, %16 : i64
    llvm.br ^bb1217(%7990 : i64)
  ^bb1219:  // pred: ^bb1217
    %7991 = llvm.add %7959, %16 : i64
    llvm.br ^bb1215(%7991 : i64)
  ^bb1220:  // pred: ^bb1215
    %7992 = llvm.add %7957, %16 : i64
    llvm.br ^bb1213(%7992 : i64)
  ^bb1221:  // pred: ^bb1213
    %7993 = llvm.mlir.constant(1 : index) : i64
    %7994 = llvm.mlir.constant(8 : index) : i64
    %7995 = llvm.mlir.constant(1 : index) : i64
    %7996 = llvm.mlir.constant(1 : index) : i64
    %7997 = llvm.mlir.constant(8 : index) : i64
    %7998 = llvm.mlir.zero : !llvm.ptr
    %7999 = llvm.getelementptr %7998[%7997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8000 = llvm.ptrtoint %7999 : !llvm.ptr to i64
    %8001 = llvm.mlir.constant(64 : index) : i64
    %8002 = llvm.add %8000, %8001 : i64
    %8003 = llvm.call @malloc(%8002) : (i64) -> !llvm.ptr
    %8004 = llvm.ptrtoint %8003 : !llvm.ptr to i64
    %8005 = llvm.mlir.constant(1 : index) : i64
    %8006 = llvm.sub %8001, %8005 : i64
    %8007 = llvm.add %8004, %8006 : i64
    %8008 = llvm.urem %8007, %8001 : i64
    %8009 = llvm.sub %8007, %8008 : i64
    %8010 = llvm.inttoptr %8009 : i64 to !llvm.ptr
    %8011 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8012 = llvm.insertvalue %8003, %8011[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8013 = llvm.insertvalue %8010, %8012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8014 = llvm.mlir.constant(0 : index) : i64
    %8015 = llvm.insertvalue %8014, %8013[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8016 = llvm.insertvalue %7993, %8015[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8017 = llvm.insertvalue %7994, %8016[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8018 = llvm.insertvalue %7995, %8017[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8019 = llvm.insertvalue %7994, %8018[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8020 = llvm.insertvalue %7995, %8019[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8021 = llvm.insertvalue %7996, %8020[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1222(%17 : i64)
  ^bb1222(%8022: i64):  // 2 preds: ^bb1221, ^bb1229
    %8023 = llvm.icmp "slt" %8022, %16 : i64
    llvm.cond_br %8023, ^bb1223, ^bb1230
  ^bb1223:  // pred: ^bb1222
    llvm.br ^bb1224(%17 : i64)
  ^bb1224(%8024: i64):  // 2 preds: ^bb1223, ^bb1228
    %8025 = llvm.icmp "slt" %8024, %15 : i64
    llvm.cond_br %8025, ^bb1225, ^bb1229
  ^bb1225:  // pred: ^bb1224
    llvm.br ^bb1226(%17 : i64)
  ^bb1226(%8026: i64):  // 2 preds: ^bb1225, ^bb1227
    %8027 = llvm.icmp "slt" %8026, %16 : i64
    llvm.cond_br %8027, ^bb1227, ^bb1228
  ^bb1227:  // pred: ^bb1226
    %8028 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8029 = llvm.mlir.constant(8 : index) : i64
    %8030 = llvm.mul %8022, %8029 overflow<nsw, nuw> : i64
    %8031 = llvm.add %8030, %8024 overflow<nsw, nuw> : i64
    %8032 = llvm.add %8031, %8026 overflow<nsw, nuw> : i64
    %8033 = llvm.getelementptr inbounds|nuw %8028[%8032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8034 = llvm.load %8033 : !llvm.ptr -> f32
    %8035 = llvm.extractvalue %8021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8036 = llvm.mlir.constant(8 : index) : i64
    %8037 = llvm.mul %8022, %8036 overflow<nsw, nuw> : i64
    %8038 = llvm.add %8037, %8024 overflow<nsw, nuw> : i64
    %8039 = llvm.add %8038, %8026 overflow<nsw, nuw> : i64
    %8040 = llvm.getelementptr inbounds|nuw %8035[%8039] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8034, %8040 : f32, !llvm.ptr
    %8041 = llvm.add %8026, %16 : i64
    llvm.br ^bb1226(%8041 : i64)
  ^bb1228:  // pred: ^bb1226
    %8042 = llvm.add %8024, %16 : i64
    llvm.br ^bb1224(%8042 : i64)
  ^bb1229:  // pred: ^bb1224
    %8043 = llvm.add %8022, %16 : i64
    llvm.br ^bb1222(%8043 : i64)
  ^bb1230:  // pred: ^bb1222
    llvm.br ^bb1231(%17 : i64)
  ^bb1231(%8044: i64):  // 2 preds: ^bb1230, ^bb1238
    %8045 = llvm.icmp "slt" %8044, %16 : i64
    llvm.cond_br %8045, ^bb1232, ^bb1239
  ^bb1232:  // pred: ^bb1231
    llvm.br ^bb1233(%17 : i64)
  ^bb1233(%8046: i64):  // 2 preds: ^bb1232, ^bb1237
    %8047 = llvm.icmp "slt" %8046, %15 : i64
    llvm.cond_br %8047, ^bb1234, ^bb1238
  ^bb1234:  // pred: ^bb1233
    llvm.br ^bb1235(%17 : i64)
  ^bb1235(%8048: i64):  // 2 preds: ^bb1234, ^bb1236
    %8049 = llvm.icmp "slt" %8048, %14 : i64
    llvm.cond_br %8049, ^bb1236, ^bb1237
  ^bb1236:  // pred: ^bb1235
    %8050 = llvm.extractvalue %7956[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8051 = llvm.mlir.constant(256 : index) : i64
    %8052 = llvm.mul %8044, %8051 overflow<nsw, nuw> : i64
    %8053 = llvm.mlir.constant(32 : index) : i64
    %8054 = llvm.mul %8046, %8053 overflow<nsw, nuw> : i64
    %8055 = llvm.add %8052, %8054 overflow<nsw, nuw> : i64
    %8056 = llvm.add %8055, %8048 overflow<nsw, nuw> : i64
    %8057 = llvm.getelementptr inbounds|nuw %8050[%8056] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8058 = llvm.load %8057 : !llvm.ptr -> f32
    %8059 = llvm.extractvalue %8021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8060 = llvm.mlir.constant(8 : index) : i64
    %8061 = llvm.mul %8044, %8060 overflow<nsw, nuw> : i64
    %8062 = llvm.add %8061, %8046 overflow<nsw, nuw> : i64
    %8063 = llvm.add %8062, %17 overflow<nsw, nuw> : i64
    %8064 = llvm.getelementptr inbounds|nuw %8059[%8063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8065 = llvm.load %8064 : !llvm.ptr -> f32
    %8066 = llvm.fmul %8058, %8058 : f32
    %8067 = llvm.fadd %8066, %8065 : f32
    %8068 = llvm.extractvalue %8021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8069 = llvm.mlir.constant(8 : index) : i64
    %8070 = llvm.mul %8044, %8069 overflow<nsw, nuw> : i64
    %8071 = llvm.add %8070, %8046 overflow<nsw, nuw> : i64
    %8072 = llvm.add %8071, %17 overflow<nsw, nuw> : i64
    %8073 = llvm.getelementptr inbounds|nuw %8068[%8072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8067, %8073 : f32, !llvm.ptr
    %8074 = llvm.add %8048, %16 : i64
    llvm.br ^bb1235(%8074 : i64)
  ^bb1237:  // pred: ^bb1235
    %8075 = llvm.add %8046, %16 : i64
    llvm.br ^bb1233(%8075 : i64)
  ^bb1238:  // pred: ^bb1233
    %8076 = llvm.add %8044, %16 : i64
    llvm.br ^bb1231(%8076 : i64)
  ^bb1239:  // pred: ^bb1231
    %8077 = llvm.mlir.constant(1 : index) : i64
    %8078 = llvm.mlir.constant(8 : index) : i64
    %8079 = llvm.mlir.constant(32 : index) : i64
    %8080 = llvm.mlir.constant(1 : index) : i64
    %8081 = llvm.mlir.constant(256 : index) : i64
    %8082 = llvm.mlir.constant(256 : index) : i64
    %8083 = llvm.mlir.zero : !llvm.ptr
    %8084 = llvm.getelementptr %8083[%8082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8085 = llvm.ptrtoint %8084 : !llvm.ptr to i64
    %8086 = llvm.mlir.constant(64 : index) : i64
    %8087 = llvm.add %8085, %8086 : i64
    %8088 = llvm.call @malloc(%8087) : (i64) -> !llvm.ptr
    %8089 = llvm.ptrtoint %8088 : !llvm.ptr to i64
    %8090 = llvm.mlir.constant(1 : index) : i64
    %8091 = llvm.sub %8086, %8090 : i64
    %8092 = llvm.add %8089, %8091 : i64
    %8093 = llvm.urem %8092, %8086 : i64
    %8094 = llvm.sub %8092, %8093 : i64
    %8095 = llvm.inttoptr %8094 : i64 to !llvm.ptr
    %8096 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8097 = llvm.insertvalue %8088, %8096[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8098 = llvm.insertvalue %8095, %8097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8099 = llvm.mlir.constant(0 : index) : i64
    %8100 = llvm.insertvalue %8099, %8098[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8101 = llvm.insertvalue %8077, %8100[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8102 = llvm.insertvalue %8078, %8101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8103 = llvm.insertvalue %8079, %8102[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8104 = llvm.insertvalue %8081, %8103[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8105 = llvm.insertvalue %8079, %8104[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8106 = llvm.insertvalue %8080, %8105[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1240(%17 : i64)
  ^bb1240(%8107: i64):  // 2 preds: ^bb1239, ^bb1247
    %8108 = llvm.icmp "slt" %8107, %16 : i64
    llvm.cond_br %8108, ^bb1241, ^bb1248
  ^bb1241:  // pred: ^bb1240
    llvm.br ^bb1242(%17 : i64)
  ^bb1242(%8109: i64):  // 2 preds: ^bb1241, ^bb1246
    %8110 = llvm.icmp "slt" %8109, %15 : i64
    llvm.cond_br %8110, ^bb1243, ^bb1247
  ^bb1243:  // pred: ^bb1242
    llvm.br ^bb1244(%17 : i64)
  ^bb1244(%8111: i64):  // 2 preds: ^bb1243, ^bb1245
    %8112 = llvm.icmp "slt" %8111, %14 : i64
    llvm.cond_br %8112, ^bb1245, ^bb1246
  ^bb1245:  // pred: ^bb1244
    %8113 = llvm.extractvalue %140[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8114 = llvm.getelementptr inbounds|nuw %8113[%8111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8115 = llvm.load %8114 : !llvm.ptr -> f32
    %8116 = llvm.extractvalue %7956[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8117 = llvm.mlir.constant(256 : index) : i64
    %8118 = llvm.mul %8107, %8117 overflow<nsw, nuw> : i64
    %8119 = llvm.mlir.constant(32 : index) : i64
    %8120 = llvm.mul %8109, %8119 overflow<nsw, nuw> : i64
    %8121 = llvm.add %8118, %8120 overflow<nsw, nuw> : i64
    %8122 = llvm.add %8121, %8111 overflow<nsw, nuw> : i64
    %8123 = llvm.getelementptr inbounds|nuw %8116[%8122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8124 = llvm.load %8123 : !llvm.ptr -> f32
    %8125 = llvm.extractvalue %8021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8126 = llvm.mlir.constant(8 : index) : i64
    %8127 = llvm.mul %8107, %8126 overflow<nsw, nuw> : i64
    %8128 = llvm.add %8127, %8109 overflow<nsw, nuw> : i64
    %8129 = llvm.add %8128, %17 overflow<nsw, nuw> : i64
    %8130 = llvm.getelementptr inbounds|nuw %8125[%8129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8131 = llvm.load %8130 : !llvm.ptr -> f32
    %8132 = llvm.fdiv %8131, %19 : f32
    %8133 = llvm.fptrunc %20 : f64 to f32
    %8134 = llvm.fadd %8132, %8133 : f32
    %8135 = llvm.intr.sqrt(%8134) : (f32) -> f32
    %8136 = llvm.fdiv %28, %8135 : f32
    %8137 = llvm.fmul %8124, %8136 : f32
    %8138 = llvm.fmul %8115, %8137 : f32
    %8139 = llvm.extractvalue %8106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8140 = llvm.mlir.constant(256 : index) : i64
    %8141 = llvm.mul %8107, %8140 overflow<nsw, nuw> : i64
    %8142 = llvm.mlir.constant(32 : index) : i64
    %8143 = llvm.mul %8109, %8142 overflow<nsw, nuw> : i64
    %8144 = llvm.add %8141, %8143 overflow<nsw, nuw> : i64
    %8145 = llvm.add %8144, %8111 overflow<nsw, nuw> : i64
    %8146 = llvm.getelementptr inbounds|nuw %8139[%8145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8138, %8146 : f32, !llvm.ptr
    %8147 = llvm.add %8111, %16 : i64
    llvm.br ^bb1244(%8147 : i64)
  ^bb1246:  // pred: ^bb1244
    %8148 = llvm.add %8109, %16 : i64
    llvm.br ^bb1242(%8148 : i64)
  ^bb1247:  // pred: ^bb1242
    %8149 = llvm.add %8107, %16 : i64
    llvm.br ^bb1240(%8149 : i64)
  ^bb1248:  // pred: ^bb1240
    %8150 = llvm.mlir.constant(1 : index) : i64
    %8151 = llvm.mlir.constant(8 : index) : i64
    %8152 = llvm.mlir.constant(64 : index) : i64
    %8153 = llvm.mlir.constant(1 : index) : i64
    %8154 = llvm.mlir.constant(512 : index) : i64
    %8155 = llvm.mlir.constant(512 : index) : i64
    %8156 = llvm.mlir.zero : !llvm.ptr
    %8157 = llvm.getelementptr %8156[%8155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8158 = llvm.ptrtoint %8157 : !llvm.ptr to i64
    %8159 = llvm.mlir.constant(64 : index) : i64
    %8160 = llvm.add %8158, %8159 : i64
    %8161 = llvm.call @malloc(%8160) : (i64) -> !llvm.ptr
    %8162 = llvm.ptrtoint %8161 : !llvm.ptr to i64
    %8163 = llvm.mlir.constant(1 : index) : i64
    %8164 = llvm.sub %8159, %8163 : i64
    %8165 = llvm.add %8162, %8164 : i64
    %8166 = llvm.urem %8165, %8159 : i64
    %8167 = llvm.sub %8165, %8166 : i64
    %8168 = llvm.inttoptr %8167 : i64 to !llvm.ptr
    %8169 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8170 = llvm.insertvalue %8161, %8169[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8171 = llvm.insertvalue %8168, %8170[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8172 = llvm.mlir.constant(0 : index) : i64
    %8173 = llvm.insertvalue %8172, %8171[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8174 = llvm.insertvalue %8150, %8173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8175 = llvm.insertvalue %8151, %8174[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8176 = llvm.insertvalue %8152, %8175[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8177 = llvm.insertvalue %8154, %8176[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8178 = llvm.insertvalue %8152, %8177[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8179 = llvm.insertvalue %8153, %8178[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1249(%17 : i64)
  ^bb1249(%8180: i64):  // 2 preds: ^bb1248, ^bb1256
    %8181 = llvm.icmp "slt" %8180, %16 : i64
    llvm.cond_br %8181, ^bb1250, ^bb1257
  ^bb1250:  // pred: ^bb1249
    llvm.br ^bb1251(%17 : i64)
  ^bb1251(%8182: i64):  // 2 preds: ^bb1250, ^bb1255
    %8183 = llvm.icmp "slt" %8182, %15 : i64
    llvm.cond_br %8183, ^bb1252, ^bb1256
  ^bb1252:  // pred: ^bb1251
    llvm.br ^bb1253(%17 : i64)
  ^bb1253(%8184: i64):  // 2 preds: ^bb1252, ^bb1254
    %8185 = llvm.icmp "slt" %8184, %10 : i64
    llvm.cond_br %8185, ^bb1254, ^bb1255
  ^bb1254:  // pred: ^bb1253
    %8186 = llvm.extractvalue %4762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8187 = llvm.mlir.constant(512 : index) : i64
    %8188 = llvm.mul %8180, %8187 overflow<nsw, nuw> : i64
    %8189 = llvm.mlir.constant(64 : index) : i64
    %8190 = llvm.mul %8182, %8189 overflow<nsw, nuw> : i64
    %8191 = llvm.add %8188, %8190 overflow<nsw, nuw> : i64
    %8192 = llvm.add %8191, %8184 overflow<nsw, nuw> : i64
    %8193 = llvm.getelementptr inbounds|nuw %8186[%8192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8194 = llvm.load %8193 : !llvm.ptr -> f32
    %8195 = llvm.extractvalue %8179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8196 = llvm.mlir.constant(512 : index) : i64
    %8197 = llvm.mul %8180, %8196 overflow<nsw, nuw> : i64
    %8198 = llvm.mlir.constant(64 : index) : i64
    %8199 = llvm.mul %8182, %8198 overflow<nsw, nuw> : i64
    %8200 = llvm.add %8197, %8199 overflow<nsw, nuw> : i64
    %8201 = llvm.add %8200, %8184 overflow<nsw, nuw> : i64
    %8202 = llvm.getelementptr inbounds|nuw %8195[%8201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8194, %8202 : f32, !llvm.ptr
    %8203 = llvm.add %8184, %16 : i64
    llvm.br ^bb1253(%8203 : i64)
  ^bb1255:  // pred: ^bb1253
    %8204 = llvm.add %8182, %16 : i64
    llvm.br ^bb1251(%8204 : i64)
  ^bb1256:  // pred: ^bb1251
    %8205 = llvm.add %8180, %16 : i64
    llvm.br ^bb1249(%8205 : i64)
  ^bb1257:  // pred: ^bb1249
    llvm.br ^bb1258(%17 : i64)
  ^bb1258(%8206: i64):  // 2 preds: ^bb1257, ^bb1268
    %8207 = llvm.icmp "slt" %8206, %16 : i64
    llvm.cond_br %8207, ^bb1259, ^bb1269
  ^bb1259:  // pred: ^bb1258
    llvm.br ^bb1260(%17 : i64)
  ^bb1260(%8208: i64):  // 2 preds: ^bb1259, ^bb1267
    %8209 = llvm.icmp "slt" %8208, %15 : i64
    llvm.cond_br %8209, ^bb1261, ^bb1268
  ^bb1261:  // pred: ^bb1260
    llvm.br ^bb1262(%17 : i64)
  ^bb1262(%8210: i64):  // 2 preds: ^bb1261, ^bb1266
    %8211 = llvm.icmp "slt" %8210, %10 : i64
    llvm.cond_br %8211, ^bb1263, ^bb1267
  ^bb1263:  // pred: ^bb1262
    llvm.br ^bb1264(%17 : i64)
  ^bb1264(%8212: i64):  // 2 preds: ^bb1263, ^bb1265
    %8213 = llvm.icmp "slt" %8212, %14 : i64
    llvm.cond_br %8213, ^bb1265, ^bb1266
  ^bb1265:  // pred: ^bb1264
    %8214 = llvm.extractvalue %8106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8215 = llvm.mlir.constant(256 : index) : i64
    %8216 = llvm.mul %8206, %8215 overflow<nsw, nuw> : i64
    %8217 = llvm.mlir.constant(32 : index) : i64
    %8218 = llvm.mul %8208, %8217 overflow<nsw, nuw> : i64
    %8219 = llvm.add %8216, %8218 overflow<nsw, nuw> : i64
    %8220 = llvm.add %8219, %8212 overflow<nsw, nuw> : i64
    %8221 = llvm.getelementptr inbounds|nuw %8214[%8220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8222 = llvm.load %8221 : !llvm.ptr -> f32
    %8223 = llvm.extractvalue %124[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8224 = llvm.mlir.constant(32 : index) : i64
    %8225 = llvm.mul %8210, %8224 overflow<nsw, nuw> : i64
    %8226 = llvm.add %8225, %8212 overflow<nsw, nuw> : i64
    %8227 = llvm.getelementptr inbounds|nuw %8223[%8226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8228 = llvm.load %8227 : !llvm.ptr -> f32
    %8229 = llvm.extractvalue %8179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8230 = llvm.mlir.constant(512 : index) : i64
    %8231 = llvm.mul %8206, %8230 overflow<nsw, nuw> : i64
    %8232 = llvm.mlir.constant(64 : index) : i64
    %8233 = llvm.mul %8208, %8232 overflow<nsw, nuw> : i64
    %8234 = llvm.add %8231, %8233 overflow<nsw, nuw> : i64
    %8235 = llvm.add %8234, %8210 overflow<nsw, nuw> : i64
    %8236 = llvm.getelementptr inbounds|nuw %8229[%8235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8237 = llvm.load %8236 : !llvm.ptr -> f32
    %8238 = llvm.fmul %8222, %8228 : f32
    %8239 = llvm.fadd %8237, %8238 : f32
    %8240 = llvm.extractvalue %8179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8241 = llvm.mlir.constant(512 : index) : i64
    %8242 = llvm.mul %8206, %8241 overflow<nsw, nuw> : i64
    %8243 = llvm.mlir.constant(64 : index) : i64
    %8244 = llvm.mul %8208, %8243 overflow<nsw, nuw> : i64
    %8245 = llvm.add %8242, %8244 overflow<nsw, nuw> : i64
    %8246 = llvm.add %8245, %8210 overflow<nsw, nuw> : i64
    %8247 = llvm.getelementptr inbounds|nuw %8240[%8246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8239, %8247 : f32, !llvm.ptr
    %8248 = llvm.add %8212, %16 : i64
    llvm.br ^bb1264(%8248 : i64)
  ^bb1266:  // pred: ^bb1264
    %8249 = llvm.add %8210, %16 : i64
    llvm.br ^bb1262(%8249 : i64)
  ^bb1267:  // pred: ^bb1262
    %8250 = llvm.add %8208, %16 : i64
    llvm.br ^bb1260(%8250 : i64)
  ^bb1268:  // pred: ^bb1260
    %8251 = llvm.add %8206, %16 : i64
    llvm.br ^bb1258(%8251 : i64)
  ^bb1269:  // pred: ^bb1258
    %8252 = llvm.mlir.constant(1 : index) : i64
    %8253 = llvm.mlir.constant(8 : index) : i64
    %8254 = llvm.mlir.constant(64 : index) : i64
    %8255 = llvm.mlir.constant(1 : index) : i64
    %8256 = llvm.mlir.constant(512 : index) : i64
    %8257 = llvm.mlir.constant(512 : index) : i64
    %8258 = llvm.mlir.zero : !llvm.ptr
    %8259 = llvm.getelementptr %8258[%8257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8260 = llvm.ptrtoint %8259 : !llvm.ptr to i64
    %8261 = llvm.mlir.constant(64 : index) : i64
    %8262 = llvm.add %8260, %8261 : i64
    %8263 = llvm.call @malloc(%8262) : (i64) -> !llvm.ptr
    %8264 = llvm.ptrtoint %8263 : !llvm.ptr to i64
    %8265 = llvm.mlir.constant(1 : index) : i64
    %8266 = llvm.sub %8261, %8265 : i64
    %8267 = llvm.add %8264, %8266 : i64
    %8268 = llvm.urem %8267, %8261 : i64
    %8269 = llvm.sub %8267, %8268 : i64
    %8270 = llvm.inttoptr %8269 : i64 to !llvm.ptr
    %8271 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8272 = llvm.insertvalue %8263, %8271[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8273 = llvm.insertvalue %8270, %8272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8274 = llvm.mlir.constant(0 : index) : i64
    %8275 = llvm.insertvalue %8274, %8273[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8276 = llvm.insertvalue %8252, %8275[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8277 = llvm.insertvalue %8253, %8276[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8278 = llvm.insertvalue %8254, %8277[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8279 = llvm.insertvalue %8256, %8278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8280 = llvm.insertvalue %8254, %8279[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8281 = llvm.insertvalue %8255, %8280[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1270(%17 : i64)
  ^bb1270(%8282: i64):  // 2 preds: ^bb1269, ^bb1277
    %8283 = llvm.icmp "slt" %8282, %16 : i64
    llvm.cond_br %8283, ^bb1271, ^bb1278
  ^bb1271:  // pred: ^bb1270
    llvm.br ^bb1272(%17 : i64)
  ^bb1272(%8284: i64):  // 2 preds: ^bb1271, ^bb1276
    %8285 = llvm.icmp "slt" %8284, %15 : i64
    llvm.cond_br %8285, ^bb1273, ^bb1277
  ^bb1273:  // pred: ^bb1272
    llvm.br ^bb1274(%17 : i64)
  ^bb1274(%8286: i64):  // 2 preds: ^bb1273, ^bb1275
    %8287 = llvm.icmp "slt" %8286, %10 : i64
    llvm.cond_br %8287, ^bb1275, ^bb1276
  ^bb1275:  // pred: ^bb1274
    %8288 = llvm.extractvalue %4762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8289 = llvm.mlir.constant(512 : index) : i64
    %8290 = llvm.mul %8282, %8289 overflow<nsw, nuw> : i64
    %8291 = llvm.mlir.constant(64 : index) : i64
    %8292 = llvm.mul %8284, %8291 overflow<nsw, nuw> : i64
    %8293 = llvm.add %8290, %8292 overflow<nsw, nuw> : i64
    %8294 = llvm.add %8293, %8286 overflow<nsw, nuw> : i64
    %8295 = llvm.getelementptr inbounds|nuw %8288[%8294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8296 = llvm.load %8295 : !llvm.ptr -> f32
    %8297 = llvm.extractvalue %8281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8298 = llvm.mlir.constant(512 : index) : i64
    %8299 = llvm.mul %8282, %8298 overflow<nsw, nuw> : i64
    %8300 = llvm.mlir.constant(64 : index) : i64
    %8301 = llvm.mul %8284, %8300 overflow<nsw, nuw> : i64
    %8302 = llvm.add %8299, %8301 overflow<nsw, nuw> : i64
    %8303 = llvm.add %8302, %8286 overflow<nsw, nuw> : i64
    %8304 = llvm.getelementptr inbounds|nuw %8297[%8303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8296, %8304 : f32, !llvm.ptr
    %8305 = llvm.add %8286, %16 : i64
    llvm.br ^bb1274(%8305 : i64)
  ^bb1276:  // pred: ^bb1274
    %8306 = llvm.add %8284, %16 : i64
    llvm.br ^bb1272(%8306 : i64)
  ^bb1277:  // pred: ^bb1272
    %8307 = llvm.add %8282, %16 : i64
    llvm.br ^bb1270(%8307 : i64)
  ^bb1278:  // pred: ^bb1270
    llvm.br ^bb1279(%17 : i64)
  ^bb1279(%8308: i64):  // 2 preds: ^bb1278, ^bb1289
    %8309 = llvm.icmp "slt" %8308, %16 : i64
    llvm.cond_br %8309, ^bb1280, ^bb1290
  ^bb1280:  // pred: ^bb1279
    llvm.br ^bb1281(%17 : i64)
  ^bb1281(%8310: i64):  // 2 preds: ^bb1280, ^bb1288
    %8311 = llvm.icmp "slt" %8310, %15 : i64
    llvm.cond_br %8311, ^bb1282, ^bb1289
  ^bb1282:  // pred: ^bb1281
    llvm.br ^bb1283(%17 : i64)
  ^bb1283(%8312: i64):  // 2 preds: ^bb1282, ^bb1287
    %8313 = llvm.icmp "slt" %8312, %10 : i64
    llvm.cond_br %8313, ^bb1284, ^bb1288
  ^bb1284:  // pred: ^bb1283
    llvm.br ^bb1285(%17 : i64)
  ^bb1285(%8314: i64):  // 2 preds: ^bb1284, ^bb1286
    %8315 = llvm.icmp "slt" %8314, %14 : i64
    llvm.cond_br %8315, ^bb1286, ^bb1287
  ^bb1286:  // pred: ^bb1285
    %8316 = llvm.extractvalue %8106[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8317 = llvm.mlir.constant(256 : index) : i64
    %8318 = llvm.mul %8308, %8317 overflow<nsw, nuw> : i64
    %8319 = llvm.mlir.constant(32 : index) : i64
    %8320 = llvm.mul %8310, %8319 overflow<nsw, nuw> : i64
    %8321 = llvm.add %8318, %8320 overflow<nsw, nuw> : i64
    %8322 = llvm.add %8321, %8314 overflow<nsw, nuw> : i64
    %8323 = llvm.getelementptr inbounds|nuw %8316[%8322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8324 = llvm.load %8323 : !llvm.ptr -> f32
    %8325 = llvm.extractvalue %104[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8326 = llvm.mlir.constant(32 : index) : i64
    %8327 = llvm.mul %8312, %8326 overflow<nsw, nuw> : i64
    %8328 = llvm.add %8327, %8314 overflow<nsw, nuw> : i64
    %8329 = llvm.getelementptr inbounds|nuw %8325[%8328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8330 = llvm.load %8329 : !llvm.ptr -> f32
    %8331 = llvm.extractvalue %8281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8332 = llvm.mlir.constant(512 : index) : i64
    %8333 = llvm.mul %8308, %8332 overflow<nsw, nuw> : i64
    %8334 = llvm.mlir.constant(64 : index) : i64
    %8335 = llvm.mul %8310, %8334 overflow<nsw, nuw> : i64
    %8336 = llvm.add %8333, %8335 overflow<nsw, nuw> : i64
    %8337 = llvm.add %8336, %8312 overflow<nsw, nuw> : i64
    %8338 = llvm.getelementptr inbounds|nuw %8331[%8337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8339 = llvm.load %8338 : !llvm.ptr -> f32
    %8340 = llvm.fmul %8324, %8330 : f32
    %8341 = llvm.fadd %8339, %8340 : f32
    %8342 = llvm.extractvalue %8281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8343 = llvm.mlir.constant(512 : index) : i64
    %8344 = llvm.mul %8308, %8343 overflow<nsw, nuw> : i64
    %8345 = llvm.mlir.constant(64 : index) : i64
    %8346 = llvm.mul %8310, %8345 overflow<nsw, nuw> : i64
    %8347 = llvm.add %8344, %8346 overflow<nsw, nuw> : i64
    %8348 = llvm.add %8347, %8312 overflow<nsw, nuw> : i64
    %8349 = llvm.getelementptr inbounds|nuw %8342[%8348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8341, %8349 : f32, !llvm.ptr
    %8350 = llvm.add %8314, %16 : i64
    llvm.br ^bb1285(%8350 : i64)
  ^bb1287:  // pred: ^bb1285
    %8351 = llvm.add %8312, %16 : i64
    llvm.br ^bb1283(%8351 : i64)
  ^bb1288:  // pred: ^bb1283
    %8352 = llvm.add %8310, %16 : i64
    llvm.br ^bb1281(%8352 : i64)
  ^bb1289:  // pred: ^bb1281
    %8353 = llvm.add %8308, %16 : i64
    llvm.br ^bb1279(%8353 : i64)
  ^bb1290:  // pred: ^bb1279
    %8354 = llvm.mlir.constant(1 : index) : i64
    %8355 = llvm.mlir.constant(8 : index) : i64
    %8356 = llvm.mlir.constant(32 : index) : i64
    %8357 = llvm.mlir.constant(1 : index) : i64
    %8358 = llvm.mlir.constant(256 : index) : i64
    %8359 = llvm.mlir.constant(256 : index) : i64
    %8360 = llvm.mlir.zero : !llvm.ptr
    %8361 = llvm.getelementptr %8360[%8359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8362 = llvm.ptrtoint %8361 : !llvm.ptr to i64
    %8363 = llvm.mlir.constant(64 : index) : i64
    %8364 = llvm.add %8362, %8363 : i64
    %8365 = llvm.call @malloc(%8364) : (i64) -> !llvm.ptr
    %8366 = llvm.ptrtoint %8365 : !llvm.ptr to i64
    %8367 = llvm.mlir.constant(1 : index) : i64
    %8368 = llvm.sub %8363, %8367 : i64
    %8369 = llvm.add %8366, %8368 : i64
    %8370 = llvm.urem %8369, %8363 : i64
    %8371 = llvm.sub %8369, %8370 : i64
    %8372 = llvm.inttoptr %8371 : i64 to !llvm.ptr
    %8373 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8374 = llvm.insertvalue %8365, %8373[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8375 = llvm.insertvalue %8372, %8374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8376 = llvm.mlir.constant(0 : index) : i64
    %8377 = llvm.insertvalue %8376, %8375[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8378 = llvm.insertvalue %8354, %8377[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8379 = llvm.insertvalue %8355, %8378[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8380 = llvm.insertvalue %8356, %8379[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8381 = llvm.insertvalue %8358, %8380[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8382 = llvm.insertvalue %8356, %8381[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8383 = llvm.insertvalue %8357, %8382[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1291(%17 : i64)
  ^bb1291(%8384: i64):  // 2 preds: ^bb1290, ^bb1298
    %8385 = llvm.icmp "slt" %8384, %16 : i64
    llvm.cond_br %8385, ^bb1292, ^bb1299
  ^bb1292:  // pred: ^bb1291
    llvm.br ^bb1293(%17 : i64)
  ^bb1293(%8386: i64):  // 2 preds: ^bb1292, ^bb1297
    %8387 = llvm.icmp "slt" %8386, %15 : i64
    llvm.cond_br %8387, ^bb1294, ^bb1298
  ^bb1294:  // pred: ^bb1293
    llvm.br ^bb1295(%17 : i64)
  ^bb1295(%8388: i64):  // 2 preds: ^bb1294, ^bb1296
    %8389 = llvm.icmp "slt" %8388, %14 : i64
    llvm.cond_br %8389, ^bb1296, ^bb1297
  ^bb1296:  // pred: ^bb1295
    %8390 = llvm.extractvalue %4372[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8391 = llvm.mlir.constant(256 : index) : i64
    %8392 = llvm.mul %8384, %8391 overflow<nsw, nuw> : i64
    %8393 = llvm.mlir.constant(32 : index) : i64
    %8394 = llvm.mul %8386, %8393 overflow<nsw, nuw> : i64
    %8395 = llvm.add %8392, %8394 overflow<nsw, nuw> : i64
    %8396 = llvm.add %8395, %8388 overflow<nsw, nuw> : i64
    %8397 = llvm.getelementptr inbounds|nuw %8390[%8396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8398 = llvm.load %8397 : !llvm.ptr -> f32
    %8399 = llvm.extractvalue %8383[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8400 = llvm.mlir.constant(256 : index) : i64
    %8401 = llvm.mul %8384, %8400 overflow<nsw, nuw> : i64
    %8402 = llvm.mlir.constant(32 : index) : i64
    %8403 = llvm.mul %8386, %8402 overflow<nsw, nuw> : i64
    %8404 = llvm.add %8401, %8403 overflow<nsw, nuw> : i64
    %8405 = llvm.add %8404, %8388 overflow<nsw, nuw> : i64
    %8406 = llvm.getelementptr inbounds|nuw %8399[%8405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8398, %8406 : f32, !llvm.ptr
    %8407 = llvm.add %8388, %16 : i64
    llvm.br ^bb1295(%8407 : i64)
  ^bb1297:  // pred: ^bb1295
    %8408 = llvm.add %8386, %16 : i64
    llvm.br ^bb1293(%8408 : i64)
  ^bb1298:  // pred: ^bb1293
    %8409 = llvm.add %8384, %16 : i64
    llvm.br ^bb1291(%8409 : i64)
  ^bb1299:  // pred: ^bb1291
    llvm.br ^bb1300(%17 : i64)
  ^bb1300(%8410: i64):  // 2 preds: ^bb1299, ^bb1310
    %8411 = llvm.icmp "slt" %8410, %16 : i64
    llvm.cond_br %8411, ^bb1301, ^bb1311
  ^bb1301:  // pred: ^bb1300
    llvm.br ^bb1302(%17 : i64)
  ^bb1302(%8412: i64):  // 2 preds: ^bb1301, ^bb1309
    %8413 = llvm.icmp "slt" %8412, %15 : i64
    llvm.cond_br %8413, ^bb1303, ^bb1310
  ^bb1303:  // pred: ^bb1302
    llvm.br ^bb1304(%17 : i64)
  ^bb1304(%8414: i64):  // 2 preds: ^bb1303, ^bb1308
    %8415 = llvm.icmp "slt" %8414, %14 : i64
    llvm.cond_br %8415, ^bb1305, ^bb1309
  ^bb1305:  // pred: ^bb1304
    llvm.br ^bb1306(%17 : i64)
  ^bb1306(%8416: i64):  // 2 preds: ^bb1305, ^bb1307
    %8417 = llvm.icmp "slt" %8416, %10 : i64
    llvm.cond_br %8417, ^bb1307, ^bb1308
  ^bb1307:  // pred: ^bb1306
    %8418 = llvm.extractvalue %8179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8419 = llvm.mlir.constant(512 : index) : i64
    %8420 = llvm.mul %8410, %8419 overflow<nsw, nuw> : i64
    %8421 = llvm.mlir.constant(64 : index) : i64
    %8422 = llvm.mul %8412, %8421 overflow<nsw, nuw> : i64
    %8423 = llvm.add %8420, %8422 overflow<nsw, nuw> : i64
    %8424 = llvm.add %8423, %8416 overflow<nsw, nuw> : i64
    %8425 = llvm.getelementptr inbounds|nuw %8418[%8424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8426 = llvm.load %8425 : !llvm.ptr -> f32
    %8427 = llvm.extractvalue %8281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8428 = llvm.mlir.constant(512 : index) : i64
    %8429 = llvm.mul %8410, %8428 overflow<nsw, nuw> : i64
    %8430 = llvm.mlir.constant(64 : index) : i64
    %8431 = llvm.mul %8412, %8430 overflow<nsw, nuw> : i64
    %8432 = llvm.add %8429, %8431 overflow<nsw, nuw> : i64
    %8433 = llvm.add %8432, %8416 overflow<nsw, nuw> : i64
    %8434 = llvm.getelementptr inbounds|nuw %8427[%8433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8435 = llvm.load %8434 : !llvm.ptr -> f32
    %8436 = llvm.extractvalue %84[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8437 = llvm.mlir.constant(64 : index) : i64
    %8438 = llvm.mul %8414, %8437 overflow<nsw, nuw> : i64
    %8439 = llvm.add %8438, %8416 overflow<nsw, nuw> : i64
    %8440 = llvm.getelementptr inbounds|nuw %8436[%8439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8441 = llvm.load %8440 : !llvm.ptr -> f32
    %8442 = llvm.extractvalue %8383[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8443 = llvm.mlir.constant(256 : index) : i64
    %8444 = llvm.mul %8410, %8443 overflow<nsw, nuw> : i64
    %8445 = llvm.mlir.constant(32 : index) : i64
    %8446 = llvm.mul %8412, %8445 overflow<nsw, nuw> : i64
    %8447 = llvm.add %8444, %8446 overflow<nsw, nuw> : i64
    %8448 = llvm.add %8447, %8414 overflow<nsw, nuw> : i64
    %8449 = llvm.getelementptr inbounds|nuw %8442[%8448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8450 = llvm.load %8449 : !llvm.ptr -> f32
    %8451 = llvm.fneg %8426 : f32
    %8452 = llvm.fmul %8451, %8 : f32
    %8453 = llvm.intr.exp2(%8452) : (f32) -> f32
    %8454 = llvm.fadd %8453, %28 : f32
    %8455 = llvm.fdiv %28, %8454 : f32
    %8456 = llvm.fmul %8426, %8455 : f32
    %8457 = llvm.fmul %8456, %8435 : f32
    %8458 = llvm.fmul %8457, %8441 : f32
    %8459 = llvm.fadd %8450, %8458 : f32
    %8460 = llvm.extractvalue %8383[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8461 = llvm.mlir.constant(256 : index) : i64
    %8462 = llvm.mul %8410, %8461 overflow<nsw, nuw> : i64
    %8463 = llvm.mlir.constant(32 : index) : i64
    %8464 = llvm.mul %8412, %8463 overflow<nsw, nuw> : i64
    %8465 = llvm.add %8462, %8464 overflow<nsw, nuw> : i64
    %8466 = llvm.add %8465, %8414 overflow<nsw, nuw> : i64
    %8467 = llvm.getelementptr inbounds|nuw %8460[%8466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8459, %8467 : f32, !llvm.ptr
    %8468 = llvm.add %8416, %16 : i64
    llvm.br ^bb1306(%8468 : i64)
  ^bb1308:  // pred: ^bb1306
    %8469 = llvm.add %8414, %16 : i64
    llvm.br ^bb1304(%8469 : i64)
  ^bb1309:  // pred: ^bb1304
    %8470 = llvm.add %8412, %16 : i64
    llvm.br ^bb1302(%8470 : i64)
  ^bb1310:  // pred: ^bb1302
    %8471 = llvm.add %8410, %16 : i64
    llvm.br ^bb1300(%8471 : i64)
  ^bb1311:  // pred: ^bb1300
    %8472 = llvm.mlir.constant(1 : index) : i64
    %8473 = llvm.mlir.constant(8 : index) : i64
    %8474 = llvm.mlir.constant(32 : index) : i64
    %8475 = llvm.mlir.constant(1 : index) : i64
    %8476 = llvm.mlir.constant(256 : index) : i64
    %8477 = llvm.mlir.constant(256 : index) : i64
    %8478 = llvm.mlir.zero : !llvm.ptr
    %8479 = llvm.getelementptr %8478[%8477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8480 = llvm.ptrtoint %8479 : !llvm.ptr to i64
    %8481 = llvm.mlir.constant(64 : index) : i64
    %8482 = llvm.add %8480, %8481 : i64
    %8483 = llvm.call @malloc(%8482) : (i64) -> !llvm.ptr
    %8484 = llvm.ptrtoint %8483 : !llvm.ptr to i64
    %8485 = llvm.mlir.constant(1 : index) : i64
    %8486 = llvm.sub %8481, %8485 : i64
    %8487 = llvm.add %8484, %8486 : i64
    %8488 = llvm.urem %8487, %8481 : i64
    %8489 = llvm.sub %8487, %8488 : i64
    %8490 = llvm.inttoptr %8489 : i64 to !llvm.ptr
    %8491 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8492 = llvm.insertvalue %8483, %8491[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8493 = llvm.insertvalue %8490, %8492[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8494 = llvm.mlir.constant(0 : index) : i64
    %8495 = llvm.insertvalue %8494, %8493[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8496 = llvm.insertvalue %8472, %8495[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8497 = llvm.insertvalue %8473, %8496[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8498 = llvm.insertvalue %8474, %8497[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8499 = llvm.insertvalue %8476, %8498[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8500 = llvm.insertvalue %8474, %8499[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8501 = llvm.insertvalue %8475, %8500[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1312(%17 : i64)
  ^bb1312(%8502: i64):  // 2 preds: ^bb1311, ^bb1319
    %8503 = llvm.icmp "slt" %8502, %16 : i64
    llvm.cond_br %8503, ^bb1313, ^bb1320
  ^bb1313:  // pred: ^bb1312
    llvm.br ^bb1314(%17 : i64)
  ^bb1314(%8504: i64):  // 2 preds: ^bb1313, ^bb1318
    %8505 = llvm.icmp "slt" %8504, %15 : i64
    llvm.cond_br %8505, ^bb1315, ^bb1319
  ^bb1315:  // pred: ^bb1314
    llvm.br ^bb1316(%17 : i64)
  ^bb1316(%8506: i64):  // 2 preds: ^bb1315, ^bb1317
    %8507 = llvm.icmp "slt" %8506, %14 : i64
    llvm.cond_br %8507, ^bb1317, ^bb1318
  ^bb1317:  // pred: ^bb1316
    %8508 = llvm.extractvalue %7956[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8509 = llvm.mlir.constant(256 : index) : i64
    %8510 = llvm.mul %8502, %8509 overflow<nsw, nuw> : i64
    %8511 = llvm.mlir.constant(32 : index) : i64
    %8512 = llvm.mul %8504, %8511 overflow<nsw, nuw> : i64
    %8513 = llvm.add %8510, %8512 overflow<nsw, nuw> : i64
    %8514 = llvm.add %8513, %8506 overflow<nsw, nuw> : i64
    %8515 = llvm.getelementptr inbounds|nuw %8508[%8514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8516 = llvm.load %8515 : !llvm.ptr -> f32
    %8517 = llvm.extractvalue %8383[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8518 = llvm.mlir.constant(256 : index) : i64
    %8519 = llvm.mul %8502, %8518 overflow<nsw, nuw> : i64
    %8520 = llvm.mlir.constant(32 : index) : i64
    %8521 = llvm.mul %8504, %8520 overflow<nsw, nuw> : i64
    %8522 = llvm.add %8519, %8521 overflow<nsw, nuw> : i64
    %8523 = llvm.add %8522, %8506 overflow<nsw, nuw> : i64
    %8524 = llvm.getelementptr inbounds|nuw %8517[%8523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8525 = llvm.load %8524 : !llvm.ptr -> f32
    %8526 = llvm.fadd %8516, %8525 : f32
    %8527 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8528 = llvm.mlir.constant(256 : index) : i64
    %8529 = llvm.mul %8502, %8528 overflow<nsw, nuw> : i64
    %8530 = llvm.mlir.constant(32 : index) : i64
    %8531 = llvm.mul %8504, %8530 overflow<nsw, nuw> : i64
    %8532 = llvm.add %8529, %8531 overflow<nsw, nuw> : i64
    %8533 = llvm.add %8532, %8506 overflow<nsw, nuw> : i64
    %8534 = llvm.getelementptr inbounds|nuw %8527[%8533] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8526, %8534 : f32, !llvm.ptr
    %8535 = llvm.add %8506, %16 : i64
    llvm.br ^bb1316(%8535 : i64)
  ^bb1318:  // pred: ^bb1316
    %8536 = llvm.add %8504, %16 : i64
    llvm.br ^bb1314(%8536 : i64)
  ^bb1319:  // pred: ^bb1314
    %8537 = llvm.add %8502, %16 : i64
    llvm.br ^bb1312(%8537 : i64)
  ^bb1320:  // pred: ^bb1312
    %8538 = llvm.mlir.constant(1 : index) : i64
    %8539 = llvm.mlir.constant(8 : index) : i64
    %8540 = llvm.mlir.constant(1 : index) : i64
    %8541 = llvm.mlir.constant(1 : index) : i64
    %8542 = llvm.mlir.constant(8 : index) : i64
    %8543 = llvm.mlir.zero : !llvm.ptr
    %8544 = llvm.getelementptr %8543[%8542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8545 = llvm.ptrtoint %8544 : !llvm.ptr to i64
    %8546 = llvm.mlir.constant(64 : index) : i64
    %8547 = llvm.add %8545, %8546 : i64
    %8548 = llvm.call @malloc(%8547) : (i64) -> !llvm.ptr
    %8549 = llvm.ptrtoint %8548 : !llvm.ptr to i64
    %8550 = llvm.mlir.constant(1 : index) : i64
    %8551 = llvm.sub %8546, %8550 : i64
    %8552 = llvm.add %8549, %8551 : i64
    %8553 = llvm.urem %8552, %8546 : i64
    %8554 = llvm.sub %8552, %8553 : i64
    %8555 = llvm.inttoptr %8554 : i64 to !llvm.ptr
    %8556 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8557 = llvm.insertvalue %8548, %8556[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8558 = llvm.insertvalue %8555, %8557[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8559 = llvm.mlir.constant(0 : index) : i64
    %8560 = llvm.insertvalue %8559, %8558[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8561 = llvm.insertvalue %8538, %8560[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8562 = llvm.insertvalue %8539, %8561[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8563 = llvm.insertvalue %8540, %8562[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8564 = llvm.insertvalue %8539, %8563[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8565 = llvm.insertvalue %8540, %8564[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8566 = llvm.insertvalue %8541, %8565[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1321(%17 : i64)
  ^bb1321(%8567: i64):  // 2 preds: ^bb1320, ^bb1328
    %8568 = llvm.icmp "slt" %8567, %16 : i64
    llvm.cond_br %8568, ^bb1322, ^bb1329
  ^bb1322:  // pred: ^bb1321
    llvm.br ^bb1323(%17 : i64)
  ^bb1323(%8569: i64):  // 2 preds: ^bb1322, ^bb1327
    %8570 = llvm.icmp "slt" %8569, %15 : i64
    llvm.cond_br %8570, ^bb1324, ^bb1328
  ^bb1324:  // pred: ^bb1323
    llvm.br ^bb1325(%17 : i64)
  ^bb1325(%8571: i64):  // 2 preds: ^bb1324, ^bb1326
    %8572 = llvm.icmp "slt" %8571, %16 : i64
    llvm.cond_br %8572, ^bb1326, ^bb1327
  ^bb1326:  // pred: ^bb1325
    %8573 = llvm.extractvalue %1305[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8574 = llvm.mlir.constant(8 : index) : i64
    %8575 = llvm.mul %8567, %8574 overflow<nsw, nuw> : i64
    %8576 = llvm.add %8575, %8569 overflow<nsw, nuw> : i64
    %8577 = llvm.add %8576, %8571 overflow<nsw, nuw> : i64
    %8578 = llvm.getelementptr inbounds|nuw %8573[%8577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8579 = llvm.load %8578 : !llvm.ptr -> f32
    %8580 = llvm.extractvalue %8566[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8581 = llvm.mlir.constant(8 : index) : i64
    %8582 = llvm.mul %8567, %8581 overflow<nsw, nuw> : i64
    %8583 = llvm.add %8582, %8569 overflow<nsw, nuw> : i64
    %8584 = llvm.add %8583, %8571 overflow<nsw, nuw> : i64
    %8585 = llvm.getelementptr inbounds|nuw %8580[%8584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8579, %8585 : f32, !llvm.ptr
    %8586 = llvm.add %8571, %16 : i64
    llvm.br ^bb1325(%8586 : i64)
  ^bb1327:  // pred: ^bb1325
    %8587 = llvm.add %8569, %16 : i64
    llvm.br ^bb1323(%8587 : i64)
  ^bb1328:  // pred: ^bb1323
    %8588 = llvm.add %8567, %16 : i64
    llvm.br ^bb1321(%8588 : i64)
  ^bb1329:  // pred: ^bb1321
    llvm.br ^bb1330(%17 : i64)
  ^bb1330(%8589: i64):  // 2 preds: ^bb1329, ^bb1337
    %8590 = llvm.icmp "slt" %8589, %16 : i64
    llvm.cond_br %8590, ^bb1331, ^bb1338
  ^bb1331:  // pred: ^bb1330
    llvm.br ^bb1332(%17 : i64)
  ^bb1332(%8591: i64):  // 2 preds: ^bb1331, ^bb1336
    %8592 = llvm.icmp "slt" %8591, %15 : i64
    llvm.cond_br %8592, ^bb1333, ^bb1337
  ^bb1333:  // pred: ^bb1332
    llvm.br ^bb1334(%17 : i64)
  ^bb1334(%8593: i64):  // 2 preds: ^bb1333, ^bb1335
    %8594 = llvm.icmp "slt" %8593, %14 : i64
    llvm.cond_br %8594, ^bb1335, ^bb1336
  ^bb1335:  // pred: ^bb1334
    %8595 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8596 = llvm.mlir.constant(256 : index) : i64
    %8597 = llvm.mul %8589, %8596 overflow<nsw, nuw> : i64
    %8598 = llvm.mlir.constant(32 : index) : i64
    %8599 = llvm.mul %8591, %8598 overflow<nsw, nuw> : i64
    %8600 = llvm.add %8597, %8599 overflow<nsw, nuw> : i64
    %8601 = llvm.add %8600, %8593 overflow<nsw, nuw> : i64
    %8602 = llvm.getelementptr inbounds|nuw %8595[%8601] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8603 = llvm.load %8602 : !llvm.ptr -> f32
    %8604 = llvm.extractvalue %8566[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8605 = llvm.mlir.constant(8 : index) : i64
    %8606 = llvm.mul %8589, %8605 overflow<nsw, nuw> : i64
    %8607 = llvm.add %8606, %8591 overflow<nsw, nuw> : i64
    %8608 = llvm.add %8607, %17 overflow<nsw, nuw> : i64
    %8609 = llvm.getelementptr inbounds|nuw %8604[%8608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8610 = llvm.load %8609 : !llvm.ptr -> f32
    %8611 = llvm.fmul %8603, %8603 : f32
    %8612 = llvm.fadd %8611, %8610 : f32
    %8613 = llvm.extractvalue %8566[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8614 = llvm.mlir.constant(8 : index) : i64
    %8615 = llvm.mul %8589, %8614 overflow<nsw, nuw> : i64
    %8616 = llvm.add %8615, %8591 overflow<nsw, nuw> : i64
    %8617 = llvm.add %8616, %17 overflow<nsw, nuw> : i64
    %8618 = llvm.getelementptr inbounds|nuw %8613[%8617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8612, %8618 : f32, !llvm.ptr
    %8619 = llvm.add %8593, %16 : i64
    llvm.br ^bb1334(%8619 : i64)
  ^bb1336:  // pred: ^bb1334
    %8620 = llvm.add %8591, %16 : i64
    llvm.br ^bb1332(%8620 : i64)
  ^bb1337:  // pred: ^bb1332
    %8621 = llvm.add %8589, %16 : i64
    llvm.br ^bb1330(%8621 : i64)
  ^bb1338:  // pred: ^bb1330
    %8622 = llvm.mlir.constant(1 : index) : i64
    %8623 = llvm.mlir.constant(8 : index) : i64
    %8624 = llvm.mlir.constant(128 : index) : i64
    %8625 = llvm.mlir.constant(1 : index) : i64
    %8626 = llvm.mlir.constant(1024 : index) : i64
    %8627 = llvm.mlir.constant(1024 : index) : i64
    %8628 = llvm.mlir.zero : !llvm.ptr
    %8629 = llvm.getelementptr %8628[%8627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8630 = llvm.ptrtoint %8629 : !llvm.ptr to i64
    %8631 = llvm.mlir.constant(64 : index) : i64
    %8632 = llvm.add %8630, %8631 : i64
    %8633 = llvm.call @malloc(%8632) : (i64) -> !llvm.ptr
    %8634 = llvm.ptrtoint %8633 : !llvm.ptr to i64
    %8635 = llvm.mlir.constant(1 : index) : i64
    %8636 = llvm.sub %8631, %8635 : i64
    %8637 = llvm.add %8634, %8636 : i64
    %8638 = llvm.urem %8637, %8631 : i64
    %8639 = llvm.sub %8637, %8638 : i64
    %8640 = llvm.inttoptr %8639 : i64 to !llvm.ptr
    %8641 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8642 = llvm.insertvalue %8633, %8641[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8643 = llvm.insertvalue %8640, %8642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8644 = llvm.mlir.constant(0 : index) : i64
    %8645 = llvm.insertvalue %8644, %8643[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8646 = llvm.insertvalue %8622, %8645[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8647 = llvm.insertvalue %8623, %8646[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8648 = llvm.insertvalue %8624, %8647[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8649 = llvm.insertvalue %8626, %8648[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8650 = llvm.insertvalue %8624, %8649[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8651 = llvm.insertvalue %8625, %8650[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1339(%17 : i64)
  ^bb1339(%8652: i64):  // 2 preds: ^bb1338, ^bb1346
    %8653 = llvm.icmp "slt" %8652, %16 : i64
    llvm.cond_br %8653, ^bb1340, ^bb1347
  ^bb1340:  // pred: ^bb1339
    llvm.br ^bb1341(%17 : i64)
  ^bb1341(%8654: i64):  // 2 preds: ^bb1340, ^bb1345
    %8655 = llvm.icmp "slt" %8654, %15 : i64
    llvm.cond_br %8655, ^bb1342, ^bb1346
  ^bb1342:  // pred: ^bb1341
    llvm.br ^bb1343(%17 : i64)
  ^bb1343(%8656: i64):  // 2 preds: ^bb1342, ^bb1344
    %8657 = llvm.icmp "slt" %8656, %9 : i64
    llvm.cond_br %8657, ^bb1344, ^bb1345
  ^bb1344:  // pred: ^bb1343
    %8658 = llvm.extractvalue %8651[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8659 = llvm.mlir.constant(1024 : index) : i64
    %8660 = llvm.mul %8652, %8659 overflow<nsw, nuw> : i64
    %8661 = llvm.mlir.constant(128 : index) : i64
    %8662 = llvm.mul %8654, %8661 overflow<nsw, nuw> : i64
    %8663 = llvm.add %8660, %8662 overflow<nsw, nuw> : i64
    %8664 = llvm.add %8663, %8656 overflow<nsw, nuw> : i64
    %8665 = llvm.getelementptr inbounds|nuw %8658[%8664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %25, %8665 : f32, !llvm.ptr
    %8666 = llvm.add %8656, %16 : i64
    llvm.br ^bb1343(%8666 : i64)
  ^bb1345:  // pred: ^bb1343
    %8667 = llvm.add %8654, %16 : i64
    llvm.br ^bb1341(%8667 : i64)
  ^bb1346:  // pred: ^bb1341
    %8668 = llvm.add %8652, %16 : i64
    llvm.br ^bb1339(%8668 : i64)
  ^bb1347:  // pred: ^bb1339
    %8669 = llvm.mlir.constant(1 : index) : i64
    %8670 = llvm.mlir.constant(8 : index) : i64
    %8671 = llvm.mlir.constant(128 : index) : i64
    %8672 = llvm.mlir.constant(1 : index) : i64
    %8673 = llvm.mlir.constant(1024 : index) : i64
    %8674 = llvm.mlir.constant(1024 : index) : i64
    %8675 = llvm.mlir.zero : !llvm.ptr
    %8676 = llvm.getelementptr %8675[%8674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8677 = llvm.ptrtoint %8676 : !llvm.ptr to i64
    %8678 = llvm.mlir.constant(64 : index) : i64
    %8679 = llvm.add %8677, %8678 : i64
    %8680 = llvm.call @malloc(%8679) : (i64) -> !llvm.ptr
    %8681 = llvm.ptrtoint %8680 : !llvm.ptr to i64
    %8682 = llvm.mlir.constant(1 : index) : i64
    %8683 = llvm.sub %8678, %8682 : i64
    %8684 = llvm.add %8681, %8683 : i64
    %8685 = llvm.urem %8684, %8678 : i64
    %8686 = llvm.sub %8684, %8685 : i64
    %8687 = llvm.inttoptr %8686 : i64 to !llvm.ptr
    %8688 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8689 = llvm.insertvalue %8680, %8688[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8690 = llvm.insertvalue %8687, %8689[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8691 = llvm.mlir.constant(0 : index) : i64
    %8692 = llvm.insertvalue %8691, %8690[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8693 = llvm.insertvalue %8669, %8692[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8694 = llvm.insertvalue %8670, %8693[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8695 = llvm.insertvalue %8671, %8694[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8696 = llvm.insertvalue %8673, %8695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8697 = llvm.insertvalue %8671, %8696[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8698 = llvm.insertvalue %8672, %8697[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1348(%17 : i64)
  ^bb1348(%8699: i64):  // 2 preds: ^bb1347, ^bb1355
    %8700 = llvm.icmp "slt" %8699, %16 : i64
    llvm.cond_br %8700, ^bb1349, ^bb1356
  ^bb1349:  // pred: ^bb1348
    llvm.br ^bb1350(%17 : i64)
  ^bb1350(%8701: i64):  // 2 preds: ^bb1349, ^bb1354
    %8702 = llvm.icmp "slt" %8701, %15 : i64
    llvm.cond_br %8702, ^bb1351, ^bb1355
  ^bb1351:  // pred: ^bb1350
    llvm.br ^bb1352(%17 : i64)
  ^bb1352(%8703: i64):  // 2 preds: ^bb1351, ^bb1353
    %8704 = llvm.icmp "slt" %8703, %9 : i64
    llvm.cond_br %8704, ^bb1353, ^bb1354
  ^bb1353:  // pred: ^bb1352
    %8705 = llvm.extractvalue %8651[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8706 = llvm.mlir.constant(1024 : index) : i64
    %8707 = llvm.mul %8699, %8706 overflow<nsw, nuw> : i64
    %8708 = llvm.mlir.constant(128 : index) : i64
    %8709 = llvm.mul %8701, %8708 overflow<nsw, nuw> : i64
    %8710 = llvm.add %8707, %8709 overflow<nsw, nuw> : i64
    %8711 = llvm.add %8710, %8703 overflow<nsw, nuw> : i64
    %8712 = llvm.getelementptr inbounds|nuw %8705[%8711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8713 = llvm.load %8712 : !llvm.ptr -> f32
    %8714 = llvm.extractvalue %8698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8715 = llvm.mlir.constant(1024 : index) : i64
    %8716 = llvm.mul %8699, %8715 overflow<nsw, nuw> : i64
    %8717 = llvm.mlir.constant(128 : index) : i64
    %8718 = llvm.mul %8701, %8717 overflow<nsw, nuw> : i64
    %8719 = llvm.add %8716, %8718 overflow<nsw, nuw> : i64
    %8720 = llvm.add %8719, %8703 overflow<nsw, nuw> : i64
    %8721 = llvm.getelementptr inbounds|nuw %8714[%8720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8713, %8721 : f32, !llvm.ptr
    %8722 = llvm.add %8703, %16 : i64
    llvm.br ^bb1352(%8722 : i64)
  ^bb1354:  // pred: ^bb1352
    %8723 = llvm.add %8701, %16 : i64
    llvm.br ^bb1350(%8723 : i64)
  ^bb1355:  // pred: ^bb1350
    %8724 = llvm.add %8699, %16 : i64
    llvm.br ^bb1348(%8724 : i64)
  ^bb1356:  // pred: ^bb1348
    llvm.br ^bb1357(%17 : i64)
  ^bb1357(%8725: i64):  // 2 preds: ^bb1356, ^bb1367
    %8726 = llvm.icmp "slt" %8725, %16 : i64
    llvm.cond_br %8726, ^bb1358, ^bb1368
  ^bb1358:  // pred: ^bb1357
    llvm.br ^bb1359(%17 : i64)
  ^bb1359(%8727: i64):  // 2 preds: ^bb1358, ^bb1366
    %8728 = llvm.icmp "slt" %8727, %15 : i64
    llvm.cond_br %8728, ^bb1360, ^bb1367
  ^bb1360:  // pred: ^bb1359
    llvm.br ^bb1361(%17 : i64)
  ^bb1361(%8729: i64):  // 2 preds: ^bb1360, ^bb1365
    %8730 = llvm.icmp "slt" %8729, %9 : i64
    llvm.cond_br %8730, ^bb1362, ^bb1366
  ^bb1362:  // pred: ^bb1361
    llvm.br ^bb1363(%17 : i64)
  ^bb1363(%8731: i64):  // 2 preds: ^bb1362, ^bb1364
    %8732 = llvm.icmp "slt" %8731, %14 : i64
    llvm.cond_br %8732, ^bb1364, ^bb1365
  ^bb1364:  // pred: ^bb1363
    %8733 = llvm.extractvalue %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8734 = llvm.getelementptr inbounds|nuw %8733[%8731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8735 = llvm.load %8734 : !llvm.ptr -> f32
    %8736 = llvm.extractvalue %8501[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8737 = llvm.mlir.constant(256 : index) : i64
    %8738 = llvm.mul %8725, %8737 overflow<nsw, nuw> : i64
    %8739 = llvm.mlir.constant(32 : index) : i64
    %8740 = llvm.mul %8727, %8739 overflow<nsw, nuw> : i64
    %8741 = llvm.add %8738, %8740 overflow<nsw, nuw> : i64
    %8742 = llvm.add %8741, %8731 overflow<nsw, nuw> : i64
    %8743 = llvm.getelementptr inbounds|nuw %8736[%8742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8744 = llvm.load %8743 : !llvm.ptr -> f32
    %8745 = llvm.extractvalue %8566[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8746 = llvm.mlir.constant(8 : index) : i64
    %8747 = llvm.mul %8725, %8746 overflow<nsw, nuw> : i64
    %8748 = llvm.add %8747, %8727 overflow<nsw, nuw> : i64
    %8749 = llvm.add %8748, %17 overflow<nsw, nuw> : i64
    %8750 = llvm.getelementptr inbounds|nuw %8745[%8749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8751 = llvm.load %8750 : !llvm.ptr -> f32
    %8752 = llvm.extractvalue %48[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8753 = llvm.mlir.constant(32 : index) : i64
    %8754 = llvm.mul %8729, %8753 overflow<nsw, nuw> : i64
    %8755 = llvm.add %8754, %8731 overflow<nsw, nuw> : i64
    %8756 = llvm.getelementptr inbounds|nuw %8752[%8755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8757 = llvm.load %8756 : !llvm.ptr -> f32
    %8758 = llvm.extractvalue %8698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8759 = llvm.mlir.constant(1024 : index) : i64
    %8760 = llvm.mul %8725, %8759 overflow<nsw, nuw> : i64
    %8761 = llvm.mlir.constant(128 : index) : i64
    %8762 = llvm.mul %8727, %8761 overflow<nsw, nuw> : i64
    %8763 = llvm.add %8760, %8762 overflow<nsw, nuw> : i64
    %8764 = llvm.add %8763, %8729 overflow<nsw, nuw> : i64
    %8765 = llvm.getelementptr inbounds|nuw %8758[%8764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8766 = llvm.load %8765 : !llvm.ptr -> f32
    %8767 = llvm.fdiv %8751, %19 : f32
    %8768 = llvm.fptrunc %20 : f64 to f32
    %8769 = llvm.fadd %8767, %8768 : f32
    %8770 = llvm.intr.sqrt(%8769) : (f32) -> f32
    %8771 = llvm.fdiv %28, %8770 : f32
    %8772 = llvm.fmul %8744, %8771 : f32
    %8773 = llvm.fmul %8735, %8772 : f32
    %8774 = llvm.fmul %8773, %8757 : f32
    %8775 = llvm.fadd %8766, %8774 : f32
    %8776 = llvm.extractvalue %8698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8777 = llvm.mlir.constant(1024 : index) : i64
    %8778 = llvm.mul %8725, %8777 overflow<nsw, nuw> : i64
    %8779 = llvm.mlir.constant(128 : index) : i64
    %8780 = llvm.mul %8727, %8779 overflow<nsw, nuw> : i64
    %8781 = llvm.add %8778, %8780 overflow<nsw, nuw> : i64
    %8782 = llvm.add %8781, %8729 overflow<nsw, nuw> : i64
    %8783 = llvm.getelementptr inbounds|nuw %8776[%8782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8775, %8783 : f32, !llvm.ptr
    %8784 = llvm.add %8731, %16 : i64
    llvm.br ^bb1363(%8784 : i64)
  ^bb1365:  // pred: ^bb1363
    %8785 = llvm.add %8729, %16 : i64
    llvm.br ^bb1361(%8785 : i64)
  ^bb1366:  // pred: ^bb1361
    %8786 = llvm.add %8727, %16 : i64
    llvm.br ^bb1359(%8786 : i64)
  ^bb1367:  // pred: ^bb1359
    %8787 = llvm.add %8725, %16 : i64
    llvm.br ^bb1357(%8787 : i64)
  ^bb1368:  // pred: ^bb1357
    %8788 = llvm.extractvalue %474[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8788) : (!llvm.ptr) -> ()
    %8789 = llvm.extractvalue %526[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8789) : (!llvm.ptr) -> ()
    %8790 = llvm.extractvalue %599[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8790) : (!llvm.ptr) -> ()
    %8791 = llvm.extractvalue %646[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8791) : (!llvm.ptr) -> ()
    %8792 = llvm.extractvalue %750[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8792) : (!llvm.ptr) -> ()
    %8793 = llvm.extractvalue %806[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8793) : (!llvm.ptr) -> ()
    %8794 = llvm.extractvalue %836[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8794) : (!llvm.ptr) -> ()
    %8795 = llvm.extractvalue %937[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8795) : (!llvm.ptr) -> ()
    %8796 = llvm.extractvalue %1067[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8796) : (!llvm.ptr) -> ()
    %8797 = llvm.extractvalue %1137[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8797) : (!llvm.ptr) -> ()
    %8798 = llvm.extractvalue %1229[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8798) : (!llvm.ptr) -> ()
    %8799 = llvm.extractvalue %1305[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8799) : (!llvm.ptr) -> ()
    %8800 = llvm.extractvalue %1349[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8800) : (!llvm.ptr) -> ()
    %8801 = llvm.extractvalue %1434[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8801) : (!llvm.ptr) -> ()
    %8802 = llvm.extractvalue %1503[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8802) : (!llvm.ptr) -> ()
    %8803 = llvm.extractvalue %1590[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8803) : (!llvm.ptr) -> ()
    %8804 = llvm.extractvalue %1717[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8804) : (!llvm.ptr) -> ()
    %8805 = llvm.extractvalue %1778[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8805) : (!llvm.ptr) -> ()
    %8806 = llvm.extractvalue %1865[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8806) : (!llvm.ptr) -> ()
    %8807 = llvm.extractvalue %1992[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8807) : (!llvm.ptr) -> ()
    %8808 = llvm.extractvalue %2080[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8808) : (!llvm.ptr) -> ()
    %8809 = llvm.extractvalue %2230[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8809) : (!llvm.ptr) -> ()
    %8810 = llvm.extractvalue %2325[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8810) : (!llvm.ptr) -> ()
    %8811 = llvm.extractvalue %2359[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8811) : (!llvm.ptr) -> ()
    %8812 = llvm.extractvalue %2486[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8812) : (!llvm.ptr) -> ()
    %8813 = llvm.extractvalue %2638[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8813) : (!llvm.ptr) -> ()
    %8814 = llvm.extractvalue %2733[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8814) : (!llvm.ptr) -> ()
    %8815 = llvm.extractvalue %2767[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8815) : (!llvm.ptr) -> ()
    %8816 = llvm.extractvalue %2894[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8816) : (!llvm.ptr) -> ()
    %8817 = llvm.extractvalue %3027[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8817) : (!llvm.ptr) -> ()
    %8818 = llvm.extractvalue %3106[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8818) : (!llvm.ptr) -> ()
    %8819 = llvm.extractvalue %3218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8819) : (!llvm.ptr) -> ()
    %8820 = llvm.extractvalue %3315[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8820) : (!llvm.ptr) -> ()
    %8821 = llvm.extractvalue %3489[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8821) : (!llvm.ptr) -> ()
    %8822 = llvm.extractvalue %3567[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8822) : (!llvm.ptr) -> ()
    %8823 = llvm.extractvalue %3667[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8823) : (!llvm.ptr) -> ()
    %8824 = llvm.extractvalue %3782[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8824) : (!llvm.ptr) -> ()
    %8825 = llvm.extractvalue %3863[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8825) : (!llvm.ptr) -> ()
    %8826 = llvm.extractvalue %3917[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8826) : (!llvm.ptr) -> ()
    %8827 = llvm.extractvalue %4025[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8827) : (!llvm.ptr) -> ()
    %8828 = llvm.extractvalue %4079[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8828) : (!llvm.ptr) -> ()
    %8829 = llvm.extractvalue %4213[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8829) : (!llvm.ptr) -> ()
    %8830 = llvm.extractvalue %4402[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8830) : (!llvm.ptr) -> ()
    %8831 = llvm.extractvalue %4513[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8831) : (!llvm.ptr) -> ()
    %8832 = llvm.extractvalue %4578[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8832) : (!llvm.ptr) -> ()
    %8833 = llvm.extractvalue %4663[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8833) : (!llvm.ptr) -> ()
    %8834 = llvm.extractvalue %4732[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8834) : (!llvm.ptr) -> ()
    %8835 = llvm.extractvalue %4792[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8835) : (!llvm.ptr) -> ()
    %8836 = llvm.extractvalue %4894[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8836) : (!llvm.ptr) -> ()
    %8837 = llvm.extractvalue %4996[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8837) : (!llvm.ptr) -> ()
    %8838 = llvm.extractvalue %5114[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8838) : (!llvm.ptr) -> ()
    %8839 = llvm.extractvalue %5179[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8839) : (!llvm.ptr) -> ()
    %8840 = llvm.extractvalue %5264[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8840) : (!llvm.ptr) -> ()
    %8841 = llvm.extractvalue %5360[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8841) : (!llvm.ptr) -> ()
    %8842 = llvm.extractvalue %5487[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8842) : (!llvm.ptr) -> ()
    %8843 = llvm.extractvalue %5575[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8843) : (!llvm.ptr) -> ()
    %8844 = llvm.extractvalue %5702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8844) : (!llvm.ptr) -> ()
    %8845 = llvm.extractvalue %5790[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8845) : (!llvm.ptr) -> ()
    %8846 = llvm.extractvalue %5940[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8846) : (!llvm.ptr) -> ()
    %8847 = llvm.extractvalue %6035[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8847) : (!llvm.ptr) -> ()
    %8848 = llvm.extractvalue %6069[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8848) : (!llvm.ptr) -> ()
    %8849 = llvm.extractvalue %6196[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8849) : (!llvm.ptr) -> ()
    %8850 = llvm.extractvalue %6348[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8850) : (!llvm.ptr) -> ()
    %8851 = llvm.extractvalue %6443[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8851) : (!llvm.ptr) -> ()
    %8852 = llvm.extractvalue %6477[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8852) : (!llvm.ptr) -> ()
    %8853 = llvm.extractvalue %6604[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8853) : (!llvm.ptr) -> ()
    %8854 = llvm.extractvalue %6737[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8854) : (!llvm.ptr) -> ()
    %8855 = llvm.extractvalue %6816[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%8855) : (!llvm.ptr) -> ()
    %8856 = llvm.extractvalue %6955[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8856) : (!llvm.ptr) -> ()
    %8857 = llvm.extractvalue %7129[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8857) : (!llvm.ptr) -> ()
    %8858 = llvm.extractvalue %7237[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8858) : (!llvm.ptr) -> ()
    %8859 = llvm.extractvalue %7352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8859) : (!llvm.ptr) -> ()
    %8860 = llvm.extractvalue %7433[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8860) : (!llvm.ptr) -> ()
    %8861 = llvm.extractvalue %7541[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8861) : (!llvm.ptr) -> ()
    %8862 = llvm.extractvalue %7675[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8862) : (!llvm.ptr) -> ()
    %8863 = llvm.extractvalue %7845[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8863) : (!llvm.ptr) -> ()
    %8864 = llvm.extractvalue %7956[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8864) : (!llvm.ptr) -> ()
    %8865 = llvm.extractvalue %8021[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8865) : (!llvm.ptr) -> ()
    %8866 = llvm.extractvalue %8106[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8866) : (!llvm.ptr) -> ()
    %8867 = llvm.extractvalue %8179[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8867) : (!llvm.ptr) -> ()
    %8868 = llvm.extractvalue %8281[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8868) : (!llvm.ptr) -> ()
    %8869 = llvm.extractvalue %8383[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8869) : (!llvm.ptr) -> ()
    %8870 = llvm.extractvalue %8501[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8870) : (!llvm.ptr) -> ()
    %8871 = llvm.extractvalue %8566[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8871) : (!llvm.ptr) -> ()
    %8872 = llvm.extractvalue %8651[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8872) : (!llvm.ptr) -> ()
    llvm.return %8698 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c linalg_on_tensors_mlir=41d8f8914f15
