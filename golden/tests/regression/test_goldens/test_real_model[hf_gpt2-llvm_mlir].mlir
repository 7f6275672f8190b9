module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32_19(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_18(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_17(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x96xf32_16(dense_resource<torch_tensor_32_96_torch.float32> : tensor<32x96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<96 x f32>>
  llvm.mlir.global private constant @__constant_96xf32_15(dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_14(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_12(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_11(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x128xf32_10(dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<128 x f32>>
  llvm.mlir.global private constant @__constant_128xf32_9(dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x32xf32_8(dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_7(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_6(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_5(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x96xf32(dense_resource<torch_tensor_32_96_torch.float32_1> : tensor<32x96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<96 x f32>>
  llvm.mlir.global private constant @__constant_96xf32(dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<96 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_3(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x128xf32(dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<32x128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<128 x f32>>
  llvm.mlir.global private constant @__constant_128xf32(dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x f32>
  llvm.mlir.global private constant @__constant_128x32xf32(dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
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
    %9 = llvm.mlir.constant(-2.000000e+00 : f32) : f32
    %10 = llvm.mlir.constant(128 : index) : i64
    %11 = llvm.mlir.constant(16 : index) : i64
    %12 = llvm.mlir.constant(2 : index) : i64
    %13 = llvm.mlir.constant(96 : index) : i64
    %14 = llvm.mlir.constant(9 : index) : i64
    %15 = llvm.mlir.constant(32 : index) : i64
    %16 = llvm.mlir.constant(8 : index) : i64
    %17 = llvm.mlir.constant(1 : index) : i64
    %18 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %19 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %20 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %21 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %22 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %23 = llvm.mlir.constant(1.000000e-05 : f64) : f64
    %24 = llvm.mlir.constant(4.471500e-02 : f64) : f64
    %25 = llvm.mlir.constant(0.79788456080286541 : f64) : f64
    %26 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %27 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %28 = llvm.mlir.constant(0 : index) : i64
    %29 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %30 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %31 = llvm.mlir.constant(0 : i64) : i64
    %32 = llvm.mlir.constant(1 : i64) : i64
    %33 = llvm.mlir.constant(8 : i64) : i64
    %34 = llvm.mlir.constant(32 : index) : i64
    %35 = llvm.mlir.constant(1 : index) : i64
    %36 = llvm.mlir.zero : !llvm.ptr
    %37 = llvm.getelementptr %36[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %38 = llvm.ptrtoint %37 : !llvm.ptr to i64
    %39 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %40 = llvm.getelementptr %39[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %41 = llvm.mlir.constant(3735928559 : index) : i64
    %42 = llvm.inttoptr %41 : i64 to !llvm.ptr
    %43 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %44 = llvm.insertvalue %42, %43[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %45 = llvm.insertvalue %40, %44[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %46 = llvm.mlir.constant(0 : index) : i64
    %47 = llvm.insertvalue %46, %45[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %48 = llvm.insertvalue %34, %47[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %49 = llvm.insertvalue %35, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %50 = llvm.mlir.constant(32 : index) : i64
    %51 = llvm.mlir.constant(1 : index) : i64
    %52 = llvm.mlir.zero : !llvm.ptr
    %53 = llvm.getelementptr %52[%50] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %54 = llvm.ptrtoint %53 : !llvm.ptr to i64
    %55 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %56 = llvm.getelementptr %55[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %57 = llvm.mlir.constant(3735928559 : index) : i64
    %58 = llvm.inttoptr %57 : i64 to !llvm.ptr
    %59 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.insertvalue %58, %59[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.insertvalue %56, %60[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.mlir.constant(0 : index) : i64
    %63 = llvm.insertvalue %62, %61[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %64 = llvm.insertvalue %50, %63[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.insertvalue %51, %64[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = llvm.mlir.constant(32 : index) : i64
    %67 = llvm.mlir.constant(1 : index) : i64
    %68 = llvm.mlir.zero : !llvm.ptr
    %69 = llvm.getelementptr %68[%66] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %70 = llvm.ptrtoint %69 : !llvm.ptr to i64
    %71 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %72 = llvm.getelementptr %71[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %73 = llvm.mlir.constant(3735928559 : index) : i64
    %74 = llvm.inttoptr %73 : i64 to !llvm.ptr
    %75 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %76 = llvm.insertvalue %74, %75[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.insertvalue %72, %76[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = llvm.mlir.constant(0 : index) : i64
    %79 = llvm.insertvalue %78, %77[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %80 = llvm.insertvalue %66, %79[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %81 = llvm.insertvalue %67, %80[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %82 = llvm.mlir.constant(128 : index) : i64
    %83 = llvm.mlir.constant(32 : index) : i64
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.mlir.constant(4096 : index) : i64
    %86 = llvm.mlir.zero : !llvm.ptr
    %87 = llvm.getelementptr %86[%85] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %88 = llvm.ptrtoint %87 : !llvm.ptr to i64
    %89 = llvm.mlir.addressof @__constant_128x32xf32 : !llvm.ptr
    %90 = llvm.getelementptr %89[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %91 = llvm.mlir.constant(3735928559 : index) : i64
    %92 = llvm.inttoptr %91 : i64 to !llvm.ptr
    %93 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %94 = llvm.insertvalue %92, %93[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %90, %94[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.mlir.constant(0 : index) : i64
    %97 = llvm.insertvalue %96, %95[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.insertvalue %82, %97[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %99 = llvm.insertvalue %83, %98[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %100 = llvm.insertvalue %83, %99[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %101 = llvm.insertvalue %84, %100[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %102 = llvm.mlir.constant(128 : index) : i64
    %103 = llvm.mlir.constant(1 : index) : i64
    %104 = llvm.mlir.zero : !llvm.ptr
    %105 = llvm.getelementptr %104[%102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %106 = llvm.ptrtoint %105 : !llvm.ptr to i64
    %107 = llvm.mlir.addressof @__constant_128xf32 : !llvm.ptr
    %108 = llvm.getelementptr %107[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %109 = llvm.mlir.constant(3735928559 : index) : i64
    %110 = llvm.inttoptr %109 : i64 to !llvm.ptr
    %111 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %112 = llvm.insertvalue %110, %111[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %113 = llvm.insertvalue %108, %112[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.mlir.constant(0 : index) : i64
    %115 = llvm.insertvalue %114, %113[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %116 = llvm.insertvalue %102, %115[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %117 = llvm.insertvalue %103, %116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.mlir.constant(32 : index) : i64
    %119 = llvm.mlir.constant(128 : index) : i64
    %120 = llvm.mlir.constant(1 : index) : i64
    %121 = llvm.mlir.constant(4096 : index) : i64
    %122 = llvm.mlir.zero : !llvm.ptr
    %123 = llvm.getelementptr %122[%121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %124 = llvm.ptrtoint %123 : !llvm.ptr to i64
    %125 = llvm.mlir.addressof @__constant_32x128xf32 : !llvm.ptr
    %126 = llvm.getelementptr %125[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<128 x f32>>
    %127 = llvm.mlir.constant(3735928559 : index) : i64
    %128 = llvm.inttoptr %127 : i64 to !llvm.ptr
    %129 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %130 = llvm.insertvalue %128, %129[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %131 = llvm.insertvalue %126, %130[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %132 = llvm.mlir.constant(0 : index) : i64
    %133 = llvm.insertvalue %132, %131[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %134 = llvm.insertvalue %118, %133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %135 = llvm.insertvalue %119, %134[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %136 = llvm.insertvalue %119, %135[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %137 = llvm.insertvalue %120, %136[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %138 = llvm.mlir.constant(32 : index) : i64
    %139 = llvm.mlir.constant(1 : index) : i64
    %140 = llvm.mlir.zero : !llvm.ptr
    %141 = llvm.getelementptr %140[%138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %142 = llvm.ptrtoint %141 : !llvm.ptr to i64
    %143 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %144 = llvm.getelementptr %143[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %145 = llvm.mlir.constant(3735928559 : index) : i64
    %146 = llvm.inttoptr %145 : i64 to !llvm.ptr
    %147 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %148 = llvm.insertvalue %146, %147[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %149 = llvm.insertvalue %144, %148[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %150 = llvm.mlir.constant(0 : index) : i64
    %151 = llvm.insertvalue %150, %149[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %152 = llvm.insertvalue %138, %151[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %153 = llvm.insertvalue %139, %152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %154 = llvm.mlir.constant(32 : index) : i64
    %155 = llvm.mlir.constant(1 : index) : i64
    %156 = llvm.mlir.zero : !llvm.ptr
    %157 = llvm.getelementptr %156[%154] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %158 = llvm.ptrtoint %157 : !llvm.ptr to i64
    %159 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %160 = llvm.getelementptr %159[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %161 = llvm.mlir.constant(3735928559 : index) : i64
    %162 = llvm.inttoptr %161 : i64 to !llvm.ptr
    %163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %164 = llvm.insertvalue %162, %163[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %165 = llvm.insertvalue %160, %164[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %166 = llvm.mlir.constant(0 : index) : i64
    %167 = llvm.insertvalue %166, %165[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %168 = llvm.insertvalue %154, %167[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %169 = llvm.insertvalue %155, %168[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %170 = llvm.mlir.constant(32 : index) : i64
    %171 = llvm.mlir.constant(1 : index) : i64
    %172 = llvm.mlir.zero : !llvm.ptr
    %173 = llvm.getelementptr %172[%170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %174 = llvm.ptrtoint %173 : !llvm.ptr to i64
    %175 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %176 = llvm.getelementptr %175[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %177 = llvm.mlir.constant(3735928559 : index) : i64
    %178 = llvm.inttoptr %177 : i64 to !llvm.ptr
    %179 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %180 = llvm.insertvalue %178, %179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %181 = llvm.insertvalue %176, %180[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %182 = llvm.mlir.constant(0 : index) : i64
    %183 = llvm.insertvalue %182, %181[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %184 = llvm.insertvalue %170, %183[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %185 = llvm.insertvalue %171, %184[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %186 = llvm.mlir.constant(32 : index) : i64
    %187 = llvm.mlir.constant(32 : index) : i64
    %188 = llvm.mlir.constant(1 : index) : i64
    %189 = llvm.mlir.constant(1024 : index) : i64
    %190 = llvm.mlir.zero : !llvm.ptr
    %191 = llvm.getelementptr %190[%189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %192 = llvm.ptrtoint %191 : !llvm.ptr to i64
    %193 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %194 = llvm.getelementptr %193[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %195 = llvm.mlir.constant(3735928559 : index) : i64
    %196 = llvm.inttoptr %195 : i64 to !llvm.ptr
    %197 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %198 = llvm.insertvalue %196, %197[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.insertvalue %194, %198[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %200 = llvm.mlir.constant(0 : index) : i64
    %201 = llvm.insertvalue %200, %199[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %202 = llvm.insertvalue %186, %201[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %203 = llvm.insertvalue %187, %202[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %204 = llvm.insertvalue %187, %203[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %205 = llvm.insertvalue %188, %204[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %206 = llvm.mlir.constant(96 : index) : i64
    %207 = llvm.mlir.constant(1 : index) : i64
    %208 = llvm.mlir.zero : !llvm.ptr
    %209 = llvm.getelementptr %208[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %210 = llvm.ptrtoint %209 : !llvm.ptr to i64
    %211 = llvm.mlir.addressof @__constant_96xf32 : !llvm.ptr
    %212 = llvm.getelementptr %211[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x f32>
    %213 = llvm.mlir.constant(3735928559 : index) : i64
    %214 = llvm.inttoptr %213 : i64 to !llvm.ptr
    %215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %216 = llvm.insertvalue %214, %215[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %217 = llvm.insertvalue %212, %216[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %218 = llvm.mlir.constant(0 : index) : i64
    %219 = llvm.insertvalue %218, %217[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %220 = llvm.insertvalue %206, %219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %221 = llvm.insertvalue %207, %220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %222 = llvm.mlir.constant(32 : index) : i64
    %223 = llvm.mlir.constant(96 : index) : i64
    %224 = llvm.mlir.constant(1 : index) : i64
    %225 = llvm.mlir.constant(3072 : index) : i64
    %226 = llvm.mlir.zero : !llvm.ptr
    %227 = llvm.getelementptr %226[%225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %228 = llvm.ptrtoint %227 : !llvm.ptr to i64
    %229 = llvm.mlir.addressof @__constant_32x96xf32 : !llvm.ptr
    %230 = llvm.getelementptr %229[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<96 x f32>>
    %231 = llvm.mlir.constant(3735928559 : index) : i64
    %232 = llvm.inttoptr %231 : i64 to !llvm.ptr
    %233 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %234 = llvm.insertvalue %232, %233[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %235 = llvm.insertvalue %230, %234[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %236 = llvm.mlir.constant(0 : index) : i64
    %237 = llvm.insertvalue %236, %235[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %238 = llvm.insertvalue %222, %237[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %239 = llvm.insertvalue %223, %238[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %240 = llvm.insertvalue %223, %239[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %241 = llvm.insertvalue %224, %240[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %242 = llvm.mlir.constant(32 : index) : i64
    %243 = llvm.mlir.constant(1 : index) : i64
    %244 = llvm.mlir.zero : !llvm.ptr
    %245 = llvm.getelementptr %244[%242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %246 = llvm.ptrtoint %245 : !llvm.ptr to i64
    %247 = llvm.mlir.addressof @__constant_32xf32_5 : !llvm.ptr
    %248 = llvm.getelementptr %247[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %249 = llvm.mlir.constant(3735928559 : index) : i64
    %250 = llvm.inttoptr %249 : i64 to !llvm.ptr
    %251 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %252 = llvm.insertvalue %250, %251[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %253 = llvm.insertvalue %248, %252[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %254 = llvm.mlir.constant(0 : index) : i64
    %255 = llvm.insertvalue %254, %253[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %256 = llvm.insertvalue %242, %255[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %257 = llvm.insertvalue %243, %256[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %258 = llvm.mlir.constant(32 : index) : i64
    %259 = llvm.mlir.constant(1 : index) : i64
    %260 = llvm.mlir.zero : !llvm.ptr
    %261 = llvm.getelementptr %260[%258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %262 = llvm.ptrtoint %261 : !llvm.ptr to i64
    %263 = llvm.mlir.addressof @__constant_32xf32_6 : !llvm.ptr
    %264 = llvm.getelementptr %263[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %265 = llvm.mlir.constant(3735928559 : index) : i64
    %266 = llvm.inttoptr %265 : i64 to !llvm.ptr
    %267 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %268 = llvm.insertvalue %266, %267[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %269 = llvm.insertvalue %264, %268[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %270 = llvm.mlir.constant(0 : index) : i64
    %271 = llvm.insertvalue %270, %269[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %272 = llvm.insertvalue %258, %271[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %273 = llvm.insertvalue %259, %272[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %274 = llvm.mlir.constant(32 : index) : i64
    %275 = llvm.mlir.constant(1 : index) : i64
    %276 = llvm.mlir.zero : !llvm.ptr
    %277 = llvm.getelementptr %276[%274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %278 = llvm.ptrtoint %277 : !llvm.ptr to i64
    %279 = llvm.mlir.addressof @__constant_32xf32_7 : !llvm.ptr
    %280 = llvm.getelementptr %279[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %281 = llvm.mlir.constant(3735928559 : index) : i64
    %282 = llvm.inttoptr %281 : i64 to !llvm.ptr
    %283 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %284 = llvm.insertvalue %282, %283[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %285 = llvm.insertvalue %280, %284[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %286 = llvm.mlir.constant(0 : index) : i64
    %287 = llvm.insertvalue %286, %285[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %288 = llvm.insertvalue %274, %287[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %289 = llvm.insertvalue %275, %288[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %290 = llvm.mlir.constant(128 : index) : i64
    %291 = llvm.mlir.constant(32 : index) : i64
    %292 = llvm.mlir.constant(1 : index) : i64
    %293 = llvm.mlir.constant(4096 : index) : i64
    %294 = llvm.mlir.zero : !llvm.ptr
    %295 = llvm.getelementptr %294[%293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %296 = llvm.ptrtoint %295 : !llvm.ptr to i64
    %297 = llvm.mlir.addressof @__constant_128x32xf32_8 : !llvm.ptr
    %298 = llvm.getelementptr %297[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %299 = llvm.mlir.constant(3735928559 : index) : i64
    %300 = llvm.inttoptr %299 : i64 to !llvm.ptr
    %301 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %302 = llvm.insertvalue %300, %301[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %303 = llvm.insertvalue %298, %302[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %304 = llvm.mlir.constant(0 : index) : i64
    %305 = llvm.insertvalue %304, %303[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %306 = llvm.insertvalue %290, %305[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %307 = llvm.insertvalue %291, %306[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %308 = llvm.insertvalue %291, %307[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %309 = llvm.insertvalue %292, %308[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %310 = llvm.mlir.constant(128 : index) : i64
    %311 = llvm.mlir.constant(1 : index) : i64
    %312 = llvm.mlir.zero : !llvm.ptr
    %313 = llvm.getelementptr %312[%310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %314 = llvm.ptrtoint %313 : !llvm.ptr to i64
    %315 = llvm.mlir.addressof @__constant_128xf32_9 : !llvm.ptr
    %316 = llvm.getelementptr %315[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x f32>
    %317 = llvm.mlir.constant(3735928559 : index) : i64
    %318 = llvm.inttoptr %317 : i64 to !llvm.ptr
    %319 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %320 = llvm.insertvalue %318, %319[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %321 = llvm.insertvalue %316, %320[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %322 = llvm.mlir.constant(0 : index) : i64
    %323 = llvm.insertvalue %322, %321[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %324 = llvm.insertvalue %310, %323[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %325 = llvm.insertvalue %311, %324[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %326 = llvm.mlir.constant(32 : index) : i64
    %327 = llvm.mlir.constant(128 : index) : i64
    %328 = llvm.mlir.constant(1 : index) : i64
    %329 = llvm.mlir.constant(4096 : index) : i64
    %330 = llvm.mlir.zero : !llvm.ptr
    %331 = llvm.getelementptr %330[%329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %332 = llvm.ptrtoint %331 : !llvm.ptr to i64
    %333 = llvm.mlir.addressof @__constant_32x128xf32_10 : !llvm.ptr
    %334 = llvm.getelementptr %333[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<128 x f32>>
    %335 = llvm.mlir.constant(3735928559 : index) : i64
    %336 = llvm.inttoptr %335 : i64 to !llvm.ptr
    %337 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %338 = llvm.insertvalue %336, %337[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %339 = llvm.insertvalue %334, %338[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %340 = llvm.mlir.constant(0 : index) : i64
    %341 = llvm.insertvalue %340, %339[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %342 = llvm.insertvalue %326, %341[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %343 = llvm.insertvalue %327, %342[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %344 = llvm.insertvalue %327, %343[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %345 = llvm.insertvalue %328, %344[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %346 = llvm.mlir.constant(32 : index) : i64
    %347 = llvm.mlir.constant(1 : index) : i64
    %348 = llvm.mlir.zero : !llvm.ptr
    %349 = llvm.getelementptr %348[%346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %350 = llvm.ptrtoint %349 : !llvm.ptr to i64
    %351 = llvm.mlir.addressof @__constant_32xf32_11 : !llvm.ptr
    %352 = llvm.getelementptr %351[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %353 = llvm.mlir.constant(3735928559 : index) : i64
    %354 = llvm.inttoptr %353 : i64 to !llvm.ptr
    %355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %356 = llvm.insertvalue %354, %355[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %357 = llvm.insertvalue %352, %356[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %358 = llvm.mlir.constant(0 : index) : i64
    %359 = llvm.insertvalue %358, %357[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %360 = llvm.insertvalue %346, %359[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %361 = llvm.insertvalue %347, %360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %362 = llvm.mlir.constant(32 : index) : i64
    %363 = llvm.mlir.constant(1 : index) : i64
    %364 = llvm.mlir.zero : !llvm.ptr
    %365 = llvm.getelementptr %364[%362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %366 = llvm.ptrtoint %365 : !llvm.ptr to i64
    %367 = llvm.mlir.addressof @__constant_32xf32_12 : !llvm.ptr
    %368 = llvm.getelementptr %367[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %369 = llvm.mlir.constant(3735928559 : index) : i64
    %370 = llvm.inttoptr %369 : i64 to !llvm.ptr
    %371 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %372 = llvm.insertvalue %370, %371[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %373 = llvm.insertvalue %368, %372[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %374 = llvm.mlir.constant(0 : index) : i64
    %375 = llvm.insertvalue %374, %373[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %376 = llvm.insertvalue %362, %375[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %377 = llvm.insertvalue %363, %376[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %378 = llvm.mlir.constant(32 : index) : i64
    %379 = llvm.mlir.constant(1 : index) : i64
    %380 = llvm.mlir.zero : !llvm.ptr
    %381 = llvm.getelementptr %380[%378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %382 = llvm.ptrtoint %381 : !llvm.ptr to i64
    %383 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %384 = llvm.getelementptr %383[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %385 = llvm.mlir.constant(3735928559 : index) : i64
    %386 = llvm.inttoptr %385 : i64 to !llvm.ptr
    %387 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %388 = llvm.insertvalue %386, %387[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %389 = llvm.insertvalue %384, %388[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %390 = llvm.mlir.constant(0 : index) : i64
    %391 = llvm.insertvalue %390, %389[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %392 = llvm.insertvalue %378, %391[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %393 = llvm.insertvalue %379, %392[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %394 = llvm.mlir.constant(32 : index) : i64
    %395 = llvm.mlir.constant(32 : index) : i64
    %396 = llvm.mlir.constant(1 : index) : i64
    %397 = llvm.mlir.constant(1024 : index) : i64
    %398 = llvm.mlir.zero : !llvm.ptr
    %399 = llvm.getelementptr %398[%397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %400 = llvm.ptrtoint %399 : !llvm.ptr to i64
    %401 = llvm.mlir.addressof @__constant_32x32xf32_14 : !llvm.ptr
    %402 = llvm.getelementptr %401[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %403 = llvm.mlir.constant(3735928559 : index) : i64
    %404 = llvm.inttoptr %403 : i64 to !llvm.ptr
    %405 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %406 = llvm.insertvalue %404, %405[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %407 = llvm.insertvalue %402, %406[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %408 = llvm.mlir.constant(0 : index) : i64
    %409 = llvm.insertvalue %408, %407[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %410 = llvm.insertvalue %394, %409[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %411 = llvm.insertvalue %395, %410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %412 = llvm.insertvalue %395, %411[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %413 = llvm.insertvalue %396, %412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %414 = llvm.mlir.constant(96 : index) : i64
    %415 = llvm.mlir.constant(1 : index) : i64
    %416 = llvm.mlir.zero : !llvm.ptr
    %417 = llvm.getelementptr %416[%414] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %418 = llvm.ptrtoint %417 : !llvm.ptr to i64
    %419 = llvm.mlir.addressof @__constant_96xf32_15 : !llvm.ptr
    %420 = llvm.getelementptr %419[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<96 x f32>
    %421 = llvm.mlir.constant(3735928559 : index) : i64
    %422 = llvm.inttoptr %421 : i64 to !llvm.ptr
    %423 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %424 = llvm.insertvalue %422, %423[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %425 = llvm.insertvalue %420, %424[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %426 = llvm.mlir.constant(0 : index) : i64
    %427 = llvm.insertvalue %426, %425[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %428 = llvm.insertvalue %414, %427[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %429 = llvm.insertvalue %415, %428[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %430 = llvm.mlir.constant(32 : index) : i64
    %431 = llvm.mlir.constant(96 : index) : i64
    %432 = llvm.mlir.constant(1 : index) : i64
    %433 = llvm.mlir.constant(3072 : index) : i64
    %434 = llvm.mlir.zero : !llvm.ptr
    %435 = llvm.getelementptr %434[%433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %436 = llvm.ptrtoint %435 : !llvm.ptr to i64
    %437 = llvm.mlir.addressof @__constant_32x96xf32_16 : !llvm.ptr
    %438 = llvm.getelementptr %437[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<96 x f32>>
    %439 = llvm.mlir.constant(3735928559 : index) : i64
    %440 = llvm.inttoptr %439 : i64 to !llvm.ptr
    %441 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %442 = llvm.insertvalue %440, %441[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %443 = llvm.insertvalue %438, %442[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %444 = llvm.mlir.constant(0 : index) : i64
    %445 = llvm.insertvalue %444, %443[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %446 = llvm.insertvalue %430, %445[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %447 = llvm.insertvalue %431, %446[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %448 = llvm.insertvalue %431, %447[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %449 = llvm.insertvalue %432, %448[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %450 = llvm.mlir.constant(32 : index) : i64
    %451 = llvm.mlir.constant(1 : index) : i64
    %452 = llvm.mlir.zero : !llvm.ptr
    %453 = llvm.getelementptr %452[%450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %454 = llvm.ptrtoint %453 : !llvm.ptr to i64
    %455 = llvm.mlir.addressof @__constant_32xf32_17 : !llvm.ptr
    %456 = llvm.getelementptr %455[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %457 = llvm.mlir.constant(3735928559 : index) : i64
    %458 = llvm.inttoptr %457 : i64 to !llvm.ptr
    %459 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %460 = llvm.insertvalue %458, %459[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %461 = llvm.insertvalue %456, %460[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %462 = llvm.mlir.constant(0 : index) : i64
    %463 = llvm.insertvalue %462, %461[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %464 = llvm.insertvalue %450, %463[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %465 = llvm.insertvalue %451, %464[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %466 = llvm.mlir.constant(32 : index) : i64
    %467 = llvm.mlir.constant(1 : index) : i64
    %468 = llvm.mlir.zero : !llvm.ptr
    %469 = llvm.getelementptr %468[%466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %470 = llvm.ptrtoint %469 : !llvm.ptr to i64
    %471 = llvm.mlir.addressof @__constant_32xf32_18 : !llvm.ptr
    %472 = llvm.getelementptr %471[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %473 = llvm.mlir.constant(3735928559 : index) : i64
    %474 = llvm.inttoptr %473 : i64 to !llvm.ptr
    %475 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %476 = llvm.insertvalue %474, %475[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %477 = llvm.insertvalue %472, %476[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %478 = llvm.mlir.constant(0 : index) : i64
    %479 = llvm.insertvalue %478, %477[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %480 = llvm.insertvalue %466, %479[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %481 = llvm.insertvalue %467, %480[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %482 = llvm.mlir.constant(32 : index) : i64
    %483 = llvm.mlir.constant(32 : index) : i64
    %484 = llvm.mlir.constant(1 : index) : i64
    %485 = llvm.mlir.constant(1024 : index) : i64
    %486 = llvm.mlir.zero : !llvm.ptr
    %487 = llvm.getelementptr %486[%485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %488 = llvm.ptrtoint %487 : !llvm.ptr to i64
    %489 = llvm.mlir.addressof @__constant_32x32xf32_19 : !llvm.ptr
    %490 = llvm.getelementptr %489[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %491 = llvm.mlir.constant(3735928559 : index) : i64
    %492 = llvm.inttoptr %491 : i64 to !llvm.ptr
    %493 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %494 = llvm.insertvalue %492, %493[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %495 = llvm.insertvalue %490, %494[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %496 = llvm.mlir.constant(0 : index) : i64
    %497 = llvm.insertvalue %496, %495[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %498 = llvm.insertvalue %482, %497[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %499 = llvm.insertvalue %483, %498[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %500 = llvm.insertvalue %483, %499[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %501 = llvm.insertvalue %484, %500[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %502 = llvm.mlir.constant(64 : index) : i64
    %503 = llvm.mlir.constant(32 : index) : i64
    %504 = llvm.mlir.constant(1 : index) : i64
    %505 = llvm.mlir.constant(2048 : index) : i64
    %506 = llvm.mlir.zero : !llvm.ptr
    %507 = llvm.getelementptr %506[%505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %508 = llvm.ptrtoint %507 : !llvm.ptr to i64
    %509 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %510 = llvm.getelementptr %509[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %511 = llvm.mlir.constant(3735928559 : index) : i64
    %512 = llvm.inttoptr %511 : i64 to !llvm.ptr
    %513 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %514 = llvm.insertvalue %512, %513[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %515 = llvm.insertvalue %510, %514[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %516 = llvm.mlir.constant(0 : index) : i64
    %517 = llvm.insertvalue %516, %515[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %518 = llvm.insertvalue %502, %517[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %519 = llvm.insertvalue %503, %518[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %520 = llvm.insertvalue %503, %519[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %521 = llvm.insertvalue %504, %520[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %522 = llvm.mlir.constant(8 : index) : i64
    %523 = llvm.mlir.constant(1 : index) : i64
    %524 = llvm.mlir.zero : !llvm.ptr
    %525 = llvm.getelementptr %524[%522] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %526 = llvm.ptrtoint %525 : !llvm.ptr to i64
    %527 = llvm.mlir.constant(64 : index) : i64
    %528 = llvm.add %526, %527 : i64
    %529 = llvm.call @malloc(%528) : (i64) -> !llvm.ptr
    %530 = llvm.ptrtoint %529 : !llvm.ptr to i64
    %531 = llvm.mlir.constant(1 : index) : i64
    %532 = llvm.sub %527, %531 : i64
    %533 = llvm.add %530, %532 : i64
    %534 = llvm.urem %533, %527 : i64
    %535 = llvm.sub %533, %534 : i64
    %536 = llvm.inttoptr %535 : i64 to !llvm.ptr
    %537 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %538 = llvm.insertvalue %529, %537[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %539 = llvm.insertvalue %536, %538[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %540 = llvm.mlir.constant(0 : index) : i64
    %541 = llvm.insertvalue %540, %539[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %542 = llvm.insertvalue %522, %541[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %543 = llvm.insertvalue %523, %542[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb1(%28 : i64)
  ^bb1(%544: i64):  // 2 preds: ^bb0, ^bb2
    %545 = llvm.icmp "slt" %544, %16 : i64
    llvm.cond_br %545, ^bb2, ^bb3
  ^bb2:  // pred: ^bb1
    %546 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %547 = llvm.getelementptr inbounds|nuw %546[%544] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %544, %547 : i64, !llvm.ptr
    %548 = llvm.add %544, %17 : i64
    llvm.br ^bb1(%548 : i64)
  ^bb3:  // pred: ^bb1
    %549 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %550 = llvm.extractvalue %543[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %551 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %552 = llvm.insertvalue %550, %549[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %553 = llvm.insertvalue %551, %552[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %554 = llvm.mlir.constant(0 : index) : i64
    %555 = llvm.insertvalue %554, %553[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %556 = llvm.mlir.constant(1 : index) : i64
    %557 = llvm.insertvalue %556, %555[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %558 = llvm.mlir.constant(8 : index) : i64
    %559 = llvm.insertvalue %558, %557[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %560 = llvm.mlir.constant(8 : index) : i64
    %561 = llvm.insertvalue %560, %559[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %562 = llvm.mlir.constant(1 : index) : i64
    %563 = llvm.insertvalue %562, %561[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %564 = llvm.mlir.constant(1 : index) : i64
    %565 = llvm.mlir.constant(8 : index) : i64
    %566 = llvm.mlir.constant(32 : index) : i64
    %567 = llvm.mlir.constant(1 : index) : i64
    %568 = llvm.mlir.constant(256 : index) : i64
    %569 = llvm.mlir.constant(256 : index) : i64
    %570 = llvm.mlir.zero : !llvm.ptr
    %571 = llvm.getelementptr %570[%569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %572 = llvm.ptrtoint %571 : !llvm.ptr to i64
    %573 = llvm.mlir.constant(64 : index) : i64
    %574 = llvm.add %572, %573 : i64
    %575 = llvm.call @malloc(%574) : (i64) -> !llvm.ptr
    %576 = llvm.ptrtoint %575 : !llvm.ptr to i64
    %577 = llvm.mlir.constant(1 : index) : i64
    %578 = llvm.sub %573, %577 : i64
    %579 = llvm.add %576, %578 : i64
    %580 = llvm.urem %579, %573 : i64
    %581 = llvm.sub %579, %580 : i64
    %582 = llvm.inttoptr %581 : i64 to !llvm.ptr
    %583 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %584 = llvm.insertvalue %575, %583[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %585 = llvm.insertvalue %582, %584[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %586 = llvm.mlir.constant(0 : index) : i64
    %587 = llvm.insertvalue %586, %585[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %588 = llvm.insertvalue %564, %587[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %589 = llvm.insertvalue %565, %588[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %590 = llvm.insertvalue %566, %589[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %591 = llvm.insertvalue %568, %590[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %592 = llvm.insertvalue %566, %591[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %593 = llvm.insertvalue %567, %592[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb4(%28 : i64)
  ^bb4(%594: i64):  // 2 preds: ^bb3, ^bb11
    %595 = llvm.icmp "slt" %594, %17 : i64
    llvm.cond_br %595, ^bb5, ^bb12
  ^bb5:  // pred: ^bb4
    llvm.br ^bb6(%28 : i64)
  ^bb6(%596: i64):  // 2 preds: ^bb5, ^bb10
    %597 = llvm.icmp "slt" %596, %16 : i64
    llvm.cond_br %597, ^bb7, ^bb11
  ^bb7:  // pred: ^bb6
    llvm.br ^bb8(%28 : i64)
  ^bb8(%598: i64):  // 2 preds: ^bb7, ^bb9
    %599 = llvm.icmp "slt" %598, %15 : i64
    llvm.cond_br %599, ^bb9, ^bb10
  ^bb9:  // pred: ^bb8
    %600 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %601 = llvm.mlir.constant(8 : index) : i64
    %602 = llvm.mul %594, %601 overflow<nsw, nuw> : i64
    %603 = llvm.add %602, %596 overflow<nsw, nuw> : i64
    %604 = llvm.getelementptr inbounds|nuw %600[%603] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %605 = llvm.load %604 : !llvm.ptr -> i64
    %606 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %607 = llvm.mlir.constant(8 : index) : i64
    %608 = llvm.mul %594, %607 overflow<nsw, nuw> : i64
    %609 = llvm.add %608, %596 overflow<nsw, nuw> : i64
    %610 = llvm.getelementptr inbounds|nuw %606[%609] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %611 = llvm.load %610 : !llvm.ptr -> i64
    %612 = llvm.extractvalue %501[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %613 = llvm.mlir.constant(32 : index) : i64
    %614 = llvm.mul %611, %613 overflow<nsw, nuw> : i64
    %615 = llvm.add %614, %598 overflow<nsw, nuw> : i64
    %616 = llvm.getelementptr inbounds|nuw %612[%615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %617 = llvm.load %616 : !llvm.ptr -> f32
    %618 = llvm.extractvalue %521[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %619 = llvm.mlir.constant(32 : index) : i64
    %620 = llvm.mul %605, %619 overflow<nsw, nuw> : i64
    %621 = llvm.add %620, %598 overflow<nsw, nuw> : i64
    %622 = llvm.getelementptr inbounds|nuw %618[%621] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %623 = llvm.load %622 : !llvm.ptr -> f32
    %624 = llvm.fadd %623, %617 : f32
    %625 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %626 = llvm.mlir.constant(256 : index) : i64
    %627 = llvm.mul %594, %626 overflow<nsw, nuw> : i64
    %628 = llvm.mlir.constant(32 : index) : i64
    %629 = llvm.mul %596, %628 overflow<nsw, nuw> : i64
    %630 = llvm.add %627, %629 overflow<nsw, nuw> : i64
    %631 = llvm.add %630, %598 overflow<nsw, nuw> : i64
    %632 = llvm.getelementptr inbounds|nuw %625[%631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %624, %632 : f32, !llvm.ptr
    %633 = llvm.add %598, %17 : i64
    llvm.br ^bb8(%633 : i64)
  ^bb10:  // pred: ^bb8
    %634 = llvm.add %596, %17 : i64
    llvm.br ^bb6(%634 : i64)
  ^bb11:  // pred: ^bb6
    %635 = llvm.add %594, %17 : i64
    llvm.br ^bb4(%635 : i64)
  ^bb12:  // pred: ^bb4
    %636 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %637 = llvm.extractvalue %543[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %638 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %639 = llvm.insertvalue %637, %636[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %640 = llvm.insertvalue %638, %639[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %641 = llvm.mlir.constant(0 : index) : i64
    %642 = llvm.insertvalue %641, %640[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %643 = llvm.mlir.constant(1 : index) : i64
    %644 = llvm.insertvalue %643, %642[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %645 = llvm.mlir.constant(8 : index) : i64
    %646 = llvm.insertvalue %645, %644[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %647 = llvm.mlir.constant(1 : index) : i64
    %648 = llvm.insertvalue %647, %646[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %649 = llvm.mlir.constant(1 : index) : i64
    %650 = llvm.insertvalue %649, %648[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %651 = llvm.mlir.constant(1 : index) : i64
    %652 = llvm.mlir.constant(1 : index) : i64
    %653 = llvm.mlir.constant(1 : index) : i64
    %654 = llvm.mlir.zero : !llvm.ptr
    %655 = llvm.getelementptr %654[%651] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %656 = llvm.ptrtoint %655 : !llvm.ptr to i64
    %657 = llvm.mlir.constant(64 : index) : i64
    %658 = llvm.add %656, %657 : i64
    %659 = llvm.call @malloc(%658) : (i64) -> !llvm.ptr
    %660 = llvm.ptrtoint %659 : !llvm.ptr to i64
    %661 = llvm.mlir.constant(1 : index) : i64
    %662 = llvm.sub %657, %661 : i64
    %663 = llvm.add %660, %662 : i64
    %664 = llvm.urem %663, %657 : i64
    %665 = llvm.sub %663, %664 : i64
    %666 = llvm.inttoptr %665 : i64 to !llvm.ptr
    %667 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %668 = llvm.insertvalue %659, %667[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %669 = llvm.insertvalue %666, %668[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %670 = llvm.mlir.constant(0 : index) : i64
    %671 = llvm.insertvalue %670, %669[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %672 = llvm.insertvalue %651, %671[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %673 = llvm.insertvalue %652, %672[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %674 = llvm.insertvalue %652, %673[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %675 = llvm.insertvalue %653, %674[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%28 : i64)
  ^bb13(%676: i64):  // 2 preds: ^bb12, ^bb17
    %677 = llvm.icmp "slt" %676, %17 : i64
    llvm.cond_br %677, ^bb14, ^bb18
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%28 : i64)
  ^bb15(%678: i64):  // 2 preds: ^bb14, ^bb16
    %679 = llvm.icmp "slt" %678, %17 : i64
    llvm.cond_br %679, ^bb16, ^bb17
  ^bb16:  // pred: ^bb15
    %680 = llvm.extractvalue %650[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %681 = llvm.mlir.constant(8 : index) : i64
    %682 = llvm.mul %676, %681 overflow<nsw, nuw> : i64
    %683 = llvm.add %682, %678 overflow<nsw, nuw> : i64
    %684 = llvm.getelementptr inbounds|nuw %680[%683] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %685 = llvm.load %684 : !llvm.ptr -> i64
    %686 = llvm.sub %685, %32 : i64
    %687 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %688 = llvm.add %676, %678 overflow<nsw, nuw> : i64
    %689 = llvm.getelementptr inbounds|nuw %687[%688] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %686, %689 : i64, !llvm.ptr
    %690 = llvm.add %678, %17 : i64
    llvm.br ^bb15(%690 : i64)
  ^bb17:  // pred: ^bb15
    %691 = llvm.add %676, %17 : i64
    llvm.br ^bb13(%691 : i64)
  ^bb18:  // pred: ^bb13
    %692 = llvm.mlir.constant(1 : index) : i64
    %693 = llvm.mlir.constant(9 : index) : i64
    %694 = llvm.mlir.constant(1 : index) : i64
    %695 = llvm.mlir.constant(9 : index) : i64
    %696 = llvm.mlir.zero : !llvm.ptr
    %697 = llvm.getelementptr %696[%695] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %698 = llvm.ptrtoint %697 : !llvm.ptr to i64
    %699 = llvm.mlir.constant(64 : index) : i64
    %700 = llvm.add %698, %699 : i64
    %701 = llvm.call @malloc(%700) : (i64) -> !llvm.ptr
    %702 = llvm.ptrtoint %701 : !llvm.ptr to i64
    %703 = llvm.mlir.constant(1 : index) : i64
    %704 = llvm.sub %699, %703 : i64
    %705 = llvm.add %702, %704 : i64
    %706 = llvm.urem %705, %699 : i64
    %707 = llvm.sub %705, %706 : i64
    %708 = llvm.inttoptr %707 : i64 to !llvm.ptr
    %709 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %710 = llvm.insertvalue %701, %709[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %711 = llvm.insertvalue %708, %710[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %712 = llvm.mlir.constant(0 : index) : i64
    %713 = llvm.insertvalue %712, %711[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %714 = llvm.insertvalue %692, %713[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %715 = llvm.insertvalue %693, %714[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %716 = llvm.insertvalue %693, %715[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %717 = llvm.insertvalue %694, %716[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %718 = llvm.mlir.constant(1 : index) : i64
    %719 = llvm.mlir.constant(9 : index) : i64
    %720 = llvm.mlir.constant(1 : index) : i64
    %721 = llvm.mlir.constant(9 : index) : i64
    %722 = llvm.mlir.zero : !llvm.ptr
    %723 = llvm.getelementptr %722[%721] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %724 = llvm.ptrtoint %723 : !llvm.ptr to i64
    %725 = llvm.mlir.constant(64 : index) : i64
    %726 = llvm.add %724, %725 : i64
    %727 = llvm.call @malloc(%726) : (i64) -> !llvm.ptr
    %728 = llvm.ptrtoint %727 : !llvm.ptr to i64
    %729 = llvm.mlir.constant(1 : index) : i64
    %730 = llvm.sub %725, %729 : i64
    %731 = llvm.add %728, %730 : i64
    %732 = llvm.urem %731, %725 : i64
    %733 = llvm.sub %731, %732 : i64
    %734 = llvm.inttoptr %733 : i64 to !llvm.ptr
    %735 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %736 = llvm.insertvalue %727, %735[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %737 = llvm.insertvalue %734, %736[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %738 = llvm.mlir.constant(0 : index) : i64
    %739 = llvm.insertvalue %738, %737[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %740 = llvm.insertvalue %718, %739[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %741 = llvm.insertvalue %719, %740[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %742 = llvm.insertvalue %719, %741[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %743 = llvm.insertvalue %720, %742[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb19(%28 : i64)
  ^bb19(%744: i64):  // 2 preds: ^bb18, ^bb23
    %745 = llvm.icmp "slt" %744, %17 : i64
    llvm.cond_br %745, ^bb20, ^bb24
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%28 : i64)
  ^bb21(%746: i64):  // 2 preds: ^bb20, ^bb22
    %747 = llvm.icmp "slt" %746, %14 : i64
    llvm.cond_br %747, ^bb22, ^bb23
  ^bb22:  // pred: ^bb21
    %748 = llvm.extractvalue %717[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %749 = llvm.mlir.constant(9 : index) : i64
    %750 = llvm.mul %744, %749 overflow<nsw, nuw> : i64
    %751 = llvm.add %750, %746 overflow<nsw, nuw> : i64
    %752 = llvm.getelementptr inbounds|nuw %748[%751] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %753 = llvm.load %752 : !llvm.ptr -> i64
    %754 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %755 = llvm.mlir.constant(9 : index) : i64
    %756 = llvm.mul %744, %755 overflow<nsw, nuw> : i64
    %757 = llvm.add %756, %746 overflow<nsw, nuw> : i64
    %758 = llvm.getelementptr inbounds|nuw %754[%757] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %753, %758 : i64, !llvm.ptr
    %759 = llvm.add %746, %17 : i64
    llvm.br ^bb21(%759 : i64)
  ^bb23:  // pred: ^bb21
    %760 = llvm.add %744, %17 : i64
    llvm.br ^bb19(%760 : i64)
  ^bb24:  // pred: ^bb19
    %761 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %762 = llvm.extractvalue %743[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %763 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %764 = llvm.insertvalue %762, %761[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %765 = llvm.insertvalue %763, %764[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %766 = llvm.mlir.constant(0 : index) : i64
    %767 = llvm.insertvalue %766, %765[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %768 = llvm.mlir.constant(1 : index) : i64
    %769 = llvm.insertvalue %768, %767[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %770 = llvm.mlir.constant(9 : index) : i64
    %771 = llvm.insertvalue %770, %769[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %772 = llvm.mlir.constant(1 : index) : i64
    %773 = llvm.insertvalue %772, %771[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %774 = llvm.mlir.constant(1 : index) : i64
    %775 = llvm.insertvalue %774, %773[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb25(%28 : i64)
  ^bb25(%776: i64):  // 2 preds: ^bb24, ^bb29
    %777 = llvm.icmp "slt" %776, %17 : i64
    llvm.cond_br %777, ^bb26, ^bb30
  ^bb26:  // pred: ^bb25
    llvm.br ^bb27(%28 : i64)
  ^bb27(%778: i64):  // 2 preds: ^bb26, ^bb28
    %779 = llvm.icmp "slt" %778, %17 : i64
    llvm.cond_br %779, ^bb28, ^bb29
  ^bb28:  // pred: ^bb27
    %780 = llvm.extractvalue %675[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %781 = llvm.add %776, %778 overflow<nsw, nuw> : i64
    %782 = llvm.getelementptr inbounds|nuw %780[%781] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %783 = llvm.load %782 : !llvm.ptr -> i64
    %784 = llvm.extractvalue %775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %785 = llvm.mlir.constant(9 : index) : i64
    %786 = llvm.mul %776, %785 overflow<nsw, nuw> : i64
    %787 = llvm.add %786, %778 overflow<nsw, nuw> : i64
    %788 = llvm.getelementptr inbounds|nuw %784[%787] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %783, %788 : i64, !llvm.ptr
    %789 = llvm.add %778, %17 : i64
    llvm.br ^bb27(%789 : i64)
  ^bb29:  // pred: ^bb27
    %790 = llvm.add %776, %17 : i64
    llvm.br ^bb25(%790 : i64)
  ^bb30:  // pred: ^bb25
    %791 = llvm.mlir.constant(1 : index) : i64
    %792 = llvm.mlir.constant(9 : index) : i64
    %793 = llvm.mlir.constant(1 : index) : i64
    %794 = llvm.mlir.constant(9 : index) : i64
    %795 = llvm.mlir.zero : !llvm.ptr
    %796 = llvm.getelementptr %795[%794] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %797 = llvm.ptrtoint %796 : !llvm.ptr to i64
    %798 = llvm.mlir.constant(64 : index) : i64
    %799 = llvm.add %797, %798 : i64
    %800 = llvm.call @malloc(%799) : (i64) -> !llvm.ptr
    %801 = llvm.ptrtoint %800 : !llvm.ptr to i64
    %802 = llvm.mlir.constant(1 : index) : i64
    %803 = llvm.sub %798, %802 : i64
    %804 = llvm.add %801, %803 : i64
    %805 = llvm.urem %804, %798 : i64
    %806 = llvm.sub %804, %805 : i64
    %807 = llvm.inttoptr %806 : i64 to !llvm.ptr
    %808 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %809 = llvm.insertvalue %800, %808[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %810 = llvm.insertvalue %807, %809[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %811 = llvm.mlir.constant(0 : index) : i64
    %812 = llvm.insertvalue %811, %810[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %813 = llvm.insertvalue %791, %812[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %814 = llvm.insertvalue %792, %813[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %815 = llvm.insertvalue %792, %814[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %816 = llvm.insertvalue %793, %815[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb31(%28 : i64)
  ^bb31(%817: i64):  // 2 preds: ^bb30, ^bb35
    %818 = llvm.icmp "slt" %817, %17 : i64
    llvm.cond_br %818, ^bb32, ^bb36
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%28 : i64)
  ^bb33(%819: i64):  // 2 preds: ^bb32, ^bb34
    %820 = llvm.icmp "slt" %819, %14 : i64
    llvm.cond_br %820, ^bb34, ^bb35
  ^bb34:  // pred: ^bb33
    %821 = llvm.extractvalue %743[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %822 = llvm.mlir.constant(9 : index) : i64
    %823 = llvm.mul %817, %822 overflow<nsw, nuw> : i64
    %824 = llvm.add %823, %819 overflow<nsw, nuw> : i64
    %825 = llvm.getelementptr inbounds|nuw %821[%824] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %826 = llvm.load %825 : !llvm.ptr -> i64
    %827 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %828 = llvm.mlir.constant(9 : index) : i64
    %829 = llvm.mul %817, %828 overflow<nsw, nuw> : i64
    %830 = llvm.add %829, %819 overflow<nsw, nuw> : i64
    %831 = llvm.getelementptr inbounds|nuw %827[%830] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %826, %831 : i64, !llvm.ptr
    %832 = llvm.add %819, %17 : i64
    llvm.br ^bb33(%832 : i64)
  ^bb35:  // pred: ^bb33
    %833 = llvm.add %817, %17 : i64
    llvm.br ^bb31(%833 : i64)
  ^bb36:  // pred: ^bb31
    %834 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %835 = llvm.extractvalue %816[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %836 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %837 = llvm.insertvalue %835, %834[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %838 = llvm.insertvalue %836, %837[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %839 = llvm.mlir.constant(1 : index) : i64
    %840 = llvm.insertvalue %839, %838[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %841 = llvm.mlir.constant(1 : index) : i64
    %842 = llvm.insertvalue %841, %840[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %843 = llvm.mlir.constant(9 : index) : i64
    %844 = llvm.insertvalue %843, %842[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %845 = llvm.mlir.constant(8 : index) : i64
    %846 = llvm.insertvalue %845, %844[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %847 = llvm.mlir.constant(1 : index) : i64
    %848 = llvm.insertvalue %847, %846[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb37(%28 : i64)
  ^bb37(%849: i64):  // 2 preds: ^bb36, ^bb41
    %850 = llvm.icmp "slt" %849, %17 : i64
    llvm.cond_br %850, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%28 : i64)
  ^bb39(%851: i64):  // 2 preds: ^bb38, ^bb40
    %852 = llvm.icmp "slt" %851, %16 : i64
    llvm.cond_br %852, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %853 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %854 = llvm.mlir.constant(8 : index) : i64
    %855 = llvm.mul %849, %854 overflow<nsw, nuw> : i64
    %856 = llvm.add %855, %851 overflow<nsw, nuw> : i64
    %857 = llvm.getelementptr inbounds|nuw %853[%856] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %858 = llvm.load %857 : !llvm.ptr -> i64
    %859 = llvm.extractvalue %848[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %860 = llvm.mlir.constant(1 : index) : i64
    %861 = llvm.getelementptr %859[%860] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %862 = llvm.mlir.constant(9 : index) : i64
    %863 = llvm.mul %849, %862 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %851 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %861[%864] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %858, %865 : i64, !llvm.ptr
    %866 = llvm.add %851, %17 : i64
    llvm.br ^bb39(%866 : i64)
  ^bb41:  // pred: ^bb39
    %867 = llvm.add %849, %17 : i64
    llvm.br ^bb37(%867 : i64)
  ^bb42:  // pred: ^bb37
    %868 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %869 = llvm.extractvalue %816[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %870 = llvm.extractvalue %816[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %871 = llvm.insertvalue %869, %868[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %872 = llvm.insertvalue %870, %871[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %873 = llvm.mlir.constant(0 : index) : i64
    %874 = llvm.insertvalue %873, %872[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %875 = llvm.mlir.constant(1 : index) : i64
    %876 = llvm.insertvalue %875, %874[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %877 = llvm.mlir.constant(9 : index) : i64
    %878 = llvm.insertvalue %877, %876[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %879 = llvm.mlir.constant(8 : index) : i64
    %880 = llvm.insertvalue %879, %878[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %881 = llvm.mlir.constant(1 : index) : i64
    %882 = llvm.insertvalue %881, %880[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %883 = llvm.mlir.constant(1 : index) : i64
    %884 = llvm.mlir.constant(8 : index) : i64
    %885 = llvm.mlir.constant(1 : index) : i64
    %886 = llvm.mlir.constant(8 : index) : i64
    %887 = llvm.mlir.zero : !llvm.ptr
    %888 = llvm.getelementptr %887[%886] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %889 = llvm.ptrtoint %888 : !llvm.ptr to i64
    %890 = llvm.mlir.constant(64 : index) : i64
    %891 = llvm.add %889, %890 : i64
    %892 = llvm.call @malloc(%891) : (i64) -> !llvm.ptr
    %893 = llvm.ptrtoint %892 : !llvm.ptr to i64
    %894 = llvm.mlir.constant(1 : index) : i64
    %895 = llvm.sub %890, %894 : i64
    %896 = llvm.add %893, %895 : i64
    %897 = llvm.urem %896, %890 : i64
    %898 = llvm.sub %896, %897 : i64
    %899 = llvm.inttoptr %898 : i64 to !llvm.ptr
    %900 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %901 = llvm.insertvalue %892, %900[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %902 = llvm.insertvalue %899, %901[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %903 = llvm.mlir.constant(0 : index) : i64
    %904 = llvm.insertvalue %903, %902[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %905 = llvm.insertvalue %883, %904[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %906 = llvm.insertvalue %884, %905[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %907 = llvm.insertvalue %884, %906[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %908 = llvm.insertvalue %885, %907[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb43(%28 : i64)
  ^bb43(%909: i64):  // 2 preds: ^bb42, ^bb47
    %910 = llvm.icmp "slt" %909, %17 : i64
    llvm.cond_br %910, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%28 : i64)
  ^bb45(%911: i64):  // 2 preds: ^bb44, ^bb46
    %912 = llvm.icmp "slt" %911, %16 : i64
    llvm.cond_br %912, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %913 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %914 = llvm.mlir.constant(8 : index) : i64
    %915 = llvm.mul %909, %914 overflow<nsw, nuw> : i64
    %916 = llvm.add %915, %911 overflow<nsw, nuw> : i64
    %917 = llvm.getelementptr inbounds|nuw %913[%916] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %918 = llvm.load %917 : !llvm.ptr -> i64
    %919 = llvm.extractvalue %882[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %920 = llvm.mlir.constant(9 : index) : i64
    %921 = llvm.mul %909, %920 overflow<nsw, nuw> : i64
    %922 = llvm.add %921, %911 overflow<nsw, nuw> : i64
    %923 = llvm.getelementptr inbounds|nuw %919[%922] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %924 = llvm.load %923 : !llvm.ptr -> i64
    %925 = llvm.sub %918, %924 : i64
    %926 = llvm.icmp "ne" %925, %32 : i64
    %927 = llvm.zext %926 : i1 to i64
    %928 = llvm.extractvalue %908[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %929 = llvm.mlir.constant(8 : index) : i64
    %930 = llvm.mul %909, %929 overflow<nsw, nuw> : i64
    %931 = llvm.add %930, %911 overflow<nsw, nuw> : i64
    %932 = llvm.getelementptr inbounds|nuw %928[%931] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %927, %932 : i64, !llvm.ptr
    %933 = llvm.add %911, %17 : i64
    llvm.br ^bb45(%933 : i64)
  ^bb47:  // pred: ^bb45
    %934 = llvm.add %909, %17 : i64
    llvm.br ^bb43(%934 : i64)
  ^bb48:  // pred: ^bb43
    %935 = llvm.mlir.constant(1 : index) : i64
    %936 = llvm.mlir.constant(8 : index) : i64
    %937 = llvm.mlir.constant(1 : index) : i64
    %938 = llvm.mlir.constant(8 : index) : i64
    %939 = llvm.mlir.zero : !llvm.ptr
    %940 = llvm.getelementptr %939[%938] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %941 = llvm.ptrtoint %940 : !llvm.ptr to i64
    %942 = llvm.mlir.constant(64 : index) : i64
    %943 = llvm.add %941, %942 : i64
    %944 = llvm.call @malloc(%943) : (i64) -> !llvm.ptr
    %945 = llvm.ptrtoint %944 : !llvm.ptr to i64
    %946 = llvm.mlir.constant(1 : index) : i64
    %947 = llvm.sub %942, %946 : i64
    %948 = llvm.add %945, %947 : i64
    %949 = llvm.urem %948, %942 : i64
    %950 = llvm.sub %948, %949 : i64
    %951 = llvm.inttoptr %950 : i64 to !llvm.ptr
    %952 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %953 = llvm.insertvalue %944, %952[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %954 = llvm.insertvalue %951, %953[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %955 = llvm.mlir.constant(0 : index) : i64
    %956 = llvm.insertvalue %955, %954[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %957 = llvm.insertvalue %935, %956[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %958 = llvm.insertvalue %936, %957[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %959 = llvm.insertvalue %936, %958[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %960 = llvm.insertvalue %937, %959[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb49(%28 : i64)
  ^bb49(%961: i64):  // 2 preds: ^bb48, ^bb53
    %962 = llvm.icmp "slt" %961, %17 : i64
    llvm.cond_br %962, ^bb50, ^bb54
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%28 : i64)
  ^bb51(%963: i64):  // 2 preds: ^bb50, ^bb52
    %964 = llvm.icmp "slt" %963, %16 : i64
    llvm.cond_br %964, ^bb52, ^bb53
  ^bb52:  // pred: ^bb51
    %965 = llvm.extractvalue %960[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %966 = llvm.mlir.constant(8 : index) : i64
    %967 = llvm.mul %961, %966 overflow<nsw, nuw> : i64
    %968 = llvm.add %967, %963 overflow<nsw, nuw> : i64
    %969 = llvm.getelementptr inbounds|nuw %965[%968] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %31, %969 : i64, !llvm.ptr
    %970 = llvm.add %963, %17 : i64
    llvm.br ^bb51(%970 : i64)
  ^bb53:  // pred: ^bb51
    %971 = llvm.add %961, %17 : i64
    llvm.br ^bb49(%971 : i64)
  ^bb54:  // pred: ^bb49
    %972 = llvm.mlir.constant(1 : index) : i64
    %973 = llvm.mlir.constant(1 : index) : i64
    %974 = llvm.mlir.zero : !llvm.ptr
    %975 = llvm.getelementptr %974[%972] : (!llvm.ptr, i64) -> !llvm.ptr, i64
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
    %987 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %988 = llvm.insertvalue %979, %987[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %989 = llvm.insertvalue %986, %988[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %990 = llvm.mlir.constant(0 : index) : i64
    %991 = llvm.insertvalue %990, %989[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %992 = llvm.insertvalue %972, %991[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %993 = llvm.insertvalue %973, %992[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb55(%28 : i64)
  ^bb55(%994: i64):  // 2 preds: ^bb54, ^bb56
    %995 = llvm.icmp "slt" %994, %17 : i64
    llvm.cond_br %995, ^bb56, ^bb57
  ^bb56:  // pred: ^bb55
    %996 = llvm.extractvalue %993[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %997 = llvm.getelementptr inbounds|nuw %996[%994] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %31, %997 : i64, !llvm.ptr
    %998 = llvm.add %994, %17 : i64
    llvm.br ^bb55(%998 : i64)
  ^bb57:  // pred: ^bb55
    %999 = llvm.mlir.constant(1 : index) : i64
    %1000 = llvm.mlir.constant(8 : index) : i64
    %1001 = llvm.mlir.constant(1 : index) : i64
    %1002 = llvm.mlir.constant(8 : index) : i64
    %1003 = llvm.mlir.zero : !llvm.ptr
    %1004 = llvm.getelementptr %1003[%1002] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1005 = llvm.ptrtoint %1004 : !llvm.ptr to i64
    %1006 = llvm.call @malloc(%1005) : (i64) -> !llvm.ptr
    %1007 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1008 = llvm.insertvalue %1006, %1007[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1009 = llvm.insertvalue %1006, %1008[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1010 = llvm.mlir.constant(0 : index) : i64
    %1011 = llvm.insertvalue %1010, %1009[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1012 = llvm.insertvalue %999, %1011[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1013 = llvm.insertvalue %1000, %1012[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1014 = llvm.insertvalue %1000, %1013[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1015 = llvm.insertvalue %1001, %1014[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1016 = llvm.mlir.constant(1 : index) : i64
    %1017 = llvm.mlir.constant(1 : index) : i64
    %1018 = llvm.mlir.zero : !llvm.ptr
    %1019 = llvm.getelementptr %1018[%1016] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1020 = llvm.ptrtoint %1019 : !llvm.ptr to i64
    %1021 = llvm.call @malloc(%1020) : (i64) -> !llvm.ptr
    %1022 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1023 = llvm.insertvalue %1021, %1022[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1024 = llvm.insertvalue %1021, %1023[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1025 = llvm.mlir.constant(0 : index) : i64
    %1026 = llvm.insertvalue %1025, %1024[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1027 = llvm.insertvalue %1016, %1026[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1028 = llvm.insertvalue %1017, %1027[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.br ^bb58(%28 : i64)
  ^bb58(%1029: i64):  // 2 preds: ^bb57, ^bb65
    %1030 = llvm.icmp "slt" %1029, %17 : i64
    llvm.cond_br %1030, ^bb59, ^bb66
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%28 : i64)
  ^bb60(%1031: i64):  // 2 preds: ^bb59, ^bb64
    %1032 = llvm.icmp "slt" %1031, %16 : i64
    llvm.cond_br %1032, ^bb61, ^bb65
  ^bb61:  // pred: ^bb60
    %1033 = llvm.icmp "eq" %1031, %28 : i64
    llvm.cond_br %1033, ^bb62, ^bb63
  ^bb62:  // pred: ^bb61
    %1034 = llvm.extractvalue %908[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1035 = llvm.mlir.constant(8 : index) : i64
    %1036 = llvm.mul %1029, %1035 overflow<nsw, nuw> : i64
    %1037 = llvm.add %1036, %1031 overflow<nsw, nuw> : i64
    %1038 = llvm.getelementptr inbounds|nuw %1034[%1037] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1039 = llvm.load %1038 : !llvm.ptr -> i64
    %1040 = llvm.extractvalue %1015[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1041 = llvm.mlir.constant(8 : index) : i64
    %1042 = llvm.mul %1029, %1041 overflow<nsw, nuw> : i64
    %1043 = llvm.add %1042, %1031 overflow<nsw, nuw> : i64
    %1044 = llvm.getelementptr inbounds|nuw %1040[%1043] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1039, %1044 : i64, !llvm.ptr
    llvm.br ^bb64
  ^bb63:  // pred: ^bb61
    %1045 = llvm.sub %1031, %17 : i64
    %1046 = llvm.extractvalue %1015[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1047 = llvm.mlir.constant(8 : index) : i64
    %1048 = llvm.mul %1029, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1048, %1045 overflow<nsw, nuw> : i64
    %1050 = llvm.getelementptr inbounds|nuw %1046[%1049] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1051 = llvm.load %1050 : !llvm.ptr -> i64
    %1052 = llvm.extractvalue %908[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1053 = llvm.mlir.constant(8 : index) : i64
    %1054 = llvm.mul %1029, %1053 overflow<nsw, nuw> : i64
    %1055 = llvm.add %1054, %1031 overflow<nsw, nuw> : i64
    %1056 = llvm.getelementptr inbounds|nuw %1052[%1055] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1057 = llvm.load %1056 : !llvm.ptr -> i64
    %1058 = llvm.add %1051, %1057 : i64
    %1059 = llvm.extractvalue %1015[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1060 = llvm.mlir.constant(8 : index) : i64
    %1061 = llvm.mul %1029, %1060 overflow<nsw, nuw> : i64
    %1062 = llvm.add %1061, %1031 overflow<nsw, nuw> : i64
    %1063 = llvm.getelementptr inbounds|nuw %1059[%1062] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1058, %1063 : i64, !llvm.ptr
    %1064 = llvm.extractvalue %1028[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1065 = llvm.getelementptr inbounds|nuw %1064[%1029] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %1058, %1065 : i64, !llvm.ptr
    llvm.br ^bb64
  ^bb64:  // 2 preds: ^bb62, ^bb63
    %1066 = llvm.add %1031, %17 : i64
    llvm.br ^bb60(%1066 : i64)
  ^bb65:  // pred: ^bb60
    %1067 = llvm.add %1029, %17 : i64
    llvm.br ^bb58(%1067 : i64)
  ^bb66:  // pred: ^bb58
    %1068 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1069 = llvm.extractvalue %543[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1070 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1071 = llvm.insertvalue %1069, %1068[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1072 = llvm.insertvalue %1070, %1071[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1073 = llvm.mlir.constant(0 : index) : i64
    %1074 = llvm.insertvalue %1073, %1072[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1075 = llvm.mlir.constant(1 : index) : i64
    %1076 = llvm.insertvalue %1075, %1074[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1077 = llvm.mlir.constant(8 : index) : i64
    %1078 = llvm.insertvalue %1077, %1076[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1079 = llvm.mlir.constant(1 : index) : i64
    %1080 = llvm.insertvalue %1079, %1078[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1081 = llvm.mlir.constant(8 : index) : i64
    %1082 = llvm.insertvalue %1081, %1080[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1083 = llvm.mlir.constant(8 : index) : i64
    %1084 = llvm.insertvalue %1083, %1082[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1085 = llvm.mlir.constant(1 : index) : i64
    %1086 = llvm.insertvalue %1085, %1084[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1087 = llvm.mlir.constant(1 : index) : i64
    %1088 = llvm.insertvalue %1087, %1086[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1089 = llvm.mlir.constant(1 : index) : i64
    %1090 = llvm.insertvalue %1089, %1088[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1091 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1092 = llvm.extractvalue %543[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1093 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1094 = llvm.insertvalue %1092, %1091[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1095 = llvm.insertvalue %1093, %1094[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1096 = llvm.mlir.constant(0 : index) : i64
    %1097 = llvm.insertvalue %1096, %1095[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1098 = llvm.mlir.constant(1 : index) : i64
    %1099 = llvm.insertvalue %1098, %1097[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1100 = llvm.mlir.constant(8 : index) : i64
    %1101 = llvm.insertvalue %1100, %1099[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1102 = llvm.mlir.constant(1 : index) : i64
    %1103 = llvm.insertvalue %1102, %1101[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1104 = llvm.mlir.constant(8 : index) : i64
    %1105 = llvm.insertvalue %1104, %1103[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1106 = llvm.mlir.constant(1 : index) : i64
    %1107 = llvm.insertvalue %1106, %1105[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1108 = llvm.mlir.constant(8 : index) : i64
    %1109 = llvm.insertvalue %1108, %1107[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1110 = llvm.mlir.constant(8 : index) : i64
    %1111 = llvm.insertvalue %1110, %1109[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1112 = llvm.mlir.constant(1 : index) : i64
    %1113 = llvm.insertvalue %1112, %1111[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1114 = llvm.mlir.constant(1 : index) : i64
    %1115 = llvm.mlir.constant(1 : index) : i64
    %1116 = llvm.mlir.constant(8 : index) : i64
    %1117 = llvm.mlir.constant(8 : index) : i64
    %1118 = llvm.mlir.constant(1 : index) : i64
    %1119 = llvm.mlir.constant(64 : index) : i64
    %1120 = llvm.mlir.constant(64 : index) : i64
    %1121 = llvm.mlir.constant(64 : index) : i64
    %1122 = llvm.mlir.zero : !llvm.ptr
    %1123 = llvm.getelementptr %1122[%1121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1124 = llvm.ptrtoint %1123 : !llvm.ptr to i64
    %1125 = llvm.mlir.constant(64 : index) : i64
    %1126 = llvm.add %1124, %1125 : i64
    %1127 = llvm.call @malloc(%1126) : (i64) -> !llvm.ptr
    %1128 = llvm.ptrtoint %1127 : !llvm.ptr to i64
    %1129 = llvm.mlir.constant(1 : index) : i64
    %1130 = llvm.sub %1125, %1129 : i64
    %1131 = llvm.add %1128, %1130 : i64
    %1132 = llvm.urem %1131, %1125 : i64
    %1133 = llvm.sub %1131, %1132 : i64
    %1134 = llvm.inttoptr %1133 : i64 to !llvm.ptr
    %1135 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1136 = llvm.insertvalue %1127, %1135[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1137 = llvm.insertvalue %1134, %1136[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1138 = llvm.mlir.constant(0 : index) : i64
    %1139 = llvm.insertvalue %1138, %1137[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1140 = llvm.insertvalue %1114, %1139[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1141 = llvm.insertvalue %1115, %1140[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1142 = llvm.insertvalue %1116, %1141[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1143 = llvm.insertvalue %1117, %1142[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1144 = llvm.insertvalue %1120, %1143[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1145 = llvm.insertvalue %1119, %1144[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1146 = llvm.insertvalue %1117, %1145[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1147 = llvm.insertvalue %1118, %1146[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb67(%28 : i64)
  ^bb67(%1148: i64):  // 2 preds: ^bb66, ^bb77
    %1149 = llvm.icmp "slt" %1148, %17 : i64
    llvm.cond_br %1149, ^bb68, ^bb78
  ^bb68:  // pred: ^bb67
    llvm.br ^bb69(%28 : i64)
  ^bb69(%1150: i64):  // 2 preds: ^bb68, ^bb76
    %1151 = llvm.icmp "slt" %1150, %17 : i64
    llvm.cond_br %1151, ^bb70, ^bb77
  ^bb70:  // pred: ^bb69
    llvm.br ^bb71(%28 : i64)
  ^bb71(%1152: i64):  // 2 preds: ^bb70, ^bb75
    %1153 = llvm.icmp "slt" %1152, %16 : i64
    llvm.cond_br %1153, ^bb72, ^bb76
  ^bb72:  // pred: ^bb71
    llvm.br ^bb73(%28 : i64)
  ^bb73(%1154: i64):  // 2 preds: ^bb72, ^bb74
    %1155 = llvm.icmp "slt" %1154, %16 : i64
    llvm.cond_br %1155, ^bb74, ^bb75
  ^bb74:  // pred: ^bb73
    %1156 = llvm.extractvalue %1090[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1157 = llvm.mlir.constant(8 : index) : i64
    %1158 = llvm.mul %28, %1157 overflow<nsw, nuw> : i64
    %1159 = llvm.mlir.constant(8 : index) : i64
    %1160 = llvm.mul %28, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.add %1158, %1160 overflow<nsw, nuw> : i64
    %1162 = llvm.add %1161, %1152 overflow<nsw, nuw> : i64
    %1163 = llvm.add %1162, %28 overflow<nsw, nuw> : i64
    %1164 = llvm.getelementptr inbounds|nuw %1156[%1163] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1165 = llvm.load %1164 : !llvm.ptr -> i64
    %1166 = llvm.extractvalue %1113[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1167 = llvm.mlir.constant(8 : index) : i64
    %1168 = llvm.mul %28, %1167 overflow<nsw, nuw> : i64
    %1169 = llvm.mlir.constant(8 : index) : i64
    %1170 = llvm.mul %28, %1169 overflow<nsw, nuw> : i64
    %1171 = llvm.add %1168, %1170 overflow<nsw, nuw> : i64
    %1172 = llvm.mlir.constant(8 : index) : i64
    %1173 = llvm.mul %28, %1172 overflow<nsw, nuw> : i64
    %1174 = llvm.add %1171, %1173 overflow<nsw, nuw> : i64
    %1175 = llvm.add %1174, %1154 overflow<nsw, nuw> : i64
    %1176 = llvm.getelementptr inbounds|nuw %1166[%1175] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1177 = llvm.load %1176 : !llvm.ptr -> i64
    %1178 = llvm.icmp "slt" %1165, %31 : i64
    %1179 = llvm.add %1165, %33 : i64
    %1180 = llvm.select %1178, %1179, %1165 : i1, i64
    %1181 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1182 = llvm.mlir.constant(8 : index) : i64
    %1183 = llvm.mul %28, %1182 overflow<nsw, nuw> : i64
    %1184 = llvm.add %1183, %1180 overflow<nsw, nuw> : i64
    %1185 = llvm.getelementptr inbounds|nuw %1181[%1184] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1186 = llvm.load %1185 : !llvm.ptr -> i64
    %1187 = llvm.icmp "slt" %1177, %31 : i64
    %1188 = llvm.add %1177, %33 : i64
    %1189 = llvm.select %1187, %1188, %1177 : i1, i64
    %1190 = llvm.extractvalue %563[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1191 = llvm.mlir.constant(8 : index) : i64
    %1192 = llvm.mul %28, %1191 overflow<nsw, nuw> : i64
    %1193 = llvm.add %1192, %1189 overflow<nsw, nuw> : i64
    %1194 = llvm.getelementptr inbounds|nuw %1190[%1193] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1195 = llvm.load %1194 : !llvm.ptr -> i64
    %1196 = llvm.icmp "sle" %1195, %1186 : i64
    %1197 = llvm.extractvalue %1015[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1198 = llvm.mlir.constant(8 : index) : i64
    %1199 = llvm.mul %28, %1198 overflow<nsw, nuw> : i64
    %1200 = llvm.add %1199, %1189 overflow<nsw, nuw> : i64
    %1201 = llvm.getelementptr inbounds|nuw %1197[%1200] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1202 = llvm.load %1201 : !llvm.ptr -> i64
    %1203 = llvm.extractvalue %1015[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1204 = llvm.mlir.constant(8 : index) : i64
    %1205 = llvm.mul %28, %1204 overflow<nsw, nuw> : i64
    %1206 = llvm.add %1205, %1180 overflow<nsw, nuw> : i64
    %1207 = llvm.getelementptr inbounds|nuw %1203[%1206] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1208 = llvm.load %1207 : !llvm.ptr -> i64
    %1209 = llvm.icmp "eq" %1208, %1202 : i64
    %1210 = llvm.and %1209, %1196 : i1
    %1211 = llvm.select %1210, %30, %29 : i1, f32
    %1212 = llvm.extractvalue %1147[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1213 = llvm.mlir.constant(64 : index) : i64
    %1214 = llvm.mul %1148, %1213 overflow<nsw, nuw> : i64
    %1215 = llvm.mlir.constant(64 : index) : i64
    %1216 = llvm.mul %1150, %1215 overflow<nsw, nuw> : i64
    %1217 = llvm.add %1214, %1216 overflow<nsw, nuw> : i64
    %1218 = llvm.mlir.constant(8 : index) : i64
    %1219 = llvm.mul %1152, %1218 overflow<nsw, nuw> : i64
    %1220 = llvm.add %1217, %1219 overflow<nsw, nuw> : i64
    %1221 = llvm.add %1220, %1154 overflow<nsw, nuw> : i64
    %1222 = llvm.getelementptr inbounds|nuw %1212[%1221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1211, %1222 : f32, !llvm.ptr
    %1223 = llvm.add %1154, %17 : i64
    llvm.br ^bb73(%1223 : i64)
  ^bb75:  // pred: ^bb73
    %1224 = llvm.add %1152, %17 : i64
    llvm.br ^bb71(%1224 : i64)
  ^bb76:  // pred: ^bb71
    %1225 = llvm.add %1150, %17 : i64
    llvm.br ^bb69(%1225 : i64)
  ^bb77:  // pred: ^bb69
    %1226 = llvm.add %1148, %17 : i64
    llvm.br ^bb67(%1226 : i64)
  ^bb78:  // pred: ^bb67
    %1227 = llvm.mlir.constant(1 : index) : i64
    %1228 = llvm.mlir.constant(8 : index) : i64
    %1229 = llvm.mlir.constant(32 : index) : i64
    %1230 = llvm.mlir.constant(1 : index) : i64
    %1231 = llvm.mlir.constant(256 : index) : i64
    %1232 = llvm.mlir.constant(256 : index) : i64
    %1233 = llvm.mlir.zero : !llvm.ptr
    %1234 = llvm.getelementptr %1233[%1232] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1235 = llvm.ptrtoint %1234 : !llvm.ptr to i64
    %1236 = llvm.mlir.constant(64 : index) : i64
    %1237 = llvm.add %1235, %1236 : i64
    %1238 = llvm.call @malloc(%1237) : (i64) -> !llvm.ptr
    %1239 = llvm.ptrtoint %1238 : !llvm.ptr to i64
    %1240 = llvm.mlir.constant(1 : index) : i64
    %1241 = llvm.sub %1236, %1240 : i64
    %1242 = llvm.add %1239, %1241 : i64
    %1243 = llvm.urem %1242, %1236 : i64
    %1244 = llvm.sub %1242, %1243 : i64
    %1245 = llvm.inttoptr %1244 : i64 to !llvm.ptr
    %1246 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1247 = llvm.insertvalue %1238, %1246[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1248 = llvm.insertvalue %1245, %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1249 = llvm.mlir.constant(0 : index) : i64
    %1250 = llvm.insertvalue %1249, %1248[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1251 = llvm.insertvalue %1227, %1250[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1252 = llvm.insertvalue %1228, %1251[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1253 = llvm.insertvalue %1229, %1252[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1254 = llvm.insertvalue %1231, %1253[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1255 = llvm.insertvalue %1229, %1254[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1256 = llvm.insertvalue %1230, %1255[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%28 : i64)
  ^bb79(%1257: i64):  // 2 preds: ^bb78, ^bb86
    %1258 = llvm.icmp "slt" %1257, %17 : i64
    llvm.cond_br %1258, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%28 : i64)
  ^bb81(%1259: i64):  // 2 preds: ^bb80, ^bb85
    %1260 = llvm.icmp "slt" %1259, %16 : i64
    llvm.cond_br %1260, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%28 : i64)
  ^bb83(%1261: i64):  // 2 preds: ^bb82, ^bb84
    %1262 = llvm.icmp "slt" %1261, %15 : i64
    llvm.cond_br %1262, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %1263 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.mlir.constant(256 : index) : i64
    %1265 = llvm.mul %1257, %1264 overflow<nsw, nuw> : i64
    %1266 = llvm.mlir.constant(32 : index) : i64
    %1267 = llvm.mul %1259, %1266 overflow<nsw, nuw> : i64
    %1268 = llvm.add %1265, %1267 overflow<nsw, nuw> : i64
    %1269 = llvm.add %1268, %1261 overflow<nsw, nuw> : i64
    %1270 = llvm.getelementptr inbounds|nuw %1263[%1269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1271 = llvm.load %1270 : !llvm.ptr -> f32
    %1272 = llvm.fpext %1271 : f32 to f64
    %1273 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1274 = llvm.mlir.constant(256 : index) : i64
    %1275 = llvm.mul %1257, %1274 overflow<nsw, nuw> : i64
    %1276 = llvm.mlir.constant(32 : index) : i64
    %1277 = llvm.mul %1259, %1276 overflow<nsw, nuw> : i64
    %1278 = llvm.add %1275, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.add %1278, %1261 overflow<nsw, nuw> : i64
    %1280 = llvm.getelementptr inbounds|nuw %1273[%1279] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1272, %1280 : f64, !llvm.ptr
    %1281 = llvm.add %1261, %17 : i64
    llvm.br ^bb83(%1281 : i64)
  ^bb85:  // pred: ^bb83
    %1282 = llvm.add %1259, %17 : i64
    llvm.br ^bb81(%1282 : i64)
  ^bb86:  // pred: ^bb81
    %1283 = llvm.add %1257, %17 : i64
    llvm.br ^bb79(%1283 : i64)
  ^bb87:  // pred: ^bb79
    %1284 = llvm.mlir.constant(1 : index) : i64
    %1285 = llvm.mlir.constant(8 : index) : i64
    %1286 = llvm.mlir.constant(1 : index) : i64
    %1287 = llvm.mlir.constant(1 : index) : i64
    %1288 = llvm.mlir.constant(8 : index) : i64
    %1289 = llvm.mlir.zero : !llvm.ptr
    %1290 = llvm.getelementptr %1289[%1288] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1291 = llvm.ptrtoint %1290 : !llvm.ptr to i64
    %1292 = llvm.mlir.constant(64 : index) : i64
    %1293 = llvm.add %1291, %1292 : i64
    %1294 = llvm.call @malloc(%1293) : (i64) -> !llvm.ptr
    %1295 = llvm.ptrtoint %1294 : !llvm.ptr to i64
    %1296 = llvm.mlir.constant(1 : index) : i64
    %1297 = llvm.sub %1292, %1296 : i64
    %1298 = llvm.add %1295, %1297 : i64
    %1299 = llvm.urem %1298, %1292 : i64
    %1300 = llvm.sub %1298, %1299 : i64
    %1301 = llvm.inttoptr %1300 : i64 to !llvm.ptr
    %1302 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1303 = llvm.insertvalue %1294, %1302[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1304 = llvm.insertvalue %1301, %1303[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.mlir.constant(0 : index) : i64
    %1306 = llvm.insertvalue %1305, %1304[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1307 = llvm.insertvalue %1284, %1306[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.insertvalue %1285, %1307[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1309 = llvm.insertvalue %1286, %1308[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1310 = llvm.insertvalue %1285, %1309[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1311 = llvm.insertvalue %1286, %1310[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1312 = llvm.insertvalue %1287, %1311[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb88(%28 : i64)
  ^bb88(%1313: i64):  // 2 preds: ^bb87, ^bb95
    %1314 = llvm.icmp "slt" %1313, %17 : i64
    llvm.cond_br %1314, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%28 : i64)
  ^bb90(%1315: i64):  // 2 preds: ^bb89, ^bb94
    %1316 = llvm.icmp "slt" %1315, %16 : i64
    llvm.cond_br %1316, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%28 : i64)
  ^bb92(%1317: i64):  // 2 preds: ^bb91, ^bb93
    %1318 = llvm.icmp "slt" %1317, %17 : i64
    llvm.cond_br %1318, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %1319 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1320 = llvm.mlir.constant(8 : index) : i64
    %1321 = llvm.mul %1313, %1320 overflow<nsw, nuw> : i64
    %1322 = llvm.add %1321, %1315 overflow<nsw, nuw> : i64
    %1323 = llvm.add %1322, %1317 overflow<nsw, nuw> : i64
    %1324 = llvm.getelementptr inbounds|nuw %1319[%1323] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %27, %1324 : f64, !llvm.ptr
    %1325 = llvm.add %1317, %17 : i64
    llvm.br ^bb92(%1325 : i64)
  ^bb94:  // pred: ^bb92
    %1326 = llvm.add %1315, %17 : i64
    llvm.br ^bb90(%1326 : i64)
  ^bb95:  // pred: ^bb90
    %1327 = llvm.add %1313, %17 : i64
    llvm.br ^bb88(%1327 : i64)
  ^bb96:  // pred: ^bb88
    %1328 = llvm.mlir.constant(1 : index) : i64
    %1329 = llvm.mlir.constant(8 : index) : i64
    %1330 = llvm.mlir.constant(1 : index) : i64
    %1331 = llvm.mlir.constant(1 : index) : i64
    %1332 = llvm.mlir.constant(8 : index) : i64
    %1333 = llvm.mlir.zero : !llvm.ptr
    %1334 = llvm.getelementptr %1333[%1332] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1335 = llvm.ptrtoint %1334 : !llvm.ptr to i64
    %1336 = llvm.mlir.constant(64 : index) : i64
    %1337 = llvm.add %1335, %1336 : i64
    %1338 = llvm.call @malloc(%1337) : (i64) -> !llvm.ptr
    %1339 = llvm.ptrtoint %1338 : !llvm.ptr to i64
    %1340 = llvm.mlir.constant(1 : index) : i64
    %1341 = llvm.sub %1336, %1340 : i64
    %1342 = llvm.add %1339, %1341 : i64
    %1343 = llvm.urem %1342, %1336 : i64
    %1344 = llvm.sub %1342, %1343 : i64
    %1345 = llvm.inttoptr %1344 : i64 to !llvm.ptr
    %1346 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1347 = llvm.insertvalue %1338, %1346[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.insertvalue %1345, %1347[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.mlir.constant(0 : index) : i64
    %1350 = llvm.insertvalue %1349, %1348[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1351 = llvm.insertvalue %1328, %1350[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1352 = llvm.insertvalue %1329, %1351[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1353 = llvm.insertvalue %1330, %1352[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1354 = llvm.insertvalue %1329, %1353[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1355 = llvm.insertvalue %1330, %1354[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1356 = llvm.insertvalue %1331, %1355[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb97(%28 : i64)
  ^bb97(%1357: i64):  // 2 preds: ^bb96, ^bb104
    %1358 = llvm.icmp "slt" %1357, %17 : i64
    llvm.cond_br %1358, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%28 : i64)
  ^bb99(%1359: i64):  // 2 preds: ^bb98, ^bb103
    %1360 = llvm.icmp "slt" %1359, %16 : i64
    llvm.cond_br %1360, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%28 : i64)
  ^bb101(%1361: i64):  // 2 preds: ^bb100, ^bb102
    %1362 = llvm.icmp "slt" %1361, %17 : i64
    llvm.cond_br %1362, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %1363 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.mlir.constant(8 : index) : i64
    %1365 = llvm.mul %1357, %1364 overflow<nsw, nuw> : i64
    %1366 = llvm.add %1365, %1359 overflow<nsw, nuw> : i64
    %1367 = llvm.add %1366, %1361 overflow<nsw, nuw> : i64
    %1368 = llvm.getelementptr inbounds|nuw %1363[%1367] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1369 = llvm.load %1368 : !llvm.ptr -> f64
    %1370 = llvm.extractvalue %1356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.mlir.constant(8 : index) : i64
    %1372 = llvm.mul %1357, %1371 overflow<nsw, nuw> : i64
    %1373 = llvm.add %1372, %1359 overflow<nsw, nuw> : i64
    %1374 = llvm.add %1373, %1361 overflow<nsw, nuw> : i64
    %1375 = llvm.getelementptr inbounds|nuw %1370[%1374] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1369, %1375 : f64, !llvm.ptr
    %1376 = llvm.add %1361, %17 : i64
    llvm.br ^bb101(%1376 : i64)
  ^bb103:  // pred: ^bb101
    %1377 = llvm.add %1359, %17 : i64
    llvm.br ^bb99(%1377 : i64)
  ^bb104:  // pred: ^bb99
    %1378 = llvm.add %1357, %17 : i64
    llvm.br ^bb97(%1378 : i64)
  ^bb105:  // pred: ^bb97
    llvm.br ^bb106(%28 : i64)
  ^bb106(%1379: i64):  // 2 preds: ^bb105, ^bb113
    %1380 = llvm.icmp "slt" %1379, %17 : i64
    llvm.cond_br %1380, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%28 : i64)
  ^bb108(%1381: i64):  // 2 preds: ^bb107, ^bb112
    %1382 = llvm.icmp "slt" %1381, %16 : i64
    llvm.cond_br %1382, ^bb109, ^bb113
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%28 : i64)
  ^bb110(%1383: i64):  // 2 preds: ^bb109, ^bb111
    %1384 = llvm.icmp "slt" %1383, %15 : i64
    llvm.cond_br %1384, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    %1385 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1386 = llvm.mlir.constant(256 : index) : i64
    %1387 = llvm.mul %1379, %1386 overflow<nsw, nuw> : i64
    %1388 = llvm.mlir.constant(32 : index) : i64
    %1389 = llvm.mul %1381, %1388 overflow<nsw, nuw> : i64
    %1390 = llvm.add %1387, %1389 overflow<nsw, nuw> : i64
    %1391 = llvm.add %1390, %1383 overflow<nsw, nuw> : i64
    %1392 = llvm.getelementptr inbounds|nuw %1385[%1391] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1393 = llvm.load %1392 : !llvm.ptr -> f64
    %1394 = llvm.extractvalue %1356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1395 = llvm.mlir.constant(8 : index) : i64
    %1396 = llvm.mul %1379, %1395 overflow<nsw, nuw> : i64
    %1397 = llvm.add %1396, %1381 overflow<nsw, nuw> : i64
    %1398 = llvm.add %1397, %28 overflow<nsw, nuw> : i64
    %1399 = llvm.getelementptr inbounds|nuw %1394[%1398] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1400 = llvm.load %1399 : !llvm.ptr -> f64
    %1401 = llvm.fadd %1393, %1400 : f64
    %1402 = llvm.extractvalue %1356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1403 = llvm.mlir.constant(8 : index) : i64
    %1404 = llvm.mul %1379, %1403 overflow<nsw, nuw> : i64
    %1405 = llvm.add %1404, %1381 overflow<nsw, nuw> : i64
    %1406 = llvm.add %1405, %28 overflow<nsw, nuw> : i64
    %1407 = llvm.getelementptr inbounds|nuw %1402[%1406] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1401, %1407 : f64, !llvm.ptr
    %1408 = llvm.add %1383, %17 : i64
    llvm.br ^bb110(%1408 : i64)
  ^bb112:  // pred: ^bb110
    %1409 = llvm.add %1381, %17 : i64
    llvm.br ^bb108(%1409 : i64)
  ^bb113:  // pred: ^bb108
    %1410 = llvm.add %1379, %17 : i64
    llvm.br ^bb106(%1410 : i64)
  ^bb114:  // pred: ^bb106
    %1411 = llvm.mlir.constant(1 : index) : i64
    %1412 = llvm.mlir.constant(8 : index) : i64
    %1413 = llvm.mlir.constant(1 : index) : i64
    %1414 = llvm.mlir.constant(1 : index) : i64
    %1415 = llvm.mlir.constant(8 : index) : i64
    %1416 = llvm.mlir.zero : !llvm.ptr
    %1417 = llvm.getelementptr %1416[%1415] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1418 = llvm.ptrtoint %1417 : !llvm.ptr to i64
    %1419 = llvm.mlir.constant(64 : index) : i64
    %1420 = llvm.add %1418, %1419 : i64
    %1421 = llvm.call @malloc(%1420) : (i64) -> !llvm.ptr
    %1422 = llvm.ptrtoint %1421 : !llvm.ptr to i64
    %1423 = llvm.mlir.constant(1 : index) : i64
    %1424 = llvm.sub %1419, %1423 : i64
    %1425 = llvm.add %1422, %1424 : i64
    %1426 = llvm.urem %1425, %1419 : i64
    %1427 = llvm.sub %1425, %1426 : i64
    %1428 = llvm.inttoptr %1427 : i64 to !llvm.ptr
    %1429 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.insertvalue %1421, %1429[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1431 = llvm.insertvalue %1428, %1430[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1432 = llvm.mlir.constant(0 : index) : i64
    %1433 = llvm.insertvalue %1432, %1431[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1434 = llvm.insertvalue %1411, %1433[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1435 = llvm.insertvalue %1412, %1434[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1436 = llvm.insertvalue %1413, %1435[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1437 = llvm.insertvalue %1412, %1436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1438 = llvm.insertvalue %1413, %1437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1439 = llvm.insertvalue %1414, %1438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb115(%28 : i64)
  ^bb115(%1440: i64):  // 2 preds: ^bb114, ^bb122
    %1441 = llvm.icmp "slt" %1440, %17 : i64
    llvm.cond_br %1441, ^bb116, ^bb123
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%28 : i64)
  ^bb117(%1442: i64):  // 2 preds: ^bb116, ^bb121
    %1443 = llvm.icmp "slt" %1442, %16 : i64
    llvm.cond_br %1443, ^bb118, ^bb122
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%28 : i64)
  ^bb119(%1444: i64):  // 2 preds: ^bb118, ^bb120
    %1445 = llvm.icmp "slt" %1444, %17 : i64
    llvm.cond_br %1445, ^bb120, ^bb121
  ^bb120:  // pred: ^bb119
    %1446 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1447 = llvm.mlir.constant(8 : index) : i64
    %1448 = llvm.mul %1440, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1448, %1442 overflow<nsw, nuw> : i64
    %1450 = llvm.add %1449, %1444 overflow<nsw, nuw> : i64
    %1451 = llvm.getelementptr inbounds|nuw %1446[%1450] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1452 = llvm.load %1451 : !llvm.ptr -> f64
    %1453 = llvm.extractvalue %1439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1454 = llvm.mlir.constant(8 : index) : i64
    %1455 = llvm.mul %1440, %1454 overflow<nsw, nuw> : i64
    %1456 = llvm.add %1455, %1442 overflow<nsw, nuw> : i64
    %1457 = llvm.add %1456, %1444 overflow<nsw, nuw> : i64
    %1458 = llvm.getelementptr inbounds|nuw %1453[%1457] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1452, %1458 : f64, !llvm.ptr
    %1459 = llvm.add %1444, %17 : i64
    llvm.br ^bb119(%1459 : i64)
  ^bb121:  // pred: ^bb119
    %1460 = llvm.add %1442, %17 : i64
    llvm.br ^bb117(%1460 : i64)
  ^bb122:  // pred: ^bb117
    %1461 = llvm.add %1440, %17 : i64
    llvm.br ^bb115(%1461 : i64)
  ^bb123:  // pred: ^bb115
    llvm.br ^bb124(%28 : i64)
  ^bb124(%1462: i64):  // 2 preds: ^bb123, ^bb131
    %1463 = llvm.icmp "slt" %1462, %17 : i64
    llvm.cond_br %1463, ^bb125, ^bb132
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%28 : i64)
  ^bb126(%1464: i64):  // 2 preds: ^bb125, ^bb130
    %1465 = llvm.icmp "slt" %1464, %16 : i64
    llvm.cond_br %1465, ^bb127, ^bb131
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%28 : i64)
  ^bb128(%1466: i64):  // 2 preds: ^bb127, ^bb129
    %1467 = llvm.icmp "slt" %1466, %15 : i64
    llvm.cond_br %1467, ^bb129, ^bb130
  ^bb129:  // pred: ^bb128
    %1468 = llvm.extractvalue %1256[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1469 = llvm.mlir.constant(256 : index) : i64
    %1470 = llvm.mul %1462, %1469 overflow<nsw, nuw> : i64
    %1471 = llvm.mlir.constant(32 : index) : i64
    %1472 = llvm.mul %1464, %1471 overflow<nsw, nuw> : i64
    %1473 = llvm.add %1470, %1472 overflow<nsw, nuw> : i64
    %1474 = llvm.add %1473, %1466 overflow<nsw, nuw> : i64
    %1475 = llvm.getelementptr inbounds|nuw %1468[%1474] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1476 = llvm.load %1475 : !llvm.ptr -> f64
    %1477 = llvm.extractvalue %1356[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1478 = llvm.mlir.constant(8 : index) : i64
    %1479 = llvm.mul %1462, %1478 overflow<nsw, nuw> : i64
    %1480 = llvm.add %1479, %1464 overflow<nsw, nuw> : i64
    %1481 = llvm.add %1480, %28 overflow<nsw, nuw> : i64
    %1482 = llvm.getelementptr inbounds|nuw %1477[%1481] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1483 = llvm.load %1482 : !llvm.ptr -> f64
    %1484 = llvm.extractvalue %1439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1485 = llvm.mlir.constant(8 : index) : i64
    %1486 = llvm.mul %1462, %1485 overflow<nsw, nuw> : i64
    %1487 = llvm.add %1486, %1464 overflow<nsw, nuw> : i64
    %1488 = llvm.add %1487, %28 overflow<nsw, nuw> : i64
    %1489 = llvm.getelementptr inbounds|nuw %1484[%1488] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1490 = llvm.load %1489 : !llvm.ptr -> f64
    %1491 = llvm.fdiv %1483, %22 : f64
    %1492 = llvm.fsub %1476, %1491 : f64
    %1493 = llvm.fmul %1492, %1492 : f64
    %1494 = llvm.fadd %1493, %1490 : f64
    %1495 = llvm.extractvalue %1439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1496 = llvm.mlir.constant(8 : index) : i64
    %1497 = llvm.mul %1462, %1496 overflow<nsw, nuw> : i64
    %1498 = llvm.add %1497, %1464 overflow<nsw, nuw> : i64
    %1499 = llvm.add %1498, %28 overflow<nsw, nuw> : i64
    %1500 = llvm.getelementptr inbounds|nuw %1495[%1499] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1494, %1500 : f64, !llvm.ptr
    %1501 = llvm.add %1466, %17 : i64
    llvm.br ^bb128(%1501 : i64)
  ^bb130:  // pred: ^bb128
    %1502 = llvm.add %1464, %17 : i64
    llvm.br ^bb126(%1502 : i64)
  ^bb131:  // pred: ^bb126
    %1503 = llvm.add %1462, %17 : i64
    llvm.br ^bb124(%1503 : i64)
  ^bb132:  // pred: ^bb124
    %1504 = llvm.mlir.constant(1 : index) : i64
    %1505 = llvm.mlir.constant(8 : index) : i64
    %1506 = llvm.mlir.constant(1 : index) : i64
    %1507 = llvm.mlir.constant(1 : index) : i64
    %1508 = llvm.mlir.constant(8 : index) : i64
    %1509 = llvm.mlir.zero : !llvm.ptr
    %1510 = llvm.getelementptr %1509[%1508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1511 = llvm.ptrtoint %1510 : !llvm.ptr to i64
    %1512 = llvm.mlir.constant(64 : index) : i64
    %1513 = llvm.add %1511, %1512 : i64
    %1514 = llvm.call @malloc(%1513) : (i64) -> !llvm.ptr
    %1515 = llvm.ptrtoint %1514 : !llvm.ptr to i64
    %1516 = llvm.mlir.constant(1 : index) : i64
    %1517 = llvm.sub %1512, %1516 : i64
    %1518 = llvm.add %1515, %1517 : i64
    %1519 = llvm.urem %1518, %1512 : i64
    %1520 = llvm.sub %1518, %1519 : i64
    %1521 = llvm.inttoptr %1520 : i64 to !llvm.ptr
    %1522 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1523 = llvm.insertvalue %1514, %1522[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1524 = llvm.insertvalue %1521, %1523[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1525 = llvm.mlir.constant(0 : index) : i64
    %1526 = llvm.insertvalue %1525, %1524[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1527 = llvm.insertvalue %1504, %1526[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1528 = llvm.insertvalue %1505, %1527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1529 = llvm.insertvalue %1506, %1528[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1530 = llvm.insertvalue %1505, %1529[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1531 = llvm.insertvalue %1506, %1530[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1532 = llvm.insertvalue %1507, %1531[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb133(%28 : i64)
  ^bb133(%1533: i64):  // 2 preds: ^bb132, ^bb140
    %1534 = llvm.icmp "slt" %1533, %17 : i64
    llvm.cond_br %1534, ^bb134, ^bb141
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%28 : i64)
  ^bb135(%1535: i64):  // 2 preds: ^bb134, ^bb139
    %1536 = llvm.icmp "slt" %1535, %16 : i64
    llvm.cond_br %1536, ^bb136, ^bb140
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%28 : i64)
  ^bb137(%1537: i64):  // 2 preds: ^bb136, ^bb138
    %1538 = llvm.icmp "slt" %1537, %17 : i64
    llvm.cond_br %1538, ^bb138, ^bb139
  ^bb138:  // pred: ^bb137
    %1539 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1540 = llvm.mlir.constant(8 : index) : i64
    %1541 = llvm.mul %1533, %1540 overflow<nsw, nuw> : i64
    %1542 = llvm.add %1541, %1535 overflow<nsw, nuw> : i64
    %1543 = llvm.add %1542, %1537 overflow<nsw, nuw> : i64
    %1544 = llvm.getelementptr inbounds|nuw %1539[%1543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %1544 : f32, !llvm.ptr
    %1545 = llvm.add %1537, %17 : i64
    llvm.br ^bb137(%1545 : i64)
  ^bb139:  // pred: ^bb137
    %1546 = llvm.add %1535, %17 : i64
    llvm.br ^bb135(%1546 : i64)
  ^bb140:  // pred: ^bb135
    %1547 = llvm.add %1533, %17 : i64
    llvm.br ^bb133(%1547 : i64)
  ^bb141:  // pred: ^bb133
    %1548 = llvm.mlir.constant(1 : index) : i64
    %1549 = llvm.mlir.constant(8 : index) : i64
    %1550 = llvm.mlir.constant(1 : index) : i64
    %1551 = llvm.mlir.constant(1 : index) : i64
    %1552 = llvm.mlir.constant(8 : index) : i64
    %1553 = llvm.mlir.zero : !llvm.ptr
    %1554 = llvm.getelementptr %1553[%1552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1555 = llvm.ptrtoint %1554 : !llvm.ptr to i64
    %1556 = llvm.mlir.constant(64 : index) : i64
    %1557 = llvm.add %1555, %1556 : i64
    %1558 = llvm.call @malloc(%1557) : (i64) -> !llvm.ptr
    %1559 = llvm.ptrtoint %1558 : !llvm.ptr to i64
    %1560 = llvm.mlir.constant(1 : index) : i64
    %1561 = llvm.sub %1556, %1560 : i64
    %1562 = llvm.add %1559, %1561 : i64
    %1563 = llvm.urem %1562, %1556 : i64
    %1564 = llvm.sub %1562, %1563 : i64
    %1565 = llvm.inttoptr %1564 : i64 to !llvm.ptr
    %1566 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1567 = llvm.insertvalue %1558, %1566[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1568 = llvm.insertvalue %1565, %1567[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1569 = llvm.mlir.constant(0 : index) : i64
    %1570 = llvm.insertvalue %1569, %1568[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1571 = llvm.insertvalue %1548, %1570[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1572 = llvm.insertvalue %1549, %1571[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1573 = llvm.insertvalue %1550, %1572[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1574 = llvm.insertvalue %1549, %1573[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1575 = llvm.insertvalue %1550, %1574[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1576 = llvm.insertvalue %1551, %1575[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb142(%28 : i64)
  ^bb142(%1577: i64):  // 2 preds: ^bb141, ^bb149
    %1578 = llvm.icmp "slt" %1577, %17 : i64
    llvm.cond_br %1578, ^bb143, ^bb150
  ^bb143:  // pred: ^bb142
    llvm.br ^bb144(%28 : i64)
  ^bb144(%1579: i64):  // 2 preds: ^bb143, ^bb148
    %1580 = llvm.icmp "slt" %1579, %16 : i64
    llvm.cond_br %1580, ^bb145, ^bb149
  ^bb145:  // pred: ^bb144
    llvm.br ^bb146(%28 : i64)
  ^bb146(%1581: i64):  // 2 preds: ^bb145, ^bb147
    %1582 = llvm.icmp "slt" %1581, %17 : i64
    llvm.cond_br %1582, ^bb147, ^bb148
  ^bb147:  // pred: ^bb146
    %1583 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1584 = llvm.mlir.constant(8 : index) : i64
    %1585 = llvm.mul %1577, %1584 overflow<nsw, nuw> : i64
    %1586 = llvm.add %1585, %1579 overflow<nsw, nuw> : i64
    %1587 = llvm.add %1586, %1581 overflow<nsw, nuw> : i64
    %1588 = llvm.getelementptr inbounds|nuw %1583[%1587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1589 = llvm.load %1588 : !llvm.ptr -> f32
    %1590 = llvm.extractvalue %1576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1591 = llvm.mlir.constant(8 : index) : i64
    %1592 = llvm.mul %1577, %1591 overflow<nsw, nuw> : i64
    %1593 = llvm.add %1592, %1579 overflow<nsw, nuw> : i64
    %1594 = llvm.add %1593, %1581 overflow<nsw, nuw> : i64
    %1595 = llvm.getelementptr inbounds|nuw %1590[%1594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1589, %1595 : f32, !llvm.ptr
    %1596 = llvm.add %1581, %17 : i64
    llvm.br ^bb146(%1596 : i64)
  ^bb148:  // pred: ^bb146
    %1597 = llvm.add %1579, %17 : i64
    llvm.br ^bb144(%1597 : i64)
  ^bb149:  // pred: ^bb144
    %1598 = llvm.add %1577, %17 : i64
    llvm.br ^bb142(%1598 : i64)
  ^bb150:  // pred: ^bb142
    llvm.br ^bb151(%28 : i64)
  ^bb151(%1599: i64):  // 2 preds: ^bb150, ^bb158
    %1600 = llvm.icmp "slt" %1599, %17 : i64
    llvm.cond_br %1600, ^bb152, ^bb159
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%28 : i64)
  ^bb153(%1601: i64):  // 2 preds: ^bb152, ^bb157
    %1602 = llvm.icmp "slt" %1601, %16 : i64
    llvm.cond_br %1602, ^bb154, ^bb158
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%28 : i64)
  ^bb155(%1603: i64):  // 2 preds: ^bb154, ^bb156
    %1604 = llvm.icmp "slt" %1603, %15 : i64
    llvm.cond_br %1604, ^bb156, ^bb157
  ^bb156:  // pred: ^bb155
    %1605 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1606 = llvm.mlir.constant(256 : index) : i64
    %1607 = llvm.mul %1599, %1606 overflow<nsw, nuw> : i64
    %1608 = llvm.mlir.constant(32 : index) : i64
    %1609 = llvm.mul %1601, %1608 overflow<nsw, nuw> : i64
    %1610 = llvm.add %1607, %1609 overflow<nsw, nuw> : i64
    %1611 = llvm.add %1610, %1603 overflow<nsw, nuw> : i64
    %1612 = llvm.getelementptr inbounds|nuw %1605[%1611] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1613 = llvm.load %1612 : !llvm.ptr -> f32
    %1614 = llvm.extractvalue %1576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1615 = llvm.mlir.constant(8 : index) : i64
    %1616 = llvm.mul %1599, %1615 overflow<nsw, nuw> : i64
    %1617 = llvm.add %1616, %1601 overflow<nsw, nuw> : i64
    %1618 = llvm.add %1617, %28 overflow<nsw, nuw> : i64
    %1619 = llvm.getelementptr inbounds|nuw %1614[%1618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1620 = llvm.load %1619 : !llvm.ptr -> f32
    %1621 = llvm.fadd %1613, %1620 : f32
    %1622 = llvm.extractvalue %1576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.mlir.constant(8 : index) : i64
    %1624 = llvm.mul %1599, %1623 overflow<nsw, nuw> : i64
    %1625 = llvm.add %1624, %1601 overflow<nsw, nuw> : i64
    %1626 = llvm.add %1625, %28 overflow<nsw, nuw> : i64
    %1627 = llvm.getelementptr inbounds|nuw %1622[%1626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1621, %1627 : f32, !llvm.ptr
    %1628 = llvm.add %1603, %17 : i64
    llvm.br ^bb155(%1628 : i64)
  ^bb157:  // pred: ^bb155
    %1629 = llvm.add %1601, %17 : i64
    llvm.br ^bb153(%1629 : i64)
  ^bb158:  // pred: ^bb153
    %1630 = llvm.add %1599, %17 : i64
    llvm.br ^bb151(%1630 : i64)
  ^bb159:  // pred: ^bb151
    %1631 = llvm.mlir.constant(8 : index) : i64
    %1632 = llvm.mlir.constant(96 : index) : i64
    %1633 = llvm.mlir.constant(1 : index) : i64
    %1634 = llvm.mlir.constant(768 : index) : i64
    %1635 = llvm.mlir.zero : !llvm.ptr
    %1636 = llvm.getelementptr %1635[%1634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1637 = llvm.ptrtoint %1636 : !llvm.ptr to i64
    %1638 = llvm.mlir.constant(64 : index) : i64
    %1639 = llvm.add %1637, %1638 : i64
    %1640 = llvm.call @malloc(%1639) : (i64) -> !llvm.ptr
    %1641 = llvm.ptrtoint %1640 : !llvm.ptr to i64
    %1642 = llvm.mlir.constant(1 : index) : i64
    %1643 = llvm.sub %1638, %1642 : i64
    %1644 = llvm.add %1641, %1643 : i64
    %1645 = llvm.urem %1644, %1638 : i64
    %1646 = llvm.sub %1644, %1645 : i64
    %1647 = llvm.inttoptr %1646 : i64 to !llvm.ptr
    %1648 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1649 = llvm.insertvalue %1640, %1648[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1650 = llvm.insertvalue %1647, %1649[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1651 = llvm.mlir.constant(0 : index) : i64
    %1652 = llvm.insertvalue %1651, %1650[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1653 = llvm.insertvalue %1631, %1652[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1654 = llvm.insertvalue %1632, %1653[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1655 = llvm.insertvalue %1632, %1654[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1656 = llvm.insertvalue %1633, %1655[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb160(%28 : i64)
  ^bb160(%1657: i64):  // 2 preds: ^bb159, ^bb164
    %1658 = llvm.icmp "slt" %1657, %16 : i64
    llvm.cond_br %1658, ^bb161, ^bb165
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%28 : i64)
  ^bb162(%1659: i64):  // 2 preds: ^bb161, ^bb163
    %1660 = llvm.icmp "slt" %1659, %13 : i64
    llvm.cond_br %1660, ^bb163, ^bb164
  ^bb163:  // pred: ^bb162
    %1661 = llvm.extractvalue %1656[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1662 = llvm.mlir.constant(96 : index) : i64
    %1663 = llvm.mul %1657, %1662 overflow<nsw, nuw> : i64
    %1664 = llvm.add %1663, %1659 overflow<nsw, nuw> : i64
    %1665 = llvm.getelementptr inbounds|nuw %1661[%1664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %1665 : f32, !llvm.ptr
    %1666 = llvm.add %1659, %17 : i64
    llvm.br ^bb162(%1666 : i64)
  ^bb164:  // pred: ^bb162
    %1667 = llvm.add %1657, %17 : i64
    llvm.br ^bb160(%1667 : i64)
  ^bb165:  // pred: ^bb160
    %1668 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1669 = llvm.extractvalue %1656[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1670 = llvm.extractvalue %1656[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1671 = llvm.insertvalue %1669, %1668[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1672 = llvm.insertvalue %1670, %1671[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1673 = llvm.mlir.constant(0 : index) : i64
    %1674 = llvm.insertvalue %1673, %1672[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1675 = llvm.mlir.constant(1 : index) : i64
    %1676 = llvm.insertvalue %1675, %1674[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1677 = llvm.mlir.constant(768 : index) : i64
    %1678 = llvm.insertvalue %1677, %1676[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1679 = llvm.mlir.constant(8 : index) : i64
    %1680 = llvm.insertvalue %1679, %1678[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1681 = llvm.mlir.constant(96 : index) : i64
    %1682 = llvm.insertvalue %1681, %1680[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1683 = llvm.mlir.constant(96 : index) : i64
    %1684 = llvm.insertvalue %1683, %1682[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1685 = llvm.mlir.constant(1 : index) : i64
    %1686 = llvm.insertvalue %1685, %1684[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.mlir.constant(8 : index) : i64
    %1689 = llvm.mlir.constant(96 : index) : i64
    %1690 = llvm.mlir.constant(1 : index) : i64
    %1691 = llvm.mlir.constant(768 : index) : i64
    %1692 = llvm.mlir.constant(768 : index) : i64
    %1693 = llvm.mlir.zero : !llvm.ptr
    %1694 = llvm.getelementptr %1693[%1692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
    %1696 = llvm.mlir.constant(64 : index) : i64
    %1697 = llvm.add %1695, %1696 : i64
    %1698 = llvm.call @malloc(%1697) : (i64) -> !llvm.ptr
    %1699 = llvm.ptrtoint %1698 : !llvm.ptr to i64
    %1700 = llvm.mlir.constant(1 : index) : i64
    %1701 = llvm.sub %1696, %1700 : i64
    %1702 = llvm.add %1699, %1701 : i64
    %1703 = llvm.urem %1702, %1696 : i64
    %1704 = llvm.sub %1702, %1703 : i64
    %1705 = llvm.inttoptr %1704 : i64 to !llvm.ptr
    %1706 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1707 = llvm.insertvalue %1698, %1706[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1708 = llvm.insertvalue %1705, %1707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.mlir.constant(0 : index) : i64
    %1710 = llvm.insertvalue %1709, %1708[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.insertvalue %1687, %1710[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.insertvalue %1688, %1711[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.insertvalue %1689, %1712[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1714 = llvm.insertvalue %1691, %1713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1715 = llvm.insertvalue %1689, %1714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1716 = llvm.insertvalue %1690, %1715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb166(%28 : i64)
  ^bb166(%1717: i64):  // 2 preds: ^bb165, ^bb173
    %1718 = llvm.icmp "slt" %1717, %17 : i64
    llvm.cond_br %1718, ^bb167, ^bb174
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%28 : i64)
  ^bb168(%1719: i64):  // 2 preds: ^bb167, ^bb172
    %1720 = llvm.icmp "slt" %1719, %16 : i64
    llvm.cond_br %1720, ^bb169, ^bb173
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%28 : i64)
  ^bb170(%1721: i64):  // 2 preds: ^bb169, ^bb171
    %1722 = llvm.icmp "slt" %1721, %13 : i64
    llvm.cond_br %1722, ^bb171, ^bb172
  ^bb171:  // pred: ^bb170
    %1723 = llvm.extractvalue %1686[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1724 = llvm.mlir.constant(768 : index) : i64
    %1725 = llvm.mul %1717, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.mlir.constant(96 : index) : i64
    %1727 = llvm.mul %1719, %1726 overflow<nsw, nuw> : i64
    %1728 = llvm.add %1725, %1727 overflow<nsw, nuw> : i64
    %1729 = llvm.add %1728, %1721 overflow<nsw, nuw> : i64
    %1730 = llvm.getelementptr inbounds|nuw %1723[%1729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1731 = llvm.load %1730 : !llvm.ptr -> f32
    %1732 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1733 = llvm.mlir.constant(768 : index) : i64
    %1734 = llvm.mul %1717, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.mlir.constant(96 : index) : i64
    %1736 = llvm.mul %1719, %1735 overflow<nsw, nuw> : i64
    %1737 = llvm.add %1734, %1736 overflow<nsw, nuw> : i64
    %1738 = llvm.add %1737, %1721 overflow<nsw, nuw> : i64
    %1739 = llvm.getelementptr inbounds|nuw %1732[%1738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1731, %1739 : f32, !llvm.ptr
    %1740 = llvm.add %1721, %17 : i64
    llvm.br ^bb170(%1740 : i64)
  ^bb172:  // pred: ^bb170
    %1741 = llvm.add %1719, %17 : i64
    llvm.br ^bb168(%1741 : i64)
  ^bb173:  // pred: ^bb168
    %1742 = llvm.add %1717, %17 : i64
    llvm.br ^bb166(%1742 : i64)
  ^bb174:  // pred: ^bb166
    llvm.br ^bb175(%28 : i64)
  ^bb175(%1743: i64):  // 2 preds: ^bb174, ^bb185
    %1744 = llvm.icmp "slt" %1743, %17 : i64
    llvm.cond_br %1744, ^bb176, ^bb186
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%28 : i64)
  ^bb177(%1745: i64):  // 2 preds: ^bb176, ^bb184
    %1746 = llvm.icmp "slt" %1745, %16 : i64
    llvm.cond_br %1746, ^bb178, ^bb185
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%28 : i64)
  ^bb179(%1747: i64):  // 2 preds: ^bb178, ^bb183
    %1748 = llvm.icmp "slt" %1747, %13 : i64
    llvm.cond_br %1748, ^bb180, ^bb184
  ^bb180:  // pred: ^bb179
    llvm.br ^bb181(%28 : i64)
  ^bb181(%1749: i64):  // 2 preds: ^bb180, ^bb182
    %1750 = llvm.icmp "slt" %1749, %15 : i64
    llvm.cond_br %1750, ^bb182, ^bb183
  ^bb182:  // pred: ^bb181
    %1751 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.mlir.constant(256 : index) : i64
    %1753 = llvm.mul %1743, %1752 overflow<nsw, nuw> : i64
    %1754 = llvm.mlir.constant(32 : index) : i64
    %1755 = llvm.mul %1745, %1754 overflow<nsw, nuw> : i64
    %1756 = llvm.add %1753, %1755 overflow<nsw, nuw> : i64
    %1757 = llvm.add %1756, %1749 overflow<nsw, nuw> : i64
    %1758 = llvm.getelementptr inbounds|nuw %1751[%1757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1759 = llvm.load %1758 : !llvm.ptr -> f32
    %1760 = llvm.extractvalue %1576[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1761 = llvm.mlir.constant(8 : index) : i64
    %1762 = llvm.mul %1743, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1762, %1745 overflow<nsw, nuw> : i64
    %1764 = llvm.add %1763, %28 overflow<nsw, nuw> : i64
    %1765 = llvm.getelementptr inbounds|nuw %1760[%1764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1766 = llvm.load %1765 : !llvm.ptr -> f32
    %1767 = llvm.extractvalue %1439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1768 = llvm.mlir.constant(8 : index) : i64
    %1769 = llvm.mul %1743, %1768 overflow<nsw, nuw> : i64
    %1770 = llvm.add %1769, %1745 overflow<nsw, nuw> : i64
    %1771 = llvm.add %1770, %28 overflow<nsw, nuw> : i64
    %1772 = llvm.getelementptr inbounds|nuw %1767[%1771] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1773 = llvm.load %1772 : !llvm.ptr -> f64
    %1774 = llvm.extractvalue %481[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1775 = llvm.getelementptr inbounds|nuw %1774[%1749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1776 = llvm.load %1775 : !llvm.ptr -> f32
    %1777 = llvm.extractvalue %465[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1778 = llvm.getelementptr inbounds|nuw %1777[%1749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1779 = llvm.load %1778 : !llvm.ptr -> f32
    %1780 = llvm.extractvalue %449[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1781 = llvm.mlir.constant(96 : index) : i64
    %1782 = llvm.mul %1749, %1781 overflow<nsw, nuw> : i64
    %1783 = llvm.add %1782, %1747 overflow<nsw, nuw> : i64
    %1784 = llvm.getelementptr inbounds|nuw %1780[%1783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1785 = llvm.load %1784 : !llvm.ptr -> f32
    %1786 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1787 = llvm.mlir.constant(768 : index) : i64
    %1788 = llvm.mul %1743, %1787 overflow<nsw, nuw> : i64
    %1789 = llvm.mlir.constant(96 : index) : i64
    %1790 = llvm.mul %1745, %1789 overflow<nsw, nuw> : i64
    %1791 = llvm.add %1788, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.add %1791, %1747 overflow<nsw, nuw> : i64
    %1793 = llvm.getelementptr inbounds|nuw %1786[%1792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1794 = llvm.load %1793 : !llvm.ptr -> f32
    %1795 = llvm.fdiv %1773, %22 : f64
    %1796 = llvm.fptrunc %1795 : f64 to f32
    %1797 = llvm.fptrunc %23 : f64 to f32
    %1798 = llvm.fadd %1796, %1797 : f32
    %1799 = llvm.intr.sqrt(%1798) : (f32) -> f32
    %1800 = llvm.fdiv %18, %1799 : f32
    %1801 = llvm.fdiv %1766, %21 : f32
    %1802 = llvm.fsub %1759, %1801 : f32
    %1803 = llvm.fmul %1802, %1800 : f32
    %1804 = llvm.fmul %1803, %1776 : f32
    %1805 = llvm.fadd %1804, %1779 : f32
    %1806 = llvm.fmul %1805, %1785 : f32
    %1807 = llvm.fadd %1794, %1806 : f32
    %1808 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1809 = llvm.mlir.constant(768 : index) : i64
    %1810 = llvm.mul %1743, %1809 overflow<nsw, nuw> : i64
    %1811 = llvm.mlir.constant(96 : index) : i64
    %1812 = llvm.mul %1745, %1811 overflow<nsw, nuw> : i64
    %1813 = llvm.add %1810, %1812 overflow<nsw, nuw> : i64
    %1814 = llvm.add %1813, %1747 overflow<nsw, nuw> : i64
    %1815 = llvm.getelementptr inbounds|nuw %1808[%1814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1807, %1815 : f32, !llvm.ptr
    %1816 = llvm.add %1749, %17 : i64
    llvm.br ^bb181(%1816 : i64)
  ^bb183:  // pred: ^bb181
    %1817 = llvm.add %1747, %17 : i64
    llvm.br ^bb179(%1817 : i64)
  ^bb184:  // pred: ^bb179
    %1818 = llvm.add %1745, %17 : i64
    llvm.br ^bb177(%1818 : i64)
  ^bb185:  // pred: ^bb177
    %1819 = llvm.add %1743, %17 : i64
    llvm.br ^bb175(%1819 : i64)
  ^bb186:  // pred: ^bb175
    %1820 = llvm.mlir.constant(1 : index) : i64
    %1821 = llvm.mlir.constant(8 : index) : i64
    %1822 = llvm.mlir.constant(96 : index) : i64
    %1823 = llvm.mlir.constant(1 : index) : i64
    %1824 = llvm.mlir.constant(768 : index) : i64
    %1825 = llvm.mlir.constant(768 : index) : i64
    %1826 = llvm.mlir.zero : !llvm.ptr
    %1827 = llvm.getelementptr %1826[%1825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1828 = llvm.ptrtoint %1827 : !llvm.ptr to i64
    %1829 = llvm.mlir.constant(64 : index) : i64
    %1830 = llvm.add %1828, %1829 : i64
    %1831 = llvm.call @malloc(%1830) : (i64) -> !llvm.ptr
    %1832 = llvm.ptrtoint %1831 : !llvm.ptr to i64
    %1833 = llvm.mlir.constant(1 : index) : i64
    %1834 = llvm.sub %1829, %1833 : i64
    %1835 = llvm.add %1832, %1834 : i64
    %1836 = llvm.urem %1835, %1829 : i64
    %1837 = llvm.sub %1835, %1836 : i64
    %1838 = llvm.inttoptr %1837 : i64 to !llvm.ptr
    %1839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1840 = llvm.insertvalue %1831, %1839[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1841 = llvm.insertvalue %1838, %1840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1842 = llvm.mlir.constant(0 : index) : i64
    %1843 = llvm.insertvalue %1842, %1841[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1844 = llvm.insertvalue %1820, %1843[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1845 = llvm.insertvalue %1821, %1844[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1846 = llvm.insertvalue %1822, %1845[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1847 = llvm.insertvalue %1824, %1846[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1848 = llvm.insertvalue %1822, %1847[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1849 = llvm.insertvalue %1823, %1848[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb187(%28 : i64)
  ^bb187(%1850: i64):  // 2 preds: ^bb186, ^bb194
    %1851 = llvm.icmp "slt" %1850, %17 : i64
    llvm.cond_br %1851, ^bb188, ^bb195
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%28 : i64)
  ^bb189(%1852: i64):  // 2 preds: ^bb188, ^bb193
    %1853 = llvm.icmp "slt" %1852, %16 : i64
    llvm.cond_br %1853, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%28 : i64)
  ^bb191(%1854: i64):  // 2 preds: ^bb190, ^bb192
    %1855 = llvm.icmp "slt" %1854, %13 : i64
    llvm.cond_br %1855, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1856 = llvm.extractvalue %1716[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1857 = llvm.mlir.constant(768 : index) : i64
    %1858 = llvm.mul %1850, %1857 overflow<nsw, nuw> : i64
    %1859 = llvm.mlir.constant(96 : index) : i64
    %1860 = llvm.mul %1852, %1859 overflow<nsw, nuw> : i64
    %1861 = llvm.add %1858, %1860 overflow<nsw, nuw> : i64
    %1862 = llvm.add %1861, %1854 overflow<nsw, nuw> : i64
    %1863 = llvm.getelementptr inbounds|nuw %1856[%1862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1864 = llvm.load %1863 : !llvm.ptr -> f32
    %1865 = llvm.extractvalue %429[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1866 = llvm.getelementptr inbounds|nuw %1865[%1854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1867 = llvm.load %1866 : !llvm.ptr -> f32
    %1868 = llvm.fadd %1864, %1867 : f32
    %1869 = llvm.extractvalue %1849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1870 = llvm.mlir.constant(768 : index) : i64
    %1871 = llvm.mul %1850, %1870 overflow<nsw, nuw> : i64
    %1872 = llvm.mlir.constant(96 : index) : i64
    %1873 = llvm.mul %1852, %1872 overflow<nsw, nuw> : i64
    %1874 = llvm.add %1871, %1873 overflow<nsw, nuw> : i64
    %1875 = llvm.add %1874, %1854 overflow<nsw, nuw> : i64
    %1876 = llvm.getelementptr inbounds|nuw %1869[%1875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1868, %1876 : f32, !llvm.ptr
    %1877 = llvm.add %1854, %17 : i64
    llvm.br ^bb191(%1877 : i64)
  ^bb193:  // pred: ^bb191
    %1878 = llvm.add %1852, %17 : i64
    llvm.br ^bb189(%1878 : i64)
  ^bb194:  // pred: ^bb189
    %1879 = llvm.add %1850, %17 : i64
    llvm.br ^bb187(%1879 : i64)
  ^bb195:  // pred: ^bb187
    %1880 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1881 = llvm.extractvalue %1849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1882 = llvm.extractvalue %1849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1883 = llvm.insertvalue %1881, %1880[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1884 = llvm.insertvalue %1882, %1883[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1885 = llvm.mlir.constant(32 : index) : i64
    %1886 = llvm.insertvalue %1885, %1884[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1887 = llvm.mlir.constant(1 : index) : i64
    %1888 = llvm.insertvalue %1887, %1886[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1889 = llvm.mlir.constant(768 : index) : i64
    %1890 = llvm.insertvalue %1889, %1888[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1891 = llvm.mlir.constant(8 : index) : i64
    %1892 = llvm.insertvalue %1891, %1890[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1893 = llvm.mlir.constant(96 : index) : i64
    %1894 = llvm.insertvalue %1893, %1892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1895 = llvm.mlir.constant(2 : index) : i64
    %1896 = llvm.insertvalue %1895, %1894[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1897 = llvm.mlir.constant(16 : index) : i64
    %1898 = llvm.insertvalue %1897, %1896[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1899 = llvm.mlir.constant(16 : index) : i64
    %1900 = llvm.insertvalue %1899, %1898[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1901 = llvm.mlir.constant(1 : index) : i64
    %1902 = llvm.insertvalue %1901, %1900[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1903 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1904 = llvm.extractvalue %1849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1905 = llvm.extractvalue %1849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1906 = llvm.insertvalue %1904, %1903[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1907 = llvm.insertvalue %1905, %1906[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1908 = llvm.mlir.constant(64 : index) : i64
    %1909 = llvm.insertvalue %1908, %1907[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1910 = llvm.mlir.constant(1 : index) : i64
    %1911 = llvm.insertvalue %1910, %1909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1912 = llvm.mlir.constant(768 : index) : i64
    %1913 = llvm.insertvalue %1912, %1911[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1914 = llvm.mlir.constant(8 : index) : i64
    %1915 = llvm.insertvalue %1914, %1913[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1916 = llvm.mlir.constant(96 : index) : i64
    %1917 = llvm.insertvalue %1916, %1915[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1918 = llvm.mlir.constant(2 : index) : i64
    %1919 = llvm.insertvalue %1918, %1917[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1920 = llvm.mlir.constant(16 : index) : i64
    %1921 = llvm.insertvalue %1920, %1919[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1922 = llvm.mlir.constant(16 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1924 = llvm.mlir.constant(1 : index) : i64
    %1925 = llvm.insertvalue %1924, %1923[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1926 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1927 = llvm.extractvalue %1849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1928 = llvm.extractvalue %1849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1929 = llvm.insertvalue %1927, %1926[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1930 = llvm.insertvalue %1928, %1929[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1931 = llvm.mlir.constant(0 : index) : i64
    %1932 = llvm.insertvalue %1931, %1930[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1933 = llvm.mlir.constant(1 : index) : i64
    %1934 = llvm.insertvalue %1933, %1932[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1935 = llvm.mlir.constant(768 : index) : i64
    %1936 = llvm.insertvalue %1935, %1934[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1937 = llvm.mlir.constant(8 : index) : i64
    %1938 = llvm.insertvalue %1937, %1936[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1939 = llvm.mlir.constant(96 : index) : i64
    %1940 = llvm.insertvalue %1939, %1938[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1941 = llvm.mlir.constant(2 : index) : i64
    %1942 = llvm.insertvalue %1941, %1940[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1943 = llvm.mlir.constant(16 : index) : i64
    %1944 = llvm.insertvalue %1943, %1942[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1945 = llvm.mlir.constant(16 : index) : i64
    %1946 = llvm.insertvalue %1945, %1944[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1947 = llvm.mlir.constant(1 : index) : i64
    %1948 = llvm.insertvalue %1947, %1946[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1949 = llvm.mlir.constant(2 : index) : i64
    %1950 = llvm.mlir.constant(8 : index) : i64
    %1951 = llvm.mlir.constant(8 : index) : i64
    %1952 = llvm.mlir.constant(1 : index) : i64
    %1953 = llvm.mlir.constant(64 : index) : i64
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
    %1968 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1969 = llvm.insertvalue %1960, %1968[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1970 = llvm.insertvalue %1967, %1969[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1971 = llvm.mlir.constant(0 : index) : i64
    %1972 = llvm.insertvalue %1971, %1970[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1973 = llvm.insertvalue %1949, %1972[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1974 = llvm.insertvalue %1950, %1973[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1975 = llvm.insertvalue %1951, %1974[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1976 = llvm.insertvalue %1953, %1975[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1977 = llvm.insertvalue %1951, %1976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1978 = llvm.insertvalue %1952, %1977[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb196(%28 : i64)
  ^bb196(%1979: i64):  // 2 preds: ^bb195, ^bb203
    %1980 = llvm.icmp "slt" %1979, %12 : i64
    llvm.cond_br %1980, ^bb197, ^bb204
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%28 : i64)
  ^bb198(%1981: i64):  // 2 preds: ^bb197, ^bb202
    %1982 = llvm.icmp "slt" %1981, %16 : i64
    llvm.cond_br %1982, ^bb199, ^bb203
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%28 : i64)
  ^bb200(%1983: i64):  // 2 preds: ^bb199, ^bb201
    %1984 = llvm.icmp "slt" %1983, %16 : i64
    llvm.cond_br %1984, ^bb201, ^bb202
  ^bb201:  // pred: ^bb200
    %1985 = llvm.extractvalue %1978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1986 = llvm.mlir.constant(64 : index) : i64
    %1987 = llvm.mul %1979, %1986 overflow<nsw, nuw> : i64
    %1988 = llvm.mlir.constant(8 : index) : i64
    %1989 = llvm.mul %1981, %1988 overflow<nsw, nuw> : i64
    %1990 = llvm.add %1987, %1989 overflow<nsw, nuw> : i64
    %1991 = llvm.add %1990, %1983 overflow<nsw, nuw> : i64
    %1992 = llvm.getelementptr inbounds|nuw %1985[%1991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %1992 : f32, !llvm.ptr
    %1993 = llvm.add %1983, %17 : i64
    llvm.br ^bb200(%1993 : i64)
  ^bb202:  // pred: ^bb200
    %1994 = llvm.add %1981, %17 : i64
    llvm.br ^bb198(%1994 : i64)
  ^bb203:  // pred: ^bb198
    %1995 = llvm.add %1979, %17 : i64
    llvm.br ^bb196(%1995 : i64)
  ^bb204:  // pred: ^bb196
    %1996 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1997 = llvm.extractvalue %1978[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1998 = llvm.extractvalue %1978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1999 = llvm.insertvalue %1997, %1996[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2000 = llvm.insertvalue %1998, %1999[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2001 = llvm.mlir.constant(0 : index) : i64
    %2002 = llvm.insertvalue %2001, %2000[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2003 = llvm.mlir.constant(1 : index) : i64
    %2004 = llvm.insertvalue %2003, %2002[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2005 = llvm.mlir.constant(128 : index) : i64
    %2006 = llvm.insertvalue %2005, %2004[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2007 = llvm.mlir.constant(2 : index) : i64
    %2008 = llvm.insertvalue %2007, %2006[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2009 = llvm.mlir.constant(64 : index) : i64
    %2010 = llvm.insertvalue %2009, %2008[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2011 = llvm.mlir.constant(8 : index) : i64
    %2012 = llvm.insertvalue %2011, %2010[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2013 = llvm.mlir.constant(8 : index) : i64
    %2014 = llvm.insertvalue %2013, %2012[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2015 = llvm.mlir.constant(8 : index) : i64
    %2016 = llvm.insertvalue %2015, %2014[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2017 = llvm.mlir.constant(1 : index) : i64
    %2018 = llvm.insertvalue %2017, %2016[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2019 = llvm.mlir.constant(1 : index) : i64
    %2020 = llvm.mlir.constant(2 : index) : i64
    %2021 = llvm.mlir.constant(8 : index) : i64
    %2022 = llvm.mlir.constant(8 : index) : i64
    %2023 = llvm.mlir.constant(1 : index) : i64
    %2024 = llvm.mlir.constant(64 : index) : i64
    %2025 = llvm.mlir.constant(128 : index) : i64
    %2026 = llvm.mlir.constant(128 : index) : i64
    %2027 = llvm.mlir.zero : !llvm.ptr
    %2028 = llvm.getelementptr %2027[%2026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2029 = llvm.ptrtoint %2028 : !llvm.ptr to i64
    %2030 = llvm.mlir.constant(64 : index) : i64
    %2031 = llvm.add %2029, %2030 : i64
    %2032 = llvm.call @malloc(%2031) : (i64) -> !llvm.ptr
    %2033 = llvm.ptrtoint %2032 : !llvm.ptr to i64
    %2034 = llvm.mlir.constant(1 : index) : i64
    %2035 = llvm.sub %2030, %2034 : i64
    %2036 = llvm.add %2033, %2035 : i64
    %2037 = llvm.urem %2036, %2030 : i64
    %2038 = llvm.sub %2036, %2037 : i64
    %2039 = llvm.inttoptr %2038 : i64 to !llvm.ptr
    %2040 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2041 = llvm.insertvalue %2032, %2040[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2042 = llvm.insertvalue %2039, %2041[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2043 = llvm.mlir.constant(0 : index) : i64
    %2044 = llvm.insertvalue %2043, %2042[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.insertvalue %2019, %2044[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2046 = llvm.insertvalue %2020, %2045[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2047 = llvm.insertvalue %2021, %2046[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2048 = llvm.insertvalue %2022, %2047[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2049 = llvm.insertvalue %2025, %2048[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2050 = llvm.insertvalue %2024, %2049[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2051 = llvm.insertvalue %2022, %2050[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2052 = llvm.insertvalue %2023, %2051[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%28 : i64)
  ^bb205(%2053: i64):  // 2 preds: ^bb204, ^bb215
    %2054 = llvm.icmp "slt" %2053, %17 : i64
    llvm.cond_br %2054, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%28 : i64)
  ^bb207(%2055: i64):  // 2 preds: ^bb206, ^bb214
    %2056 = llvm.icmp "slt" %2055, %12 : i64
    llvm.cond_br %2056, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%28 : i64)
  ^bb209(%2057: i64):  // 2 preds: ^bb208, ^bb213
    %2058 = llvm.icmp "slt" %2057, %16 : i64
    llvm.cond_br %2058, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%28 : i64)
  ^bb211(%2059: i64):  // 2 preds: ^bb210, ^bb212
    %2060 = llvm.icmp "slt" %2059, %16 : i64
    llvm.cond_br %2060, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %2061 = llvm.extractvalue %2018[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2062 = llvm.mlir.constant(128 : index) : i64
    %2063 = llvm.mul %2053, %2062 overflow<nsw, nuw> : i64
    %2064 = llvm.mlir.constant(64 : index) : i64
    %2065 = llvm.mul %2055, %2064 overflow<nsw, nuw> : i64
    %2066 = llvm.add %2063, %2065 overflow<nsw, nuw> : i64
    %2067 = llvm.mlir.constant(8 : index) : i64
    %2068 = llvm.mul %2057, %2067 overflow<nsw, nuw> : i64
    %2069 = llvm.add %2066, %2068 overflow<nsw, nuw> : i64
    %2070 = llvm.add %2069, %2059 overflow<nsw, nuw> : i64
    %2071 = llvm.getelementptr inbounds|nuw %2061[%2070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2072 = llvm.load %2071 : !llvm.ptr -> f32
    %2073 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2074 = llvm.mlir.constant(128 : index) : i64
    %2075 = llvm.mul %2053, %2074 overflow<nsw, nuw> : i64
    %2076 = llvm.mlir.constant(64 : index) : i64
    %2077 = llvm.mul %2055, %2076 overflow<nsw, nuw> : i64
    %2078 = llvm.add %2075, %2077 overflow<nsw, nuw> : i64
    %2079 = llvm.mlir.constant(8 : index) : i64
    %2080 = llvm.mul %2057, %2079 overflow<nsw, nuw> : i64
    %2081 = llvm.add %2078, %2080 overflow<nsw, nuw> : i64
    %2082 = llvm.add %2081, %2059 overflow<nsw, nuw> : i64
    %2083 = llvm.getelementptr inbounds|nuw %2073[%2082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2072, %2083 : f32, !llvm.ptr
    %2084 = llvm.add %2059, %17 : i64
    llvm.br ^bb211(%2084 : i64)
  ^bb213:  // pred: ^bb211
    %2085 = llvm.add %2057, %17 : i64
    llvm.br ^bb209(%2085 : i64)
  ^bb214:  // pred: ^bb209
    %2086 = llvm.add %2055, %17 : i64
    llvm.br ^bb207(%2086 : i64)
  ^bb215:  // pred: ^bb207
    %2087 = llvm.add %2053, %17 : i64
    llvm.br ^bb205(%2087 : i64)
  ^bb216:  // pred: ^bb205
    llvm.br ^bb217(%28 : i64)
  ^bb217(%2088: i64):  // 2 preds: ^bb216, ^bb230
    %2089 = llvm.icmp "slt" %2088, %17 : i64
    llvm.cond_br %2089, ^bb218, ^bb231
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%28 : i64)
  ^bb219(%2090: i64):  // 2 preds: ^bb218, ^bb229
    %2091 = llvm.icmp "slt" %2090, %12 : i64
    llvm.cond_br %2091, ^bb220, ^bb230
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%28 : i64)
  ^bb221(%2092: i64):  // 2 preds: ^bb220, ^bb228
    %2093 = llvm.icmp "slt" %2092, %16 : i64
    llvm.cond_br %2093, ^bb222, ^bb229
  ^bb222:  // pred: ^bb221
    llvm.br ^bb223(%28 : i64)
  ^bb223(%2094: i64):  // 2 preds: ^bb222, ^bb227
    %2095 = llvm.icmp "slt" %2094, %16 : i64
    llvm.cond_br %2095, ^bb224, ^bb228
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%28 : i64)
  ^bb225(%2096: i64):  // 2 preds: ^bb224, ^bb226
    %2097 = llvm.icmp "slt" %2096, %11 : i64
    llvm.cond_br %2097, ^bb226, ^bb227
  ^bb226:  // pred: ^bb225
    %2098 = llvm.extractvalue %1948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2099 = llvm.mlir.constant(768 : index) : i64
    %2100 = llvm.mul %2088, %2099 overflow<nsw, nuw> : i64
    %2101 = llvm.mlir.constant(96 : index) : i64
    %2102 = llvm.mul %2092, %2101 overflow<nsw, nuw> : i64
    %2103 = llvm.add %2100, %2102 overflow<nsw, nuw> : i64
    %2104 = llvm.mlir.constant(16 : index) : i64
    %2105 = llvm.mul %2090, %2104 overflow<nsw, nuw> : i64
    %2106 = llvm.add %2103, %2105 overflow<nsw, nuw> : i64
    %2107 = llvm.add %2106, %2096 overflow<nsw, nuw> : i64
    %2108 = llvm.getelementptr inbounds|nuw %2098[%2107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2109 = llvm.load %2108 : !llvm.ptr -> f32
    %2110 = llvm.extractvalue %1902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2111 = llvm.mlir.constant(32 : index) : i64
    %2112 = llvm.getelementptr %2110[%2111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2113 = llvm.mlir.constant(768 : index) : i64
    %2114 = llvm.mul %2088, %2113 overflow<nsw, nuw> : i64
    %2115 = llvm.mlir.constant(96 : index) : i64
    %2116 = llvm.mul %2094, %2115 overflow<nsw, nuw> : i64
    %2117 = llvm.add %2114, %2116 overflow<nsw, nuw> : i64
    %2118 = llvm.mlir.constant(16 : index) : i64
    %2119 = llvm.mul %2090, %2118 overflow<nsw, nuw> : i64
    %2120 = llvm.add %2117, %2119 overflow<nsw, nuw> : i64
    %2121 = llvm.add %2120, %2096 overflow<nsw, nuw> : i64
    %2122 = llvm.getelementptr inbounds|nuw %2112[%2121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2123 = llvm.load %2122 : !llvm.ptr -> f32
    %2124 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2125 = llvm.mlir.constant(128 : index) : i64
    %2126 = llvm.mul %2088, %2125 overflow<nsw, nuw> : i64
    %2127 = llvm.mlir.constant(64 : index) : i64
    %2128 = llvm.mul %2090, %2127 overflow<nsw, nuw> : i64
    %2129 = llvm.add %2126, %2128 overflow<nsw, nuw> : i64
    %2130 = llvm.mlir.constant(8 : index) : i64
    %2131 = llvm.mul %2092, %2130 overflow<nsw, nuw> : i64
    %2132 = llvm.add %2129, %2131 overflow<nsw, nuw> : i64
    %2133 = llvm.add %2132, %2094 overflow<nsw, nuw> : i64
    %2134 = llvm.getelementptr inbounds|nuw %2124[%2133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2135 = llvm.load %2134 : !llvm.ptr -> f32
    %2136 = llvm.fmul %2109, %2123 : f32
    %2137 = llvm.fadd %2135, %2136 : f32
    %2138 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2139 = llvm.mlir.constant(128 : index) : i64
    %2140 = llvm.mul %2088, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.mlir.constant(64 : index) : i64
    %2142 = llvm.mul %2090, %2141 overflow<nsw, nuw> : i64
    %2143 = llvm.add %2140, %2142 overflow<nsw, nuw> : i64
    %2144 = llvm.mlir.constant(8 : index) : i64
    %2145 = llvm.mul %2092, %2144 overflow<nsw, nuw> : i64
    %2146 = llvm.add %2143, %2145 overflow<nsw, nuw> : i64
    %2147 = llvm.add %2146, %2094 overflow<nsw, nuw> : i64
    %2148 = llvm.getelementptr inbounds|nuw %2138[%2147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2137, %2148 : f32, !llvm.ptr
    %2149 = llvm.add %2096, %17 : i64
    llvm.br ^bb225(%2149 : i64)
  ^bb227:  // pred: ^bb225
    %2150 = llvm.add %2094, %17 : i64
    llvm.br ^bb223(%2150 : i64)
  ^bb228:  // pred: ^bb223
    %2151 = llvm.add %2092, %17 : i64
    llvm.br ^bb221(%2151 : i64)
  ^bb229:  // pred: ^bb221
    %2152 = llvm.add %2090, %17 : i64
    llvm.br ^bb219(%2152 : i64)
  ^bb230:  // pred: ^bb219
    %2153 = llvm.add %2088, %17 : i64
    llvm.br ^bb217(%2153 : i64)
  ^bb231:  // pred: ^bb217
    %2154 = llvm.mlir.constant(1 : index) : i64
    %2155 = llvm.mlir.constant(2 : index) : i64
    %2156 = llvm.mlir.constant(8 : index) : i64
    %2157 = llvm.mlir.constant(8 : index) : i64
    %2158 = llvm.mlir.constant(1 : index) : i64
    %2159 = llvm.mlir.constant(64 : index) : i64
    %2160 = llvm.mlir.constant(128 : index) : i64
    %2161 = llvm.mlir.constant(128 : index) : i64
    %2162 = llvm.mlir.zero : !llvm.ptr
    %2163 = llvm.getelementptr %2162[%2161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2164 = llvm.ptrtoint %2163 : !llvm.ptr to i64
    %2165 = llvm.mlir.constant(64 : index) : i64
    %2166 = llvm.add %2164, %2165 : i64
    %2167 = llvm.call @malloc(%2166) : (i64) -> !llvm.ptr
    %2168 = llvm.ptrtoint %2167 : !llvm.ptr to i64
    %2169 = llvm.mlir.constant(1 : index) : i64
    %2170 = llvm.sub %2165, %2169 : i64
    %2171 = llvm.add %2168, %2170 : i64
    %2172 = llvm.urem %2171, %2165 : i64
    %2173 = llvm.sub %2171, %2172 : i64
    %2174 = llvm.inttoptr %2173 : i64 to !llvm.ptr
    %2175 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2176 = llvm.insertvalue %2167, %2175[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.insertvalue %2174, %2176[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2178 = llvm.mlir.constant(0 : index) : i64
    %2179 = llvm.insertvalue %2178, %2177[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2180 = llvm.insertvalue %2154, %2179[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2181 = llvm.insertvalue %2155, %2180[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2182 = llvm.insertvalue %2156, %2181[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2183 = llvm.insertvalue %2157, %2182[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2184 = llvm.insertvalue %2160, %2183[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2185 = llvm.insertvalue %2159, %2184[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2186 = llvm.insertvalue %2157, %2185[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2187 = llvm.insertvalue %2158, %2186[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb232(%28 : i64)
  ^bb232(%2188: i64):  // 2 preds: ^bb231, ^bb242
    %2189 = llvm.icmp "slt" %2188, %17 : i64
    llvm.cond_br %2189, ^bb233, ^bb243
  ^bb233:  // pred: ^bb232
    llvm.br ^bb234(%28 : i64)
  ^bb234(%2190: i64):  // 2 preds: ^bb233, ^bb241
    %2191 = llvm.icmp "slt" %2190, %12 : i64
    llvm.cond_br %2191, ^bb235, ^bb242
  ^bb235:  // pred: ^bb234
    llvm.br ^bb236(%28 : i64)
  ^bb236(%2192: i64):  // 2 preds: ^bb235, ^bb240
    %2193 = llvm.icmp "slt" %2192, %16 : i64
    llvm.cond_br %2193, ^bb237, ^bb241
  ^bb237:  // pred: ^bb236
    llvm.br ^bb238(%28 : i64)
  ^bb238(%2194: i64):  // 2 preds: ^bb237, ^bb239
    %2195 = llvm.icmp "slt" %2194, %16 : i64
    llvm.cond_br %2195, ^bb239, ^bb240
  ^bb239:  // pred: ^bb238
    %2196 = llvm.extractvalue %2052[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2197 = llvm.mlir.constant(128 : index) : i64
    %2198 = llvm.mul %2188, %2197 overflow<nsw, nuw> : i64
    %2199 = llvm.mlir.constant(64 : index) : i64
    %2200 = llvm.mul %2190, %2199 overflow<nsw, nuw> : i64
    %2201 = llvm.add %2198, %2200 overflow<nsw, nuw> : i64
    %2202 = llvm.mlir.constant(8 : index) : i64
    %2203 = llvm.mul %2192, %2202 overflow<nsw, nuw> : i64
    %2204 = llvm.add %2201, %2203 overflow<nsw, nuw> : i64
    %2205 = llvm.add %2204, %2194 overflow<nsw, nuw> : i64
    %2206 = llvm.getelementptr inbounds|nuw %2196[%2205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2207 = llvm.load %2206 : !llvm.ptr -> f32
    %2208 = llvm.extractvalue %1147[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2209 = llvm.mlir.constant(64 : index) : i64
    %2210 = llvm.mul %2188, %2209 overflow<nsw, nuw> : i64
    %2211 = llvm.mlir.constant(64 : index) : i64
    %2212 = llvm.mul %28, %2211 overflow<nsw, nuw> : i64
    %2213 = llvm.add %2210, %2212 overflow<nsw, nuw> : i64
    %2214 = llvm.mlir.constant(8 : index) : i64
    %2215 = llvm.mul %2192, %2214 overflow<nsw, nuw> : i64
    %2216 = llvm.add %2213, %2215 overflow<nsw, nuw> : i64
    %2217 = llvm.add %2216, %2194 overflow<nsw, nuw> : i64
    %2218 = llvm.getelementptr inbounds|nuw %2208[%2217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2219 = llvm.load %2218 : !llvm.ptr -> f32
    %2220 = llvm.fmul %2207, %20 : f32
    %2221 = llvm.fadd %2220, %2219 : f32
    %2222 = llvm.extractvalue %2187[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2223 = llvm.mlir.constant(128 : index) : i64
    %2224 = llvm.mul %2188, %2223 overflow<nsw, nuw> : i64
    %2225 = llvm.mlir.constant(64 : index) : i64
    %2226 = llvm.mul %2190, %2225 overflow<nsw, nuw> : i64
    %2227 = llvm.add %2224, %2226 overflow<nsw, nuw> : i64
    %2228 = llvm.mlir.constant(8 : index) : i64
    %2229 = llvm.mul %2192, %2228 overflow<nsw, nuw> : i64
    %2230 = llvm.add %2227, %2229 overflow<nsw, nuw> : i64
    %2231 = llvm.add %2230, %2194 overflow<nsw, nuw> : i64
    %2232 = llvm.getelementptr inbounds|nuw %2222[%2231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2221, %2232 : f32, !llvm.ptr
    %2233 = llvm.add %2194, %17 : i64
    llvm.br ^bb238(%2233 : i64)
  ^bb240:  // pred: ^bb238
    %2234 = llvm.add %2192, %17 : i64
    llvm.br ^bb236(%2234 : i64)
  ^bb241:  // pred: ^bb236
    %2235 = llvm.add %2190, %17 : i64
    llvm.br ^bb234(%2235 : i64)
  ^bb242:  // pred: ^bb234
    %2236 = llvm.add %2188, %17 : i64
    llvm.br ^bb232(%2236 : i64)
  ^bb243:  // pred: ^bb232
    %2237 = llvm.mlir.constant(1 : index) : i64
    %2238 = llvm.mlir.constant(2 : index) : i64
    %2239 = llvm.mlir.constant(8 : index) : i64
    %2240 = llvm.mlir.constant(1 : index) : i64
    %2241 = llvm.mlir.constant(16 : index) : i64
    %2242 = llvm.mlir.constant(16 : index) : i64
    %2243 = llvm.mlir.zero : !llvm.ptr
    %2244 = llvm.getelementptr %2243[%2242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2245 = llvm.ptrtoint %2244 : !llvm.ptr to i64
    %2246 = llvm.mlir.constant(64 : index) : i64
    %2247 = llvm.add %2245, %2246 : i64
    %2248 = llvm.call @malloc(%2247) : (i64) -> !llvm.ptr
    %2249 = llvm.ptrtoint %2248 : !llvm.ptr to i64
    %2250 = llvm.mlir.constant(1 : index) : i64
    %2251 = llvm.sub %2246, %2250 : i64
    %2252 = llvm.add %2249, %2251 : i64
    %2253 = llvm.urem %2252, %2246 : i64
    %2254 = llvm.sub %2252, %2253 : i64
    %2255 = llvm.inttoptr %2254 : i64 to !llvm.ptr
    %2256 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2257 = llvm.insertvalue %2248, %2256[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2258 = llvm.insertvalue %2255, %2257[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2259 = llvm.mlir.constant(0 : index) : i64
    %2260 = llvm.insertvalue %2259, %2258[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2261 = llvm.insertvalue %2237, %2260[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2262 = llvm.insertvalue %2238, %2261[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2263 = llvm.insertvalue %2239, %2262[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2264 = llvm.insertvalue %2241, %2263[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2265 = llvm.insertvalue %2239, %2264[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2266 = llvm.insertvalue %2240, %2265[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb244(%28 : i64)
  ^bb244(%2267: i64):  // 2 preds: ^bb243, ^bb251
    %2268 = llvm.icmp "slt" %2267, %17 : i64
    llvm.cond_br %2268, ^bb245, ^bb252
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%28 : i64)
  ^bb246(%2269: i64):  // 2 preds: ^bb245, ^bb250
    %2270 = llvm.icmp "slt" %2269, %12 : i64
    llvm.cond_br %2270, ^bb247, ^bb251
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%28 : i64)
  ^bb248(%2271: i64):  // 2 preds: ^bb247, ^bb249
    %2272 = llvm.icmp "slt" %2271, %16 : i64
    llvm.cond_br %2272, ^bb249, ^bb250
  ^bb249:  // pred: ^bb248
    %2273 = llvm.extractvalue %2266[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2274 = llvm.mlir.constant(16 : index) : i64
    %2275 = llvm.mul %2267, %2274 overflow<nsw, nuw> : i64
    %2276 = llvm.mlir.constant(8 : index) : i64
    %2277 = llvm.mul %2269, %2276 overflow<nsw, nuw> : i64
    %2278 = llvm.add %2275, %2277 overflow<nsw, nuw> : i64
    %2279 = llvm.add %2278, %2271 overflow<nsw, nuw> : i64
    %2280 = llvm.getelementptr inbounds|nuw %2273[%2279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %26, %2280 : f32, !llvm.ptr
    %2281 = llvm.add %2271, %17 : i64
    llvm.br ^bb248(%2281 : i64)
  ^bb250:  // pred: ^bb248
    %2282 = llvm.add %2269, %17 : i64
    llvm.br ^bb246(%2282 : i64)
  ^bb251:  // pred: ^bb246
    %2283 = llvm.add %2267, %17 : i64
    llvm.br ^bb244(%2283 : i64)
  ^bb252:  // pred: ^bb244
    %2284 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2285 = llvm.extractvalue %2187[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2286 = llvm.extractvalue %2187[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2287 = llvm.insertvalue %2285, %2284[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2288 = llvm.insertvalue %2286, %2287[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2289 = llvm.mlir.constant(0 : index) : i64
    %2290 = llvm.insertvalue %2289, %2288[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2291 = llvm.mlir.constant(1 : index) : i64
    %2292 = llvm.insertvalue %2291, %2290[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2293 = llvm.mlir.constant(128 : index) : i64
    %2294 = llvm.insertvalue %2293, %2292[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2295 = llvm.mlir.constant(2 : index) : i64
    %2296 = llvm.insertvalue %2295, %2294[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2297 = llvm.mlir.constant(64 : index) : i64
    %2298 = llvm.insertvalue %2297, %2296[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2299 = llvm.mlir.constant(8 : index) : i64
    %2300 = llvm.insertvalue %2299, %2298[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2301 = llvm.mlir.constant(8 : index) : i64
    %2302 = llvm.insertvalue %2301, %2300[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2303 = llvm.mlir.constant(1 : index) : i64
    %2304 = llvm.insertvalue %2303, %2302[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2305 = llvm.mlir.constant(8 : index) : i64
    %2306 = llvm.insertvalue %2305, %2304[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2307 = llvm.mlir.constant(8 : index) : i64
    %2308 = llvm.insertvalue %2307, %2306[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2309 = llvm.mlir.constant(1 : index) : i64
    %2310 = llvm.insertvalue %2309, %2308[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2311 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2312 = llvm.extractvalue %2266[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2313 = llvm.extractvalue %2266[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2314 = llvm.insertvalue %2312, %2311[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2315 = llvm.insertvalue %2313, %2314[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.mlir.constant(0 : index) : i64
    %2317 = llvm.insertvalue %2316, %2315[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2318 = llvm.mlir.constant(1 : index) : i64
    %2319 = llvm.insertvalue %2318, %2317[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2320 = llvm.mlir.constant(16 : index) : i64
    %2321 = llvm.insertvalue %2320, %2319[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2322 = llvm.mlir.constant(2 : index) : i64
    %2323 = llvm.insertvalue %2322, %2321[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2324 = llvm.mlir.constant(8 : index) : i64
    %2325 = llvm.insertvalue %2324, %2323[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2326 = llvm.mlir.constant(8 : index) : i64
    %2327 = llvm.insertvalue %2326, %2325[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2328 = llvm.mlir.constant(1 : index) : i64
    %2329 = llvm.insertvalue %2328, %2327[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2330 = llvm.mlir.constant(1 : index) : i64
    %2331 = llvm.insertvalue %2330, %2329[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2332 = llvm.mlir.constant(1 : index) : i64
    %2333 = llvm.insertvalue %2332, %2331[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2334 = llvm.mlir.constant(1 : index) : i64
    %2335 = llvm.mlir.constant(2 : index) : i64
    %2336 = llvm.mlir.constant(8 : index) : i64
    %2337 = llvm.mlir.constant(1 : index) : i64
    %2338 = llvm.mlir.constant(1 : index) : i64
    %2339 = llvm.mlir.constant(16 : index) : i64
    %2340 = llvm.mlir.constant(16 : index) : i64
    %2341 = llvm.mlir.zero : !llvm.ptr
    %2342 = llvm.getelementptr %2341[%2340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2343 = llvm.ptrtoint %2342 : !llvm.ptr to i64
    %2344 = llvm.mlir.constant(64 : index) : i64
    %2345 = llvm.add %2343, %2344 : i64
    %2346 = llvm.call @malloc(%2345) : (i64) -> !llvm.ptr
    %2347 = llvm.ptrtoint %2346 : !llvm.ptr to i64
    %2348 = llvm.mlir.constant(1 : index) : i64
    %2349 = llvm.sub %2344, %2348 : i64
    %2350 = llvm.add %2347, %2349 : i64
    %2351 = llvm.urem %2350, %2344 : i64
    %2352 = llvm.sub %2350, %2351 : i64
    %2353 = llvm.inttoptr %2352 : i64 to !llvm.ptr
    %2354 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2355 = llvm.insertvalue %2346, %2354[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2356 = llvm.insertvalue %2353, %2355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2357 = llvm.mlir.constant(0 : index) : i64
    %2358 = llvm.insertvalue %2357, %2356[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2359 = llvm.insertvalue %2334, %2358[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2360 = llvm.insertvalue %2335, %2359[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2361 = llvm.insertvalue %2336, %2360[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2362 = llvm.insertvalue %2337, %2361[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2363 = llvm.insertvalue %2339, %2362[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2364 = llvm.insertvalue %2336, %2363[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2365 = llvm.insertvalue %2337, %2364[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2366 = llvm.insertvalue %2338, %2365[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb253(%28 : i64)
  ^bb253(%2367: i64):  // 2 preds: ^bb252, ^bb263
    %2368 = llvm.icmp "slt" %2367, %17 : i64
    llvm.cond_br %2368, ^bb254, ^bb264
  ^bb254:  // pred: ^bb253
    llvm.br ^bb255(%28 : i64)
  ^bb255(%2369: i64):  // 2 preds: ^bb254, ^bb262
    %2370 = llvm.icmp "slt" %2369, %12 : i64
    llvm.cond_br %2370, ^bb256, ^bb263
  ^bb256:  // pred: ^bb255
    llvm.br ^bb257(%28 : i64)
  ^bb257(%2371: i64):  // 2 preds: ^bb256, ^bb261
    %2372 = llvm.icmp "slt" %2371, %16 : i64
    llvm.cond_br %2372, ^bb258, ^bb262
  ^bb258:  // pred: ^bb257
    llvm.br ^bb259(%28 : i64)
  ^bb259(%2373: i64):  // 2 preds: ^bb258, ^bb260
    %2374 = llvm.icmp "slt" %2373, %17 : i64
    llvm.cond_br %2374, ^bb260, ^bb261
  ^bb260:  // pred: ^bb259
    %2375 = llvm.extractvalue %2333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2376 = llvm.mlir.constant(16 : index) : i64
    %2377 = llvm.mul %2367, %2376 overflow<nsw, nuw> : i64
    %2378 = llvm.mlir.constant(8 : index) : i64
    %2379 = llvm.mul %2369, %2378 overflow<nsw, nuw> : i64
    %2380 = llvm.add %2377, %2379 overflow<nsw, nuw> : i64
    %2381 = llvm.add %2380, %2371 overflow<nsw, nuw> : i64
    %2382 = llvm.add %2381, %2373 overflow<nsw, nuw> : i64
    %2383 = llvm.getelementptr inbounds|nuw %2375[%2382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2384 = llvm.load %2383 : !llvm.ptr -> f32
    %2385 = llvm.extractvalue %2366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2386 = llvm.mlir.constant(16 : index) : i64
    %2387 = llvm.mul %2367, %2386 overflow<nsw, nuw> : i64
    %2388 = llvm.mlir.constant(8 : index) : i64
    %2389 = llvm.mul %2369, %2388 overflow<nsw, nuw> : i64
    %2390 = llvm.add %2387, %2389 overflow<nsw, nuw> : i64
    %2391 = llvm.add %2390, %2371 overflow<nsw, nuw> : i64
    %2392 = llvm.add %2391, %2373 overflow<nsw, nuw> : i64
    %2393 = llvm.getelementptr inbounds|nuw %2385[%2392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2384, %2393 : f32, !llvm.ptr
    %2394 = llvm.add %2373, %17 : i64
    llvm.br ^bb259(%2394 : i64)
  ^bb261:  // pred: ^bb259
    %2395 = llvm.add %2371, %17 : i64
    llvm.br ^bb257(%2395 : i64)
  ^bb262:  // pred: ^bb257
    %2396 = llvm.add %2369, %17 : i64
    llvm.br ^bb255(%2396 : i64)
  ^bb263:  // pred: ^bb255
    %2397 = llvm.add %2367, %17 : i64
    llvm.br ^bb253(%2397 : i64)
  ^bb264:  // pred: ^bb253
    llvm.br ^bb265(%28 : i64)
  ^bb265(%2398: i64):  // 2 preds: ^bb264, ^bb278
    %2399 = llvm.icmp "slt" %2398, %17 : i64
    llvm.cond_br %2399, ^bb266, ^bb279
  ^bb266:  // pred: ^bb265
    llvm.br ^bb267(%28 : i64)
  ^bb267(%2400: i64):  // 2 preds: ^bb266, ^bb277
    %2401 = llvm.icmp "slt" %2400, %12 : i64
    llvm.cond_br %2401, ^bb268, ^bb278
  ^bb268:  // pred: ^bb267
    llvm.br ^bb269(%28 : i64)
  ^bb269(%2402: i64):  // 2 preds: ^bb268, ^bb276
    %2403 = llvm.icmp "slt" %2402, %16 : i64
    llvm.cond_br %2403, ^bb270, ^bb277
  ^bb270:  // pred: ^bb269
    llvm.br ^bb271(%28 : i64)
  ^bb271(%2404: i64):  // 2 preds: ^bb270, ^bb275
    %2405 = llvm.icmp "slt" %2404, %17 : i64
    llvm.cond_br %2405, ^bb272, ^bb276
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%28 : i64)
  ^bb273(%2406: i64):  // 2 preds: ^bb272, ^bb274
    %2407 = llvm.icmp "slt" %2406, %16 : i64
    llvm.cond_br %2407, ^bb274, ^bb275
  ^bb274:  // pred: ^bb273
    %2408 = llvm.extractvalue %2310[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2409 = llvm.mlir.constant(128 : index) : i64
    %2410 = llvm.mul %2398, %2409 overflow<nsw, nuw> : i64
    %2411 = llvm.mlir.constant(64 : index) : i64
    %2412 = llvm.mul %2400, %2411 overflow<nsw, nuw> : i64
    %2413 = llvm.add %2410, %2412 overflow<nsw, nuw> : i64
    %2414 = llvm.mlir.constant(8 : index) : i64
    %2415 = llvm.mul %2402, %2414 overflow<nsw, nuw> : i64
    %2416 = llvm.add %2413, %2415 overflow<nsw, nuw> : i64
    %2417 = llvm.mlir.constant(8 : index) : i64
    %2418 = llvm.mul %2404, %2417 overflow<nsw, nuw> : i64
    %2419 = llvm.add %2416, %2418 overflow<nsw, nuw> : i64
    %2420 = llvm.add %2419, %2406 overflow<nsw, nuw> : i64
    %2421 = llvm.getelementptr inbounds|nuw %2408[%2420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2422 = llvm.load %2421 : !llvm.ptr -> f32
    %2423 = llvm.extractvalue %2366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2424 = llvm.mlir.constant(16 : index) : i64
    %2425 = llvm.mul %2398, %2424 overflow<nsw, nuw> : i64
    %2426 = llvm.mlir.constant(8 : index) : i64
    %2427 = llvm.mul %2400, %2426 overflow<nsw, nuw> : i64
    %2428 = llvm.add %2425, %2427 overflow<nsw, nuw> : i64
    %2429 = llvm.add %2428, %2402 overflow<nsw, nuw> : i64
    %2430 = llvm.add %2429, %2404 overflow<nsw, nuw> : i64
    %2431 = llvm.getelementptr inbounds|nuw %2423[%2430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2432 = llvm.load %2431 : !llvm.ptr -> f32
    %2433 = llvm.intr.maximum(%2422, %2432) : (f32, f32) -> f32
    %2434 = llvm.extractvalue %2366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.mlir.constant(16 : index) : i64
    %2436 = llvm.mul %2398, %2435 overflow<nsw, nuw> : i64
    %2437 = llvm.mlir.constant(8 : index) : i64
    %2438 = llvm.mul %2400, %2437 overflow<nsw, nuw> : i64
    %2439 = llvm.add %2436, %2438 overflow<nsw, nuw> : i64
    %2440 = llvm.add %2439, %2402 overflow<nsw, nuw> : i64
    %2441 = llvm.add %2440, %2404 overflow<nsw, nuw> : i64
    %2442 = llvm.getelementptr inbounds|nuw %2434[%2441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2433, %2442 : f32, !llvm.ptr
    %2443 = llvm.add %2406, %17 : i64
    llvm.br ^bb273(%2443 : i64)
  ^bb275:  // pred: ^bb273
    %2444 = llvm.add %2404, %17 : i64
    llvm.br ^bb271(%2444 : i64)
  ^bb276:  // pred: ^bb271
    %2445 = llvm.add %2402, %17 : i64
    llvm.br ^bb269(%2445 : i64)
  ^bb277:  // pred: ^bb269
    %2446 = llvm.add %2400, %17 : i64
    llvm.br ^bb267(%2446 : i64)
  ^bb278:  // pred: ^bb267
    %2447 = llvm.add %2398, %17 : i64
    llvm.br ^bb265(%2447 : i64)
  ^bb279:  // pred: ^bb265
    %2448 = llvm.mlir.constant(1 : index) : i64
    %2449 = llvm.mlir.constant(2 : index) : i64
    %2450 = llvm.mlir.constant(8 : index) : i64
    %2451 = llvm.mlir.constant(8 : index) : i64
    %2452 = llvm.mlir.constant(1 : index) : i64
    %2453 = llvm.mlir.constant(64 : index) : i64
    %2454 = llvm.mlir.constant(128 : index) : i64
    %2455 = llvm.mlir.constant(128 : index) : i64
    %2456 = llvm.mlir.zero : !llvm.ptr
    %2457 = llvm.getelementptr %2456[%2455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2458 = llvm.ptrtoint %2457 : !llvm.ptr to i64
    %2459 = llvm.mlir.constant(64 : index) : i64
    %2460 = llvm.add %2458, %2459 : i64
    %2461 = llvm.call @malloc(%2460) : (i64) -> !llvm.ptr
    %2462 = llvm.ptrtoint %2461 : !llvm.ptr to i64
    %2463 = llvm.mlir.constant(1 : index) : i64
    %2464 = llvm.sub %2459, %2463 : i64
    %2465 = llvm.add %2462, %2464 : i64
    %2466 = llvm.urem %2465, %2459 : i64
    %2467 = llvm.sub %2465, %2466 : i64
    %2468 = llvm.inttoptr %2467 : i64 to !llvm.ptr
    %2469 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2470 = llvm.insertvalue %2461, %2469[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2471 = llvm.insertvalue %2468, %2470[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2472 = llvm.mlir.constant(0 : index) : i64
    %2473 = llvm.insertvalue %2472, %2471[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2474 = llvm.insertvalue %2448, %2473[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2475 = llvm.insertvalue %2449, %2474[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2476 = llvm.insertvalue %2450, %2475[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.insertvalue %2451, %2476[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2478 = llvm.insertvalue %2454, %2477[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.insertvalue %2453, %2478[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2480 = llvm.insertvalue %2451, %2479[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2481 = llvm.insertvalue %2452, %2480[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb280(%28 : i64)
  ^bb280(%2482: i64):  // 2 preds: ^bb279, ^bb290
    %2483 = llvm.icmp "slt" %2482, %17 : i64
    llvm.cond_br %2483, ^bb281, ^bb291
  ^bb281:  // pred: ^bb280
    llvm.br ^bb282(%28 : i64)
  ^bb282(%2484: i64):  // 2 preds: ^bb281, ^bb289
    %2485 = llvm.icmp "slt" %2484, %12 : i64
    llvm.cond_br %2485, ^bb283, ^bb290
  ^bb283:  // pred: ^bb282
    llvm.br ^bb284(%28 : i64)
  ^bb284(%2486: i64):  // 2 preds: ^bb283, ^bb288
    %2487 = llvm.icmp "slt" %2486, %16 : i64
    llvm.cond_br %2487, ^bb285, ^bb289
  ^bb285:  // pred: ^bb284
    llvm.br ^bb286(%28 : i64)
  ^bb286(%2488: i64):  // 2 preds: ^bb285, ^bb287
    %2489 = llvm.icmp "slt" %2488, %16 : i64
    llvm.cond_br %2489, ^bb287, ^bb288
  ^bb287:  // pred: ^bb286
    %2490 = llvm.extractvalue %2187[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2491 = llvm.mlir.constant(128 : index) : i64
    %2492 = llvm.mul %2482, %2491 overflow<nsw, nuw> : i64
    %2493 = llvm.mlir.constant(64 : index) : i64
    %2494 = llvm.mul %2484, %2493 overflow<nsw, nuw> : i64
    %2495 = llvm.add %2492, %2494 overflow<nsw, nuw> : i64
    %2496 = llvm.mlir.constant(8 : index) : i64
    %2497 = llvm.mul %2486, %2496 overflow<nsw, nuw> : i64
    %2498 = llvm.add %2495, %2497 overflow<nsw, nuw> : i64
    %2499 = llvm.add %2498, %2488 overflow<nsw, nuw> : i64
    %2500 = llvm.getelementptr inbounds|nuw %2490[%2499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2501 = llvm.load %2500 : !llvm.ptr -> f32
    %2502 = llvm.extractvalue %2366[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2503 = llvm.mlir.constant(16 : index) : i64
    %2504 = llvm.mul %2482, %2503 overflow<nsw, nuw> : i64
    %2505 = llvm.mlir.constant(8 : index) : i64
    %2506 = llvm.mul %2484, %2505 overflow<nsw, nuw> : i64
    %2507 = llvm.add %2504, %2506 overflow<nsw, nuw> : i64
    %2508 = llvm.add %2507, %2486 overflow<nsw, nuw> : i64
    %2509 = llvm.add %2508, %28 overflow<nsw, nuw> : i64
    %2510 = llvm.getelementptr inbounds|nuw %2502[%2509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2511 = llvm.load %2510 : !llvm.ptr -> f32
    %2512 = llvm.fsub %2501, %2511 : f32
    %2513 = llvm.fmul %2512, %8 : f32
    %2514 = llvm.intr.exp2(%2513) : (f32) -> f32
    %2515 = llvm.extractvalue %2481[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2516 = llvm.mlir.constant(128 : index) : i64
    %2517 = llvm.mul %2482, %2516 overflow<nsw, nuw> : i64
    %2518 = llvm.mlir.constant(64 : index) : i64
    %2519 = llvm.mul %2484, %2518 overflow<nsw, nuw> : i64
    %2520 = llvm.add %2517, %2519 overflow<nsw, nuw> : i64
    %2521 = llvm.mlir.constant(8 : index) : i64
    %2522 = llvm.mul %2486, %2521 overflow<nsw, nuw> : i64
    %2523 = llvm.add %2520, %2522 overflow<nsw, nuw> : i64
    %2524 = llvm.add %2523, %2488 overflow<nsw, nuw> : i64
    %2525 = llvm.getelementptr inbounds|nuw %2515[%2524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2514, %2525 : f32, !llvm.ptr
    %2526 = llvm.add %2488, %17 : i64
    llvm.br ^bb286(%2526 : i64)
  ^bb288:  // pred: ^bb286
    %2527 = llvm.add %2486, %17 : i64
    llvm.br ^bb284(%2527 : i64)
  ^bb289:  // pred: ^bb284
    %2528 = llvm.add %2484, %17 : i64
    llvm.br ^bb282(%2528 : i64)
  ^bb290:  // pred: ^bb282
    %2529 = llvm.add %2482, %17 : i64
    llvm.br ^bb280(%2529 : i64)
  ^bb291:  // pred: ^bb280
    %2530 = llvm.mlir.constant(1 : index) : i64
    %2531 = llvm.mlir.constant(2 : index) : i64
    %2532 = llvm.mlir.constant(8 : index) : i64
    %2533 = llvm.mlir.constant(1 : index) : i64
    %2534 = llvm.mlir.constant(1 : index) : i64
    %2535 = llvm.mlir.constant(16 : index) : i64
    %2536 = llvm.mlir.constant(16 : index) : i64
    %2537 = llvm.mlir.zero : !llvm.ptr
    %2538 = llvm.getelementptr %2537[%2536] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2539 = llvm.ptrtoint %2538 : !llvm.ptr to i64
    %2540 = llvm.mlir.constant(64 : index) : i64
    %2541 = llvm.add %2539, %2540 : i64
    %2542 = llvm.call @malloc(%2541) : (i64) -> !llvm.ptr
    %2543 = llvm.ptrtoint %2542 : !llvm.ptr to i64
    %2544 = llvm.mlir.constant(1 : index) : i64
    %2545 = llvm.sub %2540, %2544 : i64
    %2546 = llvm.add %2543, %2545 : i64
    %2547 = llvm.urem %2546, %2540 : i64
    %2548 = llvm.sub %2546, %2547 : i64
    %2549 = llvm.inttoptr %2548 : i64 to !llvm.ptr
    %2550 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2551 = llvm.insertvalue %2542, %2550[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2552 = llvm.insertvalue %2549, %2551[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2553 = llvm.mlir.constant(0 : index) : i64
    %2554 = llvm.insertvalue %2553, %2552[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2555 = llvm.insertvalue %2530, %2554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2556 = llvm.insertvalue %2531, %2555[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2557 = llvm.insertvalue %2532, %2556[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2558 = llvm.insertvalue %2533, %2557[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2559 = llvm.insertvalue %2535, %2558[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2560 = llvm.insertvalue %2532, %2559[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2561 = llvm.insertvalue %2533, %2560[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2562 = llvm.insertvalue %2534, %2561[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb292(%28 : i64)
  ^bb292(%2563: i64):  // 2 preds: ^bb291, ^bb302
    %2564 = llvm.icmp "slt" %2563, %17 : i64
    llvm.cond_br %2564, ^bb293, ^bb303
  ^bb293:  // pred: ^bb292
    llvm.br ^bb294(%28 : i64)
  ^bb294(%2565: i64):  // 2 preds: ^bb293, ^bb301
    %2566 = llvm.icmp "slt" %2565, %12 : i64
    llvm.cond_br %2566, ^bb295, ^bb302
  ^bb295:  // pred: ^bb294
    llvm.br ^bb296(%28 : i64)
  ^bb296(%2567: i64):  // 2 preds: ^bb295, ^bb300
    %2568 = llvm.icmp "slt" %2567, %16 : i64
    llvm.cond_br %2568, ^bb297, ^bb301
  ^bb297:  // pred: ^bb296
    llvm.br ^bb298(%28 : i64)
  ^bb298(%2569: i64):  // 2 preds: ^bb297, ^bb299
    %2570 = llvm.icmp "slt" %2569, %17 : i64
    llvm.cond_br %2570, ^bb299, ^bb300
  ^bb299:  // pred: ^bb298
    %2571 = llvm.extractvalue %2562[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2572 = llvm.mlir.constant(16 : index) : i64
    %2573 = llvm.mul %2563, %2572 overflow<nsw, nuw> : i64
    %2574 = llvm.mlir.constant(8 : index) : i64
    %2575 = llvm.mul %2565, %2574 overflow<nsw, nuw> : i64
    %2576 = llvm.add %2573, %2575 overflow<nsw, nuw> : i64
    %2577 = llvm.add %2576, %2567 overflow<nsw, nuw> : i64
    %2578 = llvm.add %2577, %2569 overflow<nsw, nuw> : i64
    %2579 = llvm.getelementptr inbounds|nuw %2571[%2578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %2579 : f32, !llvm.ptr
    %2580 = llvm.add %2569, %17 : i64
    llvm.br ^bb298(%2580 : i64)
  ^bb300:  // pred: ^bb298
    %2581 = llvm.add %2567, %17 : i64
    llvm.br ^bb296(%2581 : i64)
  ^bb301:  // pred: ^bb296
    %2582 = llvm.add %2565, %17 : i64
    llvm.br ^bb294(%2582 : i64)
  ^bb302:  // pred: ^bb294
    %2583 = llvm.add %2563, %17 : i64
    llvm.br ^bb292(%2583 : i64)
  ^bb303:  // pred: ^bb292
    %2584 = llvm.mlir.constant(1 : index) : i64
    %2585 = llvm.mlir.constant(2 : index) : i64
    %2586 = llvm.mlir.constant(8 : index) : i64
    %2587 = llvm.mlir.constant(1 : index) : i64
    %2588 = llvm.mlir.constant(1 : index) : i64
    %2589 = llvm.mlir.constant(16 : index) : i64
    %2590 = llvm.mlir.constant(16 : index) : i64
    %2591 = llvm.mlir.zero : !llvm.ptr
    %2592 = llvm.getelementptr %2591[%2590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2593 = llvm.ptrtoint %2592 : !llvm.ptr to i64
    %2594 = llvm.mlir.constant(64 : index) : i64
    %2595 = llvm.add %2593, %2594 : i64
    %2596 = llvm.call @malloc(%2595) : (i64) -> !llvm.ptr
    %2597 = llvm.ptrtoint %2596 : !llvm.ptr to i64
    %2598 = llvm.mlir.constant(1 : index) : i64
    %2599 = llvm.sub %2594, %2598 : i64
    %2600 = llvm.add %2597, %2599 : i64
    %2601 = llvm.urem %2600, %2594 : i64
    %2602 = llvm.sub %2600, %2601 : i64
    %2603 = llvm.inttoptr %2602 : i64 to !llvm.ptr
    %2604 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2605 = llvm.insertvalue %2596, %2604[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2606 = llvm.insertvalue %2603, %2605[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2607 = llvm.mlir.constant(0 : index) : i64
    %2608 = llvm.insertvalue %2607, %2606[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2609 = llvm.insertvalue %2584, %2608[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2610 = llvm.insertvalue %2585, %2609[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2611 = llvm.insertvalue %2586, %2610[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2612 = llvm.insertvalue %2587, %2611[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2613 = llvm.insertvalue %2589, %2612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2614 = llvm.insertvalue %2586, %2613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2615 = llvm.insertvalue %2587, %2614[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2616 = llvm.insertvalue %2588, %2615[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb304(%28 : i64)
  ^bb304(%2617: i64):  // 2 preds: ^bb303, ^bb314
    %2618 = llvm.icmp "slt" %2617, %17 : i64
    llvm.cond_br %2618, ^bb305, ^bb315
  ^bb305:  // pred: ^bb304
    llvm.br ^bb306(%28 : i64)
  ^bb306(%2619: i64):  // 2 preds: ^bb305, ^bb313
    %2620 = llvm.icmp "slt" %2619, %12 : i64
    llvm.cond_br %2620, ^bb307, ^bb314
  ^bb307:  // pred: ^bb306
    llvm.br ^bb308(%28 : i64)
  ^bb308(%2621: i64):  // 2 preds: ^bb307, ^bb312
    %2622 = llvm.icmp "slt" %2621, %16 : i64
    llvm.cond_br %2622, ^bb309, ^bb313
  ^bb309:  // pred: ^bb308
    llvm.br ^bb310(%28 : i64)
  ^bb310(%2623: i64):  // 2 preds: ^bb309, ^bb311
    %2624 = llvm.icmp "slt" %2623, %17 : i64
    llvm.cond_br %2624, ^bb311, ^bb312
  ^bb311:  // pred: ^bb310
    %2625 = llvm.extractvalue %2562[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2626 = llvm.mlir.constant(16 : index) : i64
    %2627 = llvm.mul %2617, %2626 overflow<nsw, nuw> : i64
    %2628 = llvm.mlir.constant(8 : index) : i64
    %2629 = llvm.mul %2619, %2628 overflow<nsw, nuw> : i64
    %2630 = llvm.add %2627, %2629 overflow<nsw, nuw> : i64
    %2631 = llvm.add %2630, %2621 overflow<nsw, nuw> : i64
    %2632 = llvm.add %2631, %2623 overflow<nsw, nuw> : i64
    %2633 = llvm.getelementptr inbounds|nuw %2625[%2632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2634 = llvm.load %2633 : !llvm.ptr -> f32
    %2635 = llvm.extractvalue %2616[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2636 = llvm.mlir.constant(16 : index) : i64
    %2637 = llvm.mul %2617, %2636 overflow<nsw, nuw> : i64
    %2638 = llvm.mlir.constant(8 : index) : i64
    %2639 = llvm.mul %2619, %2638 overflow<nsw, nuw> : i64
    %2640 = llvm.add %2637, %2639 overflow<nsw, nuw> : i64
    %2641 = llvm.add %2640, %2621 overflow<nsw, nuw> : i64
    %2642 = llvm.add %2641, %2623 overflow<nsw, nuw> : i64
    %2643 = llvm.getelementptr inbounds|nuw %2635[%2642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2634, %2643 : f32, !llvm.ptr
    %2644 = llvm.add %2623, %17 : i64
    llvm.br ^bb310(%2644 : i64)
  ^bb312:  // pred: ^bb310
    %2645 = llvm.add %2621, %17 : i64
    llvm.br ^bb308(%2645 : i64)
  ^bb313:  // pred: ^bb308
    %2646 = llvm.add %2619, %17 : i64
    llvm.br ^bb306(%2646 : i64)
  ^bb314:  // pred: ^bb306
    %2647 = llvm.add %2617, %17 : i64
    llvm.br ^bb304(%2647 : i64)
  ^bb315:  // pred: ^bb304
    llvm.br ^bb316(%28 : i64)
  ^bb316(%2648: i64):  // 2 preds: ^bb315, ^bb326
    %2649 = llvm.icmp "slt" %2648, %17 : i64
    llvm.cond_br %2649, ^bb317, ^bb327
  ^bb317:  // pred: ^bb316
    llvm.br ^bb318(%28 : i64)
  ^bb318(%2650: i64):  // 2 preds: ^bb317, ^bb325
    %2651 = llvm.icmp "slt" %2650, %12 : i64
    llvm.cond_br %2651, ^bb319, ^bb326
  ^bb319:  // pred: ^bb318
    llvm.br ^bb320(%28 : i64)
  ^bb320(%2652: i64):  // 2 preds: ^bb319, ^bb324
    %2653 = llvm.icmp "slt" %2652, %16 : i64
    llvm.cond_br %2653, ^bb321, ^bb325
  ^bb321:  // pred: ^bb320
    llvm.br ^bb322(%28 : i64)
  ^bb322(%2654: i64):  // 2 preds: ^bb321, ^bb323
    %2655 = llvm.icmp "slt" %2654, %16 : i64
    llvm.cond_br %2655, ^bb323, ^bb324
  ^bb323:  // pred: ^bb322
    %2656 = llvm.extractvalue %2481[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2657 = llvm.mlir.constant(128 : index) : i64
    %2658 = llvm.mul %2648, %2657 overflow<nsw, nuw> : i64
    %2659 = llvm.mlir.constant(64 : index) : i64
    %2660 = llvm.mul %2650, %2659 overflow<nsw, nuw> : i64
    %2661 = llvm.add %2658, %2660 overflow<nsw, nuw> : i64
    %2662 = llvm.mlir.constant(8 : index) : i64
    %2663 = llvm.mul %2652, %2662 overflow<nsw, nuw> : i64
    %2664 = llvm.add %2661, %2663 overflow<nsw, nuw> : i64
    %2665 = llvm.add %2664, %2654 overflow<nsw, nuw> : i64
    %2666 = llvm.getelementptr inbounds|nuw %2656[%2665] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2667 = llvm.load %2666 : !llvm.ptr -> f32
    %2668 = llvm.extractvalue %2616[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2669 = llvm.mlir.constant(16 : index) : i64
    %2670 = llvm.mul %2648, %2669 overflow<nsw, nuw> : i64
    %2671 = llvm.mlir.constant(8 : index) : i64
    %2672 = llvm.mul %2650, %2671 overflow<nsw, nuw> : i64
    %2673 = llvm.add %2670, %2672 overflow<nsw, nuw> : i64
    %2674 = llvm.add %2673, %2652 overflow<nsw, nuw> : i64
    %2675 = llvm.add %2674, %28 overflow<nsw, nuw> : i64
    %2676 = llvm.getelementptr inbounds|nuw %2668[%2675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2677 = llvm.load %2676 : !llvm.ptr -> f32
    %2678 = llvm.fadd %2667, %2677 : f32
    %2679 = llvm.extractvalue %2616[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.mlir.constant(16 : index) : i64
    %2681 = llvm.mul %2648, %2680 overflow<nsw, nuw> : i64
    %2682 = llvm.mlir.constant(8 : index) : i64
    %2683 = llvm.mul %2650, %2682 overflow<nsw, nuw> : i64
    %2684 = llvm.add %2681, %2683 overflow<nsw, nuw> : i64
    %2685 = llvm.add %2684, %2652 overflow<nsw, nuw> : i64
    %2686 = llvm.add %2685, %28 overflow<nsw, nuw> : i64
    %2687 = llvm.getelementptr inbounds|nuw %2679[%2686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2678, %2687 : f32, !llvm.ptr
    %2688 = llvm.add %2654, %17 : i64
    llvm.br ^bb322(%2688 : i64)
  ^bb324:  // pred: ^bb322
    %2689 = llvm.add %2652, %17 : i64
    llvm.br ^bb320(%2689 : i64)
  ^bb325:  // pred: ^bb320
    %2690 = llvm.add %2650, %17 : i64
    llvm.br ^bb318(%2690 : i64)
  ^bb326:  // pred: ^bb318
    %2691 = llvm.add %2648, %17 : i64
    llvm.br ^bb316(%2691 : i64)
  ^bb327:  // pred: ^bb316
    %2692 = llvm.mlir.constant(2 : index) : i64
    %2693 = llvm.mlir.constant(8 : index) : i64
    %2694 = llvm.mlir.constant(16 : index) : i64
    %2695 = llvm.mlir.constant(1 : index) : i64
    %2696 = llvm.mlir.constant(128 : index) : i64
    %2697 = llvm.mlir.constant(256 : index) : i64
    %2698 = llvm.mlir.zero : !llvm.ptr
    %2699 = llvm.getelementptr %2698[%2697] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2700 = llvm.ptrtoint %2699 : !llvm.ptr to i64
    %2701 = llvm.mlir.constant(64 : index) : i64
    %2702 = llvm.add %2700, %2701 : i64
    %2703 = llvm.call @malloc(%2702) : (i64) -> !llvm.ptr
    %2704 = llvm.ptrtoint %2703 : !llvm.ptr to i64
    %2705 = llvm.mlir.constant(1 : index) : i64
    %2706 = llvm.sub %2701, %2705 : i64
    %2707 = llvm.add %2704, %2706 : i64
    %2708 = llvm.urem %2707, %2701 : i64
    %2709 = llvm.sub %2707, %2708 : i64
    %2710 = llvm.inttoptr %2709 : i64 to !llvm.ptr
    %2711 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2712 = llvm.insertvalue %2703, %2711[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2713 = llvm.insertvalue %2710, %2712[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2714 = llvm.mlir.constant(0 : index) : i64
    %2715 = llvm.insertvalue %2714, %2713[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2716 = llvm.insertvalue %2692, %2715[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2717 = llvm.insertvalue %2693, %2716[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2718 = llvm.insertvalue %2694, %2717[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2719 = llvm.insertvalue %2696, %2718[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2720 = llvm.insertvalue %2694, %2719[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2721 = llvm.insertvalue %2695, %2720[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb328(%28 : i64)
  ^bb328(%2722: i64):  // 2 preds: ^bb327, ^bb335
    %2723 = llvm.icmp "slt" %2722, %12 : i64
    llvm.cond_br %2723, ^bb329, ^bb336
  ^bb329:  // pred: ^bb328
    llvm.br ^bb330(%28 : i64)
  ^bb330(%2724: i64):  // 2 preds: ^bb329, ^bb334
    %2725 = llvm.icmp "slt" %2724, %16 : i64
    llvm.cond_br %2725, ^bb331, ^bb335
  ^bb331:  // pred: ^bb330
    llvm.br ^bb332(%28 : i64)
  ^bb332(%2726: i64):  // 2 preds: ^bb331, ^bb333
    %2727 = llvm.icmp "slt" %2726, %11 : i64
    llvm.cond_br %2727, ^bb333, ^bb334
  ^bb333:  // pred: ^bb332
    %2728 = llvm.extractvalue %2721[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2729 = llvm.mlir.constant(128 : index) : i64
    %2730 = llvm.mul %2722, %2729 overflow<nsw, nuw> : i64
    %2731 = llvm.mlir.constant(16 : index) : i64
    %2732 = llvm.mul %2724, %2731 overflow<nsw, nuw> : i64
    %2733 = llvm.add %2730, %2732 overflow<nsw, nuw> : i64
    %2734 = llvm.add %2733, %2726 overflow<nsw, nuw> : i64
    %2735 = llvm.getelementptr inbounds|nuw %2728[%2734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %2735 : f32, !llvm.ptr
    %2736 = llvm.add %2726, %17 : i64
    llvm.br ^bb332(%2736 : i64)
  ^bb334:  // pred: ^bb332
    %2737 = llvm.add %2724, %17 : i64
    llvm.br ^bb330(%2737 : i64)
  ^bb335:  // pred: ^bb330
    %2738 = llvm.add %2722, %17 : i64
    llvm.br ^bb328(%2738 : i64)
  ^bb336:  // pred: ^bb328
    %2739 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2740 = llvm.extractvalue %2721[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2741 = llvm.extractvalue %2721[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2742 = llvm.insertvalue %2740, %2739[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2743 = llvm.insertvalue %2741, %2742[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2744 = llvm.mlir.constant(0 : index) : i64
    %2745 = llvm.insertvalue %2744, %2743[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2746 = llvm.mlir.constant(1 : index) : i64
    %2747 = llvm.insertvalue %2746, %2745[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2748 = llvm.mlir.constant(256 : index) : i64
    %2749 = llvm.insertvalue %2748, %2747[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2750 = llvm.mlir.constant(2 : index) : i64
    %2751 = llvm.insertvalue %2750, %2749[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2752 = llvm.mlir.constant(128 : index) : i64
    %2753 = llvm.insertvalue %2752, %2751[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2754 = llvm.mlir.constant(8 : index) : i64
    %2755 = llvm.insertvalue %2754, %2753[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2756 = llvm.mlir.constant(16 : index) : i64
    %2757 = llvm.insertvalue %2756, %2755[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2758 = llvm.mlir.constant(16 : index) : i64
    %2759 = llvm.insertvalue %2758, %2757[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.mlir.constant(1 : index) : i64
    %2761 = llvm.insertvalue %2760, %2759[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.mlir.constant(1 : index) : i64
    %2763 = llvm.mlir.constant(2 : index) : i64
    %2764 = llvm.mlir.constant(8 : index) : i64
    %2765 = llvm.mlir.constant(16 : index) : i64
    %2766 = llvm.mlir.constant(1 : index) : i64
    %2767 = llvm.mlir.constant(128 : index) : i64
    %2768 = llvm.mlir.constant(256 : index) : i64
    %2769 = llvm.mlir.constant(256 : index) : i64
    %2770 = llvm.mlir.zero : !llvm.ptr
    %2771 = llvm.getelementptr %2770[%2769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2772 = llvm.ptrtoint %2771 : !llvm.ptr to i64
    %2773 = llvm.mlir.constant(64 : index) : i64
    %2774 = llvm.add %2772, %2773 : i64
    %2775 = llvm.call @malloc(%2774) : (i64) -> !llvm.ptr
    %2776 = llvm.ptrtoint %2775 : !llvm.ptr to i64
    %2777 = llvm.mlir.constant(1 : index) : i64
    %2778 = llvm.sub %2773, %2777 : i64
    %2779 = llvm.add %2776, %2778 : i64
    %2780 = llvm.urem %2779, %2773 : i64
    %2781 = llvm.sub %2779, %2780 : i64
    %2782 = llvm.inttoptr %2781 : i64 to !llvm.ptr
    %2783 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2784 = llvm.insertvalue %2775, %2783[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2785 = llvm.insertvalue %2782, %2784[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2786 = llvm.mlir.constant(0 : index) : i64
    %2787 = llvm.insertvalue %2786, %2785[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2788 = llvm.insertvalue %2762, %2787[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2789 = llvm.insertvalue %2763, %2788[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2790 = llvm.insertvalue %2764, %2789[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2791 = llvm.insertvalue %2765, %2790[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2792 = llvm.insertvalue %2768, %2791[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2793 = llvm.insertvalue %2767, %2792[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2794 = llvm.insertvalue %2765, %2793[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2795 = llvm.insertvalue %2766, %2794[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb337(%28 : i64)
  ^bb337(%2796: i64):  // 2 preds: ^bb336, ^bb347
    %2797 = llvm.icmp "slt" %2796, %17 : i64
    llvm.cond_br %2797, ^bb338, ^bb348
  ^bb338:  // pred: ^bb337
    llvm.br ^bb339(%28 : i64)
  ^bb339(%2798: i64):  // 2 preds: ^bb338, ^bb346
    %2799 = llvm.icmp "slt" %2798, %12 : i64
    llvm.cond_br %2799, ^bb340, ^bb347
  ^bb340:  // pred: ^bb339
    llvm.br ^bb341(%28 : i64)
  ^bb341(%2800: i64):  // 2 preds: ^bb340, ^bb345
    %2801 = llvm.icmp "slt" %2800, %16 : i64
    llvm.cond_br %2801, ^bb342, ^bb346
  ^bb342:  // pred: ^bb341
    llvm.br ^bb343(%28 : i64)
  ^bb343(%2802: i64):  // 2 preds: ^bb342, ^bb344
    %2803 = llvm.icmp "slt" %2802, %11 : i64
    llvm.cond_br %2803, ^bb344, ^bb345
  ^bb344:  // pred: ^bb343
    %2804 = llvm.extractvalue %2761[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2805 = llvm.mlir.constant(256 : index) : i64
    %2806 = llvm.mul %2796, %2805 overflow<nsw, nuw> : i64
    %2807 = llvm.mlir.constant(128 : index) : i64
    %2808 = llvm.mul %2798, %2807 overflow<nsw, nuw> : i64
    %2809 = llvm.add %2806, %2808 overflow<nsw, nuw> : i64
    %2810 = llvm.mlir.constant(16 : index) : i64
    %2811 = llvm.mul %2800, %2810 overflow<nsw, nuw> : i64
    %2812 = llvm.add %2809, %2811 overflow<nsw, nuw> : i64
    %2813 = llvm.add %2812, %2802 overflow<nsw, nuw> : i64
    %2814 = llvm.getelementptr inbounds|nuw %2804[%2813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2815 = llvm.load %2814 : !llvm.ptr -> f32
    %2816 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2817 = llvm.mlir.constant(256 : index) : i64
    %2818 = llvm.mul %2796, %2817 overflow<nsw, nuw> : i64
    %2819 = llvm.mlir.constant(128 : index) : i64
    %2820 = llvm.mul %2798, %2819 overflow<nsw, nuw> : i64
    %2821 = llvm.add %2818, %2820 overflow<nsw, nuw> : i64
    %2822 = llvm.mlir.constant(16 : index) : i64
    %2823 = llvm.mul %2800, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.add %2821, %2823 overflow<nsw, nuw> : i64
    %2825 = llvm.add %2824, %2802 overflow<nsw, nuw> : i64
    %2826 = llvm.getelementptr inbounds|nuw %2816[%2825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2815, %2826 : f32, !llvm.ptr
    %2827 = llvm.add %2802, %17 : i64
    llvm.br ^bb343(%2827 : i64)
  ^bb345:  // pred: ^bb343
    %2828 = llvm.add %2800, %17 : i64
    llvm.br ^bb341(%2828 : i64)
  ^bb346:  // pred: ^bb341
    %2829 = llvm.add %2798, %17 : i64
    llvm.br ^bb339(%2829 : i64)
  ^bb347:  // pred: ^bb339
    %2830 = llvm.add %2796, %17 : i64
    llvm.br ^bb337(%2830 : i64)
  ^bb348:  // pred: ^bb337
    llvm.br ^bb349(%28 : i64)
  ^bb349(%2831: i64):  // 2 preds: ^bb348, ^bb362
    %2832 = llvm.icmp "slt" %2831, %17 : i64
    llvm.cond_br %2832, ^bb350, ^bb363
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%28 : i64)
  ^bb351(%2833: i64):  // 2 preds: ^bb350, ^bb361
    %2834 = llvm.icmp "slt" %2833, %12 : i64
    llvm.cond_br %2834, ^bb352, ^bb362
  ^bb352:  // pred: ^bb351
    llvm.br ^bb353(%28 : i64)
  ^bb353(%2835: i64):  // 2 preds: ^bb352, ^bb360
    %2836 = llvm.icmp "slt" %2835, %16 : i64
    llvm.cond_br %2836, ^bb354, ^bb361
  ^bb354:  // pred: ^bb353
    llvm.br ^bb355(%28 : i64)
  ^bb355(%2837: i64):  // 2 preds: ^bb354, ^bb359
    %2838 = llvm.icmp "slt" %2837, %11 : i64
    llvm.cond_br %2838, ^bb356, ^bb360
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%28 : i64)
  ^bb357(%2839: i64):  // 2 preds: ^bb356, ^bb358
    %2840 = llvm.icmp "slt" %2839, %16 : i64
    llvm.cond_br %2840, ^bb358, ^bb359
  ^bb358:  // pred: ^bb357
    %2841 = llvm.extractvalue %2481[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2842 = llvm.mlir.constant(128 : index) : i64
    %2843 = llvm.mul %2831, %2842 overflow<nsw, nuw> : i64
    %2844 = llvm.mlir.constant(64 : index) : i64
    %2845 = llvm.mul %2833, %2844 overflow<nsw, nuw> : i64
    %2846 = llvm.add %2843, %2845 overflow<nsw, nuw> : i64
    %2847 = llvm.mlir.constant(8 : index) : i64
    %2848 = llvm.mul %2835, %2847 overflow<nsw, nuw> : i64
    %2849 = llvm.add %2846, %2848 overflow<nsw, nuw> : i64
    %2850 = llvm.add %2849, %2839 overflow<nsw, nuw> : i64
    %2851 = llvm.getelementptr inbounds|nuw %2841[%2850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2852 = llvm.load %2851 : !llvm.ptr -> f32
    %2853 = llvm.extractvalue %2616[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2854 = llvm.mlir.constant(16 : index) : i64
    %2855 = llvm.mul %2831, %2854 overflow<nsw, nuw> : i64
    %2856 = llvm.mlir.constant(8 : index) : i64
    %2857 = llvm.mul %2833, %2856 overflow<nsw, nuw> : i64
    %2858 = llvm.add %2855, %2857 overflow<nsw, nuw> : i64
    %2859 = llvm.add %2858, %2835 overflow<nsw, nuw> : i64
    %2860 = llvm.add %2859, %28 overflow<nsw, nuw> : i64
    %2861 = llvm.getelementptr inbounds|nuw %2853[%2860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2862 = llvm.load %2861 : !llvm.ptr -> f32
    %2863 = llvm.extractvalue %1925[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2864 = llvm.mlir.constant(64 : index) : i64
    %2865 = llvm.getelementptr %2863[%2864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2866 = llvm.mlir.constant(768 : index) : i64
    %2867 = llvm.mul %2831, %2866 overflow<nsw, nuw> : i64
    %2868 = llvm.mlir.constant(96 : index) : i64
    %2869 = llvm.mul %2839, %2868 overflow<nsw, nuw> : i64
    %2870 = llvm.add %2867, %2869 overflow<nsw, nuw> : i64
    %2871 = llvm.mlir.constant(16 : index) : i64
    %2872 = llvm.mul %2833, %2871 overflow<nsw, nuw> : i64
    %2873 = llvm.add %2870, %2872 overflow<nsw, nuw> : i64
    %2874 = llvm.add %2873, %2837 overflow<nsw, nuw> : i64
    %2875 = llvm.getelementptr inbounds|nuw %2865[%2874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2876 = llvm.load %2875 : !llvm.ptr -> f32
    %2877 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2878 = llvm.mlir.constant(256 : index) : i64
    %2879 = llvm.mul %2831, %2878 overflow<nsw, nuw> : i64
    %2880 = llvm.mlir.constant(128 : index) : i64
    %2881 = llvm.mul %2833, %2880 overflow<nsw, nuw> : i64
    %2882 = llvm.add %2879, %2881 overflow<nsw, nuw> : i64
    %2883 = llvm.mlir.constant(16 : index) : i64
    %2884 = llvm.mul %2835, %2883 overflow<nsw, nuw> : i64
    %2885 = llvm.add %2882, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.add %2885, %2837 overflow<nsw, nuw> : i64
    %2887 = llvm.getelementptr inbounds|nuw %2877[%2886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2888 = llvm.load %2887 : !llvm.ptr -> f32
    %2889 = llvm.fdiv %2852, %2862 : f32
    %2890 = llvm.fmul %2889, %2876 : f32
    %2891 = llvm.fadd %2888, %2890 : f32
    %2892 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2893 = llvm.mlir.constant(256 : index) : i64
    %2894 = llvm.mul %2831, %2893 overflow<nsw, nuw> : i64
    %2895 = llvm.mlir.constant(128 : index) : i64
    %2896 = llvm.mul %2833, %2895 overflow<nsw, nuw> : i64
    %2897 = llvm.add %2894, %2896 overflow<nsw, nuw> : i64
    %2898 = llvm.mlir.constant(16 : index) : i64
    %2899 = llvm.mul %2835, %2898 overflow<nsw, nuw> : i64
    %2900 = llvm.add %2897, %2899 overflow<nsw, nuw> : i64
    %2901 = llvm.add %2900, %2837 overflow<nsw, nuw> : i64
    %2902 = llvm.getelementptr inbounds|nuw %2892[%2901] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2891, %2902 : f32, !llvm.ptr
    %2903 = llvm.add %2839, %17 : i64
    llvm.br ^bb357(%2903 : i64)
  ^bb359:  // pred: ^bb357
    %2904 = llvm.add %2837, %17 : i64
    llvm.br ^bb355(%2904 : i64)
  ^bb360:  // pred: ^bb355
    %2905 = llvm.add %2835, %17 : i64
    llvm.br ^bb353(%2905 : i64)
  ^bb361:  // pred: ^bb353
    %2906 = llvm.add %2833, %17 : i64
    llvm.br ^bb351(%2906 : i64)
  ^bb362:  // pred: ^bb351
    %2907 = llvm.add %2831, %17 : i64
    llvm.br ^bb349(%2907 : i64)
  ^bb363:  // pred: ^bb349
    %2908 = llvm.mlir.constant(8 : index) : i64
    %2909 = llvm.mlir.constant(32 : index) : i64
    %2910 = llvm.mlir.constant(1 : index) : i64
    %2911 = llvm.mlir.constant(256 : index) : i64
    %2912 = llvm.mlir.zero : !llvm.ptr
    %2913 = llvm.getelementptr %2912[%2911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2914 = llvm.ptrtoint %2913 : !llvm.ptr to i64
    %2915 = llvm.mlir.constant(64 : index) : i64
    %2916 = llvm.add %2914, %2915 : i64
    %2917 = llvm.call @malloc(%2916) : (i64) -> !llvm.ptr
    %2918 = llvm.ptrtoint %2917 : !llvm.ptr to i64
    %2919 = llvm.mlir.constant(1 : index) : i64
    %2920 = llvm.sub %2915, %2919 : i64
    %2921 = llvm.add %2918, %2920 : i64
    %2922 = llvm.urem %2921, %2915 : i64
    %2923 = llvm.sub %2921, %2922 : i64
    %2924 = llvm.inttoptr %2923 : i64 to !llvm.ptr
    %2925 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2926 = llvm.insertvalue %2917, %2925[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2927 = llvm.insertvalue %2924, %2926[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2928 = llvm.mlir.constant(0 : index) : i64
    %2929 = llvm.insertvalue %2928, %2927[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2930 = llvm.insertvalue %2908, %2929[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2931 = llvm.insertvalue %2909, %2930[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2932 = llvm.insertvalue %2909, %2931[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2933 = llvm.insertvalue %2910, %2932[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb364(%28 : i64)
  ^bb364(%2934: i64):  // 2 preds: ^bb363, ^bb368
    %2935 = llvm.icmp "slt" %2934, %16 : i64
    llvm.cond_br %2935, ^bb365, ^bb369
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%28 : i64)
  ^bb366(%2936: i64):  // 2 preds: ^bb365, ^bb367
    %2937 = llvm.icmp "slt" %2936, %15 : i64
    llvm.cond_br %2937, ^bb367, ^bb368
  ^bb367:  // pred: ^bb366
    %2938 = llvm.extractvalue %2933[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2939 = llvm.mlir.constant(32 : index) : i64
    %2940 = llvm.mul %2934, %2939 overflow<nsw, nuw> : i64
    %2941 = llvm.add %2940, %2936 overflow<nsw, nuw> : i64
    %2942 = llvm.getelementptr inbounds|nuw %2938[%2941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %2942 : f32, !llvm.ptr
    %2943 = llvm.add %2936, %17 : i64
    llvm.br ^bb366(%2943 : i64)
  ^bb368:  // pred: ^bb366
    %2944 = llvm.add %2934, %17 : i64
    llvm.br ^bb364(%2944 : i64)
  ^bb369:  // pred: ^bb364
    %2945 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2946 = llvm.extractvalue %413[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2947 = llvm.extractvalue %413[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2948 = llvm.insertvalue %2946, %2945[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2949 = llvm.insertvalue %2947, %2948[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2950 = llvm.mlir.constant(0 : index) : i64
    %2951 = llvm.insertvalue %2950, %2949[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2952 = llvm.mlir.constant(2 : index) : i64
    %2953 = llvm.insertvalue %2952, %2951[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2954 = llvm.mlir.constant(512 : index) : i64
    %2955 = llvm.insertvalue %2954, %2953[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2956 = llvm.mlir.constant(16 : index) : i64
    %2957 = llvm.insertvalue %2956, %2955[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2958 = llvm.mlir.constant(32 : index) : i64
    %2959 = llvm.insertvalue %2958, %2957[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2960 = llvm.mlir.constant(32 : index) : i64
    %2961 = llvm.insertvalue %2960, %2959[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2962 = llvm.mlir.constant(1 : index) : i64
    %2963 = llvm.insertvalue %2962, %2961[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2964 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2965 = llvm.extractvalue %2933[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2966 = llvm.extractvalue %2933[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2967 = llvm.insertvalue %2965, %2964[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2968 = llvm.insertvalue %2966, %2967[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2969 = llvm.mlir.constant(0 : index) : i64
    %2970 = llvm.insertvalue %2969, %2968[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2971 = llvm.mlir.constant(1 : index) : i64
    %2972 = llvm.insertvalue %2971, %2970[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2973 = llvm.mlir.constant(256 : index) : i64
    %2974 = llvm.insertvalue %2973, %2972[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2975 = llvm.mlir.constant(8 : index) : i64
    %2976 = llvm.insertvalue %2975, %2974[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2977 = llvm.mlir.constant(32 : index) : i64
    %2978 = llvm.insertvalue %2977, %2976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2979 = llvm.mlir.constant(32 : index) : i64
    %2980 = llvm.insertvalue %2979, %2978[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2981 = llvm.mlir.constant(1 : index) : i64
    %2982 = llvm.insertvalue %2981, %2980[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2983 = llvm.mlir.constant(1 : index) : i64
    %2984 = llvm.mlir.constant(8 : index) : i64
    %2985 = llvm.mlir.constant(32 : index) : i64
    %2986 = llvm.mlir.constant(1 : index) : i64
    %2987 = llvm.mlir.constant(256 : index) : i64
    %2988 = llvm.mlir.constant(256 : index) : i64
    %2989 = llvm.mlir.zero : !llvm.ptr
    %2990 = llvm.getelementptr %2989[%2988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2991 = llvm.ptrtoint %2990 : !llvm.ptr to i64
    %2992 = llvm.mlir.constant(64 : index) : i64
    %2993 = llvm.add %2991, %2992 : i64
    %2994 = llvm.call @malloc(%2993) : (i64) -> !llvm.ptr
    %2995 = llvm.ptrtoint %2994 : !llvm.ptr to i64
    %2996 = llvm.mlir.constant(1 : index) : i64
    %2997 = llvm.sub %2992, %2996 : i64
    %2998 = llvm.add %2995, %2997 : i64
    %2999 = llvm.urem %2998, %2992 : i64
    %3000 = llvm.sub %2998, %2999 : i64
    %3001 = llvm.inttoptr %3000 : i64 to !llvm.ptr
    %3002 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3003 = llvm.insertvalue %2994, %3002[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3004 = llvm.insertvalue %3001, %3003[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3005 = llvm.mlir.constant(0 : index) : i64
    %3006 = llvm.insertvalue %3005, %3004[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3007 = llvm.insertvalue %2983, %3006[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3008 = llvm.insertvalue %2984, %3007[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3009 = llvm.insertvalue %2985, %3008[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3010 = llvm.insertvalue %2987, %3009[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3011 = llvm.insertvalue %2985, %3010[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3012 = llvm.insertvalue %2986, %3011[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb370(%28 : i64)
  ^bb370(%3013: i64):  // 2 preds: ^bb369, ^bb377
    %3014 = llvm.icmp "slt" %3013, %17 : i64
    llvm.cond_br %3014, ^bb371, ^bb378
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%28 : i64)
  ^bb372(%3015: i64):  // 2 preds: ^bb371, ^bb376
    %3016 = llvm.icmp "slt" %3015, %16 : i64
    llvm.cond_br %3016, ^bb373, ^bb377
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%28 : i64)
  ^bb374(%3017: i64):  // 2 preds: ^bb373, ^bb375
    %3018 = llvm.icmp "slt" %3017, %15 : i64
    llvm.cond_br %3018, ^bb375, ^bb376
  ^bb375:  // pred: ^bb374
    %3019 = llvm.extractvalue %2982[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3020 = llvm.mlir.constant(256 : index) : i64
    %3021 = llvm.mul %3013, %3020 overflow<nsw, nuw> : i64
    %3022 = llvm.mlir.constant(32 : index) : i64
    %3023 = llvm.mul %3015, %3022 overflow<nsw, nuw> : i64
    %3024 = llvm.add %3021, %3023 overflow<nsw, nuw> : i64
    %3025 = llvm.add %3024, %3017 overflow<nsw, nuw> : i64
    %3026 = llvm.getelementptr inbounds|nuw %3019[%3025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3027 = llvm.load %3026 : !llvm.ptr -> f32
    %3028 = llvm.extractvalue %3012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3029 = llvm.mlir.constant(256 : index) : i64
    %3030 = llvm.mul %3013, %3029 overflow<nsw, nuw> : i64
    %3031 = llvm.mlir.constant(32 : index) : i64
    %3032 = llvm.mul %3015, %3031 overflow<nsw, nuw> : i64
    %3033 = llvm.add %3030, %3032 overflow<nsw, nuw> : i64
    %3034 = llvm.add %3033, %3017 overflow<nsw, nuw> : i64
    %3035 = llvm.getelementptr inbounds|nuw %3028[%3034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3027, %3035 : f32, !llvm.ptr
    %3036 = llvm.add %3017, %17 : i64
    llvm.br ^bb374(%3036 : i64)
  ^bb376:  // pred: ^bb374
    %3037 = llvm.add %3015, %17 : i64
    llvm.br ^bb372(%3037 : i64)
  ^bb377:  // pred: ^bb372
    %3038 = llvm.add %3013, %17 : i64
    llvm.br ^bb370(%3038 : i64)
  ^bb378:  // pred: ^bb370
    llvm.br ^bb379(%28 : i64)
  ^bb379(%3039: i64):  // 2 preds: ^bb378, ^bb392
    %3040 = llvm.icmp "slt" %3039, %17 : i64
    llvm.cond_br %3040, ^bb380, ^bb393
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%28 : i64)
  ^bb381(%3041: i64):  // 2 preds: ^bb380, ^bb391
    %3042 = llvm.icmp "slt" %3041, %16 : i64
    llvm.cond_br %3042, ^bb382, ^bb392
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%28 : i64)
  ^bb383(%3043: i64):  // 2 preds: ^bb382, ^bb390
    %3044 = llvm.icmp "slt" %3043, %15 : i64
    llvm.cond_br %3044, ^bb384, ^bb391
  ^bb384:  // pred: ^bb383
    llvm.br ^bb385(%28 : i64)
  ^bb385(%3045: i64):  // 2 preds: ^bb384, ^bb389
    %3046 = llvm.icmp "slt" %3045, %12 : i64
    llvm.cond_br %3046, ^bb386, ^bb390
  ^bb386:  // pred: ^bb385
    llvm.br ^bb387(%28 : i64)
  ^bb387(%3047: i64):  // 2 preds: ^bb386, ^bb388
    %3048 = llvm.icmp "slt" %3047, %11 : i64
    llvm.cond_br %3048, ^bb388, ^bb389
  ^bb388:  // pred: ^bb387
    %3049 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3050 = llvm.mlir.constant(256 : index) : i64
    %3051 = llvm.mul %3039, %3050 overflow<nsw, nuw> : i64
    %3052 = llvm.mlir.constant(128 : index) : i64
    %3053 = llvm.mul %3045, %3052 overflow<nsw, nuw> : i64
    %3054 = llvm.add %3051, %3053 overflow<nsw, nuw> : i64
    %3055 = llvm.mlir.constant(16 : index) : i64
    %3056 = llvm.mul %3041, %3055 overflow<nsw, nuw> : i64
    %3057 = llvm.add %3054, %3056 overflow<nsw, nuw> : i64
    %3058 = llvm.add %3057, %3047 overflow<nsw, nuw> : i64
    %3059 = llvm.getelementptr inbounds|nuw %3049[%3058] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3060 = llvm.load %3059 : !llvm.ptr -> f32
    %3061 = llvm.extractvalue %2963[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3062 = llvm.mlir.constant(512 : index) : i64
    %3063 = llvm.mul %3045, %3062 overflow<nsw, nuw> : i64
    %3064 = llvm.mlir.constant(32 : index) : i64
    %3065 = llvm.mul %3047, %3064 overflow<nsw, nuw> : i64
    %3066 = llvm.add %3063, %3065 overflow<nsw, nuw> : i64
    %3067 = llvm.add %3066, %3043 overflow<nsw, nuw> : i64
    %3068 = llvm.getelementptr inbounds|nuw %3061[%3067] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3069 = llvm.load %3068 : !llvm.ptr -> f32
    %3070 = llvm.extractvalue %3012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3071 = llvm.mlir.constant(256 : index) : i64
    %3072 = llvm.mul %3039, %3071 overflow<nsw, nuw> : i64
    %3073 = llvm.mlir.constant(32 : index) : i64
    %3074 = llvm.mul %3041, %3073 overflow<nsw, nuw> : i64
    %3075 = llvm.add %3072, %3074 overflow<nsw, nuw> : i64
    %3076 = llvm.add %3075, %3043 overflow<nsw, nuw> : i64
    %3077 = llvm.getelementptr inbounds|nuw %3070[%3076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3078 = llvm.load %3077 : !llvm.ptr -> f32
    %3079 = llvm.fmul %3060, %3069 : f32
    %3080 = llvm.fadd %3078, %3079 : f32
    %3081 = llvm.extractvalue %3012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3082 = llvm.mlir.constant(256 : index) : i64
    %3083 = llvm.mul %3039, %3082 overflow<nsw, nuw> : i64
    %3084 = llvm.mlir.constant(32 : index) : i64
    %3085 = llvm.mul %3041, %3084 overflow<nsw, nuw> : i64
    %3086 = llvm.add %3083, %3085 overflow<nsw, nuw> : i64
    %3087 = llvm.add %3086, %3043 overflow<nsw, nuw> : i64
    %3088 = llvm.getelementptr inbounds|nuw %3081[%3087] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3080, %3088 : f32, !llvm.ptr
    %3089 = llvm.add %3047, %17 : i64
    llvm.br ^bb387(%3089 : i64)
  ^bb389:  // pred: ^bb387
    %3090 = llvm.add %3045, %17 : i64
    llvm.br ^bb385(%3090 : i64)
  ^bb390:  // pred: ^bb385
    %3091 = llvm.add %3043, %17 : i64
    llvm.br ^bb383(%3091 : i64)
  ^bb391:  // pred: ^bb383
    %3092 = llvm.add %3041, %17 : i64
    llvm.br ^bb381(%3092 : i64)
  ^bb392:  // pred: ^bb381
    %3093 = llvm.add %3039, %17 : i64
    llvm.br ^bb379(%3093 : i64)
  ^bb393:  // pred: ^bb379
    %3094 = llvm.mlir.constant(1 : index) : i64
    %3095 = llvm.mlir.constant(8 : index) : i64
    %3096 = llvm.mlir.constant(32 : index) : i64
    %3097 = llvm.mlir.constant(1 : index) : i64
    %3098 = llvm.mlir.constant(256 : index) : i64
    %3099 = llvm.mlir.constant(256 : index) : i64
    %3100 = llvm.mlir.zero : !llvm.ptr
    %3101 = llvm.getelementptr %3100[%3099] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3102 = llvm.ptrtoint %3101 : !llvm.ptr to i64
    %3103 = llvm.mlir.constant(64 : index) : i64
    %3104 = llvm.add %3102, %3103 : i64
    %3105 = llvm.call @malloc(%3104) : (i64) -> !llvm.ptr
    %3106 = llvm.ptrtoint %3105 : !llvm.ptr to i64
    %3107 = llvm.mlir.constant(1 : index) : i64
    %3108 = llvm.sub %3103, %3107 : i64
    %3109 = llvm.add %3106, %3108 : i64
    %3110 = llvm.urem %3109, %3103 : i64
    %3111 = llvm.sub %3109, %3110 : i64
    %3112 = llvm.inttoptr %3111 : i64 to !llvm.ptr
    %3113 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3114 = llvm.insertvalue %3105, %3113[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3115 = llvm.insertvalue %3112, %3114[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3116 = llvm.mlir.constant(0 : index) : i64
    %3117 = llvm.insertvalue %3116, %3115[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3118 = llvm.insertvalue %3094, %3117[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3119 = llvm.insertvalue %3095, %3118[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3120 = llvm.insertvalue %3096, %3119[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3121 = llvm.insertvalue %3098, %3120[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3122 = llvm.insertvalue %3096, %3121[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3123 = llvm.insertvalue %3097, %3122[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb394(%28 : i64)
  ^bb394(%3124: i64):  // 2 preds: ^bb393, ^bb401
    %3125 = llvm.icmp "slt" %3124, %17 : i64
    llvm.cond_br %3125, ^bb395, ^bb402
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%28 : i64)
  ^bb396(%3126: i64):  // 2 preds: ^bb395, ^bb400
    %3127 = llvm.icmp "slt" %3126, %16 : i64
    llvm.cond_br %3127, ^bb397, ^bb401
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%28 : i64)
  ^bb398(%3128: i64):  // 2 preds: ^bb397, ^bb399
    %3129 = llvm.icmp "slt" %3128, %15 : i64
    llvm.cond_br %3129, ^bb399, ^bb400
  ^bb399:  // pred: ^bb398
    %3130 = llvm.extractvalue %3012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3131 = llvm.mlir.constant(256 : index) : i64
    %3132 = llvm.mul %3124, %3131 overflow<nsw, nuw> : i64
    %3133 = llvm.mlir.constant(32 : index) : i64
    %3134 = llvm.mul %3126, %3133 overflow<nsw, nuw> : i64
    %3135 = llvm.add %3132, %3134 overflow<nsw, nuw> : i64
    %3136 = llvm.add %3135, %3128 overflow<nsw, nuw> : i64
    %3137 = llvm.getelementptr inbounds|nuw %3130[%3136] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3138 = llvm.load %3137 : !llvm.ptr -> f32
    %3139 = llvm.extractvalue %393[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3140 = llvm.getelementptr inbounds|nuw %3139[%3128] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3141 = llvm.load %3140 : !llvm.ptr -> f32
    %3142 = llvm.extractvalue %593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3143 = llvm.mlir.constant(256 : index) : i64
    %3144 = llvm.mul %3124, %3143 overflow<nsw, nuw> : i64
    %3145 = llvm.mlir.constant(32 : index) : i64
    %3146 = llvm.mul %3126, %3145 overflow<nsw, nuw> : i64
    %3147 = llvm.add %3144, %3146 overflow<nsw, nuw> : i64
    %3148 = llvm.add %3147, %3128 overflow<nsw, nuw> : i64
    %3149 = llvm.getelementptr inbounds|nuw %3142[%3148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3150 = llvm.load %3149 : !llvm.ptr -> f32
    %3151 = llvm.fadd %3138, %3141 : f32
    %3152 = llvm.fadd %3151, %3150 : f32
    %3153 = llvm.extractvalue %3123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3154 = llvm.mlir.constant(256 : index) : i64
    %3155 = llvm.mul %3124, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.mlir.constant(32 : index) : i64
    %3157 = llvm.mul %3126, %3156 overflow<nsw, nuw> : i64
    %3158 = llvm.add %3155, %3157 overflow<nsw, nuw> : i64
    %3159 = llvm.add %3158, %3128 overflow<nsw, nuw> : i64
    %3160 = llvm.getelementptr inbounds|nuw %3153[%3159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3152, %3160 : f32, !llvm.ptr
    %3161 = llvm.add %3128, %17 : i64
    llvm.br ^bb398(%3161 : i64)
  ^bb400:  // pred: ^bb398
    %3162 = llvm.add %3126, %17 : i64
    llvm.br ^bb396(%3162 : i64)
  ^bb401:  // pred: ^bb396
    %3163 = llvm.add %3124, %17 : i64
    llvm.br ^bb394(%3163 : i64)
  ^bb402:  // pred: ^bb394
    %3164 = llvm.mlir.constant(1 : index) : i64
    %3165 = llvm.mlir.constant(8 : index) : i64
    %3166 = llvm.mlir.constant(32 : index) : i64
    %3167 = llvm.mlir.constant(1 : index) : i64
    %3168 = llvm.mlir.constant(256 : index) : i64
    %3169 = llvm.mlir.constant(256 : index) : i64
    %3170 = llvm.mlir.zero : !llvm.ptr
    %3171 = llvm.getelementptr %3170[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3172 = llvm.ptrtoint %3171 : !llvm.ptr to i64
    %3173 = llvm.mlir.constant(64 : index) : i64
    %3174 = llvm.add %3172, %3173 : i64
    %3175 = llvm.call @malloc(%3174) : (i64) -> !llvm.ptr
    %3176 = llvm.ptrtoint %3175 : !llvm.ptr to i64
    %3177 = llvm.mlir.constant(1 : index) : i64
    %3178 = llvm.sub %3173, %3177 : i64
    %3179 = llvm.add %3176, %3178 : i64
    %3180 = llvm.urem %3179, %3173 : i64
    %3181 = llvm.sub %3179, %3180 : i64
    %3182 = llvm.inttoptr %3181 : i64 to !llvm.ptr
    %3183 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3184 = llvm.insertvalue %3175, %3183[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3185 = llvm.insertvalue %3182, %3184[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3186 = llvm.mlir.constant(0 : index) : i64
    %3187 = llvm.insertvalue %3186, %3185[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3188 = llvm.insertvalue %3164, %3187[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3189 = llvm.insertvalue %3165, %3188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3190 = llvm.insertvalue %3166, %3189[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3191 = llvm.insertvalue %3168, %3190[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3192 = llvm.insertvalue %3166, %3191[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3193 = llvm.insertvalue %3167, %3192[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb403(%28 : i64)
  ^bb403(%3194: i64):  // 2 preds: ^bb402, ^bb410
    %3195 = llvm.icmp "slt" %3194, %17 : i64
    llvm.cond_br %3195, ^bb404, ^bb411
  ^bb404:  // pred: ^bb403
    llvm.br ^bb405(%28 : i64)
  ^bb405(%3196: i64):  // 2 preds: ^bb404, ^bb409
    %3197 = llvm.icmp "slt" %3196, %16 : i64
    llvm.cond_br %3197, ^bb406, ^bb410
  ^bb406:  // pred: ^bb405
    llvm.br ^bb407(%28 : i64)
  ^bb407(%3198: i64):  // 2 preds: ^bb406, ^bb408
    %3199 = llvm.icmp "slt" %3198, %15 : i64
    llvm.cond_br %3199, ^bb408, ^bb409
  ^bb408:  // pred: ^bb407
    %3200 = llvm.extractvalue %3123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3201 = llvm.mlir.constant(256 : index) : i64
    %3202 = llvm.mul %3194, %3201 overflow<nsw, nuw> : i64
    %3203 = llvm.mlir.constant(32 : index) : i64
    %3204 = llvm.mul %3196, %3203 overflow<nsw, nuw> : i64
    %3205 = llvm.add %3202, %3204 overflow<nsw, nuw> : i64
    %3206 = llvm.add %3205, %3198 overflow<nsw, nuw> : i64
    %3207 = llvm.getelementptr inbounds|nuw %3200[%3206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3208 = llvm.load %3207 : !llvm.ptr -> f32
    %3209 = llvm.fpext %3208 : f32 to f64
    %3210 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3211 = llvm.mlir.constant(256 : index) : i64
    %3212 = llvm.mul %3194, %3211 overflow<nsw, nuw> : i64
    %3213 = llvm.mlir.constant(32 : index) : i64
    %3214 = llvm.mul %3196, %3213 overflow<nsw, nuw> : i64
    %3215 = llvm.add %3212, %3214 overflow<nsw, nuw> : i64
    %3216 = llvm.add %3215, %3198 overflow<nsw, nuw> : i64
    %3217 = llvm.getelementptr inbounds|nuw %3210[%3216] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3209, %3217 : f64, !llvm.ptr
    %3218 = llvm.add %3198, %17 : i64
    llvm.br ^bb407(%3218 : i64)
  ^bb409:  // pred: ^bb407
    %3219 = llvm.add %3196, %17 : i64
    llvm.br ^bb405(%3219 : i64)
  ^bb410:  // pred: ^bb405
    %3220 = llvm.add %3194, %17 : i64
    llvm.br ^bb403(%3220 : i64)
  ^bb411:  // pred: ^bb403
    %3221 = llvm.mlir.constant(1 : index) : i64
    %3222 = llvm.mlir.constant(8 : index) : i64
    %3223 = llvm.mlir.constant(1 : index) : i64
    %3224 = llvm.mlir.constant(1 : index) : i64
    %3225 = llvm.mlir.constant(8 : index) : i64
    %3226 = llvm.mlir.zero : !llvm.ptr
    %3227 = llvm.getelementptr %3226[%3225] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3228 = llvm.ptrtoint %3227 : !llvm.ptr to i64
    %3229 = llvm.mlir.constant(64 : index) : i64
    %3230 = llvm.add %3228, %3229 : i64
    %3231 = llvm.call @malloc(%3230) : (i64) -> !llvm.ptr
    %3232 = llvm.ptrtoint %3231 : !llvm.ptr to i64
    %3233 = llvm.mlir.constant(1 : index) : i64
    %3234 = llvm.sub %3229, %3233 : i64
    %3235 = llvm.add %3232, %3234 : i64
    %3236 = llvm.urem %3235, %3229 : i64
    %3237 = llvm.sub %3235, %3236 : i64
    %3238 = llvm.inttoptr %3237 : i64 to !llvm.ptr
    %3239 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3240 = llvm.insertvalue %3231, %3239[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3241 = llvm.insertvalue %3238, %3240[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3242 = llvm.mlir.constant(0 : index) : i64
    %3243 = llvm.insertvalue %3242, %3241[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3244 = llvm.insertvalue %3221, %3243[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3245 = llvm.insertvalue %3222, %3244[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3246 = llvm.insertvalue %3223, %3245[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3247 = llvm.insertvalue %3222, %3246[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3248 = llvm.insertvalue %3223, %3247[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3249 = llvm.insertvalue %3224, %3248[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb412(%28 : i64)
  ^bb412(%3250: i64):  // 2 preds: ^bb411, ^bb419
    %3251 = llvm.icmp "slt" %3250, %17 : i64
    llvm.cond_br %3251, ^bb413, ^bb420
  ^bb413:  // pred: ^bb412
    llvm.br ^bb414(%28 : i64)
  ^bb414(%3252: i64):  // 2 preds: ^bb413, ^bb418
    %3253 = llvm.icmp "slt" %3252, %16 : i64
    llvm.cond_br %3253, ^bb415, ^bb419
  ^bb415:  // pred: ^bb414
    llvm.br ^bb416(%28 : i64)
  ^bb416(%3254: i64):  // 2 preds: ^bb415, ^bb417
    %3255 = llvm.icmp "slt" %3254, %17 : i64
    llvm.cond_br %3255, ^bb417, ^bb418
  ^bb417:  // pred: ^bb416
    %3256 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3257 = llvm.mlir.constant(8 : index) : i64
    %3258 = llvm.mul %3250, %3257 overflow<nsw, nuw> : i64
    %3259 = llvm.add %3258, %3252 overflow<nsw, nuw> : i64
    %3260 = llvm.add %3259, %3254 overflow<nsw, nuw> : i64
    %3261 = llvm.getelementptr inbounds|nuw %3256[%3260] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3262 = llvm.load %3261 : !llvm.ptr -> f64
    %3263 = llvm.extractvalue %3249[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3264 = llvm.mlir.constant(8 : index) : i64
    %3265 = llvm.mul %3250, %3264 overflow<nsw, nuw> : i64
    %3266 = llvm.add %3265, %3252 overflow<nsw, nuw> : i64
    %3267 = llvm.add %3266, %3254 overflow<nsw, nuw> : i64
    %3268 = llvm.getelementptr inbounds|nuw %3263[%3267] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3262, %3268 : f64, !llvm.ptr
    %3269 = llvm.add %3254, %17 : i64
    llvm.br ^bb416(%3269 : i64)
  ^bb418:  // pred: ^bb416
    %3270 = llvm.add %3252, %17 : i64
    llvm.br ^bb414(%3270 : i64)
  ^bb419:  // pred: ^bb414
    %3271 = llvm.add %3250, %17 : i64
    llvm.br ^bb412(%3271 : i64)
  ^bb420:  // pred: ^bb412
    llvm.br ^bb421(%28 : i64)
  ^bb421(%3272: i64):  // 2 preds: ^bb420, ^bb428
    %3273 = llvm.icmp "slt" %3272, %17 : i64
    llvm.cond_br %3273, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%28 : i64)
  ^bb423(%3274: i64):  // 2 preds: ^bb422, ^bb427
    %3275 = llvm.icmp "slt" %3274, %16 : i64
    llvm.cond_br %3275, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%28 : i64)
  ^bb425(%3276: i64):  // 2 preds: ^bb424, ^bb426
    %3277 = llvm.icmp "slt" %3276, %15 : i64
    llvm.cond_br %3277, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3278 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3279 = llvm.mlir.constant(256 : index) : i64
    %3280 = llvm.mul %3272, %3279 overflow<nsw, nuw> : i64
    %3281 = llvm.mlir.constant(32 : index) : i64
    %3282 = llvm.mul %3274, %3281 overflow<nsw, nuw> : i64
    %3283 = llvm.add %3280, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3283, %3276 overflow<nsw, nuw> : i64
    %3285 = llvm.getelementptr inbounds|nuw %3278[%3284] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3286 = llvm.load %3285 : !llvm.ptr -> f64
    %3287 = llvm.extractvalue %3249[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3288 = llvm.mlir.constant(8 : index) : i64
    %3289 = llvm.mul %3272, %3288 overflow<nsw, nuw> : i64
    %3290 = llvm.add %3289, %3274 overflow<nsw, nuw> : i64
    %3291 = llvm.add %3290, %28 overflow<nsw, nuw> : i64
    %3292 = llvm.getelementptr inbounds|nuw %3287[%3291] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3293 = llvm.load %3292 : !llvm.ptr -> f64
    %3294 = llvm.fadd %3286, %3293 : f64
    %3295 = llvm.extractvalue %3249[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3296 = llvm.mlir.constant(8 : index) : i64
    %3297 = llvm.mul %3272, %3296 overflow<nsw, nuw> : i64
    %3298 = llvm.add %3297, %3274 overflow<nsw, nuw> : i64
    %3299 = llvm.add %3298, %28 overflow<nsw, nuw> : i64
    %3300 = llvm.getelementptr inbounds|nuw %3295[%3299] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3294, %3300 : f64, !llvm.ptr
    %3301 = llvm.add %3276, %17 : i64
    llvm.br ^bb425(%3301 : i64)
  ^bb427:  // pred: ^bb425
    %3302 = llvm.add %3274, %17 : i64
    llvm.br ^bb423(%3302 : i64)
  ^bb428:  // pred: ^bb423
    %3303 = llvm.add %3272, %17 : i64
    llvm.br ^bb421(%3303 : i64)
  ^bb429:  // pred: ^bb421
    %3304 = llvm.mlir.constant(1 : index) : i64
    %3305 = llvm.mlir.constant(8 : index) : i64
    %3306 = llvm.mlir.constant(1 : index) : i64
    %3307 = llvm.mlir.constant(1 : index) : i64
    %3308 = llvm.mlir.constant(8 : index) : i64
    %3309 = llvm.mlir.zero : !llvm.ptr
    %3310 = llvm.getelementptr %3309[%3308] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3311 = llvm.ptrtoint %3310 : !llvm.ptr to i64
    %3312 = llvm.mlir.constant(64 : index) : i64
    %3313 = llvm.add %3311, %3312 : i64
    %3314 = llvm.call @malloc(%3313) : (i64) -> !llvm.ptr
    %3315 = llvm.ptrtoint %3314 : !llvm.ptr to i64
    %3316 = llvm.mlir.constant(1 : index) : i64
    %3317 = llvm.sub %3312, %3316 : i64
    %3318 = llvm.add %3315, %3317 : i64
    %3319 = llvm.urem %3318, %3312 : i64
    %3320 = llvm.sub %3318, %3319 : i64
    %3321 = llvm.inttoptr %3320 : i64 to !llvm.ptr
    %3322 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3323 = llvm.insertvalue %3314, %3322[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3324 = llvm.insertvalue %3321, %3323[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3325 = llvm.mlir.constant(0 : index) : i64
    %3326 = llvm.insertvalue %3325, %3324[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3327 = llvm.insertvalue %3304, %3326[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3328 = llvm.insertvalue %3305, %3327[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3329 = llvm.insertvalue %3306, %3328[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3330 = llvm.insertvalue %3305, %3329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3331 = llvm.insertvalue %3306, %3330[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3332 = llvm.insertvalue %3307, %3331[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb430(%28 : i64)
  ^bb430(%3333: i64):  // 2 preds: ^bb429, ^bb437
    %3334 = llvm.icmp "slt" %3333, %17 : i64
    llvm.cond_br %3334, ^bb431, ^bb438
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%28 : i64)
  ^bb432(%3335: i64):  // 2 preds: ^bb431, ^bb436
    %3336 = llvm.icmp "slt" %3335, %16 : i64
    llvm.cond_br %3336, ^bb433, ^bb437
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%28 : i64)
  ^bb434(%3337: i64):  // 2 preds: ^bb433, ^bb435
    %3338 = llvm.icmp "slt" %3337, %17 : i64
    llvm.cond_br %3338, ^bb435, ^bb436
  ^bb435:  // pred: ^bb434
    %3339 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3340 = llvm.mlir.constant(8 : index) : i64
    %3341 = llvm.mul %3333, %3340 overflow<nsw, nuw> : i64
    %3342 = llvm.add %3341, %3335 overflow<nsw, nuw> : i64
    %3343 = llvm.add %3342, %3337 overflow<nsw, nuw> : i64
    %3344 = llvm.getelementptr inbounds|nuw %3339[%3343] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3345 = llvm.load %3344 : !llvm.ptr -> f64
    %3346 = llvm.extractvalue %3332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3347 = llvm.mlir.constant(8 : index) : i64
    %3348 = llvm.mul %3333, %3347 overflow<nsw, nuw> : i64
    %3349 = llvm.add %3348, %3335 overflow<nsw, nuw> : i64
    %3350 = llvm.add %3349, %3337 overflow<nsw, nuw> : i64
    %3351 = llvm.getelementptr inbounds|nuw %3346[%3350] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3345, %3351 : f64, !llvm.ptr
    %3352 = llvm.add %3337, %17 : i64
    llvm.br ^bb434(%3352 : i64)
  ^bb436:  // pred: ^bb434
    %3353 = llvm.add %3335, %17 : i64
    llvm.br ^bb432(%3353 : i64)
  ^bb437:  // pred: ^bb432
    %3354 = llvm.add %3333, %17 : i64
    llvm.br ^bb430(%3354 : i64)
  ^bb438:  // pred: ^bb430
    llvm.br ^bb439(%28 : i64)
  ^bb439(%3355: i64):  // 2 preds: ^bb438, ^bb446
    %3356 = llvm.icmp "slt" %3355, %17 : i64
    llvm.cond_br %3356, ^bb440, ^bb447
  ^bb440:  // pred: ^bb439
    llvm.br ^bb441(%28 : i64)
  ^bb441(%3357: i64):  // 2 preds: ^bb440, ^bb445
    %3358 = llvm.icmp "slt" %3357, %16 : i64
    llvm.cond_br %3358, ^bb442, ^bb446
  ^bb442:  // pred: ^bb441
    llvm.br ^bb443(%28 : i64)
  ^bb443(%3359: i64):  // 2 preds: ^bb442, ^bb444
    %3360 = llvm.icmp "slt" %3359, %15 : i64
    llvm.cond_br %3360, ^bb444, ^bb445
  ^bb444:  // pred: ^bb443
    %3361 = llvm.extractvalue %3193[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3362 = llvm.mlir.constant(256 : index) : i64
    %3363 = llvm.mul %3355, %3362 overflow<nsw, nuw> : i64
    %3364 = llvm.mlir.constant(32 : index) : i64
    %3365 = llvm.mul %3357, %3364 overflow<nsw, nuw> : i64
    %3366 = llvm.add %3363, %3365 overflow<nsw, nuw> : i64
    %3367 = llvm.add %3366, %3359 overflow<nsw, nuw> : i64
    %3368 = llvm.getelementptr inbounds|nuw %3361[%3367] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3369 = llvm.load %3368 : !llvm.ptr -> f64
    %3370 = llvm.extractvalue %3249[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3371 = llvm.mlir.constant(8 : index) : i64
    %3372 = llvm.mul %3355, %3371 overflow<nsw, nuw> : i64
    %3373 = llvm.add %3372, %3357 overflow<nsw, nuw> : i64
    %3374 = llvm.add %3373, %28 overflow<nsw, nuw> : i64
    %3375 = llvm.getelementptr inbounds|nuw %3370[%3374] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3376 = llvm.load %3375 : !llvm.ptr -> f64
    %3377 = llvm.extractvalue %3332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3378 = llvm.mlir.constant(8 : index) : i64
    %3379 = llvm.mul %3355, %3378 overflow<nsw, nuw> : i64
    %3380 = llvm.add %3379, %3357 overflow<nsw, nuw> : i64
    %3381 = llvm.add %3380, %28 overflow<nsw, nuw> : i64
    %3382 = llvm.getelementptr inbounds|nuw %3377[%3381] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3383 = llvm.load %3382 : !llvm.ptr -> f64
    %3384 = llvm.fdiv %3376, %22 : f64
    %3385 = llvm.fsub %3369, %3384 : f64
    %3386 = llvm.fmul %3385, %3385 : f64
    %3387 = llvm.fadd %3386, %3383 : f64
    %3388 = llvm.extractvalue %3332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3389 = llvm.mlir.constant(8 : index) : i64
    %3390 = llvm.mul %3355, %3389 overflow<nsw, nuw> : i64
    %3391 = llvm.add %3390, %3357 overflow<nsw, nuw> : i64
    %3392 = llvm.add %3391, %28 overflow<nsw, nuw> : i64
    %3393 = llvm.getelementptr inbounds|nuw %3388[%3392] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3387, %3393 : f64, !llvm.ptr
    %3394 = llvm.add %3359, %17 : i64
    llvm.br ^bb443(%3394 : i64)
  ^bb445:  // pred: ^bb443
    %3395 = llvm.add %3357, %17 : i64
    llvm.br ^bb441(%3395 : i64)
  ^bb446:  // pred: ^bb441
    %3396 = llvm.add %3355, %17 : i64
    llvm.br ^bb439(%3396 : i64)
  ^bb447:  // pred: ^bb439
    %3397 = llvm.mlir.constant(1 : index) : i64
    %3398 = llvm.mlir.constant(8 : index) : i64
    %3399 = llvm.mlir.constant(1 : index) : i64
    %3400 = llvm.mlir.constant(1 : index) : i64
    %3401 = llvm.mlir.constant(8 : index) : i64
    %3402 = llvm.mlir.zero : !llvm.ptr
    %3403 = llvm.getelementptr %3402[%3401] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3404 = llvm.ptrtoint %3403 : !llvm.ptr to i64
    %3405 = llvm.mlir.constant(64 : index) : i64
    %3406 = llvm.add %3404, %3405 : i64
    %3407 = llvm.call @malloc(%3406) : (i64) -> !llvm.ptr
    %3408 = llvm.ptrtoint %3407 : !llvm.ptr to i64
    %3409 = llvm.mlir.constant(1 : index) : i64
    %3410 = llvm.sub %3405, %3409 : i64
    %3411 = llvm.add %3408, %3410 : i64
    %3412 = llvm.urem %3411, %3405 : i64
    %3413 = llvm.sub %3411, %3412 : i64
    %3414 = llvm.inttoptr %3413 : i64 to !llvm.ptr
    %3415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3416 = llvm.insertvalue %3407, %3415[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3417 = llvm.insertvalue %3414, %3416[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3418 = llvm.mlir.constant(0 : index) : i64
    %3419 = llvm.insertvalue %3418, %3417[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3420 = llvm.insertvalue %3397, %3419[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3421 = llvm.insertvalue %3398, %3420[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3422 = llvm.insertvalue %3399, %3421[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3423 = llvm.insertvalue %3398, %3422[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3424 = llvm.insertvalue %3399, %3423[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3425 = llvm.insertvalue %3400, %3424[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb448(%28 : i64)
  ^bb448(%3426: i64):  // 2 preds: ^bb447, ^bb455
    %3427 = llvm.icmp "slt" %3426, %17 : i64
    llvm.cond_br %3427, ^bb449, ^bb456
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%28 : i64)
  ^bb450(%3428: i64):  // 2 preds: ^bb449, ^bb454
    %3429 = llvm.icmp "slt" %3428, %16 : i64
    llvm.cond_br %3429, ^bb451, ^bb455
  ^bb451:  // pred: ^bb450
    llvm.br ^bb452(%28 : i64)
  ^bb452(%3430: i64):  // 2 preds: ^bb451, ^bb453
    %3431 = llvm.icmp "slt" %3430, %17 : i64
    llvm.cond_br %3431, ^bb453, ^bb454
  ^bb453:  // pred: ^bb452
    %3432 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3433 = llvm.mlir.constant(8 : index) : i64
    %3434 = llvm.mul %3426, %3433 overflow<nsw, nuw> : i64
    %3435 = llvm.add %3434, %3428 overflow<nsw, nuw> : i64
    %3436 = llvm.add %3435, %3430 overflow<nsw, nuw> : i64
    %3437 = llvm.getelementptr inbounds|nuw %3432[%3436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3438 = llvm.load %3437 : !llvm.ptr -> f32
    %3439 = llvm.extractvalue %3425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3440 = llvm.mlir.constant(8 : index) : i64
    %3441 = llvm.mul %3426, %3440 overflow<nsw, nuw> : i64
    %3442 = llvm.add %3441, %3428 overflow<nsw, nuw> : i64
    %3443 = llvm.add %3442, %3430 overflow<nsw, nuw> : i64
    %3444 = llvm.getelementptr inbounds|nuw %3439[%3443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3438, %3444 : f32, !llvm.ptr
    %3445 = llvm.add %3430, %17 : i64
    llvm.br ^bb452(%3445 : i64)
  ^bb454:  // pred: ^bb452
    %3446 = llvm.add %3428, %17 : i64
    llvm.br ^bb450(%3446 : i64)
  ^bb455:  // pred: ^bb450
    %3447 = llvm.add %3426, %17 : i64
    llvm.br ^bb448(%3447 : i64)
  ^bb456:  // pred: ^bb448
    llvm.br ^bb457(%28 : i64)
  ^bb457(%3448: i64):  // 2 preds: ^bb456, ^bb464
    %3449 = llvm.icmp "slt" %3448, %17 : i64
    llvm.cond_br %3449, ^bb458, ^bb465
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%28 : i64)
  ^bb459(%3450: i64):  // 2 preds: ^bb458, ^bb463
    %3451 = llvm.icmp "slt" %3450, %16 : i64
    llvm.cond_br %3451, ^bb460, ^bb464
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%28 : i64)
  ^bb461(%3452: i64):  // 2 preds: ^bb460, ^bb462
    %3453 = llvm.icmp "slt" %3452, %15 : i64
    llvm.cond_br %3453, ^bb462, ^bb463
  ^bb462:  // pred: ^bb461
    %3454 = llvm.extractvalue %3123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3455 = llvm.mlir.constant(256 : index) : i64
    %3456 = llvm.mul %3448, %3455 overflow<nsw, nuw> : i64
    %3457 = llvm.mlir.constant(32 : index) : i64
    %3458 = llvm.mul %3450, %3457 overflow<nsw, nuw> : i64
    %3459 = llvm.add %3456, %3458 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3459, %3452 overflow<nsw, nuw> : i64
    %3461 = llvm.getelementptr inbounds|nuw %3454[%3460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3462 = llvm.load %3461 : !llvm.ptr -> f32
    %3463 = llvm.extractvalue %3425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3464 = llvm.mlir.constant(8 : index) : i64
    %3465 = llvm.mul %3448, %3464 overflow<nsw, nuw> : i64
    %3466 = llvm.add %3465, %3450 overflow<nsw, nuw> : i64
    %3467 = llvm.add %3466, %28 overflow<nsw, nuw> : i64
    %3468 = llvm.getelementptr inbounds|nuw %3463[%3467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3469 = llvm.load %3468 : !llvm.ptr -> f32
    %3470 = llvm.fadd %3462, %3469 : f32
    %3471 = llvm.extractvalue %3425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3472 = llvm.mlir.constant(8 : index) : i64
    %3473 = llvm.mul %3448, %3472 overflow<nsw, nuw> : i64
    %3474 = llvm.add %3473, %3450 overflow<nsw, nuw> : i64
    %3475 = llvm.add %3474, %28 overflow<nsw, nuw> : i64
    %3476 = llvm.getelementptr inbounds|nuw %3471[%3475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3470, %3476 : f32, !llvm.ptr
    %3477 = llvm.add %3452, %17 : i64
    llvm.br ^bb461(%3477 : i64)
  ^bb463:  // pred: ^bb461
    %3478 = llvm.add %3450, %17 : i64
    llvm.br ^bb459(%3478 : i64)
  ^bb464:  // pred: ^bb459
    %3479 = llvm.add %3448, %17 : i64
    llvm.br ^bb457(%3479 : i64)
  ^bb465:  // pred: ^bb457
    %3480 = llvm.mlir.constant(8 : index) : i64
    %3481 = llvm.mlir.constant(128 : index) : i64
    %3482 = llvm.mlir.constant(1 : index) : i64
    %3483 = llvm.mlir.constant(1024 : index) : i64
    %3484 = llvm.mlir.zero : !llvm.ptr
    %3485 = llvm.getelementptr %3484[%3483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3486 = llvm.ptrtoint %3485 : !llvm.ptr to i64
    %3487 = llvm.mlir.constant(64 : index) : i64
    %3488 = llvm.add %3486, %3487 : i64
    %3489 = llvm.call @malloc(%3488) : (i64) -> !llvm.ptr
    %3490 = llvm.ptrtoint %3489 : !llvm.ptr to i64
    %3491 = llvm.mlir.constant(1 : index) : i64
    %3492 = llvm.sub %3487, %3491 : i64
    %3493 = llvm.add %3490, %3492 : i64
    %3494 = llvm.urem %3493, %3487 : i64
    %3495 = llvm.sub %3493, %3494 : i64
    %3496 = llvm.inttoptr %3495 : i64 to !llvm.ptr
    %3497 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3498 = llvm.insertvalue %3489, %3497[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3499 = llvm.insertvalue %3496, %3498[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3500 = llvm.mlir.constant(0 : index) : i64
    %3501 = llvm.insertvalue %3500, %3499[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3502 = llvm.insertvalue %3480, %3501[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3503 = llvm.insertvalue %3481, %3502[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3504 = llvm.insertvalue %3481, %3503[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3505 = llvm.insertvalue %3482, %3504[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb466(%28 : i64)
  ^bb466(%3506: i64):  // 2 preds: ^bb465, ^bb470
    %3507 = llvm.icmp "slt" %3506, %16 : i64
    llvm.cond_br %3507, ^bb467, ^bb471
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%28 : i64)
  ^bb468(%3508: i64):  // 2 preds: ^bb467, ^bb469
    %3509 = llvm.icmp "slt" %3508, %10 : i64
    llvm.cond_br %3509, ^bb469, ^bb470
  ^bb469:  // pred: ^bb468
    %3510 = llvm.extractvalue %3505[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3511 = llvm.mlir.constant(128 : index) : i64
    %3512 = llvm.mul %3506, %3511 overflow<nsw, nuw> : i64
    %3513 = llvm.add %3512, %3508 overflow<nsw, nuw> : i64
    %3514 = llvm.getelementptr inbounds|nuw %3510[%3513] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %30, %3514 : f32, !llvm.ptr
    %3515 = llvm.add %3508, %17 : i64
    llvm.br ^bb468(%3515 : i64)
  ^bb470:  // pred: ^bb468
    %3516 = llvm.add %3506, %17 : i64
    llvm.br ^bb466(%3516 : i64)
  ^bb471:  // pred: ^bb466
    %3517 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3518 = llvm.extractvalue %3505[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3519 = llvm.extractvalue %3505[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3520 = llvm.insertvalue %3518, %3517[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3521 = llvm.insertvalue %3519, %3520[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3522 = llvm.mlir.constant(0 : index) : i64
    %3523 = llvm.insertvalue %3522, %3521[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3524 = llvm.mlir.constant(1 : index) : i64
    %3525 = llvm.insertvalue %3524, %3523[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3526 = llvm.mlir.constant(1024 : index) : i64
    %3527 = llvm.insertvalue %3526, %3525[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3528 = llvm.mlir.constant(8 : index) : i64
    %3529 = llvm.insertvalue %3528, %3527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3530 = llvm.mlir.constant(128 : index) : i64
    %3531 = llvm.insertvalue %3530, %3529[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3532 = llvm.mlir.constant(128 : index) : i64
    %3533 = llvm.insertvalue %3532, %3531[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3534 = llvm.mlir.constant(1 : index) : i64
    %3535 = llvm.insertvalue %3534, %3533[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3536 = llvm.mlir.constant(1 : index) : i64
    %3537 = llvm.mlir.constant(8 : index) : i64
    %3538 = llvm.mlir.constant(128 : index) : i64
    %3539 = llvm.mlir.constant(1 : index) : i64
    %3540 = llvm.mlir.constant(1024 : index) : i64
    %3541 = llvm.mlir.constant(1024 : index) : i64
    %3542 = llvm.mlir.zero : !llvm.ptr
    %3543 = llvm.getelementptr %3542[%3541] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3544 = llvm.ptrtoint %3543 : !llvm.ptr to i64
    %3545 = llvm.mlir.constant(64 : index) : i64
    %3546 = llvm.add %3544, %3545 : i64
    %3547 = llvm.call @malloc(%3546) : (i64) -> !llvm.ptr
    %3548 = llvm.ptrtoint %3547 : !llvm.ptr to i64
    %3549 = llvm.mlir.constant(1 : index) : i64
    %3550 = llvm.sub %3545, %3549 : i64
    %3551 = llvm.add %3548, %3550 : i64
    %3552 = llvm.urem %3551, %3545 : i64
    %3553 = llvm.sub %3551, %3552 : i64
    %3554 = llvm.inttoptr %3553 : i64 to !llvm.ptr
    %3555 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3556 = llvm.insertvalue %3547, %3555[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3557 = llvm.insertvalue %3554, %3556[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3558 = llvm.mlir.constant(0 : index) : i64
    %3559 = llvm.insertvalue %3558, %3557[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3560 = llvm.insertvalue %3536, %3559[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3561 = llvm.insertvalue %3537, %3560[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3562 = llvm.insertvalue %3538, %3561[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3563 = llvm.insertvalue %3540, %3562[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3564 = llvm.insertvalue %3538, %3563[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3565 = llvm.insertvalue %3539, %3564[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb472(%28 : i64)
  ^bb472(%3566: i64):  // 2 preds: ^bb471, ^bb479
    %3567 = llvm.icmp "slt" %3566, %17 : i64
    llvm.cond_br %3567, ^bb473, ^bb480
  ^bb473:  // pred: ^bb472
    llvm.br ^bb474(%28 : i64)
  ^bb474(%3568: i64):  // 2 preds: ^bb473, ^bb478
    %3569 = llvm.icmp "slt" %3568, %16 : i64
    llvm.cond_br %3569, ^bb475, ^bb479
  ^bb475:  // pred: ^bb474
    llvm.br ^bb476(%28 : i64)
  ^bb476(%3570: i64):  // 2 preds: ^bb475, ^bb477
    %3571 = llvm.icmp "slt" %3570, %10 : i64
    llvm.cond_br %3571, ^bb477, ^bb478
  ^bb477:  // pred: ^bb476
    %3572 = llvm.extractvalue %3535[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3573 = llvm.mlir.constant(1024 : index) : i64
    %3574 = llvm.mul %3566, %3573 overflow<nsw, nuw> : i64
    %3575 = llvm.mlir.constant(128 : index) : i64
    %3576 = llvm.mul %3568, %3575 overflow<nsw, nuw> : i64
    %3577 = llvm.add %3574, %3576 overflow<nsw, nuw> : i64
    %3578 = llvm.add %3577, %3570 overflow<nsw, nuw> : i64
    %3579 = llvm.getelementptr inbounds|nuw %3572[%3578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3580 = llvm.load %3579 : !llvm.ptr -> f32
    %3581 = llvm.extractvalue %3565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3582 = llvm.mlir.constant(1024 : index) : i64
    %3583 = llvm.mul %3566, %3582 overflow<nsw, nuw> : i64
    %3584 = llvm.mlir.constant(128 : index) : i64
    %3585 = llvm.mul %3568, %3584 overflow<nsw, nuw> : i64
    %3586 = llvm.add %3583, %3585 overflow<nsw, nuw> : i64
    %3587 = llvm.add %3586, %3570 overflow<nsw, nuw> : i64
    %3588 = llvm.getelementptr inbounds|nuw %3581[%3587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3580, %3588 : f32, !llvm.ptr
    %3589 = llvm.add %3570, %17 : i64
    llvm.br ^bb476(%3589 : i64)
  ^bb478:  // pred: ^bb476
    %3590 = llvm.add %3568, %17 : i64
    llvm.br ^bb474(%3590 : i64)
  ^bb479:  // pred: ^bb474
    %3591 = llvm.add %3566, %17 : i64
    llvm.br ^bb472(%3591 : i64)
  ^bb480:  // pred: ^bb472
    llvm.br ^bb481(%28 : i64)
  ^bb481(%3592: i64):  // 2 preds: ^bb480, ^bb491
    %3593 = llvm.icmp "slt" %3592, %17 : i64
    llvm.cond_br %3593, ^bb482, ^bb492
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%28 : i64)
  ^bb483(%3594: i64):  // 2 preds: ^bb482, ^bb490
    %3595 = llvm.icmp "slt" %3594, %16 : i64
    llvm.cond_br %3595, ^bb484, ^bb491
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%28 : i64)
  ^bb485(%3596: i64):  // 2 preds: ^bb484, ^bb489
    %3597 = llvm.icmp "slt" %3596, %10 : i64
    llvm.cond_br %3597, ^bb486, ^bb490
  ^bb486:  // pred: ^bb485
    llvm.br ^bb487(%28 : i64)
  ^bb487(%3598: i64):  // 2 preds: ^bb486, ^bb488
    %3599 = llvm.icmp "slt" %3598, %15 : i64
    llvm.cond_br %3599, ^bb488, ^bb489
  ^bb488:  // pred: ^bb487
    %3600 = llvm.extractvalue %3123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3601 = llvm.mlir.constant(256 : index) : i64
    %3602 = llvm.mul %3592, %3601 overflow<nsw, nuw> : i64
    %3603 = llvm.mlir.constant(32 : index) : i64
    %3604 = llvm.mul %3594, %3603 overflow<nsw, nuw> : i64
    %3605 = llvm.add %3602, %3604 overflow<nsw, nuw> : i64
    %3606 = llvm.add %3605, %3598 overflow<nsw, nuw> : i64
    %3607 = llvm.getelementptr inbounds|nuw %3600[%3606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3608 = llvm.load %3607 : !llvm.ptr -> f32
    %3609 = llvm.extractvalue %3425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3610 = llvm.mlir.constant(8 : index) : i64
    %3611 = llvm.mul %3592, %3610 overflow<nsw, nuw> : i64
    %3612 = llvm.add %3611, %3594 overflow<nsw, nuw> : i64
    %3613 = llvm.add %3612, %28 overflow<nsw, nuw> : i64
    %3614 = llvm.getelementptr inbounds|nuw %3609[%3613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3615 = llvm.load %3614 : !llvm.ptr -> f32
    %3616 = llvm.extractvalue %3332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3617 = llvm.mlir.constant(8 : index) : i64
    %3618 = llvm.mul %3592, %3617 overflow<nsw, nuw> : i64
    %3619 = llvm.add %3618, %3594 overflow<nsw, nuw> : i64
    %3620 = llvm.add %3619, %28 overflow<nsw, nuw> : i64
    %3621 = llvm.getelementptr inbounds|nuw %3616[%3620] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3622 = llvm.load %3621 : !llvm.ptr -> f64
    %3623 = llvm.extractvalue %377[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3624 = llvm.getelementptr inbounds|nuw %3623[%3598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3625 = llvm.load %3624 : !llvm.ptr -> f32
    %3626 = llvm.extractvalue %361[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3627 = llvm.getelementptr inbounds|nuw %3626[%3598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3628 = llvm.load %3627 : !llvm.ptr -> f32
    %3629 = llvm.extractvalue %345[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3630 = llvm.mlir.constant(128 : index) : i64
    %3631 = llvm.mul %3598, %3630 overflow<nsw, nuw> : i64
    %3632 = llvm.add %3631, %3596 overflow<nsw, nuw> : i64
    %3633 = llvm.getelementptr inbounds|nuw %3629[%3632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3634 = llvm.load %3633 : !llvm.ptr -> f32
    %3635 = llvm.extractvalue %3565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3636 = llvm.mlir.constant(1024 : index) : i64
    %3637 = llvm.mul %3592, %3636 overflow<nsw, nuw> : i64
    %3638 = llvm.mlir.constant(128 : index) : i64
    %3639 = llvm.mul %3594, %3638 overflow<nsw, nuw> : i64
    %3640 = llvm.add %3637, %3639 overflow<nsw, nuw> : i64
    %3641 = llvm.add %3640, %3596 overflow<nsw, nuw> : i64
    %3642 = llvm.getelementptr inbounds|nuw %3635[%3641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3643 = llvm.load %3642 : !llvm.ptr -> f32
    %3644 = llvm.fdiv %3622, %22 : f64
    %3645 = llvm.fptrunc %3644 : f64 to f32
    %3646 = llvm.fptrunc %23 : f64 to f32
    %3647 = llvm.fadd %3645, %3646 : f32
    %3648 = llvm.intr.sqrt(%3647) : (f32) -> f32
    %3649 = llvm.fdiv %18, %3648 : f32
    %3650 = llvm.fdiv %3615, %21 : f32
    %3651 = llvm.fsub %3608, %3650 : f32
    %3652 = llvm.fmul %3651, %3649 : f32
    %3653 = llvm.fmul %3652, %3625 : f32
    %3654 = llvm.fadd %3653, %3628 : f32
    %3655 = llvm.fmul %3654, %3634 : f32
    %3656 = llvm.fadd %3643, %3655 : f32
    %3657 = llvm.extractvalue %3565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3658 = llvm.mlir.constant(1024 : index) : i64
    %3659 = llvm.mul %3592, %3658 overflow<nsw, nuw> : i64
    %3660 = llvm.mlir.constant(128 : index) : i64
    %3661 = llvm.mul %3594, %3660 overflow<nsw, nuw> : i64
    %3662 = llvm.add %3659, %3661 overflow<nsw, nuw> : i64
    %3663 = llvm.add %3662, %3596 overflow<nsw, nuw> : i64
    %3664 = llvm.getelementptr inbounds|nuw %3657[%3663] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3656, %3664 : f32, !llvm.ptr
    %3665 = llvm.add %3598, %17 : i64
    llvm.br ^bb487(%3665 : i64)
  ^bb489:  // pred: ^bb487
    %3666 = llvm.add %3596, %17 : i64
    llvm.br ^bb485(%3666 : i64)
  ^bb490:  // pred: ^bb485
    %3667 = llvm.add %3594, %17 : i64
    llvm.br ^bb483(%3667 : i64)
  ^bb491:  // pred: ^bb483
    %3668 = llvm.add %3592, %17 : i64
    llvm.br ^bb481(%3668 : i64)
  ^bb492:  // pred: ^bb481
    %3669 = llvm.mlir.constant(1 : index) : i64
    %3670 = llvm.mlir.constant(8 : index) : i64
    %3671 = llvm.mlir.constant(32 : index) : i64
    %3672 = llvm.mlir.constant(1 : index) : i64
    %3673 = llvm.mlir.constant(256 : index) : i64
    %3674 = llvm.mlir.constant(256 : index) : i64
    %3675 = llvm.mlir.zero : !llvm.ptr
    %3676 = llvm.getelementptr %3675[%3674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3677 = llvm.ptrtoint %3676 : !llvm.ptr to i64
    %3678 = llvm.mlir.constant(64 : index) : i64
    %3679 = llvm.add %3677, %3678 : i64
    %3680 = llvm.call @malloc(%3679) : (i64) -> !llvm.ptr
    %3681 = llvm.ptrtoint %3680 : !llvm.ptr to i64
    %3682 = llvm.mlir.constant(1 : index) : i64
    %3683 = llvm.sub %3678, %3682 : i64
    %3684 = llvm.add %3681, %3683 : i64
    %3685 = llvm.urem %3684, %3678 : i64
    %3686 = llvm.sub %3684, %3685 : i64
    %3687 = llvm.inttoptr %3686 : i64 to !llvm.ptr
    %3688 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3689 = llvm.insertvalue %3680, %3688[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3690 = llvm.insertvalue %3687, %3689[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3691 = llvm.mlir.constant(0 : index) : i64
    %3692 = llvm.insertvalue %3691, %3690[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3693 = llvm.insertvalue %3669, %3692[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3694 = llvm.insertvalue %3670, %3693[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3695 = llvm.insertvalue %3671, %3694[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3696 = llvm.insertvalue %3673, %3695[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3697 = llvm.insertvalue %3671, %3696[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3698 = llvm.insertvalue %3672, %3697[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb493(%28 : i64)
  ^bb493(%3699: i64):  // 2 preds: ^bb492, ^bb500
    %3700 = llvm.icmp "slt" %3699, %17 : i64
    llvm.cond_br %3700, ^bb494, ^bb501
  ^bb494:  // pred: ^bb493
    llvm.br ^bb495(%28 : i64)
  ^bb495(%3701: i64):  // 2 preds: ^bb494, ^bb499
    %3702 = llvm.icmp "slt" %3701, %16 : i64
    llvm.cond_br %3702, ^bb496, ^bb500
  ^bb496:  // pred: ^bb495
    llvm.br ^bb497(%28 : i64)
  ^bb497(%3703: i64):  // 2 preds: ^bb496, ^bb498
    %3704 = llvm.icmp "slt" %3703, %15 : i64
    llvm.cond_br %3704, ^bb498, ^bb499
  ^bb498:  // pred: ^bb497
    %3705 = llvm.extractvalue %2982[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3706 = llvm.mlir.constant(256 : index) : i64
    %3707 = llvm.mul %3699, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.mlir.constant(32 : index) : i64
    %3709 = llvm.mul %3701, %3708 overflow<nsw, nuw> : i64
    %3710 = llvm.add %3707, %3709 overflow<nsw, nuw> : i64
    %3711 = llvm.add %3710, %3703 overflow<nsw, nuw> : i64
    %3712 = llvm.getelementptr inbounds|nuw %3705[%3711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3713 = llvm.load %3712 : !llvm.ptr -> f32
    %3714 = llvm.extractvalue %3698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3715 = llvm.mlir.constant(256 : index) : i64
    %3716 = llvm.mul %3699, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.mlir.constant(32 : index) : i64
    %3718 = llvm.mul %3701, %3717 overflow<nsw, nuw> : i64
    %3719 = llvm.add %3716, %3718 overflow<nsw, nuw> : i64
    %3720 = llvm.add %3719, %3703 overflow<nsw, nuw> : i64
    %3721 = llvm.getelementptr inbounds|nuw %3714[%3720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3713, %3721 : f32, !llvm.ptr
    %3722 = llvm.add %3703, %17 : i64
    llvm.br ^bb497(%3722 : i64)
  ^bb499:  // pred: ^bb497
    %3723 = llvm.add %3701, %17 : i64
    llvm.br ^bb495(%3723 : i64)
  ^bb500:  // pred: ^bb495
    %3724 = llvm.add %3699, %17 : i64
    llvm.br ^bb493(%3724 : i64)
  ^bb501:  // pred: ^bb493
    llvm.br ^bb502(%28 : i64)
  ^bb502(%3725: i64):  // 2 preds: ^bb501, ^bb512
    %3726 = llvm.icmp "slt" %3725, %17 : i64
    llvm.cond_br %3726, ^bb503, ^bb513
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%28 : i64)
  ^bb504(%3727: i64):  // 2 preds: ^bb503, ^bb511
    %3728 = llvm.icmp "slt" %3727, %16 : i64
    llvm.cond_br %3728, ^bb505, ^bb512
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%28 : i64)
  ^bb506(%3729: i64):  // 2 preds: ^bb505, ^bb510
    %3730 = llvm.icmp "slt" %3729, %15 : i64
    llvm.cond_br %3730, ^bb507, ^bb511
  ^bb507:  // pred: ^bb506
    llvm.br ^bb508(%28 : i64)
  ^bb508(%3731: i64):  // 2 preds: ^bb507, ^bb509
    %3732 = llvm.icmp "slt" %3731, %10 : i64
    llvm.cond_br %3732, ^bb509, ^bb510
  ^bb509:  // pred: ^bb508
    %3733 = llvm.extractvalue %3565[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3734 = llvm.mlir.constant(1024 : index) : i64
    %3735 = llvm.mul %3725, %3734 overflow<nsw, nuw> : i64
    %3736 = llvm.mlir.constant(128 : index) : i64
    %3737 = llvm.mul %3727, %3736 overflow<nsw, nuw> : i64
    %3738 = llvm.add %3735, %3737 overflow<nsw, nuw> : i64
    %3739 = llvm.add %3738, %3731 overflow<nsw, nuw> : i64
    %3740 = llvm.getelementptr inbounds|nuw %3733[%3739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3741 = llvm.load %3740 : !llvm.ptr -> f32
    %3742 = llvm.extractvalue %325[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3743 = llvm.getelementptr inbounds|nuw %3742[%3731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3744 = llvm.load %3743 : !llvm.ptr -> f32
    %3745 = llvm.extractvalue %309[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3746 = llvm.mlir.constant(32 : index) : i64
    %3747 = llvm.mul %3731, %3746 overflow<nsw, nuw> : i64
    %3748 = llvm.add %3747, %3729 overflow<nsw, nuw> : i64
    %3749 = llvm.getelementptr inbounds|nuw %3745[%3748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3750 = llvm.load %3749 : !llvm.ptr -> f32
    %3751 = llvm.extractvalue %3698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3752 = llvm.mlir.constant(256 : index) : i64
    %3753 = llvm.mul %3725, %3752 overflow<nsw, nuw> : i64
    %3754 = llvm.mlir.constant(32 : index) : i64
    %3755 = llvm.mul %3727, %3754 overflow<nsw, nuw> : i64
    %3756 = llvm.add %3753, %3755 overflow<nsw, nuw> : i64
    %3757 = llvm.add %3756, %3729 overflow<nsw, nuw> : i64
    %3758 = llvm.getelementptr inbounds|nuw %3751[%3757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3759 = llvm.load %3758 : !llvm.ptr -> f32
    %3760 = llvm.fadd %3741, %3744 : f32
    %3761 = llvm.fmul %3760, %3760 : f32
    %3762 = llvm.fmul %3761, %3760 : f32
    %3763 = llvm.fptrunc %24 : f64 to f32
    %3764 = llvm.fmul %3762, %3763 : f32
    %3765 = llvm.fadd %3760, %3764 : f32
    %3766 = llvm.fptrunc %25 : f64 to f32
    %3767 = llvm.fmul %3765, %3766 : f32
    %3768 = llvm.fcmp "olt" %3767, %30 : f32
    %3769 = llvm.uitofp %3768 : i1 to f32
    %3770 = llvm.fmul %3769, %9 : f32
    %3771 = llvm.fadd %3770, %18 : f32
    %3772 = llvm.fmul %3771, %3767 : f32
    %3773 = llvm.fmul %3772, %9 : f32
    %3774 = llvm.fmul %3773, %8 : f32
    %3775 = llvm.intr.exp2(%3774) : (f32) -> f32
    %3776 = llvm.fsub %18, %3775 : f32
    %3777 = llvm.fadd %3775, %18 : f32
    %3778 = llvm.fdiv %3776, %3777 : f32
    %3779 = llvm.fmul %3771, %3778 : f32
    %3780 = llvm.fadd %3779, %18 : f32
    %3781 = llvm.fmul %3760, %19 : f32
    %3782 = llvm.fmul %3781, %3780 : f32
    %3783 = llvm.fmul %3782, %3750 : f32
    %3784 = llvm.fadd %3759, %3783 : f32
    %3785 = llvm.extractvalue %3698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3786 = llvm.mlir.constant(256 : index) : i64
    %3787 = llvm.mul %3725, %3786 overflow<nsw, nuw> : i64
    %3788 = llvm.mlir.constant(32 : index) : i64
    %3789 = llvm.mul %3727, %3788 overflow<nsw, nuw> : i64
    %3790 = llvm.add %3787, %3789 overflow<nsw, nuw> : i64
    %3791 = llvm.add %3790, %3729 overflow<nsw, nuw> : i64
    %3792 = llvm.getelementptr inbounds|nuw %3785[%3791] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3784, %3792 : f32, !llvm.ptr
    %3793 = llvm.add %3731, %17 : i64
    llvm.br ^bb508(%3793 : i64)
  ^bb510:  // pred: ^bb508
    %3794 = llvm.add %3729, %17 : i64
    llvm.br ^bb506(%3794 : i64)
  ^bb511:  // pred: ^bb506
    %3795 = llvm.add %3727, %17 : i64
    llvm.br ^bb504(%3795 : i64)
  ^bb512:  // pred: ^bb504
    %3796 = llvm.add %3725, %17 : i64
    llvm.br ^bb502(%3796 : i64)
  ^bb513:  // pred: ^bb502
    %3797 = llvm.mlir.constant(1 : index) : i64
    %3798 = llvm.mlir.constant(8 : index) : i64
    %3799 = llvm.mlir.constant(32 : index) : i64
    %3800 = llvm.mlir.constant(1 : index) : i64
    %3801 = llvm.mlir.constant(256 : index) : i64
    %3802 = llvm.mlir.constant(256 : index) : i64
    %3803 = llvm.mlir.zero : !llvm.ptr
    %3804 = llvm.getelementptr %3803[%3802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3805 = llvm.ptrtoint %3804 : !llvm.ptr to i64
    %3806 = llvm.mlir.constant(64 : index) : i64
    %3807 = llvm.add %3805, %3806 : i64
    %3808 = llvm.call @malloc(%3807) : (i64) -> !llvm.ptr
    %3809 = llvm.ptrtoint %3808 : !llvm.ptr to i64
    %3810 = llvm.mlir.constant(1 : index) : i64
    %3811 = llvm.sub %3806, %3810 : i64
    %3812 = llvm.add %3809, %3811 : i64
    %3813 = llvm.urem %3812, %3806 : i64
    %3814 = llvm.sub %3812, %3813 : i64
    %3815 = llvm.inttoptr %3814 : i64 to !llvm.ptr
    %3816 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3817 = llvm.insertvalue %3808, %3816[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3818 = llvm.insertvalue %3815, %3817[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3819 = llvm.mlir.constant(0 : index) : i64
    %3820 = llvm.insertvalue %3819, %3818[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3821 = llvm.insertvalue %3797, %3820[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3822 = llvm.insertvalue %3798, %3821[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3823 = llvm.insertvalue %3799, %3822[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3824 = llvm.insertvalue %3801, %3823[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3825 = llvm.insertvalue %3799, %3824[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3826 = llvm.insertvalue %3800, %3825[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb514(%28 : i64)
  ^bb514(%3827: i64):  // 2 preds: ^bb513, ^bb521
    %3828 = llvm.icmp "slt" %3827, %17 : i64
    llvm.cond_br %3828, ^bb515, ^bb522
  ^bb515:  // pred: ^bb514
    llvm.br ^bb516(%28 : i64)
  ^bb516(%3829: i64):  // 2 preds: ^bb515, ^bb520
    %3830 = llvm.icmp "slt" %3829, %16 : i64
    llvm.cond_br %3830, ^bb517, ^bb521
  ^bb517:  // pred: ^bb516
    llvm.br ^bb518(%28 : i64)
  ^bb518(%3831: i64):  // 2 preds: ^bb517, ^bb519
    %3832 = llvm.icmp "slt" %3831, %15 : i64
    llvm.cond_br %3832, ^bb519, ^bb520
  ^bb519:  // pred: ^bb518
    %3833 = llvm.extractvalue %3123[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3834 = llvm.mlir.constant(256 : index) : i64
    %3835 = llvm.mul %3827, %3834 overflow<nsw, nuw> : i64
    %3836 = llvm.mlir.constant(32 : index) : i64
    %3837 = llvm.mul %3829, %3836 overflow<nsw, nuw> : i64
    %3838 = llvm.add %3835, %3837 overflow<nsw, nuw> : i64
    %3839 = llvm.add %3838, %3831 overflow<nsw, nuw> : i64
    %3840 = llvm.getelementptr inbounds|nuw %3833[%3839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3841 = llvm.load %3840 : !llvm.ptr -> f32
    %3842 = llvm.extractvalue %3698[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3843 = llvm.mlir.constant(256 : index) : i64
    %3844 = llvm.mul %3827, %3843 overflow<nsw, nuw> : i64
    %3845 = llvm.mlir.constant(32 : index) : i64
    %3846 = llvm.mul %3829, %3845 overflow<nsw, nuw> : i64
    %3847 = llvm.add %3844, %3846 overflow<nsw, nuw> : i64
    %3848 = llvm.add %3847, %3831 overflow<nsw, nuw> : i64
    %3849 = llvm.getelementptr inbounds|nuw %3842[%3848] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3850 = llvm.load %3849 : !llvm.ptr -> f32
    %3851 = llvm.extractvalue %289[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3852 = llvm.getelementptr inbounds|nuw %3851[%3831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3853 = llvm.load %3852 : !llvm.ptr -> f32
    %3854 = llvm.fadd %3850, %3853 : f32
    %3855 = llvm.fadd %3841, %3854 : f32
    %3856 = llvm.extractvalue %3826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3857 = llvm.mlir.constant(256 : index) : i64
    %3858 = llvm.mul %3827, %3857 overflow<nsw, nuw> : i64
    %3859 = llvm.mlir.constant(32 : index) : i64
    %3860 = llvm.mul %3829, %3859 overflow<nsw, nuw> : i64
    %3861 = llvm.add %3858, %3860 overflow<nsw, nuw> : i64
    %3862 = llvm.add %3861, %3831 overflow<nsw, nuw> : i64
    %3863 = llvm.getelementptr inbounds|nuw %3856[%3862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3855, %3863 : f32, !llvm.ptr
    %3864 = llvm.add %3831, %17 : i64
    llvm.br ^bb518(%3864 : i64)
  ^bb520:  // pred: ^bb518
    %3865 = llvm.add %3829, %17 : i64
    llvm.br ^bb516(%3865 : i64)
  ^bb521:  // pred: ^bb516
    %3866 = llvm.add %3827, %17 : i64
    llvm.br ^bb514(%3866 : i64)
  ^bb522:  // pred: ^bb514
    %3867 = llvm.mlir.constant(1 : index) : i64
    %3868 = llvm.mlir.constant(8 : index) : i64
    %3869 = llvm.mlir.constant(32 : index) : i64
    %3870 = llvm.mlir.constant(1 : index) : i64
    %3871 = llvm.mlir.constant(256 : index) : i64
    %3872 = llvm.mlir.constant(256 : index) : i64
    %3873 = llvm.mlir.zero : !llvm.ptr
    %3874 = llvm.getelementptr %3873[%3872] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3875 = llvm.ptrtoint %3874 : !llvm.ptr to i64
    %3876 = llvm.mlir.constant(64 : index) : i64
    %3877 = llvm.add %3875, %3876 : i64
    %3878 = llvm.call @malloc(%3877) : (i64) -> !llvm.ptr
    %3879 = llvm.ptrtoint %3878 : !llvm.ptr to i64
    %3880 = llvm.mlir.constant(1 : index) : i64
    %3881 = llvm.sub %3876, %3880 : i64
    %3882 = llvm.add %3879, %3881 : i64
    %3883 = llvm.urem %3882, %3876 : i64
    %3884 = llvm.sub %3882, %3883 : i64
    %3885 = llvm.inttoptr %3884 : i64 to !llvm.ptr
    %3886 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3887 = llvm.insertvalue %3878, %3886[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3888 = llvm.insertvalue %3885, %3887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3889 = llvm.mlir.constant(0 : index) : i64
    %3890 = llvm.insertvalue %3889, %3888[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3891 = llvm.insertvalue %3867, %3890[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3892 = llvm.insertvalue %3868, %3891[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3893 = llvm.insertvalue %3869, %3892[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3894 = llvm.insertvalue %3871, %3893[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3895 = llvm.insertvalue %3869, %3894[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3896 = llvm.insertvalue %3870, %3895[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb523(%28 : i64)
  ^bb523(%3897: i64):  // 2 preds: ^bb522, ^bb530
    %3898 = llvm.icmp "slt" %3897, %17 : i64
    llvm.cond_br %3898, ^bb524, ^bb531
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%28 : i64)
  ^bb525(%3899: i64):  // 2 preds: ^bb524, ^bb529
    %3900 = llvm.icmp "slt" %3899, %16 : i64
    llvm.cond_br %3900, ^bb526, ^bb530
  ^bb526:  // pred: ^bb525
    llvm.br ^bb527(%28 : i64)
  ^bb527(%3901: i64):  // 2 preds: ^bb526, ^bb528
    %3902 = llvm.icmp "slt" %3901, %15 : i64
    llvm.cond_br %3902, ^bb528, ^bb529
  ^bb528:  // pred: ^bb527
    %3903 = llvm.extractvalue %3826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3904 = llvm.mlir.constant(256 : index) : i64
    %3905 = llvm.mul %3897, %3904 overflow<nsw, nuw> : i64
    %3906 = llvm.mlir.constant(32 : index) : i64
    %3907 = llvm.mul %3899, %3906 overflow<nsw, nuw> : i64
    %3908 = llvm.add %3905, %3907 overflow<nsw, nuw> : i64
    %3909 = llvm.add %3908, %3901 overflow<nsw, nuw> : i64
    %3910 = llvm.getelementptr inbounds|nuw %3903[%3909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3911 = llvm.load %3910 : !llvm.ptr -> f32
    %3912 = llvm.fpext %3911 : f32 to f64
    %3913 = llvm.extractvalue %3896[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3914 = llvm.mlir.constant(256 : index) : i64
    %3915 = llvm.mul %3897, %3914 overflow<nsw, nuw> : i64
    %3916 = llvm.mlir.constant(32 : index) : i64
    %3917 = llvm.mul %3899, %3916 overflow<nsw, nuw> : i64
    %3918 = llvm.add %3915, %3917 overflow<nsw, nuw> : i64
    %3919 = llvm.add %3918, %3901 overflow<nsw, nuw> : i64
    %3920 = llvm.getelementptr inbounds|nuw %3913[%3919] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3912, %3920 : f64, !llvm.ptr
    %3921 = llvm.add %3901, %17 : i64
    llvm.br ^bb527(%3921 : i64)
  ^bb529:  // pred: ^bb527
    %3922 = llvm.add %3899, %17 : i64
    llvm.br ^bb525(%3922 : i64)
  ^bb530:  // pred: ^bb525
    %3923 = llvm.add %3897, %17 : i64
    llvm.br ^bb523(%3923 : i64)
  ^bb531:  // pred: ^bb523
    %3924 = llvm.mlir.constant(1 : index) : i64
    %3925 = llvm.mlir.constant(8 : index) : i64
    %3926 = llvm.mlir.constant(1 : index) : i64
    %3927 = llvm.mlir.constant(1 : index) : i64
    %3928 = llvm.mlir.constant(8 : index) : i64
    %3929 = llvm.mlir.zero : !llvm.ptr
    %3930 = llvm.getelementptr %3929[%3928] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3931 = llvm.ptrtoint %3930 : !llvm.ptr to i64
    %3932 = llvm.mlir.constant(64 : index) : i64
    %3933 = llvm.add %3931, %3932 : i64
    %3934 = llvm.call @malloc(%3933) : (i64) -> !llvm.ptr
    %3935 = llvm.ptrtoint %3934 : !llvm.ptr to i64
    %3936 = llvm.mlir.constant(1 : index) : i64
    %3937 = llvm.sub %3932, %3936 : i64
    %3938 = llvm.add %3935, %3937 : i64
    %3939 = llvm.urem %3938, %3932 : i64
    %3940 = llvm.sub %3938, %3939 : i64
    %3941 = llvm.inttoptr %3940 : i64 to !llvm.ptr
    %3942 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3943 = llvm.insertvalue %3934, %3942[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.insertvalue %3941, %3943[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3945 = llvm.mlir.constant(0 : index) : i64
    %3946 = llvm.insertvalue %3945, %3944[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3947 = llvm.insertvalue %3924, %3946[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3948 = llvm.insertvalue %3925, %3947[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3949 = llvm.insertvalue %3926, %3948[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3950 = llvm.insertvalue %3925, %3949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3951 = llvm.insertvalue %3926, %3950[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3952 = llvm.insertvalue %3927, %3951[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb532(%28 : i64)
  ^bb532(%3953: i64):  // 2 preds: ^bb531, ^bb539
    %3954 = llvm.icmp "slt" %3953, %17 : i64
    llvm.cond_br %3954, ^bb533, ^bb540
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%28 : i64)
  ^bb534(%3955: i64):  // 2 preds: ^bb533, ^bb538
    %3956 = llvm.icmp "slt" %3955, %16 : i64
    llvm.cond_br %3956, ^bb535, ^bb539
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%28 : i64)
  ^bb536(%3957: i64):  // 2 preds: ^bb535, ^bb537
    %3958 = llvm.icmp "slt" %3957, %17 : i64
    llvm.cond_br %3958, ^bb537, ^bb538
  ^bb537:  // pred: ^bb536
    %3959 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3960 = llvm.mlir.constant(8 : index) : i64
    %3961 = llvm.mul %3953, %3960 overflow<nsw, nuw> : i64
    %3962 = llvm.add %3961, %3955 overflow<nsw, nuw> : i64
    %3963 = llvm.add %3962, %3957 overflow<nsw, nuw> : i64
    %3964 = llvm.getelementptr inbounds|nuw %3959[%3963] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3965 = llvm.load %3964 : !llvm.ptr -> f64
    %3966 = llvm.extractvalue %3952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3967 = llvm.mlir.constant(8 : index) : i64
    %3968 = llvm.mul %3953, %3967 overflow<nsw, nuw> : i64
    %3969 = llvm.add %3968, %3955 overflow<nsw, nuw> : i64
    %3970 = llvm.add %3969, %3957 overflow<nsw, nuw> : i64
    %3971 = llvm.getelementptr inbounds|nuw %3966[%3970] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3965, %3971 : f64, !llvm.ptr
    %3972 = llvm.add %3957, %17 : i64
    llvm.br ^bb536(%3972 : i64)
  ^bb538:  // pred: ^bb536
    %3973 = llvm.add %3955, %17 : i64
    llvm.br ^bb534(%3973 : i64)
  ^bb539:  // pred: ^bb534
    %3974 = llvm.add %3953, %17 : i64
    llvm.br ^bb532(%3974 : i64)
  ^bb540:  // pred: ^bb532
    llvm.br ^bb541(%28 : i64)
  ^bb541(%3975: i64):  // 2 preds: ^bb540, ^bb548
    %3976 = llvm.icmp "slt" %3975, %17 : i64
    llvm.cond_br %3976, ^bb542, ^bb549
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%28 : i64)
  ^bb543(%3977: i64):  // 2 preds: ^bb542, ^bb547
    %3978 = llvm.icmp "slt" %3977, %16 : i64
    llvm.cond_br %3978, ^bb544, ^bb548
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%28 : i64)
  ^bb545(%3979: i64):  // 2 preds: ^bb544, ^bb546
    %3980 = llvm.icmp "slt" %3979, %15 : i64
    llvm.cond_br %3980, ^bb546, ^bb547
  ^bb546:  // pred: ^bb545
    %3981 = llvm.extractvalue %3896[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3982 = llvm.mlir.constant(256 : index) : i64
    %3983 = llvm.mul %3975, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.mlir.constant(32 : index) : i64
    %3985 = llvm.mul %3977, %3984 overflow<nsw, nuw> : i64
    %3986 = llvm.add %3983, %3985 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3986, %3979 overflow<nsw, nuw> : i64
    %3988 = llvm.getelementptr inbounds|nuw %3981[%3987] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3989 = llvm.load %3988 : !llvm.ptr -> f64
    %3990 = llvm.extractvalue %3952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3991 = llvm.mlir.constant(8 : index) : i64
    %3992 = llvm.mul %3975, %3991 overflow<nsw, nuw> : i64
    %3993 = llvm.add %3992, %3977 overflow<nsw, nuw> : i64
    %3994 = llvm.add %3993, %28 overflow<nsw, nuw> : i64
    %3995 = llvm.getelementptr inbounds|nuw %3990[%3994] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3996 = llvm.load %3995 : !llvm.ptr -> f64
    %3997 = llvm.fadd %3989, %3996 : f64
    %3998 = llvm.extractvalue %3952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3999 = llvm.mlir.constant(8 : index) : i64
    %4000 = llvm.mul %3975, %3999 overflow<nsw, nuw> : i64
    %4001 = llvm.add %4000, %3977 overflow<nsw, nuw> : i64
    %4002 = llvm.add %4001, %28 overflow<nsw, nuw> : i64
    %4003 = llvm.getelementptr inbounds|nuw %3998[%4002] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3997, %4003 : f64, !llvm.ptr
    %4004 = llvm.add %3979, %17 : i64
    llvm.br ^bb545(%4004 : i64)
  ^bb547:  // pred: ^bb545
    %4005 = llvm.add %3977, %17 : i64
    llvm.br ^bb543(%4005 : i64)
  ^bb548:  // pred: ^bb543
    %4006 = llvm.add %3975, %17 : i64
    llvm.br ^bb541(%4006 : i64)
  ^bb549:  // pred: ^bb541
    %4007 = llvm.mlir.constant(1 : index) : i64
    %4008 = llvm.mlir.constant(8 : index) : i64
    %4009 = llvm.mlir.constant(1 : index) : i64
    %4010 = llvm.mlir.constant(1 : index) : i64
    %4011 = llvm.mlir.constant(8 : index) : i64
    %4012 = llvm.mlir.zero : !llvm.ptr
    %4013 = llvm.getelementptr %4012[%4011] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4014 = llvm.ptrtoint %4013 : !llvm.ptr to i64
    %4015 = llvm.mlir.constant(64 : index) : i64
    %4016 = llvm.add %4014, %4015 : i64
    %4017 = llvm.call @malloc(%4016) : (i64) -> !llvm.ptr
    %4018 = llvm.ptrtoint %4017 : !llvm.ptr to i64
    %4019 = llvm.mlir.constant(1 : index) : i64
    %4020 = llvm.sub %4015, %4019 : i64
    %4021 = llvm.add %4018, %4020 : i64
    %4022 = llvm.urem %4021, %4015 : i64
    %4023 = llvm.sub %4021, %4022 : i64
    %4024 = llvm.inttoptr %4023 : i64 to !llvm.ptr
    %4025 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4026 = llvm.insertvalue %4017, %4025[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4027 = llvm.insertvalue %4024, %4026[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4028 = llvm.mlir.constant(0 : index) : i64
    %4029 = llvm.insertvalue %4028, %4027[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4030 = llvm.insertvalue %4007, %4029[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4031 = llvm.insertvalue %4008, %4030[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4032 = llvm.insertvalue %4009, %4031[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4033 = llvm.insertvalue %4008, %4032[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4034 = llvm.insertvalue %4009, %4033[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4035 = llvm.insertvalue %4010, %4034[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb550(%28 : i64)
  ^bb550(%4036: i64):  // 2 preds: ^bb549, ^bb557
    %4037 = llvm.icmp "slt" %4036, %17 : i64
    llvm.cond_br %4037, ^bb551, ^bb558
  ^bb551:  // pred: ^bb550
    llvm.br ^bb552(%28 : i64)
  ^bb552(%4038: i64):  // 2 preds: ^bb551, ^bb556
    %4039 = llvm.icmp "slt" %4038, %16 : i64
    llvm.cond_br %4039, ^bb553, ^bb557
  ^bb553:  // pred: ^bb552
    llvm.br ^bb554(%28 : i64)
  ^bb554(%4040: i64):  // 2 preds: ^bb553, ^bb555
    %4041 = llvm.icmp "slt" %4040, %17 : i64
    llvm.cond_br %4041, ^bb555, ^bb556
  ^bb555:  // pred: ^bb554
    %4042 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4043 = llvm.mlir.constant(8 : index) : i64
    %4044 = llvm.mul %4036, %4043 overflow<nsw, nuw> : i64
    %4045 = llvm.add %4044, %4038 overflow<nsw, nuw> : i64
    %4046 = llvm.add %4045, %4040 overflow<nsw, nuw> : i64
    %4047 = llvm.getelementptr inbounds|nuw %4042[%4046] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4048 = llvm.load %4047 : !llvm.ptr -> f64
    %4049 = llvm.extractvalue %4035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4050 = llvm.mlir.constant(8 : index) : i64
    %4051 = llvm.mul %4036, %4050 overflow<nsw, nuw> : i64
    %4052 = llvm.add %4051, %4038 overflow<nsw, nuw> : i64
    %4053 = llvm.add %4052, %4040 overflow<nsw, nuw> : i64
    %4054 = llvm.getelementptr inbounds|nuw %4049[%4053] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4048, %4054 : f64, !llvm.ptr
    %4055 = llvm.add %4040, %17 : i64
    llvm.br ^bb554(%4055 : i64)
  ^bb556:  // pred: ^bb554
    %4056 = llvm.add %4038, %17 : i64
    llvm.br ^bb552(%4056 : i64)
  ^bb557:  // pred: ^bb552
    %4057 = llvm.add %4036, %17 : i64
    llvm.br ^bb550(%4057 : i64)
  ^bb558:  // pred: ^bb550
    llvm.br ^bb559(%28 : i64)
  ^bb559(%4058: i64):  // 2 preds: ^bb558, ^bb566
    %4059 = llvm.icmp "slt" %4058, %17 : i64
    llvm.cond_br %4059, ^bb560, ^bb567
  ^bb560:  // pred: ^bb559
    llvm.br ^bb561(%28 : i64)
  ^bb561(%4060: i64):  // 2 preds: ^bb560, ^bb565
    %4061 = llvm.icmp "slt" %4060, %16 : i64
    llvm.cond_br %4061, ^bb562, ^bb566
  ^bb562:  // pred: ^bb561
    llvm.br ^bb563(%28 : i64)
  ^bb563(%4062: i64):  // 2 preds: ^bb562, ^bb564
    %4063 = llvm.icmp "slt" %4062, %15 : i64
    llvm.cond_br %4063, ^bb564, ^bb565
  ^bb564:  // pred: ^bb563
    %4064 = llvm.extractvalue %3896[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4065 = llvm.mlir.constant(256 : index) : i64
    %4066 = llvm.mul %4058, %4065 overflow<nsw, nuw> : i64
    %4067 = llvm.mlir.constant(32 : index) : i64
    %4068 = llvm.mul %4060, %4067 overflow<nsw, nuw> : i64
    %4069 = llvm.add %4066, %4068 overflow<nsw, nuw> : i64
    %4070 = llvm.add %4069, %4062 overflow<nsw, nuw> : i64
    %4071 = llvm.getelementptr inbounds|nuw %4064[%4070] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4072 = llvm.load %4071 : !llvm.ptr -> f64
    %4073 = llvm.extractvalue %3952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4074 = llvm.mlir.constant(8 : index) : i64
    %4075 = llvm.mul %4058, %4074 overflow<nsw, nuw> : i64
    %4076 = llvm.add %4075, %4060 overflow<nsw, nuw> : i64
    %4077 = llvm.add %4076, %28 overflow<nsw, nuw> : i64
    %4078 = llvm.getelementptr inbounds|nuw %4073[%4077] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4079 = llvm.load %4078 : !llvm.ptr -> f64
    %4080 = llvm.extractvalue %4035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4081 = llvm.mlir.constant(8 : index) : i64
    %4082 = llvm.mul %4058, %4081 overflow<nsw, nuw> : i64
    %4083 = llvm.add %4082, %4060 overflow<nsw, nuw> : i64
    %4084 = llvm.add %4083, %28 overflow<nsw, nuw> : i64
    %4085 = llvm.getelementptr inbounds|nuw %4080[%4084] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4086 = llvm.load %4085 : !llvm.ptr -> f64
    %4087 = llvm.fdiv %4079, %22 : f64
    %4088 = llvm.fsub %4072, %4087 : f64
    %4089 = llvm.fmul %4088, %4088 : f64
    %4090 = llvm.fadd %4089, %4086 : f64
    %4091 = llvm.extractvalue %4035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4092 = llvm.mlir.constant(8 : index) : i64
    %4093 = llvm.mul %4058, %4092 overflow<nsw, nuw> : i64
    %4094 = llvm.add %4093, %4060 overflow<nsw, nuw> : i64
    %4095 = llvm.add %4094, %28 overflow<nsw, nuw> : i64
    %4096 = llvm.getelementptr inbounds|nuw %4091[%4095] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4090, %4096 : f64, !llvm.ptr
    %4097 = llvm.add %4062, %17 : i64
    llvm.br ^bb563(%4097 : i64)
  ^bb565:  // pred: ^bb563
    %4098 = llvm.add %4060, %17 : i64
    llvm.br ^bb561(%4098 : i64)
  ^bb566:  // pred: ^bb561
    %4099 = llvm.add %4058, %17 : i64
    llvm.br ^bb559(%4099 : i64)
  ^bb567:  // pred: ^bb559
    %4100 = llvm.mlir.constant(1 : index) : i64
    %4101 = llvm.mlir.constant(8 : index) : i64
    %4102 = llvm.mlir.constant(1 : index) : i64
    %4103 = llvm.mlir.constant(1 : index) : i64
    %4104 = llvm.mlir.constant(8 : index) : i64
    %4105 = llvm.mlir.zero : !llvm.ptr
    %4106 = llvm.getelementptr %4105[%4104] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4107 = llvm.ptrtoint %4106 : !llvm.ptr to i64
    %4108 = llvm.mlir.constant(64 : index) : i64
    %4109 = llvm.add %4107, %4108 : i64
    %4110 = llvm.call @malloc(%4109) : (i64) -> !llvm.ptr
    %4111 = llvm.ptrtoint %4110 : !llvm.ptr to i64
    %4112 = llvm.mlir.constant(1 : index) : i64
    %4113 = llvm.sub %4108, %4112 : i64
    %4114 = llvm.add %4111, %4113 : i64
    %4115 = llvm.urem %4114, %4108 : i64
    %4116 = llvm.sub %4114, %4115 : i64
    %4117 = llvm.inttoptr %4116 : i64 to !llvm.ptr
    %4118 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4119 = llvm.insertvalue %4110, %4118[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4120 = llvm.insertvalue %4117, %4119[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4121 = llvm.mlir.constant(0 : index) : i64
    %4122 = llvm.insertvalue %4121, %4120[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4123 = llvm.insertvalue %4100, %4122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4124 = llvm.insertvalue %4101, %4123[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4125 = llvm.insertvalue %4102, %4124[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4126 = llvm.insertvalue %4101, %4125[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4127 = llvm.insertvalue %4102, %4126[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4128 = llvm.insertvalue %4103, %4127[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb568(%28 : i64)
  ^bb568(%4129: i64):  // 2 preds: ^bb567, ^bb575
    %4130 = llvm.icmp "slt" %4129, %17 : i64
    llvm.cond_br %4130, ^bb569, ^bb576
  ^bb569:  // pred: ^bb568
    llvm.br ^bb570(%28 : i64)
  ^bb570(%4131: i64):  // 2 preds: ^bb569, ^bb574
    %4132 = llvm.icmp "slt" %4131, %16 : i64
    llvm.cond_br %4132, ^bb571, ^bb575
  ^bb571:  // pred: ^bb570
    llvm.br ^bb572(%28 : i64)
  ^bb572(%4133: i64):  // 2 preds: ^bb571, ^bb573
    %4134 = llvm.icmp "slt" %4133, %17 : i64
    llvm.cond_br %4134, ^bb573, ^bb574
  ^bb573:  // pred: ^bb572
    %4135 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4136 = llvm.mlir.constant(8 : index) : i64
    %4137 = llvm.mul %4129, %4136 overflow<nsw, nuw> : i64
    %4138 = llvm.add %4137, %4131 overflow<nsw, nuw> : i64
    %4139 = llvm.add %4138, %4133 overflow<nsw, nuw> : i64
    %4140 = llvm.getelementptr inbounds|nuw %4135[%4139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4141 = llvm.load %4140 : !llvm.ptr -> f32
    %4142 = llvm.extractvalue %4128[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4143 = llvm.mlir.constant(8 : index) : i64
    %4144 = llvm.mul %4129, %4143 overflow<nsw, nuw> : i64
    %4145 = llvm.add %4144, %4131 overflow<nsw, nuw> : i64
    %4146 = llvm.add %4145, %4133 overflow<nsw, nuw> : i64
    %4147 = llvm.getelementptr inbounds|nuw %4142[%4146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4141, %4147 : f32, !llvm.ptr
    %4148 = llvm.add %4133, %17 : i64
    llvm.br ^bb572(%4148 : i64)
  ^bb574:  // pred: ^bb572
    %4149 = llvm.add %4131, %17 : i64
    llvm.br ^bb570(%4149 : i64)
  ^bb575:  // pred: ^bb570
    %4150 = llvm.add %4129, %17 : i64
    llvm.br ^bb568(%4150 : i64)
  ^bb576:  // pred: ^bb568
    llvm.br ^bb577(%28 : i64)
  ^bb577(%4151: i64):  // 2 preds: ^bb576, ^bb584
    %4152 = llvm.icmp "slt" %4151, %17 : i64
    llvm.cond_br %4152, ^bb578, ^bb585
  ^bb578:  // pred: ^bb577
    llvm.br ^bb579(%28 : i64)
  ^bb579(%4153: i64):  // 2 preds: ^bb578, ^bb583
    %4154 = llvm.icmp "slt" %4153, %16 : i64
    llvm.cond_br %4154, ^bb580, ^bb584
  ^bb580:  // pred: ^bb579
    llvm.br ^bb581(%28 : i64)
  ^bb581(%4155: i64):  // 2 preds: ^bb580, ^bb582
    %4156 = llvm.icmp "slt" %4155, %15 : i64
    llvm.cond_br %4156, ^bb582, ^bb583
  ^bb582:  // pred: ^bb581
    %4157 = llvm.extractvalue %3826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.mlir.constant(256 : index) : i64
    %4159 = llvm.mul %4151, %4158 overflow<nsw, nuw> : i64
    %4160 = llvm.mlir.constant(32 : index) : i64
    %4161 = llvm.mul %4153, %4160 overflow<nsw, nuw> : i64
    %4162 = llvm.add %4159, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4162, %4155 overflow<nsw, nuw> : i64
    %4164 = llvm.getelementptr inbounds|nuw %4157[%4163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4165 = llvm.load %4164 : !llvm.ptr -> f32
    %4166 = llvm.extractvalue %4128[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4167 = llvm.mlir.constant(8 : index) : i64
    %4168 = llvm.mul %4151, %4167 overflow<nsw, nuw> : i64
    %4169 = llvm.add %4168, %4153 overflow<nsw, nuw> : i64
    %4170 = llvm.add %4169, %28 overflow<nsw, nuw> : i64
    %4171 = llvm.getelementptr inbounds|nuw %4166[%4170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4172 = llvm.load %4171 : !llvm.ptr -> f32
    %4173 = llvm.fadd %4165, %4172 : f32
    %4174 = llvm.extractvalue %4128[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4175 = llvm.mlir.constant(8 : index) : i64
    %4176 = llvm.mul %4151, %4175 overflow<nsw, nuw> : i64
    %4177 = llvm.add %4176, %4153 overflow<nsw, nuw> : i64
    %4178 = llvm.add %4177, %28 overflow<nsw, nuw> : i64
    %4179 = llvm.getelementptr inbounds|nuw %4174[%4178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4173, %4179 : f32, !llvm.ptr
    %4180 = llvm.add %4155, %17 : i64
    llvm.br ^bb581(%4180 : i64)
  ^bb583:  // pred: ^bb581
    %4181 = llvm.add %4153, %17 : i64
    llvm.br ^bb579(%4181 : i64)
  ^bb584:  // pred: ^bb579
    %4182 = llvm.add %4151, %17 : i64
    llvm.br ^bb577(%4182 : i64)
  ^bb585:  // pred: ^bb577
    %4183 = llvm.mlir.constant(1 : index) : i64
    %4184 = llvm.mlir.constant(8 : index) : i64
    %4185 = llvm.mlir.constant(96 : index) : i64
    %4186 = llvm.mlir.constant(1 : index) : i64
    %4187 = llvm.mlir.constant(768 : index) : i64
    %4188 = llvm.mlir.constant(768 : index) : i64
    %4189 = llvm.mlir.zero : !llvm.ptr
    %4190 = llvm.getelementptr %4189[%4188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4191 = llvm.ptrtoint %4190 : !llvm.ptr to i64
    %4192 = llvm.mlir.constant(64 : index) : i64
    %4193 = llvm.add %4191, %4192 : i64
    %4194 = llvm.call @malloc(%4193) : (i64) -> !llvm.ptr
    %4195 = llvm.ptrtoint %4194 : !llvm.ptr to i64
    %4196 = llvm.mlir.constant(1 : index) : i64
    %4197 = llvm.sub %4192, %4196 : i64
    %4198 = llvm.add %4195, %4197 : i64
    %4199 = llvm.urem %4198, %4192 : i64
    %4200 = llvm.sub %4198, %4199 : i64
    %4201 = llvm.inttoptr %4200 : i64 to !llvm.ptr
    %4202 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4203 = llvm.insertvalue %4194, %4202[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4204 = llvm.insertvalue %4201, %4203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4205 = llvm.mlir.constant(0 : index) : i64
    %4206 = llvm.insertvalue %4205, %4204[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4207 = llvm.insertvalue %4183, %4206[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4208 = llvm.insertvalue %4184, %4207[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4209 = llvm.insertvalue %4185, %4208[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4210 = llvm.insertvalue %4187, %4209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4211 = llvm.insertvalue %4185, %4210[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4212 = llvm.insertvalue %4186, %4211[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb586(%28 : i64)
  ^bb586(%4213: i64):  // 2 preds: ^bb585, ^bb593
    %4214 = llvm.icmp "slt" %4213, %17 : i64
    llvm.cond_br %4214, ^bb587, ^bb594
  ^bb587:  // pred: ^bb586
    llvm.br ^bb588(%28 : i64)
  ^bb588(%4215: i64):  // 2 preds: ^bb587, ^bb592
    %4216 = llvm.icmp "slt" %4215, %16 : i64
    llvm.cond_br %4216, ^bb589, ^bb593
  ^bb589:  // pred: ^bb588
    llvm.br ^bb590(%28 : i64)
  ^bb590(%4217: i64):  // 2 preds: ^bb589, ^bb591
    %4218 = llvm.icmp "slt" %4217, %13 : i64
    llvm.cond_br %4218, ^bb591, ^bb592
  ^bb591:  // pred: ^bb590
    %4219 = llvm.extractvalue %1686[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4220 = llvm.mlir.constant(768 : index) : i64
    %4221 = llvm.mul %4213, %4220 overflow<nsw, nuw> : i64
    %4222 = llvm.mlir.constant(96 : index) : i64
    %4223 = llvm.mul %4215, %4222 overflow<nsw, nuw> : i64
    %4224 = llvm.add %4221, %4223 overflow<nsw, nuw> : i64
    %4225 = llvm.add %4224, %4217 overflow<nsw, nuw> : i64
    %4226 = llvm.getelementptr inbounds|nuw %4219[%4225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4227 = llvm.load %4226 : !llvm.ptr -> f32
    %4228 = llvm.extractvalue %4212[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4229 = llvm.mlir.constant(768 : index) : i64
    %4230 = llvm.mul %4213, %4229 overflow<nsw, nuw> : i64
    %4231 = llvm.mlir.constant(96 : index) : i64
    %4232 = llvm.mul %4215, %4231 overflow<nsw, nuw> : i64
    %4233 = llvm.add %4230, %4232 overflow<nsw, nuw> : i64
    %4234 = llvm.add %4233, %4217 overflow<nsw, nuw> : i64
    %4235 = llvm.getelementptr inbounds|nuw %4228[%4234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4227, %4235 : f32, !llvm.ptr
    %4236 = llvm.add %4217, %17 : i64
    llvm.br ^bb590(%4236 : i64)
  ^bb592:  // pred: ^bb590
    %4237 = llvm.add %4215, %17 : i64
    llvm.br ^bb588(%4237 : i64)
  ^bb593:  // pred: ^bb588
    %4238 = llvm.add %4213, %17 : i64
    llvm.br ^bb586(%4238 : i64)
  ^bb594:  // pred: ^bb586
    llvm.br ^bb595(%28 : i64)
  ^bb595(%4239: i64):  // 2 preds: ^bb594, ^bb605
    %4240 = llvm.icmp "slt" %4239, %17 : i64
    llvm.cond_br %4240, ^bb596, ^bb606
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%28 : i64)
  ^bb597(%4241: i64):  // 2 preds: ^bb596, ^bb604
    %4242 = llvm.icmp "slt" %4241, %16 : i64
    llvm.cond_br %4242, ^bb598, ^bb605
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%28 : i64)
  ^bb599(%4243: i64):  // 2 preds: ^bb598, ^bb603
    %4244 = llvm.icmp "slt" %4243, %13 : i64
    llvm.cond_br %4244, ^bb600, ^bb604
  ^bb600:  // pred: ^bb599
    llvm.br ^bb601(%28 : i64)
  ^bb601(%4245: i64):  // 2 preds: ^bb600, ^bb602
    %4246 = llvm.icmp "slt" %4245, %15 : i64
    llvm.cond_br %4246, ^bb602, ^bb603
  ^bb602:  // pred: ^bb601
    %4247 = llvm.extractvalue %3826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4248 = llvm.mlir.constant(256 : index) : i64
    %4249 = llvm.mul %4239, %4248 overflow<nsw, nuw> : i64
    %4250 = llvm.mlir.constant(32 : index) : i64
    %4251 = llvm.mul %4241, %4250 overflow<nsw, nuw> : i64
    %4252 = llvm.add %4249, %4251 overflow<nsw, nuw> : i64
    %4253 = llvm.add %4252, %4245 overflow<nsw, nuw> : i64
    %4254 = llvm.getelementptr inbounds|nuw %4247[%4253] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4255 = llvm.load %4254 : !llvm.ptr -> f32
    %4256 = llvm.extractvalue %4128[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4257 = llvm.mlir.constant(8 : index) : i64
    %4258 = llvm.mul %4239, %4257 overflow<nsw, nuw> : i64
    %4259 = llvm.add %4258, %4241 overflow<nsw, nuw> : i64
    %4260 = llvm.add %4259, %28 overflow<nsw, nuw> : i64
    %4261 = llvm.getelementptr inbounds|nuw %4256[%4260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4262 = llvm.load %4261 : !llvm.ptr -> f32
    %4263 = llvm.extractvalue %4035[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4264 = llvm.mlir.constant(8 : index) : i64
    %4265 = llvm.mul %4239, %4264 overflow<nsw, nuw> : i64
    %4266 = llvm.add %4265, %4241 overflow<nsw, nuw> : i64
    %4267 = llvm.add %4266, %28 overflow<nsw, nuw> : i64
    %4268 = llvm.getelementptr inbounds|nuw %4263[%4267] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4269 = llvm.load %4268 : !llvm.ptr -> f64
    %4270 = llvm.extractvalue %273[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4271 = llvm.getelementptr inbounds|nuw %4270[%4245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4272 = llvm.load %4271 : !llvm.ptr -> f32
    %4273 = llvm.extractvalue %257[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4274 = llvm.getelementptr inbounds|nuw %4273[%4245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4275 = llvm.load %4274 : !llvm.ptr -> f32
    %4276 = llvm.extractvalue %241[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4277 = llvm.mlir.constant(96 : index) : i64
    %4278 = llvm.mul %4245, %4277 overflow<nsw, nuw> : i64
    %4279 = llvm.add %4278, %4243 overflow<nsw, nuw> : i64
    %4280 = llvm.getelementptr inbounds|nuw %4276[%4279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4281 = llvm.load %4280 : !llvm.ptr -> f32
    %4282 = llvm.extractvalue %4212[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4283 = llvm.mlir.constant(768 : index) : i64
    %4284 = llvm.mul %4239, %4283 overflow<nsw, nuw> : i64
    %4285 = llvm.mlir.constant(96 : index) : i64
    %4286 = llvm.mul %4241, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.add %4284, %4286 overflow<nsw, nuw> : i64
    %4288 = llvm.add %4287, %4243 overflow<nsw, nuw> : i64
    %4289 = llvm.getelementptr inbounds|nuw %4282[%4288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4290 = llvm.load %4289 : !llvm.ptr -> f32
    %4291 = llvm.fdiv %4269, %22 : f64
    %4292 = llvm.fptrunc %4291 : f64 to f32
    %4293 = llvm.fptrunc %23 : f64 to f32
    %4294 = llvm.fadd %4292, %4293 : f32
    %4295 = llvm.intr.sqrt(%4294) : (f32) -> f32
    %4296 = llvm.fdiv %18, %4295 : f32
    %4297 = llvm.fdiv %4262, %21 : f32
    %4298 = llvm.fsub %4255, %4297 : f32
    %4299 = llvm.fmul %4298, %4296 : f32
    %4300 = llvm.fmul %4299, %4272 : f32
    %4301 = llvm.fadd %4300, %4275 : f32
    %4302 = llvm.fmul %4301, %4281 : f32
    %4303 = llvm.fadd %4290, %4302 : f32
    %4304 = llvm.extractvalue %4212[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4305 = llvm.mlir.constant(768 : index) : i64
    %4306 = llvm.mul %4239, %4305 overflow<nsw, nuw> : i64
    %4307 = llvm.mlir.constant(96 : index) : i64
    %4308 = llvm.mul %4241, %4307 overflow<nsw, nuw> : i64
    %4309 = llvm.add %4306, %4308 overflow<nsw, nuw> : i64
    %4310 = llvm.add %4309, %4243 overflow<nsw, nuw> : i64
    %4311 = llvm.getelementptr inbounds|nuw %4304[%4310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4303, %4311 : f32, !llvm.ptr
    %4312 = llvm.add %4245, %17 : i64
    llvm.br ^bb601(%4312 : i64)
  ^bb603:  // pred: ^bb601
    %4313 = llvm.add %4243, %17 : i64
    llvm.br ^bb599(%4313 : i64)
  ^bb604:  // pred: ^bb599
    %4314 = llvm.add %4241, %17 : i64
    llvm.br ^bb597(%4314 : i64)
  ^bb605:  // pred: ^bb597
    %4315 = llvm.add %4239, %17 : i64
    llvm.br ^bb595(%4315 : i64)
  ^bb606:  // pred: ^bb595
    %4316 = llvm.mlir.constant(1 : index) : i64
    %4317 = llvm.mlir.constant(8 : index) : i64
    %4318 = llvm.mlir.constant(96 : index) : i64
    %4319 = llvm.mlir.constant(1 : index) : i64
    %4320 = llvm.mlir.constant(768 : index) : i64
    %4321 = llvm.mlir.constant(768 : index) : i64
    %4322 = llvm.mlir.zero : !llvm.ptr
    %4323 = llvm.getelementptr %4322[%4321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4324 = llvm.ptrtoint %4323 : !llvm.ptr to i64
    %4325 = llvm.mlir.constant(64 : index) : i64
    %4326 = llvm.add %4324, %4325 : i64
    %4327 = llvm.call @malloc(%4326) : (i64) -> !llvm.ptr
    %4328 = llvm.ptrtoint %4327 : !llvm.ptr to i64
    %4329 = llvm.mlir.constant(1 : index) : i64
    %4330 = llvm.sub %4325, %4329 : i64
    %4331 = llvm.add %4328, %4330 : i64
    %4332 = llvm.urem %4331, %4325 : i64
    %4333 = llvm.sub %4331, %4332 : i64
    %4334 = llvm.inttoptr %4333 : i64 to !llvm.ptr
    %4335 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4336 = llvm.insertvalue %4327, %4335[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4337 = llvm.insertvalue %4334, %4336[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4338 = llvm.mlir.constant(0 : index) : i64
    %4339 = llvm.insertvalue %4338, %4337[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4340 = llvm.insertvalue %4316, %4339[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4341 = llvm.insertvalue %4317, %4340[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4342 = llvm.insertvalue %4318, %4341[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4343 = llvm.insertvalue %4320, %4342[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4344 = llvm.insertvalue %4318, %4343[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4345 = llvm.insertvalue %4319, %4344[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb607(%28 : i64)
  ^bb607(%4346: i64):  // 2 preds: ^bb606, ^bb614
    %4347 = llvm.icmp "slt" %4346, %17 : i64
    llvm.cond_br %4347, ^bb608, ^bb615
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%28 : i64)
  ^bb609(%4348: i64):  // 2 preds: ^bb608, ^bb613
    %4349 = llvm.icmp "slt" %4348, %16 : i64
    llvm.cond_br %4349, ^bb610, ^bb614
  ^bb610:  // pred: ^bb609
    llvm.br ^bb611(%28 : i64)
  ^bb611(%4350: i64):  // 2 preds: ^bb610, ^bb612
    %4351 = llvm.icmp "slt" %4350, %13 : i64
    llvm.cond_br %4351, ^bb612, ^bb613
  ^bb612:  // pred: ^bb611
    %4352 = llvm.extractvalue %4212[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4353 = llvm.mlir.constant(768 : index) : i64
    %4354 = llvm.mul %4346, %4353 overflow<nsw, nuw> : i64
    %4355 = llvm.mlir.constant(96 : index) : i64
    %4356 = llvm.mul %4348, %4355 overflow<nsw, nuw> : i64
    %4357 = llvm.add %4354, %4356 overflow<nsw, nuw> : i64
    %4358 = llvm.add %4357, %4350 overflow<nsw, nuw> : i64
    %4359 = llvm.getelementptr inbounds|nuw %4352[%4358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4360 = llvm.load %4359 : !llvm.ptr -> f32
    %4361 = llvm.extractvalue %221[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4362 = llvm.getelementptr inbounds|nuw %4361[%4350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4363 = llvm.load %4362 : !llvm.ptr -> f32
    %4364 = llvm.fadd %4360, %4363 : f32
    %4365 = llvm.extractvalue %4345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4366 = llvm.mlir.constant(768 : index) : i64
    %4367 = llvm.mul %4346, %4366 overflow<nsw, nuw> : i64
    %4368 = llvm.mlir.constant(96 : index) : i64
    %4369 = llvm.mul %4348, %4368 overflow<nsw, nuw> : i64
    %4370 = llvm.add %4367, %4369 overflow<nsw, nuw> : i64
    %4371 = llvm.add %4370, %4350 overflow<nsw, nuw> : i64
    %4372 = llvm.getelementptr inbounds|nuw %4365[%4371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4364, %4372 : f32, !llvm.ptr
    %4373 = llvm.add %4350, %17 : i64
    llvm.br ^bb611(%4373 : i64)
  ^bb613:  // pred: ^bb611
    %4374 = llvm.add %4348, %17 : i64
    llvm.br ^bb609(%4374 : i64)
  ^bb614:  // pred: ^bb609
    %4375 = llvm.add %4346, %17 : i64
    llvm.br ^bb607(%4375 : i64)
  ^bb615:  // pred: ^bb607
    %4376 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4377 = llvm.extractvalue %4345[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4378 = llvm.extractvalue %4345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4379 = llvm.insertvalue %4377, %4376[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4380 = llvm.insertvalue %4378, %4379[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4381 = llvm.mlir.constant(32 : index) : i64
    %4382 = llvm.insertvalue %4381, %4380[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4383 = llvm.mlir.constant(1 : index) : i64
    %4384 = llvm.insertvalue %4383, %4382[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4385 = llvm.mlir.constant(768 : index) : i64
    %4386 = llvm.insertvalue %4385, %4384[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4387 = llvm.mlir.constant(8 : index) : i64
    %4388 = llvm.insertvalue %4387, %4386[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4389 = llvm.mlir.constant(96 : index) : i64
    %4390 = llvm.insertvalue %4389, %4388[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4391 = llvm.mlir.constant(2 : index) : i64
    %4392 = llvm.insertvalue %4391, %4390[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4393 = llvm.mlir.constant(16 : index) : i64
    %4394 = llvm.insertvalue %4393, %4392[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4395 = llvm.mlir.constant(16 : index) : i64
    %4396 = llvm.insertvalue %4395, %4394[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4397 = llvm.mlir.constant(1 : index) : i64
    %4398 = llvm.insertvalue %4397, %4396[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4399 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4400 = llvm.extractvalue %4345[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4401 = llvm.extractvalue %4345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4402 = llvm.insertvalue %4400, %4399[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4403 = llvm.insertvalue %4401, %4402[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4404 = llvm.mlir.constant(64 : index) : i64
    %4405 = llvm.insertvalue %4404, %4403[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4406 = llvm.mlir.constant(1 : index) : i64
    %4407 = llvm.insertvalue %4406, %4405[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4408 = llvm.mlir.constant(768 : index) : i64
    %4409 = llvm.insertvalue %4408, %4407[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4410 = llvm.mlir.constant(8 : index) : i64
    %4411 = llvm.insertvalue %4410, %4409[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4412 = llvm.mlir.constant(96 : index) : i64
    %4413 = llvm.insertvalue %4412, %4411[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4414 = llvm.mlir.constant(2 : index) : i64
    %4415 = llvm.insertvalue %4414, %4413[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4416 = llvm.mlir.constant(16 : index) : i64
    %4417 = llvm.insertvalue %4416, %4415[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4418 = llvm.mlir.constant(16 : index) : i64
    %4419 = llvm.insertvalue %4418, %4417[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4420 = llvm.mlir.constant(1 : index) : i64
    %4421 = llvm.insertvalue %4420, %4419[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4422 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4423 = llvm.extractvalue %4345[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4424 = llvm.extractvalue %4345[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4425 = llvm.insertvalue %4423, %4422[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4426 = llvm.insertvalue %4424, %4425[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4427 = llvm.mlir.constant(0 : index) : i64
    %4428 = llvm.insertvalue %4427, %4426[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4429 = llvm.mlir.constant(1 : index) : i64
    %4430 = llvm.insertvalue %4429, %4428[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4431 = llvm.mlir.constant(768 : index) : i64
    %4432 = llvm.insertvalue %4431, %4430[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4433 = llvm.mlir.constant(8 : index) : i64
    %4434 = llvm.insertvalue %4433, %4432[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4435 = llvm.mlir.constant(96 : index) : i64
    %4436 = llvm.insertvalue %4435, %4434[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4437 = llvm.mlir.constant(2 : index) : i64
    %4438 = llvm.insertvalue %4437, %4436[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4439 = llvm.mlir.constant(16 : index) : i64
    %4440 = llvm.insertvalue %4439, %4438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4441 = llvm.mlir.constant(16 : index) : i64
    %4442 = llvm.insertvalue %4441, %4440[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4443 = llvm.mlir.constant(1 : index) : i64
    %4444 = llvm.insertvalue %4443, %4442[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4445 = llvm.mlir.constant(1 : index) : i64
    %4446 = llvm.mlir.constant(2 : index) : i64
    %4447 = llvm.mlir.constant(8 : index) : i64
    %4448 = llvm.mlir.constant(8 : index) : i64
    %4449 = llvm.mlir.constant(1 : index) : i64
    %4450 = llvm.mlir.constant(64 : index) : i64
    %4451 = llvm.mlir.constant(128 : index) : i64
    %4452 = llvm.mlir.constant(128 : index) : i64
    %4453 = llvm.mlir.zero : !llvm.ptr
    %4454 = llvm.getelementptr %4453[%4452] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4455 = llvm.ptrtoint %4454 : !llvm.ptr to i64
    %4456 = llvm.mlir.constant(64 : index) : i64
    %4457 = llvm.add %4455, %4456 : i64
    %4458 = llvm.call @malloc(%4457) : (i64) -> !llvm.ptr
    %4459 = llvm.ptrtoint %4458 : !llvm.ptr to i64
    %4460 = llvm.mlir.constant(1 : index) : i64
    %4461 = llvm.sub %4456, %4460 : i64
    %4462 = llvm.add %4459, %4461 : i64
    %4463 = llvm.urem %4462, %4456 : i64
    %4464 = llvm.sub %4462, %4463 : i64
    %4465 = llvm.inttoptr %4464 : i64 to !llvm.ptr
    %4466 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4467 = llvm.insertvalue %4458, %4466[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4468 = llvm.insertvalue %4465, %4467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4469 = llvm.mlir.constant(0 : index) : i64
    %4470 = llvm.insertvalue %4469, %4468[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4471 = llvm.insertvalue %4445, %4470[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4472 = llvm.insertvalue %4446, %4471[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4473 = llvm.insertvalue %4447, %4472[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4474 = llvm.insertvalue %4448, %4473[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4475 = llvm.insertvalue %4451, %4474[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4476 = llvm.insertvalue %4450, %4475[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4477 = llvm.insertvalue %4448, %4476[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4478 = llvm.insertvalue %4449, %4477[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb616(%28 : i64)
  ^bb616(%4479: i64):  // 2 preds: ^bb615, ^bb626
    %4480 = llvm.icmp "slt" %4479, %17 : i64
    llvm.cond_br %4480, ^bb617, ^bb627
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%28 : i64)
  ^bb618(%4481: i64):  // 2 preds: ^bb617, ^bb625
    %4482 = llvm.icmp "slt" %4481, %12 : i64
    llvm.cond_br %4482, ^bb619, ^bb626
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%28 : i64)
  ^bb620(%4483: i64):  // 2 preds: ^bb619, ^bb624
    %4484 = llvm.icmp "slt" %4483, %16 : i64
    llvm.cond_br %4484, ^bb621, ^bb625
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%28 : i64)
  ^bb622(%4485: i64):  // 2 preds: ^bb621, ^bb623
    %4486 = llvm.icmp "slt" %4485, %16 : i64
    llvm.cond_br %4486, ^bb623, ^bb624
  ^bb623:  // pred: ^bb622
    %4487 = llvm.extractvalue %2018[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4488 = llvm.mlir.constant(128 : index) : i64
    %4489 = llvm.mul %4479, %4488 overflow<nsw, nuw> : i64
    %4490 = llvm.mlir.constant(64 : index) : i64
    %4491 = llvm.mul %4481, %4490 overflow<nsw, nuw> : i64
    %4492 = llvm.add %4489, %4491 overflow<nsw, nuw> : i64
    %4493 = llvm.mlir.constant(8 : index) : i64
    %4494 = llvm.mul %4483, %4493 overflow<nsw, nuw> : i64
    %4495 = llvm.add %4492, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.add %4495, %4485 overflow<nsw, nuw> : i64
    %4497 = llvm.getelementptr inbounds|nuw %4487[%4496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4498 = llvm.load %4497 : !llvm.ptr -> f32
    %4499 = llvm.extractvalue %4478[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4500 = llvm.mlir.constant(128 : index) : i64
    %4501 = llvm.mul %4479, %4500 overflow<nsw, nuw> : i64
    %4502 = llvm.mlir.constant(64 : index) : i64
    %4503 = llvm.mul %4481, %4502 overflow<nsw, nuw> : i64
    %4504 = llvm.add %4501, %4503 overflow<nsw, nuw> : i64
    %4505 = llvm.mlir.constant(8 : index) : i64
    %4506 = llvm.mul %4483, %4505 overflow<nsw, nuw> : i64
    %4507 = llvm.add %4504, %4506 overflow<nsw, nuw> : i64
    %4508 = llvm.add %4507, %4485 overflow<nsw, nuw> : i64
    %4509 = llvm.getelementptr inbounds|nuw %4499[%4508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4498, %4509 : f32, !llvm.ptr
    %4510 = llvm.add %4485, %17 : i64
    llvm.br ^bb622(%4510 : i64)
  ^bb624:  // pred: ^bb622
    %4511 = llvm.add %4483, %17 : i64
    llvm.br ^bb620(%4511 : i64)
  ^bb625:  // pred: ^bb620
    %4512 = llvm.add %4481, %17 : i64
    llvm.br ^bb618(%4512 : i64)
  ^bb626:  // pred: ^bb618
    %4513 = llvm.add %4479, %17 : i64
    llvm.br ^bb616(%4513 : i64)
  ^bb627:  // pred: ^bb616
    llvm.br ^bb628(%28 : i64)
  ^bb628(%4514: i64):  // 2 preds: ^bb627, ^bb641
    %4515 = llvm.icmp "slt" %4514, %17 : i64
    llvm.cond_br %4515, ^bb629, ^bb642
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%28 : i64)
  ^bb630(%4516: i64):  // 2 preds: ^bb629, ^bb640
    %4517 = llvm.icmp "slt" %4516, %12 : i64
    llvm.cond_br %4517, ^bb631, ^bb641
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%28 : i64)
  ^bb632(%4518: i64):  // 2 preds: ^bb631, ^bb639
    %4519 = llvm.icmp "slt" %4518, %16 : i64
    llvm.cond_br %4519, ^bb633, ^bb640
  ^bb633:  // pred: ^bb632
    llvm.br ^bb634(%28 : i64)
  ^bb634(%4520: i64):  // 2 preds: ^bb633, ^bb638
    %4521 = llvm.icmp "slt" %4520, %16 : i64
    llvm.cond_br %4521, ^bb635, ^bb639
  ^bb635:  // pred: ^bb634
    llvm.br ^bb636(%28 : i64)
  ^bb636(%4522: i64):  // 2 preds: ^bb635, ^bb637
    %4523 = llvm.icmp "slt" %4522, %11 : i64
    llvm.cond_br %4523, ^bb637, ^bb638
  ^bb637:  // pred: ^bb636
    %4524 = llvm.extractvalue %4444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4525 = llvm.mlir.constant(768 : index) : i64
    %4526 = llvm.mul %4514, %4525 overflow<nsw, nuw> : i64
    %4527 = llvm.mlir.constant(96 : index) : i64
    %4528 = llvm.mul %4518, %4527 overflow<nsw, nuw> : i64
    %4529 = llvm.add %4526, %4528 overflow<nsw, nuw> : i64
    %4530 = llvm.mlir.constant(16 : index) : i64
    %4531 = llvm.mul %4516, %4530 overflow<nsw, nuw> : i64
    %4532 = llvm.add %4529, %4531 overflow<nsw, nuw> : i64
    %4533 = llvm.add %4532, %4522 overflow<nsw, nuw> : i64
    %4534 = llvm.getelementptr inbounds|nuw %4524[%4533] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4535 = llvm.load %4534 : !llvm.ptr -> f32
    %4536 = llvm.extractvalue %4398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4537 = llvm.mlir.constant(32 : index) : i64
    %4538 = llvm.getelementptr %4536[%4537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4539 = llvm.mlir.constant(768 : index) : i64
    %4540 = llvm.mul %4514, %4539 overflow<nsw, nuw> : i64
    %4541 = llvm.mlir.constant(96 : index) : i64
    %4542 = llvm.mul %4520, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.add %4540, %4542 overflow<nsw, nuw> : i64
    %4544 = llvm.mlir.constant(16 : index) : i64
    %4545 = llvm.mul %4516, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4543, %4545 overflow<nsw, nuw> : i64
    %4547 = llvm.add %4546, %4522 overflow<nsw, nuw> : i64
    %4548 = llvm.getelementptr inbounds|nuw %4538[%4547] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4549 = llvm.load %4548 : !llvm.ptr -> f32
    %4550 = llvm.extractvalue %4478[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4551 = llvm.mlir.constant(128 : index) : i64
    %4552 = llvm.mul %4514, %4551 overflow<nsw, nuw> : i64
    %4553 = llvm.mlir.constant(64 : index) : i64
    %4554 = llvm.mul %4516, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.add %4552, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.mlir.constant(8 : index) : i64
    %4557 = llvm.mul %4518, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4555, %4557 overflow<nsw, nuw> : i64
    %4559 = llvm.add %4558, %4520 overflow<nsw, nuw> : i64
    %4560 = llvm.getelementptr inbounds|nuw %4550[%4559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4561 = llvm.load %4560 : !llvm.ptr -> f32
    %4562 = llvm.fmul %4535, %4549 : f32
    %4563 = llvm.fadd %4561, %4562 : f32
    %4564 = llvm.extractvalue %4478[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4565 = llvm.mlir.constant(128 : index) : i64
    %4566 = llvm.mul %4514, %4565 overflow<nsw, nuw> : i64
    %4567 = llvm.mlir.constant(64 : index) : i64
    %4568 = llvm.mul %4516, %4567 overflow<nsw, nuw> : i64
    %4569 = llvm.add %4566, %4568 overflow<nsw, nuw> : i64
    %4570 = llvm.mlir.constant(8 : index) : i64
    %4571 = llvm.mul %4518, %4570 overflow<nsw, nuw> : i64
    %4572 = llvm.add %4569, %4571 overflow<nsw, nuw> : i64
    %4573 = llvm.add %4572, %4520 overflow<nsw, nuw> : i64
    %4574 = llvm.getelementptr inbounds|nuw %4564[%4573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4563, %4574 : f32, !llvm.ptr
    %4575 = llvm.add %4522, %17 : i64
    llvm.br ^bb636(%4575 : i64)
  ^bb638:  // pred: ^bb636
    %4576 = llvm.add %4520, %17 : i64
    llvm.br ^bb634(%4576 : i64)
  ^bb639:  // pred: ^bb634
    %4577 = llvm.add %4518, %17 : i64
    llvm.br ^bb632(%4577 : i64)
  ^bb640:  // pred: ^bb632
    %4578 = llvm.add %4516, %17 : i64
    llvm.br ^bb630(%4578 : i64)
  ^bb641:  // pred: ^bb630
    %4579 = llvm.add %4514, %17 : i64
    llvm.br ^bb628(%4579 : i64)
  ^bb642:  // pred: ^bb628
    %4580 = llvm.mlir.constant(1 : index) : i64
    %4581 = llvm.mlir.constant(2 : index) : i64
    %4582 = llvm.mlir.constant(8 : index) : i64
    %4583 = llvm.mlir.constant(8 : index) : i64
    %4584 = llvm.mlir.constant(1 : index) : i64
    %4585 = llvm.mlir.constant(64 : index) : i64
    %4586 = llvm.mlir.constant(128 : index) : i64
    %4587 = llvm.mlir.constant(128 : index) : i64
    %4588 = llvm.mlir.zero : !llvm.ptr
    %4589 = llvm.getelementptr %4588[%4587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4590 = llvm.ptrtoint %4589 : !llvm.ptr to i64
    %4591 = llvm.mlir.constant(64 : index) : i64
    %4592 = llvm.add %4590, %4591 : i64
    %4593 = llvm.call @malloc(%4592) : (i64) -> !llvm.ptr
    %4594 = llvm.ptrtoint %4593 : !llvm.ptr to i64
    %4595 = llvm.mlir.constant(1 : index) : i64
    %4596 = llvm.sub %4591, %4595 : i64
    %4597 = llvm.add %4594, %4596 : i64
    %4598 = llvm.urem %4597, %4591 : i64
    %4599 = llvm.sub %4597, %4598 : i64
    %4600 = llvm.inttoptr %4599 : i64 to !llvm.ptr
    %4601 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4602 = llvm.insertvalue %4593, %4601[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4603 = llvm.insertvalue %4600, %4602[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4604 = llvm.mlir.constant(0 : index) : i64
    %4605 = llvm.insertvalue %4604, %4603[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4606 = llvm.insertvalue %4580, %4605[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4607 = llvm.insertvalue %4581, %4606[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4608 = llvm.insertvalue %4582, %4607[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4609 = llvm.insertvalue %4583, %4608[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4610 = llvm.insertvalue %4586, %4609[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4611 = llvm.insertvalue %4585, %4610[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4612 = llvm.insertvalue %4583, %4611[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4613 = llvm.insertvalue %4584, %4612[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb643(%28 : i64)
  ^bb643(%4614: i64):  // 2 preds: ^bb642, ^bb653
    %4615 = llvm.icmp "slt" %4614, %17 : i64
    llvm.cond_br %4615, ^bb644, ^bb654
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%28 : i64)
  ^bb645(%4616: i64):  // 2 preds: ^bb644, ^bb652
    %4617 = llvm.icmp "slt" %4616, %12 : i64
    llvm.cond_br %4617, ^bb646, ^bb653
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%28 : i64)
  ^bb647(%4618: i64):  // 2 preds: ^bb646, ^bb651
    %4619 = llvm.icmp "slt" %4618, %16 : i64
    llvm.cond_br %4619, ^bb648, ^bb652
  ^bb648:  // pred: ^bb647
    llvm.br ^bb649(%28 : i64)
  ^bb649(%4620: i64):  // 2 preds: ^bb648, ^bb650
    %4621 = llvm.icmp "slt" %4620, %16 : i64
    llvm.cond_br %4621, ^bb650, ^bb651
  ^bb650:  // pred: ^bb649
    %4622 = llvm.extractvalue %4478[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4623 = llvm.mlir.constant(128 : index) : i64
    %4624 = llvm.mul %4614, %4623 overflow<nsw, nuw> : i64
    %4625 = llvm.mlir.constant(64 : index) : i64
    %4626 = llvm.mul %4616, %4625 overflow<nsw, nuw> : i64
    %4627 = llvm.add %4624, %4626 overflow<nsw, nuw> : i64
    %4628 = llvm.mlir.constant(8 : index) : i64
    %4629 = llvm.mul %4618, %4628 overflow<nsw, nuw> : i64
    %4630 = llvm.add %4627, %4629 overflow<nsw, nuw> : i64
    %4631 = llvm.add %4630, %4620 overflow<nsw, nuw> : i64
    %4632 = llvm.getelementptr inbounds|nuw %4622[%4631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4633 = llvm.load %4632 : !llvm.ptr -> f32
    %4634 = llvm.extractvalue %1147[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4635 = llvm.mlir.constant(64 : index) : i64
    %4636 = llvm.mul %4614, %4635 overflow<nsw, nuw> : i64
    %4637 = llvm.mlir.constant(64 : index) : i64
    %4638 = llvm.mul %28, %4637 overflow<nsw, nuw> : i64
    %4639 = llvm.add %4636, %4638 overflow<nsw, nuw> : i64
    %4640 = llvm.mlir.constant(8 : index) : i64
    %4641 = llvm.mul %4618, %4640 overflow<nsw, nuw> : i64
    %4642 = llvm.add %4639, %4641 overflow<nsw, nuw> : i64
    %4643 = llvm.add %4642, %4620 overflow<nsw, nuw> : i64
    %4644 = llvm.getelementptr inbounds|nuw %4634[%4643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4645 = llvm.load %4644 : !llvm.ptr -> f32
    %4646 = llvm.fmul %4633, %20 : f32
    %4647 = llvm.fadd %4646, %4645 : f32
    %4648 = llvm.extractvalue %4613[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4649 = llvm.mlir.constant(128 : index) : i64
    %4650 = llvm.mul %4614, %4649 overflow<nsw, nuw> : i64
    %4651 = llvm.mlir.constant(64 : index) : i64
    %4652 = llvm.mul %4616, %4651 overflow<nsw, nuw> : i64
    %4653 = llvm.add %4650, %4652 overflow<nsw, nuw> : i64
    %4654 = llvm.mlir.constant(8 : index) : i64
    %4655 = llvm.mul %4618, %4654 overflow<nsw, nuw> : i64
    %4656 = llvm.add %4653, %4655 overflow<nsw, nuw> : i64
    %4657 = llvm.add %4656, %4620 overflow<nsw, nuw> : i64
    %4658 = llvm.getelementptr inbounds|nuw %4648[%4657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4647, %4658 : f32, !llvm.ptr
    %4659 = llvm.add %4620, %17 : i64
    llvm.br ^bb649(%4659 : i64)
  ^bb651:  // pred: ^bb649
    %4660 = llvm.add %4618, %17 : i64
    llvm.br ^bb647(%4660 : i64)
  ^bb652:  // pred: ^bb647
    %4661 = llvm.add %4616, %17 : i64
    llvm.br ^bb645(%4661 : i64)
  ^bb653:  // pred: ^bb645
    %4662 = llvm.add %4614, %17 : i64
    llvm.br ^bb643(%4662 : i64)
  ^bb654:  // pred: ^bb643
    %4663 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4664 = llvm.extractvalue %4613[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4665 = llvm.extractvalue %4613[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4666 = llvm.insertvalue %4664, %4663[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4667 = llvm.insertvalue %4665, %4666[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4668 = llvm.mlir.constant(0 : index) : i64
    %4669 = llvm.insertvalue %4668, %4667[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4670 = llvm.mlir.constant(1 : index) : i64
    %4671 = llvm.insertvalue %4670, %4669[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4672 = llvm.mlir.constant(128 : index) : i64
    %4673 = llvm.insertvalue %4672, %4671[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4674 = llvm.mlir.constant(2 : index) : i64
    %4675 = llvm.insertvalue %4674, %4673[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4676 = llvm.mlir.constant(64 : index) : i64
    %4677 = llvm.insertvalue %4676, %4675[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4678 = llvm.mlir.constant(8 : index) : i64
    %4679 = llvm.insertvalue %4678, %4677[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4680 = llvm.mlir.constant(8 : index) : i64
    %4681 = llvm.insertvalue %4680, %4679[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4682 = llvm.mlir.constant(1 : index) : i64
    %4683 = llvm.insertvalue %4682, %4681[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4684 = llvm.mlir.constant(8 : index) : i64
    %4685 = llvm.insertvalue %4684, %4683[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4686 = llvm.mlir.constant(8 : index) : i64
    %4687 = llvm.insertvalue %4686, %4685[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4688 = llvm.mlir.constant(1 : index) : i64
    %4689 = llvm.insertvalue %4688, %4687[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4690 = llvm.mlir.constant(1 : index) : i64
    %4691 = llvm.mlir.constant(2 : index) : i64
    %4692 = llvm.mlir.constant(8 : index) : i64
    %4693 = llvm.mlir.constant(1 : index) : i64
    %4694 = llvm.mlir.constant(1 : index) : i64
    %4695 = llvm.mlir.constant(16 : index) : i64
    %4696 = llvm.mlir.constant(16 : index) : i64
    %4697 = llvm.mlir.zero : !llvm.ptr
    %4698 = llvm.getelementptr %4697[%4696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4699 = llvm.ptrtoint %4698 : !llvm.ptr to i64
    %4700 = llvm.mlir.constant(64 : index) : i64
    %4701 = llvm.add %4699, %4700 : i64
    %4702 = llvm.call @malloc(%4701) : (i64) -> !llvm.ptr
    %4703 = llvm.ptrtoint %4702 : !llvm.ptr to i64
    %4704 = llvm.mlir.constant(1 : index) : i64
    %4705 = llvm.sub %4700, %4704 : i64
    %4706 = llvm.add %4703, %4705 : i64
    %4707 = llvm.urem %4706, %4700 : i64
    %4708 = llvm.sub %4706, %4707 : i64
    %4709 = llvm.inttoptr %4708 : i64 to !llvm.ptr
    %4710 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4711 = llvm.insertvalue %4702, %4710[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4712 = llvm.insertvalue %4709, %4711[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4713 = llvm.mlir.constant(0 : index) : i64
    %4714 = llvm.insertvalue %4713, %4712[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4715 = llvm.insertvalue %4690, %4714[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4716 = llvm.insertvalue %4691, %4715[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4717 = llvm.insertvalue %4692, %4716[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4718 = llvm.insertvalue %4693, %4717[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4719 = llvm.insertvalue %4695, %4718[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4720 = llvm.insertvalue %4692, %4719[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4721 = llvm.insertvalue %4693, %4720[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4722 = llvm.insertvalue %4694, %4721[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb655(%28 : i64)
  ^bb655(%4723: i64):  // 2 preds: ^bb654, ^bb665
    %4724 = llvm.icmp "slt" %4723, %17 : i64
    llvm.cond_br %4724, ^bb656, ^bb666
  ^bb656:  // pred: ^bb655
    llvm.br ^bb657(%28 : i64)
  ^bb657(%4725: i64):  // 2 preds: ^bb656, ^bb664
    %4726 = llvm.icmp "slt" %4725, %12 : i64
    llvm.cond_br %4726, ^bb658, ^bb665
  ^bb658:  // pred: ^bb657
    llvm.br ^bb659(%28 : i64)
  ^bb659(%4727: i64):  // 2 preds: ^bb658, ^bb663
    %4728 = llvm.icmp "slt" %4727, %16 : i64
    llvm.cond_br %4728, ^bb660, ^bb664
  ^bb660:  // pred: ^bb659
    llvm.br ^bb661(%28 : i64)
  ^bb661(%4729: i64):  // 2 preds: ^bb660, ^bb662
    %4730 = llvm.icmp "slt" %4729, %17 : i64
    llvm.cond_br %4730, ^bb662, ^bb663
  ^bb662:  // pred: ^bb661
    %4731 = llvm.extractvalue %2333[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4732 = llvm.mlir.constant(16 : index) : i64
    %4733 = llvm.mul %4723, %4732 overflow<nsw, nuw> : i64
    %4734 = llvm.mlir.constant(8 : index) : i64
    %4735 = llvm.mul %4725, %4734 overflow<nsw, nuw> : i64
    %4736 = llvm.add %4733, %4735 overflow<nsw, nuw> : i64
    %4737 = llvm.add %4736, %4727 overflow<nsw, nuw> : i64
    %4738 = llvm.add %4737, %4729 overflow<nsw, nuw> : i64
    %4739 = llvm.getelementptr inbounds|nuw %4731[%4738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4740 = llvm.load %4739 : !llvm.ptr -> f32
    %4741 = llvm.extractvalue %4722[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4742 = llvm.mlir.constant(16 : index) : i64
    %4743 = llvm.mul %4723, %4742 overflow<nsw, nuw> : i64
    %4744 = llvm.mlir.constant(8 : index) : i64
    %4745 = llvm.mul %4725, %4744 overflow<nsw, nuw> : i64
    %4746 = llvm.add %4743, %4745 overflow<nsw, nuw> : i64
    %4747 = llvm.add %4746, %4727 overflow<nsw, nuw> : i64
    %4748 = llvm.add %4747, %4729 overflow<nsw, nuw> : i64
    %4749 = llvm.getelementptr inbounds|nuw %4741[%4748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4740, %4749 : f32, !llvm.ptr
    %4750 = llvm.add %4729, %17 : i64
    llvm.br ^bb661(%4750 : i64)
  ^bb663:  // pred: ^bb661
    %4751 = llvm.add %4727, %17 : i64
    llvm.br ^bb659(%4751 : i64)
  ^bb664:  // pred: ^bb659
    %4752 = llvm.add %4725, %17 : i64
    llvm.br ^bb657(%4752 : i64)
  ^bb665:  // pred: ^bb657
    %4753 = llvm.add %4723, %17 : i64
    llvm.br ^bb655(%4753 : i64)
  ^bb666:  // pred: ^bb655
    llvm.br ^bb667(%28 : i64)
  ^bb667(%4754: i64):  // 2 preds: ^bb666, ^bb680
    %4755 = llvm.icmp "slt" %4754, %17 : i64
    llvm.cond_br %4755, ^bb668, ^bb681
  ^bb668:  // pred: ^bb667
    llvm.br ^bb669(%28 : i64)
  ^bb669(%4756: i64):  // 2 preds: ^bb668, ^bb679
    %4757 = llvm.icmp "slt" %4756, %12 : i64
    llvm.cond_br %4757, ^bb670, ^bb680
  ^bb670:  // pred: ^bb669
    llvm.br ^bb671(%28 : i64)
  ^bb671(%4758: i64):  // 2 preds: ^bb670, ^bb678
    %4759 = llvm.icmp "slt" %4758, %16 : i64
    llvm.cond_br %4759, ^bb672, ^bb679
  ^bb672:  // pred: ^bb671
    llvm.br ^bb673(%28 : i64)
  ^bb673(%4760: i64):  // 2 preds: ^bb672, ^bb677
    %4761 = llvm.icmp "slt" %4760, %17 : i64
    llvm.cond_br %4761, ^bb674, ^bb678
  ^bb674:  // pred: ^bb673
    llvm.br ^bb675(%28 : i64)
  ^bb675(%4762: i64):  // 2 preds: ^bb674, ^bb676
    %4763 = llvm.icmp "slt" %4762, %16 : i64
    llvm.cond_br %4763, ^bb676, ^bb677
  ^bb676:  // pred: ^bb675
    %4764 = llvm.extractvalue %4689[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4765 = llvm.mlir.constant(128 : index) : i64
    %4766 = llvm.mul %4754, %4765 overflow<nsw, nuw> : i64
    %4767 = llvm.mlir.constant(64 : index) : i64
    %4768 = llvm.mul %4756, %4767 overflow<nsw, nuw> : i64
    %4769 = llvm.add %4766, %4768 overflow<nsw, nuw> : i64
    %4770 = llvm.mlir.constant(8 : index) : i64
    %4771 = llvm.mul %4758, %4770 overflow<nsw, nuw> : i64
    %4772 = llvm.add %4769, %4771 overflow<nsw, nuw> : i64
    %4773 = llvm.mlir.constant(8 : index) : i64
    %4774 = llvm.mul %4760, %4773 overflow<nsw, nuw> : i64
    %4775 = llvm.add %4772, %4774 overflow<nsw, nuw> : i64
    %4776 = llvm.add %4775, %4762 overflow<nsw, nuw> : i64
    %4777 = llvm.getelementptr inbounds|nuw %4764[%4776] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4778 = llvm.load %4777 : !llvm.ptr -> f32
    %4779 = llvm.extractvalue %4722[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4780 = llvm.mlir.constant(16 : index) : i64
    %4781 = llvm.mul %4754, %4780 overflow<nsw, nuw> : i64
    %4782 = llvm.mlir.constant(8 : index) : i64
    %4783 = llvm.mul %4756, %4782 overflow<nsw, nuw> : i64
    %4784 = llvm.add %4781, %4783 overflow<nsw, nuw> : i64
    %4785 = llvm.add %4784, %4758 overflow<nsw, nuw> : i64
    %4786 = llvm.add %4785, %4760 overflow<nsw, nuw> : i64
    %4787 = llvm.getelementptr inbounds|nuw %4779[%4786] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4788 = llvm.load %4787 : !llvm.ptr -> f32
    %4789 = llvm.intr.maximum(%4778, %4788) : (f32, f32) -> f32
    %4790 = llvm.extractvalue %4722[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4791 = llvm.mlir.constant(16 : index) : i64
    %4792 = llvm.mul %4754, %4791 overflow<nsw, nuw> : i64
    %4793 = llvm.mlir.constant(8 : index) : i64
    %4794 = llvm.mul %4756, %4793 overflow<nsw, nuw> : i64
    %4795 = llvm.add %4792, %4794 overflow<nsw, nuw> : i64
    %4796 = llvm.add %4795, %4758 overflow<nsw, nuw> : i64
    %4797 = llvm.add %4796, %4760 overflow<nsw, nuw> : i64
    %4798 = llvm.getelementptr inbounds|nuw %4790[%4797] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4789, %4798 : f32, !llvm.ptr
    %4799 = llvm.add %4762, %17 : i64
    llvm.br ^bb675(%4799 : i64)
  ^bb677:  // pred: ^bb675
    %4800 = llvm.add %4760, %17 : i64
    llvm.br ^bb673(%4800 : i64)
  ^bb678:  // pred: ^bb673
    %4801 = llvm.add %4758, %17 : i64
    llvm.br ^bb671(%4801 : i64)
  ^bb679:  // pred: ^bb671
    %4802 = llvm.add %4756, %17 : i64
    llvm.br ^bb669(%4802 : i64)
  ^bb680:  // pred: ^bb669
    %4803 = llvm.add %4754, %17 : i64
    llvm.br ^bb667(%4803 : i64)
  ^bb681:  // pred: ^bb667
    %4804 = llvm.mlir.constant(1 : index) : i64
    %4805 = llvm.mlir.constant(2 : index) : i64
    %4806 = llvm.mlir.constant(8 : index) : i64
    %4807 = llvm.mlir.constant(8 : index) : i64
    %4808 = llvm.mlir.constant(1 : index) : i64
    %4809 = llvm.mlir.constant(64 : index) : i64
    %4810 = llvm.mlir.constant(128 : index) : i64
    %4811 = llvm.mlir.constant(128 : index) : i64
    %4812 = llvm.mlir.zero : !llvm.ptr
    %4813 = llvm.getelementptr %4812[%4811] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4814 = llvm.ptrtoint %4813 : !llvm.ptr to i64
    %4815 = llvm.mlir.constant(64 : index) : i64
    %4816 = llvm.add %4814, %4815 : i64
    %4817 = llvm.call @malloc(%4816) : (i64) -> !llvm.ptr
    %4818 = llvm.ptrtoint %4817 : !llvm.ptr to i64
    %4819 = llvm.mlir.constant(1 : index) : i64
    %4820 = llvm.sub %4815, %4819 : i64
    %4821 = llvm.add %4818, %4820 : i64
    %4822 = llvm.urem %4821, %4815 : i64
    %4823 = llvm.sub %4821, %4822 : i64
    %4824 = llvm.inttoptr %4823 : i64 to !llvm.ptr
    %4825 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4826 = llvm.insertvalue %4817, %4825[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4827 = llvm.insertvalue %4824, %4826[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4828 = llvm.mlir.constant(0 : index) : i64
    %4829 = llvm.insertvalue %4828, %4827[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4830 = llvm.insertvalue %4804, %4829[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4831 = llvm.insertvalue %4805, %4830[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4832 = llvm.insertvalue %4806, %4831[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4833 = llvm.insertvalue %4807, %4832[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4834 = llvm.insertvalue %4810, %4833[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4835 = llvm.insertvalue %4809, %4834[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4836 = llvm.insertvalue %4807, %4835[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4837 = llvm.insertvalue %4808, %4836[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb682(%28 : i64)
  ^bb682(%4838: i64):  // 2 preds: ^bb681, ^bb692
    %4839 = llvm.icmp "slt" %4838, %17 : i64
    llvm.cond_br %4839, ^bb683, ^bb693
  ^bb683:  // pred: ^bb682
    llvm.br ^bb684(%28 : i64)
  ^bb684(%4840: i64):  // 2 preds: ^bb683, ^bb691
    %4841 = llvm.icmp "slt" %4840, %12 : i64
    llvm.cond_br %4841, ^bb685, ^bb692
  ^bb685:  // pred: ^bb684
    llvm.br ^bb686(%28 : i64)
  ^bb686(%4842: i64):  // 2 preds: ^bb685, ^bb690
    %4843 = llvm.icmp "slt" %4842, %16 : i64
    llvm.cond_br %4843, ^bb687, ^bb691
  ^bb687:  // pred: ^bb686
    llvm.br ^bb688(%28 : i64)
  ^bb688(%4844: i64):  // 2 preds: ^bb687, ^bb689
    %4845 = llvm.icmp "slt" %4844, %16 : i64
    llvm.cond_br %4845, ^bb689, ^bb690
  ^bb689:  // pred: ^bb688
    %4846 = llvm.extractvalue %4613[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4847 = llvm.mlir.constant(128 : index) : i64
    %4848 = llvm.mul %4838, %4847 overflow<nsw, nuw> : i64
    %4849 = llvm.mlir.constant(64 : index) : i64
    %4850 = llvm.mul %4840, %4849 overflow<nsw, nuw> : i64
    %4851 = llvm.add %4848, %4850 overflow<nsw, nuw> : i64
    %4852 = llvm.mlir.constant(8 : index) : i64
    %4853 = llvm.mul %4842, %4852 overflow<nsw, nuw> : i64
    %4854 = llvm.add %4851, %4853 overflow<nsw, nuw> : i64
    %4855 = llvm.add %4854, %4844 overflow<nsw, nuw> : i64
    %4856 = llvm.getelementptr inbounds|nuw %4846[%4855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4857 = llvm.load %4856 : !llvm.ptr -> f32
    %4858 = llvm.extractvalue %4722[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4859 = llvm.mlir.constant(16 : index) : i64
    %4860 = llvm.mul %4838, %4859 overflow<nsw, nuw> : i64
    %4861 = llvm.mlir.constant(8 : index) : i64
    %4862 = llvm.mul %4840, %4861 overflow<nsw, nuw> : i64
    %4863 = llvm.add %4860, %4862 overflow<nsw, nuw> : i64
    %4864 = llvm.add %4863, %4842 overflow<nsw, nuw> : i64
    %4865 = llvm.add %4864, %28 overflow<nsw, nuw> : i64
    %4866 = llvm.getelementptr inbounds|nuw %4858[%4865] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4867 = llvm.load %4866 : !llvm.ptr -> f32
    %4868 = llvm.fsub %4857, %4867 : f32
    %4869 = llvm.fmul %4868, %8 : f32
    %4870 = llvm.intr.exp2(%4869) : (f32) -> f32
    %4871 = llvm.extractvalue %4837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4872 = llvm.mlir.constant(128 : index) : i64
    %4873 = llvm.mul %4838, %4872 overflow<nsw, nuw> : i64
    %4874 = llvm.mlir.constant(64 : index) : i64
    %4875 = llvm.mul %4840, %4874 overflow<nsw, nuw> : i64
    %4876 = llvm.add %4873, %4875 overflow<nsw, nuw> : i64
    %4877 = llvm.mlir.constant(8 : index) : i64
    %4878 = llvm.mul %4842, %4877 overflow<nsw, nuw> : i64
    %4879 = llvm.add %4876, %4878 overflow<nsw, nuw> : i64
    %4880 = llvm.add %4879, %4844 overflow<nsw, nuw> : i64
    %4881 = llvm.getelementptr inbounds|nuw %4871[%4880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4870, %4881 : f32, !llvm.ptr
    %4882 = llvm.add %4844, %17 : i64
    llvm.br ^bb688(%4882 : i64)
  ^bb690:  // pred: ^bb688
    %4883 = llvm.add %4842, %17 : i64
    llvm.br ^bb686(%4883 : i64)
  ^bb691:  // pred: ^bb686
    %4884 = llvm.add %4840, %17 : i64
    llvm.br ^bb684(%4884 : i64)
  ^bb692:  // pred: ^bb684
    %4885 = llvm.add %4838, %17 : i64
    llvm.br ^bb682(%4885 : i64)
  ^bb693:  // pred: ^bb682
    %4886 = llvm.mlir.constant(1 : index) : i64
    %4887 = llvm.mlir.constant(2 : index) : i64
    %4888 = llvm.mlir.constant(8 : index) : i64
    %4889 = llvm.mlir.constant(1 : index) : i64
    %4890 = llvm.mlir.constant(1 : index) : i64
    %4891 = llvm.mlir.constant(16 : index) : i64
    %4892 = llvm.mlir.constant(16 : index) : i64
    %4893 = llvm.mlir.zero : !llvm.ptr
    %4894 = llvm.getelementptr %4893[%4892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4895 = llvm.ptrtoint %4894 : !llvm.ptr to i64
    %4896 = llvm.mlir.constant(64 : index) : i64
    %4897 = llvm.add %4895, %4896 : i64
    %4898 = llvm.call @malloc(%4897) : (i64) -> !llvm.ptr
    %4899 = llvm.ptrtoint %4898 : !llvm.ptr to i64
    %4900 = llvm.mlir.constant(1 : index) : i64
    %4901 = llvm.sub %4896, %4900 : i64
    %4902 = llvm.add %4899, %4901 : i64
    %4903 = llvm.urem %4902, %4896 : i64
    %4904 = llvm.sub %4902, %4903 : i64
    %4905 = llvm.inttoptr %4904 : i64 to !llvm.ptr
    %4906 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4907 = llvm.insertvalue %4898, %4906[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4908 = llvm.insertvalue %4905, %4907[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4909 = llvm.mlir.constant(0 : index) : i64
    %4910 = llvm.insertvalue %4909, %4908[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4911 = llvm.insertvalue %4886, %4910[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4912 = llvm.insertvalue %4887, %4911[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4913 = llvm.insertvalue %4888, %4912[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4914 = llvm.insertvalue %4889, %4913[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4915 = llvm.insertvalue %4891, %4914[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4916 = llvm.insertvalue %4888, %4915[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4917 = llvm.insertvalue %4889, %4916[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4918 = llvm.insertvalue %4890, %4917[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb694(%28 : i64)
  ^bb694(%4919: i64):  // 2 preds: ^bb693, ^bb704
    %4920 = llvm.icmp "slt" %4919, %17 : i64
    llvm.cond_br %4920, ^bb695, ^bb705
  ^bb695:  // pred: ^bb694
    llvm.br ^bb696(%28 : i64)
  ^bb696(%4921: i64):  // 2 preds: ^bb695, ^bb703
    %4922 = llvm.icmp "slt" %4921, %12 : i64
    llvm.cond_br %4922, ^bb697, ^bb704
  ^bb697:  // pred: ^bb696
    llvm.br ^bb698(%28 : i64)
  ^bb698(%4923: i64):  // 2 preds: ^bb697, ^bb702
    %4924 = llvm.icmp "slt" %4923, %16 : i64
    llvm.cond_br %4924, ^bb699, ^bb703
  ^bb699:  // pred: ^bb698
    llvm.br ^bb700(%28 : i64)
  ^bb700(%4925: i64):  // 2 preds: ^bb699, ^bb701
    %4926 = llvm.icmp "slt" %4925, %17 : i64
    llvm.cond_br %4926, ^bb701, ^bb702
  ^bb701:  // pred: ^bb700
    %4927 = llvm.extractvalue %2562[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4928 = llvm.mlir.constant(16 : index) : i64
    %4929 = llvm.mul %4919, %4928 overflow<nsw, nuw> : i64
    %4930 = llvm.mlir.constant(8 : index) : i64
    %4931 = llvm.mul %4921, %4930 overflow<nsw, nuw> : i64
    %4932 = llvm.add %4929, %4931 overflow<nsw, nuw> : i64
    %4933 = llvm.add %4932, %4923 overflow<nsw, nuw> : i64
    %4934 = llvm.add %4933, %4925 overflow<nsw, nuw> : i64
    %4935 = llvm.getelementptr inbounds|nuw %4927[%4934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4936 = llvm.load %4935 : !llvm.ptr -> f32
    %4937 = llvm.extractvalue %4918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4938 = llvm.mlir.constant(16 : index) : i64
    %4939 = llvm.mul %4919, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.mlir.constant(8 : index) : i64
    %4941 = llvm.mul %4921, %4940 overflow<nsw, nuw> : i64
    %4942 = llvm.add %4939, %4941 overflow<nsw, nuw> : i64
    %4943 = llvm.add %4942, %4923 overflow<nsw, nuw> : i64
    %4944 = llvm.add %4943, %4925 overflow<nsw, nuw> : i64
    %4945 = llvm.getelementptr inbounds|nuw %4937[%4944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4936, %4945 : f32, !llvm.ptr
    %4946 = llvm.add %4925, %17 : i64
    llvm.br ^bb700(%4946 : i64)
  ^bb702:  // pred: ^bb700
    %4947 = llvm.add %4923, %17 : i64
    llvm.br ^bb698(%4947 : i64)
  ^bb703:  // pred: ^bb698
    %4948 = llvm.add %4921, %17 : i64
    llvm.br ^bb696(%4948 : i64)
  ^bb704:  // pred: ^bb696
    %4949 = llvm.add %4919, %17 : i64
    llvm.br ^bb694(%4949 : i64)
  ^bb705:  // pred: ^bb694
    llvm.br ^bb706(%28 : i64)
  ^bb706(%4950: i64):  // 2 preds: ^bb705, ^bb716
    %4951 = llvm.icmp "slt" %4950, %17 : i64
    llvm.cond_br %4951, ^bb707, ^bb717
  ^bb707:  // pred: ^bb706
    llvm.br ^bb708(%28 : i64)
  ^bb708(%4952: i64):  // 2 preds: ^bb707, ^bb715
    %4953 = llvm.icmp "slt" %4952, %12 : i64
    llvm.cond_br %4953, ^bb709, ^bb716
  ^bb709:  // pred: ^bb708
    llvm.br ^bb710(%28 : i64)
  ^bb710(%4954: i64):  // 2 preds: ^bb709, ^bb714
    %4955 = llvm.icmp "slt" %4954, %16 : i64
    llvm.cond_br %4955, ^bb711, ^bb715
  ^bb711:  // pred: ^bb710
    llvm.br ^bb712(%28 : i64)
  ^bb712(%4956: i64):  // 2 preds: ^bb711, ^bb713
    %4957 = llvm.icmp "slt" %4956, %16 : i64
    llvm.cond_br %4957, ^bb713, ^bb714
  ^bb713:  // pred: ^bb712
    %4958 = llvm.extractvalue %4837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4959 = llvm.mlir.constant(128 : index) : i64
    %4960 = llvm.mul %4950, %4959 overflow<nsw, nuw> : i64
    %4961 = llvm.mlir.constant(64 : index) : i64
    %4962 = llvm.mul %4952, %4961 overflow<nsw, nuw> : i64
    %4963 = llvm.add %4960, %4962 overflow<nsw, nuw> : i64
    %4964 = llvm.mlir.constant(8 : index) : i64
    %4965 = llvm.mul %4954, %4964 overflow<nsw, nuw> : i64
    %4966 = llvm.add %4963, %4965 overflow<nsw, nuw> : i64
    %4967 = llvm.add %4966, %4956 overflow<nsw, nuw> : i64
    %4968 = llvm.getelementptr inbounds|nuw %4958[%4967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4969 = llvm.load %4968 : !llvm.ptr -> f32
    %4970 = llvm.extractvalue %4918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4971 = llvm.mlir.constant(16 : index) : i64
    %4972 = llvm.mul %4950, %4971 overflow<nsw, nuw> : i64
    %4973 = llvm.mlir.constant(8 : index) : i64
    %4974 = llvm.mul %4952, %4973 overflow<nsw, nuw> : i64
    %4975 = llvm.add %4972, %4974 overflow<nsw, nuw> : i64
    %4976 = llvm.add %4975, %4954 overflow<nsw, nuw> : i64
    %4977 = llvm.add %4976, %28 overflow<nsw, nuw> : i64
    %4978 = llvm.getelementptr inbounds|nuw %4970[%4977] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4979 = llvm.load %4978 : !llvm.ptr -> f32
    %4980 = llvm.fadd %4969, %4979 : f32
    %4981 = llvm.extractvalue %4918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4982 = llvm.mlir.constant(16 : index) : i64
    %4983 = llvm.mul %4950, %4982 overflow<nsw, nuw> : i64
    %4984 = llvm.mlir.constant(8 : index) : i64
    %4985 = llvm.mul %4952, %4984 overflow<nsw, nuw> : i64
    %4986 = llvm.add %4983, %4985 overflow<nsw, nuw> : i64
    %4987 = llvm.add %4986, %4954 overflow<nsw, nuw> : i64
    %4988 = llvm.add %4987, %28 overflow<nsw, nuw> : i64
    %4989 = llvm.getelementptr inbounds|nuw %4981[%4988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4980, %4989 : f32, !llvm.ptr
    %4990 = llvm.add %4956, %17 : i64
    llvm.br ^bb712(%4990 : i64)
  ^bb714:  // pred: ^bb712
    %4991 = llvm.add %4954, %17 : i64
    llvm.br ^bb710(%4991 : i64)
  ^bb715:  // pred: ^bb710
    %4992 = llvm.add %4952, %17 : i64
    llvm.br ^bb708(%4992 : i64)
  ^bb716:  // pred: ^bb708
    %4993 = llvm.add %4950, %17 : i64
    llvm.br ^bb706(%4993 : i64)
  ^bb717:  // pred: ^bb706
    %4994 = llvm.mlir.constant(1 : index) : i64
    %4995 = llvm.mlir.constant(2 : index) : i64
    %4996 = llvm.mlir.constant(8 : index) : i64
    %4997 = llvm.mlir.constant(16 : index) : i64
    %4998 = llvm.mlir.constant(1 : index) : i64
    %4999 = llvm.mlir.constant(128 : index) : i64
    %5000 = llvm.mlir.constant(256 : index) : i64
    %5001 = llvm.mlir.constant(256 : index) : i64
    %5002 = llvm.mlir.zero : !llvm.ptr
    %5003 = llvm.getelementptr %5002[%5001] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5004 = llvm.ptrtoint %5003 : !llvm.ptr to i64
    %5005 = llvm.mlir.constant(64 : index) : i64
    %5006 = llvm.add %5004, %5005 : i64
    %5007 = llvm.call @malloc(%5006) : (i64) -> !llvm.ptr
    %5008 = llvm.ptrtoint %5007 : !llvm.ptr to i64
    %5009 = llvm.mlir.constant(1 : index) : i64
    %5010 = llvm.sub %5005, %5009 : i64
    %5011 = llvm.add %5008, %5010 : i64
    %5012 = llvm.urem %5011, %5005 : i64
    %5013 = llvm.sub %5011, %5012 : i64
    %5014 = llvm.inttoptr %5013 : i64 to !llvm.ptr
    %5015 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5016 = llvm.insertvalue %5007, %5015[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5017 = llvm.insertvalue %5014, %5016[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5018 = llvm.mlir.constant(0 : index) : i64
    %5019 = llvm.insertvalue %5018, %5017[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5020 = llvm.insertvalue %4994, %5019[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5021 = llvm.insertvalue %4995, %5020[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5022 = llvm.insertvalue %4996, %5021[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5023 = llvm.insertvalue %4997, %5022[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5024 = llvm.insertvalue %5000, %5023[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5025 = llvm.insertvalue %4999, %5024[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5026 = llvm.insertvalue %4997, %5025[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5027 = llvm.insertvalue %4998, %5026[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb718(%28 : i64)
  ^bb718(%5028: i64):  // 2 preds: ^bb717, ^bb728
    %5029 = llvm.icmp "slt" %5028, %17 : i64
    llvm.cond_br %5029, ^bb719, ^bb729
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%28 : i64)
  ^bb720(%5030: i64):  // 2 preds: ^bb719, ^bb727
    %5031 = llvm.icmp "slt" %5030, %12 : i64
    llvm.cond_br %5031, ^bb721, ^bb728
  ^bb721:  // pred: ^bb720
    llvm.br ^bb722(%28 : i64)
  ^bb722(%5032: i64):  // 2 preds: ^bb721, ^bb726
    %5033 = llvm.icmp "slt" %5032, %16 : i64
    llvm.cond_br %5033, ^bb723, ^bb727
  ^bb723:  // pred: ^bb722
    llvm.br ^bb724(%28 : i64)
  ^bb724(%5034: i64):  // 2 preds: ^bb723, ^bb725
    %5035 = llvm.icmp "slt" %5034, %11 : i64
    llvm.cond_br %5035, ^bb725, ^bb726
  ^bb725:  // pred: ^bb724
    %5036 = llvm.extractvalue %2761[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5037 = llvm.mlir.constant(256 : index) : i64
    %5038 = llvm.mul %5028, %5037 overflow<nsw, nuw> : i64
    %5039 = llvm.mlir.constant(128 : index) : i64
    %5040 = llvm.mul %5030, %5039 overflow<nsw, nuw> : i64
    %5041 = llvm.add %5038, %5040 overflow<nsw, nuw> : i64
    %5042 = llvm.mlir.constant(16 : index) : i64
    %5043 = llvm.mul %5032, %5042 overflow<nsw, nuw> : i64
    %5044 = llvm.add %5041, %5043 overflow<nsw, nuw> : i64
    %5045 = llvm.add %5044, %5034 overflow<nsw, nuw> : i64
    %5046 = llvm.getelementptr inbounds|nuw %5036[%5045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5047 = llvm.load %5046 : !llvm.ptr -> f32
    %5048 = llvm.extractvalue %5027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5049 = llvm.mlir.constant(256 : index) : i64
    %5050 = llvm.mul %5028, %5049 overflow<nsw, nuw> : i64
    %5051 = llvm.mlir.constant(128 : index) : i64
    %5052 = llvm.mul %5030, %5051 overflow<nsw, nuw> : i64
    %5053 = llvm.add %5050, %5052 overflow<nsw, nuw> : i64
    %5054 = llvm.mlir.constant(16 : index) : i64
    %5055 = llvm.mul %5032, %5054 overflow<nsw, nuw> : i64
    %5056 = llvm.add %5053, %5055 overflow<nsw, nuw> : i64
    %5057 = llvm.add %5056, %5034 overflow<nsw, nuw> : i64
    %5058 = llvm.getelementptr inbounds|nuw %5048[%5057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5047, %5058 : f32, !llvm.ptr
    %5059 = llvm.add %5034, %17 : i64
    llvm.br ^bb724(%5059 : i64)
  ^bb726:  // pred: ^bb724
    %5060 = llvm.add %5032, %17 : i64
    llvm.br ^bb722(%5060 : i64)
  ^bb727:  // pred: ^bb722
    %5061 = llvm.add %5030, %17 : i64
    llvm.br ^bb720(%5061 : i64)
  ^bb728:  // pred: ^bb720
    %5062 = llvm.add %5028, %17 : i64
    llvm.br ^bb718(%5062 : i64)
  ^bb729:  // pred: ^bb718
    llvm.br ^bb730(%28 : i64)
  ^bb730(%5063: i64):  // 2 preds: ^bb729, ^bb743
    %5064 = llvm.icmp "slt" %5063, %17 : i64
    llvm.cond_br %5064, ^bb731, ^bb744
  ^bb731:  // pred: ^bb730
    llvm.br ^bb732(%28 : i64)
  ^bb732(%5065: i64):  // 2 preds: ^bb731, ^bb742
    %5066 = llvm.icmp "slt" %5065, %12 : i64
    llvm.cond_br %5066, ^bb733, ^bb743
  ^bb733:  // pred: ^bb732
    llvm.br ^bb734(%28 : i64)
  ^bb734(%5067: i64):  // 2 preds: ^bb733, ^bb741
    %5068 = llvm.icmp "slt" %5067, %16 : i64
    llvm.cond_br %5068, ^bb735, ^bb742
  ^bb735:  // pred: ^bb734
    llvm.br ^bb736(%28 : i64)
  ^bb736(%5069: i64):  // 2 preds: ^bb735, ^bb740
    %5070 = llvm.icmp "slt" %5069, %11 : i64
    llvm.cond_br %5070, ^bb737, ^bb741
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%28 : i64)
  ^bb738(%5071: i64):  // 2 preds: ^bb737, ^bb739
    %5072 = llvm.icmp "slt" %5071, %16 : i64
    llvm.cond_br %5072, ^bb739, ^bb740
  ^bb739:  // pred: ^bb738
    %5073 = llvm.extractvalue %4837[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5074 = llvm.mlir.constant(128 : index) : i64
    %5075 = llvm.mul %5063, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.mlir.constant(64 : index) : i64
    %5077 = llvm.mul %5065, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5075, %5077 overflow<nsw, nuw> : i64
    %5079 = llvm.mlir.constant(8 : index) : i64
    %5080 = llvm.mul %5067, %5079 overflow<nsw, nuw> : i64
    %5081 = llvm.add %5078, %5080 overflow<nsw, nuw> : i64
    %5082 = llvm.add %5081, %5071 overflow<nsw, nuw> : i64
    %5083 = llvm.getelementptr inbounds|nuw %5073[%5082] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5084 = llvm.load %5083 : !llvm.ptr -> f32
    %5085 = llvm.extractvalue %4918[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5086 = llvm.mlir.constant(16 : index) : i64
    %5087 = llvm.mul %5063, %5086 overflow<nsw, nuw> : i64
    %5088 = llvm.mlir.constant(8 : index) : i64
    %5089 = llvm.mul %5065, %5088 overflow<nsw, nuw> : i64
    %5090 = llvm.add %5087, %5089 overflow<nsw, nuw> : i64
    %5091 = llvm.add %5090, %5067 overflow<nsw, nuw> : i64
    %5092 = llvm.add %5091, %28 overflow<nsw, nuw> : i64
    %5093 = llvm.getelementptr inbounds|nuw %5085[%5092] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5094 = llvm.load %5093 : !llvm.ptr -> f32
    %5095 = llvm.extractvalue %4421[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5096 = llvm.mlir.constant(64 : index) : i64
    %5097 = llvm.getelementptr %5095[%5096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5098 = llvm.mlir.constant(768 : index) : i64
    %5099 = llvm.mul %5063, %5098 overflow<nsw, nuw> : i64
    %5100 = llvm.mlir.constant(96 : index) : i64
    %5101 = llvm.mul %5071, %5100 overflow<nsw, nuw> : i64
    %5102 = llvm.add %5099, %5101 overflow<nsw, nuw> : i64
    %5103 = llvm.mlir.constant(16 : index) : i64
    %5104 = llvm.mul %5065, %5103 overflow<nsw, nuw> : i64
    %5105 = llvm.add %5102, %5104 overflow<nsw, nuw> : i64
    %5106 = llvm.add %5105, %5069 overflow<nsw, nuw> : i64
    %5107 = llvm.getelementptr inbounds|nuw %5097[%5106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5108 = llvm.load %5107 : !llvm.ptr -> f32
    %5109 = llvm.extractvalue %5027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5110 = llvm.mlir.constant(256 : index) : i64
    %5111 = llvm.mul %5063, %5110 overflow<nsw, nuw> : i64
    %5112 = llvm.mlir.constant(128 : index) : i64
    %5113 = llvm.mul %5065, %5112 overflow<nsw, nuw> : i64
    %5114 = llvm.add %5111, %5113 overflow<nsw, nuw> : i64
    %5115 = llvm.mlir.constant(16 : index) : i64
    %5116 = llvm.mul %5067, %5115 overflow<nsw, nuw> : i64
    %5117 = llvm.add %5114, %5116 overflow<nsw, nuw> : i64
    %5118 = llvm.add %5117, %5069 overflow<nsw, nuw> : i64
    %5119 = llvm.getelementptr inbounds|nuw %5109[%5118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5120 = llvm.load %5119 : !llvm.ptr -> f32
    %5121 = llvm.fdiv %5084, %5094 : f32
    %5122 = llvm.fmul %5121, %5108 : f32
    %5123 = llvm.fadd %5120, %5122 : f32
    %5124 = llvm.extractvalue %5027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5125 = llvm.mlir.constant(256 : index) : i64
    %5126 = llvm.mul %5063, %5125 overflow<nsw, nuw> : i64
    %5127 = llvm.mlir.constant(128 : index) : i64
    %5128 = llvm.mul %5065, %5127 overflow<nsw, nuw> : i64
    %5129 = llvm.add %5126, %5128 overflow<nsw, nuw> : i64
    %5130 = llvm.mlir.constant(16 : index) : i64
    %5131 = llvm.mul %5067, %5130 overflow<nsw, nuw> : i64
    %5132 = llvm.add %5129, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.add %5132, %5069 overflow<nsw, nuw> : i64
    %5134 = llvm.getelementptr inbounds|nuw %5124[%5133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5123, %5134 : f32, !llvm.ptr
    %5135 = llvm.add %5071, %17 : i64
    llvm.br ^bb738(%5135 : i64)
  ^bb740:  // pred: ^bb738
    %5136 = llvm.add %5069, %17 : i64
    llvm.br ^bb736(%5136 : i64)
  ^bb741:  // pred: ^bb736
    %5137 = llvm.add %5067, %17 : i64
    llvm.br ^bb734(%5137 : i64)
  ^bb742:  // pred: ^bb734
    %5138 = llvm.add %5065, %17 : i64
    llvm.br ^bb732(%5138 : i64)
  ^bb743:  // pred: ^bb732
    %5139 = llvm.add %5063, %17 : i64
    llvm.br ^bb730(%5139 : i64)
  ^bb744:  // pred: ^bb730
    %5140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5141 = llvm.extractvalue %205[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5142 = llvm.extractvalue %205[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5143 = llvm.insertvalue %5141, %5140[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5144 = llvm.insertvalue %5142, %5143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5145 = llvm.mlir.constant(0 : index) : i64
    %5146 = llvm.insertvalue %5145, %5144[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5147 = llvm.mlir.constant(2 : index) : i64
    %5148 = llvm.insertvalue %5147, %5146[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5149 = llvm.mlir.constant(512 : index) : i64
    %5150 = llvm.insertvalue %5149, %5148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5151 = llvm.mlir.constant(16 : index) : i64
    %5152 = llvm.insertvalue %5151, %5150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5153 = llvm.mlir.constant(32 : index) : i64
    %5154 = llvm.insertvalue %5153, %5152[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5155 = llvm.mlir.constant(32 : index) : i64
    %5156 = llvm.insertvalue %5155, %5154[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5157 = llvm.mlir.constant(1 : index) : i64
    %5158 = llvm.insertvalue %5157, %5156[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5159 = llvm.mlir.constant(1 : index) : i64
    %5160 = llvm.mlir.constant(8 : index) : i64
    %5161 = llvm.mlir.constant(32 : index) : i64
    %5162 = llvm.mlir.constant(1 : index) : i64
    %5163 = llvm.mlir.constant(256 : index) : i64
    %5164 = llvm.mlir.constant(256 : index) : i64
    %5165 = llvm.mlir.zero : !llvm.ptr
    %5166 = llvm.getelementptr %5165[%5164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5167 = llvm.ptrtoint %5166 : !llvm.ptr to i64
    %5168 = llvm.mlir.constant(64 : index) : i64
    %5169 = llvm.add %5167, %5168 : i64
    %5170 = llvm.call @malloc(%5169) : (i64) -> !llvm.ptr
    %5171 = llvm.ptrtoint %5170 : !llvm.ptr to i64
    %5172 = llvm.mlir.constant(1 : index) : i64
    %5173 = llvm.sub %5168, %5172 : i64
    %5174 = llvm.add %5171, %5173 : i64
    %5175 = llvm.urem %5174, %5168 : i64
    %5176 = llvm.sub %5174, %5175 : i64
    %5177 = llvm.inttoptr %5176 : i64 to !llvm.ptr
    %5178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5179 = llvm.insertvalue %5170, %5178[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5180 = llvm.insertvalue %5177, %5179[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5181 = llvm.mlir.constant(0 : index) : i64
    %5182 = llvm.insertvalue %5181, %5180[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5183 = llvm.insertvalue %5159, %5182[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5184 = llvm.insertvalue %5160, %5183[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5185 = llvm.insertvalue %5161, %5184[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5186 = llvm.insertvalue %5163, %5185[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.insertvalue %5161, %5186[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5188 = llvm.insertvalue %5162, %5187[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb745(%28 : i64)
  ^bb745(%5189: i64):  // 2 preds: ^bb744, ^bb752
    %5190 = llvm.icmp "slt" %5189, %17 : i64
    llvm.cond_br %5190, ^bb746, ^bb753
  ^bb746:  // pred: ^bb745
    llvm.br ^bb747(%28 : i64)
  ^bb747(%5191: i64):  // 2 preds: ^bb746, ^bb751
    %5192 = llvm.icmp "slt" %5191, %16 : i64
    llvm.cond_br %5192, ^bb748, ^bb752
  ^bb748:  // pred: ^bb747
    llvm.br ^bb749(%28 : i64)
  ^bb749(%5193: i64):  // 2 preds: ^bb748, ^bb750
    %5194 = llvm.icmp "slt" %5193, %15 : i64
    llvm.cond_br %5194, ^bb750, ^bb751
  ^bb750:  // pred: ^bb749
    %5195 = llvm.extractvalue %2982[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5196 = llvm.mlir.constant(256 : index) : i64
    %5197 = llvm.mul %5189, %5196 overflow<nsw, nuw> : i64
    %5198 = llvm.mlir.constant(32 : index) : i64
    %5199 = llvm.mul %5191, %5198 overflow<nsw, nuw> : i64
    %5200 = llvm.add %5197, %5199 overflow<nsw, nuw> : i64
    %5201 = llvm.add %5200, %5193 overflow<nsw, nuw> : i64
    %5202 = llvm.getelementptr inbounds|nuw %5195[%5201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5203 = llvm.load %5202 : !llvm.ptr -> f32
    %5204 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5205 = llvm.mlir.constant(256 : index) : i64
    %5206 = llvm.mul %5189, %5205 overflow<nsw, nuw> : i64
    %5207 = llvm.mlir.constant(32 : index) : i64
    %5208 = llvm.mul %5191, %5207 overflow<nsw, nuw> : i64
    %5209 = llvm.add %5206, %5208 overflow<nsw, nuw> : i64
    %5210 = llvm.add %5209, %5193 overflow<nsw, nuw> : i64
    %5211 = llvm.getelementptr inbounds|nuw %5204[%5210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5203, %5211 : f32, !llvm.ptr
    %5212 = llvm.add %5193, %17 : i64
    llvm.br ^bb749(%5212 : i64)
  ^bb751:  // pred: ^bb749
    %5213 = llvm.add %5191, %17 : i64
    llvm.br ^bb747(%5213 : i64)
  ^bb752:  // pred: ^bb747
    %5214 = llvm.add %5189, %17 : i64
    llvm.br ^bb745(%5214 : i64)
  ^bb753:  // pred: ^bb745
    llvm.br ^bb754(%28 : i64)
  ^bb754(%5215: i64):  // 2 preds: ^bb753, ^bb767
    %5216 = llvm.icmp "slt" %5215, %17 : i64
    llvm.cond_br %5216, ^bb755, ^bb768
  ^bb755:  // pred: ^bb754
    llvm.br ^bb756(%28 : i64)
  ^bb756(%5217: i64):  // 2 preds: ^bb755, ^bb766
    %5218 = llvm.icmp "slt" %5217, %16 : i64
    llvm.cond_br %5218, ^bb757, ^bb767
  ^bb757:  // pred: ^bb756
    llvm.br ^bb758(%28 : i64)
  ^bb758(%5219: i64):  // 2 preds: ^bb757, ^bb765
    %5220 = llvm.icmp "slt" %5219, %15 : i64
    llvm.cond_br %5220, ^bb759, ^bb766
  ^bb759:  // pred: ^bb758
    llvm.br ^bb760(%28 : i64)
  ^bb760(%5221: i64):  // 2 preds: ^bb759, ^bb764
    %5222 = llvm.icmp "slt" %5221, %12 : i64
    llvm.cond_br %5222, ^bb761, ^bb765
  ^bb761:  // pred: ^bb760
    llvm.br ^bb762(%28 : i64)
  ^bb762(%5223: i64):  // 2 preds: ^bb761, ^bb763
    %5224 = llvm.icmp "slt" %5223, %11 : i64
    llvm.cond_br %5224, ^bb763, ^bb764
  ^bb763:  // pred: ^bb762
    %5225 = llvm.extractvalue %5027[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5226 = llvm.mlir.constant(256 : index) : i64
    %5227 = llvm.mul %5215, %5226 overflow<nsw, nuw> : i64
    %5228 = llvm.mlir.constant(128 : index) : i64
    %5229 = llvm.mul %5221, %5228 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5227, %5229 overflow<nsw, nuw> : i64
    %5231 = llvm.mlir.constant(16 : index) : i64
    %5232 = llvm.mul %5217, %5231 overflow<nsw, nuw> : i64
    %5233 = llvm.add %5230, %5232 overflow<nsw, nuw> : i64
    %5234 = llvm.add %5233, %5223 overflow<nsw, nuw> : i64
    %5235 = llvm.getelementptr inbounds|nuw %5225[%5234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5236 = llvm.load %5235 : !llvm.ptr -> f32
    %5237 = llvm.extractvalue %5158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5238 = llvm.mlir.constant(512 : index) : i64
    %5239 = llvm.mul %5221, %5238 overflow<nsw, nuw> : i64
    %5240 = llvm.mlir.constant(32 : index) : i64
    %5241 = llvm.mul %5223, %5240 overflow<nsw, nuw> : i64
    %5242 = llvm.add %5239, %5241 overflow<nsw, nuw> : i64
    %5243 = llvm.add %5242, %5219 overflow<nsw, nuw> : i64
    %5244 = llvm.getelementptr inbounds|nuw %5237[%5243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5245 = llvm.load %5244 : !llvm.ptr -> f32
    %5246 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5247 = llvm.mlir.constant(256 : index) : i64
    %5248 = llvm.mul %5215, %5247 overflow<nsw, nuw> : i64
    %5249 = llvm.mlir.constant(32 : index) : i64
    %5250 = llvm.mul %5217, %5249 overflow<nsw, nuw> : i64
    %5251 = llvm.add %5248, %5250 overflow<nsw, nuw> : i64
    %5252 = llvm.add %5251, %5219 overflow<nsw, nuw> : i64
    %5253 = llvm.getelementptr inbounds|nuw %5246[%5252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5254 = llvm.load %5253 : !llvm.ptr -> f32
    %5255 = llvm.fmul %5236, %5245 : f32
    %5256 = llvm.fadd %5254, %5255 : f32
    %5257 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5258 = llvm.mlir.constant(256 : index) : i64
    %5259 = llvm.mul %5215, %5258 overflow<nsw, nuw> : i64
    %5260 = llvm.mlir.constant(32 : index) : i64
    %5261 = llvm.mul %5217, %5260 overflow<nsw, nuw> : i64
    %5262 = llvm.add %5259, %5261 overflow<nsw, nuw> : i64
    %5263 = llvm.add %5262, %5219 overflow<nsw, nuw> : i64
    %5264 = llvm.getelementptr inbounds|nuw %5257[%5263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5256, %5264 : f32, !llvm.ptr
    %5265 = llvm.add %5223, %17 : i64
    llvm.br ^bb762(%5265 : i64)
  ^bb764:  // pred: ^bb762
    %5266 = llvm.add %5221, %17 : i64
    llvm.br ^bb760(%5266 : i64)
  ^bb765:  // pred: ^bb760
    %5267 = llvm.add %5219, %17 : i64
    llvm.br ^bb758(%5267 : i64)
  ^bb766:  // pred: ^bb758
    %5268 = llvm.add %5217, %17 : i64
    llvm.br ^bb756(%5268 : i64)
  ^bb767:  // pred: ^bb756
    %5269 = llvm.add %5215, %17 : i64
    llvm.br ^bb754(%5269 : i64)
  ^bb768:  // pred: ^bb754
    %5270 = llvm.mlir.constant(1 : index) : i64
    %5271 = llvm.mlir.constant(8 : index) : i64
    %5272 = llvm.mlir.constant(32 : index) : i64
    %5273 = llvm.mlir.constant(1 : index) : i64
    %5274 = llvm.mlir.constant(256 : index) : i64
    %5275 = llvm.mlir.constant(256 : index) : i64
    %5276 = llvm.mlir.zero : !llvm.ptr
    %5277 = llvm.getelementptr %5276[%5275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5278 = llvm.ptrtoint %5277 : !llvm.ptr to i64
    %5279 = llvm.mlir.constant(64 : index) : i64
    %5280 = llvm.add %5278, %5279 : i64
    %5281 = llvm.call @malloc(%5280) : (i64) -> !llvm.ptr
    %5282 = llvm.ptrtoint %5281 : !llvm.ptr to i64
    %5283 = llvm.mlir.constant(1 : index) : i64
    %5284 = llvm.sub %5279, %5283 : i64
    %5285 = llvm.add %5282, %5284 : i64
    %5286 = llvm.urem %5285, %5279 : i64
    %5287 = llvm.sub %5285, %5286 : i64
    %5288 = llvm.inttoptr %5287 : i64 to !llvm.ptr
    %5289 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5290 = llvm.insertvalue %5281, %5289[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5291 = llvm.insertvalue %5288, %5290[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5292 = llvm.mlir.constant(0 : index) : i64
    %5293 = llvm.insertvalue %5292, %5291[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5294 = llvm.insertvalue %5270, %5293[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5295 = llvm.insertvalue %5271, %5294[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5296 = llvm.insertvalue %5272, %5295[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5297 = llvm.insertvalue %5274, %5296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5298 = llvm.insertvalue %5272, %5297[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5299 = llvm.insertvalue %5273, %5298[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb769(%28 : i64)
  ^bb769(%5300: i64):  // 2 preds: ^bb768, ^bb776
    %5301 = llvm.icmp "slt" %5300, %17 : i64
    llvm.cond_br %5301, ^bb770, ^bb777
  ^bb770:  // pred: ^bb769
    llvm.br ^bb771(%28 : i64)
  ^bb771(%5302: i64):  // 2 preds: ^bb770, ^bb775
    %5303 = llvm.icmp "slt" %5302, %16 : i64
    llvm.cond_br %5303, ^bb772, ^bb776
  ^bb772:  // pred: ^bb771
    llvm.br ^bb773(%28 : i64)
  ^bb773(%5304: i64):  // 2 preds: ^bb772, ^bb774
    %5305 = llvm.icmp "slt" %5304, %15 : i64
    llvm.cond_br %5305, ^bb774, ^bb775
  ^bb774:  // pred: ^bb773
    %5306 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5307 = llvm.mlir.constant(256 : index) : i64
    %5308 = llvm.mul %5300, %5307 overflow<nsw, nuw> : i64
    %5309 = llvm.mlir.constant(32 : index) : i64
    %5310 = llvm.mul %5302, %5309 overflow<nsw, nuw> : i64
    %5311 = llvm.add %5308, %5310 overflow<nsw, nuw> : i64
    %5312 = llvm.add %5311, %5304 overflow<nsw, nuw> : i64
    %5313 = llvm.getelementptr inbounds|nuw %5306[%5312] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5314 = llvm.load %5313 : !llvm.ptr -> f32
    %5315 = llvm.extractvalue %185[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5316 = llvm.getelementptr inbounds|nuw %5315[%5304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5317 = llvm.load %5316 : !llvm.ptr -> f32
    %5318 = llvm.extractvalue %3826[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5319 = llvm.mlir.constant(256 : index) : i64
    %5320 = llvm.mul %5300, %5319 overflow<nsw, nuw> : i64
    %5321 = llvm.mlir.constant(32 : index) : i64
    %5322 = llvm.mul %5302, %5321 overflow<nsw, nuw> : i64
    %5323 = llvm.add %5320, %5322 overflow<nsw, nuw> : i64
    %5324 = llvm.add %5323, %5304 overflow<nsw, nuw> : i64
    %5325 = llvm.getelementptr inbounds|nuw %5318[%5324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5326 = llvm.load %5325 : !llvm.ptr -> f32
    %5327 = llvm.fadd %5314, %5317 : f32
    %5328 = llvm.fadd %5327, %5326 : f32
    %5329 = llvm.extractvalue %5299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5330 = llvm.mlir.constant(256 : index) : i64
    %5331 = llvm.mul %5300, %5330 overflow<nsw, nuw> : i64
    %5332 = llvm.mlir.constant(32 : index) : i64
    %5333 = llvm.mul %5302, %5332 overflow<nsw, nuw> : i64
    %5334 = llvm.add %5331, %5333 overflow<nsw, nuw> : i64
    %5335 = llvm.add %5334, %5304 overflow<nsw, nuw> : i64
    %5336 = llvm.getelementptr inbounds|nuw %5329[%5335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5328, %5336 : f32, !llvm.ptr
    %5337 = llvm.add %5304, %17 : i64
    llvm.br ^bb773(%5337 : i64)
  ^bb775:  // pred: ^bb773
    %5338 = llvm.add %5302, %17 : i64
    llvm.br ^bb771(%5338 : i64)
  ^bb776:  // pred: ^bb771
    %5339 = llvm.add %5300, %17 : i64
    llvm.br ^bb769(%5339 : i64)
  ^bb777:  // pred: ^bb769
    %5340 = llvm.mlir.constant(1 : index) : i64
    %5341 = llvm.mlir.constant(8 : index) : i64
    %5342 = llvm.mlir.constant(32 : index) : i64
    %5343 = llvm.mlir.constant(1 : index) : i64
    %5344 = llvm.mlir.constant(256 : index) : i64
    %5345 = llvm.mlir.constant(256 : index) : i64
    %5346 = llvm.mlir.zero : !llvm.ptr
    %5347 = llvm.getelementptr %5346[%5345] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5348 = llvm.ptrtoint %5347 : !llvm.ptr to i64
    %5349 = llvm.mlir.constant(64 : index) : i64
    %5350 = llvm.add %5348, %5349 : i64
    %5351 = llvm.call @malloc(%5350) : (i64) -> !llvm.ptr
    %5352 = llvm.ptrtoint %5351 : !llvm.ptr to i64
    %5353 = llvm.mlir.constant(1 : index) : i64
    %5354 = llvm.sub %5349, %5353 : i64
    %5355 = llvm.add %5352, %5354 : i64
    %5356 = llvm.urem %5355, %5349 : i64
    %5357 = llvm.sub %5355, %5356 : i64
    %5358 = llvm.inttoptr %5357 : i64 to !llvm.ptr
    %5359 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5360 = llvm.insertvalue %5351, %5359[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5361 = llvm.insertvalue %5358, %5360[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5362 = llvm.mlir.constant(0 : index) : i64
    %5363 = llvm.insertvalue %5362, %5361[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5364 = llvm.insertvalue %5340, %5363[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5365 = llvm.insertvalue %5341, %5364[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5366 = llvm.insertvalue %5342, %5365[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5367 = llvm.insertvalue %5344, %5366[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5368 = llvm.insertvalue %5342, %5367[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5369 = llvm.insertvalue %5343, %5368[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb778(%28 : i64)
  ^bb778(%5370: i64):  // 2 preds: ^bb777, ^bb785
    %5371 = llvm.icmp "slt" %5370, %17 : i64
    llvm.cond_br %5371, ^bb779, ^bb786
  ^bb779:  // pred: ^bb778
    llvm.br ^bb780(%28 : i64)
  ^bb780(%5372: i64):  // 2 preds: ^bb779, ^bb784
    %5373 = llvm.icmp "slt" %5372, %16 : i64
    llvm.cond_br %5373, ^bb781, ^bb785
  ^bb781:  // pred: ^bb780
    llvm.br ^bb782(%28 : i64)
  ^bb782(%5374: i64):  // 2 preds: ^bb781, ^bb783
    %5375 = llvm.icmp "slt" %5374, %15 : i64
    llvm.cond_br %5375, ^bb783, ^bb784
  ^bb783:  // pred: ^bb782
    %5376 = llvm.extractvalue %5299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5377 = llvm.mlir.constant(256 : index) : i64
    %5378 = llvm.mul %5370, %5377 overflow<nsw, nuw> : i64
    %5379 = llvm.mlir.constant(32 : index) : i64
    %5380 = llvm.mul %5372, %5379 overflow<nsw, nuw> : i64
    %5381 = llvm.add %5378, %5380 overflow<nsw, nuw> : i64
    %5382 = llvm.add %5381, %5374 overflow<nsw, nuw> : i64
    %5383 = llvm.getelementptr inbounds|nuw %5376[%5382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5384 = llvm.load %5383 : !llvm.ptr -> f32
    %5385 = llvm.fpext %5384 : f32 to f64
    %5386 = llvm.extractvalue %5369[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5387 = llvm.mlir.constant(256 : index) : i64
    %5388 = llvm.mul %5370, %5387 overflow<nsw, nuw> : i64
    %5389 = llvm.mlir.constant(32 : index) : i64
    %5390 = llvm.mul %5372, %5389 overflow<nsw, nuw> : i64
    %5391 = llvm.add %5388, %5390 overflow<nsw, nuw> : i64
    %5392 = llvm.add %5391, %5374 overflow<nsw, nuw> : i64
    %5393 = llvm.getelementptr inbounds|nuw %5386[%5392] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5385, %5393 : f64, !llvm.ptr
    %5394 = llvm.add %5374, %17 : i64
    llvm.br ^bb782(%5394 : i64)
  ^bb784:  // pred: ^bb782
    %5395 = llvm.add %5372, %17 : i64
    llvm.br ^bb780(%5395 : i64)
  ^bb785:  // pred: ^bb780
    %5396 = llvm.add %5370, %17 : i64
    llvm.br ^bb778(%5396 : i64)
  ^bb786:  // pred: ^bb778
    %5397 = llvm.mlir.constant(1 : index) : i64
    %5398 = llvm.mlir.constant(8 : index) : i64
    %5399 = llvm.mlir.constant(1 : index) : i64
    %5400 = llvm.mlir.constant(1 : index) : i64
    %5401 = llvm.mlir.constant(8 : index) : i64
    %5402 = llvm.mlir.zero : !llvm.ptr
    %5403 = llvm.getelementptr %5402[%5401] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5404 = llvm.ptrtoint %5403 : !llvm.ptr to i64
    %5405 = llvm.mlir.constant(64 : index) : i64
    %5406 = llvm.add %5404, %5405 : i64
    %5407 = llvm.call @malloc(%5406) : (i64) -> !llvm.ptr
    %5408 = llvm.ptrtoint %5407 : !llvm.ptr to i64
    %5409 = llvm.mlir.constant(1 : index) : i64
    %5410 = llvm.sub %5405, %5409 : i64
    %5411 = llvm.add %5408, %5410 : i64
    %5412 = llvm.urem %5411, %5405 : i64
    %5413 = llvm.sub %5411, %5412 : i64
    %5414 = llvm.inttoptr %5413 : i64 to !llvm.ptr
    %5415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.insertvalue %5407, %5415[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5417 = llvm.insertvalue %5414, %5416[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5418 = llvm.mlir.constant(0 : index) : i64
    %5419 = llvm.insertvalue %5418, %5417[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5420 = llvm.insertvalue %5397, %5419[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5421 = llvm.insertvalue %5398, %5420[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5422 = llvm.insertvalue %5399, %5421[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5423 = llvm.insertvalue %5398, %5422[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5424 = llvm.insertvalue %5399, %5423[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5425 = llvm.insertvalue %5400, %5424[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb787(%28 : i64)
  ^bb787(%5426: i64):  // 2 preds: ^bb786, ^bb794
    %5427 = llvm.icmp "slt" %5426, %17 : i64
    llvm.cond_br %5427, ^bb788, ^bb795
  ^bb788:  // pred: ^bb787
    llvm.br ^bb789(%28 : i64)
  ^bb789(%5428: i64):  // 2 preds: ^bb788, ^bb793
    %5429 = llvm.icmp "slt" %5428, %16 : i64
    llvm.cond_br %5429, ^bb790, ^bb794
  ^bb790:  // pred: ^bb789
    llvm.br ^bb791(%28 : i64)
  ^bb791(%5430: i64):  // 2 preds: ^bb790, ^bb792
    %5431 = llvm.icmp "slt" %5430, %17 : i64
    llvm.cond_br %5431, ^bb792, ^bb793
  ^bb792:  // pred: ^bb791
    %5432 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5433 = llvm.mlir.constant(8 : index) : i64
    %5434 = llvm.mul %5426, %5433 overflow<nsw, nuw> : i64
    %5435 = llvm.add %5434, %5428 overflow<nsw, nuw> : i64
    %5436 = llvm.add %5435, %5430 overflow<nsw, nuw> : i64
    %5437 = llvm.getelementptr inbounds|nuw %5432[%5436] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5438 = llvm.load %5437 : !llvm.ptr -> f64
    %5439 = llvm.extractvalue %5425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5440 = llvm.mlir.constant(8 : index) : i64
    %5441 = llvm.mul %5426, %5440 overflow<nsw, nuw> : i64
    %5442 = llvm.add %5441, %5428 overflow<nsw, nuw> : i64
    %5443 = llvm.add %5442, %5430 overflow<nsw, nuw> : i64
    %5444 = llvm.getelementptr inbounds|nuw %5439[%5443] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5438, %5444 : f64, !llvm.ptr
    %5445 = llvm.add %5430, %17 : i64
    llvm.br ^bb791(%5445 : i64)
  ^bb793:  // pred: ^bb791
    %5446 = llvm.add %5428, %17 : i64
    llvm.br ^bb789(%5446 : i64)
  ^bb794:  // pred: ^bb789
    %5447 = llvm.add %5426, %17 : i64
    llvm.br ^bb787(%5447 : i64)
  ^bb795:  // pred: ^bb787
    llvm.br ^bb796(%28 : i64)
  ^bb796(%5448: i64):  // 2 preds: ^bb795, ^bb803
    %5449 = llvm.icmp "slt" %5448, %17 : i64
    llvm.cond_br %5449, ^bb797, ^bb804
  ^bb797:  // pred: ^bb796
    llvm.br ^bb798(%28 : i64)
  ^bb798(%5450: i64):  // 2 preds: ^bb797, ^bb802
    %5451 = llvm.icmp "slt" %5450, %16 : i64
    llvm.cond_br %5451, ^bb799, ^bb803
  ^bb799:  // pred: ^bb798
    llvm.br ^bb800(%28 : i64)
  ^bb800(%5452: i64):  // 2 preds: ^bb799, ^bb801
    %5453 = llvm.icmp "slt" %5452, %15 : i64
    llvm.cond_br %5453, ^bb801, ^bb802
  ^bb801:  // pred: ^bb800
    %5454 = llvm.extractvalue %5369[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5455 = llvm.mlir.constant(256 : index) : i64
    %5456 = llvm.mul %5448, %5455 overflow<nsw, nuw> : i64
    %5457 = llvm.mlir.constant(32 : index) : i64
    %5458 = llvm.mul %5450, %5457 overflow<nsw, nuw> : i64
    %5459 = llvm.add %5456, %5458 overflow<nsw, nuw> : i64
    %5460 = llvm.add %5459, %5452 overflow<nsw, nuw> : i64
    %5461 = llvm.getelementptr inbounds|nuw %5454[%5460] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5462 = llvm.load %5461 : !llvm.ptr -> f64
    %5463 = llvm.extractvalue %5425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5464 = llvm.mlir.constant(8 : index) : i64
    %5465 = llvm.mul %5448, %5464 overflow<nsw, nuw> : i64
    %5466 = llvm.add %5465, %5450 overflow<nsw, nuw> : i64
    %5467 = llvm.add %5466, %28 overflow<nsw, nuw> : i64
    %5468 = llvm.getelementptr inbounds|nuw %5463[%5467] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5469 = llvm.load %5468 : !llvm.ptr -> f64
    %5470 = llvm.fadd %5462, %5469 : f64
    %5471 = llvm.extractvalue %5425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5472 = llvm.mlir.constant(8 : index) : i64
    %5473 = llvm.mul %5448, %5472 overflow<nsw, nuw> : i64
    %5474 = llvm.add %5473, %5450 overflow<nsw, nuw> : i64
    %5475 = llvm.add %5474, %28 overflow<nsw, nuw> : i64
    %5476 = llvm.getelementptr inbounds|nuw %5471[%5475] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5470, %5476 : f64, !llvm.ptr
    %5477 = llvm.add %5452, %17 : i64
    llvm.br ^bb800(%5477 : i64)
  ^bb802:  // pred: ^bb800
    %5478 = llvm.add %5450, %17 : i64
    llvm.br ^bb798(%5478 : i64)
  ^bb803:  // pred: ^bb798
    %5479 = llvm.add %5448, %17 : i64
    llvm.br ^bb796(%5479 : i64)
  ^bb804:  // pred: ^bb796
    %5480 = llvm.mlir.constant(1 : index) : i64
    %5481 = llvm.mlir.constant(8 : index) : i64
    %5482 = llvm.mlir.constant(1 : index) : i64
    %5483 = llvm.mlir.constant(1 : index) : i64
    %5484 = llvm.mlir.constant(8 : index) : i64
    %5485 = llvm.mlir.zero : !llvm.ptr
    %5486 = llvm.getelementptr %5485[%5484] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5487 = llvm.ptrtoint %5486 : !llvm.ptr to i64
    %5488 = llvm.mlir.constant(64 : index) : i64
    %5489 = llvm.add %5487, %5488 : i64
    %5490 = llvm.call @malloc(%5489) : (i64) -> !llvm.ptr
    %5491 = llvm.ptrtoint %5490 : !llvm.ptr to i64
    %5492 = llvm.mlir.constant(1 : index) : i64
    %5493 = llvm.sub %5488, %5492 : i64
    %5494 = llvm.add %5491, %5493 : i64
    %5495 = llvm.urem %5494, %5488 : i64
    %5496 = llvm.sub %5494, %5495 : i64
    %5497 = llvm.inttoptr %5496 : i64 to !llvm.ptr
    %5498 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5499 = llvm.insertvalue %5490, %5498[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5500 = llvm.insertvalue %5497, %5499[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5501 = llvm.mlir.constant(0 : index) : i64
    %5502 = llvm.insertvalue %5501, %5500[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5503 = llvm.insertvalue %5480, %5502[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5504 = llvm.insertvalue %5481, %5503[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5505 = llvm.insertvalue %5482, %5504[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5506 = llvm.insertvalue %5481, %5505[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5507 = llvm.insertvalue %5482, %5506[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5508 = llvm.insertvalue %5483, %5507[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb805(%28 : i64)
  ^bb805(%5509: i64):  // 2 preds: ^bb804, ^bb812
    %5510 = llvm.icmp "slt" %5509, %17 : i64
    llvm.cond_br %5510, ^bb806, ^bb813
  ^bb806:  // pred: ^bb805
    llvm.br ^bb807(%28 : i64)
  ^bb807(%5511: i64):  // 2 preds: ^bb806, ^bb811
    %5512 = llvm.icmp "slt" %5511, %16 : i64
    llvm.cond_br %5512, ^bb808, ^bb812
  ^bb808:  // pred: ^bb807
    llvm.br ^bb809(%28 : i64)
  ^bb809(%5513: i64):  // 2 preds: ^bb808, ^bb810
    %5514 = llvm.icmp "slt" %5513, %17 : i64
    llvm.cond_br %5514, ^bb810, ^bb811
  ^bb810:  // pred: ^bb809
    %5515 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5516 = llvm.mlir.constant(8 : index) : i64
    %5517 = llvm.mul %5509, %5516 overflow<nsw, nuw> : i64
    %5518 = llvm.add %5517, %5511 overflow<nsw, nuw> : i64
    %5519 = llvm.add %5518, %5513 overflow<nsw, nuw> : i64
    %5520 = llvm.getelementptr inbounds|nuw %5515[%5519] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5521 = llvm.load %5520 : !llvm.ptr -> f64
    %5522 = llvm.extractvalue %5508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5523 = llvm.mlir.constant(8 : index) : i64
    %5524 = llvm.mul %5509, %5523 overflow<nsw, nuw> : i64
    %5525 = llvm.add %5524, %5511 overflow<nsw, nuw> : i64
    %5526 = llvm.add %5525, %5513 overflow<nsw, nuw> : i64
    %5527 = llvm.getelementptr inbounds|nuw %5522[%5526] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5521, %5527 : f64, !llvm.ptr
    %5528 = llvm.add %5513, %17 : i64
    llvm.br ^bb809(%5528 : i64)
  ^bb811:  // pred: ^bb809
    %5529 = llvm.add %5511, %17 : i64
    llvm.br ^bb807(%5529 : i64)
  ^bb812:  // pred: ^bb807
    %5530 = llvm.add %5509, %17 : i64
    llvm.br ^bb805(%5530 : i64)
  ^bb813:  // pred: ^bb805
    llvm.br ^bb814(%28 : i64)
  ^bb814(%5531: i64):  // 2 preds: ^bb813, ^bb821
    %5532 = llvm.icmp "slt" %5531, %17 : i64
    llvm.cond_br %5532, ^bb815, ^bb822
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%28 : i64)
  ^bb816(%5533: i64):  // 2 preds: ^bb815, ^bb820
    %5534 = llvm.icmp "slt" %5533, %16 : i64
    llvm.cond_br %5534, ^bb817, ^bb821
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%28 : i64)
  ^bb818(%5535: i64):  // 2 preds: ^bb817, ^bb819
    %5536 = llvm.icmp "slt" %5535, %15 : i64
    llvm.cond_br %5536, ^bb819, ^bb820
  ^bb819:  // pred: ^bb818
    %5537 = llvm.extractvalue %5369[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5538 = llvm.mlir.constant(256 : index) : i64
    %5539 = llvm.mul %5531, %5538 overflow<nsw, nuw> : i64
    %5540 = llvm.mlir.constant(32 : index) : i64
    %5541 = llvm.mul %5533, %5540 overflow<nsw, nuw> : i64
    %5542 = llvm.add %5539, %5541 overflow<nsw, nuw> : i64
    %5543 = llvm.add %5542, %5535 overflow<nsw, nuw> : i64
    %5544 = llvm.getelementptr inbounds|nuw %5537[%5543] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5545 = llvm.load %5544 : !llvm.ptr -> f64
    %5546 = llvm.extractvalue %5425[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5547 = llvm.mlir.constant(8 : index) : i64
    %5548 = llvm.mul %5531, %5547 overflow<nsw, nuw> : i64
    %5549 = llvm.add %5548, %5533 overflow<nsw, nuw> : i64
    %5550 = llvm.add %5549, %28 overflow<nsw, nuw> : i64
    %5551 = llvm.getelementptr inbounds|nuw %5546[%5550] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5552 = llvm.load %5551 : !llvm.ptr -> f64
    %5553 = llvm.extractvalue %5508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5554 = llvm.mlir.constant(8 : index) : i64
    %5555 = llvm.mul %5531, %5554 overflow<nsw, nuw> : i64
    %5556 = llvm.add %5555, %5533 overflow<nsw, nuw> : i64
    %5557 = llvm.add %5556, %28 overflow<nsw, nuw> : i64
    %5558 = llvm.getelementptr inbounds|nuw %5553[%5557] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5559 = llvm.load %5558 : !llvm.ptr -> f64
    %5560 = llvm.fdiv %5552, %22 : f64
    %5561 = llvm.fsub %5545, %5560 : f64
    %5562 = llvm.fmul %5561, %5561 : f64
    %5563 = llvm.fadd %5562, %5559 : f64
    %5564 = llvm.extractvalue %5508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5565 = llvm.mlir.constant(8 : index) : i64
    %5566 = llvm.mul %5531, %5565 overflow<nsw, nuw> : i64
    %5567 = llvm.add %5566, %5533 overflow<nsw, nuw> : i64
    %5568 = llvm.add %5567, %28 overflow<nsw, nuw> : i64
    %5569 = llvm.getelementptr inbounds|nuw %5564[%5568] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5563, %5569 : f64, !llvm.ptr
    %5570 = llvm.add %5535, %17 : i64
    llvm.br ^bb818(%5570 : i64)
  ^bb820:  // pred: ^bb818
    %5571 = llvm.add %5533, %17 : i64
    llvm.br ^bb816(%5571 : i64)
  ^bb821:  // pred: ^bb816
    %5572 = llvm.add %5531, %17 : i64
    llvm.br ^bb814(%5572 : i64)
  ^bb822:  // pred: ^bb814
    %5573 = llvm.mlir.constant(1 : index) : i64
    %5574 = llvm.mlir.constant(8 : index) : i64
    %5575 = llvm.mlir.constant(1 : index) : i64
    %5576 = llvm.mlir.constant(1 : index) : i64
    %5577 = llvm.mlir.constant(8 : index) : i64
    %5578 = llvm.mlir.zero : !llvm.ptr
    %5579 = llvm.getelementptr %5578[%5577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5580 = llvm.ptrtoint %5579 : !llvm.ptr to i64
    %5581 = llvm.mlir.constant(64 : index) : i64
    %5582 = llvm.add %5580, %5581 : i64
    %5583 = llvm.call @malloc(%5582) : (i64) -> !llvm.ptr
    %5584 = llvm.ptrtoint %5583 : !llvm.ptr to i64
    %5585 = llvm.mlir.constant(1 : index) : i64
    %5586 = llvm.sub %5581, %5585 : i64
    %5587 = llvm.add %5584, %5586 : i64
    %5588 = llvm.urem %5587, %5581 : i64
    %5589 = llvm.sub %5587, %5588 : i64
    %5590 = llvm.inttoptr %5589 : i64 to !llvm.ptr
    %5591 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5592 = llvm.insertvalue %5583, %5591[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5593 = llvm.insertvalue %5590, %5592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5594 = llvm.mlir.constant(0 : index) : i64
    %5595 = llvm.insertvalue %5594, %5593[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5596 = llvm.insertvalue %5573, %5595[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5597 = llvm.insertvalue %5574, %5596[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5598 = llvm.insertvalue %5575, %5597[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5599 = llvm.insertvalue %5574, %5598[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5600 = llvm.insertvalue %5575, %5599[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5601 = llvm.insertvalue %5576, %5600[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb823(%28 : i64)
  ^bb823(%5602: i64):  // 2 preds: ^bb822, ^bb830
    %5603 = llvm.icmp "slt" %5602, %17 : i64
    llvm.cond_br %5603, ^bb824, ^bb831
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%28 : i64)
  ^bb825(%5604: i64):  // 2 preds: ^bb824, ^bb829
    %5605 = llvm.icmp "slt" %5604, %16 : i64
    llvm.cond_br %5605, ^bb826, ^bb830
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%28 : i64)
  ^bb827(%5606: i64):  // 2 preds: ^bb826, ^bb828
    %5607 = llvm.icmp "slt" %5606, %17 : i64
    llvm.cond_br %5607, ^bb828, ^bb829
  ^bb828:  // pred: ^bb827
    %5608 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5609 = llvm.mlir.constant(8 : index) : i64
    %5610 = llvm.mul %5602, %5609 overflow<nsw, nuw> : i64
    %5611 = llvm.add %5610, %5604 overflow<nsw, nuw> : i64
    %5612 = llvm.add %5611, %5606 overflow<nsw, nuw> : i64
    %5613 = llvm.getelementptr inbounds|nuw %5608[%5612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5614 = llvm.load %5613 : !llvm.ptr -> f32
    %5615 = llvm.extractvalue %5601[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5616 = llvm.mlir.constant(8 : index) : i64
    %5617 = llvm.mul %5602, %5616 overflow<nsw, nuw> : i64
    %5618 = llvm.add %5617, %5604 overflow<nsw, nuw> : i64
    %5619 = llvm.add %5618, %5606 overflow<nsw, nuw> : i64
    %5620 = llvm.getelementptr inbounds|nuw %5615[%5619] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5614, %5620 : f32, !llvm.ptr
    %5621 = llvm.add %5606, %17 : i64
    llvm.br ^bb827(%5621 : i64)
  ^bb829:  // pred: ^bb827
    %5622 = llvm.add %5604, %17 : i64
    llvm.br ^bb825(%5622 : i64)
  ^bb830:  // pred: ^bb825
    %5623 = llvm.add %5602, %17 : i64
    llvm.br ^bb823(%5623 : i64)
  ^bb831:  // pred: ^bb823
    llvm.br ^bb832(%28 : i64)
  ^bb832(%5624: i64):  // 2 preds: ^bb831, ^bb839
    %5625 = llvm.icmp "slt" %5624, %17 : i64
    llvm.cond_br %5625, ^bb833, ^bb840
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%28 : i64)
  ^bb834(%5626: i64):  // 2 preds: ^bb833, ^bb838
    %5627 = llvm.icmp "slt" %5626, %16 : i64
    llvm.cond_br %5627, ^bb835, ^bb839
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%28 : i64)
  ^bb836(%5628: i64):  // 2 preds: ^bb835, ^bb837
    %5629 = llvm.icmp "slt" %5628, %15 : i64
    llvm.cond_br %5629, ^bb837, ^bb838
  ^bb837:  // pred: ^bb836
    %5630 = llvm.extractvalue %5299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5631 = llvm.mlir.constant(256 : index) : i64
    %5632 = llvm.mul %5624, %5631 overflow<nsw, nuw> : i64
    %5633 = llvm.mlir.constant(32 : index) : i64
    %5634 = llvm.mul %5626, %5633 overflow<nsw, nuw> : i64
    %5635 = llvm.add %5632, %5634 overflow<nsw, nuw> : i64
    %5636 = llvm.add %5635, %5628 overflow<nsw, nuw> : i64
    %5637 = llvm.getelementptr inbounds|nuw %5630[%5636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5638 = llvm.load %5637 : !llvm.ptr -> f32
    %5639 = llvm.extractvalue %5601[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5640 = llvm.mlir.constant(8 : index) : i64
    %5641 = llvm.mul %5624, %5640 overflow<nsw, nuw> : i64
    %5642 = llvm.add %5641, %5626 overflow<nsw, nuw> : i64
    %5643 = llvm.add %5642, %28 overflow<nsw, nuw> : i64
    %5644 = llvm.getelementptr inbounds|nuw %5639[%5643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5645 = llvm.load %5644 : !llvm.ptr -> f32
    %5646 = llvm.fadd %5638, %5645 : f32
    %5647 = llvm.extractvalue %5601[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5648 = llvm.mlir.constant(8 : index) : i64
    %5649 = llvm.mul %5624, %5648 overflow<nsw, nuw> : i64
    %5650 = llvm.add %5649, %5626 overflow<nsw, nuw> : i64
    %5651 = llvm.add %5650, %28 overflow<nsw, nuw> : i64
    %5652 = llvm.getelementptr inbounds|nuw %5647[%5651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5646, %5652 : f32, !llvm.ptr
    %5653 = llvm.add %5628, %17 : i64
    llvm.br ^bb836(%5653 : i64)
  ^bb838:  // pred: ^bb836
    %5654 = llvm.add %5626, %17 : i64
    llvm.br ^bb834(%5654 : i64)
  ^bb839:  // pred: ^bb834
    %5655 = llvm.add %5624, %17 : i64
    llvm.br ^bb832(%5655 : i64)
  ^bb840:  // pred: ^bb832
    %5656 = llvm.mlir.constant(1 : index) : i64
    %5657 = llvm.mlir.constant(8 : index) : i64
    %5658 = llvm.mlir.constant(128 : index) : i64
    %5659 = llvm.mlir.constant(1 : index) : i64
    %5660 = llvm.mlir.constant(1024 : index) : i64
    %5661 = llvm.mlir.constant(1024 : index) : i64
    %5662 = llvm.mlir.zero : !llvm.ptr
    %5663 = llvm.getelementptr %5662[%5661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5664 = llvm.ptrtoint %5663 : !llvm.ptr to i64
    %5665 = llvm.mlir.constant(64 : index) : i64
    %5666 = llvm.add %5664, %5665 : i64
    %5667 = llvm.call @malloc(%5666) : (i64) -> !llvm.ptr
    %5668 = llvm.ptrtoint %5667 : !llvm.ptr to i64
    %5669 = llvm.mlir.constant(1 : index) : i64
    %5670 = llvm.sub %5665, %5669 : i64
    %5671 = llvm.add %5668, %5670 : i64
    %5672 = llvm.urem %5671, %5665 : i64
    %5673 = llvm.sub %5671, %5672 : i64
    %5674 = llvm.inttoptr %5673 : i64 to !llvm.ptr
    %5675 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5676 = llvm.insertvalue %5667, %5675[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5677 = llvm.insertvalue %5674, %5676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5678 = llvm.mlir.constant(0 : index) : i64
    %5679 = llvm.insertvalue %5678, %5677[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5680 = llvm.insertvalue %5656, %5679[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5681 = llvm.insertvalue %5657, %5680[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5682 = llvm.insertvalue %5658, %5681[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5683 = llvm.insertvalue %5660, %5682[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5684 = llvm.insertvalue %5658, %5683[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5685 = llvm.insertvalue %5659, %5684[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb841(%28 : i64)
  ^bb841(%5686: i64):  // 2 preds: ^bb840, ^bb848
    %5687 = llvm.icmp "slt" %5686, %17 : i64
    llvm.cond_br %5687, ^bb842, ^bb849
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%28 : i64)
  ^bb843(%5688: i64):  // 2 preds: ^bb842, ^bb847
    %5689 = llvm.icmp "slt" %5688, %16 : i64
    llvm.cond_br %5689, ^bb844, ^bb848
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%28 : i64)
  ^bb845(%5690: i64):  // 2 preds: ^bb844, ^bb846
    %5691 = llvm.icmp "slt" %5690, %10 : i64
    llvm.cond_br %5691, ^bb846, ^bb847
  ^bb846:  // pred: ^bb845
    %5692 = llvm.extractvalue %3535[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5693 = llvm.mlir.constant(1024 : index) : i64
    %5694 = llvm.mul %5686, %5693 overflow<nsw, nuw> : i64
    %5695 = llvm.mlir.constant(128 : index) : i64
    %5696 = llvm.mul %5688, %5695 overflow<nsw, nuw> : i64
    %5697 = llvm.add %5694, %5696 overflow<nsw, nuw> : i64
    %5698 = llvm.add %5697, %5690 overflow<nsw, nuw> : i64
    %5699 = llvm.getelementptr inbounds|nuw %5692[%5698] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5700 = llvm.load %5699 : !llvm.ptr -> f32
    %5701 = llvm.extractvalue %5685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5702 = llvm.mlir.constant(1024 : index) : i64
    %5703 = llvm.mul %5686, %5702 overflow<nsw, nuw> : i64
    %5704 = llvm.mlir.constant(128 : index) : i64
    %5705 = llvm.mul %5688, %5704 overflow<nsw, nuw> : i64
    %5706 = llvm.add %5703, %5705 overflow<nsw, nuw> : i64
    %5707 = llvm.add %5706, %5690 overflow<nsw, nuw> : i64
    %5708 = llvm.getelementptr inbounds|nuw %5701[%5707] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5700, %5708 : f32, !llvm.ptr
    %5709 = llvm.add %5690, %17 : i64
    llvm.br ^bb845(%5709 : i64)
  ^bb847:  // pred: ^bb845
    %5710 = llvm.add %5688, %17 : i64
    llvm.br ^bb843(%5710 : i64)
  ^bb848:  // pred: ^bb843
    %5711 = llvm.add %5686, %17 : i64
    llvm.br ^bb841(%5711 : i64)
  ^bb849:  // pred: ^bb841
    llvm.br ^bb850(%28 : i64)
  ^bb850(%5712: i64):  // 2 preds: ^bb849, ^bb860
    %5713 = llvm.icmp "slt" %5712, %17 : i64
    llvm.cond_br %5713, ^bb851, ^bb861
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%28 : i64)
  ^bb852(%5714: i64):  // 2 preds: ^bb851, ^bb859
    %5715 = llvm.icmp "slt" %5714, %16 : i64
    llvm.cond_br %5715, ^bb853, ^bb860
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%28 : i64)
  ^bb854(%5716: i64):  // 2 preds: ^bb853, ^bb858
    %5717 = llvm.icmp "slt" %5716, %10 : i64
    llvm.cond_br %5717, ^bb855, ^bb859
  ^bb855:  // pred: ^bb854
    llvm.br ^bb856(%28 : i64)
  ^bb856(%5718: i64):  // 2 preds: ^bb855, ^bb857
    %5719 = llvm.icmp "slt" %5718, %15 : i64
    llvm.cond_br %5719, ^bb857, ^bb858
  ^bb857:  // pred: ^bb856
    %5720 = llvm.extractvalue %5299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5721 = llvm.mlir.constant(256 : index) : i64
    %5722 = llvm.mul %5712, %5721 overflow<nsw, nuw> : i64
    %5723 = llvm.mlir.constant(32 : index) : i64
    %5724 = llvm.mul %5714, %5723 overflow<nsw, nuw> : i64
    %5725 = llvm.add %5722, %5724 overflow<nsw, nuw> : i64
    %5726 = llvm.add %5725, %5718 overflow<nsw, nuw> : i64
    %5727 = llvm.getelementptr inbounds|nuw %5720[%5726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5728 = llvm.load %5727 : !llvm.ptr -> f32
    %5729 = llvm.extractvalue %5601[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5730 = llvm.mlir.constant(8 : index) : i64
    %5731 = llvm.mul %5712, %5730 overflow<nsw, nuw> : i64
    %5732 = llvm.add %5731, %5714 overflow<nsw, nuw> : i64
    %5733 = llvm.add %5732, %28 overflow<nsw, nuw> : i64
    %5734 = llvm.getelementptr inbounds|nuw %5729[%5733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5735 = llvm.load %5734 : !llvm.ptr -> f32
    %5736 = llvm.extractvalue %5508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5737 = llvm.mlir.constant(8 : index) : i64
    %5738 = llvm.mul %5712, %5737 overflow<nsw, nuw> : i64
    %5739 = llvm.add %5738, %5714 overflow<nsw, nuw> : i64
    %5740 = llvm.add %5739, %28 overflow<nsw, nuw> : i64
    %5741 = llvm.getelementptr inbounds|nuw %5736[%5740] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5742 = llvm.load %5741 : !llvm.ptr -> f64
    %5743 = llvm.extractvalue %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5744 = llvm.getelementptr inbounds|nuw %5743[%5718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5745 = llvm.load %5744 : !llvm.ptr -> f32
    %5746 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5747 = llvm.getelementptr inbounds|nuw %5746[%5718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5748 = llvm.load %5747 : !llvm.ptr -> f32
    %5749 = llvm.extractvalue %137[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5750 = llvm.mlir.constant(128 : index) : i64
    %5751 = llvm.mul %5718, %5750 overflow<nsw, nuw> : i64
    %5752 = llvm.add %5751, %5716 overflow<nsw, nuw> : i64
    %5753 = llvm.getelementptr inbounds|nuw %5749[%5752] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5754 = llvm.load %5753 : !llvm.ptr -> f32
    %5755 = llvm.extractvalue %5685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5756 = llvm.mlir.constant(1024 : index) : i64
    %5757 = llvm.mul %5712, %5756 overflow<nsw, nuw> : i64
    %5758 = llvm.mlir.constant(128 : index) : i64
    %5759 = llvm.mul %5714, %5758 overflow<nsw, nuw> : i64
    %5760 = llvm.add %5757, %5759 overflow<nsw, nuw> : i64
    %5761 = llvm.add %5760, %5716 overflow<nsw, nuw> : i64
    %5762 = llvm.getelementptr inbounds|nuw %5755[%5761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5763 = llvm.load %5762 : !llvm.ptr -> f32
    %5764 = llvm.fdiv %5742, %22 : f64
    %5765 = llvm.fptrunc %5764 : f64 to f32
    %5766 = llvm.fptrunc %23 : f64 to f32
    %5767 = llvm.fadd %5765, %5766 : f32
    %5768 = llvm.intr.sqrt(%5767) : (f32) -> f32
    %5769 = llvm.fdiv %18, %5768 : f32
    %5770 = llvm.fdiv %5735, %21 : f32
    %5771 = llvm.fsub %5728, %5770 : f32
    %5772 = llvm.fmul %5771, %5769 : f32
    %5773 = llvm.fmul %5772, %5745 : f32
    %5774 = llvm.fadd %5773, %5748 : f32
    %5775 = llvm.fmul %5774, %5754 : f32
    %5776 = llvm.fadd %5763, %5775 : f32
    %5777 = llvm.extractvalue %5685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5778 = llvm.mlir.constant(1024 : index) : i64
    %5779 = llvm.mul %5712, %5778 overflow<nsw, nuw> : i64
    %5780 = llvm.mlir.constant(128 : index) : i64
    %5781 = llvm.mul %5714, %5780 overflow<nsw, nuw> : i64
    %5782 = llvm.add %5779, %5781 overflow<nsw, nuw> : i64
    %5783 = llvm.add %5782, %5716 overflow<nsw, nuw> : i64
    %5784 = llvm.getelementptr inbounds|nuw %5777[%5783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5776, %5784 : f32, !llvm.ptr
    %5785 = llvm.add %5718, %17 : i64
    llvm.br ^bb856(%5785 : i64)
  ^bb858:  // pred: ^bb856
    %5786 = llvm.add %5716, %17 : i64
    llvm.br ^bb854(%5786 : i64)
  ^bb859:  // pred: ^bb854
    %5787 = llvm.add %5714, %17 : i64
    llvm.br ^bb852(%5787 : i64)
  ^bb860:  // pred: ^bb852
    %5788 = llvm.add %5712, %17 : i64
    llvm.br ^bb850(%5788 : i64)
  ^bb861:  // pred: ^bb850
    %5789 = llvm.mlir.constant(1 : index) : i64
    %5790 = llvm.mlir.constant(8 : index) : i64
    %5791 = llvm.mlir.constant(32 : index) : i64
    %5792 = llvm.mlir.constant(1 : index) : i64
    %5793 = llvm.mlir.constant(256 : index) : i64
    %5794 = llvm.mlir.constant(256 : index) : i64
    %5795 = llvm.mlir.zero : !llvm.ptr
    %5796 = llvm.getelementptr %5795[%5794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5797 = llvm.ptrtoint %5796 : !llvm.ptr to i64
    %5798 = llvm.mlir.constant(64 : index) : i64
    %5799 = llvm.add %5797, %5798 : i64
    %5800 = llvm.call @malloc(%5799) : (i64) -> !llvm.ptr
    %5801 = llvm.ptrtoint %5800 : !llvm.ptr to i64
    %5802 = llvm.mlir.constant(1 : index) : i64
    %5803 = llvm.sub %5798, %5802 : i64
    %5804 = llvm.add %5801, %5803 : i64
    %5805 = llvm.urem %5804, %5798 : i64
    %5806 = llvm.sub %5804, %5805 : i64
    %5807 = llvm.inttoptr %5806 : i64 to !llvm.ptr
    %5808 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5809 = llvm.insertvalue %5800, %5808[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5810 = llvm.insertvalue %5807, %5809[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5811 = llvm.mlir.constant(0 : index) : i64
    %5812 = llvm.insertvalue %5811, %5810[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5813 = llvm.insertvalue %5789, %5812[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5814 = llvm.insertvalue %5790, %5813[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5815 = llvm.insertvalue %5791, %5814[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5816 = llvm.insertvalue %5793, %5815[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5817 = llvm.insertvalue %5791, %5816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5818 = llvm.insertvalue %5792, %5817[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb862(%28 : i64)
  ^bb862(%5819: i64):  // 2 preds: ^bb861, ^bb869
    %5820 = llvm.icmp "slt" %5819, %17 : i64
    llvm.cond_br %5820, ^bb863, ^bb870
  ^bb863:  // pred: ^bb862
    llvm.br ^bb864(%28 : i64)
  ^bb864(%5821: i64):  // 2 preds: ^bb863, ^bb868
    %5822 = llvm.icmp "slt" %5821, %16 : i64
    llvm.cond_br %5822, ^bb865, ^bb869
  ^bb865:  // pred: ^bb864
    llvm.br ^bb866(%28 : i64)
  ^bb866(%5823: i64):  // 2 preds: ^bb865, ^bb867
    %5824 = llvm.icmp "slt" %5823, %15 : i64
    llvm.cond_br %5824, ^bb867, ^bb868
  ^bb867:  // pred: ^bb866
    %5825 = llvm.extractvalue %2982[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5826 = llvm.mlir.constant(256 : index) : i64
    %5827 = llvm.mul %5819, %5826 overflow<nsw, nuw> : i64
    %5828 = llvm.mlir.constant(32 : index) : i64
    %5829 = llvm.mul %5821, %5828 overflow<nsw, nuw> : i64
    %5830 = llvm.add %5827, %5829 overflow<nsw, nuw> : i64
    %5831 = llvm.add %5830, %5823 overflow<nsw, nuw> : i64
    %5832 = llvm.getelementptr inbounds|nuw %5825[%5831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5833 = llvm.load %5832 : !llvm.ptr -> f32
    %5834 = llvm.extractvalue %5818[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5835 = llvm.mlir.constant(256 : index) : i64
    %5836 = llvm.mul %5819, %5835 overflow<nsw, nuw> : i64
    %5837 = llvm.mlir.constant(32 : index) : i64
    %5838 = llvm.mul %5821, %5837 overflow<nsw, nuw> : i64
    %5839 = llvm.add %5836, %5838 overflow<nsw, nuw> : i64
    %5840 = llvm.add %5839, %5823 overflow<nsw, nuw> : i64
    %5841 = llvm.getelementptr inbounds|nuw %5834[%5840] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5833, %5841 : f32, !llvm.ptr
    %5842 = llvm.add %5823, %17 : i64
    llvm.br ^bb866(%5842 : i64)
  ^bb868:  // pred: ^bb866
    %5843 = llvm.add %5821, %17 : i64
    llvm.br ^bb864(%5843 : i64)
  ^bb869:  // pred: ^bb864
    %5844 = llvm.add %5819, %17 : i64
    llvm.br ^bb862(%5844 : i64)
  ^bb870:  // pred: ^bb862
    llvm.br ^bb871(%28 : i64)
  ^bb871(%5845: i64):  // 2 preds: ^bb870, ^bb881
    %5846 = llvm.icmp "slt" %5845, %17 : i64
    llvm.cond_br %5846, ^bb872, ^bb882
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%28 : i64)
  ^bb873(%5847: i64):  // 2 preds: ^bb872, ^bb880
    %5848 = llvm.icmp "slt" %5847, %16 : i64
    llvm.cond_br %5848, ^bb874, ^bb881
  ^bb874:  // pred: ^bb873
    llvm.br ^bb875(%28 : i64)
  ^bb875(%5849: i64):  // 2 preds: ^bb874, ^bb879
    %5850 = llvm.icmp "slt" %5849, %15 : i64
    llvm.cond_br %5850, ^bb876, ^bb880
  ^bb876:  // pred: ^bb875
    llvm.br ^bb877(%28 : i64)
  ^bb877(%5851: i64):  // 2 preds: ^bb876, ^bb878
    %5852 = llvm.icmp "slt" %5851, %10 : i64
    llvm.cond_br %5852, ^bb878, ^bb879
  ^bb878:  // pred: ^bb877
    %5853 = llvm.extractvalue %5685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5854 = llvm.mlir.constant(1024 : index) : i64
    %5855 = llvm.mul %5845, %5854 overflow<nsw, nuw> : i64
    %5856 = llvm.mlir.constant(128 : index) : i64
    %5857 = llvm.mul %5847, %5856 overflow<nsw, nuw> : i64
    %5858 = llvm.add %5855, %5857 overflow<nsw, nuw> : i64
    %5859 = llvm.add %5858, %5851 overflow<nsw, nuw> : i64
    %5860 = llvm.getelementptr inbounds|nuw %5853[%5859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5861 = llvm.load %5860 : !llvm.ptr -> f32
    %5862 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5863 = llvm.getelementptr inbounds|nuw %5862[%5851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5864 = llvm.load %5863 : !llvm.ptr -> f32
    %5865 = llvm.extractvalue %101[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5866 = llvm.mlir.constant(32 : index) : i64
    %5867 = llvm.mul %5851, %5866 overflow<nsw, nuw> : i64
    %5868 = llvm.add %5867, %5849 overflow<nsw, nuw> : i64
    %5869 = llvm.getelementptr inbounds|nuw %5865[%5868] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5870 = llvm.load %5869 : !llvm.ptr -> f32
    %5871 = llvm.extractvalue %5818[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5872 = llvm.mlir.constant(256 : index) : i64
    %5873 = llvm.mul %5845, %5872 overflow<nsw, nuw> : i64
    %5874 = llvm.mlir.constant(32 : index) : i64
    %5875 = llvm.mul %5847, %5874 overflow<nsw, nuw> : i64
    %5876 = llvm.add %5873, %5875 overflow<nsw, nuw> : i64
    %5877 = llvm.add %5876, %5849 overflow<nsw, nuw> : i64
    %5878 = llvm.getelementptr inbounds|nuw %5871[%5877] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5879 = llvm.load %5878 : !llvm.ptr -> f32
    %5880 = llvm.fadd %5861, %5864 : f32
    %5881 = llvm.fmul %5880, %5880 : f32
    %5882 = llvm.fmul %5881, %5880 : f32
    %5883 = llvm.fptrunc %24 : f64 to f32
    %5884 = llvm.fmul %5882, %5883 : f32
    %5885 = llvm.fadd %5880, %5884 : f32
    %5886 = llvm.fptrunc %25 : f64 to f32
    %5887 = llvm.fmul %5885, %5886 : f32
    %5888 = llvm.fcmp "olt" %5887, %30 : f32
    %5889 = llvm.uitofp %5888 : i1 to f32
    %5890 = llvm.fmul %5889, %9 : f32
    %5891 = llvm.fadd %5890, %18 : f32
    %5892 = llvm.fmul %5891, %5887 : f32
    %5893 = llvm.fmul %5892, %9 : f32
    %5894 = llvm.fmul %5893, %8 : f32
    %5895 = llvm.intr.exp2(%5894) : (f32) -> f32
    %5896 = llvm.fsub %18, %5895 : f32
    %5897 = llvm.fadd %5895, %18 : f32
    %5898 = llvm.fdiv %5896, %5897 : f32
    %5899 = llvm.fmul %5891, %5898 : f32
    %5900 = llvm.fadd %5899, %18 : f32
    %5901 = llvm.fmul %5880, %19 : f32
    %5902 = llvm.fmul %5901, %5900 : f32
    %5903 = llvm.fmul %5902, %5870 : f32
    %5904 = llvm.fadd %5879, %5903 : f32
    %5905 = llvm.extractvalue %5818[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5906 = llvm.mlir.constant(256 : index) : i64
    %5907 = llvm.mul %5845, %5906 overflow<nsw, nuw> : i64
    %5908 = llvm.mlir.constant(32 : index) : i64
    %5909 = llvm.mul %5847, %5908 overflow<nsw, nuw> : i64
    %5910 = llvm.add %5907, %5909 overflow<nsw, nuw> : i64
    %5911 = llvm.add %5910, %5849 overflow<nsw, nuw> : i64
    %5912 = llvm.getelementptr inbounds|nuw %5905[%5911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5904, %5912 : f32, !llvm.ptr
    %5913 = llvm.add %5851, %17 : i64
    llvm.br ^bb877(%5913 : i64)
  ^bb879:  // pred: ^bb877
    %5914 = llvm.add %5849, %17 : i64
    llvm.br ^bb875(%5914 : i64)
  ^bb880:  // pred: ^bb875
    %5915 = llvm.add %5847, %17 : i64
    llvm.br ^bb873(%5915 : i64)
  ^bb881:  // pred: ^bb873
    %5916 = llvm.add %5845, %17 : i64
    llvm.br ^bb871(%5916 : i64)
  ^bb882:  // pred: ^bb871
    %5917 = llvm.mlir.constant(1 : index) : i64
    %5918 = llvm.mlir.constant(8 : index) : i64
    %5919 = llvm.mlir.constant(32 : index) : i64
    %5920 = llvm.mlir.constant(1 : index) : i64
    %5921 = llvm.mlir.constant(256 : index) : i64
    %5922 = llvm.mlir.constant(256 : index) : i64
    %5923 = llvm.mlir.zero : !llvm.ptr
    %5924 = llvm.getelementptr %5923[%5922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5925 = llvm.ptrtoint %5924 : !llvm.ptr to i64
    %5926 = llvm.mlir.constant(64 : index) : i64
    %5927 = llvm.add %5925, %5926 : i64
    %5928 = llvm.call @malloc(%5927) : (i64) -> !llvm.ptr
    %5929 = llvm.ptrtoint %5928 : !llvm.ptr to i64
    %5930 = llvm.mlir.constant(1 : index) : i64
    %5931 = llvm.sub %5926, %5930 : i64
    %5932 = llvm.add %5929, %5931 : i64
    %5933 = llvm.urem %5932, %5926 : i64
    %5934 = llvm.sub %5932, %5933 : i64
    %5935 = llvm.inttoptr %5934 : i64 to !llvm.ptr
    %5936 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5937 = llvm.insertvalue %5928, %5936[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5938 = llvm.insertvalue %5935, %5937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5939 = llvm.mlir.constant(0 : index) : i64
    %5940 = llvm.insertvalue %5939, %5938[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5941 = llvm.insertvalue %5917, %5940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5942 = llvm.insertvalue %5918, %5941[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5943 = llvm.insertvalue %5919, %5942[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5944 = llvm.insertvalue %5921, %5943[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5945 = llvm.insertvalue %5919, %5944[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5946 = llvm.insertvalue %5920, %5945[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb883(%28 : i64)
  ^bb883(%5947: i64):  // 2 preds: ^bb882, ^bb890
    %5948 = llvm.icmp "slt" %5947, %17 : i64
    llvm.cond_br %5948, ^bb884, ^bb891
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%28 : i64)
  ^bb885(%5949: i64):  // 2 preds: ^bb884, ^bb889
    %5950 = llvm.icmp "slt" %5949, %16 : i64
    llvm.cond_br %5950, ^bb886, ^bb890
  ^bb886:  // pred: ^bb885
    llvm.br ^bb887(%28 : i64)
  ^bb887(%5951: i64):  // 2 preds: ^bb886, ^bb888
    %5952 = llvm.icmp "slt" %5951, %15 : i64
    llvm.cond_br %5952, ^bb888, ^bb889
  ^bb888:  // pred: ^bb887
    %5953 = llvm.extractvalue %5299[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5954 = llvm.mlir.constant(256 : index) : i64
    %5955 = llvm.mul %5947, %5954 overflow<nsw, nuw> : i64
    %5956 = llvm.mlir.constant(32 : index) : i64
    %5957 = llvm.mul %5949, %5956 overflow<nsw, nuw> : i64
    %5958 = llvm.add %5955, %5957 overflow<nsw, nuw> : i64
    %5959 = llvm.add %5958, %5951 overflow<nsw, nuw> : i64
    %5960 = llvm.getelementptr inbounds|nuw %5953[%5959] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5961 = llvm.load %5960 : !llvm.ptr -> f32
    %5962 = llvm.extractvalue %5818[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5963 = llvm.mlir.constant(256 : index) : i64
    %5964 = llvm.mul %5947, %5963 overflow<nsw, nuw> : i64
    %5965 = llvm.mlir.constant(32 : index) : i64
    %5966 = llvm.mul %5949, %5965 overflow<nsw, nuw> : i64
    %5967 = llvm.add %5964, %5966 overflow<nsw, nuw> : i64
    %5968 = llvm.add %5967, %5951 overflow<nsw, nuw> : i64
    %5969 = llvm.getelementptr inbounds|nuw %5962[%5968] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5970 = llvm.load %5969 : !llvm.ptr -> f32
    %5971 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5972 = llvm.getelementptr inbounds|nuw %5971[%5951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5973 = llvm.load %5972 : !llvm.ptr -> f32
    %5974 = llvm.fadd %5970, %5973 : f32
    %5975 = llvm.fadd %5961, %5974 : f32
    %5976 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5977 = llvm.mlir.constant(256 : index) : i64
    %5978 = llvm.mul %5947, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.mlir.constant(32 : index) : i64
    %5980 = llvm.mul %5949, %5979 overflow<nsw, nuw> : i64
    %5981 = llvm.add %5978, %5980 overflow<nsw, nuw> : i64
    %5982 = llvm.add %5981, %5951 overflow<nsw, nuw> : i64
    %5983 = llvm.getelementptr inbounds|nuw %5976[%5982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5975, %5983 : f32, !llvm.ptr
    %5984 = llvm.add %5951, %17 : i64
    llvm.br ^bb887(%5984 : i64)
  ^bb889:  // pred: ^bb887
    %5985 = llvm.add %5949, %17 : i64
    llvm.br ^bb885(%5985 : i64)
  ^bb890:  // pred: ^bb885
    %5986 = llvm.add %5947, %17 : i64
    llvm.br ^bb883(%5986 : i64)
  ^bb891:  // pred: ^bb883
    %5987 = llvm.mlir.constant(1 : index) : i64
    %5988 = llvm.mlir.constant(8 : index) : i64
    %5989 = llvm.mlir.constant(32 : index) : i64
    %5990 = llvm.mlir.constant(1 : index) : i64
    %5991 = llvm.mlir.constant(256 : index) : i64
    %5992 = llvm.mlir.constant(256 : index) : i64
    %5993 = llvm.mlir.zero : !llvm.ptr
    %5994 = llvm.getelementptr %5993[%5992] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5995 = llvm.ptrtoint %5994 : !llvm.ptr to i64
    %5996 = llvm.mlir.constant(64 : index) : i64
    %5997 = llvm.add %5995, %5996 : i64
    %5998 = llvm.call @malloc(%5997) : (i64) -> !llvm.ptr
    %5999 = llvm.ptrtoint %5998 : !llvm.ptr to i64
    %6000 = llvm.mlir.constant(1 : index) : i64
    %6001 = llvm.sub %5996, %6000 : i64
    %6002 = llvm.add %5999, %6001 : i64
    %6003 = llvm.urem %6002, %5996 : i64
    %6004 = llvm.sub %6002, %6003 : i64
    %6005 = llvm.inttoptr %6004 : i64 to !llvm.ptr
    %6006 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6007 = llvm.insertvalue %5998, %6006[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6008 = llvm.insertvalue %6005, %6007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6009 = llvm.mlir.constant(0 : index) : i64
    %6010 = llvm.insertvalue %6009, %6008[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6011 = llvm.insertvalue %5987, %6010[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6012 = llvm.insertvalue %5988, %6011[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6013 = llvm.insertvalue %5989, %6012[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6014 = llvm.insertvalue %5991, %6013[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6015 = llvm.insertvalue %5989, %6014[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6016 = llvm.insertvalue %5990, %6015[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb892(%28 : i64)
  ^bb892(%6017: i64):  // 2 preds: ^bb891, ^bb899
    %6018 = llvm.icmp "slt" %6017, %17 : i64
    llvm.cond_br %6018, ^bb893, ^bb900
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%28 : i64)
  ^bb894(%6019: i64):  // 2 preds: ^bb893, ^bb898
    %6020 = llvm.icmp "slt" %6019, %16 : i64
    llvm.cond_br %6020, ^bb895, ^bb899
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%28 : i64)
  ^bb896(%6021: i64):  // 2 preds: ^bb895, ^bb897
    %6022 = llvm.icmp "slt" %6021, %15 : i64
    llvm.cond_br %6022, ^bb897, ^bb898
  ^bb897:  // pred: ^bb896
    %6023 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6024 = llvm.mlir.constant(256 : index) : i64
    %6025 = llvm.mul %6017, %6024 overflow<nsw, nuw> : i64
    %6026 = llvm.mlir.constant(32 : index) : i64
    %6027 = llvm.mul %6019, %6026 overflow<nsw, nuw> : i64
    %6028 = llvm.add %6025, %6027 overflow<nsw, nuw> : i64
    %6029 = llvm.add %6028, %6021 overflow<nsw, nuw> : i64
    %6030 = llvm.getelementptr inbounds|nuw %6023[%6029] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6031 = llvm.load %6030 : !llvm.ptr -> f32
    %6032 = llvm.fpext %6031 : f32 to f64
    %6033 = llvm.extractvalue %6016[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6034 = llvm.mlir.constant(256 : index) : i64
    %6035 = llvm.mul %6017, %6034 overflow<nsw, nuw> : i64
    %6036 = llvm.mlir.constant(32 : index) : i64
    %6037 = llvm.mul %6019, %6036 overflow<nsw, nuw> : i64
    %6038 = llvm.add %6035, %6037 overflow<nsw, nuw> : i64
    %6039 = llvm.add %6038, %6021 overflow<nsw, nuw> : i64
    %6040 = llvm.getelementptr inbounds|nuw %6033[%6039] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6032, %6040 : f64, !llvm.ptr
    %6041 = llvm.add %6021, %17 : i64
    llvm.br ^bb896(%6041 : i64)
  ^bb898:  // pred: ^bb896
    %6042 = llvm.add %6019, %17 : i64
    llvm.br ^bb894(%6042 : i64)
  ^bb899:  // pred: ^bb894
    %6043 = llvm.add %6017, %17 : i64
    llvm.br ^bb892(%6043 : i64)
  ^bb900:  // pred: ^bb892
    %6044 = llvm.mlir.constant(1 : index) : i64
    %6045 = llvm.mlir.constant(8 : index) : i64
    %6046 = llvm.mlir.constant(1 : index) : i64
    %6047 = llvm.mlir.constant(1 : index) : i64
    %6048 = llvm.mlir.constant(8 : index) : i64
    %6049 = llvm.mlir.zero : !llvm.ptr
    %6050 = llvm.getelementptr %6049[%6048] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6051 = llvm.ptrtoint %6050 : !llvm.ptr to i64
    %6052 = llvm.mlir.constant(64 : index) : i64
    %6053 = llvm.add %6051, %6052 : i64
    %6054 = llvm.call @malloc(%6053) : (i64) -> !llvm.ptr
    %6055 = llvm.ptrtoint %6054 : !llvm.ptr to i64
    %6056 = llvm.mlir.constant(1 : index) : i64
    %6057 = llvm.sub %6052, %6056 : i64
    %6058 = llvm.add %6055, %6057 : i64
    %6059 = llvm.urem %6058, %6052 : i64
    %6060 = llvm.sub %6058, %6059 : i64
    %6061 = llvm.inttoptr %6060 : i64 to !llvm.ptr
    %6062 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6063 = llvm.insertvalue %6054, %6062[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6064 = llvm.insertvalue %6061, %6063[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6065 = llvm.mlir.constant(0 : index) : i64
    %6066 = llvm.insertvalue %6065, %6064[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6067 = llvm.insertvalue %6044, %6066[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6068 = llvm.insertvalue %6045, %6067[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6069 = llvm.insertvalue %6046, %6068[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6070 = llvm.insertvalue %6045, %6069[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6071 = llvm.insertvalue %6046, %6070[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6072 = llvm.insertvalue %6047, %6071[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb901(%28 : i64)
  ^bb901(%6073: i64):  // 2 preds: ^bb900, ^bb908
    %6074 = llvm.icmp "slt" %6073, %17 : i64
    llvm.cond_br %6074, ^bb902, ^bb909
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%28 : i64)
  ^bb903(%6075: i64):  // 2 preds: ^bb902, ^bb907
    %6076 = llvm.icmp "slt" %6075, %16 : i64
    llvm.cond_br %6076, ^bb904, ^bb908
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%28 : i64)
  ^bb905(%6077: i64):  // 2 preds: ^bb904, ^bb906
    %6078 = llvm.icmp "slt" %6077, %17 : i64
    llvm.cond_br %6078, ^bb906, ^bb907
  ^bb906:  // pred: ^bb905
    %6079 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6080 = llvm.mlir.constant(8 : index) : i64
    %6081 = llvm.mul %6073, %6080 overflow<nsw, nuw> : i64
    %6082 = llvm.add %6081, %6075 overflow<nsw, nuw> : i64
    %6083 = llvm.add %6082, %6077 overflow<nsw, nuw> : i64
    %6084 = llvm.getelementptr inbounds|nuw %6079[%6083] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6085 = llvm.load %6084 : !llvm.ptr -> f64
    %6086 = llvm.extractvalue %6072[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6087 = llvm.mlir.constant(8 : index) : i64
    %6088 = llvm.mul %6073, %6087 overflow<nsw, nuw> : i64
    %6089 = llvm.add %6088, %6075 overflow<nsw, nuw> : i64
    %6090 = llvm.add %6089, %6077 overflow<nsw, nuw> : i64
    %6091 = llvm.getelementptr inbounds|nuw %6086[%6090] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6085, %6091 : f64, !llvm.ptr
    %6092 = llvm.add %6077, %17 : i64
    llvm.br ^bb905(%6092 : i64)
  ^bb907:  // pred: ^bb905
    %6093 = llvm.add %6075, %17 : i64
    llvm.br ^bb903(%6093 : i64)
  ^bb908:  // pred: ^bb903
    %6094 = llvm.add %6073, %17 : i64
    llvm.br ^bb901(%6094 : i64)
  ^bb909:  // pred: ^bb901
    llvm.br ^bb910(%28 : i64)
  ^bb910(%6095: i64):  // 2 preds: ^bb909, ^bb917
    %6096 = llvm.icmp "slt" %6095, %17 : i64
    llvm.cond_br %6096, ^bb911, ^bb918
  ^bb911:  // pred: ^bb910
    llvm.br ^bb912(%28 : i64)
  ^bb912(%6097: i64):  // 2 preds: ^bb911, ^bb916
    %6098 = llvm.icmp "slt" %6097, %16 : i64
    llvm.cond_br %6098, ^bb913, ^bb917
  ^bb913:  // pred: ^bb912
    llvm.br ^bb914(%28 : i64)
  ^bb914(%6099: i64):  // 2 preds: ^bb913, ^bb915
    %6100 = llvm.icmp "slt" %6099, %15 : i64
    llvm.cond_br %6100, ^bb915, ^bb916
  ^bb915:  // pred: ^bb914
    %6101 = llvm.extractvalue %6016[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6102 = llvm.mlir.constant(256 : index) : i64
    %6103 = llvm.mul %6095, %6102 overflow<nsw, nuw> : i64
    %6104 = llvm.mlir.constant(32 : index) : i64
    %6105 = llvm.mul %6097, %6104 overflow<nsw, nuw> : i64
    %6106 = llvm.add %6103, %6105 overflow<nsw, nuw> : i64
    %6107 = llvm.add %6106, %6099 overflow<nsw, nuw> : i64
    %6108 = llvm.getelementptr inbounds|nuw %6101[%6107] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6109 = llvm.load %6108 : !llvm.ptr -> f64
    %6110 = llvm.extractvalue %6072[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6111 = llvm.mlir.constant(8 : index) : i64
    %6112 = llvm.mul %6095, %6111 overflow<nsw, nuw> : i64
    %6113 = llvm.add %6112, %6097 overflow<nsw, nuw> : i64
    %6114 = llvm.add %6113, %28 overflow<nsw, nuw> : i64
    %6115 = llvm.getelementptr inbounds|nuw %6110[%6114] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6116 = llvm.load %6115 : !llvm.ptr -> f64
    %6117 = llvm.fadd %6109, %6116 : f64
    %6118 = llvm.extractvalue %6072[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6119 = llvm.mlir.constant(8 : index) : i64
    %6120 = llvm.mul %6095, %6119 overflow<nsw, nuw> : i64
    %6121 = llvm.add %6120, %6097 overflow<nsw, nuw> : i64
    %6122 = llvm.add %6121, %28 overflow<nsw, nuw> : i64
    %6123 = llvm.getelementptr inbounds|nuw %6118[%6122] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6117, %6123 : f64, !llvm.ptr
    %6124 = llvm.add %6099, %17 : i64
    llvm.br ^bb914(%6124 : i64)
  ^bb916:  // pred: ^bb914
    %6125 = llvm.add %6097, %17 : i64
    llvm.br ^bb912(%6125 : i64)
  ^bb917:  // pred: ^bb912
    %6126 = llvm.add %6095, %17 : i64
    llvm.br ^bb910(%6126 : i64)
  ^bb918:  // pred: ^bb910
    %6127 = llvm.mlir.constant(1 : index) : i64
    %6128 = llvm.mlir.constant(8 : index) : i64
    %6129 = llvm.mlir.constant(1 : index) : i64
    %6130 = llvm.mlir.constant(1 : index) : i64
    %6131 = llvm.mlir.constant(8 : index) : i64
    %6132 = llvm.mlir.zero : !llvm.ptr
    %6133 = llvm.getelementptr %6132[%6131] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6134 = llvm.ptrtoint %6133 : !llvm.ptr to i64
    %6135 = llvm.mlir.constant(64 : index) : i64
    %6136 = llvm.add %6134, %6135 : i64
    %6137 = llvm.call @malloc(%6136) : (i64) -> !llvm.ptr
    %6138 = llvm.ptrtoint %6137 : !llvm.ptr to i64
    %6139 = llvm.mlir.constant(1 : index) : i64
    %6140 = llvm.sub %6135, %6139 : i64
    %6141 = llvm.add %6138, %6140 : i64
    %6142 = llvm.urem %6141, %6135 : i64
    %6143 = llvm.sub %6141, %6142 : i64
    %6144 = llvm.inttoptr %6143 : i64 to !llvm.ptr
    %6145 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6146 = llvm.insertvalue %6137, %6145[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6147 = llvm.insertvalue %6144, %6146[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6148 = llvm.mlir.constant(0 : index) : i64
    %6149 = llvm.insertvalue %6148, %6147[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6150 = llvm.insertvalue %6127, %6149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6151 = llvm.insertvalue %6128, %6150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6152 = llvm.insertvalue %6129, %6151[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6153 = llvm.insertvalue %6128, %6152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6154 = llvm.insertvalue %6129, %6153[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6155 = llvm.insertvalue %6130, %6154[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb919(%28 : i64)
  ^bb919(%6156: i64):  // 2 preds: ^bb918, ^bb926
    %6157 = llvm.icmp "slt" %6156, %17 : i64
    llvm.cond_br %6157, ^bb920, ^bb927
  ^bb920:  // pred: ^bb919
    llvm.br ^bb921(%28 : i64)
  ^bb921(%6158: i64):  // 2 preds: ^bb920, ^bb925
    %6159 = llvm.icmp "slt" %6158, %16 : i64
    llvm.cond_br %6159, ^bb922, ^bb926
  ^bb922:  // pred: ^bb921
    llvm.br ^bb923(%28 : i64)
  ^bb923(%6160: i64):  // 2 preds: ^bb922, ^bb924
    %6161 = llvm.icmp "slt" %6160, %17 : i64
    llvm.cond_br %6161, ^bb924, ^bb925
  ^bb924:  // pred: ^bb923
    %6162 = llvm.extractvalue %1312[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6163 = llvm.mlir.constant(8 : index) : i64
    %6164 = llvm.mul %6156, %6163 overflow<nsw, nuw> : i64
    %6165 = llvm.add %6164, %6158 overflow<nsw, nuw> : i64
    %6166 = llvm.add %6165, %6160 overflow<nsw, nuw> : i64
    %6167 = llvm.getelementptr inbounds|nuw %6162[%6166] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6168 = llvm.load %6167 : !llvm.ptr -> f64
    %6169 = llvm.extractvalue %6155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6170 = llvm.mlir.constant(8 : index) : i64
    %6171 = llvm.mul %6156, %6170 overflow<nsw, nuw> : i64
    %6172 = llvm.add %6171, %6158 overflow<nsw, nuw> : i64
    %6173 = llvm.add %6172, %6160 overflow<nsw, nuw> : i64
    %6174 = llvm.getelementptr inbounds|nuw %6169[%6173] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6168, %6174 : f64, !llvm.ptr
    %6175 = llvm.add %6160, %17 : i64
    llvm.br ^bb923(%6175 : i64)
  ^bb925:  // pred: ^bb923
    %6176 = llvm.add %6158, %17 : i64
    llvm.br ^bb921(%6176 : i64)
  ^bb926:  // pred: ^bb921
    %6177 = llvm.add %6156, %17 : i64
    llvm.br ^bb919(%6177 : i64)
  ^bb927:  // pred: ^bb919
    llvm.br ^bb928(%28 : i64)
  ^bb928(%6178: i64):  // 2 preds: ^bb927, ^bb935
    %6179 = llvm.icmp "slt" %6178, %17 : i64
    llvm.cond_br %6179, ^bb929, ^bb936
  ^bb929:  // pred: ^bb928
    llvm.br ^bb930(%28 : i64)
  ^bb930(%6180: i64):  // 2 preds: ^bb929, ^bb934
    %6181 = llvm.icmp "slt" %6180, %16 : i64
    llvm.cond_br %6181, ^bb931, ^bb935
  ^bb931:  // pred: ^bb930
    llvm.br ^bb932(%28 : i64)
  ^bb932(%6182: i64):  // 2 preds: ^bb931, ^bb933
    %6183 = llvm.icmp "slt" %6182, %15 : i64
    llvm.cond_br %6183, ^bb933, ^bb934
  ^bb933:  // pred: ^bb932
    %6184 = llvm.extractvalue %6016[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6185 = llvm.mlir.constant(256 : index) : i64
    %6186 = llvm.mul %6178, %6185 overflow<nsw, nuw> : i64
    %6187 = llvm.mlir.constant(32 : index) : i64
    %6188 = llvm.mul %6180, %6187 overflow<nsw, nuw> : i64
    %6189 = llvm.add %6186, %6188 overflow<nsw, nuw> : i64
    %6190 = llvm.add %6189, %6182 overflow<nsw, nuw> : i64
    %6191 = llvm.getelementptr inbounds|nuw %6184[%6190] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6192 = llvm.load %6191 : !llvm.ptr -> f64
    %6193 = llvm.extractvalue %6072[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6194 = llvm.mlir.constant(8 : index) : i64
    %6195 = llvm.mul %6178, %6194 overflow<nsw, nuw> : i64
    %6196 = llvm.add %6195, %6180 overflow<nsw, nuw> : i64
    %6197 = llvm.add %6196, %28 overflow<nsw, nuw> : i64
    %6198 = llvm.getelementptr inbounds|nuw %6193[%6197] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6199 = llvm.load %6198 : !llvm.ptr -> f64
    %6200 = llvm.extractvalue %6155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6201 = llvm.mlir.constant(8 : index) : i64
    %6202 = llvm.mul %6178, %6201 overflow<nsw, nuw> : i64
    %6203 = llvm.add %6202, %6180 overflow<nsw, nuw> : i64
    %6204 = llvm.add %6203, %28 overflow<nsw, nuw> : i64
    %6205 = llvm.getelementptr inbounds|nuw %6200[%6204] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6206 = llvm.load %6205 : !llvm.ptr -> f64
    %6207 = llvm.fdiv %6199, %22 : f64
    %6208 = llvm.fsub %6192, %6207 : f64
    %6209 = llvm.fmul %6208, %6208 : f64
    %6210 = llvm.fadd %6209, %6206 : f64
    %6211 = llvm.extractvalue %6155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6212 = llvm.mlir.constant(8 : index) : i64
    %6213 = llvm.mul %6178, %6212 overflow<nsw, nuw> : i64
    %6214 = llvm.add %6213, %6180 overflow<nsw, nuw> : i64
    %6215 = llvm.add %6214, %28 overflow<nsw, nuw> : i64
    %6216 = llvm.getelementptr inbounds|nuw %6211[%6215] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6210, %6216 : f64, !llvm.ptr
    %6217 = llvm.add %6182, %17 : i64
    llvm.br ^bb932(%6217 : i64)
  ^bb934:  // pred: ^bb932
    %6218 = llvm.add %6180, %17 : i64
    llvm.br ^bb930(%6218 : i64)
  ^bb935:  // pred: ^bb930
    %6219 = llvm.add %6178, %17 : i64
    llvm.br ^bb928(%6219 : i64)
  ^bb936:  // pred: ^bb928
    %6220 = llvm.mlir.constant(1 : index) : i64
    %6221 = llvm.mlir.constant(8 : index) : i64
    %6222 = llvm.mlir.constant(1 : index) : i64
    %6223 = llvm.mlir.constant(1 : index) : i64
    %6224 = llvm.mlir.constant(8 : index) : i64
    %6225 = llvm.mlir.zero : !llvm.ptr
    %6226 = llvm.getelementptr %6225[%6224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6227 = llvm.ptrtoint %6226 : !llvm.ptr to i64
    %6228 = llvm.mlir.constant(64 : index) : i64
    %6229 = llvm.add %6227, %6228 : i64
    %6230 = llvm.call @malloc(%6229) : (i64) -> !llvm.ptr
    %6231 = llvm.ptrtoint %6230 : !llvm.ptr to i64
    %6232 = llvm.mlir.constant(1 : index) : i64
    %6233 = llvm.sub %6228, %6232 : i64
    %6234 = llvm.add %6231, %6233 : i64
    %6235 = llvm.urem %6234, %6228 : i64
    %6236 = llvm.sub %6234, %6235 : i64
    %6237 = llvm.inttoptr %6236 : i64 to !llvm.ptr
    %6238 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6239 = llvm.insertvalue %6230, %6238[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6240 = llvm.insertvalue %6237, %6239[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6241 = llvm.mlir.constant(0 : index) : i64
    %6242 = llvm.insertvalue %6241, %6240[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6243 = llvm.insertvalue %6220, %6242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6244 = llvm.insertvalue %6221, %6243[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6245 = llvm.insertvalue %6222, %6244[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6246 = llvm.insertvalue %6221, %6245[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6247 = llvm.insertvalue %6222, %6246[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6248 = llvm.insertvalue %6223, %6247[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb937(%28 : i64)
  ^bb937(%6249: i64):  // 2 preds: ^bb936, ^bb944
    %6250 = llvm.icmp "slt" %6249, %17 : i64
    llvm.cond_br %6250, ^bb938, ^bb945
  ^bb938:  // pred: ^bb937
    llvm.br ^bb939(%28 : i64)
  ^bb939(%6251: i64):  // 2 preds: ^bb938, ^bb943
    %6252 = llvm.icmp "slt" %6251, %16 : i64
    llvm.cond_br %6252, ^bb940, ^bb944
  ^bb940:  // pred: ^bb939
    llvm.br ^bb941(%28 : i64)
  ^bb941(%6253: i64):  // 2 preds: ^bb940, ^bb942
    %6254 = llvm.icmp "slt" %6253, %17 : i64
    llvm.cond_br %6254, ^bb942, ^bb943
  ^bb942:  // pred: ^bb941
    %6255 = llvm.extractvalue %1532[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6256 = llvm.mlir.constant(8 : index) : i64
    %6257 = llvm.mul %6249, %6256 overflow<nsw, nuw> : i64
    %6258 = llvm.add %6257, %6251 overflow<nsw, nuw> : i64
    %6259 = llvm.add %6258, %6253 overflow<nsw, nuw> : i64
    %6260 = llvm.getelementptr inbounds|nuw %6255[%6259] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6261 = llvm.load %6260 : !llvm.ptr -> f32
    %6262 = llvm.extractvalue %6248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6263 = llvm.mlir.constant(8 : index) : i64
    %6264 = llvm.mul %6249, %6263 overflow<nsw, nuw> : i64
    %6265 = llvm.add %6264, %6251 overflow<nsw, nuw> : i64
    %6266 = llvm.add %6265, %6253 overflow<nsw, nuw> : i64
    %6267 = llvm.getelementptr inbounds|nuw %6262[%6266] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6261, %6267 : f32, !llvm.ptr
    %6268 = llvm.add %6253, %17 : i64
    llvm.br ^bb941(%6268 : i64)
  ^bb943:  // pred: ^bb941
    %6269 = llvm.add %6251, %17 : i64
    llvm.br ^bb939(%6269 : i64)
  ^bb944:  // pred: ^bb939
    %6270 = llvm.add %6249, %17 : i64
    llvm.br ^bb937(%6270 : i64)
  ^bb945:  // pred: ^bb937
    llvm.br ^bb946(%28 : i64)
  ^bb946(%6271: i64):  // 2 preds: ^bb945, ^bb953
    %6272 = llvm.icmp "slt" %6271, %17 : i64
    llvm.cond_br %6272, ^bb947, ^bb954
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%28 : i64)
  ^bb948(%6273: i64):  // 2 preds: ^bb947, ^bb952
    %6274 = llvm.icmp "slt" %6273, %16 : i64
    llvm.cond_br %6274, ^bb949, ^bb953
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%28 : i64)
  ^bb950(%6275: i64):  // 2 preds: ^bb949, ^bb951
    %6276 = llvm.icmp "slt" %6275, %15 : i64
    llvm.cond_br %6276, ^bb951, ^bb952
  ^bb951:  // pred: ^bb950
    %6277 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6278 = llvm.mlir.constant(256 : index) : i64
    %6279 = llvm.mul %6271, %6278 overflow<nsw, nuw> : i64
    %6280 = llvm.mlir.constant(32 : index) : i64
    %6281 = llvm.mul %6273, %6280 overflow<nsw, nuw> : i64
    %6282 = llvm.add %6279, %6281 overflow<nsw, nuw> : i64
    %6283 = llvm.add %6282, %6275 overflow<nsw, nuw> : i64
    %6284 = llvm.getelementptr inbounds|nuw %6277[%6283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6285 = llvm.load %6284 : !llvm.ptr -> f32
    %6286 = llvm.extractvalue %6248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6287 = llvm.mlir.constant(8 : index) : i64
    %6288 = llvm.mul %6271, %6287 overflow<nsw, nuw> : i64
    %6289 = llvm.add %6288, %6273 overflow<nsw, nuw> : i64
    %6290 = llvm.add %6289, %28 overflow<nsw, nuw> : i64
    %6291 = llvm.getelementptr inbounds|nuw %6286[%6290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6292 = llvm.load %6291 : !llvm.ptr -> f32
    %6293 = llvm.fadd %6285, %6292 : f32
    %6294 = llvm.extractvalue %6248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6295 = llvm.mlir.constant(8 : index) : i64
    %6296 = llvm.mul %6271, %6295 overflow<nsw, nuw> : i64
    %6297 = llvm.add %6296, %6273 overflow<nsw, nuw> : i64
    %6298 = llvm.add %6297, %28 overflow<nsw, nuw> : i64
    %6299 = llvm.getelementptr inbounds|nuw %6294[%6298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6293, %6299 : f32, !llvm.ptr
    %6300 = llvm.add %6275, %17 : i64
    llvm.br ^bb950(%6300 : i64)
  ^bb952:  // pred: ^bb950
    %6301 = llvm.add %6273, %17 : i64
    llvm.br ^bb948(%6301 : i64)
  ^bb953:  // pred: ^bb948
    %6302 = llvm.add %6271, %17 : i64
    llvm.br ^bb946(%6302 : i64)
  ^bb954:  // pred: ^bb946
    %6303 = llvm.mlir.constant(1 : index) : i64
    %6304 = llvm.mlir.constant(8 : index) : i64
    %6305 = llvm.mlir.constant(32 : index) : i64
    %6306 = llvm.mlir.constant(1 : index) : i64
    %6307 = llvm.mlir.constant(256 : index) : i64
    %6308 = llvm.mlir.constant(256 : index) : i64
    %6309 = llvm.mlir.zero : !llvm.ptr
    %6310 = llvm.getelementptr %6309[%6308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6311 = llvm.ptrtoint %6310 : !llvm.ptr to i64
    %6312 = llvm.mlir.constant(64 : index) : i64
    %6313 = llvm.add %6311, %6312 : i64
    %6314 = llvm.call @malloc(%6313) : (i64) -> !llvm.ptr
    %6315 = llvm.ptrtoint %6314 : !llvm.ptr to i64
    %6316 = llvm.mlir.constant(1 : index) : i64
    %6317 = llvm.sub %6312, %6316 : i64
    %6318 = llvm.add %6315, %6317 : i64
    %6319 = llvm.urem %6318, %6312 : i64
    %6320 = llvm.sub %6318, %6319 : i64
    %6321 = llvm.inttoptr %6320 : i64 to !llvm.ptr
    %6322 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6323 = llvm.insertvalue %6314, %6322[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6324 = llvm.insertvalue %6321, %6323[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6325 = llvm.mlir.constant(0 : index) : i64
    %6326 = llvm.insertvalue %6325, %6324[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6327 = llvm.insertvalue %6303, %6326[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6328 = llvm.insertvalue %6304, %6327[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6329 = llvm.insertvalue %6305, %6328[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6330 = llvm.insertvalue %6307, %6329[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6331 = llvm.insertvalue %6305, %6330[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6332 = llvm.insertvalue %6306, %6331[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb955(%28 : i64)
  ^bb955(%6333: i64):  // 2 preds: ^bb954, ^bb962
    %6334 = llvm.icmp "slt" %6333, %17 : i64
    llvm.cond_br %6334, ^bb956, ^bb963
  ^bb956:  // pred: ^bb955
    llvm.br ^bb957(%28 : i64)
  ^bb957(%6335: i64):  // 2 preds: ^bb956, ^bb961
    %6336 = llvm.icmp "slt" %6335, %16 : i64
    llvm.cond_br %6336, ^bb958, ^bb962
  ^bb958:  // pred: ^bb957
    llvm.br ^bb959(%28 : i64)
  ^bb959(%6337: i64):  // 2 preds: ^bb958, ^bb960
    %6338 = llvm.icmp "slt" %6337, %15 : i64
    llvm.cond_br %6338, ^bb960, ^bb961
  ^bb960:  // pred: ^bb959
    %6339 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6340 = llvm.mlir.constant(256 : index) : i64
    %6341 = llvm.mul %6333, %6340 overflow<nsw, nuw> : i64
    %6342 = llvm.mlir.constant(32 : index) : i64
    %6343 = llvm.mul %6335, %6342 overflow<nsw, nuw> : i64
    %6344 = llvm.add %6341, %6343 overflow<nsw, nuw> : i64
    %6345 = llvm.add %6344, %6337 overflow<nsw, nuw> : i64
    %6346 = llvm.getelementptr inbounds|nuw %6339[%6345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6347 = llvm.load %6346 : !llvm.ptr -> f32
    %6348 = llvm.extractvalue %6248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6349 = llvm.mlir.constant(8 : index) : i64
    %6350 = llvm.mul %6333, %6349 overflow<nsw, nuw> : i64
    %6351 = llvm.add %6350, %6335 overflow<nsw, nuw> : i64
    %6352 = llvm.add %6351, %28 overflow<nsw, nuw> : i64
    %6353 = llvm.getelementptr inbounds|nuw %6348[%6352] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6354 = llvm.load %6353 : !llvm.ptr -> f32
    %6355 = llvm.extractvalue %6155[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6356 = llvm.mlir.constant(8 : index) : i64
    %6357 = llvm.mul %6333, %6356 overflow<nsw, nuw> : i64
    %6358 = llvm.add %6357, %6335 overflow<nsw, nuw> : i64
    %6359 = llvm.add %6358, %28 overflow<nsw, nuw> : i64
    %6360 = llvm.getelementptr inbounds|nuw %6355[%6359] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6361 = llvm.load %6360 : !llvm.ptr -> f64
    %6362 = llvm.extractvalue %65[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6363 = llvm.getelementptr inbounds|nuw %6362[%6337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6364 = llvm.load %6363 : !llvm.ptr -> f32
    %6365 = llvm.extractvalue %49[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6366 = llvm.getelementptr inbounds|nuw %6365[%6337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6367 = llvm.load %6366 : !llvm.ptr -> f32
    %6368 = llvm.fdiv %6361, %22 : f64
    %6369 = llvm.fptrunc %6368 : f64 to f32
    %6370 = llvm.fptrunc %23 : f64 to f32
    %6371 = llvm.fadd %6369, %6370 : f32
    %6372 = llvm.intr.sqrt(%6371) : (f32) -> f32
    %6373 = llvm.fdiv %18, %6372 : f32
    %6374 = llvm.fdiv %6354, %21 : f32
    %6375 = llvm.fsub %6347, %6374 : f32
    %6376 = llvm.fmul %6375, %6373 : f32
    %6377 = llvm.fmul %6376, %6364 : f32
    %6378 = llvm.fadd %6377, %6367 : f32
    %6379 = llvm.extractvalue %6332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6380 = llvm.mlir.constant(256 : index) : i64
    %6381 = llvm.mul %6333, %6380 overflow<nsw, nuw> : i64
    %6382 = llvm.mlir.constant(32 : index) : i64
    %6383 = llvm.mul %6335, %6382 overflow<nsw, nuw> : i64
    %6384 = llvm.add %6381, %6383 overflow<nsw, nuw> : i64
    %6385 = llvm.add %6384, %6337 overflow<nsw, nuw> : i64
    %6386 = llvm.getelementptr inbounds|nuw %6379[%6385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6378, %6386 : f32, !llvm.ptr
    %6387 = llvm.add %6337, %17 : i64
    llvm.br ^bb959(%6387 : i64)
  ^bb961:  // pred: ^bb959
    %6388 = llvm.add %6335, %17 : i64
    llvm.br ^bb957(%6388 : i64)
  ^bb962:  // pred: ^bb957
    %6389 = llvm.add %6333, %17 : i64
    llvm.br ^bb955(%6389 : i64)
  ^bb963:  // pred: ^bb955
    %6390 = llvm.extractvalue %543[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6390) : (!llvm.ptr) -> ()
    %6391 = llvm.extractvalue %593[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6391) : (!llvm.ptr) -> ()
    %6392 = llvm.extractvalue %675[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6392) : (!llvm.ptr) -> ()
    %6393 = llvm.extractvalue %717[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6393) : (!llvm.ptr) -> ()
    %6394 = llvm.extractvalue %743[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6394) : (!llvm.ptr) -> ()
    %6395 = llvm.extractvalue %816[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6395) : (!llvm.ptr) -> ()
    %6396 = llvm.extractvalue %908[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6396) : (!llvm.ptr) -> ()
    %6397 = llvm.extractvalue %960[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6397) : (!llvm.ptr) -> ()
    %6398 = llvm.extractvalue %993[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6398) : (!llvm.ptr) -> ()
    %6399 = llvm.extractvalue %1015[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6399) : (!llvm.ptr) -> ()
    %6400 = llvm.extractvalue %1028[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%6400) : (!llvm.ptr) -> ()
    %6401 = llvm.extractvalue %1147[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6401) : (!llvm.ptr) -> ()
    %6402 = llvm.extractvalue %1256[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6402) : (!llvm.ptr) -> ()
    %6403 = llvm.extractvalue %1312[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6403) : (!llvm.ptr) -> ()
    %6404 = llvm.extractvalue %1356[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6404) : (!llvm.ptr) -> ()
    %6405 = llvm.extractvalue %1439[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6405) : (!llvm.ptr) -> ()
    %6406 = llvm.extractvalue %1532[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6406) : (!llvm.ptr) -> ()
    %6407 = llvm.extractvalue %1576[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6407) : (!llvm.ptr) -> ()
    %6408 = llvm.extractvalue %1656[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6408) : (!llvm.ptr) -> ()
    %6409 = llvm.extractvalue %1716[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6409) : (!llvm.ptr) -> ()
    %6410 = llvm.extractvalue %1849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6410) : (!llvm.ptr) -> ()
    %6411 = llvm.extractvalue %1978[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6411) : (!llvm.ptr) -> ()
    %6412 = llvm.extractvalue %2052[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6412) : (!llvm.ptr) -> ()
    %6413 = llvm.extractvalue %2187[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6413) : (!llvm.ptr) -> ()
    %6414 = llvm.extractvalue %2266[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6414) : (!llvm.ptr) -> ()
    %6415 = llvm.extractvalue %2366[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6415) : (!llvm.ptr) -> ()
    %6416 = llvm.extractvalue %2481[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6416) : (!llvm.ptr) -> ()
    %6417 = llvm.extractvalue %2562[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6417) : (!llvm.ptr) -> ()
    %6418 = llvm.extractvalue %2616[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6418) : (!llvm.ptr) -> ()
    %6419 = llvm.extractvalue %2721[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6419) : (!llvm.ptr) -> ()
    %6420 = llvm.extractvalue %2795[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6420) : (!llvm.ptr) -> ()
    %6421 = llvm.extractvalue %2933[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6421) : (!llvm.ptr) -> ()
    %6422 = llvm.extractvalue %3012[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6422) : (!llvm.ptr) -> ()
    %6423 = llvm.extractvalue %3123[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6423) : (!llvm.ptr) -> ()
    %6424 = llvm.extractvalue %3193[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6424) : (!llvm.ptr) -> ()
    %6425 = llvm.extractvalue %3249[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6425) : (!llvm.ptr) -> ()
    %6426 = llvm.extractvalue %3332[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6426) : (!llvm.ptr) -> ()
    %6427 = llvm.extractvalue %3425[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6427) : (!llvm.ptr) -> ()
    %6428 = llvm.extractvalue %3505[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6428) : (!llvm.ptr) -> ()
    %6429 = llvm.extractvalue %3565[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6429) : (!llvm.ptr) -> ()
    %6430 = llvm.extractvalue %3698[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6430) : (!llvm.ptr) -> ()
    %6431 = llvm.extractvalue %3826[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6431) : (!llvm.ptr) -> ()
    %6432 = llvm.extractvalue %3896[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6432) : (!llvm.ptr) -> ()
    %6433 = llvm.extractvalue %3952[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6433) : (!llvm.ptr) -> ()
    %6434 = llvm.extractvalue %4035[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6434) : (!llvm.ptr) -> ()
    %6435 = llvm.extractvalue %4128[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6435) : (!llvm.ptr) -> ()
    %6436 = llvm.extractvalue %4212[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6436) : (!llvm.ptr) -> ()
    %6437 = llvm.extractvalue %4345[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6437) : (!llvm.ptr) -> ()
    %6438 = llvm.extractvalue %4478[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6438) : (!llvm.ptr) -> ()
    %6439 = llvm.extractvalue %4613[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6439) : (!llvm.ptr) -> ()
    %6440 = llvm.extractvalue %4722[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6440) : (!llvm.ptr) -> ()
    %6441 = llvm.extractvalue %4837[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6441) : (!llvm.ptr) -> ()
    %6442 = llvm.extractvalue %4918[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6442) : (!llvm.ptr) -> ()
    %6443 = llvm.extractvalue %5027[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6443) : (!llvm.ptr) -> ()
    %6444 = llvm.extractvalue %5188[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6444) : (!llvm.ptr) -> ()
    %6445 = llvm.extractvalue %5299[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6445) : (!llvm.ptr) -> ()
    %6446 = llvm.extractvalue %5369[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6446) : (!llvm.ptr) -> ()
    %6447 = llvm.extractvalue %5425[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6447) : (!llvm.ptr) -> ()
    %6448 = llvm.extractvalue %5508[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6448) : (!llvm.ptr) -> ()
    %6449 = llvm.extractvalue %5601[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6449) : (!llvm.ptr) -> ()
    %6450 = llvm.extractvalue %5685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6450) : (!llvm.ptr) -> ()
    %6451 = llvm.extractvalue %5818[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6451) : (!llvm.ptr) -> ()
    %6452 = llvm.extractvalue %5946[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6452) : (!llvm.ptr) -> ()
    %6453 = llvm.extractvalue %6016[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6453) : (!llvm.ptr) -> ()
    %6454 = llvm.extractvalue %6072[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6454) : (!llvm.ptr) -> ()
    %6455 = llvm.extractvalue %6155[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6455) : (!llvm.ptr) -> ()
    %6456 = llvm.extractvalue %6248[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6456) : (!llvm.ptr) -> ()
    llvm.return %6332 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d linalg_on_tensors_mlir=220d419f06b2
