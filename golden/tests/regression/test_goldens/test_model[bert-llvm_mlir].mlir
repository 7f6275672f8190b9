module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_1x64xi64_32(dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1 x array<64 x i64>>
  llvm.mlir.global private constant @__constant_1x64xi64(dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1 x array<64 x i64>>
  llvm.mlir.global private constant @__constant_128x32xf32(dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<128 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_2x32xf32(dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64x32xf32_31(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_30(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_29(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_28(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_27(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_26(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_25(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_24(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_23(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_22(dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_21(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_20(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_19(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_18(dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64xf32_17(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_32x64xf32_16(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_15(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_14(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_12(dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_11(dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_10(dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_9(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_8(dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_7(dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_6(dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_5(dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_3(dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_32x64xf32(dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)> {
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
    %10 = llvm.mlir.constant(3.750000e+00 : f32) : f32
    %11 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %12 = llvm.mlir.constant(8.000000e-01 : f32) : f32
    %13 = llvm.mlir.constant(0.0821908935 : f32) : f32
    %14 = llvm.mlir.constant(-0.583389878 : f32) : f32
    %15 = llvm.mlir.constant(1.62705934 : f32) : f32
    %16 = llvm.mlir.constant(-2.0606916 : f32) : f32
    %17 = llvm.mlir.constant(0.0572442785 : f32) : f32
    %18 = llvm.mlir.constant(-0.0883462652 : f32) : f32
    %19 = llvm.mlir.constant(0.448369086 : f32) : f32
    %20 = llvm.mlir.constant(-3.276070e-01 : f32) : f32
    %21 = llvm.mlir.constant(0.0739796459 : f32) : f32
    %22 = llvm.mlir.constant(-0.131808966 : f32) : f32
    %23 = llvm.mlir.constant(0.519230127 : f32) : f32
    %24 = llvm.mlir.constant(-0.463513821 : f32) : f32
    %25 = llvm.mlir.constant(-1.71048032E-5 : f32) : f32
    %26 = llvm.mlir.constant(2.53447099E-4 : f32) : f32
    %27 = llvm.mlir.constant(-0.00141373626 : f32) : f32
    %28 = llvm.mlir.constant(0.00351961935 : f32) : f32
    %29 = llvm.mlir.constant(-0.00330093061 : f32) : f32
    %30 = llvm.mlir.constant(0.0370645523 : f32) : f32
    %31 = llvm.mlir.constant(0.118407398 : f32) : f32
    %32 = llvm.mlir.constant(-0.364721417 : f32) : f32
    %33 = llvm.mlir.constant(1.12750685 : f32) : f32
    %34 = llvm.mlir.constant(0.0258146804 : f32) : f32
    %35 = llvm.mlir.constant(0.209741712 : f32) : f32
    %36 = llvm.mlir.constant(-0.523018539 : f32) : f32
    %37 = llvm.mlir.constant(1.12837911 : f32) : f32
    %38 = llvm.mlir.constant(64 : index) : i64
    %39 = llvm.mlir.constant(16 : index) : i64
    %40 = llvm.mlir.constant(2 : index) : i64
    %41 = llvm.mlir.constant(32 : index) : i64
    %42 = llvm.mlir.constant(8 : index) : i64
    %43 = llvm.mlir.constant(1 : index) : i64
    %44 = llvm.mlir.constant(0 : index) : i64
    %45 = llvm.mlir.constant(1.41421354 : f32) : f32
    %46 = llvm.mlir.constant(4.000000e+00 : f32) : f32
    %47 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %48 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %49 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
    %50 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %51 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %52 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %53 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %54 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %55 = llvm.mlir.constant(32 : index) : i64
    %56 = llvm.mlir.constant(1 : index) : i64
    %57 = llvm.mlir.zero : !llvm.ptr
    %58 = llvm.getelementptr %57[%55] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %59 = llvm.ptrtoint %58 : !llvm.ptr to i64
    %60 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %61 = llvm.getelementptr %60[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %62 = llvm.mlir.constant(3735928559 : index) : i64
    %63 = llvm.inttoptr %62 : i64 to !llvm.ptr
    %64 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %65 = llvm.insertvalue %63, %64[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %66 = llvm.insertvalue %61, %65[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.mlir.constant(0 : index) : i64
    %68 = llvm.insertvalue %67, %66[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %69 = llvm.insertvalue %55, %68[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %70 = llvm.insertvalue %56, %69[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.mlir.constant(32 : index) : i64
    %72 = llvm.mlir.constant(32 : index) : i64
    %73 = llvm.mlir.constant(1 : index) : i64
    %74 = llvm.mlir.constant(1024 : index) : i64
    %75 = llvm.mlir.zero : !llvm.ptr
    %76 = llvm.getelementptr %75[%74] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %77 = llvm.ptrtoint %76 : !llvm.ptr to i64
    %78 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %79 = llvm.getelementptr %78[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %80 = llvm.mlir.constant(3735928559 : index) : i64
    %81 = llvm.inttoptr %80 : i64 to !llvm.ptr
    %82 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %83 = llvm.insertvalue %81, %82[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %84 = llvm.insertvalue %79, %83[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = llvm.mlir.constant(0 : index) : i64
    %86 = llvm.insertvalue %85, %84[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.insertvalue %71, %86[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %88 = llvm.insertvalue %72, %87[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %72, %88[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.insertvalue %73, %89[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.mlir.constant(32 : index) : i64
    %92 = llvm.mlir.constant(1 : index) : i64
    %93 = llvm.mlir.zero : !llvm.ptr
    %94 = llvm.getelementptr %93[%91] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %95 = llvm.ptrtoint %94 : !llvm.ptr to i64
    %96 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %97 = llvm.getelementptr %96[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %98 = llvm.mlir.constant(3735928559 : index) : i64
    %99 = llvm.inttoptr %98 : i64 to !llvm.ptr
    %100 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %101 = llvm.insertvalue %99, %100[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %102 = llvm.insertvalue %97, %101[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = llvm.mlir.constant(0 : index) : i64
    %104 = llvm.insertvalue %103, %102[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %105 = llvm.insertvalue %91, %104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %106 = llvm.insertvalue %92, %105[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.mlir.constant(32 : index) : i64
    %108 = llvm.mlir.constant(1 : index) : i64
    %109 = llvm.mlir.zero : !llvm.ptr
    %110 = llvm.getelementptr %109[%107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %111 = llvm.ptrtoint %110 : !llvm.ptr to i64
    %112 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %113 = llvm.getelementptr %112[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %114 = llvm.mlir.constant(3735928559 : index) : i64
    %115 = llvm.inttoptr %114 : i64 to !llvm.ptr
    %116 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %117 = llvm.insertvalue %115, %116[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %118 = llvm.insertvalue %113, %117[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %119 = llvm.mlir.constant(0 : index) : i64
    %120 = llvm.insertvalue %119, %118[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %121 = llvm.insertvalue %107, %120[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %122 = llvm.insertvalue %108, %121[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %123 = llvm.mlir.constant(32 : index) : i64
    %124 = llvm.mlir.constant(1 : index) : i64
    %125 = llvm.mlir.zero : !llvm.ptr
    %126 = llvm.getelementptr %125[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %127 = llvm.ptrtoint %126 : !llvm.ptr to i64
    %128 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %129 = llvm.getelementptr %128[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %130 = llvm.mlir.constant(3735928559 : index) : i64
    %131 = llvm.inttoptr %130 : i64 to !llvm.ptr
    %132 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %133 = llvm.insertvalue %131, %132[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.insertvalue %129, %133[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %135 = llvm.mlir.constant(0 : index) : i64
    %136 = llvm.insertvalue %135, %134[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %137 = llvm.insertvalue %123, %136[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %138 = llvm.insertvalue %124, %137[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %139 = llvm.mlir.constant(32 : index) : i64
    %140 = llvm.mlir.constant(64 : index) : i64
    %141 = llvm.mlir.constant(1 : index) : i64
    %142 = llvm.mlir.constant(2048 : index) : i64
    %143 = llvm.mlir.zero : !llvm.ptr
    %144 = llvm.getelementptr %143[%142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %145 = llvm.ptrtoint %144 : !llvm.ptr to i64
    %146 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %147 = llvm.getelementptr %146[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
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
    %159 = llvm.mlir.constant(64 : index) : i64
    %160 = llvm.mlir.constant(1 : index) : i64
    %161 = llvm.mlir.zero : !llvm.ptr
    %162 = llvm.getelementptr %161[%159] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %163 = llvm.ptrtoint %162 : !llvm.ptr to i64
    %164 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
    %165 = llvm.getelementptr %164[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %166 = llvm.mlir.constant(3735928559 : index) : i64
    %167 = llvm.inttoptr %166 : i64 to !llvm.ptr
    %168 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %169 = llvm.insertvalue %167, %168[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %170 = llvm.insertvalue %165, %169[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %171 = llvm.mlir.constant(0 : index) : i64
    %172 = llvm.insertvalue %171, %170[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %173 = llvm.insertvalue %159, %172[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %174 = llvm.insertvalue %160, %173[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %175 = llvm.mlir.constant(64 : index) : i64
    %176 = llvm.mlir.constant(32 : index) : i64
    %177 = llvm.mlir.constant(1 : index) : i64
    %178 = llvm.mlir.constant(2048 : index) : i64
    %179 = llvm.mlir.zero : !llvm.ptr
    %180 = llvm.getelementptr %179[%178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %181 = llvm.ptrtoint %180 : !llvm.ptr to i64
    %182 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %183 = llvm.getelementptr %182[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %184 = llvm.mlir.constant(3735928559 : index) : i64
    %185 = llvm.inttoptr %184 : i64 to !llvm.ptr
    %186 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %187 = llvm.insertvalue %185, %186[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %188 = llvm.insertvalue %183, %187[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %189 = llvm.mlir.constant(0 : index) : i64
    %190 = llvm.insertvalue %189, %188[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.insertvalue %175, %190[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %192 = llvm.insertvalue %176, %191[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %176, %192[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.insertvalue %177, %193[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.mlir.constant(32 : index) : i64
    %196 = llvm.mlir.constant(1 : index) : i64
    %197 = llvm.mlir.zero : !llvm.ptr
    %198 = llvm.getelementptr %197[%195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %199 = llvm.ptrtoint %198 : !llvm.ptr to i64
    %200 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %201 = llvm.getelementptr %200[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %202 = llvm.mlir.constant(3735928559 : index) : i64
    %203 = llvm.inttoptr %202 : i64 to !llvm.ptr
    %204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %205 = llvm.insertvalue %203, %204[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %206 = llvm.insertvalue %201, %205[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %207 = llvm.mlir.constant(0 : index) : i64
    %208 = llvm.insertvalue %207, %206[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %209 = llvm.insertvalue %195, %208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %210 = llvm.insertvalue %196, %209[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.mlir.constant(32 : index) : i64
    %212 = llvm.mlir.constant(1 : index) : i64
    %213 = llvm.mlir.zero : !llvm.ptr
    %214 = llvm.getelementptr %213[%211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %215 = llvm.ptrtoint %214 : !llvm.ptr to i64
    %216 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %217 = llvm.getelementptr %216[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %218 = llvm.mlir.constant(3735928559 : index) : i64
    %219 = llvm.inttoptr %218 : i64 to !llvm.ptr
    %220 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %221 = llvm.insertvalue %219, %220[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %222 = llvm.insertvalue %217, %221[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %223 = llvm.mlir.constant(0 : index) : i64
    %224 = llvm.insertvalue %223, %222[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %225 = llvm.insertvalue %211, %224[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %226 = llvm.insertvalue %212, %225[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %227 = llvm.mlir.constant(32 : index) : i64
    %228 = llvm.mlir.constant(1 : index) : i64
    %229 = llvm.mlir.zero : !llvm.ptr
    %230 = llvm.getelementptr %229[%227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %231 = llvm.ptrtoint %230 : !llvm.ptr to i64
    %232 = llvm.mlir.addressof @__constant_32xf32_5 : !llvm.ptr
    %233 = llvm.getelementptr %232[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %234 = llvm.mlir.constant(3735928559 : index) : i64
    %235 = llvm.inttoptr %234 : i64 to !llvm.ptr
    %236 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %237 = llvm.insertvalue %235, %236[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %238 = llvm.insertvalue %233, %237[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %239 = llvm.mlir.constant(0 : index) : i64
    %240 = llvm.insertvalue %239, %238[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %241 = llvm.insertvalue %227, %240[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %242 = llvm.insertvalue %228, %241[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %243 = llvm.mlir.constant(32 : index) : i64
    %244 = llvm.mlir.constant(32 : index) : i64
    %245 = llvm.mlir.constant(1 : index) : i64
    %246 = llvm.mlir.constant(1024 : index) : i64
    %247 = llvm.mlir.zero : !llvm.ptr
    %248 = llvm.getelementptr %247[%246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %249 = llvm.ptrtoint %248 : !llvm.ptr to i64
    %250 = llvm.mlir.addressof @__constant_32x32xf32_6 : !llvm.ptr
    %251 = llvm.getelementptr %250[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %252 = llvm.mlir.constant(3735928559 : index) : i64
    %253 = llvm.inttoptr %252 : i64 to !llvm.ptr
    %254 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %255 = llvm.insertvalue %253, %254[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %256 = llvm.insertvalue %251, %255[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %257 = llvm.mlir.constant(0 : index) : i64
    %258 = llvm.insertvalue %257, %256[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %259 = llvm.insertvalue %243, %258[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %260 = llvm.insertvalue %244, %259[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %261 = llvm.insertvalue %244, %260[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %262 = llvm.insertvalue %245, %261[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %263 = llvm.mlir.constant(32 : index) : i64
    %264 = llvm.mlir.constant(1 : index) : i64
    %265 = llvm.mlir.zero : !llvm.ptr
    %266 = llvm.getelementptr %265[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %267 = llvm.ptrtoint %266 : !llvm.ptr to i64
    %268 = llvm.mlir.addressof @__constant_32xf32_7 : !llvm.ptr
    %269 = llvm.getelementptr %268[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %270 = llvm.mlir.constant(3735928559 : index) : i64
    %271 = llvm.inttoptr %270 : i64 to !llvm.ptr
    %272 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %273 = llvm.insertvalue %271, %272[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %274 = llvm.insertvalue %269, %273[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %275 = llvm.mlir.constant(0 : index) : i64
    %276 = llvm.insertvalue %275, %274[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %277 = llvm.insertvalue %263, %276[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %278 = llvm.insertvalue %264, %277[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %279 = llvm.mlir.constant(32 : index) : i64
    %280 = llvm.mlir.constant(32 : index) : i64
    %281 = llvm.mlir.constant(1 : index) : i64
    %282 = llvm.mlir.constant(1024 : index) : i64
    %283 = llvm.mlir.zero : !llvm.ptr
    %284 = llvm.getelementptr %283[%282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %285 = llvm.ptrtoint %284 : !llvm.ptr to i64
    %286 = llvm.mlir.addressof @__constant_32x32xf32_8 : !llvm.ptr
    %287 = llvm.getelementptr %286[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %288 = llvm.mlir.constant(3735928559 : index) : i64
    %289 = llvm.inttoptr %288 : i64 to !llvm.ptr
    %290 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %291 = llvm.insertvalue %289, %290[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %292 = llvm.insertvalue %287, %291[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %293 = llvm.mlir.constant(0 : index) : i64
    %294 = llvm.insertvalue %293, %292[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %295 = llvm.insertvalue %279, %294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %296 = llvm.insertvalue %280, %295[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %297 = llvm.insertvalue %280, %296[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %298 = llvm.insertvalue %281, %297[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %299 = llvm.mlir.constant(32 : index) : i64
    %300 = llvm.mlir.constant(1 : index) : i64
    %301 = llvm.mlir.zero : !llvm.ptr
    %302 = llvm.getelementptr %301[%299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %303 = llvm.ptrtoint %302 : !llvm.ptr to i64
    %304 = llvm.mlir.addressof @__constant_32xf32_9 : !llvm.ptr
    %305 = llvm.getelementptr %304[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %306 = llvm.mlir.constant(3735928559 : index) : i64
    %307 = llvm.inttoptr %306 : i64 to !llvm.ptr
    %308 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %309 = llvm.insertvalue %307, %308[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %310 = llvm.insertvalue %305, %309[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %311 = llvm.mlir.constant(0 : index) : i64
    %312 = llvm.insertvalue %311, %310[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %313 = llvm.insertvalue %299, %312[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %314 = llvm.insertvalue %300, %313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %315 = llvm.mlir.constant(32 : index) : i64
    %316 = llvm.mlir.constant(32 : index) : i64
    %317 = llvm.mlir.constant(1 : index) : i64
    %318 = llvm.mlir.constant(1024 : index) : i64
    %319 = llvm.mlir.zero : !llvm.ptr
    %320 = llvm.getelementptr %319[%318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %321 = llvm.ptrtoint %320 : !llvm.ptr to i64
    %322 = llvm.mlir.addressof @__constant_32x32xf32_10 : !llvm.ptr
    %323 = llvm.getelementptr %322[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %324 = llvm.mlir.constant(3735928559 : index) : i64
    %325 = llvm.inttoptr %324 : i64 to !llvm.ptr
    %326 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %327 = llvm.insertvalue %325, %326[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %328 = llvm.insertvalue %323, %327[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %329 = llvm.mlir.constant(0 : index) : i64
    %330 = llvm.insertvalue %329, %328[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %331 = llvm.insertvalue %315, %330[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %332 = llvm.insertvalue %316, %331[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %333 = llvm.insertvalue %316, %332[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %334 = llvm.insertvalue %317, %333[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %335 = llvm.mlir.constant(32 : index) : i64
    %336 = llvm.mlir.constant(1 : index) : i64
    %337 = llvm.mlir.zero : !llvm.ptr
    %338 = llvm.getelementptr %337[%335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %339 = llvm.ptrtoint %338 : !llvm.ptr to i64
    %340 = llvm.mlir.addressof @__constant_32xf32_11 : !llvm.ptr
    %341 = llvm.getelementptr %340[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %342 = llvm.mlir.constant(3735928559 : index) : i64
    %343 = llvm.inttoptr %342 : i64 to !llvm.ptr
    %344 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %345 = llvm.insertvalue %343, %344[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %346 = llvm.insertvalue %341, %345[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %347 = llvm.mlir.constant(0 : index) : i64
    %348 = llvm.insertvalue %347, %346[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %349 = llvm.insertvalue %335, %348[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %350 = llvm.insertvalue %336, %349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
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
    %387 = llvm.mlir.constant(32 : index) : i64
    %388 = llvm.mlir.constant(1 : index) : i64
    %389 = llvm.mlir.zero : !llvm.ptr
    %390 = llvm.getelementptr %389[%387] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %391 = llvm.ptrtoint %390 : !llvm.ptr to i64
    %392 = llvm.mlir.addressof @__constant_32xf32_14 : !llvm.ptr
    %393 = llvm.getelementptr %392[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %394 = llvm.mlir.constant(3735928559 : index) : i64
    %395 = llvm.inttoptr %394 : i64 to !llvm.ptr
    %396 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %397 = llvm.insertvalue %395, %396[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %398 = llvm.insertvalue %393, %397[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %399 = llvm.mlir.constant(0 : index) : i64
    %400 = llvm.insertvalue %399, %398[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %401 = llvm.insertvalue %387, %400[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %402 = llvm.insertvalue %388, %401[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %403 = llvm.mlir.constant(32 : index) : i64
    %404 = llvm.mlir.constant(1 : index) : i64
    %405 = llvm.mlir.zero : !llvm.ptr
    %406 = llvm.getelementptr %405[%403] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %407 = llvm.ptrtoint %406 : !llvm.ptr to i64
    %408 = llvm.mlir.addressof @__constant_32xf32_15 : !llvm.ptr
    %409 = llvm.getelementptr %408[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %410 = llvm.mlir.constant(3735928559 : index) : i64
    %411 = llvm.inttoptr %410 : i64 to !llvm.ptr
    %412 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %413 = llvm.insertvalue %411, %412[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %414 = llvm.insertvalue %409, %413[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %415 = llvm.mlir.constant(0 : index) : i64
    %416 = llvm.insertvalue %415, %414[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %417 = llvm.insertvalue %403, %416[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %418 = llvm.insertvalue %404, %417[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %419 = llvm.mlir.constant(32 : index) : i64
    %420 = llvm.mlir.constant(64 : index) : i64
    %421 = llvm.mlir.constant(1 : index) : i64
    %422 = llvm.mlir.constant(2048 : index) : i64
    %423 = llvm.mlir.zero : !llvm.ptr
    %424 = llvm.getelementptr %423[%422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %425 = llvm.ptrtoint %424 : !llvm.ptr to i64
    %426 = llvm.mlir.addressof @__constant_32x64xf32_16 : !llvm.ptr
    %427 = llvm.getelementptr %426[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %428 = llvm.mlir.constant(3735928559 : index) : i64
    %429 = llvm.inttoptr %428 : i64 to !llvm.ptr
    %430 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %431 = llvm.insertvalue %429, %430[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %432 = llvm.insertvalue %427, %431[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %433 = llvm.mlir.constant(0 : index) : i64
    %434 = llvm.insertvalue %433, %432[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %435 = llvm.insertvalue %419, %434[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %436 = llvm.insertvalue %420, %435[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %437 = llvm.insertvalue %420, %436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %438 = llvm.insertvalue %421, %437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %439 = llvm.mlir.constant(64 : index) : i64
    %440 = llvm.mlir.constant(1 : index) : i64
    %441 = llvm.mlir.zero : !llvm.ptr
    %442 = llvm.getelementptr %441[%439] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %443 = llvm.ptrtoint %442 : !llvm.ptr to i64
    %444 = llvm.mlir.addressof @__constant_64xf32_17 : !llvm.ptr
    %445 = llvm.getelementptr %444[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %446 = llvm.mlir.constant(3735928559 : index) : i64
    %447 = llvm.inttoptr %446 : i64 to !llvm.ptr
    %448 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %449 = llvm.insertvalue %447, %448[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %450 = llvm.insertvalue %445, %449[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %451 = llvm.mlir.constant(0 : index) : i64
    %452 = llvm.insertvalue %451, %450[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %453 = llvm.insertvalue %439, %452[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %454 = llvm.insertvalue %440, %453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %455 = llvm.mlir.constant(64 : index) : i64
    %456 = llvm.mlir.constant(32 : index) : i64
    %457 = llvm.mlir.constant(1 : index) : i64
    %458 = llvm.mlir.constant(2048 : index) : i64
    %459 = llvm.mlir.zero : !llvm.ptr
    %460 = llvm.getelementptr %459[%458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %461 = llvm.ptrtoint %460 : !llvm.ptr to i64
    %462 = llvm.mlir.addressof @__constant_64x32xf32_18 : !llvm.ptr
    %463 = llvm.getelementptr %462[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %464 = llvm.mlir.constant(3735928559 : index) : i64
    %465 = llvm.inttoptr %464 : i64 to !llvm.ptr
    %466 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %467 = llvm.insertvalue %465, %466[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %468 = llvm.insertvalue %463, %467[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %469 = llvm.mlir.constant(0 : index) : i64
    %470 = llvm.insertvalue %469, %468[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %471 = llvm.insertvalue %455, %470[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %472 = llvm.insertvalue %456, %471[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %473 = llvm.insertvalue %456, %472[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %474 = llvm.insertvalue %457, %473[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %475 = llvm.mlir.constant(32 : index) : i64
    %476 = llvm.mlir.constant(1 : index) : i64
    %477 = llvm.mlir.zero : !llvm.ptr
    %478 = llvm.getelementptr %477[%475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %479 = llvm.ptrtoint %478 : !llvm.ptr to i64
    %480 = llvm.mlir.addressof @__constant_32xf32_19 : !llvm.ptr
    %481 = llvm.getelementptr %480[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %482 = llvm.mlir.constant(3735928559 : index) : i64
    %483 = llvm.inttoptr %482 : i64 to !llvm.ptr
    %484 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %485 = llvm.insertvalue %483, %484[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %486 = llvm.insertvalue %481, %485[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %487 = llvm.mlir.constant(0 : index) : i64
    %488 = llvm.insertvalue %487, %486[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %489 = llvm.insertvalue %475, %488[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %490 = llvm.insertvalue %476, %489[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %491 = llvm.mlir.constant(32 : index) : i64
    %492 = llvm.mlir.constant(1 : index) : i64
    %493 = llvm.mlir.zero : !llvm.ptr
    %494 = llvm.getelementptr %493[%491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %495 = llvm.ptrtoint %494 : !llvm.ptr to i64
    %496 = llvm.mlir.addressof @__constant_32xf32_20 : !llvm.ptr
    %497 = llvm.getelementptr %496[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %498 = llvm.mlir.constant(3735928559 : index) : i64
    %499 = llvm.inttoptr %498 : i64 to !llvm.ptr
    %500 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %501 = llvm.insertvalue %499, %500[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %502 = llvm.insertvalue %497, %501[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %503 = llvm.mlir.constant(0 : index) : i64
    %504 = llvm.insertvalue %503, %502[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %505 = llvm.insertvalue %491, %504[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %506 = llvm.insertvalue %492, %505[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %507 = llvm.mlir.constant(32 : index) : i64
    %508 = llvm.mlir.constant(1 : index) : i64
    %509 = llvm.mlir.zero : !llvm.ptr
    %510 = llvm.getelementptr %509[%507] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %511 = llvm.ptrtoint %510 : !llvm.ptr to i64
    %512 = llvm.mlir.addressof @__constant_32xf32_21 : !llvm.ptr
    %513 = llvm.getelementptr %512[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %514 = llvm.mlir.constant(3735928559 : index) : i64
    %515 = llvm.inttoptr %514 : i64 to !llvm.ptr
    %516 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %517 = llvm.insertvalue %515, %516[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %518 = llvm.insertvalue %513, %517[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %519 = llvm.mlir.constant(0 : index) : i64
    %520 = llvm.insertvalue %519, %518[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %521 = llvm.insertvalue %507, %520[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %522 = llvm.insertvalue %508, %521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %523 = llvm.mlir.constant(32 : index) : i64
    %524 = llvm.mlir.constant(32 : index) : i64
    %525 = llvm.mlir.constant(1 : index) : i64
    %526 = llvm.mlir.constant(1024 : index) : i64
    %527 = llvm.mlir.zero : !llvm.ptr
    %528 = llvm.getelementptr %527[%526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %529 = llvm.ptrtoint %528 : !llvm.ptr to i64
    %530 = llvm.mlir.addressof @__constant_32x32xf32_22 : !llvm.ptr
    %531 = llvm.getelementptr %530[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %532 = llvm.mlir.constant(3735928559 : index) : i64
    %533 = llvm.inttoptr %532 : i64 to !llvm.ptr
    %534 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %535 = llvm.insertvalue %533, %534[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %536 = llvm.insertvalue %531, %535[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %537 = llvm.mlir.constant(0 : index) : i64
    %538 = llvm.insertvalue %537, %536[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %539 = llvm.insertvalue %523, %538[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %540 = llvm.insertvalue %524, %539[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %541 = llvm.insertvalue %524, %540[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %542 = llvm.insertvalue %525, %541[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.mlir.constant(32 : index) : i64
    %544 = llvm.mlir.constant(1 : index) : i64
    %545 = llvm.mlir.zero : !llvm.ptr
    %546 = llvm.getelementptr %545[%543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %547 = llvm.ptrtoint %546 : !llvm.ptr to i64
    %548 = llvm.mlir.addressof @__constant_32xf32_23 : !llvm.ptr
    %549 = llvm.getelementptr %548[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %550 = llvm.mlir.constant(3735928559 : index) : i64
    %551 = llvm.inttoptr %550 : i64 to !llvm.ptr
    %552 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %553 = llvm.insertvalue %551, %552[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %554 = llvm.insertvalue %549, %553[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %555 = llvm.mlir.constant(0 : index) : i64
    %556 = llvm.insertvalue %555, %554[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %557 = llvm.insertvalue %543, %556[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %558 = llvm.insertvalue %544, %557[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %559 = llvm.mlir.constant(32 : index) : i64
    %560 = llvm.mlir.constant(32 : index) : i64
    %561 = llvm.mlir.constant(1 : index) : i64
    %562 = llvm.mlir.constant(1024 : index) : i64
    %563 = llvm.mlir.zero : !llvm.ptr
    %564 = llvm.getelementptr %563[%562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %565 = llvm.ptrtoint %564 : !llvm.ptr to i64
    %566 = llvm.mlir.addressof @__constant_32x32xf32_24 : !llvm.ptr
    %567 = llvm.getelementptr %566[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %568 = llvm.mlir.constant(3735928559 : index) : i64
    %569 = llvm.inttoptr %568 : i64 to !llvm.ptr
    %570 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %571 = llvm.insertvalue %569, %570[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %572 = llvm.insertvalue %567, %571[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %573 = llvm.mlir.constant(0 : index) : i64
    %574 = llvm.insertvalue %573, %572[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %575 = llvm.insertvalue %559, %574[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %576 = llvm.insertvalue %560, %575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %577 = llvm.insertvalue %560, %576[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %578 = llvm.insertvalue %561, %577[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %579 = llvm.mlir.constant(32 : index) : i64
    %580 = llvm.mlir.constant(1 : index) : i64
    %581 = llvm.mlir.zero : !llvm.ptr
    %582 = llvm.getelementptr %581[%579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %583 = llvm.ptrtoint %582 : !llvm.ptr to i64
    %584 = llvm.mlir.addressof @__constant_32xf32_25 : !llvm.ptr
    %585 = llvm.getelementptr %584[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %586 = llvm.mlir.constant(3735928559 : index) : i64
    %587 = llvm.inttoptr %586 : i64 to !llvm.ptr
    %588 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %589 = llvm.insertvalue %587, %588[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %590 = llvm.insertvalue %585, %589[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %591 = llvm.mlir.constant(0 : index) : i64
    %592 = llvm.insertvalue %591, %590[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %593 = llvm.insertvalue %579, %592[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %594 = llvm.insertvalue %580, %593[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %595 = llvm.mlir.constant(32 : index) : i64
    %596 = llvm.mlir.constant(32 : index) : i64
    %597 = llvm.mlir.constant(1 : index) : i64
    %598 = llvm.mlir.constant(1024 : index) : i64
    %599 = llvm.mlir.zero : !llvm.ptr
    %600 = llvm.getelementptr %599[%598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %601 = llvm.ptrtoint %600 : !llvm.ptr to i64
    %602 = llvm.mlir.addressof @__constant_32x32xf32_26 : !llvm.ptr
    %603 = llvm.getelementptr %602[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %604 = llvm.mlir.constant(3735928559 : index) : i64
    %605 = llvm.inttoptr %604 : i64 to !llvm.ptr
    %606 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %607 = llvm.insertvalue %605, %606[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %608 = llvm.insertvalue %603, %607[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %609 = llvm.mlir.constant(0 : index) : i64
    %610 = llvm.insertvalue %609, %608[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %611 = llvm.insertvalue %595, %610[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %612 = llvm.insertvalue %596, %611[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %613 = llvm.insertvalue %596, %612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %614 = llvm.insertvalue %597, %613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %615 = llvm.mlir.constant(32 : index) : i64
    %616 = llvm.mlir.constant(1 : index) : i64
    %617 = llvm.mlir.zero : !llvm.ptr
    %618 = llvm.getelementptr %617[%615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %619 = llvm.ptrtoint %618 : !llvm.ptr to i64
    %620 = llvm.mlir.addressof @__constant_32xf32_27 : !llvm.ptr
    %621 = llvm.getelementptr %620[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %622 = llvm.mlir.constant(3735928559 : index) : i64
    %623 = llvm.inttoptr %622 : i64 to !llvm.ptr
    %624 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %625 = llvm.insertvalue %623, %624[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %626 = llvm.insertvalue %621, %625[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %627 = llvm.mlir.constant(0 : index) : i64
    %628 = llvm.insertvalue %627, %626[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %629 = llvm.insertvalue %615, %628[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %630 = llvm.insertvalue %616, %629[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %631 = llvm.mlir.constant(32 : index) : i64
    %632 = llvm.mlir.constant(32 : index) : i64
    %633 = llvm.mlir.constant(1 : index) : i64
    %634 = llvm.mlir.constant(1024 : index) : i64
    %635 = llvm.mlir.zero : !llvm.ptr
    %636 = llvm.getelementptr %635[%634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %637 = llvm.ptrtoint %636 : !llvm.ptr to i64
    %638 = llvm.mlir.addressof @__constant_32x32xf32_28 : !llvm.ptr
    %639 = llvm.getelementptr %638[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %640 = llvm.mlir.constant(3735928559 : index) : i64
    %641 = llvm.inttoptr %640 : i64 to !llvm.ptr
    %642 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %643 = llvm.insertvalue %641, %642[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %644 = llvm.insertvalue %639, %643[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %645 = llvm.mlir.constant(0 : index) : i64
    %646 = llvm.insertvalue %645, %644[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %647 = llvm.insertvalue %631, %646[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %648 = llvm.insertvalue %632, %647[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %649 = llvm.insertvalue %632, %648[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %650 = llvm.insertvalue %633, %649[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %651 = llvm.mlir.constant(32 : index) : i64
    %652 = llvm.mlir.constant(1 : index) : i64
    %653 = llvm.mlir.zero : !llvm.ptr
    %654 = llvm.getelementptr %653[%651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %655 = llvm.ptrtoint %654 : !llvm.ptr to i64
    %656 = llvm.mlir.addressof @__constant_32xf32_29 : !llvm.ptr
    %657 = llvm.getelementptr %656[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %658 = llvm.mlir.constant(3735928559 : index) : i64
    %659 = llvm.inttoptr %658 : i64 to !llvm.ptr
    %660 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %661 = llvm.insertvalue %659, %660[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %662 = llvm.insertvalue %657, %661[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %663 = llvm.mlir.constant(0 : index) : i64
    %664 = llvm.insertvalue %663, %662[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %665 = llvm.insertvalue %651, %664[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %666 = llvm.insertvalue %652, %665[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %667 = llvm.mlir.constant(32 : index) : i64
    %668 = llvm.mlir.constant(1 : index) : i64
    %669 = llvm.mlir.zero : !llvm.ptr
    %670 = llvm.getelementptr %669[%667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %671 = llvm.ptrtoint %670 : !llvm.ptr to i64
    %672 = llvm.mlir.addressof @__constant_32xf32_30 : !llvm.ptr
    %673 = llvm.getelementptr %672[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %674 = llvm.mlir.constant(3735928559 : index) : i64
    %675 = llvm.inttoptr %674 : i64 to !llvm.ptr
    %676 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %677 = llvm.insertvalue %675, %676[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %678 = llvm.insertvalue %673, %677[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %679 = llvm.mlir.constant(0 : index) : i64
    %680 = llvm.insertvalue %679, %678[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %681 = llvm.insertvalue %667, %680[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %682 = llvm.insertvalue %668, %681[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %683 = llvm.mlir.constant(64 : index) : i64
    %684 = llvm.mlir.constant(32 : index) : i64
    %685 = llvm.mlir.constant(1 : index) : i64
    %686 = llvm.mlir.constant(2048 : index) : i64
    %687 = llvm.mlir.zero : !llvm.ptr
    %688 = llvm.getelementptr %687[%686] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %689 = llvm.ptrtoint %688 : !llvm.ptr to i64
    %690 = llvm.mlir.addressof @__constant_64x32xf32_31 : !llvm.ptr
    %691 = llvm.getelementptr %690[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %692 = llvm.mlir.constant(3735928559 : index) : i64
    %693 = llvm.inttoptr %692 : i64 to !llvm.ptr
    %694 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %695 = llvm.insertvalue %693, %694[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %696 = llvm.insertvalue %691, %695[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %697 = llvm.mlir.constant(0 : index) : i64
    %698 = llvm.insertvalue %697, %696[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %699 = llvm.insertvalue %683, %698[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %700 = llvm.insertvalue %684, %699[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %701 = llvm.insertvalue %684, %700[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %702 = llvm.insertvalue %685, %701[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %703 = llvm.mlir.constant(2 : index) : i64
    %704 = llvm.mlir.constant(32 : index) : i64
    %705 = llvm.mlir.constant(1 : index) : i64
    %706 = llvm.mlir.constant(64 : index) : i64
    %707 = llvm.mlir.zero : !llvm.ptr
    %708 = llvm.getelementptr %707[%706] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %709 = llvm.ptrtoint %708 : !llvm.ptr to i64
    %710 = llvm.mlir.addressof @__constant_2x32xf32 : !llvm.ptr
    %711 = llvm.getelementptr %710[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<32 x f32>>
    %712 = llvm.mlir.constant(3735928559 : index) : i64
    %713 = llvm.inttoptr %712 : i64 to !llvm.ptr
    %714 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %715 = llvm.insertvalue %713, %714[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %716 = llvm.insertvalue %711, %715[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %717 = llvm.mlir.constant(0 : index) : i64
    %718 = llvm.insertvalue %717, %716[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %719 = llvm.insertvalue %703, %718[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %720 = llvm.insertvalue %704, %719[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %721 = llvm.insertvalue %704, %720[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %722 = llvm.insertvalue %705, %721[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %723 = llvm.mlir.constant(128 : index) : i64
    %724 = llvm.mlir.constant(32 : index) : i64
    %725 = llvm.mlir.constant(1 : index) : i64
    %726 = llvm.mlir.constant(4096 : index) : i64
    %727 = llvm.mlir.zero : !llvm.ptr
    %728 = llvm.getelementptr %727[%726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %729 = llvm.ptrtoint %728 : !llvm.ptr to i64
    %730 = llvm.mlir.addressof @__constant_128x32xf32 : !llvm.ptr
    %731 = llvm.getelementptr %730[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<128 x array<32 x f32>>
    %732 = llvm.mlir.constant(3735928559 : index) : i64
    %733 = llvm.inttoptr %732 : i64 to !llvm.ptr
    %734 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %735 = llvm.insertvalue %733, %734[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %736 = llvm.insertvalue %731, %735[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %737 = llvm.mlir.constant(0 : index) : i64
    %738 = llvm.insertvalue %737, %736[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %739 = llvm.insertvalue %723, %738[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %740 = llvm.insertvalue %724, %739[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %741 = llvm.insertvalue %724, %740[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %742 = llvm.insertvalue %725, %741[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %743 = llvm.mlir.constant(1 : index) : i64
    %744 = llvm.mlir.constant(64 : index) : i64
    %745 = llvm.mlir.constant(1 : index) : i64
    %746 = llvm.mlir.constant(64 : index) : i64
    %747 = llvm.mlir.zero : !llvm.ptr
    %748 = llvm.getelementptr %747[%746] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %749 = llvm.ptrtoint %748 : !llvm.ptr to i64
    %750 = llvm.mlir.addressof @__constant_1x64xi64 : !llvm.ptr
    %751 = llvm.getelementptr %750[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<64 x i64>>
    %752 = llvm.mlir.constant(3735928559 : index) : i64
    %753 = llvm.inttoptr %752 : i64 to !llvm.ptr
    %754 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %755 = llvm.insertvalue %753, %754[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %756 = llvm.insertvalue %751, %755[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %757 = llvm.mlir.constant(0 : index) : i64
    %758 = llvm.insertvalue %757, %756[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %759 = llvm.insertvalue %743, %758[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %760 = llvm.insertvalue %744, %759[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %761 = llvm.insertvalue %744, %760[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %762 = llvm.insertvalue %745, %761[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %763 = llvm.mlir.constant(1 : index) : i64
    %764 = llvm.mlir.constant(64 : index) : i64
    %765 = llvm.mlir.constant(1 : index) : i64
    %766 = llvm.mlir.constant(64 : index) : i64
    %767 = llvm.mlir.zero : !llvm.ptr
    %768 = llvm.getelementptr %767[%766] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %769 = llvm.ptrtoint %768 : !llvm.ptr to i64
    %770 = llvm.mlir.addressof @__constant_1x64xi64_32 : !llvm.ptr
    %771 = llvm.getelementptr %770[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<64 x i64>>
    %772 = llvm.mlir.constant(3735928559 : index) : i64
    %773 = llvm.inttoptr %772 : i64 to !llvm.ptr
    %774 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %775 = llvm.insertvalue %773, %774[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %776 = llvm.insertvalue %771, %775[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %777 = llvm.mlir.constant(0 : index) : i64
    %778 = llvm.insertvalue %777, %776[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %779 = llvm.insertvalue %763, %778[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %780 = llvm.insertvalue %764, %779[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %781 = llvm.insertvalue %764, %780[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %782 = llvm.insertvalue %765, %781[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %783 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %784 = llvm.extractvalue %782[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %785 = llvm.extractvalue %782[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %786 = llvm.insertvalue %784, %783[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %787 = llvm.insertvalue %785, %786[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %788 = llvm.mlir.constant(0 : index) : i64
    %789 = llvm.insertvalue %788, %787[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %790 = llvm.mlir.constant(1 : index) : i64
    %791 = llvm.insertvalue %790, %789[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %792 = llvm.mlir.constant(64 : index) : i64
    %793 = llvm.insertvalue %792, %791[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %794 = llvm.mlir.constant(8 : index) : i64
    %795 = llvm.insertvalue %794, %793[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %796 = llvm.mlir.constant(1 : index) : i64
    %797 = llvm.insertvalue %796, %795[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %798 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %799 = llvm.extractvalue %762[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %800 = llvm.extractvalue %762[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %801 = llvm.insertvalue %799, %798[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %802 = llvm.insertvalue %800, %801[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %803 = llvm.mlir.constant(0 : index) : i64
    %804 = llvm.insertvalue %803, %802[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %805 = llvm.mlir.constant(1 : index) : i64
    %806 = llvm.insertvalue %805, %804[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %807 = llvm.mlir.constant(64 : index) : i64
    %808 = llvm.insertvalue %807, %806[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %809 = llvm.mlir.constant(8 : index) : i64
    %810 = llvm.insertvalue %809, %808[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %811 = llvm.mlir.constant(1 : index) : i64
    %812 = llvm.insertvalue %811, %810[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %813 = llvm.mlir.constant(1 : index) : i64
    %814 = llvm.mlir.constant(8 : index) : i64
    %815 = llvm.mlir.constant(32 : index) : i64
    %816 = llvm.mlir.constant(1 : index) : i64
    %817 = llvm.mlir.constant(256 : index) : i64
    %818 = llvm.mlir.constant(256 : index) : i64
    %819 = llvm.mlir.zero : !llvm.ptr
    %820 = llvm.getelementptr %819[%818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %821 = llvm.ptrtoint %820 : !llvm.ptr to i64
    %822 = llvm.mlir.constant(64 : index) : i64
    %823 = llvm.add %821, %822 : i64
    %824 = llvm.call @malloc(%823) : (i64) -> !llvm.ptr
    %825 = llvm.ptrtoint %824 : !llvm.ptr to i64
    %826 = llvm.mlir.constant(1 : index) : i64
    %827 = llvm.sub %822, %826 : i64
    %828 = llvm.add %825, %827 : i64
    %829 = llvm.urem %828, %822 : i64
    %830 = llvm.sub %828, %829 : i64
    %831 = llvm.inttoptr %830 : i64 to !llvm.ptr
    %832 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %833 = llvm.insertvalue %824, %832[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %834 = llvm.insertvalue %831, %833[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.mlir.constant(0 : index) : i64
    %836 = llvm.insertvalue %835, %834[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %837 = llvm.insertvalue %813, %836[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %838 = llvm.insertvalue %814, %837[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.insertvalue %815, %838[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %840 = llvm.insertvalue %817, %839[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %841 = llvm.insertvalue %815, %840[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %842 = llvm.insertvalue %816, %841[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%44 : i64)
  ^bb1(%843: i64):  // 2 preds: ^bb0, ^bb8
    %844 = llvm.icmp "slt" %843, %43 : i64
    llvm.cond_br %844, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%44 : i64)
  ^bb3(%845: i64):  // 2 preds: ^bb2, ^bb7
    %846 = llvm.icmp "slt" %845, %42 : i64
    llvm.cond_br %846, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%44 : i64)
  ^bb5(%847: i64):  // 2 preds: ^bb4, ^bb6
    %848 = llvm.icmp "slt" %847, %41 : i64
    llvm.cond_br %848, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %849 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %850 = llvm.mlir.constant(8 : index) : i64
    %851 = llvm.mul %843, %850 overflow<nsw, nuw> : i64
    %852 = llvm.add %851, %845 overflow<nsw, nuw> : i64
    %853 = llvm.getelementptr inbounds|nuw %849[%852] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %854 = llvm.load %853 : !llvm.ptr -> i64
    %855 = llvm.extractvalue %812[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %856 = llvm.mlir.constant(64 : index) : i64
    %857 = llvm.mul %843, %856 overflow<nsw, nuw> : i64
    %858 = llvm.add %857, %845 overflow<nsw, nuw> : i64
    %859 = llvm.getelementptr inbounds|nuw %855[%858] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %860 = llvm.load %859 : !llvm.ptr -> i64
    %861 = llvm.extractvalue %797[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %862 = llvm.mlir.constant(64 : index) : i64
    %863 = llvm.mul %843, %862 overflow<nsw, nuw> : i64
    %864 = llvm.add %863, %845 overflow<nsw, nuw> : i64
    %865 = llvm.getelementptr inbounds|nuw %861[%864] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %866 = llvm.load %865 : !llvm.ptr -> i64
    %867 = llvm.extractvalue %702[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %868 = llvm.mlir.constant(32 : index) : i64
    %869 = llvm.mul %866, %868 overflow<nsw, nuw> : i64
    %870 = llvm.add %869, %847 overflow<nsw, nuw> : i64
    %871 = llvm.getelementptr inbounds|nuw %867[%870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %872 = llvm.load %871 : !llvm.ptr -> f32
    %873 = llvm.extractvalue %722[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %874 = llvm.mlir.constant(32 : index) : i64
    %875 = llvm.mul %860, %874 overflow<nsw, nuw> : i64
    %876 = llvm.add %875, %847 overflow<nsw, nuw> : i64
    %877 = llvm.getelementptr inbounds|nuw %873[%876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %878 = llvm.load %877 : !llvm.ptr -> f32
    %879 = llvm.extractvalue %742[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %880 = llvm.mlir.constant(32 : index) : i64
    %881 = llvm.mul %854, %880 overflow<nsw, nuw> : i64
    %882 = llvm.add %881, %847 overflow<nsw, nuw> : i64
    %883 = llvm.getelementptr inbounds|nuw %879[%882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %884 = llvm.load %883 : !llvm.ptr -> f32
    %885 = llvm.fadd %884, %878 : f32
    %886 = llvm.fadd %885, %872 : f32
    %887 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %888 = llvm.mlir.constant(256 : index) : i64
    %889 = llvm.mul %843, %888 overflow<nsw, nuw> : i64
    %890 = llvm.mlir.constant(32 : index) : i64
    %891 = llvm.mul %845, %890 overflow<nsw, nuw> : i64
    %892 = llvm.add %889, %891 overflow<nsw, nuw> : i64
    %893 = llvm.add %892, %847 overflow<nsw, nuw> : i64
    %894 = llvm.getelementptr inbounds|nuw %887[%893] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %886, %894 : f32, !llvm.ptr
    %895 = llvm.add %847, %43 : i64
    llvm.br ^bb5(%895 : i64)
  ^bb7:  // pred: ^bb5
    %896 = llvm.add %845, %43 : i64
    llvm.br ^bb3(%896 : i64)
  ^bb8:  // pred: ^bb3
    %897 = llvm.add %843, %43 : i64
    llvm.br ^bb1(%897 : i64)
  ^bb9:  // pred: ^bb1
    %898 = llvm.mlir.constant(1 : index) : i64
    %899 = llvm.mlir.constant(8 : index) : i64
    %900 = llvm.mlir.constant(32 : index) : i64
    %901 = llvm.mlir.constant(1 : index) : i64
    %902 = llvm.mlir.constant(256 : index) : i64
    %903 = llvm.mlir.constant(256 : index) : i64
    %904 = llvm.mlir.zero : !llvm.ptr
    %905 = llvm.getelementptr %904[%903] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %917 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %918 = llvm.insertvalue %909, %917[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %919 = llvm.insertvalue %916, %918[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %920 = llvm.mlir.constant(0 : index) : i64
    %921 = llvm.insertvalue %920, %919[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %922 = llvm.insertvalue %898, %921[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %923 = llvm.insertvalue %899, %922[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %924 = llvm.insertvalue %900, %923[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %925 = llvm.insertvalue %902, %924[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %926 = llvm.insertvalue %900, %925[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %927 = llvm.insertvalue %901, %926[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb10(%44 : i64)
  ^bb10(%928: i64):  // 2 preds: ^bb9, ^bb17
    %929 = llvm.icmp "slt" %928, %43 : i64
    llvm.cond_br %929, ^bb11, ^bb18
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%44 : i64)
  ^bb12(%930: i64):  // 2 preds: ^bb11, ^bb16
    %931 = llvm.icmp "slt" %930, %42 : i64
    llvm.cond_br %931, ^bb13, ^bb17
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%44 : i64)
  ^bb14(%932: i64):  // 2 preds: ^bb13, ^bb15
    %933 = llvm.icmp "slt" %932, %41 : i64
    llvm.cond_br %933, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %934 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %935 = llvm.mlir.constant(256 : index) : i64
    %936 = llvm.mul %928, %935 overflow<nsw, nuw> : i64
    %937 = llvm.mlir.constant(32 : index) : i64
    %938 = llvm.mul %930, %937 overflow<nsw, nuw> : i64
    %939 = llvm.add %936, %938 overflow<nsw, nuw> : i64
    %940 = llvm.add %939, %932 overflow<nsw, nuw> : i64
    %941 = llvm.getelementptr inbounds|nuw %934[%940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %942 = llvm.load %941 : !llvm.ptr -> f32
    %943 = llvm.fpext %942 : f32 to f64
    %944 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %945 = llvm.mlir.constant(256 : index) : i64
    %946 = llvm.mul %928, %945 overflow<nsw, nuw> : i64
    %947 = llvm.mlir.constant(32 : index) : i64
    %948 = llvm.mul %930, %947 overflow<nsw, nuw> : i64
    %949 = llvm.add %946, %948 overflow<nsw, nuw> : i64
    %950 = llvm.add %949, %932 overflow<nsw, nuw> : i64
    %951 = llvm.getelementptr inbounds|nuw %944[%950] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %943, %951 : f64, !llvm.ptr
    %952 = llvm.add %932, %43 : i64
    llvm.br ^bb14(%952 : i64)
  ^bb16:  // pred: ^bb14
    %953 = llvm.add %930, %43 : i64
    llvm.br ^bb12(%953 : i64)
  ^bb17:  // pred: ^bb12
    %954 = llvm.add %928, %43 : i64
    llvm.br ^bb10(%954 : i64)
  ^bb18:  // pred: ^bb10
    %955 = llvm.mlir.constant(1 : index) : i64
    %956 = llvm.mlir.constant(8 : index) : i64
    %957 = llvm.mlir.constant(1 : index) : i64
    %958 = llvm.mlir.constant(1 : index) : i64
    %959 = llvm.mlir.constant(8 : index) : i64
    %960 = llvm.mlir.zero : !llvm.ptr
    %961 = llvm.getelementptr %960[%959] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %962 = llvm.ptrtoint %961 : !llvm.ptr to i64
    %963 = llvm.mlir.constant(64 : index) : i64
    %964 = llvm.add %962, %963 : i64
    %965 = llvm.call @malloc(%964) : (i64) -> !llvm.ptr
    %966 = llvm.ptrtoint %965 : !llvm.ptr to i64
    %967 = llvm.mlir.constant(1 : index) : i64
    %968 = llvm.sub %963, %967 : i64
    %969 = llvm.add %966, %968 : i64
    %970 = llvm.urem %969, %963 : i64
    %971 = llvm.sub %969, %970 : i64
    %972 = llvm.inttoptr %971 : i64 to !llvm.ptr
    %973 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %974 = llvm.insertvalue %965, %973[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %975 = llvm.insertvalue %972, %974[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %976 = llvm.mlir.constant(0 : index) : i64
    %977 = llvm.insertvalue %976, %975[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %978 = llvm.insertvalue %955, %977[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %979 = llvm.insertvalue %956, %978[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %980 = llvm.insertvalue %957, %979[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %981 = llvm.insertvalue %956, %980[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %982 = llvm.insertvalue %957, %981[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %983 = llvm.insertvalue %958, %982[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb19(%44 : i64)
  ^bb19(%984: i64):  // 2 preds: ^bb18, ^bb26
    %985 = llvm.icmp "slt" %984, %43 : i64
    llvm.cond_br %985, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%44 : i64)
  ^bb21(%986: i64):  // 2 preds: ^bb20, ^bb25
    %987 = llvm.icmp "slt" %986, %42 : i64
    llvm.cond_br %987, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    llvm.br ^bb23(%44 : i64)
  ^bb23(%988: i64):  // 2 preds: ^bb22, ^bb24
    %989 = llvm.icmp "slt" %988, %43 : i64
    llvm.cond_br %989, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %990 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %991 = llvm.mlir.constant(8 : index) : i64
    %992 = llvm.mul %984, %991 overflow<nsw, nuw> : i64
    %993 = llvm.add %992, %986 overflow<nsw, nuw> : i64
    %994 = llvm.add %993, %988 overflow<nsw, nuw> : i64
    %995 = llvm.getelementptr inbounds|nuw %990[%994] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %52, %995 : f64, !llvm.ptr
    %996 = llvm.add %988, %43 : i64
    llvm.br ^bb23(%996 : i64)
  ^bb25:  // pred: ^bb23
    %997 = llvm.add %986, %43 : i64
    llvm.br ^bb21(%997 : i64)
  ^bb26:  // pred: ^bb21
    %998 = llvm.add %984, %43 : i64
    llvm.br ^bb19(%998 : i64)
  ^bb27:  // pred: ^bb19
    %999 = llvm.mlir.constant(1 : index) : i64
    %1000 = llvm.mlir.constant(8 : index) : i64
    %1001 = llvm.mlir.constant(1 : index) : i64
    %1002 = llvm.mlir.constant(1 : index) : i64
    %1003 = llvm.mlir.constant(8 : index) : i64
    %1004 = llvm.mlir.zero : !llvm.ptr
    %1005 = llvm.getelementptr %1004[%1003] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1006 = llvm.ptrtoint %1005 : !llvm.ptr to i64
    %1007 = llvm.mlir.constant(64 : index) : i64
    %1008 = llvm.add %1006, %1007 : i64
    %1009 = llvm.call @malloc(%1008) : (i64) -> !llvm.ptr
    %1010 = llvm.ptrtoint %1009 : !llvm.ptr to i64
    %1011 = llvm.mlir.constant(1 : index) : i64
    %1012 = llvm.sub %1007, %1011 : i64
    %1013 = llvm.add %1010, %1012 : i64
    %1014 = llvm.urem %1013, %1007 : i64
    %1015 = llvm.sub %1013, %1014 : i64
    %1016 = llvm.inttoptr %1015 : i64 to !llvm.ptr
    %1017 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1018 = llvm.insertvalue %1009, %1017[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1019 = llvm.insertvalue %1016, %1018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1020 = llvm.mlir.constant(0 : index) : i64
    %1021 = llvm.insertvalue %1020, %1019[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1022 = llvm.insertvalue %999, %1021[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1023 = llvm.insertvalue %1000, %1022[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1024 = llvm.insertvalue %1001, %1023[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1025 = llvm.insertvalue %1000, %1024[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1026 = llvm.insertvalue %1001, %1025[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1027 = llvm.insertvalue %1002, %1026[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%44 : i64)
  ^bb28(%1028: i64):  // 2 preds: ^bb27, ^bb35
    %1029 = llvm.icmp "slt" %1028, %43 : i64
    llvm.cond_br %1029, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%44 : i64)
  ^bb30(%1030: i64):  // 2 preds: ^bb29, ^bb34
    %1031 = llvm.icmp "slt" %1030, %42 : i64
    llvm.cond_br %1031, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%44 : i64)
  ^bb32(%1032: i64):  // 2 preds: ^bb31, ^bb33
    %1033 = llvm.icmp "slt" %1032, %43 : i64
    llvm.cond_br %1033, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %1034 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1035 = llvm.mlir.constant(8 : index) : i64
    %1036 = llvm.mul %1028, %1035 overflow<nsw, nuw> : i64
    %1037 = llvm.add %1036, %1030 overflow<nsw, nuw> : i64
    %1038 = llvm.add %1037, %1032 overflow<nsw, nuw> : i64
    %1039 = llvm.getelementptr inbounds|nuw %1034[%1038] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1040 = llvm.load %1039 : !llvm.ptr -> f64
    %1041 = llvm.extractvalue %1027[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1042 = llvm.mlir.constant(8 : index) : i64
    %1043 = llvm.mul %1028, %1042 overflow<nsw, nuw> : i64
    %1044 = llvm.add %1043, %1030 overflow<nsw, nuw> : i64
    %1045 = llvm.add %1044, %1032 overflow<nsw, nuw> : i64
    %1046 = llvm.getelementptr inbounds|nuw %1041[%1045] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1040, %1046 : f64, !llvm.ptr
    %1047 = llvm.add %1032, %43 : i64
    llvm.br ^bb32(%1047 : i64)
  ^bb34:  // pred: ^bb32
    %1048 = llvm.add %1030, %43 : i64
    llvm.br ^bb30(%1048 : i64)
  ^bb35:  // pred: ^bb30
    %1049 = llvm.add %1028, %43 : i64
    llvm.br ^bb28(%1049 : i64)
  ^bb36:  // pred: ^bb28
    llvm.br ^bb37(%44 : i64)
  ^bb37(%1050: i64):  // 2 preds: ^bb36, ^bb44
    %1051 = llvm.icmp "slt" %1050, %43 : i64
    llvm.cond_br %1051, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%44 : i64)
  ^bb39(%1052: i64):  // 2 preds: ^bb38, ^bb43
    %1053 = llvm.icmp "slt" %1052, %42 : i64
    llvm.cond_br %1053, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%44 : i64)
  ^bb41(%1054: i64):  // 2 preds: ^bb40, ^bb42
    %1055 = llvm.icmp "slt" %1054, %41 : i64
    llvm.cond_br %1055, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %1056 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1057 = llvm.mlir.constant(256 : index) : i64
    %1058 = llvm.mul %1050, %1057 overflow<nsw, nuw> : i64
    %1059 = llvm.mlir.constant(32 : index) : i64
    %1060 = llvm.mul %1052, %1059 overflow<nsw, nuw> : i64
    %1061 = llvm.add %1058, %1060 overflow<nsw, nuw> : i64
    %1062 = llvm.add %1061, %1054 overflow<nsw, nuw> : i64
    %1063 = llvm.getelementptr inbounds|nuw %1056[%1062] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1064 = llvm.load %1063 : !llvm.ptr -> f64
    %1065 = llvm.extractvalue %1027[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1066 = llvm.mlir.constant(8 : index) : i64
    %1067 = llvm.mul %1050, %1066 overflow<nsw, nuw> : i64
    %1068 = llvm.add %1067, %1052 overflow<nsw, nuw> : i64
    %1069 = llvm.add %1068, %44 overflow<nsw, nuw> : i64
    %1070 = llvm.getelementptr inbounds|nuw %1065[%1069] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1071 = llvm.load %1070 : !llvm.ptr -> f64
    %1072 = llvm.fadd %1064, %1071 : f64
    %1073 = llvm.extractvalue %1027[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1074 = llvm.mlir.constant(8 : index) : i64
    %1075 = llvm.mul %1050, %1074 overflow<nsw, nuw> : i64
    %1076 = llvm.add %1075, %1052 overflow<nsw, nuw> : i64
    %1077 = llvm.add %1076, %44 overflow<nsw, nuw> : i64
    %1078 = llvm.getelementptr inbounds|nuw %1073[%1077] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1072, %1078 : f64, !llvm.ptr
    %1079 = llvm.add %1054, %43 : i64
    llvm.br ^bb41(%1079 : i64)
  ^bb43:  // pred: ^bb41
    %1080 = llvm.add %1052, %43 : i64
    llvm.br ^bb39(%1080 : i64)
  ^bb44:  // pred: ^bb39
    %1081 = llvm.add %1050, %43 : i64
    llvm.br ^bb37(%1081 : i64)
  ^bb45:  // pred: ^bb37
    %1082 = llvm.mlir.constant(1 : index) : i64
    %1083 = llvm.mlir.constant(8 : index) : i64
    %1084 = llvm.mlir.constant(1 : index) : i64
    %1085 = llvm.mlir.constant(1 : index) : i64
    %1086 = llvm.mlir.constant(8 : index) : i64
    %1087 = llvm.mlir.zero : !llvm.ptr
    %1088 = llvm.getelementptr %1087[%1086] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %1105 = llvm.insertvalue %1082, %1104[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1106 = llvm.insertvalue %1083, %1105[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1107 = llvm.insertvalue %1084, %1106[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1108 = llvm.insertvalue %1083, %1107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1109 = llvm.insertvalue %1084, %1108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1110 = llvm.insertvalue %1085, %1109[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb46(%44 : i64)
  ^bb46(%1111: i64):  // 2 preds: ^bb45, ^bb53
    %1112 = llvm.icmp "slt" %1111, %43 : i64
    llvm.cond_br %1112, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%44 : i64)
  ^bb48(%1113: i64):  // 2 preds: ^bb47, ^bb52
    %1114 = llvm.icmp "slt" %1113, %42 : i64
    llvm.cond_br %1114, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%44 : i64)
  ^bb50(%1115: i64):  // 2 preds: ^bb49, ^bb51
    %1116 = llvm.icmp "slt" %1115, %43 : i64
    llvm.cond_br %1116, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %1117 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1118 = llvm.mlir.constant(8 : index) : i64
    %1119 = llvm.mul %1111, %1118 overflow<nsw, nuw> : i64
    %1120 = llvm.add %1119, %1113 overflow<nsw, nuw> : i64
    %1121 = llvm.add %1120, %1115 overflow<nsw, nuw> : i64
    %1122 = llvm.getelementptr inbounds|nuw %1117[%1121] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1123 = llvm.load %1122 : !llvm.ptr -> f64
    %1124 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1125 = llvm.mlir.constant(8 : index) : i64
    %1126 = llvm.mul %1111, %1125 overflow<nsw, nuw> : i64
    %1127 = llvm.add %1126, %1113 overflow<nsw, nuw> : i64
    %1128 = llvm.add %1127, %1115 overflow<nsw, nuw> : i64
    %1129 = llvm.getelementptr inbounds|nuw %1124[%1128] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1123, %1129 : f64, !llvm.ptr
    %1130 = llvm.add %1115, %43 : i64
    llvm.br ^bb50(%1130 : i64)
  ^bb52:  // pred: ^bb50
    %1131 = llvm.add %1113, %43 : i64
    llvm.br ^bb48(%1131 : i64)
  ^bb53:  // pred: ^bb48
    %1132 = llvm.add %1111, %43 : i64
    llvm.br ^bb46(%1132 : i64)
  ^bb54:  // pred: ^bb46
    llvm.br ^bb55(%44 : i64)
  ^bb55(%1133: i64):  // 2 preds: ^bb54, ^bb62
    %1134 = llvm.icmp "slt" %1133, %43 : i64
    llvm.cond_br %1134, ^bb56, ^bb63
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%44 : i64)
  ^bb57(%1135: i64):  // 2 preds: ^bb56, ^bb61
    %1136 = llvm.icmp "slt" %1135, %42 : i64
    llvm.cond_br %1136, ^bb58, ^bb62
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%44 : i64)
  ^bb59(%1137: i64):  // 2 preds: ^bb58, ^bb60
    %1138 = llvm.icmp "slt" %1137, %41 : i64
    llvm.cond_br %1138, ^bb60, ^bb61
  ^bb60:  // pred: ^bb59
    %1139 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1140 = llvm.mlir.constant(256 : index) : i64
    %1141 = llvm.mul %1133, %1140 overflow<nsw, nuw> : i64
    %1142 = llvm.mlir.constant(32 : index) : i64
    %1143 = llvm.mul %1135, %1142 overflow<nsw, nuw> : i64
    %1144 = llvm.add %1141, %1143 overflow<nsw, nuw> : i64
    %1145 = llvm.add %1144, %1137 overflow<nsw, nuw> : i64
    %1146 = llvm.getelementptr inbounds|nuw %1139[%1145] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1147 = llvm.load %1146 : !llvm.ptr -> f64
    %1148 = llvm.extractvalue %1027[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1149 = llvm.mlir.constant(8 : index) : i64
    %1150 = llvm.mul %1133, %1149 overflow<nsw, nuw> : i64
    %1151 = llvm.add %1150, %1135 overflow<nsw, nuw> : i64
    %1152 = llvm.add %1151, %44 overflow<nsw, nuw> : i64
    %1153 = llvm.getelementptr inbounds|nuw %1148[%1152] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1154 = llvm.load %1153 : !llvm.ptr -> f64
    %1155 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1156 = llvm.mlir.constant(8 : index) : i64
    %1157 = llvm.mul %1133, %1156 overflow<nsw, nuw> : i64
    %1158 = llvm.add %1157, %1135 overflow<nsw, nuw> : i64
    %1159 = llvm.add %1158, %44 overflow<nsw, nuw> : i64
    %1160 = llvm.getelementptr inbounds|nuw %1155[%1159] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1161 = llvm.load %1160 : !llvm.ptr -> f64
    %1162 = llvm.fdiv %1154, %48 : f64
    %1163 = llvm.fsub %1147, %1162 : f64
    %1164 = llvm.fmul %1163, %1163 : f64
    %1165 = llvm.fadd %1164, %1161 : f64
    %1166 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1167 = llvm.mlir.constant(8 : index) : i64
    %1168 = llvm.mul %1133, %1167 overflow<nsw, nuw> : i64
    %1169 = llvm.add %1168, %1135 overflow<nsw, nuw> : i64
    %1170 = llvm.add %1169, %44 overflow<nsw, nuw> : i64
    %1171 = llvm.getelementptr inbounds|nuw %1166[%1170] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1165, %1171 : f64, !llvm.ptr
    %1172 = llvm.add %1137, %43 : i64
    llvm.br ^bb59(%1172 : i64)
  ^bb61:  // pred: ^bb59
    %1173 = llvm.add %1135, %43 : i64
    llvm.br ^bb57(%1173 : i64)
  ^bb62:  // pred: ^bb57
    %1174 = llvm.add %1133, %43 : i64
    llvm.br ^bb55(%1174 : i64)
  ^bb63:  // pred: ^bb55
    %1175 = llvm.mlir.constant(1 : index) : i64
    %1176 = llvm.mlir.constant(8 : index) : i64
    %1177 = llvm.mlir.constant(1 : index) : i64
    %1178 = llvm.mlir.constant(1 : index) : i64
    %1179 = llvm.mlir.constant(8 : index) : i64
    %1180 = llvm.mlir.zero : !llvm.ptr
    %1181 = llvm.getelementptr %1180[%1179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1182 = llvm.ptrtoint %1181 : !llvm.ptr to i64
    %1183 = llvm.mlir.constant(64 : index) : i64
    %1184 = llvm.add %1182, %1183 : i64
    %1185 = llvm.call @malloc(%1184) : (i64) -> !llvm.ptr
    %1186 = llvm.ptrtoint %1185 : !llvm.ptr to i64
    %1187 = llvm.mlir.constant(1 : index) : i64
    %1188 = llvm.sub %1183, %1187 : i64
    %1189 = llvm.add %1186, %1188 : i64
    %1190 = llvm.urem %1189, %1183 : i64
    %1191 = llvm.sub %1189, %1190 : i64
    %1192 = llvm.inttoptr %1191 : i64 to !llvm.ptr
    %1193 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1194 = llvm.insertvalue %1185, %1193[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1195 = llvm.insertvalue %1192, %1194[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1196 = llvm.mlir.constant(0 : index) : i64
    %1197 = llvm.insertvalue %1196, %1195[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.insertvalue %1175, %1197[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1199 = llvm.insertvalue %1176, %1198[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1200 = llvm.insertvalue %1177, %1199[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1201 = llvm.insertvalue %1176, %1200[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1202 = llvm.insertvalue %1177, %1201[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1203 = llvm.insertvalue %1178, %1202[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb64(%44 : i64)
  ^bb64(%1204: i64):  // 2 preds: ^bb63, ^bb71
    %1205 = llvm.icmp "slt" %1204, %43 : i64
    llvm.cond_br %1205, ^bb65, ^bb72
  ^bb65:  // pred: ^bb64
    llvm.br ^bb66(%44 : i64)
  ^bb66(%1206: i64):  // 2 preds: ^bb65, ^bb70
    %1207 = llvm.icmp "slt" %1206, %42 : i64
    llvm.cond_br %1207, ^bb67, ^bb71
  ^bb67:  // pred: ^bb66
    llvm.br ^bb68(%44 : i64)
  ^bb68(%1208: i64):  // 2 preds: ^bb67, ^bb69
    %1209 = llvm.icmp "slt" %1208, %43 : i64
    llvm.cond_br %1209, ^bb69, ^bb70
  ^bb69:  // pred: ^bb68
    %1210 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1211 = llvm.mlir.constant(8 : index) : i64
    %1212 = llvm.mul %1204, %1211 overflow<nsw, nuw> : i64
    %1213 = llvm.add %1212, %1206 overflow<nsw, nuw> : i64
    %1214 = llvm.add %1213, %1208 overflow<nsw, nuw> : i64
    %1215 = llvm.getelementptr inbounds|nuw %1210[%1214] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %1215 : f32, !llvm.ptr
    %1216 = llvm.add %1208, %43 : i64
    llvm.br ^bb68(%1216 : i64)
  ^bb70:  // pred: ^bb68
    %1217 = llvm.add %1206, %43 : i64
    llvm.br ^bb66(%1217 : i64)
  ^bb71:  // pred: ^bb66
    %1218 = llvm.add %1204, %43 : i64
    llvm.br ^bb64(%1218 : i64)
  ^bb72:  // pred: ^bb64
    %1219 = llvm.mlir.constant(1 : index) : i64
    %1220 = llvm.mlir.constant(8 : index) : i64
    %1221 = llvm.mlir.constant(1 : index) : i64
    %1222 = llvm.mlir.constant(1 : index) : i64
    %1223 = llvm.mlir.constant(8 : index) : i64
    %1224 = llvm.mlir.zero : !llvm.ptr
    %1225 = llvm.getelementptr %1224[%1223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1226 = llvm.ptrtoint %1225 : !llvm.ptr to i64
    %1227 = llvm.mlir.constant(64 : index) : i64
    %1228 = llvm.add %1226, %1227 : i64
    %1229 = llvm.call @malloc(%1228) : (i64) -> !llvm.ptr
    %1230 = llvm.ptrtoint %1229 : !llvm.ptr to i64
    %1231 = llvm.mlir.constant(1 : index) : i64
    %1232 = llvm.sub %1227, %1231 : i64
    %1233 = llvm.add %1230, %1232 : i64
    %1234 = llvm.urem %1233, %1227 : i64
    %1235 = llvm.sub %1233, %1234 : i64
    %1236 = llvm.inttoptr %1235 : i64 to !llvm.ptr
    %1237 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1238 = llvm.insertvalue %1229, %1237[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1239 = llvm.insertvalue %1236, %1238[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1240 = llvm.mlir.constant(0 : index) : i64
    %1241 = llvm.insertvalue %1240, %1239[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1242 = llvm.insertvalue %1219, %1241[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1243 = llvm.insertvalue %1220, %1242[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1244 = llvm.insertvalue %1221, %1243[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.insertvalue %1220, %1244[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.insertvalue %1221, %1245[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1247 = llvm.insertvalue %1222, %1246[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb73(%44 : i64)
  ^bb73(%1248: i64):  // 2 preds: ^bb72, ^bb80
    %1249 = llvm.icmp "slt" %1248, %43 : i64
    llvm.cond_br %1249, ^bb74, ^bb81
  ^bb74:  // pred: ^bb73
    llvm.br ^bb75(%44 : i64)
  ^bb75(%1250: i64):  // 2 preds: ^bb74, ^bb79
    %1251 = llvm.icmp "slt" %1250, %42 : i64
    llvm.cond_br %1251, ^bb76, ^bb80
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%44 : i64)
  ^bb77(%1252: i64):  // 2 preds: ^bb76, ^bb78
    %1253 = llvm.icmp "slt" %1252, %43 : i64
    llvm.cond_br %1253, ^bb78, ^bb79
  ^bb78:  // pred: ^bb77
    %1254 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1255 = llvm.mlir.constant(8 : index) : i64
    %1256 = llvm.mul %1248, %1255 overflow<nsw, nuw> : i64
    %1257 = llvm.add %1256, %1250 overflow<nsw, nuw> : i64
    %1258 = llvm.add %1257, %1252 overflow<nsw, nuw> : i64
    %1259 = llvm.getelementptr inbounds|nuw %1254[%1258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1260 = llvm.load %1259 : !llvm.ptr -> f32
    %1261 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1262 = llvm.mlir.constant(8 : index) : i64
    %1263 = llvm.mul %1248, %1262 overflow<nsw, nuw> : i64
    %1264 = llvm.add %1263, %1250 overflow<nsw, nuw> : i64
    %1265 = llvm.add %1264, %1252 overflow<nsw, nuw> : i64
    %1266 = llvm.getelementptr inbounds|nuw %1261[%1265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1260, %1266 : f32, !llvm.ptr
    %1267 = llvm.add %1252, %43 : i64
    llvm.br ^bb77(%1267 : i64)
  ^bb79:  // pred: ^bb77
    %1268 = llvm.add %1250, %43 : i64
    llvm.br ^bb75(%1268 : i64)
  ^bb80:  // pred: ^bb75
    %1269 = llvm.add %1248, %43 : i64
    llvm.br ^bb73(%1269 : i64)
  ^bb81:  // pred: ^bb73
    llvm.br ^bb82(%44 : i64)
  ^bb82(%1270: i64):  // 2 preds: ^bb81, ^bb89
    %1271 = llvm.icmp "slt" %1270, %43 : i64
    llvm.cond_br %1271, ^bb83, ^bb90
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%44 : i64)
  ^bb84(%1272: i64):  // 2 preds: ^bb83, ^bb88
    %1273 = llvm.icmp "slt" %1272, %42 : i64
    llvm.cond_br %1273, ^bb85, ^bb89
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%44 : i64)
  ^bb86(%1274: i64):  // 2 preds: ^bb85, ^bb87
    %1275 = llvm.icmp "slt" %1274, %41 : i64
    llvm.cond_br %1275, ^bb87, ^bb88
  ^bb87:  // pred: ^bb86
    %1276 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1277 = llvm.mlir.constant(256 : index) : i64
    %1278 = llvm.mul %1270, %1277 overflow<nsw, nuw> : i64
    %1279 = llvm.mlir.constant(32 : index) : i64
    %1280 = llvm.mul %1272, %1279 overflow<nsw, nuw> : i64
    %1281 = llvm.add %1278, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1281, %1274 overflow<nsw, nuw> : i64
    %1283 = llvm.getelementptr inbounds|nuw %1276[%1282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1284 = llvm.load %1283 : !llvm.ptr -> f32
    %1285 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1286 = llvm.mlir.constant(8 : index) : i64
    %1287 = llvm.mul %1270, %1286 overflow<nsw, nuw> : i64
    %1288 = llvm.add %1287, %1272 overflow<nsw, nuw> : i64
    %1289 = llvm.add %1288, %44 overflow<nsw, nuw> : i64
    %1290 = llvm.getelementptr inbounds|nuw %1285[%1289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1291 = llvm.load %1290 : !llvm.ptr -> f32
    %1292 = llvm.fadd %1284, %1291 : f32
    %1293 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1294 = llvm.mlir.constant(8 : index) : i64
    %1295 = llvm.mul %1270, %1294 overflow<nsw, nuw> : i64
    %1296 = llvm.add %1295, %1272 overflow<nsw, nuw> : i64
    %1297 = llvm.add %1296, %44 overflow<nsw, nuw> : i64
    %1298 = llvm.getelementptr inbounds|nuw %1293[%1297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1292, %1298 : f32, !llvm.ptr
    %1299 = llvm.add %1274, %43 : i64
    llvm.br ^bb86(%1299 : i64)
  ^bb88:  // pred: ^bb86
    %1300 = llvm.add %1272, %43 : i64
    llvm.br ^bb84(%1300 : i64)
  ^bb89:  // pred: ^bb84
    %1301 = llvm.add %1270, %43 : i64
    llvm.br ^bb82(%1301 : i64)
  ^bb90:  // pred: ^bb82
    llvm.br ^bb91(%44 : i64)
  ^bb91(%1302: i64):  // 2 preds: ^bb90, ^bb98
    %1303 = llvm.icmp "slt" %1302, %43 : i64
    llvm.cond_br %1303, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%44 : i64)
  ^bb93(%1304: i64):  // 2 preds: ^bb92, ^bb97
    %1305 = llvm.icmp "slt" %1304, %42 : i64
    llvm.cond_br %1305, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%44 : i64)
  ^bb95(%1306: i64):  // 2 preds: ^bb94, ^bb96
    %1307 = llvm.icmp "slt" %1306, %41 : i64
    llvm.cond_br %1307, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %1308 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1309 = llvm.mlir.constant(256 : index) : i64
    %1310 = llvm.mul %1302, %1309 overflow<nsw, nuw> : i64
    %1311 = llvm.mlir.constant(32 : index) : i64
    %1312 = llvm.mul %1304, %1311 overflow<nsw, nuw> : i64
    %1313 = llvm.add %1310, %1312 overflow<nsw, nuw> : i64
    %1314 = llvm.add %1313, %1306 overflow<nsw, nuw> : i64
    %1315 = llvm.getelementptr inbounds|nuw %1308[%1314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1316 = llvm.load %1315 : !llvm.ptr -> f32
    %1317 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1318 = llvm.mlir.constant(8 : index) : i64
    %1319 = llvm.mul %1302, %1318 overflow<nsw, nuw> : i64
    %1320 = llvm.add %1319, %1304 overflow<nsw, nuw> : i64
    %1321 = llvm.add %1320, %44 overflow<nsw, nuw> : i64
    %1322 = llvm.getelementptr inbounds|nuw %1317[%1321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1323 = llvm.load %1322 : !llvm.ptr -> f32
    %1324 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1325 = llvm.mlir.constant(8 : index) : i64
    %1326 = llvm.mul %1302, %1325 overflow<nsw, nuw> : i64
    %1327 = llvm.add %1326, %1304 overflow<nsw, nuw> : i64
    %1328 = llvm.add %1327, %44 overflow<nsw, nuw> : i64
    %1329 = llvm.getelementptr inbounds|nuw %1324[%1328] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1330 = llvm.load %1329 : !llvm.ptr -> f64
    %1331 = llvm.extractvalue %682[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1332 = llvm.getelementptr inbounds|nuw %1331[%1306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1333 = llvm.load %1332 : !llvm.ptr -> f32
    %1334 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1335 = llvm.getelementptr inbounds|nuw %1334[%1306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1336 = llvm.load %1335 : !llvm.ptr -> f32
    %1337 = llvm.fdiv %1330, %48 : f64
    %1338 = llvm.fptrunc %1337 : f64 to f32
    %1339 = llvm.fptrunc %49 : f64 to f32
    %1340 = llvm.fadd %1338, %1339 : f32
    %1341 = llvm.intr.sqrt(%1340) : (f32) -> f32
    %1342 = llvm.fdiv %53, %1341 : f32
    %1343 = llvm.fdiv %1323, %47 : f32
    %1344 = llvm.fsub %1316, %1343 : f32
    %1345 = llvm.fmul %1344, %1342 : f32
    %1346 = llvm.fmul %1345, %1333 : f32
    %1347 = llvm.fadd %1346, %1336 : f32
    %1348 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1349 = llvm.mlir.constant(256 : index) : i64
    %1350 = llvm.mul %1302, %1349 overflow<nsw, nuw> : i64
    %1351 = llvm.mlir.constant(32 : index) : i64
    %1352 = llvm.mul %1304, %1351 overflow<nsw, nuw> : i64
    %1353 = llvm.add %1350, %1352 overflow<nsw, nuw> : i64
    %1354 = llvm.add %1353, %1306 overflow<nsw, nuw> : i64
    %1355 = llvm.getelementptr inbounds|nuw %1348[%1354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1347, %1355 : f32, !llvm.ptr
    %1356 = llvm.add %1306, %43 : i64
    llvm.br ^bb95(%1356 : i64)
  ^bb97:  // pred: ^bb95
    %1357 = llvm.add %1304, %43 : i64
    llvm.br ^bb93(%1357 : i64)
  ^bb98:  // pred: ^bb93
    %1358 = llvm.add %1302, %43 : i64
    llvm.br ^bb91(%1358 : i64)
  ^bb99:  // pred: ^bb91
    %1359 = llvm.mlir.constant(8 : index) : i64
    %1360 = llvm.mlir.constant(32 : index) : i64
    %1361 = llvm.mlir.constant(1 : index) : i64
    %1362 = llvm.mlir.constant(256 : index) : i64
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
    %1376 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1377 = llvm.insertvalue %1368, %1376[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1378 = llvm.insertvalue %1375, %1377[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1379 = llvm.mlir.constant(0 : index) : i64
    %1380 = llvm.insertvalue %1379, %1378[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1381 = llvm.insertvalue %1359, %1380[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1382 = llvm.insertvalue %1360, %1381[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1383 = llvm.insertvalue %1360, %1382[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1384 = llvm.insertvalue %1361, %1383[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb100(%44 : i64)
  ^bb100(%1385: i64):  // 2 preds: ^bb99, ^bb104
    %1386 = llvm.icmp "slt" %1385, %42 : i64
    llvm.cond_br %1386, ^bb101, ^bb105
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%44 : i64)
  ^bb102(%1387: i64):  // 2 preds: ^bb101, ^bb103
    %1388 = llvm.icmp "slt" %1387, %41 : i64
    llvm.cond_br %1388, ^bb103, ^bb104
  ^bb103:  // pred: ^bb102
    %1389 = llvm.extractvalue %1384[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1390 = llvm.mlir.constant(32 : index) : i64
    %1391 = llvm.mul %1385, %1390 overflow<nsw, nuw> : i64
    %1392 = llvm.add %1391, %1387 overflow<nsw, nuw> : i64
    %1393 = llvm.getelementptr inbounds|nuw %1389[%1392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %1393 : f32, !llvm.ptr
    %1394 = llvm.add %1387, %43 : i64
    llvm.br ^bb102(%1394 : i64)
  ^bb104:  // pred: ^bb102
    %1395 = llvm.add %1385, %43 : i64
    llvm.br ^bb100(%1395 : i64)
  ^bb105:  // pred: ^bb100
    %1396 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1397 = llvm.extractvalue %650[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1398 = llvm.extractvalue %650[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1399 = llvm.insertvalue %1397, %1396[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1400 = llvm.insertvalue %1398, %1399[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1401 = llvm.mlir.constant(0 : index) : i64
    %1402 = llvm.insertvalue %1401, %1400[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1403 = llvm.mlir.constant(2 : index) : i64
    %1404 = llvm.insertvalue %1403, %1402[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1405 = llvm.mlir.constant(512 : index) : i64
    %1406 = llvm.insertvalue %1405, %1404[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1407 = llvm.mlir.constant(16 : index) : i64
    %1408 = llvm.insertvalue %1407, %1406[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.mlir.constant(32 : index) : i64
    %1410 = llvm.insertvalue %1409, %1408[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1411 = llvm.mlir.constant(32 : index) : i64
    %1412 = llvm.insertvalue %1411, %1410[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1413 = llvm.mlir.constant(1 : index) : i64
    %1414 = llvm.insertvalue %1413, %1412[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1416 = llvm.extractvalue %1384[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1417 = llvm.extractvalue %1384[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1418 = llvm.insertvalue %1416, %1415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1419 = llvm.insertvalue %1417, %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1420 = llvm.mlir.constant(0 : index) : i64
    %1421 = llvm.insertvalue %1420, %1419[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1422 = llvm.mlir.constant(1 : index) : i64
    %1423 = llvm.insertvalue %1422, %1421[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1424 = llvm.mlir.constant(256 : index) : i64
    %1425 = llvm.insertvalue %1424, %1423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1426 = llvm.mlir.constant(8 : index) : i64
    %1427 = llvm.insertvalue %1426, %1425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1428 = llvm.mlir.constant(32 : index) : i64
    %1429 = llvm.insertvalue %1428, %1427[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1430 = llvm.mlir.constant(2 : index) : i64
    %1431 = llvm.insertvalue %1430, %1429[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1432 = llvm.mlir.constant(16 : index) : i64
    %1433 = llvm.insertvalue %1432, %1431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1434 = llvm.mlir.constant(16 : index) : i64
    %1435 = llvm.insertvalue %1434, %1433[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1436 = llvm.mlir.constant(1 : index) : i64
    %1437 = llvm.insertvalue %1436, %1435[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1438 = llvm.mlir.constant(1 : index) : i64
    %1439 = llvm.mlir.constant(8 : index) : i64
    %1440 = llvm.mlir.constant(2 : index) : i64
    %1441 = llvm.mlir.constant(16 : index) : i64
    %1442 = llvm.mlir.constant(1 : index) : i64
    %1443 = llvm.mlir.constant(32 : index) : i64
    %1444 = llvm.mlir.constant(256 : index) : i64
    %1445 = llvm.mlir.constant(256 : index) : i64
    %1446 = llvm.mlir.zero : !llvm.ptr
    %1447 = llvm.getelementptr %1446[%1445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1448 = llvm.ptrtoint %1447 : !llvm.ptr to i64
    %1449 = llvm.mlir.constant(64 : index) : i64
    %1450 = llvm.add %1448, %1449 : i64
    %1451 = llvm.call @malloc(%1450) : (i64) -> !llvm.ptr
    %1452 = llvm.ptrtoint %1451 : !llvm.ptr to i64
    %1453 = llvm.mlir.constant(1 : index) : i64
    %1454 = llvm.sub %1449, %1453 : i64
    %1455 = llvm.add %1452, %1454 : i64
    %1456 = llvm.urem %1455, %1449 : i64
    %1457 = llvm.sub %1455, %1456 : i64
    %1458 = llvm.inttoptr %1457 : i64 to !llvm.ptr
    %1459 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1460 = llvm.insertvalue %1451, %1459[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1461 = llvm.insertvalue %1458, %1460[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1462 = llvm.mlir.constant(0 : index) : i64
    %1463 = llvm.insertvalue %1462, %1461[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1464 = llvm.insertvalue %1438, %1463[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1465 = llvm.insertvalue %1439, %1464[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1466 = llvm.insertvalue %1440, %1465[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1467 = llvm.insertvalue %1441, %1466[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1468 = llvm.insertvalue %1444, %1467[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1469 = llvm.insertvalue %1443, %1468[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1470 = llvm.insertvalue %1441, %1469[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1471 = llvm.insertvalue %1442, %1470[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb106(%44 : i64)
  ^bb106(%1472: i64):  // 2 preds: ^bb105, ^bb116
    %1473 = llvm.icmp "slt" %1472, %43 : i64
    llvm.cond_br %1473, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%44 : i64)
  ^bb108(%1474: i64):  // 2 preds: ^bb107, ^bb115
    %1475 = llvm.icmp "slt" %1474, %42 : i64
    llvm.cond_br %1475, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%44 : i64)
  ^bb110(%1476: i64):  // 2 preds: ^bb109, ^bb114
    %1477 = llvm.icmp "slt" %1476, %40 : i64
    llvm.cond_br %1477, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%44 : i64)
  ^bb112(%1478: i64):  // 2 preds: ^bb111, ^bb113
    %1479 = llvm.icmp "slt" %1478, %39 : i64
    llvm.cond_br %1479, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %1480 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1481 = llvm.mlir.constant(256 : index) : i64
    %1482 = llvm.mul %1472, %1481 overflow<nsw, nuw> : i64
    %1483 = llvm.mlir.constant(32 : index) : i64
    %1484 = llvm.mul %1474, %1483 overflow<nsw, nuw> : i64
    %1485 = llvm.add %1482, %1484 overflow<nsw, nuw> : i64
    %1486 = llvm.mlir.constant(16 : index) : i64
    %1487 = llvm.mul %1476, %1486 overflow<nsw, nuw> : i64
    %1488 = llvm.add %1485, %1487 overflow<nsw, nuw> : i64
    %1489 = llvm.add %1488, %1478 overflow<nsw, nuw> : i64
    %1490 = llvm.getelementptr inbounds|nuw %1480[%1489] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1491 = llvm.load %1490 : !llvm.ptr -> f32
    %1492 = llvm.extractvalue %1471[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1493 = llvm.mlir.constant(256 : index) : i64
    %1494 = llvm.mul %1472, %1493 overflow<nsw, nuw> : i64
    %1495 = llvm.mlir.constant(32 : index) : i64
    %1496 = llvm.mul %1474, %1495 overflow<nsw, nuw> : i64
    %1497 = llvm.add %1494, %1496 overflow<nsw, nuw> : i64
    %1498 = llvm.mlir.constant(16 : index) : i64
    %1499 = llvm.mul %1476, %1498 overflow<nsw, nuw> : i64
    %1500 = llvm.add %1497, %1499 overflow<nsw, nuw> : i64
    %1501 = llvm.add %1500, %1478 overflow<nsw, nuw> : i64
    %1502 = llvm.getelementptr inbounds|nuw %1492[%1501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1491, %1502 : f32, !llvm.ptr
    %1503 = llvm.add %1478, %43 : i64
    llvm.br ^bb112(%1503 : i64)
  ^bb114:  // pred: ^bb112
    %1504 = llvm.add %1476, %43 : i64
    llvm.br ^bb110(%1504 : i64)
  ^bb115:  // pred: ^bb110
    %1505 = llvm.add %1474, %43 : i64
    llvm.br ^bb108(%1505 : i64)
  ^bb116:  // pred: ^bb108
    %1506 = llvm.add %1472, %43 : i64
    llvm.br ^bb106(%1506 : i64)
  ^bb117:  // pred: ^bb106
    llvm.br ^bb118(%44 : i64)
  ^bb118(%1507: i64):  // 2 preds: ^bb117, ^bb131
    %1508 = llvm.icmp "slt" %1507, %43 : i64
    llvm.cond_br %1508, ^bb119, ^bb132
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%44 : i64)
  ^bb120(%1509: i64):  // 2 preds: ^bb119, ^bb130
    %1510 = llvm.icmp "slt" %1509, %42 : i64
    llvm.cond_br %1510, ^bb121, ^bb131
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%44 : i64)
  ^bb122(%1511: i64):  // 2 preds: ^bb121, ^bb129
    %1512 = llvm.icmp "slt" %1511, %40 : i64
    llvm.cond_br %1512, ^bb123, ^bb130
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%44 : i64)
  ^bb124(%1513: i64):  // 2 preds: ^bb123, ^bb128
    %1514 = llvm.icmp "slt" %1513, %39 : i64
    llvm.cond_br %1514, ^bb125, ^bb129
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%44 : i64)
  ^bb126(%1515: i64):  // 2 preds: ^bb125, ^bb127
    %1516 = llvm.icmp "slt" %1515, %41 : i64
    llvm.cond_br %1516, ^bb127, ^bb128
  ^bb127:  // pred: ^bb126
    %1517 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1518 = llvm.mlir.constant(256 : index) : i64
    %1519 = llvm.mul %1507, %1518 overflow<nsw, nuw> : i64
    %1520 = llvm.mlir.constant(32 : index) : i64
    %1521 = llvm.mul %1509, %1520 overflow<nsw, nuw> : i64
    %1522 = llvm.add %1519, %1521 overflow<nsw, nuw> : i64
    %1523 = llvm.add %1522, %1515 overflow<nsw, nuw> : i64
    %1524 = llvm.getelementptr inbounds|nuw %1517[%1523] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1525 = llvm.load %1524 : !llvm.ptr -> f32
    %1526 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1527 = llvm.mlir.constant(512 : index) : i64
    %1528 = llvm.mul %1511, %1527 overflow<nsw, nuw> : i64
    %1529 = llvm.mlir.constant(32 : index) : i64
    %1530 = llvm.mul %1513, %1529 overflow<nsw, nuw> : i64
    %1531 = llvm.add %1528, %1530 overflow<nsw, nuw> : i64
    %1532 = llvm.add %1531, %1515 overflow<nsw, nuw> : i64
    %1533 = llvm.getelementptr inbounds|nuw %1526[%1532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1534 = llvm.load %1533 : !llvm.ptr -> f32
    %1535 = llvm.extractvalue %1471[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1536 = llvm.mlir.constant(256 : index) : i64
    %1537 = llvm.mul %1507, %1536 overflow<nsw, nuw> : i64
    %1538 = llvm.mlir.constant(32 : index) : i64
    %1539 = llvm.mul %1509, %1538 overflow<nsw, nuw> : i64
    %1540 = llvm.add %1537, %1539 overflow<nsw, nuw> : i64
    %1541 = llvm.mlir.constant(16 : index) : i64
    %1542 = llvm.mul %1511, %1541 overflow<nsw, nuw> : i64
    %1543 = llvm.add %1540, %1542 overflow<nsw, nuw> : i64
    %1544 = llvm.add %1543, %1513 overflow<nsw, nuw> : i64
    %1545 = llvm.getelementptr inbounds|nuw %1535[%1544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1546 = llvm.load %1545 : !llvm.ptr -> f32
    %1547 = llvm.fmul %1525, %1534 : f32
    %1548 = llvm.fadd %1546, %1547 : f32
    %1549 = llvm.extractvalue %1471[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1550 = llvm.mlir.constant(256 : index) : i64
    %1551 = llvm.mul %1507, %1550 overflow<nsw, nuw> : i64
    %1552 = llvm.mlir.constant(32 : index) : i64
    %1553 = llvm.mul %1509, %1552 overflow<nsw, nuw> : i64
    %1554 = llvm.add %1551, %1553 overflow<nsw, nuw> : i64
    %1555 = llvm.mlir.constant(16 : index) : i64
    %1556 = llvm.mul %1511, %1555 overflow<nsw, nuw> : i64
    %1557 = llvm.add %1554, %1556 overflow<nsw, nuw> : i64
    %1558 = llvm.add %1557, %1513 overflow<nsw, nuw> : i64
    %1559 = llvm.getelementptr inbounds|nuw %1549[%1558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1548, %1559 : f32, !llvm.ptr
    %1560 = llvm.add %1515, %43 : i64
    llvm.br ^bb126(%1560 : i64)
  ^bb128:  // pred: ^bb126
    %1561 = llvm.add %1513, %43 : i64
    llvm.br ^bb124(%1561 : i64)
  ^bb129:  // pred: ^bb124
    %1562 = llvm.add %1511, %43 : i64
    llvm.br ^bb122(%1562 : i64)
  ^bb130:  // pred: ^bb122
    %1563 = llvm.add %1509, %43 : i64
    llvm.br ^bb120(%1563 : i64)
  ^bb131:  // pred: ^bb120
    %1564 = llvm.add %1507, %43 : i64
    llvm.br ^bb118(%1564 : i64)
  ^bb132:  // pred: ^bb118
    %1565 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1566 = llvm.extractvalue %630[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1567 = llvm.extractvalue %630[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1568 = llvm.insertvalue %1566, %1565[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1569 = llvm.insertvalue %1567, %1568[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1570 = llvm.mlir.constant(0 : index) : i64
    %1571 = llvm.insertvalue %1570, %1569[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1572 = llvm.mlir.constant(2 : index) : i64
    %1573 = llvm.insertvalue %1572, %1571[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1574 = llvm.mlir.constant(16 : index) : i64
    %1575 = llvm.insertvalue %1574, %1573[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1576 = llvm.mlir.constant(16 : index) : i64
    %1577 = llvm.insertvalue %1576, %1575[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1578 = llvm.mlir.constant(1 : index) : i64
    %1579 = llvm.insertvalue %1578, %1577[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1580 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1581 = llvm.extractvalue %614[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1582 = llvm.extractvalue %614[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1583 = llvm.insertvalue %1581, %1580[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1584 = llvm.insertvalue %1582, %1583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1585 = llvm.mlir.constant(0 : index) : i64
    %1586 = llvm.insertvalue %1585, %1584[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1587 = llvm.mlir.constant(2 : index) : i64
    %1588 = llvm.insertvalue %1587, %1586[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1589 = llvm.mlir.constant(512 : index) : i64
    %1590 = llvm.insertvalue %1589, %1588[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1591 = llvm.mlir.constant(16 : index) : i64
    %1592 = llvm.insertvalue %1591, %1590[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1593 = llvm.mlir.constant(32 : index) : i64
    %1594 = llvm.insertvalue %1593, %1592[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1595 = llvm.mlir.constant(32 : index) : i64
    %1596 = llvm.insertvalue %1595, %1594[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1597 = llvm.mlir.constant(1 : index) : i64
    %1598 = llvm.insertvalue %1597, %1596[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1599 = llvm.mlir.constant(1 : index) : i64
    %1600 = llvm.mlir.constant(8 : index) : i64
    %1601 = llvm.mlir.constant(2 : index) : i64
    %1602 = llvm.mlir.constant(16 : index) : i64
    %1603 = llvm.mlir.constant(1 : index) : i64
    %1604 = llvm.mlir.constant(32 : index) : i64
    %1605 = llvm.mlir.constant(256 : index) : i64
    %1606 = llvm.mlir.constant(256 : index) : i64
    %1607 = llvm.mlir.zero : !llvm.ptr
    %1608 = llvm.getelementptr %1607[%1606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1609 = llvm.ptrtoint %1608 : !llvm.ptr to i64
    %1610 = llvm.mlir.constant(64 : index) : i64
    %1611 = llvm.add %1609, %1610 : i64
    %1612 = llvm.call @malloc(%1611) : (i64) -> !llvm.ptr
    %1613 = llvm.ptrtoint %1612 : !llvm.ptr to i64
    %1614 = llvm.mlir.constant(1 : index) : i64
    %1615 = llvm.sub %1610, %1614 : i64
    %1616 = llvm.add %1613, %1615 : i64
    %1617 = llvm.urem %1616, %1610 : i64
    %1618 = llvm.sub %1616, %1617 : i64
    %1619 = llvm.inttoptr %1618 : i64 to !llvm.ptr
    %1620 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1621 = llvm.insertvalue %1612, %1620[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1622 = llvm.insertvalue %1619, %1621[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1623 = llvm.mlir.constant(0 : index) : i64
    %1624 = llvm.insertvalue %1623, %1622[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1625 = llvm.insertvalue %1599, %1624[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1626 = llvm.insertvalue %1600, %1625[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1627 = llvm.insertvalue %1601, %1626[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1628 = llvm.insertvalue %1602, %1627[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1629 = llvm.insertvalue %1605, %1628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1630 = llvm.insertvalue %1604, %1629[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1631 = llvm.insertvalue %1602, %1630[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1632 = llvm.insertvalue %1603, %1631[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb133(%44 : i64)
  ^bb133(%1633: i64):  // 2 preds: ^bb132, ^bb143
    %1634 = llvm.icmp "slt" %1633, %43 : i64
    llvm.cond_br %1634, ^bb134, ^bb144
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%44 : i64)
  ^bb135(%1635: i64):  // 2 preds: ^bb134, ^bb142
    %1636 = llvm.icmp "slt" %1635, %42 : i64
    llvm.cond_br %1636, ^bb136, ^bb143
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%44 : i64)
  ^bb137(%1637: i64):  // 2 preds: ^bb136, ^bb141
    %1638 = llvm.icmp "slt" %1637, %40 : i64
    llvm.cond_br %1638, ^bb138, ^bb142
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%44 : i64)
  ^bb139(%1639: i64):  // 2 preds: ^bb138, ^bb140
    %1640 = llvm.icmp "slt" %1639, %39 : i64
    llvm.cond_br %1640, ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    %1641 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1642 = llvm.mlir.constant(256 : index) : i64
    %1643 = llvm.mul %1633, %1642 overflow<nsw, nuw> : i64
    %1644 = llvm.mlir.constant(32 : index) : i64
    %1645 = llvm.mul %1635, %1644 overflow<nsw, nuw> : i64
    %1646 = llvm.add %1643, %1645 overflow<nsw, nuw> : i64
    %1647 = llvm.mlir.constant(16 : index) : i64
    %1648 = llvm.mul %1637, %1647 overflow<nsw, nuw> : i64
    %1649 = llvm.add %1646, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.add %1649, %1639 overflow<nsw, nuw> : i64
    %1651 = llvm.getelementptr inbounds|nuw %1641[%1650] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1652 = llvm.load %1651 : !llvm.ptr -> f32
    %1653 = llvm.extractvalue %1632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1654 = llvm.mlir.constant(256 : index) : i64
    %1655 = llvm.mul %1633, %1654 overflow<nsw, nuw> : i64
    %1656 = llvm.mlir.constant(32 : index) : i64
    %1657 = llvm.mul %1635, %1656 overflow<nsw, nuw> : i64
    %1658 = llvm.add %1655, %1657 overflow<nsw, nuw> : i64
    %1659 = llvm.mlir.constant(16 : index) : i64
    %1660 = llvm.mul %1637, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.add %1658, %1660 overflow<nsw, nuw> : i64
    %1662 = llvm.add %1661, %1639 overflow<nsw, nuw> : i64
    %1663 = llvm.getelementptr inbounds|nuw %1653[%1662] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1652, %1663 : f32, !llvm.ptr
    %1664 = llvm.add %1639, %43 : i64
    llvm.br ^bb139(%1664 : i64)
  ^bb141:  // pred: ^bb139
    %1665 = llvm.add %1637, %43 : i64
    llvm.br ^bb137(%1665 : i64)
  ^bb142:  // pred: ^bb137
    %1666 = llvm.add %1635, %43 : i64
    llvm.br ^bb135(%1666 : i64)
  ^bb143:  // pred: ^bb135
    %1667 = llvm.add %1633, %43 : i64
    llvm.br ^bb133(%1667 : i64)
  ^bb144:  // pred: ^bb133
    llvm.br ^bb145(%44 : i64)
  ^bb145(%1668: i64):  // 2 preds: ^bb144, ^bb158
    %1669 = llvm.icmp "slt" %1668, %43 : i64
    llvm.cond_br %1669, ^bb146, ^bb159
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%44 : i64)
  ^bb147(%1670: i64):  // 2 preds: ^bb146, ^bb157
    %1671 = llvm.icmp "slt" %1670, %42 : i64
    llvm.cond_br %1671, ^bb148, ^bb158
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%44 : i64)
  ^bb149(%1672: i64):  // 2 preds: ^bb148, ^bb156
    %1673 = llvm.icmp "slt" %1672, %40 : i64
    llvm.cond_br %1673, ^bb150, ^bb157
  ^bb150:  // pred: ^bb149
    llvm.br ^bb151(%44 : i64)
  ^bb151(%1674: i64):  // 2 preds: ^bb150, ^bb155
    %1675 = llvm.icmp "slt" %1674, %39 : i64
    llvm.cond_br %1675, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%44 : i64)
  ^bb153(%1676: i64):  // 2 preds: ^bb152, ^bb154
    %1677 = llvm.icmp "slt" %1676, %41 : i64
    llvm.cond_br %1677, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1678 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1679 = llvm.mlir.constant(256 : index) : i64
    %1680 = llvm.mul %1668, %1679 overflow<nsw, nuw> : i64
    %1681 = llvm.mlir.constant(32 : index) : i64
    %1682 = llvm.mul %1670, %1681 overflow<nsw, nuw> : i64
    %1683 = llvm.add %1680, %1682 overflow<nsw, nuw> : i64
    %1684 = llvm.add %1683, %1676 overflow<nsw, nuw> : i64
    %1685 = llvm.getelementptr inbounds|nuw %1678[%1684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1686 = llvm.load %1685 : !llvm.ptr -> f32
    %1687 = llvm.extractvalue %1598[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1688 = llvm.mlir.constant(512 : index) : i64
    %1689 = llvm.mul %1672, %1688 overflow<nsw, nuw> : i64
    %1690 = llvm.mlir.constant(32 : index) : i64
    %1691 = llvm.mul %1674, %1690 overflow<nsw, nuw> : i64
    %1692 = llvm.add %1689, %1691 overflow<nsw, nuw> : i64
    %1693 = llvm.add %1692, %1676 overflow<nsw, nuw> : i64
    %1694 = llvm.getelementptr inbounds|nuw %1687[%1693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1695 = llvm.load %1694 : !llvm.ptr -> f32
    %1696 = llvm.extractvalue %1632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1697 = llvm.mlir.constant(256 : index) : i64
    %1698 = llvm.mul %1668, %1697 overflow<nsw, nuw> : i64
    %1699 = llvm.mlir.constant(32 : index) : i64
    %1700 = llvm.mul %1670, %1699 overflow<nsw, nuw> : i64
    %1701 = llvm.add %1698, %1700 overflow<nsw, nuw> : i64
    %1702 = llvm.mlir.constant(16 : index) : i64
    %1703 = llvm.mul %1672, %1702 overflow<nsw, nuw> : i64
    %1704 = llvm.add %1701, %1703 overflow<nsw, nuw> : i64
    %1705 = llvm.add %1704, %1674 overflow<nsw, nuw> : i64
    %1706 = llvm.getelementptr inbounds|nuw %1696[%1705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1707 = llvm.load %1706 : !llvm.ptr -> f32
    %1708 = llvm.fmul %1686, %1695 : f32
    %1709 = llvm.fadd %1707, %1708 : f32
    %1710 = llvm.extractvalue %1632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1711 = llvm.mlir.constant(256 : index) : i64
    %1712 = llvm.mul %1668, %1711 overflow<nsw, nuw> : i64
    %1713 = llvm.mlir.constant(32 : index) : i64
    %1714 = llvm.mul %1670, %1713 overflow<nsw, nuw> : i64
    %1715 = llvm.add %1712, %1714 overflow<nsw, nuw> : i64
    %1716 = llvm.mlir.constant(16 : index) : i64
    %1717 = llvm.mul %1672, %1716 overflow<nsw, nuw> : i64
    %1718 = llvm.add %1715, %1717 overflow<nsw, nuw> : i64
    %1719 = llvm.add %1718, %1674 overflow<nsw, nuw> : i64
    %1720 = llvm.getelementptr inbounds|nuw %1710[%1719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1709, %1720 : f32, !llvm.ptr
    %1721 = llvm.add %1676, %43 : i64
    llvm.br ^bb153(%1721 : i64)
  ^bb155:  // pred: ^bb153
    %1722 = llvm.add %1674, %43 : i64
    llvm.br ^bb151(%1722 : i64)
  ^bb156:  // pred: ^bb151
    %1723 = llvm.add %1672, %43 : i64
    llvm.br ^bb149(%1723 : i64)
  ^bb157:  // pred: ^bb149
    %1724 = llvm.add %1670, %43 : i64
    llvm.br ^bb147(%1724 : i64)
  ^bb158:  // pred: ^bb147
    %1725 = llvm.add %1668, %43 : i64
    llvm.br ^bb145(%1725 : i64)
  ^bb159:  // pred: ^bb145
    %1726 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1727 = llvm.extractvalue %594[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1728 = llvm.extractvalue %594[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1729 = llvm.insertvalue %1727, %1726[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1730 = llvm.insertvalue %1728, %1729[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1731 = llvm.mlir.constant(0 : index) : i64
    %1732 = llvm.insertvalue %1731, %1730[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1733 = llvm.mlir.constant(2 : index) : i64
    %1734 = llvm.insertvalue %1733, %1732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1735 = llvm.mlir.constant(16 : index) : i64
    %1736 = llvm.insertvalue %1735, %1734[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1737 = llvm.mlir.constant(16 : index) : i64
    %1738 = llvm.insertvalue %1737, %1736[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1739 = llvm.mlir.constant(1 : index) : i64
    %1740 = llvm.insertvalue %1739, %1738[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1741 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1742 = llvm.extractvalue %578[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1743 = llvm.extractvalue %578[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1744 = llvm.insertvalue %1742, %1741[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1745 = llvm.insertvalue %1743, %1744[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1746 = llvm.mlir.constant(0 : index) : i64
    %1747 = llvm.insertvalue %1746, %1745[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1748 = llvm.mlir.constant(2 : index) : i64
    %1749 = llvm.insertvalue %1748, %1747[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1750 = llvm.mlir.constant(512 : index) : i64
    %1751 = llvm.insertvalue %1750, %1749[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1752 = llvm.mlir.constant(16 : index) : i64
    %1753 = llvm.insertvalue %1752, %1751[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1754 = llvm.mlir.constant(32 : index) : i64
    %1755 = llvm.insertvalue %1754, %1753[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1756 = llvm.mlir.constant(32 : index) : i64
    %1757 = llvm.insertvalue %1756, %1755[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1758 = llvm.mlir.constant(1 : index) : i64
    %1759 = llvm.insertvalue %1758, %1757[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1760 = llvm.mlir.constant(1 : index) : i64
    %1761 = llvm.mlir.constant(8 : index) : i64
    %1762 = llvm.mlir.constant(2 : index) : i64
    %1763 = llvm.mlir.constant(16 : index) : i64
    %1764 = llvm.mlir.constant(1 : index) : i64
    %1765 = llvm.mlir.constant(32 : index) : i64
    %1766 = llvm.mlir.constant(256 : index) : i64
    %1767 = llvm.mlir.constant(256 : index) : i64
    %1768 = llvm.mlir.zero : !llvm.ptr
    %1769 = llvm.getelementptr %1768[%1767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1770 = llvm.ptrtoint %1769 : !llvm.ptr to i64
    %1771 = llvm.mlir.constant(64 : index) : i64
    %1772 = llvm.add %1770, %1771 : i64
    %1773 = llvm.call @malloc(%1772) : (i64) -> !llvm.ptr
    %1774 = llvm.ptrtoint %1773 : !llvm.ptr to i64
    %1775 = llvm.mlir.constant(1 : index) : i64
    %1776 = llvm.sub %1771, %1775 : i64
    %1777 = llvm.add %1774, %1776 : i64
    %1778 = llvm.urem %1777, %1771 : i64
    %1779 = llvm.sub %1777, %1778 : i64
    %1780 = llvm.inttoptr %1779 : i64 to !llvm.ptr
    %1781 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1782 = llvm.insertvalue %1773, %1781[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1783 = llvm.insertvalue %1780, %1782[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1784 = llvm.mlir.constant(0 : index) : i64
    %1785 = llvm.insertvalue %1784, %1783[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1786 = llvm.insertvalue %1760, %1785[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1787 = llvm.insertvalue %1761, %1786[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1788 = llvm.insertvalue %1762, %1787[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1789 = llvm.insertvalue %1763, %1788[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1790 = llvm.insertvalue %1766, %1789[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1791 = llvm.insertvalue %1765, %1790[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1792 = llvm.insertvalue %1763, %1791[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1793 = llvm.insertvalue %1764, %1792[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%44 : i64)
  ^bb160(%1794: i64):  // 2 preds: ^bb159, ^bb170
    %1795 = llvm.icmp "slt" %1794, %43 : i64
    llvm.cond_br %1795, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%44 : i64)
  ^bb162(%1796: i64):  // 2 preds: ^bb161, ^bb169
    %1797 = llvm.icmp "slt" %1796, %42 : i64
    llvm.cond_br %1797, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%44 : i64)
  ^bb164(%1798: i64):  // 2 preds: ^bb163, ^bb168
    %1799 = llvm.icmp "slt" %1798, %40 : i64
    llvm.cond_br %1799, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%44 : i64)
  ^bb166(%1800: i64):  // 2 preds: ^bb165, ^bb167
    %1801 = llvm.icmp "slt" %1800, %39 : i64
    llvm.cond_br %1801, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1802 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1803 = llvm.mlir.constant(256 : index) : i64
    %1804 = llvm.mul %1794, %1803 overflow<nsw, nuw> : i64
    %1805 = llvm.mlir.constant(32 : index) : i64
    %1806 = llvm.mul %1796, %1805 overflow<nsw, nuw> : i64
    %1807 = llvm.add %1804, %1806 overflow<nsw, nuw> : i64
    %1808 = llvm.mlir.constant(16 : index) : i64
    %1809 = llvm.mul %1798, %1808 overflow<nsw, nuw> : i64
    %1810 = llvm.add %1807, %1809 overflow<nsw, nuw> : i64
    %1811 = llvm.add %1810, %1800 overflow<nsw, nuw> : i64
    %1812 = llvm.getelementptr inbounds|nuw %1802[%1811] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1813 = llvm.load %1812 : !llvm.ptr -> f32
    %1814 = llvm.extractvalue %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1815 = llvm.mlir.constant(256 : index) : i64
    %1816 = llvm.mul %1794, %1815 overflow<nsw, nuw> : i64
    %1817 = llvm.mlir.constant(32 : index) : i64
    %1818 = llvm.mul %1796, %1817 overflow<nsw, nuw> : i64
    %1819 = llvm.add %1816, %1818 overflow<nsw, nuw> : i64
    %1820 = llvm.mlir.constant(16 : index) : i64
    %1821 = llvm.mul %1798, %1820 overflow<nsw, nuw> : i64
    %1822 = llvm.add %1819, %1821 overflow<nsw, nuw> : i64
    %1823 = llvm.add %1822, %1800 overflow<nsw, nuw> : i64
    %1824 = llvm.getelementptr inbounds|nuw %1814[%1823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1813, %1824 : f32, !llvm.ptr
    %1825 = llvm.add %1800, %43 : i64
    llvm.br ^bb166(%1825 : i64)
  ^bb168:  // pred: ^bb166
    %1826 = llvm.add %1798, %43 : i64
    llvm.br ^bb164(%1826 : i64)
  ^bb169:  // pred: ^bb164
    %1827 = llvm.add %1796, %43 : i64
    llvm.br ^bb162(%1827 : i64)
  ^bb170:  // pred: ^bb162
    %1828 = llvm.add %1794, %43 : i64
    llvm.br ^bb160(%1828 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%44 : i64)
  ^bb172(%1829: i64):  // 2 preds: ^bb171, ^bb185
    %1830 = llvm.icmp "slt" %1829, %43 : i64
    llvm.cond_br %1830, ^bb173, ^bb186
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%44 : i64)
  ^bb174(%1831: i64):  // 2 preds: ^bb173, ^bb184
    %1832 = llvm.icmp "slt" %1831, %42 : i64
    llvm.cond_br %1832, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%44 : i64)
  ^bb176(%1833: i64):  // 2 preds: ^bb175, ^bb183
    %1834 = llvm.icmp "slt" %1833, %40 : i64
    llvm.cond_br %1834, ^bb177, ^bb184
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%44 : i64)
  ^bb178(%1835: i64):  // 2 preds: ^bb177, ^bb182
    %1836 = llvm.icmp "slt" %1835, %39 : i64
    llvm.cond_br %1836, ^bb179, ^bb183
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%44 : i64)
  ^bb180(%1837: i64):  // 2 preds: ^bb179, ^bb181
    %1838 = llvm.icmp "slt" %1837, %41 : i64
    llvm.cond_br %1838, ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    %1839 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1840 = llvm.mlir.constant(256 : index) : i64
    %1841 = llvm.mul %1829, %1840 overflow<nsw, nuw> : i64
    %1842 = llvm.mlir.constant(32 : index) : i64
    %1843 = llvm.mul %1831, %1842 overflow<nsw, nuw> : i64
    %1844 = llvm.add %1841, %1843 overflow<nsw, nuw> : i64
    %1845 = llvm.add %1844, %1837 overflow<nsw, nuw> : i64
    %1846 = llvm.getelementptr inbounds|nuw %1839[%1845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1847 = llvm.load %1846 : !llvm.ptr -> f32
    %1848 = llvm.extractvalue %1759[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1849 = llvm.mlir.constant(512 : index) : i64
    %1850 = llvm.mul %1833, %1849 overflow<nsw, nuw> : i64
    %1851 = llvm.mlir.constant(32 : index) : i64
    %1852 = llvm.mul %1835, %1851 overflow<nsw, nuw> : i64
    %1853 = llvm.add %1850, %1852 overflow<nsw, nuw> : i64
    %1854 = llvm.add %1853, %1837 overflow<nsw, nuw> : i64
    %1855 = llvm.getelementptr inbounds|nuw %1848[%1854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1856 = llvm.load %1855 : !llvm.ptr -> f32
    %1857 = llvm.extractvalue %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1858 = llvm.mlir.constant(256 : index) : i64
    %1859 = llvm.mul %1829, %1858 overflow<nsw, nuw> : i64
    %1860 = llvm.mlir.constant(32 : index) : i64
    %1861 = llvm.mul %1831, %1860 overflow<nsw, nuw> : i64
    %1862 = llvm.add %1859, %1861 overflow<nsw, nuw> : i64
    %1863 = llvm.mlir.constant(16 : index) : i64
    %1864 = llvm.mul %1833, %1863 overflow<nsw, nuw> : i64
    %1865 = llvm.add %1862, %1864 overflow<nsw, nuw> : i64
    %1866 = llvm.add %1865, %1835 overflow<nsw, nuw> : i64
    %1867 = llvm.getelementptr inbounds|nuw %1857[%1866] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1868 = llvm.load %1867 : !llvm.ptr -> f32
    %1869 = llvm.fmul %1847, %1856 : f32
    %1870 = llvm.fadd %1868, %1869 : f32
    %1871 = llvm.extractvalue %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1872 = llvm.mlir.constant(256 : index) : i64
    %1873 = llvm.mul %1829, %1872 overflow<nsw, nuw> : i64
    %1874 = llvm.mlir.constant(32 : index) : i64
    %1875 = llvm.mul %1831, %1874 overflow<nsw, nuw> : i64
    %1876 = llvm.add %1873, %1875 overflow<nsw, nuw> : i64
    %1877 = llvm.mlir.constant(16 : index) : i64
    %1878 = llvm.mul %1833, %1877 overflow<nsw, nuw> : i64
    %1879 = llvm.add %1876, %1878 overflow<nsw, nuw> : i64
    %1880 = llvm.add %1879, %1835 overflow<nsw, nuw> : i64
    %1881 = llvm.getelementptr inbounds|nuw %1871[%1880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1870, %1881 : f32, !llvm.ptr
    %1882 = llvm.add %1837, %43 : i64
    llvm.br ^bb180(%1882 : i64)
  ^bb182:  // pred: ^bb180
    %1883 = llvm.add %1835, %43 : i64
    llvm.br ^bb178(%1883 : i64)
  ^bb183:  // pred: ^bb178
    %1884 = llvm.add %1833, %43 : i64
    llvm.br ^bb176(%1884 : i64)
  ^bb184:  // pred: ^bb176
    %1885 = llvm.add %1831, %43 : i64
    llvm.br ^bb174(%1885 : i64)
  ^bb185:  // pred: ^bb174
    %1886 = llvm.add %1829, %43 : i64
    llvm.br ^bb172(%1886 : i64)
  ^bb186:  // pred: ^bb172
    %1887 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1888 = llvm.extractvalue %558[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1889 = llvm.extractvalue %558[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1890 = llvm.insertvalue %1888, %1887[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1891 = llvm.insertvalue %1889, %1890[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1892 = llvm.mlir.constant(0 : index) : i64
    %1893 = llvm.insertvalue %1892, %1891[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1894 = llvm.mlir.constant(2 : index) : i64
    %1895 = llvm.insertvalue %1894, %1893[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1896 = llvm.mlir.constant(16 : index) : i64
    %1897 = llvm.insertvalue %1896, %1895[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1898 = llvm.mlir.constant(16 : index) : i64
    %1899 = llvm.insertvalue %1898, %1897[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1900 = llvm.mlir.constant(1 : index) : i64
    %1901 = llvm.insertvalue %1900, %1899[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1902 = llvm.mlir.constant(2 : index) : i64
    %1903 = llvm.mlir.constant(8 : index) : i64
    %1904 = llvm.mlir.constant(8 : index) : i64
    %1905 = llvm.mlir.constant(1 : index) : i64
    %1906 = llvm.mlir.constant(64 : index) : i64
    %1907 = llvm.mlir.constant(128 : index) : i64
    %1908 = llvm.mlir.zero : !llvm.ptr
    %1909 = llvm.getelementptr %1908[%1907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1910 = llvm.ptrtoint %1909 : !llvm.ptr to i64
    %1911 = llvm.mlir.constant(64 : index) : i64
    %1912 = llvm.add %1910, %1911 : i64
    %1913 = llvm.call @malloc(%1912) : (i64) -> !llvm.ptr
    %1914 = llvm.ptrtoint %1913 : !llvm.ptr to i64
    %1915 = llvm.mlir.constant(1 : index) : i64
    %1916 = llvm.sub %1911, %1915 : i64
    %1917 = llvm.add %1914, %1916 : i64
    %1918 = llvm.urem %1917, %1911 : i64
    %1919 = llvm.sub %1917, %1918 : i64
    %1920 = llvm.inttoptr %1919 : i64 to !llvm.ptr
    %1921 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1922 = llvm.insertvalue %1913, %1921[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1923 = llvm.insertvalue %1920, %1922[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1924 = llvm.mlir.constant(0 : index) : i64
    %1925 = llvm.insertvalue %1924, %1923[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1926 = llvm.insertvalue %1902, %1925[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1927 = llvm.insertvalue %1903, %1926[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1928 = llvm.insertvalue %1904, %1927[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1929 = llvm.insertvalue %1906, %1928[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1930 = llvm.insertvalue %1904, %1929[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1931 = llvm.insertvalue %1905, %1930[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb187(%44 : i64)
  ^bb187(%1932: i64):  // 2 preds: ^bb186, ^bb194
    %1933 = llvm.icmp "slt" %1932, %40 : i64
    llvm.cond_br %1933, ^bb188, ^bb195
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%44 : i64)
  ^bb189(%1934: i64):  // 2 preds: ^bb188, ^bb193
    %1935 = llvm.icmp "slt" %1934, %42 : i64
    llvm.cond_br %1935, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%44 : i64)
  ^bb191(%1936: i64):  // 2 preds: ^bb190, ^bb192
    %1937 = llvm.icmp "slt" %1936, %42 : i64
    llvm.cond_br %1937, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1938 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1939 = llvm.mlir.constant(64 : index) : i64
    %1940 = llvm.mul %1932, %1939 overflow<nsw, nuw> : i64
    %1941 = llvm.mlir.constant(8 : index) : i64
    %1942 = llvm.mul %1934, %1941 overflow<nsw, nuw> : i64
    %1943 = llvm.add %1940, %1942 overflow<nsw, nuw> : i64
    %1944 = llvm.add %1943, %1936 overflow<nsw, nuw> : i64
    %1945 = llvm.getelementptr inbounds|nuw %1938[%1944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %1945 : f32, !llvm.ptr
    %1946 = llvm.add %1936, %43 : i64
    llvm.br ^bb191(%1946 : i64)
  ^bb193:  // pred: ^bb191
    %1947 = llvm.add %1934, %43 : i64
    llvm.br ^bb189(%1947 : i64)
  ^bb194:  // pred: ^bb189
    %1948 = llvm.add %1932, %43 : i64
    llvm.br ^bb187(%1948 : i64)
  ^bb195:  // pred: ^bb187
    %1949 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1950 = llvm.extractvalue %1931[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1951 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1952 = llvm.insertvalue %1950, %1949[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1953 = llvm.insertvalue %1951, %1952[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1954 = llvm.mlir.constant(0 : index) : i64
    %1955 = llvm.insertvalue %1954, %1953[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1956 = llvm.mlir.constant(1 : index) : i64
    %1957 = llvm.insertvalue %1956, %1955[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1958 = llvm.mlir.constant(128 : index) : i64
    %1959 = llvm.insertvalue %1958, %1957[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1960 = llvm.mlir.constant(2 : index) : i64
    %1961 = llvm.insertvalue %1960, %1959[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1962 = llvm.mlir.constant(64 : index) : i64
    %1963 = llvm.insertvalue %1962, %1961[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1964 = llvm.mlir.constant(8 : index) : i64
    %1965 = llvm.insertvalue %1964, %1963[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1966 = llvm.mlir.constant(8 : index) : i64
    %1967 = llvm.insertvalue %1966, %1965[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1968 = llvm.mlir.constant(8 : index) : i64
    %1969 = llvm.insertvalue %1968, %1967[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1970 = llvm.mlir.constant(1 : index) : i64
    %1971 = llvm.insertvalue %1970, %1969[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1972 = llvm.mlir.constant(1 : index) : i64
    %1973 = llvm.mlir.constant(2 : index) : i64
    %1974 = llvm.mlir.constant(8 : index) : i64
    %1975 = llvm.mlir.constant(8 : index) : i64
    %1976 = llvm.mlir.constant(1 : index) : i64
    %1977 = llvm.mlir.constant(64 : index) : i64
    %1978 = llvm.mlir.constant(128 : index) : i64
    %1979 = llvm.mlir.constant(128 : index) : i64
    %1980 = llvm.mlir.zero : !llvm.ptr
    %1981 = llvm.getelementptr %1980[%1979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1982 = llvm.ptrtoint %1981 : !llvm.ptr to i64
    %1983 = llvm.mlir.constant(64 : index) : i64
    %1984 = llvm.add %1982, %1983 : i64
    %1985 = llvm.call @malloc(%1984) : (i64) -> !llvm.ptr
    %1986 = llvm.ptrtoint %1985 : !llvm.ptr to i64
    %1987 = llvm.mlir.constant(1 : index) : i64
    %1988 = llvm.sub %1983, %1987 : i64
    %1989 = llvm.add %1986, %1988 : i64
    %1990 = llvm.urem %1989, %1983 : i64
    %1991 = llvm.sub %1989, %1990 : i64
    %1992 = llvm.inttoptr %1991 : i64 to !llvm.ptr
    %1993 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1994 = llvm.insertvalue %1985, %1993[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1995 = llvm.insertvalue %1992, %1994[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1996 = llvm.mlir.constant(0 : index) : i64
    %1997 = llvm.insertvalue %1996, %1995[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1998 = llvm.insertvalue %1972, %1997[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1999 = llvm.insertvalue %1973, %1998[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2000 = llvm.insertvalue %1974, %1999[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2001 = llvm.insertvalue %1975, %2000[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2002 = llvm.insertvalue %1978, %2001[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2003 = llvm.insertvalue %1977, %2002[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2004 = llvm.insertvalue %1975, %2003[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2005 = llvm.insertvalue %1976, %2004[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb196(%44 : i64)
  ^bb196(%2006: i64):  // 2 preds: ^bb195, ^bb206
    %2007 = llvm.icmp "slt" %2006, %43 : i64
    llvm.cond_br %2007, ^bb197, ^bb207
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%44 : i64)
  ^bb198(%2008: i64):  // 2 preds: ^bb197, ^bb205
    %2009 = llvm.icmp "slt" %2008, %40 : i64
    llvm.cond_br %2009, ^bb199, ^bb206
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%44 : i64)
  ^bb200(%2010: i64):  // 2 preds: ^bb199, ^bb204
    %2011 = llvm.icmp "slt" %2010, %42 : i64
    llvm.cond_br %2011, ^bb201, ^bb205
  ^bb201:  // pred: ^bb200
    llvm.br ^bb202(%44 : i64)
  ^bb202(%2012: i64):  // 2 preds: ^bb201, ^bb203
    %2013 = llvm.icmp "slt" %2012, %42 : i64
    llvm.cond_br %2013, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %2014 = llvm.extractvalue %1971[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2015 = llvm.mlir.constant(128 : index) : i64
    %2016 = llvm.mul %2006, %2015 overflow<nsw, nuw> : i64
    %2017 = llvm.mlir.constant(64 : index) : i64
    %2018 = llvm.mul %2008, %2017 overflow<nsw, nuw> : i64
    %2019 = llvm.add %2016, %2018 overflow<nsw, nuw> : i64
    %2020 = llvm.mlir.constant(8 : index) : i64
    %2021 = llvm.mul %2010, %2020 overflow<nsw, nuw> : i64
    %2022 = llvm.add %2019, %2021 overflow<nsw, nuw> : i64
    %2023 = llvm.add %2022, %2012 overflow<nsw, nuw> : i64
    %2024 = llvm.getelementptr inbounds|nuw %2014[%2023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2025 = llvm.load %2024 : !llvm.ptr -> f32
    %2026 = llvm.extractvalue %2005[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2027 = llvm.mlir.constant(128 : index) : i64
    %2028 = llvm.mul %2006, %2027 overflow<nsw, nuw> : i64
    %2029 = llvm.mlir.constant(64 : index) : i64
    %2030 = llvm.mul %2008, %2029 overflow<nsw, nuw> : i64
    %2031 = llvm.add %2028, %2030 overflow<nsw, nuw> : i64
    %2032 = llvm.mlir.constant(8 : index) : i64
    %2033 = llvm.mul %2010, %2032 overflow<nsw, nuw> : i64
    %2034 = llvm.add %2031, %2033 overflow<nsw, nuw> : i64
    %2035 = llvm.add %2034, %2012 overflow<nsw, nuw> : i64
    %2036 = llvm.getelementptr inbounds|nuw %2026[%2035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2025, %2036 : f32, !llvm.ptr
    %2037 = llvm.add %2012, %43 : i64
    llvm.br ^bb202(%2037 : i64)
  ^bb204:  // pred: ^bb202
    %2038 = llvm.add %2010, %43 : i64
    llvm.br ^bb200(%2038 : i64)
  ^bb205:  // pred: ^bb200
    %2039 = llvm.add %2008, %43 : i64
    llvm.br ^bb198(%2039 : i64)
  ^bb206:  // pred: ^bb198
    %2040 = llvm.add %2006, %43 : i64
    llvm.br ^bb196(%2040 : i64)
  ^bb207:  // pred: ^bb196
    llvm.br ^bb208(%44 : i64)
  ^bb208(%2041: i64):  // 2 preds: ^bb207, ^bb221
    %2042 = llvm.icmp "slt" %2041, %43 : i64
    llvm.cond_br %2042, ^bb209, ^bb222
  ^bb209:  // pred: ^bb208
    llvm.br ^bb210(%44 : i64)
  ^bb210(%2043: i64):  // 2 preds: ^bb209, ^bb220
    %2044 = llvm.icmp "slt" %2043, %40 : i64
    llvm.cond_br %2044, ^bb211, ^bb221
  ^bb211:  // pred: ^bb210
    llvm.br ^bb212(%44 : i64)
  ^bb212(%2045: i64):  // 2 preds: ^bb211, ^bb219
    %2046 = llvm.icmp "slt" %2045, %42 : i64
    llvm.cond_br %2046, ^bb213, ^bb220
  ^bb213:  // pred: ^bb212
    llvm.br ^bb214(%44 : i64)
  ^bb214(%2047: i64):  // 2 preds: ^bb213, ^bb218
    %2048 = llvm.icmp "slt" %2047, %42 : i64
    llvm.cond_br %2048, ^bb215, ^bb219
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%44 : i64)
  ^bb216(%2049: i64):  // 2 preds: ^bb215, ^bb217
    %2050 = llvm.icmp "slt" %2049, %39 : i64
    llvm.cond_br %2050, ^bb217, ^bb218
  ^bb217:  // pred: ^bb216
    %2051 = llvm.extractvalue %1471[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2052 = llvm.mlir.constant(256 : index) : i64
    %2053 = llvm.mul %2041, %2052 overflow<nsw, nuw> : i64
    %2054 = llvm.mlir.constant(32 : index) : i64
    %2055 = llvm.mul %2045, %2054 overflow<nsw, nuw> : i64
    %2056 = llvm.add %2053, %2055 overflow<nsw, nuw> : i64
    %2057 = llvm.mlir.constant(16 : index) : i64
    %2058 = llvm.mul %2043, %2057 overflow<nsw, nuw> : i64
    %2059 = llvm.add %2056, %2058 overflow<nsw, nuw> : i64
    %2060 = llvm.add %2059, %2049 overflow<nsw, nuw> : i64
    %2061 = llvm.getelementptr inbounds|nuw %2051[%2060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2062 = llvm.load %2061 : !llvm.ptr -> f32
    %2063 = llvm.extractvalue %1579[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2064 = llvm.mlir.constant(16 : index) : i64
    %2065 = llvm.mul %2043, %2064 overflow<nsw, nuw> : i64
    %2066 = llvm.add %2065, %2049 overflow<nsw, nuw> : i64
    %2067 = llvm.getelementptr inbounds|nuw %2063[%2066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2068 = llvm.load %2067 : !llvm.ptr -> f32
    %2069 = llvm.extractvalue %1632[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2070 = llvm.mlir.constant(256 : index) : i64
    %2071 = llvm.mul %2041, %2070 overflow<nsw, nuw> : i64
    %2072 = llvm.mlir.constant(32 : index) : i64
    %2073 = llvm.mul %2047, %2072 overflow<nsw, nuw> : i64
    %2074 = llvm.add %2071, %2073 overflow<nsw, nuw> : i64
    %2075 = llvm.mlir.constant(16 : index) : i64
    %2076 = llvm.mul %2043, %2075 overflow<nsw, nuw> : i64
    %2077 = llvm.add %2074, %2076 overflow<nsw, nuw> : i64
    %2078 = llvm.add %2077, %2049 overflow<nsw, nuw> : i64
    %2079 = llvm.getelementptr inbounds|nuw %2069[%2078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2080 = llvm.load %2079 : !llvm.ptr -> f32
    %2081 = llvm.extractvalue %1740[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2082 = llvm.mlir.constant(16 : index) : i64
    %2083 = llvm.mul %2043, %2082 overflow<nsw, nuw> : i64
    %2084 = llvm.add %2083, %2049 overflow<nsw, nuw> : i64
    %2085 = llvm.getelementptr inbounds|nuw %2081[%2084] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2086 = llvm.load %2085 : !llvm.ptr -> f32
    %2087 = llvm.extractvalue %2005[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2088 = llvm.mlir.constant(128 : index) : i64
    %2089 = llvm.mul %2041, %2088 overflow<nsw, nuw> : i64
    %2090 = llvm.mlir.constant(64 : index) : i64
    %2091 = llvm.mul %2043, %2090 overflow<nsw, nuw> : i64
    %2092 = llvm.add %2089, %2091 overflow<nsw, nuw> : i64
    %2093 = llvm.mlir.constant(8 : index) : i64
    %2094 = llvm.mul %2045, %2093 overflow<nsw, nuw> : i64
    %2095 = llvm.add %2092, %2094 overflow<nsw, nuw> : i64
    %2096 = llvm.add %2095, %2047 overflow<nsw, nuw> : i64
    %2097 = llvm.getelementptr inbounds|nuw %2087[%2096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2098 = llvm.load %2097 : !llvm.ptr -> f32
    %2099 = llvm.fadd %2080, %2086 : f32
    %2100 = llvm.fadd %2062, %2068 : f32
    %2101 = llvm.fmul %2100, %2099 : f32
    %2102 = llvm.fadd %2098, %2101 : f32
    %2103 = llvm.extractvalue %2005[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2104 = llvm.mlir.constant(128 : index) : i64
    %2105 = llvm.mul %2041, %2104 overflow<nsw, nuw> : i64
    %2106 = llvm.mlir.constant(64 : index) : i64
    %2107 = llvm.mul %2043, %2106 overflow<nsw, nuw> : i64
    %2108 = llvm.add %2105, %2107 overflow<nsw, nuw> : i64
    %2109 = llvm.mlir.constant(8 : index) : i64
    %2110 = llvm.mul %2045, %2109 overflow<nsw, nuw> : i64
    %2111 = llvm.add %2108, %2110 overflow<nsw, nuw> : i64
    %2112 = llvm.add %2111, %2047 overflow<nsw, nuw> : i64
    %2113 = llvm.getelementptr inbounds|nuw %2103[%2112] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2102, %2113 : f32, !llvm.ptr
    %2114 = llvm.add %2049, %43 : i64
    llvm.br ^bb216(%2114 : i64)
  ^bb218:  // pred: ^bb216
    %2115 = llvm.add %2047, %43 : i64
    llvm.br ^bb214(%2115 : i64)
  ^bb219:  // pred: ^bb214
    %2116 = llvm.add %2045, %43 : i64
    llvm.br ^bb212(%2116 : i64)
  ^bb220:  // pred: ^bb212
    %2117 = llvm.add %2043, %43 : i64
    llvm.br ^bb210(%2117 : i64)
  ^bb221:  // pred: ^bb210
    %2118 = llvm.add %2041, %43 : i64
    llvm.br ^bb208(%2118 : i64)
  ^bb222:  // pred: ^bb208
    %2119 = llvm.mlir.constant(1 : index) : i64
    %2120 = llvm.mlir.constant(2 : index) : i64
    %2121 = llvm.mlir.constant(8 : index) : i64
    %2122 = llvm.mlir.constant(8 : index) : i64
    %2123 = llvm.mlir.constant(1 : index) : i64
    %2124 = llvm.mlir.constant(64 : index) : i64
    %2125 = llvm.mlir.constant(128 : index) : i64
    %2126 = llvm.mlir.constant(128 : index) : i64
    %2127 = llvm.mlir.zero : !llvm.ptr
    %2128 = llvm.getelementptr %2127[%2126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2129 = llvm.ptrtoint %2128 : !llvm.ptr to i64
    %2130 = llvm.mlir.constant(64 : index) : i64
    %2131 = llvm.add %2129, %2130 : i64
    %2132 = llvm.call @malloc(%2131) : (i64) -> !llvm.ptr
    %2133 = llvm.ptrtoint %2132 : !llvm.ptr to i64
    %2134 = llvm.mlir.constant(1 : index) : i64
    %2135 = llvm.sub %2130, %2134 : i64
    %2136 = llvm.add %2133, %2135 : i64
    %2137 = llvm.urem %2136, %2130 : i64
    %2138 = llvm.sub %2136, %2137 : i64
    %2139 = llvm.inttoptr %2138 : i64 to !llvm.ptr
    %2140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2141 = llvm.insertvalue %2132, %2140[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2142 = llvm.insertvalue %2139, %2141[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2143 = llvm.mlir.constant(0 : index) : i64
    %2144 = llvm.insertvalue %2143, %2142[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2145 = llvm.insertvalue %2119, %2144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2146 = llvm.insertvalue %2120, %2145[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2147 = llvm.insertvalue %2121, %2146[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2148 = llvm.insertvalue %2122, %2147[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2149 = llvm.insertvalue %2125, %2148[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2150 = llvm.insertvalue %2124, %2149[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2151 = llvm.insertvalue %2122, %2150[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2152 = llvm.insertvalue %2123, %2151[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb223(%44 : i64)
  ^bb223(%2153: i64):  // 2 preds: ^bb222, ^bb233
    %2154 = llvm.icmp "slt" %2153, %43 : i64
    llvm.cond_br %2154, ^bb224, ^bb234
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%44 : i64)
  ^bb225(%2155: i64):  // 2 preds: ^bb224, ^bb232
    %2156 = llvm.icmp "slt" %2155, %40 : i64
    llvm.cond_br %2156, ^bb226, ^bb233
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%44 : i64)
  ^bb227(%2157: i64):  // 2 preds: ^bb226, ^bb231
    %2158 = llvm.icmp "slt" %2157, %42 : i64
    llvm.cond_br %2158, ^bb228, ^bb232
  ^bb228:  // pred: ^bb227
    llvm.br ^bb229(%44 : i64)
  ^bb229(%2159: i64):  // 2 preds: ^bb228, ^bb230
    %2160 = llvm.icmp "slt" %2159, %42 : i64
    llvm.cond_br %2160, ^bb230, ^bb231
  ^bb230:  // pred: ^bb229
    %2161 = llvm.extractvalue %2005[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2162 = llvm.mlir.constant(128 : index) : i64
    %2163 = llvm.mul %2153, %2162 overflow<nsw, nuw> : i64
    %2164 = llvm.mlir.constant(64 : index) : i64
    %2165 = llvm.mul %2155, %2164 overflow<nsw, nuw> : i64
    %2166 = llvm.add %2163, %2165 overflow<nsw, nuw> : i64
    %2167 = llvm.mlir.constant(8 : index) : i64
    %2168 = llvm.mul %2157, %2167 overflow<nsw, nuw> : i64
    %2169 = llvm.add %2166, %2168 overflow<nsw, nuw> : i64
    %2170 = llvm.add %2169, %2159 overflow<nsw, nuw> : i64
    %2171 = llvm.getelementptr inbounds|nuw %2161[%2170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2172 = llvm.load %2171 : !llvm.ptr -> f32
    %2173 = llvm.fdiv %2172, %46 : f32
    %2174 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.mlir.constant(128 : index) : i64
    %2176 = llvm.mul %2153, %2175 overflow<nsw, nuw> : i64
    %2177 = llvm.mlir.constant(64 : index) : i64
    %2178 = llvm.mul %2155, %2177 overflow<nsw, nuw> : i64
    %2179 = llvm.add %2176, %2178 overflow<nsw, nuw> : i64
    %2180 = llvm.mlir.constant(8 : index) : i64
    %2181 = llvm.mul %2157, %2180 overflow<nsw, nuw> : i64
    %2182 = llvm.add %2179, %2181 overflow<nsw, nuw> : i64
    %2183 = llvm.add %2182, %2159 overflow<nsw, nuw> : i64
    %2184 = llvm.getelementptr inbounds|nuw %2174[%2183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2173, %2184 : f32, !llvm.ptr
    %2185 = llvm.add %2159, %43 : i64
    llvm.br ^bb229(%2185 : i64)
  ^bb231:  // pred: ^bb229
    %2186 = llvm.add %2157, %43 : i64
    llvm.br ^bb227(%2186 : i64)
  ^bb232:  // pred: ^bb227
    %2187 = llvm.add %2155, %43 : i64
    llvm.br ^bb225(%2187 : i64)
  ^bb233:  // pred: ^bb225
    %2188 = llvm.add %2153, %43 : i64
    llvm.br ^bb223(%2188 : i64)
  ^bb234:  // pred: ^bb223
    %2189 = llvm.mlir.constant(1 : index) : i64
    %2190 = llvm.mlir.constant(2 : index) : i64
    %2191 = llvm.mlir.constant(8 : index) : i64
    %2192 = llvm.mlir.constant(1 : index) : i64
    %2193 = llvm.mlir.constant(16 : index) : i64
    %2194 = llvm.mlir.constant(16 : index) : i64
    %2195 = llvm.mlir.zero : !llvm.ptr
    %2196 = llvm.getelementptr %2195[%2194] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2197 = llvm.ptrtoint %2196 : !llvm.ptr to i64
    %2198 = llvm.mlir.constant(64 : index) : i64
    %2199 = llvm.add %2197, %2198 : i64
    %2200 = llvm.call @malloc(%2199) : (i64) -> !llvm.ptr
    %2201 = llvm.ptrtoint %2200 : !llvm.ptr to i64
    %2202 = llvm.mlir.constant(1 : index) : i64
    %2203 = llvm.sub %2198, %2202 : i64
    %2204 = llvm.add %2201, %2203 : i64
    %2205 = llvm.urem %2204, %2198 : i64
    %2206 = llvm.sub %2204, %2205 : i64
    %2207 = llvm.inttoptr %2206 : i64 to !llvm.ptr
    %2208 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2209 = llvm.insertvalue %2200, %2208[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2210 = llvm.insertvalue %2207, %2209[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2211 = llvm.mlir.constant(0 : index) : i64
    %2212 = llvm.insertvalue %2211, %2210[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2213 = llvm.insertvalue %2189, %2212[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2214 = llvm.insertvalue %2190, %2213[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2215 = llvm.insertvalue %2191, %2214[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2216 = llvm.insertvalue %2193, %2215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2217 = llvm.insertvalue %2191, %2216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2218 = llvm.insertvalue %2192, %2217[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb235(%44 : i64)
  ^bb235(%2219: i64):  // 2 preds: ^bb234, ^bb242
    %2220 = llvm.icmp "slt" %2219, %43 : i64
    llvm.cond_br %2220, ^bb236, ^bb243
  ^bb236:  // pred: ^bb235
    llvm.br ^bb237(%44 : i64)
  ^bb237(%2221: i64):  // 2 preds: ^bb236, ^bb241
    %2222 = llvm.icmp "slt" %2221, %40 : i64
    llvm.cond_br %2222, ^bb238, ^bb242
  ^bb238:  // pred: ^bb237
    llvm.br ^bb239(%44 : i64)
  ^bb239(%2223: i64):  // 2 preds: ^bb238, ^bb240
    %2224 = llvm.icmp "slt" %2223, %42 : i64
    llvm.cond_br %2224, ^bb240, ^bb241
  ^bb240:  // pred: ^bb239
    %2225 = llvm.extractvalue %2218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2226 = llvm.mlir.constant(16 : index) : i64
    %2227 = llvm.mul %2219, %2226 overflow<nsw, nuw> : i64
    %2228 = llvm.mlir.constant(8 : index) : i64
    %2229 = llvm.mul %2221, %2228 overflow<nsw, nuw> : i64
    %2230 = llvm.add %2227, %2229 overflow<nsw, nuw> : i64
    %2231 = llvm.add %2230, %2223 overflow<nsw, nuw> : i64
    %2232 = llvm.getelementptr inbounds|nuw %2225[%2231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %50, %2232 : f32, !llvm.ptr
    %2233 = llvm.add %2223, %43 : i64
    llvm.br ^bb239(%2233 : i64)
  ^bb241:  // pred: ^bb239
    %2234 = llvm.add %2221, %43 : i64
    llvm.br ^bb237(%2234 : i64)
  ^bb242:  // pred: ^bb237
    %2235 = llvm.add %2219, %43 : i64
    llvm.br ^bb235(%2235 : i64)
  ^bb243:  // pred: ^bb235
    %2236 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2237 = llvm.extractvalue %2152[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2238 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2239 = llvm.insertvalue %2237, %2236[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2240 = llvm.insertvalue %2238, %2239[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2241 = llvm.mlir.constant(0 : index) : i64
    %2242 = llvm.insertvalue %2241, %2240[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2243 = llvm.mlir.constant(1 : index) : i64
    %2244 = llvm.insertvalue %2243, %2242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2245 = llvm.mlir.constant(128 : index) : i64
    %2246 = llvm.insertvalue %2245, %2244[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2247 = llvm.mlir.constant(2 : index) : i64
    %2248 = llvm.insertvalue %2247, %2246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2249 = llvm.mlir.constant(64 : index) : i64
    %2250 = llvm.insertvalue %2249, %2248[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2251 = llvm.mlir.constant(8 : index) : i64
    %2252 = llvm.insertvalue %2251, %2250[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2253 = llvm.mlir.constant(8 : index) : i64
    %2254 = llvm.insertvalue %2253, %2252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2255 = llvm.mlir.constant(1 : index) : i64
    %2256 = llvm.insertvalue %2255, %2254[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2257 = llvm.mlir.constant(8 : index) : i64
    %2258 = llvm.insertvalue %2257, %2256[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2259 = llvm.mlir.constant(8 : index) : i64
    %2260 = llvm.insertvalue %2259, %2258[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2261 = llvm.mlir.constant(1 : index) : i64
    %2262 = llvm.insertvalue %2261, %2260[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2263 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2264 = llvm.extractvalue %2218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2265 = llvm.extractvalue %2218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2266 = llvm.insertvalue %2264, %2263[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2267 = llvm.insertvalue %2265, %2266[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2268 = llvm.mlir.constant(0 : index) : i64
    %2269 = llvm.insertvalue %2268, %2267[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2270 = llvm.mlir.constant(1 : index) : i64
    %2271 = llvm.insertvalue %2270, %2269[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2272 = llvm.mlir.constant(16 : index) : i64
    %2273 = llvm.insertvalue %2272, %2271[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2274 = llvm.mlir.constant(2 : index) : i64
    %2275 = llvm.insertvalue %2274, %2273[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2276 = llvm.mlir.constant(8 : index) : i64
    %2277 = llvm.insertvalue %2276, %2275[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2278 = llvm.mlir.constant(8 : index) : i64
    %2279 = llvm.insertvalue %2278, %2277[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2280 = llvm.mlir.constant(1 : index) : i64
    %2281 = llvm.insertvalue %2280, %2279[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2282 = llvm.mlir.constant(1 : index) : i64
    %2283 = llvm.insertvalue %2282, %2281[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2284 = llvm.mlir.constant(1 : index) : i64
    %2285 = llvm.insertvalue %2284, %2283[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2286 = llvm.mlir.constant(1 : index) : i64
    %2287 = llvm.mlir.constant(2 : index) : i64
    %2288 = llvm.mlir.constant(8 : index) : i64
    %2289 = llvm.mlir.constant(1 : index) : i64
    %2290 = llvm.mlir.constant(1 : index) : i64
    %2291 = llvm.mlir.constant(16 : index) : i64
    %2292 = llvm.mlir.constant(16 : index) : i64
    %2293 = llvm.mlir.zero : !llvm.ptr
    %2294 = llvm.getelementptr %2293[%2292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2295 = llvm.ptrtoint %2294 : !llvm.ptr to i64
    %2296 = llvm.mlir.constant(64 : index) : i64
    %2297 = llvm.add %2295, %2296 : i64
    %2298 = llvm.call @malloc(%2297) : (i64) -> !llvm.ptr
    %2299 = llvm.ptrtoint %2298 : !llvm.ptr to i64
    %2300 = llvm.mlir.constant(1 : index) : i64
    %2301 = llvm.sub %2296, %2300 : i64
    %2302 = llvm.add %2299, %2301 : i64
    %2303 = llvm.urem %2302, %2296 : i64
    %2304 = llvm.sub %2302, %2303 : i64
    %2305 = llvm.inttoptr %2304 : i64 to !llvm.ptr
    %2306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2307 = llvm.insertvalue %2298, %2306[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2308 = llvm.insertvalue %2305, %2307[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2309 = llvm.mlir.constant(0 : index) : i64
    %2310 = llvm.insertvalue %2309, %2308[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2311 = llvm.insertvalue %2286, %2310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2312 = llvm.insertvalue %2287, %2311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2313 = llvm.insertvalue %2288, %2312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2314 = llvm.insertvalue %2289, %2313[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2315 = llvm.insertvalue %2291, %2314[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.insertvalue %2288, %2315[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2317 = llvm.insertvalue %2289, %2316[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2318 = llvm.insertvalue %2290, %2317[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%44 : i64)
  ^bb244(%2319: i64):  // 2 preds: ^bb243, ^bb254
    %2320 = llvm.icmp "slt" %2319, %43 : i64
    llvm.cond_br %2320, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%44 : i64)
  ^bb246(%2321: i64):  // 2 preds: ^bb245, ^bb253
    %2322 = llvm.icmp "slt" %2321, %40 : i64
    llvm.cond_br %2322, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%44 : i64)
  ^bb248(%2323: i64):  // 2 preds: ^bb247, ^bb252
    %2324 = llvm.icmp "slt" %2323, %42 : i64
    llvm.cond_br %2324, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%44 : i64)
  ^bb250(%2325: i64):  // 2 preds: ^bb249, ^bb251
    %2326 = llvm.icmp "slt" %2325, %43 : i64
    llvm.cond_br %2326, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2327 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2328 = llvm.mlir.constant(16 : index) : i64
    %2329 = llvm.mul %2319, %2328 overflow<nsw, nuw> : i64
    %2330 = llvm.mlir.constant(8 : index) : i64
    %2331 = llvm.mul %2321, %2330 overflow<nsw, nuw> : i64
    %2332 = llvm.add %2329, %2331 overflow<nsw, nuw> : i64
    %2333 = llvm.add %2332, %2323 overflow<nsw, nuw> : i64
    %2334 = llvm.add %2333, %2325 overflow<nsw, nuw> : i64
    %2335 = llvm.getelementptr inbounds|nuw %2327[%2334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2336 = llvm.load %2335 : !llvm.ptr -> f32
    %2337 = llvm.extractvalue %2318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2338 = llvm.mlir.constant(16 : index) : i64
    %2339 = llvm.mul %2319, %2338 overflow<nsw, nuw> : i64
    %2340 = llvm.mlir.constant(8 : index) : i64
    %2341 = llvm.mul %2321, %2340 overflow<nsw, nuw> : i64
    %2342 = llvm.add %2339, %2341 overflow<nsw, nuw> : i64
    %2343 = llvm.add %2342, %2323 overflow<nsw, nuw> : i64
    %2344 = llvm.add %2343, %2325 overflow<nsw, nuw> : i64
    %2345 = llvm.getelementptr inbounds|nuw %2337[%2344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2336, %2345 : f32, !llvm.ptr
    %2346 = llvm.add %2325, %43 : i64
    llvm.br ^bb250(%2346 : i64)
  ^bb252:  // pred: ^bb250
    %2347 = llvm.add %2323, %43 : i64
    llvm.br ^bb248(%2347 : i64)
  ^bb253:  // pred: ^bb248
    %2348 = llvm.add %2321, %43 : i64
    llvm.br ^bb246(%2348 : i64)
  ^bb254:  // pred: ^bb246
    %2349 = llvm.add %2319, %43 : i64
    llvm.br ^bb244(%2349 : i64)
  ^bb255:  // pred: ^bb244
    llvm.br ^bb256(%44 : i64)
  ^bb256(%2350: i64):  // 2 preds: ^bb255, ^bb269
    %2351 = llvm.icmp "slt" %2350, %43 : i64
    llvm.cond_br %2351, ^bb257, ^bb270
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%44 : i64)
  ^bb258(%2352: i64):  // 2 preds: ^bb257, ^bb268
    %2353 = llvm.icmp "slt" %2352, %40 : i64
    llvm.cond_br %2353, ^bb259, ^bb269
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%44 : i64)
  ^bb260(%2354: i64):  // 2 preds: ^bb259, ^bb267
    %2355 = llvm.icmp "slt" %2354, %42 : i64
    llvm.cond_br %2355, ^bb261, ^bb268
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%44 : i64)
  ^bb262(%2356: i64):  // 2 preds: ^bb261, ^bb266
    %2357 = llvm.icmp "slt" %2356, %43 : i64
    llvm.cond_br %2357, ^bb263, ^bb267
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%44 : i64)
  ^bb264(%2358: i64):  // 2 preds: ^bb263, ^bb265
    %2359 = llvm.icmp "slt" %2358, %42 : i64
    llvm.cond_br %2359, ^bb265, ^bb266
  ^bb265:  // pred: ^bb264
    %2360 = llvm.extractvalue %2262[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2361 = llvm.mlir.constant(128 : index) : i64
    %2362 = llvm.mul %2350, %2361 overflow<nsw, nuw> : i64
    %2363 = llvm.mlir.constant(64 : index) : i64
    %2364 = llvm.mul %2352, %2363 overflow<nsw, nuw> : i64
    %2365 = llvm.add %2362, %2364 overflow<nsw, nuw> : i64
    %2366 = llvm.mlir.constant(8 : index) : i64
    %2367 = llvm.mul %2354, %2366 overflow<nsw, nuw> : i64
    %2368 = llvm.add %2365, %2367 overflow<nsw, nuw> : i64
    %2369 = llvm.mlir.constant(8 : index) : i64
    %2370 = llvm.mul %2356, %2369 overflow<nsw, nuw> : i64
    %2371 = llvm.add %2368, %2370 overflow<nsw, nuw> : i64
    %2372 = llvm.add %2371, %2358 overflow<nsw, nuw> : i64
    %2373 = llvm.getelementptr inbounds|nuw %2360[%2372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2374 = llvm.load %2373 : !llvm.ptr -> f32
    %2375 = llvm.extractvalue %2318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2376 = llvm.mlir.constant(16 : index) : i64
    %2377 = llvm.mul %2350, %2376 overflow<nsw, nuw> : i64
    %2378 = llvm.mlir.constant(8 : index) : i64
    %2379 = llvm.mul %2352, %2378 overflow<nsw, nuw> : i64
    %2380 = llvm.add %2377, %2379 overflow<nsw, nuw> : i64
    %2381 = llvm.add %2380, %2354 overflow<nsw, nuw> : i64
    %2382 = llvm.add %2381, %2356 overflow<nsw, nuw> : i64
    %2383 = llvm.getelementptr inbounds|nuw %2375[%2382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2384 = llvm.load %2383 : !llvm.ptr -> f32
    %2385 = llvm.intr.maximum(%2374, %2384) : (f32, f32) -> f32
    %2386 = llvm.extractvalue %2318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2387 = llvm.mlir.constant(16 : index) : i64
    %2388 = llvm.mul %2350, %2387 overflow<nsw, nuw> : i64
    %2389 = llvm.mlir.constant(8 : index) : i64
    %2390 = llvm.mul %2352, %2389 overflow<nsw, nuw> : i64
    %2391 = llvm.add %2388, %2390 overflow<nsw, nuw> : i64
    %2392 = llvm.add %2391, %2354 overflow<nsw, nuw> : i64
    %2393 = llvm.add %2392, %2356 overflow<nsw, nuw> : i64
    %2394 = llvm.getelementptr inbounds|nuw %2386[%2393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2385, %2394 : f32, !llvm.ptr
    %2395 = llvm.add %2358, %43 : i64
    llvm.br ^bb264(%2395 : i64)
  ^bb266:  // pred: ^bb264
    %2396 = llvm.add %2356, %43 : i64
    llvm.br ^bb262(%2396 : i64)
  ^bb267:  // pred: ^bb262
    %2397 = llvm.add %2354, %43 : i64
    llvm.br ^bb260(%2397 : i64)
  ^bb268:  // pred: ^bb260
    %2398 = llvm.add %2352, %43 : i64
    llvm.br ^bb258(%2398 : i64)
  ^bb269:  // pred: ^bb258
    %2399 = llvm.add %2350, %43 : i64
    llvm.br ^bb256(%2399 : i64)
  ^bb270:  // pred: ^bb256
    llvm.br ^bb271(%44 : i64)
  ^bb271(%2400: i64):  // 2 preds: ^bb270, ^bb281
    %2401 = llvm.icmp "slt" %2400, %43 : i64
    llvm.cond_br %2401, ^bb272, ^bb282
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%44 : i64)
  ^bb273(%2402: i64):  // 2 preds: ^bb272, ^bb280
    %2403 = llvm.icmp "slt" %2402, %40 : i64
    llvm.cond_br %2403, ^bb274, ^bb281
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%44 : i64)
  ^bb275(%2404: i64):  // 2 preds: ^bb274, ^bb279
    %2405 = llvm.icmp "slt" %2404, %42 : i64
    llvm.cond_br %2405, ^bb276, ^bb280
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%44 : i64)
  ^bb277(%2406: i64):  // 2 preds: ^bb276, ^bb278
    %2407 = llvm.icmp "slt" %2406, %42 : i64
    llvm.cond_br %2407, ^bb278, ^bb279
  ^bb278:  // pred: ^bb277
    %2408 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2409 = llvm.mlir.constant(128 : index) : i64
    %2410 = llvm.mul %2400, %2409 overflow<nsw, nuw> : i64
    %2411 = llvm.mlir.constant(64 : index) : i64
    %2412 = llvm.mul %2402, %2411 overflow<nsw, nuw> : i64
    %2413 = llvm.add %2410, %2412 overflow<nsw, nuw> : i64
    %2414 = llvm.mlir.constant(8 : index) : i64
    %2415 = llvm.mul %2404, %2414 overflow<nsw, nuw> : i64
    %2416 = llvm.add %2413, %2415 overflow<nsw, nuw> : i64
    %2417 = llvm.add %2416, %2406 overflow<nsw, nuw> : i64
    %2418 = llvm.getelementptr inbounds|nuw %2408[%2417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2419 = llvm.load %2418 : !llvm.ptr -> f32
    %2420 = llvm.extractvalue %2318[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2421 = llvm.mlir.constant(16 : index) : i64
    %2422 = llvm.mul %2400, %2421 overflow<nsw, nuw> : i64
    %2423 = llvm.mlir.constant(8 : index) : i64
    %2424 = llvm.mul %2402, %2423 overflow<nsw, nuw> : i64
    %2425 = llvm.add %2422, %2424 overflow<nsw, nuw> : i64
    %2426 = llvm.add %2425, %2404 overflow<nsw, nuw> : i64
    %2427 = llvm.add %2426, %44 overflow<nsw, nuw> : i64
    %2428 = llvm.getelementptr inbounds|nuw %2420[%2427] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2429 = llvm.load %2428 : !llvm.ptr -> f32
    %2430 = llvm.fsub %2419, %2429 : f32
    %2431 = llvm.fmul %2430, %8 : f32
    %2432 = llvm.intr.exp2(%2431) : (f32) -> f32
    %2433 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.mlir.constant(128 : index) : i64
    %2435 = llvm.mul %2400, %2434 overflow<nsw, nuw> : i64
    %2436 = llvm.mlir.constant(64 : index) : i64
    %2437 = llvm.mul %2402, %2436 overflow<nsw, nuw> : i64
    %2438 = llvm.add %2435, %2437 overflow<nsw, nuw> : i64
    %2439 = llvm.mlir.constant(8 : index) : i64
    %2440 = llvm.mul %2404, %2439 overflow<nsw, nuw> : i64
    %2441 = llvm.add %2438, %2440 overflow<nsw, nuw> : i64
    %2442 = llvm.add %2441, %2406 overflow<nsw, nuw> : i64
    %2443 = llvm.getelementptr inbounds|nuw %2433[%2442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2432, %2443 : f32, !llvm.ptr
    %2444 = llvm.add %2406, %43 : i64
    llvm.br ^bb277(%2444 : i64)
  ^bb279:  // pred: ^bb277
    %2445 = llvm.add %2404, %43 : i64
    llvm.br ^bb275(%2445 : i64)
  ^bb280:  // pred: ^bb275
    %2446 = llvm.add %2402, %43 : i64
    llvm.br ^bb273(%2446 : i64)
  ^bb281:  // pred: ^bb273
    %2447 = llvm.add %2400, %43 : i64
    llvm.br ^bb271(%2447 : i64)
  ^bb282:  // pred: ^bb271
    %2448 = llvm.mlir.constant(1 : index) : i64
    %2449 = llvm.mlir.constant(2 : index) : i64
    %2450 = llvm.mlir.constant(8 : index) : i64
    %2451 = llvm.mlir.constant(1 : index) : i64
    %2452 = llvm.mlir.constant(1 : index) : i64
    %2453 = llvm.mlir.constant(16 : index) : i64
    %2454 = llvm.mlir.constant(16 : index) : i64
    %2455 = llvm.mlir.zero : !llvm.ptr
    %2456 = llvm.getelementptr %2455[%2454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2457 = llvm.ptrtoint %2456 : !llvm.ptr to i64
    %2458 = llvm.mlir.constant(64 : index) : i64
    %2459 = llvm.add %2457, %2458 : i64
    %2460 = llvm.call @malloc(%2459) : (i64) -> !llvm.ptr
    %2461 = llvm.ptrtoint %2460 : !llvm.ptr to i64
    %2462 = llvm.mlir.constant(1 : index) : i64
    %2463 = llvm.sub %2458, %2462 : i64
    %2464 = llvm.add %2461, %2463 : i64
    %2465 = llvm.urem %2464, %2458 : i64
    %2466 = llvm.sub %2464, %2465 : i64
    %2467 = llvm.inttoptr %2466 : i64 to !llvm.ptr
    %2468 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2469 = llvm.insertvalue %2460, %2468[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2470 = llvm.insertvalue %2467, %2469[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2471 = llvm.mlir.constant(0 : index) : i64
    %2472 = llvm.insertvalue %2471, %2470[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2473 = llvm.insertvalue %2448, %2472[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2474 = llvm.insertvalue %2449, %2473[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2475 = llvm.insertvalue %2450, %2474[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2476 = llvm.insertvalue %2451, %2475[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.insertvalue %2453, %2476[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2478 = llvm.insertvalue %2450, %2477[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.insertvalue %2451, %2478[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2480 = llvm.insertvalue %2452, %2479[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb283(%44 : i64)
  ^bb283(%2481: i64):  // 2 preds: ^bb282, ^bb293
    %2482 = llvm.icmp "slt" %2481, %43 : i64
    llvm.cond_br %2482, ^bb284, ^bb294
  ^bb284:  // pred: ^bb283
    llvm.br ^bb285(%44 : i64)
  ^bb285(%2483: i64):  // 2 preds: ^bb284, ^bb292
    %2484 = llvm.icmp "slt" %2483, %40 : i64
    llvm.cond_br %2484, ^bb286, ^bb293
  ^bb286:  // pred: ^bb285
    llvm.br ^bb287(%44 : i64)
  ^bb287(%2485: i64):  // 2 preds: ^bb286, ^bb291
    %2486 = llvm.icmp "slt" %2485, %42 : i64
    llvm.cond_br %2486, ^bb288, ^bb292
  ^bb288:  // pred: ^bb287
    llvm.br ^bb289(%44 : i64)
  ^bb289(%2487: i64):  // 2 preds: ^bb288, ^bb290
    %2488 = llvm.icmp "slt" %2487, %43 : i64
    llvm.cond_br %2488, ^bb290, ^bb291
  ^bb290:  // pred: ^bb289
    %2489 = llvm.extractvalue %2480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.mlir.constant(16 : index) : i64
    %2491 = llvm.mul %2481, %2490 overflow<nsw, nuw> : i64
    %2492 = llvm.mlir.constant(8 : index) : i64
    %2493 = llvm.mul %2483, %2492 overflow<nsw, nuw> : i64
    %2494 = llvm.add %2491, %2493 overflow<nsw, nuw> : i64
    %2495 = llvm.add %2494, %2485 overflow<nsw, nuw> : i64
    %2496 = llvm.add %2495, %2487 overflow<nsw, nuw> : i64
    %2497 = llvm.getelementptr inbounds|nuw %2489[%2496] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %2497 : f32, !llvm.ptr
    %2498 = llvm.add %2487, %43 : i64
    llvm.br ^bb289(%2498 : i64)
  ^bb291:  // pred: ^bb289
    %2499 = llvm.add %2485, %43 : i64
    llvm.br ^bb287(%2499 : i64)
  ^bb292:  // pred: ^bb287
    %2500 = llvm.add %2483, %43 : i64
    llvm.br ^bb285(%2500 : i64)
  ^bb293:  // pred: ^bb285
    %2501 = llvm.add %2481, %43 : i64
    llvm.br ^bb283(%2501 : i64)
  ^bb294:  // pred: ^bb283
    %2502 = llvm.mlir.constant(1 : index) : i64
    %2503 = llvm.mlir.constant(2 : index) : i64
    %2504 = llvm.mlir.constant(8 : index) : i64
    %2505 = llvm.mlir.constant(1 : index) : i64
    %2506 = llvm.mlir.constant(1 : index) : i64
    %2507 = llvm.mlir.constant(16 : index) : i64
    %2508 = llvm.mlir.constant(16 : index) : i64
    %2509 = llvm.mlir.zero : !llvm.ptr
    %2510 = llvm.getelementptr %2509[%2508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2511 = llvm.ptrtoint %2510 : !llvm.ptr to i64
    %2512 = llvm.mlir.constant(64 : index) : i64
    %2513 = llvm.add %2511, %2512 : i64
    %2514 = llvm.call @malloc(%2513) : (i64) -> !llvm.ptr
    %2515 = llvm.ptrtoint %2514 : !llvm.ptr to i64
    %2516 = llvm.mlir.constant(1 : index) : i64
    %2517 = llvm.sub %2512, %2516 : i64
    %2518 = llvm.add %2515, %2517 : i64
    %2519 = llvm.urem %2518, %2512 : i64
    %2520 = llvm.sub %2518, %2519 : i64
    %2521 = llvm.inttoptr %2520 : i64 to !llvm.ptr
    %2522 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2523 = llvm.insertvalue %2514, %2522[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2524 = llvm.insertvalue %2521, %2523[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2525 = llvm.mlir.constant(0 : index) : i64
    %2526 = llvm.insertvalue %2525, %2524[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2527 = llvm.insertvalue %2502, %2526[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2528 = llvm.insertvalue %2503, %2527[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2529 = llvm.insertvalue %2504, %2528[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2530 = llvm.insertvalue %2505, %2529[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2531 = llvm.insertvalue %2507, %2530[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2532 = llvm.insertvalue %2504, %2531[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2533 = llvm.insertvalue %2505, %2532[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2534 = llvm.insertvalue %2506, %2533[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%44 : i64)
  ^bb295(%2535: i64):  // 2 preds: ^bb294, ^bb305
    %2536 = llvm.icmp "slt" %2535, %43 : i64
    llvm.cond_br %2536, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%44 : i64)
  ^bb297(%2537: i64):  // 2 preds: ^bb296, ^bb304
    %2538 = llvm.icmp "slt" %2537, %40 : i64
    llvm.cond_br %2538, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%44 : i64)
  ^bb299(%2539: i64):  // 2 preds: ^bb298, ^bb303
    %2540 = llvm.icmp "slt" %2539, %42 : i64
    llvm.cond_br %2540, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%44 : i64)
  ^bb301(%2541: i64):  // 2 preds: ^bb300, ^bb302
    %2542 = llvm.icmp "slt" %2541, %43 : i64
    llvm.cond_br %2542, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2543 = llvm.extractvalue %2480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2544 = llvm.mlir.constant(16 : index) : i64
    %2545 = llvm.mul %2535, %2544 overflow<nsw, nuw> : i64
    %2546 = llvm.mlir.constant(8 : index) : i64
    %2547 = llvm.mul %2537, %2546 overflow<nsw, nuw> : i64
    %2548 = llvm.add %2545, %2547 overflow<nsw, nuw> : i64
    %2549 = llvm.add %2548, %2539 overflow<nsw, nuw> : i64
    %2550 = llvm.add %2549, %2541 overflow<nsw, nuw> : i64
    %2551 = llvm.getelementptr inbounds|nuw %2543[%2550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2552 = llvm.load %2551 : !llvm.ptr -> f32
    %2553 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.mlir.constant(16 : index) : i64
    %2555 = llvm.mul %2535, %2554 overflow<nsw, nuw> : i64
    %2556 = llvm.mlir.constant(8 : index) : i64
    %2557 = llvm.mul %2537, %2556 overflow<nsw, nuw> : i64
    %2558 = llvm.add %2555, %2557 overflow<nsw, nuw> : i64
    %2559 = llvm.add %2558, %2539 overflow<nsw, nuw> : i64
    %2560 = llvm.add %2559, %2541 overflow<nsw, nuw> : i64
    %2561 = llvm.getelementptr inbounds|nuw %2553[%2560] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2552, %2561 : f32, !llvm.ptr
    %2562 = llvm.add %2541, %43 : i64
    llvm.br ^bb301(%2562 : i64)
  ^bb303:  // pred: ^bb301
    %2563 = llvm.add %2539, %43 : i64
    llvm.br ^bb299(%2563 : i64)
  ^bb304:  // pred: ^bb299
    %2564 = llvm.add %2537, %43 : i64
    llvm.br ^bb297(%2564 : i64)
  ^bb305:  // pred: ^bb297
    %2565 = llvm.add %2535, %43 : i64
    llvm.br ^bb295(%2565 : i64)
  ^bb306:  // pred: ^bb295
    llvm.br ^bb307(%44 : i64)
  ^bb307(%2566: i64):  // 2 preds: ^bb306, ^bb317
    %2567 = llvm.icmp "slt" %2566, %43 : i64
    llvm.cond_br %2567, ^bb308, ^bb318
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%44 : i64)
  ^bb309(%2568: i64):  // 2 preds: ^bb308, ^bb316
    %2569 = llvm.icmp "slt" %2568, %40 : i64
    llvm.cond_br %2569, ^bb310, ^bb317
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%44 : i64)
  ^bb311(%2570: i64):  // 2 preds: ^bb310, ^bb315
    %2571 = llvm.icmp "slt" %2570, %42 : i64
    llvm.cond_br %2571, ^bb312, ^bb316
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%44 : i64)
  ^bb313(%2572: i64):  // 2 preds: ^bb312, ^bb314
    %2573 = llvm.icmp "slt" %2572, %42 : i64
    llvm.cond_br %2573, ^bb314, ^bb315
  ^bb314:  // pred: ^bb313
    %2574 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2575 = llvm.mlir.constant(128 : index) : i64
    %2576 = llvm.mul %2566, %2575 overflow<nsw, nuw> : i64
    %2577 = llvm.mlir.constant(64 : index) : i64
    %2578 = llvm.mul %2568, %2577 overflow<nsw, nuw> : i64
    %2579 = llvm.add %2576, %2578 overflow<nsw, nuw> : i64
    %2580 = llvm.mlir.constant(8 : index) : i64
    %2581 = llvm.mul %2570, %2580 overflow<nsw, nuw> : i64
    %2582 = llvm.add %2579, %2581 overflow<nsw, nuw> : i64
    %2583 = llvm.add %2582, %2572 overflow<nsw, nuw> : i64
    %2584 = llvm.getelementptr inbounds|nuw %2574[%2583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2585 = llvm.load %2584 : !llvm.ptr -> f32
    %2586 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2587 = llvm.mlir.constant(16 : index) : i64
    %2588 = llvm.mul %2566, %2587 overflow<nsw, nuw> : i64
    %2589 = llvm.mlir.constant(8 : index) : i64
    %2590 = llvm.mul %2568, %2589 overflow<nsw, nuw> : i64
    %2591 = llvm.add %2588, %2590 overflow<nsw, nuw> : i64
    %2592 = llvm.add %2591, %2570 overflow<nsw, nuw> : i64
    %2593 = llvm.add %2592, %44 overflow<nsw, nuw> : i64
    %2594 = llvm.getelementptr inbounds|nuw %2586[%2593] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2595 = llvm.load %2594 : !llvm.ptr -> f32
    %2596 = llvm.fadd %2585, %2595 : f32
    %2597 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2598 = llvm.mlir.constant(16 : index) : i64
    %2599 = llvm.mul %2566, %2598 overflow<nsw, nuw> : i64
    %2600 = llvm.mlir.constant(8 : index) : i64
    %2601 = llvm.mul %2568, %2600 overflow<nsw, nuw> : i64
    %2602 = llvm.add %2599, %2601 overflow<nsw, nuw> : i64
    %2603 = llvm.add %2602, %2570 overflow<nsw, nuw> : i64
    %2604 = llvm.add %2603, %44 overflow<nsw, nuw> : i64
    %2605 = llvm.getelementptr inbounds|nuw %2597[%2604] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2596, %2605 : f32, !llvm.ptr
    %2606 = llvm.add %2572, %43 : i64
    llvm.br ^bb313(%2606 : i64)
  ^bb315:  // pred: ^bb313
    %2607 = llvm.add %2570, %43 : i64
    llvm.br ^bb311(%2607 : i64)
  ^bb316:  // pred: ^bb311
    %2608 = llvm.add %2568, %43 : i64
    llvm.br ^bb309(%2608 : i64)
  ^bb317:  // pred: ^bb309
    %2609 = llvm.add %2566, %43 : i64
    llvm.br ^bb307(%2609 : i64)
  ^bb318:  // pred: ^bb307
    %2610 = llvm.mlir.constant(2 : index) : i64
    %2611 = llvm.mlir.constant(8 : index) : i64
    %2612 = llvm.mlir.constant(16 : index) : i64
    %2613 = llvm.mlir.constant(1 : index) : i64
    %2614 = llvm.mlir.constant(128 : index) : i64
    %2615 = llvm.mlir.constant(256 : index) : i64
    %2616 = llvm.mlir.zero : !llvm.ptr
    %2617 = llvm.getelementptr %2616[%2615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2618 = llvm.ptrtoint %2617 : !llvm.ptr to i64
    %2619 = llvm.mlir.constant(64 : index) : i64
    %2620 = llvm.add %2618, %2619 : i64
    %2621 = llvm.call @malloc(%2620) : (i64) -> !llvm.ptr
    %2622 = llvm.ptrtoint %2621 : !llvm.ptr to i64
    %2623 = llvm.mlir.constant(1 : index) : i64
    %2624 = llvm.sub %2619, %2623 : i64
    %2625 = llvm.add %2622, %2624 : i64
    %2626 = llvm.urem %2625, %2619 : i64
    %2627 = llvm.sub %2625, %2626 : i64
    %2628 = llvm.inttoptr %2627 : i64 to !llvm.ptr
    %2629 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2630 = llvm.insertvalue %2621, %2629[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2631 = llvm.insertvalue %2628, %2630[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2632 = llvm.mlir.constant(0 : index) : i64
    %2633 = llvm.insertvalue %2632, %2631[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2634 = llvm.insertvalue %2610, %2633[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2635 = llvm.insertvalue %2611, %2634[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2636 = llvm.insertvalue %2612, %2635[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2637 = llvm.insertvalue %2614, %2636[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2638 = llvm.insertvalue %2612, %2637[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2639 = llvm.insertvalue %2613, %2638[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb319(%44 : i64)
  ^bb319(%2640: i64):  // 2 preds: ^bb318, ^bb326
    %2641 = llvm.icmp "slt" %2640, %40 : i64
    llvm.cond_br %2641, ^bb320, ^bb327
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%44 : i64)
  ^bb321(%2642: i64):  // 2 preds: ^bb320, ^bb325
    %2643 = llvm.icmp "slt" %2642, %42 : i64
    llvm.cond_br %2643, ^bb322, ^bb326
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%44 : i64)
  ^bb323(%2644: i64):  // 2 preds: ^bb322, ^bb324
    %2645 = llvm.icmp "slt" %2644, %39 : i64
    llvm.cond_br %2645, ^bb324, ^bb325
  ^bb324:  // pred: ^bb323
    %2646 = llvm.extractvalue %2639[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2647 = llvm.mlir.constant(128 : index) : i64
    %2648 = llvm.mul %2640, %2647 overflow<nsw, nuw> : i64
    %2649 = llvm.mlir.constant(16 : index) : i64
    %2650 = llvm.mul %2642, %2649 overflow<nsw, nuw> : i64
    %2651 = llvm.add %2648, %2650 overflow<nsw, nuw> : i64
    %2652 = llvm.add %2651, %2644 overflow<nsw, nuw> : i64
    %2653 = llvm.getelementptr inbounds|nuw %2646[%2652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %2653 : f32, !llvm.ptr
    %2654 = llvm.add %2644, %43 : i64
    llvm.br ^bb323(%2654 : i64)
  ^bb325:  // pred: ^bb323
    %2655 = llvm.add %2642, %43 : i64
    llvm.br ^bb321(%2655 : i64)
  ^bb326:  // pred: ^bb321
    %2656 = llvm.add %2640, %43 : i64
    llvm.br ^bb319(%2656 : i64)
  ^bb327:  // pred: ^bb319
    %2657 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2658 = llvm.extractvalue %2639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2659 = llvm.extractvalue %2639[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2660 = llvm.insertvalue %2658, %2657[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2661 = llvm.insertvalue %2659, %2660[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2662 = llvm.mlir.constant(0 : index) : i64
    %2663 = llvm.insertvalue %2662, %2661[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2664 = llvm.mlir.constant(1 : index) : i64
    %2665 = llvm.insertvalue %2664, %2663[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2666 = llvm.mlir.constant(256 : index) : i64
    %2667 = llvm.insertvalue %2666, %2665[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2668 = llvm.mlir.constant(2 : index) : i64
    %2669 = llvm.insertvalue %2668, %2667[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2670 = llvm.mlir.constant(128 : index) : i64
    %2671 = llvm.insertvalue %2670, %2669[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2672 = llvm.mlir.constant(8 : index) : i64
    %2673 = llvm.insertvalue %2672, %2671[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2674 = llvm.mlir.constant(16 : index) : i64
    %2675 = llvm.insertvalue %2674, %2673[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2676 = llvm.mlir.constant(16 : index) : i64
    %2677 = llvm.insertvalue %2676, %2675[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2678 = llvm.mlir.constant(1 : index) : i64
    %2679 = llvm.insertvalue %2678, %2677[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.mlir.constant(1 : index) : i64
    %2681 = llvm.mlir.constant(2 : index) : i64
    %2682 = llvm.mlir.constant(8 : index) : i64
    %2683 = llvm.mlir.constant(16 : index) : i64
    %2684 = llvm.mlir.constant(1 : index) : i64
    %2685 = llvm.mlir.constant(128 : index) : i64
    %2686 = llvm.mlir.constant(256 : index) : i64
    %2687 = llvm.mlir.constant(256 : index) : i64
    %2688 = llvm.mlir.zero : !llvm.ptr
    %2689 = llvm.getelementptr %2688[%2687] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2690 = llvm.ptrtoint %2689 : !llvm.ptr to i64
    %2691 = llvm.mlir.constant(64 : index) : i64
    %2692 = llvm.add %2690, %2691 : i64
    %2693 = llvm.call @malloc(%2692) : (i64) -> !llvm.ptr
    %2694 = llvm.ptrtoint %2693 : !llvm.ptr to i64
    %2695 = llvm.mlir.constant(1 : index) : i64
    %2696 = llvm.sub %2691, %2695 : i64
    %2697 = llvm.add %2694, %2696 : i64
    %2698 = llvm.urem %2697, %2691 : i64
    %2699 = llvm.sub %2697, %2698 : i64
    %2700 = llvm.inttoptr %2699 : i64 to !llvm.ptr
    %2701 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2702 = llvm.insertvalue %2693, %2701[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2703 = llvm.insertvalue %2700, %2702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2704 = llvm.mlir.constant(0 : index) : i64
    %2705 = llvm.insertvalue %2704, %2703[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2706 = llvm.insertvalue %2680, %2705[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2707 = llvm.insertvalue %2681, %2706[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2708 = llvm.insertvalue %2682, %2707[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2709 = llvm.insertvalue %2683, %2708[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2710 = llvm.insertvalue %2686, %2709[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2711 = llvm.insertvalue %2685, %2710[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2712 = llvm.insertvalue %2683, %2711[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2713 = llvm.insertvalue %2684, %2712[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb328(%44 : i64)
  ^bb328(%2714: i64):  // 2 preds: ^bb327, ^bb338
    %2715 = llvm.icmp "slt" %2714, %43 : i64
    llvm.cond_br %2715, ^bb329, ^bb339
  ^bb329:  // pred: ^bb328
    llvm.br ^bb330(%44 : i64)
  ^bb330(%2716: i64):  // 2 preds: ^bb329, ^bb337
    %2717 = llvm.icmp "slt" %2716, %40 : i64
    llvm.cond_br %2717, ^bb331, ^bb338
  ^bb331:  // pred: ^bb330
    llvm.br ^bb332(%44 : i64)
  ^bb332(%2718: i64):  // 2 preds: ^bb331, ^bb336
    %2719 = llvm.icmp "slt" %2718, %42 : i64
    llvm.cond_br %2719, ^bb333, ^bb337
  ^bb333:  // pred: ^bb332
    llvm.br ^bb334(%44 : i64)
  ^bb334(%2720: i64):  // 2 preds: ^bb333, ^bb335
    %2721 = llvm.icmp "slt" %2720, %39 : i64
    llvm.cond_br %2721, ^bb335, ^bb336
  ^bb335:  // pred: ^bb334
    %2722 = llvm.extractvalue %2679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2723 = llvm.mlir.constant(256 : index) : i64
    %2724 = llvm.mul %2714, %2723 overflow<nsw, nuw> : i64
    %2725 = llvm.mlir.constant(128 : index) : i64
    %2726 = llvm.mul %2716, %2725 overflow<nsw, nuw> : i64
    %2727 = llvm.add %2724, %2726 overflow<nsw, nuw> : i64
    %2728 = llvm.mlir.constant(16 : index) : i64
    %2729 = llvm.mul %2718, %2728 overflow<nsw, nuw> : i64
    %2730 = llvm.add %2727, %2729 overflow<nsw, nuw> : i64
    %2731 = llvm.add %2730, %2720 overflow<nsw, nuw> : i64
    %2732 = llvm.getelementptr inbounds|nuw %2722[%2731] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2733 = llvm.load %2732 : !llvm.ptr -> f32
    %2734 = llvm.extractvalue %2713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2735 = llvm.mlir.constant(256 : index) : i64
    %2736 = llvm.mul %2714, %2735 overflow<nsw, nuw> : i64
    %2737 = llvm.mlir.constant(128 : index) : i64
    %2738 = llvm.mul %2716, %2737 overflow<nsw, nuw> : i64
    %2739 = llvm.add %2736, %2738 overflow<nsw, nuw> : i64
    %2740 = llvm.mlir.constant(16 : index) : i64
    %2741 = llvm.mul %2718, %2740 overflow<nsw, nuw> : i64
    %2742 = llvm.add %2739, %2741 overflow<nsw, nuw> : i64
    %2743 = llvm.add %2742, %2720 overflow<nsw, nuw> : i64
    %2744 = llvm.getelementptr inbounds|nuw %2734[%2743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2733, %2744 : f32, !llvm.ptr
    %2745 = llvm.add %2720, %43 : i64
    llvm.br ^bb334(%2745 : i64)
  ^bb336:  // pred: ^bb334
    %2746 = llvm.add %2718, %43 : i64
    llvm.br ^bb332(%2746 : i64)
  ^bb337:  // pred: ^bb332
    %2747 = llvm.add %2716, %43 : i64
    llvm.br ^bb330(%2747 : i64)
  ^bb338:  // pred: ^bb330
    %2748 = llvm.add %2714, %43 : i64
    llvm.br ^bb328(%2748 : i64)
  ^bb339:  // pred: ^bb328
    llvm.br ^bb340(%44 : i64)
  ^bb340(%2749: i64):  // 2 preds: ^bb339, ^bb353
    %2750 = llvm.icmp "slt" %2749, %43 : i64
    llvm.cond_br %2750, ^bb341, ^bb354
  ^bb341:  // pred: ^bb340
    llvm.br ^bb342(%44 : i64)
  ^bb342(%2751: i64):  // 2 preds: ^bb341, ^bb352
    %2752 = llvm.icmp "slt" %2751, %40 : i64
    llvm.cond_br %2752, ^bb343, ^bb353
  ^bb343:  // pred: ^bb342
    llvm.br ^bb344(%44 : i64)
  ^bb344(%2753: i64):  // 2 preds: ^bb343, ^bb351
    %2754 = llvm.icmp "slt" %2753, %42 : i64
    llvm.cond_br %2754, ^bb345, ^bb352
  ^bb345:  // pred: ^bb344
    llvm.br ^bb346(%44 : i64)
  ^bb346(%2755: i64):  // 2 preds: ^bb345, ^bb350
    %2756 = llvm.icmp "slt" %2755, %39 : i64
    llvm.cond_br %2756, ^bb347, ^bb351
  ^bb347:  // pred: ^bb346
    llvm.br ^bb348(%44 : i64)
  ^bb348(%2757: i64):  // 2 preds: ^bb347, ^bb349
    %2758 = llvm.icmp "slt" %2757, %42 : i64
    llvm.cond_br %2758, ^bb349, ^bb350
  ^bb349:  // pred: ^bb348
    %2759 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.mlir.constant(128 : index) : i64
    %2761 = llvm.mul %2749, %2760 overflow<nsw, nuw> : i64
    %2762 = llvm.mlir.constant(64 : index) : i64
    %2763 = llvm.mul %2751, %2762 overflow<nsw, nuw> : i64
    %2764 = llvm.add %2761, %2763 overflow<nsw, nuw> : i64
    %2765 = llvm.mlir.constant(8 : index) : i64
    %2766 = llvm.mul %2753, %2765 overflow<nsw, nuw> : i64
    %2767 = llvm.add %2764, %2766 overflow<nsw, nuw> : i64
    %2768 = llvm.add %2767, %2757 overflow<nsw, nuw> : i64
    %2769 = llvm.getelementptr inbounds|nuw %2759[%2768] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2770 = llvm.load %2769 : !llvm.ptr -> f32
    %2771 = llvm.extractvalue %2534[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2772 = llvm.mlir.constant(16 : index) : i64
    %2773 = llvm.mul %2749, %2772 overflow<nsw, nuw> : i64
    %2774 = llvm.mlir.constant(8 : index) : i64
    %2775 = llvm.mul %2751, %2774 overflow<nsw, nuw> : i64
    %2776 = llvm.add %2773, %2775 overflow<nsw, nuw> : i64
    %2777 = llvm.add %2776, %2753 overflow<nsw, nuw> : i64
    %2778 = llvm.add %2777, %44 overflow<nsw, nuw> : i64
    %2779 = llvm.getelementptr inbounds|nuw %2771[%2778] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2780 = llvm.load %2779 : !llvm.ptr -> f32
    %2781 = llvm.extractvalue %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2782 = llvm.mlir.constant(256 : index) : i64
    %2783 = llvm.mul %2749, %2782 overflow<nsw, nuw> : i64
    %2784 = llvm.mlir.constant(32 : index) : i64
    %2785 = llvm.mul %2757, %2784 overflow<nsw, nuw> : i64
    %2786 = llvm.add %2783, %2785 overflow<nsw, nuw> : i64
    %2787 = llvm.mlir.constant(16 : index) : i64
    %2788 = llvm.mul %2751, %2787 overflow<nsw, nuw> : i64
    %2789 = llvm.add %2786, %2788 overflow<nsw, nuw> : i64
    %2790 = llvm.add %2789, %2755 overflow<nsw, nuw> : i64
    %2791 = llvm.getelementptr inbounds|nuw %2781[%2790] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2792 = llvm.load %2791 : !llvm.ptr -> f32
    %2793 = llvm.extractvalue %1901[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2794 = llvm.mlir.constant(16 : index) : i64
    %2795 = llvm.mul %2751, %2794 overflow<nsw, nuw> : i64
    %2796 = llvm.add %2795, %2755 overflow<nsw, nuw> : i64
    %2797 = llvm.getelementptr inbounds|nuw %2793[%2796] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2798 = llvm.load %2797 : !llvm.ptr -> f32
    %2799 = llvm.extractvalue %2713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2800 = llvm.mlir.constant(256 : index) : i64
    %2801 = llvm.mul %2749, %2800 overflow<nsw, nuw> : i64
    %2802 = llvm.mlir.constant(128 : index) : i64
    %2803 = llvm.mul %2751, %2802 overflow<nsw, nuw> : i64
    %2804 = llvm.add %2801, %2803 overflow<nsw, nuw> : i64
    %2805 = llvm.mlir.constant(16 : index) : i64
    %2806 = llvm.mul %2753, %2805 overflow<nsw, nuw> : i64
    %2807 = llvm.add %2804, %2806 overflow<nsw, nuw> : i64
    %2808 = llvm.add %2807, %2755 overflow<nsw, nuw> : i64
    %2809 = llvm.getelementptr inbounds|nuw %2799[%2808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2810 = llvm.load %2809 : !llvm.ptr -> f32
    %2811 = llvm.fadd %2792, %2798 : f32
    %2812 = llvm.fdiv %2770, %2780 : f32
    %2813 = llvm.fmul %2812, %2811 : f32
    %2814 = llvm.fadd %2810, %2813 : f32
    %2815 = llvm.extractvalue %2713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2816 = llvm.mlir.constant(256 : index) : i64
    %2817 = llvm.mul %2749, %2816 overflow<nsw, nuw> : i64
    %2818 = llvm.mlir.constant(128 : index) : i64
    %2819 = llvm.mul %2751, %2818 overflow<nsw, nuw> : i64
    %2820 = llvm.add %2817, %2819 overflow<nsw, nuw> : i64
    %2821 = llvm.mlir.constant(16 : index) : i64
    %2822 = llvm.mul %2753, %2821 overflow<nsw, nuw> : i64
    %2823 = llvm.add %2820, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.add %2823, %2755 overflow<nsw, nuw> : i64
    %2825 = llvm.getelementptr inbounds|nuw %2815[%2824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2814, %2825 : f32, !llvm.ptr
    %2826 = llvm.add %2757, %43 : i64
    llvm.br ^bb348(%2826 : i64)
  ^bb350:  // pred: ^bb348
    %2827 = llvm.add %2755, %43 : i64
    llvm.br ^bb346(%2827 : i64)
  ^bb351:  // pred: ^bb346
    %2828 = llvm.add %2753, %43 : i64
    llvm.br ^bb344(%2828 : i64)
  ^bb352:  // pred: ^bb344
    %2829 = llvm.add %2751, %43 : i64
    llvm.br ^bb342(%2829 : i64)
  ^bb353:  // pred: ^bb342
    %2830 = llvm.add %2749, %43 : i64
    llvm.br ^bb340(%2830 : i64)
  ^bb354:  // pred: ^bb340
    %2831 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2832 = llvm.extractvalue %542[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2833 = llvm.extractvalue %542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2834 = llvm.insertvalue %2832, %2831[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2835 = llvm.insertvalue %2833, %2834[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2836 = llvm.mlir.constant(0 : index) : i64
    %2837 = llvm.insertvalue %2836, %2835[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2838 = llvm.mlir.constant(32 : index) : i64
    %2839 = llvm.insertvalue %2838, %2837[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2840 = llvm.mlir.constant(32 : index) : i64
    %2841 = llvm.insertvalue %2840, %2839[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2842 = llvm.mlir.constant(2 : index) : i64
    %2843 = llvm.insertvalue %2842, %2841[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2844 = llvm.mlir.constant(16 : index) : i64
    %2845 = llvm.insertvalue %2844, %2843[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2846 = llvm.mlir.constant(16 : index) : i64
    %2847 = llvm.insertvalue %2846, %2845[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2848 = llvm.mlir.constant(1 : index) : i64
    %2849 = llvm.insertvalue %2848, %2847[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2850 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2851 = llvm.extractvalue %1384[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2852 = llvm.extractvalue %1384[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2853 = llvm.insertvalue %2851, %2850[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2854 = llvm.insertvalue %2852, %2853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2855 = llvm.mlir.constant(0 : index) : i64
    %2856 = llvm.insertvalue %2855, %2854[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2857 = llvm.mlir.constant(1 : index) : i64
    %2858 = llvm.insertvalue %2857, %2856[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2859 = llvm.mlir.constant(256 : index) : i64
    %2860 = llvm.insertvalue %2859, %2858[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2861 = llvm.mlir.constant(8 : index) : i64
    %2862 = llvm.insertvalue %2861, %2860[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2863 = llvm.mlir.constant(32 : index) : i64
    %2864 = llvm.insertvalue %2863, %2862[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2865 = llvm.mlir.constant(32 : index) : i64
    %2866 = llvm.insertvalue %2865, %2864[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2867 = llvm.mlir.constant(1 : index) : i64
    %2868 = llvm.insertvalue %2867, %2866[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2869 = llvm.mlir.constant(1 : index) : i64
    %2870 = llvm.mlir.constant(8 : index) : i64
    %2871 = llvm.mlir.constant(32 : index) : i64
    %2872 = llvm.mlir.constant(1 : index) : i64
    %2873 = llvm.mlir.constant(256 : index) : i64
    %2874 = llvm.mlir.constant(256 : index) : i64
    %2875 = llvm.mlir.zero : !llvm.ptr
    %2876 = llvm.getelementptr %2875[%2874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2877 = llvm.ptrtoint %2876 : !llvm.ptr to i64
    %2878 = llvm.mlir.constant(64 : index) : i64
    %2879 = llvm.add %2877, %2878 : i64
    %2880 = llvm.call @malloc(%2879) : (i64) -> !llvm.ptr
    %2881 = llvm.ptrtoint %2880 : !llvm.ptr to i64
    %2882 = llvm.mlir.constant(1 : index) : i64
    %2883 = llvm.sub %2878, %2882 : i64
    %2884 = llvm.add %2881, %2883 : i64
    %2885 = llvm.urem %2884, %2878 : i64
    %2886 = llvm.sub %2884, %2885 : i64
    %2887 = llvm.inttoptr %2886 : i64 to !llvm.ptr
    %2888 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2889 = llvm.insertvalue %2880, %2888[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2890 = llvm.insertvalue %2887, %2889[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2891 = llvm.mlir.constant(0 : index) : i64
    %2892 = llvm.insertvalue %2891, %2890[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2893 = llvm.insertvalue %2869, %2892[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2894 = llvm.insertvalue %2870, %2893[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2895 = llvm.insertvalue %2871, %2894[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2896 = llvm.insertvalue %2873, %2895[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2897 = llvm.insertvalue %2871, %2896[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2898 = llvm.insertvalue %2872, %2897[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb355(%44 : i64)
  ^bb355(%2899: i64):  // 2 preds: ^bb354, ^bb362
    %2900 = llvm.icmp "slt" %2899, %43 : i64
    llvm.cond_br %2900, ^bb356, ^bb363
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%44 : i64)
  ^bb357(%2901: i64):  // 2 preds: ^bb356, ^bb361
    %2902 = llvm.icmp "slt" %2901, %42 : i64
    llvm.cond_br %2902, ^bb358, ^bb362
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%44 : i64)
  ^bb359(%2903: i64):  // 2 preds: ^bb358, ^bb360
    %2904 = llvm.icmp "slt" %2903, %41 : i64
    llvm.cond_br %2904, ^bb360, ^bb361
  ^bb360:  // pred: ^bb359
    %2905 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2906 = llvm.mlir.constant(256 : index) : i64
    %2907 = llvm.mul %2899, %2906 overflow<nsw, nuw> : i64
    %2908 = llvm.mlir.constant(32 : index) : i64
    %2909 = llvm.mul %2901, %2908 overflow<nsw, nuw> : i64
    %2910 = llvm.add %2907, %2909 overflow<nsw, nuw> : i64
    %2911 = llvm.add %2910, %2903 overflow<nsw, nuw> : i64
    %2912 = llvm.getelementptr inbounds|nuw %2905[%2911] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2913 = llvm.load %2912 : !llvm.ptr -> f32
    %2914 = llvm.extractvalue %2898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2915 = llvm.mlir.constant(256 : index) : i64
    %2916 = llvm.mul %2899, %2915 overflow<nsw, nuw> : i64
    %2917 = llvm.mlir.constant(32 : index) : i64
    %2918 = llvm.mul %2901, %2917 overflow<nsw, nuw> : i64
    %2919 = llvm.add %2916, %2918 overflow<nsw, nuw> : i64
    %2920 = llvm.add %2919, %2903 overflow<nsw, nuw> : i64
    %2921 = llvm.getelementptr inbounds|nuw %2914[%2920] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2913, %2921 : f32, !llvm.ptr
    %2922 = llvm.add %2903, %43 : i64
    llvm.br ^bb359(%2922 : i64)
  ^bb361:  // pred: ^bb359
    %2923 = llvm.add %2901, %43 : i64
    llvm.br ^bb357(%2923 : i64)
  ^bb362:  // pred: ^bb357
    %2924 = llvm.add %2899, %43 : i64
    llvm.br ^bb355(%2924 : i64)
  ^bb363:  // pred: ^bb355
    llvm.br ^bb364(%44 : i64)
  ^bb364(%2925: i64):  // 2 preds: ^bb363, ^bb377
    %2926 = llvm.icmp "slt" %2925, %43 : i64
    llvm.cond_br %2926, ^bb365, ^bb378
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%44 : i64)
  ^bb366(%2927: i64):  // 2 preds: ^bb365, ^bb376
    %2928 = llvm.icmp "slt" %2927, %42 : i64
    llvm.cond_br %2928, ^bb367, ^bb377
  ^bb367:  // pred: ^bb366
    llvm.br ^bb368(%44 : i64)
  ^bb368(%2929: i64):  // 2 preds: ^bb367, ^bb375
    %2930 = llvm.icmp "slt" %2929, %41 : i64
    llvm.cond_br %2930, ^bb369, ^bb376
  ^bb369:  // pred: ^bb368
    llvm.br ^bb370(%44 : i64)
  ^bb370(%2931: i64):  // 2 preds: ^bb369, ^bb374
    %2932 = llvm.icmp "slt" %2931, %40 : i64
    llvm.cond_br %2932, ^bb371, ^bb375
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%44 : i64)
  ^bb372(%2933: i64):  // 2 preds: ^bb371, ^bb373
    %2934 = llvm.icmp "slt" %2933, %39 : i64
    llvm.cond_br %2934, ^bb373, ^bb374
  ^bb373:  // pred: ^bb372
    %2935 = llvm.extractvalue %2713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2936 = llvm.mlir.constant(256 : index) : i64
    %2937 = llvm.mul %2925, %2936 overflow<nsw, nuw> : i64
    %2938 = llvm.mlir.constant(128 : index) : i64
    %2939 = llvm.mul %2931, %2938 overflow<nsw, nuw> : i64
    %2940 = llvm.add %2937, %2939 overflow<nsw, nuw> : i64
    %2941 = llvm.mlir.constant(16 : index) : i64
    %2942 = llvm.mul %2927, %2941 overflow<nsw, nuw> : i64
    %2943 = llvm.add %2940, %2942 overflow<nsw, nuw> : i64
    %2944 = llvm.add %2943, %2933 overflow<nsw, nuw> : i64
    %2945 = llvm.getelementptr inbounds|nuw %2935[%2944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2946 = llvm.load %2945 : !llvm.ptr -> f32
    %2947 = llvm.extractvalue %2849[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2948 = llvm.mlir.constant(32 : index) : i64
    %2949 = llvm.mul %2929, %2948 overflow<nsw, nuw> : i64
    %2950 = llvm.mlir.constant(16 : index) : i64
    %2951 = llvm.mul %2931, %2950 overflow<nsw, nuw> : i64
    %2952 = llvm.add %2949, %2951 overflow<nsw, nuw> : i64
    %2953 = llvm.add %2952, %2933 overflow<nsw, nuw> : i64
    %2954 = llvm.getelementptr inbounds|nuw %2947[%2953] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2955 = llvm.load %2954 : !llvm.ptr -> f32
    %2956 = llvm.extractvalue %2898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2957 = llvm.mlir.constant(256 : index) : i64
    %2958 = llvm.mul %2925, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.mlir.constant(32 : index) : i64
    %2960 = llvm.mul %2927, %2959 overflow<nsw, nuw> : i64
    %2961 = llvm.add %2958, %2960 overflow<nsw, nuw> : i64
    %2962 = llvm.add %2961, %2929 overflow<nsw, nuw> : i64
    %2963 = llvm.getelementptr inbounds|nuw %2956[%2962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2964 = llvm.load %2963 : !llvm.ptr -> f32
    %2965 = llvm.fmul %2946, %2955 : f32
    %2966 = llvm.fadd %2964, %2965 : f32
    %2967 = llvm.extractvalue %2898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2968 = llvm.mlir.constant(256 : index) : i64
    %2969 = llvm.mul %2925, %2968 overflow<nsw, nuw> : i64
    %2970 = llvm.mlir.constant(32 : index) : i64
    %2971 = llvm.mul %2927, %2970 overflow<nsw, nuw> : i64
    %2972 = llvm.add %2969, %2971 overflow<nsw, nuw> : i64
    %2973 = llvm.add %2972, %2929 overflow<nsw, nuw> : i64
    %2974 = llvm.getelementptr inbounds|nuw %2967[%2973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2966, %2974 : f32, !llvm.ptr
    %2975 = llvm.add %2933, %43 : i64
    llvm.br ^bb372(%2975 : i64)
  ^bb374:  // pred: ^bb372
    %2976 = llvm.add %2931, %43 : i64
    llvm.br ^bb370(%2976 : i64)
  ^bb375:  // pred: ^bb370
    %2977 = llvm.add %2929, %43 : i64
    llvm.br ^bb368(%2977 : i64)
  ^bb376:  // pred: ^bb368
    %2978 = llvm.add %2927, %43 : i64
    llvm.br ^bb366(%2978 : i64)
  ^bb377:  // pred: ^bb366
    %2979 = llvm.add %2925, %43 : i64
    llvm.br ^bb364(%2979 : i64)
  ^bb378:  // pred: ^bb364
    llvm.br ^bb379(%44 : i64)
  ^bb379(%2980: i64):  // 2 preds: ^bb378, ^bb386
    %2981 = llvm.icmp "slt" %2980, %43 : i64
    llvm.cond_br %2981, ^bb380, ^bb387
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%44 : i64)
  ^bb381(%2982: i64):  // 2 preds: ^bb380, ^bb385
    %2983 = llvm.icmp "slt" %2982, %42 : i64
    llvm.cond_br %2983, ^bb382, ^bb386
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%44 : i64)
  ^bb383(%2984: i64):  // 2 preds: ^bb382, ^bb384
    %2985 = llvm.icmp "slt" %2984, %41 : i64
    llvm.cond_br %2985, ^bb384, ^bb385
  ^bb384:  // pred: ^bb383
    %2986 = llvm.extractvalue %2898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2987 = llvm.mlir.constant(256 : index) : i64
    %2988 = llvm.mul %2980, %2987 overflow<nsw, nuw> : i64
    %2989 = llvm.mlir.constant(32 : index) : i64
    %2990 = llvm.mul %2982, %2989 overflow<nsw, nuw> : i64
    %2991 = llvm.add %2988, %2990 overflow<nsw, nuw> : i64
    %2992 = llvm.add %2991, %2984 overflow<nsw, nuw> : i64
    %2993 = llvm.getelementptr inbounds|nuw %2986[%2992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2994 = llvm.load %2993 : !llvm.ptr -> f32
    %2995 = llvm.extractvalue %522[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2996 = llvm.getelementptr inbounds|nuw %2995[%2984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2997 = llvm.load %2996 : !llvm.ptr -> f32
    %2998 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2999 = llvm.mlir.constant(256 : index) : i64
    %3000 = llvm.mul %2980, %2999 overflow<nsw, nuw> : i64
    %3001 = llvm.mlir.constant(32 : index) : i64
    %3002 = llvm.mul %2982, %3001 overflow<nsw, nuw> : i64
    %3003 = llvm.add %3000, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.add %3003, %2984 overflow<nsw, nuw> : i64
    %3005 = llvm.getelementptr inbounds|nuw %2998[%3004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3006 = llvm.load %3005 : !llvm.ptr -> f32
    %3007 = llvm.fadd %2994, %2997 : f32
    %3008 = llvm.fadd %3007, %3006 : f32
    %3009 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3010 = llvm.mlir.constant(256 : index) : i64
    %3011 = llvm.mul %2980, %3010 overflow<nsw, nuw> : i64
    %3012 = llvm.mlir.constant(32 : index) : i64
    %3013 = llvm.mul %2982, %3012 overflow<nsw, nuw> : i64
    %3014 = llvm.add %3011, %3013 overflow<nsw, nuw> : i64
    %3015 = llvm.add %3014, %2984 overflow<nsw, nuw> : i64
    %3016 = llvm.getelementptr inbounds|nuw %3009[%3015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3008, %3016 : f32, !llvm.ptr
    %3017 = llvm.add %2984, %43 : i64
    llvm.br ^bb383(%3017 : i64)
  ^bb385:  // pred: ^bb383
    %3018 = llvm.add %2982, %43 : i64
    llvm.br ^bb381(%3018 : i64)
  ^bb386:  // pred: ^bb381
    %3019 = llvm.add %2980, %43 : i64
    llvm.br ^bb379(%3019 : i64)
  ^bb387:  // pred: ^bb379
    llvm.br ^bb388(%44 : i64)
  ^bb388(%3020: i64):  // 2 preds: ^bb387, ^bb395
    %3021 = llvm.icmp "slt" %3020, %43 : i64
    llvm.cond_br %3021, ^bb389, ^bb396
  ^bb389:  // pred: ^bb388
    llvm.br ^bb390(%44 : i64)
  ^bb390(%3022: i64):  // 2 preds: ^bb389, ^bb394
    %3023 = llvm.icmp "slt" %3022, %42 : i64
    llvm.cond_br %3023, ^bb391, ^bb395
  ^bb391:  // pred: ^bb390
    llvm.br ^bb392(%44 : i64)
  ^bb392(%3024: i64):  // 2 preds: ^bb391, ^bb393
    %3025 = llvm.icmp "slt" %3024, %41 : i64
    llvm.cond_br %3025, ^bb393, ^bb394
  ^bb393:  // pred: ^bb392
    %3026 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3027 = llvm.mlir.constant(256 : index) : i64
    %3028 = llvm.mul %3020, %3027 overflow<nsw, nuw> : i64
    %3029 = llvm.mlir.constant(32 : index) : i64
    %3030 = llvm.mul %3022, %3029 overflow<nsw, nuw> : i64
    %3031 = llvm.add %3028, %3030 overflow<nsw, nuw> : i64
    %3032 = llvm.add %3031, %3024 overflow<nsw, nuw> : i64
    %3033 = llvm.getelementptr inbounds|nuw %3026[%3032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3034 = llvm.load %3033 : !llvm.ptr -> f32
    %3035 = llvm.fpext %3034 : f32 to f64
    %3036 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3037 = llvm.mlir.constant(256 : index) : i64
    %3038 = llvm.mul %3020, %3037 overflow<nsw, nuw> : i64
    %3039 = llvm.mlir.constant(32 : index) : i64
    %3040 = llvm.mul %3022, %3039 overflow<nsw, nuw> : i64
    %3041 = llvm.add %3038, %3040 overflow<nsw, nuw> : i64
    %3042 = llvm.add %3041, %3024 overflow<nsw, nuw> : i64
    %3043 = llvm.getelementptr inbounds|nuw %3036[%3042] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3035, %3043 : f64, !llvm.ptr
    %3044 = llvm.add %3024, %43 : i64
    llvm.br ^bb392(%3044 : i64)
  ^bb394:  // pred: ^bb392
    %3045 = llvm.add %3022, %43 : i64
    llvm.br ^bb390(%3045 : i64)
  ^bb395:  // pred: ^bb390
    %3046 = llvm.add %3020, %43 : i64
    llvm.br ^bb388(%3046 : i64)
  ^bb396:  // pred: ^bb388
    %3047 = llvm.mlir.constant(1 : index) : i64
    %3048 = llvm.mlir.constant(8 : index) : i64
    %3049 = llvm.mlir.constant(1 : index) : i64
    %3050 = llvm.mlir.constant(1 : index) : i64
    %3051 = llvm.mlir.constant(8 : index) : i64
    %3052 = llvm.mlir.zero : !llvm.ptr
    %3053 = llvm.getelementptr %3052[%3051] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3054 = llvm.ptrtoint %3053 : !llvm.ptr to i64
    %3055 = llvm.mlir.constant(64 : index) : i64
    %3056 = llvm.add %3054, %3055 : i64
    %3057 = llvm.call @malloc(%3056) : (i64) -> !llvm.ptr
    %3058 = llvm.ptrtoint %3057 : !llvm.ptr to i64
    %3059 = llvm.mlir.constant(1 : index) : i64
    %3060 = llvm.sub %3055, %3059 : i64
    %3061 = llvm.add %3058, %3060 : i64
    %3062 = llvm.urem %3061, %3055 : i64
    %3063 = llvm.sub %3061, %3062 : i64
    %3064 = llvm.inttoptr %3063 : i64 to !llvm.ptr
    %3065 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3066 = llvm.insertvalue %3057, %3065[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3067 = llvm.insertvalue %3064, %3066[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3068 = llvm.mlir.constant(0 : index) : i64
    %3069 = llvm.insertvalue %3068, %3067[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3070 = llvm.insertvalue %3047, %3069[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3071 = llvm.insertvalue %3048, %3070[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3072 = llvm.insertvalue %3049, %3071[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3073 = llvm.insertvalue %3048, %3072[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3074 = llvm.insertvalue %3049, %3073[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3075 = llvm.insertvalue %3050, %3074[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb397(%44 : i64)
  ^bb397(%3076: i64):  // 2 preds: ^bb396, ^bb404
    %3077 = llvm.icmp "slt" %3076, %43 : i64
    llvm.cond_br %3077, ^bb398, ^bb405
  ^bb398:  // pred: ^bb397
    llvm.br ^bb399(%44 : i64)
  ^bb399(%3078: i64):  // 2 preds: ^bb398, ^bb403
    %3079 = llvm.icmp "slt" %3078, %42 : i64
    llvm.cond_br %3079, ^bb400, ^bb404
  ^bb400:  // pred: ^bb399
    llvm.br ^bb401(%44 : i64)
  ^bb401(%3080: i64):  // 2 preds: ^bb400, ^bb402
    %3081 = llvm.icmp "slt" %3080, %43 : i64
    llvm.cond_br %3081, ^bb402, ^bb403
  ^bb402:  // pred: ^bb401
    %3082 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3083 = llvm.mlir.constant(8 : index) : i64
    %3084 = llvm.mul %3076, %3083 overflow<nsw, nuw> : i64
    %3085 = llvm.add %3084, %3078 overflow<nsw, nuw> : i64
    %3086 = llvm.add %3085, %3080 overflow<nsw, nuw> : i64
    %3087 = llvm.getelementptr inbounds|nuw %3082[%3086] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3088 = llvm.load %3087 : !llvm.ptr -> f64
    %3089 = llvm.extractvalue %3075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3090 = llvm.mlir.constant(8 : index) : i64
    %3091 = llvm.mul %3076, %3090 overflow<nsw, nuw> : i64
    %3092 = llvm.add %3091, %3078 overflow<nsw, nuw> : i64
    %3093 = llvm.add %3092, %3080 overflow<nsw, nuw> : i64
    %3094 = llvm.getelementptr inbounds|nuw %3089[%3093] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3088, %3094 : f64, !llvm.ptr
    %3095 = llvm.add %3080, %43 : i64
    llvm.br ^bb401(%3095 : i64)
  ^bb403:  // pred: ^bb401
    %3096 = llvm.add %3078, %43 : i64
    llvm.br ^bb399(%3096 : i64)
  ^bb404:  // pred: ^bb399
    %3097 = llvm.add %3076, %43 : i64
    llvm.br ^bb397(%3097 : i64)
  ^bb405:  // pred: ^bb397
    llvm.br ^bb406(%44 : i64)
  ^bb406(%3098: i64):  // 2 preds: ^bb405, ^bb413
    %3099 = llvm.icmp "slt" %3098, %43 : i64
    llvm.cond_br %3099, ^bb407, ^bb414
  ^bb407:  // pred: ^bb406
    llvm.br ^bb408(%44 : i64)
  ^bb408(%3100: i64):  // 2 preds: ^bb407, ^bb412
    %3101 = llvm.icmp "slt" %3100, %42 : i64
    llvm.cond_br %3101, ^bb409, ^bb413
  ^bb409:  // pred: ^bb408
    llvm.br ^bb410(%44 : i64)
  ^bb410(%3102: i64):  // 2 preds: ^bb409, ^bb411
    %3103 = llvm.icmp "slt" %3102, %41 : i64
    llvm.cond_br %3103, ^bb411, ^bb412
  ^bb411:  // pred: ^bb410
    %3104 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3105 = llvm.mlir.constant(256 : index) : i64
    %3106 = llvm.mul %3098, %3105 overflow<nsw, nuw> : i64
    %3107 = llvm.mlir.constant(32 : index) : i64
    %3108 = llvm.mul %3100, %3107 overflow<nsw, nuw> : i64
    %3109 = llvm.add %3106, %3108 overflow<nsw, nuw> : i64
    %3110 = llvm.add %3109, %3102 overflow<nsw, nuw> : i64
    %3111 = llvm.getelementptr inbounds|nuw %3104[%3110] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3112 = llvm.load %3111 : !llvm.ptr -> f64
    %3113 = llvm.extractvalue %3075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3114 = llvm.mlir.constant(8 : index) : i64
    %3115 = llvm.mul %3098, %3114 overflow<nsw, nuw> : i64
    %3116 = llvm.add %3115, %3100 overflow<nsw, nuw> : i64
    %3117 = llvm.add %3116, %44 overflow<nsw, nuw> : i64
    %3118 = llvm.getelementptr inbounds|nuw %3113[%3117] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3119 = llvm.load %3118 : !llvm.ptr -> f64
    %3120 = llvm.fadd %3112, %3119 : f64
    %3121 = llvm.extractvalue %3075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3122 = llvm.mlir.constant(8 : index) : i64
    %3123 = llvm.mul %3098, %3122 overflow<nsw, nuw> : i64
    %3124 = llvm.add %3123, %3100 overflow<nsw, nuw> : i64
    %3125 = llvm.add %3124, %44 overflow<nsw, nuw> : i64
    %3126 = llvm.getelementptr inbounds|nuw %3121[%3125] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3120, %3126 : f64, !llvm.ptr
    %3127 = llvm.add %3102, %43 : i64
    llvm.br ^bb410(%3127 : i64)
  ^bb412:  // pred: ^bb410
    %3128 = llvm.add %3100, %43 : i64
    llvm.br ^bb408(%3128 : i64)
  ^bb413:  // pred: ^bb408
    %3129 = llvm.add %3098, %43 : i64
    llvm.br ^bb406(%3129 : i64)
  ^bb414:  // pred: ^bb406
    %3130 = llvm.mlir.constant(1 : index) : i64
    %3131 = llvm.mlir.constant(8 : index) : i64
    %3132 = llvm.mlir.constant(1 : index) : i64
    %3133 = llvm.mlir.constant(1 : index) : i64
    %3134 = llvm.mlir.constant(8 : index) : i64
    %3135 = llvm.mlir.zero : !llvm.ptr
    %3136 = llvm.getelementptr %3135[%3134] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3137 = llvm.ptrtoint %3136 : !llvm.ptr to i64
    %3138 = llvm.mlir.constant(64 : index) : i64
    %3139 = llvm.add %3137, %3138 : i64
    %3140 = llvm.call @malloc(%3139) : (i64) -> !llvm.ptr
    %3141 = llvm.ptrtoint %3140 : !llvm.ptr to i64
    %3142 = llvm.mlir.constant(1 : index) : i64
    %3143 = llvm.sub %3138, %3142 : i64
    %3144 = llvm.add %3141, %3143 : i64
    %3145 = llvm.urem %3144, %3138 : i64
    %3146 = llvm.sub %3144, %3145 : i64
    %3147 = llvm.inttoptr %3146 : i64 to !llvm.ptr
    %3148 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3149 = llvm.insertvalue %3140, %3148[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3150 = llvm.insertvalue %3147, %3149[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3151 = llvm.mlir.constant(0 : index) : i64
    %3152 = llvm.insertvalue %3151, %3150[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3153 = llvm.insertvalue %3130, %3152[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3154 = llvm.insertvalue %3131, %3153[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3155 = llvm.insertvalue %3132, %3154[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3156 = llvm.insertvalue %3131, %3155[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3157 = llvm.insertvalue %3132, %3156[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3158 = llvm.insertvalue %3133, %3157[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb415(%44 : i64)
  ^bb415(%3159: i64):  // 2 preds: ^bb414, ^bb422
    %3160 = llvm.icmp "slt" %3159, %43 : i64
    llvm.cond_br %3160, ^bb416, ^bb423
  ^bb416:  // pred: ^bb415
    llvm.br ^bb417(%44 : i64)
  ^bb417(%3161: i64):  // 2 preds: ^bb416, ^bb421
    %3162 = llvm.icmp "slt" %3161, %42 : i64
    llvm.cond_br %3162, ^bb418, ^bb422
  ^bb418:  // pred: ^bb417
    llvm.br ^bb419(%44 : i64)
  ^bb419(%3163: i64):  // 2 preds: ^bb418, ^bb420
    %3164 = llvm.icmp "slt" %3163, %43 : i64
    llvm.cond_br %3164, ^bb420, ^bb421
  ^bb420:  // pred: ^bb419
    %3165 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3166 = llvm.mlir.constant(8 : index) : i64
    %3167 = llvm.mul %3159, %3166 overflow<nsw, nuw> : i64
    %3168 = llvm.add %3167, %3161 overflow<nsw, nuw> : i64
    %3169 = llvm.add %3168, %3163 overflow<nsw, nuw> : i64
    %3170 = llvm.getelementptr inbounds|nuw %3165[%3169] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3171 = llvm.load %3170 : !llvm.ptr -> f64
    %3172 = llvm.extractvalue %3158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3173 = llvm.mlir.constant(8 : index) : i64
    %3174 = llvm.mul %3159, %3173 overflow<nsw, nuw> : i64
    %3175 = llvm.add %3174, %3161 overflow<nsw, nuw> : i64
    %3176 = llvm.add %3175, %3163 overflow<nsw, nuw> : i64
    %3177 = llvm.getelementptr inbounds|nuw %3172[%3176] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3171, %3177 : f64, !llvm.ptr
    %3178 = llvm.add %3163, %43 : i64
    llvm.br ^bb419(%3178 : i64)
  ^bb421:  // pred: ^bb419
    %3179 = llvm.add %3161, %43 : i64
    llvm.br ^bb417(%3179 : i64)
  ^bb422:  // pred: ^bb417
    %3180 = llvm.add %3159, %43 : i64
    llvm.br ^bb415(%3180 : i64)
  ^bb423:  // pred: ^bb415
    llvm.br ^bb424(%44 : i64)
  ^bb424(%3181: i64):  // 2 preds: ^bb423, ^bb431
    %3182 = llvm.icmp "slt" %3181, %43 : i64
    llvm.cond_br %3182, ^bb425, ^bb432
  ^bb425:  // pred: ^bb424
    llvm.br ^bb426(%44 : i64)
  ^bb426(%3183: i64):  // 2 preds: ^bb425, ^bb430
    %3184 = llvm.icmp "slt" %3183, %42 : i64
    llvm.cond_br %3184, ^bb427, ^bb431
  ^bb427:  // pred: ^bb426
    llvm.br ^bb428(%44 : i64)
  ^bb428(%3185: i64):  // 2 preds: ^bb427, ^bb429
    %3186 = llvm.icmp "slt" %3185, %41 : i64
    llvm.cond_br %3186, ^bb429, ^bb430
  ^bb429:  // pred: ^bb428
    %3187 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3188 = llvm.mlir.constant(256 : index) : i64
    %3189 = llvm.mul %3181, %3188 overflow<nsw, nuw> : i64
    %3190 = llvm.mlir.constant(32 : index) : i64
    %3191 = llvm.mul %3183, %3190 overflow<nsw, nuw> : i64
    %3192 = llvm.add %3189, %3191 overflow<nsw, nuw> : i64
    %3193 = llvm.add %3192, %3185 overflow<nsw, nuw> : i64
    %3194 = llvm.getelementptr inbounds|nuw %3187[%3193] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3195 = llvm.load %3194 : !llvm.ptr -> f64
    %3196 = llvm.extractvalue %3075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3197 = llvm.mlir.constant(8 : index) : i64
    %3198 = llvm.mul %3181, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.add %3198, %3183 overflow<nsw, nuw> : i64
    %3200 = llvm.add %3199, %44 overflow<nsw, nuw> : i64
    %3201 = llvm.getelementptr inbounds|nuw %3196[%3200] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3202 = llvm.load %3201 : !llvm.ptr -> f64
    %3203 = llvm.extractvalue %3158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3204 = llvm.mlir.constant(8 : index) : i64
    %3205 = llvm.mul %3181, %3204 overflow<nsw, nuw> : i64
    %3206 = llvm.add %3205, %3183 overflow<nsw, nuw> : i64
    %3207 = llvm.add %3206, %44 overflow<nsw, nuw> : i64
    %3208 = llvm.getelementptr inbounds|nuw %3203[%3207] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3209 = llvm.load %3208 : !llvm.ptr -> f64
    %3210 = llvm.fdiv %3202, %48 : f64
    %3211 = llvm.fsub %3195, %3210 : f64
    %3212 = llvm.fmul %3211, %3211 : f64
    %3213 = llvm.fadd %3212, %3209 : f64
    %3214 = llvm.extractvalue %3158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3215 = llvm.mlir.constant(8 : index) : i64
    %3216 = llvm.mul %3181, %3215 overflow<nsw, nuw> : i64
    %3217 = llvm.add %3216, %3183 overflow<nsw, nuw> : i64
    %3218 = llvm.add %3217, %44 overflow<nsw, nuw> : i64
    %3219 = llvm.getelementptr inbounds|nuw %3214[%3218] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3213, %3219 : f64, !llvm.ptr
    %3220 = llvm.add %3185, %43 : i64
    llvm.br ^bb428(%3220 : i64)
  ^bb430:  // pred: ^bb428
    %3221 = llvm.add %3183, %43 : i64
    llvm.br ^bb426(%3221 : i64)
  ^bb431:  // pred: ^bb426
    %3222 = llvm.add %3181, %43 : i64
    llvm.br ^bb424(%3222 : i64)
  ^bb432:  // pred: ^bb424
    %3223 = llvm.mlir.constant(1 : index) : i64
    %3224 = llvm.mlir.constant(8 : index) : i64
    %3225 = llvm.mlir.constant(1 : index) : i64
    %3226 = llvm.mlir.constant(1 : index) : i64
    %3227 = llvm.mlir.constant(8 : index) : i64
    %3228 = llvm.mlir.zero : !llvm.ptr
    %3229 = llvm.getelementptr %3228[%3227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3230 = llvm.ptrtoint %3229 : !llvm.ptr to i64
    %3231 = llvm.mlir.constant(64 : index) : i64
    %3232 = llvm.add %3230, %3231 : i64
    %3233 = llvm.call @malloc(%3232) : (i64) -> !llvm.ptr
    %3234 = llvm.ptrtoint %3233 : !llvm.ptr to i64
    %3235 = llvm.mlir.constant(1 : index) : i64
    %3236 = llvm.sub %3231, %3235 : i64
    %3237 = llvm.add %3234, %3236 : i64
    %3238 = llvm.urem %3237, %3231 : i64
    %3239 = llvm.sub %3237, %3238 : i64
    %3240 = llvm.inttoptr %3239 : i64 to !llvm.ptr
    %3241 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3242 = llvm.insertvalue %3233, %3241[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3243 = llvm.insertvalue %3240, %3242[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3244 = llvm.mlir.constant(0 : index) : i64
    %3245 = llvm.insertvalue %3244, %3243[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3246 = llvm.insertvalue %3223, %3245[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3247 = llvm.insertvalue %3224, %3246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3248 = llvm.insertvalue %3225, %3247[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3249 = llvm.insertvalue %3224, %3248[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3250 = llvm.insertvalue %3225, %3249[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3251 = llvm.insertvalue %3226, %3250[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb433(%44 : i64)
  ^bb433(%3252: i64):  // 2 preds: ^bb432, ^bb440
    %3253 = llvm.icmp "slt" %3252, %43 : i64
    llvm.cond_br %3253, ^bb434, ^bb441
  ^bb434:  // pred: ^bb433
    llvm.br ^bb435(%44 : i64)
  ^bb435(%3254: i64):  // 2 preds: ^bb434, ^bb439
    %3255 = llvm.icmp "slt" %3254, %42 : i64
    llvm.cond_br %3255, ^bb436, ^bb440
  ^bb436:  // pred: ^bb435
    llvm.br ^bb437(%44 : i64)
  ^bb437(%3256: i64):  // 2 preds: ^bb436, ^bb438
    %3257 = llvm.icmp "slt" %3256, %43 : i64
    llvm.cond_br %3257, ^bb438, ^bb439
  ^bb438:  // pred: ^bb437
    %3258 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3259 = llvm.mlir.constant(8 : index) : i64
    %3260 = llvm.mul %3252, %3259 overflow<nsw, nuw> : i64
    %3261 = llvm.add %3260, %3254 overflow<nsw, nuw> : i64
    %3262 = llvm.add %3261, %3256 overflow<nsw, nuw> : i64
    %3263 = llvm.getelementptr inbounds|nuw %3258[%3262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3264 = llvm.load %3263 : !llvm.ptr -> f32
    %3265 = llvm.extractvalue %3251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3266 = llvm.mlir.constant(8 : index) : i64
    %3267 = llvm.mul %3252, %3266 overflow<nsw, nuw> : i64
    %3268 = llvm.add %3267, %3254 overflow<nsw, nuw> : i64
    %3269 = llvm.add %3268, %3256 overflow<nsw, nuw> : i64
    %3270 = llvm.getelementptr inbounds|nuw %3265[%3269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3264, %3270 : f32, !llvm.ptr
    %3271 = llvm.add %3256, %43 : i64
    llvm.br ^bb437(%3271 : i64)
  ^bb439:  // pred: ^bb437
    %3272 = llvm.add %3254, %43 : i64
    llvm.br ^bb435(%3272 : i64)
  ^bb440:  // pred: ^bb435
    %3273 = llvm.add %3252, %43 : i64
    llvm.br ^bb433(%3273 : i64)
  ^bb441:  // pred: ^bb433
    llvm.br ^bb442(%44 : i64)
  ^bb442(%3274: i64):  // 2 preds: ^bb441, ^bb449
    %3275 = llvm.icmp "slt" %3274, %43 : i64
    llvm.cond_br %3275, ^bb443, ^bb450
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%44 : i64)
  ^bb444(%3276: i64):  // 2 preds: ^bb443, ^bb448
    %3277 = llvm.icmp "slt" %3276, %42 : i64
    llvm.cond_br %3277, ^bb445, ^bb449
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%44 : i64)
  ^bb446(%3278: i64):  // 2 preds: ^bb445, ^bb447
    %3279 = llvm.icmp "slt" %3278, %41 : i64
    llvm.cond_br %3279, ^bb447, ^bb448
  ^bb447:  // pred: ^bb446
    %3280 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3281 = llvm.mlir.constant(256 : index) : i64
    %3282 = llvm.mul %3274, %3281 overflow<nsw, nuw> : i64
    %3283 = llvm.mlir.constant(32 : index) : i64
    %3284 = llvm.mul %3276, %3283 overflow<nsw, nuw> : i64
    %3285 = llvm.add %3282, %3284 overflow<nsw, nuw> : i64
    %3286 = llvm.add %3285, %3278 overflow<nsw, nuw> : i64
    %3287 = llvm.getelementptr inbounds|nuw %3280[%3286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3288 = llvm.load %3287 : !llvm.ptr -> f32
    %3289 = llvm.extractvalue %3251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3290 = llvm.mlir.constant(8 : index) : i64
    %3291 = llvm.mul %3274, %3290 overflow<nsw, nuw> : i64
    %3292 = llvm.add %3291, %3276 overflow<nsw, nuw> : i64
    %3293 = llvm.add %3292, %44 overflow<nsw, nuw> : i64
    %3294 = llvm.getelementptr inbounds|nuw %3289[%3293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3295 = llvm.load %3294 : !llvm.ptr -> f32
    %3296 = llvm.fadd %3288, %3295 : f32
    %3297 = llvm.extractvalue %3251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3298 = llvm.mlir.constant(8 : index) : i64
    %3299 = llvm.mul %3274, %3298 overflow<nsw, nuw> : i64
    %3300 = llvm.add %3299, %3276 overflow<nsw, nuw> : i64
    %3301 = llvm.add %3300, %44 overflow<nsw, nuw> : i64
    %3302 = llvm.getelementptr inbounds|nuw %3297[%3301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3296, %3302 : f32, !llvm.ptr
    %3303 = llvm.add %3278, %43 : i64
    llvm.br ^bb446(%3303 : i64)
  ^bb448:  // pred: ^bb446
    %3304 = llvm.add %3276, %43 : i64
    llvm.br ^bb444(%3304 : i64)
  ^bb449:  // pred: ^bb444
    %3305 = llvm.add %3274, %43 : i64
    llvm.br ^bb442(%3305 : i64)
  ^bb450:  // pred: ^bb442
    llvm.br ^bb451(%44 : i64)
  ^bb451(%3306: i64):  // 2 preds: ^bb450, ^bb458
    %3307 = llvm.icmp "slt" %3306, %43 : i64
    llvm.cond_br %3307, ^bb452, ^bb459
  ^bb452:  // pred: ^bb451
    llvm.br ^bb453(%44 : i64)
  ^bb453(%3308: i64):  // 2 preds: ^bb452, ^bb457
    %3309 = llvm.icmp "slt" %3308, %42 : i64
    llvm.cond_br %3309, ^bb454, ^bb458
  ^bb454:  // pred: ^bb453
    llvm.br ^bb455(%44 : i64)
  ^bb455(%3310: i64):  // 2 preds: ^bb454, ^bb456
    %3311 = llvm.icmp "slt" %3310, %41 : i64
    llvm.cond_br %3311, ^bb456, ^bb457
  ^bb456:  // pred: ^bb455
    %3312 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3313 = llvm.mlir.constant(256 : index) : i64
    %3314 = llvm.mul %3306, %3313 overflow<nsw, nuw> : i64
    %3315 = llvm.mlir.constant(32 : index) : i64
    %3316 = llvm.mul %3308, %3315 overflow<nsw, nuw> : i64
    %3317 = llvm.add %3314, %3316 overflow<nsw, nuw> : i64
    %3318 = llvm.add %3317, %3310 overflow<nsw, nuw> : i64
    %3319 = llvm.getelementptr inbounds|nuw %3312[%3318] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3320 = llvm.load %3319 : !llvm.ptr -> f32
    %3321 = llvm.extractvalue %3251[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3322 = llvm.mlir.constant(8 : index) : i64
    %3323 = llvm.mul %3306, %3322 overflow<nsw, nuw> : i64
    %3324 = llvm.add %3323, %3308 overflow<nsw, nuw> : i64
    %3325 = llvm.add %3324, %44 overflow<nsw, nuw> : i64
    %3326 = llvm.getelementptr inbounds|nuw %3321[%3325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3327 = llvm.load %3326 : !llvm.ptr -> f32
    %3328 = llvm.extractvalue %3158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3329 = llvm.mlir.constant(8 : index) : i64
    %3330 = llvm.mul %3306, %3329 overflow<nsw, nuw> : i64
    %3331 = llvm.add %3330, %3308 overflow<nsw, nuw> : i64
    %3332 = llvm.add %3331, %44 overflow<nsw, nuw> : i64
    %3333 = llvm.getelementptr inbounds|nuw %3328[%3332] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3334 = llvm.load %3333 : !llvm.ptr -> f64
    %3335 = llvm.extractvalue %506[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3336 = llvm.getelementptr inbounds|nuw %3335[%3310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3337 = llvm.load %3336 : !llvm.ptr -> f32
    %3338 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3339 = llvm.getelementptr inbounds|nuw %3338[%3310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3340 = llvm.load %3339 : !llvm.ptr -> f32
    %3341 = llvm.fdiv %3334, %48 : f64
    %3342 = llvm.fptrunc %3341 : f64 to f32
    %3343 = llvm.fptrunc %49 : f64 to f32
    %3344 = llvm.fadd %3342, %3343 : f32
    %3345 = llvm.intr.sqrt(%3344) : (f32) -> f32
    %3346 = llvm.fdiv %53, %3345 : f32
    %3347 = llvm.fdiv %3327, %47 : f32
    %3348 = llvm.fsub %3320, %3347 : f32
    %3349 = llvm.fmul %3348, %3346 : f32
    %3350 = llvm.fmul %3349, %3337 : f32
    %3351 = llvm.fadd %3350, %3340 : f32
    %3352 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3353 = llvm.mlir.constant(256 : index) : i64
    %3354 = llvm.mul %3306, %3353 overflow<nsw, nuw> : i64
    %3355 = llvm.mlir.constant(32 : index) : i64
    %3356 = llvm.mul %3308, %3355 overflow<nsw, nuw> : i64
    %3357 = llvm.add %3354, %3356 overflow<nsw, nuw> : i64
    %3358 = llvm.add %3357, %3310 overflow<nsw, nuw> : i64
    %3359 = llvm.getelementptr inbounds|nuw %3352[%3358] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3351, %3359 : f32, !llvm.ptr
    %3360 = llvm.add %3310, %43 : i64
    llvm.br ^bb455(%3360 : i64)
  ^bb457:  // pred: ^bb455
    %3361 = llvm.add %3308, %43 : i64
    llvm.br ^bb453(%3361 : i64)
  ^bb458:  // pred: ^bb453
    %3362 = llvm.add %3306, %43 : i64
    llvm.br ^bb451(%3362 : i64)
  ^bb459:  // pred: ^bb451
    %3363 = llvm.mlir.constant(8 : index) : i64
    %3364 = llvm.mlir.constant(64 : index) : i64
    %3365 = llvm.mlir.constant(1 : index) : i64
    %3366 = llvm.mlir.constant(512 : index) : i64
    %3367 = llvm.mlir.zero : !llvm.ptr
    %3368 = llvm.getelementptr %3367[%3366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3369 = llvm.ptrtoint %3368 : !llvm.ptr to i64
    %3370 = llvm.mlir.constant(64 : index) : i64
    %3371 = llvm.add %3369, %3370 : i64
    %3372 = llvm.call @malloc(%3371) : (i64) -> !llvm.ptr
    %3373 = llvm.ptrtoint %3372 : !llvm.ptr to i64
    %3374 = llvm.mlir.constant(1 : index) : i64
    %3375 = llvm.sub %3370, %3374 : i64
    %3376 = llvm.add %3373, %3375 : i64
    %3377 = llvm.urem %3376, %3370 : i64
    %3378 = llvm.sub %3376, %3377 : i64
    %3379 = llvm.inttoptr %3378 : i64 to !llvm.ptr
    %3380 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3381 = llvm.insertvalue %3372, %3380[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3382 = llvm.insertvalue %3379, %3381[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3383 = llvm.mlir.constant(0 : index) : i64
    %3384 = llvm.insertvalue %3383, %3382[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3385 = llvm.insertvalue %3363, %3384[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3386 = llvm.insertvalue %3364, %3385[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3387 = llvm.insertvalue %3364, %3386[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3388 = llvm.insertvalue %3365, %3387[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb460(%44 : i64)
  ^bb460(%3389: i64):  // 2 preds: ^bb459, ^bb464
    %3390 = llvm.icmp "slt" %3389, %42 : i64
    llvm.cond_br %3390, ^bb461, ^bb465
  ^bb461:  // pred: ^bb460
    llvm.br ^bb462(%44 : i64)
  ^bb462(%3391: i64):  // 2 preds: ^bb461, ^bb463
    %3392 = llvm.icmp "slt" %3391, %38 : i64
    llvm.cond_br %3392, ^bb463, ^bb464
  ^bb463:  // pred: ^bb462
    %3393 = llvm.extractvalue %3388[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3394 = llvm.mlir.constant(64 : index) : i64
    %3395 = llvm.mul %3389, %3394 overflow<nsw, nuw> : i64
    %3396 = llvm.add %3395, %3391 overflow<nsw, nuw> : i64
    %3397 = llvm.getelementptr inbounds|nuw %3393[%3396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %3397 : f32, !llvm.ptr
    %3398 = llvm.add %3391, %43 : i64
    llvm.br ^bb462(%3398 : i64)
  ^bb464:  // pred: ^bb462
    %3399 = llvm.add %3389, %43 : i64
    llvm.br ^bb460(%3399 : i64)
  ^bb465:  // pred: ^bb460
    %3400 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3401 = llvm.extractvalue %3388[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3402 = llvm.extractvalue %3388[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3403 = llvm.insertvalue %3401, %3400[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3404 = llvm.insertvalue %3402, %3403[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3405 = llvm.mlir.constant(0 : index) : i64
    %3406 = llvm.insertvalue %3405, %3404[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3407 = llvm.mlir.constant(1 : index) : i64
    %3408 = llvm.insertvalue %3407, %3406[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3409 = llvm.mlir.constant(512 : index) : i64
    %3410 = llvm.insertvalue %3409, %3408[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3411 = llvm.mlir.constant(8 : index) : i64
    %3412 = llvm.insertvalue %3411, %3410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3413 = llvm.mlir.constant(64 : index) : i64
    %3414 = llvm.insertvalue %3413, %3412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3415 = llvm.mlir.constant(64 : index) : i64
    %3416 = llvm.insertvalue %3415, %3414[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3417 = llvm.mlir.constant(1 : index) : i64
    %3418 = llvm.insertvalue %3417, %3416[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3419 = llvm.mlir.constant(1 : index) : i64
    %3420 = llvm.mlir.constant(8 : index) : i64
    %3421 = llvm.mlir.constant(64 : index) : i64
    %3422 = llvm.mlir.constant(1 : index) : i64
    %3423 = llvm.mlir.constant(512 : index) : i64
    %3424 = llvm.mlir.constant(512 : index) : i64
    %3425 = llvm.mlir.zero : !llvm.ptr
    %3426 = llvm.getelementptr %3425[%3424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3427 = llvm.ptrtoint %3426 : !llvm.ptr to i64
    %3428 = llvm.mlir.constant(64 : index) : i64
    %3429 = llvm.add %3427, %3428 : i64
    %3430 = llvm.call @malloc(%3429) : (i64) -> !llvm.ptr
    %3431 = llvm.ptrtoint %3430 : !llvm.ptr to i64
    %3432 = llvm.mlir.constant(1 : index) : i64
    %3433 = llvm.sub %3428, %3432 : i64
    %3434 = llvm.add %3431, %3433 : i64
    %3435 = llvm.urem %3434, %3428 : i64
    %3436 = llvm.sub %3434, %3435 : i64
    %3437 = llvm.inttoptr %3436 : i64 to !llvm.ptr
    %3438 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3439 = llvm.insertvalue %3430, %3438[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3440 = llvm.insertvalue %3437, %3439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3441 = llvm.mlir.constant(0 : index) : i64
    %3442 = llvm.insertvalue %3441, %3440[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3443 = llvm.insertvalue %3419, %3442[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3444 = llvm.insertvalue %3420, %3443[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3445 = llvm.insertvalue %3421, %3444[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3446 = llvm.insertvalue %3423, %3445[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3447 = llvm.insertvalue %3421, %3446[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3448 = llvm.insertvalue %3422, %3447[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb466(%44 : i64)
  ^bb466(%3449: i64):  // 2 preds: ^bb465, ^bb473
    %3450 = llvm.icmp "slt" %3449, %43 : i64
    llvm.cond_br %3450, ^bb467, ^bb474
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%44 : i64)
  ^bb468(%3451: i64):  // 2 preds: ^bb467, ^bb472
    %3452 = llvm.icmp "slt" %3451, %42 : i64
    llvm.cond_br %3452, ^bb469, ^bb473
  ^bb469:  // pred: ^bb468
    llvm.br ^bb470(%44 : i64)
  ^bb470(%3453: i64):  // 2 preds: ^bb469, ^bb471
    %3454 = llvm.icmp "slt" %3453, %38 : i64
    llvm.cond_br %3454, ^bb471, ^bb472
  ^bb471:  // pred: ^bb470
    %3455 = llvm.extractvalue %3418[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3456 = llvm.mlir.constant(512 : index) : i64
    %3457 = llvm.mul %3449, %3456 overflow<nsw, nuw> : i64
    %3458 = llvm.mlir.constant(64 : index) : i64
    %3459 = llvm.mul %3451, %3458 overflow<nsw, nuw> : i64
    %3460 = llvm.add %3457, %3459 overflow<nsw, nuw> : i64
    %3461 = llvm.add %3460, %3453 overflow<nsw, nuw> : i64
    %3462 = llvm.getelementptr inbounds|nuw %3455[%3461] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3463 = llvm.load %3462 : !llvm.ptr -> f32
    %3464 = llvm.extractvalue %3448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3465 = llvm.mlir.constant(512 : index) : i64
    %3466 = llvm.mul %3449, %3465 overflow<nsw, nuw> : i64
    %3467 = llvm.mlir.constant(64 : index) : i64
    %3468 = llvm.mul %3451, %3467 overflow<nsw, nuw> : i64
    %3469 = llvm.add %3466, %3468 overflow<nsw, nuw> : i64
    %3470 = llvm.add %3469, %3453 overflow<nsw, nuw> : i64
    %3471 = llvm.getelementptr inbounds|nuw %3464[%3470] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3463, %3471 : f32, !llvm.ptr
    %3472 = llvm.add %3453, %43 : i64
    llvm.br ^bb470(%3472 : i64)
  ^bb472:  // pred: ^bb470
    %3473 = llvm.add %3451, %43 : i64
    llvm.br ^bb468(%3473 : i64)
  ^bb473:  // pred: ^bb468
    %3474 = llvm.add %3449, %43 : i64
    llvm.br ^bb466(%3474 : i64)
  ^bb474:  // pred: ^bb466
    llvm.br ^bb475(%44 : i64)
  ^bb475(%3475: i64):  // 2 preds: ^bb474, ^bb485
    %3476 = llvm.icmp "slt" %3475, %43 : i64
    llvm.cond_br %3476, ^bb476, ^bb486
  ^bb476:  // pred: ^bb475
    llvm.br ^bb477(%44 : i64)
  ^bb477(%3477: i64):  // 2 preds: ^bb476, ^bb484
    %3478 = llvm.icmp "slt" %3477, %42 : i64
    llvm.cond_br %3478, ^bb478, ^bb485
  ^bb478:  // pred: ^bb477
    llvm.br ^bb479(%44 : i64)
  ^bb479(%3479: i64):  // 2 preds: ^bb478, ^bb483
    %3480 = llvm.icmp "slt" %3479, %38 : i64
    llvm.cond_br %3480, ^bb480, ^bb484
  ^bb480:  // pred: ^bb479
    llvm.br ^bb481(%44 : i64)
  ^bb481(%3481: i64):  // 2 preds: ^bb480, ^bb482
    %3482 = llvm.icmp "slt" %3481, %41 : i64
    llvm.cond_br %3482, ^bb482, ^bb483
  ^bb482:  // pred: ^bb481
    %3483 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3484 = llvm.mlir.constant(256 : index) : i64
    %3485 = llvm.mul %3475, %3484 overflow<nsw, nuw> : i64
    %3486 = llvm.mlir.constant(32 : index) : i64
    %3487 = llvm.mul %3477, %3486 overflow<nsw, nuw> : i64
    %3488 = llvm.add %3485, %3487 overflow<nsw, nuw> : i64
    %3489 = llvm.add %3488, %3481 overflow<nsw, nuw> : i64
    %3490 = llvm.getelementptr inbounds|nuw %3483[%3489] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3491 = llvm.load %3490 : !llvm.ptr -> f32
    %3492 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3493 = llvm.mlir.constant(32 : index) : i64
    %3494 = llvm.mul %3479, %3493 overflow<nsw, nuw> : i64
    %3495 = llvm.add %3494, %3481 overflow<nsw, nuw> : i64
    %3496 = llvm.getelementptr inbounds|nuw %3492[%3495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3497 = llvm.load %3496 : !llvm.ptr -> f32
    %3498 = llvm.extractvalue %3448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3499 = llvm.mlir.constant(512 : index) : i64
    %3500 = llvm.mul %3475, %3499 overflow<nsw, nuw> : i64
    %3501 = llvm.mlir.constant(64 : index) : i64
    %3502 = llvm.mul %3477, %3501 overflow<nsw, nuw> : i64
    %3503 = llvm.add %3500, %3502 overflow<nsw, nuw> : i64
    %3504 = llvm.add %3503, %3479 overflow<nsw, nuw> : i64
    %3505 = llvm.getelementptr inbounds|nuw %3498[%3504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3506 = llvm.load %3505 : !llvm.ptr -> f32
    %3507 = llvm.fmul %3491, %3497 : f32
    %3508 = llvm.fadd %3506, %3507 : f32
    %3509 = llvm.extractvalue %3448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3510 = llvm.mlir.constant(512 : index) : i64
    %3511 = llvm.mul %3475, %3510 overflow<nsw, nuw> : i64
    %3512 = llvm.mlir.constant(64 : index) : i64
    %3513 = llvm.mul %3477, %3512 overflow<nsw, nuw> : i64
    %3514 = llvm.add %3511, %3513 overflow<nsw, nuw> : i64
    %3515 = llvm.add %3514, %3479 overflow<nsw, nuw> : i64
    %3516 = llvm.getelementptr inbounds|nuw %3509[%3515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3508, %3516 : f32, !llvm.ptr
    %3517 = llvm.add %3481, %43 : i64
    llvm.br ^bb481(%3517 : i64)
  ^bb483:  // pred: ^bb481
    %3518 = llvm.add %3479, %43 : i64
    llvm.br ^bb479(%3518 : i64)
  ^bb484:  // pred: ^bb479
    %3519 = llvm.add %3477, %43 : i64
    llvm.br ^bb477(%3519 : i64)
  ^bb485:  // pred: ^bb477
    %3520 = llvm.add %3475, %43 : i64
    llvm.br ^bb475(%3520 : i64)
  ^bb486:  // pred: ^bb475
    %3521 = llvm.mlir.constant(1 : index) : i64
    %3522 = llvm.mlir.constant(8 : index) : i64
    %3523 = llvm.mlir.constant(32 : index) : i64
    %3524 = llvm.mlir.constant(1 : index) : i64
    %3525 = llvm.mlir.constant(256 : index) : i64
    %3526 = llvm.mlir.constant(256 : index) : i64
    %3527 = llvm.mlir.zero : !llvm.ptr
    %3528 = llvm.getelementptr %3527[%3526] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3529 = llvm.ptrtoint %3528 : !llvm.ptr to i64
    %3530 = llvm.mlir.constant(64 : index) : i64
    %3531 = llvm.add %3529, %3530 : i64
    %3532 = llvm.call @malloc(%3531) : (i64) -> !llvm.ptr
    %3533 = llvm.ptrtoint %3532 : !llvm.ptr to i64
    %3534 = llvm.mlir.constant(1 : index) : i64
    %3535 = llvm.sub %3530, %3534 : i64
    %3536 = llvm.add %3533, %3535 : i64
    %3537 = llvm.urem %3536, %3530 : i64
    %3538 = llvm.sub %3536, %3537 : i64
    %3539 = llvm.inttoptr %3538 : i64 to !llvm.ptr
    %3540 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3541 = llvm.insertvalue %3532, %3540[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3542 = llvm.insertvalue %3539, %3541[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3543 = llvm.mlir.constant(0 : index) : i64
    %3544 = llvm.insertvalue %3543, %3542[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3545 = llvm.insertvalue %3521, %3544[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3546 = llvm.insertvalue %3522, %3545[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3547 = llvm.insertvalue %3523, %3546[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3548 = llvm.insertvalue %3525, %3547[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3549 = llvm.insertvalue %3523, %3548[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3550 = llvm.insertvalue %3524, %3549[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb487(%44 : i64)
  ^bb487(%3551: i64):  // 2 preds: ^bb486, ^bb494
    %3552 = llvm.icmp "slt" %3551, %43 : i64
    llvm.cond_br %3552, ^bb488, ^bb495
  ^bb488:  // pred: ^bb487
    llvm.br ^bb489(%44 : i64)
  ^bb489(%3553: i64):  // 2 preds: ^bb488, ^bb493
    %3554 = llvm.icmp "slt" %3553, %42 : i64
    llvm.cond_br %3554, ^bb490, ^bb494
  ^bb490:  // pred: ^bb489
    llvm.br ^bb491(%44 : i64)
  ^bb491(%3555: i64):  // 2 preds: ^bb490, ^bb492
    %3556 = llvm.icmp "slt" %3555, %41 : i64
    llvm.cond_br %3556, ^bb492, ^bb493
  ^bb492:  // pred: ^bb491
    %3557 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3558 = llvm.mlir.constant(256 : index) : i64
    %3559 = llvm.mul %3551, %3558 overflow<nsw, nuw> : i64
    %3560 = llvm.mlir.constant(32 : index) : i64
    %3561 = llvm.mul %3553, %3560 overflow<nsw, nuw> : i64
    %3562 = llvm.add %3559, %3561 overflow<nsw, nuw> : i64
    %3563 = llvm.add %3562, %3555 overflow<nsw, nuw> : i64
    %3564 = llvm.getelementptr inbounds|nuw %3557[%3563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3565 = llvm.load %3564 : !llvm.ptr -> f32
    %3566 = llvm.extractvalue %3550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3567 = llvm.mlir.constant(256 : index) : i64
    %3568 = llvm.mul %3551, %3567 overflow<nsw, nuw> : i64
    %3569 = llvm.mlir.constant(32 : index) : i64
    %3570 = llvm.mul %3553, %3569 overflow<nsw, nuw> : i64
    %3571 = llvm.add %3568, %3570 overflow<nsw, nuw> : i64
    %3572 = llvm.add %3571, %3555 overflow<nsw, nuw> : i64
    %3573 = llvm.getelementptr inbounds|nuw %3566[%3572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3565, %3573 : f32, !llvm.ptr
    %3574 = llvm.add %3555, %43 : i64
    llvm.br ^bb491(%3574 : i64)
  ^bb493:  // pred: ^bb491
    %3575 = llvm.add %3553, %43 : i64
    llvm.br ^bb489(%3575 : i64)
  ^bb494:  // pred: ^bb489
    %3576 = llvm.add %3551, %43 : i64
    llvm.br ^bb487(%3576 : i64)
  ^bb495:  // pred: ^bb487
    llvm.br ^bb496(%44 : i64)
  ^bb496(%3577: i64):  // 2 preds: ^bb495, ^bb506
    %3578 = llvm.icmp "slt" %3577, %43 : i64
    llvm.cond_br %3578, ^bb497, ^bb507
  ^bb497:  // pred: ^bb496
    llvm.br ^bb498(%44 : i64)
  ^bb498(%3579: i64):  // 2 preds: ^bb497, ^bb505
    %3580 = llvm.icmp "slt" %3579, %42 : i64
    llvm.cond_br %3580, ^bb499, ^bb506
  ^bb499:  // pred: ^bb498
    llvm.br ^bb500(%44 : i64)
  ^bb500(%3581: i64):  // 2 preds: ^bb499, ^bb504
    %3582 = llvm.icmp "slt" %3581, %41 : i64
    llvm.cond_br %3582, ^bb501, ^bb505
  ^bb501:  // pred: ^bb500
    llvm.br ^bb502(%44 : i64)
  ^bb502(%3583: i64):  // 2 preds: ^bb501, ^bb503
    %3584 = llvm.icmp "slt" %3583, %38 : i64
    llvm.cond_br %3584, ^bb503, ^bb504
  ^bb503:  // pred: ^bb502
    %3585 = llvm.extractvalue %3448[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3586 = llvm.mlir.constant(512 : index) : i64
    %3587 = llvm.mul %3577, %3586 overflow<nsw, nuw> : i64
    %3588 = llvm.mlir.constant(64 : index) : i64
    %3589 = llvm.mul %3579, %3588 overflow<nsw, nuw> : i64
    %3590 = llvm.add %3587, %3589 overflow<nsw, nuw> : i64
    %3591 = llvm.add %3590, %3583 overflow<nsw, nuw> : i64
    %3592 = llvm.getelementptr inbounds|nuw %3585[%3591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3593 = llvm.load %3592 : !llvm.ptr -> f32
    %3594 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3595 = llvm.getelementptr inbounds|nuw %3594[%3583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3596 = llvm.load %3595 : !llvm.ptr -> f32
    %3597 = llvm.extractvalue %438[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3598 = llvm.mlir.constant(64 : index) : i64
    %3599 = llvm.mul %3581, %3598 overflow<nsw, nuw> : i64
    %3600 = llvm.add %3599, %3583 overflow<nsw, nuw> : i64
    %3601 = llvm.getelementptr inbounds|nuw %3597[%3600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3602 = llvm.load %3601 : !llvm.ptr -> f32
    %3603 = llvm.extractvalue %3550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3604 = llvm.mlir.constant(256 : index) : i64
    %3605 = llvm.mul %3577, %3604 overflow<nsw, nuw> : i64
    %3606 = llvm.mlir.constant(32 : index) : i64
    %3607 = llvm.mul %3579, %3606 overflow<nsw, nuw> : i64
    %3608 = llvm.add %3605, %3607 overflow<nsw, nuw> : i64
    %3609 = llvm.add %3608, %3581 overflow<nsw, nuw> : i64
    %3610 = llvm.getelementptr inbounds|nuw %3603[%3609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3611 = llvm.load %3610 : !llvm.ptr -> f32
    %3612 = llvm.fadd %3593, %3596 : f32
    %3613 = llvm.fdiv %3612, %45 : f32
    %3614 = llvm.fcmp "olt" %3613, %51 : f32
    %3615 = llvm.fneg %3613 : f32
    %3616 = llvm.select %3614, %3615, %3613 : i1, f32
    %3617 = llvm.fcmp "olt" %3616, %12 : f32
    %3618 = llvm.select %3617, %37, %33 : i1, f32
    %3619 = llvm.select %3617, %24, %20 : i1, f32
    %3620 = llvm.select %3617, %36, %32 : i1, f32
    %3621 = llvm.select %3617, %23, %19 : i1, f32
    %3622 = llvm.select %3617, %35, %31 : i1, f32
    %3623 = llvm.select %3617, %22, %18 : i1, f32
    %3624 = llvm.select %3617, %34, %30 : i1, f32
    %3625 = llvm.select %3617, %21, %17 : i1, f32
    %3626 = llvm.fcmp "olt" %3616, %11 : f32
    %3627 = llvm.select %3626, %51, %29 : i1, f32
    %3628 = llvm.select %3626, %3618, %28 : i1, f32
    %3629 = llvm.select %3626, %3619, %16 : i1, f32
    %3630 = llvm.select %3626, %3620, %27 : i1, f32
    %3631 = llvm.select %3626, %3621, %15 : i1, f32
    %3632 = llvm.select %3626, %3622, %26 : i1, f32
    %3633 = llvm.select %3626, %3623, %14 : i1, f32
    %3634 = llvm.select %3626, %3624, %25 : i1, f32
    %3635 = llvm.select %3626, %3625, %13 : i1, f32
    %3636 = llvm.select %3626, %51, %53 : i1, f32
    %3637 = llvm.fcmp "ult" %3616, %10 : f32
    %3638 = llvm.fmul %3616, %3634 : f32
    %3639 = llvm.fadd %3638, %3632 : f32
    %3640 = llvm.fmul %3616, %3639 : f32
    %3641 = llvm.fadd %3640, %3630 : f32
    %3642 = llvm.fmul %3616, %3641 : f32
    %3643 = llvm.fadd %3642, %3628 : f32
    %3644 = llvm.fmul %3616, %3643 : f32
    %3645 = llvm.fadd %3644, %3627 : f32
    %3646 = llvm.fmul %3616, %3635 : f32
    %3647 = llvm.fadd %3646, %3633 : f32
    %3648 = llvm.fmul %3616, %3647 : f32
    %3649 = llvm.fadd %3648, %3631 : f32
    %3650 = llvm.fmul %3616, %3649 : f32
    %3651 = llvm.fadd %3650, %3629 : f32
    %3652 = llvm.fmul %3616, %3651 : f32
    %3653 = llvm.fadd %3652, %53 : f32
    %3654 = llvm.fdiv %3645, %3653 : f32
    %3655 = llvm.fadd %3636, %3654 : f32
    %3656 = llvm.select %3637, %3655, %53 : i1, f32
    %3657 = llvm.fneg %3656 : f32
    %3658 = llvm.select %3614, %3657, %3656 : i1, f32
    %3659 = llvm.fadd %3658, %53 : f32
    %3660 = llvm.fmul %3659, %54 : f32
    %3661 = llvm.fmul %3612, %3660 : f32
    %3662 = llvm.fmul %3661, %3602 : f32
    %3663 = llvm.fadd %3611, %3662 : f32
    %3664 = llvm.extractvalue %3550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3665 = llvm.mlir.constant(256 : index) : i64
    %3666 = llvm.mul %3577, %3665 overflow<nsw, nuw> : i64
    %3667 = llvm.mlir.constant(32 : index) : i64
    %3668 = llvm.mul %3579, %3667 overflow<nsw, nuw> : i64
    %3669 = llvm.add %3666, %3668 overflow<nsw, nuw> : i64
    %3670 = llvm.add %3669, %3581 overflow<nsw, nuw> : i64
    %3671 = llvm.getelementptr inbounds|nuw %3664[%3670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3663, %3671 : f32, !llvm.ptr
    %3672 = llvm.add %3583, %43 : i64
    llvm.br ^bb502(%3672 : i64)
  ^bb504:  // pred: ^bb502
    %3673 = llvm.add %3581, %43 : i64
    llvm.br ^bb500(%3673 : i64)
  ^bb505:  // pred: ^bb500
    %3674 = llvm.add %3579, %43 : i64
    llvm.br ^bb498(%3674 : i64)
  ^bb506:  // pred: ^bb498
    %3675 = llvm.add %3577, %43 : i64
    llvm.br ^bb496(%3675 : i64)
  ^bb507:  // pred: ^bb496
    llvm.br ^bb508(%44 : i64)
  ^bb508(%3676: i64):  // 2 preds: ^bb507, ^bb515
    %3677 = llvm.icmp "slt" %3676, %43 : i64
    llvm.cond_br %3677, ^bb509, ^bb516
  ^bb509:  // pred: ^bb508
    llvm.br ^bb510(%44 : i64)
  ^bb510(%3678: i64):  // 2 preds: ^bb509, ^bb514
    %3679 = llvm.icmp "slt" %3678, %42 : i64
    llvm.cond_br %3679, ^bb511, ^bb515
  ^bb511:  // pred: ^bb510
    llvm.br ^bb512(%44 : i64)
  ^bb512(%3680: i64):  // 2 preds: ^bb511, ^bb513
    %3681 = llvm.icmp "slt" %3680, %41 : i64
    llvm.cond_br %3681, ^bb513, ^bb514
  ^bb513:  // pred: ^bb512
    %3682 = llvm.extractvalue %3550[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3683 = llvm.mlir.constant(256 : index) : i64
    %3684 = llvm.mul %3676, %3683 overflow<nsw, nuw> : i64
    %3685 = llvm.mlir.constant(32 : index) : i64
    %3686 = llvm.mul %3678, %3685 overflow<nsw, nuw> : i64
    %3687 = llvm.add %3684, %3686 overflow<nsw, nuw> : i64
    %3688 = llvm.add %3687, %3680 overflow<nsw, nuw> : i64
    %3689 = llvm.getelementptr inbounds|nuw %3682[%3688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3690 = llvm.load %3689 : !llvm.ptr -> f32
    %3691 = llvm.extractvalue %418[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3692 = llvm.getelementptr inbounds|nuw %3691[%3680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3693 = llvm.load %3692 : !llvm.ptr -> f32
    %3694 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3695 = llvm.mlir.constant(256 : index) : i64
    %3696 = llvm.mul %3676, %3695 overflow<nsw, nuw> : i64
    %3697 = llvm.mlir.constant(32 : index) : i64
    %3698 = llvm.mul %3678, %3697 overflow<nsw, nuw> : i64
    %3699 = llvm.add %3696, %3698 overflow<nsw, nuw> : i64
    %3700 = llvm.add %3699, %3680 overflow<nsw, nuw> : i64
    %3701 = llvm.getelementptr inbounds|nuw %3694[%3700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3702 = llvm.load %3701 : !llvm.ptr -> f32
    %3703 = llvm.fadd %3690, %3693 : f32
    %3704 = llvm.fadd %3703, %3702 : f32
    %3705 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3706 = llvm.mlir.constant(256 : index) : i64
    %3707 = llvm.mul %3676, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.mlir.constant(32 : index) : i64
    %3709 = llvm.mul %3678, %3708 overflow<nsw, nuw> : i64
    %3710 = llvm.add %3707, %3709 overflow<nsw, nuw> : i64
    %3711 = llvm.add %3710, %3680 overflow<nsw, nuw> : i64
    %3712 = llvm.getelementptr inbounds|nuw %3705[%3711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3704, %3712 : f32, !llvm.ptr
    %3713 = llvm.add %3680, %43 : i64
    llvm.br ^bb512(%3713 : i64)
  ^bb514:  // pred: ^bb512
    %3714 = llvm.add %3678, %43 : i64
    llvm.br ^bb510(%3714 : i64)
  ^bb515:  // pred: ^bb510
    %3715 = llvm.add %3676, %43 : i64
    llvm.br ^bb508(%3715 : i64)
  ^bb516:  // pred: ^bb508
    llvm.br ^bb517(%44 : i64)
  ^bb517(%3716: i64):  // 2 preds: ^bb516, ^bb524
    %3717 = llvm.icmp "slt" %3716, %43 : i64
    llvm.cond_br %3717, ^bb518, ^bb525
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%44 : i64)
  ^bb519(%3718: i64):  // 2 preds: ^bb518, ^bb523
    %3719 = llvm.icmp "slt" %3718, %42 : i64
    llvm.cond_br %3719, ^bb520, ^bb524
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%44 : i64)
  ^bb521(%3720: i64):  // 2 preds: ^bb520, ^bb522
    %3721 = llvm.icmp "slt" %3720, %41 : i64
    llvm.cond_br %3721, ^bb522, ^bb523
  ^bb522:  // pred: ^bb521
    %3722 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3723 = llvm.mlir.constant(256 : index) : i64
    %3724 = llvm.mul %3716, %3723 overflow<nsw, nuw> : i64
    %3725 = llvm.mlir.constant(32 : index) : i64
    %3726 = llvm.mul %3718, %3725 overflow<nsw, nuw> : i64
    %3727 = llvm.add %3724, %3726 overflow<nsw, nuw> : i64
    %3728 = llvm.add %3727, %3720 overflow<nsw, nuw> : i64
    %3729 = llvm.getelementptr inbounds|nuw %3722[%3728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3730 = llvm.load %3729 : !llvm.ptr -> f32
    %3731 = llvm.fpext %3730 : f32 to f64
    %3732 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3733 = llvm.mlir.constant(256 : index) : i64
    %3734 = llvm.mul %3716, %3733 overflow<nsw, nuw> : i64
    %3735 = llvm.mlir.constant(32 : index) : i64
    %3736 = llvm.mul %3718, %3735 overflow<nsw, nuw> : i64
    %3737 = llvm.add %3734, %3736 overflow<nsw, nuw> : i64
    %3738 = llvm.add %3737, %3720 overflow<nsw, nuw> : i64
    %3739 = llvm.getelementptr inbounds|nuw %3732[%3738] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3731, %3739 : f64, !llvm.ptr
    %3740 = llvm.add %3720, %43 : i64
    llvm.br ^bb521(%3740 : i64)
  ^bb523:  // pred: ^bb521
    %3741 = llvm.add %3718, %43 : i64
    llvm.br ^bb519(%3741 : i64)
  ^bb524:  // pred: ^bb519
    %3742 = llvm.add %3716, %43 : i64
    llvm.br ^bb517(%3742 : i64)
  ^bb525:  // pred: ^bb517
    %3743 = llvm.mlir.constant(1 : index) : i64
    %3744 = llvm.mlir.constant(8 : index) : i64
    %3745 = llvm.mlir.constant(1 : index) : i64
    %3746 = llvm.mlir.constant(1 : index) : i64
    %3747 = llvm.mlir.constant(8 : index) : i64
    %3748 = llvm.mlir.zero : !llvm.ptr
    %3749 = llvm.getelementptr %3748[%3747] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3750 = llvm.ptrtoint %3749 : !llvm.ptr to i64
    %3751 = llvm.mlir.constant(64 : index) : i64
    %3752 = llvm.add %3750, %3751 : i64
    %3753 = llvm.call @malloc(%3752) : (i64) -> !llvm.ptr
    %3754 = llvm.ptrtoint %3753 : !llvm.ptr to i64
    %3755 = llvm.mlir.constant(1 : index) : i64
    %3756 = llvm.sub %3751, %3755 : i64
    %3757 = llvm.add %3754, %3756 : i64
    %3758 = llvm.urem %3757, %3751 : i64
    %3759 = llvm.sub %3757, %3758 : i64
    %3760 = llvm.inttoptr %3759 : i64 to !llvm.ptr
    %3761 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3762 = llvm.insertvalue %3753, %3761[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3763 = llvm.insertvalue %3760, %3762[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3764 = llvm.mlir.constant(0 : index) : i64
    %3765 = llvm.insertvalue %3764, %3763[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3766 = llvm.insertvalue %3743, %3765[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3767 = llvm.insertvalue %3744, %3766[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3768 = llvm.insertvalue %3745, %3767[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3769 = llvm.insertvalue %3744, %3768[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3770 = llvm.insertvalue %3745, %3769[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3771 = llvm.insertvalue %3746, %3770[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb526(%44 : i64)
  ^bb526(%3772: i64):  // 2 preds: ^bb525, ^bb533
    %3773 = llvm.icmp "slt" %3772, %43 : i64
    llvm.cond_br %3773, ^bb527, ^bb534
  ^bb527:  // pred: ^bb526
    llvm.br ^bb528(%44 : i64)
  ^bb528(%3774: i64):  // 2 preds: ^bb527, ^bb532
    %3775 = llvm.icmp "slt" %3774, %42 : i64
    llvm.cond_br %3775, ^bb529, ^bb533
  ^bb529:  // pred: ^bb528
    llvm.br ^bb530(%44 : i64)
  ^bb530(%3776: i64):  // 2 preds: ^bb529, ^bb531
    %3777 = llvm.icmp "slt" %3776, %43 : i64
    llvm.cond_br %3777, ^bb531, ^bb532
  ^bb531:  // pred: ^bb530
    %3778 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3779 = llvm.mlir.constant(8 : index) : i64
    %3780 = llvm.mul %3772, %3779 overflow<nsw, nuw> : i64
    %3781 = llvm.add %3780, %3774 overflow<nsw, nuw> : i64
    %3782 = llvm.add %3781, %3776 overflow<nsw, nuw> : i64
    %3783 = llvm.getelementptr inbounds|nuw %3778[%3782] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3784 = llvm.load %3783 : !llvm.ptr -> f64
    %3785 = llvm.extractvalue %3771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3786 = llvm.mlir.constant(8 : index) : i64
    %3787 = llvm.mul %3772, %3786 overflow<nsw, nuw> : i64
    %3788 = llvm.add %3787, %3774 overflow<nsw, nuw> : i64
    %3789 = llvm.add %3788, %3776 overflow<nsw, nuw> : i64
    %3790 = llvm.getelementptr inbounds|nuw %3785[%3789] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3784, %3790 : f64, !llvm.ptr
    %3791 = llvm.add %3776, %43 : i64
    llvm.br ^bb530(%3791 : i64)
  ^bb532:  // pred: ^bb530
    %3792 = llvm.add %3774, %43 : i64
    llvm.br ^bb528(%3792 : i64)
  ^bb533:  // pred: ^bb528
    %3793 = llvm.add %3772, %43 : i64
    llvm.br ^bb526(%3793 : i64)
  ^bb534:  // pred: ^bb526
    llvm.br ^bb535(%44 : i64)
  ^bb535(%3794: i64):  // 2 preds: ^bb534, ^bb542
    %3795 = llvm.icmp "slt" %3794, %43 : i64
    llvm.cond_br %3795, ^bb536, ^bb543
  ^bb536:  // pred: ^bb535
    llvm.br ^bb537(%44 : i64)
  ^bb537(%3796: i64):  // 2 preds: ^bb536, ^bb541
    %3797 = llvm.icmp "slt" %3796, %42 : i64
    llvm.cond_br %3797, ^bb538, ^bb542
  ^bb538:  // pred: ^bb537
    llvm.br ^bb539(%44 : i64)
  ^bb539(%3798: i64):  // 2 preds: ^bb538, ^bb540
    %3799 = llvm.icmp "slt" %3798, %41 : i64
    llvm.cond_br %3799, ^bb540, ^bb541
  ^bb540:  // pred: ^bb539
    %3800 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3801 = llvm.mlir.constant(256 : index) : i64
    %3802 = llvm.mul %3794, %3801 overflow<nsw, nuw> : i64
    %3803 = llvm.mlir.constant(32 : index) : i64
    %3804 = llvm.mul %3796, %3803 overflow<nsw, nuw> : i64
    %3805 = llvm.add %3802, %3804 overflow<nsw, nuw> : i64
    %3806 = llvm.add %3805, %3798 overflow<nsw, nuw> : i64
    %3807 = llvm.getelementptr inbounds|nuw %3800[%3806] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3808 = llvm.load %3807 : !llvm.ptr -> f64
    %3809 = llvm.extractvalue %3771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3810 = llvm.mlir.constant(8 : index) : i64
    %3811 = llvm.mul %3794, %3810 overflow<nsw, nuw> : i64
    %3812 = llvm.add %3811, %3796 overflow<nsw, nuw> : i64
    %3813 = llvm.add %3812, %44 overflow<nsw, nuw> : i64
    %3814 = llvm.getelementptr inbounds|nuw %3809[%3813] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3815 = llvm.load %3814 : !llvm.ptr -> f64
    %3816 = llvm.fadd %3808, %3815 : f64
    %3817 = llvm.extractvalue %3771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3818 = llvm.mlir.constant(8 : index) : i64
    %3819 = llvm.mul %3794, %3818 overflow<nsw, nuw> : i64
    %3820 = llvm.add %3819, %3796 overflow<nsw, nuw> : i64
    %3821 = llvm.add %3820, %44 overflow<nsw, nuw> : i64
    %3822 = llvm.getelementptr inbounds|nuw %3817[%3821] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3816, %3822 : f64, !llvm.ptr
    %3823 = llvm.add %3798, %43 : i64
    llvm.br ^bb539(%3823 : i64)
  ^bb541:  // pred: ^bb539
    %3824 = llvm.add %3796, %43 : i64
    llvm.br ^bb537(%3824 : i64)
  ^bb542:  // pred: ^bb537
    %3825 = llvm.add %3794, %43 : i64
    llvm.br ^bb535(%3825 : i64)
  ^bb543:  // pred: ^bb535
    %3826 = llvm.mlir.constant(1 : index) : i64
    %3827 = llvm.mlir.constant(8 : index) : i64
    %3828 = llvm.mlir.constant(1 : index) : i64
    %3829 = llvm.mlir.constant(1 : index) : i64
    %3830 = llvm.mlir.constant(8 : index) : i64
    %3831 = llvm.mlir.zero : !llvm.ptr
    %3832 = llvm.getelementptr %3831[%3830] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3833 = llvm.ptrtoint %3832 : !llvm.ptr to i64
    %3834 = llvm.mlir.constant(64 : index) : i64
    %3835 = llvm.add %3833, %3834 : i64
    %3836 = llvm.call @malloc(%3835) : (i64) -> !llvm.ptr
    %3837 = llvm.ptrtoint %3836 : !llvm.ptr to i64
    %3838 = llvm.mlir.constant(1 : index) : i64
    %3839 = llvm.sub %3834, %3838 : i64
    %3840 = llvm.add %3837, %3839 : i64
    %3841 = llvm.urem %3840, %3834 : i64
    %3842 = llvm.sub %3840, %3841 : i64
    %3843 = llvm.inttoptr %3842 : i64 to !llvm.ptr
    %3844 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3845 = llvm.insertvalue %3836, %3844[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3846 = llvm.insertvalue %3843, %3845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3847 = llvm.mlir.constant(0 : index) : i64
    %3848 = llvm.insertvalue %3847, %3846[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3849 = llvm.insertvalue %3826, %3848[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3850 = llvm.insertvalue %3827, %3849[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3851 = llvm.insertvalue %3828, %3850[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3852 = llvm.insertvalue %3827, %3851[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3853 = llvm.insertvalue %3828, %3852[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3854 = llvm.insertvalue %3829, %3853[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb544(%44 : i64)
  ^bb544(%3855: i64):  // 2 preds: ^bb543, ^bb551
    %3856 = llvm.icmp "slt" %3855, %43 : i64
    llvm.cond_br %3856, ^bb545, ^bb552
  ^bb545:  // pred: ^bb544
    llvm.br ^bb546(%44 : i64)
  ^bb546(%3857: i64):  // 2 preds: ^bb545, ^bb550
    %3858 = llvm.icmp "slt" %3857, %42 : i64
    llvm.cond_br %3858, ^bb547, ^bb551
  ^bb547:  // pred: ^bb546
    llvm.br ^bb548(%44 : i64)
  ^bb548(%3859: i64):  // 2 preds: ^bb547, ^bb549
    %3860 = llvm.icmp "slt" %3859, %43 : i64
    llvm.cond_br %3860, ^bb549, ^bb550
  ^bb549:  // pred: ^bb548
    %3861 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3862 = llvm.mlir.constant(8 : index) : i64
    %3863 = llvm.mul %3855, %3862 overflow<nsw, nuw> : i64
    %3864 = llvm.add %3863, %3857 overflow<nsw, nuw> : i64
    %3865 = llvm.add %3864, %3859 overflow<nsw, nuw> : i64
    %3866 = llvm.getelementptr inbounds|nuw %3861[%3865] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3867 = llvm.load %3866 : !llvm.ptr -> f64
    %3868 = llvm.extractvalue %3854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3869 = llvm.mlir.constant(8 : index) : i64
    %3870 = llvm.mul %3855, %3869 overflow<nsw, nuw> : i64
    %3871 = llvm.add %3870, %3857 overflow<nsw, nuw> : i64
    %3872 = llvm.add %3871, %3859 overflow<nsw, nuw> : i64
    %3873 = llvm.getelementptr inbounds|nuw %3868[%3872] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3867, %3873 : f64, !llvm.ptr
    %3874 = llvm.add %3859, %43 : i64
    llvm.br ^bb548(%3874 : i64)
  ^bb550:  // pred: ^bb548
    %3875 = llvm.add %3857, %43 : i64
    llvm.br ^bb546(%3875 : i64)
  ^bb551:  // pred: ^bb546
    %3876 = llvm.add %3855, %43 : i64
    llvm.br ^bb544(%3876 : i64)
  ^bb552:  // pred: ^bb544
    llvm.br ^bb553(%44 : i64)
  ^bb553(%3877: i64):  // 2 preds: ^bb552, ^bb560
    %3878 = llvm.icmp "slt" %3877, %43 : i64
    llvm.cond_br %3878, ^bb554, ^bb561
  ^bb554:  // pred: ^bb553
    llvm.br ^bb555(%44 : i64)
  ^bb555(%3879: i64):  // 2 preds: ^bb554, ^bb559
    %3880 = llvm.icmp "slt" %3879, %42 : i64
    llvm.cond_br %3880, ^bb556, ^bb560
  ^bb556:  // pred: ^bb555
    llvm.br ^bb557(%44 : i64)
  ^bb557(%3881: i64):  // 2 preds: ^bb556, ^bb558
    %3882 = llvm.icmp "slt" %3881, %41 : i64
    llvm.cond_br %3882, ^bb558, ^bb559
  ^bb558:  // pred: ^bb557
    %3883 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3884 = llvm.mlir.constant(256 : index) : i64
    %3885 = llvm.mul %3877, %3884 overflow<nsw, nuw> : i64
    %3886 = llvm.mlir.constant(32 : index) : i64
    %3887 = llvm.mul %3879, %3886 overflow<nsw, nuw> : i64
    %3888 = llvm.add %3885, %3887 overflow<nsw, nuw> : i64
    %3889 = llvm.add %3888, %3881 overflow<nsw, nuw> : i64
    %3890 = llvm.getelementptr inbounds|nuw %3883[%3889] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3891 = llvm.load %3890 : !llvm.ptr -> f64
    %3892 = llvm.extractvalue %3771[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3893 = llvm.mlir.constant(8 : index) : i64
    %3894 = llvm.mul %3877, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.add %3894, %3879 overflow<nsw, nuw> : i64
    %3896 = llvm.add %3895, %44 overflow<nsw, nuw> : i64
    %3897 = llvm.getelementptr inbounds|nuw %3892[%3896] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3898 = llvm.load %3897 : !llvm.ptr -> f64
    %3899 = llvm.extractvalue %3854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3900 = llvm.mlir.constant(8 : index) : i64
    %3901 = llvm.mul %3877, %3900 overflow<nsw, nuw> : i64
    %3902 = llvm.add %3901, %3879 overflow<nsw, nuw> : i64
    %3903 = llvm.add %3902, %44 overflow<nsw, nuw> : i64
    %3904 = llvm.getelementptr inbounds|nuw %3899[%3903] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3905 = llvm.load %3904 : !llvm.ptr -> f64
    %3906 = llvm.fdiv %3898, %48 : f64
    %3907 = llvm.fsub %3891, %3906 : f64
    %3908 = llvm.fmul %3907, %3907 : f64
    %3909 = llvm.fadd %3908, %3905 : f64
    %3910 = llvm.extractvalue %3854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3911 = llvm.mlir.constant(8 : index) : i64
    %3912 = llvm.mul %3877, %3911 overflow<nsw, nuw> : i64
    %3913 = llvm.add %3912, %3879 overflow<nsw, nuw> : i64
    %3914 = llvm.add %3913, %44 overflow<nsw, nuw> : i64
    %3915 = llvm.getelementptr inbounds|nuw %3910[%3914] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3909, %3915 : f64, !llvm.ptr
    %3916 = llvm.add %3881, %43 : i64
    llvm.br ^bb557(%3916 : i64)
  ^bb559:  // pred: ^bb557
    %3917 = llvm.add %3879, %43 : i64
    llvm.br ^bb555(%3917 : i64)
  ^bb560:  // pred: ^bb555
    %3918 = llvm.add %3877, %43 : i64
    llvm.br ^bb553(%3918 : i64)
  ^bb561:  // pred: ^bb553
    %3919 = llvm.mlir.constant(1 : index) : i64
    %3920 = llvm.mlir.constant(8 : index) : i64
    %3921 = llvm.mlir.constant(1 : index) : i64
    %3922 = llvm.mlir.constant(1 : index) : i64
    %3923 = llvm.mlir.constant(8 : index) : i64
    %3924 = llvm.mlir.zero : !llvm.ptr
    %3925 = llvm.getelementptr %3924[%3923] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3926 = llvm.ptrtoint %3925 : !llvm.ptr to i64
    %3927 = llvm.mlir.constant(64 : index) : i64
    %3928 = llvm.add %3926, %3927 : i64
    %3929 = llvm.call @malloc(%3928) : (i64) -> !llvm.ptr
    %3930 = llvm.ptrtoint %3929 : !llvm.ptr to i64
    %3931 = llvm.mlir.constant(1 : index) : i64
    %3932 = llvm.sub %3927, %3931 : i64
    %3933 = llvm.add %3930, %3932 : i64
    %3934 = llvm.urem %3933, %3927 : i64
    %3935 = llvm.sub %3933, %3934 : i64
    %3936 = llvm.inttoptr %3935 : i64 to !llvm.ptr
    %3937 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3938 = llvm.insertvalue %3929, %3937[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3939 = llvm.insertvalue %3936, %3938[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3940 = llvm.mlir.constant(0 : index) : i64
    %3941 = llvm.insertvalue %3940, %3939[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3942 = llvm.insertvalue %3919, %3941[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3943 = llvm.insertvalue %3920, %3942[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.insertvalue %3921, %3943[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3945 = llvm.insertvalue %3920, %3944[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3946 = llvm.insertvalue %3921, %3945[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3947 = llvm.insertvalue %3922, %3946[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb562(%44 : i64)
  ^bb562(%3948: i64):  // 2 preds: ^bb561, ^bb569
    %3949 = llvm.icmp "slt" %3948, %43 : i64
    llvm.cond_br %3949, ^bb563, ^bb570
  ^bb563:  // pred: ^bb562
    llvm.br ^bb564(%44 : i64)
  ^bb564(%3950: i64):  // 2 preds: ^bb563, ^bb568
    %3951 = llvm.icmp "slt" %3950, %42 : i64
    llvm.cond_br %3951, ^bb565, ^bb569
  ^bb565:  // pred: ^bb564
    llvm.br ^bb566(%44 : i64)
  ^bb566(%3952: i64):  // 2 preds: ^bb565, ^bb567
    %3953 = llvm.icmp "slt" %3952, %43 : i64
    llvm.cond_br %3953, ^bb567, ^bb568
  ^bb567:  // pred: ^bb566
    %3954 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3955 = llvm.mlir.constant(8 : index) : i64
    %3956 = llvm.mul %3948, %3955 overflow<nsw, nuw> : i64
    %3957 = llvm.add %3956, %3950 overflow<nsw, nuw> : i64
    %3958 = llvm.add %3957, %3952 overflow<nsw, nuw> : i64
    %3959 = llvm.getelementptr inbounds|nuw %3954[%3958] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3960 = llvm.load %3959 : !llvm.ptr -> f32
    %3961 = llvm.extractvalue %3947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3962 = llvm.mlir.constant(8 : index) : i64
    %3963 = llvm.mul %3948, %3962 overflow<nsw, nuw> : i64
    %3964 = llvm.add %3963, %3950 overflow<nsw, nuw> : i64
    %3965 = llvm.add %3964, %3952 overflow<nsw, nuw> : i64
    %3966 = llvm.getelementptr inbounds|nuw %3961[%3965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3960, %3966 : f32, !llvm.ptr
    %3967 = llvm.add %3952, %43 : i64
    llvm.br ^bb566(%3967 : i64)
  ^bb568:  // pred: ^bb566
    %3968 = llvm.add %3950, %43 : i64
    llvm.br ^bb564(%3968 : i64)
  ^bb569:  // pred: ^bb564
    %3969 = llvm.add %3948, %43 : i64
    llvm.br ^bb562(%3969 : i64)
  ^bb570:  // pred: ^bb562
    llvm.br ^bb571(%44 : i64)
  ^bb571(%3970: i64):  // 2 preds: ^bb570, ^bb578
    %3971 = llvm.icmp "slt" %3970, %43 : i64
    llvm.cond_br %3971, ^bb572, ^bb579
  ^bb572:  // pred: ^bb571
    llvm.br ^bb573(%44 : i64)
  ^bb573(%3972: i64):  // 2 preds: ^bb572, ^bb577
    %3973 = llvm.icmp "slt" %3972, %42 : i64
    llvm.cond_br %3973, ^bb574, ^bb578
  ^bb574:  // pred: ^bb573
    llvm.br ^bb575(%44 : i64)
  ^bb575(%3974: i64):  // 2 preds: ^bb574, ^bb576
    %3975 = llvm.icmp "slt" %3974, %41 : i64
    llvm.cond_br %3975, ^bb576, ^bb577
  ^bb576:  // pred: ^bb575
    %3976 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3977 = llvm.mlir.constant(256 : index) : i64
    %3978 = llvm.mul %3970, %3977 overflow<nsw, nuw> : i64
    %3979 = llvm.mlir.constant(32 : index) : i64
    %3980 = llvm.mul %3972, %3979 overflow<nsw, nuw> : i64
    %3981 = llvm.add %3978, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.add %3981, %3974 overflow<nsw, nuw> : i64
    %3983 = llvm.getelementptr inbounds|nuw %3976[%3982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3984 = llvm.load %3983 : !llvm.ptr -> f32
    %3985 = llvm.extractvalue %3947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3986 = llvm.mlir.constant(8 : index) : i64
    %3987 = llvm.mul %3970, %3986 overflow<nsw, nuw> : i64
    %3988 = llvm.add %3987, %3972 overflow<nsw, nuw> : i64
    %3989 = llvm.add %3988, %44 overflow<nsw, nuw> : i64
    %3990 = llvm.getelementptr inbounds|nuw %3985[%3989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3991 = llvm.load %3990 : !llvm.ptr -> f32
    %3992 = llvm.fadd %3984, %3991 : f32
    %3993 = llvm.extractvalue %3947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3994 = llvm.mlir.constant(8 : index) : i64
    %3995 = llvm.mul %3970, %3994 overflow<nsw, nuw> : i64
    %3996 = llvm.add %3995, %3972 overflow<nsw, nuw> : i64
    %3997 = llvm.add %3996, %44 overflow<nsw, nuw> : i64
    %3998 = llvm.getelementptr inbounds|nuw %3993[%3997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3992, %3998 : f32, !llvm.ptr
    %3999 = llvm.add %3974, %43 : i64
    llvm.br ^bb575(%3999 : i64)
  ^bb577:  // pred: ^bb575
    %4000 = llvm.add %3972, %43 : i64
    llvm.br ^bb573(%4000 : i64)
  ^bb578:  // pred: ^bb573
    %4001 = llvm.add %3970, %43 : i64
    llvm.br ^bb571(%4001 : i64)
  ^bb579:  // pred: ^bb571
    llvm.br ^bb580(%44 : i64)
  ^bb580(%4002: i64):  // 2 preds: ^bb579, ^bb587
    %4003 = llvm.icmp "slt" %4002, %43 : i64
    llvm.cond_br %4003, ^bb581, ^bb588
  ^bb581:  // pred: ^bb580
    llvm.br ^bb582(%44 : i64)
  ^bb582(%4004: i64):  // 2 preds: ^bb581, ^bb586
    %4005 = llvm.icmp "slt" %4004, %42 : i64
    llvm.cond_br %4005, ^bb583, ^bb587
  ^bb583:  // pred: ^bb582
    llvm.br ^bb584(%44 : i64)
  ^bb584(%4006: i64):  // 2 preds: ^bb583, ^bb585
    %4007 = llvm.icmp "slt" %4006, %41 : i64
    llvm.cond_br %4007, ^bb585, ^bb586
  ^bb585:  // pred: ^bb584
    %4008 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4009 = llvm.mlir.constant(256 : index) : i64
    %4010 = llvm.mul %4002, %4009 overflow<nsw, nuw> : i64
    %4011 = llvm.mlir.constant(32 : index) : i64
    %4012 = llvm.mul %4004, %4011 overflow<nsw, nuw> : i64
    %4013 = llvm.add %4010, %4012 overflow<nsw, nuw> : i64
    %4014 = llvm.add %4013, %4006 overflow<nsw, nuw> : i64
    %4015 = llvm.getelementptr inbounds|nuw %4008[%4014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4016 = llvm.load %4015 : !llvm.ptr -> f32
    %4017 = llvm.extractvalue %3947[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4018 = llvm.mlir.constant(8 : index) : i64
    %4019 = llvm.mul %4002, %4018 overflow<nsw, nuw> : i64
    %4020 = llvm.add %4019, %4004 overflow<nsw, nuw> : i64
    %4021 = llvm.add %4020, %44 overflow<nsw, nuw> : i64
    %4022 = llvm.getelementptr inbounds|nuw %4017[%4021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4023 = llvm.load %4022 : !llvm.ptr -> f32
    %4024 = llvm.extractvalue %3854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4025 = llvm.mlir.constant(8 : index) : i64
    %4026 = llvm.mul %4002, %4025 overflow<nsw, nuw> : i64
    %4027 = llvm.add %4026, %4004 overflow<nsw, nuw> : i64
    %4028 = llvm.add %4027, %44 overflow<nsw, nuw> : i64
    %4029 = llvm.getelementptr inbounds|nuw %4024[%4028] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4030 = llvm.load %4029 : !llvm.ptr -> f64
    %4031 = llvm.extractvalue %402[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4032 = llvm.getelementptr inbounds|nuw %4031[%4006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4033 = llvm.load %4032 : !llvm.ptr -> f32
    %4034 = llvm.extractvalue %386[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4035 = llvm.getelementptr inbounds|nuw %4034[%4006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4036 = llvm.load %4035 : !llvm.ptr -> f32
    %4037 = llvm.fdiv %4030, %48 : f64
    %4038 = llvm.fptrunc %4037 : f64 to f32
    %4039 = llvm.fptrunc %49 : f64 to f32
    %4040 = llvm.fadd %4038, %4039 : f32
    %4041 = llvm.intr.sqrt(%4040) : (f32) -> f32
    %4042 = llvm.fdiv %53, %4041 : f32
    %4043 = llvm.fdiv %4023, %47 : f32
    %4044 = llvm.fsub %4016, %4043 : f32
    %4045 = llvm.fmul %4044, %4042 : f32
    %4046 = llvm.fmul %4045, %4033 : f32
    %4047 = llvm.fadd %4046, %4036 : f32
    %4048 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4049 = llvm.mlir.constant(256 : index) : i64
    %4050 = llvm.mul %4002, %4049 overflow<nsw, nuw> : i64
    %4051 = llvm.mlir.constant(32 : index) : i64
    %4052 = llvm.mul %4004, %4051 overflow<nsw, nuw> : i64
    %4053 = llvm.add %4050, %4052 overflow<nsw, nuw> : i64
    %4054 = llvm.add %4053, %4006 overflow<nsw, nuw> : i64
    %4055 = llvm.getelementptr inbounds|nuw %4048[%4054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4047, %4055 : f32, !llvm.ptr
    %4056 = llvm.add %4006, %43 : i64
    llvm.br ^bb584(%4056 : i64)
  ^bb586:  // pred: ^bb584
    %4057 = llvm.add %4004, %43 : i64
    llvm.br ^bb582(%4057 : i64)
  ^bb587:  // pred: ^bb582
    %4058 = llvm.add %4002, %43 : i64
    llvm.br ^bb580(%4058 : i64)
  ^bb588:  // pred: ^bb580
    %4059 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4060 = llvm.extractvalue %370[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4061 = llvm.extractvalue %370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4062 = llvm.insertvalue %4060, %4059[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4063 = llvm.insertvalue %4061, %4062[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4064 = llvm.mlir.constant(0 : index) : i64
    %4065 = llvm.insertvalue %4064, %4063[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4066 = llvm.mlir.constant(2 : index) : i64
    %4067 = llvm.insertvalue %4066, %4065[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4068 = llvm.mlir.constant(512 : index) : i64
    %4069 = llvm.insertvalue %4068, %4067[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4070 = llvm.mlir.constant(16 : index) : i64
    %4071 = llvm.insertvalue %4070, %4069[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4072 = llvm.mlir.constant(32 : index) : i64
    %4073 = llvm.insertvalue %4072, %4071[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4074 = llvm.mlir.constant(32 : index) : i64
    %4075 = llvm.insertvalue %4074, %4073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4076 = llvm.mlir.constant(1 : index) : i64
    %4077 = llvm.insertvalue %4076, %4075[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.mlir.constant(1 : index) : i64
    %4079 = llvm.mlir.constant(8 : index) : i64
    %4080 = llvm.mlir.constant(2 : index) : i64
    %4081 = llvm.mlir.constant(16 : index) : i64
    %4082 = llvm.mlir.constant(1 : index) : i64
    %4083 = llvm.mlir.constant(32 : index) : i64
    %4084 = llvm.mlir.constant(256 : index) : i64
    %4085 = llvm.mlir.constant(256 : index) : i64
    %4086 = llvm.mlir.zero : !llvm.ptr
    %4087 = llvm.getelementptr %4086[%4085] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4088 = llvm.ptrtoint %4087 : !llvm.ptr to i64
    %4089 = llvm.mlir.constant(64 : index) : i64
    %4090 = llvm.add %4088, %4089 : i64
    %4091 = llvm.call @malloc(%4090) : (i64) -> !llvm.ptr
    %4092 = llvm.ptrtoint %4091 : !llvm.ptr to i64
    %4093 = llvm.mlir.constant(1 : index) : i64
    %4094 = llvm.sub %4089, %4093 : i64
    %4095 = llvm.add %4092, %4094 : i64
    %4096 = llvm.urem %4095, %4089 : i64
    %4097 = llvm.sub %4095, %4096 : i64
    %4098 = llvm.inttoptr %4097 : i64 to !llvm.ptr
    %4099 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4100 = llvm.insertvalue %4091, %4099[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4101 = llvm.insertvalue %4098, %4100[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4102 = llvm.mlir.constant(0 : index) : i64
    %4103 = llvm.insertvalue %4102, %4101[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4104 = llvm.insertvalue %4078, %4103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4105 = llvm.insertvalue %4079, %4104[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4106 = llvm.insertvalue %4080, %4105[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4107 = llvm.insertvalue %4081, %4106[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4108 = llvm.insertvalue %4084, %4107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4109 = llvm.insertvalue %4083, %4108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4110 = llvm.insertvalue %4081, %4109[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4111 = llvm.insertvalue %4082, %4110[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb589(%44 : i64)
  ^bb589(%4112: i64):  // 2 preds: ^bb588, ^bb599
    %4113 = llvm.icmp "slt" %4112, %43 : i64
    llvm.cond_br %4113, ^bb590, ^bb600
  ^bb590:  // pred: ^bb589
    llvm.br ^bb591(%44 : i64)
  ^bb591(%4114: i64):  // 2 preds: ^bb590, ^bb598
    %4115 = llvm.icmp "slt" %4114, %42 : i64
    llvm.cond_br %4115, ^bb592, ^bb599
  ^bb592:  // pred: ^bb591
    llvm.br ^bb593(%44 : i64)
  ^bb593(%4116: i64):  // 2 preds: ^bb592, ^bb597
    %4117 = llvm.icmp "slt" %4116, %40 : i64
    llvm.cond_br %4117, ^bb594, ^bb598
  ^bb594:  // pred: ^bb593
    llvm.br ^bb595(%44 : i64)
  ^bb595(%4118: i64):  // 2 preds: ^bb594, ^bb596
    %4119 = llvm.icmp "slt" %4118, %39 : i64
    llvm.cond_br %4119, ^bb596, ^bb597
  ^bb596:  // pred: ^bb595
    %4120 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4121 = llvm.mlir.constant(256 : index) : i64
    %4122 = llvm.mul %4112, %4121 overflow<nsw, nuw> : i64
    %4123 = llvm.mlir.constant(32 : index) : i64
    %4124 = llvm.mul %4114, %4123 overflow<nsw, nuw> : i64
    %4125 = llvm.add %4122, %4124 overflow<nsw, nuw> : i64
    %4126 = llvm.mlir.constant(16 : index) : i64
    %4127 = llvm.mul %4116, %4126 overflow<nsw, nuw> : i64
    %4128 = llvm.add %4125, %4127 overflow<nsw, nuw> : i64
    %4129 = llvm.add %4128, %4118 overflow<nsw, nuw> : i64
    %4130 = llvm.getelementptr inbounds|nuw %4120[%4129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4131 = llvm.load %4130 : !llvm.ptr -> f32
    %4132 = llvm.extractvalue %4111[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4133 = llvm.mlir.constant(256 : index) : i64
    %4134 = llvm.mul %4112, %4133 overflow<nsw, nuw> : i64
    %4135 = llvm.mlir.constant(32 : index) : i64
    %4136 = llvm.mul %4114, %4135 overflow<nsw, nuw> : i64
    %4137 = llvm.add %4134, %4136 overflow<nsw, nuw> : i64
    %4138 = llvm.mlir.constant(16 : index) : i64
    %4139 = llvm.mul %4116, %4138 overflow<nsw, nuw> : i64
    %4140 = llvm.add %4137, %4139 overflow<nsw, nuw> : i64
    %4141 = llvm.add %4140, %4118 overflow<nsw, nuw> : i64
    %4142 = llvm.getelementptr inbounds|nuw %4132[%4141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4131, %4142 : f32, !llvm.ptr
    %4143 = llvm.add %4118, %43 : i64
    llvm.br ^bb595(%4143 : i64)
  ^bb597:  // pred: ^bb595
    %4144 = llvm.add %4116, %43 : i64
    llvm.br ^bb593(%4144 : i64)
  ^bb598:  // pred: ^bb593
    %4145 = llvm.add %4114, %43 : i64
    llvm.br ^bb591(%4145 : i64)
  ^bb599:  // pred: ^bb591
    %4146 = llvm.add %4112, %43 : i64
    llvm.br ^bb589(%4146 : i64)
  ^bb600:  // pred: ^bb589
    llvm.br ^bb601(%44 : i64)
  ^bb601(%4147: i64):  // 2 preds: ^bb600, ^bb614
    %4148 = llvm.icmp "slt" %4147, %43 : i64
    llvm.cond_br %4148, ^bb602, ^bb615
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%44 : i64)
  ^bb603(%4149: i64):  // 2 preds: ^bb602, ^bb613
    %4150 = llvm.icmp "slt" %4149, %42 : i64
    llvm.cond_br %4150, ^bb604, ^bb614
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%44 : i64)
  ^bb605(%4151: i64):  // 2 preds: ^bb604, ^bb612
    %4152 = llvm.icmp "slt" %4151, %40 : i64
    llvm.cond_br %4152, ^bb606, ^bb613
  ^bb606:  // pred: ^bb605
    llvm.br ^bb607(%44 : i64)
  ^bb607(%4153: i64):  // 2 preds: ^bb606, ^bb611
    %4154 = llvm.icmp "slt" %4153, %39 : i64
    llvm.cond_br %4154, ^bb608, ^bb612
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%44 : i64)
  ^bb609(%4155: i64):  // 2 preds: ^bb608, ^bb610
    %4156 = llvm.icmp "slt" %4155, %41 : i64
    llvm.cond_br %4156, ^bb610, ^bb611
  ^bb610:  // pred: ^bb609
    %4157 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.mlir.constant(256 : index) : i64
    %4159 = llvm.mul %4147, %4158 overflow<nsw, nuw> : i64
    %4160 = llvm.mlir.constant(32 : index) : i64
    %4161 = llvm.mul %4149, %4160 overflow<nsw, nuw> : i64
    %4162 = llvm.add %4159, %4161 overflow<nsw, nuw> : i64
    %4163 = llvm.add %4162, %4155 overflow<nsw, nuw> : i64
    %4164 = llvm.getelementptr inbounds|nuw %4157[%4163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4165 = llvm.load %4164 : !llvm.ptr -> f32
    %4166 = llvm.extractvalue %4077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4167 = llvm.mlir.constant(512 : index) : i64
    %4168 = llvm.mul %4151, %4167 overflow<nsw, nuw> : i64
    %4169 = llvm.mlir.constant(32 : index) : i64
    %4170 = llvm.mul %4153, %4169 overflow<nsw, nuw> : i64
    %4171 = llvm.add %4168, %4170 overflow<nsw, nuw> : i64
    %4172 = llvm.add %4171, %4155 overflow<nsw, nuw> : i64
    %4173 = llvm.getelementptr inbounds|nuw %4166[%4172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4174 = llvm.load %4173 : !llvm.ptr -> f32
    %4175 = llvm.extractvalue %4111[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4176 = llvm.mlir.constant(256 : index) : i64
    %4177 = llvm.mul %4147, %4176 overflow<nsw, nuw> : i64
    %4178 = llvm.mlir.constant(32 : index) : i64
    %4179 = llvm.mul %4149, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4177, %4179 overflow<nsw, nuw> : i64
    %4181 = llvm.mlir.constant(16 : index) : i64
    %4182 = llvm.mul %4151, %4181 overflow<nsw, nuw> : i64
    %4183 = llvm.add %4180, %4182 overflow<nsw, nuw> : i64
    %4184 = llvm.add %4183, %4153 overflow<nsw, nuw> : i64
    %4185 = llvm.getelementptr inbounds|nuw %4175[%4184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4186 = llvm.load %4185 : !llvm.ptr -> f32
    %4187 = llvm.fmul %4165, %4174 : f32
    %4188 = llvm.fadd %4186, %4187 : f32
    %4189 = llvm.extractvalue %4111[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4190 = llvm.mlir.constant(256 : index) : i64
    %4191 = llvm.mul %4147, %4190 overflow<nsw, nuw> : i64
    %4192 = llvm.mlir.constant(32 : index) : i64
    %4193 = llvm.mul %4149, %4192 overflow<nsw, nuw> : i64
    %4194 = llvm.add %4191, %4193 overflow<nsw, nuw> : i64
    %4195 = llvm.mlir.constant(16 : index) : i64
    %4196 = llvm.mul %4151, %4195 overflow<nsw, nuw> : i64
    %4197 = llvm.add %4194, %4196 overflow<nsw, nuw> : i64
    %4198 = llvm.add %4197, %4153 overflow<nsw, nuw> : i64
    %4199 = llvm.getelementptr inbounds|nuw %4189[%4198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4188, %4199 : f32, !llvm.ptr
    %4200 = llvm.add %4155, %43 : i64
    llvm.br ^bb609(%4200 : i64)
  ^bb611:  // pred: ^bb609
    %4201 = llvm.add %4153, %43 : i64
    llvm.br ^bb607(%4201 : i64)
  ^bb612:  // pred: ^bb607
    %4202 = llvm.add %4151, %43 : i64
    llvm.br ^bb605(%4202 : i64)
  ^bb613:  // pred: ^bb605
    %4203 = llvm.add %4149, %43 : i64
    llvm.br ^bb603(%4203 : i64)
  ^bb614:  // pred: ^bb603
    %4204 = llvm.add %4147, %43 : i64
    llvm.br ^bb601(%4204 : i64)
  ^bb615:  // pred: ^bb601
    %4205 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4206 = llvm.extractvalue %350[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4207 = llvm.extractvalue %350[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4208 = llvm.insertvalue %4206, %4205[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4209 = llvm.insertvalue %4207, %4208[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4210 = llvm.mlir.constant(0 : index) : i64
    %4211 = llvm.insertvalue %4210, %4209[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4212 = llvm.mlir.constant(2 : index) : i64
    %4213 = llvm.insertvalue %4212, %4211[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4214 = llvm.mlir.constant(16 : index) : i64
    %4215 = llvm.insertvalue %4214, %4213[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4216 = llvm.mlir.constant(16 : index) : i64
    %4217 = llvm.insertvalue %4216, %4215[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4218 = llvm.mlir.constant(1 : index) : i64
    %4219 = llvm.insertvalue %4218, %4217[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4220 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4221 = llvm.extractvalue %334[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4222 = llvm.extractvalue %334[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4223 = llvm.insertvalue %4221, %4220[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4224 = llvm.insertvalue %4222, %4223[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4225 = llvm.mlir.constant(0 : index) : i64
    %4226 = llvm.insertvalue %4225, %4224[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4227 = llvm.mlir.constant(2 : index) : i64
    %4228 = llvm.insertvalue %4227, %4226[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4229 = llvm.mlir.constant(512 : index) : i64
    %4230 = llvm.insertvalue %4229, %4228[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4231 = llvm.mlir.constant(16 : index) : i64
    %4232 = llvm.insertvalue %4231, %4230[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4233 = llvm.mlir.constant(32 : index) : i64
    %4234 = llvm.insertvalue %4233, %4232[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4235 = llvm.mlir.constant(32 : index) : i64
    %4236 = llvm.insertvalue %4235, %4234[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4237 = llvm.mlir.constant(1 : index) : i64
    %4238 = llvm.insertvalue %4237, %4236[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4239 = llvm.mlir.constant(1 : index) : i64
    %4240 = llvm.mlir.constant(8 : index) : i64
    %4241 = llvm.mlir.constant(2 : index) : i64
    %4242 = llvm.mlir.constant(16 : index) : i64
    %4243 = llvm.mlir.constant(1 : index) : i64
    %4244 = llvm.mlir.constant(32 : index) : i64
    %4245 = llvm.mlir.constant(256 : index) : i64
    %4246 = llvm.mlir.constant(256 : index) : i64
    %4247 = llvm.mlir.zero : !llvm.ptr
    %4248 = llvm.getelementptr %4247[%4246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4249 = llvm.ptrtoint %4248 : !llvm.ptr to i64
    %4250 = llvm.mlir.constant(64 : index) : i64
    %4251 = llvm.add %4249, %4250 : i64
    %4252 = llvm.call @malloc(%4251) : (i64) -> !llvm.ptr
    %4253 = llvm.ptrtoint %4252 : !llvm.ptr to i64
    %4254 = llvm.mlir.constant(1 : index) : i64
    %4255 = llvm.sub %4250, %4254 : i64
    %4256 = llvm.add %4253, %4255 : i64
    %4257 = llvm.urem %4256, %4250 : i64
    %4258 = llvm.sub %4256, %4257 : i64
    %4259 = llvm.inttoptr %4258 : i64 to !llvm.ptr
    %4260 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4261 = llvm.insertvalue %4252, %4260[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4262 = llvm.insertvalue %4259, %4261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4263 = llvm.mlir.constant(0 : index) : i64
    %4264 = llvm.insertvalue %4263, %4262[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4265 = llvm.insertvalue %4239, %4264[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4266 = llvm.insertvalue %4240, %4265[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4267 = llvm.insertvalue %4241, %4266[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4268 = llvm.insertvalue %4242, %4267[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4269 = llvm.insertvalue %4245, %4268[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4270 = llvm.insertvalue %4244, %4269[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4271 = llvm.insertvalue %4242, %4270[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4272 = llvm.insertvalue %4243, %4271[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb616(%44 : i64)
  ^bb616(%4273: i64):  // 2 preds: ^bb615, ^bb626
    %4274 = llvm.icmp "slt" %4273, %43 : i64
    llvm.cond_br %4274, ^bb617, ^bb627
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%44 : i64)
  ^bb618(%4275: i64):  // 2 preds: ^bb617, ^bb625
    %4276 = llvm.icmp "slt" %4275, %42 : i64
    llvm.cond_br %4276, ^bb619, ^bb626
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%44 : i64)
  ^bb620(%4277: i64):  // 2 preds: ^bb619, ^bb624
    %4278 = llvm.icmp "slt" %4277, %40 : i64
    llvm.cond_br %4278, ^bb621, ^bb625
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%44 : i64)
  ^bb622(%4279: i64):  // 2 preds: ^bb621, ^bb623
    %4280 = llvm.icmp "slt" %4279, %39 : i64
    llvm.cond_br %4280, ^bb623, ^bb624
  ^bb623:  // pred: ^bb622
    %4281 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4282 = llvm.mlir.constant(256 : index) : i64
    %4283 = llvm.mul %4273, %4282 overflow<nsw, nuw> : i64
    %4284 = llvm.mlir.constant(32 : index) : i64
    %4285 = llvm.mul %4275, %4284 overflow<nsw, nuw> : i64
    %4286 = llvm.add %4283, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.mlir.constant(16 : index) : i64
    %4288 = llvm.mul %4277, %4287 overflow<nsw, nuw> : i64
    %4289 = llvm.add %4286, %4288 overflow<nsw, nuw> : i64
    %4290 = llvm.add %4289, %4279 overflow<nsw, nuw> : i64
    %4291 = llvm.getelementptr inbounds|nuw %4281[%4290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4292 = llvm.load %4291 : !llvm.ptr -> f32
    %4293 = llvm.extractvalue %4272[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4294 = llvm.mlir.constant(256 : index) : i64
    %4295 = llvm.mul %4273, %4294 overflow<nsw, nuw> : i64
    %4296 = llvm.mlir.constant(32 : index) : i64
    %4297 = llvm.mul %4275, %4296 overflow<nsw, nuw> : i64
    %4298 = llvm.add %4295, %4297 overflow<nsw, nuw> : i64
    %4299 = llvm.mlir.constant(16 : index) : i64
    %4300 = llvm.mul %4277, %4299 overflow<nsw, nuw> : i64
    %4301 = llvm.add %4298, %4300 overflow<nsw, nuw> : i64
    %4302 = llvm.add %4301, %4279 overflow<nsw, nuw> : i64
    %4303 = llvm.getelementptr inbounds|nuw %4293[%4302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4292, %4303 : f32, !llvm.ptr
    %4304 = llvm.add %4279, %43 : i64
    llvm.br ^bb622(%4304 : i64)
  ^bb624:  // pred: ^bb622
    %4305 = llvm.add %4277, %43 : i64
    llvm.br ^bb620(%4305 : i64)
  ^bb625:  // pred: ^bb620
    %4306 = llvm.add %4275, %43 : i64
    llvm.br ^bb618(%4306 : i64)
  ^bb626:  // pred: ^bb618
    %4307 = llvm.add %4273, %43 : i64
    llvm.br ^bb616(%4307 : i64)
  ^bb627:  // pred: ^bb616
    llvm.br ^bb628(%44 : i64)
  ^bb628(%4308: i64):  // 2 preds: ^bb627, ^bb641
    %4309 = llvm.icmp "slt" %4308, %43 : i64
    llvm.cond_br %4309, ^bb629, ^bb642
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%44 : i64)
  ^bb630(%4310: i64):  // 2 preds: ^bb629, ^bb640
    %4311 = llvm.icmp "slt" %4310, %42 : i64
    llvm.cond_br %4311, ^bb631, ^bb641
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%44 : i64)
  ^bb632(%4312: i64):  // 2 preds: ^bb631, ^bb639
    %4313 = llvm.icmp "slt" %4312, %40 : i64
    llvm.cond_br %4313, ^bb633, ^bb640
  ^bb633:  // pred: ^bb632
    llvm.br ^bb634(%44 : i64)
  ^bb634(%4314: i64):  // 2 preds: ^bb633, ^bb638
    %4315 = llvm.icmp "slt" %4314, %39 : i64
    llvm.cond_br %4315, ^bb635, ^bb639
  ^bb635:  // pred: ^bb634
    llvm.br ^bb636(%44 : i64)
  ^bb636(%4316: i64):  // 2 preds: ^bb635, ^bb637
    %4317 = llvm.icmp "slt" %4316, %41 : i64
    llvm.cond_br %4317, ^bb637, ^bb638
  ^bb637:  // pred: ^bb636
    %4318 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4319 = llvm.mlir.constant(256 : index) : i64
    %4320 = llvm.mul %4308, %4319 overflow<nsw, nuw> : i64
    %4321 = llvm.mlir.constant(32 : index) : i64
    %4322 = llvm.mul %4310, %4321 overflow<nsw, nuw> : i64
    %4323 = llvm.add %4320, %4322 overflow<nsw, nuw> : i64
    %4324 = llvm.add %4323, %4316 overflow<nsw, nuw> : i64
    %4325 = llvm.getelementptr inbounds|nuw %4318[%4324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4326 = llvm.load %4325 : !llvm.ptr -> f32
    %4327 = llvm.extractvalue %4238[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4328 = llvm.mlir.constant(512 : index) : i64
    %4329 = llvm.mul %4312, %4328 overflow<nsw, nuw> : i64
    %4330 = llvm.mlir.constant(32 : index) : i64
    %4331 = llvm.mul %4314, %4330 overflow<nsw, nuw> : i64
    %4332 = llvm.add %4329, %4331 overflow<nsw, nuw> : i64
    %4333 = llvm.add %4332, %4316 overflow<nsw, nuw> : i64
    %4334 = llvm.getelementptr inbounds|nuw %4327[%4333] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4335 = llvm.load %4334 : !llvm.ptr -> f32
    %4336 = llvm.extractvalue %4272[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4337 = llvm.mlir.constant(256 : index) : i64
    %4338 = llvm.mul %4308, %4337 overflow<nsw, nuw> : i64
    %4339 = llvm.mlir.constant(32 : index) : i64
    %4340 = llvm.mul %4310, %4339 overflow<nsw, nuw> : i64
    %4341 = llvm.add %4338, %4340 overflow<nsw, nuw> : i64
    %4342 = llvm.mlir.constant(16 : index) : i64
    %4343 = llvm.mul %4312, %4342 overflow<nsw, nuw> : i64
    %4344 = llvm.add %4341, %4343 overflow<nsw, nuw> : i64
    %4345 = llvm.add %4344, %4314 overflow<nsw, nuw> : i64
    %4346 = llvm.getelementptr inbounds|nuw %4336[%4345] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4347 = llvm.load %4346 : !llvm.ptr -> f32
    %4348 = llvm.fmul %4326, %4335 : f32
    %4349 = llvm.fadd %4347, %4348 : f32
    %4350 = llvm.extractvalue %4272[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4351 = llvm.mlir.constant(256 : index) : i64
    %4352 = llvm.mul %4308, %4351 overflow<nsw, nuw> : i64
    %4353 = llvm.mlir.constant(32 : index) : i64
    %4354 = llvm.mul %4310, %4353 overflow<nsw, nuw> : i64
    %4355 = llvm.add %4352, %4354 overflow<nsw, nuw> : i64
    %4356 = llvm.mlir.constant(16 : index) : i64
    %4357 = llvm.mul %4312, %4356 overflow<nsw, nuw> : i64
    %4358 = llvm.add %4355, %4357 overflow<nsw, nuw> : i64
    %4359 = llvm.add %4358, %4314 overflow<nsw, nuw> : i64
    %4360 = llvm.getelementptr inbounds|nuw %4350[%4359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4349, %4360 : f32, !llvm.ptr
    %4361 = llvm.add %4316, %43 : i64
    llvm.br ^bb636(%4361 : i64)
  ^bb638:  // pred: ^bb636
    %4362 = llvm.add %4314, %43 : i64
    llvm.br ^bb634(%4362 : i64)
  ^bb639:  // pred: ^bb634
    %4363 = llvm.add %4312, %43 : i64
    llvm.br ^bb632(%4363 : i64)
  ^bb640:  // pred: ^bb632
    %4364 = llvm.add %4310, %43 : i64
    llvm.br ^bb630(%4364 : i64)
  ^bb641:  // pred: ^bb630
    %4365 = llvm.add %4308, %43 : i64
    llvm.br ^bb628(%4365 : i64)
  ^bb642:  // pred: ^bb628
    %4366 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4367 = llvm.extractvalue %314[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4368 = llvm.extractvalue %314[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4369 = llvm.insertvalue %4367, %4366[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4370 = llvm.insertvalue %4368, %4369[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4371 = llvm.mlir.constant(0 : index) : i64
    %4372 = llvm.insertvalue %4371, %4370[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4373 = llvm.mlir.constant(2 : index) : i64
    %4374 = llvm.insertvalue %4373, %4372[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4375 = llvm.mlir.constant(16 : index) : i64
    %4376 = llvm.insertvalue %4375, %4374[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4377 = llvm.mlir.constant(16 : index) : i64
    %4378 = llvm.insertvalue %4377, %4376[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4379 = llvm.mlir.constant(1 : index) : i64
    %4380 = llvm.insertvalue %4379, %4378[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4381 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4382 = llvm.extractvalue %298[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4383 = llvm.extractvalue %298[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4384 = llvm.insertvalue %4382, %4381[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4385 = llvm.insertvalue %4383, %4384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4386 = llvm.mlir.constant(0 : index) : i64
    %4387 = llvm.insertvalue %4386, %4385[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4388 = llvm.mlir.constant(2 : index) : i64
    %4389 = llvm.insertvalue %4388, %4387[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4390 = llvm.mlir.constant(512 : index) : i64
    %4391 = llvm.insertvalue %4390, %4389[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4392 = llvm.mlir.constant(16 : index) : i64
    %4393 = llvm.insertvalue %4392, %4391[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4394 = llvm.mlir.constant(32 : index) : i64
    %4395 = llvm.insertvalue %4394, %4393[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4396 = llvm.mlir.constant(32 : index) : i64
    %4397 = llvm.insertvalue %4396, %4395[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4398 = llvm.mlir.constant(1 : index) : i64
    %4399 = llvm.insertvalue %4398, %4397[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4400 = llvm.mlir.constant(1 : index) : i64
    %4401 = llvm.mlir.constant(8 : index) : i64
    %4402 = llvm.mlir.constant(2 : index) : i64
    %4403 = llvm.mlir.constant(16 : index) : i64
    %4404 = llvm.mlir.constant(1 : index) : i64
    %4405 = llvm.mlir.constant(32 : index) : i64
    %4406 = llvm.mlir.constant(256 : index) : i64
    %4407 = llvm.mlir.constant(256 : index) : i64
    %4408 = llvm.mlir.zero : !llvm.ptr
    %4409 = llvm.getelementptr %4408[%4407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4410 = llvm.ptrtoint %4409 : !llvm.ptr to i64
    %4411 = llvm.mlir.constant(64 : index) : i64
    %4412 = llvm.add %4410, %4411 : i64
    %4413 = llvm.call @malloc(%4412) : (i64) -> !llvm.ptr
    %4414 = llvm.ptrtoint %4413 : !llvm.ptr to i64
    %4415 = llvm.mlir.constant(1 : index) : i64
    %4416 = llvm.sub %4411, %4415 : i64
    %4417 = llvm.add %4414, %4416 : i64
    %4418 = llvm.urem %4417, %4411 : i64
    %4419 = llvm.sub %4417, %4418 : i64
    %4420 = llvm.inttoptr %4419 : i64 to !llvm.ptr
    %4421 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4422 = llvm.insertvalue %4413, %4421[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4423 = llvm.insertvalue %4420, %4422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4424 = llvm.mlir.constant(0 : index) : i64
    %4425 = llvm.insertvalue %4424, %4423[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4426 = llvm.insertvalue %4400, %4425[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4427 = llvm.insertvalue %4401, %4426[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4428 = llvm.insertvalue %4402, %4427[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4429 = llvm.insertvalue %4403, %4428[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4430 = llvm.insertvalue %4406, %4429[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4431 = llvm.insertvalue %4405, %4430[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4432 = llvm.insertvalue %4403, %4431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4433 = llvm.insertvalue %4404, %4432[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb643(%44 : i64)
  ^bb643(%4434: i64):  // 2 preds: ^bb642, ^bb653
    %4435 = llvm.icmp "slt" %4434, %43 : i64
    llvm.cond_br %4435, ^bb644, ^bb654
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%44 : i64)
  ^bb645(%4436: i64):  // 2 preds: ^bb644, ^bb652
    %4437 = llvm.icmp "slt" %4436, %42 : i64
    llvm.cond_br %4437, ^bb646, ^bb653
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%44 : i64)
  ^bb647(%4438: i64):  // 2 preds: ^bb646, ^bb651
    %4439 = llvm.icmp "slt" %4438, %40 : i64
    llvm.cond_br %4439, ^bb648, ^bb652
  ^bb648:  // pred: ^bb647
    llvm.br ^bb649(%44 : i64)
  ^bb649(%4440: i64):  // 2 preds: ^bb648, ^bb650
    %4441 = llvm.icmp "slt" %4440, %39 : i64
    llvm.cond_br %4441, ^bb650, ^bb651
  ^bb650:  // pred: ^bb649
    %4442 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4443 = llvm.mlir.constant(256 : index) : i64
    %4444 = llvm.mul %4434, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.mlir.constant(32 : index) : i64
    %4446 = llvm.mul %4436, %4445 overflow<nsw, nuw> : i64
    %4447 = llvm.add %4444, %4446 overflow<nsw, nuw> : i64
    %4448 = llvm.mlir.constant(16 : index) : i64
    %4449 = llvm.mul %4438, %4448 overflow<nsw, nuw> : i64
    %4450 = llvm.add %4447, %4449 overflow<nsw, nuw> : i64
    %4451 = llvm.add %4450, %4440 overflow<nsw, nuw> : i64
    %4452 = llvm.getelementptr inbounds|nuw %4442[%4451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4453 = llvm.load %4452 : !llvm.ptr -> f32
    %4454 = llvm.extractvalue %4433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4455 = llvm.mlir.constant(256 : index) : i64
    %4456 = llvm.mul %4434, %4455 overflow<nsw, nuw> : i64
    %4457 = llvm.mlir.constant(32 : index) : i64
    %4458 = llvm.mul %4436, %4457 overflow<nsw, nuw> : i64
    %4459 = llvm.add %4456, %4458 overflow<nsw, nuw> : i64
    %4460 = llvm.mlir.constant(16 : index) : i64
    %4461 = llvm.mul %4438, %4460 overflow<nsw, nuw> : i64
    %4462 = llvm.add %4459, %4461 overflow<nsw, nuw> : i64
    %4463 = llvm.add %4462, %4440 overflow<nsw, nuw> : i64
    %4464 = llvm.getelementptr inbounds|nuw %4454[%4463] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4453, %4464 : f32, !llvm.ptr
    %4465 = llvm.add %4440, %43 : i64
    llvm.br ^bb649(%4465 : i64)
  ^bb651:  // pred: ^bb649
    %4466 = llvm.add %4438, %43 : i64
    llvm.br ^bb647(%4466 : i64)
  ^bb652:  // pred: ^bb647
    %4467 = llvm.add %4436, %43 : i64
    llvm.br ^bb645(%4467 : i64)
  ^bb653:  // pred: ^bb645
    %4468 = llvm.add %4434, %43 : i64
    llvm.br ^bb643(%4468 : i64)
  ^bb654:  // pred: ^bb643
    llvm.br ^bb655(%44 : i64)
  ^bb655(%4469: i64):  // 2 preds: ^bb654, ^bb668
    %4470 = llvm.icmp "slt" %4469, %43 : i64
    llvm.cond_br %4470, ^bb656, ^bb669
  ^bb656:  // pred: ^bb655
    llvm.br ^bb657(%44 : i64)
  ^bb657(%4471: i64):  // 2 preds: ^bb656, ^bb667
    %4472 = llvm.icmp "slt" %4471, %42 : i64
    llvm.cond_br %4472, ^bb658, ^bb668
  ^bb658:  // pred: ^bb657
    llvm.br ^bb659(%44 : i64)
  ^bb659(%4473: i64):  // 2 preds: ^bb658, ^bb666
    %4474 = llvm.icmp "slt" %4473, %40 : i64
    llvm.cond_br %4474, ^bb660, ^bb667
  ^bb660:  // pred: ^bb659
    llvm.br ^bb661(%44 : i64)
  ^bb661(%4475: i64):  // 2 preds: ^bb660, ^bb665
    %4476 = llvm.icmp "slt" %4475, %39 : i64
    llvm.cond_br %4476, ^bb662, ^bb666
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%44 : i64)
  ^bb663(%4477: i64):  // 2 preds: ^bb662, ^bb664
    %4478 = llvm.icmp "slt" %4477, %41 : i64
    llvm.cond_br %4478, ^bb664, ^bb665
  ^bb664:  // pred: ^bb663
    %4479 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4480 = llvm.mlir.constant(256 : index) : i64
    %4481 = llvm.mul %4469, %4480 overflow<nsw, nuw> : i64
    %4482 = llvm.mlir.constant(32 : index) : i64
    %4483 = llvm.mul %4471, %4482 overflow<nsw, nuw> : i64
    %4484 = llvm.add %4481, %4483 overflow<nsw, nuw> : i64
    %4485 = llvm.add %4484, %4477 overflow<nsw, nuw> : i64
    %4486 = llvm.getelementptr inbounds|nuw %4479[%4485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4487 = llvm.load %4486 : !llvm.ptr -> f32
    %4488 = llvm.extractvalue %4399[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4489 = llvm.mlir.constant(512 : index) : i64
    %4490 = llvm.mul %4473, %4489 overflow<nsw, nuw> : i64
    %4491 = llvm.mlir.constant(32 : index) : i64
    %4492 = llvm.mul %4475, %4491 overflow<nsw, nuw> : i64
    %4493 = llvm.add %4490, %4492 overflow<nsw, nuw> : i64
    %4494 = llvm.add %4493, %4477 overflow<nsw, nuw> : i64
    %4495 = llvm.getelementptr inbounds|nuw %4488[%4494] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4496 = llvm.load %4495 : !llvm.ptr -> f32
    %4497 = llvm.extractvalue %4433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4498 = llvm.mlir.constant(256 : index) : i64
    %4499 = llvm.mul %4469, %4498 overflow<nsw, nuw> : i64
    %4500 = llvm.mlir.constant(32 : index) : i64
    %4501 = llvm.mul %4471, %4500 overflow<nsw, nuw> : i64
    %4502 = llvm.add %4499, %4501 overflow<nsw, nuw> : i64
    %4503 = llvm.mlir.constant(16 : index) : i64
    %4504 = llvm.mul %4473, %4503 overflow<nsw, nuw> : i64
    %4505 = llvm.add %4502, %4504 overflow<nsw, nuw> : i64
    %4506 = llvm.add %4505, %4475 overflow<nsw, nuw> : i64
    %4507 = llvm.getelementptr inbounds|nuw %4497[%4506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4508 = llvm.load %4507 : !llvm.ptr -> f32
    %4509 = llvm.fmul %4487, %4496 : f32
    %4510 = llvm.fadd %4508, %4509 : f32
    %4511 = llvm.extractvalue %4433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4512 = llvm.mlir.constant(256 : index) : i64
    %4513 = llvm.mul %4469, %4512 overflow<nsw, nuw> : i64
    %4514 = llvm.mlir.constant(32 : index) : i64
    %4515 = llvm.mul %4471, %4514 overflow<nsw, nuw> : i64
    %4516 = llvm.add %4513, %4515 overflow<nsw, nuw> : i64
    %4517 = llvm.mlir.constant(16 : index) : i64
    %4518 = llvm.mul %4473, %4517 overflow<nsw, nuw> : i64
    %4519 = llvm.add %4516, %4518 overflow<nsw, nuw> : i64
    %4520 = llvm.add %4519, %4475 overflow<nsw, nuw> : i64
    %4521 = llvm.getelementptr inbounds|nuw %4511[%4520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4510, %4521 : f32, !llvm.ptr
    %4522 = llvm.add %4477, %43 : i64
    llvm.br ^bb663(%4522 : i64)
  ^bb665:  // pred: ^bb663
    %4523 = llvm.add %4475, %43 : i64
    llvm.br ^bb661(%4523 : i64)
  ^bb666:  // pred: ^bb661
    %4524 = llvm.add %4473, %43 : i64
    llvm.br ^bb659(%4524 : i64)
  ^bb667:  // pred: ^bb659
    %4525 = llvm.add %4471, %43 : i64
    llvm.br ^bb657(%4525 : i64)
  ^bb668:  // pred: ^bb657
    %4526 = llvm.add %4469, %43 : i64
    llvm.br ^bb655(%4526 : i64)
  ^bb669:  // pred: ^bb655
    %4527 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4528 = llvm.extractvalue %278[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4529 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4530 = llvm.insertvalue %4528, %4527[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4531 = llvm.insertvalue %4529, %4530[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4532 = llvm.mlir.constant(0 : index) : i64
    %4533 = llvm.insertvalue %4532, %4531[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4534 = llvm.mlir.constant(2 : index) : i64
    %4535 = llvm.insertvalue %4534, %4533[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4536 = llvm.mlir.constant(16 : index) : i64
    %4537 = llvm.insertvalue %4536, %4535[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4538 = llvm.mlir.constant(16 : index) : i64
    %4539 = llvm.insertvalue %4538, %4537[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4540 = llvm.mlir.constant(1 : index) : i64
    %4541 = llvm.insertvalue %4540, %4539[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb670(%44 : i64)
  ^bb670(%4542: i64):  // 2 preds: ^bb669, ^bb683
    %4543 = llvm.icmp "slt" %4542, %43 : i64
    llvm.cond_br %4543, ^bb671, ^bb684
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%44 : i64)
  ^bb672(%4544: i64):  // 2 preds: ^bb671, ^bb682
    %4545 = llvm.icmp "slt" %4544, %40 : i64
    llvm.cond_br %4545, ^bb673, ^bb683
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%44 : i64)
  ^bb674(%4546: i64):  // 2 preds: ^bb673, ^bb681
    %4547 = llvm.icmp "slt" %4546, %42 : i64
    llvm.cond_br %4547, ^bb675, ^bb682
  ^bb675:  // pred: ^bb674
    llvm.br ^bb676(%44 : i64)
  ^bb676(%4548: i64):  // 2 preds: ^bb675, ^bb680
    %4549 = llvm.icmp "slt" %4548, %42 : i64
    llvm.cond_br %4549, ^bb677, ^bb681
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%44 : i64)
  ^bb678(%4550: i64):  // 2 preds: ^bb677, ^bb679
    %4551 = llvm.icmp "slt" %4550, %39 : i64
    llvm.cond_br %4551, ^bb679, ^bb680
  ^bb679:  // pred: ^bb678
    %4552 = llvm.extractvalue %4111[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4553 = llvm.mlir.constant(256 : index) : i64
    %4554 = llvm.mul %4542, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.mlir.constant(32 : index) : i64
    %4556 = llvm.mul %4546, %4555 overflow<nsw, nuw> : i64
    %4557 = llvm.add %4554, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.mlir.constant(16 : index) : i64
    %4559 = llvm.mul %4544, %4558 overflow<nsw, nuw> : i64
    %4560 = llvm.add %4557, %4559 overflow<nsw, nuw> : i64
    %4561 = llvm.add %4560, %4550 overflow<nsw, nuw> : i64
    %4562 = llvm.getelementptr inbounds|nuw %4552[%4561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4563 = llvm.load %4562 : !llvm.ptr -> f32
    %4564 = llvm.extractvalue %4219[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4565 = llvm.mlir.constant(16 : index) : i64
    %4566 = llvm.mul %4544, %4565 overflow<nsw, nuw> : i64
    %4567 = llvm.add %4566, %4550 overflow<nsw, nuw> : i64
    %4568 = llvm.getelementptr inbounds|nuw %4564[%4567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4569 = llvm.load %4568 : !llvm.ptr -> f32
    %4570 = llvm.extractvalue %4272[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4571 = llvm.mlir.constant(256 : index) : i64
    %4572 = llvm.mul %4542, %4571 overflow<nsw, nuw> : i64
    %4573 = llvm.mlir.constant(32 : index) : i64
    %4574 = llvm.mul %4548, %4573 overflow<nsw, nuw> : i64
    %4575 = llvm.add %4572, %4574 overflow<nsw, nuw> : i64
    %4576 = llvm.mlir.constant(16 : index) : i64
    %4577 = llvm.mul %4544, %4576 overflow<nsw, nuw> : i64
    %4578 = llvm.add %4575, %4577 overflow<nsw, nuw> : i64
    %4579 = llvm.add %4578, %4550 overflow<nsw, nuw> : i64
    %4580 = llvm.getelementptr inbounds|nuw %4570[%4579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4581 = llvm.load %4580 : !llvm.ptr -> f32
    %4582 = llvm.extractvalue %4380[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4583 = llvm.mlir.constant(16 : index) : i64
    %4584 = llvm.mul %4544, %4583 overflow<nsw, nuw> : i64
    %4585 = llvm.add %4584, %4550 overflow<nsw, nuw> : i64
    %4586 = llvm.getelementptr inbounds|nuw %4582[%4585] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4587 = llvm.load %4586 : !llvm.ptr -> f32
    %4588 = llvm.extractvalue %1971[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4589 = llvm.mlir.constant(128 : index) : i64
    %4590 = llvm.mul %4542, %4589 overflow<nsw, nuw> : i64
    %4591 = llvm.mlir.constant(64 : index) : i64
    %4592 = llvm.mul %4544, %4591 overflow<nsw, nuw> : i64
    %4593 = llvm.add %4590, %4592 overflow<nsw, nuw> : i64
    %4594 = llvm.mlir.constant(8 : index) : i64
    %4595 = llvm.mul %4546, %4594 overflow<nsw, nuw> : i64
    %4596 = llvm.add %4593, %4595 overflow<nsw, nuw> : i64
    %4597 = llvm.add %4596, %4548 overflow<nsw, nuw> : i64
    %4598 = llvm.getelementptr inbounds|nuw %4588[%4597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4599 = llvm.load %4598 : !llvm.ptr -> f32
    %4600 = llvm.fadd %4581, %4587 : f32
    %4601 = llvm.fadd %4563, %4569 : f32
    %4602 = llvm.fmul %4601, %4600 : f32
    %4603 = llvm.fadd %4599, %4602 : f32
    %4604 = llvm.extractvalue %1971[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4605 = llvm.mlir.constant(128 : index) : i64
    %4606 = llvm.mul %4542, %4605 overflow<nsw, nuw> : i64
    %4607 = llvm.mlir.constant(64 : index) : i64
    %4608 = llvm.mul %4544, %4607 overflow<nsw, nuw> : i64
    %4609 = llvm.add %4606, %4608 overflow<nsw, nuw> : i64
    %4610 = llvm.mlir.constant(8 : index) : i64
    %4611 = llvm.mul %4546, %4610 overflow<nsw, nuw> : i64
    %4612 = llvm.add %4609, %4611 overflow<nsw, nuw> : i64
    %4613 = llvm.add %4612, %4548 overflow<nsw, nuw> : i64
    %4614 = llvm.getelementptr inbounds|nuw %4604[%4613] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4603, %4614 : f32, !llvm.ptr
    %4615 = llvm.add %4550, %43 : i64
    llvm.br ^bb678(%4615 : i64)
  ^bb680:  // pred: ^bb678
    %4616 = llvm.add %4548, %43 : i64
    llvm.br ^bb676(%4616 : i64)
  ^bb681:  // pred: ^bb676
    %4617 = llvm.add %4546, %43 : i64
    llvm.br ^bb674(%4617 : i64)
  ^bb682:  // pred: ^bb674
    %4618 = llvm.add %4544, %43 : i64
    llvm.br ^bb672(%4618 : i64)
  ^bb683:  // pred: ^bb672
    %4619 = llvm.add %4542, %43 : i64
    llvm.br ^bb670(%4619 : i64)
  ^bb684:  // pred: ^bb670
    llvm.br ^bb685(%44 : i64)
  ^bb685(%4620: i64):  // 2 preds: ^bb684, ^bb695
    %4621 = llvm.icmp "slt" %4620, %43 : i64
    llvm.cond_br %4621, ^bb686, ^bb696
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%44 : i64)
  ^bb687(%4622: i64):  // 2 preds: ^bb686, ^bb694
    %4623 = llvm.icmp "slt" %4622, %40 : i64
    llvm.cond_br %4623, ^bb688, ^bb695
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%44 : i64)
  ^bb689(%4624: i64):  // 2 preds: ^bb688, ^bb693
    %4625 = llvm.icmp "slt" %4624, %42 : i64
    llvm.cond_br %4625, ^bb690, ^bb694
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%44 : i64)
  ^bb691(%4626: i64):  // 2 preds: ^bb690, ^bb692
    %4627 = llvm.icmp "slt" %4626, %42 : i64
    llvm.cond_br %4627, ^bb692, ^bb693
  ^bb692:  // pred: ^bb691
    %4628 = llvm.extractvalue %1971[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4629 = llvm.mlir.constant(128 : index) : i64
    %4630 = llvm.mul %4620, %4629 overflow<nsw, nuw> : i64
    %4631 = llvm.mlir.constant(64 : index) : i64
    %4632 = llvm.mul %4622, %4631 overflow<nsw, nuw> : i64
    %4633 = llvm.add %4630, %4632 overflow<nsw, nuw> : i64
    %4634 = llvm.mlir.constant(8 : index) : i64
    %4635 = llvm.mul %4624, %4634 overflow<nsw, nuw> : i64
    %4636 = llvm.add %4633, %4635 overflow<nsw, nuw> : i64
    %4637 = llvm.add %4636, %4626 overflow<nsw, nuw> : i64
    %4638 = llvm.getelementptr inbounds|nuw %4628[%4637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4639 = llvm.load %4638 : !llvm.ptr -> f32
    %4640 = llvm.fdiv %4639, %46 : f32
    %4641 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4642 = llvm.mlir.constant(128 : index) : i64
    %4643 = llvm.mul %4620, %4642 overflow<nsw, nuw> : i64
    %4644 = llvm.mlir.constant(64 : index) : i64
    %4645 = llvm.mul %4622, %4644 overflow<nsw, nuw> : i64
    %4646 = llvm.add %4643, %4645 overflow<nsw, nuw> : i64
    %4647 = llvm.mlir.constant(8 : index) : i64
    %4648 = llvm.mul %4624, %4647 overflow<nsw, nuw> : i64
    %4649 = llvm.add %4646, %4648 overflow<nsw, nuw> : i64
    %4650 = llvm.add %4649, %4626 overflow<nsw, nuw> : i64
    %4651 = llvm.getelementptr inbounds|nuw %4641[%4650] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4640, %4651 : f32, !llvm.ptr
    %4652 = llvm.add %4626, %43 : i64
    llvm.br ^bb691(%4652 : i64)
  ^bb693:  // pred: ^bb691
    %4653 = llvm.add %4624, %43 : i64
    llvm.br ^bb689(%4653 : i64)
  ^bb694:  // pred: ^bb689
    %4654 = llvm.add %4622, %43 : i64
    llvm.br ^bb687(%4654 : i64)
  ^bb695:  // pred: ^bb687
    %4655 = llvm.add %4620, %43 : i64
    llvm.br ^bb685(%4655 : i64)
  ^bb696:  // pred: ^bb685
    llvm.br ^bb697(%44 : i64)
  ^bb697(%4656: i64):  // 2 preds: ^bb696, ^bb710
    %4657 = llvm.icmp "slt" %4656, %43 : i64
    llvm.cond_br %4657, ^bb698, ^bb711
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%44 : i64)
  ^bb699(%4658: i64):  // 2 preds: ^bb698, ^bb709
    %4659 = llvm.icmp "slt" %4658, %40 : i64
    llvm.cond_br %4659, ^bb700, ^bb710
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%44 : i64)
  ^bb701(%4660: i64):  // 2 preds: ^bb700, ^bb708
    %4661 = llvm.icmp "slt" %4660, %42 : i64
    llvm.cond_br %4661, ^bb702, ^bb709
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%44 : i64)
  ^bb703(%4662: i64):  // 2 preds: ^bb702, ^bb707
    %4663 = llvm.icmp "slt" %4662, %43 : i64
    llvm.cond_br %4663, ^bb704, ^bb708
  ^bb704:  // pred: ^bb703
    llvm.br ^bb705(%44 : i64)
  ^bb705(%4664: i64):  // 2 preds: ^bb704, ^bb706
    %4665 = llvm.icmp "slt" %4664, %42 : i64
    llvm.cond_br %4665, ^bb706, ^bb707
  ^bb706:  // pred: ^bb705
    %4666 = llvm.extractvalue %2262[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4667 = llvm.mlir.constant(128 : index) : i64
    %4668 = llvm.mul %4656, %4667 overflow<nsw, nuw> : i64
    %4669 = llvm.mlir.constant(64 : index) : i64
    %4670 = llvm.mul %4658, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.add %4668, %4670 overflow<nsw, nuw> : i64
    %4672 = llvm.mlir.constant(8 : index) : i64
    %4673 = llvm.mul %4660, %4672 overflow<nsw, nuw> : i64
    %4674 = llvm.add %4671, %4673 overflow<nsw, nuw> : i64
    %4675 = llvm.mlir.constant(8 : index) : i64
    %4676 = llvm.mul %4662, %4675 overflow<nsw, nuw> : i64
    %4677 = llvm.add %4674, %4676 overflow<nsw, nuw> : i64
    %4678 = llvm.add %4677, %4664 overflow<nsw, nuw> : i64
    %4679 = llvm.getelementptr inbounds|nuw %4666[%4678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4680 = llvm.load %4679 : !llvm.ptr -> f32
    %4681 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4682 = llvm.mlir.constant(16 : index) : i64
    %4683 = llvm.mul %4656, %4682 overflow<nsw, nuw> : i64
    %4684 = llvm.mlir.constant(8 : index) : i64
    %4685 = llvm.mul %4658, %4684 overflow<nsw, nuw> : i64
    %4686 = llvm.add %4683, %4685 overflow<nsw, nuw> : i64
    %4687 = llvm.add %4686, %4660 overflow<nsw, nuw> : i64
    %4688 = llvm.add %4687, %4662 overflow<nsw, nuw> : i64
    %4689 = llvm.getelementptr inbounds|nuw %4681[%4688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4690 = llvm.load %4689 : !llvm.ptr -> f32
    %4691 = llvm.intr.maximum(%4680, %4690) : (f32, f32) -> f32
    %4692 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4693 = llvm.mlir.constant(16 : index) : i64
    %4694 = llvm.mul %4656, %4693 overflow<nsw, nuw> : i64
    %4695 = llvm.mlir.constant(8 : index) : i64
    %4696 = llvm.mul %4658, %4695 overflow<nsw, nuw> : i64
    %4697 = llvm.add %4694, %4696 overflow<nsw, nuw> : i64
    %4698 = llvm.add %4697, %4660 overflow<nsw, nuw> : i64
    %4699 = llvm.add %4698, %4662 overflow<nsw, nuw> : i64
    %4700 = llvm.getelementptr inbounds|nuw %4692[%4699] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4691, %4700 : f32, !llvm.ptr
    %4701 = llvm.add %4664, %43 : i64
    llvm.br ^bb705(%4701 : i64)
  ^bb707:  // pred: ^bb705
    %4702 = llvm.add %4662, %43 : i64
    llvm.br ^bb703(%4702 : i64)
  ^bb708:  // pred: ^bb703
    %4703 = llvm.add %4660, %43 : i64
    llvm.br ^bb701(%4703 : i64)
  ^bb709:  // pred: ^bb701
    %4704 = llvm.add %4658, %43 : i64
    llvm.br ^bb699(%4704 : i64)
  ^bb710:  // pred: ^bb699
    %4705 = llvm.add %4656, %43 : i64
    llvm.br ^bb697(%4705 : i64)
  ^bb711:  // pred: ^bb697
    llvm.br ^bb712(%44 : i64)
  ^bb712(%4706: i64):  // 2 preds: ^bb711, ^bb722
    %4707 = llvm.icmp "slt" %4706, %43 : i64
    llvm.cond_br %4707, ^bb713, ^bb723
  ^bb713:  // pred: ^bb712
    llvm.br ^bb714(%44 : i64)
  ^bb714(%4708: i64):  // 2 preds: ^bb713, ^bb721
    %4709 = llvm.icmp "slt" %4708, %40 : i64
    llvm.cond_br %4709, ^bb715, ^bb722
  ^bb715:  // pred: ^bb714
    llvm.br ^bb716(%44 : i64)
  ^bb716(%4710: i64):  // 2 preds: ^bb715, ^bb720
    %4711 = llvm.icmp "slt" %4710, %42 : i64
    llvm.cond_br %4711, ^bb717, ^bb721
  ^bb717:  // pred: ^bb716
    llvm.br ^bb718(%44 : i64)
  ^bb718(%4712: i64):  // 2 preds: ^bb717, ^bb719
    %4713 = llvm.icmp "slt" %4712, %42 : i64
    llvm.cond_br %4713, ^bb719, ^bb720
  ^bb719:  // pred: ^bb718
    %4714 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4715 = llvm.mlir.constant(128 : index) : i64
    %4716 = llvm.mul %4706, %4715 overflow<nsw, nuw> : i64
    %4717 = llvm.mlir.constant(64 : index) : i64
    %4718 = llvm.mul %4708, %4717 overflow<nsw, nuw> : i64
    %4719 = llvm.add %4716, %4718 overflow<nsw, nuw> : i64
    %4720 = llvm.mlir.constant(8 : index) : i64
    %4721 = llvm.mul %4710, %4720 overflow<nsw, nuw> : i64
    %4722 = llvm.add %4719, %4721 overflow<nsw, nuw> : i64
    %4723 = llvm.add %4722, %4712 overflow<nsw, nuw> : i64
    %4724 = llvm.getelementptr inbounds|nuw %4714[%4723] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4725 = llvm.load %4724 : !llvm.ptr -> f32
    %4726 = llvm.extractvalue %2285[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4727 = llvm.mlir.constant(16 : index) : i64
    %4728 = llvm.mul %4706, %4727 overflow<nsw, nuw> : i64
    %4729 = llvm.mlir.constant(8 : index) : i64
    %4730 = llvm.mul %4708, %4729 overflow<nsw, nuw> : i64
    %4731 = llvm.add %4728, %4730 overflow<nsw, nuw> : i64
    %4732 = llvm.add %4731, %4710 overflow<nsw, nuw> : i64
    %4733 = llvm.add %4732, %44 overflow<nsw, nuw> : i64
    %4734 = llvm.getelementptr inbounds|nuw %4726[%4733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4735 = llvm.load %4734 : !llvm.ptr -> f32
    %4736 = llvm.fsub %4725, %4735 : f32
    %4737 = llvm.fmul %4736, %8 : f32
    %4738 = llvm.intr.exp2(%4737) : (f32) -> f32
    %4739 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4740 = llvm.mlir.constant(128 : index) : i64
    %4741 = llvm.mul %4706, %4740 overflow<nsw, nuw> : i64
    %4742 = llvm.mlir.constant(64 : index) : i64
    %4743 = llvm.mul %4708, %4742 overflow<nsw, nuw> : i64
    %4744 = llvm.add %4741, %4743 overflow<nsw, nuw> : i64
    %4745 = llvm.mlir.constant(8 : index) : i64
    %4746 = llvm.mul %4710, %4745 overflow<nsw, nuw> : i64
    %4747 = llvm.add %4744, %4746 overflow<nsw, nuw> : i64
    %4748 = llvm.add %4747, %4712 overflow<nsw, nuw> : i64
    %4749 = llvm.getelementptr inbounds|nuw %4739[%4748] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4738, %4749 : f32, !llvm.ptr
    %4750 = llvm.add %4712, %43 : i64
    llvm.br ^bb718(%4750 : i64)
  ^bb720:  // pred: ^bb718
    %4751 = llvm.add %4710, %43 : i64
    llvm.br ^bb716(%4751 : i64)
  ^bb721:  // pred: ^bb716
    %4752 = llvm.add %4708, %43 : i64
    llvm.br ^bb714(%4752 : i64)
  ^bb722:  // pred: ^bb714
    %4753 = llvm.add %4706, %43 : i64
    llvm.br ^bb712(%4753 : i64)
  ^bb723:  // pred: ^bb712
    llvm.br ^bb724(%44 : i64)
  ^bb724(%4754: i64):  // 2 preds: ^bb723, ^bb734
    %4755 = llvm.icmp "slt" %4754, %43 : i64
    llvm.cond_br %4755, ^bb725, ^bb735
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%44 : i64)
  ^bb726(%4756: i64):  // 2 preds: ^bb725, ^bb733
    %4757 = llvm.icmp "slt" %4756, %40 : i64
    llvm.cond_br %4757, ^bb727, ^bb734
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%44 : i64)
  ^bb728(%4758: i64):  // 2 preds: ^bb727, ^bb732
    %4759 = llvm.icmp "slt" %4758, %42 : i64
    llvm.cond_br %4759, ^bb729, ^bb733
  ^bb729:  // pred: ^bb728
    llvm.br ^bb730(%44 : i64)
  ^bb730(%4760: i64):  // 2 preds: ^bb729, ^bb731
    %4761 = llvm.icmp "slt" %4760, %42 : i64
    llvm.cond_br %4761, ^bb731, ^bb732
  ^bb731:  // pred: ^bb730
    %4762 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4763 = llvm.mlir.constant(128 : index) : i64
    %4764 = llvm.mul %4754, %4763 overflow<nsw, nuw> : i64
    %4765 = llvm.mlir.constant(64 : index) : i64
    %4766 = llvm.mul %4756, %4765 overflow<nsw, nuw> : i64
    %4767 = llvm.add %4764, %4766 overflow<nsw, nuw> : i64
    %4768 = llvm.mlir.constant(8 : index) : i64
    %4769 = llvm.mul %4758, %4768 overflow<nsw, nuw> : i64
    %4770 = llvm.add %4767, %4769 overflow<nsw, nuw> : i64
    %4771 = llvm.add %4770, %4760 overflow<nsw, nuw> : i64
    %4772 = llvm.getelementptr inbounds|nuw %4762[%4771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4773 = llvm.load %4772 : !llvm.ptr -> f32
    %4774 = llvm.extractvalue %2480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4775 = llvm.mlir.constant(16 : index) : i64
    %4776 = llvm.mul %4754, %4775 overflow<nsw, nuw> : i64
    %4777 = llvm.mlir.constant(8 : index) : i64
    %4778 = llvm.mul %4756, %4777 overflow<nsw, nuw> : i64
    %4779 = llvm.add %4776, %4778 overflow<nsw, nuw> : i64
    %4780 = llvm.add %4779, %4758 overflow<nsw, nuw> : i64
    %4781 = llvm.add %4780, %44 overflow<nsw, nuw> : i64
    %4782 = llvm.getelementptr inbounds|nuw %4774[%4781] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4783 = llvm.load %4782 : !llvm.ptr -> f32
    %4784 = llvm.fadd %4773, %4783 : f32
    %4785 = llvm.extractvalue %2480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4786 = llvm.mlir.constant(16 : index) : i64
    %4787 = llvm.mul %4754, %4786 overflow<nsw, nuw> : i64
    %4788 = llvm.mlir.constant(8 : index) : i64
    %4789 = llvm.mul %4756, %4788 overflow<nsw, nuw> : i64
    %4790 = llvm.add %4787, %4789 overflow<nsw, nuw> : i64
    %4791 = llvm.add %4790, %4758 overflow<nsw, nuw> : i64
    %4792 = llvm.add %4791, %44 overflow<nsw, nuw> : i64
    %4793 = llvm.getelementptr inbounds|nuw %4785[%4792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4784, %4793 : f32, !llvm.ptr
    %4794 = llvm.add %4760, %43 : i64
    llvm.br ^bb730(%4794 : i64)
  ^bb732:  // pred: ^bb730
    %4795 = llvm.add %4758, %43 : i64
    llvm.br ^bb728(%4795 : i64)
  ^bb733:  // pred: ^bb728
    %4796 = llvm.add %4756, %43 : i64
    llvm.br ^bb726(%4796 : i64)
  ^bb734:  // pred: ^bb726
    %4797 = llvm.add %4754, %43 : i64
    llvm.br ^bb724(%4797 : i64)
  ^bb735:  // pred: ^bb724
    llvm.br ^bb736(%44 : i64)
  ^bb736(%4798: i64):  // 2 preds: ^bb735, ^bb749
    %4799 = llvm.icmp "slt" %4798, %43 : i64
    llvm.cond_br %4799, ^bb737, ^bb750
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%44 : i64)
  ^bb738(%4800: i64):  // 2 preds: ^bb737, ^bb748
    %4801 = llvm.icmp "slt" %4800, %40 : i64
    llvm.cond_br %4801, ^bb739, ^bb749
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%44 : i64)
  ^bb740(%4802: i64):  // 2 preds: ^bb739, ^bb747
    %4803 = llvm.icmp "slt" %4802, %42 : i64
    llvm.cond_br %4803, ^bb741, ^bb748
  ^bb741:  // pred: ^bb740
    llvm.br ^bb742(%44 : i64)
  ^bb742(%4804: i64):  // 2 preds: ^bb741, ^bb746
    %4805 = llvm.icmp "slt" %4804, %39 : i64
    llvm.cond_br %4805, ^bb743, ^bb747
  ^bb743:  // pred: ^bb742
    llvm.br ^bb744(%44 : i64)
  ^bb744(%4806: i64):  // 2 preds: ^bb743, ^bb745
    %4807 = llvm.icmp "slt" %4806, %42 : i64
    llvm.cond_br %4807, ^bb745, ^bb746
  ^bb745:  // pred: ^bb744
    %4808 = llvm.extractvalue %2152[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4809 = llvm.mlir.constant(128 : index) : i64
    %4810 = llvm.mul %4798, %4809 overflow<nsw, nuw> : i64
    %4811 = llvm.mlir.constant(64 : index) : i64
    %4812 = llvm.mul %4800, %4811 overflow<nsw, nuw> : i64
    %4813 = llvm.add %4810, %4812 overflow<nsw, nuw> : i64
    %4814 = llvm.mlir.constant(8 : index) : i64
    %4815 = llvm.mul %4802, %4814 overflow<nsw, nuw> : i64
    %4816 = llvm.add %4813, %4815 overflow<nsw, nuw> : i64
    %4817 = llvm.add %4816, %4806 overflow<nsw, nuw> : i64
    %4818 = llvm.getelementptr inbounds|nuw %4808[%4817] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4819 = llvm.load %4818 : !llvm.ptr -> f32
    %4820 = llvm.extractvalue %2480[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4821 = llvm.mlir.constant(16 : index) : i64
    %4822 = llvm.mul %4798, %4821 overflow<nsw, nuw> : i64
    %4823 = llvm.mlir.constant(8 : index) : i64
    %4824 = llvm.mul %4800, %4823 overflow<nsw, nuw> : i64
    %4825 = llvm.add %4822, %4824 overflow<nsw, nuw> : i64
    %4826 = llvm.add %4825, %4802 overflow<nsw, nuw> : i64
    %4827 = llvm.add %4826, %44 overflow<nsw, nuw> : i64
    %4828 = llvm.getelementptr inbounds|nuw %4820[%4827] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4829 = llvm.load %4828 : !llvm.ptr -> f32
    %4830 = llvm.extractvalue %4433[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4831 = llvm.mlir.constant(256 : index) : i64
    %4832 = llvm.mul %4798, %4831 overflow<nsw, nuw> : i64
    %4833 = llvm.mlir.constant(32 : index) : i64
    %4834 = llvm.mul %4806, %4833 overflow<nsw, nuw> : i64
    %4835 = llvm.add %4832, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.mlir.constant(16 : index) : i64
    %4837 = llvm.mul %4800, %4836 overflow<nsw, nuw> : i64
    %4838 = llvm.add %4835, %4837 overflow<nsw, nuw> : i64
    %4839 = llvm.add %4838, %4804 overflow<nsw, nuw> : i64
    %4840 = llvm.getelementptr inbounds|nuw %4830[%4839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4841 = llvm.load %4840 : !llvm.ptr -> f32
    %4842 = llvm.extractvalue %4541[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4843 = llvm.mlir.constant(16 : index) : i64
    %4844 = llvm.mul %4800, %4843 overflow<nsw, nuw> : i64
    %4845 = llvm.add %4844, %4804 overflow<nsw, nuw> : i64
    %4846 = llvm.getelementptr inbounds|nuw %4842[%4845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4847 = llvm.load %4846 : !llvm.ptr -> f32
    %4848 = llvm.extractvalue %2679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4849 = llvm.mlir.constant(256 : index) : i64
    %4850 = llvm.mul %4798, %4849 overflow<nsw, nuw> : i64
    %4851 = llvm.mlir.constant(128 : index) : i64
    %4852 = llvm.mul %4800, %4851 overflow<nsw, nuw> : i64
    %4853 = llvm.add %4850, %4852 overflow<nsw, nuw> : i64
    %4854 = llvm.mlir.constant(16 : index) : i64
    %4855 = llvm.mul %4802, %4854 overflow<nsw, nuw> : i64
    %4856 = llvm.add %4853, %4855 overflow<nsw, nuw> : i64
    %4857 = llvm.add %4856, %4804 overflow<nsw, nuw> : i64
    %4858 = llvm.getelementptr inbounds|nuw %4848[%4857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4859 = llvm.load %4858 : !llvm.ptr -> f32
    %4860 = llvm.fadd %4841, %4847 : f32
    %4861 = llvm.fdiv %4819, %4829 : f32
    %4862 = llvm.fmul %4861, %4860 : f32
    %4863 = llvm.fadd %4859, %4862 : f32
    %4864 = llvm.extractvalue %2679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4865 = llvm.mlir.constant(256 : index) : i64
    %4866 = llvm.mul %4798, %4865 overflow<nsw, nuw> : i64
    %4867 = llvm.mlir.constant(128 : index) : i64
    %4868 = llvm.mul %4800, %4867 overflow<nsw, nuw> : i64
    %4869 = llvm.add %4866, %4868 overflow<nsw, nuw> : i64
    %4870 = llvm.mlir.constant(16 : index) : i64
    %4871 = llvm.mul %4802, %4870 overflow<nsw, nuw> : i64
    %4872 = llvm.add %4869, %4871 overflow<nsw, nuw> : i64
    %4873 = llvm.add %4872, %4804 overflow<nsw, nuw> : i64
    %4874 = llvm.getelementptr inbounds|nuw %4864[%4873] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4863, %4874 : f32, !llvm.ptr
    %4875 = llvm.add %4806, %43 : i64
    llvm.br ^bb744(%4875 : i64)
  ^bb746:  // pred: ^bb744
    %4876 = llvm.add %4804, %43 : i64
    llvm.br ^bb742(%4876 : i64)
  ^bb747:  // pred: ^bb742
    %4877 = llvm.add %4802, %43 : i64
    llvm.br ^bb740(%4877 : i64)
  ^bb748:  // pred: ^bb740
    %4878 = llvm.add %4800, %43 : i64
    llvm.br ^bb738(%4878 : i64)
  ^bb749:  // pred: ^bb738
    %4879 = llvm.add %4798, %43 : i64
    llvm.br ^bb736(%4879 : i64)
  ^bb750:  // pred: ^bb736
    %4880 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4881 = llvm.extractvalue %262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4882 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4883 = llvm.insertvalue %4881, %4880[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4884 = llvm.insertvalue %4882, %4883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4885 = llvm.mlir.constant(0 : index) : i64
    %4886 = llvm.insertvalue %4885, %4884[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4887 = llvm.mlir.constant(32 : index) : i64
    %4888 = llvm.insertvalue %4887, %4886[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4889 = llvm.mlir.constant(32 : index) : i64
    %4890 = llvm.insertvalue %4889, %4888[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4891 = llvm.mlir.constant(2 : index) : i64
    %4892 = llvm.insertvalue %4891, %4890[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4893 = llvm.mlir.constant(16 : index) : i64
    %4894 = llvm.insertvalue %4893, %4892[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4895 = llvm.mlir.constant(16 : index) : i64
    %4896 = llvm.insertvalue %4895, %4894[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4897 = llvm.mlir.constant(1 : index) : i64
    %4898 = llvm.insertvalue %4897, %4896[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4899 = llvm.mlir.constant(1 : index) : i64
    %4900 = llvm.mlir.constant(8 : index) : i64
    %4901 = llvm.mlir.constant(32 : index) : i64
    %4902 = llvm.mlir.constant(1 : index) : i64
    %4903 = llvm.mlir.constant(256 : index) : i64
    %4904 = llvm.mlir.constant(256 : index) : i64
    %4905 = llvm.mlir.zero : !llvm.ptr
    %4906 = llvm.getelementptr %4905[%4904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4907 = llvm.ptrtoint %4906 : !llvm.ptr to i64
    %4908 = llvm.mlir.constant(64 : index) : i64
    %4909 = llvm.add %4907, %4908 : i64
    %4910 = llvm.call @malloc(%4909) : (i64) -> !llvm.ptr
    %4911 = llvm.ptrtoint %4910 : !llvm.ptr to i64
    %4912 = llvm.mlir.constant(1 : index) : i64
    %4913 = llvm.sub %4908, %4912 : i64
    %4914 = llvm.add %4911, %4913 : i64
    %4915 = llvm.urem %4914, %4908 : i64
    %4916 = llvm.sub %4914, %4915 : i64
    %4917 = llvm.inttoptr %4916 : i64 to !llvm.ptr
    %4918 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4919 = llvm.insertvalue %4910, %4918[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4920 = llvm.insertvalue %4917, %4919[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4921 = llvm.mlir.constant(0 : index) : i64
    %4922 = llvm.insertvalue %4921, %4920[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4923 = llvm.insertvalue %4899, %4922[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4924 = llvm.insertvalue %4900, %4923[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4925 = llvm.insertvalue %4901, %4924[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4926 = llvm.insertvalue %4903, %4925[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4927 = llvm.insertvalue %4901, %4926[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4928 = llvm.insertvalue %4902, %4927[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb751(%44 : i64)
  ^bb751(%4929: i64):  // 2 preds: ^bb750, ^bb758
    %4930 = llvm.icmp "slt" %4929, %43 : i64
    llvm.cond_br %4930, ^bb752, ^bb759
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%44 : i64)
  ^bb753(%4931: i64):  // 2 preds: ^bb752, ^bb757
    %4932 = llvm.icmp "slt" %4931, %42 : i64
    llvm.cond_br %4932, ^bb754, ^bb758
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%44 : i64)
  ^bb755(%4933: i64):  // 2 preds: ^bb754, ^bb756
    %4934 = llvm.icmp "slt" %4933, %41 : i64
    llvm.cond_br %4934, ^bb756, ^bb757
  ^bb756:  // pred: ^bb755
    %4935 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4936 = llvm.mlir.constant(256 : index) : i64
    %4937 = llvm.mul %4929, %4936 overflow<nsw, nuw> : i64
    %4938 = llvm.mlir.constant(32 : index) : i64
    %4939 = llvm.mul %4931, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4937, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4940, %4933 overflow<nsw, nuw> : i64
    %4942 = llvm.getelementptr inbounds|nuw %4935[%4941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4943 = llvm.load %4942 : !llvm.ptr -> f32
    %4944 = llvm.extractvalue %4928[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4945 = llvm.mlir.constant(256 : index) : i64
    %4946 = llvm.mul %4929, %4945 overflow<nsw, nuw> : i64
    %4947 = llvm.mlir.constant(32 : index) : i64
    %4948 = llvm.mul %4931, %4947 overflow<nsw, nuw> : i64
    %4949 = llvm.add %4946, %4948 overflow<nsw, nuw> : i64
    %4950 = llvm.add %4949, %4933 overflow<nsw, nuw> : i64
    %4951 = llvm.getelementptr inbounds|nuw %4944[%4950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4943, %4951 : f32, !llvm.ptr
    %4952 = llvm.add %4933, %43 : i64
    llvm.br ^bb755(%4952 : i64)
  ^bb757:  // pred: ^bb755
    %4953 = llvm.add %4931, %43 : i64
    llvm.br ^bb753(%4953 : i64)
  ^bb758:  // pred: ^bb753
    %4954 = llvm.add %4929, %43 : i64
    llvm.br ^bb751(%4954 : i64)
  ^bb759:  // pred: ^bb751
    llvm.br ^bb760(%44 : i64)
  ^bb760(%4955: i64):  // 2 preds: ^bb759, ^bb773
    %4956 = llvm.icmp "slt" %4955, %43 : i64
    llvm.cond_br %4956, ^bb761, ^bb774
  ^bb761:  // pred: ^bb760
    llvm.br ^bb762(%44 : i64)
  ^bb762(%4957: i64):  // 2 preds: ^bb761, ^bb772
    %4958 = llvm.icmp "slt" %4957, %42 : i64
    llvm.cond_br %4958, ^bb763, ^bb773
  ^bb763:  // pred: ^bb762
    llvm.br ^bb764(%44 : i64)
  ^bb764(%4959: i64):  // 2 preds: ^bb763, ^bb771
    %4960 = llvm.icmp "slt" %4959, %41 : i64
    llvm.cond_br %4960, ^bb765, ^bb772
  ^bb765:  // pred: ^bb764
    llvm.br ^bb766(%44 : i64)
  ^bb766(%4961: i64):  // 2 preds: ^bb765, ^bb770
    %4962 = llvm.icmp "slt" %4961, %40 : i64
    llvm.cond_br %4962, ^bb767, ^bb771
  ^bb767:  // pred: ^bb766
    llvm.br ^bb768(%44 : i64)
  ^bb768(%4963: i64):  // 2 preds: ^bb767, ^bb769
    %4964 = llvm.icmp "slt" %4963, %39 : i64
    llvm.cond_br %4964, ^bb769, ^bb770
  ^bb769:  // pred: ^bb768
    %4965 = llvm.extractvalue %2679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4966 = llvm.mlir.constant(256 : index) : i64
    %4967 = llvm.mul %4955, %4966 overflow<nsw, nuw> : i64
    %4968 = llvm.mlir.constant(128 : index) : i64
    %4969 = llvm.mul %4961, %4968 overflow<nsw, nuw> : i64
    %4970 = llvm.add %4967, %4969 overflow<nsw, nuw> : i64
    %4971 = llvm.mlir.constant(16 : index) : i64
    %4972 = llvm.mul %4957, %4971 overflow<nsw, nuw> : i64
    %4973 = llvm.add %4970, %4972 overflow<nsw, nuw> : i64
    %4974 = llvm.add %4973, %4963 overflow<nsw, nuw> : i64
    %4975 = llvm.getelementptr inbounds|nuw %4965[%4974] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4976 = llvm.load %4975 : !llvm.ptr -> f32
    %4977 = llvm.extractvalue %4898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4978 = llvm.mlir.constant(32 : index) : i64
    %4979 = llvm.mul %4959, %4978 overflow<nsw, nuw> : i64
    %4980 = llvm.mlir.constant(16 : index) : i64
    %4981 = llvm.mul %4961, %4980 overflow<nsw, nuw> : i64
    %4982 = llvm.add %4979, %4981 overflow<nsw, nuw> : i64
    %4983 = llvm.add %4982, %4963 overflow<nsw, nuw> : i64
    %4984 = llvm.getelementptr inbounds|nuw %4977[%4983] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4985 = llvm.load %4984 : !llvm.ptr -> f32
    %4986 = llvm.extractvalue %4928[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4987 = llvm.mlir.constant(256 : index) : i64
    %4988 = llvm.mul %4955, %4987 overflow<nsw, nuw> : i64
    %4989 = llvm.mlir.constant(32 : index) : i64
    %4990 = llvm.mul %4957, %4989 overflow<nsw, nuw> : i64
    %4991 = llvm.add %4988, %4990 overflow<nsw, nuw> : i64
    %4992 = llvm.add %4991, %4959 overflow<nsw, nuw> : i64
    %4993 = llvm.getelementptr inbounds|nuw %4986[%4992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4994 = llvm.load %4993 : !llvm.ptr -> f32
    %4995 = llvm.fmul %4976, %4985 : f32
    %4996 = llvm.fadd %4994, %4995 : f32
    %4997 = llvm.extractvalue %4928[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4998 = llvm.mlir.constant(256 : index) : i64
    %4999 = llvm.mul %4955, %4998 overflow<nsw, nuw> : i64
    %5000 = llvm.mlir.constant(32 : index) : i64
    %5001 = llvm.mul %4957, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.add %4999, %5001 overflow<nsw, nuw> : i64
    %5003 = llvm.add %5002, %4959 overflow<nsw, nuw> : i64
    %5004 = llvm.getelementptr inbounds|nuw %4997[%5003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4996, %5004 : f32, !llvm.ptr
    %5005 = llvm.add %4963, %43 : i64
    llvm.br ^bb768(%5005 : i64)
  ^bb770:  // pred: ^bb768
    %5006 = llvm.add %4961, %43 : i64
    llvm.br ^bb766(%5006 : i64)
  ^bb771:  // pred: ^bb766
    %5007 = llvm.add %4959, %43 : i64
    llvm.br ^bb764(%5007 : i64)
  ^bb772:  // pred: ^bb764
    %5008 = llvm.add %4957, %43 : i64
    llvm.br ^bb762(%5008 : i64)
  ^bb773:  // pred: ^bb762
    %5009 = llvm.add %4955, %43 : i64
    llvm.br ^bb760(%5009 : i64)
  ^bb774:  // pred: ^bb760
    llvm.br ^bb775(%44 : i64)
  ^bb775(%5010: i64):  // 2 preds: ^bb774, ^bb782
    %5011 = llvm.icmp "slt" %5010, %43 : i64
    llvm.cond_br %5011, ^bb776, ^bb783
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%44 : i64)
  ^bb777(%5012: i64):  // 2 preds: ^bb776, ^bb781
    %5013 = llvm.icmp "slt" %5012, %42 : i64
    llvm.cond_br %5013, ^bb778, ^bb782
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%44 : i64)
  ^bb779(%5014: i64):  // 2 preds: ^bb778, ^bb780
    %5015 = llvm.icmp "slt" %5014, %41 : i64
    llvm.cond_br %5015, ^bb780, ^bb781
  ^bb780:  // pred: ^bb779
    %5016 = llvm.extractvalue %4928[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5017 = llvm.mlir.constant(256 : index) : i64
    %5018 = llvm.mul %5010, %5017 overflow<nsw, nuw> : i64
    %5019 = llvm.mlir.constant(32 : index) : i64
    %5020 = llvm.mul %5012, %5019 overflow<nsw, nuw> : i64
    %5021 = llvm.add %5018, %5020 overflow<nsw, nuw> : i64
    %5022 = llvm.add %5021, %5014 overflow<nsw, nuw> : i64
    %5023 = llvm.getelementptr inbounds|nuw %5016[%5022] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5024 = llvm.load %5023 : !llvm.ptr -> f32
    %5025 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5026 = llvm.getelementptr inbounds|nuw %5025[%5014] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5027 = llvm.load %5026 : !llvm.ptr -> f32
    %5028 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5029 = llvm.mlir.constant(256 : index) : i64
    %5030 = llvm.mul %5010, %5029 overflow<nsw, nuw> : i64
    %5031 = llvm.mlir.constant(32 : index) : i64
    %5032 = llvm.mul %5012, %5031 overflow<nsw, nuw> : i64
    %5033 = llvm.add %5030, %5032 overflow<nsw, nuw> : i64
    %5034 = llvm.add %5033, %5014 overflow<nsw, nuw> : i64
    %5035 = llvm.getelementptr inbounds|nuw %5028[%5034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5036 = llvm.load %5035 : !llvm.ptr -> f32
    %5037 = llvm.fadd %5024, %5027 : f32
    %5038 = llvm.fadd %5037, %5036 : f32
    %5039 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5040 = llvm.mlir.constant(256 : index) : i64
    %5041 = llvm.mul %5010, %5040 overflow<nsw, nuw> : i64
    %5042 = llvm.mlir.constant(32 : index) : i64
    %5043 = llvm.mul %5012, %5042 overflow<nsw, nuw> : i64
    %5044 = llvm.add %5041, %5043 overflow<nsw, nuw> : i64
    %5045 = llvm.add %5044, %5014 overflow<nsw, nuw> : i64
    %5046 = llvm.getelementptr inbounds|nuw %5039[%5045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5038, %5046 : f32, !llvm.ptr
    %5047 = llvm.add %5014, %43 : i64
    llvm.br ^bb779(%5047 : i64)
  ^bb781:  // pred: ^bb779
    %5048 = llvm.add %5012, %43 : i64
    llvm.br ^bb777(%5048 : i64)
  ^bb782:  // pred: ^bb777
    %5049 = llvm.add %5010, %43 : i64
    llvm.br ^bb775(%5049 : i64)
  ^bb783:  // pred: ^bb775
    llvm.br ^bb784(%44 : i64)
  ^bb784(%5050: i64):  // 2 preds: ^bb783, ^bb791
    %5051 = llvm.icmp "slt" %5050, %43 : i64
    llvm.cond_br %5051, ^bb785, ^bb792
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%44 : i64)
  ^bb786(%5052: i64):  // 2 preds: ^bb785, ^bb790
    %5053 = llvm.icmp "slt" %5052, %42 : i64
    llvm.cond_br %5053, ^bb787, ^bb791
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%44 : i64)
  ^bb788(%5054: i64):  // 2 preds: ^bb787, ^bb789
    %5055 = llvm.icmp "slt" %5054, %41 : i64
    llvm.cond_br %5055, ^bb789, ^bb790
  ^bb789:  // pred: ^bb788
    %5056 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5057 = llvm.mlir.constant(256 : index) : i64
    %5058 = llvm.mul %5050, %5057 overflow<nsw, nuw> : i64
    %5059 = llvm.mlir.constant(32 : index) : i64
    %5060 = llvm.mul %5052, %5059 overflow<nsw, nuw> : i64
    %5061 = llvm.add %5058, %5060 overflow<nsw, nuw> : i64
    %5062 = llvm.add %5061, %5054 overflow<nsw, nuw> : i64
    %5063 = llvm.getelementptr inbounds|nuw %5056[%5062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5064 = llvm.load %5063 : !llvm.ptr -> f32
    %5065 = llvm.fpext %5064 : f32 to f64
    %5066 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5067 = llvm.mlir.constant(256 : index) : i64
    %5068 = llvm.mul %5050, %5067 overflow<nsw, nuw> : i64
    %5069 = llvm.mlir.constant(32 : index) : i64
    %5070 = llvm.mul %5052, %5069 overflow<nsw, nuw> : i64
    %5071 = llvm.add %5068, %5070 overflow<nsw, nuw> : i64
    %5072 = llvm.add %5071, %5054 overflow<nsw, nuw> : i64
    %5073 = llvm.getelementptr inbounds|nuw %5066[%5072] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5065, %5073 : f64, !llvm.ptr
    %5074 = llvm.add %5054, %43 : i64
    llvm.br ^bb788(%5074 : i64)
  ^bb790:  // pred: ^bb788
    %5075 = llvm.add %5052, %43 : i64
    llvm.br ^bb786(%5075 : i64)
  ^bb791:  // pred: ^bb786
    %5076 = llvm.add %5050, %43 : i64
    llvm.br ^bb784(%5076 : i64)
  ^bb792:  // pred: ^bb784
    %5077 = llvm.mlir.constant(1 : index) : i64
    %5078 = llvm.mlir.constant(8 : index) : i64
    %5079 = llvm.mlir.constant(1 : index) : i64
    %5080 = llvm.mlir.constant(1 : index) : i64
    %5081 = llvm.mlir.constant(8 : index) : i64
    %5082 = llvm.mlir.zero : !llvm.ptr
    %5083 = llvm.getelementptr %5082[%5081] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5084 = llvm.ptrtoint %5083 : !llvm.ptr to i64
    %5085 = llvm.mlir.constant(64 : index) : i64
    %5086 = llvm.add %5084, %5085 : i64
    %5087 = llvm.call @malloc(%5086) : (i64) -> !llvm.ptr
    %5088 = llvm.ptrtoint %5087 : !llvm.ptr to i64
    %5089 = llvm.mlir.constant(1 : index) : i64
    %5090 = llvm.sub %5085, %5089 : i64
    %5091 = llvm.add %5088, %5090 : i64
    %5092 = llvm.urem %5091, %5085 : i64
    %5093 = llvm.sub %5091, %5092 : i64
    %5094 = llvm.inttoptr %5093 : i64 to !llvm.ptr
    %5095 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5096 = llvm.insertvalue %5087, %5095[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5097 = llvm.insertvalue %5094, %5096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5098 = llvm.mlir.constant(0 : index) : i64
    %5099 = llvm.insertvalue %5098, %5097[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5100 = llvm.insertvalue %5077, %5099[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5101 = llvm.insertvalue %5078, %5100[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5102 = llvm.insertvalue %5079, %5101[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5103 = llvm.insertvalue %5078, %5102[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5104 = llvm.insertvalue %5079, %5103[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5105 = llvm.insertvalue %5080, %5104[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb793(%44 : i64)
  ^bb793(%5106: i64):  // 2 preds: ^bb792, ^bb800
    %5107 = llvm.icmp "slt" %5106, %43 : i64
    llvm.cond_br %5107, ^bb794, ^bb801
  ^bb794:  // pred: ^bb793
    llvm.br ^bb795(%44 : i64)
  ^bb795(%5108: i64):  // 2 preds: ^bb794, ^bb799
    %5109 = llvm.icmp "slt" %5108, %42 : i64
    llvm.cond_br %5109, ^bb796, ^bb800
  ^bb796:  // pred: ^bb795
    llvm.br ^bb797(%44 : i64)
  ^bb797(%5110: i64):  // 2 preds: ^bb796, ^bb798
    %5111 = llvm.icmp "slt" %5110, %43 : i64
    llvm.cond_br %5111, ^bb798, ^bb799
  ^bb798:  // pred: ^bb797
    %5112 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5113 = llvm.mlir.constant(8 : index) : i64
    %5114 = llvm.mul %5106, %5113 overflow<nsw, nuw> : i64
    %5115 = llvm.add %5114, %5108 overflow<nsw, nuw> : i64
    %5116 = llvm.add %5115, %5110 overflow<nsw, nuw> : i64
    %5117 = llvm.getelementptr inbounds|nuw %5112[%5116] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5118 = llvm.load %5117 : !llvm.ptr -> f64
    %5119 = llvm.extractvalue %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5120 = llvm.mlir.constant(8 : index) : i64
    %5121 = llvm.mul %5106, %5120 overflow<nsw, nuw> : i64
    %5122 = llvm.add %5121, %5108 overflow<nsw, nuw> : i64
    %5123 = llvm.add %5122, %5110 overflow<nsw, nuw> : i64
    %5124 = llvm.getelementptr inbounds|nuw %5119[%5123] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5118, %5124 : f64, !llvm.ptr
    %5125 = llvm.add %5110, %43 : i64
    llvm.br ^bb797(%5125 : i64)
  ^bb799:  // pred: ^bb797
    %5126 = llvm.add %5108, %43 : i64
    llvm.br ^bb795(%5126 : i64)
  ^bb800:  // pred: ^bb795
    %5127 = llvm.add %5106, %43 : i64
    llvm.br ^bb793(%5127 : i64)
  ^bb801:  // pred: ^bb793
    llvm.br ^bb802(%44 : i64)
  ^bb802(%5128: i64):  // 2 preds: ^bb801, ^bb809
    %5129 = llvm.icmp "slt" %5128, %43 : i64
    llvm.cond_br %5129, ^bb803, ^bb810
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%44 : i64)
  ^bb804(%5130: i64):  // 2 preds: ^bb803, ^bb808
    %5131 = llvm.icmp "slt" %5130, %42 : i64
    llvm.cond_br %5131, ^bb805, ^bb809
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%44 : i64)
  ^bb806(%5132: i64):  // 2 preds: ^bb805, ^bb807
    %5133 = llvm.icmp "slt" %5132, %41 : i64
    llvm.cond_br %5133, ^bb807, ^bb808
  ^bb807:  // pred: ^bb806
    %5134 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5135 = llvm.mlir.constant(256 : index) : i64
    %5136 = llvm.mul %5128, %5135 overflow<nsw, nuw> : i64
    %5137 = llvm.mlir.constant(32 : index) : i64
    %5138 = llvm.mul %5130, %5137 overflow<nsw, nuw> : i64
    %5139 = llvm.add %5136, %5138 overflow<nsw, nuw> : i64
    %5140 = llvm.add %5139, %5132 overflow<nsw, nuw> : i64
    %5141 = llvm.getelementptr inbounds|nuw %5134[%5140] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5142 = llvm.load %5141 : !llvm.ptr -> f64
    %5143 = llvm.extractvalue %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5144 = llvm.mlir.constant(8 : index) : i64
    %5145 = llvm.mul %5128, %5144 overflow<nsw, nuw> : i64
    %5146 = llvm.add %5145, %5130 overflow<nsw, nuw> : i64
    %5147 = llvm.add %5146, %44 overflow<nsw, nuw> : i64
    %5148 = llvm.getelementptr inbounds|nuw %5143[%5147] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5149 = llvm.load %5148 : !llvm.ptr -> f64
    %5150 = llvm.fadd %5142, %5149 : f64
    %5151 = llvm.extractvalue %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5152 = llvm.mlir.constant(8 : index) : i64
    %5153 = llvm.mul %5128, %5152 overflow<nsw, nuw> : i64
    %5154 = llvm.add %5153, %5130 overflow<nsw, nuw> : i64
    %5155 = llvm.add %5154, %44 overflow<nsw, nuw> : i64
    %5156 = llvm.getelementptr inbounds|nuw %5151[%5155] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5150, %5156 : f64, !llvm.ptr
    %5157 = llvm.add %5132, %43 : i64
    llvm.br ^bb806(%5157 : i64)
  ^bb808:  // pred: ^bb806
    %5158 = llvm.add %5130, %43 : i64
    llvm.br ^bb804(%5158 : i64)
  ^bb809:  // pred: ^bb804
    %5159 = llvm.add %5128, %43 : i64
    llvm.br ^bb802(%5159 : i64)
  ^bb810:  // pred: ^bb802
    %5160 = llvm.mlir.constant(1 : index) : i64
    %5161 = llvm.mlir.constant(8 : index) : i64
    %5162 = llvm.mlir.constant(1 : index) : i64
    %5163 = llvm.mlir.constant(1 : index) : i64
    %5164 = llvm.mlir.constant(8 : index) : i64
    %5165 = llvm.mlir.zero : !llvm.ptr
    %5166 = llvm.getelementptr %5165[%5164] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %5183 = llvm.insertvalue %5160, %5182[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5184 = llvm.insertvalue %5161, %5183[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5185 = llvm.insertvalue %5162, %5184[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5186 = llvm.insertvalue %5161, %5185[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.insertvalue %5162, %5186[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5188 = llvm.insertvalue %5163, %5187[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb811(%44 : i64)
  ^bb811(%5189: i64):  // 2 preds: ^bb810, ^bb818
    %5190 = llvm.icmp "slt" %5189, %43 : i64
    llvm.cond_br %5190, ^bb812, ^bb819
  ^bb812:  // pred: ^bb811
    llvm.br ^bb813(%44 : i64)
  ^bb813(%5191: i64):  // 2 preds: ^bb812, ^bb817
    %5192 = llvm.icmp "slt" %5191, %42 : i64
    llvm.cond_br %5192, ^bb814, ^bb818
  ^bb814:  // pred: ^bb813
    llvm.br ^bb815(%44 : i64)
  ^bb815(%5193: i64):  // 2 preds: ^bb814, ^bb816
    %5194 = llvm.icmp "slt" %5193, %43 : i64
    llvm.cond_br %5194, ^bb816, ^bb817
  ^bb816:  // pred: ^bb815
    %5195 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5196 = llvm.mlir.constant(8 : index) : i64
    %5197 = llvm.mul %5189, %5196 overflow<nsw, nuw> : i64
    %5198 = llvm.add %5197, %5191 overflow<nsw, nuw> : i64
    %5199 = llvm.add %5198, %5193 overflow<nsw, nuw> : i64
    %5200 = llvm.getelementptr inbounds|nuw %5195[%5199] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5201 = llvm.load %5200 : !llvm.ptr -> f64
    %5202 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5203 = llvm.mlir.constant(8 : index) : i64
    %5204 = llvm.mul %5189, %5203 overflow<nsw, nuw> : i64
    %5205 = llvm.add %5204, %5191 overflow<nsw, nuw> : i64
    %5206 = llvm.add %5205, %5193 overflow<nsw, nuw> : i64
    %5207 = llvm.getelementptr inbounds|nuw %5202[%5206] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5201, %5207 : f64, !llvm.ptr
    %5208 = llvm.add %5193, %43 : i64
    llvm.br ^bb815(%5208 : i64)
  ^bb817:  // pred: ^bb815
    %5209 = llvm.add %5191, %43 : i64
    llvm.br ^bb813(%5209 : i64)
  ^bb818:  // pred: ^bb813
    %5210 = llvm.add %5189, %43 : i64
    llvm.br ^bb811(%5210 : i64)
  ^bb819:  // pred: ^bb811
    llvm.br ^bb820(%44 : i64)
  ^bb820(%5211: i64):  // 2 preds: ^bb819, ^bb827
    %5212 = llvm.icmp "slt" %5211, %43 : i64
    llvm.cond_br %5212, ^bb821, ^bb828
  ^bb821:  // pred: ^bb820
    llvm.br ^bb822(%44 : i64)
  ^bb822(%5213: i64):  // 2 preds: ^bb821, ^bb826
    %5214 = llvm.icmp "slt" %5213, %42 : i64
    llvm.cond_br %5214, ^bb823, ^bb827
  ^bb823:  // pred: ^bb822
    llvm.br ^bb824(%44 : i64)
  ^bb824(%5215: i64):  // 2 preds: ^bb823, ^bb825
    %5216 = llvm.icmp "slt" %5215, %41 : i64
    llvm.cond_br %5216, ^bb825, ^bb826
  ^bb825:  // pred: ^bb824
    %5217 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5218 = llvm.mlir.constant(256 : index) : i64
    %5219 = llvm.mul %5211, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.mlir.constant(32 : index) : i64
    %5221 = llvm.mul %5213, %5220 overflow<nsw, nuw> : i64
    %5222 = llvm.add %5219, %5221 overflow<nsw, nuw> : i64
    %5223 = llvm.add %5222, %5215 overflow<nsw, nuw> : i64
    %5224 = llvm.getelementptr inbounds|nuw %5217[%5223] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5225 = llvm.load %5224 : !llvm.ptr -> f64
    %5226 = llvm.extractvalue %5105[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5227 = llvm.mlir.constant(8 : index) : i64
    %5228 = llvm.mul %5211, %5227 overflow<nsw, nuw> : i64
    %5229 = llvm.add %5228, %5213 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5229, %44 overflow<nsw, nuw> : i64
    %5231 = llvm.getelementptr inbounds|nuw %5226[%5230] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5232 = llvm.load %5231 : !llvm.ptr -> f64
    %5233 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5234 = llvm.mlir.constant(8 : index) : i64
    %5235 = llvm.mul %5211, %5234 overflow<nsw, nuw> : i64
    %5236 = llvm.add %5235, %5213 overflow<nsw, nuw> : i64
    %5237 = llvm.add %5236, %44 overflow<nsw, nuw> : i64
    %5238 = llvm.getelementptr inbounds|nuw %5233[%5237] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5239 = llvm.load %5238 : !llvm.ptr -> f64
    %5240 = llvm.fdiv %5232, %48 : f64
    %5241 = llvm.fsub %5225, %5240 : f64
    %5242 = llvm.fmul %5241, %5241 : f64
    %5243 = llvm.fadd %5242, %5239 : f64
    %5244 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5245 = llvm.mlir.constant(8 : index) : i64
    %5246 = llvm.mul %5211, %5245 overflow<nsw, nuw> : i64
    %5247 = llvm.add %5246, %5213 overflow<nsw, nuw> : i64
    %5248 = llvm.add %5247, %44 overflow<nsw, nuw> : i64
    %5249 = llvm.getelementptr inbounds|nuw %5244[%5248] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5243, %5249 : f64, !llvm.ptr
    %5250 = llvm.add %5215, %43 : i64
    llvm.br ^bb824(%5250 : i64)
  ^bb826:  // pred: ^bb824
    %5251 = llvm.add %5213, %43 : i64
    llvm.br ^bb822(%5251 : i64)
  ^bb827:  // pred: ^bb822
    %5252 = llvm.add %5211, %43 : i64
    llvm.br ^bb820(%5252 : i64)
  ^bb828:  // pred: ^bb820
    %5253 = llvm.mlir.constant(1 : index) : i64
    %5254 = llvm.mlir.constant(8 : index) : i64
    %5255 = llvm.mlir.constant(1 : index) : i64
    %5256 = llvm.mlir.constant(1 : index) : i64
    %5257 = llvm.mlir.constant(8 : index) : i64
    %5258 = llvm.mlir.zero : !llvm.ptr
    %5259 = llvm.getelementptr %5258[%5257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5260 = llvm.ptrtoint %5259 : !llvm.ptr to i64
    %5261 = llvm.mlir.constant(64 : index) : i64
    %5262 = llvm.add %5260, %5261 : i64
    %5263 = llvm.call @malloc(%5262) : (i64) -> !llvm.ptr
    %5264 = llvm.ptrtoint %5263 : !llvm.ptr to i64
    %5265 = llvm.mlir.constant(1 : index) : i64
    %5266 = llvm.sub %5261, %5265 : i64
    %5267 = llvm.add %5264, %5266 : i64
    %5268 = llvm.urem %5267, %5261 : i64
    %5269 = llvm.sub %5267, %5268 : i64
    %5270 = llvm.inttoptr %5269 : i64 to !llvm.ptr
    %5271 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5272 = llvm.insertvalue %5263, %5271[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5273 = llvm.insertvalue %5270, %5272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5274 = llvm.mlir.constant(0 : index) : i64
    %5275 = llvm.insertvalue %5274, %5273[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5276 = llvm.insertvalue %5253, %5275[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5277 = llvm.insertvalue %5254, %5276[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5278 = llvm.insertvalue %5255, %5277[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5279 = llvm.insertvalue %5254, %5278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5280 = llvm.insertvalue %5255, %5279[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5281 = llvm.insertvalue %5256, %5280[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb829(%44 : i64)
  ^bb829(%5282: i64):  // 2 preds: ^bb828, ^bb836
    %5283 = llvm.icmp "slt" %5282, %43 : i64
    llvm.cond_br %5283, ^bb830, ^bb837
  ^bb830:  // pred: ^bb829
    llvm.br ^bb831(%44 : i64)
  ^bb831(%5284: i64):  // 2 preds: ^bb830, ^bb835
    %5285 = llvm.icmp "slt" %5284, %42 : i64
    llvm.cond_br %5285, ^bb832, ^bb836
  ^bb832:  // pred: ^bb831
    llvm.br ^bb833(%44 : i64)
  ^bb833(%5286: i64):  // 2 preds: ^bb832, ^bb834
    %5287 = llvm.icmp "slt" %5286, %43 : i64
    llvm.cond_br %5287, ^bb834, ^bb835
  ^bb834:  // pred: ^bb833
    %5288 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5289 = llvm.mlir.constant(8 : index) : i64
    %5290 = llvm.mul %5282, %5289 overflow<nsw, nuw> : i64
    %5291 = llvm.add %5290, %5284 overflow<nsw, nuw> : i64
    %5292 = llvm.add %5291, %5286 overflow<nsw, nuw> : i64
    %5293 = llvm.getelementptr inbounds|nuw %5288[%5292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5294 = llvm.load %5293 : !llvm.ptr -> f32
    %5295 = llvm.extractvalue %5281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5296 = llvm.mlir.constant(8 : index) : i64
    %5297 = llvm.mul %5282, %5296 overflow<nsw, nuw> : i64
    %5298 = llvm.add %5297, %5284 overflow<nsw, nuw> : i64
    %5299 = llvm.add %5298, %5286 overflow<nsw, nuw> : i64
    %5300 = llvm.getelementptr inbounds|nuw %5295[%5299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5294, %5300 : f32, !llvm.ptr
    %5301 = llvm.add %5286, %43 : i64
    llvm.br ^bb833(%5301 : i64)
  ^bb835:  // pred: ^bb833
    %5302 = llvm.add %5284, %43 : i64
    llvm.br ^bb831(%5302 : i64)
  ^bb836:  // pred: ^bb831
    %5303 = llvm.add %5282, %43 : i64
    llvm.br ^bb829(%5303 : i64)
  ^bb837:  // pred: ^bb829
    llvm.br ^bb838(%44 : i64)
  ^bb838(%5304: i64):  // 2 preds: ^bb837, ^bb845
    %5305 = llvm.icmp "slt" %5304, %43 : i64
    llvm.cond_br %5305, ^bb839, ^bb846
  ^bb839:  // pred: ^bb838
    llvm.br ^bb840(%44 : i64)
  ^bb840(%5306: i64):  // 2 preds: ^bb839, ^bb844
    %5307 = llvm.icmp "slt" %5306, %42 : i64
    llvm.cond_br %5307, ^bb841, ^bb845
  ^bb841:  // pred: ^bb840
    llvm.br ^bb842(%44 : i64)
  ^bb842(%5308: i64):  // 2 preds: ^bb841, ^bb843
    %5309 = llvm.icmp "slt" %5308, %41 : i64
    llvm.cond_br %5309, ^bb843, ^bb844
  ^bb843:  // pred: ^bb842
    %5310 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5311 = llvm.mlir.constant(256 : index) : i64
    %5312 = llvm.mul %5304, %5311 overflow<nsw, nuw> : i64
    %5313 = llvm.mlir.constant(32 : index) : i64
    %5314 = llvm.mul %5306, %5313 overflow<nsw, nuw> : i64
    %5315 = llvm.add %5312, %5314 overflow<nsw, nuw> : i64
    %5316 = llvm.add %5315, %5308 overflow<nsw, nuw> : i64
    %5317 = llvm.getelementptr inbounds|nuw %5310[%5316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5318 = llvm.load %5317 : !llvm.ptr -> f32
    %5319 = llvm.extractvalue %5281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5320 = llvm.mlir.constant(8 : index) : i64
    %5321 = llvm.mul %5304, %5320 overflow<nsw, nuw> : i64
    %5322 = llvm.add %5321, %5306 overflow<nsw, nuw> : i64
    %5323 = llvm.add %5322, %44 overflow<nsw, nuw> : i64
    %5324 = llvm.getelementptr inbounds|nuw %5319[%5323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5325 = llvm.load %5324 : !llvm.ptr -> f32
    %5326 = llvm.fadd %5318, %5325 : f32
    %5327 = llvm.extractvalue %5281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5328 = llvm.mlir.constant(8 : index) : i64
    %5329 = llvm.mul %5304, %5328 overflow<nsw, nuw> : i64
    %5330 = llvm.add %5329, %5306 overflow<nsw, nuw> : i64
    %5331 = llvm.add %5330, %44 overflow<nsw, nuw> : i64
    %5332 = llvm.getelementptr inbounds|nuw %5327[%5331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5326, %5332 : f32, !llvm.ptr
    %5333 = llvm.add %5308, %43 : i64
    llvm.br ^bb842(%5333 : i64)
  ^bb844:  // pred: ^bb842
    %5334 = llvm.add %5306, %43 : i64
    llvm.br ^bb840(%5334 : i64)
  ^bb845:  // pred: ^bb840
    %5335 = llvm.add %5304, %43 : i64
    llvm.br ^bb838(%5335 : i64)
  ^bb846:  // pred: ^bb838
    llvm.br ^bb847(%44 : i64)
  ^bb847(%5336: i64):  // 2 preds: ^bb846, ^bb854
    %5337 = llvm.icmp "slt" %5336, %43 : i64
    llvm.cond_br %5337, ^bb848, ^bb855
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%44 : i64)
  ^bb849(%5338: i64):  // 2 preds: ^bb848, ^bb853
    %5339 = llvm.icmp "slt" %5338, %42 : i64
    llvm.cond_br %5339, ^bb850, ^bb854
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%44 : i64)
  ^bb851(%5340: i64):  // 2 preds: ^bb850, ^bb852
    %5341 = llvm.icmp "slt" %5340, %41 : i64
    llvm.cond_br %5341, ^bb852, ^bb853
  ^bb852:  // pred: ^bb851
    %5342 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5343 = llvm.mlir.constant(256 : index) : i64
    %5344 = llvm.mul %5336, %5343 overflow<nsw, nuw> : i64
    %5345 = llvm.mlir.constant(32 : index) : i64
    %5346 = llvm.mul %5338, %5345 overflow<nsw, nuw> : i64
    %5347 = llvm.add %5344, %5346 overflow<nsw, nuw> : i64
    %5348 = llvm.add %5347, %5340 overflow<nsw, nuw> : i64
    %5349 = llvm.getelementptr inbounds|nuw %5342[%5348] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5350 = llvm.load %5349 : !llvm.ptr -> f32
    %5351 = llvm.extractvalue %5281[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5352 = llvm.mlir.constant(8 : index) : i64
    %5353 = llvm.mul %5336, %5352 overflow<nsw, nuw> : i64
    %5354 = llvm.add %5353, %5338 overflow<nsw, nuw> : i64
    %5355 = llvm.add %5354, %44 overflow<nsw, nuw> : i64
    %5356 = llvm.getelementptr inbounds|nuw %5351[%5355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5357 = llvm.load %5356 : !llvm.ptr -> f32
    %5358 = llvm.extractvalue %5188[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5359 = llvm.mlir.constant(8 : index) : i64
    %5360 = llvm.mul %5336, %5359 overflow<nsw, nuw> : i64
    %5361 = llvm.add %5360, %5338 overflow<nsw, nuw> : i64
    %5362 = llvm.add %5361, %44 overflow<nsw, nuw> : i64
    %5363 = llvm.getelementptr inbounds|nuw %5358[%5362] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5364 = llvm.load %5363 : !llvm.ptr -> f64
    %5365 = llvm.extractvalue %226[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5366 = llvm.getelementptr inbounds|nuw %5365[%5340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5367 = llvm.load %5366 : !llvm.ptr -> f32
    %5368 = llvm.extractvalue %210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5369 = llvm.getelementptr inbounds|nuw %5368[%5340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5370 = llvm.load %5369 : !llvm.ptr -> f32
    %5371 = llvm.fdiv %5364, %48 : f64
    %5372 = llvm.fptrunc %5371 : f64 to f32
    %5373 = llvm.fptrunc %49 : f64 to f32
    %5374 = llvm.fadd %5372, %5373 : f32
    %5375 = llvm.intr.sqrt(%5374) : (f32) -> f32
    %5376 = llvm.fdiv %53, %5375 : f32
    %5377 = llvm.fdiv %5357, %47 : f32
    %5378 = llvm.fsub %5350, %5377 : f32
    %5379 = llvm.fmul %5378, %5376 : f32
    %5380 = llvm.fmul %5379, %5367 : f32
    %5381 = llvm.fadd %5380, %5370 : f32
    %5382 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5383 = llvm.mlir.constant(256 : index) : i64
    %5384 = llvm.mul %5336, %5383 overflow<nsw, nuw> : i64
    %5385 = llvm.mlir.constant(32 : index) : i64
    %5386 = llvm.mul %5338, %5385 overflow<nsw, nuw> : i64
    %5387 = llvm.add %5384, %5386 overflow<nsw, nuw> : i64
    %5388 = llvm.add %5387, %5340 overflow<nsw, nuw> : i64
    %5389 = llvm.getelementptr inbounds|nuw %5382[%5388] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5381, %5389 : f32, !llvm.ptr
    %5390 = llvm.add %5340, %43 : i64
    llvm.br ^bb851(%5390 : i64)
  ^bb853:  // pred: ^bb851
    %5391 = llvm.add %5338, %43 : i64
    llvm.br ^bb849(%5391 : i64)
  ^bb854:  // pred: ^bb849
    %5392 = llvm.add %5336, %43 : i64
    llvm.br ^bb847(%5392 : i64)
  ^bb855:  // pred: ^bb847
    llvm.br ^bb856(%44 : i64)
  ^bb856(%5393: i64):  // 2 preds: ^bb855, ^bb866
    %5394 = llvm.icmp "slt" %5393, %43 : i64
    llvm.cond_br %5394, ^bb857, ^bb867
  ^bb857:  // pred: ^bb856
    llvm.br ^bb858(%44 : i64)
  ^bb858(%5395: i64):  // 2 preds: ^bb857, ^bb865
    %5396 = llvm.icmp "slt" %5395, %42 : i64
    llvm.cond_br %5396, ^bb859, ^bb866
  ^bb859:  // pred: ^bb858
    llvm.br ^bb860(%44 : i64)
  ^bb860(%5397: i64):  // 2 preds: ^bb859, ^bb864
    %5398 = llvm.icmp "slt" %5397, %38 : i64
    llvm.cond_br %5398, ^bb861, ^bb865
  ^bb861:  // pred: ^bb860
    llvm.br ^bb862(%44 : i64)
  ^bb862(%5399: i64):  // 2 preds: ^bb861, ^bb863
    %5400 = llvm.icmp "slt" %5399, %41 : i64
    llvm.cond_br %5400, ^bb863, ^bb864
  ^bb863:  // pred: ^bb862
    %5401 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5402 = llvm.mlir.constant(256 : index) : i64
    %5403 = llvm.mul %5393, %5402 overflow<nsw, nuw> : i64
    %5404 = llvm.mlir.constant(32 : index) : i64
    %5405 = llvm.mul %5395, %5404 overflow<nsw, nuw> : i64
    %5406 = llvm.add %5403, %5405 overflow<nsw, nuw> : i64
    %5407 = llvm.add %5406, %5399 overflow<nsw, nuw> : i64
    %5408 = llvm.getelementptr inbounds|nuw %5401[%5407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5409 = llvm.load %5408 : !llvm.ptr -> f32
    %5410 = llvm.extractvalue %194[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5411 = llvm.mlir.constant(32 : index) : i64
    %5412 = llvm.mul %5397, %5411 overflow<nsw, nuw> : i64
    %5413 = llvm.add %5412, %5399 overflow<nsw, nuw> : i64
    %5414 = llvm.getelementptr inbounds|nuw %5410[%5413] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5415 = llvm.load %5414 : !llvm.ptr -> f32
    %5416 = llvm.extractvalue %3418[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5417 = llvm.mlir.constant(512 : index) : i64
    %5418 = llvm.mul %5393, %5417 overflow<nsw, nuw> : i64
    %5419 = llvm.mlir.constant(64 : index) : i64
    %5420 = llvm.mul %5395, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5418, %5420 overflow<nsw, nuw> : i64
    %5422 = llvm.add %5421, %5397 overflow<nsw, nuw> : i64
    %5423 = llvm.getelementptr inbounds|nuw %5416[%5422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5424 = llvm.load %5423 : !llvm.ptr -> f32
    %5425 = llvm.fmul %5409, %5415 : f32
    %5426 = llvm.fadd %5424, %5425 : f32
    %5427 = llvm.extractvalue %3418[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5428 = llvm.mlir.constant(512 : index) : i64
    %5429 = llvm.mul %5393, %5428 overflow<nsw, nuw> : i64
    %5430 = llvm.mlir.constant(64 : index) : i64
    %5431 = llvm.mul %5395, %5430 overflow<nsw, nuw> : i64
    %5432 = llvm.add %5429, %5431 overflow<nsw, nuw> : i64
    %5433 = llvm.add %5432, %5397 overflow<nsw, nuw> : i64
    %5434 = llvm.getelementptr inbounds|nuw %5427[%5433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5426, %5434 : f32, !llvm.ptr
    %5435 = llvm.add %5399, %43 : i64
    llvm.br ^bb862(%5435 : i64)
  ^bb864:  // pred: ^bb862
    %5436 = llvm.add %5397, %43 : i64
    llvm.br ^bb860(%5436 : i64)
  ^bb865:  // pred: ^bb860
    %5437 = llvm.add %5395, %43 : i64
    llvm.br ^bb858(%5437 : i64)
  ^bb866:  // pred: ^bb858
    %5438 = llvm.add %5393, %43 : i64
    llvm.br ^bb856(%5438 : i64)
  ^bb867:  // pred: ^bb856
    llvm.br ^bb868(%44 : i64)
  ^bb868(%5439: i64):  // 2 preds: ^bb867, ^bb878
    %5440 = llvm.icmp "slt" %5439, %43 : i64
    llvm.cond_br %5440, ^bb869, ^bb879
  ^bb869:  // pred: ^bb868
    llvm.br ^bb870(%44 : i64)
  ^bb870(%5441: i64):  // 2 preds: ^bb869, ^bb877
    %5442 = llvm.icmp "slt" %5441, %42 : i64
    llvm.cond_br %5442, ^bb871, ^bb878
  ^bb871:  // pred: ^bb870
    llvm.br ^bb872(%44 : i64)
  ^bb872(%5443: i64):  // 2 preds: ^bb871, ^bb876
    %5444 = llvm.icmp "slt" %5443, %41 : i64
    llvm.cond_br %5444, ^bb873, ^bb877
  ^bb873:  // pred: ^bb872
    llvm.br ^bb874(%44 : i64)
  ^bb874(%5445: i64):  // 2 preds: ^bb873, ^bb875
    %5446 = llvm.icmp "slt" %5445, %38 : i64
    llvm.cond_br %5446, ^bb875, ^bb876
  ^bb875:  // pred: ^bb874
    %5447 = llvm.extractvalue %3418[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5448 = llvm.mlir.constant(512 : index) : i64
    %5449 = llvm.mul %5439, %5448 overflow<nsw, nuw> : i64
    %5450 = llvm.mlir.constant(64 : index) : i64
    %5451 = llvm.mul %5441, %5450 overflow<nsw, nuw> : i64
    %5452 = llvm.add %5449, %5451 overflow<nsw, nuw> : i64
    %5453 = llvm.add %5452, %5445 overflow<nsw, nuw> : i64
    %5454 = llvm.getelementptr inbounds|nuw %5447[%5453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5455 = llvm.load %5454 : !llvm.ptr -> f32
    %5456 = llvm.extractvalue %174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5457 = llvm.getelementptr inbounds|nuw %5456[%5445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5458 = llvm.load %5457 : !llvm.ptr -> f32
    %5459 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5460 = llvm.mlir.constant(64 : index) : i64
    %5461 = llvm.mul %5443, %5460 overflow<nsw, nuw> : i64
    %5462 = llvm.add %5461, %5445 overflow<nsw, nuw> : i64
    %5463 = llvm.getelementptr inbounds|nuw %5459[%5462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5464 = llvm.load %5463 : !llvm.ptr -> f32
    %5465 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5466 = llvm.mlir.constant(256 : index) : i64
    %5467 = llvm.mul %5439, %5466 overflow<nsw, nuw> : i64
    %5468 = llvm.mlir.constant(32 : index) : i64
    %5469 = llvm.mul %5441, %5468 overflow<nsw, nuw> : i64
    %5470 = llvm.add %5467, %5469 overflow<nsw, nuw> : i64
    %5471 = llvm.add %5470, %5443 overflow<nsw, nuw> : i64
    %5472 = llvm.getelementptr inbounds|nuw %5465[%5471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5473 = llvm.load %5472 : !llvm.ptr -> f32
    %5474 = llvm.fadd %5455, %5458 : f32
    %5475 = llvm.fdiv %5474, %45 : f32
    %5476 = llvm.fcmp "olt" %5475, %51 : f32
    %5477 = llvm.fneg %5475 : f32
    %5478 = llvm.select %5476, %5477, %5475 : i1, f32
    %5479 = llvm.fcmp "olt" %5478, %12 : f32
    %5480 = llvm.select %5479, %37, %33 : i1, f32
    %5481 = llvm.select %5479, %24, %20 : i1, f32
    %5482 = llvm.select %5479, %36, %32 : i1, f32
    %5483 = llvm.select %5479, %23, %19 : i1, f32
    %5484 = llvm.select %5479, %35, %31 : i1, f32
    %5485 = llvm.select %5479, %22, %18 : i1, f32
    %5486 = llvm.select %5479, %34, %30 : i1, f32
    %5487 = llvm.select %5479, %21, %17 : i1, f32
    %5488 = llvm.fcmp "olt" %5478, %11 : f32
    %5489 = llvm.select %5488, %51, %29 : i1, f32
    %5490 = llvm.select %5488, %5480, %28 : i1, f32
    %5491 = llvm.select %5488, %5481, %16 : i1, f32
    %5492 = llvm.select %5488, %5482, %27 : i1, f32
    %5493 = llvm.select %5488, %5483, %15 : i1, f32
    %5494 = llvm.select %5488, %5484, %26 : i1, f32
    %5495 = llvm.select %5488, %5485, %14 : i1, f32
    %5496 = llvm.select %5488, %5486, %25 : i1, f32
    %5497 = llvm.select %5488, %5487, %13 : i1, f32
    %5498 = llvm.select %5488, %51, %53 : i1, f32
    %5499 = llvm.fcmp "ult" %5478, %10 : f32
    %5500 = llvm.fmul %5478, %5496 : f32
    %5501 = llvm.fadd %5500, %5494 : f32
    %5502 = llvm.fmul %5478, %5501 : f32
    %5503 = llvm.fadd %5502, %5492 : f32
    %5504 = llvm.fmul %5478, %5503 : f32
    %5505 = llvm.fadd %5504, %5490 : f32
    %5506 = llvm.fmul %5478, %5505 : f32
    %5507 = llvm.fadd %5506, %5489 : f32
    %5508 = llvm.fmul %5478, %5497 : f32
    %5509 = llvm.fadd %5508, %5495 : f32
    %5510 = llvm.fmul %5478, %5509 : f32
    %5511 = llvm.fadd %5510, %5493 : f32
    %5512 = llvm.fmul %5478, %5511 : f32
    %5513 = llvm.fadd %5512, %5491 : f32
    %5514 = llvm.fmul %5478, %5513 : f32
    %5515 = llvm.fadd %5514, %53 : f32
    %5516 = llvm.fdiv %5507, %5515 : f32
    %5517 = llvm.fadd %5498, %5516 : f32
    %5518 = llvm.select %5499, %5517, %53 : i1, f32
    %5519 = llvm.fneg %5518 : f32
    %5520 = llvm.select %5476, %5519, %5518 : i1, f32
    %5521 = llvm.fadd %5520, %53 : f32
    %5522 = llvm.fmul %5521, %54 : f32
    %5523 = llvm.fmul %5474, %5522 : f32
    %5524 = llvm.fmul %5523, %5464 : f32
    %5525 = llvm.fadd %5473, %5524 : f32
    %5526 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5527 = llvm.mlir.constant(256 : index) : i64
    %5528 = llvm.mul %5439, %5527 overflow<nsw, nuw> : i64
    %5529 = llvm.mlir.constant(32 : index) : i64
    %5530 = llvm.mul %5441, %5529 overflow<nsw, nuw> : i64
    %5531 = llvm.add %5528, %5530 overflow<nsw, nuw> : i64
    %5532 = llvm.add %5531, %5443 overflow<nsw, nuw> : i64
    %5533 = llvm.getelementptr inbounds|nuw %5526[%5532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5525, %5533 : f32, !llvm.ptr
    %5534 = llvm.add %5445, %43 : i64
    llvm.br ^bb874(%5534 : i64)
  ^bb876:  // pred: ^bb874
    %5535 = llvm.add %5443, %43 : i64
    llvm.br ^bb872(%5535 : i64)
  ^bb877:  // pred: ^bb872
    %5536 = llvm.add %5441, %43 : i64
    llvm.br ^bb870(%5536 : i64)
  ^bb878:  // pred: ^bb870
    %5537 = llvm.add %5439, %43 : i64
    llvm.br ^bb868(%5537 : i64)
  ^bb879:  // pred: ^bb868
    llvm.br ^bb880(%44 : i64)
  ^bb880(%5538: i64):  // 2 preds: ^bb879, ^bb887
    %5539 = llvm.icmp "slt" %5538, %43 : i64
    llvm.cond_br %5539, ^bb881, ^bb888
  ^bb881:  // pred: ^bb880
    llvm.br ^bb882(%44 : i64)
  ^bb882(%5540: i64):  // 2 preds: ^bb881, ^bb886
    %5541 = llvm.icmp "slt" %5540, %42 : i64
    llvm.cond_br %5541, ^bb883, ^bb887
  ^bb883:  // pred: ^bb882
    llvm.br ^bb884(%44 : i64)
  ^bb884(%5542: i64):  // 2 preds: ^bb883, ^bb885
    %5543 = llvm.icmp "slt" %5542, %41 : i64
    llvm.cond_br %5543, ^bb885, ^bb886
  ^bb885:  // pred: ^bb884
    %5544 = llvm.extractvalue %2868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5545 = llvm.mlir.constant(256 : index) : i64
    %5546 = llvm.mul %5538, %5545 overflow<nsw, nuw> : i64
    %5547 = llvm.mlir.constant(32 : index) : i64
    %5548 = llvm.mul %5540, %5547 overflow<nsw, nuw> : i64
    %5549 = llvm.add %5546, %5548 overflow<nsw, nuw> : i64
    %5550 = llvm.add %5549, %5542 overflow<nsw, nuw> : i64
    %5551 = llvm.getelementptr inbounds|nuw %5544[%5550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5552 = llvm.load %5551 : !llvm.ptr -> f32
    %5553 = llvm.extractvalue %138[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5554 = llvm.getelementptr inbounds|nuw %5553[%5542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5555 = llvm.load %5554 : !llvm.ptr -> f32
    %5556 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5557 = llvm.mlir.constant(256 : index) : i64
    %5558 = llvm.mul %5538, %5557 overflow<nsw, nuw> : i64
    %5559 = llvm.mlir.constant(32 : index) : i64
    %5560 = llvm.mul %5540, %5559 overflow<nsw, nuw> : i64
    %5561 = llvm.add %5558, %5560 overflow<nsw, nuw> : i64
    %5562 = llvm.add %5561, %5542 overflow<nsw, nuw> : i64
    %5563 = llvm.getelementptr inbounds|nuw %5556[%5562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5564 = llvm.load %5563 : !llvm.ptr -> f32
    %5565 = llvm.fadd %5552, %5555 : f32
    %5566 = llvm.fadd %5565, %5564 : f32
    %5567 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5568 = llvm.mlir.constant(256 : index) : i64
    %5569 = llvm.mul %5538, %5568 overflow<nsw, nuw> : i64
    %5570 = llvm.mlir.constant(32 : index) : i64
    %5571 = llvm.mul %5540, %5570 overflow<nsw, nuw> : i64
    %5572 = llvm.add %5569, %5571 overflow<nsw, nuw> : i64
    %5573 = llvm.add %5572, %5542 overflow<nsw, nuw> : i64
    %5574 = llvm.getelementptr inbounds|nuw %5567[%5573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5566, %5574 : f32, !llvm.ptr
    %5575 = llvm.add %5542, %43 : i64
    llvm.br ^bb884(%5575 : i64)
  ^bb886:  // pred: ^bb884
    %5576 = llvm.add %5540, %43 : i64
    llvm.br ^bb882(%5576 : i64)
  ^bb887:  // pred: ^bb882
    %5577 = llvm.add %5538, %43 : i64
    llvm.br ^bb880(%5577 : i64)
  ^bb888:  // pred: ^bb880
    llvm.br ^bb889(%44 : i64)
  ^bb889(%5578: i64):  // 2 preds: ^bb888, ^bb896
    %5579 = llvm.icmp "slt" %5578, %43 : i64
    llvm.cond_br %5579, ^bb890, ^bb897
  ^bb890:  // pred: ^bb889
    llvm.br ^bb891(%44 : i64)
  ^bb891(%5580: i64):  // 2 preds: ^bb890, ^bb895
    %5581 = llvm.icmp "slt" %5580, %42 : i64
    llvm.cond_br %5581, ^bb892, ^bb896
  ^bb892:  // pred: ^bb891
    llvm.br ^bb893(%44 : i64)
  ^bb893(%5582: i64):  // 2 preds: ^bb892, ^bb894
    %5583 = llvm.icmp "slt" %5582, %41 : i64
    llvm.cond_br %5583, ^bb894, ^bb895
  ^bb894:  // pred: ^bb893
    %5584 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5585 = llvm.mlir.constant(256 : index) : i64
    %5586 = llvm.mul %5578, %5585 overflow<nsw, nuw> : i64
    %5587 = llvm.mlir.constant(32 : index) : i64
    %5588 = llvm.mul %5580, %5587 overflow<nsw, nuw> : i64
    %5589 = llvm.add %5586, %5588 overflow<nsw, nuw> : i64
    %5590 = llvm.add %5589, %5582 overflow<nsw, nuw> : i64
    %5591 = llvm.getelementptr inbounds|nuw %5584[%5590] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5592 = llvm.load %5591 : !llvm.ptr -> f32
    %5593 = llvm.fpext %5592 : f32 to f64
    %5594 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5595 = llvm.mlir.constant(256 : index) : i64
    %5596 = llvm.mul %5578, %5595 overflow<nsw, nuw> : i64
    %5597 = llvm.mlir.constant(32 : index) : i64
    %5598 = llvm.mul %5580, %5597 overflow<nsw, nuw> : i64
    %5599 = llvm.add %5596, %5598 overflow<nsw, nuw> : i64
    %5600 = llvm.add %5599, %5582 overflow<nsw, nuw> : i64
    %5601 = llvm.getelementptr inbounds|nuw %5594[%5600] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5593, %5601 : f64, !llvm.ptr
    %5602 = llvm.add %5582, %43 : i64
    llvm.br ^bb893(%5602 : i64)
  ^bb895:  // pred: ^bb893
    %5603 = llvm.add %5580, %43 : i64
    llvm.br ^bb891(%5603 : i64)
  ^bb896:  // pred: ^bb891
    %5604 = llvm.add %5578, %43 : i64
    llvm.br ^bb889(%5604 : i64)
  ^bb897:  // pred: ^bb889
    %5605 = llvm.mlir.constant(1 : index) : i64
    %5606 = llvm.mlir.constant(8 : index) : i64
    %5607 = llvm.mlir.constant(1 : index) : i64
    %5608 = llvm.mlir.constant(1 : index) : i64
    %5609 = llvm.mlir.constant(8 : index) : i64
    %5610 = llvm.mlir.zero : !llvm.ptr
    %5611 = llvm.getelementptr %5610[%5609] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %5623 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5624 = llvm.insertvalue %5615, %5623[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5625 = llvm.insertvalue %5622, %5624[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5626 = llvm.mlir.constant(0 : index) : i64
    %5627 = llvm.insertvalue %5626, %5625[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5628 = llvm.insertvalue %5605, %5627[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5629 = llvm.insertvalue %5606, %5628[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5630 = llvm.insertvalue %5607, %5629[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5631 = llvm.insertvalue %5606, %5630[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5632 = llvm.insertvalue %5607, %5631[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5633 = llvm.insertvalue %5608, %5632[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb898(%44 : i64)
  ^bb898(%5634: i64):  // 2 preds: ^bb897, ^bb905
    %5635 = llvm.icmp "slt" %5634, %43 : i64
    llvm.cond_br %5635, ^bb899, ^bb906
  ^bb899:  // pred: ^bb898
    llvm.br ^bb900(%44 : i64)
  ^bb900(%5636: i64):  // 2 preds: ^bb899, ^bb904
    %5637 = llvm.icmp "slt" %5636, %42 : i64
    llvm.cond_br %5637, ^bb901, ^bb905
  ^bb901:  // pred: ^bb900
    llvm.br ^bb902(%44 : i64)
  ^bb902(%5638: i64):  // 2 preds: ^bb901, ^bb903
    %5639 = llvm.icmp "slt" %5638, %43 : i64
    llvm.cond_br %5639, ^bb903, ^bb904
  ^bb903:  // pred: ^bb902
    %5640 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5641 = llvm.mlir.constant(8 : index) : i64
    %5642 = llvm.mul %5634, %5641 overflow<nsw, nuw> : i64
    %5643 = llvm.add %5642, %5636 overflow<nsw, nuw> : i64
    %5644 = llvm.add %5643, %5638 overflow<nsw, nuw> : i64
    %5645 = llvm.getelementptr inbounds|nuw %5640[%5644] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5646 = llvm.load %5645 : !llvm.ptr -> f64
    %5647 = llvm.extractvalue %5633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5648 = llvm.mlir.constant(8 : index) : i64
    %5649 = llvm.mul %5634, %5648 overflow<nsw, nuw> : i64
    %5650 = llvm.add %5649, %5636 overflow<nsw, nuw> : i64
    %5651 = llvm.add %5650, %5638 overflow<nsw, nuw> : i64
    %5652 = llvm.getelementptr inbounds|nuw %5647[%5651] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5646, %5652 : f64, !llvm.ptr
    %5653 = llvm.add %5638, %43 : i64
    llvm.br ^bb902(%5653 : i64)
  ^bb904:  // pred: ^bb902
    %5654 = llvm.add %5636, %43 : i64
    llvm.br ^bb900(%5654 : i64)
  ^bb905:  // pred: ^bb900
    %5655 = llvm.add %5634, %43 : i64
    llvm.br ^bb898(%5655 : i64)
  ^bb906:  // pred: ^bb898
    llvm.br ^bb907(%44 : i64)
  ^bb907(%5656: i64):  // 2 preds: ^bb906, ^bb914
    %5657 = llvm.icmp "slt" %5656, %43 : i64
    llvm.cond_br %5657, ^bb908, ^bb915
  ^bb908:  // pred: ^bb907
    llvm.br ^bb909(%44 : i64)
  ^bb909(%5658: i64):  // 2 preds: ^bb908, ^bb913
    %5659 = llvm.icmp "slt" %5658, %42 : i64
    llvm.cond_br %5659, ^bb910, ^bb914
  ^bb910:  // pred: ^bb909
    llvm.br ^bb911(%44 : i64)
  ^bb911(%5660: i64):  // 2 preds: ^bb910, ^bb912
    %5661 = llvm.icmp "slt" %5660, %41 : i64
    llvm.cond_br %5661, ^bb912, ^bb913
  ^bb912:  // pred: ^bb911
    %5662 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5663 = llvm.mlir.constant(256 : index) : i64
    %5664 = llvm.mul %5656, %5663 overflow<nsw, nuw> : i64
    %5665 = llvm.mlir.constant(32 : index) : i64
    %5666 = llvm.mul %5658, %5665 overflow<nsw, nuw> : i64
    %5667 = llvm.add %5664, %5666 overflow<nsw, nuw> : i64
    %5668 = llvm.add %5667, %5660 overflow<nsw, nuw> : i64
    %5669 = llvm.getelementptr inbounds|nuw %5662[%5668] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5670 = llvm.load %5669 : !llvm.ptr -> f64
    %5671 = llvm.extractvalue %5633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5672 = llvm.mlir.constant(8 : index) : i64
    %5673 = llvm.mul %5656, %5672 overflow<nsw, nuw> : i64
    %5674 = llvm.add %5673, %5658 overflow<nsw, nuw> : i64
    %5675 = llvm.add %5674, %44 overflow<nsw, nuw> : i64
    %5676 = llvm.getelementptr inbounds|nuw %5671[%5675] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5677 = llvm.load %5676 : !llvm.ptr -> f64
    %5678 = llvm.fadd %5670, %5677 : f64
    %5679 = llvm.extractvalue %5633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5680 = llvm.mlir.constant(8 : index) : i64
    %5681 = llvm.mul %5656, %5680 overflow<nsw, nuw> : i64
    %5682 = llvm.add %5681, %5658 overflow<nsw, nuw> : i64
    %5683 = llvm.add %5682, %44 overflow<nsw, nuw> : i64
    %5684 = llvm.getelementptr inbounds|nuw %5679[%5683] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5678, %5684 : f64, !llvm.ptr
    %5685 = llvm.add %5660, %43 : i64
    llvm.br ^bb911(%5685 : i64)
  ^bb913:  // pred: ^bb911
    %5686 = llvm.add %5658, %43 : i64
    llvm.br ^bb909(%5686 : i64)
  ^bb914:  // pred: ^bb909
    %5687 = llvm.add %5656, %43 : i64
    llvm.br ^bb907(%5687 : i64)
  ^bb915:  // pred: ^bb907
    llvm.br ^bb916(%44 : i64)
  ^bb916(%5688: i64):  // 2 preds: ^bb915, ^bb923
    %5689 = llvm.icmp "slt" %5688, %43 : i64
    llvm.cond_br %5689, ^bb917, ^bb924
  ^bb917:  // pred: ^bb916
    llvm.br ^bb918(%44 : i64)
  ^bb918(%5690: i64):  // 2 preds: ^bb917, ^bb922
    %5691 = llvm.icmp "slt" %5690, %42 : i64
    llvm.cond_br %5691, ^bb919, ^bb923
  ^bb919:  // pred: ^bb918
    llvm.br ^bb920(%44 : i64)
  ^bb920(%5692: i64):  // 2 preds: ^bb919, ^bb921
    %5693 = llvm.icmp "slt" %5692, %41 : i64
    llvm.cond_br %5693, ^bb921, ^bb922
  ^bb921:  // pred: ^bb920
    %5694 = llvm.extractvalue %927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5695 = llvm.mlir.constant(256 : index) : i64
    %5696 = llvm.mul %5688, %5695 overflow<nsw, nuw> : i64
    %5697 = llvm.mlir.constant(32 : index) : i64
    %5698 = llvm.mul %5690, %5697 overflow<nsw, nuw> : i64
    %5699 = llvm.add %5696, %5698 overflow<nsw, nuw> : i64
    %5700 = llvm.add %5699, %5692 overflow<nsw, nuw> : i64
    %5701 = llvm.getelementptr inbounds|nuw %5694[%5700] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5702 = llvm.load %5701 : !llvm.ptr -> f64
    %5703 = llvm.extractvalue %5633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5704 = llvm.mlir.constant(8 : index) : i64
    %5705 = llvm.mul %5688, %5704 overflow<nsw, nuw> : i64
    %5706 = llvm.add %5705, %5690 overflow<nsw, nuw> : i64
    %5707 = llvm.add %5706, %44 overflow<nsw, nuw> : i64
    %5708 = llvm.getelementptr inbounds|nuw %5703[%5707] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5709 = llvm.load %5708 : !llvm.ptr -> f64
    %5710 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5711 = llvm.mlir.constant(8 : index) : i64
    %5712 = llvm.mul %5688, %5711 overflow<nsw, nuw> : i64
    %5713 = llvm.add %5712, %5690 overflow<nsw, nuw> : i64
    %5714 = llvm.add %5713, %44 overflow<nsw, nuw> : i64
    %5715 = llvm.getelementptr inbounds|nuw %5710[%5714] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5716 = llvm.load %5715 : !llvm.ptr -> f64
    %5717 = llvm.fdiv %5709, %48 : f64
    %5718 = llvm.fsub %5702, %5717 : f64
    %5719 = llvm.fmul %5718, %5718 : f64
    %5720 = llvm.fadd %5719, %5716 : f64
    %5721 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5722 = llvm.mlir.constant(8 : index) : i64
    %5723 = llvm.mul %5688, %5722 overflow<nsw, nuw> : i64
    %5724 = llvm.add %5723, %5690 overflow<nsw, nuw> : i64
    %5725 = llvm.add %5724, %44 overflow<nsw, nuw> : i64
    %5726 = llvm.getelementptr inbounds|nuw %5721[%5725] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5720, %5726 : f64, !llvm.ptr
    %5727 = llvm.add %5692, %43 : i64
    llvm.br ^bb920(%5727 : i64)
  ^bb922:  // pred: ^bb920
    %5728 = llvm.add %5690, %43 : i64
    llvm.br ^bb918(%5728 : i64)
  ^bb923:  // pred: ^bb918
    %5729 = llvm.add %5688, %43 : i64
    llvm.br ^bb916(%5729 : i64)
  ^bb924:  // pred: ^bb916
    llvm.br ^bb925(%44 : i64)
  ^bb925(%5730: i64):  // 2 preds: ^bb924, ^bb932
    %5731 = llvm.icmp "slt" %5730, %43 : i64
    llvm.cond_br %5731, ^bb926, ^bb933
  ^bb926:  // pred: ^bb925
    llvm.br ^bb927(%44 : i64)
  ^bb927(%5732: i64):  // 2 preds: ^bb926, ^bb931
    %5733 = llvm.icmp "slt" %5732, %42 : i64
    llvm.cond_br %5733, ^bb928, ^bb932
  ^bb928:  // pred: ^bb927
    llvm.br ^bb929(%44 : i64)
  ^bb929(%5734: i64):  // 2 preds: ^bb928, ^bb930
    %5735 = llvm.icmp "slt" %5734, %41 : i64
    llvm.cond_br %5735, ^bb930, ^bb931
  ^bb930:  // pred: ^bb929
    %5736 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5737 = llvm.mlir.constant(256 : index) : i64
    %5738 = llvm.mul %5730, %5737 overflow<nsw, nuw> : i64
    %5739 = llvm.mlir.constant(32 : index) : i64
    %5740 = llvm.mul %5732, %5739 overflow<nsw, nuw> : i64
    %5741 = llvm.add %5738, %5740 overflow<nsw, nuw> : i64
    %5742 = llvm.add %5741, %5734 overflow<nsw, nuw> : i64
    %5743 = llvm.getelementptr inbounds|nuw %5736[%5742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5744 = llvm.load %5743 : !llvm.ptr -> f32
    %5745 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5746 = llvm.mlir.constant(8 : index) : i64
    %5747 = llvm.mul %5730, %5746 overflow<nsw, nuw> : i64
    %5748 = llvm.add %5747, %5732 overflow<nsw, nuw> : i64
    %5749 = llvm.add %5748, %44 overflow<nsw, nuw> : i64
    %5750 = llvm.getelementptr inbounds|nuw %5745[%5749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5751 = llvm.load %5750 : !llvm.ptr -> f32
    %5752 = llvm.fadd %5744, %5751 : f32
    %5753 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5754 = llvm.mlir.constant(8 : index) : i64
    %5755 = llvm.mul %5730, %5754 overflow<nsw, nuw> : i64
    %5756 = llvm.add %5755, %5732 overflow<nsw, nuw> : i64
    %5757 = llvm.add %5756, %44 overflow<nsw, nuw> : i64
    %5758 = llvm.getelementptr inbounds|nuw %5753[%5757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5752, %5758 : f32, !llvm.ptr
    %5759 = llvm.add %5734, %43 : i64
    llvm.br ^bb929(%5759 : i64)
  ^bb931:  // pred: ^bb929
    %5760 = llvm.add %5732, %43 : i64
    llvm.br ^bb927(%5760 : i64)
  ^bb932:  // pred: ^bb927
    %5761 = llvm.add %5730, %43 : i64
    llvm.br ^bb925(%5761 : i64)
  ^bb933:  // pred: ^bb925
    llvm.br ^bb934(%44 : i64)
  ^bb934(%5762: i64):  // 2 preds: ^bb933, ^bb941
    %5763 = llvm.icmp "slt" %5762, %43 : i64
    llvm.cond_br %5763, ^bb935, ^bb942
  ^bb935:  // pred: ^bb934
    llvm.br ^bb936(%44 : i64)
  ^bb936(%5764: i64):  // 2 preds: ^bb935, ^bb940
    %5765 = llvm.icmp "slt" %5764, %42 : i64
    llvm.cond_br %5765, ^bb937, ^bb941
  ^bb937:  // pred: ^bb936
    llvm.br ^bb938(%44 : i64)
  ^bb938(%5766: i64):  // 2 preds: ^bb937, ^bb939
    %5767 = llvm.icmp "slt" %5766, %41 : i64
    llvm.cond_br %5767, ^bb939, ^bb940
  ^bb939:  // pred: ^bb938
    %5768 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5769 = llvm.mlir.constant(256 : index) : i64
    %5770 = llvm.mul %5762, %5769 overflow<nsw, nuw> : i64
    %5771 = llvm.mlir.constant(32 : index) : i64
    %5772 = llvm.mul %5764, %5771 overflow<nsw, nuw> : i64
    %5773 = llvm.add %5770, %5772 overflow<nsw, nuw> : i64
    %5774 = llvm.add %5773, %5766 overflow<nsw, nuw> : i64
    %5775 = llvm.getelementptr inbounds|nuw %5768[%5774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5776 = llvm.load %5775 : !llvm.ptr -> f32
    %5777 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5778 = llvm.mlir.constant(8 : index) : i64
    %5779 = llvm.mul %5762, %5778 overflow<nsw, nuw> : i64
    %5780 = llvm.add %5779, %5764 overflow<nsw, nuw> : i64
    %5781 = llvm.add %5780, %44 overflow<nsw, nuw> : i64
    %5782 = llvm.getelementptr inbounds|nuw %5777[%5781] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5783 = llvm.load %5782 : !llvm.ptr -> f32
    %5784 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5785 = llvm.mlir.constant(8 : index) : i64
    %5786 = llvm.mul %5762, %5785 overflow<nsw, nuw> : i64
    %5787 = llvm.add %5786, %5764 overflow<nsw, nuw> : i64
    %5788 = llvm.add %5787, %44 overflow<nsw, nuw> : i64
    %5789 = llvm.getelementptr inbounds|nuw %5784[%5788] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5790 = llvm.load %5789 : !llvm.ptr -> f64
    %5791 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5792 = llvm.getelementptr inbounds|nuw %5791[%5766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5793 = llvm.load %5792 : !llvm.ptr -> f32
    %5794 = llvm.extractvalue %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5795 = llvm.getelementptr inbounds|nuw %5794[%5766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5796 = llvm.load %5795 : !llvm.ptr -> f32
    %5797 = llvm.fdiv %5790, %48 : f64
    %5798 = llvm.fptrunc %5797 : f64 to f32
    %5799 = llvm.fptrunc %49 : f64 to f32
    %5800 = llvm.fadd %5798, %5799 : f32
    %5801 = llvm.intr.sqrt(%5800) : (f32) -> f32
    %5802 = llvm.fdiv %53, %5801 : f32
    %5803 = llvm.fdiv %5783, %47 : f32
    %5804 = llvm.fsub %5776, %5803 : f32
    %5805 = llvm.fmul %5804, %5802 : f32
    %5806 = llvm.fmul %5805, %5793 : f32
    %5807 = llvm.fadd %5806, %5796 : f32
    %5808 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5809 = llvm.mlir.constant(256 : index) : i64
    %5810 = llvm.mul %5762, %5809 overflow<nsw, nuw> : i64
    %5811 = llvm.mlir.constant(32 : index) : i64
    %5812 = llvm.mul %5764, %5811 overflow<nsw, nuw> : i64
    %5813 = llvm.add %5810, %5812 overflow<nsw, nuw> : i64
    %5814 = llvm.add %5813, %5766 overflow<nsw, nuw> : i64
    %5815 = llvm.getelementptr inbounds|nuw %5808[%5814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5807, %5815 : f32, !llvm.ptr
    %5816 = llvm.add %5766, %43 : i64
    llvm.br ^bb938(%5816 : i64)
  ^bb940:  // pred: ^bb938
    %5817 = llvm.add %5764, %43 : i64
    llvm.br ^bb936(%5817 : i64)
  ^bb941:  // pred: ^bb936
    %5818 = llvm.add %5762, %43 : i64
    llvm.br ^bb934(%5818 : i64)
  ^bb942:  // pred: ^bb934
    %5819 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5820 = llvm.extractvalue %842[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5821 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5822 = llvm.insertvalue %5820, %5819[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5823 = llvm.insertvalue %5821, %5822[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5824 = llvm.mlir.constant(0 : index) : i64
    %5825 = llvm.insertvalue %5824, %5823[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5826 = llvm.mlir.constant(1 : index) : i64
    %5827 = llvm.insertvalue %5826, %5825[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5828 = llvm.mlir.constant(256 : index) : i64
    %5829 = llvm.insertvalue %5828, %5827[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5830 = llvm.mlir.constant(1 : index) : i64
    %5831 = llvm.insertvalue %5830, %5829[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5832 = llvm.mlir.constant(32 : index) : i64
    %5833 = llvm.insertvalue %5832, %5831[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5834 = llvm.mlir.constant(32 : index) : i64
    %5835 = llvm.insertvalue %5834, %5833[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5836 = llvm.mlir.constant(1 : index) : i64
    %5837 = llvm.insertvalue %5836, %5835[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5838 = llvm.mlir.constant(1 : index) : i64
    %5839 = llvm.mlir.constant(1 : index) : i64
    %5840 = llvm.mlir.constant(32 : index) : i64
    %5841 = llvm.mlir.constant(1 : index) : i64
    %5842 = llvm.mlir.constant(32 : index) : i64
    %5843 = llvm.mlir.constant(32 : index) : i64
    %5844 = llvm.mlir.zero : !llvm.ptr
    %5845 = llvm.getelementptr %5844[%5843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5846 = llvm.ptrtoint %5845 : !llvm.ptr to i64
    %5847 = llvm.mlir.constant(64 : index) : i64
    %5848 = llvm.add %5846, %5847 : i64
    %5849 = llvm.call @malloc(%5848) : (i64) -> !llvm.ptr
    %5850 = llvm.ptrtoint %5849 : !llvm.ptr to i64
    %5851 = llvm.mlir.constant(1 : index) : i64
    %5852 = llvm.sub %5847, %5851 : i64
    %5853 = llvm.add %5850, %5852 : i64
    %5854 = llvm.urem %5853, %5847 : i64
    %5855 = llvm.sub %5853, %5854 : i64
    %5856 = llvm.inttoptr %5855 : i64 to !llvm.ptr
    %5857 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5858 = llvm.insertvalue %5849, %5857[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5859 = llvm.insertvalue %5856, %5858[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5860 = llvm.mlir.constant(0 : index) : i64
    %5861 = llvm.insertvalue %5860, %5859[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5862 = llvm.insertvalue %5838, %5861[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5863 = llvm.insertvalue %5839, %5862[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5864 = llvm.insertvalue %5840, %5863[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5865 = llvm.insertvalue %5842, %5864[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5866 = llvm.insertvalue %5840, %5865[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5867 = llvm.insertvalue %5841, %5866[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb943(%44 : i64)
  ^bb943(%5868: i64):  // 2 preds: ^bb942, ^bb950
    %5869 = llvm.icmp "slt" %5868, %43 : i64
    llvm.cond_br %5869, ^bb944, ^bb951
  ^bb944:  // pred: ^bb943
    llvm.br ^bb945(%44 : i64)
  ^bb945(%5870: i64):  // 2 preds: ^bb944, ^bb949
    %5871 = llvm.icmp "slt" %5870, %43 : i64
    llvm.cond_br %5871, ^bb946, ^bb950
  ^bb946:  // pred: ^bb945
    llvm.br ^bb947(%44 : i64)
  ^bb947(%5872: i64):  // 2 preds: ^bb946, ^bb948
    %5873 = llvm.icmp "slt" %5872, %41 : i64
    llvm.cond_br %5873, ^bb948, ^bb949
  ^bb948:  // pred: ^bb947
    %5874 = llvm.extractvalue %5867[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5875 = llvm.mlir.constant(32 : index) : i64
    %5876 = llvm.mul %5868, %5875 overflow<nsw, nuw> : i64
    %5877 = llvm.mlir.constant(32 : index) : i64
    %5878 = llvm.mul %5870, %5877 overflow<nsw, nuw> : i64
    %5879 = llvm.add %5876, %5878 overflow<nsw, nuw> : i64
    %5880 = llvm.add %5879, %5872 overflow<nsw, nuw> : i64
    %5881 = llvm.getelementptr inbounds|nuw %5874[%5880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %5881 : f32, !llvm.ptr
    %5882 = llvm.add %5872, %43 : i64
    llvm.br ^bb947(%5882 : i64)
  ^bb949:  // pred: ^bb947
    %5883 = llvm.add %5870, %43 : i64
    llvm.br ^bb945(%5883 : i64)
  ^bb950:  // pred: ^bb945
    %5884 = llvm.add %5868, %43 : i64
    llvm.br ^bb943(%5884 : i64)
  ^bb951:  // pred: ^bb943
    llvm.br ^bb952(%44 : i64)
  ^bb952(%5885: i64):  // 2 preds: ^bb951, ^bb962
    %5886 = llvm.icmp "slt" %5885, %43 : i64
    llvm.cond_br %5886, ^bb953, ^bb963
  ^bb953:  // pred: ^bb952
    llvm.br ^bb954(%44 : i64)
  ^bb954(%5887: i64):  // 2 preds: ^bb953, ^bb961
    %5888 = llvm.icmp "slt" %5887, %43 : i64
    llvm.cond_br %5888, ^bb955, ^bb962
  ^bb955:  // pred: ^bb954
    llvm.br ^bb956(%44 : i64)
  ^bb956(%5889: i64):  // 2 preds: ^bb955, ^bb960
    %5890 = llvm.icmp "slt" %5889, %41 : i64
    llvm.cond_br %5890, ^bb957, ^bb961
  ^bb957:  // pred: ^bb956
    llvm.br ^bb958(%44 : i64)
  ^bb958(%5891: i64):  // 2 preds: ^bb957, ^bb959
    %5892 = llvm.icmp "slt" %5891, %41 : i64
    llvm.cond_br %5892, ^bb959, ^bb960
  ^bb959:  // pred: ^bb958
    %5893 = llvm.extractvalue %5837[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5894 = llvm.mlir.constant(256 : index) : i64
    %5895 = llvm.mul %5885, %5894 overflow<nsw, nuw> : i64
    %5896 = llvm.mlir.constant(32 : index) : i64
    %5897 = llvm.mul %5887, %5896 overflow<nsw, nuw> : i64
    %5898 = llvm.add %5895, %5897 overflow<nsw, nuw> : i64
    %5899 = llvm.add %5898, %5891 overflow<nsw, nuw> : i64
    %5900 = llvm.getelementptr inbounds|nuw %5893[%5899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5901 = llvm.load %5900 : !llvm.ptr -> f32
    %5902 = llvm.extractvalue %90[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5903 = llvm.mlir.constant(32 : index) : i64
    %5904 = llvm.mul %5889, %5903 overflow<nsw, nuw> : i64
    %5905 = llvm.add %5904, %5891 overflow<nsw, nuw> : i64
    %5906 = llvm.getelementptr inbounds|nuw %5902[%5905] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5907 = llvm.load %5906 : !llvm.ptr -> f32
    %5908 = llvm.extractvalue %5867[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5909 = llvm.mlir.constant(32 : index) : i64
    %5910 = llvm.mul %5885, %5909 overflow<nsw, nuw> : i64
    %5911 = llvm.mlir.constant(32 : index) : i64
    %5912 = llvm.mul %5887, %5911 overflow<nsw, nuw> : i64
    %5913 = llvm.add %5910, %5912 overflow<nsw, nuw> : i64
    %5914 = llvm.add %5913, %5889 overflow<nsw, nuw> : i64
    %5915 = llvm.getelementptr inbounds|nuw %5908[%5914] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5916 = llvm.load %5915 : !llvm.ptr -> f32
    %5917 = llvm.fmul %5901, %5907 : f32
    %5918 = llvm.fadd %5916, %5917 : f32
    %5919 = llvm.extractvalue %5867[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5920 = llvm.mlir.constant(32 : index) : i64
    %5921 = llvm.mul %5885, %5920 overflow<nsw, nuw> : i64
    %5922 = llvm.mlir.constant(32 : index) : i64
    %5923 = llvm.mul %5887, %5922 overflow<nsw, nuw> : i64
    %5924 = llvm.add %5921, %5923 overflow<nsw, nuw> : i64
    %5925 = llvm.add %5924, %5889 overflow<nsw, nuw> : i64
    %5926 = llvm.getelementptr inbounds|nuw %5919[%5925] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5918, %5926 : f32, !llvm.ptr
    %5927 = llvm.add %5891, %43 : i64
    llvm.br ^bb958(%5927 : i64)
  ^bb960:  // pred: ^bb958
    %5928 = llvm.add %5889, %43 : i64
    llvm.br ^bb956(%5928 : i64)
  ^bb961:  // pred: ^bb956
    %5929 = llvm.add %5887, %43 : i64
    llvm.br ^bb954(%5929 : i64)
  ^bb962:  // pred: ^bb954
    %5930 = llvm.add %5885, %43 : i64
    llvm.br ^bb952(%5930 : i64)
  ^bb963:  // pred: ^bb952
    %5931 = llvm.mlir.constant(1 : index) : i64
    %5932 = llvm.mlir.constant(1 : index) : i64
    %5933 = llvm.mlir.constant(32 : index) : i64
    %5934 = llvm.mlir.constant(1 : index) : i64
    %5935 = llvm.mlir.constant(32 : index) : i64
    %5936 = llvm.mlir.constant(32 : index) : i64
    %5937 = llvm.mlir.zero : !llvm.ptr
    %5938 = llvm.getelementptr %5937[%5936] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5939 = llvm.ptrtoint %5938 : !llvm.ptr to i64
    %5940 = llvm.mlir.constant(64 : index) : i64
    %5941 = llvm.add %5939, %5940 : i64
    %5942 = llvm.call @malloc(%5941) : (i64) -> !llvm.ptr
    %5943 = llvm.ptrtoint %5942 : !llvm.ptr to i64
    %5944 = llvm.mlir.constant(1 : index) : i64
    %5945 = llvm.sub %5940, %5944 : i64
    %5946 = llvm.add %5943, %5945 : i64
    %5947 = llvm.urem %5946, %5940 : i64
    %5948 = llvm.sub %5946, %5947 : i64
    %5949 = llvm.inttoptr %5948 : i64 to !llvm.ptr
    %5950 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5951 = llvm.insertvalue %5942, %5950[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5952 = llvm.insertvalue %5949, %5951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5953 = llvm.mlir.constant(0 : index) : i64
    %5954 = llvm.insertvalue %5953, %5952[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5955 = llvm.insertvalue %5931, %5954[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5956 = llvm.insertvalue %5932, %5955[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5957 = llvm.insertvalue %5933, %5956[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5958 = llvm.insertvalue %5935, %5957[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5959 = llvm.insertvalue %5933, %5958[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5960 = llvm.insertvalue %5934, %5959[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb964(%44 : i64)
  ^bb964(%5961: i64):  // 2 preds: ^bb963, ^bb971
    %5962 = llvm.icmp "slt" %5961, %43 : i64
    llvm.cond_br %5962, ^bb965, ^bb972
  ^bb965:  // pred: ^bb964
    llvm.br ^bb966(%44 : i64)
  ^bb966(%5963: i64):  // 2 preds: ^bb965, ^bb970
    %5964 = llvm.icmp "slt" %5963, %43 : i64
    llvm.cond_br %5964, ^bb967, ^bb971
  ^bb967:  // pred: ^bb966
    llvm.br ^bb968(%44 : i64)
  ^bb968(%5965: i64):  // 2 preds: ^bb967, ^bb969
    %5966 = llvm.icmp "slt" %5965, %41 : i64
    llvm.cond_br %5966, ^bb969, ^bb970
  ^bb969:  // pred: ^bb968
    %5967 = llvm.extractvalue %5867[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5968 = llvm.mlir.constant(32 : index) : i64
    %5969 = llvm.mul %5961, %5968 overflow<nsw, nuw> : i64
    %5970 = llvm.mlir.constant(32 : index) : i64
    %5971 = llvm.mul %5963, %5970 overflow<nsw, nuw> : i64
    %5972 = llvm.add %5969, %5971 overflow<nsw, nuw> : i64
    %5973 = llvm.add %5972, %5965 overflow<nsw, nuw> : i64
    %5974 = llvm.getelementptr inbounds|nuw %5967[%5973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5975 = llvm.load %5974 : !llvm.ptr -> f32
    %5976 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5977 = llvm.getelementptr inbounds|nuw %5976[%5965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5978 = llvm.load %5977 : !llvm.ptr -> f32
    %5979 = llvm.fadd %5975, %5978 : f32
    %5980 = llvm.fcmp "olt" %5979, %51 : f32
    %5981 = llvm.uitofp %5980 : i1 to f32
    %5982 = llvm.fmul %5981, %9 : f32
    %5983 = llvm.fadd %5982, %53 : f32
    %5984 = llvm.fmul %5983, %5979 : f32
    %5985 = llvm.fmul %5984, %9 : f32
    %5986 = llvm.fmul %5985, %8 : f32
    %5987 = llvm.intr.exp2(%5986) : (f32) -> f32
    %5988 = llvm.fsub %53, %5987 : f32
    %5989 = llvm.fadd %5987, %53 : f32
    %5990 = llvm.fdiv %5988, %5989 : f32
    %5991 = llvm.fmul %5983, %5990 : f32
    %5992 = llvm.extractvalue %5960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5993 = llvm.mlir.constant(32 : index) : i64
    %5994 = llvm.mul %5961, %5993 overflow<nsw, nuw> : i64
    %5995 = llvm.mlir.constant(32 : index) : i64
    %5996 = llvm.mul %5963, %5995 overflow<nsw, nuw> : i64
    %5997 = llvm.add %5994, %5996 overflow<nsw, nuw> : i64
    %5998 = llvm.add %5997, %5965 overflow<nsw, nuw> : i64
    %5999 = llvm.getelementptr inbounds|nuw %5992[%5998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5991, %5999 : f32, !llvm.ptr
    %6000 = llvm.add %5965, %43 : i64
    llvm.br ^bb968(%6000 : i64)
  ^bb970:  // pred: ^bb968
    %6001 = llvm.add %5963, %43 : i64
    llvm.br ^bb966(%6001 : i64)
  ^bb971:  // pred: ^bb966
    %6002 = llvm.add %5961, %43 : i64
    llvm.br ^bb964(%6002 : i64)
  ^bb972:  // pred: ^bb964
    %6003 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6004 = llvm.extractvalue %5960[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6005 = llvm.extractvalue %5960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6006 = llvm.insertvalue %6004, %6003[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6007 = llvm.insertvalue %6005, %6006[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6008 = llvm.mlir.constant(0 : index) : i64
    %6009 = llvm.insertvalue %6008, %6007[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6010 = llvm.mlir.constant(1 : index) : i64
    %6011 = llvm.insertvalue %6010, %6009[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6012 = llvm.mlir.constant(32 : index) : i64
    %6013 = llvm.insertvalue %6012, %6011[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6014 = llvm.mlir.constant(32 : index) : i64
    %6015 = llvm.insertvalue %6014, %6013[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6016 = llvm.mlir.constant(1 : index) : i64
    %6017 = llvm.insertvalue %6016, %6015[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6018 = llvm.extractvalue %927[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6018) : (!llvm.ptr) -> ()
    %6019 = llvm.extractvalue %983[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6019) : (!llvm.ptr) -> ()
    %6020 = llvm.extractvalue %1027[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6020) : (!llvm.ptr) -> ()
    %6021 = llvm.extractvalue %1110[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6021) : (!llvm.ptr) -> ()
    %6022 = llvm.extractvalue %1203[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6022) : (!llvm.ptr) -> ()
    %6023 = llvm.extractvalue %1247[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6023) : (!llvm.ptr) -> ()
    %6024 = llvm.extractvalue %1384[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6024) : (!llvm.ptr) -> ()
    %6025 = llvm.extractvalue %1471[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6025) : (!llvm.ptr) -> ()
    %6026 = llvm.extractvalue %1632[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6026) : (!llvm.ptr) -> ()
    %6027 = llvm.extractvalue %1793[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6027) : (!llvm.ptr) -> ()
    %6028 = llvm.extractvalue %1931[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6028) : (!llvm.ptr) -> ()
    %6029 = llvm.extractvalue %2005[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6029) : (!llvm.ptr) -> ()
    %6030 = llvm.extractvalue %2152[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6030) : (!llvm.ptr) -> ()
    %6031 = llvm.extractvalue %2218[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6031) : (!llvm.ptr) -> ()
    %6032 = llvm.extractvalue %2318[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6032) : (!llvm.ptr) -> ()
    %6033 = llvm.extractvalue %2480[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6033) : (!llvm.ptr) -> ()
    %6034 = llvm.extractvalue %2534[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6034) : (!llvm.ptr) -> ()
    %6035 = llvm.extractvalue %2639[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6035) : (!llvm.ptr) -> ()
    %6036 = llvm.extractvalue %2713[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6036) : (!llvm.ptr) -> ()
    %6037 = llvm.extractvalue %2898[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6037) : (!llvm.ptr) -> ()
    %6038 = llvm.extractvalue %3075[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6038) : (!llvm.ptr) -> ()
    %6039 = llvm.extractvalue %3158[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6039) : (!llvm.ptr) -> ()
    %6040 = llvm.extractvalue %3251[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6040) : (!llvm.ptr) -> ()
    %6041 = llvm.extractvalue %3388[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6041) : (!llvm.ptr) -> ()
    %6042 = llvm.extractvalue %3448[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6042) : (!llvm.ptr) -> ()
    %6043 = llvm.extractvalue %3550[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6043) : (!llvm.ptr) -> ()
    %6044 = llvm.extractvalue %3771[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6044) : (!llvm.ptr) -> ()
    %6045 = llvm.extractvalue %3854[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6045) : (!llvm.ptr) -> ()
    %6046 = llvm.extractvalue %3947[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6046) : (!llvm.ptr) -> ()
    %6047 = llvm.extractvalue %4111[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6047) : (!llvm.ptr) -> ()
    %6048 = llvm.extractvalue %4272[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6048) : (!llvm.ptr) -> ()
    %6049 = llvm.extractvalue %4433[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6049) : (!llvm.ptr) -> ()
    %6050 = llvm.extractvalue %4928[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6050) : (!llvm.ptr) -> ()
    %6051 = llvm.extractvalue %5105[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6051) : (!llvm.ptr) -> ()
    %6052 = llvm.extractvalue %5188[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6052) : (!llvm.ptr) -> ()
    %6053 = llvm.extractvalue %5281[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6053) : (!llvm.ptr) -> ()
    %6054 = llvm.extractvalue %5633[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6054) : (!llvm.ptr) -> ()
    %6055 = llvm.extractvalue %5867[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6055) : (!llvm.ptr) -> ()
    %6056 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %6057 = llvm.insertvalue %842, %6056[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %6058 = llvm.insertvalue %6017, %6057[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %6058 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200
