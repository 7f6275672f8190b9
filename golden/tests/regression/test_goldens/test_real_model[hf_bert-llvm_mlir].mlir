module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_1x32xi64_33(dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1 x array<32 x i64>>
  llvm.mlir.global private constant @__constant_1x32xi64(dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<1 x array<32 x i64>>
  llvm.mlir.global private constant @__constant_64x32xf32_32(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_2x32xf32(dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<2 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32x32xf32_31(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_30(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_29(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_28(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_27(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_26(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_25(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_24(dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_23(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_22(dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_21(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_20(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_19(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32_18(dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64xf32_17(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_32x64xf32_16(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_15(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_14(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_13(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_12(dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_11(dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_10(dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_9(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_8(dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_7(dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32_6(dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_5(dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_4(dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_3(dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_64x32xf32(dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_64xf32(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<64 x f32>
  llvm.mlir.global private constant @__constant_32x64xf32(dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<64 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_2(dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_1(dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32_9> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
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
    %44 = llvm.mlir.constant(1.41421354 : f32) : f32
    %45 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %46 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %47 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %48 = llvm.mlir.constant(0 : index) : i64
    %49 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
    %50 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %51 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %52 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %53 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %54 = llvm.mlir.constant(0 : i64) : i64
    %55 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %56 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %57 = llvm.mlir.constant(32 : index) : i64
    %58 = llvm.mlir.constant(1 : index) : i64
    %59 = llvm.mlir.zero : !llvm.ptr
    %60 = llvm.getelementptr %59[%57] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
    %62 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %63 = llvm.getelementptr %62[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %64 = llvm.mlir.constant(3735928559 : index) : i64
    %65 = llvm.inttoptr %64 : i64 to !llvm.ptr
    %66 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %67 = llvm.insertvalue %65, %66[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %68 = llvm.insertvalue %63, %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %69 = llvm.mlir.constant(0 : index) : i64
    %70 = llvm.insertvalue %69, %68[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %71 = llvm.insertvalue %57, %70[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %72 = llvm.insertvalue %58, %71[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.mlir.constant(32 : index) : i64
    %74 = llvm.mlir.constant(32 : index) : i64
    %75 = llvm.mlir.constant(1 : index) : i64
    %76 = llvm.mlir.constant(1024 : index) : i64
    %77 = llvm.mlir.zero : !llvm.ptr
    %78 = llvm.getelementptr %77[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
    %80 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %81 = llvm.getelementptr %80[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %82 = llvm.mlir.constant(3735928559 : index) : i64
    %83 = llvm.inttoptr %82 : i64 to !llvm.ptr
    %84 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %85 = llvm.insertvalue %83, %84[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %86 = llvm.insertvalue %81, %85[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %87 = llvm.mlir.constant(0 : index) : i64
    %88 = llvm.insertvalue %87, %86[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %89 = llvm.insertvalue %73, %88[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %90 = llvm.insertvalue %74, %89[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %74, %90[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %75, %91[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.mlir.constant(32 : index) : i64
    %94 = llvm.mlir.constant(1 : index) : i64
    %95 = llvm.mlir.zero : !llvm.ptr
    %96 = llvm.getelementptr %95[%93] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %97 = llvm.ptrtoint %96 : !llvm.ptr to i64
    %98 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %99 = llvm.getelementptr %98[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %100 = llvm.mlir.constant(3735928559 : index) : i64
    %101 = llvm.inttoptr %100 : i64 to !llvm.ptr
    %102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %103 = llvm.insertvalue %101, %102[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %104 = llvm.insertvalue %99, %103[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %105 = llvm.mlir.constant(0 : index) : i64
    %106 = llvm.insertvalue %105, %104[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %107 = llvm.insertvalue %93, %106[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %108 = llvm.insertvalue %94, %107[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %109 = llvm.mlir.constant(32 : index) : i64
    %110 = llvm.mlir.constant(1 : index) : i64
    %111 = llvm.mlir.zero : !llvm.ptr
    %112 = llvm.getelementptr %111[%109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %113 = llvm.ptrtoint %112 : !llvm.ptr to i64
    %114 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %115 = llvm.getelementptr %114[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %116 = llvm.mlir.constant(3735928559 : index) : i64
    %117 = llvm.inttoptr %116 : i64 to !llvm.ptr
    %118 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %119 = llvm.insertvalue %117, %118[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %120 = llvm.insertvalue %115, %119[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %121 = llvm.mlir.constant(0 : index) : i64
    %122 = llvm.insertvalue %121, %120[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %123 = llvm.insertvalue %109, %122[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %124 = llvm.insertvalue %110, %123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %125 = llvm.mlir.constant(32 : index) : i64
    %126 = llvm.mlir.constant(1 : index) : i64
    %127 = llvm.mlir.zero : !llvm.ptr
    %128 = llvm.getelementptr %127[%125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %129 = llvm.ptrtoint %128 : !llvm.ptr to i64
    %130 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
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
    %142 = llvm.mlir.constant(64 : index) : i64
    %143 = llvm.mlir.constant(1 : index) : i64
    %144 = llvm.mlir.constant(2048 : index) : i64
    %145 = llvm.mlir.zero : !llvm.ptr
    %146 = llvm.getelementptr %145[%144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %147 = llvm.ptrtoint %146 : !llvm.ptr to i64
    %148 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %149 = llvm.getelementptr %148[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
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
    %161 = llvm.mlir.constant(64 : index) : i64
    %162 = llvm.mlir.constant(1 : index) : i64
    %163 = llvm.mlir.zero : !llvm.ptr
    %164 = llvm.getelementptr %163[%161] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %165 = llvm.ptrtoint %164 : !llvm.ptr to i64
    %166 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
    %167 = llvm.getelementptr %166[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %168 = llvm.mlir.constant(3735928559 : index) : i64
    %169 = llvm.inttoptr %168 : i64 to !llvm.ptr
    %170 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %171 = llvm.insertvalue %169, %170[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %172 = llvm.insertvalue %167, %171[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %173 = llvm.mlir.constant(0 : index) : i64
    %174 = llvm.insertvalue %173, %172[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %175 = llvm.insertvalue %161, %174[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %176 = llvm.insertvalue %162, %175[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %177 = llvm.mlir.constant(64 : index) : i64
    %178 = llvm.mlir.constant(32 : index) : i64
    %179 = llvm.mlir.constant(1 : index) : i64
    %180 = llvm.mlir.constant(2048 : index) : i64
    %181 = llvm.mlir.zero : !llvm.ptr
    %182 = llvm.getelementptr %181[%180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %183 = llvm.ptrtoint %182 : !llvm.ptr to i64
    %184 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %185 = llvm.getelementptr %184[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %186 = llvm.mlir.constant(3735928559 : index) : i64
    %187 = llvm.inttoptr %186 : i64 to !llvm.ptr
    %188 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %189 = llvm.insertvalue %187, %188[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %190 = llvm.insertvalue %185, %189[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %191 = llvm.mlir.constant(0 : index) : i64
    %192 = llvm.insertvalue %191, %190[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %193 = llvm.insertvalue %177, %192[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %194 = llvm.insertvalue %178, %193[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.insertvalue %178, %194[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %179, %195[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.mlir.constant(32 : index) : i64
    %198 = llvm.mlir.constant(1 : index) : i64
    %199 = llvm.mlir.zero : !llvm.ptr
    %200 = llvm.getelementptr %199[%197] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %201 = llvm.ptrtoint %200 : !llvm.ptr to i64
    %202 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %203 = llvm.getelementptr %202[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %204 = llvm.mlir.constant(3735928559 : index) : i64
    %205 = llvm.inttoptr %204 : i64 to !llvm.ptr
    %206 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %207 = llvm.insertvalue %205, %206[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %208 = llvm.insertvalue %203, %207[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %209 = llvm.mlir.constant(0 : index) : i64
    %210 = llvm.insertvalue %209, %208[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %211 = llvm.insertvalue %197, %210[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %212 = llvm.insertvalue %198, %211[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %213 = llvm.mlir.constant(32 : index) : i64
    %214 = llvm.mlir.constant(1 : index) : i64
    %215 = llvm.mlir.zero : !llvm.ptr
    %216 = llvm.getelementptr %215[%213] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %217 = llvm.ptrtoint %216 : !llvm.ptr to i64
    %218 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %219 = llvm.getelementptr %218[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %220 = llvm.mlir.constant(3735928559 : index) : i64
    %221 = llvm.inttoptr %220 : i64 to !llvm.ptr
    %222 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %223 = llvm.insertvalue %221, %222[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %224 = llvm.insertvalue %219, %223[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %225 = llvm.mlir.constant(0 : index) : i64
    %226 = llvm.insertvalue %225, %224[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %227 = llvm.insertvalue %213, %226[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %228 = llvm.insertvalue %214, %227[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %229 = llvm.mlir.constant(32 : index) : i64
    %230 = llvm.mlir.constant(1 : index) : i64
    %231 = llvm.mlir.zero : !llvm.ptr
    %232 = llvm.getelementptr %231[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %233 = llvm.ptrtoint %232 : !llvm.ptr to i64
    %234 = llvm.mlir.addressof @__constant_32xf32_5 : !llvm.ptr
    %235 = llvm.getelementptr %234[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %236 = llvm.mlir.constant(3735928559 : index) : i64
    %237 = llvm.inttoptr %236 : i64 to !llvm.ptr
    %238 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %239 = llvm.insertvalue %237, %238[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %240 = llvm.insertvalue %235, %239[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %241 = llvm.mlir.constant(0 : index) : i64
    %242 = llvm.insertvalue %241, %240[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %243 = llvm.insertvalue %229, %242[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %244 = llvm.insertvalue %230, %243[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %245 = llvm.mlir.constant(32 : index) : i64
    %246 = llvm.mlir.constant(32 : index) : i64
    %247 = llvm.mlir.constant(1 : index) : i64
    %248 = llvm.mlir.constant(1024 : index) : i64
    %249 = llvm.mlir.zero : !llvm.ptr
    %250 = llvm.getelementptr %249[%248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %251 = llvm.ptrtoint %250 : !llvm.ptr to i64
    %252 = llvm.mlir.addressof @__constant_32x32xf32_6 : !llvm.ptr
    %253 = llvm.getelementptr %252[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %254 = llvm.mlir.constant(3735928559 : index) : i64
    %255 = llvm.inttoptr %254 : i64 to !llvm.ptr
    %256 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %257 = llvm.insertvalue %255, %256[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %258 = llvm.insertvalue %253, %257[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %259 = llvm.mlir.constant(0 : index) : i64
    %260 = llvm.insertvalue %259, %258[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %261 = llvm.insertvalue %245, %260[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %262 = llvm.insertvalue %246, %261[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %263 = llvm.insertvalue %246, %262[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %264 = llvm.insertvalue %247, %263[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %265 = llvm.mlir.constant(32 : index) : i64
    %266 = llvm.mlir.constant(1 : index) : i64
    %267 = llvm.mlir.zero : !llvm.ptr
    %268 = llvm.getelementptr %267[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %269 = llvm.ptrtoint %268 : !llvm.ptr to i64
    %270 = llvm.mlir.addressof @__constant_32xf32_7 : !llvm.ptr
    %271 = llvm.getelementptr %270[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %272 = llvm.mlir.constant(3735928559 : index) : i64
    %273 = llvm.inttoptr %272 : i64 to !llvm.ptr
    %274 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %275 = llvm.insertvalue %273, %274[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %276 = llvm.insertvalue %271, %275[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %277 = llvm.mlir.constant(0 : index) : i64
    %278 = llvm.insertvalue %277, %276[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %279 = llvm.insertvalue %265, %278[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %280 = llvm.insertvalue %266, %279[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %281 = llvm.mlir.constant(32 : index) : i64
    %282 = llvm.mlir.constant(32 : index) : i64
    %283 = llvm.mlir.constant(1 : index) : i64
    %284 = llvm.mlir.constant(1024 : index) : i64
    %285 = llvm.mlir.zero : !llvm.ptr
    %286 = llvm.getelementptr %285[%284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %287 = llvm.ptrtoint %286 : !llvm.ptr to i64
    %288 = llvm.mlir.addressof @__constant_32x32xf32_8 : !llvm.ptr
    %289 = llvm.getelementptr %288[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %290 = llvm.mlir.constant(3735928559 : index) : i64
    %291 = llvm.inttoptr %290 : i64 to !llvm.ptr
    %292 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %293 = llvm.insertvalue %291, %292[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %294 = llvm.insertvalue %289, %293[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %295 = llvm.mlir.constant(0 : index) : i64
    %296 = llvm.insertvalue %295, %294[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %297 = llvm.insertvalue %281, %296[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %298 = llvm.insertvalue %282, %297[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %299 = llvm.insertvalue %282, %298[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %300 = llvm.insertvalue %283, %299[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %301 = llvm.mlir.constant(32 : index) : i64
    %302 = llvm.mlir.constant(1 : index) : i64
    %303 = llvm.mlir.zero : !llvm.ptr
    %304 = llvm.getelementptr %303[%301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %305 = llvm.ptrtoint %304 : !llvm.ptr to i64
    %306 = llvm.mlir.addressof @__constant_32xf32_9 : !llvm.ptr
    %307 = llvm.getelementptr %306[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %308 = llvm.mlir.constant(3735928559 : index) : i64
    %309 = llvm.inttoptr %308 : i64 to !llvm.ptr
    %310 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %311 = llvm.insertvalue %309, %310[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %312 = llvm.insertvalue %307, %311[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %313 = llvm.mlir.constant(0 : index) : i64
    %314 = llvm.insertvalue %313, %312[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %315 = llvm.insertvalue %301, %314[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %316 = llvm.insertvalue %302, %315[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %317 = llvm.mlir.constant(32 : index) : i64
    %318 = llvm.mlir.constant(32 : index) : i64
    %319 = llvm.mlir.constant(1 : index) : i64
    %320 = llvm.mlir.constant(1024 : index) : i64
    %321 = llvm.mlir.zero : !llvm.ptr
    %322 = llvm.getelementptr %321[%320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %323 = llvm.ptrtoint %322 : !llvm.ptr to i64
    %324 = llvm.mlir.addressof @__constant_32x32xf32_10 : !llvm.ptr
    %325 = llvm.getelementptr %324[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %326 = llvm.mlir.constant(3735928559 : index) : i64
    %327 = llvm.inttoptr %326 : i64 to !llvm.ptr
    %328 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %329 = llvm.insertvalue %327, %328[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %330 = llvm.insertvalue %325, %329[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %331 = llvm.mlir.constant(0 : index) : i64
    %332 = llvm.insertvalue %331, %330[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %333 = llvm.insertvalue %317, %332[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %334 = llvm.insertvalue %318, %333[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %335 = llvm.insertvalue %318, %334[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %336 = llvm.insertvalue %319, %335[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %337 = llvm.mlir.constant(32 : index) : i64
    %338 = llvm.mlir.constant(1 : index) : i64
    %339 = llvm.mlir.zero : !llvm.ptr
    %340 = llvm.getelementptr %339[%337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %341 = llvm.ptrtoint %340 : !llvm.ptr to i64
    %342 = llvm.mlir.addressof @__constant_32xf32_11 : !llvm.ptr
    %343 = llvm.getelementptr %342[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %344 = llvm.mlir.constant(3735928559 : index) : i64
    %345 = llvm.inttoptr %344 : i64 to !llvm.ptr
    %346 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %347 = llvm.insertvalue %345, %346[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %348 = llvm.insertvalue %343, %347[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %349 = llvm.mlir.constant(0 : index) : i64
    %350 = llvm.insertvalue %349, %348[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %351 = llvm.insertvalue %337, %350[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %352 = llvm.insertvalue %338, %351[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %353 = llvm.mlir.constant(32 : index) : i64
    %354 = llvm.mlir.constant(32 : index) : i64
    %355 = llvm.mlir.constant(1 : index) : i64
    %356 = llvm.mlir.constant(1024 : index) : i64
    %357 = llvm.mlir.zero : !llvm.ptr
    %358 = llvm.getelementptr %357[%356] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %359 = llvm.ptrtoint %358 : !llvm.ptr to i64
    %360 = llvm.mlir.addressof @__constant_32x32xf32_12 : !llvm.ptr
    %361 = llvm.getelementptr %360[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
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
    %374 = llvm.mlir.constant(1 : index) : i64
    %375 = llvm.mlir.zero : !llvm.ptr
    %376 = llvm.getelementptr %375[%373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %377 = llvm.ptrtoint %376 : !llvm.ptr to i64
    %378 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %379 = llvm.getelementptr %378[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %380 = llvm.mlir.constant(3735928559 : index) : i64
    %381 = llvm.inttoptr %380 : i64 to !llvm.ptr
    %382 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %383 = llvm.insertvalue %381, %382[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %384 = llvm.insertvalue %379, %383[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %385 = llvm.mlir.constant(0 : index) : i64
    %386 = llvm.insertvalue %385, %384[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %387 = llvm.insertvalue %373, %386[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %388 = llvm.insertvalue %374, %387[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %389 = llvm.mlir.constant(32 : index) : i64
    %390 = llvm.mlir.constant(1 : index) : i64
    %391 = llvm.mlir.zero : !llvm.ptr
    %392 = llvm.getelementptr %391[%389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %393 = llvm.ptrtoint %392 : !llvm.ptr to i64
    %394 = llvm.mlir.addressof @__constant_32xf32_14 : !llvm.ptr
    %395 = llvm.getelementptr %394[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %396 = llvm.mlir.constant(3735928559 : index) : i64
    %397 = llvm.inttoptr %396 : i64 to !llvm.ptr
    %398 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %399 = llvm.insertvalue %397, %398[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %400 = llvm.insertvalue %395, %399[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %401 = llvm.mlir.constant(0 : index) : i64
    %402 = llvm.insertvalue %401, %400[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %403 = llvm.insertvalue %389, %402[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %404 = llvm.insertvalue %390, %403[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %405 = llvm.mlir.constant(32 : index) : i64
    %406 = llvm.mlir.constant(1 : index) : i64
    %407 = llvm.mlir.zero : !llvm.ptr
    %408 = llvm.getelementptr %407[%405] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %409 = llvm.ptrtoint %408 : !llvm.ptr to i64
    %410 = llvm.mlir.addressof @__constant_32xf32_15 : !llvm.ptr
    %411 = llvm.getelementptr %410[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %412 = llvm.mlir.constant(3735928559 : index) : i64
    %413 = llvm.inttoptr %412 : i64 to !llvm.ptr
    %414 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %415 = llvm.insertvalue %413, %414[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %416 = llvm.insertvalue %411, %415[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %417 = llvm.mlir.constant(0 : index) : i64
    %418 = llvm.insertvalue %417, %416[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %419 = llvm.insertvalue %405, %418[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %420 = llvm.insertvalue %406, %419[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %421 = llvm.mlir.constant(32 : index) : i64
    %422 = llvm.mlir.constant(64 : index) : i64
    %423 = llvm.mlir.constant(1 : index) : i64
    %424 = llvm.mlir.constant(2048 : index) : i64
    %425 = llvm.mlir.zero : !llvm.ptr
    %426 = llvm.getelementptr %425[%424] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %427 = llvm.ptrtoint %426 : !llvm.ptr to i64
    %428 = llvm.mlir.addressof @__constant_32x64xf32_16 : !llvm.ptr
    %429 = llvm.getelementptr %428[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %430 = llvm.mlir.constant(3735928559 : index) : i64
    %431 = llvm.inttoptr %430 : i64 to !llvm.ptr
    %432 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %433 = llvm.insertvalue %431, %432[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %434 = llvm.insertvalue %429, %433[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %435 = llvm.mlir.constant(0 : index) : i64
    %436 = llvm.insertvalue %435, %434[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %437 = llvm.insertvalue %421, %436[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %438 = llvm.insertvalue %422, %437[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %439 = llvm.insertvalue %422, %438[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %440 = llvm.insertvalue %423, %439[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %441 = llvm.mlir.constant(64 : index) : i64
    %442 = llvm.mlir.constant(1 : index) : i64
    %443 = llvm.mlir.zero : !llvm.ptr
    %444 = llvm.getelementptr %443[%441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %445 = llvm.ptrtoint %444 : !llvm.ptr to i64
    %446 = llvm.mlir.addressof @__constant_64xf32_17 : !llvm.ptr
    %447 = llvm.getelementptr %446[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %448 = llvm.mlir.constant(3735928559 : index) : i64
    %449 = llvm.inttoptr %448 : i64 to !llvm.ptr
    %450 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %451 = llvm.insertvalue %449, %450[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %452 = llvm.insertvalue %447, %451[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %453 = llvm.mlir.constant(0 : index) : i64
    %454 = llvm.insertvalue %453, %452[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %455 = llvm.insertvalue %441, %454[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %456 = llvm.insertvalue %442, %455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %457 = llvm.mlir.constant(64 : index) : i64
    %458 = llvm.mlir.constant(32 : index) : i64
    %459 = llvm.mlir.constant(1 : index) : i64
    %460 = llvm.mlir.constant(2048 : index) : i64
    %461 = llvm.mlir.zero : !llvm.ptr
    %462 = llvm.getelementptr %461[%460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %463 = llvm.ptrtoint %462 : !llvm.ptr to i64
    %464 = llvm.mlir.addressof @__constant_64x32xf32_18 : !llvm.ptr
    %465 = llvm.getelementptr %464[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %466 = llvm.mlir.constant(3735928559 : index) : i64
    %467 = llvm.inttoptr %466 : i64 to !llvm.ptr
    %468 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %469 = llvm.insertvalue %467, %468[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %470 = llvm.insertvalue %465, %469[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %471 = llvm.mlir.constant(0 : index) : i64
    %472 = llvm.insertvalue %471, %470[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %473 = llvm.insertvalue %457, %472[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %474 = llvm.insertvalue %458, %473[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %475 = llvm.insertvalue %458, %474[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %476 = llvm.insertvalue %459, %475[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %477 = llvm.mlir.constant(32 : index) : i64
    %478 = llvm.mlir.constant(1 : index) : i64
    %479 = llvm.mlir.zero : !llvm.ptr
    %480 = llvm.getelementptr %479[%477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %481 = llvm.ptrtoint %480 : !llvm.ptr to i64
    %482 = llvm.mlir.addressof @__constant_32xf32_19 : !llvm.ptr
    %483 = llvm.getelementptr %482[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %484 = llvm.mlir.constant(3735928559 : index) : i64
    %485 = llvm.inttoptr %484 : i64 to !llvm.ptr
    %486 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %487 = llvm.insertvalue %485, %486[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %488 = llvm.insertvalue %483, %487[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %489 = llvm.mlir.constant(0 : index) : i64
    %490 = llvm.insertvalue %489, %488[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %491 = llvm.insertvalue %477, %490[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %492 = llvm.insertvalue %478, %491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %493 = llvm.mlir.constant(32 : index) : i64
    %494 = llvm.mlir.constant(1 : index) : i64
    %495 = llvm.mlir.zero : !llvm.ptr
    %496 = llvm.getelementptr %495[%493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %497 = llvm.ptrtoint %496 : !llvm.ptr to i64
    %498 = llvm.mlir.addressof @__constant_32xf32_20 : !llvm.ptr
    %499 = llvm.getelementptr %498[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %500 = llvm.mlir.constant(3735928559 : index) : i64
    %501 = llvm.inttoptr %500 : i64 to !llvm.ptr
    %502 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %503 = llvm.insertvalue %501, %502[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %504 = llvm.insertvalue %499, %503[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %505 = llvm.mlir.constant(0 : index) : i64
    %506 = llvm.insertvalue %505, %504[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %507 = llvm.insertvalue %493, %506[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %508 = llvm.insertvalue %494, %507[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %509 = llvm.mlir.constant(32 : index) : i64
    %510 = llvm.mlir.constant(1 : index) : i64
    %511 = llvm.mlir.zero : !llvm.ptr
    %512 = llvm.getelementptr %511[%509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %513 = llvm.ptrtoint %512 : !llvm.ptr to i64
    %514 = llvm.mlir.addressof @__constant_32xf32_21 : !llvm.ptr
    %515 = llvm.getelementptr %514[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %516 = llvm.mlir.constant(3735928559 : index) : i64
    %517 = llvm.inttoptr %516 : i64 to !llvm.ptr
    %518 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %519 = llvm.insertvalue %517, %518[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %520 = llvm.insertvalue %515, %519[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %521 = llvm.mlir.constant(0 : index) : i64
    %522 = llvm.insertvalue %521, %520[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %523 = llvm.insertvalue %509, %522[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %524 = llvm.insertvalue %510, %523[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %525 = llvm.mlir.constant(32 : index) : i64
    %526 = llvm.mlir.constant(32 : index) : i64
    %527 = llvm.mlir.constant(1 : index) : i64
    %528 = llvm.mlir.constant(1024 : index) : i64
    %529 = llvm.mlir.zero : !llvm.ptr
    %530 = llvm.getelementptr %529[%528] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %531 = llvm.ptrtoint %530 : !llvm.ptr to i64
    %532 = llvm.mlir.addressof @__constant_32x32xf32_22 : !llvm.ptr
    %533 = llvm.getelementptr %532[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %534 = llvm.mlir.constant(3735928559 : index) : i64
    %535 = llvm.inttoptr %534 : i64 to !llvm.ptr
    %536 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %537 = llvm.insertvalue %535, %536[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %538 = llvm.insertvalue %533, %537[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %539 = llvm.mlir.constant(0 : index) : i64
    %540 = llvm.insertvalue %539, %538[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %541 = llvm.insertvalue %525, %540[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %542 = llvm.insertvalue %526, %541[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.insertvalue %526, %542[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %544 = llvm.insertvalue %527, %543[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %545 = llvm.mlir.constant(32 : index) : i64
    %546 = llvm.mlir.constant(1 : index) : i64
    %547 = llvm.mlir.zero : !llvm.ptr
    %548 = llvm.getelementptr %547[%545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %549 = llvm.ptrtoint %548 : !llvm.ptr to i64
    %550 = llvm.mlir.addressof @__constant_32xf32_23 : !llvm.ptr
    %551 = llvm.getelementptr %550[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %552 = llvm.mlir.constant(3735928559 : index) : i64
    %553 = llvm.inttoptr %552 : i64 to !llvm.ptr
    %554 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %555 = llvm.insertvalue %553, %554[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %556 = llvm.insertvalue %551, %555[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %557 = llvm.mlir.constant(0 : index) : i64
    %558 = llvm.insertvalue %557, %556[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %559 = llvm.insertvalue %545, %558[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %560 = llvm.insertvalue %546, %559[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %561 = llvm.mlir.constant(32 : index) : i64
    %562 = llvm.mlir.constant(32 : index) : i64
    %563 = llvm.mlir.constant(1 : index) : i64
    %564 = llvm.mlir.constant(1024 : index) : i64
    %565 = llvm.mlir.zero : !llvm.ptr
    %566 = llvm.getelementptr %565[%564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %567 = llvm.ptrtoint %566 : !llvm.ptr to i64
    %568 = llvm.mlir.addressof @__constant_32x32xf32_24 : !llvm.ptr
    %569 = llvm.getelementptr %568[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %570 = llvm.mlir.constant(3735928559 : index) : i64
    %571 = llvm.inttoptr %570 : i64 to !llvm.ptr
    %572 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %573 = llvm.insertvalue %571, %572[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %574 = llvm.insertvalue %569, %573[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %575 = llvm.mlir.constant(0 : index) : i64
    %576 = llvm.insertvalue %575, %574[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %577 = llvm.insertvalue %561, %576[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %578 = llvm.insertvalue %562, %577[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %579 = llvm.insertvalue %562, %578[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %580 = llvm.insertvalue %563, %579[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %581 = llvm.mlir.constant(32 : index) : i64
    %582 = llvm.mlir.constant(1 : index) : i64
    %583 = llvm.mlir.zero : !llvm.ptr
    %584 = llvm.getelementptr %583[%581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %585 = llvm.ptrtoint %584 : !llvm.ptr to i64
    %586 = llvm.mlir.addressof @__constant_32xf32_25 : !llvm.ptr
    %587 = llvm.getelementptr %586[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %588 = llvm.mlir.constant(3735928559 : index) : i64
    %589 = llvm.inttoptr %588 : i64 to !llvm.ptr
    %590 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %591 = llvm.insertvalue %589, %590[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %592 = llvm.insertvalue %587, %591[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %593 = llvm.mlir.constant(0 : index) : i64
    %594 = llvm.insertvalue %593, %592[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %595 = llvm.insertvalue %581, %594[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %596 = llvm.insertvalue %582, %595[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %597 = llvm.mlir.constant(32 : index) : i64
    %598 = llvm.mlir.constant(32 : index) : i64
    %599 = llvm.mlir.constant(1 : index) : i64
    %600 = llvm.mlir.constant(1024 : index) : i64
    %601 = llvm.mlir.zero : !llvm.ptr
    %602 = llvm.getelementptr %601[%600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %603 = llvm.ptrtoint %602 : !llvm.ptr to i64
    %604 = llvm.mlir.addressof @__constant_32x32xf32_26 : !llvm.ptr
    %605 = llvm.getelementptr %604[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %606 = llvm.mlir.constant(3735928559 : index) : i64
    %607 = llvm.inttoptr %606 : i64 to !llvm.ptr
    %608 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %609 = llvm.insertvalue %607, %608[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %610 = llvm.insertvalue %605, %609[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %611 = llvm.mlir.constant(0 : index) : i64
    %612 = llvm.insertvalue %611, %610[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %613 = llvm.insertvalue %597, %612[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %614 = llvm.insertvalue %598, %613[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %615 = llvm.insertvalue %598, %614[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %616 = llvm.insertvalue %599, %615[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %617 = llvm.mlir.constant(32 : index) : i64
    %618 = llvm.mlir.constant(1 : index) : i64
    %619 = llvm.mlir.zero : !llvm.ptr
    %620 = llvm.getelementptr %619[%617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %621 = llvm.ptrtoint %620 : !llvm.ptr to i64
    %622 = llvm.mlir.addressof @__constant_32xf32_27 : !llvm.ptr
    %623 = llvm.getelementptr %622[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %624 = llvm.mlir.constant(3735928559 : index) : i64
    %625 = llvm.inttoptr %624 : i64 to !llvm.ptr
    %626 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %627 = llvm.insertvalue %625, %626[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %628 = llvm.insertvalue %623, %627[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %629 = llvm.mlir.constant(0 : index) : i64
    %630 = llvm.insertvalue %629, %628[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %631 = llvm.insertvalue %617, %630[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %632 = llvm.insertvalue %618, %631[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %633 = llvm.mlir.constant(32 : index) : i64
    %634 = llvm.mlir.constant(32 : index) : i64
    %635 = llvm.mlir.constant(1 : index) : i64
    %636 = llvm.mlir.constant(1024 : index) : i64
    %637 = llvm.mlir.zero : !llvm.ptr
    %638 = llvm.getelementptr %637[%636] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %639 = llvm.ptrtoint %638 : !llvm.ptr to i64
    %640 = llvm.mlir.addressof @__constant_32x32xf32_28 : !llvm.ptr
    %641 = llvm.getelementptr %640[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %642 = llvm.mlir.constant(3735928559 : index) : i64
    %643 = llvm.inttoptr %642 : i64 to !llvm.ptr
    %644 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %645 = llvm.insertvalue %643, %644[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %646 = llvm.insertvalue %641, %645[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %647 = llvm.mlir.constant(0 : index) : i64
    %648 = llvm.insertvalue %647, %646[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %649 = llvm.insertvalue %633, %648[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %650 = llvm.insertvalue %634, %649[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %651 = llvm.insertvalue %634, %650[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %652 = llvm.insertvalue %635, %651[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %653 = llvm.mlir.constant(32 : index) : i64
    %654 = llvm.mlir.constant(1 : index) : i64
    %655 = llvm.mlir.zero : !llvm.ptr
    %656 = llvm.getelementptr %655[%653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %657 = llvm.ptrtoint %656 : !llvm.ptr to i64
    %658 = llvm.mlir.addressof @__constant_32xf32_29 : !llvm.ptr
    %659 = llvm.getelementptr %658[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %660 = llvm.mlir.constant(3735928559 : index) : i64
    %661 = llvm.inttoptr %660 : i64 to !llvm.ptr
    %662 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %663 = llvm.insertvalue %661, %662[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %664 = llvm.insertvalue %659, %663[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %665 = llvm.mlir.constant(0 : index) : i64
    %666 = llvm.insertvalue %665, %664[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %667 = llvm.insertvalue %653, %666[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %668 = llvm.insertvalue %654, %667[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %669 = llvm.mlir.constant(32 : index) : i64
    %670 = llvm.mlir.constant(1 : index) : i64
    %671 = llvm.mlir.zero : !llvm.ptr
    %672 = llvm.getelementptr %671[%669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %673 = llvm.ptrtoint %672 : !llvm.ptr to i64
    %674 = llvm.mlir.addressof @__constant_32xf32_30 : !llvm.ptr
    %675 = llvm.getelementptr %674[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %676 = llvm.mlir.constant(3735928559 : index) : i64
    %677 = llvm.inttoptr %676 : i64 to !llvm.ptr
    %678 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %679 = llvm.insertvalue %677, %678[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %680 = llvm.insertvalue %675, %679[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %681 = llvm.mlir.constant(0 : index) : i64
    %682 = llvm.insertvalue %681, %680[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %683 = llvm.insertvalue %669, %682[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %684 = llvm.insertvalue %670, %683[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %685 = llvm.mlir.constant(32 : index) : i64
    %686 = llvm.mlir.constant(32 : index) : i64
    %687 = llvm.mlir.constant(1 : index) : i64
    %688 = llvm.mlir.constant(1024 : index) : i64
    %689 = llvm.mlir.zero : !llvm.ptr
    %690 = llvm.getelementptr %689[%688] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %691 = llvm.ptrtoint %690 : !llvm.ptr to i64
    %692 = llvm.mlir.addressof @__constant_32x32xf32_31 : !llvm.ptr
    %693 = llvm.getelementptr %692[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %694 = llvm.mlir.constant(3735928559 : index) : i64
    %695 = llvm.inttoptr %694 : i64 to !llvm.ptr
    %696 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %697 = llvm.insertvalue %695, %696[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %698 = llvm.insertvalue %693, %697[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %699 = llvm.mlir.constant(0 : index) : i64
    %700 = llvm.insertvalue %699, %698[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %701 = llvm.insertvalue %685, %700[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %702 = llvm.insertvalue %686, %701[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %703 = llvm.insertvalue %686, %702[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %704 = llvm.insertvalue %687, %703[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %705 = llvm.mlir.constant(2 : index) : i64
    %706 = llvm.mlir.constant(32 : index) : i64
    %707 = llvm.mlir.constant(1 : index) : i64
    %708 = llvm.mlir.constant(64 : index) : i64
    %709 = llvm.mlir.zero : !llvm.ptr
    %710 = llvm.getelementptr %709[%708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %711 = llvm.ptrtoint %710 : !llvm.ptr to i64
    %712 = llvm.mlir.addressof @__constant_2x32xf32 : !llvm.ptr
    %713 = llvm.getelementptr %712[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<32 x f32>>
    %714 = llvm.mlir.constant(3735928559 : index) : i64
    %715 = llvm.inttoptr %714 : i64 to !llvm.ptr
    %716 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %717 = llvm.insertvalue %715, %716[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %718 = llvm.insertvalue %713, %717[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %719 = llvm.mlir.constant(0 : index) : i64
    %720 = llvm.insertvalue %719, %718[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %721 = llvm.insertvalue %705, %720[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %722 = llvm.insertvalue %706, %721[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %723 = llvm.insertvalue %706, %722[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %724 = llvm.insertvalue %707, %723[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %725 = llvm.mlir.constant(64 : index) : i64
    %726 = llvm.mlir.constant(32 : index) : i64
    %727 = llvm.mlir.constant(1 : index) : i64
    %728 = llvm.mlir.constant(2048 : index) : i64
    %729 = llvm.mlir.zero : !llvm.ptr
    %730 = llvm.getelementptr %729[%728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %731 = llvm.ptrtoint %730 : !llvm.ptr to i64
    %732 = llvm.mlir.addressof @__constant_64x32xf32_32 : !llvm.ptr
    %733 = llvm.getelementptr %732[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %734 = llvm.mlir.constant(3735928559 : index) : i64
    %735 = llvm.inttoptr %734 : i64 to !llvm.ptr
    %736 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %737 = llvm.insertvalue %735, %736[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %738 = llvm.insertvalue %733, %737[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %739 = llvm.mlir.constant(0 : index) : i64
    %740 = llvm.insertvalue %739, %738[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %741 = llvm.insertvalue %725, %740[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %742 = llvm.insertvalue %726, %741[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %743 = llvm.insertvalue %726, %742[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %744 = llvm.insertvalue %727, %743[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %745 = llvm.mlir.constant(1 : index) : i64
    %746 = llvm.mlir.constant(32 : index) : i64
    %747 = llvm.mlir.constant(1 : index) : i64
    %748 = llvm.mlir.constant(32 : index) : i64
    %749 = llvm.mlir.zero : !llvm.ptr
    %750 = llvm.getelementptr %749[%748] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %751 = llvm.ptrtoint %750 : !llvm.ptr to i64
    %752 = llvm.mlir.addressof @__constant_1x32xi64 : !llvm.ptr
    %753 = llvm.getelementptr %752[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<32 x i64>>
    %754 = llvm.mlir.constant(3735928559 : index) : i64
    %755 = llvm.inttoptr %754 : i64 to !llvm.ptr
    %756 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %757 = llvm.insertvalue %755, %756[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %758 = llvm.insertvalue %753, %757[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %759 = llvm.mlir.constant(0 : index) : i64
    %760 = llvm.insertvalue %759, %758[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %761 = llvm.insertvalue %745, %760[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %762 = llvm.insertvalue %746, %761[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %763 = llvm.insertvalue %746, %762[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %764 = llvm.insertvalue %747, %763[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %765 = llvm.mlir.constant(1 : index) : i64
    %766 = llvm.mlir.constant(32 : index) : i64
    %767 = llvm.mlir.constant(1 : index) : i64
    %768 = llvm.mlir.constant(32 : index) : i64
    %769 = llvm.mlir.zero : !llvm.ptr
    %770 = llvm.getelementptr %769[%768] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %771 = llvm.ptrtoint %770 : !llvm.ptr to i64
    %772 = llvm.mlir.addressof @__constant_1x32xi64_33 : !llvm.ptr
    %773 = llvm.getelementptr %772[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<32 x i64>>
    %774 = llvm.mlir.constant(3735928559 : index) : i64
    %775 = llvm.inttoptr %774 : i64 to !llvm.ptr
    %776 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %777 = llvm.insertvalue %775, %776[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %778 = llvm.insertvalue %773, %777[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %779 = llvm.mlir.constant(0 : index) : i64
    %780 = llvm.insertvalue %779, %778[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %781 = llvm.insertvalue %765, %780[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %782 = llvm.insertvalue %766, %781[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %783 = llvm.insertvalue %766, %782[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %784 = llvm.insertvalue %767, %783[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %785 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %786 = llvm.extractvalue %784[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %787 = llvm.extractvalue %784[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %788 = llvm.insertvalue %786, %785[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %789 = llvm.insertvalue %787, %788[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %790 = llvm.mlir.constant(0 : index) : i64
    %791 = llvm.insertvalue %790, %789[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %792 = llvm.mlir.constant(1 : index) : i64
    %793 = llvm.insertvalue %792, %791[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %794 = llvm.mlir.constant(32 : index) : i64
    %795 = llvm.insertvalue %794, %793[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %796 = llvm.mlir.constant(8 : index) : i64
    %797 = llvm.insertvalue %796, %795[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %798 = llvm.mlir.constant(1 : index) : i64
    %799 = llvm.insertvalue %798, %797[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %800 = llvm.mlir.constant(1 : index) : i64
    %801 = llvm.mlir.constant(8 : index) : i64
    %802 = llvm.mlir.constant(32 : index) : i64
    %803 = llvm.mlir.constant(1 : index) : i64
    %804 = llvm.mlir.constant(256 : index) : i64
    %805 = llvm.mlir.constant(256 : index) : i64
    %806 = llvm.mlir.zero : !llvm.ptr
    %807 = llvm.getelementptr %806[%805] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %819 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %820 = llvm.insertvalue %811, %819[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %821 = llvm.insertvalue %818, %820[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %822 = llvm.mlir.constant(0 : index) : i64
    %823 = llvm.insertvalue %822, %821[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %824 = llvm.insertvalue %800, %823[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %825 = llvm.insertvalue %801, %824[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %826 = llvm.insertvalue %802, %825[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %827 = llvm.insertvalue %804, %826[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %828 = llvm.insertvalue %802, %827[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %829 = llvm.insertvalue %803, %828[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%48 : i64)
  ^bb1(%830: i64):  // 2 preds: ^bb0, ^bb8
    %831 = llvm.icmp "slt" %830, %43 : i64
    llvm.cond_br %831, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%48 : i64)
  ^bb3(%832: i64):  // 2 preds: ^bb2, ^bb7
    %833 = llvm.icmp "slt" %832, %42 : i64
    llvm.cond_br %833, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%48 : i64)
  ^bb5(%834: i64):  // 2 preds: ^bb4, ^bb6
    %835 = llvm.icmp "slt" %834, %41 : i64
    llvm.cond_br %835, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %836 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %837 = llvm.mlir.constant(8 : index) : i64
    %838 = llvm.mul %830, %837 overflow<nsw, nuw> : i64
    %839 = llvm.add %838, %832 overflow<nsw, nuw> : i64
    %840 = llvm.getelementptr inbounds|nuw %836[%839] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %841 = llvm.load %840 : !llvm.ptr -> i64
    %842 = llvm.extractvalue %799[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %843 = llvm.mlir.constant(32 : index) : i64
    %844 = llvm.mul %830, %843 overflow<nsw, nuw> : i64
    %845 = llvm.add %844, %832 overflow<nsw, nuw> : i64
    %846 = llvm.getelementptr inbounds|nuw %842[%845] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %847 = llvm.load %846 : !llvm.ptr -> i64
    %848 = llvm.extractvalue %704[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %849 = llvm.mlir.constant(32 : index) : i64
    %850 = llvm.mul %847, %849 overflow<nsw, nuw> : i64
    %851 = llvm.add %850, %834 overflow<nsw, nuw> : i64
    %852 = llvm.getelementptr inbounds|nuw %848[%851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %853 = llvm.load %852 : !llvm.ptr -> f32
    %854 = llvm.extractvalue %764[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %855 = llvm.mlir.constant(32 : index) : i64
    %856 = llvm.mul %48, %855 overflow<nsw, nuw> : i64
    %857 = llvm.add %856, %847 overflow<nsw, nuw> : i64
    %858 = llvm.getelementptr inbounds|nuw %854[%857] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %859 = llvm.load %858 : !llvm.ptr -> i64
    %860 = llvm.extractvalue %724[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %861 = llvm.mlir.constant(32 : index) : i64
    %862 = llvm.mul %859, %861 overflow<nsw, nuw> : i64
    %863 = llvm.add %862, %834 overflow<nsw, nuw> : i64
    %864 = llvm.getelementptr inbounds|nuw %860[%863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %865 = llvm.load %864 : !llvm.ptr -> f32
    %866 = llvm.extractvalue %744[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %867 = llvm.mlir.constant(32 : index) : i64
    %868 = llvm.mul %841, %867 overflow<nsw, nuw> : i64
    %869 = llvm.add %868, %834 overflow<nsw, nuw> : i64
    %870 = llvm.getelementptr inbounds|nuw %866[%869] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %871 = llvm.load %870 : !llvm.ptr -> f32
    %872 = llvm.fadd %871, %865 : f32
    %873 = llvm.fadd %872, %853 : f32
    %874 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %875 = llvm.mlir.constant(256 : index) : i64
    %876 = llvm.mul %830, %875 overflow<nsw, nuw> : i64
    %877 = llvm.mlir.constant(32 : index) : i64
    %878 = llvm.mul %832, %877 overflow<nsw, nuw> : i64
    %879 = llvm.add %876, %878 overflow<nsw, nuw> : i64
    %880 = llvm.add %879, %834 overflow<nsw, nuw> : i64
    %881 = llvm.getelementptr inbounds|nuw %874[%880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %873, %881 : f32, !llvm.ptr
    %882 = llvm.add %834, %43 : i64
    llvm.br ^bb5(%882 : i64)
  ^bb7:  // pred: ^bb5
    %883 = llvm.add %832, %43 : i64
    llvm.br ^bb3(%883 : i64)
  ^bb8:  // pred: ^bb3
    %884 = llvm.add %830, %43 : i64
    llvm.br ^bb1(%884 : i64)
  ^bb9:  // pred: ^bb1
    %885 = llvm.mlir.constant(1 : index) : i64
    %886 = llvm.mlir.constant(8 : index) : i64
    %887 = llvm.mlir.constant(32 : index) : i64
    %888 = llvm.mlir.constant(1 : index) : i64
    %889 = llvm.mlir.constant(256 : index) : i64
    %890 = llvm.mlir.constant(256 : index) : i64
    %891 = llvm.mlir.zero : !llvm.ptr
    %892 = llvm.getelementptr %891[%890] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %893 = llvm.ptrtoint %892 : !llvm.ptr to i64
    %894 = llvm.mlir.constant(64 : index) : i64
    %895 = llvm.add %893, %894 : i64
    %896 = llvm.call @malloc(%895) : (i64) -> !llvm.ptr
    %897 = llvm.ptrtoint %896 : !llvm.ptr to i64
    %898 = llvm.mlir.constant(1 : index) : i64
    %899 = llvm.sub %894, %898 : i64
    %900 = llvm.add %897, %899 : i64
    %901 = llvm.urem %900, %894 : i64
    %902 = llvm.sub %900, %901 : i64
    %903 = llvm.inttoptr %902 : i64 to !llvm.ptr
    %904 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %905 = llvm.insertvalue %896, %904[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %906 = llvm.insertvalue %903, %905[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %907 = llvm.mlir.constant(0 : index) : i64
    %908 = llvm.insertvalue %907, %906[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %909 = llvm.insertvalue %885, %908[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %910 = llvm.insertvalue %886, %909[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %911 = llvm.insertvalue %887, %910[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %912 = llvm.insertvalue %889, %911[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %913 = llvm.insertvalue %887, %912[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %914 = llvm.insertvalue %888, %913[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb10(%48 : i64)
  ^bb10(%915: i64):  // 2 preds: ^bb9, ^bb17
    %916 = llvm.icmp "slt" %915, %43 : i64
    llvm.cond_br %916, ^bb11, ^bb18
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%48 : i64)
  ^bb12(%917: i64):  // 2 preds: ^bb11, ^bb16
    %918 = llvm.icmp "slt" %917, %42 : i64
    llvm.cond_br %918, ^bb13, ^bb17
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%48 : i64)
  ^bb14(%919: i64):  // 2 preds: ^bb13, ^bb15
    %920 = llvm.icmp "slt" %919, %41 : i64
    llvm.cond_br %920, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %921 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %922 = llvm.mlir.constant(256 : index) : i64
    %923 = llvm.mul %915, %922 overflow<nsw, nuw> : i64
    %924 = llvm.mlir.constant(32 : index) : i64
    %925 = llvm.mul %917, %924 overflow<nsw, nuw> : i64
    %926 = llvm.add %923, %925 overflow<nsw, nuw> : i64
    %927 = llvm.add %926, %919 overflow<nsw, nuw> : i64
    %928 = llvm.getelementptr inbounds|nuw %921[%927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %929 = llvm.load %928 : !llvm.ptr -> f32
    %930 = llvm.fpext %929 : f32 to f64
    %931 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %932 = llvm.mlir.constant(256 : index) : i64
    %933 = llvm.mul %915, %932 overflow<nsw, nuw> : i64
    %934 = llvm.mlir.constant(32 : index) : i64
    %935 = llvm.mul %917, %934 overflow<nsw, nuw> : i64
    %936 = llvm.add %933, %935 overflow<nsw, nuw> : i64
    %937 = llvm.add %936, %919 overflow<nsw, nuw> : i64
    %938 = llvm.getelementptr inbounds|nuw %931[%937] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %930, %938 : f64, !llvm.ptr
    %939 = llvm.add %919, %43 : i64
    llvm.br ^bb14(%939 : i64)
  ^bb16:  // pred: ^bb14
    %940 = llvm.add %917, %43 : i64
    llvm.br ^bb12(%940 : i64)
  ^bb17:  // pred: ^bb12
    %941 = llvm.add %915, %43 : i64
    llvm.br ^bb10(%941 : i64)
  ^bb18:  // pred: ^bb10
    %942 = llvm.mlir.constant(1 : index) : i64
    %943 = llvm.mlir.constant(8 : index) : i64
    %944 = llvm.mlir.constant(1 : index) : i64
    %945 = llvm.mlir.constant(1 : index) : i64
    %946 = llvm.mlir.constant(8 : index) : i64
    %947 = llvm.mlir.zero : !llvm.ptr
    %948 = llvm.getelementptr %947[%946] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %949 = llvm.ptrtoint %948 : !llvm.ptr to i64
    %950 = llvm.mlir.constant(64 : index) : i64
    %951 = llvm.add %949, %950 : i64
    %952 = llvm.call @malloc(%951) : (i64) -> !llvm.ptr
    %953 = llvm.ptrtoint %952 : !llvm.ptr to i64
    %954 = llvm.mlir.constant(1 : index) : i64
    %955 = llvm.sub %950, %954 : i64
    %956 = llvm.add %953, %955 : i64
    %957 = llvm.urem %956, %950 : i64
    %958 = llvm.sub %956, %957 : i64
    %959 = llvm.inttoptr %958 : i64 to !llvm.ptr
    %960 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %961 = llvm.insertvalue %952, %960[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %962 = llvm.insertvalue %959, %961[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %963 = llvm.mlir.constant(0 : index) : i64
    %964 = llvm.insertvalue %963, %962[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %965 = llvm.insertvalue %942, %964[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %966 = llvm.insertvalue %943, %965[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %967 = llvm.insertvalue %944, %966[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.insertvalue %943, %967[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %969 = llvm.insertvalue %944, %968[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %970 = llvm.insertvalue %945, %969[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb19(%48 : i64)
  ^bb19(%971: i64):  // 2 preds: ^bb18, ^bb26
    %972 = llvm.icmp "slt" %971, %43 : i64
    llvm.cond_br %972, ^bb20, ^bb27
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%48 : i64)
  ^bb21(%973: i64):  // 2 preds: ^bb20, ^bb25
    %974 = llvm.icmp "slt" %973, %42 : i64
    llvm.cond_br %974, ^bb22, ^bb26
  ^bb22:  // pred: ^bb21
    llvm.br ^bb23(%48 : i64)
  ^bb23(%975: i64):  // 2 preds: ^bb22, ^bb24
    %976 = llvm.icmp "slt" %975, %43 : i64
    llvm.cond_br %976, ^bb24, ^bb25
  ^bb24:  // pred: ^bb23
    %977 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %978 = llvm.mlir.constant(8 : index) : i64
    %979 = llvm.mul %971, %978 overflow<nsw, nuw> : i64
    %980 = llvm.add %979, %973 overflow<nsw, nuw> : i64
    %981 = llvm.add %980, %975 overflow<nsw, nuw> : i64
    %982 = llvm.getelementptr inbounds|nuw %977[%981] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %53, %982 : f64, !llvm.ptr
    %983 = llvm.add %975, %43 : i64
    llvm.br ^bb23(%983 : i64)
  ^bb25:  // pred: ^bb23
    %984 = llvm.add %973, %43 : i64
    llvm.br ^bb21(%984 : i64)
  ^bb26:  // pred: ^bb21
    %985 = llvm.add %971, %43 : i64
    llvm.br ^bb19(%985 : i64)
  ^bb27:  // pred: ^bb19
    %986 = llvm.mlir.constant(1 : index) : i64
    %987 = llvm.mlir.constant(8 : index) : i64
    %988 = llvm.mlir.constant(1 : index) : i64
    %989 = llvm.mlir.constant(1 : index) : i64
    %990 = llvm.mlir.constant(8 : index) : i64
    %991 = llvm.mlir.zero : !llvm.ptr
    %992 = llvm.getelementptr %991[%990] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %993 = llvm.ptrtoint %992 : !llvm.ptr to i64
    %994 = llvm.mlir.constant(64 : index) : i64
    %995 = llvm.add %993, %994 : i64
    %996 = llvm.call @malloc(%995) : (i64) -> !llvm.ptr
    %997 = llvm.ptrtoint %996 : !llvm.ptr to i64
    %998 = llvm.mlir.constant(1 : index) : i64
    %999 = llvm.sub %994, %998 : i64
    %1000 = llvm.add %997, %999 : i64
    %1001 = llvm.urem %1000, %994 : i64
    %1002 = llvm.sub %1000, %1001 : i64
    %1003 = llvm.inttoptr %1002 : i64 to !llvm.ptr
    %1004 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1005 = llvm.insertvalue %996, %1004[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1006 = llvm.insertvalue %1003, %1005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1007 = llvm.mlir.constant(0 : index) : i64
    %1008 = llvm.insertvalue %1007, %1006[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1009 = llvm.insertvalue %986, %1008[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1010 = llvm.insertvalue %987, %1009[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1011 = llvm.insertvalue %988, %1010[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1012 = llvm.insertvalue %987, %1011[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1013 = llvm.insertvalue %988, %1012[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1014 = llvm.insertvalue %989, %1013[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb28(%48 : i64)
  ^bb28(%1015: i64):  // 2 preds: ^bb27, ^bb35
    %1016 = llvm.icmp "slt" %1015, %43 : i64
    llvm.cond_br %1016, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%48 : i64)
  ^bb30(%1017: i64):  // 2 preds: ^bb29, ^bb34
    %1018 = llvm.icmp "slt" %1017, %42 : i64
    llvm.cond_br %1018, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%48 : i64)
  ^bb32(%1019: i64):  // 2 preds: ^bb31, ^bb33
    %1020 = llvm.icmp "slt" %1019, %43 : i64
    llvm.cond_br %1020, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %1021 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1022 = llvm.mlir.constant(8 : index) : i64
    %1023 = llvm.mul %1015, %1022 overflow<nsw, nuw> : i64
    %1024 = llvm.add %1023, %1017 overflow<nsw, nuw> : i64
    %1025 = llvm.add %1024, %1019 overflow<nsw, nuw> : i64
    %1026 = llvm.getelementptr inbounds|nuw %1021[%1025] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1027 = llvm.load %1026 : !llvm.ptr -> f64
    %1028 = llvm.extractvalue %1014[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1029 = llvm.mlir.constant(8 : index) : i64
    %1030 = llvm.mul %1015, %1029 overflow<nsw, nuw> : i64
    %1031 = llvm.add %1030, %1017 overflow<nsw, nuw> : i64
    %1032 = llvm.add %1031, %1019 overflow<nsw, nuw> : i64
    %1033 = llvm.getelementptr inbounds|nuw %1028[%1032] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1027, %1033 : f64, !llvm.ptr
    %1034 = llvm.add %1019, %43 : i64
    llvm.br ^bb32(%1034 : i64)
  ^bb34:  // pred: ^bb32
    %1035 = llvm.add %1017, %43 : i64
    llvm.br ^bb30(%1035 : i64)
  ^bb35:  // pred: ^bb30
    %1036 = llvm.add %1015, %43 : i64
    llvm.br ^bb28(%1036 : i64)
  ^bb36:  // pred: ^bb28
    llvm.br ^bb37(%48 : i64)
  ^bb37(%1037: i64):  // 2 preds: ^bb36, ^bb44
    %1038 = llvm.icmp "slt" %1037, %43 : i64
    llvm.cond_br %1038, ^bb38, ^bb45
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%48 : i64)
  ^bb39(%1039: i64):  // 2 preds: ^bb38, ^bb43
    %1040 = llvm.icmp "slt" %1039, %42 : i64
    llvm.cond_br %1040, ^bb40, ^bb44
  ^bb40:  // pred: ^bb39
    llvm.br ^bb41(%48 : i64)
  ^bb41(%1041: i64):  // 2 preds: ^bb40, ^bb42
    %1042 = llvm.icmp "slt" %1041, %41 : i64
    llvm.cond_br %1042, ^bb42, ^bb43
  ^bb42:  // pred: ^bb41
    %1043 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1044 = llvm.mlir.constant(256 : index) : i64
    %1045 = llvm.mul %1037, %1044 overflow<nsw, nuw> : i64
    %1046 = llvm.mlir.constant(32 : index) : i64
    %1047 = llvm.mul %1039, %1046 overflow<nsw, nuw> : i64
    %1048 = llvm.add %1045, %1047 overflow<nsw, nuw> : i64
    %1049 = llvm.add %1048, %1041 overflow<nsw, nuw> : i64
    %1050 = llvm.getelementptr inbounds|nuw %1043[%1049] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1051 = llvm.load %1050 : !llvm.ptr -> f64
    %1052 = llvm.extractvalue %1014[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1053 = llvm.mlir.constant(8 : index) : i64
    %1054 = llvm.mul %1037, %1053 overflow<nsw, nuw> : i64
    %1055 = llvm.add %1054, %1039 overflow<nsw, nuw> : i64
    %1056 = llvm.add %1055, %48 overflow<nsw, nuw> : i64
    %1057 = llvm.getelementptr inbounds|nuw %1052[%1056] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1058 = llvm.load %1057 : !llvm.ptr -> f64
    %1059 = llvm.fadd %1051, %1058 : f64
    %1060 = llvm.extractvalue %1014[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1061 = llvm.mlir.constant(8 : index) : i64
    %1062 = llvm.mul %1037, %1061 overflow<nsw, nuw> : i64
    %1063 = llvm.add %1062, %1039 overflow<nsw, nuw> : i64
    %1064 = llvm.add %1063, %48 overflow<nsw, nuw> : i64
    %1065 = llvm.getelementptr inbounds|nuw %1060[%1064] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1059, %1065 : f64, !llvm.ptr
    %1066 = llvm.add %1041, %43 : i64
    llvm.br ^bb41(%1066 : i64)
  ^bb43:  // pred: ^bb41
    %1067 = llvm.add %1039, %43 : i64
    llvm.br ^bb39(%1067 : i64)
  ^bb44:  // pred: ^bb39
    %1068 = llvm.add %1037, %43 : i64
    llvm.br ^bb37(%1068 : i64)
  ^bb45:  // pred: ^bb37
    %1069 = llvm.mlir.constant(1 : index) : i64
    %1070 = llvm.mlir.constant(8 : index) : i64
    %1071 = llvm.mlir.constant(1 : index) : i64
    %1072 = llvm.mlir.constant(1 : index) : i64
    %1073 = llvm.mlir.constant(8 : index) : i64
    %1074 = llvm.mlir.zero : !llvm.ptr
    %1075 = llvm.getelementptr %1074[%1073] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1076 = llvm.ptrtoint %1075 : !llvm.ptr to i64
    %1077 = llvm.mlir.constant(64 : index) : i64
    %1078 = llvm.add %1076, %1077 : i64
    %1079 = llvm.call @malloc(%1078) : (i64) -> !llvm.ptr
    %1080 = llvm.ptrtoint %1079 : !llvm.ptr to i64
    %1081 = llvm.mlir.constant(1 : index) : i64
    %1082 = llvm.sub %1077, %1081 : i64
    %1083 = llvm.add %1080, %1082 : i64
    %1084 = llvm.urem %1083, %1077 : i64
    %1085 = llvm.sub %1083, %1084 : i64
    %1086 = llvm.inttoptr %1085 : i64 to !llvm.ptr
    %1087 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1088 = llvm.insertvalue %1079, %1087[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1089 = llvm.insertvalue %1086, %1088[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1090 = llvm.mlir.constant(0 : index) : i64
    %1091 = llvm.insertvalue %1090, %1089[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1092 = llvm.insertvalue %1069, %1091[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1093 = llvm.insertvalue %1070, %1092[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1094 = llvm.insertvalue %1071, %1093[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1095 = llvm.insertvalue %1070, %1094[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1096 = llvm.insertvalue %1071, %1095[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1097 = llvm.insertvalue %1072, %1096[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb46(%48 : i64)
  ^bb46(%1098: i64):  // 2 preds: ^bb45, ^bb53
    %1099 = llvm.icmp "slt" %1098, %43 : i64
    llvm.cond_br %1099, ^bb47, ^bb54
  ^bb47:  // pred: ^bb46
    llvm.br ^bb48(%48 : i64)
  ^bb48(%1100: i64):  // 2 preds: ^bb47, ^bb52
    %1101 = llvm.icmp "slt" %1100, %42 : i64
    llvm.cond_br %1101, ^bb49, ^bb53
  ^bb49:  // pred: ^bb48
    llvm.br ^bb50(%48 : i64)
  ^bb50(%1102: i64):  // 2 preds: ^bb49, ^bb51
    %1103 = llvm.icmp "slt" %1102, %43 : i64
    llvm.cond_br %1103, ^bb51, ^bb52
  ^bb51:  // pred: ^bb50
    %1104 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1105 = llvm.mlir.constant(8 : index) : i64
    %1106 = llvm.mul %1098, %1105 overflow<nsw, nuw> : i64
    %1107 = llvm.add %1106, %1100 overflow<nsw, nuw> : i64
    %1108 = llvm.add %1107, %1102 overflow<nsw, nuw> : i64
    %1109 = llvm.getelementptr inbounds|nuw %1104[%1108] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1110 = llvm.load %1109 : !llvm.ptr -> f64
    %1111 = llvm.extractvalue %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1112 = llvm.mlir.constant(8 : index) : i64
    %1113 = llvm.mul %1098, %1112 overflow<nsw, nuw> : i64
    %1114 = llvm.add %1113, %1100 overflow<nsw, nuw> : i64
    %1115 = llvm.add %1114, %1102 overflow<nsw, nuw> : i64
    %1116 = llvm.getelementptr inbounds|nuw %1111[%1115] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1110, %1116 : f64, !llvm.ptr
    %1117 = llvm.add %1102, %43 : i64
    llvm.br ^bb50(%1117 : i64)
  ^bb52:  // pred: ^bb50
    %1118 = llvm.add %1100, %43 : i64
    llvm.br ^bb48(%1118 : i64)
  ^bb53:  // pred: ^bb48
    %1119 = llvm.add %1098, %43 : i64
    llvm.br ^bb46(%1119 : i64)
  ^bb54:  // pred: ^bb46
    llvm.br ^bb55(%48 : i64)
  ^bb55(%1120: i64):  // 2 preds: ^bb54, ^bb62
    %1121 = llvm.icmp "slt" %1120, %43 : i64
    llvm.cond_br %1121, ^bb56, ^bb63
  ^bb56:  // pred: ^bb55
    llvm.br ^bb57(%48 : i64)
  ^bb57(%1122: i64):  // 2 preds: ^bb56, ^bb61
    %1123 = llvm.icmp "slt" %1122, %42 : i64
    llvm.cond_br %1123, ^bb58, ^bb62
  ^bb58:  // pred: ^bb57
    llvm.br ^bb59(%48 : i64)
  ^bb59(%1124: i64):  // 2 preds: ^bb58, ^bb60
    %1125 = llvm.icmp "slt" %1124, %41 : i64
    llvm.cond_br %1125, ^bb60, ^bb61
  ^bb60:  // pred: ^bb59
    %1126 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1127 = llvm.mlir.constant(256 : index) : i64
    %1128 = llvm.mul %1120, %1127 overflow<nsw, nuw> : i64
    %1129 = llvm.mlir.constant(32 : index) : i64
    %1130 = llvm.mul %1122, %1129 overflow<nsw, nuw> : i64
    %1131 = llvm.add %1128, %1130 overflow<nsw, nuw> : i64
    %1132 = llvm.add %1131, %1124 overflow<nsw, nuw> : i64
    %1133 = llvm.getelementptr inbounds|nuw %1126[%1132] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1134 = llvm.load %1133 : !llvm.ptr -> f64
    %1135 = llvm.extractvalue %1014[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1136 = llvm.mlir.constant(8 : index) : i64
    %1137 = llvm.mul %1120, %1136 overflow<nsw, nuw> : i64
    %1138 = llvm.add %1137, %1122 overflow<nsw, nuw> : i64
    %1139 = llvm.add %1138, %48 overflow<nsw, nuw> : i64
    %1140 = llvm.getelementptr inbounds|nuw %1135[%1139] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1141 = llvm.load %1140 : !llvm.ptr -> f64
    %1142 = llvm.extractvalue %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1143 = llvm.mlir.constant(8 : index) : i64
    %1144 = llvm.mul %1120, %1143 overflow<nsw, nuw> : i64
    %1145 = llvm.add %1144, %1122 overflow<nsw, nuw> : i64
    %1146 = llvm.add %1145, %48 overflow<nsw, nuw> : i64
    %1147 = llvm.getelementptr inbounds|nuw %1142[%1146] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1148 = llvm.load %1147 : !llvm.ptr -> f64
    %1149 = llvm.fdiv %1141, %47 : f64
    %1150 = llvm.fsub %1134, %1149 : f64
    %1151 = llvm.fmul %1150, %1150 : f64
    %1152 = llvm.fadd %1151, %1148 : f64
    %1153 = llvm.extractvalue %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1154 = llvm.mlir.constant(8 : index) : i64
    %1155 = llvm.mul %1120, %1154 overflow<nsw, nuw> : i64
    %1156 = llvm.add %1155, %1122 overflow<nsw, nuw> : i64
    %1157 = llvm.add %1156, %48 overflow<nsw, nuw> : i64
    %1158 = llvm.getelementptr inbounds|nuw %1153[%1157] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1152, %1158 : f64, !llvm.ptr
    %1159 = llvm.add %1124, %43 : i64
    llvm.br ^bb59(%1159 : i64)
  ^bb61:  // pred: ^bb59
    %1160 = llvm.add %1122, %43 : i64
    llvm.br ^bb57(%1160 : i64)
  ^bb62:  // pred: ^bb57
    %1161 = llvm.add %1120, %43 : i64
    llvm.br ^bb55(%1161 : i64)
  ^bb63:  // pred: ^bb55
    %1162 = llvm.mlir.constant(1 : index) : i64
    %1163 = llvm.mlir.constant(8 : index) : i64
    %1164 = llvm.mlir.constant(1 : index) : i64
    %1165 = llvm.mlir.constant(1 : index) : i64
    %1166 = llvm.mlir.constant(8 : index) : i64
    %1167 = llvm.mlir.zero : !llvm.ptr
    %1168 = llvm.getelementptr %1167[%1166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1169 = llvm.ptrtoint %1168 : !llvm.ptr to i64
    %1170 = llvm.mlir.constant(64 : index) : i64
    %1171 = llvm.add %1169, %1170 : i64
    %1172 = llvm.call @malloc(%1171) : (i64) -> !llvm.ptr
    %1173 = llvm.ptrtoint %1172 : !llvm.ptr to i64
    %1174 = llvm.mlir.constant(1 : index) : i64
    %1175 = llvm.sub %1170, %1174 : i64
    %1176 = llvm.add %1173, %1175 : i64
    %1177 = llvm.urem %1176, %1170 : i64
    %1178 = llvm.sub %1176, %1177 : i64
    %1179 = llvm.inttoptr %1178 : i64 to !llvm.ptr
    %1180 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1181 = llvm.insertvalue %1172, %1180[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1182 = llvm.insertvalue %1179, %1181[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1183 = llvm.mlir.constant(0 : index) : i64
    %1184 = llvm.insertvalue %1183, %1182[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1185 = llvm.insertvalue %1162, %1184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1186 = llvm.insertvalue %1163, %1185[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1187 = llvm.insertvalue %1164, %1186[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1188 = llvm.insertvalue %1163, %1187[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1189 = llvm.insertvalue %1164, %1188[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1190 = llvm.insertvalue %1165, %1189[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb64(%48 : i64)
  ^bb64(%1191: i64):  // 2 preds: ^bb63, ^bb71
    %1192 = llvm.icmp "slt" %1191, %43 : i64
    llvm.cond_br %1192, ^bb65, ^bb72
  ^bb65:  // pred: ^bb64
    llvm.br ^bb66(%48 : i64)
  ^bb66(%1193: i64):  // 2 preds: ^bb65, ^bb70
    %1194 = llvm.icmp "slt" %1193, %42 : i64
    llvm.cond_br %1194, ^bb67, ^bb71
  ^bb67:  // pred: ^bb66
    llvm.br ^bb68(%48 : i64)
  ^bb68(%1195: i64):  // 2 preds: ^bb67, ^bb69
    %1196 = llvm.icmp "slt" %1195, %43 : i64
    llvm.cond_br %1196, ^bb69, ^bb70
  ^bb69:  // pred: ^bb68
    %1197 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1198 = llvm.mlir.constant(8 : index) : i64
    %1199 = llvm.mul %1191, %1198 overflow<nsw, nuw> : i64
    %1200 = llvm.add %1199, %1193 overflow<nsw, nuw> : i64
    %1201 = llvm.add %1200, %1195 overflow<nsw, nuw> : i64
    %1202 = llvm.getelementptr inbounds|nuw %1197[%1201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %1202 : f32, !llvm.ptr
    %1203 = llvm.add %1195, %43 : i64
    llvm.br ^bb68(%1203 : i64)
  ^bb70:  // pred: ^bb68
    %1204 = llvm.add %1193, %43 : i64
    llvm.br ^bb66(%1204 : i64)
  ^bb71:  // pred: ^bb66
    %1205 = llvm.add %1191, %43 : i64
    llvm.br ^bb64(%1205 : i64)
  ^bb72:  // pred: ^bb64
    %1206 = llvm.mlir.constant(1 : index) : i64
    %1207 = llvm.mlir.constant(8 : index) : i64
    %1208 = llvm.mlir.constant(1 : index) : i64
    %1209 = llvm.mlir.constant(1 : index) : i64
    %1210 = llvm.mlir.constant(8 : index) : i64
    %1211 = llvm.mlir.zero : !llvm.ptr
    %1212 = llvm.getelementptr %1211[%1210] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1213 = llvm.ptrtoint %1212 : !llvm.ptr to i64
    %1214 = llvm.mlir.constant(64 : index) : i64
    %1215 = llvm.add %1213, %1214 : i64
    %1216 = llvm.call @malloc(%1215) : (i64) -> !llvm.ptr
    %1217 = llvm.ptrtoint %1216 : !llvm.ptr to i64
    %1218 = llvm.mlir.constant(1 : index) : i64
    %1219 = llvm.sub %1214, %1218 : i64
    %1220 = llvm.add %1217, %1219 : i64
    %1221 = llvm.urem %1220, %1214 : i64
    %1222 = llvm.sub %1220, %1221 : i64
    %1223 = llvm.inttoptr %1222 : i64 to !llvm.ptr
    %1224 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1225 = llvm.insertvalue %1216, %1224[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1226 = llvm.insertvalue %1223, %1225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1227 = llvm.mlir.constant(0 : index) : i64
    %1228 = llvm.insertvalue %1227, %1226[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1229 = llvm.insertvalue %1206, %1228[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1230 = llvm.insertvalue %1207, %1229[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1231 = llvm.insertvalue %1208, %1230[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1232 = llvm.insertvalue %1207, %1231[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1233 = llvm.insertvalue %1208, %1232[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1234 = llvm.insertvalue %1209, %1233[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb73(%48 : i64)
  ^bb73(%1235: i64):  // 2 preds: ^bb72, ^bb80
    %1236 = llvm.icmp "slt" %1235, %43 : i64
    llvm.cond_br %1236, ^bb74, ^bb81
  ^bb74:  // pred: ^bb73
    llvm.br ^bb75(%48 : i64)
  ^bb75(%1237: i64):  // 2 preds: ^bb74, ^bb79
    %1238 = llvm.icmp "slt" %1237, %42 : i64
    llvm.cond_br %1238, ^bb76, ^bb80
  ^bb76:  // pred: ^bb75
    llvm.br ^bb77(%48 : i64)
  ^bb77(%1239: i64):  // 2 preds: ^bb76, ^bb78
    %1240 = llvm.icmp "slt" %1239, %43 : i64
    llvm.cond_br %1240, ^bb78, ^bb79
  ^bb78:  // pred: ^bb77
    %1241 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1242 = llvm.mlir.constant(8 : index) : i64
    %1243 = llvm.mul %1235, %1242 overflow<nsw, nuw> : i64
    %1244 = llvm.add %1243, %1237 overflow<nsw, nuw> : i64
    %1245 = llvm.add %1244, %1239 overflow<nsw, nuw> : i64
    %1246 = llvm.getelementptr inbounds|nuw %1241[%1245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1247 = llvm.load %1246 : !llvm.ptr -> f32
    %1248 = llvm.extractvalue %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1249 = llvm.mlir.constant(8 : index) : i64
    %1250 = llvm.mul %1235, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.add %1250, %1237 overflow<nsw, nuw> : i64
    %1252 = llvm.add %1251, %1239 overflow<nsw, nuw> : i64
    %1253 = llvm.getelementptr inbounds|nuw %1248[%1252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1247, %1253 : f32, !llvm.ptr
    %1254 = llvm.add %1239, %43 : i64
    llvm.br ^bb77(%1254 : i64)
  ^bb79:  // pred: ^bb77
    %1255 = llvm.add %1237, %43 : i64
    llvm.br ^bb75(%1255 : i64)
  ^bb80:  // pred: ^bb75
    %1256 = llvm.add %1235, %43 : i64
    llvm.br ^bb73(%1256 : i64)
  ^bb81:  // pred: ^bb73
    llvm.br ^bb82(%48 : i64)
  ^bb82(%1257: i64):  // 2 preds: ^bb81, ^bb89
    %1258 = llvm.icmp "slt" %1257, %43 : i64
    llvm.cond_br %1258, ^bb83, ^bb90
  ^bb83:  // pred: ^bb82
    llvm.br ^bb84(%48 : i64)
  ^bb84(%1259: i64):  // 2 preds: ^bb83, ^bb88
    %1260 = llvm.icmp "slt" %1259, %42 : i64
    llvm.cond_br %1260, ^bb85, ^bb89
  ^bb85:  // pred: ^bb84
    llvm.br ^bb86(%48 : i64)
  ^bb86(%1261: i64):  // 2 preds: ^bb85, ^bb87
    %1262 = llvm.icmp "slt" %1261, %41 : i64
    llvm.cond_br %1262, ^bb87, ^bb88
  ^bb87:  // pred: ^bb86
    %1263 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1264 = llvm.mlir.constant(256 : index) : i64
    %1265 = llvm.mul %1257, %1264 overflow<nsw, nuw> : i64
    %1266 = llvm.mlir.constant(32 : index) : i64
    %1267 = llvm.mul %1259, %1266 overflow<nsw, nuw> : i64
    %1268 = llvm.add %1265, %1267 overflow<nsw, nuw> : i64
    %1269 = llvm.add %1268, %1261 overflow<nsw, nuw> : i64
    %1270 = llvm.getelementptr inbounds|nuw %1263[%1269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1271 = llvm.load %1270 : !llvm.ptr -> f32
    %1272 = llvm.extractvalue %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1273 = llvm.mlir.constant(8 : index) : i64
    %1274 = llvm.mul %1257, %1273 overflow<nsw, nuw> : i64
    %1275 = llvm.add %1274, %1259 overflow<nsw, nuw> : i64
    %1276 = llvm.add %1275, %48 overflow<nsw, nuw> : i64
    %1277 = llvm.getelementptr inbounds|nuw %1272[%1276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1278 = llvm.load %1277 : !llvm.ptr -> f32
    %1279 = llvm.fadd %1271, %1278 : f32
    %1280 = llvm.extractvalue %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1281 = llvm.mlir.constant(8 : index) : i64
    %1282 = llvm.mul %1257, %1281 overflow<nsw, nuw> : i64
    %1283 = llvm.add %1282, %1259 overflow<nsw, nuw> : i64
    %1284 = llvm.add %1283, %48 overflow<nsw, nuw> : i64
    %1285 = llvm.getelementptr inbounds|nuw %1280[%1284] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1279, %1285 : f32, !llvm.ptr
    %1286 = llvm.add %1261, %43 : i64
    llvm.br ^bb86(%1286 : i64)
  ^bb88:  // pred: ^bb86
    %1287 = llvm.add %1259, %43 : i64
    llvm.br ^bb84(%1287 : i64)
  ^bb89:  // pred: ^bb84
    %1288 = llvm.add %1257, %43 : i64
    llvm.br ^bb82(%1288 : i64)
  ^bb90:  // pred: ^bb82
    %1289 = llvm.mlir.constant(1 : index) : i64
    %1290 = llvm.mlir.constant(8 : index) : i64
    %1291 = llvm.mlir.constant(32 : index) : i64
    %1292 = llvm.mlir.constant(1 : index) : i64
    %1293 = llvm.mlir.constant(256 : index) : i64
    %1294 = llvm.mlir.constant(256 : index) : i64
    %1295 = llvm.mlir.zero : !llvm.ptr
    %1296 = llvm.getelementptr %1295[%1294] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1297 = llvm.ptrtoint %1296 : !llvm.ptr to i64
    %1298 = llvm.mlir.constant(64 : index) : i64
    %1299 = llvm.add %1297, %1298 : i64
    %1300 = llvm.call @malloc(%1299) : (i64) -> !llvm.ptr
    %1301 = llvm.ptrtoint %1300 : !llvm.ptr to i64
    %1302 = llvm.mlir.constant(1 : index) : i64
    %1303 = llvm.sub %1298, %1302 : i64
    %1304 = llvm.add %1301, %1303 : i64
    %1305 = llvm.urem %1304, %1298 : i64
    %1306 = llvm.sub %1304, %1305 : i64
    %1307 = llvm.inttoptr %1306 : i64 to !llvm.ptr
    %1308 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1309 = llvm.insertvalue %1300, %1308[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1310 = llvm.insertvalue %1307, %1309[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1311 = llvm.mlir.constant(0 : index) : i64
    %1312 = llvm.insertvalue %1311, %1310[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1313 = llvm.insertvalue %1289, %1312[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1314 = llvm.insertvalue %1290, %1313[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1315 = llvm.insertvalue %1291, %1314[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1316 = llvm.insertvalue %1293, %1315[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1317 = llvm.insertvalue %1291, %1316[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1318 = llvm.insertvalue %1292, %1317[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb91(%48 : i64)
  ^bb91(%1319: i64):  // 2 preds: ^bb90, ^bb98
    %1320 = llvm.icmp "slt" %1319, %43 : i64
    llvm.cond_br %1320, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%48 : i64)
  ^bb93(%1321: i64):  // 2 preds: ^bb92, ^bb97
    %1322 = llvm.icmp "slt" %1321, %42 : i64
    llvm.cond_br %1322, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%48 : i64)
  ^bb95(%1323: i64):  // 2 preds: ^bb94, ^bb96
    %1324 = llvm.icmp "slt" %1323, %41 : i64
    llvm.cond_br %1324, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %1325 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1326 = llvm.mlir.constant(256 : index) : i64
    %1327 = llvm.mul %1319, %1326 overflow<nsw, nuw> : i64
    %1328 = llvm.mlir.constant(32 : index) : i64
    %1329 = llvm.mul %1321, %1328 overflow<nsw, nuw> : i64
    %1330 = llvm.add %1327, %1329 overflow<nsw, nuw> : i64
    %1331 = llvm.add %1330, %1323 overflow<nsw, nuw> : i64
    %1332 = llvm.getelementptr inbounds|nuw %1325[%1331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1333 = llvm.load %1332 : !llvm.ptr -> f32
    %1334 = llvm.extractvalue %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1335 = llvm.mlir.constant(8 : index) : i64
    %1336 = llvm.mul %1319, %1335 overflow<nsw, nuw> : i64
    %1337 = llvm.add %1336, %1321 overflow<nsw, nuw> : i64
    %1338 = llvm.add %1337, %48 overflow<nsw, nuw> : i64
    %1339 = llvm.getelementptr inbounds|nuw %1334[%1338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1340 = llvm.load %1339 : !llvm.ptr -> f32
    %1341 = llvm.extractvalue %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1342 = llvm.mlir.constant(8 : index) : i64
    %1343 = llvm.mul %1319, %1342 overflow<nsw, nuw> : i64
    %1344 = llvm.add %1343, %1321 overflow<nsw, nuw> : i64
    %1345 = llvm.add %1344, %48 overflow<nsw, nuw> : i64
    %1346 = llvm.getelementptr inbounds|nuw %1341[%1345] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1347 = llvm.load %1346 : !llvm.ptr -> f64
    %1348 = llvm.extractvalue %684[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1349 = llvm.getelementptr inbounds|nuw %1348[%1323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1350 = llvm.load %1349 : !llvm.ptr -> f32
    %1351 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1352 = llvm.getelementptr inbounds|nuw %1351[%1323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1353 = llvm.load %1352 : !llvm.ptr -> f32
    %1354 = llvm.fdiv %1347, %47 : f64
    %1355 = llvm.fptrunc %1354 : f64 to f32
    %1356 = llvm.fptrunc %49 : f64 to f32
    %1357 = llvm.fadd %1355, %1356 : f32
    %1358 = llvm.intr.sqrt(%1357) : (f32) -> f32
    %1359 = llvm.fdiv %55, %1358 : f32
    %1360 = llvm.fdiv %1340, %46 : f32
    %1361 = llvm.fsub %1333, %1360 : f32
    %1362 = llvm.fmul %1361, %1359 : f32
    %1363 = llvm.fmul %1362, %1350 : f32
    %1364 = llvm.fadd %1363, %1353 : f32
    %1365 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1366 = llvm.mlir.constant(256 : index) : i64
    %1367 = llvm.mul %1319, %1366 overflow<nsw, nuw> : i64
    %1368 = llvm.mlir.constant(32 : index) : i64
    %1369 = llvm.mul %1321, %1368 overflow<nsw, nuw> : i64
    %1370 = llvm.add %1367, %1369 overflow<nsw, nuw> : i64
    %1371 = llvm.add %1370, %1323 overflow<nsw, nuw> : i64
    %1372 = llvm.getelementptr inbounds|nuw %1365[%1371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1364, %1372 : f32, !llvm.ptr
    %1373 = llvm.add %1323, %43 : i64
    llvm.br ^bb95(%1373 : i64)
  ^bb97:  // pred: ^bb95
    %1374 = llvm.add %1321, %43 : i64
    llvm.br ^bb93(%1374 : i64)
  ^bb98:  // pred: ^bb93
    %1375 = llvm.add %1319, %43 : i64
    llvm.br ^bb91(%1375 : i64)
  ^bb99:  // pred: ^bb91
    %1376 = llvm.mlir.constant(1 : index) : i64
    %1377 = llvm.mlir.constant(1 : index) : i64
    %1378 = llvm.mlir.constant(8 : index) : i64
    %1379 = llvm.mlir.constant(1 : index) : i64
    %1380 = llvm.mlir.constant(8 : index) : i64
    %1381 = llvm.mlir.constant(1 : index) : i64
    %1382 = llvm.mlir.constant(8 : index) : i64
    %1383 = llvm.mlir.constant(64 : index) : i64
    %1384 = llvm.mlir.constant(64 : index) : i64
    %1385 = llvm.mlir.constant(64 : index) : i64
    %1386 = llvm.mlir.zero : !llvm.ptr
    %1387 = llvm.getelementptr %1386[%1385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1388 = llvm.ptrtoint %1387 : !llvm.ptr to i64
    %1389 = llvm.mlir.constant(64 : index) : i64
    %1390 = llvm.add %1388, %1389 : i64
    %1391 = llvm.call @malloc(%1390) : (i64) -> !llvm.ptr
    %1392 = llvm.ptrtoint %1391 : !llvm.ptr to i64
    %1393 = llvm.mlir.constant(1 : index) : i64
    %1394 = llvm.sub %1389, %1393 : i64
    %1395 = llvm.add %1392, %1394 : i64
    %1396 = llvm.urem %1395, %1389 : i64
    %1397 = llvm.sub %1395, %1396 : i64
    %1398 = llvm.inttoptr %1397 : i64 to !llvm.ptr
    %1399 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1400 = llvm.insertvalue %1391, %1399[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1401 = llvm.insertvalue %1398, %1400[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1402 = llvm.mlir.constant(0 : index) : i64
    %1403 = llvm.insertvalue %1402, %1401[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1404 = llvm.insertvalue %1376, %1403[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1405 = llvm.insertvalue %1377, %1404[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1406 = llvm.insertvalue %1378, %1405[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1407 = llvm.insertvalue %1379, %1406[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1408 = llvm.insertvalue %1380, %1407[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1409 = llvm.insertvalue %1384, %1408[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1410 = llvm.insertvalue %1383, %1409[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1411 = llvm.insertvalue %1382, %1410[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1412 = llvm.insertvalue %1380, %1411[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1413 = llvm.insertvalue %1381, %1412[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb100(%48 : i64)
  ^bb100(%1414: i64):  // 2 preds: ^bb99, ^bb113
    %1415 = llvm.icmp "slt" %1414, %43 : i64
    llvm.cond_br %1415, ^bb101, ^bb114
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%48 : i64)
  ^bb102(%1416: i64):  // 2 preds: ^bb101, ^bb112
    %1417 = llvm.icmp "slt" %1416, %43 : i64
    llvm.cond_br %1417, ^bb103, ^bb113
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%48 : i64)
  ^bb104(%1418: i64):  // 2 preds: ^bb103, ^bb111
    %1419 = llvm.icmp "slt" %1418, %42 : i64
    llvm.cond_br %1419, ^bb105, ^bb112
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%48 : i64)
  ^bb106(%1420: i64):  // 2 preds: ^bb105, ^bb110
    %1421 = llvm.icmp "slt" %1420, %43 : i64
    llvm.cond_br %1421, ^bb107, ^bb111
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%48 : i64)
  ^bb108(%1422: i64):  // 2 preds: ^bb107, ^bb109
    %1423 = llvm.icmp "slt" %1422, %42 : i64
    llvm.cond_br %1423, ^bb109, ^bb110
  ^bb109:  // pred: ^bb108
    %1424 = llvm.icmp "sge" %1418, %54 : i64
    %1425 = llvm.select %1424, %52, %51 : i1, f32
    %1426 = llvm.extractvalue %1413[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1427 = llvm.mlir.constant(64 : index) : i64
    %1428 = llvm.mul %1414, %1427 overflow<nsw, nuw> : i64
    %1429 = llvm.mlir.constant(64 : index) : i64
    %1430 = llvm.mul %1416, %1429 overflow<nsw, nuw> : i64
    %1431 = llvm.add %1428, %1430 overflow<nsw, nuw> : i64
    %1432 = llvm.mlir.constant(8 : index) : i64
    %1433 = llvm.mul %1418, %1432 overflow<nsw, nuw> : i64
    %1434 = llvm.add %1431, %1433 overflow<nsw, nuw> : i64
    %1435 = llvm.mlir.constant(8 : index) : i64
    %1436 = llvm.mul %1420, %1435 overflow<nsw, nuw> : i64
    %1437 = llvm.add %1434, %1436 overflow<nsw, nuw> : i64
    %1438 = llvm.add %1437, %1422 overflow<nsw, nuw> : i64
    %1439 = llvm.getelementptr inbounds|nuw %1426[%1438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1425, %1439 : f32, !llvm.ptr
    %1440 = llvm.add %1422, %43 : i64
    llvm.br ^bb108(%1440 : i64)
  ^bb110:  // pred: ^bb108
    %1441 = llvm.add %1420, %43 : i64
    llvm.br ^bb106(%1441 : i64)
  ^bb111:  // pred: ^bb106
    %1442 = llvm.add %1418, %43 : i64
    llvm.br ^bb104(%1442 : i64)
  ^bb112:  // pred: ^bb104
    %1443 = llvm.add %1416, %43 : i64
    llvm.br ^bb102(%1443 : i64)
  ^bb113:  // pred: ^bb102
    %1444 = llvm.add %1414, %43 : i64
    llvm.br ^bb100(%1444 : i64)
  ^bb114:  // pred: ^bb100
    %1445 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1446 = llvm.extractvalue %1413[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1447 = llvm.extractvalue %1413[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1448 = llvm.insertvalue %1446, %1445[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1449 = llvm.insertvalue %1447, %1448[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1450 = llvm.mlir.constant(0 : index) : i64
    %1451 = llvm.insertvalue %1450, %1449[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1452 = llvm.mlir.constant(1 : index) : i64
    %1453 = llvm.insertvalue %1452, %1451[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1454 = llvm.mlir.constant(64 : index) : i64
    %1455 = llvm.insertvalue %1454, %1453[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1456 = llvm.mlir.constant(1 : index) : i64
    %1457 = llvm.insertvalue %1456, %1455[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1458 = llvm.mlir.constant(64 : index) : i64
    %1459 = llvm.insertvalue %1458, %1457[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1460 = llvm.mlir.constant(8 : index) : i64
    %1461 = llvm.insertvalue %1460, %1459[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1462 = llvm.mlir.constant(8 : index) : i64
    %1463 = llvm.insertvalue %1462, %1461[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1464 = llvm.mlir.constant(8 : index) : i64
    %1465 = llvm.insertvalue %1464, %1463[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1466 = llvm.mlir.constant(1 : index) : i64
    %1467 = llvm.insertvalue %1466, %1465[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1468 = llvm.mlir.constant(8 : index) : i64
    %1469 = llvm.mlir.constant(32 : index) : i64
    %1470 = llvm.mlir.constant(1 : index) : i64
    %1471 = llvm.mlir.constant(256 : index) : i64
    %1472 = llvm.mlir.zero : !llvm.ptr
    %1473 = llvm.getelementptr %1472[%1471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1474 = llvm.ptrtoint %1473 : !llvm.ptr to i64
    %1475 = llvm.mlir.constant(64 : index) : i64
    %1476 = llvm.add %1474, %1475 : i64
    %1477 = llvm.call @malloc(%1476) : (i64) -> !llvm.ptr
    %1478 = llvm.ptrtoint %1477 : !llvm.ptr to i64
    %1479 = llvm.mlir.constant(1 : index) : i64
    %1480 = llvm.sub %1475, %1479 : i64
    %1481 = llvm.add %1478, %1480 : i64
    %1482 = llvm.urem %1481, %1475 : i64
    %1483 = llvm.sub %1481, %1482 : i64
    %1484 = llvm.inttoptr %1483 : i64 to !llvm.ptr
    %1485 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1486 = llvm.insertvalue %1477, %1485[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1487 = llvm.insertvalue %1484, %1486[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1488 = llvm.mlir.constant(0 : index) : i64
    %1489 = llvm.insertvalue %1488, %1487[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1490 = llvm.insertvalue %1468, %1489[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1491 = llvm.insertvalue %1469, %1490[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1492 = llvm.insertvalue %1469, %1491[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1493 = llvm.insertvalue %1470, %1492[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb115(%48 : i64)
  ^bb115(%1494: i64):  // 2 preds: ^bb114, ^bb119
    %1495 = llvm.icmp "slt" %1494, %42 : i64
    llvm.cond_br %1495, ^bb116, ^bb120
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%48 : i64)
  ^bb117(%1496: i64):  // 2 preds: ^bb116, ^bb118
    %1497 = llvm.icmp "slt" %1496, %41 : i64
    llvm.cond_br %1497, ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    %1498 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1499 = llvm.mlir.constant(32 : index) : i64
    %1500 = llvm.mul %1494, %1499 overflow<nsw, nuw> : i64
    %1501 = llvm.add %1500, %1496 overflow<nsw, nuw> : i64
    %1502 = llvm.getelementptr inbounds|nuw %1498[%1501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %1502 : f32, !llvm.ptr
    %1503 = llvm.add %1496, %43 : i64
    llvm.br ^bb117(%1503 : i64)
  ^bb119:  // pred: ^bb117
    %1504 = llvm.add %1494, %43 : i64
    llvm.br ^bb115(%1504 : i64)
  ^bb120:  // pred: ^bb115
    %1505 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1506 = llvm.extractvalue %652[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1507 = llvm.extractvalue %652[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1508 = llvm.insertvalue %1506, %1505[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1509 = llvm.insertvalue %1507, %1508[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1510 = llvm.mlir.constant(0 : index) : i64
    %1511 = llvm.insertvalue %1510, %1509[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1512 = llvm.mlir.constant(2 : index) : i64
    %1513 = llvm.insertvalue %1512, %1511[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1514 = llvm.mlir.constant(512 : index) : i64
    %1515 = llvm.insertvalue %1514, %1513[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1516 = llvm.mlir.constant(16 : index) : i64
    %1517 = llvm.insertvalue %1516, %1515[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1518 = llvm.mlir.constant(32 : index) : i64
    %1519 = llvm.insertvalue %1518, %1517[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1520 = llvm.mlir.constant(32 : index) : i64
    %1521 = llvm.insertvalue %1520, %1519[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1522 = llvm.mlir.constant(1 : index) : i64
    %1523 = llvm.insertvalue %1522, %1521[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1524 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1525 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1526 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1527 = llvm.insertvalue %1525, %1524[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1528 = llvm.insertvalue %1526, %1527[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1529 = llvm.mlir.constant(0 : index) : i64
    %1530 = llvm.insertvalue %1529, %1528[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1531 = llvm.mlir.constant(1 : index) : i64
    %1532 = llvm.insertvalue %1531, %1530[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1533 = llvm.mlir.constant(256 : index) : i64
    %1534 = llvm.insertvalue %1533, %1532[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1535 = llvm.mlir.constant(8 : index) : i64
    %1536 = llvm.insertvalue %1535, %1534[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1537 = llvm.mlir.constant(32 : index) : i64
    %1538 = llvm.insertvalue %1537, %1536[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1539 = llvm.mlir.constant(2 : index) : i64
    %1540 = llvm.insertvalue %1539, %1538[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1541 = llvm.mlir.constant(16 : index) : i64
    %1542 = llvm.insertvalue %1541, %1540[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.mlir.constant(16 : index) : i64
    %1544 = llvm.insertvalue %1543, %1542[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.mlir.constant(1 : index) : i64
    %1546 = llvm.insertvalue %1545, %1544[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.mlir.constant(1 : index) : i64
    %1548 = llvm.mlir.constant(8 : index) : i64
    %1549 = llvm.mlir.constant(2 : index) : i64
    %1550 = llvm.mlir.constant(16 : index) : i64
    %1551 = llvm.mlir.constant(1 : index) : i64
    %1552 = llvm.mlir.constant(32 : index) : i64
    %1553 = llvm.mlir.constant(256 : index) : i64
    %1554 = llvm.mlir.constant(256 : index) : i64
    %1555 = llvm.mlir.zero : !llvm.ptr
    %1556 = llvm.getelementptr %1555[%1554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1557 = llvm.ptrtoint %1556 : !llvm.ptr to i64
    %1558 = llvm.mlir.constant(64 : index) : i64
    %1559 = llvm.add %1557, %1558 : i64
    %1560 = llvm.call @malloc(%1559) : (i64) -> !llvm.ptr
    %1561 = llvm.ptrtoint %1560 : !llvm.ptr to i64
    %1562 = llvm.mlir.constant(1 : index) : i64
    %1563 = llvm.sub %1558, %1562 : i64
    %1564 = llvm.add %1561, %1563 : i64
    %1565 = llvm.urem %1564, %1558 : i64
    %1566 = llvm.sub %1564, %1565 : i64
    %1567 = llvm.inttoptr %1566 : i64 to !llvm.ptr
    %1568 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1569 = llvm.insertvalue %1560, %1568[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1570 = llvm.insertvalue %1567, %1569[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1571 = llvm.mlir.constant(0 : index) : i64
    %1572 = llvm.insertvalue %1571, %1570[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1573 = llvm.insertvalue %1547, %1572[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1574 = llvm.insertvalue %1548, %1573[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1575 = llvm.insertvalue %1549, %1574[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1576 = llvm.insertvalue %1550, %1575[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1577 = llvm.insertvalue %1553, %1576[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1578 = llvm.insertvalue %1552, %1577[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1579 = llvm.insertvalue %1550, %1578[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1580 = llvm.insertvalue %1551, %1579[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb121(%48 : i64)
  ^bb121(%1581: i64):  // 2 preds: ^bb120, ^bb131
    %1582 = llvm.icmp "slt" %1581, %43 : i64
    llvm.cond_br %1582, ^bb122, ^bb132
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%48 : i64)
  ^bb123(%1583: i64):  // 2 preds: ^bb122, ^bb130
    %1584 = llvm.icmp "slt" %1583, %42 : i64
    llvm.cond_br %1584, ^bb124, ^bb131
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%48 : i64)
  ^bb125(%1585: i64):  // 2 preds: ^bb124, ^bb129
    %1586 = llvm.icmp "slt" %1585, %40 : i64
    llvm.cond_br %1586, ^bb126, ^bb130
  ^bb126:  // pred: ^bb125
    llvm.br ^bb127(%48 : i64)
  ^bb127(%1587: i64):  // 2 preds: ^bb126, ^bb128
    %1588 = llvm.icmp "slt" %1587, %39 : i64
    llvm.cond_br %1588, ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    %1589 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1590 = llvm.mlir.constant(256 : index) : i64
    %1591 = llvm.mul %1581, %1590 overflow<nsw, nuw> : i64
    %1592 = llvm.mlir.constant(32 : index) : i64
    %1593 = llvm.mul %1583, %1592 overflow<nsw, nuw> : i64
    %1594 = llvm.add %1591, %1593 overflow<nsw, nuw> : i64
    %1595 = llvm.mlir.constant(16 : index) : i64
    %1596 = llvm.mul %1585, %1595 overflow<nsw, nuw> : i64
    %1597 = llvm.add %1594, %1596 overflow<nsw, nuw> : i64
    %1598 = llvm.add %1597, %1587 overflow<nsw, nuw> : i64
    %1599 = llvm.getelementptr inbounds|nuw %1589[%1598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1600 = llvm.load %1599 : !llvm.ptr -> f32
    %1601 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1602 = llvm.mlir.constant(256 : index) : i64
    %1603 = llvm.mul %1581, %1602 overflow<nsw, nuw> : i64
    %1604 = llvm.mlir.constant(32 : index) : i64
    %1605 = llvm.mul %1583, %1604 overflow<nsw, nuw> : i64
    %1606 = llvm.add %1603, %1605 overflow<nsw, nuw> : i64
    %1607 = llvm.mlir.constant(16 : index) : i64
    %1608 = llvm.mul %1585, %1607 overflow<nsw, nuw> : i64
    %1609 = llvm.add %1606, %1608 overflow<nsw, nuw> : i64
    %1610 = llvm.add %1609, %1587 overflow<nsw, nuw> : i64
    %1611 = llvm.getelementptr inbounds|nuw %1601[%1610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1600, %1611 : f32, !llvm.ptr
    %1612 = llvm.add %1587, %43 : i64
    llvm.br ^bb127(%1612 : i64)
  ^bb129:  // pred: ^bb127
    %1613 = llvm.add %1585, %43 : i64
    llvm.br ^bb125(%1613 : i64)
  ^bb130:  // pred: ^bb125
    %1614 = llvm.add %1583, %43 : i64
    llvm.br ^bb123(%1614 : i64)
  ^bb131:  // pred: ^bb123
    %1615 = llvm.add %1581, %43 : i64
    llvm.br ^bb121(%1615 : i64)
  ^bb132:  // pred: ^bb121
    llvm.br ^bb133(%48 : i64)
  ^bb133(%1616: i64):  // 2 preds: ^bb132, ^bb146
    %1617 = llvm.icmp "slt" %1616, %43 : i64
    llvm.cond_br %1617, ^bb134, ^bb147
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%48 : i64)
  ^bb135(%1618: i64):  // 2 preds: ^bb134, ^bb145
    %1619 = llvm.icmp "slt" %1618, %42 : i64
    llvm.cond_br %1619, ^bb136, ^bb146
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%48 : i64)
  ^bb137(%1620: i64):  // 2 preds: ^bb136, ^bb144
    %1621 = llvm.icmp "slt" %1620, %40 : i64
    llvm.cond_br %1621, ^bb138, ^bb145
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%48 : i64)
  ^bb139(%1622: i64):  // 2 preds: ^bb138, ^bb143
    %1623 = llvm.icmp "slt" %1622, %39 : i64
    llvm.cond_br %1623, ^bb140, ^bb144
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%48 : i64)
  ^bb141(%1624: i64):  // 2 preds: ^bb140, ^bb142
    %1625 = llvm.icmp "slt" %1624, %41 : i64
    llvm.cond_br %1625, ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    %1626 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.mlir.constant(256 : index) : i64
    %1628 = llvm.mul %1616, %1627 overflow<nsw, nuw> : i64
    %1629 = llvm.mlir.constant(32 : index) : i64
    %1630 = llvm.mul %1618, %1629 overflow<nsw, nuw> : i64
    %1631 = llvm.add %1628, %1630 overflow<nsw, nuw> : i64
    %1632 = llvm.add %1631, %1624 overflow<nsw, nuw> : i64
    %1633 = llvm.getelementptr inbounds|nuw %1626[%1632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1634 = llvm.load %1633 : !llvm.ptr -> f32
    %1635 = llvm.extractvalue %1523[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1636 = llvm.mlir.constant(512 : index) : i64
    %1637 = llvm.mul %1620, %1636 overflow<nsw, nuw> : i64
    %1638 = llvm.mlir.constant(32 : index) : i64
    %1639 = llvm.mul %1622, %1638 overflow<nsw, nuw> : i64
    %1640 = llvm.add %1637, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1640, %1624 overflow<nsw, nuw> : i64
    %1642 = llvm.getelementptr inbounds|nuw %1635[%1641] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1643 = llvm.load %1642 : !llvm.ptr -> f32
    %1644 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1645 = llvm.mlir.constant(256 : index) : i64
    %1646 = llvm.mul %1616, %1645 overflow<nsw, nuw> : i64
    %1647 = llvm.mlir.constant(32 : index) : i64
    %1648 = llvm.mul %1618, %1647 overflow<nsw, nuw> : i64
    %1649 = llvm.add %1646, %1648 overflow<nsw, nuw> : i64
    %1650 = llvm.mlir.constant(16 : index) : i64
    %1651 = llvm.mul %1620, %1650 overflow<nsw, nuw> : i64
    %1652 = llvm.add %1649, %1651 overflow<nsw, nuw> : i64
    %1653 = llvm.add %1652, %1622 overflow<nsw, nuw> : i64
    %1654 = llvm.getelementptr inbounds|nuw %1644[%1653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1655 = llvm.load %1654 : !llvm.ptr -> f32
    %1656 = llvm.fmul %1634, %1643 : f32
    %1657 = llvm.fadd %1655, %1656 : f32
    %1658 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1659 = llvm.mlir.constant(256 : index) : i64
    %1660 = llvm.mul %1616, %1659 overflow<nsw, nuw> : i64
    %1661 = llvm.mlir.constant(32 : index) : i64
    %1662 = llvm.mul %1618, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.add %1660, %1662 overflow<nsw, nuw> : i64
    %1664 = llvm.mlir.constant(16 : index) : i64
    %1665 = llvm.mul %1620, %1664 overflow<nsw, nuw> : i64
    %1666 = llvm.add %1663, %1665 overflow<nsw, nuw> : i64
    %1667 = llvm.add %1666, %1622 overflow<nsw, nuw> : i64
    %1668 = llvm.getelementptr inbounds|nuw %1658[%1667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1657, %1668 : f32, !llvm.ptr
    %1669 = llvm.add %1624, %43 : i64
    llvm.br ^bb141(%1669 : i64)
  ^bb143:  // pred: ^bb141
    %1670 = llvm.add %1622, %43 : i64
    llvm.br ^bb139(%1670 : i64)
  ^bb144:  // pred: ^bb139
    %1671 = llvm.add %1620, %43 : i64
    llvm.br ^bb137(%1671 : i64)
  ^bb145:  // pred: ^bb137
    %1672 = llvm.add %1618, %43 : i64
    llvm.br ^bb135(%1672 : i64)
  ^bb146:  // pred: ^bb135
    %1673 = llvm.add %1616, %43 : i64
    llvm.br ^bb133(%1673 : i64)
  ^bb147:  // pred: ^bb133
    %1674 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1675 = llvm.extractvalue %632[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1676 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1677 = llvm.insertvalue %1675, %1674[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1678 = llvm.insertvalue %1676, %1677[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1679 = llvm.mlir.constant(0 : index) : i64
    %1680 = llvm.insertvalue %1679, %1678[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1681 = llvm.mlir.constant(2 : index) : i64
    %1682 = llvm.insertvalue %1681, %1680[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1683 = llvm.mlir.constant(16 : index) : i64
    %1684 = llvm.insertvalue %1683, %1682[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1685 = llvm.mlir.constant(16 : index) : i64
    %1686 = llvm.insertvalue %1685, %1684[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1687 = llvm.mlir.constant(1 : index) : i64
    %1688 = llvm.insertvalue %1687, %1686[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1689 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1690 = llvm.extractvalue %616[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1691 = llvm.extractvalue %616[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1692 = llvm.insertvalue %1690, %1689[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1693 = llvm.insertvalue %1691, %1692[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1694 = llvm.mlir.constant(0 : index) : i64
    %1695 = llvm.insertvalue %1694, %1693[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1696 = llvm.mlir.constant(2 : index) : i64
    %1697 = llvm.insertvalue %1696, %1695[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1698 = llvm.mlir.constant(512 : index) : i64
    %1699 = llvm.insertvalue %1698, %1697[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1700 = llvm.mlir.constant(16 : index) : i64
    %1701 = llvm.insertvalue %1700, %1699[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1702 = llvm.mlir.constant(32 : index) : i64
    %1703 = llvm.insertvalue %1702, %1701[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1704 = llvm.mlir.constant(32 : index) : i64
    %1705 = llvm.insertvalue %1704, %1703[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1706 = llvm.mlir.constant(1 : index) : i64
    %1707 = llvm.insertvalue %1706, %1705[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1708 = llvm.mlir.constant(1 : index) : i64
    %1709 = llvm.mlir.constant(8 : index) : i64
    %1710 = llvm.mlir.constant(2 : index) : i64
    %1711 = llvm.mlir.constant(16 : index) : i64
    %1712 = llvm.mlir.constant(1 : index) : i64
    %1713 = llvm.mlir.constant(32 : index) : i64
    %1714 = llvm.mlir.constant(256 : index) : i64
    %1715 = llvm.mlir.constant(256 : index) : i64
    %1716 = llvm.mlir.zero : !llvm.ptr
    %1717 = llvm.getelementptr %1716[%1715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1718 = llvm.ptrtoint %1717 : !llvm.ptr to i64
    %1719 = llvm.mlir.constant(64 : index) : i64
    %1720 = llvm.add %1718, %1719 : i64
    %1721 = llvm.call @malloc(%1720) : (i64) -> !llvm.ptr
    %1722 = llvm.ptrtoint %1721 : !llvm.ptr to i64
    %1723 = llvm.mlir.constant(1 : index) : i64
    %1724 = llvm.sub %1719, %1723 : i64
    %1725 = llvm.add %1722, %1724 : i64
    %1726 = llvm.urem %1725, %1719 : i64
    %1727 = llvm.sub %1725, %1726 : i64
    %1728 = llvm.inttoptr %1727 : i64 to !llvm.ptr
    %1729 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1730 = llvm.insertvalue %1721, %1729[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1731 = llvm.insertvalue %1728, %1730[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1732 = llvm.mlir.constant(0 : index) : i64
    %1733 = llvm.insertvalue %1732, %1731[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1734 = llvm.insertvalue %1708, %1733[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1735 = llvm.insertvalue %1709, %1734[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1736 = llvm.insertvalue %1710, %1735[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1737 = llvm.insertvalue %1711, %1736[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1738 = llvm.insertvalue %1714, %1737[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1739 = llvm.insertvalue %1713, %1738[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1740 = llvm.insertvalue %1711, %1739[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1741 = llvm.insertvalue %1712, %1740[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb148(%48 : i64)
  ^bb148(%1742: i64):  // 2 preds: ^bb147, ^bb158
    %1743 = llvm.icmp "slt" %1742, %43 : i64
    llvm.cond_br %1743, ^bb149, ^bb159
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%48 : i64)
  ^bb150(%1744: i64):  // 2 preds: ^bb149, ^bb157
    %1745 = llvm.icmp "slt" %1744, %42 : i64
    llvm.cond_br %1745, ^bb151, ^bb158
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%48 : i64)
  ^bb152(%1746: i64):  // 2 preds: ^bb151, ^bb156
    %1747 = llvm.icmp "slt" %1746, %40 : i64
    llvm.cond_br %1747, ^bb153, ^bb157
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%48 : i64)
  ^bb154(%1748: i64):  // 2 preds: ^bb153, ^bb155
    %1749 = llvm.icmp "slt" %1748, %39 : i64
    llvm.cond_br %1749, ^bb155, ^bb156
  ^bb155:  // pred: ^bb154
    %1750 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1751 = llvm.mlir.constant(256 : index) : i64
    %1752 = llvm.mul %1742, %1751 overflow<nsw, nuw> : i64
    %1753 = llvm.mlir.constant(32 : index) : i64
    %1754 = llvm.mul %1744, %1753 overflow<nsw, nuw> : i64
    %1755 = llvm.add %1752, %1754 overflow<nsw, nuw> : i64
    %1756 = llvm.mlir.constant(16 : index) : i64
    %1757 = llvm.mul %1746, %1756 overflow<nsw, nuw> : i64
    %1758 = llvm.add %1755, %1757 overflow<nsw, nuw> : i64
    %1759 = llvm.add %1758, %1748 overflow<nsw, nuw> : i64
    %1760 = llvm.getelementptr inbounds|nuw %1750[%1759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1761 = llvm.load %1760 : !llvm.ptr -> f32
    %1762 = llvm.extractvalue %1741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1763 = llvm.mlir.constant(256 : index) : i64
    %1764 = llvm.mul %1742, %1763 overflow<nsw, nuw> : i64
    %1765 = llvm.mlir.constant(32 : index) : i64
    %1766 = llvm.mul %1744, %1765 overflow<nsw, nuw> : i64
    %1767 = llvm.add %1764, %1766 overflow<nsw, nuw> : i64
    %1768 = llvm.mlir.constant(16 : index) : i64
    %1769 = llvm.mul %1746, %1768 overflow<nsw, nuw> : i64
    %1770 = llvm.add %1767, %1769 overflow<nsw, nuw> : i64
    %1771 = llvm.add %1770, %1748 overflow<nsw, nuw> : i64
    %1772 = llvm.getelementptr inbounds|nuw %1762[%1771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1761, %1772 : f32, !llvm.ptr
    %1773 = llvm.add %1748, %43 : i64
    llvm.br ^bb154(%1773 : i64)
  ^bb156:  // pred: ^bb154
    %1774 = llvm.add %1746, %43 : i64
    llvm.br ^bb152(%1774 : i64)
  ^bb157:  // pred: ^bb152
    %1775 = llvm.add %1744, %43 : i64
    llvm.br ^bb150(%1775 : i64)
  ^bb158:  // pred: ^bb150
    %1776 = llvm.add %1742, %43 : i64
    llvm.br ^bb148(%1776 : i64)
  ^bb159:  // pred: ^bb148
    llvm.br ^bb160(%48 : i64)
  ^bb160(%1777: i64):  // 2 preds: ^bb159, ^bb173
    %1778 = llvm.icmp "slt" %1777, %43 : i64
    llvm.cond_br %1778, ^bb161, ^bb174
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%48 : i64)
  ^bb162(%1779: i64):  // 2 preds: ^bb161, ^bb172
    %1780 = llvm.icmp "slt" %1779, %42 : i64
    llvm.cond_br %1780, ^bb163, ^bb173
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%48 : i64)
  ^bb164(%1781: i64):  // 2 preds: ^bb163, ^bb171
    %1782 = llvm.icmp "slt" %1781, %40 : i64
    llvm.cond_br %1782, ^bb165, ^bb172
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%48 : i64)
  ^bb166(%1783: i64):  // 2 preds: ^bb165, ^bb170
    %1784 = llvm.icmp "slt" %1783, %39 : i64
    llvm.cond_br %1784, ^bb167, ^bb171
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%48 : i64)
  ^bb168(%1785: i64):  // 2 preds: ^bb167, ^bb169
    %1786 = llvm.icmp "slt" %1785, %41 : i64
    llvm.cond_br %1786, ^bb169, ^bb170
  ^bb169:  // pred: ^bb168
    %1787 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1788 = llvm.mlir.constant(256 : index) : i64
    %1789 = llvm.mul %1777, %1788 overflow<nsw, nuw> : i64
    %1790 = llvm.mlir.constant(32 : index) : i64
    %1791 = llvm.mul %1779, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.add %1789, %1791 overflow<nsw, nuw> : i64
    %1793 = llvm.add %1792, %1785 overflow<nsw, nuw> : i64
    %1794 = llvm.getelementptr inbounds|nuw %1787[%1793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1795 = llvm.load %1794 : !llvm.ptr -> f32
    %1796 = llvm.extractvalue %1707[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1797 = llvm.mlir.constant(512 : index) : i64
    %1798 = llvm.mul %1781, %1797 overflow<nsw, nuw> : i64
    %1799 = llvm.mlir.constant(32 : index) : i64
    %1800 = llvm.mul %1783, %1799 overflow<nsw, nuw> : i64
    %1801 = llvm.add %1798, %1800 overflow<nsw, nuw> : i64
    %1802 = llvm.add %1801, %1785 overflow<nsw, nuw> : i64
    %1803 = llvm.getelementptr inbounds|nuw %1796[%1802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1804 = llvm.load %1803 : !llvm.ptr -> f32
    %1805 = llvm.extractvalue %1741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1806 = llvm.mlir.constant(256 : index) : i64
    %1807 = llvm.mul %1777, %1806 overflow<nsw, nuw> : i64
    %1808 = llvm.mlir.constant(32 : index) : i64
    %1809 = llvm.mul %1779, %1808 overflow<nsw, nuw> : i64
    %1810 = llvm.add %1807, %1809 overflow<nsw, nuw> : i64
    %1811 = llvm.mlir.constant(16 : index) : i64
    %1812 = llvm.mul %1781, %1811 overflow<nsw, nuw> : i64
    %1813 = llvm.add %1810, %1812 overflow<nsw, nuw> : i64
    %1814 = llvm.add %1813, %1783 overflow<nsw, nuw> : i64
    %1815 = llvm.getelementptr inbounds|nuw %1805[%1814] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1816 = llvm.load %1815 : !llvm.ptr -> f32
    %1817 = llvm.fmul %1795, %1804 : f32
    %1818 = llvm.fadd %1816, %1817 : f32
    %1819 = llvm.extractvalue %1741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1820 = llvm.mlir.constant(256 : index) : i64
    %1821 = llvm.mul %1777, %1820 overflow<nsw, nuw> : i64
    %1822 = llvm.mlir.constant(32 : index) : i64
    %1823 = llvm.mul %1779, %1822 overflow<nsw, nuw> : i64
    %1824 = llvm.add %1821, %1823 overflow<nsw, nuw> : i64
    %1825 = llvm.mlir.constant(16 : index) : i64
    %1826 = llvm.mul %1781, %1825 overflow<nsw, nuw> : i64
    %1827 = llvm.add %1824, %1826 overflow<nsw, nuw> : i64
    %1828 = llvm.add %1827, %1783 overflow<nsw, nuw> : i64
    %1829 = llvm.getelementptr inbounds|nuw %1819[%1828] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1818, %1829 : f32, !llvm.ptr
    %1830 = llvm.add %1785, %43 : i64
    llvm.br ^bb168(%1830 : i64)
  ^bb170:  // pred: ^bb168
    %1831 = llvm.add %1783, %43 : i64
    llvm.br ^bb166(%1831 : i64)
  ^bb171:  // pred: ^bb166
    %1832 = llvm.add %1781, %43 : i64
    llvm.br ^bb164(%1832 : i64)
  ^bb172:  // pred: ^bb164
    %1833 = llvm.add %1779, %43 : i64
    llvm.br ^bb162(%1833 : i64)
  ^bb173:  // pred: ^bb162
    %1834 = llvm.add %1777, %43 : i64
    llvm.br ^bb160(%1834 : i64)
  ^bb174:  // pred: ^bb160
    %1835 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1836 = llvm.extractvalue %596[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1837 = llvm.extractvalue %596[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1838 = llvm.insertvalue %1836, %1835[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1839 = llvm.insertvalue %1837, %1838[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1840 = llvm.mlir.constant(0 : index) : i64
    %1841 = llvm.insertvalue %1840, %1839[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1842 = llvm.mlir.constant(2 : index) : i64
    %1843 = llvm.insertvalue %1842, %1841[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1844 = llvm.mlir.constant(16 : index) : i64
    %1845 = llvm.insertvalue %1844, %1843[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1846 = llvm.mlir.constant(16 : index) : i64
    %1847 = llvm.insertvalue %1846, %1845[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1848 = llvm.mlir.constant(1 : index) : i64
    %1849 = llvm.insertvalue %1848, %1847[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1850 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1851 = llvm.extractvalue %580[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1852 = llvm.extractvalue %580[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1853 = llvm.insertvalue %1851, %1850[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1854 = llvm.insertvalue %1852, %1853[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1855 = llvm.mlir.constant(0 : index) : i64
    %1856 = llvm.insertvalue %1855, %1854[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1857 = llvm.mlir.constant(2 : index) : i64
    %1858 = llvm.insertvalue %1857, %1856[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1859 = llvm.mlir.constant(512 : index) : i64
    %1860 = llvm.insertvalue %1859, %1858[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1861 = llvm.mlir.constant(16 : index) : i64
    %1862 = llvm.insertvalue %1861, %1860[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1863 = llvm.mlir.constant(32 : index) : i64
    %1864 = llvm.insertvalue %1863, %1862[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1865 = llvm.mlir.constant(32 : index) : i64
    %1866 = llvm.insertvalue %1865, %1864[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1867 = llvm.mlir.constant(1 : index) : i64
    %1868 = llvm.insertvalue %1867, %1866[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1869 = llvm.mlir.constant(1 : index) : i64
    %1870 = llvm.mlir.constant(8 : index) : i64
    %1871 = llvm.mlir.constant(2 : index) : i64
    %1872 = llvm.mlir.constant(16 : index) : i64
    %1873 = llvm.mlir.constant(1 : index) : i64
    %1874 = llvm.mlir.constant(32 : index) : i64
    %1875 = llvm.mlir.constant(256 : index) : i64
    %1876 = llvm.mlir.constant(256 : index) : i64
    %1877 = llvm.mlir.zero : !llvm.ptr
    %1878 = llvm.getelementptr %1877[%1876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1879 = llvm.ptrtoint %1878 : !llvm.ptr to i64
    %1880 = llvm.mlir.constant(64 : index) : i64
    %1881 = llvm.add %1879, %1880 : i64
    %1882 = llvm.call @malloc(%1881) : (i64) -> !llvm.ptr
    %1883 = llvm.ptrtoint %1882 : !llvm.ptr to i64
    %1884 = llvm.mlir.constant(1 : index) : i64
    %1885 = llvm.sub %1880, %1884 : i64
    %1886 = llvm.add %1883, %1885 : i64
    %1887 = llvm.urem %1886, %1880 : i64
    %1888 = llvm.sub %1886, %1887 : i64
    %1889 = llvm.inttoptr %1888 : i64 to !llvm.ptr
    %1890 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1891 = llvm.insertvalue %1882, %1890[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1892 = llvm.insertvalue %1889, %1891[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1893 = llvm.mlir.constant(0 : index) : i64
    %1894 = llvm.insertvalue %1893, %1892[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1895 = llvm.insertvalue %1869, %1894[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1896 = llvm.insertvalue %1870, %1895[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1897 = llvm.insertvalue %1871, %1896[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1898 = llvm.insertvalue %1872, %1897[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1899 = llvm.insertvalue %1875, %1898[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1900 = llvm.insertvalue %1874, %1899[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1901 = llvm.insertvalue %1872, %1900[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1902 = llvm.insertvalue %1873, %1901[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb175(%48 : i64)
  ^bb175(%1903: i64):  // 2 preds: ^bb174, ^bb185
    %1904 = llvm.icmp "slt" %1903, %43 : i64
    llvm.cond_br %1904, ^bb176, ^bb186
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%48 : i64)
  ^bb177(%1905: i64):  // 2 preds: ^bb176, ^bb184
    %1906 = llvm.icmp "slt" %1905, %42 : i64
    llvm.cond_br %1906, ^bb178, ^bb185
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%48 : i64)
  ^bb179(%1907: i64):  // 2 preds: ^bb178, ^bb183
    %1908 = llvm.icmp "slt" %1907, %40 : i64
    llvm.cond_br %1908, ^bb180, ^bb184
  ^bb180:  // pred: ^bb179
    llvm.br ^bb181(%48 : i64)
  ^bb181(%1909: i64):  // 2 preds: ^bb180, ^bb182
    %1910 = llvm.icmp "slt" %1909, %39 : i64
    llvm.cond_br %1910, ^bb182, ^bb183
  ^bb182:  // pred: ^bb181
    %1911 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1912 = llvm.mlir.constant(256 : index) : i64
    %1913 = llvm.mul %1903, %1912 overflow<nsw, nuw> : i64
    %1914 = llvm.mlir.constant(32 : index) : i64
    %1915 = llvm.mul %1905, %1914 overflow<nsw, nuw> : i64
    %1916 = llvm.add %1913, %1915 overflow<nsw, nuw> : i64
    %1917 = llvm.mlir.constant(16 : index) : i64
    %1918 = llvm.mul %1907, %1917 overflow<nsw, nuw> : i64
    %1919 = llvm.add %1916, %1918 overflow<nsw, nuw> : i64
    %1920 = llvm.add %1919, %1909 overflow<nsw, nuw> : i64
    %1921 = llvm.getelementptr inbounds|nuw %1911[%1920] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1922 = llvm.load %1921 : !llvm.ptr -> f32
    %1923 = llvm.extractvalue %1902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1924 = llvm.mlir.constant(256 : index) : i64
    %1925 = llvm.mul %1903, %1924 overflow<nsw, nuw> : i64
    %1926 = llvm.mlir.constant(32 : index) : i64
    %1927 = llvm.mul %1905, %1926 overflow<nsw, nuw> : i64
    %1928 = llvm.add %1925, %1927 overflow<nsw, nuw> : i64
    %1929 = llvm.mlir.constant(16 : index) : i64
    %1930 = llvm.mul %1907, %1929 overflow<nsw, nuw> : i64
    %1931 = llvm.add %1928, %1930 overflow<nsw, nuw> : i64
    %1932 = llvm.add %1931, %1909 overflow<nsw, nuw> : i64
    %1933 = llvm.getelementptr inbounds|nuw %1923[%1932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1922, %1933 : f32, !llvm.ptr
    %1934 = llvm.add %1909, %43 : i64
    llvm.br ^bb181(%1934 : i64)
  ^bb183:  // pred: ^bb181
    %1935 = llvm.add %1907, %43 : i64
    llvm.br ^bb179(%1935 : i64)
  ^bb184:  // pred: ^bb179
    %1936 = llvm.add %1905, %43 : i64
    llvm.br ^bb177(%1936 : i64)
  ^bb185:  // pred: ^bb177
    %1937 = llvm.add %1903, %43 : i64
    llvm.br ^bb175(%1937 : i64)
  ^bb186:  // pred: ^bb175
    llvm.br ^bb187(%48 : i64)
  ^bb187(%1938: i64):  // 2 preds: ^bb186, ^bb200
    %1939 = llvm.icmp "slt" %1938, %43 : i64
    llvm.cond_br %1939, ^bb188, ^bb201
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%48 : i64)
  ^bb189(%1940: i64):  // 2 preds: ^bb188, ^bb199
    %1941 = llvm.icmp "slt" %1940, %42 : i64
    llvm.cond_br %1941, ^bb190, ^bb200
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%48 : i64)
  ^bb191(%1942: i64):  // 2 preds: ^bb190, ^bb198
    %1943 = llvm.icmp "slt" %1942, %40 : i64
    llvm.cond_br %1943, ^bb192, ^bb199
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%48 : i64)
  ^bb193(%1944: i64):  // 2 preds: ^bb192, ^bb197
    %1945 = llvm.icmp "slt" %1944, %39 : i64
    llvm.cond_br %1945, ^bb194, ^bb198
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%48 : i64)
  ^bb195(%1946: i64):  // 2 preds: ^bb194, ^bb196
    %1947 = llvm.icmp "slt" %1946, %41 : i64
    llvm.cond_br %1947, ^bb196, ^bb197
  ^bb196:  // pred: ^bb195
    %1948 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1949 = llvm.mlir.constant(256 : index) : i64
    %1950 = llvm.mul %1938, %1949 overflow<nsw, nuw> : i64
    %1951 = llvm.mlir.constant(32 : index) : i64
    %1952 = llvm.mul %1940, %1951 overflow<nsw, nuw> : i64
    %1953 = llvm.add %1950, %1952 overflow<nsw, nuw> : i64
    %1954 = llvm.add %1953, %1946 overflow<nsw, nuw> : i64
    %1955 = llvm.getelementptr inbounds|nuw %1948[%1954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1956 = llvm.load %1955 : !llvm.ptr -> f32
    %1957 = llvm.extractvalue %1868[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1958 = llvm.mlir.constant(512 : index) : i64
    %1959 = llvm.mul %1942, %1958 overflow<nsw, nuw> : i64
    %1960 = llvm.mlir.constant(32 : index) : i64
    %1961 = llvm.mul %1944, %1960 overflow<nsw, nuw> : i64
    %1962 = llvm.add %1959, %1961 overflow<nsw, nuw> : i64
    %1963 = llvm.add %1962, %1946 overflow<nsw, nuw> : i64
    %1964 = llvm.getelementptr inbounds|nuw %1957[%1963] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1965 = llvm.load %1964 : !llvm.ptr -> f32
    %1966 = llvm.extractvalue %1902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1967 = llvm.mlir.constant(256 : index) : i64
    %1968 = llvm.mul %1938, %1967 overflow<nsw, nuw> : i64
    %1969 = llvm.mlir.constant(32 : index) : i64
    %1970 = llvm.mul %1940, %1969 overflow<nsw, nuw> : i64
    %1971 = llvm.add %1968, %1970 overflow<nsw, nuw> : i64
    %1972 = llvm.mlir.constant(16 : index) : i64
    %1973 = llvm.mul %1942, %1972 overflow<nsw, nuw> : i64
    %1974 = llvm.add %1971, %1973 overflow<nsw, nuw> : i64
    %1975 = llvm.add %1974, %1944 overflow<nsw, nuw> : i64
    %1976 = llvm.getelementptr inbounds|nuw %1966[%1975] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1977 = llvm.load %1976 : !llvm.ptr -> f32
    %1978 = llvm.fmul %1956, %1965 : f32
    %1979 = llvm.fadd %1977, %1978 : f32
    %1980 = llvm.extractvalue %1902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1981 = llvm.mlir.constant(256 : index) : i64
    %1982 = llvm.mul %1938, %1981 overflow<nsw, nuw> : i64
    %1983 = llvm.mlir.constant(32 : index) : i64
    %1984 = llvm.mul %1940, %1983 overflow<nsw, nuw> : i64
    %1985 = llvm.add %1982, %1984 overflow<nsw, nuw> : i64
    %1986 = llvm.mlir.constant(16 : index) : i64
    %1987 = llvm.mul %1942, %1986 overflow<nsw, nuw> : i64
    %1988 = llvm.add %1985, %1987 overflow<nsw, nuw> : i64
    %1989 = llvm.add %1988, %1944 overflow<nsw, nuw> : i64
    %1990 = llvm.getelementptr inbounds|nuw %1980[%1989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1979, %1990 : f32, !llvm.ptr
    %1991 = llvm.add %1946, %43 : i64
    llvm.br ^bb195(%1991 : i64)
  ^bb197:  // pred: ^bb195
    %1992 = llvm.add %1944, %43 : i64
    llvm.br ^bb193(%1992 : i64)
  ^bb198:  // pred: ^bb193
    %1993 = llvm.add %1942, %43 : i64
    llvm.br ^bb191(%1993 : i64)
  ^bb199:  // pred: ^bb191
    %1994 = llvm.add %1940, %43 : i64
    llvm.br ^bb189(%1994 : i64)
  ^bb200:  // pred: ^bb189
    %1995 = llvm.add %1938, %43 : i64
    llvm.br ^bb187(%1995 : i64)
  ^bb201:  // pred: ^bb187
    %1996 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1997 = llvm.extractvalue %560[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1998 = llvm.extractvalue %560[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1999 = llvm.insertvalue %1997, %1996[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2000 = llvm.insertvalue %1998, %1999[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2001 = llvm.mlir.constant(0 : index) : i64
    %2002 = llvm.insertvalue %2001, %2000[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2003 = llvm.mlir.constant(2 : index) : i64
    %2004 = llvm.insertvalue %2003, %2002[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2005 = llvm.mlir.constant(16 : index) : i64
    %2006 = llvm.insertvalue %2005, %2004[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2007 = llvm.mlir.constant(16 : index) : i64
    %2008 = llvm.insertvalue %2007, %2006[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2009 = llvm.mlir.constant(1 : index) : i64
    %2010 = llvm.insertvalue %2009, %2008[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2011 = llvm.mlir.constant(2 : index) : i64
    %2012 = llvm.mlir.constant(8 : index) : i64
    %2013 = llvm.mlir.constant(8 : index) : i64
    %2014 = llvm.mlir.constant(1 : index) : i64
    %2015 = llvm.mlir.constant(64 : index) : i64
    %2016 = llvm.mlir.constant(128 : index) : i64
    %2017 = llvm.mlir.zero : !llvm.ptr
    %2018 = llvm.getelementptr %2017[%2016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2019 = llvm.ptrtoint %2018 : !llvm.ptr to i64
    %2020 = llvm.mlir.constant(64 : index) : i64
    %2021 = llvm.add %2019, %2020 : i64
    %2022 = llvm.call @malloc(%2021) : (i64) -> !llvm.ptr
    %2023 = llvm.ptrtoint %2022 : !llvm.ptr to i64
    %2024 = llvm.mlir.constant(1 : index) : i64
    %2025 = llvm.sub %2020, %2024 : i64
    %2026 = llvm.add %2023, %2025 : i64
    %2027 = llvm.urem %2026, %2020 : i64
    %2028 = llvm.sub %2026, %2027 : i64
    %2029 = llvm.inttoptr %2028 : i64 to !llvm.ptr
    %2030 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2031 = llvm.insertvalue %2022, %2030[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2032 = llvm.insertvalue %2029, %2031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2033 = llvm.mlir.constant(0 : index) : i64
    %2034 = llvm.insertvalue %2033, %2032[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2035 = llvm.insertvalue %2011, %2034[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2036 = llvm.insertvalue %2012, %2035[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2037 = llvm.insertvalue %2013, %2036[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2038 = llvm.insertvalue %2015, %2037[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2039 = llvm.insertvalue %2013, %2038[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2040 = llvm.insertvalue %2014, %2039[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb202(%48 : i64)
  ^bb202(%2041: i64):  // 2 preds: ^bb201, ^bb209
    %2042 = llvm.icmp "slt" %2041, %40 : i64
    llvm.cond_br %2042, ^bb203, ^bb210
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%48 : i64)
  ^bb204(%2043: i64):  // 2 preds: ^bb203, ^bb208
    %2044 = llvm.icmp "slt" %2043, %42 : i64
    llvm.cond_br %2044, ^bb205, ^bb209
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%48 : i64)
  ^bb206(%2045: i64):  // 2 preds: ^bb205, ^bb207
    %2046 = llvm.icmp "slt" %2045, %42 : i64
    llvm.cond_br %2046, ^bb207, ^bb208
  ^bb207:  // pred: ^bb206
    %2047 = llvm.extractvalue %2040[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2048 = llvm.mlir.constant(64 : index) : i64
    %2049 = llvm.mul %2041, %2048 overflow<nsw, nuw> : i64
    %2050 = llvm.mlir.constant(8 : index) : i64
    %2051 = llvm.mul %2043, %2050 overflow<nsw, nuw> : i64
    %2052 = llvm.add %2049, %2051 overflow<nsw, nuw> : i64
    %2053 = llvm.add %2052, %2045 overflow<nsw, nuw> : i64
    %2054 = llvm.getelementptr inbounds|nuw %2047[%2053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2054 : f32, !llvm.ptr
    %2055 = llvm.add %2045, %43 : i64
    llvm.br ^bb206(%2055 : i64)
  ^bb208:  // pred: ^bb206
    %2056 = llvm.add %2043, %43 : i64
    llvm.br ^bb204(%2056 : i64)
  ^bb209:  // pred: ^bb204
    %2057 = llvm.add %2041, %43 : i64
    llvm.br ^bb202(%2057 : i64)
  ^bb210:  // pred: ^bb202
    %2058 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2059 = llvm.extractvalue %2040[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2060 = llvm.extractvalue %2040[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2061 = llvm.insertvalue %2059, %2058[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2062 = llvm.insertvalue %2060, %2061[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2063 = llvm.mlir.constant(0 : index) : i64
    %2064 = llvm.insertvalue %2063, %2062[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2065 = llvm.mlir.constant(1 : index) : i64
    %2066 = llvm.insertvalue %2065, %2064[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2067 = llvm.mlir.constant(128 : index) : i64
    %2068 = llvm.insertvalue %2067, %2066[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2069 = llvm.mlir.constant(2 : index) : i64
    %2070 = llvm.insertvalue %2069, %2068[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2071 = llvm.mlir.constant(64 : index) : i64
    %2072 = llvm.insertvalue %2071, %2070[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2073 = llvm.mlir.constant(8 : index) : i64
    %2074 = llvm.insertvalue %2073, %2072[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2075 = llvm.mlir.constant(8 : index) : i64
    %2076 = llvm.insertvalue %2075, %2074[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2077 = llvm.mlir.constant(8 : index) : i64
    %2078 = llvm.insertvalue %2077, %2076[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2079 = llvm.mlir.constant(1 : index) : i64
    %2080 = llvm.insertvalue %2079, %2078[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2081 = llvm.mlir.constant(1 : index) : i64
    %2082 = llvm.mlir.constant(2 : index) : i64
    %2083 = llvm.mlir.constant(8 : index) : i64
    %2084 = llvm.mlir.constant(8 : index) : i64
    %2085 = llvm.mlir.constant(1 : index) : i64
    %2086 = llvm.mlir.constant(64 : index) : i64
    %2087 = llvm.mlir.constant(128 : index) : i64
    %2088 = llvm.mlir.constant(128 : index) : i64
    %2089 = llvm.mlir.zero : !llvm.ptr
    %2090 = llvm.getelementptr %2089[%2088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2091 = llvm.ptrtoint %2090 : !llvm.ptr to i64
    %2092 = llvm.mlir.constant(64 : index) : i64
    %2093 = llvm.add %2091, %2092 : i64
    %2094 = llvm.call @malloc(%2093) : (i64) -> !llvm.ptr
    %2095 = llvm.ptrtoint %2094 : !llvm.ptr to i64
    %2096 = llvm.mlir.constant(1 : index) : i64
    %2097 = llvm.sub %2092, %2096 : i64
    %2098 = llvm.add %2095, %2097 : i64
    %2099 = llvm.urem %2098, %2092 : i64
    %2100 = llvm.sub %2098, %2099 : i64
    %2101 = llvm.inttoptr %2100 : i64 to !llvm.ptr
    %2102 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2103 = llvm.insertvalue %2094, %2102[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2104 = llvm.insertvalue %2101, %2103[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2105 = llvm.mlir.constant(0 : index) : i64
    %2106 = llvm.insertvalue %2105, %2104[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2107 = llvm.insertvalue %2081, %2106[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2108 = llvm.insertvalue %2082, %2107[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2109 = llvm.insertvalue %2083, %2108[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2110 = llvm.insertvalue %2084, %2109[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2111 = llvm.insertvalue %2087, %2110[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2112 = llvm.insertvalue %2086, %2111[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2113 = llvm.insertvalue %2084, %2112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2114 = llvm.insertvalue %2085, %2113[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb211(%48 : i64)
  ^bb211(%2115: i64):  // 2 preds: ^bb210, ^bb221
    %2116 = llvm.icmp "slt" %2115, %43 : i64
    llvm.cond_br %2116, ^bb212, ^bb222
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%48 : i64)
  ^bb213(%2117: i64):  // 2 preds: ^bb212, ^bb220
    %2118 = llvm.icmp "slt" %2117, %40 : i64
    llvm.cond_br %2118, ^bb214, ^bb221
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%48 : i64)
  ^bb215(%2119: i64):  // 2 preds: ^bb214, ^bb219
    %2120 = llvm.icmp "slt" %2119, %42 : i64
    llvm.cond_br %2120, ^bb216, ^bb220
  ^bb216:  // pred: ^bb215
    llvm.br ^bb217(%48 : i64)
  ^bb217(%2121: i64):  // 2 preds: ^bb216, ^bb218
    %2122 = llvm.icmp "slt" %2121, %42 : i64
    llvm.cond_br %2122, ^bb218, ^bb219
  ^bb218:  // pred: ^bb217
    %2123 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2124 = llvm.mlir.constant(128 : index) : i64
    %2125 = llvm.mul %2115, %2124 overflow<nsw, nuw> : i64
    %2126 = llvm.mlir.constant(64 : index) : i64
    %2127 = llvm.mul %2117, %2126 overflow<nsw, nuw> : i64
    %2128 = llvm.add %2125, %2127 overflow<nsw, nuw> : i64
    %2129 = llvm.mlir.constant(8 : index) : i64
    %2130 = llvm.mul %2119, %2129 overflow<nsw, nuw> : i64
    %2131 = llvm.add %2128, %2130 overflow<nsw, nuw> : i64
    %2132 = llvm.add %2131, %2121 overflow<nsw, nuw> : i64
    %2133 = llvm.getelementptr inbounds|nuw %2123[%2132] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2134 = llvm.load %2133 : !llvm.ptr -> f32
    %2135 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2136 = llvm.mlir.constant(128 : index) : i64
    %2137 = llvm.mul %2115, %2136 overflow<nsw, nuw> : i64
    %2138 = llvm.mlir.constant(64 : index) : i64
    %2139 = llvm.mul %2117, %2138 overflow<nsw, nuw> : i64
    %2140 = llvm.add %2137, %2139 overflow<nsw, nuw> : i64
    %2141 = llvm.mlir.constant(8 : index) : i64
    %2142 = llvm.mul %2119, %2141 overflow<nsw, nuw> : i64
    %2143 = llvm.add %2140, %2142 overflow<nsw, nuw> : i64
    %2144 = llvm.add %2143, %2121 overflow<nsw, nuw> : i64
    %2145 = llvm.getelementptr inbounds|nuw %2135[%2144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2134, %2145 : f32, !llvm.ptr
    %2146 = llvm.add %2121, %43 : i64
    llvm.br ^bb217(%2146 : i64)
  ^bb219:  // pred: ^bb217
    %2147 = llvm.add %2119, %43 : i64
    llvm.br ^bb215(%2147 : i64)
  ^bb220:  // pred: ^bb215
    %2148 = llvm.add %2117, %43 : i64
    llvm.br ^bb213(%2148 : i64)
  ^bb221:  // pred: ^bb213
    %2149 = llvm.add %2115, %43 : i64
    llvm.br ^bb211(%2149 : i64)
  ^bb222:  // pred: ^bb211
    llvm.br ^bb223(%48 : i64)
  ^bb223(%2150: i64):  // 2 preds: ^bb222, ^bb236
    %2151 = llvm.icmp "slt" %2150, %43 : i64
    llvm.cond_br %2151, ^bb224, ^bb237
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%48 : i64)
  ^bb225(%2152: i64):  // 2 preds: ^bb224, ^bb235
    %2153 = llvm.icmp "slt" %2152, %40 : i64
    llvm.cond_br %2153, ^bb226, ^bb236
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%48 : i64)
  ^bb227(%2154: i64):  // 2 preds: ^bb226, ^bb234
    %2155 = llvm.icmp "slt" %2154, %42 : i64
    llvm.cond_br %2155, ^bb228, ^bb235
  ^bb228:  // pred: ^bb227
    llvm.br ^bb229(%48 : i64)
  ^bb229(%2156: i64):  // 2 preds: ^bb228, ^bb233
    %2157 = llvm.icmp "slt" %2156, %42 : i64
    llvm.cond_br %2157, ^bb230, ^bb234
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%48 : i64)
  ^bb231(%2158: i64):  // 2 preds: ^bb230, ^bb232
    %2159 = llvm.icmp "slt" %2158, %39 : i64
    llvm.cond_br %2159, ^bb232, ^bb233
  ^bb232:  // pred: ^bb231
    %2160 = llvm.extractvalue %1580[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2161 = llvm.mlir.constant(256 : index) : i64
    %2162 = llvm.mul %2150, %2161 overflow<nsw, nuw> : i64
    %2163 = llvm.mlir.constant(32 : index) : i64
    %2164 = llvm.mul %2154, %2163 overflow<nsw, nuw> : i64
    %2165 = llvm.add %2162, %2164 overflow<nsw, nuw> : i64
    %2166 = llvm.mlir.constant(16 : index) : i64
    %2167 = llvm.mul %2152, %2166 overflow<nsw, nuw> : i64
    %2168 = llvm.add %2165, %2167 overflow<nsw, nuw> : i64
    %2169 = llvm.add %2168, %2158 overflow<nsw, nuw> : i64
    %2170 = llvm.getelementptr inbounds|nuw %2160[%2169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2171 = llvm.load %2170 : !llvm.ptr -> f32
    %2172 = llvm.extractvalue %1688[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2173 = llvm.mlir.constant(16 : index) : i64
    %2174 = llvm.mul %2152, %2173 overflow<nsw, nuw> : i64
    %2175 = llvm.add %2174, %2158 overflow<nsw, nuw> : i64
    %2176 = llvm.getelementptr inbounds|nuw %2172[%2175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2177 = llvm.load %2176 : !llvm.ptr -> f32
    %2178 = llvm.extractvalue %1741[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2179 = llvm.mlir.constant(256 : index) : i64
    %2180 = llvm.mul %2150, %2179 overflow<nsw, nuw> : i64
    %2181 = llvm.mlir.constant(32 : index) : i64
    %2182 = llvm.mul %2156, %2181 overflow<nsw, nuw> : i64
    %2183 = llvm.add %2180, %2182 overflow<nsw, nuw> : i64
    %2184 = llvm.mlir.constant(16 : index) : i64
    %2185 = llvm.mul %2152, %2184 overflow<nsw, nuw> : i64
    %2186 = llvm.add %2183, %2185 overflow<nsw, nuw> : i64
    %2187 = llvm.add %2186, %2158 overflow<nsw, nuw> : i64
    %2188 = llvm.getelementptr inbounds|nuw %2178[%2187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2189 = llvm.load %2188 : !llvm.ptr -> f32
    %2190 = llvm.extractvalue %1849[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2191 = llvm.mlir.constant(16 : index) : i64
    %2192 = llvm.mul %2152, %2191 overflow<nsw, nuw> : i64
    %2193 = llvm.add %2192, %2158 overflow<nsw, nuw> : i64
    %2194 = llvm.getelementptr inbounds|nuw %2190[%2193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2195 = llvm.load %2194 : !llvm.ptr -> f32
    %2196 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2197 = llvm.mlir.constant(128 : index) : i64
    %2198 = llvm.mul %2150, %2197 overflow<nsw, nuw> : i64
    %2199 = llvm.mlir.constant(64 : index) : i64
    %2200 = llvm.mul %2152, %2199 overflow<nsw, nuw> : i64
    %2201 = llvm.add %2198, %2200 overflow<nsw, nuw> : i64
    %2202 = llvm.mlir.constant(8 : index) : i64
    %2203 = llvm.mul %2154, %2202 overflow<nsw, nuw> : i64
    %2204 = llvm.add %2201, %2203 overflow<nsw, nuw> : i64
    %2205 = llvm.add %2204, %2156 overflow<nsw, nuw> : i64
    %2206 = llvm.getelementptr inbounds|nuw %2196[%2205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2207 = llvm.load %2206 : !llvm.ptr -> f32
    %2208 = llvm.fadd %2189, %2195 : f32
    %2209 = llvm.fadd %2171, %2177 : f32
    %2210 = llvm.fmul %2209, %2208 : f32
    %2211 = llvm.fadd %2207, %2210 : f32
    %2212 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2213 = llvm.mlir.constant(128 : index) : i64
    %2214 = llvm.mul %2150, %2213 overflow<nsw, nuw> : i64
    %2215 = llvm.mlir.constant(64 : index) : i64
    %2216 = llvm.mul %2152, %2215 overflow<nsw, nuw> : i64
    %2217 = llvm.add %2214, %2216 overflow<nsw, nuw> : i64
    %2218 = llvm.mlir.constant(8 : index) : i64
    %2219 = llvm.mul %2154, %2218 overflow<nsw, nuw> : i64
    %2220 = llvm.add %2217, %2219 overflow<nsw, nuw> : i64
    %2221 = llvm.add %2220, %2156 overflow<nsw, nuw> : i64
    %2222 = llvm.getelementptr inbounds|nuw %2212[%2221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2211, %2222 : f32, !llvm.ptr
    %2223 = llvm.add %2158, %43 : i64
    llvm.br ^bb231(%2223 : i64)
  ^bb233:  // pred: ^bb231
    %2224 = llvm.add %2156, %43 : i64
    llvm.br ^bb229(%2224 : i64)
  ^bb234:  // pred: ^bb229
    %2225 = llvm.add %2154, %43 : i64
    llvm.br ^bb227(%2225 : i64)
  ^bb235:  // pred: ^bb227
    %2226 = llvm.add %2152, %43 : i64
    llvm.br ^bb225(%2226 : i64)
  ^bb236:  // pred: ^bb225
    %2227 = llvm.add %2150, %43 : i64
    llvm.br ^bb223(%2227 : i64)
  ^bb237:  // pred: ^bb223
    %2228 = llvm.mlir.constant(1 : index) : i64
    %2229 = llvm.mlir.constant(2 : index) : i64
    %2230 = llvm.mlir.constant(8 : index) : i64
    %2231 = llvm.mlir.constant(8 : index) : i64
    %2232 = llvm.mlir.constant(1 : index) : i64
    %2233 = llvm.mlir.constant(64 : index) : i64
    %2234 = llvm.mlir.constant(128 : index) : i64
    %2235 = llvm.mlir.constant(128 : index) : i64
    %2236 = llvm.mlir.zero : !llvm.ptr
    %2237 = llvm.getelementptr %2236[%2235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2238 = llvm.ptrtoint %2237 : !llvm.ptr to i64
    %2239 = llvm.mlir.constant(64 : index) : i64
    %2240 = llvm.add %2238, %2239 : i64
    %2241 = llvm.call @malloc(%2240) : (i64) -> !llvm.ptr
    %2242 = llvm.ptrtoint %2241 : !llvm.ptr to i64
    %2243 = llvm.mlir.constant(1 : index) : i64
    %2244 = llvm.sub %2239, %2243 : i64
    %2245 = llvm.add %2242, %2244 : i64
    %2246 = llvm.urem %2245, %2239 : i64
    %2247 = llvm.sub %2245, %2246 : i64
    %2248 = llvm.inttoptr %2247 : i64 to !llvm.ptr
    %2249 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2250 = llvm.insertvalue %2241, %2249[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2251 = llvm.insertvalue %2248, %2250[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2252 = llvm.mlir.constant(0 : index) : i64
    %2253 = llvm.insertvalue %2252, %2251[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2254 = llvm.insertvalue %2228, %2253[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2255 = llvm.insertvalue %2229, %2254[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2256 = llvm.insertvalue %2230, %2255[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2257 = llvm.insertvalue %2231, %2256[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2258 = llvm.insertvalue %2234, %2257[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2259 = llvm.insertvalue %2233, %2258[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2260 = llvm.insertvalue %2231, %2259[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2261 = llvm.insertvalue %2232, %2260[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb238(%48 : i64)
  ^bb238(%2262: i64):  // 2 preds: ^bb237, ^bb248
    %2263 = llvm.icmp "slt" %2262, %43 : i64
    llvm.cond_br %2263, ^bb239, ^bb249
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%48 : i64)
  ^bb240(%2264: i64):  // 2 preds: ^bb239, ^bb247
    %2265 = llvm.icmp "slt" %2264, %40 : i64
    llvm.cond_br %2265, ^bb241, ^bb248
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%48 : i64)
  ^bb242(%2266: i64):  // 2 preds: ^bb241, ^bb246
    %2267 = llvm.icmp "slt" %2266, %42 : i64
    llvm.cond_br %2267, ^bb243, ^bb247
  ^bb243:  // pred: ^bb242
    llvm.br ^bb244(%48 : i64)
  ^bb244(%2268: i64):  // 2 preds: ^bb243, ^bb245
    %2269 = llvm.icmp "slt" %2268, %42 : i64
    llvm.cond_br %2269, ^bb245, ^bb246
  ^bb245:  // pred: ^bb244
    %2270 = llvm.extractvalue %2114[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2271 = llvm.mlir.constant(128 : index) : i64
    %2272 = llvm.mul %2262, %2271 overflow<nsw, nuw> : i64
    %2273 = llvm.mlir.constant(64 : index) : i64
    %2274 = llvm.mul %2264, %2273 overflow<nsw, nuw> : i64
    %2275 = llvm.add %2272, %2274 overflow<nsw, nuw> : i64
    %2276 = llvm.mlir.constant(8 : index) : i64
    %2277 = llvm.mul %2266, %2276 overflow<nsw, nuw> : i64
    %2278 = llvm.add %2275, %2277 overflow<nsw, nuw> : i64
    %2279 = llvm.add %2278, %2268 overflow<nsw, nuw> : i64
    %2280 = llvm.getelementptr inbounds|nuw %2270[%2279] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2281 = llvm.load %2280 : !llvm.ptr -> f32
    %2282 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2283 = llvm.mlir.constant(64 : index) : i64
    %2284 = llvm.mul %2262, %2283 overflow<nsw, nuw> : i64
    %2285 = llvm.mlir.constant(64 : index) : i64
    %2286 = llvm.mul %48, %2285 overflow<nsw, nuw> : i64
    %2287 = llvm.add %2284, %2286 overflow<nsw, nuw> : i64
    %2288 = llvm.mlir.constant(8 : index) : i64
    %2289 = llvm.mul %2266, %2288 overflow<nsw, nuw> : i64
    %2290 = llvm.add %2287, %2289 overflow<nsw, nuw> : i64
    %2291 = llvm.add %2290, %2268 overflow<nsw, nuw> : i64
    %2292 = llvm.getelementptr inbounds|nuw %2282[%2291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2293 = llvm.load %2292 : !llvm.ptr -> f32
    %2294 = llvm.fmul %2281, %45 : f32
    %2295 = llvm.fadd %2294, %2293 : f32
    %2296 = llvm.extractvalue %2261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2297 = llvm.mlir.constant(128 : index) : i64
    %2298 = llvm.mul %2262, %2297 overflow<nsw, nuw> : i64
    %2299 = llvm.mlir.constant(64 : index) : i64
    %2300 = llvm.mul %2264, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.add %2298, %2300 overflow<nsw, nuw> : i64
    %2302 = llvm.mlir.constant(8 : index) : i64
    %2303 = llvm.mul %2266, %2302 overflow<nsw, nuw> : i64
    %2304 = llvm.add %2301, %2303 overflow<nsw, nuw> : i64
    %2305 = llvm.add %2304, %2268 overflow<nsw, nuw> : i64
    %2306 = llvm.getelementptr inbounds|nuw %2296[%2305] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2295, %2306 : f32, !llvm.ptr
    %2307 = llvm.add %2268, %43 : i64
    llvm.br ^bb244(%2307 : i64)
  ^bb246:  // pred: ^bb244
    %2308 = llvm.add %2266, %43 : i64
    llvm.br ^bb242(%2308 : i64)
  ^bb247:  // pred: ^bb242
    %2309 = llvm.add %2264, %43 : i64
    llvm.br ^bb240(%2309 : i64)
  ^bb248:  // pred: ^bb240
    %2310 = llvm.add %2262, %43 : i64
    llvm.br ^bb238(%2310 : i64)
  ^bb249:  // pred: ^bb238
    %2311 = llvm.mlir.constant(1 : index) : i64
    %2312 = llvm.mlir.constant(2 : index) : i64
    %2313 = llvm.mlir.constant(8 : index) : i64
    %2314 = llvm.mlir.constant(1 : index) : i64
    %2315 = llvm.mlir.constant(16 : index) : i64
    %2316 = llvm.mlir.constant(16 : index) : i64
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
    %2330 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2331 = llvm.insertvalue %2322, %2330[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2332 = llvm.insertvalue %2329, %2331[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2333 = llvm.mlir.constant(0 : index) : i64
    %2334 = llvm.insertvalue %2333, %2332[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2335 = llvm.insertvalue %2311, %2334[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2336 = llvm.insertvalue %2312, %2335[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2337 = llvm.insertvalue %2313, %2336[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2338 = llvm.insertvalue %2315, %2337[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2339 = llvm.insertvalue %2313, %2338[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2340 = llvm.insertvalue %2314, %2339[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%48 : i64)
  ^bb250(%2341: i64):  // 2 preds: ^bb249, ^bb257
    %2342 = llvm.icmp "slt" %2341, %43 : i64
    llvm.cond_br %2342, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%48 : i64)
  ^bb252(%2343: i64):  // 2 preds: ^bb251, ^bb256
    %2344 = llvm.icmp "slt" %2343, %40 : i64
    llvm.cond_br %2344, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%48 : i64)
  ^bb254(%2345: i64):  // 2 preds: ^bb253, ^bb255
    %2346 = llvm.icmp "slt" %2345, %42 : i64
    llvm.cond_br %2346, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %2347 = llvm.extractvalue %2340[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2348 = llvm.mlir.constant(16 : index) : i64
    %2349 = llvm.mul %2341, %2348 overflow<nsw, nuw> : i64
    %2350 = llvm.mlir.constant(8 : index) : i64
    %2351 = llvm.mul %2343, %2350 overflow<nsw, nuw> : i64
    %2352 = llvm.add %2349, %2351 overflow<nsw, nuw> : i64
    %2353 = llvm.add %2352, %2345 overflow<nsw, nuw> : i64
    %2354 = llvm.getelementptr inbounds|nuw %2347[%2353] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %50, %2354 : f32, !llvm.ptr
    %2355 = llvm.add %2345, %43 : i64
    llvm.br ^bb254(%2355 : i64)
  ^bb256:  // pred: ^bb254
    %2356 = llvm.add %2343, %43 : i64
    llvm.br ^bb252(%2356 : i64)
  ^bb257:  // pred: ^bb252
    %2357 = llvm.add %2341, %43 : i64
    llvm.br ^bb250(%2357 : i64)
  ^bb258:  // pred: ^bb250
    %2358 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2359 = llvm.extractvalue %2261[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2360 = llvm.extractvalue %2261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2361 = llvm.insertvalue %2359, %2358[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2362 = llvm.insertvalue %2360, %2361[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2363 = llvm.mlir.constant(0 : index) : i64
    %2364 = llvm.insertvalue %2363, %2362[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2365 = llvm.mlir.constant(1 : index) : i64
    %2366 = llvm.insertvalue %2365, %2364[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2367 = llvm.mlir.constant(128 : index) : i64
    %2368 = llvm.insertvalue %2367, %2366[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2369 = llvm.mlir.constant(2 : index) : i64
    %2370 = llvm.insertvalue %2369, %2368[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2371 = llvm.mlir.constant(64 : index) : i64
    %2372 = llvm.insertvalue %2371, %2370[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2373 = llvm.mlir.constant(8 : index) : i64
    %2374 = llvm.insertvalue %2373, %2372[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2375 = llvm.mlir.constant(8 : index) : i64
    %2376 = llvm.insertvalue %2375, %2374[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2377 = llvm.mlir.constant(1 : index) : i64
    %2378 = llvm.insertvalue %2377, %2376[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2379 = llvm.mlir.constant(8 : index) : i64
    %2380 = llvm.insertvalue %2379, %2378[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2381 = llvm.mlir.constant(8 : index) : i64
    %2382 = llvm.insertvalue %2381, %2380[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2383 = llvm.mlir.constant(1 : index) : i64
    %2384 = llvm.insertvalue %2383, %2382[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2385 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2386 = llvm.extractvalue %2340[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2387 = llvm.extractvalue %2340[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2388 = llvm.insertvalue %2386, %2385[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2389 = llvm.insertvalue %2387, %2388[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2390 = llvm.mlir.constant(0 : index) : i64
    %2391 = llvm.insertvalue %2390, %2389[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2392 = llvm.mlir.constant(1 : index) : i64
    %2393 = llvm.insertvalue %2392, %2391[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2394 = llvm.mlir.constant(16 : index) : i64
    %2395 = llvm.insertvalue %2394, %2393[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2396 = llvm.mlir.constant(2 : index) : i64
    %2397 = llvm.insertvalue %2396, %2395[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2398 = llvm.mlir.constant(8 : index) : i64
    %2399 = llvm.insertvalue %2398, %2397[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2400 = llvm.mlir.constant(8 : index) : i64
    %2401 = llvm.insertvalue %2400, %2399[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2402 = llvm.mlir.constant(1 : index) : i64
    %2403 = llvm.insertvalue %2402, %2401[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.mlir.constant(1 : index) : i64
    %2405 = llvm.insertvalue %2404, %2403[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.mlir.constant(1 : index) : i64
    %2407 = llvm.insertvalue %2406, %2405[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2408 = llvm.mlir.constant(1 : index) : i64
    %2409 = llvm.mlir.constant(2 : index) : i64
    %2410 = llvm.mlir.constant(8 : index) : i64
    %2411 = llvm.mlir.constant(1 : index) : i64
    %2412 = llvm.mlir.constant(1 : index) : i64
    %2413 = llvm.mlir.constant(16 : index) : i64
    %2414 = llvm.mlir.constant(16 : index) : i64
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
    %2433 = llvm.insertvalue %2408, %2432[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2434 = llvm.insertvalue %2409, %2433[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2435 = llvm.insertvalue %2410, %2434[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2436 = llvm.insertvalue %2411, %2435[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2437 = llvm.insertvalue %2413, %2436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2438 = llvm.insertvalue %2410, %2437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2439 = llvm.insertvalue %2411, %2438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2440 = llvm.insertvalue %2412, %2439[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb259(%48 : i64)
  ^bb259(%2441: i64):  // 2 preds: ^bb258, ^bb269
    %2442 = llvm.icmp "slt" %2441, %43 : i64
    llvm.cond_br %2442, ^bb260, ^bb270
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%48 : i64)
  ^bb261(%2443: i64):  // 2 preds: ^bb260, ^bb268
    %2444 = llvm.icmp "slt" %2443, %40 : i64
    llvm.cond_br %2444, ^bb262, ^bb269
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%48 : i64)
  ^bb263(%2445: i64):  // 2 preds: ^bb262, ^bb267
    %2446 = llvm.icmp "slt" %2445, %42 : i64
    llvm.cond_br %2446, ^bb264, ^bb268
  ^bb264:  // pred: ^bb263
    llvm.br ^bb265(%48 : i64)
  ^bb265(%2447: i64):  // 2 preds: ^bb264, ^bb266
    %2448 = llvm.icmp "slt" %2447, %43 : i64
    llvm.cond_br %2448, ^bb266, ^bb267
  ^bb266:  // pred: ^bb265
    %2449 = llvm.extractvalue %2407[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2450 = llvm.mlir.constant(16 : index) : i64
    %2451 = llvm.mul %2441, %2450 overflow<nsw, nuw> : i64
    %2452 = llvm.mlir.constant(8 : index) : i64
    %2453 = llvm.mul %2443, %2452 overflow<nsw, nuw> : i64
    %2454 = llvm.add %2451, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.add %2454, %2445 overflow<nsw, nuw> : i64
    %2456 = llvm.add %2455, %2447 overflow<nsw, nuw> : i64
    %2457 = llvm.getelementptr inbounds|nuw %2449[%2456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2458 = llvm.load %2457 : !llvm.ptr -> f32
    %2459 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2460 = llvm.mlir.constant(16 : index) : i64
    %2461 = llvm.mul %2441, %2460 overflow<nsw, nuw> : i64
    %2462 = llvm.mlir.constant(8 : index) : i64
    %2463 = llvm.mul %2443, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.add %2461, %2463 overflow<nsw, nuw> : i64
    %2465 = llvm.add %2464, %2445 overflow<nsw, nuw> : i64
    %2466 = llvm.add %2465, %2447 overflow<nsw, nuw> : i64
    %2467 = llvm.getelementptr inbounds|nuw %2459[%2466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2458, %2467 : f32, !llvm.ptr
    %2468 = llvm.add %2447, %43 : i64
    llvm.br ^bb265(%2468 : i64)
  ^bb267:  // pred: ^bb265
    %2469 = llvm.add %2445, %43 : i64
    llvm.br ^bb263(%2469 : i64)
  ^bb268:  // pred: ^bb263
    %2470 = llvm.add %2443, %43 : i64
    llvm.br ^bb261(%2470 : i64)
  ^bb269:  // pred: ^bb261
    %2471 = llvm.add %2441, %43 : i64
    llvm.br ^bb259(%2471 : i64)
  ^bb270:  // pred: ^bb259
    llvm.br ^bb271(%48 : i64)
  ^bb271(%2472: i64):  // 2 preds: ^bb270, ^bb284
    %2473 = llvm.icmp "slt" %2472, %43 : i64
    llvm.cond_br %2473, ^bb272, ^bb285
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%48 : i64)
  ^bb273(%2474: i64):  // 2 preds: ^bb272, ^bb283
    %2475 = llvm.icmp "slt" %2474, %40 : i64
    llvm.cond_br %2475, ^bb274, ^bb284
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%48 : i64)
  ^bb275(%2476: i64):  // 2 preds: ^bb274, ^bb282
    %2477 = llvm.icmp "slt" %2476, %42 : i64
    llvm.cond_br %2477, ^bb276, ^bb283
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%48 : i64)
  ^bb277(%2478: i64):  // 2 preds: ^bb276, ^bb281
    %2479 = llvm.icmp "slt" %2478, %43 : i64
    llvm.cond_br %2479, ^bb278, ^bb282
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%48 : i64)
  ^bb279(%2480: i64):  // 2 preds: ^bb278, ^bb280
    %2481 = llvm.icmp "slt" %2480, %42 : i64
    llvm.cond_br %2481, ^bb280, ^bb281
  ^bb280:  // pred: ^bb279
    %2482 = llvm.extractvalue %2384[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2483 = llvm.mlir.constant(128 : index) : i64
    %2484 = llvm.mul %2472, %2483 overflow<nsw, nuw> : i64
    %2485 = llvm.mlir.constant(64 : index) : i64
    %2486 = llvm.mul %2474, %2485 overflow<nsw, nuw> : i64
    %2487 = llvm.add %2484, %2486 overflow<nsw, nuw> : i64
    %2488 = llvm.mlir.constant(8 : index) : i64
    %2489 = llvm.mul %2476, %2488 overflow<nsw, nuw> : i64
    %2490 = llvm.add %2487, %2489 overflow<nsw, nuw> : i64
    %2491 = llvm.mlir.constant(8 : index) : i64
    %2492 = llvm.mul %2478, %2491 overflow<nsw, nuw> : i64
    %2493 = llvm.add %2490, %2492 overflow<nsw, nuw> : i64
    %2494 = llvm.add %2493, %2480 overflow<nsw, nuw> : i64
    %2495 = llvm.getelementptr inbounds|nuw %2482[%2494] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2496 = llvm.load %2495 : !llvm.ptr -> f32
    %2497 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2498 = llvm.mlir.constant(16 : index) : i64
    %2499 = llvm.mul %2472, %2498 overflow<nsw, nuw> : i64
    %2500 = llvm.mlir.constant(8 : index) : i64
    %2501 = llvm.mul %2474, %2500 overflow<nsw, nuw> : i64
    %2502 = llvm.add %2499, %2501 overflow<nsw, nuw> : i64
    %2503 = llvm.add %2502, %2476 overflow<nsw, nuw> : i64
    %2504 = llvm.add %2503, %2478 overflow<nsw, nuw> : i64
    %2505 = llvm.getelementptr inbounds|nuw %2497[%2504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2506 = llvm.load %2505 : !llvm.ptr -> f32
    %2507 = llvm.intr.maximum(%2496, %2506) : (f32, f32) -> f32
    %2508 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2509 = llvm.mlir.constant(16 : index) : i64
    %2510 = llvm.mul %2472, %2509 overflow<nsw, nuw> : i64
    %2511 = llvm.mlir.constant(8 : index) : i64
    %2512 = llvm.mul %2474, %2511 overflow<nsw, nuw> : i64
    %2513 = llvm.add %2510, %2512 overflow<nsw, nuw> : i64
    %2514 = llvm.add %2513, %2476 overflow<nsw, nuw> : i64
    %2515 = llvm.add %2514, %2478 overflow<nsw, nuw> : i64
    %2516 = llvm.getelementptr inbounds|nuw %2508[%2515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2507, %2516 : f32, !llvm.ptr
    %2517 = llvm.add %2480, %43 : i64
    llvm.br ^bb279(%2517 : i64)
  ^bb281:  // pred: ^bb279
    %2518 = llvm.add %2478, %43 : i64
    llvm.br ^bb277(%2518 : i64)
  ^bb282:  // pred: ^bb277
    %2519 = llvm.add %2476, %43 : i64
    llvm.br ^bb275(%2519 : i64)
  ^bb283:  // pred: ^bb275
    %2520 = llvm.add %2474, %43 : i64
    llvm.br ^bb273(%2520 : i64)
  ^bb284:  // pred: ^bb273
    %2521 = llvm.add %2472, %43 : i64
    llvm.br ^bb271(%2521 : i64)
  ^bb285:  // pred: ^bb271
    %2522 = llvm.mlir.constant(1 : index) : i64
    %2523 = llvm.mlir.constant(2 : index) : i64
    %2524 = llvm.mlir.constant(8 : index) : i64
    %2525 = llvm.mlir.constant(8 : index) : i64
    %2526 = llvm.mlir.constant(1 : index) : i64
    %2527 = llvm.mlir.constant(64 : index) : i64
    %2528 = llvm.mlir.constant(128 : index) : i64
    %2529 = llvm.mlir.constant(128 : index) : i64
    %2530 = llvm.mlir.zero : !llvm.ptr
    %2531 = llvm.getelementptr %2530[%2529] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2532 = llvm.ptrtoint %2531 : !llvm.ptr to i64
    %2533 = llvm.mlir.constant(64 : index) : i64
    %2534 = llvm.add %2532, %2533 : i64
    %2535 = llvm.call @malloc(%2534) : (i64) -> !llvm.ptr
    %2536 = llvm.ptrtoint %2535 : !llvm.ptr to i64
    %2537 = llvm.mlir.constant(1 : index) : i64
    %2538 = llvm.sub %2533, %2537 : i64
    %2539 = llvm.add %2536, %2538 : i64
    %2540 = llvm.urem %2539, %2533 : i64
    %2541 = llvm.sub %2539, %2540 : i64
    %2542 = llvm.inttoptr %2541 : i64 to !llvm.ptr
    %2543 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2544 = llvm.insertvalue %2535, %2543[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2545 = llvm.insertvalue %2542, %2544[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2546 = llvm.mlir.constant(0 : index) : i64
    %2547 = llvm.insertvalue %2546, %2545[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2548 = llvm.insertvalue %2522, %2547[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2549 = llvm.insertvalue %2523, %2548[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2550 = llvm.insertvalue %2524, %2549[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2551 = llvm.insertvalue %2525, %2550[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2552 = llvm.insertvalue %2528, %2551[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2553 = llvm.insertvalue %2527, %2552[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2554 = llvm.insertvalue %2525, %2553[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2555 = llvm.insertvalue %2526, %2554[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb286(%48 : i64)
  ^bb286(%2556: i64):  // 2 preds: ^bb285, ^bb296
    %2557 = llvm.icmp "slt" %2556, %43 : i64
    llvm.cond_br %2557, ^bb287, ^bb297
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%48 : i64)
  ^bb288(%2558: i64):  // 2 preds: ^bb287, ^bb295
    %2559 = llvm.icmp "slt" %2558, %40 : i64
    llvm.cond_br %2559, ^bb289, ^bb296
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%48 : i64)
  ^bb290(%2560: i64):  // 2 preds: ^bb289, ^bb294
    %2561 = llvm.icmp "slt" %2560, %42 : i64
    llvm.cond_br %2561, ^bb291, ^bb295
  ^bb291:  // pred: ^bb290
    llvm.br ^bb292(%48 : i64)
  ^bb292(%2562: i64):  // 2 preds: ^bb291, ^bb293
    %2563 = llvm.icmp "slt" %2562, %42 : i64
    llvm.cond_br %2563, ^bb293, ^bb294
  ^bb293:  // pred: ^bb292
    %2564 = llvm.extractvalue %2261[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2565 = llvm.mlir.constant(128 : index) : i64
    %2566 = llvm.mul %2556, %2565 overflow<nsw, nuw> : i64
    %2567 = llvm.mlir.constant(64 : index) : i64
    %2568 = llvm.mul %2558, %2567 overflow<nsw, nuw> : i64
    %2569 = llvm.add %2566, %2568 overflow<nsw, nuw> : i64
    %2570 = llvm.mlir.constant(8 : index) : i64
    %2571 = llvm.mul %2560, %2570 overflow<nsw, nuw> : i64
    %2572 = llvm.add %2569, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.add %2572, %2562 overflow<nsw, nuw> : i64
    %2574 = llvm.getelementptr inbounds|nuw %2564[%2573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2575 = llvm.load %2574 : !llvm.ptr -> f32
    %2576 = llvm.extractvalue %2440[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2577 = llvm.mlir.constant(16 : index) : i64
    %2578 = llvm.mul %2556, %2577 overflow<nsw, nuw> : i64
    %2579 = llvm.mlir.constant(8 : index) : i64
    %2580 = llvm.mul %2558, %2579 overflow<nsw, nuw> : i64
    %2581 = llvm.add %2578, %2580 overflow<nsw, nuw> : i64
    %2582 = llvm.add %2581, %2560 overflow<nsw, nuw> : i64
    %2583 = llvm.add %2582, %48 overflow<nsw, nuw> : i64
    %2584 = llvm.getelementptr inbounds|nuw %2576[%2583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2585 = llvm.load %2584 : !llvm.ptr -> f32
    %2586 = llvm.fsub %2575, %2585 : f32
    %2587 = llvm.fmul %2586, %8 : f32
    %2588 = llvm.intr.exp2(%2587) : (f32) -> f32
    %2589 = llvm.extractvalue %2555[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2590 = llvm.mlir.constant(128 : index) : i64
    %2591 = llvm.mul %2556, %2590 overflow<nsw, nuw> : i64
    %2592 = llvm.mlir.constant(64 : index) : i64
    %2593 = llvm.mul %2558, %2592 overflow<nsw, nuw> : i64
    %2594 = llvm.add %2591, %2593 overflow<nsw, nuw> : i64
    %2595 = llvm.mlir.constant(8 : index) : i64
    %2596 = llvm.mul %2560, %2595 overflow<nsw, nuw> : i64
    %2597 = llvm.add %2594, %2596 overflow<nsw, nuw> : i64
    %2598 = llvm.add %2597, %2562 overflow<nsw, nuw> : i64
    %2599 = llvm.getelementptr inbounds|nuw %2589[%2598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2588, %2599 : f32, !llvm.ptr
    %2600 = llvm.add %2562, %43 : i64
    llvm.br ^bb292(%2600 : i64)
  ^bb294:  // pred: ^bb292
    %2601 = llvm.add %2560, %43 : i64
    llvm.br ^bb290(%2601 : i64)
  ^bb295:  // pred: ^bb290
    %2602 = llvm.add %2558, %43 : i64
    llvm.br ^bb288(%2602 : i64)
  ^bb296:  // pred: ^bb288
    %2603 = llvm.add %2556, %43 : i64
    llvm.br ^bb286(%2603 : i64)
  ^bb297:  // pred: ^bb286
    %2604 = llvm.mlir.constant(1 : index) : i64
    %2605 = llvm.mlir.constant(2 : index) : i64
    %2606 = llvm.mlir.constant(8 : index) : i64
    %2607 = llvm.mlir.constant(1 : index) : i64
    %2608 = llvm.mlir.constant(1 : index) : i64
    %2609 = llvm.mlir.constant(16 : index) : i64
    %2610 = llvm.mlir.constant(16 : index) : i64
    %2611 = llvm.mlir.zero : !llvm.ptr
    %2612 = llvm.getelementptr %2611[%2610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2613 = llvm.ptrtoint %2612 : !llvm.ptr to i64
    %2614 = llvm.mlir.constant(64 : index) : i64
    %2615 = llvm.add %2613, %2614 : i64
    %2616 = llvm.call @malloc(%2615) : (i64) -> !llvm.ptr
    %2617 = llvm.ptrtoint %2616 : !llvm.ptr to i64
    %2618 = llvm.mlir.constant(1 : index) : i64
    %2619 = llvm.sub %2614, %2618 : i64
    %2620 = llvm.add %2617, %2619 : i64
    %2621 = llvm.urem %2620, %2614 : i64
    %2622 = llvm.sub %2620, %2621 : i64
    %2623 = llvm.inttoptr %2622 : i64 to !llvm.ptr
    %2624 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2625 = llvm.insertvalue %2616, %2624[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2626 = llvm.insertvalue %2623, %2625[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2627 = llvm.mlir.constant(0 : index) : i64
    %2628 = llvm.insertvalue %2627, %2626[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2629 = llvm.insertvalue %2604, %2628[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2630 = llvm.insertvalue %2605, %2629[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2631 = llvm.insertvalue %2606, %2630[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2632 = llvm.insertvalue %2607, %2631[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2633 = llvm.insertvalue %2609, %2632[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2634 = llvm.insertvalue %2606, %2633[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2635 = llvm.insertvalue %2607, %2634[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2636 = llvm.insertvalue %2608, %2635[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb298(%48 : i64)
  ^bb298(%2637: i64):  // 2 preds: ^bb297, ^bb308
    %2638 = llvm.icmp "slt" %2637, %43 : i64
    llvm.cond_br %2638, ^bb299, ^bb309
  ^bb299:  // pred: ^bb298
    llvm.br ^bb300(%48 : i64)
  ^bb300(%2639: i64):  // 2 preds: ^bb299, ^bb307
    %2640 = llvm.icmp "slt" %2639, %40 : i64
    llvm.cond_br %2640, ^bb301, ^bb308
  ^bb301:  // pred: ^bb300
    llvm.br ^bb302(%48 : i64)
  ^bb302(%2641: i64):  // 2 preds: ^bb301, ^bb306
    %2642 = llvm.icmp "slt" %2641, %42 : i64
    llvm.cond_br %2642, ^bb303, ^bb307
  ^bb303:  // pred: ^bb302
    llvm.br ^bb304(%48 : i64)
  ^bb304(%2643: i64):  // 2 preds: ^bb303, ^bb305
    %2644 = llvm.icmp "slt" %2643, %43 : i64
    llvm.cond_br %2644, ^bb305, ^bb306
  ^bb305:  // pred: ^bb304
    %2645 = llvm.extractvalue %2636[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2646 = llvm.mlir.constant(16 : index) : i64
    %2647 = llvm.mul %2637, %2646 overflow<nsw, nuw> : i64
    %2648 = llvm.mlir.constant(8 : index) : i64
    %2649 = llvm.mul %2639, %2648 overflow<nsw, nuw> : i64
    %2650 = llvm.add %2647, %2649 overflow<nsw, nuw> : i64
    %2651 = llvm.add %2650, %2641 overflow<nsw, nuw> : i64
    %2652 = llvm.add %2651, %2643 overflow<nsw, nuw> : i64
    %2653 = llvm.getelementptr inbounds|nuw %2645[%2652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2653 : f32, !llvm.ptr
    %2654 = llvm.add %2643, %43 : i64
    llvm.br ^bb304(%2654 : i64)
  ^bb306:  // pred: ^bb304
    %2655 = llvm.add %2641, %43 : i64
    llvm.br ^bb302(%2655 : i64)
  ^bb307:  // pred: ^bb302
    %2656 = llvm.add %2639, %43 : i64
    llvm.br ^bb300(%2656 : i64)
  ^bb308:  // pred: ^bb300
    %2657 = llvm.add %2637, %43 : i64
    llvm.br ^bb298(%2657 : i64)
  ^bb309:  // pred: ^bb298
    %2658 = llvm.mlir.constant(1 : index) : i64
    %2659 = llvm.mlir.constant(2 : index) : i64
    %2660 = llvm.mlir.constant(8 : index) : i64
    %2661 = llvm.mlir.constant(1 : index) : i64
    %2662 = llvm.mlir.constant(1 : index) : i64
    %2663 = llvm.mlir.constant(16 : index) : i64
    %2664 = llvm.mlir.constant(16 : index) : i64
    %2665 = llvm.mlir.zero : !llvm.ptr
    %2666 = llvm.getelementptr %2665[%2664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2667 = llvm.ptrtoint %2666 : !llvm.ptr to i64
    %2668 = llvm.mlir.constant(64 : index) : i64
    %2669 = llvm.add %2667, %2668 : i64
    %2670 = llvm.call @malloc(%2669) : (i64) -> !llvm.ptr
    %2671 = llvm.ptrtoint %2670 : !llvm.ptr to i64
    %2672 = llvm.mlir.constant(1 : index) : i64
    %2673 = llvm.sub %2668, %2672 : i64
    %2674 = llvm.add %2671, %2673 : i64
    %2675 = llvm.urem %2674, %2668 : i64
    %2676 = llvm.sub %2674, %2675 : i64
    %2677 = llvm.inttoptr %2676 : i64 to !llvm.ptr
    %2678 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2679 = llvm.insertvalue %2670, %2678[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.insertvalue %2677, %2679[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2681 = llvm.mlir.constant(0 : index) : i64
    %2682 = llvm.insertvalue %2681, %2680[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2683 = llvm.insertvalue %2658, %2682[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2684 = llvm.insertvalue %2659, %2683[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2685 = llvm.insertvalue %2660, %2684[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2686 = llvm.insertvalue %2661, %2685[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2687 = llvm.insertvalue %2663, %2686[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2688 = llvm.insertvalue %2660, %2687[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2689 = llvm.insertvalue %2661, %2688[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2690 = llvm.insertvalue %2662, %2689[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb310(%48 : i64)
  ^bb310(%2691: i64):  // 2 preds: ^bb309, ^bb320
    %2692 = llvm.icmp "slt" %2691, %43 : i64
    llvm.cond_br %2692, ^bb311, ^bb321
  ^bb311:  // pred: ^bb310
    llvm.br ^bb312(%48 : i64)
  ^bb312(%2693: i64):  // 2 preds: ^bb311, ^bb319
    %2694 = llvm.icmp "slt" %2693, %40 : i64
    llvm.cond_br %2694, ^bb313, ^bb320
  ^bb313:  // pred: ^bb312
    llvm.br ^bb314(%48 : i64)
  ^bb314(%2695: i64):  // 2 preds: ^bb313, ^bb318
    %2696 = llvm.icmp "slt" %2695, %42 : i64
    llvm.cond_br %2696, ^bb315, ^bb319
  ^bb315:  // pred: ^bb314
    llvm.br ^bb316(%48 : i64)
  ^bb316(%2697: i64):  // 2 preds: ^bb315, ^bb317
    %2698 = llvm.icmp "slt" %2697, %43 : i64
    llvm.cond_br %2698, ^bb317, ^bb318
  ^bb317:  // pred: ^bb316
    %2699 = llvm.extractvalue %2636[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2700 = llvm.mlir.constant(16 : index) : i64
    %2701 = llvm.mul %2691, %2700 overflow<nsw, nuw> : i64
    %2702 = llvm.mlir.constant(8 : index) : i64
    %2703 = llvm.mul %2693, %2702 overflow<nsw, nuw> : i64
    %2704 = llvm.add %2701, %2703 overflow<nsw, nuw> : i64
    %2705 = llvm.add %2704, %2695 overflow<nsw, nuw> : i64
    %2706 = llvm.add %2705, %2697 overflow<nsw, nuw> : i64
    %2707 = llvm.getelementptr inbounds|nuw %2699[%2706] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2708 = llvm.load %2707 : !llvm.ptr -> f32
    %2709 = llvm.extractvalue %2690[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2710 = llvm.mlir.constant(16 : index) : i64
    %2711 = llvm.mul %2691, %2710 overflow<nsw, nuw> : i64
    %2712 = llvm.mlir.constant(8 : index) : i64
    %2713 = llvm.mul %2693, %2712 overflow<nsw, nuw> : i64
    %2714 = llvm.add %2711, %2713 overflow<nsw, nuw> : i64
    %2715 = llvm.add %2714, %2695 overflow<nsw, nuw> : i64
    %2716 = llvm.add %2715, %2697 overflow<nsw, nuw> : i64
    %2717 = llvm.getelementptr inbounds|nuw %2709[%2716] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2708, %2717 : f32, !llvm.ptr
    %2718 = llvm.add %2697, %43 : i64
    llvm.br ^bb316(%2718 : i64)
  ^bb318:  // pred: ^bb316
    %2719 = llvm.add %2695, %43 : i64
    llvm.br ^bb314(%2719 : i64)
  ^bb319:  // pred: ^bb314
    %2720 = llvm.add %2693, %43 : i64
    llvm.br ^bb312(%2720 : i64)
  ^bb320:  // pred: ^bb312
    %2721 = llvm.add %2691, %43 : i64
    llvm.br ^bb310(%2721 : i64)
  ^bb321:  // pred: ^bb310
    llvm.br ^bb322(%48 : i64)
  ^bb322(%2722: i64):  // 2 preds: ^bb321, ^bb332
    %2723 = llvm.icmp "slt" %2722, %43 : i64
    llvm.cond_br %2723, ^bb323, ^bb333
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%48 : i64)
  ^bb324(%2724: i64):  // 2 preds: ^bb323, ^bb331
    %2725 = llvm.icmp "slt" %2724, %40 : i64
    llvm.cond_br %2725, ^bb325, ^bb332
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%48 : i64)
  ^bb326(%2726: i64):  // 2 preds: ^bb325, ^bb330
    %2727 = llvm.icmp "slt" %2726, %42 : i64
    llvm.cond_br %2727, ^bb327, ^bb331
  ^bb327:  // pred: ^bb326
    llvm.br ^bb328(%48 : i64)
  ^bb328(%2728: i64):  // 2 preds: ^bb327, ^bb329
    %2729 = llvm.icmp "slt" %2728, %42 : i64
    llvm.cond_br %2729, ^bb329, ^bb330
  ^bb329:  // pred: ^bb328
    %2730 = llvm.extractvalue %2555[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2731 = llvm.mlir.constant(128 : index) : i64
    %2732 = llvm.mul %2722, %2731 overflow<nsw, nuw> : i64
    %2733 = llvm.mlir.constant(64 : index) : i64
    %2734 = llvm.mul %2724, %2733 overflow<nsw, nuw> : i64
    %2735 = llvm.add %2732, %2734 overflow<nsw, nuw> : i64
    %2736 = llvm.mlir.constant(8 : index) : i64
    %2737 = llvm.mul %2726, %2736 overflow<nsw, nuw> : i64
    %2738 = llvm.add %2735, %2737 overflow<nsw, nuw> : i64
    %2739 = llvm.add %2738, %2728 overflow<nsw, nuw> : i64
    %2740 = llvm.getelementptr inbounds|nuw %2730[%2739] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2741 = llvm.load %2740 : !llvm.ptr -> f32
    %2742 = llvm.extractvalue %2690[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2743 = llvm.mlir.constant(16 : index) : i64
    %2744 = llvm.mul %2722, %2743 overflow<nsw, nuw> : i64
    %2745 = llvm.mlir.constant(8 : index) : i64
    %2746 = llvm.mul %2724, %2745 overflow<nsw, nuw> : i64
    %2747 = llvm.add %2744, %2746 overflow<nsw, nuw> : i64
    %2748 = llvm.add %2747, %2726 overflow<nsw, nuw> : i64
    %2749 = llvm.add %2748, %48 overflow<nsw, nuw> : i64
    %2750 = llvm.getelementptr inbounds|nuw %2742[%2749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2751 = llvm.load %2750 : !llvm.ptr -> f32
    %2752 = llvm.fadd %2741, %2751 : f32
    %2753 = llvm.extractvalue %2690[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2754 = llvm.mlir.constant(16 : index) : i64
    %2755 = llvm.mul %2722, %2754 overflow<nsw, nuw> : i64
    %2756 = llvm.mlir.constant(8 : index) : i64
    %2757 = llvm.mul %2724, %2756 overflow<nsw, nuw> : i64
    %2758 = llvm.add %2755, %2757 overflow<nsw, nuw> : i64
    %2759 = llvm.add %2758, %2726 overflow<nsw, nuw> : i64
    %2760 = llvm.add %2759, %48 overflow<nsw, nuw> : i64
    %2761 = llvm.getelementptr inbounds|nuw %2753[%2760] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2752, %2761 : f32, !llvm.ptr
    %2762 = llvm.add %2728, %43 : i64
    llvm.br ^bb328(%2762 : i64)
  ^bb330:  // pred: ^bb328
    %2763 = llvm.add %2726, %43 : i64
    llvm.br ^bb326(%2763 : i64)
  ^bb331:  // pred: ^bb326
    %2764 = llvm.add %2724, %43 : i64
    llvm.br ^bb324(%2764 : i64)
  ^bb332:  // pred: ^bb324
    %2765 = llvm.add %2722, %43 : i64
    llvm.br ^bb322(%2765 : i64)
  ^bb333:  // pred: ^bb322
    %2766 = llvm.mlir.constant(2 : index) : i64
    %2767 = llvm.mlir.constant(8 : index) : i64
    %2768 = llvm.mlir.constant(16 : index) : i64
    %2769 = llvm.mlir.constant(1 : index) : i64
    %2770 = llvm.mlir.constant(128 : index) : i64
    %2771 = llvm.mlir.constant(256 : index) : i64
    %2772 = llvm.mlir.zero : !llvm.ptr
    %2773 = llvm.getelementptr %2772[%2771] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2774 = llvm.ptrtoint %2773 : !llvm.ptr to i64
    %2775 = llvm.mlir.constant(64 : index) : i64
    %2776 = llvm.add %2774, %2775 : i64
    %2777 = llvm.call @malloc(%2776) : (i64) -> !llvm.ptr
    %2778 = llvm.ptrtoint %2777 : !llvm.ptr to i64
    %2779 = llvm.mlir.constant(1 : index) : i64
    %2780 = llvm.sub %2775, %2779 : i64
    %2781 = llvm.add %2778, %2780 : i64
    %2782 = llvm.urem %2781, %2775 : i64
    %2783 = llvm.sub %2781, %2782 : i64
    %2784 = llvm.inttoptr %2783 : i64 to !llvm.ptr
    %2785 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2786 = llvm.insertvalue %2777, %2785[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2787 = llvm.insertvalue %2784, %2786[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2788 = llvm.mlir.constant(0 : index) : i64
    %2789 = llvm.insertvalue %2788, %2787[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2790 = llvm.insertvalue %2766, %2789[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2791 = llvm.insertvalue %2767, %2790[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2792 = llvm.insertvalue %2768, %2791[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2793 = llvm.insertvalue %2770, %2792[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2794 = llvm.insertvalue %2768, %2793[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2795 = llvm.insertvalue %2769, %2794[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb334(%48 : i64)
  ^bb334(%2796: i64):  // 2 preds: ^bb333, ^bb341
    %2797 = llvm.icmp "slt" %2796, %40 : i64
    llvm.cond_br %2797, ^bb335, ^bb342
  ^bb335:  // pred: ^bb334
    llvm.br ^bb336(%48 : i64)
  ^bb336(%2798: i64):  // 2 preds: ^bb335, ^bb340
    %2799 = llvm.icmp "slt" %2798, %42 : i64
    llvm.cond_br %2799, ^bb337, ^bb341
  ^bb337:  // pred: ^bb336
    llvm.br ^bb338(%48 : i64)
  ^bb338(%2800: i64):  // 2 preds: ^bb337, ^bb339
    %2801 = llvm.icmp "slt" %2800, %39 : i64
    llvm.cond_br %2801, ^bb339, ^bb340
  ^bb339:  // pred: ^bb338
    %2802 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2803 = llvm.mlir.constant(128 : index) : i64
    %2804 = llvm.mul %2796, %2803 overflow<nsw, nuw> : i64
    %2805 = llvm.mlir.constant(16 : index) : i64
    %2806 = llvm.mul %2798, %2805 overflow<nsw, nuw> : i64
    %2807 = llvm.add %2804, %2806 overflow<nsw, nuw> : i64
    %2808 = llvm.add %2807, %2800 overflow<nsw, nuw> : i64
    %2809 = llvm.getelementptr inbounds|nuw %2802[%2808] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2809 : f32, !llvm.ptr
    %2810 = llvm.add %2800, %43 : i64
    llvm.br ^bb338(%2810 : i64)
  ^bb340:  // pred: ^bb338
    %2811 = llvm.add %2798, %43 : i64
    llvm.br ^bb336(%2811 : i64)
  ^bb341:  // pred: ^bb336
    %2812 = llvm.add %2796, %43 : i64
    llvm.br ^bb334(%2812 : i64)
  ^bb342:  // pred: ^bb334
    %2813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2814 = llvm.extractvalue %2795[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2815 = llvm.extractvalue %2795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2816 = llvm.insertvalue %2814, %2813[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2817 = llvm.insertvalue %2815, %2816[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2818 = llvm.mlir.constant(0 : index) : i64
    %2819 = llvm.insertvalue %2818, %2817[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2820 = llvm.mlir.constant(1 : index) : i64
    %2821 = llvm.insertvalue %2820, %2819[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2822 = llvm.mlir.constant(256 : index) : i64
    %2823 = llvm.insertvalue %2822, %2821[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2824 = llvm.mlir.constant(2 : index) : i64
    %2825 = llvm.insertvalue %2824, %2823[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2826 = llvm.mlir.constant(128 : index) : i64
    %2827 = llvm.insertvalue %2826, %2825[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2828 = llvm.mlir.constant(8 : index) : i64
    %2829 = llvm.insertvalue %2828, %2827[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2830 = llvm.mlir.constant(16 : index) : i64
    %2831 = llvm.insertvalue %2830, %2829[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2832 = llvm.mlir.constant(16 : index) : i64
    %2833 = llvm.insertvalue %2832, %2831[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2834 = llvm.mlir.constant(1 : index) : i64
    %2835 = llvm.insertvalue %2834, %2833[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2836 = llvm.mlir.constant(1 : index) : i64
    %2837 = llvm.mlir.constant(2 : index) : i64
    %2838 = llvm.mlir.constant(8 : index) : i64
    %2839 = llvm.mlir.constant(16 : index) : i64
    %2840 = llvm.mlir.constant(1 : index) : i64
    %2841 = llvm.mlir.constant(128 : index) : i64
    %2842 = llvm.mlir.constant(256 : index) : i64
    %2843 = llvm.mlir.constant(256 : index) : i64
    %2844 = llvm.mlir.zero : !llvm.ptr
    %2845 = llvm.getelementptr %2844[%2843] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2846 = llvm.ptrtoint %2845 : !llvm.ptr to i64
    %2847 = llvm.mlir.constant(64 : index) : i64
    %2848 = llvm.add %2846, %2847 : i64
    %2849 = llvm.call @malloc(%2848) : (i64) -> !llvm.ptr
    %2850 = llvm.ptrtoint %2849 : !llvm.ptr to i64
    %2851 = llvm.mlir.constant(1 : index) : i64
    %2852 = llvm.sub %2847, %2851 : i64
    %2853 = llvm.add %2850, %2852 : i64
    %2854 = llvm.urem %2853, %2847 : i64
    %2855 = llvm.sub %2853, %2854 : i64
    %2856 = llvm.inttoptr %2855 : i64 to !llvm.ptr
    %2857 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2858 = llvm.insertvalue %2849, %2857[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2859 = llvm.insertvalue %2856, %2858[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2860 = llvm.mlir.constant(0 : index) : i64
    %2861 = llvm.insertvalue %2860, %2859[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2862 = llvm.insertvalue %2836, %2861[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2863 = llvm.insertvalue %2837, %2862[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2864 = llvm.insertvalue %2838, %2863[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2865 = llvm.insertvalue %2839, %2864[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2866 = llvm.insertvalue %2842, %2865[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2867 = llvm.insertvalue %2841, %2866[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2868 = llvm.insertvalue %2839, %2867[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2869 = llvm.insertvalue %2840, %2868[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb343(%48 : i64)
  ^bb343(%2870: i64):  // 2 preds: ^bb342, ^bb353
    %2871 = llvm.icmp "slt" %2870, %43 : i64
    llvm.cond_br %2871, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%48 : i64)
  ^bb345(%2872: i64):  // 2 preds: ^bb344, ^bb352
    %2873 = llvm.icmp "slt" %2872, %40 : i64
    llvm.cond_br %2873, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%48 : i64)
  ^bb347(%2874: i64):  // 2 preds: ^bb346, ^bb351
    %2875 = llvm.icmp "slt" %2874, %42 : i64
    llvm.cond_br %2875, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%48 : i64)
  ^bb349(%2876: i64):  // 2 preds: ^bb348, ^bb350
    %2877 = llvm.icmp "slt" %2876, %39 : i64
    llvm.cond_br %2877, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %2878 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2879 = llvm.mlir.constant(256 : index) : i64
    %2880 = llvm.mul %2870, %2879 overflow<nsw, nuw> : i64
    %2881 = llvm.mlir.constant(128 : index) : i64
    %2882 = llvm.mul %2872, %2881 overflow<nsw, nuw> : i64
    %2883 = llvm.add %2880, %2882 overflow<nsw, nuw> : i64
    %2884 = llvm.mlir.constant(16 : index) : i64
    %2885 = llvm.mul %2874, %2884 overflow<nsw, nuw> : i64
    %2886 = llvm.add %2883, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.add %2886, %2876 overflow<nsw, nuw> : i64
    %2888 = llvm.getelementptr inbounds|nuw %2878[%2887] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2889 = llvm.load %2888 : !llvm.ptr -> f32
    %2890 = llvm.extractvalue %2869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2891 = llvm.mlir.constant(256 : index) : i64
    %2892 = llvm.mul %2870, %2891 overflow<nsw, nuw> : i64
    %2893 = llvm.mlir.constant(128 : index) : i64
    %2894 = llvm.mul %2872, %2893 overflow<nsw, nuw> : i64
    %2895 = llvm.add %2892, %2894 overflow<nsw, nuw> : i64
    %2896 = llvm.mlir.constant(16 : index) : i64
    %2897 = llvm.mul %2874, %2896 overflow<nsw, nuw> : i64
    %2898 = llvm.add %2895, %2897 overflow<nsw, nuw> : i64
    %2899 = llvm.add %2898, %2876 overflow<nsw, nuw> : i64
    %2900 = llvm.getelementptr inbounds|nuw %2890[%2899] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2889, %2900 : f32, !llvm.ptr
    %2901 = llvm.add %2876, %43 : i64
    llvm.br ^bb349(%2901 : i64)
  ^bb351:  // pred: ^bb349
    %2902 = llvm.add %2874, %43 : i64
    llvm.br ^bb347(%2902 : i64)
  ^bb352:  // pred: ^bb347
    %2903 = llvm.add %2872, %43 : i64
    llvm.br ^bb345(%2903 : i64)
  ^bb353:  // pred: ^bb345
    %2904 = llvm.add %2870, %43 : i64
    llvm.br ^bb343(%2904 : i64)
  ^bb354:  // pred: ^bb343
    llvm.br ^bb355(%48 : i64)
  ^bb355(%2905: i64):  // 2 preds: ^bb354, ^bb368
    %2906 = llvm.icmp "slt" %2905, %43 : i64
    llvm.cond_br %2906, ^bb356, ^bb369
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%48 : i64)
  ^bb357(%2907: i64):  // 2 preds: ^bb356, ^bb367
    %2908 = llvm.icmp "slt" %2907, %40 : i64
    llvm.cond_br %2908, ^bb358, ^bb368
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%48 : i64)
  ^bb359(%2909: i64):  // 2 preds: ^bb358, ^bb366
    %2910 = llvm.icmp "slt" %2909, %42 : i64
    llvm.cond_br %2910, ^bb360, ^bb367
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%48 : i64)
  ^bb361(%2911: i64):  // 2 preds: ^bb360, ^bb365
    %2912 = llvm.icmp "slt" %2911, %39 : i64
    llvm.cond_br %2912, ^bb362, ^bb366
  ^bb362:  // pred: ^bb361
    llvm.br ^bb363(%48 : i64)
  ^bb363(%2913: i64):  // 2 preds: ^bb362, ^bb364
    %2914 = llvm.icmp "slt" %2913, %42 : i64
    llvm.cond_br %2914, ^bb364, ^bb365
  ^bb364:  // pred: ^bb363
    %2915 = llvm.extractvalue %2555[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2916 = llvm.mlir.constant(128 : index) : i64
    %2917 = llvm.mul %2905, %2916 overflow<nsw, nuw> : i64
    %2918 = llvm.mlir.constant(64 : index) : i64
    %2919 = llvm.mul %2907, %2918 overflow<nsw, nuw> : i64
    %2920 = llvm.add %2917, %2919 overflow<nsw, nuw> : i64
    %2921 = llvm.mlir.constant(8 : index) : i64
    %2922 = llvm.mul %2909, %2921 overflow<nsw, nuw> : i64
    %2923 = llvm.add %2920, %2922 overflow<nsw, nuw> : i64
    %2924 = llvm.add %2923, %2913 overflow<nsw, nuw> : i64
    %2925 = llvm.getelementptr inbounds|nuw %2915[%2924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2926 = llvm.load %2925 : !llvm.ptr -> f32
    %2927 = llvm.extractvalue %2690[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2928 = llvm.mlir.constant(16 : index) : i64
    %2929 = llvm.mul %2905, %2928 overflow<nsw, nuw> : i64
    %2930 = llvm.mlir.constant(8 : index) : i64
    %2931 = llvm.mul %2907, %2930 overflow<nsw, nuw> : i64
    %2932 = llvm.add %2929, %2931 overflow<nsw, nuw> : i64
    %2933 = llvm.add %2932, %2909 overflow<nsw, nuw> : i64
    %2934 = llvm.add %2933, %48 overflow<nsw, nuw> : i64
    %2935 = llvm.getelementptr inbounds|nuw %2927[%2934] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2936 = llvm.load %2935 : !llvm.ptr -> f32
    %2937 = llvm.extractvalue %1902[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2938 = llvm.mlir.constant(256 : index) : i64
    %2939 = llvm.mul %2905, %2938 overflow<nsw, nuw> : i64
    %2940 = llvm.mlir.constant(32 : index) : i64
    %2941 = llvm.mul %2913, %2940 overflow<nsw, nuw> : i64
    %2942 = llvm.add %2939, %2941 overflow<nsw, nuw> : i64
    %2943 = llvm.mlir.constant(16 : index) : i64
    %2944 = llvm.mul %2907, %2943 overflow<nsw, nuw> : i64
    %2945 = llvm.add %2942, %2944 overflow<nsw, nuw> : i64
    %2946 = llvm.add %2945, %2911 overflow<nsw, nuw> : i64
    %2947 = llvm.getelementptr inbounds|nuw %2937[%2946] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2948 = llvm.load %2947 : !llvm.ptr -> f32
    %2949 = llvm.extractvalue %2010[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2950 = llvm.mlir.constant(16 : index) : i64
    %2951 = llvm.mul %2907, %2950 overflow<nsw, nuw> : i64
    %2952 = llvm.add %2951, %2911 overflow<nsw, nuw> : i64
    %2953 = llvm.getelementptr inbounds|nuw %2949[%2952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2954 = llvm.load %2953 : !llvm.ptr -> f32
    %2955 = llvm.extractvalue %2869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2956 = llvm.mlir.constant(256 : index) : i64
    %2957 = llvm.mul %2905, %2956 overflow<nsw, nuw> : i64
    %2958 = llvm.mlir.constant(128 : index) : i64
    %2959 = llvm.mul %2907, %2958 overflow<nsw, nuw> : i64
    %2960 = llvm.add %2957, %2959 overflow<nsw, nuw> : i64
    %2961 = llvm.mlir.constant(16 : index) : i64
    %2962 = llvm.mul %2909, %2961 overflow<nsw, nuw> : i64
    %2963 = llvm.add %2960, %2962 overflow<nsw, nuw> : i64
    %2964 = llvm.add %2963, %2911 overflow<nsw, nuw> : i64
    %2965 = llvm.getelementptr inbounds|nuw %2955[%2964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2966 = llvm.load %2965 : !llvm.ptr -> f32
    %2967 = llvm.fadd %2948, %2954 : f32
    %2968 = llvm.fdiv %2926, %2936 : f32
    %2969 = llvm.fmul %2968, %2967 : f32
    %2970 = llvm.fadd %2966, %2969 : f32
    %2971 = llvm.extractvalue %2869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2972 = llvm.mlir.constant(256 : index) : i64
    %2973 = llvm.mul %2905, %2972 overflow<nsw, nuw> : i64
    %2974 = llvm.mlir.constant(128 : index) : i64
    %2975 = llvm.mul %2907, %2974 overflow<nsw, nuw> : i64
    %2976 = llvm.add %2973, %2975 overflow<nsw, nuw> : i64
    %2977 = llvm.mlir.constant(16 : index) : i64
    %2978 = llvm.mul %2909, %2977 overflow<nsw, nuw> : i64
    %2979 = llvm.add %2976, %2978 overflow<nsw, nuw> : i64
    %2980 = llvm.add %2979, %2911 overflow<nsw, nuw> : i64
    %2981 = llvm.getelementptr inbounds|nuw %2971[%2980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2970, %2981 : f32, !llvm.ptr
    %2982 = llvm.add %2913, %43 : i64
    llvm.br ^bb363(%2982 : i64)
  ^bb365:  // pred: ^bb363
    %2983 = llvm.add %2911, %43 : i64
    llvm.br ^bb361(%2983 : i64)
  ^bb366:  // pred: ^bb361
    %2984 = llvm.add %2909, %43 : i64
    llvm.br ^bb359(%2984 : i64)
  ^bb367:  // pred: ^bb359
    %2985 = llvm.add %2907, %43 : i64
    llvm.br ^bb357(%2985 : i64)
  ^bb368:  // pred: ^bb357
    %2986 = llvm.add %2905, %43 : i64
    llvm.br ^bb355(%2986 : i64)
  ^bb369:  // pred: ^bb355
    %2987 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2988 = llvm.extractvalue %544[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2989 = llvm.extractvalue %544[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2990 = llvm.insertvalue %2988, %2987[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2991 = llvm.insertvalue %2989, %2990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2992 = llvm.mlir.constant(0 : index) : i64
    %2993 = llvm.insertvalue %2992, %2991[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2994 = llvm.mlir.constant(32 : index) : i64
    %2995 = llvm.insertvalue %2994, %2993[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2996 = llvm.mlir.constant(32 : index) : i64
    %2997 = llvm.insertvalue %2996, %2995[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2998 = llvm.mlir.constant(2 : index) : i64
    %2999 = llvm.insertvalue %2998, %2997[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3000 = llvm.mlir.constant(16 : index) : i64
    %3001 = llvm.insertvalue %3000, %2999[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3002 = llvm.mlir.constant(16 : index) : i64
    %3003 = llvm.insertvalue %3002, %3001[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3004 = llvm.mlir.constant(1 : index) : i64
    %3005 = llvm.insertvalue %3004, %3003[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3006 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3007 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3008 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3009 = llvm.insertvalue %3007, %3006[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3010 = llvm.insertvalue %3008, %3009[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3011 = llvm.mlir.constant(0 : index) : i64
    %3012 = llvm.insertvalue %3011, %3010[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3013 = llvm.mlir.constant(1 : index) : i64
    %3014 = llvm.insertvalue %3013, %3012[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3015 = llvm.mlir.constant(256 : index) : i64
    %3016 = llvm.insertvalue %3015, %3014[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3017 = llvm.mlir.constant(8 : index) : i64
    %3018 = llvm.insertvalue %3017, %3016[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3019 = llvm.mlir.constant(32 : index) : i64
    %3020 = llvm.insertvalue %3019, %3018[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3021 = llvm.mlir.constant(32 : index) : i64
    %3022 = llvm.insertvalue %3021, %3020[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3023 = llvm.mlir.constant(1 : index) : i64
    %3024 = llvm.insertvalue %3023, %3022[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3025 = llvm.mlir.constant(1 : index) : i64
    %3026 = llvm.mlir.constant(8 : index) : i64
    %3027 = llvm.mlir.constant(32 : index) : i64
    %3028 = llvm.mlir.constant(1 : index) : i64
    %3029 = llvm.mlir.constant(256 : index) : i64
    %3030 = llvm.mlir.constant(256 : index) : i64
    %3031 = llvm.mlir.zero : !llvm.ptr
    %3032 = llvm.getelementptr %3031[%3030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3033 = llvm.ptrtoint %3032 : !llvm.ptr to i64
    %3034 = llvm.mlir.constant(64 : index) : i64
    %3035 = llvm.add %3033, %3034 : i64
    %3036 = llvm.call @malloc(%3035) : (i64) -> !llvm.ptr
    %3037 = llvm.ptrtoint %3036 : !llvm.ptr to i64
    %3038 = llvm.mlir.constant(1 : index) : i64
    %3039 = llvm.sub %3034, %3038 : i64
    %3040 = llvm.add %3037, %3039 : i64
    %3041 = llvm.urem %3040, %3034 : i64
    %3042 = llvm.sub %3040, %3041 : i64
    %3043 = llvm.inttoptr %3042 : i64 to !llvm.ptr
    %3044 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3045 = llvm.insertvalue %3036, %3044[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3046 = llvm.insertvalue %3043, %3045[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3047 = llvm.mlir.constant(0 : index) : i64
    %3048 = llvm.insertvalue %3047, %3046[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3049 = llvm.insertvalue %3025, %3048[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3050 = llvm.insertvalue %3026, %3049[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3051 = llvm.insertvalue %3027, %3050[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3052 = llvm.insertvalue %3029, %3051[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3053 = llvm.insertvalue %3027, %3052[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3054 = llvm.insertvalue %3028, %3053[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb370(%48 : i64)
  ^bb370(%3055: i64):  // 2 preds: ^bb369, ^bb377
    %3056 = llvm.icmp "slt" %3055, %43 : i64
    llvm.cond_br %3056, ^bb371, ^bb378
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%48 : i64)
  ^bb372(%3057: i64):  // 2 preds: ^bb371, ^bb376
    %3058 = llvm.icmp "slt" %3057, %42 : i64
    llvm.cond_br %3058, ^bb373, ^bb377
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%48 : i64)
  ^bb374(%3059: i64):  // 2 preds: ^bb373, ^bb375
    %3060 = llvm.icmp "slt" %3059, %41 : i64
    llvm.cond_br %3060, ^bb375, ^bb376
  ^bb375:  // pred: ^bb374
    %3061 = llvm.extractvalue %3024[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3062 = llvm.mlir.constant(256 : index) : i64
    %3063 = llvm.mul %3055, %3062 overflow<nsw, nuw> : i64
    %3064 = llvm.mlir.constant(32 : index) : i64
    %3065 = llvm.mul %3057, %3064 overflow<nsw, nuw> : i64
    %3066 = llvm.add %3063, %3065 overflow<nsw, nuw> : i64
    %3067 = llvm.add %3066, %3059 overflow<nsw, nuw> : i64
    %3068 = llvm.getelementptr inbounds|nuw %3061[%3067] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3069 = llvm.load %3068 : !llvm.ptr -> f32
    %3070 = llvm.extractvalue %3054[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3071 = llvm.mlir.constant(256 : index) : i64
    %3072 = llvm.mul %3055, %3071 overflow<nsw, nuw> : i64
    %3073 = llvm.mlir.constant(32 : index) : i64
    %3074 = llvm.mul %3057, %3073 overflow<nsw, nuw> : i64
    %3075 = llvm.add %3072, %3074 overflow<nsw, nuw> : i64
    %3076 = llvm.add %3075, %3059 overflow<nsw, nuw> : i64
    %3077 = llvm.getelementptr inbounds|nuw %3070[%3076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3069, %3077 : f32, !llvm.ptr
    %3078 = llvm.add %3059, %43 : i64
    llvm.br ^bb374(%3078 : i64)
  ^bb376:  // pred: ^bb374
    %3079 = llvm.add %3057, %43 : i64
    llvm.br ^bb372(%3079 : i64)
  ^bb377:  // pred: ^bb372
    %3080 = llvm.add %3055, %43 : i64
    llvm.br ^bb370(%3080 : i64)
  ^bb378:  // pred: ^bb370
    llvm.br ^bb379(%48 : i64)
  ^bb379(%3081: i64):  // 2 preds: ^bb378, ^bb392
    %3082 = llvm.icmp "slt" %3081, %43 : i64
    llvm.cond_br %3082, ^bb380, ^bb393
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%48 : i64)
  ^bb381(%3083: i64):  // 2 preds: ^bb380, ^bb391
    %3084 = llvm.icmp "slt" %3083, %42 : i64
    llvm.cond_br %3084, ^bb382, ^bb392
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%48 : i64)
  ^bb383(%3085: i64):  // 2 preds: ^bb382, ^bb390
    %3086 = llvm.icmp "slt" %3085, %41 : i64
    llvm.cond_br %3086, ^bb384, ^bb391
  ^bb384:  // pred: ^bb383
    llvm.br ^bb385(%48 : i64)
  ^bb385(%3087: i64):  // 2 preds: ^bb384, ^bb389
    %3088 = llvm.icmp "slt" %3087, %40 : i64
    llvm.cond_br %3088, ^bb386, ^bb390
  ^bb386:  // pred: ^bb385
    llvm.br ^bb387(%48 : i64)
  ^bb387(%3089: i64):  // 2 preds: ^bb386, ^bb388
    %3090 = llvm.icmp "slt" %3089, %39 : i64
    llvm.cond_br %3090, ^bb388, ^bb389
  ^bb388:  // pred: ^bb387
    %3091 = llvm.extractvalue %2869[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3092 = llvm.mlir.constant(256 : index) : i64
    %3093 = llvm.mul %3081, %3092 overflow<nsw, nuw> : i64
    %3094 = llvm.mlir.constant(128 : index) : i64
    %3095 = llvm.mul %3087, %3094 overflow<nsw, nuw> : i64
    %3096 = llvm.add %3093, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.mlir.constant(16 : index) : i64
    %3098 = llvm.mul %3083, %3097 overflow<nsw, nuw> : i64
    %3099 = llvm.add %3096, %3098 overflow<nsw, nuw> : i64
    %3100 = llvm.add %3099, %3089 overflow<nsw, nuw> : i64
    %3101 = llvm.getelementptr inbounds|nuw %3091[%3100] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3102 = llvm.load %3101 : !llvm.ptr -> f32
    %3103 = llvm.extractvalue %3005[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3104 = llvm.mlir.constant(32 : index) : i64
    %3105 = llvm.mul %3085, %3104 overflow<nsw, nuw> : i64
    %3106 = llvm.mlir.constant(16 : index) : i64
    %3107 = llvm.mul %3087, %3106 overflow<nsw, nuw> : i64
    %3108 = llvm.add %3105, %3107 overflow<nsw, nuw> : i64
    %3109 = llvm.add %3108, %3089 overflow<nsw, nuw> : i64
    %3110 = llvm.getelementptr inbounds|nuw %3103[%3109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3111 = llvm.load %3110 : !llvm.ptr -> f32
    %3112 = llvm.extractvalue %3054[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3113 = llvm.mlir.constant(256 : index) : i64
    %3114 = llvm.mul %3081, %3113 overflow<nsw, nuw> : i64
    %3115 = llvm.mlir.constant(32 : index) : i64
    %3116 = llvm.mul %3083, %3115 overflow<nsw, nuw> : i64
    %3117 = llvm.add %3114, %3116 overflow<nsw, nuw> : i64
    %3118 = llvm.add %3117, %3085 overflow<nsw, nuw> : i64
    %3119 = llvm.getelementptr inbounds|nuw %3112[%3118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3120 = llvm.load %3119 : !llvm.ptr -> f32
    %3121 = llvm.fmul %3102, %3111 : f32
    %3122 = llvm.fadd %3120, %3121 : f32
    %3123 = llvm.extractvalue %3054[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3124 = llvm.mlir.constant(256 : index) : i64
    %3125 = llvm.mul %3081, %3124 overflow<nsw, nuw> : i64
    %3126 = llvm.mlir.constant(32 : index) : i64
    %3127 = llvm.mul %3083, %3126 overflow<nsw, nuw> : i64
    %3128 = llvm.add %3125, %3127 overflow<nsw, nuw> : i64
    %3129 = llvm.add %3128, %3085 overflow<nsw, nuw> : i64
    %3130 = llvm.getelementptr inbounds|nuw %3123[%3129] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3122, %3130 : f32, !llvm.ptr
    %3131 = llvm.add %3089, %43 : i64
    llvm.br ^bb387(%3131 : i64)
  ^bb389:  // pred: ^bb387
    %3132 = llvm.add %3087, %43 : i64
    llvm.br ^bb385(%3132 : i64)
  ^bb390:  // pred: ^bb385
    %3133 = llvm.add %3085, %43 : i64
    llvm.br ^bb383(%3133 : i64)
  ^bb391:  // pred: ^bb383
    %3134 = llvm.add %3083, %43 : i64
    llvm.br ^bb381(%3134 : i64)
  ^bb392:  // pred: ^bb381
    %3135 = llvm.add %3081, %43 : i64
    llvm.br ^bb379(%3135 : i64)
  ^bb393:  // pred: ^bb379
    %3136 = llvm.mlir.constant(1 : index) : i64
    %3137 = llvm.mlir.constant(8 : index) : i64
    %3138 = llvm.mlir.constant(32 : index) : i64
    %3139 = llvm.mlir.constant(1 : index) : i64
    %3140 = llvm.mlir.constant(256 : index) : i64
    %3141 = llvm.mlir.constant(256 : index) : i64
    %3142 = llvm.mlir.zero : !llvm.ptr
    %3143 = llvm.getelementptr %3142[%3141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3144 = llvm.ptrtoint %3143 : !llvm.ptr to i64
    %3145 = llvm.mlir.constant(64 : index) : i64
    %3146 = llvm.add %3144, %3145 : i64
    %3147 = llvm.call @malloc(%3146) : (i64) -> !llvm.ptr
    %3148 = llvm.ptrtoint %3147 : !llvm.ptr to i64
    %3149 = llvm.mlir.constant(1 : index) : i64
    %3150 = llvm.sub %3145, %3149 : i64
    %3151 = llvm.add %3148, %3150 : i64
    %3152 = llvm.urem %3151, %3145 : i64
    %3153 = llvm.sub %3151, %3152 : i64
    %3154 = llvm.inttoptr %3153 : i64 to !llvm.ptr
    %3155 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3156 = llvm.insertvalue %3147, %3155[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3157 = llvm.insertvalue %3154, %3156[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3158 = llvm.mlir.constant(0 : index) : i64
    %3159 = llvm.insertvalue %3158, %3157[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3160 = llvm.insertvalue %3136, %3159[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3161 = llvm.insertvalue %3137, %3160[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3162 = llvm.insertvalue %3138, %3161[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3163 = llvm.insertvalue %3140, %3162[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3164 = llvm.insertvalue %3138, %3163[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3165 = llvm.insertvalue %3139, %3164[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb394(%48 : i64)
  ^bb394(%3166: i64):  // 2 preds: ^bb393, ^bb401
    %3167 = llvm.icmp "slt" %3166, %43 : i64
    llvm.cond_br %3167, ^bb395, ^bb402
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%48 : i64)
  ^bb396(%3168: i64):  // 2 preds: ^bb395, ^bb400
    %3169 = llvm.icmp "slt" %3168, %42 : i64
    llvm.cond_br %3169, ^bb397, ^bb401
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%48 : i64)
  ^bb398(%3170: i64):  // 2 preds: ^bb397, ^bb399
    %3171 = llvm.icmp "slt" %3170, %41 : i64
    llvm.cond_br %3171, ^bb399, ^bb400
  ^bb399:  // pred: ^bb398
    %3172 = llvm.extractvalue %3054[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3173 = llvm.mlir.constant(256 : index) : i64
    %3174 = llvm.mul %3166, %3173 overflow<nsw, nuw> : i64
    %3175 = llvm.mlir.constant(32 : index) : i64
    %3176 = llvm.mul %3168, %3175 overflow<nsw, nuw> : i64
    %3177 = llvm.add %3174, %3176 overflow<nsw, nuw> : i64
    %3178 = llvm.add %3177, %3170 overflow<nsw, nuw> : i64
    %3179 = llvm.getelementptr inbounds|nuw %3172[%3178] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3180 = llvm.load %3179 : !llvm.ptr -> f32
    %3181 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3182 = llvm.getelementptr inbounds|nuw %3181[%3170] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3183 = llvm.load %3182 : !llvm.ptr -> f32
    %3184 = llvm.extractvalue %1318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3185 = llvm.mlir.constant(256 : index) : i64
    %3186 = llvm.mul %3166, %3185 overflow<nsw, nuw> : i64
    %3187 = llvm.mlir.constant(32 : index) : i64
    %3188 = llvm.mul %3168, %3187 overflow<nsw, nuw> : i64
    %3189 = llvm.add %3186, %3188 overflow<nsw, nuw> : i64
    %3190 = llvm.add %3189, %3170 overflow<nsw, nuw> : i64
    %3191 = llvm.getelementptr inbounds|nuw %3184[%3190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3192 = llvm.load %3191 : !llvm.ptr -> f32
    %3193 = llvm.fadd %3180, %3183 : f32
    %3194 = llvm.fadd %3193, %3192 : f32
    %3195 = llvm.extractvalue %3165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3196 = llvm.mlir.constant(256 : index) : i64
    %3197 = llvm.mul %3166, %3196 overflow<nsw, nuw> : i64
    %3198 = llvm.mlir.constant(32 : index) : i64
    %3199 = llvm.mul %3168, %3198 overflow<nsw, nuw> : i64
    %3200 = llvm.add %3197, %3199 overflow<nsw, nuw> : i64
    %3201 = llvm.add %3200, %3170 overflow<nsw, nuw> : i64
    %3202 = llvm.getelementptr inbounds|nuw %3195[%3201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3194, %3202 : f32, !llvm.ptr
    %3203 = llvm.add %3170, %43 : i64
    llvm.br ^bb398(%3203 : i64)
  ^bb400:  // pred: ^bb398
    %3204 = llvm.add %3168, %43 : i64
    llvm.br ^bb396(%3204 : i64)
  ^bb401:  // pred: ^bb396
    %3205 = llvm.add %3166, %43 : i64
    llvm.br ^bb394(%3205 : i64)
  ^bb402:  // pred: ^bb394
    %3206 = llvm.mlir.constant(1 : index) : i64
    %3207 = llvm.mlir.constant(8 : index) : i64
    %3208 = llvm.mlir.constant(32 : index) : i64
    %3209 = llvm.mlir.constant(1 : index) : i64
    %3210 = llvm.mlir.constant(256 : index) : i64
    %3211 = llvm.mlir.constant(256 : index) : i64
    %3212 = llvm.mlir.zero : !llvm.ptr
    %3213 = llvm.getelementptr %3212[%3211] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3214 = llvm.ptrtoint %3213 : !llvm.ptr to i64
    %3215 = llvm.mlir.constant(64 : index) : i64
    %3216 = llvm.add %3214, %3215 : i64
    %3217 = llvm.call @malloc(%3216) : (i64) -> !llvm.ptr
    %3218 = llvm.ptrtoint %3217 : !llvm.ptr to i64
    %3219 = llvm.mlir.constant(1 : index) : i64
    %3220 = llvm.sub %3215, %3219 : i64
    %3221 = llvm.add %3218, %3220 : i64
    %3222 = llvm.urem %3221, %3215 : i64
    %3223 = llvm.sub %3221, %3222 : i64
    %3224 = llvm.inttoptr %3223 : i64 to !llvm.ptr
    %3225 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3226 = llvm.insertvalue %3217, %3225[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3227 = llvm.insertvalue %3224, %3226[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3228 = llvm.mlir.constant(0 : index) : i64
    %3229 = llvm.insertvalue %3228, %3227[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3230 = llvm.insertvalue %3206, %3229[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3231 = llvm.insertvalue %3207, %3230[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3232 = llvm.insertvalue %3208, %3231[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3233 = llvm.insertvalue %3210, %3232[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3234 = llvm.insertvalue %3208, %3233[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3235 = llvm.insertvalue %3209, %3234[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb403(%48 : i64)
  ^bb403(%3236: i64):  // 2 preds: ^bb402, ^bb410
    %3237 = llvm.icmp "slt" %3236, %43 : i64
    llvm.cond_br %3237, ^bb404, ^bb411
  ^bb404:  // pred: ^bb403
    llvm.br ^bb405(%48 : i64)
  ^bb405(%3238: i64):  // 2 preds: ^bb404, ^bb409
    %3239 = llvm.icmp "slt" %3238, %42 : i64
    llvm.cond_br %3239, ^bb406, ^bb410
  ^bb406:  // pred: ^bb405
    llvm.br ^bb407(%48 : i64)
  ^bb407(%3240: i64):  // 2 preds: ^bb406, ^bb408
    %3241 = llvm.icmp "slt" %3240, %41 : i64
    llvm.cond_br %3241, ^bb408, ^bb409
  ^bb408:  // pred: ^bb407
    %3242 = llvm.extractvalue %3165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3243 = llvm.mlir.constant(256 : index) : i64
    %3244 = llvm.mul %3236, %3243 overflow<nsw, nuw> : i64
    %3245 = llvm.mlir.constant(32 : index) : i64
    %3246 = llvm.mul %3238, %3245 overflow<nsw, nuw> : i64
    %3247 = llvm.add %3244, %3246 overflow<nsw, nuw> : i64
    %3248 = llvm.add %3247, %3240 overflow<nsw, nuw> : i64
    %3249 = llvm.getelementptr inbounds|nuw %3242[%3248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3250 = llvm.load %3249 : !llvm.ptr -> f32
    %3251 = llvm.fpext %3250 : f32 to f64
    %3252 = llvm.extractvalue %3235[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3253 = llvm.mlir.constant(256 : index) : i64
    %3254 = llvm.mul %3236, %3253 overflow<nsw, nuw> : i64
    %3255 = llvm.mlir.constant(32 : index) : i64
    %3256 = llvm.mul %3238, %3255 overflow<nsw, nuw> : i64
    %3257 = llvm.add %3254, %3256 overflow<nsw, nuw> : i64
    %3258 = llvm.add %3257, %3240 overflow<nsw, nuw> : i64
    %3259 = llvm.getelementptr inbounds|nuw %3252[%3258] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3251, %3259 : f64, !llvm.ptr
    %3260 = llvm.add %3240, %43 : i64
    llvm.br ^bb407(%3260 : i64)
  ^bb409:  // pred: ^bb407
    %3261 = llvm.add %3238, %43 : i64
    llvm.br ^bb405(%3261 : i64)
  ^bb410:  // pred: ^bb405
    %3262 = llvm.add %3236, %43 : i64
    llvm.br ^bb403(%3262 : i64)
  ^bb411:  // pred: ^bb403
    %3263 = llvm.mlir.constant(1 : index) : i64
    %3264 = llvm.mlir.constant(8 : index) : i64
    %3265 = llvm.mlir.constant(1 : index) : i64
    %3266 = llvm.mlir.constant(1 : index) : i64
    %3267 = llvm.mlir.constant(8 : index) : i64
    %3268 = llvm.mlir.zero : !llvm.ptr
    %3269 = llvm.getelementptr %3268[%3267] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3270 = llvm.ptrtoint %3269 : !llvm.ptr to i64
    %3271 = llvm.mlir.constant(64 : index) : i64
    %3272 = llvm.add %3270, %3271 : i64
    %3273 = llvm.call @malloc(%3272) : (i64) -> !llvm.ptr
    %3274 = llvm.ptrtoint %3273 : !llvm.ptr to i64
    %3275 = llvm.mlir.constant(1 : index) : i64
    %3276 = llvm.sub %3271, %3275 : i64
    %3277 = llvm.add %3274, %3276 : i64
    %3278 = llvm.urem %3277, %3271 : i64
    %3279 = llvm.sub %3277, %3278 : i64
    %3280 = llvm.inttoptr %3279 : i64 to !llvm.ptr
    %3281 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3282 = llvm.insertvalue %3273, %3281[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3283 = llvm.insertvalue %3280, %3282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3284 = llvm.mlir.constant(0 : index) : i64
    %3285 = llvm.insertvalue %3284, %3283[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3286 = llvm.insertvalue %3263, %3285[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3287 = llvm.insertvalue %3264, %3286[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3288 = llvm.insertvalue %3265, %3287[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3289 = llvm.insertvalue %3264, %3288[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3290 = llvm.insertvalue %3265, %3289[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3291 = llvm.insertvalue %3266, %3290[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb412(%48 : i64)
  ^bb412(%3292: i64):  // 2 preds: ^bb411, ^bb419
    %3293 = llvm.icmp "slt" %3292, %43 : i64
    llvm.cond_br %3293, ^bb413, ^bb420
  ^bb413:  // pred: ^bb412
    llvm.br ^bb414(%48 : i64)
  ^bb414(%3294: i64):  // 2 preds: ^bb413, ^bb418
    %3295 = llvm.icmp "slt" %3294, %42 : i64
    llvm.cond_br %3295, ^bb415, ^bb419
  ^bb415:  // pred: ^bb414
    llvm.br ^bb416(%48 : i64)
  ^bb416(%3296: i64):  // 2 preds: ^bb415, ^bb417
    %3297 = llvm.icmp "slt" %3296, %43 : i64
    llvm.cond_br %3297, ^bb417, ^bb418
  ^bb417:  // pred: ^bb416
    %3298 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3299 = llvm.mlir.constant(8 : index) : i64
    %3300 = llvm.mul %3292, %3299 overflow<nsw, nuw> : i64
    %3301 = llvm.add %3300, %3294 overflow<nsw, nuw> : i64
    %3302 = llvm.add %3301, %3296 overflow<nsw, nuw> : i64
    %3303 = llvm.getelementptr inbounds|nuw %3298[%3302] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3304 = llvm.load %3303 : !llvm.ptr -> f64
    %3305 = llvm.extractvalue %3291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3306 = llvm.mlir.constant(8 : index) : i64
    %3307 = llvm.mul %3292, %3306 overflow<nsw, nuw> : i64
    %3308 = llvm.add %3307, %3294 overflow<nsw, nuw> : i64
    %3309 = llvm.add %3308, %3296 overflow<nsw, nuw> : i64
    %3310 = llvm.getelementptr inbounds|nuw %3305[%3309] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3304, %3310 : f64, !llvm.ptr
    %3311 = llvm.add %3296, %43 : i64
    llvm.br ^bb416(%3311 : i64)
  ^bb418:  // pred: ^bb416
    %3312 = llvm.add %3294, %43 : i64
    llvm.br ^bb414(%3312 : i64)
  ^bb419:  // pred: ^bb414
    %3313 = llvm.add %3292, %43 : i64
    llvm.br ^bb412(%3313 : i64)
  ^bb420:  // pred: ^bb412
    llvm.br ^bb421(%48 : i64)
  ^bb421(%3314: i64):  // 2 preds: ^bb420, ^bb428
    %3315 = llvm.icmp "slt" %3314, %43 : i64
    llvm.cond_br %3315, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%48 : i64)
  ^bb423(%3316: i64):  // 2 preds: ^bb422, ^bb427
    %3317 = llvm.icmp "slt" %3316, %42 : i64
    llvm.cond_br %3317, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%48 : i64)
  ^bb425(%3318: i64):  // 2 preds: ^bb424, ^bb426
    %3319 = llvm.icmp "slt" %3318, %41 : i64
    llvm.cond_br %3319, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3320 = llvm.extractvalue %3235[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3321 = llvm.mlir.constant(256 : index) : i64
    %3322 = llvm.mul %3314, %3321 overflow<nsw, nuw> : i64
    %3323 = llvm.mlir.constant(32 : index) : i64
    %3324 = llvm.mul %3316, %3323 overflow<nsw, nuw> : i64
    %3325 = llvm.add %3322, %3324 overflow<nsw, nuw> : i64
    %3326 = llvm.add %3325, %3318 overflow<nsw, nuw> : i64
    %3327 = llvm.getelementptr inbounds|nuw %3320[%3326] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3328 = llvm.load %3327 : !llvm.ptr -> f64
    %3329 = llvm.extractvalue %3291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3330 = llvm.mlir.constant(8 : index) : i64
    %3331 = llvm.mul %3314, %3330 overflow<nsw, nuw> : i64
    %3332 = llvm.add %3331, %3316 overflow<nsw, nuw> : i64
    %3333 = llvm.add %3332, %48 overflow<nsw, nuw> : i64
    %3334 = llvm.getelementptr inbounds|nuw %3329[%3333] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3335 = llvm.load %3334 : !llvm.ptr -> f64
    %3336 = llvm.fadd %3328, %3335 : f64
    %3337 = llvm.extractvalue %3291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3338 = llvm.mlir.constant(8 : index) : i64
    %3339 = llvm.mul %3314, %3338 overflow<nsw, nuw> : i64
    %3340 = llvm.add %3339, %3316 overflow<nsw, nuw> : i64
    %3341 = llvm.add %3340, %48 overflow<nsw, nuw> : i64
    %3342 = llvm.getelementptr inbounds|nuw %3337[%3341] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3336, %3342 : f64, !llvm.ptr
    %3343 = llvm.add %3318, %43 : i64
    llvm.br ^bb425(%3343 : i64)
  ^bb427:  // pred: ^bb425
    %3344 = llvm.add %3316, %43 : i64
    llvm.br ^bb423(%3344 : i64)
  ^bb428:  // pred: ^bb423
    %3345 = llvm.add %3314, %43 : i64
    llvm.br ^bb421(%3345 : i64)
  ^bb429:  // pred: ^bb421
    %3346 = llvm.mlir.constant(1 : index) : i64
    %3347 = llvm.mlir.constant(8 : index) : i64
    %3348 = llvm.mlir.constant(1 : index) : i64
    %3349 = llvm.mlir.constant(1 : index) : i64
    %3350 = llvm.mlir.constant(8 : index) : i64
    %3351 = llvm.mlir.zero : !llvm.ptr
    %3352 = llvm.getelementptr %3351[%3350] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3353 = llvm.ptrtoint %3352 : !llvm.ptr to i64
    %3354 = llvm.mlir.constant(64 : index) : i64
    %3355 = llvm.add %3353, %3354 : i64
    %3356 = llvm.call @malloc(%3355) : (i64) -> !llvm.ptr
    %3357 = llvm.ptrtoint %3356 : !llvm.ptr to i64
    %3358 = llvm.mlir.constant(1 : index) : i64
    %3359 = llvm.sub %3354, %3358 : i64
    %3360 = llvm.add %3357, %3359 : i64
    %3361 = llvm.urem %3360, %3354 : i64
    %3362 = llvm.sub %3360, %3361 : i64
    %3363 = llvm.inttoptr %3362 : i64 to !llvm.ptr
    %3364 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3365 = llvm.insertvalue %3356, %3364[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3366 = llvm.insertvalue %3363, %3365[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3367 = llvm.mlir.constant(0 : index) : i64
    %3368 = llvm.insertvalue %3367, %3366[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3369 = llvm.insertvalue %3346, %3368[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3370 = llvm.insertvalue %3347, %3369[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3371 = llvm.insertvalue %3348, %3370[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3372 = llvm.insertvalue %3347, %3371[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3373 = llvm.insertvalue %3348, %3372[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3374 = llvm.insertvalue %3349, %3373[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb430(%48 : i64)
  ^bb430(%3375: i64):  // 2 preds: ^bb429, ^bb437
    %3376 = llvm.icmp "slt" %3375, %43 : i64
    llvm.cond_br %3376, ^bb431, ^bb438
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%48 : i64)
  ^bb432(%3377: i64):  // 2 preds: ^bb431, ^bb436
    %3378 = llvm.icmp "slt" %3377, %42 : i64
    llvm.cond_br %3378, ^bb433, ^bb437
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%48 : i64)
  ^bb434(%3379: i64):  // 2 preds: ^bb433, ^bb435
    %3380 = llvm.icmp "slt" %3379, %43 : i64
    llvm.cond_br %3380, ^bb435, ^bb436
  ^bb435:  // pred: ^bb434
    %3381 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3382 = llvm.mlir.constant(8 : index) : i64
    %3383 = llvm.mul %3375, %3382 overflow<nsw, nuw> : i64
    %3384 = llvm.add %3383, %3377 overflow<nsw, nuw> : i64
    %3385 = llvm.add %3384, %3379 overflow<nsw, nuw> : i64
    %3386 = llvm.getelementptr inbounds|nuw %3381[%3385] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3387 = llvm.load %3386 : !llvm.ptr -> f64
    %3388 = llvm.extractvalue %3374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3389 = llvm.mlir.constant(8 : index) : i64
    %3390 = llvm.mul %3375, %3389 overflow<nsw, nuw> : i64
    %3391 = llvm.add %3390, %3377 overflow<nsw, nuw> : i64
    %3392 = llvm.add %3391, %3379 overflow<nsw, nuw> : i64
    %3393 = llvm.getelementptr inbounds|nuw %3388[%3392] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3387, %3393 : f64, !llvm.ptr
    %3394 = llvm.add %3379, %43 : i64
    llvm.br ^bb434(%3394 : i64)
  ^bb436:  // pred: ^bb434
    %3395 = llvm.add %3377, %43 : i64
    llvm.br ^bb432(%3395 : i64)
  ^bb437:  // pred: ^bb432
    %3396 = llvm.add %3375, %43 : i64
    llvm.br ^bb430(%3396 : i64)
  ^bb438:  // pred: ^bb430
    llvm.br ^bb439(%48 : i64)
  ^bb439(%3397: i64):  // 2 preds: ^bb438, ^bb446
    %3398 = llvm.icmp "slt" %3397, %43 : i64
    llvm.cond_br %3398, ^bb440, ^bb447
  ^bb440:  // pred: ^bb439
    llvm.br ^bb441(%48 : i64)
  ^bb441(%3399: i64):  // 2 preds: ^bb440, ^bb445
    %3400 = llvm.icmp "slt" %3399, %42 : i64
    llvm.cond_br %3400, ^bb442, ^bb446
  ^bb442:  // pred: ^bb441
    llvm.br ^bb443(%48 : i64)
  ^bb443(%3401: i64):  // 2 preds: ^bb442, ^bb444
    %3402 = llvm.icmp "slt" %3401, %41 : i64
    llvm.cond_br %3402, ^bb444, ^bb445
  ^bb444:  // pred: ^bb443
    %3403 = llvm.extractvalue %3235[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3404 = llvm.mlir.constant(256 : index) : i64
    %3405 = llvm.mul %3397, %3404 overflow<nsw, nuw> : i64
    %3406 = llvm.mlir.constant(32 : index) : i64
    %3407 = llvm.mul %3399, %3406 overflow<nsw, nuw> : i64
    %3408 = llvm.add %3405, %3407 overflow<nsw, nuw> : i64
    %3409 = llvm.add %3408, %3401 overflow<nsw, nuw> : i64
    %3410 = llvm.getelementptr inbounds|nuw %3403[%3409] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3411 = llvm.load %3410 : !llvm.ptr -> f64
    %3412 = llvm.extractvalue %3291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3413 = llvm.mlir.constant(8 : index) : i64
    %3414 = llvm.mul %3397, %3413 overflow<nsw, nuw> : i64
    %3415 = llvm.add %3414, %3399 overflow<nsw, nuw> : i64
    %3416 = llvm.add %3415, %48 overflow<nsw, nuw> : i64
    %3417 = llvm.getelementptr inbounds|nuw %3412[%3416] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3418 = llvm.load %3417 : !llvm.ptr -> f64
    %3419 = llvm.extractvalue %3374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3420 = llvm.mlir.constant(8 : index) : i64
    %3421 = llvm.mul %3397, %3420 overflow<nsw, nuw> : i64
    %3422 = llvm.add %3421, %3399 overflow<nsw, nuw> : i64
    %3423 = llvm.add %3422, %48 overflow<nsw, nuw> : i64
    %3424 = llvm.getelementptr inbounds|nuw %3419[%3423] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3425 = llvm.load %3424 : !llvm.ptr -> f64
    %3426 = llvm.fdiv %3418, %47 : f64
    %3427 = llvm.fsub %3411, %3426 : f64
    %3428 = llvm.fmul %3427, %3427 : f64
    %3429 = llvm.fadd %3428, %3425 : f64
    %3430 = llvm.extractvalue %3374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3431 = llvm.mlir.constant(8 : index) : i64
    %3432 = llvm.mul %3397, %3431 overflow<nsw, nuw> : i64
    %3433 = llvm.add %3432, %3399 overflow<nsw, nuw> : i64
    %3434 = llvm.add %3433, %48 overflow<nsw, nuw> : i64
    %3435 = llvm.getelementptr inbounds|nuw %3430[%3434] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3429, %3435 : f64, !llvm.ptr
    %3436 = llvm.add %3401, %43 : i64
    llvm.br ^bb443(%3436 : i64)
  ^bb445:  // pred: ^bb443
    %3437 = llvm.add %3399, %43 : i64
    llvm.br ^bb441(%3437 : i64)
  ^bb446:  // pred: ^bb441
    %3438 = llvm.add %3397, %43 : i64
    llvm.br ^bb439(%3438 : i64)
  ^bb447:  // pred: ^bb439
    %3439 = llvm.mlir.constant(1 : index) : i64
    %3440 = llvm.mlir.constant(8 : index) : i64
    %3441 = llvm.mlir.constant(1 : index) : i64
    %3442 = llvm.mlir.constant(1 : index) : i64
    %3443 = llvm.mlir.constant(8 : index) : i64
    %3444 = llvm.mlir.zero : !llvm.ptr
    %3445 = llvm.getelementptr %3444[%3443] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3446 = llvm.ptrtoint %3445 : !llvm.ptr to i64
    %3447 = llvm.mlir.constant(64 : index) : i64
    %3448 = llvm.add %3446, %3447 : i64
    %3449 = llvm.call @malloc(%3448) : (i64) -> !llvm.ptr
    %3450 = llvm.ptrtoint %3449 : !llvm.ptr to i64
    %3451 = llvm.mlir.constant(1 : index) : i64
    %3452 = llvm.sub %3447, %3451 : i64
    %3453 = llvm.add %3450, %3452 : i64
    %3454 = llvm.urem %3453, %3447 : i64
    %3455 = llvm.sub %3453, %3454 : i64
    %3456 = llvm.inttoptr %3455 : i64 to !llvm.ptr
    %3457 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3458 = llvm.insertvalue %3449, %3457[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3459 = llvm.insertvalue %3456, %3458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3460 = llvm.mlir.constant(0 : index) : i64
    %3461 = llvm.insertvalue %3460, %3459[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3462 = llvm.insertvalue %3439, %3461[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3463 = llvm.insertvalue %3440, %3462[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3464 = llvm.insertvalue %3441, %3463[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3465 = llvm.insertvalue %3440, %3464[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3466 = llvm.insertvalue %3441, %3465[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3467 = llvm.insertvalue %3442, %3466[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb448(%48 : i64)
  ^bb448(%3468: i64):  // 2 preds: ^bb447, ^bb455
    %3469 = llvm.icmp "slt" %3468, %43 : i64
    llvm.cond_br %3469, ^bb449, ^bb456
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%48 : i64)
  ^bb450(%3470: i64):  // 2 preds: ^bb449, ^bb454
    %3471 = llvm.icmp "slt" %3470, %42 : i64
    llvm.cond_br %3471, ^bb451, ^bb455
  ^bb451:  // pred: ^bb450
    llvm.br ^bb452(%48 : i64)
  ^bb452(%3472: i64):  // 2 preds: ^bb451, ^bb453
    %3473 = llvm.icmp "slt" %3472, %43 : i64
    llvm.cond_br %3473, ^bb453, ^bb454
  ^bb453:  // pred: ^bb452
    %3474 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3475 = llvm.mlir.constant(8 : index) : i64
    %3476 = llvm.mul %3468, %3475 overflow<nsw, nuw> : i64
    %3477 = llvm.add %3476, %3470 overflow<nsw, nuw> : i64
    %3478 = llvm.add %3477, %3472 overflow<nsw, nuw> : i64
    %3479 = llvm.getelementptr inbounds|nuw %3474[%3478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3480 = llvm.load %3479 : !llvm.ptr -> f32
    %3481 = llvm.extractvalue %3467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3482 = llvm.mlir.constant(8 : index) : i64
    %3483 = llvm.mul %3468, %3482 overflow<nsw, nuw> : i64
    %3484 = llvm.add %3483, %3470 overflow<nsw, nuw> : i64
    %3485 = llvm.add %3484, %3472 overflow<nsw, nuw> : i64
    %3486 = llvm.getelementptr inbounds|nuw %3481[%3485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3480, %3486 : f32, !llvm.ptr
    %3487 = llvm.add %3472, %43 : i64
    llvm.br ^bb452(%3487 : i64)
  ^bb454:  // pred: ^bb452
    %3488 = llvm.add %3470, %43 : i64
    llvm.br ^bb450(%3488 : i64)
  ^bb455:  // pred: ^bb450
    %3489 = llvm.add %3468, %43 : i64
    llvm.br ^bb448(%3489 : i64)
  ^bb456:  // pred: ^bb448
    llvm.br ^bb457(%48 : i64)
  ^bb457(%3490: i64):  // 2 preds: ^bb456, ^bb464
    %3491 = llvm.icmp "slt" %3490, %43 : i64
    llvm.cond_br %3491, ^bb458, ^bb465
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%48 : i64)
  ^bb459(%3492: i64):  // 2 preds: ^bb458, ^bb463
    %3493 = llvm.icmp "slt" %3492, %42 : i64
    llvm.cond_br %3493, ^bb460, ^bb464
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%48 : i64)
  ^bb461(%3494: i64):  // 2 preds: ^bb460, ^bb462
    %3495 = llvm.icmp "slt" %3494, %41 : i64
    llvm.cond_br %3495, ^bb462, ^bb463
  ^bb462:  // pred: ^bb461
    %3496 = llvm.extractvalue %3165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3497 = llvm.mlir.constant(256 : index) : i64
    %3498 = llvm.mul %3490, %3497 overflow<nsw, nuw> : i64
    %3499 = llvm.mlir.constant(32 : index) : i64
    %3500 = llvm.mul %3492, %3499 overflow<nsw, nuw> : i64
    %3501 = llvm.add %3498, %3500 overflow<nsw, nuw> : i64
    %3502 = llvm.add %3501, %3494 overflow<nsw, nuw> : i64
    %3503 = llvm.getelementptr inbounds|nuw %3496[%3502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3504 = llvm.load %3503 : !llvm.ptr -> f32
    %3505 = llvm.extractvalue %3467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3506 = llvm.mlir.constant(8 : index) : i64
    %3507 = llvm.mul %3490, %3506 overflow<nsw, nuw> : i64
    %3508 = llvm.add %3507, %3492 overflow<nsw, nuw> : i64
    %3509 = llvm.add %3508, %48 overflow<nsw, nuw> : i64
    %3510 = llvm.getelementptr inbounds|nuw %3505[%3509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3511 = llvm.load %3510 : !llvm.ptr -> f32
    %3512 = llvm.fadd %3504, %3511 : f32
    %3513 = llvm.extractvalue %3467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3514 = llvm.mlir.constant(8 : index) : i64
    %3515 = llvm.mul %3490, %3514 overflow<nsw, nuw> : i64
    %3516 = llvm.add %3515, %3492 overflow<nsw, nuw> : i64
    %3517 = llvm.add %3516, %48 overflow<nsw, nuw> : i64
    %3518 = llvm.getelementptr inbounds|nuw %3513[%3517] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3512, %3518 : f32, !llvm.ptr
    %3519 = llvm.add %3494, %43 : i64
    llvm.br ^bb461(%3519 : i64)
  ^bb463:  // pred: ^bb461
    %3520 = llvm.add %3492, %43 : i64
    llvm.br ^bb459(%3520 : i64)
  ^bb464:  // pred: ^bb459
    %3521 = llvm.add %3490, %43 : i64
    llvm.br ^bb457(%3521 : i64)
  ^bb465:  // pred: ^bb457
    %3522 = llvm.mlir.constant(1 : index) : i64
    %3523 = llvm.mlir.constant(8 : index) : i64
    %3524 = llvm.mlir.constant(32 : index) : i64
    %3525 = llvm.mlir.constant(1 : index) : i64
    %3526 = llvm.mlir.constant(256 : index) : i64
    %3527 = llvm.mlir.constant(256 : index) : i64
    %3528 = llvm.mlir.zero : !llvm.ptr
    %3529 = llvm.getelementptr %3528[%3527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3530 = llvm.ptrtoint %3529 : !llvm.ptr to i64
    %3531 = llvm.mlir.constant(64 : index) : i64
    %3532 = llvm.add %3530, %3531 : i64
    %3533 = llvm.call @malloc(%3532) : (i64) -> !llvm.ptr
    %3534 = llvm.ptrtoint %3533 : !llvm.ptr to i64
    %3535 = llvm.mlir.constant(1 : index) : i64
    %3536 = llvm.sub %3531, %3535 : i64
    %3537 = llvm.add %3534, %3536 : i64
    %3538 = llvm.urem %3537, %3531 : i64
    %3539 = llvm.sub %3537, %3538 : i64
    %3540 = llvm.inttoptr %3539 : i64 to !llvm.ptr
    %3541 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3542 = llvm.insertvalue %3533, %3541[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3543 = llvm.insertvalue %3540, %3542[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3544 = llvm.mlir.constant(0 : index) : i64
    %3545 = llvm.insertvalue %3544, %3543[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3546 = llvm.insertvalue %3522, %3545[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3547 = llvm.insertvalue %3523, %3546[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3548 = llvm.insertvalue %3524, %3547[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3549 = llvm.insertvalue %3526, %3548[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3550 = llvm.insertvalue %3524, %3549[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3551 = llvm.insertvalue %3525, %3550[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb466(%48 : i64)
  ^bb466(%3552: i64):  // 2 preds: ^bb465, ^bb473
    %3553 = llvm.icmp "slt" %3552, %43 : i64
    llvm.cond_br %3553, ^bb467, ^bb474
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%48 : i64)
  ^bb468(%3554: i64):  // 2 preds: ^bb467, ^bb472
    %3555 = llvm.icmp "slt" %3554, %42 : i64
    llvm.cond_br %3555, ^bb469, ^bb473
  ^bb469:  // pred: ^bb468
    llvm.br ^bb470(%48 : i64)
  ^bb470(%3556: i64):  // 2 preds: ^bb469, ^bb471
    %3557 = llvm.icmp "slt" %3556, %41 : i64
    llvm.cond_br %3557, ^bb471, ^bb472
  ^bb471:  // pred: ^bb470
    %3558 = llvm.extractvalue %3165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3559 = llvm.mlir.constant(256 : index) : i64
    %3560 = llvm.mul %3552, %3559 overflow<nsw, nuw> : i64
    %3561 = llvm.mlir.constant(32 : index) : i64
    %3562 = llvm.mul %3554, %3561 overflow<nsw, nuw> : i64
    %3563 = llvm.add %3560, %3562 overflow<nsw, nuw> : i64
    %3564 = llvm.add %3563, %3556 overflow<nsw, nuw> : i64
    %3565 = llvm.getelementptr inbounds|nuw %3558[%3564] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3566 = llvm.load %3565 : !llvm.ptr -> f32
    %3567 = llvm.extractvalue %3467[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3568 = llvm.mlir.constant(8 : index) : i64
    %3569 = llvm.mul %3552, %3568 overflow<nsw, nuw> : i64
    %3570 = llvm.add %3569, %3554 overflow<nsw, nuw> : i64
    %3571 = llvm.add %3570, %48 overflow<nsw, nuw> : i64
    %3572 = llvm.getelementptr inbounds|nuw %3567[%3571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3573 = llvm.load %3572 : !llvm.ptr -> f32
    %3574 = llvm.extractvalue %3374[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3575 = llvm.mlir.constant(8 : index) : i64
    %3576 = llvm.mul %3552, %3575 overflow<nsw, nuw> : i64
    %3577 = llvm.add %3576, %3554 overflow<nsw, nuw> : i64
    %3578 = llvm.add %3577, %48 overflow<nsw, nuw> : i64
    %3579 = llvm.getelementptr inbounds|nuw %3574[%3578] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3580 = llvm.load %3579 : !llvm.ptr -> f64
    %3581 = llvm.extractvalue %508[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3582 = llvm.getelementptr inbounds|nuw %3581[%3556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3583 = llvm.load %3582 : !llvm.ptr -> f32
    %3584 = llvm.extractvalue %492[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3585 = llvm.getelementptr inbounds|nuw %3584[%3556] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3586 = llvm.load %3585 : !llvm.ptr -> f32
    %3587 = llvm.fdiv %3580, %47 : f64
    %3588 = llvm.fptrunc %3587 : f64 to f32
    %3589 = llvm.fptrunc %49 : f64 to f32
    %3590 = llvm.fadd %3588, %3589 : f32
    %3591 = llvm.intr.sqrt(%3590) : (f32) -> f32
    %3592 = llvm.fdiv %55, %3591 : f32
    %3593 = llvm.fdiv %3573, %46 : f32
    %3594 = llvm.fsub %3566, %3593 : f32
    %3595 = llvm.fmul %3594, %3592 : f32
    %3596 = llvm.fmul %3595, %3583 : f32
    %3597 = llvm.fadd %3596, %3586 : f32
    %3598 = llvm.extractvalue %3551[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3599 = llvm.mlir.constant(256 : index) : i64
    %3600 = llvm.mul %3552, %3599 overflow<nsw, nuw> : i64
    %3601 = llvm.mlir.constant(32 : index) : i64
    %3602 = llvm.mul %3554, %3601 overflow<nsw, nuw> : i64
    %3603 = llvm.add %3600, %3602 overflow<nsw, nuw> : i64
    %3604 = llvm.add %3603, %3556 overflow<nsw, nuw> : i64
    %3605 = llvm.getelementptr inbounds|nuw %3598[%3604] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3597, %3605 : f32, !llvm.ptr
    %3606 = llvm.add %3556, %43 : i64
    llvm.br ^bb470(%3606 : i64)
  ^bb472:  // pred: ^bb470
    %3607 = llvm.add %3554, %43 : i64
    llvm.br ^bb468(%3607 : i64)
  ^bb473:  // pred: ^bb468
    %3608 = llvm.add %3552, %43 : i64
    llvm.br ^bb466(%3608 : i64)
  ^bb474:  // pred: ^bb466
    %3609 = llvm.mlir.constant(8 : index) : i64
    %3610 = llvm.mlir.constant(64 : index) : i64
    %3611 = llvm.mlir.constant(1 : index) : i64
    %3612 = llvm.mlir.constant(512 : index) : i64
    %3613 = llvm.mlir.zero : !llvm.ptr
    %3614 = llvm.getelementptr %3613[%3612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3615 = llvm.ptrtoint %3614 : !llvm.ptr to i64
    %3616 = llvm.mlir.constant(64 : index) : i64
    %3617 = llvm.add %3615, %3616 : i64
    %3618 = llvm.call @malloc(%3617) : (i64) -> !llvm.ptr
    %3619 = llvm.ptrtoint %3618 : !llvm.ptr to i64
    %3620 = llvm.mlir.constant(1 : index) : i64
    %3621 = llvm.sub %3616, %3620 : i64
    %3622 = llvm.add %3619, %3621 : i64
    %3623 = llvm.urem %3622, %3616 : i64
    %3624 = llvm.sub %3622, %3623 : i64
    %3625 = llvm.inttoptr %3624 : i64 to !llvm.ptr
    %3626 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3627 = llvm.insertvalue %3618, %3626[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3628 = llvm.insertvalue %3625, %3627[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3629 = llvm.mlir.constant(0 : index) : i64
    %3630 = llvm.insertvalue %3629, %3628[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3631 = llvm.insertvalue %3609, %3630[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3632 = llvm.insertvalue %3610, %3631[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3633 = llvm.insertvalue %3610, %3632[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3634 = llvm.insertvalue %3611, %3633[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb475(%48 : i64)
  ^bb475(%3635: i64):  // 2 preds: ^bb474, ^bb479
    %3636 = llvm.icmp "slt" %3635, %42 : i64
    llvm.cond_br %3636, ^bb476, ^bb480
  ^bb476:  // pred: ^bb475
    llvm.br ^bb477(%48 : i64)
  ^bb477(%3637: i64):  // 2 preds: ^bb476, ^bb478
    %3638 = llvm.icmp "slt" %3637, %38 : i64
    llvm.cond_br %3638, ^bb478, ^bb479
  ^bb478:  // pred: ^bb477
    %3639 = llvm.extractvalue %3634[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3640 = llvm.mlir.constant(64 : index) : i64
    %3641 = llvm.mul %3635, %3640 overflow<nsw, nuw> : i64
    %3642 = llvm.add %3641, %3637 overflow<nsw, nuw> : i64
    %3643 = llvm.getelementptr inbounds|nuw %3639[%3642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %3643 : f32, !llvm.ptr
    %3644 = llvm.add %3637, %43 : i64
    llvm.br ^bb477(%3644 : i64)
  ^bb479:  // pred: ^bb477
    %3645 = llvm.add %3635, %43 : i64
    llvm.br ^bb475(%3645 : i64)
  ^bb480:  // pred: ^bb475
    %3646 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3647 = llvm.extractvalue %3634[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3648 = llvm.extractvalue %3634[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3649 = llvm.insertvalue %3647, %3646[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3650 = llvm.insertvalue %3648, %3649[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3651 = llvm.mlir.constant(0 : index) : i64
    %3652 = llvm.insertvalue %3651, %3650[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3653 = llvm.mlir.constant(1 : index) : i64
    %3654 = llvm.insertvalue %3653, %3652[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3655 = llvm.mlir.constant(512 : index) : i64
    %3656 = llvm.insertvalue %3655, %3654[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3657 = llvm.mlir.constant(8 : index) : i64
    %3658 = llvm.insertvalue %3657, %3656[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3659 = llvm.mlir.constant(64 : index) : i64
    %3660 = llvm.insertvalue %3659, %3658[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3661 = llvm.mlir.constant(64 : index) : i64
    %3662 = llvm.insertvalue %3661, %3660[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3663 = llvm.mlir.constant(1 : index) : i64
    %3664 = llvm.insertvalue %3663, %3662[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3665 = llvm.mlir.constant(1 : index) : i64
    %3666 = llvm.mlir.constant(8 : index) : i64
    %3667 = llvm.mlir.constant(64 : index) : i64
    %3668 = llvm.mlir.constant(1 : index) : i64
    %3669 = llvm.mlir.constant(512 : index) : i64
    %3670 = llvm.mlir.constant(512 : index) : i64
    %3671 = llvm.mlir.zero : !llvm.ptr
    %3672 = llvm.getelementptr %3671[%3670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3673 = llvm.ptrtoint %3672 : !llvm.ptr to i64
    %3674 = llvm.mlir.constant(64 : index) : i64
    %3675 = llvm.add %3673, %3674 : i64
    %3676 = llvm.call @malloc(%3675) : (i64) -> !llvm.ptr
    %3677 = llvm.ptrtoint %3676 : !llvm.ptr to i64
    %3678 = llvm.mlir.constant(1 : index) : i64
    %3679 = llvm.sub %3674, %3678 : i64
    %3680 = llvm.add %3677, %3679 : i64
    %3681 = llvm.urem %3680, %3674 : i64
    %3682 = llvm.sub %3680, %3681 : i64
    %3683 = llvm.inttoptr %3682 : i64 to !llvm.ptr
    %3684 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3685 = llvm.insertvalue %3676, %3684[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3686 = llvm.insertvalue %3683, %3685[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3687 = llvm.mlir.constant(0 : index) : i64
    %3688 = llvm.insertvalue %3687, %3686[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3689 = llvm.insertvalue %3665, %3688[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3690 = llvm.insertvalue %3666, %3689[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3691 = llvm.insertvalue %3667, %3690[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3692 = llvm.insertvalue %3669, %3691[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3693 = llvm.insertvalue %3667, %3692[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3694 = llvm.insertvalue %3668, %3693[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb481(%48 : i64)
  ^bb481(%3695: i64):  // 2 preds: ^bb480, ^bb488
    %3696 = llvm.icmp "slt" %3695, %43 : i64
    llvm.cond_br %3696, ^bb482, ^bb489
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%48 : i64)
  ^bb483(%3697: i64):  // 2 preds: ^bb482, ^bb487
    %3698 = llvm.icmp "slt" %3697, %42 : i64
    llvm.cond_br %3698, ^bb484, ^bb488
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%48 : i64)
  ^bb485(%3699: i64):  // 2 preds: ^bb484, ^bb486
    %3700 = llvm.icmp "slt" %3699, %38 : i64
    llvm.cond_br %3700, ^bb486, ^bb487
  ^bb486:  // pred: ^bb485
    %3701 = llvm.extractvalue %3664[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3702 = llvm.mlir.constant(512 : index) : i64
    %3703 = llvm.mul %3695, %3702 overflow<nsw, nuw> : i64
    %3704 = llvm.mlir.constant(64 : index) : i64
    %3705 = llvm.mul %3697, %3704 overflow<nsw, nuw> : i64
    %3706 = llvm.add %3703, %3705 overflow<nsw, nuw> : i64
    %3707 = llvm.add %3706, %3699 overflow<nsw, nuw> : i64
    %3708 = llvm.getelementptr inbounds|nuw %3701[%3707] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3709 = llvm.load %3708 : !llvm.ptr -> f32
    %3710 = llvm.extractvalue %3694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3711 = llvm.mlir.constant(512 : index) : i64
    %3712 = llvm.mul %3695, %3711 overflow<nsw, nuw> : i64
    %3713 = llvm.mlir.constant(64 : index) : i64
    %3714 = llvm.mul %3697, %3713 overflow<nsw, nuw> : i64
    %3715 = llvm.add %3712, %3714 overflow<nsw, nuw> : i64
    %3716 = llvm.add %3715, %3699 overflow<nsw, nuw> : i64
    %3717 = llvm.getelementptr inbounds|nuw %3710[%3716] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3709, %3717 : f32, !llvm.ptr
    %3718 = llvm.add %3699, %43 : i64
    llvm.br ^bb485(%3718 : i64)
  ^bb487:  // pred: ^bb485
    %3719 = llvm.add %3697, %43 : i64
    llvm.br ^bb483(%3719 : i64)
  ^bb488:  // pred: ^bb483
    %3720 = llvm.add %3695, %43 : i64
    llvm.br ^bb481(%3720 : i64)
  ^bb489:  // pred: ^bb481
    llvm.br ^bb490(%48 : i64)
  ^bb490(%3721: i64):  // 2 preds: ^bb489, ^bb500
    %3722 = llvm.icmp "slt" %3721, %43 : i64
    llvm.cond_br %3722, ^bb491, ^bb501
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%48 : i64)
  ^bb492(%3723: i64):  // 2 preds: ^bb491, ^bb499
    %3724 = llvm.icmp "slt" %3723, %42 : i64
    llvm.cond_br %3724, ^bb493, ^bb500
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%48 : i64)
  ^bb494(%3725: i64):  // 2 preds: ^bb493, ^bb498
    %3726 = llvm.icmp "slt" %3725, %38 : i64
    llvm.cond_br %3726, ^bb495, ^bb499
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%48 : i64)
  ^bb496(%3727: i64):  // 2 preds: ^bb495, ^bb497
    %3728 = llvm.icmp "slt" %3727, %41 : i64
    llvm.cond_br %3728, ^bb497, ^bb498
  ^bb497:  // pred: ^bb496
    %3729 = llvm.extractvalue %3551[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3730 = llvm.mlir.constant(256 : index) : i64
    %3731 = llvm.mul %3721, %3730 overflow<nsw, nuw> : i64
    %3732 = llvm.mlir.constant(32 : index) : i64
    %3733 = llvm.mul %3723, %3732 overflow<nsw, nuw> : i64
    %3734 = llvm.add %3731, %3733 overflow<nsw, nuw> : i64
    %3735 = llvm.add %3734, %3727 overflow<nsw, nuw> : i64
    %3736 = llvm.getelementptr inbounds|nuw %3729[%3735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3737 = llvm.load %3736 : !llvm.ptr -> f32
    %3738 = llvm.extractvalue %476[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3739 = llvm.mlir.constant(32 : index) : i64
    %3740 = llvm.mul %3725, %3739 overflow<nsw, nuw> : i64
    %3741 = llvm.add %3740, %3727 overflow<nsw, nuw> : i64
    %3742 = llvm.getelementptr inbounds|nuw %3738[%3741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3743 = llvm.load %3742 : !llvm.ptr -> f32
    %3744 = llvm.extractvalue %3694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3745 = llvm.mlir.constant(512 : index) : i64
    %3746 = llvm.mul %3721, %3745 overflow<nsw, nuw> : i64
    %3747 = llvm.mlir.constant(64 : index) : i64
    %3748 = llvm.mul %3723, %3747 overflow<nsw, nuw> : i64
    %3749 = llvm.add %3746, %3748 overflow<nsw, nuw> : i64
    %3750 = llvm.add %3749, %3725 overflow<nsw, nuw> : i64
    %3751 = llvm.getelementptr inbounds|nuw %3744[%3750] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3752 = llvm.load %3751 : !llvm.ptr -> f32
    %3753 = llvm.fmul %3737, %3743 : f32
    %3754 = llvm.fadd %3752, %3753 : f32
    %3755 = llvm.extractvalue %3694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3756 = llvm.mlir.constant(512 : index) : i64
    %3757 = llvm.mul %3721, %3756 overflow<nsw, nuw> : i64
    %3758 = llvm.mlir.constant(64 : index) : i64
    %3759 = llvm.mul %3723, %3758 overflow<nsw, nuw> : i64
    %3760 = llvm.add %3757, %3759 overflow<nsw, nuw> : i64
    %3761 = llvm.add %3760, %3725 overflow<nsw, nuw> : i64
    %3762 = llvm.getelementptr inbounds|nuw %3755[%3761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3754, %3762 : f32, !llvm.ptr
    %3763 = llvm.add %3727, %43 : i64
    llvm.br ^bb496(%3763 : i64)
  ^bb498:  // pred: ^bb496
    %3764 = llvm.add %3725, %43 : i64
    llvm.br ^bb494(%3764 : i64)
  ^bb499:  // pred: ^bb494
    %3765 = llvm.add %3723, %43 : i64
    llvm.br ^bb492(%3765 : i64)
  ^bb500:  // pred: ^bb492
    %3766 = llvm.add %3721, %43 : i64
    llvm.br ^bb490(%3766 : i64)
  ^bb501:  // pred: ^bb490
    %3767 = llvm.mlir.constant(1 : index) : i64
    %3768 = llvm.mlir.constant(8 : index) : i64
    %3769 = llvm.mlir.constant(32 : index) : i64
    %3770 = llvm.mlir.constant(1 : index) : i64
    %3771 = llvm.mlir.constant(256 : index) : i64
    %3772 = llvm.mlir.constant(256 : index) : i64
    %3773 = llvm.mlir.zero : !llvm.ptr
    %3774 = llvm.getelementptr %3773[%3772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3775 = llvm.ptrtoint %3774 : !llvm.ptr to i64
    %3776 = llvm.mlir.constant(64 : index) : i64
    %3777 = llvm.add %3775, %3776 : i64
    %3778 = llvm.call @malloc(%3777) : (i64) -> !llvm.ptr
    %3779 = llvm.ptrtoint %3778 : !llvm.ptr to i64
    %3780 = llvm.mlir.constant(1 : index) : i64
    %3781 = llvm.sub %3776, %3780 : i64
    %3782 = llvm.add %3779, %3781 : i64
    %3783 = llvm.urem %3782, %3776 : i64
    %3784 = llvm.sub %3782, %3783 : i64
    %3785 = llvm.inttoptr %3784 : i64 to !llvm.ptr
    %3786 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3787 = llvm.insertvalue %3778, %3786[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3788 = llvm.insertvalue %3785, %3787[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3789 = llvm.mlir.constant(0 : index) : i64
    %3790 = llvm.insertvalue %3789, %3788[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3791 = llvm.insertvalue %3767, %3790[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3792 = llvm.insertvalue %3768, %3791[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3793 = llvm.insertvalue %3769, %3792[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3794 = llvm.insertvalue %3771, %3793[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3795 = llvm.insertvalue %3769, %3794[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3796 = llvm.insertvalue %3770, %3795[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb502(%48 : i64)
  ^bb502(%3797: i64):  // 2 preds: ^bb501, ^bb509
    %3798 = llvm.icmp "slt" %3797, %43 : i64
    llvm.cond_br %3798, ^bb503, ^bb510
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%48 : i64)
  ^bb504(%3799: i64):  // 2 preds: ^bb503, ^bb508
    %3800 = llvm.icmp "slt" %3799, %42 : i64
    llvm.cond_br %3800, ^bb505, ^bb509
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%48 : i64)
  ^bb506(%3801: i64):  // 2 preds: ^bb505, ^bb507
    %3802 = llvm.icmp "slt" %3801, %41 : i64
    llvm.cond_br %3802, ^bb507, ^bb508
  ^bb507:  // pred: ^bb506
    %3803 = llvm.extractvalue %3024[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3804 = llvm.mlir.constant(256 : index) : i64
    %3805 = llvm.mul %3797, %3804 overflow<nsw, nuw> : i64
    %3806 = llvm.mlir.constant(32 : index) : i64
    %3807 = llvm.mul %3799, %3806 overflow<nsw, nuw> : i64
    %3808 = llvm.add %3805, %3807 overflow<nsw, nuw> : i64
    %3809 = llvm.add %3808, %3801 overflow<nsw, nuw> : i64
    %3810 = llvm.getelementptr inbounds|nuw %3803[%3809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3811 = llvm.load %3810 : !llvm.ptr -> f32
    %3812 = llvm.extractvalue %3796[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3813 = llvm.mlir.constant(256 : index) : i64
    %3814 = llvm.mul %3797, %3813 overflow<nsw, nuw> : i64
    %3815 = llvm.mlir.constant(32 : index) : i64
    %3816 = llvm.mul %3799, %3815 overflow<nsw, nuw> : i64
    %3817 = llvm.add %3814, %3816 overflow<nsw, nuw> : i64
    %3818 = llvm.add %3817, %3801 overflow<nsw, nuw> : i64
    %3819 = llvm.getelementptr inbounds|nuw %3812[%3818] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3811, %3819 : f32, !llvm.ptr
    %3820 = llvm.add %3801, %43 : i64
    llvm.br ^bb506(%3820 : i64)
  ^bb508:  // pred: ^bb506
    %3821 = llvm.add %3799, %43 : i64
    llvm.br ^bb504(%3821 : i64)
  ^bb509:  // pred: ^bb504
    %3822 = llvm.add %3797, %43 : i64
    llvm.br ^bb502(%3822 : i64)
  ^bb510:  // pred: ^bb502
    llvm.br ^bb511(%48 : i64)
  ^bb511(%3823: i64):  // 2 preds: ^bb510, ^bb521
    %3824 = llvm.icmp "slt" %3823, %43 : i64
    llvm.cond_br %3824, ^bb512, ^bb522
  ^bb512:  // pred: ^bb511
    llvm.br ^bb513(%48 : i64)
  ^bb513(%3825: i64):  // 2 preds: ^bb512, ^bb520
    %3826 = llvm.icmp "slt" %3825, %42 : i64
    llvm.cond_br %3826, ^bb514, ^bb521
  ^bb514:  // pred: ^bb513
    llvm.br ^bb515(%48 : i64)
  ^bb515(%3827: i64):  // 2 preds: ^bb514, ^bb519
    %3828 = llvm.icmp "slt" %3827, %41 : i64
    llvm.cond_br %3828, ^bb516, ^bb520
  ^bb516:  // pred: ^bb515
    llvm.br ^bb517(%48 : i64)
  ^bb517(%3829: i64):  // 2 preds: ^bb516, ^bb518
    %3830 = llvm.icmp "slt" %3829, %38 : i64
    llvm.cond_br %3830, ^bb518, ^bb519
  ^bb518:  // pred: ^bb517
    %3831 = llvm.extractvalue %3694[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3832 = llvm.mlir.constant(512 : index) : i64
    %3833 = llvm.mul %3823, %3832 overflow<nsw, nuw> : i64
    %3834 = llvm.mlir.constant(64 : index) : i64
    %3835 = llvm.mul %3825, %3834 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3833, %3835 overflow<nsw, nuw> : i64
    %3837 = llvm.add %3836, %3829 overflow<nsw, nuw> : i64
    %3838 = llvm.getelementptr inbounds|nuw %3831[%3837] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3839 = llvm.load %3838 : !llvm.ptr -> f32
    %3840 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3841 = llvm.getelementptr inbounds|nuw %3840[%3829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3842 = llvm.load %3841 : !llvm.ptr -> f32
    %3843 = llvm.extractvalue %440[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3844 = llvm.mlir.constant(64 : index) : i64
    %3845 = llvm.mul %3827, %3844 overflow<nsw, nuw> : i64
    %3846 = llvm.add %3845, %3829 overflow<nsw, nuw> : i64
    %3847 = llvm.getelementptr inbounds|nuw %3843[%3846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3848 = llvm.load %3847 : !llvm.ptr -> f32
    %3849 = llvm.extractvalue %3796[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3850 = llvm.mlir.constant(256 : index) : i64
    %3851 = llvm.mul %3823, %3850 overflow<nsw, nuw> : i64
    %3852 = llvm.mlir.constant(32 : index) : i64
    %3853 = llvm.mul %3825, %3852 overflow<nsw, nuw> : i64
    %3854 = llvm.add %3851, %3853 overflow<nsw, nuw> : i64
    %3855 = llvm.add %3854, %3827 overflow<nsw, nuw> : i64
    %3856 = llvm.getelementptr inbounds|nuw %3849[%3855] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3857 = llvm.load %3856 : !llvm.ptr -> f32
    %3858 = llvm.fadd %3839, %3842 : f32
    %3859 = llvm.fdiv %3858, %44 : f32
    %3860 = llvm.fcmp "olt" %3859, %52 : f32
    %3861 = llvm.fneg %3859 : f32
    %3862 = llvm.select %3860, %3861, %3859 : i1, f32
    %3863 = llvm.fcmp "olt" %3862, %12 : f32
    %3864 = llvm.select %3863, %37, %33 : i1, f32
    %3865 = llvm.select %3863, %24, %20 : i1, f32
    %3866 = llvm.select %3863, %36, %32 : i1, f32
    %3867 = llvm.select %3863, %23, %19 : i1, f32
    %3868 = llvm.select %3863, %35, %31 : i1, f32
    %3869 = llvm.select %3863, %22, %18 : i1, f32
    %3870 = llvm.select %3863, %34, %30 : i1, f32
    %3871 = llvm.select %3863, %21, %17 : i1, f32
    %3872 = llvm.fcmp "olt" %3862, %11 : f32
    %3873 = llvm.select %3872, %52, %29 : i1, f32
    %3874 = llvm.select %3872, %3864, %28 : i1, f32
    %3875 = llvm.select %3872, %3865, %16 : i1, f32
    %3876 = llvm.select %3872, %3866, %27 : i1, f32
    %3877 = llvm.select %3872, %3867, %15 : i1, f32
    %3878 = llvm.select %3872, %3868, %26 : i1, f32
    %3879 = llvm.select %3872, %3869, %14 : i1, f32
    %3880 = llvm.select %3872, %3870, %25 : i1, f32
    %3881 = llvm.select %3872, %3871, %13 : i1, f32
    %3882 = llvm.select %3872, %52, %55 : i1, f32
    %3883 = llvm.fcmp "ult" %3862, %10 : f32
    %3884 = llvm.fmul %3862, %3880 : f32
    %3885 = llvm.fadd %3884, %3878 : f32
    %3886 = llvm.fmul %3862, %3885 : f32
    %3887 = llvm.fadd %3886, %3876 : f32
    %3888 = llvm.fmul %3862, %3887 : f32
    %3889 = llvm.fadd %3888, %3874 : f32
    %3890 = llvm.fmul %3862, %3889 : f32
    %3891 = llvm.fadd %3890, %3873 : f32
    %3892 = llvm.fmul %3862, %3881 : f32
    %3893 = llvm.fadd %3892, %3879 : f32
    %3894 = llvm.fmul %3862, %3893 : f32
    %3895 = llvm.fadd %3894, %3877 : f32
    %3896 = llvm.fmul %3862, %3895 : f32
    %3897 = llvm.fadd %3896, %3875 : f32
    %3898 = llvm.fmul %3862, %3897 : f32
    %3899 = llvm.fadd %3898, %55 : f32
    %3900 = llvm.fdiv %3891, %3899 : f32
    %3901 = llvm.fadd %3882, %3900 : f32
    %3902 = llvm.select %3883, %3901, %55 : i1, f32
    %3903 = llvm.fneg %3902 : f32
    %3904 = llvm.select %3860, %3903, %3902 : i1, f32
    %3905 = llvm.fadd %3904, %55 : f32
    %3906 = llvm.fmul %3905, %56 : f32
    %3907 = llvm.fmul %3858, %3906 : f32
    %3908 = llvm.fmul %3907, %3848 : f32
    %3909 = llvm.fadd %3857, %3908 : f32
    %3910 = llvm.extractvalue %3796[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3911 = llvm.mlir.constant(256 : index) : i64
    %3912 = llvm.mul %3823, %3911 overflow<nsw, nuw> : i64
    %3913 = llvm.mlir.constant(32 : index) : i64
    %3914 = llvm.mul %3825, %3913 overflow<nsw, nuw> : i64
    %3915 = llvm.add %3912, %3914 overflow<nsw, nuw> : i64
    %3916 = llvm.add %3915, %3827 overflow<nsw, nuw> : i64
    %3917 = llvm.getelementptr inbounds|nuw %3910[%3916] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3909, %3917 : f32, !llvm.ptr
    %3918 = llvm.add %3829, %43 : i64
    llvm.br ^bb517(%3918 : i64)
  ^bb519:  // pred: ^bb517
    %3919 = llvm.add %3827, %43 : i64
    llvm.br ^bb515(%3919 : i64)
  ^bb520:  // pred: ^bb515
    %3920 = llvm.add %3825, %43 : i64
    llvm.br ^bb513(%3920 : i64)
  ^bb521:  // pred: ^bb513
    %3921 = llvm.add %3823, %43 : i64
    llvm.br ^bb511(%3921 : i64)
  ^bb522:  // pred: ^bb511
    %3922 = llvm.mlir.constant(1 : index) : i64
    %3923 = llvm.mlir.constant(8 : index) : i64
    %3924 = llvm.mlir.constant(32 : index) : i64
    %3925 = llvm.mlir.constant(1 : index) : i64
    %3926 = llvm.mlir.constant(256 : index) : i64
    %3927 = llvm.mlir.constant(256 : index) : i64
    %3928 = llvm.mlir.zero : !llvm.ptr
    %3929 = llvm.getelementptr %3928[%3927] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3930 = llvm.ptrtoint %3929 : !llvm.ptr to i64
    %3931 = llvm.mlir.constant(64 : index) : i64
    %3932 = llvm.add %3930, %3931 : i64
    %3933 = llvm.call @malloc(%3932) : (i64) -> !llvm.ptr
    %3934 = llvm.ptrtoint %3933 : !llvm.ptr to i64
    %3935 = llvm.mlir.constant(1 : index) : i64
    %3936 = llvm.sub %3931, %3935 : i64
    %3937 = llvm.add %3934, %3936 : i64
    %3938 = llvm.urem %3937, %3931 : i64
    %3939 = llvm.sub %3937, %3938 : i64
    %3940 = llvm.inttoptr %3939 : i64 to !llvm.ptr
    %3941 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3942 = llvm.insertvalue %3933, %3941[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3943 = llvm.insertvalue %3940, %3942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.mlir.constant(0 : index) : i64
    %3945 = llvm.insertvalue %3944, %3943[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3946 = llvm.insertvalue %3922, %3945[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3947 = llvm.insertvalue %3923, %3946[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3948 = llvm.insertvalue %3924, %3947[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3949 = llvm.insertvalue %3926, %3948[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3950 = llvm.insertvalue %3924, %3949[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3951 = llvm.insertvalue %3925, %3950[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb523(%48 : i64)
  ^bb523(%3952: i64):  // 2 preds: ^bb522, ^bb530
    %3953 = llvm.icmp "slt" %3952, %43 : i64
    llvm.cond_br %3953, ^bb524, ^bb531
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%48 : i64)
  ^bb525(%3954: i64):  // 2 preds: ^bb524, ^bb529
    %3955 = llvm.icmp "slt" %3954, %42 : i64
    llvm.cond_br %3955, ^bb526, ^bb530
  ^bb526:  // pred: ^bb525
    llvm.br ^bb527(%48 : i64)
  ^bb527(%3956: i64):  // 2 preds: ^bb526, ^bb528
    %3957 = llvm.icmp "slt" %3956, %41 : i64
    llvm.cond_br %3957, ^bb528, ^bb529
  ^bb528:  // pred: ^bb527
    %3958 = llvm.extractvalue %3796[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3959 = llvm.mlir.constant(256 : index) : i64
    %3960 = llvm.mul %3952, %3959 overflow<nsw, nuw> : i64
    %3961 = llvm.mlir.constant(32 : index) : i64
    %3962 = llvm.mul %3954, %3961 overflow<nsw, nuw> : i64
    %3963 = llvm.add %3960, %3962 overflow<nsw, nuw> : i64
    %3964 = llvm.add %3963, %3956 overflow<nsw, nuw> : i64
    %3965 = llvm.getelementptr inbounds|nuw %3958[%3964] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3966 = llvm.load %3965 : !llvm.ptr -> f32
    %3967 = llvm.extractvalue %420[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3968 = llvm.getelementptr inbounds|nuw %3967[%3956] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3969 = llvm.load %3968 : !llvm.ptr -> f32
    %3970 = llvm.extractvalue %3551[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3971 = llvm.mlir.constant(256 : index) : i64
    %3972 = llvm.mul %3952, %3971 overflow<nsw, nuw> : i64
    %3973 = llvm.mlir.constant(32 : index) : i64
    %3974 = llvm.mul %3954, %3973 overflow<nsw, nuw> : i64
    %3975 = llvm.add %3972, %3974 overflow<nsw, nuw> : i64
    %3976 = llvm.add %3975, %3956 overflow<nsw, nuw> : i64
    %3977 = llvm.getelementptr inbounds|nuw %3970[%3976] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3978 = llvm.load %3977 : !llvm.ptr -> f32
    %3979 = llvm.fadd %3966, %3969 : f32
    %3980 = llvm.fadd %3979, %3978 : f32
    %3981 = llvm.extractvalue %3951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3982 = llvm.mlir.constant(256 : index) : i64
    %3983 = llvm.mul %3952, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.mlir.constant(32 : index) : i64
    %3985 = llvm.mul %3954, %3984 overflow<nsw, nuw> : i64
    %3986 = llvm.add %3983, %3985 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3986, %3956 overflow<nsw, nuw> : i64
    %3988 = llvm.getelementptr inbounds|nuw %3981[%3987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3980, %3988 : f32, !llvm.ptr
    %3989 = llvm.add %3956, %43 : i64
    llvm.br ^bb527(%3989 : i64)
  ^bb529:  // pred: ^bb527
    %3990 = llvm.add %3954, %43 : i64
    llvm.br ^bb525(%3990 : i64)
  ^bb530:  // pred: ^bb525
    %3991 = llvm.add %3952, %43 : i64
    llvm.br ^bb523(%3991 : i64)
  ^bb531:  // pred: ^bb523
    %3992 = llvm.mlir.constant(1 : index) : i64
    %3993 = llvm.mlir.constant(8 : index) : i64
    %3994 = llvm.mlir.constant(32 : index) : i64
    %3995 = llvm.mlir.constant(1 : index) : i64
    %3996 = llvm.mlir.constant(256 : index) : i64
    %3997 = llvm.mlir.constant(256 : index) : i64
    %3998 = llvm.mlir.zero : !llvm.ptr
    %3999 = llvm.getelementptr %3998[%3997] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4000 = llvm.ptrtoint %3999 : !llvm.ptr to i64
    %4001 = llvm.mlir.constant(64 : index) : i64
    %4002 = llvm.add %4000, %4001 : i64
    %4003 = llvm.call @malloc(%4002) : (i64) -> !llvm.ptr
    %4004 = llvm.ptrtoint %4003 : !llvm.ptr to i64
    %4005 = llvm.mlir.constant(1 : index) : i64
    %4006 = llvm.sub %4001, %4005 : i64
    %4007 = llvm.add %4004, %4006 : i64
    %4008 = llvm.urem %4007, %4001 : i64
    %4009 = llvm.sub %4007, %4008 : i64
    %4010 = llvm.inttoptr %4009 : i64 to !llvm.ptr
    %4011 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4012 = llvm.insertvalue %4003, %4011[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4013 = llvm.insertvalue %4010, %4012[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4014 = llvm.mlir.constant(0 : index) : i64
    %4015 = llvm.insertvalue %4014, %4013[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4016 = llvm.insertvalue %3992, %4015[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4017 = llvm.insertvalue %3993, %4016[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4018 = llvm.insertvalue %3994, %4017[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4019 = llvm.insertvalue %3996, %4018[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4020 = llvm.insertvalue %3994, %4019[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4021 = llvm.insertvalue %3995, %4020[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb532(%48 : i64)
  ^bb532(%4022: i64):  // 2 preds: ^bb531, ^bb539
    %4023 = llvm.icmp "slt" %4022, %43 : i64
    llvm.cond_br %4023, ^bb533, ^bb540
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%48 : i64)
  ^bb534(%4024: i64):  // 2 preds: ^bb533, ^bb538
    %4025 = llvm.icmp "slt" %4024, %42 : i64
    llvm.cond_br %4025, ^bb535, ^bb539
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%48 : i64)
  ^bb536(%4026: i64):  // 2 preds: ^bb535, ^bb537
    %4027 = llvm.icmp "slt" %4026, %41 : i64
    llvm.cond_br %4027, ^bb537, ^bb538
  ^bb537:  // pred: ^bb536
    %4028 = llvm.extractvalue %3951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4029 = llvm.mlir.constant(256 : index) : i64
    %4030 = llvm.mul %4022, %4029 overflow<nsw, nuw> : i64
    %4031 = llvm.mlir.constant(32 : index) : i64
    %4032 = llvm.mul %4024, %4031 overflow<nsw, nuw> : i64
    %4033 = llvm.add %4030, %4032 overflow<nsw, nuw> : i64
    %4034 = llvm.add %4033, %4026 overflow<nsw, nuw> : i64
    %4035 = llvm.getelementptr inbounds|nuw %4028[%4034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4036 = llvm.load %4035 : !llvm.ptr -> f32
    %4037 = llvm.fpext %4036 : f32 to f64
    %4038 = llvm.extractvalue %4021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4039 = llvm.mlir.constant(256 : index) : i64
    %4040 = llvm.mul %4022, %4039 overflow<nsw, nuw> : i64
    %4041 = llvm.mlir.constant(32 : index) : i64
    %4042 = llvm.mul %4024, %4041 overflow<nsw, nuw> : i64
    %4043 = llvm.add %4040, %4042 overflow<nsw, nuw> : i64
    %4044 = llvm.add %4043, %4026 overflow<nsw, nuw> : i64
    %4045 = llvm.getelementptr inbounds|nuw %4038[%4044] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4037, %4045 : f64, !llvm.ptr
    %4046 = llvm.add %4026, %43 : i64
    llvm.br ^bb536(%4046 : i64)
  ^bb538:  // pred: ^bb536
    %4047 = llvm.add %4024, %43 : i64
    llvm.br ^bb534(%4047 : i64)
  ^bb539:  // pred: ^bb534
    %4048 = llvm.add %4022, %43 : i64
    llvm.br ^bb532(%4048 : i64)
  ^bb540:  // pred: ^bb532
    %4049 = llvm.mlir.constant(1 : index) : i64
    %4050 = llvm.mlir.constant(8 : index) : i64
    %4051 = llvm.mlir.constant(1 : index) : i64
    %4052 = llvm.mlir.constant(1 : index) : i64
    %4053 = llvm.mlir.constant(8 : index) : i64
    %4054 = llvm.mlir.zero : !llvm.ptr
    %4055 = llvm.getelementptr %4054[%4053] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %4067 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4068 = llvm.insertvalue %4059, %4067[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4069 = llvm.insertvalue %4066, %4068[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4070 = llvm.mlir.constant(0 : index) : i64
    %4071 = llvm.insertvalue %4070, %4069[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4072 = llvm.insertvalue %4049, %4071[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4073 = llvm.insertvalue %4050, %4072[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4074 = llvm.insertvalue %4051, %4073[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4075 = llvm.insertvalue %4050, %4074[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4076 = llvm.insertvalue %4051, %4075[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4077 = llvm.insertvalue %4052, %4076[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb541(%48 : i64)
  ^bb541(%4078: i64):  // 2 preds: ^bb540, ^bb548
    %4079 = llvm.icmp "slt" %4078, %43 : i64
    llvm.cond_br %4079, ^bb542, ^bb549
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%48 : i64)
  ^bb543(%4080: i64):  // 2 preds: ^bb542, ^bb547
    %4081 = llvm.icmp "slt" %4080, %42 : i64
    llvm.cond_br %4081, ^bb544, ^bb548
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%48 : i64)
  ^bb545(%4082: i64):  // 2 preds: ^bb544, ^bb546
    %4083 = llvm.icmp "slt" %4082, %43 : i64
    llvm.cond_br %4083, ^bb546, ^bb547
  ^bb546:  // pred: ^bb545
    %4084 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4085 = llvm.mlir.constant(8 : index) : i64
    %4086 = llvm.mul %4078, %4085 overflow<nsw, nuw> : i64
    %4087 = llvm.add %4086, %4080 overflow<nsw, nuw> : i64
    %4088 = llvm.add %4087, %4082 overflow<nsw, nuw> : i64
    %4089 = llvm.getelementptr inbounds|nuw %4084[%4088] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4090 = llvm.load %4089 : !llvm.ptr -> f64
    %4091 = llvm.extractvalue %4077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4092 = llvm.mlir.constant(8 : index) : i64
    %4093 = llvm.mul %4078, %4092 overflow<nsw, nuw> : i64
    %4094 = llvm.add %4093, %4080 overflow<nsw, nuw> : i64
    %4095 = llvm.add %4094, %4082 overflow<nsw, nuw> : i64
    %4096 = llvm.getelementptr inbounds|nuw %4091[%4095] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4090, %4096 : f64, !llvm.ptr
    %4097 = llvm.add %4082, %43 : i64
    llvm.br ^bb545(%4097 : i64)
  ^bb547:  // pred: ^bb545
    %4098 = llvm.add %4080, %43 : i64
    llvm.br ^bb543(%4098 : i64)
  ^bb548:  // pred: ^bb543
    %4099 = llvm.add %4078, %43 : i64
    llvm.br ^bb541(%4099 : i64)
  ^bb549:  // pred: ^bb541
    llvm.br ^bb550(%48 : i64)
  ^bb550(%4100: i64):  // 2 preds: ^bb549, ^bb557
    %4101 = llvm.icmp "slt" %4100, %43 : i64
    llvm.cond_br %4101, ^bb551, ^bb558
  ^bb551:  // pred: ^bb550
    llvm.br ^bb552(%48 : i64)
  ^bb552(%4102: i64):  // 2 preds: ^bb551, ^bb556
    %4103 = llvm.icmp "slt" %4102, %42 : i64
    llvm.cond_br %4103, ^bb553, ^bb557
  ^bb553:  // pred: ^bb552
    llvm.br ^bb554(%48 : i64)
  ^bb554(%4104: i64):  // 2 preds: ^bb553, ^bb555
    %4105 = llvm.icmp "slt" %4104, %41 : i64
    llvm.cond_br %4105, ^bb555, ^bb556
  ^bb555:  // pred: ^bb554
    %4106 = llvm.extractvalue %4021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4107 = llvm.mlir.constant(256 : index) : i64
    %4108 = llvm.mul %4100, %4107 overflow<nsw, nuw> : i64
    %4109 = llvm.mlir.constant(32 : index) : i64
    %4110 = llvm.mul %4102, %4109 overflow<nsw, nuw> : i64
    %4111 = llvm.add %4108, %4110 overflow<nsw, nuw> : i64
    %4112 = llvm.add %4111, %4104 overflow<nsw, nuw> : i64
    %4113 = llvm.getelementptr inbounds|nuw %4106[%4112] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4114 = llvm.load %4113 : !llvm.ptr -> f64
    %4115 = llvm.extractvalue %4077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4116 = llvm.mlir.constant(8 : index) : i64
    %4117 = llvm.mul %4100, %4116 overflow<nsw, nuw> : i64
    %4118 = llvm.add %4117, %4102 overflow<nsw, nuw> : i64
    %4119 = llvm.add %4118, %48 overflow<nsw, nuw> : i64
    %4120 = llvm.getelementptr inbounds|nuw %4115[%4119] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4121 = llvm.load %4120 : !llvm.ptr -> f64
    %4122 = llvm.fadd %4114, %4121 : f64
    %4123 = llvm.extractvalue %4077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4124 = llvm.mlir.constant(8 : index) : i64
    %4125 = llvm.mul %4100, %4124 overflow<nsw, nuw> : i64
    %4126 = llvm.add %4125, %4102 overflow<nsw, nuw> : i64
    %4127 = llvm.add %4126, %48 overflow<nsw, nuw> : i64
    %4128 = llvm.getelementptr inbounds|nuw %4123[%4127] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4122, %4128 : f64, !llvm.ptr
    %4129 = llvm.add %4104, %43 : i64
    llvm.br ^bb554(%4129 : i64)
  ^bb556:  // pred: ^bb554
    %4130 = llvm.add %4102, %43 : i64
    llvm.br ^bb552(%4130 : i64)
  ^bb557:  // pred: ^bb552
    %4131 = llvm.add %4100, %43 : i64
    llvm.br ^bb550(%4131 : i64)
  ^bb558:  // pred: ^bb550
    %4132 = llvm.mlir.constant(1 : index) : i64
    %4133 = llvm.mlir.constant(8 : index) : i64
    %4134 = llvm.mlir.constant(1 : index) : i64
    %4135 = llvm.mlir.constant(1 : index) : i64
    %4136 = llvm.mlir.constant(8 : index) : i64
    %4137 = llvm.mlir.zero : !llvm.ptr
    %4138 = llvm.getelementptr %4137[%4136] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4139 = llvm.ptrtoint %4138 : !llvm.ptr to i64
    %4140 = llvm.mlir.constant(64 : index) : i64
    %4141 = llvm.add %4139, %4140 : i64
    %4142 = llvm.call @malloc(%4141) : (i64) -> !llvm.ptr
    %4143 = llvm.ptrtoint %4142 : !llvm.ptr to i64
    %4144 = llvm.mlir.constant(1 : index) : i64
    %4145 = llvm.sub %4140, %4144 : i64
    %4146 = llvm.add %4143, %4145 : i64
    %4147 = llvm.urem %4146, %4140 : i64
    %4148 = llvm.sub %4146, %4147 : i64
    %4149 = llvm.inttoptr %4148 : i64 to !llvm.ptr
    %4150 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4151 = llvm.insertvalue %4142, %4150[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4152 = llvm.insertvalue %4149, %4151[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4153 = llvm.mlir.constant(0 : index) : i64
    %4154 = llvm.insertvalue %4153, %4152[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4155 = llvm.insertvalue %4132, %4154[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4156 = llvm.insertvalue %4133, %4155[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4157 = llvm.insertvalue %4134, %4156[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.insertvalue %4133, %4157[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4159 = llvm.insertvalue %4134, %4158[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4160 = llvm.insertvalue %4135, %4159[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb559(%48 : i64)
  ^bb559(%4161: i64):  // 2 preds: ^bb558, ^bb566
    %4162 = llvm.icmp "slt" %4161, %43 : i64
    llvm.cond_br %4162, ^bb560, ^bb567
  ^bb560:  // pred: ^bb559
    llvm.br ^bb561(%48 : i64)
  ^bb561(%4163: i64):  // 2 preds: ^bb560, ^bb565
    %4164 = llvm.icmp "slt" %4163, %42 : i64
    llvm.cond_br %4164, ^bb562, ^bb566
  ^bb562:  // pred: ^bb561
    llvm.br ^bb563(%48 : i64)
  ^bb563(%4165: i64):  // 2 preds: ^bb562, ^bb564
    %4166 = llvm.icmp "slt" %4165, %43 : i64
    llvm.cond_br %4166, ^bb564, ^bb565
  ^bb564:  // pred: ^bb563
    %4167 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4168 = llvm.mlir.constant(8 : index) : i64
    %4169 = llvm.mul %4161, %4168 overflow<nsw, nuw> : i64
    %4170 = llvm.add %4169, %4163 overflow<nsw, nuw> : i64
    %4171 = llvm.add %4170, %4165 overflow<nsw, nuw> : i64
    %4172 = llvm.getelementptr inbounds|nuw %4167[%4171] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4173 = llvm.load %4172 : !llvm.ptr -> f64
    %4174 = llvm.extractvalue %4160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4175 = llvm.mlir.constant(8 : index) : i64
    %4176 = llvm.mul %4161, %4175 overflow<nsw, nuw> : i64
    %4177 = llvm.add %4176, %4163 overflow<nsw, nuw> : i64
    %4178 = llvm.add %4177, %4165 overflow<nsw, nuw> : i64
    %4179 = llvm.getelementptr inbounds|nuw %4174[%4178] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4173, %4179 : f64, !llvm.ptr
    %4180 = llvm.add %4165, %43 : i64
    llvm.br ^bb563(%4180 : i64)
  ^bb565:  // pred: ^bb563
    %4181 = llvm.add %4163, %43 : i64
    llvm.br ^bb561(%4181 : i64)
  ^bb566:  // pred: ^bb561
    %4182 = llvm.add %4161, %43 : i64
    llvm.br ^bb559(%4182 : i64)
  ^bb567:  // pred: ^bb559
    llvm.br ^bb568(%48 : i64)
  ^bb568(%4183: i64):  // 2 preds: ^bb567, ^bb575
    %4184 = llvm.icmp "slt" %4183, %43 : i64
    llvm.cond_br %4184, ^bb569, ^bb576
  ^bb569:  // pred: ^bb568
    llvm.br ^bb570(%48 : i64)
  ^bb570(%4185: i64):  // 2 preds: ^bb569, ^bb574
    %4186 = llvm.icmp "slt" %4185, %42 : i64
    llvm.cond_br %4186, ^bb571, ^bb575
  ^bb571:  // pred: ^bb570
    llvm.br ^bb572(%48 : i64)
  ^bb572(%4187: i64):  // 2 preds: ^bb571, ^bb573
    %4188 = llvm.icmp "slt" %4187, %41 : i64
    llvm.cond_br %4188, ^bb573, ^bb574
  ^bb573:  // pred: ^bb572
    %4189 = llvm.extractvalue %4021[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4190 = llvm.mlir.constant(256 : index) : i64
    %4191 = llvm.mul %4183, %4190 overflow<nsw, nuw> : i64
    %4192 = llvm.mlir.constant(32 : index) : i64
    %4193 = llvm.mul %4185, %4192 overflow<nsw, nuw> : i64
    %4194 = llvm.add %4191, %4193 overflow<nsw, nuw> : i64
    %4195 = llvm.add %4194, %4187 overflow<nsw, nuw> : i64
    %4196 = llvm.getelementptr inbounds|nuw %4189[%4195] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4197 = llvm.load %4196 : !llvm.ptr -> f64
    %4198 = llvm.extractvalue %4077[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4199 = llvm.mlir.constant(8 : index) : i64
    %4200 = llvm.mul %4183, %4199 overflow<nsw, nuw> : i64
    %4201 = llvm.add %4200, %4185 overflow<nsw, nuw> : i64
    %4202 = llvm.add %4201, %48 overflow<nsw, nuw> : i64
    %4203 = llvm.getelementptr inbounds|nuw %4198[%4202] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4204 = llvm.load %4203 : !llvm.ptr -> f64
    %4205 = llvm.extractvalue %4160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4206 = llvm.mlir.constant(8 : index) : i64
    %4207 = llvm.mul %4183, %4206 overflow<nsw, nuw> : i64
    %4208 = llvm.add %4207, %4185 overflow<nsw, nuw> : i64
    %4209 = llvm.add %4208, %48 overflow<nsw, nuw> : i64
    %4210 = llvm.getelementptr inbounds|nuw %4205[%4209] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4211 = llvm.load %4210 : !llvm.ptr -> f64
    %4212 = llvm.fdiv %4204, %47 : f64
    %4213 = llvm.fsub %4197, %4212 : f64
    %4214 = llvm.fmul %4213, %4213 : f64
    %4215 = llvm.fadd %4214, %4211 : f64
    %4216 = llvm.extractvalue %4160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4217 = llvm.mlir.constant(8 : index) : i64
    %4218 = llvm.mul %4183, %4217 overflow<nsw, nuw> : i64
    %4219 = llvm.add %4218, %4185 overflow<nsw, nuw> : i64
    %4220 = llvm.add %4219, %48 overflow<nsw, nuw> : i64
    %4221 = llvm.getelementptr inbounds|nuw %4216[%4220] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4215, %4221 : f64, !llvm.ptr
    %4222 = llvm.add %4187, %43 : i64
    llvm.br ^bb572(%4222 : i64)
  ^bb574:  // pred: ^bb572
    %4223 = llvm.add %4185, %43 : i64
    llvm.br ^bb570(%4223 : i64)
  ^bb575:  // pred: ^bb570
    %4224 = llvm.add %4183, %43 : i64
    llvm.br ^bb568(%4224 : i64)
  ^bb576:  // pred: ^bb568
    %4225 = llvm.mlir.constant(1 : index) : i64
    %4226 = llvm.mlir.constant(8 : index) : i64
    %4227 = llvm.mlir.constant(1 : index) : i64
    %4228 = llvm.mlir.constant(1 : index) : i64
    %4229 = llvm.mlir.constant(8 : index) : i64
    %4230 = llvm.mlir.zero : !llvm.ptr
    %4231 = llvm.getelementptr %4230[%4229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4232 = llvm.ptrtoint %4231 : !llvm.ptr to i64
    %4233 = llvm.mlir.constant(64 : index) : i64
    %4234 = llvm.add %4232, %4233 : i64
    %4235 = llvm.call @malloc(%4234) : (i64) -> !llvm.ptr
    %4236 = llvm.ptrtoint %4235 : !llvm.ptr to i64
    %4237 = llvm.mlir.constant(1 : index) : i64
    %4238 = llvm.sub %4233, %4237 : i64
    %4239 = llvm.add %4236, %4238 : i64
    %4240 = llvm.urem %4239, %4233 : i64
    %4241 = llvm.sub %4239, %4240 : i64
    %4242 = llvm.inttoptr %4241 : i64 to !llvm.ptr
    %4243 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4244 = llvm.insertvalue %4235, %4243[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4245 = llvm.insertvalue %4242, %4244[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4246 = llvm.mlir.constant(0 : index) : i64
    %4247 = llvm.insertvalue %4246, %4245[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4248 = llvm.insertvalue %4225, %4247[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4249 = llvm.insertvalue %4226, %4248[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4250 = llvm.insertvalue %4227, %4249[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4251 = llvm.insertvalue %4226, %4250[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4252 = llvm.insertvalue %4227, %4251[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4253 = llvm.insertvalue %4228, %4252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb577(%48 : i64)
  ^bb577(%4254: i64):  // 2 preds: ^bb576, ^bb584
    %4255 = llvm.icmp "slt" %4254, %43 : i64
    llvm.cond_br %4255, ^bb578, ^bb585
  ^bb578:  // pred: ^bb577
    llvm.br ^bb579(%48 : i64)
  ^bb579(%4256: i64):  // 2 preds: ^bb578, ^bb583
    %4257 = llvm.icmp "slt" %4256, %42 : i64
    llvm.cond_br %4257, ^bb580, ^bb584
  ^bb580:  // pred: ^bb579
    llvm.br ^bb581(%48 : i64)
  ^bb581(%4258: i64):  // 2 preds: ^bb580, ^bb582
    %4259 = llvm.icmp "slt" %4258, %43 : i64
    llvm.cond_br %4259, ^bb582, ^bb583
  ^bb582:  // pred: ^bb581
    %4260 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4261 = llvm.mlir.constant(8 : index) : i64
    %4262 = llvm.mul %4254, %4261 overflow<nsw, nuw> : i64
    %4263 = llvm.add %4262, %4256 overflow<nsw, nuw> : i64
    %4264 = llvm.add %4263, %4258 overflow<nsw, nuw> : i64
    %4265 = llvm.getelementptr inbounds|nuw %4260[%4264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4266 = llvm.load %4265 : !llvm.ptr -> f32
    %4267 = llvm.extractvalue %4253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4268 = llvm.mlir.constant(8 : index) : i64
    %4269 = llvm.mul %4254, %4268 overflow<nsw, nuw> : i64
    %4270 = llvm.add %4269, %4256 overflow<nsw, nuw> : i64
    %4271 = llvm.add %4270, %4258 overflow<nsw, nuw> : i64
    %4272 = llvm.getelementptr inbounds|nuw %4267[%4271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4266, %4272 : f32, !llvm.ptr
    %4273 = llvm.add %4258, %43 : i64
    llvm.br ^bb581(%4273 : i64)
  ^bb583:  // pred: ^bb581
    %4274 = llvm.add %4256, %43 : i64
    llvm.br ^bb579(%4274 : i64)
  ^bb584:  // pred: ^bb579
    %4275 = llvm.add %4254, %43 : i64
    llvm.br ^bb577(%4275 : i64)
  ^bb585:  // pred: ^bb577
    llvm.br ^bb586(%48 : i64)
  ^bb586(%4276: i64):  // 2 preds: ^bb585, ^bb593
    %4277 = llvm.icmp "slt" %4276, %43 : i64
    llvm.cond_br %4277, ^bb587, ^bb594
  ^bb587:  // pred: ^bb586
    llvm.br ^bb588(%48 : i64)
  ^bb588(%4278: i64):  // 2 preds: ^bb587, ^bb592
    %4279 = llvm.icmp "slt" %4278, %42 : i64
    llvm.cond_br %4279, ^bb589, ^bb593
  ^bb589:  // pred: ^bb588
    llvm.br ^bb590(%48 : i64)
  ^bb590(%4280: i64):  // 2 preds: ^bb589, ^bb591
    %4281 = llvm.icmp "slt" %4280, %41 : i64
    llvm.cond_br %4281, ^bb591, ^bb592
  ^bb591:  // pred: ^bb590
    %4282 = llvm.extractvalue %3951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4283 = llvm.mlir.constant(256 : index) : i64
    %4284 = llvm.mul %4276, %4283 overflow<nsw, nuw> : i64
    %4285 = llvm.mlir.constant(32 : index) : i64
    %4286 = llvm.mul %4278, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.add %4284, %4286 overflow<nsw, nuw> : i64
    %4288 = llvm.add %4287, %4280 overflow<nsw, nuw> : i64
    %4289 = llvm.getelementptr inbounds|nuw %4282[%4288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4290 = llvm.load %4289 : !llvm.ptr -> f32
    %4291 = llvm.extractvalue %4253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4292 = llvm.mlir.constant(8 : index) : i64
    %4293 = llvm.mul %4276, %4292 overflow<nsw, nuw> : i64
    %4294 = llvm.add %4293, %4278 overflow<nsw, nuw> : i64
    %4295 = llvm.add %4294, %48 overflow<nsw, nuw> : i64
    %4296 = llvm.getelementptr inbounds|nuw %4291[%4295] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4297 = llvm.load %4296 : !llvm.ptr -> f32
    %4298 = llvm.fadd %4290, %4297 : f32
    %4299 = llvm.extractvalue %4253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4300 = llvm.mlir.constant(8 : index) : i64
    %4301 = llvm.mul %4276, %4300 overflow<nsw, nuw> : i64
    %4302 = llvm.add %4301, %4278 overflow<nsw, nuw> : i64
    %4303 = llvm.add %4302, %48 overflow<nsw, nuw> : i64
    %4304 = llvm.getelementptr inbounds|nuw %4299[%4303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4298, %4304 : f32, !llvm.ptr
    %4305 = llvm.add %4280, %43 : i64
    llvm.br ^bb590(%4305 : i64)
  ^bb592:  // pred: ^bb590
    %4306 = llvm.add %4278, %43 : i64
    llvm.br ^bb588(%4306 : i64)
  ^bb593:  // pred: ^bb588
    %4307 = llvm.add %4276, %43 : i64
    llvm.br ^bb586(%4307 : i64)
  ^bb594:  // pred: ^bb586
    %4308 = llvm.mlir.constant(1 : index) : i64
    %4309 = llvm.mlir.constant(8 : index) : i64
    %4310 = llvm.mlir.constant(32 : index) : i64
    %4311 = llvm.mlir.constant(1 : index) : i64
    %4312 = llvm.mlir.constant(256 : index) : i64
    %4313 = llvm.mlir.constant(256 : index) : i64
    %4314 = llvm.mlir.zero : !llvm.ptr
    %4315 = llvm.getelementptr %4314[%4313] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4316 = llvm.ptrtoint %4315 : !llvm.ptr to i64
    %4317 = llvm.mlir.constant(64 : index) : i64
    %4318 = llvm.add %4316, %4317 : i64
    %4319 = llvm.call @malloc(%4318) : (i64) -> !llvm.ptr
    %4320 = llvm.ptrtoint %4319 : !llvm.ptr to i64
    %4321 = llvm.mlir.constant(1 : index) : i64
    %4322 = llvm.sub %4317, %4321 : i64
    %4323 = llvm.add %4320, %4322 : i64
    %4324 = llvm.urem %4323, %4317 : i64
    %4325 = llvm.sub %4323, %4324 : i64
    %4326 = llvm.inttoptr %4325 : i64 to !llvm.ptr
    %4327 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4328 = llvm.insertvalue %4319, %4327[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4329 = llvm.insertvalue %4326, %4328[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4330 = llvm.mlir.constant(0 : index) : i64
    %4331 = llvm.insertvalue %4330, %4329[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4332 = llvm.insertvalue %4308, %4331[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4333 = llvm.insertvalue %4309, %4332[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4334 = llvm.insertvalue %4310, %4333[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4335 = llvm.insertvalue %4312, %4334[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4336 = llvm.insertvalue %4310, %4335[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4337 = llvm.insertvalue %4311, %4336[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb595(%48 : i64)
  ^bb595(%4338: i64):  // 2 preds: ^bb594, ^bb602
    %4339 = llvm.icmp "slt" %4338, %43 : i64
    llvm.cond_br %4339, ^bb596, ^bb603
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%48 : i64)
  ^bb597(%4340: i64):  // 2 preds: ^bb596, ^bb601
    %4341 = llvm.icmp "slt" %4340, %42 : i64
    llvm.cond_br %4341, ^bb598, ^bb602
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%48 : i64)
  ^bb599(%4342: i64):  // 2 preds: ^bb598, ^bb600
    %4343 = llvm.icmp "slt" %4342, %41 : i64
    llvm.cond_br %4343, ^bb600, ^bb601
  ^bb600:  // pred: ^bb599
    %4344 = llvm.extractvalue %3951[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4345 = llvm.mlir.constant(256 : index) : i64
    %4346 = llvm.mul %4338, %4345 overflow<nsw, nuw> : i64
    %4347 = llvm.mlir.constant(32 : index) : i64
    %4348 = llvm.mul %4340, %4347 overflow<nsw, nuw> : i64
    %4349 = llvm.add %4346, %4348 overflow<nsw, nuw> : i64
    %4350 = llvm.add %4349, %4342 overflow<nsw, nuw> : i64
    %4351 = llvm.getelementptr inbounds|nuw %4344[%4350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4352 = llvm.load %4351 : !llvm.ptr -> f32
    %4353 = llvm.extractvalue %4253[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4354 = llvm.mlir.constant(8 : index) : i64
    %4355 = llvm.mul %4338, %4354 overflow<nsw, nuw> : i64
    %4356 = llvm.add %4355, %4340 overflow<nsw, nuw> : i64
    %4357 = llvm.add %4356, %48 overflow<nsw, nuw> : i64
    %4358 = llvm.getelementptr inbounds|nuw %4353[%4357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4359 = llvm.load %4358 : !llvm.ptr -> f32
    %4360 = llvm.extractvalue %4160[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4361 = llvm.mlir.constant(8 : index) : i64
    %4362 = llvm.mul %4338, %4361 overflow<nsw, nuw> : i64
    %4363 = llvm.add %4362, %4340 overflow<nsw, nuw> : i64
    %4364 = llvm.add %4363, %48 overflow<nsw, nuw> : i64
    %4365 = llvm.getelementptr inbounds|nuw %4360[%4364] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4366 = llvm.load %4365 : !llvm.ptr -> f64
    %4367 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4368 = llvm.getelementptr inbounds|nuw %4367[%4342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4369 = llvm.load %4368 : !llvm.ptr -> f32
    %4370 = llvm.extractvalue %388[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4371 = llvm.getelementptr inbounds|nuw %4370[%4342] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4372 = llvm.load %4371 : !llvm.ptr -> f32
    %4373 = llvm.fdiv %4366, %47 : f64
    %4374 = llvm.fptrunc %4373 : f64 to f32
    %4375 = llvm.fptrunc %49 : f64 to f32
    %4376 = llvm.fadd %4374, %4375 : f32
    %4377 = llvm.intr.sqrt(%4376) : (f32) -> f32
    %4378 = llvm.fdiv %55, %4377 : f32
    %4379 = llvm.fdiv %4359, %46 : f32
    %4380 = llvm.fsub %4352, %4379 : f32
    %4381 = llvm.fmul %4380, %4378 : f32
    %4382 = llvm.fmul %4381, %4369 : f32
    %4383 = llvm.fadd %4382, %4372 : f32
    %4384 = llvm.extractvalue %4337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4385 = llvm.mlir.constant(256 : index) : i64
    %4386 = llvm.mul %4338, %4385 overflow<nsw, nuw> : i64
    %4387 = llvm.mlir.constant(32 : index) : i64
    %4388 = llvm.mul %4340, %4387 overflow<nsw, nuw> : i64
    %4389 = llvm.add %4386, %4388 overflow<nsw, nuw> : i64
    %4390 = llvm.add %4389, %4342 overflow<nsw, nuw> : i64
    %4391 = llvm.getelementptr inbounds|nuw %4384[%4390] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4383, %4391 : f32, !llvm.ptr
    %4392 = llvm.add %4342, %43 : i64
    llvm.br ^bb599(%4392 : i64)
  ^bb601:  // pred: ^bb599
    %4393 = llvm.add %4340, %43 : i64
    llvm.br ^bb597(%4393 : i64)
  ^bb602:  // pred: ^bb597
    %4394 = llvm.add %4338, %43 : i64
    llvm.br ^bb595(%4394 : i64)
  ^bb603:  // pred: ^bb595
    %4395 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4396 = llvm.extractvalue %372[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4397 = llvm.extractvalue %372[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4398 = llvm.insertvalue %4396, %4395[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4399 = llvm.insertvalue %4397, %4398[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4400 = llvm.mlir.constant(0 : index) : i64
    %4401 = llvm.insertvalue %4400, %4399[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4402 = llvm.mlir.constant(2 : index) : i64
    %4403 = llvm.insertvalue %4402, %4401[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4404 = llvm.mlir.constant(512 : index) : i64
    %4405 = llvm.insertvalue %4404, %4403[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4406 = llvm.mlir.constant(16 : index) : i64
    %4407 = llvm.insertvalue %4406, %4405[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4408 = llvm.mlir.constant(32 : index) : i64
    %4409 = llvm.insertvalue %4408, %4407[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4410 = llvm.mlir.constant(32 : index) : i64
    %4411 = llvm.insertvalue %4410, %4409[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4412 = llvm.mlir.constant(1 : index) : i64
    %4413 = llvm.insertvalue %4412, %4411[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4414 = llvm.mlir.constant(1 : index) : i64
    %4415 = llvm.mlir.constant(8 : index) : i64
    %4416 = llvm.mlir.constant(2 : index) : i64
    %4417 = llvm.mlir.constant(16 : index) : i64
    %4418 = llvm.mlir.constant(1 : index) : i64
    %4419 = llvm.mlir.constant(32 : index) : i64
    %4420 = llvm.mlir.constant(256 : index) : i64
    %4421 = llvm.mlir.constant(256 : index) : i64
    %4422 = llvm.mlir.zero : !llvm.ptr
    %4423 = llvm.getelementptr %4422[%4421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4424 = llvm.ptrtoint %4423 : !llvm.ptr to i64
    %4425 = llvm.mlir.constant(64 : index) : i64
    %4426 = llvm.add %4424, %4425 : i64
    %4427 = llvm.call @malloc(%4426) : (i64) -> !llvm.ptr
    %4428 = llvm.ptrtoint %4427 : !llvm.ptr to i64
    %4429 = llvm.mlir.constant(1 : index) : i64
    %4430 = llvm.sub %4425, %4429 : i64
    %4431 = llvm.add %4428, %4430 : i64
    %4432 = llvm.urem %4431, %4425 : i64
    %4433 = llvm.sub %4431, %4432 : i64
    %4434 = llvm.inttoptr %4433 : i64 to !llvm.ptr
    %4435 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4436 = llvm.insertvalue %4427, %4435[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4437 = llvm.insertvalue %4434, %4436[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4438 = llvm.mlir.constant(0 : index) : i64
    %4439 = llvm.insertvalue %4438, %4437[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4440 = llvm.insertvalue %4414, %4439[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4441 = llvm.insertvalue %4415, %4440[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4442 = llvm.insertvalue %4416, %4441[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4443 = llvm.insertvalue %4417, %4442[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4444 = llvm.insertvalue %4420, %4443[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4445 = llvm.insertvalue %4419, %4444[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4446 = llvm.insertvalue %4417, %4445[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4447 = llvm.insertvalue %4418, %4446[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb604(%48 : i64)
  ^bb604(%4448: i64):  // 2 preds: ^bb603, ^bb614
    %4449 = llvm.icmp "slt" %4448, %43 : i64
    llvm.cond_br %4449, ^bb605, ^bb615
  ^bb605:  // pred: ^bb604
    llvm.br ^bb606(%48 : i64)
  ^bb606(%4450: i64):  // 2 preds: ^bb605, ^bb613
    %4451 = llvm.icmp "slt" %4450, %42 : i64
    llvm.cond_br %4451, ^bb607, ^bb614
  ^bb607:  // pred: ^bb606
    llvm.br ^bb608(%48 : i64)
  ^bb608(%4452: i64):  // 2 preds: ^bb607, ^bb612
    %4453 = llvm.icmp "slt" %4452, %40 : i64
    llvm.cond_br %4453, ^bb609, ^bb613
  ^bb609:  // pred: ^bb608
    llvm.br ^bb610(%48 : i64)
  ^bb610(%4454: i64):  // 2 preds: ^bb609, ^bb611
    %4455 = llvm.icmp "slt" %4454, %39 : i64
    llvm.cond_br %4455, ^bb611, ^bb612
  ^bb611:  // pred: ^bb610
    %4456 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4457 = llvm.mlir.constant(256 : index) : i64
    %4458 = llvm.mul %4448, %4457 overflow<nsw, nuw> : i64
    %4459 = llvm.mlir.constant(32 : index) : i64
    %4460 = llvm.mul %4450, %4459 overflow<nsw, nuw> : i64
    %4461 = llvm.add %4458, %4460 overflow<nsw, nuw> : i64
    %4462 = llvm.mlir.constant(16 : index) : i64
    %4463 = llvm.mul %4452, %4462 overflow<nsw, nuw> : i64
    %4464 = llvm.add %4461, %4463 overflow<nsw, nuw> : i64
    %4465 = llvm.add %4464, %4454 overflow<nsw, nuw> : i64
    %4466 = llvm.getelementptr inbounds|nuw %4456[%4465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4467 = llvm.load %4466 : !llvm.ptr -> f32
    %4468 = llvm.extractvalue %4447[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4469 = llvm.mlir.constant(256 : index) : i64
    %4470 = llvm.mul %4448, %4469 overflow<nsw, nuw> : i64
    %4471 = llvm.mlir.constant(32 : index) : i64
    %4472 = llvm.mul %4450, %4471 overflow<nsw, nuw> : i64
    %4473 = llvm.add %4470, %4472 overflow<nsw, nuw> : i64
    %4474 = llvm.mlir.constant(16 : index) : i64
    %4475 = llvm.mul %4452, %4474 overflow<nsw, nuw> : i64
    %4476 = llvm.add %4473, %4475 overflow<nsw, nuw> : i64
    %4477 = llvm.add %4476, %4454 overflow<nsw, nuw> : i64
    %4478 = llvm.getelementptr inbounds|nuw %4468[%4477] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4467, %4478 : f32, !llvm.ptr
    %4479 = llvm.add %4454, %43 : i64
    llvm.br ^bb610(%4479 : i64)
  ^bb612:  // pred: ^bb610
    %4480 = llvm.add %4452, %43 : i64
    llvm.br ^bb608(%4480 : i64)
  ^bb613:  // pred: ^bb608
    %4481 = llvm.add %4450, %43 : i64
    llvm.br ^bb606(%4481 : i64)
  ^bb614:  // pred: ^bb606
    %4482 = llvm.add %4448, %43 : i64
    llvm.br ^bb604(%4482 : i64)
  ^bb615:  // pred: ^bb604
    llvm.br ^bb616(%48 : i64)
  ^bb616(%4483: i64):  // 2 preds: ^bb615, ^bb629
    %4484 = llvm.icmp "slt" %4483, %43 : i64
    llvm.cond_br %4484, ^bb617, ^bb630
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%48 : i64)
  ^bb618(%4485: i64):  // 2 preds: ^bb617, ^bb628
    %4486 = llvm.icmp "slt" %4485, %42 : i64
    llvm.cond_br %4486, ^bb619, ^bb629
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%48 : i64)
  ^bb620(%4487: i64):  // 2 preds: ^bb619, ^bb627
    %4488 = llvm.icmp "slt" %4487, %40 : i64
    llvm.cond_br %4488, ^bb621, ^bb628
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%48 : i64)
  ^bb622(%4489: i64):  // 2 preds: ^bb621, ^bb626
    %4490 = llvm.icmp "slt" %4489, %39 : i64
    llvm.cond_br %4490, ^bb623, ^bb627
  ^bb623:  // pred: ^bb622
    llvm.br ^bb624(%48 : i64)
  ^bb624(%4491: i64):  // 2 preds: ^bb623, ^bb625
    %4492 = llvm.icmp "slt" %4491, %41 : i64
    llvm.cond_br %4492, ^bb625, ^bb626
  ^bb625:  // pred: ^bb624
    %4493 = llvm.extractvalue %4337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4494 = llvm.mlir.constant(256 : index) : i64
    %4495 = llvm.mul %4483, %4494 overflow<nsw, nuw> : i64
    %4496 = llvm.mlir.constant(32 : index) : i64
    %4497 = llvm.mul %4485, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.add %4495, %4497 overflow<nsw, nuw> : i64
    %4499 = llvm.add %4498, %4491 overflow<nsw, nuw> : i64
    %4500 = llvm.getelementptr inbounds|nuw %4493[%4499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4501 = llvm.load %4500 : !llvm.ptr -> f32
    %4502 = llvm.extractvalue %4413[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4503 = llvm.mlir.constant(512 : index) : i64
    %4504 = llvm.mul %4487, %4503 overflow<nsw, nuw> : i64
    %4505 = llvm.mlir.constant(32 : index) : i64
    %4506 = llvm.mul %4489, %4505 overflow<nsw, nuw> : i64
    %4507 = llvm.add %4504, %4506 overflow<nsw, nuw> : i64
    %4508 = llvm.add %4507, %4491 overflow<nsw, nuw> : i64
    %4509 = llvm.getelementptr inbounds|nuw %4502[%4508] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4510 = llvm.load %4509 : !llvm.ptr -> f32
    %4511 = llvm.extractvalue %4447[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4512 = llvm.mlir.constant(256 : index) : i64
    %4513 = llvm.mul %4483, %4512 overflow<nsw, nuw> : i64
    %4514 = llvm.mlir.constant(32 : index) : i64
    %4515 = llvm.mul %4485, %4514 overflow<nsw, nuw> : i64
    %4516 = llvm.add %4513, %4515 overflow<nsw, nuw> : i64
    %4517 = llvm.mlir.constant(16 : index) : i64
    %4518 = llvm.mul %4487, %4517 overflow<nsw, nuw> : i64
    %4519 = llvm.add %4516, %4518 overflow<nsw, nuw> : i64
    %4520 = llvm.add %4519, %4489 overflow<nsw, nuw> : i64
    %4521 = llvm.getelementptr inbounds|nuw %4511[%4520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4522 = llvm.load %4521 : !llvm.ptr -> f32
    %4523 = llvm.fmul %4501, %4510 : f32
    %4524 = llvm.fadd %4522, %4523 : f32
    %4525 = llvm.extractvalue %4447[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4526 = llvm.mlir.constant(256 : index) : i64
    %4527 = llvm.mul %4483, %4526 overflow<nsw, nuw> : i64
    %4528 = llvm.mlir.constant(32 : index) : i64
    %4529 = llvm.mul %4485, %4528 overflow<nsw, nuw> : i64
    %4530 = llvm.add %4527, %4529 overflow<nsw, nuw> : i64
    %4531 = llvm.mlir.constant(16 : index) : i64
    %4532 = llvm.mul %4487, %4531 overflow<nsw, nuw> : i64
    %4533 = llvm.add %4530, %4532 overflow<nsw, nuw> : i64
    %4534 = llvm.add %4533, %4489 overflow<nsw, nuw> : i64
    %4535 = llvm.getelementptr inbounds|nuw %4525[%4534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4524, %4535 : f32, !llvm.ptr
    %4536 = llvm.add %4491, %43 : i64
    llvm.br ^bb624(%4536 : i64)
  ^bb626:  // pred: ^bb624
    %4537 = llvm.add %4489, %43 : i64
    llvm.br ^bb622(%4537 : i64)
  ^bb627:  // pred: ^bb622
    %4538 = llvm.add %4487, %43 : i64
    llvm.br ^bb620(%4538 : i64)
  ^bb628:  // pred: ^bb620
    %4539 = llvm.add %4485, %43 : i64
    llvm.br ^bb618(%4539 : i64)
  ^bb629:  // pred: ^bb618
    %4540 = llvm.add %4483, %43 : i64
    llvm.br ^bb616(%4540 : i64)
  ^bb630:  // pred: ^bb616
    %4541 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4542 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4543 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4544 = llvm.insertvalue %4542, %4541[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4545 = llvm.insertvalue %4543, %4544[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4546 = llvm.mlir.constant(0 : index) : i64
    %4547 = llvm.insertvalue %4546, %4545[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4548 = llvm.mlir.constant(2 : index) : i64
    %4549 = llvm.insertvalue %4548, %4547[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4550 = llvm.mlir.constant(16 : index) : i64
    %4551 = llvm.insertvalue %4550, %4549[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4552 = llvm.mlir.constant(16 : index) : i64
    %4553 = llvm.insertvalue %4552, %4551[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4554 = llvm.mlir.constant(1 : index) : i64
    %4555 = llvm.insertvalue %4554, %4553[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4556 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4557 = llvm.extractvalue %336[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4558 = llvm.extractvalue %336[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4559 = llvm.insertvalue %4557, %4556[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4560 = llvm.insertvalue %4558, %4559[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4561 = llvm.mlir.constant(0 : index) : i64
    %4562 = llvm.insertvalue %4561, %4560[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4563 = llvm.mlir.constant(2 : index) : i64
    %4564 = llvm.insertvalue %4563, %4562[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4565 = llvm.mlir.constant(512 : index) : i64
    %4566 = llvm.insertvalue %4565, %4564[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4567 = llvm.mlir.constant(16 : index) : i64
    %4568 = llvm.insertvalue %4567, %4566[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4569 = llvm.mlir.constant(32 : index) : i64
    %4570 = llvm.insertvalue %4569, %4568[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4571 = llvm.mlir.constant(32 : index) : i64
    %4572 = llvm.insertvalue %4571, %4570[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4573 = llvm.mlir.constant(1 : index) : i64
    %4574 = llvm.insertvalue %4573, %4572[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4575 = llvm.mlir.constant(1 : index) : i64
    %4576 = llvm.mlir.constant(8 : index) : i64
    %4577 = llvm.mlir.constant(2 : index) : i64
    %4578 = llvm.mlir.constant(16 : index) : i64
    %4579 = llvm.mlir.constant(1 : index) : i64
    %4580 = llvm.mlir.constant(32 : index) : i64
    %4581 = llvm.mlir.constant(256 : index) : i64
    %4582 = llvm.mlir.constant(256 : index) : i64
    %4583 = llvm.mlir.zero : !llvm.ptr
    %4584 = llvm.getelementptr %4583[%4582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4585 = llvm.ptrtoint %4584 : !llvm.ptr to i64
    %4586 = llvm.mlir.constant(64 : index) : i64
    %4587 = llvm.add %4585, %4586 : i64
    %4588 = llvm.call @malloc(%4587) : (i64) -> !llvm.ptr
    %4589 = llvm.ptrtoint %4588 : !llvm.ptr to i64
    %4590 = llvm.mlir.constant(1 : index) : i64
    %4591 = llvm.sub %4586, %4590 : i64
    %4592 = llvm.add %4589, %4591 : i64
    %4593 = llvm.urem %4592, %4586 : i64
    %4594 = llvm.sub %4592, %4593 : i64
    %4595 = llvm.inttoptr %4594 : i64 to !llvm.ptr
    %4596 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4597 = llvm.insertvalue %4588, %4596[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4598 = llvm.insertvalue %4595, %4597[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4599 = llvm.mlir.constant(0 : index) : i64
    %4600 = llvm.insertvalue %4599, %4598[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4601 = llvm.insertvalue %4575, %4600[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4602 = llvm.insertvalue %4576, %4601[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4603 = llvm.insertvalue %4577, %4602[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4604 = llvm.insertvalue %4578, %4603[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4605 = llvm.insertvalue %4581, %4604[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4606 = llvm.insertvalue %4580, %4605[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4607 = llvm.insertvalue %4578, %4606[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4608 = llvm.insertvalue %4579, %4607[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb631(%48 : i64)
  ^bb631(%4609: i64):  // 2 preds: ^bb630, ^bb641
    %4610 = llvm.icmp "slt" %4609, %43 : i64
    llvm.cond_br %4610, ^bb632, ^bb642
  ^bb632:  // pred: ^bb631
    llvm.br ^bb633(%48 : i64)
  ^bb633(%4611: i64):  // 2 preds: ^bb632, ^bb640
    %4612 = llvm.icmp "slt" %4611, %42 : i64
    llvm.cond_br %4612, ^bb634, ^bb641
  ^bb634:  // pred: ^bb633
    llvm.br ^bb635(%48 : i64)
  ^bb635(%4613: i64):  // 2 preds: ^bb634, ^bb639
    %4614 = llvm.icmp "slt" %4613, %40 : i64
    llvm.cond_br %4614, ^bb636, ^bb640
  ^bb636:  // pred: ^bb635
    llvm.br ^bb637(%48 : i64)
  ^bb637(%4615: i64):  // 2 preds: ^bb636, ^bb638
    %4616 = llvm.icmp "slt" %4615, %39 : i64
    llvm.cond_br %4616, ^bb638, ^bb639
  ^bb638:  // pred: ^bb637
    %4617 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4618 = llvm.mlir.constant(256 : index) : i64
    %4619 = llvm.mul %4609, %4618 overflow<nsw, nuw> : i64
    %4620 = llvm.mlir.constant(32 : index) : i64
    %4621 = llvm.mul %4611, %4620 overflow<nsw, nuw> : i64
    %4622 = llvm.add %4619, %4621 overflow<nsw, nuw> : i64
    %4623 = llvm.mlir.constant(16 : index) : i64
    %4624 = llvm.mul %4613, %4623 overflow<nsw, nuw> : i64
    %4625 = llvm.add %4622, %4624 overflow<nsw, nuw> : i64
    %4626 = llvm.add %4625, %4615 overflow<nsw, nuw> : i64
    %4627 = llvm.getelementptr inbounds|nuw %4617[%4626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4628 = llvm.load %4627 : !llvm.ptr -> f32
    %4629 = llvm.extractvalue %4608[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4630 = llvm.mlir.constant(256 : index) : i64
    %4631 = llvm.mul %4609, %4630 overflow<nsw, nuw> : i64
    %4632 = llvm.mlir.constant(32 : index) : i64
    %4633 = llvm.mul %4611, %4632 overflow<nsw, nuw> : i64
    %4634 = llvm.add %4631, %4633 overflow<nsw, nuw> : i64
    %4635 = llvm.mlir.constant(16 : index) : i64
    %4636 = llvm.mul %4613, %4635 overflow<nsw, nuw> : i64
    %4637 = llvm.add %4634, %4636 overflow<nsw, nuw> : i64
    %4638 = llvm.add %4637, %4615 overflow<nsw, nuw> : i64
    %4639 = llvm.getelementptr inbounds|nuw %4629[%4638] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4628, %4639 : f32, !llvm.ptr
    %4640 = llvm.add %4615, %43 : i64
    llvm.br ^bb637(%4640 : i64)
  ^bb639:  // pred: ^bb637
    %4641 = llvm.add %4613, %43 : i64
    llvm.br ^bb635(%4641 : i64)
  ^bb640:  // pred: ^bb635
    %4642 = llvm.add %4611, %43 : i64
    llvm.br ^bb633(%4642 : i64)
  ^bb641:  // pred: ^bb633
    %4643 = llvm.add %4609, %43 : i64
    llvm.br ^bb631(%4643 : i64)
  ^bb642:  // pred: ^bb631
    llvm.br ^bb643(%48 : i64)
  ^bb643(%4644: i64):  // 2 preds: ^bb642, ^bb656
    %4645 = llvm.icmp "slt" %4644, %43 : i64
    llvm.cond_br %4645, ^bb644, ^bb657
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%48 : i64)
  ^bb645(%4646: i64):  // 2 preds: ^bb644, ^bb655
    %4647 = llvm.icmp "slt" %4646, %42 : i64
    llvm.cond_br %4647, ^bb646, ^bb656
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%48 : i64)
  ^bb647(%4648: i64):  // 2 preds: ^bb646, ^bb654
    %4649 = llvm.icmp "slt" %4648, %40 : i64
    llvm.cond_br %4649, ^bb648, ^bb655
  ^bb648:  // pred: ^bb647
    llvm.br ^bb649(%48 : i64)
  ^bb649(%4650: i64):  // 2 preds: ^bb648, ^bb653
    %4651 = llvm.icmp "slt" %4650, %39 : i64
    llvm.cond_br %4651, ^bb650, ^bb654
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%48 : i64)
  ^bb651(%4652: i64):  // 2 preds: ^bb650, ^bb652
    %4653 = llvm.icmp "slt" %4652, %41 : i64
    llvm.cond_br %4653, ^bb652, ^bb653
  ^bb652:  // pred: ^bb651
    %4654 = llvm.extractvalue %4337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4655 = llvm.mlir.constant(256 : index) : i64
    %4656 = llvm.mul %4644, %4655 overflow<nsw, nuw> : i64
    %4657 = llvm.mlir.constant(32 : index) : i64
    %4658 = llvm.mul %4646, %4657 overflow<nsw, nuw> : i64
    %4659 = llvm.add %4656, %4658 overflow<nsw, nuw> : i64
    %4660 = llvm.add %4659, %4652 overflow<nsw, nuw> : i64
    %4661 = llvm.getelementptr inbounds|nuw %4654[%4660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4662 = llvm.load %4661 : !llvm.ptr -> f32
    %4663 = llvm.extractvalue %4574[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4664 = llvm.mlir.constant(512 : index) : i64
    %4665 = llvm.mul %4648, %4664 overflow<nsw, nuw> : i64
    %4666 = llvm.mlir.constant(32 : index) : i64
    %4667 = llvm.mul %4650, %4666 overflow<nsw, nuw> : i64
    %4668 = llvm.add %4665, %4667 overflow<nsw, nuw> : i64
    %4669 = llvm.add %4668, %4652 overflow<nsw, nuw> : i64
    %4670 = llvm.getelementptr inbounds|nuw %4663[%4669] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4671 = llvm.load %4670 : !llvm.ptr -> f32
    %4672 = llvm.extractvalue %4608[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4673 = llvm.mlir.constant(256 : index) : i64
    %4674 = llvm.mul %4644, %4673 overflow<nsw, nuw> : i64
    %4675 = llvm.mlir.constant(32 : index) : i64
    %4676 = llvm.mul %4646, %4675 overflow<nsw, nuw> : i64
    %4677 = llvm.add %4674, %4676 overflow<nsw, nuw> : i64
    %4678 = llvm.mlir.constant(16 : index) : i64
    %4679 = llvm.mul %4648, %4678 overflow<nsw, nuw> : i64
    %4680 = llvm.add %4677, %4679 overflow<nsw, nuw> : i64
    %4681 = llvm.add %4680, %4650 overflow<nsw, nuw> : i64
    %4682 = llvm.getelementptr inbounds|nuw %4672[%4681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4683 = llvm.load %4682 : !llvm.ptr -> f32
    %4684 = llvm.fmul %4662, %4671 : f32
    %4685 = llvm.fadd %4683, %4684 : f32
    %4686 = llvm.extractvalue %4608[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4687 = llvm.mlir.constant(256 : index) : i64
    %4688 = llvm.mul %4644, %4687 overflow<nsw, nuw> : i64
    %4689 = llvm.mlir.constant(32 : index) : i64
    %4690 = llvm.mul %4646, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.add %4688, %4690 overflow<nsw, nuw> : i64
    %4692 = llvm.mlir.constant(16 : index) : i64
    %4693 = llvm.mul %4648, %4692 overflow<nsw, nuw> : i64
    %4694 = llvm.add %4691, %4693 overflow<nsw, nuw> : i64
    %4695 = llvm.add %4694, %4650 overflow<nsw, nuw> : i64
    %4696 = llvm.getelementptr inbounds|nuw %4686[%4695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4685, %4696 : f32, !llvm.ptr
    %4697 = llvm.add %4652, %43 : i64
    llvm.br ^bb651(%4697 : i64)
  ^bb653:  // pred: ^bb651
    %4698 = llvm.add %4650, %43 : i64
    llvm.br ^bb649(%4698 : i64)
  ^bb654:  // pred: ^bb649
    %4699 = llvm.add %4648, %43 : i64
    llvm.br ^bb647(%4699 : i64)
  ^bb655:  // pred: ^bb647
    %4700 = llvm.add %4646, %43 : i64
    llvm.br ^bb645(%4700 : i64)
  ^bb656:  // pred: ^bb645
    %4701 = llvm.add %4644, %43 : i64
    llvm.br ^bb643(%4701 : i64)
  ^bb657:  // pred: ^bb643
    %4702 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4703 = llvm.extractvalue %316[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4704 = llvm.extractvalue %316[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4705 = llvm.insertvalue %4703, %4702[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4706 = llvm.insertvalue %4704, %4705[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4707 = llvm.mlir.constant(0 : index) : i64
    %4708 = llvm.insertvalue %4707, %4706[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4709 = llvm.mlir.constant(2 : index) : i64
    %4710 = llvm.insertvalue %4709, %4708[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4711 = llvm.mlir.constant(16 : index) : i64
    %4712 = llvm.insertvalue %4711, %4710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4713 = llvm.mlir.constant(16 : index) : i64
    %4714 = llvm.insertvalue %4713, %4712[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4715 = llvm.mlir.constant(1 : index) : i64
    %4716 = llvm.insertvalue %4715, %4714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4717 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4718 = llvm.extractvalue %300[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4719 = llvm.extractvalue %300[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4720 = llvm.insertvalue %4718, %4717[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4721 = llvm.insertvalue %4719, %4720[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4722 = llvm.mlir.constant(0 : index) : i64
    %4723 = llvm.insertvalue %4722, %4721[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4724 = llvm.mlir.constant(2 : index) : i64
    %4725 = llvm.insertvalue %4724, %4723[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4726 = llvm.mlir.constant(512 : index) : i64
    %4727 = llvm.insertvalue %4726, %4725[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4728 = llvm.mlir.constant(16 : index) : i64
    %4729 = llvm.insertvalue %4728, %4727[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4730 = llvm.mlir.constant(32 : index) : i64
    %4731 = llvm.insertvalue %4730, %4729[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4732 = llvm.mlir.constant(32 : index) : i64
    %4733 = llvm.insertvalue %4732, %4731[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4734 = llvm.mlir.constant(1 : index) : i64
    %4735 = llvm.insertvalue %4734, %4733[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4736 = llvm.mlir.constant(1 : index) : i64
    %4737 = llvm.mlir.constant(8 : index) : i64
    %4738 = llvm.mlir.constant(2 : index) : i64
    %4739 = llvm.mlir.constant(16 : index) : i64
    %4740 = llvm.mlir.constant(1 : index) : i64
    %4741 = llvm.mlir.constant(32 : index) : i64
    %4742 = llvm.mlir.constant(256 : index) : i64
    %4743 = llvm.mlir.constant(256 : index) : i64
    %4744 = llvm.mlir.zero : !llvm.ptr
    %4745 = llvm.getelementptr %4744[%4743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4746 = llvm.ptrtoint %4745 : !llvm.ptr to i64
    %4747 = llvm.mlir.constant(64 : index) : i64
    %4748 = llvm.add %4746, %4747 : i64
    %4749 = llvm.call @malloc(%4748) : (i64) -> !llvm.ptr
    %4750 = llvm.ptrtoint %4749 : !llvm.ptr to i64
    %4751 = llvm.mlir.constant(1 : index) : i64
    %4752 = llvm.sub %4747, %4751 : i64
    %4753 = llvm.add %4750, %4752 : i64
    %4754 = llvm.urem %4753, %4747 : i64
    %4755 = llvm.sub %4753, %4754 : i64
    %4756 = llvm.inttoptr %4755 : i64 to !llvm.ptr
    %4757 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4758 = llvm.insertvalue %4749, %4757[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4759 = llvm.insertvalue %4756, %4758[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4760 = llvm.mlir.constant(0 : index) : i64
    %4761 = llvm.insertvalue %4760, %4759[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4762 = llvm.insertvalue %4736, %4761[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4763 = llvm.insertvalue %4737, %4762[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4764 = llvm.insertvalue %4738, %4763[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4765 = llvm.insertvalue %4739, %4764[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4766 = llvm.insertvalue %4742, %4765[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4767 = llvm.insertvalue %4741, %4766[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4768 = llvm.insertvalue %4739, %4767[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4769 = llvm.insertvalue %4740, %4768[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb658(%48 : i64)
  ^bb658(%4770: i64):  // 2 preds: ^bb657, ^bb668
    %4771 = llvm.icmp "slt" %4770, %43 : i64
    llvm.cond_br %4771, ^bb659, ^bb669
  ^bb659:  // pred: ^bb658
    llvm.br ^bb660(%48 : i64)
  ^bb660(%4772: i64):  // 2 preds: ^bb659, ^bb667
    %4773 = llvm.icmp "slt" %4772, %42 : i64
    llvm.cond_br %4773, ^bb661, ^bb668
  ^bb661:  // pred: ^bb660
    llvm.br ^bb662(%48 : i64)
  ^bb662(%4774: i64):  // 2 preds: ^bb661, ^bb666
    %4775 = llvm.icmp "slt" %4774, %40 : i64
    llvm.cond_br %4775, ^bb663, ^bb667
  ^bb663:  // pred: ^bb662
    llvm.br ^bb664(%48 : i64)
  ^bb664(%4776: i64):  // 2 preds: ^bb663, ^bb665
    %4777 = llvm.icmp "slt" %4776, %39 : i64
    llvm.cond_br %4777, ^bb665, ^bb666
  ^bb665:  // pred: ^bb664
    %4778 = llvm.extractvalue %1546[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4779 = llvm.mlir.constant(256 : index) : i64
    %4780 = llvm.mul %4770, %4779 overflow<nsw, nuw> : i64
    %4781 = llvm.mlir.constant(32 : index) : i64
    %4782 = llvm.mul %4772, %4781 overflow<nsw, nuw> : i64
    %4783 = llvm.add %4780, %4782 overflow<nsw, nuw> : i64
    %4784 = llvm.mlir.constant(16 : index) : i64
    %4785 = llvm.mul %4774, %4784 overflow<nsw, nuw> : i64
    %4786 = llvm.add %4783, %4785 overflow<nsw, nuw> : i64
    %4787 = llvm.add %4786, %4776 overflow<nsw, nuw> : i64
    %4788 = llvm.getelementptr inbounds|nuw %4778[%4787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4789 = llvm.load %4788 : !llvm.ptr -> f32
    %4790 = llvm.extractvalue %4769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4791 = llvm.mlir.constant(256 : index) : i64
    %4792 = llvm.mul %4770, %4791 overflow<nsw, nuw> : i64
    %4793 = llvm.mlir.constant(32 : index) : i64
    %4794 = llvm.mul %4772, %4793 overflow<nsw, nuw> : i64
    %4795 = llvm.add %4792, %4794 overflow<nsw, nuw> : i64
    %4796 = llvm.mlir.constant(16 : index) : i64
    %4797 = llvm.mul %4774, %4796 overflow<nsw, nuw> : i64
    %4798 = llvm.add %4795, %4797 overflow<nsw, nuw> : i64
    %4799 = llvm.add %4798, %4776 overflow<nsw, nuw> : i64
    %4800 = llvm.getelementptr inbounds|nuw %4790[%4799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4789, %4800 : f32, !llvm.ptr
    %4801 = llvm.add %4776, %43 : i64
    llvm.br ^bb664(%4801 : i64)
  ^bb666:  // pred: ^bb664
    %4802 = llvm.add %4774, %43 : i64
    llvm.br ^bb662(%4802 : i64)
  ^bb667:  // pred: ^bb662
    %4803 = llvm.add %4772, %43 : i64
    llvm.br ^bb660(%4803 : i64)
  ^bb668:  // pred: ^bb660
    %4804 = llvm.add %4770, %43 : i64
    llvm.br ^bb658(%4804 : i64)
  ^bb669:  // pred: ^bb658
    llvm.br ^bb670(%48 : i64)
  ^bb670(%4805: i64):  // 2 preds: ^bb669, ^bb683
    %4806 = llvm.icmp "slt" %4805, %43 : i64
    llvm.cond_br %4806, ^bb671, ^bb684
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%48 : i64)
  ^bb672(%4807: i64):  // 2 preds: ^bb671, ^bb682
    %4808 = llvm.icmp "slt" %4807, %42 : i64
    llvm.cond_br %4808, ^bb673, ^bb683
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%48 : i64)
  ^bb674(%4809: i64):  // 2 preds: ^bb673, ^bb681
    %4810 = llvm.icmp "slt" %4809, %40 : i64
    llvm.cond_br %4810, ^bb675, ^bb682
  ^bb675:  // pred: ^bb674
    llvm.br ^bb676(%48 : i64)
  ^bb676(%4811: i64):  // 2 preds: ^bb675, ^bb680
    %4812 = llvm.icmp "slt" %4811, %39 : i64
    llvm.cond_br %4812, ^bb677, ^bb681
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%48 : i64)
  ^bb678(%4813: i64):  // 2 preds: ^bb677, ^bb679
    %4814 = llvm.icmp "slt" %4813, %41 : i64
    llvm.cond_br %4814, ^bb679, ^bb680
  ^bb679:  // pred: ^bb678
    %4815 = llvm.extractvalue %4337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4816 = llvm.mlir.constant(256 : index) : i64
    %4817 = llvm.mul %4805, %4816 overflow<nsw, nuw> : i64
    %4818 = llvm.mlir.constant(32 : index) : i64
    %4819 = llvm.mul %4807, %4818 overflow<nsw, nuw> : i64
    %4820 = llvm.add %4817, %4819 overflow<nsw, nuw> : i64
    %4821 = llvm.add %4820, %4813 overflow<nsw, nuw> : i64
    %4822 = llvm.getelementptr inbounds|nuw %4815[%4821] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4823 = llvm.load %4822 : !llvm.ptr -> f32
    %4824 = llvm.extractvalue %4735[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4825 = llvm.mlir.constant(512 : index) : i64
    %4826 = llvm.mul %4809, %4825 overflow<nsw, nuw> : i64
    %4827 = llvm.mlir.constant(32 : index) : i64
    %4828 = llvm.mul %4811, %4827 overflow<nsw, nuw> : i64
    %4829 = llvm.add %4826, %4828 overflow<nsw, nuw> : i64
    %4830 = llvm.add %4829, %4813 overflow<nsw, nuw> : i64
    %4831 = llvm.getelementptr inbounds|nuw %4824[%4830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4832 = llvm.load %4831 : !llvm.ptr -> f32
    %4833 = llvm.extractvalue %4769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4834 = llvm.mlir.constant(256 : index) : i64
    %4835 = llvm.mul %4805, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.mlir.constant(32 : index) : i64
    %4837 = llvm.mul %4807, %4836 overflow<nsw, nuw> : i64
    %4838 = llvm.add %4835, %4837 overflow<nsw, nuw> : i64
    %4839 = llvm.mlir.constant(16 : index) : i64
    %4840 = llvm.mul %4809, %4839 overflow<nsw, nuw> : i64
    %4841 = llvm.add %4838, %4840 overflow<nsw, nuw> : i64
    %4842 = llvm.add %4841, %4811 overflow<nsw, nuw> : i64
    %4843 = llvm.getelementptr inbounds|nuw %4833[%4842] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4844 = llvm.load %4843 : !llvm.ptr -> f32
    %4845 = llvm.fmul %4823, %4832 : f32
    %4846 = llvm.fadd %4844, %4845 : f32
    %4847 = llvm.extractvalue %4769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4848 = llvm.mlir.constant(256 : index) : i64
    %4849 = llvm.mul %4805, %4848 overflow<nsw, nuw> : i64
    %4850 = llvm.mlir.constant(32 : index) : i64
    %4851 = llvm.mul %4807, %4850 overflow<nsw, nuw> : i64
    %4852 = llvm.add %4849, %4851 overflow<nsw, nuw> : i64
    %4853 = llvm.mlir.constant(16 : index) : i64
    %4854 = llvm.mul %4809, %4853 overflow<nsw, nuw> : i64
    %4855 = llvm.add %4852, %4854 overflow<nsw, nuw> : i64
    %4856 = llvm.add %4855, %4811 overflow<nsw, nuw> : i64
    %4857 = llvm.getelementptr inbounds|nuw %4847[%4856] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4846, %4857 : f32, !llvm.ptr
    %4858 = llvm.add %4813, %43 : i64
    llvm.br ^bb678(%4858 : i64)
  ^bb680:  // pred: ^bb678
    %4859 = llvm.add %4811, %43 : i64
    llvm.br ^bb676(%4859 : i64)
  ^bb681:  // pred: ^bb676
    %4860 = llvm.add %4809, %43 : i64
    llvm.br ^bb674(%4860 : i64)
  ^bb682:  // pred: ^bb674
    %4861 = llvm.add %4807, %43 : i64
    llvm.br ^bb672(%4861 : i64)
  ^bb683:  // pred: ^bb672
    %4862 = llvm.add %4805, %43 : i64
    llvm.br ^bb670(%4862 : i64)
  ^bb684:  // pred: ^bb670
    %4863 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4864 = llvm.extractvalue %280[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4865 = llvm.extractvalue %280[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4866 = llvm.insertvalue %4864, %4863[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4867 = llvm.insertvalue %4865, %4866[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4868 = llvm.mlir.constant(0 : index) : i64
    %4869 = llvm.insertvalue %4868, %4867[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4870 = llvm.mlir.constant(2 : index) : i64
    %4871 = llvm.insertvalue %4870, %4869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4872 = llvm.mlir.constant(16 : index) : i64
    %4873 = llvm.insertvalue %4872, %4871[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4874 = llvm.mlir.constant(16 : index) : i64
    %4875 = llvm.insertvalue %4874, %4873[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4876 = llvm.mlir.constant(1 : index) : i64
    %4877 = llvm.insertvalue %4876, %4875[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4878 = llvm.mlir.constant(1 : index) : i64
    %4879 = llvm.mlir.constant(2 : index) : i64
    %4880 = llvm.mlir.constant(8 : index) : i64
    %4881 = llvm.mlir.constant(8 : index) : i64
    %4882 = llvm.mlir.constant(1 : index) : i64
    %4883 = llvm.mlir.constant(64 : index) : i64
    %4884 = llvm.mlir.constant(128 : index) : i64
    %4885 = llvm.mlir.constant(128 : index) : i64
    %4886 = llvm.mlir.zero : !llvm.ptr
    %4887 = llvm.getelementptr %4886[%4885] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4888 = llvm.ptrtoint %4887 : !llvm.ptr to i64
    %4889 = llvm.mlir.constant(64 : index) : i64
    %4890 = llvm.add %4888, %4889 : i64
    %4891 = llvm.call @malloc(%4890) : (i64) -> !llvm.ptr
    %4892 = llvm.ptrtoint %4891 : !llvm.ptr to i64
    %4893 = llvm.mlir.constant(1 : index) : i64
    %4894 = llvm.sub %4889, %4893 : i64
    %4895 = llvm.add %4892, %4894 : i64
    %4896 = llvm.urem %4895, %4889 : i64
    %4897 = llvm.sub %4895, %4896 : i64
    %4898 = llvm.inttoptr %4897 : i64 to !llvm.ptr
    %4899 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4900 = llvm.insertvalue %4891, %4899[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4901 = llvm.insertvalue %4898, %4900[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4902 = llvm.mlir.constant(0 : index) : i64
    %4903 = llvm.insertvalue %4902, %4901[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4904 = llvm.insertvalue %4878, %4903[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4905 = llvm.insertvalue %4879, %4904[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4906 = llvm.insertvalue %4880, %4905[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4907 = llvm.insertvalue %4881, %4906[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4908 = llvm.insertvalue %4884, %4907[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4909 = llvm.insertvalue %4883, %4908[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4910 = llvm.insertvalue %4881, %4909[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4911 = llvm.insertvalue %4882, %4910[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb685(%48 : i64)
  ^bb685(%4912: i64):  // 2 preds: ^bb684, ^bb695
    %4913 = llvm.icmp "slt" %4912, %43 : i64
    llvm.cond_br %4913, ^bb686, ^bb696
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%48 : i64)
  ^bb687(%4914: i64):  // 2 preds: ^bb686, ^bb694
    %4915 = llvm.icmp "slt" %4914, %40 : i64
    llvm.cond_br %4915, ^bb688, ^bb695
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%48 : i64)
  ^bb689(%4916: i64):  // 2 preds: ^bb688, ^bb693
    %4917 = llvm.icmp "slt" %4916, %42 : i64
    llvm.cond_br %4917, ^bb690, ^bb694
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%48 : i64)
  ^bb691(%4918: i64):  // 2 preds: ^bb690, ^bb692
    %4919 = llvm.icmp "slt" %4918, %42 : i64
    llvm.cond_br %4919, ^bb692, ^bb693
  ^bb692:  // pred: ^bb691
    %4920 = llvm.extractvalue %2080[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4921 = llvm.mlir.constant(128 : index) : i64
    %4922 = llvm.mul %4912, %4921 overflow<nsw, nuw> : i64
    %4923 = llvm.mlir.constant(64 : index) : i64
    %4924 = llvm.mul %4914, %4923 overflow<nsw, nuw> : i64
    %4925 = llvm.add %4922, %4924 overflow<nsw, nuw> : i64
    %4926 = llvm.mlir.constant(8 : index) : i64
    %4927 = llvm.mul %4916, %4926 overflow<nsw, nuw> : i64
    %4928 = llvm.add %4925, %4927 overflow<nsw, nuw> : i64
    %4929 = llvm.add %4928, %4918 overflow<nsw, nuw> : i64
    %4930 = llvm.getelementptr inbounds|nuw %4920[%4929] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4931 = llvm.load %4930 : !llvm.ptr -> f32
    %4932 = llvm.extractvalue %4911[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4933 = llvm.mlir.constant(128 : index) : i64
    %4934 = llvm.mul %4912, %4933 overflow<nsw, nuw> : i64
    %4935 = llvm.mlir.constant(64 : index) : i64
    %4936 = llvm.mul %4914, %4935 overflow<nsw, nuw> : i64
    %4937 = llvm.add %4934, %4936 overflow<nsw, nuw> : i64
    %4938 = llvm.mlir.constant(8 : index) : i64
    %4939 = llvm.mul %4916, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4937, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4940, %4918 overflow<nsw, nuw> : i64
    %4942 = llvm.getelementptr inbounds|nuw %4932[%4941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4931, %4942 : f32, !llvm.ptr
    %4943 = llvm.add %4918, %43 : i64
    llvm.br ^bb691(%4943 : i64)
  ^bb693:  // pred: ^bb691
    %4944 = llvm.add %4916, %43 : i64
    llvm.br ^bb689(%4944 : i64)
  ^bb694:  // pred: ^bb689
    %4945 = llvm.add %4914, %43 : i64
    llvm.br ^bb687(%4945 : i64)
  ^bb695:  // pred: ^bb687
    %4946 = llvm.add %4912, %43 : i64
    llvm.br ^bb685(%4946 : i64)
  ^bb696:  // pred: ^bb685
    llvm.br ^bb697(%48 : i64)
  ^bb697(%4947: i64):  // 2 preds: ^bb696, ^bb710
    %4948 = llvm.icmp "slt" %4947, %43 : i64
    llvm.cond_br %4948, ^bb698, ^bb711
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%48 : i64)
  ^bb699(%4949: i64):  // 2 preds: ^bb698, ^bb709
    %4950 = llvm.icmp "slt" %4949, %40 : i64
    llvm.cond_br %4950, ^bb700, ^bb710
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%48 : i64)
  ^bb701(%4951: i64):  // 2 preds: ^bb700, ^bb708
    %4952 = llvm.icmp "slt" %4951, %42 : i64
    llvm.cond_br %4952, ^bb702, ^bb709
  ^bb702:  // pred: ^bb701
    llvm.br ^bb703(%48 : i64)
  ^bb703(%4953: i64):  // 2 preds: ^bb702, ^bb707
    %4954 = llvm.icmp "slt" %4953, %42 : i64
    llvm.cond_br %4954, ^bb704, ^bb708
  ^bb704:  // pred: ^bb703
    llvm.br ^bb705(%48 : i64)
  ^bb705(%4955: i64):  // 2 preds: ^bb704, ^bb706
    %4956 = llvm.icmp "slt" %4955, %39 : i64
    llvm.cond_br %4956, ^bb706, ^bb707
  ^bb706:  // pred: ^bb705
    %4957 = llvm.extractvalue %4447[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4958 = llvm.mlir.constant(256 : index) : i64
    %4959 = llvm.mul %4947, %4958 overflow<nsw, nuw> : i64
    %4960 = llvm.mlir.constant(32 : index) : i64
    %4961 = llvm.mul %4951, %4960 overflow<nsw, nuw> : i64
    %4962 = llvm.add %4959, %4961 overflow<nsw, nuw> : i64
    %4963 = llvm.mlir.constant(16 : index) : i64
    %4964 = llvm.mul %4949, %4963 overflow<nsw, nuw> : i64
    %4965 = llvm.add %4962, %4964 overflow<nsw, nuw> : i64
    %4966 = llvm.add %4965, %4955 overflow<nsw, nuw> : i64
    %4967 = llvm.getelementptr inbounds|nuw %4957[%4966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4968 = llvm.load %4967 : !llvm.ptr -> f32
    %4969 = llvm.extractvalue %4555[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4970 = llvm.mlir.constant(16 : index) : i64
    %4971 = llvm.mul %4949, %4970 overflow<nsw, nuw> : i64
    %4972 = llvm.add %4971, %4955 overflow<nsw, nuw> : i64
    %4973 = llvm.getelementptr inbounds|nuw %4969[%4972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4974 = llvm.load %4973 : !llvm.ptr -> f32
    %4975 = llvm.extractvalue %4608[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4976 = llvm.mlir.constant(256 : index) : i64
    %4977 = llvm.mul %4947, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.mlir.constant(32 : index) : i64
    %4979 = llvm.mul %4953, %4978 overflow<nsw, nuw> : i64
    %4980 = llvm.add %4977, %4979 overflow<nsw, nuw> : i64
    %4981 = llvm.mlir.constant(16 : index) : i64
    %4982 = llvm.mul %4949, %4981 overflow<nsw, nuw> : i64
    %4983 = llvm.add %4980, %4982 overflow<nsw, nuw> : i64
    %4984 = llvm.add %4983, %4955 overflow<nsw, nuw> : i64
    %4985 = llvm.getelementptr inbounds|nuw %4975[%4984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4986 = llvm.load %4985 : !llvm.ptr -> f32
    %4987 = llvm.extractvalue %4716[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4988 = llvm.mlir.constant(16 : index) : i64
    %4989 = llvm.mul %4949, %4988 overflow<nsw, nuw> : i64
    %4990 = llvm.add %4989, %4955 overflow<nsw, nuw> : i64
    %4991 = llvm.getelementptr inbounds|nuw %4987[%4990] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4992 = llvm.load %4991 : !llvm.ptr -> f32
    %4993 = llvm.extractvalue %4911[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4994 = llvm.mlir.constant(128 : index) : i64
    %4995 = llvm.mul %4947, %4994 overflow<nsw, nuw> : i64
    %4996 = llvm.mlir.constant(64 : index) : i64
    %4997 = llvm.mul %4949, %4996 overflow<nsw, nuw> : i64
    %4998 = llvm.add %4995, %4997 overflow<nsw, nuw> : i64
    %4999 = llvm.mlir.constant(8 : index) : i64
    %5000 = llvm.mul %4951, %4999 overflow<nsw, nuw> : i64
    %5001 = llvm.add %4998, %5000 overflow<nsw, nuw> : i64
    %5002 = llvm.add %5001, %4953 overflow<nsw, nuw> : i64
    %5003 = llvm.getelementptr inbounds|nuw %4993[%5002] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5004 = llvm.load %5003 : !llvm.ptr -> f32
    %5005 = llvm.fadd %4986, %4992 : f32
    %5006 = llvm.fadd %4968, %4974 : f32
    %5007 = llvm.fmul %5006, %5005 : f32
    %5008 = llvm.fadd %5004, %5007 : f32
    %5009 = llvm.extractvalue %4911[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5010 = llvm.mlir.constant(128 : index) : i64
    %5011 = llvm.mul %4947, %5010 overflow<nsw, nuw> : i64
    %5012 = llvm.mlir.constant(64 : index) : i64
    %5013 = llvm.mul %4949, %5012 overflow<nsw, nuw> : i64
    %5014 = llvm.add %5011, %5013 overflow<nsw, nuw> : i64
    %5015 = llvm.mlir.constant(8 : index) : i64
    %5016 = llvm.mul %4951, %5015 overflow<nsw, nuw> : i64
    %5017 = llvm.add %5014, %5016 overflow<nsw, nuw> : i64
    %5018 = llvm.add %5017, %4953 overflow<nsw, nuw> : i64
    %5019 = llvm.getelementptr inbounds|nuw %5009[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5008, %5019 : f32, !llvm.ptr
    %5020 = llvm.add %4955, %43 : i64
    llvm.br ^bb705(%5020 : i64)
  ^bb707:  // pred: ^bb705
    %5021 = llvm.add %4953, %43 : i64
    llvm.br ^bb703(%5021 : i64)
  ^bb708:  // pred: ^bb703
    %5022 = llvm.add %4951, %43 : i64
    llvm.br ^bb701(%5022 : i64)
  ^bb709:  // pred: ^bb701
    %5023 = llvm.add %4949, %43 : i64
    llvm.br ^bb699(%5023 : i64)
  ^bb710:  // pred: ^bb699
    %5024 = llvm.add %4947, %43 : i64
    llvm.br ^bb697(%5024 : i64)
  ^bb711:  // pred: ^bb697
    %5025 = llvm.mlir.constant(1 : index) : i64
    %5026 = llvm.mlir.constant(2 : index) : i64
    %5027 = llvm.mlir.constant(8 : index) : i64
    %5028 = llvm.mlir.constant(8 : index) : i64
    %5029 = llvm.mlir.constant(1 : index) : i64
    %5030 = llvm.mlir.constant(64 : index) : i64
    %5031 = llvm.mlir.constant(128 : index) : i64
    %5032 = llvm.mlir.constant(128 : index) : i64
    %5033 = llvm.mlir.zero : !llvm.ptr
    %5034 = llvm.getelementptr %5033[%5032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5035 = llvm.ptrtoint %5034 : !llvm.ptr to i64
    %5036 = llvm.mlir.constant(64 : index) : i64
    %5037 = llvm.add %5035, %5036 : i64
    %5038 = llvm.call @malloc(%5037) : (i64) -> !llvm.ptr
    %5039 = llvm.ptrtoint %5038 : !llvm.ptr to i64
    %5040 = llvm.mlir.constant(1 : index) : i64
    %5041 = llvm.sub %5036, %5040 : i64
    %5042 = llvm.add %5039, %5041 : i64
    %5043 = llvm.urem %5042, %5036 : i64
    %5044 = llvm.sub %5042, %5043 : i64
    %5045 = llvm.inttoptr %5044 : i64 to !llvm.ptr
    %5046 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5047 = llvm.insertvalue %5038, %5046[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5048 = llvm.insertvalue %5045, %5047[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5049 = llvm.mlir.constant(0 : index) : i64
    %5050 = llvm.insertvalue %5049, %5048[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5051 = llvm.insertvalue %5025, %5050[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5052 = llvm.insertvalue %5026, %5051[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5053 = llvm.insertvalue %5027, %5052[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5054 = llvm.insertvalue %5028, %5053[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5055 = llvm.insertvalue %5031, %5054[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5056 = llvm.insertvalue %5030, %5055[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5057 = llvm.insertvalue %5028, %5056[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5058 = llvm.insertvalue %5029, %5057[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb712(%48 : i64)
  ^bb712(%5059: i64):  // 2 preds: ^bb711, ^bb722
    %5060 = llvm.icmp "slt" %5059, %43 : i64
    llvm.cond_br %5060, ^bb713, ^bb723
  ^bb713:  // pred: ^bb712
    llvm.br ^bb714(%48 : i64)
  ^bb714(%5061: i64):  // 2 preds: ^bb713, ^bb721
    %5062 = llvm.icmp "slt" %5061, %40 : i64
    llvm.cond_br %5062, ^bb715, ^bb722
  ^bb715:  // pred: ^bb714
    llvm.br ^bb716(%48 : i64)
  ^bb716(%5063: i64):  // 2 preds: ^bb715, ^bb720
    %5064 = llvm.icmp "slt" %5063, %42 : i64
    llvm.cond_br %5064, ^bb717, ^bb721
  ^bb717:  // pred: ^bb716
    llvm.br ^bb718(%48 : i64)
  ^bb718(%5065: i64):  // 2 preds: ^bb717, ^bb719
    %5066 = llvm.icmp "slt" %5065, %42 : i64
    llvm.cond_br %5066, ^bb719, ^bb720
  ^bb719:  // pred: ^bb718
    %5067 = llvm.extractvalue %4911[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5068 = llvm.mlir.constant(128 : index) : i64
    %5069 = llvm.mul %5059, %5068 overflow<nsw, nuw> : i64
    %5070 = llvm.mlir.constant(64 : index) : i64
    %5071 = llvm.mul %5061, %5070 overflow<nsw, nuw> : i64
    %5072 = llvm.add %5069, %5071 overflow<nsw, nuw> : i64
    %5073 = llvm.mlir.constant(8 : index) : i64
    %5074 = llvm.mul %5063, %5073 overflow<nsw, nuw> : i64
    %5075 = llvm.add %5072, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.add %5075, %5065 overflow<nsw, nuw> : i64
    %5077 = llvm.getelementptr inbounds|nuw %5067[%5076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5078 = llvm.load %5077 : !llvm.ptr -> f32
    %5079 = llvm.extractvalue %1467[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5080 = llvm.mlir.constant(64 : index) : i64
    %5081 = llvm.mul %5059, %5080 overflow<nsw, nuw> : i64
    %5082 = llvm.mlir.constant(64 : index) : i64
    %5083 = llvm.mul %48, %5082 overflow<nsw, nuw> : i64
    %5084 = llvm.add %5081, %5083 overflow<nsw, nuw> : i64
    %5085 = llvm.mlir.constant(8 : index) : i64
    %5086 = llvm.mul %5063, %5085 overflow<nsw, nuw> : i64
    %5087 = llvm.add %5084, %5086 overflow<nsw, nuw> : i64
    %5088 = llvm.add %5087, %5065 overflow<nsw, nuw> : i64
    %5089 = llvm.getelementptr inbounds|nuw %5079[%5088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5090 = llvm.load %5089 : !llvm.ptr -> f32
    %5091 = llvm.fmul %5078, %45 : f32
    %5092 = llvm.fadd %5091, %5090 : f32
    %5093 = llvm.extractvalue %5058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5094 = llvm.mlir.constant(128 : index) : i64
    %5095 = llvm.mul %5059, %5094 overflow<nsw, nuw> : i64
    %5096 = llvm.mlir.constant(64 : index) : i64
    %5097 = llvm.mul %5061, %5096 overflow<nsw, nuw> : i64
    %5098 = llvm.add %5095, %5097 overflow<nsw, nuw> : i64
    %5099 = llvm.mlir.constant(8 : index) : i64
    %5100 = llvm.mul %5063, %5099 overflow<nsw, nuw> : i64
    %5101 = llvm.add %5098, %5100 overflow<nsw, nuw> : i64
    %5102 = llvm.add %5101, %5065 overflow<nsw, nuw> : i64
    %5103 = llvm.getelementptr inbounds|nuw %5093[%5102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5092, %5103 : f32, !llvm.ptr
    %5104 = llvm.add %5065, %43 : i64
    llvm.br ^bb718(%5104 : i64)
  ^bb720:  // pred: ^bb718
    %5105 = llvm.add %5063, %43 : i64
    llvm.br ^bb716(%5105 : i64)
  ^bb721:  // pred: ^bb716
    %5106 = llvm.add %5061, %43 : i64
    llvm.br ^bb714(%5106 : i64)
  ^bb722:  // pred: ^bb714
    %5107 = llvm.add %5059, %43 : i64
    llvm.br ^bb712(%5107 : i64)
  ^bb723:  // pred: ^bb712
    %5108 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5109 = llvm.extractvalue %5058[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5110 = llvm.extractvalue %5058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5111 = llvm.insertvalue %5109, %5108[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5112 = llvm.insertvalue %5110, %5111[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5113 = llvm.mlir.constant(0 : index) : i64
    %5114 = llvm.insertvalue %5113, %5112[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5115 = llvm.mlir.constant(1 : index) : i64
    %5116 = llvm.insertvalue %5115, %5114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5117 = llvm.mlir.constant(128 : index) : i64
    %5118 = llvm.insertvalue %5117, %5116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5119 = llvm.mlir.constant(2 : index) : i64
    %5120 = llvm.insertvalue %5119, %5118[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5121 = llvm.mlir.constant(64 : index) : i64
    %5122 = llvm.insertvalue %5121, %5120[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5123 = llvm.mlir.constant(8 : index) : i64
    %5124 = llvm.insertvalue %5123, %5122[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5125 = llvm.mlir.constant(8 : index) : i64
    %5126 = llvm.insertvalue %5125, %5124[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5127 = llvm.mlir.constant(1 : index) : i64
    %5128 = llvm.insertvalue %5127, %5126[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5129 = llvm.mlir.constant(8 : index) : i64
    %5130 = llvm.insertvalue %5129, %5128[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5131 = llvm.mlir.constant(8 : index) : i64
    %5132 = llvm.insertvalue %5131, %5130[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5133 = llvm.mlir.constant(1 : index) : i64
    %5134 = llvm.insertvalue %5133, %5132[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5135 = llvm.mlir.constant(1 : index) : i64
    %5136 = llvm.mlir.constant(2 : index) : i64
    %5137 = llvm.mlir.constant(8 : index) : i64
    %5138 = llvm.mlir.constant(1 : index) : i64
    %5139 = llvm.mlir.constant(1 : index) : i64
    %5140 = llvm.mlir.constant(16 : index) : i64
    %5141 = llvm.mlir.constant(16 : index) : i64
    %5142 = llvm.mlir.zero : !llvm.ptr
    %5143 = llvm.getelementptr %5142[%5141] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5144 = llvm.ptrtoint %5143 : !llvm.ptr to i64
    %5145 = llvm.mlir.constant(64 : index) : i64
    %5146 = llvm.add %5144, %5145 : i64
    %5147 = llvm.call @malloc(%5146) : (i64) -> !llvm.ptr
    %5148 = llvm.ptrtoint %5147 : !llvm.ptr to i64
    %5149 = llvm.mlir.constant(1 : index) : i64
    %5150 = llvm.sub %5145, %5149 : i64
    %5151 = llvm.add %5148, %5150 : i64
    %5152 = llvm.urem %5151, %5145 : i64
    %5153 = llvm.sub %5151, %5152 : i64
    %5154 = llvm.inttoptr %5153 : i64 to !llvm.ptr
    %5155 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5156 = llvm.insertvalue %5147, %5155[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5157 = llvm.insertvalue %5154, %5156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5158 = llvm.mlir.constant(0 : index) : i64
    %5159 = llvm.insertvalue %5158, %5157[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5160 = llvm.insertvalue %5135, %5159[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5161 = llvm.insertvalue %5136, %5160[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5162 = llvm.insertvalue %5137, %5161[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5163 = llvm.insertvalue %5138, %5162[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5164 = llvm.insertvalue %5140, %5163[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5165 = llvm.insertvalue %5137, %5164[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5166 = llvm.insertvalue %5138, %5165[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5167 = llvm.insertvalue %5139, %5166[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb724(%48 : i64)
  ^bb724(%5168: i64):  // 2 preds: ^bb723, ^bb734
    %5169 = llvm.icmp "slt" %5168, %43 : i64
    llvm.cond_br %5169, ^bb725, ^bb735
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%48 : i64)
  ^bb726(%5170: i64):  // 2 preds: ^bb725, ^bb733
    %5171 = llvm.icmp "slt" %5170, %40 : i64
    llvm.cond_br %5171, ^bb727, ^bb734
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%48 : i64)
  ^bb728(%5172: i64):  // 2 preds: ^bb727, ^bb732
    %5173 = llvm.icmp "slt" %5172, %42 : i64
    llvm.cond_br %5173, ^bb729, ^bb733
  ^bb729:  // pred: ^bb728
    llvm.br ^bb730(%48 : i64)
  ^bb730(%5174: i64):  // 2 preds: ^bb729, ^bb731
    %5175 = llvm.icmp "slt" %5174, %43 : i64
    llvm.cond_br %5175, ^bb731, ^bb732
  ^bb731:  // pred: ^bb730
    %5176 = llvm.extractvalue %2407[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5177 = llvm.mlir.constant(16 : index) : i64
    %5178 = llvm.mul %5168, %5177 overflow<nsw, nuw> : i64
    %5179 = llvm.mlir.constant(8 : index) : i64
    %5180 = llvm.mul %5170, %5179 overflow<nsw, nuw> : i64
    %5181 = llvm.add %5178, %5180 overflow<nsw, nuw> : i64
    %5182 = llvm.add %5181, %5172 overflow<nsw, nuw> : i64
    %5183 = llvm.add %5182, %5174 overflow<nsw, nuw> : i64
    %5184 = llvm.getelementptr inbounds|nuw %5176[%5183] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5185 = llvm.load %5184 : !llvm.ptr -> f32
    %5186 = llvm.extractvalue %5167[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5187 = llvm.mlir.constant(16 : index) : i64
    %5188 = llvm.mul %5168, %5187 overflow<nsw, nuw> : i64
    %5189 = llvm.mlir.constant(8 : index) : i64
    %5190 = llvm.mul %5170, %5189 overflow<nsw, nuw> : i64
    %5191 = llvm.add %5188, %5190 overflow<nsw, nuw> : i64
    %5192 = llvm.add %5191, %5172 overflow<nsw, nuw> : i64
    %5193 = llvm.add %5192, %5174 overflow<nsw, nuw> : i64
    %5194 = llvm.getelementptr inbounds|nuw %5186[%5193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5185, %5194 : f32, !llvm.ptr
    %5195 = llvm.add %5174, %43 : i64
    llvm.br ^bb730(%5195 : i64)
  ^bb732:  // pred: ^bb730
    %5196 = llvm.add %5172, %43 : i64
    llvm.br ^bb728(%5196 : i64)
  ^bb733:  // pred: ^bb728
    %5197 = llvm.add %5170, %43 : i64
    llvm.br ^bb726(%5197 : i64)
  ^bb734:  // pred: ^bb726
    %5198 = llvm.add %5168, %43 : i64
    llvm.br ^bb724(%5198 : i64)
  ^bb735:  // pred: ^bb724
    llvm.br ^bb736(%48 : i64)
  ^bb736(%5199: i64):  // 2 preds: ^bb735, ^bb749
    %5200 = llvm.icmp "slt" %5199, %43 : i64
    llvm.cond_br %5200, ^bb737, ^bb750
  ^bb737:  // pred: ^bb736
    llvm.br ^bb738(%48 : i64)
  ^bb738(%5201: i64):  // 2 preds: ^bb737, ^bb748
    %5202 = llvm.icmp "slt" %5201, %40 : i64
    llvm.cond_br %5202, ^bb739, ^bb749
  ^bb739:  // pred: ^bb738
    llvm.br ^bb740(%48 : i64)
  ^bb740(%5203: i64):  // 2 preds: ^bb739, ^bb747
    %5204 = llvm.icmp "slt" %5203, %42 : i64
    llvm.cond_br %5204, ^bb741, ^bb748
  ^bb741:  // pred: ^bb740
    llvm.br ^bb742(%48 : i64)
  ^bb742(%5205: i64):  // 2 preds: ^bb741, ^bb746
    %5206 = llvm.icmp "slt" %5205, %43 : i64
    llvm.cond_br %5206, ^bb743, ^bb747
  ^bb743:  // pred: ^bb742
    llvm.br ^bb744(%48 : i64)
  ^bb744(%5207: i64):  // 2 preds: ^bb743, ^bb745
    %5208 = llvm.icmp "slt" %5207, %42 : i64
    llvm.cond_br %5208, ^bb745, ^bb746
  ^bb745:  // pred: ^bb744
    %5209 = llvm.extractvalue %5134[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %5210 = llvm.mlir.constant(128 : index) : i64
    %5211 = llvm.mul %5199, %5210 overflow<nsw, nuw> : i64
    %5212 = llvm.mlir.constant(64 : index) : i64
    %5213 = llvm.mul %5201, %5212 overflow<nsw, nuw> : i64
    %5214 = llvm.add %5211, %5213 overflow<nsw, nuw> : i64
    %5215 = llvm.mlir.constant(8 : index) : i64
    %5216 = llvm.mul %5203, %5215 overflow<nsw, nuw> : i64
    %5217 = llvm.add %5214, %5216 overflow<nsw, nuw> : i64
    %5218 = llvm.mlir.constant(8 : index) : i64
    %5219 = llvm.mul %5205, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.add %5217, %5219 overflow<nsw, nuw> : i64
    %5221 = llvm.add %5220, %5207 overflow<nsw, nuw> : i64
    %5222 = llvm.getelementptr inbounds|nuw %5209[%5221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5223 = llvm.load %5222 : !llvm.ptr -> f32
    %5224 = llvm.extractvalue %5167[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5225 = llvm.mlir.constant(16 : index) : i64
    %5226 = llvm.mul %5199, %5225 overflow<nsw, nuw> : i64
    %5227 = llvm.mlir.constant(8 : index) : i64
    %5228 = llvm.mul %5201, %5227 overflow<nsw, nuw> : i64
    %5229 = llvm.add %5226, %5228 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5229, %5203 overflow<nsw, nuw> : i64
    %5231 = llvm.add %5230, %5205 overflow<nsw, nuw> : i64
    %5232 = llvm.getelementptr inbounds|nuw %5224[%5231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5233 = llvm.load %5232 : !llvm.ptr -> f32
    %5234 = llvm.intr.maximum(%5223, %5233) : (f32, f32) -> f32
    %5235 = llvm.extractvalue %5167[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5236 = llvm.mlir.constant(16 : index) : i64
    %5237 = llvm.mul %5199, %5236 overflow<nsw, nuw> : i64
    %5238 = llvm.mlir.constant(8 : index) : i64
    %5239 = llvm.mul %5201, %5238 overflow<nsw, nuw> : i64
    %5240 = llvm.add %5237, %5239 overflow<nsw, nuw> : i64
    %5241 = llvm.add %5240, %5203 overflow<nsw, nuw> : i64
    %5242 = llvm.add %5241, %5205 overflow<nsw, nuw> : i64
    %5243 = llvm.getelementptr inbounds|nuw %5235[%5242] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5234, %5243 : f32, !llvm.ptr
    %5244 = llvm.add %5207, %43 : i64
    llvm.br ^bb744(%5244 : i64)
  ^bb746:  // pred: ^bb744
    %5245 = llvm.add %5205, %43 : i64
    llvm.br ^bb742(%5245 : i64)
  ^bb747:  // pred: ^bb742
    %5246 = llvm.add %5203, %43 : i64
    llvm.br ^bb740(%5246 : i64)
  ^bb748:  // pred: ^bb740
    %5247 = llvm.add %5201, %43 : i64
    llvm.br ^bb738(%5247 : i64)
  ^bb749:  // pred: ^bb738
    %5248 = llvm.add %5199, %43 : i64
    llvm.br ^bb736(%5248 : i64)
  ^bb750:  // pred: ^bb736
    %5249 = llvm.mlir.constant(1 : index) : i64
    %5250 = llvm.mlir.constant(2 : index) : i64
    %5251 = llvm.mlir.constant(8 : index) : i64
    %5252 = llvm.mlir.constant(8 : index) : i64
    %5253 = llvm.mlir.constant(1 : index) : i64
    %5254 = llvm.mlir.constant(64 : index) : i64
    %5255 = llvm.mlir.constant(128 : index) : i64
    %5256 = llvm.mlir.constant(128 : index) : i64
    %5257 = llvm.mlir.zero : !llvm.ptr
    %5258 = llvm.getelementptr %5257[%5256] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5259 = llvm.ptrtoint %5258 : !llvm.ptr to i64
    %5260 = llvm.mlir.constant(64 : index) : i64
    %5261 = llvm.add %5259, %5260 : i64
    %5262 = llvm.call @malloc(%5261) : (i64) -> !llvm.ptr
    %5263 = llvm.ptrtoint %5262 : !llvm.ptr to i64
    %5264 = llvm.mlir.constant(1 : index) : i64
    %5265 = llvm.sub %5260, %5264 : i64
    %5266 = llvm.add %5263, %5265 : i64
    %5267 = llvm.urem %5266, %5260 : i64
    %5268 = llvm.sub %5266, %5267 : i64
    %5269 = llvm.inttoptr %5268 : i64 to !llvm.ptr
    %5270 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5271 = llvm.insertvalue %5262, %5270[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5272 = llvm.insertvalue %5269, %5271[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5273 = llvm.mlir.constant(0 : index) : i64
    %5274 = llvm.insertvalue %5273, %5272[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5275 = llvm.insertvalue %5249, %5274[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5276 = llvm.insertvalue %5250, %5275[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5277 = llvm.insertvalue %5251, %5276[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5278 = llvm.insertvalue %5252, %5277[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5279 = llvm.insertvalue %5255, %5278[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5280 = llvm.insertvalue %5254, %5279[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5281 = llvm.insertvalue %5252, %5280[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5282 = llvm.insertvalue %5253, %5281[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb751(%48 : i64)
  ^bb751(%5283: i64):  // 2 preds: ^bb750, ^bb761
    %5284 = llvm.icmp "slt" %5283, %43 : i64
    llvm.cond_br %5284, ^bb752, ^bb762
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%48 : i64)
  ^bb753(%5285: i64):  // 2 preds: ^bb752, ^bb760
    %5286 = llvm.icmp "slt" %5285, %40 : i64
    llvm.cond_br %5286, ^bb754, ^bb761
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%48 : i64)
  ^bb755(%5287: i64):  // 2 preds: ^bb754, ^bb759
    %5288 = llvm.icmp "slt" %5287, %42 : i64
    llvm.cond_br %5288, ^bb756, ^bb760
  ^bb756:  // pred: ^bb755
    llvm.br ^bb757(%48 : i64)
  ^bb757(%5289: i64):  // 2 preds: ^bb756, ^bb758
    %5290 = llvm.icmp "slt" %5289, %42 : i64
    llvm.cond_br %5290, ^bb758, ^bb759
  ^bb758:  // pred: ^bb757
    %5291 = llvm.extractvalue %5058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5292 = llvm.mlir.constant(128 : index) : i64
    %5293 = llvm.mul %5283, %5292 overflow<nsw, nuw> : i64
    %5294 = llvm.mlir.constant(64 : index) : i64
    %5295 = llvm.mul %5285, %5294 overflow<nsw, nuw> : i64
    %5296 = llvm.add %5293, %5295 overflow<nsw, nuw> : i64
    %5297 = llvm.mlir.constant(8 : index) : i64
    %5298 = llvm.mul %5287, %5297 overflow<nsw, nuw> : i64
    %5299 = llvm.add %5296, %5298 overflow<nsw, nuw> : i64
    %5300 = llvm.add %5299, %5289 overflow<nsw, nuw> : i64
    %5301 = llvm.getelementptr inbounds|nuw %5291[%5300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5302 = llvm.load %5301 : !llvm.ptr -> f32
    %5303 = llvm.extractvalue %5167[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5304 = llvm.mlir.constant(16 : index) : i64
    %5305 = llvm.mul %5283, %5304 overflow<nsw, nuw> : i64
    %5306 = llvm.mlir.constant(8 : index) : i64
    %5307 = llvm.mul %5285, %5306 overflow<nsw, nuw> : i64
    %5308 = llvm.add %5305, %5307 overflow<nsw, nuw> : i64
    %5309 = llvm.add %5308, %5287 overflow<nsw, nuw> : i64
    %5310 = llvm.add %5309, %48 overflow<nsw, nuw> : i64
    %5311 = llvm.getelementptr inbounds|nuw %5303[%5310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5312 = llvm.load %5311 : !llvm.ptr -> f32
    %5313 = llvm.fsub %5302, %5312 : f32
    %5314 = llvm.fmul %5313, %8 : f32
    %5315 = llvm.intr.exp2(%5314) : (f32) -> f32
    %5316 = llvm.extractvalue %5282[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5317 = llvm.mlir.constant(128 : index) : i64
    %5318 = llvm.mul %5283, %5317 overflow<nsw, nuw> : i64
    %5319 = llvm.mlir.constant(64 : index) : i64
    %5320 = llvm.mul %5285, %5319 overflow<nsw, nuw> : i64
    %5321 = llvm.add %5318, %5320 overflow<nsw, nuw> : i64
    %5322 = llvm.mlir.constant(8 : index) : i64
    %5323 = llvm.mul %5287, %5322 overflow<nsw, nuw> : i64
    %5324 = llvm.add %5321, %5323 overflow<nsw, nuw> : i64
    %5325 = llvm.add %5324, %5289 overflow<nsw, nuw> : i64
    %5326 = llvm.getelementptr inbounds|nuw %5316[%5325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5315, %5326 : f32, !llvm.ptr
    %5327 = llvm.add %5289, %43 : i64
    llvm.br ^bb757(%5327 : i64)
  ^bb759:  // pred: ^bb757
    %5328 = llvm.add %5287, %43 : i64
    llvm.br ^bb755(%5328 : i64)
  ^bb760:  // pred: ^bb755
    %5329 = llvm.add %5285, %43 : i64
    llvm.br ^bb753(%5329 : i64)
  ^bb761:  // pred: ^bb753
    %5330 = llvm.add %5283, %43 : i64
    llvm.br ^bb751(%5330 : i64)
  ^bb762:  // pred: ^bb751
    %5331 = llvm.mlir.constant(1 : index) : i64
    %5332 = llvm.mlir.constant(2 : index) : i64
    %5333 = llvm.mlir.constant(8 : index) : i64
    %5334 = llvm.mlir.constant(1 : index) : i64
    %5335 = llvm.mlir.constant(1 : index) : i64
    %5336 = llvm.mlir.constant(16 : index) : i64
    %5337 = llvm.mlir.constant(16 : index) : i64
    %5338 = llvm.mlir.zero : !llvm.ptr
    %5339 = llvm.getelementptr %5338[%5337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5340 = llvm.ptrtoint %5339 : !llvm.ptr to i64
    %5341 = llvm.mlir.constant(64 : index) : i64
    %5342 = llvm.add %5340, %5341 : i64
    %5343 = llvm.call @malloc(%5342) : (i64) -> !llvm.ptr
    %5344 = llvm.ptrtoint %5343 : !llvm.ptr to i64
    %5345 = llvm.mlir.constant(1 : index) : i64
    %5346 = llvm.sub %5341, %5345 : i64
    %5347 = llvm.add %5344, %5346 : i64
    %5348 = llvm.urem %5347, %5341 : i64
    %5349 = llvm.sub %5347, %5348 : i64
    %5350 = llvm.inttoptr %5349 : i64 to !llvm.ptr
    %5351 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5352 = llvm.insertvalue %5343, %5351[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5353 = llvm.insertvalue %5350, %5352[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5354 = llvm.mlir.constant(0 : index) : i64
    %5355 = llvm.insertvalue %5354, %5353[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5356 = llvm.insertvalue %5331, %5355[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5357 = llvm.insertvalue %5332, %5356[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5358 = llvm.insertvalue %5333, %5357[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5359 = llvm.insertvalue %5334, %5358[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5360 = llvm.insertvalue %5336, %5359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5361 = llvm.insertvalue %5333, %5360[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5362 = llvm.insertvalue %5334, %5361[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5363 = llvm.insertvalue %5335, %5362[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb763(%48 : i64)
  ^bb763(%5364: i64):  // 2 preds: ^bb762, ^bb773
    %5365 = llvm.icmp "slt" %5364, %43 : i64
    llvm.cond_br %5365, ^bb764, ^bb774
  ^bb764:  // pred: ^bb763
    llvm.br ^bb765(%48 : i64)
  ^bb765(%5366: i64):  // 2 preds: ^bb764, ^bb772
    %5367 = llvm.icmp "slt" %5366, %40 : i64
    llvm.cond_br %5367, ^bb766, ^bb773
  ^bb766:  // pred: ^bb765
    llvm.br ^bb767(%48 : i64)
  ^bb767(%5368: i64):  // 2 preds: ^bb766, ^bb771
    %5369 = llvm.icmp "slt" %5368, %42 : i64
    llvm.cond_br %5369, ^bb768, ^bb772
  ^bb768:  // pred: ^bb767
    llvm.br ^bb769(%48 : i64)
  ^bb769(%5370: i64):  // 2 preds: ^bb768, ^bb770
    %5371 = llvm.icmp "slt" %5370, %43 : i64
    llvm.cond_br %5371, ^bb770, ^bb771
  ^bb770:  // pred: ^bb769
    %5372 = llvm.extractvalue %2636[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5373 = llvm.mlir.constant(16 : index) : i64
    %5374 = llvm.mul %5364, %5373 overflow<nsw, nuw> : i64
    %5375 = llvm.mlir.constant(8 : index) : i64
    %5376 = llvm.mul %5366, %5375 overflow<nsw, nuw> : i64
    %5377 = llvm.add %5374, %5376 overflow<nsw, nuw> : i64
    %5378 = llvm.add %5377, %5368 overflow<nsw, nuw> : i64
    %5379 = llvm.add %5378, %5370 overflow<nsw, nuw> : i64
    %5380 = llvm.getelementptr inbounds|nuw %5372[%5379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5381 = llvm.load %5380 : !llvm.ptr -> f32
    %5382 = llvm.extractvalue %5363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5383 = llvm.mlir.constant(16 : index) : i64
    %5384 = llvm.mul %5364, %5383 overflow<nsw, nuw> : i64
    %5385 = llvm.mlir.constant(8 : index) : i64
    %5386 = llvm.mul %5366, %5385 overflow<nsw, nuw> : i64
    %5387 = llvm.add %5384, %5386 overflow<nsw, nuw> : i64
    %5388 = llvm.add %5387, %5368 overflow<nsw, nuw> : i64
    %5389 = llvm.add %5388, %5370 overflow<nsw, nuw> : i64
    %5390 = llvm.getelementptr inbounds|nuw %5382[%5389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5381, %5390 : f32, !llvm.ptr
    %5391 = llvm.add %5370, %43 : i64
    llvm.br ^bb769(%5391 : i64)
  ^bb771:  // pred: ^bb769
    %5392 = llvm.add %5368, %43 : i64
    llvm.br ^bb767(%5392 : i64)
  ^bb772:  // pred: ^bb767
    %5393 = llvm.add %5366, %43 : i64
    llvm.br ^bb765(%5393 : i64)
  ^bb773:  // pred: ^bb765
    %5394 = llvm.add %5364, %43 : i64
    llvm.br ^bb763(%5394 : i64)
  ^bb774:  // pred: ^bb763
    llvm.br ^bb775(%48 : i64)
  ^bb775(%5395: i64):  // 2 preds: ^bb774, ^bb785
    %5396 = llvm.icmp "slt" %5395, %43 : i64
    llvm.cond_br %5396, ^bb776, ^bb786
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%48 : i64)
  ^bb777(%5397: i64):  // 2 preds: ^bb776, ^bb784
    %5398 = llvm.icmp "slt" %5397, %40 : i64
    llvm.cond_br %5398, ^bb778, ^bb785
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%48 : i64)
  ^bb779(%5399: i64):  // 2 preds: ^bb778, ^bb783
    %5400 = llvm.icmp "slt" %5399, %42 : i64
    llvm.cond_br %5400, ^bb780, ^bb784
  ^bb780:  // pred: ^bb779
    llvm.br ^bb781(%48 : i64)
  ^bb781(%5401: i64):  // 2 preds: ^bb780, ^bb782
    %5402 = llvm.icmp "slt" %5401, %42 : i64
    llvm.cond_br %5402, ^bb782, ^bb783
  ^bb782:  // pred: ^bb781
    %5403 = llvm.extractvalue %5282[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5404 = llvm.mlir.constant(128 : index) : i64
    %5405 = llvm.mul %5395, %5404 overflow<nsw, nuw> : i64
    %5406 = llvm.mlir.constant(64 : index) : i64
    %5407 = llvm.mul %5397, %5406 overflow<nsw, nuw> : i64
    %5408 = llvm.add %5405, %5407 overflow<nsw, nuw> : i64
    %5409 = llvm.mlir.constant(8 : index) : i64
    %5410 = llvm.mul %5399, %5409 overflow<nsw, nuw> : i64
    %5411 = llvm.add %5408, %5410 overflow<nsw, nuw> : i64
    %5412 = llvm.add %5411, %5401 overflow<nsw, nuw> : i64
    %5413 = llvm.getelementptr inbounds|nuw %5403[%5412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5414 = llvm.load %5413 : !llvm.ptr -> f32
    %5415 = llvm.extractvalue %5363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5416 = llvm.mlir.constant(16 : index) : i64
    %5417 = llvm.mul %5395, %5416 overflow<nsw, nuw> : i64
    %5418 = llvm.mlir.constant(8 : index) : i64
    %5419 = llvm.mul %5397, %5418 overflow<nsw, nuw> : i64
    %5420 = llvm.add %5417, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5420, %5399 overflow<nsw, nuw> : i64
    %5422 = llvm.add %5421, %48 overflow<nsw, nuw> : i64
    %5423 = llvm.getelementptr inbounds|nuw %5415[%5422] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5424 = llvm.load %5423 : !llvm.ptr -> f32
    %5425 = llvm.fadd %5414, %5424 : f32
    %5426 = llvm.extractvalue %5363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5427 = llvm.mlir.constant(16 : index) : i64
    %5428 = llvm.mul %5395, %5427 overflow<nsw, nuw> : i64
    %5429 = llvm.mlir.constant(8 : index) : i64
    %5430 = llvm.mul %5397, %5429 overflow<nsw, nuw> : i64
    %5431 = llvm.add %5428, %5430 overflow<nsw, nuw> : i64
    %5432 = llvm.add %5431, %5399 overflow<nsw, nuw> : i64
    %5433 = llvm.add %5432, %48 overflow<nsw, nuw> : i64
    %5434 = llvm.getelementptr inbounds|nuw %5426[%5433] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5425, %5434 : f32, !llvm.ptr
    %5435 = llvm.add %5401, %43 : i64
    llvm.br ^bb781(%5435 : i64)
  ^bb783:  // pred: ^bb781
    %5436 = llvm.add %5399, %43 : i64
    llvm.br ^bb779(%5436 : i64)
  ^bb784:  // pred: ^bb779
    %5437 = llvm.add %5397, %43 : i64
    llvm.br ^bb777(%5437 : i64)
  ^bb785:  // pred: ^bb777
    %5438 = llvm.add %5395, %43 : i64
    llvm.br ^bb775(%5438 : i64)
  ^bb786:  // pred: ^bb775
    %5439 = llvm.mlir.constant(1 : index) : i64
    %5440 = llvm.mlir.constant(2 : index) : i64
    %5441 = llvm.mlir.constant(8 : index) : i64
    %5442 = llvm.mlir.constant(16 : index) : i64
    %5443 = llvm.mlir.constant(1 : index) : i64
    %5444 = llvm.mlir.constant(128 : index) : i64
    %5445 = llvm.mlir.constant(256 : index) : i64
    %5446 = llvm.mlir.constant(256 : index) : i64
    %5447 = llvm.mlir.zero : !llvm.ptr
    %5448 = llvm.getelementptr %5447[%5446] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5449 = llvm.ptrtoint %5448 : !llvm.ptr to i64
    %5450 = llvm.mlir.constant(64 : index) : i64
    %5451 = llvm.add %5449, %5450 : i64
    %5452 = llvm.call @malloc(%5451) : (i64) -> !llvm.ptr
    %5453 = llvm.ptrtoint %5452 : !llvm.ptr to i64
    %5454 = llvm.mlir.constant(1 : index) : i64
    %5455 = llvm.sub %5450, %5454 : i64
    %5456 = llvm.add %5453, %5455 : i64
    %5457 = llvm.urem %5456, %5450 : i64
    %5458 = llvm.sub %5456, %5457 : i64
    %5459 = llvm.inttoptr %5458 : i64 to !llvm.ptr
    %5460 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5461 = llvm.insertvalue %5452, %5460[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5462 = llvm.insertvalue %5459, %5461[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5463 = llvm.mlir.constant(0 : index) : i64
    %5464 = llvm.insertvalue %5463, %5462[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5465 = llvm.insertvalue %5439, %5464[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5466 = llvm.insertvalue %5440, %5465[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5467 = llvm.insertvalue %5441, %5466[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5468 = llvm.insertvalue %5442, %5467[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5469 = llvm.insertvalue %5445, %5468[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5470 = llvm.insertvalue %5444, %5469[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5471 = llvm.insertvalue %5442, %5470[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5472 = llvm.insertvalue %5443, %5471[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb787(%48 : i64)
  ^bb787(%5473: i64):  // 2 preds: ^bb786, ^bb797
    %5474 = llvm.icmp "slt" %5473, %43 : i64
    llvm.cond_br %5474, ^bb788, ^bb798
  ^bb788:  // pred: ^bb787
    llvm.br ^bb789(%48 : i64)
  ^bb789(%5475: i64):  // 2 preds: ^bb788, ^bb796
    %5476 = llvm.icmp "slt" %5475, %40 : i64
    llvm.cond_br %5476, ^bb790, ^bb797
  ^bb790:  // pred: ^bb789
    llvm.br ^bb791(%48 : i64)
  ^bb791(%5477: i64):  // 2 preds: ^bb790, ^bb795
    %5478 = llvm.icmp "slt" %5477, %42 : i64
    llvm.cond_br %5478, ^bb792, ^bb796
  ^bb792:  // pred: ^bb791
    llvm.br ^bb793(%48 : i64)
  ^bb793(%5479: i64):  // 2 preds: ^bb792, ^bb794
    %5480 = llvm.icmp "slt" %5479, %39 : i64
    llvm.cond_br %5480, ^bb794, ^bb795
  ^bb794:  // pred: ^bb793
    %5481 = llvm.extractvalue %2835[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5482 = llvm.mlir.constant(256 : index) : i64
    %5483 = llvm.mul %5473, %5482 overflow<nsw, nuw> : i64
    %5484 = llvm.mlir.constant(128 : index) : i64
    %5485 = llvm.mul %5475, %5484 overflow<nsw, nuw> : i64
    %5486 = llvm.add %5483, %5485 overflow<nsw, nuw> : i64
    %5487 = llvm.mlir.constant(16 : index) : i64
    %5488 = llvm.mul %5477, %5487 overflow<nsw, nuw> : i64
    %5489 = llvm.add %5486, %5488 overflow<nsw, nuw> : i64
    %5490 = llvm.add %5489, %5479 overflow<nsw, nuw> : i64
    %5491 = llvm.getelementptr inbounds|nuw %5481[%5490] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5492 = llvm.load %5491 : !llvm.ptr -> f32
    %5493 = llvm.extractvalue %5472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5494 = llvm.mlir.constant(256 : index) : i64
    %5495 = llvm.mul %5473, %5494 overflow<nsw, nuw> : i64
    %5496 = llvm.mlir.constant(128 : index) : i64
    %5497 = llvm.mul %5475, %5496 overflow<nsw, nuw> : i64
    %5498 = llvm.add %5495, %5497 overflow<nsw, nuw> : i64
    %5499 = llvm.mlir.constant(16 : index) : i64
    %5500 = llvm.mul %5477, %5499 overflow<nsw, nuw> : i64
    %5501 = llvm.add %5498, %5500 overflow<nsw, nuw> : i64
    %5502 = llvm.add %5501, %5479 overflow<nsw, nuw> : i64
    %5503 = llvm.getelementptr inbounds|nuw %5493[%5502] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5492, %5503 : f32, !llvm.ptr
    %5504 = llvm.add %5479, %43 : i64
    llvm.br ^bb793(%5504 : i64)
  ^bb795:  // pred: ^bb793
    %5505 = llvm.add %5477, %43 : i64
    llvm.br ^bb791(%5505 : i64)
  ^bb796:  // pred: ^bb791
    %5506 = llvm.add %5475, %43 : i64
    llvm.br ^bb789(%5506 : i64)
  ^bb797:  // pred: ^bb789
    %5507 = llvm.add %5473, %43 : i64
    llvm.br ^bb787(%5507 : i64)
  ^bb798:  // pred: ^bb787
    llvm.br ^bb799(%48 : i64)
  ^bb799(%5508: i64):  // 2 preds: ^bb798, ^bb812
    %5509 = llvm.icmp "slt" %5508, %43 : i64
    llvm.cond_br %5509, ^bb800, ^bb813
  ^bb800:  // pred: ^bb799
    llvm.br ^bb801(%48 : i64)
  ^bb801(%5510: i64):  // 2 preds: ^bb800, ^bb811
    %5511 = llvm.icmp "slt" %5510, %40 : i64
    llvm.cond_br %5511, ^bb802, ^bb812
  ^bb802:  // pred: ^bb801
    llvm.br ^bb803(%48 : i64)
  ^bb803(%5512: i64):  // 2 preds: ^bb802, ^bb810
    %5513 = llvm.icmp "slt" %5512, %42 : i64
    llvm.cond_br %5513, ^bb804, ^bb811
  ^bb804:  // pred: ^bb803
    llvm.br ^bb805(%48 : i64)
  ^bb805(%5514: i64):  // 2 preds: ^bb804, ^bb809
    %5515 = llvm.icmp "slt" %5514, %39 : i64
    llvm.cond_br %5515, ^bb806, ^bb810
  ^bb806:  // pred: ^bb805
    llvm.br ^bb807(%48 : i64)
  ^bb807(%5516: i64):  // 2 preds: ^bb806, ^bb808
    %5517 = llvm.icmp "slt" %5516, %42 : i64
    llvm.cond_br %5517, ^bb808, ^bb809
  ^bb808:  // pred: ^bb807
    %5518 = llvm.extractvalue %5282[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5519 = llvm.mlir.constant(128 : index) : i64
    %5520 = llvm.mul %5508, %5519 overflow<nsw, nuw> : i64
    %5521 = llvm.mlir.constant(64 : index) : i64
    %5522 = llvm.mul %5510, %5521 overflow<nsw, nuw> : i64
    %5523 = llvm.add %5520, %5522 overflow<nsw, nuw> : i64
    %5524 = llvm.mlir.constant(8 : index) : i64
    %5525 = llvm.mul %5512, %5524 overflow<nsw, nuw> : i64
    %5526 = llvm.add %5523, %5525 overflow<nsw, nuw> : i64
    %5527 = llvm.add %5526, %5516 overflow<nsw, nuw> : i64
    %5528 = llvm.getelementptr inbounds|nuw %5518[%5527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5529 = llvm.load %5528 : !llvm.ptr -> f32
    %5530 = llvm.extractvalue %5363[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5531 = llvm.mlir.constant(16 : index) : i64
    %5532 = llvm.mul %5508, %5531 overflow<nsw, nuw> : i64
    %5533 = llvm.mlir.constant(8 : index) : i64
    %5534 = llvm.mul %5510, %5533 overflow<nsw, nuw> : i64
    %5535 = llvm.add %5532, %5534 overflow<nsw, nuw> : i64
    %5536 = llvm.add %5535, %5512 overflow<nsw, nuw> : i64
    %5537 = llvm.add %5536, %48 overflow<nsw, nuw> : i64
    %5538 = llvm.getelementptr inbounds|nuw %5530[%5537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5539 = llvm.load %5538 : !llvm.ptr -> f32
    %5540 = llvm.extractvalue %4769[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5541 = llvm.mlir.constant(256 : index) : i64
    %5542 = llvm.mul %5508, %5541 overflow<nsw, nuw> : i64
    %5543 = llvm.mlir.constant(32 : index) : i64
    %5544 = llvm.mul %5516, %5543 overflow<nsw, nuw> : i64
    %5545 = llvm.add %5542, %5544 overflow<nsw, nuw> : i64
    %5546 = llvm.mlir.constant(16 : index) : i64
    %5547 = llvm.mul %5510, %5546 overflow<nsw, nuw> : i64
    %5548 = llvm.add %5545, %5547 overflow<nsw, nuw> : i64
    %5549 = llvm.add %5548, %5514 overflow<nsw, nuw> : i64
    %5550 = llvm.getelementptr inbounds|nuw %5540[%5549] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5551 = llvm.load %5550 : !llvm.ptr -> f32
    %5552 = llvm.extractvalue %4877[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5553 = llvm.mlir.constant(16 : index) : i64
    %5554 = llvm.mul %5510, %5553 overflow<nsw, nuw> : i64
    %5555 = llvm.add %5554, %5514 overflow<nsw, nuw> : i64
    %5556 = llvm.getelementptr inbounds|nuw %5552[%5555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5557 = llvm.load %5556 : !llvm.ptr -> f32
    %5558 = llvm.extractvalue %5472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5559 = llvm.mlir.constant(256 : index) : i64
    %5560 = llvm.mul %5508, %5559 overflow<nsw, nuw> : i64
    %5561 = llvm.mlir.constant(128 : index) : i64
    %5562 = llvm.mul %5510, %5561 overflow<nsw, nuw> : i64
    %5563 = llvm.add %5560, %5562 overflow<nsw, nuw> : i64
    %5564 = llvm.mlir.constant(16 : index) : i64
    %5565 = llvm.mul %5512, %5564 overflow<nsw, nuw> : i64
    %5566 = llvm.add %5563, %5565 overflow<nsw, nuw> : i64
    %5567 = llvm.add %5566, %5514 overflow<nsw, nuw> : i64
    %5568 = llvm.getelementptr inbounds|nuw %5558[%5567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5569 = llvm.load %5568 : !llvm.ptr -> f32
    %5570 = llvm.fadd %5551, %5557 : f32
    %5571 = llvm.fdiv %5529, %5539 : f32
    %5572 = llvm.fmul %5571, %5570 : f32
    %5573 = llvm.fadd %5569, %5572 : f32
    %5574 = llvm.extractvalue %5472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5575 = llvm.mlir.constant(256 : index) : i64
    %5576 = llvm.mul %5508, %5575 overflow<nsw, nuw> : i64
    %5577 = llvm.mlir.constant(128 : index) : i64
    %5578 = llvm.mul %5510, %5577 overflow<nsw, nuw> : i64
    %5579 = llvm.add %5576, %5578 overflow<nsw, nuw> : i64
    %5580 = llvm.mlir.constant(16 : index) : i64
    %5581 = llvm.mul %5512, %5580 overflow<nsw, nuw> : i64
    %5582 = llvm.add %5579, %5581 overflow<nsw, nuw> : i64
    %5583 = llvm.add %5582, %5514 overflow<nsw, nuw> : i64
    %5584 = llvm.getelementptr inbounds|nuw %5574[%5583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5573, %5584 : f32, !llvm.ptr
    %5585 = llvm.add %5516, %43 : i64
    llvm.br ^bb807(%5585 : i64)
  ^bb809:  // pred: ^bb807
    %5586 = llvm.add %5514, %43 : i64
    llvm.br ^bb805(%5586 : i64)
  ^bb810:  // pred: ^bb805
    %5587 = llvm.add %5512, %43 : i64
    llvm.br ^bb803(%5587 : i64)
  ^bb811:  // pred: ^bb803
    %5588 = llvm.add %5510, %43 : i64
    llvm.br ^bb801(%5588 : i64)
  ^bb812:  // pred: ^bb801
    %5589 = llvm.add %5508, %43 : i64
    llvm.br ^bb799(%5589 : i64)
  ^bb813:  // pred: ^bb799
    %5590 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5591 = llvm.extractvalue %264[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5592 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5593 = llvm.insertvalue %5591, %5590[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5594 = llvm.insertvalue %5592, %5593[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5595 = llvm.mlir.constant(0 : index) : i64
    %5596 = llvm.insertvalue %5595, %5594[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5597 = llvm.mlir.constant(32 : index) : i64
    %5598 = llvm.insertvalue %5597, %5596[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5599 = llvm.mlir.constant(32 : index) : i64
    %5600 = llvm.insertvalue %5599, %5598[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5601 = llvm.mlir.constant(2 : index) : i64
    %5602 = llvm.insertvalue %5601, %5600[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5603 = llvm.mlir.constant(16 : index) : i64
    %5604 = llvm.insertvalue %5603, %5602[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5605 = llvm.mlir.constant(16 : index) : i64
    %5606 = llvm.insertvalue %5605, %5604[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5607 = llvm.mlir.constant(1 : index) : i64
    %5608 = llvm.insertvalue %5607, %5606[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5609 = llvm.mlir.constant(1 : index) : i64
    %5610 = llvm.mlir.constant(8 : index) : i64
    %5611 = llvm.mlir.constant(32 : index) : i64
    %5612 = llvm.mlir.constant(1 : index) : i64
    %5613 = llvm.mlir.constant(256 : index) : i64
    %5614 = llvm.mlir.constant(256 : index) : i64
    %5615 = llvm.mlir.zero : !llvm.ptr
    %5616 = llvm.getelementptr %5615[%5614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5617 = llvm.ptrtoint %5616 : !llvm.ptr to i64
    %5618 = llvm.mlir.constant(64 : index) : i64
    %5619 = llvm.add %5617, %5618 : i64
    %5620 = llvm.call @malloc(%5619) : (i64) -> !llvm.ptr
    %5621 = llvm.ptrtoint %5620 : !llvm.ptr to i64
    %5622 = llvm.mlir.constant(1 : index) : i64
    %5623 = llvm.sub %5618, %5622 : i64
    %5624 = llvm.add %5621, %5623 : i64
    %5625 = llvm.urem %5624, %5618 : i64
    %5626 = llvm.sub %5624, %5625 : i64
    %5627 = llvm.inttoptr %5626 : i64 to !llvm.ptr
    %5628 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5629 = llvm.insertvalue %5620, %5628[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5630 = llvm.insertvalue %5627, %5629[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5631 = llvm.mlir.constant(0 : index) : i64
    %5632 = llvm.insertvalue %5631, %5630[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5633 = llvm.insertvalue %5609, %5632[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5634 = llvm.insertvalue %5610, %5633[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5635 = llvm.insertvalue %5611, %5634[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5636 = llvm.insertvalue %5613, %5635[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5637 = llvm.insertvalue %5611, %5636[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5638 = llvm.insertvalue %5612, %5637[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb814(%48 : i64)
  ^bb814(%5639: i64):  // 2 preds: ^bb813, ^bb821
    %5640 = llvm.icmp "slt" %5639, %43 : i64
    llvm.cond_br %5640, ^bb815, ^bb822
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%48 : i64)
  ^bb816(%5641: i64):  // 2 preds: ^bb815, ^bb820
    %5642 = llvm.icmp "slt" %5641, %42 : i64
    llvm.cond_br %5642, ^bb817, ^bb821
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%48 : i64)
  ^bb818(%5643: i64):  // 2 preds: ^bb817, ^bb819
    %5644 = llvm.icmp "slt" %5643, %41 : i64
    llvm.cond_br %5644, ^bb819, ^bb820
  ^bb819:  // pred: ^bb818
    %5645 = llvm.extractvalue %3024[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5646 = llvm.mlir.constant(256 : index) : i64
    %5647 = llvm.mul %5639, %5646 overflow<nsw, nuw> : i64
    %5648 = llvm.mlir.constant(32 : index) : i64
    %5649 = llvm.mul %5641, %5648 overflow<nsw, nuw> : i64
    %5650 = llvm.add %5647, %5649 overflow<nsw, nuw> : i64
    %5651 = llvm.add %5650, %5643 overflow<nsw, nuw> : i64
    %5652 = llvm.getelementptr inbounds|nuw %5645[%5651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5653 = llvm.load %5652 : !llvm.ptr -> f32
    %5654 = llvm.extractvalue %5638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5655 = llvm.mlir.constant(256 : index) : i64
    %5656 = llvm.mul %5639, %5655 overflow<nsw, nuw> : i64
    %5657 = llvm.mlir.constant(32 : index) : i64
    %5658 = llvm.mul %5641, %5657 overflow<nsw, nuw> : i64
    %5659 = llvm.add %5656, %5658 overflow<nsw, nuw> : i64
    %5660 = llvm.add %5659, %5643 overflow<nsw, nuw> : i64
    %5661 = llvm.getelementptr inbounds|nuw %5654[%5660] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5653, %5661 : f32, !llvm.ptr
    %5662 = llvm.add %5643, %43 : i64
    llvm.br ^bb818(%5662 : i64)
  ^bb820:  // pred: ^bb818
    %5663 = llvm.add %5641, %43 : i64
    llvm.br ^bb816(%5663 : i64)
  ^bb821:  // pred: ^bb816
    %5664 = llvm.add %5639, %43 : i64
    llvm.br ^bb814(%5664 : i64)
  ^bb822:  // pred: ^bb814
    llvm.br ^bb823(%48 : i64)
  ^bb823(%5665: i64):  // 2 preds: ^bb822, ^bb836
    %5666 = llvm.icmp "slt" %5665, %43 : i64
    llvm.cond_br %5666, ^bb824, ^bb837
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%48 : i64)
  ^bb825(%5667: i64):  // 2 preds: ^bb824, ^bb835
    %5668 = llvm.icmp "slt" %5667, %42 : i64
    llvm.cond_br %5668, ^bb826, ^bb836
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%48 : i64)
  ^bb827(%5669: i64):  // 2 preds: ^bb826, ^bb834
    %5670 = llvm.icmp "slt" %5669, %41 : i64
    llvm.cond_br %5670, ^bb828, ^bb835
  ^bb828:  // pred: ^bb827
    llvm.br ^bb829(%48 : i64)
  ^bb829(%5671: i64):  // 2 preds: ^bb828, ^bb833
    %5672 = llvm.icmp "slt" %5671, %40 : i64
    llvm.cond_br %5672, ^bb830, ^bb834
  ^bb830:  // pred: ^bb829
    llvm.br ^bb831(%48 : i64)
  ^bb831(%5673: i64):  // 2 preds: ^bb830, ^bb832
    %5674 = llvm.icmp "slt" %5673, %39 : i64
    llvm.cond_br %5674, ^bb832, ^bb833
  ^bb832:  // pred: ^bb831
    %5675 = llvm.extractvalue %5472[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5676 = llvm.mlir.constant(256 : index) : i64
    %5677 = llvm.mul %5665, %5676 overflow<nsw, nuw> : i64
    %5678 = llvm.mlir.constant(128 : index) : i64
    %5679 = llvm.mul %5671, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.add %5677, %5679 overflow<nsw, nuw> : i64
    %5681 = llvm.mlir.constant(16 : index) : i64
    %5682 = llvm.mul %5667, %5681 overflow<nsw, nuw> : i64
    %5683 = llvm.add %5680, %5682 overflow<nsw, nuw> : i64
    %5684 = llvm.add %5683, %5673 overflow<nsw, nuw> : i64
    %5685 = llvm.getelementptr inbounds|nuw %5675[%5684] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5686 = llvm.load %5685 : !llvm.ptr -> f32
    %5687 = llvm.extractvalue %5608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5688 = llvm.mlir.constant(32 : index) : i64
    %5689 = llvm.mul %5669, %5688 overflow<nsw, nuw> : i64
    %5690 = llvm.mlir.constant(16 : index) : i64
    %5691 = llvm.mul %5671, %5690 overflow<nsw, nuw> : i64
    %5692 = llvm.add %5689, %5691 overflow<nsw, nuw> : i64
    %5693 = llvm.add %5692, %5673 overflow<nsw, nuw> : i64
    %5694 = llvm.getelementptr inbounds|nuw %5687[%5693] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5695 = llvm.load %5694 : !llvm.ptr -> f32
    %5696 = llvm.extractvalue %5638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5697 = llvm.mlir.constant(256 : index) : i64
    %5698 = llvm.mul %5665, %5697 overflow<nsw, nuw> : i64
    %5699 = llvm.mlir.constant(32 : index) : i64
    %5700 = llvm.mul %5667, %5699 overflow<nsw, nuw> : i64
    %5701 = llvm.add %5698, %5700 overflow<nsw, nuw> : i64
    %5702 = llvm.add %5701, %5669 overflow<nsw, nuw> : i64
    %5703 = llvm.getelementptr inbounds|nuw %5696[%5702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5704 = llvm.load %5703 : !llvm.ptr -> f32
    %5705 = llvm.fmul %5686, %5695 : f32
    %5706 = llvm.fadd %5704, %5705 : f32
    %5707 = llvm.extractvalue %5638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5708 = llvm.mlir.constant(256 : index) : i64
    %5709 = llvm.mul %5665, %5708 overflow<nsw, nuw> : i64
    %5710 = llvm.mlir.constant(32 : index) : i64
    %5711 = llvm.mul %5667, %5710 overflow<nsw, nuw> : i64
    %5712 = llvm.add %5709, %5711 overflow<nsw, nuw> : i64
    %5713 = llvm.add %5712, %5669 overflow<nsw, nuw> : i64
    %5714 = llvm.getelementptr inbounds|nuw %5707[%5713] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5706, %5714 : f32, !llvm.ptr
    %5715 = llvm.add %5673, %43 : i64
    llvm.br ^bb831(%5715 : i64)
  ^bb833:  // pred: ^bb831
    %5716 = llvm.add %5671, %43 : i64
    llvm.br ^bb829(%5716 : i64)
  ^bb834:  // pred: ^bb829
    %5717 = llvm.add %5669, %43 : i64
    llvm.br ^bb827(%5717 : i64)
  ^bb835:  // pred: ^bb827
    %5718 = llvm.add %5667, %43 : i64
    llvm.br ^bb825(%5718 : i64)
  ^bb836:  // pred: ^bb825
    %5719 = llvm.add %5665, %43 : i64
    llvm.br ^bb823(%5719 : i64)
  ^bb837:  // pred: ^bb823
    %5720 = llvm.mlir.constant(1 : index) : i64
    %5721 = llvm.mlir.constant(8 : index) : i64
    %5722 = llvm.mlir.constant(32 : index) : i64
    %5723 = llvm.mlir.constant(1 : index) : i64
    %5724 = llvm.mlir.constant(256 : index) : i64
    %5725 = llvm.mlir.constant(256 : index) : i64
    %5726 = llvm.mlir.zero : !llvm.ptr
    %5727 = llvm.getelementptr %5726[%5725] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5728 = llvm.ptrtoint %5727 : !llvm.ptr to i64
    %5729 = llvm.mlir.constant(64 : index) : i64
    %5730 = llvm.add %5728, %5729 : i64
    %5731 = llvm.call @malloc(%5730) : (i64) -> !llvm.ptr
    %5732 = llvm.ptrtoint %5731 : !llvm.ptr to i64
    %5733 = llvm.mlir.constant(1 : index) : i64
    %5734 = llvm.sub %5729, %5733 : i64
    %5735 = llvm.add %5732, %5734 : i64
    %5736 = llvm.urem %5735, %5729 : i64
    %5737 = llvm.sub %5735, %5736 : i64
    %5738 = llvm.inttoptr %5737 : i64 to !llvm.ptr
    %5739 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5740 = llvm.insertvalue %5731, %5739[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5741 = llvm.insertvalue %5738, %5740[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5742 = llvm.mlir.constant(0 : index) : i64
    %5743 = llvm.insertvalue %5742, %5741[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5744 = llvm.insertvalue %5720, %5743[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5745 = llvm.insertvalue %5721, %5744[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5746 = llvm.insertvalue %5722, %5745[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5747 = llvm.insertvalue %5724, %5746[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5748 = llvm.insertvalue %5722, %5747[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5749 = llvm.insertvalue %5723, %5748[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb838(%48 : i64)
  ^bb838(%5750: i64):  // 2 preds: ^bb837, ^bb845
    %5751 = llvm.icmp "slt" %5750, %43 : i64
    llvm.cond_br %5751, ^bb839, ^bb846
  ^bb839:  // pred: ^bb838
    llvm.br ^bb840(%48 : i64)
  ^bb840(%5752: i64):  // 2 preds: ^bb839, ^bb844
    %5753 = llvm.icmp "slt" %5752, %42 : i64
    llvm.cond_br %5753, ^bb841, ^bb845
  ^bb841:  // pred: ^bb840
    llvm.br ^bb842(%48 : i64)
  ^bb842(%5754: i64):  // 2 preds: ^bb841, ^bb843
    %5755 = llvm.icmp "slt" %5754, %41 : i64
    llvm.cond_br %5755, ^bb843, ^bb844
  ^bb843:  // pred: ^bb842
    %5756 = llvm.extractvalue %5638[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5757 = llvm.mlir.constant(256 : index) : i64
    %5758 = llvm.mul %5750, %5757 overflow<nsw, nuw> : i64
    %5759 = llvm.mlir.constant(32 : index) : i64
    %5760 = llvm.mul %5752, %5759 overflow<nsw, nuw> : i64
    %5761 = llvm.add %5758, %5760 overflow<nsw, nuw> : i64
    %5762 = llvm.add %5761, %5754 overflow<nsw, nuw> : i64
    %5763 = llvm.getelementptr inbounds|nuw %5756[%5762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5764 = llvm.load %5763 : !llvm.ptr -> f32
    %5765 = llvm.extractvalue %244[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5766 = llvm.getelementptr inbounds|nuw %5765[%5754] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5767 = llvm.load %5766 : !llvm.ptr -> f32
    %5768 = llvm.extractvalue %4337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5769 = llvm.mlir.constant(256 : index) : i64
    %5770 = llvm.mul %5750, %5769 overflow<nsw, nuw> : i64
    %5771 = llvm.mlir.constant(32 : index) : i64
    %5772 = llvm.mul %5752, %5771 overflow<nsw, nuw> : i64
    %5773 = llvm.add %5770, %5772 overflow<nsw, nuw> : i64
    %5774 = llvm.add %5773, %5754 overflow<nsw, nuw> : i64
    %5775 = llvm.getelementptr inbounds|nuw %5768[%5774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5776 = llvm.load %5775 : !llvm.ptr -> f32
    %5777 = llvm.fadd %5764, %5767 : f32
    %5778 = llvm.fadd %5777, %5776 : f32
    %5779 = llvm.extractvalue %5749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5780 = llvm.mlir.constant(256 : index) : i64
    %5781 = llvm.mul %5750, %5780 overflow<nsw, nuw> : i64
    %5782 = llvm.mlir.constant(32 : index) : i64
    %5783 = llvm.mul %5752, %5782 overflow<nsw, nuw> : i64
    %5784 = llvm.add %5781, %5783 overflow<nsw, nuw> : i64
    %5785 = llvm.add %5784, %5754 overflow<nsw, nuw> : i64
    %5786 = llvm.getelementptr inbounds|nuw %5779[%5785] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5778, %5786 : f32, !llvm.ptr
    %5787 = llvm.add %5754, %43 : i64
    llvm.br ^bb842(%5787 : i64)
  ^bb844:  // pred: ^bb842
    %5788 = llvm.add %5752, %43 : i64
    llvm.br ^bb840(%5788 : i64)
  ^bb845:  // pred: ^bb840
    %5789 = llvm.add %5750, %43 : i64
    llvm.br ^bb838(%5789 : i64)
  ^bb846:  // pred: ^bb838
    %5790 = llvm.mlir.constant(1 : index) : i64
    %5791 = llvm.mlir.constant(8 : index) : i64
    %5792 = llvm.mlir.constant(32 : index) : i64
    %5793 = llvm.mlir.constant(1 : index) : i64
    %5794 = llvm.mlir.constant(256 : index) : i64
    %5795 = llvm.mlir.constant(256 : index) : i64
    %5796 = llvm.mlir.zero : !llvm.ptr
    %5797 = llvm.getelementptr %5796[%5795] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5798 = llvm.ptrtoint %5797 : !llvm.ptr to i64
    %5799 = llvm.mlir.constant(64 : index) : i64
    %5800 = llvm.add %5798, %5799 : i64
    %5801 = llvm.call @malloc(%5800) : (i64) -> !llvm.ptr
    %5802 = llvm.ptrtoint %5801 : !llvm.ptr to i64
    %5803 = llvm.mlir.constant(1 : index) : i64
    %5804 = llvm.sub %5799, %5803 : i64
    %5805 = llvm.add %5802, %5804 : i64
    %5806 = llvm.urem %5805, %5799 : i64
    %5807 = llvm.sub %5805, %5806 : i64
    %5808 = llvm.inttoptr %5807 : i64 to !llvm.ptr
    %5809 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5810 = llvm.insertvalue %5801, %5809[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5811 = llvm.insertvalue %5808, %5810[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5812 = llvm.mlir.constant(0 : index) : i64
    %5813 = llvm.insertvalue %5812, %5811[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5814 = llvm.insertvalue %5790, %5813[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5815 = llvm.insertvalue %5791, %5814[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5816 = llvm.insertvalue %5792, %5815[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5817 = llvm.insertvalue %5794, %5816[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5818 = llvm.insertvalue %5792, %5817[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5819 = llvm.insertvalue %5793, %5818[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb847(%48 : i64)
  ^bb847(%5820: i64):  // 2 preds: ^bb846, ^bb854
    %5821 = llvm.icmp "slt" %5820, %43 : i64
    llvm.cond_br %5821, ^bb848, ^bb855
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%48 : i64)
  ^bb849(%5822: i64):  // 2 preds: ^bb848, ^bb853
    %5823 = llvm.icmp "slt" %5822, %42 : i64
    llvm.cond_br %5823, ^bb850, ^bb854
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%48 : i64)
  ^bb851(%5824: i64):  // 2 preds: ^bb850, ^bb852
    %5825 = llvm.icmp "slt" %5824, %41 : i64
    llvm.cond_br %5825, ^bb852, ^bb853
  ^bb852:  // pred: ^bb851
    %5826 = llvm.extractvalue %5749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5827 = llvm.mlir.constant(256 : index) : i64
    %5828 = llvm.mul %5820, %5827 overflow<nsw, nuw> : i64
    %5829 = llvm.mlir.constant(32 : index) : i64
    %5830 = llvm.mul %5822, %5829 overflow<nsw, nuw> : i64
    %5831 = llvm.add %5828, %5830 overflow<nsw, nuw> : i64
    %5832 = llvm.add %5831, %5824 overflow<nsw, nuw> : i64
    %5833 = llvm.getelementptr inbounds|nuw %5826[%5832] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5834 = llvm.load %5833 : !llvm.ptr -> f32
    %5835 = llvm.fpext %5834 : f32 to f64
    %5836 = llvm.extractvalue %5819[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5837 = llvm.mlir.constant(256 : index) : i64
    %5838 = llvm.mul %5820, %5837 overflow<nsw, nuw> : i64
    %5839 = llvm.mlir.constant(32 : index) : i64
    %5840 = llvm.mul %5822, %5839 overflow<nsw, nuw> : i64
    %5841 = llvm.add %5838, %5840 overflow<nsw, nuw> : i64
    %5842 = llvm.add %5841, %5824 overflow<nsw, nuw> : i64
    %5843 = llvm.getelementptr inbounds|nuw %5836[%5842] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5835, %5843 : f64, !llvm.ptr
    %5844 = llvm.add %5824, %43 : i64
    llvm.br ^bb851(%5844 : i64)
  ^bb853:  // pred: ^bb851
    %5845 = llvm.add %5822, %43 : i64
    llvm.br ^bb849(%5845 : i64)
  ^bb854:  // pred: ^bb849
    %5846 = llvm.add %5820, %43 : i64
    llvm.br ^bb847(%5846 : i64)
  ^bb855:  // pred: ^bb847
    %5847 = llvm.mlir.constant(1 : index) : i64
    %5848 = llvm.mlir.constant(8 : index) : i64
    %5849 = llvm.mlir.constant(1 : index) : i64
    %5850 = llvm.mlir.constant(1 : index) : i64
    %5851 = llvm.mlir.constant(8 : index) : i64
    %5852 = llvm.mlir.zero : !llvm.ptr
    %5853 = llvm.getelementptr %5852[%5851] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5854 = llvm.ptrtoint %5853 : !llvm.ptr to i64
    %5855 = llvm.mlir.constant(64 : index) : i64
    %5856 = llvm.add %5854, %5855 : i64
    %5857 = llvm.call @malloc(%5856) : (i64) -> !llvm.ptr
    %5858 = llvm.ptrtoint %5857 : !llvm.ptr to i64
    %5859 = llvm.mlir.constant(1 : index) : i64
    %5860 = llvm.sub %5855, %5859 : i64
    %5861 = llvm.add %5858, %5860 : i64
    %5862 = llvm.urem %5861, %5855 : i64
    %5863 = llvm.sub %5861, %5862 : i64
    %5864 = llvm.inttoptr %5863 : i64 to !llvm.ptr
    %5865 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5866 = llvm.insertvalue %5857, %5865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5867 = llvm.insertvalue %5864, %5866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5868 = llvm.mlir.constant(0 : index) : i64
    %5869 = llvm.insertvalue %5868, %5867[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5870 = llvm.insertvalue %5847, %5869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5871 = llvm.insertvalue %5848, %5870[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5872 = llvm.insertvalue %5849, %5871[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5873 = llvm.insertvalue %5848, %5872[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5874 = llvm.insertvalue %5849, %5873[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5875 = llvm.insertvalue %5850, %5874[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb856(%48 : i64)
  ^bb856(%5876: i64):  // 2 preds: ^bb855, ^bb863
    %5877 = llvm.icmp "slt" %5876, %43 : i64
    llvm.cond_br %5877, ^bb857, ^bb864
  ^bb857:  // pred: ^bb856
    llvm.br ^bb858(%48 : i64)
  ^bb858(%5878: i64):  // 2 preds: ^bb857, ^bb862
    %5879 = llvm.icmp "slt" %5878, %42 : i64
    llvm.cond_br %5879, ^bb859, ^bb863
  ^bb859:  // pred: ^bb858
    llvm.br ^bb860(%48 : i64)
  ^bb860(%5880: i64):  // 2 preds: ^bb859, ^bb861
    %5881 = llvm.icmp "slt" %5880, %43 : i64
    llvm.cond_br %5881, ^bb861, ^bb862
  ^bb861:  // pred: ^bb860
    %5882 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5883 = llvm.mlir.constant(8 : index) : i64
    %5884 = llvm.mul %5876, %5883 overflow<nsw, nuw> : i64
    %5885 = llvm.add %5884, %5878 overflow<nsw, nuw> : i64
    %5886 = llvm.add %5885, %5880 overflow<nsw, nuw> : i64
    %5887 = llvm.getelementptr inbounds|nuw %5882[%5886] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5888 = llvm.load %5887 : !llvm.ptr -> f64
    %5889 = llvm.extractvalue %5875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5890 = llvm.mlir.constant(8 : index) : i64
    %5891 = llvm.mul %5876, %5890 overflow<nsw, nuw> : i64
    %5892 = llvm.add %5891, %5878 overflow<nsw, nuw> : i64
    %5893 = llvm.add %5892, %5880 overflow<nsw, nuw> : i64
    %5894 = llvm.getelementptr inbounds|nuw %5889[%5893] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5888, %5894 : f64, !llvm.ptr
    %5895 = llvm.add %5880, %43 : i64
    llvm.br ^bb860(%5895 : i64)
  ^bb862:  // pred: ^bb860
    %5896 = llvm.add %5878, %43 : i64
    llvm.br ^bb858(%5896 : i64)
  ^bb863:  // pred: ^bb858
    %5897 = llvm.add %5876, %43 : i64
    llvm.br ^bb856(%5897 : i64)
  ^bb864:  // pred: ^bb856
    llvm.br ^bb865(%48 : i64)
  ^bb865(%5898: i64):  // 2 preds: ^bb864, ^bb872
    %5899 = llvm.icmp "slt" %5898, %43 : i64
    llvm.cond_br %5899, ^bb866, ^bb873
  ^bb866:  // pred: ^bb865
    llvm.br ^bb867(%48 : i64)
  ^bb867(%5900: i64):  // 2 preds: ^bb866, ^bb871
    %5901 = llvm.icmp "slt" %5900, %42 : i64
    llvm.cond_br %5901, ^bb868, ^bb872
  ^bb868:  // pred: ^bb867
    llvm.br ^bb869(%48 : i64)
  ^bb869(%5902: i64):  // 2 preds: ^bb868, ^bb870
    %5903 = llvm.icmp "slt" %5902, %41 : i64
    llvm.cond_br %5903, ^bb870, ^bb871
  ^bb870:  // pred: ^bb869
    %5904 = llvm.extractvalue %5819[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5905 = llvm.mlir.constant(256 : index) : i64
    %5906 = llvm.mul %5898, %5905 overflow<nsw, nuw> : i64
    %5907 = llvm.mlir.constant(32 : index) : i64
    %5908 = llvm.mul %5900, %5907 overflow<nsw, nuw> : i64
    %5909 = llvm.add %5906, %5908 overflow<nsw, nuw> : i64
    %5910 = llvm.add %5909, %5902 overflow<nsw, nuw> : i64
    %5911 = llvm.getelementptr inbounds|nuw %5904[%5910] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5912 = llvm.load %5911 : !llvm.ptr -> f64
    %5913 = llvm.extractvalue %5875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5914 = llvm.mlir.constant(8 : index) : i64
    %5915 = llvm.mul %5898, %5914 overflow<nsw, nuw> : i64
    %5916 = llvm.add %5915, %5900 overflow<nsw, nuw> : i64
    %5917 = llvm.add %5916, %48 overflow<nsw, nuw> : i64
    %5918 = llvm.getelementptr inbounds|nuw %5913[%5917] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5919 = llvm.load %5918 : !llvm.ptr -> f64
    %5920 = llvm.fadd %5912, %5919 : f64
    %5921 = llvm.extractvalue %5875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5922 = llvm.mlir.constant(8 : index) : i64
    %5923 = llvm.mul %5898, %5922 overflow<nsw, nuw> : i64
    %5924 = llvm.add %5923, %5900 overflow<nsw, nuw> : i64
    %5925 = llvm.add %5924, %48 overflow<nsw, nuw> : i64
    %5926 = llvm.getelementptr inbounds|nuw %5921[%5925] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5920, %5926 : f64, !llvm.ptr
    %5927 = llvm.add %5902, %43 : i64
    llvm.br ^bb869(%5927 : i64)
  ^bb871:  // pred: ^bb869
    %5928 = llvm.add %5900, %43 : i64
    llvm.br ^bb867(%5928 : i64)
  ^bb872:  // pred: ^bb867
    %5929 = llvm.add %5898, %43 : i64
    llvm.br ^bb865(%5929 : i64)
  ^bb873:  // pred: ^bb865
    %5930 = llvm.mlir.constant(1 : index) : i64
    %5931 = llvm.mlir.constant(8 : index) : i64
    %5932 = llvm.mlir.constant(1 : index) : i64
    %5933 = llvm.mlir.constant(1 : index) : i64
    %5934 = llvm.mlir.constant(8 : index) : i64
    %5935 = llvm.mlir.zero : !llvm.ptr
    %5936 = llvm.getelementptr %5935[%5934] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5937 = llvm.ptrtoint %5936 : !llvm.ptr to i64
    %5938 = llvm.mlir.constant(64 : index) : i64
    %5939 = llvm.add %5937, %5938 : i64
    %5940 = llvm.call @malloc(%5939) : (i64) -> !llvm.ptr
    %5941 = llvm.ptrtoint %5940 : !llvm.ptr to i64
    %5942 = llvm.mlir.constant(1 : index) : i64
    %5943 = llvm.sub %5938, %5942 : i64
    %5944 = llvm.add %5941, %5943 : i64
    %5945 = llvm.urem %5944, %5938 : i64
    %5946 = llvm.sub %5944, %5945 : i64
    %5947 = llvm.inttoptr %5946 : i64 to !llvm.ptr
    %5948 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5949 = llvm.insertvalue %5940, %5948[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5950 = llvm.insertvalue %5947, %5949[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5951 = llvm.mlir.constant(0 : index) : i64
    %5952 = llvm.insertvalue %5951, %5950[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5953 = llvm.insertvalue %5930, %5952[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5954 = llvm.insertvalue %5931, %5953[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5955 = llvm.insertvalue %5932, %5954[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5956 = llvm.insertvalue %5931, %5955[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5957 = llvm.insertvalue %5932, %5956[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5958 = llvm.insertvalue %5933, %5957[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb874(%48 : i64)
  ^bb874(%5959: i64):  // 2 preds: ^bb873, ^bb881
    %5960 = llvm.icmp "slt" %5959, %43 : i64
    llvm.cond_br %5960, ^bb875, ^bb882
  ^bb875:  // pred: ^bb874
    llvm.br ^bb876(%48 : i64)
  ^bb876(%5961: i64):  // 2 preds: ^bb875, ^bb880
    %5962 = llvm.icmp "slt" %5961, %42 : i64
    llvm.cond_br %5962, ^bb877, ^bb881
  ^bb877:  // pred: ^bb876
    llvm.br ^bb878(%48 : i64)
  ^bb878(%5963: i64):  // 2 preds: ^bb877, ^bb879
    %5964 = llvm.icmp "slt" %5963, %43 : i64
    llvm.cond_br %5964, ^bb879, ^bb880
  ^bb879:  // pred: ^bb878
    %5965 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5966 = llvm.mlir.constant(8 : index) : i64
    %5967 = llvm.mul %5959, %5966 overflow<nsw, nuw> : i64
    %5968 = llvm.add %5967, %5961 overflow<nsw, nuw> : i64
    %5969 = llvm.add %5968, %5963 overflow<nsw, nuw> : i64
    %5970 = llvm.getelementptr inbounds|nuw %5965[%5969] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5971 = llvm.load %5970 : !llvm.ptr -> f64
    %5972 = llvm.extractvalue %5958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5973 = llvm.mlir.constant(8 : index) : i64
    %5974 = llvm.mul %5959, %5973 overflow<nsw, nuw> : i64
    %5975 = llvm.add %5974, %5961 overflow<nsw, nuw> : i64
    %5976 = llvm.add %5975, %5963 overflow<nsw, nuw> : i64
    %5977 = llvm.getelementptr inbounds|nuw %5972[%5976] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5971, %5977 : f64, !llvm.ptr
    %5978 = llvm.add %5963, %43 : i64
    llvm.br ^bb878(%5978 : i64)
  ^bb880:  // pred: ^bb878
    %5979 = llvm.add %5961, %43 : i64
    llvm.br ^bb876(%5979 : i64)
  ^bb881:  // pred: ^bb876
    %5980 = llvm.add %5959, %43 : i64
    llvm.br ^bb874(%5980 : i64)
  ^bb882:  // pred: ^bb874
    llvm.br ^bb883(%48 : i64)
  ^bb883(%5981: i64):  // 2 preds: ^bb882, ^bb890
    %5982 = llvm.icmp "slt" %5981, %43 : i64
    llvm.cond_br %5982, ^bb884, ^bb891
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%48 : i64)
  ^bb885(%5983: i64):  // 2 preds: ^bb884, ^bb889
    %5984 = llvm.icmp "slt" %5983, %42 : i64
    llvm.cond_br %5984, ^bb886, ^bb890
  ^bb886:  // pred: ^bb885
    llvm.br ^bb887(%48 : i64)
  ^bb887(%5985: i64):  // 2 preds: ^bb886, ^bb888
    %5986 = llvm.icmp "slt" %5985, %41 : i64
    llvm.cond_br %5986, ^bb888, ^bb889
  ^bb888:  // pred: ^bb887
    %5987 = llvm.extractvalue %5819[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5988 = llvm.mlir.constant(256 : index) : i64
    %5989 = llvm.mul %5981, %5988 overflow<nsw, nuw> : i64
    %5990 = llvm.mlir.constant(32 : index) : i64
    %5991 = llvm.mul %5983, %5990 overflow<nsw, nuw> : i64
    %5992 = llvm.add %5989, %5991 overflow<nsw, nuw> : i64
    %5993 = llvm.add %5992, %5985 overflow<nsw, nuw> : i64
    %5994 = llvm.getelementptr inbounds|nuw %5987[%5993] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5995 = llvm.load %5994 : !llvm.ptr -> f64
    %5996 = llvm.extractvalue %5875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5997 = llvm.mlir.constant(8 : index) : i64
    %5998 = llvm.mul %5981, %5997 overflow<nsw, nuw> : i64
    %5999 = llvm.add %5998, %5983 overflow<nsw, nuw> : i64
    %6000 = llvm.add %5999, %48 overflow<nsw, nuw> : i64
    %6001 = llvm.getelementptr inbounds|nuw %5996[%6000] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6002 = llvm.load %6001 : !llvm.ptr -> f64
    %6003 = llvm.extractvalue %5958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6004 = llvm.mlir.constant(8 : index) : i64
    %6005 = llvm.mul %5981, %6004 overflow<nsw, nuw> : i64
    %6006 = llvm.add %6005, %5983 overflow<nsw, nuw> : i64
    %6007 = llvm.add %6006, %48 overflow<nsw, nuw> : i64
    %6008 = llvm.getelementptr inbounds|nuw %6003[%6007] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6009 = llvm.load %6008 : !llvm.ptr -> f64
    %6010 = llvm.fdiv %6002, %47 : f64
    %6011 = llvm.fsub %5995, %6010 : f64
    %6012 = llvm.fmul %6011, %6011 : f64
    %6013 = llvm.fadd %6012, %6009 : f64
    %6014 = llvm.extractvalue %5958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6015 = llvm.mlir.constant(8 : index) : i64
    %6016 = llvm.mul %5981, %6015 overflow<nsw, nuw> : i64
    %6017 = llvm.add %6016, %5983 overflow<nsw, nuw> : i64
    %6018 = llvm.add %6017, %48 overflow<nsw, nuw> : i64
    %6019 = llvm.getelementptr inbounds|nuw %6014[%6018] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6013, %6019 : f64, !llvm.ptr
    %6020 = llvm.add %5985, %43 : i64
    llvm.br ^bb887(%6020 : i64)
  ^bb889:  // pred: ^bb887
    %6021 = llvm.add %5983, %43 : i64
    llvm.br ^bb885(%6021 : i64)
  ^bb890:  // pred: ^bb885
    %6022 = llvm.add %5981, %43 : i64
    llvm.br ^bb883(%6022 : i64)
  ^bb891:  // pred: ^bb883
    %6023 = llvm.mlir.constant(1 : index) : i64
    %6024 = llvm.mlir.constant(8 : index) : i64
    %6025 = llvm.mlir.constant(1 : index) : i64
    %6026 = llvm.mlir.constant(1 : index) : i64
    %6027 = llvm.mlir.constant(8 : index) : i64
    %6028 = llvm.mlir.zero : !llvm.ptr
    %6029 = llvm.getelementptr %6028[%6027] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6030 = llvm.ptrtoint %6029 : !llvm.ptr to i64
    %6031 = llvm.mlir.constant(64 : index) : i64
    %6032 = llvm.add %6030, %6031 : i64
    %6033 = llvm.call @malloc(%6032) : (i64) -> !llvm.ptr
    %6034 = llvm.ptrtoint %6033 : !llvm.ptr to i64
    %6035 = llvm.mlir.constant(1 : index) : i64
    %6036 = llvm.sub %6031, %6035 : i64
    %6037 = llvm.add %6034, %6036 : i64
    %6038 = llvm.urem %6037, %6031 : i64
    %6039 = llvm.sub %6037, %6038 : i64
    %6040 = llvm.inttoptr %6039 : i64 to !llvm.ptr
    %6041 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6042 = llvm.insertvalue %6033, %6041[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6043 = llvm.insertvalue %6040, %6042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6044 = llvm.mlir.constant(0 : index) : i64
    %6045 = llvm.insertvalue %6044, %6043[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6046 = llvm.insertvalue %6023, %6045[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6047 = llvm.insertvalue %6024, %6046[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6048 = llvm.insertvalue %6025, %6047[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6049 = llvm.insertvalue %6024, %6048[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6050 = llvm.insertvalue %6025, %6049[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6051 = llvm.insertvalue %6026, %6050[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb892(%48 : i64)
  ^bb892(%6052: i64):  // 2 preds: ^bb891, ^bb899
    %6053 = llvm.icmp "slt" %6052, %43 : i64
    llvm.cond_br %6053, ^bb893, ^bb900
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%48 : i64)
  ^bb894(%6054: i64):  // 2 preds: ^bb893, ^bb898
    %6055 = llvm.icmp "slt" %6054, %42 : i64
    llvm.cond_br %6055, ^bb895, ^bb899
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%48 : i64)
  ^bb896(%6056: i64):  // 2 preds: ^bb895, ^bb897
    %6057 = llvm.icmp "slt" %6056, %43 : i64
    llvm.cond_br %6057, ^bb897, ^bb898
  ^bb897:  // pred: ^bb896
    %6058 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6059 = llvm.mlir.constant(8 : index) : i64
    %6060 = llvm.mul %6052, %6059 overflow<nsw, nuw> : i64
    %6061 = llvm.add %6060, %6054 overflow<nsw, nuw> : i64
    %6062 = llvm.add %6061, %6056 overflow<nsw, nuw> : i64
    %6063 = llvm.getelementptr inbounds|nuw %6058[%6062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6064 = llvm.load %6063 : !llvm.ptr -> f32
    %6065 = llvm.extractvalue %6051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6066 = llvm.mlir.constant(8 : index) : i64
    %6067 = llvm.mul %6052, %6066 overflow<nsw, nuw> : i64
    %6068 = llvm.add %6067, %6054 overflow<nsw, nuw> : i64
    %6069 = llvm.add %6068, %6056 overflow<nsw, nuw> : i64
    %6070 = llvm.getelementptr inbounds|nuw %6065[%6069] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6064, %6070 : f32, !llvm.ptr
    %6071 = llvm.add %6056, %43 : i64
    llvm.br ^bb896(%6071 : i64)
  ^bb898:  // pred: ^bb896
    %6072 = llvm.add %6054, %43 : i64
    llvm.br ^bb894(%6072 : i64)
  ^bb899:  // pred: ^bb894
    %6073 = llvm.add %6052, %43 : i64
    llvm.br ^bb892(%6073 : i64)
  ^bb900:  // pred: ^bb892
    llvm.br ^bb901(%48 : i64)
  ^bb901(%6074: i64):  // 2 preds: ^bb900, ^bb908
    %6075 = llvm.icmp "slt" %6074, %43 : i64
    llvm.cond_br %6075, ^bb902, ^bb909
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%48 : i64)
  ^bb903(%6076: i64):  // 2 preds: ^bb902, ^bb907
    %6077 = llvm.icmp "slt" %6076, %42 : i64
    llvm.cond_br %6077, ^bb904, ^bb908
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%48 : i64)
  ^bb905(%6078: i64):  // 2 preds: ^bb904, ^bb906
    %6079 = llvm.icmp "slt" %6078, %41 : i64
    llvm.cond_br %6079, ^bb906, ^bb907
  ^bb906:  // pred: ^bb905
    %6080 = llvm.extractvalue %5749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6081 = llvm.mlir.constant(256 : index) : i64
    %6082 = llvm.mul %6074, %6081 overflow<nsw, nuw> : i64
    %6083 = llvm.mlir.constant(32 : index) : i64
    %6084 = llvm.mul %6076, %6083 overflow<nsw, nuw> : i64
    %6085 = llvm.add %6082, %6084 overflow<nsw, nuw> : i64
    %6086 = llvm.add %6085, %6078 overflow<nsw, nuw> : i64
    %6087 = llvm.getelementptr inbounds|nuw %6080[%6086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6088 = llvm.load %6087 : !llvm.ptr -> f32
    %6089 = llvm.extractvalue %6051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6090 = llvm.mlir.constant(8 : index) : i64
    %6091 = llvm.mul %6074, %6090 overflow<nsw, nuw> : i64
    %6092 = llvm.add %6091, %6076 overflow<nsw, nuw> : i64
    %6093 = llvm.add %6092, %48 overflow<nsw, nuw> : i64
    %6094 = llvm.getelementptr inbounds|nuw %6089[%6093] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6095 = llvm.load %6094 : !llvm.ptr -> f32
    %6096 = llvm.fadd %6088, %6095 : f32
    %6097 = llvm.extractvalue %6051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6098 = llvm.mlir.constant(8 : index) : i64
    %6099 = llvm.mul %6074, %6098 overflow<nsw, nuw> : i64
    %6100 = llvm.add %6099, %6076 overflow<nsw, nuw> : i64
    %6101 = llvm.add %6100, %48 overflow<nsw, nuw> : i64
    %6102 = llvm.getelementptr inbounds|nuw %6097[%6101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6096, %6102 : f32, !llvm.ptr
    %6103 = llvm.add %6078, %43 : i64
    llvm.br ^bb905(%6103 : i64)
  ^bb907:  // pred: ^bb905
    %6104 = llvm.add %6076, %43 : i64
    llvm.br ^bb903(%6104 : i64)
  ^bb908:  // pred: ^bb903
    %6105 = llvm.add %6074, %43 : i64
    llvm.br ^bb901(%6105 : i64)
  ^bb909:  // pred: ^bb901
    %6106 = llvm.mlir.constant(1 : index) : i64
    %6107 = llvm.mlir.constant(8 : index) : i64
    %6108 = llvm.mlir.constant(32 : index) : i64
    %6109 = llvm.mlir.constant(1 : index) : i64
    %6110 = llvm.mlir.constant(256 : index) : i64
    %6111 = llvm.mlir.constant(256 : index) : i64
    %6112 = llvm.mlir.zero : !llvm.ptr
    %6113 = llvm.getelementptr %6112[%6111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6114 = llvm.ptrtoint %6113 : !llvm.ptr to i64
    %6115 = llvm.mlir.constant(64 : index) : i64
    %6116 = llvm.add %6114, %6115 : i64
    %6117 = llvm.call @malloc(%6116) : (i64) -> !llvm.ptr
    %6118 = llvm.ptrtoint %6117 : !llvm.ptr to i64
    %6119 = llvm.mlir.constant(1 : index) : i64
    %6120 = llvm.sub %6115, %6119 : i64
    %6121 = llvm.add %6118, %6120 : i64
    %6122 = llvm.urem %6121, %6115 : i64
    %6123 = llvm.sub %6121, %6122 : i64
    %6124 = llvm.inttoptr %6123 : i64 to !llvm.ptr
    %6125 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6126 = llvm.insertvalue %6117, %6125[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6127 = llvm.insertvalue %6124, %6126[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6128 = llvm.mlir.constant(0 : index) : i64
    %6129 = llvm.insertvalue %6128, %6127[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6130 = llvm.insertvalue %6106, %6129[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6131 = llvm.insertvalue %6107, %6130[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6132 = llvm.insertvalue %6108, %6131[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6133 = llvm.insertvalue %6110, %6132[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6134 = llvm.insertvalue %6108, %6133[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6135 = llvm.insertvalue %6109, %6134[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb910(%48 : i64)
  ^bb910(%6136: i64):  // 2 preds: ^bb909, ^bb917
    %6137 = llvm.icmp "slt" %6136, %43 : i64
    llvm.cond_br %6137, ^bb911, ^bb918
  ^bb911:  // pred: ^bb910
    llvm.br ^bb912(%48 : i64)
  ^bb912(%6138: i64):  // 2 preds: ^bb911, ^bb916
    %6139 = llvm.icmp "slt" %6138, %42 : i64
    llvm.cond_br %6139, ^bb913, ^bb917
  ^bb913:  // pred: ^bb912
    llvm.br ^bb914(%48 : i64)
  ^bb914(%6140: i64):  // 2 preds: ^bb913, ^bb915
    %6141 = llvm.icmp "slt" %6140, %41 : i64
    llvm.cond_br %6141, ^bb915, ^bb916
  ^bb915:  // pred: ^bb914
    %6142 = llvm.extractvalue %5749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6143 = llvm.mlir.constant(256 : index) : i64
    %6144 = llvm.mul %6136, %6143 overflow<nsw, nuw> : i64
    %6145 = llvm.mlir.constant(32 : index) : i64
    %6146 = llvm.mul %6138, %6145 overflow<nsw, nuw> : i64
    %6147 = llvm.add %6144, %6146 overflow<nsw, nuw> : i64
    %6148 = llvm.add %6147, %6140 overflow<nsw, nuw> : i64
    %6149 = llvm.getelementptr inbounds|nuw %6142[%6148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6150 = llvm.load %6149 : !llvm.ptr -> f32
    %6151 = llvm.extractvalue %6051[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6152 = llvm.mlir.constant(8 : index) : i64
    %6153 = llvm.mul %6136, %6152 overflow<nsw, nuw> : i64
    %6154 = llvm.add %6153, %6138 overflow<nsw, nuw> : i64
    %6155 = llvm.add %6154, %48 overflow<nsw, nuw> : i64
    %6156 = llvm.getelementptr inbounds|nuw %6151[%6155] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6157 = llvm.load %6156 : !llvm.ptr -> f32
    %6158 = llvm.extractvalue %5958[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6159 = llvm.mlir.constant(8 : index) : i64
    %6160 = llvm.mul %6136, %6159 overflow<nsw, nuw> : i64
    %6161 = llvm.add %6160, %6138 overflow<nsw, nuw> : i64
    %6162 = llvm.add %6161, %48 overflow<nsw, nuw> : i64
    %6163 = llvm.getelementptr inbounds|nuw %6158[%6162] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6164 = llvm.load %6163 : !llvm.ptr -> f64
    %6165 = llvm.extractvalue %228[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6166 = llvm.getelementptr inbounds|nuw %6165[%6140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6167 = llvm.load %6166 : !llvm.ptr -> f32
    %6168 = llvm.extractvalue %212[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6169 = llvm.getelementptr inbounds|nuw %6168[%6140] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6170 = llvm.load %6169 : !llvm.ptr -> f32
    %6171 = llvm.fdiv %6164, %47 : f64
    %6172 = llvm.fptrunc %6171 : f64 to f32
    %6173 = llvm.fptrunc %49 : f64 to f32
    %6174 = llvm.fadd %6172, %6173 : f32
    %6175 = llvm.intr.sqrt(%6174) : (f32) -> f32
    %6176 = llvm.fdiv %55, %6175 : f32
    %6177 = llvm.fdiv %6157, %46 : f32
    %6178 = llvm.fsub %6150, %6177 : f32
    %6179 = llvm.fmul %6178, %6176 : f32
    %6180 = llvm.fmul %6179, %6167 : f32
    %6181 = llvm.fadd %6180, %6170 : f32
    %6182 = llvm.extractvalue %6135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6183 = llvm.mlir.constant(256 : index) : i64
    %6184 = llvm.mul %6136, %6183 overflow<nsw, nuw> : i64
    %6185 = llvm.mlir.constant(32 : index) : i64
    %6186 = llvm.mul %6138, %6185 overflow<nsw, nuw> : i64
    %6187 = llvm.add %6184, %6186 overflow<nsw, nuw> : i64
    %6188 = llvm.add %6187, %6140 overflow<nsw, nuw> : i64
    %6189 = llvm.getelementptr inbounds|nuw %6182[%6188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6181, %6189 : f32, !llvm.ptr
    %6190 = llvm.add %6140, %43 : i64
    llvm.br ^bb914(%6190 : i64)
  ^bb916:  // pred: ^bb914
    %6191 = llvm.add %6138, %43 : i64
    llvm.br ^bb912(%6191 : i64)
  ^bb917:  // pred: ^bb912
    %6192 = llvm.add %6136, %43 : i64
    llvm.br ^bb910(%6192 : i64)
  ^bb918:  // pred: ^bb910
    %6193 = llvm.mlir.constant(1 : index) : i64
    %6194 = llvm.mlir.constant(8 : index) : i64
    %6195 = llvm.mlir.constant(64 : index) : i64
    %6196 = llvm.mlir.constant(1 : index) : i64
    %6197 = llvm.mlir.constant(512 : index) : i64
    %6198 = llvm.mlir.constant(512 : index) : i64
    %6199 = llvm.mlir.zero : !llvm.ptr
    %6200 = llvm.getelementptr %6199[%6198] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6201 = llvm.ptrtoint %6200 : !llvm.ptr to i64
    %6202 = llvm.mlir.constant(64 : index) : i64
    %6203 = llvm.add %6201, %6202 : i64
    %6204 = llvm.call @malloc(%6203) : (i64) -> !llvm.ptr
    %6205 = llvm.ptrtoint %6204 : !llvm.ptr to i64
    %6206 = llvm.mlir.constant(1 : index) : i64
    %6207 = llvm.sub %6202, %6206 : i64
    %6208 = llvm.add %6205, %6207 : i64
    %6209 = llvm.urem %6208, %6202 : i64
    %6210 = llvm.sub %6208, %6209 : i64
    %6211 = llvm.inttoptr %6210 : i64 to !llvm.ptr
    %6212 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6213 = llvm.insertvalue %6204, %6212[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6214 = llvm.insertvalue %6211, %6213[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6215 = llvm.mlir.constant(0 : index) : i64
    %6216 = llvm.insertvalue %6215, %6214[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6217 = llvm.insertvalue %6193, %6216[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6218 = llvm.insertvalue %6194, %6217[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6219 = llvm.insertvalue %6195, %6218[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6220 = llvm.insertvalue %6197, %6219[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6221 = llvm.insertvalue %6195, %6220[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6222 = llvm.insertvalue %6196, %6221[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb919(%48 : i64)
  ^bb919(%6223: i64):  // 2 preds: ^bb918, ^bb926
    %6224 = llvm.icmp "slt" %6223, %43 : i64
    llvm.cond_br %6224, ^bb920, ^bb927
  ^bb920:  // pred: ^bb919
    llvm.br ^bb921(%48 : i64)
  ^bb921(%6225: i64):  // 2 preds: ^bb920, ^bb925
    %6226 = llvm.icmp "slt" %6225, %42 : i64
    llvm.cond_br %6226, ^bb922, ^bb926
  ^bb922:  // pred: ^bb921
    llvm.br ^bb923(%48 : i64)
  ^bb923(%6227: i64):  // 2 preds: ^bb922, ^bb924
    %6228 = llvm.icmp "slt" %6227, %38 : i64
    llvm.cond_br %6228, ^bb924, ^bb925
  ^bb924:  // pred: ^bb923
    %6229 = llvm.extractvalue %3664[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6230 = llvm.mlir.constant(512 : index) : i64
    %6231 = llvm.mul %6223, %6230 overflow<nsw, nuw> : i64
    %6232 = llvm.mlir.constant(64 : index) : i64
    %6233 = llvm.mul %6225, %6232 overflow<nsw, nuw> : i64
    %6234 = llvm.add %6231, %6233 overflow<nsw, nuw> : i64
    %6235 = llvm.add %6234, %6227 overflow<nsw, nuw> : i64
    %6236 = llvm.getelementptr inbounds|nuw %6229[%6235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6237 = llvm.load %6236 : !llvm.ptr -> f32
    %6238 = llvm.extractvalue %6222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6239 = llvm.mlir.constant(512 : index) : i64
    %6240 = llvm.mul %6223, %6239 overflow<nsw, nuw> : i64
    %6241 = llvm.mlir.constant(64 : index) : i64
    %6242 = llvm.mul %6225, %6241 overflow<nsw, nuw> : i64
    %6243 = llvm.add %6240, %6242 overflow<nsw, nuw> : i64
    %6244 = llvm.add %6243, %6227 overflow<nsw, nuw> : i64
    %6245 = llvm.getelementptr inbounds|nuw %6238[%6244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6237, %6245 : f32, !llvm.ptr
    %6246 = llvm.add %6227, %43 : i64
    llvm.br ^bb923(%6246 : i64)
  ^bb925:  // pred: ^bb923
    %6247 = llvm.add %6225, %43 : i64
    llvm.br ^bb921(%6247 : i64)
  ^bb926:  // pred: ^bb921
    %6248 = llvm.add %6223, %43 : i64
    llvm.br ^bb919(%6248 : i64)
  ^bb927:  // pred: ^bb919
    llvm.br ^bb928(%48 : i64)
  ^bb928(%6249: i64):  // 2 preds: ^bb927, ^bb938
    %6250 = llvm.icmp "slt" %6249, %43 : i64
    llvm.cond_br %6250, ^bb929, ^bb939
  ^bb929:  // pred: ^bb928
    llvm.br ^bb930(%48 : i64)
  ^bb930(%6251: i64):  // 2 preds: ^bb929, ^bb937
    %6252 = llvm.icmp "slt" %6251, %42 : i64
    llvm.cond_br %6252, ^bb931, ^bb938
  ^bb931:  // pred: ^bb930
    llvm.br ^bb932(%48 : i64)
  ^bb932(%6253: i64):  // 2 preds: ^bb931, ^bb936
    %6254 = llvm.icmp "slt" %6253, %38 : i64
    llvm.cond_br %6254, ^bb933, ^bb937
  ^bb933:  // pred: ^bb932
    llvm.br ^bb934(%48 : i64)
  ^bb934(%6255: i64):  // 2 preds: ^bb933, ^bb935
    %6256 = llvm.icmp "slt" %6255, %41 : i64
    llvm.cond_br %6256, ^bb935, ^bb936
  ^bb935:  // pred: ^bb934
    %6257 = llvm.extractvalue %6135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6258 = llvm.mlir.constant(256 : index) : i64
    %6259 = llvm.mul %6249, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.mlir.constant(32 : index) : i64
    %6261 = llvm.mul %6251, %6260 overflow<nsw, nuw> : i64
    %6262 = llvm.add %6259, %6261 overflow<nsw, nuw> : i64
    %6263 = llvm.add %6262, %6255 overflow<nsw, nuw> : i64
    %6264 = llvm.getelementptr inbounds|nuw %6257[%6263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6265 = llvm.load %6264 : !llvm.ptr -> f32
    %6266 = llvm.extractvalue %196[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6267 = llvm.mlir.constant(32 : index) : i64
    %6268 = llvm.mul %6253, %6267 overflow<nsw, nuw> : i64
    %6269 = llvm.add %6268, %6255 overflow<nsw, nuw> : i64
    %6270 = llvm.getelementptr inbounds|nuw %6266[%6269] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6271 = llvm.load %6270 : !llvm.ptr -> f32
    %6272 = llvm.extractvalue %6222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6273 = llvm.mlir.constant(512 : index) : i64
    %6274 = llvm.mul %6249, %6273 overflow<nsw, nuw> : i64
    %6275 = llvm.mlir.constant(64 : index) : i64
    %6276 = llvm.mul %6251, %6275 overflow<nsw, nuw> : i64
    %6277 = llvm.add %6274, %6276 overflow<nsw, nuw> : i64
    %6278 = llvm.add %6277, %6253 overflow<nsw, nuw> : i64
    %6279 = llvm.getelementptr inbounds|nuw %6272[%6278] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6280 = llvm.load %6279 : !llvm.ptr -> f32
    %6281 = llvm.fmul %6265, %6271 : f32
    %6282 = llvm.fadd %6280, %6281 : f32
    %6283 = llvm.extractvalue %6222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6284 = llvm.mlir.constant(512 : index) : i64
    %6285 = llvm.mul %6249, %6284 overflow<nsw, nuw> : i64
    %6286 = llvm.mlir.constant(64 : index) : i64
    %6287 = llvm.mul %6251, %6286 overflow<nsw, nuw> : i64
    %6288 = llvm.add %6285, %6287 overflow<nsw, nuw> : i64
    %6289 = llvm.add %6288, %6253 overflow<nsw, nuw> : i64
    %6290 = llvm.getelementptr inbounds|nuw %6283[%6289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6282, %6290 : f32, !llvm.ptr
    %6291 = llvm.add %6255, %43 : i64
    llvm.br ^bb934(%6291 : i64)
  ^bb936:  // pred: ^bb934
    %6292 = llvm.add %6253, %43 : i64
    llvm.br ^bb932(%6292 : i64)
  ^bb937:  // pred: ^bb932
    %6293 = llvm.add %6251, %43 : i64
    llvm.br ^bb930(%6293 : i64)
  ^bb938:  // pred: ^bb930
    %6294 = llvm.add %6249, %43 : i64
    llvm.br ^bb928(%6294 : i64)
  ^bb939:  // pred: ^bb928
    %6295 = llvm.mlir.constant(1 : index) : i64
    %6296 = llvm.mlir.constant(8 : index) : i64
    %6297 = llvm.mlir.constant(32 : index) : i64
    %6298 = llvm.mlir.constant(1 : index) : i64
    %6299 = llvm.mlir.constant(256 : index) : i64
    %6300 = llvm.mlir.constant(256 : index) : i64
    %6301 = llvm.mlir.zero : !llvm.ptr
    %6302 = llvm.getelementptr %6301[%6300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6303 = llvm.ptrtoint %6302 : !llvm.ptr to i64
    %6304 = llvm.mlir.constant(64 : index) : i64
    %6305 = llvm.add %6303, %6304 : i64
    %6306 = llvm.call @malloc(%6305) : (i64) -> !llvm.ptr
    %6307 = llvm.ptrtoint %6306 : !llvm.ptr to i64
    %6308 = llvm.mlir.constant(1 : index) : i64
    %6309 = llvm.sub %6304, %6308 : i64
    %6310 = llvm.add %6307, %6309 : i64
    %6311 = llvm.urem %6310, %6304 : i64
    %6312 = llvm.sub %6310, %6311 : i64
    %6313 = llvm.inttoptr %6312 : i64 to !llvm.ptr
    %6314 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6315 = llvm.insertvalue %6306, %6314[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6316 = llvm.insertvalue %6313, %6315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6317 = llvm.mlir.constant(0 : index) : i64
    %6318 = llvm.insertvalue %6317, %6316[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6319 = llvm.insertvalue %6295, %6318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6320 = llvm.insertvalue %6296, %6319[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6321 = llvm.insertvalue %6297, %6320[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6322 = llvm.insertvalue %6299, %6321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6323 = llvm.insertvalue %6297, %6322[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6324 = llvm.insertvalue %6298, %6323[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb940(%48 : i64)
  ^bb940(%6325: i64):  // 2 preds: ^bb939, ^bb947
    %6326 = llvm.icmp "slt" %6325, %43 : i64
    llvm.cond_br %6326, ^bb941, ^bb948
  ^bb941:  // pred: ^bb940
    llvm.br ^bb942(%48 : i64)
  ^bb942(%6327: i64):  // 2 preds: ^bb941, ^bb946
    %6328 = llvm.icmp "slt" %6327, %42 : i64
    llvm.cond_br %6328, ^bb943, ^bb947
  ^bb943:  // pred: ^bb942
    llvm.br ^bb944(%48 : i64)
  ^bb944(%6329: i64):  // 2 preds: ^bb943, ^bb945
    %6330 = llvm.icmp "slt" %6329, %41 : i64
    llvm.cond_br %6330, ^bb945, ^bb946
  ^bb945:  // pred: ^bb944
    %6331 = llvm.extractvalue %3024[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6332 = llvm.mlir.constant(256 : index) : i64
    %6333 = llvm.mul %6325, %6332 overflow<nsw, nuw> : i64
    %6334 = llvm.mlir.constant(32 : index) : i64
    %6335 = llvm.mul %6327, %6334 overflow<nsw, nuw> : i64
    %6336 = llvm.add %6333, %6335 overflow<nsw, nuw> : i64
    %6337 = llvm.add %6336, %6329 overflow<nsw, nuw> : i64
    %6338 = llvm.getelementptr inbounds|nuw %6331[%6337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6339 = llvm.load %6338 : !llvm.ptr -> f32
    %6340 = llvm.extractvalue %6324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6341 = llvm.mlir.constant(256 : index) : i64
    %6342 = llvm.mul %6325, %6341 overflow<nsw, nuw> : i64
    %6343 = llvm.mlir.constant(32 : index) : i64
    %6344 = llvm.mul %6327, %6343 overflow<nsw, nuw> : i64
    %6345 = llvm.add %6342, %6344 overflow<nsw, nuw> : i64
    %6346 = llvm.add %6345, %6329 overflow<nsw, nuw> : i64
    %6347 = llvm.getelementptr inbounds|nuw %6340[%6346] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6339, %6347 : f32, !llvm.ptr
    %6348 = llvm.add %6329, %43 : i64
    llvm.br ^bb944(%6348 : i64)
  ^bb946:  // pred: ^bb944
    %6349 = llvm.add %6327, %43 : i64
    llvm.br ^bb942(%6349 : i64)
  ^bb947:  // pred: ^bb942
    %6350 = llvm.add %6325, %43 : i64
    llvm.br ^bb940(%6350 : i64)
  ^bb948:  // pred: ^bb940
    llvm.br ^bb949(%48 : i64)
  ^bb949(%6351: i64):  // 2 preds: ^bb948, ^bb959
    %6352 = llvm.icmp "slt" %6351, %43 : i64
    llvm.cond_br %6352, ^bb950, ^bb960
  ^bb950:  // pred: ^bb949
    llvm.br ^bb951(%48 : i64)
  ^bb951(%6353: i64):  // 2 preds: ^bb950, ^bb958
    %6354 = llvm.icmp "slt" %6353, %42 : i64
    llvm.cond_br %6354, ^bb952, ^bb959
  ^bb952:  // pred: ^bb951
    llvm.br ^bb953(%48 : i64)
  ^bb953(%6355: i64):  // 2 preds: ^bb952, ^bb957
    %6356 = llvm.icmp "slt" %6355, %41 : i64
    llvm.cond_br %6356, ^bb954, ^bb958
  ^bb954:  // pred: ^bb953
    llvm.br ^bb955(%48 : i64)
  ^bb955(%6357: i64):  // 2 preds: ^bb954, ^bb956
    %6358 = llvm.icmp "slt" %6357, %38 : i64
    llvm.cond_br %6358, ^bb956, ^bb957
  ^bb956:  // pred: ^bb955
    %6359 = llvm.extractvalue %6222[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6360 = llvm.mlir.constant(512 : index) : i64
    %6361 = llvm.mul %6351, %6360 overflow<nsw, nuw> : i64
    %6362 = llvm.mlir.constant(64 : index) : i64
    %6363 = llvm.mul %6353, %6362 overflow<nsw, nuw> : i64
    %6364 = llvm.add %6361, %6363 overflow<nsw, nuw> : i64
    %6365 = llvm.add %6364, %6357 overflow<nsw, nuw> : i64
    %6366 = llvm.getelementptr inbounds|nuw %6359[%6365] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6367 = llvm.load %6366 : !llvm.ptr -> f32
    %6368 = llvm.extractvalue %176[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6369 = llvm.getelementptr inbounds|nuw %6368[%6357] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6370 = llvm.load %6369 : !llvm.ptr -> f32
    %6371 = llvm.extractvalue %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6372 = llvm.mlir.constant(64 : index) : i64
    %6373 = llvm.mul %6355, %6372 overflow<nsw, nuw> : i64
    %6374 = llvm.add %6373, %6357 overflow<nsw, nuw> : i64
    %6375 = llvm.getelementptr inbounds|nuw %6371[%6374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6376 = llvm.load %6375 : !llvm.ptr -> f32
    %6377 = llvm.extractvalue %6324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6378 = llvm.mlir.constant(256 : index) : i64
    %6379 = llvm.mul %6351, %6378 overflow<nsw, nuw> : i64
    %6380 = llvm.mlir.constant(32 : index) : i64
    %6381 = llvm.mul %6353, %6380 overflow<nsw, nuw> : i64
    %6382 = llvm.add %6379, %6381 overflow<nsw, nuw> : i64
    %6383 = llvm.add %6382, %6355 overflow<nsw, nuw> : i64
    %6384 = llvm.getelementptr inbounds|nuw %6377[%6383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6385 = llvm.load %6384 : !llvm.ptr -> f32
    %6386 = llvm.fadd %6367, %6370 : f32
    %6387 = llvm.fdiv %6386, %44 : f32
    %6388 = llvm.fcmp "olt" %6387, %52 : f32
    %6389 = llvm.fneg %6387 : f32
    %6390 = llvm.select %6388, %6389, %6387 : i1, f32
    %6391 = llvm.fcmp "olt" %6390, %12 : f32
    %6392 = llvm.select %6391, %37, %33 : i1, f32
    %6393 = llvm.select %6391, %24, %20 : i1, f32
    %6394 = llvm.select %6391, %36, %32 : i1, f32
    %6395 = llvm.select %6391, %23, %19 : i1, f32
    %6396 = llvm.select %6391, %35, %31 : i1, f32
    %6397 = llvm.select %6391, %22, %18 : i1, f32
    %6398 = llvm.select %6391, %34, %30 : i1, f32
    %6399 = llvm.select %6391, %21, %17 : i1, f32
    %6400 = llvm.fcmp "olt" %6390, %11 : f32
    %6401 = llvm.select %6400, %52, %29 : i1, f32
    %6402 = llvm.select %6400, %6392, %28 : i1, f32
    %6403 = llvm.select %6400, %6393, %16 : i1, f32
    %6404 = llvm.select %6400, %6394, %27 : i1, f32
    %6405 = llvm.select %6400, %6395, %15 : i1, f32
    %6406 = llvm.select %6400, %6396, %26 : i1, f32
    %6407 = llvm.select %6400, %6397, %14 : i1, f32
    %6408 = llvm.select %6400, %6398, %25 : i1, f32
    %6409 = llvm.select %6400, %6399, %13 : i1, f32
    %6410 = llvm.select %6400, %52, %55 : i1, f32
    %6411 = llvm.fcmp "ult" %6390, %10 : f32
    %6412 = llvm.fmul %6390, %6408 : f32
    %6413 = llvm.fadd %6412, %6406 : f32
    %6414 = llvm.fmul %6390, %6413 : f32
    %6415 = llvm.fadd %6414, %6404 : f32
    %6416 = llvm.fmul %6390, %6415 : f32
    %6417 = llvm.fadd %6416, %6402 : f32
    %6418 = llvm.fmul %6390, %6417 : f32
    %6419 = llvm.fadd %6418, %6401 : f32
    %6420 = llvm.fmul %6390, %6409 : f32
    %6421 = llvm.fadd %6420, %6407 : f32
    %6422 = llvm.fmul %6390, %6421 : f32
    %6423 = llvm.fadd %6422, %6405 : f32
    %6424 = llvm.fmul %6390, %6423 : f32
    %6425 = llvm.fadd %6424, %6403 : f32
    %6426 = llvm.fmul %6390, %6425 : f32
    %6427 = llvm.fadd %6426, %55 : f32
    %6428 = llvm.fdiv %6419, %6427 : f32
    %6429 = llvm.fadd %6410, %6428 : f32
    %6430 = llvm.select %6411, %6429, %55 : i1, f32
    %6431 = llvm.fneg %6430 : f32
    %6432 = llvm.select %6388, %6431, %6430 : i1, f32
    %6433 = llvm.fadd %6432, %55 : f32
    %6434 = llvm.fmul %6433, %56 : f32
    %6435 = llvm.fmul %6386, %6434 : f32
    %6436 = llvm.fmul %6435, %6376 : f32
    %6437 = llvm.fadd %6385, %6436 : f32
    %6438 = llvm.extractvalue %6324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6439 = llvm.mlir.constant(256 : index) : i64
    %6440 = llvm.mul %6351, %6439 overflow<nsw, nuw> : i64
    %6441 = llvm.mlir.constant(32 : index) : i64
    %6442 = llvm.mul %6353, %6441 overflow<nsw, nuw> : i64
    %6443 = llvm.add %6440, %6442 overflow<nsw, nuw> : i64
    %6444 = llvm.add %6443, %6355 overflow<nsw, nuw> : i64
    %6445 = llvm.getelementptr inbounds|nuw %6438[%6444] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6437, %6445 : f32, !llvm.ptr
    %6446 = llvm.add %6357, %43 : i64
    llvm.br ^bb955(%6446 : i64)
  ^bb957:  // pred: ^bb955
    %6447 = llvm.add %6355, %43 : i64
    llvm.br ^bb953(%6447 : i64)
  ^bb958:  // pred: ^bb953
    %6448 = llvm.add %6353, %43 : i64
    llvm.br ^bb951(%6448 : i64)
  ^bb959:  // pred: ^bb951
    %6449 = llvm.add %6351, %43 : i64
    llvm.br ^bb949(%6449 : i64)
  ^bb960:  // pred: ^bb949
    %6450 = llvm.mlir.constant(1 : index) : i64
    %6451 = llvm.mlir.constant(8 : index) : i64
    %6452 = llvm.mlir.constant(32 : index) : i64
    %6453 = llvm.mlir.constant(1 : index) : i64
    %6454 = llvm.mlir.constant(256 : index) : i64
    %6455 = llvm.mlir.constant(256 : index) : i64
    %6456 = llvm.mlir.zero : !llvm.ptr
    %6457 = llvm.getelementptr %6456[%6455] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6458 = llvm.ptrtoint %6457 : !llvm.ptr to i64
    %6459 = llvm.mlir.constant(64 : index) : i64
    %6460 = llvm.add %6458, %6459 : i64
    %6461 = llvm.call @malloc(%6460) : (i64) -> !llvm.ptr
    %6462 = llvm.ptrtoint %6461 : !llvm.ptr to i64
    %6463 = llvm.mlir.constant(1 : index) : i64
    %6464 = llvm.sub %6459, %6463 : i64
    %6465 = llvm.add %6462, %6464 : i64
    %6466 = llvm.urem %6465, %6459 : i64
    %6467 = llvm.sub %6465, %6466 : i64
    %6468 = llvm.inttoptr %6467 : i64 to !llvm.ptr
    %6469 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6470 = llvm.insertvalue %6461, %6469[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6471 = llvm.insertvalue %6468, %6470[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6472 = llvm.mlir.constant(0 : index) : i64
    %6473 = llvm.insertvalue %6472, %6471[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6474 = llvm.insertvalue %6450, %6473[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6475 = llvm.insertvalue %6451, %6474[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6476 = llvm.insertvalue %6452, %6475[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6477 = llvm.insertvalue %6454, %6476[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6478 = llvm.insertvalue %6452, %6477[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6479 = llvm.insertvalue %6453, %6478[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb961(%48 : i64)
  ^bb961(%6480: i64):  // 2 preds: ^bb960, ^bb968
    %6481 = llvm.icmp "slt" %6480, %43 : i64
    llvm.cond_br %6481, ^bb962, ^bb969
  ^bb962:  // pred: ^bb961
    llvm.br ^bb963(%48 : i64)
  ^bb963(%6482: i64):  // 2 preds: ^bb962, ^bb967
    %6483 = llvm.icmp "slt" %6482, %42 : i64
    llvm.cond_br %6483, ^bb964, ^bb968
  ^bb964:  // pred: ^bb963
    llvm.br ^bb965(%48 : i64)
  ^bb965(%6484: i64):  // 2 preds: ^bb964, ^bb966
    %6485 = llvm.icmp "slt" %6484, %41 : i64
    llvm.cond_br %6485, ^bb966, ^bb967
  ^bb966:  // pred: ^bb965
    %6486 = llvm.extractvalue %6324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6487 = llvm.mlir.constant(256 : index) : i64
    %6488 = llvm.mul %6480, %6487 overflow<nsw, nuw> : i64
    %6489 = llvm.mlir.constant(32 : index) : i64
    %6490 = llvm.mul %6482, %6489 overflow<nsw, nuw> : i64
    %6491 = llvm.add %6488, %6490 overflow<nsw, nuw> : i64
    %6492 = llvm.add %6491, %6484 overflow<nsw, nuw> : i64
    %6493 = llvm.getelementptr inbounds|nuw %6486[%6492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6494 = llvm.load %6493 : !llvm.ptr -> f32
    %6495 = llvm.extractvalue %140[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6496 = llvm.getelementptr inbounds|nuw %6495[%6484] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6497 = llvm.load %6496 : !llvm.ptr -> f32
    %6498 = llvm.extractvalue %6135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6499 = llvm.mlir.constant(256 : index) : i64
    %6500 = llvm.mul %6480, %6499 overflow<nsw, nuw> : i64
    %6501 = llvm.mlir.constant(32 : index) : i64
    %6502 = llvm.mul %6482, %6501 overflow<nsw, nuw> : i64
    %6503 = llvm.add %6500, %6502 overflow<nsw, nuw> : i64
    %6504 = llvm.add %6503, %6484 overflow<nsw, nuw> : i64
    %6505 = llvm.getelementptr inbounds|nuw %6498[%6504] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6506 = llvm.load %6505 : !llvm.ptr -> f32
    %6507 = llvm.fadd %6494, %6497 : f32
    %6508 = llvm.fadd %6507, %6506 : f32
    %6509 = llvm.extractvalue %6479[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6510 = llvm.mlir.constant(256 : index) : i64
    %6511 = llvm.mul %6480, %6510 overflow<nsw, nuw> : i64
    %6512 = llvm.mlir.constant(32 : index) : i64
    %6513 = llvm.mul %6482, %6512 overflow<nsw, nuw> : i64
    %6514 = llvm.add %6511, %6513 overflow<nsw, nuw> : i64
    %6515 = llvm.add %6514, %6484 overflow<nsw, nuw> : i64
    %6516 = llvm.getelementptr inbounds|nuw %6509[%6515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6508, %6516 : f32, !llvm.ptr
    %6517 = llvm.add %6484, %43 : i64
    llvm.br ^bb965(%6517 : i64)
  ^bb967:  // pred: ^bb965
    %6518 = llvm.add %6482, %43 : i64
    llvm.br ^bb963(%6518 : i64)
  ^bb968:  // pred: ^bb963
    %6519 = llvm.add %6480, %43 : i64
    llvm.br ^bb961(%6519 : i64)
  ^bb969:  // pred: ^bb961
    %6520 = llvm.mlir.constant(1 : index) : i64
    %6521 = llvm.mlir.constant(8 : index) : i64
    %6522 = llvm.mlir.constant(32 : index) : i64
    %6523 = llvm.mlir.constant(1 : index) : i64
    %6524 = llvm.mlir.constant(256 : index) : i64
    %6525 = llvm.mlir.constant(256 : index) : i64
    %6526 = llvm.mlir.zero : !llvm.ptr
    %6527 = llvm.getelementptr %6526[%6525] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6528 = llvm.ptrtoint %6527 : !llvm.ptr to i64
    %6529 = llvm.mlir.constant(64 : index) : i64
    %6530 = llvm.add %6528, %6529 : i64
    %6531 = llvm.call @malloc(%6530) : (i64) -> !llvm.ptr
    %6532 = llvm.ptrtoint %6531 : !llvm.ptr to i64
    %6533 = llvm.mlir.constant(1 : index) : i64
    %6534 = llvm.sub %6529, %6533 : i64
    %6535 = llvm.add %6532, %6534 : i64
    %6536 = llvm.urem %6535, %6529 : i64
    %6537 = llvm.sub %6535, %6536 : i64
    %6538 = llvm.inttoptr %6537 : i64 to !llvm.ptr
    %6539 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6540 = llvm.insertvalue %6531, %6539[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6541 = llvm.insertvalue %6538, %6540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6542 = llvm.mlir.constant(0 : index) : i64
    %6543 = llvm.insertvalue %6542, %6541[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6544 = llvm.insertvalue %6520, %6543[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6545 = llvm.insertvalue %6521, %6544[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6546 = llvm.insertvalue %6522, %6545[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6547 = llvm.insertvalue %6524, %6546[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6548 = llvm.insertvalue %6522, %6547[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6549 = llvm.insertvalue %6523, %6548[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb970(%48 : i64)
  ^bb970(%6550: i64):  // 2 preds: ^bb969, ^bb977
    %6551 = llvm.icmp "slt" %6550, %43 : i64
    llvm.cond_br %6551, ^bb971, ^bb978
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%48 : i64)
  ^bb972(%6552: i64):  // 2 preds: ^bb971, ^bb976
    %6553 = llvm.icmp "slt" %6552, %42 : i64
    llvm.cond_br %6553, ^bb973, ^bb977
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%48 : i64)
  ^bb974(%6554: i64):  // 2 preds: ^bb973, ^bb975
    %6555 = llvm.icmp "slt" %6554, %41 : i64
    llvm.cond_br %6555, ^bb975, ^bb976
  ^bb975:  // pred: ^bb974
    %6556 = llvm.extractvalue %6479[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6557 = llvm.mlir.constant(256 : index) : i64
    %6558 = llvm.mul %6550, %6557 overflow<nsw, nuw> : i64
    %6559 = llvm.mlir.constant(32 : index) : i64
    %6560 = llvm.mul %6552, %6559 overflow<nsw, nuw> : i64
    %6561 = llvm.add %6558, %6560 overflow<nsw, nuw> : i64
    %6562 = llvm.add %6561, %6554 overflow<nsw, nuw> : i64
    %6563 = llvm.getelementptr inbounds|nuw %6556[%6562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6564 = llvm.load %6563 : !llvm.ptr -> f32
    %6565 = llvm.fpext %6564 : f32 to f64
    %6566 = llvm.extractvalue %6549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6567 = llvm.mlir.constant(256 : index) : i64
    %6568 = llvm.mul %6550, %6567 overflow<nsw, nuw> : i64
    %6569 = llvm.mlir.constant(32 : index) : i64
    %6570 = llvm.mul %6552, %6569 overflow<nsw, nuw> : i64
    %6571 = llvm.add %6568, %6570 overflow<nsw, nuw> : i64
    %6572 = llvm.add %6571, %6554 overflow<nsw, nuw> : i64
    %6573 = llvm.getelementptr inbounds|nuw %6566[%6572] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6565, %6573 : f64, !llvm.ptr
    %6574 = llvm.add %6554, %43 : i64
    llvm.br ^bb974(%6574 : i64)
  ^bb976:  // pred: ^bb974
    %6575 = llvm.add %6552, %43 : i64
    llvm.br ^bb972(%6575 : i64)
  ^bb977:  // pred: ^bb972
    %6576 = llvm.add %6550, %43 : i64
    llvm.br ^bb970(%6576 : i64)
  ^bb978:  // pred: ^bb970
    %6577 = llvm.mlir.constant(1 : index) : i64
    %6578 = llvm.mlir.constant(8 : index) : i64
    %6579 = llvm.mlir.constant(1 : index) : i64
    %6580 = llvm.mlir.constant(1 : index) : i64
    %6581 = llvm.mlir.constant(8 : index) : i64
    %6582 = llvm.mlir.zero : !llvm.ptr
    %6583 = llvm.getelementptr %6582[%6581] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6584 = llvm.ptrtoint %6583 : !llvm.ptr to i64
    %6585 = llvm.mlir.constant(64 : index) : i64
    %6586 = llvm.add %6584, %6585 : i64
    %6587 = llvm.call @malloc(%6586) : (i64) -> !llvm.ptr
    %6588 = llvm.ptrtoint %6587 : !llvm.ptr to i64
    %6589 = llvm.mlir.constant(1 : index) : i64
    %6590 = llvm.sub %6585, %6589 : i64
    %6591 = llvm.add %6588, %6590 : i64
    %6592 = llvm.urem %6591, %6585 : i64
    %6593 = llvm.sub %6591, %6592 : i64
    %6594 = llvm.inttoptr %6593 : i64 to !llvm.ptr
    %6595 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6596 = llvm.insertvalue %6587, %6595[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6597 = llvm.insertvalue %6594, %6596[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6598 = llvm.mlir.constant(0 : index) : i64
    %6599 = llvm.insertvalue %6598, %6597[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6600 = llvm.insertvalue %6577, %6599[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6601 = llvm.insertvalue %6578, %6600[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6602 = llvm.insertvalue %6579, %6601[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6603 = llvm.insertvalue %6578, %6602[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6604 = llvm.insertvalue %6579, %6603[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6605 = llvm.insertvalue %6580, %6604[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb979(%48 : i64)
  ^bb979(%6606: i64):  // 2 preds: ^bb978, ^bb986
    %6607 = llvm.icmp "slt" %6606, %43 : i64
    llvm.cond_br %6607, ^bb980, ^bb987
  ^bb980:  // pred: ^bb979
    llvm.br ^bb981(%48 : i64)
  ^bb981(%6608: i64):  // 2 preds: ^bb980, ^bb985
    %6609 = llvm.icmp "slt" %6608, %42 : i64
    llvm.cond_br %6609, ^bb982, ^bb986
  ^bb982:  // pred: ^bb981
    llvm.br ^bb983(%48 : i64)
  ^bb983(%6610: i64):  // 2 preds: ^bb982, ^bb984
    %6611 = llvm.icmp "slt" %6610, %43 : i64
    llvm.cond_br %6611, ^bb984, ^bb985
  ^bb984:  // pred: ^bb983
    %6612 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6613 = llvm.mlir.constant(8 : index) : i64
    %6614 = llvm.mul %6606, %6613 overflow<nsw, nuw> : i64
    %6615 = llvm.add %6614, %6608 overflow<nsw, nuw> : i64
    %6616 = llvm.add %6615, %6610 overflow<nsw, nuw> : i64
    %6617 = llvm.getelementptr inbounds|nuw %6612[%6616] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6618 = llvm.load %6617 : !llvm.ptr -> f64
    %6619 = llvm.extractvalue %6605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6620 = llvm.mlir.constant(8 : index) : i64
    %6621 = llvm.mul %6606, %6620 overflow<nsw, nuw> : i64
    %6622 = llvm.add %6621, %6608 overflow<nsw, nuw> : i64
    %6623 = llvm.add %6622, %6610 overflow<nsw, nuw> : i64
    %6624 = llvm.getelementptr inbounds|nuw %6619[%6623] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6618, %6624 : f64, !llvm.ptr
    %6625 = llvm.add %6610, %43 : i64
    llvm.br ^bb983(%6625 : i64)
  ^bb985:  // pred: ^bb983
    %6626 = llvm.add %6608, %43 : i64
    llvm.br ^bb981(%6626 : i64)
  ^bb986:  // pred: ^bb981
    %6627 = llvm.add %6606, %43 : i64
    llvm.br ^bb979(%6627 : i64)
  ^bb987:  // pred: ^bb979
    llvm.br ^bb988(%48 : i64)
  ^bb988(%6628: i64):  // 2 preds: ^bb987, ^bb995
    %6629 = llvm.icmp "slt" %6628, %43 : i64
    llvm.cond_br %6629, ^bb989, ^bb996
  ^bb989:  // pred: ^bb988
    llvm.br ^bb990(%48 : i64)
  ^bb990(%6630: i64):  // 2 preds: ^bb989, ^bb994
    %6631 = llvm.icmp "slt" %6630, %42 : i64
    llvm.cond_br %6631, ^bb991, ^bb995
  ^bb991:  // pred: ^bb990
    llvm.br ^bb992(%48 : i64)
  ^bb992(%6632: i64):  // 2 preds: ^bb991, ^bb993
    %6633 = llvm.icmp "slt" %6632, %41 : i64
    llvm.cond_br %6633, ^bb993, ^bb994
  ^bb993:  // pred: ^bb992
    %6634 = llvm.extractvalue %6549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6635 = llvm.mlir.constant(256 : index) : i64
    %6636 = llvm.mul %6628, %6635 overflow<nsw, nuw> : i64
    %6637 = llvm.mlir.constant(32 : index) : i64
    %6638 = llvm.mul %6630, %6637 overflow<nsw, nuw> : i64
    %6639 = llvm.add %6636, %6638 overflow<nsw, nuw> : i64
    %6640 = llvm.add %6639, %6632 overflow<nsw, nuw> : i64
    %6641 = llvm.getelementptr inbounds|nuw %6634[%6640] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6642 = llvm.load %6641 : !llvm.ptr -> f64
    %6643 = llvm.extractvalue %6605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6644 = llvm.mlir.constant(8 : index) : i64
    %6645 = llvm.mul %6628, %6644 overflow<nsw, nuw> : i64
    %6646 = llvm.add %6645, %6630 overflow<nsw, nuw> : i64
    %6647 = llvm.add %6646, %48 overflow<nsw, nuw> : i64
    %6648 = llvm.getelementptr inbounds|nuw %6643[%6647] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6649 = llvm.load %6648 : !llvm.ptr -> f64
    %6650 = llvm.fadd %6642, %6649 : f64
    %6651 = llvm.extractvalue %6605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6652 = llvm.mlir.constant(8 : index) : i64
    %6653 = llvm.mul %6628, %6652 overflow<nsw, nuw> : i64
    %6654 = llvm.add %6653, %6630 overflow<nsw, nuw> : i64
    %6655 = llvm.add %6654, %48 overflow<nsw, nuw> : i64
    %6656 = llvm.getelementptr inbounds|nuw %6651[%6655] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6650, %6656 : f64, !llvm.ptr
    %6657 = llvm.add %6632, %43 : i64
    llvm.br ^bb992(%6657 : i64)
  ^bb994:  // pred: ^bb992
    %6658 = llvm.add %6630, %43 : i64
    llvm.br ^bb990(%6658 : i64)
  ^bb995:  // pred: ^bb990
    %6659 = llvm.add %6628, %43 : i64
    llvm.br ^bb988(%6659 : i64)
  ^bb996:  // pred: ^bb988
    %6660 = llvm.mlir.constant(1 : index) : i64
    %6661 = llvm.mlir.constant(8 : index) : i64
    %6662 = llvm.mlir.constant(1 : index) : i64
    %6663 = llvm.mlir.constant(1 : index) : i64
    %6664 = llvm.mlir.constant(8 : index) : i64
    %6665 = llvm.mlir.zero : !llvm.ptr
    %6666 = llvm.getelementptr %6665[%6664] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6667 = llvm.ptrtoint %6666 : !llvm.ptr to i64
    %6668 = llvm.mlir.constant(64 : index) : i64
    %6669 = llvm.add %6667, %6668 : i64
    %6670 = llvm.call @malloc(%6669) : (i64) -> !llvm.ptr
    %6671 = llvm.ptrtoint %6670 : !llvm.ptr to i64
    %6672 = llvm.mlir.constant(1 : index) : i64
    %6673 = llvm.sub %6668, %6672 : i64
    %6674 = llvm.add %6671, %6673 : i64
    %6675 = llvm.urem %6674, %6668 : i64
    %6676 = llvm.sub %6674, %6675 : i64
    %6677 = llvm.inttoptr %6676 : i64 to !llvm.ptr
    %6678 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6679 = llvm.insertvalue %6670, %6678[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6680 = llvm.insertvalue %6677, %6679[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6681 = llvm.mlir.constant(0 : index) : i64
    %6682 = llvm.insertvalue %6681, %6680[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6683 = llvm.insertvalue %6660, %6682[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6684 = llvm.insertvalue %6661, %6683[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6685 = llvm.insertvalue %6662, %6684[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6686 = llvm.insertvalue %6661, %6685[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6687 = llvm.insertvalue %6662, %6686[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6688 = llvm.insertvalue %6663, %6687[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb997(%48 : i64)
  ^bb997(%6689: i64):  // 2 preds: ^bb996, ^bb1004
    %6690 = llvm.icmp "slt" %6689, %43 : i64
    llvm.cond_br %6690, ^bb998, ^bb1005
  ^bb998:  // pred: ^bb997
    llvm.br ^bb999(%48 : i64)
  ^bb999(%6691: i64):  // 2 preds: ^bb998, ^bb1003
    %6692 = llvm.icmp "slt" %6691, %42 : i64
    llvm.cond_br %6692, ^bb1000, ^bb1004
  ^bb1000:  // pred: ^bb999
    llvm.br ^bb1001(%48 : i64)
  ^bb1001(%6693: i64):  // 2 preds: ^bb1000, ^bb1002
    %6694 = llvm.icmp "slt" %6693, %43 : i64
    llvm.cond_br %6694, ^bb1002, ^bb1003
  ^bb1002:  // pred: ^bb1001
    %6695 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6696 = llvm.mlir.constant(8 : index) : i64
    %6697 = llvm.mul %6689, %6696 overflow<nsw, nuw> : i64
    %6698 = llvm.add %6697, %6691 overflow<nsw, nuw> : i64
    %6699 = llvm.add %6698, %6693 overflow<nsw, nuw> : i64
    %6700 = llvm.getelementptr inbounds|nuw %6695[%6699] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6701 = llvm.load %6700 : !llvm.ptr -> f64
    %6702 = llvm.extractvalue %6688[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6703 = llvm.mlir.constant(8 : index) : i64
    %6704 = llvm.mul %6689, %6703 overflow<nsw, nuw> : i64
    %6705 = llvm.add %6704, %6691 overflow<nsw, nuw> : i64
    %6706 = llvm.add %6705, %6693 overflow<nsw, nuw> : i64
    %6707 = llvm.getelementptr inbounds|nuw %6702[%6706] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6701, %6707 : f64, !llvm.ptr
    %6708 = llvm.add %6693, %43 : i64
    llvm.br ^bb1001(%6708 : i64)
  ^bb1003:  // pred: ^bb1001
    %6709 = llvm.add %6691, %43 : i64
    llvm.br ^bb999(%6709 : i64)
  ^bb1004:  // pred: ^bb999
    %6710 = llvm.add %6689, %43 : i64
    llvm.br ^bb997(%6710 : i64)
  ^bb1005:  // pred: ^bb997
    llvm.br ^bb1006(%48 : i64)
  ^bb1006(%6711: i64):  // 2 preds: ^bb1005, ^bb1013
    %6712 = llvm.icmp "slt" %6711, %43 : i64
    llvm.cond_br %6712, ^bb1007, ^bb1014
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%48 : i64)
  ^bb1008(%6713: i64):  // 2 preds: ^bb1007, ^bb1012
    %6714 = llvm.icmp "slt" %6713, %42 : i64
    llvm.cond_br %6714, ^bb1009, ^bb1013
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%48 : i64)
  ^bb1010(%6715: i64):  // 2 preds: ^bb1009, ^bb1011
    %6716 = llvm.icmp "slt" %6715, %41 : i64
    llvm.cond_br %6716, ^bb1011, ^bb1012
  ^bb1011:  // pred: ^bb1010
    %6717 = llvm.extractvalue %6549[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6718 = llvm.mlir.constant(256 : index) : i64
    %6719 = llvm.mul %6711, %6718 overflow<nsw, nuw> : i64
    %6720 = llvm.mlir.constant(32 : index) : i64
    %6721 = llvm.mul %6713, %6720 overflow<nsw, nuw> : i64
    %6722 = llvm.add %6719, %6721 overflow<nsw, nuw> : i64
    %6723 = llvm.add %6722, %6715 overflow<nsw, nuw> : i64
    %6724 = llvm.getelementptr inbounds|nuw %6717[%6723] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6725 = llvm.load %6724 : !llvm.ptr -> f64
    %6726 = llvm.extractvalue %6605[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6727 = llvm.mlir.constant(8 : index) : i64
    %6728 = llvm.mul %6711, %6727 overflow<nsw, nuw> : i64
    %6729 = llvm.add %6728, %6713 overflow<nsw, nuw> : i64
    %6730 = llvm.add %6729, %48 overflow<nsw, nuw> : i64
    %6731 = llvm.getelementptr inbounds|nuw %6726[%6730] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6732 = llvm.load %6731 : !llvm.ptr -> f64
    %6733 = llvm.extractvalue %6688[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6734 = llvm.mlir.constant(8 : index) : i64
    %6735 = llvm.mul %6711, %6734 overflow<nsw, nuw> : i64
    %6736 = llvm.add %6735, %6713 overflow<nsw, nuw> : i64
    %6737 = llvm.add %6736, %48 overflow<nsw, nuw> : i64
    %6738 = llvm.getelementptr inbounds|nuw %6733[%6737] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6739 = llvm.load %6738 : !llvm.ptr -> f64
    %6740 = llvm.fdiv %6732, %47 : f64
    %6741 = llvm.fsub %6725, %6740 : f64
    %6742 = llvm.fmul %6741, %6741 : f64
    %6743 = llvm.fadd %6742, %6739 : f64
    %6744 = llvm.extractvalue %6688[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6745 = llvm.mlir.constant(8 : index) : i64
    %6746 = llvm.mul %6711, %6745 overflow<nsw, nuw> : i64
    %6747 = llvm.add %6746, %6713 overflow<nsw, nuw> : i64
    %6748 = llvm.add %6747, %48 overflow<nsw, nuw> : i64
    %6749 = llvm.getelementptr inbounds|nuw %6744[%6748] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6743, %6749 : f64, !llvm.ptr
    %6750 = llvm.add %6715, %43 : i64
    llvm.br ^bb1010(%6750 : i64)
  ^bb1012:  // pred: ^bb1010
    %6751 = llvm.add %6713, %43 : i64
    llvm.br ^bb1008(%6751 : i64)
  ^bb1013:  // pred: ^bb1008
    %6752 = llvm.add %6711, %43 : i64
    llvm.br ^bb1006(%6752 : i64)
  ^bb1014:  // pred: ^bb1006
    %6753 = llvm.mlir.constant(1 : index) : i64
    %6754 = llvm.mlir.constant(8 : index) : i64
    %6755 = llvm.mlir.constant(1 : index) : i64
    %6756 = llvm.mlir.constant(1 : index) : i64
    %6757 = llvm.mlir.constant(8 : index) : i64
    %6758 = llvm.mlir.zero : !llvm.ptr
    %6759 = llvm.getelementptr %6758[%6757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6760 = llvm.ptrtoint %6759 : !llvm.ptr to i64
    %6761 = llvm.mlir.constant(64 : index) : i64
    %6762 = llvm.add %6760, %6761 : i64
    %6763 = llvm.call @malloc(%6762) : (i64) -> !llvm.ptr
    %6764 = llvm.ptrtoint %6763 : !llvm.ptr to i64
    %6765 = llvm.mlir.constant(1 : index) : i64
    %6766 = llvm.sub %6761, %6765 : i64
    %6767 = llvm.add %6764, %6766 : i64
    %6768 = llvm.urem %6767, %6761 : i64
    %6769 = llvm.sub %6767, %6768 : i64
    %6770 = llvm.inttoptr %6769 : i64 to !llvm.ptr
    %6771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6772 = llvm.insertvalue %6763, %6771[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6773 = llvm.insertvalue %6770, %6772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6774 = llvm.mlir.constant(0 : index) : i64
    %6775 = llvm.insertvalue %6774, %6773[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6776 = llvm.insertvalue %6753, %6775[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6777 = llvm.insertvalue %6754, %6776[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6778 = llvm.insertvalue %6755, %6777[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6779 = llvm.insertvalue %6754, %6778[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6780 = llvm.insertvalue %6755, %6779[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6781 = llvm.insertvalue %6756, %6780[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1015(%48 : i64)
  ^bb1015(%6782: i64):  // 2 preds: ^bb1014, ^bb1022
    %6783 = llvm.icmp "slt" %6782, %43 : i64
    llvm.cond_br %6783, ^bb1016, ^bb1023
  ^bb1016:  // pred: ^bb1015
    llvm.br ^bb1017(%48 : i64)
  ^bb1017(%6784: i64):  // 2 preds: ^bb1016, ^bb1021
    %6785 = llvm.icmp "slt" %6784, %42 : i64
    llvm.cond_br %6785, ^bb1018, ^bb1022
  ^bb1018:  // pred: ^bb1017
    llvm.br ^bb1019(%48 : i64)
  ^bb1019(%6786: i64):  // 2 preds: ^bb1018, ^bb1020
    %6787 = llvm.icmp "slt" %6786, %43 : i64
    llvm.cond_br %6787, ^bb1020, ^bb1021
  ^bb1020:  // pred: ^bb1019
    %6788 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6789 = llvm.mlir.constant(8 : index) : i64
    %6790 = llvm.mul %6782, %6789 overflow<nsw, nuw> : i64
    %6791 = llvm.add %6790, %6784 overflow<nsw, nuw> : i64
    %6792 = llvm.add %6791, %6786 overflow<nsw, nuw> : i64
    %6793 = llvm.getelementptr inbounds|nuw %6788[%6792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6794 = llvm.load %6793 : !llvm.ptr -> f32
    %6795 = llvm.extractvalue %6781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6796 = llvm.mlir.constant(8 : index) : i64
    %6797 = llvm.mul %6782, %6796 overflow<nsw, nuw> : i64
    %6798 = llvm.add %6797, %6784 overflow<nsw, nuw> : i64
    %6799 = llvm.add %6798, %6786 overflow<nsw, nuw> : i64
    %6800 = llvm.getelementptr inbounds|nuw %6795[%6799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6794, %6800 : f32, !llvm.ptr
    %6801 = llvm.add %6786, %43 : i64
    llvm.br ^bb1019(%6801 : i64)
  ^bb1021:  // pred: ^bb1019
    %6802 = llvm.add %6784, %43 : i64
    llvm.br ^bb1017(%6802 : i64)
  ^bb1022:  // pred: ^bb1017
    %6803 = llvm.add %6782, %43 : i64
    llvm.br ^bb1015(%6803 : i64)
  ^bb1023:  // pred: ^bb1015
    llvm.br ^bb1024(%48 : i64)
  ^bb1024(%6804: i64):  // 2 preds: ^bb1023, ^bb1031
    %6805 = llvm.icmp "slt" %6804, %43 : i64
    llvm.cond_br %6805, ^bb1025, ^bb1032
  ^bb1025:  // pred: ^bb1024
    llvm.br ^bb1026(%48 : i64)
  ^bb1026(%6806: i64):  // 2 preds: ^bb1025, ^bb1030
    %6807 = llvm.icmp "slt" %6806, %42 : i64
    llvm.cond_br %6807, ^bb1027, ^bb1031
  ^bb1027:  // pred: ^bb1026
    llvm.br ^bb1028(%48 : i64)
  ^bb1028(%6808: i64):  // 2 preds: ^bb1027, ^bb1029
    %6809 = llvm.icmp "slt" %6808, %41 : i64
    llvm.cond_br %6809, ^bb1029, ^bb1030
  ^bb1029:  // pred: ^bb1028
    %6810 = llvm.extractvalue %6479[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6811 = llvm.mlir.constant(256 : index) : i64
    %6812 = llvm.mul %6804, %6811 overflow<nsw, nuw> : i64
    %6813 = llvm.mlir.constant(32 : index) : i64
    %6814 = llvm.mul %6806, %6813 overflow<nsw, nuw> : i64
    %6815 = llvm.add %6812, %6814 overflow<nsw, nuw> : i64
    %6816 = llvm.add %6815, %6808 overflow<nsw, nuw> : i64
    %6817 = llvm.getelementptr inbounds|nuw %6810[%6816] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6818 = llvm.load %6817 : !llvm.ptr -> f32
    %6819 = llvm.extractvalue %6781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6820 = llvm.mlir.constant(8 : index) : i64
    %6821 = llvm.mul %6804, %6820 overflow<nsw, nuw> : i64
    %6822 = llvm.add %6821, %6806 overflow<nsw, nuw> : i64
    %6823 = llvm.add %6822, %48 overflow<nsw, nuw> : i64
    %6824 = llvm.getelementptr inbounds|nuw %6819[%6823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6825 = llvm.load %6824 : !llvm.ptr -> f32
    %6826 = llvm.fadd %6818, %6825 : f32
    %6827 = llvm.extractvalue %6781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6828 = llvm.mlir.constant(8 : index) : i64
    %6829 = llvm.mul %6804, %6828 overflow<nsw, nuw> : i64
    %6830 = llvm.add %6829, %6806 overflow<nsw, nuw> : i64
    %6831 = llvm.add %6830, %48 overflow<nsw, nuw> : i64
    %6832 = llvm.getelementptr inbounds|nuw %6827[%6831] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6826, %6832 : f32, !llvm.ptr
    %6833 = llvm.add %6808, %43 : i64
    llvm.br ^bb1028(%6833 : i64)
  ^bb1030:  // pred: ^bb1028
    %6834 = llvm.add %6806, %43 : i64
    llvm.br ^bb1026(%6834 : i64)
  ^bb1031:  // pred: ^bb1026
    %6835 = llvm.add %6804, %43 : i64
    llvm.br ^bb1024(%6835 : i64)
  ^bb1032:  // pred: ^bb1024
    %6836 = llvm.mlir.constant(1 : index) : i64
    %6837 = llvm.mlir.constant(8 : index) : i64
    %6838 = llvm.mlir.constant(32 : index) : i64
    %6839 = llvm.mlir.constant(1 : index) : i64
    %6840 = llvm.mlir.constant(256 : index) : i64
    %6841 = llvm.mlir.constant(256 : index) : i64
    %6842 = llvm.mlir.zero : !llvm.ptr
    %6843 = llvm.getelementptr %6842[%6841] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6844 = llvm.ptrtoint %6843 : !llvm.ptr to i64
    %6845 = llvm.mlir.constant(64 : index) : i64
    %6846 = llvm.add %6844, %6845 : i64
    %6847 = llvm.call @malloc(%6846) : (i64) -> !llvm.ptr
    %6848 = llvm.ptrtoint %6847 : !llvm.ptr to i64
    %6849 = llvm.mlir.constant(1 : index) : i64
    %6850 = llvm.sub %6845, %6849 : i64
    %6851 = llvm.add %6848, %6850 : i64
    %6852 = llvm.urem %6851, %6845 : i64
    %6853 = llvm.sub %6851, %6852 : i64
    %6854 = llvm.inttoptr %6853 : i64 to !llvm.ptr
    %6855 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6856 = llvm.insertvalue %6847, %6855[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6857 = llvm.insertvalue %6854, %6856[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6858 = llvm.mlir.constant(0 : index) : i64
    %6859 = llvm.insertvalue %6858, %6857[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6860 = llvm.insertvalue %6836, %6859[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6861 = llvm.insertvalue %6837, %6860[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6862 = llvm.insertvalue %6838, %6861[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6863 = llvm.insertvalue %6840, %6862[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6864 = llvm.insertvalue %6838, %6863[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6865 = llvm.insertvalue %6839, %6864[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1033(%48 : i64)
  ^bb1033(%6866: i64):  // 2 preds: ^bb1032, ^bb1040
    %6867 = llvm.icmp "slt" %6866, %43 : i64
    llvm.cond_br %6867, ^bb1034, ^bb1041
  ^bb1034:  // pred: ^bb1033
    llvm.br ^bb1035(%48 : i64)
  ^bb1035(%6868: i64):  // 2 preds: ^bb1034, ^bb1039
    %6869 = llvm.icmp "slt" %6868, %42 : i64
    llvm.cond_br %6869, ^bb1036, ^bb1040
  ^bb1036:  // pred: ^bb1035
    llvm.br ^bb1037(%48 : i64)
  ^bb1037(%6870: i64):  // 2 preds: ^bb1036, ^bb1038
    %6871 = llvm.icmp "slt" %6870, %41 : i64
    llvm.cond_br %6871, ^bb1038, ^bb1039
  ^bb1038:  // pred: ^bb1037
    %6872 = llvm.extractvalue %6479[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6873 = llvm.mlir.constant(256 : index) : i64
    %6874 = llvm.mul %6866, %6873 overflow<nsw, nuw> : i64
    %6875 = llvm.mlir.constant(32 : index) : i64
    %6876 = llvm.mul %6868, %6875 overflow<nsw, nuw> : i64
    %6877 = llvm.add %6874, %6876 overflow<nsw, nuw> : i64
    %6878 = llvm.add %6877, %6870 overflow<nsw, nuw> : i64
    %6879 = llvm.getelementptr inbounds|nuw %6872[%6878] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6880 = llvm.load %6879 : !llvm.ptr -> f32
    %6881 = llvm.extractvalue %6781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6882 = llvm.mlir.constant(8 : index) : i64
    %6883 = llvm.mul %6866, %6882 overflow<nsw, nuw> : i64
    %6884 = llvm.add %6883, %6868 overflow<nsw, nuw> : i64
    %6885 = llvm.add %6884, %48 overflow<nsw, nuw> : i64
    %6886 = llvm.getelementptr inbounds|nuw %6881[%6885] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6887 = llvm.load %6886 : !llvm.ptr -> f32
    %6888 = llvm.extractvalue %6688[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6889 = llvm.mlir.constant(8 : index) : i64
    %6890 = llvm.mul %6866, %6889 overflow<nsw, nuw> : i64
    %6891 = llvm.add %6890, %6868 overflow<nsw, nuw> : i64
    %6892 = llvm.add %6891, %48 overflow<nsw, nuw> : i64
    %6893 = llvm.getelementptr inbounds|nuw %6888[%6892] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6894 = llvm.load %6893 : !llvm.ptr -> f64
    %6895 = llvm.extractvalue %124[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6896 = llvm.getelementptr inbounds|nuw %6895[%6870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6897 = llvm.load %6896 : !llvm.ptr -> f32
    %6898 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6899 = llvm.getelementptr inbounds|nuw %6898[%6870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6900 = llvm.load %6899 : !llvm.ptr -> f32
    %6901 = llvm.fdiv %6894, %47 : f64
    %6902 = llvm.fptrunc %6901 : f64 to f32
    %6903 = llvm.fptrunc %49 : f64 to f32
    %6904 = llvm.fadd %6902, %6903 : f32
    %6905 = llvm.intr.sqrt(%6904) : (f32) -> f32
    %6906 = llvm.fdiv %55, %6905 : f32
    %6907 = llvm.fdiv %6887, %46 : f32
    %6908 = llvm.fsub %6880, %6907 : f32
    %6909 = llvm.fmul %6908, %6906 : f32
    %6910 = llvm.fmul %6909, %6897 : f32
    %6911 = llvm.fadd %6910, %6900 : f32
    %6912 = llvm.extractvalue %6865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6913 = llvm.mlir.constant(256 : index) : i64
    %6914 = llvm.mul %6866, %6913 overflow<nsw, nuw> : i64
    %6915 = llvm.mlir.constant(32 : index) : i64
    %6916 = llvm.mul %6868, %6915 overflow<nsw, nuw> : i64
    %6917 = llvm.add %6914, %6916 overflow<nsw, nuw> : i64
    %6918 = llvm.add %6917, %6870 overflow<nsw, nuw> : i64
    %6919 = llvm.getelementptr inbounds|nuw %6912[%6918] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6911, %6919 : f32, !llvm.ptr
    %6920 = llvm.add %6870, %43 : i64
    llvm.br ^bb1037(%6920 : i64)
  ^bb1039:  // pred: ^bb1037
    %6921 = llvm.add %6868, %43 : i64
    llvm.br ^bb1035(%6921 : i64)
  ^bb1040:  // pred: ^bb1035
    %6922 = llvm.add %6866, %43 : i64
    llvm.br ^bb1033(%6922 : i64)
  ^bb1041:  // pred: ^bb1033
    %6923 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6924 = llvm.extractvalue %6865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6925 = llvm.extractvalue %6865[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6926 = llvm.insertvalue %6924, %6923[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6927 = llvm.insertvalue %6925, %6926[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6928 = llvm.mlir.constant(0 : index) : i64
    %6929 = llvm.insertvalue %6928, %6927[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6930 = llvm.mlir.constant(1 : index) : i64
    %6931 = llvm.insertvalue %6930, %6929[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6932 = llvm.mlir.constant(256 : index) : i64
    %6933 = llvm.insertvalue %6932, %6931[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6934 = llvm.mlir.constant(1 : index) : i64
    %6935 = llvm.insertvalue %6934, %6933[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6936 = llvm.mlir.constant(32 : index) : i64
    %6937 = llvm.insertvalue %6936, %6935[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6938 = llvm.mlir.constant(32 : index) : i64
    %6939 = llvm.insertvalue %6938, %6937[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6940 = llvm.mlir.constant(1 : index) : i64
    %6941 = llvm.insertvalue %6940, %6939[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6942 = llvm.mlir.constant(1 : index) : i64
    %6943 = llvm.mlir.constant(1 : index) : i64
    %6944 = llvm.mlir.constant(32 : index) : i64
    %6945 = llvm.mlir.constant(1 : index) : i64
    %6946 = llvm.mlir.constant(32 : index) : i64
    %6947 = llvm.mlir.constant(32 : index) : i64
    %6948 = llvm.mlir.zero : !llvm.ptr
    %6949 = llvm.getelementptr %6948[%6947] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6950 = llvm.ptrtoint %6949 : !llvm.ptr to i64
    %6951 = llvm.mlir.constant(64 : index) : i64
    %6952 = llvm.add %6950, %6951 : i64
    %6953 = llvm.call @malloc(%6952) : (i64) -> !llvm.ptr
    %6954 = llvm.ptrtoint %6953 : !llvm.ptr to i64
    %6955 = llvm.mlir.constant(1 : index) : i64
    %6956 = llvm.sub %6951, %6955 : i64
    %6957 = llvm.add %6954, %6956 : i64
    %6958 = llvm.urem %6957, %6951 : i64
    %6959 = llvm.sub %6957, %6958 : i64
    %6960 = llvm.inttoptr %6959 : i64 to !llvm.ptr
    %6961 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6962 = llvm.insertvalue %6953, %6961[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6963 = llvm.insertvalue %6960, %6962[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6964 = llvm.mlir.constant(0 : index) : i64
    %6965 = llvm.insertvalue %6964, %6963[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6966 = llvm.insertvalue %6942, %6965[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6967 = llvm.insertvalue %6943, %6966[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6968 = llvm.insertvalue %6944, %6967[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6969 = llvm.insertvalue %6946, %6968[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6970 = llvm.insertvalue %6944, %6969[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6971 = llvm.insertvalue %6945, %6970[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1042(%48 : i64)
  ^bb1042(%6972: i64):  // 2 preds: ^bb1041, ^bb1049
    %6973 = llvm.icmp "slt" %6972, %43 : i64
    llvm.cond_br %6973, ^bb1043, ^bb1050
  ^bb1043:  // pred: ^bb1042
    llvm.br ^bb1044(%48 : i64)
  ^bb1044(%6974: i64):  // 2 preds: ^bb1043, ^bb1048
    %6975 = llvm.icmp "slt" %6974, %43 : i64
    llvm.cond_br %6975, ^bb1045, ^bb1049
  ^bb1045:  // pred: ^bb1044
    llvm.br ^bb1046(%48 : i64)
  ^bb1046(%6976: i64):  // 2 preds: ^bb1045, ^bb1047
    %6977 = llvm.icmp "slt" %6976, %41 : i64
    llvm.cond_br %6977, ^bb1047, ^bb1048
  ^bb1047:  // pred: ^bb1046
    %6978 = llvm.extractvalue %6971[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6979 = llvm.mlir.constant(32 : index) : i64
    %6980 = llvm.mul %6972, %6979 overflow<nsw, nuw> : i64
    %6981 = llvm.mlir.constant(32 : index) : i64
    %6982 = llvm.mul %6974, %6981 overflow<nsw, nuw> : i64
    %6983 = llvm.add %6980, %6982 overflow<nsw, nuw> : i64
    %6984 = llvm.add %6983, %6976 overflow<nsw, nuw> : i64
    %6985 = llvm.getelementptr inbounds|nuw %6978[%6984] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %6985 : f32, !llvm.ptr
    %6986 = llvm.add %6976, %43 : i64
    llvm.br ^bb1046(%6986 : i64)
  ^bb1048:  // pred: ^bb1046
    %6987 = llvm.add %6974, %43 : i64
    llvm.br ^bb1044(%6987 : i64)
  ^bb1049:  // pred: ^bb1044
    %6988 = llvm.add %6972, %43 : i64
    llvm.br ^bb1042(%6988 : i64)
  ^bb1050:  // pred: ^bb1042
    %6989 = llvm.mlir.constant(1 : index) : i64
    %6990 = llvm.mlir.constant(1 : index) : i64
    %6991 = llvm.mlir.constant(32 : index) : i64
    %6992 = llvm.mlir.constant(1 : index) : i64
    %6993 = llvm.mlir.constant(32 : index) : i64
    %6994 = llvm.mlir.constant(32 : index) : i64
    %6995 = llvm.mlir.zero : !llvm.ptr
    %6996 = llvm.getelementptr %6995[%6994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6997 = llvm.ptrtoint %6996 : !llvm.ptr to i64
    %6998 = llvm.mlir.constant(64 : index) : i64
    %6999 = llvm.add %6997, %6998 : i64
    %7000 = llvm.call @malloc(%6999) : (i64) -> !llvm.ptr
    %7001 = llvm.ptrtoint %7000 : !llvm.ptr to i64
    %7002 = llvm.mlir.constant(1 : index) : i64
    %7003 = llvm.sub %6998, %7002 : i64
    %7004 = llvm.add %7001, %7003 : i64
    %7005 = llvm.urem %7004, %6998 : i64
    %7006 = llvm.sub %7004, %7005 : i64
    %7007 = llvm.inttoptr %7006 : i64 to !llvm.ptr
    %7008 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7009 = llvm.insertvalue %7000, %7008[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7010 = llvm.insertvalue %7007, %7009[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7011 = llvm.mlir.constant(0 : index) : i64
    %7012 = llvm.insertvalue %7011, %7010[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7013 = llvm.insertvalue %6989, %7012[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7014 = llvm.insertvalue %6990, %7013[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7015 = llvm.insertvalue %6991, %7014[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7016 = llvm.insertvalue %6993, %7015[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7017 = llvm.insertvalue %6991, %7016[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7018 = llvm.insertvalue %6992, %7017[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1051(%48 : i64)
  ^bb1051(%7019: i64):  // 2 preds: ^bb1050, ^bb1058
    %7020 = llvm.icmp "slt" %7019, %43 : i64
    llvm.cond_br %7020, ^bb1052, ^bb1059
  ^bb1052:  // pred: ^bb1051
    llvm.br ^bb1053(%48 : i64)
  ^bb1053(%7021: i64):  // 2 preds: ^bb1052, ^bb1057
    %7022 = llvm.icmp "slt" %7021, %43 : i64
    llvm.cond_br %7022, ^bb1054, ^bb1058
  ^bb1054:  // pred: ^bb1053
    llvm.br ^bb1055(%48 : i64)
  ^bb1055(%7023: i64):  // 2 preds: ^bb1054, ^bb1056
    %7024 = llvm.icmp "slt" %7023, %41 : i64
    llvm.cond_br %7024, ^bb1056, ^bb1057
  ^bb1056:  // pred: ^bb1055
    %7025 = llvm.extractvalue %6971[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7026 = llvm.mlir.constant(32 : index) : i64
    %7027 = llvm.mul %7019, %7026 overflow<nsw, nuw> : i64
    %7028 = llvm.mlir.constant(32 : index) : i64
    %7029 = llvm.mul %7021, %7028 overflow<nsw, nuw> : i64
    %7030 = llvm.add %7027, %7029 overflow<nsw, nuw> : i64
    %7031 = llvm.add %7030, %7023 overflow<nsw, nuw> : i64
    %7032 = llvm.getelementptr inbounds|nuw %7025[%7031] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7033 = llvm.load %7032 : !llvm.ptr -> f32
    %7034 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7035 = llvm.mlir.constant(32 : index) : i64
    %7036 = llvm.mul %7019, %7035 overflow<nsw, nuw> : i64
    %7037 = llvm.mlir.constant(32 : index) : i64
    %7038 = llvm.mul %7021, %7037 overflow<nsw, nuw> : i64
    %7039 = llvm.add %7036, %7038 overflow<nsw, nuw> : i64
    %7040 = llvm.add %7039, %7023 overflow<nsw, nuw> : i64
    %7041 = llvm.getelementptr inbounds|nuw %7034[%7040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7033, %7041 : f32, !llvm.ptr
    %7042 = llvm.add %7023, %43 : i64
    llvm.br ^bb1055(%7042 : i64)
  ^bb1057:  // pred: ^bb1055
    %7043 = llvm.add %7021, %43 : i64
    llvm.br ^bb1053(%7043 : i64)
  ^bb1058:  // pred: ^bb1053
    %7044 = llvm.add %7019, %43 : i64
    llvm.br ^bb1051(%7044 : i64)
  ^bb1059:  // pred: ^bb1051
    llvm.br ^bb1060(%48 : i64)
  ^bb1060(%7045: i64):  // 2 preds: ^bb1059, ^bb1070
    %7046 = llvm.icmp "slt" %7045, %43 : i64
    llvm.cond_br %7046, ^bb1061, ^bb1071
  ^bb1061:  // pred: ^bb1060
    llvm.br ^bb1062(%48 : i64)
  ^bb1062(%7047: i64):  // 2 preds: ^bb1061, ^bb1069
    %7048 = llvm.icmp "slt" %7047, %43 : i64
    llvm.cond_br %7048, ^bb1063, ^bb1070
  ^bb1063:  // pred: ^bb1062
    llvm.br ^bb1064(%48 : i64)
  ^bb1064(%7049: i64):  // 2 preds: ^bb1063, ^bb1068
    %7050 = llvm.icmp "slt" %7049, %41 : i64
    llvm.cond_br %7050, ^bb1065, ^bb1069
  ^bb1065:  // pred: ^bb1064
    llvm.br ^bb1066(%48 : i64)
  ^bb1066(%7051: i64):  // 2 preds: ^bb1065, ^bb1067
    %7052 = llvm.icmp "slt" %7051, %41 : i64
    llvm.cond_br %7052, ^bb1067, ^bb1068
  ^bb1067:  // pred: ^bb1066
    %7053 = llvm.extractvalue %6941[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7054 = llvm.mlir.constant(256 : index) : i64
    %7055 = llvm.mul %7045, %7054 overflow<nsw, nuw> : i64
    %7056 = llvm.mlir.constant(32 : index) : i64
    %7057 = llvm.mul %7047, %7056 overflow<nsw, nuw> : i64
    %7058 = llvm.add %7055, %7057 overflow<nsw, nuw> : i64
    %7059 = llvm.add %7058, %7051 overflow<nsw, nuw> : i64
    %7060 = llvm.getelementptr inbounds|nuw %7053[%7059] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7061 = llvm.load %7060 : !llvm.ptr -> f32
    %7062 = llvm.extractvalue %92[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7063 = llvm.mlir.constant(32 : index) : i64
    %7064 = llvm.mul %7049, %7063 overflow<nsw, nuw> : i64
    %7065 = llvm.add %7064, %7051 overflow<nsw, nuw> : i64
    %7066 = llvm.getelementptr inbounds|nuw %7062[%7065] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7067 = llvm.load %7066 : !llvm.ptr -> f32
    %7068 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7069 = llvm.mlir.constant(32 : index) : i64
    %7070 = llvm.mul %7045, %7069 overflow<nsw, nuw> : i64
    %7071 = llvm.mlir.constant(32 : index) : i64
    %7072 = llvm.mul %7047, %7071 overflow<nsw, nuw> : i64
    %7073 = llvm.add %7070, %7072 overflow<nsw, nuw> : i64
    %7074 = llvm.add %7073, %7049 overflow<nsw, nuw> : i64
    %7075 = llvm.getelementptr inbounds|nuw %7068[%7074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7076 = llvm.load %7075 : !llvm.ptr -> f32
    %7077 = llvm.fmul %7061, %7067 : f32
    %7078 = llvm.fadd %7076, %7077 : f32
    %7079 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7080 = llvm.mlir.constant(32 : index) : i64
    %7081 = llvm.mul %7045, %7080 overflow<nsw, nuw> : i64
    %7082 = llvm.mlir.constant(32 : index) : i64
    %7083 = llvm.mul %7047, %7082 overflow<nsw, nuw> : i64
    %7084 = llvm.add %7081, %7083 overflow<nsw, nuw> : i64
    %7085 = llvm.add %7084, %7049 overflow<nsw, nuw> : i64
    %7086 = llvm.getelementptr inbounds|nuw %7079[%7085] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7078, %7086 : f32, !llvm.ptr
    %7087 = llvm.add %7051, %43 : i64
    llvm.br ^bb1066(%7087 : i64)
  ^bb1068:  // pred: ^bb1066
    %7088 = llvm.add %7049, %43 : i64
    llvm.br ^bb1064(%7088 : i64)
  ^bb1069:  // pred: ^bb1064
    %7089 = llvm.add %7047, %43 : i64
    llvm.br ^bb1062(%7089 : i64)
  ^bb1070:  // pred: ^bb1062
    %7090 = llvm.add %7045, %43 : i64
    llvm.br ^bb1060(%7090 : i64)
  ^bb1071:  // pred: ^bb1060
    %7091 = llvm.mlir.constant(1 : index) : i64
    %7092 = llvm.mlir.constant(1 : index) : i64
    %7093 = llvm.mlir.constant(32 : index) : i64
    %7094 = llvm.mlir.constant(1 : index) : i64
    %7095 = llvm.mlir.constant(32 : index) : i64
    %7096 = llvm.mlir.constant(32 : index) : i64
    %7097 = llvm.mlir.zero : !llvm.ptr
    %7098 = llvm.getelementptr %7097[%7096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7099 = llvm.ptrtoint %7098 : !llvm.ptr to i64
    %7100 = llvm.mlir.constant(64 : index) : i64
    %7101 = llvm.add %7099, %7100 : i64
    %7102 = llvm.call @malloc(%7101) : (i64) -> !llvm.ptr
    %7103 = llvm.ptrtoint %7102 : !llvm.ptr to i64
    %7104 = llvm.mlir.constant(1 : index) : i64
    %7105 = llvm.sub %7100, %7104 : i64
    %7106 = llvm.add %7103, %7105 : i64
    %7107 = llvm.urem %7106, %7100 : i64
    %7108 = llvm.sub %7106, %7107 : i64
    %7109 = llvm.inttoptr %7108 : i64 to !llvm.ptr
    %7110 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7111 = llvm.insertvalue %7102, %7110[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7112 = llvm.insertvalue %7109, %7111[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7113 = llvm.mlir.constant(0 : index) : i64
    %7114 = llvm.insertvalue %7113, %7112[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7115 = llvm.insertvalue %7091, %7114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7116 = llvm.insertvalue %7092, %7115[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7117 = llvm.insertvalue %7093, %7116[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7118 = llvm.insertvalue %7095, %7117[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7119 = llvm.insertvalue %7093, %7118[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7120 = llvm.insertvalue %7094, %7119[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1072(%48 : i64)
  ^bb1072(%7121: i64):  // 2 preds: ^bb1071, ^bb1079
    %7122 = llvm.icmp "slt" %7121, %43 : i64
    llvm.cond_br %7122, ^bb1073, ^bb1080
  ^bb1073:  // pred: ^bb1072
    llvm.br ^bb1074(%48 : i64)
  ^bb1074(%7123: i64):  // 2 preds: ^bb1073, ^bb1078
    %7124 = llvm.icmp "slt" %7123, %43 : i64
    llvm.cond_br %7124, ^bb1075, ^bb1079
  ^bb1075:  // pred: ^bb1074
    llvm.br ^bb1076(%48 : i64)
  ^bb1076(%7125: i64):  // 2 preds: ^bb1075, ^bb1077
    %7126 = llvm.icmp "slt" %7125, %41 : i64
    llvm.cond_br %7126, ^bb1077, ^bb1078
  ^bb1077:  // pred: ^bb1076
    %7127 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7128 = llvm.mlir.constant(32 : index) : i64
    %7129 = llvm.mul %7121, %7128 overflow<nsw, nuw> : i64
    %7130 = llvm.mlir.constant(32 : index) : i64
    %7131 = llvm.mul %7123, %7130 overflow<nsw, nuw> : i64
    %7132 = llvm.add %7129, %7131 overflow<nsw, nuw> : i64
    %7133 = llvm.add %7132, %7125 overflow<nsw, nuw> : i64
    %7134 = llvm.getelementptr inbounds|nuw %7127[%7133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7135 = llvm.load %7134 : !llvm.ptr -> f32
    %7136 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7137 = llvm.getelementptr inbounds|nuw %7136[%7125] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7138 = llvm.load %7137 : !llvm.ptr -> f32
    %7139 = llvm.fadd %7135, %7138 : f32
    %7140 = llvm.fcmp "olt" %7139, %52 : f32
    %7141 = llvm.uitofp %7140 : i1 to f32
    %7142 = llvm.fmul %7141, %9 : f32
    %7143 = llvm.fadd %7142, %55 : f32
    %7144 = llvm.fmul %7143, %7139 : f32
    %7145 = llvm.fmul %7144, %9 : f32
    %7146 = llvm.fmul %7145, %8 : f32
    %7147 = llvm.intr.exp2(%7146) : (f32) -> f32
    %7148 = llvm.fsub %55, %7147 : f32
    %7149 = llvm.fadd %7147, %55 : f32
    %7150 = llvm.fdiv %7148, %7149 : f32
    %7151 = llvm.fmul %7143, %7150 : f32
    %7152 = llvm.extractvalue %7120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7153 = llvm.mlir.constant(32 : index) : i64
    %7154 = llvm.mul %7121, %7153 overflow<nsw, nuw> : i64
    %7155 = llvm.mlir.constant(32 : index) : i64
    %7156 = llvm.mul %7123, %7155 overflow<nsw, nuw> : i64
    %7157 = llvm.add %7154, %7156 overflow<nsw, nuw> : i64
    %7158 = llvm.add %7157, %7125 overflow<nsw, nuw> : i64
    %7159 = llvm.getelementptr inbounds|nuw %7152[%7158] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7151, %7159 : f32, !llvm.ptr
    %7160 = llvm.add %7125, %43 : i64
    llvm.br ^bb1076(%7160 : i64)
  ^bb1078:  // pred: ^bb1076
    %7161 = llvm.add %7123, %43 : i64
    llvm.br ^bb1074(%7161 : i64)
  ^bb1079:  // pred: ^bb1074
    %7162 = llvm.add %7121, %43 : i64
    llvm.br ^bb1072(%7162 : i64)
  ^bb1080:  // pred: ^bb1072
    %7163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7164 = llvm.extractvalue %7120[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7165 = llvm.extractvalue %7120[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7166 = llvm.insertvalue %7164, %7163[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7167 = llvm.insertvalue %7165, %7166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7168 = llvm.mlir.constant(0 : index) : i64
    %7169 = llvm.insertvalue %7168, %7167[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7170 = llvm.mlir.constant(1 : index) : i64
    %7171 = llvm.insertvalue %7170, %7169[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7172 = llvm.mlir.constant(32 : index) : i64
    %7173 = llvm.insertvalue %7172, %7171[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7174 = llvm.mlir.constant(32 : index) : i64
    %7175 = llvm.insertvalue %7174, %7173[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7176 = llvm.mlir.constant(1 : index) : i64
    %7177 = llvm.insertvalue %7176, %7175[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7178 = llvm.extractvalue %829[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7178) : (!llvm.ptr) -> ()
    %7179 = llvm.extractvalue %914[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7179) : (!llvm.ptr) -> ()
    %7180 = llvm.extractvalue %970[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7180) : (!llvm.ptr) -> ()
    %7181 = llvm.extractvalue %1014[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7181) : (!llvm.ptr) -> ()
    %7182 = llvm.extractvalue %1097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7182) : (!llvm.ptr) -> ()
    %7183 = llvm.extractvalue %1190[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7183) : (!llvm.ptr) -> ()
    %7184 = llvm.extractvalue %1234[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7184) : (!llvm.ptr) -> ()
    %7185 = llvm.extractvalue %1318[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7185) : (!llvm.ptr) -> ()
    %7186 = llvm.extractvalue %1413[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%7186) : (!llvm.ptr) -> ()
    %7187 = llvm.extractvalue %1493[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7187) : (!llvm.ptr) -> ()
    %7188 = llvm.extractvalue %1580[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7188) : (!llvm.ptr) -> ()
    %7189 = llvm.extractvalue %1741[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7189) : (!llvm.ptr) -> ()
    %7190 = llvm.extractvalue %1902[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7190) : (!llvm.ptr) -> ()
    %7191 = llvm.extractvalue %2040[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7191) : (!llvm.ptr) -> ()
    %7192 = llvm.extractvalue %2114[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7192) : (!llvm.ptr) -> ()
    %7193 = llvm.extractvalue %2261[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7193) : (!llvm.ptr) -> ()
    %7194 = llvm.extractvalue %2340[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7194) : (!llvm.ptr) -> ()
    %7195 = llvm.extractvalue %2440[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7195) : (!llvm.ptr) -> ()
    %7196 = llvm.extractvalue %2555[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7196) : (!llvm.ptr) -> ()
    %7197 = llvm.extractvalue %2636[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7197) : (!llvm.ptr) -> ()
    %7198 = llvm.extractvalue %2690[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7198) : (!llvm.ptr) -> ()
    %7199 = llvm.extractvalue %2795[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7199) : (!llvm.ptr) -> ()
    %7200 = llvm.extractvalue %2869[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7200) : (!llvm.ptr) -> ()
    %7201 = llvm.extractvalue %3054[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7201) : (!llvm.ptr) -> ()
    %7202 = llvm.extractvalue %3165[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7202) : (!llvm.ptr) -> ()
    %7203 = llvm.extractvalue %3235[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7203) : (!llvm.ptr) -> ()
    %7204 = llvm.extractvalue %3291[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7204) : (!llvm.ptr) -> ()
    %7205 = llvm.extractvalue %3374[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7205) : (!llvm.ptr) -> ()
    %7206 = llvm.extractvalue %3467[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7206) : (!llvm.ptr) -> ()
    %7207 = llvm.extractvalue %3551[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7207) : (!llvm.ptr) -> ()
    %7208 = llvm.extractvalue %3634[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%7208) : (!llvm.ptr) -> ()
    %7209 = llvm.extractvalue %3694[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7209) : (!llvm.ptr) -> ()
    %7210 = llvm.extractvalue %3796[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7210) : (!llvm.ptr) -> ()
    %7211 = llvm.extractvalue %3951[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7211) : (!llvm.ptr) -> ()
    %7212 = llvm.extractvalue %4021[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7212) : (!llvm.ptr) -> ()
    %7213 = llvm.extractvalue %4077[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7213) : (!llvm.ptr) -> ()
    %7214 = llvm.extractvalue %4160[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7214) : (!llvm.ptr) -> ()
    %7215 = llvm.extractvalue %4253[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7215) : (!llvm.ptr) -> ()
    %7216 = llvm.extractvalue %4337[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7216) : (!llvm.ptr) -> ()
    %7217 = llvm.extractvalue %4447[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7217) : (!llvm.ptr) -> ()
    %7218 = llvm.extractvalue %4608[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7218) : (!llvm.ptr) -> ()
    %7219 = llvm.extractvalue %4769[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7219) : (!llvm.ptr) -> ()
    %7220 = llvm.extractvalue %4911[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7220) : (!llvm.ptr) -> ()
    %7221 = llvm.extractvalue %5058[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7221) : (!llvm.ptr) -> ()
    %7222 = llvm.extractvalue %5167[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7222) : (!llvm.ptr) -> ()
    %7223 = llvm.extractvalue %5282[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7223) : (!llvm.ptr) -> ()
    %7224 = llvm.extractvalue %5363[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7224) : (!llvm.ptr) -> ()
    %7225 = llvm.extractvalue %5472[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%7225) : (!llvm.ptr) -> ()
    %7226 = llvm.extractvalue %5638[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7226) : (!llvm.ptr) -> ()
    %7227 = llvm.extractvalue %5749[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7227) : (!llvm.ptr) -> ()
    %7228 = llvm.extractvalue %5819[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7228) : (!llvm.ptr) -> ()
    %7229 = llvm.extractvalue %5875[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7229) : (!llvm.ptr) -> ()
    %7230 = llvm.extractvalue %5958[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7230) : (!llvm.ptr) -> ()
    %7231 = llvm.extractvalue %6051[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7231) : (!llvm.ptr) -> ()
    %7232 = llvm.extractvalue %6135[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7232) : (!llvm.ptr) -> ()
    %7233 = llvm.extractvalue %6222[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7233) : (!llvm.ptr) -> ()
    %7234 = llvm.extractvalue %6324[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7234) : (!llvm.ptr) -> ()
    %7235 = llvm.extractvalue %6479[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7235) : (!llvm.ptr) -> ()
    %7236 = llvm.extractvalue %6549[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7236) : (!llvm.ptr) -> ()
    %7237 = llvm.extractvalue %6605[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7237) : (!llvm.ptr) -> ()
    %7238 = llvm.extractvalue %6688[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7238) : (!llvm.ptr) -> ()
    %7239 = llvm.extractvalue %6781[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7239) : (!llvm.ptr) -> ()
    %7240 = llvm.extractvalue %6971[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7240) : (!llvm.ptr) -> ()
    %7241 = llvm.extractvalue %7018[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%7241) : (!llvm.ptr) -> ()
    %7242 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %7243 = llvm.insertvalue %6865, %7242[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %7244 = llvm.insertvalue %7177, %7243[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %7244 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f linalg_on_tensors_mlir=6586c97b6041
