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
    %40 = llvm.mlir.constant(32 : index) : i64
    %41 = llvm.mlir.constant(3 : index) : i64
    %42 = llvm.mlir.constant(8 : i64) : i64
    %43 = llvm.mlir.constant(1 : i64) : i64
    %44 = llvm.mlir.constant(1.41421354 : f32) : f32
    %45 = llvm.mlir.constant(2.500000e-01 : f32) : f32
    %46 = llvm.mlir.constant(256 : i64) : i64
    %47 = llvm.mlir.constant(128 : i64) : i64
    %48 = llvm.mlir.constant(3.200000e+01 : f32) : f32
    %49 = llvm.mlir.constant(3.200000e+01 : f64) : f64
    %50 = llvm.mlir.constant(9.9999999999999998E-13 : f64) : f64
    %51 = llvm.mlir.constant(0xFF800000 : f32) : f32
    %52 = llvm.mlir.constant(-3.40282347E+38 : f32) : f32
    %53 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %54 = llvm.mlir.constant(0.000000e+00 : f64) : f64
    %55 = llvm.mlir.constant(0 : i64) : i64
    %56 = llvm.mlir.constant(0 : index) : i64
    %57 = llvm.mlir.constant(1 : index) : i64
    %58 = llvm.mlir.constant(8 : index) : i64
    %59 = llvm.mlir.constant(2 : index) : i64
    %60 = llvm.mlir.constant(16 : i64) : i64
    %61 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %62 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %63 = llvm.mlir.constant(32 : index) : i64
    %64 = llvm.mlir.constant(1 : index) : i64
    %65 = llvm.mlir.zero : !llvm.ptr
    %66 = llvm.getelementptr %65[%63] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %67 = llvm.ptrtoint %66 : !llvm.ptr to i64
    %68 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %69 = llvm.getelementptr %68[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %70 = llvm.mlir.constant(3735928559 : index) : i64
    %71 = llvm.inttoptr %70 : i64 to !llvm.ptr
    %72 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %73 = llvm.insertvalue %71, %72[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %74 = llvm.insertvalue %69, %73[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %75 = llvm.mlir.constant(0 : index) : i64
    %76 = llvm.insertvalue %75, %74[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %77 = llvm.insertvalue %63, %76[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %78 = llvm.insertvalue %64, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %79 = llvm.mlir.constant(32 : index) : i64
    %80 = llvm.mlir.constant(32 : index) : i64
    %81 = llvm.mlir.constant(1 : index) : i64
    %82 = llvm.mlir.constant(1024 : index) : i64
    %83 = llvm.mlir.zero : !llvm.ptr
    %84 = llvm.getelementptr %83[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %85 = llvm.ptrtoint %84 : !llvm.ptr to i64
    %86 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %87 = llvm.getelementptr %86[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %88 = llvm.mlir.constant(3735928559 : index) : i64
    %89 = llvm.inttoptr %88 : i64 to !llvm.ptr
    %90 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %91 = llvm.insertvalue %89, %90[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %92 = llvm.insertvalue %87, %91[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %93 = llvm.mlir.constant(0 : index) : i64
    %94 = llvm.insertvalue %93, %92[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %95 = llvm.insertvalue %79, %94[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %96 = llvm.insertvalue %80, %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %97 = llvm.insertvalue %80, %96[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %98 = llvm.insertvalue %81, %97[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %99 = llvm.mlir.constant(32 : index) : i64
    %100 = llvm.mlir.constant(1 : index) : i64
    %101 = llvm.mlir.zero : !llvm.ptr
    %102 = llvm.getelementptr %101[%99] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %103 = llvm.ptrtoint %102 : !llvm.ptr to i64
    %104 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %105 = llvm.getelementptr %104[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %106 = llvm.mlir.constant(3735928559 : index) : i64
    %107 = llvm.inttoptr %106 : i64 to !llvm.ptr
    %108 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %109 = llvm.insertvalue %107, %108[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %110 = llvm.insertvalue %105, %109[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %111 = llvm.mlir.constant(0 : index) : i64
    %112 = llvm.insertvalue %111, %110[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %113 = llvm.insertvalue %99, %112[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %114 = llvm.insertvalue %100, %113[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %115 = llvm.mlir.constant(32 : index) : i64
    %116 = llvm.mlir.constant(1 : index) : i64
    %117 = llvm.mlir.zero : !llvm.ptr
    %118 = llvm.getelementptr %117[%115] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %119 = llvm.ptrtoint %118 : !llvm.ptr to i64
    %120 = llvm.mlir.addressof @__constant_32xf32_1 : !llvm.ptr
    %121 = llvm.getelementptr %120[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %122 = llvm.mlir.constant(3735928559 : index) : i64
    %123 = llvm.inttoptr %122 : i64 to !llvm.ptr
    %124 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %125 = llvm.insertvalue %123, %124[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %126 = llvm.insertvalue %121, %125[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %127 = llvm.mlir.constant(0 : index) : i64
    %128 = llvm.insertvalue %127, %126[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %129 = llvm.insertvalue %115, %128[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.insertvalue %116, %129[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %131 = llvm.mlir.constant(32 : index) : i64
    %132 = llvm.mlir.constant(1 : index) : i64
    %133 = llvm.mlir.zero : !llvm.ptr
    %134 = llvm.getelementptr %133[%131] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %135 = llvm.ptrtoint %134 : !llvm.ptr to i64
    %136 = llvm.mlir.addressof @__constant_32xf32_2 : !llvm.ptr
    %137 = llvm.getelementptr %136[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %138 = llvm.mlir.constant(3735928559 : index) : i64
    %139 = llvm.inttoptr %138 : i64 to !llvm.ptr
    %140 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %141 = llvm.insertvalue %139, %140[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %142 = llvm.insertvalue %137, %141[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %143 = llvm.mlir.constant(0 : index) : i64
    %144 = llvm.insertvalue %143, %142[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %145 = llvm.insertvalue %131, %144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %146 = llvm.insertvalue %132, %145[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %147 = llvm.mlir.constant(32 : index) : i64
    %148 = llvm.mlir.constant(64 : index) : i64
    %149 = llvm.mlir.constant(1 : index) : i64
    %150 = llvm.mlir.constant(2048 : index) : i64
    %151 = llvm.mlir.zero : !llvm.ptr
    %152 = llvm.getelementptr %151[%150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %153 = llvm.ptrtoint %152 : !llvm.ptr to i64
    %154 = llvm.mlir.addressof @__constant_32x64xf32 : !llvm.ptr
    %155 = llvm.getelementptr %154[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %156 = llvm.mlir.constant(3735928559 : index) : i64
    %157 = llvm.inttoptr %156 : i64 to !llvm.ptr
    %158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %159 = llvm.insertvalue %157, %158[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %160 = llvm.insertvalue %155, %159[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %161 = llvm.mlir.constant(0 : index) : i64
    %162 = llvm.insertvalue %161, %160[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %163 = llvm.insertvalue %147, %162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %164 = llvm.insertvalue %148, %163[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %165 = llvm.insertvalue %148, %164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %166 = llvm.insertvalue %149, %165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %167 = llvm.mlir.constant(64 : index) : i64
    %168 = llvm.mlir.constant(1 : index) : i64
    %169 = llvm.mlir.zero : !llvm.ptr
    %170 = llvm.getelementptr %169[%167] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %171 = llvm.ptrtoint %170 : !llvm.ptr to i64
    %172 = llvm.mlir.addressof @__constant_64xf32 : !llvm.ptr
    %173 = llvm.getelementptr %172[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %174 = llvm.mlir.constant(3735928559 : index) : i64
    %175 = llvm.inttoptr %174 : i64 to !llvm.ptr
    %176 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %177 = llvm.insertvalue %175, %176[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %178 = llvm.insertvalue %173, %177[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %179 = llvm.mlir.constant(0 : index) : i64
    %180 = llvm.insertvalue %179, %178[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %181 = llvm.insertvalue %167, %180[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %182 = llvm.insertvalue %168, %181[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %183 = llvm.mlir.constant(64 : index) : i64
    %184 = llvm.mlir.constant(32 : index) : i64
    %185 = llvm.mlir.constant(1 : index) : i64
    %186 = llvm.mlir.constant(2048 : index) : i64
    %187 = llvm.mlir.zero : !llvm.ptr
    %188 = llvm.getelementptr %187[%186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %189 = llvm.ptrtoint %188 : !llvm.ptr to i64
    %190 = llvm.mlir.addressof @__constant_64x32xf32 : !llvm.ptr
    %191 = llvm.getelementptr %190[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %192 = llvm.mlir.constant(3735928559 : index) : i64
    %193 = llvm.inttoptr %192 : i64 to !llvm.ptr
    %194 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %195 = llvm.insertvalue %193, %194[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %196 = llvm.insertvalue %191, %195[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %197 = llvm.mlir.constant(0 : index) : i64
    %198 = llvm.insertvalue %197, %196[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %199 = llvm.insertvalue %183, %198[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %200 = llvm.insertvalue %184, %199[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %201 = llvm.insertvalue %184, %200[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %202 = llvm.insertvalue %185, %201[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %203 = llvm.mlir.constant(32 : index) : i64
    %204 = llvm.mlir.constant(1 : index) : i64
    %205 = llvm.mlir.zero : !llvm.ptr
    %206 = llvm.getelementptr %205[%203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %207 = llvm.ptrtoint %206 : !llvm.ptr to i64
    %208 = llvm.mlir.addressof @__constant_32xf32_3 : !llvm.ptr
    %209 = llvm.getelementptr %208[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %210 = llvm.mlir.constant(3735928559 : index) : i64
    %211 = llvm.inttoptr %210 : i64 to !llvm.ptr
    %212 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %213 = llvm.insertvalue %211, %212[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %214 = llvm.insertvalue %209, %213[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %215 = llvm.mlir.constant(0 : index) : i64
    %216 = llvm.insertvalue %215, %214[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %217 = llvm.insertvalue %203, %216[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %218 = llvm.insertvalue %204, %217[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %219 = llvm.mlir.constant(32 : index) : i64
    %220 = llvm.mlir.constant(1 : index) : i64
    %221 = llvm.mlir.zero : !llvm.ptr
    %222 = llvm.getelementptr %221[%219] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %223 = llvm.ptrtoint %222 : !llvm.ptr to i64
    %224 = llvm.mlir.addressof @__constant_32xf32_4 : !llvm.ptr
    %225 = llvm.getelementptr %224[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %226 = llvm.mlir.constant(3735928559 : index) : i64
    %227 = llvm.inttoptr %226 : i64 to !llvm.ptr
    %228 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %229 = llvm.insertvalue %227, %228[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %230 = llvm.insertvalue %225, %229[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %231 = llvm.mlir.constant(0 : index) : i64
    %232 = llvm.insertvalue %231, %230[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %233 = llvm.insertvalue %219, %232[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %234 = llvm.insertvalue %220, %233[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %235 = llvm.mlir.constant(32 : index) : i64
    %236 = llvm.mlir.constant(1 : index) : i64
    %237 = llvm.mlir.zero : !llvm.ptr
    %238 = llvm.getelementptr %237[%235] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %239 = llvm.ptrtoint %238 : !llvm.ptr to i64
    %240 = llvm.mlir.addressof @__constant_32xf32_5 : !llvm.ptr
    %241 = llvm.getelementptr %240[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %242 = llvm.mlir.constant(3735928559 : index) : i64
    %243 = llvm.inttoptr %242 : i64 to !llvm.ptr
    %244 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %245 = llvm.insertvalue %243, %244[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %246 = llvm.insertvalue %241, %245[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %247 = llvm.mlir.constant(0 : index) : i64
    %248 = llvm.insertvalue %247, %246[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %249 = llvm.insertvalue %235, %248[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %250 = llvm.insertvalue %236, %249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %251 = llvm.mlir.constant(32 : index) : i64
    %252 = llvm.mlir.constant(32 : index) : i64
    %253 = llvm.mlir.constant(1 : index) : i64
    %254 = llvm.mlir.constant(1024 : index) : i64
    %255 = llvm.mlir.zero : !llvm.ptr
    %256 = llvm.getelementptr %255[%254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.ptrtoint %256 : !llvm.ptr to i64
    %258 = llvm.mlir.addressof @__constant_32x32xf32_6 : !llvm.ptr
    %259 = llvm.getelementptr %258[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %260 = llvm.mlir.constant(3735928559 : index) : i64
    %261 = llvm.inttoptr %260 : i64 to !llvm.ptr
    %262 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %263 = llvm.insertvalue %261, %262[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %264 = llvm.insertvalue %259, %263[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %265 = llvm.mlir.constant(0 : index) : i64
    %266 = llvm.insertvalue %265, %264[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %267 = llvm.insertvalue %251, %266[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %268 = llvm.insertvalue %252, %267[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %269 = llvm.insertvalue %252, %268[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %270 = llvm.insertvalue %253, %269[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %271 = llvm.mlir.constant(32 : index) : i64
    %272 = llvm.mlir.constant(1 : index) : i64
    %273 = llvm.mlir.zero : !llvm.ptr
    %274 = llvm.getelementptr %273[%271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %275 = llvm.ptrtoint %274 : !llvm.ptr to i64
    %276 = llvm.mlir.addressof @__constant_32xf32_7 : !llvm.ptr
    %277 = llvm.getelementptr %276[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %278 = llvm.mlir.constant(3735928559 : index) : i64
    %279 = llvm.inttoptr %278 : i64 to !llvm.ptr
    %280 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %281 = llvm.insertvalue %279, %280[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %282 = llvm.insertvalue %277, %281[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %283 = llvm.mlir.constant(0 : index) : i64
    %284 = llvm.insertvalue %283, %282[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %285 = llvm.insertvalue %271, %284[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %286 = llvm.insertvalue %272, %285[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %287 = llvm.mlir.constant(32 : index) : i64
    %288 = llvm.mlir.constant(32 : index) : i64
    %289 = llvm.mlir.constant(1 : index) : i64
    %290 = llvm.mlir.constant(1024 : index) : i64
    %291 = llvm.mlir.zero : !llvm.ptr
    %292 = llvm.getelementptr %291[%290] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %293 = llvm.ptrtoint %292 : !llvm.ptr to i64
    %294 = llvm.mlir.addressof @__constant_32x32xf32_8 : !llvm.ptr
    %295 = llvm.getelementptr %294[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %296 = llvm.mlir.constant(3735928559 : index) : i64
    %297 = llvm.inttoptr %296 : i64 to !llvm.ptr
    %298 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %299 = llvm.insertvalue %297, %298[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %300 = llvm.insertvalue %295, %299[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %301 = llvm.mlir.constant(0 : index) : i64
    %302 = llvm.insertvalue %301, %300[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %303 = llvm.insertvalue %287, %302[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %304 = llvm.insertvalue %288, %303[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %305 = llvm.insertvalue %288, %304[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %306 = llvm.insertvalue %289, %305[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %307 = llvm.mlir.constant(32 : index) : i64
    %308 = llvm.mlir.constant(1 : index) : i64
    %309 = llvm.mlir.zero : !llvm.ptr
    %310 = llvm.getelementptr %309[%307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %311 = llvm.ptrtoint %310 : !llvm.ptr to i64
    %312 = llvm.mlir.addressof @__constant_32xf32_9 : !llvm.ptr
    %313 = llvm.getelementptr %312[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %314 = llvm.mlir.constant(3735928559 : index) : i64
    %315 = llvm.inttoptr %314 : i64 to !llvm.ptr
    %316 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %317 = llvm.insertvalue %315, %316[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %318 = llvm.insertvalue %313, %317[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %319 = llvm.mlir.constant(0 : index) : i64
    %320 = llvm.insertvalue %319, %318[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %321 = llvm.insertvalue %307, %320[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %322 = llvm.insertvalue %308, %321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %323 = llvm.mlir.constant(32 : index) : i64
    %324 = llvm.mlir.constant(32 : index) : i64
    %325 = llvm.mlir.constant(1 : index) : i64
    %326 = llvm.mlir.constant(1024 : index) : i64
    %327 = llvm.mlir.zero : !llvm.ptr
    %328 = llvm.getelementptr %327[%326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %329 = llvm.ptrtoint %328 : !llvm.ptr to i64
    %330 = llvm.mlir.addressof @__constant_32x32xf32_10 : !llvm.ptr
    %331 = llvm.getelementptr %330[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %332 = llvm.mlir.constant(3735928559 : index) : i64
    %333 = llvm.inttoptr %332 : i64 to !llvm.ptr
    %334 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %335 = llvm.insertvalue %333, %334[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %336 = llvm.insertvalue %331, %335[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %337 = llvm.mlir.constant(0 : index) : i64
    %338 = llvm.insertvalue %337, %336[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %339 = llvm.insertvalue %323, %338[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %340 = llvm.insertvalue %324, %339[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %341 = llvm.insertvalue %324, %340[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %342 = llvm.insertvalue %325, %341[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %343 = llvm.mlir.constant(32 : index) : i64
    %344 = llvm.mlir.constant(1 : index) : i64
    %345 = llvm.mlir.zero : !llvm.ptr
    %346 = llvm.getelementptr %345[%343] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %347 = llvm.ptrtoint %346 : !llvm.ptr to i64
    %348 = llvm.mlir.addressof @__constant_32xf32_11 : !llvm.ptr
    %349 = llvm.getelementptr %348[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %350 = llvm.mlir.constant(3735928559 : index) : i64
    %351 = llvm.inttoptr %350 : i64 to !llvm.ptr
    %352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %353 = llvm.insertvalue %351, %352[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %354 = llvm.insertvalue %349, %353[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %355 = llvm.mlir.constant(0 : index) : i64
    %356 = llvm.insertvalue %355, %354[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %357 = llvm.insertvalue %343, %356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %358 = llvm.insertvalue %344, %357[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %359 = llvm.mlir.constant(32 : index) : i64
    %360 = llvm.mlir.constant(32 : index) : i64
    %361 = llvm.mlir.constant(1 : index) : i64
    %362 = llvm.mlir.constant(1024 : index) : i64
    %363 = llvm.mlir.zero : !llvm.ptr
    %364 = llvm.getelementptr %363[%362] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %365 = llvm.ptrtoint %364 : !llvm.ptr to i64
    %366 = llvm.mlir.addressof @__constant_32x32xf32_12 : !llvm.ptr
    %367 = llvm.getelementptr %366[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %368 = llvm.mlir.constant(3735928559 : index) : i64
    %369 = llvm.inttoptr %368 : i64 to !llvm.ptr
    %370 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %371 = llvm.insertvalue %369, %370[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %372 = llvm.insertvalue %367, %371[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %373 = llvm.mlir.constant(0 : index) : i64
    %374 = llvm.insertvalue %373, %372[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %375 = llvm.insertvalue %359, %374[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %376 = llvm.insertvalue %360, %375[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %377 = llvm.insertvalue %360, %376[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %378 = llvm.insertvalue %361, %377[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %379 = llvm.mlir.constant(32 : index) : i64
    %380 = llvm.mlir.constant(1 : index) : i64
    %381 = llvm.mlir.zero : !llvm.ptr
    %382 = llvm.getelementptr %381[%379] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %383 = llvm.ptrtoint %382 : !llvm.ptr to i64
    %384 = llvm.mlir.addressof @__constant_32xf32_13 : !llvm.ptr
    %385 = llvm.getelementptr %384[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %386 = llvm.mlir.constant(3735928559 : index) : i64
    %387 = llvm.inttoptr %386 : i64 to !llvm.ptr
    %388 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %389 = llvm.insertvalue %387, %388[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %390 = llvm.insertvalue %385, %389[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %391 = llvm.mlir.constant(0 : index) : i64
    %392 = llvm.insertvalue %391, %390[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %393 = llvm.insertvalue %379, %392[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %394 = llvm.insertvalue %380, %393[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %395 = llvm.mlir.constant(32 : index) : i64
    %396 = llvm.mlir.constant(1 : index) : i64
    %397 = llvm.mlir.zero : !llvm.ptr
    %398 = llvm.getelementptr %397[%395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %399 = llvm.ptrtoint %398 : !llvm.ptr to i64
    %400 = llvm.mlir.addressof @__constant_32xf32_14 : !llvm.ptr
    %401 = llvm.getelementptr %400[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %402 = llvm.mlir.constant(3735928559 : index) : i64
    %403 = llvm.inttoptr %402 : i64 to !llvm.ptr
    %404 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %405 = llvm.insertvalue %403, %404[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %406 = llvm.insertvalue %401, %405[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %407 = llvm.mlir.constant(0 : index) : i64
    %408 = llvm.insertvalue %407, %406[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %409 = llvm.insertvalue %395, %408[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %410 = llvm.insertvalue %396, %409[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %411 = llvm.mlir.constant(32 : index) : i64
    %412 = llvm.mlir.constant(1 : index) : i64
    %413 = llvm.mlir.zero : !llvm.ptr
    %414 = llvm.getelementptr %413[%411] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %415 = llvm.ptrtoint %414 : !llvm.ptr to i64
    %416 = llvm.mlir.addressof @__constant_32xf32_15 : !llvm.ptr
    %417 = llvm.getelementptr %416[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %418 = llvm.mlir.constant(3735928559 : index) : i64
    %419 = llvm.inttoptr %418 : i64 to !llvm.ptr
    %420 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %421 = llvm.insertvalue %419, %420[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %422 = llvm.insertvalue %417, %421[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %423 = llvm.mlir.constant(0 : index) : i64
    %424 = llvm.insertvalue %423, %422[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %425 = llvm.insertvalue %411, %424[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %426 = llvm.insertvalue %412, %425[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %427 = llvm.mlir.constant(32 : index) : i64
    %428 = llvm.mlir.constant(64 : index) : i64
    %429 = llvm.mlir.constant(1 : index) : i64
    %430 = llvm.mlir.constant(2048 : index) : i64
    %431 = llvm.mlir.zero : !llvm.ptr
    %432 = llvm.getelementptr %431[%430] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %433 = llvm.ptrtoint %432 : !llvm.ptr to i64
    %434 = llvm.mlir.addressof @__constant_32x64xf32_16 : !llvm.ptr
    %435 = llvm.getelementptr %434[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<64 x f32>>
    %436 = llvm.mlir.constant(3735928559 : index) : i64
    %437 = llvm.inttoptr %436 : i64 to !llvm.ptr
    %438 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %439 = llvm.insertvalue %437, %438[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %440 = llvm.insertvalue %435, %439[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %441 = llvm.mlir.constant(0 : index) : i64
    %442 = llvm.insertvalue %441, %440[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %443 = llvm.insertvalue %427, %442[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %444 = llvm.insertvalue %428, %443[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %445 = llvm.insertvalue %428, %444[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %446 = llvm.insertvalue %429, %445[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %447 = llvm.mlir.constant(64 : index) : i64
    %448 = llvm.mlir.constant(1 : index) : i64
    %449 = llvm.mlir.zero : !llvm.ptr
    %450 = llvm.getelementptr %449[%447] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %451 = llvm.ptrtoint %450 : !llvm.ptr to i64
    %452 = llvm.mlir.addressof @__constant_64xf32_17 : !llvm.ptr
    %453 = llvm.getelementptr %452[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x f32>
    %454 = llvm.mlir.constant(3735928559 : index) : i64
    %455 = llvm.inttoptr %454 : i64 to !llvm.ptr
    %456 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %457 = llvm.insertvalue %455, %456[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %458 = llvm.insertvalue %453, %457[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %459 = llvm.mlir.constant(0 : index) : i64
    %460 = llvm.insertvalue %459, %458[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %461 = llvm.insertvalue %447, %460[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %462 = llvm.insertvalue %448, %461[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %463 = llvm.mlir.constant(64 : index) : i64
    %464 = llvm.mlir.constant(32 : index) : i64
    %465 = llvm.mlir.constant(1 : index) : i64
    %466 = llvm.mlir.constant(2048 : index) : i64
    %467 = llvm.mlir.zero : !llvm.ptr
    %468 = llvm.getelementptr %467[%466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %469 = llvm.ptrtoint %468 : !llvm.ptr to i64
    %470 = llvm.mlir.addressof @__constant_64x32xf32_18 : !llvm.ptr
    %471 = llvm.getelementptr %470[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %472 = llvm.mlir.constant(3735928559 : index) : i64
    %473 = llvm.inttoptr %472 : i64 to !llvm.ptr
    %474 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %475 = llvm.insertvalue %473, %474[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %476 = llvm.insertvalue %471, %475[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %477 = llvm.mlir.constant(0 : index) : i64
    %478 = llvm.insertvalue %477, %476[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %479 = llvm.insertvalue %463, %478[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %480 = llvm.insertvalue %464, %479[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %481 = llvm.insertvalue %464, %480[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %482 = llvm.insertvalue %465, %481[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %483 = llvm.mlir.constant(32 : index) : i64
    %484 = llvm.mlir.constant(1 : index) : i64
    %485 = llvm.mlir.zero : !llvm.ptr
    %486 = llvm.getelementptr %485[%483] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %487 = llvm.ptrtoint %486 : !llvm.ptr to i64
    %488 = llvm.mlir.addressof @__constant_32xf32_19 : !llvm.ptr
    %489 = llvm.getelementptr %488[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %490 = llvm.mlir.constant(3735928559 : index) : i64
    %491 = llvm.inttoptr %490 : i64 to !llvm.ptr
    %492 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %493 = llvm.insertvalue %491, %492[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %494 = llvm.insertvalue %489, %493[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %495 = llvm.mlir.constant(0 : index) : i64
    %496 = llvm.insertvalue %495, %494[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %497 = llvm.insertvalue %483, %496[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %498 = llvm.insertvalue %484, %497[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %499 = llvm.mlir.constant(32 : index) : i64
    %500 = llvm.mlir.constant(1 : index) : i64
    %501 = llvm.mlir.zero : !llvm.ptr
    %502 = llvm.getelementptr %501[%499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %503 = llvm.ptrtoint %502 : !llvm.ptr to i64
    %504 = llvm.mlir.addressof @__constant_32xf32_20 : !llvm.ptr
    %505 = llvm.getelementptr %504[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %506 = llvm.mlir.constant(3735928559 : index) : i64
    %507 = llvm.inttoptr %506 : i64 to !llvm.ptr
    %508 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %509 = llvm.insertvalue %507, %508[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %510 = llvm.insertvalue %505, %509[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %511 = llvm.mlir.constant(0 : index) : i64
    %512 = llvm.insertvalue %511, %510[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %513 = llvm.insertvalue %499, %512[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %514 = llvm.insertvalue %500, %513[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %515 = llvm.mlir.constant(32 : index) : i64
    %516 = llvm.mlir.constant(1 : index) : i64
    %517 = llvm.mlir.zero : !llvm.ptr
    %518 = llvm.getelementptr %517[%515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %519 = llvm.ptrtoint %518 : !llvm.ptr to i64
    %520 = llvm.mlir.addressof @__constant_32xf32_21 : !llvm.ptr
    %521 = llvm.getelementptr %520[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %522 = llvm.mlir.constant(3735928559 : index) : i64
    %523 = llvm.inttoptr %522 : i64 to !llvm.ptr
    %524 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %525 = llvm.insertvalue %523, %524[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %526 = llvm.insertvalue %521, %525[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %527 = llvm.mlir.constant(0 : index) : i64
    %528 = llvm.insertvalue %527, %526[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %529 = llvm.insertvalue %515, %528[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %530 = llvm.insertvalue %516, %529[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %531 = llvm.mlir.constant(32 : index) : i64
    %532 = llvm.mlir.constant(32 : index) : i64
    %533 = llvm.mlir.constant(1 : index) : i64
    %534 = llvm.mlir.constant(1024 : index) : i64
    %535 = llvm.mlir.zero : !llvm.ptr
    %536 = llvm.getelementptr %535[%534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %537 = llvm.ptrtoint %536 : !llvm.ptr to i64
    %538 = llvm.mlir.addressof @__constant_32x32xf32_22 : !llvm.ptr
    %539 = llvm.getelementptr %538[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %540 = llvm.mlir.constant(3735928559 : index) : i64
    %541 = llvm.inttoptr %540 : i64 to !llvm.ptr
    %542 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.insertvalue %541, %542[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %544 = llvm.insertvalue %539, %543[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %545 = llvm.mlir.constant(0 : index) : i64
    %546 = llvm.insertvalue %545, %544[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %547 = llvm.insertvalue %531, %546[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %548 = llvm.insertvalue %532, %547[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %549 = llvm.insertvalue %532, %548[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %550 = llvm.insertvalue %533, %549[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %551 = llvm.mlir.constant(32 : index) : i64
    %552 = llvm.mlir.constant(1 : index) : i64
    %553 = llvm.mlir.zero : !llvm.ptr
    %554 = llvm.getelementptr %553[%551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %555 = llvm.ptrtoint %554 : !llvm.ptr to i64
    %556 = llvm.mlir.addressof @__constant_32xf32_23 : !llvm.ptr
    %557 = llvm.getelementptr %556[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %558 = llvm.mlir.constant(3735928559 : index) : i64
    %559 = llvm.inttoptr %558 : i64 to !llvm.ptr
    %560 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %561 = llvm.insertvalue %559, %560[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %562 = llvm.insertvalue %557, %561[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %563 = llvm.mlir.constant(0 : index) : i64
    %564 = llvm.insertvalue %563, %562[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %565 = llvm.insertvalue %551, %564[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %566 = llvm.insertvalue %552, %565[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %567 = llvm.mlir.constant(32 : index) : i64
    %568 = llvm.mlir.constant(32 : index) : i64
    %569 = llvm.mlir.constant(1 : index) : i64
    %570 = llvm.mlir.constant(1024 : index) : i64
    %571 = llvm.mlir.zero : !llvm.ptr
    %572 = llvm.getelementptr %571[%570] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %573 = llvm.ptrtoint %572 : !llvm.ptr to i64
    %574 = llvm.mlir.addressof @__constant_32x32xf32_24 : !llvm.ptr
    %575 = llvm.getelementptr %574[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %576 = llvm.mlir.constant(3735928559 : index) : i64
    %577 = llvm.inttoptr %576 : i64 to !llvm.ptr
    %578 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %579 = llvm.insertvalue %577, %578[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %580 = llvm.insertvalue %575, %579[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %581 = llvm.mlir.constant(0 : index) : i64
    %582 = llvm.insertvalue %581, %580[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %583 = llvm.insertvalue %567, %582[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %584 = llvm.insertvalue %568, %583[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %585 = llvm.insertvalue %568, %584[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %586 = llvm.insertvalue %569, %585[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %587 = llvm.mlir.constant(32 : index) : i64
    %588 = llvm.mlir.constant(1 : index) : i64
    %589 = llvm.mlir.zero : !llvm.ptr
    %590 = llvm.getelementptr %589[%587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %591 = llvm.ptrtoint %590 : !llvm.ptr to i64
    %592 = llvm.mlir.addressof @__constant_32xf32_25 : !llvm.ptr
    %593 = llvm.getelementptr %592[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %594 = llvm.mlir.constant(3735928559 : index) : i64
    %595 = llvm.inttoptr %594 : i64 to !llvm.ptr
    %596 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %597 = llvm.insertvalue %595, %596[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %598 = llvm.insertvalue %593, %597[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %599 = llvm.mlir.constant(0 : index) : i64
    %600 = llvm.insertvalue %599, %598[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %601 = llvm.insertvalue %587, %600[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %602 = llvm.insertvalue %588, %601[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %603 = llvm.mlir.constant(32 : index) : i64
    %604 = llvm.mlir.constant(32 : index) : i64
    %605 = llvm.mlir.constant(1 : index) : i64
    %606 = llvm.mlir.constant(1024 : index) : i64
    %607 = llvm.mlir.zero : !llvm.ptr
    %608 = llvm.getelementptr %607[%606] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %609 = llvm.ptrtoint %608 : !llvm.ptr to i64
    %610 = llvm.mlir.addressof @__constant_32x32xf32_26 : !llvm.ptr
    %611 = llvm.getelementptr %610[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %612 = llvm.mlir.constant(3735928559 : index) : i64
    %613 = llvm.inttoptr %612 : i64 to !llvm.ptr
    %614 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %615 = llvm.insertvalue %613, %614[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %616 = llvm.insertvalue %611, %615[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %617 = llvm.mlir.constant(0 : index) : i64
    %618 = llvm.insertvalue %617, %616[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %619 = llvm.insertvalue %603, %618[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %620 = llvm.insertvalue %604, %619[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %621 = llvm.insertvalue %604, %620[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %622 = llvm.insertvalue %605, %621[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %623 = llvm.mlir.constant(32 : index) : i64
    %624 = llvm.mlir.constant(1 : index) : i64
    %625 = llvm.mlir.zero : !llvm.ptr
    %626 = llvm.getelementptr %625[%623] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %627 = llvm.ptrtoint %626 : !llvm.ptr to i64
    %628 = llvm.mlir.addressof @__constant_32xf32_27 : !llvm.ptr
    %629 = llvm.getelementptr %628[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %630 = llvm.mlir.constant(3735928559 : index) : i64
    %631 = llvm.inttoptr %630 : i64 to !llvm.ptr
    %632 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %633 = llvm.insertvalue %631, %632[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %634 = llvm.insertvalue %629, %633[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %635 = llvm.mlir.constant(0 : index) : i64
    %636 = llvm.insertvalue %635, %634[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %637 = llvm.insertvalue %623, %636[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %638 = llvm.insertvalue %624, %637[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %639 = llvm.mlir.constant(32 : index) : i64
    %640 = llvm.mlir.constant(32 : index) : i64
    %641 = llvm.mlir.constant(1 : index) : i64
    %642 = llvm.mlir.constant(1024 : index) : i64
    %643 = llvm.mlir.zero : !llvm.ptr
    %644 = llvm.getelementptr %643[%642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %645 = llvm.ptrtoint %644 : !llvm.ptr to i64
    %646 = llvm.mlir.addressof @__constant_32x32xf32_28 : !llvm.ptr
    %647 = llvm.getelementptr %646[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %648 = llvm.mlir.constant(3735928559 : index) : i64
    %649 = llvm.inttoptr %648 : i64 to !llvm.ptr
    %650 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %651 = llvm.insertvalue %649, %650[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %652 = llvm.insertvalue %647, %651[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %653 = llvm.mlir.constant(0 : index) : i64
    %654 = llvm.insertvalue %653, %652[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %655 = llvm.insertvalue %639, %654[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %656 = llvm.insertvalue %640, %655[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %657 = llvm.insertvalue %640, %656[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %658 = llvm.insertvalue %641, %657[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %659 = llvm.mlir.constant(32 : index) : i64
    %660 = llvm.mlir.constant(1 : index) : i64
    %661 = llvm.mlir.zero : !llvm.ptr
    %662 = llvm.getelementptr %661[%659] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %663 = llvm.ptrtoint %662 : !llvm.ptr to i64
    %664 = llvm.mlir.addressof @__constant_32xf32_29 : !llvm.ptr
    %665 = llvm.getelementptr %664[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %666 = llvm.mlir.constant(3735928559 : index) : i64
    %667 = llvm.inttoptr %666 : i64 to !llvm.ptr
    %668 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %669 = llvm.insertvalue %667, %668[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %670 = llvm.insertvalue %665, %669[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %671 = llvm.mlir.constant(0 : index) : i64
    %672 = llvm.insertvalue %671, %670[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %673 = llvm.insertvalue %659, %672[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %674 = llvm.insertvalue %660, %673[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %675 = llvm.mlir.constant(32 : index) : i64
    %676 = llvm.mlir.constant(1 : index) : i64
    %677 = llvm.mlir.zero : !llvm.ptr
    %678 = llvm.getelementptr %677[%675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %679 = llvm.ptrtoint %678 : !llvm.ptr to i64
    %680 = llvm.mlir.addressof @__constant_32xf32_30 : !llvm.ptr
    %681 = llvm.getelementptr %680[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %682 = llvm.mlir.constant(3735928559 : index) : i64
    %683 = llvm.inttoptr %682 : i64 to !llvm.ptr
    %684 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %685 = llvm.insertvalue %683, %684[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %686 = llvm.insertvalue %681, %685[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %687 = llvm.mlir.constant(0 : index) : i64
    %688 = llvm.insertvalue %687, %686[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %689 = llvm.insertvalue %675, %688[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %690 = llvm.insertvalue %676, %689[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %691 = llvm.mlir.constant(32 : index) : i64
    %692 = llvm.mlir.constant(32 : index) : i64
    %693 = llvm.mlir.constant(1 : index) : i64
    %694 = llvm.mlir.constant(1024 : index) : i64
    %695 = llvm.mlir.zero : !llvm.ptr
    %696 = llvm.getelementptr %695[%694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %697 = llvm.ptrtoint %696 : !llvm.ptr to i64
    %698 = llvm.mlir.addressof @__constant_32x32xf32_31 : !llvm.ptr
    %699 = llvm.getelementptr %698[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %700 = llvm.mlir.constant(3735928559 : index) : i64
    %701 = llvm.inttoptr %700 : i64 to !llvm.ptr
    %702 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %703 = llvm.insertvalue %701, %702[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %704 = llvm.insertvalue %699, %703[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %705 = llvm.mlir.constant(0 : index) : i64
    %706 = llvm.insertvalue %705, %704[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %707 = llvm.insertvalue %691, %706[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %708 = llvm.insertvalue %692, %707[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %709 = llvm.insertvalue %692, %708[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %710 = llvm.insertvalue %693, %709[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %711 = llvm.mlir.constant(2 : index) : i64
    %712 = llvm.mlir.constant(32 : index) : i64
    %713 = llvm.mlir.constant(1 : index) : i64
    %714 = llvm.mlir.constant(64 : index) : i64
    %715 = llvm.mlir.zero : !llvm.ptr
    %716 = llvm.getelementptr %715[%714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %717 = llvm.ptrtoint %716 : !llvm.ptr to i64
    %718 = llvm.mlir.addressof @__constant_2x32xf32 : !llvm.ptr
    %719 = llvm.getelementptr %718[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x array<32 x f32>>
    %720 = llvm.mlir.constant(3735928559 : index) : i64
    %721 = llvm.inttoptr %720 : i64 to !llvm.ptr
    %722 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %723 = llvm.insertvalue %721, %722[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %724 = llvm.insertvalue %719, %723[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %725 = llvm.mlir.constant(0 : index) : i64
    %726 = llvm.insertvalue %725, %724[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %727 = llvm.insertvalue %711, %726[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %728 = llvm.insertvalue %712, %727[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %729 = llvm.insertvalue %712, %728[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %730 = llvm.insertvalue %713, %729[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %731 = llvm.mlir.constant(64 : index) : i64
    %732 = llvm.mlir.constant(32 : index) : i64
    %733 = llvm.mlir.constant(1 : index) : i64
    %734 = llvm.mlir.constant(2048 : index) : i64
    %735 = llvm.mlir.zero : !llvm.ptr
    %736 = llvm.getelementptr %735[%734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %737 = llvm.ptrtoint %736 : !llvm.ptr to i64
    %738 = llvm.mlir.addressof @__constant_64x32xf32_32 : !llvm.ptr
    %739 = llvm.getelementptr %738[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<64 x array<32 x f32>>
    %740 = llvm.mlir.constant(3735928559 : index) : i64
    %741 = llvm.inttoptr %740 : i64 to !llvm.ptr
    %742 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %743 = llvm.insertvalue %741, %742[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %744 = llvm.insertvalue %739, %743[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %745 = llvm.mlir.constant(0 : index) : i64
    %746 = llvm.insertvalue %745, %744[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %747 = llvm.insertvalue %731, %746[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %748 = llvm.insertvalue %732, %747[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %749 = llvm.insertvalue %732, %748[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %750 = llvm.insertvalue %733, %749[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %751 = llvm.mlir.constant(1 : index) : i64
    %752 = llvm.mlir.constant(32 : index) : i64
    %753 = llvm.mlir.constant(1 : index) : i64
    %754 = llvm.mlir.constant(32 : index) : i64
    %755 = llvm.mlir.zero : !llvm.ptr
    %756 = llvm.getelementptr %755[%754] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %757 = llvm.ptrtoint %756 : !llvm.ptr to i64
    %758 = llvm.mlir.addressof @__constant_1x32xi64 : !llvm.ptr
    %759 = llvm.getelementptr %758[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<32 x i64>>
    %760 = llvm.mlir.constant(3735928559 : index) : i64
    %761 = llvm.inttoptr %760 : i64 to !llvm.ptr
    %762 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %763 = llvm.insertvalue %761, %762[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %764 = llvm.insertvalue %759, %763[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %765 = llvm.mlir.constant(0 : index) : i64
    %766 = llvm.insertvalue %765, %764[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %767 = llvm.insertvalue %751, %766[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %768 = llvm.insertvalue %752, %767[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %769 = llvm.insertvalue %752, %768[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %770 = llvm.insertvalue %753, %769[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %771 = llvm.mlir.constant(1 : index) : i64
    %772 = llvm.mlir.constant(32 : index) : i64
    %773 = llvm.mlir.constant(1 : index) : i64
    %774 = llvm.mlir.constant(32 : index) : i64
    %775 = llvm.mlir.zero : !llvm.ptr
    %776 = llvm.getelementptr %775[%774] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %777 = llvm.ptrtoint %776 : !llvm.ptr to i64
    %778 = llvm.mlir.addressof @__constant_1x32xi64_33 : !llvm.ptr
    %779 = llvm.getelementptr %778[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<1 x array<32 x i64>>
    %780 = llvm.mlir.constant(3735928559 : index) : i64
    %781 = llvm.inttoptr %780 : i64 to !llvm.ptr
    %782 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %783 = llvm.insertvalue %781, %782[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %784 = llvm.insertvalue %779, %783[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %785 = llvm.mlir.constant(0 : index) : i64
    %786 = llvm.insertvalue %785, %784[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %787 = llvm.insertvalue %771, %786[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %788 = llvm.insertvalue %772, %787[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %789 = llvm.insertvalue %772, %788[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %790 = llvm.insertvalue %773, %789[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %791 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %792 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %793 = llvm.extractvalue %790[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %794 = llvm.extractvalue %790[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %795 = llvm.insertvalue %793, %792[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %796 = llvm.insertvalue %794, %795[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %797 = llvm.mlir.constant(0 : index) : i64
    %798 = llvm.insertvalue %797, %796[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %799 = llvm.mlir.constant(1 : index) : i64
    %800 = llvm.insertvalue %799, %798[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %801 = llvm.mlir.constant(32 : index) : i64
    %802 = llvm.insertvalue %801, %800[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %803 = llvm.mlir.constant(8 : index) : i64
    %804 = llvm.insertvalue %803, %802[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %805 = llvm.mlir.constant(1 : index) : i64
    %806 = llvm.insertvalue %805, %804[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %807 = llvm.icmp "slt" %791, %55 : i64
    %808 = llvm.select %807, %57, %791 : i1, i64
    %809 = llvm.mlir.constant(8 : index) : i64
    %810 = llvm.mlir.constant(1 : index) : i64
    %811 = llvm.mul %809, %808 : i64
    %812 = llvm.mlir.zero : !llvm.ptr
    %813 = llvm.getelementptr %812[%811] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %814 = llvm.ptrtoint %813 : !llvm.ptr to i64
    %815 = llvm.mlir.constant(64 : index) : i64
    %816 = llvm.add %814, %815 : i64
    %817 = llvm.call @malloc(%816) : (i64) -> !llvm.ptr
    %818 = llvm.ptrtoint %817 : !llvm.ptr to i64
    %819 = llvm.mlir.constant(1 : index) : i64
    %820 = llvm.sub %815, %819 : i64
    %821 = llvm.add %818, %820 : i64
    %822 = llvm.urem %821, %815 : i64
    %823 = llvm.sub %821, %822 : i64
    %824 = llvm.inttoptr %823 : i64 to !llvm.ptr
    %825 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %826 = llvm.insertvalue %817, %825[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %827 = llvm.insertvalue %824, %826[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %828 = llvm.mlir.constant(0 : index) : i64
    %829 = llvm.insertvalue %828, %827[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %830 = llvm.insertvalue %808, %829[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %831 = llvm.insertvalue %809, %830[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %832 = llvm.insertvalue %809, %831[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %833 = llvm.insertvalue %810, %832[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %834 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %835 = llvm.extractvalue %833[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %836 = llvm.extractvalue %833[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %837 = llvm.insertvalue %835, %834[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %838 = llvm.insertvalue %836, %837[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %839 = llvm.mlir.constant(0 : index) : i64
    %840 = llvm.insertvalue %839, %838[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %841 = llvm.insertvalue %808, %840[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %842 = llvm.mlir.constant(8 : index) : i64
    %843 = llvm.insertvalue %842, %841[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %844 = llvm.mlir.constant(1 : index) : i64
    %845 = llvm.insertvalue %844, %843[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %846 = llvm.mlir.constant(8 : index) : i64
    %847 = llvm.insertvalue %846, %845[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %848 = llvm.mlir.constant(8 : index) : i64
    %849 = llvm.insertvalue %848, %847[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %850 = llvm.mlir.constant(1 : index) : i64
    %851 = llvm.insertvalue %850, %849[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %852 = llvm.extractvalue %851[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %853 = llvm.mlir.constant(1 : index) : i64
    %854 = llvm.mlir.constant(8 : index) : i64
    %855 = llvm.mlir.constant(1 : index) : i64
    %856 = llvm.mlir.constant(8 : index) : i64
    %857 = llvm.mul %856, %852 : i64
    %858 = llvm.mlir.zero : !llvm.ptr
    %859 = llvm.getelementptr %858[%857] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %860 = llvm.ptrtoint %859 : !llvm.ptr to i64
    %861 = llvm.mlir.constant(64 : index) : i64
    %862 = llvm.add %860, %861 : i64
    %863 = llvm.call @malloc(%862) : (i64) -> !llvm.ptr
    %864 = llvm.ptrtoint %863 : !llvm.ptr to i64
    %865 = llvm.mlir.constant(1 : index) : i64
    %866 = llvm.sub %861, %865 : i64
    %867 = llvm.add %864, %866 : i64
    %868 = llvm.urem %867, %861 : i64
    %869 = llvm.sub %867, %868 : i64
    %870 = llvm.inttoptr %869 : i64 to !llvm.ptr
    %871 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %872 = llvm.insertvalue %863, %871[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %873 = llvm.insertvalue %870, %872[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %874 = llvm.mlir.constant(0 : index) : i64
    %875 = llvm.insertvalue %874, %873[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %876 = llvm.insertvalue %852, %875[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %877 = llvm.insertvalue %853, %876[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %878 = llvm.insertvalue %854, %877[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %879 = llvm.insertvalue %856, %878[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %880 = llvm.insertvalue %854, %879[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %881 = llvm.insertvalue %855, %880[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%56 : i64)
  ^bb1(%882: i64):  // 2 preds: ^bb0, ^bb8
    %883 = llvm.icmp "slt" %882, %852 : i64
    llvm.cond_br %883, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%56 : i64)
  ^bb3(%884: i64):  // 2 preds: ^bb2, ^bb7
    %885 = llvm.icmp "slt" %884, %57 : i64
    llvm.cond_br %885, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%56 : i64)
  ^bb5(%886: i64):  // 2 preds: ^bb4, ^bb6
    %887 = llvm.icmp "slt" %886, %58 : i64
    llvm.cond_br %887, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %888 = llvm.extractvalue %806[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %889 = llvm.mlir.constant(32 : index) : i64
    %890 = llvm.mul %884, %889 overflow<nsw, nuw> : i64
    %891 = llvm.add %890, %886 overflow<nsw, nuw> : i64
    %892 = llvm.getelementptr inbounds|nuw %888[%891] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %893 = llvm.load %892 : !llvm.ptr -> i64
    %894 = llvm.extractvalue %770[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %895 = llvm.mlir.constant(32 : index) : i64
    %896 = llvm.mul %56, %895 overflow<nsw, nuw> : i64
    %897 = llvm.add %896, %893 overflow<nsw, nuw> : i64
    %898 = llvm.getelementptr inbounds|nuw %894[%897] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %899 = llvm.load %898 : !llvm.ptr -> i64
    %900 = llvm.extractvalue %881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %901 = llvm.mlir.constant(8 : index) : i64
    %902 = llvm.mul %882, %901 overflow<nsw, nuw> : i64
    %903 = llvm.mlir.constant(8 : index) : i64
    %904 = llvm.mul %884, %903 overflow<nsw, nuw> : i64
    %905 = llvm.add %902, %904 overflow<nsw, nuw> : i64
    %906 = llvm.add %905, %886 overflow<nsw, nuw> : i64
    %907 = llvm.getelementptr inbounds|nuw %900[%906] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %899, %907 : i64, !llvm.ptr
    %908 = llvm.add %886, %57 : i64
    llvm.br ^bb5(%908 : i64)
  ^bb7:  // pred: ^bb5
    %909 = llvm.add %884, %57 : i64
    llvm.br ^bb3(%909 : i64)
  ^bb8:  // pred: ^bb3
    %910 = llvm.add %882, %57 : i64
    llvm.br ^bb1(%910 : i64)
  ^bb9:  // pred: ^bb1
    %911 = llvm.mlir.constant(8 : index) : i64
    %912 = llvm.mlir.constant(32 : index) : i64
    %913 = llvm.mlir.constant(1 : index) : i64
    %914 = llvm.mlir.constant(256 : index) : i64
    %915 = llvm.mul %914, %791 : i64
    %916 = llvm.mlir.zero : !llvm.ptr
    %917 = llvm.getelementptr %916[%915] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %918 = llvm.ptrtoint %917 : !llvm.ptr to i64
    %919 = llvm.mlir.constant(64 : index) : i64
    %920 = llvm.add %918, %919 : i64
    %921 = llvm.call @malloc(%920) : (i64) -> !llvm.ptr
    %922 = llvm.ptrtoint %921 : !llvm.ptr to i64
    %923 = llvm.mlir.constant(1 : index) : i64
    %924 = llvm.sub %919, %923 : i64
    %925 = llvm.add %922, %924 : i64
    %926 = llvm.urem %925, %919 : i64
    %927 = llvm.sub %925, %926 : i64
    %928 = llvm.inttoptr %927 : i64 to !llvm.ptr
    %929 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %930 = llvm.insertvalue %921, %929[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %931 = llvm.insertvalue %928, %930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %932 = llvm.mlir.constant(0 : index) : i64
    %933 = llvm.insertvalue %932, %931[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %934 = llvm.insertvalue %791, %933[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %935 = llvm.insertvalue %911, %934[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %936 = llvm.insertvalue %912, %935[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %937 = llvm.insertvalue %914, %936[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %938 = llvm.insertvalue %912, %937[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %939 = llvm.insertvalue %913, %938[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %940 = llvm.mlir.constant(8 : index) : i64
    %941 = llvm.mlir.constant(32 : index) : i64
    %942 = llvm.mlir.constant(1 : index) : i64
    %943 = llvm.mlir.constant(256 : index) : i64
    %944 = llvm.mul %943, %808 : i64
    %945 = llvm.mlir.zero : !llvm.ptr
    %946 = llvm.getelementptr %945[%944] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %947 = llvm.ptrtoint %946 : !llvm.ptr to i64
    %948 = llvm.mlir.constant(64 : index) : i64
    %949 = llvm.add %947, %948 : i64
    %950 = llvm.call @malloc(%949) : (i64) -> !llvm.ptr
    %951 = llvm.ptrtoint %950 : !llvm.ptr to i64
    %952 = llvm.mlir.constant(1 : index) : i64
    %953 = llvm.sub %948, %952 : i64
    %954 = llvm.add %951, %953 : i64
    %955 = llvm.urem %954, %948 : i64
    %956 = llvm.sub %954, %955 : i64
    %957 = llvm.inttoptr %956 : i64 to !llvm.ptr
    %958 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %959 = llvm.insertvalue %950, %958[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %960 = llvm.insertvalue %957, %959[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %961 = llvm.mlir.constant(0 : index) : i64
    %962 = llvm.insertvalue %961, %960[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %963 = llvm.insertvalue %808, %962[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %964 = llvm.insertvalue %940, %963[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %965 = llvm.insertvalue %941, %964[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %966 = llvm.insertvalue %943, %965[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %967 = llvm.insertvalue %941, %966[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %968 = llvm.insertvalue %942, %967[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %969 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %970 = llvm.extractvalue %968[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %971 = llvm.extractvalue %968[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %972 = llvm.insertvalue %970, %969[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %973 = llvm.insertvalue %971, %972[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %974 = llvm.mlir.constant(0 : index) : i64
    %975 = llvm.insertvalue %974, %973[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %976 = llvm.insertvalue %852, %975[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %977 = llvm.mlir.constant(256 : index) : i64
    %978 = llvm.insertvalue %977, %976[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %979 = llvm.mlir.constant(1 : index) : i64
    %980 = llvm.insertvalue %979, %978[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %981 = llvm.mlir.constant(256 : index) : i64
    %982 = llvm.insertvalue %981, %980[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %983 = llvm.mlir.constant(8 : index) : i64
    %984 = llvm.insertvalue %983, %982[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %985 = llvm.mlir.constant(32 : index) : i64
    %986 = llvm.insertvalue %985, %984[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %987 = llvm.mlir.constant(32 : index) : i64
    %988 = llvm.insertvalue %987, %986[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %989 = llvm.mlir.constant(1 : index) : i64
    %990 = llvm.insertvalue %989, %988[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %991 = llvm.extractvalue %990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %992 = llvm.mlir.constant(1 : index) : i64
    %993 = llvm.mlir.constant(8 : index) : i64
    %994 = llvm.mlir.constant(32 : index) : i64
    %995 = llvm.mlir.constant(1 : index) : i64
    %996 = llvm.mlir.constant(256 : index) : i64
    %997 = llvm.mlir.constant(256 : index) : i64
    %998 = llvm.mul %997, %991 : i64
    %999 = llvm.mlir.zero : !llvm.ptr
    %1000 = llvm.getelementptr %999[%998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1001 = llvm.ptrtoint %1000 : !llvm.ptr to i64
    %1002 = llvm.mlir.constant(64 : index) : i64
    %1003 = llvm.add %1001, %1002 : i64
    %1004 = llvm.call @malloc(%1003) : (i64) -> !llvm.ptr
    %1005 = llvm.ptrtoint %1004 : !llvm.ptr to i64
    %1006 = llvm.mlir.constant(1 : index) : i64
    %1007 = llvm.sub %1002, %1006 : i64
    %1008 = llvm.add %1005, %1007 : i64
    %1009 = llvm.urem %1008, %1002 : i64
    %1010 = llvm.sub %1008, %1009 : i64
    %1011 = llvm.inttoptr %1010 : i64 to !llvm.ptr
    %1012 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1013 = llvm.insertvalue %1004, %1012[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1014 = llvm.insertvalue %1011, %1013[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1015 = llvm.mlir.constant(0 : index) : i64
    %1016 = llvm.insertvalue %1015, %1014[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1017 = llvm.insertvalue %991, %1016[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1018 = llvm.insertvalue %992, %1017[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1019 = llvm.insertvalue %993, %1018[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1020 = llvm.insertvalue %994, %1019[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1021 = llvm.insertvalue %997, %1020[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1022 = llvm.insertvalue %996, %1021[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1023 = llvm.insertvalue %994, %1022[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1024 = llvm.insertvalue %995, %1023[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb10(%56 : i64)
  ^bb10(%1025: i64):  // 2 preds: ^bb9, ^bb20
    %1026 = llvm.icmp "slt" %1025, %852 : i64
    llvm.cond_br %1026, ^bb11, ^bb21
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%56 : i64)
  ^bb12(%1027: i64):  // 2 preds: ^bb11, ^bb19
    %1028 = llvm.icmp "slt" %1027, %57 : i64
    llvm.cond_br %1028, ^bb13, ^bb20
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%56 : i64)
  ^bb14(%1029: i64):  // 2 preds: ^bb13, ^bb18
    %1030 = llvm.icmp "slt" %1029, %58 : i64
    llvm.cond_br %1030, ^bb15, ^bb19
  ^bb15:  // pred: ^bb14
    llvm.br ^bb16(%56 : i64)
  ^bb16(%1031: i64):  // 2 preds: ^bb15, ^bb17
    %1032 = llvm.icmp "slt" %1031, %40 : i64
    llvm.cond_br %1032, ^bb17, ^bb18
  ^bb17:  // pred: ^bb16
    %1033 = llvm.extractvalue %881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1034 = llvm.mlir.constant(8 : index) : i64
    %1035 = llvm.mul %1025, %1034 overflow<nsw, nuw> : i64
    %1036 = llvm.mlir.constant(8 : index) : i64
    %1037 = llvm.mul %1027, %1036 overflow<nsw, nuw> : i64
    %1038 = llvm.add %1035, %1037 overflow<nsw, nuw> : i64
    %1039 = llvm.add %1038, %1029 overflow<nsw, nuw> : i64
    %1040 = llvm.getelementptr inbounds|nuw %1033[%1039] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1041 = llvm.load %1040 : !llvm.ptr -> i64
    %1042 = llvm.extractvalue %730[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1043 = llvm.mlir.constant(32 : index) : i64
    %1044 = llvm.mul %1041, %1043 overflow<nsw, nuw> : i64
    %1045 = llvm.add %1044, %1031 overflow<nsw, nuw> : i64
    %1046 = llvm.getelementptr inbounds|nuw %1042[%1045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1047 = llvm.load %1046 : !llvm.ptr -> f32
    %1048 = llvm.extractvalue %1024[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1049 = llvm.mlir.constant(256 : index) : i64
    %1050 = llvm.mul %1025, %1049 overflow<nsw, nuw> : i64
    %1051 = llvm.mlir.constant(256 : index) : i64
    %1052 = llvm.mul %1027, %1051 overflow<nsw, nuw> : i64
    %1053 = llvm.add %1050, %1052 overflow<nsw, nuw> : i64
    %1054 = llvm.mlir.constant(32 : index) : i64
    %1055 = llvm.mul %1029, %1054 overflow<nsw, nuw> : i64
    %1056 = llvm.add %1053, %1055 overflow<nsw, nuw> : i64
    %1057 = llvm.add %1056, %1031 overflow<nsw, nuw> : i64
    %1058 = llvm.getelementptr inbounds|nuw %1048[%1057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1047, %1058 : f32, !llvm.ptr
    %1059 = llvm.add %1031, %57 : i64
    llvm.br ^bb16(%1059 : i64)
  ^bb18:  // pred: ^bb16
    %1060 = llvm.add %1029, %57 : i64
    llvm.br ^bb14(%1060 : i64)
  ^bb19:  // pred: ^bb14
    %1061 = llvm.add %1027, %57 : i64
    llvm.br ^bb12(%1061 : i64)
  ^bb20:  // pred: ^bb12
    %1062 = llvm.add %1025, %57 : i64
    llvm.br ^bb10(%1062 : i64)
  ^bb21:  // pred: ^bb10
    %1063 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1064 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1065 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
    %1066 = llvm.insertvalue %1063, %1065[0] : !llvm.struct<(ptr, ptr, i64)>
    %1067 = llvm.insertvalue %1064, %1066[1] : !llvm.struct<(ptr, ptr, i64)>
    %1068 = llvm.mlir.constant(0 : index) : i64
    %1069 = llvm.insertvalue %1068, %1067[2] : !llvm.struct<(ptr, ptr, i64)>
    %1070 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1071 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1072 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1073 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1074 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1075 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1076 = llvm.extractvalue %1069[0] : !llvm.struct<(ptr, ptr, i64)>
    %1077 = llvm.extractvalue %1069[1] : !llvm.struct<(ptr, ptr, i64)>
    %1078 = llvm.insertvalue %1076, %1075[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1079 = llvm.insertvalue %1077, %1078[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1080 = llvm.mlir.constant(0 : index) : i64
    %1081 = llvm.insertvalue %1080, %1079[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1082 = llvm.insertvalue %991, %1081[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1083 = llvm.mlir.constant(8 : index) : i64
    %1084 = llvm.insertvalue %1083, %1082[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1085 = llvm.mlir.constant(1 : index) : i64
    %1086 = llvm.insertvalue %1085, %1084[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1087 = llvm.mlir.constant(8 : index) : i64
    %1088 = llvm.insertvalue %1087, %1086[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1089 = llvm.mlir.constant(8 : index) : i64
    %1090 = llvm.insertvalue %1089, %1088[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1091 = llvm.mlir.constant(1 : index) : i64
    %1092 = llvm.insertvalue %1091, %1090[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1093 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1094 = llvm.extractvalue %939[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1095 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1096 = llvm.insertvalue %1094, %1093[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1097 = llvm.insertvalue %1095, %1096[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1098 = llvm.mlir.constant(0 : index) : i64
    %1099 = llvm.insertvalue %1098, %1097[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1100 = llvm.insertvalue %991, %1099[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1101 = llvm.mlir.constant(256 : index) : i64
    %1102 = llvm.insertvalue %1101, %1100[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1103 = llvm.mlir.constant(1 : index) : i64
    %1104 = llvm.insertvalue %1103, %1102[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1105 = llvm.mlir.constant(256 : index) : i64
    %1106 = llvm.insertvalue %1105, %1104[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1107 = llvm.mlir.constant(8 : index) : i64
    %1108 = llvm.insertvalue %1107, %1106[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1109 = llvm.mlir.constant(32 : index) : i64
    %1110 = llvm.insertvalue %1109, %1108[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1111 = llvm.mlir.constant(32 : index) : i64
    %1112 = llvm.insertvalue %1111, %1110[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1113 = llvm.mlir.constant(1 : index) : i64
    %1114 = llvm.insertvalue %1113, %1112[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1115 = llvm.extractvalue %1114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1116 = llvm.mlir.constant(1 : index) : i64
    %1117 = llvm.mlir.constant(8 : index) : i64
    %1118 = llvm.mlir.constant(32 : index) : i64
    %1119 = llvm.mlir.constant(1 : index) : i64
    %1120 = llvm.mlir.constant(256 : index) : i64
    %1121 = llvm.mlir.constant(256 : index) : i64
    %1122 = llvm.mul %1121, %1115 : i64
    %1123 = llvm.mlir.zero : !llvm.ptr
    %1124 = llvm.getelementptr %1123[%1122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1125 = llvm.ptrtoint %1124 : !llvm.ptr to i64
    %1126 = llvm.mlir.constant(64 : index) : i64
    %1127 = llvm.add %1125, %1126 : i64
    %1128 = llvm.call @malloc(%1127) : (i64) -> !llvm.ptr
    %1129 = llvm.ptrtoint %1128 : !llvm.ptr to i64
    %1130 = llvm.mlir.constant(1 : index) : i64
    %1131 = llvm.sub %1126, %1130 : i64
    %1132 = llvm.add %1129, %1131 : i64
    %1133 = llvm.urem %1132, %1126 : i64
    %1134 = llvm.sub %1132, %1133 : i64
    %1135 = llvm.inttoptr %1134 : i64 to !llvm.ptr
    %1136 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1137 = llvm.insertvalue %1128, %1136[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1138 = llvm.insertvalue %1135, %1137[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1139 = llvm.mlir.constant(0 : index) : i64
    %1140 = llvm.insertvalue %1139, %1138[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1141 = llvm.insertvalue %1115, %1140[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1142 = llvm.insertvalue %1116, %1141[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1143 = llvm.insertvalue %1117, %1142[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1144 = llvm.insertvalue %1118, %1143[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1145 = llvm.insertvalue %1121, %1144[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1146 = llvm.insertvalue %1120, %1145[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1147 = llvm.insertvalue %1118, %1146[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1148 = llvm.insertvalue %1119, %1147[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1149 = llvm.extractvalue %1092[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb22(%56 : i64)
  ^bb22(%1150: i64):  // 2 preds: ^bb21, ^bb32
    %1151 = llvm.icmp "slt" %1150, %1149 : i64
    llvm.cond_br %1151, ^bb23, ^bb33
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%56 : i64)
  ^bb24(%1152: i64):  // 2 preds: ^bb23, ^bb31
    %1153 = llvm.icmp "slt" %1152, %57 : i64
    llvm.cond_br %1153, ^bb25, ^bb32
  ^bb25:  // pred: ^bb24
    llvm.br ^bb26(%56 : i64)
  ^bb26(%1154: i64):  // 2 preds: ^bb25, ^bb30
    %1155 = llvm.icmp "slt" %1154, %58 : i64
    llvm.cond_br %1155, ^bb27, ^bb31
  ^bb27:  // pred: ^bb26
    llvm.br ^bb28(%56 : i64)
  ^bb28(%1156: i64):  // 2 preds: ^bb27, ^bb29
    %1157 = llvm.icmp "slt" %1156, %40 : i64
    llvm.cond_br %1157, ^bb29, ^bb30
  ^bb29:  // pred: ^bb28
    %1158 = llvm.extractvalue %1092[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1159 = llvm.mlir.constant(8 : index) : i64
    %1160 = llvm.mul %1150, %1159 overflow<nsw, nuw> : i64
    %1161 = llvm.mlir.constant(8 : index) : i64
    %1162 = llvm.mul %1152, %1161 overflow<nsw, nuw> : i64
    %1163 = llvm.add %1160, %1162 overflow<nsw, nuw> : i64
    %1164 = llvm.add %1163, %1154 overflow<nsw, nuw> : i64
    %1165 = llvm.getelementptr inbounds|nuw %1158[%1164] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1166 = llvm.load %1165 : !llvm.ptr -> i64
    %1167 = llvm.extractvalue %1024[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1168 = llvm.mlir.constant(256 : index) : i64
    %1169 = llvm.mul %1150, %1168 overflow<nsw, nuw> : i64
    %1170 = llvm.mlir.constant(256 : index) : i64
    %1171 = llvm.mul %1152, %1170 overflow<nsw, nuw> : i64
    %1172 = llvm.add %1169, %1171 overflow<nsw, nuw> : i64
    %1173 = llvm.mlir.constant(32 : index) : i64
    %1174 = llvm.mul %1154, %1173 overflow<nsw, nuw> : i64
    %1175 = llvm.add %1172, %1174 overflow<nsw, nuw> : i64
    %1176 = llvm.add %1175, %1156 overflow<nsw, nuw> : i64
    %1177 = llvm.getelementptr inbounds|nuw %1167[%1176] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1178 = llvm.load %1177 : !llvm.ptr -> f32
    %1179 = llvm.extractvalue %750[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1180 = llvm.mlir.constant(32 : index) : i64
    %1181 = llvm.mul %1166, %1180 overflow<nsw, nuw> : i64
    %1182 = llvm.add %1181, %1156 overflow<nsw, nuw> : i64
    %1183 = llvm.getelementptr inbounds|nuw %1179[%1182] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1184 = llvm.load %1183 : !llvm.ptr -> f32
    %1185 = llvm.fadd %1184, %1178 : f32
    %1186 = llvm.extractvalue %1148[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1187 = llvm.mlir.constant(256 : index) : i64
    %1188 = llvm.mul %1150, %1187 overflow<nsw, nuw> : i64
    %1189 = llvm.mlir.constant(256 : index) : i64
    %1190 = llvm.mul %1152, %1189 overflow<nsw, nuw> : i64
    %1191 = llvm.add %1188, %1190 overflow<nsw, nuw> : i64
    %1192 = llvm.mlir.constant(32 : index) : i64
    %1193 = llvm.mul %1154, %1192 overflow<nsw, nuw> : i64
    %1194 = llvm.add %1191, %1193 overflow<nsw, nuw> : i64
    %1195 = llvm.add %1194, %1156 overflow<nsw, nuw> : i64
    %1196 = llvm.getelementptr inbounds|nuw %1186[%1195] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1185, %1196 : f32, !llvm.ptr
    %1197 = llvm.add %1156, %57 : i64
    llvm.br ^bb28(%1197 : i64)
  ^bb30:  // pred: ^bb28
    %1198 = llvm.add %1154, %57 : i64
    llvm.br ^bb26(%1198 : i64)
  ^bb31:  // pred: ^bb26
    %1199 = llvm.add %1152, %57 : i64
    llvm.br ^bb24(%1199 : i64)
  ^bb32:  // pred: ^bb24
    %1200 = llvm.add %1150, %57 : i64
    llvm.br ^bb22(%1200 : i64)
  ^bb33:  // pred: ^bb22
    %1201 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1202 = llvm.extractvalue %1148[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1203 = llvm.extractvalue %1148[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1204 = llvm.insertvalue %1202, %1201[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1205 = llvm.insertvalue %1203, %1204[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1206 = llvm.mlir.constant(0 : index) : i64
    %1207 = llvm.insertvalue %1206, %1205[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1208 = llvm.insertvalue %1115, %1207[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1209 = llvm.mlir.constant(256 : index) : i64
    %1210 = llvm.insertvalue %1209, %1208[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1211 = llvm.mlir.constant(8 : index) : i64
    %1212 = llvm.insertvalue %1211, %1210[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1213 = llvm.mlir.constant(32 : index) : i64
    %1214 = llvm.insertvalue %1213, %1212[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1215 = llvm.mlir.constant(32 : index) : i64
    %1216 = llvm.insertvalue %1215, %1214[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1217 = llvm.mlir.constant(1 : index) : i64
    %1218 = llvm.insertvalue %1217, %1216[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1219 = llvm.extractvalue %1218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb34(%56 : i64)
  ^bb34(%1220: i64):  // 2 preds: ^bb33, ^bb41
    %1221 = llvm.icmp "slt" %1220, %1219 : i64
    llvm.cond_br %1221, ^bb35, ^bb42
  ^bb35:  // pred: ^bb34
    llvm.br ^bb36(%56 : i64)
  ^bb36(%1222: i64):  // 2 preds: ^bb35, ^bb40
    %1223 = llvm.icmp "slt" %1222, %58 : i64
    llvm.cond_br %1223, ^bb37, ^bb41
  ^bb37:  // pred: ^bb36
    llvm.br ^bb38(%56 : i64)
  ^bb38(%1224: i64):  // 2 preds: ^bb37, ^bb39
    %1225 = llvm.icmp "slt" %1224, %40 : i64
    llvm.cond_br %1225, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    %1226 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1227 = llvm.mlir.constant(256 : index) : i64
    %1228 = llvm.mul %1220, %1227 overflow<nsw, nuw> : i64
    %1229 = llvm.mlir.constant(32 : index) : i64
    %1230 = llvm.mul %1222, %1229 overflow<nsw, nuw> : i64
    %1231 = llvm.add %1228, %1230 overflow<nsw, nuw> : i64
    %1232 = llvm.add %1231, %1224 overflow<nsw, nuw> : i64
    %1233 = llvm.getelementptr inbounds|nuw %1226[%1232] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1234 = llvm.load %1233 : !llvm.ptr -> f32
    %1235 = llvm.extractvalue %806[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1236 = llvm.mlir.constant(32 : index) : i64
    %1237 = llvm.mul %56, %1236 overflow<nsw, nuw> : i64
    %1238 = llvm.add %1237, %1222 overflow<nsw, nuw> : i64
    %1239 = llvm.getelementptr inbounds|nuw %1235[%1238] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1240 = llvm.load %1239 : !llvm.ptr -> i64
    %1241 = llvm.extractvalue %710[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1242 = llvm.mlir.constant(32 : index) : i64
    %1243 = llvm.mul %1240, %1242 overflow<nsw, nuw> : i64
    %1244 = llvm.add %1243, %1224 overflow<nsw, nuw> : i64
    %1245 = llvm.getelementptr inbounds|nuw %1241[%1244] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1246 = llvm.load %1245 : !llvm.ptr -> f32
    %1247 = llvm.fadd %1234, %1246 : f32
    %1248 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1249 = llvm.mlir.constant(256 : index) : i64
    %1250 = llvm.mul %1220, %1249 overflow<nsw, nuw> : i64
    %1251 = llvm.mlir.constant(32 : index) : i64
    %1252 = llvm.mul %1222, %1251 overflow<nsw, nuw> : i64
    %1253 = llvm.add %1250, %1252 overflow<nsw, nuw> : i64
    %1254 = llvm.add %1253, %1224 overflow<nsw, nuw> : i64
    %1255 = llvm.getelementptr inbounds|nuw %1248[%1254] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1247, %1255 : f32, !llvm.ptr
    %1256 = llvm.add %1224, %57 : i64
    llvm.br ^bb38(%1256 : i64)
  ^bb40:  // pred: ^bb38
    %1257 = llvm.add %1222, %57 : i64
    llvm.br ^bb36(%1257 : i64)
  ^bb41:  // pred: ^bb36
    %1258 = llvm.add %1220, %57 : i64
    llvm.br ^bb34(%1258 : i64)
  ^bb42:  // pred: ^bb34
    %1259 = llvm.mlir.constant(8 : index) : i64
    %1260 = llvm.mlir.constant(32 : index) : i64
    %1261 = llvm.mlir.constant(1 : index) : i64
    %1262 = llvm.mlir.constant(256 : index) : i64
    %1263 = llvm.mul %1262, %791 : i64
    %1264 = llvm.mlir.zero : !llvm.ptr
    %1265 = llvm.getelementptr %1264[%1263] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1266 = llvm.ptrtoint %1265 : !llvm.ptr to i64
    %1267 = llvm.mlir.constant(64 : index) : i64
    %1268 = llvm.add %1266, %1267 : i64
    %1269 = llvm.call @malloc(%1268) : (i64) -> !llvm.ptr
    %1270 = llvm.ptrtoint %1269 : !llvm.ptr to i64
    %1271 = llvm.mlir.constant(1 : index) : i64
    %1272 = llvm.sub %1267, %1271 : i64
    %1273 = llvm.add %1270, %1272 : i64
    %1274 = llvm.urem %1273, %1267 : i64
    %1275 = llvm.sub %1273, %1274 : i64
    %1276 = llvm.inttoptr %1275 : i64 to !llvm.ptr
    %1277 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1278 = llvm.insertvalue %1269, %1277[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1279 = llvm.insertvalue %1276, %1278[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1280 = llvm.mlir.constant(0 : index) : i64
    %1281 = llvm.insertvalue %1280, %1279[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1282 = llvm.insertvalue %791, %1281[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1283 = llvm.insertvalue %1259, %1282[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1284 = llvm.insertvalue %1260, %1283[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1285 = llvm.insertvalue %1262, %1284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1286 = llvm.insertvalue %1260, %1285[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1287 = llvm.insertvalue %1261, %1286[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb43(%56 : i64)
  ^bb43(%1288: i64):  // 2 preds: ^bb42, ^bb50
    %1289 = llvm.icmp "slt" %1288, %791 : i64
    llvm.cond_br %1289, ^bb44, ^bb51
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%56 : i64)
  ^bb45(%1290: i64):  // 2 preds: ^bb44, ^bb49
    %1291 = llvm.icmp "slt" %1290, %58 : i64
    llvm.cond_br %1291, ^bb46, ^bb50
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%56 : i64)
  ^bb47(%1292: i64):  // 2 preds: ^bb46, ^bb48
    %1293 = llvm.icmp "slt" %1292, %40 : i64
    llvm.cond_br %1293, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    %1294 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1295 = llvm.mlir.constant(256 : index) : i64
    %1296 = llvm.mul %1288, %1295 overflow<nsw, nuw> : i64
    %1297 = llvm.mlir.constant(32 : index) : i64
    %1298 = llvm.mul %1290, %1297 overflow<nsw, nuw> : i64
    %1299 = llvm.add %1296, %1298 overflow<nsw, nuw> : i64
    %1300 = llvm.add %1299, %1292 overflow<nsw, nuw> : i64
    %1301 = llvm.getelementptr inbounds|nuw %1294[%1300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1302 = llvm.load %1301 : !llvm.ptr -> f32
    %1303 = llvm.fpext %1302 : f32 to f64
    %1304 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1305 = llvm.mlir.constant(256 : index) : i64
    %1306 = llvm.mul %1288, %1305 overflow<nsw, nuw> : i64
    %1307 = llvm.mlir.constant(32 : index) : i64
    %1308 = llvm.mul %1290, %1307 overflow<nsw, nuw> : i64
    %1309 = llvm.add %1306, %1308 overflow<nsw, nuw> : i64
    %1310 = llvm.add %1309, %1292 overflow<nsw, nuw> : i64
    %1311 = llvm.getelementptr inbounds|nuw %1304[%1310] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1303, %1311 : f64, !llvm.ptr
    %1312 = llvm.add %1292, %57 : i64
    llvm.br ^bb47(%1312 : i64)
  ^bb49:  // pred: ^bb47
    %1313 = llvm.add %1290, %57 : i64
    llvm.br ^bb45(%1313 : i64)
  ^bb50:  // pred: ^bb45
    %1314 = llvm.add %1288, %57 : i64
    llvm.br ^bb43(%1314 : i64)
  ^bb51:  // pred: ^bb43
    %1315 = llvm.mlir.constant(8 : index) : i64
    %1316 = llvm.mlir.constant(1 : index) : i64
    %1317 = llvm.mlir.constant(1 : index) : i64
    %1318 = llvm.mul %1315, %791 : i64
    %1319 = llvm.mlir.zero : !llvm.ptr
    %1320 = llvm.getelementptr %1319[%1318] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %1332 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1333 = llvm.insertvalue %1324, %1332[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1334 = llvm.insertvalue %1331, %1333[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1335 = llvm.mlir.constant(0 : index) : i64
    %1336 = llvm.insertvalue %1335, %1334[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1337 = llvm.insertvalue %791, %1336[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1338 = llvm.insertvalue %1315, %1337[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1339 = llvm.insertvalue %1316, %1338[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1340 = llvm.insertvalue %1315, %1339[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1341 = llvm.insertvalue %1316, %1340[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1342 = llvm.insertvalue %1317, %1341[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb52(%56 : i64)
  ^bb52(%1343: i64):  // 2 preds: ^bb51, ^bb59
    %1344 = llvm.icmp "slt" %1343, %791 : i64
    llvm.cond_br %1344, ^bb53, ^bb60
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%56 : i64)
  ^bb54(%1345: i64):  // 2 preds: ^bb53, ^bb58
    %1346 = llvm.icmp "slt" %1345, %58 : i64
    llvm.cond_br %1346, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%56 : i64)
  ^bb56(%1347: i64):  // 2 preds: ^bb55, ^bb57
    %1348 = llvm.icmp "slt" %1347, %57 : i64
    llvm.cond_br %1348, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %1349 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1350 = llvm.mlir.constant(8 : index) : i64
    %1351 = llvm.mul %1343, %1350 overflow<nsw, nuw> : i64
    %1352 = llvm.add %1351, %1345 overflow<nsw, nuw> : i64
    %1353 = llvm.add %1352, %1347 overflow<nsw, nuw> : i64
    %1354 = llvm.getelementptr inbounds|nuw %1349[%1353] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %1354 : f64, !llvm.ptr
    %1355 = llvm.add %1347, %57 : i64
    llvm.br ^bb56(%1355 : i64)
  ^bb58:  // pred: ^bb56
    %1356 = llvm.add %1345, %57 : i64
    llvm.br ^bb54(%1356 : i64)
  ^bb59:  // pred: ^bb54
    %1357 = llvm.add %1343, %57 : i64
    llvm.br ^bb52(%1357 : i64)
  ^bb60:  // pred: ^bb52
    %1358 = llvm.mlir.constant(8 : index) : i64
    %1359 = llvm.mlir.constant(1 : index) : i64
    %1360 = llvm.mlir.constant(1 : index) : i64
    %1361 = llvm.mul %1358, %791 : i64
    %1362 = llvm.mlir.zero : !llvm.ptr
    %1363 = llvm.getelementptr %1362[%1361] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1364 = llvm.ptrtoint %1363 : !llvm.ptr to i64
    %1365 = llvm.mlir.constant(64 : index) : i64
    %1366 = llvm.add %1364, %1365 : i64
    %1367 = llvm.call @malloc(%1366) : (i64) -> !llvm.ptr
    %1368 = llvm.ptrtoint %1367 : !llvm.ptr to i64
    %1369 = llvm.mlir.constant(1 : index) : i64
    %1370 = llvm.sub %1365, %1369 : i64
    %1371 = llvm.add %1368, %1370 : i64
    %1372 = llvm.urem %1371, %1365 : i64
    %1373 = llvm.sub %1371, %1372 : i64
    %1374 = llvm.inttoptr %1373 : i64 to !llvm.ptr
    %1375 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1376 = llvm.insertvalue %1367, %1375[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1377 = llvm.insertvalue %1374, %1376[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1378 = llvm.mlir.constant(0 : index) : i64
    %1379 = llvm.insertvalue %1378, %1377[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1380 = llvm.insertvalue %791, %1379[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1381 = llvm.insertvalue %1358, %1380[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1382 = llvm.insertvalue %1359, %1381[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1383 = llvm.insertvalue %1358, %1382[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1384 = llvm.insertvalue %1359, %1383[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1385 = llvm.insertvalue %1360, %1384[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb61(%56 : i64)
  ^bb61(%1386: i64):  // 2 preds: ^bb60, ^bb68
    %1387 = llvm.icmp "slt" %1386, %791 : i64
    llvm.cond_br %1387, ^bb62, ^bb69
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%56 : i64)
  ^bb63(%1388: i64):  // 2 preds: ^bb62, ^bb67
    %1389 = llvm.icmp "slt" %1388, %58 : i64
    llvm.cond_br %1389, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%56 : i64)
  ^bb65(%1390: i64):  // 2 preds: ^bb64, ^bb66
    %1391 = llvm.icmp "slt" %1390, %57 : i64
    llvm.cond_br %1391, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %1392 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1393 = llvm.mlir.constant(8 : index) : i64
    %1394 = llvm.mul %1386, %1393 overflow<nsw, nuw> : i64
    %1395 = llvm.add %1394, %1388 overflow<nsw, nuw> : i64
    %1396 = llvm.add %1395, %1390 overflow<nsw, nuw> : i64
    %1397 = llvm.getelementptr inbounds|nuw %1392[%1396] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1398 = llvm.load %1397 : !llvm.ptr -> f64
    %1399 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1400 = llvm.mlir.constant(8 : index) : i64
    %1401 = llvm.mul %1386, %1400 overflow<nsw, nuw> : i64
    %1402 = llvm.add %1401, %1388 overflow<nsw, nuw> : i64
    %1403 = llvm.add %1402, %1390 overflow<nsw, nuw> : i64
    %1404 = llvm.getelementptr inbounds|nuw %1399[%1403] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1398, %1404 : f64, !llvm.ptr
    %1405 = llvm.add %1390, %57 : i64
    llvm.br ^bb65(%1405 : i64)
  ^bb67:  // pred: ^bb65
    %1406 = llvm.add %1388, %57 : i64
    llvm.br ^bb63(%1406 : i64)
  ^bb68:  // pred: ^bb63
    %1407 = llvm.add %1386, %57 : i64
    llvm.br ^bb61(%1407 : i64)
  ^bb69:  // pred: ^bb61
    llvm.br ^bb70(%56 : i64)
  ^bb70(%1408: i64):  // 2 preds: ^bb69, ^bb77
    %1409 = llvm.icmp "slt" %1408, %791 : i64
    llvm.cond_br %1409, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%56 : i64)
  ^bb72(%1410: i64):  // 2 preds: ^bb71, ^bb76
    %1411 = llvm.icmp "slt" %1410, %58 : i64
    llvm.cond_br %1411, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%56 : i64)
  ^bb74(%1412: i64):  // 2 preds: ^bb73, ^bb75
    %1413 = llvm.icmp "slt" %1412, %40 : i64
    llvm.cond_br %1413, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %1414 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1415 = llvm.mlir.constant(256 : index) : i64
    %1416 = llvm.mul %1408, %1415 overflow<nsw, nuw> : i64
    %1417 = llvm.mlir.constant(32 : index) : i64
    %1418 = llvm.mul %1410, %1417 overflow<nsw, nuw> : i64
    %1419 = llvm.add %1416, %1418 overflow<nsw, nuw> : i64
    %1420 = llvm.add %1419, %1412 overflow<nsw, nuw> : i64
    %1421 = llvm.getelementptr inbounds|nuw %1414[%1420] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1422 = llvm.load %1421 : !llvm.ptr -> f64
    %1423 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1424 = llvm.mlir.constant(8 : index) : i64
    %1425 = llvm.mul %1408, %1424 overflow<nsw, nuw> : i64
    %1426 = llvm.add %1425, %1410 overflow<nsw, nuw> : i64
    %1427 = llvm.add %1426, %56 overflow<nsw, nuw> : i64
    %1428 = llvm.getelementptr inbounds|nuw %1423[%1427] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1429 = llvm.load %1428 : !llvm.ptr -> f64
    %1430 = llvm.fadd %1422, %1429 : f64
    %1431 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1432 = llvm.mlir.constant(8 : index) : i64
    %1433 = llvm.mul %1408, %1432 overflow<nsw, nuw> : i64
    %1434 = llvm.add %1433, %1410 overflow<nsw, nuw> : i64
    %1435 = llvm.add %1434, %56 overflow<nsw, nuw> : i64
    %1436 = llvm.getelementptr inbounds|nuw %1431[%1435] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1430, %1436 : f64, !llvm.ptr
    %1437 = llvm.add %1412, %57 : i64
    llvm.br ^bb74(%1437 : i64)
  ^bb76:  // pred: ^bb74
    %1438 = llvm.add %1410, %57 : i64
    llvm.br ^bb72(%1438 : i64)
  ^bb77:  // pred: ^bb72
    %1439 = llvm.add %1408, %57 : i64
    llvm.br ^bb70(%1439 : i64)
  ^bb78:  // pred: ^bb70
    llvm.br ^bb79(%56 : i64)
  ^bb79(%1440: i64):  // 2 preds: ^bb78, ^bb86
    %1441 = llvm.icmp "slt" %1440, %791 : i64
    llvm.cond_br %1441, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%56 : i64)
  ^bb81(%1442: i64):  // 2 preds: ^bb80, ^bb85
    %1443 = llvm.icmp "slt" %1442, %58 : i64
    llvm.cond_br %1443, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%56 : i64)
  ^bb83(%1444: i64):  // 2 preds: ^bb82, ^bb84
    %1445 = llvm.icmp "slt" %1444, %40 : i64
    llvm.cond_br %1445, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %1446 = llvm.extractvalue %1287[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1447 = llvm.mlir.constant(256 : index) : i64
    %1448 = llvm.mul %1440, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.mlir.constant(32 : index) : i64
    %1450 = llvm.mul %1442, %1449 overflow<nsw, nuw> : i64
    %1451 = llvm.add %1448, %1450 overflow<nsw, nuw> : i64
    %1452 = llvm.add %1451, %1444 overflow<nsw, nuw> : i64
    %1453 = llvm.getelementptr inbounds|nuw %1446[%1452] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1454 = llvm.load %1453 : !llvm.ptr -> f64
    %1455 = llvm.extractvalue %1385[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1456 = llvm.mlir.constant(8 : index) : i64
    %1457 = llvm.mul %1440, %1456 overflow<nsw, nuw> : i64
    %1458 = llvm.add %1457, %1442 overflow<nsw, nuw> : i64
    %1459 = llvm.add %1458, %56 overflow<nsw, nuw> : i64
    %1460 = llvm.getelementptr inbounds|nuw %1455[%1459] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1461 = llvm.load %1460 : !llvm.ptr -> f64
    %1462 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1463 = llvm.mlir.constant(8 : index) : i64
    %1464 = llvm.mul %1440, %1463 overflow<nsw, nuw> : i64
    %1465 = llvm.add %1464, %1442 overflow<nsw, nuw> : i64
    %1466 = llvm.add %1465, %56 overflow<nsw, nuw> : i64
    %1467 = llvm.getelementptr inbounds|nuw %1462[%1466] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1468 = llvm.load %1467 : !llvm.ptr -> f64
    %1469 = llvm.fdiv %1461, %49 : f64
    %1470 = llvm.fsub %1454, %1469 : f64
    %1471 = llvm.fmul %1470, %1470 : f64
    %1472 = llvm.fadd %1471, %1468 : f64
    %1473 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1474 = llvm.mlir.constant(8 : index) : i64
    %1475 = llvm.mul %1440, %1474 overflow<nsw, nuw> : i64
    %1476 = llvm.add %1475, %1442 overflow<nsw, nuw> : i64
    %1477 = llvm.add %1476, %56 overflow<nsw, nuw> : i64
    %1478 = llvm.getelementptr inbounds|nuw %1473[%1477] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1472, %1478 : f64, !llvm.ptr
    %1479 = llvm.add %1444, %57 : i64
    llvm.br ^bb83(%1479 : i64)
  ^bb85:  // pred: ^bb83
    %1480 = llvm.add %1442, %57 : i64
    llvm.br ^bb81(%1480 : i64)
  ^bb86:  // pred: ^bb81
    %1481 = llvm.add %1440, %57 : i64
    llvm.br ^bb79(%1481 : i64)
  ^bb87:  // pred: ^bb79
    %1482 = llvm.mlir.constant(8 : index) : i64
    %1483 = llvm.mlir.constant(1 : index) : i64
    %1484 = llvm.mlir.constant(1 : index) : i64
    %1485 = llvm.mul %1482, %791 : i64
    %1486 = llvm.mlir.zero : !llvm.ptr
    %1487 = llvm.getelementptr %1486[%1485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1488 = llvm.ptrtoint %1487 : !llvm.ptr to i64
    %1489 = llvm.mlir.constant(64 : index) : i64
    %1490 = llvm.add %1488, %1489 : i64
    %1491 = llvm.call @malloc(%1490) : (i64) -> !llvm.ptr
    %1492 = llvm.ptrtoint %1491 : !llvm.ptr to i64
    %1493 = llvm.mlir.constant(1 : index) : i64
    %1494 = llvm.sub %1489, %1493 : i64
    %1495 = llvm.add %1492, %1494 : i64
    %1496 = llvm.urem %1495, %1489 : i64
    %1497 = llvm.sub %1495, %1496 : i64
    %1498 = llvm.inttoptr %1497 : i64 to !llvm.ptr
    %1499 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1500 = llvm.insertvalue %1491, %1499[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1501 = llvm.insertvalue %1498, %1500[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1502 = llvm.mlir.constant(0 : index) : i64
    %1503 = llvm.insertvalue %1502, %1501[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1504 = llvm.insertvalue %791, %1503[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1505 = llvm.insertvalue %1482, %1504[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1506 = llvm.insertvalue %1483, %1505[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1507 = llvm.insertvalue %1482, %1506[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1508 = llvm.insertvalue %1483, %1507[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1509 = llvm.insertvalue %1484, %1508[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb88(%56 : i64)
  ^bb88(%1510: i64):  // 2 preds: ^bb87, ^bb95
    %1511 = llvm.icmp "slt" %1510, %791 : i64
    llvm.cond_br %1511, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%56 : i64)
  ^bb90(%1512: i64):  // 2 preds: ^bb89, ^bb94
    %1513 = llvm.icmp "slt" %1512, %58 : i64
    llvm.cond_br %1513, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%56 : i64)
  ^bb92(%1514: i64):  // 2 preds: ^bb91, ^bb93
    %1515 = llvm.icmp "slt" %1514, %57 : i64
    llvm.cond_br %1515, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %1516 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1517 = llvm.mlir.constant(8 : index) : i64
    %1518 = llvm.mul %1510, %1517 overflow<nsw, nuw> : i64
    %1519 = llvm.add %1518, %1512 overflow<nsw, nuw> : i64
    %1520 = llvm.add %1519, %1514 overflow<nsw, nuw> : i64
    %1521 = llvm.getelementptr inbounds|nuw %1516[%1520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %1521 : f32, !llvm.ptr
    %1522 = llvm.add %1514, %57 : i64
    llvm.br ^bb92(%1522 : i64)
  ^bb94:  // pred: ^bb92
    %1523 = llvm.add %1512, %57 : i64
    llvm.br ^bb90(%1523 : i64)
  ^bb95:  // pred: ^bb90
    %1524 = llvm.add %1510, %57 : i64
    llvm.br ^bb88(%1524 : i64)
  ^bb96:  // pred: ^bb88
    llvm.br ^bb97(%56 : i64)
  ^bb97(%1525: i64):  // 2 preds: ^bb96, ^bb104
    %1526 = llvm.icmp "slt" %1525, %791 : i64
    llvm.cond_br %1526, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%56 : i64)
  ^bb99(%1527: i64):  // 2 preds: ^bb98, ^bb103
    %1528 = llvm.icmp "slt" %1527, %58 : i64
    llvm.cond_br %1528, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%56 : i64)
  ^bb101(%1529: i64):  // 2 preds: ^bb100, ^bb102
    %1530 = llvm.icmp "slt" %1529, %40 : i64
    llvm.cond_br %1530, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %1531 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1532 = llvm.mlir.constant(256 : index) : i64
    %1533 = llvm.mul %1525, %1532 overflow<nsw, nuw> : i64
    %1534 = llvm.mlir.constant(32 : index) : i64
    %1535 = llvm.mul %1527, %1534 overflow<nsw, nuw> : i64
    %1536 = llvm.add %1533, %1535 overflow<nsw, nuw> : i64
    %1537 = llvm.add %1536, %1529 overflow<nsw, nuw> : i64
    %1538 = llvm.getelementptr inbounds|nuw %1531[%1537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1539 = llvm.load %1538 : !llvm.ptr -> f32
    %1540 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1541 = llvm.mlir.constant(8 : index) : i64
    %1542 = llvm.mul %1525, %1541 overflow<nsw, nuw> : i64
    %1543 = llvm.add %1542, %1527 overflow<nsw, nuw> : i64
    %1544 = llvm.add %1543, %56 overflow<nsw, nuw> : i64
    %1545 = llvm.getelementptr inbounds|nuw %1540[%1544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1546 = llvm.load %1545 : !llvm.ptr -> f32
    %1547 = llvm.fadd %1539, %1546 : f32
    %1548 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1549 = llvm.mlir.constant(8 : index) : i64
    %1550 = llvm.mul %1525, %1549 overflow<nsw, nuw> : i64
    %1551 = llvm.add %1550, %1527 overflow<nsw, nuw> : i64
    %1552 = llvm.add %1551, %56 overflow<nsw, nuw> : i64
    %1553 = llvm.getelementptr inbounds|nuw %1548[%1552] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1547, %1553 : f32, !llvm.ptr
    %1554 = llvm.add %1529, %57 : i64
    llvm.br ^bb101(%1554 : i64)
  ^bb103:  // pred: ^bb101
    %1555 = llvm.add %1527, %57 : i64
    llvm.br ^bb99(%1555 : i64)
  ^bb104:  // pred: ^bb99
    %1556 = llvm.add %1525, %57 : i64
    llvm.br ^bb97(%1556 : i64)
  ^bb105:  // pred: ^bb97
    llvm.br ^bb106(%56 : i64)
  ^bb106(%1557: i64):  // 2 preds: ^bb105, ^bb113
    %1558 = llvm.icmp "slt" %1557, %791 : i64
    llvm.cond_br %1558, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%56 : i64)
  ^bb108(%1559: i64):  // 2 preds: ^bb107, ^bb112
    %1560 = llvm.icmp "slt" %1559, %58 : i64
    llvm.cond_br %1560, ^bb109, ^bb113
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%56 : i64)
  ^bb110(%1561: i64):  // 2 preds: ^bb109, ^bb111
    %1562 = llvm.icmp "slt" %1561, %40 : i64
    llvm.cond_br %1562, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    %1563 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1564 = llvm.mlir.constant(256 : index) : i64
    %1565 = llvm.mul %1557, %1564 overflow<nsw, nuw> : i64
    %1566 = llvm.mlir.constant(32 : index) : i64
    %1567 = llvm.mul %1559, %1566 overflow<nsw, nuw> : i64
    %1568 = llvm.add %1565, %1567 overflow<nsw, nuw> : i64
    %1569 = llvm.add %1568, %1561 overflow<nsw, nuw> : i64
    %1570 = llvm.getelementptr inbounds|nuw %1563[%1569] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1571 = llvm.load %1570 : !llvm.ptr -> f32
    %1572 = llvm.extractvalue %1509[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1573 = llvm.mlir.constant(8 : index) : i64
    %1574 = llvm.mul %1557, %1573 overflow<nsw, nuw> : i64
    %1575 = llvm.add %1574, %1559 overflow<nsw, nuw> : i64
    %1576 = llvm.add %1575, %56 overflow<nsw, nuw> : i64
    %1577 = llvm.getelementptr inbounds|nuw %1572[%1576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1578 = llvm.load %1577 : !llvm.ptr -> f32
    %1579 = llvm.extractvalue %1342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1580 = llvm.mlir.constant(8 : index) : i64
    %1581 = llvm.mul %1557, %1580 overflow<nsw, nuw> : i64
    %1582 = llvm.add %1581, %1559 overflow<nsw, nuw> : i64
    %1583 = llvm.add %1582, %56 overflow<nsw, nuw> : i64
    %1584 = llvm.getelementptr inbounds|nuw %1579[%1583] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1585 = llvm.load %1584 : !llvm.ptr -> f64
    %1586 = llvm.extractvalue %690[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1587 = llvm.getelementptr inbounds|nuw %1586[%1561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1588 = llvm.load %1587 : !llvm.ptr -> f32
    %1589 = llvm.extractvalue %674[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1590 = llvm.getelementptr inbounds|nuw %1589[%1561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1591 = llvm.load %1590 : !llvm.ptr -> f32
    %1592 = llvm.fdiv %1585, %49 : f64
    %1593 = llvm.fptrunc %1592 : f64 to f32
    %1594 = llvm.fptrunc %50 : f64 to f32
    %1595 = llvm.fadd %1593, %1594 : f32
    %1596 = llvm.intr.sqrt(%1595) : (f32) -> f32
    %1597 = llvm.fdiv %61, %1596 : f32
    %1598 = llvm.fdiv %1578, %48 : f32
    %1599 = llvm.fsub %1571, %1598 : f32
    %1600 = llvm.fmul %1599, %1597 : f32
    %1601 = llvm.fmul %1600, %1588 : f32
    %1602 = llvm.fadd %1601, %1591 : f32
    %1603 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1604 = llvm.mlir.constant(256 : index) : i64
    %1605 = llvm.mul %1557, %1604 overflow<nsw, nuw> : i64
    %1606 = llvm.mlir.constant(32 : index) : i64
    %1607 = llvm.mul %1559, %1606 overflow<nsw, nuw> : i64
    %1608 = llvm.add %1605, %1607 overflow<nsw, nuw> : i64
    %1609 = llvm.add %1608, %1561 overflow<nsw, nuw> : i64
    %1610 = llvm.getelementptr inbounds|nuw %1603[%1609] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1602, %1610 : f32, !llvm.ptr
    %1611 = llvm.add %1561, %57 : i64
    llvm.br ^bb110(%1611 : i64)
  ^bb112:  // pred: ^bb110
    %1612 = llvm.add %1559, %57 : i64
    llvm.br ^bb108(%1612 : i64)
  ^bb113:  // pred: ^bb108
    %1613 = llvm.add %1557, %57 : i64
    llvm.br ^bb106(%1613 : i64)
  ^bb114:  // pred: ^bb106
    %1614 = llvm.mlir.constant(1 : index) : i64
    %1615 = llvm.mlir.constant(8 : index) : i64
    %1616 = llvm.mlir.constant(8 : index) : i64
    %1617 = llvm.mlir.constant(1 : index) : i64
    %1618 = llvm.mlir.constant(64 : index) : i64
    %1619 = llvm.mlir.constant(64 : index) : i64
    %1620 = llvm.mul %1619, %808 : i64
    %1621 = llvm.mlir.zero : !llvm.ptr
    %1622 = llvm.getelementptr %1621[%1620] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1623 = llvm.ptrtoint %1622 : !llvm.ptr to i64
    %1624 = llvm.mlir.constant(64 : index) : i64
    %1625 = llvm.add %1623, %1624 : i64
    %1626 = llvm.call @malloc(%1625) : (i64) -> !llvm.ptr
    %1627 = llvm.ptrtoint %1626 : !llvm.ptr to i64
    %1628 = llvm.mlir.constant(1 : index) : i64
    %1629 = llvm.sub %1624, %1628 : i64
    %1630 = llvm.add %1627, %1629 : i64
    %1631 = llvm.urem %1630, %1624 : i64
    %1632 = llvm.sub %1630, %1631 : i64
    %1633 = llvm.inttoptr %1632 : i64 to !llvm.ptr
    %1634 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1635 = llvm.insertvalue %1626, %1634[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1636 = llvm.insertvalue %1633, %1635[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1637 = llvm.mlir.constant(0 : index) : i64
    %1638 = llvm.insertvalue %1637, %1636[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1639 = llvm.insertvalue %808, %1638[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1640 = llvm.insertvalue %1614, %1639[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1641 = llvm.insertvalue %1615, %1640[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1642 = llvm.insertvalue %1616, %1641[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1643 = llvm.insertvalue %1619, %1642[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1644 = llvm.insertvalue %1618, %1643[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1645 = llvm.insertvalue %1616, %1644[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1646 = llvm.insertvalue %1617, %1645[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1647 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1648 = llvm.extractvalue %1646[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1649 = llvm.extractvalue %1646[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1650 = llvm.insertvalue %1648, %1647[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1651 = llvm.insertvalue %1649, %1650[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1652 = llvm.mlir.constant(0 : index) : i64
    %1653 = llvm.insertvalue %1652, %1651[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1654 = llvm.insertvalue %808, %1653[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1655 = llvm.mlir.constant(64 : index) : i64
    %1656 = llvm.insertvalue %1655, %1654[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1657 = llvm.mlir.constant(1 : index) : i64
    %1658 = llvm.insertvalue %1657, %1656[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1659 = llvm.mlir.constant(64 : index) : i64
    %1660 = llvm.insertvalue %1659, %1658[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1661 = llvm.mlir.constant(1 : index) : i64
    %1662 = llvm.insertvalue %1661, %1660[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1663 = llvm.mlir.constant(64 : index) : i64
    %1664 = llvm.insertvalue %1663, %1662[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1665 = llvm.mlir.constant(8 : index) : i64
    %1666 = llvm.insertvalue %1665, %1664[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1667 = llvm.mlir.constant(8 : index) : i64
    %1668 = llvm.insertvalue %1667, %1666[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1669 = llvm.mlir.constant(1 : index) : i64
    %1670 = llvm.insertvalue %1669, %1668[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1671 = llvm.mlir.constant(8 : index) : i64
    %1672 = llvm.insertvalue %1671, %1670[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1673 = llvm.mlir.constant(8 : index) : i64
    %1674 = llvm.insertvalue %1673, %1672[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1675 = llvm.mlir.constant(1 : index) : i64
    %1676 = llvm.insertvalue %1675, %1674[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1677 = llvm.extractvalue %1676[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1678 = llvm.mlir.constant(1 : index) : i64
    %1679 = llvm.mlir.constant(1 : index) : i64
    %1680 = llvm.mlir.constant(8 : index) : i64
    %1681 = llvm.mlir.constant(1 : index) : i64
    %1682 = llvm.mlir.constant(8 : index) : i64
    %1683 = llvm.mlir.constant(1 : index) : i64
    %1684 = llvm.mlir.constant(8 : index) : i64
    %1685 = llvm.mlir.constant(64 : index) : i64
    %1686 = llvm.mlir.constant(64 : index) : i64
    %1687 = llvm.mlir.constant(64 : index) : i64
    %1688 = llvm.mul %1687, %1677 : i64
    %1689 = llvm.mlir.zero : !llvm.ptr
    %1690 = llvm.getelementptr %1689[%1688] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1691 = llvm.ptrtoint %1690 : !llvm.ptr to i64
    %1692 = llvm.mlir.constant(64 : index) : i64
    %1693 = llvm.add %1691, %1692 : i64
    %1694 = llvm.call @malloc(%1693) : (i64) -> !llvm.ptr
    %1695 = llvm.ptrtoint %1694 : !llvm.ptr to i64
    %1696 = llvm.mlir.constant(1 : index) : i64
    %1697 = llvm.sub %1692, %1696 : i64
    %1698 = llvm.add %1695, %1697 : i64
    %1699 = llvm.urem %1698, %1692 : i64
    %1700 = llvm.sub %1698, %1699 : i64
    %1701 = llvm.inttoptr %1700 : i64 to !llvm.ptr
    %1702 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1703 = llvm.insertvalue %1694, %1702[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1704 = llvm.insertvalue %1701, %1703[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1705 = llvm.mlir.constant(0 : index) : i64
    %1706 = llvm.insertvalue %1705, %1704[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1707 = llvm.insertvalue %1677, %1706[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1708 = llvm.insertvalue %1678, %1707[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1709 = llvm.insertvalue %1679, %1708[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1710 = llvm.insertvalue %1680, %1709[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1711 = llvm.insertvalue %1681, %1710[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1712 = llvm.insertvalue %1682, %1711[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1713 = llvm.insertvalue %1687, %1712[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1714 = llvm.insertvalue %1686, %1713[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1715 = llvm.insertvalue %1685, %1714[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1716 = llvm.insertvalue %1684, %1715[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1717 = llvm.insertvalue %1682, %1716[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1718 = llvm.insertvalue %1683, %1717[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.br ^bb115(%56 : i64)
  ^bb115(%1719: i64):  // 2 preds: ^bb114, ^bb131
    %1720 = llvm.icmp "slt" %1719, %1677 : i64
    llvm.cond_br %1720, ^bb116, ^bb132
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%56 : i64)
  ^bb117(%1721: i64):  // 2 preds: ^bb116, ^bb130
    %1722 = llvm.icmp "slt" %1721, %57 : i64
    llvm.cond_br %1722, ^bb118, ^bb131
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%56 : i64)
  ^bb119(%1723: i64):  // 2 preds: ^bb118, ^bb129
    %1724 = llvm.icmp "slt" %1723, %57 : i64
    llvm.cond_br %1724, ^bb120, ^bb130
  ^bb120:  // pred: ^bb119
    llvm.br ^bb121(%56 : i64)
  ^bb121(%1725: i64):  // 2 preds: ^bb120, ^bb128
    %1726 = llvm.icmp "slt" %1725, %58 : i64
    llvm.cond_br %1726, ^bb122, ^bb129
  ^bb122:  // pred: ^bb121
    llvm.br ^bb123(%56 : i64)
  ^bb123(%1727: i64):  // 2 preds: ^bb122, ^bb127
    %1728 = llvm.icmp "slt" %1727, %57 : i64
    llvm.cond_br %1728, ^bb124, ^bb128
  ^bb124:  // pred: ^bb123
    llvm.br ^bb125(%56 : i64)
  ^bb125(%1729: i64):  // 2 preds: ^bb124, ^bb126
    %1730 = llvm.icmp "slt" %1729, %58 : i64
    llvm.cond_br %1730, ^bb126, ^bb127
  ^bb126:  // pred: ^bb125
    %1731 = llvm.icmp "sge" %1725, %55 : i64
    %1732 = llvm.extractvalue %1718[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1733 = llvm.mlir.constant(64 : index) : i64
    %1734 = llvm.mul %1719, %1733 overflow<nsw, nuw> : i64
    %1735 = llvm.mlir.constant(64 : index) : i64
    %1736 = llvm.mul %1721, %1735 overflow<nsw, nuw> : i64
    %1737 = llvm.add %1734, %1736 overflow<nsw, nuw> : i64
    %1738 = llvm.mlir.constant(64 : index) : i64
    %1739 = llvm.mul %1723, %1738 overflow<nsw, nuw> : i64
    %1740 = llvm.add %1737, %1739 overflow<nsw, nuw> : i64
    %1741 = llvm.mlir.constant(8 : index) : i64
    %1742 = llvm.mul %1725, %1741 overflow<nsw, nuw> : i64
    %1743 = llvm.add %1740, %1742 overflow<nsw, nuw> : i64
    %1744 = llvm.mlir.constant(8 : index) : i64
    %1745 = llvm.mul %1727, %1744 overflow<nsw, nuw> : i64
    %1746 = llvm.add %1743, %1745 overflow<nsw, nuw> : i64
    %1747 = llvm.add %1746, %1729 overflow<nsw, nuw> : i64
    %1748 = llvm.getelementptr inbounds|nuw %1732[%1747] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1731, %1748 : i1, !llvm.ptr
    %1749 = llvm.add %1729, %57 : i64
    llvm.br ^bb125(%1749 : i64)
  ^bb127:  // pred: ^bb125
    %1750 = llvm.add %1727, %57 : i64
    llvm.br ^bb123(%1750 : i64)
  ^bb128:  // pred: ^bb123
    %1751 = llvm.add %1725, %57 : i64
    llvm.br ^bb121(%1751 : i64)
  ^bb129:  // pred: ^bb121
    %1752 = llvm.add %1723, %57 : i64
    llvm.br ^bb119(%1752 : i64)
  ^bb130:  // pred: ^bb119
    %1753 = llvm.add %1721, %57 : i64
    llvm.br ^bb117(%1753 : i64)
  ^bb131:  // pred: ^bb117
    %1754 = llvm.add %1719, %57 : i64
    llvm.br ^bb115(%1754 : i64)
  ^bb132:  // pred: ^bb115
    %1755 = llvm.mlir.constant(1 : index) : i64
    %1756 = llvm.mlir.constant(8 : index) : i64
    %1757 = llvm.mlir.constant(8 : index) : i64
    %1758 = llvm.mlir.constant(1 : index) : i64
    %1759 = llvm.mlir.constant(64 : index) : i64
    %1760 = llvm.mlir.constant(64 : index) : i64
    %1761 = llvm.mul %1760, %808 : i64
    %1762 = llvm.mlir.zero : !llvm.ptr
    %1763 = llvm.getelementptr %1762[%1761] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1764 = llvm.ptrtoint %1763 : !llvm.ptr to i64
    %1765 = llvm.mlir.constant(64 : index) : i64
    %1766 = llvm.add %1764, %1765 : i64
    %1767 = llvm.call @malloc(%1766) : (i64) -> !llvm.ptr
    %1768 = llvm.ptrtoint %1767 : !llvm.ptr to i64
    %1769 = llvm.mlir.constant(1 : index) : i64
    %1770 = llvm.sub %1765, %1769 : i64
    %1771 = llvm.add %1768, %1770 : i64
    %1772 = llvm.urem %1771, %1765 : i64
    %1773 = llvm.sub %1771, %1772 : i64
    %1774 = llvm.inttoptr %1773 : i64 to !llvm.ptr
    %1775 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1776 = llvm.insertvalue %1767, %1775[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1777 = llvm.insertvalue %1774, %1776[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1778 = llvm.mlir.constant(0 : index) : i64
    %1779 = llvm.insertvalue %1778, %1777[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1780 = llvm.insertvalue %808, %1779[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1781 = llvm.insertvalue %1755, %1780[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1782 = llvm.insertvalue %1756, %1781[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1783 = llvm.insertvalue %1757, %1782[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1784 = llvm.insertvalue %1760, %1783[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1785 = llvm.insertvalue %1759, %1784[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1786 = llvm.insertvalue %1757, %1785[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1787 = llvm.insertvalue %1758, %1786[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1788 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1789 = llvm.extractvalue %1787[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1790 = llvm.extractvalue %1787[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1791 = llvm.insertvalue %1789, %1788[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1792 = llvm.insertvalue %1790, %1791[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1793 = llvm.mlir.constant(0 : index) : i64
    %1794 = llvm.insertvalue %1793, %1792[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1795 = llvm.insertvalue %1677, %1794[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1796 = llvm.mlir.constant(64 : index) : i64
    %1797 = llvm.insertvalue %1796, %1795[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1798 = llvm.mlir.constant(1 : index) : i64
    %1799 = llvm.insertvalue %1798, %1797[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1800 = llvm.mlir.constant(64 : index) : i64
    %1801 = llvm.insertvalue %1800, %1799[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1802 = llvm.mlir.constant(1 : index) : i64
    %1803 = llvm.insertvalue %1802, %1801[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1804 = llvm.mlir.constant(64 : index) : i64
    %1805 = llvm.insertvalue %1804, %1803[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1806 = llvm.mlir.constant(8 : index) : i64
    %1807 = llvm.insertvalue %1806, %1805[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1808 = llvm.mlir.constant(8 : index) : i64
    %1809 = llvm.insertvalue %1808, %1807[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1810 = llvm.mlir.constant(1 : index) : i64
    %1811 = llvm.insertvalue %1810, %1809[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1812 = llvm.mlir.constant(8 : index) : i64
    %1813 = llvm.insertvalue %1812, %1811[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1814 = llvm.mlir.constant(8 : index) : i64
    %1815 = llvm.insertvalue %1814, %1813[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1816 = llvm.mlir.constant(1 : index) : i64
    %1817 = llvm.insertvalue %1816, %1815[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1818 = llvm.extractvalue %1817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1819 = llvm.mlir.constant(1 : index) : i64
    %1820 = llvm.mlir.constant(1 : index) : i64
    %1821 = llvm.mlir.constant(8 : index) : i64
    %1822 = llvm.mlir.constant(1 : index) : i64
    %1823 = llvm.mlir.constant(8 : index) : i64
    %1824 = llvm.mlir.constant(1 : index) : i64
    %1825 = llvm.mlir.constant(8 : index) : i64
    %1826 = llvm.mlir.constant(64 : index) : i64
    %1827 = llvm.mlir.constant(64 : index) : i64
    %1828 = llvm.mlir.constant(64 : index) : i64
    %1829 = llvm.mul %1828, %1818 : i64
    %1830 = llvm.mlir.zero : !llvm.ptr
    %1831 = llvm.getelementptr %1830[%1829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1832 = llvm.ptrtoint %1831 : !llvm.ptr to i64
    %1833 = llvm.mlir.constant(64 : index) : i64
    %1834 = llvm.add %1832, %1833 : i64
    %1835 = llvm.call @malloc(%1834) : (i64) -> !llvm.ptr
    %1836 = llvm.ptrtoint %1835 : !llvm.ptr to i64
    %1837 = llvm.mlir.constant(1 : index) : i64
    %1838 = llvm.sub %1833, %1837 : i64
    %1839 = llvm.add %1836, %1838 : i64
    %1840 = llvm.urem %1839, %1833 : i64
    %1841 = llvm.sub %1839, %1840 : i64
    %1842 = llvm.inttoptr %1841 : i64 to !llvm.ptr
    %1843 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1844 = llvm.insertvalue %1835, %1843[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1845 = llvm.insertvalue %1842, %1844[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1846 = llvm.mlir.constant(0 : index) : i64
    %1847 = llvm.insertvalue %1846, %1845[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1848 = llvm.insertvalue %1818, %1847[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1849 = llvm.insertvalue %1819, %1848[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1850 = llvm.insertvalue %1820, %1849[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1851 = llvm.insertvalue %1821, %1850[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1852 = llvm.insertvalue %1822, %1851[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1853 = llvm.insertvalue %1823, %1852[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1854 = llvm.insertvalue %1828, %1853[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1855 = llvm.insertvalue %1827, %1854[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1856 = llvm.insertvalue %1826, %1855[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1857 = llvm.insertvalue %1825, %1856[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1858 = llvm.insertvalue %1823, %1857[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1859 = llvm.insertvalue %1824, %1858[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.br ^bb133(%56 : i64)
  ^bb133(%1860: i64):  // 2 preds: ^bb132, ^bb149
    %1861 = llvm.icmp "slt" %1860, %1677 : i64
    llvm.cond_br %1861, ^bb134, ^bb150
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%56 : i64)
  ^bb135(%1862: i64):  // 2 preds: ^bb134, ^bb148
    %1863 = llvm.icmp "slt" %1862, %57 : i64
    llvm.cond_br %1863, ^bb136, ^bb149
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%56 : i64)
  ^bb137(%1864: i64):  // 2 preds: ^bb136, ^bb147
    %1865 = llvm.icmp "slt" %1864, %57 : i64
    llvm.cond_br %1865, ^bb138, ^bb148
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%56 : i64)
  ^bb139(%1866: i64):  // 2 preds: ^bb138, ^bb146
    %1867 = llvm.icmp "slt" %1866, %58 : i64
    llvm.cond_br %1867, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%56 : i64)
  ^bb141(%1868: i64):  // 2 preds: ^bb140, ^bb145
    %1869 = llvm.icmp "slt" %1868, %57 : i64
    llvm.cond_br %1869, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%56 : i64)
  ^bb143(%1870: i64):  // 2 preds: ^bb142, ^bb144
    %1871 = llvm.icmp "slt" %1870, %58 : i64
    llvm.cond_br %1871, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %1872 = llvm.extractvalue %1718[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1873 = llvm.mlir.constant(64 : index) : i64
    %1874 = llvm.mul %1860, %1873 overflow<nsw, nuw> : i64
    %1875 = llvm.mlir.constant(64 : index) : i64
    %1876 = llvm.mul %1862, %1875 overflow<nsw, nuw> : i64
    %1877 = llvm.add %1874, %1876 overflow<nsw, nuw> : i64
    %1878 = llvm.mlir.constant(64 : index) : i64
    %1879 = llvm.mul %1864, %1878 overflow<nsw, nuw> : i64
    %1880 = llvm.add %1877, %1879 overflow<nsw, nuw> : i64
    %1881 = llvm.mlir.constant(8 : index) : i64
    %1882 = llvm.mul %1866, %1881 overflow<nsw, nuw> : i64
    %1883 = llvm.add %1880, %1882 overflow<nsw, nuw> : i64
    %1884 = llvm.mlir.constant(8 : index) : i64
    %1885 = llvm.mul %1868, %1884 overflow<nsw, nuw> : i64
    %1886 = llvm.add %1883, %1885 overflow<nsw, nuw> : i64
    %1887 = llvm.add %1886, %1870 overflow<nsw, nuw> : i64
    %1888 = llvm.getelementptr inbounds|nuw %1872[%1887] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1889 = llvm.load %1888 : !llvm.ptr -> i1
    %1890 = llvm.select %1889, %53, %52 : i1, f32
    %1891 = llvm.extractvalue %1859[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1892 = llvm.mlir.constant(64 : index) : i64
    %1893 = llvm.mul %1860, %1892 overflow<nsw, nuw> : i64
    %1894 = llvm.mlir.constant(64 : index) : i64
    %1895 = llvm.mul %1862, %1894 overflow<nsw, nuw> : i64
    %1896 = llvm.add %1893, %1895 overflow<nsw, nuw> : i64
    %1897 = llvm.mlir.constant(64 : index) : i64
    %1898 = llvm.mul %1864, %1897 overflow<nsw, nuw> : i64
    %1899 = llvm.add %1896, %1898 overflow<nsw, nuw> : i64
    %1900 = llvm.mlir.constant(8 : index) : i64
    %1901 = llvm.mul %1866, %1900 overflow<nsw, nuw> : i64
    %1902 = llvm.add %1899, %1901 overflow<nsw, nuw> : i64
    %1903 = llvm.mlir.constant(8 : index) : i64
    %1904 = llvm.mul %1868, %1903 overflow<nsw, nuw> : i64
    %1905 = llvm.add %1902, %1904 overflow<nsw, nuw> : i64
    %1906 = llvm.add %1905, %1870 overflow<nsw, nuw> : i64
    %1907 = llvm.getelementptr inbounds|nuw %1891[%1906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1890, %1907 : f32, !llvm.ptr
    %1908 = llvm.add %1870, %57 : i64
    llvm.br ^bb143(%1908 : i64)
  ^bb145:  // pred: ^bb143
    %1909 = llvm.add %1868, %57 : i64
    llvm.br ^bb141(%1909 : i64)
  ^bb146:  // pred: ^bb141
    %1910 = llvm.add %1866, %57 : i64
    llvm.br ^bb139(%1910 : i64)
  ^bb147:  // pred: ^bb139
    %1911 = llvm.add %1864, %57 : i64
    llvm.br ^bb137(%1911 : i64)
  ^bb148:  // pred: ^bb137
    %1912 = llvm.add %1862, %57 : i64
    llvm.br ^bb135(%1912 : i64)
  ^bb149:  // pred: ^bb135
    %1913 = llvm.add %1860, %57 : i64
    llvm.br ^bb133(%1913 : i64)
  ^bb150:  // pred: ^bb133
    %1914 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1915 = llvm.extractvalue %1859[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1916 = llvm.extractvalue %1859[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1917 = llvm.insertvalue %1915, %1914[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1918 = llvm.insertvalue %1916, %1917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1919 = llvm.mlir.constant(0 : index) : i64
    %1920 = llvm.insertvalue %1919, %1918[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1921 = llvm.insertvalue %1818, %1920[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1922 = llvm.mlir.constant(64 : index) : i64
    %1923 = llvm.insertvalue %1922, %1921[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1924 = llvm.mlir.constant(1 : index) : i64
    %1925 = llvm.insertvalue %1924, %1923[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1926 = llvm.mlir.constant(64 : index) : i64
    %1927 = llvm.insertvalue %1926, %1925[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1928 = llvm.mlir.constant(8 : index) : i64
    %1929 = llvm.insertvalue %1928, %1927[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1930 = llvm.mlir.constant(8 : index) : i64
    %1931 = llvm.insertvalue %1930, %1929[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1932 = llvm.mlir.constant(8 : index) : i64
    %1933 = llvm.insertvalue %1932, %1931[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1934 = llvm.mlir.constant(1 : index) : i64
    %1935 = llvm.insertvalue %1934, %1933[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1936 = llvm.mul %791, %58 overflow<nsw> : i64
    %1937 = llvm.mlir.constant(32 : index) : i64
    %1938 = llvm.mlir.constant(1 : index) : i64
    %1939 = llvm.mul %1937, %1936 : i64
    %1940 = llvm.mlir.zero : !llvm.ptr
    %1941 = llvm.getelementptr %1940[%1939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1942 = llvm.ptrtoint %1941 : !llvm.ptr to i64
    %1943 = llvm.mlir.constant(64 : index) : i64
    %1944 = llvm.add %1942, %1943 : i64
    %1945 = llvm.call @malloc(%1944) : (i64) -> !llvm.ptr
    %1946 = llvm.ptrtoint %1945 : !llvm.ptr to i64
    %1947 = llvm.mlir.constant(1 : index) : i64
    %1948 = llvm.sub %1943, %1947 : i64
    %1949 = llvm.add %1946, %1948 : i64
    %1950 = llvm.urem %1949, %1943 : i64
    %1951 = llvm.sub %1949, %1950 : i64
    %1952 = llvm.inttoptr %1951 : i64 to !llvm.ptr
    %1953 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1954 = llvm.insertvalue %1945, %1953[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1955 = llvm.insertvalue %1952, %1954[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1956 = llvm.mlir.constant(0 : index) : i64
    %1957 = llvm.insertvalue %1956, %1955[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1958 = llvm.insertvalue %1936, %1957[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1959 = llvm.insertvalue %1937, %1958[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1960 = llvm.insertvalue %1937, %1959[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1961 = llvm.insertvalue %1938, %1960[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb151(%56 : i64)
  ^bb151(%1962: i64):  // 2 preds: ^bb150, ^bb155
    %1963 = llvm.icmp "slt" %1962, %1936 : i64
    llvm.cond_br %1963, ^bb152, ^bb156
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%56 : i64)
  ^bb153(%1964: i64):  // 2 preds: ^bb152, ^bb154
    %1965 = llvm.icmp "slt" %1964, %40 : i64
    llvm.cond_br %1965, ^bb154, ^bb155
  ^bb154:  // pred: ^bb153
    %1966 = llvm.extractvalue %1961[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1967 = llvm.mlir.constant(32 : index) : i64
    %1968 = llvm.mul %1962, %1967 overflow<nsw, nuw> : i64
    %1969 = llvm.add %1968, %1964 overflow<nsw, nuw> : i64
    %1970 = llvm.getelementptr inbounds|nuw %1966[%1969] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %1970 : f32, !llvm.ptr
    %1971 = llvm.add %1964, %57 : i64
    llvm.br ^bb153(%1971 : i64)
  ^bb155:  // pred: ^bb153
    %1972 = llvm.add %1962, %57 : i64
    llvm.br ^bb151(%1972 : i64)
  ^bb156:  // pred: ^bb151
    %1973 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1974 = llvm.extractvalue %1961[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1975 = llvm.extractvalue %1961[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1976 = llvm.insertvalue %1974, %1973[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1977 = llvm.insertvalue %1975, %1976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1978 = llvm.mlir.constant(0 : index) : i64
    %1979 = llvm.insertvalue %1978, %1977[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1980 = llvm.insertvalue %791, %1979[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1981 = llvm.mlir.constant(256 : index) : i64
    %1982 = llvm.insertvalue %1981, %1980[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1983 = llvm.mlir.constant(8 : index) : i64
    %1984 = llvm.insertvalue %1983, %1982[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1985 = llvm.mlir.constant(32 : index) : i64
    %1986 = llvm.insertvalue %1985, %1984[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1987 = llvm.mlir.constant(32 : index) : i64
    %1988 = llvm.insertvalue %1987, %1986[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1989 = llvm.mlir.constant(1 : index) : i64
    %1990 = llvm.insertvalue %1989, %1988[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1991 = llvm.extractvalue %1990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1992 = llvm.mlir.constant(8 : index) : i64
    %1993 = llvm.mlir.constant(32 : index) : i64
    %1994 = llvm.mlir.constant(1 : index) : i64
    %1995 = llvm.mlir.constant(256 : index) : i64
    %1996 = llvm.mul %1995, %1991 : i64
    %1997 = llvm.mlir.zero : !llvm.ptr
    %1998 = llvm.getelementptr %1997[%1996] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1999 = llvm.ptrtoint %1998 : !llvm.ptr to i64
    %2000 = llvm.mlir.constant(64 : index) : i64
    %2001 = llvm.add %1999, %2000 : i64
    %2002 = llvm.call @malloc(%2001) : (i64) -> !llvm.ptr
    %2003 = llvm.ptrtoint %2002 : !llvm.ptr to i64
    %2004 = llvm.mlir.constant(1 : index) : i64
    %2005 = llvm.sub %2000, %2004 : i64
    %2006 = llvm.add %2003, %2005 : i64
    %2007 = llvm.urem %2006, %2000 : i64
    %2008 = llvm.sub %2006, %2007 : i64
    %2009 = llvm.inttoptr %2008 : i64 to !llvm.ptr
    %2010 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2011 = llvm.insertvalue %2002, %2010[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2012 = llvm.insertvalue %2009, %2011[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2013 = llvm.mlir.constant(0 : index) : i64
    %2014 = llvm.insertvalue %2013, %2012[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2015 = llvm.insertvalue %1991, %2014[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2016 = llvm.insertvalue %1992, %2015[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2017 = llvm.insertvalue %1993, %2016[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2018 = llvm.insertvalue %1995, %2017[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2019 = llvm.insertvalue %1993, %2018[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2020 = llvm.insertvalue %1994, %2019[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2021 = llvm.extractvalue %1990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb157(%56 : i64)
  ^bb157(%2022: i64):  // 2 preds: ^bb156, ^bb164
    %2023 = llvm.icmp "slt" %2022, %2021 : i64
    llvm.cond_br %2023, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%56 : i64)
  ^bb159(%2024: i64):  // 2 preds: ^bb158, ^bb163
    %2025 = llvm.icmp "slt" %2024, %58 : i64
    llvm.cond_br %2025, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%56 : i64)
  ^bb161(%2026: i64):  // 2 preds: ^bb160, ^bb162
    %2027 = llvm.icmp "slt" %2026, %40 : i64
    llvm.cond_br %2027, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %2028 = llvm.extractvalue %1990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2029 = llvm.mlir.constant(256 : index) : i64
    %2030 = llvm.mul %2022, %2029 overflow<nsw, nuw> : i64
    %2031 = llvm.mlir.constant(32 : index) : i64
    %2032 = llvm.mul %2024, %2031 overflow<nsw, nuw> : i64
    %2033 = llvm.add %2030, %2032 overflow<nsw, nuw> : i64
    %2034 = llvm.add %2033, %2026 overflow<nsw, nuw> : i64
    %2035 = llvm.getelementptr inbounds|nuw %2028[%2034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2036 = llvm.load %2035 : !llvm.ptr -> f32
    %2037 = llvm.extractvalue %2020[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2038 = llvm.mlir.constant(256 : index) : i64
    %2039 = llvm.mul %2022, %2038 overflow<nsw, nuw> : i64
    %2040 = llvm.mlir.constant(32 : index) : i64
    %2041 = llvm.mul %2024, %2040 overflow<nsw, nuw> : i64
    %2042 = llvm.add %2039, %2041 overflow<nsw, nuw> : i64
    %2043 = llvm.add %2042, %2026 overflow<nsw, nuw> : i64
    %2044 = llvm.getelementptr inbounds|nuw %2037[%2043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2036, %2044 : f32, !llvm.ptr
    %2045 = llvm.add %2026, %57 : i64
    llvm.br ^bb161(%2045 : i64)
  ^bb163:  // pred: ^bb161
    %2046 = llvm.add %2024, %57 : i64
    llvm.br ^bb159(%2046 : i64)
  ^bb164:  // pred: ^bb159
    %2047 = llvm.add %2022, %57 : i64
    llvm.br ^bb157(%2047 : i64)
  ^bb165:  // pred: ^bb157
    llvm.br ^bb166(%56 : i64)
  ^bb166(%2048: i64):  // 2 preds: ^bb165, ^bb176
    %2049 = llvm.icmp "slt" %2048, %791 : i64
    llvm.cond_br %2049, ^bb167, ^bb177
  ^bb167:  // pred: ^bb166
    llvm.br ^bb168(%56 : i64)
  ^bb168(%2050: i64):  // 2 preds: ^bb167, ^bb175
    %2051 = llvm.icmp "slt" %2050, %58 : i64
    llvm.cond_br %2051, ^bb169, ^bb176
  ^bb169:  // pred: ^bb168
    llvm.br ^bb170(%56 : i64)
  ^bb170(%2052: i64):  // 2 preds: ^bb169, ^bb174
    %2053 = llvm.icmp "slt" %2052, %40 : i64
    llvm.cond_br %2053, ^bb171, ^bb175
  ^bb171:  // pred: ^bb170
    llvm.br ^bb172(%56 : i64)
  ^bb172(%2054: i64):  // 2 preds: ^bb171, ^bb173
    %2055 = llvm.icmp "slt" %2054, %40 : i64
    llvm.cond_br %2055, ^bb173, ^bb174
  ^bb173:  // pred: ^bb172
    %2056 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2057 = llvm.mlir.constant(256 : index) : i64
    %2058 = llvm.mul %2048, %2057 overflow<nsw, nuw> : i64
    %2059 = llvm.mlir.constant(32 : index) : i64
    %2060 = llvm.mul %2050, %2059 overflow<nsw, nuw> : i64
    %2061 = llvm.add %2058, %2060 overflow<nsw, nuw> : i64
    %2062 = llvm.add %2061, %2054 overflow<nsw, nuw> : i64
    %2063 = llvm.getelementptr inbounds|nuw %2056[%2062] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2064 = llvm.load %2063 : !llvm.ptr -> f32
    %2065 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2066 = llvm.mlir.constant(32 : index) : i64
    %2067 = llvm.mul %2052, %2066 overflow<nsw, nuw> : i64
    %2068 = llvm.add %2067, %2054 overflow<nsw, nuw> : i64
    %2069 = llvm.getelementptr inbounds|nuw %2065[%2068] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2070 = llvm.load %2069 : !llvm.ptr -> f32
    %2071 = llvm.extractvalue %2020[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2072 = llvm.mlir.constant(256 : index) : i64
    %2073 = llvm.mul %2048, %2072 overflow<nsw, nuw> : i64
    %2074 = llvm.mlir.constant(32 : index) : i64
    %2075 = llvm.mul %2050, %2074 overflow<nsw, nuw> : i64
    %2076 = llvm.add %2073, %2075 overflow<nsw, nuw> : i64
    %2077 = llvm.add %2076, %2052 overflow<nsw, nuw> : i64
    %2078 = llvm.getelementptr inbounds|nuw %2071[%2077] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2079 = llvm.load %2078 : !llvm.ptr -> f32
    %2080 = llvm.fmul %2064, %2070 : f32
    %2081 = llvm.fadd %2079, %2080 : f32
    %2082 = llvm.extractvalue %2020[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2083 = llvm.mlir.constant(256 : index) : i64
    %2084 = llvm.mul %2048, %2083 overflow<nsw, nuw> : i64
    %2085 = llvm.mlir.constant(32 : index) : i64
    %2086 = llvm.mul %2050, %2085 overflow<nsw, nuw> : i64
    %2087 = llvm.add %2084, %2086 overflow<nsw, nuw> : i64
    %2088 = llvm.add %2087, %2052 overflow<nsw, nuw> : i64
    %2089 = llvm.getelementptr inbounds|nuw %2082[%2088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2081, %2089 : f32, !llvm.ptr
    %2090 = llvm.add %2054, %57 : i64
    llvm.br ^bb172(%2090 : i64)
  ^bb174:  // pred: ^bb172
    %2091 = llvm.add %2052, %57 : i64
    llvm.br ^bb170(%2091 : i64)
  ^bb175:  // pred: ^bb170
    %2092 = llvm.add %2050, %57 : i64
    llvm.br ^bb168(%2092 : i64)
  ^bb176:  // pred: ^bb168
    %2093 = llvm.add %2048, %57 : i64
    llvm.br ^bb166(%2093 : i64)
  ^bb177:  // pred: ^bb166
    %2094 = llvm.mlir.constant(8 : index) : i64
    %2095 = llvm.mlir.constant(32 : index) : i64
    %2096 = llvm.mlir.constant(1 : index) : i64
    %2097 = llvm.mlir.constant(256 : index) : i64
    %2098 = llvm.mul %2097, %1991 : i64
    %2099 = llvm.mlir.zero : !llvm.ptr
    %2100 = llvm.getelementptr %2099[%2098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2101 = llvm.ptrtoint %2100 : !llvm.ptr to i64
    %2102 = llvm.mlir.constant(64 : index) : i64
    %2103 = llvm.add %2101, %2102 : i64
    %2104 = llvm.call @malloc(%2103) : (i64) -> !llvm.ptr
    %2105 = llvm.ptrtoint %2104 : !llvm.ptr to i64
    %2106 = llvm.mlir.constant(1 : index) : i64
    %2107 = llvm.sub %2102, %2106 : i64
    %2108 = llvm.add %2105, %2107 : i64
    %2109 = llvm.urem %2108, %2102 : i64
    %2110 = llvm.sub %2108, %2109 : i64
    %2111 = llvm.inttoptr %2110 : i64 to !llvm.ptr
    %2112 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2113 = llvm.insertvalue %2104, %2112[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2114 = llvm.insertvalue %2111, %2113[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2115 = llvm.mlir.constant(0 : index) : i64
    %2116 = llvm.insertvalue %2115, %2114[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2117 = llvm.insertvalue %1991, %2116[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2118 = llvm.insertvalue %2094, %2117[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2119 = llvm.insertvalue %2095, %2118[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2120 = llvm.insertvalue %2097, %2119[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2121 = llvm.insertvalue %2095, %2120[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2122 = llvm.insertvalue %2096, %2121[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb178(%56 : i64)
  ^bb178(%2123: i64):  // 2 preds: ^bb177, ^bb185
    %2124 = llvm.icmp "slt" %2123, %1991 : i64
    llvm.cond_br %2124, ^bb179, ^bb186
  ^bb179:  // pred: ^bb178
    llvm.br ^bb180(%56 : i64)
  ^bb180(%2125: i64):  // 2 preds: ^bb179, ^bb184
    %2126 = llvm.icmp "slt" %2125, %58 : i64
    llvm.cond_br %2126, ^bb181, ^bb185
  ^bb181:  // pred: ^bb180
    llvm.br ^bb182(%56 : i64)
  ^bb182(%2127: i64):  // 2 preds: ^bb181, ^bb183
    %2128 = llvm.icmp "slt" %2127, %40 : i64
    llvm.cond_br %2128, ^bb183, ^bb184
  ^bb183:  // pred: ^bb182
    %2129 = llvm.extractvalue %2020[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2130 = llvm.mlir.constant(256 : index) : i64
    %2131 = llvm.mul %2123, %2130 overflow<nsw, nuw> : i64
    %2132 = llvm.mlir.constant(32 : index) : i64
    %2133 = llvm.mul %2125, %2132 overflow<nsw, nuw> : i64
    %2134 = llvm.add %2131, %2133 overflow<nsw, nuw> : i64
    %2135 = llvm.add %2134, %2127 overflow<nsw, nuw> : i64
    %2136 = llvm.getelementptr inbounds|nuw %2129[%2135] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2137 = llvm.load %2136 : !llvm.ptr -> f32
    %2138 = llvm.extractvalue %638[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2139 = llvm.getelementptr inbounds|nuw %2138[%2127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2140 = llvm.load %2139 : !llvm.ptr -> f32
    %2141 = llvm.fadd %2137, %2140 : f32
    %2142 = llvm.extractvalue %2122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2143 = llvm.mlir.constant(256 : index) : i64
    %2144 = llvm.mul %2123, %2143 overflow<nsw, nuw> : i64
    %2145 = llvm.mlir.constant(32 : index) : i64
    %2146 = llvm.mul %2125, %2145 overflow<nsw, nuw> : i64
    %2147 = llvm.add %2144, %2146 overflow<nsw, nuw> : i64
    %2148 = llvm.add %2147, %2127 overflow<nsw, nuw> : i64
    %2149 = llvm.getelementptr inbounds|nuw %2142[%2148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2141, %2149 : f32, !llvm.ptr
    %2150 = llvm.add %2127, %57 : i64
    llvm.br ^bb182(%2150 : i64)
  ^bb184:  // pred: ^bb182
    %2151 = llvm.add %2125, %57 : i64
    llvm.br ^bb180(%2151 : i64)
  ^bb185:  // pred: ^bb180
    %2152 = llvm.add %2123, %57 : i64
    llvm.br ^bb178(%2152 : i64)
  ^bb186:  // pred: ^bb178
    %2153 = llvm.select %807, %43, %791 : i1, i64
    %2154 = llvm.mul %2153, %47 : i64
    %2155 = llvm.mul %791, %46 : i64
    %2156 = llvm.sdiv %2155, %2154 : i64
    %2157 = llvm.select %807, %2156, %791 : i1, i64
    %2158 = llvm.mlir.constant(4 : index) : i64
    %2159 = llvm.mlir.constant(1 : index) : i64
    %2160 = llvm.mlir.zero : !llvm.ptr
    %2161 = llvm.getelementptr %2160[%2158] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2162 = llvm.ptrtoint %2161 : !llvm.ptr to i64
    %2163 = llvm.mlir.constant(64 : index) : i64
    %2164 = llvm.add %2162, %2163 : i64
    %2165 = llvm.call @malloc(%2164) : (i64) -> !llvm.ptr
    %2166 = llvm.ptrtoint %2165 : !llvm.ptr to i64
    %2167 = llvm.mlir.constant(1 : index) : i64
    %2168 = llvm.sub %2163, %2167 : i64
    %2169 = llvm.add %2166, %2168 : i64
    %2170 = llvm.urem %2169, %2163 : i64
    %2171 = llvm.sub %2169, %2170 : i64
    %2172 = llvm.inttoptr %2171 : i64 to !llvm.ptr
    %2173 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2174 = llvm.insertvalue %2165, %2173[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2175 = llvm.insertvalue %2172, %2174[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2176 = llvm.mlir.constant(0 : index) : i64
    %2177 = llvm.insertvalue %2176, %2175[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2178 = llvm.insertvalue %2158, %2177[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2179 = llvm.insertvalue %2159, %2178[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2180 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2181 = llvm.getelementptr inbounds|nuw %2180[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2157, %2181 : i64, !llvm.ptr
    %2182 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2183 = llvm.getelementptr inbounds|nuw %2182[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %2183 : i64, !llvm.ptr
    %2184 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2185 = llvm.getelementptr inbounds|nuw %2184[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2156, %2185 : i64, !llvm.ptr
    %2186 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2187 = llvm.getelementptr inbounds|nuw %2186[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %2187 : i64, !llvm.ptr
    %2188 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2189 = llvm.extractvalue %2122[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2190 = llvm.extractvalue %2122[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2191 = llvm.insertvalue %2189, %2188[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2192 = llvm.insertvalue %2190, %2191[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2193 = llvm.mlir.constant(0 : index) : i64
    %2194 = llvm.insertvalue %2193, %2192[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2195 = llvm.mlir.constant(1 : index) : i64
    %2196 = llvm.mlir.constant(16 : index) : i64
    %2197 = llvm.insertvalue %2196, %2194[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2198 = llvm.insertvalue %2195, %2197[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2199 = llvm.mul %2195, %2196 : i64
    %2200 = llvm.mlir.constant(16 : index) : i64
    %2201 = llvm.mlir.constant(2 : index) : i64
    %2202 = llvm.insertvalue %2201, %2198[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2203 = llvm.insertvalue %2200, %2202[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2204 = llvm.mul %2200, %2201 : i64
    %2205 = llvm.mlir.constant(32 : index) : i64
    %2206 = llvm.mlir.constant(8 : index) : i64
    %2207 = llvm.insertvalue %2206, %2203[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2208 = llvm.insertvalue %2205, %2207[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2209 = llvm.mul %2205, %2206 : i64
    %2210 = llvm.mlir.constant(256 : index) : i64
    %2211 = llvm.mlir.constant(0 : index) : i64
    %2212 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2213 = llvm.getelementptr inbounds|nuw %2212[%2211] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2214 = llvm.load %2213 : !llvm.ptr -> i64
    %2215 = llvm.insertvalue %2214, %2208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2216 = llvm.insertvalue %2210, %2215[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2217 = llvm.mul %2210, %2214 : i64
    %2218 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2219 = llvm.getelementptr inbounds|nuw %2218[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2220 = llvm.load %2219 : !llvm.ptr -> i64
    %2221 = llvm.mlir.constant(2 : index) : i64
    %2222 = llvm.mlir.constant(8 : index) : i64
    %2223 = llvm.mlir.constant(16 : index) : i64
    %2224 = llvm.mlir.constant(1 : index) : i64
    %2225 = llvm.mlir.constant(128 : index) : i64
    %2226 = llvm.mlir.constant(256 : index) : i64
    %2227 = llvm.mul %2226, %2157 : i64
    %2228 = llvm.mlir.zero : !llvm.ptr
    %2229 = llvm.getelementptr %2228[%2227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2230 = llvm.ptrtoint %2229 : !llvm.ptr to i64
    %2231 = llvm.mlir.constant(64 : index) : i64
    %2232 = llvm.add %2230, %2231 : i64
    %2233 = llvm.call @malloc(%2232) : (i64) -> !llvm.ptr
    %2234 = llvm.ptrtoint %2233 : !llvm.ptr to i64
    %2235 = llvm.mlir.constant(1 : index) : i64
    %2236 = llvm.sub %2231, %2235 : i64
    %2237 = llvm.add %2234, %2236 : i64
    %2238 = llvm.urem %2237, %2231 : i64
    %2239 = llvm.sub %2237, %2238 : i64
    %2240 = llvm.inttoptr %2239 : i64 to !llvm.ptr
    %2241 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2242 = llvm.insertvalue %2233, %2241[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2243 = llvm.insertvalue %2240, %2242[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2244 = llvm.mlir.constant(0 : index) : i64
    %2245 = llvm.insertvalue %2244, %2243[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2246 = llvm.insertvalue %2157, %2245[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2247 = llvm.insertvalue %2221, %2246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2248 = llvm.insertvalue %2222, %2247[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2249 = llvm.insertvalue %2223, %2248[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2250 = llvm.insertvalue %2226, %2249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2251 = llvm.insertvalue %2225, %2250[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2252 = llvm.insertvalue %2223, %2251[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2253 = llvm.insertvalue %2224, %2252[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2254 = llvm.mlir.constant(2 : index) : i64
    %2255 = llvm.mlir.constant(8 : index) : i64
    %2256 = llvm.mlir.constant(16 : index) : i64
    %2257 = llvm.mlir.constant(1 : index) : i64
    %2258 = llvm.mlir.constant(128 : index) : i64
    %2259 = llvm.mlir.constant(256 : index) : i64
    %2260 = llvm.mul %2259, %2157 : i64
    %2261 = llvm.mlir.zero : !llvm.ptr
    %2262 = llvm.getelementptr %2261[%2260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2263 = llvm.ptrtoint %2262 : !llvm.ptr to i64
    %2264 = llvm.mlir.constant(64 : index) : i64
    %2265 = llvm.add %2263, %2264 : i64
    %2266 = llvm.call @malloc(%2265) : (i64) -> !llvm.ptr
    %2267 = llvm.ptrtoint %2266 : !llvm.ptr to i64
    %2268 = llvm.mlir.constant(1 : index) : i64
    %2269 = llvm.sub %2264, %2268 : i64
    %2270 = llvm.add %2267, %2269 : i64
    %2271 = llvm.urem %2270, %2264 : i64
    %2272 = llvm.sub %2270, %2271 : i64
    %2273 = llvm.inttoptr %2272 : i64 to !llvm.ptr
    %2274 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2275 = llvm.insertvalue %2266, %2274[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2276 = llvm.insertvalue %2273, %2275[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2277 = llvm.mlir.constant(0 : index) : i64
    %2278 = llvm.insertvalue %2277, %2276[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2279 = llvm.insertvalue %2157, %2278[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2280 = llvm.insertvalue %2254, %2279[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2281 = llvm.insertvalue %2255, %2280[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2282 = llvm.insertvalue %2256, %2281[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2283 = llvm.insertvalue %2259, %2282[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2284 = llvm.insertvalue %2258, %2283[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2285 = llvm.insertvalue %2256, %2284[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2286 = llvm.insertvalue %2257, %2285[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb187(%56 : i64)
  ^bb187(%2287: i64):  // 2 preds: ^bb186, ^bb197
    %2288 = llvm.icmp "slt" %2287, %2220 : i64
    llvm.cond_br %2288, ^bb188, ^bb198
  ^bb188:  // pred: ^bb187
    llvm.br ^bb189(%56 : i64)
  ^bb189(%2289: i64):  // 2 preds: ^bb188, ^bb196
    %2290 = llvm.icmp "slt" %2289, %59 : i64
    llvm.cond_br %2290, ^bb190, ^bb197
  ^bb190:  // pred: ^bb189
    llvm.br ^bb191(%56 : i64)
  ^bb191(%2291: i64):  // 2 preds: ^bb190, ^bb195
    %2292 = llvm.icmp "slt" %2291, %58 : i64
    llvm.cond_br %2292, ^bb192, ^bb196
  ^bb192:  // pred: ^bb191
    llvm.br ^bb193(%56 : i64)
  ^bb193(%2293: i64):  // 2 preds: ^bb192, ^bb194
    %2294 = llvm.icmp "slt" %2293, %39 : i64
    llvm.cond_br %2294, ^bb194, ^bb195
  ^bb194:  // pred: ^bb193
    %2295 = llvm.extractvalue %2216[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2296 = llvm.mlir.constant(256 : index) : i64
    %2297 = llvm.mul %2287, %2296 overflow<nsw, nuw> : i64
    %2298 = llvm.mlir.constant(32 : index) : i64
    %2299 = llvm.mul %2291, %2298 overflow<nsw, nuw> : i64
    %2300 = llvm.add %2297, %2299 overflow<nsw, nuw> : i64
    %2301 = llvm.mlir.constant(16 : index) : i64
    %2302 = llvm.mul %2289, %2301 overflow<nsw, nuw> : i64
    %2303 = llvm.add %2300, %2302 overflow<nsw, nuw> : i64
    %2304 = llvm.add %2303, %2293 overflow<nsw, nuw> : i64
    %2305 = llvm.getelementptr inbounds|nuw %2295[%2304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2306 = llvm.load %2305 : !llvm.ptr -> f32
    %2307 = llvm.extractvalue %2286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2308 = llvm.mlir.constant(256 : index) : i64
    %2309 = llvm.mul %2287, %2308 overflow<nsw, nuw> : i64
    %2310 = llvm.mlir.constant(128 : index) : i64
    %2311 = llvm.mul %2289, %2310 overflow<nsw, nuw> : i64
    %2312 = llvm.add %2309, %2311 overflow<nsw, nuw> : i64
    %2313 = llvm.mlir.constant(16 : index) : i64
    %2314 = llvm.mul %2291, %2313 overflow<nsw, nuw> : i64
    %2315 = llvm.add %2312, %2314 overflow<nsw, nuw> : i64
    %2316 = llvm.add %2315, %2293 overflow<nsw, nuw> : i64
    %2317 = llvm.getelementptr inbounds|nuw %2307[%2316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2306, %2317 : f32, !llvm.ptr
    %2318 = llvm.add %2293, %57 : i64
    llvm.br ^bb193(%2318 : i64)
  ^bb195:  // pred: ^bb193
    %2319 = llvm.add %2291, %57 : i64
    llvm.br ^bb191(%2319 : i64)
  ^bb196:  // pred: ^bb191
    %2320 = llvm.add %2289, %57 : i64
    llvm.br ^bb189(%2320 : i64)
  ^bb197:  // pred: ^bb189
    %2321 = llvm.add %2287, %57 : i64
    llvm.br ^bb187(%2321 : i64)
  ^bb198:  // pred: ^bb187
    %2322 = llvm.mlir.constant(8 : index) : i64
    %2323 = llvm.mlir.constant(32 : index) : i64
    %2324 = llvm.mlir.constant(1 : index) : i64
    %2325 = llvm.mlir.constant(256 : index) : i64
    %2326 = llvm.mul %2325, %1991 : i64
    %2327 = llvm.mlir.zero : !llvm.ptr
    %2328 = llvm.getelementptr %2327[%2326] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2329 = llvm.ptrtoint %2328 : !llvm.ptr to i64
    %2330 = llvm.mlir.constant(64 : index) : i64
    %2331 = llvm.add %2329, %2330 : i64
    %2332 = llvm.call @malloc(%2331) : (i64) -> !llvm.ptr
    %2333 = llvm.ptrtoint %2332 : !llvm.ptr to i64
    %2334 = llvm.mlir.constant(1 : index) : i64
    %2335 = llvm.sub %2330, %2334 : i64
    %2336 = llvm.add %2333, %2335 : i64
    %2337 = llvm.urem %2336, %2330 : i64
    %2338 = llvm.sub %2336, %2337 : i64
    %2339 = llvm.inttoptr %2338 : i64 to !llvm.ptr
    %2340 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2341 = llvm.insertvalue %2332, %2340[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2342 = llvm.insertvalue %2339, %2341[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2343 = llvm.mlir.constant(0 : index) : i64
    %2344 = llvm.insertvalue %2343, %2342[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2345 = llvm.insertvalue %1991, %2344[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2346 = llvm.insertvalue %2322, %2345[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2347 = llvm.insertvalue %2323, %2346[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2348 = llvm.insertvalue %2325, %2347[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2349 = llvm.insertvalue %2323, %2348[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2350 = llvm.insertvalue %2324, %2349[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2351 = llvm.extractvalue %1990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb199(%56 : i64)
  ^bb199(%2352: i64):  // 2 preds: ^bb198, ^bb206
    %2353 = llvm.icmp "slt" %2352, %2351 : i64
    llvm.cond_br %2353, ^bb200, ^bb207
  ^bb200:  // pred: ^bb199
    llvm.br ^bb201(%56 : i64)
  ^bb201(%2354: i64):  // 2 preds: ^bb200, ^bb205
    %2355 = llvm.icmp "slt" %2354, %58 : i64
    llvm.cond_br %2355, ^bb202, ^bb206
  ^bb202:  // pred: ^bb201
    llvm.br ^bb203(%56 : i64)
  ^bb203(%2356: i64):  // 2 preds: ^bb202, ^bb204
    %2357 = llvm.icmp "slt" %2356, %40 : i64
    llvm.cond_br %2357, ^bb204, ^bb205
  ^bb204:  // pred: ^bb203
    %2358 = llvm.extractvalue %1990[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2359 = llvm.mlir.constant(256 : index) : i64
    %2360 = llvm.mul %2352, %2359 overflow<nsw, nuw> : i64
    %2361 = llvm.mlir.constant(32 : index) : i64
    %2362 = llvm.mul %2354, %2361 overflow<nsw, nuw> : i64
    %2363 = llvm.add %2360, %2362 overflow<nsw, nuw> : i64
    %2364 = llvm.add %2363, %2356 overflow<nsw, nuw> : i64
    %2365 = llvm.getelementptr inbounds|nuw %2358[%2364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2366 = llvm.load %2365 : !llvm.ptr -> f32
    %2367 = llvm.extractvalue %2350[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2368 = llvm.mlir.constant(256 : index) : i64
    %2369 = llvm.mul %2352, %2368 overflow<nsw, nuw> : i64
    %2370 = llvm.mlir.constant(32 : index) : i64
    %2371 = llvm.mul %2354, %2370 overflow<nsw, nuw> : i64
    %2372 = llvm.add %2369, %2371 overflow<nsw, nuw> : i64
    %2373 = llvm.add %2372, %2356 overflow<nsw, nuw> : i64
    %2374 = llvm.getelementptr inbounds|nuw %2367[%2373] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2366, %2374 : f32, !llvm.ptr
    %2375 = llvm.add %2356, %57 : i64
    llvm.br ^bb203(%2375 : i64)
  ^bb205:  // pred: ^bb203
    %2376 = llvm.add %2354, %57 : i64
    llvm.br ^bb201(%2376 : i64)
  ^bb206:  // pred: ^bb201
    %2377 = llvm.add %2352, %57 : i64
    llvm.br ^bb199(%2377 : i64)
  ^bb207:  // pred: ^bb199
    llvm.br ^bb208(%56 : i64)
  ^bb208(%2378: i64):  // 2 preds: ^bb207, ^bb218
    %2379 = llvm.icmp "slt" %2378, %791 : i64
    llvm.cond_br %2379, ^bb209, ^bb219
  ^bb209:  // pred: ^bb208
    llvm.br ^bb210(%56 : i64)
  ^bb210(%2380: i64):  // 2 preds: ^bb209, ^bb217
    %2381 = llvm.icmp "slt" %2380, %58 : i64
    llvm.cond_br %2381, ^bb211, ^bb218
  ^bb211:  // pred: ^bb210
    llvm.br ^bb212(%56 : i64)
  ^bb212(%2382: i64):  // 2 preds: ^bb211, ^bb216
    %2383 = llvm.icmp "slt" %2382, %40 : i64
    llvm.cond_br %2383, ^bb213, ^bb217
  ^bb213:  // pred: ^bb212
    llvm.br ^bb214(%56 : i64)
  ^bb214(%2384: i64):  // 2 preds: ^bb213, ^bb215
    %2385 = llvm.icmp "slt" %2384, %40 : i64
    llvm.cond_br %2385, ^bb215, ^bb216
  ^bb215:  // pred: ^bb214
    %2386 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2387 = llvm.mlir.constant(256 : index) : i64
    %2388 = llvm.mul %2378, %2387 overflow<nsw, nuw> : i64
    %2389 = llvm.mlir.constant(32 : index) : i64
    %2390 = llvm.mul %2380, %2389 overflow<nsw, nuw> : i64
    %2391 = llvm.add %2388, %2390 overflow<nsw, nuw> : i64
    %2392 = llvm.add %2391, %2384 overflow<nsw, nuw> : i64
    %2393 = llvm.getelementptr inbounds|nuw %2386[%2392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2394 = llvm.load %2393 : !llvm.ptr -> f32
    %2395 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2396 = llvm.mlir.constant(32 : index) : i64
    %2397 = llvm.mul %2382, %2396 overflow<nsw, nuw> : i64
    %2398 = llvm.add %2397, %2384 overflow<nsw, nuw> : i64
    %2399 = llvm.getelementptr inbounds|nuw %2395[%2398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2400 = llvm.load %2399 : !llvm.ptr -> f32
    %2401 = llvm.extractvalue %2350[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2402 = llvm.mlir.constant(256 : index) : i64
    %2403 = llvm.mul %2378, %2402 overflow<nsw, nuw> : i64
    %2404 = llvm.mlir.constant(32 : index) : i64
    %2405 = llvm.mul %2380, %2404 overflow<nsw, nuw> : i64
    %2406 = llvm.add %2403, %2405 overflow<nsw, nuw> : i64
    %2407 = llvm.add %2406, %2382 overflow<nsw, nuw> : i64
    %2408 = llvm.getelementptr inbounds|nuw %2401[%2407] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2409 = llvm.load %2408 : !llvm.ptr -> f32
    %2410 = llvm.fmul %2394, %2400 : f32
    %2411 = llvm.fadd %2409, %2410 : f32
    %2412 = llvm.extractvalue %2350[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2413 = llvm.mlir.constant(256 : index) : i64
    %2414 = llvm.mul %2378, %2413 overflow<nsw, nuw> : i64
    %2415 = llvm.mlir.constant(32 : index) : i64
    %2416 = llvm.mul %2380, %2415 overflow<nsw, nuw> : i64
    %2417 = llvm.add %2414, %2416 overflow<nsw, nuw> : i64
    %2418 = llvm.add %2417, %2382 overflow<nsw, nuw> : i64
    %2419 = llvm.getelementptr inbounds|nuw %2412[%2418] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2411, %2419 : f32, !llvm.ptr
    %2420 = llvm.add %2384, %57 : i64
    llvm.br ^bb214(%2420 : i64)
  ^bb216:  // pred: ^bb214
    %2421 = llvm.add %2382, %57 : i64
    llvm.br ^bb212(%2421 : i64)
  ^bb217:  // pred: ^bb212
    %2422 = llvm.add %2380, %57 : i64
    llvm.br ^bb210(%2422 : i64)
  ^bb218:  // pred: ^bb210
    %2423 = llvm.add %2378, %57 : i64
    llvm.br ^bb208(%2423 : i64)
  ^bb219:  // pred: ^bb208
    %2424 = llvm.mlir.constant(8 : index) : i64
    %2425 = llvm.mlir.constant(32 : index) : i64
    %2426 = llvm.mlir.constant(1 : index) : i64
    %2427 = llvm.mlir.constant(256 : index) : i64
    %2428 = llvm.mul %2427, %1991 : i64
    %2429 = llvm.mlir.zero : !llvm.ptr
    %2430 = llvm.getelementptr %2429[%2428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2431 = llvm.ptrtoint %2430 : !llvm.ptr to i64
    %2432 = llvm.mlir.constant(64 : index) : i64
    %2433 = llvm.add %2431, %2432 : i64
    %2434 = llvm.call @malloc(%2433) : (i64) -> !llvm.ptr
    %2435 = llvm.ptrtoint %2434 : !llvm.ptr to i64
    %2436 = llvm.mlir.constant(1 : index) : i64
    %2437 = llvm.sub %2432, %2436 : i64
    %2438 = llvm.add %2435, %2437 : i64
    %2439 = llvm.urem %2438, %2432 : i64
    %2440 = llvm.sub %2438, %2439 : i64
    %2441 = llvm.inttoptr %2440 : i64 to !llvm.ptr
    %2442 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2443 = llvm.insertvalue %2434, %2442[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2444 = llvm.insertvalue %2441, %2443[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2445 = llvm.mlir.constant(0 : index) : i64
    %2446 = llvm.insertvalue %2445, %2444[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2447 = llvm.insertvalue %1991, %2446[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2448 = llvm.insertvalue %2424, %2447[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2449 = llvm.insertvalue %2425, %2448[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2450 = llvm.insertvalue %2427, %2449[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2451 = llvm.insertvalue %2425, %2450[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2452 = llvm.insertvalue %2426, %2451[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb220(%56 : i64)
  ^bb220(%2453: i64):  // 2 preds: ^bb219, ^bb227
    %2454 = llvm.icmp "slt" %2453, %1991 : i64
    llvm.cond_br %2454, ^bb221, ^bb228
  ^bb221:  // pred: ^bb220
    llvm.br ^bb222(%56 : i64)
  ^bb222(%2455: i64):  // 2 preds: ^bb221, ^bb226
    %2456 = llvm.icmp "slt" %2455, %58 : i64
    llvm.cond_br %2456, ^bb223, ^bb227
  ^bb223:  // pred: ^bb222
    llvm.br ^bb224(%56 : i64)
  ^bb224(%2457: i64):  // 2 preds: ^bb223, ^bb225
    %2458 = llvm.icmp "slt" %2457, %40 : i64
    llvm.cond_br %2458, ^bb225, ^bb226
  ^bb225:  // pred: ^bb224
    %2459 = llvm.extractvalue %2350[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2460 = llvm.mlir.constant(256 : index) : i64
    %2461 = llvm.mul %2453, %2460 overflow<nsw, nuw> : i64
    %2462 = llvm.mlir.constant(32 : index) : i64
    %2463 = llvm.mul %2455, %2462 overflow<nsw, nuw> : i64
    %2464 = llvm.add %2461, %2463 overflow<nsw, nuw> : i64
    %2465 = llvm.add %2464, %2457 overflow<nsw, nuw> : i64
    %2466 = llvm.getelementptr inbounds|nuw %2459[%2465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2467 = llvm.load %2466 : !llvm.ptr -> f32
    %2468 = llvm.extractvalue %602[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2469 = llvm.getelementptr inbounds|nuw %2468[%2457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2470 = llvm.load %2469 : !llvm.ptr -> f32
    %2471 = llvm.fadd %2467, %2470 : f32
    %2472 = llvm.extractvalue %2452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2473 = llvm.mlir.constant(256 : index) : i64
    %2474 = llvm.mul %2453, %2473 overflow<nsw, nuw> : i64
    %2475 = llvm.mlir.constant(32 : index) : i64
    %2476 = llvm.mul %2455, %2475 overflow<nsw, nuw> : i64
    %2477 = llvm.add %2474, %2476 overflow<nsw, nuw> : i64
    %2478 = llvm.add %2477, %2457 overflow<nsw, nuw> : i64
    %2479 = llvm.getelementptr inbounds|nuw %2472[%2478] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2471, %2479 : f32, !llvm.ptr
    %2480 = llvm.add %2457, %57 : i64
    llvm.br ^bb224(%2480 : i64)
  ^bb226:  // pred: ^bb224
    %2481 = llvm.add %2455, %57 : i64
    llvm.br ^bb222(%2481 : i64)
  ^bb227:  // pred: ^bb222
    %2482 = llvm.add %2453, %57 : i64
    llvm.br ^bb220(%2482 : i64)
  ^bb228:  // pred: ^bb220
    %2483 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2484 = llvm.extractvalue %2452[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2485 = llvm.extractvalue %2452[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2486 = llvm.insertvalue %2484, %2483[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2487 = llvm.insertvalue %2485, %2486[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2488 = llvm.mlir.constant(0 : index) : i64
    %2489 = llvm.insertvalue %2488, %2487[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2490 = llvm.mlir.constant(1 : index) : i64
    %2491 = llvm.mlir.constant(16 : index) : i64
    %2492 = llvm.insertvalue %2491, %2489[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2493 = llvm.insertvalue %2490, %2492[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2494 = llvm.mul %2490, %2491 : i64
    %2495 = llvm.mlir.constant(16 : index) : i64
    %2496 = llvm.mlir.constant(2 : index) : i64
    %2497 = llvm.insertvalue %2496, %2493[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2498 = llvm.insertvalue %2495, %2497[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2499 = llvm.mul %2495, %2496 : i64
    %2500 = llvm.mlir.constant(32 : index) : i64
    %2501 = llvm.mlir.constant(8 : index) : i64
    %2502 = llvm.insertvalue %2501, %2498[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2503 = llvm.insertvalue %2500, %2502[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2504 = llvm.mul %2500, %2501 : i64
    %2505 = llvm.mlir.constant(256 : index) : i64
    %2506 = llvm.mlir.constant(0 : index) : i64
    %2507 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2508 = llvm.getelementptr inbounds|nuw %2507[%2506] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2509 = llvm.load %2508 : !llvm.ptr -> i64
    %2510 = llvm.insertvalue %2509, %2503[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2511 = llvm.insertvalue %2505, %2510[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2512 = llvm.mul %2505, %2509 : i64
    %2513 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2514 = llvm.getelementptr inbounds|nuw %2513[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2515 = llvm.load %2514 : !llvm.ptr -> i64
    %2516 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2517 = llvm.extractvalue %1961[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2518 = llvm.extractvalue %1961[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2519 = llvm.insertvalue %2517, %2516[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2520 = llvm.insertvalue %2518, %2519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2521 = llvm.mlir.constant(0 : index) : i64
    %2522 = llvm.insertvalue %2521, %2520[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2523 = llvm.insertvalue %791, %2522[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2524 = llvm.mlir.constant(256 : index) : i64
    %2525 = llvm.insertvalue %2524, %2523[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2526 = llvm.mlir.constant(8 : index) : i64
    %2527 = llvm.insertvalue %2526, %2525[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2528 = llvm.mlir.constant(32 : index) : i64
    %2529 = llvm.insertvalue %2528, %2527[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2530 = llvm.mlir.constant(32 : index) : i64
    %2531 = llvm.insertvalue %2530, %2529[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2532 = llvm.mlir.constant(1 : index) : i64
    %2533 = llvm.insertvalue %2532, %2531[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb229(%56 : i64)
  ^bb229(%2534: i64):  // 2 preds: ^bb228, ^bb239
    %2535 = llvm.icmp "slt" %2534, %791 : i64
    llvm.cond_br %2535, ^bb230, ^bb240
  ^bb230:  // pred: ^bb229
    llvm.br ^bb231(%56 : i64)
  ^bb231(%2536: i64):  // 2 preds: ^bb230, ^bb238
    %2537 = llvm.icmp "slt" %2536, %58 : i64
    llvm.cond_br %2537, ^bb232, ^bb239
  ^bb232:  // pred: ^bb231
    llvm.br ^bb233(%56 : i64)
  ^bb233(%2538: i64):  // 2 preds: ^bb232, ^bb237
    %2539 = llvm.icmp "slt" %2538, %40 : i64
    llvm.cond_br %2539, ^bb234, ^bb238
  ^bb234:  // pred: ^bb233
    llvm.br ^bb235(%56 : i64)
  ^bb235(%2540: i64):  // 2 preds: ^bb234, ^bb236
    %2541 = llvm.icmp "slt" %2540, %40 : i64
    llvm.cond_br %2541, ^bb236, ^bb237
  ^bb236:  // pred: ^bb235
    %2542 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2543 = llvm.mlir.constant(256 : index) : i64
    %2544 = llvm.mul %2534, %2543 overflow<nsw, nuw> : i64
    %2545 = llvm.mlir.constant(32 : index) : i64
    %2546 = llvm.mul %2536, %2545 overflow<nsw, nuw> : i64
    %2547 = llvm.add %2544, %2546 overflow<nsw, nuw> : i64
    %2548 = llvm.add %2547, %2540 overflow<nsw, nuw> : i64
    %2549 = llvm.getelementptr inbounds|nuw %2542[%2548] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2550 = llvm.load %2549 : !llvm.ptr -> f32
    %2551 = llvm.extractvalue %586[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2552 = llvm.mlir.constant(32 : index) : i64
    %2553 = llvm.mul %2538, %2552 overflow<nsw, nuw> : i64
    %2554 = llvm.add %2553, %2540 overflow<nsw, nuw> : i64
    %2555 = llvm.getelementptr inbounds|nuw %2551[%2554] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2556 = llvm.load %2555 : !llvm.ptr -> f32
    %2557 = llvm.extractvalue %2533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2558 = llvm.mlir.constant(256 : index) : i64
    %2559 = llvm.mul %2534, %2558 overflow<nsw, nuw> : i64
    %2560 = llvm.mlir.constant(32 : index) : i64
    %2561 = llvm.mul %2536, %2560 overflow<nsw, nuw> : i64
    %2562 = llvm.add %2559, %2561 overflow<nsw, nuw> : i64
    %2563 = llvm.add %2562, %2538 overflow<nsw, nuw> : i64
    %2564 = llvm.getelementptr inbounds|nuw %2557[%2563] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2565 = llvm.load %2564 : !llvm.ptr -> f32
    %2566 = llvm.fmul %2550, %2556 : f32
    %2567 = llvm.fadd %2565, %2566 : f32
    %2568 = llvm.extractvalue %2533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2569 = llvm.mlir.constant(256 : index) : i64
    %2570 = llvm.mul %2534, %2569 overflow<nsw, nuw> : i64
    %2571 = llvm.mlir.constant(32 : index) : i64
    %2572 = llvm.mul %2536, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.add %2570, %2572 overflow<nsw, nuw> : i64
    %2574 = llvm.add %2573, %2538 overflow<nsw, nuw> : i64
    %2575 = llvm.getelementptr inbounds|nuw %2568[%2574] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2567, %2575 : f32, !llvm.ptr
    %2576 = llvm.add %2540, %57 : i64
    llvm.br ^bb235(%2576 : i64)
  ^bb237:  // pred: ^bb235
    %2577 = llvm.add %2538, %57 : i64
    llvm.br ^bb233(%2577 : i64)
  ^bb238:  // pred: ^bb233
    %2578 = llvm.add %2536, %57 : i64
    llvm.br ^bb231(%2578 : i64)
  ^bb239:  // pred: ^bb231
    %2579 = llvm.add %2534, %57 : i64
    llvm.br ^bb229(%2579 : i64)
  ^bb240:  // pred: ^bb229
    %2580 = llvm.mlir.constant(8 : index) : i64
    %2581 = llvm.mlir.constant(32 : index) : i64
    %2582 = llvm.mlir.constant(1 : index) : i64
    %2583 = llvm.mlir.constant(256 : index) : i64
    %2584 = llvm.mul %2583, %1991 : i64
    %2585 = llvm.mlir.zero : !llvm.ptr
    %2586 = llvm.getelementptr %2585[%2584] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2587 = llvm.ptrtoint %2586 : !llvm.ptr to i64
    %2588 = llvm.mlir.constant(64 : index) : i64
    %2589 = llvm.add %2587, %2588 : i64
    %2590 = llvm.call @malloc(%2589) : (i64) -> !llvm.ptr
    %2591 = llvm.ptrtoint %2590 : !llvm.ptr to i64
    %2592 = llvm.mlir.constant(1 : index) : i64
    %2593 = llvm.sub %2588, %2592 : i64
    %2594 = llvm.add %2591, %2593 : i64
    %2595 = llvm.urem %2594, %2588 : i64
    %2596 = llvm.sub %2594, %2595 : i64
    %2597 = llvm.inttoptr %2596 : i64 to !llvm.ptr
    %2598 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2599 = llvm.insertvalue %2590, %2598[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2600 = llvm.insertvalue %2597, %2599[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2601 = llvm.mlir.constant(0 : index) : i64
    %2602 = llvm.insertvalue %2601, %2600[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2603 = llvm.insertvalue %1991, %2602[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2604 = llvm.insertvalue %2580, %2603[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2605 = llvm.insertvalue %2581, %2604[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2606 = llvm.insertvalue %2583, %2605[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2607 = llvm.insertvalue %2581, %2606[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2608 = llvm.insertvalue %2582, %2607[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2609 = llvm.extractvalue %2533[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb241(%56 : i64)
  ^bb241(%2610: i64):  // 2 preds: ^bb240, ^bb248
    %2611 = llvm.icmp "slt" %2610, %2609 : i64
    llvm.cond_br %2611, ^bb242, ^bb249
  ^bb242:  // pred: ^bb241
    llvm.br ^bb243(%56 : i64)
  ^bb243(%2612: i64):  // 2 preds: ^bb242, ^bb247
    %2613 = llvm.icmp "slt" %2612, %58 : i64
    llvm.cond_br %2613, ^bb244, ^bb248
  ^bb244:  // pred: ^bb243
    llvm.br ^bb245(%56 : i64)
  ^bb245(%2614: i64):  // 2 preds: ^bb244, ^bb246
    %2615 = llvm.icmp "slt" %2614, %40 : i64
    llvm.cond_br %2615, ^bb246, ^bb247
  ^bb246:  // pred: ^bb245
    %2616 = llvm.extractvalue %2533[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2617 = llvm.mlir.constant(256 : index) : i64
    %2618 = llvm.mul %2610, %2617 overflow<nsw, nuw> : i64
    %2619 = llvm.mlir.constant(32 : index) : i64
    %2620 = llvm.mul %2612, %2619 overflow<nsw, nuw> : i64
    %2621 = llvm.add %2618, %2620 overflow<nsw, nuw> : i64
    %2622 = llvm.add %2621, %2614 overflow<nsw, nuw> : i64
    %2623 = llvm.getelementptr inbounds|nuw %2616[%2622] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2624 = llvm.load %2623 : !llvm.ptr -> f32
    %2625 = llvm.extractvalue %566[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2626 = llvm.getelementptr inbounds|nuw %2625[%2614] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2627 = llvm.load %2626 : !llvm.ptr -> f32
    %2628 = llvm.fadd %2624, %2627 : f32
    %2629 = llvm.extractvalue %2608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2630 = llvm.mlir.constant(256 : index) : i64
    %2631 = llvm.mul %2610, %2630 overflow<nsw, nuw> : i64
    %2632 = llvm.mlir.constant(32 : index) : i64
    %2633 = llvm.mul %2612, %2632 overflow<nsw, nuw> : i64
    %2634 = llvm.add %2631, %2633 overflow<nsw, nuw> : i64
    %2635 = llvm.add %2634, %2614 overflow<nsw, nuw> : i64
    %2636 = llvm.getelementptr inbounds|nuw %2629[%2635] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2628, %2636 : f32, !llvm.ptr
    %2637 = llvm.add %2614, %57 : i64
    llvm.br ^bb245(%2637 : i64)
  ^bb247:  // pred: ^bb245
    %2638 = llvm.add %2612, %57 : i64
    llvm.br ^bb243(%2638 : i64)
  ^bb248:  // pred: ^bb243
    %2639 = llvm.add %2610, %57 : i64
    llvm.br ^bb241(%2639 : i64)
  ^bb249:  // pred: ^bb241
    %2640 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2641 = llvm.extractvalue %2608[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2642 = llvm.extractvalue %2608[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2643 = llvm.insertvalue %2641, %2640[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2644 = llvm.insertvalue %2642, %2643[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2645 = llvm.mlir.constant(0 : index) : i64
    %2646 = llvm.insertvalue %2645, %2644[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2647 = llvm.mlir.constant(1 : index) : i64
    %2648 = llvm.mlir.constant(16 : index) : i64
    %2649 = llvm.insertvalue %2648, %2646[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2650 = llvm.insertvalue %2647, %2649[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2651 = llvm.mul %2647, %2648 : i64
    %2652 = llvm.mlir.constant(16 : index) : i64
    %2653 = llvm.mlir.constant(2 : index) : i64
    %2654 = llvm.insertvalue %2653, %2650[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2655 = llvm.insertvalue %2652, %2654[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2656 = llvm.mul %2652, %2653 : i64
    %2657 = llvm.mlir.constant(32 : index) : i64
    %2658 = llvm.mlir.constant(8 : index) : i64
    %2659 = llvm.insertvalue %2658, %2655[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2660 = llvm.insertvalue %2657, %2659[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2661 = llvm.mul %2657, %2658 : i64
    %2662 = llvm.mlir.constant(256 : index) : i64
    %2663 = llvm.mlir.constant(0 : index) : i64
    %2664 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2665 = llvm.getelementptr inbounds|nuw %2664[%2663] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2666 = llvm.load %2665 : !llvm.ptr -> i64
    %2667 = llvm.insertvalue %2666, %2660[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2668 = llvm.insertvalue %2662, %2667[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2669 = llvm.mul %2662, %2666 : i64
    %2670 = llvm.extractvalue %2179[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2671 = llvm.getelementptr inbounds|nuw %2670[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2672 = llvm.load %2671 : !llvm.ptr -> i64
    llvm.br ^bb250(%56 : i64)
  ^bb250(%2673: i64):  // 2 preds: ^bb249, ^bb260
    %2674 = llvm.icmp "slt" %2673, %2672 : i64
    llvm.cond_br %2674, ^bb251, ^bb261
  ^bb251:  // pred: ^bb250
    llvm.br ^bb252(%56 : i64)
  ^bb252(%2675: i64):  // 2 preds: ^bb251, ^bb259
    %2676 = llvm.icmp "slt" %2675, %59 : i64
    llvm.cond_br %2676, ^bb253, ^bb260
  ^bb253:  // pred: ^bb252
    llvm.br ^bb254(%56 : i64)
  ^bb254(%2677: i64):  // 2 preds: ^bb253, ^bb258
    %2678 = llvm.icmp "slt" %2677, %58 : i64
    llvm.cond_br %2678, ^bb255, ^bb259
  ^bb255:  // pred: ^bb254
    llvm.br ^bb256(%56 : i64)
  ^bb256(%2679: i64):  // 2 preds: ^bb255, ^bb257
    %2680 = llvm.icmp "slt" %2679, %39 : i64
    llvm.cond_br %2680, ^bb257, ^bb258
  ^bb257:  // pred: ^bb256
    %2681 = llvm.extractvalue %2668[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2682 = llvm.mlir.constant(256 : index) : i64
    %2683 = llvm.mul %2673, %2682 overflow<nsw, nuw> : i64
    %2684 = llvm.mlir.constant(32 : index) : i64
    %2685 = llvm.mul %2677, %2684 overflow<nsw, nuw> : i64
    %2686 = llvm.add %2683, %2685 overflow<nsw, nuw> : i64
    %2687 = llvm.mlir.constant(16 : index) : i64
    %2688 = llvm.mul %2675, %2687 overflow<nsw, nuw> : i64
    %2689 = llvm.add %2686, %2688 overflow<nsw, nuw> : i64
    %2690 = llvm.add %2689, %2679 overflow<nsw, nuw> : i64
    %2691 = llvm.getelementptr inbounds|nuw %2681[%2690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2692 = llvm.load %2691 : !llvm.ptr -> f32
    %2693 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2694 = llvm.mlir.constant(256 : index) : i64
    %2695 = llvm.mul %2673, %2694 overflow<nsw, nuw> : i64
    %2696 = llvm.mlir.constant(128 : index) : i64
    %2697 = llvm.mul %2675, %2696 overflow<nsw, nuw> : i64
    %2698 = llvm.add %2695, %2697 overflow<nsw, nuw> : i64
    %2699 = llvm.mlir.constant(16 : index) : i64
    %2700 = llvm.mul %2677, %2699 overflow<nsw, nuw> : i64
    %2701 = llvm.add %2698, %2700 overflow<nsw, nuw> : i64
    %2702 = llvm.add %2701, %2679 overflow<nsw, nuw> : i64
    %2703 = llvm.getelementptr inbounds|nuw %2693[%2702] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2692, %2703 : f32, !llvm.ptr
    %2704 = llvm.add %2679, %57 : i64
    llvm.br ^bb256(%2704 : i64)
  ^bb258:  // pred: ^bb256
    %2705 = llvm.add %2677, %57 : i64
    llvm.br ^bb254(%2705 : i64)
  ^bb259:  // pred: ^bb254
    %2706 = llvm.add %2675, %57 : i64
    llvm.br ^bb252(%2706 : i64)
  ^bb260:  // pred: ^bb252
    %2707 = llvm.add %2673, %57 : i64
    llvm.br ^bb250(%2707 : i64)
  ^bb261:  // pred: ^bb250
    %2708 = llvm.mlir.constant(2 : index) : i64
    %2709 = llvm.mlir.constant(16 : index) : i64
    %2710 = llvm.mlir.constant(8 : index) : i64
    %2711 = llvm.mlir.constant(1 : index) : i64
    %2712 = llvm.mlir.constant(128 : index) : i64
    %2713 = llvm.mlir.constant(256 : index) : i64
    %2714 = llvm.mul %2713, %2157 : i64
    %2715 = llvm.mlir.zero : !llvm.ptr
    %2716 = llvm.getelementptr %2715[%2714] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2717 = llvm.ptrtoint %2716 : !llvm.ptr to i64
    %2718 = llvm.mlir.constant(64 : index) : i64
    %2719 = llvm.add %2717, %2718 : i64
    %2720 = llvm.call @malloc(%2719) : (i64) -> !llvm.ptr
    %2721 = llvm.ptrtoint %2720 : !llvm.ptr to i64
    %2722 = llvm.mlir.constant(1 : index) : i64
    %2723 = llvm.sub %2718, %2722 : i64
    %2724 = llvm.add %2721, %2723 : i64
    %2725 = llvm.urem %2724, %2718 : i64
    %2726 = llvm.sub %2724, %2725 : i64
    %2727 = llvm.inttoptr %2726 : i64 to !llvm.ptr
    %2728 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2729 = llvm.insertvalue %2720, %2728[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2730 = llvm.insertvalue %2727, %2729[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2731 = llvm.mlir.constant(0 : index) : i64
    %2732 = llvm.insertvalue %2731, %2730[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2733 = llvm.insertvalue %2157, %2732[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2734 = llvm.insertvalue %2708, %2733[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2735 = llvm.insertvalue %2709, %2734[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2736 = llvm.insertvalue %2710, %2735[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2737 = llvm.insertvalue %2713, %2736[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2738 = llvm.insertvalue %2712, %2737[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2739 = llvm.insertvalue %2710, %2738[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2740 = llvm.insertvalue %2711, %2739[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb262(%56 : i64)
  ^bb262(%2741: i64):  // 2 preds: ^bb261, ^bb272
    %2742 = llvm.icmp "slt" %2741, %2515 : i64
    llvm.cond_br %2742, ^bb263, ^bb273
  ^bb263:  // pred: ^bb262
    llvm.br ^bb264(%56 : i64)
  ^bb264(%2743: i64):  // 2 preds: ^bb263, ^bb271
    %2744 = llvm.icmp "slt" %2743, %59 : i64
    llvm.cond_br %2744, ^bb265, ^bb272
  ^bb265:  // pred: ^bb264
    llvm.br ^bb266(%56 : i64)
  ^bb266(%2745: i64):  // 2 preds: ^bb265, ^bb270
    %2746 = llvm.icmp "slt" %2745, %39 : i64
    llvm.cond_br %2746, ^bb267, ^bb271
  ^bb267:  // pred: ^bb266
    llvm.br ^bb268(%56 : i64)
  ^bb268(%2747: i64):  // 2 preds: ^bb267, ^bb269
    %2748 = llvm.icmp "slt" %2747, %58 : i64
    llvm.cond_br %2748, ^bb269, ^bb270
  ^bb269:  // pred: ^bb268
    %2749 = llvm.extractvalue %2511[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2750 = llvm.mlir.constant(256 : index) : i64
    %2751 = llvm.mul %2741, %2750 overflow<nsw, nuw> : i64
    %2752 = llvm.mlir.constant(32 : index) : i64
    %2753 = llvm.mul %2747, %2752 overflow<nsw, nuw> : i64
    %2754 = llvm.add %2751, %2753 overflow<nsw, nuw> : i64
    %2755 = llvm.mlir.constant(16 : index) : i64
    %2756 = llvm.mul %2743, %2755 overflow<nsw, nuw> : i64
    %2757 = llvm.add %2754, %2756 overflow<nsw, nuw> : i64
    %2758 = llvm.add %2757, %2745 overflow<nsw, nuw> : i64
    %2759 = llvm.getelementptr inbounds|nuw %2749[%2758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2760 = llvm.load %2759 : !llvm.ptr -> f32
    %2761 = llvm.extractvalue %2740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2762 = llvm.mlir.constant(256 : index) : i64
    %2763 = llvm.mul %2741, %2762 overflow<nsw, nuw> : i64
    %2764 = llvm.mlir.constant(128 : index) : i64
    %2765 = llvm.mul %2743, %2764 overflow<nsw, nuw> : i64
    %2766 = llvm.add %2763, %2765 overflow<nsw, nuw> : i64
    %2767 = llvm.mlir.constant(8 : index) : i64
    %2768 = llvm.mul %2745, %2767 overflow<nsw, nuw> : i64
    %2769 = llvm.add %2766, %2768 overflow<nsw, nuw> : i64
    %2770 = llvm.add %2769, %2747 overflow<nsw, nuw> : i64
    %2771 = llvm.getelementptr inbounds|nuw %2761[%2770] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2760, %2771 : f32, !llvm.ptr
    %2772 = llvm.add %2747, %57 : i64
    llvm.br ^bb268(%2772 : i64)
  ^bb270:  // pred: ^bb268
    %2773 = llvm.add %2745, %57 : i64
    llvm.br ^bb266(%2773 : i64)
  ^bb271:  // pred: ^bb266
    %2774 = llvm.add %2743, %57 : i64
    llvm.br ^bb264(%2774 : i64)
  ^bb272:  // pred: ^bb264
    %2775 = llvm.add %2741, %57 : i64
    llvm.br ^bb262(%2775 : i64)
  ^bb273:  // pred: ^bb262
    %2776 = llvm.mlir.constant(2 : index) : i64
    %2777 = llvm.mlir.constant(8 : index) : i64
    %2778 = llvm.mlir.constant(16 : index) : i64
    %2779 = llvm.mlir.constant(1 : index) : i64
    %2780 = llvm.mlir.constant(128 : index) : i64
    %2781 = llvm.mlir.constant(256 : index) : i64
    %2782 = llvm.mul %2781, %791 : i64
    %2783 = llvm.mlir.zero : !llvm.ptr
    %2784 = llvm.getelementptr %2783[%2782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2785 = llvm.ptrtoint %2784 : !llvm.ptr to i64
    %2786 = llvm.mlir.constant(64 : index) : i64
    %2787 = llvm.add %2785, %2786 : i64
    %2788 = llvm.call @malloc(%2787) : (i64) -> !llvm.ptr
    %2789 = llvm.ptrtoint %2788 : !llvm.ptr to i64
    %2790 = llvm.mlir.constant(1 : index) : i64
    %2791 = llvm.sub %2786, %2790 : i64
    %2792 = llvm.add %2789, %2791 : i64
    %2793 = llvm.urem %2792, %2786 : i64
    %2794 = llvm.sub %2792, %2793 : i64
    %2795 = llvm.inttoptr %2794 : i64 to !llvm.ptr
    %2796 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2797 = llvm.insertvalue %2788, %2796[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2798 = llvm.insertvalue %2795, %2797[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2799 = llvm.mlir.constant(0 : index) : i64
    %2800 = llvm.insertvalue %2799, %2798[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2801 = llvm.insertvalue %791, %2800[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2802 = llvm.insertvalue %2776, %2801[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2803 = llvm.insertvalue %2777, %2802[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2804 = llvm.insertvalue %2778, %2803[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2805 = llvm.insertvalue %2781, %2804[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2806 = llvm.insertvalue %2780, %2805[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2807 = llvm.insertvalue %2778, %2806[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2808 = llvm.insertvalue %2779, %2807[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb274(%56 : i64)
  ^bb274(%2809: i64):  // 2 preds: ^bb273, ^bb284
    %2810 = llvm.icmp "slt" %2809, %791 : i64
    llvm.cond_br %2810, ^bb275, ^bb285
  ^bb275:  // pred: ^bb274
    llvm.br ^bb276(%56 : i64)
  ^bb276(%2811: i64):  // 2 preds: ^bb275, ^bb283
    %2812 = llvm.icmp "slt" %2811, %59 : i64
    llvm.cond_br %2812, ^bb277, ^bb284
  ^bb277:  // pred: ^bb276
    llvm.br ^bb278(%56 : i64)
  ^bb278(%2813: i64):  // 2 preds: ^bb277, ^bb282
    %2814 = llvm.icmp "slt" %2813, %58 : i64
    llvm.cond_br %2814, ^bb279, ^bb283
  ^bb279:  // pred: ^bb278
    llvm.br ^bb280(%56 : i64)
  ^bb280(%2815: i64):  // 2 preds: ^bb279, ^bb281
    %2816 = llvm.icmp "slt" %2815, %39 : i64
    llvm.cond_br %2816, ^bb281, ^bb282
  ^bb281:  // pred: ^bb280
    %2817 = llvm.icmp "eq" %2157, %57 : i64
    %2818 = llvm.select %2817, %56, %2809 : i1, i64
    %2819 = llvm.extractvalue %2286[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2820 = llvm.mlir.constant(256 : index) : i64
    %2821 = llvm.mul %2818, %2820 overflow<nsw, nuw> : i64
    %2822 = llvm.mlir.constant(128 : index) : i64
    %2823 = llvm.mul %2811, %2822 overflow<nsw, nuw> : i64
    %2824 = llvm.add %2821, %2823 overflow<nsw, nuw> : i64
    %2825 = llvm.mlir.constant(16 : index) : i64
    %2826 = llvm.mul %2813, %2825 overflow<nsw, nuw> : i64
    %2827 = llvm.add %2824, %2826 overflow<nsw, nuw> : i64
    %2828 = llvm.add %2827, %2815 overflow<nsw, nuw> : i64
    %2829 = llvm.getelementptr inbounds|nuw %2819[%2828] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2830 = llvm.load %2829 : !llvm.ptr -> f32
    %2831 = llvm.extractvalue %2808[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2832 = llvm.mlir.constant(256 : index) : i64
    %2833 = llvm.mul %2809, %2832 overflow<nsw, nuw> : i64
    %2834 = llvm.mlir.constant(128 : index) : i64
    %2835 = llvm.mul %2811, %2834 overflow<nsw, nuw> : i64
    %2836 = llvm.add %2833, %2835 overflow<nsw, nuw> : i64
    %2837 = llvm.mlir.constant(16 : index) : i64
    %2838 = llvm.mul %2813, %2837 overflow<nsw, nuw> : i64
    %2839 = llvm.add %2836, %2838 overflow<nsw, nuw> : i64
    %2840 = llvm.add %2839, %2815 overflow<nsw, nuw> : i64
    %2841 = llvm.getelementptr inbounds|nuw %2831[%2840] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2830, %2841 : f32, !llvm.ptr
    %2842 = llvm.add %2815, %57 : i64
    llvm.br ^bb280(%2842 : i64)
  ^bb282:  // pred: ^bb280
    %2843 = llvm.add %2813, %57 : i64
    llvm.br ^bb278(%2843 : i64)
  ^bb283:  // pred: ^bb278
    %2844 = llvm.add %2811, %57 : i64
    llvm.br ^bb276(%2844 : i64)
  ^bb284:  // pred: ^bb276
    %2845 = llvm.add %2809, %57 : i64
    llvm.br ^bb274(%2845 : i64)
  ^bb285:  // pred: ^bb274
    %2846 = llvm.mul %791, %59 overflow<nsw> : i64
    %2847 = llvm.mlir.constant(8 : index) : i64
    %2848 = llvm.mlir.constant(8 : index) : i64
    %2849 = llvm.mlir.constant(1 : index) : i64
    %2850 = llvm.mlir.constant(64 : index) : i64
    %2851 = llvm.mul %2850, %2846 : i64
    %2852 = llvm.mlir.zero : !llvm.ptr
    %2853 = llvm.getelementptr %2852[%2851] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2854 = llvm.ptrtoint %2853 : !llvm.ptr to i64
    %2855 = llvm.mlir.constant(64 : index) : i64
    %2856 = llvm.add %2854, %2855 : i64
    %2857 = llvm.call @malloc(%2856) : (i64) -> !llvm.ptr
    %2858 = llvm.ptrtoint %2857 : !llvm.ptr to i64
    %2859 = llvm.mlir.constant(1 : index) : i64
    %2860 = llvm.sub %2855, %2859 : i64
    %2861 = llvm.add %2858, %2860 : i64
    %2862 = llvm.urem %2861, %2855 : i64
    %2863 = llvm.sub %2861, %2862 : i64
    %2864 = llvm.inttoptr %2863 : i64 to !llvm.ptr
    %2865 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2866 = llvm.insertvalue %2857, %2865[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2867 = llvm.insertvalue %2864, %2866[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2868 = llvm.mlir.constant(0 : index) : i64
    %2869 = llvm.insertvalue %2868, %2867[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2870 = llvm.insertvalue %2846, %2869[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2871 = llvm.insertvalue %2847, %2870[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2872 = llvm.insertvalue %2848, %2871[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2873 = llvm.insertvalue %2850, %2872[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2874 = llvm.insertvalue %2848, %2873[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2875 = llvm.insertvalue %2849, %2874[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb286(%56 : i64)
  ^bb286(%2876: i64):  // 2 preds: ^bb285, ^bb293
    %2877 = llvm.icmp "slt" %2876, %2846 : i64
    llvm.cond_br %2877, ^bb287, ^bb294
  ^bb287:  // pred: ^bb286
    llvm.br ^bb288(%56 : i64)
  ^bb288(%2878: i64):  // 2 preds: ^bb287, ^bb292
    %2879 = llvm.icmp "slt" %2878, %58 : i64
    llvm.cond_br %2879, ^bb289, ^bb293
  ^bb289:  // pred: ^bb288
    llvm.br ^bb290(%56 : i64)
  ^bb290(%2880: i64):  // 2 preds: ^bb289, ^bb291
    %2881 = llvm.icmp "slt" %2880, %58 : i64
    llvm.cond_br %2881, ^bb291, ^bb292
  ^bb291:  // pred: ^bb290
    %2882 = llvm.extractvalue %2875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2883 = llvm.mlir.constant(64 : index) : i64
    %2884 = llvm.mul %2876, %2883 overflow<nsw, nuw> : i64
    %2885 = llvm.mlir.constant(8 : index) : i64
    %2886 = llvm.mul %2878, %2885 overflow<nsw, nuw> : i64
    %2887 = llvm.add %2884, %2886 overflow<nsw, nuw> : i64
    %2888 = llvm.add %2887, %2880 overflow<nsw, nuw> : i64
    %2889 = llvm.getelementptr inbounds|nuw %2882[%2888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %2889 : f32, !llvm.ptr
    %2890 = llvm.add %2880, %57 : i64
    llvm.br ^bb290(%2890 : i64)
  ^bb292:  // pred: ^bb290
    %2891 = llvm.add %2878, %57 : i64
    llvm.br ^bb288(%2891 : i64)
  ^bb293:  // pred: ^bb288
    %2892 = llvm.add %2876, %57 : i64
    llvm.br ^bb286(%2892 : i64)
  ^bb294:  // pred: ^bb286
    %2893 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2894 = llvm.extractvalue %2875[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2895 = llvm.extractvalue %2875[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2896 = llvm.insertvalue %2894, %2893[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2897 = llvm.insertvalue %2895, %2896[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2898 = llvm.mlir.constant(0 : index) : i64
    %2899 = llvm.insertvalue %2898, %2897[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2900 = llvm.insertvalue %791, %2899[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2901 = llvm.mlir.constant(128 : index) : i64
    %2902 = llvm.insertvalue %2901, %2900[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2903 = llvm.mlir.constant(2 : index) : i64
    %2904 = llvm.insertvalue %2903, %2902[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2905 = llvm.mlir.constant(64 : index) : i64
    %2906 = llvm.insertvalue %2905, %2904[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2907 = llvm.mlir.constant(8 : index) : i64
    %2908 = llvm.insertvalue %2907, %2906[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2909 = llvm.mlir.constant(8 : index) : i64
    %2910 = llvm.insertvalue %2909, %2908[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2911 = llvm.mlir.constant(8 : index) : i64
    %2912 = llvm.insertvalue %2911, %2910[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2913 = llvm.mlir.constant(1 : index) : i64
    %2914 = llvm.insertvalue %2913, %2912[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2915 = llvm.extractvalue %2914[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2916 = llvm.mlir.constant(2 : index) : i64
    %2917 = llvm.mlir.constant(8 : index) : i64
    %2918 = llvm.mlir.constant(8 : index) : i64
    %2919 = llvm.mlir.constant(1 : index) : i64
    %2920 = llvm.mlir.constant(64 : index) : i64
    %2921 = llvm.mlir.constant(128 : index) : i64
    %2922 = llvm.mul %2921, %2915 : i64
    %2923 = llvm.mlir.zero : !llvm.ptr
    %2924 = llvm.getelementptr %2923[%2922] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2925 = llvm.ptrtoint %2924 : !llvm.ptr to i64
    %2926 = llvm.mlir.constant(64 : index) : i64
    %2927 = llvm.add %2925, %2926 : i64
    %2928 = llvm.call @malloc(%2927) : (i64) -> !llvm.ptr
    %2929 = llvm.ptrtoint %2928 : !llvm.ptr to i64
    %2930 = llvm.mlir.constant(1 : index) : i64
    %2931 = llvm.sub %2926, %2930 : i64
    %2932 = llvm.add %2929, %2931 : i64
    %2933 = llvm.urem %2932, %2926 : i64
    %2934 = llvm.sub %2932, %2933 : i64
    %2935 = llvm.inttoptr %2934 : i64 to !llvm.ptr
    %2936 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2937 = llvm.insertvalue %2928, %2936[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2938 = llvm.insertvalue %2935, %2937[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2939 = llvm.mlir.constant(0 : index) : i64
    %2940 = llvm.insertvalue %2939, %2938[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2941 = llvm.insertvalue %2915, %2940[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2942 = llvm.insertvalue %2916, %2941[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2943 = llvm.insertvalue %2917, %2942[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2944 = llvm.insertvalue %2918, %2943[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2945 = llvm.insertvalue %2921, %2944[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2946 = llvm.insertvalue %2920, %2945[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2947 = llvm.insertvalue %2918, %2946[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2948 = llvm.insertvalue %2919, %2947[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2949 = llvm.extractvalue %2914[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb295(%56 : i64)
  ^bb295(%2950: i64):  // 2 preds: ^bb294, ^bb305
    %2951 = llvm.icmp "slt" %2950, %2949 : i64
    llvm.cond_br %2951, ^bb296, ^bb306
  ^bb296:  // pred: ^bb295
    llvm.br ^bb297(%56 : i64)
  ^bb297(%2952: i64):  // 2 preds: ^bb296, ^bb304
    %2953 = llvm.icmp "slt" %2952, %59 : i64
    llvm.cond_br %2953, ^bb298, ^bb305
  ^bb298:  // pred: ^bb297
    llvm.br ^bb299(%56 : i64)
  ^bb299(%2954: i64):  // 2 preds: ^bb298, ^bb303
    %2955 = llvm.icmp "slt" %2954, %58 : i64
    llvm.cond_br %2955, ^bb300, ^bb304
  ^bb300:  // pred: ^bb299
    llvm.br ^bb301(%56 : i64)
  ^bb301(%2956: i64):  // 2 preds: ^bb300, ^bb302
    %2957 = llvm.icmp "slt" %2956, %58 : i64
    llvm.cond_br %2957, ^bb302, ^bb303
  ^bb302:  // pred: ^bb301
    %2958 = llvm.extractvalue %2914[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2959 = llvm.mlir.constant(128 : index) : i64
    %2960 = llvm.mul %2950, %2959 overflow<nsw, nuw> : i64
    %2961 = llvm.mlir.constant(64 : index) : i64
    %2962 = llvm.mul %2952, %2961 overflow<nsw, nuw> : i64
    %2963 = llvm.add %2960, %2962 overflow<nsw, nuw> : i64
    %2964 = llvm.mlir.constant(8 : index) : i64
    %2965 = llvm.mul %2954, %2964 overflow<nsw, nuw> : i64
    %2966 = llvm.add %2963, %2965 overflow<nsw, nuw> : i64
    %2967 = llvm.add %2966, %2956 overflow<nsw, nuw> : i64
    %2968 = llvm.getelementptr inbounds|nuw %2958[%2967] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2969 = llvm.load %2968 : !llvm.ptr -> f32
    %2970 = llvm.extractvalue %2948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2971 = llvm.mlir.constant(128 : index) : i64
    %2972 = llvm.mul %2950, %2971 overflow<nsw, nuw> : i64
    %2973 = llvm.mlir.constant(64 : index) : i64
    %2974 = llvm.mul %2952, %2973 overflow<nsw, nuw> : i64
    %2975 = llvm.add %2972, %2974 overflow<nsw, nuw> : i64
    %2976 = llvm.mlir.constant(8 : index) : i64
    %2977 = llvm.mul %2954, %2976 overflow<nsw, nuw> : i64
    %2978 = llvm.add %2975, %2977 overflow<nsw, nuw> : i64
    %2979 = llvm.add %2978, %2956 overflow<nsw, nuw> : i64
    %2980 = llvm.getelementptr inbounds|nuw %2970[%2979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2969, %2980 : f32, !llvm.ptr
    %2981 = llvm.add %2956, %57 : i64
    llvm.br ^bb301(%2981 : i64)
  ^bb303:  // pred: ^bb301
    %2982 = llvm.add %2954, %57 : i64
    llvm.br ^bb299(%2982 : i64)
  ^bb304:  // pred: ^bb299
    %2983 = llvm.add %2952, %57 : i64
    llvm.br ^bb297(%2983 : i64)
  ^bb305:  // pred: ^bb297
    %2984 = llvm.add %2950, %57 : i64
    llvm.br ^bb295(%2984 : i64)
  ^bb306:  // pred: ^bb295
    llvm.br ^bb307(%56 : i64)
  ^bb307(%2985: i64):  // 2 preds: ^bb306, ^bb320
    %2986 = llvm.icmp "slt" %2985, %791 : i64
    llvm.cond_br %2986, ^bb308, ^bb321
  ^bb308:  // pred: ^bb307
    llvm.br ^bb309(%56 : i64)
  ^bb309(%2987: i64):  // 2 preds: ^bb308, ^bb319
    %2988 = llvm.icmp "slt" %2987, %59 : i64
    llvm.cond_br %2988, ^bb310, ^bb320
  ^bb310:  // pred: ^bb309
    llvm.br ^bb311(%56 : i64)
  ^bb311(%2989: i64):  // 2 preds: ^bb310, ^bb318
    %2990 = llvm.icmp "slt" %2989, %58 : i64
    llvm.cond_br %2990, ^bb312, ^bb319
  ^bb312:  // pred: ^bb311
    llvm.br ^bb313(%56 : i64)
  ^bb313(%2991: i64):  // 2 preds: ^bb312, ^bb317
    %2992 = llvm.icmp "slt" %2991, %58 : i64
    llvm.cond_br %2992, ^bb314, ^bb318
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%56 : i64)
  ^bb315(%2993: i64):  // 2 preds: ^bb314, ^bb316
    %2994 = llvm.icmp "slt" %2993, %39 : i64
    llvm.cond_br %2994, ^bb316, ^bb317
  ^bb316:  // pred: ^bb315
    %2995 = llvm.extractvalue %2808[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2996 = llvm.mlir.constant(256 : index) : i64
    %2997 = llvm.mul %2985, %2996 overflow<nsw, nuw> : i64
    %2998 = llvm.mlir.constant(128 : index) : i64
    %2999 = llvm.mul %2987, %2998 overflow<nsw, nuw> : i64
    %3000 = llvm.add %2997, %2999 overflow<nsw, nuw> : i64
    %3001 = llvm.mlir.constant(16 : index) : i64
    %3002 = llvm.mul %2989, %3001 overflow<nsw, nuw> : i64
    %3003 = llvm.add %3000, %3002 overflow<nsw, nuw> : i64
    %3004 = llvm.add %3003, %2993 overflow<nsw, nuw> : i64
    %3005 = llvm.getelementptr inbounds|nuw %2995[%3004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3006 = llvm.load %3005 : !llvm.ptr -> f32
    %3007 = llvm.extractvalue %2948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3008 = llvm.mlir.constant(128 : index) : i64
    %3009 = llvm.mul %2985, %3008 overflow<nsw, nuw> : i64
    %3010 = llvm.mlir.constant(64 : index) : i64
    %3011 = llvm.mul %2987, %3010 overflow<nsw, nuw> : i64
    %3012 = llvm.add %3009, %3011 overflow<nsw, nuw> : i64
    %3013 = llvm.mlir.constant(8 : index) : i64
    %3014 = llvm.mul %2989, %3013 overflow<nsw, nuw> : i64
    %3015 = llvm.add %3012, %3014 overflow<nsw, nuw> : i64
    %3016 = llvm.add %3015, %2991 overflow<nsw, nuw> : i64
    %3017 = llvm.getelementptr inbounds|nuw %3007[%3016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3018 = llvm.load %3017 : !llvm.ptr -> f32
    %3019 = llvm.icmp "eq" %2157, %57 : i64
    %3020 = llvm.select %3019, %56, %2985 : i1, i64
    %3021 = llvm.extractvalue %2740[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3022 = llvm.mlir.constant(256 : index) : i64
    %3023 = llvm.mul %3020, %3022 overflow<nsw, nuw> : i64
    %3024 = llvm.mlir.constant(128 : index) : i64
    %3025 = llvm.mul %2987, %3024 overflow<nsw, nuw> : i64
    %3026 = llvm.add %3023, %3025 overflow<nsw, nuw> : i64
    %3027 = llvm.mlir.constant(8 : index) : i64
    %3028 = llvm.mul %2993, %3027 overflow<nsw, nuw> : i64
    %3029 = llvm.add %3026, %3028 overflow<nsw, nuw> : i64
    %3030 = llvm.add %3029, %2991 overflow<nsw, nuw> : i64
    %3031 = llvm.getelementptr inbounds|nuw %3021[%3030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3032 = llvm.load %3031 : !llvm.ptr -> f32
    %3033 = llvm.fmul %3006, %3032 : f32
    %3034 = llvm.fadd %3018, %3033 : f32
    %3035 = llvm.extractvalue %2948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3036 = llvm.mlir.constant(128 : index) : i64
    %3037 = llvm.mul %2985, %3036 overflow<nsw, nuw> : i64
    %3038 = llvm.mlir.constant(64 : index) : i64
    %3039 = llvm.mul %2987, %3038 overflow<nsw, nuw> : i64
    %3040 = llvm.add %3037, %3039 overflow<nsw, nuw> : i64
    %3041 = llvm.mlir.constant(8 : index) : i64
    %3042 = llvm.mul %2989, %3041 overflow<nsw, nuw> : i64
    %3043 = llvm.add %3040, %3042 overflow<nsw, nuw> : i64
    %3044 = llvm.add %3043, %2991 overflow<nsw, nuw> : i64
    %3045 = llvm.getelementptr inbounds|nuw %3035[%3044] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3034, %3045 : f32, !llvm.ptr
    %3046 = llvm.add %2993, %57 : i64
    llvm.br ^bb315(%3046 : i64)
  ^bb317:  // pred: ^bb315
    %3047 = llvm.add %2991, %57 : i64
    llvm.br ^bb313(%3047 : i64)
  ^bb318:  // pred: ^bb313
    %3048 = llvm.add %2989, %57 : i64
    llvm.br ^bb311(%3048 : i64)
  ^bb319:  // pred: ^bb311
    %3049 = llvm.add %2987, %57 : i64
    llvm.br ^bb309(%3049 : i64)
  ^bb320:  // pred: ^bb309
    %3050 = llvm.add %2985, %57 : i64
    llvm.br ^bb307(%3050 : i64)
  ^bb321:  // pred: ^bb307
    %3051 = llvm.mlir.constant(2 : index) : i64
    %3052 = llvm.mlir.constant(8 : index) : i64
    %3053 = llvm.mlir.constant(8 : index) : i64
    %3054 = llvm.mlir.constant(1 : index) : i64
    %3055 = llvm.mlir.constant(64 : index) : i64
    %3056 = llvm.mlir.constant(128 : index) : i64
    %3057 = llvm.mul %3056, %791 : i64
    %3058 = llvm.mlir.zero : !llvm.ptr
    %3059 = llvm.getelementptr %3058[%3057] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3060 = llvm.ptrtoint %3059 : !llvm.ptr to i64
    %3061 = llvm.mlir.constant(64 : index) : i64
    %3062 = llvm.add %3060, %3061 : i64
    %3063 = llvm.call @malloc(%3062) : (i64) -> !llvm.ptr
    %3064 = llvm.ptrtoint %3063 : !llvm.ptr to i64
    %3065 = llvm.mlir.constant(1 : index) : i64
    %3066 = llvm.sub %3061, %3065 : i64
    %3067 = llvm.add %3064, %3066 : i64
    %3068 = llvm.urem %3067, %3061 : i64
    %3069 = llvm.sub %3067, %3068 : i64
    %3070 = llvm.inttoptr %3069 : i64 to !llvm.ptr
    %3071 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3072 = llvm.insertvalue %3063, %3071[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3073 = llvm.insertvalue %3070, %3072[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3074 = llvm.mlir.constant(0 : index) : i64
    %3075 = llvm.insertvalue %3074, %3073[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3076 = llvm.insertvalue %791, %3075[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3077 = llvm.insertvalue %3051, %3076[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3078 = llvm.insertvalue %3052, %3077[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3079 = llvm.insertvalue %3053, %3078[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3080 = llvm.insertvalue %3056, %3079[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3081 = llvm.insertvalue %3055, %3080[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3082 = llvm.insertvalue %3053, %3081[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3083 = llvm.insertvalue %3054, %3082[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb322(%56 : i64)
  ^bb322(%3084: i64):  // 2 preds: ^bb321, ^bb332
    %3085 = llvm.icmp "slt" %3084, %2915 : i64
    llvm.cond_br %3085, ^bb323, ^bb333
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%56 : i64)
  ^bb324(%3086: i64):  // 2 preds: ^bb323, ^bb331
    %3087 = llvm.icmp "slt" %3086, %59 : i64
    llvm.cond_br %3087, ^bb325, ^bb332
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%56 : i64)
  ^bb326(%3088: i64):  // 2 preds: ^bb325, ^bb330
    %3089 = llvm.icmp "slt" %3088, %58 : i64
    llvm.cond_br %3089, ^bb327, ^bb331
  ^bb327:  // pred: ^bb326
    llvm.br ^bb328(%56 : i64)
  ^bb328(%3090: i64):  // 2 preds: ^bb327, ^bb329
    %3091 = llvm.icmp "slt" %3090, %58 : i64
    llvm.cond_br %3091, ^bb329, ^bb330
  ^bb329:  // pred: ^bb328
    %3092 = llvm.extractvalue %2948[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3093 = llvm.mlir.constant(128 : index) : i64
    %3094 = llvm.mul %3084, %3093 overflow<nsw, nuw> : i64
    %3095 = llvm.mlir.constant(64 : index) : i64
    %3096 = llvm.mul %3086, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.add %3094, %3096 overflow<nsw, nuw> : i64
    %3098 = llvm.mlir.constant(8 : index) : i64
    %3099 = llvm.mul %3088, %3098 overflow<nsw, nuw> : i64
    %3100 = llvm.add %3097, %3099 overflow<nsw, nuw> : i64
    %3101 = llvm.add %3100, %3090 overflow<nsw, nuw> : i64
    %3102 = llvm.getelementptr inbounds|nuw %3092[%3101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3103 = llvm.load %3102 : !llvm.ptr -> f32
    %3104 = llvm.extractvalue %1935[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3105 = llvm.mlir.constant(64 : index) : i64
    %3106 = llvm.mul %3084, %3105 overflow<nsw, nuw> : i64
    %3107 = llvm.mlir.constant(64 : index) : i64
    %3108 = llvm.mul %56, %3107 overflow<nsw, nuw> : i64
    %3109 = llvm.add %3106, %3108 overflow<nsw, nuw> : i64
    %3110 = llvm.mlir.constant(8 : index) : i64
    %3111 = llvm.mul %3088, %3110 overflow<nsw, nuw> : i64
    %3112 = llvm.add %3109, %3111 overflow<nsw, nuw> : i64
    %3113 = llvm.add %3112, %3090 overflow<nsw, nuw> : i64
    %3114 = llvm.getelementptr inbounds|nuw %3104[%3113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3115 = llvm.load %3114 : !llvm.ptr -> f32
    %3116 = llvm.fmul %3103, %45 : f32
    %3117 = llvm.fadd %3116, %3115 : f32
    %3118 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3119 = llvm.mlir.constant(128 : index) : i64
    %3120 = llvm.mul %3084, %3119 overflow<nsw, nuw> : i64
    %3121 = llvm.mlir.constant(64 : index) : i64
    %3122 = llvm.mul %3086, %3121 overflow<nsw, nuw> : i64
    %3123 = llvm.add %3120, %3122 overflow<nsw, nuw> : i64
    %3124 = llvm.mlir.constant(8 : index) : i64
    %3125 = llvm.mul %3088, %3124 overflow<nsw, nuw> : i64
    %3126 = llvm.add %3123, %3125 overflow<nsw, nuw> : i64
    %3127 = llvm.add %3126, %3090 overflow<nsw, nuw> : i64
    %3128 = llvm.getelementptr inbounds|nuw %3118[%3127] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3117, %3128 : f32, !llvm.ptr
    %3129 = llvm.add %3090, %57 : i64
    llvm.br ^bb328(%3129 : i64)
  ^bb330:  // pred: ^bb328
    %3130 = llvm.add %3088, %57 : i64
    llvm.br ^bb326(%3130 : i64)
  ^bb331:  // pred: ^bb326
    %3131 = llvm.add %3086, %57 : i64
    llvm.br ^bb324(%3131 : i64)
  ^bb332:  // pred: ^bb324
    %3132 = llvm.add %3084, %57 : i64
    llvm.br ^bb322(%3132 : i64)
  ^bb333:  // pred: ^bb322
    %3133 = llvm.mlir.constant(2 : index) : i64
    %3134 = llvm.mlir.constant(8 : index) : i64
    %3135 = llvm.mlir.constant(1 : index) : i64
    %3136 = llvm.mlir.constant(16 : index) : i64
    %3137 = llvm.mul %3136, %791 : i64
    %3138 = llvm.mlir.zero : !llvm.ptr
    %3139 = llvm.getelementptr %3138[%3137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3140 = llvm.ptrtoint %3139 : !llvm.ptr to i64
    %3141 = llvm.mlir.constant(64 : index) : i64
    %3142 = llvm.add %3140, %3141 : i64
    %3143 = llvm.call @malloc(%3142) : (i64) -> !llvm.ptr
    %3144 = llvm.ptrtoint %3143 : !llvm.ptr to i64
    %3145 = llvm.mlir.constant(1 : index) : i64
    %3146 = llvm.sub %3141, %3145 : i64
    %3147 = llvm.add %3144, %3146 : i64
    %3148 = llvm.urem %3147, %3141 : i64
    %3149 = llvm.sub %3147, %3148 : i64
    %3150 = llvm.inttoptr %3149 : i64 to !llvm.ptr
    %3151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3152 = llvm.insertvalue %3143, %3151[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3153 = llvm.insertvalue %3150, %3152[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3154 = llvm.mlir.constant(0 : index) : i64
    %3155 = llvm.insertvalue %3154, %3153[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3156 = llvm.insertvalue %791, %3155[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3157 = llvm.insertvalue %3133, %3156[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3158 = llvm.insertvalue %3134, %3157[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3159 = llvm.insertvalue %3136, %3158[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3160 = llvm.insertvalue %3134, %3159[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3161 = llvm.insertvalue %3135, %3160[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb334(%56 : i64)
  ^bb334(%3162: i64):  // 2 preds: ^bb333, ^bb341
    %3163 = llvm.icmp "slt" %3162, %791 : i64
    llvm.cond_br %3163, ^bb335, ^bb342
  ^bb335:  // pred: ^bb334
    llvm.br ^bb336(%56 : i64)
  ^bb336(%3164: i64):  // 2 preds: ^bb335, ^bb340
    %3165 = llvm.icmp "slt" %3164, %59 : i64
    llvm.cond_br %3165, ^bb337, ^bb341
  ^bb337:  // pred: ^bb336
    llvm.br ^bb338(%56 : i64)
  ^bb338(%3166: i64):  // 2 preds: ^bb337, ^bb339
    %3167 = llvm.icmp "slt" %3166, %58 : i64
    llvm.cond_br %3167, ^bb339, ^bb340
  ^bb339:  // pred: ^bb338
    %3168 = llvm.extractvalue %3161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3169 = llvm.mlir.constant(16 : index) : i64
    %3170 = llvm.mul %3162, %3169 overflow<nsw, nuw> : i64
    %3171 = llvm.mlir.constant(8 : index) : i64
    %3172 = llvm.mul %3164, %3171 overflow<nsw, nuw> : i64
    %3173 = llvm.add %3170, %3172 overflow<nsw, nuw> : i64
    %3174 = llvm.add %3173, %3166 overflow<nsw, nuw> : i64
    %3175 = llvm.getelementptr inbounds|nuw %3168[%3174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %3175 : f32, !llvm.ptr
    %3176 = llvm.add %3166, %57 : i64
    llvm.br ^bb338(%3176 : i64)
  ^bb340:  // pred: ^bb338
    %3177 = llvm.add %3164, %57 : i64
    llvm.br ^bb336(%3177 : i64)
  ^bb341:  // pred: ^bb336
    %3178 = llvm.add %3162, %57 : i64
    llvm.br ^bb334(%3178 : i64)
  ^bb342:  // pred: ^bb334
    %3179 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3180 = llvm.extractvalue %3083[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3181 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3182 = llvm.insertvalue %3180, %3179[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3183 = llvm.insertvalue %3181, %3182[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3184 = llvm.mlir.constant(0 : index) : i64
    %3185 = llvm.insertvalue %3184, %3183[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3186 = llvm.insertvalue %791, %3185[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3187 = llvm.mlir.constant(128 : index) : i64
    %3188 = llvm.insertvalue %3187, %3186[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3189 = llvm.mlir.constant(2 : index) : i64
    %3190 = llvm.insertvalue %3189, %3188[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3191 = llvm.mlir.constant(64 : index) : i64
    %3192 = llvm.insertvalue %3191, %3190[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3193 = llvm.mlir.constant(8 : index) : i64
    %3194 = llvm.insertvalue %3193, %3192[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3195 = llvm.mlir.constant(8 : index) : i64
    %3196 = llvm.insertvalue %3195, %3194[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3197 = llvm.mlir.constant(1 : index) : i64
    %3198 = llvm.insertvalue %3197, %3196[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3199 = llvm.mlir.constant(8 : index) : i64
    %3200 = llvm.insertvalue %3199, %3198[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3201 = llvm.mlir.constant(8 : index) : i64
    %3202 = llvm.insertvalue %3201, %3200[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3203 = llvm.mlir.constant(1 : index) : i64
    %3204 = llvm.insertvalue %3203, %3202[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3205 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3206 = llvm.extractvalue %3161[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3207 = llvm.extractvalue %3161[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3208 = llvm.insertvalue %3206, %3205[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3209 = llvm.insertvalue %3207, %3208[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3210 = llvm.mlir.constant(0 : index) : i64
    %3211 = llvm.insertvalue %3210, %3209[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3212 = llvm.insertvalue %791, %3211[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3213 = llvm.mlir.constant(16 : index) : i64
    %3214 = llvm.insertvalue %3213, %3212[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3215 = llvm.mlir.constant(2 : index) : i64
    %3216 = llvm.insertvalue %3215, %3214[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3217 = llvm.mlir.constant(8 : index) : i64
    %3218 = llvm.insertvalue %3217, %3216[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3219 = llvm.mlir.constant(8 : index) : i64
    %3220 = llvm.insertvalue %3219, %3218[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3221 = llvm.mlir.constant(1 : index) : i64
    %3222 = llvm.insertvalue %3221, %3220[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3223 = llvm.mlir.constant(1 : index) : i64
    %3224 = llvm.insertvalue %3223, %3222[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3225 = llvm.mlir.constant(1 : index) : i64
    %3226 = llvm.insertvalue %3225, %3224[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3227 = llvm.extractvalue %3226[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3228 = llvm.mlir.constant(2 : index) : i64
    %3229 = llvm.mlir.constant(8 : index) : i64
    %3230 = llvm.mlir.constant(1 : index) : i64
    %3231 = llvm.mlir.constant(1 : index) : i64
    %3232 = llvm.mlir.constant(16 : index) : i64
    %3233 = llvm.mul %3232, %3227 : i64
    %3234 = llvm.mlir.zero : !llvm.ptr
    %3235 = llvm.getelementptr %3234[%3233] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3236 = llvm.ptrtoint %3235 : !llvm.ptr to i64
    %3237 = llvm.mlir.constant(64 : index) : i64
    %3238 = llvm.add %3236, %3237 : i64
    %3239 = llvm.call @malloc(%3238) : (i64) -> !llvm.ptr
    %3240 = llvm.ptrtoint %3239 : !llvm.ptr to i64
    %3241 = llvm.mlir.constant(1 : index) : i64
    %3242 = llvm.sub %3237, %3241 : i64
    %3243 = llvm.add %3240, %3242 : i64
    %3244 = llvm.urem %3243, %3237 : i64
    %3245 = llvm.sub %3243, %3244 : i64
    %3246 = llvm.inttoptr %3245 : i64 to !llvm.ptr
    %3247 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3248 = llvm.insertvalue %3239, %3247[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3249 = llvm.insertvalue %3246, %3248[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3250 = llvm.mlir.constant(0 : index) : i64
    %3251 = llvm.insertvalue %3250, %3249[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3252 = llvm.insertvalue %3227, %3251[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3253 = llvm.insertvalue %3228, %3252[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3254 = llvm.insertvalue %3229, %3253[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3255 = llvm.insertvalue %3230, %3254[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3256 = llvm.insertvalue %3232, %3255[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3257 = llvm.insertvalue %3229, %3256[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3258 = llvm.insertvalue %3230, %3257[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3259 = llvm.insertvalue %3231, %3258[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3260 = llvm.extractvalue %3226[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb343(%56 : i64)
  ^bb343(%3261: i64):  // 2 preds: ^bb342, ^bb353
    %3262 = llvm.icmp "slt" %3261, %3260 : i64
    llvm.cond_br %3262, ^bb344, ^bb354
  ^bb344:  // pred: ^bb343
    llvm.br ^bb345(%56 : i64)
  ^bb345(%3263: i64):  // 2 preds: ^bb344, ^bb352
    %3264 = llvm.icmp "slt" %3263, %59 : i64
    llvm.cond_br %3264, ^bb346, ^bb353
  ^bb346:  // pred: ^bb345
    llvm.br ^bb347(%56 : i64)
  ^bb347(%3265: i64):  // 2 preds: ^bb346, ^bb351
    %3266 = llvm.icmp "slt" %3265, %58 : i64
    llvm.cond_br %3266, ^bb348, ^bb352
  ^bb348:  // pred: ^bb347
    llvm.br ^bb349(%56 : i64)
  ^bb349(%3267: i64):  // 2 preds: ^bb348, ^bb350
    %3268 = llvm.icmp "slt" %3267, %57 : i64
    llvm.cond_br %3268, ^bb350, ^bb351
  ^bb350:  // pred: ^bb349
    %3269 = llvm.extractvalue %3226[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3270 = llvm.mlir.constant(16 : index) : i64
    %3271 = llvm.mul %3261, %3270 overflow<nsw, nuw> : i64
    %3272 = llvm.mlir.constant(8 : index) : i64
    %3273 = llvm.mul %3263, %3272 overflow<nsw, nuw> : i64
    %3274 = llvm.add %3271, %3273 overflow<nsw, nuw> : i64
    %3275 = llvm.add %3274, %3265 overflow<nsw, nuw> : i64
    %3276 = llvm.add %3275, %3267 overflow<nsw, nuw> : i64
    %3277 = llvm.getelementptr inbounds|nuw %3269[%3276] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3278 = llvm.load %3277 : !llvm.ptr -> f32
    %3279 = llvm.extractvalue %3259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3280 = llvm.mlir.constant(16 : index) : i64
    %3281 = llvm.mul %3261, %3280 overflow<nsw, nuw> : i64
    %3282 = llvm.mlir.constant(8 : index) : i64
    %3283 = llvm.mul %3263, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3281, %3283 overflow<nsw, nuw> : i64
    %3285 = llvm.add %3284, %3265 overflow<nsw, nuw> : i64
    %3286 = llvm.add %3285, %3267 overflow<nsw, nuw> : i64
    %3287 = llvm.getelementptr inbounds|nuw %3279[%3286] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3278, %3287 : f32, !llvm.ptr
    %3288 = llvm.add %3267, %57 : i64
    llvm.br ^bb349(%3288 : i64)
  ^bb351:  // pred: ^bb349
    %3289 = llvm.add %3265, %57 : i64
    llvm.br ^bb347(%3289 : i64)
  ^bb352:  // pred: ^bb347
    %3290 = llvm.add %3263, %57 : i64
    llvm.br ^bb345(%3290 : i64)
  ^bb353:  // pred: ^bb345
    %3291 = llvm.add %3261, %57 : i64
    llvm.br ^bb343(%3291 : i64)
  ^bb354:  // pred: ^bb343
    %3292 = llvm.extractvalue %3204[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb355(%56 : i64)
  ^bb355(%3293: i64):  // 2 preds: ^bb354, ^bb368
    %3294 = llvm.icmp "slt" %3293, %3292 : i64
    llvm.cond_br %3294, ^bb356, ^bb369
  ^bb356:  // pred: ^bb355
    llvm.br ^bb357(%56 : i64)
  ^bb357(%3295: i64):  // 2 preds: ^bb356, ^bb367
    %3296 = llvm.icmp "slt" %3295, %59 : i64
    llvm.cond_br %3296, ^bb358, ^bb368
  ^bb358:  // pred: ^bb357
    llvm.br ^bb359(%56 : i64)
  ^bb359(%3297: i64):  // 2 preds: ^bb358, ^bb366
    %3298 = llvm.icmp "slt" %3297, %58 : i64
    llvm.cond_br %3298, ^bb360, ^bb367
  ^bb360:  // pred: ^bb359
    llvm.br ^bb361(%56 : i64)
  ^bb361(%3299: i64):  // 2 preds: ^bb360, ^bb365
    %3300 = llvm.icmp "slt" %3299, %57 : i64
    llvm.cond_br %3300, ^bb362, ^bb366
  ^bb362:  // pred: ^bb361
    llvm.br ^bb363(%56 : i64)
  ^bb363(%3301: i64):  // 2 preds: ^bb362, ^bb364
    %3302 = llvm.icmp "slt" %3301, %58 : i64
    llvm.cond_br %3302, ^bb364, ^bb365
  ^bb364:  // pred: ^bb363
    %3303 = llvm.extractvalue %3204[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3304 = llvm.mlir.constant(128 : index) : i64
    %3305 = llvm.mul %3293, %3304 overflow<nsw, nuw> : i64
    %3306 = llvm.mlir.constant(64 : index) : i64
    %3307 = llvm.mul %3295, %3306 overflow<nsw, nuw> : i64
    %3308 = llvm.add %3305, %3307 overflow<nsw, nuw> : i64
    %3309 = llvm.mlir.constant(8 : index) : i64
    %3310 = llvm.mul %3297, %3309 overflow<nsw, nuw> : i64
    %3311 = llvm.add %3308, %3310 overflow<nsw, nuw> : i64
    %3312 = llvm.mlir.constant(8 : index) : i64
    %3313 = llvm.mul %3299, %3312 overflow<nsw, nuw> : i64
    %3314 = llvm.add %3311, %3313 overflow<nsw, nuw> : i64
    %3315 = llvm.add %3314, %3301 overflow<nsw, nuw> : i64
    %3316 = llvm.getelementptr inbounds|nuw %3303[%3315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3317 = llvm.load %3316 : !llvm.ptr -> f32
    %3318 = llvm.extractvalue %3259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3319 = llvm.mlir.constant(16 : index) : i64
    %3320 = llvm.mul %3293, %3319 overflow<nsw, nuw> : i64
    %3321 = llvm.mlir.constant(8 : index) : i64
    %3322 = llvm.mul %3295, %3321 overflow<nsw, nuw> : i64
    %3323 = llvm.add %3320, %3322 overflow<nsw, nuw> : i64
    %3324 = llvm.add %3323, %3297 overflow<nsw, nuw> : i64
    %3325 = llvm.add %3324, %3299 overflow<nsw, nuw> : i64
    %3326 = llvm.getelementptr inbounds|nuw %3318[%3325] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3327 = llvm.load %3326 : !llvm.ptr -> f32
    %3328 = llvm.intr.maximum(%3317, %3327) : (f32, f32) -> f32
    %3329 = llvm.extractvalue %3259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3330 = llvm.mlir.constant(16 : index) : i64
    %3331 = llvm.mul %3293, %3330 overflow<nsw, nuw> : i64
    %3332 = llvm.mlir.constant(8 : index) : i64
    %3333 = llvm.mul %3295, %3332 overflow<nsw, nuw> : i64
    %3334 = llvm.add %3331, %3333 overflow<nsw, nuw> : i64
    %3335 = llvm.add %3334, %3297 overflow<nsw, nuw> : i64
    %3336 = llvm.add %3335, %3299 overflow<nsw, nuw> : i64
    %3337 = llvm.getelementptr inbounds|nuw %3329[%3336] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3328, %3337 : f32, !llvm.ptr
    %3338 = llvm.add %3301, %57 : i64
    llvm.br ^bb363(%3338 : i64)
  ^bb365:  // pred: ^bb363
    %3339 = llvm.add %3299, %57 : i64
    llvm.br ^bb361(%3339 : i64)
  ^bb366:  // pred: ^bb361
    %3340 = llvm.add %3297, %57 : i64
    llvm.br ^bb359(%3340 : i64)
  ^bb367:  // pred: ^bb359
    %3341 = llvm.add %3295, %57 : i64
    llvm.br ^bb357(%3341 : i64)
  ^bb368:  // pred: ^bb357
    %3342 = llvm.add %3293, %57 : i64
    llvm.br ^bb355(%3342 : i64)
  ^bb369:  // pred: ^bb355
    llvm.br ^bb370(%56 : i64)
  ^bb370(%3343: i64):  // 2 preds: ^bb369, ^bb380
    %3344 = llvm.icmp "slt" %3343, %791 : i64
    llvm.cond_br %3344, ^bb371, ^bb381
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%56 : i64)
  ^bb372(%3345: i64):  // 2 preds: ^bb371, ^bb379
    %3346 = llvm.icmp "slt" %3345, %59 : i64
    llvm.cond_br %3346, ^bb373, ^bb380
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%56 : i64)
  ^bb374(%3347: i64):  // 2 preds: ^bb373, ^bb378
    %3348 = llvm.icmp "slt" %3347, %58 : i64
    llvm.cond_br %3348, ^bb375, ^bb379
  ^bb375:  // pred: ^bb374
    llvm.br ^bb376(%56 : i64)
  ^bb376(%3349: i64):  // 2 preds: ^bb375, ^bb377
    %3350 = llvm.icmp "slt" %3349, %58 : i64
    llvm.cond_br %3350, ^bb377, ^bb378
  ^bb377:  // pred: ^bb376
    %3351 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3352 = llvm.mlir.constant(128 : index) : i64
    %3353 = llvm.mul %3343, %3352 overflow<nsw, nuw> : i64
    %3354 = llvm.mlir.constant(64 : index) : i64
    %3355 = llvm.mul %3345, %3354 overflow<nsw, nuw> : i64
    %3356 = llvm.add %3353, %3355 overflow<nsw, nuw> : i64
    %3357 = llvm.mlir.constant(8 : index) : i64
    %3358 = llvm.mul %3347, %3357 overflow<nsw, nuw> : i64
    %3359 = llvm.add %3356, %3358 overflow<nsw, nuw> : i64
    %3360 = llvm.add %3359, %3349 overflow<nsw, nuw> : i64
    %3361 = llvm.getelementptr inbounds|nuw %3351[%3360] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3362 = llvm.load %3361 : !llvm.ptr -> f32
    %3363 = llvm.extractvalue %3259[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3364 = llvm.mlir.constant(16 : index) : i64
    %3365 = llvm.mul %3343, %3364 overflow<nsw, nuw> : i64
    %3366 = llvm.mlir.constant(8 : index) : i64
    %3367 = llvm.mul %3345, %3366 overflow<nsw, nuw> : i64
    %3368 = llvm.add %3365, %3367 overflow<nsw, nuw> : i64
    %3369 = llvm.add %3368, %3347 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3369, %56 overflow<nsw, nuw> : i64
    %3371 = llvm.getelementptr inbounds|nuw %3363[%3370] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3372 = llvm.load %3371 : !llvm.ptr -> f32
    %3373 = llvm.fsub %3362, %3372 : f32
    %3374 = llvm.fmul %3373, %8 : f32
    %3375 = llvm.intr.exp2(%3374) : (f32) -> f32
    %3376 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3377 = llvm.mlir.constant(128 : index) : i64
    %3378 = llvm.mul %3343, %3377 overflow<nsw, nuw> : i64
    %3379 = llvm.mlir.constant(64 : index) : i64
    %3380 = llvm.mul %3345, %3379 overflow<nsw, nuw> : i64
    %3381 = llvm.add %3378, %3380 overflow<nsw, nuw> : i64
    %3382 = llvm.mlir.constant(8 : index) : i64
    %3383 = llvm.mul %3347, %3382 overflow<nsw, nuw> : i64
    %3384 = llvm.add %3381, %3383 overflow<nsw, nuw> : i64
    %3385 = llvm.add %3384, %3349 overflow<nsw, nuw> : i64
    %3386 = llvm.getelementptr inbounds|nuw %3376[%3385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3375, %3386 : f32, !llvm.ptr
    %3387 = llvm.add %3349, %57 : i64
    llvm.br ^bb376(%3387 : i64)
  ^bb378:  // pred: ^bb376
    %3388 = llvm.add %3347, %57 : i64
    llvm.br ^bb374(%3388 : i64)
  ^bb379:  // pred: ^bb374
    %3389 = llvm.add %3345, %57 : i64
    llvm.br ^bb372(%3389 : i64)
  ^bb380:  // pred: ^bb372
    %3390 = llvm.add %3343, %57 : i64
    llvm.br ^bb370(%3390 : i64)
  ^bb381:  // pred: ^bb370
    %3391 = llvm.mlir.constant(2 : index) : i64
    %3392 = llvm.mlir.constant(8 : index) : i64
    %3393 = llvm.mlir.constant(1 : index) : i64
    %3394 = llvm.mlir.constant(1 : index) : i64
    %3395 = llvm.mlir.constant(16 : index) : i64
    %3396 = llvm.mul %3395, %791 : i64
    %3397 = llvm.mlir.zero : !llvm.ptr
    %3398 = llvm.getelementptr %3397[%3396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3399 = llvm.ptrtoint %3398 : !llvm.ptr to i64
    %3400 = llvm.mlir.constant(64 : index) : i64
    %3401 = llvm.add %3399, %3400 : i64
    %3402 = llvm.call @malloc(%3401) : (i64) -> !llvm.ptr
    %3403 = llvm.ptrtoint %3402 : !llvm.ptr to i64
    %3404 = llvm.mlir.constant(1 : index) : i64
    %3405 = llvm.sub %3400, %3404 : i64
    %3406 = llvm.add %3403, %3405 : i64
    %3407 = llvm.urem %3406, %3400 : i64
    %3408 = llvm.sub %3406, %3407 : i64
    %3409 = llvm.inttoptr %3408 : i64 to !llvm.ptr
    %3410 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3411 = llvm.insertvalue %3402, %3410[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3412 = llvm.insertvalue %3409, %3411[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3413 = llvm.mlir.constant(0 : index) : i64
    %3414 = llvm.insertvalue %3413, %3412[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3415 = llvm.insertvalue %791, %3414[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3416 = llvm.insertvalue %3391, %3415[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3417 = llvm.insertvalue %3392, %3416[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3418 = llvm.insertvalue %3393, %3417[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3419 = llvm.insertvalue %3395, %3418[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3420 = llvm.insertvalue %3392, %3419[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3421 = llvm.insertvalue %3393, %3420[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3422 = llvm.insertvalue %3394, %3421[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb382(%56 : i64)
  ^bb382(%3423: i64):  // 2 preds: ^bb381, ^bb392
    %3424 = llvm.icmp "slt" %3423, %791 : i64
    llvm.cond_br %3424, ^bb383, ^bb393
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%56 : i64)
  ^bb384(%3425: i64):  // 2 preds: ^bb383, ^bb391
    %3426 = llvm.icmp "slt" %3425, %59 : i64
    llvm.cond_br %3426, ^bb385, ^bb392
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%56 : i64)
  ^bb386(%3427: i64):  // 2 preds: ^bb385, ^bb390
    %3428 = llvm.icmp "slt" %3427, %58 : i64
    llvm.cond_br %3428, ^bb387, ^bb391
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%56 : i64)
  ^bb388(%3429: i64):  // 2 preds: ^bb387, ^bb389
    %3430 = llvm.icmp "slt" %3429, %57 : i64
    llvm.cond_br %3430, ^bb389, ^bb390
  ^bb389:  // pred: ^bb388
    %3431 = llvm.extractvalue %3422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3432 = llvm.mlir.constant(16 : index) : i64
    %3433 = llvm.mul %3423, %3432 overflow<nsw, nuw> : i64
    %3434 = llvm.mlir.constant(8 : index) : i64
    %3435 = llvm.mul %3425, %3434 overflow<nsw, nuw> : i64
    %3436 = llvm.add %3433, %3435 overflow<nsw, nuw> : i64
    %3437 = llvm.add %3436, %3427 overflow<nsw, nuw> : i64
    %3438 = llvm.add %3437, %3429 overflow<nsw, nuw> : i64
    %3439 = llvm.getelementptr inbounds|nuw %3431[%3438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %3439 : f32, !llvm.ptr
    %3440 = llvm.add %3429, %57 : i64
    llvm.br ^bb388(%3440 : i64)
  ^bb390:  // pred: ^bb388
    %3441 = llvm.add %3427, %57 : i64
    llvm.br ^bb386(%3441 : i64)
  ^bb391:  // pred: ^bb386
    %3442 = llvm.add %3425, %57 : i64
    llvm.br ^bb384(%3442 : i64)
  ^bb392:  // pred: ^bb384
    %3443 = llvm.add %3423, %57 : i64
    llvm.br ^bb382(%3443 : i64)
  ^bb393:  // pred: ^bb382
    %3444 = llvm.mlir.constant(2 : index) : i64
    %3445 = llvm.mlir.constant(8 : index) : i64
    %3446 = llvm.mlir.constant(1 : index) : i64
    %3447 = llvm.mlir.constant(1 : index) : i64
    %3448 = llvm.mlir.constant(16 : index) : i64
    %3449 = llvm.mul %3448, %791 : i64
    %3450 = llvm.mlir.zero : !llvm.ptr
    %3451 = llvm.getelementptr %3450[%3449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3452 = llvm.ptrtoint %3451 : !llvm.ptr to i64
    %3453 = llvm.mlir.constant(64 : index) : i64
    %3454 = llvm.add %3452, %3453 : i64
    %3455 = llvm.call @malloc(%3454) : (i64) -> !llvm.ptr
    %3456 = llvm.ptrtoint %3455 : !llvm.ptr to i64
    %3457 = llvm.mlir.constant(1 : index) : i64
    %3458 = llvm.sub %3453, %3457 : i64
    %3459 = llvm.add %3456, %3458 : i64
    %3460 = llvm.urem %3459, %3453 : i64
    %3461 = llvm.sub %3459, %3460 : i64
    %3462 = llvm.inttoptr %3461 : i64 to !llvm.ptr
    %3463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3464 = llvm.insertvalue %3455, %3463[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3465 = llvm.insertvalue %3462, %3464[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3466 = llvm.mlir.constant(0 : index) : i64
    %3467 = llvm.insertvalue %3466, %3465[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3468 = llvm.insertvalue %791, %3467[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3469 = llvm.insertvalue %3444, %3468[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3470 = llvm.insertvalue %3445, %3469[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3471 = llvm.insertvalue %3446, %3470[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3472 = llvm.insertvalue %3448, %3471[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3473 = llvm.insertvalue %3445, %3472[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3474 = llvm.insertvalue %3446, %3473[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3475 = llvm.insertvalue %3447, %3474[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb394(%56 : i64)
  ^bb394(%3476: i64):  // 2 preds: ^bb393, ^bb404
    %3477 = llvm.icmp "slt" %3476, %791 : i64
    llvm.cond_br %3477, ^bb395, ^bb405
  ^bb395:  // pred: ^bb394
    llvm.br ^bb396(%56 : i64)
  ^bb396(%3478: i64):  // 2 preds: ^bb395, ^bb403
    %3479 = llvm.icmp "slt" %3478, %59 : i64
    llvm.cond_br %3479, ^bb397, ^bb404
  ^bb397:  // pred: ^bb396
    llvm.br ^bb398(%56 : i64)
  ^bb398(%3480: i64):  // 2 preds: ^bb397, ^bb402
    %3481 = llvm.icmp "slt" %3480, %58 : i64
    llvm.cond_br %3481, ^bb399, ^bb403
  ^bb399:  // pred: ^bb398
    llvm.br ^bb400(%56 : i64)
  ^bb400(%3482: i64):  // 2 preds: ^bb399, ^bb401
    %3483 = llvm.icmp "slt" %3482, %57 : i64
    llvm.cond_br %3483, ^bb401, ^bb402
  ^bb401:  // pred: ^bb400
    %3484 = llvm.extractvalue %3422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3485 = llvm.mlir.constant(16 : index) : i64
    %3486 = llvm.mul %3476, %3485 overflow<nsw, nuw> : i64
    %3487 = llvm.mlir.constant(8 : index) : i64
    %3488 = llvm.mul %3478, %3487 overflow<nsw, nuw> : i64
    %3489 = llvm.add %3486, %3488 overflow<nsw, nuw> : i64
    %3490 = llvm.add %3489, %3480 overflow<nsw, nuw> : i64
    %3491 = llvm.add %3490, %3482 overflow<nsw, nuw> : i64
    %3492 = llvm.getelementptr inbounds|nuw %3484[%3491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3493 = llvm.load %3492 : !llvm.ptr -> f32
    %3494 = llvm.extractvalue %3475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3495 = llvm.mlir.constant(16 : index) : i64
    %3496 = llvm.mul %3476, %3495 overflow<nsw, nuw> : i64
    %3497 = llvm.mlir.constant(8 : index) : i64
    %3498 = llvm.mul %3478, %3497 overflow<nsw, nuw> : i64
    %3499 = llvm.add %3496, %3498 overflow<nsw, nuw> : i64
    %3500 = llvm.add %3499, %3480 overflow<nsw, nuw> : i64
    %3501 = llvm.add %3500, %3482 overflow<nsw, nuw> : i64
    %3502 = llvm.getelementptr inbounds|nuw %3494[%3501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3493, %3502 : f32, !llvm.ptr
    %3503 = llvm.add %3482, %57 : i64
    llvm.br ^bb400(%3503 : i64)
  ^bb402:  // pred: ^bb400
    %3504 = llvm.add %3480, %57 : i64
    llvm.br ^bb398(%3504 : i64)
  ^bb403:  // pred: ^bb398
    %3505 = llvm.add %3478, %57 : i64
    llvm.br ^bb396(%3505 : i64)
  ^bb404:  // pred: ^bb396
    %3506 = llvm.add %3476, %57 : i64
    llvm.br ^bb394(%3506 : i64)
  ^bb405:  // pred: ^bb394
    llvm.br ^bb406(%56 : i64)
  ^bb406(%3507: i64):  // 2 preds: ^bb405, ^bb416
    %3508 = llvm.icmp "slt" %3507, %791 : i64
    llvm.cond_br %3508, ^bb407, ^bb417
  ^bb407:  // pred: ^bb406
    llvm.br ^bb408(%56 : i64)
  ^bb408(%3509: i64):  // 2 preds: ^bb407, ^bb415
    %3510 = llvm.icmp "slt" %3509, %59 : i64
    llvm.cond_br %3510, ^bb409, ^bb416
  ^bb409:  // pred: ^bb408
    llvm.br ^bb410(%56 : i64)
  ^bb410(%3511: i64):  // 2 preds: ^bb409, ^bb414
    %3512 = llvm.icmp "slt" %3511, %58 : i64
    llvm.cond_br %3512, ^bb411, ^bb415
  ^bb411:  // pred: ^bb410
    llvm.br ^bb412(%56 : i64)
  ^bb412(%3513: i64):  // 2 preds: ^bb411, ^bb413
    %3514 = llvm.icmp "slt" %3513, %58 : i64
    llvm.cond_br %3514, ^bb413, ^bb414
  ^bb413:  // pred: ^bb412
    %3515 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3516 = llvm.mlir.constant(128 : index) : i64
    %3517 = llvm.mul %3507, %3516 overflow<nsw, nuw> : i64
    %3518 = llvm.mlir.constant(64 : index) : i64
    %3519 = llvm.mul %3509, %3518 overflow<nsw, nuw> : i64
    %3520 = llvm.add %3517, %3519 overflow<nsw, nuw> : i64
    %3521 = llvm.mlir.constant(8 : index) : i64
    %3522 = llvm.mul %3511, %3521 overflow<nsw, nuw> : i64
    %3523 = llvm.add %3520, %3522 overflow<nsw, nuw> : i64
    %3524 = llvm.add %3523, %3513 overflow<nsw, nuw> : i64
    %3525 = llvm.getelementptr inbounds|nuw %3515[%3524] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3526 = llvm.load %3525 : !llvm.ptr -> f32
    %3527 = llvm.extractvalue %3475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3528 = llvm.mlir.constant(16 : index) : i64
    %3529 = llvm.mul %3507, %3528 overflow<nsw, nuw> : i64
    %3530 = llvm.mlir.constant(8 : index) : i64
    %3531 = llvm.mul %3509, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3529, %3531 overflow<nsw, nuw> : i64
    %3533 = llvm.add %3532, %3511 overflow<nsw, nuw> : i64
    %3534 = llvm.add %3533, %56 overflow<nsw, nuw> : i64
    %3535 = llvm.getelementptr inbounds|nuw %3527[%3534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3536 = llvm.load %3535 : !llvm.ptr -> f32
    %3537 = llvm.fadd %3526, %3536 : f32
    %3538 = llvm.extractvalue %3475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3539 = llvm.mlir.constant(16 : index) : i64
    %3540 = llvm.mul %3507, %3539 overflow<nsw, nuw> : i64
    %3541 = llvm.mlir.constant(8 : index) : i64
    %3542 = llvm.mul %3509, %3541 overflow<nsw, nuw> : i64
    %3543 = llvm.add %3540, %3542 overflow<nsw, nuw> : i64
    %3544 = llvm.add %3543, %3511 overflow<nsw, nuw> : i64
    %3545 = llvm.add %3544, %56 overflow<nsw, nuw> : i64
    %3546 = llvm.getelementptr inbounds|nuw %3538[%3545] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3537, %3546 : f32, !llvm.ptr
    %3547 = llvm.add %3513, %57 : i64
    llvm.br ^bb412(%3547 : i64)
  ^bb414:  // pred: ^bb412
    %3548 = llvm.add %3511, %57 : i64
    llvm.br ^bb410(%3548 : i64)
  ^bb415:  // pred: ^bb410
    %3549 = llvm.add %3509, %57 : i64
    llvm.br ^bb408(%3549 : i64)
  ^bb416:  // pred: ^bb408
    %3550 = llvm.add %3507, %57 : i64
    llvm.br ^bb406(%3550 : i64)
  ^bb417:  // pred: ^bb406
    llvm.br ^bb418(%56 : i64)
  ^bb418(%3551: i64):  // 2 preds: ^bb417, ^bb428
    %3552 = llvm.icmp "slt" %3551, %791 : i64
    llvm.cond_br %3552, ^bb419, ^bb429
  ^bb419:  // pred: ^bb418
    llvm.br ^bb420(%56 : i64)
  ^bb420(%3553: i64):  // 2 preds: ^bb419, ^bb427
    %3554 = llvm.icmp "slt" %3553, %59 : i64
    llvm.cond_br %3554, ^bb421, ^bb428
  ^bb421:  // pred: ^bb420
    llvm.br ^bb422(%56 : i64)
  ^bb422(%3555: i64):  // 2 preds: ^bb421, ^bb426
    %3556 = llvm.icmp "slt" %3555, %58 : i64
    llvm.cond_br %3556, ^bb423, ^bb427
  ^bb423:  // pred: ^bb422
    llvm.br ^bb424(%56 : i64)
  ^bb424(%3557: i64):  // 2 preds: ^bb423, ^bb425
    %3558 = llvm.icmp "slt" %3557, %58 : i64
    llvm.cond_br %3558, ^bb425, ^bb426
  ^bb425:  // pred: ^bb424
    %3559 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3560 = llvm.mlir.constant(128 : index) : i64
    %3561 = llvm.mul %3551, %3560 overflow<nsw, nuw> : i64
    %3562 = llvm.mlir.constant(64 : index) : i64
    %3563 = llvm.mul %3553, %3562 overflow<nsw, nuw> : i64
    %3564 = llvm.add %3561, %3563 overflow<nsw, nuw> : i64
    %3565 = llvm.mlir.constant(8 : index) : i64
    %3566 = llvm.mul %3555, %3565 overflow<nsw, nuw> : i64
    %3567 = llvm.add %3564, %3566 overflow<nsw, nuw> : i64
    %3568 = llvm.add %3567, %3557 overflow<nsw, nuw> : i64
    %3569 = llvm.getelementptr inbounds|nuw %3559[%3568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3570 = llvm.load %3569 : !llvm.ptr -> f32
    %3571 = llvm.extractvalue %3475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3572 = llvm.mlir.constant(16 : index) : i64
    %3573 = llvm.mul %3551, %3572 overflow<nsw, nuw> : i64
    %3574 = llvm.mlir.constant(8 : index) : i64
    %3575 = llvm.mul %3553, %3574 overflow<nsw, nuw> : i64
    %3576 = llvm.add %3573, %3575 overflow<nsw, nuw> : i64
    %3577 = llvm.add %3576, %3555 overflow<nsw, nuw> : i64
    %3578 = llvm.add %3577, %56 overflow<nsw, nuw> : i64
    %3579 = llvm.getelementptr inbounds|nuw %3571[%3578] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3580 = llvm.load %3579 : !llvm.ptr -> f32
    %3581 = llvm.fdiv %3570, %3580 : f32
    %3582 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3583 = llvm.mlir.constant(128 : index) : i64
    %3584 = llvm.mul %3551, %3583 overflow<nsw, nuw> : i64
    %3585 = llvm.mlir.constant(64 : index) : i64
    %3586 = llvm.mul %3553, %3585 overflow<nsw, nuw> : i64
    %3587 = llvm.add %3584, %3586 overflow<nsw, nuw> : i64
    %3588 = llvm.mlir.constant(8 : index) : i64
    %3589 = llvm.mul %3555, %3588 overflow<nsw, nuw> : i64
    %3590 = llvm.add %3587, %3589 overflow<nsw, nuw> : i64
    %3591 = llvm.add %3590, %3557 overflow<nsw, nuw> : i64
    %3592 = llvm.getelementptr inbounds|nuw %3582[%3591] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3581, %3592 : f32, !llvm.ptr
    %3593 = llvm.add %3557, %57 : i64
    llvm.br ^bb424(%3593 : i64)
  ^bb426:  // pred: ^bb424
    %3594 = llvm.add %3555, %57 : i64
    llvm.br ^bb422(%3594 : i64)
  ^bb427:  // pred: ^bb422
    %3595 = llvm.add %3553, %57 : i64
    llvm.br ^bb420(%3595 : i64)
  ^bb428:  // pred: ^bb420
    %3596 = llvm.add %3551, %57 : i64
    llvm.br ^bb418(%3596 : i64)
  ^bb429:  // pred: ^bb418
    %3597 = llvm.mlir.constant(2 : index) : i64
    %3598 = llvm.mlir.constant(8 : index) : i64
    %3599 = llvm.mlir.constant(8 : index) : i64
    %3600 = llvm.mlir.constant(1 : index) : i64
    %3601 = llvm.mlir.constant(64 : index) : i64
    %3602 = llvm.mlir.constant(128 : index) : i64
    %3603 = llvm.mul %3602, %791 : i64
    %3604 = llvm.mlir.zero : !llvm.ptr
    %3605 = llvm.getelementptr %3604[%3603] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3606 = llvm.ptrtoint %3605 : !llvm.ptr to i64
    %3607 = llvm.mlir.constant(64 : index) : i64
    %3608 = llvm.add %3606, %3607 : i64
    %3609 = llvm.call @malloc(%3608) : (i64) -> !llvm.ptr
    %3610 = llvm.ptrtoint %3609 : !llvm.ptr to i64
    %3611 = llvm.mlir.constant(1 : index) : i64
    %3612 = llvm.sub %3607, %3611 : i64
    %3613 = llvm.add %3610, %3612 : i64
    %3614 = llvm.urem %3613, %3607 : i64
    %3615 = llvm.sub %3613, %3614 : i64
    %3616 = llvm.inttoptr %3615 : i64 to !llvm.ptr
    %3617 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3618 = llvm.insertvalue %3609, %3617[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3619 = llvm.insertvalue %3616, %3618[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3620 = llvm.mlir.constant(0 : index) : i64
    %3621 = llvm.insertvalue %3620, %3619[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3622 = llvm.insertvalue %791, %3621[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3623 = llvm.insertvalue %3597, %3622[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3624 = llvm.insertvalue %3598, %3623[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3625 = llvm.insertvalue %3599, %3624[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3626 = llvm.insertvalue %3602, %3625[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3627 = llvm.insertvalue %3601, %3626[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3628 = llvm.insertvalue %3599, %3627[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3629 = llvm.insertvalue %3600, %3628[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb430(%56 : i64)
  ^bb430(%3630: i64):  // 2 preds: ^bb429, ^bb440
    %3631 = llvm.icmp "slt" %3630, %791 : i64
    llvm.cond_br %3631, ^bb431, ^bb441
  ^bb431:  // pred: ^bb430
    llvm.br ^bb432(%56 : i64)
  ^bb432(%3632: i64):  // 2 preds: ^bb431, ^bb439
    %3633 = llvm.icmp "slt" %3632, %59 : i64
    llvm.cond_br %3633, ^bb433, ^bb440
  ^bb433:  // pred: ^bb432
    llvm.br ^bb434(%56 : i64)
  ^bb434(%3634: i64):  // 2 preds: ^bb433, ^bb438
    %3635 = llvm.icmp "slt" %3634, %58 : i64
    llvm.cond_br %3635, ^bb435, ^bb439
  ^bb435:  // pred: ^bb434
    llvm.br ^bb436(%56 : i64)
  ^bb436(%3636: i64):  // 2 preds: ^bb435, ^bb437
    %3637 = llvm.icmp "slt" %3636, %58 : i64
    llvm.cond_br %3637, ^bb437, ^bb438
  ^bb437:  // pred: ^bb436
    %3638 = llvm.icmp "eq" %791, %57 : i64
    %3639 = llvm.select %3638, %56, %3630 : i1, i64
    %3640 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3641 = llvm.mlir.constant(128 : index) : i64
    %3642 = llvm.mul %3639, %3641 overflow<nsw, nuw> : i64
    %3643 = llvm.mlir.constant(64 : index) : i64
    %3644 = llvm.mul %3632, %3643 overflow<nsw, nuw> : i64
    %3645 = llvm.add %3642, %3644 overflow<nsw, nuw> : i64
    %3646 = llvm.mlir.constant(8 : index) : i64
    %3647 = llvm.mul %3634, %3646 overflow<nsw, nuw> : i64
    %3648 = llvm.add %3645, %3647 overflow<nsw, nuw> : i64
    %3649 = llvm.add %3648, %3636 overflow<nsw, nuw> : i64
    %3650 = llvm.getelementptr inbounds|nuw %3640[%3649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3651 = llvm.load %3650 : !llvm.ptr -> f32
    %3652 = llvm.extractvalue %3629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3653 = llvm.mlir.constant(128 : index) : i64
    %3654 = llvm.mul %3630, %3653 overflow<nsw, nuw> : i64
    %3655 = llvm.mlir.constant(64 : index) : i64
    %3656 = llvm.mul %3632, %3655 overflow<nsw, nuw> : i64
    %3657 = llvm.add %3654, %3656 overflow<nsw, nuw> : i64
    %3658 = llvm.mlir.constant(8 : index) : i64
    %3659 = llvm.mul %3634, %3658 overflow<nsw, nuw> : i64
    %3660 = llvm.add %3657, %3659 overflow<nsw, nuw> : i64
    %3661 = llvm.add %3660, %3636 overflow<nsw, nuw> : i64
    %3662 = llvm.getelementptr inbounds|nuw %3652[%3661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3651, %3662 : f32, !llvm.ptr
    %3663 = llvm.add %3636, %57 : i64
    llvm.br ^bb436(%3663 : i64)
  ^bb438:  // pred: ^bb436
    %3664 = llvm.add %3634, %57 : i64
    llvm.br ^bb434(%3664 : i64)
  ^bb439:  // pred: ^bb434
    %3665 = llvm.add %3632, %57 : i64
    llvm.br ^bb432(%3665 : i64)
  ^bb440:  // pred: ^bb432
    %3666 = llvm.add %3630, %57 : i64
    llvm.br ^bb430(%3666 : i64)
  ^bb441:  // pred: ^bb430
    %3667 = llvm.mlir.constant(8 : index) : i64
    %3668 = llvm.mlir.constant(16 : index) : i64
    %3669 = llvm.mlir.constant(1 : index) : i64
    %3670 = llvm.mlir.constant(128 : index) : i64
    %3671 = llvm.mul %3670, %2846 : i64
    %3672 = llvm.mlir.zero : !llvm.ptr
    %3673 = llvm.getelementptr %3672[%3671] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3674 = llvm.ptrtoint %3673 : !llvm.ptr to i64
    %3675 = llvm.mlir.constant(64 : index) : i64
    %3676 = llvm.add %3674, %3675 : i64
    %3677 = llvm.call @malloc(%3676) : (i64) -> !llvm.ptr
    %3678 = llvm.ptrtoint %3677 : !llvm.ptr to i64
    %3679 = llvm.mlir.constant(1 : index) : i64
    %3680 = llvm.sub %3675, %3679 : i64
    %3681 = llvm.add %3678, %3680 : i64
    %3682 = llvm.urem %3681, %3675 : i64
    %3683 = llvm.sub %3681, %3682 : i64
    %3684 = llvm.inttoptr %3683 : i64 to !llvm.ptr
    %3685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3686 = llvm.insertvalue %3677, %3685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3687 = llvm.insertvalue %3684, %3686[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3688 = llvm.mlir.constant(0 : index) : i64
    %3689 = llvm.insertvalue %3688, %3687[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3690 = llvm.insertvalue %2846, %3689[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3691 = llvm.insertvalue %3667, %3690[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3692 = llvm.insertvalue %3668, %3691[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3693 = llvm.insertvalue %3670, %3692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3694 = llvm.insertvalue %3668, %3693[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3695 = llvm.insertvalue %3669, %3694[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb442(%56 : i64)
  ^bb442(%3696: i64):  // 2 preds: ^bb441, ^bb449
    %3697 = llvm.icmp "slt" %3696, %2846 : i64
    llvm.cond_br %3697, ^bb443, ^bb450
  ^bb443:  // pred: ^bb442
    llvm.br ^bb444(%56 : i64)
  ^bb444(%3698: i64):  // 2 preds: ^bb443, ^bb448
    %3699 = llvm.icmp "slt" %3698, %58 : i64
    llvm.cond_br %3699, ^bb445, ^bb449
  ^bb445:  // pred: ^bb444
    llvm.br ^bb446(%56 : i64)
  ^bb446(%3700: i64):  // 2 preds: ^bb445, ^bb447
    %3701 = llvm.icmp "slt" %3700, %39 : i64
    llvm.cond_br %3701, ^bb447, ^bb448
  ^bb447:  // pred: ^bb446
    %3702 = llvm.extractvalue %3695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3703 = llvm.mlir.constant(128 : index) : i64
    %3704 = llvm.mul %3696, %3703 overflow<nsw, nuw> : i64
    %3705 = llvm.mlir.constant(16 : index) : i64
    %3706 = llvm.mul %3698, %3705 overflow<nsw, nuw> : i64
    %3707 = llvm.add %3704, %3706 overflow<nsw, nuw> : i64
    %3708 = llvm.add %3707, %3700 overflow<nsw, nuw> : i64
    %3709 = llvm.getelementptr inbounds|nuw %3702[%3708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %3709 : f32, !llvm.ptr
    %3710 = llvm.add %3700, %57 : i64
    llvm.br ^bb446(%3710 : i64)
  ^bb448:  // pred: ^bb446
    %3711 = llvm.add %3698, %57 : i64
    llvm.br ^bb444(%3711 : i64)
  ^bb449:  // pred: ^bb444
    %3712 = llvm.add %3696, %57 : i64
    llvm.br ^bb442(%3712 : i64)
  ^bb450:  // pred: ^bb442
    %3713 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3714 = llvm.extractvalue %3695[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3715 = llvm.extractvalue %3695[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3716 = llvm.insertvalue %3714, %3713[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3717 = llvm.insertvalue %3715, %3716[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3718 = llvm.mlir.constant(0 : index) : i64
    %3719 = llvm.insertvalue %3718, %3717[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3720 = llvm.insertvalue %791, %3719[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3721 = llvm.mlir.constant(256 : index) : i64
    %3722 = llvm.insertvalue %3721, %3720[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3723 = llvm.mlir.constant(2 : index) : i64
    %3724 = llvm.insertvalue %3723, %3722[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3725 = llvm.mlir.constant(128 : index) : i64
    %3726 = llvm.insertvalue %3725, %3724[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3727 = llvm.mlir.constant(8 : index) : i64
    %3728 = llvm.insertvalue %3727, %3726[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3729 = llvm.mlir.constant(16 : index) : i64
    %3730 = llvm.insertvalue %3729, %3728[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3731 = llvm.mlir.constant(16 : index) : i64
    %3732 = llvm.insertvalue %3731, %3730[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3733 = llvm.mlir.constant(1 : index) : i64
    %3734 = llvm.insertvalue %3733, %3732[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3735 = llvm.extractvalue %3734[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3736 = llvm.mlir.constant(2 : index) : i64
    %3737 = llvm.mlir.constant(8 : index) : i64
    %3738 = llvm.mlir.constant(16 : index) : i64
    %3739 = llvm.mlir.constant(1 : index) : i64
    %3740 = llvm.mlir.constant(128 : index) : i64
    %3741 = llvm.mlir.constant(256 : index) : i64
    %3742 = llvm.mul %3741, %3735 : i64
    %3743 = llvm.mlir.zero : !llvm.ptr
    %3744 = llvm.getelementptr %3743[%3742] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3745 = llvm.ptrtoint %3744 : !llvm.ptr to i64
    %3746 = llvm.mlir.constant(64 : index) : i64
    %3747 = llvm.add %3745, %3746 : i64
    %3748 = llvm.call @malloc(%3747) : (i64) -> !llvm.ptr
    %3749 = llvm.ptrtoint %3748 : !llvm.ptr to i64
    %3750 = llvm.mlir.constant(1 : index) : i64
    %3751 = llvm.sub %3746, %3750 : i64
    %3752 = llvm.add %3749, %3751 : i64
    %3753 = llvm.urem %3752, %3746 : i64
    %3754 = llvm.sub %3752, %3753 : i64
    %3755 = llvm.inttoptr %3754 : i64 to !llvm.ptr
    %3756 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3757 = llvm.insertvalue %3748, %3756[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3758 = llvm.insertvalue %3755, %3757[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3759 = llvm.mlir.constant(0 : index) : i64
    %3760 = llvm.insertvalue %3759, %3758[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3761 = llvm.insertvalue %3735, %3760[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3762 = llvm.insertvalue %3736, %3761[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3763 = llvm.insertvalue %3737, %3762[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3764 = llvm.insertvalue %3738, %3763[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3765 = llvm.insertvalue %3741, %3764[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3766 = llvm.insertvalue %3740, %3765[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3767 = llvm.insertvalue %3738, %3766[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3768 = llvm.insertvalue %3739, %3767[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3769 = llvm.extractvalue %3734[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb451(%56 : i64)
  ^bb451(%3770: i64):  // 2 preds: ^bb450, ^bb461
    %3771 = llvm.icmp "slt" %3770, %3769 : i64
    llvm.cond_br %3771, ^bb452, ^bb462
  ^bb452:  // pred: ^bb451
    llvm.br ^bb453(%56 : i64)
  ^bb453(%3772: i64):  // 2 preds: ^bb452, ^bb460
    %3773 = llvm.icmp "slt" %3772, %59 : i64
    llvm.cond_br %3773, ^bb454, ^bb461
  ^bb454:  // pred: ^bb453
    llvm.br ^bb455(%56 : i64)
  ^bb455(%3774: i64):  // 2 preds: ^bb454, ^bb459
    %3775 = llvm.icmp "slt" %3774, %58 : i64
    llvm.cond_br %3775, ^bb456, ^bb460
  ^bb456:  // pred: ^bb455
    llvm.br ^bb457(%56 : i64)
  ^bb457(%3776: i64):  // 2 preds: ^bb456, ^bb458
    %3777 = llvm.icmp "slt" %3776, %39 : i64
    llvm.cond_br %3777, ^bb458, ^bb459
  ^bb458:  // pred: ^bb457
    %3778 = llvm.extractvalue %3734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3779 = llvm.mlir.constant(256 : index) : i64
    %3780 = llvm.mul %3770, %3779 overflow<nsw, nuw> : i64
    %3781 = llvm.mlir.constant(128 : index) : i64
    %3782 = llvm.mul %3772, %3781 overflow<nsw, nuw> : i64
    %3783 = llvm.add %3780, %3782 overflow<nsw, nuw> : i64
    %3784 = llvm.mlir.constant(16 : index) : i64
    %3785 = llvm.mul %3774, %3784 overflow<nsw, nuw> : i64
    %3786 = llvm.add %3783, %3785 overflow<nsw, nuw> : i64
    %3787 = llvm.add %3786, %3776 overflow<nsw, nuw> : i64
    %3788 = llvm.getelementptr inbounds|nuw %3778[%3787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3789 = llvm.load %3788 : !llvm.ptr -> f32
    %3790 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3791 = llvm.mlir.constant(256 : index) : i64
    %3792 = llvm.mul %3770, %3791 overflow<nsw, nuw> : i64
    %3793 = llvm.mlir.constant(128 : index) : i64
    %3794 = llvm.mul %3772, %3793 overflow<nsw, nuw> : i64
    %3795 = llvm.add %3792, %3794 overflow<nsw, nuw> : i64
    %3796 = llvm.mlir.constant(16 : index) : i64
    %3797 = llvm.mul %3774, %3796 overflow<nsw, nuw> : i64
    %3798 = llvm.add %3795, %3797 overflow<nsw, nuw> : i64
    %3799 = llvm.add %3798, %3776 overflow<nsw, nuw> : i64
    %3800 = llvm.getelementptr inbounds|nuw %3790[%3799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3789, %3800 : f32, !llvm.ptr
    %3801 = llvm.add %3776, %57 : i64
    llvm.br ^bb457(%3801 : i64)
  ^bb459:  // pred: ^bb457
    %3802 = llvm.add %3774, %57 : i64
    llvm.br ^bb455(%3802 : i64)
  ^bb460:  // pred: ^bb455
    %3803 = llvm.add %3772, %57 : i64
    llvm.br ^bb453(%3803 : i64)
  ^bb461:  // pred: ^bb453
    %3804 = llvm.add %3770, %57 : i64
    llvm.br ^bb451(%3804 : i64)
  ^bb462:  // pred: ^bb451
    llvm.br ^bb463(%56 : i64)
  ^bb463(%3805: i64):  // 2 preds: ^bb462, ^bb476
    %3806 = llvm.icmp "slt" %3805, %791 : i64
    llvm.cond_br %3806, ^bb464, ^bb477
  ^bb464:  // pred: ^bb463
    llvm.br ^bb465(%56 : i64)
  ^bb465(%3807: i64):  // 2 preds: ^bb464, ^bb475
    %3808 = llvm.icmp "slt" %3807, %59 : i64
    llvm.cond_br %3808, ^bb466, ^bb476
  ^bb466:  // pred: ^bb465
    llvm.br ^bb467(%56 : i64)
  ^bb467(%3809: i64):  // 2 preds: ^bb466, ^bb474
    %3810 = llvm.icmp "slt" %3809, %58 : i64
    llvm.cond_br %3810, ^bb468, ^bb475
  ^bb468:  // pred: ^bb467
    llvm.br ^bb469(%56 : i64)
  ^bb469(%3811: i64):  // 2 preds: ^bb468, ^bb473
    %3812 = llvm.icmp "slt" %3811, %39 : i64
    llvm.cond_br %3812, ^bb470, ^bb474
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%56 : i64)
  ^bb471(%3813: i64):  // 2 preds: ^bb470, ^bb472
    %3814 = llvm.icmp "slt" %3813, %58 : i64
    llvm.cond_br %3814, ^bb472, ^bb473
  ^bb472:  // pred: ^bb471
    %3815 = llvm.extractvalue %3629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3816 = llvm.mlir.constant(128 : index) : i64
    %3817 = llvm.mul %3805, %3816 overflow<nsw, nuw> : i64
    %3818 = llvm.mlir.constant(64 : index) : i64
    %3819 = llvm.mul %3807, %3818 overflow<nsw, nuw> : i64
    %3820 = llvm.add %3817, %3819 overflow<nsw, nuw> : i64
    %3821 = llvm.mlir.constant(8 : index) : i64
    %3822 = llvm.mul %3809, %3821 overflow<nsw, nuw> : i64
    %3823 = llvm.add %3820, %3822 overflow<nsw, nuw> : i64
    %3824 = llvm.add %3823, %3813 overflow<nsw, nuw> : i64
    %3825 = llvm.getelementptr inbounds|nuw %3815[%3824] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3826 = llvm.load %3825 : !llvm.ptr -> f32
    %3827 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3828 = llvm.mlir.constant(256 : index) : i64
    %3829 = llvm.mul %3805, %3828 overflow<nsw, nuw> : i64
    %3830 = llvm.mlir.constant(128 : index) : i64
    %3831 = llvm.mul %3807, %3830 overflow<nsw, nuw> : i64
    %3832 = llvm.add %3829, %3831 overflow<nsw, nuw> : i64
    %3833 = llvm.mlir.constant(16 : index) : i64
    %3834 = llvm.mul %3809, %3833 overflow<nsw, nuw> : i64
    %3835 = llvm.add %3832, %3834 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3835, %3811 overflow<nsw, nuw> : i64
    %3837 = llvm.getelementptr inbounds|nuw %3827[%3836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3838 = llvm.load %3837 : !llvm.ptr -> f32
    %3839 = llvm.icmp "eq" %2157, %57 : i64
    %3840 = llvm.select %3839, %56, %3805 : i1, i64
    %3841 = llvm.extractvalue %2253[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3842 = llvm.mlir.constant(256 : index) : i64
    %3843 = llvm.mul %3840, %3842 overflow<nsw, nuw> : i64
    %3844 = llvm.mlir.constant(128 : index) : i64
    %3845 = llvm.mul %3807, %3844 overflow<nsw, nuw> : i64
    %3846 = llvm.add %3843, %3845 overflow<nsw, nuw> : i64
    %3847 = llvm.mlir.constant(16 : index) : i64
    %3848 = llvm.mul %3813, %3847 overflow<nsw, nuw> : i64
    %3849 = llvm.add %3846, %3848 overflow<nsw, nuw> : i64
    %3850 = llvm.add %3849, %3811 overflow<nsw, nuw> : i64
    %3851 = llvm.getelementptr inbounds|nuw %3841[%3850] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3852 = llvm.load %3851 : !llvm.ptr -> f32
    %3853 = llvm.fmul %3826, %3852 : f32
    %3854 = llvm.fadd %3838, %3853 : f32
    %3855 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3856 = llvm.mlir.constant(256 : index) : i64
    %3857 = llvm.mul %3805, %3856 overflow<nsw, nuw> : i64
    %3858 = llvm.mlir.constant(128 : index) : i64
    %3859 = llvm.mul %3807, %3858 overflow<nsw, nuw> : i64
    %3860 = llvm.add %3857, %3859 overflow<nsw, nuw> : i64
    %3861 = llvm.mlir.constant(16 : index) : i64
    %3862 = llvm.mul %3809, %3861 overflow<nsw, nuw> : i64
    %3863 = llvm.add %3860, %3862 overflow<nsw, nuw> : i64
    %3864 = llvm.add %3863, %3811 overflow<nsw, nuw> : i64
    %3865 = llvm.getelementptr inbounds|nuw %3855[%3864] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3854, %3865 : f32, !llvm.ptr
    %3866 = llvm.add %3813, %57 : i64
    llvm.br ^bb471(%3866 : i64)
  ^bb473:  // pred: ^bb471
    %3867 = llvm.add %3811, %57 : i64
    llvm.br ^bb469(%3867 : i64)
  ^bb474:  // pred: ^bb469
    %3868 = llvm.add %3809, %57 : i64
    llvm.br ^bb467(%3868 : i64)
  ^bb475:  // pred: ^bb467
    %3869 = llvm.add %3807, %57 : i64
    llvm.br ^bb465(%3869 : i64)
  ^bb476:  // pred: ^bb465
    %3870 = llvm.add %3805, %57 : i64
    llvm.br ^bb463(%3870 : i64)
  ^bb477:  // pred: ^bb463
    %3871 = llvm.mlir.constant(8 : index) : i64
    %3872 = llvm.mlir.constant(2 : index) : i64
    %3873 = llvm.mlir.constant(16 : index) : i64
    %3874 = llvm.mlir.constant(1 : index) : i64
    %3875 = llvm.mlir.constant(32 : index) : i64
    %3876 = llvm.mlir.constant(256 : index) : i64
    %3877 = llvm.mul %3876, %791 : i64
    %3878 = llvm.mlir.zero : !llvm.ptr
    %3879 = llvm.getelementptr %3878[%3877] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3880 = llvm.ptrtoint %3879 : !llvm.ptr to i64
    %3881 = llvm.mlir.constant(64 : index) : i64
    %3882 = llvm.add %3880, %3881 : i64
    %3883 = llvm.call @malloc(%3882) : (i64) -> !llvm.ptr
    %3884 = llvm.ptrtoint %3883 : !llvm.ptr to i64
    %3885 = llvm.mlir.constant(1 : index) : i64
    %3886 = llvm.sub %3881, %3885 : i64
    %3887 = llvm.add %3884, %3886 : i64
    %3888 = llvm.urem %3887, %3881 : i64
    %3889 = llvm.sub %3887, %3888 : i64
    %3890 = llvm.inttoptr %3889 : i64 to !llvm.ptr
    %3891 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3892 = llvm.insertvalue %3883, %3891[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3893 = llvm.insertvalue %3890, %3892[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3894 = llvm.mlir.constant(0 : index) : i64
    %3895 = llvm.insertvalue %3894, %3893[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3896 = llvm.insertvalue %791, %3895[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3897 = llvm.insertvalue %3871, %3896[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3898 = llvm.insertvalue %3872, %3897[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3899 = llvm.insertvalue %3873, %3898[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3900 = llvm.insertvalue %3876, %3899[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3901 = llvm.insertvalue %3875, %3900[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3902 = llvm.insertvalue %3873, %3901[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3903 = llvm.insertvalue %3874, %3902[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb478(%56 : i64)
  ^bb478(%3904: i64):  // 2 preds: ^bb477, ^bb488
    %3905 = llvm.icmp "slt" %3904, %3735 : i64
    llvm.cond_br %3905, ^bb479, ^bb489
  ^bb479:  // pred: ^bb478
    llvm.br ^bb480(%56 : i64)
  ^bb480(%3906: i64):  // 2 preds: ^bb479, ^bb487
    %3907 = llvm.icmp "slt" %3906, %58 : i64
    llvm.cond_br %3907, ^bb481, ^bb488
  ^bb481:  // pred: ^bb480
    llvm.br ^bb482(%56 : i64)
  ^bb482(%3908: i64):  // 2 preds: ^bb481, ^bb486
    %3909 = llvm.icmp "slt" %3908, %59 : i64
    llvm.cond_br %3909, ^bb483, ^bb487
  ^bb483:  // pred: ^bb482
    llvm.br ^bb484(%56 : i64)
  ^bb484(%3910: i64):  // 2 preds: ^bb483, ^bb485
    %3911 = llvm.icmp "slt" %3910, %39 : i64
    llvm.cond_br %3911, ^bb485, ^bb486
  ^bb485:  // pred: ^bb484
    %3912 = llvm.extractvalue %3768[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3913 = llvm.mlir.constant(256 : index) : i64
    %3914 = llvm.mul %3904, %3913 overflow<nsw, nuw> : i64
    %3915 = llvm.mlir.constant(128 : index) : i64
    %3916 = llvm.mul %3908, %3915 overflow<nsw, nuw> : i64
    %3917 = llvm.add %3914, %3916 overflow<nsw, nuw> : i64
    %3918 = llvm.mlir.constant(16 : index) : i64
    %3919 = llvm.mul %3906, %3918 overflow<nsw, nuw> : i64
    %3920 = llvm.add %3917, %3919 overflow<nsw, nuw> : i64
    %3921 = llvm.add %3920, %3910 overflow<nsw, nuw> : i64
    %3922 = llvm.getelementptr inbounds|nuw %3912[%3921] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3923 = llvm.load %3922 : !llvm.ptr -> f32
    %3924 = llvm.extractvalue %3903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3925 = llvm.mlir.constant(256 : index) : i64
    %3926 = llvm.mul %3904, %3925 overflow<nsw, nuw> : i64
    %3927 = llvm.mlir.constant(32 : index) : i64
    %3928 = llvm.mul %3906, %3927 overflow<nsw, nuw> : i64
    %3929 = llvm.add %3926, %3928 overflow<nsw, nuw> : i64
    %3930 = llvm.mlir.constant(16 : index) : i64
    %3931 = llvm.mul %3908, %3930 overflow<nsw, nuw> : i64
    %3932 = llvm.add %3929, %3931 overflow<nsw, nuw> : i64
    %3933 = llvm.add %3932, %3910 overflow<nsw, nuw> : i64
    %3934 = llvm.getelementptr inbounds|nuw %3924[%3933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3923, %3934 : f32, !llvm.ptr
    %3935 = llvm.add %3910, %57 : i64
    llvm.br ^bb484(%3935 : i64)
  ^bb486:  // pred: ^bb484
    %3936 = llvm.add %3908, %57 : i64
    llvm.br ^bb482(%3936 : i64)
  ^bb487:  // pred: ^bb482
    %3937 = llvm.add %3906, %57 : i64
    llvm.br ^bb480(%3937 : i64)
  ^bb488:  // pred: ^bb480
    %3938 = llvm.add %3904, %57 : i64
    llvm.br ^bb478(%3938 : i64)
  ^bb489:  // pred: ^bb478
    %3939 = llvm.mul %2153, %42 : i64
    %3940 = llvm.mul %791, %46 : i64
    %3941 = llvm.sdiv %3940, %3939 : i64
    %3942 = llvm.select %807, %3941, %791 : i1, i64
    %3943 = llvm.mlir.constant(3 : index) : i64
    %3944 = llvm.mlir.constant(1 : index) : i64
    %3945 = llvm.mlir.zero : !llvm.ptr
    %3946 = llvm.getelementptr %3945[%3943] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %3947 = llvm.ptrtoint %3946 : !llvm.ptr to i64
    %3948 = llvm.mlir.constant(64 : index) : i64
    %3949 = llvm.add %3947, %3948 : i64
    %3950 = llvm.call @malloc(%3949) : (i64) -> !llvm.ptr
    %3951 = llvm.ptrtoint %3950 : !llvm.ptr to i64
    %3952 = llvm.mlir.constant(1 : index) : i64
    %3953 = llvm.sub %3948, %3952 : i64
    %3954 = llvm.add %3951, %3953 : i64
    %3955 = llvm.urem %3954, %3948 : i64
    %3956 = llvm.sub %3954, %3955 : i64
    %3957 = llvm.inttoptr %3956 : i64 to !llvm.ptr
    %3958 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3959 = llvm.insertvalue %3950, %3958[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3960 = llvm.insertvalue %3957, %3959[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3961 = llvm.mlir.constant(0 : index) : i64
    %3962 = llvm.insertvalue %3961, %3960[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3963 = llvm.insertvalue %3943, %3962[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3964 = llvm.insertvalue %3944, %3963[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3965 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3966 = llvm.getelementptr inbounds|nuw %3965[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3942, %3966 : i64, !llvm.ptr
    %3967 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3968 = llvm.getelementptr inbounds|nuw %3967[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %3968 : i64, !llvm.ptr
    %3969 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3970 = llvm.getelementptr inbounds|nuw %3969[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %3941, %3970 : i64, !llvm.ptr
    %3971 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3972 = llvm.extractvalue %3903[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3973 = llvm.extractvalue %3903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3974 = llvm.insertvalue %3972, %3971[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3975 = llvm.insertvalue %3973, %3974[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3976 = llvm.mlir.constant(0 : index) : i64
    %3977 = llvm.insertvalue %3976, %3975[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3978 = llvm.mlir.constant(1 : index) : i64
    %3979 = llvm.mlir.constant(32 : index) : i64
    %3980 = llvm.insertvalue %3979, %3977[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3981 = llvm.insertvalue %3978, %3980[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3982 = llvm.mul %3978, %3979 : i64
    %3983 = llvm.mlir.constant(32 : index) : i64
    %3984 = llvm.mlir.constant(8 : index) : i64
    %3985 = llvm.insertvalue %3984, %3981[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3986 = llvm.insertvalue %3983, %3985[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3987 = llvm.mul %3983, %3984 : i64
    %3988 = llvm.mlir.constant(256 : index) : i64
    %3989 = llvm.mlir.constant(0 : index) : i64
    %3990 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3991 = llvm.getelementptr inbounds|nuw %3990[%3989] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %3992 = llvm.load %3991 : !llvm.ptr -> i64
    %3993 = llvm.insertvalue %3992, %3986[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3994 = llvm.insertvalue %3988, %3993[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3995 = llvm.mul %3988, %3992 : i64
    %3996 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %3997 = llvm.getelementptr inbounds|nuw %3996[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %3998 = llvm.load %3997 : !llvm.ptr -> i64
    %3999 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4000 = llvm.getelementptr inbounds|nuw %3999[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4001 = llvm.load %4000 : !llvm.ptr -> i64
    %4002 = llvm.mul %3942, %58 overflow<nsw> : i64
    %4003 = llvm.mlir.constant(32 : index) : i64
    %4004 = llvm.mlir.constant(1 : index) : i64
    %4005 = llvm.mul %4003, %4002 : i64
    %4006 = llvm.mlir.zero : !llvm.ptr
    %4007 = llvm.getelementptr %4006[%4005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4008 = llvm.ptrtoint %4007 : !llvm.ptr to i64
    %4009 = llvm.mlir.constant(64 : index) : i64
    %4010 = llvm.add %4008, %4009 : i64
    %4011 = llvm.call @malloc(%4010) : (i64) -> !llvm.ptr
    %4012 = llvm.ptrtoint %4011 : !llvm.ptr to i64
    %4013 = llvm.mlir.constant(1 : index) : i64
    %4014 = llvm.sub %4009, %4013 : i64
    %4015 = llvm.add %4012, %4014 : i64
    %4016 = llvm.urem %4015, %4009 : i64
    %4017 = llvm.sub %4015, %4016 : i64
    %4018 = llvm.inttoptr %4017 : i64 to !llvm.ptr
    %4019 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4020 = llvm.insertvalue %4011, %4019[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4021 = llvm.insertvalue %4018, %4020[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4022 = llvm.mlir.constant(0 : index) : i64
    %4023 = llvm.insertvalue %4022, %4021[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4024 = llvm.insertvalue %4002, %4023[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4025 = llvm.insertvalue %4003, %4024[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4026 = llvm.insertvalue %4003, %4025[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4027 = llvm.insertvalue %4004, %4026[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4028 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4029 = llvm.extractvalue %4027[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4030 = llvm.extractvalue %4027[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4031 = llvm.insertvalue %4029, %4028[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4032 = llvm.insertvalue %4030, %4031[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4033 = llvm.mlir.constant(0 : index) : i64
    %4034 = llvm.insertvalue %4033, %4032[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4035 = llvm.insertvalue %4001, %4034[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4036 = llvm.mlir.constant(256 : index) : i64
    %4037 = llvm.insertvalue %4036, %4035[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4038 = llvm.mlir.constant(8 : index) : i64
    %4039 = llvm.insertvalue %4038, %4037[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4040 = llvm.mlir.constant(32 : index) : i64
    %4041 = llvm.insertvalue %4040, %4039[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4042 = llvm.mlir.constant(32 : index) : i64
    %4043 = llvm.insertvalue %4042, %4041[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4044 = llvm.mlir.constant(1 : index) : i64
    %4045 = llvm.insertvalue %4044, %4043[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4046 = llvm.extractvalue %4045[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4047 = llvm.mlir.constant(8 : index) : i64
    %4048 = llvm.mlir.constant(32 : index) : i64
    %4049 = llvm.mlir.constant(1 : index) : i64
    %4050 = llvm.mlir.constant(256 : index) : i64
    %4051 = llvm.mul %4050, %4046 : i64
    %4052 = llvm.mlir.zero : !llvm.ptr
    %4053 = llvm.getelementptr %4052[%4051] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4054 = llvm.ptrtoint %4053 : !llvm.ptr to i64
    %4055 = llvm.mlir.constant(64 : index) : i64
    %4056 = llvm.add %4054, %4055 : i64
    %4057 = llvm.call @malloc(%4056) : (i64) -> !llvm.ptr
    %4058 = llvm.ptrtoint %4057 : !llvm.ptr to i64
    %4059 = llvm.mlir.constant(1 : index) : i64
    %4060 = llvm.sub %4055, %4059 : i64
    %4061 = llvm.add %4058, %4060 : i64
    %4062 = llvm.urem %4061, %4055 : i64
    %4063 = llvm.sub %4061, %4062 : i64
    %4064 = llvm.inttoptr %4063 : i64 to !llvm.ptr
    %4065 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4066 = llvm.insertvalue %4057, %4065[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4067 = llvm.insertvalue %4064, %4066[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4068 = llvm.mlir.constant(0 : index) : i64
    %4069 = llvm.insertvalue %4068, %4067[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4070 = llvm.insertvalue %4046, %4069[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4071 = llvm.insertvalue %4047, %4070[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4072 = llvm.insertvalue %4048, %4071[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4073 = llvm.insertvalue %4050, %4072[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4074 = llvm.insertvalue %4048, %4073[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4075 = llvm.insertvalue %4049, %4074[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb490(%56 : i64)
  ^bb490(%4076: i64):  // 2 preds: ^bb489, ^bb497
    %4077 = llvm.icmp "slt" %4076, %4046 : i64
    llvm.cond_br %4077, ^bb491, ^bb498
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%56 : i64)
  ^bb492(%4078: i64):  // 2 preds: ^bb491, ^bb496
    %4079 = llvm.icmp "slt" %4078, %58 : i64
    llvm.cond_br %4079, ^bb493, ^bb497
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%56 : i64)
  ^bb494(%4080: i64):  // 2 preds: ^bb493, ^bb495
    %4081 = llvm.icmp "slt" %4080, %40 : i64
    llvm.cond_br %4081, ^bb495, ^bb496
  ^bb495:  // pred: ^bb494
    %4082 = llvm.extractvalue %4075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4083 = llvm.mlir.constant(256 : index) : i64
    %4084 = llvm.mul %4076, %4083 overflow<nsw, nuw> : i64
    %4085 = llvm.mlir.constant(32 : index) : i64
    %4086 = llvm.mul %4078, %4085 overflow<nsw, nuw> : i64
    %4087 = llvm.add %4084, %4086 overflow<nsw, nuw> : i64
    %4088 = llvm.add %4087, %4080 overflow<nsw, nuw> : i64
    %4089 = llvm.getelementptr inbounds|nuw %4082[%4088] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4089 : f32, !llvm.ptr
    %4090 = llvm.add %4080, %57 : i64
    llvm.br ^bb494(%4090 : i64)
  ^bb496:  // pred: ^bb494
    %4091 = llvm.add %4078, %57 : i64
    llvm.br ^bb492(%4091 : i64)
  ^bb497:  // pred: ^bb492
    %4092 = llvm.add %4076, %57 : i64
    llvm.br ^bb490(%4092 : i64)
  ^bb498:  // pred: ^bb490
    llvm.br ^bb499(%56 : i64)
  ^bb499(%4093: i64):  // 2 preds: ^bb498, ^bb509
    %4094 = llvm.icmp "slt" %4093, %3998 : i64
    llvm.cond_br %4094, ^bb500, ^bb510
  ^bb500:  // pred: ^bb499
    llvm.br ^bb501(%56 : i64)
  ^bb501(%4095: i64):  // 2 preds: ^bb500, ^bb508
    %4096 = llvm.icmp "slt" %4095, %58 : i64
    llvm.cond_br %4096, ^bb502, ^bb509
  ^bb502:  // pred: ^bb501
    llvm.br ^bb503(%56 : i64)
  ^bb503(%4097: i64):  // 2 preds: ^bb502, ^bb507
    %4098 = llvm.icmp "slt" %4097, %40 : i64
    llvm.cond_br %4098, ^bb504, ^bb508
  ^bb504:  // pred: ^bb503
    llvm.br ^bb505(%56 : i64)
  ^bb505(%4099: i64):  // 2 preds: ^bb504, ^bb506
    %4100 = llvm.icmp "slt" %4099, %40 : i64
    llvm.cond_br %4100, ^bb506, ^bb507
  ^bb506:  // pred: ^bb505
    %4101 = llvm.extractvalue %3994[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4102 = llvm.mlir.constant(256 : index) : i64
    %4103 = llvm.mul %4093, %4102 overflow<nsw, nuw> : i64
    %4104 = llvm.mlir.constant(32 : index) : i64
    %4105 = llvm.mul %4095, %4104 overflow<nsw, nuw> : i64
    %4106 = llvm.add %4103, %4105 overflow<nsw, nuw> : i64
    %4107 = llvm.add %4106, %4099 overflow<nsw, nuw> : i64
    %4108 = llvm.getelementptr inbounds|nuw %4101[%4107] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4109 = llvm.load %4108 : !llvm.ptr -> f32
    %4110 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4111 = llvm.mlir.constant(32 : index) : i64
    %4112 = llvm.mul %4097, %4111 overflow<nsw, nuw> : i64
    %4113 = llvm.add %4112, %4099 overflow<nsw, nuw> : i64
    %4114 = llvm.getelementptr inbounds|nuw %4110[%4113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4115 = llvm.load %4114 : !llvm.ptr -> f32
    %4116 = llvm.extractvalue %4075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4117 = llvm.mlir.constant(256 : index) : i64
    %4118 = llvm.mul %4093, %4117 overflow<nsw, nuw> : i64
    %4119 = llvm.mlir.constant(32 : index) : i64
    %4120 = llvm.mul %4095, %4119 overflow<nsw, nuw> : i64
    %4121 = llvm.add %4118, %4120 overflow<nsw, nuw> : i64
    %4122 = llvm.add %4121, %4097 overflow<nsw, nuw> : i64
    %4123 = llvm.getelementptr inbounds|nuw %4116[%4122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4124 = llvm.load %4123 : !llvm.ptr -> f32
    %4125 = llvm.fmul %4109, %4115 : f32
    %4126 = llvm.fadd %4124, %4125 : f32
    %4127 = llvm.extractvalue %4075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4128 = llvm.mlir.constant(256 : index) : i64
    %4129 = llvm.mul %4093, %4128 overflow<nsw, nuw> : i64
    %4130 = llvm.mlir.constant(32 : index) : i64
    %4131 = llvm.mul %4095, %4130 overflow<nsw, nuw> : i64
    %4132 = llvm.add %4129, %4131 overflow<nsw, nuw> : i64
    %4133 = llvm.add %4132, %4097 overflow<nsw, nuw> : i64
    %4134 = llvm.getelementptr inbounds|nuw %4127[%4133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4126, %4134 : f32, !llvm.ptr
    %4135 = llvm.add %4099, %57 : i64
    llvm.br ^bb505(%4135 : i64)
  ^bb507:  // pred: ^bb505
    %4136 = llvm.add %4097, %57 : i64
    llvm.br ^bb503(%4136 : i64)
  ^bb508:  // pred: ^bb503
    %4137 = llvm.add %4095, %57 : i64
    llvm.br ^bb501(%4137 : i64)
  ^bb509:  // pred: ^bb501
    %4138 = llvm.add %4093, %57 : i64
    llvm.br ^bb499(%4138 : i64)
  ^bb510:  // pred: ^bb499
    %4139 = llvm.mlir.constant(8 : index) : i64
    %4140 = llvm.mlir.constant(32 : index) : i64
    %4141 = llvm.mlir.constant(1 : index) : i64
    %4142 = llvm.mlir.constant(256 : index) : i64
    %4143 = llvm.mul %4142, %3942 : i64
    %4144 = llvm.mlir.zero : !llvm.ptr
    %4145 = llvm.getelementptr %4144[%4143] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4146 = llvm.ptrtoint %4145 : !llvm.ptr to i64
    %4147 = llvm.mlir.constant(64 : index) : i64
    %4148 = llvm.add %4146, %4147 : i64
    %4149 = llvm.call @malloc(%4148) : (i64) -> !llvm.ptr
    %4150 = llvm.ptrtoint %4149 : !llvm.ptr to i64
    %4151 = llvm.mlir.constant(1 : index) : i64
    %4152 = llvm.sub %4147, %4151 : i64
    %4153 = llvm.add %4150, %4152 : i64
    %4154 = llvm.urem %4153, %4147 : i64
    %4155 = llvm.sub %4153, %4154 : i64
    %4156 = llvm.inttoptr %4155 : i64 to !llvm.ptr
    %4157 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4158 = llvm.insertvalue %4149, %4157[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4159 = llvm.insertvalue %4156, %4158[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4160 = llvm.mlir.constant(0 : index) : i64
    %4161 = llvm.insertvalue %4160, %4159[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4162 = llvm.insertvalue %3942, %4161[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4163 = llvm.insertvalue %4139, %4162[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4164 = llvm.insertvalue %4140, %4163[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4165 = llvm.insertvalue %4142, %4164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4166 = llvm.insertvalue %4140, %4165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4167 = llvm.insertvalue %4141, %4166[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb511(%56 : i64)
  ^bb511(%4168: i64):  // 2 preds: ^bb510, ^bb518
    %4169 = llvm.icmp "slt" %4168, %4046 : i64
    llvm.cond_br %4169, ^bb512, ^bb519
  ^bb512:  // pred: ^bb511
    llvm.br ^bb513(%56 : i64)
  ^bb513(%4170: i64):  // 2 preds: ^bb512, ^bb517
    %4171 = llvm.icmp "slt" %4170, %58 : i64
    llvm.cond_br %4171, ^bb514, ^bb518
  ^bb514:  // pred: ^bb513
    llvm.br ^bb515(%56 : i64)
  ^bb515(%4172: i64):  // 2 preds: ^bb514, ^bb516
    %4173 = llvm.icmp "slt" %4172, %40 : i64
    llvm.cond_br %4173, ^bb516, ^bb517
  ^bb516:  // pred: ^bb515
    %4174 = llvm.extractvalue %4075[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4175 = llvm.mlir.constant(256 : index) : i64
    %4176 = llvm.mul %4168, %4175 overflow<nsw, nuw> : i64
    %4177 = llvm.mlir.constant(32 : index) : i64
    %4178 = llvm.mul %4170, %4177 overflow<nsw, nuw> : i64
    %4179 = llvm.add %4176, %4178 overflow<nsw, nuw> : i64
    %4180 = llvm.add %4179, %4172 overflow<nsw, nuw> : i64
    %4181 = llvm.getelementptr inbounds|nuw %4174[%4180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4182 = llvm.load %4181 : !llvm.ptr -> f32
    %4183 = llvm.extractvalue %530[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4184 = llvm.getelementptr inbounds|nuw %4183[%4172] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4185 = llvm.load %4184 : !llvm.ptr -> f32
    %4186 = llvm.extractvalue %939[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4187 = llvm.mlir.constant(256 : index) : i64
    %4188 = llvm.mul %4168, %4187 overflow<nsw, nuw> : i64
    %4189 = llvm.mlir.constant(32 : index) : i64
    %4190 = llvm.mul %4170, %4189 overflow<nsw, nuw> : i64
    %4191 = llvm.add %4188, %4190 overflow<nsw, nuw> : i64
    %4192 = llvm.add %4191, %4172 overflow<nsw, nuw> : i64
    %4193 = llvm.getelementptr inbounds|nuw %4186[%4192] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4194 = llvm.load %4193 : !llvm.ptr -> f32
    %4195 = llvm.fadd %4182, %4185 : f32
    %4196 = llvm.fadd %4195, %4194 : f32
    %4197 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4198 = llvm.mlir.constant(256 : index) : i64
    %4199 = llvm.mul %4168, %4198 overflow<nsw, nuw> : i64
    %4200 = llvm.mlir.constant(32 : index) : i64
    %4201 = llvm.mul %4170, %4200 overflow<nsw, nuw> : i64
    %4202 = llvm.add %4199, %4201 overflow<nsw, nuw> : i64
    %4203 = llvm.add %4202, %4172 overflow<nsw, nuw> : i64
    %4204 = llvm.getelementptr inbounds|nuw %4197[%4203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4196, %4204 : f32, !llvm.ptr
    %4205 = llvm.add %4172, %57 : i64
    llvm.br ^bb515(%4205 : i64)
  ^bb517:  // pred: ^bb515
    %4206 = llvm.add %4170, %57 : i64
    llvm.br ^bb513(%4206 : i64)
  ^bb518:  // pred: ^bb513
    %4207 = llvm.add %4168, %57 : i64
    llvm.br ^bb511(%4207 : i64)
  ^bb519:  // pred: ^bb511
    %4208 = llvm.mlir.constant(8 : index) : i64
    %4209 = llvm.mlir.constant(32 : index) : i64
    %4210 = llvm.mlir.constant(1 : index) : i64
    %4211 = llvm.mlir.constant(256 : index) : i64
    %4212 = llvm.mul %4211, %3942 : i64
    %4213 = llvm.mlir.zero : !llvm.ptr
    %4214 = llvm.getelementptr %4213[%4212] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4215 = llvm.ptrtoint %4214 : !llvm.ptr to i64
    %4216 = llvm.mlir.constant(64 : index) : i64
    %4217 = llvm.add %4215, %4216 : i64
    %4218 = llvm.call @malloc(%4217) : (i64) -> !llvm.ptr
    %4219 = llvm.ptrtoint %4218 : !llvm.ptr to i64
    %4220 = llvm.mlir.constant(1 : index) : i64
    %4221 = llvm.sub %4216, %4220 : i64
    %4222 = llvm.add %4219, %4221 : i64
    %4223 = llvm.urem %4222, %4216 : i64
    %4224 = llvm.sub %4222, %4223 : i64
    %4225 = llvm.inttoptr %4224 : i64 to !llvm.ptr
    %4226 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4227 = llvm.insertvalue %4218, %4226[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4228 = llvm.insertvalue %4225, %4227[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4229 = llvm.mlir.constant(0 : index) : i64
    %4230 = llvm.insertvalue %4229, %4228[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4231 = llvm.insertvalue %3942, %4230[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4232 = llvm.insertvalue %4208, %4231[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4233 = llvm.insertvalue %4209, %4232[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4234 = llvm.insertvalue %4211, %4233[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4235 = llvm.insertvalue %4209, %4234[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4236 = llvm.insertvalue %4210, %4235[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb520(%56 : i64)
  ^bb520(%4237: i64):  // 2 preds: ^bb519, ^bb527
    %4238 = llvm.icmp "slt" %4237, %3942 : i64
    llvm.cond_br %4238, ^bb521, ^bb528
  ^bb521:  // pred: ^bb520
    llvm.br ^bb522(%56 : i64)
  ^bb522(%4239: i64):  // 2 preds: ^bb521, ^bb526
    %4240 = llvm.icmp "slt" %4239, %58 : i64
    llvm.cond_br %4240, ^bb523, ^bb527
  ^bb523:  // pred: ^bb522
    llvm.br ^bb524(%56 : i64)
  ^bb524(%4241: i64):  // 2 preds: ^bb523, ^bb525
    %4242 = llvm.icmp "slt" %4241, %40 : i64
    llvm.cond_br %4242, ^bb525, ^bb526
  ^bb525:  // pred: ^bb524
    %4243 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4244 = llvm.mlir.constant(256 : index) : i64
    %4245 = llvm.mul %4237, %4244 overflow<nsw, nuw> : i64
    %4246 = llvm.mlir.constant(32 : index) : i64
    %4247 = llvm.mul %4239, %4246 overflow<nsw, nuw> : i64
    %4248 = llvm.add %4245, %4247 overflow<nsw, nuw> : i64
    %4249 = llvm.add %4248, %4241 overflow<nsw, nuw> : i64
    %4250 = llvm.getelementptr inbounds|nuw %4243[%4249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4251 = llvm.load %4250 : !llvm.ptr -> f32
    %4252 = llvm.fpext %4251 : f32 to f64
    %4253 = llvm.extractvalue %4236[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4254 = llvm.mlir.constant(256 : index) : i64
    %4255 = llvm.mul %4237, %4254 overflow<nsw, nuw> : i64
    %4256 = llvm.mlir.constant(32 : index) : i64
    %4257 = llvm.mul %4239, %4256 overflow<nsw, nuw> : i64
    %4258 = llvm.add %4255, %4257 overflow<nsw, nuw> : i64
    %4259 = llvm.add %4258, %4241 overflow<nsw, nuw> : i64
    %4260 = llvm.getelementptr inbounds|nuw %4253[%4259] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4252, %4260 : f64, !llvm.ptr
    %4261 = llvm.add %4241, %57 : i64
    llvm.br ^bb524(%4261 : i64)
  ^bb526:  // pred: ^bb524
    %4262 = llvm.add %4239, %57 : i64
    llvm.br ^bb522(%4262 : i64)
  ^bb527:  // pred: ^bb522
    %4263 = llvm.add %4237, %57 : i64
    llvm.br ^bb520(%4263 : i64)
  ^bb528:  // pred: ^bb520
    %4264 = llvm.mlir.constant(8 : index) : i64
    %4265 = llvm.mlir.constant(1 : index) : i64
    %4266 = llvm.mlir.constant(1 : index) : i64
    %4267 = llvm.mul %4264, %3942 : i64
    %4268 = llvm.mlir.zero : !llvm.ptr
    %4269 = llvm.getelementptr %4268[%4267] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4270 = llvm.ptrtoint %4269 : !llvm.ptr to i64
    %4271 = llvm.mlir.constant(64 : index) : i64
    %4272 = llvm.add %4270, %4271 : i64
    %4273 = llvm.call @malloc(%4272) : (i64) -> !llvm.ptr
    %4274 = llvm.ptrtoint %4273 : !llvm.ptr to i64
    %4275 = llvm.mlir.constant(1 : index) : i64
    %4276 = llvm.sub %4271, %4275 : i64
    %4277 = llvm.add %4274, %4276 : i64
    %4278 = llvm.urem %4277, %4271 : i64
    %4279 = llvm.sub %4277, %4278 : i64
    %4280 = llvm.inttoptr %4279 : i64 to !llvm.ptr
    %4281 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4282 = llvm.insertvalue %4273, %4281[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4283 = llvm.insertvalue %4280, %4282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4284 = llvm.mlir.constant(0 : index) : i64
    %4285 = llvm.insertvalue %4284, %4283[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4286 = llvm.insertvalue %3942, %4285[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4287 = llvm.insertvalue %4264, %4286[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4288 = llvm.insertvalue %4265, %4287[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4289 = llvm.insertvalue %4264, %4288[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4290 = llvm.insertvalue %4265, %4289[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4291 = llvm.insertvalue %4266, %4290[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb529(%56 : i64)
  ^bb529(%4292: i64):  // 2 preds: ^bb528, ^bb536
    %4293 = llvm.icmp "slt" %4292, %3942 : i64
    llvm.cond_br %4293, ^bb530, ^bb537
  ^bb530:  // pred: ^bb529
    llvm.br ^bb531(%56 : i64)
  ^bb531(%4294: i64):  // 2 preds: ^bb530, ^bb535
    %4295 = llvm.icmp "slt" %4294, %58 : i64
    llvm.cond_br %4295, ^bb532, ^bb536
  ^bb532:  // pred: ^bb531
    llvm.br ^bb533(%56 : i64)
  ^bb533(%4296: i64):  // 2 preds: ^bb532, ^bb534
    %4297 = llvm.icmp "slt" %4296, %57 : i64
    llvm.cond_br %4297, ^bb534, ^bb535
  ^bb534:  // pred: ^bb533
    %4298 = llvm.extractvalue %4291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4299 = llvm.mlir.constant(8 : index) : i64
    %4300 = llvm.mul %4292, %4299 overflow<nsw, nuw> : i64
    %4301 = llvm.add %4300, %4294 overflow<nsw, nuw> : i64
    %4302 = llvm.add %4301, %4296 overflow<nsw, nuw> : i64
    %4303 = llvm.getelementptr inbounds|nuw %4298[%4302] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %4303 : f64, !llvm.ptr
    %4304 = llvm.add %4296, %57 : i64
    llvm.br ^bb533(%4304 : i64)
  ^bb535:  // pred: ^bb533
    %4305 = llvm.add %4294, %57 : i64
    llvm.br ^bb531(%4305 : i64)
  ^bb536:  // pred: ^bb531
    %4306 = llvm.add %4292, %57 : i64
    llvm.br ^bb529(%4306 : i64)
  ^bb537:  // pred: ^bb529
    %4307 = llvm.mlir.constant(8 : index) : i64
    %4308 = llvm.mlir.constant(1 : index) : i64
    %4309 = llvm.mlir.constant(1 : index) : i64
    %4310 = llvm.mul %4307, %3942 : i64
    %4311 = llvm.mlir.zero : !llvm.ptr
    %4312 = llvm.getelementptr %4311[%4310] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4313 = llvm.ptrtoint %4312 : !llvm.ptr to i64
    %4314 = llvm.mlir.constant(64 : index) : i64
    %4315 = llvm.add %4313, %4314 : i64
    %4316 = llvm.call @malloc(%4315) : (i64) -> !llvm.ptr
    %4317 = llvm.ptrtoint %4316 : !llvm.ptr to i64
    %4318 = llvm.mlir.constant(1 : index) : i64
    %4319 = llvm.sub %4314, %4318 : i64
    %4320 = llvm.add %4317, %4319 : i64
    %4321 = llvm.urem %4320, %4314 : i64
    %4322 = llvm.sub %4320, %4321 : i64
    %4323 = llvm.inttoptr %4322 : i64 to !llvm.ptr
    %4324 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4325 = llvm.insertvalue %4316, %4324[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4326 = llvm.insertvalue %4323, %4325[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4327 = llvm.mlir.constant(0 : index) : i64
    %4328 = llvm.insertvalue %4327, %4326[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4329 = llvm.insertvalue %3942, %4328[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4330 = llvm.insertvalue %4307, %4329[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4331 = llvm.insertvalue %4308, %4330[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4332 = llvm.insertvalue %4307, %4331[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4333 = llvm.insertvalue %4308, %4332[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4334 = llvm.insertvalue %4309, %4333[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb538(%56 : i64)
  ^bb538(%4335: i64):  // 2 preds: ^bb537, ^bb545
    %4336 = llvm.icmp "slt" %4335, %3942 : i64
    llvm.cond_br %4336, ^bb539, ^bb546
  ^bb539:  // pred: ^bb538
    llvm.br ^bb540(%56 : i64)
  ^bb540(%4337: i64):  // 2 preds: ^bb539, ^bb544
    %4338 = llvm.icmp "slt" %4337, %58 : i64
    llvm.cond_br %4338, ^bb541, ^bb545
  ^bb541:  // pred: ^bb540
    llvm.br ^bb542(%56 : i64)
  ^bb542(%4339: i64):  // 2 preds: ^bb541, ^bb543
    %4340 = llvm.icmp "slt" %4339, %57 : i64
    llvm.cond_br %4340, ^bb543, ^bb544
  ^bb543:  // pred: ^bb542
    %4341 = llvm.extractvalue %4291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4342 = llvm.mlir.constant(8 : index) : i64
    %4343 = llvm.mul %4335, %4342 overflow<nsw, nuw> : i64
    %4344 = llvm.add %4343, %4337 overflow<nsw, nuw> : i64
    %4345 = llvm.add %4344, %4339 overflow<nsw, nuw> : i64
    %4346 = llvm.getelementptr inbounds|nuw %4341[%4345] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4347 = llvm.load %4346 : !llvm.ptr -> f64
    %4348 = llvm.extractvalue %4334[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4349 = llvm.mlir.constant(8 : index) : i64
    %4350 = llvm.mul %4335, %4349 overflow<nsw, nuw> : i64
    %4351 = llvm.add %4350, %4337 overflow<nsw, nuw> : i64
    %4352 = llvm.add %4351, %4339 overflow<nsw, nuw> : i64
    %4353 = llvm.getelementptr inbounds|nuw %4348[%4352] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4347, %4353 : f64, !llvm.ptr
    %4354 = llvm.add %4339, %57 : i64
    llvm.br ^bb542(%4354 : i64)
  ^bb544:  // pred: ^bb542
    %4355 = llvm.add %4337, %57 : i64
    llvm.br ^bb540(%4355 : i64)
  ^bb545:  // pred: ^bb540
    %4356 = llvm.add %4335, %57 : i64
    llvm.br ^bb538(%4356 : i64)
  ^bb546:  // pred: ^bb538
    llvm.br ^bb547(%56 : i64)
  ^bb547(%4357: i64):  // 2 preds: ^bb546, ^bb554
    %4358 = llvm.icmp "slt" %4357, %3942 : i64
    llvm.cond_br %4358, ^bb548, ^bb555
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%56 : i64)
  ^bb549(%4359: i64):  // 2 preds: ^bb548, ^bb553
    %4360 = llvm.icmp "slt" %4359, %58 : i64
    llvm.cond_br %4360, ^bb550, ^bb554
  ^bb550:  // pred: ^bb549
    llvm.br ^bb551(%56 : i64)
  ^bb551(%4361: i64):  // 2 preds: ^bb550, ^bb552
    %4362 = llvm.icmp "slt" %4361, %40 : i64
    llvm.cond_br %4362, ^bb552, ^bb553
  ^bb552:  // pred: ^bb551
    %4363 = llvm.extractvalue %4236[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4364 = llvm.mlir.constant(256 : index) : i64
    %4365 = llvm.mul %4357, %4364 overflow<nsw, nuw> : i64
    %4366 = llvm.mlir.constant(32 : index) : i64
    %4367 = llvm.mul %4359, %4366 overflow<nsw, nuw> : i64
    %4368 = llvm.add %4365, %4367 overflow<nsw, nuw> : i64
    %4369 = llvm.add %4368, %4361 overflow<nsw, nuw> : i64
    %4370 = llvm.getelementptr inbounds|nuw %4363[%4369] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4371 = llvm.load %4370 : !llvm.ptr -> f64
    %4372 = llvm.extractvalue %4334[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4373 = llvm.mlir.constant(8 : index) : i64
    %4374 = llvm.mul %4357, %4373 overflow<nsw, nuw> : i64
    %4375 = llvm.add %4374, %4359 overflow<nsw, nuw> : i64
    %4376 = llvm.add %4375, %56 overflow<nsw, nuw> : i64
    %4377 = llvm.getelementptr inbounds|nuw %4372[%4376] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4378 = llvm.load %4377 : !llvm.ptr -> f64
    %4379 = llvm.fadd %4371, %4378 : f64
    %4380 = llvm.extractvalue %4334[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4381 = llvm.mlir.constant(8 : index) : i64
    %4382 = llvm.mul %4357, %4381 overflow<nsw, nuw> : i64
    %4383 = llvm.add %4382, %4359 overflow<nsw, nuw> : i64
    %4384 = llvm.add %4383, %56 overflow<nsw, nuw> : i64
    %4385 = llvm.getelementptr inbounds|nuw %4380[%4384] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4379, %4385 : f64, !llvm.ptr
    %4386 = llvm.add %4361, %57 : i64
    llvm.br ^bb551(%4386 : i64)
  ^bb553:  // pred: ^bb551
    %4387 = llvm.add %4359, %57 : i64
    llvm.br ^bb549(%4387 : i64)
  ^bb554:  // pred: ^bb549
    %4388 = llvm.add %4357, %57 : i64
    llvm.br ^bb547(%4388 : i64)
  ^bb555:  // pred: ^bb547
    llvm.br ^bb556(%56 : i64)
  ^bb556(%4389: i64):  // 2 preds: ^bb555, ^bb563
    %4390 = llvm.icmp "slt" %4389, %3942 : i64
    llvm.cond_br %4390, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%56 : i64)
  ^bb558(%4391: i64):  // 2 preds: ^bb557, ^bb562
    %4392 = llvm.icmp "slt" %4391, %58 : i64
    llvm.cond_br %4392, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%56 : i64)
  ^bb560(%4393: i64):  // 2 preds: ^bb559, ^bb561
    %4394 = llvm.icmp "slt" %4393, %40 : i64
    llvm.cond_br %4394, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %4395 = llvm.extractvalue %4236[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4396 = llvm.mlir.constant(256 : index) : i64
    %4397 = llvm.mul %4389, %4396 overflow<nsw, nuw> : i64
    %4398 = llvm.mlir.constant(32 : index) : i64
    %4399 = llvm.mul %4391, %4398 overflow<nsw, nuw> : i64
    %4400 = llvm.add %4397, %4399 overflow<nsw, nuw> : i64
    %4401 = llvm.add %4400, %4393 overflow<nsw, nuw> : i64
    %4402 = llvm.getelementptr inbounds|nuw %4395[%4401] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4403 = llvm.load %4402 : !llvm.ptr -> f64
    %4404 = llvm.extractvalue %4334[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4405 = llvm.mlir.constant(8 : index) : i64
    %4406 = llvm.mul %4389, %4405 overflow<nsw, nuw> : i64
    %4407 = llvm.add %4406, %4391 overflow<nsw, nuw> : i64
    %4408 = llvm.add %4407, %56 overflow<nsw, nuw> : i64
    %4409 = llvm.getelementptr inbounds|nuw %4404[%4408] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4410 = llvm.load %4409 : !llvm.ptr -> f64
    %4411 = llvm.extractvalue %4291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4412 = llvm.mlir.constant(8 : index) : i64
    %4413 = llvm.mul %4389, %4412 overflow<nsw, nuw> : i64
    %4414 = llvm.add %4413, %4391 overflow<nsw, nuw> : i64
    %4415 = llvm.add %4414, %56 overflow<nsw, nuw> : i64
    %4416 = llvm.getelementptr inbounds|nuw %4411[%4415] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4417 = llvm.load %4416 : !llvm.ptr -> f64
    %4418 = llvm.fdiv %4410, %49 : f64
    %4419 = llvm.fsub %4403, %4418 : f64
    %4420 = llvm.fmul %4419, %4419 : f64
    %4421 = llvm.fadd %4420, %4417 : f64
    %4422 = llvm.extractvalue %4291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4423 = llvm.mlir.constant(8 : index) : i64
    %4424 = llvm.mul %4389, %4423 overflow<nsw, nuw> : i64
    %4425 = llvm.add %4424, %4391 overflow<nsw, nuw> : i64
    %4426 = llvm.add %4425, %56 overflow<nsw, nuw> : i64
    %4427 = llvm.getelementptr inbounds|nuw %4422[%4426] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4421, %4427 : f64, !llvm.ptr
    %4428 = llvm.add %4393, %57 : i64
    llvm.br ^bb560(%4428 : i64)
  ^bb562:  // pred: ^bb560
    %4429 = llvm.add %4391, %57 : i64
    llvm.br ^bb558(%4429 : i64)
  ^bb563:  // pred: ^bb558
    %4430 = llvm.add %4389, %57 : i64
    llvm.br ^bb556(%4430 : i64)
  ^bb564:  // pred: ^bb556
    %4431 = llvm.mlir.constant(8 : index) : i64
    %4432 = llvm.mlir.constant(1 : index) : i64
    %4433 = llvm.mlir.constant(1 : index) : i64
    %4434 = llvm.mul %4431, %3942 : i64
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
    %4453 = llvm.insertvalue %3942, %4452[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4454 = llvm.insertvalue %4431, %4453[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4455 = llvm.insertvalue %4432, %4454[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4456 = llvm.insertvalue %4431, %4455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4457 = llvm.insertvalue %4432, %4456[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4458 = llvm.insertvalue %4433, %4457[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb565(%56 : i64)
  ^bb565(%4459: i64):  // 2 preds: ^bb564, ^bb572
    %4460 = llvm.icmp "slt" %4459, %3942 : i64
    llvm.cond_br %4460, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%56 : i64)
  ^bb567(%4461: i64):  // 2 preds: ^bb566, ^bb571
    %4462 = llvm.icmp "slt" %4461, %58 : i64
    llvm.cond_br %4462, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%56 : i64)
  ^bb569(%4463: i64):  // 2 preds: ^bb568, ^bb570
    %4464 = llvm.icmp "slt" %4463, %57 : i64
    llvm.cond_br %4464, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %4465 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4466 = llvm.mlir.constant(8 : index) : i64
    %4467 = llvm.mul %4459, %4466 overflow<nsw, nuw> : i64
    %4468 = llvm.add %4467, %4461 overflow<nsw, nuw> : i64
    %4469 = llvm.add %4468, %4463 overflow<nsw, nuw> : i64
    %4470 = llvm.getelementptr inbounds|nuw %4465[%4469] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4470 : f32, !llvm.ptr
    %4471 = llvm.add %4463, %57 : i64
    llvm.br ^bb569(%4471 : i64)
  ^bb571:  // pred: ^bb569
    %4472 = llvm.add %4461, %57 : i64
    llvm.br ^bb567(%4472 : i64)
  ^bb572:  // pred: ^bb567
    %4473 = llvm.add %4459, %57 : i64
    llvm.br ^bb565(%4473 : i64)
  ^bb573:  // pred: ^bb565
    llvm.br ^bb574(%56 : i64)
  ^bb574(%4474: i64):  // 2 preds: ^bb573, ^bb581
    %4475 = llvm.icmp "slt" %4474, %3942 : i64
    llvm.cond_br %4475, ^bb575, ^bb582
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%56 : i64)
  ^bb576(%4476: i64):  // 2 preds: ^bb575, ^bb580
    %4477 = llvm.icmp "slt" %4476, %58 : i64
    llvm.cond_br %4477, ^bb577, ^bb581
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%56 : i64)
  ^bb578(%4478: i64):  // 2 preds: ^bb577, ^bb579
    %4479 = llvm.icmp "slt" %4478, %40 : i64
    llvm.cond_br %4479, ^bb579, ^bb580
  ^bb579:  // pred: ^bb578
    %4480 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4481 = llvm.mlir.constant(256 : index) : i64
    %4482 = llvm.mul %4474, %4481 overflow<nsw, nuw> : i64
    %4483 = llvm.mlir.constant(32 : index) : i64
    %4484 = llvm.mul %4476, %4483 overflow<nsw, nuw> : i64
    %4485 = llvm.add %4482, %4484 overflow<nsw, nuw> : i64
    %4486 = llvm.add %4485, %4478 overflow<nsw, nuw> : i64
    %4487 = llvm.getelementptr inbounds|nuw %4480[%4486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4488 = llvm.load %4487 : !llvm.ptr -> f32
    %4489 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4490 = llvm.mlir.constant(8 : index) : i64
    %4491 = llvm.mul %4474, %4490 overflow<nsw, nuw> : i64
    %4492 = llvm.add %4491, %4476 overflow<nsw, nuw> : i64
    %4493 = llvm.add %4492, %56 overflow<nsw, nuw> : i64
    %4494 = llvm.getelementptr inbounds|nuw %4489[%4493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4495 = llvm.load %4494 : !llvm.ptr -> f32
    %4496 = llvm.fadd %4488, %4495 : f32
    %4497 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4498 = llvm.mlir.constant(8 : index) : i64
    %4499 = llvm.mul %4474, %4498 overflow<nsw, nuw> : i64
    %4500 = llvm.add %4499, %4476 overflow<nsw, nuw> : i64
    %4501 = llvm.add %4500, %56 overflow<nsw, nuw> : i64
    %4502 = llvm.getelementptr inbounds|nuw %4497[%4501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4496, %4502 : f32, !llvm.ptr
    %4503 = llvm.add %4478, %57 : i64
    llvm.br ^bb578(%4503 : i64)
  ^bb580:  // pred: ^bb578
    %4504 = llvm.add %4476, %57 : i64
    llvm.br ^bb576(%4504 : i64)
  ^bb581:  // pred: ^bb576
    %4505 = llvm.add %4474, %57 : i64
    llvm.br ^bb574(%4505 : i64)
  ^bb582:  // pred: ^bb574
    llvm.br ^bb583(%56 : i64)
  ^bb583(%4506: i64):  // 2 preds: ^bb582, ^bb590
    %4507 = llvm.icmp "slt" %4506, %3942 : i64
    llvm.cond_br %4507, ^bb584, ^bb591
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%56 : i64)
  ^bb585(%4508: i64):  // 2 preds: ^bb584, ^bb589
    %4509 = llvm.icmp "slt" %4508, %58 : i64
    llvm.cond_br %4509, ^bb586, ^bb590
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%56 : i64)
  ^bb587(%4510: i64):  // 2 preds: ^bb586, ^bb588
    %4511 = llvm.icmp "slt" %4510, %40 : i64
    llvm.cond_br %4511, ^bb588, ^bb589
  ^bb588:  // pred: ^bb587
    %4512 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4513 = llvm.mlir.constant(256 : index) : i64
    %4514 = llvm.mul %4506, %4513 overflow<nsw, nuw> : i64
    %4515 = llvm.mlir.constant(32 : index) : i64
    %4516 = llvm.mul %4508, %4515 overflow<nsw, nuw> : i64
    %4517 = llvm.add %4514, %4516 overflow<nsw, nuw> : i64
    %4518 = llvm.add %4517, %4510 overflow<nsw, nuw> : i64
    %4519 = llvm.getelementptr inbounds|nuw %4512[%4518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4520 = llvm.load %4519 : !llvm.ptr -> f32
    %4521 = llvm.extractvalue %4458[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4522 = llvm.mlir.constant(8 : index) : i64
    %4523 = llvm.mul %4506, %4522 overflow<nsw, nuw> : i64
    %4524 = llvm.add %4523, %4508 overflow<nsw, nuw> : i64
    %4525 = llvm.add %4524, %56 overflow<nsw, nuw> : i64
    %4526 = llvm.getelementptr inbounds|nuw %4521[%4525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4527 = llvm.load %4526 : !llvm.ptr -> f32
    %4528 = llvm.extractvalue %4291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4529 = llvm.mlir.constant(8 : index) : i64
    %4530 = llvm.mul %4506, %4529 overflow<nsw, nuw> : i64
    %4531 = llvm.add %4530, %4508 overflow<nsw, nuw> : i64
    %4532 = llvm.add %4531, %56 overflow<nsw, nuw> : i64
    %4533 = llvm.getelementptr inbounds|nuw %4528[%4532] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4534 = llvm.load %4533 : !llvm.ptr -> f64
    %4535 = llvm.extractvalue %514[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4536 = llvm.getelementptr inbounds|nuw %4535[%4510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4537 = llvm.load %4536 : !llvm.ptr -> f32
    %4538 = llvm.extractvalue %498[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4539 = llvm.getelementptr inbounds|nuw %4538[%4510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4540 = llvm.load %4539 : !llvm.ptr -> f32
    %4541 = llvm.fdiv %4534, %49 : f64
    %4542 = llvm.fptrunc %4541 : f64 to f32
    %4543 = llvm.fptrunc %50 : f64 to f32
    %4544 = llvm.fadd %4542, %4543 : f32
    %4545 = llvm.intr.sqrt(%4544) : (f32) -> f32
    %4546 = llvm.fdiv %61, %4545 : f32
    %4547 = llvm.fdiv %4527, %48 : f32
    %4548 = llvm.fsub %4520, %4547 : f32
    %4549 = llvm.fmul %4548, %4546 : f32
    %4550 = llvm.fmul %4549, %4537 : f32
    %4551 = llvm.fadd %4550, %4540 : f32
    %4552 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4553 = llvm.mlir.constant(256 : index) : i64
    %4554 = llvm.mul %4506, %4553 overflow<nsw, nuw> : i64
    %4555 = llvm.mlir.constant(32 : index) : i64
    %4556 = llvm.mul %4508, %4555 overflow<nsw, nuw> : i64
    %4557 = llvm.add %4554, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4557, %4510 overflow<nsw, nuw> : i64
    %4559 = llvm.getelementptr inbounds|nuw %4552[%4558] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4551, %4559 : f32, !llvm.ptr
    %4560 = llvm.add %4510, %57 : i64
    llvm.br ^bb587(%4560 : i64)
  ^bb589:  // pred: ^bb587
    %4561 = llvm.add %4508, %57 : i64
    llvm.br ^bb585(%4561 : i64)
  ^bb590:  // pred: ^bb585
    %4562 = llvm.add %4506, %57 : i64
    llvm.br ^bb583(%4562 : i64)
  ^bb591:  // pred: ^bb583
    %4563 = llvm.mul %3942, %58 overflow<nsw> : i64
    %4564 = llvm.mlir.constant(64 : index) : i64
    %4565 = llvm.mlir.constant(1 : index) : i64
    %4566 = llvm.mul %4564, %4563 : i64
    %4567 = llvm.mlir.zero : !llvm.ptr
    %4568 = llvm.getelementptr %4567[%4566] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4569 = llvm.ptrtoint %4568 : !llvm.ptr to i64
    %4570 = llvm.mlir.constant(64 : index) : i64
    %4571 = llvm.add %4569, %4570 : i64
    %4572 = llvm.call @malloc(%4571) : (i64) -> !llvm.ptr
    %4573 = llvm.ptrtoint %4572 : !llvm.ptr to i64
    %4574 = llvm.mlir.constant(1 : index) : i64
    %4575 = llvm.sub %4570, %4574 : i64
    %4576 = llvm.add %4573, %4575 : i64
    %4577 = llvm.urem %4576, %4570 : i64
    %4578 = llvm.sub %4576, %4577 : i64
    %4579 = llvm.inttoptr %4578 : i64 to !llvm.ptr
    %4580 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4581 = llvm.insertvalue %4572, %4580[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4582 = llvm.insertvalue %4579, %4581[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4583 = llvm.mlir.constant(0 : index) : i64
    %4584 = llvm.insertvalue %4583, %4582[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4585 = llvm.insertvalue %4563, %4584[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4586 = llvm.insertvalue %4564, %4585[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4587 = llvm.insertvalue %4564, %4586[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4588 = llvm.insertvalue %4565, %4587[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4589 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4590 = llvm.extractvalue %4588[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4591 = llvm.extractvalue %4588[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4592 = llvm.insertvalue %4590, %4589[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4593 = llvm.insertvalue %4591, %4592[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4594 = llvm.mlir.constant(0 : index) : i64
    %4595 = llvm.insertvalue %4594, %4593[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4596 = llvm.insertvalue %3942, %4595[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4597 = llvm.mlir.constant(512 : index) : i64
    %4598 = llvm.insertvalue %4597, %4596[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4599 = llvm.mlir.constant(8 : index) : i64
    %4600 = llvm.insertvalue %4599, %4598[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4601 = llvm.mlir.constant(64 : index) : i64
    %4602 = llvm.insertvalue %4601, %4600[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4603 = llvm.mlir.constant(64 : index) : i64
    %4604 = llvm.insertvalue %4603, %4602[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4605 = llvm.mlir.constant(1 : index) : i64
    %4606 = llvm.insertvalue %4605, %4604[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4607 = llvm.extractvalue %4606[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4608 = llvm.mlir.constant(8 : index) : i64
    %4609 = llvm.mlir.constant(64 : index) : i64
    %4610 = llvm.mlir.constant(1 : index) : i64
    %4611 = llvm.mlir.constant(512 : index) : i64
    %4612 = llvm.mul %4611, %4607 : i64
    %4613 = llvm.mlir.zero : !llvm.ptr
    %4614 = llvm.getelementptr %4613[%4612] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4615 = llvm.ptrtoint %4614 : !llvm.ptr to i64
    %4616 = llvm.mlir.constant(64 : index) : i64
    %4617 = llvm.add %4615, %4616 : i64
    %4618 = llvm.call @malloc(%4617) : (i64) -> !llvm.ptr
    %4619 = llvm.ptrtoint %4618 : !llvm.ptr to i64
    %4620 = llvm.mlir.constant(1 : index) : i64
    %4621 = llvm.sub %4616, %4620 : i64
    %4622 = llvm.add %4619, %4621 : i64
    %4623 = llvm.urem %4622, %4616 : i64
    %4624 = llvm.sub %4622, %4623 : i64
    %4625 = llvm.inttoptr %4624 : i64 to !llvm.ptr
    %4626 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4627 = llvm.insertvalue %4618, %4626[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4628 = llvm.insertvalue %4625, %4627[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4629 = llvm.mlir.constant(0 : index) : i64
    %4630 = llvm.insertvalue %4629, %4628[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4631 = llvm.insertvalue %4607, %4630[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4632 = llvm.insertvalue %4608, %4631[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4633 = llvm.insertvalue %4609, %4632[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4634 = llvm.insertvalue %4611, %4633[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4635 = llvm.insertvalue %4609, %4634[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4636 = llvm.insertvalue %4610, %4635[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb592(%56 : i64)
  ^bb592(%4637: i64):  // 2 preds: ^bb591, ^bb599
    %4638 = llvm.icmp "slt" %4637, %4607 : i64
    llvm.cond_br %4638, ^bb593, ^bb600
  ^bb593:  // pred: ^bb592
    llvm.br ^bb594(%56 : i64)
  ^bb594(%4639: i64):  // 2 preds: ^bb593, ^bb598
    %4640 = llvm.icmp "slt" %4639, %58 : i64
    llvm.cond_br %4640, ^bb595, ^bb599
  ^bb595:  // pred: ^bb594
    llvm.br ^bb596(%56 : i64)
  ^bb596(%4641: i64):  // 2 preds: ^bb595, ^bb597
    %4642 = llvm.icmp "slt" %4641, %38 : i64
    llvm.cond_br %4642, ^bb597, ^bb598
  ^bb597:  // pred: ^bb596
    %4643 = llvm.extractvalue %4636[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4644 = llvm.mlir.constant(512 : index) : i64
    %4645 = llvm.mul %4637, %4644 overflow<nsw, nuw> : i64
    %4646 = llvm.mlir.constant(64 : index) : i64
    %4647 = llvm.mul %4639, %4646 overflow<nsw, nuw> : i64
    %4648 = llvm.add %4645, %4647 overflow<nsw, nuw> : i64
    %4649 = llvm.add %4648, %4641 overflow<nsw, nuw> : i64
    %4650 = llvm.getelementptr inbounds|nuw %4643[%4649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4650 : f32, !llvm.ptr
    %4651 = llvm.add %4641, %57 : i64
    llvm.br ^bb596(%4651 : i64)
  ^bb598:  // pred: ^bb596
    %4652 = llvm.add %4639, %57 : i64
    llvm.br ^bb594(%4652 : i64)
  ^bb599:  // pred: ^bb594
    %4653 = llvm.add %4637, %57 : i64
    llvm.br ^bb592(%4653 : i64)
  ^bb600:  // pred: ^bb592
    llvm.br ^bb601(%56 : i64)
  ^bb601(%4654: i64):  // 2 preds: ^bb600, ^bb611
    %4655 = llvm.icmp "slt" %4654, %3942 : i64
    llvm.cond_br %4655, ^bb602, ^bb612
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%56 : i64)
  ^bb603(%4656: i64):  // 2 preds: ^bb602, ^bb610
    %4657 = llvm.icmp "slt" %4656, %58 : i64
    llvm.cond_br %4657, ^bb604, ^bb611
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%56 : i64)
  ^bb605(%4658: i64):  // 2 preds: ^bb604, ^bb609
    %4659 = llvm.icmp "slt" %4658, %38 : i64
    llvm.cond_br %4659, ^bb606, ^bb610
  ^bb606:  // pred: ^bb605
    llvm.br ^bb607(%56 : i64)
  ^bb607(%4660: i64):  // 2 preds: ^bb606, ^bb608
    %4661 = llvm.icmp "slt" %4660, %40 : i64
    llvm.cond_br %4661, ^bb608, ^bb609
  ^bb608:  // pred: ^bb607
    %4662 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4663 = llvm.mlir.constant(256 : index) : i64
    %4664 = llvm.mul %4654, %4663 overflow<nsw, nuw> : i64
    %4665 = llvm.mlir.constant(32 : index) : i64
    %4666 = llvm.mul %4656, %4665 overflow<nsw, nuw> : i64
    %4667 = llvm.add %4664, %4666 overflow<nsw, nuw> : i64
    %4668 = llvm.add %4667, %4660 overflow<nsw, nuw> : i64
    %4669 = llvm.getelementptr inbounds|nuw %4662[%4668] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4670 = llvm.load %4669 : !llvm.ptr -> f32
    %4671 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4672 = llvm.mlir.constant(32 : index) : i64
    %4673 = llvm.mul %4658, %4672 overflow<nsw, nuw> : i64
    %4674 = llvm.add %4673, %4660 overflow<nsw, nuw> : i64
    %4675 = llvm.getelementptr inbounds|nuw %4671[%4674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4676 = llvm.load %4675 : !llvm.ptr -> f32
    %4677 = llvm.extractvalue %4636[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4678 = llvm.mlir.constant(512 : index) : i64
    %4679 = llvm.mul %4654, %4678 overflow<nsw, nuw> : i64
    %4680 = llvm.mlir.constant(64 : index) : i64
    %4681 = llvm.mul %4656, %4680 overflow<nsw, nuw> : i64
    %4682 = llvm.add %4679, %4681 overflow<nsw, nuw> : i64
    %4683 = llvm.add %4682, %4658 overflow<nsw, nuw> : i64
    %4684 = llvm.getelementptr inbounds|nuw %4677[%4683] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4685 = llvm.load %4684 : !llvm.ptr -> f32
    %4686 = llvm.fmul %4670, %4676 : f32
    %4687 = llvm.fadd %4685, %4686 : f32
    %4688 = llvm.extractvalue %4636[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4689 = llvm.mlir.constant(512 : index) : i64
    %4690 = llvm.mul %4654, %4689 overflow<nsw, nuw> : i64
    %4691 = llvm.mlir.constant(64 : index) : i64
    %4692 = llvm.mul %4656, %4691 overflow<nsw, nuw> : i64
    %4693 = llvm.add %4690, %4692 overflow<nsw, nuw> : i64
    %4694 = llvm.add %4693, %4658 overflow<nsw, nuw> : i64
    %4695 = llvm.getelementptr inbounds|nuw %4688[%4694] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4687, %4695 : f32, !llvm.ptr
    %4696 = llvm.add %4660, %57 : i64
    llvm.br ^bb607(%4696 : i64)
  ^bb609:  // pred: ^bb607
    %4697 = llvm.add %4658, %57 : i64
    llvm.br ^bb605(%4697 : i64)
  ^bb610:  // pred: ^bb605
    %4698 = llvm.add %4656, %57 : i64
    llvm.br ^bb603(%4698 : i64)
  ^bb611:  // pred: ^bb603
    %4699 = llvm.add %4654, %57 : i64
    llvm.br ^bb601(%4699 : i64)
  ^bb612:  // pred: ^bb601
    %4700 = llvm.mlir.constant(8 : index) : i64
    %4701 = llvm.mlir.constant(64 : index) : i64
    %4702 = llvm.mlir.constant(1 : index) : i64
    %4703 = llvm.mlir.constant(512 : index) : i64
    %4704 = llvm.mul %4703, %3942 : i64
    %4705 = llvm.mlir.zero : !llvm.ptr
    %4706 = llvm.getelementptr %4705[%4704] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4707 = llvm.ptrtoint %4706 : !llvm.ptr to i64
    %4708 = llvm.mlir.constant(64 : index) : i64
    %4709 = llvm.add %4707, %4708 : i64
    %4710 = llvm.call @malloc(%4709) : (i64) -> !llvm.ptr
    %4711 = llvm.ptrtoint %4710 : !llvm.ptr to i64
    %4712 = llvm.mlir.constant(1 : index) : i64
    %4713 = llvm.sub %4708, %4712 : i64
    %4714 = llvm.add %4711, %4713 : i64
    %4715 = llvm.urem %4714, %4708 : i64
    %4716 = llvm.sub %4714, %4715 : i64
    %4717 = llvm.inttoptr %4716 : i64 to !llvm.ptr
    %4718 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4719 = llvm.insertvalue %4710, %4718[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4720 = llvm.insertvalue %4717, %4719[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4721 = llvm.mlir.constant(0 : index) : i64
    %4722 = llvm.insertvalue %4721, %4720[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4723 = llvm.insertvalue %3942, %4722[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4724 = llvm.insertvalue %4700, %4723[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4725 = llvm.insertvalue %4701, %4724[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4726 = llvm.insertvalue %4703, %4725[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4727 = llvm.insertvalue %4701, %4726[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4728 = llvm.insertvalue %4702, %4727[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb613(%56 : i64)
  ^bb613(%4729: i64):  // 2 preds: ^bb612, ^bb620
    %4730 = llvm.icmp "slt" %4729, %4607 : i64
    llvm.cond_br %4730, ^bb614, ^bb621
  ^bb614:  // pred: ^bb613
    llvm.br ^bb615(%56 : i64)
  ^bb615(%4731: i64):  // 2 preds: ^bb614, ^bb619
    %4732 = llvm.icmp "slt" %4731, %58 : i64
    llvm.cond_br %4732, ^bb616, ^bb620
  ^bb616:  // pred: ^bb615
    llvm.br ^bb617(%56 : i64)
  ^bb617(%4733: i64):  // 2 preds: ^bb616, ^bb618
    %4734 = llvm.icmp "slt" %4733, %38 : i64
    llvm.cond_br %4734, ^bb618, ^bb619
  ^bb618:  // pred: ^bb617
    %4735 = llvm.extractvalue %4636[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4736 = llvm.mlir.constant(512 : index) : i64
    %4737 = llvm.mul %4729, %4736 overflow<nsw, nuw> : i64
    %4738 = llvm.mlir.constant(64 : index) : i64
    %4739 = llvm.mul %4731, %4738 overflow<nsw, nuw> : i64
    %4740 = llvm.add %4737, %4739 overflow<nsw, nuw> : i64
    %4741 = llvm.add %4740, %4733 overflow<nsw, nuw> : i64
    %4742 = llvm.getelementptr inbounds|nuw %4735[%4741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4743 = llvm.load %4742 : !llvm.ptr -> f32
    %4744 = llvm.extractvalue %462[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4745 = llvm.getelementptr inbounds|nuw %4744[%4733] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4746 = llvm.load %4745 : !llvm.ptr -> f32
    %4747 = llvm.fadd %4743, %4746 : f32
    %4748 = llvm.fdiv %4747, %44 : f32
    %4749 = llvm.fcmp "olt" %4748, %53 : f32
    %4750 = llvm.fneg %4748 : f32
    %4751 = llvm.select %4749, %4750, %4748 : i1, f32
    %4752 = llvm.fcmp "olt" %4751, %12 : f32
    %4753 = llvm.select %4752, %37, %33 : i1, f32
    %4754 = llvm.select %4752, %24, %20 : i1, f32
    %4755 = llvm.select %4752, %36, %32 : i1, f32
    %4756 = llvm.select %4752, %23, %19 : i1, f32
    %4757 = llvm.select %4752, %35, %31 : i1, f32
    %4758 = llvm.select %4752, %22, %18 : i1, f32
    %4759 = llvm.select %4752, %34, %30 : i1, f32
    %4760 = llvm.select %4752, %21, %17 : i1, f32
    %4761 = llvm.fcmp "olt" %4751, %11 : f32
    %4762 = llvm.select %4761, %53, %29 : i1, f32
    %4763 = llvm.select %4761, %4753, %28 : i1, f32
    %4764 = llvm.select %4761, %4754, %16 : i1, f32
    %4765 = llvm.select %4761, %4755, %27 : i1, f32
    %4766 = llvm.select %4761, %4756, %15 : i1, f32
    %4767 = llvm.select %4761, %4757, %26 : i1, f32
    %4768 = llvm.select %4761, %4758, %14 : i1, f32
    %4769 = llvm.select %4761, %4759, %25 : i1, f32
    %4770 = llvm.select %4761, %4760, %13 : i1, f32
    %4771 = llvm.select %4761, %53, %61 : i1, f32
    %4772 = llvm.fcmp "ult" %4751, %10 : f32
    %4773 = llvm.fmul %4751, %4769 : f32
    %4774 = llvm.fadd %4773, %4767 : f32
    %4775 = llvm.fmul %4751, %4774 : f32
    %4776 = llvm.fadd %4775, %4765 : f32
    %4777 = llvm.fmul %4751, %4776 : f32
    %4778 = llvm.fadd %4777, %4763 : f32
    %4779 = llvm.fmul %4751, %4778 : f32
    %4780 = llvm.fadd %4779, %4762 : f32
    %4781 = llvm.fmul %4751, %4770 : f32
    %4782 = llvm.fadd %4781, %4768 : f32
    %4783 = llvm.fmul %4751, %4782 : f32
    %4784 = llvm.fadd %4783, %4766 : f32
    %4785 = llvm.fmul %4751, %4784 : f32
    %4786 = llvm.fadd %4785, %4764 : f32
    %4787 = llvm.fmul %4751, %4786 : f32
    %4788 = llvm.fadd %4787, %61 : f32
    %4789 = llvm.fdiv %4780, %4788 : f32
    %4790 = llvm.fadd %4771, %4789 : f32
    %4791 = llvm.select %4772, %4790, %61 : i1, f32
    %4792 = llvm.fneg %4791 : f32
    %4793 = llvm.select %4749, %4792, %4791 : i1, f32
    %4794 = llvm.fadd %4793, %61 : f32
    %4795 = llvm.fmul %4794, %62 : f32
    %4796 = llvm.fmul %4747, %4795 : f32
    %4797 = llvm.extractvalue %4728[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4798 = llvm.mlir.constant(512 : index) : i64
    %4799 = llvm.mul %4729, %4798 overflow<nsw, nuw> : i64
    %4800 = llvm.mlir.constant(64 : index) : i64
    %4801 = llvm.mul %4731, %4800 overflow<nsw, nuw> : i64
    %4802 = llvm.add %4799, %4801 overflow<nsw, nuw> : i64
    %4803 = llvm.add %4802, %4733 overflow<nsw, nuw> : i64
    %4804 = llvm.getelementptr inbounds|nuw %4797[%4803] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4796, %4804 : f32, !llvm.ptr
    %4805 = llvm.add %4733, %57 : i64
    llvm.br ^bb617(%4805 : i64)
  ^bb619:  // pred: ^bb617
    %4806 = llvm.add %4731, %57 : i64
    llvm.br ^bb615(%4806 : i64)
  ^bb620:  // pred: ^bb615
    %4807 = llvm.add %4729, %57 : i64
    llvm.br ^bb613(%4807 : i64)
  ^bb621:  // pred: ^bb613
    %4808 = llvm.mul %3942, %58 overflow<nsw> : i64
    %4809 = llvm.mlir.constant(32 : index) : i64
    %4810 = llvm.mlir.constant(1 : index) : i64
    %4811 = llvm.mul %4809, %4808 : i64
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
    %4825 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4826 = llvm.insertvalue %4817, %4825[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4827 = llvm.insertvalue %4824, %4826[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4828 = llvm.mlir.constant(0 : index) : i64
    %4829 = llvm.insertvalue %4828, %4827[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4830 = llvm.insertvalue %4808, %4829[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4831 = llvm.insertvalue %4809, %4830[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4832 = llvm.insertvalue %4809, %4831[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4833 = llvm.insertvalue %4810, %4832[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4834 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4835 = llvm.extractvalue %4833[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4836 = llvm.extractvalue %4833[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4837 = llvm.insertvalue %4835, %4834[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4838 = llvm.insertvalue %4836, %4837[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4839 = llvm.mlir.constant(0 : index) : i64
    %4840 = llvm.insertvalue %4839, %4838[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4841 = llvm.insertvalue %3942, %4840[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4842 = llvm.mlir.constant(256 : index) : i64
    %4843 = llvm.insertvalue %4842, %4841[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4844 = llvm.mlir.constant(8 : index) : i64
    %4845 = llvm.insertvalue %4844, %4843[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4846 = llvm.mlir.constant(32 : index) : i64
    %4847 = llvm.insertvalue %4846, %4845[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4848 = llvm.mlir.constant(32 : index) : i64
    %4849 = llvm.insertvalue %4848, %4847[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4850 = llvm.mlir.constant(1 : index) : i64
    %4851 = llvm.insertvalue %4850, %4849[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4852 = llvm.extractvalue %4851[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4853 = llvm.mlir.constant(8 : index) : i64
    %4854 = llvm.mlir.constant(32 : index) : i64
    %4855 = llvm.mlir.constant(1 : index) : i64
    %4856 = llvm.mlir.constant(256 : index) : i64
    %4857 = llvm.mul %4856, %4852 : i64
    %4858 = llvm.mlir.zero : !llvm.ptr
    %4859 = llvm.getelementptr %4858[%4857] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4860 = llvm.ptrtoint %4859 : !llvm.ptr to i64
    %4861 = llvm.mlir.constant(64 : index) : i64
    %4862 = llvm.add %4860, %4861 : i64
    %4863 = llvm.call @malloc(%4862) : (i64) -> !llvm.ptr
    %4864 = llvm.ptrtoint %4863 : !llvm.ptr to i64
    %4865 = llvm.mlir.constant(1 : index) : i64
    %4866 = llvm.sub %4861, %4865 : i64
    %4867 = llvm.add %4864, %4866 : i64
    %4868 = llvm.urem %4867, %4861 : i64
    %4869 = llvm.sub %4867, %4868 : i64
    %4870 = llvm.inttoptr %4869 : i64 to !llvm.ptr
    %4871 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4872 = llvm.insertvalue %4863, %4871[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4873 = llvm.insertvalue %4870, %4872[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4874 = llvm.mlir.constant(0 : index) : i64
    %4875 = llvm.insertvalue %4874, %4873[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4876 = llvm.insertvalue %4852, %4875[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4877 = llvm.insertvalue %4853, %4876[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4878 = llvm.insertvalue %4854, %4877[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4879 = llvm.insertvalue %4856, %4878[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4880 = llvm.insertvalue %4854, %4879[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4881 = llvm.insertvalue %4855, %4880[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb622(%56 : i64)
  ^bb622(%4882: i64):  // 2 preds: ^bb621, ^bb629
    %4883 = llvm.icmp "slt" %4882, %4852 : i64
    llvm.cond_br %4883, ^bb623, ^bb630
  ^bb623:  // pred: ^bb622
    llvm.br ^bb624(%56 : i64)
  ^bb624(%4884: i64):  // 2 preds: ^bb623, ^bb628
    %4885 = llvm.icmp "slt" %4884, %58 : i64
    llvm.cond_br %4885, ^bb625, ^bb629
  ^bb625:  // pred: ^bb624
    llvm.br ^bb626(%56 : i64)
  ^bb626(%4886: i64):  // 2 preds: ^bb625, ^bb627
    %4887 = llvm.icmp "slt" %4886, %40 : i64
    llvm.cond_br %4887, ^bb627, ^bb628
  ^bb627:  // pred: ^bb626
    %4888 = llvm.extractvalue %4881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4889 = llvm.mlir.constant(256 : index) : i64
    %4890 = llvm.mul %4882, %4889 overflow<nsw, nuw> : i64
    %4891 = llvm.mlir.constant(32 : index) : i64
    %4892 = llvm.mul %4884, %4891 overflow<nsw, nuw> : i64
    %4893 = llvm.add %4890, %4892 overflow<nsw, nuw> : i64
    %4894 = llvm.add %4893, %4886 overflow<nsw, nuw> : i64
    %4895 = llvm.getelementptr inbounds|nuw %4888[%4894] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4895 : f32, !llvm.ptr
    %4896 = llvm.add %4886, %57 : i64
    llvm.br ^bb626(%4896 : i64)
  ^bb628:  // pred: ^bb626
    %4897 = llvm.add %4884, %57 : i64
    llvm.br ^bb624(%4897 : i64)
  ^bb629:  // pred: ^bb624
    %4898 = llvm.add %4882, %57 : i64
    llvm.br ^bb622(%4898 : i64)
  ^bb630:  // pred: ^bb622
    llvm.br ^bb631(%56 : i64)
  ^bb631(%4899: i64):  // 2 preds: ^bb630, ^bb641
    %4900 = llvm.icmp "slt" %4899, %3942 : i64
    llvm.cond_br %4900, ^bb632, ^bb642
  ^bb632:  // pred: ^bb631
    llvm.br ^bb633(%56 : i64)
  ^bb633(%4901: i64):  // 2 preds: ^bb632, ^bb640
    %4902 = llvm.icmp "slt" %4901, %58 : i64
    llvm.cond_br %4902, ^bb634, ^bb641
  ^bb634:  // pred: ^bb633
    llvm.br ^bb635(%56 : i64)
  ^bb635(%4903: i64):  // 2 preds: ^bb634, ^bb639
    %4904 = llvm.icmp "slt" %4903, %40 : i64
    llvm.cond_br %4904, ^bb636, ^bb640
  ^bb636:  // pred: ^bb635
    llvm.br ^bb637(%56 : i64)
  ^bb637(%4905: i64):  // 2 preds: ^bb636, ^bb638
    %4906 = llvm.icmp "slt" %4905, %38 : i64
    llvm.cond_br %4906, ^bb638, ^bb639
  ^bb638:  // pred: ^bb637
    %4907 = llvm.extractvalue %4728[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4908 = llvm.mlir.constant(512 : index) : i64
    %4909 = llvm.mul %4899, %4908 overflow<nsw, nuw> : i64
    %4910 = llvm.mlir.constant(64 : index) : i64
    %4911 = llvm.mul %4901, %4910 overflow<nsw, nuw> : i64
    %4912 = llvm.add %4909, %4911 overflow<nsw, nuw> : i64
    %4913 = llvm.add %4912, %4905 overflow<nsw, nuw> : i64
    %4914 = llvm.getelementptr inbounds|nuw %4907[%4913] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4915 = llvm.load %4914 : !llvm.ptr -> f32
    %4916 = llvm.extractvalue %446[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4917 = llvm.mlir.constant(64 : index) : i64
    %4918 = llvm.mul %4903, %4917 overflow<nsw, nuw> : i64
    %4919 = llvm.add %4918, %4905 overflow<nsw, nuw> : i64
    %4920 = llvm.getelementptr inbounds|nuw %4916[%4919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4921 = llvm.load %4920 : !llvm.ptr -> f32
    %4922 = llvm.extractvalue %4881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4923 = llvm.mlir.constant(256 : index) : i64
    %4924 = llvm.mul %4899, %4923 overflow<nsw, nuw> : i64
    %4925 = llvm.mlir.constant(32 : index) : i64
    %4926 = llvm.mul %4901, %4925 overflow<nsw, nuw> : i64
    %4927 = llvm.add %4924, %4926 overflow<nsw, nuw> : i64
    %4928 = llvm.add %4927, %4903 overflow<nsw, nuw> : i64
    %4929 = llvm.getelementptr inbounds|nuw %4922[%4928] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4930 = llvm.load %4929 : !llvm.ptr -> f32
    %4931 = llvm.fmul %4915, %4921 : f32
    %4932 = llvm.fadd %4930, %4931 : f32
    %4933 = llvm.extractvalue %4881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4934 = llvm.mlir.constant(256 : index) : i64
    %4935 = llvm.mul %4899, %4934 overflow<nsw, nuw> : i64
    %4936 = llvm.mlir.constant(32 : index) : i64
    %4937 = llvm.mul %4901, %4936 overflow<nsw, nuw> : i64
    %4938 = llvm.add %4935, %4937 overflow<nsw, nuw> : i64
    %4939 = llvm.add %4938, %4903 overflow<nsw, nuw> : i64
    %4940 = llvm.getelementptr inbounds|nuw %4933[%4939] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4932, %4940 : f32, !llvm.ptr
    %4941 = llvm.add %4905, %57 : i64
    llvm.br ^bb637(%4941 : i64)
  ^bb639:  // pred: ^bb637
    %4942 = llvm.add %4903, %57 : i64
    llvm.br ^bb635(%4942 : i64)
  ^bb640:  // pred: ^bb635
    %4943 = llvm.add %4901, %57 : i64
    llvm.br ^bb633(%4943 : i64)
  ^bb641:  // pred: ^bb633
    %4944 = llvm.add %4899, %57 : i64
    llvm.br ^bb631(%4944 : i64)
  ^bb642:  // pred: ^bb631
    %4945 = llvm.mlir.constant(8 : index) : i64
    %4946 = llvm.mlir.constant(32 : index) : i64
    %4947 = llvm.mlir.constant(1 : index) : i64
    %4948 = llvm.mlir.constant(256 : index) : i64
    %4949 = llvm.mul %4948, %3942 : i64
    %4950 = llvm.mlir.zero : !llvm.ptr
    %4951 = llvm.getelementptr %4950[%4949] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4952 = llvm.ptrtoint %4951 : !llvm.ptr to i64
    %4953 = llvm.mlir.constant(64 : index) : i64
    %4954 = llvm.add %4952, %4953 : i64
    %4955 = llvm.call @malloc(%4954) : (i64) -> !llvm.ptr
    %4956 = llvm.ptrtoint %4955 : !llvm.ptr to i64
    %4957 = llvm.mlir.constant(1 : index) : i64
    %4958 = llvm.sub %4953, %4957 : i64
    %4959 = llvm.add %4956, %4958 : i64
    %4960 = llvm.urem %4959, %4953 : i64
    %4961 = llvm.sub %4959, %4960 : i64
    %4962 = llvm.inttoptr %4961 : i64 to !llvm.ptr
    %4963 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4964 = llvm.insertvalue %4955, %4963[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4965 = llvm.insertvalue %4962, %4964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4966 = llvm.mlir.constant(0 : index) : i64
    %4967 = llvm.insertvalue %4966, %4965[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4968 = llvm.insertvalue %3942, %4967[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4969 = llvm.insertvalue %4945, %4968[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4970 = llvm.insertvalue %4946, %4969[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4971 = llvm.insertvalue %4948, %4970[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4972 = llvm.insertvalue %4946, %4971[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4973 = llvm.insertvalue %4947, %4972[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb643(%56 : i64)
  ^bb643(%4974: i64):  // 2 preds: ^bb642, ^bb650
    %4975 = llvm.icmp "slt" %4974, %4852 : i64
    llvm.cond_br %4975, ^bb644, ^bb651
  ^bb644:  // pred: ^bb643
    llvm.br ^bb645(%56 : i64)
  ^bb645(%4976: i64):  // 2 preds: ^bb644, ^bb649
    %4977 = llvm.icmp "slt" %4976, %58 : i64
    llvm.cond_br %4977, ^bb646, ^bb650
  ^bb646:  // pred: ^bb645
    llvm.br ^bb647(%56 : i64)
  ^bb647(%4978: i64):  // 2 preds: ^bb646, ^bb648
    %4979 = llvm.icmp "slt" %4978, %40 : i64
    llvm.cond_br %4979, ^bb648, ^bb649
  ^bb648:  // pred: ^bb647
    %4980 = llvm.extractvalue %4881[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4981 = llvm.mlir.constant(256 : index) : i64
    %4982 = llvm.mul %4974, %4981 overflow<nsw, nuw> : i64
    %4983 = llvm.mlir.constant(32 : index) : i64
    %4984 = llvm.mul %4976, %4983 overflow<nsw, nuw> : i64
    %4985 = llvm.add %4982, %4984 overflow<nsw, nuw> : i64
    %4986 = llvm.add %4985, %4978 overflow<nsw, nuw> : i64
    %4987 = llvm.getelementptr inbounds|nuw %4980[%4986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4988 = llvm.load %4987 : !llvm.ptr -> f32
    %4989 = llvm.extractvalue %426[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4990 = llvm.getelementptr inbounds|nuw %4989[%4978] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4991 = llvm.load %4990 : !llvm.ptr -> f32
    %4992 = llvm.extractvalue %4167[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4993 = llvm.mlir.constant(256 : index) : i64
    %4994 = llvm.mul %4974, %4993 overflow<nsw, nuw> : i64
    %4995 = llvm.mlir.constant(32 : index) : i64
    %4996 = llvm.mul %4976, %4995 overflow<nsw, nuw> : i64
    %4997 = llvm.add %4994, %4996 overflow<nsw, nuw> : i64
    %4998 = llvm.add %4997, %4978 overflow<nsw, nuw> : i64
    %4999 = llvm.getelementptr inbounds|nuw %4992[%4998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5000 = llvm.load %4999 : !llvm.ptr -> f32
    %5001 = llvm.fadd %4988, %4991 : f32
    %5002 = llvm.fadd %5001, %5000 : f32
    %5003 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.mlir.constant(256 : index) : i64
    %5005 = llvm.mul %4974, %5004 overflow<nsw, nuw> : i64
    %5006 = llvm.mlir.constant(32 : index) : i64
    %5007 = llvm.mul %4976, %5006 overflow<nsw, nuw> : i64
    %5008 = llvm.add %5005, %5007 overflow<nsw, nuw> : i64
    %5009 = llvm.add %5008, %4978 overflow<nsw, nuw> : i64
    %5010 = llvm.getelementptr inbounds|nuw %5003[%5009] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5002, %5010 : f32, !llvm.ptr
    %5011 = llvm.add %4978, %57 : i64
    llvm.br ^bb647(%5011 : i64)
  ^bb649:  // pred: ^bb647
    %5012 = llvm.add %4976, %57 : i64
    llvm.br ^bb645(%5012 : i64)
  ^bb650:  // pred: ^bb645
    %5013 = llvm.add %4974, %57 : i64
    llvm.br ^bb643(%5013 : i64)
  ^bb651:  // pred: ^bb643
    %5014 = llvm.mlir.constant(8 : index) : i64
    %5015 = llvm.mlir.constant(32 : index) : i64
    %5016 = llvm.mlir.constant(1 : index) : i64
    %5017 = llvm.mlir.constant(256 : index) : i64
    %5018 = llvm.mul %5017, %3942 : i64
    %5019 = llvm.mlir.zero : !llvm.ptr
    %5020 = llvm.getelementptr %5019[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5021 = llvm.ptrtoint %5020 : !llvm.ptr to i64
    %5022 = llvm.mlir.constant(64 : index) : i64
    %5023 = llvm.add %5021, %5022 : i64
    %5024 = llvm.call @malloc(%5023) : (i64) -> !llvm.ptr
    %5025 = llvm.ptrtoint %5024 : !llvm.ptr to i64
    %5026 = llvm.mlir.constant(1 : index) : i64
    %5027 = llvm.sub %5022, %5026 : i64
    %5028 = llvm.add %5025, %5027 : i64
    %5029 = llvm.urem %5028, %5022 : i64
    %5030 = llvm.sub %5028, %5029 : i64
    %5031 = llvm.inttoptr %5030 : i64 to !llvm.ptr
    %5032 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5033 = llvm.insertvalue %5024, %5032[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5034 = llvm.insertvalue %5031, %5033[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5035 = llvm.mlir.constant(0 : index) : i64
    %5036 = llvm.insertvalue %5035, %5034[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5037 = llvm.insertvalue %3942, %5036[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5038 = llvm.insertvalue %5014, %5037[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5039 = llvm.insertvalue %5015, %5038[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5040 = llvm.insertvalue %5017, %5039[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5041 = llvm.insertvalue %5015, %5040[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5042 = llvm.insertvalue %5016, %5041[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb652(%56 : i64)
  ^bb652(%5043: i64):  // 2 preds: ^bb651, ^bb659
    %5044 = llvm.icmp "slt" %5043, %3942 : i64
    llvm.cond_br %5044, ^bb653, ^bb660
  ^bb653:  // pred: ^bb652
    llvm.br ^bb654(%56 : i64)
  ^bb654(%5045: i64):  // 2 preds: ^bb653, ^bb658
    %5046 = llvm.icmp "slt" %5045, %58 : i64
    llvm.cond_br %5046, ^bb655, ^bb659
  ^bb655:  // pred: ^bb654
    llvm.br ^bb656(%56 : i64)
  ^bb656(%5047: i64):  // 2 preds: ^bb655, ^bb657
    %5048 = llvm.icmp "slt" %5047, %40 : i64
    llvm.cond_br %5048, ^bb657, ^bb658
  ^bb657:  // pred: ^bb656
    %5049 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5050 = llvm.mlir.constant(256 : index) : i64
    %5051 = llvm.mul %5043, %5050 overflow<nsw, nuw> : i64
    %5052 = llvm.mlir.constant(32 : index) : i64
    %5053 = llvm.mul %5045, %5052 overflow<nsw, nuw> : i64
    %5054 = llvm.add %5051, %5053 overflow<nsw, nuw> : i64
    %5055 = llvm.add %5054, %5047 overflow<nsw, nuw> : i64
    %5056 = llvm.getelementptr inbounds|nuw %5049[%5055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5057 = llvm.load %5056 : !llvm.ptr -> f32
    %5058 = llvm.fpext %5057 : f32 to f64
    %5059 = llvm.extractvalue %5042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5060 = llvm.mlir.constant(256 : index) : i64
    %5061 = llvm.mul %5043, %5060 overflow<nsw, nuw> : i64
    %5062 = llvm.mlir.constant(32 : index) : i64
    %5063 = llvm.mul %5045, %5062 overflow<nsw, nuw> : i64
    %5064 = llvm.add %5061, %5063 overflow<nsw, nuw> : i64
    %5065 = llvm.add %5064, %5047 overflow<nsw, nuw> : i64
    %5066 = llvm.getelementptr inbounds|nuw %5059[%5065] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5058, %5066 : f64, !llvm.ptr
    %5067 = llvm.add %5047, %57 : i64
    llvm.br ^bb656(%5067 : i64)
  ^bb658:  // pred: ^bb656
    %5068 = llvm.add %5045, %57 : i64
    llvm.br ^bb654(%5068 : i64)
  ^bb659:  // pred: ^bb654
    %5069 = llvm.add %5043, %57 : i64
    llvm.br ^bb652(%5069 : i64)
  ^bb660:  // pred: ^bb652
    %5070 = llvm.mlir.constant(8 : index) : i64
    %5071 = llvm.mlir.constant(1 : index) : i64
    %5072 = llvm.mlir.constant(1 : index) : i64
    %5073 = llvm.mul %5070, %3942 : i64
    %5074 = llvm.mlir.zero : !llvm.ptr
    %5075 = llvm.getelementptr %5074[%5073] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5076 = llvm.ptrtoint %5075 : !llvm.ptr to i64
    %5077 = llvm.mlir.constant(64 : index) : i64
    %5078 = llvm.add %5076, %5077 : i64
    %5079 = llvm.call @malloc(%5078) : (i64) -> !llvm.ptr
    %5080 = llvm.ptrtoint %5079 : !llvm.ptr to i64
    %5081 = llvm.mlir.constant(1 : index) : i64
    %5082 = llvm.sub %5077, %5081 : i64
    %5083 = llvm.add %5080, %5082 : i64
    %5084 = llvm.urem %5083, %5077 : i64
    %5085 = llvm.sub %5083, %5084 : i64
    %5086 = llvm.inttoptr %5085 : i64 to !llvm.ptr
    %5087 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5088 = llvm.insertvalue %5079, %5087[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5089 = llvm.insertvalue %5086, %5088[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5090 = llvm.mlir.constant(0 : index) : i64
    %5091 = llvm.insertvalue %5090, %5089[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5092 = llvm.insertvalue %3942, %5091[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5093 = llvm.insertvalue %5070, %5092[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5094 = llvm.insertvalue %5071, %5093[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5095 = llvm.insertvalue %5070, %5094[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5096 = llvm.insertvalue %5071, %5095[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5097 = llvm.insertvalue %5072, %5096[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb661(%56 : i64)
  ^bb661(%5098: i64):  // 2 preds: ^bb660, ^bb668
    %5099 = llvm.icmp "slt" %5098, %3942 : i64
    llvm.cond_br %5099, ^bb662, ^bb669
  ^bb662:  // pred: ^bb661
    llvm.br ^bb663(%56 : i64)
  ^bb663(%5100: i64):  // 2 preds: ^bb662, ^bb667
    %5101 = llvm.icmp "slt" %5100, %58 : i64
    llvm.cond_br %5101, ^bb664, ^bb668
  ^bb664:  // pred: ^bb663
    llvm.br ^bb665(%56 : i64)
  ^bb665(%5102: i64):  // 2 preds: ^bb664, ^bb666
    %5103 = llvm.icmp "slt" %5102, %57 : i64
    llvm.cond_br %5103, ^bb666, ^bb667
  ^bb666:  // pred: ^bb665
    %5104 = llvm.extractvalue %5097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5105 = llvm.mlir.constant(8 : index) : i64
    %5106 = llvm.mul %5098, %5105 overflow<nsw, nuw> : i64
    %5107 = llvm.add %5106, %5100 overflow<nsw, nuw> : i64
    %5108 = llvm.add %5107, %5102 overflow<nsw, nuw> : i64
    %5109 = llvm.getelementptr inbounds|nuw %5104[%5108] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %5109 : f64, !llvm.ptr
    %5110 = llvm.add %5102, %57 : i64
    llvm.br ^bb665(%5110 : i64)
  ^bb667:  // pred: ^bb665
    %5111 = llvm.add %5100, %57 : i64
    llvm.br ^bb663(%5111 : i64)
  ^bb668:  // pred: ^bb663
    %5112 = llvm.add %5098, %57 : i64
    llvm.br ^bb661(%5112 : i64)
  ^bb669:  // pred: ^bb661
    %5113 = llvm.mlir.constant(8 : index) : i64
    %5114 = llvm.mlir.constant(1 : index) : i64
    %5115 = llvm.mlir.constant(1 : index) : i64
    %5116 = llvm.mul %5113, %3942 : i64
    %5117 = llvm.mlir.zero : !llvm.ptr
    %5118 = llvm.getelementptr %5117[%5116] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5119 = llvm.ptrtoint %5118 : !llvm.ptr to i64
    %5120 = llvm.mlir.constant(64 : index) : i64
    %5121 = llvm.add %5119, %5120 : i64
    %5122 = llvm.call @malloc(%5121) : (i64) -> !llvm.ptr
    %5123 = llvm.ptrtoint %5122 : !llvm.ptr to i64
    %5124 = llvm.mlir.constant(1 : index) : i64
    %5125 = llvm.sub %5120, %5124 : i64
    %5126 = llvm.add %5123, %5125 : i64
    %5127 = llvm.urem %5126, %5120 : i64
    %5128 = llvm.sub %5126, %5127 : i64
    %5129 = llvm.inttoptr %5128 : i64 to !llvm.ptr
    %5130 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5131 = llvm.insertvalue %5122, %5130[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5132 = llvm.insertvalue %5129, %5131[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5133 = llvm.mlir.constant(0 : index) : i64
    %5134 = llvm.insertvalue %5133, %5132[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5135 = llvm.insertvalue %3942, %5134[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5136 = llvm.insertvalue %5113, %5135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5137 = llvm.insertvalue %5114, %5136[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5138 = llvm.insertvalue %5113, %5137[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5139 = llvm.insertvalue %5114, %5138[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5140 = llvm.insertvalue %5115, %5139[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb670(%56 : i64)
  ^bb670(%5141: i64):  // 2 preds: ^bb669, ^bb677
    %5142 = llvm.icmp "slt" %5141, %3942 : i64
    llvm.cond_br %5142, ^bb671, ^bb678
  ^bb671:  // pred: ^bb670
    llvm.br ^bb672(%56 : i64)
  ^bb672(%5143: i64):  // 2 preds: ^bb671, ^bb676
    %5144 = llvm.icmp "slt" %5143, %58 : i64
    llvm.cond_br %5144, ^bb673, ^bb677
  ^bb673:  // pred: ^bb672
    llvm.br ^bb674(%56 : i64)
  ^bb674(%5145: i64):  // 2 preds: ^bb673, ^bb675
    %5146 = llvm.icmp "slt" %5145, %57 : i64
    llvm.cond_br %5146, ^bb675, ^bb676
  ^bb675:  // pred: ^bb674
    %5147 = llvm.extractvalue %5097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5148 = llvm.mlir.constant(8 : index) : i64
    %5149 = llvm.mul %5141, %5148 overflow<nsw, nuw> : i64
    %5150 = llvm.add %5149, %5143 overflow<nsw, nuw> : i64
    %5151 = llvm.add %5150, %5145 overflow<nsw, nuw> : i64
    %5152 = llvm.getelementptr inbounds|nuw %5147[%5151] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5153 = llvm.load %5152 : !llvm.ptr -> f64
    %5154 = llvm.extractvalue %5140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5155 = llvm.mlir.constant(8 : index) : i64
    %5156 = llvm.mul %5141, %5155 overflow<nsw, nuw> : i64
    %5157 = llvm.add %5156, %5143 overflow<nsw, nuw> : i64
    %5158 = llvm.add %5157, %5145 overflow<nsw, nuw> : i64
    %5159 = llvm.getelementptr inbounds|nuw %5154[%5158] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5153, %5159 : f64, !llvm.ptr
    %5160 = llvm.add %5145, %57 : i64
    llvm.br ^bb674(%5160 : i64)
  ^bb676:  // pred: ^bb674
    %5161 = llvm.add %5143, %57 : i64
    llvm.br ^bb672(%5161 : i64)
  ^bb677:  // pred: ^bb672
    %5162 = llvm.add %5141, %57 : i64
    llvm.br ^bb670(%5162 : i64)
  ^bb678:  // pred: ^bb670
    llvm.br ^bb679(%56 : i64)
  ^bb679(%5163: i64):  // 2 preds: ^bb678, ^bb686
    %5164 = llvm.icmp "slt" %5163, %3942 : i64
    llvm.cond_br %5164, ^bb680, ^bb687
  ^bb680:  // pred: ^bb679
    llvm.br ^bb681(%56 : i64)
  ^bb681(%5165: i64):  // 2 preds: ^bb680, ^bb685
    %5166 = llvm.icmp "slt" %5165, %58 : i64
    llvm.cond_br %5166, ^bb682, ^bb686
  ^bb682:  // pred: ^bb681
    llvm.br ^bb683(%56 : i64)
  ^bb683(%5167: i64):  // 2 preds: ^bb682, ^bb684
    %5168 = llvm.icmp "slt" %5167, %40 : i64
    llvm.cond_br %5168, ^bb684, ^bb685
  ^bb684:  // pred: ^bb683
    %5169 = llvm.extractvalue %5042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5170 = llvm.mlir.constant(256 : index) : i64
    %5171 = llvm.mul %5163, %5170 overflow<nsw, nuw> : i64
    %5172 = llvm.mlir.constant(32 : index) : i64
    %5173 = llvm.mul %5165, %5172 overflow<nsw, nuw> : i64
    %5174 = llvm.add %5171, %5173 overflow<nsw, nuw> : i64
    %5175 = llvm.add %5174, %5167 overflow<nsw, nuw> : i64
    %5176 = llvm.getelementptr inbounds|nuw %5169[%5175] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5177 = llvm.load %5176 : !llvm.ptr -> f64
    %5178 = llvm.extractvalue %5140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5179 = llvm.mlir.constant(8 : index) : i64
    %5180 = llvm.mul %5163, %5179 overflow<nsw, nuw> : i64
    %5181 = llvm.add %5180, %5165 overflow<nsw, nuw> : i64
    %5182 = llvm.add %5181, %56 overflow<nsw, nuw> : i64
    %5183 = llvm.getelementptr inbounds|nuw %5178[%5182] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5184 = llvm.load %5183 : !llvm.ptr -> f64
    %5185 = llvm.fadd %5177, %5184 : f64
    %5186 = llvm.extractvalue %5140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.mlir.constant(8 : index) : i64
    %5188 = llvm.mul %5163, %5187 overflow<nsw, nuw> : i64
    %5189 = llvm.add %5188, %5165 overflow<nsw, nuw> : i64
    %5190 = llvm.add %5189, %56 overflow<nsw, nuw> : i64
    %5191 = llvm.getelementptr inbounds|nuw %5186[%5190] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5185, %5191 : f64, !llvm.ptr
    %5192 = llvm.add %5167, %57 : i64
    llvm.br ^bb683(%5192 : i64)
  ^bb685:  // pred: ^bb683
    %5193 = llvm.add %5165, %57 : i64
    llvm.br ^bb681(%5193 : i64)
  ^bb686:  // pred: ^bb681
    %5194 = llvm.add %5163, %57 : i64
    llvm.br ^bb679(%5194 : i64)
  ^bb687:  // pred: ^bb679
    llvm.br ^bb688(%56 : i64)
  ^bb688(%5195: i64):  // 2 preds: ^bb687, ^bb695
    %5196 = llvm.icmp "slt" %5195, %3942 : i64
    llvm.cond_br %5196, ^bb689, ^bb696
  ^bb689:  // pred: ^bb688
    llvm.br ^bb690(%56 : i64)
  ^bb690(%5197: i64):  // 2 preds: ^bb689, ^bb694
    %5198 = llvm.icmp "slt" %5197, %58 : i64
    llvm.cond_br %5198, ^bb691, ^bb695
  ^bb691:  // pred: ^bb690
    llvm.br ^bb692(%56 : i64)
  ^bb692(%5199: i64):  // 2 preds: ^bb691, ^bb693
    %5200 = llvm.icmp "slt" %5199, %40 : i64
    llvm.cond_br %5200, ^bb693, ^bb694
  ^bb693:  // pred: ^bb692
    %5201 = llvm.extractvalue %5042[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5202 = llvm.mlir.constant(256 : index) : i64
    %5203 = llvm.mul %5195, %5202 overflow<nsw, nuw> : i64
    %5204 = llvm.mlir.constant(32 : index) : i64
    %5205 = llvm.mul %5197, %5204 overflow<nsw, nuw> : i64
    %5206 = llvm.add %5203, %5205 overflow<nsw, nuw> : i64
    %5207 = llvm.add %5206, %5199 overflow<nsw, nuw> : i64
    %5208 = llvm.getelementptr inbounds|nuw %5201[%5207] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5209 = llvm.load %5208 : !llvm.ptr -> f64
    %5210 = llvm.extractvalue %5140[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5211 = llvm.mlir.constant(8 : index) : i64
    %5212 = llvm.mul %5195, %5211 overflow<nsw, nuw> : i64
    %5213 = llvm.add %5212, %5197 overflow<nsw, nuw> : i64
    %5214 = llvm.add %5213, %56 overflow<nsw, nuw> : i64
    %5215 = llvm.getelementptr inbounds|nuw %5210[%5214] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5216 = llvm.load %5215 : !llvm.ptr -> f64
    %5217 = llvm.extractvalue %5097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5218 = llvm.mlir.constant(8 : index) : i64
    %5219 = llvm.mul %5195, %5218 overflow<nsw, nuw> : i64
    %5220 = llvm.add %5219, %5197 overflow<nsw, nuw> : i64
    %5221 = llvm.add %5220, %56 overflow<nsw, nuw> : i64
    %5222 = llvm.getelementptr inbounds|nuw %5217[%5221] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5223 = llvm.load %5222 : !llvm.ptr -> f64
    %5224 = llvm.fdiv %5216, %49 : f64
    %5225 = llvm.fsub %5209, %5224 : f64
    %5226 = llvm.fmul %5225, %5225 : f64
    %5227 = llvm.fadd %5226, %5223 : f64
    %5228 = llvm.extractvalue %5097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5229 = llvm.mlir.constant(8 : index) : i64
    %5230 = llvm.mul %5195, %5229 overflow<nsw, nuw> : i64
    %5231 = llvm.add %5230, %5197 overflow<nsw, nuw> : i64
    %5232 = llvm.add %5231, %56 overflow<nsw, nuw> : i64
    %5233 = llvm.getelementptr inbounds|nuw %5228[%5232] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5227, %5233 : f64, !llvm.ptr
    %5234 = llvm.add %5199, %57 : i64
    llvm.br ^bb692(%5234 : i64)
  ^bb694:  // pred: ^bb692
    %5235 = llvm.add %5197, %57 : i64
    llvm.br ^bb690(%5235 : i64)
  ^bb695:  // pred: ^bb690
    %5236 = llvm.add %5195, %57 : i64
    llvm.br ^bb688(%5236 : i64)
  ^bb696:  // pred: ^bb688
    %5237 = llvm.mlir.constant(8 : index) : i64
    %5238 = llvm.mlir.constant(1 : index) : i64
    %5239 = llvm.mlir.constant(1 : index) : i64
    %5240 = llvm.mul %5237, %3942 : i64
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
    %5259 = llvm.insertvalue %3942, %5258[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5260 = llvm.insertvalue %5237, %5259[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5261 = llvm.insertvalue %5238, %5260[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5262 = llvm.insertvalue %5237, %5261[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5263 = llvm.insertvalue %5238, %5262[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5264 = llvm.insertvalue %5239, %5263[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb697(%56 : i64)
  ^bb697(%5265: i64):  // 2 preds: ^bb696, ^bb704
    %5266 = llvm.icmp "slt" %5265, %3942 : i64
    llvm.cond_br %5266, ^bb698, ^bb705
  ^bb698:  // pred: ^bb697
    llvm.br ^bb699(%56 : i64)
  ^bb699(%5267: i64):  // 2 preds: ^bb698, ^bb703
    %5268 = llvm.icmp "slt" %5267, %58 : i64
    llvm.cond_br %5268, ^bb700, ^bb704
  ^bb700:  // pred: ^bb699
    llvm.br ^bb701(%56 : i64)
  ^bb701(%5269: i64):  // 2 preds: ^bb700, ^bb702
    %5270 = llvm.icmp "slt" %5269, %57 : i64
    llvm.cond_br %5270, ^bb702, ^bb703
  ^bb702:  // pred: ^bb701
    %5271 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5272 = llvm.mlir.constant(8 : index) : i64
    %5273 = llvm.mul %5265, %5272 overflow<nsw, nuw> : i64
    %5274 = llvm.add %5273, %5267 overflow<nsw, nuw> : i64
    %5275 = llvm.add %5274, %5269 overflow<nsw, nuw> : i64
    %5276 = llvm.getelementptr inbounds|nuw %5271[%5275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %5276 : f32, !llvm.ptr
    %5277 = llvm.add %5269, %57 : i64
    llvm.br ^bb701(%5277 : i64)
  ^bb703:  // pred: ^bb701
    %5278 = llvm.add %5267, %57 : i64
    llvm.br ^bb699(%5278 : i64)
  ^bb704:  // pred: ^bb699
    %5279 = llvm.add %5265, %57 : i64
    llvm.br ^bb697(%5279 : i64)
  ^bb705:  // pred: ^bb697
    llvm.br ^bb706(%56 : i64)
  ^bb706(%5280: i64):  // 2 preds: ^bb705, ^bb713
    %5281 = llvm.icmp "slt" %5280, %3942 : i64
    llvm.cond_br %5281, ^bb707, ^bb714
  ^bb707:  // pred: ^bb706
    llvm.br ^bb708(%56 : i64)
  ^bb708(%5282: i64):  // 2 preds: ^bb707, ^bb712
    %5283 = llvm.icmp "slt" %5282, %58 : i64
    llvm.cond_br %5283, ^bb709, ^bb713
  ^bb709:  // pred: ^bb708
    llvm.br ^bb710(%56 : i64)
  ^bb710(%5284: i64):  // 2 preds: ^bb709, ^bb711
    %5285 = llvm.icmp "slt" %5284, %40 : i64
    llvm.cond_br %5285, ^bb711, ^bb712
  ^bb711:  // pred: ^bb710
    %5286 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5287 = llvm.mlir.constant(256 : index) : i64
    %5288 = llvm.mul %5280, %5287 overflow<nsw, nuw> : i64
    %5289 = llvm.mlir.constant(32 : index) : i64
    %5290 = llvm.mul %5282, %5289 overflow<nsw, nuw> : i64
    %5291 = llvm.add %5288, %5290 overflow<nsw, nuw> : i64
    %5292 = llvm.add %5291, %5284 overflow<nsw, nuw> : i64
    %5293 = llvm.getelementptr inbounds|nuw %5286[%5292] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5294 = llvm.load %5293 : !llvm.ptr -> f32
    %5295 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5296 = llvm.mlir.constant(8 : index) : i64
    %5297 = llvm.mul %5280, %5296 overflow<nsw, nuw> : i64
    %5298 = llvm.add %5297, %5282 overflow<nsw, nuw> : i64
    %5299 = llvm.add %5298, %56 overflow<nsw, nuw> : i64
    %5300 = llvm.getelementptr inbounds|nuw %5295[%5299] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5301 = llvm.load %5300 : !llvm.ptr -> f32
    %5302 = llvm.fadd %5294, %5301 : f32
    %5303 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5304 = llvm.mlir.constant(8 : index) : i64
    %5305 = llvm.mul %5280, %5304 overflow<nsw, nuw> : i64
    %5306 = llvm.add %5305, %5282 overflow<nsw, nuw> : i64
    %5307 = llvm.add %5306, %56 overflow<nsw, nuw> : i64
    %5308 = llvm.getelementptr inbounds|nuw %5303[%5307] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5302, %5308 : f32, !llvm.ptr
    %5309 = llvm.add %5284, %57 : i64
    llvm.br ^bb710(%5309 : i64)
  ^bb712:  // pred: ^bb710
    %5310 = llvm.add %5282, %57 : i64
    llvm.br ^bb708(%5310 : i64)
  ^bb713:  // pred: ^bb708
    %5311 = llvm.add %5280, %57 : i64
    llvm.br ^bb706(%5311 : i64)
  ^bb714:  // pred: ^bb706
    llvm.br ^bb715(%56 : i64)
  ^bb715(%5312: i64):  // 2 preds: ^bb714, ^bb722
    %5313 = llvm.icmp "slt" %5312, %3942 : i64
    llvm.cond_br %5313, ^bb716, ^bb723
  ^bb716:  // pred: ^bb715
    llvm.br ^bb717(%56 : i64)
  ^bb717(%5314: i64):  // 2 preds: ^bb716, ^bb721
    %5315 = llvm.icmp "slt" %5314, %58 : i64
    llvm.cond_br %5315, ^bb718, ^bb722
  ^bb718:  // pred: ^bb717
    llvm.br ^bb719(%56 : i64)
  ^bb719(%5316: i64):  // 2 preds: ^bb718, ^bb720
    %5317 = llvm.icmp "slt" %5316, %40 : i64
    llvm.cond_br %5317, ^bb720, ^bb721
  ^bb720:  // pred: ^bb719
    %5318 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5319 = llvm.mlir.constant(256 : index) : i64
    %5320 = llvm.mul %5312, %5319 overflow<nsw, nuw> : i64
    %5321 = llvm.mlir.constant(32 : index) : i64
    %5322 = llvm.mul %5314, %5321 overflow<nsw, nuw> : i64
    %5323 = llvm.add %5320, %5322 overflow<nsw, nuw> : i64
    %5324 = llvm.add %5323, %5316 overflow<nsw, nuw> : i64
    %5325 = llvm.getelementptr inbounds|nuw %5318[%5324] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5326 = llvm.load %5325 : !llvm.ptr -> f32
    %5327 = llvm.extractvalue %5264[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5328 = llvm.mlir.constant(8 : index) : i64
    %5329 = llvm.mul %5312, %5328 overflow<nsw, nuw> : i64
    %5330 = llvm.add %5329, %5314 overflow<nsw, nuw> : i64
    %5331 = llvm.add %5330, %56 overflow<nsw, nuw> : i64
    %5332 = llvm.getelementptr inbounds|nuw %5327[%5331] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5333 = llvm.load %5332 : !llvm.ptr -> f32
    %5334 = llvm.extractvalue %5097[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5335 = llvm.mlir.constant(8 : index) : i64
    %5336 = llvm.mul %5312, %5335 overflow<nsw, nuw> : i64
    %5337 = llvm.add %5336, %5314 overflow<nsw, nuw> : i64
    %5338 = llvm.add %5337, %56 overflow<nsw, nuw> : i64
    %5339 = llvm.getelementptr inbounds|nuw %5334[%5338] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5340 = llvm.load %5339 : !llvm.ptr -> f64
    %5341 = llvm.extractvalue %410[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5342 = llvm.getelementptr inbounds|nuw %5341[%5316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5343 = llvm.load %5342 : !llvm.ptr -> f32
    %5344 = llvm.extractvalue %394[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5345 = llvm.getelementptr inbounds|nuw %5344[%5316] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5346 = llvm.load %5345 : !llvm.ptr -> f32
    %5347 = llvm.fdiv %5340, %49 : f64
    %5348 = llvm.fptrunc %5347 : f64 to f32
    %5349 = llvm.fptrunc %50 : f64 to f32
    %5350 = llvm.fadd %5348, %5349 : f32
    %5351 = llvm.intr.sqrt(%5350) : (f32) -> f32
    %5352 = llvm.fdiv %61, %5351 : f32
    %5353 = llvm.fdiv %5333, %48 : f32
    %5354 = llvm.fsub %5326, %5353 : f32
    %5355 = llvm.fmul %5354, %5352 : f32
    %5356 = llvm.fmul %5355, %5343 : f32
    %5357 = llvm.fadd %5356, %5346 : f32
    %5358 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5359 = llvm.mlir.constant(256 : index) : i64
    %5360 = llvm.mul %5312, %5359 overflow<nsw, nuw> : i64
    %5361 = llvm.mlir.constant(32 : index) : i64
    %5362 = llvm.mul %5314, %5361 overflow<nsw, nuw> : i64
    %5363 = llvm.add %5360, %5362 overflow<nsw, nuw> : i64
    %5364 = llvm.add %5363, %5316 overflow<nsw, nuw> : i64
    %5365 = llvm.getelementptr inbounds|nuw %5358[%5364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5357, %5365 : f32, !llvm.ptr
    %5366 = llvm.add %5316, %57 : i64
    llvm.br ^bb719(%5366 : i64)
  ^bb721:  // pred: ^bb719
    %5367 = llvm.add %5314, %57 : i64
    llvm.br ^bb717(%5367 : i64)
  ^bb722:  // pred: ^bb717
    %5368 = llvm.add %5312, %57 : i64
    llvm.br ^bb715(%5368 : i64)
  ^bb723:  // pred: ^bb715
    %5369 = llvm.mul %3942, %58 overflow<nsw> : i64
    %5370 = llvm.mlir.constant(32 : index) : i64
    %5371 = llvm.mlir.constant(1 : index) : i64
    %5372 = llvm.mul %5370, %5369 : i64
    %5373 = llvm.mlir.zero : !llvm.ptr
    %5374 = llvm.getelementptr %5373[%5372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5375 = llvm.ptrtoint %5374 : !llvm.ptr to i64
    %5376 = llvm.mlir.constant(64 : index) : i64
    %5377 = llvm.add %5375, %5376 : i64
    %5378 = llvm.call @malloc(%5377) : (i64) -> !llvm.ptr
    %5379 = llvm.ptrtoint %5378 : !llvm.ptr to i64
    %5380 = llvm.mlir.constant(1 : index) : i64
    %5381 = llvm.sub %5376, %5380 : i64
    %5382 = llvm.add %5379, %5381 : i64
    %5383 = llvm.urem %5382, %5376 : i64
    %5384 = llvm.sub %5382, %5383 : i64
    %5385 = llvm.inttoptr %5384 : i64 to !llvm.ptr
    %5386 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5387 = llvm.insertvalue %5378, %5386[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5388 = llvm.insertvalue %5385, %5387[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5389 = llvm.mlir.constant(0 : index) : i64
    %5390 = llvm.insertvalue %5389, %5388[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5391 = llvm.insertvalue %5369, %5390[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5392 = llvm.insertvalue %5370, %5391[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5393 = llvm.insertvalue %5370, %5392[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5394 = llvm.insertvalue %5371, %5393[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb724(%56 : i64)
  ^bb724(%5395: i64):  // 2 preds: ^bb723, ^bb728
    %5396 = llvm.icmp "slt" %5395, %5369 : i64
    llvm.cond_br %5396, ^bb725, ^bb729
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%56 : i64)
  ^bb726(%5397: i64):  // 2 preds: ^bb725, ^bb727
    %5398 = llvm.icmp "slt" %5397, %40 : i64
    llvm.cond_br %5398, ^bb727, ^bb728
  ^bb727:  // pred: ^bb726
    %5399 = llvm.extractvalue %5394[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5400 = llvm.mlir.constant(32 : index) : i64
    %5401 = llvm.mul %5395, %5400 overflow<nsw, nuw> : i64
    %5402 = llvm.add %5401, %5397 overflow<nsw, nuw> : i64
    %5403 = llvm.getelementptr inbounds|nuw %5399[%5402] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %5403 : f32, !llvm.ptr
    %5404 = llvm.add %5397, %57 : i64
    llvm.br ^bb726(%5404 : i64)
  ^bb728:  // pred: ^bb726
    %5405 = llvm.add %5395, %57 : i64
    llvm.br ^bb724(%5405 : i64)
  ^bb729:  // pred: ^bb724
    %5406 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5407 = llvm.extractvalue %5394[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5408 = llvm.extractvalue %5394[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5409 = llvm.insertvalue %5407, %5406[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5410 = llvm.insertvalue %5408, %5409[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5411 = llvm.mlir.constant(0 : index) : i64
    %5412 = llvm.insertvalue %5411, %5410[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5413 = llvm.insertvalue %3942, %5412[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5414 = llvm.mlir.constant(256 : index) : i64
    %5415 = llvm.insertvalue %5414, %5413[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.mlir.constant(8 : index) : i64
    %5417 = llvm.insertvalue %5416, %5415[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5418 = llvm.mlir.constant(32 : index) : i64
    %5419 = llvm.insertvalue %5418, %5417[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5420 = llvm.mlir.constant(32 : index) : i64
    %5421 = llvm.insertvalue %5420, %5419[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5422 = llvm.mlir.constant(1 : index) : i64
    %5423 = llvm.insertvalue %5422, %5421[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5424 = llvm.extractvalue %5423[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5425 = llvm.mlir.constant(8 : index) : i64
    %5426 = llvm.mlir.constant(32 : index) : i64
    %5427 = llvm.mlir.constant(1 : index) : i64
    %5428 = llvm.mlir.constant(256 : index) : i64
    %5429 = llvm.mul %5428, %5424 : i64
    %5430 = llvm.mlir.zero : !llvm.ptr
    %5431 = llvm.getelementptr %5430[%5429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5432 = llvm.ptrtoint %5431 : !llvm.ptr to i64
    %5433 = llvm.mlir.constant(64 : index) : i64
    %5434 = llvm.add %5432, %5433 : i64
    %5435 = llvm.call @malloc(%5434) : (i64) -> !llvm.ptr
    %5436 = llvm.ptrtoint %5435 : !llvm.ptr to i64
    %5437 = llvm.mlir.constant(1 : index) : i64
    %5438 = llvm.sub %5433, %5437 : i64
    %5439 = llvm.add %5436, %5438 : i64
    %5440 = llvm.urem %5439, %5433 : i64
    %5441 = llvm.sub %5439, %5440 : i64
    %5442 = llvm.inttoptr %5441 : i64 to !llvm.ptr
    %5443 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5444 = llvm.insertvalue %5435, %5443[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5445 = llvm.insertvalue %5442, %5444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5446 = llvm.mlir.constant(0 : index) : i64
    %5447 = llvm.insertvalue %5446, %5445[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5448 = llvm.insertvalue %5424, %5447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5449 = llvm.insertvalue %5425, %5448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5450 = llvm.insertvalue %5426, %5449[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5451 = llvm.insertvalue %5428, %5450[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5452 = llvm.insertvalue %5426, %5451[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5453 = llvm.insertvalue %5427, %5452[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5454 = llvm.extractvalue %5423[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb730(%56 : i64)
  ^bb730(%5455: i64):  // 2 preds: ^bb729, ^bb737
    %5456 = llvm.icmp "slt" %5455, %5454 : i64
    llvm.cond_br %5456, ^bb731, ^bb738
  ^bb731:  // pred: ^bb730
    llvm.br ^bb732(%56 : i64)
  ^bb732(%5457: i64):  // 2 preds: ^bb731, ^bb736
    %5458 = llvm.icmp "slt" %5457, %58 : i64
    llvm.cond_br %5458, ^bb733, ^bb737
  ^bb733:  // pred: ^bb732
    llvm.br ^bb734(%56 : i64)
  ^bb734(%5459: i64):  // 2 preds: ^bb733, ^bb735
    %5460 = llvm.icmp "slt" %5459, %40 : i64
    llvm.cond_br %5460, ^bb735, ^bb736
  ^bb735:  // pred: ^bb734
    %5461 = llvm.extractvalue %5423[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5462 = llvm.mlir.constant(256 : index) : i64
    %5463 = llvm.mul %5455, %5462 overflow<nsw, nuw> : i64
    %5464 = llvm.mlir.constant(32 : index) : i64
    %5465 = llvm.mul %5457, %5464 overflow<nsw, nuw> : i64
    %5466 = llvm.add %5463, %5465 overflow<nsw, nuw> : i64
    %5467 = llvm.add %5466, %5459 overflow<nsw, nuw> : i64
    %5468 = llvm.getelementptr inbounds|nuw %5461[%5467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5469 = llvm.load %5468 : !llvm.ptr -> f32
    %5470 = llvm.extractvalue %5453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5471 = llvm.mlir.constant(256 : index) : i64
    %5472 = llvm.mul %5455, %5471 overflow<nsw, nuw> : i64
    %5473 = llvm.mlir.constant(32 : index) : i64
    %5474 = llvm.mul %5457, %5473 overflow<nsw, nuw> : i64
    %5475 = llvm.add %5472, %5474 overflow<nsw, nuw> : i64
    %5476 = llvm.add %5475, %5459 overflow<nsw, nuw> : i64
    %5477 = llvm.getelementptr inbounds|nuw %5470[%5476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5469, %5477 : f32, !llvm.ptr
    %5478 = llvm.add %5459, %57 : i64
    llvm.br ^bb734(%5478 : i64)
  ^bb736:  // pred: ^bb734
    %5479 = llvm.add %5457, %57 : i64
    llvm.br ^bb732(%5479 : i64)
  ^bb737:  // pred: ^bb732
    %5480 = llvm.add %5455, %57 : i64
    llvm.br ^bb730(%5480 : i64)
  ^bb738:  // pred: ^bb730
    llvm.br ^bb739(%56 : i64)
  ^bb739(%5481: i64):  // 2 preds: ^bb738, ^bb749
    %5482 = llvm.icmp "slt" %5481, %3942 : i64
    llvm.cond_br %5482, ^bb740, ^bb750
  ^bb740:  // pred: ^bb739
    llvm.br ^bb741(%56 : i64)
  ^bb741(%5483: i64):  // 2 preds: ^bb740, ^bb748
    %5484 = llvm.icmp "slt" %5483, %58 : i64
    llvm.cond_br %5484, ^bb742, ^bb749
  ^bb742:  // pred: ^bb741
    llvm.br ^bb743(%56 : i64)
  ^bb743(%5485: i64):  // 2 preds: ^bb742, ^bb747
    %5486 = llvm.icmp "slt" %5485, %40 : i64
    llvm.cond_br %5486, ^bb744, ^bb748
  ^bb744:  // pred: ^bb743
    llvm.br ^bb745(%56 : i64)
  ^bb745(%5487: i64):  // 2 preds: ^bb744, ^bb746
    %5488 = llvm.icmp "slt" %5487, %40 : i64
    llvm.cond_br %5488, ^bb746, ^bb747
  ^bb746:  // pred: ^bb745
    %5489 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5490 = llvm.mlir.constant(256 : index) : i64
    %5491 = llvm.mul %5481, %5490 overflow<nsw, nuw> : i64
    %5492 = llvm.mlir.constant(32 : index) : i64
    %5493 = llvm.mul %5483, %5492 overflow<nsw, nuw> : i64
    %5494 = llvm.add %5491, %5493 overflow<nsw, nuw> : i64
    %5495 = llvm.add %5494, %5487 overflow<nsw, nuw> : i64
    %5496 = llvm.getelementptr inbounds|nuw %5489[%5495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5497 = llvm.load %5496 : !llvm.ptr -> f32
    %5498 = llvm.extractvalue %378[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5499 = llvm.mlir.constant(32 : index) : i64
    %5500 = llvm.mul %5485, %5499 overflow<nsw, nuw> : i64
    %5501 = llvm.add %5500, %5487 overflow<nsw, nuw> : i64
    %5502 = llvm.getelementptr inbounds|nuw %5498[%5501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5503 = llvm.load %5502 : !llvm.ptr -> f32
    %5504 = llvm.extractvalue %5453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5505 = llvm.mlir.constant(256 : index) : i64
    %5506 = llvm.mul %5481, %5505 overflow<nsw, nuw> : i64
    %5507 = llvm.mlir.constant(32 : index) : i64
    %5508 = llvm.mul %5483, %5507 overflow<nsw, nuw> : i64
    %5509 = llvm.add %5506, %5508 overflow<nsw, nuw> : i64
    %5510 = llvm.add %5509, %5485 overflow<nsw, nuw> : i64
    %5511 = llvm.getelementptr inbounds|nuw %5504[%5510] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5512 = llvm.load %5511 : !llvm.ptr -> f32
    %5513 = llvm.fmul %5497, %5503 : f32
    %5514 = llvm.fadd %5512, %5513 : f32
    %5515 = llvm.extractvalue %5453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5516 = llvm.mlir.constant(256 : index) : i64
    %5517 = llvm.mul %5481, %5516 overflow<nsw, nuw> : i64
    %5518 = llvm.mlir.constant(32 : index) : i64
    %5519 = llvm.mul %5483, %5518 overflow<nsw, nuw> : i64
    %5520 = llvm.add %5517, %5519 overflow<nsw, nuw> : i64
    %5521 = llvm.add %5520, %5485 overflow<nsw, nuw> : i64
    %5522 = llvm.getelementptr inbounds|nuw %5515[%5521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5514, %5522 : f32, !llvm.ptr
    %5523 = llvm.add %5487, %57 : i64
    llvm.br ^bb745(%5523 : i64)
  ^bb747:  // pred: ^bb745
    %5524 = llvm.add %5485, %57 : i64
    llvm.br ^bb743(%5524 : i64)
  ^bb748:  // pred: ^bb743
    %5525 = llvm.add %5483, %57 : i64
    llvm.br ^bb741(%5525 : i64)
  ^bb749:  // pred: ^bb741
    %5526 = llvm.add %5481, %57 : i64
    llvm.br ^bb739(%5526 : i64)
  ^bb750:  // pred: ^bb739
    %5527 = llvm.mlir.constant(8 : index) : i64
    %5528 = llvm.mlir.constant(32 : index) : i64
    %5529 = llvm.mlir.constant(1 : index) : i64
    %5530 = llvm.mlir.constant(256 : index) : i64
    %5531 = llvm.mul %5530, %5424 : i64
    %5532 = llvm.mlir.zero : !llvm.ptr
    %5533 = llvm.getelementptr %5532[%5531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5534 = llvm.ptrtoint %5533 : !llvm.ptr to i64
    %5535 = llvm.mlir.constant(64 : index) : i64
    %5536 = llvm.add %5534, %5535 : i64
    %5537 = llvm.call @malloc(%5536) : (i64) -> !llvm.ptr
    %5538 = llvm.ptrtoint %5537 : !llvm.ptr to i64
    %5539 = llvm.mlir.constant(1 : index) : i64
    %5540 = llvm.sub %5535, %5539 : i64
    %5541 = llvm.add %5538, %5540 : i64
    %5542 = llvm.urem %5541, %5535 : i64
    %5543 = llvm.sub %5541, %5542 : i64
    %5544 = llvm.inttoptr %5543 : i64 to !llvm.ptr
    %5545 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5546 = llvm.insertvalue %5537, %5545[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5547 = llvm.insertvalue %5544, %5546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5548 = llvm.mlir.constant(0 : index) : i64
    %5549 = llvm.insertvalue %5548, %5547[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5550 = llvm.insertvalue %5424, %5549[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5551 = llvm.insertvalue %5527, %5550[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5552 = llvm.insertvalue %5528, %5551[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5553 = llvm.insertvalue %5530, %5552[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5554 = llvm.insertvalue %5528, %5553[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5555 = llvm.insertvalue %5529, %5554[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb751(%56 : i64)
  ^bb751(%5556: i64):  // 2 preds: ^bb750, ^bb758
    %5557 = llvm.icmp "slt" %5556, %5424 : i64
    llvm.cond_br %5557, ^bb752, ^bb759
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%56 : i64)
  ^bb753(%5558: i64):  // 2 preds: ^bb752, ^bb757
    %5559 = llvm.icmp "slt" %5558, %58 : i64
    llvm.cond_br %5559, ^bb754, ^bb758
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%56 : i64)
  ^bb755(%5560: i64):  // 2 preds: ^bb754, ^bb756
    %5561 = llvm.icmp "slt" %5560, %40 : i64
    llvm.cond_br %5561, ^bb756, ^bb757
  ^bb756:  // pred: ^bb755
    %5562 = llvm.extractvalue %5453[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5563 = llvm.mlir.constant(256 : index) : i64
    %5564 = llvm.mul %5556, %5563 overflow<nsw, nuw> : i64
    %5565 = llvm.mlir.constant(32 : index) : i64
    %5566 = llvm.mul %5558, %5565 overflow<nsw, nuw> : i64
    %5567 = llvm.add %5564, %5566 overflow<nsw, nuw> : i64
    %5568 = llvm.add %5567, %5560 overflow<nsw, nuw> : i64
    %5569 = llvm.getelementptr inbounds|nuw %5562[%5568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5570 = llvm.load %5569 : !llvm.ptr -> f32
    %5571 = llvm.extractvalue %358[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5572 = llvm.getelementptr inbounds|nuw %5571[%5560] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5573 = llvm.load %5572 : !llvm.ptr -> f32
    %5574 = llvm.fadd %5570, %5573 : f32
    %5575 = llvm.extractvalue %5555[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5576 = llvm.mlir.constant(256 : index) : i64
    %5577 = llvm.mul %5556, %5576 overflow<nsw, nuw> : i64
    %5578 = llvm.mlir.constant(32 : index) : i64
    %5579 = llvm.mul %5558, %5578 overflow<nsw, nuw> : i64
    %5580 = llvm.add %5577, %5579 overflow<nsw, nuw> : i64
    %5581 = llvm.add %5580, %5560 overflow<nsw, nuw> : i64
    %5582 = llvm.getelementptr inbounds|nuw %5575[%5581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5574, %5582 : f32, !llvm.ptr
    %5583 = llvm.add %5560, %57 : i64
    llvm.br ^bb755(%5583 : i64)
  ^bb757:  // pred: ^bb755
    %5584 = llvm.add %5558, %57 : i64
    llvm.br ^bb753(%5584 : i64)
  ^bb758:  // pred: ^bb753
    %5585 = llvm.add %5556, %57 : i64
    llvm.br ^bb751(%5585 : i64)
  ^bb759:  // pred: ^bb751
    %5586 = llvm.mul %3942, %46 : i64
    %5587 = llvm.sdiv %5586, %2154 : i64
    %5588 = llvm.select %807, %5587, %791 : i1, i64
    %5589 = llvm.mlir.constant(4 : index) : i64
    %5590 = llvm.mlir.constant(1 : index) : i64
    %5591 = llvm.mlir.zero : !llvm.ptr
    %5592 = llvm.getelementptr %5591[%5589] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %5593 = llvm.ptrtoint %5592 : !llvm.ptr to i64
    %5594 = llvm.mlir.constant(64 : index) : i64
    %5595 = llvm.add %5593, %5594 : i64
    %5596 = llvm.call @malloc(%5595) : (i64) -> !llvm.ptr
    %5597 = llvm.ptrtoint %5596 : !llvm.ptr to i64
    %5598 = llvm.mlir.constant(1 : index) : i64
    %5599 = llvm.sub %5594, %5598 : i64
    %5600 = llvm.add %5597, %5599 : i64
    %5601 = llvm.urem %5600, %5594 : i64
    %5602 = llvm.sub %5600, %5601 : i64
    %5603 = llvm.inttoptr %5602 : i64 to !llvm.ptr
    %5604 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5605 = llvm.insertvalue %5596, %5604[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5606 = llvm.insertvalue %5603, %5605[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5607 = llvm.mlir.constant(0 : index) : i64
    %5608 = llvm.insertvalue %5607, %5606[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5609 = llvm.insertvalue %5589, %5608[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5610 = llvm.insertvalue %5590, %5609[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5611 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5612 = llvm.getelementptr inbounds|nuw %5611[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %5588, %5612 : i64, !llvm.ptr
    %5613 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5614 = llvm.getelementptr inbounds|nuw %5613[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %5614 : i64, !llvm.ptr
    %5615 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5616 = llvm.getelementptr inbounds|nuw %5615[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %5587, %5616 : i64, !llvm.ptr
    %5617 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5618 = llvm.getelementptr inbounds|nuw %5617[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %5618 : i64, !llvm.ptr
    %5619 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5620 = llvm.extractvalue %5555[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5621 = llvm.extractvalue %5555[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5622 = llvm.insertvalue %5620, %5619[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5623 = llvm.insertvalue %5621, %5622[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5624 = llvm.mlir.constant(0 : index) : i64
    %5625 = llvm.insertvalue %5624, %5623[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5626 = llvm.mlir.constant(1 : index) : i64
    %5627 = llvm.mlir.constant(16 : index) : i64
    %5628 = llvm.insertvalue %5627, %5625[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5629 = llvm.insertvalue %5626, %5628[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5630 = llvm.mul %5626, %5627 : i64
    %5631 = llvm.mlir.constant(16 : index) : i64
    %5632 = llvm.mlir.constant(2 : index) : i64
    %5633 = llvm.insertvalue %5632, %5629[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5634 = llvm.insertvalue %5631, %5633[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5635 = llvm.mul %5631, %5632 : i64
    %5636 = llvm.mlir.constant(32 : index) : i64
    %5637 = llvm.mlir.constant(8 : index) : i64
    %5638 = llvm.insertvalue %5637, %5634[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5639 = llvm.insertvalue %5636, %5638[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5640 = llvm.mul %5636, %5637 : i64
    %5641 = llvm.mlir.constant(256 : index) : i64
    %5642 = llvm.mlir.constant(0 : index) : i64
    %5643 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5644 = llvm.getelementptr inbounds|nuw %5643[%5642] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %5645 = llvm.load %5644 : !llvm.ptr -> i64
    %5646 = llvm.insertvalue %5645, %5639[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5647 = llvm.insertvalue %5641, %5646[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5648 = llvm.mul %5641, %5645 : i64
    %5649 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5650 = llvm.getelementptr inbounds|nuw %5649[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %5651 = llvm.load %5650 : !llvm.ptr -> i64
    %5652 = llvm.mlir.constant(2 : index) : i64
    %5653 = llvm.mlir.constant(8 : index) : i64
    %5654 = llvm.mlir.constant(16 : index) : i64
    %5655 = llvm.mlir.constant(1 : index) : i64
    %5656 = llvm.mlir.constant(128 : index) : i64
    %5657 = llvm.mlir.constant(256 : index) : i64
    %5658 = llvm.mul %5657, %5588 : i64
    %5659 = llvm.mlir.zero : !llvm.ptr
    %5660 = llvm.getelementptr %5659[%5658] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5661 = llvm.ptrtoint %5660 : !llvm.ptr to i64
    %5662 = llvm.mlir.constant(64 : index) : i64
    %5663 = llvm.add %5661, %5662 : i64
    %5664 = llvm.call @malloc(%5663) : (i64) -> !llvm.ptr
    %5665 = llvm.ptrtoint %5664 : !llvm.ptr to i64
    %5666 = llvm.mlir.constant(1 : index) : i64
    %5667 = llvm.sub %5662, %5666 : i64
    %5668 = llvm.add %5665, %5667 : i64
    %5669 = llvm.urem %5668, %5662 : i64
    %5670 = llvm.sub %5668, %5669 : i64
    %5671 = llvm.inttoptr %5670 : i64 to !llvm.ptr
    %5672 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5673 = llvm.insertvalue %5664, %5672[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5674 = llvm.insertvalue %5671, %5673[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5675 = llvm.mlir.constant(0 : index) : i64
    %5676 = llvm.insertvalue %5675, %5674[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5677 = llvm.insertvalue %5588, %5676[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5678 = llvm.insertvalue %5652, %5677[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5679 = llvm.insertvalue %5653, %5678[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5680 = llvm.insertvalue %5654, %5679[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5681 = llvm.insertvalue %5657, %5680[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5682 = llvm.insertvalue %5656, %5681[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5683 = llvm.insertvalue %5654, %5682[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5684 = llvm.insertvalue %5655, %5683[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5685 = llvm.mlir.constant(2 : index) : i64
    %5686 = llvm.mlir.constant(8 : index) : i64
    %5687 = llvm.mlir.constant(16 : index) : i64
    %5688 = llvm.mlir.constant(1 : index) : i64
    %5689 = llvm.mlir.constant(128 : index) : i64
    %5690 = llvm.mlir.constant(256 : index) : i64
    %5691 = llvm.mul %5690, %5588 : i64
    %5692 = llvm.mlir.zero : !llvm.ptr
    %5693 = llvm.getelementptr %5692[%5691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5694 = llvm.ptrtoint %5693 : !llvm.ptr to i64
    %5695 = llvm.mlir.constant(64 : index) : i64
    %5696 = llvm.add %5694, %5695 : i64
    %5697 = llvm.call @malloc(%5696) : (i64) -> !llvm.ptr
    %5698 = llvm.ptrtoint %5697 : !llvm.ptr to i64
    %5699 = llvm.mlir.constant(1 : index) : i64
    %5700 = llvm.sub %5695, %5699 : i64
    %5701 = llvm.add %5698, %5700 : i64
    %5702 = llvm.urem %5701, %5695 : i64
    %5703 = llvm.sub %5701, %5702 : i64
    %5704 = llvm.inttoptr %5703 : i64 to !llvm.ptr
    %5705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5706 = llvm.insertvalue %5697, %5705[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5707 = llvm.insertvalue %5704, %5706[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5708 = llvm.mlir.constant(0 : index) : i64
    %5709 = llvm.insertvalue %5708, %5707[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5710 = llvm.insertvalue %5588, %5709[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5711 = llvm.insertvalue %5685, %5710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5712 = llvm.insertvalue %5686, %5711[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5713 = llvm.insertvalue %5687, %5712[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5714 = llvm.insertvalue %5690, %5713[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5715 = llvm.insertvalue %5689, %5714[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5716 = llvm.insertvalue %5687, %5715[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5717 = llvm.insertvalue %5688, %5716[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb760(%56 : i64)
  ^bb760(%5718: i64):  // 2 preds: ^bb759, ^bb770
    %5719 = llvm.icmp "slt" %5718, %5651 : i64
    llvm.cond_br %5719, ^bb761, ^bb771
  ^bb761:  // pred: ^bb760
    llvm.br ^bb762(%56 : i64)
  ^bb762(%5720: i64):  // 2 preds: ^bb761, ^bb769
    %5721 = llvm.icmp "slt" %5720, %59 : i64
    llvm.cond_br %5721, ^bb763, ^bb770
  ^bb763:  // pred: ^bb762
    llvm.br ^bb764(%56 : i64)
  ^bb764(%5722: i64):  // 2 preds: ^bb763, ^bb768
    %5723 = llvm.icmp "slt" %5722, %58 : i64
    llvm.cond_br %5723, ^bb765, ^bb769
  ^bb765:  // pred: ^bb764
    llvm.br ^bb766(%56 : i64)
  ^bb766(%5724: i64):  // 2 preds: ^bb765, ^bb767
    %5725 = llvm.icmp "slt" %5724, %39 : i64
    llvm.cond_br %5725, ^bb767, ^bb768
  ^bb767:  // pred: ^bb766
    %5726 = llvm.extractvalue %5647[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5727 = llvm.mlir.constant(256 : index) : i64
    %5728 = llvm.mul %5718, %5727 overflow<nsw, nuw> : i64
    %5729 = llvm.mlir.constant(32 : index) : i64
    %5730 = llvm.mul %5722, %5729 overflow<nsw, nuw> : i64
    %5731 = llvm.add %5728, %5730 overflow<nsw, nuw> : i64
    %5732 = llvm.mlir.constant(16 : index) : i64
    %5733 = llvm.mul %5720, %5732 overflow<nsw, nuw> : i64
    %5734 = llvm.add %5731, %5733 overflow<nsw, nuw> : i64
    %5735 = llvm.add %5734, %5724 overflow<nsw, nuw> : i64
    %5736 = llvm.getelementptr inbounds|nuw %5726[%5735] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5737 = llvm.load %5736 : !llvm.ptr -> f32
    %5738 = llvm.extractvalue %5717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5739 = llvm.mlir.constant(256 : index) : i64
    %5740 = llvm.mul %5718, %5739 overflow<nsw, nuw> : i64
    %5741 = llvm.mlir.constant(128 : index) : i64
    %5742 = llvm.mul %5720, %5741 overflow<nsw, nuw> : i64
    %5743 = llvm.add %5740, %5742 overflow<nsw, nuw> : i64
    %5744 = llvm.mlir.constant(16 : index) : i64
    %5745 = llvm.mul %5722, %5744 overflow<nsw, nuw> : i64
    %5746 = llvm.add %5743, %5745 overflow<nsw, nuw> : i64
    %5747 = llvm.add %5746, %5724 overflow<nsw, nuw> : i64
    %5748 = llvm.getelementptr inbounds|nuw %5738[%5747] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5737, %5748 : f32, !llvm.ptr
    %5749 = llvm.add %5724, %57 : i64
    llvm.br ^bb766(%5749 : i64)
  ^bb768:  // pred: ^bb766
    %5750 = llvm.add %5722, %57 : i64
    llvm.br ^bb764(%5750 : i64)
  ^bb769:  // pred: ^bb764
    %5751 = llvm.add %5720, %57 : i64
    llvm.br ^bb762(%5751 : i64)
  ^bb770:  // pred: ^bb762
    %5752 = llvm.add %5718, %57 : i64
    llvm.br ^bb760(%5752 : i64)
  ^bb771:  // pred: ^bb760
    %5753 = llvm.mlir.constant(8 : index) : i64
    %5754 = llvm.mlir.constant(32 : index) : i64
    %5755 = llvm.mlir.constant(1 : index) : i64
    %5756 = llvm.mlir.constant(256 : index) : i64
    %5757 = llvm.mul %5756, %5424 : i64
    %5758 = llvm.mlir.zero : !llvm.ptr
    %5759 = llvm.getelementptr %5758[%5757] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5760 = llvm.ptrtoint %5759 : !llvm.ptr to i64
    %5761 = llvm.mlir.constant(64 : index) : i64
    %5762 = llvm.add %5760, %5761 : i64
    %5763 = llvm.call @malloc(%5762) : (i64) -> !llvm.ptr
    %5764 = llvm.ptrtoint %5763 : !llvm.ptr to i64
    %5765 = llvm.mlir.constant(1 : index) : i64
    %5766 = llvm.sub %5761, %5765 : i64
    %5767 = llvm.add %5764, %5766 : i64
    %5768 = llvm.urem %5767, %5761 : i64
    %5769 = llvm.sub %5767, %5768 : i64
    %5770 = llvm.inttoptr %5769 : i64 to !llvm.ptr
    %5771 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5772 = llvm.insertvalue %5763, %5771[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5773 = llvm.insertvalue %5770, %5772[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5774 = llvm.mlir.constant(0 : index) : i64
    %5775 = llvm.insertvalue %5774, %5773[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5776 = llvm.insertvalue %5424, %5775[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5777 = llvm.insertvalue %5753, %5776[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5778 = llvm.insertvalue %5754, %5777[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5779 = llvm.insertvalue %5756, %5778[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5780 = llvm.insertvalue %5754, %5779[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5781 = llvm.insertvalue %5755, %5780[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5782 = llvm.extractvalue %5423[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb772(%56 : i64)
  ^bb772(%5783: i64):  // 2 preds: ^bb771, ^bb779
    %5784 = llvm.icmp "slt" %5783, %5782 : i64
    llvm.cond_br %5784, ^bb773, ^bb780
  ^bb773:  // pred: ^bb772
    llvm.br ^bb774(%56 : i64)
  ^bb774(%5785: i64):  // 2 preds: ^bb773, ^bb778
    %5786 = llvm.icmp "slt" %5785, %58 : i64
    llvm.cond_br %5786, ^bb775, ^bb779
  ^bb775:  // pred: ^bb774
    llvm.br ^bb776(%56 : i64)
  ^bb776(%5787: i64):  // 2 preds: ^bb775, ^bb777
    %5788 = llvm.icmp "slt" %5787, %40 : i64
    llvm.cond_br %5788, ^bb777, ^bb778
  ^bb777:  // pred: ^bb776
    %5789 = llvm.extractvalue %5423[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5790 = llvm.mlir.constant(256 : index) : i64
    %5791 = llvm.mul %5783, %5790 overflow<nsw, nuw> : i64
    %5792 = llvm.mlir.constant(32 : index) : i64
    %5793 = llvm.mul %5785, %5792 overflow<nsw, nuw> : i64
    %5794 = llvm.add %5791, %5793 overflow<nsw, nuw> : i64
    %5795 = llvm.add %5794, %5787 overflow<nsw, nuw> : i64
    %5796 = llvm.getelementptr inbounds|nuw %5789[%5795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5797 = llvm.load %5796 : !llvm.ptr -> f32
    %5798 = llvm.extractvalue %5781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5799 = llvm.mlir.constant(256 : index) : i64
    %5800 = llvm.mul %5783, %5799 overflow<nsw, nuw> : i64
    %5801 = llvm.mlir.constant(32 : index) : i64
    %5802 = llvm.mul %5785, %5801 overflow<nsw, nuw> : i64
    %5803 = llvm.add %5800, %5802 overflow<nsw, nuw> : i64
    %5804 = llvm.add %5803, %5787 overflow<nsw, nuw> : i64
    %5805 = llvm.getelementptr inbounds|nuw %5798[%5804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5797, %5805 : f32, !llvm.ptr
    %5806 = llvm.add %5787, %57 : i64
    llvm.br ^bb776(%5806 : i64)
  ^bb778:  // pred: ^bb776
    %5807 = llvm.add %5785, %57 : i64
    llvm.br ^bb774(%5807 : i64)
  ^bb779:  // pred: ^bb774
    %5808 = llvm.add %5783, %57 : i64
    llvm.br ^bb772(%5808 : i64)
  ^bb780:  // pred: ^bb772
    llvm.br ^bb781(%56 : i64)
  ^bb781(%5809: i64):  // 2 preds: ^bb780, ^bb791
    %5810 = llvm.icmp "slt" %5809, %3942 : i64
    llvm.cond_br %5810, ^bb782, ^bb792
  ^bb782:  // pred: ^bb781
    llvm.br ^bb783(%56 : i64)
  ^bb783(%5811: i64):  // 2 preds: ^bb782, ^bb790
    %5812 = llvm.icmp "slt" %5811, %58 : i64
    llvm.cond_br %5812, ^bb784, ^bb791
  ^bb784:  // pred: ^bb783
    llvm.br ^bb785(%56 : i64)
  ^bb785(%5813: i64):  // 2 preds: ^bb784, ^bb789
    %5814 = llvm.icmp "slt" %5813, %40 : i64
    llvm.cond_br %5814, ^bb786, ^bb790
  ^bb786:  // pred: ^bb785
    llvm.br ^bb787(%56 : i64)
  ^bb787(%5815: i64):  // 2 preds: ^bb786, ^bb788
    %5816 = llvm.icmp "slt" %5815, %40 : i64
    llvm.cond_br %5816, ^bb788, ^bb789
  ^bb788:  // pred: ^bb787
    %5817 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5818 = llvm.mlir.constant(256 : index) : i64
    %5819 = llvm.mul %5809, %5818 overflow<nsw, nuw> : i64
    %5820 = llvm.mlir.constant(32 : index) : i64
    %5821 = llvm.mul %5811, %5820 overflow<nsw, nuw> : i64
    %5822 = llvm.add %5819, %5821 overflow<nsw, nuw> : i64
    %5823 = llvm.add %5822, %5815 overflow<nsw, nuw> : i64
    %5824 = llvm.getelementptr inbounds|nuw %5817[%5823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5825 = llvm.load %5824 : !llvm.ptr -> f32
    %5826 = llvm.extractvalue %342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5827 = llvm.mlir.constant(32 : index) : i64
    %5828 = llvm.mul %5813, %5827 overflow<nsw, nuw> : i64
    %5829 = llvm.add %5828, %5815 overflow<nsw, nuw> : i64
    %5830 = llvm.getelementptr inbounds|nuw %5826[%5829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5831 = llvm.load %5830 : !llvm.ptr -> f32
    %5832 = llvm.extractvalue %5781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5833 = llvm.mlir.constant(256 : index) : i64
    %5834 = llvm.mul %5809, %5833 overflow<nsw, nuw> : i64
    %5835 = llvm.mlir.constant(32 : index) : i64
    %5836 = llvm.mul %5811, %5835 overflow<nsw, nuw> : i64
    %5837 = llvm.add %5834, %5836 overflow<nsw, nuw> : i64
    %5838 = llvm.add %5837, %5813 overflow<nsw, nuw> : i64
    %5839 = llvm.getelementptr inbounds|nuw %5832[%5838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5840 = llvm.load %5839 : !llvm.ptr -> f32
    %5841 = llvm.fmul %5825, %5831 : f32
    %5842 = llvm.fadd %5840, %5841 : f32
    %5843 = llvm.extractvalue %5781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5844 = llvm.mlir.constant(256 : index) : i64
    %5845 = llvm.mul %5809, %5844 overflow<nsw, nuw> : i64
    %5846 = llvm.mlir.constant(32 : index) : i64
    %5847 = llvm.mul %5811, %5846 overflow<nsw, nuw> : i64
    %5848 = llvm.add %5845, %5847 overflow<nsw, nuw> : i64
    %5849 = llvm.add %5848, %5813 overflow<nsw, nuw> : i64
    %5850 = llvm.getelementptr inbounds|nuw %5843[%5849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5842, %5850 : f32, !llvm.ptr
    %5851 = llvm.add %5815, %57 : i64
    llvm.br ^bb787(%5851 : i64)
  ^bb789:  // pred: ^bb787
    %5852 = llvm.add %5813, %57 : i64
    llvm.br ^bb785(%5852 : i64)
  ^bb790:  // pred: ^bb785
    %5853 = llvm.add %5811, %57 : i64
    llvm.br ^bb783(%5853 : i64)
  ^bb791:  // pred: ^bb783
    %5854 = llvm.add %5809, %57 : i64
    llvm.br ^bb781(%5854 : i64)
  ^bb792:  // pred: ^bb781
    %5855 = llvm.mlir.constant(8 : index) : i64
    %5856 = llvm.mlir.constant(32 : index) : i64
    %5857 = llvm.mlir.constant(1 : index) : i64
    %5858 = llvm.mlir.constant(256 : index) : i64
    %5859 = llvm.mul %5858, %5424 : i64
    %5860 = llvm.mlir.zero : !llvm.ptr
    %5861 = llvm.getelementptr %5860[%5859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5862 = llvm.ptrtoint %5861 : !llvm.ptr to i64
    %5863 = llvm.mlir.constant(64 : index) : i64
    %5864 = llvm.add %5862, %5863 : i64
    %5865 = llvm.call @malloc(%5864) : (i64) -> !llvm.ptr
    %5866 = llvm.ptrtoint %5865 : !llvm.ptr to i64
    %5867 = llvm.mlir.constant(1 : index) : i64
    %5868 = llvm.sub %5863, %5867 : i64
    %5869 = llvm.add %5866, %5868 : i64
    %5870 = llvm.urem %5869, %5863 : i64
    %5871 = llvm.sub %5869, %5870 : i64
    %5872 = llvm.inttoptr %5871 : i64 to !llvm.ptr
    %5873 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5874 = llvm.insertvalue %5865, %5873[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5875 = llvm.insertvalue %5872, %5874[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5876 = llvm.mlir.constant(0 : index) : i64
    %5877 = llvm.insertvalue %5876, %5875[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5878 = llvm.insertvalue %5424, %5877[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5879 = llvm.insertvalue %5855, %5878[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5880 = llvm.insertvalue %5856, %5879[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5881 = llvm.insertvalue %5858, %5880[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5882 = llvm.insertvalue %5856, %5881[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5883 = llvm.insertvalue %5857, %5882[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb793(%56 : i64)
  ^bb793(%5884: i64):  // 2 preds: ^bb792, ^bb800
    %5885 = llvm.icmp "slt" %5884, %5424 : i64
    llvm.cond_br %5885, ^bb794, ^bb801
  ^bb794:  // pred: ^bb793
    llvm.br ^bb795(%56 : i64)
  ^bb795(%5886: i64):  // 2 preds: ^bb794, ^bb799
    %5887 = llvm.icmp "slt" %5886, %58 : i64
    llvm.cond_br %5887, ^bb796, ^bb800
  ^bb796:  // pred: ^bb795
    llvm.br ^bb797(%56 : i64)
  ^bb797(%5888: i64):  // 2 preds: ^bb796, ^bb798
    %5889 = llvm.icmp "slt" %5888, %40 : i64
    llvm.cond_br %5889, ^bb798, ^bb799
  ^bb798:  // pred: ^bb797
    %5890 = llvm.extractvalue %5781[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5891 = llvm.mlir.constant(256 : index) : i64
    %5892 = llvm.mul %5884, %5891 overflow<nsw, nuw> : i64
    %5893 = llvm.mlir.constant(32 : index) : i64
    %5894 = llvm.mul %5886, %5893 overflow<nsw, nuw> : i64
    %5895 = llvm.add %5892, %5894 overflow<nsw, nuw> : i64
    %5896 = llvm.add %5895, %5888 overflow<nsw, nuw> : i64
    %5897 = llvm.getelementptr inbounds|nuw %5890[%5896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5898 = llvm.load %5897 : !llvm.ptr -> f32
    %5899 = llvm.extractvalue %322[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5900 = llvm.getelementptr inbounds|nuw %5899[%5888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5901 = llvm.load %5900 : !llvm.ptr -> f32
    %5902 = llvm.fadd %5898, %5901 : f32
    %5903 = llvm.extractvalue %5883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5904 = llvm.mlir.constant(256 : index) : i64
    %5905 = llvm.mul %5884, %5904 overflow<nsw, nuw> : i64
    %5906 = llvm.mlir.constant(32 : index) : i64
    %5907 = llvm.mul %5886, %5906 overflow<nsw, nuw> : i64
    %5908 = llvm.add %5905, %5907 overflow<nsw, nuw> : i64
    %5909 = llvm.add %5908, %5888 overflow<nsw, nuw> : i64
    %5910 = llvm.getelementptr inbounds|nuw %5903[%5909] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5902, %5910 : f32, !llvm.ptr
    %5911 = llvm.add %5888, %57 : i64
    llvm.br ^bb797(%5911 : i64)
  ^bb799:  // pred: ^bb797
    %5912 = llvm.add %5886, %57 : i64
    llvm.br ^bb795(%5912 : i64)
  ^bb800:  // pred: ^bb795
    %5913 = llvm.add %5884, %57 : i64
    llvm.br ^bb793(%5913 : i64)
  ^bb801:  // pred: ^bb793
    %5914 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5915 = llvm.extractvalue %5883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5916 = llvm.extractvalue %5883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5917 = llvm.insertvalue %5915, %5914[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5918 = llvm.insertvalue %5916, %5917[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5919 = llvm.mlir.constant(0 : index) : i64
    %5920 = llvm.insertvalue %5919, %5918[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5921 = llvm.mlir.constant(1 : index) : i64
    %5922 = llvm.mlir.constant(16 : index) : i64
    %5923 = llvm.insertvalue %5922, %5920[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5924 = llvm.insertvalue %5921, %5923[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5925 = llvm.mul %5921, %5922 : i64
    %5926 = llvm.mlir.constant(16 : index) : i64
    %5927 = llvm.mlir.constant(2 : index) : i64
    %5928 = llvm.insertvalue %5927, %5924[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5929 = llvm.insertvalue %5926, %5928[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5930 = llvm.mul %5926, %5927 : i64
    %5931 = llvm.mlir.constant(32 : index) : i64
    %5932 = llvm.mlir.constant(8 : index) : i64
    %5933 = llvm.insertvalue %5932, %5929[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5934 = llvm.insertvalue %5931, %5933[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5935 = llvm.mul %5931, %5932 : i64
    %5936 = llvm.mlir.constant(256 : index) : i64
    %5937 = llvm.mlir.constant(0 : index) : i64
    %5938 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5939 = llvm.getelementptr inbounds|nuw %5938[%5937] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %5940 = llvm.load %5939 : !llvm.ptr -> i64
    %5941 = llvm.insertvalue %5940, %5934[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5942 = llvm.insertvalue %5936, %5941[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %5943 = llvm.mul %5936, %5940 : i64
    %5944 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5945 = llvm.getelementptr inbounds|nuw %5944[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %5946 = llvm.load %5945 : !llvm.ptr -> i64
    %5947 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5948 = llvm.extractvalue %5394[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5949 = llvm.extractvalue %5394[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5950 = llvm.insertvalue %5948, %5947[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5951 = llvm.insertvalue %5949, %5950[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5952 = llvm.mlir.constant(0 : index) : i64
    %5953 = llvm.insertvalue %5952, %5951[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5954 = llvm.insertvalue %3942, %5953[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5955 = llvm.mlir.constant(256 : index) : i64
    %5956 = llvm.insertvalue %5955, %5954[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5957 = llvm.mlir.constant(8 : index) : i64
    %5958 = llvm.insertvalue %5957, %5956[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5959 = llvm.mlir.constant(32 : index) : i64
    %5960 = llvm.insertvalue %5959, %5958[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5961 = llvm.mlir.constant(32 : index) : i64
    %5962 = llvm.insertvalue %5961, %5960[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5963 = llvm.mlir.constant(1 : index) : i64
    %5964 = llvm.insertvalue %5963, %5962[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb802(%56 : i64)
  ^bb802(%5965: i64):  // 2 preds: ^bb801, ^bb812
    %5966 = llvm.icmp "slt" %5965, %3942 : i64
    llvm.cond_br %5966, ^bb803, ^bb813
  ^bb803:  // pred: ^bb802
    llvm.br ^bb804(%56 : i64)
  ^bb804(%5967: i64):  // 2 preds: ^bb803, ^bb811
    %5968 = llvm.icmp "slt" %5967, %58 : i64
    llvm.cond_br %5968, ^bb805, ^bb812
  ^bb805:  // pred: ^bb804
    llvm.br ^bb806(%56 : i64)
  ^bb806(%5969: i64):  // 2 preds: ^bb805, ^bb810
    %5970 = llvm.icmp "slt" %5969, %40 : i64
    llvm.cond_br %5970, ^bb807, ^bb811
  ^bb807:  // pred: ^bb806
    llvm.br ^bb808(%56 : i64)
  ^bb808(%5971: i64):  // 2 preds: ^bb807, ^bb809
    %5972 = llvm.icmp "slt" %5971, %40 : i64
    llvm.cond_br %5972, ^bb809, ^bb810
  ^bb809:  // pred: ^bb808
    %5973 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5974 = llvm.mlir.constant(256 : index) : i64
    %5975 = llvm.mul %5965, %5974 overflow<nsw, nuw> : i64
    %5976 = llvm.mlir.constant(32 : index) : i64
    %5977 = llvm.mul %5967, %5976 overflow<nsw, nuw> : i64
    %5978 = llvm.add %5975, %5977 overflow<nsw, nuw> : i64
    %5979 = llvm.add %5978, %5971 overflow<nsw, nuw> : i64
    %5980 = llvm.getelementptr inbounds|nuw %5973[%5979] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5981 = llvm.load %5980 : !llvm.ptr -> f32
    %5982 = llvm.extractvalue %306[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5983 = llvm.mlir.constant(32 : index) : i64
    %5984 = llvm.mul %5969, %5983 overflow<nsw, nuw> : i64
    %5985 = llvm.add %5984, %5971 overflow<nsw, nuw> : i64
    %5986 = llvm.getelementptr inbounds|nuw %5982[%5985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5987 = llvm.load %5986 : !llvm.ptr -> f32
    %5988 = llvm.extractvalue %5964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5989 = llvm.mlir.constant(256 : index) : i64
    %5990 = llvm.mul %5965, %5989 overflow<nsw, nuw> : i64
    %5991 = llvm.mlir.constant(32 : index) : i64
    %5992 = llvm.mul %5967, %5991 overflow<nsw, nuw> : i64
    %5993 = llvm.add %5990, %5992 overflow<nsw, nuw> : i64
    %5994 = llvm.add %5993, %5969 overflow<nsw, nuw> : i64
    %5995 = llvm.getelementptr inbounds|nuw %5988[%5994] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5996 = llvm.load %5995 : !llvm.ptr -> f32
    %5997 = llvm.fmul %5981, %5987 : f32
    %5998 = llvm.fadd %5996, %5997 : f32
    %5999 = llvm.extractvalue %5964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6000 = llvm.mlir.constant(256 : index) : i64
    %6001 = llvm.mul %5965, %6000 overflow<nsw, nuw> : i64
    %6002 = llvm.mlir.constant(32 : index) : i64
    %6003 = llvm.mul %5967, %6002 overflow<nsw, nuw> : i64
    %6004 = llvm.add %6001, %6003 overflow<nsw, nuw> : i64
    %6005 = llvm.add %6004, %5969 overflow<nsw, nuw> : i64
    %6006 = llvm.getelementptr inbounds|nuw %5999[%6005] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5998, %6006 : f32, !llvm.ptr
    %6007 = llvm.add %5971, %57 : i64
    llvm.br ^bb808(%6007 : i64)
  ^bb810:  // pred: ^bb808
    %6008 = llvm.add %5969, %57 : i64
    llvm.br ^bb806(%6008 : i64)
  ^bb811:  // pred: ^bb806
    %6009 = llvm.add %5967, %57 : i64
    llvm.br ^bb804(%6009 : i64)
  ^bb812:  // pred: ^bb804
    %6010 = llvm.add %5965, %57 : i64
    llvm.br ^bb802(%6010 : i64)
  ^bb813:  // pred: ^bb802
    %6011 = llvm.mlir.constant(8 : index) : i64
    %6012 = llvm.mlir.constant(32 : index) : i64
    %6013 = llvm.mlir.constant(1 : index) : i64
    %6014 = llvm.mlir.constant(256 : index) : i64
    %6015 = llvm.mul %6014, %5424 : i64
    %6016 = llvm.mlir.zero : !llvm.ptr
    %6017 = llvm.getelementptr %6016[%6015] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6018 = llvm.ptrtoint %6017 : !llvm.ptr to i64
    %6019 = llvm.mlir.constant(64 : index) : i64
    %6020 = llvm.add %6018, %6019 : i64
    %6021 = llvm.call @malloc(%6020) : (i64) -> !llvm.ptr
    %6022 = llvm.ptrtoint %6021 : !llvm.ptr to i64
    %6023 = llvm.mlir.constant(1 : index) : i64
    %6024 = llvm.sub %6019, %6023 : i64
    %6025 = llvm.add %6022, %6024 : i64
    %6026 = llvm.urem %6025, %6019 : i64
    %6027 = llvm.sub %6025, %6026 : i64
    %6028 = llvm.inttoptr %6027 : i64 to !llvm.ptr
    %6029 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6030 = llvm.insertvalue %6021, %6029[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6031 = llvm.insertvalue %6028, %6030[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6032 = llvm.mlir.constant(0 : index) : i64
    %6033 = llvm.insertvalue %6032, %6031[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6034 = llvm.insertvalue %5424, %6033[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6035 = llvm.insertvalue %6011, %6034[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6036 = llvm.insertvalue %6012, %6035[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6037 = llvm.insertvalue %6014, %6036[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6038 = llvm.insertvalue %6012, %6037[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6039 = llvm.insertvalue %6013, %6038[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6040 = llvm.extractvalue %5964[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb814(%56 : i64)
  ^bb814(%6041: i64):  // 2 preds: ^bb813, ^bb821
    %6042 = llvm.icmp "slt" %6041, %6040 : i64
    llvm.cond_br %6042, ^bb815, ^bb822
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%56 : i64)
  ^bb816(%6043: i64):  // 2 preds: ^bb815, ^bb820
    %6044 = llvm.icmp "slt" %6043, %58 : i64
    llvm.cond_br %6044, ^bb817, ^bb821
  ^bb817:  // pred: ^bb816
    llvm.br ^bb818(%56 : i64)
  ^bb818(%6045: i64):  // 2 preds: ^bb817, ^bb819
    %6046 = llvm.icmp "slt" %6045, %40 : i64
    llvm.cond_br %6046, ^bb819, ^bb820
  ^bb819:  // pred: ^bb818
    %6047 = llvm.extractvalue %5964[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6048 = llvm.mlir.constant(256 : index) : i64
    %6049 = llvm.mul %6041, %6048 overflow<nsw, nuw> : i64
    %6050 = llvm.mlir.constant(32 : index) : i64
    %6051 = llvm.mul %6043, %6050 overflow<nsw, nuw> : i64
    %6052 = llvm.add %6049, %6051 overflow<nsw, nuw> : i64
    %6053 = llvm.add %6052, %6045 overflow<nsw, nuw> : i64
    %6054 = llvm.getelementptr inbounds|nuw %6047[%6053] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6055 = llvm.load %6054 : !llvm.ptr -> f32
    %6056 = llvm.extractvalue %286[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6057 = llvm.getelementptr inbounds|nuw %6056[%6045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6058 = llvm.load %6057 : !llvm.ptr -> f32
    %6059 = llvm.fadd %6055, %6058 : f32
    %6060 = llvm.extractvalue %6039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6061 = llvm.mlir.constant(256 : index) : i64
    %6062 = llvm.mul %6041, %6061 overflow<nsw, nuw> : i64
    %6063 = llvm.mlir.constant(32 : index) : i64
    %6064 = llvm.mul %6043, %6063 overflow<nsw, nuw> : i64
    %6065 = llvm.add %6062, %6064 overflow<nsw, nuw> : i64
    %6066 = llvm.add %6065, %6045 overflow<nsw, nuw> : i64
    %6067 = llvm.getelementptr inbounds|nuw %6060[%6066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6059, %6067 : f32, !llvm.ptr
    %6068 = llvm.add %6045, %57 : i64
    llvm.br ^bb818(%6068 : i64)
  ^bb820:  // pred: ^bb818
    %6069 = llvm.add %6043, %57 : i64
    llvm.br ^bb816(%6069 : i64)
  ^bb821:  // pred: ^bb816
    %6070 = llvm.add %6041, %57 : i64
    llvm.br ^bb814(%6070 : i64)
  ^bb822:  // pred: ^bb814
    %6071 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6072 = llvm.extractvalue %6039[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6073 = llvm.extractvalue %6039[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6074 = llvm.insertvalue %6072, %6071[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6075 = llvm.insertvalue %6073, %6074[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6076 = llvm.mlir.constant(0 : index) : i64
    %6077 = llvm.insertvalue %6076, %6075[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6078 = llvm.mlir.constant(1 : index) : i64
    %6079 = llvm.mlir.constant(16 : index) : i64
    %6080 = llvm.insertvalue %6079, %6077[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6081 = llvm.insertvalue %6078, %6080[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6082 = llvm.mul %6078, %6079 : i64
    %6083 = llvm.mlir.constant(16 : index) : i64
    %6084 = llvm.mlir.constant(2 : index) : i64
    %6085 = llvm.insertvalue %6084, %6081[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6086 = llvm.insertvalue %6083, %6085[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6087 = llvm.mul %6083, %6084 : i64
    %6088 = llvm.mlir.constant(32 : index) : i64
    %6089 = llvm.mlir.constant(8 : index) : i64
    %6090 = llvm.insertvalue %6089, %6086[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6091 = llvm.insertvalue %6088, %6090[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6092 = llvm.mul %6088, %6089 : i64
    %6093 = llvm.mlir.constant(256 : index) : i64
    %6094 = llvm.mlir.constant(0 : index) : i64
    %6095 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6096 = llvm.getelementptr inbounds|nuw %6095[%6094] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6097 = llvm.load %6096 : !llvm.ptr -> i64
    %6098 = llvm.insertvalue %6097, %6091[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6099 = llvm.insertvalue %6093, %6098[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6100 = llvm.mul %6093, %6097 : i64
    %6101 = llvm.extractvalue %5610[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6102 = llvm.getelementptr inbounds|nuw %6101[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6103 = llvm.load %6102 : !llvm.ptr -> i64
    llvm.br ^bb823(%56 : i64)
  ^bb823(%6104: i64):  // 2 preds: ^bb822, ^bb833
    %6105 = llvm.icmp "slt" %6104, %6103 : i64
    llvm.cond_br %6105, ^bb824, ^bb834
  ^bb824:  // pred: ^bb823
    llvm.br ^bb825(%56 : i64)
  ^bb825(%6106: i64):  // 2 preds: ^bb824, ^bb832
    %6107 = llvm.icmp "slt" %6106, %59 : i64
    llvm.cond_br %6107, ^bb826, ^bb833
  ^bb826:  // pred: ^bb825
    llvm.br ^bb827(%56 : i64)
  ^bb827(%6108: i64):  // 2 preds: ^bb826, ^bb831
    %6109 = llvm.icmp "slt" %6108, %58 : i64
    llvm.cond_br %6109, ^bb828, ^bb832
  ^bb828:  // pred: ^bb827
    llvm.br ^bb829(%56 : i64)
  ^bb829(%6110: i64):  // 2 preds: ^bb828, ^bb830
    %6111 = llvm.icmp "slt" %6110, %39 : i64
    llvm.cond_br %6111, ^bb830, ^bb831
  ^bb830:  // pred: ^bb829
    %6112 = llvm.extractvalue %6099[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6113 = llvm.mlir.constant(256 : index) : i64
    %6114 = llvm.mul %6104, %6113 overflow<nsw, nuw> : i64
    %6115 = llvm.mlir.constant(32 : index) : i64
    %6116 = llvm.mul %6108, %6115 overflow<nsw, nuw> : i64
    %6117 = llvm.add %6114, %6116 overflow<nsw, nuw> : i64
    %6118 = llvm.mlir.constant(16 : index) : i64
    %6119 = llvm.mul %6106, %6118 overflow<nsw, nuw> : i64
    %6120 = llvm.add %6117, %6119 overflow<nsw, nuw> : i64
    %6121 = llvm.add %6120, %6110 overflow<nsw, nuw> : i64
    %6122 = llvm.getelementptr inbounds|nuw %6112[%6121] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6123 = llvm.load %6122 : !llvm.ptr -> f32
    %6124 = llvm.extractvalue %5684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6125 = llvm.mlir.constant(256 : index) : i64
    %6126 = llvm.mul %6104, %6125 overflow<nsw, nuw> : i64
    %6127 = llvm.mlir.constant(128 : index) : i64
    %6128 = llvm.mul %6106, %6127 overflow<nsw, nuw> : i64
    %6129 = llvm.add %6126, %6128 overflow<nsw, nuw> : i64
    %6130 = llvm.mlir.constant(16 : index) : i64
    %6131 = llvm.mul %6108, %6130 overflow<nsw, nuw> : i64
    %6132 = llvm.add %6129, %6131 overflow<nsw, nuw> : i64
    %6133 = llvm.add %6132, %6110 overflow<nsw, nuw> : i64
    %6134 = llvm.getelementptr inbounds|nuw %6124[%6133] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6123, %6134 : f32, !llvm.ptr
    %6135 = llvm.add %6110, %57 : i64
    llvm.br ^bb829(%6135 : i64)
  ^bb831:  // pred: ^bb829
    %6136 = llvm.add %6108, %57 : i64
    llvm.br ^bb827(%6136 : i64)
  ^bb832:  // pred: ^bb827
    %6137 = llvm.add %6106, %57 : i64
    llvm.br ^bb825(%6137 : i64)
  ^bb833:  // pred: ^bb825
    %6138 = llvm.add %6104, %57 : i64
    llvm.br ^bb823(%6138 : i64)
  ^bb834:  // pred: ^bb823
    %6139 = llvm.mlir.constant(2 : index) : i64
    %6140 = llvm.mlir.constant(16 : index) : i64
    %6141 = llvm.mlir.constant(8 : index) : i64
    %6142 = llvm.mlir.constant(1 : index) : i64
    %6143 = llvm.mlir.constant(128 : index) : i64
    %6144 = llvm.mlir.constant(256 : index) : i64
    %6145 = llvm.mul %6144, %5588 : i64
    %6146 = llvm.mlir.zero : !llvm.ptr
    %6147 = llvm.getelementptr %6146[%6145] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6148 = llvm.ptrtoint %6147 : !llvm.ptr to i64
    %6149 = llvm.mlir.constant(64 : index) : i64
    %6150 = llvm.add %6148, %6149 : i64
    %6151 = llvm.call @malloc(%6150) : (i64) -> !llvm.ptr
    %6152 = llvm.ptrtoint %6151 : !llvm.ptr to i64
    %6153 = llvm.mlir.constant(1 : index) : i64
    %6154 = llvm.sub %6149, %6153 : i64
    %6155 = llvm.add %6152, %6154 : i64
    %6156 = llvm.urem %6155, %6149 : i64
    %6157 = llvm.sub %6155, %6156 : i64
    %6158 = llvm.inttoptr %6157 : i64 to !llvm.ptr
    %6159 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6160 = llvm.insertvalue %6151, %6159[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6161 = llvm.insertvalue %6158, %6160[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6162 = llvm.mlir.constant(0 : index) : i64
    %6163 = llvm.insertvalue %6162, %6161[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6164 = llvm.insertvalue %5588, %6163[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6165 = llvm.insertvalue %6139, %6164[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6166 = llvm.insertvalue %6140, %6165[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6167 = llvm.insertvalue %6141, %6166[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6168 = llvm.insertvalue %6144, %6167[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6169 = llvm.insertvalue %6143, %6168[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6170 = llvm.insertvalue %6141, %6169[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6171 = llvm.insertvalue %6142, %6170[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb835(%56 : i64)
  ^bb835(%6172: i64):  // 2 preds: ^bb834, ^bb845
    %6173 = llvm.icmp "slt" %6172, %5946 : i64
    llvm.cond_br %6173, ^bb836, ^bb846
  ^bb836:  // pred: ^bb835
    llvm.br ^bb837(%56 : i64)
  ^bb837(%6174: i64):  // 2 preds: ^bb836, ^bb844
    %6175 = llvm.icmp "slt" %6174, %59 : i64
    llvm.cond_br %6175, ^bb838, ^bb845
  ^bb838:  // pred: ^bb837
    llvm.br ^bb839(%56 : i64)
  ^bb839(%6176: i64):  // 2 preds: ^bb838, ^bb843
    %6177 = llvm.icmp "slt" %6176, %39 : i64
    llvm.cond_br %6177, ^bb840, ^bb844
  ^bb840:  // pred: ^bb839
    llvm.br ^bb841(%56 : i64)
  ^bb841(%6178: i64):  // 2 preds: ^bb840, ^bb842
    %6179 = llvm.icmp "slt" %6178, %58 : i64
    llvm.cond_br %6179, ^bb842, ^bb843
  ^bb842:  // pred: ^bb841
    %6180 = llvm.extractvalue %5942[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6181 = llvm.mlir.constant(256 : index) : i64
    %6182 = llvm.mul %6172, %6181 overflow<nsw, nuw> : i64
    %6183 = llvm.mlir.constant(32 : index) : i64
    %6184 = llvm.mul %6178, %6183 overflow<nsw, nuw> : i64
    %6185 = llvm.add %6182, %6184 overflow<nsw, nuw> : i64
    %6186 = llvm.mlir.constant(16 : index) : i64
    %6187 = llvm.mul %6174, %6186 overflow<nsw, nuw> : i64
    %6188 = llvm.add %6185, %6187 overflow<nsw, nuw> : i64
    %6189 = llvm.add %6188, %6176 overflow<nsw, nuw> : i64
    %6190 = llvm.getelementptr inbounds|nuw %6180[%6189] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6191 = llvm.load %6190 : !llvm.ptr -> f32
    %6192 = llvm.extractvalue %6171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6193 = llvm.mlir.constant(256 : index) : i64
    %6194 = llvm.mul %6172, %6193 overflow<nsw, nuw> : i64
    %6195 = llvm.mlir.constant(128 : index) : i64
    %6196 = llvm.mul %6174, %6195 overflow<nsw, nuw> : i64
    %6197 = llvm.add %6194, %6196 overflow<nsw, nuw> : i64
    %6198 = llvm.mlir.constant(8 : index) : i64
    %6199 = llvm.mul %6176, %6198 overflow<nsw, nuw> : i64
    %6200 = llvm.add %6197, %6199 overflow<nsw, nuw> : i64
    %6201 = llvm.add %6200, %6178 overflow<nsw, nuw> : i64
    %6202 = llvm.getelementptr inbounds|nuw %6192[%6201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6191, %6202 : f32, !llvm.ptr
    %6203 = llvm.add %6178, %57 : i64
    llvm.br ^bb841(%6203 : i64)
  ^bb843:  // pred: ^bb841
    %6204 = llvm.add %6176, %57 : i64
    llvm.br ^bb839(%6204 : i64)
  ^bb844:  // pred: ^bb839
    %6205 = llvm.add %6174, %57 : i64
    llvm.br ^bb837(%6205 : i64)
  ^bb845:  // pred: ^bb837
    %6206 = llvm.add %6172, %57 : i64
    llvm.br ^bb835(%6206 : i64)
  ^bb846:  // pred: ^bb835
    llvm.br ^bb847(%56 : i64)
  ^bb847(%6207: i64):  // 2 preds: ^bb846, ^bb857
    %6208 = llvm.icmp "slt" %6207, %791 : i64
    llvm.cond_br %6208, ^bb848, ^bb858
  ^bb848:  // pred: ^bb847
    llvm.br ^bb849(%56 : i64)
  ^bb849(%6209: i64):  // 2 preds: ^bb848, ^bb856
    %6210 = llvm.icmp "slt" %6209, %59 : i64
    llvm.cond_br %6210, ^bb850, ^bb857
  ^bb850:  // pred: ^bb849
    llvm.br ^bb851(%56 : i64)
  ^bb851(%6211: i64):  // 2 preds: ^bb850, ^bb855
    %6212 = llvm.icmp "slt" %6211, %58 : i64
    llvm.cond_br %6212, ^bb852, ^bb856
  ^bb852:  // pred: ^bb851
    llvm.br ^bb853(%56 : i64)
  ^bb853(%6213: i64):  // 2 preds: ^bb852, ^bb854
    %6214 = llvm.icmp "slt" %6213, %39 : i64
    llvm.cond_br %6214, ^bb854, ^bb855
  ^bb854:  // pred: ^bb853
    %6215 = llvm.icmp "eq" %5588, %57 : i64
    %6216 = llvm.select %6215, %56, %6207 : i1, i64
    %6217 = llvm.extractvalue %5717[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6218 = llvm.mlir.constant(256 : index) : i64
    %6219 = llvm.mul %6216, %6218 overflow<nsw, nuw> : i64
    %6220 = llvm.mlir.constant(128 : index) : i64
    %6221 = llvm.mul %6209, %6220 overflow<nsw, nuw> : i64
    %6222 = llvm.add %6219, %6221 overflow<nsw, nuw> : i64
    %6223 = llvm.mlir.constant(16 : index) : i64
    %6224 = llvm.mul %6211, %6223 overflow<nsw, nuw> : i64
    %6225 = llvm.add %6222, %6224 overflow<nsw, nuw> : i64
    %6226 = llvm.add %6225, %6213 overflow<nsw, nuw> : i64
    %6227 = llvm.getelementptr inbounds|nuw %6217[%6226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6228 = llvm.load %6227 : !llvm.ptr -> f32
    %6229 = llvm.extractvalue %2808[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6230 = llvm.mlir.constant(256 : index) : i64
    %6231 = llvm.mul %6207, %6230 overflow<nsw, nuw> : i64
    %6232 = llvm.mlir.constant(128 : index) : i64
    %6233 = llvm.mul %6209, %6232 overflow<nsw, nuw> : i64
    %6234 = llvm.add %6231, %6233 overflow<nsw, nuw> : i64
    %6235 = llvm.mlir.constant(16 : index) : i64
    %6236 = llvm.mul %6211, %6235 overflow<nsw, nuw> : i64
    %6237 = llvm.add %6234, %6236 overflow<nsw, nuw> : i64
    %6238 = llvm.add %6237, %6213 overflow<nsw, nuw> : i64
    %6239 = llvm.getelementptr inbounds|nuw %6229[%6238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6228, %6239 : f32, !llvm.ptr
    %6240 = llvm.add %6213, %57 : i64
    llvm.br ^bb853(%6240 : i64)
  ^bb855:  // pred: ^bb853
    %6241 = llvm.add %6211, %57 : i64
    llvm.br ^bb851(%6241 : i64)
  ^bb856:  // pred: ^bb851
    %6242 = llvm.add %6209, %57 : i64
    llvm.br ^bb849(%6242 : i64)
  ^bb857:  // pred: ^bb849
    %6243 = llvm.add %6207, %57 : i64
    llvm.br ^bb847(%6243 : i64)
  ^bb858:  // pred: ^bb847
    llvm.br ^bb859(%56 : i64)
  ^bb859(%6244: i64):  // 2 preds: ^bb858, ^bb872
    %6245 = llvm.icmp "slt" %6244, %791 : i64
    llvm.cond_br %6245, ^bb860, ^bb873
  ^bb860:  // pred: ^bb859
    llvm.br ^bb861(%56 : i64)
  ^bb861(%6246: i64):  // 2 preds: ^bb860, ^bb871
    %6247 = llvm.icmp "slt" %6246, %59 : i64
    llvm.cond_br %6247, ^bb862, ^bb872
  ^bb862:  // pred: ^bb861
    llvm.br ^bb863(%56 : i64)
  ^bb863(%6248: i64):  // 2 preds: ^bb862, ^bb870
    %6249 = llvm.icmp "slt" %6248, %58 : i64
    llvm.cond_br %6249, ^bb864, ^bb871
  ^bb864:  // pred: ^bb863
    llvm.br ^bb865(%56 : i64)
  ^bb865(%6250: i64):  // 2 preds: ^bb864, ^bb869
    %6251 = llvm.icmp "slt" %6250, %58 : i64
    llvm.cond_br %6251, ^bb866, ^bb870
  ^bb866:  // pred: ^bb865
    llvm.br ^bb867(%56 : i64)
  ^bb867(%6252: i64):  // 2 preds: ^bb866, ^bb868
    %6253 = llvm.icmp "slt" %6252, %39 : i64
    llvm.cond_br %6253, ^bb868, ^bb869
  ^bb868:  // pred: ^bb867
    %6254 = llvm.extractvalue %2808[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6255 = llvm.mlir.constant(256 : index) : i64
    %6256 = llvm.mul %6244, %6255 overflow<nsw, nuw> : i64
    %6257 = llvm.mlir.constant(128 : index) : i64
    %6258 = llvm.mul %6246, %6257 overflow<nsw, nuw> : i64
    %6259 = llvm.add %6256, %6258 overflow<nsw, nuw> : i64
    %6260 = llvm.mlir.constant(16 : index) : i64
    %6261 = llvm.mul %6248, %6260 overflow<nsw, nuw> : i64
    %6262 = llvm.add %6259, %6261 overflow<nsw, nuw> : i64
    %6263 = llvm.add %6262, %6252 overflow<nsw, nuw> : i64
    %6264 = llvm.getelementptr inbounds|nuw %6254[%6263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6265 = llvm.load %6264 : !llvm.ptr -> f32
    %6266 = llvm.extractvalue %2914[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6267 = llvm.mlir.constant(128 : index) : i64
    %6268 = llvm.mul %6244, %6267 overflow<nsw, nuw> : i64
    %6269 = llvm.mlir.constant(64 : index) : i64
    %6270 = llvm.mul %6246, %6269 overflow<nsw, nuw> : i64
    %6271 = llvm.add %6268, %6270 overflow<nsw, nuw> : i64
    %6272 = llvm.mlir.constant(8 : index) : i64
    %6273 = llvm.mul %6248, %6272 overflow<nsw, nuw> : i64
    %6274 = llvm.add %6271, %6273 overflow<nsw, nuw> : i64
    %6275 = llvm.add %6274, %6250 overflow<nsw, nuw> : i64
    %6276 = llvm.getelementptr inbounds|nuw %6266[%6275] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6277 = llvm.load %6276 : !llvm.ptr -> f32
    %6278 = llvm.icmp "eq" %5588, %57 : i64
    %6279 = llvm.select %6278, %56, %6244 : i1, i64
    %6280 = llvm.extractvalue %6171[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6281 = llvm.mlir.constant(256 : index) : i64
    %6282 = llvm.mul %6279, %6281 overflow<nsw, nuw> : i64
    %6283 = llvm.mlir.constant(128 : index) : i64
    %6284 = llvm.mul %6246, %6283 overflow<nsw, nuw> : i64
    %6285 = llvm.add %6282, %6284 overflow<nsw, nuw> : i64
    %6286 = llvm.mlir.constant(8 : index) : i64
    %6287 = llvm.mul %6252, %6286 overflow<nsw, nuw> : i64
    %6288 = llvm.add %6285, %6287 overflow<nsw, nuw> : i64
    %6289 = llvm.add %6288, %6250 overflow<nsw, nuw> : i64
    %6290 = llvm.getelementptr inbounds|nuw %6280[%6289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6291 = llvm.load %6290 : !llvm.ptr -> f32
    %6292 = llvm.fmul %6265, %6291 : f32
    %6293 = llvm.fadd %6277, %6292 : f32
    %6294 = llvm.extractvalue %2914[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6295 = llvm.mlir.constant(128 : index) : i64
    %6296 = llvm.mul %6244, %6295 overflow<nsw, nuw> : i64
    %6297 = llvm.mlir.constant(64 : index) : i64
    %6298 = llvm.mul %6246, %6297 overflow<nsw, nuw> : i64
    %6299 = llvm.add %6296, %6298 overflow<nsw, nuw> : i64
    %6300 = llvm.mlir.constant(8 : index) : i64
    %6301 = llvm.mul %6248, %6300 overflow<nsw, nuw> : i64
    %6302 = llvm.add %6299, %6301 overflow<nsw, nuw> : i64
    %6303 = llvm.add %6302, %6250 overflow<nsw, nuw> : i64
    %6304 = llvm.getelementptr inbounds|nuw %6294[%6303] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6293, %6304 : f32, !llvm.ptr
    %6305 = llvm.add %6252, %57 : i64
    llvm.br ^bb867(%6305 : i64)
  ^bb869:  // pred: ^bb867
    %6306 = llvm.add %6250, %57 : i64
    llvm.br ^bb865(%6306 : i64)
  ^bb870:  // pred: ^bb865
    %6307 = llvm.add %6248, %57 : i64
    llvm.br ^bb863(%6307 : i64)
  ^bb871:  // pred: ^bb863
    %6308 = llvm.add %6246, %57 : i64
    llvm.br ^bb861(%6308 : i64)
  ^bb872:  // pred: ^bb861
    %6309 = llvm.add %6244, %57 : i64
    llvm.br ^bb859(%6309 : i64)
  ^bb873:  // pred: ^bb859
    %6310 = llvm.extractvalue %2914[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb874(%56 : i64)
  ^bb874(%6311: i64):  // 2 preds: ^bb873, ^bb884
    %6312 = llvm.icmp "slt" %6311, %6310 : i64
    llvm.cond_br %6312, ^bb875, ^bb885
  ^bb875:  // pred: ^bb874
    llvm.br ^bb876(%56 : i64)
  ^bb876(%6313: i64):  // 2 preds: ^bb875, ^bb883
    %6314 = llvm.icmp "slt" %6313, %59 : i64
    llvm.cond_br %6314, ^bb877, ^bb884
  ^bb877:  // pred: ^bb876
    llvm.br ^bb878(%56 : i64)
  ^bb878(%6315: i64):  // 2 preds: ^bb877, ^bb882
    %6316 = llvm.icmp "slt" %6315, %58 : i64
    llvm.cond_br %6316, ^bb879, ^bb883
  ^bb879:  // pred: ^bb878
    llvm.br ^bb880(%56 : i64)
  ^bb880(%6317: i64):  // 2 preds: ^bb879, ^bb881
    %6318 = llvm.icmp "slt" %6317, %58 : i64
    llvm.cond_br %6318, ^bb881, ^bb882
  ^bb881:  // pred: ^bb880
    %6319 = llvm.extractvalue %2914[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6320 = llvm.mlir.constant(128 : index) : i64
    %6321 = llvm.mul %6311, %6320 overflow<nsw, nuw> : i64
    %6322 = llvm.mlir.constant(64 : index) : i64
    %6323 = llvm.mul %6313, %6322 overflow<nsw, nuw> : i64
    %6324 = llvm.add %6321, %6323 overflow<nsw, nuw> : i64
    %6325 = llvm.mlir.constant(8 : index) : i64
    %6326 = llvm.mul %6315, %6325 overflow<nsw, nuw> : i64
    %6327 = llvm.add %6324, %6326 overflow<nsw, nuw> : i64
    %6328 = llvm.add %6327, %6317 overflow<nsw, nuw> : i64
    %6329 = llvm.getelementptr inbounds|nuw %6319[%6328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6330 = llvm.load %6329 : !llvm.ptr -> f32
    %6331 = llvm.extractvalue %1935[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6332 = llvm.mlir.constant(64 : index) : i64
    %6333 = llvm.mul %6311, %6332 overflow<nsw, nuw> : i64
    %6334 = llvm.mlir.constant(64 : index) : i64
    %6335 = llvm.mul %56, %6334 overflow<nsw, nuw> : i64
    %6336 = llvm.add %6333, %6335 overflow<nsw, nuw> : i64
    %6337 = llvm.mlir.constant(8 : index) : i64
    %6338 = llvm.mul %6315, %6337 overflow<nsw, nuw> : i64
    %6339 = llvm.add %6336, %6338 overflow<nsw, nuw> : i64
    %6340 = llvm.add %6339, %6317 overflow<nsw, nuw> : i64
    %6341 = llvm.getelementptr inbounds|nuw %6331[%6340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6342 = llvm.load %6341 : !llvm.ptr -> f32
    %6343 = llvm.fmul %6330, %45 : f32
    %6344 = llvm.fadd %6343, %6342 : f32
    %6345 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6346 = llvm.mlir.constant(128 : index) : i64
    %6347 = llvm.mul %6311, %6346 overflow<nsw, nuw> : i64
    %6348 = llvm.mlir.constant(64 : index) : i64
    %6349 = llvm.mul %6313, %6348 overflow<nsw, nuw> : i64
    %6350 = llvm.add %6347, %6349 overflow<nsw, nuw> : i64
    %6351 = llvm.mlir.constant(8 : index) : i64
    %6352 = llvm.mul %6315, %6351 overflow<nsw, nuw> : i64
    %6353 = llvm.add %6350, %6352 overflow<nsw, nuw> : i64
    %6354 = llvm.add %6353, %6317 overflow<nsw, nuw> : i64
    %6355 = llvm.getelementptr inbounds|nuw %6345[%6354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6344, %6355 : f32, !llvm.ptr
    %6356 = llvm.add %6317, %57 : i64
    llvm.br ^bb880(%6356 : i64)
  ^bb882:  // pred: ^bb880
    %6357 = llvm.add %6315, %57 : i64
    llvm.br ^bb878(%6357 : i64)
  ^bb883:  // pred: ^bb878
    %6358 = llvm.add %6313, %57 : i64
    llvm.br ^bb876(%6358 : i64)
  ^bb884:  // pred: ^bb876
    %6359 = llvm.add %6311, %57 : i64
    llvm.br ^bb874(%6359 : i64)
  ^bb885:  // pred: ^bb874
    %6360 = llvm.extractvalue %3204[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb886(%56 : i64)
  ^bb886(%6361: i64):  // 2 preds: ^bb885, ^bb899
    %6362 = llvm.icmp "slt" %6361, %6360 : i64
    llvm.cond_br %6362, ^bb887, ^bb900
  ^bb887:  // pred: ^bb886
    llvm.br ^bb888(%56 : i64)
  ^bb888(%6363: i64):  // 2 preds: ^bb887, ^bb898
    %6364 = llvm.icmp "slt" %6363, %59 : i64
    llvm.cond_br %6364, ^bb889, ^bb899
  ^bb889:  // pred: ^bb888
    llvm.br ^bb890(%56 : i64)
  ^bb890(%6365: i64):  // 2 preds: ^bb889, ^bb897
    %6366 = llvm.icmp "slt" %6365, %58 : i64
    llvm.cond_br %6366, ^bb891, ^bb898
  ^bb891:  // pred: ^bb890
    llvm.br ^bb892(%56 : i64)
  ^bb892(%6367: i64):  // 2 preds: ^bb891, ^bb896
    %6368 = llvm.icmp "slt" %6367, %57 : i64
    llvm.cond_br %6368, ^bb893, ^bb897
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%56 : i64)
  ^bb894(%6369: i64):  // 2 preds: ^bb893, ^bb895
    %6370 = llvm.icmp "slt" %6369, %58 : i64
    llvm.cond_br %6370, ^bb895, ^bb896
  ^bb895:  // pred: ^bb894
    %6371 = llvm.extractvalue %3204[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %6372 = llvm.mlir.constant(128 : index) : i64
    %6373 = llvm.mul %6361, %6372 overflow<nsw, nuw> : i64
    %6374 = llvm.mlir.constant(64 : index) : i64
    %6375 = llvm.mul %6363, %6374 overflow<nsw, nuw> : i64
    %6376 = llvm.add %6373, %6375 overflow<nsw, nuw> : i64
    %6377 = llvm.mlir.constant(8 : index) : i64
    %6378 = llvm.mul %6365, %6377 overflow<nsw, nuw> : i64
    %6379 = llvm.add %6376, %6378 overflow<nsw, nuw> : i64
    %6380 = llvm.mlir.constant(8 : index) : i64
    %6381 = llvm.mul %6367, %6380 overflow<nsw, nuw> : i64
    %6382 = llvm.add %6379, %6381 overflow<nsw, nuw> : i64
    %6383 = llvm.add %6382, %6369 overflow<nsw, nuw> : i64
    %6384 = llvm.getelementptr inbounds|nuw %6371[%6383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6385 = llvm.load %6384 : !llvm.ptr -> f32
    %6386 = llvm.extractvalue %3226[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6387 = llvm.mlir.constant(16 : index) : i64
    %6388 = llvm.mul %6361, %6387 overflow<nsw, nuw> : i64
    %6389 = llvm.mlir.constant(8 : index) : i64
    %6390 = llvm.mul %6363, %6389 overflow<nsw, nuw> : i64
    %6391 = llvm.add %6388, %6390 overflow<nsw, nuw> : i64
    %6392 = llvm.add %6391, %6365 overflow<nsw, nuw> : i64
    %6393 = llvm.add %6392, %6367 overflow<nsw, nuw> : i64
    %6394 = llvm.getelementptr inbounds|nuw %6386[%6393] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6395 = llvm.load %6394 : !llvm.ptr -> f32
    %6396 = llvm.intr.maximum(%6385, %6395) : (f32, f32) -> f32
    %6397 = llvm.extractvalue %3226[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6398 = llvm.mlir.constant(16 : index) : i64
    %6399 = llvm.mul %6361, %6398 overflow<nsw, nuw> : i64
    %6400 = llvm.mlir.constant(8 : index) : i64
    %6401 = llvm.mul %6363, %6400 overflow<nsw, nuw> : i64
    %6402 = llvm.add %6399, %6401 overflow<nsw, nuw> : i64
    %6403 = llvm.add %6402, %6365 overflow<nsw, nuw> : i64
    %6404 = llvm.add %6403, %6367 overflow<nsw, nuw> : i64
    %6405 = llvm.getelementptr inbounds|nuw %6397[%6404] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6396, %6405 : f32, !llvm.ptr
    %6406 = llvm.add %6369, %57 : i64
    llvm.br ^bb894(%6406 : i64)
  ^bb896:  // pred: ^bb894
    %6407 = llvm.add %6367, %57 : i64
    llvm.br ^bb892(%6407 : i64)
  ^bb897:  // pred: ^bb892
    %6408 = llvm.add %6365, %57 : i64
    llvm.br ^bb890(%6408 : i64)
  ^bb898:  // pred: ^bb890
    %6409 = llvm.add %6363, %57 : i64
    llvm.br ^bb888(%6409 : i64)
  ^bb899:  // pred: ^bb888
    %6410 = llvm.add %6361, %57 : i64
    llvm.br ^bb886(%6410 : i64)
  ^bb900:  // pred: ^bb886
    llvm.br ^bb901(%56 : i64)
  ^bb901(%6411: i64):  // 2 preds: ^bb900, ^bb911
    %6412 = llvm.icmp "slt" %6411, %791 : i64
    llvm.cond_br %6412, ^bb902, ^bb912
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%56 : i64)
  ^bb903(%6413: i64):  // 2 preds: ^bb902, ^bb910
    %6414 = llvm.icmp "slt" %6413, %59 : i64
    llvm.cond_br %6414, ^bb904, ^bb911
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%56 : i64)
  ^bb905(%6415: i64):  // 2 preds: ^bb904, ^bb909
    %6416 = llvm.icmp "slt" %6415, %58 : i64
    llvm.cond_br %6416, ^bb906, ^bb910
  ^bb906:  // pred: ^bb905
    llvm.br ^bb907(%56 : i64)
  ^bb907(%6417: i64):  // 2 preds: ^bb906, ^bb908
    %6418 = llvm.icmp "slt" %6417, %58 : i64
    llvm.cond_br %6418, ^bb908, ^bb909
  ^bb908:  // pred: ^bb907
    %6419 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6420 = llvm.mlir.constant(128 : index) : i64
    %6421 = llvm.mul %6411, %6420 overflow<nsw, nuw> : i64
    %6422 = llvm.mlir.constant(64 : index) : i64
    %6423 = llvm.mul %6413, %6422 overflow<nsw, nuw> : i64
    %6424 = llvm.add %6421, %6423 overflow<nsw, nuw> : i64
    %6425 = llvm.mlir.constant(8 : index) : i64
    %6426 = llvm.mul %6415, %6425 overflow<nsw, nuw> : i64
    %6427 = llvm.add %6424, %6426 overflow<nsw, nuw> : i64
    %6428 = llvm.add %6427, %6417 overflow<nsw, nuw> : i64
    %6429 = llvm.getelementptr inbounds|nuw %6419[%6428] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6430 = llvm.load %6429 : !llvm.ptr -> f32
    %6431 = llvm.extractvalue %3226[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6432 = llvm.mlir.constant(16 : index) : i64
    %6433 = llvm.mul %6411, %6432 overflow<nsw, nuw> : i64
    %6434 = llvm.mlir.constant(8 : index) : i64
    %6435 = llvm.mul %6413, %6434 overflow<nsw, nuw> : i64
    %6436 = llvm.add %6433, %6435 overflow<nsw, nuw> : i64
    %6437 = llvm.add %6436, %6415 overflow<nsw, nuw> : i64
    %6438 = llvm.add %6437, %56 overflow<nsw, nuw> : i64
    %6439 = llvm.getelementptr inbounds|nuw %6431[%6438] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6440 = llvm.load %6439 : !llvm.ptr -> f32
    %6441 = llvm.fsub %6430, %6440 : f32
    %6442 = llvm.fmul %6441, %8 : f32
    %6443 = llvm.intr.exp2(%6442) : (f32) -> f32
    %6444 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6445 = llvm.mlir.constant(128 : index) : i64
    %6446 = llvm.mul %6411, %6445 overflow<nsw, nuw> : i64
    %6447 = llvm.mlir.constant(64 : index) : i64
    %6448 = llvm.mul %6413, %6447 overflow<nsw, nuw> : i64
    %6449 = llvm.add %6446, %6448 overflow<nsw, nuw> : i64
    %6450 = llvm.mlir.constant(8 : index) : i64
    %6451 = llvm.mul %6415, %6450 overflow<nsw, nuw> : i64
    %6452 = llvm.add %6449, %6451 overflow<nsw, nuw> : i64
    %6453 = llvm.add %6452, %6417 overflow<nsw, nuw> : i64
    %6454 = llvm.getelementptr inbounds|nuw %6444[%6453] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6443, %6454 : f32, !llvm.ptr
    %6455 = llvm.add %6417, %57 : i64
    llvm.br ^bb907(%6455 : i64)
  ^bb909:  // pred: ^bb907
    %6456 = llvm.add %6415, %57 : i64
    llvm.br ^bb905(%6456 : i64)
  ^bb910:  // pred: ^bb905
    %6457 = llvm.add %6413, %57 : i64
    llvm.br ^bb903(%6457 : i64)
  ^bb911:  // pred: ^bb903
    %6458 = llvm.add %6411, %57 : i64
    llvm.br ^bb901(%6458 : i64)
  ^bb912:  // pred: ^bb901
    llvm.br ^bb913(%56 : i64)
  ^bb913(%6459: i64):  // 2 preds: ^bb912, ^bb923
    %6460 = llvm.icmp "slt" %6459, %791 : i64
    llvm.cond_br %6460, ^bb914, ^bb924
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%56 : i64)
  ^bb915(%6461: i64):  // 2 preds: ^bb914, ^bb922
    %6462 = llvm.icmp "slt" %6461, %59 : i64
    llvm.cond_br %6462, ^bb916, ^bb923
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%56 : i64)
  ^bb917(%6463: i64):  // 2 preds: ^bb916, ^bb921
    %6464 = llvm.icmp "slt" %6463, %58 : i64
    llvm.cond_br %6464, ^bb918, ^bb922
  ^bb918:  // pred: ^bb917
    llvm.br ^bb919(%56 : i64)
  ^bb919(%6465: i64):  // 2 preds: ^bb918, ^bb920
    %6466 = llvm.icmp "slt" %6465, %58 : i64
    llvm.cond_br %6466, ^bb920, ^bb921
  ^bb920:  // pred: ^bb919
    %6467 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6468 = llvm.mlir.constant(128 : index) : i64
    %6469 = llvm.mul %6459, %6468 overflow<nsw, nuw> : i64
    %6470 = llvm.mlir.constant(64 : index) : i64
    %6471 = llvm.mul %6461, %6470 overflow<nsw, nuw> : i64
    %6472 = llvm.add %6469, %6471 overflow<nsw, nuw> : i64
    %6473 = llvm.mlir.constant(8 : index) : i64
    %6474 = llvm.mul %6463, %6473 overflow<nsw, nuw> : i64
    %6475 = llvm.add %6472, %6474 overflow<nsw, nuw> : i64
    %6476 = llvm.add %6475, %6465 overflow<nsw, nuw> : i64
    %6477 = llvm.getelementptr inbounds|nuw %6467[%6476] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6478 = llvm.load %6477 : !llvm.ptr -> f32
    %6479 = llvm.extractvalue %3422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6480 = llvm.mlir.constant(16 : index) : i64
    %6481 = llvm.mul %6459, %6480 overflow<nsw, nuw> : i64
    %6482 = llvm.mlir.constant(8 : index) : i64
    %6483 = llvm.mul %6461, %6482 overflow<nsw, nuw> : i64
    %6484 = llvm.add %6481, %6483 overflow<nsw, nuw> : i64
    %6485 = llvm.add %6484, %6463 overflow<nsw, nuw> : i64
    %6486 = llvm.add %6485, %56 overflow<nsw, nuw> : i64
    %6487 = llvm.getelementptr inbounds|nuw %6479[%6486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6488 = llvm.load %6487 : !llvm.ptr -> f32
    %6489 = llvm.fadd %6478, %6488 : f32
    %6490 = llvm.extractvalue %3422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6491 = llvm.mlir.constant(16 : index) : i64
    %6492 = llvm.mul %6459, %6491 overflow<nsw, nuw> : i64
    %6493 = llvm.mlir.constant(8 : index) : i64
    %6494 = llvm.mul %6461, %6493 overflow<nsw, nuw> : i64
    %6495 = llvm.add %6492, %6494 overflow<nsw, nuw> : i64
    %6496 = llvm.add %6495, %6463 overflow<nsw, nuw> : i64
    %6497 = llvm.add %6496, %56 overflow<nsw, nuw> : i64
    %6498 = llvm.getelementptr inbounds|nuw %6490[%6497] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6489, %6498 : f32, !llvm.ptr
    %6499 = llvm.add %6465, %57 : i64
    llvm.br ^bb919(%6499 : i64)
  ^bb921:  // pred: ^bb919
    %6500 = llvm.add %6463, %57 : i64
    llvm.br ^bb917(%6500 : i64)
  ^bb922:  // pred: ^bb917
    %6501 = llvm.add %6461, %57 : i64
    llvm.br ^bb915(%6501 : i64)
  ^bb923:  // pred: ^bb915
    %6502 = llvm.add %6459, %57 : i64
    llvm.br ^bb913(%6502 : i64)
  ^bb924:  // pred: ^bb913
    llvm.br ^bb925(%56 : i64)
  ^bb925(%6503: i64):  // 2 preds: ^bb924, ^bb935
    %6504 = llvm.icmp "slt" %6503, %791 : i64
    llvm.cond_br %6504, ^bb926, ^bb936
  ^bb926:  // pred: ^bb925
    llvm.br ^bb927(%56 : i64)
  ^bb927(%6505: i64):  // 2 preds: ^bb926, ^bb934
    %6506 = llvm.icmp "slt" %6505, %59 : i64
    llvm.cond_br %6506, ^bb928, ^bb935
  ^bb928:  // pred: ^bb927
    llvm.br ^bb929(%56 : i64)
  ^bb929(%6507: i64):  // 2 preds: ^bb928, ^bb933
    %6508 = llvm.icmp "slt" %6507, %58 : i64
    llvm.cond_br %6508, ^bb930, ^bb934
  ^bb930:  // pred: ^bb929
    llvm.br ^bb931(%56 : i64)
  ^bb931(%6509: i64):  // 2 preds: ^bb930, ^bb932
    %6510 = llvm.icmp "slt" %6509, %58 : i64
    llvm.cond_br %6510, ^bb932, ^bb933
  ^bb932:  // pred: ^bb931
    %6511 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6512 = llvm.mlir.constant(128 : index) : i64
    %6513 = llvm.mul %6503, %6512 overflow<nsw, nuw> : i64
    %6514 = llvm.mlir.constant(64 : index) : i64
    %6515 = llvm.mul %6505, %6514 overflow<nsw, nuw> : i64
    %6516 = llvm.add %6513, %6515 overflow<nsw, nuw> : i64
    %6517 = llvm.mlir.constant(8 : index) : i64
    %6518 = llvm.mul %6507, %6517 overflow<nsw, nuw> : i64
    %6519 = llvm.add %6516, %6518 overflow<nsw, nuw> : i64
    %6520 = llvm.add %6519, %6509 overflow<nsw, nuw> : i64
    %6521 = llvm.getelementptr inbounds|nuw %6511[%6520] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6522 = llvm.load %6521 : !llvm.ptr -> f32
    %6523 = llvm.extractvalue %3422[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6524 = llvm.mlir.constant(16 : index) : i64
    %6525 = llvm.mul %6503, %6524 overflow<nsw, nuw> : i64
    %6526 = llvm.mlir.constant(8 : index) : i64
    %6527 = llvm.mul %6505, %6526 overflow<nsw, nuw> : i64
    %6528 = llvm.add %6525, %6527 overflow<nsw, nuw> : i64
    %6529 = llvm.add %6528, %6507 overflow<nsw, nuw> : i64
    %6530 = llvm.add %6529, %56 overflow<nsw, nuw> : i64
    %6531 = llvm.getelementptr inbounds|nuw %6523[%6530] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6532 = llvm.load %6531 : !llvm.ptr -> f32
    %6533 = llvm.fdiv %6522, %6532 : f32
    %6534 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6535 = llvm.mlir.constant(128 : index) : i64
    %6536 = llvm.mul %6503, %6535 overflow<nsw, nuw> : i64
    %6537 = llvm.mlir.constant(64 : index) : i64
    %6538 = llvm.mul %6505, %6537 overflow<nsw, nuw> : i64
    %6539 = llvm.add %6536, %6538 overflow<nsw, nuw> : i64
    %6540 = llvm.mlir.constant(8 : index) : i64
    %6541 = llvm.mul %6507, %6540 overflow<nsw, nuw> : i64
    %6542 = llvm.add %6539, %6541 overflow<nsw, nuw> : i64
    %6543 = llvm.add %6542, %6509 overflow<nsw, nuw> : i64
    %6544 = llvm.getelementptr inbounds|nuw %6534[%6543] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6533, %6544 : f32, !llvm.ptr
    %6545 = llvm.add %6509, %57 : i64
    llvm.br ^bb931(%6545 : i64)
  ^bb933:  // pred: ^bb931
    %6546 = llvm.add %6507, %57 : i64
    llvm.br ^bb929(%6546 : i64)
  ^bb934:  // pred: ^bb929
    %6547 = llvm.add %6505, %57 : i64
    llvm.br ^bb927(%6547 : i64)
  ^bb935:  // pred: ^bb927
    %6548 = llvm.add %6503, %57 : i64
    llvm.br ^bb925(%6548 : i64)
  ^bb936:  // pred: ^bb925
    llvm.br ^bb937(%56 : i64)
  ^bb937(%6549: i64):  // 2 preds: ^bb936, ^bb947
    %6550 = llvm.icmp "slt" %6549, %791 : i64
    llvm.cond_br %6550, ^bb938, ^bb948
  ^bb938:  // pred: ^bb937
    llvm.br ^bb939(%56 : i64)
  ^bb939(%6551: i64):  // 2 preds: ^bb938, ^bb946
    %6552 = llvm.icmp "slt" %6551, %59 : i64
    llvm.cond_br %6552, ^bb940, ^bb947
  ^bb940:  // pred: ^bb939
    llvm.br ^bb941(%56 : i64)
  ^bb941(%6553: i64):  // 2 preds: ^bb940, ^bb945
    %6554 = llvm.icmp "slt" %6553, %58 : i64
    llvm.cond_br %6554, ^bb942, ^bb946
  ^bb942:  // pred: ^bb941
    llvm.br ^bb943(%56 : i64)
  ^bb943(%6555: i64):  // 2 preds: ^bb942, ^bb944
    %6556 = llvm.icmp "slt" %6555, %58 : i64
    llvm.cond_br %6556, ^bb944, ^bb945
  ^bb944:  // pred: ^bb943
    %6557 = llvm.icmp "eq" %791, %57 : i64
    %6558 = llvm.select %6557, %56, %6549 : i1, i64
    %6559 = llvm.extractvalue %3083[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6560 = llvm.mlir.constant(128 : index) : i64
    %6561 = llvm.mul %6558, %6560 overflow<nsw, nuw> : i64
    %6562 = llvm.mlir.constant(64 : index) : i64
    %6563 = llvm.mul %6551, %6562 overflow<nsw, nuw> : i64
    %6564 = llvm.add %6561, %6563 overflow<nsw, nuw> : i64
    %6565 = llvm.mlir.constant(8 : index) : i64
    %6566 = llvm.mul %6553, %6565 overflow<nsw, nuw> : i64
    %6567 = llvm.add %6564, %6566 overflow<nsw, nuw> : i64
    %6568 = llvm.add %6567, %6555 overflow<nsw, nuw> : i64
    %6569 = llvm.getelementptr inbounds|nuw %6559[%6568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6570 = llvm.load %6569 : !llvm.ptr -> f32
    %6571 = llvm.extractvalue %3629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6572 = llvm.mlir.constant(128 : index) : i64
    %6573 = llvm.mul %6549, %6572 overflow<nsw, nuw> : i64
    %6574 = llvm.mlir.constant(64 : index) : i64
    %6575 = llvm.mul %6551, %6574 overflow<nsw, nuw> : i64
    %6576 = llvm.add %6573, %6575 overflow<nsw, nuw> : i64
    %6577 = llvm.mlir.constant(8 : index) : i64
    %6578 = llvm.mul %6553, %6577 overflow<nsw, nuw> : i64
    %6579 = llvm.add %6576, %6578 overflow<nsw, nuw> : i64
    %6580 = llvm.add %6579, %6555 overflow<nsw, nuw> : i64
    %6581 = llvm.getelementptr inbounds|nuw %6571[%6580] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6570, %6581 : f32, !llvm.ptr
    %6582 = llvm.add %6555, %57 : i64
    llvm.br ^bb943(%6582 : i64)
  ^bb945:  // pred: ^bb943
    %6583 = llvm.add %6553, %57 : i64
    llvm.br ^bb941(%6583 : i64)
  ^bb946:  // pred: ^bb941
    %6584 = llvm.add %6551, %57 : i64
    llvm.br ^bb939(%6584 : i64)
  ^bb947:  // pred: ^bb939
    %6585 = llvm.add %6549, %57 : i64
    llvm.br ^bb937(%6585 : i64)
  ^bb948:  // pred: ^bb937
    llvm.br ^bb949(%56 : i64)
  ^bb949(%6586: i64):  // 2 preds: ^bb948, ^bb962
    %6587 = llvm.icmp "slt" %6586, %791 : i64
    llvm.cond_br %6587, ^bb950, ^bb963
  ^bb950:  // pred: ^bb949
    llvm.br ^bb951(%56 : i64)
  ^bb951(%6588: i64):  // 2 preds: ^bb950, ^bb961
    %6589 = llvm.icmp "slt" %6588, %59 : i64
    llvm.cond_br %6589, ^bb952, ^bb962
  ^bb952:  // pred: ^bb951
    llvm.br ^bb953(%56 : i64)
  ^bb953(%6590: i64):  // 2 preds: ^bb952, ^bb960
    %6591 = llvm.icmp "slt" %6590, %58 : i64
    llvm.cond_br %6591, ^bb954, ^bb961
  ^bb954:  // pred: ^bb953
    llvm.br ^bb955(%56 : i64)
  ^bb955(%6592: i64):  // 2 preds: ^bb954, ^bb959
    %6593 = llvm.icmp "slt" %6592, %39 : i64
    llvm.cond_br %6593, ^bb956, ^bb960
  ^bb956:  // pred: ^bb955
    llvm.br ^bb957(%56 : i64)
  ^bb957(%6594: i64):  // 2 preds: ^bb956, ^bb958
    %6595 = llvm.icmp "slt" %6594, %58 : i64
    llvm.cond_br %6595, ^bb958, ^bb959
  ^bb958:  // pred: ^bb957
    %6596 = llvm.extractvalue %3629[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6597 = llvm.mlir.constant(128 : index) : i64
    %6598 = llvm.mul %6586, %6597 overflow<nsw, nuw> : i64
    %6599 = llvm.mlir.constant(64 : index) : i64
    %6600 = llvm.mul %6588, %6599 overflow<nsw, nuw> : i64
    %6601 = llvm.add %6598, %6600 overflow<nsw, nuw> : i64
    %6602 = llvm.mlir.constant(8 : index) : i64
    %6603 = llvm.mul %6590, %6602 overflow<nsw, nuw> : i64
    %6604 = llvm.add %6601, %6603 overflow<nsw, nuw> : i64
    %6605 = llvm.add %6604, %6594 overflow<nsw, nuw> : i64
    %6606 = llvm.getelementptr inbounds|nuw %6596[%6605] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6607 = llvm.load %6606 : !llvm.ptr -> f32
    %6608 = llvm.extractvalue %3734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6609 = llvm.mlir.constant(256 : index) : i64
    %6610 = llvm.mul %6586, %6609 overflow<nsw, nuw> : i64
    %6611 = llvm.mlir.constant(128 : index) : i64
    %6612 = llvm.mul %6588, %6611 overflow<nsw, nuw> : i64
    %6613 = llvm.add %6610, %6612 overflow<nsw, nuw> : i64
    %6614 = llvm.mlir.constant(16 : index) : i64
    %6615 = llvm.mul %6590, %6614 overflow<nsw, nuw> : i64
    %6616 = llvm.add %6613, %6615 overflow<nsw, nuw> : i64
    %6617 = llvm.add %6616, %6592 overflow<nsw, nuw> : i64
    %6618 = llvm.getelementptr inbounds|nuw %6608[%6617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6619 = llvm.load %6618 : !llvm.ptr -> f32
    %6620 = llvm.icmp "eq" %5588, %57 : i64
    %6621 = llvm.select %6620, %56, %6586 : i1, i64
    %6622 = llvm.extractvalue %5684[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6623 = llvm.mlir.constant(256 : index) : i64
    %6624 = llvm.mul %6621, %6623 overflow<nsw, nuw> : i64
    %6625 = llvm.mlir.constant(128 : index) : i64
    %6626 = llvm.mul %6588, %6625 overflow<nsw, nuw> : i64
    %6627 = llvm.add %6624, %6626 overflow<nsw, nuw> : i64
    %6628 = llvm.mlir.constant(16 : index) : i64
    %6629 = llvm.mul %6594, %6628 overflow<nsw, nuw> : i64
    %6630 = llvm.add %6627, %6629 overflow<nsw, nuw> : i64
    %6631 = llvm.add %6630, %6592 overflow<nsw, nuw> : i64
    %6632 = llvm.getelementptr inbounds|nuw %6622[%6631] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6633 = llvm.load %6632 : !llvm.ptr -> f32
    %6634 = llvm.fmul %6607, %6633 : f32
    %6635 = llvm.fadd %6619, %6634 : f32
    %6636 = llvm.extractvalue %3734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6637 = llvm.mlir.constant(256 : index) : i64
    %6638 = llvm.mul %6586, %6637 overflow<nsw, nuw> : i64
    %6639 = llvm.mlir.constant(128 : index) : i64
    %6640 = llvm.mul %6588, %6639 overflow<nsw, nuw> : i64
    %6641 = llvm.add %6638, %6640 overflow<nsw, nuw> : i64
    %6642 = llvm.mlir.constant(16 : index) : i64
    %6643 = llvm.mul %6590, %6642 overflow<nsw, nuw> : i64
    %6644 = llvm.add %6641, %6643 overflow<nsw, nuw> : i64
    %6645 = llvm.add %6644, %6592 overflow<nsw, nuw> : i64
    %6646 = llvm.getelementptr inbounds|nuw %6636[%6645] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6635, %6646 : f32, !llvm.ptr
    %6647 = llvm.add %6594, %57 : i64
    llvm.br ^bb957(%6647 : i64)
  ^bb959:  // pred: ^bb957
    %6648 = llvm.add %6592, %57 : i64
    llvm.br ^bb955(%6648 : i64)
  ^bb960:  // pred: ^bb955
    %6649 = llvm.add %6590, %57 : i64
    llvm.br ^bb953(%6649 : i64)
  ^bb961:  // pred: ^bb953
    %6650 = llvm.add %6588, %57 : i64
    llvm.br ^bb951(%6650 : i64)
  ^bb962:  // pred: ^bb951
    %6651 = llvm.add %6586, %57 : i64
    llvm.br ^bb949(%6651 : i64)
  ^bb963:  // pred: ^bb949
    %6652 = llvm.extractvalue %3734[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb964(%56 : i64)
  ^bb964(%6653: i64):  // 2 preds: ^bb963, ^bb974
    %6654 = llvm.icmp "slt" %6653, %6652 : i64
    llvm.cond_br %6654, ^bb965, ^bb975
  ^bb965:  // pred: ^bb964
    llvm.br ^bb966(%56 : i64)
  ^bb966(%6655: i64):  // 2 preds: ^bb965, ^bb973
    %6656 = llvm.icmp "slt" %6655, %58 : i64
    llvm.cond_br %6656, ^bb967, ^bb974
  ^bb967:  // pred: ^bb966
    llvm.br ^bb968(%56 : i64)
  ^bb968(%6657: i64):  // 2 preds: ^bb967, ^bb972
    %6658 = llvm.icmp "slt" %6657, %59 : i64
    llvm.cond_br %6658, ^bb969, ^bb973
  ^bb969:  // pred: ^bb968
    llvm.br ^bb970(%56 : i64)
  ^bb970(%6659: i64):  // 2 preds: ^bb969, ^bb971
    %6660 = llvm.icmp "slt" %6659, %39 : i64
    llvm.cond_br %6660, ^bb971, ^bb972
  ^bb971:  // pred: ^bb970
    %6661 = llvm.extractvalue %3734[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6662 = llvm.mlir.constant(256 : index) : i64
    %6663 = llvm.mul %6653, %6662 overflow<nsw, nuw> : i64
    %6664 = llvm.mlir.constant(128 : index) : i64
    %6665 = llvm.mul %6657, %6664 overflow<nsw, nuw> : i64
    %6666 = llvm.add %6663, %6665 overflow<nsw, nuw> : i64
    %6667 = llvm.mlir.constant(16 : index) : i64
    %6668 = llvm.mul %6655, %6667 overflow<nsw, nuw> : i64
    %6669 = llvm.add %6666, %6668 overflow<nsw, nuw> : i64
    %6670 = llvm.add %6669, %6659 overflow<nsw, nuw> : i64
    %6671 = llvm.getelementptr inbounds|nuw %6661[%6670] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6672 = llvm.load %6671 : !llvm.ptr -> f32
    %6673 = llvm.extractvalue %3903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6674 = llvm.mlir.constant(256 : index) : i64
    %6675 = llvm.mul %6653, %6674 overflow<nsw, nuw> : i64
    %6676 = llvm.mlir.constant(32 : index) : i64
    %6677 = llvm.mul %6655, %6676 overflow<nsw, nuw> : i64
    %6678 = llvm.add %6675, %6677 overflow<nsw, nuw> : i64
    %6679 = llvm.mlir.constant(16 : index) : i64
    %6680 = llvm.mul %6657, %6679 overflow<nsw, nuw> : i64
    %6681 = llvm.add %6678, %6680 overflow<nsw, nuw> : i64
    %6682 = llvm.add %6681, %6659 overflow<nsw, nuw> : i64
    %6683 = llvm.getelementptr inbounds|nuw %6673[%6682] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6672, %6683 : f32, !llvm.ptr
    %6684 = llvm.add %6659, %57 : i64
    llvm.br ^bb970(%6684 : i64)
  ^bb972:  // pred: ^bb970
    %6685 = llvm.add %6657, %57 : i64
    llvm.br ^bb968(%6685 : i64)
  ^bb973:  // pred: ^bb968
    %6686 = llvm.add %6655, %57 : i64
    llvm.br ^bb966(%6686 : i64)
  ^bb974:  // pred: ^bb966
    %6687 = llvm.add %6653, %57 : i64
    llvm.br ^bb964(%6687 : i64)
  ^bb975:  // pred: ^bb964
    %6688 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6689 = llvm.extractvalue %3903[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6690 = llvm.extractvalue %3903[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6691 = llvm.insertvalue %6689, %6688[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6692 = llvm.insertvalue %6690, %6691[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6693 = llvm.mlir.constant(0 : index) : i64
    %6694 = llvm.insertvalue %6693, %6692[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6695 = llvm.mlir.constant(1 : index) : i64
    %6696 = llvm.mlir.constant(32 : index) : i64
    %6697 = llvm.insertvalue %6696, %6694[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6698 = llvm.insertvalue %6695, %6697[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6699 = llvm.mul %6695, %6696 : i64
    %6700 = llvm.mlir.constant(32 : index) : i64
    %6701 = llvm.mlir.constant(8 : index) : i64
    %6702 = llvm.insertvalue %6701, %6698[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6703 = llvm.insertvalue %6700, %6702[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6704 = llvm.mul %6700, %6701 : i64
    %6705 = llvm.mlir.constant(256 : index) : i64
    %6706 = llvm.mlir.constant(0 : index) : i64
    %6707 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6708 = llvm.getelementptr inbounds|nuw %6707[%6706] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6709 = llvm.load %6708 : !llvm.ptr -> i64
    %6710 = llvm.insertvalue %6709, %6703[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6711 = llvm.insertvalue %6705, %6710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6712 = llvm.mul %6705, %6709 : i64
    %6713 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6714 = llvm.getelementptr inbounds|nuw %6713[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6715 = llvm.load %6714 : !llvm.ptr -> i64
    %6716 = llvm.extractvalue %3964[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6717 = llvm.getelementptr inbounds|nuw %6716[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6718 = llvm.load %6717 : !llvm.ptr -> i64
    %6719 = llvm.mlir.constant(32 : index) : i64
    %6720 = llvm.mlir.constant(1 : index) : i64
    %6721 = llvm.mul %6719, %4002 : i64
    %6722 = llvm.mlir.zero : !llvm.ptr
    %6723 = llvm.getelementptr %6722[%6721] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6724 = llvm.ptrtoint %6723 : !llvm.ptr to i64
    %6725 = llvm.mlir.constant(64 : index) : i64
    %6726 = llvm.add %6724, %6725 : i64
    %6727 = llvm.call @malloc(%6726) : (i64) -> !llvm.ptr
    %6728 = llvm.ptrtoint %6727 : !llvm.ptr to i64
    %6729 = llvm.mlir.constant(1 : index) : i64
    %6730 = llvm.sub %6725, %6729 : i64
    %6731 = llvm.add %6728, %6730 : i64
    %6732 = llvm.urem %6731, %6725 : i64
    %6733 = llvm.sub %6731, %6732 : i64
    %6734 = llvm.inttoptr %6733 : i64 to !llvm.ptr
    %6735 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6736 = llvm.insertvalue %6727, %6735[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6737 = llvm.insertvalue %6734, %6736[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6738 = llvm.mlir.constant(0 : index) : i64
    %6739 = llvm.insertvalue %6738, %6737[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6740 = llvm.insertvalue %4002, %6739[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6741 = llvm.insertvalue %6719, %6740[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6742 = llvm.insertvalue %6719, %6741[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6743 = llvm.insertvalue %6720, %6742[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6744 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6745 = llvm.extractvalue %6743[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6746 = llvm.extractvalue %6743[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6747 = llvm.insertvalue %6745, %6744[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6748 = llvm.insertvalue %6746, %6747[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6749 = llvm.mlir.constant(0 : index) : i64
    %6750 = llvm.insertvalue %6749, %6748[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6751 = llvm.insertvalue %6718, %6750[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6752 = llvm.mlir.constant(256 : index) : i64
    %6753 = llvm.insertvalue %6752, %6751[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6754 = llvm.mlir.constant(8 : index) : i64
    %6755 = llvm.insertvalue %6754, %6753[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6756 = llvm.mlir.constant(32 : index) : i64
    %6757 = llvm.insertvalue %6756, %6755[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6758 = llvm.mlir.constant(32 : index) : i64
    %6759 = llvm.insertvalue %6758, %6757[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6760 = llvm.mlir.constant(1 : index) : i64
    %6761 = llvm.insertvalue %6760, %6759[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6762 = llvm.extractvalue %6761[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6763 = llvm.mlir.constant(8 : index) : i64
    %6764 = llvm.mlir.constant(32 : index) : i64
    %6765 = llvm.mlir.constant(1 : index) : i64
    %6766 = llvm.mlir.constant(256 : index) : i64
    %6767 = llvm.mul %6766, %6762 : i64
    %6768 = llvm.mlir.zero : !llvm.ptr
    %6769 = llvm.getelementptr %6768[%6767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6770 = llvm.ptrtoint %6769 : !llvm.ptr to i64
    %6771 = llvm.mlir.constant(64 : index) : i64
    %6772 = llvm.add %6770, %6771 : i64
    %6773 = llvm.call @malloc(%6772) : (i64) -> !llvm.ptr
    %6774 = llvm.ptrtoint %6773 : !llvm.ptr to i64
    %6775 = llvm.mlir.constant(1 : index) : i64
    %6776 = llvm.sub %6771, %6775 : i64
    %6777 = llvm.add %6774, %6776 : i64
    %6778 = llvm.urem %6777, %6771 : i64
    %6779 = llvm.sub %6777, %6778 : i64
    %6780 = llvm.inttoptr %6779 : i64 to !llvm.ptr
    %6781 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6782 = llvm.insertvalue %6773, %6781[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6783 = llvm.insertvalue %6780, %6782[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6784 = llvm.mlir.constant(0 : index) : i64
    %6785 = llvm.insertvalue %6784, %6783[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6786 = llvm.insertvalue %6762, %6785[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6787 = llvm.insertvalue %6763, %6786[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6788 = llvm.insertvalue %6764, %6787[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6789 = llvm.insertvalue %6766, %6788[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6790 = llvm.insertvalue %6764, %6789[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6791 = llvm.insertvalue %6765, %6790[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb976(%56 : i64)
  ^bb976(%6792: i64):  // 2 preds: ^bb975, ^bb983
    %6793 = llvm.icmp "slt" %6792, %6762 : i64
    llvm.cond_br %6793, ^bb977, ^bb984
  ^bb977:  // pred: ^bb976
    llvm.br ^bb978(%56 : i64)
  ^bb978(%6794: i64):  // 2 preds: ^bb977, ^bb982
    %6795 = llvm.icmp "slt" %6794, %58 : i64
    llvm.cond_br %6795, ^bb979, ^bb983
  ^bb979:  // pred: ^bb978
    llvm.br ^bb980(%56 : i64)
  ^bb980(%6796: i64):  // 2 preds: ^bb979, ^bb981
    %6797 = llvm.icmp "slt" %6796, %40 : i64
    llvm.cond_br %6797, ^bb981, ^bb982
  ^bb981:  // pred: ^bb980
    %6798 = llvm.extractvalue %6791[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6799 = llvm.mlir.constant(256 : index) : i64
    %6800 = llvm.mul %6792, %6799 overflow<nsw, nuw> : i64
    %6801 = llvm.mlir.constant(32 : index) : i64
    %6802 = llvm.mul %6794, %6801 overflow<nsw, nuw> : i64
    %6803 = llvm.add %6800, %6802 overflow<nsw, nuw> : i64
    %6804 = llvm.add %6803, %6796 overflow<nsw, nuw> : i64
    %6805 = llvm.getelementptr inbounds|nuw %6798[%6804] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %6805 : f32, !llvm.ptr
    %6806 = llvm.add %6796, %57 : i64
    llvm.br ^bb980(%6806 : i64)
  ^bb982:  // pred: ^bb980
    %6807 = llvm.add %6794, %57 : i64
    llvm.br ^bb978(%6807 : i64)
  ^bb983:  // pred: ^bb978
    %6808 = llvm.add %6792, %57 : i64
    llvm.br ^bb976(%6808 : i64)
  ^bb984:  // pred: ^bb976
    llvm.br ^bb985(%56 : i64)
  ^bb985(%6809: i64):  // 2 preds: ^bb984, ^bb995
    %6810 = llvm.icmp "slt" %6809, %6715 : i64
    llvm.cond_br %6810, ^bb986, ^bb996
  ^bb986:  // pred: ^bb985
    llvm.br ^bb987(%56 : i64)
  ^bb987(%6811: i64):  // 2 preds: ^bb986, ^bb994
    %6812 = llvm.icmp "slt" %6811, %58 : i64
    llvm.cond_br %6812, ^bb988, ^bb995
  ^bb988:  // pred: ^bb987
    llvm.br ^bb989(%56 : i64)
  ^bb989(%6813: i64):  // 2 preds: ^bb988, ^bb993
    %6814 = llvm.icmp "slt" %6813, %40 : i64
    llvm.cond_br %6814, ^bb990, ^bb994
  ^bb990:  // pred: ^bb989
    llvm.br ^bb991(%56 : i64)
  ^bb991(%6815: i64):  // 2 preds: ^bb990, ^bb992
    %6816 = llvm.icmp "slt" %6815, %40 : i64
    llvm.cond_br %6816, ^bb992, ^bb993
  ^bb992:  // pred: ^bb991
    %6817 = llvm.extractvalue %6711[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6818 = llvm.mlir.constant(256 : index) : i64
    %6819 = llvm.mul %6809, %6818 overflow<nsw, nuw> : i64
    %6820 = llvm.mlir.constant(32 : index) : i64
    %6821 = llvm.mul %6811, %6820 overflow<nsw, nuw> : i64
    %6822 = llvm.add %6819, %6821 overflow<nsw, nuw> : i64
    %6823 = llvm.add %6822, %6815 overflow<nsw, nuw> : i64
    %6824 = llvm.getelementptr inbounds|nuw %6817[%6823] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6825 = llvm.load %6824 : !llvm.ptr -> f32
    %6826 = llvm.extractvalue %270[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6827 = llvm.mlir.constant(32 : index) : i64
    %6828 = llvm.mul %6813, %6827 overflow<nsw, nuw> : i64
    %6829 = llvm.add %6828, %6815 overflow<nsw, nuw> : i64
    %6830 = llvm.getelementptr inbounds|nuw %6826[%6829] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6831 = llvm.load %6830 : !llvm.ptr -> f32
    %6832 = llvm.extractvalue %6791[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6833 = llvm.mlir.constant(256 : index) : i64
    %6834 = llvm.mul %6809, %6833 overflow<nsw, nuw> : i64
    %6835 = llvm.mlir.constant(32 : index) : i64
    %6836 = llvm.mul %6811, %6835 overflow<nsw, nuw> : i64
    %6837 = llvm.add %6834, %6836 overflow<nsw, nuw> : i64
    %6838 = llvm.add %6837, %6813 overflow<nsw, nuw> : i64
    %6839 = llvm.getelementptr inbounds|nuw %6832[%6838] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6840 = llvm.load %6839 : !llvm.ptr -> f32
    %6841 = llvm.fmul %6825, %6831 : f32
    %6842 = llvm.fadd %6840, %6841 : f32
    %6843 = llvm.extractvalue %6791[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6844 = llvm.mlir.constant(256 : index) : i64
    %6845 = llvm.mul %6809, %6844 overflow<nsw, nuw> : i64
    %6846 = llvm.mlir.constant(32 : index) : i64
    %6847 = llvm.mul %6811, %6846 overflow<nsw, nuw> : i64
    %6848 = llvm.add %6845, %6847 overflow<nsw, nuw> : i64
    %6849 = llvm.add %6848, %6813 overflow<nsw, nuw> : i64
    %6850 = llvm.getelementptr inbounds|nuw %6843[%6849] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6842, %6850 : f32, !llvm.ptr
    %6851 = llvm.add %6815, %57 : i64
    llvm.br ^bb991(%6851 : i64)
  ^bb993:  // pred: ^bb991
    %6852 = llvm.add %6813, %57 : i64
    llvm.br ^bb989(%6852 : i64)
  ^bb994:  // pred: ^bb989
    %6853 = llvm.add %6811, %57 : i64
    llvm.br ^bb987(%6853 : i64)
  ^bb995:  // pred: ^bb987
    %6854 = llvm.add %6809, %57 : i64
    llvm.br ^bb985(%6854 : i64)
  ^bb996:  // pred: ^bb985
    %6855 = llvm.mlir.constant(8 : index) : i64
    %6856 = llvm.mlir.constant(32 : index) : i64
    %6857 = llvm.mlir.constant(1 : index) : i64
    %6858 = llvm.mlir.constant(256 : index) : i64
    %6859 = llvm.mul %6858, %3942 : i64
    %6860 = llvm.mlir.zero : !llvm.ptr
    %6861 = llvm.getelementptr %6860[%6859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6862 = llvm.ptrtoint %6861 : !llvm.ptr to i64
    %6863 = llvm.mlir.constant(64 : index) : i64
    %6864 = llvm.add %6862, %6863 : i64
    %6865 = llvm.call @malloc(%6864) : (i64) -> !llvm.ptr
    %6866 = llvm.ptrtoint %6865 : !llvm.ptr to i64
    %6867 = llvm.mlir.constant(1 : index) : i64
    %6868 = llvm.sub %6863, %6867 : i64
    %6869 = llvm.add %6866, %6868 : i64
    %6870 = llvm.urem %6869, %6863 : i64
    %6871 = llvm.sub %6869, %6870 : i64
    %6872 = llvm.inttoptr %6871 : i64 to !llvm.ptr
    %6873 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6874 = llvm.insertvalue %6865, %6873[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6875 = llvm.insertvalue %6872, %6874[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6876 = llvm.mlir.constant(0 : index) : i64
    %6877 = llvm.insertvalue %6876, %6875[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6878 = llvm.insertvalue %3942, %6877[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6879 = llvm.insertvalue %6855, %6878[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6880 = llvm.insertvalue %6856, %6879[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6881 = llvm.insertvalue %6858, %6880[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6882 = llvm.insertvalue %6856, %6881[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6883 = llvm.insertvalue %6857, %6882[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb997(%56 : i64)
  ^bb997(%6884: i64):  // 2 preds: ^bb996, ^bb1004
    %6885 = llvm.icmp "slt" %6884, %6762 : i64
    llvm.cond_br %6885, ^bb998, ^bb1005
  ^bb998:  // pred: ^bb997
    llvm.br ^bb999(%56 : i64)
  ^bb999(%6886: i64):  // 2 preds: ^bb998, ^bb1003
    %6887 = llvm.icmp "slt" %6886, %58 : i64
    llvm.cond_br %6887, ^bb1000, ^bb1004
  ^bb1000:  // pred: ^bb999
    llvm.br ^bb1001(%56 : i64)
  ^bb1001(%6888: i64):  // 2 preds: ^bb1000, ^bb1002
    %6889 = llvm.icmp "slt" %6888, %40 : i64
    llvm.cond_br %6889, ^bb1002, ^bb1003
  ^bb1002:  // pred: ^bb1001
    %6890 = llvm.extractvalue %6791[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6891 = llvm.mlir.constant(256 : index) : i64
    %6892 = llvm.mul %6884, %6891 overflow<nsw, nuw> : i64
    %6893 = llvm.mlir.constant(32 : index) : i64
    %6894 = llvm.mul %6886, %6893 overflow<nsw, nuw> : i64
    %6895 = llvm.add %6892, %6894 overflow<nsw, nuw> : i64
    %6896 = llvm.add %6895, %6888 overflow<nsw, nuw> : i64
    %6897 = llvm.getelementptr inbounds|nuw %6890[%6896] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6898 = llvm.load %6897 : !llvm.ptr -> f32
    %6899 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6900 = llvm.getelementptr inbounds|nuw %6899[%6888] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6901 = llvm.load %6900 : !llvm.ptr -> f32
    %6902 = llvm.extractvalue %4973[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6903 = llvm.mlir.constant(256 : index) : i64
    %6904 = llvm.mul %6884, %6903 overflow<nsw, nuw> : i64
    %6905 = llvm.mlir.constant(32 : index) : i64
    %6906 = llvm.mul %6886, %6905 overflow<nsw, nuw> : i64
    %6907 = llvm.add %6904, %6906 overflow<nsw, nuw> : i64
    %6908 = llvm.add %6907, %6888 overflow<nsw, nuw> : i64
    %6909 = llvm.getelementptr inbounds|nuw %6902[%6908] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6910 = llvm.load %6909 : !llvm.ptr -> f32
    %6911 = llvm.fadd %6898, %6901 : f32
    %6912 = llvm.fadd %6911, %6910 : f32
    %6913 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6914 = llvm.mlir.constant(256 : index) : i64
    %6915 = llvm.mul %6884, %6914 overflow<nsw, nuw> : i64
    %6916 = llvm.mlir.constant(32 : index) : i64
    %6917 = llvm.mul %6886, %6916 overflow<nsw, nuw> : i64
    %6918 = llvm.add %6915, %6917 overflow<nsw, nuw> : i64
    %6919 = llvm.add %6918, %6888 overflow<nsw, nuw> : i64
    %6920 = llvm.getelementptr inbounds|nuw %6913[%6919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6912, %6920 : f32, !llvm.ptr
    %6921 = llvm.add %6888, %57 : i64
    llvm.br ^bb1001(%6921 : i64)
  ^bb1003:  // pred: ^bb1001
    %6922 = llvm.add %6886, %57 : i64
    llvm.br ^bb999(%6922 : i64)
  ^bb1004:  // pred: ^bb999
    %6923 = llvm.add %6884, %57 : i64
    llvm.br ^bb997(%6923 : i64)
  ^bb1005:  // pred: ^bb997
    %6924 = llvm.mlir.constant(8 : index) : i64
    %6925 = llvm.mlir.constant(32 : index) : i64
    %6926 = llvm.mlir.constant(1 : index) : i64
    %6927 = llvm.mlir.constant(256 : index) : i64
    %6928 = llvm.mul %6927, %3942 : i64
    %6929 = llvm.mlir.zero : !llvm.ptr
    %6930 = llvm.getelementptr %6929[%6928] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6931 = llvm.ptrtoint %6930 : !llvm.ptr to i64
    %6932 = llvm.mlir.constant(64 : index) : i64
    %6933 = llvm.add %6931, %6932 : i64
    %6934 = llvm.call @malloc(%6933) : (i64) -> !llvm.ptr
    %6935 = llvm.ptrtoint %6934 : !llvm.ptr to i64
    %6936 = llvm.mlir.constant(1 : index) : i64
    %6937 = llvm.sub %6932, %6936 : i64
    %6938 = llvm.add %6935, %6937 : i64
    %6939 = llvm.urem %6938, %6932 : i64
    %6940 = llvm.sub %6938, %6939 : i64
    %6941 = llvm.inttoptr %6940 : i64 to !llvm.ptr
    %6942 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6943 = llvm.insertvalue %6934, %6942[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6944 = llvm.insertvalue %6941, %6943[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6945 = llvm.mlir.constant(0 : index) : i64
    %6946 = llvm.insertvalue %6945, %6944[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6947 = llvm.insertvalue %3942, %6946[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6948 = llvm.insertvalue %6924, %6947[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6949 = llvm.insertvalue %6925, %6948[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6950 = llvm.insertvalue %6927, %6949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6951 = llvm.insertvalue %6925, %6950[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6952 = llvm.insertvalue %6926, %6951[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1006(%56 : i64)
  ^bb1006(%6953: i64):  // 2 preds: ^bb1005, ^bb1013
    %6954 = llvm.icmp "slt" %6953, %3942 : i64
    llvm.cond_br %6954, ^bb1007, ^bb1014
  ^bb1007:  // pred: ^bb1006
    llvm.br ^bb1008(%56 : i64)
  ^bb1008(%6955: i64):  // 2 preds: ^bb1007, ^bb1012
    %6956 = llvm.icmp "slt" %6955, %58 : i64
    llvm.cond_br %6956, ^bb1009, ^bb1013
  ^bb1009:  // pred: ^bb1008
    llvm.br ^bb1010(%56 : i64)
  ^bb1010(%6957: i64):  // 2 preds: ^bb1009, ^bb1011
    %6958 = llvm.icmp "slt" %6957, %40 : i64
    llvm.cond_br %6958, ^bb1011, ^bb1012
  ^bb1011:  // pred: ^bb1010
    %6959 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6960 = llvm.mlir.constant(256 : index) : i64
    %6961 = llvm.mul %6953, %6960 overflow<nsw, nuw> : i64
    %6962 = llvm.mlir.constant(32 : index) : i64
    %6963 = llvm.mul %6955, %6962 overflow<nsw, nuw> : i64
    %6964 = llvm.add %6961, %6963 overflow<nsw, nuw> : i64
    %6965 = llvm.add %6964, %6957 overflow<nsw, nuw> : i64
    %6966 = llvm.getelementptr inbounds|nuw %6959[%6965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6967 = llvm.load %6966 : !llvm.ptr -> f32
    %6968 = llvm.fpext %6967 : f32 to f64
    %6969 = llvm.extractvalue %6952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6970 = llvm.mlir.constant(256 : index) : i64
    %6971 = llvm.mul %6953, %6970 overflow<nsw, nuw> : i64
    %6972 = llvm.mlir.constant(32 : index) : i64
    %6973 = llvm.mul %6955, %6972 overflow<nsw, nuw> : i64
    %6974 = llvm.add %6971, %6973 overflow<nsw, nuw> : i64
    %6975 = llvm.add %6974, %6957 overflow<nsw, nuw> : i64
    %6976 = llvm.getelementptr inbounds|nuw %6969[%6975] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %6968, %6976 : f64, !llvm.ptr
    %6977 = llvm.add %6957, %57 : i64
    llvm.br ^bb1010(%6977 : i64)
  ^bb1012:  // pred: ^bb1010
    %6978 = llvm.add %6955, %57 : i64
    llvm.br ^bb1008(%6978 : i64)
  ^bb1013:  // pred: ^bb1008
    %6979 = llvm.add %6953, %57 : i64
    llvm.br ^bb1006(%6979 : i64)
  ^bb1014:  // pred: ^bb1006
    %6980 = llvm.mlir.constant(8 : index) : i64
    %6981 = llvm.mlir.constant(1 : index) : i64
    %6982 = llvm.mlir.constant(1 : index) : i64
    %6983 = llvm.mul %6980, %3942 : i64
    %6984 = llvm.mlir.zero : !llvm.ptr
    %6985 = llvm.getelementptr %6984[%6983] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6986 = llvm.ptrtoint %6985 : !llvm.ptr to i64
    %6987 = llvm.mlir.constant(64 : index) : i64
    %6988 = llvm.add %6986, %6987 : i64
    %6989 = llvm.call @malloc(%6988) : (i64) -> !llvm.ptr
    %6990 = llvm.ptrtoint %6989 : !llvm.ptr to i64
    %6991 = llvm.mlir.constant(1 : index) : i64
    %6992 = llvm.sub %6987, %6991 : i64
    %6993 = llvm.add %6990, %6992 : i64
    %6994 = llvm.urem %6993, %6987 : i64
    %6995 = llvm.sub %6993, %6994 : i64
    %6996 = llvm.inttoptr %6995 : i64 to !llvm.ptr
    %6997 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6998 = llvm.insertvalue %6989, %6997[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6999 = llvm.insertvalue %6996, %6998[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7000 = llvm.mlir.constant(0 : index) : i64
    %7001 = llvm.insertvalue %7000, %6999[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7002 = llvm.insertvalue %3942, %7001[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7003 = llvm.insertvalue %6980, %7002[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7004 = llvm.insertvalue %6981, %7003[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7005 = llvm.insertvalue %6980, %7004[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7006 = llvm.insertvalue %6981, %7005[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7007 = llvm.insertvalue %6982, %7006[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1015(%56 : i64)
  ^bb1015(%7008: i64):  // 2 preds: ^bb1014, ^bb1022
    %7009 = llvm.icmp "slt" %7008, %3942 : i64
    llvm.cond_br %7009, ^bb1016, ^bb1023
  ^bb1016:  // pred: ^bb1015
    llvm.br ^bb1017(%56 : i64)
  ^bb1017(%7010: i64):  // 2 preds: ^bb1016, ^bb1021
    %7011 = llvm.icmp "slt" %7010, %58 : i64
    llvm.cond_br %7011, ^bb1018, ^bb1022
  ^bb1018:  // pred: ^bb1017
    llvm.br ^bb1019(%56 : i64)
  ^bb1019(%7012: i64):  // 2 preds: ^bb1018, ^bb1020
    %7013 = llvm.icmp "slt" %7012, %57 : i64
    llvm.cond_br %7013, ^bb1020, ^bb1021
  ^bb1020:  // pred: ^bb1019
    %7014 = llvm.extractvalue %7007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7015 = llvm.mlir.constant(8 : index) : i64
    %7016 = llvm.mul %7008, %7015 overflow<nsw, nuw> : i64
    %7017 = llvm.add %7016, %7010 overflow<nsw, nuw> : i64
    %7018 = llvm.add %7017, %7012 overflow<nsw, nuw> : i64
    %7019 = llvm.getelementptr inbounds|nuw %7014[%7018] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %7019 : f64, !llvm.ptr
    %7020 = llvm.add %7012, %57 : i64
    llvm.br ^bb1019(%7020 : i64)
  ^bb1021:  // pred: ^bb1019
    %7021 = llvm.add %7010, %57 : i64
    llvm.br ^bb1017(%7021 : i64)
  ^bb1022:  // pred: ^bb1017
    %7022 = llvm.add %7008, %57 : i64
    llvm.br ^bb1015(%7022 : i64)
  ^bb1023:  // pred: ^bb1015
    %7023 = llvm.mlir.constant(8 : index) : i64
    %7024 = llvm.mlir.constant(1 : index) : i64
    %7025 = llvm.mlir.constant(1 : index) : i64
    %7026 = llvm.mul %7023, %3942 : i64
    %7027 = llvm.mlir.zero : !llvm.ptr
    %7028 = llvm.getelementptr %7027[%7026] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7029 = llvm.ptrtoint %7028 : !llvm.ptr to i64
    %7030 = llvm.mlir.constant(64 : index) : i64
    %7031 = llvm.add %7029, %7030 : i64
    %7032 = llvm.call @malloc(%7031) : (i64) -> !llvm.ptr
    %7033 = llvm.ptrtoint %7032 : !llvm.ptr to i64
    %7034 = llvm.mlir.constant(1 : index) : i64
    %7035 = llvm.sub %7030, %7034 : i64
    %7036 = llvm.add %7033, %7035 : i64
    %7037 = llvm.urem %7036, %7030 : i64
    %7038 = llvm.sub %7036, %7037 : i64
    %7039 = llvm.inttoptr %7038 : i64 to !llvm.ptr
    %7040 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7041 = llvm.insertvalue %7032, %7040[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7042 = llvm.insertvalue %7039, %7041[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7043 = llvm.mlir.constant(0 : index) : i64
    %7044 = llvm.insertvalue %7043, %7042[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7045 = llvm.insertvalue %3942, %7044[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7046 = llvm.insertvalue %7023, %7045[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7047 = llvm.insertvalue %7024, %7046[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7048 = llvm.insertvalue %7023, %7047[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7049 = llvm.insertvalue %7024, %7048[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7050 = llvm.insertvalue %7025, %7049[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1024(%56 : i64)
  ^bb1024(%7051: i64):  // 2 preds: ^bb1023, ^bb1031
    %7052 = llvm.icmp "slt" %7051, %3942 : i64
    llvm.cond_br %7052, ^bb1025, ^bb1032
  ^bb1025:  // pred: ^bb1024
    llvm.br ^bb1026(%56 : i64)
  ^bb1026(%7053: i64):  // 2 preds: ^bb1025, ^bb1030
    %7054 = llvm.icmp "slt" %7053, %58 : i64
    llvm.cond_br %7054, ^bb1027, ^bb1031
  ^bb1027:  // pred: ^bb1026
    llvm.br ^bb1028(%56 : i64)
  ^bb1028(%7055: i64):  // 2 preds: ^bb1027, ^bb1029
    %7056 = llvm.icmp "slt" %7055, %57 : i64
    llvm.cond_br %7056, ^bb1029, ^bb1030
  ^bb1029:  // pred: ^bb1028
    %7057 = llvm.extractvalue %7007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7058 = llvm.mlir.constant(8 : index) : i64
    %7059 = llvm.mul %7051, %7058 overflow<nsw, nuw> : i64
    %7060 = llvm.add %7059, %7053 overflow<nsw, nuw> : i64
    %7061 = llvm.add %7060, %7055 overflow<nsw, nuw> : i64
    %7062 = llvm.getelementptr inbounds|nuw %7057[%7061] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7063 = llvm.load %7062 : !llvm.ptr -> f64
    %7064 = llvm.extractvalue %7050[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7065 = llvm.mlir.constant(8 : index) : i64
    %7066 = llvm.mul %7051, %7065 overflow<nsw, nuw> : i64
    %7067 = llvm.add %7066, %7053 overflow<nsw, nuw> : i64
    %7068 = llvm.add %7067, %7055 overflow<nsw, nuw> : i64
    %7069 = llvm.getelementptr inbounds|nuw %7064[%7068] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7063, %7069 : f64, !llvm.ptr
    %7070 = llvm.add %7055, %57 : i64
    llvm.br ^bb1028(%7070 : i64)
  ^bb1030:  // pred: ^bb1028
    %7071 = llvm.add %7053, %57 : i64
    llvm.br ^bb1026(%7071 : i64)
  ^bb1031:  // pred: ^bb1026
    %7072 = llvm.add %7051, %57 : i64
    llvm.br ^bb1024(%7072 : i64)
  ^bb1032:  // pred: ^bb1024
    llvm.br ^bb1033(%56 : i64)
  ^bb1033(%7073: i64):  // 2 preds: ^bb1032, ^bb1040
    %7074 = llvm.icmp "slt" %7073, %3942 : i64
    llvm.cond_br %7074, ^bb1034, ^bb1041
  ^bb1034:  // pred: ^bb1033
    llvm.br ^bb1035(%56 : i64)
  ^bb1035(%7075: i64):  // 2 preds: ^bb1034, ^bb1039
    %7076 = llvm.icmp "slt" %7075, %58 : i64
    llvm.cond_br %7076, ^bb1036, ^bb1040
  ^bb1036:  // pred: ^bb1035
    llvm.br ^bb1037(%56 : i64)
  ^bb1037(%7077: i64):  // 2 preds: ^bb1036, ^bb1038
    %7078 = llvm.icmp "slt" %7077, %40 : i64
    llvm.cond_br %7078, ^bb1038, ^bb1039
  ^bb1038:  // pred: ^bb1037
    %7079 = llvm.extractvalue %6952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7080 = llvm.mlir.constant(256 : index) : i64
    %7081 = llvm.mul %7073, %7080 overflow<nsw, nuw> : i64
    %7082 = llvm.mlir.constant(32 : index) : i64
    %7083 = llvm.mul %7075, %7082 overflow<nsw, nuw> : i64
    %7084 = llvm.add %7081, %7083 overflow<nsw, nuw> : i64
    %7085 = llvm.add %7084, %7077 overflow<nsw, nuw> : i64
    %7086 = llvm.getelementptr inbounds|nuw %7079[%7085] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7087 = llvm.load %7086 : !llvm.ptr -> f64
    %7088 = llvm.extractvalue %7050[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7089 = llvm.mlir.constant(8 : index) : i64
    %7090 = llvm.mul %7073, %7089 overflow<nsw, nuw> : i64
    %7091 = llvm.add %7090, %7075 overflow<nsw, nuw> : i64
    %7092 = llvm.add %7091, %56 overflow<nsw, nuw> : i64
    %7093 = llvm.getelementptr inbounds|nuw %7088[%7092] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7094 = llvm.load %7093 : !llvm.ptr -> f64
    %7095 = llvm.fadd %7087, %7094 : f64
    %7096 = llvm.extractvalue %7050[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7097 = llvm.mlir.constant(8 : index) : i64
    %7098 = llvm.mul %7073, %7097 overflow<nsw, nuw> : i64
    %7099 = llvm.add %7098, %7075 overflow<nsw, nuw> : i64
    %7100 = llvm.add %7099, %56 overflow<nsw, nuw> : i64
    %7101 = llvm.getelementptr inbounds|nuw %7096[%7100] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7095, %7101 : f64, !llvm.ptr
    %7102 = llvm.add %7077, %57 : i64
    llvm.br ^bb1037(%7102 : i64)
  ^bb1039:  // pred: ^bb1037
    %7103 = llvm.add %7075, %57 : i64
    llvm.br ^bb1035(%7103 : i64)
  ^bb1040:  // pred: ^bb1035
    %7104 = llvm.add %7073, %57 : i64
    llvm.br ^bb1033(%7104 : i64)
  ^bb1041:  // pred: ^bb1033
    llvm.br ^bb1042(%56 : i64)
  ^bb1042(%7105: i64):  // 2 preds: ^bb1041, ^bb1049
    %7106 = llvm.icmp "slt" %7105, %3942 : i64
    llvm.cond_br %7106, ^bb1043, ^bb1050
  ^bb1043:  // pred: ^bb1042
    llvm.br ^bb1044(%56 : i64)
  ^bb1044(%7107: i64):  // 2 preds: ^bb1043, ^bb1048
    %7108 = llvm.icmp "slt" %7107, %58 : i64
    llvm.cond_br %7108, ^bb1045, ^bb1049
  ^bb1045:  // pred: ^bb1044
    llvm.br ^bb1046(%56 : i64)
  ^bb1046(%7109: i64):  // 2 preds: ^bb1045, ^bb1047
    %7110 = llvm.icmp "slt" %7109, %40 : i64
    llvm.cond_br %7110, ^bb1047, ^bb1048
  ^bb1047:  // pred: ^bb1046
    %7111 = llvm.extractvalue %6952[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7112 = llvm.mlir.constant(256 : index) : i64
    %7113 = llvm.mul %7105, %7112 overflow<nsw, nuw> : i64
    %7114 = llvm.mlir.constant(32 : index) : i64
    %7115 = llvm.mul %7107, %7114 overflow<nsw, nuw> : i64
    %7116 = llvm.add %7113, %7115 overflow<nsw, nuw> : i64
    %7117 = llvm.add %7116, %7109 overflow<nsw, nuw> : i64
    %7118 = llvm.getelementptr inbounds|nuw %7111[%7117] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7119 = llvm.load %7118 : !llvm.ptr -> f64
    %7120 = llvm.extractvalue %7050[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7121 = llvm.mlir.constant(8 : index) : i64
    %7122 = llvm.mul %7105, %7121 overflow<nsw, nuw> : i64
    %7123 = llvm.add %7122, %7107 overflow<nsw, nuw> : i64
    %7124 = llvm.add %7123, %56 overflow<nsw, nuw> : i64
    %7125 = llvm.getelementptr inbounds|nuw %7120[%7124] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7126 = llvm.load %7125 : !llvm.ptr -> f64
    %7127 = llvm.extractvalue %7007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7128 = llvm.mlir.constant(8 : index) : i64
    %7129 = llvm.mul %7105, %7128 overflow<nsw, nuw> : i64
    %7130 = llvm.add %7129, %7107 overflow<nsw, nuw> : i64
    %7131 = llvm.add %7130, %56 overflow<nsw, nuw> : i64
    %7132 = llvm.getelementptr inbounds|nuw %7127[%7131] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7133 = llvm.load %7132 : !llvm.ptr -> f64
    %7134 = llvm.fdiv %7126, %49 : f64
    %7135 = llvm.fsub %7119, %7134 : f64
    %7136 = llvm.fmul %7135, %7135 : f64
    %7137 = llvm.fadd %7136, %7133 : f64
    %7138 = llvm.extractvalue %7007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7139 = llvm.mlir.constant(8 : index) : i64
    %7140 = llvm.mul %7105, %7139 overflow<nsw, nuw> : i64
    %7141 = llvm.add %7140, %7107 overflow<nsw, nuw> : i64
    %7142 = llvm.add %7141, %56 overflow<nsw, nuw> : i64
    %7143 = llvm.getelementptr inbounds|nuw %7138[%7142] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7137, %7143 : f64, !llvm.ptr
    %7144 = llvm.add %7109, %57 : i64
    llvm.br ^bb1046(%7144 : i64)
  ^bb1048:  // pred: ^bb1046
    %7145 = llvm.add %7107, %57 : i64
    llvm.br ^bb1044(%7145 : i64)
  ^bb1049:  // pred: ^bb1044
    %7146 = llvm.add %7105, %57 : i64
    llvm.br ^bb1042(%7146 : i64)
  ^bb1050:  // pred: ^bb1042
    %7147 = llvm.mlir.constant(8 : index) : i64
    %7148 = llvm.mlir.constant(1 : index) : i64
    %7149 = llvm.mlir.constant(1 : index) : i64
    %7150 = llvm.mul %7147, %3942 : i64
    %7151 = llvm.mlir.zero : !llvm.ptr
    %7152 = llvm.getelementptr %7151[%7150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7153 = llvm.ptrtoint %7152 : !llvm.ptr to i64
    %7154 = llvm.mlir.constant(64 : index) : i64
    %7155 = llvm.add %7153, %7154 : i64
    %7156 = llvm.call @malloc(%7155) : (i64) -> !llvm.ptr
    %7157 = llvm.ptrtoint %7156 : !llvm.ptr to i64
    %7158 = llvm.mlir.constant(1 : index) : i64
    %7159 = llvm.sub %7154, %7158 : i64
    %7160 = llvm.add %7157, %7159 : i64
    %7161 = llvm.urem %7160, %7154 : i64
    %7162 = llvm.sub %7160, %7161 : i64
    %7163 = llvm.inttoptr %7162 : i64 to !llvm.ptr
    %7164 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7165 = llvm.insertvalue %7156, %7164[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7166 = llvm.insertvalue %7163, %7165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7167 = llvm.mlir.constant(0 : index) : i64
    %7168 = llvm.insertvalue %7167, %7166[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7169 = llvm.insertvalue %3942, %7168[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7170 = llvm.insertvalue %7147, %7169[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7171 = llvm.insertvalue %7148, %7170[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7172 = llvm.insertvalue %7147, %7171[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7173 = llvm.insertvalue %7148, %7172[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7174 = llvm.insertvalue %7149, %7173[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1051(%56 : i64)
  ^bb1051(%7175: i64):  // 2 preds: ^bb1050, ^bb1058
    %7176 = llvm.icmp "slt" %7175, %3942 : i64
    llvm.cond_br %7176, ^bb1052, ^bb1059
  ^bb1052:  // pred: ^bb1051
    llvm.br ^bb1053(%56 : i64)
  ^bb1053(%7177: i64):  // 2 preds: ^bb1052, ^bb1057
    %7178 = llvm.icmp "slt" %7177, %58 : i64
    llvm.cond_br %7178, ^bb1054, ^bb1058
  ^bb1054:  // pred: ^bb1053
    llvm.br ^bb1055(%56 : i64)
  ^bb1055(%7179: i64):  // 2 preds: ^bb1054, ^bb1056
    %7180 = llvm.icmp "slt" %7179, %57 : i64
    llvm.cond_br %7180, ^bb1056, ^bb1057
  ^bb1056:  // pred: ^bb1055
    %7181 = llvm.extractvalue %7174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7182 = llvm.mlir.constant(8 : index) : i64
    %7183 = llvm.mul %7175, %7182 overflow<nsw, nuw> : i64
    %7184 = llvm.add %7183, %7177 overflow<nsw, nuw> : i64
    %7185 = llvm.add %7184, %7179 overflow<nsw, nuw> : i64
    %7186 = llvm.getelementptr inbounds|nuw %7181[%7185] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %7186 : f32, !llvm.ptr
    %7187 = llvm.add %7179, %57 : i64
    llvm.br ^bb1055(%7187 : i64)
  ^bb1057:  // pred: ^bb1055
    %7188 = llvm.add %7177, %57 : i64
    llvm.br ^bb1053(%7188 : i64)
  ^bb1058:  // pred: ^bb1053
    %7189 = llvm.add %7175, %57 : i64
    llvm.br ^bb1051(%7189 : i64)
  ^bb1059:  // pred: ^bb1051
    llvm.br ^bb1060(%56 : i64)
  ^bb1060(%7190: i64):  // 2 preds: ^bb1059, ^bb1067
    %7191 = llvm.icmp "slt" %7190, %3942 : i64
    llvm.cond_br %7191, ^bb1061, ^bb1068
  ^bb1061:  // pred: ^bb1060
    llvm.br ^bb1062(%56 : i64)
  ^bb1062(%7192: i64):  // 2 preds: ^bb1061, ^bb1066
    %7193 = llvm.icmp "slt" %7192, %58 : i64
    llvm.cond_br %7193, ^bb1063, ^bb1067
  ^bb1063:  // pred: ^bb1062
    llvm.br ^bb1064(%56 : i64)
  ^bb1064(%7194: i64):  // 2 preds: ^bb1063, ^bb1065
    %7195 = llvm.icmp "slt" %7194, %40 : i64
    llvm.cond_br %7195, ^bb1065, ^bb1066
  ^bb1065:  // pred: ^bb1064
    %7196 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7197 = llvm.mlir.constant(256 : index) : i64
    %7198 = llvm.mul %7190, %7197 overflow<nsw, nuw> : i64
    %7199 = llvm.mlir.constant(32 : index) : i64
    %7200 = llvm.mul %7192, %7199 overflow<nsw, nuw> : i64
    %7201 = llvm.add %7198, %7200 overflow<nsw, nuw> : i64
    %7202 = llvm.add %7201, %7194 overflow<nsw, nuw> : i64
    %7203 = llvm.getelementptr inbounds|nuw %7196[%7202] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7204 = llvm.load %7203 : !llvm.ptr -> f32
    %7205 = llvm.extractvalue %7174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7206 = llvm.mlir.constant(8 : index) : i64
    %7207 = llvm.mul %7190, %7206 overflow<nsw, nuw> : i64
    %7208 = llvm.add %7207, %7192 overflow<nsw, nuw> : i64
    %7209 = llvm.add %7208, %56 overflow<nsw, nuw> : i64
    %7210 = llvm.getelementptr inbounds|nuw %7205[%7209] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7211 = llvm.load %7210 : !llvm.ptr -> f32
    %7212 = llvm.fadd %7204, %7211 : f32
    %7213 = llvm.extractvalue %7174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7214 = llvm.mlir.constant(8 : index) : i64
    %7215 = llvm.mul %7190, %7214 overflow<nsw, nuw> : i64
    %7216 = llvm.add %7215, %7192 overflow<nsw, nuw> : i64
    %7217 = llvm.add %7216, %56 overflow<nsw, nuw> : i64
    %7218 = llvm.getelementptr inbounds|nuw %7213[%7217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7212, %7218 : f32, !llvm.ptr
    %7219 = llvm.add %7194, %57 : i64
    llvm.br ^bb1064(%7219 : i64)
  ^bb1066:  // pred: ^bb1064
    %7220 = llvm.add %7192, %57 : i64
    llvm.br ^bb1062(%7220 : i64)
  ^bb1067:  // pred: ^bb1062
    %7221 = llvm.add %7190, %57 : i64
    llvm.br ^bb1060(%7221 : i64)
  ^bb1068:  // pred: ^bb1060
    llvm.br ^bb1069(%56 : i64)
  ^bb1069(%7222: i64):  // 2 preds: ^bb1068, ^bb1076
    %7223 = llvm.icmp "slt" %7222, %3942 : i64
    llvm.cond_br %7223, ^bb1070, ^bb1077
  ^bb1070:  // pred: ^bb1069
    llvm.br ^bb1071(%56 : i64)
  ^bb1071(%7224: i64):  // 2 preds: ^bb1070, ^bb1075
    %7225 = llvm.icmp "slt" %7224, %58 : i64
    llvm.cond_br %7225, ^bb1072, ^bb1076
  ^bb1072:  // pred: ^bb1071
    llvm.br ^bb1073(%56 : i64)
  ^bb1073(%7226: i64):  // 2 preds: ^bb1072, ^bb1074
    %7227 = llvm.icmp "slt" %7226, %40 : i64
    llvm.cond_br %7227, ^bb1074, ^bb1075
  ^bb1074:  // pred: ^bb1073
    %7228 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7229 = llvm.mlir.constant(256 : index) : i64
    %7230 = llvm.mul %7222, %7229 overflow<nsw, nuw> : i64
    %7231 = llvm.mlir.constant(32 : index) : i64
    %7232 = llvm.mul %7224, %7231 overflow<nsw, nuw> : i64
    %7233 = llvm.add %7230, %7232 overflow<nsw, nuw> : i64
    %7234 = llvm.add %7233, %7226 overflow<nsw, nuw> : i64
    %7235 = llvm.getelementptr inbounds|nuw %7228[%7234] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7236 = llvm.load %7235 : !llvm.ptr -> f32
    %7237 = llvm.extractvalue %7174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7238 = llvm.mlir.constant(8 : index) : i64
    %7239 = llvm.mul %7222, %7238 overflow<nsw, nuw> : i64
    %7240 = llvm.add %7239, %7224 overflow<nsw, nuw> : i64
    %7241 = llvm.add %7240, %56 overflow<nsw, nuw> : i64
    %7242 = llvm.getelementptr inbounds|nuw %7237[%7241] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7243 = llvm.load %7242 : !llvm.ptr -> f32
    %7244 = llvm.extractvalue %7007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7245 = llvm.mlir.constant(8 : index) : i64
    %7246 = llvm.mul %7222, %7245 overflow<nsw, nuw> : i64
    %7247 = llvm.add %7246, %7224 overflow<nsw, nuw> : i64
    %7248 = llvm.add %7247, %56 overflow<nsw, nuw> : i64
    %7249 = llvm.getelementptr inbounds|nuw %7244[%7248] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7250 = llvm.load %7249 : !llvm.ptr -> f64
    %7251 = llvm.extractvalue %234[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7252 = llvm.getelementptr inbounds|nuw %7251[%7226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7253 = llvm.load %7252 : !llvm.ptr -> f32
    %7254 = llvm.extractvalue %218[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7255 = llvm.getelementptr inbounds|nuw %7254[%7226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7256 = llvm.load %7255 : !llvm.ptr -> f32
    %7257 = llvm.fdiv %7250, %49 : f64
    %7258 = llvm.fptrunc %7257 : f64 to f32
    %7259 = llvm.fptrunc %50 : f64 to f32
    %7260 = llvm.fadd %7258, %7259 : f32
    %7261 = llvm.intr.sqrt(%7260) : (f32) -> f32
    %7262 = llvm.fdiv %61, %7261 : f32
    %7263 = llvm.fdiv %7243, %48 : f32
    %7264 = llvm.fsub %7236, %7263 : f32
    %7265 = llvm.fmul %7264, %7262 : f32
    %7266 = llvm.fmul %7265, %7253 : f32
    %7267 = llvm.fadd %7266, %7256 : f32
    %7268 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7269 = llvm.mlir.constant(256 : index) : i64
    %7270 = llvm.mul %7222, %7269 overflow<nsw, nuw> : i64
    %7271 = llvm.mlir.constant(32 : index) : i64
    %7272 = llvm.mul %7224, %7271 overflow<nsw, nuw> : i64
    %7273 = llvm.add %7270, %7272 overflow<nsw, nuw> : i64
    %7274 = llvm.add %7273, %7226 overflow<nsw, nuw> : i64
    %7275 = llvm.getelementptr inbounds|nuw %7268[%7274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7267, %7275 : f32, !llvm.ptr
    %7276 = llvm.add %7226, %57 : i64
    llvm.br ^bb1073(%7276 : i64)
  ^bb1075:  // pred: ^bb1073
    %7277 = llvm.add %7224, %57 : i64
    llvm.br ^bb1071(%7277 : i64)
  ^bb1076:  // pred: ^bb1071
    %7278 = llvm.add %7222, %57 : i64
    llvm.br ^bb1069(%7278 : i64)
  ^bb1077:  // pred: ^bb1069
    %7279 = llvm.mlir.constant(64 : index) : i64
    %7280 = llvm.mlir.constant(1 : index) : i64
    %7281 = llvm.mul %7279, %4563 : i64
    %7282 = llvm.mlir.zero : !llvm.ptr
    %7283 = llvm.getelementptr %7282[%7281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7284 = llvm.ptrtoint %7283 : !llvm.ptr to i64
    %7285 = llvm.mlir.constant(64 : index) : i64
    %7286 = llvm.add %7284, %7285 : i64
    %7287 = llvm.call @malloc(%7286) : (i64) -> !llvm.ptr
    %7288 = llvm.ptrtoint %7287 : !llvm.ptr to i64
    %7289 = llvm.mlir.constant(1 : index) : i64
    %7290 = llvm.sub %7285, %7289 : i64
    %7291 = llvm.add %7288, %7290 : i64
    %7292 = llvm.urem %7291, %7285 : i64
    %7293 = llvm.sub %7291, %7292 : i64
    %7294 = llvm.inttoptr %7293 : i64 to !llvm.ptr
    %7295 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7296 = llvm.insertvalue %7287, %7295[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7297 = llvm.insertvalue %7294, %7296[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7298 = llvm.mlir.constant(0 : index) : i64
    %7299 = llvm.insertvalue %7298, %7297[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7300 = llvm.insertvalue %4563, %7299[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7301 = llvm.insertvalue %7279, %7300[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7302 = llvm.insertvalue %7279, %7301[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7303 = llvm.insertvalue %7280, %7302[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7304 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7305 = llvm.extractvalue %7303[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7306 = llvm.extractvalue %7303[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7307 = llvm.insertvalue %7305, %7304[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7308 = llvm.insertvalue %7306, %7307[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7309 = llvm.mlir.constant(0 : index) : i64
    %7310 = llvm.insertvalue %7309, %7308[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7311 = llvm.insertvalue %3942, %7310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7312 = llvm.mlir.constant(512 : index) : i64
    %7313 = llvm.insertvalue %7312, %7311[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7314 = llvm.mlir.constant(8 : index) : i64
    %7315 = llvm.insertvalue %7314, %7313[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7316 = llvm.mlir.constant(64 : index) : i64
    %7317 = llvm.insertvalue %7316, %7315[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7318 = llvm.mlir.constant(64 : index) : i64
    %7319 = llvm.insertvalue %7318, %7317[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7320 = llvm.mlir.constant(1 : index) : i64
    %7321 = llvm.insertvalue %7320, %7319[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7322 = llvm.extractvalue %7321[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7323 = llvm.mlir.constant(8 : index) : i64
    %7324 = llvm.mlir.constant(64 : index) : i64
    %7325 = llvm.mlir.constant(1 : index) : i64
    %7326 = llvm.mlir.constant(512 : index) : i64
    %7327 = llvm.mul %7326, %7322 : i64
    %7328 = llvm.mlir.zero : !llvm.ptr
    %7329 = llvm.getelementptr %7328[%7327] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7330 = llvm.ptrtoint %7329 : !llvm.ptr to i64
    %7331 = llvm.mlir.constant(64 : index) : i64
    %7332 = llvm.add %7330, %7331 : i64
    %7333 = llvm.call @malloc(%7332) : (i64) -> !llvm.ptr
    %7334 = llvm.ptrtoint %7333 : !llvm.ptr to i64
    %7335 = llvm.mlir.constant(1 : index) : i64
    %7336 = llvm.sub %7331, %7335 : i64
    %7337 = llvm.add %7334, %7336 : i64
    %7338 = llvm.urem %7337, %7331 : i64
    %7339 = llvm.sub %7337, %7338 : i64
    %7340 = llvm.inttoptr %7339 : i64 to !llvm.ptr
    %7341 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7342 = llvm.insertvalue %7333, %7341[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7343 = llvm.insertvalue %7340, %7342[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7344 = llvm.mlir.constant(0 : index) : i64
    %7345 = llvm.insertvalue %7344, %7343[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7346 = llvm.insertvalue %7322, %7345[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7347 = llvm.insertvalue %7323, %7346[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7348 = llvm.insertvalue %7324, %7347[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7349 = llvm.insertvalue %7326, %7348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7350 = llvm.insertvalue %7324, %7349[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7351 = llvm.insertvalue %7325, %7350[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1078(%56 : i64)
  ^bb1078(%7352: i64):  // 2 preds: ^bb1077, ^bb1085
    %7353 = llvm.icmp "slt" %7352, %7322 : i64
    llvm.cond_br %7353, ^bb1079, ^bb1086
  ^bb1079:  // pred: ^bb1078
    llvm.br ^bb1080(%56 : i64)
  ^bb1080(%7354: i64):  // 2 preds: ^bb1079, ^bb1084
    %7355 = llvm.icmp "slt" %7354, %58 : i64
    llvm.cond_br %7355, ^bb1081, ^bb1085
  ^bb1081:  // pred: ^bb1080
    llvm.br ^bb1082(%56 : i64)
  ^bb1082(%7356: i64):  // 2 preds: ^bb1081, ^bb1083
    %7357 = llvm.icmp "slt" %7356, %38 : i64
    llvm.cond_br %7357, ^bb1083, ^bb1084
  ^bb1083:  // pred: ^bb1082
    %7358 = llvm.extractvalue %7351[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7359 = llvm.mlir.constant(512 : index) : i64
    %7360 = llvm.mul %7352, %7359 overflow<nsw, nuw> : i64
    %7361 = llvm.mlir.constant(64 : index) : i64
    %7362 = llvm.mul %7354, %7361 overflow<nsw, nuw> : i64
    %7363 = llvm.add %7360, %7362 overflow<nsw, nuw> : i64
    %7364 = llvm.add %7363, %7356 overflow<nsw, nuw> : i64
    %7365 = llvm.getelementptr inbounds|nuw %7358[%7364] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %7365 : f32, !llvm.ptr
    %7366 = llvm.add %7356, %57 : i64
    llvm.br ^bb1082(%7366 : i64)
  ^bb1084:  // pred: ^bb1082
    %7367 = llvm.add %7354, %57 : i64
    llvm.br ^bb1080(%7367 : i64)
  ^bb1085:  // pred: ^bb1080
    %7368 = llvm.add %7352, %57 : i64
    llvm.br ^bb1078(%7368 : i64)
  ^bb1086:  // pred: ^bb1078
    llvm.br ^bb1087(%56 : i64)
  ^bb1087(%7369: i64):  // 2 preds: ^bb1086, ^bb1097
    %7370 = llvm.icmp "slt" %7369, %3942 : i64
    llvm.cond_br %7370, ^bb1088, ^bb1098
  ^bb1088:  // pred: ^bb1087
    llvm.br ^bb1089(%56 : i64)
  ^bb1089(%7371: i64):  // 2 preds: ^bb1088, ^bb1096
    %7372 = llvm.icmp "slt" %7371, %58 : i64
    llvm.cond_br %7372, ^bb1090, ^bb1097
  ^bb1090:  // pred: ^bb1089
    llvm.br ^bb1091(%56 : i64)
  ^bb1091(%7373: i64):  // 2 preds: ^bb1090, ^bb1095
    %7374 = llvm.icmp "slt" %7373, %38 : i64
    llvm.cond_br %7374, ^bb1092, ^bb1096
  ^bb1092:  // pred: ^bb1091
    llvm.br ^bb1093(%56 : i64)
  ^bb1093(%7375: i64):  // 2 preds: ^bb1092, ^bb1094
    %7376 = llvm.icmp "slt" %7375, %40 : i64
    llvm.cond_br %7376, ^bb1094, ^bb1095
  ^bb1094:  // pred: ^bb1093
    %7377 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7378 = llvm.mlir.constant(256 : index) : i64
    %7379 = llvm.mul %7369, %7378 overflow<nsw, nuw> : i64
    %7380 = llvm.mlir.constant(32 : index) : i64
    %7381 = llvm.mul %7371, %7380 overflow<nsw, nuw> : i64
    %7382 = llvm.add %7379, %7381 overflow<nsw, nuw> : i64
    %7383 = llvm.add %7382, %7375 overflow<nsw, nuw> : i64
    %7384 = llvm.getelementptr inbounds|nuw %7377[%7383] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7385 = llvm.load %7384 : !llvm.ptr -> f32
    %7386 = llvm.extractvalue %202[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7387 = llvm.mlir.constant(32 : index) : i64
    %7388 = llvm.mul %7373, %7387 overflow<nsw, nuw> : i64
    %7389 = llvm.add %7388, %7375 overflow<nsw, nuw> : i64
    %7390 = llvm.getelementptr inbounds|nuw %7386[%7389] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7391 = llvm.load %7390 : !llvm.ptr -> f32
    %7392 = llvm.extractvalue %7351[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7393 = llvm.mlir.constant(512 : index) : i64
    %7394 = llvm.mul %7369, %7393 overflow<nsw, nuw> : i64
    %7395 = llvm.mlir.constant(64 : index) : i64
    %7396 = llvm.mul %7371, %7395 overflow<nsw, nuw> : i64
    %7397 = llvm.add %7394, %7396 overflow<nsw, nuw> : i64
    %7398 = llvm.add %7397, %7373 overflow<nsw, nuw> : i64
    %7399 = llvm.getelementptr inbounds|nuw %7392[%7398] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7400 = llvm.load %7399 : !llvm.ptr -> f32
    %7401 = llvm.fmul %7385, %7391 : f32
    %7402 = llvm.fadd %7400, %7401 : f32
    %7403 = llvm.extractvalue %7351[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7404 = llvm.mlir.constant(512 : index) : i64
    %7405 = llvm.mul %7369, %7404 overflow<nsw, nuw> : i64
    %7406 = llvm.mlir.constant(64 : index) : i64
    %7407 = llvm.mul %7371, %7406 overflow<nsw, nuw> : i64
    %7408 = llvm.add %7405, %7407 overflow<nsw, nuw> : i64
    %7409 = llvm.add %7408, %7373 overflow<nsw, nuw> : i64
    %7410 = llvm.getelementptr inbounds|nuw %7403[%7409] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7402, %7410 : f32, !llvm.ptr
    %7411 = llvm.add %7375, %57 : i64
    llvm.br ^bb1093(%7411 : i64)
  ^bb1095:  // pred: ^bb1093
    %7412 = llvm.add %7373, %57 : i64
    llvm.br ^bb1091(%7412 : i64)
  ^bb1096:  // pred: ^bb1091
    %7413 = llvm.add %7371, %57 : i64
    llvm.br ^bb1089(%7413 : i64)
  ^bb1097:  // pred: ^bb1089
    %7414 = llvm.add %7369, %57 : i64
    llvm.br ^bb1087(%7414 : i64)
  ^bb1098:  // pred: ^bb1087
    %7415 = llvm.mlir.constant(8 : index) : i64
    %7416 = llvm.mlir.constant(64 : index) : i64
    %7417 = llvm.mlir.constant(1 : index) : i64
    %7418 = llvm.mlir.constant(512 : index) : i64
    %7419 = llvm.mul %7418, %3942 : i64
    %7420 = llvm.mlir.zero : !llvm.ptr
    %7421 = llvm.getelementptr %7420[%7419] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7422 = llvm.ptrtoint %7421 : !llvm.ptr to i64
    %7423 = llvm.mlir.constant(64 : index) : i64
    %7424 = llvm.add %7422, %7423 : i64
    %7425 = llvm.call @malloc(%7424) : (i64) -> !llvm.ptr
    %7426 = llvm.ptrtoint %7425 : !llvm.ptr to i64
    %7427 = llvm.mlir.constant(1 : index) : i64
    %7428 = llvm.sub %7423, %7427 : i64
    %7429 = llvm.add %7426, %7428 : i64
    %7430 = llvm.urem %7429, %7423 : i64
    %7431 = llvm.sub %7429, %7430 : i64
    %7432 = llvm.inttoptr %7431 : i64 to !llvm.ptr
    %7433 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7434 = llvm.insertvalue %7425, %7433[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7435 = llvm.insertvalue %7432, %7434[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7436 = llvm.mlir.constant(0 : index) : i64
    %7437 = llvm.insertvalue %7436, %7435[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7438 = llvm.insertvalue %3942, %7437[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7439 = llvm.insertvalue %7415, %7438[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7440 = llvm.insertvalue %7416, %7439[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7441 = llvm.insertvalue %7418, %7440[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7442 = llvm.insertvalue %7416, %7441[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7443 = llvm.insertvalue %7417, %7442[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1099(%56 : i64)
  ^bb1099(%7444: i64):  // 2 preds: ^bb1098, ^bb1106
    %7445 = llvm.icmp "slt" %7444, %7322 : i64
    llvm.cond_br %7445, ^bb1100, ^bb1107
  ^bb1100:  // pred: ^bb1099
    llvm.br ^bb1101(%56 : i64)
  ^bb1101(%7446: i64):  // 2 preds: ^bb1100, ^bb1105
    %7447 = llvm.icmp "slt" %7446, %58 : i64
    llvm.cond_br %7447, ^bb1102, ^bb1106
  ^bb1102:  // pred: ^bb1101
    llvm.br ^bb1103(%56 : i64)
  ^bb1103(%7448: i64):  // 2 preds: ^bb1102, ^bb1104
    %7449 = llvm.icmp "slt" %7448, %38 : i64
    llvm.cond_br %7449, ^bb1104, ^bb1105
  ^bb1104:  // pred: ^bb1103
    %7450 = llvm.extractvalue %7351[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7451 = llvm.mlir.constant(512 : index) : i64
    %7452 = llvm.mul %7444, %7451 overflow<nsw, nuw> : i64
    %7453 = llvm.mlir.constant(64 : index) : i64
    %7454 = llvm.mul %7446, %7453 overflow<nsw, nuw> : i64
    %7455 = llvm.add %7452, %7454 overflow<nsw, nuw> : i64
    %7456 = llvm.add %7455, %7448 overflow<nsw, nuw> : i64
    %7457 = llvm.getelementptr inbounds|nuw %7450[%7456] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7458 = llvm.load %7457 : !llvm.ptr -> f32
    %7459 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7460 = llvm.getelementptr inbounds|nuw %7459[%7448] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7461 = llvm.load %7460 : !llvm.ptr -> f32
    %7462 = llvm.fadd %7458, %7461 : f32
    %7463 = llvm.fdiv %7462, %44 : f32
    %7464 = llvm.fcmp "olt" %7463, %53 : f32
    %7465 = llvm.fneg %7463 : f32
    %7466 = llvm.select %7464, %7465, %7463 : i1, f32
    %7467 = llvm.fcmp "olt" %7466, %12 : f32
    %7468 = llvm.select %7467, %37, %33 : i1, f32
    %7469 = llvm.select %7467, %24, %20 : i1, f32
    %7470 = llvm.select %7467, %36, %32 : i1, f32
    %7471 = llvm.select %7467, %23, %19 : i1, f32
    %7472 = llvm.select %7467, %35, %31 : i1, f32
    %7473 = llvm.select %7467, %22, %18 : i1, f32
    %7474 = llvm.select %7467, %34, %30 : i1, f32
    %7475 = llvm.select %7467, %21, %17 : i1, f32
    %7476 = llvm.fcmp "olt" %7466, %11 : f32
    %7477 = llvm.select %7476, %53, %29 : i1, f32
    %7478 = llvm.select %7476, %7468, %28 : i1, f32
    %7479 = llvm.select %7476, %7469, %16 : i1, f32
    %7480 = llvm.select %7476, %7470, %27 : i1, f32
    %7481 = llvm.select %7476, %7471, %15 : i1, f32
    %7482 = llvm.select %7476, %7472, %26 : i1, f32
    %7483 = llvm.select %7476, %7473, %14 : i1, f32
    %7484 = llvm.select %7476, %7474, %25 : i1, f32
    %7485 = llvm.select %7476, %7475, %13 : i1, f32
    %7486 = llvm.select %7476, %53, %61 : i1, f32
    %7487 = llvm.fcmp "ult" %7466, %10 : f32
    %7488 = llvm.fmul %7466, %7484 : f32
    %7489 = llvm.fadd %7488, %7482 : f32
    %7490 = llvm.fmul %7466, %7489 : f32
    %7491 = llvm.fadd %7490, %7480 : f32
    %7492 = llvm.fmul %7466, %7491 : f32
    %7493 = llvm.fadd %7492, %7478 : f32
    %7494 = llvm.fmul %7466, %7493 : f32
    %7495 = llvm.fadd %7494, %7477 : f32
    %7496 = llvm.fmul %7466, %7485 : f32
    %7497 = llvm.fadd %7496, %7483 : f32
    %7498 = llvm.fmul %7466, %7497 : f32
    %7499 = llvm.fadd %7498, %7481 : f32
    %7500 = llvm.fmul %7466, %7499 : f32
    %7501 = llvm.fadd %7500, %7479 : f32
    %7502 = llvm.fmul %7466, %7501 : f32
    %7503 = llvm.fadd %7502, %61 : f32
    %7504 = llvm.fdiv %7495, %7503 : f32
    %7505 = llvm.fadd %7486, %7504 : f32
    %7506 = llvm.select %7487, %7505, %61 : i1, f32
    %7507 = llvm.fneg %7506 : f32
    %7508 = llvm.select %7464, %7507, %7506 : i1, f32
    %7509 = llvm.fadd %7508, %61 : f32
    %7510 = llvm.fmul %7509, %62 : f32
    %7511 = llvm.fmul %7462, %7510 : f32
    %7512 = llvm.extractvalue %7443[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7513 = llvm.mlir.constant(512 : index) : i64
    %7514 = llvm.mul %7444, %7513 overflow<nsw, nuw> : i64
    %7515 = llvm.mlir.constant(64 : index) : i64
    %7516 = llvm.mul %7446, %7515 overflow<nsw, nuw> : i64
    %7517 = llvm.add %7514, %7516 overflow<nsw, nuw> : i64
    %7518 = llvm.add %7517, %7448 overflow<nsw, nuw> : i64
    %7519 = llvm.getelementptr inbounds|nuw %7512[%7518] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7511, %7519 : f32, !llvm.ptr
    %7520 = llvm.add %7448, %57 : i64
    llvm.br ^bb1103(%7520 : i64)
  ^bb1105:  // pred: ^bb1103
    %7521 = llvm.add %7446, %57 : i64
    llvm.br ^bb1101(%7521 : i64)
  ^bb1106:  // pred: ^bb1101
    %7522 = llvm.add %7444, %57 : i64
    llvm.br ^bb1099(%7522 : i64)
  ^bb1107:  // pred: ^bb1099
    %7523 = llvm.mlir.constant(32 : index) : i64
    %7524 = llvm.mlir.constant(1 : index) : i64
    %7525 = llvm.mul %7523, %4808 : i64
    %7526 = llvm.mlir.zero : !llvm.ptr
    %7527 = llvm.getelementptr %7526[%7525] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7528 = llvm.ptrtoint %7527 : !llvm.ptr to i64
    %7529 = llvm.mlir.constant(64 : index) : i64
    %7530 = llvm.add %7528, %7529 : i64
    %7531 = llvm.call @malloc(%7530) : (i64) -> !llvm.ptr
    %7532 = llvm.ptrtoint %7531 : !llvm.ptr to i64
    %7533 = llvm.mlir.constant(1 : index) : i64
    %7534 = llvm.sub %7529, %7533 : i64
    %7535 = llvm.add %7532, %7534 : i64
    %7536 = llvm.urem %7535, %7529 : i64
    %7537 = llvm.sub %7535, %7536 : i64
    %7538 = llvm.inttoptr %7537 : i64 to !llvm.ptr
    %7539 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7540 = llvm.insertvalue %7531, %7539[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7541 = llvm.insertvalue %7538, %7540[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7542 = llvm.mlir.constant(0 : index) : i64
    %7543 = llvm.insertvalue %7542, %7541[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7544 = llvm.insertvalue %4808, %7543[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7545 = llvm.insertvalue %7523, %7544[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7546 = llvm.insertvalue %7523, %7545[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7547 = llvm.insertvalue %7524, %7546[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7548 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7549 = llvm.extractvalue %7547[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7550 = llvm.extractvalue %7547[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7551 = llvm.insertvalue %7549, %7548[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7552 = llvm.insertvalue %7550, %7551[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7553 = llvm.mlir.constant(0 : index) : i64
    %7554 = llvm.insertvalue %7553, %7552[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7555 = llvm.insertvalue %3942, %7554[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7556 = llvm.mlir.constant(256 : index) : i64
    %7557 = llvm.insertvalue %7556, %7555[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7558 = llvm.mlir.constant(8 : index) : i64
    %7559 = llvm.insertvalue %7558, %7557[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7560 = llvm.mlir.constant(32 : index) : i64
    %7561 = llvm.insertvalue %7560, %7559[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7562 = llvm.mlir.constant(32 : index) : i64
    %7563 = llvm.insertvalue %7562, %7561[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7564 = llvm.mlir.constant(1 : index) : i64
    %7565 = llvm.insertvalue %7564, %7563[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7566 = llvm.extractvalue %7565[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7567 = llvm.mlir.constant(8 : index) : i64
    %7568 = llvm.mlir.constant(32 : index) : i64
    %7569 = llvm.mlir.constant(1 : index) : i64
    %7570 = llvm.mlir.constant(256 : index) : i64
    %7571 = llvm.mul %7570, %7566 : i64
    %7572 = llvm.mlir.zero : !llvm.ptr
    %7573 = llvm.getelementptr %7572[%7571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7574 = llvm.ptrtoint %7573 : !llvm.ptr to i64
    %7575 = llvm.mlir.constant(64 : index) : i64
    %7576 = llvm.add %7574, %7575 : i64
    %7577 = llvm.call @malloc(%7576) : (i64) -> !llvm.ptr
    %7578 = llvm.ptrtoint %7577 : !llvm.ptr to i64
    %7579 = llvm.mlir.constant(1 : index) : i64
    %7580 = llvm.sub %7575, %7579 : i64
    %7581 = llvm.add %7578, %7580 : i64
    %7582 = llvm.urem %7581, %7575 : i64
    %7583 = llvm.sub %7581, %7582 : i64
    %7584 = llvm.inttoptr %7583 : i64 to !llvm.ptr
    %7585 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7586 = llvm.insertvalue %7577, %7585[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7587 = llvm.insertvalue %7584, %7586[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7588 = llvm.mlir.constant(0 : index) : i64
    %7589 = llvm.insertvalue %7588, %7587[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7590 = llvm.insertvalue %7566, %7589[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7591 = llvm.insertvalue %7567, %7590[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7592 = llvm.insertvalue %7568, %7591[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7593 = llvm.insertvalue %7570, %7592[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7594 = llvm.insertvalue %7568, %7593[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7595 = llvm.insertvalue %7569, %7594[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1108(%56 : i64)
  ^bb1108(%7596: i64):  // 2 preds: ^bb1107, ^bb1115
    %7597 = llvm.icmp "slt" %7596, %7566 : i64
    llvm.cond_br %7597, ^bb1109, ^bb1116
  ^bb1109:  // pred: ^bb1108
    llvm.br ^bb1110(%56 : i64)
  ^bb1110(%7598: i64):  // 2 preds: ^bb1109, ^bb1114
    %7599 = llvm.icmp "slt" %7598, %58 : i64
    llvm.cond_br %7599, ^bb1111, ^bb1115
  ^bb1111:  // pred: ^bb1110
    llvm.br ^bb1112(%56 : i64)
  ^bb1112(%7600: i64):  // 2 preds: ^bb1111, ^bb1113
    %7601 = llvm.icmp "slt" %7600, %40 : i64
    llvm.cond_br %7601, ^bb1113, ^bb1114
  ^bb1113:  // pred: ^bb1112
    %7602 = llvm.extractvalue %7595[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7603 = llvm.mlir.constant(256 : index) : i64
    %7604 = llvm.mul %7596, %7603 overflow<nsw, nuw> : i64
    %7605 = llvm.mlir.constant(32 : index) : i64
    %7606 = llvm.mul %7598, %7605 overflow<nsw, nuw> : i64
    %7607 = llvm.add %7604, %7606 overflow<nsw, nuw> : i64
    %7608 = llvm.add %7607, %7600 overflow<nsw, nuw> : i64
    %7609 = llvm.getelementptr inbounds|nuw %7602[%7608] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %7609 : f32, !llvm.ptr
    %7610 = llvm.add %7600, %57 : i64
    llvm.br ^bb1112(%7610 : i64)
  ^bb1114:  // pred: ^bb1112
    %7611 = llvm.add %7598, %57 : i64
    llvm.br ^bb1110(%7611 : i64)
  ^bb1115:  // pred: ^bb1110
    %7612 = llvm.add %7596, %57 : i64
    llvm.br ^bb1108(%7612 : i64)
  ^bb1116:  // pred: ^bb1108
    llvm.br ^bb1117(%56 : i64)
  ^bb1117(%7613: i64):  // 2 preds: ^bb1116, ^bb1127
    %7614 = llvm.icmp "slt" %7613, %3942 : i64
    llvm.cond_br %7614, ^bb1118, ^bb1128
  ^bb1118:  // pred: ^bb1117
    llvm.br ^bb1119(%56 : i64)
  ^bb1119(%7615: i64):  // 2 preds: ^bb1118, ^bb1126
    %7616 = llvm.icmp "slt" %7615, %58 : i64
    llvm.cond_br %7616, ^bb1120, ^bb1127
  ^bb1120:  // pred: ^bb1119
    llvm.br ^bb1121(%56 : i64)
  ^bb1121(%7617: i64):  // 2 preds: ^bb1120, ^bb1125
    %7618 = llvm.icmp "slt" %7617, %40 : i64
    llvm.cond_br %7618, ^bb1122, ^bb1126
  ^bb1122:  // pred: ^bb1121
    llvm.br ^bb1123(%56 : i64)
  ^bb1123(%7619: i64):  // 2 preds: ^bb1122, ^bb1124
    %7620 = llvm.icmp "slt" %7619, %38 : i64
    llvm.cond_br %7620, ^bb1124, ^bb1125
  ^bb1124:  // pred: ^bb1123
    %7621 = llvm.extractvalue %7443[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7622 = llvm.mlir.constant(512 : index) : i64
    %7623 = llvm.mul %7613, %7622 overflow<nsw, nuw> : i64
    %7624 = llvm.mlir.constant(64 : index) : i64
    %7625 = llvm.mul %7615, %7624 overflow<nsw, nuw> : i64
    %7626 = llvm.add %7623, %7625 overflow<nsw, nuw> : i64
    %7627 = llvm.add %7626, %7619 overflow<nsw, nuw> : i64
    %7628 = llvm.getelementptr inbounds|nuw %7621[%7627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7629 = llvm.load %7628 : !llvm.ptr -> f32
    %7630 = llvm.extractvalue %166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7631 = llvm.mlir.constant(64 : index) : i64
    %7632 = llvm.mul %7617, %7631 overflow<nsw, nuw> : i64
    %7633 = llvm.add %7632, %7619 overflow<nsw, nuw> : i64
    %7634 = llvm.getelementptr inbounds|nuw %7630[%7633] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7635 = llvm.load %7634 : !llvm.ptr -> f32
    %7636 = llvm.extractvalue %7595[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7637 = llvm.mlir.constant(256 : index) : i64
    %7638 = llvm.mul %7613, %7637 overflow<nsw, nuw> : i64
    %7639 = llvm.mlir.constant(32 : index) : i64
    %7640 = llvm.mul %7615, %7639 overflow<nsw, nuw> : i64
    %7641 = llvm.add %7638, %7640 overflow<nsw, nuw> : i64
    %7642 = llvm.add %7641, %7617 overflow<nsw, nuw> : i64
    %7643 = llvm.getelementptr inbounds|nuw %7636[%7642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7644 = llvm.load %7643 : !llvm.ptr -> f32
    %7645 = llvm.fmul %7629, %7635 : f32
    %7646 = llvm.fadd %7644, %7645 : f32
    %7647 = llvm.extractvalue %7595[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7648 = llvm.mlir.constant(256 : index) : i64
    %7649 = llvm.mul %7613, %7648 overflow<nsw, nuw> : i64
    %7650 = llvm.mlir.constant(32 : index) : i64
    %7651 = llvm.mul %7615, %7650 overflow<nsw, nuw> : i64
    %7652 = llvm.add %7649, %7651 overflow<nsw, nuw> : i64
    %7653 = llvm.add %7652, %7617 overflow<nsw, nuw> : i64
    %7654 = llvm.getelementptr inbounds|nuw %7647[%7653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7646, %7654 : f32, !llvm.ptr
    %7655 = llvm.add %7619, %57 : i64
    llvm.br ^bb1123(%7655 : i64)
  ^bb1125:  // pred: ^bb1123
    %7656 = llvm.add %7617, %57 : i64
    llvm.br ^bb1121(%7656 : i64)
  ^bb1126:  // pred: ^bb1121
    %7657 = llvm.add %7615, %57 : i64
    llvm.br ^bb1119(%7657 : i64)
  ^bb1127:  // pred: ^bb1119
    %7658 = llvm.add %7613, %57 : i64
    llvm.br ^bb1117(%7658 : i64)
  ^bb1128:  // pred: ^bb1117
    %7659 = llvm.mlir.constant(8 : index) : i64
    %7660 = llvm.mlir.constant(32 : index) : i64
    %7661 = llvm.mlir.constant(1 : index) : i64
    %7662 = llvm.mlir.constant(256 : index) : i64
    %7663 = llvm.mul %7662, %3942 : i64
    %7664 = llvm.mlir.zero : !llvm.ptr
    %7665 = llvm.getelementptr %7664[%7663] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7666 = llvm.ptrtoint %7665 : !llvm.ptr to i64
    %7667 = llvm.mlir.constant(64 : index) : i64
    %7668 = llvm.add %7666, %7667 : i64
    %7669 = llvm.call @malloc(%7668) : (i64) -> !llvm.ptr
    %7670 = llvm.ptrtoint %7669 : !llvm.ptr to i64
    %7671 = llvm.mlir.constant(1 : index) : i64
    %7672 = llvm.sub %7667, %7671 : i64
    %7673 = llvm.add %7670, %7672 : i64
    %7674 = llvm.urem %7673, %7667 : i64
    %7675 = llvm.sub %7673, %7674 : i64
    %7676 = llvm.inttoptr %7675 : i64 to !llvm.ptr
    %7677 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7678 = llvm.insertvalue %7669, %7677[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7679 = llvm.insertvalue %7676, %7678[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7680 = llvm.mlir.constant(0 : index) : i64
    %7681 = llvm.insertvalue %7680, %7679[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7682 = llvm.insertvalue %3942, %7681[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7683 = llvm.insertvalue %7659, %7682[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7684 = llvm.insertvalue %7660, %7683[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7685 = llvm.insertvalue %7662, %7684[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7686 = llvm.insertvalue %7660, %7685[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7687 = llvm.insertvalue %7661, %7686[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1129(%56 : i64)
  ^bb1129(%7688: i64):  // 2 preds: ^bb1128, ^bb1136
    %7689 = llvm.icmp "slt" %7688, %7566 : i64
    llvm.cond_br %7689, ^bb1130, ^bb1137
  ^bb1130:  // pred: ^bb1129
    llvm.br ^bb1131(%56 : i64)
  ^bb1131(%7690: i64):  // 2 preds: ^bb1130, ^bb1135
    %7691 = llvm.icmp "slt" %7690, %58 : i64
    llvm.cond_br %7691, ^bb1132, ^bb1136
  ^bb1132:  // pred: ^bb1131
    llvm.br ^bb1133(%56 : i64)
  ^bb1133(%7692: i64):  // 2 preds: ^bb1132, ^bb1134
    %7693 = llvm.icmp "slt" %7692, %40 : i64
    llvm.cond_br %7693, ^bb1134, ^bb1135
  ^bb1134:  // pred: ^bb1133
    %7694 = llvm.extractvalue %7595[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7695 = llvm.mlir.constant(256 : index) : i64
    %7696 = llvm.mul %7688, %7695 overflow<nsw, nuw> : i64
    %7697 = llvm.mlir.constant(32 : index) : i64
    %7698 = llvm.mul %7690, %7697 overflow<nsw, nuw> : i64
    %7699 = llvm.add %7696, %7698 overflow<nsw, nuw> : i64
    %7700 = llvm.add %7699, %7692 overflow<nsw, nuw> : i64
    %7701 = llvm.getelementptr inbounds|nuw %7694[%7700] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7702 = llvm.load %7701 : !llvm.ptr -> f32
    %7703 = llvm.extractvalue %146[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %7704 = llvm.getelementptr inbounds|nuw %7703[%7692] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7705 = llvm.load %7704 : !llvm.ptr -> f32
    %7706 = llvm.extractvalue %6883[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7707 = llvm.mlir.constant(256 : index) : i64
    %7708 = llvm.mul %7688, %7707 overflow<nsw, nuw> : i64
    %7709 = llvm.mlir.constant(32 : index) : i64
    %7710 = llvm.mul %7690, %7709 overflow<nsw, nuw> : i64
    %7711 = llvm.add %7708, %7710 overflow<nsw, nuw> : i64
    %7712 = llvm.add %7711, %7692 overflow<nsw, nuw> : i64
    %7713 = llvm.getelementptr inbounds|nuw %7706[%7712] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7714 = llvm.load %7713 : !llvm.ptr -> f32
    %7715 = llvm.fadd %7702, %7705 : f32
    %7716 = llvm.fadd %7715, %7714 : f32
    %7717 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7718 = llvm.mlir.constant(256 : index) : i64
    %7719 = llvm.mul %7688, %7718 overflow<nsw, nuw> : i64
    %7720 = llvm.mlir.constant(32 : index) : i64
    %7721 = llvm.mul %7690, %7720 overflow<nsw, nuw> : i64
    %7722 = llvm.add %7719, %7721 overflow<nsw, nuw> : i64
    %7723 = llvm.add %7722, %7692 overflow<nsw, nuw> : i64
    %7724 = llvm.getelementptr inbounds|nuw %7717[%7723] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7716, %7724 : f32, !llvm.ptr
    %7725 = llvm.add %7692, %57 : i64
    llvm.br ^bb1133(%7725 : i64)
  ^bb1135:  // pred: ^bb1133
    %7726 = llvm.add %7690, %57 : i64
    llvm.br ^bb1131(%7726 : i64)
  ^bb1136:  // pred: ^bb1131
    %7727 = llvm.add %7688, %57 : i64
    llvm.br ^bb1129(%7727 : i64)
  ^bb1137:  // pred: ^bb1129
    %7728 = llvm.mlir.constant(8 : index) : i64
    %7729 = llvm.mlir.constant(32 : index) : i64
    %7730 = llvm.mlir.constant(1 : index) : i64
    %7731 = llvm.mlir.constant(256 : index) : i64
    %7732 = llvm.mul %7731, %3942 : i64
    %7733 = llvm.mlir.zero : !llvm.ptr
    %7734 = llvm.getelementptr %7733[%7732] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7735 = llvm.ptrtoint %7734 : !llvm.ptr to i64
    %7736 = llvm.mlir.constant(64 : index) : i64
    %7737 = llvm.add %7735, %7736 : i64
    %7738 = llvm.call @malloc(%7737) : (i64) -> !llvm.ptr
    %7739 = llvm.ptrtoint %7738 : !llvm.ptr to i64
    %7740 = llvm.mlir.constant(1 : index) : i64
    %7741 = llvm.sub %7736, %7740 : i64
    %7742 = llvm.add %7739, %7741 : i64
    %7743 = llvm.urem %7742, %7736 : i64
    %7744 = llvm.sub %7742, %7743 : i64
    %7745 = llvm.inttoptr %7744 : i64 to !llvm.ptr
    %7746 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7747 = llvm.insertvalue %7738, %7746[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7748 = llvm.insertvalue %7745, %7747[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7749 = llvm.mlir.constant(0 : index) : i64
    %7750 = llvm.insertvalue %7749, %7748[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7751 = llvm.insertvalue %3942, %7750[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7752 = llvm.insertvalue %7728, %7751[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7753 = llvm.insertvalue %7729, %7752[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7754 = llvm.insertvalue %7731, %7753[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7755 = llvm.insertvalue %7729, %7754[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7756 = llvm.insertvalue %7730, %7755[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1138(%56 : i64)
  ^bb1138(%7757: i64):  // 2 preds: ^bb1137, ^bb1145
    %7758 = llvm.icmp "slt" %7757, %3942 : i64
    llvm.cond_br %7758, ^bb1139, ^bb1146
  ^bb1139:  // pred: ^bb1138
    llvm.br ^bb1140(%56 : i64)
  ^bb1140(%7759: i64):  // 2 preds: ^bb1139, ^bb1144
    %7760 = llvm.icmp "slt" %7759, %58 : i64
    llvm.cond_br %7760, ^bb1141, ^bb1145
  ^bb1141:  // pred: ^bb1140
    llvm.br ^bb1142(%56 : i64)
  ^bb1142(%7761: i64):  // 2 preds: ^bb1141, ^bb1143
    %7762 = llvm.icmp "slt" %7761, %40 : i64
    llvm.cond_br %7762, ^bb1143, ^bb1144
  ^bb1143:  // pred: ^bb1142
    %7763 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7764 = llvm.mlir.constant(256 : index) : i64
    %7765 = llvm.mul %7757, %7764 overflow<nsw, nuw> : i64
    %7766 = llvm.mlir.constant(32 : index) : i64
    %7767 = llvm.mul %7759, %7766 overflow<nsw, nuw> : i64
    %7768 = llvm.add %7765, %7767 overflow<nsw, nuw> : i64
    %7769 = llvm.add %7768, %7761 overflow<nsw, nuw> : i64
    %7770 = llvm.getelementptr inbounds|nuw %7763[%7769] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7771 = llvm.load %7770 : !llvm.ptr -> f32
    %7772 = llvm.fpext %7771 : f32 to f64
    %7773 = llvm.extractvalue %7756[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7774 = llvm.mlir.constant(256 : index) : i64
    %7775 = llvm.mul %7757, %7774 overflow<nsw, nuw> : i64
    %7776 = llvm.mlir.constant(32 : index) : i64
    %7777 = llvm.mul %7759, %7776 overflow<nsw, nuw> : i64
    %7778 = llvm.add %7775, %7777 overflow<nsw, nuw> : i64
    %7779 = llvm.add %7778, %7761 overflow<nsw, nuw> : i64
    %7780 = llvm.getelementptr inbounds|nuw %7773[%7779] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7772, %7780 : f64, !llvm.ptr
    %7781 = llvm.add %7761, %57 : i64
    llvm.br ^bb1142(%7781 : i64)
  ^bb1144:  // pred: ^bb1142
    %7782 = llvm.add %7759, %57 : i64
    llvm.br ^bb1140(%7782 : i64)
  ^bb1145:  // pred: ^bb1140
    %7783 = llvm.add %7757, %57 : i64
    llvm.br ^bb1138(%7783 : i64)
  ^bb1146:  // pred: ^bb1138
    %7784 = llvm.mlir.constant(8 : index) : i64
    %7785 = llvm.mlir.constant(1 : index) : i64
    %7786 = llvm.mlir.constant(1 : index) : i64
    %7787 = llvm.mul %7784, %3942 : i64
    %7788 = llvm.mlir.zero : !llvm.ptr
    %7789 = llvm.getelementptr %7788[%7787] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7790 = llvm.ptrtoint %7789 : !llvm.ptr to i64
    %7791 = llvm.mlir.constant(64 : index) : i64
    %7792 = llvm.add %7790, %7791 : i64
    %7793 = llvm.call @malloc(%7792) : (i64) -> !llvm.ptr
    %7794 = llvm.ptrtoint %7793 : !llvm.ptr to i64
    %7795 = llvm.mlir.constant(1 : index) : i64
    %7796 = llvm.sub %7791, %7795 : i64
    %7797 = llvm.add %7794, %7796 : i64
    %7798 = llvm.urem %7797, %7791 : i64
    %7799 = llvm.sub %7797, %7798 : i64
    %7800 = llvm.inttoptr %7799 : i64 to !llvm.ptr
    %7801 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7802 = llvm.insertvalue %7793, %7801[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7803 = llvm.insertvalue %7800, %7802[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7804 = llvm.mlir.constant(0 : index) : i64
    %7805 = llvm.insertvalue %7804, %7803[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7806 = llvm.insertvalue %3942, %7805[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7807 = llvm.insertvalue %7784, %7806[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7808 = llvm.insertvalue %7785, %7807[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7809 = llvm.insertvalue %7784, %7808[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7810 = llvm.insertvalue %7785, %7809[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7811 = llvm.insertvalue %7786, %7810[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1147(%56 : i64)
  ^bb1147(%7812: i64):  // 2 preds: ^bb1146, ^bb1154
    %7813 = llvm.icmp "slt" %7812, %3942 : i64
    llvm.cond_br %7813, ^bb1148, ^bb1155
  ^bb1148:  // pred: ^bb1147
    llvm.br ^bb1149(%56 : i64)
  ^bb1149(%7814: i64):  // 2 preds: ^bb1148, ^bb1153
    %7815 = llvm.icmp "slt" %7814, %58 : i64
    llvm.cond_br %7815, ^bb1150, ^bb1154
  ^bb1150:  // pred: ^bb1149
    llvm.br ^bb1151(%56 : i64)
  ^bb1151(%7816: i64):  // 2 preds: ^bb1150, ^bb1152
    %7817 = llvm.icmp "slt" %7816, %57 : i64
    llvm.cond_br %7817, ^bb1152, ^bb1153
  ^bb1152:  // pred: ^bb1151
    %7818 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7819 = llvm.mlir.constant(8 : index) : i64
    %7820 = llvm.mul %7812, %7819 overflow<nsw, nuw> : i64
    %7821 = llvm.add %7820, %7814 overflow<nsw, nuw> : i64
    %7822 = llvm.add %7821, %7816 overflow<nsw, nuw> : i64
    %7823 = llvm.getelementptr inbounds|nuw %7818[%7822] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %7823 : f64, !llvm.ptr
    %7824 = llvm.add %7816, %57 : i64
    llvm.br ^bb1151(%7824 : i64)
  ^bb1153:  // pred: ^bb1151
    %7825 = llvm.add %7814, %57 : i64
    llvm.br ^bb1149(%7825 : i64)
  ^bb1154:  // pred: ^bb1149
    %7826 = llvm.add %7812, %57 : i64
    llvm.br ^bb1147(%7826 : i64)
  ^bb1155:  // pred: ^bb1147
    %7827 = llvm.mlir.constant(8 : index) : i64
    %7828 = llvm.mlir.constant(1 : index) : i64
    %7829 = llvm.mlir.constant(1 : index) : i64
    %7830 = llvm.mul %7827, %3942 : i64
    %7831 = llvm.mlir.zero : !llvm.ptr
    %7832 = llvm.getelementptr %7831[%7830] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7833 = llvm.ptrtoint %7832 : !llvm.ptr to i64
    %7834 = llvm.mlir.constant(64 : index) : i64
    %7835 = llvm.add %7833, %7834 : i64
    %7836 = llvm.call @malloc(%7835) : (i64) -> !llvm.ptr
    %7837 = llvm.ptrtoint %7836 : !llvm.ptr to i64
    %7838 = llvm.mlir.constant(1 : index) : i64
    %7839 = llvm.sub %7834, %7838 : i64
    %7840 = llvm.add %7837, %7839 : i64
    %7841 = llvm.urem %7840, %7834 : i64
    %7842 = llvm.sub %7840, %7841 : i64
    %7843 = llvm.inttoptr %7842 : i64 to !llvm.ptr
    %7844 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7845 = llvm.insertvalue %7836, %7844[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7846 = llvm.insertvalue %7843, %7845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7847 = llvm.mlir.constant(0 : index) : i64
    %7848 = llvm.insertvalue %7847, %7846[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7849 = llvm.insertvalue %3942, %7848[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7850 = llvm.insertvalue %7827, %7849[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7851 = llvm.insertvalue %7828, %7850[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7852 = llvm.insertvalue %7827, %7851[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7853 = llvm.insertvalue %7828, %7852[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7854 = llvm.insertvalue %7829, %7853[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1156(%56 : i64)
  ^bb1156(%7855: i64):  // 2 preds: ^bb1155, ^bb1163
    %7856 = llvm.icmp "slt" %7855, %3942 : i64
    llvm.cond_br %7856, ^bb1157, ^bb1164
  ^bb1157:  // pred: ^bb1156
    llvm.br ^bb1158(%56 : i64)
  ^bb1158(%7857: i64):  // 2 preds: ^bb1157, ^bb1162
    %7858 = llvm.icmp "slt" %7857, %58 : i64
    llvm.cond_br %7858, ^bb1159, ^bb1163
  ^bb1159:  // pred: ^bb1158
    llvm.br ^bb1160(%56 : i64)
  ^bb1160(%7859: i64):  // 2 preds: ^bb1159, ^bb1161
    %7860 = llvm.icmp "slt" %7859, %57 : i64
    llvm.cond_br %7860, ^bb1161, ^bb1162
  ^bb1161:  // pred: ^bb1160
    %7861 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7862 = llvm.mlir.constant(8 : index) : i64
    %7863 = llvm.mul %7855, %7862 overflow<nsw, nuw> : i64
    %7864 = llvm.add %7863, %7857 overflow<nsw, nuw> : i64
    %7865 = llvm.add %7864, %7859 overflow<nsw, nuw> : i64
    %7866 = llvm.getelementptr inbounds|nuw %7861[%7865] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7867 = llvm.load %7866 : !llvm.ptr -> f64
    %7868 = llvm.extractvalue %7854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7869 = llvm.mlir.constant(8 : index) : i64
    %7870 = llvm.mul %7855, %7869 overflow<nsw, nuw> : i64
    %7871 = llvm.add %7870, %7857 overflow<nsw, nuw> : i64
    %7872 = llvm.add %7871, %7859 overflow<nsw, nuw> : i64
    %7873 = llvm.getelementptr inbounds|nuw %7868[%7872] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7867, %7873 : f64, !llvm.ptr
    %7874 = llvm.add %7859, %57 : i64
    llvm.br ^bb1160(%7874 : i64)
  ^bb1162:  // pred: ^bb1160
    %7875 = llvm.add %7857, %57 : i64
    llvm.br ^bb1158(%7875 : i64)
  ^bb1163:  // pred: ^bb1158
    %7876 = llvm.add %7855, %57 : i64
    llvm.br ^bb1156(%7876 : i64)
  ^bb1164:  // pred: ^bb1156
    llvm.br ^bb1165(%56 : i64)
  ^bb1165(%7877: i64):  // 2 preds: ^bb1164, ^bb1172
    %7878 = llvm.icmp "slt" %7877, %3942 : i64
    llvm.cond_br %7878, ^bb1166, ^bb1173
  ^bb1166:  // pred: ^bb1165
    llvm.br ^bb1167(%56 : i64)
  ^bb1167(%7879: i64):  // 2 preds: ^bb1166, ^bb1171
    %7880 = llvm.icmp "slt" %7879, %58 : i64
    llvm.cond_br %7880, ^bb1168, ^bb1172
  ^bb1168:  // pred: ^bb1167
    llvm.br ^bb1169(%56 : i64)
  ^bb1169(%7881: i64):  // 2 preds: ^bb1168, ^bb1170
    %7882 = llvm.icmp "slt" %7881, %40 : i64
    llvm.cond_br %7882, ^bb1170, ^bb1171
  ^bb1170:  // pred: ^bb1169
    %7883 = llvm.extractvalue %7756[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7884 = llvm.mlir.constant(256 : index) : i64
    %7885 = llvm.mul %7877, %7884 overflow<nsw, nuw> : i64
    %7886 = llvm.mlir.constant(32 : index) : i64
    %7887 = llvm.mul %7879, %7886 overflow<nsw, nuw> : i64
    %7888 = llvm.add %7885, %7887 overflow<nsw, nuw> : i64
    %7889 = llvm.add %7888, %7881 overflow<nsw, nuw> : i64
    %7890 = llvm.getelementptr inbounds|nuw %7883[%7889] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7891 = llvm.load %7890 : !llvm.ptr -> f64
    %7892 = llvm.extractvalue %7854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7893 = llvm.mlir.constant(8 : index) : i64
    %7894 = llvm.mul %7877, %7893 overflow<nsw, nuw> : i64
    %7895 = llvm.add %7894, %7879 overflow<nsw, nuw> : i64
    %7896 = llvm.add %7895, %56 overflow<nsw, nuw> : i64
    %7897 = llvm.getelementptr inbounds|nuw %7892[%7896] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7898 = llvm.load %7897 : !llvm.ptr -> f64
    %7899 = llvm.fadd %7891, %7898 : f64
    %7900 = llvm.extractvalue %7854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7901 = llvm.mlir.constant(8 : index) : i64
    %7902 = llvm.mul %7877, %7901 overflow<nsw, nuw> : i64
    %7903 = llvm.add %7902, %7879 overflow<nsw, nuw> : i64
    %7904 = llvm.add %7903, %56 overflow<nsw, nuw> : i64
    %7905 = llvm.getelementptr inbounds|nuw %7900[%7904] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7899, %7905 : f64, !llvm.ptr
    %7906 = llvm.add %7881, %57 : i64
    llvm.br ^bb1169(%7906 : i64)
  ^bb1171:  // pred: ^bb1169
    %7907 = llvm.add %7879, %57 : i64
    llvm.br ^bb1167(%7907 : i64)
  ^bb1172:  // pred: ^bb1167
    %7908 = llvm.add %7877, %57 : i64
    llvm.br ^bb1165(%7908 : i64)
  ^bb1173:  // pred: ^bb1165
    llvm.br ^bb1174(%56 : i64)
  ^bb1174(%7909: i64):  // 2 preds: ^bb1173, ^bb1181
    %7910 = llvm.icmp "slt" %7909, %3942 : i64
    llvm.cond_br %7910, ^bb1175, ^bb1182
  ^bb1175:  // pred: ^bb1174
    llvm.br ^bb1176(%56 : i64)
  ^bb1176(%7911: i64):  // 2 preds: ^bb1175, ^bb1180
    %7912 = llvm.icmp "slt" %7911, %58 : i64
    llvm.cond_br %7912, ^bb1177, ^bb1181
  ^bb1177:  // pred: ^bb1176
    llvm.br ^bb1178(%56 : i64)
  ^bb1178(%7913: i64):  // 2 preds: ^bb1177, ^bb1179
    %7914 = llvm.icmp "slt" %7913, %40 : i64
    llvm.cond_br %7914, ^bb1179, ^bb1180
  ^bb1179:  // pred: ^bb1178
    %7915 = llvm.extractvalue %7756[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7916 = llvm.mlir.constant(256 : index) : i64
    %7917 = llvm.mul %7909, %7916 overflow<nsw, nuw> : i64
    %7918 = llvm.mlir.constant(32 : index) : i64
    %7919 = llvm.mul %7911, %7918 overflow<nsw, nuw> : i64
    %7920 = llvm.add %7917, %7919 overflow<nsw, nuw> : i64
    %7921 = llvm.add %7920, %7913 overflow<nsw, nuw> : i64
    %7922 = llvm.getelementptr inbounds|nuw %7915[%7921] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7923 = llvm.load %7922 : !llvm.ptr -> f64
    %7924 = llvm.extractvalue %7854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7925 = llvm.mlir.constant(8 : index) : i64
    %7926 = llvm.mul %7909, %7925 overflow<nsw, nuw> : i64
    %7927 = llvm.add %7926, %7911 overflow<nsw, nuw> : i64
    %7928 = llvm.add %7927, %56 overflow<nsw, nuw> : i64
    %7929 = llvm.getelementptr inbounds|nuw %7924[%7928] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7930 = llvm.load %7929 : !llvm.ptr -> f64
    %7931 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7932 = llvm.mlir.constant(8 : index) : i64
    %7933 = llvm.mul %7909, %7932 overflow<nsw, nuw> : i64
    %7934 = llvm.add %7933, %7911 overflow<nsw, nuw> : i64
    %7935 = llvm.add %7934, %56 overflow<nsw, nuw> : i64
    %7936 = llvm.getelementptr inbounds|nuw %7931[%7935] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %7937 = llvm.load %7936 : !llvm.ptr -> f64
    %7938 = llvm.fdiv %7930, %49 : f64
    %7939 = llvm.fsub %7923, %7938 : f64
    %7940 = llvm.fmul %7939, %7939 : f64
    %7941 = llvm.fadd %7940, %7937 : f64
    %7942 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7943 = llvm.mlir.constant(8 : index) : i64
    %7944 = llvm.mul %7909, %7943 overflow<nsw, nuw> : i64
    %7945 = llvm.add %7944, %7911 overflow<nsw, nuw> : i64
    %7946 = llvm.add %7945, %56 overflow<nsw, nuw> : i64
    %7947 = llvm.getelementptr inbounds|nuw %7942[%7946] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %7941, %7947 : f64, !llvm.ptr
    %7948 = llvm.add %7913, %57 : i64
    llvm.br ^bb1178(%7948 : i64)
  ^bb1180:  // pred: ^bb1178
    %7949 = llvm.add %7911, %57 : i64
    llvm.br ^bb1176(%7949 : i64)
  ^bb1181:  // pred: ^bb1176
    %7950 = llvm.add %7909, %57 : i64
    llvm.br ^bb1174(%7950 : i64)
  ^bb1182:  // pred: ^bb1174
    %7951 = llvm.mlir.constant(8 : index) : i64
    %7952 = llvm.mlir.constant(1 : index) : i64
    %7953 = llvm.mlir.constant(1 : index) : i64
    %7954 = llvm.mul %7951, %3942 : i64
    %7955 = llvm.mlir.zero : !llvm.ptr
    %7956 = llvm.getelementptr %7955[%7954] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7957 = llvm.ptrtoint %7956 : !llvm.ptr to i64
    %7958 = llvm.mlir.constant(64 : index) : i64
    %7959 = llvm.add %7957, %7958 : i64
    %7960 = llvm.call @malloc(%7959) : (i64) -> !llvm.ptr
    %7961 = llvm.ptrtoint %7960 : !llvm.ptr to i64
    %7962 = llvm.mlir.constant(1 : index) : i64
    %7963 = llvm.sub %7958, %7962 : i64
    %7964 = llvm.add %7961, %7963 : i64
    %7965 = llvm.urem %7964, %7958 : i64
    %7966 = llvm.sub %7964, %7965 : i64
    %7967 = llvm.inttoptr %7966 : i64 to !llvm.ptr
    %7968 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7969 = llvm.insertvalue %7960, %7968[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7970 = llvm.insertvalue %7967, %7969[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7971 = llvm.mlir.constant(0 : index) : i64
    %7972 = llvm.insertvalue %7971, %7970[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7973 = llvm.insertvalue %3942, %7972[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7974 = llvm.insertvalue %7951, %7973[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7975 = llvm.insertvalue %7952, %7974[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7976 = llvm.insertvalue %7951, %7975[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7977 = llvm.insertvalue %7952, %7976[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7978 = llvm.insertvalue %7953, %7977[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1183(%56 : i64)
  ^bb1183(%7979: i64):  // 2 preds: ^bb1182, ^bb1190
    %7980 = llvm.icmp "slt" %7979, %3942 : i64
    llvm.cond_br %7980, ^bb1184, ^bb1191
  ^bb1184:  // pred: ^bb1183
    llvm.br ^bb1185(%56 : i64)
  ^bb1185(%7981: i64):  // 2 preds: ^bb1184, ^bb1189
    %7982 = llvm.icmp "slt" %7981, %58 : i64
    llvm.cond_br %7982, ^bb1186, ^bb1190
  ^bb1186:  // pred: ^bb1185
    llvm.br ^bb1187(%56 : i64)
  ^bb1187(%7983: i64):  // 2 preds: ^bb1186, ^bb1188
    %7984 = llvm.icmp "slt" %7983, %57 : i64
    llvm.cond_br %7984, ^bb1188, ^bb1189
  ^bb1188:  // pred: ^bb1187
    %7985 = llvm.extractvalue %7978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %7986 = llvm.mlir.constant(8 : index) : i64
    %7987 = llvm.mul %7979, %7986 overflow<nsw, nuw> : i64
    %7988 = llvm.add %7987, %7981 overflow<nsw, nuw> : i64
    %7989 = llvm.add %7988, %7983 overflow<nsw, nuw> : i64
    %7990 = llvm.getelementptr inbounds|nuw %7985[%7989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %7990 : f32, !llvm.ptr
    %7991 = llvm.add %7983, %57 : i64
    llvm.br ^bb1187(%7991 : i64)
  ^bb1189:  // pred: ^bb1187
    %7992 = llvm.add %7981, %57 : i64
    llvm.br ^bb1185(%7992 : i64)
  ^bb1190:  // pred: ^bb1185
    %7993 = llvm.add %7979, %57 : i64
    llvm.br ^bb1183(%7993 : i64)
  ^bb1191:  // pred: ^bb1183
    llvm.br ^bb1192(%56 : i64)
  ^bb1192(%7994: i64):  // 2 preds: ^bb1191, ^bb1199
    %7995 = llvm.icmp "slt" %7994, %3942 : i64
    llvm.cond_br %7995, ^bb1193, ^bb1200
  ^bb1193:  // pred: ^bb1192
    llvm.br ^bb1194(%56 : i64)
  ^bb1194(%7996: i64):  // 2 preds: ^bb1193, ^bb1198
    %7997 = llvm.icmp "slt" %7996, %58 : i64
    llvm.cond_br %7997, ^bb1195, ^bb1199
  ^bb1195:  // pred: ^bb1194
    llvm.br ^bb1196(%56 : i64)
  ^bb1196(%7998: i64):  // 2 preds: ^bb1195, ^bb1197
    %7999 = llvm.icmp "slt" %7998, %40 : i64
    llvm.cond_br %7999, ^bb1197, ^bb1198
  ^bb1197:  // pred: ^bb1196
    %8000 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8001 = llvm.mlir.constant(256 : index) : i64
    %8002 = llvm.mul %7994, %8001 overflow<nsw, nuw> : i64
    %8003 = llvm.mlir.constant(32 : index) : i64
    %8004 = llvm.mul %7996, %8003 overflow<nsw, nuw> : i64
    %8005 = llvm.add %8002, %8004 overflow<nsw, nuw> : i64
    %8006 = llvm.add %8005, %7998 overflow<nsw, nuw> : i64
    %8007 = llvm.getelementptr inbounds|nuw %8000[%8006] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8008 = llvm.load %8007 : !llvm.ptr -> f32
    %8009 = llvm.extractvalue %7978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8010 = llvm.mlir.constant(8 : index) : i64
    %8011 = llvm.mul %7994, %8010 overflow<nsw, nuw> : i64
    %8012 = llvm.add %8011, %7996 overflow<nsw, nuw> : i64
    %8013 = llvm.add %8012, %56 overflow<nsw, nuw> : i64
    %8014 = llvm.getelementptr inbounds|nuw %8009[%8013] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8015 = llvm.load %8014 : !llvm.ptr -> f32
    %8016 = llvm.fadd %8008, %8015 : f32
    %8017 = llvm.extractvalue %7978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8018 = llvm.mlir.constant(8 : index) : i64
    %8019 = llvm.mul %7994, %8018 overflow<nsw, nuw> : i64
    %8020 = llvm.add %8019, %7996 overflow<nsw, nuw> : i64
    %8021 = llvm.add %8020, %56 overflow<nsw, nuw> : i64
    %8022 = llvm.getelementptr inbounds|nuw %8017[%8021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8016, %8022 : f32, !llvm.ptr
    %8023 = llvm.add %7998, %57 : i64
    llvm.br ^bb1196(%8023 : i64)
  ^bb1198:  // pred: ^bb1196
    %8024 = llvm.add %7996, %57 : i64
    llvm.br ^bb1194(%8024 : i64)
  ^bb1199:  // pred: ^bb1194
    %8025 = llvm.add %7994, %57 : i64
    llvm.br ^bb1192(%8025 : i64)
  ^bb1200:  // pred: ^bb1192
    llvm.br ^bb1201(%56 : i64)
  ^bb1201(%8026: i64):  // 2 preds: ^bb1200, ^bb1208
    %8027 = llvm.icmp "slt" %8026, %3942 : i64
    llvm.cond_br %8027, ^bb1202, ^bb1209
  ^bb1202:  // pred: ^bb1201
    llvm.br ^bb1203(%56 : i64)
  ^bb1203(%8028: i64):  // 2 preds: ^bb1202, ^bb1207
    %8029 = llvm.icmp "slt" %8028, %58 : i64
    llvm.cond_br %8029, ^bb1204, ^bb1208
  ^bb1204:  // pred: ^bb1203
    llvm.br ^bb1205(%56 : i64)
  ^bb1205(%8030: i64):  // 2 preds: ^bb1204, ^bb1206
    %8031 = llvm.icmp "slt" %8030, %40 : i64
    llvm.cond_br %8031, ^bb1206, ^bb1207
  ^bb1206:  // pred: ^bb1205
    %8032 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8033 = llvm.mlir.constant(256 : index) : i64
    %8034 = llvm.mul %8026, %8033 overflow<nsw, nuw> : i64
    %8035 = llvm.mlir.constant(32 : index) : i64
    %8036 = llvm.mul %8028, %8035 overflow<nsw, nuw> : i64
    %8037 = llvm.add %8034, %8036 overflow<nsw, nuw> : i64
    %8038 = llvm.add %8037, %8030 overflow<nsw, nuw> : i64
    %8039 = llvm.getelementptr inbounds|nuw %8032[%8038] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8040 = llvm.load %8039 : !llvm.ptr -> f32
    %8041 = llvm.extractvalue %7978[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8042 = llvm.mlir.constant(8 : index) : i64
    %8043 = llvm.mul %8026, %8042 overflow<nsw, nuw> : i64
    %8044 = llvm.add %8043, %8028 overflow<nsw, nuw> : i64
    %8045 = llvm.add %8044, %56 overflow<nsw, nuw> : i64
    %8046 = llvm.getelementptr inbounds|nuw %8041[%8045] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8047 = llvm.load %8046 : !llvm.ptr -> f32
    %8048 = llvm.extractvalue %7811[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8049 = llvm.mlir.constant(8 : index) : i64
    %8050 = llvm.mul %8026, %8049 overflow<nsw, nuw> : i64
    %8051 = llvm.add %8050, %8028 overflow<nsw, nuw> : i64
    %8052 = llvm.add %8051, %56 overflow<nsw, nuw> : i64
    %8053 = llvm.getelementptr inbounds|nuw %8048[%8052] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8054 = llvm.load %8053 : !llvm.ptr -> f64
    %8055 = llvm.extractvalue %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8056 = llvm.getelementptr inbounds|nuw %8055[%8030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8057 = llvm.load %8056 : !llvm.ptr -> f32
    %8058 = llvm.extractvalue %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8059 = llvm.getelementptr inbounds|nuw %8058[%8030] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8060 = llvm.load %8059 : !llvm.ptr -> f32
    %8061 = llvm.fdiv %8054, %49 : f64
    %8062 = llvm.fptrunc %8061 : f64 to f32
    %8063 = llvm.fptrunc %50 : f64 to f32
    %8064 = llvm.fadd %8062, %8063 : f32
    %8065 = llvm.intr.sqrt(%8064) : (f32) -> f32
    %8066 = llvm.fdiv %61, %8065 : f32
    %8067 = llvm.fdiv %8047, %48 : f32
    %8068 = llvm.fsub %8040, %8067 : f32
    %8069 = llvm.fmul %8068, %8066 : f32
    %8070 = llvm.fmul %8069, %8057 : f32
    %8071 = llvm.fadd %8070, %8060 : f32
    %8072 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8073 = llvm.mlir.constant(256 : index) : i64
    %8074 = llvm.mul %8026, %8073 overflow<nsw, nuw> : i64
    %8075 = llvm.mlir.constant(32 : index) : i64
    %8076 = llvm.mul %8028, %8075 overflow<nsw, nuw> : i64
    %8077 = llvm.add %8074, %8076 overflow<nsw, nuw> : i64
    %8078 = llvm.add %8077, %8030 overflow<nsw, nuw> : i64
    %8079 = llvm.getelementptr inbounds|nuw %8072[%8078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8071, %8079 : f32, !llvm.ptr
    %8080 = llvm.add %8030, %57 : i64
    llvm.br ^bb1205(%8080 : i64)
  ^bb1207:  // pred: ^bb1205
    %8081 = llvm.add %8028, %57 : i64
    llvm.br ^bb1203(%8081 : i64)
  ^bb1208:  // pred: ^bb1203
    %8082 = llvm.add %8026, %57 : i64
    llvm.br ^bb1201(%8082 : i64)
  ^bb1209:  // pred: ^bb1201
    %8083 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8084 = llvm.extractvalue %7687[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8085 = llvm.extractvalue %7687[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8086 = llvm.insertvalue %8084, %8083[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8087 = llvm.insertvalue %8085, %8086[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8088 = llvm.mlir.constant(0 : index) : i64
    %8089 = llvm.insertvalue %8088, %8087[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8090 = llvm.insertvalue %3942, %8089[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8091 = llvm.mlir.constant(256 : index) : i64
    %8092 = llvm.insertvalue %8091, %8090[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8093 = llvm.mlir.constant(1 : index) : i64
    %8094 = llvm.insertvalue %8093, %8092[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8095 = llvm.mlir.constant(32 : index) : i64
    %8096 = llvm.insertvalue %8095, %8094[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8097 = llvm.mlir.constant(32 : index) : i64
    %8098 = llvm.insertvalue %8097, %8096[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8099 = llvm.mlir.constant(1 : index) : i64
    %8100 = llvm.insertvalue %8099, %8098[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8101 = llvm.mlir.constant(32 : index) : i64
    %8102 = llvm.mlir.constant(1 : index) : i64
    %8103 = llvm.mul %8101, %3942 : i64
    %8104 = llvm.mlir.zero : !llvm.ptr
    %8105 = llvm.getelementptr %8104[%8103] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8106 = llvm.ptrtoint %8105 : !llvm.ptr to i64
    %8107 = llvm.mlir.constant(64 : index) : i64
    %8108 = llvm.add %8106, %8107 : i64
    %8109 = llvm.call @malloc(%8108) : (i64) -> !llvm.ptr
    %8110 = llvm.ptrtoint %8109 : !llvm.ptr to i64
    %8111 = llvm.mlir.constant(1 : index) : i64
    %8112 = llvm.sub %8107, %8111 : i64
    %8113 = llvm.add %8110, %8112 : i64
    %8114 = llvm.urem %8113, %8107 : i64
    %8115 = llvm.sub %8113, %8114 : i64
    %8116 = llvm.inttoptr %8115 : i64 to !llvm.ptr
    %8117 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8118 = llvm.insertvalue %8109, %8117[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8119 = llvm.insertvalue %8116, %8118[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8120 = llvm.mlir.constant(0 : index) : i64
    %8121 = llvm.insertvalue %8120, %8119[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8122 = llvm.insertvalue %3942, %8121[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8123 = llvm.insertvalue %8101, %8122[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8124 = llvm.insertvalue %8101, %8123[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8125 = llvm.insertvalue %8102, %8124[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8126 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8127 = llvm.extractvalue %8125[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8128 = llvm.extractvalue %8125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8129 = llvm.insertvalue %8127, %8126[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8130 = llvm.insertvalue %8128, %8129[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8131 = llvm.mlir.constant(0 : index) : i64
    %8132 = llvm.insertvalue %8131, %8130[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8133 = llvm.insertvalue %3942, %8132[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8134 = llvm.mlir.constant(32 : index) : i64
    %8135 = llvm.insertvalue %8134, %8133[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8136 = llvm.mlir.constant(1 : index) : i64
    %8137 = llvm.insertvalue %8136, %8135[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8138 = llvm.mlir.constant(32 : index) : i64
    %8139 = llvm.insertvalue %8138, %8137[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8140 = llvm.mlir.constant(32 : index) : i64
    %8141 = llvm.insertvalue %8140, %8139[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8142 = llvm.mlir.constant(1 : index) : i64
    %8143 = llvm.insertvalue %8142, %8141[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8144 = llvm.extractvalue %8143[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8145 = llvm.mlir.constant(1 : index) : i64
    %8146 = llvm.mlir.constant(32 : index) : i64
    %8147 = llvm.mlir.constant(1 : index) : i64
    %8148 = llvm.mlir.constant(32 : index) : i64
    %8149 = llvm.mul %8148, %8144 : i64
    %8150 = llvm.mlir.zero : !llvm.ptr
    %8151 = llvm.getelementptr %8150[%8149] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8152 = llvm.ptrtoint %8151 : !llvm.ptr to i64
    %8153 = llvm.mlir.constant(64 : index) : i64
    %8154 = llvm.add %8152, %8153 : i64
    %8155 = llvm.call @malloc(%8154) : (i64) -> !llvm.ptr
    %8156 = llvm.ptrtoint %8155 : !llvm.ptr to i64
    %8157 = llvm.mlir.constant(1 : index) : i64
    %8158 = llvm.sub %8153, %8157 : i64
    %8159 = llvm.add %8156, %8158 : i64
    %8160 = llvm.urem %8159, %8153 : i64
    %8161 = llvm.sub %8159, %8160 : i64
    %8162 = llvm.inttoptr %8161 : i64 to !llvm.ptr
    %8163 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8164 = llvm.insertvalue %8155, %8163[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8165 = llvm.insertvalue %8162, %8164[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8166 = llvm.mlir.constant(0 : index) : i64
    %8167 = llvm.insertvalue %8166, %8165[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8168 = llvm.insertvalue %8144, %8167[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8169 = llvm.insertvalue %8145, %8168[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8170 = llvm.insertvalue %8146, %8169[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8171 = llvm.insertvalue %8148, %8170[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8172 = llvm.insertvalue %8146, %8171[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8173 = llvm.insertvalue %8147, %8172[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1210(%56 : i64)
  ^bb1210(%8174: i64):  // 2 preds: ^bb1209, ^bb1217
    %8175 = llvm.icmp "slt" %8174, %8144 : i64
    llvm.cond_br %8175, ^bb1211, ^bb1218
  ^bb1211:  // pred: ^bb1210
    llvm.br ^bb1212(%56 : i64)
  ^bb1212(%8176: i64):  // 2 preds: ^bb1211, ^bb1216
    %8177 = llvm.icmp "slt" %8176, %57 : i64
    llvm.cond_br %8177, ^bb1213, ^bb1217
  ^bb1213:  // pred: ^bb1212
    llvm.br ^bb1214(%56 : i64)
  ^bb1214(%8178: i64):  // 2 preds: ^bb1213, ^bb1215
    %8179 = llvm.icmp "slt" %8178, %40 : i64
    llvm.cond_br %8179, ^bb1215, ^bb1216
  ^bb1215:  // pred: ^bb1214
    %8180 = llvm.extractvalue %8173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8181 = llvm.mlir.constant(32 : index) : i64
    %8182 = llvm.mul %8174, %8181 overflow<nsw, nuw> : i64
    %8183 = llvm.mlir.constant(32 : index) : i64
    %8184 = llvm.mul %8176, %8183 overflow<nsw, nuw> : i64
    %8185 = llvm.add %8182, %8184 overflow<nsw, nuw> : i64
    %8186 = llvm.add %8185, %8178 overflow<nsw, nuw> : i64
    %8187 = llvm.getelementptr inbounds|nuw %8180[%8186] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %8187 : f32, !llvm.ptr
    %8188 = llvm.add %8178, %57 : i64
    llvm.br ^bb1214(%8188 : i64)
  ^bb1216:  // pred: ^bb1214
    %8189 = llvm.add %8176, %57 : i64
    llvm.br ^bb1212(%8189 : i64)
  ^bb1217:  // pred: ^bb1212
    %8190 = llvm.add %8174, %57 : i64
    llvm.br ^bb1210(%8190 : i64)
  ^bb1218:  // pred: ^bb1210
    llvm.br ^bb1219(%56 : i64)
  ^bb1219(%8191: i64):  // 2 preds: ^bb1218, ^bb1229
    %8192 = llvm.icmp "slt" %8191, %3942 : i64
    llvm.cond_br %8192, ^bb1220, ^bb1230
  ^bb1220:  // pred: ^bb1219
    llvm.br ^bb1221(%56 : i64)
  ^bb1221(%8193: i64):  // 2 preds: ^bb1220, ^bb1228
    %8194 = llvm.icmp "slt" %8193, %57 : i64
    llvm.cond_br %8194, ^bb1222, ^bb1229
  ^bb1222:  // pred: ^bb1221
    llvm.br ^bb1223(%56 : i64)
  ^bb1223(%8195: i64):  // 2 preds: ^bb1222, ^bb1227
    %8196 = llvm.icmp "slt" %8195, %40 : i64
    llvm.cond_br %8196, ^bb1224, ^bb1228
  ^bb1224:  // pred: ^bb1223
    llvm.br ^bb1225(%56 : i64)
  ^bb1225(%8197: i64):  // 2 preds: ^bb1224, ^bb1226
    %8198 = llvm.icmp "slt" %8197, %40 : i64
    llvm.cond_br %8198, ^bb1226, ^bb1227
  ^bb1226:  // pred: ^bb1225
    %8199 = llvm.extractvalue %8100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8200 = llvm.mlir.constant(256 : index) : i64
    %8201 = llvm.mul %8191, %8200 overflow<nsw, nuw> : i64
    %8202 = llvm.mlir.constant(32 : index) : i64
    %8203 = llvm.mul %8193, %8202 overflow<nsw, nuw> : i64
    %8204 = llvm.add %8201, %8203 overflow<nsw, nuw> : i64
    %8205 = llvm.add %8204, %8197 overflow<nsw, nuw> : i64
    %8206 = llvm.getelementptr inbounds|nuw %8199[%8205] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8207 = llvm.load %8206 : !llvm.ptr -> f32
    %8208 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8209 = llvm.mlir.constant(32 : index) : i64
    %8210 = llvm.mul %8195, %8209 overflow<nsw, nuw> : i64
    %8211 = llvm.add %8210, %8197 overflow<nsw, nuw> : i64
    %8212 = llvm.getelementptr inbounds|nuw %8208[%8211] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8213 = llvm.load %8212 : !llvm.ptr -> f32
    %8214 = llvm.extractvalue %8173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8215 = llvm.mlir.constant(32 : index) : i64
    %8216 = llvm.mul %8191, %8215 overflow<nsw, nuw> : i64
    %8217 = llvm.mlir.constant(32 : index) : i64
    %8218 = llvm.mul %8193, %8217 overflow<nsw, nuw> : i64
    %8219 = llvm.add %8216, %8218 overflow<nsw, nuw> : i64
    %8220 = llvm.add %8219, %8195 overflow<nsw, nuw> : i64
    %8221 = llvm.getelementptr inbounds|nuw %8214[%8220] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8222 = llvm.load %8221 : !llvm.ptr -> f32
    %8223 = llvm.fmul %8207, %8213 : f32
    %8224 = llvm.fadd %8222, %8223 : f32
    %8225 = llvm.extractvalue %8173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8226 = llvm.mlir.constant(32 : index) : i64
    %8227 = llvm.mul %8191, %8226 overflow<nsw, nuw> : i64
    %8228 = llvm.mlir.constant(32 : index) : i64
    %8229 = llvm.mul %8193, %8228 overflow<nsw, nuw> : i64
    %8230 = llvm.add %8227, %8229 overflow<nsw, nuw> : i64
    %8231 = llvm.add %8230, %8195 overflow<nsw, nuw> : i64
    %8232 = llvm.getelementptr inbounds|nuw %8225[%8231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8224, %8232 : f32, !llvm.ptr
    %8233 = llvm.add %8197, %57 : i64
    llvm.br ^bb1225(%8233 : i64)
  ^bb1227:  // pred: ^bb1225
    %8234 = llvm.add %8195, %57 : i64
    llvm.br ^bb1223(%8234 : i64)
  ^bb1228:  // pred: ^bb1223
    %8235 = llvm.add %8193, %57 : i64
    llvm.br ^bb1221(%8235 : i64)
  ^bb1229:  // pred: ^bb1221
    %8236 = llvm.add %8191, %57 : i64
    llvm.br ^bb1219(%8236 : i64)
  ^bb1230:  // pred: ^bb1219
    %8237 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8238 = llvm.extractvalue %8125[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8239 = llvm.extractvalue %8125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8240 = llvm.insertvalue %8238, %8237[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8241 = llvm.insertvalue %8239, %8240[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8242 = llvm.mlir.constant(0 : index) : i64
    %8243 = llvm.insertvalue %8242, %8241[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8244 = llvm.insertvalue %8144, %8243[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8245 = llvm.mlir.constant(32 : index) : i64
    %8246 = llvm.insertvalue %8245, %8244[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8247 = llvm.mlir.constant(1 : index) : i64
    %8248 = llvm.insertvalue %8247, %8246[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8249 = llvm.mlir.constant(32 : index) : i64
    %8250 = llvm.insertvalue %8249, %8248[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8251 = llvm.mlir.constant(32 : index) : i64
    %8252 = llvm.insertvalue %8251, %8250[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8253 = llvm.mlir.constant(1 : index) : i64
    %8254 = llvm.insertvalue %8253, %8252[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8255 = llvm.extractvalue %8254[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8256 = llvm.mlir.constant(1 : index) : i64
    %8257 = llvm.mlir.constant(32 : index) : i64
    %8258 = llvm.mlir.constant(1 : index) : i64
    %8259 = llvm.mlir.constant(32 : index) : i64
    %8260 = llvm.mul %8259, %8255 : i64
    %8261 = llvm.mlir.zero : !llvm.ptr
    %8262 = llvm.getelementptr %8261[%8260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8263 = llvm.ptrtoint %8262 : !llvm.ptr to i64
    %8264 = llvm.mlir.constant(64 : index) : i64
    %8265 = llvm.add %8263, %8264 : i64
    %8266 = llvm.call @malloc(%8265) : (i64) -> !llvm.ptr
    %8267 = llvm.ptrtoint %8266 : !llvm.ptr to i64
    %8268 = llvm.mlir.constant(1 : index) : i64
    %8269 = llvm.sub %8264, %8268 : i64
    %8270 = llvm.add %8267, %8269 : i64
    %8271 = llvm.urem %8270, %8264 : i64
    %8272 = llvm.sub %8270, %8271 : i64
    %8273 = llvm.inttoptr %8272 : i64 to !llvm.ptr
    %8274 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8275 = llvm.insertvalue %8266, %8274[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8276 = llvm.insertvalue %8273, %8275[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8277 = llvm.mlir.constant(0 : index) : i64
    %8278 = llvm.insertvalue %8277, %8276[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8279 = llvm.insertvalue %8255, %8278[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8280 = llvm.insertvalue %8256, %8279[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8281 = llvm.insertvalue %8257, %8280[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8282 = llvm.insertvalue %8259, %8281[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8283 = llvm.insertvalue %8257, %8282[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8284 = llvm.insertvalue %8258, %8283[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1231(%56 : i64)
  ^bb1231(%8285: i64):  // 2 preds: ^bb1230, ^bb1238
    %8286 = llvm.icmp "slt" %8285, %8144 : i64
    llvm.cond_br %8286, ^bb1232, ^bb1239
  ^bb1232:  // pred: ^bb1231
    llvm.br ^bb1233(%56 : i64)
  ^bb1233(%8287: i64):  // 2 preds: ^bb1232, ^bb1237
    %8288 = llvm.icmp "slt" %8287, %57 : i64
    llvm.cond_br %8288, ^bb1234, ^bb1238
  ^bb1234:  // pred: ^bb1233
    llvm.br ^bb1235(%56 : i64)
  ^bb1235(%8289: i64):  // 2 preds: ^bb1234, ^bb1236
    %8290 = llvm.icmp "slt" %8289, %40 : i64
    llvm.cond_br %8290, ^bb1236, ^bb1237
  ^bb1236:  // pred: ^bb1235
    %8291 = llvm.extractvalue %8173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8292 = llvm.mlir.constant(32 : index) : i64
    %8293 = llvm.mul %8285, %8292 overflow<nsw, nuw> : i64
    %8294 = llvm.mlir.constant(32 : index) : i64
    %8295 = llvm.mul %8287, %8294 overflow<nsw, nuw> : i64
    %8296 = llvm.add %8293, %8295 overflow<nsw, nuw> : i64
    %8297 = llvm.add %8296, %8289 overflow<nsw, nuw> : i64
    %8298 = llvm.getelementptr inbounds|nuw %8291[%8297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8299 = llvm.load %8298 : !llvm.ptr -> f32
    %8300 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8301 = llvm.getelementptr inbounds|nuw %8300[%8289] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8302 = llvm.load %8301 : !llvm.ptr -> f32
    %8303 = llvm.fadd %8299, %8302 : f32
    %8304 = llvm.extractvalue %8284[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8305 = llvm.mlir.constant(32 : index) : i64
    %8306 = llvm.mul %8285, %8305 overflow<nsw, nuw> : i64
    %8307 = llvm.mlir.constant(32 : index) : i64
    %8308 = llvm.mul %8287, %8307 overflow<nsw, nuw> : i64
    %8309 = llvm.add %8306, %8308 overflow<nsw, nuw> : i64
    %8310 = llvm.add %8309, %8289 overflow<nsw, nuw> : i64
    %8311 = llvm.getelementptr inbounds|nuw %8304[%8310] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8303, %8311 : f32, !llvm.ptr
    %8312 = llvm.add %8289, %57 : i64
    llvm.br ^bb1235(%8312 : i64)
  ^bb1237:  // pred: ^bb1235
    %8313 = llvm.add %8287, %57 : i64
    llvm.br ^bb1233(%8313 : i64)
  ^bb1238:  // pred: ^bb1233
    %8314 = llvm.add %8285, %57 : i64
    llvm.br ^bb1231(%8314 : i64)
  ^bb1239:  // pred: ^bb1231
    %8315 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8316 = llvm.extractvalue %8125[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8317 = llvm.extractvalue %8125[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8318 = llvm.insertvalue %8316, %8315[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8319 = llvm.insertvalue %8317, %8318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8320 = llvm.mlir.constant(0 : index) : i64
    %8321 = llvm.insertvalue %8320, %8319[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8322 = llvm.insertvalue %8255, %8321[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8323 = llvm.mlir.constant(32 : index) : i64
    %8324 = llvm.insertvalue %8323, %8322[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8325 = llvm.mlir.constant(1 : index) : i64
    %8326 = llvm.insertvalue %8325, %8324[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8327 = llvm.mlir.constant(32 : index) : i64
    %8328 = llvm.insertvalue %8327, %8326[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8329 = llvm.mlir.constant(32 : index) : i64
    %8330 = llvm.insertvalue %8329, %8328[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8331 = llvm.mlir.constant(1 : index) : i64
    %8332 = llvm.insertvalue %8331, %8330[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8333 = llvm.extractvalue %8332[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8334 = llvm.mlir.constant(1 : index) : i64
    %8335 = llvm.mlir.constant(32 : index) : i64
    %8336 = llvm.mlir.constant(1 : index) : i64
    %8337 = llvm.mlir.constant(32 : index) : i64
    %8338 = llvm.mul %8337, %8333 : i64
    %8339 = llvm.mlir.zero : !llvm.ptr
    %8340 = llvm.getelementptr %8339[%8338] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8341 = llvm.ptrtoint %8340 : !llvm.ptr to i64
    %8342 = llvm.mlir.constant(64 : index) : i64
    %8343 = llvm.add %8341, %8342 : i64
    %8344 = llvm.call @malloc(%8343) : (i64) -> !llvm.ptr
    %8345 = llvm.ptrtoint %8344 : !llvm.ptr to i64
    %8346 = llvm.mlir.constant(1 : index) : i64
    %8347 = llvm.sub %8342, %8346 : i64
    %8348 = llvm.add %8345, %8347 : i64
    %8349 = llvm.urem %8348, %8342 : i64
    %8350 = llvm.sub %8348, %8349 : i64
    %8351 = llvm.inttoptr %8350 : i64 to !llvm.ptr
    %8352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8353 = llvm.insertvalue %8344, %8352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8354 = llvm.insertvalue %8351, %8353[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8355 = llvm.mlir.constant(0 : index) : i64
    %8356 = llvm.insertvalue %8355, %8354[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8357 = llvm.insertvalue %8333, %8356[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8358 = llvm.insertvalue %8334, %8357[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8359 = llvm.insertvalue %8335, %8358[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8360 = llvm.insertvalue %8337, %8359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8361 = llvm.insertvalue %8335, %8360[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8362 = llvm.insertvalue %8336, %8361[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1240(%56 : i64)
  ^bb1240(%8363: i64):  // 2 preds: ^bb1239, ^bb1247
    %8364 = llvm.icmp "slt" %8363, %8255 : i64
    llvm.cond_br %8364, ^bb1241, ^bb1248
  ^bb1241:  // pred: ^bb1240
    llvm.br ^bb1242(%56 : i64)
  ^bb1242(%8365: i64):  // 2 preds: ^bb1241, ^bb1246
    %8366 = llvm.icmp "slt" %8365, %57 : i64
    llvm.cond_br %8366, ^bb1243, ^bb1247
  ^bb1243:  // pred: ^bb1242
    llvm.br ^bb1244(%56 : i64)
  ^bb1244(%8367: i64):  // 2 preds: ^bb1243, ^bb1245
    %8368 = llvm.icmp "slt" %8367, %40 : i64
    llvm.cond_br %8368, ^bb1245, ^bb1246
  ^bb1245:  // pred: ^bb1244
    %8369 = llvm.extractvalue %8284[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8370 = llvm.mlir.constant(32 : index) : i64
    %8371 = llvm.mul %8363, %8370 overflow<nsw, nuw> : i64
    %8372 = llvm.mlir.constant(32 : index) : i64
    %8373 = llvm.mul %8365, %8372 overflow<nsw, nuw> : i64
    %8374 = llvm.add %8371, %8373 overflow<nsw, nuw> : i64
    %8375 = llvm.add %8374, %8367 overflow<nsw, nuw> : i64
    %8376 = llvm.getelementptr inbounds|nuw %8369[%8375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8377 = llvm.load %8376 : !llvm.ptr -> f32
    %8378 = llvm.fcmp "olt" %8377, %53 : f32
    %8379 = llvm.uitofp %8378 : i1 to f32
    %8380 = llvm.fmul %8379, %9 : f32
    %8381 = llvm.fadd %8380, %61 : f32
    %8382 = llvm.fmul %8381, %8377 : f32
    %8383 = llvm.fmul %8382, %9 : f32
    %8384 = llvm.fmul %8383, %8 : f32
    %8385 = llvm.intr.exp2(%8384) : (f32) -> f32
    %8386 = llvm.fsub %61, %8385 : f32
    %8387 = llvm.fadd %8385, %61 : f32
    %8388 = llvm.fdiv %8386, %8387 : f32
    %8389 = llvm.fmul %8381, %8388 : f32
    %8390 = llvm.extractvalue %8362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8391 = llvm.mlir.constant(32 : index) : i64
    %8392 = llvm.mul %8363, %8391 overflow<nsw, nuw> : i64
    %8393 = llvm.mlir.constant(32 : index) : i64
    %8394 = llvm.mul %8365, %8393 overflow<nsw, nuw> : i64
    %8395 = llvm.add %8392, %8394 overflow<nsw, nuw> : i64
    %8396 = llvm.add %8395, %8367 overflow<nsw, nuw> : i64
    %8397 = llvm.getelementptr inbounds|nuw %8390[%8396] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8389, %8397 : f32, !llvm.ptr
    %8398 = llvm.add %8367, %57 : i64
    llvm.br ^bb1244(%8398 : i64)
  ^bb1246:  // pred: ^bb1244
    %8399 = llvm.add %8365, %57 : i64
    llvm.br ^bb1242(%8399 : i64)
  ^bb1247:  // pred: ^bb1242
    %8400 = llvm.add %8363, %57 : i64
    llvm.br ^bb1240(%8400 : i64)
  ^bb1248:  // pred: ^bb1240
    %8401 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8402 = llvm.extractvalue %8362[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8403 = llvm.extractvalue %8362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8404 = llvm.insertvalue %8402, %8401[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8405 = llvm.insertvalue %8403, %8404[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8406 = llvm.mlir.constant(0 : index) : i64
    %8407 = llvm.insertvalue %8406, %8405[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8408 = llvm.insertvalue %8333, %8407[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8409 = llvm.mlir.constant(32 : index) : i64
    %8410 = llvm.insertvalue %8409, %8408[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8411 = llvm.mlir.constant(32 : index) : i64
    %8412 = llvm.insertvalue %8411, %8410[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8413 = llvm.mlir.constant(1 : index) : i64
    %8414 = llvm.insertvalue %8413, %8412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8415 = llvm.extractvalue %833[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8415) : (!llvm.ptr) -> ()
    %8416 = llvm.extractvalue %881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8416) : (!llvm.ptr) -> ()
    %8417 = llvm.extractvalue %939[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8417) : (!llvm.ptr) -> ()
    %8418 = llvm.extractvalue %968[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8418) : (!llvm.ptr) -> ()
    %8419 = llvm.extractvalue %1024[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8419) : (!llvm.ptr) -> ()
    %8420 = llvm.extractvalue %1148[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8420) : (!llvm.ptr) -> ()
    %8421 = llvm.extractvalue %1287[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8421) : (!llvm.ptr) -> ()
    %8422 = llvm.extractvalue %1342[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8422) : (!llvm.ptr) -> ()
    %8423 = llvm.extractvalue %1385[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8423) : (!llvm.ptr) -> ()
    %8424 = llvm.extractvalue %1509[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8424) : (!llvm.ptr) -> ()
    %8425 = llvm.extractvalue %1646[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8425) : (!llvm.ptr) -> ()
    %8426 = llvm.extractvalue %1718[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.call @free(%8426) : (!llvm.ptr) -> ()
    %8427 = llvm.extractvalue %1787[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8427) : (!llvm.ptr) -> ()
    %8428 = llvm.extractvalue %1859[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.call @free(%8428) : (!llvm.ptr) -> ()
    %8429 = llvm.extractvalue %1961[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8429) : (!llvm.ptr) -> ()
    %8430 = llvm.extractvalue %2020[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8430) : (!llvm.ptr) -> ()
    %8431 = llvm.extractvalue %2122[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8431) : (!llvm.ptr) -> ()
    %8432 = llvm.extractvalue %2179[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8432) : (!llvm.ptr) -> ()
    %8433 = llvm.extractvalue %2253[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8433) : (!llvm.ptr) -> ()
    %8434 = llvm.extractvalue %2286[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8434) : (!llvm.ptr) -> ()
    %8435 = llvm.extractvalue %2350[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8435) : (!llvm.ptr) -> ()
    %8436 = llvm.extractvalue %2452[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8436) : (!llvm.ptr) -> ()
    %8437 = llvm.extractvalue %2608[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8437) : (!llvm.ptr) -> ()
    %8438 = llvm.extractvalue %2740[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8438) : (!llvm.ptr) -> ()
    %8439 = llvm.extractvalue %2808[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8439) : (!llvm.ptr) -> ()
    %8440 = llvm.extractvalue %2875[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8440) : (!llvm.ptr) -> ()
    %8441 = llvm.extractvalue %2948[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8441) : (!llvm.ptr) -> ()
    %8442 = llvm.extractvalue %3083[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8442) : (!llvm.ptr) -> ()
    %8443 = llvm.extractvalue %3161[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8443) : (!llvm.ptr) -> ()
    %8444 = llvm.extractvalue %3259[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8444) : (!llvm.ptr) -> ()
    %8445 = llvm.extractvalue %3422[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8445) : (!llvm.ptr) -> ()
    %8446 = llvm.extractvalue %3475[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8446) : (!llvm.ptr) -> ()
    %8447 = llvm.extractvalue %3629[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8447) : (!llvm.ptr) -> ()
    %8448 = llvm.extractvalue %3695[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8448) : (!llvm.ptr) -> ()
    %8449 = llvm.extractvalue %3768[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8449) : (!llvm.ptr) -> ()
    %8450 = llvm.extractvalue %3903[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8450) : (!llvm.ptr) -> ()
    %8451 = llvm.extractvalue %3964[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8451) : (!llvm.ptr) -> ()
    %8452 = llvm.extractvalue %4027[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8452) : (!llvm.ptr) -> ()
    %8453 = llvm.extractvalue %4075[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8453) : (!llvm.ptr) -> ()
    %8454 = llvm.extractvalue %4167[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8454) : (!llvm.ptr) -> ()
    %8455 = llvm.extractvalue %4236[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8455) : (!llvm.ptr) -> ()
    %8456 = llvm.extractvalue %4291[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8456) : (!llvm.ptr) -> ()
    %8457 = llvm.extractvalue %4334[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8457) : (!llvm.ptr) -> ()
    %8458 = llvm.extractvalue %4458[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8458) : (!llvm.ptr) -> ()
    %8459 = llvm.extractvalue %4588[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8459) : (!llvm.ptr) -> ()
    %8460 = llvm.extractvalue %4636[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8460) : (!llvm.ptr) -> ()
    %8461 = llvm.extractvalue %4728[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8461) : (!llvm.ptr) -> ()
    %8462 = llvm.extractvalue %4833[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8462) : (!llvm.ptr) -> ()
    %8463 = llvm.extractvalue %4881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8463) : (!llvm.ptr) -> ()
    %8464 = llvm.extractvalue %4973[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8464) : (!llvm.ptr) -> ()
    %8465 = llvm.extractvalue %5042[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8465) : (!llvm.ptr) -> ()
    %8466 = llvm.extractvalue %5097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8466) : (!llvm.ptr) -> ()
    %8467 = llvm.extractvalue %5140[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8467) : (!llvm.ptr) -> ()
    %8468 = llvm.extractvalue %5264[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8468) : (!llvm.ptr) -> ()
    %8469 = llvm.extractvalue %5394[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8469) : (!llvm.ptr) -> ()
    %8470 = llvm.extractvalue %5453[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8470) : (!llvm.ptr) -> ()
    %8471 = llvm.extractvalue %5555[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8471) : (!llvm.ptr) -> ()
    %8472 = llvm.extractvalue %5610[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%8472) : (!llvm.ptr) -> ()
    %8473 = llvm.extractvalue %5684[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8473) : (!llvm.ptr) -> ()
    %8474 = llvm.extractvalue %5717[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8474) : (!llvm.ptr) -> ()
    %8475 = llvm.extractvalue %5781[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8475) : (!llvm.ptr) -> ()
    %8476 = llvm.extractvalue %5883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8476) : (!llvm.ptr) -> ()
    %8477 = llvm.extractvalue %6039[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8477) : (!llvm.ptr) -> ()
    %8478 = llvm.extractvalue %6171[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%8478) : (!llvm.ptr) -> ()
    %8479 = llvm.extractvalue %6743[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8479) : (!llvm.ptr) -> ()
    %8480 = llvm.extractvalue %6791[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8480) : (!llvm.ptr) -> ()
    %8481 = llvm.extractvalue %6883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8481) : (!llvm.ptr) -> ()
    %8482 = llvm.extractvalue %6952[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8482) : (!llvm.ptr) -> ()
    %8483 = llvm.extractvalue %7007[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8483) : (!llvm.ptr) -> ()
    %8484 = llvm.extractvalue %7050[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8484) : (!llvm.ptr) -> ()
    %8485 = llvm.extractvalue %7174[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8485) : (!llvm.ptr) -> ()
    %8486 = llvm.extractvalue %7303[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8486) : (!llvm.ptr) -> ()
    %8487 = llvm.extractvalue %7351[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8487) : (!llvm.ptr) -> ()
    %8488 = llvm.extractvalue %7443[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8488) : (!llvm.ptr) -> ()
    %8489 = llvm.extractvalue %7547[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8489) : (!llvm.ptr) -> ()
    %8490 = llvm.extractvalue %7595[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8490) : (!llvm.ptr) -> ()
    %8491 = llvm.extractvalue %7756[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8491) : (!llvm.ptr) -> ()
    %8492 = llvm.extractvalue %7811[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8492) : (!llvm.ptr) -> ()
    %8493 = llvm.extractvalue %7854[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8493) : (!llvm.ptr) -> ()
    %8494 = llvm.extractvalue %7978[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8494) : (!llvm.ptr) -> ()
    %8495 = llvm.extractvalue %8125[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%8495) : (!llvm.ptr) -> ()
    %8496 = llvm.extractvalue %8173[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8496) : (!llvm.ptr) -> ()
    %8497 = llvm.extractvalue %8284[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%8497) : (!llvm.ptr) -> ()
    %8498 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %8499 = llvm.insertvalue %7687, %8498[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %8500 = llvm.insertvalue %8414, %8499[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %8500 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=5cb45952e9a1 torch_mlir=2edaa1d180f4 linalg_on_tensors_mlir=e971a113914b
