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
    llvm.br ^bb91(%48 : i64)
  ^bb91(%1289: i64):  // 2 preds: ^bb90, ^bb98
    %1290 = llvm.icmp "slt" %1289, %43 : i64
    llvm.cond_br %1290, ^bb92, ^bb99
  ^bb92:  // pred: ^bb91
    llvm.br ^bb93(%48 : i64)
  ^bb93(%1291: i64):  // 2 preds: ^bb92, ^bb97
    %1292 = llvm.icmp "slt" %1291, %42 : i64
    llvm.cond_br %1292, ^bb94, ^bb98
  ^bb94:  // pred: ^bb93
    llvm.br ^bb95(%48 : i64)
  ^bb95(%1293: i64):  // 2 preds: ^bb94, ^bb96
    %1294 = llvm.icmp "slt" %1293, %41 : i64
    llvm.cond_br %1294, ^bb96, ^bb97
  ^bb96:  // pred: ^bb95
    %1295 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1296 = llvm.mlir.constant(256 : index) : i64
    %1297 = llvm.mul %1289, %1296 overflow<nsw, nuw> : i64
    %1298 = llvm.mlir.constant(32 : index) : i64
    %1299 = llvm.mul %1291, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1297, %1299 overflow<nsw, nuw> : i64
    %1301 = llvm.add %1300, %1293 overflow<nsw, nuw> : i64
    %1302 = llvm.getelementptr inbounds|nuw %1295[%1301] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1303 = llvm.load %1302 : !llvm.ptr -> f32
    %1304 = llvm.extractvalue %1234[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.mlir.constant(8 : index) : i64
    %1306 = llvm.mul %1289, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.add %1306, %1291 overflow<nsw, nuw> : i64
    %1308 = llvm.add %1307, %48 overflow<nsw, nuw> : i64
    %1309 = llvm.getelementptr inbounds|nuw %1304[%1308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1310 = llvm.load %1309 : !llvm.ptr -> f32
    %1311 = llvm.extractvalue %1097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1312 = llvm.mlir.constant(8 : index) : i64
    %1313 = llvm.mul %1289, %1312 overflow<nsw, nuw> : i64
    %1314 = llvm.add %1313, %1291 overflow<nsw, nuw> : i64
    %1315 = llvm.add %1314, %48 overflow<nsw, nuw> : i64
    %1316 = llvm.getelementptr inbounds|nuw %1311[%1315] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1317 = llvm.load %1316 : !llvm.ptr -> f64
    %1318 = llvm.extractvalue %684[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1319 = llvm.getelementptr inbounds|nuw %1318[%1293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1320 = llvm.load %1319 : !llvm.ptr -> f32
    %1321 = llvm.extractvalue %668[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1322 = llvm.getelementptr inbounds|nuw %1321[%1293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1323 = llvm.load %1322 : !llvm.ptr -> f32
    %1324 = llvm.fdiv %1317, %47 : f64
    %1325 = llvm.fptrunc %1324 : f64 to f32
    %1326 = llvm.fptrunc %49 : f64 to f32
    %1327 = llvm.fadd %1325, %1326 : f32
    %1328 = llvm.intr.sqrt(%1327) : (f32) -> f32
    %1329 = llvm.fdiv %55, %1328 : f32
    %1330 = llvm.fdiv %1310, %46 : f32
    %1331 = llvm.fsub %1303, %1330 : f32
    %1332 = llvm.fmul %1331, %1329 : f32
    %1333 = llvm.fmul %1332, %1320 : f32
    %1334 = llvm.fadd %1333, %1323 : f32
    %1335 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1336 = llvm.mlir.constant(256 : index) : i64
    %1337 = llvm.mul %1289, %1336 overflow<nsw, nuw> : i64
    %1338 = llvm.mlir.constant(32 : index) : i64
    %1339 = llvm.mul %1291, %1338 overflow<nsw, nuw> : i64
    %1340 = llvm.add %1337, %1339 overflow<nsw, nuw> : i64
    %1341 = llvm.add %1340, %1293 overflow<nsw, nuw> : i64
    %1342 = llvm.getelementptr inbounds|nuw %1335[%1341] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1334, %1342 : f32, !llvm.ptr
    %1343 = llvm.add %1293, %43 : i64
    llvm.br ^bb95(%1343 : i64)
  ^bb97:  // pred: ^bb95
    %1344 = llvm.add %1291, %43 : i64
    llvm.br ^bb93(%1344 : i64)
  ^bb98:  // pred: ^bb93
    %1345 = llvm.add %1289, %43 : i64
    llvm.br ^bb91(%1345 : i64)
  ^bb99:  // pred: ^bb91
    %1346 = llvm.mlir.constant(1 : index) : i64
    %1347 = llvm.mlir.constant(1 : index) : i64
    %1348 = llvm.mlir.constant(8 : index) : i64
    %1349 = llvm.mlir.constant(1 : index) : i64
    %1350 = llvm.mlir.constant(8 : index) : i64
    %1351 = llvm.mlir.constant(1 : index) : i64
    %1352 = llvm.mlir.constant(8 : index) : i64
    %1353 = llvm.mlir.constant(64 : index) : i64
    %1354 = llvm.mlir.constant(64 : index) : i64
    %1355 = llvm.mlir.constant(64 : index) : i64
    %1356 = llvm.mlir.zero : !llvm.ptr
    %1357 = llvm.getelementptr %1356[%1355] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1358 = llvm.ptrtoint %1357 : !llvm.ptr to i64
    %1359 = llvm.mlir.constant(64 : index) : i64
    %1360 = llvm.add %1358, %1359 : i64
    %1361 = llvm.call @malloc(%1360) : (i64) -> !llvm.ptr
    %1362 = llvm.ptrtoint %1361 : !llvm.ptr to i64
    %1363 = llvm.mlir.constant(1 : index) : i64
    %1364 = llvm.sub %1359, %1363 : i64
    %1365 = llvm.add %1362, %1364 : i64
    %1366 = llvm.urem %1365, %1359 : i64
    %1367 = llvm.sub %1365, %1366 : i64
    %1368 = llvm.inttoptr %1367 : i64 to !llvm.ptr
    %1369 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1370 = llvm.insertvalue %1361, %1369[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1371 = llvm.insertvalue %1368, %1370[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1372 = llvm.mlir.constant(0 : index) : i64
    %1373 = llvm.insertvalue %1372, %1371[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1374 = llvm.insertvalue %1346, %1373[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1375 = llvm.insertvalue %1347, %1374[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1376 = llvm.insertvalue %1348, %1375[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1377 = llvm.insertvalue %1349, %1376[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1378 = llvm.insertvalue %1350, %1377[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1379 = llvm.insertvalue %1354, %1378[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1380 = llvm.insertvalue %1353, %1379[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1381 = llvm.insertvalue %1352, %1380[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1382 = llvm.insertvalue %1350, %1381[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1383 = llvm.insertvalue %1351, %1382[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb100(%48 : i64)
  ^bb100(%1384: i64):  // 2 preds: ^bb99, ^bb113
    %1385 = llvm.icmp "slt" %1384, %43 : i64
    llvm.cond_br %1385, ^bb101, ^bb114
  ^bb101:  // pred: ^bb100
    llvm.br ^bb102(%48 : i64)
  ^bb102(%1386: i64):  // 2 preds: ^bb101, ^bb112
    %1387 = llvm.icmp "slt" %1386, %43 : i64
    llvm.cond_br %1387, ^bb103, ^bb113
  ^bb103:  // pred: ^bb102
    llvm.br ^bb104(%48 : i64)
  ^bb104(%1388: i64):  // 2 preds: ^bb103, ^bb111
    %1389 = llvm.icmp "slt" %1388, %42 : i64
    llvm.cond_br %1389, ^bb105, ^bb112
  ^bb105:  // pred: ^bb104
    llvm.br ^bb106(%48 : i64)
  ^bb106(%1390: i64):  // 2 preds: ^bb105, ^bb110
    %1391 = llvm.icmp "slt" %1390, %43 : i64
    llvm.cond_br %1391, ^bb107, ^bb111
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%48 : i64)
  ^bb108(%1392: i64):  // 2 preds: ^bb107, ^bb109
    %1393 = llvm.icmp "slt" %1392, %42 : i64
    llvm.cond_br %1393, ^bb109, ^bb110
  ^bb109:  // pred: ^bb108
    %1394 = llvm.icmp "sge" %1388, %54 : i64
    %1395 = llvm.select %1394, %52, %51 : i1, f32
    %1396 = llvm.extractvalue %1383[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1397 = llvm.mlir.constant(64 : index) : i64
    %1398 = llvm.mul %1384, %1397 overflow<nsw, nuw> : i64
    %1399 = llvm.mlir.constant(64 : index) : i64
    %1400 = llvm.mul %1386, %1399 overflow<nsw, nuw> : i64
    %1401 = llvm.add %1398, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.mlir.constant(8 : index) : i64
    %1403 = llvm.mul %1388, %1402 overflow<nsw, nuw> : i64
    %1404 = llvm.add %1401, %1403 overflow<nsw, nuw> : i64
    %1405 = llvm.mlir.constant(8 : index) : i64
    %1406 = llvm.mul %1390, %1405 overflow<nsw, nuw> : i64
    %1407 = llvm.add %1404, %1406 overflow<nsw, nuw> : i64
    %1408 = llvm.add %1407, %1392 overflow<nsw, nuw> : i64
    %1409 = llvm.getelementptr inbounds|nuw %1396[%1408] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1395, %1409 : f32, !llvm.ptr
    %1410 = llvm.add %1392, %43 : i64
    llvm.br ^bb108(%1410 : i64)
  ^bb110:  // pred: ^bb108
    %1411 = llvm.add %1390, %43 : i64
    llvm.br ^bb106(%1411 : i64)
  ^bb111:  // pred: ^bb106
    %1412 = llvm.add %1388, %43 : i64
    llvm.br ^bb104(%1412 : i64)
  ^bb112:  // pred: ^bb104
    %1413 = llvm.add %1386, %43 : i64
    llvm.br ^bb102(%1413 : i64)
  ^bb113:  // pred: ^bb102
    %1414 = llvm.add %1384, %43 : i64
    llvm.br ^bb100(%1414 : i64)
  ^bb114:  // pred: ^bb100
    %1415 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1416 = llvm.extractvalue %1383[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1417 = llvm.extractvalue %1383[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %1418 = llvm.insertvalue %1416, %1415[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1419 = llvm.insertvalue %1417, %1418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1420 = llvm.mlir.constant(0 : index) : i64
    %1421 = llvm.insertvalue %1420, %1419[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1422 = llvm.mlir.constant(1 : index) : i64
    %1423 = llvm.insertvalue %1422, %1421[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1424 = llvm.mlir.constant(64 : index) : i64
    %1425 = llvm.insertvalue %1424, %1423[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1426 = llvm.mlir.constant(1 : index) : i64
    %1427 = llvm.insertvalue %1426, %1425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1428 = llvm.mlir.constant(64 : index) : i64
    %1429 = llvm.insertvalue %1428, %1427[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1430 = llvm.mlir.constant(8 : index) : i64
    %1431 = llvm.insertvalue %1430, %1429[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1432 = llvm.mlir.constant(8 : index) : i64
    %1433 = llvm.insertvalue %1432, %1431[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1434 = llvm.mlir.constant(8 : index) : i64
    %1435 = llvm.insertvalue %1434, %1433[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1436 = llvm.mlir.constant(1 : index) : i64
    %1437 = llvm.insertvalue %1436, %1435[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1438 = llvm.mlir.constant(8 : index) : i64
    %1439 = llvm.mlir.constant(32 : index) : i64
    %1440 = llvm.mlir.constant(1 : index) : i64
    %1441 = llvm.mlir.constant(256 : index) : i64
    %1442 = llvm.mlir.zero : !llvm.ptr
    %1443 = llvm.getelementptr %1442[%1441] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1444 = llvm.ptrtoint %1443 : !llvm.ptr to i64
    %1445 = llvm.mlir.constant(64 : index) : i64
    %1446 = llvm.add %1444, %1445 : i64
    %1447 = llvm.call @malloc(%1446) : (i64) -> !llvm.ptr
    %1448 = llvm.ptrtoint %1447 : !llvm.ptr to i64
    %1449 = llvm.mlir.constant(1 : index) : i64
    %1450 = llvm.sub %1445, %1449 : i64
    %1451 = llvm.add %1448, %1450 : i64
    %1452 = llvm.urem %1451, %1445 : i64
    %1453 = llvm.sub %1451, %1452 : i64
    %1454 = llvm.inttoptr %1453 : i64 to !llvm.ptr
    %1455 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1456 = llvm.insertvalue %1447, %1455[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1457 = llvm.insertvalue %1454, %1456[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1458 = llvm.mlir.constant(0 : index) : i64
    %1459 = llvm.insertvalue %1458, %1457[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1460 = llvm.insertvalue %1438, %1459[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1461 = llvm.insertvalue %1439, %1460[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1462 = llvm.insertvalue %1439, %1461[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1463 = llvm.insertvalue %1440, %1462[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb115(%48 : i64)
  ^bb115(%1464: i64):  // 2 preds: ^bb114, ^bb119
    %1465 = llvm.icmp "slt" %1464, %42 : i64
    llvm.cond_br %1465, ^bb116, ^bb120
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%48 : i64)
  ^bb117(%1466: i64):  // 2 preds: ^bb116, ^bb118
    %1467 = llvm.icmp "slt" %1466, %41 : i64
    llvm.cond_br %1467, ^bb118, ^bb119
  ^bb118:  // pred: ^bb117
    %1468 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1469 = llvm.mlir.constant(32 : index) : i64
    %1470 = llvm.mul %1464, %1469 overflow<nsw, nuw> : i64
    %1471 = llvm.add %1470, %1466 overflow<nsw, nuw> : i64
    %1472 = llvm.getelementptr inbounds|nuw %1468[%1471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %1472 : f32, !llvm.ptr
    %1473 = llvm.add %1466, %43 : i64
    llvm.br ^bb117(%1473 : i64)
  ^bb119:  // pred: ^bb117
    %1474 = llvm.add %1464, %43 : i64
    llvm.br ^bb115(%1474 : i64)
  ^bb120:  // pred: ^bb115
    %1475 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1476 = llvm.extractvalue %652[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1477 = llvm.extractvalue %652[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1478 = llvm.insertvalue %1476, %1475[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1479 = llvm.insertvalue %1477, %1478[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1480 = llvm.mlir.constant(0 : index) : i64
    %1481 = llvm.insertvalue %1480, %1479[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1482 = llvm.mlir.constant(2 : index) : i64
    %1483 = llvm.insertvalue %1482, %1481[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1484 = llvm.mlir.constant(512 : index) : i64
    %1485 = llvm.insertvalue %1484, %1483[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1486 = llvm.mlir.constant(16 : index) : i64
    %1487 = llvm.insertvalue %1486, %1485[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1488 = llvm.mlir.constant(32 : index) : i64
    %1489 = llvm.insertvalue %1488, %1487[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1490 = llvm.mlir.constant(32 : index) : i64
    %1491 = llvm.insertvalue %1490, %1489[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.mlir.constant(1 : index) : i64
    %1493 = llvm.insertvalue %1492, %1491[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1494 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1495 = llvm.extractvalue %1463[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1496 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1497 = llvm.insertvalue %1495, %1494[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1498 = llvm.insertvalue %1496, %1497[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1499 = llvm.mlir.constant(0 : index) : i64
    %1500 = llvm.insertvalue %1499, %1498[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1501 = llvm.mlir.constant(1 : index) : i64
    %1502 = llvm.insertvalue %1501, %1500[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1503 = llvm.mlir.constant(256 : index) : i64
    %1504 = llvm.insertvalue %1503, %1502[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1505 = llvm.mlir.constant(8 : index) : i64
    %1506 = llvm.insertvalue %1505, %1504[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1507 = llvm.mlir.constant(32 : index) : i64
    %1508 = llvm.insertvalue %1507, %1506[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1509 = llvm.mlir.constant(2 : index) : i64
    %1510 = llvm.insertvalue %1509, %1508[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1511 = llvm.mlir.constant(16 : index) : i64
    %1512 = llvm.insertvalue %1511, %1510[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1513 = llvm.mlir.constant(16 : index) : i64
    %1514 = llvm.insertvalue %1513, %1512[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1515 = llvm.mlir.constant(1 : index) : i64
    %1516 = llvm.insertvalue %1515, %1514[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1517 = llvm.mlir.constant(1 : index) : i64
    %1518 = llvm.mlir.constant(8 : index) : i64
    %1519 = llvm.mlir.constant(2 : index) : i64
    %1520 = llvm.mlir.constant(16 : index) : i64
    %1521 = llvm.mlir.constant(1 : index) : i64
    %1522 = llvm.mlir.constant(32 : index) : i64
    %1523 = llvm.mlir.constant(256 : index) : i64
    %1524 = llvm.mlir.constant(256 : index) : i64
    %1525 = llvm.mlir.zero : !llvm.ptr
    %1526 = llvm.getelementptr %1525[%1524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1527 = llvm.ptrtoint %1526 : !llvm.ptr to i64
    %1528 = llvm.mlir.constant(64 : index) : i64
    %1529 = llvm.add %1527, %1528 : i64
    %1530 = llvm.call @malloc(%1529) : (i64) -> !llvm.ptr
    %1531 = llvm.ptrtoint %1530 : !llvm.ptr to i64
    %1532 = llvm.mlir.constant(1 : index) : i64
    %1533 = llvm.sub %1528, %1532 : i64
    %1534 = llvm.add %1531, %1533 : i64
    %1535 = llvm.urem %1534, %1528 : i64
    %1536 = llvm.sub %1534, %1535 : i64
    %1537 = llvm.inttoptr %1536 : i64 to !llvm.ptr
    %1538 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1539 = llvm.insertvalue %1530, %1538[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1540 = llvm.insertvalue %1537, %1539[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1541 = llvm.mlir.constant(0 : index) : i64
    %1542 = llvm.insertvalue %1541, %1540[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1543 = llvm.insertvalue %1517, %1542[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1544 = llvm.insertvalue %1518, %1543[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1545 = llvm.insertvalue %1519, %1544[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1546 = llvm.insertvalue %1520, %1545[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1547 = llvm.insertvalue %1523, %1546[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1548 = llvm.insertvalue %1522, %1547[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1549 = llvm.insertvalue %1520, %1548[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1550 = llvm.insertvalue %1521, %1549[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb121(%48 : i64)
  ^bb121(%1551: i64):  // 2 preds: ^bb120, ^bb131
    %1552 = llvm.icmp "slt" %1551, %43 : i64
    llvm.cond_br %1552, ^bb122, ^bb132
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%48 : i64)
  ^bb123(%1553: i64):  // 2 preds: ^bb122, ^bb130
    %1554 = llvm.icmp "slt" %1553, %42 : i64
    llvm.cond_br %1554, ^bb124, ^bb131
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%48 : i64)
  ^bb125(%1555: i64):  // 2 preds: ^bb124, ^bb129
    %1556 = llvm.icmp "slt" %1555, %40 : i64
    llvm.cond_br %1556, ^bb126, ^bb130
  ^bb126:  // pred: ^bb125
    llvm.br ^bb127(%48 : i64)
  ^bb127(%1557: i64):  // 2 preds: ^bb126, ^bb128
    %1558 = llvm.icmp "slt" %1557, %39 : i64
    llvm.cond_br %1558, ^bb128, ^bb129
  ^bb128:  // pred: ^bb127
    %1559 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1560 = llvm.mlir.constant(256 : index) : i64
    %1561 = llvm.mul %1551, %1560 overflow<nsw, nuw> : i64
    %1562 = llvm.mlir.constant(32 : index) : i64
    %1563 = llvm.mul %1553, %1562 overflow<nsw, nuw> : i64
    %1564 = llvm.add %1561, %1563 overflow<nsw, nuw> : i64
    %1565 = llvm.mlir.constant(16 : index) : i64
    %1566 = llvm.mul %1555, %1565 overflow<nsw, nuw> : i64
    %1567 = llvm.add %1564, %1566 overflow<nsw, nuw> : i64
    %1568 = llvm.add %1567, %1557 overflow<nsw, nuw> : i64
    %1569 = llvm.getelementptr inbounds|nuw %1559[%1568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1570 = llvm.load %1569 : !llvm.ptr -> f32
    %1571 = llvm.extractvalue %1550[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1572 = llvm.mlir.constant(256 : index) : i64
    %1573 = llvm.mul %1551, %1572 overflow<nsw, nuw> : i64
    %1574 = llvm.mlir.constant(32 : index) : i64
    %1575 = llvm.mul %1553, %1574 overflow<nsw, nuw> : i64
    %1576 = llvm.add %1573, %1575 overflow<nsw, nuw> : i64
    %1577 = llvm.mlir.constant(16 : index) : i64
    %1578 = llvm.mul %1555, %1577 overflow<nsw, nuw> : i64
    %1579 = llvm.add %1576, %1578 overflow<nsw, nuw> : i64
    %1580 = llvm.add %1579, %1557 overflow<nsw, nuw> : i64
    %1581 = llvm.getelementptr inbounds|nuw %1571[%1580] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1570, %1581 : f32, !llvm.ptr
    %1582 = llvm.add %1557, %43 : i64
    llvm.br ^bb127(%1582 : i64)
  ^bb129:  // pred: ^bb127
    %1583 = llvm.add %1555, %43 : i64
    llvm.br ^bb125(%1583 : i64)
  ^bb130:  // pred: ^bb125
    %1584 = llvm.add %1553, %43 : i64
    llvm.br ^bb123(%1584 : i64)
  ^bb131:  // pred: ^bb123
    %1585 = llvm.add %1551, %43 : i64
    llvm.br ^bb121(%1585 : i64)
  ^bb132:  // pred: ^bb121
    llvm.br ^bb133(%48 : i64)
  ^bb133(%1586: i64):  // 2 preds: ^bb132, ^bb146
    %1587 = llvm.icmp "slt" %1586, %43 : i64
    llvm.cond_br %1587, ^bb134, ^bb147
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%48 : i64)
  ^bb135(%1588: i64):  // 2 preds: ^bb134, ^bb145
    %1589 = llvm.icmp "slt" %1588, %42 : i64
    llvm.cond_br %1589, ^bb136, ^bb146
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%48 : i64)
  ^bb137(%1590: i64):  // 2 preds: ^bb136, ^bb144
    %1591 = llvm.icmp "slt" %1590, %40 : i64
    llvm.cond_br %1591, ^bb138, ^bb145
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%48 : i64)
  ^bb139(%1592: i64):  // 2 preds: ^bb138, ^bb143
    %1593 = llvm.icmp "slt" %1592, %39 : i64
    llvm.cond_br %1593, ^bb140, ^bb144
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%48 : i64)
  ^bb141(%1594: i64):  // 2 preds: ^bb140, ^bb142
    %1595 = llvm.icmp "slt" %1594, %41 : i64
    llvm.cond_br %1595, ^bb142, ^bb143
  ^bb142:  // pred: ^bb141
    %1596 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1597 = llvm.mlir.constant(256 : index) : i64
    %1598 = llvm.mul %1586, %1597 overflow<nsw, nuw> : i64
    %1599 = llvm.mlir.constant(32 : index) : i64
    %1600 = llvm.mul %1588, %1599 overflow<nsw, nuw> : i64
    %1601 = llvm.add %1598, %1600 overflow<nsw, nuw> : i64
    %1602 = llvm.add %1601, %1594 overflow<nsw, nuw> : i64
    %1603 = llvm.getelementptr inbounds|nuw %1596[%1602] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1604 = llvm.load %1603 : !llvm.ptr -> f32
    %1605 = llvm.extractvalue %1493[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1606 = llvm.mlir.constant(512 : index) : i64
    %1607 = llvm.mul %1590, %1606 overflow<nsw, nuw> : i64
    %1608 = llvm.mlir.constant(32 : index) : i64
    %1609 = llvm.mul %1592, %1608 overflow<nsw, nuw> : i64
    %1610 = llvm.add %1607, %1609 overflow<nsw, nuw> : i64
    %1611 = llvm.add %1610, %1594 overflow<nsw, nuw> : i64
    %1612 = llvm.getelementptr inbounds|nuw %1605[%1611] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1613 = llvm.load %1612 : !llvm.ptr -> f32
    %1614 = llvm.extractvalue %1550[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1615 = llvm.mlir.constant(256 : index) : i64
    %1616 = llvm.mul %1586, %1615 overflow<nsw, nuw> : i64
    %1617 = llvm.mlir.constant(32 : index) : i64
    %1618 = llvm.mul %1588, %1617 overflow<nsw, nuw> : i64
    %1619 = llvm.add %1616, %1618 overflow<nsw, nuw> : i64
    %1620 = llvm.mlir.constant(16 : index) : i64
    %1621 = llvm.mul %1590, %1620 overflow<nsw, nuw> : i64
    %1622 = llvm.add %1619, %1621 overflow<nsw, nuw> : i64
    %1623 = llvm.add %1622, %1592 overflow<nsw, nuw> : i64
    %1624 = llvm.getelementptr inbounds|nuw %1614[%1623] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1625 = llvm.load %1624 : !llvm.ptr -> f32
    %1626 = llvm.fmul %1604, %1613 : f32
    %1627 = llvm.fadd %1625, %1626 : f32
    %1628 = llvm.extractvalue %1550[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1629 = llvm.mlir.constant(256 : index) : i64
    %1630 = llvm.mul %1586, %1629 overflow<nsw, nuw> : i64
    %1631 = llvm.mlir.constant(32 : index) : i64
    %1632 = llvm.mul %1588, %1631 overflow<nsw, nuw> : i64
    %1633 = llvm.add %1630, %1632 overflow<nsw, nuw> : i64
    %1634 = llvm.mlir.constant(16 : index) : i64
    %1635 = llvm.mul %1590, %1634 overflow<nsw, nuw> : i64
    %1636 = llvm.add %1633, %1635 overflow<nsw, nuw> : i64
    %1637 = llvm.add %1636, %1592 overflow<nsw, nuw> : i64
    %1638 = llvm.getelementptr inbounds|nuw %1628[%1637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1627, %1638 : f32, !llvm.ptr
    %1639 = llvm.add %1594, %43 : i64
    llvm.br ^bb141(%1639 : i64)
  ^bb143:  // pred: ^bb141
    %1640 = llvm.add %1592, %43 : i64
    llvm.br ^bb139(%1640 : i64)
  ^bb144:  // pred: ^bb139
    %1641 = llvm.add %1590, %43 : i64
    llvm.br ^bb137(%1641 : i64)
  ^bb145:  // pred: ^bb137
    %1642 = llvm.add %1588, %43 : i64
    llvm.br ^bb135(%1642 : i64)
  ^bb146:  // pred: ^bb135
    %1643 = llvm.add %1586, %43 : i64
    llvm.br ^bb133(%1643 : i64)
  ^bb147:  // pred: ^bb133
    %1644 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1645 = llvm.extractvalue %632[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1646 = llvm.extractvalue %632[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1647 = llvm.insertvalue %1645, %1644[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1648 = llvm.insertvalue %1646, %1647[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1649 = llvm.mlir.constant(0 : index) : i64
    %1650 = llvm.insertvalue %1649, %1648[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1651 = llvm.mlir.constant(2 : index) : i64
    %1652 = llvm.insertvalue %1651, %1650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1653 = llvm.mlir.constant(16 : index) : i64
    %1654 = llvm.insertvalue %1653, %1652[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1655 = llvm.mlir.constant(16 : index) : i64
    %1656 = llvm.insertvalue %1655, %1654[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1657 = llvm.mlir.constant(1 : index) : i64
    %1658 = llvm.insertvalue %1657, %1656[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1659 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1660 = llvm.extractvalue %616[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1661 = llvm.extractvalue %616[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1662 = llvm.insertvalue %1660, %1659[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1663 = llvm.insertvalue %1661, %1662[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1664 = llvm.mlir.constant(0 : index) : i64
    %1665 = llvm.insertvalue %1664, %1663[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1666 = llvm.mlir.constant(2 : index) : i64
    %1667 = llvm.insertvalue %1666, %1665[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1668 = llvm.mlir.constant(512 : index) : i64
    %1669 = llvm.insertvalue %1668, %1667[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1670 = llvm.mlir.constant(16 : index) : i64
    %1671 = llvm.insertvalue %1670, %1669[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1672 = llvm.mlir.constant(32 : index) : i64
    %1673 = llvm.insertvalue %1672, %1671[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1674 = llvm.mlir.constant(32 : index) : i64
    %1675 = llvm.insertvalue %1674, %1673[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1676 = llvm.mlir.constant(1 : index) : i64
    %1677 = llvm.insertvalue %1676, %1675[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1678 = llvm.mlir.constant(1 : index) : i64
    %1679 = llvm.mlir.constant(8 : index) : i64
    %1680 = llvm.mlir.constant(2 : index) : i64
    %1681 = llvm.mlir.constant(16 : index) : i64
    %1682 = llvm.mlir.constant(1 : index) : i64
    %1683 = llvm.mlir.constant(32 : index) : i64
    %1684 = llvm.mlir.constant(256 : index) : i64
    %1685 = llvm.mlir.constant(256 : index) : i64
    %1686 = llvm.mlir.zero : !llvm.ptr
    %1687 = llvm.getelementptr %1686[%1685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1688 = llvm.ptrtoint %1687 : !llvm.ptr to i64
    %1689 = llvm.mlir.constant(64 : index) : i64
    %1690 = llvm.add %1688, %1689 : i64
    %1691 = llvm.call @malloc(%1690) : (i64) -> !llvm.ptr
    %1692 = llvm.ptrtoint %1691 : !llvm.ptr to i64
    %1693 = llvm.mlir.constant(1 : index) : i64
    %1694 = llvm.sub %1689, %1693 : i64
    %1695 = llvm.add %1692, %1694 : i64
    %1696 = llvm.urem %1695, %1689 : i64
    %1697 = llvm.sub %1695, %1696 : i64
    %1698 = llvm.inttoptr %1697 : i64 to !llvm.ptr
    %1699 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1700 = llvm.insertvalue %1691, %1699[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1701 = llvm.insertvalue %1698, %1700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1702 = llvm.mlir.constant(0 : index) : i64
    %1703 = llvm.insertvalue %1702, %1701[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1704 = llvm.insertvalue %1678, %1703[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1705 = llvm.insertvalue %1679, %1704[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1706 = llvm.insertvalue %1680, %1705[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1707 = llvm.insertvalue %1681, %1706[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1708 = llvm.insertvalue %1684, %1707[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1709 = llvm.insertvalue %1683, %1708[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1710 = llvm.insertvalue %1681, %1709[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1711 = llvm.insertvalue %1682, %1710[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb148(%48 : i64)
  ^bb148(%1712: i64):  // 2 preds: ^bb147, ^bb158
    %1713 = llvm.icmp "slt" %1712, %43 : i64
    llvm.cond_br %1713, ^bb149, ^bb159
  ^bb149:  // pred: ^bb148
    llvm.br ^bb150(%48 : i64)
  ^bb150(%1714: i64):  // 2 preds: ^bb149, ^bb157
    %1715 = llvm.icmp "slt" %1714, %42 : i64
    llvm.cond_br %1715, ^bb151, ^bb158
  ^bb151:  // pred: ^bb150
    llvm.br ^bb152(%48 : i64)
  ^bb152(%1716: i64):  // 2 preds: ^bb151, ^bb156
    %1717 = llvm.icmp "slt" %1716, %40 : i64
    llvm.cond_br %1717, ^bb153, ^bb157
  ^bb153:  // pred: ^bb152
    llvm.br ^bb154(%48 : i64)
  ^bb154(%1718: i64):  // 2 preds: ^bb153, ^bb155
    %1719 = llvm.icmp "slt" %1718, %39 : i64
    llvm.cond_br %1719, ^bb155, ^bb156
  ^bb155:  // pred: ^bb154
    %1720 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1721 = llvm.mlir.constant(256 : index) : i64
    %1722 = llvm.mul %1712, %1721 overflow<nsw, nuw> : i64
    %1723 = llvm.mlir.constant(32 : index) : i64
    %1724 = llvm.mul %1714, %1723 overflow<nsw, nuw> : i64
    %1725 = llvm.add %1722, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.mlir.constant(16 : index) : i64
    %1727 = llvm.mul %1716, %1726 overflow<nsw, nuw> : i64
    %1728 = llvm.add %1725, %1727 overflow<nsw, nuw> : i64
    %1729 = llvm.add %1728, %1718 overflow<nsw, nuw> : i64
    %1730 = llvm.getelementptr inbounds|nuw %1720[%1729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1731 = llvm.load %1730 : !llvm.ptr -> f32
    %1732 = llvm.extractvalue %1711[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1733 = llvm.mlir.constant(256 : index) : i64
    %1734 = llvm.mul %1712, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.mlir.constant(32 : index) : i64
    %1736 = llvm.mul %1714, %1735 overflow<nsw, nuw> : i64
    %1737 = llvm.add %1734, %1736 overflow<nsw, nuw> : i64
    %1738 = llvm.mlir.constant(16 : index) : i64
    %1739 = llvm.mul %1716, %1738 overflow<nsw, nuw> : i64
    %1740 = llvm.add %1737, %1739 overflow<nsw, nuw> : i64
    %1741 = llvm.add %1740, %1718 overflow<nsw, nuw> : i64
    %1742 = llvm.getelementptr inbounds|nuw %1732[%1741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1731, %1742 : f32, !llvm.ptr
    %1743 = llvm.add %1718, %43 : i64
    llvm.br ^bb154(%1743 : i64)
  ^bb156:  // pred: ^bb154
    %1744 = llvm.add %1716, %43 : i64
    llvm.br ^bb152(%1744 : i64)
  ^bb157:  // pred: ^bb152
    %1745 = llvm.add %1714, %43 : i64
    llvm.br ^bb150(%1745 : i64)
  ^bb158:  // pred: ^bb150
    %1746 = llvm.add %1712, %43 : i64
    llvm.br ^bb148(%1746 : i64)
  ^bb159:  // pred: ^bb148
    llvm.br ^bb160(%48 : i64)
  ^bb160(%1747: i64):  // 2 preds: ^bb159, ^bb173
    %1748 = llvm.icmp "slt" %1747, %43 : i64
    llvm.cond_br %1748, ^bb161, ^bb174
  ^bb161:  // pred: ^bb160
    llvm.br ^bb162(%48 : i64)
  ^bb162(%1749: i64):  // 2 preds: ^bb161, ^bb172
    %1750 = llvm.icmp "slt" %1749, %42 : i64
    llvm.cond_br %1750, ^bb163, ^bb173
  ^bb163:  // pred: ^bb162
    llvm.br ^bb164(%48 : i64)
  ^bb164(%1751: i64):  // 2 preds: ^bb163, ^bb171
    %1752 = llvm.icmp "slt" %1751, %40 : i64
    llvm.cond_br %1752, ^bb165, ^bb172
  ^bb165:  // pred: ^bb164
    llvm.br ^bb166(%48 : i64)
  ^bb166(%1753: i64):  // 2 preds: ^bb165, ^bb170
    %1754 = llvm.icmp "slt" %1753, %39 : i64
    llvm.cond_br %1754, ^bb167, ^bb171
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%48 : i64)
  ^bb168(%1755: i64):  // 2 preds: ^bb167, ^bb169
    %1756 = llvm.icmp "slt" %1755, %41 : i64
    llvm.cond_br %1756, ^bb169, ^bb170
  ^bb169:  // pred: ^bb168
    %1757 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1758 = llvm.mlir.constant(256 : index) : i64
    %1759 = llvm.mul %1747, %1758 overflow<nsw, nuw> : i64
    %1760 = llvm.mlir.constant(32 : index) : i64
    %1761 = llvm.mul %1749, %1760 overflow<nsw, nuw> : i64
    %1762 = llvm.add %1759, %1761 overflow<nsw, nuw> : i64
    %1763 = llvm.add %1762, %1755 overflow<nsw, nuw> : i64
    %1764 = llvm.getelementptr inbounds|nuw %1757[%1763] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1765 = llvm.load %1764 : !llvm.ptr -> f32
    %1766 = llvm.extractvalue %1677[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1767 = llvm.mlir.constant(512 : index) : i64
    %1768 = llvm.mul %1751, %1767 overflow<nsw, nuw> : i64
    %1769 = llvm.mlir.constant(32 : index) : i64
    %1770 = llvm.mul %1753, %1769 overflow<nsw, nuw> : i64
    %1771 = llvm.add %1768, %1770 overflow<nsw, nuw> : i64
    %1772 = llvm.add %1771, %1755 overflow<nsw, nuw> : i64
    %1773 = llvm.getelementptr inbounds|nuw %1766[%1772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1774 = llvm.load %1773 : !llvm.ptr -> f32
    %1775 = llvm.extractvalue %1711[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1776 = llvm.mlir.constant(256 : index) : i64
    %1777 = llvm.mul %1747, %1776 overflow<nsw, nuw> : i64
    %1778 = llvm.mlir.constant(32 : index) : i64
    %1779 = llvm.mul %1749, %1778 overflow<nsw, nuw> : i64
    %1780 = llvm.add %1777, %1779 overflow<nsw, nuw> : i64
    %1781 = llvm.mlir.constant(16 : index) : i64
    %1782 = llvm.mul %1751, %1781 overflow<nsw, nuw> : i64
    %1783 = llvm.add %1780, %1782 overflow<nsw, nuw> : i64
    %1784 = llvm.add %1783, %1753 overflow<nsw, nuw> : i64
    %1785 = llvm.getelementptr inbounds|nuw %1775[%1784] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1786 = llvm.load %1785 : !llvm.ptr -> f32
    %1787 = llvm.fmul %1765, %1774 : f32
    %1788 = llvm.fadd %1786, %1787 : f32
    %1789 = llvm.extractvalue %1711[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1790 = llvm.mlir.constant(256 : index) : i64
    %1791 = llvm.mul %1747, %1790 overflow<nsw, nuw> : i64
    %1792 = llvm.mlir.constant(32 : index) : i64
    %1793 = llvm.mul %1749, %1792 overflow<nsw, nuw> : i64
    %1794 = llvm.add %1791, %1793 overflow<nsw, nuw> : i64
    %1795 = llvm.mlir.constant(16 : index) : i64
    %1796 = llvm.mul %1751, %1795 overflow<nsw, nuw> : i64
    %1797 = llvm.add %1794, %1796 overflow<nsw, nuw> : i64
    %1798 = llvm.add %1797, %1753 overflow<nsw, nuw> : i64
    %1799 = llvm.getelementptr inbounds|nuw %1789[%1798] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1788, %1799 : f32, !llvm.ptr
    %1800 = llvm.add %1755, %43 : i64
    llvm.br ^bb168(%1800 : i64)
  ^bb170:  // pred: ^bb168
    %1801 = llvm.add %1753, %43 : i64
    llvm.br ^bb166(%1801 : i64)
  ^bb171:  // pred: ^bb166
    %1802 = llvm.add %1751, %43 : i64
    llvm.br ^bb164(%1802 : i64)
  ^bb172:  // pred: ^bb164
    %1803 = llvm.add %1749, %43 : i64
    llvm.br ^bb162(%1803 : i64)
  ^bb173:  // pred: ^bb162
    %1804 = llvm.add %1747, %43 : i64
    llvm.br ^bb160(%1804 : i64)
  ^bb174:  // pred: ^bb160
    %1805 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1806 = llvm.extractvalue %596[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1807 = llvm.extractvalue %596[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1808 = llvm.insertvalue %1806, %1805[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1809 = llvm.insertvalue %1807, %1808[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1810 = llvm.mlir.constant(0 : index) : i64
    %1811 = llvm.insertvalue %1810, %1809[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1812 = llvm.mlir.constant(2 : index) : i64
    %1813 = llvm.insertvalue %1812, %1811[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1814 = llvm.mlir.constant(16 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1816 = llvm.mlir.constant(16 : index) : i64
    %1817 = llvm.insertvalue %1816, %1815[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1818 = llvm.mlir.constant(1 : index) : i64
    %1819 = llvm.insertvalue %1818, %1817[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1820 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1821 = llvm.extractvalue %580[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1822 = llvm.extractvalue %580[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1823 = llvm.insertvalue %1821, %1820[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1824 = llvm.insertvalue %1822, %1823[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1825 = llvm.mlir.constant(0 : index) : i64
    %1826 = llvm.insertvalue %1825, %1824[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1827 = llvm.mlir.constant(2 : index) : i64
    %1828 = llvm.insertvalue %1827, %1826[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1829 = llvm.mlir.constant(512 : index) : i64
    %1830 = llvm.insertvalue %1829, %1828[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1831 = llvm.mlir.constant(16 : index) : i64
    %1832 = llvm.insertvalue %1831, %1830[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1833 = llvm.mlir.constant(32 : index) : i64
    %1834 = llvm.insertvalue %1833, %1832[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1835 = llvm.mlir.constant(32 : index) : i64
    %1836 = llvm.insertvalue %1835, %1834[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1837 = llvm.mlir.constant(1 : index) : i64
    %1838 = llvm.insertvalue %1837, %1836[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1839 = llvm.mlir.constant(1 : index) : i64
    %1840 = llvm.mlir.constant(8 : index) : i64
    %1841 = llvm.mlir.constant(2 : index) : i64
    %1842 = llvm.mlir.constant(16 : index) : i64
    %1843 = llvm.mlir.constant(1 : index) : i64
    %1844 = llvm.mlir.constant(32 : index) : i64
    %1845 = llvm.mlir.constant(256 : index) : i64
    %1846 = llvm.mlir.constant(256 : index) : i64
    %1847 = llvm.mlir.zero : !llvm.ptr
    %1848 = llvm.getelementptr %1847[%1846] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1849 = llvm.ptrtoint %1848 : !llvm.ptr to i64
    %1850 = llvm.mlir.constant(64 : index) : i64
    %1851 = llvm.add %1849, %1850 : i64
    %1852 = llvm.call @malloc(%1851) : (i64) -> !llvm.ptr
    %1853 = llvm.ptrtoint %1852 : !llvm.ptr to i64
    %1854 = llvm.mlir.constant(1 : index) : i64
    %1855 = llvm.sub %1850, %1854 : i64
    %1856 = llvm.add %1853, %1855 : i64
    %1857 = llvm.urem %1856, %1850 : i64
    %1858 = llvm.sub %1856, %1857 : i64
    %1859 = llvm.inttoptr %1858 : i64 to !llvm.ptr
    %1860 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1861 = llvm.insertvalue %1852, %1860[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1862 = llvm.insertvalue %1859, %1861[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1863 = llvm.mlir.constant(0 : index) : i64
    %1864 = llvm.insertvalue %1863, %1862[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1865 = llvm.insertvalue %1839, %1864[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1866 = llvm.insertvalue %1840, %1865[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1867 = llvm.insertvalue %1841, %1866[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1868 = llvm.insertvalue %1842, %1867[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1869 = llvm.insertvalue %1845, %1868[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1870 = llvm.insertvalue %1844, %1869[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1871 = llvm.insertvalue %1842, %1870[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1872 = llvm.insertvalue %1843, %1871[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb175(%48 : i64)
  ^bb175(%1873: i64):  // 2 preds: ^bb174, ^bb185
    %1874 = llvm.icmp "slt" %1873, %43 : i64
    llvm.cond_br %1874, ^bb176, ^bb186
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%48 : i64)
  ^bb177(%1875: i64):  // 2 preds: ^bb176, ^bb184
    %1876 = llvm.icmp "slt" %1875, %42 : i64
    llvm.cond_br %1876, ^bb178, ^bb185
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%48 : i64)
  ^bb179(%1877: i64):  // 2 preds: ^bb178, ^bb183
    %1878 = llvm.icmp "slt" %1877, %40 : i64
    llvm.cond_br %1878, ^bb180, ^bb184
  ^bb180:  // pred: ^bb179
    llvm.br ^bb181(%48 : i64)
  ^bb181(%1879: i64):  // 2 preds: ^bb180, ^bb182
    %1880 = llvm.icmp "slt" %1879, %39 : i64
    llvm.cond_br %1880, ^bb182, ^bb183
  ^bb182:  // pred: ^bb181
    %1881 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1882 = llvm.mlir.constant(256 : index) : i64
    %1883 = llvm.mul %1873, %1882 overflow<nsw, nuw> : i64
    %1884 = llvm.mlir.constant(32 : index) : i64
    %1885 = llvm.mul %1875, %1884 overflow<nsw, nuw> : i64
    %1886 = llvm.add %1883, %1885 overflow<nsw, nuw> : i64
    %1887 = llvm.mlir.constant(16 : index) : i64
    %1888 = llvm.mul %1877, %1887 overflow<nsw, nuw> : i64
    %1889 = llvm.add %1886, %1888 overflow<nsw, nuw> : i64
    %1890 = llvm.add %1889, %1879 overflow<nsw, nuw> : i64
    %1891 = llvm.getelementptr inbounds|nuw %1881[%1890] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1892 = llvm.load %1891 : !llvm.ptr -> f32
    %1893 = llvm.extractvalue %1872[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1894 = llvm.mlir.constant(256 : index) : i64
    %1895 = llvm.mul %1873, %1894 overflow<nsw, nuw> : i64
    %1896 = llvm.mlir.constant(32 : index) : i64
    %1897 = llvm.mul %1875, %1896 overflow<nsw, nuw> : i64
    %1898 = llvm.add %1895, %1897 overflow<nsw, nuw> : i64
    %1899 = llvm.mlir.constant(16 : index) : i64
    %1900 = llvm.mul %1877, %1899 overflow<nsw, nuw> : i64
    %1901 = llvm.add %1898, %1900 overflow<nsw, nuw> : i64
    %1902 = llvm.add %1901, %1879 overflow<nsw, nuw> : i64
    %1903 = llvm.getelementptr inbounds|nuw %1893[%1902] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1892, %1903 : f32, !llvm.ptr
    %1904 = llvm.add %1879, %43 : i64
    llvm.br ^bb181(%1904 : i64)
  ^bb183:  // pred: ^bb181
    %1905 = llvm.add %1877, %43 : i64
    llvm.br ^bb179(%1905 : i64)
  ^bb184:  // pred: ^bb179
    %1906 = llvm.add %1875, %43 : i64
    llvm.br ^bb177(%1906 : i64)
  ^bb185:  // pred: ^bb177
    %1907 = llvm.add %1873, %43 : i64
    llvm.br ^bb175(%1907 : i64)
  ^bb186:  // pred: ^bb175
    llvm.br ^bb187(%48 : i64)
  ^bb187(%1908: i64):  // 2 preds: ^bb186, ^bb200
    %1909 = llvm.icmp "slt" %1908, %43 : i64
    llvm.cond_br %1909, ^bb188, ^bb201
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%48 : i64)
  ^bb189(%1910: i64):  // 2 preds: ^bb188, ^bb199
    %1911 = llvm.icmp "slt" %1910, %42 : i64
    llvm.cond_br %1911, ^bb190, ^bb200
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%48 : i64)
  ^bb191(%1912: i64):  // 2 preds: ^bb190, ^bb198
    %1913 = llvm.icmp "slt" %1912, %40 : i64
    llvm.cond_br %1913, ^bb192, ^bb199
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%48 : i64)
  ^bb193(%1914: i64):  // 2 preds: ^bb192, ^bb197
    %1915 = llvm.icmp "slt" %1914, %39 : i64
    llvm.cond_br %1915, ^bb194, ^bb198
  ^bb194:  // pred: ^bb193
    llvm.br ^bb195(%48 : i64)
  ^bb195(%1916: i64):  // 2 preds: ^bb194, ^bb196
    %1917 = llvm.icmp "slt" %1916, %41 : i64
    llvm.cond_br %1917, ^bb196, ^bb197
  ^bb196:  // pred: ^bb195
    %1918 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1919 = llvm.mlir.constant(256 : index) : i64
    %1920 = llvm.mul %1908, %1919 overflow<nsw, nuw> : i64
    %1921 = llvm.mlir.constant(32 : index) : i64
    %1922 = llvm.mul %1910, %1921 overflow<nsw, nuw> : i64
    %1923 = llvm.add %1920, %1922 overflow<nsw, nuw> : i64
    %1924 = llvm.add %1923, %1916 overflow<nsw, nuw> : i64
    %1925 = llvm.getelementptr inbounds|nuw %1918[%1924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1926 = llvm.load %1925 : !llvm.ptr -> f32
    %1927 = llvm.extractvalue %1838[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1928 = llvm.mlir.constant(512 : index) : i64
    %1929 = llvm.mul %1912, %1928 overflow<nsw, nuw> : i64
    %1930 = llvm.mlir.constant(32 : index) : i64
    %1931 = llvm.mul %1914, %1930 overflow<nsw, nuw> : i64
    %1932 = llvm.add %1929, %1931 overflow<nsw, nuw> : i64
    %1933 = llvm.add %1932, %1916 overflow<nsw, nuw> : i64
    %1934 = llvm.getelementptr inbounds|nuw %1927[%1933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1935 = llvm.load %1934 : !llvm.ptr -> f32
    %1936 = llvm.extractvalue %1872[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1937 = llvm.mlir.constant(256 : index) : i64
    %1938 = llvm.mul %1908, %1937 overflow<nsw, nuw> : i64
    %1939 = llvm.mlir.constant(32 : index) : i64
    %1940 = llvm.mul %1910, %1939 overflow<nsw, nuw> : i64
    %1941 = llvm.add %1938, %1940 overflow<nsw, nuw> : i64
    %1942 = llvm.mlir.constant(16 : index) : i64
    %1943 = llvm.mul %1912, %1942 overflow<nsw, nuw> : i64
    %1944 = llvm.add %1941, %1943 overflow<nsw, nuw> : i64
    %1945 = llvm.add %1944, %1914 overflow<nsw, nuw> : i64
    %1946 = llvm.getelementptr inbounds|nuw %1936[%1945] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1947 = llvm.load %1946 : !llvm.ptr -> f32
    %1948 = llvm.fmul %1926, %1935 : f32
    %1949 = llvm.fadd %1947, %1948 : f32
    %1950 = llvm.extractvalue %1872[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1951 = llvm.mlir.constant(256 : index) : i64
    %1952 = llvm.mul %1908, %1951 overflow<nsw, nuw> : i64
    %1953 = llvm.mlir.constant(32 : index) : i64
    %1954 = llvm.mul %1910, %1953 overflow<nsw, nuw> : i64
    %1955 = llvm.add %1952, %1954 overflow<nsw, nuw> : i64
    %1956 = llvm.mlir.constant(16 : index) : i64
    %1957 = llvm.mul %1912, %1956 overflow<nsw, nuw> : i64
    %1958 = llvm.add %1955, %1957 overflow<nsw, nuw> : i64
    %1959 = llvm.add %1958, %1914 overflow<nsw, nuw> : i64
    %1960 = llvm.getelementptr inbounds|nuw %1950[%1959] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1949, %1960 : f32, !llvm.ptr
    %1961 = llvm.add %1916, %43 : i64
    llvm.br ^bb195(%1961 : i64)
  ^bb197:  // pred: ^bb195
    %1962 = llvm.add %1914, %43 : i64
    llvm.br ^bb193(%1962 : i64)
  ^bb198:  // pred: ^bb193
    %1963 = llvm.add %1912, %43 : i64
    llvm.br ^bb191(%1963 : i64)
  ^bb199:  // pred: ^bb191
    %1964 = llvm.add %1910, %43 : i64
    llvm.br ^bb189(%1964 : i64)
  ^bb200:  // pred: ^bb189
    %1965 = llvm.add %1908, %43 : i64
    llvm.br ^bb187(%1965 : i64)
  ^bb201:  // pred: ^bb187
    %1966 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1967 = llvm.extractvalue %560[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1968 = llvm.extractvalue %560[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1969 = llvm.insertvalue %1967, %1966[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1970 = llvm.insertvalue %1968, %1969[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1971 = llvm.mlir.constant(0 : index) : i64
    %1972 = llvm.insertvalue %1971, %1970[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1973 = llvm.mlir.constant(2 : index) : i64
    %1974 = llvm.insertvalue %1973, %1972[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1975 = llvm.mlir.constant(16 : index) : i64
    %1976 = llvm.insertvalue %1975, %1974[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1977 = llvm.mlir.constant(16 : index) : i64
    %1978 = llvm.insertvalue %1977, %1976[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1979 = llvm.mlir.constant(1 : index) : i64
    %1980 = llvm.insertvalue %1979, %1978[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1981 = llvm.mlir.constant(2 : index) : i64
    %1982 = llvm.mlir.constant(8 : index) : i64
    %1983 = llvm.mlir.constant(8 : index) : i64
    %1984 = llvm.mlir.constant(1 : index) : i64
    %1985 = llvm.mlir.constant(64 : index) : i64
    %1986 = llvm.mlir.constant(128 : index) : i64
    %1987 = llvm.mlir.zero : !llvm.ptr
    %1988 = llvm.getelementptr %1987[%1986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1989 = llvm.ptrtoint %1988 : !llvm.ptr to i64
    %1990 = llvm.mlir.constant(64 : index) : i64
    %1991 = llvm.add %1989, %1990 : i64
    %1992 = llvm.call @malloc(%1991) : (i64) -> !llvm.ptr
    %1993 = llvm.ptrtoint %1992 : !llvm.ptr to i64
    %1994 = llvm.mlir.constant(1 : index) : i64
    %1995 = llvm.sub %1990, %1994 : i64
    %1996 = llvm.add %1993, %1995 : i64
    %1997 = llvm.urem %1996, %1990 : i64
    %1998 = llvm.sub %1996, %1997 : i64
    %1999 = llvm.inttoptr %1998 : i64 to !llvm.ptr
    %2000 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2001 = llvm.insertvalue %1992, %2000[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2002 = llvm.insertvalue %1999, %2001[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2003 = llvm.mlir.constant(0 : index) : i64
    %2004 = llvm.insertvalue %2003, %2002[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2005 = llvm.insertvalue %1981, %2004[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2006 = llvm.insertvalue %1982, %2005[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2007 = llvm.insertvalue %1983, %2006[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2008 = llvm.insertvalue %1985, %2007[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2009 = llvm.insertvalue %1983, %2008[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2010 = llvm.insertvalue %1984, %2009[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb202(%48 : i64)
  ^bb202(%2011: i64):  // 2 preds: ^bb201, ^bb209
    %2012 = llvm.icmp "slt" %2011, %40 : i64
    llvm.cond_br %2012, ^bb203, ^bb210
  ^bb203:  // pred: ^bb202
    llvm.br ^bb204(%48 : i64)
  ^bb204(%2013: i64):  // 2 preds: ^bb203, ^bb208
    %2014 = llvm.icmp "slt" %2013, %42 : i64
    llvm.cond_br %2014, ^bb205, ^bb209
  ^bb205:  // pred: ^bb204
    llvm.br ^bb206(%48 : i64)
  ^bb206(%2015: i64):  // 2 preds: ^bb205, ^bb207
    %2016 = llvm.icmp "slt" %2015, %42 : i64
    llvm.cond_br %2016, ^bb207, ^bb208
  ^bb207:  // pred: ^bb206
    %2017 = llvm.extractvalue %2010[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2018 = llvm.mlir.constant(64 : index) : i64
    %2019 = llvm.mul %2011, %2018 overflow<nsw, nuw> : i64
    %2020 = llvm.mlir.constant(8 : index) : i64
    %2021 = llvm.mul %2013, %2020 overflow<nsw, nuw> : i64
    %2022 = llvm.add %2019, %2021 overflow<nsw, nuw> : i64
    %2023 = llvm.add %2022, %2015 overflow<nsw, nuw> : i64
    %2024 = llvm.getelementptr inbounds|nuw %2017[%2023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2024 : f32, !llvm.ptr
    %2025 = llvm.add %2015, %43 : i64
    llvm.br ^bb206(%2025 : i64)
  ^bb208:  // pred: ^bb206
    %2026 = llvm.add %2013, %43 : i64
    llvm.br ^bb204(%2026 : i64)
  ^bb209:  // pred: ^bb204
    %2027 = llvm.add %2011, %43 : i64
    llvm.br ^bb202(%2027 : i64)
  ^bb210:  // pred: ^bb202
    %2028 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2029 = llvm.extractvalue %2010[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2030 = llvm.extractvalue %2010[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2031 = llvm.insertvalue %2029, %2028[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2032 = llvm.insertvalue %2030, %2031[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2033 = llvm.mlir.constant(0 : index) : i64
    %2034 = llvm.insertvalue %2033, %2032[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2035 = llvm.mlir.constant(1 : index) : i64
    %2036 = llvm.insertvalue %2035, %2034[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2037 = llvm.mlir.constant(128 : index) : i64
    %2038 = llvm.insertvalue %2037, %2036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2039 = llvm.mlir.constant(2 : index) : i64
    %2040 = llvm.insertvalue %2039, %2038[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2041 = llvm.mlir.constant(64 : index) : i64
    %2042 = llvm.insertvalue %2041, %2040[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2043 = llvm.mlir.constant(8 : index) : i64
    %2044 = llvm.insertvalue %2043, %2042[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2045 = llvm.mlir.constant(8 : index) : i64
    %2046 = llvm.insertvalue %2045, %2044[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2047 = llvm.mlir.constant(8 : index) : i64
    %2048 = llvm.insertvalue %2047, %2046[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2049 = llvm.mlir.constant(1 : index) : i64
    %2050 = llvm.insertvalue %2049, %2048[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2051 = llvm.mlir.constant(1 : index) : i64
    %2052 = llvm.mlir.constant(2 : index) : i64
    %2053 = llvm.mlir.constant(8 : index) : i64
    %2054 = llvm.mlir.constant(8 : index) : i64
    %2055 = llvm.mlir.constant(1 : index) : i64
    %2056 = llvm.mlir.constant(64 : index) : i64
    %2057 = llvm.mlir.constant(128 : index) : i64
    %2058 = llvm.mlir.constant(128 : index) : i64
    %2059 = llvm.mlir.zero : !llvm.ptr
    %2060 = llvm.getelementptr %2059[%2058] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2061 = llvm.ptrtoint %2060 : !llvm.ptr to i64
    %2062 = llvm.mlir.constant(64 : index) : i64
    %2063 = llvm.add %2061, %2062 : i64
    %2064 = llvm.call @malloc(%2063) : (i64) -> !llvm.ptr
    %2065 = llvm.ptrtoint %2064 : !llvm.ptr to i64
    %2066 = llvm.mlir.constant(1 : index) : i64
    %2067 = llvm.sub %2062, %2066 : i64
    %2068 = llvm.add %2065, %2067 : i64
    %2069 = llvm.urem %2068, %2062 : i64
    %2070 = llvm.sub %2068, %2069 : i64
    %2071 = llvm.inttoptr %2070 : i64 to !llvm.ptr
    %2072 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2073 = llvm.insertvalue %2064, %2072[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2074 = llvm.insertvalue %2071, %2073[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2075 = llvm.mlir.constant(0 : index) : i64
    %2076 = llvm.insertvalue %2075, %2074[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2077 = llvm.insertvalue %2051, %2076[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2078 = llvm.insertvalue %2052, %2077[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2079 = llvm.insertvalue %2053, %2078[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2080 = llvm.insertvalue %2054, %2079[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2081 = llvm.insertvalue %2057, %2080[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2082 = llvm.insertvalue %2056, %2081[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2083 = llvm.insertvalue %2054, %2082[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2084 = llvm.insertvalue %2055, %2083[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb211(%48 : i64)
  ^bb211(%2085: i64):  // 2 preds: ^bb210, ^bb221
    %2086 = llvm.icmp "slt" %2085, %43 : i64
    llvm.cond_br %2086, ^bb212, ^bb222
  ^bb212:  // pred: ^bb211
    llvm.br ^bb213(%48 : i64)
  ^bb213(%2087: i64):  // 2 preds: ^bb212, ^bb220
    %2088 = llvm.icmp "slt" %2087, %40 : i64
    llvm.cond_br %2088, ^bb214, ^bb221
  ^bb214:  // pred: ^bb213
    llvm.br ^bb215(%48 : i64)
  ^bb215(%2089: i64):  // 2 preds: ^bb214, ^bb219
    %2090 = llvm.icmp "slt" %2089, %42 : i64
    llvm.cond_br %2090, ^bb216, ^bb220
  ^bb216:  // pred: ^bb215
    llvm.br ^bb217(%48 : i64)
  ^bb217(%2091: i64):  // 2 preds: ^bb216, ^bb218
    %2092 = llvm.icmp "slt" %2091, %42 : i64
    llvm.cond_br %2092, ^bb218, ^bb219
  ^bb218:  // pred: ^bb217
    %2093 = llvm.extractvalue %2050[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2094 = llvm.mlir.constant(128 : index) : i64
    %2095 = llvm.mul %2085, %2094 overflow<nsw, nuw> : i64
    %2096 = llvm.mlir.constant(64 : index) : i64
    %2097 = llvm.mul %2087, %2096 overflow<nsw, nuw> : i64
    %2098 = llvm.add %2095, %2097 overflow<nsw, nuw> : i64
    %2099 = llvm.mlir.constant(8 : index) : i64
    %2100 = llvm.mul %2089, %2099 overflow<nsw, nuw> : i64
    %2101 = llvm.add %2098, %2100 overflow<nsw, nuw> : i64
    %2102 = llvm.add %2101, %2091 overflow<nsw, nuw> : i64
    %2103 = llvm.getelementptr inbounds|nuw %2093[%2102] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2104 = llvm.load %2103 : !llvm.ptr -> f32
    %2105 = llvm.extractvalue %2084[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2106 = llvm.mlir.constant(128 : index) : i64
    %2107 = llvm.mul %2085, %2106 overflow<nsw, nuw> : i64
    %2108 = llvm.mlir.constant(64 : index) : i64
    %2109 = llvm.mul %2087, %2108 overflow<nsw, nuw> : i64
    %2110 = llvm.add %2107, %2109 overflow<nsw, nuw> : i64
    %2111 = llvm.mlir.constant(8 : index) : i64
    %2112 = llvm.mul %2089, %2111 overflow<nsw, nuw> : i64
    %2113 = llvm.add %2110, %2112 overflow<nsw, nuw> : i64
    %2114 = llvm.add %2113, %2091 overflow<nsw, nuw> : i64
    %2115 = llvm.getelementptr inbounds|nuw %2105[%2114] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2104, %2115 : f32, !llvm.ptr
    %2116 = llvm.add %2091, %43 : i64
    llvm.br ^bb217(%2116 : i64)
  ^bb219:  // pred: ^bb217
    %2117 = llvm.add %2089, %43 : i64
    llvm.br ^bb215(%2117 : i64)
  ^bb220:  // pred: ^bb215
    %2118 = llvm.add %2087, %43 : i64
    llvm.br ^bb213(%2118 : i64)
  ^bb221:  // pred: ^bb213
    %2119 = llvm.add %2085, %43 : i64
    llvm.br ^bb211(%2119 : i64)
  ^bb222:  // pred: ^bb211
    llvm.br ^bb223(%48 : i64)
  ^bb223(%2120: i64):  // 2 preds: ^bb222, ^bb236
    %2121 = llvm.icmp "slt" %2120, %43 : i64
    llvm.cond_br %2121, ^bb224, ^bb237
  ^bb224:  // pred: ^bb223
    llvm.br ^bb225(%48 : i64)
  ^bb225(%2122: i64):  // 2 preds: ^bb224, ^bb235
    %2123 = llvm.icmp "slt" %2122, %40 : i64
    llvm.cond_br %2123, ^bb226, ^bb236
  ^bb226:  // pred: ^bb225
    llvm.br ^bb227(%48 : i64)
  ^bb227(%2124: i64):  // 2 preds: ^bb226, ^bb234
    %2125 = llvm.icmp "slt" %2124, %42 : i64
    llvm.cond_br %2125, ^bb228, ^bb235
  ^bb228:  // pred: ^bb227
    llvm.br ^bb229(%48 : i64)
  ^bb229(%2126: i64):  // 2 preds: ^bb228, ^bb233
    %2127 = llvm.icmp "slt" %2126, %42 : i64
    llvm.cond_br %2127, ^bb230, ^bb234
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%48 : i64)
  ^bb231(%2128: i64):  // 2 preds: ^bb230, ^bb232
    %2129 = llvm.icmp "slt" %2128, %39 : i64
    llvm.cond_br %2129, ^bb232, ^bb233
  ^bb232:  // pred: ^bb231
    %2130 = llvm.extractvalue %1550[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2131 = llvm.mlir.constant(256 : index) : i64
    %2132 = llvm.mul %2120, %2131 overflow<nsw, nuw> : i64
    %2133 = llvm.mlir.constant(32 : index) : i64
    %2134 = llvm.mul %2124, %2133 overflow<nsw, nuw> : i64
    %2135 = llvm.add %2132, %2134 overflow<nsw, nuw> : i64
    %2136 = llvm.mlir.constant(16 : index) : i64
    %2137 = llvm.mul %2122, %2136 overflow<nsw, nuw> : i64
    %2138 = llvm.add %2135, %2137 overflow<nsw, nuw> : i64
    %2139 = llvm.add %2138, %2128 overflow<nsw, nuw> : i64
    %2140 = llvm.getelementptr inbounds|nuw %2130[%2139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2141 = llvm.load %2140 : !llvm.ptr -> f32
    %2142 = llvm.extractvalue %1658[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2143 = llvm.mlir.constant(16 : index) : i64
    %2144 = llvm.mul %2122, %2143 overflow<nsw, nuw> : i64
    %2145 = llvm.add %2144, %2128 overflow<nsw, nuw> : i64
    %2146 = llvm.getelementptr inbounds|nuw %2142[%2145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2147 = llvm.load %2146 : !llvm.ptr -> f32
    %2148 = llvm.extractvalue %1711[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2149 = llvm.mlir.constant(256 : index) : i64
    %2150 = llvm.mul %2120, %2149 overflow<nsw, nuw> : i64
    %2151 = llvm.mlir.constant(32 : index) : i64
    %2152 = llvm.mul %2126, %2151 overflow<nsw, nuw> : i64
    %2153 = llvm.add %2150, %2152 overflow<nsw, nuw> : i64
    %2154 = llvm.mlir.constant(16 : index) : i64
    %2155 = llvm.mul %2122, %2154 overflow<nsw, nuw> : i64
    %2156 = llvm.add %2153, %2155 overflow<nsw, nuw> : i64
    %2157 = llvm.add %2156, %2128 overflow<nsw, nuw> : i64
    %2158 = llvm.getelementptr inbounds|nuw %2148[%2157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2159 = llvm.load %2158 : !llvm.ptr -> f32
    %2160 = llvm.extractvalue %1819[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2161 = llvm.mlir.constant(16 : index) : i64
    %2162 = llvm.mul %2122, %2161 overflow<nsw, nuw> : i64
    %2163 = llvm.add %2162, %2128 overflow<nsw, nuw> : i64
    %2164 = llvm.getelementptr inbounds|nuw %2160[%2163] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2165 = llvm.load %2164 : !llvm.ptr -> f32
    %2166 = llvm.extractvalue %2084[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2167 = llvm.mlir.constant(128 : index) : i64
    %2168 = llvm.mul %2120, %2167 overflow<nsw, nuw> : i64
    %2169 = llvm.mlir.constant(64 : index) : i64
    %2170 = llvm.mul %2122, %2169 overflow<nsw, nuw> : i64
    %2171 = llvm.add %2168, %2170 overflow<nsw, nuw> : i64
    %2172 = llvm.mlir.constant(8 : index) : i64
    %2173 = llvm.mul %2124, %2172 overflow<nsw, nuw> : i64
    %2174 = llvm.add %2171, %2173 overflow<nsw, nuw> : i64
    %2175 = llvm.add %2174, %2126 overflow<nsw, nuw> : i64
    %2176 = llvm.getelementptr inbounds|nuw %2166[%2175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2177 = llvm.load %2176 : !llvm.ptr -> f32
    %2178 = llvm.fadd %2159, %2165 : f32
    %2179 = llvm.fadd %2141, %2147 : f32
    %2180 = llvm.fmul %2179, %2178 : f32
    %2181 = llvm.fadd %2177, %2180 : f32
    %2182 = llvm.extractvalue %2084[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2183 = llvm.mlir.constant(128 : index) : i64
    %2184 = llvm.mul %2120, %2183 overflow<nsw, nuw> : i64
    %2185 = llvm.mlir.constant(64 : index) : i64
    %2186 = llvm.mul %2122, %2185 overflow<nsw, nuw> : i64
    %2187 = llvm.add %2184, %2186 overflow<nsw, nuw> : i64
    %2188 = llvm.mlir.constant(8 : index) : i64
    %2189 = llvm.mul %2124, %2188 overflow<nsw, nuw> : i64
    %2190 = llvm.add %2187, %2189 overflow<nsw, nuw> : i64
    %2191 = llvm.add %2190, %2126 overflow<nsw, nuw> : i64
    %2192 = llvm.getelementptr inbounds|nuw %2182[%2191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2181, %2192 : f32, !llvm.ptr
    %2193 = llvm.add %2128, %43 : i64
    llvm.br ^bb231(%2193 : i64)
  ^bb233:  // pred: ^bb231
    %2194 = llvm.add %2126, %43 : i64
    llvm.br ^bb229(%2194 : i64)
  ^bb234:  // pred: ^bb229
    %2195 = llvm.add %2124, %43 : i64
    llvm.br ^bb227(%2195 : i64)
  ^bb235:  // pred: ^bb227
    %2196 = llvm.add %2122, %43 : i64
    llvm.br ^bb225(%2196 : i64)
  ^bb236:  // pred: ^bb225
    %2197 = llvm.add %2120, %43 : i64
    llvm.br ^bb223(%2197 : i64)
  ^bb237:  // pred: ^bb223
    %2198 = llvm.mlir.constant(1 : index) : i64
    %2199 = llvm.mlir.constant(2 : index) : i64
    %2200 = llvm.mlir.constant(8 : index) : i64
    %2201 = llvm.mlir.constant(8 : index) : i64
    %2202 = llvm.mlir.constant(1 : index) : i64
    %2203 = llvm.mlir.constant(64 : index) : i64
    %2204 = llvm.mlir.constant(128 : index) : i64
    %2205 = llvm.mlir.constant(128 : index) : i64
    %2206 = llvm.mlir.zero : !llvm.ptr
    %2207 = llvm.getelementptr %2206[%2205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2208 = llvm.ptrtoint %2207 : !llvm.ptr to i64
    %2209 = llvm.mlir.constant(64 : index) : i64
    %2210 = llvm.add %2208, %2209 : i64
    %2211 = llvm.call @malloc(%2210) : (i64) -> !llvm.ptr
    %2212 = llvm.ptrtoint %2211 : !llvm.ptr to i64
    %2213 = llvm.mlir.constant(1 : index) : i64
    %2214 = llvm.sub %2209, %2213 : i64
    %2215 = llvm.add %2212, %2214 : i64
    %2216 = llvm.urem %2215, %2209 : i64
    %2217 = llvm.sub %2215, %2216 : i64
    %2218 = llvm.inttoptr %2217 : i64 to !llvm.ptr
    %2219 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2220 = llvm.insertvalue %2211, %2219[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2221 = llvm.insertvalue %2218, %2220[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2222 = llvm.mlir.constant(0 : index) : i64
    %2223 = llvm.insertvalue %2222, %2221[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2224 = llvm.insertvalue %2198, %2223[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2225 = llvm.insertvalue %2199, %2224[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2226 = llvm.insertvalue %2200, %2225[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2227 = llvm.insertvalue %2201, %2226[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2228 = llvm.insertvalue %2204, %2227[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2229 = llvm.insertvalue %2203, %2228[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2230 = llvm.insertvalue %2201, %2229[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2231 = llvm.insertvalue %2202, %2230[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb238(%48 : i64)
  ^bb238(%2232: i64):  // 2 preds: ^bb237, ^bb248
    %2233 = llvm.icmp "slt" %2232, %43 : i64
    llvm.cond_br %2233, ^bb239, ^bb249
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%48 : i64)
  ^bb240(%2234: i64):  // 2 preds: ^bb239, ^bb247
    %2235 = llvm.icmp "slt" %2234, %40 : i64
    llvm.cond_br %2235, ^bb241, ^bb248
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%48 : i64)
  ^bb242(%2236: i64):  // 2 preds: ^bb241, ^bb246
    %2237 = llvm.icmp "slt" %2236, %42 : i64
    llvm.cond_br %2237, ^bb243, ^bb247
  ^bb243:  // pred: ^bb242
    llvm.br ^bb244(%48 : i64)
  ^bb244(%2238: i64):  // 2 preds: ^bb243, ^bb245
    %2239 = llvm.icmp "slt" %2238, %42 : i64
    llvm.cond_br %2239, ^bb245, ^bb246
  ^bb245:  // pred: ^bb244
    %2240 = llvm.extractvalue %2084[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2241 = llvm.mlir.constant(128 : index) : i64
    %2242 = llvm.mul %2232, %2241 overflow<nsw, nuw> : i64
    %2243 = llvm.mlir.constant(64 : index) : i64
    %2244 = llvm.mul %2234, %2243 overflow<nsw, nuw> : i64
    %2245 = llvm.add %2242, %2244 overflow<nsw, nuw> : i64
    %2246 = llvm.mlir.constant(8 : index) : i64
    %2247 = llvm.mul %2236, %2246 overflow<nsw, nuw> : i64
    %2248 = llvm.add %2245, %2247 overflow<nsw, nuw> : i64
    %2249 = llvm.add %2248, %2238 overflow<nsw, nuw> : i64
    %2250 = llvm.getelementptr inbounds|nuw %2240[%2249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2251 = llvm.load %2250 : !llvm.ptr -> f32
    %2252 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2253 = llvm.mlir.constant(64 : index) : i64
    %2254 = llvm.mul %2232, %2253 overflow<nsw, nuw> : i64
    %2255 = llvm.mlir.constant(64 : index) : i64
    %2256 = llvm.mul %48, %2255 overflow<nsw, nuw> : i64
    %2257 = llvm.add %2254, %2256 overflow<nsw, nuw> : i64
    %2258 = llvm.mlir.constant(8 : index) : i64
    %2259 = llvm.mul %2236, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.add %2257, %2259 overflow<nsw, nuw> : i64
    %2261 = llvm.add %2260, %2238 overflow<nsw, nuw> : i64
    %2262 = llvm.getelementptr inbounds|nuw %2252[%2261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2263 = llvm.load %2262 : !llvm.ptr -> f32
    %2264 = llvm.fmul %2251, %45 : f32
    %2265 = llvm.fadd %2264, %2263 : f32
    %2266 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2267 = llvm.mlir.constant(128 : index) : i64
    %2268 = llvm.mul %2232, %2267 overflow<nsw, nuw> : i64
    %2269 = llvm.mlir.constant(64 : index) : i64
    %2270 = llvm.mul %2234, %2269 overflow<nsw, nuw> : i64
    %2271 = llvm.add %2268, %2270 overflow<nsw, nuw> : i64
    %2272 = llvm.mlir.constant(8 : index) : i64
    %2273 = llvm.mul %2236, %2272 overflow<nsw, nuw> : i64
    %2274 = llvm.add %2271, %2273 overflow<nsw, nuw> : i64
    %2275 = llvm.add %2274, %2238 overflow<nsw, nuw> : i64
    %2276 = llvm.getelementptr inbounds|nuw %2266[%2275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2265, %2276 : f32, !llvm.ptr
    %2277 = llvm.add %2238, %43 : i64
    llvm.br ^bb244(%2277 : i64)
  ^bb246:  // pred: ^bb244
    %2278 = llvm.add %2236, %43 : i64
    llvm.br ^bb242(%2278 : i64)
  ^bb247:  // pred: ^bb242
    %2279 = llvm.add %2234, %43 : i64
    llvm.br ^bb240(%2279 : i64)
  ^bb248:  // pred: ^bb240
    %2280 = llvm.add %2232, %43 : i64
    llvm.br ^bb238(%2280 : i64)
  ^bb249:  // pred: ^bb238
    %2281 = llvm.mlir.constant(1 : index) : i64
    %2282 = llvm.mlir.constant(2 : index) : i64
    %2283 = llvm.mlir.constant(8 : index) : i64
    %2284 = llvm.mlir.constant(1 : index) : i64
    %2285 = llvm.mlir.constant(16 : index) : i64
    %2286 = llvm.mlir.constant(16 : index) : i64
    %2287 = llvm.mlir.zero : !llvm.ptr
    %2288 = llvm.getelementptr %2287[%2286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2289 = llvm.ptrtoint %2288 : !llvm.ptr to i64
    %2290 = llvm.mlir.constant(64 : index) : i64
    %2291 = llvm.add %2289, %2290 : i64
    %2292 = llvm.call @malloc(%2291) : (i64) -> !llvm.ptr
    %2293 = llvm.ptrtoint %2292 : !llvm.ptr to i64
    %2294 = llvm.mlir.constant(1 : index) : i64
    %2295 = llvm.sub %2290, %2294 : i64
    %2296 = llvm.add %2293, %2295 : i64
    %2297 = llvm.urem %2296, %2290 : i64
    %2298 = llvm.sub %2296, %2297 : i64
    %2299 = llvm.inttoptr %2298 : i64 to !llvm.ptr
    %2300 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2301 = llvm.insertvalue %2292, %2300[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2302 = llvm.insertvalue %2299, %2301[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2303 = llvm.mlir.constant(0 : index) : i64
    %2304 = llvm.insertvalue %2303, %2302[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2305 = llvm.insertvalue %2281, %2304[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2306 = llvm.insertvalue %2282, %2305[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2307 = llvm.insertvalue %2283, %2306[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2308 = llvm.insertvalue %2285, %2307[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2309 = llvm.insertvalue %2283, %2308[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2310 = llvm.insertvalue %2284, %2309[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb250(%48 : i64)
  ^bb250(%2311: i64):  // 2 preds: ^bb249, ^bb257
    %2312 = llvm.icmp "slt" %2311, %43 : i64
    llvm.cond_br %2312, ^bb251, ^bb258
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%48 : i64)
  ^bb252(%2313: i64):  // 2 preds: ^bb251, ^bb256
    %2314 = llvm.icmp "slt" %2313, %40 : i64
    llvm.cond_br %2314, ^bb253, ^bb257
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%48 : i64)
  ^bb254(%2315: i64):  // 2 preds: ^bb253, ^bb255
    %2316 = llvm.icmp "slt" %2315, %42 : i64
    llvm.cond_br %2316, ^bb255, ^bb256
  ^bb255:  // pred: ^bb254
    %2317 = llvm.extractvalue %2310[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2318 = llvm.mlir.constant(16 : index) : i64
    %2319 = llvm.mul %2311, %2318 overflow<nsw, nuw> : i64
    %2320 = llvm.mlir.constant(8 : index) : i64
    %2321 = llvm.mul %2313, %2320 overflow<nsw, nuw> : i64
    %2322 = llvm.add %2319, %2321 overflow<nsw, nuw> : i64
    %2323 = llvm.add %2322, %2315 overflow<nsw, nuw> : i64
    %2324 = llvm.getelementptr inbounds|nuw %2317[%2323] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %50, %2324 : f32, !llvm.ptr
    %2325 = llvm.add %2315, %43 : i64
    llvm.br ^bb254(%2325 : i64)
  ^bb256:  // pred: ^bb254
    %2326 = llvm.add %2313, %43 : i64
    llvm.br ^bb252(%2326 : i64)
  ^bb257:  // pred: ^bb252
    %2327 = llvm.add %2311, %43 : i64
    llvm.br ^bb250(%2327 : i64)
  ^bb258:  // pred: ^bb250
    %2328 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2329 = llvm.extractvalue %2231[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2330 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2331 = llvm.insertvalue %2329, %2328[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2332 = llvm.insertvalue %2330, %2331[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2333 = llvm.mlir.constant(0 : index) : i64
    %2334 = llvm.insertvalue %2333, %2332[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2335 = llvm.mlir.constant(1 : index) : i64
    %2336 = llvm.insertvalue %2335, %2334[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2337 = llvm.mlir.constant(128 : index) : i64
    %2338 = llvm.insertvalue %2337, %2336[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2339 = llvm.mlir.constant(2 : index) : i64
    %2340 = llvm.insertvalue %2339, %2338[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2341 = llvm.mlir.constant(64 : index) : i64
    %2342 = llvm.insertvalue %2341, %2340[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2343 = llvm.mlir.constant(8 : index) : i64
    %2344 = llvm.insertvalue %2343, %2342[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2345 = llvm.mlir.constant(8 : index) : i64
    %2346 = llvm.insertvalue %2345, %2344[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2347 = llvm.mlir.constant(1 : index) : i64
    %2348 = llvm.insertvalue %2347, %2346[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2349 = llvm.mlir.constant(8 : index) : i64
    %2350 = llvm.insertvalue %2349, %2348[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2351 = llvm.mlir.constant(8 : index) : i64
    %2352 = llvm.insertvalue %2351, %2350[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2353 = llvm.mlir.constant(1 : index) : i64
    %2354 = llvm.insertvalue %2353, %2352[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2355 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2356 = llvm.extractvalue %2310[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2357 = llvm.extractvalue %2310[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2358 = llvm.insertvalue %2356, %2355[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2359 = llvm.insertvalue %2357, %2358[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2360 = llvm.mlir.constant(0 : index) : i64
    %2361 = llvm.insertvalue %2360, %2359[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2362 = llvm.mlir.constant(1 : index) : i64
    %2363 = llvm.insertvalue %2362, %2361[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2364 = llvm.mlir.constant(16 : index) : i64
    %2365 = llvm.insertvalue %2364, %2363[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2366 = llvm.mlir.constant(2 : index) : i64
    %2367 = llvm.insertvalue %2366, %2365[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2368 = llvm.mlir.constant(8 : index) : i64
    %2369 = llvm.insertvalue %2368, %2367[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2370 = llvm.mlir.constant(8 : index) : i64
    %2371 = llvm.insertvalue %2370, %2369[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2372 = llvm.mlir.constant(1 : index) : i64
    %2373 = llvm.insertvalue %2372, %2371[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2374 = llvm.mlir.constant(1 : index) : i64
    %2375 = llvm.insertvalue %2374, %2373[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2376 = llvm.mlir.constant(1 : index) : i64
    %2377 = llvm.insertvalue %2376, %2375[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2378 = llvm.mlir.constant(1 : index) : i64
    %2379 = llvm.mlir.constant(2 : index) : i64
    %2380 = llvm.mlir.constant(8 : index) : i64
    %2381 = llvm.mlir.constant(1 : index) : i64
    %2382 = llvm.mlir.constant(1 : index) : i64
    %2383 = llvm.mlir.constant(16 : index) : i64
    %2384 = llvm.mlir.constant(16 : index) : i64
    %2385 = llvm.mlir.zero : !llvm.ptr
    %2386 = llvm.getelementptr %2385[%2384] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2387 = llvm.ptrtoint %2386 : !llvm.ptr to i64
    %2388 = llvm.mlir.constant(64 : index) : i64
    %2389 = llvm.add %2387, %2388 : i64
    %2390 = llvm.call @malloc(%2389) : (i64) -> !llvm.ptr
    %2391 = llvm.ptrtoint %2390 : !llvm.ptr to i64
    %2392 = llvm.mlir.constant(1 : index) : i64
    %2393 = llvm.sub %2388, %2392 : i64
    %2394 = llvm.add %2391, %2393 : i64
    %2395 = llvm.urem %2394, %2388 : i64
    %2396 = llvm.sub %2394, %2395 : i64
    %2397 = llvm.inttoptr %2396 : i64 to !llvm.ptr
    %2398 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2399 = llvm.insertvalue %2390, %2398[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2400 = llvm.insertvalue %2397, %2399[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2401 = llvm.mlir.constant(0 : index) : i64
    %2402 = llvm.insertvalue %2401, %2400[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2403 = llvm.insertvalue %2378, %2402[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2404 = llvm.insertvalue %2379, %2403[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2405 = llvm.insertvalue %2380, %2404[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.insertvalue %2381, %2405[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2407 = llvm.insertvalue %2383, %2406[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2408 = llvm.insertvalue %2380, %2407[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2409 = llvm.insertvalue %2381, %2408[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2410 = llvm.insertvalue %2382, %2409[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb259(%48 : i64)
  ^bb259(%2411: i64):  // 2 preds: ^bb258, ^bb269
    %2412 = llvm.icmp "slt" %2411, %43 : i64
    llvm.cond_br %2412, ^bb260, ^bb270
  ^bb260:  // pred: ^bb259
    llvm.br ^bb261(%48 : i64)
  ^bb261(%2413: i64):  // 2 preds: ^bb260, ^bb268
    %2414 = llvm.icmp "slt" %2413, %40 : i64
    llvm.cond_br %2414, ^bb262, ^bb269
  ^bb262:  // pred: ^bb261
    llvm.br ^bb263(%48 : i64)
  ^bb263(%2415: i64):  // 2 preds: ^bb262, ^bb267
    %2416 = llvm.icmp "slt" %2415, %42 : i64
    llvm.cond_br %2416, ^bb264, ^bb268
  ^bb264:  // pred: ^bb263
    llvm.br ^bb265(%48 : i64)
  ^bb265(%2417: i64):  // 2 preds: ^bb264, ^bb266
    %2418 = llvm.icmp "slt" %2417, %43 : i64
    llvm.cond_br %2418, ^bb266, ^bb267
  ^bb266:  // pred: ^bb265
    %2419 = llvm.extractvalue %2377[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2420 = llvm.mlir.constant(16 : index) : i64
    %2421 = llvm.mul %2411, %2420 overflow<nsw, nuw> : i64
    %2422 = llvm.mlir.constant(8 : index) : i64
    %2423 = llvm.mul %2413, %2422 overflow<nsw, nuw> : i64
    %2424 = llvm.add %2421, %2423 overflow<nsw, nuw> : i64
    %2425 = llvm.add %2424, %2415 overflow<nsw, nuw> : i64
    %2426 = llvm.add %2425, %2417 overflow<nsw, nuw> : i64
    %2427 = llvm.getelementptr inbounds|nuw %2419[%2426] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2428 = llvm.load %2427 : !llvm.ptr -> f32
    %2429 = llvm.extractvalue %2410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2430 = llvm.mlir.constant(16 : index) : i64
    %2431 = llvm.mul %2411, %2430 overflow<nsw, nuw> : i64
    %2432 = llvm.mlir.constant(8 : index) : i64
    %2433 = llvm.mul %2413, %2432 overflow<nsw, nuw> : i64
    %2434 = llvm.add %2431, %2433 overflow<nsw, nuw> : i64
    %2435 = llvm.add %2434, %2415 overflow<nsw, nuw> : i64
    %2436 = llvm.add %2435, %2417 overflow<nsw, nuw> : i64
    %2437 = llvm.getelementptr inbounds|nuw %2429[%2436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2428, %2437 : f32, !llvm.ptr
    %2438 = llvm.add %2417, %43 : i64
    llvm.br ^bb265(%2438 : i64)
  ^bb267:  // pred: ^bb265
    %2439 = llvm.add %2415, %43 : i64
    llvm.br ^bb263(%2439 : i64)
  ^bb268:  // pred: ^bb263
    %2440 = llvm.add %2413, %43 : i64
    llvm.br ^bb261(%2440 : i64)
  ^bb269:  // pred: ^bb261
    %2441 = llvm.add %2411, %43 : i64
    llvm.br ^bb259(%2441 : i64)
  ^bb270:  // pred: ^bb259
    llvm.br ^bb271(%48 : i64)
  ^bb271(%2442: i64):  // 2 preds: ^bb270, ^bb284
    %2443 = llvm.icmp "slt" %2442, %43 : i64
    llvm.cond_br %2443, ^bb272, ^bb285
  ^bb272:  // pred: ^bb271
    llvm.br ^bb273(%48 : i64)
  ^bb273(%2444: i64):  // 2 preds: ^bb272, ^bb283
    %2445 = llvm.icmp "slt" %2444, %40 : i64
    llvm.cond_br %2445, ^bb274, ^bb284
  ^bb274:  // pred: ^bb273
    llvm.br ^bb275(%48 : i64)
  ^bb275(%2446: i64):  // 2 preds: ^bb274, ^bb282
    %2447 = llvm.icmp "slt" %2446, %42 : i64
    llvm.cond_br %2447, ^bb276, ^bb283
  ^bb276:  // pred: ^bb275
    llvm.br ^bb277(%48 : i64)
  ^bb277(%2448: i64):  // 2 preds: ^bb276, ^bb281
    %2449 = llvm.icmp "slt" %2448, %43 : i64
    llvm.cond_br %2449, ^bb278, ^bb282
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%48 : i64)
  ^bb279(%2450: i64):  // 2 preds: ^bb278, ^bb280
    %2451 = llvm.icmp "slt" %2450, %42 : i64
    llvm.cond_br %2451, ^bb280, ^bb281
  ^bb280:  // pred: ^bb279
    %2452 = llvm.extractvalue %2354[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %2453 = llvm.mlir.constant(128 : index) : i64
    %2454 = llvm.mul %2442, %2453 overflow<nsw, nuw> : i64
    %2455 = llvm.mlir.constant(64 : index) : i64
    %2456 = llvm.mul %2444, %2455 overflow<nsw, nuw> : i64
    %2457 = llvm.add %2454, %2456 overflow<nsw, nuw> : i64
    %2458 = llvm.mlir.constant(8 : index) : i64
    %2459 = llvm.mul %2446, %2458 overflow<nsw, nuw> : i64
    %2460 = llvm.add %2457, %2459 overflow<nsw, nuw> : i64
    %2461 = llvm.mlir.constant(8 : index) : i64
    %2462 = llvm.mul %2448, %2461 overflow<nsw, nuw> : i64
    %2463 = llvm.add %2460, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.add %2463, %2450 overflow<nsw, nuw> : i64
    %2465 = llvm.getelementptr inbounds|nuw %2452[%2464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2466 = llvm.load %2465 : !llvm.ptr -> f32
    %2467 = llvm.extractvalue %2410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2468 = llvm.mlir.constant(16 : index) : i64
    %2469 = llvm.mul %2442, %2468 overflow<nsw, nuw> : i64
    %2470 = llvm.mlir.constant(8 : index) : i64
    %2471 = llvm.mul %2444, %2470 overflow<nsw, nuw> : i64
    %2472 = llvm.add %2469, %2471 overflow<nsw, nuw> : i64
    %2473 = llvm.add %2472, %2446 overflow<nsw, nuw> : i64
    %2474 = llvm.add %2473, %2448 overflow<nsw, nuw> : i64
    %2475 = llvm.getelementptr inbounds|nuw %2467[%2474] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2476 = llvm.load %2475 : !llvm.ptr -> f32
    %2477 = llvm.intr.maximum(%2466, %2476) : (f32, f32) -> f32
    %2478 = llvm.extractvalue %2410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2479 = llvm.mlir.constant(16 : index) : i64
    %2480 = llvm.mul %2442, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.mlir.constant(8 : index) : i64
    %2482 = llvm.mul %2444, %2481 overflow<nsw, nuw> : i64
    %2483 = llvm.add %2480, %2482 overflow<nsw, nuw> : i64
    %2484 = llvm.add %2483, %2446 overflow<nsw, nuw> : i64
    %2485 = llvm.add %2484, %2448 overflow<nsw, nuw> : i64
    %2486 = llvm.getelementptr inbounds|nuw %2478[%2485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2477, %2486 : f32, !llvm.ptr
    %2487 = llvm.add %2450, %43 : i64
    llvm.br ^bb279(%2487 : i64)
  ^bb281:  // pred: ^bb279
    %2488 = llvm.add %2448, %43 : i64
    llvm.br ^bb277(%2488 : i64)
  ^bb282:  // pred: ^bb277
    %2489 = llvm.add %2446, %43 : i64
    llvm.br ^bb275(%2489 : i64)
  ^bb283:  // pred: ^bb275
    %2490 = llvm.add %2444, %43 : i64
    llvm.br ^bb273(%2490 : i64)
  ^bb284:  // pred: ^bb273
    %2491 = llvm.add %2442, %43 : i64
    llvm.br ^bb271(%2491 : i64)
  ^bb285:  // pred: ^bb271
    llvm.br ^bb286(%48 : i64)
  ^bb286(%2492: i64):  // 2 preds: ^bb285, ^bb296
    %2493 = llvm.icmp "slt" %2492, %43 : i64
    llvm.cond_br %2493, ^bb287, ^bb297
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%48 : i64)
  ^bb288(%2494: i64):  // 2 preds: ^bb287, ^bb295
    %2495 = llvm.icmp "slt" %2494, %40 : i64
    llvm.cond_br %2495, ^bb289, ^bb296
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%48 : i64)
  ^bb290(%2496: i64):  // 2 preds: ^bb289, ^bb294
    %2497 = llvm.icmp "slt" %2496, %42 : i64
    llvm.cond_br %2497, ^bb291, ^bb295
  ^bb291:  // pred: ^bb290
    llvm.br ^bb292(%48 : i64)
  ^bb292(%2498: i64):  // 2 preds: ^bb291, ^bb293
    %2499 = llvm.icmp "slt" %2498, %42 : i64
    llvm.cond_br %2499, ^bb293, ^bb294
  ^bb293:  // pred: ^bb292
    %2500 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2501 = llvm.mlir.constant(128 : index) : i64
    %2502 = llvm.mul %2492, %2501 overflow<nsw, nuw> : i64
    %2503 = llvm.mlir.constant(64 : index) : i64
    %2504 = llvm.mul %2494, %2503 overflow<nsw, nuw> : i64
    %2505 = llvm.add %2502, %2504 overflow<nsw, nuw> : i64
    %2506 = llvm.mlir.constant(8 : index) : i64
    %2507 = llvm.mul %2496, %2506 overflow<nsw, nuw> : i64
    %2508 = llvm.add %2505, %2507 overflow<nsw, nuw> : i64
    %2509 = llvm.add %2508, %2498 overflow<nsw, nuw> : i64
    %2510 = llvm.getelementptr inbounds|nuw %2500[%2509] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2511 = llvm.load %2510 : !llvm.ptr -> f32
    %2512 = llvm.extractvalue %2410[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2513 = llvm.mlir.constant(16 : index) : i64
    %2514 = llvm.mul %2492, %2513 overflow<nsw, nuw> : i64
    %2515 = llvm.mlir.constant(8 : index) : i64
    %2516 = llvm.mul %2494, %2515 overflow<nsw, nuw> : i64
    %2517 = llvm.add %2514, %2516 overflow<nsw, nuw> : i64
    %2518 = llvm.add %2517, %2496 overflow<nsw, nuw> : i64
    %2519 = llvm.add %2518, %48 overflow<nsw, nuw> : i64
    %2520 = llvm.getelementptr inbounds|nuw %2512[%2519] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2521 = llvm.load %2520 : !llvm.ptr -> f32
    %2522 = llvm.fsub %2511, %2521 : f32
    %2523 = llvm.fmul %2522, %8 : f32
    %2524 = llvm.intr.exp2(%2523) : (f32) -> f32
    %2525 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2526 = llvm.mlir.constant(128 : index) : i64
    %2527 = llvm.mul %2492, %2526 overflow<nsw, nuw> : i64
    %2528 = llvm.mlir.constant(64 : index) : i64
    %2529 = llvm.mul %2494, %2528 overflow<nsw, nuw> : i64
    %2530 = llvm.add %2527, %2529 overflow<nsw, nuw> : i64
    %2531 = llvm.mlir.constant(8 : index) : i64
    %2532 = llvm.mul %2496, %2531 overflow<nsw, nuw> : i64
    %2533 = llvm.add %2530, %2532 overflow<nsw, nuw> : i64
    %2534 = llvm.add %2533, %2498 overflow<nsw, nuw> : i64
    %2535 = llvm.getelementptr inbounds|nuw %2525[%2534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2524, %2535 : f32, !llvm.ptr
    %2536 = llvm.add %2498, %43 : i64
    llvm.br ^bb292(%2536 : i64)
  ^bb294:  // pred: ^bb292
    %2537 = llvm.add %2496, %43 : i64
    llvm.br ^bb290(%2537 : i64)
  ^bb295:  // pred: ^bb290
    %2538 = llvm.add %2494, %43 : i64
    llvm.br ^bb288(%2538 : i64)
  ^bb296:  // pred: ^bb288
    %2539 = llvm.add %2492, %43 : i64
    llvm.br ^bb286(%2539 : i64)
  ^bb297:  // pred: ^bb286
    %2540 = llvm.mlir.constant(1 : index) : i64
    %2541 = llvm.mlir.constant(2 : index) : i64
    %2542 = llvm.mlir.constant(8 : index) : i64
    %2543 = llvm.mlir.constant(1 : index) : i64
    %2544 = llvm.mlir.constant(1 : index) : i64
    %2545 = llvm.mlir.constant(16 : index) : i64
    %2546 = llvm.mlir.constant(16 : index) : i64
    %2547 = llvm.mlir.zero : !llvm.ptr
    %2548 = llvm.getelementptr %2547[%2546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2549 = llvm.ptrtoint %2548 : !llvm.ptr to i64
    %2550 = llvm.mlir.constant(64 : index) : i64
    %2551 = llvm.add %2549, %2550 : i64
    %2552 = llvm.call @malloc(%2551) : (i64) -> !llvm.ptr
    %2553 = llvm.ptrtoint %2552 : !llvm.ptr to i64
    %2554 = llvm.mlir.constant(1 : index) : i64
    %2555 = llvm.sub %2550, %2554 : i64
    %2556 = llvm.add %2553, %2555 : i64
    %2557 = llvm.urem %2556, %2550 : i64
    %2558 = llvm.sub %2556, %2557 : i64
    %2559 = llvm.inttoptr %2558 : i64 to !llvm.ptr
    %2560 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2561 = llvm.insertvalue %2552, %2560[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2562 = llvm.insertvalue %2559, %2561[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2563 = llvm.mlir.constant(0 : index) : i64
    %2564 = llvm.insertvalue %2563, %2562[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2565 = llvm.insertvalue %2540, %2564[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2566 = llvm.insertvalue %2541, %2565[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2567 = llvm.insertvalue %2542, %2566[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2568 = llvm.insertvalue %2543, %2567[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2569 = llvm.insertvalue %2545, %2568[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2570 = llvm.insertvalue %2542, %2569[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2571 = llvm.insertvalue %2543, %2570[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2572 = llvm.insertvalue %2544, %2571[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb298(%48 : i64)
  ^bb298(%2573: i64):  // 2 preds: ^bb297, ^bb308
    %2574 = llvm.icmp "slt" %2573, %43 : i64
    llvm.cond_br %2574, ^bb299, ^bb309
  ^bb299:  // pred: ^bb298
    llvm.br ^bb300(%48 : i64)
  ^bb300(%2575: i64):  // 2 preds: ^bb299, ^bb307
    %2576 = llvm.icmp "slt" %2575, %40 : i64
    llvm.cond_br %2576, ^bb301, ^bb308
  ^bb301:  // pred: ^bb300
    llvm.br ^bb302(%48 : i64)
  ^bb302(%2577: i64):  // 2 preds: ^bb301, ^bb306
    %2578 = llvm.icmp "slt" %2577, %42 : i64
    llvm.cond_br %2578, ^bb303, ^bb307
  ^bb303:  // pred: ^bb302
    llvm.br ^bb304(%48 : i64)
  ^bb304(%2579: i64):  // 2 preds: ^bb303, ^bb305
    %2580 = llvm.icmp "slt" %2579, %43 : i64
    llvm.cond_br %2580, ^bb305, ^bb306
  ^bb305:  // pred: ^bb304
    %2581 = llvm.extractvalue %2572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2582 = llvm.mlir.constant(16 : index) : i64
    %2583 = llvm.mul %2573, %2582 overflow<nsw, nuw> : i64
    %2584 = llvm.mlir.constant(8 : index) : i64
    %2585 = llvm.mul %2575, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2583, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.add %2586, %2577 overflow<nsw, nuw> : i64
    %2588 = llvm.add %2587, %2579 overflow<nsw, nuw> : i64
    %2589 = llvm.getelementptr inbounds|nuw %2581[%2588] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2589 : f32, !llvm.ptr
    %2590 = llvm.add %2579, %43 : i64
    llvm.br ^bb304(%2590 : i64)
  ^bb306:  // pred: ^bb304
    %2591 = llvm.add %2577, %43 : i64
    llvm.br ^bb302(%2591 : i64)
  ^bb307:  // pred: ^bb302
    %2592 = llvm.add %2575, %43 : i64
    llvm.br ^bb300(%2592 : i64)
  ^bb308:  // pred: ^bb300
    %2593 = llvm.add %2573, %43 : i64
    llvm.br ^bb298(%2593 : i64)
  ^bb309:  // pred: ^bb298
    %2594 = llvm.mlir.constant(1 : index) : i64
    %2595 = llvm.mlir.constant(2 : index) : i64
    %2596 = llvm.mlir.constant(8 : index) : i64
    %2597 = llvm.mlir.constant(1 : index) : i64
    %2598 = llvm.mlir.constant(1 : index) : i64
    %2599 = llvm.mlir.constant(16 : index) : i64
    %2600 = llvm.mlir.constant(16 : index) : i64
    %2601 = llvm.mlir.zero : !llvm.ptr
    %2602 = llvm.getelementptr %2601[%2600] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2603 = llvm.ptrtoint %2602 : !llvm.ptr to i64
    %2604 = llvm.mlir.constant(64 : index) : i64
    %2605 = llvm.add %2603, %2604 : i64
    %2606 = llvm.call @malloc(%2605) : (i64) -> !llvm.ptr
    %2607 = llvm.ptrtoint %2606 : !llvm.ptr to i64
    %2608 = llvm.mlir.constant(1 : index) : i64
    %2609 = llvm.sub %2604, %2608 : i64
    %2610 = llvm.add %2607, %2609 : i64
    %2611 = llvm.urem %2610, %2604 : i64
    %2612 = llvm.sub %2610, %2611 : i64
    %2613 = llvm.inttoptr %2612 : i64 to !llvm.ptr
    %2614 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2615 = llvm.insertvalue %2606, %2614[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2616 = llvm.insertvalue %2613, %2615[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2617 = llvm.mlir.constant(0 : index) : i64
    %2618 = llvm.insertvalue %2617, %2616[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2619 = llvm.insertvalue %2594, %2618[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2620 = llvm.insertvalue %2595, %2619[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2621 = llvm.insertvalue %2596, %2620[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2622 = llvm.insertvalue %2597, %2621[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2623 = llvm.insertvalue %2599, %2622[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2624 = llvm.insertvalue %2596, %2623[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2625 = llvm.insertvalue %2597, %2624[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2626 = llvm.insertvalue %2598, %2625[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb310(%48 : i64)
  ^bb310(%2627: i64):  // 2 preds: ^bb309, ^bb320
    %2628 = llvm.icmp "slt" %2627, %43 : i64
    llvm.cond_br %2628, ^bb311, ^bb321
  ^bb311:  // pred: ^bb310
    llvm.br ^bb312(%48 : i64)
  ^bb312(%2629: i64):  // 2 preds: ^bb311, ^bb319
    %2630 = llvm.icmp "slt" %2629, %40 : i64
    llvm.cond_br %2630, ^bb313, ^bb320
  ^bb313:  // pred: ^bb312
    llvm.br ^bb314(%48 : i64)
  ^bb314(%2631: i64):  // 2 preds: ^bb313, ^bb318
    %2632 = llvm.icmp "slt" %2631, %42 : i64
    llvm.cond_br %2632, ^bb315, ^bb319
  ^bb315:  // pred: ^bb314
    llvm.br ^bb316(%48 : i64)
  ^bb316(%2633: i64):  // 2 preds: ^bb315, ^bb317
    %2634 = llvm.icmp "slt" %2633, %43 : i64
    llvm.cond_br %2634, ^bb317, ^bb318
  ^bb317:  // pred: ^bb316
    %2635 = llvm.extractvalue %2572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2636 = llvm.mlir.constant(16 : index) : i64
    %2637 = llvm.mul %2627, %2636 overflow<nsw, nuw> : i64
    %2638 = llvm.mlir.constant(8 : index) : i64
    %2639 = llvm.mul %2629, %2638 overflow<nsw, nuw> : i64
    %2640 = llvm.add %2637, %2639 overflow<nsw, nuw> : i64
    %2641 = llvm.add %2640, %2631 overflow<nsw, nuw> : i64
    %2642 = llvm.add %2641, %2633 overflow<nsw, nuw> : i64
    %2643 = llvm.getelementptr inbounds|nuw %2635[%2642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2644 = llvm.load %2643 : !llvm.ptr -> f32
    %2645 = llvm.extractvalue %2626[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2646 = llvm.mlir.constant(16 : index) : i64
    %2647 = llvm.mul %2627, %2646 overflow<nsw, nuw> : i64
    %2648 = llvm.mlir.constant(8 : index) : i64
    %2649 = llvm.mul %2629, %2648 overflow<nsw, nuw> : i64
    %2650 = llvm.add %2647, %2649 overflow<nsw, nuw> : i64
    %2651 = llvm.add %2650, %2631 overflow<nsw, nuw> : i64
    %2652 = llvm.add %2651, %2633 overflow<nsw, nuw> : i64
    %2653 = llvm.getelementptr inbounds|nuw %2645[%2652] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2644, %2653 : f32, !llvm.ptr
    %2654 = llvm.add %2633, %43 : i64
    llvm.br ^bb316(%2654 : i64)
  ^bb318:  // pred: ^bb316
    %2655 = llvm.add %2631, %43 : i64
    llvm.br ^bb314(%2655 : i64)
  ^bb319:  // pred: ^bb314
    %2656 = llvm.add %2629, %43 : i64
    llvm.br ^bb312(%2656 : i64)
  ^bb320:  // pred: ^bb312
    %2657 = llvm.add %2627, %43 : i64
    llvm.br ^bb310(%2657 : i64)
  ^bb321:  // pred: ^bb310
    llvm.br ^bb322(%48 : i64)
  ^bb322(%2658: i64):  // 2 preds: ^bb321, ^bb332
    %2659 = llvm.icmp "slt" %2658, %43 : i64
    llvm.cond_br %2659, ^bb323, ^bb333
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%48 : i64)
  ^bb324(%2660: i64):  // 2 preds: ^bb323, ^bb331
    %2661 = llvm.icmp "slt" %2660, %40 : i64
    llvm.cond_br %2661, ^bb325, ^bb332
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%48 : i64)
  ^bb326(%2662: i64):  // 2 preds: ^bb325, ^bb330
    %2663 = llvm.icmp "slt" %2662, %42 : i64
    llvm.cond_br %2663, ^bb327, ^bb331
  ^bb327:  // pred: ^bb326
    llvm.br ^bb328(%48 : i64)
  ^bb328(%2664: i64):  // 2 preds: ^bb327, ^bb329
    %2665 = llvm.icmp "slt" %2664, %42 : i64
    llvm.cond_br %2665, ^bb329, ^bb330
  ^bb329:  // pred: ^bb328
    %2666 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2667 = llvm.mlir.constant(128 : index) : i64
    %2668 = llvm.mul %2658, %2667 overflow<nsw, nuw> : i64
    %2669 = llvm.mlir.constant(64 : index) : i64
    %2670 = llvm.mul %2660, %2669 overflow<nsw, nuw> : i64
    %2671 = llvm.add %2668, %2670 overflow<nsw, nuw> : i64
    %2672 = llvm.mlir.constant(8 : index) : i64
    %2673 = llvm.mul %2662, %2672 overflow<nsw, nuw> : i64
    %2674 = llvm.add %2671, %2673 overflow<nsw, nuw> : i64
    %2675 = llvm.add %2674, %2664 overflow<nsw, nuw> : i64
    %2676 = llvm.getelementptr inbounds|nuw %2666[%2675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2677 = llvm.load %2676 : !llvm.ptr -> f32
    %2678 = llvm.extractvalue %2626[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2679 = llvm.mlir.constant(16 : index) : i64
    %2680 = llvm.mul %2658, %2679 overflow<nsw, nuw> : i64
    %2681 = llvm.mlir.constant(8 : index) : i64
    %2682 = llvm.mul %2660, %2681 overflow<nsw, nuw> : i64
    %2683 = llvm.add %2680, %2682 overflow<nsw, nuw> : i64
    %2684 = llvm.add %2683, %2662 overflow<nsw, nuw> : i64
    %2685 = llvm.add %2684, %48 overflow<nsw, nuw> : i64
    %2686 = llvm.getelementptr inbounds|nuw %2678[%2685] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2687 = llvm.load %2686 : !llvm.ptr -> f32
    %2688 = llvm.fadd %2677, %2687 : f32
    %2689 = llvm.extractvalue %2626[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2690 = llvm.mlir.constant(16 : index) : i64
    %2691 = llvm.mul %2658, %2690 overflow<nsw, nuw> : i64
    %2692 = llvm.mlir.constant(8 : index) : i64
    %2693 = llvm.mul %2660, %2692 overflow<nsw, nuw> : i64
    %2694 = llvm.add %2691, %2693 overflow<nsw, nuw> : i64
    %2695 = llvm.add %2694, %2662 overflow<nsw, nuw> : i64
    %2696 = llvm.add %2695, %48 overflow<nsw, nuw> : i64
    %2697 = llvm.getelementptr inbounds|nuw %2689[%2696] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2688, %2697 : f32, !llvm.ptr
    %2698 = llvm.add %2664, %43 : i64
    llvm.br ^bb328(%2698 : i64)
  ^bb330:  // pred: ^bb328
    %2699 = llvm.add %2662, %43 : i64
    llvm.br ^bb326(%2699 : i64)
  ^bb331:  // pred: ^bb326
    %2700 = llvm.add %2660, %43 : i64
    llvm.br ^bb324(%2700 : i64)
  ^bb332:  // pred: ^bb324
    %2701 = llvm.add %2658, %43 : i64
    llvm.br ^bb322(%2701 : i64)
  ^bb333:  // pred: ^bb322
    %2702 = llvm.mlir.constant(2 : index) : i64
    %2703 = llvm.mlir.constant(8 : index) : i64
    %2704 = llvm.mlir.constant(16 : index) : i64
    %2705 = llvm.mlir.constant(1 : index) : i64
    %2706 = llvm.mlir.constant(128 : index) : i64
    %2707 = llvm.mlir.constant(256 : index) : i64
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
    %2721 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2722 = llvm.insertvalue %2713, %2721[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2723 = llvm.insertvalue %2720, %2722[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2724 = llvm.mlir.constant(0 : index) : i64
    %2725 = llvm.insertvalue %2724, %2723[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2726 = llvm.insertvalue %2702, %2725[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2727 = llvm.insertvalue %2703, %2726[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2728 = llvm.insertvalue %2704, %2727[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2729 = llvm.insertvalue %2706, %2728[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2730 = llvm.insertvalue %2704, %2729[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2731 = llvm.insertvalue %2705, %2730[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb334(%48 : i64)
  ^bb334(%2732: i64):  // 2 preds: ^bb333, ^bb341
    %2733 = llvm.icmp "slt" %2732, %40 : i64
    llvm.cond_br %2733, ^bb335, ^bb342
  ^bb335:  // pred: ^bb334
    llvm.br ^bb336(%48 : i64)
  ^bb336(%2734: i64):  // 2 preds: ^bb335, ^bb340
    %2735 = llvm.icmp "slt" %2734, %42 : i64
    llvm.cond_br %2735, ^bb337, ^bb341
  ^bb337:  // pred: ^bb336
    llvm.br ^bb338(%48 : i64)
  ^bb338(%2736: i64):  // 2 preds: ^bb337, ^bb339
    %2737 = llvm.icmp "slt" %2736, %39 : i64
    llvm.cond_br %2737, ^bb339, ^bb340
  ^bb339:  // pred: ^bb338
    %2738 = llvm.extractvalue %2731[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2739 = llvm.mlir.constant(128 : index) : i64
    %2740 = llvm.mul %2732, %2739 overflow<nsw, nuw> : i64
    %2741 = llvm.mlir.constant(16 : index) : i64
    %2742 = llvm.mul %2734, %2741 overflow<nsw, nuw> : i64
    %2743 = llvm.add %2740, %2742 overflow<nsw, nuw> : i64
    %2744 = llvm.add %2743, %2736 overflow<nsw, nuw> : i64
    %2745 = llvm.getelementptr inbounds|nuw %2738[%2744] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %2745 : f32, !llvm.ptr
    %2746 = llvm.add %2736, %43 : i64
    llvm.br ^bb338(%2746 : i64)
  ^bb340:  // pred: ^bb338
    %2747 = llvm.add %2734, %43 : i64
    llvm.br ^bb336(%2747 : i64)
  ^bb341:  // pred: ^bb336
    %2748 = llvm.add %2732, %43 : i64
    llvm.br ^bb334(%2748 : i64)
  ^bb342:  // pred: ^bb334
    %2749 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2750 = llvm.extractvalue %2731[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2751 = llvm.extractvalue %2731[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2752 = llvm.insertvalue %2750, %2749[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2753 = llvm.insertvalue %2751, %2752[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2754 = llvm.mlir.constant(0 : index) : i64
    %2755 = llvm.insertvalue %2754, %2753[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2756 = llvm.mlir.constant(1 : index) : i64
    %2757 = llvm.insertvalue %2756, %2755[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2758 = llvm.mlir.constant(256 : index) : i64
    %2759 = llvm.insertvalue %2758, %2757[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2760 = llvm.mlir.constant(2 : index) : i64
    %2761 = llvm.insertvalue %2760, %2759[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.mlir.constant(128 : index) : i64
    %2763 = llvm.insertvalue %2762, %2761[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2764 = llvm.mlir.constant(8 : index) : i64
    %2765 = llvm.insertvalue %2764, %2763[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2766 = llvm.mlir.constant(16 : index) : i64
    %2767 = llvm.insertvalue %2766, %2765[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2768 = llvm.mlir.constant(16 : index) : i64
    %2769 = llvm.insertvalue %2768, %2767[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2770 = llvm.mlir.constant(1 : index) : i64
    %2771 = llvm.insertvalue %2770, %2769[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2772 = llvm.mlir.constant(1 : index) : i64
    %2773 = llvm.mlir.constant(2 : index) : i64
    %2774 = llvm.mlir.constant(8 : index) : i64
    %2775 = llvm.mlir.constant(16 : index) : i64
    %2776 = llvm.mlir.constant(1 : index) : i64
    %2777 = llvm.mlir.constant(128 : index) : i64
    %2778 = llvm.mlir.constant(256 : index) : i64
    %2779 = llvm.mlir.constant(256 : index) : i64
    %2780 = llvm.mlir.zero : !llvm.ptr
    %2781 = llvm.getelementptr %2780[%2779] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2782 = llvm.ptrtoint %2781 : !llvm.ptr to i64
    %2783 = llvm.mlir.constant(64 : index) : i64
    %2784 = llvm.add %2782, %2783 : i64
    %2785 = llvm.call @malloc(%2784) : (i64) -> !llvm.ptr
    %2786 = llvm.ptrtoint %2785 : !llvm.ptr to i64
    %2787 = llvm.mlir.constant(1 : index) : i64
    %2788 = llvm.sub %2783, %2787 : i64
    %2789 = llvm.add %2786, %2788 : i64
    %2790 = llvm.urem %2789, %2783 : i64
    %2791 = llvm.sub %2789, %2790 : i64
    %2792 = llvm.inttoptr %2791 : i64 to !llvm.ptr
    %2793 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2794 = llvm.insertvalue %2785, %2793[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2795 = llvm.insertvalue %2792, %2794[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2796 = llvm.mlir.constant(0 : index) : i64
    %2797 = llvm.insertvalue %2796, %2795[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2798 = llvm.insertvalue %2772, %2797[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2799 = llvm.insertvalue %2773, %2798[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2800 = llvm.insertvalue %2774, %2799[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2801 = llvm.insertvalue %2775, %2800[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2802 = llvm.insertvalue %2778, %2801[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2803 = llvm.insertvalue %2777, %2802[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2804 = llvm.insertvalue %2775, %2803[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2805 = llvm.insertvalue %2776, %2804[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb343(%48 : i64)
  ^bb343(%2806: i64):  // 2 preds: ^bb342, ^bb353
    %2807 = llvm.icmp "slt" %2806, %43 : i64
    llvm.cond_br %2807, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%48 : i64)
  ^bb345(%2808: i64):  // 2 preds: ^bb344, ^bb352
    %2809 = llvm.icmp "slt" %2808, %40 : i64
    llvm.cond_br %2809, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%48 : i64)
  ^bb347(%2810: i64):  // 2 preds: ^bb346, ^bb351
    %2811 = llvm.icmp "slt" %2810, %42 : i64
    llvm.cond_br %2811, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%48 : i64)
  ^bb349(%2812: i64):  // 2 preds: ^bb348, ^bb350
    %2813 = llvm.icmp "slt" %2812, %39 : i64
    llvm.cond_br %2813, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %2814 = llvm.extractvalue %2771[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2815 = llvm.mlir.constant(256 : index) : i64
    %2816 = llvm.mul %2806, %2815 overflow<nsw, nuw> : i64
    %2817 = llvm.mlir.constant(128 : index) : i64
    %2818 = llvm.mul %2808, %2817 overflow<nsw, nuw> : i64
    %2819 = llvm.add %2816, %2818 overflow<nsw, nuw> : i64
    %2820 = llvm.mlir.constant(16 : index) : i64
    %2821 = llvm.mul %2810, %2820 overflow<nsw, nuw> : i64
    %2822 = llvm.add %2819, %2821 overflow<nsw, nuw> : i64
    %2823 = llvm.add %2822, %2812 overflow<nsw, nuw> : i64
    %2824 = llvm.getelementptr inbounds|nuw %2814[%2823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2825 = llvm.load %2824 : !llvm.ptr -> f32
    %2826 = llvm.extractvalue %2805[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2827 = llvm.mlir.constant(256 : index) : i64
    %2828 = llvm.mul %2806, %2827 overflow<nsw, nuw> : i64
    %2829 = llvm.mlir.constant(128 : index) : i64
    %2830 = llvm.mul %2808, %2829 overflow<nsw, nuw> : i64
    %2831 = llvm.add %2828, %2830 overflow<nsw, nuw> : i64
    %2832 = llvm.mlir.constant(16 : index) : i64
    %2833 = llvm.mul %2810, %2832 overflow<nsw, nuw> : i64
    %2834 = llvm.add %2831, %2833 overflow<nsw, nuw> : i64
    %2835 = llvm.add %2834, %2812 overflow<nsw, nuw> : i64
    %2836 = llvm.getelementptr inbounds|nuw %2826[%2835] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2825, %2836 : f32, !llvm.ptr
    %2837 = llvm.add %2812, %43 : i64
    llvm.br ^bb349(%2837 : i64)
  ^bb351:  // pred: ^bb349
    %2838 = llvm.add %2810, %43 : i64
    llvm.br ^bb347(%2838 : i64)
  ^bb352:  // pred: ^bb347
    %2839 = llvm.add %2808, %43 : i64
    llvm.br ^bb345(%2839 : i64)
  ^bb353:  // pred: ^bb345
    %2840 = llvm.add %2806, %43 : i64
    llvm.br ^bb343(%2840 : i64)
  ^bb354:  // pred: ^bb343
    llvm.br ^bb355(%48 : i64)
  ^bb355(%2841: i64):  // 2 preds: ^bb354, ^bb368
    %2842 = llvm.icmp "slt" %2841, %43 : i64
    llvm.cond_br %2842, ^bb356, ^bb369
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%48 : i64)
  ^bb357(%2843: i64):  // 2 preds: ^bb356, ^bb367
    %2844 = llvm.icmp "slt" %2843, %40 : i64
    llvm.cond_br %2844, ^bb358, ^bb368
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%48 : i64)
  ^bb359(%2845: i64):  // 2 preds: ^bb358, ^bb366
    %2846 = llvm.icmp "slt" %2845, %42 : i64
    llvm.cond_br %2846, ^bb360, ^bb367
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%48 : i64)
  ^bb361(%2847: i64):  // 2 preds: ^bb360, ^bb365
    %2848 = llvm.icmp "slt" %2847, %39 : i64
    llvm.cond_br %2848, ^bb362, ^bb366
  ^bb362:  // pred: ^bb361
    llvm.br ^bb363(%48 : i64)
  ^bb363(%2849: i64):  // 2 preds: ^bb362, ^bb364
    %2850 = llvm.icmp "slt" %2849, %42 : i64
    llvm.cond_br %2850, ^bb364, ^bb365
  ^bb364:  // pred: ^bb363
    %2851 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2852 = llvm.mlir.constant(128 : index) : i64
    %2853 = llvm.mul %2841, %2852 overflow<nsw, nuw> : i64
    %2854 = llvm.mlir.constant(64 : index) : i64
    %2855 = llvm.mul %2843, %2854 overflow<nsw, nuw> : i64
    %2856 = llvm.add %2853, %2855 overflow<nsw, nuw> : i64
    %2857 = llvm.mlir.constant(8 : index) : i64
    %2858 = llvm.mul %2845, %2857 overflow<nsw, nuw> : i64
    %2859 = llvm.add %2856, %2858 overflow<nsw, nuw> : i64
    %2860 = llvm.add %2859, %2849 overflow<nsw, nuw> : i64
    %2861 = llvm.getelementptr inbounds|nuw %2851[%2860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2862 = llvm.load %2861 : !llvm.ptr -> f32
    %2863 = llvm.extractvalue %2626[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2864 = llvm.mlir.constant(16 : index) : i64
    %2865 = llvm.mul %2841, %2864 overflow<nsw, nuw> : i64
    %2866 = llvm.mlir.constant(8 : index) : i64
    %2867 = llvm.mul %2843, %2866 overflow<nsw, nuw> : i64
    %2868 = llvm.add %2865, %2867 overflow<nsw, nuw> : i64
    %2869 = llvm.add %2868, %2845 overflow<nsw, nuw> : i64
    %2870 = llvm.add %2869, %48 overflow<nsw, nuw> : i64
    %2871 = llvm.getelementptr inbounds|nuw %2863[%2870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2872 = llvm.load %2871 : !llvm.ptr -> f32
    %2873 = llvm.extractvalue %1872[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2874 = llvm.mlir.constant(256 : index) : i64
    %2875 = llvm.mul %2841, %2874 overflow<nsw, nuw> : i64
    %2876 = llvm.mlir.constant(32 : index) : i64
    %2877 = llvm.mul %2849, %2876 overflow<nsw, nuw> : i64
    %2878 = llvm.add %2875, %2877 overflow<nsw, nuw> : i64
    %2879 = llvm.mlir.constant(16 : index) : i64
    %2880 = llvm.mul %2843, %2879 overflow<nsw, nuw> : i64
    %2881 = llvm.add %2878, %2880 overflow<nsw, nuw> : i64
    %2882 = llvm.add %2881, %2847 overflow<nsw, nuw> : i64
    %2883 = llvm.getelementptr inbounds|nuw %2873[%2882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2884 = llvm.load %2883 : !llvm.ptr -> f32
    %2885 = llvm.extractvalue %1980[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2886 = llvm.mlir.constant(16 : index) : i64
    %2887 = llvm.mul %2843, %2886 overflow<nsw, nuw> : i64
    %2888 = llvm.add %2887, %2847 overflow<nsw, nuw> : i64
    %2889 = llvm.getelementptr inbounds|nuw %2885[%2888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2890 = llvm.load %2889 : !llvm.ptr -> f32
    %2891 = llvm.extractvalue %2805[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2892 = llvm.mlir.constant(256 : index) : i64
    %2893 = llvm.mul %2841, %2892 overflow<nsw, nuw> : i64
    %2894 = llvm.mlir.constant(128 : index) : i64
    %2895 = llvm.mul %2843, %2894 overflow<nsw, nuw> : i64
    %2896 = llvm.add %2893, %2895 overflow<nsw, nuw> : i64
    %2897 = llvm.mlir.constant(16 : index) : i64
    %2898 = llvm.mul %2845, %2897 overflow<nsw, nuw> : i64
    %2899 = llvm.add %2896, %2898 overflow<nsw, nuw> : i64
    %2900 = llvm.add %2899, %2847 overflow<nsw, nuw> : i64
    %2901 = llvm.getelementptr inbounds|nuw %2891[%2900] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2902 = llvm.load %2901 : !llvm.ptr -> f32
    %2903 = llvm.fadd %2884, %2890 : f32
    %2904 = llvm.fdiv %2862, %2872 : f32
    %2905 = llvm.fmul %2904, %2903 : f32
    %2906 = llvm.fadd %2902, %2905 : f32
    %2907 = llvm.extractvalue %2805[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2908 = llvm.mlir.constant(256 : index) : i64
    %2909 = llvm.mul %2841, %2908 overflow<nsw, nuw> : i64
    %2910 = llvm.mlir.constant(128 : index) : i64
    %2911 = llvm.mul %2843, %2910 overflow<nsw, nuw> : i64
    %2912 = llvm.add %2909, %2911 overflow<nsw, nuw> : i64
    %2913 = llvm.mlir.constant(16 : index) : i64
    %2914 = llvm.mul %2845, %2913 overflow<nsw, nuw> : i64
    %2915 = llvm.add %2912, %2914 overflow<nsw, nuw> : i64
    %2916 = llvm.add %2915, %2847 overflow<nsw, nuw> : i64
    %2917 = llvm.getelementptr inbounds|nuw %2907[%2916] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2906, %2917 : f32, !llvm.ptr
    %2918 = llvm.add %2849, %43 : i64
    llvm.br ^bb363(%2918 : i64)
  ^bb365:  // pred: ^bb363
    %2919 = llvm.add %2847, %43 : i64
    llvm.br ^bb361(%2919 : i64)
  ^bb366:  // pred: ^bb361
    %2920 = llvm.add %2845, %43 : i64
    llvm.br ^bb359(%2920 : i64)
  ^bb367:  // pred: ^bb359
    %2921 = llvm.add %2843, %43 : i64
    llvm.br ^bb357(%2921 : i64)
  ^bb368:  // pred: ^bb357
    %2922 = llvm.add %2841, %43 : i64
    llvm.br ^bb355(%2922 : i64)
  ^bb369:  // pred: ^bb355
    %2923 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2924 = llvm.extractvalue %544[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2925 = llvm.extractvalue %544[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2926 = llvm.insertvalue %2924, %2923[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2927 = llvm.insertvalue %2925, %2926[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2928 = llvm.mlir.constant(0 : index) : i64
    %2929 = llvm.insertvalue %2928, %2927[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2930 = llvm.mlir.constant(32 : index) : i64
    %2931 = llvm.insertvalue %2930, %2929[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2932 = llvm.mlir.constant(32 : index) : i64
    %2933 = llvm.insertvalue %2932, %2931[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2934 = llvm.mlir.constant(2 : index) : i64
    %2935 = llvm.insertvalue %2934, %2933[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2936 = llvm.mlir.constant(16 : index) : i64
    %2937 = llvm.insertvalue %2936, %2935[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2938 = llvm.mlir.constant(16 : index) : i64
    %2939 = llvm.insertvalue %2938, %2937[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2940 = llvm.mlir.constant(1 : index) : i64
    %2941 = llvm.insertvalue %2940, %2939[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2942 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2943 = llvm.extractvalue %1463[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2944 = llvm.extractvalue %1463[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2945 = llvm.insertvalue %2943, %2942[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2946 = llvm.insertvalue %2944, %2945[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2947 = llvm.mlir.constant(0 : index) : i64
    %2948 = llvm.insertvalue %2947, %2946[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2949 = llvm.mlir.constant(1 : index) : i64
    %2950 = llvm.insertvalue %2949, %2948[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2951 = llvm.mlir.constant(256 : index) : i64
    %2952 = llvm.insertvalue %2951, %2950[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2953 = llvm.mlir.constant(8 : index) : i64
    %2954 = llvm.insertvalue %2953, %2952[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2955 = llvm.mlir.constant(32 : index) : i64
    %2956 = llvm.insertvalue %2955, %2954[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2957 = llvm.mlir.constant(32 : index) : i64
    %2958 = llvm.insertvalue %2957, %2956[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2959 = llvm.mlir.constant(1 : index) : i64
    %2960 = llvm.insertvalue %2959, %2958[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2961 = llvm.mlir.constant(1 : index) : i64
    %2962 = llvm.mlir.constant(8 : index) : i64
    %2963 = llvm.mlir.constant(32 : index) : i64
    %2964 = llvm.mlir.constant(1 : index) : i64
    %2965 = llvm.mlir.constant(256 : index) : i64
    %2966 = llvm.mlir.constant(256 : index) : i64
    %2967 = llvm.mlir.zero : !llvm.ptr
    %2968 = llvm.getelementptr %2967[%2966] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2969 = llvm.ptrtoint %2968 : !llvm.ptr to i64
    %2970 = llvm.mlir.constant(64 : index) : i64
    %2971 = llvm.add %2969, %2970 : i64
    %2972 = llvm.call @malloc(%2971) : (i64) -> !llvm.ptr
    %2973 = llvm.ptrtoint %2972 : !llvm.ptr to i64
    %2974 = llvm.mlir.constant(1 : index) : i64
    %2975 = llvm.sub %2970, %2974 : i64
    %2976 = llvm.add %2973, %2975 : i64
    %2977 = llvm.urem %2976, %2970 : i64
    %2978 = llvm.sub %2976, %2977 : i64
    %2979 = llvm.inttoptr %2978 : i64 to !llvm.ptr
    %2980 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2981 = llvm.insertvalue %2972, %2980[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2982 = llvm.insertvalue %2979, %2981[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2983 = llvm.mlir.constant(0 : index) : i64
    %2984 = llvm.insertvalue %2983, %2982[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2985 = llvm.insertvalue %2961, %2984[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2986 = llvm.insertvalue %2962, %2985[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2987 = llvm.insertvalue %2963, %2986[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2988 = llvm.insertvalue %2965, %2987[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2989 = llvm.insertvalue %2963, %2988[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2990 = llvm.insertvalue %2964, %2989[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb370(%48 : i64)
  ^bb370(%2991: i64):  // 2 preds: ^bb369, ^bb377
    %2992 = llvm.icmp "slt" %2991, %43 : i64
    llvm.cond_br %2992, ^bb371, ^bb378
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%48 : i64)
  ^bb372(%2993: i64):  // 2 preds: ^bb371, ^bb376
    %2994 = llvm.icmp "slt" %2993, %42 : i64
    llvm.cond_br %2994, ^bb373, ^bb377
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%48 : i64)
  ^bb374(%2995: i64):  // 2 preds: ^bb373, ^bb375
    %2996 = llvm.icmp "slt" %2995, %41 : i64
    llvm.cond_br %2996, ^bb375, ^bb376
  ^bb375:  // pred: ^bb374
    %2997 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2998 = llvm.mlir.constant(256 : index) : i64
    %2999 = llvm.mul %2991, %2998 overflow<nsw, nuw> : i64
    %3000 = llvm.mlir.constant(32 : index) : i64
    %3001 = llvm.mul %2993, %3000 overflow<nsw, nuw> : i64
    %3002 = llvm.add %2999, %3001 overflow<nsw, nuw> : i64
    %3003 = llvm.add %3002, %2995 overflow<nsw, nuw> : i64
    %3004 = llvm.getelementptr inbounds|nuw %2997[%3003] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3005 = llvm.load %3004 : !llvm.ptr -> f32
    %3006 = llvm.extractvalue %2990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3007 = llvm.mlir.constant(256 : index) : i64
    %3008 = llvm.mul %2991, %3007 overflow<nsw, nuw> : i64
    %3009 = llvm.mlir.constant(32 : index) : i64
    %3010 = llvm.mul %2993, %3009 overflow<nsw, nuw> : i64
    %3011 = llvm.add %3008, %3010 overflow<nsw, nuw> : i64
    %3012 = llvm.add %3011, %2995 overflow<nsw, nuw> : i64
    %3013 = llvm.getelementptr inbounds|nuw %3006[%3012] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3005, %3013 : f32, !llvm.ptr
    %3014 = llvm.add %2995, %43 : i64
    llvm.br ^bb374(%3014 : i64)
  ^bb376:  // pred: ^bb374
    %3015 = llvm.add %2993, %43 : i64
    llvm.br ^bb372(%3015 : i64)
  ^bb377:  // pred: ^bb372
    %3016 = llvm.add %2991, %43 : i64
    llvm.br ^bb370(%3016 : i64)
  ^bb378:  // pred: ^bb370
    llvm.br ^bb379(%48 : i64)
  ^bb379(%3017: i64):  // 2 preds: ^bb378, ^bb392
    %3018 = llvm.icmp "slt" %3017, %43 : i64
    llvm.cond_br %3018, ^bb380, ^bb393
  ^bb380:  // pred: ^bb379
    llvm.br ^bb381(%48 : i64)
  ^bb381(%3019: i64):  // 2 preds: ^bb380, ^bb391
    %3020 = llvm.icmp "slt" %3019, %42 : i64
    llvm.cond_br %3020, ^bb382, ^bb392
  ^bb382:  // pred: ^bb381
    llvm.br ^bb383(%48 : i64)
  ^bb383(%3021: i64):  // 2 preds: ^bb382, ^bb390
    %3022 = llvm.icmp "slt" %3021, %41 : i64
    llvm.cond_br %3022, ^bb384, ^bb391
  ^bb384:  // pred: ^bb383
    llvm.br ^bb385(%48 : i64)
  ^bb385(%3023: i64):  // 2 preds: ^bb384, ^bb389
    %3024 = llvm.icmp "slt" %3023, %40 : i64
    llvm.cond_br %3024, ^bb386, ^bb390
  ^bb386:  // pred: ^bb385
    llvm.br ^bb387(%48 : i64)
  ^bb387(%3025: i64):  // 2 preds: ^bb386, ^bb388
    %3026 = llvm.icmp "slt" %3025, %39 : i64
    llvm.cond_br %3026, ^bb388, ^bb389
  ^bb388:  // pred: ^bb387
    %3027 = llvm.extractvalue %2805[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3028 = llvm.mlir.constant(256 : index) : i64
    %3029 = llvm.mul %3017, %3028 overflow<nsw, nuw> : i64
    %3030 = llvm.mlir.constant(128 : index) : i64
    %3031 = llvm.mul %3023, %3030 overflow<nsw, nuw> : i64
    %3032 = llvm.add %3029, %3031 overflow<nsw, nuw> : i64
    %3033 = llvm.mlir.constant(16 : index) : i64
    %3034 = llvm.mul %3019, %3033 overflow<nsw, nuw> : i64
    %3035 = llvm.add %3032, %3034 overflow<nsw, nuw> : i64
    %3036 = llvm.add %3035, %3025 overflow<nsw, nuw> : i64
    %3037 = llvm.getelementptr inbounds|nuw %3027[%3036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3038 = llvm.load %3037 : !llvm.ptr -> f32
    %3039 = llvm.extractvalue %2941[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3040 = llvm.mlir.constant(32 : index) : i64
    %3041 = llvm.mul %3021, %3040 overflow<nsw, nuw> : i64
    %3042 = llvm.mlir.constant(16 : index) : i64
    %3043 = llvm.mul %3023, %3042 overflow<nsw, nuw> : i64
    %3044 = llvm.add %3041, %3043 overflow<nsw, nuw> : i64
    %3045 = llvm.add %3044, %3025 overflow<nsw, nuw> : i64
    %3046 = llvm.getelementptr inbounds|nuw %3039[%3045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3047 = llvm.load %3046 : !llvm.ptr -> f32
    %3048 = llvm.extractvalue %2990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3049 = llvm.mlir.constant(256 : index) : i64
    %3050 = llvm.mul %3017, %3049 overflow<nsw, nuw> : i64
    %3051 = llvm.mlir.constant(32 : index) : i64
    %3052 = llvm.mul %3019, %3051 overflow<nsw, nuw> : i64
    %3053 = llvm.add %3050, %3052 overflow<nsw, nuw> : i64
    %3054 = llvm.add %3053, %3021 overflow<nsw, nuw> : i64
    %3055 = llvm.getelementptr inbounds|nuw %3048[%3054] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3056 = llvm.load %3055 : !llvm.ptr -> f32
    %3057 = llvm.fmul %3038, %3047 : f32
    %3058 = llvm.fadd %3056, %3057 : f32
    %3059 = llvm.extractvalue %2990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3060 = llvm.mlir.constant(256 : index) : i64
    %3061 = llvm.mul %3017, %3060 overflow<nsw, nuw> : i64
    %3062 = llvm.mlir.constant(32 : index) : i64
    %3063 = llvm.mul %3019, %3062 overflow<nsw, nuw> : i64
    %3064 = llvm.add %3061, %3063 overflow<nsw, nuw> : i64
    %3065 = llvm.add %3064, %3021 overflow<nsw, nuw> : i64
    %3066 = llvm.getelementptr inbounds|nuw %3059[%3065] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3058, %3066 : f32, !llvm.ptr
    %3067 = llvm.add %3025, %43 : i64
    llvm.br ^bb387(%3067 : i64)
  ^bb389:  // pred: ^bb387
    %3068 = llvm.add %3023, %43 : i64
    llvm.br ^bb385(%3068 : i64)
  ^bb390:  // pred: ^bb385
    %3069 = llvm.add %3021, %43 : i64
    llvm.br ^bb383(%3069 : i64)
  ^bb391:  // pred: ^bb383
    %3070 = llvm.add %3019, %43 : i64
    llvm.br ^bb381(%3070 : i64)
  ^bb392:  // pred: ^bb381
    %3071 = llvm.add %3017, %43 : i64
    llvm.br ^bb379(%3071 : i64)
  ^bb393:  // pred: ^bb379
    llvm.br ^bb394(%48 : i64)
  ^bb394(%3072: i64):  // 2 preds: ^bb393, ^bb401
    %3073 = llvm.icmp "slt" %3072, %43 : i64
    llvm.cond_br %3073, ^bb395, ^bb402
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%48 : i64)
  ^bb396(%3074: i64):  // 2 preds: ^bb395, ^bb400
    %3075 = llvm.icmp "slt" %3074, %42 : i64
    llvm.cond_br %3075, ^bb397, ^bb401
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%48 : i64)
  ^bb398(%3076: i64):  // 2 preds: ^bb397, ^bb399
    %3077 = llvm.icmp "slt" %3076, %41 : i64
    llvm.cond_br %3077, ^bb399, ^bb400
  ^bb399:  // pred: ^bb398
    %3078 = llvm.extractvalue %2990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3079 = llvm.mlir.constant(256 : index) : i64
    %3080 = llvm.mul %3072, %3079 overflow<nsw, nuw> : i64
    %3081 = llvm.mlir.constant(32 : index) : i64
    %3082 = llvm.mul %3074, %3081 overflow<nsw, nuw> : i64
    %3083 = llvm.add %3080, %3082 overflow<nsw, nuw> : i64
    %3084 = llvm.add %3083, %3076 overflow<nsw, nuw> : i64
    %3085 = llvm.getelementptr inbounds|nuw %3078[%3084] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3086 = llvm.load %3085 : !llvm.ptr -> f32
    %3087 = llvm.extractvalue %524[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3088 = llvm.getelementptr inbounds|nuw %3087[%3076] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3089 = llvm.load %3088 : !llvm.ptr -> f32
    %3090 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3091 = llvm.mlir.constant(256 : index) : i64
    %3092 = llvm.mul %3072, %3091 overflow<nsw, nuw> : i64
    %3093 = llvm.mlir.constant(32 : index) : i64
    %3094 = llvm.mul %3074, %3093 overflow<nsw, nuw> : i64
    %3095 = llvm.add %3092, %3094 overflow<nsw, nuw> : i64
    %3096 = llvm.add %3095, %3076 overflow<nsw, nuw> : i64
    %3097 = llvm.getelementptr inbounds|nuw %3090[%3096] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3098 = llvm.load %3097 : !llvm.ptr -> f32
    %3099 = llvm.fadd %3086, %3089 : f32
    %3100 = llvm.fadd %3099, %3098 : f32
    %3101 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3102 = llvm.mlir.constant(256 : index) : i64
    %3103 = llvm.mul %3072, %3102 overflow<nsw, nuw> : i64
    %3104 = llvm.mlir.constant(32 : index) : i64
    %3105 = llvm.mul %3074, %3104 overflow<nsw, nuw> : i64
    %3106 = llvm.add %3103, %3105 overflow<nsw, nuw> : i64
    %3107 = llvm.add %3106, %3076 overflow<nsw, nuw> : i64
    %3108 = llvm.getelementptr inbounds|nuw %3101[%3107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3100, %3108 : f32, !llvm.ptr
    %3109 = llvm.add %3076, %43 : i64
    llvm.br ^bb398(%3109 : i64)
  ^bb400:  // pred: ^bb398
    %3110 = llvm.add %3074, %43 : i64
    llvm.br ^bb396(%3110 : i64)
  ^bb401:  // pred: ^bb396
    %3111 = llvm.add %3072, %43 : i64
    llvm.br ^bb394(%3111 : i64)
  ^bb402:  // pred: ^bb394
    llvm.br ^bb403(%48 : i64)
  ^bb403(%3112: i64):  // 2 preds: ^bb402, ^bb410
    %3113 = llvm.icmp "slt" %3112, %43 : i64
    llvm.cond_br %3113, ^bb404, ^bb411
  ^bb404:  // pred: ^bb403
    llvm.br ^bb405(%48 : i64)
  ^bb405(%3114: i64):  // 2 preds: ^bb404, ^bb409
    %3115 = llvm.icmp "slt" %3114, %42 : i64
    llvm.cond_br %3115, ^bb406, ^bb410
  ^bb406:  // pred: ^bb405
    llvm.br ^bb407(%48 : i64)
  ^bb407(%3116: i64):  // 2 preds: ^bb406, ^bb408
    %3117 = llvm.icmp "slt" %3116, %41 : i64
    llvm.cond_br %3117, ^bb408, ^bb409
  ^bb408:  // pred: ^bb407
    %3118 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3119 = llvm.mlir.constant(256 : index) : i64
    %3120 = llvm.mul %3112, %3119 overflow<nsw, nuw> : i64
    %3121 = llvm.mlir.constant(32 : index) : i64
    %3122 = llvm.mul %3114, %3121 overflow<nsw, nuw> : i64
    %3123 = llvm.add %3120, %3122 overflow<nsw, nuw> : i64
    %3124 = llvm.add %3123, %3116 overflow<nsw, nuw> : i64
    %3125 = llvm.getelementptr inbounds|nuw %3118[%3124] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3126 = llvm.load %3125 : !llvm.ptr -> f32
    %3127 = llvm.fpext %3126 : f32 to f64
    %3128 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3129 = llvm.mlir.constant(256 : index) : i64
    %3130 = llvm.mul %3112, %3129 overflow<nsw, nuw> : i64
    %3131 = llvm.mlir.constant(32 : index) : i64
    %3132 = llvm.mul %3114, %3131 overflow<nsw, nuw> : i64
    %3133 = llvm.add %3130, %3132 overflow<nsw, nuw> : i64
    %3134 = llvm.add %3133, %3116 overflow<nsw, nuw> : i64
    %3135 = llvm.getelementptr inbounds|nuw %3128[%3134] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3127, %3135 : f64, !llvm.ptr
    %3136 = llvm.add %3116, %43 : i64
    llvm.br ^bb407(%3136 : i64)
  ^bb409:  // pred: ^bb407
    %3137 = llvm.add %3114, %43 : i64
    llvm.br ^bb405(%3137 : i64)
  ^bb410:  // pred: ^bb405
    %3138 = llvm.add %3112, %43 : i64
    llvm.br ^bb403(%3138 : i64)
  ^bb411:  // pred: ^bb403
    %3139 = llvm.mlir.constant(1 : index) : i64
    %3140 = llvm.mlir.constant(8 : index) : i64
    %3141 = llvm.mlir.constant(1 : index) : i64
    %3142 = llvm.mlir.constant(1 : index) : i64
    %3143 = llvm.mlir.constant(8 : index) : i64
    %3144 = llvm.mlir.zero : !llvm.ptr
    %3145 = llvm.getelementptr %3144[%3143] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3146 = llvm.ptrtoint %3145 : !llvm.ptr to i64
    %3147 = llvm.mlir.constant(64 : index) : i64
    %3148 = llvm.add %3146, %3147 : i64
    %3149 = llvm.call @malloc(%3148) : (i64) -> !llvm.ptr
    %3150 = llvm.ptrtoint %3149 : !llvm.ptr to i64
    %3151 = llvm.mlir.constant(1 : index) : i64
    %3152 = llvm.sub %3147, %3151 : i64
    %3153 = llvm.add %3150, %3152 : i64
    %3154 = llvm.urem %3153, %3147 : i64
    %3155 = llvm.sub %3153, %3154 : i64
    %3156 = llvm.inttoptr %3155 : i64 to !llvm.ptr
    %3157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3158 = llvm.insertvalue %3149, %3157[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3159 = llvm.insertvalue %3156, %3158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3160 = llvm.mlir.constant(0 : index) : i64
    %3161 = llvm.insertvalue %3160, %3159[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3162 = llvm.insertvalue %3139, %3161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3163 = llvm.insertvalue %3140, %3162[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3164 = llvm.insertvalue %3141, %3163[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3165 = llvm.insertvalue %3140, %3164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3166 = llvm.insertvalue %3141, %3165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3167 = llvm.insertvalue %3142, %3166[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb412(%48 : i64)
  ^bb412(%3168: i64):  // 2 preds: ^bb411, ^bb419
    %3169 = llvm.icmp "slt" %3168, %43 : i64
    llvm.cond_br %3169, ^bb413, ^bb420
  ^bb413:  // pred: ^bb412
    llvm.br ^bb414(%48 : i64)
  ^bb414(%3170: i64):  // 2 preds: ^bb413, ^bb418
    %3171 = llvm.icmp "slt" %3170, %42 : i64
    llvm.cond_br %3171, ^bb415, ^bb419
  ^bb415:  // pred: ^bb414
    llvm.br ^bb416(%48 : i64)
  ^bb416(%3172: i64):  // 2 preds: ^bb415, ^bb417
    %3173 = llvm.icmp "slt" %3172, %43 : i64
    llvm.cond_br %3173, ^bb417, ^bb418
  ^bb417:  // pred: ^bb416
    %3174 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3175 = llvm.mlir.constant(8 : index) : i64
    %3176 = llvm.mul %3168, %3175 overflow<nsw, nuw> : i64
    %3177 = llvm.add %3176, %3170 overflow<nsw, nuw> : i64
    %3178 = llvm.add %3177, %3172 overflow<nsw, nuw> : i64
    %3179 = llvm.getelementptr inbounds|nuw %3174[%3178] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3180 = llvm.load %3179 : !llvm.ptr -> f64
    %3181 = llvm.extractvalue %3167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3182 = llvm.mlir.constant(8 : index) : i64
    %3183 = llvm.mul %3168, %3182 overflow<nsw, nuw> : i64
    %3184 = llvm.add %3183, %3170 overflow<nsw, nuw> : i64
    %3185 = llvm.add %3184, %3172 overflow<nsw, nuw> : i64
    %3186 = llvm.getelementptr inbounds|nuw %3181[%3185] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3180, %3186 : f64, !llvm.ptr
    %3187 = llvm.add %3172, %43 : i64
    llvm.br ^bb416(%3187 : i64)
  ^bb418:  // pred: ^bb416
    %3188 = llvm.add %3170, %43 : i64
    llvm.br ^bb414(%3188 : i64)
  ^bb419:  // pred: ^bb414
    %3189 = llvm.add %3168, %43 : i64
    llvm.br ^bb412(%3189 : i64)
  ^bb420:  // pred: ^bb412
    llvm.br ^bb421(%48 : i64)
  ^bb421(%3190: i64):  // 2 preds: ^bb420, ^bb428
    %3191 = llvm.icmp "slt" %3190, %43 : i64
    llvm.cond_br %3191, ^bb422, ^bb429
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%48 : i64)
  ^bb423(%3192: i64):  // 2 preds: ^bb422, ^bb427
    %3193 = llvm.icmp "slt" %3192, %42 : i64
    llvm.cond_br %3193, ^bb424, ^bb428
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%48 : i64)
  ^bb425(%3194: i64):  // 2 preds: ^bb424, ^bb426
    %3195 = llvm.icmp "slt" %3194, %41 : i64
    llvm.cond_br %3195, ^bb426, ^bb427
  ^bb426:  // pred: ^bb425
    %3196 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3197 = llvm.mlir.constant(256 : index) : i64
    %3198 = llvm.mul %3190, %3197 overflow<nsw, nuw> : i64
    %3199 = llvm.mlir.constant(32 : index) : i64
    %3200 = llvm.mul %3192, %3199 overflow<nsw, nuw> : i64
    %3201 = llvm.add %3198, %3200 overflow<nsw, nuw> : i64
    %3202 = llvm.add %3201, %3194 overflow<nsw, nuw> : i64
    %3203 = llvm.getelementptr inbounds|nuw %3196[%3202] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3204 = llvm.load %3203 : !llvm.ptr -> f64
    %3205 = llvm.extractvalue %3167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3206 = llvm.mlir.constant(8 : index) : i64
    %3207 = llvm.mul %3190, %3206 overflow<nsw, nuw> : i64
    %3208 = llvm.add %3207, %3192 overflow<nsw, nuw> : i64
    %3209 = llvm.add %3208, %48 overflow<nsw, nuw> : i64
    %3210 = llvm.getelementptr inbounds|nuw %3205[%3209] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3211 = llvm.load %3210 : !llvm.ptr -> f64
    %3212 = llvm.fadd %3204, %3211 : f64
    %3213 = llvm.extractvalue %3167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3214 = llvm.mlir.constant(8 : index) : i64
    %3215 = llvm.mul %3190, %3214 overflow<nsw, nuw> : i64
    %3216 = llvm.add %3215, %3192 overflow<nsw, nuw> : i64
    %3217 = llvm.add %3216, %48 overflow<nsw, nuw> : i64
    %3218 = llvm.getelementptr inbounds|nuw %3213[%3217] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3212, %3218 : f64, !llvm.ptr
    %3219 = llvm.add %3194, %43 : i64
    llvm.br ^bb425(%3219 : i64)
  ^bb427:  // pred: ^bb425
    %3220 = llvm.add %3192, %43 : i64
    llvm.br ^bb423(%3220 : i64)
  ^bb428:  // pred: ^bb423
    %3221 = llvm.add %3190, %43 : i64
    llvm.br ^bb421(%3221 : i64)
  ^bb429:  // pred: ^bb421
    %3222 = llvm.mlir.constant(1 : index) : i64
    %3223 = llvm.mlir.constant(8 : index) : i64
    %3224 = llvm.mlir.constant(1 : index) : i64
    %3225 = llvm.mlir.constant(1 : index) : i64
    %3226 = llvm.mlir.constant(8 : index) : i64
    %3227 = llvm.mlir.zero : !llvm.ptr
    %3228 = llvm.getelementptr %3227[%3226] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3229 = llvm.ptrtoint %3228 : !llvm.ptr to i64
    %3230 = llvm.mlir.constant(64 : index) : i64
    %3231 = llvm.add %3229, %3230 : i64
    %3232 = llvm.call @malloc(%3231) : (i64) -> !llvm.ptr
    %3233 = llvm.ptrtoint %3232 : !llvm.ptr to i64
    %3234 = llvm.mlir.constant(1 : index) : i64
    %3235 = llvm.sub %3230, %3234 : i64
    %3236 = llvm.add %3233, %3235 : i64
    %3237 = llvm.urem %3236, %3230 : i64
    %3238 = llvm.sub %3236, %3237 : i64
    %3239 = llvm.inttoptr %3238 : i64 to !llvm.ptr
    %3240 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3241 = llvm.insertvalue %3232, %3240[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3242 = llvm.insertvalue %3239, %3241[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3243 = llvm.mlir.constant(0 : index) : i64
    %3244 = llvm.insertvalue %3243, %3242[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3245 = llvm.insertvalue %3222, %3244[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3246 = llvm.insertvalue %3223, %3245[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3247 = llvm.insertvalue %3224, %3246[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3248 = llvm.insertvalue %3223, %3247[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3249 = llvm.insertvalue %3224, %3248[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3250 = llvm.insertvalue %3225, %3249[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb430(%48 : i64)
  ^bb430(%3251: i64):  // 2 preds: ^bb429, ^bb437
    %3252 = llvm.icmp "slt" %3251, %43 : i64
    llvm.cond_br %3252, ^bb431, ^bb438
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%48 : i64)
  ^bb432(%3253: i64):  // 2 preds: ^bb431, ^bb436
    %3254 = llvm.icmp "slt" %3253, %42 : i64
    llvm.cond_br %3254, ^bb433, ^bb437
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%48 : i64)
  ^bb434(%3255: i64):  // 2 preds: ^bb433, ^bb435
    %3256 = llvm.icmp "slt" %3255, %43 : i64
    llvm.cond_br %3256, ^bb435, ^bb436
  ^bb435:  // pred: ^bb434
    %3257 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3258 = llvm.mlir.constant(8 : index) : i64
    %3259 = llvm.mul %3251, %3258 overflow<nsw, nuw> : i64
    %3260 = llvm.add %3259, %3253 overflow<nsw, nuw> : i64
    %3261 = llvm.add %3260, %3255 overflow<nsw, nuw> : i64
    %3262 = llvm.getelementptr inbounds|nuw %3257[%3261] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3263 = llvm.load %3262 : !llvm.ptr -> f64
    %3264 = llvm.extractvalue %3250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3265 = llvm.mlir.constant(8 : index) : i64
    %3266 = llvm.mul %3251, %3265 overflow<nsw, nuw> : i64
    %3267 = llvm.add %3266, %3253 overflow<nsw, nuw> : i64
    %3268 = llvm.add %3267, %3255 overflow<nsw, nuw> : i64
    %3269 = llvm.getelementptr inbounds|nuw %3264[%3268] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3263, %3269 : f64, !llvm.ptr
    %3270 = llvm.add %3255, %43 : i64
    llvm.br ^bb434(%3270 : i64)
  ^bb436:  // pred: ^bb434
    %3271 = llvm.add %3253, %43 : i64
    llvm.br ^bb432(%3271 : i64)
  ^bb437:  // pred: ^bb432
    %3272 = llvm.add %3251, %43 : i64
    llvm.br ^bb430(%3272 : i64)
  ^bb438:  // pred: ^bb430
    llvm.br ^bb439(%48 : i64)
  ^bb439(%3273: i64):  // 2 preds: ^bb438, ^bb446
    %3274 = llvm.icmp "slt" %3273, %43 : i64
    llvm.cond_br %3274, ^bb440, ^bb447
  ^bb440:  // pred: ^bb439
    llvm.br ^bb441(%48 : i64)
  ^bb441(%3275: i64):  // 2 preds: ^bb440, ^bb445
    %3276 = llvm.icmp "slt" %3275, %42 : i64
    llvm.cond_br %3276, ^bb442, ^bb446
  ^bb442:  // pred: ^bb441
    llvm.br ^bb443(%48 : i64)
  ^bb443(%3277: i64):  // 2 preds: ^bb442, ^bb444
    %3278 = llvm.icmp "slt" %3277, %41 : i64
    llvm.cond_br %3278, ^bb444, ^bb445
  ^bb444:  // pred: ^bb443
    %3279 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3280 = llvm.mlir.constant(256 : index) : i64
    %3281 = llvm.mul %3273, %3280 overflow<nsw, nuw> : i64
    %3282 = llvm.mlir.constant(32 : index) : i64
    %3283 = llvm.mul %3275, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3281, %3283 overflow<nsw, nuw> : i64
    %3285 = llvm.add %3284, %3277 overflow<nsw, nuw> : i64
    %3286 = llvm.getelementptr inbounds|nuw %3279[%3285] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3287 = llvm.load %3286 : !llvm.ptr -> f64
    %3288 = llvm.extractvalue %3167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3289 = llvm.mlir.constant(8 : index) : i64
    %3290 = llvm.mul %3273, %3289 overflow<nsw, nuw> : i64
    %3291 = llvm.add %3290, %3275 overflow<nsw, nuw> : i64
    %3292 = llvm.add %3291, %48 overflow<nsw, nuw> : i64
    %3293 = llvm.getelementptr inbounds|nuw %3288[%3292] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3294 = llvm.load %3293 : !llvm.ptr -> f64
    %3295 = llvm.extractvalue %3250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3296 = llvm.mlir.constant(8 : index) : i64
    %3297 = llvm.mul %3273, %3296 overflow<nsw, nuw> : i64
    %3298 = llvm.add %3297, %3275 overflow<nsw, nuw> : i64
    %3299 = llvm.add %3298, %48 overflow<nsw, nuw> : i64
    %3300 = llvm.getelementptr inbounds|nuw %3295[%3299] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3301 = llvm.load %3300 : !llvm.ptr -> f64
    %3302 = llvm.fdiv %3294, %47 : f64
    %3303 = llvm.fsub %3287, %3302 : f64
    %3304 = llvm.fmul %3303, %3303 : f64
    %3305 = llvm.fadd %3304, %3301 : f64
    %3306 = llvm.extractvalue %3250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3307 = llvm.mlir.constant(8 : index) : i64
    %3308 = llvm.mul %3273, %3307 overflow<nsw, nuw> : i64
    %3309 = llvm.add %3308, %3275 overflow<nsw, nuw> : i64
    %3310 = llvm.add %3309, %48 overflow<nsw, nuw> : i64
    %3311 = llvm.getelementptr inbounds|nuw %3306[%3310] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3305, %3311 : f64, !llvm.ptr
    %3312 = llvm.add %3277, %43 : i64
    llvm.br ^bb443(%3312 : i64)
  ^bb445:  // pred: ^bb443
    %3313 = llvm.add %3275, %43 : i64
    llvm.br ^bb441(%3313 : i64)
  ^bb446:  // pred: ^bb441
    %3314 = llvm.add %3273, %43 : i64
    llvm.br ^bb439(%3314 : i64)
  ^bb447:  // pred: ^bb439
    %3315 = llvm.mlir.constant(1 : index) : i64
    %3316 = llvm.mlir.constant(8 : index) : i64
    %3317 = llvm.mlir.constant(1 : index) : i64
    %3318 = llvm.mlir.constant(1 : index) : i64
    %3319 = llvm.mlir.constant(8 : index) : i64
    %3320 = llvm.mlir.zero : !llvm.ptr
    %3321 = llvm.getelementptr %3320[%3319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3322 = llvm.ptrtoint %3321 : !llvm.ptr to i64
    %3323 = llvm.mlir.constant(64 : index) : i64
    %3324 = llvm.add %3322, %3323 : i64
    %3325 = llvm.call @malloc(%3324) : (i64) -> !llvm.ptr
    %3326 = llvm.ptrtoint %3325 : !llvm.ptr to i64
    %3327 = llvm.mlir.constant(1 : index) : i64
    %3328 = llvm.sub %3323, %3327 : i64
    %3329 = llvm.add %3326, %3328 : i64
    %3330 = llvm.urem %3329, %3323 : i64
    %3331 = llvm.sub %3329, %3330 : i64
    %3332 = llvm.inttoptr %3331 : i64 to !llvm.ptr
    %3333 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3334 = llvm.insertvalue %3325, %3333[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3335 = llvm.insertvalue %3332, %3334[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3336 = llvm.mlir.constant(0 : index) : i64
    %3337 = llvm.insertvalue %3336, %3335[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3338 = llvm.insertvalue %3315, %3337[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3339 = llvm.insertvalue %3316, %3338[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3340 = llvm.insertvalue %3317, %3339[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3341 = llvm.insertvalue %3316, %3340[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3342 = llvm.insertvalue %3317, %3341[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3343 = llvm.insertvalue %3318, %3342[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb448(%48 : i64)
  ^bb448(%3344: i64):  // 2 preds: ^bb447, ^bb455
    %3345 = llvm.icmp "slt" %3344, %43 : i64
    llvm.cond_br %3345, ^bb449, ^bb456
  ^bb449:  // pred: ^bb448
    llvm.br ^bb450(%48 : i64)
  ^bb450(%3346: i64):  // 2 preds: ^bb449, ^bb454
    %3347 = llvm.icmp "slt" %3346, %42 : i64
    llvm.cond_br %3347, ^bb451, ^bb455
  ^bb451:  // pred: ^bb450
    llvm.br ^bb452(%48 : i64)
  ^bb452(%3348: i64):  // 2 preds: ^bb451, ^bb453
    %3349 = llvm.icmp "slt" %3348, %43 : i64
    llvm.cond_br %3349, ^bb453, ^bb454
  ^bb453:  // pred: ^bb452
    %3350 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3351 = llvm.mlir.constant(8 : index) : i64
    %3352 = llvm.mul %3344, %3351 overflow<nsw, nuw> : i64
    %3353 = llvm.add %3352, %3346 overflow<nsw, nuw> : i64
    %3354 = llvm.add %3353, %3348 overflow<nsw, nuw> : i64
    %3355 = llvm.getelementptr inbounds|nuw %3350[%3354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3356 = llvm.load %3355 : !llvm.ptr -> f32
    %3357 = llvm.extractvalue %3343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3358 = llvm.mlir.constant(8 : index) : i64
    %3359 = llvm.mul %3344, %3358 overflow<nsw, nuw> : i64
    %3360 = llvm.add %3359, %3346 overflow<nsw, nuw> : i64
    %3361 = llvm.add %3360, %3348 overflow<nsw, nuw> : i64
    %3362 = llvm.getelementptr inbounds|nuw %3357[%3361] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3356, %3362 : f32, !llvm.ptr
    %3363 = llvm.add %3348, %43 : i64
    llvm.br ^bb452(%3363 : i64)
  ^bb454:  // pred: ^bb452
    %3364 = llvm.add %3346, %43 : i64
    llvm.br ^bb450(%3364 : i64)
  ^bb455:  // pred: ^bb450
    %3365 = llvm.add %3344, %43 : i64
    llvm.br ^bb448(%3365 : i64)
  ^bb456:  // pred: ^bb448
    llvm.br ^bb457(%48 : i64)
  ^bb457(%3366: i64):  // 2 preds: ^bb456, ^bb464
    %3367 = llvm.icmp "slt" %3366, %43 : i64
    llvm.cond_br %3367, ^bb458, ^bb465
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%48 : i64)
  ^bb459(%3368: i64):  // 2 preds: ^bb458, ^bb463
    %3369 = llvm.icmp "slt" %3368, %42 : i64
    llvm.cond_br %3369, ^bb460, ^bb464
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%48 : i64)
  ^bb461(%3370: i64):  // 2 preds: ^bb460, ^bb462
    %3371 = llvm.icmp "slt" %3370, %41 : i64
    llvm.cond_br %3371, ^bb462, ^bb463
  ^bb462:  // pred: ^bb461
    %3372 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3373 = llvm.mlir.constant(256 : index) : i64
    %3374 = llvm.mul %3366, %3373 overflow<nsw, nuw> : i64
    %3375 = llvm.mlir.constant(32 : index) : i64
    %3376 = llvm.mul %3368, %3375 overflow<nsw, nuw> : i64
    %3377 = llvm.add %3374, %3376 overflow<nsw, nuw> : i64
    %3378 = llvm.add %3377, %3370 overflow<nsw, nuw> : i64
    %3379 = llvm.getelementptr inbounds|nuw %3372[%3378] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3380 = llvm.load %3379 : !llvm.ptr -> f32
    %3381 = llvm.extractvalue %3343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3382 = llvm.mlir.constant(8 : index) : i64
    %3383 = llvm.mul %3366, %3382 overflow<nsw, nuw> : i64
    %3384 = llvm.add %3383, %3368 overflow<nsw, nuw> : i64
    %3385 = llvm.add %3384, %48 overflow<nsw, nuw> : i64
    %3386 = llvm.getelementptr inbounds|nuw %3381[%3385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3387 = llvm.load %3386 : !llvm.ptr -> f32
    %3388 = llvm.fadd %3380, %3387 : f32
    %3389 = llvm.extractvalue %3343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3390 = llvm.mlir.constant(8 : index) : i64
    %3391 = llvm.mul %3366, %3390 overflow<nsw, nuw> : i64
    %3392 = llvm.add %3391, %3368 overflow<nsw, nuw> : i64
    %3393 = llvm.add %3392, %48 overflow<nsw, nuw> : i64
    %3394 = llvm.getelementptr inbounds|nuw %3389[%3393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3388, %3394 : f32, !llvm.ptr
    %3395 = llvm.add %3370, %43 : i64
    llvm.br ^bb461(%3395 : i64)
  ^bb463:  // pred: ^bb461
    %3396 = llvm.add %3368, %43 : i64
    llvm.br ^bb459(%3396 : i64)
  ^bb464:  // pred: ^bb459
    %3397 = llvm.add %3366, %43 : i64
    llvm.br ^bb457(%3397 : i64)
  ^bb465:  // pred: ^bb457
    llvm.br ^bb466(%48 : i64)
  ^bb466(%3398: i64):  // 2 preds: ^bb465, ^bb473
    %3399 = llvm.icmp "slt" %3398, %43 : i64
    llvm.cond_br %3399, ^bb467, ^bb474
  ^bb467:  // pred: ^bb466
    llvm.br ^bb468(%48 : i64)
  ^bb468(%3400: i64):  // 2 preds: ^bb467, ^bb472
    %3401 = llvm.icmp "slt" %3400, %42 : i64
    llvm.cond_br %3401, ^bb469, ^bb473
  ^bb469:  // pred: ^bb468
    llvm.br ^bb470(%48 : i64)
  ^bb470(%3402: i64):  // 2 preds: ^bb469, ^bb471
    %3403 = llvm.icmp "slt" %3402, %41 : i64
    llvm.cond_br %3403, ^bb471, ^bb472
  ^bb471:  // pred: ^bb470
    %3404 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3405 = llvm.mlir.constant(256 : index) : i64
    %3406 = llvm.mul %3398, %3405 overflow<nsw, nuw> : i64
    %3407 = llvm.mlir.constant(32 : index) : i64
    %3408 = llvm.mul %3400, %3407 overflow<nsw, nuw> : i64
    %3409 = llvm.add %3406, %3408 overflow<nsw, nuw> : i64
    %3410 = llvm.add %3409, %3402 overflow<nsw, nuw> : i64
    %3411 = llvm.getelementptr inbounds|nuw %3404[%3410] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3412 = llvm.load %3411 : !llvm.ptr -> f32
    %3413 = llvm.extractvalue %3343[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3414 = llvm.mlir.constant(8 : index) : i64
    %3415 = llvm.mul %3398, %3414 overflow<nsw, nuw> : i64
    %3416 = llvm.add %3415, %3400 overflow<nsw, nuw> : i64
    %3417 = llvm.add %3416, %48 overflow<nsw, nuw> : i64
    %3418 = llvm.getelementptr inbounds|nuw %3413[%3417] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3419 = llvm.load %3418 : !llvm.ptr -> f32
    %3420 = llvm.extractvalue %3250[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3421 = llvm.mlir.constant(8 : index) : i64
    %3422 = llvm.mul %3398, %3421 overflow<nsw, nuw> : i64
    %3423 = llvm.add %3422, %3400 overflow<nsw, nuw> : i64
    %3424 = llvm.add %3423, %48 overflow<nsw, nuw> : i64
    %3425 = llvm.getelementptr inbounds|nuw %3420[%3424] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3426 = llvm.load %3425 : !llvm.ptr -> f64
    %3427 = llvm.extractvalue %508[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3428 = llvm.getelementptr inbounds|nuw %3427[%3402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3429 = llvm.load %3428 : !llvm.ptr -> f32
    %3430 = llvm.extractvalue %492[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3431 = llvm.getelementptr inbounds|nuw %3430[%3402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3432 = llvm.load %3431 : !llvm.ptr -> f32
    %3433 = llvm.fdiv %3426, %47 : f64
    %3434 = llvm.fptrunc %3433 : f64 to f32
    %3435 = llvm.fptrunc %49 : f64 to f32
    %3436 = llvm.fadd %3434, %3435 : f32
    %3437 = llvm.intr.sqrt(%3436) : (f32) -> f32
    %3438 = llvm.fdiv %55, %3437 : f32
    %3439 = llvm.fdiv %3419, %46 : f32
    %3440 = llvm.fsub %3412, %3439 : f32
    %3441 = llvm.fmul %3440, %3438 : f32
    %3442 = llvm.fmul %3441, %3429 : f32
    %3443 = llvm.fadd %3442, %3432 : f32
    %3444 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3445 = llvm.mlir.constant(256 : index) : i64
    %3446 = llvm.mul %3398, %3445 overflow<nsw, nuw> : i64
    %3447 = llvm.mlir.constant(32 : index) : i64
    %3448 = llvm.mul %3400, %3447 overflow<nsw, nuw> : i64
    %3449 = llvm.add %3446, %3448 overflow<nsw, nuw> : i64
    %3450 = llvm.add %3449, %3402 overflow<nsw, nuw> : i64
    %3451 = llvm.getelementptr inbounds|nuw %3444[%3450] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3443, %3451 : f32, !llvm.ptr
    %3452 = llvm.add %3402, %43 : i64
    llvm.br ^bb470(%3452 : i64)
  ^bb472:  // pred: ^bb470
    %3453 = llvm.add %3400, %43 : i64
    llvm.br ^bb468(%3453 : i64)
  ^bb473:  // pred: ^bb468
    %3454 = llvm.add %3398, %43 : i64
    llvm.br ^bb466(%3454 : i64)
  ^bb474:  // pred: ^bb466
    %3455 = llvm.mlir.constant(8 : index) : i64
    %3456 = llvm.mlir.constant(64 : index) : i64
    %3457 = llvm.mlir.constant(1 : index) : i64
    %3458 = llvm.mlir.constant(512 : index) : i64
    %3459 = llvm.mlir.zero : !llvm.ptr
    %3460 = llvm.getelementptr %3459[%3458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3461 = llvm.ptrtoint %3460 : !llvm.ptr to i64
    %3462 = llvm.mlir.constant(64 : index) : i64
    %3463 = llvm.add %3461, %3462 : i64
    %3464 = llvm.call @malloc(%3463) : (i64) -> !llvm.ptr
    %3465 = llvm.ptrtoint %3464 : !llvm.ptr to i64
    %3466 = llvm.mlir.constant(1 : index) : i64
    %3467 = llvm.sub %3462, %3466 : i64
    %3468 = llvm.add %3465, %3467 : i64
    %3469 = llvm.urem %3468, %3462 : i64
    %3470 = llvm.sub %3468, %3469 : i64
    %3471 = llvm.inttoptr %3470 : i64 to !llvm.ptr
    %3472 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3473 = llvm.insertvalue %3464, %3472[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3474 = llvm.insertvalue %3471, %3473[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3475 = llvm.mlir.constant(0 : index) : i64
    %3476 = llvm.insertvalue %3475, %3474[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3477 = llvm.insertvalue %3455, %3476[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3478 = llvm.insertvalue %3456, %3477[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3479 = llvm.insertvalue %3456, %3478[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3480 = llvm.insertvalue %3457, %3479[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb475(%48 : i64)
  ^bb475(%3481: i64):  // 2 preds: ^bb474, ^bb479
    %3482 = llvm.icmp "slt" %3481, %42 : i64
    llvm.cond_br %3482, ^bb476, ^bb480
  ^bb476:  // pred: ^bb475
    llvm.br ^bb477(%48 : i64)
  ^bb477(%3483: i64):  // 2 preds: ^bb476, ^bb478
    %3484 = llvm.icmp "slt" %3483, %38 : i64
    llvm.cond_br %3484, ^bb478, ^bb479
  ^bb478:  // pred: ^bb477
    %3485 = llvm.extractvalue %3480[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3486 = llvm.mlir.constant(64 : index) : i64
    %3487 = llvm.mul %3481, %3486 overflow<nsw, nuw> : i64
    %3488 = llvm.add %3487, %3483 overflow<nsw, nuw> : i64
    %3489 = llvm.getelementptr inbounds|nuw %3485[%3488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %3489 : f32, !llvm.ptr
    %3490 = llvm.add %3483, %43 : i64
    llvm.br ^bb477(%3490 : i64)
  ^bb479:  // pred: ^bb477
    %3491 = llvm.add %3481, %43 : i64
    llvm.br ^bb475(%3491 : i64)
  ^bb480:  // pred: ^bb475
    %3492 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3493 = llvm.extractvalue %3480[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3494 = llvm.extractvalue %3480[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3495 = llvm.insertvalue %3493, %3492[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3496 = llvm.insertvalue %3494, %3495[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3497 = llvm.mlir.constant(0 : index) : i64
    %3498 = llvm.insertvalue %3497, %3496[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3499 = llvm.mlir.constant(1 : index) : i64
    %3500 = llvm.insertvalue %3499, %3498[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3501 = llvm.mlir.constant(512 : index) : i64
    %3502 = llvm.insertvalue %3501, %3500[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3503 = llvm.mlir.constant(8 : index) : i64
    %3504 = llvm.insertvalue %3503, %3502[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3505 = llvm.mlir.constant(64 : index) : i64
    %3506 = llvm.insertvalue %3505, %3504[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3507 = llvm.mlir.constant(64 : index) : i64
    %3508 = llvm.insertvalue %3507, %3506[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3509 = llvm.mlir.constant(1 : index) : i64
    %3510 = llvm.insertvalue %3509, %3508[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3511 = llvm.mlir.constant(1 : index) : i64
    %3512 = llvm.mlir.constant(8 : index) : i64
    %3513 = llvm.mlir.constant(64 : index) : i64
    %3514 = llvm.mlir.constant(1 : index) : i64
    %3515 = llvm.mlir.constant(512 : index) : i64
    %3516 = llvm.mlir.constant(512 : index) : i64
    %3517 = llvm.mlir.zero : !llvm.ptr
    %3518 = llvm.getelementptr %3517[%3516] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3519 = llvm.ptrtoint %3518 : !llvm.ptr to i64
    %3520 = llvm.mlir.constant(64 : index) : i64
    %3521 = llvm.add %3519, %3520 : i64
    %3522 = llvm.call @malloc(%3521) : (i64) -> !llvm.ptr
    %3523 = llvm.ptrtoint %3522 : !llvm.ptr to i64
    %3524 = llvm.mlir.constant(1 : index) : i64
    %3525 = llvm.sub %3520, %3524 : i64
    %3526 = llvm.add %3523, %3525 : i64
    %3527 = llvm.urem %3526, %3520 : i64
    %3528 = llvm.sub %3526, %3527 : i64
    %3529 = llvm.inttoptr %3528 : i64 to !llvm.ptr
    %3530 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3531 = llvm.insertvalue %3522, %3530[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3532 = llvm.insertvalue %3529, %3531[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3533 = llvm.mlir.constant(0 : index) : i64
    %3534 = llvm.insertvalue %3533, %3532[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3535 = llvm.insertvalue %3511, %3534[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3536 = llvm.insertvalue %3512, %3535[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3537 = llvm.insertvalue %3513, %3536[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3538 = llvm.insertvalue %3515, %3537[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3539 = llvm.insertvalue %3513, %3538[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3540 = llvm.insertvalue %3514, %3539[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb481(%48 : i64)
  ^bb481(%3541: i64):  // 2 preds: ^bb480, ^bb488
    %3542 = llvm.icmp "slt" %3541, %43 : i64
    llvm.cond_br %3542, ^bb482, ^bb489
  ^bb482:  // pred: ^bb481
    llvm.br ^bb483(%48 : i64)
  ^bb483(%3543: i64):  // 2 preds: ^bb482, ^bb487
    %3544 = llvm.icmp "slt" %3543, %42 : i64
    llvm.cond_br %3544, ^bb484, ^bb488
  ^bb484:  // pred: ^bb483
    llvm.br ^bb485(%48 : i64)
  ^bb485(%3545: i64):  // 2 preds: ^bb484, ^bb486
    %3546 = llvm.icmp "slt" %3545, %38 : i64
    llvm.cond_br %3546, ^bb486, ^bb487
  ^bb486:  // pred: ^bb485
    %3547 = llvm.extractvalue %3510[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3548 = llvm.mlir.constant(512 : index) : i64
    %3549 = llvm.mul %3541, %3548 overflow<nsw, nuw> : i64
    %3550 = llvm.mlir.constant(64 : index) : i64
    %3551 = llvm.mul %3543, %3550 overflow<nsw, nuw> : i64
    %3552 = llvm.add %3549, %3551 overflow<nsw, nuw> : i64
    %3553 = llvm.add %3552, %3545 overflow<nsw, nuw> : i64
    %3554 = llvm.getelementptr inbounds|nuw %3547[%3553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3555 = llvm.load %3554 : !llvm.ptr -> f32
    %3556 = llvm.extractvalue %3540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3557 = llvm.mlir.constant(512 : index) : i64
    %3558 = llvm.mul %3541, %3557 overflow<nsw, nuw> : i64
    %3559 = llvm.mlir.constant(64 : index) : i64
    %3560 = llvm.mul %3543, %3559 overflow<nsw, nuw> : i64
    %3561 = llvm.add %3558, %3560 overflow<nsw, nuw> : i64
    %3562 = llvm.add %3561, %3545 overflow<nsw, nuw> : i64
    %3563 = llvm.getelementptr inbounds|nuw %3556[%3562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3555, %3563 : f32, !llvm.ptr
    %3564 = llvm.add %3545, %43 : i64
    llvm.br ^bb485(%3564 : i64)
  ^bb487:  // pred: ^bb485
    %3565 = llvm.add %3543, %43 : i64
    llvm.br ^bb483(%3565 : i64)
  ^bb488:  // pred: ^bb483
    %3566 = llvm.add %3541, %43 : i64
    llvm.br ^bb481(%3566 : i64)
  ^bb489:  // pred: ^bb481
    llvm.br ^bb490(%48 : i64)
  ^bb490(%3567: i64):  // 2 preds: ^bb489, ^bb500
    %3568 = llvm.icmp "slt" %3567, %43 : i64
    llvm.cond_br %3568, ^bb491, ^bb501
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%48 : i64)
  ^bb492(%3569: i64):  // 2 preds: ^bb491, ^bb499
    %3570 = llvm.icmp "slt" %3569, %42 : i64
    llvm.cond_br %3570, ^bb493, ^bb500
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%48 : i64)
  ^bb494(%3571: i64):  // 2 preds: ^bb493, ^bb498
    %3572 = llvm.icmp "slt" %3571, %38 : i64
    llvm.cond_br %3572, ^bb495, ^bb499
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%48 : i64)
  ^bb496(%3573: i64):  // 2 preds: ^bb495, ^bb497
    %3574 = llvm.icmp "slt" %3573, %41 : i64
    llvm.cond_br %3574, ^bb497, ^bb498
  ^bb497:  // pred: ^bb496
    %3575 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3576 = llvm.mlir.constant(256 : index) : i64
    %3577 = llvm.mul %3567, %3576 overflow<nsw, nuw> : i64
    %3578 = llvm.mlir.constant(32 : index) : i64
    %3579 = llvm.mul %3569, %3578 overflow<nsw, nuw> : i64
    %3580 = llvm.add %3577, %3579 overflow<nsw, nuw> : i64
    %3581 = llvm.add %3580, %3573 overflow<nsw, nuw> : i64
    %3582 = llvm.getelementptr inbounds|nuw %3575[%3581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3583 = llvm.load %3582 : !llvm.ptr -> f32
    %3584 = llvm.extractvalue %476[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3585 = llvm.mlir.constant(32 : index) : i64
    %3586 = llvm.mul %3571, %3585 overflow<nsw, nuw> : i64
    %3587 = llvm.add %3586, %3573 overflow<nsw, nuw> : i64
    %3588 = llvm.getelementptr inbounds|nuw %3584[%3587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3589 = llvm.load %3588 : !llvm.ptr -> f32
    %3590 = llvm.extractvalue %3540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3591 = llvm.mlir.constant(512 : index) : i64
    %3592 = llvm.mul %3567, %3591 overflow<nsw, nuw> : i64
    %3593 = llvm.mlir.constant(64 : index) : i64
    %3594 = llvm.mul %3569, %3593 overflow<nsw, nuw> : i64
    %3595 = llvm.add %3592, %3594 overflow<nsw, nuw> : i64
    %3596 = llvm.add %3595, %3571 overflow<nsw, nuw> : i64
    %3597 = llvm.getelementptr inbounds|nuw %3590[%3596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3598 = llvm.load %3597 : !llvm.ptr -> f32
    %3599 = llvm.fmul %3583, %3589 : f32
    %3600 = llvm.fadd %3598, %3599 : f32
    %3601 = llvm.extractvalue %3540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3602 = llvm.mlir.constant(512 : index) : i64
    %3603 = llvm.mul %3567, %3602 overflow<nsw, nuw> : i64
    %3604 = llvm.mlir.constant(64 : index) : i64
    %3605 = llvm.mul %3569, %3604 overflow<nsw, nuw> : i64
    %3606 = llvm.add %3603, %3605 overflow<nsw, nuw> : i64
    %3607 = llvm.add %3606, %3571 overflow<nsw, nuw> : i64
    %3608 = llvm.getelementptr inbounds|nuw %3601[%3607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3600, %3608 : f32, !llvm.ptr
    %3609 = llvm.add %3573, %43 : i64
    llvm.br ^bb496(%3609 : i64)
  ^bb498:  // pred: ^bb496
    %3610 = llvm.add %3571, %43 : i64
    llvm.br ^bb494(%3610 : i64)
  ^bb499:  // pred: ^bb494
    %3611 = llvm.add %3569, %43 : i64
    llvm.br ^bb492(%3611 : i64)
  ^bb500:  // pred: ^bb492
    %3612 = llvm.add %3567, %43 : i64
    llvm.br ^bb490(%3612 : i64)
  ^bb501:  // pred: ^bb490
    %3613 = llvm.mlir.constant(1 : index) : i64
    %3614 = llvm.mlir.constant(8 : index) : i64
    %3615 = llvm.mlir.constant(32 : index) : i64
    %3616 = llvm.mlir.constant(1 : index) : i64
    %3617 = llvm.mlir.constant(256 : index) : i64
    %3618 = llvm.mlir.constant(256 : index) : i64
    %3619 = llvm.mlir.zero : !llvm.ptr
    %3620 = llvm.getelementptr %3619[%3618] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3621 = llvm.ptrtoint %3620 : !llvm.ptr to i64
    %3622 = llvm.mlir.constant(64 : index) : i64
    %3623 = llvm.add %3621, %3622 : i64
    %3624 = llvm.call @malloc(%3623) : (i64) -> !llvm.ptr
    %3625 = llvm.ptrtoint %3624 : !llvm.ptr to i64
    %3626 = llvm.mlir.constant(1 : index) : i64
    %3627 = llvm.sub %3622, %3626 : i64
    %3628 = llvm.add %3625, %3627 : i64
    %3629 = llvm.urem %3628, %3622 : i64
    %3630 = llvm.sub %3628, %3629 : i64
    %3631 = llvm.inttoptr %3630 : i64 to !llvm.ptr
    %3632 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3633 = llvm.insertvalue %3624, %3632[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3634 = llvm.insertvalue %3631, %3633[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3635 = llvm.mlir.constant(0 : index) : i64
    %3636 = llvm.insertvalue %3635, %3634[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3637 = llvm.insertvalue %3613, %3636[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3638 = llvm.insertvalue %3614, %3637[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3639 = llvm.insertvalue %3615, %3638[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3640 = llvm.insertvalue %3617, %3639[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3641 = llvm.insertvalue %3615, %3640[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3642 = llvm.insertvalue %3616, %3641[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb502(%48 : i64)
  ^bb502(%3643: i64):  // 2 preds: ^bb501, ^bb509
    %3644 = llvm.icmp "slt" %3643, %43 : i64
    llvm.cond_br %3644, ^bb503, ^bb510
  ^bb503:  // pred: ^bb502
    llvm.br ^bb504(%48 : i64)
  ^bb504(%3645: i64):  // 2 preds: ^bb503, ^bb508
    %3646 = llvm.icmp "slt" %3645, %42 : i64
    llvm.cond_br %3646, ^bb505, ^bb509
  ^bb505:  // pred: ^bb504
    llvm.br ^bb506(%48 : i64)
  ^bb506(%3647: i64):  // 2 preds: ^bb505, ^bb507
    %3648 = llvm.icmp "slt" %3647, %41 : i64
    llvm.cond_br %3648, ^bb507, ^bb508
  ^bb507:  // pred: ^bb506
    %3649 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3650 = llvm.mlir.constant(256 : index) : i64
    %3651 = llvm.mul %3643, %3650 overflow<nsw, nuw> : i64
    %3652 = llvm.mlir.constant(32 : index) : i64
    %3653 = llvm.mul %3645, %3652 overflow<nsw, nuw> : i64
    %3654 = llvm.add %3651, %3653 overflow<nsw, nuw> : i64
    %3655 = llvm.add %3654, %3647 overflow<nsw, nuw> : i64
    %3656 = llvm.getelementptr inbounds|nuw %3649[%3655] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3657 = llvm.load %3656 : !llvm.ptr -> f32
    %3658 = llvm.extractvalue %3642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3659 = llvm.mlir.constant(256 : index) : i64
    %3660 = llvm.mul %3643, %3659 overflow<nsw, nuw> : i64
    %3661 = llvm.mlir.constant(32 : index) : i64
    %3662 = llvm.mul %3645, %3661 overflow<nsw, nuw> : i64
    %3663 = llvm.add %3660, %3662 overflow<nsw, nuw> : i64
    %3664 = llvm.add %3663, %3647 overflow<nsw, nuw> : i64
    %3665 = llvm.getelementptr inbounds|nuw %3658[%3664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3657, %3665 : f32, !llvm.ptr
    %3666 = llvm.add %3647, %43 : i64
    llvm.br ^bb506(%3666 : i64)
  ^bb508:  // pred: ^bb506
    %3667 = llvm.add %3645, %43 : i64
    llvm.br ^bb504(%3667 : i64)
  ^bb509:  // pred: ^bb504
    %3668 = llvm.add %3643, %43 : i64
    llvm.br ^bb502(%3668 : i64)
  ^bb510:  // pred: ^bb502
    llvm.br ^bb511(%48 : i64)
  ^bb511(%3669: i64):  // 2 preds: ^bb510, ^bb521
    %3670 = llvm.icmp "slt" %3669, %43 : i64
    llvm.cond_br %3670, ^bb512, ^bb522
  ^bb512:  // pred: ^bb511
    llvm.br ^bb513(%48 : i64)
  ^bb513(%3671: i64):  // 2 preds: ^bb512, ^bb520
    %3672 = llvm.icmp "slt" %3671, %42 : i64
    llvm.cond_br %3672, ^bb514, ^bb521
  ^bb514:  // pred: ^bb513
    llvm.br ^bb515(%48 : i64)
  ^bb515(%3673: i64):  // 2 preds: ^bb514, ^bb519
    %3674 = llvm.icmp "slt" %3673, %41 : i64
    llvm.cond_br %3674, ^bb516, ^bb520
  ^bb516:  // pred: ^bb515
    llvm.br ^bb517(%48 : i64)
  ^bb517(%3675: i64):  // 2 preds: ^bb516, ^bb518
    %3676 = llvm.icmp "slt" %3675, %38 : i64
    llvm.cond_br %3676, ^bb518, ^bb519
  ^bb518:  // pred: ^bb517
    %3677 = llvm.extractvalue %3540[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3678 = llvm.mlir.constant(512 : index) : i64
    %3679 = llvm.mul %3669, %3678 overflow<nsw, nuw> : i64
    %3680 = llvm.mlir.constant(64 : index) : i64
    %3681 = llvm.mul %3671, %3680 overflow<nsw, nuw> : i64
    %3682 = llvm.add %3679, %3681 overflow<nsw, nuw> : i64
    %3683 = llvm.add %3682, %3675 overflow<nsw, nuw> : i64
    %3684 = llvm.getelementptr inbounds|nuw %3677[%3683] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3685 = llvm.load %3684 : !llvm.ptr -> f32
    %3686 = llvm.extractvalue %456[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3687 = llvm.getelementptr inbounds|nuw %3686[%3675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3688 = llvm.load %3687 : !llvm.ptr -> f32
    %3689 = llvm.extractvalue %440[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3690 = llvm.mlir.constant(64 : index) : i64
    %3691 = llvm.mul %3673, %3690 overflow<nsw, nuw> : i64
    %3692 = llvm.add %3691, %3675 overflow<nsw, nuw> : i64
    %3693 = llvm.getelementptr inbounds|nuw %3689[%3692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3694 = llvm.load %3693 : !llvm.ptr -> f32
    %3695 = llvm.extractvalue %3642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3696 = llvm.mlir.constant(256 : index) : i64
    %3697 = llvm.mul %3669, %3696 overflow<nsw, nuw> : i64
    %3698 = llvm.mlir.constant(32 : index) : i64
    %3699 = llvm.mul %3671, %3698 overflow<nsw, nuw> : i64
    %3700 = llvm.add %3697, %3699 overflow<nsw, nuw> : i64
    %3701 = llvm.add %3700, %3673 overflow<nsw, nuw> : i64
    %3702 = llvm.getelementptr inbounds|nuw %3695[%3701] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3703 = llvm.load %3702 : !llvm.ptr -> f32
    %3704 = llvm.fadd %3685, %3688 : f32
    %3705 = llvm.fdiv %3704, %44 : f32
    %3706 = llvm.fcmp "olt" %3705, %52 : f32
    %3707 = llvm.fneg %3705 : f32
    %3708 = llvm.select %3706, %3707, %3705 : i1, f32
    %3709 = llvm.fcmp "olt" %3708, %12 : f32
    %3710 = llvm.select %3709, %37, %33 : i1, f32
    %3711 = llvm.select %3709, %24, %20 : i1, f32
    %3712 = llvm.select %3709, %36, %32 : i1, f32
    %3713 = llvm.select %3709, %23, %19 : i1, f32
    %3714 = llvm.select %3709, %35, %31 : i1, f32
    %3715 = llvm.select %3709, %22, %18 : i1, f32
    %3716 = llvm.select %3709, %34, %30 : i1, f32
    %3717 = llvm.select %3709, %21, %17 : i1, f32
    %3718 = llvm.fcmp "olt" %3708, %11 : f32
    %3719 = llvm.select %3718, %52, %29 : i1, f32
    %3720 = llvm.select %3718, %3710, %28 : i1, f32
    %3721 = llvm.select %3718, %3711, %16 : i1, f32
    %3722 = llvm.select %3718, %3712, %27 : i1, f32
    %3723 = llvm.select %3718, %3713, %15 : i1, f32
    %3724 = llvm.select %3718, %3714, %26 : i1, f32
    %3725 = llvm.select %3718, %3715, %14 : i1, f32
    %3726 = llvm.select %3718, %3716, %25 : i1, f32
    %3727 = llvm.select %3718, %3717, %13 : i1, f32
    %3728 = llvm.select %3718, %52, %55 : i1, f32
    %3729 = llvm.fcmp "ult" %3708, %10 : f32
    %3730 = llvm.fmul %3708, %3726 : f32
    %3731 = llvm.fadd %3730, %3724 : f32
    %3732 = llvm.fmul %3708, %3731 : f32
    %3733 = llvm.fadd %3732, %3722 : f32
    %3734 = llvm.fmul %3708, %3733 : f32
    %3735 = llvm.fadd %3734, %3720 : f32
    %3736 = llvm.fmul %3708, %3735 : f32
    %3737 = llvm.fadd %3736, %3719 : f32
    %3738 = llvm.fmul %3708, %3727 : f32
    %3739 = llvm.fadd %3738, %3725 : f32
    %3740 = llvm.fmul %3708, %3739 : f32
    %3741 = llvm.fadd %3740, %3723 : f32
    %3742 = llvm.fmul %3708, %3741 : f32
    %3743 = llvm.fadd %3742, %3721 : f32
    %3744 = llvm.fmul %3708, %3743 : f32
    %3745 = llvm.fadd %3744, %55 : f32
    %3746 = llvm.fdiv %3737, %3745 : f32
    %3747 = llvm.fadd %3728, %3746 : f32
    %3748 = llvm.select %3729, %3747, %55 : i1, f32
    %3749 = llvm.fneg %3748 : f32
    %3750 = llvm.select %3706, %3749, %3748 : i1, f32
    %3751 = llvm.fadd %3750, %55 : f32
    %3752 = llvm.fmul %3751, %56 : f32
    %3753 = llvm.fmul %3704, %3752 : f32
    %3754 = llvm.fmul %3753, %3694 : f32
    %3755 = llvm.fadd %3703, %3754 : f32
    %3756 = llvm.extractvalue %3642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3757 = llvm.mlir.constant(256 : index) : i64
    %3758 = llvm.mul %3669, %3757 overflow<nsw, nuw> : i64
    %3759 = llvm.mlir.constant(32 : index) : i64
    %3760 = llvm.mul %3671, %3759 overflow<nsw, nuw> : i64
    %3761 = llvm.add %3758, %3760 overflow<nsw, nuw> : i64
    %3762 = llvm.add %3761, %3673 overflow<nsw, nuw> : i64
    %3763 = llvm.getelementptr inbounds|nuw %3756[%3762] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3755, %3763 : f32, !llvm.ptr
    %3764 = llvm.add %3675, %43 : i64
    llvm.br ^bb517(%3764 : i64)
  ^bb519:  // pred: ^bb517
    %3765 = llvm.add %3673, %43 : i64
    llvm.br ^bb515(%3765 : i64)
  ^bb520:  // pred: ^bb515
    %3766 = llvm.add %3671, %43 : i64
    llvm.br ^bb513(%3766 : i64)
  ^bb521:  // pred: ^bb513
    %3767 = llvm.add %3669, %43 : i64
    llvm.br ^bb511(%3767 : i64)
  ^bb522:  // pred: ^bb511
    llvm.br ^bb523(%48 : i64)
  ^bb523(%3768: i64):  // 2 preds: ^bb522, ^bb530
    %3769 = llvm.icmp "slt" %3768, %43 : i64
    llvm.cond_br %3769, ^bb524, ^bb531
  ^bb524:  // pred: ^bb523
    llvm.br ^bb525(%48 : i64)
  ^bb525(%3770: i64):  // 2 preds: ^bb524, ^bb529
    %3771 = llvm.icmp "slt" %3770, %42 : i64
    llvm.cond_br %3771, ^bb526, ^bb530
  ^bb526:  // pred: ^bb525
    llvm.br ^bb527(%48 : i64)
  ^bb527(%3772: i64):  // 2 preds: ^bb526, ^bb528
    %3773 = llvm.icmp "slt" %3772, %41 : i64
    llvm.cond_br %3773, ^bb528, ^bb529
  ^bb528:  // pred: ^bb527
    %3774 = llvm.extractvalue %3642[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3775 = llvm.mlir.constant(256 : index) : i64
    %3776 = llvm.mul %3768, %3775 overflow<nsw, nuw> : i64
    %3777 = llvm.mlir.constant(32 : index) : i64
    %3778 = llvm.mul %3770, %3777 overflow<nsw, nuw> : i64
    %3779 = llvm.add %3776, %3778 overflow<nsw, nuw> : i64
    %3780 = llvm.add %3779, %3772 overflow<nsw, nuw> : i64
    %3781 = llvm.getelementptr inbounds|nuw %3774[%3780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3782 = llvm.load %3781 : !llvm.ptr -> f32
    %3783 = llvm.extractvalue %420[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3784 = llvm.getelementptr inbounds|nuw %3783[%3772] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3785 = llvm.load %3784 : !llvm.ptr -> f32
    %3786 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3787 = llvm.mlir.constant(256 : index) : i64
    %3788 = llvm.mul %3768, %3787 overflow<nsw, nuw> : i64
    %3789 = llvm.mlir.constant(32 : index) : i64
    %3790 = llvm.mul %3770, %3789 overflow<nsw, nuw> : i64
    %3791 = llvm.add %3788, %3790 overflow<nsw, nuw> : i64
    %3792 = llvm.add %3791, %3772 overflow<nsw, nuw> : i64
    %3793 = llvm.getelementptr inbounds|nuw %3786[%3792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3794 = llvm.load %3793 : !llvm.ptr -> f32
    %3795 = llvm.fadd %3782, %3785 : f32
    %3796 = llvm.fadd %3795, %3794 : f32
    %3797 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3798 = llvm.mlir.constant(256 : index) : i64
    %3799 = llvm.mul %3768, %3798 overflow<nsw, nuw> : i64
    %3800 = llvm.mlir.constant(32 : index) : i64
    %3801 = llvm.mul %3770, %3800 overflow<nsw, nuw> : i64
    %3802 = llvm.add %3799, %3801 overflow<nsw, nuw> : i64
    %3803 = llvm.add %3802, %3772 overflow<nsw, nuw> : i64
    %3804 = llvm.getelementptr inbounds|nuw %3797[%3803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3796, %3804 : f32, !llvm.ptr
    %3805 = llvm.add %3772, %43 : i64
    llvm.br ^bb527(%3805 : i64)
  ^bb529:  // pred: ^bb527
    %3806 = llvm.add %3770, %43 : i64
    llvm.br ^bb525(%3806 : i64)
  ^bb530:  // pred: ^bb525
    %3807 = llvm.add %3768, %43 : i64
    llvm.br ^bb523(%3807 : i64)
  ^bb531:  // pred: ^bb523
    llvm.br ^bb532(%48 : i64)
  ^bb532(%3808: i64):  // 2 preds: ^bb531, ^bb539
    %3809 = llvm.icmp "slt" %3808, %43 : i64
    llvm.cond_br %3809, ^bb533, ^bb540
  ^bb533:  // pred: ^bb532
    llvm.br ^bb534(%48 : i64)
  ^bb534(%3810: i64):  // 2 preds: ^bb533, ^bb538
    %3811 = llvm.icmp "slt" %3810, %42 : i64
    llvm.cond_br %3811, ^bb535, ^bb539
  ^bb535:  // pred: ^bb534
    llvm.br ^bb536(%48 : i64)
  ^bb536(%3812: i64):  // 2 preds: ^bb535, ^bb537
    %3813 = llvm.icmp "slt" %3812, %41 : i64
    llvm.cond_br %3813, ^bb537, ^bb538
  ^bb537:  // pred: ^bb536
    %3814 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3815 = llvm.mlir.constant(256 : index) : i64
    %3816 = llvm.mul %3808, %3815 overflow<nsw, nuw> : i64
    %3817 = llvm.mlir.constant(32 : index) : i64
    %3818 = llvm.mul %3810, %3817 overflow<nsw, nuw> : i64
    %3819 = llvm.add %3816, %3818 overflow<nsw, nuw> : i64
    %3820 = llvm.add %3819, %3812 overflow<nsw, nuw> : i64
    %3821 = llvm.getelementptr inbounds|nuw %3814[%3820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3822 = llvm.load %3821 : !llvm.ptr -> f32
    %3823 = llvm.fpext %3822 : f32 to f64
    %3824 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3825 = llvm.mlir.constant(256 : index) : i64
    %3826 = llvm.mul %3808, %3825 overflow<nsw, nuw> : i64
    %3827 = llvm.mlir.constant(32 : index) : i64
    %3828 = llvm.mul %3810, %3827 overflow<nsw, nuw> : i64
    %3829 = llvm.add %3826, %3828 overflow<nsw, nuw> : i64
    %3830 = llvm.add %3829, %3812 overflow<nsw, nuw> : i64
    %3831 = llvm.getelementptr inbounds|nuw %3824[%3830] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3823, %3831 : f64, !llvm.ptr
    %3832 = llvm.add %3812, %43 : i64
    llvm.br ^bb536(%3832 : i64)
  ^bb538:  // pred: ^bb536
    %3833 = llvm.add %3810, %43 : i64
    llvm.br ^bb534(%3833 : i64)
  ^bb539:  // pred: ^bb534
    %3834 = llvm.add %3808, %43 : i64
    llvm.br ^bb532(%3834 : i64)
  ^bb540:  // pred: ^bb532
    %3835 = llvm.mlir.constant(1 : index) : i64
    %3836 = llvm.mlir.constant(8 : index) : i64
    %3837 = llvm.mlir.constant(1 : index) : i64
    %3838 = llvm.mlir.constant(1 : index) : i64
    %3839 = llvm.mlir.constant(8 : index) : i64
    %3840 = llvm.mlir.zero : !llvm.ptr
    %3841 = llvm.getelementptr %3840[%3839] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3842 = llvm.ptrtoint %3841 : !llvm.ptr to i64
    %3843 = llvm.mlir.constant(64 : index) : i64
    %3844 = llvm.add %3842, %3843 : i64
    %3845 = llvm.call @malloc(%3844) : (i64) -> !llvm.ptr
    %3846 = llvm.ptrtoint %3845 : !llvm.ptr to i64
    %3847 = llvm.mlir.constant(1 : index) : i64
    %3848 = llvm.sub %3843, %3847 : i64
    %3849 = llvm.add %3846, %3848 : i64
    %3850 = llvm.urem %3849, %3843 : i64
    %3851 = llvm.sub %3849, %3850 : i64
    %3852 = llvm.inttoptr %3851 : i64 to !llvm.ptr
    %3853 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3854 = llvm.insertvalue %3845, %3853[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3855 = llvm.insertvalue %3852, %3854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3856 = llvm.mlir.constant(0 : index) : i64
    %3857 = llvm.insertvalue %3856, %3855[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3858 = llvm.insertvalue %3835, %3857[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3859 = llvm.insertvalue %3836, %3858[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3860 = llvm.insertvalue %3837, %3859[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3861 = llvm.insertvalue %3836, %3860[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3862 = llvm.insertvalue %3837, %3861[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3863 = llvm.insertvalue %3838, %3862[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb541(%48 : i64)
  ^bb541(%3864: i64):  // 2 preds: ^bb540, ^bb548
    %3865 = llvm.icmp "slt" %3864, %43 : i64
    llvm.cond_br %3865, ^bb542, ^bb549
  ^bb542:  // pred: ^bb541
    llvm.br ^bb543(%48 : i64)
  ^bb543(%3866: i64):  // 2 preds: ^bb542, ^bb547
    %3867 = llvm.icmp "slt" %3866, %42 : i64
    llvm.cond_br %3867, ^bb544, ^bb548
  ^bb544:  // pred: ^bb543
    llvm.br ^bb545(%48 : i64)
  ^bb545(%3868: i64):  // 2 preds: ^bb544, ^bb546
    %3869 = llvm.icmp "slt" %3868, %43 : i64
    llvm.cond_br %3869, ^bb546, ^bb547
  ^bb546:  // pred: ^bb545
    %3870 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3871 = llvm.mlir.constant(8 : index) : i64
    %3872 = llvm.mul %3864, %3871 overflow<nsw, nuw> : i64
    %3873 = llvm.add %3872, %3866 overflow<nsw, nuw> : i64
    %3874 = llvm.add %3873, %3868 overflow<nsw, nuw> : i64
    %3875 = llvm.getelementptr inbounds|nuw %3870[%3874] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3876 = llvm.load %3875 : !llvm.ptr -> f64
    %3877 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3878 = llvm.mlir.constant(8 : index) : i64
    %3879 = llvm.mul %3864, %3878 overflow<nsw, nuw> : i64
    %3880 = llvm.add %3879, %3866 overflow<nsw, nuw> : i64
    %3881 = llvm.add %3880, %3868 overflow<nsw, nuw> : i64
    %3882 = llvm.getelementptr inbounds|nuw %3877[%3881] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3876, %3882 : f64, !llvm.ptr
    %3883 = llvm.add %3868, %43 : i64
    llvm.br ^bb545(%3883 : i64)
  ^bb547:  // pred: ^bb545
    %3884 = llvm.add %3866, %43 : i64
    llvm.br ^bb543(%3884 : i64)
  ^bb548:  // pred: ^bb543
    %3885 = llvm.add %3864, %43 : i64
    llvm.br ^bb541(%3885 : i64)
  ^bb549:  // pred: ^bb541
    llvm.br ^bb550(%48 : i64)
  ^bb550(%3886: i64):  // 2 preds: ^bb549, ^bb557
    %3887 = llvm.icmp "slt" %3886, %43 : i64
    llvm.cond_br %3887, ^bb551, ^bb558
  ^bb551:  // pred: ^bb550
    llvm.br ^bb552(%48 : i64)
  ^bb552(%3888: i64):  // 2 preds: ^bb551, ^bb556
    %3889 = llvm.icmp "slt" %3888, %42 : i64
    llvm.cond_br %3889, ^bb553, ^bb557
  ^bb553:  // pred: ^bb552
    llvm.br ^bb554(%48 : i64)
  ^bb554(%3890: i64):  // 2 preds: ^bb553, ^bb555
    %3891 = llvm.icmp "slt" %3890, %41 : i64
    llvm.cond_br %3891, ^bb555, ^bb556
  ^bb555:  // pred: ^bb554
    %3892 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3893 = llvm.mlir.constant(256 : index) : i64
    %3894 = llvm.mul %3886, %3893 overflow<nsw, nuw> : i64
    %3895 = llvm.mlir.constant(32 : index) : i64
    %3896 = llvm.mul %3888, %3895 overflow<nsw, nuw> : i64
    %3897 = llvm.add %3894, %3896 overflow<nsw, nuw> : i64
    %3898 = llvm.add %3897, %3890 overflow<nsw, nuw> : i64
    %3899 = llvm.getelementptr inbounds|nuw %3892[%3898] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3900 = llvm.load %3899 : !llvm.ptr -> f64
    %3901 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3902 = llvm.mlir.constant(8 : index) : i64
    %3903 = llvm.mul %3886, %3902 overflow<nsw, nuw> : i64
    %3904 = llvm.add %3903, %3888 overflow<nsw, nuw> : i64
    %3905 = llvm.add %3904, %48 overflow<nsw, nuw> : i64
    %3906 = llvm.getelementptr inbounds|nuw %3901[%3905] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3907 = llvm.load %3906 : !llvm.ptr -> f64
    %3908 = llvm.fadd %3900, %3907 : f64
    %3909 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3910 = llvm.mlir.constant(8 : index) : i64
    %3911 = llvm.mul %3886, %3910 overflow<nsw, nuw> : i64
    %3912 = llvm.add %3911, %3888 overflow<nsw, nuw> : i64
    %3913 = llvm.add %3912, %48 overflow<nsw, nuw> : i64
    %3914 = llvm.getelementptr inbounds|nuw %3909[%3913] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3908, %3914 : f64, !llvm.ptr
    %3915 = llvm.add %3890, %43 : i64
    llvm.br ^bb554(%3915 : i64)
  ^bb556:  // pred: ^bb554
    %3916 = llvm.add %3888, %43 : i64
    llvm.br ^bb552(%3916 : i64)
  ^bb557:  // pred: ^bb552
    %3917 = llvm.add %3886, %43 : i64
    llvm.br ^bb550(%3917 : i64)
  ^bb558:  // pred: ^bb550
    %3918 = llvm.mlir.constant(1 : index) : i64
    %3919 = llvm.mlir.constant(8 : index) : i64
    %3920 = llvm.mlir.constant(1 : index) : i64
    %3921 = llvm.mlir.constant(1 : index) : i64
    %3922 = llvm.mlir.constant(8 : index) : i64
    %3923 = llvm.mlir.zero : !llvm.ptr
    %3924 = llvm.getelementptr %3923[%3922] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3925 = llvm.ptrtoint %3924 : !llvm.ptr to i64
    %3926 = llvm.mlir.constant(64 : index) : i64
    %3927 = llvm.add %3925, %3926 : i64
    %3928 = llvm.call @malloc(%3927) : (i64) -> !llvm.ptr
    %3929 = llvm.ptrtoint %3928 : !llvm.ptr to i64
    %3930 = llvm.mlir.constant(1 : index) : i64
    %3931 = llvm.sub %3926, %3930 : i64
    %3932 = llvm.add %3929, %3931 : i64
    %3933 = llvm.urem %3932, %3926 : i64
    %3934 = llvm.sub %3932, %3933 : i64
    %3935 = llvm.inttoptr %3934 : i64 to !llvm.ptr
    %3936 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3937 = llvm.insertvalue %3928, %3936[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3938 = llvm.insertvalue %3935, %3937[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3939 = llvm.mlir.constant(0 : index) : i64
    %3940 = llvm.insertvalue %3939, %3938[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3941 = llvm.insertvalue %3918, %3940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3942 = llvm.insertvalue %3919, %3941[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3943 = llvm.insertvalue %3920, %3942[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3944 = llvm.insertvalue %3919, %3943[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3945 = llvm.insertvalue %3920, %3944[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3946 = llvm.insertvalue %3921, %3945[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb559(%48 : i64)
  ^bb559(%3947: i64):  // 2 preds: ^bb558, ^bb566
    %3948 = llvm.icmp "slt" %3947, %43 : i64
    llvm.cond_br %3948, ^bb560, ^bb567
  ^bb560:  // pred: ^bb559
    llvm.br ^bb561(%48 : i64)
  ^bb561(%3949: i64):  // 2 preds: ^bb560, ^bb565
    %3950 = llvm.icmp "slt" %3949, %42 : i64
    llvm.cond_br %3950, ^bb562, ^bb566
  ^bb562:  // pred: ^bb561
    llvm.br ^bb563(%48 : i64)
  ^bb563(%3951: i64):  // 2 preds: ^bb562, ^bb564
    %3952 = llvm.icmp "slt" %3951, %43 : i64
    llvm.cond_br %3952, ^bb564, ^bb565
  ^bb564:  // pred: ^bb563
    %3953 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3954 = llvm.mlir.constant(8 : index) : i64
    %3955 = llvm.mul %3947, %3954 overflow<nsw, nuw> : i64
    %3956 = llvm.add %3955, %3949 overflow<nsw, nuw> : i64
    %3957 = llvm.add %3956, %3951 overflow<nsw, nuw> : i64
    %3958 = llvm.getelementptr inbounds|nuw %3953[%3957] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3959 = llvm.load %3958 : !llvm.ptr -> f64
    %3960 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3961 = llvm.mlir.constant(8 : index) : i64
    %3962 = llvm.mul %3947, %3961 overflow<nsw, nuw> : i64
    %3963 = llvm.add %3962, %3949 overflow<nsw, nuw> : i64
    %3964 = llvm.add %3963, %3951 overflow<nsw, nuw> : i64
    %3965 = llvm.getelementptr inbounds|nuw %3960[%3964] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %3959, %3965 : f64, !llvm.ptr
    %3966 = llvm.add %3951, %43 : i64
    llvm.br ^bb563(%3966 : i64)
  ^bb565:  // pred: ^bb563
    %3967 = llvm.add %3949, %43 : i64
    llvm.br ^bb561(%3967 : i64)
  ^bb566:  // pred: ^bb561
    %3968 = llvm.add %3947, %43 : i64
    llvm.br ^bb559(%3968 : i64)
  ^bb567:  // pred: ^bb559
    llvm.br ^bb568(%48 : i64)
  ^bb568(%3969: i64):  // 2 preds: ^bb567, ^bb575
    %3970 = llvm.icmp "slt" %3969, %43 : i64
    llvm.cond_br %3970, ^bb569, ^bb576
  ^bb569:  // pred: ^bb568
    llvm.br ^bb570(%48 : i64)
  ^bb570(%3971: i64):  // 2 preds: ^bb569, ^bb574
    %3972 = llvm.icmp "slt" %3971, %42 : i64
    llvm.cond_br %3972, ^bb571, ^bb575
  ^bb571:  // pred: ^bb570
    llvm.br ^bb572(%48 : i64)
  ^bb572(%3973: i64):  // 2 preds: ^bb571, ^bb573
    %3974 = llvm.icmp "slt" %3973, %41 : i64
    llvm.cond_br %3974, ^bb573, ^bb574
  ^bb573:  // pred: ^bb572
    %3975 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3976 = llvm.mlir.constant(256 : index) : i64
    %3977 = llvm.mul %3969, %3976 overflow<nsw, nuw> : i64
    %3978 = llvm.mlir.constant(32 : index) : i64
    %3979 = llvm.mul %3971, %3978 overflow<nsw, nuw> : i64
    %3980 = llvm.add %3977, %3979 overflow<nsw, nuw> : i64
    %3981 = llvm.add %3980, %3973 overflow<nsw, nuw> : i64
    %3982 = llvm.getelementptr inbounds|nuw %3975[%3981] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3983 = llvm.load %3982 : !llvm.ptr -> f64
    %3984 = llvm.extractvalue %3863[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3985 = llvm.mlir.constant(8 : index) : i64
    %3986 = llvm.mul %3969, %3985 overflow<nsw, nuw> : i64
    %3987 = llvm.add %3986, %3971 overflow<nsw, nuw> : i64
    %3988 = llvm.add %3987, %48 overflow<nsw, nuw> : i64
    %3989 = llvm.getelementptr inbounds|nuw %3984[%3988] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3990 = llvm.load %3989 : !llvm.ptr -> f64
    %3991 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3992 = llvm.mlir.constant(8 : index) : i64
    %3993 = llvm.mul %3969, %3992 overflow<nsw, nuw> : i64
    %3994 = llvm.add %3993, %3971 overflow<nsw, nuw> : i64
    %3995 = llvm.add %3994, %48 overflow<nsw, nuw> : i64
    %3996 = llvm.getelementptr inbounds|nuw %3991[%3995] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %3997 = llvm.load %3996 : !llvm.ptr -> f64
    %3998 = llvm.fdiv %3990, %47 : f64
    %3999 = llvm.fsub %3983, %3998 : f64
    %4000 = llvm.fmul %3999, %3999 : f64
    %4001 = llvm.fadd %4000, %3997 : f64
    %4002 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4003 = llvm.mlir.constant(8 : index) : i64
    %4004 = llvm.mul %3969, %4003 overflow<nsw, nuw> : i64
    %4005 = llvm.add %4004, %3971 overflow<nsw, nuw> : i64
    %4006 = llvm.add %4005, %48 overflow<nsw, nuw> : i64
    %4007 = llvm.getelementptr inbounds|nuw %4002[%4006] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4001, %4007 : f64, !llvm.ptr
    %4008 = llvm.add %3973, %43 : i64
    llvm.br ^bb572(%4008 : i64)
  ^bb574:  // pred: ^bb572
    %4009 = llvm.add %3971, %43 : i64
    llvm.br ^bb570(%4009 : i64)
  ^bb575:  // pred: ^bb570
    %4010 = llvm.add %3969, %43 : i64
    llvm.br ^bb568(%4010 : i64)
  ^bb576:  // pred: ^bb568
    %4011 = llvm.mlir.constant(1 : index) : i64
    %4012 = llvm.mlir.constant(8 : index) : i64
    %4013 = llvm.mlir.constant(1 : index) : i64
    %4014 = llvm.mlir.constant(1 : index) : i64
    %4015 = llvm.mlir.constant(8 : index) : i64
    %4016 = llvm.mlir.zero : !llvm.ptr
    %4017 = llvm.getelementptr %4016[%4015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4018 = llvm.ptrtoint %4017 : !llvm.ptr to i64
    %4019 = llvm.mlir.constant(64 : index) : i64
    %4020 = llvm.add %4018, %4019 : i64
    %4021 = llvm.call @malloc(%4020) : (i64) -> !llvm.ptr
    %4022 = llvm.ptrtoint %4021 : !llvm.ptr to i64
    %4023 = llvm.mlir.constant(1 : index) : i64
    %4024 = llvm.sub %4019, %4023 : i64
    %4025 = llvm.add %4022, %4024 : i64
    %4026 = llvm.urem %4025, %4019 : i64
    %4027 = llvm.sub %4025, %4026 : i64
    %4028 = llvm.inttoptr %4027 : i64 to !llvm.ptr
    %4029 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4030 = llvm.insertvalue %4021, %4029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4031 = llvm.insertvalue %4028, %4030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4032 = llvm.mlir.constant(0 : index) : i64
    %4033 = llvm.insertvalue %4032, %4031[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4034 = llvm.insertvalue %4011, %4033[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4035 = llvm.insertvalue %4012, %4034[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4036 = llvm.insertvalue %4013, %4035[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4037 = llvm.insertvalue %4012, %4036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4038 = llvm.insertvalue %4013, %4037[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4039 = llvm.insertvalue %4014, %4038[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb577(%48 : i64)
  ^bb577(%4040: i64):  // 2 preds: ^bb576, ^bb584
    %4041 = llvm.icmp "slt" %4040, %43 : i64
    llvm.cond_br %4041, ^bb578, ^bb585
  ^bb578:  // pred: ^bb577
    llvm.br ^bb579(%48 : i64)
  ^bb579(%4042: i64):  // 2 preds: ^bb578, ^bb583
    %4043 = llvm.icmp "slt" %4042, %42 : i64
    llvm.cond_br %4043, ^bb580, ^bb584
  ^bb580:  // pred: ^bb579
    llvm.br ^bb581(%48 : i64)
  ^bb581(%4044: i64):  // 2 preds: ^bb580, ^bb582
    %4045 = llvm.icmp "slt" %4044, %43 : i64
    llvm.cond_br %4045, ^bb582, ^bb583
  ^bb582:  // pred: ^bb581
    %4046 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4047 = llvm.mlir.constant(8 : index) : i64
    %4048 = llvm.mul %4040, %4047 overflow<nsw, nuw> : i64
    %4049 = llvm.add %4048, %4042 overflow<nsw, nuw> : i64
    %4050 = llvm.add %4049, %4044 overflow<nsw, nuw> : i64
    %4051 = llvm.getelementptr inbounds|nuw %4046[%4050] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4052 = llvm.load %4051 : !llvm.ptr -> f32
    %4053 = llvm.extractvalue %4039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4054 = llvm.mlir.constant(8 : index) : i64
    %4055 = llvm.mul %4040, %4054 overflow<nsw, nuw> : i64
    %4056 = llvm.add %4055, %4042 overflow<nsw, nuw> : i64
    %4057 = llvm.add %4056, %4044 overflow<nsw, nuw> : i64
    %4058 = llvm.getelementptr inbounds|nuw %4053[%4057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4052, %4058 : f32, !llvm.ptr
    %4059 = llvm.add %4044, %43 : i64
    llvm.br ^bb581(%4059 : i64)
  ^bb583:  // pred: ^bb581
    %4060 = llvm.add %4042, %43 : i64
    llvm.br ^bb579(%4060 : i64)
  ^bb584:  // pred: ^bb579
    %4061 = llvm.add %4040, %43 : i64
    llvm.br ^bb577(%4061 : i64)
  ^bb585:  // pred: ^bb577
    llvm.br ^bb586(%48 : i64)
  ^bb586(%4062: i64):  // 2 preds: ^bb585, ^bb593
    %4063 = llvm.icmp "slt" %4062, %43 : i64
    llvm.cond_br %4063, ^bb587, ^bb594
  ^bb587:  // pred: ^bb586
    llvm.br ^bb588(%48 : i64)
  ^bb588(%4064: i64):  // 2 preds: ^bb587, ^bb592
    %4065 = llvm.icmp "slt" %4064, %42 : i64
    llvm.cond_br %4065, ^bb589, ^bb593
  ^bb589:  // pred: ^bb588
    llvm.br ^bb590(%48 : i64)
  ^bb590(%4066: i64):  // 2 preds: ^bb589, ^bb591
    %4067 = llvm.icmp "slt" %4066, %41 : i64
    llvm.cond_br %4067, ^bb591, ^bb592
  ^bb591:  // pred: ^bb590
    %4068 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4069 = llvm.mlir.constant(256 : index) : i64
    %4070 = llvm.mul %4062, %4069 overflow<nsw, nuw> : i64
    %4071 = llvm.mlir.constant(32 : index) : i64
    %4072 = llvm.mul %4064, %4071 overflow<nsw, nuw> : i64
    %4073 = llvm.add %4070, %4072 overflow<nsw, nuw> : i64
    %4074 = llvm.add %4073, %4066 overflow<nsw, nuw> : i64
    %4075 = llvm.getelementptr inbounds|nuw %4068[%4074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4076 = llvm.load %4075 : !llvm.ptr -> f32
    %4077 = llvm.extractvalue %4039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4078 = llvm.mlir.constant(8 : index) : i64
    %4079 = llvm.mul %4062, %4078 overflow<nsw, nuw> : i64
    %4080 = llvm.add %4079, %4064 overflow<nsw, nuw> : i64
    %4081 = llvm.add %4080, %48 overflow<nsw, nuw> : i64
    %4082 = llvm.getelementptr inbounds|nuw %4077[%4081] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4083 = llvm.load %4082 : !llvm.ptr -> f32
    %4084 = llvm.fadd %4076, %4083 : f32
    %4085 = llvm.extractvalue %4039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4086 = llvm.mlir.constant(8 : index) : i64
    %4087 = llvm.mul %4062, %4086 overflow<nsw, nuw> : i64
    %4088 = llvm.add %4087, %4064 overflow<nsw, nuw> : i64
    %4089 = llvm.add %4088, %48 overflow<nsw, nuw> : i64
    %4090 = llvm.getelementptr inbounds|nuw %4085[%4089] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4084, %4090 : f32, !llvm.ptr
    %4091 = llvm.add %4066, %43 : i64
    llvm.br ^bb590(%4091 : i64)
  ^bb592:  // pred: ^bb590
    %4092 = llvm.add %4064, %43 : i64
    llvm.br ^bb588(%4092 : i64)
  ^bb593:  // pred: ^bb588
    %4093 = llvm.add %4062, %43 : i64
    llvm.br ^bb586(%4093 : i64)
  ^bb594:  // pred: ^bb586
    llvm.br ^bb595(%48 : i64)
  ^bb595(%4094: i64):  // 2 preds: ^bb594, ^bb602
    %4095 = llvm.icmp "slt" %4094, %43 : i64
    llvm.cond_br %4095, ^bb596, ^bb603
  ^bb596:  // pred: ^bb595
    llvm.br ^bb597(%48 : i64)
  ^bb597(%4096: i64):  // 2 preds: ^bb596, ^bb601
    %4097 = llvm.icmp "slt" %4096, %42 : i64
    llvm.cond_br %4097, ^bb598, ^bb602
  ^bb598:  // pred: ^bb597
    llvm.br ^bb599(%48 : i64)
  ^bb599(%4098: i64):  // 2 preds: ^bb598, ^bb600
    %4099 = llvm.icmp "slt" %4098, %41 : i64
    llvm.cond_br %4099, ^bb600, ^bb601
  ^bb600:  // pred: ^bb599
    %4100 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4101 = llvm.mlir.constant(256 : index) : i64
    %4102 = llvm.mul %4094, %4101 overflow<nsw, nuw> : i64
    %4103 = llvm.mlir.constant(32 : index) : i64
    %4104 = llvm.mul %4096, %4103 overflow<nsw, nuw> : i64
    %4105 = llvm.add %4102, %4104 overflow<nsw, nuw> : i64
    %4106 = llvm.add %4105, %4098 overflow<nsw, nuw> : i64
    %4107 = llvm.getelementptr inbounds|nuw %4100[%4106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4108 = llvm.load %4107 : !llvm.ptr -> f32
    %4109 = llvm.extractvalue %4039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4110 = llvm.mlir.constant(8 : index) : i64
    %4111 = llvm.mul %4094, %4110 overflow<nsw, nuw> : i64
    %4112 = llvm.add %4111, %4096 overflow<nsw, nuw> : i64
    %4113 = llvm.add %4112, %48 overflow<nsw, nuw> : i64
    %4114 = llvm.getelementptr inbounds|nuw %4109[%4113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4115 = llvm.load %4114 : !llvm.ptr -> f32
    %4116 = llvm.extractvalue %3946[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4117 = llvm.mlir.constant(8 : index) : i64
    %4118 = llvm.mul %4094, %4117 overflow<nsw, nuw> : i64
    %4119 = llvm.add %4118, %4096 overflow<nsw, nuw> : i64
    %4120 = llvm.add %4119, %48 overflow<nsw, nuw> : i64
    %4121 = llvm.getelementptr inbounds|nuw %4116[%4120] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4122 = llvm.load %4121 : !llvm.ptr -> f64
    %4123 = llvm.extractvalue %404[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4124 = llvm.getelementptr inbounds|nuw %4123[%4098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4125 = llvm.load %4124 : !llvm.ptr -> f32
    %4126 = llvm.extractvalue %388[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4127 = llvm.getelementptr inbounds|nuw %4126[%4098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4128 = llvm.load %4127 : !llvm.ptr -> f32
    %4129 = llvm.fdiv %4122, %47 : f64
    %4130 = llvm.fptrunc %4129 : f64 to f32
    %4131 = llvm.fptrunc %49 : f64 to f32
    %4132 = llvm.fadd %4130, %4131 : f32
    %4133 = llvm.intr.sqrt(%4132) : (f32) -> f32
    %4134 = llvm.fdiv %55, %4133 : f32
    %4135 = llvm.fdiv %4115, %46 : f32
    %4136 = llvm.fsub %4108, %4135 : f32
    %4137 = llvm.fmul %4136, %4134 : f32
    %4138 = llvm.fmul %4137, %4125 : f32
    %4139 = llvm.fadd %4138, %4128 : f32
    %4140 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4141 = llvm.mlir.constant(256 : index) : i64
    %4142 = llvm.mul %4094, %4141 overflow<nsw, nuw> : i64
    %4143 = llvm.mlir.constant(32 : index) : i64
    %4144 = llvm.mul %4096, %4143 overflow<nsw, nuw> : i64
    %4145 = llvm.add %4142, %4144 overflow<nsw, nuw> : i64
    %4146 = llvm.add %4145, %4098 overflow<nsw, nuw> : i64
    %4147 = llvm.getelementptr inbounds|nuw %4140[%4146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4139, %4147 : f32, !llvm.ptr
    %4148 = llvm.add %4098, %43 : i64
    llvm.br ^bb599(%4148 : i64)
  ^bb601:  // pred: ^bb599
    %4149 = llvm.add %4096, %43 : i64
    llvm.br ^bb597(%4149 : i64)
  ^bb602:  // pred: ^bb597
    %4150 = llvm.add %4094, %43 : i64
    llvm.br ^bb595(%4150 : i64)
  ^bb603:  // pred: ^bb595
    %4151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4152 = llvm.extractvalue %372[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4153 = llvm.extractvalue %372[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4154 = llvm.insertvalue %4152, %4151[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4155 = llvm.insertvalue %4153, %4154[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4156 = llvm.mlir.constant(0 : index) : i64
    %4157 = llvm.insertvalue %4156, %4155[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.mlir.constant(2 : index) : i64
    %4159 = llvm.insertvalue %4158, %4157[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4160 = llvm.mlir.constant(512 : index) : i64
    %4161 = llvm.insertvalue %4160, %4159[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4162 = llvm.mlir.constant(16 : index) : i64
    %4163 = llvm.insertvalue %4162, %4161[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4164 = llvm.mlir.constant(32 : index) : i64
    %4165 = llvm.insertvalue %4164, %4163[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4166 = llvm.mlir.constant(32 : index) : i64
    %4167 = llvm.insertvalue %4166, %4165[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4168 = llvm.mlir.constant(1 : index) : i64
    %4169 = llvm.insertvalue %4168, %4167[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4170 = llvm.mlir.constant(1 : index) : i64
    %4171 = llvm.mlir.constant(8 : index) : i64
    %4172 = llvm.mlir.constant(2 : index) : i64
    %4173 = llvm.mlir.constant(16 : index) : i64
    %4174 = llvm.mlir.constant(1 : index) : i64
    %4175 = llvm.mlir.constant(32 : index) : i64
    %4176 = llvm.mlir.constant(256 : index) : i64
    %4177 = llvm.mlir.constant(256 : index) : i64
    %4178 = llvm.mlir.zero : !llvm.ptr
    %4179 = llvm.getelementptr %4178[%4177] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4180 = llvm.ptrtoint %4179 : !llvm.ptr to i64
    %4181 = llvm.mlir.constant(64 : index) : i64
    %4182 = llvm.add %4180, %4181 : i64
    %4183 = llvm.call @malloc(%4182) : (i64) -> !llvm.ptr
    %4184 = llvm.ptrtoint %4183 : !llvm.ptr to i64
    %4185 = llvm.mlir.constant(1 : index) : i64
    %4186 = llvm.sub %4181, %4185 : i64
    %4187 = llvm.add %4184, %4186 : i64
    %4188 = llvm.urem %4187, %4181 : i64
    %4189 = llvm.sub %4187, %4188 : i64
    %4190 = llvm.inttoptr %4189 : i64 to !llvm.ptr
    %4191 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4192 = llvm.insertvalue %4183, %4191[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4193 = llvm.insertvalue %4190, %4192[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4194 = llvm.mlir.constant(0 : index) : i64
    %4195 = llvm.insertvalue %4194, %4193[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4196 = llvm.insertvalue %4170, %4195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4197 = llvm.insertvalue %4171, %4196[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4198 = llvm.insertvalue %4172, %4197[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4199 = llvm.insertvalue %4173, %4198[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4200 = llvm.insertvalue %4176, %4199[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4201 = llvm.insertvalue %4175, %4200[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4202 = llvm.insertvalue %4173, %4201[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4203 = llvm.insertvalue %4174, %4202[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb604(%48 : i64)
  ^bb604(%4204: i64):  // 2 preds: ^bb603, ^bb614
    %4205 = llvm.icmp "slt" %4204, %43 : i64
    llvm.cond_br %4205, ^bb605, ^bb615
  ^bb605:  // pred: ^bb604
    llvm.br ^bb606(%48 : i64)
  ^bb606(%4206: i64):  // 2 preds: ^bb605, ^bb613
    %4207 = llvm.icmp "slt" %4206, %42 : i64
    llvm.cond_br %4207, ^bb607, ^bb614
  ^bb607:  // pred: ^bb606
    llvm.br ^bb608(%48 : i64)
  ^bb608(%4208: i64):  // 2 preds: ^bb607, ^bb612
    %4209 = llvm.icmp "slt" %4208, %40 : i64
    llvm.cond_br %4209, ^bb609, ^bb613
  ^bb609:  // pred: ^bb608
    llvm.br ^bb610(%48 : i64)
  ^bb610(%4210: i64):  // 2 preds: ^bb609, ^bb611
    %4211 = llvm.icmp "slt" %4210, %39 : i64
    llvm.cond_br %4211, ^bb611, ^bb612
  ^bb611:  // pred: ^bb610
    %4212 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4213 = llvm.mlir.constant(256 : index) : i64
    %4214 = llvm.mul %4204, %4213 overflow<nsw, nuw> : i64
    %4215 = llvm.mlir.constant(32 : index) : i64
    %4216 = llvm.mul %4206, %4215 overflow<nsw, nuw> : i64
    %4217 = llvm.add %4214, %4216 overflow<nsw, nuw> : i64
    %4218 = llvm.mlir.constant(16 : index) : i64
    %4219 = llvm.mul %4208, %4218 overflow<nsw, nuw> : i64
    %4220 = llvm.add %4217, %4219 overflow<nsw, nuw> : i64
    %4221 = llvm.add %4220, %4210 overflow<nsw, nuw> : i64
    %4222 = llvm.getelementptr inbounds|nuw %4212[%4221] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4223 = llvm.load %4222 : !llvm.ptr -> f32
    %4224 = llvm.extractvalue %4203[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4225 = llvm.mlir.constant(256 : index) : i64
    %4226 = llvm.mul %4204, %4225 overflow<nsw, nuw> : i64
    %4227 = llvm.mlir.constant(32 : index) : i64
    %4228 = llvm.mul %4206, %4227 overflow<nsw, nuw> : i64
    %4229 = llvm.add %4226, %4228 overflow<nsw, nuw> : i64
    %4230 = llvm.mlir.constant(16 : index) : i64
    %4231 = llvm.mul %4208, %4230 overflow<nsw, nuw> : i64
    %4232 = llvm.add %4229, %4231 overflow<nsw, nuw> : i64
    %4233 = llvm.add %4232, %4210 overflow<nsw, nuw> : i64
    %4234 = llvm.getelementptr inbounds|nuw %4224[%4233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4223, %4234 : f32, !llvm.ptr
    %4235 = llvm.add %4210, %43 : i64
    llvm.br ^bb610(%4235 : i64)
  ^bb612:  // pred: ^bb610
    %4236 = llvm.add %4208, %43 : i64
    llvm.br ^bb608(%4236 : i64)
  ^bb613:  // pred: ^bb608
    %4237 = llvm.add %4206, %43 : i64
    llvm.br ^bb606(%4237 : i64)
  ^bb614:  // pred: ^bb606
    %4238 = llvm.add %4204, %43 : i64
    llvm.br ^bb604(%4238 : i64)
  ^bb615:  // pred: ^bb604
    llvm.br ^bb616(%48 : i64)
  ^bb616(%4239: i64):  // 2 preds: ^bb615, ^bb629
    %4240 = llvm.icmp "slt" %4239, %43 : i64
    llvm.cond_br %4240, ^bb617, ^bb630
  ^bb617:  // pred: ^bb616
    llvm.br ^bb618(%48 : i64)
  ^bb618(%4241: i64):  // 2 preds: ^bb617, ^bb628
    %4242 = llvm.icmp "slt" %4241, %42 : i64
    llvm.cond_br %4242, ^bb619, ^bb629
  ^bb619:  // pred: ^bb618
    llvm.br ^bb620(%48 : i64)
  ^bb620(%4243: i64):  // 2 preds: ^bb619, ^bb627
    %4244 = llvm.icmp "slt" %4243, %40 : i64
    llvm.cond_br %4244, ^bb621, ^bb628
  ^bb621:  // pred: ^bb620
    llvm.br ^bb622(%48 : i64)
  ^bb622(%4245: i64):  // 2 preds: ^bb621, ^bb626
    %4246 = llvm.icmp "slt" %4245, %39 : i64
    llvm.cond_br %4246, ^bb623, ^bb627
  ^bb623:  // pred: ^bb622
    llvm.br ^bb624(%48 : i64)
  ^bb624(%4247: i64):  // 2 preds: ^bb623, ^bb625
    %4248 = llvm.icmp "slt" %4247, %41 : i64
    llvm.cond_br %4248, ^bb625, ^bb626
  ^bb625:  // pred: ^bb624
    %4249 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4250 = llvm.mlir.constant(256 : index) : i64
    %4251 = llvm.mul %4239, %4250 overflow<nsw, nuw> : i64
    %4252 = llvm.mlir.constant(32 : index) : i64
    %4253 = llvm.mul %4241, %4252 overflow<nsw, nuw> : i64
    %4254 = llvm.add %4251, %4253 overflow<nsw, nuw> : i64
    %4255 = llvm.add %4254, %4247 overflow<nsw, nuw> : i64
    %4256 = llvm.getelementptr inbounds|nuw %4249[%4255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4257 = llvm.load %4256 : !llvm.ptr -> f32
    %4258 = llvm.extractvalue %4169[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4259 = llvm.mlir.constant(512 : index) : i64
    %4260 = llvm.mul %4243, %4259 overflow<nsw, nuw> : i64
    %4261 = llvm.mlir.constant(32 : index) : i64
    %4262 = llvm.mul %4245, %4261 overflow<nsw, nuw> : i64
    %4263 = llvm.add %4260, %4262 overflow<nsw, nuw> : i64
    %4264 = llvm.add %4263, %4247 overflow<nsw, nuw> : i64
    %4265 = llvm.getelementptr inbounds|nuw %4258[%4264] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4266 = llvm.load %4265 : !llvm.ptr -> f32
    %4267 = llvm.extractvalue %4203[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4268 = llvm.mlir.constant(256 : index) : i64
    %4269 = llvm.mul %4239, %4268 overflow<nsw, nuw> : i64
    %4270 = llvm.mlir.constant(32 : index) : i64
    %4271 = llvm.mul %4241, %4270 overflow<nsw, nuw> : i64
    %4272 = llvm.add %4269, %4271 overflow<nsw, nuw> : i64
    %4273 = llvm.mlir.constant(16 : index) : i64
    %4274 = llvm.mul %4243, %4273 overflow<nsw, nuw> : i64
    %4275 = llvm.add %4272, %4274 overflow<nsw, nuw> : i64
    %4276 = llvm.add %4275, %4245 overflow<nsw, nuw> : i64
    %4277 = llvm.getelementptr inbounds|nuw %4267[%4276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4278 = llvm.load %4277 : !llvm.ptr -> f32
    %4279 = llvm.fmul %4257, %4266 : f32
    %4280 = llvm.fadd %4278, %4279 : f32
    %4281 = llvm.extractvalue %4203[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4282 = llvm.mlir.constant(256 : index) : i64
    %4283 = llvm.mul %4239, %4282 overflow<nsw, nuw> : i64
    %4284 = llvm.mlir.constant(32 : index) : i64
    %4285 = llvm.mul %4241, %4284 overflow<nsw, nuw> : i64
    %4286 = llvm.add %4283, %4285 overflow<nsw, nuw> : i64
    %4287 = llvm.mlir.constant(16 : index) : i64
    %4288 = llvm.mul %4243, %4287 overflow<nsw, nuw> : i64
    %4289 = llvm.add %4286, %4288 overflow<nsw, nuw> : i64
    %4290 = llvm.add %4289, %4245 overflow<nsw, nuw> : i64
    %4291 = llvm.getelementptr inbounds|nuw %4281[%4290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4280, %4291 : f32, !llvm.ptr
    %4292 = llvm.add %4247, %43 : i64
    llvm.br ^bb624(%4292 : i64)
  ^bb626:  // pred: ^bb624
    %4293 = llvm.add %4245, %43 : i64
    llvm.br ^bb622(%4293 : i64)
  ^bb627:  // pred: ^bb622
    %4294 = llvm.add %4243, %43 : i64
    llvm.br ^bb620(%4294 : i64)
  ^bb628:  // pred: ^bb620
    %4295 = llvm.add %4241, %43 : i64
    llvm.br ^bb618(%4295 : i64)
  ^bb629:  // pred: ^bb618
    %4296 = llvm.add %4239, %43 : i64
    llvm.br ^bb616(%4296 : i64)
  ^bb630:  // pred: ^bb616
    %4297 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4298 = llvm.extractvalue %352[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4299 = llvm.extractvalue %352[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4300 = llvm.insertvalue %4298, %4297[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4301 = llvm.insertvalue %4299, %4300[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4302 = llvm.mlir.constant(0 : index) : i64
    %4303 = llvm.insertvalue %4302, %4301[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4304 = llvm.mlir.constant(2 : index) : i64
    %4305 = llvm.insertvalue %4304, %4303[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4306 = llvm.mlir.constant(16 : index) : i64
    %4307 = llvm.insertvalue %4306, %4305[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4308 = llvm.mlir.constant(16 : index) : i64
    %4309 = llvm.insertvalue %4308, %4307[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4310 = llvm.mlir.constant(1 : index) : i64
    %4311 = llvm.insertvalue %4310, %4309[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4312 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4313 = llvm.extractvalue %336[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4314 = llvm.extractvalue %336[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4315 = llvm.insertvalue %4313, %4312[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4316 = llvm.insertvalue %4314, %4315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4317 = llvm.mlir.constant(0 : index) : i64
    %4318 = llvm.insertvalue %4317, %4316[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4319 = llvm.mlir.constant(2 : index) : i64
    %4320 = llvm.insertvalue %4319, %4318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4321 = llvm.mlir.constant(512 : index) : i64
    %4322 = llvm.insertvalue %4321, %4320[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4323 = llvm.mlir.constant(16 : index) : i64
    %4324 = llvm.insertvalue %4323, %4322[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4325 = llvm.mlir.constant(32 : index) : i64
    %4326 = llvm.insertvalue %4325, %4324[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4327 = llvm.mlir.constant(32 : index) : i64
    %4328 = llvm.insertvalue %4327, %4326[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4329 = llvm.mlir.constant(1 : index) : i64
    %4330 = llvm.insertvalue %4329, %4328[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4331 = llvm.mlir.constant(1 : index) : i64
    %4332 = llvm.mlir.constant(8 : index) : i64
    %4333 = llvm.mlir.constant(2 : index) : i64
    %4334 = llvm.mlir.constant(16 : index) : i64
    %4335 = llvm.mlir.constant(1 : index) : i64
    %4336 = llvm.mlir.constant(32 : index) : i64
    %4337 = llvm.mlir.constant(256 : index) : i64
    %4338 = llvm.mlir.constant(256 : index) : i64
    %4339 = llvm.mlir.zero : !llvm.ptr
    %4340 = llvm.getelementptr %4339[%4338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4341 = llvm.ptrtoint %4340 : !llvm.ptr to i64
    %4342 = llvm.mlir.constant(64 : index) : i64
    %4343 = llvm.add %4341, %4342 : i64
    %4344 = llvm.call @malloc(%4343) : (i64) -> !llvm.ptr
    %4345 = llvm.ptrtoint %4344 : !llvm.ptr to i64
    %4346 = llvm.mlir.constant(1 : index) : i64
    %4347 = llvm.sub %4342, %4346 : i64
    %4348 = llvm.add %4345, %4347 : i64
    %4349 = llvm.urem %4348, %4342 : i64
    %4350 = llvm.sub %4348, %4349 : i64
    %4351 = llvm.inttoptr %4350 : i64 to !llvm.ptr
    %4352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4353 = llvm.insertvalue %4344, %4352[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4354 = llvm.insertvalue %4351, %4353[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4355 = llvm.mlir.constant(0 : index) : i64
    %4356 = llvm.insertvalue %4355, %4354[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4357 = llvm.insertvalue %4331, %4356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4358 = llvm.insertvalue %4332, %4357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4359 = llvm.insertvalue %4333, %4358[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4360 = llvm.insertvalue %4334, %4359[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4361 = llvm.insertvalue %4337, %4360[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4362 = llvm.insertvalue %4336, %4361[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4363 = llvm.insertvalue %4334, %4362[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4364 = llvm.insertvalue %4335, %4363[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb631(%48 : i64)
  ^bb631(%4365: i64):  // 2 preds: ^bb630, ^bb641
    %4366 = llvm.icmp "slt" %4365, %43 : i64
    llvm.cond_br %4366, ^bb632, ^bb642
  ^bb632:  // pred: ^bb631
    llvm.br ^bb633(%48 : i64)
  ^bb633(%4367: i64):  // 2 preds: ^bb632, ^bb640
    %4368 = llvm.icmp "slt" %4367, %42 : i64
    llvm.cond_br %4368, ^bb634, ^bb641
  ^bb634:  // pred: ^bb633
    llvm.br ^bb635(%48 : i64)
  ^bb635(%4369: i64):  // 2 preds: ^bb634, ^bb639
    %4370 = llvm.icmp "slt" %4369, %40 : i64
    llvm.cond_br %4370, ^bb636, ^bb640
  ^bb636:  // pred: ^bb635
    llvm.br ^bb637(%48 : i64)
  ^bb637(%4371: i64):  // 2 preds: ^bb636, ^bb638
    %4372 = llvm.icmp "slt" %4371, %39 : i64
    llvm.cond_br %4372, ^bb638, ^bb639
  ^bb638:  // pred: ^bb637
    %4373 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4374 = llvm.mlir.constant(256 : index) : i64
    %4375 = llvm.mul %4365, %4374 overflow<nsw, nuw> : i64
    %4376 = llvm.mlir.constant(32 : index) : i64
    %4377 = llvm.mul %4367, %4376 overflow<nsw, nuw> : i64
    %4378 = llvm.add %4375, %4377 overflow<nsw, nuw> : i64
    %4379 = llvm.mlir.constant(16 : index) : i64
    %4380 = llvm.mul %4369, %4379 overflow<nsw, nuw> : i64
    %4381 = llvm.add %4378, %4380 overflow<nsw, nuw> : i64
    %4382 = llvm.add %4381, %4371 overflow<nsw, nuw> : i64
    %4383 = llvm.getelementptr inbounds|nuw %4373[%4382] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4384 = llvm.load %4383 : !llvm.ptr -> f32
    %4385 = llvm.extractvalue %4364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4386 = llvm.mlir.constant(256 : index) : i64
    %4387 = llvm.mul %4365, %4386 overflow<nsw, nuw> : i64
    %4388 = llvm.mlir.constant(32 : index) : i64
    %4389 = llvm.mul %4367, %4388 overflow<nsw, nuw> : i64
    %4390 = llvm.add %4387, %4389 overflow<nsw, nuw> : i64
    %4391 = llvm.mlir.constant(16 : index) : i64
    %4392 = llvm.mul %4369, %4391 overflow<nsw, nuw> : i64
    %4393 = llvm.add %4390, %4392 overflow<nsw, nuw> : i64
    %4394 = llvm.add %4393, %4371 overflow<nsw, nuw> : i64
    %4395 = llvm.getelementptr inbounds|nuw %4385[%4394] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4384, %4395 : f32, !llvm.ptr
    %4396 = llvm.add %4371, %43 : i64
    llvm.br ^bb637(%4396 : i64)
  ^bb639:  // pred: ^bb637
    %4397 = llvm.add %4369, %43 : i64
    llvm.br ^bb635(%4397 : i64)
  ^bb640:  // pred: ^bb635
    %4398 = llvm.add %4367, %43 : i64
    llvm.br ^bb633(%4398 : i64)
  ^bb641:  // pred: ^bb633
    %4399 = llvm.add %4365, %43 : i64
    llvm.br ^bb631(%4399 : i64)
  ^bb642:  // pred: ^bb631
    llvm.br ^bb643(%48 : i64)
  ^bb643(%4400: i64):  // 2 preds: ^bb642, ^bb656
    %4401 = llvm.icmp "slt" %4400, %43 : i64
    llvm.cond_br %4401, ^bb644, ^bb657
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%48 : i64)
  ^bb645(%4402: i64):  // 2 preds: ^bb644, ^bb655
    %4403 = llvm.icmp "slt" %4402, %42 : i64
    llvm.cond_br %4403, ^bb646, ^bb656
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%48 : i64)
  ^bb647(%4404: i64):  // 2 preds: ^bb646, ^bb654
    %4405 = llvm.icmp "slt" %4404, %40 : i64
    llvm.cond_br %4405, ^bb648, ^bb655
  ^bb648:  // pred: ^bb647
    llvm.br ^bb649(%48 : i64)
  ^bb649(%4406: i64):  // 2 preds: ^bb648, ^bb653
    %4407 = llvm.icmp "slt" %4406, %39 : i64
    llvm.cond_br %4407, ^bb650, ^bb654
  ^bb650:  // pred: ^bb649
    llvm.br ^bb651(%48 : i64)
  ^bb651(%4408: i64):  // 2 preds: ^bb650, ^bb652
    %4409 = llvm.icmp "slt" %4408, %41 : i64
    llvm.cond_br %4409, ^bb652, ^bb653
  ^bb652:  // pred: ^bb651
    %4410 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4411 = llvm.mlir.constant(256 : index) : i64
    %4412 = llvm.mul %4400, %4411 overflow<nsw, nuw> : i64
    %4413 = llvm.mlir.constant(32 : index) : i64
    %4414 = llvm.mul %4402, %4413 overflow<nsw, nuw> : i64
    %4415 = llvm.add %4412, %4414 overflow<nsw, nuw> : i64
    %4416 = llvm.add %4415, %4408 overflow<nsw, nuw> : i64
    %4417 = llvm.getelementptr inbounds|nuw %4410[%4416] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4418 = llvm.load %4417 : !llvm.ptr -> f32
    %4419 = llvm.extractvalue %4330[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4420 = llvm.mlir.constant(512 : index) : i64
    %4421 = llvm.mul %4404, %4420 overflow<nsw, nuw> : i64
    %4422 = llvm.mlir.constant(32 : index) : i64
    %4423 = llvm.mul %4406, %4422 overflow<nsw, nuw> : i64
    %4424 = llvm.add %4421, %4423 overflow<nsw, nuw> : i64
    %4425 = llvm.add %4424, %4408 overflow<nsw, nuw> : i64
    %4426 = llvm.getelementptr inbounds|nuw %4419[%4425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4427 = llvm.load %4426 : !llvm.ptr -> f32
    %4428 = llvm.extractvalue %4364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4429 = llvm.mlir.constant(256 : index) : i64
    %4430 = llvm.mul %4400, %4429 overflow<nsw, nuw> : i64
    %4431 = llvm.mlir.constant(32 : index) : i64
    %4432 = llvm.mul %4402, %4431 overflow<nsw, nuw> : i64
    %4433 = llvm.add %4430, %4432 overflow<nsw, nuw> : i64
    %4434 = llvm.mlir.constant(16 : index) : i64
    %4435 = llvm.mul %4404, %4434 overflow<nsw, nuw> : i64
    %4436 = llvm.add %4433, %4435 overflow<nsw, nuw> : i64
    %4437 = llvm.add %4436, %4406 overflow<nsw, nuw> : i64
    %4438 = llvm.getelementptr inbounds|nuw %4428[%4437] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4439 = llvm.load %4438 : !llvm.ptr -> f32
    %4440 = llvm.fmul %4418, %4427 : f32
    %4441 = llvm.fadd %4439, %4440 : f32
    %4442 = llvm.extractvalue %4364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4443 = llvm.mlir.constant(256 : index) : i64
    %4444 = llvm.mul %4400, %4443 overflow<nsw, nuw> : i64
    %4445 = llvm.mlir.constant(32 : index) : i64
    %4446 = llvm.mul %4402, %4445 overflow<nsw, nuw> : i64
    %4447 = llvm.add %4444, %4446 overflow<nsw, nuw> : i64
    %4448 = llvm.mlir.constant(16 : index) : i64
    %4449 = llvm.mul %4404, %4448 overflow<nsw, nuw> : i64
    %4450 = llvm.add %4447, %4449 overflow<nsw, nuw> : i64
    %4451 = llvm.add %4450, %4406 overflow<nsw, nuw> : i64
    %4452 = llvm.getelementptr inbounds|nuw %4442[%4451] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4441, %4452 : f32, !llvm.ptr
    %4453 = llvm.add %4408, %43 : i64
    llvm.br ^bb651(%4453 : i64)
  ^bb653:  // pred: ^bb651
    %4454 = llvm.add %4406, %43 : i64
    llvm.br ^bb649(%4454 : i64)
  ^bb654:  // pred: ^bb649
    %4455 = llvm.add %4404, %43 : i64
    llvm.br ^bb647(%4455 : i64)
  ^bb655:  // pred: ^bb647
    %4456 = llvm.add %4402, %43 : i64
    llvm.br ^bb645(%4456 : i64)
  ^bb656:  // pred: ^bb645
    %4457 = llvm.add %4400, %43 : i64
    llvm.br ^bb643(%4457 : i64)
  ^bb657:  // pred: ^bb643
    %4458 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4459 = llvm.extractvalue %316[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4460 = llvm.extractvalue %316[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4461 = llvm.insertvalue %4459, %4458[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4462 = llvm.insertvalue %4460, %4461[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4463 = llvm.mlir.constant(0 : index) : i64
    %4464 = llvm.insertvalue %4463, %4462[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4465 = llvm.mlir.constant(2 : index) : i64
    %4466 = llvm.insertvalue %4465, %4464[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4467 = llvm.mlir.constant(16 : index) : i64
    %4468 = llvm.insertvalue %4467, %4466[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4469 = llvm.mlir.constant(16 : index) : i64
    %4470 = llvm.insertvalue %4469, %4468[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4471 = llvm.mlir.constant(1 : index) : i64
    %4472 = llvm.insertvalue %4471, %4470[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4473 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4474 = llvm.extractvalue %300[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4475 = llvm.extractvalue %300[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4476 = llvm.insertvalue %4474, %4473[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4477 = llvm.insertvalue %4475, %4476[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4478 = llvm.mlir.constant(0 : index) : i64
    %4479 = llvm.insertvalue %4478, %4477[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4480 = llvm.mlir.constant(2 : index) : i64
    %4481 = llvm.insertvalue %4480, %4479[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4482 = llvm.mlir.constant(512 : index) : i64
    %4483 = llvm.insertvalue %4482, %4481[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4484 = llvm.mlir.constant(16 : index) : i64
    %4485 = llvm.insertvalue %4484, %4483[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4486 = llvm.mlir.constant(32 : index) : i64
    %4487 = llvm.insertvalue %4486, %4485[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4488 = llvm.mlir.constant(32 : index) : i64
    %4489 = llvm.insertvalue %4488, %4487[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4490 = llvm.mlir.constant(1 : index) : i64
    %4491 = llvm.insertvalue %4490, %4489[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4492 = llvm.mlir.constant(1 : index) : i64
    %4493 = llvm.mlir.constant(8 : index) : i64
    %4494 = llvm.mlir.constant(2 : index) : i64
    %4495 = llvm.mlir.constant(16 : index) : i64
    %4496 = llvm.mlir.constant(1 : index) : i64
    %4497 = llvm.mlir.constant(32 : index) : i64
    %4498 = llvm.mlir.constant(256 : index) : i64
    %4499 = llvm.mlir.constant(256 : index) : i64
    %4500 = llvm.mlir.zero : !llvm.ptr
    %4501 = llvm.getelementptr %4500[%4499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4502 = llvm.ptrtoint %4501 : !llvm.ptr to i64
    %4503 = llvm.mlir.constant(64 : index) : i64
    %4504 = llvm.add %4502, %4503 : i64
    %4505 = llvm.call @malloc(%4504) : (i64) -> !llvm.ptr
    %4506 = llvm.ptrtoint %4505 : !llvm.ptr to i64
    %4507 = llvm.mlir.constant(1 : index) : i64
    %4508 = llvm.sub %4503, %4507 : i64
    %4509 = llvm.add %4506, %4508 : i64
    %4510 = llvm.urem %4509, %4503 : i64
    %4511 = llvm.sub %4509, %4510 : i64
    %4512 = llvm.inttoptr %4511 : i64 to !llvm.ptr
    %4513 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4514 = llvm.insertvalue %4505, %4513[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4515 = llvm.insertvalue %4512, %4514[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4516 = llvm.mlir.constant(0 : index) : i64
    %4517 = llvm.insertvalue %4516, %4515[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4518 = llvm.insertvalue %4492, %4517[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4519 = llvm.insertvalue %4493, %4518[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4520 = llvm.insertvalue %4494, %4519[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4521 = llvm.insertvalue %4495, %4520[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4522 = llvm.insertvalue %4498, %4521[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4523 = llvm.insertvalue %4497, %4522[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4524 = llvm.insertvalue %4495, %4523[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4525 = llvm.insertvalue %4496, %4524[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb658(%48 : i64)
  ^bb658(%4526: i64):  // 2 preds: ^bb657, ^bb668
    %4527 = llvm.icmp "slt" %4526, %43 : i64
    llvm.cond_br %4527, ^bb659, ^bb669
  ^bb659:  // pred: ^bb658
    llvm.br ^bb660(%48 : i64)
  ^bb660(%4528: i64):  // 2 preds: ^bb659, ^bb667
    %4529 = llvm.icmp "slt" %4528, %42 : i64
    llvm.cond_br %4529, ^bb661, ^bb668
  ^bb661:  // pred: ^bb660
    llvm.br ^bb662(%48 : i64)
  ^bb662(%4530: i64):  // 2 preds: ^bb661, ^bb666
    %4531 = llvm.icmp "slt" %4530, %40 : i64
    llvm.cond_br %4531, ^bb663, ^bb667
  ^bb663:  // pred: ^bb662
    llvm.br ^bb664(%48 : i64)
  ^bb664(%4532: i64):  // 2 preds: ^bb663, ^bb665
    %4533 = llvm.icmp "slt" %4532, %39 : i64
    llvm.cond_br %4533, ^bb665, ^bb666
  ^bb665:  // pred: ^bb664
    %4534 = llvm.extractvalue %1516[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4535 = llvm.mlir.constant(256 : index) : i64
    %4536 = llvm.mul %4526, %4535 overflow<nsw, nuw> : i64
    %4537 = llvm.mlir.constant(32 : index) : i64
    %4538 = llvm.mul %4528, %4537 overflow<nsw, nuw> : i64
    %4539 = llvm.add %4536, %4538 overflow<nsw, nuw> : i64
    %4540 = llvm.mlir.constant(16 : index) : i64
    %4541 = llvm.mul %4530, %4540 overflow<nsw, nuw> : i64
    %4542 = llvm.add %4539, %4541 overflow<nsw, nuw> : i64
    %4543 = llvm.add %4542, %4532 overflow<nsw, nuw> : i64
    %4544 = llvm.getelementptr inbounds|nuw %4534[%4543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4545 = llvm.load %4544 : !llvm.ptr -> f32
    %4546 = llvm.extractvalue %4525[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4547 = llvm.mlir.constant(256 : index) : i64
    %4548 = llvm.mul %4526, %4547 overflow<nsw, nuw> : i64
    %4549 = llvm.mlir.constant(32 : index) : i64
    %4550 = llvm.mul %4528, %4549 overflow<nsw, nuw> : i64
    %4551 = llvm.add %4548, %4550 overflow<nsw, nuw> : i64
    %4552 = llvm.mlir.constant(16 : index) : i64
    %4553 = llvm.mul %4530, %4552 overflow<nsw, nuw> : i64
    %4554 = llvm.add %4551, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.add %4554, %4532 overflow<nsw, nuw> : i64
    %4556 = llvm.getelementptr inbounds|nuw %4546[%4555] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4545, %4556 : f32, !llvm.ptr
    %4557 = llvm.add %4532, %43 : i64
    llvm.br ^bb664(%4557 : i64)
  ^bb666:  // pred: ^bb664
    %4558 = llvm.add %4530, %43 : i64
    llvm.br ^bb662(%4558 : i64)
  ^bb667:  // pred: ^bb662
    %4559 = llvm.add %4528, %43 : i64
    llvm.br ^bb660(%4559 : i64)
  ^bb668:  // pred: ^bb660
    %4560 = llvm.add %4526, %43 : i64
    llvm.br ^bb658(%4560 : i64)
  ^bb669:  // pred: ^bb658
    llvm.br ^bb670(%48 : i64)
  ^bb670(%4561: i64):  // 2 preds: ^bb669, ^bb683
    %4562 = llvm.icmp "slt" %4561, %43 : i64
    llvm.cond_br %4562, ^bb671, ^bb684
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%48 : i64)
  ^bb672(%4563: i64):  // 2 preds: ^bb671, ^bb682
    %4564 = llvm.icmp "slt" %4563, %42 : i64
    llvm.cond_br %4564, ^bb673, ^bb683
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%48 : i64)
  ^bb674(%4565: i64):  // 2 preds: ^bb673, ^bb681
    %4566 = llvm.icmp "slt" %4565, %40 : i64
    llvm.cond_br %4566, ^bb675, ^bb682
  ^bb675:  // pred: ^bb674
    llvm.br ^bb676(%48 : i64)
  ^bb676(%4567: i64):  // 2 preds: ^bb675, ^bb680
    %4568 = llvm.icmp "slt" %4567, %39 : i64
    llvm.cond_br %4568, ^bb677, ^bb681
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%48 : i64)
  ^bb678(%4569: i64):  // 2 preds: ^bb677, ^bb679
    %4570 = llvm.icmp "slt" %4569, %41 : i64
    llvm.cond_br %4570, ^bb679, ^bb680
  ^bb679:  // pred: ^bb678
    %4571 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4572 = llvm.mlir.constant(256 : index) : i64
    %4573 = llvm.mul %4561, %4572 overflow<nsw, nuw> : i64
    %4574 = llvm.mlir.constant(32 : index) : i64
    %4575 = llvm.mul %4563, %4574 overflow<nsw, nuw> : i64
    %4576 = llvm.add %4573, %4575 overflow<nsw, nuw> : i64
    %4577 = llvm.add %4576, %4569 overflow<nsw, nuw> : i64
    %4578 = llvm.getelementptr inbounds|nuw %4571[%4577] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4579 = llvm.load %4578 : !llvm.ptr -> f32
    %4580 = llvm.extractvalue %4491[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4581 = llvm.mlir.constant(512 : index) : i64
    %4582 = llvm.mul %4565, %4581 overflow<nsw, nuw> : i64
    %4583 = llvm.mlir.constant(32 : index) : i64
    %4584 = llvm.mul %4567, %4583 overflow<nsw, nuw> : i64
    %4585 = llvm.add %4582, %4584 overflow<nsw, nuw> : i64
    %4586 = llvm.add %4585, %4569 overflow<nsw, nuw> : i64
    %4587 = llvm.getelementptr inbounds|nuw %4580[%4586] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4588 = llvm.load %4587 : !llvm.ptr -> f32
    %4589 = llvm.extractvalue %4525[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4590 = llvm.mlir.constant(256 : index) : i64
    %4591 = llvm.mul %4561, %4590 overflow<nsw, nuw> : i64
    %4592 = llvm.mlir.constant(32 : index) : i64
    %4593 = llvm.mul %4563, %4592 overflow<nsw, nuw> : i64
    %4594 = llvm.add %4591, %4593 overflow<nsw, nuw> : i64
    %4595 = llvm.mlir.constant(16 : index) : i64
    %4596 = llvm.mul %4565, %4595 overflow<nsw, nuw> : i64
    %4597 = llvm.add %4594, %4596 overflow<nsw, nuw> : i64
    %4598 = llvm.add %4597, %4567 overflow<nsw, nuw> : i64
    %4599 = llvm.getelementptr inbounds|nuw %4589[%4598] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4600 = llvm.load %4599 : !llvm.ptr -> f32
    %4601 = llvm.fmul %4579, %4588 : f32
    %4602 = llvm.fadd %4600, %4601 : f32
    %4603 = llvm.extractvalue %4525[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4604 = llvm.mlir.constant(256 : index) : i64
    %4605 = llvm.mul %4561, %4604 overflow<nsw, nuw> : i64
    %4606 = llvm.mlir.constant(32 : index) : i64
    %4607 = llvm.mul %4563, %4606 overflow<nsw, nuw> : i64
    %4608 = llvm.add %4605, %4607 overflow<nsw, nuw> : i64
    %4609 = llvm.mlir.constant(16 : index) : i64
    %4610 = llvm.mul %4565, %4609 overflow<nsw, nuw> : i64
    %4611 = llvm.add %4608, %4610 overflow<nsw, nuw> : i64
    %4612 = llvm.add %4611, %4567 overflow<nsw, nuw> : i64
    %4613 = llvm.getelementptr inbounds|nuw %4603[%4612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4602, %4613 : f32, !llvm.ptr
    %4614 = llvm.add %4569, %43 : i64
    llvm.br ^bb678(%4614 : i64)
  ^bb680:  // pred: ^bb678
    %4615 = llvm.add %4567, %43 : i64
    llvm.br ^bb676(%4615 : i64)
  ^bb681:  // pred: ^bb676
    %4616 = llvm.add %4565, %43 : i64
    llvm.br ^bb674(%4616 : i64)
  ^bb682:  // pred: ^bb674
    %4617 = llvm.add %4563, %43 : i64
    llvm.br ^bb672(%4617 : i64)
  ^bb683:  // pred: ^bb672
    %4618 = llvm.add %4561, %43 : i64
    llvm.br ^bb670(%4618 : i64)
  ^bb684:  // pred: ^bb670
    %4619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4620 = llvm.extractvalue %280[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4621 = llvm.extractvalue %280[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4622 = llvm.insertvalue %4620, %4619[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4623 = llvm.insertvalue %4621, %4622[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4624 = llvm.mlir.constant(0 : index) : i64
    %4625 = llvm.insertvalue %4624, %4623[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4626 = llvm.mlir.constant(2 : index) : i64
    %4627 = llvm.insertvalue %4626, %4625[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4628 = llvm.mlir.constant(16 : index) : i64
    %4629 = llvm.insertvalue %4628, %4627[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4630 = llvm.mlir.constant(16 : index) : i64
    %4631 = llvm.insertvalue %4630, %4629[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4632 = llvm.mlir.constant(1 : index) : i64
    %4633 = llvm.insertvalue %4632, %4631[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb685(%48 : i64)
  ^bb685(%4634: i64):  // 2 preds: ^bb684, ^bb698
    %4635 = llvm.icmp "slt" %4634, %43 : i64
    llvm.cond_br %4635, ^bb686, ^bb699
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%48 : i64)
  ^bb687(%4636: i64):  // 2 preds: ^bb686, ^bb697
    %4637 = llvm.icmp "slt" %4636, %40 : i64
    llvm.cond_br %4637, ^bb688, ^bb698
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%48 : i64)
  ^bb689(%4638: i64):  // 2 preds: ^bb688, ^bb696
    %4639 = llvm.icmp "slt" %4638, %42 : i64
    llvm.cond_br %4639, ^bb690, ^bb697
  ^bb690:  // pred: ^bb689
    llvm.br ^bb691(%48 : i64)
  ^bb691(%4640: i64):  // 2 preds: ^bb690, ^bb695
    %4641 = llvm.icmp "slt" %4640, %42 : i64
    llvm.cond_br %4641, ^bb692, ^bb696
  ^bb692:  // pred: ^bb691
    llvm.br ^bb693(%48 : i64)
  ^bb693(%4642: i64):  // 2 preds: ^bb692, ^bb694
    %4643 = llvm.icmp "slt" %4642, %39 : i64
    llvm.cond_br %4643, ^bb694, ^bb695
  ^bb694:  // pred: ^bb693
    %4644 = llvm.extractvalue %4203[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4645 = llvm.mlir.constant(256 : index) : i64
    %4646 = llvm.mul %4634, %4645 overflow<nsw, nuw> : i64
    %4647 = llvm.mlir.constant(32 : index) : i64
    %4648 = llvm.mul %4638, %4647 overflow<nsw, nuw> : i64
    %4649 = llvm.add %4646, %4648 overflow<nsw, nuw> : i64
    %4650 = llvm.mlir.constant(16 : index) : i64
    %4651 = llvm.mul %4636, %4650 overflow<nsw, nuw> : i64
    %4652 = llvm.add %4649, %4651 overflow<nsw, nuw> : i64
    %4653 = llvm.add %4652, %4642 overflow<nsw, nuw> : i64
    %4654 = llvm.getelementptr inbounds|nuw %4644[%4653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4655 = llvm.load %4654 : !llvm.ptr -> f32
    %4656 = llvm.extractvalue %4311[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4657 = llvm.mlir.constant(16 : index) : i64
    %4658 = llvm.mul %4636, %4657 overflow<nsw, nuw> : i64
    %4659 = llvm.add %4658, %4642 overflow<nsw, nuw> : i64
    %4660 = llvm.getelementptr inbounds|nuw %4656[%4659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4661 = llvm.load %4660 : !llvm.ptr -> f32
    %4662 = llvm.extractvalue %4364[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4663 = llvm.mlir.constant(256 : index) : i64
    %4664 = llvm.mul %4634, %4663 overflow<nsw, nuw> : i64
    %4665 = llvm.mlir.constant(32 : index) : i64
    %4666 = llvm.mul %4640, %4665 overflow<nsw, nuw> : i64
    %4667 = llvm.add %4664, %4666 overflow<nsw, nuw> : i64
    %4668 = llvm.mlir.constant(16 : index) : i64
    %4669 = llvm.mul %4636, %4668 overflow<nsw, nuw> : i64
    %4670 = llvm.add %4667, %4669 overflow<nsw, nuw> : i64
    %4671 = llvm.add %4670, %4642 overflow<nsw, nuw> : i64
    %4672 = llvm.getelementptr inbounds|nuw %4662[%4671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4673 = llvm.load %4672 : !llvm.ptr -> f32
    %4674 = llvm.extractvalue %4472[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4675 = llvm.mlir.constant(16 : index) : i64
    %4676 = llvm.mul %4636, %4675 overflow<nsw, nuw> : i64
    %4677 = llvm.add %4676, %4642 overflow<nsw, nuw> : i64
    %4678 = llvm.getelementptr inbounds|nuw %4674[%4677] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4679 = llvm.load %4678 : !llvm.ptr -> f32
    %4680 = llvm.extractvalue %2050[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4681 = llvm.mlir.constant(128 : index) : i64
    %4682 = llvm.mul %4634, %4681 overflow<nsw, nuw> : i64
    %4683 = llvm.mlir.constant(64 : index) : i64
    %4684 = llvm.mul %4636, %4683 overflow<nsw, nuw> : i64
    %4685 = llvm.add %4682, %4684 overflow<nsw, nuw> : i64
    %4686 = llvm.mlir.constant(8 : index) : i64
    %4687 = llvm.mul %4638, %4686 overflow<nsw, nuw> : i64
    %4688 = llvm.add %4685, %4687 overflow<nsw, nuw> : i64
    %4689 = llvm.add %4688, %4640 overflow<nsw, nuw> : i64
    %4690 = llvm.getelementptr inbounds|nuw %4680[%4689] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4691 = llvm.load %4690 : !llvm.ptr -> f32
    %4692 = llvm.fadd %4673, %4679 : f32
    %4693 = llvm.fadd %4655, %4661 : f32
    %4694 = llvm.fmul %4693, %4692 : f32
    %4695 = llvm.fadd %4691, %4694 : f32
    %4696 = llvm.extractvalue %2050[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4697 = llvm.mlir.constant(128 : index) : i64
    %4698 = llvm.mul %4634, %4697 overflow<nsw, nuw> : i64
    %4699 = llvm.mlir.constant(64 : index) : i64
    %4700 = llvm.mul %4636, %4699 overflow<nsw, nuw> : i64
    %4701 = llvm.add %4698, %4700 overflow<nsw, nuw> : i64
    %4702 = llvm.mlir.constant(8 : index) : i64
    %4703 = llvm.mul %4638, %4702 overflow<nsw, nuw> : i64
    %4704 = llvm.add %4701, %4703 overflow<nsw, nuw> : i64
    %4705 = llvm.add %4704, %4640 overflow<nsw, nuw> : i64
    %4706 = llvm.getelementptr inbounds|nuw %4696[%4705] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4695, %4706 : f32, !llvm.ptr
    %4707 = llvm.add %4642, %43 : i64
    llvm.br ^bb693(%4707 : i64)
  ^bb695:  // pred: ^bb693
    %4708 = llvm.add %4640, %43 : i64
    llvm.br ^bb691(%4708 : i64)
  ^bb696:  // pred: ^bb691
    %4709 = llvm.add %4638, %43 : i64
    llvm.br ^bb689(%4709 : i64)
  ^bb697:  // pred: ^bb689
    %4710 = llvm.add %4636, %43 : i64
    llvm.br ^bb687(%4710 : i64)
  ^bb698:  // pred: ^bb687
    %4711 = llvm.add %4634, %43 : i64
    llvm.br ^bb685(%4711 : i64)
  ^bb699:  // pred: ^bb685
    llvm.br ^bb700(%48 : i64)
  ^bb700(%4712: i64):  // 2 preds: ^bb699, ^bb710
    %4713 = llvm.icmp "slt" %4712, %43 : i64
    llvm.cond_br %4713, ^bb701, ^bb711
  ^bb701:  // pred: ^bb700
    llvm.br ^bb702(%48 : i64)
  ^bb702(%4714: i64):  // 2 preds: ^bb701, ^bb709
    %4715 = llvm.icmp "slt" %4714, %40 : i64
    llvm.cond_br %4715, ^bb703, ^bb710
  ^bb703:  // pred: ^bb702
    llvm.br ^bb704(%48 : i64)
  ^bb704(%4716: i64):  // 2 preds: ^bb703, ^bb708
    %4717 = llvm.icmp "slt" %4716, %42 : i64
    llvm.cond_br %4717, ^bb705, ^bb709
  ^bb705:  // pred: ^bb704
    llvm.br ^bb706(%48 : i64)
  ^bb706(%4718: i64):  // 2 preds: ^bb705, ^bb707
    %4719 = llvm.icmp "slt" %4718, %42 : i64
    llvm.cond_br %4719, ^bb707, ^bb708
  ^bb707:  // pred: ^bb706
    %4720 = llvm.extractvalue %2050[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4721 = llvm.mlir.constant(128 : index) : i64
    %4722 = llvm.mul %4712, %4721 overflow<nsw, nuw> : i64
    %4723 = llvm.mlir.constant(64 : index) : i64
    %4724 = llvm.mul %4714, %4723 overflow<nsw, nuw> : i64
    %4725 = llvm.add %4722, %4724 overflow<nsw, nuw> : i64
    %4726 = llvm.mlir.constant(8 : index) : i64
    %4727 = llvm.mul %4716, %4726 overflow<nsw, nuw> : i64
    %4728 = llvm.add %4725, %4727 overflow<nsw, nuw> : i64
    %4729 = llvm.add %4728, %4718 overflow<nsw, nuw> : i64
    %4730 = llvm.getelementptr inbounds|nuw %4720[%4729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4731 = llvm.load %4730 : !llvm.ptr -> f32
    %4732 = llvm.extractvalue %1437[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4733 = llvm.mlir.constant(64 : index) : i64
    %4734 = llvm.mul %4712, %4733 overflow<nsw, nuw> : i64
    %4735 = llvm.mlir.constant(64 : index) : i64
    %4736 = llvm.mul %48, %4735 overflow<nsw, nuw> : i64
    %4737 = llvm.add %4734, %4736 overflow<nsw, nuw> : i64
    %4738 = llvm.mlir.constant(8 : index) : i64
    %4739 = llvm.mul %4716, %4738 overflow<nsw, nuw> : i64
    %4740 = llvm.add %4737, %4739 overflow<nsw, nuw> : i64
    %4741 = llvm.add %4740, %4718 overflow<nsw, nuw> : i64
    %4742 = llvm.getelementptr inbounds|nuw %4732[%4741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4743 = llvm.load %4742 : !llvm.ptr -> f32
    %4744 = llvm.fmul %4731, %45 : f32
    %4745 = llvm.fadd %4744, %4743 : f32
    %4746 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4747 = llvm.mlir.constant(128 : index) : i64
    %4748 = llvm.mul %4712, %4747 overflow<nsw, nuw> : i64
    %4749 = llvm.mlir.constant(64 : index) : i64
    %4750 = llvm.mul %4714, %4749 overflow<nsw, nuw> : i64
    %4751 = llvm.add %4748, %4750 overflow<nsw, nuw> : i64
    %4752 = llvm.mlir.constant(8 : index) : i64
    %4753 = llvm.mul %4716, %4752 overflow<nsw, nuw> : i64
    %4754 = llvm.add %4751, %4753 overflow<nsw, nuw> : i64
    %4755 = llvm.add %4754, %4718 overflow<nsw, nuw> : i64
    %4756 = llvm.getelementptr inbounds|nuw %4746[%4755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4745, %4756 : f32, !llvm.ptr
    %4757 = llvm.add %4718, %43 : i64
    llvm.br ^bb706(%4757 : i64)
  ^bb708:  // pred: ^bb706
    %4758 = llvm.add %4716, %43 : i64
    llvm.br ^bb704(%4758 : i64)
  ^bb709:  // pred: ^bb704
    %4759 = llvm.add %4714, %43 : i64
    llvm.br ^bb702(%4759 : i64)
  ^bb710:  // pred: ^bb702
    %4760 = llvm.add %4712, %43 : i64
    llvm.br ^bb700(%4760 : i64)
  ^bb711:  // pred: ^bb700
    llvm.br ^bb712(%48 : i64)
  ^bb712(%4761: i64):  // 2 preds: ^bb711, ^bb725
    %4762 = llvm.icmp "slt" %4761, %43 : i64
    llvm.cond_br %4762, ^bb713, ^bb726
  ^bb713:  // pred: ^bb712
    llvm.br ^bb714(%48 : i64)
  ^bb714(%4763: i64):  // 2 preds: ^bb713, ^bb724
    %4764 = llvm.icmp "slt" %4763, %40 : i64
    llvm.cond_br %4764, ^bb715, ^bb725
  ^bb715:  // pred: ^bb714
    llvm.br ^bb716(%48 : i64)
  ^bb716(%4765: i64):  // 2 preds: ^bb715, ^bb723
    %4766 = llvm.icmp "slt" %4765, %42 : i64
    llvm.cond_br %4766, ^bb717, ^bb724
  ^bb717:  // pred: ^bb716
    llvm.br ^bb718(%48 : i64)
  ^bb718(%4767: i64):  // 2 preds: ^bb717, ^bb722
    %4768 = llvm.icmp "slt" %4767, %43 : i64
    llvm.cond_br %4768, ^bb719, ^bb723
  ^bb719:  // pred: ^bb718
    llvm.br ^bb720(%48 : i64)
  ^bb720(%4769: i64):  // 2 preds: ^bb719, ^bb721
    %4770 = llvm.icmp "slt" %4769, %42 : i64
    llvm.cond_br %4770, ^bb721, ^bb722
  ^bb721:  // pred: ^bb720
    %4771 = llvm.extractvalue %2354[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %4772 = llvm.mlir.constant(128 : index) : i64
    %4773 = llvm.mul %4761, %4772 overflow<nsw, nuw> : i64
    %4774 = llvm.mlir.constant(64 : index) : i64
    %4775 = llvm.mul %4763, %4774 overflow<nsw, nuw> : i64
    %4776 = llvm.add %4773, %4775 overflow<nsw, nuw> : i64
    %4777 = llvm.mlir.constant(8 : index) : i64
    %4778 = llvm.mul %4765, %4777 overflow<nsw, nuw> : i64
    %4779 = llvm.add %4776, %4778 overflow<nsw, nuw> : i64
    %4780 = llvm.mlir.constant(8 : index) : i64
    %4781 = llvm.mul %4767, %4780 overflow<nsw, nuw> : i64
    %4782 = llvm.add %4779, %4781 overflow<nsw, nuw> : i64
    %4783 = llvm.add %4782, %4769 overflow<nsw, nuw> : i64
    %4784 = llvm.getelementptr inbounds|nuw %4771[%4783] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4785 = llvm.load %4784 : !llvm.ptr -> f32
    %4786 = llvm.extractvalue %2377[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4787 = llvm.mlir.constant(16 : index) : i64
    %4788 = llvm.mul %4761, %4787 overflow<nsw, nuw> : i64
    %4789 = llvm.mlir.constant(8 : index) : i64
    %4790 = llvm.mul %4763, %4789 overflow<nsw, nuw> : i64
    %4791 = llvm.add %4788, %4790 overflow<nsw, nuw> : i64
    %4792 = llvm.add %4791, %4765 overflow<nsw, nuw> : i64
    %4793 = llvm.add %4792, %4767 overflow<nsw, nuw> : i64
    %4794 = llvm.getelementptr inbounds|nuw %4786[%4793] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4795 = llvm.load %4794 : !llvm.ptr -> f32
    %4796 = llvm.intr.maximum(%4785, %4795) : (f32, f32) -> f32
    %4797 = llvm.extractvalue %2377[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4798 = llvm.mlir.constant(16 : index) : i64
    %4799 = llvm.mul %4761, %4798 overflow<nsw, nuw> : i64
    %4800 = llvm.mlir.constant(8 : index) : i64
    %4801 = llvm.mul %4763, %4800 overflow<nsw, nuw> : i64
    %4802 = llvm.add %4799, %4801 overflow<nsw, nuw> : i64
    %4803 = llvm.add %4802, %4765 overflow<nsw, nuw> : i64
    %4804 = llvm.add %4803, %4767 overflow<nsw, nuw> : i64
    %4805 = llvm.getelementptr inbounds|nuw %4797[%4804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4796, %4805 : f32, !llvm.ptr
    %4806 = llvm.add %4769, %43 : i64
    llvm.br ^bb720(%4806 : i64)
  ^bb722:  // pred: ^bb720
    %4807 = llvm.add %4767, %43 : i64
    llvm.br ^bb718(%4807 : i64)
  ^bb723:  // pred: ^bb718
    %4808 = llvm.add %4765, %43 : i64
    llvm.br ^bb716(%4808 : i64)
  ^bb724:  // pred: ^bb716
    %4809 = llvm.add %4763, %43 : i64
    llvm.br ^bb714(%4809 : i64)
  ^bb725:  // pred: ^bb714
    %4810 = llvm.add %4761, %43 : i64
    llvm.br ^bb712(%4810 : i64)
  ^bb726:  // pred: ^bb712
    llvm.br ^bb727(%48 : i64)
  ^bb727(%4811: i64):  // 2 preds: ^bb726, ^bb737
    %4812 = llvm.icmp "slt" %4811, %43 : i64
    llvm.cond_br %4812, ^bb728, ^bb738
  ^bb728:  // pred: ^bb727
    llvm.br ^bb729(%48 : i64)
  ^bb729(%4813: i64):  // 2 preds: ^bb728, ^bb736
    %4814 = llvm.icmp "slt" %4813, %40 : i64
    llvm.cond_br %4814, ^bb730, ^bb737
  ^bb730:  // pred: ^bb729
    llvm.br ^bb731(%48 : i64)
  ^bb731(%4815: i64):  // 2 preds: ^bb730, ^bb735
    %4816 = llvm.icmp "slt" %4815, %42 : i64
    llvm.cond_br %4816, ^bb732, ^bb736
  ^bb732:  // pred: ^bb731
    llvm.br ^bb733(%48 : i64)
  ^bb733(%4817: i64):  // 2 preds: ^bb732, ^bb734
    %4818 = llvm.icmp "slt" %4817, %42 : i64
    llvm.cond_br %4818, ^bb734, ^bb735
  ^bb734:  // pred: ^bb733
    %4819 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4820 = llvm.mlir.constant(128 : index) : i64
    %4821 = llvm.mul %4811, %4820 overflow<nsw, nuw> : i64
    %4822 = llvm.mlir.constant(64 : index) : i64
    %4823 = llvm.mul %4813, %4822 overflow<nsw, nuw> : i64
    %4824 = llvm.add %4821, %4823 overflow<nsw, nuw> : i64
    %4825 = llvm.mlir.constant(8 : index) : i64
    %4826 = llvm.mul %4815, %4825 overflow<nsw, nuw> : i64
    %4827 = llvm.add %4824, %4826 overflow<nsw, nuw> : i64
    %4828 = llvm.add %4827, %4817 overflow<nsw, nuw> : i64
    %4829 = llvm.getelementptr inbounds|nuw %4819[%4828] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4830 = llvm.load %4829 : !llvm.ptr -> f32
    %4831 = llvm.extractvalue %2377[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4832 = llvm.mlir.constant(16 : index) : i64
    %4833 = llvm.mul %4811, %4832 overflow<nsw, nuw> : i64
    %4834 = llvm.mlir.constant(8 : index) : i64
    %4835 = llvm.mul %4813, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.add %4833, %4835 overflow<nsw, nuw> : i64
    %4837 = llvm.add %4836, %4815 overflow<nsw, nuw> : i64
    %4838 = llvm.add %4837, %48 overflow<nsw, nuw> : i64
    %4839 = llvm.getelementptr inbounds|nuw %4831[%4838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4840 = llvm.load %4839 : !llvm.ptr -> f32
    %4841 = llvm.fsub %4830, %4840 : f32
    %4842 = llvm.fmul %4841, %8 : f32
    %4843 = llvm.intr.exp2(%4842) : (f32) -> f32
    %4844 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4845 = llvm.mlir.constant(128 : index) : i64
    %4846 = llvm.mul %4811, %4845 overflow<nsw, nuw> : i64
    %4847 = llvm.mlir.constant(64 : index) : i64
    %4848 = llvm.mul %4813, %4847 overflow<nsw, nuw> : i64
    %4849 = llvm.add %4846, %4848 overflow<nsw, nuw> : i64
    %4850 = llvm.mlir.constant(8 : index) : i64
    %4851 = llvm.mul %4815, %4850 overflow<nsw, nuw> : i64
    %4852 = llvm.add %4849, %4851 overflow<nsw, nuw> : i64
    %4853 = llvm.add %4852, %4817 overflow<nsw, nuw> : i64
    %4854 = llvm.getelementptr inbounds|nuw %4844[%4853] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4843, %4854 : f32, !llvm.ptr
    %4855 = llvm.add %4817, %43 : i64
    llvm.br ^bb733(%4855 : i64)
  ^bb735:  // pred: ^bb733
    %4856 = llvm.add %4815, %43 : i64
    llvm.br ^bb731(%4856 : i64)
  ^bb736:  // pred: ^bb731
    %4857 = llvm.add %4813, %43 : i64
    llvm.br ^bb729(%4857 : i64)
  ^bb737:  // pred: ^bb729
    %4858 = llvm.add %4811, %43 : i64
    llvm.br ^bb727(%4858 : i64)
  ^bb738:  // pred: ^bb727
    llvm.br ^bb739(%48 : i64)
  ^bb739(%4859: i64):  // 2 preds: ^bb738, ^bb749
    %4860 = llvm.icmp "slt" %4859, %43 : i64
    llvm.cond_br %4860, ^bb740, ^bb750
  ^bb740:  // pred: ^bb739
    llvm.br ^bb741(%48 : i64)
  ^bb741(%4861: i64):  // 2 preds: ^bb740, ^bb748
    %4862 = llvm.icmp "slt" %4861, %40 : i64
    llvm.cond_br %4862, ^bb742, ^bb749
  ^bb742:  // pred: ^bb741
    llvm.br ^bb743(%48 : i64)
  ^bb743(%4863: i64):  // 2 preds: ^bb742, ^bb747
    %4864 = llvm.icmp "slt" %4863, %42 : i64
    llvm.cond_br %4864, ^bb744, ^bb748
  ^bb744:  // pred: ^bb743
    llvm.br ^bb745(%48 : i64)
  ^bb745(%4865: i64):  // 2 preds: ^bb744, ^bb746
    %4866 = llvm.icmp "slt" %4865, %42 : i64
    llvm.cond_br %4866, ^bb746, ^bb747
  ^bb746:  // pred: ^bb745
    %4867 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4868 = llvm.mlir.constant(128 : index) : i64
    %4869 = llvm.mul %4859, %4868 overflow<nsw, nuw> : i64
    %4870 = llvm.mlir.constant(64 : index) : i64
    %4871 = llvm.mul %4861, %4870 overflow<nsw, nuw> : i64
    %4872 = llvm.add %4869, %4871 overflow<nsw, nuw> : i64
    %4873 = llvm.mlir.constant(8 : index) : i64
    %4874 = llvm.mul %4863, %4873 overflow<nsw, nuw> : i64
    %4875 = llvm.add %4872, %4874 overflow<nsw, nuw> : i64
    %4876 = llvm.add %4875, %4865 overflow<nsw, nuw> : i64
    %4877 = llvm.getelementptr inbounds|nuw %4867[%4876] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4878 = llvm.load %4877 : !llvm.ptr -> f32
    %4879 = llvm.extractvalue %2572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4880 = llvm.mlir.constant(16 : index) : i64
    %4881 = llvm.mul %4859, %4880 overflow<nsw, nuw> : i64
    %4882 = llvm.mlir.constant(8 : index) : i64
    %4883 = llvm.mul %4861, %4882 overflow<nsw, nuw> : i64
    %4884 = llvm.add %4881, %4883 overflow<nsw, nuw> : i64
    %4885 = llvm.add %4884, %4863 overflow<nsw, nuw> : i64
    %4886 = llvm.add %4885, %48 overflow<nsw, nuw> : i64
    %4887 = llvm.getelementptr inbounds|nuw %4879[%4886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4888 = llvm.load %4887 : !llvm.ptr -> f32
    %4889 = llvm.fadd %4878, %4888 : f32
    %4890 = llvm.extractvalue %2572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4891 = llvm.mlir.constant(16 : index) : i64
    %4892 = llvm.mul %4859, %4891 overflow<nsw, nuw> : i64
    %4893 = llvm.mlir.constant(8 : index) : i64
    %4894 = llvm.mul %4861, %4893 overflow<nsw, nuw> : i64
    %4895 = llvm.add %4892, %4894 overflow<nsw, nuw> : i64
    %4896 = llvm.add %4895, %4863 overflow<nsw, nuw> : i64
    %4897 = llvm.add %4896, %48 overflow<nsw, nuw> : i64
    %4898 = llvm.getelementptr inbounds|nuw %4890[%4897] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4889, %4898 : f32, !llvm.ptr
    %4899 = llvm.add %4865, %43 : i64
    llvm.br ^bb745(%4899 : i64)
  ^bb747:  // pred: ^bb745
    %4900 = llvm.add %4863, %43 : i64
    llvm.br ^bb743(%4900 : i64)
  ^bb748:  // pred: ^bb743
    %4901 = llvm.add %4861, %43 : i64
    llvm.br ^bb741(%4901 : i64)
  ^bb749:  // pred: ^bb741
    %4902 = llvm.add %4859, %43 : i64
    llvm.br ^bb739(%4902 : i64)
  ^bb750:  // pred: ^bb739
    llvm.br ^bb751(%48 : i64)
  ^bb751(%4903: i64):  // 2 preds: ^bb750, ^bb764
    %4904 = llvm.icmp "slt" %4903, %43 : i64
    llvm.cond_br %4904, ^bb752, ^bb765
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%48 : i64)
  ^bb753(%4905: i64):  // 2 preds: ^bb752, ^bb763
    %4906 = llvm.icmp "slt" %4905, %40 : i64
    llvm.cond_br %4906, ^bb754, ^bb764
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%48 : i64)
  ^bb755(%4907: i64):  // 2 preds: ^bb754, ^bb762
    %4908 = llvm.icmp "slt" %4907, %42 : i64
    llvm.cond_br %4908, ^bb756, ^bb763
  ^bb756:  // pred: ^bb755
    llvm.br ^bb757(%48 : i64)
  ^bb757(%4909: i64):  // 2 preds: ^bb756, ^bb761
    %4910 = llvm.icmp "slt" %4909, %39 : i64
    llvm.cond_br %4910, ^bb758, ^bb762
  ^bb758:  // pred: ^bb757
    llvm.br ^bb759(%48 : i64)
  ^bb759(%4911: i64):  // 2 preds: ^bb758, ^bb760
    %4912 = llvm.icmp "slt" %4911, %42 : i64
    llvm.cond_br %4912, ^bb760, ^bb761
  ^bb760:  // pred: ^bb759
    %4913 = llvm.extractvalue %2231[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4914 = llvm.mlir.constant(128 : index) : i64
    %4915 = llvm.mul %4903, %4914 overflow<nsw, nuw> : i64
    %4916 = llvm.mlir.constant(64 : index) : i64
    %4917 = llvm.mul %4905, %4916 overflow<nsw, nuw> : i64
    %4918 = llvm.add %4915, %4917 overflow<nsw, nuw> : i64
    %4919 = llvm.mlir.constant(8 : index) : i64
    %4920 = llvm.mul %4907, %4919 overflow<nsw, nuw> : i64
    %4921 = llvm.add %4918, %4920 overflow<nsw, nuw> : i64
    %4922 = llvm.add %4921, %4911 overflow<nsw, nuw> : i64
    %4923 = llvm.getelementptr inbounds|nuw %4913[%4922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4924 = llvm.load %4923 : !llvm.ptr -> f32
    %4925 = llvm.extractvalue %2572[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4926 = llvm.mlir.constant(16 : index) : i64
    %4927 = llvm.mul %4903, %4926 overflow<nsw, nuw> : i64
    %4928 = llvm.mlir.constant(8 : index) : i64
    %4929 = llvm.mul %4905, %4928 overflow<nsw, nuw> : i64
    %4930 = llvm.add %4927, %4929 overflow<nsw, nuw> : i64
    %4931 = llvm.add %4930, %4907 overflow<nsw, nuw> : i64
    %4932 = llvm.add %4931, %48 overflow<nsw, nuw> : i64
    %4933 = llvm.getelementptr inbounds|nuw %4925[%4932] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4934 = llvm.load %4933 : !llvm.ptr -> f32
    %4935 = llvm.extractvalue %4525[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4936 = llvm.mlir.constant(256 : index) : i64
    %4937 = llvm.mul %4903, %4936 overflow<nsw, nuw> : i64
    %4938 = llvm.mlir.constant(32 : index) : i64
    %4939 = llvm.mul %4911, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4937, %4939 overflow<nsw, nuw> : i64
    %4941 = llvm.mlir.constant(16 : index) : i64
    %4942 = llvm.mul %4905, %4941 overflow<nsw, nuw> : i64
    %4943 = llvm.add %4940, %4942 overflow<nsw, nuw> : i64
    %4944 = llvm.add %4943, %4909 overflow<nsw, nuw> : i64
    %4945 = llvm.getelementptr inbounds|nuw %4935[%4944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4946 = llvm.load %4945 : !llvm.ptr -> f32
    %4947 = llvm.extractvalue %4633[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4948 = llvm.mlir.constant(16 : index) : i64
    %4949 = llvm.mul %4905, %4948 overflow<nsw, nuw> : i64
    %4950 = llvm.add %4949, %4909 overflow<nsw, nuw> : i64
    %4951 = llvm.getelementptr inbounds|nuw %4947[%4950] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4952 = llvm.load %4951 : !llvm.ptr -> f32
    %4953 = llvm.extractvalue %2771[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4954 = llvm.mlir.constant(256 : index) : i64
    %4955 = llvm.mul %4903, %4954 overflow<nsw, nuw> : i64
    %4956 = llvm.mlir.constant(128 : index) : i64
    %4957 = llvm.mul %4905, %4956 overflow<nsw, nuw> : i64
    %4958 = llvm.add %4955, %4957 overflow<nsw, nuw> : i64
    %4959 = llvm.mlir.constant(16 : index) : i64
    %4960 = llvm.mul %4907, %4959 overflow<nsw, nuw> : i64
    %4961 = llvm.add %4958, %4960 overflow<nsw, nuw> : i64
    %4962 = llvm.add %4961, %4909 overflow<nsw, nuw> : i64
    %4963 = llvm.getelementptr inbounds|nuw %4953[%4962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4964 = llvm.load %4963 : !llvm.ptr -> f32
    %4965 = llvm.fadd %4946, %4952 : f32
    %4966 = llvm.fdiv %4924, %4934 : f32
    %4967 = llvm.fmul %4966, %4965 : f32
    %4968 = llvm.fadd %4964, %4967 : f32
    %4969 = llvm.extractvalue %2771[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4970 = llvm.mlir.constant(256 : index) : i64
    %4971 = llvm.mul %4903, %4970 overflow<nsw, nuw> : i64
    %4972 = llvm.mlir.constant(128 : index) : i64
    %4973 = llvm.mul %4905, %4972 overflow<nsw, nuw> : i64
    %4974 = llvm.add %4971, %4973 overflow<nsw, nuw> : i64
    %4975 = llvm.mlir.constant(16 : index) : i64
    %4976 = llvm.mul %4907, %4975 overflow<nsw, nuw> : i64
    %4977 = llvm.add %4974, %4976 overflow<nsw, nuw> : i64
    %4978 = llvm.add %4977, %4909 overflow<nsw, nuw> : i64
    %4979 = llvm.getelementptr inbounds|nuw %4969[%4978] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4968, %4979 : f32, !llvm.ptr
    %4980 = llvm.add %4911, %43 : i64
    llvm.br ^bb759(%4980 : i64)
  ^bb761:  // pred: ^bb759
    %4981 = llvm.add %4909, %43 : i64
    llvm.br ^bb757(%4981 : i64)
  ^bb762:  // pred: ^bb757
    %4982 = llvm.add %4907, %43 : i64
    llvm.br ^bb755(%4982 : i64)
  ^bb763:  // pred: ^bb755
    %4983 = llvm.add %4905, %43 : i64
    llvm.br ^bb753(%4983 : i64)
  ^bb764:  // pred: ^bb753
    %4984 = llvm.add %4903, %43 : i64
    llvm.br ^bb751(%4984 : i64)
  ^bb765:  // pred: ^bb751
    %4985 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4986 = llvm.extractvalue %264[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4987 = llvm.extractvalue %264[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4988 = llvm.insertvalue %4986, %4985[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4989 = llvm.insertvalue %4987, %4988[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4990 = llvm.mlir.constant(0 : index) : i64
    %4991 = llvm.insertvalue %4990, %4989[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4992 = llvm.mlir.constant(32 : index) : i64
    %4993 = llvm.insertvalue %4992, %4991[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4994 = llvm.mlir.constant(32 : index) : i64
    %4995 = llvm.insertvalue %4994, %4993[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4996 = llvm.mlir.constant(2 : index) : i64
    %4997 = llvm.insertvalue %4996, %4995[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4998 = llvm.mlir.constant(16 : index) : i64
    %4999 = llvm.insertvalue %4998, %4997[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5000 = llvm.mlir.constant(16 : index) : i64
    %5001 = llvm.insertvalue %5000, %4999[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5002 = llvm.mlir.constant(1 : index) : i64
    %5003 = llvm.insertvalue %5002, %5001[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.mlir.constant(1 : index) : i64
    %5005 = llvm.mlir.constant(8 : index) : i64
    %5006 = llvm.mlir.constant(32 : index) : i64
    %5007 = llvm.mlir.constant(1 : index) : i64
    %5008 = llvm.mlir.constant(256 : index) : i64
    %5009 = llvm.mlir.constant(256 : index) : i64
    %5010 = llvm.mlir.zero : !llvm.ptr
    %5011 = llvm.getelementptr %5010[%5009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5012 = llvm.ptrtoint %5011 : !llvm.ptr to i64
    %5013 = llvm.mlir.constant(64 : index) : i64
    %5014 = llvm.add %5012, %5013 : i64
    %5015 = llvm.call @malloc(%5014) : (i64) -> !llvm.ptr
    %5016 = llvm.ptrtoint %5015 : !llvm.ptr to i64
    %5017 = llvm.mlir.constant(1 : index) : i64
    %5018 = llvm.sub %5013, %5017 : i64
    %5019 = llvm.add %5016, %5018 : i64
    %5020 = llvm.urem %5019, %5013 : i64
    %5021 = llvm.sub %5019, %5020 : i64
    %5022 = llvm.inttoptr %5021 : i64 to !llvm.ptr
    %5023 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5024 = llvm.insertvalue %5015, %5023[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5025 = llvm.insertvalue %5022, %5024[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5026 = llvm.mlir.constant(0 : index) : i64
    %5027 = llvm.insertvalue %5026, %5025[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5028 = llvm.insertvalue %5004, %5027[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5029 = llvm.insertvalue %5005, %5028[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5030 = llvm.insertvalue %5006, %5029[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5031 = llvm.insertvalue %5008, %5030[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5032 = llvm.insertvalue %5006, %5031[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5033 = llvm.insertvalue %5007, %5032[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb766(%48 : i64)
  ^bb766(%5034: i64):  // 2 preds: ^bb765, ^bb773
    %5035 = llvm.icmp "slt" %5034, %43 : i64
    llvm.cond_br %5035, ^bb767, ^bb774
  ^bb767:  // pred: ^bb766
    llvm.br ^bb768(%48 : i64)
  ^bb768(%5036: i64):  // 2 preds: ^bb767, ^bb772
    %5037 = llvm.icmp "slt" %5036, %42 : i64
    llvm.cond_br %5037, ^bb769, ^bb773
  ^bb769:  // pred: ^bb768
    llvm.br ^bb770(%48 : i64)
  ^bb770(%5038: i64):  // 2 preds: ^bb769, ^bb771
    %5039 = llvm.icmp "slt" %5038, %41 : i64
    llvm.cond_br %5039, ^bb771, ^bb772
  ^bb771:  // pred: ^bb770
    %5040 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5041 = llvm.mlir.constant(256 : index) : i64
    %5042 = llvm.mul %5034, %5041 overflow<nsw, nuw> : i64
    %5043 = llvm.mlir.constant(32 : index) : i64
    %5044 = llvm.mul %5036, %5043 overflow<nsw, nuw> : i64
    %5045 = llvm.add %5042, %5044 overflow<nsw, nuw> : i64
    %5046 = llvm.add %5045, %5038 overflow<nsw, nuw> : i64
    %5047 = llvm.getelementptr inbounds|nuw %5040[%5046] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5048 = llvm.load %5047 : !llvm.ptr -> f32
    %5049 = llvm.extractvalue %5033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5050 = llvm.mlir.constant(256 : index) : i64
    %5051 = llvm.mul %5034, %5050 overflow<nsw, nuw> : i64
    %5052 = llvm.mlir.constant(32 : index) : i64
    %5053 = llvm.mul %5036, %5052 overflow<nsw, nuw> : i64
    %5054 = llvm.add %5051, %5053 overflow<nsw, nuw> : i64
    %5055 = llvm.add %5054, %5038 overflow<nsw, nuw> : i64
    %5056 = llvm.getelementptr inbounds|nuw %5049[%5055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5048, %5056 : f32, !llvm.ptr
    %5057 = llvm.add %5038, %43 : i64
    llvm.br ^bb770(%5057 : i64)
  ^bb772:  // pred: ^bb770
    %5058 = llvm.add %5036, %43 : i64
    llvm.br ^bb768(%5058 : i64)
  ^bb773:  // pred: ^bb768
    %5059 = llvm.add %5034, %43 : i64
    llvm.br ^bb766(%5059 : i64)
  ^bb774:  // pred: ^bb766
    llvm.br ^bb775(%48 : i64)
  ^bb775(%5060: i64):  // 2 preds: ^bb774, ^bb788
    %5061 = llvm.icmp "slt" %5060, %43 : i64
    llvm.cond_br %5061, ^bb776, ^bb789
  ^bb776:  // pred: ^bb775
    llvm.br ^bb777(%48 : i64)
  ^bb777(%5062: i64):  // 2 preds: ^bb776, ^bb787
    %5063 = llvm.icmp "slt" %5062, %42 : i64
    llvm.cond_br %5063, ^bb778, ^bb788
  ^bb778:  // pred: ^bb777
    llvm.br ^bb779(%48 : i64)
  ^bb779(%5064: i64):  // 2 preds: ^bb778, ^bb786
    %5065 = llvm.icmp "slt" %5064, %41 : i64
    llvm.cond_br %5065, ^bb780, ^bb787
  ^bb780:  // pred: ^bb779
    llvm.br ^bb781(%48 : i64)
  ^bb781(%5066: i64):  // 2 preds: ^bb780, ^bb785
    %5067 = llvm.icmp "slt" %5066, %40 : i64
    llvm.cond_br %5067, ^bb782, ^bb786
  ^bb782:  // pred: ^bb781
    llvm.br ^bb783(%48 : i64)
  ^bb783(%5068: i64):  // 2 preds: ^bb782, ^bb784
    %5069 = llvm.icmp "slt" %5068, %39 : i64
    llvm.cond_br %5069, ^bb784, ^bb785
  ^bb784:  // pred: ^bb783
    %5070 = llvm.extractvalue %2771[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5071 = llvm.mlir.constant(256 : index) : i64
    %5072 = llvm.mul %5060, %5071 overflow<nsw, nuw> : i64
    %5073 = llvm.mlir.constant(128 : index) : i64
    %5074 = llvm.mul %5066, %5073 overflow<nsw, nuw> : i64
    %5075 = llvm.add %5072, %5074 overflow<nsw, nuw> : i64
    %5076 = llvm.mlir.constant(16 : index) : i64
    %5077 = llvm.mul %5062, %5076 overflow<nsw, nuw> : i64
    %5078 = llvm.add %5075, %5077 overflow<nsw, nuw> : i64
    %5079 = llvm.add %5078, %5068 overflow<nsw, nuw> : i64
    %5080 = llvm.getelementptr inbounds|nuw %5070[%5079] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5081 = llvm.load %5080 : !llvm.ptr -> f32
    %5082 = llvm.extractvalue %5003[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5083 = llvm.mlir.constant(32 : index) : i64
    %5084 = llvm.mul %5064, %5083 overflow<nsw, nuw> : i64
    %5085 = llvm.mlir.constant(16 : index) : i64
    %5086 = llvm.mul %5066, %5085 overflow<nsw, nuw> : i64
    %5087 = llvm.add %5084, %5086 overflow<nsw, nuw> : i64
    %5088 = llvm.add %5087, %5068 overflow<nsw, nuw> : i64
    %5089 = llvm.getelementptr inbounds|nuw %5082[%5088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5090 = llvm.load %5089 : !llvm.ptr -> f32
    %5091 = llvm.extractvalue %5033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5092 = llvm.mlir.constant(256 : index) : i64
    %5093 = llvm.mul %5060, %5092 overflow<nsw, nuw> : i64
    %5094 = llvm.mlir.constant(32 : index) : i64
    %5095 = llvm.mul %5062, %5094 overflow<nsw, nuw> : i64
    %5096 = llvm.add %5093, %5095 overflow<nsw, nuw> : i64
    %5097 = llvm.add %5096, %5064 overflow<nsw, nuw> : i64
    %5098 = llvm.getelementptr inbounds|nuw %5091[%5097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5099 = llvm.load %5098 : !llvm.ptr -> f32
    %5100 = llvm.fmul %5081, %5090 : f32
    %5101 = llvm.fadd %5099, %5100 : f32
    %5102 = llvm.extractvalue %5033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5103 = llvm.mlir.constant(256 : index) : i64
    %5104 = llvm.mul %5060, %5103 overflow<nsw, nuw> : i64
    %5105 = llvm.mlir.constant(32 : index) : i64
    %5106 = llvm.mul %5062, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.add %5104, %5106 overflow<nsw, nuw> : i64
    %5108 = llvm.add %5107, %5064 overflow<nsw, nuw> : i64
    %5109 = llvm.getelementptr inbounds|nuw %5102[%5108] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5101, %5109 : f32, !llvm.ptr
    %5110 = llvm.add %5068, %43 : i64
    llvm.br ^bb783(%5110 : i64)
  ^bb785:  // pred: ^bb783
    %5111 = llvm.add %5066, %43 : i64
    llvm.br ^bb781(%5111 : i64)
  ^bb786:  // pred: ^bb781
    %5112 = llvm.add %5064, %43 : i64
    llvm.br ^bb779(%5112 : i64)
  ^bb787:  // pred: ^bb779
    %5113 = llvm.add %5062, %43 : i64
    llvm.br ^bb777(%5113 : i64)
  ^bb788:  // pred: ^bb777
    %5114 = llvm.add %5060, %43 : i64
    llvm.br ^bb775(%5114 : i64)
  ^bb789:  // pred: ^bb775
    llvm.br ^bb790(%48 : i64)
  ^bb790(%5115: i64):  // 2 preds: ^bb789, ^bb797
    %5116 = llvm.icmp "slt" %5115, %43 : i64
    llvm.cond_br %5116, ^bb791, ^bb798
  ^bb791:  // pred: ^bb790
    llvm.br ^bb792(%48 : i64)
  ^bb792(%5117: i64):  // 2 preds: ^bb791, ^bb796
    %5118 = llvm.icmp "slt" %5117, %42 : i64
    llvm.cond_br %5118, ^bb793, ^bb797
  ^bb793:  // pred: ^bb792
    llvm.br ^bb794(%48 : i64)
  ^bb794(%5119: i64):  // 2 preds: ^bb793, ^bb795
    %5120 = llvm.icmp "slt" %5119, %41 : i64
    llvm.cond_br %5120, ^bb795, ^bb796
  ^bb795:  // pred: ^bb794
    %5121 = llvm.extractvalue %5033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5122 = llvm.mlir.constant(256 : index) : i64
    %5123 = llvm.mul %5115, %5122 overflow<nsw, nuw> : i64
    %5124 = llvm.mlir.constant(32 : index) : i64
    %5125 = llvm.mul %5117, %5124 overflow<nsw, nuw> : i64
    %5126 = llvm.add %5123, %5125 overflow<nsw, nuw> : i64
    %5127 = llvm.add %5126, %5119 overflow<nsw, nuw> : i64
    %5128 = llvm.getelementptr inbounds|nuw %5121[%5127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5129 = llvm.load %5128 : !llvm.ptr -> f32
    %5130 = llvm.extractvalue %244[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5131 = llvm.getelementptr inbounds|nuw %5130[%5119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5132 = llvm.load %5131 : !llvm.ptr -> f32
    %5133 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5134 = llvm.mlir.constant(256 : index) : i64
    %5135 = llvm.mul %5115, %5134 overflow<nsw, nuw> : i64
    %5136 = llvm.mlir.constant(32 : index) : i64
    %5137 = llvm.mul %5117, %5136 overflow<nsw, nuw> : i64
    %5138 = llvm.add %5135, %5137 overflow<nsw, nuw> : i64
    %5139 = llvm.add %5138, %5119 overflow<nsw, nuw> : i64
    %5140 = llvm.getelementptr inbounds|nuw %5133[%5139] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5141 = llvm.load %5140 : !llvm.ptr -> f32
    %5142 = llvm.fadd %5129, %5132 : f32
    %5143 = llvm.fadd %5142, %5141 : f32
    %5144 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5145 = llvm.mlir.constant(256 : index) : i64
    %5146 = llvm.mul %5115, %5145 overflow<nsw, nuw> : i64
    %5147 = llvm.mlir.constant(32 : index) : i64
    %5148 = llvm.mul %5117, %5147 overflow<nsw, nuw> : i64
    %5149 = llvm.add %5146, %5148 overflow<nsw, nuw> : i64
    %5150 = llvm.add %5149, %5119 overflow<nsw, nuw> : i64
    %5151 = llvm.getelementptr inbounds|nuw %5144[%5150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5143, %5151 : f32, !llvm.ptr
    %5152 = llvm.add %5119, %43 : i64
    llvm.br ^bb794(%5152 : i64)
  ^bb796:  // pred: ^bb794
    %5153 = llvm.add %5117, %43 : i64
    llvm.br ^bb792(%5153 : i64)
  ^bb797:  // pred: ^bb792
    %5154 = llvm.add %5115, %43 : i64
    llvm.br ^bb790(%5154 : i64)
  ^bb798:  // pred: ^bb790
    llvm.br ^bb799(%48 : i64)
  ^bb799(%5155: i64):  // 2 preds: ^bb798, ^bb806
    %5156 = llvm.icmp "slt" %5155, %43 : i64
    llvm.cond_br %5156, ^bb800, ^bb807
  ^bb800:  // pred: ^bb799
    llvm.br ^bb801(%48 : i64)
  ^bb801(%5157: i64):  // 2 preds: ^bb800, ^bb805
    %5158 = llvm.icmp "slt" %5157, %42 : i64
    llvm.cond_br %5158, ^bb802, ^bb806
  ^bb802:  // pred: ^bb801
    llvm.br ^bb803(%48 : i64)
  ^bb803(%5159: i64):  // 2 preds: ^bb802, ^bb804
    %5160 = llvm.icmp "slt" %5159, %41 : i64
    llvm.cond_br %5160, ^bb804, ^bb805
  ^bb804:  // pred: ^bb803
    %5161 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5162 = llvm.mlir.constant(256 : index) : i64
    %5163 = llvm.mul %5155, %5162 overflow<nsw, nuw> : i64
    %5164 = llvm.mlir.constant(32 : index) : i64
    %5165 = llvm.mul %5157, %5164 overflow<nsw, nuw> : i64
    %5166 = llvm.add %5163, %5165 overflow<nsw, nuw> : i64
    %5167 = llvm.add %5166, %5159 overflow<nsw, nuw> : i64
    %5168 = llvm.getelementptr inbounds|nuw %5161[%5167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5169 = llvm.load %5168 : !llvm.ptr -> f32
    %5170 = llvm.fpext %5169 : f32 to f64
    %5171 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5172 = llvm.mlir.constant(256 : index) : i64
    %5173 = llvm.mul %5155, %5172 overflow<nsw, nuw> : i64
    %5174 = llvm.mlir.constant(32 : index) : i64
    %5175 = llvm.mul %5157, %5174 overflow<nsw, nuw> : i64
    %5176 = llvm.add %5173, %5175 overflow<nsw, nuw> : i64
    %5177 = llvm.add %5176, %5159 overflow<nsw, nuw> : i64
    %5178 = llvm.getelementptr inbounds|nuw %5171[%5177] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5170, %5178 : f64, !llvm.ptr
    %5179 = llvm.add %5159, %43 : i64
    llvm.br ^bb803(%5179 : i64)
  ^bb805:  // pred: ^bb803
    %5180 = llvm.add %5157, %43 : i64
    llvm.br ^bb801(%5180 : i64)
  ^bb806:  // pred: ^bb801
    %5181 = llvm.add %5155, %43 : i64
    llvm.br ^bb799(%5181 : i64)
  ^bb807:  // pred: ^bb799
    %5182 = llvm.mlir.constant(1 : index) : i64
    %5183 = llvm.mlir.constant(8 : index) : i64
    %5184 = llvm.mlir.constant(1 : index) : i64
    %5185 = llvm.mlir.constant(1 : index) : i64
    %5186 = llvm.mlir.constant(8 : index) : i64
    %5187 = llvm.mlir.zero : !llvm.ptr
    %5188 = llvm.getelementptr %5187[%5186] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5189 = llvm.ptrtoint %5188 : !llvm.ptr to i64
    %5190 = llvm.mlir.constant(64 : index) : i64
    %5191 = llvm.add %5189, %5190 : i64
    %5192 = llvm.call @malloc(%5191) : (i64) -> !llvm.ptr
    %5193 = llvm.ptrtoint %5192 : !llvm.ptr to i64
    %5194 = llvm.mlir.constant(1 : index) : i64
    %5195 = llvm.sub %5190, %5194 : i64
    %5196 = llvm.add %5193, %5195 : i64
    %5197 = llvm.urem %5196, %5190 : i64
    %5198 = llvm.sub %5196, %5197 : i64
    %5199 = llvm.inttoptr %5198 : i64 to !llvm.ptr
    %5200 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5201 = llvm.insertvalue %5192, %5200[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5202 = llvm.insertvalue %5199, %5201[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5203 = llvm.mlir.constant(0 : index) : i64
    %5204 = llvm.insertvalue %5203, %5202[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5205 = llvm.insertvalue %5182, %5204[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5206 = llvm.insertvalue %5183, %5205[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5207 = llvm.insertvalue %5184, %5206[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5208 = llvm.insertvalue %5183, %5207[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5209 = llvm.insertvalue %5184, %5208[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5210 = llvm.insertvalue %5185, %5209[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb808(%48 : i64)
  ^bb808(%5211: i64):  // 2 preds: ^bb807, ^bb815
    %5212 = llvm.icmp "slt" %5211, %43 : i64
    llvm.cond_br %5212, ^bb809, ^bb816
  ^bb809:  // pred: ^bb808
    llvm.br ^bb810(%48 : i64)
  ^bb810(%5213: i64):  // 2 preds: ^bb809, ^bb814
    %5214 = llvm.icmp "slt" %5213, %42 : i64
    llvm.cond_br %5214, ^bb811, ^bb815
  ^bb811:  // pred: ^bb810
    llvm.br ^bb812(%48 : i64)
  ^bb812(%5215: i64):  // 2 preds: ^bb811, ^bb813
    %5216 = llvm.icmp "slt" %5215, %43 : i64
    llvm.cond_br %5216, ^bb813, ^bb814
  ^bb813:  // pred: ^bb812
    %5217 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5218 = llvm.mlir.constant(8 : index) : i64
    %5219 = llvm.mul %5211, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.add %5219, %5213 overflow<nsw, nuw> : i64
    %5221 = llvm.add %5220, %5215 overflow<nsw, nuw> : i64
    %5222 = llvm.getelementptr inbounds|nuw %5217[%5221] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5223 = llvm.load %5222 : !llvm.ptr -> f64
    %5224 = llvm.extractvalue %5210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5225 = llvm.mlir.constant(8 : index) : i64
    %5226 = llvm.mul %5211, %5225 overflow<nsw, nuw> : i64
    %5227 = llvm.add %5226, %5213 overflow<nsw, nuw> : i64
    %5228 = llvm.add %5227, %5215 overflow<nsw, nuw> : i64
    %5229 = llvm.getelementptr inbounds|nuw %5224[%5228] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5223, %5229 : f64, !llvm.ptr
    %5230 = llvm.add %5215, %43 : i64
    llvm.br ^bb812(%5230 : i64)
  ^bb814:  // pred: ^bb812
    %5231 = llvm.add %5213, %43 : i64
    llvm.br ^bb810(%5231 : i64)
  ^bb815:  // pred: ^bb810
    %5232 = llvm.add %5211, %43 : i64
    llvm.br ^bb808(%5232 : i64)
  ^bb816:  // pred: ^bb808
    llvm.br ^bb817(%48 : i64)
  ^bb817(%5233: i64):  // 2 preds: ^bb816, ^bb824
    %5234 = llvm.icmp "slt" %5233, %43 : i64
    llvm.cond_br %5234, ^bb818, ^bb825
  ^bb818:  // pred: ^bb817
    llvm.br ^bb819(%48 : i64)
  ^bb819(%5235: i64):  // 2 preds: ^bb818, ^bb823
    %5236 = llvm.icmp "slt" %5235, %42 : i64
    llvm.cond_br %5236, ^bb820, ^bb824
  ^bb820:  // pred: ^bb819
    llvm.br ^bb821(%48 : i64)
  ^bb821(%5237: i64):  // 2 preds: ^bb820, ^bb822
    %5238 = llvm.icmp "slt" %5237, %41 : i64
    llvm.cond_br %5238, ^bb822, ^bb823
  ^bb822:  // pred: ^bb821
    %5239 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5240 = llvm.mlir.constant(256 : index) : i64
    %5241 = llvm.mul %5233, %5240 overflow<nsw, nuw> : i64
    %5242 = llvm.mlir.constant(32 : index) : i64
    %5243 = llvm.mul %5235, %5242 overflow<nsw, nuw> : i64
    %5244 = llvm.add %5241, %5243 overflow<nsw, nuw> : i64
    %5245 = llvm.add %5244, %5237 overflow<nsw, nuw> : i64
    %5246 = llvm.getelementptr inbounds|nuw %5239[%5245] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5247 = llvm.load %5246 : !llvm.ptr -> f64
    %5248 = llvm.extractvalue %5210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5249 = llvm.mlir.constant(8 : index) : i64
    %5250 = llvm.mul %5233, %5249 overflow<nsw, nuw> : i64
    %5251 = llvm.add %5250, %5235 overflow<nsw, nuw> : i64
    %5252 = llvm.add %5251, %48 overflow<nsw, nuw> : i64
    %5253 = llvm.getelementptr inbounds|nuw %5248[%5252] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5254 = llvm.load %5253 : !llvm.ptr -> f64
    %5255 = llvm.fadd %5247, %5254 : f64
    %5256 = llvm.extractvalue %5210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5257 = llvm.mlir.constant(8 : index) : i64
    %5258 = llvm.mul %5233, %5257 overflow<nsw, nuw> : i64
    %5259 = llvm.add %5258, %5235 overflow<nsw, nuw> : i64
    %5260 = llvm.add %5259, %48 overflow<nsw, nuw> : i64
    %5261 = llvm.getelementptr inbounds|nuw %5256[%5260] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5255, %5261 : f64, !llvm.ptr
    %5262 = llvm.add %5237, %43 : i64
    llvm.br ^bb821(%5262 : i64)
  ^bb823:  // pred: ^bb821
    %5263 = llvm.add %5235, %43 : i64
    llvm.br ^bb819(%5263 : i64)
  ^bb824:  // pred: ^bb819
    %5264 = llvm.add %5233, %43 : i64
    llvm.br ^bb817(%5264 : i64)
  ^bb825:  // pred: ^bb817
    %5265 = llvm.mlir.constant(1 : index) : i64
    %5266 = llvm.mlir.constant(8 : index) : i64
    %5267 = llvm.mlir.constant(1 : index) : i64
    %5268 = llvm.mlir.constant(1 : index) : i64
    %5269 = llvm.mlir.constant(8 : index) : i64
    %5270 = llvm.mlir.zero : !llvm.ptr
    %5271 = llvm.getelementptr %5270[%5269] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5272 = llvm.ptrtoint %5271 : !llvm.ptr to i64
    %5273 = llvm.mlir.constant(64 : index) : i64
    %5274 = llvm.add %5272, %5273 : i64
    %5275 = llvm.call @malloc(%5274) : (i64) -> !llvm.ptr
    %5276 = llvm.ptrtoint %5275 : !llvm.ptr to i64
    %5277 = llvm.mlir.constant(1 : index) : i64
    %5278 = llvm.sub %5273, %5277 : i64
    %5279 = llvm.add %5276, %5278 : i64
    %5280 = llvm.urem %5279, %5273 : i64
    %5281 = llvm.sub %5279, %5280 : i64
    %5282 = llvm.inttoptr %5281 : i64 to !llvm.ptr
    %5283 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5284 = llvm.insertvalue %5275, %5283[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5285 = llvm.insertvalue %5282, %5284[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5286 = llvm.mlir.constant(0 : index) : i64
    %5287 = llvm.insertvalue %5286, %5285[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5288 = llvm.insertvalue %5265, %5287[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5289 = llvm.insertvalue %5266, %5288[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5290 = llvm.insertvalue %5267, %5289[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5291 = llvm.insertvalue %5266, %5290[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5292 = llvm.insertvalue %5267, %5291[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5293 = llvm.insertvalue %5268, %5292[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb826(%48 : i64)
  ^bb826(%5294: i64):  // 2 preds: ^bb825, ^bb833
    %5295 = llvm.icmp "slt" %5294, %43 : i64
    llvm.cond_br %5295, ^bb827, ^bb834
  ^bb827:  // pred: ^bb826
    llvm.br ^bb828(%48 : i64)
  ^bb828(%5296: i64):  // 2 preds: ^bb827, ^bb832
    %5297 = llvm.icmp "slt" %5296, %42 : i64
    llvm.cond_br %5297, ^bb829, ^bb833
  ^bb829:  // pred: ^bb828
    llvm.br ^bb830(%48 : i64)
  ^bb830(%5298: i64):  // 2 preds: ^bb829, ^bb831
    %5299 = llvm.icmp "slt" %5298, %43 : i64
    llvm.cond_br %5299, ^bb831, ^bb832
  ^bb831:  // pred: ^bb830
    %5300 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5301 = llvm.mlir.constant(8 : index) : i64
    %5302 = llvm.mul %5294, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5302, %5296 overflow<nsw, nuw> : i64
    %5304 = llvm.add %5303, %5298 overflow<nsw, nuw> : i64
    %5305 = llvm.getelementptr inbounds|nuw %5300[%5304] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5306 = llvm.load %5305 : !llvm.ptr -> f64
    %5307 = llvm.extractvalue %5293[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5308 = llvm.mlir.constant(8 : index) : i64
    %5309 = llvm.mul %5294, %5308 overflow<nsw, nuw> : i64
    %5310 = llvm.add %5309, %5296 overflow<nsw, nuw> : i64
    %5311 = llvm.add %5310, %5298 overflow<nsw, nuw> : i64
    %5312 = llvm.getelementptr inbounds|nuw %5307[%5311] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5306, %5312 : f64, !llvm.ptr
    %5313 = llvm.add %5298, %43 : i64
    llvm.br ^bb830(%5313 : i64)
  ^bb832:  // pred: ^bb830
    %5314 = llvm.add %5296, %43 : i64
    llvm.br ^bb828(%5314 : i64)
  ^bb833:  // pred: ^bb828
    %5315 = llvm.add %5294, %43 : i64
    llvm.br ^bb826(%5315 : i64)
  ^bb834:  // pred: ^bb826
    llvm.br ^bb835(%48 : i64)
  ^bb835(%5316: i64):  // 2 preds: ^bb834, ^bb842
    %5317 = llvm.icmp "slt" %5316, %43 : i64
    llvm.cond_br %5317, ^bb836, ^bb843
  ^bb836:  // pred: ^bb835
    llvm.br ^bb837(%48 : i64)
  ^bb837(%5318: i64):  // 2 preds: ^bb836, ^bb841
    %5319 = llvm.icmp "slt" %5318, %42 : i64
    llvm.cond_br %5319, ^bb838, ^bb842
  ^bb838:  // pred: ^bb837
    llvm.br ^bb839(%48 : i64)
  ^bb839(%5320: i64):  // 2 preds: ^bb838, ^bb840
    %5321 = llvm.icmp "slt" %5320, %41 : i64
    llvm.cond_br %5321, ^bb840, ^bb841
  ^bb840:  // pred: ^bb839
    %5322 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5323 = llvm.mlir.constant(256 : index) : i64
    %5324 = llvm.mul %5316, %5323 overflow<nsw, nuw> : i64
    %5325 = llvm.mlir.constant(32 : index) : i64
    %5326 = llvm.mul %5318, %5325 overflow<nsw, nuw> : i64
    %5327 = llvm.add %5324, %5326 overflow<nsw, nuw> : i64
    %5328 = llvm.add %5327, %5320 overflow<nsw, nuw> : i64
    %5329 = llvm.getelementptr inbounds|nuw %5322[%5328] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5330 = llvm.load %5329 : !llvm.ptr -> f64
    %5331 = llvm.extractvalue %5210[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5332 = llvm.mlir.constant(8 : index) : i64
    %5333 = llvm.mul %5316, %5332 overflow<nsw, nuw> : i64
    %5334 = llvm.add %5333, %5318 overflow<nsw, nuw> : i64
    %5335 = llvm.add %5334, %48 overflow<nsw, nuw> : i64
    %5336 = llvm.getelementptr inbounds|nuw %5331[%5335] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5337 = llvm.load %5336 : !llvm.ptr -> f64
    %5338 = llvm.extractvalue %5293[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5339 = llvm.mlir.constant(8 : index) : i64
    %5340 = llvm.mul %5316, %5339 overflow<nsw, nuw> : i64
    %5341 = llvm.add %5340, %5318 overflow<nsw, nuw> : i64
    %5342 = llvm.add %5341, %48 overflow<nsw, nuw> : i64
    %5343 = llvm.getelementptr inbounds|nuw %5338[%5342] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5344 = llvm.load %5343 : !llvm.ptr -> f64
    %5345 = llvm.fdiv %5337, %47 : f64
    %5346 = llvm.fsub %5330, %5345 : f64
    %5347 = llvm.fmul %5346, %5346 : f64
    %5348 = llvm.fadd %5347, %5344 : f64
    %5349 = llvm.extractvalue %5293[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5350 = llvm.mlir.constant(8 : index) : i64
    %5351 = llvm.mul %5316, %5350 overflow<nsw, nuw> : i64
    %5352 = llvm.add %5351, %5318 overflow<nsw, nuw> : i64
    %5353 = llvm.add %5352, %48 overflow<nsw, nuw> : i64
    %5354 = llvm.getelementptr inbounds|nuw %5349[%5353] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5348, %5354 : f64, !llvm.ptr
    %5355 = llvm.add %5320, %43 : i64
    llvm.br ^bb839(%5355 : i64)
  ^bb841:  // pred: ^bb839
    %5356 = llvm.add %5318, %43 : i64
    llvm.br ^bb837(%5356 : i64)
  ^bb842:  // pred: ^bb837
    %5357 = llvm.add %5316, %43 : i64
    llvm.br ^bb835(%5357 : i64)
  ^bb843:  // pred: ^bb835
    %5358 = llvm.mlir.constant(1 : index) : i64
    %5359 = llvm.mlir.constant(8 : index) : i64
    %5360 = llvm.mlir.constant(1 : index) : i64
    %5361 = llvm.mlir.constant(1 : index) : i64
    %5362 = llvm.mlir.constant(8 : index) : i64
    %5363 = llvm.mlir.zero : !llvm.ptr
    %5364 = llvm.getelementptr %5363[%5362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5365 = llvm.ptrtoint %5364 : !llvm.ptr to i64
    %5366 = llvm.mlir.constant(64 : index) : i64
    %5367 = llvm.add %5365, %5366 : i64
    %5368 = llvm.call @malloc(%5367) : (i64) -> !llvm.ptr
    %5369 = llvm.ptrtoint %5368 : !llvm.ptr to i64
    %5370 = llvm.mlir.constant(1 : index) : i64
    %5371 = llvm.sub %5366, %5370 : i64
    %5372 = llvm.add %5369, %5371 : i64
    %5373 = llvm.urem %5372, %5366 : i64
    %5374 = llvm.sub %5372, %5373 : i64
    %5375 = llvm.inttoptr %5374 : i64 to !llvm.ptr
    %5376 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5377 = llvm.insertvalue %5368, %5376[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5378 = llvm.insertvalue %5375, %5377[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5379 = llvm.mlir.constant(0 : index) : i64
    %5380 = llvm.insertvalue %5379, %5378[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5381 = llvm.insertvalue %5358, %5380[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5382 = llvm.insertvalue %5359, %5381[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5383 = llvm.insertvalue %5360, %5382[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5384 = llvm.insertvalue %5359, %5383[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5385 = llvm.insertvalue %5360, %5384[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5386 = llvm.insertvalue %5361, %5385[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb844(%48 : i64)
  ^bb844(%5387: i64):  // 2 preds: ^bb843, ^bb851
    %5388 = llvm.icmp "slt" %5387, %43 : i64
    llvm.cond_br %5388, ^bb845, ^bb852
  ^bb845:  // pred: ^bb844
    llvm.br ^bb846(%48 : i64)
  ^bb846(%5389: i64):  // 2 preds: ^bb845, ^bb850
    %5390 = llvm.icmp "slt" %5389, %42 : i64
    llvm.cond_br %5390, ^bb847, ^bb851
  ^bb847:  // pred: ^bb846
    llvm.br ^bb848(%48 : i64)
  ^bb848(%5391: i64):  // 2 preds: ^bb847, ^bb849
    %5392 = llvm.icmp "slt" %5391, %43 : i64
    llvm.cond_br %5392, ^bb849, ^bb850
  ^bb849:  // pred: ^bb848
    %5393 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5394 = llvm.mlir.constant(8 : index) : i64
    %5395 = llvm.mul %5387, %5394 overflow<nsw, nuw> : i64
    %5396 = llvm.add %5395, %5389 overflow<nsw, nuw> : i64
    %5397 = llvm.add %5396, %5391 overflow<nsw, nuw> : i64
    %5398 = llvm.getelementptr inbounds|nuw %5393[%5397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5399 = llvm.load %5398 : !llvm.ptr -> f32
    %5400 = llvm.extractvalue %5386[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5401 = llvm.mlir.constant(8 : index) : i64
    %5402 = llvm.mul %5387, %5401 overflow<nsw, nuw> : i64
    %5403 = llvm.add %5402, %5389 overflow<nsw, nuw> : i64
    %5404 = llvm.add %5403, %5391 overflow<nsw, nuw> : i64
    %5405 = llvm.getelementptr inbounds|nuw %5400[%5404] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5399, %5405 : f32, !llvm.ptr
    %5406 = llvm.add %5391, %43 : i64
    llvm.br ^bb848(%5406 : i64)
  ^bb850:  // pred: ^bb848
    %5407 = llvm.add %5389, %43 : i64
    llvm.br ^bb846(%5407 : i64)
  ^bb851:  // pred: ^bb846
    %5408 = llvm.add %5387, %43 : i64
    llvm.br ^bb844(%5408 : i64)
  ^bb852:  // pred: ^bb844
    llvm.br ^bb853(%48 : i64)
  ^bb853(%5409: i64):  // 2 preds: ^bb852, ^bb860
    %5410 = llvm.icmp "slt" %5409, %43 : i64
    llvm.cond_br %5410, ^bb854, ^bb861
  ^bb854:  // pred: ^bb853
    llvm.br ^bb855(%48 : i64)
  ^bb855(%5411: i64):  // 2 preds: ^bb854, ^bb859
    %5412 = llvm.icmp "slt" %5411, %42 : i64
    llvm.cond_br %5412, ^bb856, ^bb860
  ^bb856:  // pred: ^bb855
    llvm.br ^bb857(%48 : i64)
  ^bb857(%5413: i64):  // 2 preds: ^bb856, ^bb858
    %5414 = llvm.icmp "slt" %5413, %41 : i64
    llvm.cond_br %5414, ^bb858, ^bb859
  ^bb858:  // pred: ^bb857
    %5415 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.mlir.constant(256 : index) : i64
    %5417 = llvm.mul %5409, %5416 overflow<nsw, nuw> : i64
    %5418 = llvm.mlir.constant(32 : index) : i64
    %5419 = llvm.mul %5411, %5418 overflow<nsw, nuw> : i64
    %5420 = llvm.add %5417, %5419 overflow<nsw, nuw> : i64
    %5421 = llvm.add %5420, %5413 overflow<nsw, nuw> : i64
    %5422 = llvm.getelementptr inbounds|nuw %5415[%5421] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5423 = llvm.load %5422 : !llvm.ptr -> f32
    %5424 = llvm.extractvalue %5386[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5425 = llvm.mlir.constant(8 : index) : i64
    %5426 = llvm.mul %5409, %5425 overflow<nsw, nuw> : i64
    %5427 = llvm.add %5426, %5411 overflow<nsw, nuw> : i64
    %5428 = llvm.add %5427, %48 overflow<nsw, nuw> : i64
    %5429 = llvm.getelementptr inbounds|nuw %5424[%5428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5430 = llvm.load %5429 : !llvm.ptr -> f32
    %5431 = llvm.fadd %5423, %5430 : f32
    %5432 = llvm.extractvalue %5386[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5433 = llvm.mlir.constant(8 : index) : i64
    %5434 = llvm.mul %5409, %5433 overflow<nsw, nuw> : i64
    %5435 = llvm.add %5434, %5411 overflow<nsw, nuw> : i64
    %5436 = llvm.add %5435, %48 overflow<nsw, nuw> : i64
    %5437 = llvm.getelementptr inbounds|nuw %5432[%5436] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5431, %5437 : f32, !llvm.ptr
    %5438 = llvm.add %5413, %43 : i64
    llvm.br ^bb857(%5438 : i64)
  ^bb859:  // pred: ^bb857
    %5439 = llvm.add %5411, %43 : i64
    llvm.br ^bb855(%5439 : i64)
  ^bb860:  // pred: ^bb855
    %5440 = llvm.add %5409, %43 : i64
    llvm.br ^bb853(%5440 : i64)
  ^bb861:  // pred: ^bb853
    llvm.br ^bb862(%48 : i64)
  ^bb862(%5441: i64):  // 2 preds: ^bb861, ^bb869
    %5442 = llvm.icmp "slt" %5441, %43 : i64
    llvm.cond_br %5442, ^bb863, ^bb870
  ^bb863:  // pred: ^bb862
    llvm.br ^bb864(%48 : i64)
  ^bb864(%5443: i64):  // 2 preds: ^bb863, ^bb868
    %5444 = llvm.icmp "slt" %5443, %42 : i64
    llvm.cond_br %5444, ^bb865, ^bb869
  ^bb865:  // pred: ^bb864
    llvm.br ^bb866(%48 : i64)
  ^bb866(%5445: i64):  // 2 preds: ^bb865, ^bb867
    %5446 = llvm.icmp "slt" %5445, %41 : i64
    llvm.cond_br %5446, ^bb867, ^bb868
  ^bb867:  // pred: ^bb866
    %5447 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5448 = llvm.mlir.constant(256 : index) : i64
    %5449 = llvm.mul %5441, %5448 overflow<nsw, nuw> : i64
    %5450 = llvm.mlir.constant(32 : index) : i64
    %5451 = llvm.mul %5443, %5450 overflow<nsw, nuw> : i64
    %5452 = llvm.add %5449, %5451 overflow<nsw, nuw> : i64
    %5453 = llvm.add %5452, %5445 overflow<nsw, nuw> : i64
    %5454 = llvm.getelementptr inbounds|nuw %5447[%5453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5455 = llvm.load %5454 : !llvm.ptr -> f32
    %5456 = llvm.extractvalue %5386[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5457 = llvm.mlir.constant(8 : index) : i64
    %5458 = llvm.mul %5441, %5457 overflow<nsw, nuw> : i64
    %5459 = llvm.add %5458, %5443 overflow<nsw, nuw> : i64
    %5460 = llvm.add %5459, %48 overflow<nsw, nuw> : i64
    %5461 = llvm.getelementptr inbounds|nuw %5456[%5460] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5462 = llvm.load %5461 : !llvm.ptr -> f32
    %5463 = llvm.extractvalue %5293[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5464 = llvm.mlir.constant(8 : index) : i64
    %5465 = llvm.mul %5441, %5464 overflow<nsw, nuw> : i64
    %5466 = llvm.add %5465, %5443 overflow<nsw, nuw> : i64
    %5467 = llvm.add %5466, %48 overflow<nsw, nuw> : i64
    %5468 = llvm.getelementptr inbounds|nuw %5463[%5467] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5469 = llvm.load %5468 : !llvm.ptr -> f64
    %5470 = llvm.extractvalue %228[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5471 = llvm.getelementptr inbounds|nuw %5470[%5445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5472 = llvm.load %5471 : !llvm.ptr -> f32
    %5473 = llvm.extractvalue %212[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5474 = llvm.getelementptr inbounds|nuw %5473[%5445] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5475 = llvm.load %5474 : !llvm.ptr -> f32
    %5476 = llvm.fdiv %5469, %47 : f64
    %5477 = llvm.fptrunc %5476 : f64 to f32
    %5478 = llvm.fptrunc %49 : f64 to f32
    %5479 = llvm.fadd %5477, %5478 : f32
    %5480 = llvm.intr.sqrt(%5479) : (f32) -> f32
    %5481 = llvm.fdiv %55, %5480 : f32
    %5482 = llvm.fdiv %5462, %46 : f32
    %5483 = llvm.fsub %5455, %5482 : f32
    %5484 = llvm.fmul %5483, %5481 : f32
    %5485 = llvm.fmul %5484, %5472 : f32
    %5486 = llvm.fadd %5485, %5475 : f32
    %5487 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5488 = llvm.mlir.constant(256 : index) : i64
    %5489 = llvm.mul %5441, %5488 overflow<nsw, nuw> : i64
    %5490 = llvm.mlir.constant(32 : index) : i64
    %5491 = llvm.mul %5443, %5490 overflow<nsw, nuw> : i64
    %5492 = llvm.add %5489, %5491 overflow<nsw, nuw> : i64
    %5493 = llvm.add %5492, %5445 overflow<nsw, nuw> : i64
    %5494 = llvm.getelementptr inbounds|nuw %5487[%5493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5486, %5494 : f32, !llvm.ptr
    %5495 = llvm.add %5445, %43 : i64
    llvm.br ^bb866(%5495 : i64)
  ^bb868:  // pred: ^bb866
    %5496 = llvm.add %5443, %43 : i64
    llvm.br ^bb864(%5496 : i64)
  ^bb869:  // pred: ^bb864
    %5497 = llvm.add %5441, %43 : i64
    llvm.br ^bb862(%5497 : i64)
  ^bb870:  // pred: ^bb862
    llvm.br ^bb871(%48 : i64)
  ^bb871(%5498: i64):  // 2 preds: ^bb870, ^bb881
    %5499 = llvm.icmp "slt" %5498, %43 : i64
    llvm.cond_br %5499, ^bb872, ^bb882
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%48 : i64)
  ^bb873(%5500: i64):  // 2 preds: ^bb872, ^bb880
    %5501 = llvm.icmp "slt" %5500, %42 : i64
    llvm.cond_br %5501, ^bb874, ^bb881
  ^bb874:  // pred: ^bb873
    llvm.br ^bb875(%48 : i64)
  ^bb875(%5502: i64):  // 2 preds: ^bb874, ^bb879
    %5503 = llvm.icmp "slt" %5502, %38 : i64
    llvm.cond_br %5503, ^bb876, ^bb880
  ^bb876:  // pred: ^bb875
    llvm.br ^bb877(%48 : i64)
  ^bb877(%5504: i64):  // 2 preds: ^bb876, ^bb878
    %5505 = llvm.icmp "slt" %5504, %41 : i64
    llvm.cond_br %5505, ^bb878, ^bb879
  ^bb878:  // pred: ^bb877
    %5506 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5507 = llvm.mlir.constant(256 : index) : i64
    %5508 = llvm.mul %5498, %5507 overflow<nsw, nuw> : i64
    %5509 = llvm.mlir.constant(32 : index) : i64
    %5510 = llvm.mul %5500, %5509 overflow<nsw, nuw> : i64
    %5511 = llvm.add %5508, %5510 overflow<nsw, nuw> : i64
    %5512 = llvm.add %5511, %5504 overflow<nsw, nuw> : i64
    %5513 = llvm.getelementptr inbounds|nuw %5506[%5512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5514 = llvm.load %5513 : !llvm.ptr -> f32
    %5515 = llvm.extractvalue %196[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5516 = llvm.mlir.constant(32 : index) : i64
    %5517 = llvm.mul %5502, %5516 overflow<nsw, nuw> : i64
    %5518 = llvm.add %5517, %5504 overflow<nsw, nuw> : i64
    %5519 = llvm.getelementptr inbounds|nuw %5515[%5518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5520 = llvm.load %5519 : !llvm.ptr -> f32
    %5521 = llvm.extractvalue %3510[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5522 = llvm.mlir.constant(512 : index) : i64
    %5523 = llvm.mul %5498, %5522 overflow<nsw, nuw> : i64
    %5524 = llvm.mlir.constant(64 : index) : i64
    %5525 = llvm.mul %5500, %5524 overflow<nsw, nuw> : i64
    %5526 = llvm.add %5523, %5525 overflow<nsw, nuw> : i64
    %5527 = llvm.add %5526, %5502 overflow<nsw, nuw> : i64
    %5528 = llvm.getelementptr inbounds|nuw %5521[%5527] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5529 = llvm.load %5528 : !llvm.ptr -> f32
    %5530 = llvm.fmul %5514, %5520 : f32
    %5531 = llvm.fadd %5529, %5530 : f32
    %5532 = llvm.extractvalue %3510[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5533 = llvm.mlir.constant(512 : index) : i64
    %5534 = llvm.mul %5498, %5533 overflow<nsw, nuw> : i64
    %5535 = llvm.mlir.constant(64 : index) : i64
    %5536 = llvm.mul %5500, %5535 overflow<nsw, nuw> : i64
    %5537 = llvm.add %5534, %5536 overflow<nsw, nuw> : i64
    %5538 = llvm.add %5537, %5502 overflow<nsw, nuw> : i64
    %5539 = llvm.getelementptr inbounds|nuw %5532[%5538] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5531, %5539 : f32, !llvm.ptr
    %5540 = llvm.add %5504, %43 : i64
    llvm.br ^bb877(%5540 : i64)
  ^bb879:  // pred: ^bb877
    %5541 = llvm.add %5502, %43 : i64
    llvm.br ^bb875(%5541 : i64)
  ^bb880:  // pred: ^bb875
    %5542 = llvm.add %5500, %43 : i64
    llvm.br ^bb873(%5542 : i64)
  ^bb881:  // pred: ^bb873
    %5543 = llvm.add %5498, %43 : i64
    llvm.br ^bb871(%5543 : i64)
  ^bb882:  // pred: ^bb871
    llvm.br ^bb883(%48 : i64)
  ^bb883(%5544: i64):  // 2 preds: ^bb882, ^bb893
    %5545 = llvm.icmp "slt" %5544, %43 : i64
    llvm.cond_br %5545, ^bb884, ^bb894
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%48 : i64)
  ^bb885(%5546: i64):  // 2 preds: ^bb884, ^bb892
    %5547 = llvm.icmp "slt" %5546, %42 : i64
    llvm.cond_br %5547, ^bb886, ^bb893
  ^bb886:  // pred: ^bb885
    llvm.br ^bb887(%48 : i64)
  ^bb887(%5548: i64):  // 2 preds: ^bb886, ^bb891
    %5549 = llvm.icmp "slt" %5548, %41 : i64
    llvm.cond_br %5549, ^bb888, ^bb892
  ^bb888:  // pred: ^bb887
    llvm.br ^bb889(%48 : i64)
  ^bb889(%5550: i64):  // 2 preds: ^bb888, ^bb890
    %5551 = llvm.icmp "slt" %5550, %38 : i64
    llvm.cond_br %5551, ^bb890, ^bb891
  ^bb890:  // pred: ^bb889
    %5552 = llvm.extractvalue %3510[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5553 = llvm.mlir.constant(512 : index) : i64
    %5554 = llvm.mul %5544, %5553 overflow<nsw, nuw> : i64
    %5555 = llvm.mlir.constant(64 : index) : i64
    %5556 = llvm.mul %5546, %5555 overflow<nsw, nuw> : i64
    %5557 = llvm.add %5554, %5556 overflow<nsw, nuw> : i64
    %5558 = llvm.add %5557, %5550 overflow<nsw, nuw> : i64
    %5559 = llvm.getelementptr inbounds|nuw %5552[%5558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5560 = llvm.load %5559 : !llvm.ptr -> f32
    %5561 = llvm.extractvalue %176[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5562 = llvm.getelementptr inbounds|nuw %5561[%5550] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5563 = llvm.load %5562 : !llvm.ptr -> f32
    %5564 = llvm.extractvalue %160[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5565 = llvm.mlir.constant(64 : index) : i64
    %5566 = llvm.mul %5548, %5565 overflow<nsw, nuw> : i64
    %5567 = llvm.add %5566, %5550 overflow<nsw, nuw> : i64
    %5568 = llvm.getelementptr inbounds|nuw %5564[%5567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5569 = llvm.load %5568 : !llvm.ptr -> f32
    %5570 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5571 = llvm.mlir.constant(256 : index) : i64
    %5572 = llvm.mul %5544, %5571 overflow<nsw, nuw> : i64
    %5573 = llvm.mlir.constant(32 : index) : i64
    %5574 = llvm.mul %5546, %5573 overflow<nsw, nuw> : i64
    %5575 = llvm.add %5572, %5574 overflow<nsw, nuw> : i64
    %5576 = llvm.add %5575, %5548 overflow<nsw, nuw> : i64
    %5577 = llvm.getelementptr inbounds|nuw %5570[%5576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5578 = llvm.load %5577 : !llvm.ptr -> f32
    %5579 = llvm.fadd %5560, %5563 : f32
    %5580 = llvm.fdiv %5579, %44 : f32
    %5581 = llvm.fcmp "olt" %5580, %52 : f32
    %5582 = llvm.fneg %5580 : f32
    %5583 = llvm.select %5581, %5582, %5580 : i1, f32
    %5584 = llvm.fcmp "olt" %5583, %12 : f32
    %5585 = llvm.select %5584, %37, %33 : i1, f32
    %5586 = llvm.select %5584, %24, %20 : i1, f32
    %5587 = llvm.select %5584, %36, %32 : i1, f32
    %5588 = llvm.select %5584, %23, %19 : i1, f32
    %5589 = llvm.select %5584, %35, %31 : i1, f32
    %5590 = llvm.select %5584, %22, %18 : i1, f32
    %5591 = llvm.select %5584, %34, %30 : i1, f32
    %5592 = llvm.select %5584, %21, %17 : i1, f32
    %5593 = llvm.fcmp "olt" %5583, %11 : f32
    %5594 = llvm.select %5593, %52, %29 : i1, f32
    %5595 = llvm.select %5593, %5585, %28 : i1, f32
    %5596 = llvm.select %5593, %5586, %16 : i1, f32
    %5597 = llvm.select %5593, %5587, %27 : i1, f32
    %5598 = llvm.select %5593, %5588, %15 : i1, f32
    %5599 = llvm.select %5593, %5589, %26 : i1, f32
    %5600 = llvm.select %5593, %5590, %14 : i1, f32
    %5601 = llvm.select %5593, %5591, %25 : i1, f32
    %5602 = llvm.select %5593, %5592, %13 : i1, f32
    %5603 = llvm.select %5593, %52, %55 : i1, f32
    %5604 = llvm.fcmp "ult" %5583, %10 : f32
    %5605 = llvm.fmul %5583, %5601 : f32
    %5606 = llvm.fadd %5605, %5599 : f32
    %5607 = llvm.fmul %5583, %5606 : f32
    %5608 = llvm.fadd %5607, %5597 : f32
    %5609 = llvm.fmul %5583, %5608 : f32
    %5610 = llvm.fadd %5609, %5595 : f32
    %5611 = llvm.fmul %5583, %5610 : f32
    %5612 = llvm.fadd %5611, %5594 : f32
    %5613 = llvm.fmul %5583, %5602 : f32
    %5614 = llvm.fadd %5613, %5600 : f32
    %5615 = llvm.fmul %5583, %5614 : f32
    %5616 = llvm.fadd %5615, %5598 : f32
    %5617 = llvm.fmul %5583, %5616 : f32
    %5618 = llvm.fadd %5617, %5596 : f32
    %5619 = llvm.fmul %5583, %5618 : f32
    %5620 = llvm.fadd %5619, %55 : f32
    %5621 = llvm.fdiv %5612, %5620 : f32
    %5622 = llvm.fadd %5603, %5621 : f32
    %5623 = llvm.select %5604, %5622, %55 : i1, f32
    %5624 = llvm.fneg %5623 : f32
    %5625 = llvm.select %5581, %5624, %5623 : i1, f32
    %5626 = llvm.fadd %5625, %55 : f32
    %5627 = llvm.fmul %5626, %56 : f32
    %5628 = llvm.fmul %5579, %5627 : f32
    %5629 = llvm.fmul %5628, %5569 : f32
    %5630 = llvm.fadd %5578, %5629 : f32
    %5631 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5632 = llvm.mlir.constant(256 : index) : i64
    %5633 = llvm.mul %5544, %5632 overflow<nsw, nuw> : i64
    %5634 = llvm.mlir.constant(32 : index) : i64
    %5635 = llvm.mul %5546, %5634 overflow<nsw, nuw> : i64
    %5636 = llvm.add %5633, %5635 overflow<nsw, nuw> : i64
    %5637 = llvm.add %5636, %5548 overflow<nsw, nuw> : i64
    %5638 = llvm.getelementptr inbounds|nuw %5631[%5637] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5630, %5638 : f32, !llvm.ptr
    %5639 = llvm.add %5550, %43 : i64
    llvm.br ^bb889(%5639 : i64)
  ^bb891:  // pred: ^bb889
    %5640 = llvm.add %5548, %43 : i64
    llvm.br ^bb887(%5640 : i64)
  ^bb892:  // pred: ^bb887
    %5641 = llvm.add %5546, %43 : i64
    llvm.br ^bb885(%5641 : i64)
  ^bb893:  // pred: ^bb885
    %5642 = llvm.add %5544, %43 : i64
    llvm.br ^bb883(%5642 : i64)
  ^bb894:  // pred: ^bb883
    llvm.br ^bb895(%48 : i64)
  ^bb895(%5643: i64):  // 2 preds: ^bb894, ^bb902
    %5644 = llvm.icmp "slt" %5643, %43 : i64
    llvm.cond_br %5644, ^bb896, ^bb903
  ^bb896:  // pred: ^bb895
    llvm.br ^bb897(%48 : i64)
  ^bb897(%5645: i64):  // 2 preds: ^bb896, ^bb901
    %5646 = llvm.icmp "slt" %5645, %42 : i64
    llvm.cond_br %5646, ^bb898, ^bb902
  ^bb898:  // pred: ^bb897
    llvm.br ^bb899(%48 : i64)
  ^bb899(%5647: i64):  // 2 preds: ^bb898, ^bb900
    %5648 = llvm.icmp "slt" %5647, %41 : i64
    llvm.cond_br %5648, ^bb900, ^bb901
  ^bb900:  // pred: ^bb899
    %5649 = llvm.extractvalue %2960[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5650 = llvm.mlir.constant(256 : index) : i64
    %5651 = llvm.mul %5643, %5650 overflow<nsw, nuw> : i64
    %5652 = llvm.mlir.constant(32 : index) : i64
    %5653 = llvm.mul %5645, %5652 overflow<nsw, nuw> : i64
    %5654 = llvm.add %5651, %5653 overflow<nsw, nuw> : i64
    %5655 = llvm.add %5654, %5647 overflow<nsw, nuw> : i64
    %5656 = llvm.getelementptr inbounds|nuw %5649[%5655] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5657 = llvm.load %5656 : !llvm.ptr -> f32
    %5658 = llvm.extractvalue %140[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5659 = llvm.getelementptr inbounds|nuw %5658[%5647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5660 = llvm.load %5659 : !llvm.ptr -> f32
    %5661 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5662 = llvm.mlir.constant(256 : index) : i64
    %5663 = llvm.mul %5643, %5662 overflow<nsw, nuw> : i64
    %5664 = llvm.mlir.constant(32 : index) : i64
    %5665 = llvm.mul %5645, %5664 overflow<nsw, nuw> : i64
    %5666 = llvm.add %5663, %5665 overflow<nsw, nuw> : i64
    %5667 = llvm.add %5666, %5647 overflow<nsw, nuw> : i64
    %5668 = llvm.getelementptr inbounds|nuw %5661[%5667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5669 = llvm.load %5668 : !llvm.ptr -> f32
    %5670 = llvm.fadd %5657, %5660 : f32
    %5671 = llvm.fadd %5670, %5669 : f32
    %5672 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5673 = llvm.mlir.constant(256 : index) : i64
    %5674 = llvm.mul %5643, %5673 overflow<nsw, nuw> : i64
    %5675 = llvm.mlir.constant(32 : index) : i64
    %5676 = llvm.mul %5645, %5675 overflow<nsw, nuw> : i64
    %5677 = llvm.add %5674, %5676 overflow<nsw, nuw> : i64
    %5678 = llvm.add %5677, %5647 overflow<nsw, nuw> : i64
    %5679 = llvm.getelementptr inbounds|nuw %5672[%5678] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5671, %5679 : f32, !llvm.ptr
    %5680 = llvm.add %5647, %43 : i64
    llvm.br ^bb899(%5680 : i64)
  ^bb901:  // pred: ^bb899
    %5681 = llvm.add %5645, %43 : i64
    llvm.br ^bb897(%5681 : i64)
  ^bb902:  // pred: ^bb897
    %5682 = llvm.add %5643, %43 : i64
    llvm.br ^bb895(%5682 : i64)
  ^bb903:  // pred: ^bb895
    llvm.br ^bb904(%48 : i64)
  ^bb904(%5683: i64):  // 2 preds: ^bb903, ^bb911
    %5684 = llvm.icmp "slt" %5683, %43 : i64
    llvm.cond_br %5684, ^bb905, ^bb912
  ^bb905:  // pred: ^bb904
    llvm.br ^bb906(%48 : i64)
  ^bb906(%5685: i64):  // 2 preds: ^bb905, ^bb910
    %5686 = llvm.icmp "slt" %5685, %42 : i64
    llvm.cond_br %5686, ^bb907, ^bb911
  ^bb907:  // pred: ^bb906
    llvm.br ^bb908(%48 : i64)
  ^bb908(%5687: i64):  // 2 preds: ^bb907, ^bb909
    %5688 = llvm.icmp "slt" %5687, %41 : i64
    llvm.cond_br %5688, ^bb909, ^bb910
  ^bb909:  // pred: ^bb908
    %5689 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5690 = llvm.mlir.constant(256 : index) : i64
    %5691 = llvm.mul %5683, %5690 overflow<nsw, nuw> : i64
    %5692 = llvm.mlir.constant(32 : index) : i64
    %5693 = llvm.mul %5685, %5692 overflow<nsw, nuw> : i64
    %5694 = llvm.add %5691, %5693 overflow<nsw, nuw> : i64
    %5695 = llvm.add %5694, %5687 overflow<nsw, nuw> : i64
    %5696 = llvm.getelementptr inbounds|nuw %5689[%5695] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5697 = llvm.load %5696 : !llvm.ptr -> f32
    %5698 = llvm.fpext %5697 : f32 to f64
    %5699 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5700 = llvm.mlir.constant(256 : index) : i64
    %5701 = llvm.mul %5683, %5700 overflow<nsw, nuw> : i64
    %5702 = llvm.mlir.constant(32 : index) : i64
    %5703 = llvm.mul %5685, %5702 overflow<nsw, nuw> : i64
    %5704 = llvm.add %5701, %5703 overflow<nsw, nuw> : i64
    %5705 = llvm.add %5704, %5687 overflow<nsw, nuw> : i64
    %5706 = llvm.getelementptr inbounds|nuw %5699[%5705] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5698, %5706 : f64, !llvm.ptr
    %5707 = llvm.add %5687, %43 : i64
    llvm.br ^bb908(%5707 : i64)
  ^bb910:  // pred: ^bb908
    %5708 = llvm.add %5685, %43 : i64
    llvm.br ^bb906(%5708 : i64)
  ^bb911:  // pred: ^bb906
    %5709 = llvm.add %5683, %43 : i64
    llvm.br ^bb904(%5709 : i64)
  ^bb912:  // pred: ^bb904
    %5710 = llvm.mlir.constant(1 : index) : i64
    %5711 = llvm.mlir.constant(8 : index) : i64
    %5712 = llvm.mlir.constant(1 : index) : i64
    %5713 = llvm.mlir.constant(1 : index) : i64
    %5714 = llvm.mlir.constant(8 : index) : i64
    %5715 = llvm.mlir.zero : !llvm.ptr
    %5716 = llvm.getelementptr %5715[%5714] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5717 = llvm.ptrtoint %5716 : !llvm.ptr to i64
    %5718 = llvm.mlir.constant(64 : index) : i64
    %5719 = llvm.add %5717, %5718 : i64
    %5720 = llvm.call @malloc(%5719) : (i64) -> !llvm.ptr
    %5721 = llvm.ptrtoint %5720 : !llvm.ptr to i64
    %5722 = llvm.mlir.constant(1 : index) : i64
    %5723 = llvm.sub %5718, %5722 : i64
    %5724 = llvm.add %5721, %5723 : i64
    %5725 = llvm.urem %5724, %5718 : i64
    %5726 = llvm.sub %5724, %5725 : i64
    %5727 = llvm.inttoptr %5726 : i64 to !llvm.ptr
    %5728 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5729 = llvm.insertvalue %5720, %5728[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5730 = llvm.insertvalue %5727, %5729[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5731 = llvm.mlir.constant(0 : index) : i64
    %5732 = llvm.insertvalue %5731, %5730[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5733 = llvm.insertvalue %5710, %5732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5734 = llvm.insertvalue %5711, %5733[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5735 = llvm.insertvalue %5712, %5734[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5736 = llvm.insertvalue %5711, %5735[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5737 = llvm.insertvalue %5712, %5736[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5738 = llvm.insertvalue %5713, %5737[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb913(%48 : i64)
  ^bb913(%5739: i64):  // 2 preds: ^bb912, ^bb920
    %5740 = llvm.icmp "slt" %5739, %43 : i64
    llvm.cond_br %5740, ^bb914, ^bb921
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%48 : i64)
  ^bb915(%5741: i64):  // 2 preds: ^bb914, ^bb919
    %5742 = llvm.icmp "slt" %5741, %42 : i64
    llvm.cond_br %5742, ^bb916, ^bb920
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%48 : i64)
  ^bb917(%5743: i64):  // 2 preds: ^bb916, ^bb918
    %5744 = llvm.icmp "slt" %5743, %43 : i64
    llvm.cond_br %5744, ^bb918, ^bb919
  ^bb918:  // pred: ^bb917
    %5745 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5746 = llvm.mlir.constant(8 : index) : i64
    %5747 = llvm.mul %5739, %5746 overflow<nsw, nuw> : i64
    %5748 = llvm.add %5747, %5741 overflow<nsw, nuw> : i64
    %5749 = llvm.add %5748, %5743 overflow<nsw, nuw> : i64
    %5750 = llvm.getelementptr inbounds|nuw %5745[%5749] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5751 = llvm.load %5750 : !llvm.ptr -> f64
    %5752 = llvm.extractvalue %5738[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5753 = llvm.mlir.constant(8 : index) : i64
    %5754 = llvm.mul %5739, %5753 overflow<nsw, nuw> : i64
    %5755 = llvm.add %5754, %5741 overflow<nsw, nuw> : i64
    %5756 = llvm.add %5755, %5743 overflow<nsw, nuw> : i64
    %5757 = llvm.getelementptr inbounds|nuw %5752[%5756] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5751, %5757 : f64, !llvm.ptr
    %5758 = llvm.add %5743, %43 : i64
    llvm.br ^bb917(%5758 : i64)
  ^bb919:  // pred: ^bb917
    %5759 = llvm.add %5741, %43 : i64
    llvm.br ^bb915(%5759 : i64)
  ^bb920:  // pred: ^bb915
    %5760 = llvm.add %5739, %43 : i64
    llvm.br ^bb913(%5760 : i64)
  ^bb921:  // pred: ^bb913
    llvm.br ^bb922(%48 : i64)
  ^bb922(%5761: i64):  // 2 preds: ^bb921, ^bb929
    %5762 = llvm.icmp "slt" %5761, %43 : i64
    llvm.cond_br %5762, ^bb923, ^bb930
  ^bb923:  // pred: ^bb922
    llvm.br ^bb924(%48 : i64)
  ^bb924(%5763: i64):  // 2 preds: ^bb923, ^bb928
    %5764 = llvm.icmp "slt" %5763, %42 : i64
    llvm.cond_br %5764, ^bb925, ^bb929
  ^bb925:  // pred: ^bb924
    llvm.br ^bb926(%48 : i64)
  ^bb926(%5765: i64):  // 2 preds: ^bb925, ^bb927
    %5766 = llvm.icmp "slt" %5765, %41 : i64
    llvm.cond_br %5766, ^bb927, ^bb928
  ^bb927:  // pred: ^bb926
    %5767 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5768 = llvm.mlir.constant(256 : index) : i64
    %5769 = llvm.mul %5761, %5768 overflow<nsw, nuw> : i64
    %5770 = llvm.mlir.constant(32 : index) : i64
    %5771 = llvm.mul %5763, %5770 overflow<nsw, nuw> : i64
    %5772 = llvm.add %5769, %5771 overflow<nsw, nuw> : i64
    %5773 = llvm.add %5772, %5765 overflow<nsw, nuw> : i64
    %5774 = llvm.getelementptr inbounds|nuw %5767[%5773] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5775 = llvm.load %5774 : !llvm.ptr -> f64
    %5776 = llvm.extractvalue %5738[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5777 = llvm.mlir.constant(8 : index) : i64
    %5778 = llvm.mul %5761, %5777 overflow<nsw, nuw> : i64
    %5779 = llvm.add %5778, %5763 overflow<nsw, nuw> : i64
    %5780 = llvm.add %5779, %48 overflow<nsw, nuw> : i64
    %5781 = llvm.getelementptr inbounds|nuw %5776[%5780] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5782 = llvm.load %5781 : !llvm.ptr -> f64
    %5783 = llvm.fadd %5775, %5782 : f64
    %5784 = llvm.extractvalue %5738[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5785 = llvm.mlir.constant(8 : index) : i64
    %5786 = llvm.mul %5761, %5785 overflow<nsw, nuw> : i64
    %5787 = llvm.add %5786, %5763 overflow<nsw, nuw> : i64
    %5788 = llvm.add %5787, %48 overflow<nsw, nuw> : i64
    %5789 = llvm.getelementptr inbounds|nuw %5784[%5788] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5783, %5789 : f64, !llvm.ptr
    %5790 = llvm.add %5765, %43 : i64
    llvm.br ^bb926(%5790 : i64)
  ^bb928:  // pred: ^bb926
    %5791 = llvm.add %5763, %43 : i64
    llvm.br ^bb924(%5791 : i64)
  ^bb929:  // pred: ^bb924
    %5792 = llvm.add %5761, %43 : i64
    llvm.br ^bb922(%5792 : i64)
  ^bb930:  // pred: ^bb922
    llvm.br ^bb931(%48 : i64)
  ^bb931(%5793: i64):  // 2 preds: ^bb930, ^bb938
    %5794 = llvm.icmp "slt" %5793, %43 : i64
    llvm.cond_br %5794, ^bb932, ^bb939
  ^bb932:  // pred: ^bb931
    llvm.br ^bb933(%48 : i64)
  ^bb933(%5795: i64):  // 2 preds: ^bb932, ^bb937
    %5796 = llvm.icmp "slt" %5795, %42 : i64
    llvm.cond_br %5796, ^bb934, ^bb938
  ^bb934:  // pred: ^bb933
    llvm.br ^bb935(%48 : i64)
  ^bb935(%5797: i64):  // 2 preds: ^bb934, ^bb936
    %5798 = llvm.icmp "slt" %5797, %41 : i64
    llvm.cond_br %5798, ^bb936, ^bb937
  ^bb936:  // pred: ^bb935
    %5799 = llvm.extractvalue %914[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5800 = llvm.mlir.constant(256 : index) : i64
    %5801 = llvm.mul %5793, %5800 overflow<nsw, nuw> : i64
    %5802 = llvm.mlir.constant(32 : index) : i64
    %5803 = llvm.mul %5795, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.add %5801, %5803 overflow<nsw, nuw> : i64
    %5805 = llvm.add %5804, %5797 overflow<nsw, nuw> : i64
    %5806 = llvm.getelementptr inbounds|nuw %5799[%5805] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5807 = llvm.load %5806 : !llvm.ptr -> f64
    %5808 = llvm.extractvalue %5738[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5809 = llvm.mlir.constant(8 : index) : i64
    %5810 = llvm.mul %5793, %5809 overflow<nsw, nuw> : i64
    %5811 = llvm.add %5810, %5795 overflow<nsw, nuw> : i64
    %5812 = llvm.add %5811, %48 overflow<nsw, nuw> : i64
    %5813 = llvm.getelementptr inbounds|nuw %5808[%5812] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5814 = llvm.load %5813 : !llvm.ptr -> f64
    %5815 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5816 = llvm.mlir.constant(8 : index) : i64
    %5817 = llvm.mul %5793, %5816 overflow<nsw, nuw> : i64
    %5818 = llvm.add %5817, %5795 overflow<nsw, nuw> : i64
    %5819 = llvm.add %5818, %48 overflow<nsw, nuw> : i64
    %5820 = llvm.getelementptr inbounds|nuw %5815[%5819] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5821 = llvm.load %5820 : !llvm.ptr -> f64
    %5822 = llvm.fdiv %5814, %47 : f64
    %5823 = llvm.fsub %5807, %5822 : f64
    %5824 = llvm.fmul %5823, %5823 : f64
    %5825 = llvm.fadd %5824, %5821 : f64
    %5826 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5827 = llvm.mlir.constant(8 : index) : i64
    %5828 = llvm.mul %5793, %5827 overflow<nsw, nuw> : i64
    %5829 = llvm.add %5828, %5795 overflow<nsw, nuw> : i64
    %5830 = llvm.add %5829, %48 overflow<nsw, nuw> : i64
    %5831 = llvm.getelementptr inbounds|nuw %5826[%5830] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5825, %5831 : f64, !llvm.ptr
    %5832 = llvm.add %5797, %43 : i64
    llvm.br ^bb935(%5832 : i64)
  ^bb937:  // pred: ^bb935
    %5833 = llvm.add %5795, %43 : i64
    llvm.br ^bb933(%5833 : i64)
  ^bb938:  // pred: ^bb933
    %5834 = llvm.add %5793, %43 : i64
    llvm.br ^bb931(%5834 : i64)
  ^bb939:  // pred: ^bb931
    llvm.br ^bb940(%48 : i64)
  ^bb940(%5835: i64):  // 2 preds: ^bb939, ^bb947
    %5836 = llvm.icmp "slt" %5835, %43 : i64
    llvm.cond_br %5836, ^bb941, ^bb948
  ^bb941:  // pred: ^bb940
    llvm.br ^bb942(%48 : i64)
  ^bb942(%5837: i64):  // 2 preds: ^bb941, ^bb946
    %5838 = llvm.icmp "slt" %5837, %42 : i64
    llvm.cond_br %5838, ^bb943, ^bb947
  ^bb943:  // pred: ^bb942
    llvm.br ^bb944(%48 : i64)
  ^bb944(%5839: i64):  // 2 preds: ^bb943, ^bb945
    %5840 = llvm.icmp "slt" %5839, %41 : i64
    llvm.cond_br %5840, ^bb945, ^bb946
  ^bb945:  // pred: ^bb944
    %5841 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5842 = llvm.mlir.constant(256 : index) : i64
    %5843 = llvm.mul %5835, %5842 overflow<nsw, nuw> : i64
    %5844 = llvm.mlir.constant(32 : index) : i64
    %5845 = llvm.mul %5837, %5844 overflow<nsw, nuw> : i64
    %5846 = llvm.add %5843, %5845 overflow<nsw, nuw> : i64
    %5847 = llvm.add %5846, %5839 overflow<nsw, nuw> : i64
    %5848 = llvm.getelementptr inbounds|nuw %5841[%5847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5849 = llvm.load %5848 : !llvm.ptr -> f32
    %5850 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5851 = llvm.mlir.constant(8 : index) : i64
    %5852 = llvm.mul %5835, %5851 overflow<nsw, nuw> : i64
    %5853 = llvm.add %5852, %5837 overflow<nsw, nuw> : i64
    %5854 = llvm.add %5853, %48 overflow<nsw, nuw> : i64
    %5855 = llvm.getelementptr inbounds|nuw %5850[%5854] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5856 = llvm.load %5855 : !llvm.ptr -> f32
    %5857 = llvm.fadd %5849, %5856 : f32
    %5858 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5859 = llvm.mlir.constant(8 : index) : i64
    %5860 = llvm.mul %5835, %5859 overflow<nsw, nuw> : i64
    %5861 = llvm.add %5860, %5837 overflow<nsw, nuw> : i64
    %5862 = llvm.add %5861, %48 overflow<nsw, nuw> : i64
    %5863 = llvm.getelementptr inbounds|nuw %5858[%5862] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5857, %5863 : f32, !llvm.ptr
    %5864 = llvm.add %5839, %43 : i64
    llvm.br ^bb944(%5864 : i64)
  ^bb946:  // pred: ^bb944
    %5865 = llvm.add %5837, %43 : i64
    llvm.br ^bb942(%5865 : i64)
  ^bb947:  // pred: ^bb942
    %5866 = llvm.add %5835, %43 : i64
    llvm.br ^bb940(%5866 : i64)
  ^bb948:  // pred: ^bb940
    llvm.br ^bb949(%48 : i64)
  ^bb949(%5867: i64):  // 2 preds: ^bb948, ^bb956
    %5868 = llvm.icmp "slt" %5867, %43 : i64
    llvm.cond_br %5868, ^bb950, ^bb957
  ^bb950:  // pred: ^bb949
    llvm.br ^bb951(%48 : i64)
  ^bb951(%5869: i64):  // 2 preds: ^bb950, ^bb955
    %5870 = llvm.icmp "slt" %5869, %42 : i64
    llvm.cond_br %5870, ^bb952, ^bb956
  ^bb952:  // pred: ^bb951
    llvm.br ^bb953(%48 : i64)
  ^bb953(%5871: i64):  // 2 preds: ^bb952, ^bb954
    %5872 = llvm.icmp "slt" %5871, %41 : i64
    llvm.cond_br %5872, ^bb954, ^bb955
  ^bb954:  // pred: ^bb953
    %5873 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5874 = llvm.mlir.constant(256 : index) : i64
    %5875 = llvm.mul %5867, %5874 overflow<nsw, nuw> : i64
    %5876 = llvm.mlir.constant(32 : index) : i64
    %5877 = llvm.mul %5869, %5876 overflow<nsw, nuw> : i64
    %5878 = llvm.add %5875, %5877 overflow<nsw, nuw> : i64
    %5879 = llvm.add %5878, %5871 overflow<nsw, nuw> : i64
    %5880 = llvm.getelementptr inbounds|nuw %5873[%5879] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5881 = llvm.load %5880 : !llvm.ptr -> f32
    %5882 = llvm.extractvalue %1190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5883 = llvm.mlir.constant(8 : index) : i64
    %5884 = llvm.mul %5867, %5883 overflow<nsw, nuw> : i64
    %5885 = llvm.add %5884, %5869 overflow<nsw, nuw> : i64
    %5886 = llvm.add %5885, %48 overflow<nsw, nuw> : i64
    %5887 = llvm.getelementptr inbounds|nuw %5882[%5886] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5888 = llvm.load %5887 : !llvm.ptr -> f32
    %5889 = llvm.extractvalue %970[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5890 = llvm.mlir.constant(8 : index) : i64
    %5891 = llvm.mul %5867, %5890 overflow<nsw, nuw> : i64
    %5892 = llvm.add %5891, %5869 overflow<nsw, nuw> : i64
    %5893 = llvm.add %5892, %48 overflow<nsw, nuw> : i64
    %5894 = llvm.getelementptr inbounds|nuw %5889[%5893] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5895 = llvm.load %5894 : !llvm.ptr -> f64
    %5896 = llvm.extractvalue %124[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5897 = llvm.getelementptr inbounds|nuw %5896[%5871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5898 = llvm.load %5897 : !llvm.ptr -> f32
    %5899 = llvm.extractvalue %108[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5900 = llvm.getelementptr inbounds|nuw %5899[%5871] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5901 = llvm.load %5900 : !llvm.ptr -> f32
    %5902 = llvm.fdiv %5895, %47 : f64
    %5903 = llvm.fptrunc %5902 : f64 to f32
    %5904 = llvm.fptrunc %49 : f64 to f32
    %5905 = llvm.fadd %5903, %5904 : f32
    %5906 = llvm.intr.sqrt(%5905) : (f32) -> f32
    %5907 = llvm.fdiv %55, %5906 : f32
    %5908 = llvm.fdiv %5888, %46 : f32
    %5909 = llvm.fsub %5881, %5908 : f32
    %5910 = llvm.fmul %5909, %5907 : f32
    %5911 = llvm.fmul %5910, %5898 : f32
    %5912 = llvm.fadd %5911, %5901 : f32
    %5913 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5914 = llvm.mlir.constant(256 : index) : i64
    %5915 = llvm.mul %5867, %5914 overflow<nsw, nuw> : i64
    %5916 = llvm.mlir.constant(32 : index) : i64
    %5917 = llvm.mul %5869, %5916 overflow<nsw, nuw> : i64
    %5918 = llvm.add %5915, %5917 overflow<nsw, nuw> : i64
    %5919 = llvm.add %5918, %5871 overflow<nsw, nuw> : i64
    %5920 = llvm.getelementptr inbounds|nuw %5913[%5919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5912, %5920 : f32, !llvm.ptr
    %5921 = llvm.add %5871, %43 : i64
    llvm.br ^bb953(%5921 : i64)
  ^bb955:  // pred: ^bb953
    %5922 = llvm.add %5869, %43 : i64
    llvm.br ^bb951(%5922 : i64)
  ^bb956:  // pred: ^bb951
    %5923 = llvm.add %5867, %43 : i64
    llvm.br ^bb949(%5923 : i64)
  ^bb957:  // pred: ^bb949
    %5924 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5925 = llvm.extractvalue %829[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5926 = llvm.extractvalue %829[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5927 = llvm.insertvalue %5925, %5924[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5928 = llvm.insertvalue %5926, %5927[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5929 = llvm.mlir.constant(0 : index) : i64
    %5930 = llvm.insertvalue %5929, %5928[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5931 = llvm.mlir.constant(1 : index) : i64
    %5932 = llvm.insertvalue %5931, %5930[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5933 = llvm.mlir.constant(256 : index) : i64
    %5934 = llvm.insertvalue %5933, %5932[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5935 = llvm.mlir.constant(1 : index) : i64
    %5936 = llvm.insertvalue %5935, %5934[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5937 = llvm.mlir.constant(32 : index) : i64
    %5938 = llvm.insertvalue %5937, %5936[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5939 = llvm.mlir.constant(32 : index) : i64
    %5940 = llvm.insertvalue %5939, %5938[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5941 = llvm.mlir.constant(1 : index) : i64
    %5942 = llvm.insertvalue %5941, %5940[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5943 = llvm.mlir.constant(1 : index) : i64
    %5944 = llvm.mlir.constant(1 : index) : i64
    %5945 = llvm.mlir.constant(32 : index) : i64
    %5946 = llvm.mlir.constant(1 : index) : i64
    %5947 = llvm.mlir.constant(32 : index) : i64
    %5948 = llvm.mlir.constant(32 : index) : i64
    %5949 = llvm.mlir.zero : !llvm.ptr
    %5950 = llvm.getelementptr %5949[%5948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5951 = llvm.ptrtoint %5950 : !llvm.ptr to i64
    %5952 = llvm.mlir.constant(64 : index) : i64
    %5953 = llvm.add %5951, %5952 : i64
    %5954 = llvm.call @malloc(%5953) : (i64) -> !llvm.ptr
    %5955 = llvm.ptrtoint %5954 : !llvm.ptr to i64
    %5956 = llvm.mlir.constant(1 : index) : i64
    %5957 = llvm.sub %5952, %5956 : i64
    %5958 = llvm.add %5955, %5957 : i64
    %5959 = llvm.urem %5958, %5952 : i64
    %5960 = llvm.sub %5958, %5959 : i64
    %5961 = llvm.inttoptr %5960 : i64 to !llvm.ptr
    %5962 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5963 = llvm.insertvalue %5954, %5962[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5964 = llvm.insertvalue %5961, %5963[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5965 = llvm.mlir.constant(0 : index) : i64
    %5966 = llvm.insertvalue %5965, %5964[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5967 = llvm.insertvalue %5943, %5966[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5968 = llvm.insertvalue %5944, %5967[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5969 = llvm.insertvalue %5945, %5968[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5970 = llvm.insertvalue %5947, %5969[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5971 = llvm.insertvalue %5945, %5970[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5972 = llvm.insertvalue %5946, %5971[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb958(%48 : i64)
  ^bb958(%5973: i64):  // 2 preds: ^bb957, ^bb965
    %5974 = llvm.icmp "slt" %5973, %43 : i64
    llvm.cond_br %5974, ^bb959, ^bb966
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%48 : i64)
  ^bb960(%5975: i64):  // 2 preds: ^bb959, ^bb964
    %5976 = llvm.icmp "slt" %5975, %43 : i64
    llvm.cond_br %5976, ^bb961, ^bb965
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%48 : i64)
  ^bb962(%5977: i64):  // 2 preds: ^bb961, ^bb963
    %5978 = llvm.icmp "slt" %5977, %41 : i64
    llvm.cond_br %5978, ^bb963, ^bb964
  ^bb963:  // pred: ^bb962
    %5979 = llvm.extractvalue %5972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5980 = llvm.mlir.constant(32 : index) : i64
    %5981 = llvm.mul %5973, %5980 overflow<nsw, nuw> : i64
    %5982 = llvm.mlir.constant(32 : index) : i64
    %5983 = llvm.mul %5975, %5982 overflow<nsw, nuw> : i64
    %5984 = llvm.add %5981, %5983 overflow<nsw, nuw> : i64
    %5985 = llvm.add %5984, %5977 overflow<nsw, nuw> : i64
    %5986 = llvm.getelementptr inbounds|nuw %5979[%5985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %52, %5986 : f32, !llvm.ptr
    %5987 = llvm.add %5977, %43 : i64
    llvm.br ^bb962(%5987 : i64)
  ^bb964:  // pred: ^bb962
    %5988 = llvm.add %5975, %43 : i64
    llvm.br ^bb960(%5988 : i64)
  ^bb965:  // pred: ^bb960
    %5989 = llvm.add %5973, %43 : i64
    llvm.br ^bb958(%5989 : i64)
  ^bb966:  // pred: ^bb958
    llvm.br ^bb967(%48 : i64)
  ^bb967(%5990: i64):  // 2 preds: ^bb966, ^bb977
    %5991 = llvm.icmp "slt" %5990, %43 : i64
    llvm.cond_br %5991, ^bb968, ^bb978
  ^bb968:  // pred: ^bb967
    llvm.br ^bb969(%48 : i64)
  ^bb969(%5992: i64):  // 2 preds: ^bb968, ^bb976
    %5993 = llvm.icmp "slt" %5992, %43 : i64
    llvm.cond_br %5993, ^bb970, ^bb977
  ^bb970:  // pred: ^bb969
    llvm.br ^bb971(%48 : i64)
  ^bb971(%5994: i64):  // 2 preds: ^bb970, ^bb975
    %5995 = llvm.icmp "slt" %5994, %41 : i64
    llvm.cond_br %5995, ^bb972, ^bb976
  ^bb972:  // pred: ^bb971
    llvm.br ^bb973(%48 : i64)
  ^bb973(%5996: i64):  // 2 preds: ^bb972, ^bb974
    %5997 = llvm.icmp "slt" %5996, %41 : i64
    llvm.cond_br %5997, ^bb974, ^bb975
  ^bb974:  // pred: ^bb973
    %5998 = llvm.extractvalue %5942[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5999 = llvm.mlir.constant(256 : index) : i64
    %6000 = llvm.mul %5990, %5999 overflow<nsw, nuw> : i64
    %6001 = llvm.mlir.constant(32 : index) : i64
    %6002 = llvm.mul %5992, %6001 overflow<nsw, nuw> : i64
    %6003 = llvm.add %6000, %6002 overflow<nsw, nuw> : i64
    %6004 = llvm.add %6003, %5996 overflow<nsw, nuw> : i64
    %6005 = llvm.getelementptr inbounds|nuw %5998[%6004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6006 = llvm.load %6005 : !llvm.ptr -> f32
    %6007 = llvm.extractvalue %92[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6008 = llvm.mlir.constant(32 : index) : i64
    %6009 = llvm.mul %5994, %6008 overflow<nsw, nuw> : i64
    %6010 = llvm.add %6009, %5996 overflow<nsw, nuw> : i64
    %6011 = llvm.getelementptr inbounds|nuw %6007[%6010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6012 = llvm.load %6011 : !llvm.ptr -> f32
    %6013 = llvm.extractvalue %5972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6014 = llvm.mlir.constant(32 : index) : i64
    %6015 = llvm.mul %5990, %6014 overflow<nsw, nuw> : i64
    %6016 = llvm.mlir.constant(32 : index) : i64
    %6017 = llvm.mul %5992, %6016 overflow<nsw, nuw> : i64
    %6018 = llvm.add %6015, %6017 overflow<nsw, nuw> : i64
    %6019 = llvm.add %6018, %5994 overflow<nsw, nuw> : i64
    %6020 = llvm.getelementptr inbounds|nuw %6013[%6019] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6021 = llvm.load %6020 : !llvm.ptr -> f32
    %6022 = llvm.fmul %6006, %6012 : f32
    %6023 = llvm.fadd %6021, %6022 : f32
    %6024 = llvm.extractvalue %5972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6025 = llvm.mlir.constant(32 : index) : i64
    %6026 = llvm.mul %5990, %6025 overflow<nsw, nuw> : i64
    %6027 = llvm.mlir.constant(32 : index) : i64
    %6028 = llvm.mul %5992, %6027 overflow<nsw, nuw> : i64
    %6029 = llvm.add %6026, %6028 overflow<nsw, nuw> : i64
    %6030 = llvm.add %6029, %5994 overflow<nsw, nuw> : i64
    %6031 = llvm.getelementptr inbounds|nuw %6024[%6030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6023, %6031 : f32, !llvm.ptr
    %6032 = llvm.add %5996, %43 : i64
    llvm.br ^bb973(%6032 : i64)
  ^bb975:  // pred: ^bb973
    %6033 = llvm.add %5994, %43 : i64
    llvm.br ^bb971(%6033 : i64)
  ^bb976:  // pred: ^bb971
    %6034 = llvm.add %5992, %43 : i64
    llvm.br ^bb969(%6034 : i64)
  ^bb977:  // pred: ^bb969
    %6035 = llvm.add %5990, %43 : i64
    llvm.br ^bb967(%6035 : i64)
  ^bb978:  // pred: ^bb967
    %6036 = llvm.mlir.constant(1 : index) : i64
    %6037 = llvm.mlir.constant(1 : index) : i64
    %6038 = llvm.mlir.constant(32 : index) : i64
    %6039 = llvm.mlir.constant(1 : index) : i64
    %6040 = llvm.mlir.constant(32 : index) : i64
    %6041 = llvm.mlir.constant(32 : index) : i64
    %6042 = llvm.mlir.zero : !llvm.ptr
    %6043 = llvm.getelementptr %6042[%6041] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6044 = llvm.ptrtoint %6043 : !llvm.ptr to i64
    %6045 = llvm.mlir.constant(64 : index) : i64
    %6046 = llvm.add %6044, %6045 : i64
    %6047 = llvm.call @malloc(%6046) : (i64) -> !llvm.ptr
    %6048 = llvm.ptrtoint %6047 : !llvm.ptr to i64
    %6049 = llvm.mlir.constant(1 : index) : i64
    %6050 = llvm.sub %6045, %6049 : i64
    %6051 = llvm.add %6048, %6050 : i64
    %6052 = llvm.urem %6051, %6045 : i64
    %6053 = llvm.sub %6051, %6052 : i64
    %6054 = llvm.inttoptr %6053 : i64 to !llvm.ptr
    %6055 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6056 = llvm.insertvalue %6047, %6055[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6057 = llvm.insertvalue %6054, %6056[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6058 = llvm.mlir.constant(0 : index) : i64
    %6059 = llvm.insertvalue %6058, %6057[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6060 = llvm.insertvalue %6036, %6059[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6061 = llvm.insertvalue %6037, %6060[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6062 = llvm.insertvalue %6038, %6061[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6063 = llvm.insertvalue %6040, %6062[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6064 = llvm.insertvalue %6038, %6063[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6065 = llvm.insertvalue %6039, %6064[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb979(%48 : i64)
  ^bb979(%6066: i64):  // 2 preds: ^bb978, ^bb986
    %6067 = llvm.icmp "slt" %6066, %43 : i64
    llvm.cond_br %6067, ^bb980, ^bb987
  ^bb980:  // pred: ^bb979
    llvm.br ^bb981(%48 : i64)
  ^bb981(%6068: i64):  // 2 preds: ^bb980, ^bb985
    %6069 = llvm.icmp "slt" %6068, %43 : i64
    llvm.cond_br %6069, ^bb982, ^bb986
  ^bb982:  // pred: ^bb981
    llvm.br ^bb983(%48 : i64)
  ^bb983(%6070: i64):  // 2 preds: ^bb982, ^bb984
    %6071 = llvm.icmp "slt" %6070, %41 : i64
    llvm.cond_br %6071, ^bb984, ^bb985
  ^bb984:  // pred: ^bb983
    %6072 = llvm.extractvalue %5972[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6073 = llvm.mlir.constant(32 : index) : i64
    %6074 = llvm.mul %6066, %6073 overflow<nsw, nuw> : i64
    %6075 = llvm.mlir.constant(32 : index) : i64
    %6076 = llvm.mul %6068, %6075 overflow<nsw, nuw> : i64
    %6077 = llvm.add %6074, %6076 overflow<nsw, nuw> : i64
    %6078 = llvm.add %6077, %6070 overflow<nsw, nuw> : i64
    %6079 = llvm.getelementptr inbounds|nuw %6072[%6078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6080 = llvm.load %6079 : !llvm.ptr -> f32
    %6081 = llvm.extractvalue %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6082 = llvm.getelementptr inbounds|nuw %6081[%6070] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6083 = llvm.load %6082 : !llvm.ptr -> f32
    %6084 = llvm.fadd %6080, %6083 : f32
    %6085 = llvm.fcmp "olt" %6084, %52 : f32
    %6086 = llvm.uitofp %6085 : i1 to f32
    %6087 = llvm.fmul %6086, %9 : f32
    %6088 = llvm.fadd %6087, %55 : f32
    %6089 = llvm.fmul %6088, %6084 : f32
    %6090 = llvm.fmul %6089, %9 : f32
    %6091 = llvm.fmul %6090, %8 : f32
    %6092 = llvm.intr.exp2(%6091) : (f32) -> f32
    %6093 = llvm.fsub %55, %6092 : f32
    %6094 = llvm.fadd %6092, %55 : f32
    %6095 = llvm.fdiv %6093, %6094 : f32
    %6096 = llvm.fmul %6088, %6095 : f32
    %6097 = llvm.extractvalue %6065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6098 = llvm.mlir.constant(32 : index) : i64
    %6099 = llvm.mul %6066, %6098 overflow<nsw, nuw> : i64
    %6100 = llvm.mlir.constant(32 : index) : i64
    %6101 = llvm.mul %6068, %6100 overflow<nsw, nuw> : i64
    %6102 = llvm.add %6099, %6101 overflow<nsw, nuw> : i64
    %6103 = llvm.add %6102, %6070 overflow<nsw, nuw> : i64
    %6104 = llvm.getelementptr inbounds|nuw %6097[%6103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6096, %6104 : f32, !llvm.ptr
    %6105 = llvm.add %6070, %43 : i64
    llvm.br ^bb983(%6105 : i64)
  ^bb985:  // pred: ^bb983
    %6106 = llvm.add %6068, %43 : i64
    llvm.br ^bb981(%6106 : i64)
  ^bb986:  // pred: ^bb981
    %6107 = llvm.add %6066, %43 : i64
    llvm.br ^bb979(%6107 : i64)
  ^bb987:  // pred: ^bb979
    %6108 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6109 = llvm.extractvalue %6065[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6110 = llvm.extractvalue %6065[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6111 = llvm.insertvalue %6109, %6108[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6112 = llvm.insertvalue %6110, %6111[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6113 = llvm.mlir.constant(0 : index) : i64
    %6114 = llvm.insertvalue %6113, %6112[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6115 = llvm.mlir.constant(1 : index) : i64
    %6116 = llvm.insertvalue %6115, %6114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6117 = llvm.mlir.constant(32 : index) : i64
    %6118 = llvm.insertvalue %6117, %6116[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6119 = llvm.mlir.constant(32 : index) : i64
    %6120 = llvm.insertvalue %6119, %6118[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6121 = llvm.mlir.constant(1 : index) : i64
    %6122 = llvm.insertvalue %6121, %6120[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6123 = llvm.extractvalue %914[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6123) : (!llvm.ptr) -> ()
    %6124 = llvm.extractvalue %970[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6124) : (!llvm.ptr) -> ()
    %6125 = llvm.extractvalue %1014[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6125) : (!llvm.ptr) -> ()
    %6126 = llvm.extractvalue %1097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6126) : (!llvm.ptr) -> ()
    %6127 = llvm.extractvalue %1190[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6127) : (!llvm.ptr) -> ()
    %6128 = llvm.extractvalue %1234[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6128) : (!llvm.ptr) -> ()
    %6129 = llvm.extractvalue %1383[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.call @free(%6129) : (!llvm.ptr) -> ()
    %6130 = llvm.extractvalue %1463[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6130) : (!llvm.ptr) -> ()
    %6131 = llvm.extractvalue %1550[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6131) : (!llvm.ptr) -> ()
    %6132 = llvm.extractvalue %1711[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6132) : (!llvm.ptr) -> ()
    %6133 = llvm.extractvalue %1872[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6133) : (!llvm.ptr) -> ()
    %6134 = llvm.extractvalue %2010[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6134) : (!llvm.ptr) -> ()
    %6135 = llvm.extractvalue %2084[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6135) : (!llvm.ptr) -> ()
    %6136 = llvm.extractvalue %2231[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6136) : (!llvm.ptr) -> ()
    %6137 = llvm.extractvalue %2310[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6137) : (!llvm.ptr) -> ()
    %6138 = llvm.extractvalue %2410[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6138) : (!llvm.ptr) -> ()
    %6139 = llvm.extractvalue %2572[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6139) : (!llvm.ptr) -> ()
    %6140 = llvm.extractvalue %2626[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6140) : (!llvm.ptr) -> ()
    %6141 = llvm.extractvalue %2731[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6141) : (!llvm.ptr) -> ()
    %6142 = llvm.extractvalue %2805[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6142) : (!llvm.ptr) -> ()
    %6143 = llvm.extractvalue %2990[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6143) : (!llvm.ptr) -> ()
    %6144 = llvm.extractvalue %3167[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6144) : (!llvm.ptr) -> ()
    %6145 = llvm.extractvalue %3250[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6145) : (!llvm.ptr) -> ()
    %6146 = llvm.extractvalue %3343[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6146) : (!llvm.ptr) -> ()
    %6147 = llvm.extractvalue %3480[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%6147) : (!llvm.ptr) -> ()
    %6148 = llvm.extractvalue %3540[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6148) : (!llvm.ptr) -> ()
    %6149 = llvm.extractvalue %3642[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6149) : (!llvm.ptr) -> ()
    %6150 = llvm.extractvalue %3863[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6150) : (!llvm.ptr) -> ()
    %6151 = llvm.extractvalue %3946[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6151) : (!llvm.ptr) -> ()
    %6152 = llvm.extractvalue %4039[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6152) : (!llvm.ptr) -> ()
    %6153 = llvm.extractvalue %4203[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6153) : (!llvm.ptr) -> ()
    %6154 = llvm.extractvalue %4364[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6154) : (!llvm.ptr) -> ()
    %6155 = llvm.extractvalue %4525[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%6155) : (!llvm.ptr) -> ()
    %6156 = llvm.extractvalue %5033[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6156) : (!llvm.ptr) -> ()
    %6157 = llvm.extractvalue %5210[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6157) : (!llvm.ptr) -> ()
    %6158 = llvm.extractvalue %5293[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6158) : (!llvm.ptr) -> ()
    %6159 = llvm.extractvalue %5386[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6159) : (!llvm.ptr) -> ()
    %6160 = llvm.extractvalue %5738[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6160) : (!llvm.ptr) -> ()
    %6161 = llvm.extractvalue %5972[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%6161) : (!llvm.ptr) -> ()
    %6162 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %6163 = llvm.insertvalue %829, %6162[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %6164 = llvm.insertvalue %6122, %6163[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %6164 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f linalg_on_tensors_mlir=6586c97b6041
