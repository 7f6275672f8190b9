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
    %1302 = llvm.mlir.constant(1 : index) : i64
    %1303 = llvm.mlir.constant(8 : index) : i64
    %1304 = llvm.mlir.constant(32 : index) : i64
    %1305 = llvm.mlir.constant(1 : index) : i64
    %1306 = llvm.mlir.constant(256 : index) : i64
    %1307 = llvm.mlir.constant(256 : index) : i64
    %1308 = llvm.mlir.zero : !llvm.ptr
    %1309 = llvm.getelementptr %1308[%1307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1310 = llvm.ptrtoint %1309 : !llvm.ptr to i64
    %1311 = llvm.mlir.constant(64 : index) : i64
    %1312 = llvm.add %1310, %1311 : i64
    %1313 = llvm.call @malloc(%1312) : (i64) -> !llvm.ptr
    %1314 = llvm.ptrtoint %1313 : !llvm.ptr to i64
    %1315 = llvm.mlir.constant(1 : index) : i64
    %1316 = llvm.sub %1311, %1315 : i64
    %1317 = llvm.add %1314, %1316 : i64
    %1318 = llvm.urem %1317, %1311 : i64
    %1319 = llvm.sub %1317, %1318 : i64
    %1320 = llvm.inttoptr %1319 : i64 to !llvm.ptr
    %1321 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1322 = llvm.insertvalue %1313, %1321[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1323 = llvm.insertvalue %1320, %1322[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1324 = llvm.mlir.constant(0 : index) : i64
    %1325 = llvm.insertvalue %1324, %1323[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.insertvalue %1302, %1325[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1327 = llvm.insertvalue %1303, %1326[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1328 = llvm.insertvalue %1304, %1327[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1329 = llvm.insertvalue %1306, %1328[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1330 = llvm.insertvalue %1304, %1329[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1331 = llvm.insertvalue %1305, %1330[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb91(%44 : i64)
  ^bb91(%1332: i64):  // 2 preds: ^bb90, ^bb98
    %1333 = llvm.icmp "slt" %1332, %43 : i64
    llvm.cond_br %1333, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%44 : i64)
  ^bb93(%1334: i64):  // 2 preds: ^bb92, ^bb97
    %1335 = llvm.icmp "slt" %1334, %42 : i64
    llvm.cond_br %1335, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%44 : i64)
  ^bb95(%1336: i64):  // 2 preds: ^bb94, ^bb96
    %1337 = llvm.icmp "slt" %1336, %41 : i64
    llvm.cond_br %1337, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %1338 = llvm.extractvalue %842[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1339 = llvm.mlir.constant(256 : index) : i64
    %1340 = llvm.mul %1332, %1339 overflow<nsw, nuw> : i64
    %1341 = llvm.mlir.constant(32 : index) : i64
    %1342 = llvm.mul %1334, %1341 overflow<nsw, nuw> : i64
    %1343 = llvm.add %1340, %1342 overflow<nsw, nuw> : i64
    %1344 = llvm.add %1343, %1336 overflow<nsw, nuw> : i64
    %1345 = llvm.getelementptr inbounds|nuw %1338[%1344] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1346 = llvm.load %1345 : !llvm.ptr -> f32
    %1347 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1348 = llvm.mlir.constant(8 : index) : i64
    %1349 = llvm.mul %1332, %1348 overflow<nsw, nuw> : i64
    %1350 = llvm.add %1349, %1334 overflow<nsw, nuw> : i64
    %1351 = llvm.add %1350, %44 overflow<nsw, nuw> : i64
    %1352 = llvm.getelementptr inbounds|nuw %1347[%1351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1353 = llvm.load %1352 : !llvm.ptr -> f32
    %1354 = llvm.extractvalue %1110[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1355 = llvm.mlir.constant(8 : index) : i64
    %1356 = llvm.mul %1332, %1355 overflow<nsw, nuw> : i64
    %1357 = llvm.add %1356, %1334 overflow<nsw, nuw> : i64
    %1358 = llvm.add %1357, %44 overflow<nsw, nuw> : i64
    %1359 = llvm.getelementptr inbounds|nuw %1354[%1358] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1360 = llvm.load %1359 : !llvm.ptr -> f64
    %1361 = llvm.extractvalue %682[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1362 = llvm.getelementptr inbounds|nuw %1361[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1363 = llvm.load %1362 : !llvm.ptr -> f32
    %1364 = llvm.extractvalue %666[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1365 = llvm.getelementptr inbounds|nuw %1364[%1336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1366 = llvm.load %1365 : !llvm.ptr -> f32
    %1367 = llvm.fdiv %1360, %48 : f64
    %1368 = llvm.fptrunc %1367 : f64 to f32
    %1369 = llvm.fptrunc %49 : f64 to f32
    %1370 = llvm.fadd %1368, %1369 : f32
    %1371 = llvm.intr.sqrt(%1370) : (f32) -> f32
    %1372 = llvm.fdiv %53, %1371 : f32
    %1373 = llvm.fdiv %1353, %47 : f32
    %1374 = llvm.fsub %1346, %1373 : f32
    %1375 = llvm.fmul %1374, %1372 : f32
    %1376 = llvm.fmul %1375, %1363 : f32
    %1377 = llvm.fadd %1376, %1366 : f32
    %1378 = llvm.extractvalue %1331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1379 = llvm.mlir.constant(256 : index) : i64
    %1380 = llvm.mul %1332, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.mlir.constant(32 : index) : i64
    %1382 = llvm.mul %1334, %1381 overflow<nsw, nuw> : i64
    %1383 = llvm.add %1380, %1382 overflow<nsw, nuw> : i64
    %1384 = llvm.add %1383, %1336 overflow<nsw, nuw> : i64
    %1385 = llvm.getelementptr inbounds|nuw %1378[%1384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1377, %1385 : f32, !llvm.ptr
    %1386 = llvm.add %1336, %43 : i64
    llvm.br ^bb95(%1386 : i64)
  ^bb97:  // pred: ^bb95
    %1387 = llvm.add %1334, %43 : i64
    llvm.br ^bb93(%1387 : i64)
  ^bb98:  // pred: ^bb93
    %1388 = llvm.add %1332, %43 : i64
    llvm.br ^bb91(%1388 : i64)
  ^bb99:  // pred: ^bb91
    %1389 = llvm.mlir.constant(8 : index) : i64
    %1390 = llvm.mlir.constant(32 : index) : i64
    %1391 = llvm.mlir.constant(1 : index) : i64
    %1392 = llvm.mlir.constant(256 : index) : i64
    %1393 = llvm.mlir.zero : !llvm.ptr
    %1394 = llvm.getelementptr %1393[%1392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1395 = llvm.ptrtoint %1394 : !llvm.ptr to i64
    %1396 = llvm.mlir.constant(64 : index) : i64
    %1397 = llvm.add %1395, %1396 : i64
    %1398 = llvm.call @malloc(%1397) : (i64) -> !llvm.ptr
    %1399 = llvm.ptrtoint %1398 : !llvm.ptr to i64
    %1400 = llvm.mlir.constant(1 : index) : i64
    %1401 = llvm.sub %1396, %1400 : i64
    %1402 = llvm.add %1399, %1401 : i64
    %1403 = llvm.urem %1402, %1396 : i64
    %1404 = llvm.sub %1402, %1403 : i64
    %1405 = llvm.inttoptr %1404 : i64 to !llvm.ptr
    %1406 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1407 = llvm.insertvalue %1398, %1406[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1408 = llvm.insertvalue %1405, %1407[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1409 = llvm.mlir.constant(0 : index) : i64
    %1410 = llvm.insertvalue %1409, %1408[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1411 = llvm.insertvalue %1389, %1410[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1412 = llvm.insertvalue %1390, %1411[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1413 = llvm.insertvalue %1390, %1412[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1414 = llvm.insertvalue %1391, %1413[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb100(%44 : i64)
  ^bb100(%1415: i64):  // 2 preds: ^bb99, ^bb104
    %1416 = llvm.icmp "slt" %1415, %42 : i64
    llvm.cond_br %1416, ^bb101, ^bb105
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%44 : i64)
  ^bb102(%1417: i64):  // 2 preds: ^bb101, ^bb103
    %1418 = llvm.icmp "slt" %1417, %41 : i64
    llvm.cond_br %1418, ^bb103, ^bb104
  ^bb103:  // pred: ^bb102
    %1419 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1420 = llvm.mlir.constant(32 : index) : i64
    %1421 = llvm.mul %1415, %1420 overflow<nsw, nuw> : i64
    %1422 = llvm.add %1421, %1417 overflow<nsw, nuw> : i64
    %1423 = llvm.getelementptr inbounds|nuw %1419[%1422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %1423 : f32, !llvm.ptr
    %1424 = llvm.add %1417, %43 : i64
    llvm.br ^bb102(%1424 : i64)
  ^bb104:  // pred: ^bb102
    %1425 = llvm.add %1415, %43 : i64
    llvm.br ^bb100(%1425 : i64)
  ^bb105:  // pred: ^bb100
    %1426 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1427 = llvm.extractvalue %650[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1428 = llvm.extractvalue %650[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1429 = llvm.insertvalue %1427, %1426[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1430 = llvm.insertvalue %1428, %1429[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1431 = llvm.mlir.constant(0 : index) : i64
    %1432 = llvm.insertvalue %1431, %1430[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1433 = llvm.mlir.constant(2 : index) : i64
    %1434 = llvm.insertvalue %1433, %1432[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1435 = llvm.mlir.constant(512 : index) : i64
    %1436 = llvm.insertvalue %1435, %1434[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1437 = llvm.mlir.constant(16 : index) : i64
    %1438 = llvm.insertvalue %1437, %1436[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1439 = llvm.mlir.constant(32 : index) : i64
    %1440 = llvm.insertvalue %1439, %1438[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1441 = llvm.mlir.constant(32 : index) : i64
    %1442 = llvm.insertvalue %1441, %1440[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1443 = llvm.mlir.constant(1 : index) : i64
    %1444 = llvm.insertvalue %1443, %1442[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1445 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1446 = llvm.extractvalue %1414[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1447 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1448 = llvm.insertvalue %1446, %1445[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1449 = llvm.insertvalue %1447, %1448[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1450 = llvm.mlir.constant(0 : index) : i64
    %1451 = llvm.insertvalue %1450, %1449[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1452 = llvm.mlir.constant(1 : index) : i64
    %1453 = llvm.insertvalue %1452, %1451[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1454 = llvm.mlir.constant(256 : index) : i64
    %1455 = llvm.insertvalue %1454, %1453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1456 = llvm.mlir.constant(8 : index) : i64
    %1457 = llvm.insertvalue %1456, %1455[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1458 = llvm.mlir.constant(32 : index) : i64
    %1459 = llvm.insertvalue %1458, %1457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1460 = llvm.mlir.constant(2 : index) : i64
    %1461 = llvm.insertvalue %1460, %1459[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1462 = llvm.mlir.constant(16 : index) : i64
    %1463 = llvm.insertvalue %1462, %1461[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1464 = llvm.mlir.constant(16 : index) : i64
    %1465 = llvm.insertvalue %1464, %1463[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1466 = llvm.mlir.constant(1 : index) : i64
    %1467 = llvm.insertvalue %1466, %1465[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1468 = llvm.mlir.constant(1 : index) : i64
    %1469 = llvm.mlir.constant(8 : index) : i64
    %1470 = llvm.mlir.constant(2 : index) : i64
    %1471 = llvm.mlir.constant(16 : index) : i64
    %1472 = llvm.mlir.constant(1 : index) : i64
    %1473 = llvm.mlir.constant(32 : index) : i64
    %1474 = llvm.mlir.constant(256 : index) : i64
    %1475 = llvm.mlir.constant(256 : index) : i64
    %1476 = llvm.mlir.zero : !llvm.ptr
    %1477 = llvm.getelementptr %1476[%1475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1478 = llvm.ptrtoint %1477 : !llvm.ptr to i64
    %1479 = llvm.mlir.constant(64 : index) : i64
    %1480 = llvm.add %1478, %1479 : i64
    %1481 = llvm.call @malloc(%1480) : (i64) -> !llvm.ptr
    %1482 = llvm.ptrtoint %1481 : !llvm.ptr to i64
    %1483 = llvm.mlir.constant(1 : index) : i64
    %1484 = llvm.sub %1479, %1483 : i64
    %1485 = llvm.add %1482, %1484 : i64
    %1486 = llvm.urem %1485, %1479 : i64
    %1487 = llvm.sub %1485, %1486 : i64
    %1488 = llvm.inttoptr %1487 : i64 to !llvm.ptr
    %1489 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1490 = llvm.insertvalue %1481, %1489[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1491 = llvm.insertvalue %1488, %1490[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1492 = llvm.mlir.constant(0 : index) : i64
    %1493 = llvm.insertvalue %1492, %1491[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1494 = llvm.insertvalue %1468, %1493[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1495 = llvm.insertvalue %1469, %1494[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1496 = llvm.insertvalue %1470, %1495[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1497 = llvm.insertvalue %1471, %1496[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1498 = llvm.insertvalue %1474, %1497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1499 = llvm.insertvalue %1473, %1498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1500 = llvm.insertvalue %1471, %1499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1501 = llvm.insertvalue %1472, %1500[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb106(%44 : i64)
  ^bb106(%1502: i64):  // 2 preds: ^bb105, ^bb116
    %1503 = llvm.icmp "slt" %1502, %43 : i64
    llvm.cond_br %1503, ^bb107, ^bb117
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%44 : i64)
  ^bb108(%1504: i64):  // 2 preds: ^bb107, ^bb115
    %1505 = llvm.icmp "slt" %1504, %42 : i64
    llvm.cond_br %1505, ^bb109, ^bb116
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%44 : i64)
  ^bb110(%1506: i64):  // 2 preds: ^bb109, ^bb114
    %1507 = llvm.icmp "slt" %1506, %40 : i64
    llvm.cond_br %1507, ^bb111, ^bb115
  ^bb111:  // pred: ^bb110
    llvm.br ^bb112(%44 : i64)
  ^bb112(%1508: i64):  // 2 preds: ^bb111, ^bb113
    %1509 = llvm.icmp "slt" %1508, %39 : i64
    llvm.cond_br %1509, ^bb113, ^bb114
  ^bb113:  // pred: ^bb112
    %1510 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1511 = llvm.mlir.constant(256 : index) : i64
    %1512 = llvm.mul %1502, %1511 overflow<nsw, nuw> : i64
    %1513 = llvm.mlir.constant(32 : index) : i64
    %1514 = llvm.mul %1504, %1513 overflow<nsw, nuw> : i64
    %1515 = llvm.add %1512, %1514 overflow<nsw, nuw> : i64
    %1516 = llvm.mlir.constant(16 : index) : i64
    %1517 = llvm.mul %1506, %1516 overflow<nsw, nuw> : i64
    %1518 = llvm.add %1515, %1517 overflow<nsw, nuw> : i64
    %1519 = llvm.add %1518, %1508 overflow<nsw, nuw> : i64
    %1520 = llvm.getelementptr inbounds|nuw %1510[%1519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1521 = llvm.load %1520 : !llvm.ptr -> f32
    %1522 = llvm.extractvalue %1501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1523 = llvm.mlir.constant(256 : index) : i64
    %1524 = llvm.mul %1502, %1523 overflow<nsw, nuw> : i64
    %1525 = llvm.mlir.constant(32 : index) : i64
    %1526 = llvm.mul %1504, %1525 overflow<nsw, nuw> : i64
    %1527 = llvm.add %1524, %1526 overflow<nsw, nuw> : i64
    %1528 = llvm.mlir.constant(16 : index) : i64
    %1529 = llvm.mul %1506, %1528 overflow<nsw, nuw> : i64
    %1530 = llvm.add %1527, %1529 overflow<nsw, nuw> : i64
    %1531 = llvm.add %1530, %1508 overflow<nsw, nuw> : i64
    %1532 = llvm.getelementptr inbounds|nuw %1522[%1531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1521, %1532 : f32, !llvm.ptr
    %1533 = llvm.add %1508, %43 : i64
    llvm.br ^bb112(%1533 : i64)
  ^bb114:  // pred: ^bb112
    %1534 = llvm.add %1506, %43 : i64
    llvm.br ^bb110(%1534 : i64)
  ^bb115:  // pred: ^bb110
    %1535 = llvm.add %1504, %43 : i64
    llvm.br ^bb108(%1535 : i64)
  ^bb116:  // pred: ^bb108
    %1536 = llvm.add %1502, %43 : i64
    llvm.br ^bb106(%1536 : i64)
  ^bb117:  // pred: ^bb106
    llvm.br ^bb118(%44 : i64)
  ^bb118(%1537: i64):  // 2 preds: ^bb117, ^bb131
    %1538 = llvm.icmp "slt" %1537, %43 : i64
    llvm.cond_br %1538, ^bb119, ^bb132
  ^bb119:  // pred: ^bb118
    llvm.br ^bb120(%44 : i64)
  ^bb120(%1539: i64):  // 2 preds: ^bb119, ^bb130
    %1540 = llvm.icmp "slt" %1539, %42 : i64
    llvm.cond_br %1540, ^bb121, ^bb131
  ^bb121:  // pred: ^bb120
    llvm.br ^bb122(%44 : i64)
  ^bb122(%1541: i64):  // 2 preds: ^bb121, ^bb129
    %1542 = llvm.icmp "slt" %1541, %40 : i64
    llvm.cond_br %1542, ^bb123, ^bb130
  ^bb123:  // pred: ^bb122
    llvm.br ^bb124(%44 : i64)
  ^bb124(%1543: i64):  // 2 preds: ^bb123, ^bb128
    %1544 = llvm.icmp "slt" %1543, %39 : i64
    llvm.cond_br %1544, ^bb125, ^bb129
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%44 : i64)
  ^bb126(%1545: i64):  // 2 preds: ^bb125, ^bb127
    %1546 = llvm.icmp "slt" %1545, %41 : i64
    llvm.cond_br %1546, ^bb127, ^bb128
  ^bb127:  // pred: ^bb126
    %1547 = llvm.extractvalue %1331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1548 = llvm.mlir.constant(256 : index) : i64
    %1549 = llvm.mul %1537, %1548 overflow<nsw, nuw> : i64
    %1550 = llvm.mlir.constant(32 : index) : i64
    %1551 = llvm.mul %1539, %1550 overflow<nsw, nuw> : i64
    %1552 = llvm.add %1549, %1551 overflow<nsw, nuw> : i64
    %1553 = llvm.add %1552, %1545 overflow<nsw, nuw> : i64
    %1554 = llvm.getelementptr inbounds|nuw %1547[%1553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1555 = llvm.load %1554 : !llvm.ptr -> f32
    %1556 = llvm.extractvalue %1444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1557 = llvm.mlir.constant(512 : index) : i64
    %1558 = llvm.mul %1541, %1557 overflow<nsw, nuw> : i64
    %1559 = llvm.mlir.constant(32 : index) : i64
    %1560 = llvm.mul %1543, %1559 overflow<nsw, nuw> : i64
    %1561 = llvm.add %1558, %1560 overflow<nsw, nuw> : i64
    %1562 = llvm.add %1561, %1545 overflow<nsw, nuw> : i64
    %1563 = llvm.getelementptr inbounds|nuw %1556[%1562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1564 = llvm.load %1563 : !llvm.ptr -> f32
    %1565 = llvm.extractvalue %1501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1566 = llvm.mlir.constant(256 : index) : i64
    %1567 = llvm.mul %1537, %1566 overflow<nsw, nuw> : i64
    %1568 = llvm.mlir.constant(32 : index) : i64
    %1569 = llvm.mul %1539, %1568 overflow<nsw, nuw> : i64
    %1570 = llvm.add %1567, %1569 overflow<nsw, nuw> : i64
    %1571 = llvm.mlir.constant(16 : index) : i64
    %1572 = llvm.mul %1541, %1571 overflow<nsw, nuw> : i64
    %1573 = llvm.add %1570, %1572 overflow<nsw, nuw> : i64
    %1574 = llvm.add %1573, %1543 overflow<nsw, nuw> : i64
    %1575 = llvm.getelementptr inbounds|nuw %1565[%1574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1576 = llvm.load %1575 : !llvm.ptr -> f32
    %1577 = llvm.fmul %1555, %1564 : f32
    %1578 = llvm.fadd %1576, %1577 : f32
    %1579 = llvm.extractvalue %1501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1580 = llvm.mlir.constant(256 : index) : i64
    %1581 = llvm.mul %1537, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.mlir.constant(32 : index) : i64
    %1583 = llvm.mul %1539, %1582 overflow<nsw, nuw> : i64
    %1584 = llvm.add %1581, %1583 overflow<nsw, nuw> : i64
    %1585 = llvm.mlir.constant(16 : index) : i64
    %1586 = llvm.mul %1541, %1585 overflow<nsw, nuw> : i64
    %1587 = llvm.add %1584, %1586 overflow<nsw, nuw> : i64
    %1588 = llvm.add %1587, %1543 overflow<nsw, nuw> : i64
    %1589 = llvm.getelementptr inbounds|nuw %1579[%1588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1578, %1589 : f32, !llvm.ptr
    %1590 = llvm.add %1545, %43 : i64
    llvm.br ^bb126(%1590 : i64)
  ^bb128:  // pred: ^bb126
    %1591 = llvm.add %1543, %43 : i64
    llvm.br ^bb124(%1591 : i64)
  ^bb129:  // pred: ^bb124
    %1592 = llvm.add %1541, %43 : i64
    llvm.br ^bb122(%1592 : i64)
  ^bb130:  // pred: ^bb122
    %1593 = llvm.add %1539, %43 : i64
    llvm.br ^bb120(%1593 : i64)
  ^bb131:  // pred: ^bb120
    %1594 = llvm.add %1537, %43 : i64
    llvm.br ^bb118(%1594 : i64)
  ^bb132:  // pred: ^bb118
    %1595 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1596 = llvm.extractvalue %630[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1597 = llvm.extractvalue %630[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1598 = llvm.insertvalue %1596, %1595[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1599 = llvm.insertvalue %1597, %1598[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1600 = llvm.mlir.constant(0 : index) : i64
    %1601 = llvm.insertvalue %1600, %1599[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1602 = llvm.mlir.constant(2 : index) : i64
    %1603 = llvm.insertvalue %1602, %1601[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1604 = llvm.mlir.constant(16 : index) : i64
    %1605 = llvm.insertvalue %1604, %1603[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1606 = llvm.mlir.constant(16 : index) : i64
    %1607 = llvm.insertvalue %1606, %1605[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1608 = llvm.mlir.constant(1 : index) : i64
    %1609 = llvm.insertvalue %1608, %1607[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1611 = llvm.extractvalue %614[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1612 = llvm.extractvalue %614[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1613 = llvm.insertvalue %1611, %1610[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1614 = llvm.insertvalue %1612, %1613[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1615 = llvm.mlir.constant(0 : index) : i64
    %1616 = llvm.insertvalue %1615, %1614[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1617 = llvm.mlir.constant(2 : index) : i64
    %1618 = llvm.insertvalue %1617, %1616[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1619 = llvm.mlir.constant(512 : index) : i64
    %1620 = llvm.insertvalue %1619, %1618[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1621 = llvm.mlir.constant(16 : index) : i64
    %1622 = llvm.insertvalue %1621, %1620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.mlir.constant(32 : index) : i64
    %1624 = llvm.insertvalue %1623, %1622[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1625 = llvm.mlir.constant(32 : index) : i64
    %1626 = llvm.insertvalue %1625, %1624[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.mlir.constant(1 : index) : i64
    %1628 = llvm.insertvalue %1627, %1626[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1629 = llvm.mlir.constant(1 : index) : i64
    %1630 = llvm.mlir.constant(8 : index) : i64
    %1631 = llvm.mlir.constant(2 : index) : i64
    %1632 = llvm.mlir.constant(16 : index) : i64
    %1633 = llvm.mlir.constant(1 : index) : i64
    %1634 = llvm.mlir.constant(32 : index) : i64
    %1635 = llvm.mlir.constant(256 : index) : i64
    %1636 = llvm.mlir.constant(256 : index) : i64
    %1637 = llvm.mlir.zero : !llvm.ptr
    %1638 = llvm.getelementptr %1637[%1636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1639 = llvm.ptrtoint %1638 : !llvm.ptr to i64
    %1640 = llvm.mlir.constant(64 : index) : i64
    %1641 = llvm.add %1639, %1640 : i64
    %1642 = llvm.call @malloc(%1641) : (i64) -> !llvm.ptr
    %1643 = llvm.ptrtoint %1642 : !llvm.ptr to i64
    %1644 = llvm.mlir.constant(1 : index) : i64
    %1645 = llvm.sub %1640, %1644 : i64
    %1646 = llvm.add %1643, %1645 : i64
    %1647 = llvm.urem %1646, %1640 : i64
    %1648 = llvm.sub %1646, %1647 : i64
    %1649 = llvm.inttoptr %1648 : i64 to !llvm.ptr
    %1650 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1651 = llvm.insertvalue %1642, %1650[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1652 = llvm.insertvalue %1649, %1651[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1653 = llvm.mlir.constant(0 : index) : i64
    %1654 = llvm.insertvalue %1653, %1652[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1655 = llvm.insertvalue %1629, %1654[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1656 = llvm.insertvalue %1630, %1655[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1657 = llvm.insertvalue %1631, %1656[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1658 = llvm.insertvalue %1632, %1657[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1659 = llvm.insertvalue %1635, %1658[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1660 = llvm.insertvalue %1634, %1659[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1661 = llvm.insertvalue %1632, %1660[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1662 = llvm.insertvalue %1633, %1661[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb133(%44 : i64)
  ^bb133(%1663: i64):  // 2 preds: ^bb132, ^bb143
    %1664 = llvm.icmp "slt" %1663, %43 : i64
    llvm.cond_br %1664, ^bb134, ^bb144
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%44 : i64)
  ^bb135(%1665: i64):  // 2 preds: ^bb134, ^bb142
    %1666 = llvm.icmp "slt" %1665, %42 : i64
    llvm.cond_br %1666, ^bb136, ^bb143
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%44 : i64)
  ^bb137(%1667: i64):  // 2 preds: ^bb136, ^bb141
    %1668 = llvm.icmp "slt" %1667, %40 : i64
    llvm.cond_br %1668, ^bb138, ^bb142
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%44 : i64)
  ^bb139(%1669: i64):  // 2 preds: ^bb138, ^bb140
    %1670 = llvm.icmp "slt" %1669, %39 : i64
    llvm.cond_br %1670, ^bb140, ^bb141
  ^bb140:  // pred: ^bb139
    %1671 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1672 = llvm.mlir.constant(256 : index) : i64
    %1673 = llvm.mul %1663, %1672 overflow<nsw, nuw> : i64
    %1674 = llvm.mlir.constant(32 : index) : i64
    %1675 = llvm.mul %1665, %1674 overflow<nsw, nuw> : i64
    %1676 = llvm.add %1673, %1675 overflow<nsw, nuw> : i64
    %1677 = llvm.mlir.constant(16 : index) : i64
    %1678 = llvm.mul %1667, %1677 overflow<nsw, nuw> : i64
    %1679 = llvm.add %1676, %1678 overflow<nsw, nuw> : i64
    %1680 = llvm.add %1679, %1669 overflow<nsw, nuw> : i64
    %1681 = llvm.getelementptr inbounds|nuw %1671[%1680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1682 = llvm.load %1681 : !llvm.ptr -> f32
    %1683 = llvm.extractvalue %1662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1684 = llvm.mlir.constant(256 : index) : i64
    %1685 = llvm.mul %1663, %1684 overflow<nsw, nuw> : i64
    %1686 = llvm.mlir.constant(32 : index) : i64
    %1687 = llvm.mul %1665, %1686 overflow<nsw, nuw> : i64
    %1688 = llvm.add %1685, %1687 overflow<nsw, nuw> : i64
    %1689 = llvm.mlir.constant(16 : index) : i64
    %1690 = llvm.mul %1667, %1689 overflow<nsw, nuw> : i64
    %1691 = llvm.add %1688, %1690 overflow<nsw, nuw> : i64
    %1692 = llvm.add %1691, %1669 overflow<nsw, nuw> : i64
    %1693 = llvm.getelementptr inbounds|nuw %1683[%1692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1682, %1693 : f32, !llvm.ptr
    %1694 = llvm.add %1669, %43 : i64
    llvm.br ^bb139(%1694 : i64)
  ^bb141:  // pred: ^bb139
    %1695 = llvm.add %1667, %43 : i64
    llvm.br ^bb137(%1695 : i64)
  ^bb142:  // pred: ^bb137
    %1696 = llvm.add %1665, %43 : i64
    llvm.br ^bb135(%1696 : i64)
  ^bb143:  // pred: ^bb135
    %1697 = llvm.add %1663, %43 : i64
    llvm.br ^bb133(%1697 : i64)
  ^bb144:  // pred: ^bb133
    llvm.br ^bb145(%44 : i64)
  ^bb145(%1698: i64):  // 2 preds: ^bb144, ^bb158
    %1699 = llvm.icmp "slt" %1698, %43 : i64
    llvm.cond_br %1699, ^bb146, ^bb159
  ^bb146:  // pred: ^bb145
    llvm.br ^bb147(%44 : i64)
  ^bb147(%1700: i64):  // 2 preds: ^bb146, ^bb157
    %1701 = llvm.icmp "slt" %1700, %42 : i64
    llvm.cond_br %1701, ^bb148, ^bb158
  ^bb148:  // pred: ^bb147
    llvm.br ^bb149(%44 : i64)
  ^bb149(%1702: i64):  // 2 preds: ^bb148, ^bb156
    %1703 = llvm.icmp "slt" %1702, %40 : i64
    llvm.cond_br %1703, ^bb150, ^bb157
  ^bb150:  // pred: ^bb149
    llvm.br ^bb151(%44 : i64)
  ^bb151(%1704: i64):  // 2 preds: ^bb150, ^bb155
    %1705 = llvm.icmp "slt" %1704, %39 : i64
    llvm.cond_br %1705, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%44 : i64)
  ^bb153(%1706: i64):  // 2 preds: ^bb152, ^bb154
    %1707 = llvm.icmp "slt" %1706, %41 : i64
    llvm.cond_br %1707, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1708 = llvm.extractvalue %1331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.mlir.constant(256 : index) : i64
    %1710 = llvm.mul %1698, %1709 overflow<nsw, nuw> : i64
    %1711 = llvm.mlir.constant(32 : index) : i64
    %1712 = llvm.mul %1700, %1711 overflow<nsw, nuw> : i64
    %1713 = llvm.add %1710, %1712 overflow<nsw, nuw> : i64
    %1714 = llvm.add %1713, %1706 overflow<nsw, nuw> : i64
    %1715 = llvm.getelementptr inbounds|nuw %1708[%1714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1716 = llvm.load %1715 : !llvm.ptr -> f32
    %1717 = llvm.extractvalue %1628[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1718 = llvm.mlir.constant(512 : index) : i64
    %1719 = llvm.mul %1702, %1718 overflow<nsw, nuw> : i64
    %1720 = llvm.mlir.constant(32 : index) : i64
    %1721 = llvm.mul %1704, %1720 overflow<nsw, nuw> : i64
    %1722 = llvm.add %1719, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.add %1722, %1706 overflow<nsw, nuw> : i64
    %1724 = llvm.getelementptr inbounds|nuw %1717[%1723] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1725 = llvm.load %1724 : !llvm.ptr -> f32
    %1726 = llvm.extractvalue %1662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1727 = llvm.mlir.constant(256 : index) : i64
    %1728 = llvm.mul %1698, %1727 overflow<nsw, nuw> : i64
    %1729 = llvm.mlir.constant(32 : index) : i64
    %1730 = llvm.mul %1700, %1729 overflow<nsw, nuw> : i64
    %1731 = llvm.add %1728, %1730 overflow<nsw, nuw> : i64
    %1732 = llvm.mlir.constant(16 : index) : i64
    %1733 = llvm.mul %1702, %1732 overflow<nsw, nuw> : i64
    %1734 = llvm.add %1731, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.add %1734, %1704 overflow<nsw, nuw> : i64
    %1736 = llvm.getelementptr inbounds|nuw %1726[%1735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1737 = llvm.load %1736 : !llvm.ptr -> f32
    %1738 = llvm.fmul %1716, %1725 : f32
    %1739 = llvm.fadd %1737, %1738 : f32
    %1740 = llvm.extractvalue %1662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1741 = llvm.mlir.constant(256 : index) : i64
    %1742 = llvm.mul %1698, %1741 overflow<nsw, nuw> : i64
    %1743 = llvm.mlir.constant(32 : index) : i64
    %1744 = llvm.mul %1700, %1743 overflow<nsw, nuw> : i64
    %1745 = llvm.add %1742, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.mlir.constant(16 : index) : i64
    %1747 = llvm.mul %1702, %1746 overflow<nsw, nuw> : i64
    %1748 = llvm.add %1745, %1747 overflow<nsw, nuw> : i64
    %1749 = llvm.add %1748, %1704 overflow<nsw, nuw> : i64
    %1750 = llvm.getelementptr inbounds|nuw %1740[%1749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1739, %1750 : f32, !llvm.ptr
    %1751 = llvm.add %1706, %43 : i64
    llvm.br ^bb153(%1751 : i64)
  ^bb155:  // pred: ^bb153
    %1752 = llvm.add %1704, %43 : i64
    llvm.br ^bb151(%1752 : i64)
  ^bb156:  // pred: ^bb151
    %1753 = llvm.add %1702, %43 : i64
    llvm.br ^bb149(%1753 : i64)
  ^bb157:  // pred: ^bb149
    %1754 = llvm.add %1700, %43 : i64
    llvm.br ^bb147(%1754 : i64)
  ^bb158:  // pred: ^bb147
    %1755 = llvm.add %1698, %43 : i64
    llvm.br ^bb145(%1755 : i64)
  ^bb159:  // pred: ^bb145
    %1756 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1757 = llvm.extractvalue %594[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1758 = llvm.extractvalue %594[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1759 = llvm.insertvalue %1757, %1756[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1760 = llvm.insertvalue %1758, %1759[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1761 = llvm.mlir.constant(0 : index) : i64
    %1762 = llvm.insertvalue %1761, %1760[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1763 = llvm.mlir.constant(2 : index) : i64
    %1764 = llvm.insertvalue %1763, %1762[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1765 = llvm.mlir.constant(16 : index) : i64
    %1766 = llvm.insertvalue %1765, %1764[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1767 = llvm.mlir.constant(16 : index) : i64
    %1768 = llvm.insertvalue %1767, %1766[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1769 = llvm.mlir.constant(1 : index) : i64
    %1770 = llvm.insertvalue %1769, %1768[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1772 = llvm.extractvalue %578[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1773 = llvm.extractvalue %578[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1774 = llvm.insertvalue %1772, %1771[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1775 = llvm.insertvalue %1773, %1774[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1776 = llvm.mlir.constant(0 : index) : i64
    %1777 = llvm.insertvalue %1776, %1775[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1778 = llvm.mlir.constant(2 : index) : i64
    %1779 = llvm.insertvalue %1778, %1777[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1780 = llvm.mlir.constant(512 : index) : i64
    %1781 = llvm.insertvalue %1780, %1779[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1782 = llvm.mlir.constant(16 : index) : i64
    %1783 = llvm.insertvalue %1782, %1781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1784 = llvm.mlir.constant(32 : index) : i64
    %1785 = llvm.insertvalue %1784, %1783[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1786 = llvm.mlir.constant(32 : index) : i64
    %1787 = llvm.insertvalue %1786, %1785[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1788 = llvm.mlir.constant(1 : index) : i64
    %1789 = llvm.insertvalue %1788, %1787[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1790 = llvm.mlir.constant(1 : index) : i64
    %1791 = llvm.mlir.constant(8 : index) : i64
    %1792 = llvm.mlir.constant(2 : index) : i64
    %1793 = llvm.mlir.constant(16 : index) : i64
    %1794 = llvm.mlir.constant(1 : index) : i64
    %1795 = llvm.mlir.constant(32 : index) : i64
    %1796 = llvm.mlir.constant(256 : index) : i64
    %1797 = llvm.mlir.constant(256 : index) : i64
    %1798 = llvm.mlir.zero : !llvm.ptr
    %1799 = llvm.getelementptr %1798[%1797] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1800 = llvm.ptrtoint %1799 : !llvm.ptr to i64
    %1801 = llvm.mlir.constant(64 : index) : i64
    %1802 = llvm.add %1800, %1801 : i64
    %1803 = llvm.call @malloc(%1802) : (i64) -> !llvm.ptr
    %1804 = llvm.ptrtoint %1803 : !llvm.ptr to i64
    %1805 = llvm.mlir.constant(1 : index) : i64
    %1806 = llvm.sub %1801, %1805 : i64
    %1807 = llvm.add %1804, %1806 : i64
    %1808 = llvm.urem %1807, %1801 : i64
    %1809 = llvm.sub %1807, %1808 : i64
    %1810 = llvm.inttoptr %1809 : i64 to !llvm.ptr
    %1811 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1812 = llvm.insertvalue %1803, %1811[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1813 = llvm.insertvalue %1810, %1812[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1814 = llvm.mlir.constant(0 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1816 = llvm.insertvalue %1790, %1815[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1817 = llvm.insertvalue %1791, %1816[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1818 = llvm.insertvalue %1792, %1817[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1819 = llvm.insertvalue %1793, %1818[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.insertvalue %1796, %1819[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1821 = llvm.insertvalue %1795, %1820[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1822 = llvm.insertvalue %1793, %1821[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1823 = llvm.insertvalue %1794, %1822[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb160(%44 : i64)
  ^bb160(%1824: i64):  // 2 preds: ^bb159, ^bb170
    %1825 = llvm.icmp "slt" %1824, %43 : i64
    llvm.cond_br %1825, ^bb161, ^bb171
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%44 : i64)
  ^bb162(%1826: i64):  // 2 preds: ^bb161, ^bb169
    %1827 = llvm.icmp "slt" %1826, %42 : i64
    llvm.cond_br %1827, ^bb163, ^bb170
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%44 : i64)
  ^bb164(%1828: i64):  // 2 preds: ^bb163, ^bb168
    %1829 = llvm.icmp "slt" %1828, %40 : i64
    llvm.cond_br %1829, ^bb165, ^bb169
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%44 : i64)
  ^bb166(%1830: i64):  // 2 preds: ^bb165, ^bb167
    %1831 = llvm.icmp "slt" %1830, %39 : i64
    llvm.cond_br %1831, ^bb167, ^bb168
  ^bb167:  // pred: ^bb166
    %1832 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1833 = llvm.mlir.constant(256 : index) : i64
    %1834 = llvm.mul %1824, %1833 overflow<nsw, nuw> : i64
    %1835 = llvm.mlir.constant(32 : index) : i64
    %1836 = llvm.mul %1826, %1835 overflow<nsw, nuw> : i64
    %1837 = llvm.add %1834, %1836 overflow<nsw, nuw> : i64
    %1838 = llvm.mlir.constant(16 : index) : i64
    %1839 = llvm.mul %1828, %1838 overflow<nsw, nuw> : i64
    %1840 = llvm.add %1837, %1839 overflow<nsw, nuw> : i64
    %1841 = llvm.add %1840, %1830 overflow<nsw, nuw> : i64
    %1842 = llvm.getelementptr inbounds|nuw %1832[%1841] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1843 = llvm.load %1842 : !llvm.ptr -> f32
    %1844 = llvm.extractvalue %1823[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1845 = llvm.mlir.constant(256 : index) : i64
    %1846 = llvm.mul %1824, %1845 overflow<nsw, nuw> : i64
    %1847 = llvm.mlir.constant(32 : index) : i64
    %1848 = llvm.mul %1826, %1847 overflow<nsw, nuw> : i64
    %1849 = llvm.add %1846, %1848 overflow<nsw, nuw> : i64
    %1850 = llvm.mlir.constant(16 : index) : i64
    %1851 = llvm.mul %1828, %1850 overflow<nsw, nuw> : i64
    %1852 = llvm.add %1849, %1851 overflow<nsw, nuw> : i64
    %1853 = llvm.add %1852, %1830 overflow<nsw, nuw> : i64
    %1854 = llvm.getelementptr inbounds|nuw %1844[%1853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1843, %1854 : f32, !llvm.ptr
    %1855 = llvm.add %1830, %43 : i64
    llvm.br ^bb166(%1855 : i64)
  ^bb168:  // pred: ^bb166
    %1856 = llvm.add %1828, %43 : i64
    llvm.br ^bb164(%1856 : i64)
  ^bb169:  // pred: ^bb164
    %1857 = llvm.add %1826, %43 : i64
    llvm.br ^bb162(%1857 : i64)
  ^bb170:  // pred: ^bb162
    %1858 = llvm.add %1824, %43 : i64
    llvm.br ^bb160(%1858 : i64)
  ^bb171:  // pred: ^bb160
    llvm.br ^bb172(%44 : i64)
  ^bb172(%1859: i64):  // 2 preds: ^bb171, ^bb185
    %1860 = llvm.icmp "slt" %1859, %43 : i64
    llvm.cond_br %1860, ^bb173, ^bb186
  ^bb173:  // pred: ^bb172
    llvm.br ^bb174(%44 : i64)
  ^bb174(%1861: i64):  // 2 preds: ^bb173, ^bb184
    %1862 = llvm.icmp "slt" %1861, %42 : i64
    llvm.cond_br %1862, ^bb175, ^bb185
  ^bb175:  // pred: ^bb174
    llvm.br ^bb176(%44 : i64)
  ^bb176(%1863: i64):  // 2 preds: ^bb175, ^bb183
    %1864 = llvm.icmp "slt" %1863, %40 : i64
    llvm.cond_br %1864, ^bb177, ^bb184
  ^bb177:  // pred: ^bb176
    llvm.br ^bb178(%44 : i64)
  ^bb178(%1865: i64):  // 2 preds: ^bb177, ^bb182
    %1866 = llvm.icmp "slt" %1865, %39 : i64
    llvm.cond_br %1866, ^bb179, ^bb183
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%44 : i64)
  ^bb180(%1867: i64):  // 2 preds: ^bb179, ^bb181
    %1868 = llvm.icmp "slt" %1867, %41 : i64
    llvm.cond_br %1868, ^bb181, ^bb182
  ^bb181:  // pred: ^bb180
    %1869 = llvm.extractvalue %1331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1870 = llvm.mlir.constant(256 : index) : i64
    %1871 = llvm.mul %1859, %1870 overflow<nsw, nuw> : i64
    %1872 = llvm.mlir.constant(32 : index) : i64
    %1873 = llvm.mul %1861, %1872 overflow<nsw, nuw> : i64
    %1874 = llvm.add %1871, %1873 overflow<nsw, nuw> : i64
    %1875 = llvm.add %1874, %1867 overflow<nsw, nuw> : i64
    %1876 = llvm.getelementptr inbounds|nuw %1869[%1875] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1877 = llvm.load %1876 : !llvm.ptr -> f32
    %1878 = llvm.extractvalue %1789[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1879 = llvm.mlir.constant(512 : index) : i64
    %1880 = llvm.mul %1863, %1879 overflow<nsw, nuw> : i64
    %1881 = llvm.mlir.constant(32 : index) : i64
    %1882 = llvm.mul %1865, %1881 overflow<nsw, nuw> : i64
    %1883 = llvm.add %1880, %1882 overflow<nsw, nuw> : i64
    %1884 = llvm.add %1883, %1867 overflow<nsw, nuw> : i64
    %1885 = llvm.getelementptr inbounds|nuw %1878[%1884] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1886 = llvm.load %1885 : !llvm.ptr -> f32
    %1887 = llvm.extractvalue %1823[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1888 = llvm.mlir.constant(256 : index) : i64
    %1889 = llvm.mul %1859, %1888 overflow<nsw, nuw> : i64
    %1890 = llvm.mlir.constant(32 : index) : i64
    %1891 = llvm.mul %1861, %1890 overflow<nsw, nuw> : i64
    %1892 = llvm.add %1889, %1891 overflow<nsw, nuw> : i64
    %1893 = llvm.mlir.constant(16 : index) : i64
    %1894 = llvm.mul %1863, %1893 overflow<nsw, nuw> : i64
    %1895 = llvm.add %1892, %1894 overflow<nsw, nuw> : i64
    %1896 = llvm.add %1895, %1865 overflow<nsw, nuw> : i64
    %1897 = llvm.getelementptr inbounds|nuw %1887[%1896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1898 = llvm.load %1897 : !llvm.ptr -> f32
    %1899 = llvm.fmul %1877, %1886 : f32
    %1900 = llvm.fadd %1898, %1899 : f32
    %1901 = llvm.extractvalue %1823[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.mlir.constant(256 : index) : i64
    %1903 = llvm.mul %1859, %1902 overflow<nsw, nuw> : i64
    %1904 = llvm.mlir.constant(32 : index) : i64
    %1905 = llvm.mul %1861, %1904 overflow<nsw, nuw> : i64
    %1906 = llvm.add %1903, %1905 overflow<nsw, nuw> : i64
    %1907 = llvm.mlir.constant(16 : index) : i64
    %1908 = llvm.mul %1863, %1907 overflow<nsw, nuw> : i64
    %1909 = llvm.add %1906, %1908 overflow<nsw, nuw> : i64
    %1910 = llvm.add %1909, %1865 overflow<nsw, nuw> : i64
    %1911 = llvm.getelementptr inbounds|nuw %1901[%1910] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1900, %1911 : f32, !llvm.ptr
    %1912 = llvm.add %1867, %43 : i64
    llvm.br ^bb180(%1912 : i64)
  ^bb182:  // pred: ^bb180
    %1913 = llvm.add %1865, %43 : i64
    llvm.br ^bb178(%1913 : i64)
  ^bb183:  // pred: ^bb178
    %1914 = llvm.add %1863, %43 : i64
    llvm.br ^bb176(%1914 : i64)
  ^bb184:  // pred: ^bb176
    %1915 = llvm.add %1861, %43 : i64
    llvm.br ^bb174(%1915 : i64)
  ^bb185:  // pred: ^bb174
    %1916 = llvm.add %1859, %43 : i64
    llvm.br ^bb172(%1916 : i64)
  ^bb186:  // pred: ^bb172
    %1917 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1918 = llvm.extractvalue %558[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1919 = llvm.extractvalue %558[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1920 = llvm.insertvalue %1918, %1917[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1921 = llvm.insertvalue %1919, %1920[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1922 = llvm.mlir.constant(0 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1924 = llvm.mlir.constant(2 : index) : i64
    %1925 = llvm.insertvalue %1924, %1923[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1926 = llvm.mlir.constant(16 : index) : i64
    %1927 = llvm.insertvalue %1926, %1925[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1928 = llvm.mlir.constant(16 : index) : i64
    %1929 = llvm.insertvalue %1928, %1927[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1930 = llvm.mlir.constant(1 : index) : i64
    %1931 = llvm.insertvalue %1930, %1929[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1932 = llvm.mlir.constant(2 : index) : i64
    %1933 = llvm.mlir.constant(8 : index) : i64
    %1934 = llvm.mlir.constant(8 : index) : i64
    %1935 = llvm.mlir.constant(1 : index) : i64
    %1936 = llvm.mlir.constant(64 : index) : i64
    %1937 = llvm.mlir.constant(128 : index) : i64
    %1938 = llvm.mlir.zero : !llvm.ptr
    %1939 = llvm.getelementptr %1938[%1937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1940 = llvm.ptrtoint %1939 : !llvm.ptr to i64
    %1941 = llvm.mlir.constant(64 : index) : i64
    %1942 = llvm.add %1940, %1941 : i64
    %1943 = llvm.call @malloc(%1942) : (i64) -> !llvm.ptr
    %1944 = llvm.ptrtoint %1943 : !llvm.ptr to i64
    %1945 = llvm.mlir.constant(1 : index) : i64
    %1946 = llvm.sub %1941, %1945 : i64
    %1947 = llvm.add %1944, %1946 : i64
    %1948 = llvm.urem %1947, %1941 : i64
    %1949 = llvm.sub %1947, %1948 : i64
    %1950 = llvm.inttoptr %1949 : i64 to !llvm.ptr
    %1951 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1952 = llvm.insertvalue %1943, %1951[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1953 = llvm.insertvalue %1950, %1952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1954 = llvm.mlir.constant(0 : index) : i64
    %1955 = llvm.insertvalue %1954, %1953[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1956 = llvm.insertvalue %1932, %1955[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1957 = llvm.insertvalue %1933, %1956[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1958 = llvm.insertvalue %1934, %1957[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1959 = llvm.insertvalue %1936, %1958[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1960 = llvm.insertvalue %1934, %1959[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1961 = llvm.insertvalue %1935, %1960[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb187(%44 : i64)
  ^bb187(%1962: i64):  // 2 preds: ^bb186, ^bb194
    %1963 = llvm.icmp "slt" %1962, %40 : i64
    llvm.cond_br %1963, ^bb188, ^bb195
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%44 : i64)
  ^bb189(%1964: i64):  // 2 preds: ^bb188, ^bb193
    %1965 = llvm.icmp "slt" %1964, %42 : i64
    llvm.cond_br %1965, ^bb190, ^bb194
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%44 : i64)
  ^bb191(%1966: i64):  // 2 preds: ^bb190, ^bb192
    %1967 = llvm.icmp "slt" %1966, %42 : i64
    llvm.cond_br %1967, ^bb192, ^bb193
  ^bb192:  // pred: ^bb191
    %1968 = llvm.extractvalue %1961[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1969 = llvm.mlir.constant(64 : index) : i64
    %1970 = llvm.mul %1962, %1969 overflow<nsw, nuw> : i64
    %1971 = llvm.mlir.constant(8 : index) : i64
    %1972 = llvm.mul %1964, %1971 overflow<nsw, nuw> : i64
    %1973 = llvm.add %1970, %1972 overflow<nsw, nuw> : i64
    %1974 = llvm.add %1973, %1966 overflow<nsw, nuw> : i64
    %1975 = llvm.getelementptr inbounds|nuw %1968[%1974] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %1975 : f32, !llvm.ptr
    %1976 = llvm.add %1966, %43 : i64
    llvm.br ^bb191(%1976 : i64)
  ^bb193:  // pred: ^bb191
    %1977 = llvm.add %1964, %43 : i64
    llvm.br ^bb189(%1977 : i64)
  ^bb194:  // pred: ^bb189
    %1978 = llvm.add %1962, %43 : i64
    llvm.br ^bb187(%1978 : i64)
  ^bb195:  // pred: ^bb187
    %1979 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1980 = llvm.extractvalue %1961[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1981 = llvm.extractvalue %1961[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1982 = llvm.insertvalue %1980, %1979[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1983 = llvm.insertvalue %1981, %1982[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1984 = llvm.mlir.constant(0 : index) : i64
    %1985 = llvm.insertvalue %1984, %1983[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1986 = llvm.mlir.constant(1 : index) : i64
    %1987 = llvm.insertvalue %1986, %1985[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1988 = llvm.mlir.constant(128 : index) : i64
    %1989 = llvm.insertvalue %1988, %1987[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1990 = llvm.mlir.constant(2 : index) : i64
    %1991 = llvm.insertvalue %1990, %1989[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1992 = llvm.mlir.constant(64 : index) : i64
    %1993 = llvm.insertvalue %1992, %1991[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1994 = llvm.mlir.constant(8 : index) : i64
    %1995 = llvm.insertvalue %1994, %1993[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1996 = llvm.mlir.constant(8 : index) : i64
    %1997 = llvm.insertvalue %1996, %1995[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1998 = llvm.mlir.constant(8 : index) : i64
    %1999 = llvm.insertvalue %1998, %1997[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2000 = llvm.mlir.constant(1 : index) : i64
    %2001 = llvm.insertvalue %2000, %1999[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2002 = llvm.mlir.constant(1 : index) : i64
    %2003 = llvm.mlir.constant(2 : index) : i64
    %2004 = llvm.mlir.constant(8 : index) : i64
    %2005 = llvm.mlir.constant(8 : index) : i64
    %2006 = llvm.mlir.constant(1 : index) : i64
    %2007 = llvm.mlir.constant(64 : index) : i64
    %2008 = llvm.mlir.constant(128 : index) : i64
    %2009 = llvm.mlir.constant(128 : index) : i64
    %2010 = llvm.mlir.zero : !llvm.ptr
    %2011 = llvm.getelementptr %2010[%2009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2012 = llvm.ptrtoint %2011 : !llvm.ptr to i64
    %2013 = llvm.mlir.constant(64 : index) : i64
    %2014 = llvm.add %2012, %2013 : i64
    %2015 = llvm.call @malloc(%2014) : (i64) -> !llvm.ptr
    %2016 = llvm.ptrtoint %2015 : !llvm.ptr to i64
    %2017 = llvm.mlir.constant(1 : index) : i64
    %2018 = llvm.sub %2013, %2017 : i64
    %2019 = llvm.add %2016, %2018 : i64
    %2020 = llvm.urem %2019, %2013 : i64
    %2021 = llvm.sub %2019, %2020 : i64
    %2022 = llvm.inttoptr %2021 : i64 to !llvm.ptr
    %2023 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2024 = llvm.insertvalue %2015, %2023[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2025 = llvm.insertvalue %2022, %2024[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2026 = llvm.mlir.constant(0 : index) : i64
    %2027 = llvm.insertvalue %2026, %2025[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2028 = llvm.insertvalue %2002, %2027[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2029 = llvm.insertvalue %2003, %2028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2030 = llvm.insertvalue %2004, %2029[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2031 = llvm.insertvalue %2005, %2030[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2032 = llvm.insertvalue %2008, %2031[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2033 = llvm.insertvalue %2007, %2032[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2034 = llvm.insertvalue %2005, %2033[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2035 = llvm.insertvalue %2006, %2034[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb196(%44 : i64)
  ^bb196(%2036: i64):  // 2 preds: ^bb195, ^bb206
    %2037 = llvm.icmp "slt" %2036, %43 : i64
    llvm.cond_br %2037, ^bb197, ^bb207
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%44 : i64)
  ^bb198(%2038: i64):  // 2 preds: ^bb197, ^bb205
    %2039 = llvm.icmp "slt" %2038, %40 : i64
    llvm.cond_br %2039, ^bb199, ^bb206
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%44 : i64)
  ^bb200(%2040: i64):  // 2 preds: ^bb199, ^bb204
    %2041 = llvm.icmp "slt" %2040, %42 : i64
    llvm.cond_br %2041, ^bb201, ^bb205
  ^bb201:  // pred: ^bb200
    llvm.br ^bb202(%44 : i64)
  ^bb202(%2042: i64):  // 2 preds: ^bb201, ^bb203
    %2043 = llvm.icmp "slt" %2042, %42 : i64
    llvm.cond_br %2043, ^bb203, ^bb204
  ^bb203:  // pred: ^bb202
    %2044 = llvm.extractvalue %2001[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.mlir.constant(128 : index) : i64
    %2046 = llvm.mul %2036, %2045 overflow<nsw, nuw> : i64
    %2047 = llvm.mlir.constant(64 : index) : i64
    %2048 = llvm.mul %2038, %2047 overflow<nsw, nuw> : i64
    %2049 = llvm.add %2046, %2048 overflow<nsw, nuw> : i64
    %2050 = llvm.mlir.constant(8 : index) : i64
    %2051 = llvm.mul %2040, %2050 overflow<nsw, nuw> : i64
    %2052 = llvm.add %2049, %2051 overflow<nsw, nuw> : i64
    %2053 = llvm.add %2052, %2042 overflow<nsw, nuw> : i64
    %2054 = llvm.getelementptr inbounds|nuw %2044[%2053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2055 = llvm.load %2054 : !llvm.ptr -> f32
    %2056 = llvm.extractvalue %2035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2057 = llvm.mlir.constant(128 : index) : i64
    %2058 = llvm.mul %2036, %2057 overflow<nsw, nuw> : i64
    %2059 = llvm.mlir.constant(64 : index) : i64
    %2060 = llvm.mul %2038, %2059 overflow<nsw, nuw> : i64
    %2061 = llvm.add %2058, %2060 overflow<nsw, nuw> : i64
    %2062 = llvm.mlir.constant(8 : index) : i64
    %2063 = llvm.mul %2040, %2062 overflow<nsw, nuw> : i64
    %2064 = llvm.add %2061, %2063 overflow<nsw, nuw> : i64
    %2065 = llvm.add %2064, %2042 overflow<nsw, nuw> : i64
    %2066 = llvm.getelementptr inbounds|nuw %2056[%2065] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2055, %2066 : f32, !llvm.ptr
    %2067 = llvm.add %2042, %43 : i64
    llvm.br ^bb202(%2067 : i64)
  ^bb204:  // pred: ^bb202
    %2068 = llvm.add %2040, %43 : i64
    llvm.br ^bb200(%2068 : i64)
  ^bb205:  // pred: ^bb200
    %2069 = llvm.add %2038, %43 : i64
    llvm.br ^bb198(%2069 : i64)
  ^bb206:  // pred: ^bb198
    %2070 = llvm.add %2036, %43 : i64
    llvm.br ^bb196(%2070 : i64)
  ^bb207:  // pred: ^bb196
    llvm.br ^bb208(%44 : i64)
  ^bb208(%2071: i64):  // 2 preds: ^bb207, ^bb221
    %2072 = llvm.icmp "slt" %2071, %43 : i64
    llvm.cond_br %2072, ^bb209, ^bb222
  ^bb209:  // pred: ^bb208
    llvm.br ^bb210(%44 : i64)
  ^bb210(%2073: i64):  // 2 preds: ^bb209, ^bb220
    %2074 = llvm.icmp "slt" %2073, %40 : i64
    llvm.cond_br %2074, ^bb211, ^bb221
  ^bb211:  // pred: ^bb210
    llvm.br ^bb212(%44 : i64)
  ^bb212(%2075: i64):  // 2 preds: ^bb211, ^bb219
    %2076 = llvm.icmp "slt" %2075, %42 : i64
    llvm.cond_br %2076, ^bb213, ^bb220
  ^bb213:  // pred: ^bb212
    llvm.br ^bb214(%44 : i64)
  ^bb214(%2077: i64):  // 2 preds: ^bb213, ^bb218
    %2078 = llvm.icmp "slt" %2077, %42 : i64
    llvm.cond_br %2078, ^bb215, ^bb219
  ^bb215:  // pred: ^bb214
    llvm.br ^bb216(%44 : i64)
  ^bb216(%2079: i64):  // 2 preds: ^bb215, ^bb217
    %2080 = llvm.icmp "slt" %2079, %39 : i64
    llvm.cond_br %2080, ^bb217, ^bb218
  ^bb217:  // pred: ^bb216
    %2081 = llvm.extractvalue %1501[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2082 = llvm.mlir.constant(256 : index) : i64
    %2083 = llvm.mul %2071, %2082 overflow<nsw, nuw> : i64
    %2084 = llvm.mlir.constant(32 : index) : i64
    %2085 = llvm.mul %2075, %2084 overflow<nsw, nuw> : i64
    %2086 = llvm.add %2083, %2085 overflow<nsw, nuw> : i64
    %2087 = llvm.mlir.constant(16 : index) : i64
    %2088 = llvm.mul %2073, %2087 overflow<nsw, nuw> : i64
    %2089 = llvm.add %2086, %2088 overflow<nsw, nuw> : i64
    %2090 = llvm.add %2089, %2079 overflow<nsw, nuw> : i64
    %2091 = llvm.getelementptr inbounds|nuw %2081[%2090] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2092 = llvm.load %2091 : !llvm.ptr -> f32
    %2093 = llvm.extractvalue %1609[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2094 = llvm.mlir.constant(16 : index) : i64
    %2095 = llvm.mul %2073, %2094 overflow<nsw, nuw> : i64
    %2096 = llvm.add %2095, %2079 overflow<nsw, nuw> : i64
    %2097 = llvm.getelementptr inbounds|nuw %2093[%2096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2098 = llvm.load %2097 : !llvm.ptr -> f32
    %2099 = llvm.extractvalue %1662[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2100 = llvm.mlir.constant(256 : index) : i64
    %2101 = llvm.mul %2071, %2100 overflow<nsw, nuw> : i64
    %2102 = llvm.mlir.constant(32 : index) : i64
    %2103 = llvm.mul %2077, %2102 overflow<nsw, nuw> : i64
    %2104 = llvm.add %2101, %2103 overflow<nsw, nuw> : i64
    %2105 = llvm.mlir.constant(16 : index) : i64
    %2106 = llvm.mul %2073, %2105 overflow<nsw, nuw> : i64
    %2107 = llvm.add %2104, %2106 overflow<nsw, nuw> : i64
    %2108 = llvm.add %2107, %2079 overflow<nsw, nuw> : i64
    %2109 = llvm.getelementptr inbounds|nuw %2099[%2108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2110 = llvm.load %2109 : !llvm.ptr -> f32
    %2111 = llvm.extractvalue %1770[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2112 = llvm.mlir.constant(16 : index) : i64
    %2113 = llvm.mul %2073, %2112 overflow<nsw, nuw> : i64
    %2114 = llvm.add %2113, %2079 overflow<nsw, nuw> : i64
    %2115 = llvm.getelementptr inbounds|nuw %2111[%2114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2116 = llvm.load %2115 : !llvm.ptr -> f32
    %2117 = llvm.extractvalue %2035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2118 = llvm.mlir.constant(128 : index) : i64
    %2119 = llvm.mul %2071, %2118 overflow<nsw, nuw> : i64
    %2120 = llvm.mlir.constant(64 : index) : i64
    %2121 = llvm.mul %2073, %2120 overflow<nsw, nuw> : i64
    %2122 = llvm.add %2119, %2121 overflow<nsw, nuw> : i64
    %2123 = llvm.mlir.constant(8 : index) : i64
    %2124 = llvm.mul %2075, %2123 overflow<nsw, nuw> : i64
    %2125 = llvm.add %2122, %2124 overflow<nsw, nuw> : i64
    %2126 = llvm.add %2125, %2077 overflow<nsw, nuw> : i64
    %2127 = llvm.getelementptr inbounds|nuw %2117[%2126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2128 = llvm.load %2127 : !llvm.ptr -> f32
    %2129 = llvm.fadd %2110, %2116 : f32
    %2130 = llvm.fadd %2092, %2098 : f32
    %2131 = llvm.fmul %2130, %2129 : f32
    %2132 = llvm.fadd %2128, %2131 : f32
    %2133 = llvm.extractvalue %2035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2134 = llvm.mlir.constant(128 : index) : i64
    %2135 = llvm.mul %2071, %2134 overflow<nsw, nuw> : i64
    %2136 = llvm.mlir.constant(64 : index) : i64
    %2137 = llvm.mul %2073, %2136 overflow<nsw, nuw> : i64
    %2138 = llvm.add %2135, %2137 overflow<nsw, nuw> : i64
    %2139 = llvm.mlir.constant(8 : index) : i64
    %2140 = llvm.mul %2075, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.add %2138, %2140 overflow<nsw, nuw> : i64
    %2142 = llvm.add %2141, %2077 overflow<nsw, nuw> : i64
    %2143 = llvm.getelementptr inbounds|nuw %2133[%2142] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2132, %2143 : f32, !llvm.ptr
    %2144 = llvm.add %2079, %43 : i64
    llvm.br ^bb216(%2144 : i64)
  ^bb218:  // pred: ^bb216
    %2145 = llvm.add %2077, %43 : i64
    llvm.br ^bb214(%2145 : i64)
  ^bb219:  // pred: ^bb214
    %2146 = llvm.add %2075, %43 : i64
    llvm.br ^bb212(%2146 : i64)
  ^bb220:  // pred: ^bb212
    %2147 = llvm.add %2073, %43 : i64
    llvm.br ^bb210(%2147 : i64)
  ^bb221:  // pred: ^bb210
    %2148 = llvm.add %2071, %43 : i64
    llvm.br ^bb208(%2148 : i64)
  ^bb222:  // pred: ^bb208
    %2149 = llvm.mlir.constant(1 : index) : i64
    %2150 = llvm.mlir.constant(2 : index) : i64
    %2151 = llvm.mlir.constant(8 : index) : i64
    %2152 = llvm.mlir.constant(8 : index) : i64
    %2153 = llvm.mlir.constant(1 : index) : i64
    %2154 = llvm.mlir.constant(64 : index) : i64
    %2155 = llvm.mlir.constant(128 : index) : i64
    %2156 = llvm.mlir.constant(128 : index) : i64
    %2157 = llvm.mlir.zero : !llvm.ptr
    %2158 = llvm.getelementptr %2157[%2156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2159 = llvm.ptrtoint %2158 : !llvm.ptr to i64
    %2160 = llvm.mlir.constant(64 : index) : i64
    %2161 = llvm.add %2159, %2160 : i64
    %2162 = llvm.call @malloc(%2161) : (i64) -> !llvm.ptr
    %2163 = llvm.ptrtoint %2162 : !llvm.ptr to i64
    %2164 = llvm.mlir.constant(1 : index) : i64
    %2165 = llvm.sub %2160, %2164 : i64
    %2166 = llvm.add %2163, %2165 : i64
    %2167 = llvm.urem %2166, %2160 : i64
    %2168 = llvm.sub %2166, %2167 : i64
    %2169 = llvm.inttoptr %2168 : i64 to !llvm.ptr
    %2170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2171 = llvm.insertvalue %2162, %2170[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2172 = llvm.insertvalue %2169, %2171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2173 = llvm.mlir.constant(0 : index) : i64
    %2174 = llvm.insertvalue %2173, %2172[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2175 = llvm.insertvalue %2149, %2174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2176 = llvm.insertvalue %2150, %2175[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2177 = llvm.insertvalue %2151, %2176[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2178 = llvm.insertvalue %2152, %2177[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.insertvalue %2155, %2178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2180 = llvm.insertvalue %2154, %2179[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2181 = llvm.insertvalue %2152, %2180[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2182 = llvm.insertvalue %2153, %2181[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb223(%44 : i64)
  ^bb223(%2183: i64):  // 2 preds: ^bb222, ^bb233
    %2184 = llvm.icmp "slt" %2183, %43 : i64
    llvm.cond_br %2184, ^bb224, ^bb234
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%44 : i64)
  ^bb225(%2185: i64):  // 2 preds: ^bb224, ^bb232
    %2186 = llvm.icmp "slt" %2185, %40 : i64
    llvm.cond_br %2186, ^bb226, ^bb233
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%44 : i64)
  ^bb227(%2187: i64):  // 2 preds: ^bb226, ^bb231
    %2188 = llvm.icmp "slt" %2187, %42 : i64
    llvm.cond_br %2188, ^bb228, ^bb232
  ^bb228:  // pred: ^bb227
    llvm.br ^bb229(%44 : i64)
  ^bb229(%2189: i64):  // 2 preds: ^bb228, ^bb230
    %2190 = llvm.icmp "slt" %2189, %42 : i64
    llvm.cond_br %2190, ^bb230, ^bb231
  ^bb230:  // pred: ^bb229
    %2191 = llvm.extractvalue %2035[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2192 = llvm.mlir.constant(128 : index) : i64
    %2193 = llvm.mul %2183, %2192 overflow<nsw, nuw> : i64
    %2194 = llvm.mlir.constant(64 : index) : i64
    %2195 = llvm.mul %2185, %2194 overflow<nsw, nuw> : i64
    %2196 = llvm.add %2193, %2195 overflow<nsw, nuw> : i64
    %2197 = llvm.mlir.constant(8 : index) : i64
    %2198 = llvm.mul %2187, %2197 overflow<nsw, nuw> : i64
    %2199 = llvm.add %2196, %2198 overflow<nsw, nuw> : i64
    %2200 = llvm.add %2199, %2189 overflow<nsw, nuw> : i64
    %2201 = llvm.getelementptr inbounds|nuw %2191[%2200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2202 = llvm.load %2201 : !llvm.ptr -> f32
    %2203 = llvm.fdiv %2202, %46 : f32
    %2204 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2205 = llvm.mlir.constant(128 : index) : i64
    %2206 = llvm.mul %2183, %2205 overflow<nsw, nuw> : i64
    %2207 = llvm.mlir.constant(64 : index) : i64
    %2208 = llvm.mul %2185, %2207 overflow<nsw, nuw> : i64
    %2209 = llvm.add %2206, %2208 overflow<nsw, nuw> : i64
    %2210 = llvm.mlir.constant(8 : index) : i64
    %2211 = llvm.mul %2187, %2210 overflow<nsw, nuw> : i64
    %2212 = llvm.add %2209, %2211 overflow<nsw, nuw> : i64
    %2213 = llvm.add %2212, %2189 overflow<nsw, nuw> : i64
    %2214 = llvm.getelementptr inbounds|nuw %2204[%2213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2203, %2214 : f32, !llvm.ptr
    %2215 = llvm.add %2189, %43 : i64
    llvm.br ^bb229(%2215 : i64)
  ^bb231:  // pred: ^bb229
    %2216 = llvm.add %2187, %43 : i64
    llvm.br ^bb227(%2216 : i64)
  ^bb232:  // pred: ^bb227
    %2217 = llvm.add %2185, %43 : i64
    llvm.br ^bb225(%2217 : i64)
  ^bb233:  // pred: ^bb225
    %2218 = llvm.add %2183, %43 : i64
    llvm.br ^bb223(%2218 : i64)
  ^bb234:  // pred: ^bb223
    %2219 = llvm.mlir.constant(1 : index) : i64
    %2220 = llvm.mlir.constant(2 : index) : i64
    %2221 = llvm.mlir.constant(8 : index) : i64
    %2222 = llvm.mlir.constant(1 : index) : i64
    %2223 = llvm.mlir.constant(16 : index) : i64
    %2224 = llvm.mlir.constant(16 : index) : i64
    %2225 = llvm.mlir.zero : !llvm.ptr
    %2226 = llvm.getelementptr %2225[%2224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2227 = llvm.ptrtoint %2226 : !llvm.ptr to i64
    %2228 = llvm.mlir.constant(64 : index) : i64
    %2229 = llvm.add %2227, %2228 : i64
    %2230 = llvm.call @malloc(%2229) : (i64) -> !llvm.ptr
    %2231 = llvm.ptrtoint %2230 : !llvm.ptr to i64
    %2232 = llvm.mlir.constant(1 : index) : i64
    %2233 = llvm.sub %2228, %2232 : i64
    %2234 = llvm.add %2231, %2233 : i64
    %2235 = llvm.urem %2234, %2228 : i64
    %2236 = llvm.sub %2234, %2235 : i64
    %2237 = llvm.inttoptr %2236 : i64 to !llvm.ptr
    %2238 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2239 = llvm.insertvalue %2230, %2238[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2240 = llvm.insertvalue %2237, %2239[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2241 = llvm.mlir.constant(0 : index) : i64
    %2242 = llvm.insertvalue %2241, %2240[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2243 = llvm.insertvalue %2219, %2242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2244 = llvm.insertvalue %2220, %2243[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2245 = llvm.insertvalue %2221, %2244[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2246 = llvm.insertvalue %2223, %2245[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2247 = llvm.insertvalue %2221, %2246[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2248 = llvm.insertvalue %2222, %2247[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb235(%44 : i64)
  ^bb235(%2249: i64):  // 2 preds: ^bb234, ^bb242
    %2250 = llvm.icmp "slt" %2249, %43 : i64
    llvm.cond_br %2250, ^bb236, ^bb243
  ^bb236:  // pred: ^bb235
    llvm.br ^bb237(%44 : i64)
  ^bb237(%2251: i64):  // 2 preds: ^bb236, ^bb241
    %2252 = llvm.icmp "slt" %2251, %40 : i64
    llvm.cond_br %2252, ^bb238, ^bb242
  ^bb238:  // pred: ^bb237
    llvm.br ^bb239(%44 : i64)
  ^bb239(%2253: i64):  // 2 preds: ^bb238, ^bb240
    %2254 = llvm.icmp "slt" %2253, %42 : i64
    llvm.cond_br %2254, ^bb240, ^bb241
  ^bb240:  // pred: ^bb239
    %2255 = llvm.extractvalue %2248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2256 = llvm.mlir.constant(16 : index) : i64
    %2257 = llvm.mul %2249, %2256 overflow<nsw, nuw> : i64
    %2258 = llvm.mlir.constant(8 : index) : i64
    %2259 = llvm.mul %2251, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.add %2257, %2259 overflow<nsw, nuw> : i64
    %2261 = llvm.add %2260, %2253 overflow<nsw, nuw> : i64
    %2262 = llvm.getelementptr inbounds|nuw %2255[%2261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %50, %2262 : f32, !llvm.ptr
    %2263 = llvm.add %2253, %43 : i64
    llvm.br ^bb239(%2263 : i64)
  ^bb241:  // pred: ^bb239
    %2264 = llvm.add %2251, %43 : i64
    llvm.br ^bb237(%2264 : i64)
  ^bb242:  // pred: ^bb237
    %2265 = llvm.add %2249, %43 : i64
    llvm.br ^bb235(%2265 : i64)
  ^bb243:  // pred: ^bb235
    %2266 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2267 = llvm.extractvalue %2182[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2268 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2269 = llvm.insertvalue %2267, %2266[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2270 = llvm.insertvalue %2268, %2269[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2271 = llvm.mlir.constant(0 : index) : i64
    %2272 = llvm.insertvalue %2271, %2270[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2273 = llvm.mlir.constant(1 : index) : i64
    %2274 = llvm.insertvalue %2273, %2272[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2275 = llvm.mlir.constant(128 : index) : i64
    %2276 = llvm.insertvalue %2275, %2274[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2277 = llvm.mlir.constant(2 : index) : i64
    %2278 = llvm.insertvalue %2277, %2276[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2279 = llvm.mlir.constant(64 : index) : i64
    %2280 = llvm.insertvalue %2279, %2278[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2281 = llvm.mlir.constant(8 : index) : i64
    %2282 = llvm.insertvalue %2281, %2280[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2283 = llvm.mlir.constant(8 : index) : i64
    %2284 = llvm.insertvalue %2283, %2282[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2285 = llvm.mlir.constant(1 : index) : i64
    %2286 = llvm.insertvalue %2285, %2284[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2287 = llvm.mlir.constant(8 : index) : i64
    %2288 = llvm.insertvalue %2287, %2286[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2289 = llvm.mlir.constant(8 : index) : i64
    %2290 = llvm.insertvalue %2289, %2288[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2291 = llvm.mlir.constant(1 : index) : i64
    %2292 = llvm.insertvalue %2291, %2290[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2293 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2294 = llvm.extractvalue %2248[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2295 = llvm.extractvalue %2248[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2296 = llvm.insertvalue %2294, %2293[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2297 = llvm.insertvalue %2295, %2296[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2298 = llvm.mlir.constant(0 : index) : i64
    %2299 = llvm.insertvalue %2298, %2297[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2300 = llvm.mlir.constant(1 : index) : i64
    %2301 = llvm.insertvalue %2300, %2299[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2302 = llvm.mlir.constant(16 : index) : i64
    %2303 = llvm.insertvalue %2302, %2301[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2304 = llvm.mlir.constant(2 : index) : i64
    %2305 = llvm.insertvalue %2304, %2303[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2306 = llvm.mlir.constant(8 : index) : i64
    %2307 = llvm.insertvalue %2306, %2305[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2308 = llvm.mlir.constant(8 : index) : i64
    %2309 = llvm.insertvalue %2308, %2307[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2310 = llvm.mlir.constant(1 : index) : i64
    %2311 = llvm.insertvalue %2310, %2309[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2312 = llvm.mlir.constant(1 : index) : i64
    %2313 = llvm.insertvalue %2312, %2311[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2314 = llvm.mlir.constant(1 : index) : i64
    %2315 = llvm.insertvalue %2314, %2313[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2316 = llvm.mlir.constant(1 : index) : i64
    %2317 = llvm.mlir.constant(2 : index) : i64
    %2318 = llvm.mlir.constant(8 : index) : i64
    %2319 = llvm.mlir.constant(1 : index) : i64
    %2320 = llvm.mlir.constant(1 : index) : i64
    %2321 = llvm.mlir.constant(16 : index) : i64
    %2322 = llvm.mlir.constant(16 : index) : i64
    %2323 = llvm.mlir.zero : !llvm.ptr
    %2324 = llvm.getelementptr %2323[%2322] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2325 = llvm.ptrtoint %2324 : !llvm.ptr to i64
    %2326 = llvm.mlir.constant(64 : index) : i64
    %2327 = llvm.add %2325, %2326 : i64
    %2328 = llvm.call @malloc(%2327) : (i64) -> !llvm.ptr
    %2329 = llvm.ptrtoint %2328 : !llvm.ptr to i64
    %2330 = llvm.mlir.constant(1 : index) : i64
    %2331 = llvm.sub %2326, %2330 : i64
    %2332 = llvm.add %2329, %2331 : i64
    %2333 = llvm.urem %2332, %2326 : i64
    %2334 = llvm.sub %2332, %2333 : i64
    %2335 = llvm.inttoptr %2334 : i64 to !llvm.ptr
    %2336 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2337 = llvm.insertvalue %2328, %2336[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2338 = llvm.insertvalue %2335, %2337[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2339 = llvm.mlir.constant(0 : index) : i64
    %2340 = llvm.insertvalue %2339, %2338[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2341 = llvm.insertvalue %2316, %2340[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2342 = llvm.insertvalue %2317, %2341[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2343 = llvm.insertvalue %2318, %2342[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2344 = llvm.insertvalue %2319, %2343[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2345 = llvm.insertvalue %2321, %2344[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2346 = llvm.insertvalue %2318, %2345[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2347 = llvm.insertvalue %2319, %2346[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2348 = llvm.insertvalue %2320, %2347[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb244(%44 : i64)
  ^bb244(%2349: i64):  // 2 preds: ^bb243, ^bb254
    %2350 = llvm.icmp "slt" %2349, %43 : i64
    llvm.cond_br %2350, ^bb245, ^bb255
  ^bb245:  // pred: ^bb244
    llvm.br ^bb246(%44 : i64)
  ^bb246(%2351: i64):  // 2 preds: ^bb245, ^bb253
    %2352 = llvm.icmp "slt" %2351, %40 : i64
    llvm.cond_br %2352, ^bb247, ^bb254
  ^bb247:  // pred: ^bb246
    llvm.br ^bb248(%44 : i64)
  ^bb248(%2353: i64):  // 2 preds: ^bb247, ^bb252
    %2354 = llvm.icmp "slt" %2353, %42 : i64
    llvm.cond_br %2354, ^bb249, ^bb253
  ^bb249:  // pred: ^bb248
    llvm.br ^bb250(%44 : i64)
  ^bb250(%2355: i64):  // 2 preds: ^bb249, ^bb251
    %2356 = llvm.icmp "slt" %2355, %43 : i64
    llvm.cond_br %2356, ^bb251, ^bb252
  ^bb251:  // pred: ^bb250
    %2357 = llvm.extractvalue %2315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2358 = llvm.mlir.constant(16 : index) : i64
    %2359 = llvm.mul %2349, %2358 overflow<nsw, nuw> : i64
    %2360 = llvm.mlir.constant(8 : index) : i64
    %2361 = llvm.mul %2351, %2360 overflow<nsw, nuw> : i64
    %2362 = llvm.add %2359, %2361 overflow<nsw, nuw> : i64
    %2363 = llvm.add %2362, %2353 overflow<nsw, nuw> : i64
    %2364 = llvm.add %2363, %2355 overflow<nsw, nuw> : i64
    %2365 = llvm.getelementptr inbounds|nuw %2357[%2364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2366 = llvm.load %2365 : !llvm.ptr -> f32
    %2367 = llvm.extractvalue %2348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2368 = llvm.mlir.constant(16 : index) : i64
    %2369 = llvm.mul %2349, %2368 overflow<nsw, nuw> : i64
    %2370 = llvm.mlir.constant(8 : index) : i64
    %2371 = llvm.mul %2351, %2370 overflow<nsw, nuw> : i64
    %2372 = llvm.add %2369, %2371 overflow<nsw, nuw> : i64
    %2373 = llvm.add %2372, %2353 overflow<nsw, nuw> : i64
    %2374 = llvm.add %2373, %2355 overflow<nsw, nuw> : i64
    %2375 = llvm.getelementptr inbounds|nuw %2367[%2374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2366, %2375 : f32, !llvm.ptr
    %2376 = llvm.add %2355, %43 : i64
    llvm.br ^bb250(%2376 : i64)
  ^bb252:  // pred: ^bb250
    %2377 = llvm.add %2353, %43 : i64
    llvm.br ^bb248(%2377 : i64)
  ^bb253:  // pred: ^bb248
    %2378 = llvm.add %2351, %43 : i64
    llvm.br ^bb246(%2378 : i64)
  ^bb254:  // pred: ^bb246
    %2379 = llvm.add %2349, %43 : i64
    llvm.br ^bb244(%2379 : i64)
  ^bb255:  // pred: ^bb244
    llvm.br ^bb256(%44 : i64)
  ^bb256(%2380: i64):  // 2 preds: ^bb255, ^bb269
    %2381 = llvm.icmp "slt" %2380, %43 : i64
    llvm.cond_br %2381, ^bb257, ^bb270
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%44 : i64)
  ^bb258(%2382: i64):  // 2 preds: ^bb257, ^bb268
    %2383 = llvm.icmp "slt" %2382, %40 : i64
    llvm.cond_br %2383, ^bb259, ^bb269
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%44 : i64)
  ^bb260(%2384: i64):  // 2 preds: ^bb259, ^bb267
    %2385 = llvm.icmp "slt" %2384, %42 : i64
    llvm.cond_br %2385, ^bb261, ^bb268
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%44 : i64)
  ^bb262(%2386: i64):  // 2 preds: ^bb261, ^bb266
    %2387 = llvm.icmp "slt" %2386, %43 : i64
    llvm.cond_br %2387, ^bb263, ^bb267
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%44 : i64)
  ^bb264(%2388: i64):  // 2 preds: ^bb263, ^bb265
    %2389 = llvm.icmp "slt" %2388, %42 : i64
    llvm.cond_br %2389, ^bb265, ^bb266
  ^bb265:  // pred: ^bb264
    %2390 = llvm.extractvalue %2292[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2391 = llvm.mlir.constant(128 : index) : i64
    %2392 = llvm.mul %2380, %2391 overflow<nsw, nuw> : i64
    %2393 = llvm.mlir.constant(64 : index) : i64
    %2394 = llvm.mul %2382, %2393 overflow<nsw, nuw> : i64
    %2395 = llvm.add %2392, %2394 overflow<nsw, nuw> : i64
    %2396 = llvm.mlir.constant(8 : index) : i64
    %2397 = llvm.mul %2384, %2396 overflow<nsw, nuw> : i64
    %2398 = llvm.add %2395, %2397 overflow<nsw, nuw> : i64
    %2399 = llvm.mlir.constant(8 : index) : i64
    %2400 = llvm.mul %2386, %2399 overflow<nsw, nuw> : i64
    %2401 = llvm.add %2398, %2400 overflow<nsw, nuw> : i64
    %2402 = llvm.add %2401, %2388 overflow<nsw, nuw> : i64
    %2403 = llvm.getelementptr inbounds|nuw %2390[%2402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2404 = llvm.load %2403 : !llvm.ptr -> f32
    %2405 = llvm.extractvalue %2348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.mlir.constant(16 : index) : i64
    %2407 = llvm.mul %2380, %2406 overflow<nsw, nuw> : i64
    %2408 = llvm.mlir.constant(8 : index) : i64
    %2409 = llvm.mul %2382, %2408 overflow<nsw, nuw> : i64
    %2410 = llvm.add %2407, %2409 overflow<nsw, nuw> : i64
    %2411 = llvm.add %2410, %2384 overflow<nsw, nuw> : i64
    %2412 = llvm.add %2411, %2386 overflow<nsw, nuw> : i64
    %2413 = llvm.getelementptr inbounds|nuw %2405[%2412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2414 = llvm.load %2413 : !llvm.ptr -> f32
    %2415 = llvm.intr.maximum(%2404, %2414) : (f32, f32) -> f32
    %2416 = llvm.extractvalue %2348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2417 = llvm.mlir.constant(16 : index) : i64
    %2418 = llvm.mul %2380, %2417 overflow<nsw, nuw> : i64
    %2419 = llvm.mlir.constant(8 : index) : i64
    %2420 = llvm.mul %2382, %2419 overflow<nsw, nuw> : i64
    %2421 = llvm.add %2418, %2420 overflow<nsw, nuw> : i64
    %2422 = llvm.add %2421, %2384 overflow<nsw, nuw> : i64
    %2423 = llvm.add %2422, %2386 overflow<nsw, nuw> : i64
    %2424 = llvm.getelementptr inbounds|nuw %2416[%2423] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2415, %2424 : f32, !llvm.ptr
    %2425 = llvm.add %2388, %43 : i64
    llvm.br ^bb264(%2425 : i64)
  ^bb266:  // pred: ^bb264
    %2426 = llvm.add %2386, %43 : i64
    llvm.br ^bb262(%2426 : i64)
  ^bb267:  // pred: ^bb262
    %2427 = llvm.add %2384, %43 : i64
    llvm.br ^bb260(%2427 : i64)
  ^bb268:  // pred: ^bb260
    %2428 = llvm.add %2382, %43 : i64
    llvm.br ^bb258(%2428 : i64)
  ^bb269:  // pred: ^bb258
    %2429 = llvm.add %2380, %43 : i64
    llvm.br ^bb256(%2429 : i64)
  ^bb270:  // pred: ^bb256
    %2430 = llvm.mlir.constant(1 : index) : i64
    %2431 = llvm.mlir.constant(2 : index) : i64
    %2432 = llvm.mlir.constant(8 : index) : i64
    %2433 = llvm.mlir.constant(8 : index) : i64
    %2434 = llvm.mlir.constant(1 : index) : i64
    %2435 = llvm.mlir.constant(64 : index) : i64
    %2436 = llvm.mlir.constant(128 : index) : i64
    %2437 = llvm.mlir.constant(128 : index) : i64
    %2438 = llvm.mlir.zero : !llvm.ptr
    %2439 = llvm.getelementptr %2438[%2437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2440 = llvm.ptrtoint %2439 : !llvm.ptr to i64
    %2441 = llvm.mlir.constant(64 : index) : i64
    %2442 = llvm.add %2440, %2441 : i64
    %2443 = llvm.call @malloc(%2442) : (i64) -> !llvm.ptr
    %2444 = llvm.ptrtoint %2443 : !llvm.ptr to i64
    %2445 = llvm.mlir.constant(1 : index) : i64
    %2446 = llvm.sub %2441, %2445 : i64
    %2447 = llvm.add %2444, %2446 : i64
    %2448 = llvm.urem %2447, %2441 : i64
    %2449 = llvm.sub %2447, %2448 : i64
    %2450 = llvm.inttoptr %2449 : i64 to !llvm.ptr
    %2451 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2452 = llvm.insertvalue %2443, %2451[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2453 = llvm.insertvalue %2450, %2452[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2454 = llvm.mlir.constant(0 : index) : i64
    %2455 = llvm.insertvalue %2454, %2453[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2456 = llvm.insertvalue %2430, %2455[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2457 = llvm.insertvalue %2431, %2456[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2458 = llvm.insertvalue %2432, %2457[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2459 = llvm.insertvalue %2433, %2458[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2460 = llvm.insertvalue %2436, %2459[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2461 = llvm.insertvalue %2435, %2460[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2462 = llvm.insertvalue %2433, %2461[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2463 = llvm.insertvalue %2434, %2462[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb271(%44 : i64)
  ^bb271(%2464: i64):  // 2 preds: ^bb270, ^bb281
    %2465 = llvm.icmp "slt" %2464, %43 : i64
    llvm.cond_br %2465, ^bb272, ^bb282
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%44 : i64)
  ^bb273(%2466: i64):  // 2 preds: ^bb272, ^bb280
    %2467 = llvm.icmp "slt" %2466, %40 : i64
    llvm.cond_br %2467, ^bb274, ^bb281
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%44 : i64)
  ^bb275(%2468: i64):  // 2 preds: ^bb274, ^bb279
    %2469 = llvm.icmp "slt" %2468, %42 : i64
    llvm.cond_br %2469, ^bb276, ^bb280
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%44 : i64)
  ^bb277(%2470: i64):  // 2 preds: ^bb276, ^bb278
    %2471 = llvm.icmp "slt" %2470, %42 : i64
    llvm.cond_br %2471, ^bb278, ^bb279
  ^bb278:  // pred: ^bb277
    %2472 = llvm.extractvalue %2182[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2473 = llvm.mlir.constant(128 : index) : i64
    %2474 = llvm.mul %2464, %2473 overflow<nsw, nuw> : i64
    %2475 = llvm.mlir.constant(64 : index) : i64
    %2476 = llvm.mul %2466, %2475 overflow<nsw, nuw> : i64
    %2477 = llvm.add %2474, %2476 overflow<nsw, nuw> : i64
    %2478 = llvm.mlir.constant(8 : index) : i64
    %2479 = llvm.mul %2468, %2478 overflow<nsw, nuw> : i64
    %2480 = llvm.add %2477, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.add %2480, %2470 overflow<nsw, nuw> : i64
    %2482 = llvm.getelementptr inbounds|nuw %2472[%2481] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2483 = llvm.load %2482 : !llvm.ptr -> f32
    %2484 = llvm.extractvalue %2348[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2485 = llvm.mlir.constant(16 : index) : i64
    %2486 = llvm.mul %2464, %2485 overflow<nsw, nuw> : i64
    %2487 = llvm.mlir.constant(8 : index) : i64
    %2488 = llvm.mul %2466, %2487 overflow<nsw, nuw> : i64
    %2489 = llvm.add %2486, %2488 overflow<nsw, nuw> : i64
    %2490 = llvm.add %2489, %2468 overflow<nsw, nuw> : i64
    %2491 = llvm.add %2490, %44 overflow<nsw, nuw> : i64
    %2492 = llvm.getelementptr inbounds|nuw %2484[%2491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2493 = llvm.load %2492 : !llvm.ptr -> f32
    %2494 = llvm.fsub %2483, %2493 : f32
    %2495 = llvm.fmul %2494, %8 : f32
    %2496 = llvm.intr.exp2(%2495) : (f32) -> f32
    %2497 = llvm.extractvalue %2463[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2498 = llvm.mlir.constant(128 : index) : i64
    %2499 = llvm.mul %2464, %2498 overflow<nsw, nuw> : i64
    %2500 = llvm.mlir.constant(64 : index) : i64
    %2501 = llvm.mul %2466, %2500 overflow<nsw, nuw> : i64
    %2502 = llvm.add %2499, %2501 overflow<nsw, nuw> : i64
    %2503 = llvm.mlir.constant(8 : index) : i64
    %2504 = llvm.mul %2468, %2503 overflow<nsw, nuw> : i64
    %2505 = llvm.add %2502, %2504 overflow<nsw, nuw> : i64
    %2506 = llvm.add %2505, %2470 overflow<nsw, nuw> : i64
    %2507 = llvm.getelementptr inbounds|nuw %2497[%2506] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2496, %2507 : f32, !llvm.ptr
    %2508 = llvm.add %2470, %43 : i64
    llvm.br ^bb277(%2508 : i64)
  ^bb279:  // pred: ^bb277
    %2509 = llvm.add %2468, %43 : i64
    llvm.br ^bb275(%2509 : i64)
  ^bb280:  // pred: ^bb275
    %2510 = llvm.add %2466, %43 : i64
    llvm.br ^bb273(%2510 : i64)
  ^bb281:  // pred: ^bb273
    %2511 = llvm.add %2464, %43 : i64
    llvm.br ^bb271(%2511 : i64)
  ^bb282:  // pred: ^bb271
    %2512 = llvm.mlir.constant(1 : index) : i64
    %2513 = llvm.mlir.constant(2 : index) : i64
    %2514 = llvm.mlir.constant(8 : index) : i64
    %2515 = llvm.mlir.constant(1 : index) : i64
    %2516 = llvm.mlir.constant(1 : index) : i64
    %2517 = llvm.mlir.constant(16 : index) : i64
    %2518 = llvm.mlir.constant(16 : index) : i64
    %2519 = llvm.mlir.zero : !llvm.ptr
    %2520 = llvm.getelementptr %2519[%2518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2521 = llvm.ptrtoint %2520 : !llvm.ptr to i64
    %2522 = llvm.mlir.constant(64 : index) : i64
    %2523 = llvm.add %2521, %2522 : i64
    %2524 = llvm.call @malloc(%2523) : (i64) -> !llvm.ptr
    %2525 = llvm.ptrtoint %2524 : !llvm.ptr to i64
    %2526 = llvm.mlir.constant(1 : index) : i64
    %2527 = llvm.sub %2522, %2526 : i64
    %2528 = llvm.add %2525, %2527 : i64
    %2529 = llvm.urem %2528, %2522 : i64
    %2530 = llvm.sub %2528, %2529 : i64
    %2531 = llvm.inttoptr %2530 : i64 to !llvm.ptr
    %2532 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2533 = llvm.insertvalue %2524, %2532[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2534 = llvm.insertvalue %2531, %2533[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2535 = llvm.mlir.constant(0 : index) : i64
    %2536 = llvm.insertvalue %2535, %2534[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2537 = llvm.insertvalue %2512, %2536[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2538 = llvm.insertvalue %2513, %2537[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2539 = llvm.insertvalue %2514, %2538[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2540 = llvm.insertvalue %2515, %2539[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2541 = llvm.insertvalue %2517, %2540[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2542 = llvm.insertvalue %2514, %2541[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2543 = llvm.insertvalue %2515, %2542[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2544 = llvm.insertvalue %2516, %2543[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb283(%44 : i64)
  ^bb283(%2545: i64):  // 2 preds: ^bb282, ^bb293
    %2546 = llvm.icmp "slt" %2545, %43 : i64
    llvm.cond_br %2546, ^bb284, ^bb294
  ^bb284:  // pred: ^bb283
    llvm.br ^bb285(%44 : i64)
  ^bb285(%2547: i64):  // 2 preds: ^bb284, ^bb292
    %2548 = llvm.icmp "slt" %2547, %40 : i64
    llvm.cond_br %2548, ^bb286, ^bb293
  ^bb286:  // pred: ^bb285
    llvm.br ^bb287(%44 : i64)
  ^bb287(%2549: i64):  // 2 preds: ^bb286, ^bb291
    %2550 = llvm.icmp "slt" %2549, %42 : i64
    llvm.cond_br %2550, ^bb288, ^bb292
  ^bb288:  // pred: ^bb287
    llvm.br ^bb289(%44 : i64)
  ^bb289(%2551: i64):  // 2 preds: ^bb288, ^bb290
    %2552 = llvm.icmp "slt" %2551, %43 : i64
    llvm.cond_br %2552, ^bb290, ^bb291
  ^bb290:  // pred: ^bb289
    %2553 = llvm.extractvalue %2544[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.mlir.constant(16 : index) : i64
    %2555 = llvm.mul %2545, %2554 overflow<nsw, nuw> : i64
    %2556 = llvm.mlir.constant(8 : index) : i64
    %2557 = llvm.mul %2547, %2556 overflow<nsw, nuw> : i64
    %2558 = llvm.add %2555, %2557 overflow<nsw, nuw> : i64
    %2559 = llvm.add %2558, %2549 overflow<nsw, nuw> : i64
    %2560 = llvm.add %2559, %2551 overflow<nsw, nuw> : i64
    %2561 = llvm.getelementptr inbounds|nuw %2553[%2560] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %2561 : f32, !llvm.ptr
    %2562 = llvm.add %2551, %43 : i64
    llvm.br ^bb289(%2562 : i64)
  ^bb291:  // pred: ^bb289
    %2563 = llvm.add %2549, %43 : i64
    llvm.br ^bb287(%2563 : i64)
  ^bb292:  // pred: ^bb287
    %2564 = llvm.add %2547, %43 : i64
    llvm.br ^bb285(%2564 : i64)
  ^bb293:  // pred: ^bb285
    %2565 = llvm.add %2545, %43 : i64
    llvm.br ^bb283(%2565 : i64)
  ^bb294:  // pred: ^bb283
    %2566 = llvm.mlir.constant(1 : index) : i64
    %2567 = llvm.mlir.constant(2 : index) : i64
    %2568 = llvm.mlir.constant(8 : index) : i64
    %2569 = llvm.mlir.constant(1 : index) : i64
    %2570 = llvm.mlir.constant(1 : index) : i64
    %2571 = llvm.mlir.constant(16 : index) : i64
    %2572 = llvm.mlir.constant(16 : index) : i64
    %2573 = llvm.mlir.zero : !llvm.ptr
    %2574 = llvm.getelementptr %2573[%2572] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2575 = llvm.ptrtoint %2574 : !llvm.ptr to i64
    %2576 = llvm.mlir.constant(64 : index) : i64
    %2577 = llvm.add %2575, %2576 : i64
    %2578 = llvm.call @malloc(%2577) : (i64) -> !llvm.ptr
    %2579 = llvm.ptrtoint %2578 : !llvm.ptr to i64
    %2580 = llvm.mlir.constant(1 : index) : i64
    %2581 = llvm.sub %2576, %2580 : i64
    %2582 = llvm.add %2579, %2581 : i64
    %2583 = llvm.urem %2582, %2576 : i64
    %2584 = llvm.sub %2582, %2583 : i64
    %2585 = llvm.inttoptr %2584 : i64 to !llvm.ptr
    %2586 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2587 = llvm.insertvalue %2578, %2586[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2588 = llvm.insertvalue %2585, %2587[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2589 = llvm.mlir.constant(0 : index) : i64
    %2590 = llvm.insertvalue %2589, %2588[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2591 = llvm.insertvalue %2566, %2590[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2592 = llvm.insertvalue %2567, %2591[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2593 = llvm.insertvalue %2568, %2592[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2594 = llvm.insertvalue %2569, %2593[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2595 = llvm.insertvalue %2571, %2594[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2596 = llvm.insertvalue %2568, %2595[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2597 = llvm.insertvalue %2569, %2596[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2598 = llvm.insertvalue %2570, %2597[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%44 : i64)
  ^bb295(%2599: i64):  // 2 preds: ^bb294, ^bb305
    %2600 = llvm.icmp "slt" %2599, %43 : i64
    llvm.cond_br %2600, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%44 : i64)
  ^bb297(%2601: i64):  // 2 preds: ^bb296, ^bb304
    %2602 = llvm.icmp "slt" %2601, %40 : i64
    llvm.cond_br %2602, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%44 : i64)
  ^bb299(%2603: i64):  // 2 preds: ^bb298, ^bb303
    %2604 = llvm.icmp "slt" %2603, %42 : i64
    llvm.cond_br %2604, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%44 : i64)
  ^bb301(%2605: i64):  // 2 preds: ^bb300, ^bb302
    %2606 = llvm.icmp "slt" %2605, %43 : i64
    llvm.cond_br %2606, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2607 = llvm.extractvalue %2544[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2608 = llvm.mlir.constant(16 : index) : i64
    %2609 = llvm.mul %2599, %2608 overflow<nsw, nuw> : i64
    %2610 = llvm.mlir.constant(8 : index) : i64
    %2611 = llvm.mul %2601, %2610 overflow<nsw, nuw> : i64
    %2612 = llvm.add %2609, %2611 overflow<nsw, nuw> : i64
    %2613 = llvm.add %2612, %2603 overflow<nsw, nuw> : i64
    %2614 = llvm.add %2613, %2605 overflow<nsw, nuw> : i64
    %2615 = llvm.getelementptr inbounds|nuw %2607[%2614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2616 = llvm.load %2615 : !llvm.ptr -> f32
    %2617 = llvm.extractvalue %2598[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2618 = llvm.mlir.constant(16 : index) : i64
    %2619 = llvm.mul %2599, %2618 overflow<nsw, nuw> : i64
    %2620 = llvm.mlir.constant(8 : index) : i64
    %2621 = llvm.mul %2601, %2620 overflow<nsw, nuw> : i64
    %2622 = llvm.add %2619, %2621 overflow<nsw, nuw> : i64
    %2623 = llvm.add %2622, %2603 overflow<nsw, nuw> : i64
    %2624 = llvm.add %2623, %2605 overflow<nsw, nuw> : i64
    %2625 = llvm.getelementptr inbounds|nuw %2617[%2624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2616, %2625 : f32, !llvm.ptr
    %2626 = llvm.add %2605, %43 : i64
    llvm.br ^bb301(%2626 : i64)
  ^bb303:  // pred: ^bb301
    %2627 = llvm.add %2603, %43 : i64
    llvm.br ^bb299(%2627 : i64)
  ^bb304:  // pred: ^bb299
    %2628 = llvm.add %2601, %43 : i64
    llvm.br ^bb297(%2628 : i64)
  ^bb305:  // pred: ^bb297
    %2629 = llvm.add %2599, %43 : i64
    llvm.br ^bb295(%2629 : i64)
  ^bb306:  // pred: ^bb295
    llvm.br ^bb307(%44 : i64)
  ^bb307(%2630: i64):  // 2 preds: ^bb306, ^bb317
    %2631 = llvm.icmp "slt" %2630, %43 : i64
    llvm.cond_br %2631, ^bb308, ^bb318
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%44 : i64)
  ^bb309(%2632: i64):  // 2 preds: ^bb308, ^bb316
    %2633 = llvm.icmp "slt" %2632, %40 : i64
    llvm.cond_br %2633, ^bb310, ^bb317
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%44 : i64)
  ^bb311(%2634: i64):  // 2 preds: ^bb310, ^bb315
    %2635 = llvm.icmp "slt" %2634, %42 : i64
    llvm.cond_br %2635, ^bb312, ^bb316
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%44 : i64)
  ^bb313(%2636: i64):  // 2 preds: ^bb312, ^bb314
    %2637 = llvm.icmp "slt" %2636, %42 : i64
    llvm.cond_br %2637, ^bb314, ^bb315
  ^bb314:  // pred: ^bb313
    %2638 = llvm.extractvalue %2463[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2639 = llvm.mlir.constant(128 : index) : i64
    %2640 = llvm.mul %2630, %2639 overflow<nsw, nuw> : i64
    %2641 = llvm.mlir.constant(64 : index) : i64
    %2642 = llvm.mul %2632, %2641 overflow<nsw, nuw> : i64
    %2643 = llvm.add %2640, %2642 overflow<nsw, nuw> : i64
    %2644 = llvm.mlir.constant(8 : index) : i64
    %2645 = llvm.mul %2634, %2644 overflow<nsw, nuw> : i64
    %2646 = llvm.add %2643, %2645 overflow<nsw, nuw> : i64
    %2647 = llvm.add %2646, %2636 overflow<nsw, nuw> : i64
    %2648 = llvm.getelementptr inbounds|nuw %2638[%2647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2649 = llvm.load %2648 : !llvm.ptr -> f32
    %2650 = llvm.extractvalue %2598[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2651 = llvm.mlir.constant(16 : index) : i64
    %2652 = llvm.mul %2630, %2651 overflow<nsw, nuw> : i64
    %2653 = llvm.mlir.constant(8 : index) : i64
    %2654 = llvm.mul %2632, %2653 overflow<nsw, nuw> : i64
    %2655 = llvm.add %2652, %2654 overflow<nsw, nuw> : i64
    %2656 = llvm.add %2655, %2634 overflow<nsw, nuw> : i64
    %2657 = llvm.add %2656, %44 overflow<nsw, nuw> : i64
    %2658 = llvm.getelementptr inbounds|nuw %2650[%2657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2659 = llvm.load %2658 : !llvm.ptr -> f32
    %2660 = llvm.fadd %2649, %2659 : f32
    %2661 = llvm.extractvalue %2598[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2662 = llvm.mlir.constant(16 : index) : i64
    %2663 = llvm.mul %2630, %2662 overflow<nsw, nuw> : i64
    %2664 = llvm.mlir.constant(8 : index) : i64
    %2665 = llvm.mul %2632, %2664 overflow<nsw, nuw> : i64
    %2666 = llvm.add %2663, %2665 overflow<nsw, nuw> : i64
    %2667 = llvm.add %2666, %2634 overflow<nsw, nuw> : i64
    %2668 = llvm.add %2667, %44 overflow<nsw, nuw> : i64
    %2669 = llvm.getelementptr inbounds|nuw %2661[%2668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2660, %2669 : f32, !llvm.ptr
    %2670 = llvm.add %2636, %43 : i64
    llvm.br ^bb313(%2670 : i64)
  ^bb315:  // pred: ^bb313
    %2671 = llvm.add %2634, %43 : i64
    llvm.br ^bb311(%2671 : i64)
  ^bb316:  // pred: ^bb311
    %2672 = llvm.add %2632, %43 : i64
    llvm.br ^bb309(%2672 : i64)
  ^bb317:  // pred: ^bb309
    %2673 = llvm.add %2630, %43 : i64
    llvm.br ^bb307(%2673 : i64)
  ^bb318:  // pred: ^bb307
    %2674 = llvm.mlir.constant(2 : index) : i64
    %2675 = llvm.mlir.constant(8 : index) : i64
    %2676 = llvm.mlir.constant(16 : index) : i64
    %2677 = llvm.mlir.constant(1 : index) : i64
    %2678 = llvm.mlir.constant(128 : index) : i64
    %2679 = llvm.mlir.constant(256 : index) : i64
    %2680 = llvm.mlir.zero : !llvm.ptr
    %2681 = llvm.getelementptr %2680[%2679] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2682 = llvm.ptrtoint %2681 : !llvm.ptr to i64
    %2683 = llvm.mlir.constant(64 : index) : i64
    %2684 = llvm.add %2682, %2683 : i64
    %2685 = llvm.call @malloc(%2684) : (i64) -> !llvm.ptr
    %2686 = llvm.ptrtoint %2685 : !llvm.ptr to i64
    %2687 = llvm.mlir.constant(1 : index) : i64
    %2688 = llvm.sub %2683, %2687 : i64
    %2689 = llvm.add %2686, %2688 : i64
    %2690 = llvm.urem %2689, %2683 : i64
    %2691 = llvm.sub %2689, %2690 : i64
    %2692 = llvm.inttoptr %2691 : i64 to !llvm.ptr
    %2693 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2694 = llvm.insertvalue %2685, %2693[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2695 = llvm.insertvalue %2692, %2694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2696 = llvm.mlir.constant(0 : index) : i64
    %2697 = llvm.insertvalue %2696, %2695[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2698 = llvm.insertvalue %2674, %2697[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2699 = llvm.insertvalue %2675, %2698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2700 = llvm.insertvalue %2676, %2699[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2701 = llvm.insertvalue %2678, %2700[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2702 = llvm.insertvalue %2676, %2701[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2703 = llvm.insertvalue %2677, %2702[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb319(%44 : i64)
  ^bb319(%2704: i64):  // 2 preds: ^bb318, ^bb326
    %2705 = llvm.icmp "slt" %2704, %40 : i64
    llvm.cond_br %2705, ^bb320, ^bb327
  ^bb320:  // pred: ^bb319
    llvm.br ^bb321(%44 : i64)
  ^bb321(%2706: i64):  // 2 preds: ^bb320, ^bb325
    %2707 = llvm.icmp "slt" %2706, %42 : i64
    llvm.cond_br %2707, ^bb322, ^bb326
  ^bb322:  // pred: ^bb321
    llvm.br ^bb323(%44 : i64)
  ^bb323(%2708: i64):  // 2 preds: ^bb322, ^bb324
    %2709 = llvm.icmp "slt" %2708, %39 : i64
    llvm.cond_br %2709, ^bb324, ^bb325
  ^bb324:  // pred: ^bb323
    %2710 = llvm.extractvalue %2703[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2711 = llvm.mlir.constant(128 : index) : i64
    %2712 = llvm.mul %2704, %2711 overflow<nsw, nuw> : i64
    %2713 = llvm.mlir.constant(16 : index) : i64
    %2714 = llvm.mul %2706, %2713 overflow<nsw, nuw> : i64
    %2715 = llvm.add %2712, %2714 overflow<nsw, nuw> : i64
    %2716 = llvm.add %2715, %2708 overflow<nsw, nuw> : i64
    %2717 = llvm.getelementptr inbounds|nuw %2710[%2716] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %2717 : f32, !llvm.ptr
    %2718 = llvm.add %2708, %43 : i64
    llvm.br ^bb323(%2718 : i64)
  ^bb325:  // pred: ^bb323
    %2719 = llvm.add %2706, %43 : i64
    llvm.br ^bb321(%2719 : i64)
  ^bb326:  // pred: ^bb321
    %2720 = llvm.add %2704, %43 : i64
    llvm.br ^bb319(%2720 : i64)
  ^bb327:  // pred: ^bb319
    %2721 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2722 = llvm.extractvalue %2703[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2723 = llvm.extractvalue %2703[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2724 = llvm.insertvalue %2722, %2721[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2725 = llvm.insertvalue %2723, %2724[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2726 = llvm.mlir.constant(0 : index) : i64
    %2727 = llvm.insertvalue %2726, %2725[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2728 = llvm.mlir.constant(1 : index) : i64
    %2729 = llvm.insertvalue %2728, %2727[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.mlir.constant(256 : index) : i64
    %2731 = llvm.insertvalue %2730, %2729[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2732 = llvm.mlir.constant(2 : index) : i64
    %2733 = llvm.insertvalue %2732, %2731[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2734 = llvm.mlir.constant(128 : index) : i64
    %2735 = llvm.insertvalue %2734, %2733[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2736 = llvm.mlir.constant(8 : index) : i64
    %2737 = llvm.insertvalue %2736, %2735[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2738 = llvm.mlir.constant(16 : index) : i64
    %2739 = llvm.insertvalue %2738, %2737[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2740 = llvm.mlir.constant(16 : index) : i64
    %2741 = llvm.insertvalue %2740, %2739[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2742 = llvm.mlir.constant(1 : index) : i64
    %2743 = llvm.insertvalue %2742, %2741[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2744 = llvm.mlir.constant(1 : index) : i64
    %2745 = llvm.mlir.constant(2 : index) : i64
    %2746 = llvm.mlir.constant(8 : index) : i64
    %2747 = llvm.mlir.constant(16 : index) : i64
    %2748 = llvm.mlir.constant(1 : index) : i64
    %2749 = llvm.mlir.constant(128 : index) : i64
    %2750 = llvm.mlir.constant(256 : index) : i64
    %2751 = llvm.mlir.constant(256 : index) : i64
    %2752 = llvm.mlir.zero : !llvm.ptr
    %2753 = llvm.getelementptr %2752[%2751] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2754 = llvm.ptrtoint %2753 : !llvm.ptr to i64
    %2755 = llvm.mlir.constant(64 : index) : i64
    %2756 = llvm.add %2754, %2755 : i64
    %2757 = llvm.call @malloc(%2756) : (i64) -> !llvm.ptr
    %2758 = llvm.ptrtoint %2757 : !llvm.ptr to i64
    %2759 = llvm.mlir.constant(1 : index) : i64
    %2760 = llvm.sub %2755, %2759 : i64
    %2761 = llvm.add %2758, %2760 : i64
    %2762 = llvm.urem %2761, %2755 : i64
    %2763 = llvm.sub %2761, %2762 : i64
    %2764 = llvm.inttoptr %2763 : i64 to !llvm.ptr
    %2765 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2766 = llvm.insertvalue %2757, %2765[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2767 = llvm.insertvalue %2764, %2766[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2768 = llvm.mlir.constant(0 : index) : i64
    %2769 = llvm.insertvalue %2768, %2767[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2770 = llvm.insertvalue %2744, %2769[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2771 = llvm.insertvalue %2745, %2770[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2772 = llvm.insertvalue %2746, %2771[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2773 = llvm.insertvalue %2747, %2772[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2774 = llvm.insertvalue %2750, %2773[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2775 = llvm.insertvalue %2749, %2774[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2776 = llvm.insertvalue %2747, %2775[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2777 = llvm.insertvalue %2748, %2776[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb328(%44 : i64)
  ^bb328(%2778: i64):  // 2 preds: ^bb327, ^bb338
    %2779 = llvm.icmp "slt" %2778, %43 : i64
    llvm.cond_br %2779, ^bb329, ^bb339
  ^bb329:  // pred: ^bb328
    llvm.br ^bb330(%44 : i64)
  ^bb330(%2780: i64):  // 2 preds: ^bb329, ^bb337
    %2781 = llvm.icmp "slt" %2780, %40 : i64
    llvm.cond_br %2781, ^bb331, ^bb338
  ^bb331:  // pred: ^bb330
    llvm.br ^bb332(%44 : i64)
  ^bb332(%2782: i64):  // 2 preds: ^bb331, ^bb336
    %2783 = llvm.icmp "slt" %2782, %42 : i64
    llvm.cond_br %2783, ^bb333, ^bb337
  ^bb333:  // pred: ^bb332
    llvm.br ^bb334(%44 : i64)
  ^bb334(%2784: i64):  // 2 preds: ^bb333, ^bb335
    %2785 = llvm.icmp "slt" %2784, %39 : i64
    llvm.cond_br %2785, ^bb335, ^bb336
  ^bb335:  // pred: ^bb334
    %2786 = llvm.extractvalue %2743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2787 = llvm.mlir.constant(256 : index) : i64
    %2788 = llvm.mul %2778, %2787 overflow<nsw, nuw> : i64
    %2789 = llvm.mlir.constant(128 : index) : i64
    %2790 = llvm.mul %2780, %2789 overflow<nsw, nuw> : i64
    %2791 = llvm.add %2788, %2790 overflow<nsw, nuw> : i64
    %2792 = llvm.mlir.constant(16 : index) : i64
    %2793 = llvm.mul %2782, %2792 overflow<nsw, nuw> : i64
    %2794 = llvm.add %2791, %2793 overflow<nsw, nuw> : i64
    %2795 = llvm.add %2794, %2784 overflow<nsw, nuw> : i64
    %2796 = llvm.getelementptr inbounds|nuw %2786[%2795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2797 = llvm.load %2796 : !llvm.ptr -> f32
    %2798 = llvm.extractvalue %2777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2799 = llvm.mlir.constant(256 : index) : i64
    %2800 = llvm.mul %2778, %2799 overflow<nsw, nuw> : i64
    %2801 = llvm.mlir.constant(128 : index) : i64
    %2802 = llvm.mul %2780, %2801 overflow<nsw, nuw> : i64
    %2803 = llvm.add %2800, %2802 overflow<nsw, nuw> : i64
    %2804 = llvm.mlir.constant(16 : index) : i64
    %2805 = llvm.mul %2782, %2804 overflow<nsw, nuw> : i64
    %2806 = llvm.add %2803, %2805 overflow<nsw, nuw> : i64
    %2807 = llvm.add %2806, %2784 overflow<nsw, nuw> : i64
    %2808 = llvm.getelementptr inbounds|nuw %2798[%2807] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2797, %2808 : f32, !llvm.ptr
    %2809 = llvm.add %2784, %43 : i64
    llvm.br ^bb334(%2809 : i64)
  ^bb336:  // pred: ^bb334
    %2810 = llvm.add %2782, %43 : i64
    llvm.br ^bb332(%2810 : i64)
  ^bb337:  // pred: ^bb332
    %2811 = llvm.add %2780, %43 : i64
    llvm.br ^bb330(%2811 : i64)
  ^bb338:  // pred: ^bb330
    %2812 = llvm.add %2778, %43 : i64
    llvm.br ^bb328(%2812 : i64)
  ^bb339:  // pred: ^bb328
    llvm.br ^bb340(%44 : i64)
  ^bb340(%2813: i64):  // 2 preds: ^bb339, ^bb353
    %2814 = llvm.icmp "slt" %2813, %43 : i64
    llvm.cond_br %2814, ^bb341, ^bb354
  ^bb341:  // pred: ^bb340
    llvm.br ^bb342(%44 : i64)
  ^bb342(%2815: i64):  // 2 preds: ^bb341, ^bb352
    %2816 = llvm.icmp "slt" %2815, %40 : i64
    llvm.cond_br %2816, ^bb343, ^bb353
  ^bb343:  // pred: ^bb342
    llvm.br ^bb344(%44 : i64)
  ^bb344(%2817: i64):  // 2 preds: ^bb343, ^bb351
    %2818 = llvm.icmp "slt" %2817, %42 : i64
    llvm.cond_br %2818, ^bb345, ^bb352
  ^bb345:  // pred: ^bb344
    llvm.br ^bb346(%44 : i64)
  ^bb346(%2819: i64):  // 2 preds: ^bb345, ^bb350
    %2820 = llvm.icmp "slt" %2819, %39 : i64
    llvm.cond_br %2820, ^bb347, ^bb351
  ^bb347:  // pred: ^bb346
    llvm.br ^bb348(%44 : i64)
  ^bb348(%2821: i64):  // 2 preds: ^bb347, ^bb349
    %2822 = llvm.icmp "slt" %2821, %42 : i64
    llvm.cond_br %2822, ^bb349, ^bb350
  ^bb349:  // pred: ^bb348
    %2823 = llvm.extractvalue %2463[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2824 = llvm.mlir.constant(128 : index) : i64
    %2825 = llvm.mul %2813, %2824 overflow<nsw, nuw> : i64
    %2826 = llvm.mlir.constant(64 : index) : i64
    %2827 = llvm.mul %2815, %2826 overflow<nsw, nuw> : i64
    %2828 = llvm.add %2825, %2827 overflow<nsw, nuw> : i64
    %2829 = llvm.mlir.constant(8 : index) : i64
    %2830 = llvm.mul %2817, %2829 overflow<nsw, nuw> : i64
    %2831 = llvm.add %2828, %2830 overflow<nsw, nuw> : i64
    %2832 = llvm.add %2831, %2821 overflow<nsw, nuw> : i64
    %2833 = llvm.getelementptr inbounds|nuw %2823[%2832] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2834 = llvm.load %2833 : !llvm.ptr -> f32
    %2835 = llvm.extractvalue %2598[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2836 = llvm.mlir.constant(16 : index) : i64
    %2837 = llvm.mul %2813, %2836 overflow<nsw, nuw> : i64
    %2838 = llvm.mlir.constant(8 : index) : i64
    %2839 = llvm.mul %2815, %2838 overflow<nsw, nuw> : i64
    %2840 = llvm.add %2837, %2839 overflow<nsw, nuw> : i64
    %2841 = llvm.add %2840, %2817 overflow<nsw, nuw> : i64
    %2842 = llvm.add %2841, %44 overflow<nsw, nuw> : i64
    %2843 = llvm.getelementptr inbounds|nuw %2835[%2842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2844 = llvm.load %2843 : !llvm.ptr -> f32
    %2845 = llvm.extractvalue %1823[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2846 = llvm.mlir.constant(256 : index) : i64
    %2847 = llvm.mul %2813, %2846 overflow<nsw, nuw> : i64
    %2848 = llvm.mlir.constant(32 : index) : i64
    %2849 = llvm.mul %2821, %2848 overflow<nsw, nuw> : i64
    %2850 = llvm.add %2847, %2849 overflow<nsw, nuw> : i64
    %2851 = llvm.mlir.constant(16 : index) : i64
    %2852 = llvm.mul %2815, %2851 overflow<nsw, nuw> : i64
    %2853 = llvm.add %2850, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.add %2853, %2819 overflow<nsw, nuw> : i64
    %2855 = llvm.getelementptr inbounds|nuw %2845[%2854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2856 = llvm.load %2855 : !llvm.ptr -> f32
    %2857 = llvm.extractvalue %1931[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2858 = llvm.mlir.constant(16 : index) : i64
    %2859 = llvm.mul %2815, %2858 overflow<nsw, nuw> : i64
    %2860 = llvm.add %2859, %2819 overflow<nsw, nuw> : i64
    %2861 = llvm.getelementptr inbounds|nuw %2857[%2860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2862 = llvm.load %2861 : !llvm.ptr -> f32
    %2863 = llvm.extractvalue %2777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2864 = llvm.mlir.constant(256 : index) : i64
    %2865 = llvm.mul %2813, %2864 overflow<nsw, nuw> : i64
    %2866 = llvm.mlir.constant(128 : index) : i64
    %2867 = llvm.mul %2815, %2866 overflow<nsw, nuw> : i64
    %2868 = llvm.add %2865, %2867 overflow<nsw, nuw> : i64
    %2869 = llvm.mlir.constant(16 : index) : i64
    %2870 = llvm.mul %2817, %2869 overflow<nsw, nuw> : i64
    %2871 = llvm.add %2868, %2870 overflow<nsw, nuw> : i64
    %2872 = llvm.add %2871, %2819 overflow<nsw, nuw> : i64
    %2873 = llvm.getelementptr inbounds|nuw %2863[%2872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2874 = llvm.load %2873 : !llvm.ptr -> f32
    %2875 = llvm.fadd %2856, %2862 : f32
    %2876 = llvm.fdiv %2834, %2844 : f32
    %2877 = llvm.fmul %2876, %2875 : f32
    %2878 = llvm.fadd %2874, %2877 : f32
    %2879 = llvm.extractvalue %2777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2880 = llvm.mlir.constant(256 : index) : i64
    %2881 = llvm.mul %2813, %2880 overflow<nsw, nuw> : i64
    %2882 = llvm.mlir.constant(128 : index) : i64
    %2883 = llvm.mul %2815, %2882 overflow<nsw, nuw> : i64
    %2884 = llvm.add %2881, %2883 overflow<nsw, nuw> : i64
    %2885 = llvm.mlir.constant(16 : index) : i64
    %2886 = llvm.mul %2817, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.add %2884, %2886 overflow<nsw, nuw> : i64
    %2888 = llvm.add %2887, %2819 overflow<nsw, nuw> : i64
    %2889 = llvm.getelementptr inbounds|nuw %2879[%2888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2878, %2889 : f32, !llvm.ptr
    %2890 = llvm.add %2821, %43 : i64
    llvm.br ^bb348(%2890 : i64)
  ^bb350:  // pred: ^bb348
    %2891 = llvm.add %2819, %43 : i64
    llvm.br ^bb346(%2891 : i64)
  ^bb351:  // pred: ^bb346
    %2892 = llvm.add %2817, %43 : i64
    llvm.br ^bb344(%2892 : i64)
  ^bb352:  // pred: ^bb344
    %2893 = llvm.add %2815, %43 : i64
    llvm.br ^bb342(%2893 : i64)
  ^bb353:  // pred: ^bb342
    %2894 = llvm.add %2813, %43 : i64
    llvm.br ^bb340(%2894 : i64)
  ^bb354:  // pred: ^bb340
    %2895 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2896 = llvm.extractvalue %542[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2897 = llvm.extractvalue %542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2898 = llvm.insertvalue %2896, %2895[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2899 = llvm.insertvalue %2897, %2898[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2900 = llvm.mlir.constant(0 : index) : i64
    %2901 = llvm.insertvalue %2900, %2899[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2902 = llvm.mlir.constant(32 : index) : i64
    %2903 = llvm.insertvalue %2902, %2901[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2904 = llvm.mlir.constant(32 : index) : i64
    %2905 = llvm.insertvalue %2904, %2903[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2906 = llvm.mlir.constant(2 : index) : i64
    %2907 = llvm.insertvalue %2906, %2905[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2908 = llvm.mlir.constant(16 : index) : i64
    %2909 = llvm.insertvalue %2908, %2907[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2910 = llvm.mlir.constant(16 : index) : i64
    %2911 = llvm.insertvalue %2910, %2909[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2912 = llvm.mlir.constant(1 : index) : i64
    %2913 = llvm.insertvalue %2912, %2911[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2914 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2915 = llvm.extractvalue %1414[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2916 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2917 = llvm.insertvalue %2915, %2914[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2918 = llvm.insertvalue %2916, %2917[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2919 = llvm.mlir.constant(0 : index) : i64
    %2920 = llvm.insertvalue %2919, %2918[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2921 = llvm.mlir.constant(1 : index) : i64
    %2922 = llvm.insertvalue %2921, %2920[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2923 = llvm.mlir.constant(256 : index) : i64
    %2924 = llvm.insertvalue %2923, %2922[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2925 = llvm.mlir.constant(8 : index) : i64
    %2926 = llvm.insertvalue %2925, %2924[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2927 = llvm.mlir.constant(32 : index) : i64
    %2928 = llvm.insertvalue %2927, %2926[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2929 = llvm.mlir.constant(32 : index) : i64
    %2930 = llvm.insertvalue %2929, %2928[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2931 = llvm.mlir.constant(1 : index) : i64
    %2932 = llvm.insertvalue %2931, %2930[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2933 = llvm.mlir.constant(1 : index) : i64
    %2934 = llvm.mlir.constant(8 : index) : i64
    %2935 = llvm.mlir.constant(32 : index) : i64
    %2936 = llvm.mlir.constant(1 : index) : i64
    %2937 = llvm.mlir.constant(256 : index) : i64
    %2938 = llvm.mlir.constant(256 : index) : i64
    %2939 = llvm.mlir.zero : !llvm.ptr
    %2940 = llvm.getelementptr %2939[%2938] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2941 = llvm.ptrtoint %2940 : !llvm.ptr to i64
    %2942 = llvm.mlir.constant(64 : index) : i64
    %2943 = llvm.add %2941, %2942 : i64
    %2944 = llvm.call @malloc(%2943) : (i64) -> !llvm.ptr
    %2945 = llvm.ptrtoint %2944 : !llvm.ptr to i64
    %2946 = llvm.mlir.constant(1 : index) : i64
    %2947 = llvm.sub %2942, %2946 : i64
    %2948 = llvm.add %2945, %2947 : i64
    %2949 = llvm.urem %2948, %2942 : i64
    %2950 = llvm.sub %2948, %2949 : i64
    %2951 = llvm.inttoptr %2950 : i64 to !llvm.ptr
    %2952 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2953 = llvm.insertvalue %2944, %2952[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2954 = llvm.insertvalue %2951, %2953[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2955 = llvm.mlir.constant(0 : index) : i64
    %2956 = llvm.insertvalue %2955, %2954[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2957 = llvm.insertvalue %2933, %2956[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2958 = llvm.insertvalue %2934, %2957[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2959 = llvm.insertvalue %2935, %2958[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2960 = llvm.insertvalue %2937, %2959[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2961 = llvm.insertvalue %2935, %2960[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2962 = llvm.insertvalue %2936, %2961[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb355(%44 : i64)
  ^bb355(%2963: i64):  // 2 preds: ^bb354, ^bb362
    %2964 = llvm.icmp "slt" %2963, %43 : i64
    llvm.cond_br %2964, ^bb356, ^bb363
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%44 : i64)
  ^bb357(%2965: i64):  // 2 preds: ^bb356, ^bb361
    %2966 = llvm.icmp "slt" %2965, %42 : i64
    llvm.cond_br %2966, ^bb358, ^bb362
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%44 : i64)
  ^bb359(%2967: i64):  // 2 preds: ^bb358, ^bb360
    %2968 = llvm.icmp "slt" %2967, %41 : i64
    llvm.cond_br %2968, ^bb360, ^bb361
  ^bb360:  // pred: ^bb359
    %2969 = llvm.extractvalue %2932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2970 = llvm.mlir.constant(256 : index) : i64
    %2971 = llvm.mul %2963, %2970 overflow<nsw, nuw> : i64
    %2972 = llvm.mlir.constant(32 : index) : i64
    %2973 = llvm.mul %2965, %2972 overflow<nsw, nuw> : i64
    %2974 = llvm.add %2971, %2973 overflow<nsw, nuw> : i64
    %2975 = llvm.add %2974, %2967 overflow<nsw, nuw> : i64
    %2976 = llvm.getelementptr inbounds|nuw %2969[%2975] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2977 = llvm.load %2976 : !llvm.ptr -> f32
    %2978 = llvm.extractvalue %2962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2979 = llvm.mlir.constant(256 : index) : i64
    %2980 = llvm.mul %2963, %2979 overflow<nsw, nuw> : i64
    %2981 = llvm.mlir.constant(32 : index) : i64
    %2982 = llvm.mul %2965, %2981 overflow<nsw, nuw> : i64
    %2983 = llvm.add %2980, %2982 overflow<nsw, nuw> : i64
    %2984 = llvm.add %2983, %2967 overflow<nsw, nuw> : i64
    %2985 = llvm.getelementptr inbounds|nuw %2978[%2984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2977, %2985 : f32, !llvm.ptr
    %2986 = llvm.add %2967, %43 : i64
    llvm.br ^bb359(%2986 : i64)
  ^bb361:  // pred: ^bb359
    %2987 = llvm.add %2965, %43 : i64
    llvm.br ^bb357(%2987 : i64)
  ^bb362:  // pred: ^bb357
    %2988 = llvm.add %2963, %43 : i64
    llvm.br ^bb355(%2988 : i64)
  ^bb363:  // pred: ^bb355
    llvm.br ^bb364(%44 : i64)
  ^bb364(%2989: i64):  // 2 preds: ^bb363, ^bb377
    %2990 = llvm.icmp "slt" %2989, %43 : i64
    llvm.cond_br %2990, ^bb365, ^bb378
  ^bb365:  // pred: ^bb364
    llvm.br ^bb366(%44 : i64)
  ^bb366(%2991: i64):  // 2 preds: ^bb365, ^bb376
    %2992 = llvm.icmp "slt" %2991, %42 : i64
    llvm.cond_br %2992, ^bb367, ^bb377
  ^bb367:  // pred: ^bb366
    llvm.br ^bb368(%44 : i64)
  ^bb368(%2993: i64):  // 2 preds: ^bb367, ^bb375
    %2994 = llvm.icmp "slt" %2993, %41 : i64
    llvm.cond_br %2994, ^bb369, ^bb376
  ^bb369:  // pred: ^bb368
    llvm.br ^bb370(%44 : i64)
  ^bb370(%2995: i64):  // 2 preds: ^bb369, ^bb374
    %2996 = llvm.icmp "slt" %2995, %40 : i64
    llvm.cond_br %2996, ^bb371, ^bb375
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%44 : i64)
  ^bb372(%2997: i64):  // 2 preds: ^bb371, ^bb373
    %2998 = llvm.icmp "slt" %2997, %39 : i64
    llvm.cond_br %2998, ^bb373, ^bb374
  ^bb373:  // pred: ^bb372
    %2999 = llvm.extractvalue %2777[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3000 = llvm.mlir.constant(256 : index) : i64
    %3001 = llvm.mul %2989, %3000 overflow<nsw, nuw> : i64
    %3002 = llvm.mlir.constant(128 : index) : i64
    %3003 = llvm.mul %2995, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.add %3001, %3003 overflow<nsw, nuw> : i64
    %3005 = llvm.mlir.constant(16 : index) : i64
    %3006 = llvm.mul %2991, %3005 overflow<nsw, nuw> : i64
    %3007 = llvm.add %3004, %3006 overflow<nsw, nuw> : i64
    %3008 = llvm.add %3007, %2997 overflow<nsw, nuw> : i64
    %3009 = llvm.getelementptr inbounds|nuw %2999[%3008] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3010 = llvm.load %3009 : !llvm.ptr -> f32
    %3011 = llvm.extractvalue %2913[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3012 = llvm.mlir.constant(32 : index) : i64
    %3013 = llvm.mul %2993, %3012 overflow<nsw, nuw> : i64
    %3014 = llvm.mlir.constant(16 : index) : i64
    %3015 = llvm.mul %2995, %3014 overflow<nsw, nuw> : i64
    %3016 = llvm.add %3013, %3015 overflow<nsw, nuw> : i64
    %3017 = llvm.add %3016, %2997 overflow<nsw, nuw> : i64
    %3018 = llvm.getelementptr inbounds|nuw %3011[%3017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3019 = llvm.load %3018 : !llvm.ptr -> f32
    %3020 = llvm.extractvalue %2962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3021 = llvm.mlir.constant(256 : index) : i64
    %3022 = llvm.mul %2989, %3021 overflow<nsw, nuw> : i64
    %3023 = llvm.mlir.constant(32 : index) : i64
    %3024 = llvm.mul %2991, %3023 overflow<nsw, nuw> : i64
    %3025 = llvm.add %3022, %3024 overflow<nsw, nuw> : i64
    %3026 = llvm.add %3025, %2993 overflow<nsw, nuw> : i64
    %3027 = llvm.getelementptr inbounds|nuw %3020[%3026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3028 = llvm.load %3027 : !llvm.ptr -> f32
    %3029 = llvm.fmul %3010, %3019 : f32
    %3030 = llvm.fadd %3028, %3029 : f32
    %3031 = llvm.extractvalue %2962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3032 = llvm.mlir.constant(256 : index) : i64
    %3033 = llvm.mul %2989, %3032 overflow<nsw, nuw> : i64
    %3034 = llvm.mlir.constant(32 : index) : i64
    %3035 = llvm.mul %2991, %3034 overflow<nsw, nuw> : i64
    %3036 = llvm.add %3033, %3035 overflow<nsw, nuw> : i64
    %3037 = llvm.add %3036, %2993 overflow<nsw, nuw> : i64
    %3038 = llvm.getelementptr inbounds|nuw %3031[%3037] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3030, %3038 : f32, !llvm.ptr
    %3039 = llvm.add %2997, %43 : i64
    llvm.br ^bb372(%3039 : i64)
  ^bb374:  // pred: ^bb372
    %3040 = llvm.add %2995, %43 : i64
    llvm.br ^bb370(%3040 : i64)
  ^bb375:  // pred: ^bb370
    %3041 = llvm.add %2993, %43 : i64
    llvm.br ^bb368(%3041 : i64)
  ^bb376:  // pred: ^bb368
    %3042 = llvm.add %2991, %43 : i64
    llvm.br ^bb366(%3042 : i64)
  ^bb377:  // pred: ^bb366
    %3043 = llvm.add %2989, %43 : i64
    llvm.br ^bb364(%3043 : i64)
  ^bb378:  // pred: ^bb364
    %3044 = llvm.mlir.constant(1 : index) : i64
    %3045 = llvm.mlir.constant(8 : index) : i64
    %3046 = llvm.mlir.constant(32 : index) : i64
    %3047 = llvm.mlir.constant(1 : index) : i64
    %3048 = llvm.mlir.constant(256 : index) : i64
    %3049 = llvm.mlir.constant(256 : index) : i64
    %3050 = llvm.mlir.zero : !llvm.ptr
    %3051 = llvm.getelementptr %3050[%3049] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3052 = llvm.ptrtoint %3051 : !llvm.ptr to i64
    %3053 = llvm.mlir.constant(64 : index) : i64
    %3054 = llvm.add %3052, %3053 : i64
    %3055 = llvm.call @malloc(%3054) : (i64) -> !llvm.ptr
    %3056 = llvm.ptrtoint %3055 : !llvm.ptr to i64
    %3057 = llvm.mlir.constant(1 : index) : i64
    %3058 = llvm.sub %3053, %3057 : i64
    %3059 = llvm.add %3056, %3058 : i64
    %3060 = llvm.urem %3059, %3053 : i64
    %3061 = llvm.sub %3059, %3060 : i64
    %3062 = llvm.inttoptr %3061 : i64 to !llvm.ptr
    %3063 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3064 = llvm.insertvalue %3055, %3063[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3065 = llvm.insertvalue %3062, %3064[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3066 = llvm.mlir.constant(0 : index) : i64
    %3067 = llvm.insertvalue %3066, %3065[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3068 = llvm.insertvalue %3044, %3067[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3069 = llvm.insertvalue %3045, %3068[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3070 = llvm.insertvalue %3046, %3069[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3071 = llvm.insertvalue %3048, %3070[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3072 = llvm.insertvalue %3046, %3071[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3073 = llvm.insertvalue %3047, %3072[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb379(%44 : i64)
  ^bb379(%3074: i64):  // 2 preds: ^bb378, ^bb386
    %3075 = llvm.icmp "slt" %3074, %43 : i64
    llvm.cond_br %3075, ^bb380, ^bb387
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%44 : i64)
  ^bb381(%3076: i64):  // 2 preds: ^bb380, ^bb385
    %3077 = llvm.icmp "slt" %3076, %42 : i64
    llvm.cond_br %3077, ^bb382, ^bb386
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%44 : i64)
  ^bb383(%3078: i64):  // 2 preds: ^bb382, ^bb384
    %3079 = llvm.icmp "slt" %3078, %41 : i64
    llvm.cond_br %3079, ^bb384, ^bb385
  ^bb384:  // pred: ^bb383
    %3080 = llvm.extractvalue %2962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3081 = llvm.mlir.constant(256 : index) : i64
    %3082 = llvm.mul %3074, %3081 overflow<nsw, nuw> : i64
    %3083 = llvm.mlir.constant(32 : index) : i64
    %3084 = llvm.mul %3076, %3083 overflow<nsw, nuw> : i64
    %3085 = llvm.add %3082, %3084 overflow<nsw, nuw> : i64
    %3086 = llvm.add %3085, %3078 overflow<nsw, nuw> : i64
    %3087 = llvm.getelementptr inbounds|nuw %3080[%3086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3088 = llvm.load %3087 : !llvm.ptr -> f32
    %3089 = llvm.extractvalue %522[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3090 = llvm.getelementptr inbounds|nuw %3089[%3078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3091 = llvm.load %3090 : !llvm.ptr -> f32
    %3092 = llvm.extractvalue %1331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3093 = llvm.mlir.constant(256 : index) : i64
    %3094 = llvm.mul %3074, %3093 overflow<nsw, nuw> : i64
    %3095 = llvm.mlir.constant(32 : index) : i64
    %3096 = llvm.mul %3076, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.add %3094, %3096 overflow<nsw, nuw> : i64
    %3098 = llvm.add %3097, %3078 overflow<nsw, nuw> : i64
    %3099 = llvm.getelementptr inbounds|nuw %3092[%3098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3100 = llvm.load %3099 : !llvm.ptr -> f32
    %3101 = llvm.fadd %3088, %3091 : f32
    %3102 = llvm.fadd %3101, %3100 : f32
    %3103 = llvm.extractvalue %3073[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3104 = llvm.mlir.constant(256 : index) : i64
    %3105 = llvm.mul %3074, %3104 overflow<nsw, nuw> : i64
    %3106 = llvm.mlir.constant(32 : index) : i64
    %3107 = llvm.mul %3076, %3106 overflow<nsw, nuw> : i64
    %3108 = llvm.add %3105, %3107 overflow<nsw, nuw> : i64
    %3109 = llvm.add %3108, %3078 overflow<nsw, nuw> : i64
    %3110 = llvm.getelementptr inbounds|nuw %3103[%3109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3102, %3110 : f32, !llvm.ptr
    %3111 = llvm.add %3078, %43 : i64
    llvm.br ^bb383(%3111 : i64)
  ^bb385:  // pred: ^bb383
    %3112 = llvm.add %3076, %43 : i64
    llvm.br ^bb381(%3112 : i64)
  ^bb386:  // pred: ^bb381
    %3113 = llvm.add %3074, %43 : i64
    llvm.br ^bb379(%3113 : i64)
  ^bb387:  // pred: ^bb379
    %3114 = llvm.mlir.constant(1 : index) : i64
    %3115 = llvm.mlir.constant(8 : index) : i64
    %3116 = llvm.mlir.constant(32 : index) : i64
    %3117 = llvm.mlir.constant(1 : index) : i64
    %3118 = llvm.mlir.constant(256 : index) : i64
    %3119 = llvm.mlir.constant(256 : index) : i64
    %3120 = llvm.mlir.zero : !llvm.ptr
    %3121 = llvm.getelementptr %3120[%3119] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3122 = llvm.ptrtoint %3121 : !llvm.ptr to i64
    %3123 = llvm.mlir.constant(64 : index) : i64
    %3124 = llvm.add %3122, %3123 : i64
    %3125 = llvm.call @malloc(%3124) : (i64) -> !llvm.ptr
    %3126 = llvm.ptrtoint %3125 : !llvm.ptr to i64
    %3127 = llvm.mlir.constant(1 : index) : i64
    %3128 = llvm.sub %3123, %3127 : i64
    %3129 = llvm.add %3126, %3128 : i64
    %3130 = llvm.urem %3129, %3123 : i64
    %3131 = llvm.sub %3129, %3130 : i64
    %3132 = llvm.inttoptr %3131 : i64 to !llvm.ptr
    %3133 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3134 = llvm.insertvalue %3125, %3133[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3135 = llvm.insertvalue %3132, %3134[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3136 = llvm.mlir.constant(0 : index) : i64
    %3137 = llvm.insertvalue %3136, %3135[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3138 = llvm.insertvalue %3114, %3137[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3139 = llvm.insertvalue %3115, %3138[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3140 = llvm.insertvalue %3116, %3139[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3141 = llvm.insertvalue %3118, %3140[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3142 = llvm.insertvalue %3116, %3141[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3143 = llvm.insertvalue %3117, %3142[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb388(%44 : i64)
  ^bb388(%3144: i64):  // 2 preds: ^bb387, ^bb395
    %3145 = llvm.icmp "slt" %3144, %43 : i64
    llvm.cond_br %3145, ^bb389, ^bb396
  ^bb389:  // pred: ^bb388
    llvm.br ^bb390(%44 : i64)
  ^bb390(%3146: i64):  // 2 preds: ^bb389, ^bb394
    %3147 = llvm.icmp "slt" %3146, %42 : i64
    llvm.cond_br %3147, ^bb391, ^bb395
  ^bb391:  // pred: ^bb390
    llvm.br ^bb392(%44 : i64)
  ^bb392(%3148: i64):  // 2 preds: ^bb391, ^bb393
    %3149 = llvm.icmp "slt" %3148, %41 : i64
    llvm.cond_br %3149, ^bb393, ^bb394
  ^bb393:  // pred: ^bb392
    %3150 = llvm.extractvalue %3073[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3151 = llvm.mlir.constant(256 : index) : i64
    %3152 = llvm.mul %3144, %3151 overflow<nsw, nuw> : i64
    %3153 = llvm.mlir.constant(32 : index) : i64
    %3154 = llvm.mul %3146, %3153 overflow<nsw, nuw> : i64
    %3155 = llvm.add %3152, %3154 overflow<nsw, nuw> : i64
    %3156 = llvm.add %3155, %3148 overflow<nsw, nuw> : i64
    %3157 = llvm.getelementptr inbounds|nuw %3150[%3156] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3158 = llvm.load %3157 : !llvm.ptr -> f32
    %3159 = llvm.fpext %3158 : f32 to f64
    %3160 = llvm.extractvalue %3143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3161 = llvm.mlir.constant(256 : index) : i64
    %3162 = llvm.mul %3144, %3161 overflow<nsw, nuw> : i64
    %3163 = llvm.mlir.constant(32 : index) : i64
    %3164 = llvm.mul %3146, %3163 overflow<nsw, nuw> : i64
    %3165 = llvm.add %3162, %3164 overflow<nsw, nuw> : i64
    %3166 = llvm.add %3165, %3148 overflow<nsw, nuw> : i64
    %3167 = llvm.getelementptr inbounds|nuw %3160[%3166] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3159, %3167 : f64, !llvm.ptr
    %3168 = llvm.add %3148, %43 : i64
    llvm.br ^bb392(%3168 : i64)
  ^bb394:  // pred: ^bb392
    %3169 = llvm.add %3146, %43 : i64
    llvm.br ^bb390(%3169 : i64)
  ^bb395:  // pred: ^bb390
    %3170 = llvm.add %3144, %43 : i64
    llvm.br ^bb388(%3170 : i64)
  ^bb396:  // pred: ^bb388
    %3171 = llvm.mlir.constant(1 : index) : i64
    %3172 = llvm.mlir.constant(8 : index) : i64
    %3173 = llvm.mlir.constant(1 : index) : i64
    %3174 = llvm.mlir.constant(1 : index) : i64
    %3175 = llvm.mlir.constant(8 : index) : i64
    %3176 = llvm.mlir.zero : !llvm.ptr
    %3177 = llvm.getelementptr %3176[%3175] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3178 = llvm.ptrtoint %3177 : !llvm.ptr to i64
    %3179 = llvm.mlir.constant(64 : index) : i64
    %3180 = llvm.add %3178, %3179 : i64
    %3181 = llvm.call @malloc(%3180) : (i64) -> !llvm.ptr
    %3182 = llvm.ptrtoint %3181 : !llvm.ptr to i64
    %3183 = llvm.mlir.constant(1 : index) : i64
    %3184 = llvm.sub %3179, %3183 : i64
    %3185 = llvm.add %3182, %3184 : i64
    %3186 = llvm.urem %3185, %3179 : i64
    %3187 = llvm.sub %3185, %3186 : i64
    %3188 = llvm.inttoptr %3187 : i64 to !llvm.ptr
    %3189 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3190 = llvm.insertvalue %3181, %3189[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3191 = llvm.insertvalue %3188, %3190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3192 = llvm.mlir.constant(0 : index) : i64
    %3193 = llvm.insertvalue %3192, %3191[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3194 = llvm.insertvalue %3171, %3193[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3195 = llvm.insertvalue %3172, %3194[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3196 = llvm.insertvalue %3173, %3195[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3197 = llvm.insertvalue %3172, %3196[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3198 = llvm.insertvalue %3173, %3197[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3199 = llvm.insertvalue %3174, %3198[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb397(%44 : i64)
  ^bb397(%3200: i64):  // 2 preds: ^bb396, ^bb404
    %3201 = llvm.icmp "slt" %3200, %43 : i64
    llvm.cond_br %3201, ^bb398, ^bb405
  ^bb398:  // pred: ^bb397
    llvm.br ^bb399(%44 : i64)
  ^bb399(%3202: i64):  // 2 preds: ^bb398, ^bb403
    %3203 = llvm.icmp "slt" %3202, %42 : i64
    llvm.cond_br %3203, ^bb400, ^bb404
  ^bb400:  // pred: ^bb399
    llvm.br ^bb401(%44 : i64)
  ^bb401(%3204: i64):  // 2 preds: ^bb400, ^bb402
    %3205 = llvm.icmp "slt" %3204, %43 : i64
    llvm.cond_br %3205, ^bb402, ^bb403
  ^bb402:  // pred: ^bb401
    %3206 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3207 = llvm.mlir.constant(8 : index) : i64
    %3208 = llvm.mul %3200, %3207 overflow<nsw, nuw> : i64
    %3209 = llvm.add %3208, %3202 overflow<nsw, nuw> : i64
    %3210 = llvm.add %3209, %3204 overflow<nsw, nuw> : i64
    %3211 = llvm.getelementptr inbounds|nuw %3206[%3210] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3212 = llvm.load %3211 : !llvm.ptr -> f64
    %3213 = llvm.extractvalue %3199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3214 = llvm.mlir.constant(8 : index) : i64
    %3215 = llvm.mul %3200, %3214 overflow<nsw, nuw> : i64
    %3216 = llvm.add %3215, %3202 overflow<nsw, nuw> : i64
    %3217 = llvm.add %3216, %3204 overflow<nsw, nuw> : i64
    %3218 = llvm.getelementptr inbounds|nuw %3213[%3217] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3212, %3218 : f64, !llvm.ptr
    %3219 = llvm.add %3204, %43 : i64
    llvm.br ^bb401(%3219 : i64)
  ^bb403:  // pred: ^bb401
    %3220 = llvm.add %3202, %43 : i64
    llvm.br ^bb399(%3220 : i64)
  ^bb404:  // pred: ^bb399
    %3221 = llvm.add %3200, %43 : i64
    llvm.br ^bb397(%3221 : i64)
  ^bb405:  // pred: ^bb397
    llvm.br ^bb406(%44 : i64)
  ^bb406(%3222: i64):  // 2 preds: ^bb405, ^bb413
    %3223 = llvm.icmp "slt" %3222, %43 : i64
    llvm.cond_br %3223, ^bb407, ^bb414
  ^bb407:  // pred: ^bb406
    llvm.br ^bb408(%44 : i64)
  ^bb408(%3224: i64):  // 2 preds: ^bb407, ^bb412
    %3225 = llvm.icmp "slt" %3224, %42 : i64
    llvm.cond_br %3225, ^bb409, ^bb413
  ^bb409:  // pred: ^bb408
    llvm.br ^bb410(%44 : i64)
  ^bb410(%3226: i64):  // 2 preds: ^bb409, ^bb411
    %3227 = llvm.icmp "slt" %3226, %41 : i64
    llvm.cond_br %3227, ^bb411, ^bb412
  ^bb411:  // pred: ^bb410
    %3228 = llvm.extractvalue %3143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3229 = llvm.mlir.constant(256 : index) : i64
    %3230 = llvm.mul %3222, %3229 overflow<nsw, nuw> : i64
    %3231 = llvm.mlir.constant(32 : index) : i64
    %3232 = llvm.mul %3224, %3231 overflow<nsw, nuw> : i64
    %3233 = llvm.add %3230, %3232 overflow<nsw, nuw> : i64
    %3234 = llvm.add %3233, %3226 overflow<nsw, nuw> : i64
    %3235 = llvm.getelementptr inbounds|nuw %3228[%3234] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3236 = llvm.load %3235 : !llvm.ptr -> f64
    %3237 = llvm.extractvalue %3199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3238 = llvm.mlir.constant(8 : index) : i64
    %3239 = llvm.mul %3222, %3238 overflow<nsw, nuw> : i64
    %3240 = llvm.add %3239, %3224 overflow<nsw, nuw> : i64
    %3241 = llvm.add %3240, %44 overflow<nsw, nuw> : i64
    %3242 = llvm.getelementptr inbounds|nuw %3237[%3241] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3243 = llvm.load %3242 : !llvm.ptr -> f64
    %3244 = llvm.fadd %3236, %3243 : f64
    %3245 = llvm.extractvalue %3199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3246 = llvm.mlir.constant(8 : index) : i64
    %3247 = llvm.mul %3222, %3246 overflow<nsw, nuw> : i64
    %3248 = llvm.add %3247, %3224 overflow<nsw, nuw> : i64
    %3249 = llvm.add %3248, %44 overflow<nsw, nuw> : i64
    %3250 = llvm.getelementptr inbounds|nuw %3245[%3249] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3244, %3250 : f64, !llvm.ptr
    %3251 = llvm.add %3226, %43 : i64
    llvm.br ^bb410(%3251 : i64)
  ^bb412:  // pred: ^bb410
    %3252 = llvm.add %3224, %43 : i64
    llvm.br ^bb408(%3252 : i64)
  ^bb413:  // pred: ^bb408
    %3253 = llvm.add %3222, %43 : i64
    llvm.br ^bb406(%3253 : i64)
  ^bb414:  // pred: ^bb406
    %3254 = llvm.mlir.constant(1 : index) : i64
    %3255 = llvm.mlir.constant(8 : index) : i64
    %3256 = llvm.mlir.constant(1 : index) : i64
    %3257 = llvm.mlir.constant(1 : index) : i64
    %3258 = llvm.mlir.constant(8 : index) : i64
    %3259 = llvm.mlir.zero : !llvm.ptr
    %3260 = llvm.getelementptr %3259[%3258] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3261 = llvm.ptrtoint %3260 : !llvm.ptr to i64
    %3262 = llvm.mlir.constant(64 : index) : i64
    %3263 = llvm.add %3261, %3262 : i64
    %3264 = llvm.call @malloc(%3263) : (i64) -> !llvm.ptr
    %3265 = llvm.ptrtoint %3264 : !llvm.ptr to i64
    %3266 = llvm.mlir.constant(1 : index) : i64
    %3267 = llvm.sub %3262, %3266 : i64
    %3268 = llvm.add %3265, %3267 : i64
    %3269 = llvm.urem %3268, %3262 : i64
    %3270 = llvm.sub %3268, %3269 : i64
    %3271 = llvm.inttoptr %3270 : i64 to !llvm.ptr
    %3272 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3273 = llvm.insertvalue %3264, %3272[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3274 = llvm.insertvalue %3271, %3273[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3275 = llvm.mlir.constant(0 : index) : i64
    %3276 = llvm.insertvalue %3275, %3274[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3277 = llvm.insertvalue %3254, %3276[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3278 = llvm.insertvalue %3255, %3277[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3279 = llvm.insertvalue %3256, %3278[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3280 = llvm.insertvalue %3255, %3279[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3281 = llvm.insertvalue %3256, %3280[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3282 = llvm.insertvalue %3257, %3281[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb415(%44 : i64)
  ^bb415(%3283: i64):  // 2 preds: ^bb414, ^bb422
    %3284 = llvm.icmp "slt" %3283, %43 : i64
    llvm.cond_br %3284, ^bb416, ^bb423
  ^bb416:  // pred: ^bb415
    llvm.br ^bb417(%44 : i64)
  ^bb417(%3285: i64):  // 2 preds: ^bb416, ^bb421
    %3286 = llvm.icmp "slt" %3285, %42 : i64
    llvm.cond_br %3286, ^bb418, ^bb422
  ^bb418:  // pred: ^bb417
    llvm.br ^bb419(%44 : i64)
  ^bb419(%3287: i64):  // 2 preds: ^bb418, ^bb420
    %3288 = llvm.icmp "slt" %3287, %43 : i64
    llvm.cond_br %3288, ^bb420, ^bb421
  ^bb420:  // pred: ^bb419
    %3289 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3290 = llvm.mlir.constant(8 : index) : i64
    %3291 = llvm.mul %3283, %3290 overflow<nsw, nuw> : i64
    %3292 = llvm.add %3291, %3285 overflow<nsw, nuw> : i64
    %3293 = llvm.add %3292, %3287 overflow<nsw, nuw> : i64
    %3294 = llvm.getelementptr inbounds|nuw %3289[%3293] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3295 = llvm.load %3294 : !llvm.ptr -> f64
    %3296 = llvm.extractvalue %3282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3297 = llvm.mlir.constant(8 : index) : i64
    %3298 = llvm.mul %3283, %3297 overflow<nsw, nuw> : i64
    %3299 = llvm.add %3298, %3285 overflow<nsw, nuw> : i64
    %3300 = llvm.add %3299, %3287 overflow<nsw, nuw> : i64
    %3301 = llvm.getelementptr inbounds|nuw %3296[%3300] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3295, %3301 : f64, !llvm.ptr
    %3302 = llvm.add %3287, %43 : i64
    llvm.br ^bb419(%3302 : i64)
  ^bb421:  // pred: ^bb419
    %3303 = llvm.add %3285, %43 : i64
    llvm.br ^bb417(%3303 : i64)
  ^bb422:  // pred: ^bb417
    %3304 = llvm.add %3283, %43 : i64
    llvm.br ^bb415(%3304 : i64)
  ^bb423:  // pred: ^bb415
    llvm.br ^bb424(%44 : i64)
  ^bb424(%3305: i64):  // 2 preds: ^bb423, ^bb431
    %3306 = llvm.icmp "slt" %3305, %43 : i64
    llvm.cond_br %3306, ^bb425, ^bb432
  ^bb425:  // pred: ^bb424
    llvm.br ^bb426(%44 : i64)
  ^bb426(%3307: i64):  // 2 preds: ^bb425, ^bb430
    %3308 = llvm.icmp "slt" %3307, %42 : i64
    llvm.cond_br %3308, ^bb427, ^bb431
  ^bb427:  // pred: ^bb426
    llvm.br ^bb428(%44 : i64)
  ^bb428(%3309: i64):  // 2 preds: ^bb427, ^bb429
    %3310 = llvm.icmp "slt" %3309, %41 : i64
    llvm.cond_br %3310, ^bb429, ^bb430
  ^bb429:  // pred: ^bb428
    %3311 = llvm.extractvalue %3143[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3312 = llvm.mlir.constant(256 : index) : i64
    %3313 = llvm.mul %3305, %3312 overflow<nsw, nuw> : i64
    %3314 = llvm.mlir.constant(32 : index) : i64
    %3315 = llvm.mul %3307, %3314 overflow<nsw, nuw> : i64
    %3316 = llvm.add %3313, %3315 overflow<nsw, nuw> : i64
    %3317 = llvm.add %3316, %3309 overflow<nsw, nuw> : i64
    %3318 = llvm.getelementptr inbounds|nuw %3311[%3317] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3319 = llvm.load %3318 : !llvm.ptr -> f64
    %3320 = llvm.extractvalue %3199[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3321 = llvm.mlir.constant(8 : index) : i64
    %3322 = llvm.mul %3305, %3321 overflow<nsw, nuw> : i64
    %3323 = llvm.add %3322, %3307 overflow<nsw, nuw> : i64
    %3324 = llvm.add %3323, %44 overflow<nsw, nuw> : i64
    %3325 = llvm.getelementptr inbounds|nuw %3320[%3324] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3326 = llvm.load %3325 : !llvm.ptr -> f64
    %3327 = llvm.extractvalue %3282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3328 = llvm.mlir.constant(8 : index) : i64
    %3329 = llvm.mul %3305, %3328 overflow<nsw, nuw> : i64
    %3330 = llvm.add %3329, %3307 overflow<nsw, nuw> : i64
    %3331 = llvm.add %3330, %44 overflow<nsw, nuw> : i64
    %3332 = llvm.getelementptr inbounds|nuw %3327[%3331] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3333 = llvm.load %3332 : !llvm.ptr -> f64
    %3334 = llvm.fdiv %3326, %48 : f64
    %3335 = llvm.fsub %3319, %3334 : f64
    %3336 = llvm.fmul %3335, %3335 : f64
    %3337 = llvm.fadd %3336, %3333 : f64
    %3338 = llvm.extractvalue %3282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3339 = llvm.mlir.constant(8 : index) : i64
    %3340 = llvm.mul %3305, %3339 overflow<nsw, nuw> : i64
    %3341 = llvm.add %3340, %3307 overflow<nsw, nuw> : i64
    %3342 = llvm.add %3341, %44 overflow<nsw, nuw> : i64
    %3343 = llvm.getelementptr inbounds|nuw %3338[%3342] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3337, %3343 : f64, !llvm.ptr
    %3344 = llvm.add %3309, %43 : i64
    llvm.br ^bb428(%3344 : i64)
  ^bb430:  // pred: ^bb428
    %3345 = llvm.add %3307, %43 : i64
    llvm.br ^bb426(%3345 : i64)
  ^bb431:  // pred: ^bb426
    %3346 = llvm.add %3305, %43 : i64
    llvm.br ^bb424(%3346 : i64)
  ^bb432:  // pred: ^bb424
    %3347 = llvm.mlir.constant(1 : index) : i64
    %3348 = llvm.mlir.constant(8 : index) : i64
    %3349 = llvm.mlir.constant(1 : index) : i64
    %3350 = llvm.mlir.constant(1 : index) : i64
    %3351 = llvm.mlir.constant(8 : index) : i64
    %3352 = llvm.mlir.zero : !llvm.ptr
    %3353 = llvm.getelementptr %3352[%3351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3354 = llvm.ptrtoint %3353 : !llvm.ptr to i64
    %3355 = llvm.mlir.constant(64 : index) : i64
    %3356 = llvm.add %3354, %3355 : i64
    %3357 = llvm.call @malloc(%3356) : (i64) -> !llvm.ptr
    %3358 = llvm.ptrtoint %3357 : !llvm.ptr to i64
    %3359 = llvm.mlir.constant(1 : index) : i64
    %3360 = llvm.sub %3355, %3359 : i64
    %3361 = llvm.add %3358, %3360 : i64
    %3362 = llvm.urem %3361, %3355 : i64
    %3363 = llvm.sub %3361, %3362 : i64
    %3364 = llvm.inttoptr %3363 : i64 to !llvm.ptr
    %3365 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3366 = llvm.insertvalue %3357, %3365[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3367 = llvm.insertvalue %3364, %3366[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3368 = llvm.mlir.constant(0 : index) : i64
    %3369 = llvm.insertvalue %3368, %3367[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3370 = llvm.insertvalue %3347, %3369[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3371 = llvm.insertvalue %3348, %3370[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3372 = llvm.insertvalue %3349, %3371[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3373 = llvm.insertvalue %3348, %3372[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3374 = llvm.insertvalue %3349, %3373[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3375 = llvm.insertvalue %3350, %3374[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb433(%44 : i64)
  ^bb433(%3376: i64):  // 2 preds: ^bb432, ^bb440
    %3377 = llvm.icmp "slt" %3376, %43 : i64
    llvm.cond_br %3377, ^bb434, ^bb441
  ^bb434:  // pred: ^bb433
    llvm.br ^bb435(%44 : i64)
  ^bb435(%3378: i64):  // 2 preds: ^bb434, ^bb439
    %3379 = llvm.icmp "slt" %3378, %42 : i64
    llvm.cond_br %3379, ^bb436, ^bb440
  ^bb436:  // pred: ^bb435
    llvm.br ^bb437(%44 : i64)
  ^bb437(%3380: i64):  // 2 preds: ^bb436, ^bb438
    %3381 = llvm.icmp "slt" %3380, %43 : i64
    llvm.cond_br %3381, ^bb438, ^bb439
  ^bb438:  // pred: ^bb437
    %3382 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3383 = llvm.mlir.constant(8 : index) : i64
    %3384 = llvm.mul %3376, %3383 overflow<nsw, nuw> : i64
    %3385 = llvm.add %3384, %3378 overflow<nsw, nuw> : i64
    %3386 = llvm.add %3385, %3380 overflow<nsw, nuw> : i64
    %3387 = llvm.getelementptr inbounds|nuw %3382[%3386] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3388 = llvm.load %3387 : !llvm.ptr -> f32
    %3389 = llvm.extractvalue %3375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3390 = llvm.mlir.constant(8 : index) : i64
    %3391 = llvm.mul %3376, %3390 overflow<nsw, nuw> : i64
    %3392 = llvm.add %3391, %3378 overflow<nsw, nuw> : i64
    %3393 = llvm.add %3392, %3380 overflow<nsw, nuw> : i64
    %3394 = llvm.getelementptr inbounds|nuw %3389[%3393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3388, %3394 : f32, !llvm.ptr
    %3395 = llvm.add %3380, %43 : i64
    llvm.br ^bb437(%3395 : i64)
  ^bb439:  // pred: ^bb437
    %3396 = llvm.add %3378, %43 : i64
    llvm.br ^bb435(%3396 : i64)
  ^bb440:  // pred: ^bb435
    %3397 = llvm.add %3376, %43 : i64
    llvm.br ^bb433(%3397 : i64)
  ^bb441:  // pred: ^bb433
    llvm.br ^bb442(%44 : i64)
  ^bb442(%3398: i64):  // 2 preds: ^bb441, ^bb449
    %3399 = llvm.icmp "slt" %3398, %43 : i64
    llvm.cond_br %3399, ^bb443, ^bb450
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%44 : i64)
  ^bb444(%3400: i64):  // 2 preds: ^bb443, ^bb448
    %3401 = llvm.icmp "slt" %3400, %42 : i64
    llvm.cond_br %3401, ^bb445, ^bb449
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%44 : i64)
  ^bb446(%3402: i64):  // 2 preds: ^bb445, ^bb447
    %3403 = llvm.icmp "slt" %3402, %41 : i64
    llvm.cond_br %3403, ^bb447, ^bb448
  ^bb447:  // pred: ^bb446
    %3404 = llvm.extractvalue %3073[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3405 = llvm.mlir.constant(256 : index) : i64
    %3406 = llvm.mul %3398, %3405 overflow<nsw, nuw> : i64
    %3407 = llvm.mlir.constant(32 : index) : i64
    %3408 = llvm.mul %3400, %3407 overflow<nsw, nuw> : i64
    %3409 = llvm.add %3406, %3408 overflow<nsw, nuw> : i64
    %3410 = llvm.add %3409, %3402 overflow<nsw, nuw> : i64
    %3411 = llvm.getelementptr inbounds|nuw %3404[%3410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3412 = llvm.load %3411 : !llvm.ptr -> f32
    %3413 = llvm.extractvalue %3375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3414 = llvm.mlir.constant(8 : index) : i64
    %3415 = llvm.mul %3398, %3414 overflow<nsw, nuw> : i64
    %3416 = llvm.add %3415, %3400 overflow<nsw, nuw> : i64
    %3417 = llvm.add %3416, %44 overflow<nsw, nuw> : i64
    %3418 = llvm.getelementptr inbounds|nuw %3413[%3417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3419 = llvm.load %3418 : !llvm.ptr -> f32
    %3420 = llvm.fadd %3412, %3419 : f32
    %3421 = llvm.extractvalue %3375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3422 = llvm.mlir.constant(8 : index) : i64
    %3423 = llvm.mul %3398, %3422 overflow<nsw, nuw> : i64
    %3424 = llvm.add %3423, %3400 overflow<nsw, nuw> : i64
    %3425 = llvm.add %3424, %44 overflow<nsw, nuw> : i64
    %3426 = llvm.getelementptr inbounds|nuw %3421[%3425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3420, %3426 : f32, !llvm.ptr
    %3427 = llvm.add %3402, %43 : i64
    llvm.br ^bb446(%3427 : i64)
  ^bb448:  // pred: ^bb446
    %3428 = llvm.add %3400, %43 : i64
    llvm.br ^bb444(%3428 : i64)
  ^bb449:  // pred: ^bb444
    %3429 = llvm.add %3398, %43 : i64
    llvm.br ^bb442(%3429 : i64)
  ^bb450:  // pred: ^bb442
    %3430 = llvm.mlir.constant(1 : index) : i64
    %3431 = llvm.mlir.constant(8 : index) : i64
    %3432 = llvm.mlir.constant(32 : index) : i64
    %3433 = llvm.mlir.constant(1 : index) : i64
    %3434 = llvm.mlir.constant(256 : index) : i64
    %3435 = llvm.mlir.constant(256 : index) : i64
    %3436 = llvm.mlir.zero : !llvm.ptr
    %3437 = llvm.getelementptr %3436[%3435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3438 = llvm.ptrtoint %3437 : !llvm.ptr to i64
    %3439 = llvm.mlir.constant(64 : index) : i64
    %3440 = llvm.add %3438, %3439 : i64
    %3441 = llvm.call @malloc(%3440) : (i64) -> !llvm.ptr
    %3442 = llvm.ptrtoint %3441 : !llvm.ptr to i64
    %3443 = llvm.mlir.constant(1 : index) : i64
    %3444 = llvm.sub %3439, %3443 : i64
    %3445 = llvm.add %3442, %3444 : i64
    %3446 = llvm.urem %3445, %3439 : i64
    %3447 = llvm.sub %3445, %3446 : i64
    %3448 = llvm.inttoptr %3447 : i64 to !llvm.ptr
    %3449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3450 = llvm.insertvalue %3441, %3449[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3451 = llvm.insertvalue %3448, %3450[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3452 = llvm.mlir.constant(0 : index) : i64
    %3453 = llvm.insertvalue %3452, %3451[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3454 = llvm.insertvalue %3430, %3453[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3455 = llvm.insertvalue %3431, %3454[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3456 = llvm.insertvalue %3432, %3455[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3457 = llvm.insertvalue %3434, %3456[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3458 = llvm.insertvalue %3432, %3457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3459 = llvm.insertvalue %3433, %3458[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb451(%44 : i64)
  ^bb451(%3460: i64):  // 2 preds: ^bb450, ^bb458
    %3461 = llvm.icmp "slt" %3460, %43 : i64
    llvm.cond_br %3461, ^bb452, ^bb459
  ^bb452:  // pred: ^bb451
    llvm.br ^bb453(%44 : i64)
  ^bb453(%3462: i64):  // 2 preds: ^bb452, ^bb457
    %3463 = llvm.icmp "slt" %3462, %42 : i64
    llvm.cond_br %3463, ^bb454, ^bb458
  ^bb454:  // pred: ^bb453
    llvm.br ^bb455(%44 : i64)
  ^bb455(%3464: i64):  // 2 preds: ^bb454, ^bb456
    %3465 = llvm.icmp "slt" %3464, %41 : i64
    llvm.cond_br %3465, ^bb456, ^bb457
  ^bb456:  // pred: ^bb455
    %3466 = llvm.extractvalue %3073[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3467 = llvm.mlir.constant(256 : index) : i64
    %3468 = llvm.mul %3460, %3467 overflow<nsw, nuw> : i64
    %3469 = llvm.mlir.constant(32 : index) : i64
    %3470 = llvm.mul %3462, %3469 overflow<nsw, nuw> : i64
    %3471 = llvm.add %3468, %3470 overflow<nsw, nuw> : i64
    %3472 = llvm.add %3471, %3464 overflow<nsw, nuw> : i64
    %3473 = llvm.getelementptr inbounds|nuw %3466[%3472] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3474 = llvm.load %3473 : !llvm.ptr -> f32
    %3475 = llvm.extractvalue %3375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3476 = llvm.mlir.constant(8 : index) : i64
    %3477 = llvm.mul %3460, %3476 overflow<nsw, nuw> : i64
    %3478 = llvm.add %3477, %3462 overflow<nsw, nuw> : i64
    %3479 = llvm.add %3478, %44 overflow<nsw, nuw> : i64
    %3480 = llvm.getelementptr inbounds|nuw %3475[%3479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3481 = llvm.load %3480 : !llvm.ptr -> f32
    %3482 = llvm.extractvalue %3282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3483 = llvm.mlir.constant(8 : index) : i64
    %3484 = llvm.mul %3460, %3483 overflow<nsw, nuw> : i64
    %3485 = llvm.add %3484, %3462 overflow<nsw, nuw> : i64
    %3486 = llvm.add %3485, %44 overflow<nsw, nuw> : i64
    %3487 = llvm.getelementptr inbounds|nuw %3482[%3486] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3488 = llvm.load %3487 : !llvm.ptr -> f64
    %3489 = llvm.extractvalue %506[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3490 = llvm.getelementptr inbounds|nuw %3489[%3464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3491 = llvm.load %3490 : !llvm.ptr -> f32
    %3492 = llvm.extractvalue %490[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3493 = llvm.getelementptr inbounds|nuw %3492[%3464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3494 = llvm.load %3493 : !llvm.ptr -> f32
    %3495 = llvm.fdiv %3488, %48 : f64
    %3496 = llvm.fptrunc %3495 : f64 to f32
    %3497 = llvm.fptrunc %49 : f64 to f32
    %3498 = llvm.fadd %3496, %3497 : f32
    %3499 = llvm.intr.sqrt(%3498) : (f32) -> f32
    %3500 = llvm.fdiv %53, %3499 : f32
    %3501 = llvm.fdiv %3481, %47 : f32
    %3502 = llvm.fsub %3474, %3501 : f32
    %3503 = llvm.fmul %3502, %3500 : f32
    %3504 = llvm.fmul %3503, %3491 : f32
    %3505 = llvm.fadd %3504, %3494 : f32
    %3506 = llvm.extractvalue %3459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3507 = llvm.mlir.constant(256 : index) : i64
    %3508 = llvm.mul %3460, %3507 overflow<nsw, nuw> : i64
    %3509 = llvm.mlir.constant(32 : index) : i64
    %3510 = llvm.mul %3462, %3509 overflow<nsw, nuw> : i64
    %3511 = llvm.add %3508, %3510 overflow<nsw, nuw> : i64
    %3512 = llvm.add %3511, %3464 overflow<nsw, nuw> : i64
    %3513 = llvm.getelementptr inbounds|nuw %3506[%3512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3505, %3513 : f32, !llvm.ptr
    %3514 = llvm.add %3464, %43 : i64
    llvm.br ^bb455(%3514 : i64)
  ^bb457:  // pred: ^bb455
    %3515 = llvm.add %3462, %43 : i64
    llvm.br ^bb453(%3515 : i64)
  ^bb458:  // pred: ^bb453
    %3516 = llvm.add %3460, %43 : i64
    llvm.br ^bb451(%3516 : i64)
  ^bb459:  // pred: ^bb451
    %3517 = llvm.mlir.constant(8 : index) : i64
    %3518 = llvm.mlir.constant(64 : index) : i64
    %3519 = llvm.mlir.constant(1 : index) : i64
    %3520 = llvm.mlir.constant(512 : index) : i64
    %3521 = llvm.mlir.zero : !llvm.ptr
    %3522 = llvm.getelementptr %3521[%3520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3523 = llvm.ptrtoint %3522 : !llvm.ptr to i64
    %3524 = llvm.mlir.constant(64 : index) : i64
    %3525 = llvm.add %3523, %3524 : i64
    %3526 = llvm.call @malloc(%3525) : (i64) -> !llvm.ptr
    %3527 = llvm.ptrtoint %3526 : !llvm.ptr to i64
    %3528 = llvm.mlir.constant(1 : index) : i64
    %3529 = llvm.sub %3524, %3528 : i64
    %3530 = llvm.add %3527, %3529 : i64
    %3531 = llvm.urem %3530, %3524 : i64
    %3532 = llvm.sub %3530, %3531 : i64
    %3533 = llvm.inttoptr %3532 : i64 to !llvm.ptr
    %3534 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3535 = llvm.insertvalue %3526, %3534[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3536 = llvm.insertvalue %3533, %3535[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3537 = llvm.mlir.constant(0 : index) : i64
    %3538 = llvm.insertvalue %3537, %3536[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3539 = llvm.insertvalue %3517, %3538[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3540 = llvm.insertvalue %3518, %3539[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3541 = llvm.insertvalue %3518, %3540[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3542 = llvm.insertvalue %3519, %3541[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb460(%44 : i64)
  ^bb460(%3543: i64):  // 2 preds: ^bb459, ^bb464
    %3544 = llvm.icmp "slt" %3543, %42 : i64
    llvm.cond_br %3544, ^bb461, ^bb465
  ^bb461:  // pred: ^bb460
    llvm.br ^bb462(%44 : i64)
  ^bb462(%3545: i64):  // 2 preds: ^bb461, ^bb463
    %3546 = llvm.icmp "slt" %3545, %38 : i64
    llvm.cond_br %3546, ^bb463, ^bb464
  ^bb463:  // pred: ^bb462
    %3547 = llvm.extractvalue %3542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3548 = llvm.mlir.constant(64 : index) : i64
    %3549 = llvm.mul %3543, %3548 overflow<nsw, nuw> : i64
    %3550 = llvm.add %3549, %3545 overflow<nsw, nuw> : i64
    %3551 = llvm.getelementptr inbounds|nuw %3547[%3550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %3551 : f32, !llvm.ptr
    %3552 = llvm.add %3545, %43 : i64
    llvm.br ^bb462(%3552 : i64)
  ^bb464:  // pred: ^bb462
    %3553 = llvm.add %3543, %43 : i64
    llvm.br ^bb460(%3553 : i64)
  ^bb465:  // pred: ^bb460
    %3554 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3555 = llvm.extractvalue %3542[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3556 = llvm.extractvalue %3542[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3557 = llvm.insertvalue %3555, %3554[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3558 = llvm.insertvalue %3556, %3557[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3559 = llvm.mlir.constant(0 : index) : i64
    %3560 = llvm.insertvalue %3559, %3558[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3561 = llvm.mlir.constant(1 : index) : i64
    %3562 = llvm.insertvalue %3561, %3560[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3563 = llvm.mlir.constant(512 : index) : i64
    %3564 = llvm.insertvalue %3563, %3562[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3565 = llvm.mlir.constant(8 : index) : i64
    %3566 = llvm.insertvalue %3565, %3564[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3567 = llvm.mlir.constant(64 : index) : i64
    %3568 = llvm.insertvalue %3567, %3566[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3569 = llvm.mlir.constant(64 : index) : i64
    %3570 = llvm.insertvalue %3569, %3568[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3571 = llvm.mlir.constant(1 : index) : i64
    %3572 = llvm.insertvalue %3571, %3570[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3573 = llvm.mlir.constant(1 : index) : i64
    %3574 = llvm.mlir.constant(8 : index) : i64
    %3575 = llvm.mlir.constant(64 : index) : i64
    %3576 = llvm.mlir.constant(1 : index) : i64
    %3577 = llvm.mlir.constant(512 : index) : i64
    %3578 = llvm.mlir.constant(512 : index) : i64
    %3579 = llvm.mlir.zero : !llvm.ptr
    %3580 = llvm.getelementptr %3579[%3578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3581 = llvm.ptrtoint %3580 : !llvm.ptr to i64
    %3582 = llvm.mlir.constant(64 : index) : i64
    %3583 = llvm.add %3581, %3582 : i64
    %3584 = llvm.call @malloc(%3583) : (i64) -> !llvm.ptr
    %3585 = llvm.ptrtoint %3584 : !llvm.ptr to i64
    %3586 = llvm.mlir.constant(1 : index) : i64
    %3587 = llvm.sub %3582, %3586 : i64
    %3588 = llvm.add %3585, %3587 : i64
    %3589 = llvm.urem %3588, %3582 : i64
    %3590 = llvm.sub %3588, %3589 : i64
    %3591 = llvm.inttoptr %3590 : i64 to !llvm.ptr
    %3592 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3593 = llvm.insertvalue %3584, %3592[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3594 = llvm.insertvalue %3591, %3593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3595 = llvm.mlir.constant(0 : index) : i64
    %3596 = llvm.insertvalue %3595, %3594[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3597 = llvm.insertvalue %3573, %3596[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3598 = llvm.insertvalue %3574, %3597[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3599 = llvm.insertvalue %3575, %3598[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3600 = llvm.insertvalue %3577, %3599[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3601 = llvm.insertvalue %3575, %3600[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3602 = llvm.insertvalue %3576, %3601[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb466(%44 : i64)
  ^bb466(%3603: i64):  // 2 preds: ^bb465, ^bb473
    %3604 = llvm.icmp "slt" %3603, %43 : i64
    llvm.cond_br %3604, ^bb467, ^bb474
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%44 : i64)
  ^bb468(%3605: i64):  // 2 preds: ^bb467, ^bb472
    %3606 = llvm.icmp "slt" %3605, %42 : i64
    llvm.cond_br %3606, ^bb469, ^bb473
  ^bb469:  // pred: ^bb468
    llvm.br ^bb470(%44 : i64)
  ^bb470(%3607: i64):  // 2 preds: ^bb469, ^bb471
    %3608 = llvm.icmp "slt" %3607, %38 : i64
    llvm.cond_br %3608, ^bb471, ^bb472
  ^bb471:  // pred: ^bb470
    %3609 = llvm.extractvalue %3572[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3610 = llvm.mlir.constant(512 : index) : i64
    %3611 = llvm.mul %3603, %3610 overflow<nsw, nuw> : i64
    %3612 = llvm.mlir.constant(64 : index) : i64
    %3613 = llvm.mul %3605, %3612 overflow<nsw, nuw> : i64
    %3614 = llvm.add %3611, %3613 overflow<nsw, nuw> : i64
    %3615 = llvm.add %3614, %3607 overflow<nsw, nuw> : i64
    %3616 = llvm.getelementptr inbounds|nuw %3609[%3615] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3617 = llvm.load %3616 : !llvm.ptr -> f32
    %3618 = llvm.extractvalue %3602[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3619 = llvm.mlir.constant(512 : index) : i64
    %3620 = llvm.mul %3603, %3619 overflow<nsw, nuw> : i64
    %3621 = llvm.mlir.constant(64 : index) : i64
    %3622 = llvm.mul %3605, %3621 overflow<nsw, nuw> : i64
    %3623 = llvm.add %3620, %3622 overflow<nsw, nuw> : i64
    %3624 = llvm.add %3623, %3607 overflow<nsw, nuw> : i64
    %3625 = llvm.getelementptr inbounds|nuw %3618[%3624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3617, %3625 : f32, !llvm.ptr
    %3626 = llvm.add %3607, %43 : i64
    llvm.br ^bb470(%3626 : i64)
  ^bb472:  // pred: ^bb470
    %3627 = llvm.add %3605, %43 : i64
    llvm.br ^bb468(%3627 : i64)
  ^bb473:  // pred: ^bb468
    %3628 = llvm.add %3603, %43 : i64
    llvm.br ^bb466(%3628 : i64)
  ^bb474:  // pred: ^bb466
    llvm.br ^bb475(%44 : i64)
  ^bb475(%3629: i64):  // 2 preds: ^bb474, ^bb485
    %3630 = llvm.icmp "slt" %3629, %43 : i64
    llvm.cond_br %3630, ^bb476, ^bb486
  ^bb476:  // pred: ^bb475
    llvm.br ^bb477(%44 : i64)
  ^bb477(%3631: i64):  // 2 preds: ^bb476, ^bb484
    %3632 = llvm.icmp "slt" %3631, %42 : i64
    llvm.cond_br %3632, ^bb478, ^bb485
  ^bb478:  // pred: ^bb477
    llvm.br ^bb479(%44 : i64)
  ^bb479(%3633: i64):  // 2 preds: ^bb478, ^bb483
    %3634 = llvm.icmp "slt" %3633, %38 : i64
    llvm.cond_br %3634, ^bb480, ^bb484
  ^bb480:  // pred: ^bb479
    llvm.br ^bb481(%44 : i64)
  ^bb481(%3635: i64):  // 2 preds: ^bb480, ^bb482
    %3636 = llvm.icmp "slt" %3635, %41 : i64
    llvm.cond_br %3636, ^bb482, ^bb483
  ^bb482:  // pred: ^bb481
    %3637 = llvm.extractvalue %3459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3638 = llvm.mlir.constant(256 : index) : i64
    %3639 = llvm.mul %3629, %3638 overflow<nsw, nuw> : i64
    %3640 = llvm.mlir.constant(32 : index) : i64
    %3641 = llvm.mul %3631, %3640 overflow<nsw, nuw> : i64
    %3642 = llvm.add %3639, %3641 overflow<nsw, nuw> : i64
    %3643 = llvm.add %3642, %3635 overflow<nsw, nuw> : i64
    %3644 = llvm.getelementptr inbounds|nuw %3637[%3643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3645 = llvm.load %3644 : !llvm.ptr -> f32
    %3646 = llvm.extractvalue %474[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3647 = llvm.mlir.constant(32 : index) : i64
    %3648 = llvm.mul %3633, %3647 overflow<nsw, nuw> : i64
    %3649 = llvm.add %3648, %3635 overflow<nsw, nuw> : i64
    %3650 = llvm.getelementptr inbounds|nuw %3646[%3649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3651 = llvm.load %3650 : !llvm.ptr -> f32
    %3652 = llvm.extractvalue %3602[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3653 = llvm.mlir.constant(512 : index) : i64
    %3654 = llvm.mul %3629, %3653 overflow<nsw, nuw> : i64
    %3655 = llvm.mlir.constant(64 : index) : i64
    %3656 = llvm.mul %3631, %3655 overflow<nsw, nuw> : i64
    %3657 = llvm.add %3654, %3656 overflow<nsw, nuw> : i64
    %3658 = llvm.add %3657, %3633 overflow<nsw, nuw> : i64
    %3659 = llvm.getelementptr inbounds|nuw %3652[%3658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3660 = llvm.load %3659 : !llvm.ptr -> f32
    %3661 = llvm.fmul %3645, %3651 : f32
    %3662 = llvm.fadd %3660, %3661 : f32
    %3663 = llvm.extractvalue %3602[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3664 = llvm.mlir.constant(512 : index) : i64
    %3665 = llvm.mul %3629, %3664 overflow<nsw, nuw> : i64
    %3666 = llvm.mlir.constant(64 : index) : i64
    %3667 = llvm.mul %3631, %3666 overflow<nsw, nuw> : i64
    %3668 = llvm.add %3665, %3667 overflow<nsw, nuw> : i64
    %3669 = llvm.add %3668, %3633 overflow<nsw, nuw> : i64
    %3670 = llvm.getelementptr inbounds|nuw %3663[%3669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3662, %3670 : f32, !llvm.ptr
    %3671 = llvm.add %3635, %43 : i64
    llvm.br ^bb481(%3671 : i64)
  ^bb483:  // pred: ^bb481
    %3672 = llvm.add %3633, %43 : i64
    llvm.br ^bb479(%3672 : i64)
  ^bb484:  // pred: ^bb479
    %3673 = llvm.add %3631, %43 : i64
    llvm.br ^bb477(%3673 : i64)
  ^bb485:  // pred: ^bb477
    %3674 = llvm.add %3629, %43 : i64
    llvm.br ^bb475(%3674 : i64)
  ^bb486:  // pred: ^bb475
    %3675 = llvm.mlir.constant(1 : index) : i64
    %3676 = llvm.mlir.constant(8 : index) : i64
    %3677 = llvm.mlir.constant(32 : index) : i64
    %3678 = llvm.mlir.constant(1 : index) : i64
    %3679 = llvm.mlir.constant(256 : index) : i64
    %3680 = llvm.mlir.constant(256 : index) : i64
    %3681 = llvm.mlir.zero : !llvm.ptr
    %3682 = llvm.getelementptr %3681[%3680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3683 = llvm.ptrtoint %3682 : !llvm.ptr to i64
    %3684 = llvm.mlir.constant(64 : index) : i64
    %3685 = llvm.add %3683, %3684 : i64
    %3686 = llvm.call @malloc(%3685) : (i64) -> !llvm.ptr
    %3687 = llvm.ptrtoint %3686 : !llvm.ptr to i64
    %3688 = llvm.mlir.constant(1 : index) : i64
    %3689 = llvm.sub %3684, %3688 : i64
    %3690 = llvm.add %3687, %3689 : i64
    %3691 = llvm.urem %3690, %3684 : i64
    %3692 = llvm.sub %3690, %3691 : i64
    %3693 = llvm.inttoptr %3692 : i64 to !llvm.ptr
    %3694 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3695 = llvm.insertvalue %3686, %3694[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3696 = llvm.insertvalue %3693, %3695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3697 = llvm.mlir.constant(0 : index) : i64
    %3698 = llvm.insertvalue %3697, %3696[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3699 = llvm.insertvalue %3675, %3698[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3700 = llvm.insertvalue %3676, %3699[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3701 = llvm.insertvalue %3677, %3700[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3702 = llvm.insertvalue %3679, %3701[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3703 = llvm.insertvalue %3677, %3702[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3704 = llvm.insertvalue %3678, %3703[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb487(%44 : i64)
  ^bb487(%3705: i64):  // 2 preds: ^bb486, ^bb494
    %3706 = llvm.icmp "slt" %3705, %43 : i64
    llvm.cond_br %3706, ^bb488, ^bb495
  ^bb488:  // pred: ^bb487
    llvm.br ^bb489(%44 : i64)
  ^bb489(%3707: i64):  // 2 preds: ^bb488, ^bb493
    %3708 = llvm.icmp "slt" %3707, %42 : i64
    llvm.cond_br %3708, ^bb490, ^bb494
  ^bb490:  // pred: ^bb489
    llvm.br ^bb491(%44 : i64)
  ^bb491(%3709: i64):  // 2 preds: ^bb490, ^bb492
    %3710 = llvm.icmp "slt" %3709, %41 : i64
    llvm.cond_br %3710, ^bb492, ^bb493
  ^bb492:  // pred: ^bb491
    %3711 = llvm.extractvalue %2932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3712 = llvm.mlir.constant(256 : index) : i64
    %3713 = llvm.mul %3705, %3712 overflow<nsw, nuw> : i64
    %3714 = llvm.mlir.constant(32 : index) : i64
    %3715 = llvm.mul %3707, %3714 overflow<nsw, nuw> : i64
    %3716 = llvm.add %3713, %3715 overflow<nsw, nuw> : i64
    %3717 = llvm.add %3716, %3709 overflow<nsw, nuw> : i64
    %3718 = llvm.getelementptr inbounds|nuw %3711[%3717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3719 = llvm.load %3718 : !llvm.ptr -> f32
    %3720 = llvm.extractvalue %3704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3721 = llvm.mlir.constant(256 : index) : i64
    %3722 = llvm.mul %3705, %3721 overflow<nsw, nuw> : i64
    %3723 = llvm.mlir.constant(32 : index) : i64
    %3724 = llvm.mul %3707, %3723 overflow<nsw, nuw> : i64
    %3725 = llvm.add %3722, %3724 overflow<nsw, nuw> : i64
    %3726 = llvm.add %3725, %3709 overflow<nsw, nuw> : i64
    %3727 = llvm.getelementptr inbounds|nuw %3720[%3726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3719, %3727 : f32, !llvm.ptr
    %3728 = llvm.add %3709, %43 : i64
    llvm.br ^bb491(%3728 : i64)
  ^bb493:  // pred: ^bb491
    %3729 = llvm.add %3707, %43 : i64
    llvm.br ^bb489(%3729 : i64)
  ^bb494:  // pred: ^bb489
    %3730 = llvm.add %3705, %43 : i64
    llvm.br ^bb487(%3730 : i64)
  ^bb495:  // pred: ^bb487
    llvm.br ^bb496(%44 : i64)
  ^bb496(%3731: i64):  // 2 preds: ^bb495, ^bb506
    %3732 = llvm.icmp "slt" %3731, %43 : i64
    llvm.cond_br %3732, ^bb497, ^bb507
  ^bb497:  // pred: ^bb496
    llvm.br ^bb498(%44 : i64)
  ^bb498(%3733: i64):  // 2 preds: ^bb497, ^bb505
    %3734 = llvm.icmp "slt" %3733, %42 : i64
    llvm.cond_br %3734, ^bb499, ^bb506
  ^bb499:  // pred: ^bb498
    llvm.br ^bb500(%44 : i64)
  ^bb500(%3735: i64):  // 2 preds: ^bb499, ^bb504
    %3736 = llvm.icmp "slt" %3735, %41 : i64
    llvm.cond_br %3736, ^bb501, ^bb505
  ^bb501:  // pred: ^bb500
    llvm.br ^bb502(%44 : i64)
  ^bb502(%3737: i64):  // 2 preds: ^bb501, ^bb503
    %3738 = llvm.icmp "slt" %3737, %38 : i64
    llvm.cond_br %3738, ^bb503, ^bb504
  ^bb503:  // pred: ^bb502
    %3739 = llvm.extractvalue %3602[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3740 = llvm.mlir.constant(512 : index) : i64
    %3741 = llvm.mul %3731, %3740 overflow<nsw, nuw> : i64
    %3742 = llvm.mlir.constant(64 : index) : i64
    %3743 = llvm.mul %3733, %3742 overflow<nsw, nuw> : i64
    %3744 = llvm.add %3741, %3743 overflow<nsw, nuw> : i64
    %3745 = llvm.add %3744, %3737 overflow<nsw, nuw> : i64
    %3746 = llvm.getelementptr inbounds|nuw %3739[%3745] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3747 = llvm.load %3746 : !llvm.ptr -> f32
    %3748 = llvm.extractvalue %454[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3749 = llvm.getelementptr inbounds|nuw %3748[%3737] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3750 = llvm.load %3749 : !llvm.ptr -> f32
    %3751 = llvm.extractvalue %438[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3752 = llvm.mlir.constant(64 : index) : i64
    %3753 = llvm.mul %3735, %3752 overflow<nsw, nuw> : i64
    %3754 = llvm.add %3753, %3737 overflow<nsw, nuw> : i64
    %3755 = llvm.getelementptr inbounds|nuw %3751[%3754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3756 = llvm.load %3755 : !llvm.ptr -> f32
    %3757 = llvm.extractvalue %3704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3758 = llvm.mlir.constant(256 : index) : i64
    %3759 = llvm.mul %3731, %3758 overflow<nsw, nuw> : i64
    %3760 = llvm.mlir.constant(32 : index) : i64
    %3761 = llvm.mul %3733, %3760 overflow<nsw, nuw> : i64
    %3762 = llvm.add %3759, %3761 overflow<nsw, nuw> : i64
    %3763 = llvm.add %3762, %3735 overflow<nsw, nuw> : i64
    %3764 = llvm.getelementptr inbounds|nuw %3757[%3763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3765 = llvm.load %3764 : !llvm.ptr -> f32
    %3766 = llvm.fadd %3747, %3750 : f32
    %3767 = llvm.fdiv %3766, %45 : f32
    %3768 = llvm.fcmp "olt" %3767, %51 : f32
    %3769 = llvm.fneg %3767 : f32
    %3770 = llvm.select %3768, %3769, %3767 : i1, f32
    %3771 = llvm.fcmp "olt" %3770, %12 : f32
    %3772 = llvm.select %3771, %37, %33 : i1, f32
    %3773 = llvm.select %3771, %24, %20 : i1, f32
    %3774 = llvm.select %3771, %36, %32 : i1, f32
    %3775 = llvm.select %3771, %23, %19 : i1, f32
    %3776 = llvm.select %3771, %35, %31 : i1, f32
    %3777 = llvm.select %3771, %22, %18 : i1, f32
    %3778 = llvm.select %3771, %34, %30 : i1, f32
    %3779 = llvm.select %3771, %21, %17 : i1, f32
    %3780 = llvm.fcmp "olt" %3770, %11 : f32
    %3781 = llvm.select %3780, %51, %29 : i1, f32
    %3782 = llvm.select %3780, %3772, %28 : i1, f32
    %3783 = llvm.select %3780, %3773, %16 : i1, f32
    %3784 = llvm.select %3780, %3774, %27 : i1, f32
    %3785 = llvm.select %3780, %3775, %15 : i1, f32
    %3786 = llvm.select %3780, %3776, %26 : i1, f32
    %3787 = llvm.select %3780, %3777, %14 : i1, f32
    %3788 = llvm.select %3780, %3778, %25 : i1, f32
    %3789 = llvm.select %3780, %3779, %13 : i1, f32
    %3790 = llvm.select %3780, %51, %53 : i1, f32
    %3791 = llvm.fcmp "ult" %3770, %10 : f32
    %3792 = llvm.fmul %3770, %3788 : f32
    %3793 = llvm.fadd %3792, %3786 : f32
    %3794 = llvm.fmul %3770, %3793 : f32
    %3795 = llvm.fadd %3794, %3784 : f32
    %3796 = llvm.fmul %3770, %3795 : f32
    %3797 = llvm.fadd %3796, %3782 : f32
    %3798 = llvm.fmul %3770, %3797 : f32
    %3799 = llvm.fadd %3798, %3781 : f32
    %3800 = llvm.fmul %3770, %3789 : f32
    %3801 = llvm.fadd %3800, %3787 : f32
    %3802 = llvm.fmul %3770, %3801 : f32
    %3803 = llvm.fadd %3802, %3785 : f32
    %3804 = llvm.fmul %3770, %3803 : f32
    %3805 = llvm.fadd %3804, %3783 : f32
    %3806 = llvm.fmul %3770, %3805 : f32
    %3807 = llvm.fadd %3806, %53 : f32
    %3808 = llvm.fdiv %3799, %3807 : f32
    %3809 = llvm.fadd %3790, %3808 : f32
    %3810 = llvm.select %3791, %3809, %53 : i1, f32
    %3811 = llvm.fneg %3810 : f32
    %3812 = llvm.select %3768, %3811, %3810 : i1, f32
    %3813 = llvm.fadd %3812, %53 : f32
    %3814 = llvm.fmul %3813, %54 : f32
    %3815 = llvm.fmul %3766, %3814 : f32
    %3816 = llvm.fmul %3815, %3756 : f32
    %3817 = llvm.fadd %3765, %3816 : f32
    %3818 = llvm.extractvalue %3704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3819 = llvm.mlir.constant(256 : index) : i64
    %3820 = llvm.mul %3731, %3819 overflow<nsw, nuw> : i64
    %3821 = llvm.mlir.constant(32 : index) : i64
    %3822 = llvm.mul %3733, %3821 overflow<nsw, nuw> : i64
    %3823 = llvm.add %3820, %3822 overflow<nsw, nuw> : i64
    %3824 = llvm.add %3823, %3735 overflow<nsw, nuw> : i64
    %3825 = llvm.getelementptr inbounds|nuw %3818[%3824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3817, %3825 : f32, !llvm.ptr
    %3826 = llvm.add %3737, %43 : i64
    llvm.br ^bb502(%3826 : i64)
  ^bb504:  // pred: ^bb502
    %3827 = llvm.add %3735, %43 : i64
    llvm.br ^bb500(%3827 : i64)
  ^bb505:  // pred: ^bb500
    %3828 = llvm.add %3733, %43 : i64
    llvm.br ^bb498(%3828 : i64)
  ^bb506:  // pred: ^bb498
    %3829 = llvm.add %3731, %43 : i64
    llvm.br ^bb496(%3829 : i64)
  ^bb507:  // pred: ^bb496
    %3830 = llvm.mlir.constant(1 : index) : i64
    %3831 = llvm.mlir.constant(8 : index) : i64
    %3832 = llvm.mlir.constant(32 : index) : i64
    %3833 = llvm.mlir.constant(1 : index) : i64
    %3834 = llvm.mlir.constant(256 : index) : i64
    %3835 = llvm.mlir.constant(256 : index) : i64
    %3836 = llvm.mlir.zero : !llvm.ptr
    %3837 = llvm.getelementptr %3836[%3835] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3838 = llvm.ptrtoint %3837 : !llvm.ptr to i64
    %3839 = llvm.mlir.constant(64 : index) : i64
    %3840 = llvm.add %3838, %3839 : i64
    %3841 = llvm.call @malloc(%3840) : (i64) -> !llvm.ptr
    %3842 = llvm.ptrtoint %3841 : !llvm.ptr to i64
    %3843 = llvm.mlir.constant(1 : index) : i64
    %3844 = llvm.sub %3839, %3843 : i64
    %3845 = llvm.add %3842, %3844 : i64
    %3846 = llvm.urem %3845, %3839 : i64
    %3847 = llvm.sub %3845, %3846 : i64
    %3848 = llvm.inttoptr %3847 : i64 to !llvm.ptr
    %3849 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3850 = llvm.insertvalue %3841, %3849[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3851 = llvm.insertvalue %3848, %3850[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3852 = llvm.mlir.constant(0 : index) : i64
    %3853 = llvm.insertvalue %3852, %3851[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3854 = llvm.insertvalue %3830, %3853[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3855 = llvm.insertvalue %3831, %3854[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3856 = llvm.insertvalue %3832, %3855[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3857 = llvm.insertvalue %3834, %3856[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3858 = llvm.insertvalue %3832, %3857[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3859 = llvm.insertvalue %3833, %3858[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb508(%44 : i64)
  ^bb508(%3860: i64):  // 2 preds: ^bb507, ^bb515
    %3861 = llvm.icmp "slt" %3860, %43 : i64
    llvm.cond_br %3861, ^bb509, ^bb516
  ^bb509:  // pred: ^bb508
    llvm.br ^bb510(%44 : i64)
  ^bb510(%3862: i64):  // 2 preds: ^bb509, ^bb514
    %3863 = llvm.icmp "slt" %3862, %42 : i64
    llvm.cond_br %3863, ^bb511, ^bb515
  ^bb511:  // pred: ^bb510
    llvm.br ^bb512(%44 : i64)
  ^bb512(%3864: i64):  // 2 preds: ^bb511, ^bb513
    %3865 = llvm.icmp "slt" %3864, %41 : i64
    llvm.cond_br %3865, ^bb513, ^bb514
  ^bb513:  // pred: ^bb512
    %3866 = llvm.extractvalue %3704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3867 = llvm.mlir.constant(256 : index) : i64
    %3868 = llvm.mul %3860, %3867 overflow<nsw, nuw> : i64
    %3869 = llvm.mlir.constant(32 : index) : i64
    %3870 = llvm.mul %3862, %3869 overflow<nsw, nuw> : i64
    %3871 = llvm.add %3868, %3870 overflow<nsw, nuw> : i64
    %3872 = llvm.add %3871, %3864 overflow<nsw, nuw> : i64
    %3873 = llvm.getelementptr inbounds|nuw %3866[%3872] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3874 = llvm.load %3873 : !llvm.ptr -> f32
    %3875 = llvm.extractvalue %418[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3876 = llvm.getelementptr inbounds|nuw %3875[%3864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3877 = llvm.load %3876 : !llvm.ptr -> f32
    %3878 = llvm.extractvalue %3459[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3879 = llvm.mlir.constant(256 : index) : i64
    %3880 = llvm.mul %3860, %3879 overflow<nsw, nuw> : i64
    %3881 = llvm.mlir.constant(32 : index) : i64
    %3882 = llvm.mul %3862, %3881 overflow<nsw, nuw> : i64
    %3883 = llvm.add %3880, %3882 overflow<nsw, nuw> : i64
    %3884 = llvm.add %3883, %3864 overflow<nsw, nuw> : i64
    %3885 = llvm.getelementptr inbounds|nuw %3878[%3884] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3886 = llvm.load %3885 : !llvm.ptr -> f32
    %3887 = llvm.fadd %3874, %3877 : f32
    %3888 = llvm.fadd %3887, %3886 : f32
    %3889 = llvm.extractvalue %3859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3890 = llvm.mlir.constant(256 : index) : i64
    %3891 = llvm.mul %3860, %3890 overflow<nsw, nuw> : i64
    %3892 = llvm.mlir.constant(32 : index) : i64
    %3893 = llvm.mul %3862, %3892 overflow<nsw, nuw> : i64
    %3894 = llvm.add %3891, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.add %3894, %3864 overflow<nsw, nuw> : i64
    %3896 = llvm.getelementptr inbounds|nuw %3889[%3895] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3888, %3896 : f32, !llvm.ptr
    %3897 = llvm.add %3864, %43 : i64
    llvm.br ^bb512(%3897 : i64)
  ^bb514:  // pred: ^bb512
    %3898 = llvm.add %3862, %43 : i64
    llvm.br ^bb510(%3898 : i64)
  ^bb515:  // pred: ^bb510
    %3899 = llvm.add %3860, %43 : i64
    llvm.br ^bb508(%3899 : i64)
  ^bb516:  // pred: ^bb508
    %3900 = llvm.mlir.constant(1 : index) : i64
    %3901 = llvm.mlir.constant(8 : index) : i64
    %3902 = llvm.mlir.constant(32 : index) : i64
    %3903 = llvm.mlir.constant(1 : index) : i64
    %3904 = llvm.mlir.constant(256 : index) : i64
    %3905 = llvm.mlir.constant(256 : index) : i64
    %3906 = llvm.mlir.zero : !llvm.ptr
    %3907 = llvm.getelementptr %3906[%3905] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3908 = llvm.ptrtoint %3907 : !llvm.ptr to i64
    %3909 = llvm.mlir.constant(64 : index) : i64
    %3910 = llvm.add %3908, %3909 : i64
    %3911 = llvm.call @malloc(%3910) : (i64) -> !llvm.ptr
    %3912 = llvm.ptrtoint %3911 : !llvm.ptr to i64
    %3913 = llvm.mlir.constant(1 : index) : i64
    %3914 = llvm.sub %3909, %3913 : i64
    %3915 = llvm.add %3912, %3914 : i64
    %3916 = llvm.urem %3915, %3909 : i64
    %3917 = llvm.sub %3915, %3916 : i64
    %3918 = llvm.inttoptr %3917 : i64 to !llvm.ptr
    %3919 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3920 = llvm.insertvalue %3911, %3919[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3921 = llvm.insertvalue %3918, %3920[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3922 = llvm.mlir.constant(0 : index) : i64
    %3923 = llvm.insertvalue %3922, %3921[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3924 = llvm.insertvalue %3900, %3923[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3925 = llvm.insertvalue %3901, %3924[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3926 = llvm.insertvalue %3902, %3925[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3927 = llvm.insertvalue %3904, %3926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3928 = llvm.insertvalue %3902, %3927[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3929 = llvm.insertvalue %3903, %3928[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb517(%44 : i64)
  ^bb517(%3930: i64):  // 2 preds: ^bb516, ^bb524
    %3931 = llvm.icmp "slt" %3930, %43 : i64
    llvm.cond_br %3931, ^bb518, ^bb525
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%44 : i64)
  ^bb519(%3932: i64):  // 2 preds: ^bb518, ^bb523
    %3933 = llvm.icmp "slt" %3932, %42 : i64
    llvm.cond_br %3933, ^bb520, ^bb524
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%44 : i64)
  ^bb521(%3934: i64):  // 2 preds: ^bb520, ^bb522
    %3935 = llvm.icmp "slt" %3934, %41 : i64
    llvm.cond_br %3935, ^bb522, ^bb523
  ^bb522:  // pred: ^bb521
    %3936 = llvm.extractvalue %3859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3937 = llvm.mlir.constant(256 : index) : i64
    %3938 = llvm.mul %3930, %3937 overflow<nsw, nuw> : i64
    %3939 = llvm.mlir.constant(32 : index) : i64
    %3940 = llvm.mul %3932, %3939 overflow<nsw, nuw> : i64
    %3941 = llvm.add %3938, %3940 overflow<nsw, nuw> : i64
    %3942 = llvm.add %3941, %3934 overflow<nsw, nuw> : i64
    %3943 = llvm.getelementptr inbounds|nuw %3936[%3942] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3944 = llvm.load %3943 : !llvm.ptr -> f32
    %3945 = llvm.fpext %3944 : f32 to f64
    %3946 = llvm.extractvalue %3929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3947 = llvm.mlir.constant(256 : index) : i64
    %3948 = llvm.mul %3930, %3947 overflow<nsw, nuw> : i64
    %3949 = llvm.mlir.constant(32 : index) : i64
    %3950 = llvm.mul %3932, %3949 overflow<nsw, nuw> : i64
    %3951 = llvm.add %3948, %3950 overflow<nsw, nuw> : i64
    %3952 = llvm.add %3951, %3934 overflow<nsw, nuw> : i64
    %3953 = llvm.getelementptr inbounds|nuw %3946[%3952] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3945, %3953 : f64, !llvm.ptr
    %3954 = llvm.add %3934, %43 : i64
    llvm.br ^bb521(%3954 : i64)
  ^bb523:  // pred: ^bb521
    %3955 = llvm.add %3932, %43 : i64
    llvm.br ^bb519(%3955 : i64)
  ^bb524:  // pred: ^bb519
    %3956 = llvm.add %3930, %43 : i64
    llvm.br ^bb517(%3956 : i64)
  ^bb525:  // pred: ^bb517
    %3957 = llvm.mlir.constant(1 : index) : i64
    %3958 = llvm.mlir.constant(8 : index) : i64
    %3959 = llvm.mlir.constant(1 : index) : i64
    %3960 = llvm.mlir.constant(1 : index) : i64
    %3961 = llvm.mlir.constant(8 : index) : i64
    %3962 = llvm.mlir.zero : !llvm.ptr
    %3963 = llvm.getelementptr %3962[%3961] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3964 = llvm.ptrtoint %3963 : !llvm.ptr to i64
    %3965 = llvm.mlir.constant(64 : index) : i64
    %3966 = llvm.add %3964, %3965 : i64
    %3967 = llvm.call @malloc(%3966) : (i64) -> !llvm.ptr
    %3968 = llvm.ptrtoint %3967 : !llvm.ptr to i64
    %3969 = llvm.mlir.constant(1 : index) : i64
    %3970 = llvm.sub %3965, %3969 : i64
    %3971 = llvm.add %3968, %3970 : i64
    %3972 = llvm.urem %3971, %3965 : i64
    %3973 = llvm.sub %3971, %3972 : i64
    %3974 = llvm.inttoptr %3973 : i64 to !llvm.ptr
    %3975 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3976 = llvm.insertvalue %3967, %3975[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3977 = llvm.insertvalue %3974, %3976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3978 = llvm.mlir.constant(0 : index) : i64
    %3979 = llvm.insertvalue %3978, %3977[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3980 = llvm.insertvalue %3957, %3979[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3981 = llvm.insertvalue %3958, %3980[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3982 = llvm.insertvalue %3959, %3981[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3983 = llvm.insertvalue %3958, %3982[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3984 = llvm.insertvalue %3959, %3983[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3985 = llvm.insertvalue %3960, %3984[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb526(%44 : i64)
  ^bb526(%3986: i64):  // 2 preds: ^bb525, ^bb533
    %3987 = llvm.icmp "slt" %3986, %43 : i64
    llvm.cond_br %3987, ^bb527, ^bb534
  ^bb527:  // pred: ^bb526
    llvm.br ^bb528(%44 : i64)
  ^bb528(%3988: i64):  // 2 preds: ^bb527, ^bb532
    %3989 = llvm.icmp "slt" %3988, %42 : i64
    llvm.cond_br %3989, ^bb529, ^bb533
  ^bb529:  // pred: ^bb528
    llvm.br ^bb530(%44 : i64)
  ^bb530(%3990: i64):  // 2 preds: ^bb529, ^bb531
    %3991 = llvm.icmp "slt" %3990, %43 : i64
    llvm.cond_br %3991, ^bb531, ^bb532
  ^bb531:  // pred: ^bb530
    %3992 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3993 = llvm.mlir.constant(8 : index) : i64
    %3994 = llvm.mul %3986, %3993 overflow<nsw, nuw> : i64
    %3995 = llvm.add %3994, %3988 overflow<nsw, nuw> : i64
    %3996 = llvm.add %3995, %3990 overflow<nsw, nuw> : i64
    %3997 = llvm.getelementptr inbounds|nuw %3992[%3996] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3998 = llvm.load %3997 : !llvm.ptr -> f64
    %3999 = llvm.extractvalue %3985[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4000 = llvm.mlir.constant(8 : index) : i64
    %4001 = llvm.mul %3986, %4000 overflow<nsw, nuw> : i64
    %4002 = llvm.add %4001, %3988 overflow<nsw, nuw> : i64
    %4003 = llvm.add %4002, %3990 overflow<nsw, nuw> : i64
    %4004 = llvm.getelementptr inbounds|nuw %3999[%4003] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3998, %4004 : f64, !llvm.ptr
    %4005 = llvm.add %3990, %43 : i64
    llvm.br ^bb530(%4005 : i64)
  ^bb532:  // pred: ^bb530
    %4006 = llvm.add %3988, %43 : i64
    llvm.br ^bb528(%4006 : i64)
  ^bb533:  // pred: ^bb528
    %4007 = llvm.add %3986, %43 : i64
    llvm.br ^bb526(%4007 : i64)
  ^bb534:  // pred: ^bb526
    llvm.br ^bb535(%44 : i64)
  ^bb535(%4008: i64):  // 2 preds: ^bb534, ^bb542
    %4009 = llvm.icmp "slt" %4008, %43 : i64
    llvm.cond_br %4009, ^bb536, ^bb543
  ^bb536:  // pred: ^bb535
    llvm.br ^bb537(%44 : i64)
  ^bb537(%4010: i64):  // 2 preds: ^bb536, ^bb541
    %4011 = llvm.icmp "slt" %4010, %42 : i64
    llvm.cond_br %4011, ^bb538, ^bb542
  ^bb538:  // pred: ^bb537
    llvm.br ^bb539(%44 : i64)
  ^bb539(%4012: i64):  // 2 preds: ^bb538, ^bb540
    %4013 = llvm.icmp "slt" %4012, %41 : i64
    llvm.cond_br %4013, ^bb540, ^bb541
  ^bb540:  // pred: ^bb539
    %4014 = llvm.extractvalue %3929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4015 = llvm.mlir.constant(256 : index) : i64
    %4016 = llvm.mul %4008, %4015 overflow<nsw, nuw> : i64
    %4017 = llvm.mlir.constant(32 : index) : i64
    %4018 = llvm.mul %4010, %4017 overflow<nsw, nuw> : i64
    %4019 = llvm.add %4016, %4018 overflow<nsw, nuw> : i64
    %4020 = llvm.add %4019, %4012 overflow<nsw, nuw> : i64
    %4021 = llvm.getelementptr inbounds|nuw %4014[%4020] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4022 = llvm.load %4021 : !llvm.ptr -> f64
    %4023 = llvm.extractvalue %3985[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4024 = llvm.mlir.constant(8 : index) : i64
    %4025 = llvm.mul %4008, %4024 overflow<nsw, nuw> : i64
    %4026 = llvm.add %4025, %4010 overflow<nsw, nuw> : i64
    %4027 = llvm.add %4026, %44 overflow<nsw, nuw> : i64
    %4028 = llvm.getelementptr inbounds|nuw %4023[%4027] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4029 = llvm.load %4028 : !llvm.ptr -> f64
    %4030 = llvm.fadd %4022, %4029 : f64
    %4031 = llvm.extractvalue %3985[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4032 = llvm.mlir.constant(8 : index) : i64
    %4033 = llvm.mul %4008, %4032 overflow<nsw, nuw> : i64
    %4034 = llvm.add %4033, %4010 overflow<nsw, nuw> : i64
    %4035 = llvm.add %4034, %44 overflow<nsw, nuw> : i64
    %4036 = llvm.getelementptr inbounds|nuw %4031[%4035] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4030, %4036 : f64, !llvm.ptr
    %4037 = llvm.add %4012, %43 : i64
    llvm.br ^bb539(%4037 : i64)
  ^bb541:  // pred: ^bb539
    %4038 = llvm.add %4010, %43 : i64
    llvm.br ^bb537(%4038 : i64)
  ^bb542:  // pred: ^bb537
    %4039 = llvm.add %4008, %43 : i64
    llvm.br ^bb535(%4039 : i64)
  ^bb543:  // pred: ^bb535
    %4040 = llvm.mlir.constant(1 : index) : i64
    %4041 = llvm.mlir.constant(8 : index) : i64
    %4042 = llvm.mlir.constant(1 : index) : i64
    %4043 = llvm.mlir.constant(1 : index) : i64
    %4044 = llvm.mlir.constant(8 : index) : i64
    %4045 = llvm.mlir.zero : !llvm.ptr
    %4046 = llvm.getelementptr %4045[%4044] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4047 = llvm.ptrtoint %4046 : !llvm.ptr to i64
    %4048 = llvm.mlir.constant(64 : index) : i64
    %4049 = llvm.add %4047, %4048 : i64
    %4050 = llvm.call @malloc(%4049) : (i64) -> !llvm.ptr
    %4051 = llvm.ptrtoint %4050 : !llvm.ptr to i64
    %4052 = llvm.mlir.constant(1 : index) : i64
    %4053 = llvm.sub %4048, %4052 : i64
    %4054 = llvm.add %4051, %4053 : i64
    %4055 = llvm.urem %4054, %4048 : i64
    %4056 = llvm.sub %4054, %4055 : i64
    %4057 = llvm.inttoptr %4056 : i64 to !llvm.ptr
    %4058 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4059 = llvm.insertvalue %4050, %4058[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4060 = llvm.insertvalue %4057, %4059[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4061 = llvm.mlir.constant(0 : index) : i64
    %4062 = llvm.insertvalue %4061, %4060[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4063 = llvm.insertvalue %4040, %4062[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4064 = llvm.insertvalue %4041, %4063[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4065 = llvm.insertvalue %4042, %4064[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4066 = llvm.insertvalue %4041, %4065[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4067 = llvm.insertvalue %4042, %4066[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4068 = llvm.insertvalue %4043, %4067[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb544(%44 : i64)
  ^bb544(%4069: i64):  // 2 preds: ^bb543, ^bb551
    %4070 = llvm.icmp "slt" %4069, %43 : i64
    llvm.cond_br %4070, ^bb545, ^bb552
  ^bb545:  // pred: ^bb544
    llvm.br ^bb546(%44 : i64)
  ^bb546(%4071: i64):  // 2 preds: ^bb545, ^bb550
    %4072 = llvm.icmp "slt" %4071, %42 : i64
    llvm.cond_br %4072, ^bb547, ^bb551
  ^bb547:  // pred: ^bb546
    llvm.br ^bb548(%44 : i64)
  ^bb548(%4073: i64):  // 2 preds: ^bb547, ^bb549
    %4074 = llvm.icmp "slt" %4073, %43 : i64
    llvm.cond_br %4074, ^bb549, ^bb550
  ^bb549:  // pred: ^bb548
    %4075 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4076 = llvm.mlir.constant(8 : index) : i64
    %4077 = llvm.mul %4069, %4076 overflow<nsw, nuw> : i64
    %4078 = llvm.add %4077, %4071 overflow<nsw, nuw> : i64
    %4079 = llvm.add %4078, %4073 overflow<nsw, nuw> : i64
    %4080 = llvm.getelementptr inbounds|nuw %4075[%4079] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4081 = llvm.load %4080 : !llvm.ptr -> f64
    %4082 = llvm.extractvalue %4068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4083 = llvm.mlir.constant(8 : index) : i64
    %4084 = llvm.mul %4069, %4083 overflow<nsw, nuw> : i64
    %4085 = llvm.add %4084, %4071 overflow<nsw, nuw> : i64
    %4086 = llvm.add %4085, %4073 overflow<nsw, nuw> : i64
    %4087 = llvm.getelementptr inbounds|nuw %4082[%4086] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4081, %4087 : f64, !llvm.ptr
    %4088 = llvm.add %4073, %43 : i64
    llvm.br ^bb548(%4088 : i64)
  ^bb550:  // pred: ^bb548
    %4089 = llvm.add %4071, %43 : i64
    llvm.br ^bb546(%4089 : i64)
  ^bb551:  // pred: ^bb546
    %4090 = llvm.add %4069, %43 : i64
    llvm.br ^bb544(%4090 : i64)
  ^bb552:  // pred: ^bb544
    llvm.br ^bb553(%44 : i64)
  ^bb553(%4091: i64):  // 2 preds: ^bb552, ^bb560
    %4092 = llvm.icmp "slt" %4091, %43 : i64
    llvm.cond_br %4092, ^bb554, ^bb561
  ^bb554:  // pred: ^bb553
    llvm.br ^bb555(%44 : i64)
  ^bb555(%4093: i64):  // 2 preds: ^bb554, ^bb559
    %4094 = llvm.icmp "slt" %4093, %42 : i64
    llvm.cond_br %4094, ^bb556, ^bb560
  ^bb556:  // pred: ^bb555
    llvm.br ^bb557(%44 : i64)
  ^bb557(%4095: i64):  // 2 preds: ^bb556, ^bb558
    %4096 = llvm.icmp "slt" %4095, %41 : i64
    llvm.cond_br %4096, ^bb558, ^bb559
  ^bb558:  // pred: ^bb557
    %4097 = llvm.extractvalue %3929[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4098 = llvm.mlir.constant(256 : index) : i64
    %4099 = llvm.mul %4091, %4098 overflow<nsw, nuw> : i64
    %4100 = llvm.mlir.constant(32 : index) : i64
    %4101 = llvm.mul %4093, %4100 overflow<nsw, nuw> : i64
    %4102 = llvm.add %4099, %4101 overflow<nsw, nuw> : i64
    %4103 = llvm.add %4102, %4095 overflow<nsw, nuw> : i64
    %4104 = llvm.getelementptr inbounds|nuw %4097[%4103] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4105 = llvm.load %4104 : !llvm.ptr -> f64
    %4106 = llvm.extractvalue %3985[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4107 = llvm.mlir.constant(8 : index) : i64
    %4108 = llvm.mul %4091, %4107 overflow<nsw, nuw> : i64
    %4109 = llvm.add %4108, %4093 overflow<nsw, nuw> : i64
    %4110 = llvm.add %4109, %44 overflow<nsw, nuw> : i64
    %4111 = llvm.getelementptr inbounds|nuw %4106[%4110] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4112 = llvm.load %4111 : !llvm.ptr -> f64
    %4113 = llvm.extractvalue %4068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4114 = llvm.mlir.constant(8 : index) : i64
    %4115 = llvm.mul %4091, %4114 overflow<nsw, nuw> : i64
    %4116 = llvm.add %4115, %4093 overflow<nsw, nuw> : i64
    %4117 = llvm.add %4116, %44 overflow<nsw, nuw> : i64
    %4118 = llvm.getelementptr inbounds|nuw %4113[%4117] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4119 = llvm.load %4118 : !llvm.ptr -> f64
    %4120 = llvm.fdiv %4112, %48 : f64
    %4121 = llvm.fsub %4105, %4120 : f64
    %4122 = llvm.fmul %4121, %4121 : f64
    %4123 = llvm.fadd %4122, %4119 : f64
    %4124 = llvm.extractvalue %4068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4125 = llvm.mlir.constant(8 : index) : i64
    %4126 = llvm.mul %4091, %4125 overflow<nsw, nuw> : i64
    %4127 = llvm.add %4126, %4093 overflow<nsw, nuw> : i64
    %4128 = llvm.add %4127, %44 overflow<nsw, nuw> : i64
    %4129 = llvm.getelementptr inbounds|nuw %4124[%4128] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4123, %4129 : f64, !llvm.ptr
    %4130 = llvm.add %4095, %43 : i64
    llvm.br ^bb557(%4130 : i64)
  ^bb559:  // pred: ^bb557
    %4131 = llvm.add %4093, %43 : i64
    llvm.br ^bb555(%4131 : i64)
  ^bb560:  // pred: ^bb555
    %4132 = llvm.add %4091, %43 : i64
    llvm.br ^bb553(%4132 : i64)
  ^bb561:  // pred: ^bb553
    %4133 = llvm.mlir.constant(1 : index) : i64
    %4134 = llvm.mlir.constant(8 : index) : i64
    %4135 = llvm.mlir.constant(1 : index) : i64
    %4136 = llvm.mlir.constant(1 : index) : i64
    %4137 = llvm.mlir.constant(8 : index) : i64
    %4138 = llvm.mlir.zero : !llvm.ptr
    %4139 = llvm.getelementptr %4138[%4137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4140 = llvm.ptrtoint %4139 : !llvm.ptr to i64
    %4141 = llvm.mlir.constant(64 : index) : i64
    %4142 = llvm.add %4140, %4141 : i64
    %4143 = llvm.call @malloc(%4142) : (i64) -> !llvm.ptr
    %4144 = llvm.ptrtoint %4143 : !llvm.ptr to i64
    %4145 = llvm.mlir.constant(1 : index) : i64
    %4146 = llvm.sub %4141, %4145 : i64
    %4147 = llvm.add %4144, %4146 : i64
    %4148 = llvm.urem %4147, %4141 : i64
    %4149 = llvm.sub %4147, %4148 : i64
    %4150 = llvm.inttoptr %4149 : i64 to !llvm.ptr
    %4151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4152 = llvm.insertvalue %4143, %4151[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4153 = llvm.insertvalue %4150, %4152[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4154 = llvm.mlir.constant(0 : index) : i64
    %4155 = llvm.insertvalue %4154, %4153[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4156 = llvm.insertvalue %4133, %4155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4157 = llvm.insertvalue %4134, %4156[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.insertvalue %4135, %4157[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4159 = llvm.insertvalue %4134, %4158[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4160 = llvm.insertvalue %4135, %4159[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4161 = llvm.insertvalue %4136, %4160[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb562(%44 : i64)
  ^bb562(%4162: i64):  // 2 preds: ^bb561, ^bb569
    %4163 = llvm.icmp "slt" %4162, %43 : i64
    llvm.cond_br %4163, ^bb563, ^bb570
  ^bb563:  // pred: ^bb562
    llvm.br ^bb564(%44 : i64)
  ^bb564(%4164: i64):  // 2 preds: ^bb563, ^bb568
    %4165 = llvm.icmp "slt" %4164, %42 : i64
    llvm.cond_br %4165, ^bb565, ^bb569
  ^bb565:  // pred: ^bb564
    llvm.br ^bb566(%44 : i64)
  ^bb566(%4166: i64):  // 2 preds: ^bb565, ^bb567
    %4167 = llvm.icmp "slt" %4166, %43 : i64
    llvm.cond_br %4167, ^bb567, ^bb568
  ^bb567:  // pred: ^bb566
    %4168 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4169 = llvm.mlir.constant(8 : index) : i64
    %4170 = llvm.mul %4162, %4169 overflow<nsw, nuw> : i64
    %4171 = llvm.add %4170, %4164 overflow<nsw, nuw> : i64
    %4172 = llvm.add %4171, %4166 overflow<nsw, nuw> : i64
    %4173 = llvm.getelementptr inbounds|nuw %4168[%4172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4174 = llvm.load %4173 : !llvm.ptr -> f32
    %4175 = llvm.extractvalue %4161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4176 = llvm.mlir.constant(8 : index) : i64
    %4177 = llvm.mul %4162, %4176 overflow<nsw, nuw> : i64
    %4178 = llvm.add %4177, %4164 overflow<nsw, nuw> : i64
    %4179 = llvm.add %4178, %4166 overflow<nsw, nuw> : i64
    %4180 = llvm.getelementptr inbounds|nuw %4175[%4179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4174, %4180 : f32, !llvm.ptr
    %4181 = llvm.add %4166, %43 : i64
    llvm.br ^bb566(%4181 : i64)
  ^bb568:  // pred: ^bb566
    %4182 = llvm.add %4164, %43 : i64
    llvm.br ^bb564(%4182 : i64)
  ^bb569:  // pred: ^bb564
    %4183 = llvm.add %4162, %43 : i64
    llvm.br ^bb562(%4183 : i64)
  ^bb570:  // pred: ^bb562
    llvm.br ^bb571(%44 : i64)
  ^bb571(%4184: i64):  // 2 preds: ^bb570, ^bb578
    %4185 = llvm.icmp "slt" %4184, %43 : i64
    llvm.cond_br %4185, ^bb572, ^bb579
  ^bb572:  // pred: ^bb571
    llvm.br ^bb573(%44 : i64)
  ^bb573(%4186: i64):  // 2 preds: ^bb572, ^bb577
    %4187 = llvm.icmp "slt" %4186, %42 : i64
    llvm.cond_br %4187, ^bb574, ^bb578
  ^bb574:  // pred: ^bb573
    llvm.br ^bb575(%44 : i64)
  ^bb575(%4188: i64):  // 2 preds: ^bb574, ^bb576
    %4189 = llvm.icmp "slt" %4188, %41 : i64
    llvm.cond_br %4189, ^bb576, ^bb577
  ^bb576:  // pred: ^bb575
    %4190 = llvm.extractvalue %3859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4191 = llvm.mlir.constant(256 : index) : i64
    %4192 = llvm.mul %4184, %4191 overflow<nsw, nuw> : i64
    %4193 = llvm.mlir.constant(32 : index) : i64
    %4194 = llvm.mul %4186, %4193 overflow<nsw, nuw> : i64
    %4195 = llvm.add %4192, %4194 overflow<nsw, nuw> : i64
    %4196 = llvm.add %4195, %4188 overflow<nsw, nuw> : i64
    %4197 = llvm.getelementptr inbounds|nuw %4190[%4196] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4198 = llvm.load %4197 : !llvm.ptr -> f32
    %4199 = llvm.extractvalue %4161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4200 = llvm.mlir.constant(8 : index) : i64
    %4201 = llvm.mul %4184, %4200 overflow<nsw, nuw> : i64
    %4202 = llvm.add %4201, %4186 overflow<nsw, nuw> : i64
    %4203 = llvm.add %4202, %44 overflow<nsw, nuw> : i64
    %4204 = llvm.getelementptr inbounds|nuw %4199[%4203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4205 = llvm.load %4204 : !llvm.ptr -> f32
    %4206 = llvm.fadd %4198, %4205 : f32
    %4207 = llvm.extractvalue %4161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4208 = llvm.mlir.constant(8 : index) : i64
    %4209 = llvm.mul %4184, %4208 overflow<nsw, nuw> : i64
    %4210 = llvm.add %4209, %4186 overflow<nsw, nuw> : i64
    %4211 = llvm.add %4210, %44 overflow<nsw, nuw> : i64
    %4212 = llvm.getelementptr inbounds|nuw %4207[%4211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4206, %4212 : f32, !llvm.ptr
    %4213 = llvm.add %4188, %43 : i64
    llvm.br ^bb575(%4213 : i64)
  ^bb577:  // pred: ^bb575
    %4214 = llvm.add %4186, %43 : i64
    llvm.br ^bb573(%4214 : i64)
  ^bb578:  // pred: ^bb573
    %4215 = llvm.add %4184, %43 : i64
    llvm.br ^bb571(%4215 : i64)
  ^bb579:  // pred: ^bb571
    %4216 = llvm.mlir.constant(1 : index) : i64
    %4217 = llvm.mlir.constant(8 : index) : i64
    %4218 = llvm.mlir.constant(32 : index) : i64
    %4219 = llvm.mlir.constant(1 : index) : i64
    %4220 = llvm.mlir.constant(256 : index) : i64
    %4221 = llvm.mlir.constant(256 : index) : i64
    %4222 = llvm.mlir.zero : !llvm.ptr
    %4223 = llvm.getelementptr %4222[%4221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4224 = llvm.ptrtoint %4223 : !llvm.ptr to i64
    %4225 = llvm.mlir.constant(64 : index) : i64
    %4226 = llvm.add %4224, %4225 : i64
    %4227 = llvm.call @malloc(%4226) : (i64) -> !llvm.ptr
    %4228 = llvm.ptrtoint %4227 : !llvm.ptr to i64
    %4229 = llvm.mlir.constant(1 : index) : i64
    %4230 = llvm.sub %4225, %4229 : i64
    %4231 = llvm.add %4228, %4230 : i64
    %4232 = llvm.urem %4231, %4225 : i64
    %4233 = llvm.sub %4231, %4232 : i64
    %4234 = llvm.inttoptr %4233 : i64 to !llvm.ptr
    %4235 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4236 = llvm.insertvalue %4227, %4235[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4237 = llvm.insertvalue %4234, %4236[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4238 = llvm.mlir.constant(0 : index) : i64
    %4239 = llvm.insertvalue %4238, %4237[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4240 = llvm.insertvalue %4216, %4239[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4241 = llvm.insertvalue %4217, %4240[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4242 = llvm.insertvalue %4218, %4241[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4243 = llvm.insertvalue %4220, %4242[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4244 = llvm.insertvalue %4218, %4243[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4245 = llvm.insertvalue %4219, %4244[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb580(%44 : i64)
  ^bb580(%4246: i64):  // 2 preds: ^bb579, ^bb587
    %4247 = llvm.icmp "slt" %4246, %43 : i64
    llvm.cond_br %4247, ^bb581, ^bb588
  ^bb581:  // pred: ^bb580
    llvm.br ^bb582(%44 : i64)
  ^bb582(%4248: i64):  // 2 preds: ^bb581, ^bb586
    %4249 = llvm.icmp "slt" %4248, %42 : i64
    llvm.cond_br %4249, ^bb583, ^bb587
  ^bb583:  // pred: ^bb582
    llvm.br ^bb584(%44 : i64)
  ^bb584(%4250: i64):  // 2 preds: ^bb583, ^bb585
    %4251 = llvm.icmp "slt" %4250, %41 : i64
    llvm.cond_br %4251, ^bb585, ^bb586
  ^bb585:  // pred: ^bb584
    %4252 = llvm.extractvalue %3859[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4253 = llvm.mlir.constant(256 : index) : i64
    %4254 = llvm.mul %4246, %4253 overflow<nsw, nuw> : i64
    %4255 = llvm.mlir.constant(32 : index) : i64
    %4256 = llvm.mul %4248, %4255 overflow<nsw, nuw> : i64
    %4257 = llvm.add %4254, %4256 overflow<nsw, nuw> : i64
    %4258 = llvm.add %4257, %4250 overflow<nsw, nuw> : i64
    %4259 = llvm.getelementptr inbounds|nuw %4252[%4258] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4260 = llvm.load %4259 : !llvm.ptr -> f32
    %4261 = llvm.extractvalue %4161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4262 = llvm.mlir.constant(8 : index) : i64
    %4263 = llvm.mul %4246, %4262 overflow<nsw, nuw> : i64
    %4264 = llvm.add %4263, %4248 overflow<nsw, nuw> : i64
    %4265 = llvm.add %4264, %44 overflow<nsw, nuw> : i64
    %4266 = llvm.getelementptr inbounds|nuw %4261[%4265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4267 = llvm.load %4266 : !llvm.ptr -> f32
    %4268 = llvm.extractvalue %4068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4269 = llvm.mlir.constant(8 : index) : i64
    %4270 = llvm.mul %4246, %4269 overflow<nsw, nuw> : i64
    %4271 = llvm.add %4270, %4248 overflow<nsw, nuw> : i64
    %4272 = llvm.add %4271, %44 overflow<nsw, nuw> : i64
    %4273 = llvm.getelementptr inbounds|nuw %4268[%4272] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4274 = llvm.load %4273 : !llvm.ptr -> f64
    %4275 = llvm.extractvalue %402[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4276 = llvm.getelementptr inbounds|nuw %4275[%4250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4277 = llvm.load %4276 : !llvm.ptr -> f32
    %4278 = llvm.extractvalue %386[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4279 = llvm.getelementptr inbounds|nuw %4278[%4250] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4280 = llvm.load %4279 : !llvm.ptr -> f32
    %4281 = llvm.fdiv %4274, %48 : f64
    %4282 = llvm.fptrunc %4281 : f64 to f32
    %4283 = llvm.fptrunc %49 : f64 to f32
    %4284 = llvm.fadd %4282, %4283 : f32
    %4285 = llvm.intr.sqrt(%4284) : (f32) -> f32
    %4286 = llvm.fdiv %53, %4285 : f32
    %4287 = llvm.fdiv %4267, %47 : f32
    %4288 = llvm.fsub %4260, %4287 : f32
    %4289 = llvm.fmul %4288, %4286 : f32
    %4290 = llvm.fmul %4289, %4277 : f32
    %4291 = llvm.fadd %4290, %4280 : f32
    %4292 = llvm.extractvalue %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4293 = llvm.mlir.constant(256 : index) : i64
    %4294 = llvm.mul %4246, %4293 overflow<nsw, nuw> : i64
    %4295 = llvm.mlir.constant(32 : index) : i64
    %4296 = llvm.mul %4248, %4295 overflow<nsw, nuw> : i64
    %4297 = llvm.add %4294, %4296 overflow<nsw, nuw> : i64
    %4298 = llvm.add %4297, %4250 overflow<nsw, nuw> : i64
    %4299 = llvm.getelementptr inbounds|nuw %4292[%4298] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4291, %4299 : f32, !llvm.ptr
    %4300 = llvm.add %4250, %43 : i64
    llvm.br ^bb584(%4300 : i64)
  ^bb586:  // pred: ^bb584
    %4301 = llvm.add %4248, %43 : i64
    llvm.br ^bb582(%4301 : i64)
  ^bb587:  // pred: ^bb582
    %4302 = llvm.add %4246, %43 : i64
    llvm.br ^bb580(%4302 : i64)
  ^bb588:  // pred: ^bb580
    %4303 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4304 = llvm.extractvalue %370[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4305 = llvm.extractvalue %370[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4306 = llvm.insertvalue %4304, %4303[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4307 = llvm.insertvalue %4305, %4306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4308 = llvm.mlir.constant(0 : index) : i64
    %4309 = llvm.insertvalue %4308, %4307[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4310 = llvm.mlir.constant(2 : index) : i64
    %4311 = llvm.insertvalue %4310, %4309[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4312 = llvm.mlir.constant(512 : index) : i64
    %4313 = llvm.insertvalue %4312, %4311[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4314 = llvm.mlir.constant(16 : index) : i64
    %4315 = llvm.insertvalue %4314, %4313[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4316 = llvm.mlir.constant(32 : index) : i64
    %4317 = llvm.insertvalue %4316, %4315[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4318 = llvm.mlir.constant(32 : index) : i64
    %4319 = llvm.insertvalue %4318, %4317[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4320 = llvm.mlir.constant(1 : index) : i64
    %4321 = llvm.insertvalue %4320, %4319[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4322 = llvm.mlir.constant(1 : index) : i64
    %4323 = llvm.mlir.constant(8 : index) : i64
    %4324 = llvm.mlir.constant(2 : index) : i64
    %4325 = llvm.mlir.constant(16 : index) : i64
    %4326 = llvm.mlir.constant(1 : index) : i64
    %4327 = llvm.mlir.constant(32 : index) : i64
    %4328 = llvm.mlir.constant(256 : index) : i64
    %4329 = llvm.mlir.constant(256 : index) : i64
    %4330 = llvm.mlir.zero : !llvm.ptr
    %4331 = llvm.getelementptr %4330[%4329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4332 = llvm.ptrtoint %4331 : !llvm.ptr to i64
    %4333 = llvm.mlir.constant(64 : index) : i64
    %4334 = llvm.add %4332, %4333 : i64
    %4335 = llvm.call @malloc(%4334) : (i64) -> !llvm.ptr
    %4336 = llvm.ptrtoint %4335 : !llvm.ptr to i64
    %4337 = llvm.mlir.constant(1 : index) : i64
    %4338 = llvm.sub %4333, %4337 : i64
    %4339 = llvm.add %4336, %4338 : i64
    %4340 = llvm.urem %4339, %4333 : i64
    %4341 = llvm.sub %4339, %4340 : i64
    %4342 = llvm.inttoptr %4341 : i64 to !llvm.ptr
    %4343 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4344 = llvm.insertvalue %4335, %4343[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4345 = llvm.insertvalue %4342, %4344[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4346 = llvm.mlir.constant(0 : index) : i64
    %4347 = llvm.insertvalue %4346, %4345[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4348 = llvm.insertvalue %4322, %4347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4349 = llvm.insertvalue %4323, %4348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4350 = llvm.insertvalue %4324, %4349[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4351 = llvm.insertvalue %4325, %4350[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4352 = llvm.insertvalue %4328, %4351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4353 = llvm.insertvalue %4327, %4352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4354 = llvm.insertvalue %4325, %4353[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4355 = llvm.insertvalue %4326, %4354[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb589(%44 : i64)
  ^bb589(%4356: i64):  // 2 preds: ^bb588, ^bb599
    %4357 = llvm.icmp "slt" %4356, %43 : i64
    llvm.cond_br %4357, ^bb590, ^bb600
  ^bb590:  // pred: ^bb589
    llvm.br ^bb591(%44 : i64)
  ^bb591(%4358: i64):  // 2 preds: ^bb590, ^bb598
    %4359 = llvm.icmp "slt" %4358, %42 : i64
    llvm.cond_br %4359, ^bb592, ^bb599
  ^bb592:  // pred: ^bb591
    llvm.br ^bb593(%44 : i64)
  ^bb593(%4360: i64):  // 2 preds: ^bb592, ^bb597
    %4361 = llvm.icmp "slt" %4360, %40 : i64
    llvm.cond_br %4361, ^bb594, ^bb598
  ^bb594:  // pred: ^bb593
    llvm.br ^bb595(%44 : i64)
  ^bb595(%4362: i64):  // 2 preds: ^bb594, ^bb596
    %4363 = llvm.icmp "slt" %4362, %39 : i64
    llvm.cond_br %4363, ^bb596, ^bb597
  ^bb596:  // pred: ^bb595
    %4364 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4365 = llvm.mlir.constant(256 : index) : i64
    %4366 = llvm.mul %4356, %4365 overflow<nsw, nuw> : i64
    %4367 = llvm.mlir.constant(32 : index) : i64
    %4368 = llvm.mul %4358, %4367 overflow<nsw, nuw> : i64
    %4369 = llvm.add %4366, %4368 overflow<nsw, nuw> : i64
    %4370 = llvm.mlir.constant(16 : index) : i64
    %4371 = llvm.mul %4360, %4370 overflow<nsw, nuw> : i64
    %4372 = llvm.add %4369, %4371 overflow<nsw, nuw> : i64
    %4373 = llvm.add %4372, %4362 overflow<nsw, nuw> : i64
    %4374 = llvm.getelementptr inbounds|nuw %4364[%4373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4375 = llvm.load %4374 : !llvm.ptr -> f32
    %4376 = llvm.extractvalue %4355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4377 = llvm.mlir.constant(256 : index) : i64
    %4378 = llvm.mul %4356, %4377 overflow<nsw, nuw> : i64
    %4379 = llvm.mlir.constant(32 : index) : i64
    %4380 = llvm.mul %4358, %4379 overflow<nsw, nuw> : i64
    %4381 = llvm.add %4378, %4380 overflow<nsw, nuw> : i64
    %4382 = llvm.mlir.constant(16 : index) : i64
    %4383 = llvm.mul %4360, %4382 overflow<nsw, nuw> : i64
    %4384 = llvm.add %4381, %4383 overflow<nsw, nuw> : i64
    %4385 = llvm.add %4384, %4362 overflow<nsw, nuw> : i64
    %4386 = llvm.getelementptr inbounds|nuw %4376[%4385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4375, %4386 : f32, !llvm.ptr
    %4387 = llvm.add %4362, %43 : i64
    llvm.br ^bb595(%4387 : i64)
  ^bb597:  // pred: ^bb595
    %4388 = llvm.add %4360, %43 : i64
    llvm.br ^bb593(%4388 : i64)
  ^bb598:  // pred: ^bb593
    %4389 = llvm.add %4358, %43 : i64
    llvm.br ^bb591(%4389 : i64)
  ^bb599:  // pred: ^bb591
    %4390 = llvm.add %4356, %43 : i64
    llvm.br ^bb589(%4390 : i64)
  ^bb600:  // pred: ^bb589
    llvm.br ^bb601(%44 : i64)
  ^bb601(%4391: i64):  // 2 preds: ^bb600, ^bb614
    %4392 = llvm.icmp "slt" %4391, %43 : i64
    llvm.cond_br %4392, ^bb602, ^bb615
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%44 : i64)
  ^bb603(%4393: i64):  // 2 preds: ^bb602, ^bb613
    %4394 = llvm.icmp "slt" %4393, %42 : i64
    llvm.cond_br %4394, ^bb604, ^bb614
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%44 : i64)
  ^bb605(%4395: i64):  // 2 preds: ^bb604, ^bb612
    %4396 = llvm.icmp "slt" %4395, %40 : i64
    llvm.cond_br %4396, ^bb606, ^bb613
  ^bb606:  // pred: ^bb605
    llvm.br ^bb607(%44 : i64)
  ^bb607(%4397: i64):  // 2 preds: ^bb606, ^bb611
    %4398 = llvm.icmp "slt" %4397, %39 : i64
    llvm.cond_br %4398, ^bb608, ^bb612
  ^bb608:  // pred: ^bb607
    llvm.br ^bb609(%44 : i64)
  ^bb609(%4399: i64):  // 2 preds: ^bb608, ^bb610
    %4400 = llvm.icmp "slt" %4399, %41 : i64
    llvm.cond_br %4400, ^bb610, ^bb611
  ^bb610:  // pred: ^bb609
    %4401 = llvm.extractvalue %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4402 = llvm.mlir.constant(256 : index) : i64
    %4403 = llvm.mul %4391, %4402 overflow<nsw, nuw> : i64
    %4404 = llvm.mlir.constant(32 : index) : i64
    %4405 = llvm.mul %4393, %4404 overflow<nsw, nuw> : i64
    %4406 = llvm.add %4403, %4405 overflow<nsw, nuw> : i64
    %4407 = llvm.add %4406, %4399 overflow<nsw, nuw> : i64
    %4408 = llvm.getelementptr inbounds|nuw %4401[%4407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4409 = llvm.load %4408 : !llvm.ptr -> f32
    %4410 = llvm.extractvalue %4321[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4411 = llvm.mlir.constant(512 : index) : i64
    %4412 = llvm.mul %4395, %4411 overflow<nsw, nuw> : i64
    %4413 = llvm.mlir.constant(32 : index) : i64
    %4414 = llvm.mul %4397, %4413 overflow<nsw, nuw> : i64
    %4415 = llvm.add %4412, %4414 overflow<nsw, nuw> : i64
    %4416 = llvm.add %4415, %4399 overflow<nsw, nuw> : i64
    %4417 = llvm.getelementptr inbounds|nuw %4410[%4416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4418 = llvm.load %4417 : !llvm.ptr -> f32
    %4419 = llvm.extractvalue %4355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4420 = llvm.mlir.constant(256 : index) : i64
    %4421 = llvm.mul %4391, %4420 overflow<nsw, nuw> : i64
    %4422 = llvm.mlir.constant(32 : index) : i64
    %4423 = llvm.mul %4393, %4422 overflow<nsw, nuw> : i64
    %4424 = llvm.add %4421, %4423 overflow<nsw, nuw> : i64
    %4425 = llvm.mlir.constant(16 : index) : i64
    %4426 = llvm.mul %4395, %4425 overflow<nsw, nuw> : i64
    %4427 = llvm.add %4424, %4426 overflow<nsw, nuw> : i64
    %4428 = llvm.add %4427, %4397 overflow<nsw, nuw> : i64
    %4429 = llvm.getelementptr inbounds|nuw %4419[%4428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4430 = llvm.load %4429 : !llvm.ptr -> f32
    %4431 = llvm.fmul %4409, %4418 : f32
    %4432 = llvm.fadd %4430, %4431 : f32
    %4433 = llvm.extractvalue %4355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4434 = llvm.mlir.constant(256 : index) : i64
    %4435 = llvm.mul %4391, %4434 overflow<nsw, nuw> : i64
    %4436 = llvm.mlir.constant(32 : index) : i64
    %4437 = llvm.mul %4393, %4436 overflow<nsw, nuw> : i64
    %4438 = llvm.add %4435, %4437 overflow<nsw, nuw> : i64
    %4439 = llvm.mlir.constant(16 : index) : i64
    %4440 = llvm.mul %4395, %4439 overflow<nsw, nuw> : i64
    %4441 = llvm.add %4438, %4440 overflow<nsw, nuw> : i64
    %4442 = llvm.add %4441, %4397 overflow<nsw, nuw> : i64
    %4443 = llvm.getelementptr inbounds|nuw %4433[%4442] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4432, %4443 : f32, !llvm.ptr
    %4444 = llvm.add %4399, %43 : i64
    llvm.br ^bb609(%4444 : i64)
  ^bb611:  // pred: ^bb609
    %4445 = llvm.add %4397, %43 : i64
    llvm.br ^bb607(%4445 : i64)
  ^bb612:  // pred: ^bb607
    %4446 = llvm.add %4395, %43 : i64
    llvm.br ^bb605(%4446 : i64)
  ^bb613:  // pred: ^bb605
    %4447 = llvm.add %4393, %43 : i64
    llvm.br ^bb603(%4447 : i64)
  ^bb614:  // pred: ^bb603
    %4448 = llvm.add %4391, %43 : i64
    llvm.br ^bb601(%4448 : i64)
  ^bb615:  // pred: ^bb601
    %4449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4450 = llvm.extractvalue %350[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4451 = llvm.extractvalue %350[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4452 = llvm.insertvalue %4450, %4449[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4453 = llvm.insertvalue %4451, %4452[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4454 = llvm.mlir.constant(0 : index) : i64
    %4455 = llvm.insertvalue %4454, %4453[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4456 = llvm.mlir.constant(2 : index) : i64
    %4457 = llvm.insertvalue %4456, %4455[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4458 = llvm.mlir.constant(16 : index) : i64
    %4459 = llvm.insertvalue %4458, %4457[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4460 = llvm.mlir.constant(16 : index) : i64
    %4461 = llvm.insertvalue %4460, %4459[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4462 = llvm.mlir.constant(1 : index) : i64
    %4463 = llvm.insertvalue %4462, %4461[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4464 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4465 = llvm.extractvalue %334[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4466 = llvm.extractvalue %334[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4467 = llvm.insertvalue %4465, %4464[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4468 = llvm.insertvalue %4466, %4467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4469 = llvm.mlir.constant(0 : index) : i64
    %4470 = llvm.insertvalue %4469, %4468[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4471 = llvm.mlir.constant(2 : index) : i64
    %4472 = llvm.insertvalue %4471, %4470[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4473 = llvm.mlir.constant(512 : index) : i64
    %4474 = llvm.insertvalue %4473, %4472[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4475 = llvm.mlir.constant(16 : index) : i64
    %4476 = llvm.insertvalue %4475, %4474[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4477 = llvm.mlir.constant(32 : index) : i64
    %4478 = llvm.insertvalue %4477, %4476[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4479 = llvm.mlir.constant(32 : index) : i64
    %4480 = llvm.insertvalue %4479, %4478[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4481 = llvm.mlir.constant(1 : index) : i64
    %4482 = llvm.insertvalue %4481, %4480[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4483 = llvm.mlir.constant(1 : index) : i64
    %4484 = llvm.mlir.constant(8 : index) : i64
    %4485 = llvm.mlir.constant(2 : index) : i64
    %4486 = llvm.mlir.constant(16 : index) : i64
    %4487 = llvm.mlir.constant(1 : index) : i64
    %4488 = llvm.mlir.constant(32 : index) : i64
    %4489 = llvm.mlir.constant(256 : index) : i64
    %4490 = llvm.mlir.constant(256 : index) : i64
    %4491 = llvm.mlir.zero : !llvm.ptr
    %4492 = llvm.getelementptr %4491[%4490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4493 = llvm.ptrtoint %4492 : !llvm.ptr to i64
    %4494 = llvm.mlir.constant(64 : index) : i64
    %4495 = llvm.add %4493, %4494 : i64
    %4496 = llvm.call @malloc(%4495) : (i64) -> !llvm.ptr
    %4497 = llvm.ptrtoint %4496 : !llvm.ptr to i64
    %4498 = llvm.mlir.constant(1 : index) : i64
    %4499 = llvm.sub %4494, %4498 : i64
    %4500 = llvm.add %4497, %4499 : i64
    %4501 = llvm.urem %4500, %4494 : i64
    %4502 = llvm.sub %4500, %4501 : i64
    %4503 = llvm.inttoptr %4502 : i64 to !llvm.ptr
    %4504 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4505 = llvm.insertvalue %4496, %4504[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4506 = llvm.insertvalue %4503, %4505[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4507 = llvm.mlir.constant(0 : index) : i64
    %4508 = llvm.insertvalue %4507, %4506[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4509 = llvm.insertvalue %4483, %4508[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4510 = llvm.insertvalue %4484, %4509[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4511 = llvm.insertvalue %4485, %4510[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4512 = llvm.insertvalue %4486, %4511[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4513 = llvm.insertvalue %4489, %4512[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4514 = llvm.insertvalue %4488, %4513[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4515 = llvm.insertvalue %4486, %4514[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4516 = llvm.insertvalue %4487, %4515[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb616(%44 : i64)
  ^bb616(%4517: i64):  // 2 preds: ^bb615, ^bb626
    %4518 = llvm.icmp "slt" %4517, %43 : i64
    llvm.cond_br %4518, ^bb617, ^bb627
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%44 : i64)
  ^bb618(%4519: i64):  // 2 preds: ^bb617, ^bb625
    %4520 = llvm.icmp "slt" %4519, %42 : i64
    llvm.cond_br %4520, ^bb619, ^bb626
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%44 : i64)
  ^bb620(%4521: i64):  // 2 preds: ^bb619, ^bb624
    %4522 = llvm.icmp "slt" %4521, %40 : i64
    llvm.cond_br %4522, ^bb621, ^bb625
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%44 : i64)
  ^bb622(%4523: i64):  // 2 preds: ^bb621, ^bb623
    %4524 = llvm.icmp "slt" %4523, %39 : i64
    llvm.cond_br %4524, ^bb623, ^bb624
  ^bb623:  // pred: ^bb622
    %4525 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4526 = llvm.mlir.constant(256 : index) : i64
    %4527 = llvm.mul %4517, %4526 overflow<nsw, nuw> : i64
    %4528 = llvm.mlir.constant(32 : index) : i64
    %4529 = llvm.mul %4519, %4528 overflow<nsw, nuw> : i64
    %4530 = llvm.add %4527, %4529 overflow<nsw, nuw> : i64
    %4531 = llvm.mlir.constant(16 : index) : i64
    %4532 = llvm.mul %4521, %4531 overflow<nsw, nuw> : i64
    %4533 = llvm.add %4530, %4532 overflow<nsw, nuw> : i64
    %4534 = llvm.add %4533, %4523 overflow<nsw, nuw> : i64
    %4535 = llvm.getelementptr inbounds|nuw %4525[%4534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4536 = llvm.load %4535 : !llvm.ptr -> f32
    %4537 = llvm.extractvalue %4516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4538 = llvm.mlir.constant(256 : index) : i64
    %4539 = llvm.mul %4517, %4538 overflow<nsw, nuw> : i64
    %4540 = llvm.mlir.constant(32 : index) : i64
    %4541 = llvm.mul %4519, %4540 overflow<nsw, nuw> : i64
    %4542 = llvm.add %4539, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.mlir.constant(16 : index) : i64
    %4544 = llvm.mul %4521, %4543 overflow<nsw, nuw> : i64
    %4545 = llvm.add %4542, %4544 overflow<nsw, nuw> : i64
    %4546 = llvm.add %4545, %4523 overflow<nsw, nuw> : i64
    %4547 = llvm.getelementptr inbounds|nuw %4537[%4546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4536, %4547 : f32, !llvm.ptr
    %4548 = llvm.add %4523, %43 : i64
    llvm.br ^bb622(%4548 : i64)
  ^bb624:  // pred: ^bb622
    %4549 = llvm.add %4521, %43 : i64
    llvm.br ^bb620(%4549 : i64)
  ^bb625:  // pred: ^bb620
    %4550 = llvm.add %4519, %43 : i64
    llvm.br ^bb618(%4550 : i64)
  ^bb626:  // pred: ^bb618
    %4551 = llvm.add %4517, %43 : i64
    llvm.br ^bb616(%4551 : i64)
  ^bb627:  // pred: ^bb616
    llvm.br ^bb628(%44 : i64)
  ^bb628(%4552: i64):  // 2 preds: ^bb627, ^bb641
    %4553 = llvm.icmp "slt" %4552, %43 : i64
    llvm.cond_br %4553, ^bb629, ^bb642
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%44 : i64)
  ^bb630(%4554: i64):  // 2 preds: ^bb629, ^bb640
    %4555 = llvm.icmp "slt" %4554, %42 : i64
    llvm.cond_br %4555, ^bb631, ^bb641
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%44 : i64)
  ^bb632(%4556: i64):  // 2 preds: ^bb631, ^bb639
    %4557 = llvm.icmp "slt" %4556, %40 : i64
    llvm.cond_br %4557, ^bb633, ^bb640
  ^bb633:  // pred: ^bb632
    llvm.br ^bb634(%44 : i64)
  ^bb634(%4558: i64):  // 2 preds: ^bb633, ^bb638
    %4559 = llvm.icmp "slt" %4558, %39 : i64
    llvm.cond_br %4559, ^bb635, ^bb639
  ^bb635:  // pred: ^bb634
    llvm.br ^bb636(%44 : i64)
  ^bb636(%4560: i64):  // 2 preds: ^bb635, ^bb637
    %4561 = llvm.icmp "slt" %4560, %41 : i64
    llvm.cond_br %4561, ^bb637, ^bb638
  ^bb637:  // pred: ^bb636
    %4562 = llvm.extractvalue %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4563 = llvm.mlir.constant(256 : index) : i64
    %4564 = llvm.mul %4552, %4563 overflow<nsw, nuw> : i64
    %4565 = llvm.mlir.constant(32 : index) : i64
    %4566 = llvm.mul %4554, %4565 overflow<nsw, nuw> : i64
    %4567 = llvm.add %4564, %4566 overflow<nsw, nuw> : i64
    %4568 = llvm.add %4567, %4560 overflow<nsw, nuw> : i64
    %4569 = llvm.getelementptr inbounds|nuw %4562[%4568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4570 = llvm.load %4569 : !llvm.ptr -> f32
    %4571 = llvm.extractvalue %4482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4572 = llvm.mlir.constant(512 : index) : i64
    %4573 = llvm.mul %4556, %4572 overflow<nsw, nuw> : i64
    %4574 = llvm.mlir.constant(32 : index) : i64
    %4575 = llvm.mul %4558, %4574 overflow<nsw, nuw> : i64
    %4576 = llvm.add %4573, %4575 overflow<nsw, nuw> : i64
    %4577 = llvm.add %4576, %4560 overflow<nsw, nuw> : i64
    %4578 = llvm.getelementptr inbounds|nuw %4571[%4577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4579 = llvm.load %4578 : !llvm.ptr -> f32
    %4580 = llvm.extractvalue %4516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4581 = llvm.mlir.constant(256 : index) : i64
    %4582 = llvm.mul %4552, %4581 overflow<nsw, nuw> : i64
    %4583 = llvm.mlir.constant(32 : index) : i64
    %4584 = llvm.mul %4554, %4583 overflow<nsw, nuw> : i64
    %4585 = llvm.add %4582, %4584 overflow<nsw, nuw> : i64
    %4586 = llvm.mlir.constant(16 : index) : i64
    %4587 = llvm.mul %4556, %4586 overflow<nsw, nuw> : i64
    %4588 = llvm.add %4585, %4587 overflow<nsw, nuw> : i64
    %4589 = llvm.add %4588, %4558 overflow<nsw, nuw> : i64
    %4590 = llvm.getelementptr inbounds|nuw %4580[%4589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4591 = llvm.load %4590 : !llvm.ptr -> f32
    %4592 = llvm.fmul %4570, %4579 : f32
    %4593 = llvm.fadd %4591, %4592 : f32
    %4594 = llvm.extractvalue %4516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4595 = llvm.mlir.constant(256 : index) : i64
    %4596 = llvm.mul %4552, %4595 overflow<nsw, nuw> : i64
    %4597 = llvm.mlir.constant(32 : index) : i64
    %4598 = llvm.mul %4554, %4597 overflow<nsw, nuw> : i64
    %4599 = llvm.add %4596, %4598 overflow<nsw, nuw> : i64
    %4600 = llvm.mlir.constant(16 : index) : i64
    %4601 = llvm.mul %4556, %4600 overflow<nsw, nuw> : i64
    %4602 = llvm.add %4599, %4601 overflow<nsw, nuw> : i64
    %4603 = llvm.add %4602, %4558 overflow<nsw, nuw> : i64
    %4604 = llvm.getelementptr inbounds|nuw %4594[%4603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4593, %4604 : f32, !llvm.ptr
    %4605 = llvm.add %4560, %43 : i64
    llvm.br ^bb636(%4605 : i64)
  ^bb638:  // pred: ^bb636
    %4606 = llvm.add %4558, %43 : i64
    llvm.br ^bb634(%4606 : i64)
  ^bb639:  // pred: ^bb634
    %4607 = llvm.add %4556, %43 : i64
    llvm.br ^bb632(%4607 : i64)
  ^bb640:  // pred: ^bb632
    %4608 = llvm.add %4554, %43 : i64
    llvm.br ^bb630(%4608 : i64)
  ^bb641:  // pred: ^bb630
    %4609 = llvm.add %4552, %43 : i64
    llvm.br ^bb628(%4609 : i64)
  ^bb642:  // pred: ^bb628
    %4610 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4611 = llvm.extractvalue %314[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4612 = llvm.extractvalue %314[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4613 = llvm.insertvalue %4611, %4610[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4614 = llvm.insertvalue %4612, %4613[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4615 = llvm.mlir.constant(0 : index) : i64
    %4616 = llvm.insertvalue %4615, %4614[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4617 = llvm.mlir.constant(2 : index) : i64
    %4618 = llvm.insertvalue %4617, %4616[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4619 = llvm.mlir.constant(16 : index) : i64
    %4620 = llvm.insertvalue %4619, %4618[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4621 = llvm.mlir.constant(16 : index) : i64
    %4622 = llvm.insertvalue %4621, %4620[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4623 = llvm.mlir.constant(1 : index) : i64
    %4624 = llvm.insertvalue %4623, %4622[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4625 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4626 = llvm.extractvalue %298[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4627 = llvm.extractvalue %298[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4628 = llvm.insertvalue %4626, %4625[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4629 = llvm.insertvalue %4627, %4628[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4630 = llvm.mlir.constant(0 : index) : i64
    %4631 = llvm.insertvalue %4630, %4629[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4632 = llvm.mlir.constant(2 : index) : i64
    %4633 = llvm.insertvalue %4632, %4631[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4634 = llvm.mlir.constant(512 : index) : i64
    %4635 = llvm.insertvalue %4634, %4633[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4636 = llvm.mlir.constant(16 : index) : i64
    %4637 = llvm.insertvalue %4636, %4635[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4638 = llvm.mlir.constant(32 : index) : i64
    %4639 = llvm.insertvalue %4638, %4637[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4640 = llvm.mlir.constant(32 : index) : i64
    %4641 = llvm.insertvalue %4640, %4639[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4642 = llvm.mlir.constant(1 : index) : i64
    %4643 = llvm.insertvalue %4642, %4641[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4644 = llvm.mlir.constant(1 : index) : i64
    %4645 = llvm.mlir.constant(8 : index) : i64
    %4646 = llvm.mlir.constant(2 : index) : i64
    %4647 = llvm.mlir.constant(16 : index) : i64
    %4648 = llvm.mlir.constant(1 : index) : i64
    %4649 = llvm.mlir.constant(32 : index) : i64
    %4650 = llvm.mlir.constant(256 : index) : i64
    %4651 = llvm.mlir.constant(256 : index) : i64
    %4652 = llvm.mlir.zero : !llvm.ptr
    %4653 = llvm.getelementptr %4652[%4651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4654 = llvm.ptrtoint %4653 : !llvm.ptr to i64
    %4655 = llvm.mlir.constant(64 : index) : i64
    %4656 = llvm.add %4654, %4655 : i64
    %4657 = llvm.call @malloc(%4656) : (i64) -> !llvm.ptr
    %4658 = llvm.ptrtoint %4657 : !llvm.ptr to i64
    %4659 = llvm.mlir.constant(1 : index) : i64
    %4660 = llvm.sub %4655, %4659 : i64
    %4661 = llvm.add %4658, %4660 : i64
    %4662 = llvm.urem %4661, %4655 : i64
    %4663 = llvm.sub %4661, %4662 : i64
    %4664 = llvm.inttoptr %4663 : i64 to !llvm.ptr
    %4665 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4666 = llvm.insertvalue %4657, %4665[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4667 = llvm.insertvalue %4664, %4666[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4668 = llvm.mlir.constant(0 : index) : i64
    %4669 = llvm.insertvalue %4668, %4667[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4670 = llvm.insertvalue %4644, %4669[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4671 = llvm.insertvalue %4645, %4670[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4672 = llvm.insertvalue %4646, %4671[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4673 = llvm.insertvalue %4647, %4672[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4674 = llvm.insertvalue %4650, %4673[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4675 = llvm.insertvalue %4649, %4674[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4676 = llvm.insertvalue %4647, %4675[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4677 = llvm.insertvalue %4648, %4676[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb643(%44 : i64)
  ^bb643(%4678: i64):  // 2 preds: ^bb642, ^bb653
    %4679 = llvm.icmp "slt" %4678, %43 : i64
    llvm.cond_br %4679, ^bb644, ^bb654
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%44 : i64)
  ^bb645(%4680: i64):  // 2 preds: ^bb644, ^bb652
    %4681 = llvm.icmp "slt" %4680, %42 : i64
    llvm.cond_br %4681, ^bb646, ^bb653
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%44 : i64)
  ^bb647(%4682: i64):  // 2 preds: ^bb646, ^bb651
    %4683 = llvm.icmp "slt" %4682, %40 : i64
    llvm.cond_br %4683, ^bb648, ^bb652
  ^bb648:  // pred: ^bb647
    llvm.br ^bb649(%44 : i64)
  ^bb649(%4684: i64):  // 2 preds: ^bb648, ^bb650
    %4685 = llvm.icmp "slt" %4684, %39 : i64
    llvm.cond_br %4685, ^bb650, ^bb651
  ^bb650:  // pred: ^bb649
    %4686 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4687 = llvm.mlir.constant(256 : index) : i64
    %4688 = llvm.mul %4678, %4687 overflow<nsw, nuw> : i64
    %4689 = llvm.mlir.constant(32 : index) : i64
    %4690 = llvm.mul %4680, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.add %4688, %4690 overflow<nsw, nuw> : i64
    %4692 = llvm.mlir.constant(16 : index) : i64
    %4693 = llvm.mul %4682, %4692 overflow<nsw, nuw> : i64
    %4694 = llvm.add %4691, %4693 overflow<nsw, nuw> : i64
    %4695 = llvm.add %4694, %4684 overflow<nsw, nuw> : i64
    %4696 = llvm.getelementptr inbounds|nuw %4686[%4695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4697 = llvm.load %4696 : !llvm.ptr -> f32
    %4698 = llvm.extractvalue %4677[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4699 = llvm.mlir.constant(256 : index) : i64
    %4700 = llvm.mul %4678, %4699 overflow<nsw, nuw> : i64
    %4701 = llvm.mlir.constant(32 : index) : i64
    %4702 = llvm.mul %4680, %4701 overflow<nsw, nuw> : i64
    %4703 = llvm.add %4700, %4702 overflow<nsw, nuw> : i64
    %4704 = llvm.mlir.constant(16 : index) : i64
    %4705 = llvm.mul %4682, %4704 overflow<nsw, nuw> : i64
    %4706 = llvm.add %4703, %4705 overflow<nsw, nuw> : i64
    %4707 = llvm.add %4706, %4684 overflow<nsw, nuw> : i64
    %4708 = llvm.getelementptr inbounds|nuw %4698[%4707] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4697, %4708 : f32, !llvm.ptr
    %4709 = llvm.add %4684, %43 : i64
    llvm.br ^bb649(%4709 : i64)
  ^bb651:  // pred: ^bb649
    %4710 = llvm.add %4682, %43 : i64
    llvm.br ^bb647(%4710 : i64)
  ^bb652:  // pred: ^bb647
    %4711 = llvm.add %4680, %43 : i64
    llvm.br ^bb645(%4711 : i64)
  ^bb653:  // pred: ^bb645
    %4712 = llvm.add %4678, %43 : i64
    llvm.br ^bb643(%4712 : i64)
  ^bb654:  // pred: ^bb643
    llvm.br ^bb655(%44 : i64)
  ^bb655(%4713: i64):  // 2 preds: ^bb654, ^bb668
    %4714 = llvm.icmp "slt" %4713, %43 : i64
    llvm.cond_br %4714, ^bb656, ^bb669
  ^bb656:  // pred: ^bb655
    llvm.br ^bb657(%44 : i64)
  ^bb657(%4715: i64):  // 2 preds: ^bb656, ^bb667
    %4716 = llvm.icmp "slt" %4715, %42 : i64
    llvm.cond_br %4716, ^bb658, ^bb668
  ^bb658:  // pred: ^bb657
    llvm.br ^bb659(%44 : i64)
  ^bb659(%4717: i64):  // 2 preds: ^bb658, ^bb666
    %4718 = llvm.icmp "slt" %4717, %40 : i64
    llvm.cond_br %4718, ^bb660, ^bb667
  ^bb660:  // pred: ^bb659
    llvm.br ^bb661(%44 : i64)
  ^bb661(%4719: i64):  // 2 preds: ^bb660, ^bb665
    %4720 = llvm.icmp "slt" %4719, %39 : i64
    llvm.cond_br %4720, ^bb662, ^bb666
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%44 : i64)
  ^bb663(%4721: i64):  // 2 preds: ^bb662, ^bb664
    %4722 = llvm.icmp "slt" %4721, %41 : i64
    llvm.cond_br %4722, ^bb664, ^bb665
  ^bb664:  // pred: ^bb663
    %4723 = llvm.extractvalue %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4724 = llvm.mlir.constant(256 : index) : i64
    %4725 = llvm.mul %4713, %4724 overflow<nsw, nuw> : i64
    %4726 = llvm.mlir.constant(32 : index) : i64
    %4727 = llvm.mul %4715, %4726 overflow<nsw, nuw> : i64
    %4728 = llvm.add %4725, %4727 overflow<nsw, nuw> : i64
    %4729 = llvm.add %4728, %4721 overflow<nsw, nuw> : i64
    %4730 = llvm.getelementptr inbounds|nuw %4723[%4729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4731 = llvm.load %4730 : !llvm.ptr -> f32
    %4732 = llvm.extractvalue %4643[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4733 = llvm.mlir.constant(512 : index) : i64
    %4734 = llvm.mul %4717, %4733 overflow<nsw, nuw> : i64
    %4735 = llvm.mlir.constant(32 : index) : i64
    %4736 = llvm.mul %4719, %4735 overflow<nsw, nuw> : i64
    %4737 = llvm.add %4734, %4736 overflow<nsw, nuw> : i64
    %4738 = llvm.add %4737, %4721 overflow<nsw, nuw> : i64
    %4739 = llvm.getelementptr inbounds|nuw %4732[%4738] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4740 = llvm.load %4739 : !llvm.ptr -> f32
    %4741 = llvm.extractvalue %4677[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4742 = llvm.mlir.constant(256 : index) : i64
    %4743 = llvm.mul %4713, %4742 overflow<nsw, nuw> : i64
    %4744 = llvm.mlir.constant(32 : index) : i64
    %4745 = llvm.mul %4715, %4744 overflow<nsw, nuw> : i64
    %4746 = llvm.add %4743, %4745 overflow<nsw, nuw> : i64
    %4747 = llvm.mlir.constant(16 : index) : i64
    %4748 = llvm.mul %4717, %4747 overflow<nsw, nuw> : i64
    %4749 = llvm.add %4746, %4748 overflow<nsw, nuw> : i64
    %4750 = llvm.add %4749, %4719 overflow<nsw, nuw> : i64
    %4751 = llvm.getelementptr inbounds|nuw %4741[%4750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4752 = llvm.load %4751 : !llvm.ptr -> f32
    %4753 = llvm.fmul %4731, %4740 : f32
    %4754 = llvm.fadd %4752, %4753 : f32
    %4755 = llvm.extractvalue %4677[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4756 = llvm.mlir.constant(256 : index) : i64
    %4757 = llvm.mul %4713, %4756 overflow<nsw, nuw> : i64
    %4758 = llvm.mlir.constant(32 : index) : i64
    %4759 = llvm.mul %4715, %4758 overflow<nsw, nuw> : i64
    %4760 = llvm.add %4757, %4759 overflow<nsw, nuw> : i64
    %4761 = llvm.mlir.constant(16 : index) : i64
    %4762 = llvm.mul %4717, %4761 overflow<nsw, nuw> : i64
    %4763 = llvm.add %4760, %4762 overflow<nsw, nuw> : i64
    %4764 = llvm.add %4763, %4719 overflow<nsw, nuw> : i64
    %4765 = llvm.getelementptr inbounds|nuw %4755[%4764] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4754, %4765 : f32, !llvm.ptr
    %4766 = llvm.add %4721, %43 : i64
    llvm.br ^bb663(%4766 : i64)
  ^bb665:  // pred: ^bb663
    %4767 = llvm.add %4719, %43 : i64
    llvm.br ^bb661(%4767 : i64)
  ^bb666:  // pred: ^bb661
    %4768 = llvm.add %4717, %43 : i64
    llvm.br ^bb659(%4768 : i64)
  ^bb667:  // pred: ^bb659
    %4769 = llvm.add %4715, %43 : i64
    llvm.br ^bb657(%4769 : i64)
  ^bb668:  // pred: ^bb657
    %4770 = llvm.add %4713, %43 : i64
    llvm.br ^bb655(%4770 : i64)
  ^bb669:  // pred: ^bb655
    %4771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4772 = llvm.extractvalue %278[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4773 = llvm.extractvalue %278[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4774 = llvm.insertvalue %4772, %4771[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4775 = llvm.insertvalue %4773, %4774[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4776 = llvm.mlir.constant(0 : index) : i64
    %4777 = llvm.insertvalue %4776, %4775[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4778 = llvm.mlir.constant(2 : index) : i64
    %4779 = llvm.insertvalue %4778, %4777[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4780 = llvm.mlir.constant(16 : index) : i64
    %4781 = llvm.insertvalue %4780, %4779[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4782 = llvm.mlir.constant(16 : index) : i64
    %4783 = llvm.insertvalue %4782, %4781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4784 = llvm.mlir.constant(1 : index) : i64
    %4785 = llvm.insertvalue %4784, %4783[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4786 = llvm.mlir.constant(1 : index) : i64
    %4787 = llvm.mlir.constant(2 : index) : i64
    %4788 = llvm.mlir.constant(8 : index) : i64
    %4789 = llvm.mlir.constant(8 : index) : i64
    %4790 = llvm.mlir.constant(1 : index) : i64
    %4791 = llvm.mlir.constant(64 : index) : i64
    %4792 = llvm.mlir.constant(128 : index) : i64
    %4793 = llvm.mlir.constant(128 : index) : i64
    %4794 = llvm.mlir.zero : !llvm.ptr
    %4795 = llvm.getelementptr %4794[%4793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4796 = llvm.ptrtoint %4795 : !llvm.ptr to i64
    %4797 = llvm.mlir.constant(64 : index) : i64
    %4798 = llvm.add %4796, %4797 : i64
    %4799 = llvm.call @malloc(%4798) : (i64) -> !llvm.ptr
    %4800 = llvm.ptrtoint %4799 : !llvm.ptr to i64
    %4801 = llvm.mlir.constant(1 : index) : i64
    %4802 = llvm.sub %4797, %4801 : i64
    %4803 = llvm.add %4800, %4802 : i64
    %4804 = llvm.urem %4803, %4797 : i64
    %4805 = llvm.sub %4803, %4804 : i64
    %4806 = llvm.inttoptr %4805 : i64 to !llvm.ptr
    %4807 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4808 = llvm.insertvalue %4799, %4807[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4809 = llvm.insertvalue %4806, %4808[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4810 = llvm.mlir.constant(0 : index) : i64
    %4811 = llvm.insertvalue %4810, %4809[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4812 = llvm.insertvalue %4786, %4811[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4813 = llvm.insertvalue %4787, %4812[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4814 = llvm.insertvalue %4788, %4813[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4815 = llvm.insertvalue %4789, %4814[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4816 = llvm.insertvalue %4792, %4815[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4817 = llvm.insertvalue %4791, %4816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4818 = llvm.insertvalue %4789, %4817[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4819 = llvm.insertvalue %4790, %4818[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb670(%44 : i64)
  ^bb670(%4820: i64):  // 2 preds: ^bb669, ^bb680
    %4821 = llvm.icmp "slt" %4820, %43 : i64
    llvm.cond_br %4821, ^bb671, ^bb681
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%44 : i64)
  ^bb672(%4822: i64):  // 2 preds: ^bb671, ^bb679
    %4823 = llvm.icmp "slt" %4822, %40 : i64
    llvm.cond_br %4823, ^bb673, ^bb680
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%44 : i64)
  ^bb674(%4824: i64):  // 2 preds: ^bb673, ^bb678
    %4825 = llvm.icmp "slt" %4824, %42 : i64
    llvm.cond_br %4825, ^bb675, ^bb679
  ^bb675:  // pred: ^bb674
    llvm.br ^bb676(%44 : i64)
  ^bb676(%4826: i64):  // 2 preds: ^bb675, ^bb677
    %4827 = llvm.icmp "slt" %4826, %42 : i64
    llvm.cond_br %4827, ^bb677, ^bb678
  ^bb677:  // pred: ^bb676
    %4828 = llvm.extractvalue %2001[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4829 = llvm.mlir.constant(128 : index) : i64
    %4830 = llvm.mul %4820, %4829 overflow<nsw, nuw> : i64
    %4831 = llvm.mlir.constant(64 : index) : i64
    %4832 = llvm.mul %4822, %4831 overflow<nsw, nuw> : i64
    %4833 = llvm.add %4830, %4832 overflow<nsw, nuw> : i64
    %4834 = llvm.mlir.constant(8 : index) : i64
    %4835 = llvm.mul %4824, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.add %4833, %4835 overflow<nsw, nuw> : i64
    %4837 = llvm.add %4836, %4826 overflow<nsw, nuw> : i64
    %4838 = llvm.getelementptr inbounds|nuw %4828[%4837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4839 = llvm.load %4838 : !llvm.ptr -> f32
    %4840 = llvm.extractvalue %4819[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4841 = llvm.mlir.constant(128 : index) : i64
    %4842 = llvm.mul %4820, %4841 overflow<nsw, nuw> : i64
    %4843 = llvm.mlir.constant(64 : index) : i64
    %4844 = llvm.mul %4822, %4843 overflow<nsw, nuw> : i64
    %4845 = llvm.add %4842, %4844 overflow<nsw, nuw> : i64
    %4846 = llvm.mlir.constant(8 : index) : i64
    %4847 = llvm.mul %4824, %4846 overflow<nsw, nuw> : i64
    %4848 = llvm.add %4845, %4847 overflow<nsw, nuw> : i64
    %4849 = llvm.add %4848, %4826 overflow<nsw, nuw> : i64
    %4850 = llvm.getelementptr inbounds|nuw %4840[%4849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4839, %4850 : f32, !llvm.ptr
    %4851 = llvm.add %4826, %43 : i64
    llvm.br ^bb676(%4851 : i64)
  ^bb678:  // pred: ^bb676
    %4852 = llvm.add %4824, %43 : i64
    llvm.br ^bb674(%4852 : i64)
  ^bb679:  // pred: ^bb674
    %4853 = llvm.add %4822, %43 : i64
    llvm.br ^bb672(%4853 : i64)
  ^bb680:  // pred: ^bb672
    %4854 = llvm.add %4820, %43 : i64
    llvm.br ^bb670(%4854 : i64)
  ^bb681:  // pred: ^bb670
    llvm.br ^bb682(%44 : i64)
  ^bb682(%4855: i64):  // 2 preds: ^bb681, ^bb695
    %4856 = llvm.icmp "slt" %4855, %43 : i64
    llvm.cond_br %4856, ^bb683, ^bb696
  ^bb683:  // pred: ^bb682
    llvm.br ^bb684(%44 : i64)
  ^bb684(%4857: i64):  // 2 preds: ^bb683, ^bb694
    %4858 = llvm.icmp "slt" %4857, %40 : i64
    llvm.cond_br %4858, ^bb685, ^bb695
  ^bb685:  // pred: ^bb684
    llvm.br ^bb686(%44 : i64)
  ^bb686(%4859: i64):  // 2 preds: ^bb685, ^bb693
    %4860 = llvm.icmp "slt" %4859, %42 : i64
    llvm.cond_br %4860, ^bb687, ^bb694
  ^bb687:  // pred: ^bb686
    llvm.br ^bb688(%44 : i64)
  ^bb688(%4861: i64):  // 2 preds: ^bb687, ^bb692
    %4862 = llvm.icmp "slt" %4861, %42 : i64
    llvm.cond_br %4862, ^bb689, ^bb693
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%44 : i64)
  ^bb690(%4863: i64):  // 2 preds: ^bb689, ^bb691
    %4864 = llvm.icmp "slt" %4863, %39 : i64
    llvm.cond_br %4864, ^bb691, ^bb692
  ^bb691:  // pred: ^bb690
    %4865 = llvm.extractvalue %4355[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4866 = llvm.mlir.constant(256 : index) : i64
    %4867 = llvm.mul %4855, %4866 overflow<nsw, nuw> : i64
    %4868 = llvm.mlir.constant(32 : index) : i64
    %4869 = llvm.mul %4859, %4868 overflow<nsw, nuw> : i64
    %4870 = llvm.add %4867, %4869 overflow<nsw, nuw> : i64
    %4871 = llvm.mlir.constant(16 : index) : i64
    %4872 = llvm.mul %4857, %4871 overflow<nsw, nuw> : i64
    %4873 = llvm.add %4870, %4872 overflow<nsw, nuw> : i64
    %4874 = llvm.add %4873, %4863 overflow<nsw, nuw> : i64
    %4875 = llvm.getelementptr inbounds|nuw %4865[%4874] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4876 = llvm.load %4875 : !llvm.ptr -> f32
    %4877 = llvm.extractvalue %4463[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4878 = llvm.mlir.constant(16 : index) : i64
    %4879 = llvm.mul %4857, %4878 overflow<nsw, nuw> : i64
    %4880 = llvm.add %4879, %4863 overflow<nsw, nuw> : i64
    %4881 = llvm.getelementptr inbounds|nuw %4877[%4880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4882 = llvm.load %4881 : !llvm.ptr -> f32
    %4883 = llvm.extractvalue %4516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4884 = llvm.mlir.constant(256 : index) : i64
    %4885 = llvm.mul %4855, %4884 overflow<nsw, nuw> : i64
    %4886 = llvm.mlir.constant(32 : index) : i64
    %4887 = llvm.mul %4861, %4886 overflow<nsw, nuw> : i64
    %4888 = llvm.add %4885, %4887 overflow<nsw, nuw> : i64
    %4889 = llvm.mlir.constant(16 : index) : i64
    %4890 = llvm.mul %4857, %4889 overflow<nsw, nuw> : i64
    %4891 = llvm.add %4888, %4890 overflow<nsw, nuw> : i64
    %4892 = llvm.add %4891, %4863 overflow<nsw, nuw> : i64
    %4893 = llvm.getelementptr inbounds|nuw %4883[%4892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4894 = llvm.load %4893 : !llvm.ptr -> f32
    %4895 = llvm.extractvalue %4624[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4896 = llvm.mlir.constant(16 : index) : i64
    %4897 = llvm.mul %4857, %4896 overflow<nsw, nuw> : i64
    %4898 = llvm.add %4897, %4863 overflow<nsw, nuw> : i64
    %4899 = llvm.getelementptr inbounds|nuw %4895[%4898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4900 = llvm.load %4899 : !llvm.ptr -> f32
    %4901 = llvm.extractvalue %4819[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4902 = llvm.mlir.constant(128 : index) : i64
    %4903 = llvm.mul %4855, %4902 overflow<nsw, nuw> : i64
    %4904 = llvm.mlir.constant(64 : index) : i64
    %4905 = llvm.mul %4857, %4904 overflow<nsw, nuw> : i64
    %4906 = llvm.add %4903, %4905 overflow<nsw, nuw> : i64
    %4907 = llvm.mlir.constant(8 : index) : i64
    %4908 = llvm.mul %4859, %4907 overflow<nsw, nuw> : i64
    %4909 = llvm.add %4906, %4908 overflow<nsw, nuw> : i64
    %4910 = llvm.add %4909, %4861 overflow<nsw, nuw> : i64
    %4911 = llvm.getelementptr inbounds|nuw %4901[%4910] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4912 = llvm.load %4911 : !llvm.ptr -> f32
    %4913 = llvm.fadd %4894, %4900 : f32
    %4914 = llvm.fadd %4876, %4882 : f32
    %4915 = llvm.fmul %4914, %4913 : f32
    %4916 = llvm.fadd %4912, %4915 : f32
    %4917 = llvm.extractvalue %4819[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4918 = llvm.mlir.constant(128 : index) : i64
    %4919 = llvm.mul %4855, %4918 overflow<nsw, nuw> : i64
    %4920 = llvm.mlir.constant(64 : index) : i64
    %4921 = llvm.mul %4857, %4920 overflow<nsw, nuw> : i64
    %4922 = llvm.add %4919, %4921 overflow<nsw, nuw> : i64
    %4923 = llvm.mlir.constant(8 : index) : i64
    %4924 = llvm.mul %4859, %4923 overflow<nsw, nuw> : i64
    %4925 = llvm.add %4922, %4924 overflow<nsw, nuw> : i64
    %4926 = llvm.add %4925, %4861 overflow<nsw, nuw> : i64
    %4927 = llvm.getelementptr inbounds|nuw %4917[%4926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4916, %4927 : f32, !llvm.ptr
    %4928 = llvm.add %4863, %43 : i64
    llvm.br ^bb690(%4928 : i64)
  ^bb692:  // pred: ^bb690
    %4929 = llvm.add %4861, %43 : i64
    llvm.br ^bb688(%4929 : i64)
  ^bb693:  // pred: ^bb688
    %4930 = llvm.add %4859, %43 : i64
    llvm.br ^bb686(%4930 : i64)
  ^bb694:  // pred: ^bb686
    %4931 = llvm.add %4857, %43 : i64
    llvm.br ^bb684(%4931 : i64)
  ^bb695:  // pred: ^bb684
    %4932 = llvm.add %4855, %43 : i64
    llvm.br ^bb682(%4932 : i64)
  ^bb696:  // pred: ^bb682
    %4933 = llvm.mlir.constant(1 : index) : i64
    %4934 = llvm.mlir.constant(2 : index) : i64
    %4935 = llvm.mlir.constant(8 : index) : i64
    %4936 = llvm.mlir.constant(8 : index) : i64
    %4937 = llvm.mlir.constant(1 : index) : i64
    %4938 = llvm.mlir.constant(64 : index) : i64
    %4939 = llvm.mlir.constant(128 : index) : i64
    %4940 = llvm.mlir.constant(128 : index) : i64
    %4941 = llvm.mlir.zero : !llvm.ptr
    %4942 = llvm.getelementptr %4941[%4940] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4943 = llvm.ptrtoint %4942 : !llvm.ptr to i64
    %4944 = llvm.mlir.constant(64 : index) : i64
    %4945 = llvm.add %4943, %4944 : i64
    %4946 = llvm.call @malloc(%4945) : (i64) -> !llvm.ptr
    %4947 = llvm.ptrtoint %4946 : !llvm.ptr to i64
    %4948 = llvm.mlir.constant(1 : index) : i64
    %4949 = llvm.sub %4944, %4948 : i64
    %4950 = llvm.add %4947, %4949 : i64
    %4951 = llvm.urem %4950, %4944 : i64
    %4952 = llvm.sub %4950, %4951 : i64
    %4953 = llvm.inttoptr %4952 : i64 to !llvm.ptr
    %4954 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4955 = llvm.insertvalue %4946, %4954[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4956 = llvm.insertvalue %4953, %4955[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4957 = llvm.mlir.constant(0 : index) : i64
    %4958 = llvm.insertvalue %4957, %4956[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4959 = llvm.insertvalue %4933, %4958[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4960 = llvm.insertvalue %4934, %4959[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4961 = llvm.insertvalue %4935, %4960[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4962 = llvm.insertvalue %4936, %4961[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4963 = llvm.insertvalue %4939, %4962[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4964 = llvm.insertvalue %4938, %4963[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4965 = llvm.insertvalue %4936, %4964[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4966 = llvm.insertvalue %4937, %4965[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb697(%44 : i64)
  ^bb697(%4967: i64):  // 2 preds: ^bb696, ^bb707
    %4968 = llvm.icmp "slt" %4967, %43 : i64
    llvm.cond_br %4968, ^bb698, ^bb708
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%44 : i64)
  ^bb699(%4969: i64):  // 2 preds: ^bb698, ^bb706
    %4970 = llvm.icmp "slt" %4969, %40 : i64
    llvm.cond_br %4970, ^bb700, ^bb707
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%44 : i64)
  ^bb701(%4971: i64):  // 2 preds: ^bb700, ^bb705
    %4972 = llvm.icmp "slt" %4971, %42 : i64
    llvm.cond_br %4972, ^bb702, ^bb706
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%44 : i64)
  ^bb703(%4973: i64):  // 2 preds: ^bb702, ^bb704
    %4974 = llvm.icmp "slt" %4973, %42 : i64
    llvm.cond_br %4974, ^bb704, ^bb705
  ^bb704:  // pred: ^bb703
    %4975 = llvm.extractvalue %4819[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4976 = llvm.mlir.constant(128 : index) : i64
    %4977 = llvm.mul %4967, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.mlir.constant(64 : index) : i64
    %4979 = llvm.mul %4969, %4978 overflow<nsw, nuw> : i64
    %4980 = llvm.add %4977, %4979 overflow<nsw, nuw> : i64
    %4981 = llvm.mlir.constant(8 : index) : i64
    %4982 = llvm.mul %4971, %4981 overflow<nsw, nuw> : i64
    %4983 = llvm.add %4980, %4982 overflow<nsw, nuw> : i64
    %4984 = llvm.add %4983, %4973 overflow<nsw, nuw> : i64
    %4985 = llvm.getelementptr inbounds|nuw %4975[%4984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4986 = llvm.load %4985 : !llvm.ptr -> f32
    %4987 = llvm.fdiv %4986, %46 : f32
    %4988 = llvm.extractvalue %4966[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4989 = llvm.mlir.constant(128 : index) : i64
    %4990 = llvm.mul %4967, %4989 overflow<nsw, nuw> : i64
    %4991 = llvm.mlir.constant(64 : index) : i64
    %4992 = llvm.mul %4969, %4991 overflow<nsw, nuw> : i64
    %4993 = llvm.add %4990, %4992 overflow<nsw, nuw> : i64
    %4994 = llvm.mlir.constant(8 : index) : i64
    %4995 = llvm.mul %4971, %4994 overflow<nsw, nuw> : i64
    %4996 = llvm.add %4993, %4995 overflow<nsw, nuw> : i64
    %4997 = llvm.add %4996, %4973 overflow<nsw, nuw> : i64
    %4998 = llvm.getelementptr inbounds|nuw %4988[%4997] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4987, %4998 : f32, !llvm.ptr
    %4999 = llvm.add %4973, %43 : i64
    llvm.br ^bb703(%4999 : i64)
  ^bb705:  // pred: ^bb703
    %5000 = llvm.add %4971, %43 : i64
    llvm.br ^bb701(%5000 : i64)
  ^bb706:  // pred: ^bb701
    %5001 = llvm.add %4969, %43 : i64
    llvm.br ^bb699(%5001 : i64)
  ^bb707:  // pred: ^bb699
    %5002 = llvm.add %4967, %43 : i64
    llvm.br ^bb697(%5002 : i64)
  ^bb708:  // pred: ^bb697
    %5003 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5004 = llvm.extractvalue %4966[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5005 = llvm.extractvalue %4966[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5006 = llvm.insertvalue %5004, %5003[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5007 = llvm.insertvalue %5005, %5006[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5008 = llvm.mlir.constant(0 : index) : i64
    %5009 = llvm.insertvalue %5008, %5007[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5010 = llvm.mlir.constant(1 : index) : i64
    %5011 = llvm.insertvalue %5010, %5009[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5012 = llvm.mlir.constant(128 : index) : i64
    %5013 = llvm.insertvalue %5012, %5011[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5014 = llvm.mlir.constant(2 : index) : i64
    %5015 = llvm.insertvalue %5014, %5013[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5016 = llvm.mlir.constant(64 : index) : i64
    %5017 = llvm.insertvalue %5016, %5015[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5018 = llvm.mlir.constant(8 : index) : i64
    %5019 = llvm.insertvalue %5018, %5017[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5020 = llvm.mlir.constant(8 : index) : i64
    %5021 = llvm.insertvalue %5020, %5019[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5022 = llvm.mlir.constant(1 : index) : i64
    %5023 = llvm.insertvalue %5022, %5021[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5024 = llvm.mlir.constant(8 : index) : i64
    %5025 = llvm.insertvalue %5024, %5023[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5026 = llvm.mlir.constant(8 : index) : i64
    %5027 = llvm.insertvalue %5026, %5025[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5028 = llvm.mlir.constant(1 : index) : i64
    %5029 = llvm.insertvalue %5028, %5027[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5030 = llvm.mlir.constant(1 : index) : i64
    %5031 = llvm.mlir.constant(2 : index) : i64
    %5032 = llvm.mlir.constant(8 : index) : i64
    %5033 = llvm.mlir.constant(1 : index) : i64
    %5034 = llvm.mlir.constant(1 : index) : i64
    %5035 = llvm.mlir.constant(16 : index) : i64
    %5036 = llvm.mlir.constant(16 : index) : i64
    %5037 = llvm.mlir.zero : !llvm.ptr
    %5038 = llvm.getelementptr %5037[%5036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5039 = llvm.ptrtoint %5038 : !llvm.ptr to i64
    %5040 = llvm.mlir.constant(64 : index) : i64
    %5041 = llvm.add %5039, %5040 : i64
    %5042 = llvm.call @malloc(%5041) : (i64) -> !llvm.ptr
    %5043 = llvm.ptrtoint %5042 : !llvm.ptr to i64
    %5044 = llvm.mlir.constant(1 : index) : i64
    %5045 = llvm.sub %5040, %5044 : i64
    %5046 = llvm.add %5043, %5045 : i64
    %5047 = llvm.urem %5046, %5040 : i64
    %5048 = llvm.sub %5046, %5047 : i64
    %5049 = llvm.inttoptr %5048 : i64 to !llvm.ptr
    %5050 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5051 = llvm.insertvalue %5042, %5050[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5052 = llvm.insertvalue %5049, %5051[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5053 = llvm.mlir.constant(0 : index) : i64
    %5054 = llvm.insertvalue %5053, %5052[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5055 = llvm.insertvalue %5030, %5054[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5056 = llvm.insertvalue %5031, %5055[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5057 = llvm.insertvalue %5032, %5056[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5058 = llvm.insertvalue %5033, %5057[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5059 = llvm.insertvalue %5035, %5058[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5060 = llvm.insertvalue %5032, %5059[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5061 = llvm.insertvalue %5033, %5060[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5062 = llvm.insertvalue %5034, %5061[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb709(%44 : i64)
  ^bb709(%5063: i64):  // 2 preds: ^bb708, ^bb719
    %5064 = llvm.icmp "slt" %5063, %43 : i64
    llvm.cond_br %5064, ^bb710, ^bb720
  ^bb710:  // pred: ^bb709
    llvm.br ^bb711(%44 : i64)
  ^bb711(%5065: i64):  // 2 preds: ^bb710, ^bb718
    %5066 = llvm.icmp "slt" %5065, %40 : i64
    llvm.cond_br %5066, ^bb712, ^bb719
  ^bb712:  // pred: ^bb711
    llvm.br ^bb713(%44 : i64)
  ^bb713(%5067: i64):  // 2 preds: ^bb712, ^bb717
    %5068 = llvm.icmp "slt" %5067, %42 : i64
    llvm.cond_br %5068, ^bb714, ^bb718
  ^bb714:  // pred: ^bb713
    llvm.br ^bb715(%44 : i64)
  ^bb715(%5069: i64):  // 2 preds: ^bb714, ^bb716
    %5070 = llvm.icmp "slt" %5069, %43 : i64
    llvm.cond_br %5070, ^bb716, ^bb717
  ^bb716:  // pred: ^bb715
    %5071 = llvm.extractvalue %2315[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5072 = llvm.mlir.constant(16 : index) : i64
    %5073 = llvm.mul %5063, %5072 overflow<nsw, nuw> : i64
    %5074 = llvm.mlir.constant(8 : index) : i64
    %5075 = llvm.mul %5065, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.add %5073, %5075 overflow<nsw, nuw> : i64
    %5077 = llvm.add %5076, %5067 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5077, %5069 overflow<nsw, nuw> : i64
    %5079 = llvm.getelementptr inbounds|nuw %5071[%5078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5080 = llvm.load %5079 : !llvm.ptr -> f32
    %5081 = llvm.extractvalue %5062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5082 = llvm.mlir.constant(16 : index) : i64
    %5083 = llvm.mul %5063, %5082 overflow<nsw, nuw> : i64
    %5084 = llvm.mlir.constant(8 : index) : i64
    %5085 = llvm.mul %5065, %5084 overflow<nsw, nuw> : i64
    %5086 = llvm.add %5083, %5085 overflow<nsw, nuw> : i64
    %5087 = llvm.add %5086, %5067 overflow<nsw, nuw> : i64
    %5088 = llvm.add %5087, %5069 overflow<nsw, nuw> : i64
    %5089 = llvm.getelementptr inbounds|nuw %5081[%5088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5080, %5089 : f32, !llvm.ptr
    %5090 = llvm.add %5069, %43 : i64
    llvm.br ^bb715(%5090 : i64)
  ^bb717:  // pred: ^bb715
    %5091 = llvm.add %5067, %43 : i64
    llvm.br ^bb713(%5091 : i64)
  ^bb718:  // pred: ^bb713
    %5092 = llvm.add %5065, %43 : i64
    llvm.br ^bb711(%5092 : i64)
  ^bb719:  // pred: ^bb711
    %5093 = llvm.add %5063, %43 : i64
    llvm.br ^bb709(%5093 : i64)
  ^bb720:  // pred: ^bb709
    llvm.br ^bb721(%44 : i64)
  ^bb721(%5094: i64):  // 2 preds: ^bb720, ^bb734
    %5095 = llvm.icmp "slt" %5094, %43 : i64
    llvm.cond_br %5095, ^bb722, ^bb735
  ^bb722:  // pred: ^bb721
    llvm.br ^bb723(%44 : i64)
  ^bb723(%5096: i64):  // 2 preds: ^bb722, ^bb733
    %5097 = llvm.icmp "slt" %5096, %40 : i64
    llvm.cond_br %5097, ^bb724, ^bb734
  ^bb724:  // pred: ^bb723
    llvm.br ^bb725(%44 : i64)
  ^bb725(%5098: i64):  // 2 preds: ^bb724, ^bb732
    %5099 = llvm.icmp "slt" %5098, %42 : i64
    llvm.cond_br %5099, ^bb726, ^bb733
  ^bb726:  // pred: ^bb725
    llvm.br ^bb727(%44 : i64)
  ^bb727(%5100: i64):  // 2 preds: ^bb726, ^bb731
    %5101 = llvm.icmp "slt" %5100, %43 : i64
    llvm.cond_br %5101, ^bb728, ^bb732
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%44 : i64)
  ^bb729(%5102: i64):  // 2 preds: ^bb728, ^bb730
    %5103 = llvm.icmp "slt" %5102, %42 : i64
    llvm.cond_br %5103, ^bb730, ^bb731
  ^bb730:  // pred: ^bb729
    %5104 = llvm.extractvalue %5029[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5105 = llvm.mlir.constant(128 : index) : i64
    %5106 = llvm.mul %5094, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.mlir.constant(64 : index) : i64
    %5108 = llvm.mul %5096, %5107 overflow<nsw, nuw> : i64
    %5109 = llvm.add %5106, %5108 overflow<nsw, nuw> : i64
    %5110 = llvm.mlir.constant(8 : index) : i64
    %5111 = llvm.mul %5098, %5110 overflow<nsw, nuw> : i64
    %5112 = llvm.add %5109, %5111 overflow<nsw, nuw> : i64
    %5113 = llvm.mlir.constant(8 : index) : i64
    %5114 = llvm.mul %5100, %5113 overflow<nsw, nuw> : i64
    %5115 = llvm.add %5112, %5114 overflow<nsw, nuw> : i64
    %5116 = llvm.add %5115, %5102 overflow<nsw, nuw> : i64
    %5117 = llvm.getelementptr inbounds|nuw %5104[%5116] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5118 = llvm.load %5117 : !llvm.ptr -> f32
    %5119 = llvm.extractvalue %5062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5120 = llvm.mlir.constant(16 : index) : i64
    %5121 = llvm.mul %5094, %5120 overflow<nsw, nuw> : i64
    %5122 = llvm.mlir.constant(8 : index) : i64
    %5123 = llvm.mul %5096, %5122 overflow<nsw, nuw> : i64
    %5124 = llvm.add %5121, %5123 overflow<nsw, nuw> : i64
    %5125 = llvm.add %5124, %5098 overflow<nsw, nuw> : i64
    %5126 = llvm.add %5125, %5100 overflow<nsw, nuw> : i64
    %5127 = llvm.getelementptr inbounds|nuw %5119[%5126] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5128 = llvm.load %5127 : !llvm.ptr -> f32
    %5129 = llvm.intr.maximum(%5118, %5128) : (f32, f32) -> f32
    %5130 = llvm.extractvalue %5062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5131 = llvm.mlir.constant(16 : index) : i64
    %5132 = llvm.mul %5094, %5131 overflow<nsw, nuw> : i64
    %5133 = llvm.mlir.constant(8 : index) : i64
    %5134 = llvm.mul %5096, %5133 overflow<nsw, nuw> : i64
    %5135 = llvm.add %5132, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.add %5135, %5098 overflow<nsw, nuw> : i64
    %5137 = llvm.add %5136, %5100 overflow<nsw, nuw> : i64
    %5138 = llvm.getelementptr inbounds|nuw %5130[%5137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5129, %5138 : f32, !llvm.ptr
    %5139 = llvm.add %5102, %43 : i64
    llvm.br ^bb729(%5139 : i64)
  ^bb731:  // pred: ^bb729
    %5140 = llvm.add %5100, %43 : i64
    llvm.br ^bb727(%5140 : i64)
  ^bb732:  // pred: ^bb727
    %5141 = llvm.add %5098, %43 : i64
    llvm.br ^bb725(%5141 : i64)
  ^bb733:  // pred: ^bb725
    %5142 = llvm.add %5096, %43 : i64
    llvm.br ^bb723(%5142 : i64)
  ^bb734:  // pred: ^bb723
    %5143 = llvm.add %5094, %43 : i64
    llvm.br ^bb721(%5143 : i64)
  ^bb735:  // pred: ^bb721
    %5144 = llvm.mlir.constant(1 : index) : i64
    %5145 = llvm.mlir.constant(2 : index) : i64
    %5146 = llvm.mlir.constant(8 : index) : i64
    %5147 = llvm.mlir.constant(8 : index) : i64
    %5148 = llvm.mlir.constant(1 : index) : i64
    %5149 = llvm.mlir.constant(64 : index) : i64
    %5150 = llvm.mlir.constant(128 : index) : i64
    %5151 = llvm.mlir.constant(128 : index) : i64
    %5152 = llvm.mlir.zero : !llvm.ptr
    %5153 = llvm.getelementptr %5152[%5151] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5154 = llvm.ptrtoint %5153 : !llvm.ptr to i64
    %5155 = llvm.mlir.constant(64 : index) : i64
    %5156 = llvm.add %5154, %5155 : i64
    %5157 = llvm.call @malloc(%5156) : (i64) -> !llvm.ptr
    %5158 = llvm.ptrtoint %5157 : !llvm.ptr to i64
    %5159 = llvm.mlir.constant(1 : index) : i64
    %5160 = llvm.sub %5155, %5159 : i64
    %5161 = llvm.add %5158, %5160 : i64
    %5162 = llvm.urem %5161, %5155 : i64
    %5163 = llvm.sub %5161, %5162 : i64
    %5164 = llvm.inttoptr %5163 : i64 to !llvm.ptr
    %5165 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5166 = llvm.insertvalue %5157, %5165[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5167 = llvm.insertvalue %5164, %5166[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5168 = llvm.mlir.constant(0 : index) : i64
    %5169 = llvm.insertvalue %5168, %5167[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5170 = llvm.insertvalue %5144, %5169[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5171 = llvm.insertvalue %5145, %5170[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5172 = llvm.insertvalue %5146, %5171[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5173 = llvm.insertvalue %5147, %5172[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5174 = llvm.insertvalue %5150, %5173[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5175 = llvm.insertvalue %5149, %5174[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5176 = llvm.insertvalue %5147, %5175[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5177 = llvm.insertvalue %5148, %5176[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb736(%44 : i64)
  ^bb736(%5178: i64):  // 2 preds: ^bb735, ^bb746
    %5179 = llvm.icmp "slt" %5178, %43 : i64
    llvm.cond_br %5179, ^bb737, ^bb747
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%44 : i64)
  ^bb738(%5180: i64):  // 2 preds: ^bb737, ^bb745
    %5181 = llvm.icmp "slt" %5180, %40 : i64
    llvm.cond_br %5181, ^bb739, ^bb746
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%44 : i64)
  ^bb740(%5182: i64):  // 2 preds: ^bb739, ^bb744
    %5183 = llvm.icmp "slt" %5182, %42 : i64
    llvm.cond_br %5183, ^bb741, ^bb745
  ^bb741:  // pred: ^bb740
    llvm.br ^bb742(%44 : i64)
  ^bb742(%5184: i64):  // 2 preds: ^bb741, ^bb743
    %5185 = llvm.icmp "slt" %5184, %42 : i64
    llvm.cond_br %5185, ^bb743, ^bb744
  ^bb743:  // pred: ^bb742
    %5186 = llvm.extractvalue %4966[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5187 = llvm.mlir.constant(128 : index) : i64
    %5188 = llvm.mul %5178, %5187 overflow<nsw, nuw> : i64
    %5189 = llvm.mlir.constant(64 : index) : i64
    %5190 = llvm.mul %5180, %5189 overflow<nsw, nuw> : i64
    %5191 = llvm.add %5188, %5190 overflow<nsw, nuw> : i64
    %5192 = llvm.mlir.constant(8 : index) : i64
    %5193 = llvm.mul %5182, %5192 overflow<nsw, nuw> : i64
    %5194 = llvm.add %5191, %5193 overflow<nsw, nuw> : i64
    %5195 = llvm.add %5194, %5184 overflow<nsw, nuw> : i64
    %5196 = llvm.getelementptr inbounds|nuw %5186[%5195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5197 = llvm.load %5196 : !llvm.ptr -> f32
    %5198 = llvm.extractvalue %5062[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5199 = llvm.mlir.constant(16 : index) : i64
    %5200 = llvm.mul %5178, %5199 overflow<nsw, nuw> : i64
    %5201 = llvm.mlir.constant(8 : index) : i64
    %5202 = llvm.mul %5180, %5201 overflow<nsw, nuw> : i64
    %5203 = llvm.add %5200, %5202 overflow<nsw, nuw> : i64
    %5204 = llvm.add %5203, %5182 overflow<nsw, nuw> : i64
    %5205 = llvm.add %5204, %44 overflow<nsw, nuw> : i64
    %5206 = llvm.getelementptr inbounds|nuw %5198[%5205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5207 = llvm.load %5206 : !llvm.ptr -> f32
    %5208 = llvm.fsub %5197, %5207 : f32
    %5209 = llvm.fmul %5208, %8 : f32
    %5210 = llvm.intr.exp2(%5209) : (f32) -> f32
    %5211 = llvm.extractvalue %5177[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5212 = llvm.mlir.constant(128 : index) : i64
    %5213 = llvm.mul %5178, %5212 overflow<nsw, nuw> : i64
    %5214 = llvm.mlir.constant(64 : index) : i64
    %5215 = llvm.mul %5180, %5214 overflow<nsw, nuw> : i64
    %5216 = llvm.add %5213, %5215 overflow<nsw, nuw> : i64
    %5217 = llvm.mlir.constant(8 : index) : i64
    %5218 = llvm.mul %5182, %5217 overflow<nsw, nuw> : i64
    %5219 = llvm.add %5216, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.add %5219, %5184 overflow<nsw, nuw> : i64
    %5221 = llvm.getelementptr inbounds|nuw %5211[%5220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5210, %5221 : f32, !llvm.ptr
    %5222 = llvm.add %5184, %43 : i64
    llvm.br ^bb742(%5222 : i64)
  ^bb744:  // pred: ^bb742
    %5223 = llvm.add %5182, %43 : i64
    llvm.br ^bb740(%5223 : i64)
  ^bb745:  // pred: ^bb740
    %5224 = llvm.add %5180, %43 : i64
    llvm.br ^bb738(%5224 : i64)
  ^bb746:  // pred: ^bb738
    %5225 = llvm.add %5178, %43 : i64
    llvm.br ^bb736(%5225 : i64)
  ^bb747:  // pred: ^bb736
    %5226 = llvm.mlir.constant(1 : index) : i64
    %5227 = llvm.mlir.constant(2 : index) : i64
    %5228 = llvm.mlir.constant(8 : index) : i64
    %5229 = llvm.mlir.constant(1 : index) : i64
    %5230 = llvm.mlir.constant(1 : index) : i64
    %5231 = llvm.mlir.constant(16 : index) : i64
    %5232 = llvm.mlir.constant(16 : index) : i64
    %5233 = llvm.mlir.zero : !llvm.ptr
    %5234 = llvm.getelementptr %5233[%5232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5235 = llvm.ptrtoint %5234 : !llvm.ptr to i64
    %5236 = llvm.mlir.constant(64 : index) : i64
    %5237 = llvm.add %5235, %5236 : i64
    %5238 = llvm.call @malloc(%5237) : (i64) -> !llvm.ptr
    %5239 = llvm.ptrtoint %5238 : !llvm.ptr to i64
    %5240 = llvm.mlir.constant(1 : index) : i64
    %5241 = llvm.sub %5236, %5240 : i64
    %5242 = llvm.add %5239, %5241 : i64
    %5243 = llvm.urem %5242, %5236 : i64
    %5244 = llvm.sub %5242, %5243 : i64
    %5245 = llvm.inttoptr %5244 : i64 to !llvm.ptr
    %5246 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5247 = llvm.insertvalue %5238, %5246[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5248 = llvm.insertvalue %5245, %5247[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5249 = llvm.mlir.constant(0 : index) : i64
    %5250 = llvm.insertvalue %5249, %5248[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5251 = llvm.insertvalue %5226, %5250[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5252 = llvm.insertvalue %5227, %5251[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5253 = llvm.insertvalue %5228, %5252[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5254 = llvm.insertvalue %5229, %5253[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5255 = llvm.insertvalue %5231, %5254[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5256 = llvm.insertvalue %5228, %5255[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5257 = llvm.insertvalue %5229, %5256[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5258 = llvm.insertvalue %5230, %5257[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb748(%44 : i64)
  ^bb748(%5259: i64):  // 2 preds: ^bb747, ^bb758
    %5260 = llvm.icmp "slt" %5259, %43 : i64
    llvm.cond_br %5260, ^bb749, ^bb759
  ^bb749:  // pred: ^bb748
    llvm.br ^bb750(%44 : i64)
  ^bb750(%5261: i64):  // 2 preds: ^bb749, ^bb757
    %5262 = llvm.icmp "slt" %5261, %40 : i64
    llvm.cond_br %5262, ^bb751, ^bb758
  ^bb751:  // pred: ^bb750
    llvm.br ^bb752(%44 : i64)
  ^bb752(%5263: i64):  // 2 preds: ^bb751, ^bb756
    %5264 = llvm.icmp "slt" %5263, %42 : i64
    llvm.cond_br %5264, ^bb753, ^bb757
  ^bb753:  // pred: ^bb752
    llvm.br ^bb754(%44 : i64)
  ^bb754(%5265: i64):  // 2 preds: ^bb753, ^bb755
    %5266 = llvm.icmp "slt" %5265, %43 : i64
    llvm.cond_br %5266, ^bb755, ^bb756
  ^bb755:  // pred: ^bb754
    %5267 = llvm.extractvalue %2544[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5268 = llvm.mlir.constant(16 : index) : i64
    %5269 = llvm.mul %5259, %5268 overflow<nsw, nuw> : i64
    %5270 = llvm.mlir.constant(8 : index) : i64
    %5271 = llvm.mul %5261, %5270 overflow<nsw, nuw> : i64
    %5272 = llvm.add %5269, %5271 overflow<nsw, nuw> : i64
    %5273 = llvm.add %5272, %5263 overflow<nsw, nuw> : i64
    %5274 = llvm.add %5273, %5265 overflow<nsw, nuw> : i64
    %5275 = llvm.getelementptr inbounds|nuw %5267[%5274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5276 = llvm.load %5275 : !llvm.ptr -> f32
    %5277 = llvm.extractvalue %5258[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5278 = llvm.mlir.constant(16 : index) : i64
    %5279 = llvm.mul %5259, %5278 overflow<nsw, nuw> : i64
    %5280 = llvm.mlir.constant(8 : index) : i64
    %5281 = llvm.mul %5261, %5280 overflow<nsw, nuw> : i64
    %5282 = llvm.add %5279, %5281 overflow<nsw, nuw> : i64
    %5283 = llvm.add %5282, %5263 overflow<nsw, nuw> : i64
    %5284 = llvm.add %5283, %5265 overflow<nsw, nuw> : i64
    %5285 = llvm.getelementptr inbounds|nuw %5277[%5284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5276, %5285 : f32, !llvm.ptr
    %5286 = llvm.add %5265, %43 : i64
    llvm.br ^bb754(%5286 : i64)
  ^bb756:  // pred: ^bb754
    %5287 = llvm.add %5263, %43 : i64
    llvm.br ^bb752(%5287 : i64)
  ^bb757:  // pred: ^bb752
    %5288 = llvm.add %5261, %43 : i64
    llvm.br ^bb750(%5288 : i64)
  ^bb758:  // pred: ^bb750
    %5289 = llvm.add %5259, %43 : i64
    llvm.br ^bb748(%5289 : i64)
  ^bb759:  // pred: ^bb748
    llvm.br ^bb760(%44 : i64)
  ^bb760(%5290: i64):  // 2 preds: ^bb759, ^bb770
    %5291 = llvm.icmp "slt" %5290, %43 : i64
    llvm.cond_br %5291, ^bb761, ^bb771
  ^bb761:  // pred: ^bb760
    llvm.br ^bb762(%44 : i64)
  ^bb762(%5292: i64):  // 2 preds: ^bb761, ^bb769
    %5293 = llvm.icmp "slt" %5292, %40 : i64
    llvm.cond_br %5293, ^bb763, ^bb770
  ^bb763:  // pred: ^bb762
    llvm.br ^bb764(%44 : i64)
  ^bb764(%5294: i64):  // 2 preds: ^bb763, ^bb768
    %5295 = llvm.icmp "slt" %5294, %42 : i64
    llvm.cond_br %5295, ^bb765, ^bb769
  ^bb765:  // pred: ^bb764
    llvm.br ^bb766(%44 : i64)
  ^bb766(%5296: i64):  // 2 preds: ^bb765, ^bb767
    %5297 = llvm.icmp "slt" %5296, %42 : i64
    llvm.cond_br %5297, ^bb767, ^bb768
  ^bb767:  // pred: ^bb766
    %5298 = llvm.extractvalue %5177[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5299 = llvm.mlir.constant(128 : index) : i64
    %5300 = llvm.mul %5290, %5299 overflow<nsw, nuw> : i64
    %5301 = llvm.mlir.constant(64 : index) : i64
    %5302 = llvm.mul %5292, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5300, %5302 overflow<nsw, nuw> : i64
    %5304 = llvm.mlir.constant(8 : index) : i64
    %5305 = llvm.mul %5294, %5304 overflow<nsw, nuw> : i64
    %5306 = llvm.add %5303, %5305 overflow<nsw, nuw> : i64
    %5307 = llvm.add %5306, %5296 overflow<nsw, nuw> : i64
    %5308 = llvm.getelementptr inbounds|nuw %5298[%5307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5309 = llvm.load %5308 : !llvm.ptr -> f32
    %5310 = llvm.extractvalue %5258[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5311 = llvm.mlir.constant(16 : index) : i64
    %5312 = llvm.mul %5290, %5311 overflow<nsw, nuw> : i64
    %5313 = llvm.mlir.constant(8 : index) : i64
    %5314 = llvm.mul %5292, %5313 overflow<nsw, nuw> : i64
    %5315 = llvm.add %5312, %5314 overflow<nsw, nuw> : i64
    %5316 = llvm.add %5315, %5294 overflow<nsw, nuw> : i64
    %5317 = llvm.add %5316, %44 overflow<nsw, nuw> : i64
    %5318 = llvm.getelementptr inbounds|nuw %5310[%5317] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5319 = llvm.load %5318 : !llvm.ptr -> f32
    %5320 = llvm.fadd %5309, %5319 : f32
    %5321 = llvm.extractvalue %5258[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5322 = llvm.mlir.constant(16 : index) : i64
    %5323 = llvm.mul %5290, %5322 overflow<nsw, nuw> : i64
    %5324 = llvm.mlir.constant(8 : index) : i64
    %5325 = llvm.mul %5292, %5324 overflow<nsw, nuw> : i64
    %5326 = llvm.add %5323, %5325 overflow<nsw, nuw> : i64
    %5327 = llvm.add %5326, %5294 overflow<nsw, nuw> : i64
    %5328 = llvm.add %5327, %44 overflow<nsw, nuw> : i64
    %5329 = llvm.getelementptr inbounds|nuw %5321[%5328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5320, %5329 : f32, !llvm.ptr
    %5330 = llvm.add %5296, %43 : i64
    llvm.br ^bb766(%5330 : i64)
  ^bb768:  // pred: ^bb766
    %5331 = llvm.add %5294, %43 : i64
    llvm.br ^bb764(%5331 : i64)
  ^bb769:  // pred: ^bb764
    %5332 = llvm.add %5292, %43 : i64
    llvm.br ^bb762(%5332 : i64)
  ^bb770:  // pred: ^bb762
    %5333 = llvm.add %5290, %43 : i64
    llvm.br ^bb760(%5333 : i64)
  ^bb771:  // pred: ^bb760
    %5334 = llvm.mlir.constant(1 : index) : i64
    %5335 = llvm.mlir.constant(2 : index) : i64
    %5336 = llvm.mlir.constant(8 : index) : i64
    %5337 = llvm.mlir.constant(16 : index) : i64
    %5338 = llvm.mlir.constant(1 : index) : i64
    %5339 = llvm.mlir.constant(128 : index) : i64
    %5340 = llvm.mlir.constant(256 : index) : i64
    %5341 = llvm.mlir.constant(256 : index) : i64
    %5342 = llvm.mlir.zero : !llvm.ptr
    %5343 = llvm.getelementptr %5342[%5341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5344 = llvm.ptrtoint %5343 : !llvm.ptr to i64
    %5345 = llvm.mlir.constant(64 : index) : i64
    %5346 = llvm.add %5344, %5345 : i64
    %5347 = llvm.call @malloc(%5346) : (i64) -> !llvm.ptr
    %5348 = llvm.ptrtoint %5347 : !llvm.ptr to i64
    %5349 = llvm.mlir.constant(1 : index) : i64
    %5350 = llvm.sub %5345, %5349 : i64
    %5351 = llvm.add %5348, %5350 : i64
    %5352 = llvm.urem %5351, %5345 : i64
    %5353 = llvm.sub %5351, %5352 : i64
    %5354 = llvm.inttoptr %5353 : i64 to !llvm.ptr
    %5355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5356 = llvm.insertvalue %5347, %5355[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5357 = llvm.insertvalue %5354, %5356[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5358 = llvm.mlir.constant(0 : index) : i64
    %5359 = llvm.insertvalue %5358, %5357[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5360 = llvm.insertvalue %5334, %5359[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5361 = llvm.insertvalue %5335, %5360[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5362 = llvm.insertvalue %5336, %5361[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5363 = llvm.insertvalue %5337, %5362[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5364 = llvm.insertvalue %5340, %5363[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5365 = llvm.insertvalue %5339, %5364[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5366 = llvm.insertvalue %5337, %5365[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5367 = llvm.insertvalue %5338, %5366[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb772(%44 : i64)
  ^bb772(%5368: i64):  // 2 preds: ^bb771, ^bb782
    %5369 = llvm.icmp "slt" %5368, %43 : i64
    llvm.cond_br %5369, ^bb773, ^bb783
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%44 : i64)
  ^bb774(%5370: i64):  // 2 preds: ^bb773, ^bb781
    %5371 = llvm.icmp "slt" %5370, %40 : i64
    llvm.cond_br %5371, ^bb775, ^bb782
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%44 : i64)
  ^bb776(%5372: i64):  // 2 preds: ^bb775, ^bb780
    %5373 = llvm.icmp "slt" %5372, %42 : i64
    llvm.cond_br %5373, ^bb777, ^bb781
  ^bb777:  // pred: ^bb776
    llvm.br ^bb778(%44 : i64)
  ^bb778(%5374: i64):  // 2 preds: ^bb777, ^bb779
    %5375 = llvm.icmp "slt" %5374, %39 : i64
    llvm.cond_br %5375, ^bb779, ^bb780
  ^bb779:  // pred: ^bb778
    %5376 = llvm.extractvalue %2743[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5377 = llvm.mlir.constant(256 : index) : i64
    %5378 = llvm.mul %5368, %5377 overflow<nsw, nuw> : i64
    %5379 = llvm.mlir.constant(128 : index) : i64
    %5380 = llvm.mul %5370, %5379 overflow<nsw, nuw> : i64
    %5381 = llvm.add %5378, %5380 overflow<nsw, nuw> : i64
    %5382 = llvm.mlir.constant(16 : index) : i64
    %5383 = llvm.mul %5372, %5382 overflow<nsw, nuw> : i64
    %5384 = llvm.add %5381, %5383 overflow<nsw, nuw> : i64
    %5385 = llvm.add %5384, %5374 overflow<nsw, nuw> : i64
    %5386 = llvm.getelementptr inbounds|nuw %5376[%5385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5387 = llvm.load %5386 : !llvm.ptr -> f32
    %5388 = llvm.extractvalue %5367[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5389 = llvm.mlir.constant(256 : index) : i64
    %5390 = llvm.mul %5368, %5389 overflow<nsw, nuw> : i64
    %5391 = llvm.mlir.constant(128 : index) : i64
    %5392 = llvm.mul %5370, %5391 overflow<nsw, nuw> : i64
    %5393 = llvm.add %5390, %5392 overflow<nsw, nuw> : i64
    %5394 = llvm.mlir.constant(16 : index) : i64
    %5395 = llvm.mul %5372, %5394 overflow<nsw, nuw> : i64
    %5396 = llvm.add %5393, %5395 overflow<nsw, nuw> : i64
    %5397 = llvm.add %5396, %5374 overflow<nsw, nuw> : i64
    %5398 = llvm.getelementptr inbounds|nuw %5388[%5397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5387, %5398 : f32, !llvm.ptr
    %5399 = llvm.add %5374, %43 : i64
    llvm.br ^bb778(%5399 : i64)
  ^bb780:  // pred: ^bb778
    %5400 = llvm.add %5372, %43 : i64
    llvm.br ^bb776(%5400 : i64)
  ^bb781:  // pred: ^bb776
    %5401 = llvm.add %5370, %43 : i64
    llvm.br ^bb774(%5401 : i64)
  ^bb782:  // pred: ^bb774
    %5402 = llvm.add %5368, %43 : i64
    llvm.br ^bb772(%5402 : i64)
  ^bb783:  // pred: ^bb772
    llvm.br ^bb784(%44 : i64)
  ^bb784(%5403: i64):  // 2 preds: ^bb783, ^bb797
    %5404 = llvm.icmp "slt" %5403, %43 : i64
    llvm.cond_br %5404, ^bb785, ^bb798
  ^bb785:  // pred: ^bb784
    llvm.br ^bb786(%44 : i64)
  ^bb786(%5405: i64):  // 2 preds: ^bb785, ^bb796
    %5406 = llvm.icmp "slt" %5405, %40 : i64
    llvm.cond_br %5406, ^bb787, ^bb797
  ^bb787:  // pred: ^bb786
    llvm.br ^bb788(%44 : i64)
  ^bb788(%5407: i64):  // 2 preds: ^bb787, ^bb795
    %5408 = llvm.icmp "slt" %5407, %42 : i64
    llvm.cond_br %5408, ^bb789, ^bb796
  ^bb789:  // pred: ^bb788
    llvm.br ^bb790(%44 : i64)
  ^bb790(%5409: i64):  // 2 preds: ^bb789, ^bb794
    %5410 = llvm.icmp "slt" %5409, %39 : i64
    llvm.cond_br %5410, ^bb791, ^bb795
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%44 : i64)
  ^bb792(%5411: i64):  // 2 preds: ^bb791, ^bb793
    %5412 = llvm.icmp "slt" %5411, %42 : i64
    llvm.cond_br %5412, ^bb793, ^bb794
  ^bb793:  // pred: ^bb792
    %5413 = llvm.extractvalue %5177[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5414 = llvm.mlir.constant(128 : index) : i64
    %5415 = llvm.mul %5403, %5414 overflow<nsw, nuw> : i64
    %5416 = llvm.mlir.constant(64 : index) : i64
    %5417 = llvm.mul %5405, %5416 overflow<nsw, nuw> : i64
    %5418 = llvm.add %5415, %5417 overflow<nsw, nuw> : i64
    %5419 = llvm.mlir.constant(8 : index) : i64
    %5420 = llvm.mul %5407, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5418, %5420 overflow<nsw, nuw> : i64
    %5422 = llvm.add %5421, %5411 overflow<nsw, nuw> : i64
    %5423 = llvm.getelementptr inbounds|nuw %5413[%5422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5424 = llvm.load %5423 : !llvm.ptr -> f32
    %5425 = llvm.extractvalue %5258[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5426 = llvm.mlir.constant(16 : index) : i64
    %5427 = llvm.mul %5403, %5426 overflow<nsw, nuw> : i64
    %5428 = llvm.mlir.constant(8 : index) : i64
    %5429 = llvm.mul %5405, %5428 overflow<nsw, nuw> : i64
    %5430 = llvm.add %5427, %5429 overflow<nsw, nuw> : i64
    %5431 = llvm.add %5430, %5407 overflow<nsw, nuw> : i64
    %5432 = llvm.add %5431, %44 overflow<nsw, nuw> : i64
    %5433 = llvm.getelementptr inbounds|nuw %5425[%5432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5434 = llvm.load %5433 : !llvm.ptr -> f32
    %5435 = llvm.extractvalue %4677[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5436 = llvm.mlir.constant(256 : index) : i64
    %5437 = llvm.mul %5403, %5436 overflow<nsw, nuw> : i64
    %5438 = llvm.mlir.constant(32 : index) : i64
    %5439 = llvm.mul %5411, %5438 overflow<nsw, nuw> : i64
    %5440 = llvm.add %5437, %5439 overflow<nsw, nuw> : i64
    %5441 = llvm.mlir.constant(16 : index) : i64
    %5442 = llvm.mul %5405, %5441 overflow<nsw, nuw> : i64
    %5443 = llvm.add %5440, %5442 overflow<nsw, nuw> : i64
    %5444 = llvm.add %5443, %5409 overflow<nsw, nuw> : i64
    %5445 = llvm.getelementptr inbounds|nuw %5435[%5444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5446 = llvm.load %5445 : !llvm.ptr -> f32
    %5447 = llvm.extractvalue %4785[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5448 = llvm.mlir.constant(16 : index) : i64
    %5449 = llvm.mul %5405, %5448 overflow<nsw, nuw> : i64
    %5450 = llvm.add %5449, %5409 overflow<nsw, nuw> : i64
    %5451 = llvm.getelementptr inbounds|nuw %5447[%5450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5452 = llvm.load %5451 : !llvm.ptr -> f32
    %5453 = llvm.extractvalue %5367[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5454 = llvm.mlir.constant(256 : index) : i64
    %5455 = llvm.mul %5403, %5454 overflow<nsw, nuw> : i64
    %5456 = llvm.mlir.constant(128 : index) : i64
    %5457 = llvm.mul %5405, %5456 overflow<nsw, nuw> : i64
    %5458 = llvm.add %5455, %5457 overflow<nsw, nuw> : i64
    %5459 = llvm.mlir.constant(16 : index) : i64
    %5460 = llvm.mul %5407, %5459 overflow<nsw, nuw> : i64
    %5461 = llvm.add %5458, %5460 overflow<nsw, nuw> : i64
    %5462 = llvm.add %5461, %5409 overflow<nsw, nuw> : i64
    %5463 = llvm.getelementptr inbounds|nuw %5453[%5462] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5464 = llvm.load %5463 : !llvm.ptr -> f32
    %5465 = llvm.fadd %5446, %5452 : f32
    %5466 = llvm.fdiv %5424, %5434 : f32
    %5467 = llvm.fmul %5466, %5465 : f32
    %5468 = llvm.fadd %5464, %5467 : f32
    %5469 = llvm.extractvalue %5367[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5470 = llvm.mlir.constant(256 : index) : i64
    %5471 = llvm.mul %5403, %5470 overflow<nsw, nuw> : i64
    %5472 = llvm.mlir.constant(128 : index) : i64
    %5473 = llvm.mul %5405, %5472 overflow<nsw, nuw> : i64
    %5474 = llvm.add %5471, %5473 overflow<nsw, nuw> : i64
    %5475 = llvm.mlir.constant(16 : index) : i64
    %5476 = llvm.mul %5407, %5475 overflow<nsw, nuw> : i64
    %5477 = llvm.add %5474, %5476 overflow<nsw, nuw> : i64
    %5478 = llvm.add %5477, %5409 overflow<nsw, nuw> : i64
    %5479 = llvm.getelementptr inbounds|nuw %5469[%5478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5468, %5479 : f32, !llvm.ptr
    %5480 = llvm.add %5411, %43 : i64
    llvm.br ^bb792(%5480 : i64)
  ^bb794:  // pred: ^bb792
    %5481 = llvm.add %5409, %43 : i64
    llvm.br ^bb790(%5481 : i64)
  ^bb795:  // pred: ^bb790
    %5482 = llvm.add %5407, %43 : i64
    llvm.br ^bb788(%5482 : i64)
  ^bb796:  // pred: ^bb788
    %5483 = llvm.add %5405, %43 : i64
    llvm.br ^bb786(%5483 : i64)
  ^bb797:  // pred: ^bb786
    %5484 = llvm.add %5403, %43 : i64
    llvm.br ^bb784(%5484 : i64)
  ^bb798:  // pred: ^bb784
    %5485 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5486 = llvm.extractvalue %262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5487 = llvm.extractvalue %262[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5488 = llvm.insertvalue %5486, %5485[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5489 = llvm.insertvalue %5487, %5488[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5490 = llvm.mlir.constant(0 : index) : i64
    %5491 = llvm.insertvalue %5490, %5489[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5492 = llvm.mlir.constant(32 : index) : i64
    %5493 = llvm.insertvalue %5492, %5491[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5494 = llvm.mlir.constant(32 : index) : i64
    %5495 = llvm.insertvalue %5494, %5493[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5496 = llvm.mlir.constant(2 : index) : i64
    %5497 = llvm.insertvalue %5496, %5495[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5498 = llvm.mlir.constant(16 : index) : i64
    %5499 = llvm.insertvalue %5498, %5497[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5500 = llvm.mlir.constant(16 : index) : i64
    %5501 = llvm.insertvalue %5500, %5499[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5502 = llvm.mlir.constant(1 : index) : i64
    %5503 = llvm.insertvalue %5502, %5501[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5504 = llvm.mlir.constant(1 : index) : i64
    %5505 = llvm.mlir.constant(8 : index) : i64
    %5506 = llvm.mlir.constant(32 : index) : i64
    %5507 = llvm.mlir.constant(1 : index) : i64
    %5508 = llvm.mlir.constant(256 : index) : i64
    %5509 = llvm.mlir.constant(256 : index) : i64
    %5510 = llvm.mlir.zero : !llvm.ptr
    %5511 = llvm.getelementptr %5510[%5509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5512 = llvm.ptrtoint %5511 : !llvm.ptr to i64
    %5513 = llvm.mlir.constant(64 : index) : i64
    %5514 = llvm.add %5512, %5513 : i64
    %5515 = llvm.call @malloc(%5514) : (i64) -> !llvm.ptr
    %5516 = llvm.ptrtoint %5515 : !llvm.ptr to i64
    %5517 = llvm.mlir.constant(1 : index) : i64
    %5518 = llvm.sub %5513, %5517 : i64
    %5519 = llvm.add %5516, %5518 : i64
    %5520 = llvm.urem %5519, %5513 : i64
    %5521 = llvm.sub %5519, %5520 : i64
    %5522 = llvm.inttoptr %5521 : i64 to !llvm.ptr
    %5523 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5524 = llvm.insertvalue %5515, %5523[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5525 = llvm.insertvalue %5522, %5524[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5526 = llvm.mlir.constant(0 : index) : i64
    %5527 = llvm.insertvalue %5526, %5525[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5528 = llvm.insertvalue %5504, %5527[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5529 = llvm.insertvalue %5505, %5528[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5530 = llvm.insertvalue %5506, %5529[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5531 = llvm.insertvalue %5508, %5530[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5532 = llvm.insertvalue %5506, %5531[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5533 = llvm.insertvalue %5507, %5532[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb799(%44 : i64)
  ^bb799(%5534: i64):  // 2 preds: ^bb798, ^bb806
    %5535 = llvm.icmp "slt" %5534, %43 : i64
    llvm.cond_br %5535, ^bb800, ^bb807
  ^bb800:  // pred: ^bb799
    llvm.br ^bb801(%44 : i64)
  ^bb801(%5536: i64):  // 2 preds: ^bb800, ^bb805
    %5537 = llvm.icmp "slt" %5536, %42 : i64
    llvm.cond_br %5537, ^bb802, ^bb806
  ^bb802:  // pred: ^bb801
    llvm.br ^bb803(%44 : i64)
  ^bb803(%5538: i64):  // 2 preds: ^bb802, ^bb804
    %5539 = llvm.icmp "slt" %5538, %41 : i64
    llvm.cond_br %5539, ^bb804, ^bb805
  ^bb804:  // pred: ^bb803
    %5540 = llvm.extractvalue %2932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5541 = llvm.mlir.constant(256 : index) : i64
    %5542 = llvm.mul %5534, %5541 overflow<nsw, nuw> : i64
    %5543 = llvm.mlir.constant(32 : index) : i64
    %5544 = llvm.mul %5536, %5543 overflow<nsw, nuw> : i64
    %5545 = llvm.add %5542, %5544 overflow<nsw, nuw> : i64
    %5546 = llvm.add %5545, %5538 overflow<nsw, nuw> : i64
    %5547 = llvm.getelementptr inbounds|nuw %5540[%5546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5548 = llvm.load %5547 : !llvm.ptr -> f32
    %5549 = llvm.extractvalue %5533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5550 = llvm.mlir.constant(256 : index) : i64
    %5551 = llvm.mul %5534, %5550 overflow<nsw, nuw> : i64
    %5552 = llvm.mlir.constant(32 : index) : i64
    %5553 = llvm.mul %5536, %5552 overflow<nsw, nuw> : i64
    %5554 = llvm.add %5551, %5553 overflow<nsw, nuw> : i64
    %5555 = llvm.add %5554, %5538 overflow<nsw, nuw> : i64
    %5556 = llvm.getelementptr inbounds|nuw %5549[%5555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5548, %5556 : f32, !llvm.ptr
    %5557 = llvm.add %5538, %43 : i64
    llvm.br ^bb803(%5557 : i64)
  ^bb805:  // pred: ^bb803
    %5558 = llvm.add %5536, %43 : i64
    llvm.br ^bb801(%5558 : i64)
  ^bb806:  // pred: ^bb801
    %5559 = llvm.add %5534, %43 : i64
    llvm.br ^bb799(%5559 : i64)
  ^bb807:  // pred: ^bb799
    llvm.br ^bb808(%44 : i64)
  ^bb808(%5560: i64):  // 2 preds: ^bb807, ^bb821
    %5561 = llvm.icmp "slt" %5560, %43 : i64
    llvm.cond_br %5561, ^bb809, ^bb822
  ^bb809:  // pred: ^bb808
    llvm.br ^bb810(%44 : i64)
  ^bb810(%5562: i64):  // 2 preds: ^bb809, ^bb820
    %5563 = llvm.icmp "slt" %5562, %42 : i64
    llvm.cond_br %5563, ^bb811, ^bb821
  ^bb811:  // pred: ^bb810
    llvm.br ^bb812(%44 : i64)
  ^bb812(%5564: i64):  // 2 preds: ^bb811, ^bb819
    %5565 = llvm.icmp "slt" %5564, %41 : i64
    llvm.cond_br %5565, ^bb813, ^bb820
  ^bb813:  // pred: ^bb812
    llvm.br ^bb814(%44 : i64)
  ^bb814(%5566: i64):  // 2 preds: ^bb813, ^bb818
    %5567 = llvm.icmp "slt" %5566, %40 : i64
    llvm.cond_br %5567, ^bb815, ^bb819
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%44 : i64)
  ^bb816(%5568: i64):  // 2 preds: ^bb815, ^bb817
    %5569 = llvm.icmp "slt" %5568, %39 : i64
    llvm.cond_br %5569, ^bb817, ^bb818
  ^bb817:  // pred: ^bb816
    %5570 = llvm.extractvalue %5367[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5571 = llvm.mlir.constant(256 : index) : i64
    %5572 = llvm.mul %5560, %5571 overflow<nsw, nuw> : i64
    %5573 = llvm.mlir.constant(128 : index) : i64
    %5574 = llvm.mul %5566, %5573 overflow<nsw, nuw> : i64
    %5575 = llvm.add %5572, %5574 overflow<nsw, nuw> : i64
    %5576 = llvm.mlir.constant(16 : index) : i64
    %5577 = llvm.mul %5562, %5576 overflow<nsw, nuw> : i64
    %5578 = llvm.add %5575, %5577 overflow<nsw, nuw> : i64
    %5579 = llvm.add %5578, %5568 overflow<nsw, nuw> : i64
    %5580 = llvm.getelementptr inbounds|nuw %5570[%5579] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5581 = llvm.load %5580 : !llvm.ptr -> f32
    %5582 = llvm.extractvalue %5503[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5583 = llvm.mlir.constant(32 : index) : i64
    %5584 = llvm.mul %5564, %5583 overflow<nsw, nuw> : i64
    %5585 = llvm.mlir.constant(16 : index) : i64
    %5586 = llvm.mul %5566, %5585 overflow<nsw, nuw> : i64
    %5587 = llvm.add %5584, %5586 overflow<nsw, nuw> : i64
    %5588 = llvm.add %5587, %5568 overflow<nsw, nuw> : i64
    %5589 = llvm.getelementptr inbounds|nuw %5582[%5588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5590 = llvm.load %5589 : !llvm.ptr -> f32
    %5591 = llvm.extractvalue %5533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5592 = llvm.mlir.constant(256 : index) : i64
    %5593 = llvm.mul %5560, %5592 overflow<nsw, nuw> : i64
    %5594 = llvm.mlir.constant(32 : index) : i64
    %5595 = llvm.mul %5562, %5594 overflow<nsw, nuw> : i64
    %5596 = llvm.add %5593, %5595 overflow<nsw, nuw> : i64
    %5597 = llvm.add %5596, %5564 overflow<nsw, nuw> : i64
    %5598 = llvm.getelementptr inbounds|nuw %5591[%5597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5599 = llvm.load %5598 : !llvm.ptr -> f32
    %5600 = llvm.fmul %5581, %5590 : f32
    %5601 = llvm.fadd %5599, %5600 : f32
    %5602 = llvm.extractvalue %5533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5603 = llvm.mlir.constant(256 : index) : i64
    %5604 = llvm.mul %5560, %5603 overflow<nsw, nuw> : i64
    %5605 = llvm.mlir.constant(32 : index) : i64
    %5606 = llvm.mul %5562, %5605 overflow<nsw, nuw> : i64
    %5607 = llvm.add %5604, %5606 overflow<nsw, nuw> : i64
    %5608 = llvm.add %5607, %5564 overflow<nsw, nuw> : i64
    %5609 = llvm.getelementptr inbounds|nuw %5602[%5608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5601, %5609 : f32, !llvm.ptr
    %5610 = llvm.add %5568, %43 : i64
    llvm.br ^bb816(%5610 : i64)
  ^bb818:  // pred: ^bb816
    %5611 = llvm.add %5566, %43 : i64
    llvm.br ^bb814(%5611 : i64)
  ^bb819:  // pred: ^bb814
    %5612 = llvm.add %5564, %43 : i64
    llvm.br ^bb812(%5612 : i64)
  ^bb820:  // pred: ^bb812
    %5613 = llvm.add %5562, %43 : i64
    llvm.br ^bb810(%5613 : i64)
  ^bb821:  // pred: ^bb810
    %5614 = llvm.add %5560, %43 : i64
    llvm.br ^bb808(%5614 : i64)
  ^bb822:  // pred: ^bb808
    %5615 = llvm.mlir.constant(1 : index) : i64
    %5616 = llvm.mlir.constant(8 : index) : i64
    %5617 = llvm.mlir.constant(32 : index) : i64
    %5618 = llvm.mlir.constant(1 : index) : i64
    %5619 = llvm.mlir.constant(256 : index) : i64
    %5620 = llvm.mlir.constant(256 : index) : i64
    %5621 = llvm.mlir.zero : !llvm.ptr
    %5622 = llvm.getelementptr %5621[%5620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5623 = llvm.ptrtoint %5622 : !llvm.ptr to i64
    %5624 = llvm.mlir.constant(64 : index) : i64
    %5625 = llvm.add %5623, %5624 : i64
    %5626 = llvm.call @malloc(%5625) : (i64) -> !llvm.ptr
    %5627 = llvm.ptrtoint %5626 : !llvm.ptr to i64
    %5628 = llvm.mlir.constant(1 : index) : i64
    %5629 = llvm.sub %5624, %5628 : i64
    %5630 = llvm.add %5627, %5629 : i64
    %5631 = llvm.urem %5630, %5624 : i64
    %5632 = llvm.sub %5630, %5631 : i64
    %5633 = llvm.inttoptr %5632 : i64 to !llvm.ptr
    %5634 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5635 = llvm.insertvalue %5626, %5634[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5636 = llvm.insertvalue %5633, %5635[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5637 = llvm.mlir.constant(0 : index) : i64
    %5638 = llvm.insertvalue %5637, %5636[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5639 = llvm.insertvalue %5615, %5638[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5640 = llvm.insertvalue %5616, %5639[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5641 = llvm.insertvalue %5617, %5640[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5642 = llvm.insertvalue %5619, %5641[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5643 = llvm.insertvalue %5617, %5642[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5644 = llvm.insertvalue %5618, %5643[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb823(%44 : i64)
  ^bb823(%5645: i64):  // 2 preds: ^bb822, ^bb830
    %5646 = llvm.icmp "slt" %5645, %43 : i64
    llvm.cond_br %5646, ^bb824, ^bb831
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%44 : i64)
  ^bb825(%5647: i64):  // 2 preds: ^bb824, ^bb829
    %5648 = llvm.icmp "slt" %5647, %42 : i64
    llvm.cond_br %5648, ^bb826, ^bb830
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%44 : i64)
  ^bb827(%5649: i64):  // 2 preds: ^bb826, ^bb828
    %5650 = llvm.icmp "slt" %5649, %41 : i64
    llvm.cond_br %5650, ^bb828, ^bb829
  ^bb828:  // pred: ^bb827
    %5651 = llvm.extractvalue %5533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5652 = llvm.mlir.constant(256 : index) : i64
    %5653 = llvm.mul %5645, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.mlir.constant(32 : index) : i64
    %5655 = llvm.mul %5647, %5654 overflow<nsw, nuw> : i64
    %5656 = llvm.add %5653, %5655 overflow<nsw, nuw> : i64
    %5657 = llvm.add %5656, %5649 overflow<nsw, nuw> : i64
    %5658 = llvm.getelementptr inbounds|nuw %5651[%5657] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5659 = llvm.load %5658 : !llvm.ptr -> f32
    %5660 = llvm.extractvalue %242[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5661 = llvm.getelementptr inbounds|nuw %5660[%5649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5662 = llvm.load %5661 : !llvm.ptr -> f32
    %5663 = llvm.extractvalue %4245[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5664 = llvm.mlir.constant(256 : index) : i64
    %5665 = llvm.mul %5645, %5664 overflow<nsw, nuw> : i64
    %5666 = llvm.mlir.constant(32 : index) : i64
    %5667 = llvm.mul %5647, %5666 overflow<nsw, nuw> : i64
    %5668 = llvm.add %5665, %5667 overflow<nsw, nuw> : i64
    %5669 = llvm.add %5668, %5649 overflow<nsw, nuw> : i64
    %5670 = llvm.getelementptr inbounds|nuw %5663[%5669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5671 = llvm.load %5670 : !llvm.ptr -> f32
    %5672 = llvm.fadd %5659, %5662 : f32
    %5673 = llvm.fadd %5672, %5671 : f32
    %5674 = llvm.extractvalue %5644[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5675 = llvm.mlir.constant(256 : index) : i64
    %5676 = llvm.mul %5645, %5675 overflow<nsw, nuw> : i64
    %5677 = llvm.mlir.constant(32 : index) : i64
    %5678 = llvm.mul %5647, %5677 overflow<nsw, nuw> : i64
    %5679 = llvm.add %5676, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.add %5679, %5649 overflow<nsw, nuw> : i64
    %5681 = llvm.getelementptr inbounds|nuw %5674[%5680] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5673, %5681 : f32, !llvm.ptr
    %5682 = llvm.add %5649, %43 : i64
    llvm.br ^bb827(%5682 : i64)
  ^bb829:  // pred: ^bb827
    %5683 = llvm.add %5647, %43 : i64
    llvm.br ^bb825(%5683 : i64)
  ^bb830:  // pred: ^bb825
    %5684 = llvm.add %5645, %43 : i64
    llvm.br ^bb823(%5684 : i64)
  ^bb831:  // pred: ^bb823
    %5685 = llvm.mlir.constant(1 : index) : i64
    %5686 = llvm.mlir.constant(8 : index) : i64
    %5687 = llvm.mlir.constant(32 : index) : i64
    %5688 = llvm.mlir.constant(1 : index) : i64
    %5689 = llvm.mlir.constant(256 : index) : i64
    %5690 = llvm.mlir.constant(256 : index) : i64
    %5691 = llvm.mlir.zero : !llvm.ptr
    %5692 = llvm.getelementptr %5691[%5690] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5693 = llvm.ptrtoint %5692 : !llvm.ptr to i64
    %5694 = llvm.mlir.constant(64 : index) : i64
    %5695 = llvm.add %5693, %5694 : i64
    %5696 = llvm.call @malloc(%5695) : (i64) -> !llvm.ptr
    %5697 = llvm.ptrtoint %5696 : !llvm.ptr to i64
    %5698 = llvm.mlir.constant(1 : index) : i64
    %5699 = llvm.sub %5694, %5698 : i64
    %5700 = llvm.add %5697, %5699 : i64
    %5701 = llvm.urem %5700, %5694 : i64
    %5702 = llvm.sub %5700, %5701 : i64
    %5703 = llvm.inttoptr %5702 : i64 to !llvm.ptr
    %5704 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5705 = llvm.insertvalue %5696, %5704[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5706 = llvm.insertvalue %5703, %5705[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5707 = llvm.mlir.constant(0 : index) : i64
    %5708 = llvm.insertvalue %5707, %5706[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5709 = llvm.insertvalue %5685, %5708[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5710 = llvm.insertvalue %5686, %5709[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5711 = llvm.insertvalue %5687, %5710[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5712 = llvm.insertvalue %5689, %5711[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5713 = llvm.insertvalue %5687, %5712[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5714 = llvm.insertvalue %5688, %5713[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb832(%44 : i64)
  ^bb832(%5715: i64):  // 2 preds: ^bb831, ^bb839
    %5716 = llvm.icmp "slt" %5715, %43 : i64
    llvm.cond_br %5716, ^bb833, ^bb840
  ^bb833:  // pred: ^bb832
    llvm.br ^bb834(%44 : i64)
  ^bb834(%5717: i64):  // 2 preds: ^bb833, ^bb838
    %5718 = llvm.icmp "slt" %5717, %42 : i64
    llvm.cond_br %5718, ^bb835, ^bb839
  ^bb835:  // pred: ^bb834
    llvm.br ^bb836(%44 : i64)
  ^bb836(%5719: i64):  // 2 preds: ^bb835, ^bb837
    %5720 = llvm.icmp "slt" %5719, %41 : i64
    llvm.cond_br %5720, ^bb837, ^bb838
  ^bb837:  // pred: ^bb836
    %5721 = llvm.extractvalue %5644[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5722 = llvm.mlir.constant(256 : index) : i64
    %5723 = llvm.mul %5715, %5722 overflow<nsw, nuw> : i64
    %5724 = llvm.mlir.constant(32 : index) : i64
    %5725 = llvm.mul %5717, %5724 overflow<nsw, nuw> : i64
    %5726 = llvm.add %5723, %5725 overflow<nsw, nuw> : i64
    %5727 = llvm.add %5726, %5719 overflow<nsw, nuw> : i64
    %5728 = llvm.getelementptr inbounds|nuw %5721[%5727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5729 = llvm.load %5728 : !llvm.ptr -> f32
    %5730 = llvm.fpext %5729 : f32 to f64
    %5731 = llvm.extractvalue %5714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5732 = llvm.mlir.constant(256 : index) : i64
    %5733 = llvm.mul %5715, %5732 overflow<nsw, nuw> : i64
    %5734 = llvm.mlir.constant(32 : index) : i64
    %5735 = llvm.mul %5717, %5734 overflow<nsw, nuw> : i64
    %5736 = llvm.add %5733, %5735 overflow<nsw, nuw> : i64
    %5737 = llvm.add %5736, %5719 overflow<nsw, nuw> : i64
    %5738 = llvm.getelementptr inbounds|nuw %5731[%5737] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5730, %5738 : f64, !llvm.ptr
    %5739 = llvm.add %5719, %43 : i64
    llvm.br ^bb836(%5739 : i64)
  ^bb838:  // pred: ^bb836
    %5740 = llvm.add %5717, %43 : i64
    llvm.br ^bb834(%5740 : i64)
  ^bb839:  // pred: ^bb834
    %5741 = llvm.add %5715, %43 : i64
    llvm.br ^bb832(%5741 : i64)
  ^bb840:  // pred: ^bb832
    %5742 = llvm.mlir.constant(1 : index) : i64
    %5743 = llvm.mlir.constant(8 : index) : i64
    %5744 = llvm.mlir.constant(1 : index) : i64
    %5745 = llvm.mlir.constant(1 : index) : i64
    %5746 = llvm.mlir.constant(8 : index) : i64
    %5747 = llvm.mlir.zero : !llvm.ptr
    %5748 = llvm.getelementptr %5747[%5746] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5749 = llvm.ptrtoint %5748 : !llvm.ptr to i64
    %5750 = llvm.mlir.constant(64 : index) : i64
    %5751 = llvm.add %5749, %5750 : i64
    %5752 = llvm.call @malloc(%5751) : (i64) -> !llvm.ptr
    %5753 = llvm.ptrtoint %5752 : !llvm.ptr to i64
    %5754 = llvm.mlir.constant(1 : index) : i64
    %5755 = llvm.sub %5750, %5754 : i64
    %5756 = llvm.add %5753, %5755 : i64
    %5757 = llvm.urem %5756, %5750 : i64
    %5758 = llvm.sub %5756, %5757 : i64
    %5759 = llvm.inttoptr %5758 : i64 to !llvm.ptr
    %5760 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5761 = llvm.insertvalue %5752, %5760[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5762 = llvm.insertvalue %5759, %5761[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5763 = llvm.mlir.constant(0 : index) : i64
    %5764 = llvm.insertvalue %5763, %5762[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5765 = llvm.insertvalue %5742, %5764[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5766 = llvm.insertvalue %5743, %5765[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5767 = llvm.insertvalue %5744, %5766[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5768 = llvm.insertvalue %5743, %5767[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5769 = llvm.insertvalue %5744, %5768[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5770 = llvm.insertvalue %5745, %5769[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb841(%44 : i64)
  ^bb841(%5771: i64):  // 2 preds: ^bb840, ^bb848
    %5772 = llvm.icmp "slt" %5771, %43 : i64
    llvm.cond_br %5772, ^bb842, ^bb849
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%44 : i64)
  ^bb843(%5773: i64):  // 2 preds: ^bb842, ^bb847
    %5774 = llvm.icmp "slt" %5773, %42 : i64
    llvm.cond_br %5774, ^bb844, ^bb848
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%44 : i64)
  ^bb845(%5775: i64):  // 2 preds: ^bb844, ^bb846
    %5776 = llvm.icmp "slt" %5775, %43 : i64
    llvm.cond_br %5776, ^bb846, ^bb847
  ^bb846:  // pred: ^bb845
    %5777 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5778 = llvm.mlir.constant(8 : index) : i64
    %5779 = llvm.mul %5771, %5778 overflow<nsw, nuw> : i64
    %5780 = llvm.add %5779, %5773 overflow<nsw, nuw> : i64
    %5781 = llvm.add %5780, %5775 overflow<nsw, nuw> : i64
    %5782 = llvm.getelementptr inbounds|nuw %5777[%5781] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5783 = llvm.load %5782 : !llvm.ptr -> f64
    %5784 = llvm.extractvalue %5770[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5785 = llvm.mlir.constant(8 : index) : i64
    %5786 = llvm.mul %5771, %5785 overflow<nsw, nuw> : i64
    %5787 = llvm.add %5786, %5773 overflow<nsw, nuw> : i64
    %5788 = llvm.add %5787, %5775 overflow<nsw, nuw> : i64
    %5789 = llvm.getelementptr inbounds|nuw %5784[%5788] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5783, %5789 : f64, !llvm.ptr
    %5790 = llvm.add %5775, %43 : i64
    llvm.br ^bb845(%5790 : i64)
  ^bb847:  // pred: ^bb845
    %5791 = llvm.add %5773, %43 : i64
    llvm.br ^bb843(%5791 : i64)
  ^bb848:  // pred: ^bb843
    %5792 = llvm.add %5771, %43 : i64
    llvm.br ^bb841(%5792 : i64)
  ^bb849:  // pred: ^bb841
    llvm.br ^bb850(%44 : i64)
  ^bb850(%5793: i64):  // 2 preds: ^bb849, ^bb857
    %5794 = llvm.icmp "slt" %5793, %43 : i64
    llvm.cond_br %5794, ^bb851, ^bb858
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%44 : i64)
  ^bb852(%5795: i64):  // 2 preds: ^bb851, ^bb856
    %5796 = llvm.icmp "slt" %5795, %42 : i64
    llvm.cond_br %5796, ^bb853, ^bb857
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%44 : i64)
  ^bb854(%5797: i64):  // 2 preds: ^bb853, ^bb855
    %5798 = llvm.icmp "slt" %5797, %41 : i64
    llvm.cond_br %5798, ^bb855, ^bb856
  ^bb855:  // pred: ^bb854
    %5799 = llvm.extractvalue %5714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5800 = llvm.mlir.constant(256 : index) : i64
    %5801 = llvm.mul %5793, %5800 overflow<nsw, nuw> : i64
    %5802 = llvm.mlir.constant(32 : index) : i64
    %5803 = llvm.mul %5795, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.add %5801, %5803 overflow<nsw, nuw> : i64
    %5805 = llvm.add %5804, %5797 overflow<nsw, nuw> : i64
    %5806 = llvm.getelementptr inbounds|nuw %5799[%5805] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5807 = llvm.load %5806 : !llvm.ptr -> f64
    %5808 = llvm.extractvalue %5770[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5809 = llvm.mlir.constant(8 : index) : i64
    %5810 = llvm.mul %5793, %5809 overflow<nsw, nuw> : i64
    %5811 = llvm.add %5810, %5795 overflow<nsw, nuw> : i64
    %5812 = llvm.add %5811, %44 overflow<nsw, nuw> : i64
    %5813 = llvm.getelementptr inbounds|nuw %5808[%5812] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5814 = llvm.load %5813 : !llvm.ptr -> f64
    %5815 = llvm.fadd %5807, %5814 : f64
    %5816 = llvm.extractvalue %5770[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5817 = llvm.mlir.constant(8 : index) : i64
    %5818 = llvm.mul %5793, %5817 overflow<nsw, nuw> : i64
    %5819 = llvm.add %5818, %5795 overflow<nsw, nuw> : i64
    %5820 = llvm.add %5819, %44 overflow<nsw, nuw> : i64
    %5821 = llvm.getelementptr inbounds|nuw %5816[%5820] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5815, %5821 : f64, !llvm.ptr
    %5822 = llvm.add %5797, %43 : i64
    llvm.br ^bb854(%5822 : i64)
  ^bb856:  // pred: ^bb854
    %5823 = llvm.add %5795, %43 : i64
    llvm.br ^bb852(%5823 : i64)
  ^bb857:  // pred: ^bb852
    %5824 = llvm.add %5793, %43 : i64
    llvm.br ^bb850(%5824 : i64)
  ^bb858:  // pred: ^bb850
    %5825 = llvm.mlir.constant(1 : index) : i64
    %5826 = llvm.mlir.constant(8 : index) : i64
    %5827 = llvm.mlir.constant(1 : index) : i64
    %5828 = llvm.mlir.constant(1 : index) : i64
    %5829 = llvm.mlir.constant(8 : index) : i64
    %5830 = llvm.mlir.zero : !llvm.ptr
    %5831 = llvm.getelementptr %5830[%5829] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5832 = llvm.ptrtoint %5831 : !llvm.ptr to i64
    %5833 = llvm.mlir.constant(64 : index) : i64
    %5834 = llvm.add %5832, %5833 : i64
    %5835 = llvm.call @malloc(%5834) : (i64) -> !llvm.ptr
    %5836 = llvm.ptrtoint %5835 : !llvm.ptr to i64
    %5837 = llvm.mlir.constant(1 : index) : i64
    %5838 = llvm.sub %5833, %5837 : i64
    %5839 = llvm.add %5836, %5838 : i64
    %5840 = llvm.urem %5839, %5833 : i64
    %5841 = llvm.sub %5839, %5840 : i64
    %5842 = llvm.inttoptr %5841 : i64 to !llvm.ptr
    %5843 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5844 = llvm.insertvalue %5835, %5843[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5845 = llvm.insertvalue %5842, %5844[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5846 = llvm.mlir.constant(0 : index) : i64
    %5847 = llvm.insertvalue %5846, %5845[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5848 = llvm.insertvalue %5825, %5847[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5849 = llvm.insertvalue %5826, %5848[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5850 = llvm.insertvalue %5827, %5849[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5851 = llvm.insertvalue %5826, %5850[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5852 = llvm.insertvalue %5827, %5851[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5853 = llvm.insertvalue %5828, %5852[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb859(%44 : i64)
  ^bb859(%5854: i64):  // 2 preds: ^bb858, ^bb866
    %5855 = llvm.icmp "slt" %5854, %43 : i64
    llvm.cond_br %5855, ^bb860, ^bb867
  ^bb860:  // pred: ^bb859
    llvm.br ^bb861(%44 : i64)
  ^bb861(%5856: i64):  // 2 preds: ^bb860, ^bb865
    %5857 = llvm.icmp "slt" %5856, %42 : i64
    llvm.cond_br %5857, ^bb862, ^bb866
  ^bb862:  // pred: ^bb861
    llvm.br ^bb863(%44 : i64)
  ^bb863(%5858: i64):  // 2 preds: ^bb862, ^bb864
    %5859 = llvm.icmp "slt" %5858, %43 : i64
    llvm.cond_br %5859, ^bb864, ^bb865
  ^bb864:  // pred: ^bb863
    %5860 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5861 = llvm.mlir.constant(8 : index) : i64
    %5862 = llvm.mul %5854, %5861 overflow<nsw, nuw> : i64
    %5863 = llvm.add %5862, %5856 overflow<nsw, nuw> : i64
    %5864 = llvm.add %5863, %5858 overflow<nsw, nuw> : i64
    %5865 = llvm.getelementptr inbounds|nuw %5860[%5864] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5866 = llvm.load %5865 : !llvm.ptr -> f64
    %5867 = llvm.extractvalue %5853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5868 = llvm.mlir.constant(8 : index) : i64
    %5869 = llvm.mul %5854, %5868 overflow<nsw, nuw> : i64
    %5870 = llvm.add %5869, %5856 overflow<nsw, nuw> : i64
    %5871 = llvm.add %5870, %5858 overflow<nsw, nuw> : i64
    %5872 = llvm.getelementptr inbounds|nuw %5867[%5871] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5866, %5872 : f64, !llvm.ptr
    %5873 = llvm.add %5858, %43 : i64
    llvm.br ^bb863(%5873 : i64)
  ^bb865:  // pred: ^bb863
    %5874 = llvm.add %5856, %43 : i64
    llvm.br ^bb861(%5874 : i64)
  ^bb866:  // pred: ^bb861
    %5875 = llvm.add %5854, %43 : i64
    llvm.br ^bb859(%5875 : i64)
  ^bb867:  // pred: ^bb859
    llvm.br ^bb868(%44 : i64)
  ^bb868(%5876: i64):  // 2 preds: ^bb867, ^bb875
    %5877 = llvm.icmp "slt" %5876, %43 : i64
    llvm.cond_br %5877, ^bb869, ^bb876
  ^bb869:  // pred: ^bb868
    llvm.br ^bb870(%44 : i64)
  ^bb870(%5878: i64):  // 2 preds: ^bb869, ^bb874
    %5879 = llvm.icmp "slt" %5878, %42 : i64
    llvm.cond_br %5879, ^bb871, ^bb875
  ^bb871:  // pred: ^bb870
    llvm.br ^bb872(%44 : i64)
  ^bb872(%5880: i64):  // 2 preds: ^bb871, ^bb873
    %5881 = llvm.icmp "slt" %5880, %41 : i64
    llvm.cond_br %5881, ^bb873, ^bb874
  ^bb873:  // pred: ^bb872
    %5882 = llvm.extractvalue %5714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5883 = llvm.mlir.constant(256 : index) : i64
    %5884 = llvm.mul %5876, %5883 overflow<nsw, nuw> : i64
    %5885 = llvm.mlir.constant(32 : index) : i64
    %5886 = llvm.mul %5878, %5885 overflow<nsw, nuw> : i64
    %5887 = llvm.add %5884, %5886 overflow<nsw, nuw> : i64
    %5888 = llvm.add %5887, %5880 overflow<nsw, nuw> : i64
    %5889 = llvm.getelementptr inbounds|nuw %5882[%5888] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5890 = llvm.load %5889 : !llvm.ptr -> f64
    %5891 = llvm.extractvalue %5770[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5892 = llvm.mlir.constant(8 : index) : i64
    %5893 = llvm.mul %5876, %5892 overflow<nsw, nuw> : i64
    %5894 = llvm.add %5893, %5878 overflow<nsw, nuw> : i64
    %5895 = llvm.add %5894, %44 overflow<nsw, nuw> : i64
    %5896 = llvm.getelementptr inbounds|nuw %5891[%5895] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5897 = llvm.load %5896 : !llvm.ptr -> f64
    %5898 = llvm.extractvalue %5853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5899 = llvm.mlir.constant(8 : index) : i64
    %5900 = llvm.mul %5876, %5899 overflow<nsw, nuw> : i64
    %5901 = llvm.add %5900, %5878 overflow<nsw, nuw> : i64
    %5902 = llvm.add %5901, %44 overflow<nsw, nuw> : i64
    %5903 = llvm.getelementptr inbounds|nuw %5898[%5902] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5904 = llvm.load %5903 : !llvm.ptr -> f64
    %5905 = llvm.fdiv %5897, %48 : f64
    %5906 = llvm.fsub %5890, %5905 : f64
    %5907 = llvm.fmul %5906, %5906 : f64
    %5908 = llvm.fadd %5907, %5904 : f64
    %5909 = llvm.extractvalue %5853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5910 = llvm.mlir.constant(8 : index) : i64
    %5911 = llvm.mul %5876, %5910 overflow<nsw, nuw> : i64
    %5912 = llvm.add %5911, %5878 overflow<nsw, nuw> : i64
    %5913 = llvm.add %5912, %44 overflow<nsw, nuw> : i64
    %5914 = llvm.getelementptr inbounds|nuw %5909[%5913] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5908, %5914 : f64, !llvm.ptr
    %5915 = llvm.add %5880, %43 : i64
    llvm.br ^bb872(%5915 : i64)
  ^bb874:  // pred: ^bb872
    %5916 = llvm.add %5878, %43 : i64
    llvm.br ^bb870(%5916 : i64)
  ^bb875:  // pred: ^bb870
    %5917 = llvm.add %5876, %43 : i64
    llvm.br ^bb868(%5917 : i64)
  ^bb876:  // pred: ^bb868
    %5918 = llvm.mlir.constant(1 : index) : i64
    %5919 = llvm.mlir.constant(8 : index) : i64
    %5920 = llvm.mlir.constant(1 : index) : i64
    %5921 = llvm.mlir.constant(1 : index) : i64
    %5922 = llvm.mlir.constant(8 : index) : i64
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
    %5941 = llvm.insertvalue %5918, %5940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5942 = llvm.insertvalue %5919, %5941[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5943 = llvm.insertvalue %5920, %5942[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5944 = llvm.insertvalue %5919, %5943[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5945 = llvm.insertvalue %5920, %5944[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5946 = llvm.insertvalue %5921, %5945[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb877(%44 : i64)
  ^bb877(%5947: i64):  // 2 preds: ^bb876, ^bb884
    %5948 = llvm.icmp "slt" %5947, %43 : i64
    llvm.cond_br %5948, ^bb878, ^bb885
  ^bb878:  // pred: ^bb877
    llvm.br ^bb879(%44 : i64)
  ^bb879(%5949: i64):  // 2 preds: ^bb878, ^bb883
    %5950 = llvm.icmp "slt" %5949, %42 : i64
    llvm.cond_br %5950, ^bb880, ^bb884
  ^bb880:  // pred: ^bb879
    llvm.br ^bb881(%44 : i64)
  ^bb881(%5951: i64):  // 2 preds: ^bb880, ^bb882
    %5952 = llvm.icmp "slt" %5951, %43 : i64
    llvm.cond_br %5952, ^bb882, ^bb883
  ^bb882:  // pred: ^bb881
    %5953 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5954 = llvm.mlir.constant(8 : index) : i64
    %5955 = llvm.mul %5947, %5954 overflow<nsw, nuw> : i64
    %5956 = llvm.add %5955, %5949 overflow<nsw, nuw> : i64
    %5957 = llvm.add %5956, %5951 overflow<nsw, nuw> : i64
    %5958 = llvm.getelementptr inbounds|nuw %5953[%5957] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5959 = llvm.load %5958 : !llvm.ptr -> f32
    %5960 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5961 = llvm.mlir.constant(8 : index) : i64
    %5962 = llvm.mul %5947, %5961 overflow<nsw, nuw> : i64
    %5963 = llvm.add %5962, %5949 overflow<nsw, nuw> : i64
    %5964 = llvm.add %5963, %5951 overflow<nsw, nuw> : i64
    %5965 = llvm.getelementptr inbounds|nuw %5960[%5964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5959, %5965 : f32, !llvm.ptr
    %5966 = llvm.add %5951, %43 : i64
    llvm.br ^bb881(%5966 : i64)
  ^bb883:  // pred: ^bb881
    %5967 = llvm.add %5949, %43 : i64
    llvm.br ^bb879(%5967 : i64)
  ^bb884:  // pred: ^bb879
    %5968 = llvm.add %5947, %43 : i64
    llvm.br ^bb877(%5968 : i64)
  ^bb885:  // pred: ^bb877
    llvm.br ^bb886(%44 : i64)
  ^bb886(%5969: i64):  // 2 preds: ^bb885, ^bb893
    %5970 = llvm.icmp "slt" %5969, %43 : i64
    llvm.cond_br %5970, ^bb887, ^bb894
  ^bb887:  // pred: ^bb886
    llvm.br ^bb888(%44 : i64)
  ^bb888(%5971: i64):  // 2 preds: ^bb887, ^bb892
    %5972 = llvm.icmp "slt" %5971, %42 : i64
    llvm.cond_br %5972, ^bb889, ^bb893
  ^bb889:  // pred: ^bb888
    llvm.br ^bb890(%44 : i64)
  ^bb890(%5973: i64):  // 2 preds: ^bb889, ^bb891
    %5974 = llvm.icmp "slt" %5973, %41 : i64
    llvm.cond_br %5974, ^bb891, ^bb892
  ^bb891:  // pred: ^bb890
    %5975 = llvm.extractvalue %5644[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5976 = llvm.mlir.constant(256 : index) : i64
    %5977 = llvm.mul %5969, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.mlir.constant(32 : index) : i64
    %5979 = llvm.mul %5971, %5978 overflow<nsw, nuw> : i64
    %5980 = llvm.add %5977, %5979 overflow<nsw, nuw> : i64
    %5981 = llvm.add %5980, %5973 overflow<nsw, nuw> : i64
    %5982 = llvm.getelementptr inbounds|nuw %5975[%5981] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5983 = llvm.load %5982 : !llvm.ptr -> f32
    %5984 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5985 = llvm.mlir.constant(8 : index) : i64
    %5986 = llvm.mul %5969, %5985 overflow<nsw, nuw> : i64
    %5987 = llvm.add %5986, %5971 overflow<nsw, nuw> : i64
    %5988 = llvm.add %5987, %44 overflow<nsw, nuw> : i64
    %5989 = llvm.getelementptr inbounds|nuw %5984[%5988] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5990 = llvm.load %5989 : !llvm.ptr -> f32
    %5991 = llvm.fadd %5983, %5990 : f32
    %5992 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5993 = llvm.mlir.constant(8 : index) : i64
    %5994 = llvm.mul %5969, %5993 overflow<nsw, nuw> : i64
    %5995 = llvm.add %5994, %5971 overflow<nsw, nuw> : i64
    %5996 = llvm.add %5995, %44 overflow<nsw, nuw> : i64
    %5997 = llvm.getelementptr inbounds|nuw %5992[%5996] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5991, %5997 : f32, !llvm.ptr
    %5998 = llvm.add %5973, %43 : i64
    llvm.br ^bb890(%5998 : i64)
  ^bb892:  // pred: ^bb890
    %5999 = llvm.add %5971, %43 : i64
    llvm.br ^bb888(%5999 : i64)
  ^bb893:  // pred: ^bb888
    %6000 = llvm.add %5969, %43 : i64
    llvm.br ^bb886(%6000 : i64)
  ^bb894:  // pred: ^bb886
    %6001 = llvm.mlir.constant(1 : index) : i64
    %6002 = llvm.mlir.constant(8 : index) : i64
    %6003 = llvm.mlir.constant(32 : index) : i64
    %6004 = llvm.mlir.constant(1 : index) : i64
    %6005 = llvm.mlir.constant(256 : index) : i64
    %6006 = llvm.mlir.constant(256 : index) : i64
    %6007 = llvm.mlir.zero : !llvm.ptr
    %6008 = llvm.getelementptr %6007[%6006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6009 = llvm.ptrtoint %6008 : !llvm.ptr to i64
    %6010 = llvm.mlir.constant(64 : index) : i64
    %6011 = llvm.add %6009, %6010 : i64
    %6012 = llvm.call @malloc(%6011) : (i64) -> !llvm.ptr
    %6013 = llvm.ptrtoint %6012 : !llvm.ptr to i64
    %6014 = llvm.mlir.constant(1 : index) : i64
    %6015 = llvm.sub %6010, %6014 : i64
    %6016 = llvm.add %6013, %6015 : i64
    %6017 = llvm.urem %6016, %6010 : i64
    %6018 = llvm.sub %6016, %6017 : i64
    %6019 = llvm.inttoptr %6018 : i64 to !llvm.ptr
    %6020 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6021 = llvm.insertvalue %6012, %6020[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6022 = llvm.insertvalue %6019, %6021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6023 = llvm.mlir.constant(0 : index) : i64
    %6024 = llvm.insertvalue %6023, %6022[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6025 = llvm.insertvalue %6001, %6024[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6026 = llvm.insertvalue %6002, %6025[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6027 = llvm.insertvalue %6003, %6026[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6028 = llvm.insertvalue %6005, %6027[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6029 = llvm.insertvalue %6003, %6028[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6030 = llvm.insertvalue %6004, %6029[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb895(%44 : i64)
  ^bb895(%6031: i64):  // 2 preds: ^bb894, ^bb902
    %6032 = llvm.icmp "slt" %6031, %43 : i64
    llvm.cond_br %6032, ^bb896, ^bb903
  ^bb896:  // pred: ^bb895
    llvm.br ^bb897(%44 : i64)
  ^bb897(%6033: i64):  // 2 preds: ^bb896, ^bb901
    %6034 = llvm.icmp "slt" %6033, %42 : i64
    llvm.cond_br %6034, ^bb898, ^bb902
  ^bb898:  // pred: ^bb897
    llvm.br ^bb899(%44 : i64)
  ^bb899(%6035: i64):  // 2 preds: ^bb898, ^bb900
    %6036 = llvm.icmp "slt" %6035, %41 : i64
    llvm.cond_br %6036, ^bb900, ^bb901
  ^bb900:  // pred: ^bb899
    %6037 = llvm.extractvalue %5644[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6038 = llvm.mlir.constant(256 : index) : i64
    %6039 = llvm.mul %6031, %6038 overflow<nsw, nuw> : i64
    %6040 = llvm.mlir.constant(32 : index) : i64
    %6041 = llvm.mul %6033, %6040 overflow<nsw, nuw> : i64
    %6042 = llvm.add %6039, %6041 overflow<nsw, nuw> : i64
    %6043 = llvm.add %6042, %6035 overflow<nsw, nuw> : i64
    %6044 = llvm.getelementptr inbounds|nuw %6037[%6043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6045 = llvm.load %6044 : !llvm.ptr -> f32
    %6046 = llvm.extractvalue %5946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6047 = llvm.mlir.constant(8 : index) : i64
    %6048 = llvm.mul %6031, %6047 overflow<nsw, nuw> : i64
    %6049 = llvm.add %6048, %6033 overflow<nsw, nuw> : i64
    %6050 = llvm.add %6049, %44 overflow<nsw, nuw> : i64
    %6051 = llvm.getelementptr inbounds|nuw %6046[%6050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6052 = llvm.load %6051 : !llvm.ptr -> f32
    %6053 = llvm.extractvalue %5853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6054 = llvm.mlir.constant(8 : index) : i64
    %6055 = llvm.mul %6031, %6054 overflow<nsw, nuw> : i64
    %6056 = llvm.add %6055, %6033 overflow<nsw, nuw> : i64
    %6057 = llvm.add %6056, %44 overflow<nsw, nuw> : i64
    %6058 = llvm.getelementptr inbounds|nuw %6053[%6057] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6059 = llvm.load %6058 : !llvm.ptr -> f64
    %6060 = llvm.extractvalue %226[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6061 = llvm.getelementptr inbounds|nuw %6060[%6035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6062 = llvm.load %6061 : !llvm.ptr -> f32
    %6063 = llvm.extractvalue %210[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6064 = llvm.getelementptr inbounds|nuw %6063[%6035] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6065 = llvm.load %6064 : !llvm.ptr -> f32
    %6066 = llvm.fdiv %6059, %48 : f64
    %6067 = llvm.fptrunc %6066 : f64 to f32
    %6068 = llvm.fptrunc %49 : f64 to f32
    %6069 = llvm.fadd %6067, %6068 : f32
    %6070 = llvm.intr.sqrt(%6069) : (f32) -> f32
    %6071 = llvm.fdiv %53, %6070 : f32
    %6072 = llvm.fdiv %6052, %47 : f32
    %6073 = llvm.fsub %6045, %6072 : f32
    %6074 = llvm.fmul %6073, %6071 : f32
    %6075 = llvm.fmul %6074, %6062 : f32
    %6076 = llvm.fadd %6075, %6065 : f32
    %6077 = llvm.extractvalue %6030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6078 = llvm.mlir.constant(256 : index) : i64
    %6079 = llvm.mul %6031, %6078 overflow<nsw, nuw> : i64
    %6080 = llvm.mlir.constant(32 : index) : i64
    %6081 = llvm.mul %6033, %6080 overflow<nsw, nuw> : i64
    %6082 = llvm.add %6079, %6081 overflow<nsw, nuw> : i64
    %6083 = llvm.add %6082, %6035 overflow<nsw, nuw> : i64
    %6084 = llvm.getelementptr inbounds|nuw %6077[%6083] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6076, %6084 : f32, !llvm.ptr
    %6085 = llvm.add %6035, %43 : i64
    llvm.br ^bb899(%6085 : i64)
  ^bb901:  // pred: ^bb899
    %6086 = llvm.add %6033, %43 : i64
    llvm.br ^bb897(%6086 : i64)
  ^bb902:  // pred: ^bb897
    %6087 = llvm.add %6031, %43 : i64
    llvm.br ^bb895(%6087 : i64)
  ^bb903:  // pred: ^bb895
    %6088 = llvm.mlir.constant(1 : index) : i64
    %6089 = llvm.mlir.constant(8 : index) : i64
    %6090 = llvm.mlir.constant(64 : index) : i64
    %6091 = llvm.mlir.constant(1 : index) : i64
    %6092 = llvm.mlir.constant(512 : index) : i64
    %6093 = llvm.mlir.constant(512 : index) : i64
    %6094 = llvm.mlir.zero : !llvm.ptr
    %6095 = llvm.getelementptr %6094[%6093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6096 = llvm.ptrtoint %6095 : !llvm.ptr to i64
    %6097 = llvm.mlir.constant(64 : index) : i64
    %6098 = llvm.add %6096, %6097 : i64
    %6099 = llvm.call @malloc(%6098) : (i64) -> !llvm.ptr
    %6100 = llvm.ptrtoint %6099 : !llvm.ptr to i64
    %6101 = llvm.mlir.constant(1 : index) : i64
    %6102 = llvm.sub %6097, %6101 : i64
    %6103 = llvm.add %6100, %6102 : i64
    %6104 = llvm.urem %6103, %6097 : i64
    %6105 = llvm.sub %6103, %6104 : i64
    %6106 = llvm.inttoptr %6105 : i64 to !llvm.ptr
    %6107 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6108 = llvm.insertvalue %6099, %6107[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6109 = llvm.insertvalue %6106, %6108[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6110 = llvm.mlir.constant(0 : index) : i64
    %6111 = llvm.insertvalue %6110, %6109[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6112 = llvm.insertvalue %6088, %6111[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6113 = llvm.insertvalue %6089, %6112[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6114 = llvm.insertvalue %6090, %6113[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6115 = llvm.insertvalue %6092, %6114[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6116 = llvm.insertvalue %6090, %6115[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6117 = llvm.insertvalue %6091, %6116[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb904(%44 : i64)
  ^bb904(%6118: i64):  // 2 preds: ^bb903, ^bb911
    %6119 = llvm.icmp "slt" %6118, %43 : i64
    llvm.cond_br %6119, ^bb905, ^bb912
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%44 : i64)
  ^bb906(%6120: i64):  // 2 preds: ^bb905, ^bb910
    %6121 = llvm.icmp "slt" %6120, %42 : i64
    llvm.cond_br %6121, ^bb907, ^bb911
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%44 : i64)
  ^bb908(%6122: i64):  // 2 preds: ^bb907, ^bb909
    %6123 = llvm.icmp "slt" %6122, %38 : i64
    llvm.cond_br %6123, ^bb909, ^bb910
  ^bb909:  // pred: ^bb908
    %6124 = llvm.extractvalue %3572[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6125 = llvm.mlir.constant(512 : index) : i64
    %6126 = llvm.mul %6118, %6125 overflow<nsw, nuw> : i64
    %6127 = llvm.mlir.constant(64 : index) : i64
    %6128 = llvm.mul %6120, %6127 overflow<nsw, nuw> : i64
    %6129 = llvm.add %6126, %6128 overflow<nsw, nuw> : i64
    %6130 = llvm.add %6129, %6122 overflow<nsw, nuw> : i64
    %6131 = llvm.getelementptr inbounds|nuw %6124[%6130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6132 = llvm.load %6131 : !llvm.ptr -> f32
    %6133 = llvm.extractvalue %6117[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6134 = llvm.mlir.constant(512 : index) : i64
    %6135 = llvm.mul %6118, %6134 overflow<nsw, nuw> : i64
    %6136 = llvm.mlir.constant(64 : index) : i64
    %6137 = llvm.mul %6120, %6136 overflow<nsw, nuw> : i64
    %6138 = llvm.add %6135, %6137 overflow<nsw, nuw> : i64
    %6139 = llvm.add %6138, %6122 overflow<nsw, nuw> : i64
    %6140 = llvm.getelementptr inbounds|nuw %6133[%6139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6132, %6140 : f32, !llvm.ptr
    %6141 = llvm.add %6122, %43 : i64
    llvm.br ^bb908(%6141 : i64)
  ^bb910:  // pred: ^bb908
    %6142 = llvm.add %6120, %43 : i64
    llvm.br ^bb906(%6142 : i64)
  ^bb911:  // pred: ^bb906
    %6143 = llvm.add %6118, %43 : i64
    llvm.br ^bb904(%6143 : i64)
  ^bb912:  // pred: ^bb904
    llvm.br ^bb913(%44 : i64)
  ^bb913(%6144: i64):  // 2 preds: ^bb912, ^bb923
    %6145 = llvm.icmp "slt" %6144, %43 : i64
    llvm.cond_br %6145, ^bb914, ^bb924
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%44 : i64)
  ^bb915(%6146: i64):  // 2 preds: ^bb914, ^bb922
    %6147 = llvm.icmp "slt" %6146, %42 : i64
    llvm.cond_br %6147, ^bb916, ^bb923
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%44 : i64)
  ^bb917(%6148: i64):  // 2 preds: ^bb916, ^bb921
    %6149 = llvm.icmp "slt" %6148, %38 : i64
    llvm.cond_br %6149, ^bb918, ^bb922
  ^bb918:  // pred: ^bb917
    llvm.br ^bb919(%44 : i64)
  ^bb919(%6150: i64):  // 2 preds: ^bb918, ^bb920
    %6151 = llvm.icmp "slt" %6150, %41 : i64
    llvm.cond_br %6151, ^bb920, ^bb921
  ^bb920:  // pred: ^bb919
    %6152 = llvm.extractvalue %6030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6153 = llvm.mlir.constant(256 : index) : i64
    %6154 = llvm.mul %6144, %6153 overflow<nsw, nuw> : i64
    %6155 = llvm.mlir.constant(32 : index) : i64
    %6156 = llvm.mul %6146, %6155 overflow<nsw, nuw> : i64
    %6157 = llvm.add %6154, %6156 overflow<nsw, nuw> : i64
    %6158 = llvm.add %6157, %6150 overflow<nsw, nuw> : i64
    %6159 = llvm.getelementptr inbounds|nuw %6152[%6158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6160 = llvm.load %6159 : !llvm.ptr -> f32
    %6161 = llvm.extractvalue %194[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6162 = llvm.mlir.constant(32 : index) : i64
    %6163 = llvm.mul %6148, %6162 overflow<nsw, nuw> : i64
    %6164 = llvm.add %6163, %6150 overflow<nsw, nuw> : i64
    %6165 = llvm.getelementptr inbounds|nuw %6161[%6164] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6166 = llvm.load %6165 : !llvm.ptr -> f32
    %6167 = llvm.extractvalue %6117[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6168 = llvm.mlir.constant(512 : index) : i64
    %6169 = llvm.mul %6144, %6168 overflow<nsw, nuw> : i64
    %6170 = llvm.mlir.constant(64 : index) : i64
    %6171 = llvm.mul %6146, %6170 overflow<nsw, nuw> : i64
    %6172 = llvm.add %6169, %6171 overflow<nsw, nuw> : i64
    %6173 = llvm.add %6172, %6148 overflow<nsw, nuw> : i64
    %6174 = llvm.getelementptr inbounds|nuw %6167[%6173] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6175 = llvm.load %6174 : !llvm.ptr -> f32
    %6176 = llvm.fmul %6160, %6166 : f32
    %6177 = llvm.fadd %6175, %6176 : f32
    %6178 = llvm.extractvalue %6117[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6179 = llvm.mlir.constant(512 : index) : i64
    %6180 = llvm.mul %6144, %6179 overflow<nsw, nuw> : i64
    %6181 = llvm.mlir.constant(64 : index) : i64
    %6182 = llvm.mul %6146, %6181 overflow<nsw, nuw> : i64
    %6183 = llvm.add %6180, %6182 overflow<nsw, nuw> : i64
    %6184 = llvm.add %6183, %6148 overflow<nsw, nuw> : i64
    %6185 = llvm.getelementptr inbounds|nuw %6178[%6184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6177, %6185 : f32, !llvm.ptr
    %6186 = llvm.add %6150, %43 : i64
    llvm.br ^bb919(%6186 : i64)
  ^bb921:  // pred: ^bb919
    %6187 = llvm.add %6148, %43 : i64
    llvm.br ^bb917(%6187 : i64)
  ^bb922:  // pred: ^bb917
    %6188 = llvm.add %6146, %43 : i64
    llvm.br ^bb915(%6188 : i64)
  ^bb923:  // pred: ^bb915
    %6189 = llvm.add %6144, %43 : i64
    llvm.br ^bb913(%6189 : i64)
  ^bb924:  // pred: ^bb913
    %6190 = llvm.mlir.constant(1 : index) : i64
    %6191 = llvm.mlir.constant(8 : index) : i64
    %6192 = llvm.mlir.constant(32 : index) : i64
    %6193 = llvm.mlir.constant(1 : index) : i64
    %6194 = llvm.mlir.constant(256 : index) : i64
    %6195 = llvm.mlir.constant(256 : index) : i64
    %6196 = llvm.mlir.zero : !llvm.ptr
    %6197 = llvm.getelementptr %6196[%6195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6198 = llvm.ptrtoint %6197 : !llvm.ptr to i64
    %6199 = llvm.mlir.constant(64 : index) : i64
    %6200 = llvm.add %6198, %6199 : i64
    %6201 = llvm.call @malloc(%6200) : (i64) -> !llvm.ptr
    %6202 = llvm.ptrtoint %6201 : !llvm.ptr to i64
    %6203 = llvm.mlir.constant(1 : index) : i64
    %6204 = llvm.sub %6199, %6203 : i64
    %6205 = llvm.add %6202, %6204 : i64
    %6206 = llvm.urem %6205, %6199 : i64
    %6207 = llvm.sub %6205, %6206 : i64
    %6208 = llvm.inttoptr %6207 : i64 to !llvm.ptr
    %6209 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6210 = llvm.insertvalue %6201, %6209[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6211 = llvm.insertvalue %6208, %6210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6212 = llvm.mlir.constant(0 : index) : i64
    %6213 = llvm.insertvalue %6212, %6211[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6214 = llvm.insertvalue %6190, %6213[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6215 = llvm.insertvalue %6191, %6214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6216 = llvm.insertvalue %6192, %6215[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6217 = llvm.insertvalue %6194, %6216[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6218 = llvm.insertvalue %6192, %6217[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6219 = llvm.insertvalue %6193, %6218[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb925(%44 : i64)
  ^bb925(%6220: i64):  // 2 preds: ^bb924, ^bb932
    %6221 = llvm.icmp "slt" %6220, %43 : i64
    llvm.cond_br %6221, ^bb926, ^bb933
  ^bb926:  // pred: ^bb925
    llvm.br ^bb927(%44 : i64)
  ^bb927(%6222: i64):  // 2 preds: ^bb926, ^bb931
    %6223 = llvm.icmp "slt" %6222, %42 : i64
    llvm.cond_br %6223, ^bb928, ^bb932
  ^bb928:  // pred: ^bb927
    llvm.br ^bb929(%44 : i64)
  ^bb929(%6224: i64):  // 2 preds: ^bb928, ^bb930
    %6225 = llvm.icmp "slt" %6224, %41 : i64
    llvm.cond_br %6225, ^bb930, ^bb931
  ^bb930:  // pred: ^bb929
    %6226 = llvm.extractvalue %2932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6227 = llvm.mlir.constant(256 : index) : i64
    %6228 = llvm.mul %6220, %6227 overflow<nsw, nuw> : i64
    %6229 = llvm.mlir.constant(32 : index) : i64
    %6230 = llvm.mul %6222, %6229 overflow<nsw, nuw> : i64
    %6231 = llvm.add %6228, %6230 overflow<nsw, nuw> : i64
    %6232 = llvm.add %6231, %6224 overflow<nsw, nuw> : i64
    %6233 = llvm.getelementptr inbounds|nuw %6226[%6232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6234 = llvm.load %6233 : !llvm.ptr -> f32
    %6235 = llvm.extractvalue %6219[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6236 = llvm.mlir.constant(256 : index) : i64
    %6237 = llvm.mul %6220, %6236 overflow<nsw, nuw> : i64
    %6238 = llvm.mlir.constant(32 : index) : i64
    %6239 = llvm.mul %6222, %6238 overflow<nsw, nuw> : i64
    %6240 = llvm.add %6237, %6239 overflow<nsw, nuw> : i64
    %6241 = llvm.add %6240, %6224 overflow<nsw, nuw> : i64
    %6242 = llvm.getelementptr inbounds|nuw %6235[%6241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6234, %6242 : f32, !llvm.ptr
    %6243 = llvm.add %6224, %43 : i64
    llvm.br ^bb929(%6243 : i64)
  ^bb931:  // pred: ^bb929
    %6244 = llvm.add %6222, %43 : i64
    llvm.br ^bb927(%6244 : i64)
  ^bb932:  // pred: ^bb927
    %6245 = llvm.add %6220, %43 : i64
    llvm.br ^bb925(%6245 : i64)
  ^bb933:  // pred: ^bb925
    llvm.br ^bb934(%44 : i64)
  ^bb934(%6246: i64):  // 2 preds: ^bb933, ^bb944
    %6247 = llvm.icmp "slt" %6246, %43 : i64
    llvm.cond_br %6247, ^bb935, ^bb945
  ^bb935:  // pred: ^bb934
    llvm.br ^bb936(%44 : i64)
  ^bb936(%6248: i64):  // 2 preds: ^bb935, ^bb943
    %6249 = llvm.icmp "slt" %6248, %42 : i64
    llvm.cond_br %6249, ^bb937, ^bb944
  ^bb937:  // pred: ^bb936
    llvm.br ^bb938(%44 : i64)
  ^bb938(%6250: i64):  // 2 preds: ^bb937, ^bb942
    %6251 = llvm.icmp "slt" %6250, %41 : i64
    llvm.cond_br %6251, ^bb939, ^bb943
  ^bb939:  // pred: ^bb938
    llvm.br ^bb940(%44 : i64)
  ^bb940(%6252: i64):  // 2 preds: ^bb939, ^bb941
    %6253 = llvm.icmp "slt" %6252, %38 : i64
    llvm.cond_br %6253, ^bb941, ^bb942
  ^bb941:  // pred: ^bb940
    %6254 = llvm.extractvalue %6117[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6255 = llvm.mlir.constant(512 : index) : i64
    %6256 = llvm.mul %6246, %6255 overflow<nsw, nuw> : i64
    %6257 = llvm.mlir.constant(64 : index) : i64
    %6258 = llvm.mul %6248, %6257 overflow<nsw, nuw> : i64
    %6259 = llvm.add %6256, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.add %6259, %6252 overflow<nsw, nuw> : i64
    %6261 = llvm.getelementptr inbounds|nuw %6254[%6260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6262 = llvm.load %6261 : !llvm.ptr -> f32
    %6263 = llvm.extractvalue %174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6264 = llvm.getelementptr inbounds|nuw %6263[%6252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6265 = llvm.load %6264 : !llvm.ptr -> f32
    %6266 = llvm.extractvalue %158[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6267 = llvm.mlir.constant(64 : index) : i64
    %6268 = llvm.mul %6250, %6267 overflow<nsw, nuw> : i64
    %6269 = llvm.add %6268, %6252 overflow<nsw, nuw> : i64
    %6270 = llvm.getelementptr inbounds|nuw %6266[%6269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6271 = llvm.load %6270 : !llvm.ptr -> f32
    %6272 = llvm.extractvalue %6219[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6273 = llvm.mlir.constant(256 : index) : i64
    %6274 = llvm.mul %6246, %6273 overflow<nsw, nuw> : i64
    %6275 = llvm.mlir.constant(32 : index) : i64
    %6276 = llvm.mul %6248, %6275 overflow<nsw, nuw> : i64
    %6277 = llvm.add %6274, %6276 overflow<nsw, nuw> : i64
    %6278 = llvm.add %6277, %6250 overflow<nsw, nuw> : i64
    %6279 = llvm.getelementptr inbounds|nuw %6272[%6278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6280 = llvm.load %6279 : !llvm.ptr -> f32
    %6281 = llvm.fadd %6262, %6265 : f32
    %6282 = llvm.fdiv %6281, %45 : f32
    %6283 = llvm.fcmp "olt" %6282, %51 : f32
    %6284 = llvm.fneg %6282 : f32
    %6285 = llvm.select %6283, %6284, %6282 : i1, f32
    %6286 = llvm.fcmp "olt" %6285, %12 : f32
    %6287 = llvm.select %6286, %37, %33 : i1, f32
    %6288 = llvm.select %6286, %24, %20 : i1, f32
    %6289 = llvm.select %6286, %36, %32 : i1, f32
    %6290 = llvm.select %6286, %23, %19 : i1, f32
    %6291 = llvm.select %6286, %35, %31 : i1, f32
    %6292 = llvm.select %6286, %22, %18 : i1, f32
    %6293 = llvm.select %6286, %34, %30 : i1, f32
    %6294 = llvm.select %6286, %21, %17 : i1, f32
    %6295 = llvm.fcmp "olt" %6285, %11 : f32
    %6296 = llvm.select %6295, %51, %29 : i1, f32
    %6297 = llvm.select %6295, %6287, %28 : i1, f32
    %6298 = llvm.select %6295, %6288, %16 : i1, f32
    %6299 = llvm.select %6295, %6289, %27 : i1, f32
    %6300 = llvm.select %6295, %6290, %15 : i1, f32
    %6301 = llvm.select %6295, %6291, %26 : i1, f32
    %6302 = llvm.select %6295, %6292, %14 : i1, f32
    %6303 = llvm.select %6295, %6293, %25 : i1, f32
    %6304 = llvm.select %6295, %6294, %13 : i1, f32
    %6305 = llvm.select %6295, %51, %53 : i1, f32
    %6306 = llvm.fcmp "ult" %6285, %10 : f32
    %6307 = llvm.fmul %6285, %6303 : f32
    %6308 = llvm.fadd %6307, %6301 : f32
    %6309 = llvm.fmul %6285, %6308 : f32
    %6310 = llvm.fadd %6309, %6299 : f32
    %6311 = llvm.fmul %6285, %6310 : f32
    %6312 = llvm.fadd %6311, %6297 : f32
    %6313 = llvm.fmul %6285, %6312 : f32
    %6314 = llvm.fadd %6313, %6296 : f32
    %6315 = llvm.fmul %6285, %6304 : f32
    %6316 = llvm.fadd %6315, %6302 : f32
    %6317 = llvm.fmul %6285, %6316 : f32
    %6318 = llvm.fadd %6317, %6300 : f32
    %6319 = llvm.fmul %6285, %6318 : f32
    %6320 = llvm.fadd %6319, %6298 : f32
    %6321 = llvm.fmul %6285, %6320 : f32
    %6322 = llvm.fadd %6321, %53 : f32
    %6323 = llvm.fdiv %6314, %6322 : f32
    %6324 = llvm.fadd %6305, %6323 : f32
    %6325 = llvm.select %6306, %6324, %53 : i1, f32
    %6326 = llvm.fneg %6325 : f32
    %6327 = llvm.select %6283, %6326, %6325 : i1, f32
    %6328 = llvm.fadd %6327, %53 : f32
    %6329 = llvm.fmul %6328, %54 : f32
    %6330 = llvm.fmul %6281, %6329 : f32
    %6331 = llvm.fmul %6330, %6271 : f32
    %6332 = llvm.fadd %6280, %6331 : f32
    %6333 = llvm.extractvalue %6219[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6334 = llvm.mlir.constant(256 : index) : i64
    %6335 = llvm.mul %6246, %6334 overflow<nsw, nuw> : i64
    %6336 = llvm.mlir.constant(32 : index) : i64
    %6337 = llvm.mul %6248, %6336 overflow<nsw, nuw> : i64
    %6338 = llvm.add %6335, %6337 overflow<nsw, nuw> : i64
    %6339 = llvm.add %6338, %6250 overflow<nsw, nuw> : i64
    %6340 = llvm.getelementptr inbounds|nuw %6333[%6339] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6332, %6340 : f32, !llvm.ptr
    %6341 = llvm.add %6252, %43 : i64
    llvm.br ^bb940(%6341 : i64)
  ^bb942:  // pred: ^bb940
    %6342 = llvm.add %6250, %43 : i64
    llvm.br ^bb938(%6342 : i64)
  ^bb943:  // pred: ^bb938
    %6343 = llvm.add %6248, %43 : i64
    llvm.br ^bb936(%6343 : i64)
  ^bb944:  // pred: ^bb936
    %6344 = llvm.add %6246, %43 : i64
    llvm.br ^bb934(%6344 : i64)
  ^bb945:  // pred: ^bb934
    %6345 = llvm.mlir.constant(1 : index) : i64
    %6346 = llvm.mlir.constant(8 : index) : i64
    %6347 = llvm.mlir.constant(32 : index) : i64
    %6348 = llvm.mlir.constant(1 : index) : i64
    %6349 = llvm.mlir.constant(256 : index) : i64
    %6350 = llvm.mlir.constant(256 : index) : i64
    %6351 = llvm.mlir.zero : !llvm.ptr
    %6352 = llvm.getelementptr %6351[%6350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6353 = llvm.ptrtoint %6352 : !llvm.ptr to i64
    %6354 = llvm.mlir.constant(64 : index) : i64
    %6355 = llvm.add %6353, %6354 : i64
    %6356 = llvm.call @malloc(%6355) : (i64) -> !llvm.ptr
    %6357 = llvm.ptrtoint %6356 : !llvm.ptr to i64
    %6358 = llvm.mlir.constant(1 : index) : i64
    %6359 = llvm.sub %6354, %6358 : i64
    %6360 = llvm.add %6357, %6359 : i64
    %6361 = llvm.urem %6360, %6354 : i64
    %6362 = llvm.sub %6360, %6361 : i64
    %6363 = llvm.inttoptr %6362 : i64 to !llvm.ptr
    %6364 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6365 = llvm.insertvalue %6356, %6364[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6366 = llvm.insertvalue %6363, %6365[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6367 = llvm.mlir.constant(0 : index) : i64
    %6368 = llvm.insertvalue %6367, %6366[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6369 = llvm.insertvalue %6345, %6368[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6370 = llvm.insertvalue %6346, %6369[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6371 = llvm.insertvalue %6347, %6370[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6372 = llvm.insertvalue %6349, %6371[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6373 = llvm.insertvalue %6347, %6372[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6374 = llvm.insertvalue %6348, %6373[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb946(%44 : i64)
  ^bb946(%6375: i64):  // 2 preds: ^bb945, ^bb953
    %6376 = llvm.icmp "slt" %6375, %43 : i64
    llvm.cond_br %6376, ^bb947, ^bb954
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%44 : i64)
  ^bb948(%6377: i64):  // 2 preds: ^bb947, ^bb952
    %6378 = llvm.icmp "slt" %6377, %42 : i64
    llvm.cond_br %6378, ^bb949, ^bb953
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%44 : i64)
  ^bb950(%6379: i64):  // 2 preds: ^bb949, ^bb951
    %6380 = llvm.icmp "slt" %6379, %41 : i64
    llvm.cond_br %6380, ^bb951, ^bb952
  ^bb951:  // pred: ^bb950
    %6381 = llvm.extractvalue %6219[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6382 = llvm.mlir.constant(256 : index) : i64
    %6383 = llvm.mul %6375, %6382 overflow<nsw, nuw> : i64
    %6384 = llvm.mlir.constant(32 : index) : i64
    %6385 = llvm.mul %6377, %6384 overflow<nsw, nuw> : i64
    %6386 = llvm.add %6383, %6385 overflow<nsw, nuw> : i64
    %6387 = llvm.add %6386, %6379 overflow<nsw, nuw> : i64
    %6388 = llvm.getelementptr inbounds|nuw %6381[%6387] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6389 = llvm.load %6388 : !llvm.ptr -> f32
    %6390 = llvm.extractvalue %138[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6391 = llvm.getelementptr inbounds|nuw %6390[%6379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6392 = llvm.load %6391 : !llvm.ptr -> f32
    %6393 = llvm.extractvalue %6030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6394 = llvm.mlir.constant(256 : index) : i64
    %6395 = llvm.mul %6375, %6394 overflow<nsw, nuw> : i64
    %6396 = llvm.mlir.constant(32 : index) : i64
    %6397 = llvm.mul %6377, %6396 overflow<nsw, nuw> : i64
    %6398 = llvm.add %6395, %6397 overflow<nsw, nuw> : i64
    %6399 = llvm.add %6398, %6379 overflow<nsw, nuw> : i64
    %6400 = llvm.getelementptr inbounds|nuw %6393[%6399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6401 = llvm.load %6400 : !llvm.ptr -> f32
    %6402 = llvm.fadd %6389, %6392 : f32
    %6403 = llvm.fadd %6402, %6401 : f32
    %6404 = llvm.extractvalue %6374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6405 = llvm.mlir.constant(256 : index) : i64
    %6406 = llvm.mul %6375, %6405 overflow<nsw, nuw> : i64
    %6407 = llvm.mlir.constant(32 : index) : i64
    %6408 = llvm.mul %6377, %6407 overflow<nsw, nuw> : i64
    %6409 = llvm.add %6406, %6408 overflow<nsw, nuw> : i64
    %6410 = llvm.add %6409, %6379 overflow<nsw, nuw> : i64
    %6411 = llvm.getelementptr inbounds|nuw %6404[%6410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6403, %6411 : f32, !llvm.ptr
    %6412 = llvm.add %6379, %43 : i64
    llvm.br ^bb950(%6412 : i64)
  ^bb952:  // pred: ^bb950
    %6413 = llvm.add %6377, %43 : i64
    llvm.br ^bb948(%6413 : i64)
  ^bb953:  // pred: ^bb948
    %6414 = llvm.add %6375, %43 : i64
    llvm.br ^bb946(%6414 : i64)
  ^bb954:  // pred: ^bb946
    %6415 = llvm.mlir.constant(1 : index) : i64
    %6416 = llvm.mlir.constant(8 : index) : i64
    %6417 = llvm.mlir.constant(32 : index) : i64
    %6418 = llvm.mlir.constant(1 : index) : i64
    %6419 = llvm.mlir.constant(256 : index) : i64
    %6420 = llvm.mlir.constant(256 : index) : i64
    %6421 = llvm.mlir.zero : !llvm.ptr
    %6422 = llvm.getelementptr %6421[%6420] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6423 = llvm.ptrtoint %6422 : !llvm.ptr to i64
    %6424 = llvm.mlir.constant(64 : index) : i64
    %6425 = llvm.add %6423, %6424 : i64
    %6426 = llvm.call @malloc(%6425) : (i64) -> !llvm.ptr
    %6427 = llvm.ptrtoint %6426 : !llvm.ptr to i64
    %6428 = llvm.mlir.constant(1 : index) : i64
    %6429 = llvm.sub %6424, %6428 : i64
    %6430 = llvm.add %6427, %6429 : i64
    %6431 = llvm.urem %6430, %6424 : i64
    %6432 = llvm.sub %6430, %6431 : i64
    %6433 = llvm.inttoptr %6432 : i64 to !llvm.ptr
    %6434 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6435 = llvm.insertvalue %6426, %6434[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6436 = llvm.insertvalue %6433, %6435[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6437 = llvm.mlir.constant(0 : index) : i64
    %6438 = llvm.insertvalue %6437, %6436[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6439 = llvm.insertvalue %6415, %6438[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6440 = llvm.insertvalue %6416, %6439[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6441 = llvm.insertvalue %6417, %6440[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6442 = llvm.insertvalue %6419, %6441[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6443 = llvm.insertvalue %6417, %6442[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6444 = llvm.insertvalue %6418, %6443[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb955(%44 : i64)
  ^bb955(%6445: i64):  // 2 preds: ^bb954, ^bb962
    %6446 = llvm.icmp "slt" %6445, %43 : i64
    llvm.cond_br %6446, ^bb956, ^bb963
  ^bb956:  // pred: ^bb955
    llvm.br ^bb957(%44 : i64)
  ^bb957(%6447: i64):  // 2 preds: ^bb956, ^bb961
    %6448 = llvm.icmp "slt" %6447, %42 : i64
    llvm.cond_br %6448, ^bb958, ^bb962
  ^bb958:  // pred: ^bb957
    llvm.br ^bb959(%44 : i64)
  ^bb959(%6449: i64):  // 2 preds: ^bb958, ^bb960
    %6450 = llvm.icmp "slt" %6449, %41 : i64
    llvm.cond_br %6450, ^bb960, ^bb961
  ^bb960:  // pred: ^bb959
    %6451 = llvm.extractvalue %6374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6452 = llvm.mlir.constant(256 : index) : i64
    %6453 = llvm.mul %6445, %6452 overflow<nsw, nuw> : i64
    %6454 = llvm.mlir.constant(32 : index) : i64
    %6455 = llvm.mul %6447, %6454 overflow<nsw, nuw> : i64
    %6456 = llvm.add %6453, %6455 overflow<nsw, nuw> : i64
    %6457 = llvm.add %6456, %6449 overflow<nsw, nuw> : i64
    %6458 = llvm.getelementptr inbounds|nuw %6451[%6457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6459 = llvm.load %6458 : !llvm.ptr -> f32
    %6460 = llvm.fpext %6459 : f32 to f64
    %6461 = llvm.extractvalue %6444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6462 = llvm.mlir.constant(256 : index) : i64
    %6463 = llvm.mul %6445, %6462 overflow<nsw, nuw> : i64
    %6464 = llvm.mlir.constant(32 : index) : i64
    %6465 = llvm.mul %6447, %6464 overflow<nsw, nuw> : i64
    %6466 = llvm.add %6463, %6465 overflow<nsw, nuw> : i64
    %6467 = llvm.add %6466, %6449 overflow<nsw, nuw> : i64
    %6468 = llvm.getelementptr inbounds|nuw %6461[%6467] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6460, %6468 : f64, !llvm.ptr
    %6469 = llvm.add %6449, %43 : i64
    llvm.br ^bb959(%6469 : i64)
  ^bb961:  // pred: ^bb959
    %6470 = llvm.add %6447, %43 : i64
    llvm.br ^bb957(%6470 : i64)
  ^bb962:  // pred: ^bb957
    %6471 = llvm.add %6445, %43 : i64
    llvm.br ^bb955(%6471 : i64)
  ^bb963:  // pred: ^bb955
    %6472 = llvm.mlir.constant(1 : index) : i64
    %6473 = llvm.mlir.constant(8 : index) : i64
    %6474 = llvm.mlir.constant(1 : index) : i64
    %6475 = llvm.mlir.constant(1 : index) : i64
    %6476 = llvm.mlir.constant(8 : index) : i64
    %6477 = llvm.mlir.zero : !llvm.ptr
    %6478 = llvm.getelementptr %6477[%6476] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6479 = llvm.ptrtoint %6478 : !llvm.ptr to i64
    %6480 = llvm.mlir.constant(64 : index) : i64
    %6481 = llvm.add %6479, %6480 : i64
    %6482 = llvm.call @malloc(%6481) : (i64) -> !llvm.ptr
    %6483 = llvm.ptrtoint %6482 : !llvm.ptr to i64
    %6484 = llvm.mlir.constant(1 : index) : i64
    %6485 = llvm.sub %6480, %6484 : i64
    %6486 = llvm.add %6483, %6485 : i64
    %6487 = llvm.urem %6486, %6480 : i64
    %6488 = llvm.sub %6486, %6487 : i64
    %6489 = llvm.inttoptr %6488 : i64 to !llvm.ptr
    %6490 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6491 = llvm.insertvalue %6482, %6490[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6492 = llvm.insertvalue %6489, %6491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6493 = llvm.mlir.constant(0 : index) : i64
    %6494 = llvm.insertvalue %6493, %6492[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6495 = llvm.insertvalue %6472, %6494[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6496 = llvm.insertvalue %6473, %6495[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6497 = llvm.insertvalue %6474, %6496[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6498 = llvm.insertvalue %6473, %6497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6499 = llvm.insertvalue %6474, %6498[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6500 = llvm.insertvalue %6475, %6499[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb964(%44 : i64)
  ^bb964(%6501: i64):  // 2 preds: ^bb963, ^bb971
    %6502 = llvm.icmp "slt" %6501, %43 : i64
    llvm.cond_br %6502, ^bb965, ^bb972
  ^bb965:  // pred: ^bb964
    llvm.br ^bb966(%44 : i64)
  ^bb966(%6503: i64):  // 2 preds: ^bb965, ^bb970
    %6504 = llvm.icmp "slt" %6503, %42 : i64
    llvm.cond_br %6504, ^bb967, ^bb971
  ^bb967:  // pred: ^bb966
    llvm.br ^bb968(%44 : i64)
  ^bb968(%6505: i64):  // 2 preds: ^bb967, ^bb969
    %6506 = llvm.icmp "slt" %6505, %43 : i64
    llvm.cond_br %6506, ^bb969, ^bb970
  ^bb969:  // pred: ^bb968
    %6507 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6508 = llvm.mlir.constant(8 : index) : i64
    %6509 = llvm.mul %6501, %6508 overflow<nsw, nuw> : i64
    %6510 = llvm.add %6509, %6503 overflow<nsw, nuw> : i64
    %6511 = llvm.add %6510, %6505 overflow<nsw, nuw> : i64
    %6512 = llvm.getelementptr inbounds|nuw %6507[%6511] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6513 = llvm.load %6512 : !llvm.ptr -> f64
    %6514 = llvm.extractvalue %6500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6515 = llvm.mlir.constant(8 : index) : i64
    %6516 = llvm.mul %6501, %6515 overflow<nsw, nuw> : i64
    %6517 = llvm.add %6516, %6503 overflow<nsw, nuw> : i64
    %6518 = llvm.add %6517, %6505 overflow<nsw, nuw> : i64
    %6519 = llvm.getelementptr inbounds|nuw %6514[%6518] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6513, %6519 : f64, !llvm.ptr
    %6520 = llvm.add %6505, %43 : i64
    llvm.br ^bb968(%6520 : i64)
  ^bb970:  // pred: ^bb968
    %6521 = llvm.add %6503, %43 : i64
    llvm.br ^bb966(%6521 : i64)
  ^bb971:  // pred: ^bb966
    %6522 = llvm.add %6501, %43 : i64
    llvm.br ^bb964(%6522 : i64)
  ^bb972:  // pred: ^bb964
    llvm.br ^bb973(%44 : i64)
  ^bb973(%6523: i64):  // 2 preds: ^bb972, ^bb980
    %6524 = llvm.icmp "slt" %6523, %43 : i64
    llvm.cond_br %6524, ^bb974, ^bb981
  ^bb974:  // pred: ^bb973
    llvm.br ^bb975(%44 : i64)
  ^bb975(%6525: i64):  // 2 preds: ^bb974, ^bb979
    %6526 = llvm.icmp "slt" %6525, %42 : i64
    llvm.cond_br %6526, ^bb976, ^bb980
  ^bb976:  // pred: ^bb975
    llvm.br ^bb977(%44 : i64)
  ^bb977(%6527: i64):  // 2 preds: ^bb976, ^bb978
    %6528 = llvm.icmp "slt" %6527, %41 : i64
    llvm.cond_br %6528, ^bb978, ^bb979
  ^bb978:  // pred: ^bb977
    %6529 = llvm.extractvalue %6444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6530 = llvm.mlir.constant(256 : index) : i64
    %6531 = llvm.mul %6523, %6530 overflow<nsw, nuw> : i64
    %6532 = llvm.mlir.constant(32 : index) : i64
    %6533 = llvm.mul %6525, %6532 overflow<nsw, nuw> : i64
    %6534 = llvm.add %6531, %6533 overflow<nsw, nuw> : i64
    %6535 = llvm.add %6534, %6527 overflow<nsw, nuw> : i64
    %6536 = llvm.getelementptr inbounds|nuw %6529[%6535] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6537 = llvm.load %6536 : !llvm.ptr -> f64
    %6538 = llvm.extractvalue %6500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6539 = llvm.mlir.constant(8 : index) : i64
    %6540 = llvm.mul %6523, %6539 overflow<nsw, nuw> : i64
    %6541 = llvm.add %6540, %6525 overflow<nsw, nuw> : i64
    %6542 = llvm.add %6541, %44 overflow<nsw, nuw> : i64
    %6543 = llvm.getelementptr inbounds|nuw %6538[%6542] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6544 = llvm.load %6543 : !llvm.ptr -> f64
    %6545 = llvm.fadd %6537, %6544 : f64
    %6546 = llvm.extractvalue %6500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6547 = llvm.mlir.constant(8 : index) : i64
    %6548 = llvm.mul %6523, %6547 overflow<nsw, nuw> : i64
    %6549 = llvm.add %6548, %6525 overflow<nsw, nuw> : i64
    %6550 = llvm.add %6549, %44 overflow<nsw, nuw> : i64
    %6551 = llvm.getelementptr inbounds|nuw %6546[%6550] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6545, %6551 : f64, !llvm.ptr
    %6552 = llvm.add %6527, %43 : i64
    llvm.br ^bb977(%6552 : i64)
  ^bb979:  // pred: ^bb977
    %6553 = llvm.add %6525, %43 : i64
    llvm.br ^bb975(%6553 : i64)
  ^bb980:  // pred: ^bb975
    %6554 = llvm.add %6523, %43 : i64
    llvm.br ^bb973(%6554 : i64)
  ^bb981:  // pred: ^bb973
    %6555 = llvm.mlir.constant(1 : index) : i64
    %6556 = llvm.mlir.constant(8 : index) : i64
    %6557 = llvm.mlir.constant(1 : index) : i64
    %6558 = llvm.mlir.constant(1 : index) : i64
    %6559 = llvm.mlir.constant(8 : index) : i64
    %6560 = llvm.mlir.zero : !llvm.ptr
    %6561 = llvm.getelementptr %6560[%6559] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6562 = llvm.ptrtoint %6561 : !llvm.ptr to i64
    %6563 = llvm.mlir.constant(64 : index) : i64
    %6564 = llvm.add %6562, %6563 : i64
    %6565 = llvm.call @malloc(%6564) : (i64) -> !llvm.ptr
    %6566 = llvm.ptrtoint %6565 : !llvm.ptr to i64
    %6567 = llvm.mlir.constant(1 : index) : i64
    %6568 = llvm.sub %6563, %6567 : i64
    %6569 = llvm.add %6566, %6568 : i64
    %6570 = llvm.urem %6569, %6563 : i64
    %6571 = llvm.sub %6569, %6570 : i64
    %6572 = llvm.inttoptr %6571 : i64 to !llvm.ptr
    %6573 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6574 = llvm.insertvalue %6565, %6573[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6575 = llvm.insertvalue %6572, %6574[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6576 = llvm.mlir.constant(0 : index) : i64
    %6577 = llvm.insertvalue %6576, %6575[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6578 = llvm.insertvalue %6555, %6577[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6579 = llvm.insertvalue %6556, %6578[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6580 = llvm.insertvalue %6557, %6579[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6581 = llvm.insertvalue %6556, %6580[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6582 = llvm.insertvalue %6557, %6581[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6583 = llvm.insertvalue %6558, %6582[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb982(%44 : i64)
  ^bb982(%6584: i64):  // 2 preds: ^bb981, ^bb989
    %6585 = llvm.icmp "slt" %6584, %43 : i64
    llvm.cond_br %6585, ^bb983, ^bb990
  ^bb983:  // pred: ^bb982
    llvm.br ^bb984(%44 : i64)
  ^bb984(%6586: i64):  // 2 preds: ^bb983, ^bb988
    %6587 = llvm.icmp "slt" %6586, %42 : i64
    llvm.cond_br %6587, ^bb985, ^bb989
  ^bb985:  // pred: ^bb984
    llvm.br ^bb986(%44 : i64)
  ^bb986(%6588: i64):  // 2 preds: ^bb985, ^bb987
    %6589 = llvm.icmp "slt" %6588, %43 : i64
    llvm.cond_br %6589, ^bb987, ^bb988
  ^bb987:  // pred: ^bb986
    %6590 = llvm.extractvalue %983[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6591 = llvm.mlir.constant(8 : index) : i64
    %6592 = llvm.mul %6584, %6591 overflow<nsw, nuw> : i64
    %6593 = llvm.add %6592, %6586 overflow<nsw, nuw> : i64
    %6594 = llvm.add %6593, %6588 overflow<nsw, nuw> : i64
    %6595 = llvm.getelementptr inbounds|nuw %6590[%6594] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6596 = llvm.load %6595 : !llvm.ptr -> f64
    %6597 = llvm.extractvalue %6583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6598 = llvm.mlir.constant(8 : index) : i64
    %6599 = llvm.mul %6584, %6598 overflow<nsw, nuw> : i64
    %6600 = llvm.add %6599, %6586 overflow<nsw, nuw> : i64
    %6601 = llvm.add %6600, %6588 overflow<nsw, nuw> : i64
    %6602 = llvm.getelementptr inbounds|nuw %6597[%6601] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6596, %6602 : f64, !llvm.ptr
    %6603 = llvm.add %6588, %43 : i64
    llvm.br ^bb986(%6603 : i64)
  ^bb988:  // pred: ^bb986
    %6604 = llvm.add %6586, %43 : i64
    llvm.br ^bb984(%6604 : i64)
  ^bb989:  // pred: ^bb984
    %6605 = llvm.add %6584, %43 : i64
    llvm.br ^bb982(%6605 : i64)
  ^bb990:  // pred: ^bb982
    llvm.br ^bb991(%44 : i64)
  ^bb991(%6606: i64):  // 2 preds: ^bb990, ^bb998
    %6607 = llvm.icmp "slt" %6606, %43 : i64
    llvm.cond_br %6607, ^bb992, ^bb999
  ^bb992:  // pred: ^bb991
    llvm.br ^bb993(%44 : i64)
  ^bb993(%6608: i64):  // 2 preds: ^bb992, ^bb997
    %6609 = llvm.icmp "slt" %6608, %42 : i64
    llvm.cond_br %6609, ^bb994, ^bb998
  ^bb994:  // pred: ^bb993
    llvm.br ^bb995(%44 : i64)
  ^bb995(%6610: i64):  // 2 preds: ^bb994, ^bb996
    %6611 = llvm.icmp "slt" %6610, %41 : i64
    llvm.cond_br %6611, ^bb996, ^bb997
  ^bb996:  // pred: ^bb995
    %6612 = llvm.extractvalue %6444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6613 = llvm.mlir.constant(256 : index) : i64
    %6614 = llvm.mul %6606, %6613 overflow<nsw, nuw> : i64
    %6615 = llvm.mlir.constant(32 : index) : i64
    %6616 = llvm.mul %6608, %6615 overflow<nsw, nuw> : i64
    %6617 = llvm.add %6614, %6616 overflow<nsw, nuw> : i64
    %6618 = llvm.add %6617, %6610 overflow<nsw, nuw> : i64
    %6619 = llvm.getelementptr inbounds|nuw %6612[%6618] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6620 = llvm.load %6619 : !llvm.ptr -> f64
    %6621 = llvm.extractvalue %6500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6622 = llvm.mlir.constant(8 : index) : i64
    %6623 = llvm.mul %6606, %6622 overflow<nsw, nuw> : i64
    %6624 = llvm.add %6623, %6608 overflow<nsw, nuw> : i64
    %6625 = llvm.add %6624, %44 overflow<nsw, nuw> : i64
    %6626 = llvm.getelementptr inbounds|nuw %6621[%6625] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6627 = llvm.load %6626 : !llvm.ptr -> f64
    %6628 = llvm.extractvalue %6583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6629 = llvm.mlir.constant(8 : index) : i64
    %6630 = llvm.mul %6606, %6629 overflow<nsw, nuw> : i64
    %6631 = llvm.add %6630, %6608 overflow<nsw, nuw> : i64
    %6632 = llvm.add %6631, %44 overflow<nsw, nuw> : i64
    %6633 = llvm.getelementptr inbounds|nuw %6628[%6632] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6634 = llvm.load %6633 : !llvm.ptr -> f64
    %6635 = llvm.fdiv %6627, %48 : f64
    %6636 = llvm.fsub %6620, %6635 : f64
    %6637 = llvm.fmul %6636, %6636 : f64
    %6638 = llvm.fadd %6637, %6634 : f64
    %6639 = llvm.extractvalue %6583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6640 = llvm.mlir.constant(8 : index) : i64
    %6641 = llvm.mul %6606, %6640 overflow<nsw, nuw> : i64
    %6642 = llvm.add %6641, %6608 overflow<nsw, nuw> : i64
    %6643 = llvm.add %6642, %44 overflow<nsw, nuw> : i64
    %6644 = llvm.getelementptr inbounds|nuw %6639[%6643] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6638, %6644 : f64, !llvm.ptr
    %6645 = llvm.add %6610, %43 : i64
    llvm.br ^bb995(%6645 : i64)
  ^bb997:  // pred: ^bb995
    %6646 = llvm.add %6608, %43 : i64
    llvm.br ^bb993(%6646 : i64)
  ^bb998:  // pred: ^bb993
    %6647 = llvm.add %6606, %43 : i64
    llvm.br ^bb991(%6647 : i64)
  ^bb999:  // pred: ^bb991
    %6648 = llvm.mlir.constant(1 : index) : i64
    %6649 = llvm.mlir.constant(8 : index) : i64
    %6650 = llvm.mlir.constant(1 : index) : i64
    %6651 = llvm.mlir.constant(1 : index) : i64
    %6652 = llvm.mlir.constant(8 : index) : i64
    %6653 = llvm.mlir.zero : !llvm.ptr
    %6654 = llvm.getelementptr %6653[%6652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6655 = llvm.ptrtoint %6654 : !llvm.ptr to i64
    %6656 = llvm.mlir.constant(64 : index) : i64
    %6657 = llvm.add %6655, %6656 : i64
    %6658 = llvm.call @malloc(%6657) : (i64) -> !llvm.ptr
    %6659 = llvm.ptrtoint %6658 : !llvm.ptr to i64
    %6660 = llvm.mlir.constant(1 : index) : i64
    %6661 = llvm.sub %6656, %6660 : i64
    %6662 = llvm.add %6659, %6661 : i64
    %6663 = llvm.urem %6662, %6656 : i64
    %6664 = llvm.sub %6662, %6663 : i64
    %6665 = llvm.inttoptr %6664 : i64 to !llvm.ptr
    %6666 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6667 = llvm.insertvalue %6658, %6666[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6668 = llvm.insertvalue %6665, %6667[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6669 = llvm.mlir.constant(0 : index) : i64
    %6670 = llvm.insertvalue %6669, %6668[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6671 = llvm.insertvalue %6648, %6670[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6672 = llvm.insertvalue %6649, %6671[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6673 = llvm.insertvalue %6650, %6672[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6674 = llvm.insertvalue %6649, %6673[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6675 = llvm.insertvalue %6650, %6674[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6676 = llvm.insertvalue %6651, %6675[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1000(%44 : i64)
  ^bb1000(%6677: i64):  // 2 preds: ^bb999, ^bb1007
    %6678 = llvm.icmp "slt" %6677, %43 : i64
    llvm.cond_br %6678, ^bb1001, ^bb1008
  ^bb1001:  // pred: ^bb1000
    llvm.br ^bb1002(%44 : i64)
  ^bb1002(%6679: i64):  // 2 preds: ^bb1001, ^bb1006
    %6680 = llvm.icmp "slt" %6679, %42 : i64
    llvm.cond_br %6680, ^bb1003, ^bb1007
  ^bb1003:  // pred: ^bb1002
    llvm.br ^bb1004(%44 : i64)
  ^bb1004(%6681: i64):  // 2 preds: ^bb1003, ^bb1005
    %6682 = llvm.icmp "slt" %6681, %43 : i64
    llvm.cond_br %6682, ^bb1005, ^bb1006
  ^bb1005:  // pred: ^bb1004
    %6683 = llvm.extractvalue %1203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6684 = llvm.mlir.constant(8 : index) : i64
    %6685 = llvm.mul %6677, %6684 overflow<nsw, nuw> : i64
    %6686 = llvm.add %6685, %6679 overflow<nsw, nuw> : i64
    %6687 = llvm.add %6686, %6681 overflow<nsw, nuw> : i64
    %6688 = llvm.getelementptr inbounds|nuw %6683[%6687] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6689 = llvm.load %6688 : !llvm.ptr -> f32
    %6690 = llvm.extractvalue %6676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6691 = llvm.mlir.constant(8 : index) : i64
    %6692 = llvm.mul %6677, %6691 overflow<nsw, nuw> : i64
    %6693 = llvm.add %6692, %6679 overflow<nsw, nuw> : i64
    %6694 = llvm.add %6693, %6681 overflow<nsw, nuw> : i64
    %6695 = llvm.getelementptr inbounds|nuw %6690[%6694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6689, %6695 : f32, !llvm.ptr
    %6696 = llvm.add %6681, %43 : i64
    llvm.br ^bb1004(%6696 : i64)
  ^bb1006:  // pred: ^bb1004
    %6697 = llvm.add %6679, %43 : i64
    llvm.br ^bb1002(%6697 : i64)
  ^bb1007:  // pred: ^bb1002
    %6698 = llvm.add %6677, %43 : i64
    llvm.br ^bb1000(%6698 : i64)
  ^bb1008:  // pred: ^bb1000
    llvm.br ^bb1009(%44 : i64)
  ^bb1009(%6699: i64):  // 2 preds: ^bb1008, ^bb1016
    %6700 = llvm.icmp "slt" %6699, %43 : i64
    llvm.cond_br %6700, ^bb1010, ^bb1017
  ^bb1010:  // pred: ^bb1009
    llvm.br ^bb1011(%44 : i64)
  ^bb1011(%6701: i64):  // 2 preds: ^bb1010, ^bb1015
    %6702 = llvm.icmp "slt" %6701, %42 : i64
    llvm.cond_br %6702, ^bb1012, ^bb1016
  ^bb1012:  // pred: ^bb1011
    llvm.br ^bb1013(%44 : i64)
  ^bb1013(%6703: i64):  // 2 preds: ^bb1012, ^bb1014
    %6704 = llvm.icmp "slt" %6703, %41 : i64
    llvm.cond_br %6704, ^bb1014, ^bb1015
  ^bb1014:  // pred: ^bb1013
    %6705 = llvm.extractvalue %6374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6706 = llvm.mlir.constant(256 : index) : i64
    %6707 = llvm.mul %6699, %6706 overflow<nsw, nuw> : i64
    %6708 = llvm.mlir.constant(32 : index) : i64
    %6709 = llvm.mul %6701, %6708 overflow<nsw, nuw> : i64
    %6710 = llvm.add %6707, %6709 overflow<nsw, nuw> : i64
    %6711 = llvm.add %6710, %6703 overflow<nsw, nuw> : i64
    %6712 = llvm.getelementptr inbounds|nuw %6705[%6711] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6713 = llvm.load %6712 : !llvm.ptr -> f32
    %6714 = llvm.extractvalue %6676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6715 = llvm.mlir.constant(8 : index) : i64
    %6716 = llvm.mul %6699, %6715 overflow<nsw, nuw> : i64
    %6717 = llvm.add %6716, %6701 overflow<nsw, nuw> : i64
    %6718 = llvm.add %6717, %44 overflow<nsw, nuw> : i64
    %6719 = llvm.getelementptr inbounds|nuw %6714[%6718] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6720 = llvm.load %6719 : !llvm.ptr -> f32
    %6721 = llvm.fadd %6713, %6720 : f32
    %6722 = llvm.extractvalue %6676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6723 = llvm.mlir.constant(8 : index) : i64
    %6724 = llvm.mul %6699, %6723 overflow<nsw, nuw> : i64
    %6725 = llvm.add %6724, %6701 overflow<nsw, nuw> : i64
    %6726 = llvm.add %6725, %44 overflow<nsw, nuw> : i64
    %6727 = llvm.getelementptr inbounds|nuw %6722[%6726] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6721, %6727 : f32, !llvm.ptr
    %6728 = llvm.add %6703, %43 : i64
    llvm.br ^bb1013(%6728 : i64)
  ^bb1015:  // pred: ^bb1013
    %6729 = llvm.add %6701, %43 : i64
    llvm.br ^bb1011(%6729 : i64)
  ^bb1016:  // pred: ^bb1011
    %6730 = llvm.add %6699, %43 : i64
    llvm.br ^bb1009(%6730 : i64)
  ^bb1017:  // pred: ^bb1009
    %6731 = llvm.mlir.constant(1 : index) : i64
    %6732 = llvm.mlir.constant(8 : index) : i64
    %6733 = llvm.mlir.constant(32 : index) : i64
    %6734 = llvm.mlir.constant(1 : index) : i64
    %6735 = llvm.mlir.constant(256 : index) : i64
    %6736 = llvm.mlir.constant(256 : index) : i64
    %6737 = llvm.mlir.zero : !llvm.ptr
    %6738 = llvm.getelementptr %6737[%6736] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6739 = llvm.ptrtoint %6738 : !llvm.ptr to i64
    %6740 = llvm.mlir.constant(64 : index) : i64
    %6741 = llvm.add %6739, %6740 : i64
    %6742 = llvm.call @malloc(%6741) : (i64) -> !llvm.ptr
    %6743 = llvm.ptrtoint %6742 : !llvm.ptr to i64
    %6744 = llvm.mlir.constant(1 : index) : i64
    %6745 = llvm.sub %6740, %6744 : i64
    %6746 = llvm.add %6743, %6745 : i64
    %6747 = llvm.urem %6746, %6740 : i64
    %6748 = llvm.sub %6746, %6747 : i64
    %6749 = llvm.inttoptr %6748 : i64 to !llvm.ptr
    %6750 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6751 = llvm.insertvalue %6742, %6750[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6752 = llvm.insertvalue %6749, %6751[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6753 = llvm.mlir.constant(0 : index) : i64
    %6754 = llvm.insertvalue %6753, %6752[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6755 = llvm.insertvalue %6731, %6754[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6756 = llvm.insertvalue %6732, %6755[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6757 = llvm.insertvalue %6733, %6756[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6758 = llvm.insertvalue %6735, %6757[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6759 = llvm.insertvalue %6733, %6758[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6760 = llvm.insertvalue %6734, %6759[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1018(%44 : i64)
  ^bb1018(%6761: i64):  // 2 preds: ^bb1017, ^bb1025
    %6762 = llvm.icmp "slt" %6761, %43 : i64
    llvm.cond_br %6762, ^bb1019, ^bb1026
  ^bb1019:  // pred: ^bb1018
    llvm.br ^bb1020(%44 : i64)
  ^bb1020(%6763: i64):  // 2 preds: ^bb1019, ^bb1024
    %6764 = llvm.icmp "slt" %6763, %42 : i64
    llvm.cond_br %6764, ^bb1021, ^bb1025
  ^bb1021:  // pred: ^bb1020
    llvm.br ^bb1022(%44 : i64)
  ^bb1022(%6765: i64):  // 2 preds: ^bb1021, ^bb1023
    %6766 = llvm.icmp "slt" %6765, %41 : i64
    llvm.cond_br %6766, ^bb1023, ^bb1024
  ^bb1023:  // pred: ^bb1022
    %6767 = llvm.extractvalue %6374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6768 = llvm.mlir.constant(256 : index) : i64
    %6769 = llvm.mul %6761, %6768 overflow<nsw, nuw> : i64
    %6770 = llvm.mlir.constant(32 : index) : i64
    %6771 = llvm.mul %6763, %6770 overflow<nsw, nuw> : i64
    %6772 = llvm.add %6769, %6771 overflow<nsw, nuw> : i64
    %6773 = llvm.add %6772, %6765 overflow<nsw, nuw> : i64
    %6774 = llvm.getelementptr inbounds|nuw %6767[%6773] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6775 = llvm.load %6774 : !llvm.ptr -> f32
    %6776 = llvm.extractvalue %6676[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6777 = llvm.mlir.constant(8 : index) : i64
    %6778 = llvm.mul %6761, %6777 overflow<nsw, nuw> : i64
    %6779 = llvm.add %6778, %6763 overflow<nsw, nuw> : i64
    %6780 = llvm.add %6779, %44 overflow<nsw, nuw> : i64
    %6781 = llvm.getelementptr inbounds|nuw %6776[%6780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6782 = llvm.load %6781 : !llvm.ptr -> f32
    %6783 = llvm.extractvalue %6583[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6784 = llvm.mlir.constant(8 : index) : i64
    %6785 = llvm.mul %6761, %6784 overflow<nsw, nuw> : i64
    %6786 = llvm.add %6785, %6763 overflow<nsw, nuw> : i64
    %6787 = llvm.add %6786, %44 overflow<nsw, nuw> : i64
    %6788 = llvm.getelementptr inbounds|nuw %6783[%6787] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6789 = llvm.load %6788 : !llvm.ptr -> f64
    %6790 = llvm.extractvalue %122[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6791 = llvm.getelementptr inbounds|nuw %6790[%6765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6792 = llvm.load %6791 : !llvm.ptr -> f32
    %6793 = llvm.extractvalue %106[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6794 = llvm.getelementptr inbounds|nuw %6793[%6765] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6795 = llvm.load %6794 : !llvm.ptr -> f32
    %6796 = llvm.fdiv %6789, %48 : f64
    %6797 = llvm.fptrunc %6796 : f64 to f32
    %6798 = llvm.fptrunc %49 : f64 to f32
    %6799 = llvm.fadd %6797, %6798 : f32
    %6800 = llvm.intr.sqrt(%6799) : (f32) -> f32
    %6801 = llvm.fdiv %53, %6800 : f32
    %6802 = llvm.fdiv %6782, %47 : f32
    %6803 = llvm.fsub %6775, %6802 : f32
    %6804 = llvm.fmul %6803, %6801 : f32
    %6805 = llvm.fmul %6804, %6792 : f32
    %6806 = llvm.fadd %6805, %6795 : f32
    %6807 = llvm.extractvalue %6760[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6808 = llvm.mlir.constant(256 : index) : i64
    %6809 = llvm.mul %6761, %6808 overflow<nsw, nuw> : i64
    %6810 = llvm.mlir.constant(32 : index) : i64
    %6811 = llvm.mul %6763, %6810 overflow<nsw, nuw> : i64
    %6812 = llvm.add %6809, %6811 overflow<nsw, nuw> : i64
    %6813 = llvm.add %6812, %6765 overflow<nsw, nuw> : i64
    %6814 = llvm.getelementptr inbounds|nuw %6807[%6813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6806, %6814 : f32, !llvm.ptr
    %6815 = llvm.add %6765, %43 : i64
    llvm.br ^bb1022(%6815 : i64)
  ^bb1024:  // pred: ^bb1022
    %6816 = llvm.add %6763, %43 : i64
    llvm.br ^bb1020(%6816 : i64)
  ^bb1025:  // pred: ^bb1020
    %6817 = llvm.add %6761, %43 : i64
    llvm.br ^bb1018(%6817 : i64)
  ^bb1026:  // pred: ^bb1018
    %6818 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6819 = llvm.extractvalue %6760[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6820 = llvm.extractvalue %6760[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6821 = llvm.insertvalue %6819, %6818[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6822 = llvm.insertvalue %6820, %6821[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6823 = llvm.mlir.constant(0 : index) : i64
    %6824 = llvm.insertvalue %6823, %6822[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6825 = llvm.mlir.constant(1 : index) : i64
    %6826 = llvm.insertvalue %6825, %6824[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6827 = llvm.mlir.constant(256 : index) : i64
    %6828 = llvm.insertvalue %6827, %6826[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6829 = llvm.mlir.constant(1 : index) : i64
    %6830 = llvm.insertvalue %6829, %6828[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6831 = llvm.mlir.constant(32 : index) : i64
    %6832 = llvm.insertvalue %6831, %6830[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6833 = llvm.mlir.constant(32 : index) : i64
    %6834 = llvm.insertvalue %6833, %6832[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6835 = llvm.mlir.constant(1 : index) : i64
    %6836 = llvm.insertvalue %6835, %6834[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6837 = llvm.mlir.constant(1 : index) : i64
    %6838 = llvm.mlir.constant(1 : index) : i64
    %6839 = llvm.mlir.constant(32 : index) : i64
    %6840 = llvm.mlir.constant(1 : index) : i64
    %6841 = llvm.mlir.constant(32 : index) : i64
    %6842 = llvm.mlir.constant(32 : index) : i64
    %6843 = llvm.mlir.zero : !llvm.ptr
    %6844 = llvm.getelementptr %6843[%6842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6845 = llvm.ptrtoint %6844 : !llvm.ptr to i64
    %6846 = llvm.mlir.constant(64 : index) : i64
    %6847 = llvm.add %6845, %6846 : i64
    %6848 = llvm.call @malloc(%6847) : (i64) -> !llvm.ptr
    %6849 = llvm.ptrtoint %6848 : !llvm.ptr to i64
    %6850 = llvm.mlir.constant(1 : index) : i64
    %6851 = llvm.sub %6846, %6850 : i64
    %6852 = llvm.add %6849, %6851 : i64
    %6853 = llvm.urem %6852, %6846 : i64
    %6854 = llvm.sub %6852, %6853 : i64
    %6855 = llvm.inttoptr %6854 : i64 to !llvm.ptr
    %6856 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6857 = llvm.insertvalue %6848, %6856[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6858 = llvm.insertvalue %6855, %6857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6859 = llvm.mlir.constant(0 : index) : i64
    %6860 = llvm.insertvalue %6859, %6858[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6861 = llvm.insertvalue %6837, %6860[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6862 = llvm.insertvalue %6838, %6861[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6863 = llvm.insertvalue %6839, %6862[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6864 = llvm.insertvalue %6841, %6863[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6865 = llvm.insertvalue %6839, %6864[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6866 = llvm.insertvalue %6840, %6865[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1027(%44 : i64)
  ^bb1027(%6867: i64):  // 2 preds: ^bb1026, ^bb1034
    %6868 = llvm.icmp "slt" %6867, %43 : i64
    llvm.cond_br %6868, ^bb1028, ^bb1035
  ^bb1028:  // pred: ^bb1027
    llvm.br ^bb1029(%44 : i64)
  ^bb1029(%6869: i64):  // 2 preds: ^bb1028, ^bb1033
    %6870 = llvm.icmp "slt" %6869, %43 : i64
    llvm.cond_br %6870, ^bb1030, ^bb1034
  ^bb1030:  // pred: ^bb1029
    llvm.br ^bb1031(%44 : i64)
  ^bb1031(%6871: i64):  // 2 preds: ^bb1030, ^bb1032
    %6872 = llvm.icmp "slt" %6871, %41 : i64
    llvm.cond_br %6872, ^bb1032, ^bb1033
  ^bb1032:  // pred: ^bb1031
    %6873 = llvm.extractvalue %6866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6874 = llvm.mlir.constant(32 : index) : i64
    %6875 = llvm.mul %6867, %6874 overflow<nsw, nuw> : i64
    %6876 = llvm.mlir.constant(32 : index) : i64
    %6877 = llvm.mul %6869, %6876 overflow<nsw, nuw> : i64
    %6878 = llvm.add %6875, %6877 overflow<nsw, nuw> : i64
    %6879 = llvm.add %6878, %6871 overflow<nsw, nuw> : i64
    %6880 = llvm.getelementptr inbounds|nuw %6873[%6879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %6880 : f32, !llvm.ptr
    %6881 = llvm.add %6871, %43 : i64
    llvm.br ^bb1031(%6881 : i64)
  ^bb1033:  // pred: ^bb1031
    %6882 = llvm.add %6869, %43 : i64
    llvm.br ^bb1029(%6882 : i64)
  ^bb1034:  // pred: ^bb1029
    %6883 = llvm.add %6867, %43 : i64
    llvm.br ^bb1027(%6883 : i64)
  ^bb1035:  // pred: ^bb1027
    %6884 = llvm.mlir.constant(1 : index) : i64
    %6885 = llvm.mlir.constant(1 : index) : i64
    %6886 = llvm.mlir.constant(32 : index) : i64
    %6887 = llvm.mlir.constant(1 : index) : i64
    %6888 = llvm.mlir.constant(32 : index) : i64
    %6889 = llvm.mlir.constant(32 : index) : i64
    %6890 = llvm.mlir.zero : !llvm.ptr
    %6891 = llvm.getelementptr %6890[%6889] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6892 = llvm.ptrtoint %6891 : !llvm.ptr to i64
    %6893 = llvm.mlir.constant(64 : index) : i64
    %6894 = llvm.add %6892, %6893 : i64
    %6895 = llvm.call @malloc(%6894) : (i64) -> !llvm.ptr
    %6896 = llvm.ptrtoint %6895 : !llvm.ptr to i64
    %6897 = llvm.mlir.constant(1 : index) : i64
    %6898 = llvm.sub %6893, %6897 : i64
    %6899 = llvm.add %6896, %6898 : i64
    %6900 = llvm.urem %6899, %6893 : i64
    %6901 = llvm.sub %6899, %6900 : i64
    %6902 = llvm.inttoptr %6901 : i64 to !llvm.ptr
    %6903 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6904 = llvm.insertvalue %6895, %6903[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6905 = llvm.insertvalue %6902, %6904[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6906 = llvm.mlir.constant(0 : index) : i64
    %6907 = llvm.insertvalue %6906, %6905[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6908 = llvm.insertvalue %6884, %6907[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6909 = llvm.insertvalue %6885, %6908[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6910 = llvm.insertvalue %6886, %6909[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6911 = llvm.insertvalue %6888, %6910[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6912 = llvm.insertvalue %6886, %6911[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6913 = llvm.insertvalue %6887, %6912[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1036(%44 : i64)
  ^bb1036(%6914: i64):  // 2 preds: ^bb1035, ^bb1043
    %6915 = llvm.icmp "slt" %6914, %43 : i64
    llvm.cond_br %6915, ^bb1037, ^bb1044
  ^bb1037:  // pred: ^bb1036
    llvm.br ^bb1038(%44 : i64)
  ^bb1038(%6916: i64):  // 2 preds: ^bb1037, ^bb1042
    %6917 = llvm.icmp "slt" %6916, %43 : i64
    llvm.cond_br %6917, ^bb1039, ^bb1043
  ^bb1039:  // pred: ^bb1038
    llvm.br ^bb1040(%44 : i64)
  ^bb1040(%6918: i64):  // 2 preds: ^bb1039, ^bb1041
    %6919 = llvm.icmp "slt" %6918, %41 : i64
    llvm.cond_br %6919, ^bb1041, ^bb1042
  ^bb1041:  // pred: ^bb1040
    %6920 = llvm.extractvalue %6866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6921 = llvm.mlir.constant(32 : index) : i64
    %6922 = llvm.mul %6914, %6921 overflow<nsw, nuw> : i64
    %6923 = llvm.mlir.constant(32 : index) : i64
    %6924 = llvm.mul %6916, %6923 overflow<nsw, nuw> : i64
    %6925 = llvm.add %6922, %6924 overflow<nsw, nuw> : i64
    %6926 = llvm.add %6925, %6918 overflow<nsw, nuw> : i64
    %6927 = llvm.getelementptr inbounds|nuw %6920[%6926] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6928 = llvm.load %6927 : !llvm.ptr -> f32
    %6929 = llvm.extractvalue %6913[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6930 = llvm.mlir.constant(32 : index) : i64
    %6931 = llvm.mul %6914, %6930 overflow<nsw, nuw> : i64
    %6932 = llvm.mlir.constant(32 : index) : i64
    %6933 = llvm.mul %6916, %6932 overflow<nsw, nuw> : i64
    %6934 = llvm.add %6931, %6933 overflow<nsw, nuw> : i64
    %6935 = llvm.add %6934, %6918 overflow<nsw, nuw> : i64
    %6936 = llvm.getelementptr inbounds|nuw %6929[%6935] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6928, %6936 : f32, !llvm.ptr
    %6937 = llvm.add %6918, %43 : i64
    llvm.br ^bb1040(%6937 : i64)
  ^bb1042:  // pred: ^bb1040
    %6938 = llvm.add %6916, %43 : i64
    llvm.br ^bb1038(%6938 : i64)
  ^bb1043:  // pred: ^bb1038
    %6939 = llvm.add %6914, %43 : i64
    llvm.br ^bb1036(%6939 : i64)
  ^bb1044:  // pred: ^bb1036
    llvm.br ^bb1045(%44 : i64)
  ^bb1045(%6940: i64):  // 2 preds: ^bb1044, ^bb1055
    %6941 = llvm.icmp "slt" %6940, %43 : i64
    llvm.cond_br %6941, ^bb1046, ^bb1056
  ^bb1046:  // pred: ^bb1045
    llvm.br ^bb1047(%44 : i64)
  ^bb1047(%6942: i64):  // 2 preds: ^bb1046, ^bb1054
    %6943 = llvm.icmp "slt" %6942, %43 : i64
    llvm.cond_br %6943, ^bb1048, ^bb1055
  ^bb1048:  // pred: ^bb1047
    llvm.br ^bb1049(%44 : i64)
  ^bb1049(%6944: i64):  // 2 preds: ^bb1048, ^bb1053
    %6945 = llvm.icmp "slt" %6944, %41 : i64
    llvm.cond_br %6945, ^bb1050, ^bb1054
  ^bb1050:  // pred: ^bb1049
    llvm.br ^bb1051(%44 : i64)
  ^bb1051(%6946: i64):  // 2 preds: ^bb1050, ^bb1052
    %6947 = llvm.icmp "slt" %6946, %41 : i64
    llvm.cond_br %6947, ^bb1052, ^bb1053
  ^bb1052:  // pred: ^bb1051
    %6948 = llvm.extractvalue %6836[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6949 = llvm.mlir.constant(256 : index) : i64
    %6950 = llvm.mul %6940, %6949 overflow<nsw, nuw> : i64
    %6951 = llvm.mlir.constant(32 : index) : i64
    %6952 = llvm.mul %6942, %6951 overflow<nsw, nuw> : i64
    %6953 = llvm.add %6950, %6952 overflow<nsw, nuw> : i64
    %6954 = llvm.add %6953, %6946 overflow<nsw, nuw> : i64
    %6955 = llvm.getelementptr inbounds|nuw %6948[%6954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6956 = llvm.load %6955 : !llvm.ptr -> f32
    %6957 = llvm.extractvalue %90[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6958 = llvm.mlir.constant(32 : index) : i64
    %6959 = llvm.mul %6944, %6958 overflow<nsw, nuw> : i64
    %6960 = llvm.add %6959, %6946 overflow<nsw, nuw> : i64
    %6961 = llvm.getelementptr inbounds|nuw %6957[%6960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6962 = llvm.load %6961 : !llvm.ptr -> f32
    %6963 = llvm.extractvalue %6913[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6964 = llvm.mlir.constant(32 : index) : i64
    %6965 = llvm.mul %6940, %6964 overflow<nsw, nuw> : i64
    %6966 = llvm.mlir.constant(32 : index) : i64
    %6967 = llvm.mul %6942, %6966 overflow<nsw, nuw> : i64
    %6968 = llvm.add %6965, %6967 overflow<nsw, nuw> : i64
    %6969 = llvm.add %6968, %6944 overflow<nsw, nuw> : i64
    %6970 = llvm.getelementptr inbounds|nuw %6963[%6969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6971 = llvm.load %6970 : !llvm.ptr -> f32
    %6972 = llvm.fmul %6956, %6962 : f32
    %6973 = llvm.fadd %6971, %6972 : f32
    %6974 = llvm.extractvalue %6913[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6975 = llvm.mlir.constant(32 : index) : i64
    %6976 = llvm.mul %6940, %6975 overflow<nsw, nuw> : i64
    %6977 = llvm.mlir.constant(32 : index) : i64
    %6978 = llvm.mul %6942, %6977 overflow<nsw, nuw> : i64
    %6979 = llvm.add %6976, %6978 overflow<nsw, nuw> : i64
    %6980 = llvm.add %6979, %6944 overflow<nsw, nuw> : i64
    %6981 = llvm.getelementptr inbounds|nuw %6974[%6980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6973, %6981 : f32, !llvm.ptr
    %6982 = llvm.add %6946, %43 : i64
    llvm.br ^bb1051(%6982 : i64)
  ^bb1053:  // pred: ^bb1051
    %6983 = llvm.add %6944, %43 : i64
    llvm.br ^bb1049(%6983 : i64)
  ^bb1054:  // pred: ^bb1049
    %6984 = llvm.add %6942, %43 : i64
    llvm.br ^bb1047(%6984 : i64)
  ^bb1055:  // pred: ^bb1047
    %6985 = llvm.add %6940, %43 : i64
    llvm.br ^bb1045(%6985 : i64)
  ^bb1056:  // pred: ^bb1045
    %6986 = llvm.mlir.constant(1 : index) : i64
    %6987 = llvm.mlir.constant(1 : index) : i64
    %6988 = llvm.mlir.constant(32 : index) : i64
    %6989 = llvm.mlir.constant(1 : index) : i64
    %6990 = llvm.mlir.constant(32 : index) : i64
    %6991 = llvm.mlir.constant(32 : index) : i64
    %6992 = llvm.mlir.zero : !llvm.ptr
    %6993 = llvm.getelementptr %6992[%6991] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6994 = llvm.ptrtoint %6993 : !llvm.ptr to i64
    %6995 = llvm.mlir.constant(64 : index) : i64
    %6996 = llvm.add %6994, %6995 : i64
    %6997 = llvm.call @malloc(%6996) : (i64) -> !llvm.ptr
    %6998 = llvm.ptrtoint %6997 : !llvm.ptr to i64
    %6999 = llvm.mlir.constant(1 : index) : i64
    %7000 = llvm.sub %6995, %6999 : i64
    %7001 = llvm.add %6998, %7000 : i64
    %7002 = llvm.urem %7001, %6995 : i64
    %7003 = llvm.sub %7001, %7002 : i64
    %7004 = llvm.inttoptr %7003 : i64 to !llvm.ptr
    %7005 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7006 = llvm.insertvalue %6997, %7005[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7007 = llvm.insertvalue %7004, %7006[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7008 = llvm.mlir.constant(0 : index) : i64
    %7009 = llvm.insertvalue %7008, %7007[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7010 = llvm.insertvalue %6986, %7009[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7011 = llvm.insertvalue %6987, %7010[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7012 = llvm.insertvalue %6988, %7011[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7013 = llvm.insertvalue %6990, %7012[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7014 = llvm.insertvalue %6988, %7013[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7015 = llvm.insertvalue %6989, %7014[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1057(%44 : i64)
  ^bb1057(%7016: i64):  // 2 preds: ^bb1056, ^bb1064
    %7017 = llvm.icmp "slt" %7016, %43 : i64
    llvm.cond_br %7017, ^bb1058, ^bb1065
  ^bb1058:  // pred: ^bb1057
    llvm.br ^bb1059(%44 : i64)
  ^bb1059(%7018: i64):  // 2 preds: ^bb1058, ^bb1063
    %7019 = llvm.icmp "slt" %7018, %43 : i64
    llvm.cond_br %7019, ^bb1060, ^bb1064
  ^bb1060:  // pred: ^bb1059
    llvm.br ^bb1061(%44 : i64)
  ^bb1061(%7020: i64):  // 2 preds: ^bb1060, ^bb1062
    %7021 = llvm.icmp "slt" %7020, %41 : i64
    llvm.cond_br %7021, ^bb1062, ^bb1063
  ^bb1062:  // pred: ^bb1061
    %7022 = llvm.extractvalue %6913[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7023 = llvm.mlir.constant(32 : index) : i64
    %7024 = llvm.mul %7016, %7023 overflow<nsw, nuw> : i64
    %7025 = llvm.mlir.constant(32 : index) : i64
    %7026 = llvm.mul %7018, %7025 overflow<nsw, nuw> : i64
    %7027 = llvm.add %7024, %7026 overflow<nsw, nuw> : i64
    %7028 = llvm.add %7027, %7020 overflow<nsw, nuw> : i64
    %7029 = llvm.getelementptr inbounds|nuw %7022[%7028] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7030 = llvm.load %7029 : !llvm.ptr -> f32
    %7031 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7032 = llvm.getelementptr inbounds|nuw %7031[%7020] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7033 = llvm.load %7032 : !llvm.ptr -> f32
    %7034 = llvm.fadd %7030, %7033 : f32
    %7035 = llvm.fcmp "olt" %7034, %51 : f32
    %7036 = llvm.uitofp %7035 : i1 to f32
    %7037 = llvm.fmul %7036, %9 : f32
    %7038 = llvm.fadd %7037, %53 : f32
    %7039 = llvm.fmul %7038, %7034 : f32
    %7040 = llvm.fmul %7039, %9 : f32
    %7041 = llvm.fmul %7040, %8 : f32
    %7042 = llvm.intr.exp2(%7041) : (f32) -> f32
    %7043 = llvm.fsub %53, %7042 : f32
    %7044 = llvm.fadd %7042, %53 : f32
    %7045 = llvm.fdiv %7043, %7044 : f32
    %7046 = llvm.fmul %7038, %7045 : f32
    %7047 = llvm.extractvalue %7015[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7048 = llvm.mlir.constant(32 : index) : i64
    %7049 = llvm.mul %7016, %7048 overflow<nsw, nuw> : i64
    %7050 = llvm.mlir.constant(32 : index) : i64
    %7051 = llvm.mul %7018, %7050 overflow<nsw, nuw> : i64
    %7052 = llvm.add %7049, %7051 overflow<nsw, nuw> : i64
    %7053 = llvm.add %7052, %7020 overflow<nsw, nuw> : i64
    %7054 = llvm.getelementptr inbounds|nuw %7047[%7053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7046, %7054 : f32, !llvm.ptr
    %7055 = llvm.add %7020, %43 : i64
    llvm.br ^bb1061(%7055 : i64)
  ^bb1063:  // pred: ^bb1061
    %7056 = llvm.add %7018, %43 : i64
    llvm.br ^bb1059(%7056 : i64)
  ^bb1064:  // pred: ^bb1059
    %7057 = llvm.add %7016, %43 : i64
    llvm.br ^bb1057(%7057 : i64)
  ^bb1065:  // pred: ^bb1057
    %7058 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7059 = llvm.extractvalue %7015[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7060 = llvm.extractvalue %7015[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7061 = llvm.insertvalue %7059, %7058[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7062 = llvm.insertvalue %7060, %7061[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7063 = llvm.mlir.constant(0 : index) : i64
    %7064 = llvm.insertvalue %7063, %7062[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7065 = llvm.mlir.constant(1 : index) : i64
    %7066 = llvm.insertvalue %7065, %7064[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7067 = llvm.mlir.constant(32 : index) : i64
    %7068 = llvm.insertvalue %7067, %7066[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7069 = llvm.mlir.constant(32 : index) : i64
    %7070 = llvm.insertvalue %7069, %7068[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7071 = llvm.mlir.constant(1 : index) : i64
    %7072 = llvm.insertvalue %7071, %7070[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7073 = llvm.extractvalue %842[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7073) : (!llvm.ptr) -> ()
    %7074 = llvm.extractvalue %927[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7074) : (!llvm.ptr) -> ()
    %7075 = llvm.extractvalue %983[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7075) : (!llvm.ptr) -> ()
    %7076 = llvm.extractvalue %1027[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7076) : (!llvm.ptr) -> ()
    %7077 = llvm.extractvalue %1110[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7077) : (!llvm.ptr) -> ()
    %7078 = llvm.extractvalue %1203[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7078) : (!llvm.ptr) -> ()
    %7079 = llvm.extractvalue %1247[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7079) : (!llvm.ptr) -> ()
    %7080 = llvm.extractvalue %1331[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7080) : (!llvm.ptr) -> ()
    %7081 = llvm.extractvalue %1414[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7081) : (!llvm.ptr) -> ()
    %7082 = llvm.extractvalue %1501[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7082) : (!llvm.ptr) -> ()
    %7083 = llvm.extractvalue %1662[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7083) : (!llvm.ptr) -> ()
    %7084 = llvm.extractvalue %1823[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7084) : (!llvm.ptr) -> ()
    %7085 = llvm.extractvalue %1961[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7085) : (!llvm.ptr) -> ()
    %7086 = llvm.extractvalue %2035[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7086) : (!llvm.ptr) -> ()
    %7087 = llvm.extractvalue %2182[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7087) : (!llvm.ptr) -> ()
    %7088 = llvm.extractvalue %2248[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7088) : (!llvm.ptr) -> ()
    %7089 = llvm.extractvalue %2348[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7089) : (!llvm.ptr) -> ()
    %7090 = llvm.extractvalue %2463[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7090) : (!llvm.ptr) -> ()
    %7091 = llvm.extractvalue %2544[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7091) : (!llvm.ptr) -> ()
    %7092 = llvm.extractvalue %2598[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7092) : (!llvm.ptr) -> ()
    %7093 = llvm.extractvalue %2703[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7093) : (!llvm.ptr) -> ()
    %7094 = llvm.extractvalue %2777[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7094) : (!llvm.ptr) -> ()
    %7095 = llvm.extractvalue %2962[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7095) : (!llvm.ptr) -> ()
    %7096 = llvm.extractvalue %3073[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7096) : (!llvm.ptr) -> ()
    %7097 = llvm.extractvalue %3143[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7097) : (!llvm.ptr) -> ()
    %7098 = llvm.extractvalue %3199[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7098) : (!llvm.ptr) -> ()
    %7099 = llvm.extractvalue %3282[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7099) : (!llvm.ptr) -> ()
    %7100 = llvm.extractvalue %3375[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7100) : (!llvm.ptr) -> ()
    %7101 = llvm.extractvalue %3459[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7101) : (!llvm.ptr) -> ()
    %7102 = llvm.extractvalue %3542[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7102) : (!llvm.ptr) -> ()
    %7103 = llvm.extractvalue %3602[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7103) : (!llvm.ptr) -> ()
    %7104 = llvm.extractvalue %3704[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7104) : (!llvm.ptr) -> ()
    %7105 = llvm.extractvalue %3859[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7105) : (!llvm.ptr) -> ()
    %7106 = llvm.extractvalue %3929[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7106) : (!llvm.ptr) -> ()
    %7107 = llvm.extractvalue %3985[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7107) : (!llvm.ptr) -> ()
    %7108 = llvm.extractvalue %4068[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7108) : (!llvm.ptr) -> ()
    %7109 = llvm.extractvalue %4161[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7109) : (!llvm.ptr) -> ()
    %7110 = llvm.extractvalue %4245[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7110) : (!llvm.ptr) -> ()
    %7111 = llvm.extractvalue %4355[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7111) : (!llvm.ptr) -> ()
    %7112 = llvm.extractvalue %4516[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7112) : (!llvm.ptr) -> ()
    %7113 = llvm.extractvalue %4677[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7113) : (!llvm.ptr) -> ()
    %7114 = llvm.extractvalue %4819[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7114) : (!llvm.ptr) -> ()
    %7115 = llvm.extractvalue %4966[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7115) : (!llvm.ptr) -> ()
    %7116 = llvm.extractvalue %5062[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7116) : (!llvm.ptr) -> ()
    %7117 = llvm.extractvalue %5177[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7117) : (!llvm.ptr) -> ()
    %7118 = llvm.extractvalue %5258[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7118) : (!llvm.ptr) -> ()
    %7119 = llvm.extractvalue %5367[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7119) : (!llvm.ptr) -> ()
    %7120 = llvm.extractvalue %5533[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7120) : (!llvm.ptr) -> ()
    %7121 = llvm.extractvalue %5644[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7121) : (!llvm.ptr) -> ()
    %7122 = llvm.extractvalue %5714[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7122) : (!llvm.ptr) -> ()
    %7123 = llvm.extractvalue %5770[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7123) : (!llvm.ptr) -> ()
    %7124 = llvm.extractvalue %5853[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7124) : (!llvm.ptr) -> ()
    %7125 = llvm.extractvalue %5946[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7125) : (!llvm.ptr) -> ()
    %7126 = llvm.extractvalue %6030[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7126) : (!llvm.ptr) -> ()
    %7127 = llvm.extractvalue %6117[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7127) : (!llvm.ptr) -> ()
    %7128 = llvm.extractvalue %6219[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7128) : (!llvm.ptr) -> ()
    %7129 = llvm.extractvalue %6374[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7129) : (!llvm.ptr) -> ()
    %7130 = llvm.extractvalue %6444[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7130) : (!llvm.ptr) -> ()
    %7131 = llvm.extractvalue %6500[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7131) : (!llvm.ptr) -> ()
    %7132 = llvm.extractvalue %6583[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7132) : (!llvm.ptr) -> ()
    %7133 = llvm.extractvalue %6676[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7133) : (!llvm.ptr) -> ()
    %7134 = llvm.extractvalue %6866[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7134) : (!llvm.ptr) -> ()
    %7135 = llvm.extractvalue %6913[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7135) : (!llvm.ptr) -> ()
    %7136 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %7137 = llvm.insertvalue %6760, %7136[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %7138 = llvm.insertvalue %7072, %7137[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %7138 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4 linalg_on_tensors_mlir=cfcb383fe200
