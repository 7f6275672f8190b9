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
    %1219 = llvm.mlir.constant(8 : index) : i64
    %1220 = llvm.mlir.constant(32 : index) : i64
    %1221 = llvm.mlir.constant(1 : index) : i64
    %1222 = llvm.mlir.constant(256 : index) : i64
    %1223 = llvm.mul %1222, %791 : i64
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
    %1242 = llvm.insertvalue %791, %1241[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1243 = llvm.insertvalue %1219, %1242[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1244 = llvm.insertvalue %1220, %1243[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1245 = llvm.insertvalue %1222, %1244[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1246 = llvm.insertvalue %1220, %1245[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1247 = llvm.insertvalue %1221, %1246[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1248 = llvm.extractvalue %1218[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb34(%56 : i64)
  ^bb34(%1249: i64):  // 2 preds: ^bb33, ^bb41
    %1250 = llvm.icmp "slt" %1249, %1248 : i64
    llvm.cond_br %1250, ^bb35, ^bb42
  ^bb35:  // pred: ^bb34
    llvm.br ^bb36(%56 : i64)
  ^bb36(%1251: i64):  // 2 preds: ^bb35, ^bb40
    %1252 = llvm.icmp "slt" %1251, %58 : i64
    llvm.cond_br %1252, ^bb37, ^bb41
  ^bb37:  // pred: ^bb36
    llvm.br ^bb38(%56 : i64)
  ^bb38(%1253: i64):  // 2 preds: ^bb37, ^bb39
    %1254 = llvm.icmp "slt" %1253, %40 : i64
    llvm.cond_br %1254, ^bb39, ^bb40
  ^bb39:  // pred: ^bb38
    %1255 = llvm.extractvalue %1218[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1256 = llvm.mlir.constant(256 : index) : i64
    %1257 = llvm.mul %1249, %1256 overflow<nsw, nuw> : i64
    %1258 = llvm.mlir.constant(32 : index) : i64
    %1259 = llvm.mul %1251, %1258 overflow<nsw, nuw> : i64
    %1260 = llvm.add %1257, %1259 overflow<nsw, nuw> : i64
    %1261 = llvm.add %1260, %1253 overflow<nsw, nuw> : i64
    %1262 = llvm.getelementptr inbounds|nuw %1255[%1261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1263 = llvm.load %1262 : !llvm.ptr -> f32
    %1264 = llvm.extractvalue %806[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1265 = llvm.mlir.constant(32 : index) : i64
    %1266 = llvm.mul %56, %1265 overflow<nsw, nuw> : i64
    %1267 = llvm.add %1266, %1251 overflow<nsw, nuw> : i64
    %1268 = llvm.getelementptr inbounds|nuw %1264[%1267] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %1269 = llvm.load %1268 : !llvm.ptr -> i64
    %1270 = llvm.extractvalue %710[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1271 = llvm.mlir.constant(32 : index) : i64
    %1272 = llvm.mul %1269, %1271 overflow<nsw, nuw> : i64
    %1273 = llvm.add %1272, %1253 overflow<nsw, nuw> : i64
    %1274 = llvm.getelementptr inbounds|nuw %1270[%1273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1275 = llvm.load %1274 : !llvm.ptr -> f32
    %1276 = llvm.fadd %1263, %1275 : f32
    %1277 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1278 = llvm.mlir.constant(256 : index) : i64
    %1279 = llvm.mul %1249, %1278 overflow<nsw, nuw> : i64
    %1280 = llvm.mlir.constant(32 : index) : i64
    %1281 = llvm.mul %1251, %1280 overflow<nsw, nuw> : i64
    %1282 = llvm.add %1279, %1281 overflow<nsw, nuw> : i64
    %1283 = llvm.add %1282, %1253 overflow<nsw, nuw> : i64
    %1284 = llvm.getelementptr inbounds|nuw %1277[%1283] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1276, %1284 : f32, !llvm.ptr
    %1285 = llvm.add %1253, %57 : i64
    llvm.br ^bb38(%1285 : i64)
  ^bb40:  // pred: ^bb38
    %1286 = llvm.add %1251, %57 : i64
    llvm.br ^bb36(%1286 : i64)
  ^bb41:  // pred: ^bb36
    %1287 = llvm.add %1249, %57 : i64
    llvm.br ^bb34(%1287 : i64)
  ^bb42:  // pred: ^bb34
    %1288 = llvm.mlir.constant(8 : index) : i64
    %1289 = llvm.mlir.constant(32 : index) : i64
    %1290 = llvm.mlir.constant(1 : index) : i64
    %1291 = llvm.mlir.constant(256 : index) : i64
    %1292 = llvm.mul %1291, %791 : i64
    %1293 = llvm.mlir.zero : !llvm.ptr
    %1294 = llvm.getelementptr %1293[%1292] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %1306 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1307 = llvm.insertvalue %1298, %1306[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1308 = llvm.insertvalue %1305, %1307[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1309 = llvm.mlir.constant(0 : index) : i64
    %1310 = llvm.insertvalue %1309, %1308[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1311 = llvm.insertvalue %791, %1310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1312 = llvm.insertvalue %1288, %1311[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1313 = llvm.insertvalue %1289, %1312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1314 = llvm.insertvalue %1291, %1313[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1315 = llvm.insertvalue %1289, %1314[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1316 = llvm.insertvalue %1290, %1315[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb43(%56 : i64)
  ^bb43(%1317: i64):  // 2 preds: ^bb42, ^bb50
    %1318 = llvm.icmp "slt" %1317, %791 : i64
    llvm.cond_br %1318, ^bb44, ^bb51
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%56 : i64)
  ^bb45(%1319: i64):  // 2 preds: ^bb44, ^bb49
    %1320 = llvm.icmp "slt" %1319, %58 : i64
    llvm.cond_br %1320, ^bb46, ^bb50
  ^bb46:  // pred: ^bb45
    llvm.br ^bb47(%56 : i64)
  ^bb47(%1321: i64):  // 2 preds: ^bb46, ^bb48
    %1322 = llvm.icmp "slt" %1321, %40 : i64
    llvm.cond_br %1322, ^bb48, ^bb49
  ^bb48:  // pred: ^bb47
    %1323 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1324 = llvm.mlir.constant(256 : index) : i64
    %1325 = llvm.mul %1317, %1324 overflow<nsw, nuw> : i64
    %1326 = llvm.mlir.constant(32 : index) : i64
    %1327 = llvm.mul %1319, %1326 overflow<nsw, nuw> : i64
    %1328 = llvm.add %1325, %1327 overflow<nsw, nuw> : i64
    %1329 = llvm.add %1328, %1321 overflow<nsw, nuw> : i64
    %1330 = llvm.getelementptr inbounds|nuw %1323[%1329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1331 = llvm.load %1330 : !llvm.ptr -> f32
    %1332 = llvm.fpext %1331 : f32 to f64
    %1333 = llvm.extractvalue %1316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1334 = llvm.mlir.constant(256 : index) : i64
    %1335 = llvm.mul %1317, %1334 overflow<nsw, nuw> : i64
    %1336 = llvm.mlir.constant(32 : index) : i64
    %1337 = llvm.mul %1319, %1336 overflow<nsw, nuw> : i64
    %1338 = llvm.add %1335, %1337 overflow<nsw, nuw> : i64
    %1339 = llvm.add %1338, %1321 overflow<nsw, nuw> : i64
    %1340 = llvm.getelementptr inbounds|nuw %1333[%1339] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1332, %1340 : f64, !llvm.ptr
    %1341 = llvm.add %1321, %57 : i64
    llvm.br ^bb47(%1341 : i64)
  ^bb49:  // pred: ^bb47
    %1342 = llvm.add %1319, %57 : i64
    llvm.br ^bb45(%1342 : i64)
  ^bb50:  // pred: ^bb45
    %1343 = llvm.add %1317, %57 : i64
    llvm.br ^bb43(%1343 : i64)
  ^bb51:  // pred: ^bb43
    %1344 = llvm.mlir.constant(8 : index) : i64
    %1345 = llvm.mlir.constant(1 : index) : i64
    %1346 = llvm.mlir.constant(1 : index) : i64
    %1347 = llvm.mul %1344, %791 : i64
    %1348 = llvm.mlir.zero : !llvm.ptr
    %1349 = llvm.getelementptr %1348[%1347] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1350 = llvm.ptrtoint %1349 : !llvm.ptr to i64
    %1351 = llvm.mlir.constant(64 : index) : i64
    %1352 = llvm.add %1350, %1351 : i64
    %1353 = llvm.call @malloc(%1352) : (i64) -> !llvm.ptr
    %1354 = llvm.ptrtoint %1353 : !llvm.ptr to i64
    %1355 = llvm.mlir.constant(1 : index) : i64
    %1356 = llvm.sub %1351, %1355 : i64
    %1357 = llvm.add %1354, %1356 : i64
    %1358 = llvm.urem %1357, %1351 : i64
    %1359 = llvm.sub %1357, %1358 : i64
    %1360 = llvm.inttoptr %1359 : i64 to !llvm.ptr
    %1361 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1362 = llvm.insertvalue %1353, %1361[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1363 = llvm.insertvalue %1360, %1362[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1364 = llvm.mlir.constant(0 : index) : i64
    %1365 = llvm.insertvalue %1364, %1363[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1366 = llvm.insertvalue %791, %1365[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1367 = llvm.insertvalue %1344, %1366[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1368 = llvm.insertvalue %1345, %1367[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1369 = llvm.insertvalue %1344, %1368[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1370 = llvm.insertvalue %1345, %1369[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1371 = llvm.insertvalue %1346, %1370[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb52(%56 : i64)
  ^bb52(%1372: i64):  // 2 preds: ^bb51, ^bb59
    %1373 = llvm.icmp "slt" %1372, %791 : i64
    llvm.cond_br %1373, ^bb53, ^bb60
  ^bb53:  // pred: ^bb52
    llvm.br ^bb54(%56 : i64)
  ^bb54(%1374: i64):  // 2 preds: ^bb53, ^bb58
    %1375 = llvm.icmp "slt" %1374, %58 : i64
    llvm.cond_br %1375, ^bb55, ^bb59
  ^bb55:  // pred: ^bb54
    llvm.br ^bb56(%56 : i64)
  ^bb56(%1376: i64):  // 2 preds: ^bb55, ^bb57
    %1377 = llvm.icmp "slt" %1376, %57 : i64
    llvm.cond_br %1377, ^bb57, ^bb58
  ^bb57:  // pred: ^bb56
    %1378 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1379 = llvm.mlir.constant(8 : index) : i64
    %1380 = llvm.mul %1372, %1379 overflow<nsw, nuw> : i64
    %1381 = llvm.add %1380, %1374 overflow<nsw, nuw> : i64
    %1382 = llvm.add %1381, %1376 overflow<nsw, nuw> : i64
    %1383 = llvm.getelementptr inbounds|nuw %1378[%1382] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %1383 : f64, !llvm.ptr
    %1384 = llvm.add %1376, %57 : i64
    llvm.br ^bb56(%1384 : i64)
  ^bb58:  // pred: ^bb56
    %1385 = llvm.add %1374, %57 : i64
    llvm.br ^bb54(%1385 : i64)
  ^bb59:  // pred: ^bb54
    %1386 = llvm.add %1372, %57 : i64
    llvm.br ^bb52(%1386 : i64)
  ^bb60:  // pred: ^bb52
    %1387 = llvm.mlir.constant(8 : index) : i64
    %1388 = llvm.mlir.constant(1 : index) : i64
    %1389 = llvm.mlir.constant(1 : index) : i64
    %1390 = llvm.mul %1387, %791 : i64
    %1391 = llvm.mlir.zero : !llvm.ptr
    %1392 = llvm.getelementptr %1391[%1390] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1393 = llvm.ptrtoint %1392 : !llvm.ptr to i64
    %1394 = llvm.mlir.constant(64 : index) : i64
    %1395 = llvm.add %1393, %1394 : i64
    %1396 = llvm.call @malloc(%1395) : (i64) -> !llvm.ptr
    %1397 = llvm.ptrtoint %1396 : !llvm.ptr to i64
    %1398 = llvm.mlir.constant(1 : index) : i64
    %1399 = llvm.sub %1394, %1398 : i64
    %1400 = llvm.add %1397, %1399 : i64
    %1401 = llvm.urem %1400, %1394 : i64
    %1402 = llvm.sub %1400, %1401 : i64
    %1403 = llvm.inttoptr %1402 : i64 to !llvm.ptr
    %1404 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1405 = llvm.insertvalue %1396, %1404[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1406 = llvm.insertvalue %1403, %1405[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1407 = llvm.mlir.constant(0 : index) : i64
    %1408 = llvm.insertvalue %1407, %1406[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1409 = llvm.insertvalue %791, %1408[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1410 = llvm.insertvalue %1387, %1409[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1411 = llvm.insertvalue %1388, %1410[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1412 = llvm.insertvalue %1387, %1411[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1413 = llvm.insertvalue %1388, %1412[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1414 = llvm.insertvalue %1389, %1413[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb61(%56 : i64)
  ^bb61(%1415: i64):  // 2 preds: ^bb60, ^bb68
    %1416 = llvm.icmp "slt" %1415, %791 : i64
    llvm.cond_br %1416, ^bb62, ^bb69
  ^bb62:  // pred: ^bb61
    llvm.br ^bb63(%56 : i64)
  ^bb63(%1417: i64):  // 2 preds: ^bb62, ^bb67
    %1418 = llvm.icmp "slt" %1417, %58 : i64
    llvm.cond_br %1418, ^bb64, ^bb68
  ^bb64:  // pred: ^bb63
    llvm.br ^bb65(%56 : i64)
  ^bb65(%1419: i64):  // 2 preds: ^bb64, ^bb66
    %1420 = llvm.icmp "slt" %1419, %57 : i64
    llvm.cond_br %1420, ^bb66, ^bb67
  ^bb66:  // pred: ^bb65
    %1421 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1422 = llvm.mlir.constant(8 : index) : i64
    %1423 = llvm.mul %1415, %1422 overflow<nsw, nuw> : i64
    %1424 = llvm.add %1423, %1417 overflow<nsw, nuw> : i64
    %1425 = llvm.add %1424, %1419 overflow<nsw, nuw> : i64
    %1426 = llvm.getelementptr inbounds|nuw %1421[%1425] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1427 = llvm.load %1426 : !llvm.ptr -> f64
    %1428 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1429 = llvm.mlir.constant(8 : index) : i64
    %1430 = llvm.mul %1415, %1429 overflow<nsw, nuw> : i64
    %1431 = llvm.add %1430, %1417 overflow<nsw, nuw> : i64
    %1432 = llvm.add %1431, %1419 overflow<nsw, nuw> : i64
    %1433 = llvm.getelementptr inbounds|nuw %1428[%1432] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1427, %1433 : f64, !llvm.ptr
    %1434 = llvm.add %1419, %57 : i64
    llvm.br ^bb65(%1434 : i64)
  ^bb67:  // pred: ^bb65
    %1435 = llvm.add %1417, %57 : i64
    llvm.br ^bb63(%1435 : i64)
  ^bb68:  // pred: ^bb63
    %1436 = llvm.add %1415, %57 : i64
    llvm.br ^bb61(%1436 : i64)
  ^bb69:  // pred: ^bb61
    llvm.br ^bb70(%56 : i64)
  ^bb70(%1437: i64):  // 2 preds: ^bb69, ^bb77
    %1438 = llvm.icmp "slt" %1437, %791 : i64
    llvm.cond_br %1438, ^bb71, ^bb78
  ^bb71:  // pred: ^bb70
    llvm.br ^bb72(%56 : i64)
  ^bb72(%1439: i64):  // 2 preds: ^bb71, ^bb76
    %1440 = llvm.icmp "slt" %1439, %58 : i64
    llvm.cond_br %1440, ^bb73, ^bb77
  ^bb73:  // pred: ^bb72
    llvm.br ^bb74(%56 : i64)
  ^bb74(%1441: i64):  // 2 preds: ^bb73, ^bb75
    %1442 = llvm.icmp "slt" %1441, %40 : i64
    llvm.cond_br %1442, ^bb75, ^bb76
  ^bb75:  // pred: ^bb74
    %1443 = llvm.extractvalue %1316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1444 = llvm.mlir.constant(256 : index) : i64
    %1445 = llvm.mul %1437, %1444 overflow<nsw, nuw> : i64
    %1446 = llvm.mlir.constant(32 : index) : i64
    %1447 = llvm.mul %1439, %1446 overflow<nsw, nuw> : i64
    %1448 = llvm.add %1445, %1447 overflow<nsw, nuw> : i64
    %1449 = llvm.add %1448, %1441 overflow<nsw, nuw> : i64
    %1450 = llvm.getelementptr inbounds|nuw %1443[%1449] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1451 = llvm.load %1450 : !llvm.ptr -> f64
    %1452 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1453 = llvm.mlir.constant(8 : index) : i64
    %1454 = llvm.mul %1437, %1453 overflow<nsw, nuw> : i64
    %1455 = llvm.add %1454, %1439 overflow<nsw, nuw> : i64
    %1456 = llvm.add %1455, %56 overflow<nsw, nuw> : i64
    %1457 = llvm.getelementptr inbounds|nuw %1452[%1456] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1458 = llvm.load %1457 : !llvm.ptr -> f64
    %1459 = llvm.fadd %1451, %1458 : f64
    %1460 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1461 = llvm.mlir.constant(8 : index) : i64
    %1462 = llvm.mul %1437, %1461 overflow<nsw, nuw> : i64
    %1463 = llvm.add %1462, %1439 overflow<nsw, nuw> : i64
    %1464 = llvm.add %1463, %56 overflow<nsw, nuw> : i64
    %1465 = llvm.getelementptr inbounds|nuw %1460[%1464] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1459, %1465 : f64, !llvm.ptr
    %1466 = llvm.add %1441, %57 : i64
    llvm.br ^bb74(%1466 : i64)
  ^bb76:  // pred: ^bb74
    %1467 = llvm.add %1439, %57 : i64
    llvm.br ^bb72(%1467 : i64)
  ^bb77:  // pred: ^bb72
    %1468 = llvm.add %1437, %57 : i64
    llvm.br ^bb70(%1468 : i64)
  ^bb78:  // pred: ^bb70
    %1469 = llvm.mlir.constant(8 : index) : i64
    %1470 = llvm.mlir.constant(1 : index) : i64
    %1471 = llvm.mlir.constant(1 : index) : i64
    %1472 = llvm.mul %1469, %791 : i64
    %1473 = llvm.mlir.zero : !llvm.ptr
    %1474 = llvm.getelementptr %1473[%1472] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1475 = llvm.ptrtoint %1474 : !llvm.ptr to i64
    %1476 = llvm.mlir.constant(64 : index) : i64
    %1477 = llvm.add %1475, %1476 : i64
    %1478 = llvm.call @malloc(%1477) : (i64) -> !llvm.ptr
    %1479 = llvm.ptrtoint %1478 : !llvm.ptr to i64
    %1480 = llvm.mlir.constant(1 : index) : i64
    %1481 = llvm.sub %1476, %1480 : i64
    %1482 = llvm.add %1479, %1481 : i64
    %1483 = llvm.urem %1482, %1476 : i64
    %1484 = llvm.sub %1482, %1483 : i64
    %1485 = llvm.inttoptr %1484 : i64 to !llvm.ptr
    %1486 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1487 = llvm.insertvalue %1478, %1486[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1488 = llvm.insertvalue %1485, %1487[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1489 = llvm.mlir.constant(0 : index) : i64
    %1490 = llvm.insertvalue %1489, %1488[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1491 = llvm.insertvalue %791, %1490[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1492 = llvm.insertvalue %1469, %1491[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1493 = llvm.insertvalue %1470, %1492[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1494 = llvm.insertvalue %1469, %1493[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1495 = llvm.insertvalue %1470, %1494[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1496 = llvm.insertvalue %1471, %1495[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb79(%56 : i64)
  ^bb79(%1497: i64):  // 2 preds: ^bb78, ^bb86
    %1498 = llvm.icmp "slt" %1497, %791 : i64
    llvm.cond_br %1498, ^bb80, ^bb87
  ^bb80:  // pred: ^bb79
    llvm.br ^bb81(%56 : i64)
  ^bb81(%1499: i64):  // 2 preds: ^bb80, ^bb85
    %1500 = llvm.icmp "slt" %1499, %58 : i64
    llvm.cond_br %1500, ^bb82, ^bb86
  ^bb82:  // pred: ^bb81
    llvm.br ^bb83(%56 : i64)
  ^bb83(%1501: i64):  // 2 preds: ^bb82, ^bb84
    %1502 = llvm.icmp "slt" %1501, %57 : i64
    llvm.cond_br %1502, ^bb84, ^bb85
  ^bb84:  // pred: ^bb83
    %1503 = llvm.extractvalue %1371[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1504 = llvm.mlir.constant(8 : index) : i64
    %1505 = llvm.mul %1497, %1504 overflow<nsw, nuw> : i64
    %1506 = llvm.add %1505, %1499 overflow<nsw, nuw> : i64
    %1507 = llvm.add %1506, %1501 overflow<nsw, nuw> : i64
    %1508 = llvm.getelementptr inbounds|nuw %1503[%1507] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1509 = llvm.load %1508 : !llvm.ptr -> f64
    %1510 = llvm.extractvalue %1496[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1511 = llvm.mlir.constant(8 : index) : i64
    %1512 = llvm.mul %1497, %1511 overflow<nsw, nuw> : i64
    %1513 = llvm.add %1512, %1499 overflow<nsw, nuw> : i64
    %1514 = llvm.add %1513, %1501 overflow<nsw, nuw> : i64
    %1515 = llvm.getelementptr inbounds|nuw %1510[%1514] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1509, %1515 : f64, !llvm.ptr
    %1516 = llvm.add %1501, %57 : i64
    llvm.br ^bb83(%1516 : i64)
  ^bb85:  // pred: ^bb83
    %1517 = llvm.add %1499, %57 : i64
    llvm.br ^bb81(%1517 : i64)
  ^bb86:  // pred: ^bb81
    %1518 = llvm.add %1497, %57 : i64
    llvm.br ^bb79(%1518 : i64)
  ^bb87:  // pred: ^bb79
    llvm.br ^bb88(%56 : i64)
  ^bb88(%1519: i64):  // 2 preds: ^bb87, ^bb95
    %1520 = llvm.icmp "slt" %1519, %791 : i64
    llvm.cond_br %1520, ^bb89, ^bb96
  ^bb89:  // pred: ^bb88
    llvm.br ^bb90(%56 : i64)
  ^bb90(%1521: i64):  // 2 preds: ^bb89, ^bb94
    %1522 = llvm.icmp "slt" %1521, %58 : i64
    llvm.cond_br %1522, ^bb91, ^bb95
  ^bb91:  // pred: ^bb90
    llvm.br ^bb92(%56 : i64)
  ^bb92(%1523: i64):  // 2 preds: ^bb91, ^bb93
    %1524 = llvm.icmp "slt" %1523, %40 : i64
    llvm.cond_br %1524, ^bb93, ^bb94
  ^bb93:  // pred: ^bb92
    %1525 = llvm.extractvalue %1316[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1526 = llvm.mlir.constant(256 : index) : i64
    %1527 = llvm.mul %1519, %1526 overflow<nsw, nuw> : i64
    %1528 = llvm.mlir.constant(32 : index) : i64
    %1529 = llvm.mul %1521, %1528 overflow<nsw, nuw> : i64
    %1530 = llvm.add %1527, %1529 overflow<nsw, nuw> : i64
    %1531 = llvm.add %1530, %1523 overflow<nsw, nuw> : i64
    %1532 = llvm.getelementptr inbounds|nuw %1525[%1531] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1533 = llvm.load %1532 : !llvm.ptr -> f64
    %1534 = llvm.extractvalue %1414[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1535 = llvm.mlir.constant(8 : index) : i64
    %1536 = llvm.mul %1519, %1535 overflow<nsw, nuw> : i64
    %1537 = llvm.add %1536, %1521 overflow<nsw, nuw> : i64
    %1538 = llvm.add %1537, %56 overflow<nsw, nuw> : i64
    %1539 = llvm.getelementptr inbounds|nuw %1534[%1538] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1540 = llvm.load %1539 : !llvm.ptr -> f64
    %1541 = llvm.extractvalue %1496[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1542 = llvm.mlir.constant(8 : index) : i64
    %1543 = llvm.mul %1519, %1542 overflow<nsw, nuw> : i64
    %1544 = llvm.add %1543, %1521 overflow<nsw, nuw> : i64
    %1545 = llvm.add %1544, %56 overflow<nsw, nuw> : i64
    %1546 = llvm.getelementptr inbounds|nuw %1541[%1545] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1547 = llvm.load %1546 : !llvm.ptr -> f64
    %1548 = llvm.fdiv %1540, %49 : f64
    %1549 = llvm.fsub %1533, %1548 : f64
    %1550 = llvm.fmul %1549, %1549 : f64
    %1551 = llvm.fadd %1550, %1547 : f64
    %1552 = llvm.extractvalue %1496[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1553 = llvm.mlir.constant(8 : index) : i64
    %1554 = llvm.mul %1519, %1553 overflow<nsw, nuw> : i64
    %1555 = llvm.add %1554, %1521 overflow<nsw, nuw> : i64
    %1556 = llvm.add %1555, %56 overflow<nsw, nuw> : i64
    %1557 = llvm.getelementptr inbounds|nuw %1552[%1556] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %1551, %1557 : f64, !llvm.ptr
    %1558 = llvm.add %1523, %57 : i64
    llvm.br ^bb92(%1558 : i64)
  ^bb94:  // pred: ^bb92
    %1559 = llvm.add %1521, %57 : i64
    llvm.br ^bb90(%1559 : i64)
  ^bb95:  // pred: ^bb90
    %1560 = llvm.add %1519, %57 : i64
    llvm.br ^bb88(%1560 : i64)
  ^bb96:  // pred: ^bb88
    %1561 = llvm.mlir.constant(8 : index) : i64
    %1562 = llvm.mlir.constant(1 : index) : i64
    %1563 = llvm.mlir.constant(1 : index) : i64
    %1564 = llvm.mul %1561, %791 : i64
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
    %1578 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1579 = llvm.insertvalue %1570, %1578[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1580 = llvm.insertvalue %1577, %1579[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1581 = llvm.mlir.constant(0 : index) : i64
    %1582 = llvm.insertvalue %1581, %1580[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1583 = llvm.insertvalue %791, %1582[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1584 = llvm.insertvalue %1561, %1583[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1585 = llvm.insertvalue %1562, %1584[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1586 = llvm.insertvalue %1561, %1585[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1587 = llvm.insertvalue %1562, %1586[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1588 = llvm.insertvalue %1563, %1587[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb97(%56 : i64)
  ^bb97(%1589: i64):  // 2 preds: ^bb96, ^bb104
    %1590 = llvm.icmp "slt" %1589, %791 : i64
    llvm.cond_br %1590, ^bb98, ^bb105
  ^bb98:  // pred: ^bb97
    llvm.br ^bb99(%56 : i64)
  ^bb99(%1591: i64):  // 2 preds: ^bb98, ^bb103
    %1592 = llvm.icmp "slt" %1591, %58 : i64
    llvm.cond_br %1592, ^bb100, ^bb104
  ^bb100:  // pred: ^bb99
    llvm.br ^bb101(%56 : i64)
  ^bb101(%1593: i64):  // 2 preds: ^bb100, ^bb102
    %1594 = llvm.icmp "slt" %1593, %57 : i64
    llvm.cond_br %1594, ^bb102, ^bb103
  ^bb102:  // pred: ^bb101
    %1595 = llvm.extractvalue %1588[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1596 = llvm.mlir.constant(8 : index) : i64
    %1597 = llvm.mul %1589, %1596 overflow<nsw, nuw> : i64
    %1598 = llvm.add %1597, %1591 overflow<nsw, nuw> : i64
    %1599 = llvm.add %1598, %1593 overflow<nsw, nuw> : i64
    %1600 = llvm.getelementptr inbounds|nuw %1595[%1599] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %1600 : f32, !llvm.ptr
    %1601 = llvm.add %1593, %57 : i64
    llvm.br ^bb101(%1601 : i64)
  ^bb103:  // pred: ^bb101
    %1602 = llvm.add %1591, %57 : i64
    llvm.br ^bb99(%1602 : i64)
  ^bb104:  // pred: ^bb99
    %1603 = llvm.add %1589, %57 : i64
    llvm.br ^bb97(%1603 : i64)
  ^bb105:  // pred: ^bb97
    %1604 = llvm.mlir.constant(8 : index) : i64
    %1605 = llvm.mlir.constant(1 : index) : i64
    %1606 = llvm.mlir.constant(1 : index) : i64
    %1607 = llvm.mul %1604, %791 : i64
    %1608 = llvm.mlir.zero : !llvm.ptr
    %1609 = llvm.getelementptr %1608[%1607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1610 = llvm.ptrtoint %1609 : !llvm.ptr to i64
    %1611 = llvm.mlir.constant(64 : index) : i64
    %1612 = llvm.add %1610, %1611 : i64
    %1613 = llvm.call @malloc(%1612) : (i64) -> !llvm.ptr
    %1614 = llvm.ptrtoint %1613 : !llvm.ptr to i64
    %1615 = llvm.mlir.constant(1 : index) : i64
    %1616 = llvm.sub %1611, %1615 : i64
    %1617 = llvm.add %1614, %1616 : i64
    %1618 = llvm.urem %1617, %1611 : i64
    %1619 = llvm.sub %1617, %1618 : i64
    %1620 = llvm.inttoptr %1619 : i64 to !llvm.ptr
    %1621 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1622 = llvm.insertvalue %1613, %1621[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1623 = llvm.insertvalue %1620, %1622[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1624 = llvm.mlir.constant(0 : index) : i64
    %1625 = llvm.insertvalue %1624, %1623[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1626 = llvm.insertvalue %791, %1625[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1627 = llvm.insertvalue %1604, %1626[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1628 = llvm.insertvalue %1605, %1627[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1629 = llvm.insertvalue %1604, %1628[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1630 = llvm.insertvalue %1605, %1629[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1631 = llvm.insertvalue %1606, %1630[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb106(%56 : i64)
  ^bb106(%1632: i64):  // 2 preds: ^bb105, ^bb113
    %1633 = llvm.icmp "slt" %1632, %791 : i64
    llvm.cond_br %1633, ^bb107, ^bb114
  ^bb107:  // pred: ^bb106
    llvm.br ^bb108(%56 : i64)
  ^bb108(%1634: i64):  // 2 preds: ^bb107, ^bb112
    %1635 = llvm.icmp "slt" %1634, %58 : i64
    llvm.cond_br %1635, ^bb109, ^bb113
  ^bb109:  // pred: ^bb108
    llvm.br ^bb110(%56 : i64)
  ^bb110(%1636: i64):  // 2 preds: ^bb109, ^bb111
    %1637 = llvm.icmp "slt" %1636, %57 : i64
    llvm.cond_br %1637, ^bb111, ^bb112
  ^bb111:  // pred: ^bb110
    %1638 = llvm.extractvalue %1588[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1639 = llvm.mlir.constant(8 : index) : i64
    %1640 = llvm.mul %1632, %1639 overflow<nsw, nuw> : i64
    %1641 = llvm.add %1640, %1634 overflow<nsw, nuw> : i64
    %1642 = llvm.add %1641, %1636 overflow<nsw, nuw> : i64
    %1643 = llvm.getelementptr inbounds|nuw %1638[%1642] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1644 = llvm.load %1643 : !llvm.ptr -> f32
    %1645 = llvm.extractvalue %1631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1646 = llvm.mlir.constant(8 : index) : i64
    %1647 = llvm.mul %1632, %1646 overflow<nsw, nuw> : i64
    %1648 = llvm.add %1647, %1634 overflow<nsw, nuw> : i64
    %1649 = llvm.add %1648, %1636 overflow<nsw, nuw> : i64
    %1650 = llvm.getelementptr inbounds|nuw %1645[%1649] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1644, %1650 : f32, !llvm.ptr
    %1651 = llvm.add %1636, %57 : i64
    llvm.br ^bb110(%1651 : i64)
  ^bb112:  // pred: ^bb110
    %1652 = llvm.add %1634, %57 : i64
    llvm.br ^bb108(%1652 : i64)
  ^bb113:  // pred: ^bb108
    %1653 = llvm.add %1632, %57 : i64
    llvm.br ^bb106(%1653 : i64)
  ^bb114:  // pred: ^bb106
    llvm.br ^bb115(%56 : i64)
  ^bb115(%1654: i64):  // 2 preds: ^bb114, ^bb122
    %1655 = llvm.icmp "slt" %1654, %791 : i64
    llvm.cond_br %1655, ^bb116, ^bb123
  ^bb116:  // pred: ^bb115
    llvm.br ^bb117(%56 : i64)
  ^bb117(%1656: i64):  // 2 preds: ^bb116, ^bb121
    %1657 = llvm.icmp "slt" %1656, %58 : i64
    llvm.cond_br %1657, ^bb118, ^bb122
  ^bb118:  // pred: ^bb117
    llvm.br ^bb119(%56 : i64)
  ^bb119(%1658: i64):  // 2 preds: ^bb118, ^bb120
    %1659 = llvm.icmp "slt" %1658, %40 : i64
    llvm.cond_br %1659, ^bb120, ^bb121
  ^bb120:  // pred: ^bb119
    %1660 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1661 = llvm.mlir.constant(256 : index) : i64
    %1662 = llvm.mul %1654, %1661 overflow<nsw, nuw> : i64
    %1663 = llvm.mlir.constant(32 : index) : i64
    %1664 = llvm.mul %1656, %1663 overflow<nsw, nuw> : i64
    %1665 = llvm.add %1662, %1664 overflow<nsw, nuw> : i64
    %1666 = llvm.add %1665, %1658 overflow<nsw, nuw> : i64
    %1667 = llvm.getelementptr inbounds|nuw %1660[%1666] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1668 = llvm.load %1667 : !llvm.ptr -> f32
    %1669 = llvm.extractvalue %1631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1670 = llvm.mlir.constant(8 : index) : i64
    %1671 = llvm.mul %1654, %1670 overflow<nsw, nuw> : i64
    %1672 = llvm.add %1671, %1656 overflow<nsw, nuw> : i64
    %1673 = llvm.add %1672, %56 overflow<nsw, nuw> : i64
    %1674 = llvm.getelementptr inbounds|nuw %1669[%1673] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1675 = llvm.load %1674 : !llvm.ptr -> f32
    %1676 = llvm.fadd %1668, %1675 : f32
    %1677 = llvm.extractvalue %1631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1678 = llvm.mlir.constant(8 : index) : i64
    %1679 = llvm.mul %1654, %1678 overflow<nsw, nuw> : i64
    %1680 = llvm.add %1679, %1656 overflow<nsw, nuw> : i64
    %1681 = llvm.add %1680, %56 overflow<nsw, nuw> : i64
    %1682 = llvm.getelementptr inbounds|nuw %1677[%1681] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1676, %1682 : f32, !llvm.ptr
    %1683 = llvm.add %1658, %57 : i64
    llvm.br ^bb119(%1683 : i64)
  ^bb121:  // pred: ^bb119
    %1684 = llvm.add %1656, %57 : i64
    llvm.br ^bb117(%1684 : i64)
  ^bb122:  // pred: ^bb117
    %1685 = llvm.add %1654, %57 : i64
    llvm.br ^bb115(%1685 : i64)
  ^bb123:  // pred: ^bb115
    %1686 = llvm.mlir.constant(8 : index) : i64
    %1687 = llvm.mlir.constant(32 : index) : i64
    %1688 = llvm.mlir.constant(1 : index) : i64
    %1689 = llvm.mlir.constant(256 : index) : i64
    %1690 = llvm.mul %1689, %791 : i64
    %1691 = llvm.mlir.zero : !llvm.ptr
    %1692 = llvm.getelementptr %1691[%1690] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1693 = llvm.ptrtoint %1692 : !llvm.ptr to i64
    %1694 = llvm.mlir.constant(64 : index) : i64
    %1695 = llvm.add %1693, %1694 : i64
    %1696 = llvm.call @malloc(%1695) : (i64) -> !llvm.ptr
    %1697 = llvm.ptrtoint %1696 : !llvm.ptr to i64
    %1698 = llvm.mlir.constant(1 : index) : i64
    %1699 = llvm.sub %1694, %1698 : i64
    %1700 = llvm.add %1697, %1699 : i64
    %1701 = llvm.urem %1700, %1694 : i64
    %1702 = llvm.sub %1700, %1701 : i64
    %1703 = llvm.inttoptr %1702 : i64 to !llvm.ptr
    %1704 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1705 = llvm.insertvalue %1696, %1704[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1706 = llvm.insertvalue %1703, %1705[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1707 = llvm.mlir.constant(0 : index) : i64
    %1708 = llvm.insertvalue %1707, %1706[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1709 = llvm.insertvalue %791, %1708[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1710 = llvm.insertvalue %1686, %1709[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1711 = llvm.insertvalue %1687, %1710[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1712 = llvm.insertvalue %1689, %1711[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1713 = llvm.insertvalue %1687, %1712[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1714 = llvm.insertvalue %1688, %1713[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb124(%56 : i64)
  ^bb124(%1715: i64):  // 2 preds: ^bb123, ^bb131
    %1716 = llvm.icmp "slt" %1715, %791 : i64
    llvm.cond_br %1716, ^bb125, ^bb132
  ^bb125:  // pred: ^bb124
    llvm.br ^bb126(%56 : i64)
  ^bb126(%1717: i64):  // 2 preds: ^bb125, ^bb130
    %1718 = llvm.icmp "slt" %1717, %58 : i64
    llvm.cond_br %1718, ^bb127, ^bb131
  ^bb127:  // pred: ^bb126
    llvm.br ^bb128(%56 : i64)
  ^bb128(%1719: i64):  // 2 preds: ^bb127, ^bb129
    %1720 = llvm.icmp "slt" %1719, %40 : i64
    llvm.cond_br %1720, ^bb129, ^bb130
  ^bb129:  // pred: ^bb128
    %1721 = llvm.extractvalue %1247[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1722 = llvm.mlir.constant(256 : index) : i64
    %1723 = llvm.mul %1715, %1722 overflow<nsw, nuw> : i64
    %1724 = llvm.mlir.constant(32 : index) : i64
    %1725 = llvm.mul %1717, %1724 overflow<nsw, nuw> : i64
    %1726 = llvm.add %1723, %1725 overflow<nsw, nuw> : i64
    %1727 = llvm.add %1726, %1719 overflow<nsw, nuw> : i64
    %1728 = llvm.getelementptr inbounds|nuw %1721[%1727] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1729 = llvm.load %1728 : !llvm.ptr -> f32
    %1730 = llvm.extractvalue %1631[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1731 = llvm.mlir.constant(8 : index) : i64
    %1732 = llvm.mul %1715, %1731 overflow<nsw, nuw> : i64
    %1733 = llvm.add %1732, %1717 overflow<nsw, nuw> : i64
    %1734 = llvm.add %1733, %56 overflow<nsw, nuw> : i64
    %1735 = llvm.getelementptr inbounds|nuw %1730[%1734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1736 = llvm.load %1735 : !llvm.ptr -> f32
    %1737 = llvm.extractvalue %1496[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1738 = llvm.mlir.constant(8 : index) : i64
    %1739 = llvm.mul %1715, %1738 overflow<nsw, nuw> : i64
    %1740 = llvm.add %1739, %1717 overflow<nsw, nuw> : i64
    %1741 = llvm.add %1740, %56 overflow<nsw, nuw> : i64
    %1742 = llvm.getelementptr inbounds|nuw %1737[%1741] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %1743 = llvm.load %1742 : !llvm.ptr -> f64
    %1744 = llvm.extractvalue %690[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1745 = llvm.getelementptr inbounds|nuw %1744[%1719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1746 = llvm.load %1745 : !llvm.ptr -> f32
    %1747 = llvm.extractvalue %674[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %1748 = llvm.getelementptr inbounds|nuw %1747[%1719] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1749 = llvm.load %1748 : !llvm.ptr -> f32
    %1750 = llvm.fdiv %1743, %49 : f64
    %1751 = llvm.fptrunc %1750 : f64 to f32
    %1752 = llvm.fptrunc %50 : f64 to f32
    %1753 = llvm.fadd %1751, %1752 : f32
    %1754 = llvm.intr.sqrt(%1753) : (f32) -> f32
    %1755 = llvm.fdiv %61, %1754 : f32
    %1756 = llvm.fdiv %1736, %48 : f32
    %1757 = llvm.fsub %1729, %1756 : f32
    %1758 = llvm.fmul %1757, %1755 : f32
    %1759 = llvm.fmul %1758, %1746 : f32
    %1760 = llvm.fadd %1759, %1749 : f32
    %1761 = llvm.extractvalue %1714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %1762 = llvm.mlir.constant(256 : index) : i64
    %1763 = llvm.mul %1715, %1762 overflow<nsw, nuw> : i64
    %1764 = llvm.mlir.constant(32 : index) : i64
    %1765 = llvm.mul %1717, %1764 overflow<nsw, nuw> : i64
    %1766 = llvm.add %1763, %1765 overflow<nsw, nuw> : i64
    %1767 = llvm.add %1766, %1719 overflow<nsw, nuw> : i64
    %1768 = llvm.getelementptr inbounds|nuw %1761[%1767] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %1760, %1768 : f32, !llvm.ptr
    %1769 = llvm.add %1719, %57 : i64
    llvm.br ^bb128(%1769 : i64)
  ^bb130:  // pred: ^bb128
    %1770 = llvm.add %1717, %57 : i64
    llvm.br ^bb126(%1770 : i64)
  ^bb131:  // pred: ^bb126
    %1771 = llvm.add %1715, %57 : i64
    llvm.br ^bb124(%1771 : i64)
  ^bb132:  // pred: ^bb124
    %1772 = llvm.mlir.constant(1 : index) : i64
    %1773 = llvm.mlir.constant(8 : index) : i64
    %1774 = llvm.mlir.constant(8 : index) : i64
    %1775 = llvm.mlir.constant(1 : index) : i64
    %1776 = llvm.mlir.constant(64 : index) : i64
    %1777 = llvm.mlir.constant(64 : index) : i64
    %1778 = llvm.mul %1777, %808 : i64
    %1779 = llvm.mlir.zero : !llvm.ptr
    %1780 = llvm.getelementptr %1779[%1778] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %1781 = llvm.ptrtoint %1780 : !llvm.ptr to i64
    %1782 = llvm.mlir.constant(64 : index) : i64
    %1783 = llvm.add %1781, %1782 : i64
    %1784 = llvm.call @malloc(%1783) : (i64) -> !llvm.ptr
    %1785 = llvm.ptrtoint %1784 : !llvm.ptr to i64
    %1786 = llvm.mlir.constant(1 : index) : i64
    %1787 = llvm.sub %1782, %1786 : i64
    %1788 = llvm.add %1785, %1787 : i64
    %1789 = llvm.urem %1788, %1782 : i64
    %1790 = llvm.sub %1788, %1789 : i64
    %1791 = llvm.inttoptr %1790 : i64 to !llvm.ptr
    %1792 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1793 = llvm.insertvalue %1784, %1792[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1794 = llvm.insertvalue %1791, %1793[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1795 = llvm.mlir.constant(0 : index) : i64
    %1796 = llvm.insertvalue %1795, %1794[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1797 = llvm.insertvalue %808, %1796[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1798 = llvm.insertvalue %1772, %1797[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1799 = llvm.insertvalue %1773, %1798[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1800 = llvm.insertvalue %1774, %1799[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1801 = llvm.insertvalue %1777, %1800[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1802 = llvm.insertvalue %1776, %1801[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1803 = llvm.insertvalue %1774, %1802[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1804 = llvm.insertvalue %1775, %1803[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1805 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1806 = llvm.extractvalue %1804[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1807 = llvm.extractvalue %1804[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1808 = llvm.insertvalue %1806, %1805[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1809 = llvm.insertvalue %1807, %1808[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1810 = llvm.mlir.constant(0 : index) : i64
    %1811 = llvm.insertvalue %1810, %1809[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1812 = llvm.insertvalue %808, %1811[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1813 = llvm.mlir.constant(64 : index) : i64
    %1814 = llvm.insertvalue %1813, %1812[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1815 = llvm.mlir.constant(1 : index) : i64
    %1816 = llvm.insertvalue %1815, %1814[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1817 = llvm.mlir.constant(64 : index) : i64
    %1818 = llvm.insertvalue %1817, %1816[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1819 = llvm.mlir.constant(1 : index) : i64
    %1820 = llvm.insertvalue %1819, %1818[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1821 = llvm.mlir.constant(64 : index) : i64
    %1822 = llvm.insertvalue %1821, %1820[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1823 = llvm.mlir.constant(8 : index) : i64
    %1824 = llvm.insertvalue %1823, %1822[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1825 = llvm.mlir.constant(8 : index) : i64
    %1826 = llvm.insertvalue %1825, %1824[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1827 = llvm.mlir.constant(1 : index) : i64
    %1828 = llvm.insertvalue %1827, %1826[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1829 = llvm.mlir.constant(8 : index) : i64
    %1830 = llvm.insertvalue %1829, %1828[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1831 = llvm.mlir.constant(8 : index) : i64
    %1832 = llvm.insertvalue %1831, %1830[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1833 = llvm.mlir.constant(1 : index) : i64
    %1834 = llvm.insertvalue %1833, %1832[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1835 = llvm.extractvalue %1834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1836 = llvm.mlir.constant(1 : index) : i64
    %1837 = llvm.mlir.constant(1 : index) : i64
    %1838 = llvm.mlir.constant(8 : index) : i64
    %1839 = llvm.mlir.constant(1 : index) : i64
    %1840 = llvm.mlir.constant(8 : index) : i64
    %1841 = llvm.mlir.constant(1 : index) : i64
    %1842 = llvm.mlir.constant(8 : index) : i64
    %1843 = llvm.mlir.constant(64 : index) : i64
    %1844 = llvm.mlir.constant(64 : index) : i64
    %1845 = llvm.mlir.constant(64 : index) : i64
    %1846 = llvm.mul %1845, %1835 : i64
    %1847 = llvm.mlir.zero : !llvm.ptr
    %1848 = llvm.getelementptr %1847[%1846] : (!llvm.ptr, i64) -> !llvm.ptr, i1
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
    %1860 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1861 = llvm.insertvalue %1852, %1860[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1862 = llvm.insertvalue %1859, %1861[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1863 = llvm.mlir.constant(0 : index) : i64
    %1864 = llvm.insertvalue %1863, %1862[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1865 = llvm.insertvalue %1835, %1864[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1866 = llvm.insertvalue %1836, %1865[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1867 = llvm.insertvalue %1837, %1866[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1868 = llvm.insertvalue %1838, %1867[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1869 = llvm.insertvalue %1839, %1868[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1870 = llvm.insertvalue %1840, %1869[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1871 = llvm.insertvalue %1845, %1870[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1872 = llvm.insertvalue %1844, %1871[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1873 = llvm.insertvalue %1843, %1872[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1874 = llvm.insertvalue %1842, %1873[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1875 = llvm.insertvalue %1840, %1874[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1876 = llvm.insertvalue %1841, %1875[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.br ^bb133(%56 : i64)
  ^bb133(%1877: i64):  // 2 preds: ^bb132, ^bb149
    %1878 = llvm.icmp "slt" %1877, %1835 : i64
    llvm.cond_br %1878, ^bb134, ^bb150
  ^bb134:  // pred: ^bb133
    llvm.br ^bb135(%56 : i64)
  ^bb135(%1879: i64):  // 2 preds: ^bb134, ^bb148
    %1880 = llvm.icmp "slt" %1879, %57 : i64
    llvm.cond_br %1880, ^bb136, ^bb149
  ^bb136:  // pred: ^bb135
    llvm.br ^bb137(%56 : i64)
  ^bb137(%1881: i64):  // 2 preds: ^bb136, ^bb147
    %1882 = llvm.icmp "slt" %1881, %57 : i64
    llvm.cond_br %1882, ^bb138, ^bb148
  ^bb138:  // pred: ^bb137
    llvm.br ^bb139(%56 : i64)
  ^bb139(%1883: i64):  // 2 preds: ^bb138, ^bb146
    %1884 = llvm.icmp "slt" %1883, %58 : i64
    llvm.cond_br %1884, ^bb140, ^bb147
  ^bb140:  // pred: ^bb139
    llvm.br ^bb141(%56 : i64)
  ^bb141(%1885: i64):  // 2 preds: ^bb140, ^bb145
    %1886 = llvm.icmp "slt" %1885, %57 : i64
    llvm.cond_br %1886, ^bb142, ^bb146
  ^bb142:  // pred: ^bb141
    llvm.br ^bb143(%56 : i64)
  ^bb143(%1887: i64):  // 2 preds: ^bb142, ^bb144
    %1888 = llvm.icmp "slt" %1887, %58 : i64
    llvm.cond_br %1888, ^bb144, ^bb145
  ^bb144:  // pred: ^bb143
    %1889 = llvm.icmp "sge" %1883, %55 : i64
    %1890 = llvm.extractvalue %1876[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1891 = llvm.mlir.constant(64 : index) : i64
    %1892 = llvm.mul %1877, %1891 overflow<nsw, nuw> : i64
    %1893 = llvm.mlir.constant(64 : index) : i64
    %1894 = llvm.mul %1879, %1893 overflow<nsw, nuw> : i64
    %1895 = llvm.add %1892, %1894 overflow<nsw, nuw> : i64
    %1896 = llvm.mlir.constant(64 : index) : i64
    %1897 = llvm.mul %1881, %1896 overflow<nsw, nuw> : i64
    %1898 = llvm.add %1895, %1897 overflow<nsw, nuw> : i64
    %1899 = llvm.mlir.constant(8 : index) : i64
    %1900 = llvm.mul %1883, %1899 overflow<nsw, nuw> : i64
    %1901 = llvm.add %1898, %1900 overflow<nsw, nuw> : i64
    %1902 = llvm.mlir.constant(8 : index) : i64
    %1903 = llvm.mul %1885, %1902 overflow<nsw, nuw> : i64
    %1904 = llvm.add %1901, %1903 overflow<nsw, nuw> : i64
    %1905 = llvm.add %1904, %1887 overflow<nsw, nuw> : i64
    %1906 = llvm.getelementptr inbounds|nuw %1890[%1905] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    llvm.store %1889, %1906 : i1, !llvm.ptr
    %1907 = llvm.add %1887, %57 : i64
    llvm.br ^bb143(%1907 : i64)
  ^bb145:  // pred: ^bb143
    %1908 = llvm.add %1885, %57 : i64
    llvm.br ^bb141(%1908 : i64)
  ^bb146:  // pred: ^bb141
    %1909 = llvm.add %1883, %57 : i64
    llvm.br ^bb139(%1909 : i64)
  ^bb147:  // pred: ^bb139
    %1910 = llvm.add %1881, %57 : i64
    llvm.br ^bb137(%1910 : i64)
  ^bb148:  // pred: ^bb137
    %1911 = llvm.add %1879, %57 : i64
    llvm.br ^bb135(%1911 : i64)
  ^bb149:  // pred: ^bb135
    %1912 = llvm.add %1877, %57 : i64
    llvm.br ^bb133(%1912 : i64)
  ^bb150:  // pred: ^bb133
    %1913 = llvm.mlir.constant(1 : index) : i64
    %1914 = llvm.mlir.constant(8 : index) : i64
    %1915 = llvm.mlir.constant(8 : index) : i64
    %1916 = llvm.mlir.constant(1 : index) : i64
    %1917 = llvm.mlir.constant(64 : index) : i64
    %1918 = llvm.mlir.constant(64 : index) : i64
    %1919 = llvm.mul %1918, %808 : i64
    %1920 = llvm.mlir.zero : !llvm.ptr
    %1921 = llvm.getelementptr %1920[%1919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1922 = llvm.ptrtoint %1921 : !llvm.ptr to i64
    %1923 = llvm.mlir.constant(64 : index) : i64
    %1924 = llvm.add %1922, %1923 : i64
    %1925 = llvm.call @malloc(%1924) : (i64) -> !llvm.ptr
    %1926 = llvm.ptrtoint %1925 : !llvm.ptr to i64
    %1927 = llvm.mlir.constant(1 : index) : i64
    %1928 = llvm.sub %1923, %1927 : i64
    %1929 = llvm.add %1926, %1928 : i64
    %1930 = llvm.urem %1929, %1923 : i64
    %1931 = llvm.sub %1929, %1930 : i64
    %1932 = llvm.inttoptr %1931 : i64 to !llvm.ptr
    %1933 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1934 = llvm.insertvalue %1925, %1933[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1935 = llvm.insertvalue %1932, %1934[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1936 = llvm.mlir.constant(0 : index) : i64
    %1937 = llvm.insertvalue %1936, %1935[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1938 = llvm.insertvalue %808, %1937[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1939 = llvm.insertvalue %1913, %1938[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1940 = llvm.insertvalue %1914, %1939[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1941 = llvm.insertvalue %1915, %1940[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1942 = llvm.insertvalue %1918, %1941[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1943 = llvm.insertvalue %1917, %1942[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1944 = llvm.insertvalue %1915, %1943[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1945 = llvm.insertvalue %1916, %1944[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1946 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1947 = llvm.extractvalue %1945[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1948 = llvm.extractvalue %1945[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %1949 = llvm.insertvalue %1947, %1946[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1950 = llvm.insertvalue %1948, %1949[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1951 = llvm.mlir.constant(0 : index) : i64
    %1952 = llvm.insertvalue %1951, %1950[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1953 = llvm.insertvalue %1835, %1952[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1954 = llvm.mlir.constant(64 : index) : i64
    %1955 = llvm.insertvalue %1954, %1953[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1956 = llvm.mlir.constant(1 : index) : i64
    %1957 = llvm.insertvalue %1956, %1955[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1958 = llvm.mlir.constant(64 : index) : i64
    %1959 = llvm.insertvalue %1958, %1957[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1960 = llvm.mlir.constant(1 : index) : i64
    %1961 = llvm.insertvalue %1960, %1959[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1962 = llvm.mlir.constant(64 : index) : i64
    %1963 = llvm.insertvalue %1962, %1961[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1964 = llvm.mlir.constant(8 : index) : i64
    %1965 = llvm.insertvalue %1964, %1963[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1966 = llvm.mlir.constant(8 : index) : i64
    %1967 = llvm.insertvalue %1966, %1965[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1968 = llvm.mlir.constant(1 : index) : i64
    %1969 = llvm.insertvalue %1968, %1967[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1970 = llvm.mlir.constant(8 : index) : i64
    %1971 = llvm.insertvalue %1970, %1969[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1972 = llvm.mlir.constant(8 : index) : i64
    %1973 = llvm.insertvalue %1972, %1971[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1974 = llvm.mlir.constant(1 : index) : i64
    %1975 = llvm.insertvalue %1974, %1973[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1976 = llvm.extractvalue %1975[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %1977 = llvm.mlir.constant(1 : index) : i64
    %1978 = llvm.mlir.constant(1 : index) : i64
    %1979 = llvm.mlir.constant(8 : index) : i64
    %1980 = llvm.mlir.constant(1 : index) : i64
    %1981 = llvm.mlir.constant(8 : index) : i64
    %1982 = llvm.mlir.constant(1 : index) : i64
    %1983 = llvm.mlir.constant(8 : index) : i64
    %1984 = llvm.mlir.constant(64 : index) : i64
    %1985 = llvm.mlir.constant(64 : index) : i64
    %1986 = llvm.mlir.constant(64 : index) : i64
    %1987 = llvm.mul %1986, %1976 : i64
    %1988 = llvm.mlir.zero : !llvm.ptr
    %1989 = llvm.getelementptr %1988[%1987] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %1990 = llvm.ptrtoint %1989 : !llvm.ptr to i64
    %1991 = llvm.mlir.constant(64 : index) : i64
    %1992 = llvm.add %1990, %1991 : i64
    %1993 = llvm.call @malloc(%1992) : (i64) -> !llvm.ptr
    %1994 = llvm.ptrtoint %1993 : !llvm.ptr to i64
    %1995 = llvm.mlir.constant(1 : index) : i64
    %1996 = llvm.sub %1991, %1995 : i64
    %1997 = llvm.add %1994, %1996 : i64
    %1998 = llvm.urem %1997, %1991 : i64
    %1999 = llvm.sub %1997, %1998 : i64
    %2000 = llvm.inttoptr %1999 : i64 to !llvm.ptr
    %2001 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2002 = llvm.insertvalue %1993, %2001[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2003 = llvm.insertvalue %2000, %2002[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2004 = llvm.mlir.constant(0 : index) : i64
    %2005 = llvm.insertvalue %2004, %2003[2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2006 = llvm.insertvalue %1976, %2005[3, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2007 = llvm.insertvalue %1977, %2006[3, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2008 = llvm.insertvalue %1978, %2007[3, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2009 = llvm.insertvalue %1979, %2008[3, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2010 = llvm.insertvalue %1980, %2009[3, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2011 = llvm.insertvalue %1981, %2010[3, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2012 = llvm.insertvalue %1986, %2011[4, 0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2013 = llvm.insertvalue %1985, %2012[4, 1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2014 = llvm.insertvalue %1984, %2013[4, 2] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2015 = llvm.insertvalue %1983, %2014[4, 3] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2016 = llvm.insertvalue %1981, %2015[4, 4] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2017 = llvm.insertvalue %1982, %2016[4, 5] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.br ^bb151(%56 : i64)
  ^bb151(%2018: i64):  // 2 preds: ^bb150, ^bb167
    %2019 = llvm.icmp "slt" %2018, %1835 : i64
    llvm.cond_br %2019, ^bb152, ^bb168
  ^bb152:  // pred: ^bb151
    llvm.br ^bb153(%56 : i64)
  ^bb153(%2020: i64):  // 2 preds: ^bb152, ^bb166
    %2021 = llvm.icmp "slt" %2020, %57 : i64
    llvm.cond_br %2021, ^bb154, ^bb167
  ^bb154:  // pred: ^bb153
    llvm.br ^bb155(%56 : i64)
  ^bb155(%2022: i64):  // 2 preds: ^bb154, ^bb165
    %2023 = llvm.icmp "slt" %2022, %57 : i64
    llvm.cond_br %2023, ^bb156, ^bb166
  ^bb156:  // pred: ^bb155
    llvm.br ^bb157(%56 : i64)
  ^bb157(%2024: i64):  // 2 preds: ^bb156, ^bb164
    %2025 = llvm.icmp "slt" %2024, %58 : i64
    llvm.cond_br %2025, ^bb158, ^bb165
  ^bb158:  // pred: ^bb157
    llvm.br ^bb159(%56 : i64)
  ^bb159(%2026: i64):  // 2 preds: ^bb158, ^bb163
    %2027 = llvm.icmp "slt" %2026, %57 : i64
    llvm.cond_br %2027, ^bb160, ^bb164
  ^bb160:  // pred: ^bb159
    llvm.br ^bb161(%56 : i64)
  ^bb161(%2028: i64):  // 2 preds: ^bb160, ^bb162
    %2029 = llvm.icmp "slt" %2028, %58 : i64
    llvm.cond_br %2029, ^bb162, ^bb163
  ^bb162:  // pred: ^bb161
    %2030 = llvm.extractvalue %1876[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2031 = llvm.mlir.constant(64 : index) : i64
    %2032 = llvm.mul %2018, %2031 overflow<nsw, nuw> : i64
    %2033 = llvm.mlir.constant(64 : index) : i64
    %2034 = llvm.mul %2020, %2033 overflow<nsw, nuw> : i64
    %2035 = llvm.add %2032, %2034 overflow<nsw, nuw> : i64
    %2036 = llvm.mlir.constant(64 : index) : i64
    %2037 = llvm.mul %2022, %2036 overflow<nsw, nuw> : i64
    %2038 = llvm.add %2035, %2037 overflow<nsw, nuw> : i64
    %2039 = llvm.mlir.constant(8 : index) : i64
    %2040 = llvm.mul %2024, %2039 overflow<nsw, nuw> : i64
    %2041 = llvm.add %2038, %2040 overflow<nsw, nuw> : i64
    %2042 = llvm.mlir.constant(8 : index) : i64
    %2043 = llvm.mul %2026, %2042 overflow<nsw, nuw> : i64
    %2044 = llvm.add %2041, %2043 overflow<nsw, nuw> : i64
    %2045 = llvm.add %2044, %2028 overflow<nsw, nuw> : i64
    %2046 = llvm.getelementptr inbounds|nuw %2030[%2045] : (!llvm.ptr, i64) -> !llvm.ptr, i1
    %2047 = llvm.load %2046 : !llvm.ptr -> i1
    %2048 = llvm.select %2047, %53, %52 : i1, f32
    %2049 = llvm.extractvalue %2017[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2050 = llvm.mlir.constant(64 : index) : i64
    %2051 = llvm.mul %2018, %2050 overflow<nsw, nuw> : i64
    %2052 = llvm.mlir.constant(64 : index) : i64
    %2053 = llvm.mul %2020, %2052 overflow<nsw, nuw> : i64
    %2054 = llvm.add %2051, %2053 overflow<nsw, nuw> : i64
    %2055 = llvm.mlir.constant(64 : index) : i64
    %2056 = llvm.mul %2022, %2055 overflow<nsw, nuw> : i64
    %2057 = llvm.add %2054, %2056 overflow<nsw, nuw> : i64
    %2058 = llvm.mlir.constant(8 : index) : i64
    %2059 = llvm.mul %2024, %2058 overflow<nsw, nuw> : i64
    %2060 = llvm.add %2057, %2059 overflow<nsw, nuw> : i64
    %2061 = llvm.mlir.constant(8 : index) : i64
    %2062 = llvm.mul %2026, %2061 overflow<nsw, nuw> : i64
    %2063 = llvm.add %2060, %2062 overflow<nsw, nuw> : i64
    %2064 = llvm.add %2063, %2028 overflow<nsw, nuw> : i64
    %2065 = llvm.getelementptr inbounds|nuw %2049[%2064] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2048, %2065 : f32, !llvm.ptr
    %2066 = llvm.add %2028, %57 : i64
    llvm.br ^bb161(%2066 : i64)
  ^bb163:  // pred: ^bb161
    %2067 = llvm.add %2026, %57 : i64
    llvm.br ^bb159(%2067 : i64)
  ^bb164:  // pred: ^bb159
    %2068 = llvm.add %2024, %57 : i64
    llvm.br ^bb157(%2068 : i64)
  ^bb165:  // pred: ^bb157
    %2069 = llvm.add %2022, %57 : i64
    llvm.br ^bb155(%2069 : i64)
  ^bb166:  // pred: ^bb155
    %2070 = llvm.add %2020, %57 : i64
    llvm.br ^bb153(%2070 : i64)
  ^bb167:  // pred: ^bb153
    %2071 = llvm.add %2018, %57 : i64
    llvm.br ^bb151(%2071 : i64)
  ^bb168:  // pred: ^bb151
    %2072 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2073 = llvm.extractvalue %2017[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2074 = llvm.extractvalue %2017[1] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    %2075 = llvm.insertvalue %2073, %2072[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2076 = llvm.insertvalue %2074, %2075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2077 = llvm.mlir.constant(0 : index) : i64
    %2078 = llvm.insertvalue %2077, %2076[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2079 = llvm.insertvalue %1976, %2078[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2080 = llvm.mlir.constant(64 : index) : i64
    %2081 = llvm.insertvalue %2080, %2079[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2082 = llvm.mlir.constant(1 : index) : i64
    %2083 = llvm.insertvalue %2082, %2081[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2084 = llvm.mlir.constant(64 : index) : i64
    %2085 = llvm.insertvalue %2084, %2083[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2086 = llvm.mlir.constant(8 : index) : i64
    %2087 = llvm.insertvalue %2086, %2085[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2088 = llvm.mlir.constant(8 : index) : i64
    %2089 = llvm.insertvalue %2088, %2087[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2090 = llvm.mlir.constant(8 : index) : i64
    %2091 = llvm.insertvalue %2090, %2089[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2092 = llvm.mlir.constant(1 : index) : i64
    %2093 = llvm.insertvalue %2092, %2091[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2094 = llvm.mul %791, %58 overflow<nsw> : i64
    %2095 = llvm.mlir.constant(32 : index) : i64
    %2096 = llvm.mlir.constant(1 : index) : i64
    %2097 = llvm.mul %2095, %2094 : i64
    %2098 = llvm.mlir.zero : !llvm.ptr
    %2099 = llvm.getelementptr %2098[%2097] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2100 = llvm.ptrtoint %2099 : !llvm.ptr to i64
    %2101 = llvm.mlir.constant(64 : index) : i64
    %2102 = llvm.add %2100, %2101 : i64
    %2103 = llvm.call @malloc(%2102) : (i64) -> !llvm.ptr
    %2104 = llvm.ptrtoint %2103 : !llvm.ptr to i64
    %2105 = llvm.mlir.constant(1 : index) : i64
    %2106 = llvm.sub %2101, %2105 : i64
    %2107 = llvm.add %2104, %2106 : i64
    %2108 = llvm.urem %2107, %2101 : i64
    %2109 = llvm.sub %2107, %2108 : i64
    %2110 = llvm.inttoptr %2109 : i64 to !llvm.ptr
    %2111 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2112 = llvm.insertvalue %2103, %2111[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2113 = llvm.insertvalue %2110, %2112[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2114 = llvm.mlir.constant(0 : index) : i64
    %2115 = llvm.insertvalue %2114, %2113[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2116 = llvm.insertvalue %2094, %2115[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2117 = llvm.insertvalue %2095, %2116[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2118 = llvm.insertvalue %2095, %2117[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2119 = llvm.insertvalue %2096, %2118[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2120 = llvm.mlir.constant(32 : index) : i64
    %2121 = llvm.mlir.constant(1 : index) : i64
    %2122 = llvm.mul %2120, %2094 : i64
    %2123 = llvm.mlir.zero : !llvm.ptr
    %2124 = llvm.getelementptr %2123[%2122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2125 = llvm.ptrtoint %2124 : !llvm.ptr to i64
    %2126 = llvm.mlir.constant(64 : index) : i64
    %2127 = llvm.add %2125, %2126 : i64
    %2128 = llvm.call @malloc(%2127) : (i64) -> !llvm.ptr
    %2129 = llvm.ptrtoint %2128 : !llvm.ptr to i64
    %2130 = llvm.mlir.constant(1 : index) : i64
    %2131 = llvm.sub %2126, %2130 : i64
    %2132 = llvm.add %2129, %2131 : i64
    %2133 = llvm.urem %2132, %2126 : i64
    %2134 = llvm.sub %2132, %2133 : i64
    %2135 = llvm.inttoptr %2134 : i64 to !llvm.ptr
    %2136 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2137 = llvm.insertvalue %2128, %2136[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2138 = llvm.insertvalue %2135, %2137[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2139 = llvm.mlir.constant(0 : index) : i64
    %2140 = llvm.insertvalue %2139, %2138[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2141 = llvm.insertvalue %2094, %2140[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2142 = llvm.insertvalue %2120, %2141[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2143 = llvm.insertvalue %2120, %2142[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2144 = llvm.insertvalue %2121, %2143[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb169(%56 : i64)
  ^bb169(%2145: i64):  // 2 preds: ^bb168, ^bb173
    %2146 = llvm.icmp "slt" %2145, %2094 : i64
    llvm.cond_br %2146, ^bb170, ^bb174
  ^bb170:  // pred: ^bb169
    llvm.br ^bb171(%56 : i64)
  ^bb171(%2147: i64):  // 2 preds: ^bb170, ^bb172
    %2148 = llvm.icmp "slt" %2147, %40 : i64
    llvm.cond_br %2148, ^bb172, ^bb173
  ^bb172:  // pred: ^bb171
    %2149 = llvm.extractvalue %2144[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2150 = llvm.mlir.constant(32 : index) : i64
    %2151 = llvm.mul %2145, %2150 overflow<nsw, nuw> : i64
    %2152 = llvm.add %2151, %2147 overflow<nsw, nuw> : i64
    %2153 = llvm.getelementptr inbounds|nuw %2149[%2152] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %2153 : f32, !llvm.ptr
    %2154 = llvm.add %2147, %57 : i64
    llvm.br ^bb171(%2154 : i64)
  ^bb173:  // pred: ^bb171
    %2155 = llvm.add %2145, %57 : i64
    llvm.br ^bb169(%2155 : i64)
  ^bb174:  // pred: ^bb169
    %2156 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2157 = llvm.extractvalue %2144[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2158 = llvm.extractvalue %2144[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2159 = llvm.insertvalue %2157, %2156[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2160 = llvm.insertvalue %2158, %2159[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2161 = llvm.mlir.constant(0 : index) : i64
    %2162 = llvm.insertvalue %2161, %2160[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2163 = llvm.insertvalue %791, %2162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2164 = llvm.mlir.constant(256 : index) : i64
    %2165 = llvm.insertvalue %2164, %2163[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2166 = llvm.mlir.constant(8 : index) : i64
    %2167 = llvm.insertvalue %2166, %2165[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2168 = llvm.mlir.constant(32 : index) : i64
    %2169 = llvm.insertvalue %2168, %2167[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2170 = llvm.mlir.constant(32 : index) : i64
    %2171 = llvm.insertvalue %2170, %2169[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2172 = llvm.mlir.constant(1 : index) : i64
    %2173 = llvm.insertvalue %2172, %2171[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2174 = llvm.extractvalue %2173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2175 = llvm.mlir.constant(8 : index) : i64
    %2176 = llvm.mlir.constant(32 : index) : i64
    %2177 = llvm.mlir.constant(1 : index) : i64
    %2178 = llvm.mlir.constant(256 : index) : i64
    %2179 = llvm.mul %2178, %2174 : i64
    %2180 = llvm.mlir.zero : !llvm.ptr
    %2181 = llvm.getelementptr %2180[%2179] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2182 = llvm.ptrtoint %2181 : !llvm.ptr to i64
    %2183 = llvm.mlir.constant(64 : index) : i64
    %2184 = llvm.add %2182, %2183 : i64
    %2185 = llvm.call @malloc(%2184) : (i64) -> !llvm.ptr
    %2186 = llvm.ptrtoint %2185 : !llvm.ptr to i64
    %2187 = llvm.mlir.constant(1 : index) : i64
    %2188 = llvm.sub %2183, %2187 : i64
    %2189 = llvm.add %2186, %2188 : i64
    %2190 = llvm.urem %2189, %2183 : i64
    %2191 = llvm.sub %2189, %2190 : i64
    %2192 = llvm.inttoptr %2191 : i64 to !llvm.ptr
    %2193 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2194 = llvm.insertvalue %2185, %2193[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2195 = llvm.insertvalue %2192, %2194[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2196 = llvm.mlir.constant(0 : index) : i64
    %2197 = llvm.insertvalue %2196, %2195[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2198 = llvm.insertvalue %2174, %2197[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2199 = llvm.insertvalue %2175, %2198[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2200 = llvm.insertvalue %2176, %2199[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2201 = llvm.insertvalue %2178, %2200[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2202 = llvm.insertvalue %2176, %2201[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2203 = llvm.insertvalue %2177, %2202[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2204 = llvm.extractvalue %2173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb175(%56 : i64)
  ^bb175(%2205: i64):  // 2 preds: ^bb174, ^bb182
    %2206 = llvm.icmp "slt" %2205, %2204 : i64
    llvm.cond_br %2206, ^bb176, ^bb183
  ^bb176:  // pred: ^bb175
    llvm.br ^bb177(%56 : i64)
  ^bb177(%2207: i64):  // 2 preds: ^bb176, ^bb181
    %2208 = llvm.icmp "slt" %2207, %58 : i64
    llvm.cond_br %2208, ^bb178, ^bb182
  ^bb178:  // pred: ^bb177
    llvm.br ^bb179(%56 : i64)
  ^bb179(%2209: i64):  // 2 preds: ^bb178, ^bb180
    %2210 = llvm.icmp "slt" %2209, %40 : i64
    llvm.cond_br %2210, ^bb180, ^bb181
  ^bb180:  // pred: ^bb179
    %2211 = llvm.extractvalue %2173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2212 = llvm.mlir.constant(256 : index) : i64
    %2213 = llvm.mul %2205, %2212 overflow<nsw, nuw> : i64
    %2214 = llvm.mlir.constant(32 : index) : i64
    %2215 = llvm.mul %2207, %2214 overflow<nsw, nuw> : i64
    %2216 = llvm.add %2213, %2215 overflow<nsw, nuw> : i64
    %2217 = llvm.add %2216, %2209 overflow<nsw, nuw> : i64
    %2218 = llvm.getelementptr inbounds|nuw %2211[%2217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2219 = llvm.load %2218 : !llvm.ptr -> f32
    %2220 = llvm.extractvalue %2203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2221 = llvm.mlir.constant(256 : index) : i64
    %2222 = llvm.mul %2205, %2221 overflow<nsw, nuw> : i64
    %2223 = llvm.mlir.constant(32 : index) : i64
    %2224 = llvm.mul %2207, %2223 overflow<nsw, nuw> : i64
    %2225 = llvm.add %2222, %2224 overflow<nsw, nuw> : i64
    %2226 = llvm.add %2225, %2209 overflow<nsw, nuw> : i64
    %2227 = llvm.getelementptr inbounds|nuw %2220[%2226] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2219, %2227 : f32, !llvm.ptr
    %2228 = llvm.add %2209, %57 : i64
    llvm.br ^bb179(%2228 : i64)
  ^bb181:  // pred: ^bb179
    %2229 = llvm.add %2207, %57 : i64
    llvm.br ^bb177(%2229 : i64)
  ^bb182:  // pred: ^bb177
    %2230 = llvm.add %2205, %57 : i64
    llvm.br ^bb175(%2230 : i64)
  ^bb183:  // pred: ^bb175
    llvm.br ^bb184(%56 : i64)
  ^bb184(%2231: i64):  // 2 preds: ^bb183, ^bb194
    %2232 = llvm.icmp "slt" %2231, %791 : i64
    llvm.cond_br %2232, ^bb185, ^bb195
  ^bb185:  // pred: ^bb184
    llvm.br ^bb186(%56 : i64)
  ^bb186(%2233: i64):  // 2 preds: ^bb185, ^bb193
    %2234 = llvm.icmp "slt" %2233, %58 : i64
    llvm.cond_br %2234, ^bb187, ^bb194
  ^bb187:  // pred: ^bb186
    llvm.br ^bb188(%56 : i64)
  ^bb188(%2235: i64):  // 2 preds: ^bb187, ^bb192
    %2236 = llvm.icmp "slt" %2235, %40 : i64
    llvm.cond_br %2236, ^bb189, ^bb193
  ^bb189:  // pred: ^bb188
    llvm.br ^bb190(%56 : i64)
  ^bb190(%2237: i64):  // 2 preds: ^bb189, ^bb191
    %2238 = llvm.icmp "slt" %2237, %40 : i64
    llvm.cond_br %2238, ^bb191, ^bb192
  ^bb191:  // pred: ^bb190
    %2239 = llvm.extractvalue %1714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2240 = llvm.mlir.constant(256 : index) : i64
    %2241 = llvm.mul %2231, %2240 overflow<nsw, nuw> : i64
    %2242 = llvm.mlir.constant(32 : index) : i64
    %2243 = llvm.mul %2233, %2242 overflow<nsw, nuw> : i64
    %2244 = llvm.add %2241, %2243 overflow<nsw, nuw> : i64
    %2245 = llvm.add %2244, %2237 overflow<nsw, nuw> : i64
    %2246 = llvm.getelementptr inbounds|nuw %2239[%2245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2247 = llvm.load %2246 : !llvm.ptr -> f32
    %2248 = llvm.extractvalue %658[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2249 = llvm.mlir.constant(32 : index) : i64
    %2250 = llvm.mul %2235, %2249 overflow<nsw, nuw> : i64
    %2251 = llvm.add %2250, %2237 overflow<nsw, nuw> : i64
    %2252 = llvm.getelementptr inbounds|nuw %2248[%2251] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2253 = llvm.load %2252 : !llvm.ptr -> f32
    %2254 = llvm.extractvalue %2203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2255 = llvm.mlir.constant(256 : index) : i64
    %2256 = llvm.mul %2231, %2255 overflow<nsw, nuw> : i64
    %2257 = llvm.mlir.constant(32 : index) : i64
    %2258 = llvm.mul %2233, %2257 overflow<nsw, nuw> : i64
    %2259 = llvm.add %2256, %2258 overflow<nsw, nuw> : i64
    %2260 = llvm.add %2259, %2235 overflow<nsw, nuw> : i64
    %2261 = llvm.getelementptr inbounds|nuw %2254[%2260] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2262 = llvm.load %2261 : !llvm.ptr -> f32
    %2263 = llvm.fmul %2247, %2253 : f32
    %2264 = llvm.fadd %2262, %2263 : f32
    %2265 = llvm.extractvalue %2203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2266 = llvm.mlir.constant(256 : index) : i64
    %2267 = llvm.mul %2231, %2266 overflow<nsw, nuw> : i64
    %2268 = llvm.mlir.constant(32 : index) : i64
    %2269 = llvm.mul %2233, %2268 overflow<nsw, nuw> : i64
    %2270 = llvm.add %2267, %2269 overflow<nsw, nuw> : i64
    %2271 = llvm.add %2270, %2235 overflow<nsw, nuw> : i64
    %2272 = llvm.getelementptr inbounds|nuw %2265[%2271] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2264, %2272 : f32, !llvm.ptr
    %2273 = llvm.add %2237, %57 : i64
    llvm.br ^bb190(%2273 : i64)
  ^bb192:  // pred: ^bb190
    %2274 = llvm.add %2235, %57 : i64
    llvm.br ^bb188(%2274 : i64)
  ^bb193:  // pred: ^bb188
    %2275 = llvm.add %2233, %57 : i64
    llvm.br ^bb186(%2275 : i64)
  ^bb194:  // pred: ^bb186
    %2276 = llvm.add %2231, %57 : i64
    llvm.br ^bb184(%2276 : i64)
  ^bb195:  // pred: ^bb184
    %2277 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2278 = llvm.extractvalue %2119[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2279 = llvm.extractvalue %2119[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2280 = llvm.insertvalue %2278, %2277[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2281 = llvm.insertvalue %2279, %2280[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2282 = llvm.mlir.constant(0 : index) : i64
    %2283 = llvm.insertvalue %2282, %2281[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2284 = llvm.insertvalue %791, %2283[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2285 = llvm.mlir.constant(256 : index) : i64
    %2286 = llvm.insertvalue %2285, %2284[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2287 = llvm.mlir.constant(8 : index) : i64
    %2288 = llvm.insertvalue %2287, %2286[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2289 = llvm.mlir.constant(32 : index) : i64
    %2290 = llvm.insertvalue %2289, %2288[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2291 = llvm.mlir.constant(32 : index) : i64
    %2292 = llvm.insertvalue %2291, %2290[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2293 = llvm.mlir.constant(1 : index) : i64
    %2294 = llvm.insertvalue %2293, %2292[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2295 = llvm.extractvalue %2294[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2296 = llvm.mlir.constant(8 : index) : i64
    %2297 = llvm.mlir.constant(32 : index) : i64
    %2298 = llvm.mlir.constant(1 : index) : i64
    %2299 = llvm.mlir.constant(256 : index) : i64
    %2300 = llvm.mul %2299, %2295 : i64
    %2301 = llvm.mlir.zero : !llvm.ptr
    %2302 = llvm.getelementptr %2301[%2300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2303 = llvm.ptrtoint %2302 : !llvm.ptr to i64
    %2304 = llvm.mlir.constant(64 : index) : i64
    %2305 = llvm.add %2303, %2304 : i64
    %2306 = llvm.call @malloc(%2305) : (i64) -> !llvm.ptr
    %2307 = llvm.ptrtoint %2306 : !llvm.ptr to i64
    %2308 = llvm.mlir.constant(1 : index) : i64
    %2309 = llvm.sub %2304, %2308 : i64
    %2310 = llvm.add %2307, %2309 : i64
    %2311 = llvm.urem %2310, %2304 : i64
    %2312 = llvm.sub %2310, %2311 : i64
    %2313 = llvm.inttoptr %2312 : i64 to !llvm.ptr
    %2314 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2315 = llvm.insertvalue %2306, %2314[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2316 = llvm.insertvalue %2313, %2315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2317 = llvm.mlir.constant(0 : index) : i64
    %2318 = llvm.insertvalue %2317, %2316[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2319 = llvm.insertvalue %2295, %2318[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2320 = llvm.insertvalue %2296, %2319[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2321 = llvm.insertvalue %2297, %2320[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2322 = llvm.insertvalue %2299, %2321[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2323 = llvm.insertvalue %2297, %2322[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2324 = llvm.insertvalue %2298, %2323[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb196(%56 : i64)
  ^bb196(%2325: i64):  // 2 preds: ^bb195, ^bb203
    %2326 = llvm.icmp "slt" %2325, %2174 : i64
    llvm.cond_br %2326, ^bb197, ^bb204
  ^bb197:  // pred: ^bb196
    llvm.br ^bb198(%56 : i64)
  ^bb198(%2327: i64):  // 2 preds: ^bb197, ^bb202
    %2328 = llvm.icmp "slt" %2327, %58 : i64
    llvm.cond_br %2328, ^bb199, ^bb203
  ^bb199:  // pred: ^bb198
    llvm.br ^bb200(%56 : i64)
  ^bb200(%2329: i64):  // 2 preds: ^bb199, ^bb201
    %2330 = llvm.icmp "slt" %2329, %40 : i64
    llvm.cond_br %2330, ^bb201, ^bb202
  ^bb201:  // pred: ^bb200
    %2331 = llvm.extractvalue %2203[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2332 = llvm.mlir.constant(256 : index) : i64
    %2333 = llvm.mul %2325, %2332 overflow<nsw, nuw> : i64
    %2334 = llvm.mlir.constant(32 : index) : i64
    %2335 = llvm.mul %2327, %2334 overflow<nsw, nuw> : i64
    %2336 = llvm.add %2333, %2335 overflow<nsw, nuw> : i64
    %2337 = llvm.add %2336, %2329 overflow<nsw, nuw> : i64
    %2338 = llvm.getelementptr inbounds|nuw %2331[%2337] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2339 = llvm.load %2338 : !llvm.ptr -> f32
    %2340 = llvm.extractvalue %638[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2341 = llvm.getelementptr inbounds|nuw %2340[%2329] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2342 = llvm.load %2341 : !llvm.ptr -> f32
    %2343 = llvm.fadd %2339, %2342 : f32
    %2344 = llvm.extractvalue %2324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2345 = llvm.mlir.constant(256 : index) : i64
    %2346 = llvm.mul %2325, %2345 overflow<nsw, nuw> : i64
    %2347 = llvm.mlir.constant(32 : index) : i64
    %2348 = llvm.mul %2327, %2347 overflow<nsw, nuw> : i64
    %2349 = llvm.add %2346, %2348 overflow<nsw, nuw> : i64
    %2350 = llvm.add %2349, %2329 overflow<nsw, nuw> : i64
    %2351 = llvm.getelementptr inbounds|nuw %2344[%2350] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2343, %2351 : f32, !llvm.ptr
    %2352 = llvm.add %2329, %57 : i64
    llvm.br ^bb200(%2352 : i64)
  ^bb202:  // pred: ^bb200
    %2353 = llvm.add %2327, %57 : i64
    llvm.br ^bb198(%2353 : i64)
  ^bb203:  // pred: ^bb198
    %2354 = llvm.add %2325, %57 : i64
    llvm.br ^bb196(%2354 : i64)
  ^bb204:  // pred: ^bb196
    %2355 = llvm.select %807, %43, %791 : i1, i64
    %2356 = llvm.mul %2355, %47 : i64
    %2357 = llvm.mul %791, %46 : i64
    %2358 = llvm.sdiv %2357, %2356 : i64
    %2359 = llvm.select %807, %2358, %791 : i1, i64
    %2360 = llvm.mlir.constant(4 : index) : i64
    %2361 = llvm.mlir.constant(1 : index) : i64
    %2362 = llvm.mlir.zero : !llvm.ptr
    %2363 = llvm.getelementptr %2362[%2360] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2364 = llvm.ptrtoint %2363 : !llvm.ptr to i64
    %2365 = llvm.mlir.constant(64 : index) : i64
    %2366 = llvm.add %2364, %2365 : i64
    %2367 = llvm.call @malloc(%2366) : (i64) -> !llvm.ptr
    %2368 = llvm.ptrtoint %2367 : !llvm.ptr to i64
    %2369 = llvm.mlir.constant(1 : index) : i64
    %2370 = llvm.sub %2365, %2369 : i64
    %2371 = llvm.add %2368, %2370 : i64
    %2372 = llvm.urem %2371, %2365 : i64
    %2373 = llvm.sub %2371, %2372 : i64
    %2374 = llvm.inttoptr %2373 : i64 to !llvm.ptr
    %2375 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2376 = llvm.insertvalue %2367, %2375[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2377 = llvm.insertvalue %2374, %2376[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2378 = llvm.mlir.constant(0 : index) : i64
    %2379 = llvm.insertvalue %2378, %2377[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2380 = llvm.insertvalue %2360, %2379[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2381 = llvm.insertvalue %2361, %2380[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2382 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2383 = llvm.getelementptr inbounds|nuw %2382[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2359, %2383 : i64, !llvm.ptr
    %2384 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2385 = llvm.getelementptr inbounds|nuw %2384[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %2385 : i64, !llvm.ptr
    %2386 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2387 = llvm.getelementptr inbounds|nuw %2386[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %2358, %2387 : i64, !llvm.ptr
    %2388 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2389 = llvm.getelementptr inbounds|nuw %2388[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %2389 : i64, !llvm.ptr
    %2390 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2391 = llvm.extractvalue %2324[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2392 = llvm.extractvalue %2324[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2393 = llvm.insertvalue %2391, %2390[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2394 = llvm.insertvalue %2392, %2393[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2395 = llvm.mlir.constant(0 : index) : i64
    %2396 = llvm.insertvalue %2395, %2394[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2397 = llvm.mlir.constant(1 : index) : i64
    %2398 = llvm.mlir.constant(16 : index) : i64
    %2399 = llvm.insertvalue %2398, %2396[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2400 = llvm.insertvalue %2397, %2399[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2401 = llvm.mul %2397, %2398 : i64
    %2402 = llvm.mlir.constant(16 : index) : i64
    %2403 = llvm.mlir.constant(2 : index) : i64
    %2404 = llvm.insertvalue %2403, %2400[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2405 = llvm.insertvalue %2402, %2404[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2406 = llvm.mul %2402, %2403 : i64
    %2407 = llvm.mlir.constant(32 : index) : i64
    %2408 = llvm.mlir.constant(8 : index) : i64
    %2409 = llvm.insertvalue %2408, %2405[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2410 = llvm.insertvalue %2407, %2409[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2411 = llvm.mul %2407, %2408 : i64
    %2412 = llvm.mlir.constant(256 : index) : i64
    %2413 = llvm.mlir.constant(0 : index) : i64
    %2414 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2415 = llvm.getelementptr inbounds|nuw %2414[%2413] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2416 = llvm.load %2415 : !llvm.ptr -> i64
    %2417 = llvm.insertvalue %2416, %2410[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2418 = llvm.insertvalue %2412, %2417[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2419 = llvm.mul %2412, %2416 : i64
    %2420 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2421 = llvm.getelementptr inbounds|nuw %2420[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2422 = llvm.load %2421 : !llvm.ptr -> i64
    %2423 = llvm.mlir.constant(2 : index) : i64
    %2424 = llvm.mlir.constant(8 : index) : i64
    %2425 = llvm.mlir.constant(16 : index) : i64
    %2426 = llvm.mlir.constant(1 : index) : i64
    %2427 = llvm.mlir.constant(128 : index) : i64
    %2428 = llvm.mlir.constant(256 : index) : i64
    %2429 = llvm.mul %2428, %2359 : i64
    %2430 = llvm.mlir.zero : !llvm.ptr
    %2431 = llvm.getelementptr %2430[%2429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2432 = llvm.ptrtoint %2431 : !llvm.ptr to i64
    %2433 = llvm.mlir.constant(64 : index) : i64
    %2434 = llvm.add %2432, %2433 : i64
    %2435 = llvm.call @malloc(%2434) : (i64) -> !llvm.ptr
    %2436 = llvm.ptrtoint %2435 : !llvm.ptr to i64
    %2437 = llvm.mlir.constant(1 : index) : i64
    %2438 = llvm.sub %2433, %2437 : i64
    %2439 = llvm.add %2436, %2438 : i64
    %2440 = llvm.urem %2439, %2433 : i64
    %2441 = llvm.sub %2439, %2440 : i64
    %2442 = llvm.inttoptr %2441 : i64 to !llvm.ptr
    %2443 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2444 = llvm.insertvalue %2435, %2443[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2445 = llvm.insertvalue %2442, %2444[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2446 = llvm.mlir.constant(0 : index) : i64
    %2447 = llvm.insertvalue %2446, %2445[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2448 = llvm.insertvalue %2359, %2447[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2449 = llvm.insertvalue %2423, %2448[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2450 = llvm.insertvalue %2424, %2449[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2451 = llvm.insertvalue %2425, %2450[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2452 = llvm.insertvalue %2428, %2451[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2453 = llvm.insertvalue %2427, %2452[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2454 = llvm.insertvalue %2425, %2453[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2455 = llvm.insertvalue %2426, %2454[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb205(%56 : i64)
  ^bb205(%2456: i64):  // 2 preds: ^bb204, ^bb215
    %2457 = llvm.icmp "slt" %2456, %2422 : i64
    llvm.cond_br %2457, ^bb206, ^bb216
  ^bb206:  // pred: ^bb205
    llvm.br ^bb207(%56 : i64)
  ^bb207(%2458: i64):  // 2 preds: ^bb206, ^bb214
    %2459 = llvm.icmp "slt" %2458, %59 : i64
    llvm.cond_br %2459, ^bb208, ^bb215
  ^bb208:  // pred: ^bb207
    llvm.br ^bb209(%56 : i64)
  ^bb209(%2460: i64):  // 2 preds: ^bb208, ^bb213
    %2461 = llvm.icmp "slt" %2460, %58 : i64
    llvm.cond_br %2461, ^bb210, ^bb214
  ^bb210:  // pred: ^bb209
    llvm.br ^bb211(%56 : i64)
  ^bb211(%2462: i64):  // 2 preds: ^bb210, ^bb212
    %2463 = llvm.icmp "slt" %2462, %39 : i64
    llvm.cond_br %2463, ^bb212, ^bb213
  ^bb212:  // pred: ^bb211
    %2464 = llvm.extractvalue %2418[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2465 = llvm.mlir.constant(256 : index) : i64
    %2466 = llvm.mul %2456, %2465 overflow<nsw, nuw> : i64
    %2467 = llvm.mlir.constant(32 : index) : i64
    %2468 = llvm.mul %2460, %2467 overflow<nsw, nuw> : i64
    %2469 = llvm.add %2466, %2468 overflow<nsw, nuw> : i64
    %2470 = llvm.mlir.constant(16 : index) : i64
    %2471 = llvm.mul %2458, %2470 overflow<nsw, nuw> : i64
    %2472 = llvm.add %2469, %2471 overflow<nsw, nuw> : i64
    %2473 = llvm.add %2472, %2462 overflow<nsw, nuw> : i64
    %2474 = llvm.getelementptr inbounds|nuw %2464[%2473] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2475 = llvm.load %2474 : !llvm.ptr -> f32
    %2476 = llvm.extractvalue %2455[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2477 = llvm.mlir.constant(256 : index) : i64
    %2478 = llvm.mul %2456, %2477 overflow<nsw, nuw> : i64
    %2479 = llvm.mlir.constant(128 : index) : i64
    %2480 = llvm.mul %2458, %2479 overflow<nsw, nuw> : i64
    %2481 = llvm.add %2478, %2480 overflow<nsw, nuw> : i64
    %2482 = llvm.mlir.constant(16 : index) : i64
    %2483 = llvm.mul %2460, %2482 overflow<nsw, nuw> : i64
    %2484 = llvm.add %2481, %2483 overflow<nsw, nuw> : i64
    %2485 = llvm.add %2484, %2462 overflow<nsw, nuw> : i64
    %2486 = llvm.getelementptr inbounds|nuw %2476[%2485] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2475, %2486 : f32, !llvm.ptr
    %2487 = llvm.add %2462, %57 : i64
    llvm.br ^bb211(%2487 : i64)
  ^bb213:  // pred: ^bb211
    %2488 = llvm.add %2460, %57 : i64
    llvm.br ^bb209(%2488 : i64)
  ^bb214:  // pred: ^bb209
    %2489 = llvm.add %2458, %57 : i64
    llvm.br ^bb207(%2489 : i64)
  ^bb215:  // pred: ^bb207
    %2490 = llvm.add %2456, %57 : i64
    llvm.br ^bb205(%2490 : i64)
  ^bb216:  // pred: ^bb205
    %2491 = llvm.mlir.constant(8 : index) : i64
    %2492 = llvm.mlir.constant(32 : index) : i64
    %2493 = llvm.mlir.constant(1 : index) : i64
    %2494 = llvm.mlir.constant(256 : index) : i64
    %2495 = llvm.mul %2494, %2174 : i64
    %2496 = llvm.mlir.zero : !llvm.ptr
    %2497 = llvm.getelementptr %2496[%2495] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2498 = llvm.ptrtoint %2497 : !llvm.ptr to i64
    %2499 = llvm.mlir.constant(64 : index) : i64
    %2500 = llvm.add %2498, %2499 : i64
    %2501 = llvm.call @malloc(%2500) : (i64) -> !llvm.ptr
    %2502 = llvm.ptrtoint %2501 : !llvm.ptr to i64
    %2503 = llvm.mlir.constant(1 : index) : i64
    %2504 = llvm.sub %2499, %2503 : i64
    %2505 = llvm.add %2502, %2504 : i64
    %2506 = llvm.urem %2505, %2499 : i64
    %2507 = llvm.sub %2505, %2506 : i64
    %2508 = llvm.inttoptr %2507 : i64 to !llvm.ptr
    %2509 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2510 = llvm.insertvalue %2501, %2509[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2511 = llvm.insertvalue %2508, %2510[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2512 = llvm.mlir.constant(0 : index) : i64
    %2513 = llvm.insertvalue %2512, %2511[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2514 = llvm.insertvalue %2174, %2513[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2515 = llvm.insertvalue %2491, %2514[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2516 = llvm.insertvalue %2492, %2515[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2517 = llvm.insertvalue %2494, %2516[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2518 = llvm.insertvalue %2492, %2517[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2519 = llvm.insertvalue %2493, %2518[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2520 = llvm.extractvalue %2173[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb217(%56 : i64)
  ^bb217(%2521: i64):  // 2 preds: ^bb216, ^bb224
    %2522 = llvm.icmp "slt" %2521, %2520 : i64
    llvm.cond_br %2522, ^bb218, ^bb225
  ^bb218:  // pred: ^bb217
    llvm.br ^bb219(%56 : i64)
  ^bb219(%2523: i64):  // 2 preds: ^bb218, ^bb223
    %2524 = llvm.icmp "slt" %2523, %58 : i64
    llvm.cond_br %2524, ^bb220, ^bb224
  ^bb220:  // pred: ^bb219
    llvm.br ^bb221(%56 : i64)
  ^bb221(%2525: i64):  // 2 preds: ^bb220, ^bb222
    %2526 = llvm.icmp "slt" %2525, %40 : i64
    llvm.cond_br %2526, ^bb222, ^bb223
  ^bb222:  // pred: ^bb221
    %2527 = llvm.extractvalue %2173[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2528 = llvm.mlir.constant(256 : index) : i64
    %2529 = llvm.mul %2521, %2528 overflow<nsw, nuw> : i64
    %2530 = llvm.mlir.constant(32 : index) : i64
    %2531 = llvm.mul %2523, %2530 overflow<nsw, nuw> : i64
    %2532 = llvm.add %2529, %2531 overflow<nsw, nuw> : i64
    %2533 = llvm.add %2532, %2525 overflow<nsw, nuw> : i64
    %2534 = llvm.getelementptr inbounds|nuw %2527[%2533] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2535 = llvm.load %2534 : !llvm.ptr -> f32
    %2536 = llvm.extractvalue %2519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2537 = llvm.mlir.constant(256 : index) : i64
    %2538 = llvm.mul %2521, %2537 overflow<nsw, nuw> : i64
    %2539 = llvm.mlir.constant(32 : index) : i64
    %2540 = llvm.mul %2523, %2539 overflow<nsw, nuw> : i64
    %2541 = llvm.add %2538, %2540 overflow<nsw, nuw> : i64
    %2542 = llvm.add %2541, %2525 overflow<nsw, nuw> : i64
    %2543 = llvm.getelementptr inbounds|nuw %2536[%2542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2535, %2543 : f32, !llvm.ptr
    %2544 = llvm.add %2525, %57 : i64
    llvm.br ^bb221(%2544 : i64)
  ^bb223:  // pred: ^bb221
    %2545 = llvm.add %2523, %57 : i64
    llvm.br ^bb219(%2545 : i64)
  ^bb224:  // pred: ^bb219
    %2546 = llvm.add %2521, %57 : i64
    llvm.br ^bb217(%2546 : i64)
  ^bb225:  // pred: ^bb217
    llvm.br ^bb226(%56 : i64)
  ^bb226(%2547: i64):  // 2 preds: ^bb225, ^bb236
    %2548 = llvm.icmp "slt" %2547, %791 : i64
    llvm.cond_br %2548, ^bb227, ^bb237
  ^bb227:  // pred: ^bb226
    llvm.br ^bb228(%56 : i64)
  ^bb228(%2549: i64):  // 2 preds: ^bb227, ^bb235
    %2550 = llvm.icmp "slt" %2549, %58 : i64
    llvm.cond_br %2550, ^bb229, ^bb236
  ^bb229:  // pred: ^bb228
    llvm.br ^bb230(%56 : i64)
  ^bb230(%2551: i64):  // 2 preds: ^bb229, ^bb234
    %2552 = llvm.icmp "slt" %2551, %40 : i64
    llvm.cond_br %2552, ^bb231, ^bb235
  ^bb231:  // pred: ^bb230
    llvm.br ^bb232(%56 : i64)
  ^bb232(%2553: i64):  // 2 preds: ^bb231, ^bb233
    %2554 = llvm.icmp "slt" %2553, %40 : i64
    llvm.cond_br %2554, ^bb233, ^bb234
  ^bb233:  // pred: ^bb232
    %2555 = llvm.extractvalue %1714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2556 = llvm.mlir.constant(256 : index) : i64
    %2557 = llvm.mul %2547, %2556 overflow<nsw, nuw> : i64
    %2558 = llvm.mlir.constant(32 : index) : i64
    %2559 = llvm.mul %2549, %2558 overflow<nsw, nuw> : i64
    %2560 = llvm.add %2557, %2559 overflow<nsw, nuw> : i64
    %2561 = llvm.add %2560, %2553 overflow<nsw, nuw> : i64
    %2562 = llvm.getelementptr inbounds|nuw %2555[%2561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2563 = llvm.load %2562 : !llvm.ptr -> f32
    %2564 = llvm.extractvalue %622[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2565 = llvm.mlir.constant(32 : index) : i64
    %2566 = llvm.mul %2551, %2565 overflow<nsw, nuw> : i64
    %2567 = llvm.add %2566, %2553 overflow<nsw, nuw> : i64
    %2568 = llvm.getelementptr inbounds|nuw %2564[%2567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2569 = llvm.load %2568 : !llvm.ptr -> f32
    %2570 = llvm.extractvalue %2519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2571 = llvm.mlir.constant(256 : index) : i64
    %2572 = llvm.mul %2547, %2571 overflow<nsw, nuw> : i64
    %2573 = llvm.mlir.constant(32 : index) : i64
    %2574 = llvm.mul %2549, %2573 overflow<nsw, nuw> : i64
    %2575 = llvm.add %2572, %2574 overflow<nsw, nuw> : i64
    %2576 = llvm.add %2575, %2551 overflow<nsw, nuw> : i64
    %2577 = llvm.getelementptr inbounds|nuw %2570[%2576] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2578 = llvm.load %2577 : !llvm.ptr -> f32
    %2579 = llvm.fmul %2563, %2569 : f32
    %2580 = llvm.fadd %2578, %2579 : f32
    %2581 = llvm.extractvalue %2519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2582 = llvm.mlir.constant(256 : index) : i64
    %2583 = llvm.mul %2547, %2582 overflow<nsw, nuw> : i64
    %2584 = llvm.mlir.constant(32 : index) : i64
    %2585 = llvm.mul %2549, %2584 overflow<nsw, nuw> : i64
    %2586 = llvm.add %2583, %2585 overflow<nsw, nuw> : i64
    %2587 = llvm.add %2586, %2551 overflow<nsw, nuw> : i64
    %2588 = llvm.getelementptr inbounds|nuw %2581[%2587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2580, %2588 : f32, !llvm.ptr
    %2589 = llvm.add %2553, %57 : i64
    llvm.br ^bb232(%2589 : i64)
  ^bb234:  // pred: ^bb232
    %2590 = llvm.add %2551, %57 : i64
    llvm.br ^bb230(%2590 : i64)
  ^bb235:  // pred: ^bb230
    %2591 = llvm.add %2549, %57 : i64
    llvm.br ^bb228(%2591 : i64)
  ^bb236:  // pred: ^bb228
    %2592 = llvm.add %2547, %57 : i64
    llvm.br ^bb226(%2592 : i64)
  ^bb237:  // pred: ^bb226
    %2593 = llvm.mlir.constant(8 : index) : i64
    %2594 = llvm.mlir.constant(32 : index) : i64
    %2595 = llvm.mlir.constant(1 : index) : i64
    %2596 = llvm.mlir.constant(256 : index) : i64
    %2597 = llvm.mul %2596, %2295 : i64
    %2598 = llvm.mlir.zero : !llvm.ptr
    %2599 = llvm.getelementptr %2598[%2597] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2600 = llvm.ptrtoint %2599 : !llvm.ptr to i64
    %2601 = llvm.mlir.constant(64 : index) : i64
    %2602 = llvm.add %2600, %2601 : i64
    %2603 = llvm.call @malloc(%2602) : (i64) -> !llvm.ptr
    %2604 = llvm.ptrtoint %2603 : !llvm.ptr to i64
    %2605 = llvm.mlir.constant(1 : index) : i64
    %2606 = llvm.sub %2601, %2605 : i64
    %2607 = llvm.add %2604, %2606 : i64
    %2608 = llvm.urem %2607, %2601 : i64
    %2609 = llvm.sub %2607, %2608 : i64
    %2610 = llvm.inttoptr %2609 : i64 to !llvm.ptr
    %2611 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2612 = llvm.insertvalue %2603, %2611[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2613 = llvm.insertvalue %2610, %2612[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2614 = llvm.mlir.constant(0 : index) : i64
    %2615 = llvm.insertvalue %2614, %2613[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2616 = llvm.insertvalue %2295, %2615[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2617 = llvm.insertvalue %2593, %2616[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2618 = llvm.insertvalue %2594, %2617[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2619 = llvm.insertvalue %2596, %2618[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2620 = llvm.insertvalue %2594, %2619[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2621 = llvm.insertvalue %2595, %2620[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb238(%56 : i64)
  ^bb238(%2622: i64):  // 2 preds: ^bb237, ^bb245
    %2623 = llvm.icmp "slt" %2622, %2174 : i64
    llvm.cond_br %2623, ^bb239, ^bb246
  ^bb239:  // pred: ^bb238
    llvm.br ^bb240(%56 : i64)
  ^bb240(%2624: i64):  // 2 preds: ^bb239, ^bb244
    %2625 = llvm.icmp "slt" %2624, %58 : i64
    llvm.cond_br %2625, ^bb241, ^bb245
  ^bb241:  // pred: ^bb240
    llvm.br ^bb242(%56 : i64)
  ^bb242(%2626: i64):  // 2 preds: ^bb241, ^bb243
    %2627 = llvm.icmp "slt" %2626, %40 : i64
    llvm.cond_br %2627, ^bb243, ^bb244
  ^bb243:  // pred: ^bb242
    %2628 = llvm.extractvalue %2519[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2629 = llvm.mlir.constant(256 : index) : i64
    %2630 = llvm.mul %2622, %2629 overflow<nsw, nuw> : i64
    %2631 = llvm.mlir.constant(32 : index) : i64
    %2632 = llvm.mul %2624, %2631 overflow<nsw, nuw> : i64
    %2633 = llvm.add %2630, %2632 overflow<nsw, nuw> : i64
    %2634 = llvm.add %2633, %2626 overflow<nsw, nuw> : i64
    %2635 = llvm.getelementptr inbounds|nuw %2628[%2634] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2636 = llvm.load %2635 : !llvm.ptr -> f32
    %2637 = llvm.extractvalue %602[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2638 = llvm.getelementptr inbounds|nuw %2637[%2626] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2639 = llvm.load %2638 : !llvm.ptr -> f32
    %2640 = llvm.fadd %2636, %2639 : f32
    %2641 = llvm.extractvalue %2621[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2642 = llvm.mlir.constant(256 : index) : i64
    %2643 = llvm.mul %2622, %2642 overflow<nsw, nuw> : i64
    %2644 = llvm.mlir.constant(32 : index) : i64
    %2645 = llvm.mul %2624, %2644 overflow<nsw, nuw> : i64
    %2646 = llvm.add %2643, %2645 overflow<nsw, nuw> : i64
    %2647 = llvm.add %2646, %2626 overflow<nsw, nuw> : i64
    %2648 = llvm.getelementptr inbounds|nuw %2641[%2647] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2640, %2648 : f32, !llvm.ptr
    %2649 = llvm.add %2626, %57 : i64
    llvm.br ^bb242(%2649 : i64)
  ^bb244:  // pred: ^bb242
    %2650 = llvm.add %2624, %57 : i64
    llvm.br ^bb240(%2650 : i64)
  ^bb245:  // pred: ^bb240
    %2651 = llvm.add %2622, %57 : i64
    llvm.br ^bb238(%2651 : i64)
  ^bb246:  // pred: ^bb238
    %2652 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2653 = llvm.extractvalue %2621[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2654 = llvm.extractvalue %2621[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2655 = llvm.insertvalue %2653, %2652[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2656 = llvm.insertvalue %2654, %2655[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2657 = llvm.mlir.constant(0 : index) : i64
    %2658 = llvm.insertvalue %2657, %2656[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2659 = llvm.mlir.constant(1 : index) : i64
    %2660 = llvm.mlir.constant(16 : index) : i64
    %2661 = llvm.insertvalue %2660, %2658[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2662 = llvm.insertvalue %2659, %2661[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2663 = llvm.mul %2659, %2660 : i64
    %2664 = llvm.mlir.constant(16 : index) : i64
    %2665 = llvm.mlir.constant(2 : index) : i64
    %2666 = llvm.insertvalue %2665, %2662[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2667 = llvm.insertvalue %2664, %2666[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2668 = llvm.mul %2664, %2665 : i64
    %2669 = llvm.mlir.constant(32 : index) : i64
    %2670 = llvm.mlir.constant(8 : index) : i64
    %2671 = llvm.insertvalue %2670, %2667[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2672 = llvm.insertvalue %2669, %2671[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2673 = llvm.mul %2669, %2670 : i64
    %2674 = llvm.mlir.constant(256 : index) : i64
    %2675 = llvm.mlir.constant(0 : index) : i64
    %2676 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2677 = llvm.getelementptr inbounds|nuw %2676[%2675] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2678 = llvm.load %2677 : !llvm.ptr -> i64
    %2679 = llvm.insertvalue %2678, %2672[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2680 = llvm.insertvalue %2674, %2679[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2681 = llvm.mul %2674, %2678 : i64
    %2682 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2683 = llvm.getelementptr inbounds|nuw %2682[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2684 = llvm.load %2683 : !llvm.ptr -> i64
    %2685 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2686 = llvm.extractvalue %2144[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2687 = llvm.extractvalue %2144[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2688 = llvm.insertvalue %2686, %2685[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2689 = llvm.insertvalue %2687, %2688[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2690 = llvm.mlir.constant(0 : index) : i64
    %2691 = llvm.insertvalue %2690, %2689[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2692 = llvm.insertvalue %791, %2691[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2693 = llvm.mlir.constant(256 : index) : i64
    %2694 = llvm.insertvalue %2693, %2692[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2695 = llvm.mlir.constant(8 : index) : i64
    %2696 = llvm.insertvalue %2695, %2694[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2697 = llvm.mlir.constant(32 : index) : i64
    %2698 = llvm.insertvalue %2697, %2696[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2699 = llvm.mlir.constant(32 : index) : i64
    %2700 = llvm.insertvalue %2699, %2698[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2701 = llvm.mlir.constant(1 : index) : i64
    %2702 = llvm.insertvalue %2701, %2700[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2703 = llvm.extractvalue %2702[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2704 = llvm.mlir.constant(8 : index) : i64
    %2705 = llvm.mlir.constant(32 : index) : i64
    %2706 = llvm.mlir.constant(1 : index) : i64
    %2707 = llvm.mlir.constant(256 : index) : i64
    %2708 = llvm.mul %2707, %2703 : i64
    %2709 = llvm.mlir.zero : !llvm.ptr
    %2710 = llvm.getelementptr %2709[%2708] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2711 = llvm.ptrtoint %2710 : !llvm.ptr to i64
    %2712 = llvm.mlir.constant(64 : index) : i64
    %2713 = llvm.add %2711, %2712 : i64
    %2714 = llvm.call @malloc(%2713) : (i64) -> !llvm.ptr
    %2715 = llvm.ptrtoint %2714 : !llvm.ptr to i64
    %2716 = llvm.mlir.constant(1 : index) : i64
    %2717 = llvm.sub %2712, %2716 : i64
    %2718 = llvm.add %2715, %2717 : i64
    %2719 = llvm.urem %2718, %2712 : i64
    %2720 = llvm.sub %2718, %2719 : i64
    %2721 = llvm.inttoptr %2720 : i64 to !llvm.ptr
    %2722 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2723 = llvm.insertvalue %2714, %2722[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2724 = llvm.insertvalue %2721, %2723[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2725 = llvm.mlir.constant(0 : index) : i64
    %2726 = llvm.insertvalue %2725, %2724[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2727 = llvm.insertvalue %2703, %2726[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2728 = llvm.insertvalue %2704, %2727[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2729 = llvm.insertvalue %2705, %2728[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2730 = llvm.insertvalue %2707, %2729[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2731 = llvm.insertvalue %2705, %2730[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2732 = llvm.insertvalue %2706, %2731[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2733 = llvm.extractvalue %2702[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb247(%56 : i64)
  ^bb247(%2734: i64):  // 2 preds: ^bb246, ^bb254
    %2735 = llvm.icmp "slt" %2734, %2733 : i64
    llvm.cond_br %2735, ^bb248, ^bb255
  ^bb248:  // pred: ^bb247
    llvm.br ^bb249(%56 : i64)
  ^bb249(%2736: i64):  // 2 preds: ^bb248, ^bb253
    %2737 = llvm.icmp "slt" %2736, %58 : i64
    llvm.cond_br %2737, ^bb250, ^bb254
  ^bb250:  // pred: ^bb249
    llvm.br ^bb251(%56 : i64)
  ^bb251(%2738: i64):  // 2 preds: ^bb250, ^bb252
    %2739 = llvm.icmp "slt" %2738, %40 : i64
    llvm.cond_br %2739, ^bb252, ^bb253
  ^bb252:  // pred: ^bb251
    %2740 = llvm.extractvalue %2702[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2741 = llvm.mlir.constant(256 : index) : i64
    %2742 = llvm.mul %2734, %2741 overflow<nsw, nuw> : i64
    %2743 = llvm.mlir.constant(32 : index) : i64
    %2744 = llvm.mul %2736, %2743 overflow<nsw, nuw> : i64
    %2745 = llvm.add %2742, %2744 overflow<nsw, nuw> : i64
    %2746 = llvm.add %2745, %2738 overflow<nsw, nuw> : i64
    %2747 = llvm.getelementptr inbounds|nuw %2740[%2746] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2748 = llvm.load %2747 : !llvm.ptr -> f32
    %2749 = llvm.extractvalue %2732[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2750 = llvm.mlir.constant(256 : index) : i64
    %2751 = llvm.mul %2734, %2750 overflow<nsw, nuw> : i64
    %2752 = llvm.mlir.constant(32 : index) : i64
    %2753 = llvm.mul %2736, %2752 overflow<nsw, nuw> : i64
    %2754 = llvm.add %2751, %2753 overflow<nsw, nuw> : i64
    %2755 = llvm.add %2754, %2738 overflow<nsw, nuw> : i64
    %2756 = llvm.getelementptr inbounds|nuw %2749[%2755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2748, %2756 : f32, !llvm.ptr
    %2757 = llvm.add %2738, %57 : i64
    llvm.br ^bb251(%2757 : i64)
  ^bb253:  // pred: ^bb251
    %2758 = llvm.add %2736, %57 : i64
    llvm.br ^bb249(%2758 : i64)
  ^bb254:  // pred: ^bb249
    %2759 = llvm.add %2734, %57 : i64
    llvm.br ^bb247(%2759 : i64)
  ^bb255:  // pred: ^bb247
    llvm.br ^bb256(%56 : i64)
  ^bb256(%2760: i64):  // 2 preds: ^bb255, ^bb266
    %2761 = llvm.icmp "slt" %2760, %791 : i64
    llvm.cond_br %2761, ^bb257, ^bb267
  ^bb257:  // pred: ^bb256
    llvm.br ^bb258(%56 : i64)
  ^bb258(%2762: i64):  // 2 preds: ^bb257, ^bb265
    %2763 = llvm.icmp "slt" %2762, %58 : i64
    llvm.cond_br %2763, ^bb259, ^bb266
  ^bb259:  // pred: ^bb258
    llvm.br ^bb260(%56 : i64)
  ^bb260(%2764: i64):  // 2 preds: ^bb259, ^bb264
    %2765 = llvm.icmp "slt" %2764, %40 : i64
    llvm.cond_br %2765, ^bb261, ^bb265
  ^bb261:  // pred: ^bb260
    llvm.br ^bb262(%56 : i64)
  ^bb262(%2766: i64):  // 2 preds: ^bb261, ^bb263
    %2767 = llvm.icmp "slt" %2766, %40 : i64
    llvm.cond_br %2767, ^bb263, ^bb264
  ^bb263:  // pred: ^bb262
    %2768 = llvm.extractvalue %1714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2769 = llvm.mlir.constant(256 : index) : i64
    %2770 = llvm.mul %2760, %2769 overflow<nsw, nuw> : i64
    %2771 = llvm.mlir.constant(32 : index) : i64
    %2772 = llvm.mul %2762, %2771 overflow<nsw, nuw> : i64
    %2773 = llvm.add %2770, %2772 overflow<nsw, nuw> : i64
    %2774 = llvm.add %2773, %2766 overflow<nsw, nuw> : i64
    %2775 = llvm.getelementptr inbounds|nuw %2768[%2774] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2776 = llvm.load %2775 : !llvm.ptr -> f32
    %2777 = llvm.extractvalue %586[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2778 = llvm.mlir.constant(32 : index) : i64
    %2779 = llvm.mul %2764, %2778 overflow<nsw, nuw> : i64
    %2780 = llvm.add %2779, %2766 overflow<nsw, nuw> : i64
    %2781 = llvm.getelementptr inbounds|nuw %2777[%2780] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2782 = llvm.load %2781 : !llvm.ptr -> f32
    %2783 = llvm.extractvalue %2732[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2784 = llvm.mlir.constant(256 : index) : i64
    %2785 = llvm.mul %2760, %2784 overflow<nsw, nuw> : i64
    %2786 = llvm.mlir.constant(32 : index) : i64
    %2787 = llvm.mul %2762, %2786 overflow<nsw, nuw> : i64
    %2788 = llvm.add %2785, %2787 overflow<nsw, nuw> : i64
    %2789 = llvm.add %2788, %2764 overflow<nsw, nuw> : i64
    %2790 = llvm.getelementptr inbounds|nuw %2783[%2789] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2791 = llvm.load %2790 : !llvm.ptr -> f32
    %2792 = llvm.fmul %2776, %2782 : f32
    %2793 = llvm.fadd %2791, %2792 : f32
    %2794 = llvm.extractvalue %2732[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2795 = llvm.mlir.constant(256 : index) : i64
    %2796 = llvm.mul %2760, %2795 overflow<nsw, nuw> : i64
    %2797 = llvm.mlir.constant(32 : index) : i64
    %2798 = llvm.mul %2762, %2797 overflow<nsw, nuw> : i64
    %2799 = llvm.add %2796, %2798 overflow<nsw, nuw> : i64
    %2800 = llvm.add %2799, %2764 overflow<nsw, nuw> : i64
    %2801 = llvm.getelementptr inbounds|nuw %2794[%2800] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2793, %2801 : f32, !llvm.ptr
    %2802 = llvm.add %2766, %57 : i64
    llvm.br ^bb262(%2802 : i64)
  ^bb264:  // pred: ^bb262
    %2803 = llvm.add %2764, %57 : i64
    llvm.br ^bb260(%2803 : i64)
  ^bb265:  // pred: ^bb260
    %2804 = llvm.add %2762, %57 : i64
    llvm.br ^bb258(%2804 : i64)
  ^bb266:  // pred: ^bb258
    %2805 = llvm.add %2760, %57 : i64
    llvm.br ^bb256(%2805 : i64)
  ^bb267:  // pred: ^bb256
    %2806 = llvm.mlir.constant(8 : index) : i64
    %2807 = llvm.mlir.constant(32 : index) : i64
    %2808 = llvm.mlir.constant(1 : index) : i64
    %2809 = llvm.mlir.constant(256 : index) : i64
    %2810 = llvm.mul %2809, %2295 : i64
    %2811 = llvm.mlir.zero : !llvm.ptr
    %2812 = llvm.getelementptr %2811[%2810] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2813 = llvm.ptrtoint %2812 : !llvm.ptr to i64
    %2814 = llvm.mlir.constant(64 : index) : i64
    %2815 = llvm.add %2813, %2814 : i64
    %2816 = llvm.call @malloc(%2815) : (i64) -> !llvm.ptr
    %2817 = llvm.ptrtoint %2816 : !llvm.ptr to i64
    %2818 = llvm.mlir.constant(1 : index) : i64
    %2819 = llvm.sub %2814, %2818 : i64
    %2820 = llvm.add %2817, %2819 : i64
    %2821 = llvm.urem %2820, %2814 : i64
    %2822 = llvm.sub %2820, %2821 : i64
    %2823 = llvm.inttoptr %2822 : i64 to !llvm.ptr
    %2824 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2825 = llvm.insertvalue %2816, %2824[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2826 = llvm.insertvalue %2823, %2825[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2827 = llvm.mlir.constant(0 : index) : i64
    %2828 = llvm.insertvalue %2827, %2826[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2829 = llvm.insertvalue %2295, %2828[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2830 = llvm.insertvalue %2806, %2829[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2831 = llvm.insertvalue %2807, %2830[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2832 = llvm.insertvalue %2809, %2831[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2833 = llvm.insertvalue %2807, %2832[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2834 = llvm.insertvalue %2808, %2833[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb268(%56 : i64)
  ^bb268(%2835: i64):  // 2 preds: ^bb267, ^bb275
    %2836 = llvm.icmp "slt" %2835, %2703 : i64
    llvm.cond_br %2836, ^bb269, ^bb276
  ^bb269:  // pred: ^bb268
    llvm.br ^bb270(%56 : i64)
  ^bb270(%2837: i64):  // 2 preds: ^bb269, ^bb274
    %2838 = llvm.icmp "slt" %2837, %58 : i64
    llvm.cond_br %2838, ^bb271, ^bb275
  ^bb271:  // pred: ^bb270
    llvm.br ^bb272(%56 : i64)
  ^bb272(%2839: i64):  // 2 preds: ^bb271, ^bb273
    %2840 = llvm.icmp "slt" %2839, %40 : i64
    llvm.cond_br %2840, ^bb273, ^bb274
  ^bb273:  // pred: ^bb272
    %2841 = llvm.extractvalue %2732[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2842 = llvm.mlir.constant(256 : index) : i64
    %2843 = llvm.mul %2835, %2842 overflow<nsw, nuw> : i64
    %2844 = llvm.mlir.constant(32 : index) : i64
    %2845 = llvm.mul %2837, %2844 overflow<nsw, nuw> : i64
    %2846 = llvm.add %2843, %2845 overflow<nsw, nuw> : i64
    %2847 = llvm.add %2846, %2839 overflow<nsw, nuw> : i64
    %2848 = llvm.getelementptr inbounds|nuw %2841[%2847] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2849 = llvm.load %2848 : !llvm.ptr -> f32
    %2850 = llvm.extractvalue %566[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2851 = llvm.getelementptr inbounds|nuw %2850[%2839] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2852 = llvm.load %2851 : !llvm.ptr -> f32
    %2853 = llvm.fadd %2849, %2852 : f32
    %2854 = llvm.extractvalue %2834[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2855 = llvm.mlir.constant(256 : index) : i64
    %2856 = llvm.mul %2835, %2855 overflow<nsw, nuw> : i64
    %2857 = llvm.mlir.constant(32 : index) : i64
    %2858 = llvm.mul %2837, %2857 overflow<nsw, nuw> : i64
    %2859 = llvm.add %2856, %2858 overflow<nsw, nuw> : i64
    %2860 = llvm.add %2859, %2839 overflow<nsw, nuw> : i64
    %2861 = llvm.getelementptr inbounds|nuw %2854[%2860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2853, %2861 : f32, !llvm.ptr
    %2862 = llvm.add %2839, %57 : i64
    llvm.br ^bb272(%2862 : i64)
  ^bb274:  // pred: ^bb272
    %2863 = llvm.add %2837, %57 : i64
    llvm.br ^bb270(%2863 : i64)
  ^bb275:  // pred: ^bb270
    %2864 = llvm.add %2835, %57 : i64
    llvm.br ^bb268(%2864 : i64)
  ^bb276:  // pred: ^bb268
    %2865 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2866 = llvm.extractvalue %2834[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2867 = llvm.extractvalue %2834[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %2868 = llvm.insertvalue %2866, %2865[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2869 = llvm.insertvalue %2867, %2868[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2870 = llvm.mlir.constant(0 : index) : i64
    %2871 = llvm.insertvalue %2870, %2869[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2872 = llvm.mlir.constant(1 : index) : i64
    %2873 = llvm.mlir.constant(16 : index) : i64
    %2874 = llvm.insertvalue %2873, %2871[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2875 = llvm.insertvalue %2872, %2874[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2876 = llvm.mul %2872, %2873 : i64
    %2877 = llvm.mlir.constant(16 : index) : i64
    %2878 = llvm.mlir.constant(2 : index) : i64
    %2879 = llvm.insertvalue %2878, %2875[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2880 = llvm.insertvalue %2877, %2879[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2881 = llvm.mul %2877, %2878 : i64
    %2882 = llvm.mlir.constant(32 : index) : i64
    %2883 = llvm.mlir.constant(8 : index) : i64
    %2884 = llvm.insertvalue %2883, %2880[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2885 = llvm.insertvalue %2882, %2884[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2886 = llvm.mul %2882, %2883 : i64
    %2887 = llvm.mlir.constant(256 : index) : i64
    %2888 = llvm.mlir.constant(0 : index) : i64
    %2889 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2890 = llvm.getelementptr inbounds|nuw %2889[%2888] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2891 = llvm.load %2890 : !llvm.ptr -> i64
    %2892 = llvm.insertvalue %2891, %2885[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2893 = llvm.insertvalue %2887, %2892[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2894 = llvm.mul %2887, %2891 : i64
    %2895 = llvm.extractvalue %2381[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %2896 = llvm.getelementptr inbounds|nuw %2895[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %2897 = llvm.load %2896 : !llvm.ptr -> i64
    %2898 = llvm.mlir.constant(2 : index) : i64
    %2899 = llvm.mlir.constant(8 : index) : i64
    %2900 = llvm.mlir.constant(16 : index) : i64
    %2901 = llvm.mlir.constant(1 : index) : i64
    %2902 = llvm.mlir.constant(128 : index) : i64
    %2903 = llvm.mlir.constant(256 : index) : i64
    %2904 = llvm.mul %2903, %2359 : i64
    %2905 = llvm.mlir.zero : !llvm.ptr
    %2906 = llvm.getelementptr %2905[%2904] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2907 = llvm.ptrtoint %2906 : !llvm.ptr to i64
    %2908 = llvm.mlir.constant(64 : index) : i64
    %2909 = llvm.add %2907, %2908 : i64
    %2910 = llvm.call @malloc(%2909) : (i64) -> !llvm.ptr
    %2911 = llvm.ptrtoint %2910 : !llvm.ptr to i64
    %2912 = llvm.mlir.constant(1 : index) : i64
    %2913 = llvm.sub %2908, %2912 : i64
    %2914 = llvm.add %2911, %2913 : i64
    %2915 = llvm.urem %2914, %2908 : i64
    %2916 = llvm.sub %2914, %2915 : i64
    %2917 = llvm.inttoptr %2916 : i64 to !llvm.ptr
    %2918 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2919 = llvm.insertvalue %2910, %2918[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2920 = llvm.insertvalue %2917, %2919[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2921 = llvm.mlir.constant(0 : index) : i64
    %2922 = llvm.insertvalue %2921, %2920[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2923 = llvm.insertvalue %2359, %2922[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2924 = llvm.insertvalue %2898, %2923[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2925 = llvm.insertvalue %2899, %2924[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2926 = llvm.insertvalue %2900, %2925[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2927 = llvm.insertvalue %2903, %2926[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2928 = llvm.insertvalue %2902, %2927[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2929 = llvm.insertvalue %2900, %2928[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2930 = llvm.insertvalue %2901, %2929[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb277(%56 : i64)
  ^bb277(%2931: i64):  // 2 preds: ^bb276, ^bb287
    %2932 = llvm.icmp "slt" %2931, %2897 : i64
    llvm.cond_br %2932, ^bb278, ^bb288
  ^bb278:  // pred: ^bb277
    llvm.br ^bb279(%56 : i64)
  ^bb279(%2933: i64):  // 2 preds: ^bb278, ^bb286
    %2934 = llvm.icmp "slt" %2933, %59 : i64
    llvm.cond_br %2934, ^bb280, ^bb287
  ^bb280:  // pred: ^bb279
    llvm.br ^bb281(%56 : i64)
  ^bb281(%2935: i64):  // 2 preds: ^bb280, ^bb285
    %2936 = llvm.icmp "slt" %2935, %58 : i64
    llvm.cond_br %2936, ^bb282, ^bb286
  ^bb282:  // pred: ^bb281
    llvm.br ^bb283(%56 : i64)
  ^bb283(%2937: i64):  // 2 preds: ^bb282, ^bb284
    %2938 = llvm.icmp "slt" %2937, %39 : i64
    llvm.cond_br %2938, ^bb284, ^bb285
  ^bb284:  // pred: ^bb283
    %2939 = llvm.extractvalue %2893[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2940 = llvm.mlir.constant(256 : index) : i64
    %2941 = llvm.mul %2931, %2940 overflow<nsw, nuw> : i64
    %2942 = llvm.mlir.constant(32 : index) : i64
    %2943 = llvm.mul %2935, %2942 overflow<nsw, nuw> : i64
    %2944 = llvm.add %2941, %2943 overflow<nsw, nuw> : i64
    %2945 = llvm.mlir.constant(16 : index) : i64
    %2946 = llvm.mul %2933, %2945 overflow<nsw, nuw> : i64
    %2947 = llvm.add %2944, %2946 overflow<nsw, nuw> : i64
    %2948 = llvm.add %2947, %2937 overflow<nsw, nuw> : i64
    %2949 = llvm.getelementptr inbounds|nuw %2939[%2948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2950 = llvm.load %2949 : !llvm.ptr -> f32
    %2951 = llvm.extractvalue %2930[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2952 = llvm.mlir.constant(256 : index) : i64
    %2953 = llvm.mul %2931, %2952 overflow<nsw, nuw> : i64
    %2954 = llvm.mlir.constant(128 : index) : i64
    %2955 = llvm.mul %2933, %2954 overflow<nsw, nuw> : i64
    %2956 = llvm.add %2953, %2955 overflow<nsw, nuw> : i64
    %2957 = llvm.mlir.constant(16 : index) : i64
    %2958 = llvm.mul %2935, %2957 overflow<nsw, nuw> : i64
    %2959 = llvm.add %2956, %2958 overflow<nsw, nuw> : i64
    %2960 = llvm.add %2959, %2937 overflow<nsw, nuw> : i64
    %2961 = llvm.getelementptr inbounds|nuw %2951[%2960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %2950, %2961 : f32, !llvm.ptr
    %2962 = llvm.add %2937, %57 : i64
    llvm.br ^bb283(%2962 : i64)
  ^bb285:  // pred: ^bb283
    %2963 = llvm.add %2935, %57 : i64
    llvm.br ^bb281(%2963 : i64)
  ^bb286:  // pred: ^bb281
    %2964 = llvm.add %2933, %57 : i64
    llvm.br ^bb279(%2964 : i64)
  ^bb287:  // pred: ^bb279
    %2965 = llvm.add %2931, %57 : i64
    llvm.br ^bb277(%2965 : i64)
  ^bb288:  // pred: ^bb277
    %2966 = llvm.mlir.constant(2 : index) : i64
    %2967 = llvm.mlir.constant(16 : index) : i64
    %2968 = llvm.mlir.constant(8 : index) : i64
    %2969 = llvm.mlir.constant(1 : index) : i64
    %2970 = llvm.mlir.constant(128 : index) : i64
    %2971 = llvm.mlir.constant(256 : index) : i64
    %2972 = llvm.mul %2971, %2359 : i64
    %2973 = llvm.mlir.zero : !llvm.ptr
    %2974 = llvm.getelementptr %2973[%2972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %2975 = llvm.ptrtoint %2974 : !llvm.ptr to i64
    %2976 = llvm.mlir.constant(64 : index) : i64
    %2977 = llvm.add %2975, %2976 : i64
    %2978 = llvm.call @malloc(%2977) : (i64) -> !llvm.ptr
    %2979 = llvm.ptrtoint %2978 : !llvm.ptr to i64
    %2980 = llvm.mlir.constant(1 : index) : i64
    %2981 = llvm.sub %2976, %2980 : i64
    %2982 = llvm.add %2979, %2981 : i64
    %2983 = llvm.urem %2982, %2976 : i64
    %2984 = llvm.sub %2982, %2983 : i64
    %2985 = llvm.inttoptr %2984 : i64 to !llvm.ptr
    %2986 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2987 = llvm.insertvalue %2978, %2986[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2988 = llvm.insertvalue %2985, %2987[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2989 = llvm.mlir.constant(0 : index) : i64
    %2990 = llvm.insertvalue %2989, %2988[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2991 = llvm.insertvalue %2359, %2990[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2992 = llvm.insertvalue %2966, %2991[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2993 = llvm.insertvalue %2967, %2992[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2994 = llvm.insertvalue %2968, %2993[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2995 = llvm.insertvalue %2971, %2994[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2996 = llvm.insertvalue %2970, %2995[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2997 = llvm.insertvalue %2968, %2996[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %2998 = llvm.insertvalue %2969, %2997[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb289(%56 : i64)
  ^bb289(%2999: i64):  // 2 preds: ^bb288, ^bb299
    %3000 = llvm.icmp "slt" %2999, %2684 : i64
    llvm.cond_br %3000, ^bb290, ^bb300
  ^bb290:  // pred: ^bb289
    llvm.br ^bb291(%56 : i64)
  ^bb291(%3001: i64):  // 2 preds: ^bb290, ^bb298
    %3002 = llvm.icmp "slt" %3001, %59 : i64
    llvm.cond_br %3002, ^bb292, ^bb299
  ^bb292:  // pred: ^bb291
    llvm.br ^bb293(%56 : i64)
  ^bb293(%3003: i64):  // 2 preds: ^bb292, ^bb297
    %3004 = llvm.icmp "slt" %3003, %39 : i64
    llvm.cond_br %3004, ^bb294, ^bb298
  ^bb294:  // pred: ^bb293
    llvm.br ^bb295(%56 : i64)
  ^bb295(%3005: i64):  // 2 preds: ^bb294, ^bb296
    %3006 = llvm.icmp "slt" %3005, %58 : i64
    llvm.cond_br %3006, ^bb296, ^bb297
  ^bb296:  // pred: ^bb295
    %3007 = llvm.extractvalue %2680[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3008 = llvm.mlir.constant(256 : index) : i64
    %3009 = llvm.mul %2999, %3008 overflow<nsw, nuw> : i64
    %3010 = llvm.mlir.constant(32 : index) : i64
    %3011 = llvm.mul %3005, %3010 overflow<nsw, nuw> : i64
    %3012 = llvm.add %3009, %3011 overflow<nsw, nuw> : i64
    %3013 = llvm.mlir.constant(16 : index) : i64
    %3014 = llvm.mul %3001, %3013 overflow<nsw, nuw> : i64
    %3015 = llvm.add %3012, %3014 overflow<nsw, nuw> : i64
    %3016 = llvm.add %3015, %3003 overflow<nsw, nuw> : i64
    %3017 = llvm.getelementptr inbounds|nuw %3007[%3016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3018 = llvm.load %3017 : !llvm.ptr -> f32
    %3019 = llvm.extractvalue %2998[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3020 = llvm.mlir.constant(256 : index) : i64
    %3021 = llvm.mul %2999, %3020 overflow<nsw, nuw> : i64
    %3022 = llvm.mlir.constant(128 : index) : i64
    %3023 = llvm.mul %3001, %3022 overflow<nsw, nuw> : i64
    %3024 = llvm.add %3021, %3023 overflow<nsw, nuw> : i64
    %3025 = llvm.mlir.constant(8 : index) : i64
    %3026 = llvm.mul %3003, %3025 overflow<nsw, nuw> : i64
    %3027 = llvm.add %3024, %3026 overflow<nsw, nuw> : i64
    %3028 = llvm.add %3027, %3005 overflow<nsw, nuw> : i64
    %3029 = llvm.getelementptr inbounds|nuw %3019[%3028] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3018, %3029 : f32, !llvm.ptr
    %3030 = llvm.add %3005, %57 : i64
    llvm.br ^bb295(%3030 : i64)
  ^bb297:  // pred: ^bb295
    %3031 = llvm.add %3003, %57 : i64
    llvm.br ^bb293(%3031 : i64)
  ^bb298:  // pred: ^bb293
    %3032 = llvm.add %3001, %57 : i64
    llvm.br ^bb291(%3032 : i64)
  ^bb299:  // pred: ^bb291
    %3033 = llvm.add %2999, %57 : i64
    llvm.br ^bb289(%3033 : i64)
  ^bb300:  // pred: ^bb289
    %3034 = llvm.mlir.constant(2 : index) : i64
    %3035 = llvm.mlir.constant(8 : index) : i64
    %3036 = llvm.mlir.constant(16 : index) : i64
    %3037 = llvm.mlir.constant(1 : index) : i64
    %3038 = llvm.mlir.constant(128 : index) : i64
    %3039 = llvm.mlir.constant(256 : index) : i64
    %3040 = llvm.mul %3039, %791 : i64
    %3041 = llvm.mlir.zero : !llvm.ptr
    %3042 = llvm.getelementptr %3041[%3040] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3043 = llvm.ptrtoint %3042 : !llvm.ptr to i64
    %3044 = llvm.mlir.constant(64 : index) : i64
    %3045 = llvm.add %3043, %3044 : i64
    %3046 = llvm.call @malloc(%3045) : (i64) -> !llvm.ptr
    %3047 = llvm.ptrtoint %3046 : !llvm.ptr to i64
    %3048 = llvm.mlir.constant(1 : index) : i64
    %3049 = llvm.sub %3044, %3048 : i64
    %3050 = llvm.add %3047, %3049 : i64
    %3051 = llvm.urem %3050, %3044 : i64
    %3052 = llvm.sub %3050, %3051 : i64
    %3053 = llvm.inttoptr %3052 : i64 to !llvm.ptr
    %3054 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3055 = llvm.insertvalue %3046, %3054[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3056 = llvm.insertvalue %3053, %3055[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3057 = llvm.mlir.constant(0 : index) : i64
    %3058 = llvm.insertvalue %3057, %3056[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3059 = llvm.insertvalue %791, %3058[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3060 = llvm.insertvalue %3034, %3059[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3061 = llvm.insertvalue %3035, %3060[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3062 = llvm.insertvalue %3036, %3061[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3063 = llvm.insertvalue %3039, %3062[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3064 = llvm.insertvalue %3038, %3063[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3065 = llvm.insertvalue %3036, %3064[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3066 = llvm.insertvalue %3037, %3065[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb301(%56 : i64)
  ^bb301(%3067: i64):  // 2 preds: ^bb300, ^bb311
    %3068 = llvm.icmp "slt" %3067, %791 : i64
    llvm.cond_br %3068, ^bb302, ^bb312
  ^bb302:  // pred: ^bb301
    llvm.br ^bb303(%56 : i64)
  ^bb303(%3069: i64):  // 2 preds: ^bb302, ^bb310
    %3070 = llvm.icmp "slt" %3069, %59 : i64
    llvm.cond_br %3070, ^bb304, ^bb311
  ^bb304:  // pred: ^bb303
    llvm.br ^bb305(%56 : i64)
  ^bb305(%3071: i64):  // 2 preds: ^bb304, ^bb309
    %3072 = llvm.icmp "slt" %3071, %58 : i64
    llvm.cond_br %3072, ^bb306, ^bb310
  ^bb306:  // pred: ^bb305
    llvm.br ^bb307(%56 : i64)
  ^bb307(%3073: i64):  // 2 preds: ^bb306, ^bb308
    %3074 = llvm.icmp "slt" %3073, %39 : i64
    llvm.cond_br %3074, ^bb308, ^bb309
  ^bb308:  // pred: ^bb307
    %3075 = llvm.icmp "eq" %2359, %57 : i64
    %3076 = llvm.select %3075, %56, %3067 : i1, i64
    %3077 = llvm.extractvalue %2455[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3078 = llvm.mlir.constant(256 : index) : i64
    %3079 = llvm.mul %3076, %3078 overflow<nsw, nuw> : i64
    %3080 = llvm.mlir.constant(128 : index) : i64
    %3081 = llvm.mul %3069, %3080 overflow<nsw, nuw> : i64
    %3082 = llvm.add %3079, %3081 overflow<nsw, nuw> : i64
    %3083 = llvm.mlir.constant(16 : index) : i64
    %3084 = llvm.mul %3071, %3083 overflow<nsw, nuw> : i64
    %3085 = llvm.add %3082, %3084 overflow<nsw, nuw> : i64
    %3086 = llvm.add %3085, %3073 overflow<nsw, nuw> : i64
    %3087 = llvm.getelementptr inbounds|nuw %3077[%3086] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3088 = llvm.load %3087 : !llvm.ptr -> f32
    %3089 = llvm.extractvalue %3066[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3090 = llvm.mlir.constant(256 : index) : i64
    %3091 = llvm.mul %3067, %3090 overflow<nsw, nuw> : i64
    %3092 = llvm.mlir.constant(128 : index) : i64
    %3093 = llvm.mul %3069, %3092 overflow<nsw, nuw> : i64
    %3094 = llvm.add %3091, %3093 overflow<nsw, nuw> : i64
    %3095 = llvm.mlir.constant(16 : index) : i64
    %3096 = llvm.mul %3071, %3095 overflow<nsw, nuw> : i64
    %3097 = llvm.add %3094, %3096 overflow<nsw, nuw> : i64
    %3098 = llvm.add %3097, %3073 overflow<nsw, nuw> : i64
    %3099 = llvm.getelementptr inbounds|nuw %3089[%3098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3088, %3099 : f32, !llvm.ptr
    %3100 = llvm.add %3073, %57 : i64
    llvm.br ^bb307(%3100 : i64)
  ^bb309:  // pred: ^bb307
    %3101 = llvm.add %3071, %57 : i64
    llvm.br ^bb305(%3101 : i64)
  ^bb310:  // pred: ^bb305
    %3102 = llvm.add %3069, %57 : i64
    llvm.br ^bb303(%3102 : i64)
  ^bb311:  // pred: ^bb303
    %3103 = llvm.add %3067, %57 : i64
    llvm.br ^bb301(%3103 : i64)
  ^bb312:  // pred: ^bb301
    %3104 = llvm.mul %791, %59 overflow<nsw> : i64
    %3105 = llvm.mlir.constant(8 : index) : i64
    %3106 = llvm.mlir.constant(8 : index) : i64
    %3107 = llvm.mlir.constant(1 : index) : i64
    %3108 = llvm.mlir.constant(64 : index) : i64
    %3109 = llvm.mul %3108, %3104 : i64
    %3110 = llvm.mlir.zero : !llvm.ptr
    %3111 = llvm.getelementptr %3110[%3109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3112 = llvm.ptrtoint %3111 : !llvm.ptr to i64
    %3113 = llvm.mlir.constant(64 : index) : i64
    %3114 = llvm.add %3112, %3113 : i64
    %3115 = llvm.call @malloc(%3114) : (i64) -> !llvm.ptr
    %3116 = llvm.ptrtoint %3115 : !llvm.ptr to i64
    %3117 = llvm.mlir.constant(1 : index) : i64
    %3118 = llvm.sub %3113, %3117 : i64
    %3119 = llvm.add %3116, %3118 : i64
    %3120 = llvm.urem %3119, %3113 : i64
    %3121 = llvm.sub %3119, %3120 : i64
    %3122 = llvm.inttoptr %3121 : i64 to !llvm.ptr
    %3123 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3124 = llvm.insertvalue %3115, %3123[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3125 = llvm.insertvalue %3122, %3124[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3126 = llvm.mlir.constant(0 : index) : i64
    %3127 = llvm.insertvalue %3126, %3125[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3128 = llvm.insertvalue %3104, %3127[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3129 = llvm.insertvalue %3105, %3128[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3130 = llvm.insertvalue %3106, %3129[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3131 = llvm.insertvalue %3108, %3130[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3132 = llvm.insertvalue %3106, %3131[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3133 = llvm.insertvalue %3107, %3132[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb313(%56 : i64)
  ^bb313(%3134: i64):  // 2 preds: ^bb312, ^bb320
    %3135 = llvm.icmp "slt" %3134, %3104 : i64
    llvm.cond_br %3135, ^bb314, ^bb321
  ^bb314:  // pred: ^bb313
    llvm.br ^bb315(%56 : i64)
  ^bb315(%3136: i64):  // 2 preds: ^bb314, ^bb319
    %3137 = llvm.icmp "slt" %3136, %58 : i64
    llvm.cond_br %3137, ^bb316, ^bb320
  ^bb316:  // pred: ^bb315
    llvm.br ^bb317(%56 : i64)
  ^bb317(%3138: i64):  // 2 preds: ^bb316, ^bb318
    %3139 = llvm.icmp "slt" %3138, %58 : i64
    llvm.cond_br %3139, ^bb318, ^bb319
  ^bb318:  // pred: ^bb317
    %3140 = llvm.extractvalue %3133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3141 = llvm.mlir.constant(64 : index) : i64
    %3142 = llvm.mul %3134, %3141 overflow<nsw, nuw> : i64
    %3143 = llvm.mlir.constant(8 : index) : i64
    %3144 = llvm.mul %3136, %3143 overflow<nsw, nuw> : i64
    %3145 = llvm.add %3142, %3144 overflow<nsw, nuw> : i64
    %3146 = llvm.add %3145, %3138 overflow<nsw, nuw> : i64
    %3147 = llvm.getelementptr inbounds|nuw %3140[%3146] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %3147 : f32, !llvm.ptr
    %3148 = llvm.add %3138, %57 : i64
    llvm.br ^bb317(%3148 : i64)
  ^bb319:  // pred: ^bb317
    %3149 = llvm.add %3136, %57 : i64
    llvm.br ^bb315(%3149 : i64)
  ^bb320:  // pred: ^bb315
    %3150 = llvm.add %3134, %57 : i64
    llvm.br ^bb313(%3150 : i64)
  ^bb321:  // pred: ^bb313
    %3151 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3152 = llvm.extractvalue %3133[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3153 = llvm.extractvalue %3133[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3154 = llvm.insertvalue %3152, %3151[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3155 = llvm.insertvalue %3153, %3154[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3156 = llvm.mlir.constant(0 : index) : i64
    %3157 = llvm.insertvalue %3156, %3155[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3158 = llvm.insertvalue %791, %3157[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3159 = llvm.mlir.constant(128 : index) : i64
    %3160 = llvm.insertvalue %3159, %3158[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3161 = llvm.mlir.constant(2 : index) : i64
    %3162 = llvm.insertvalue %3161, %3160[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3163 = llvm.mlir.constant(64 : index) : i64
    %3164 = llvm.insertvalue %3163, %3162[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3165 = llvm.mlir.constant(8 : index) : i64
    %3166 = llvm.insertvalue %3165, %3164[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3167 = llvm.mlir.constant(8 : index) : i64
    %3168 = llvm.insertvalue %3167, %3166[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3169 = llvm.mlir.constant(8 : index) : i64
    %3170 = llvm.insertvalue %3169, %3168[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3171 = llvm.mlir.constant(1 : index) : i64
    %3172 = llvm.insertvalue %3171, %3170[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3173 = llvm.extractvalue %3172[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3174 = llvm.mlir.constant(2 : index) : i64
    %3175 = llvm.mlir.constant(8 : index) : i64
    %3176 = llvm.mlir.constant(8 : index) : i64
    %3177 = llvm.mlir.constant(1 : index) : i64
    %3178 = llvm.mlir.constant(64 : index) : i64
    %3179 = llvm.mlir.constant(128 : index) : i64
    %3180 = llvm.mul %3179, %3173 : i64
    %3181 = llvm.mlir.zero : !llvm.ptr
    %3182 = llvm.getelementptr %3181[%3180] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3183 = llvm.ptrtoint %3182 : !llvm.ptr to i64
    %3184 = llvm.mlir.constant(64 : index) : i64
    %3185 = llvm.add %3183, %3184 : i64
    %3186 = llvm.call @malloc(%3185) : (i64) -> !llvm.ptr
    %3187 = llvm.ptrtoint %3186 : !llvm.ptr to i64
    %3188 = llvm.mlir.constant(1 : index) : i64
    %3189 = llvm.sub %3184, %3188 : i64
    %3190 = llvm.add %3187, %3189 : i64
    %3191 = llvm.urem %3190, %3184 : i64
    %3192 = llvm.sub %3190, %3191 : i64
    %3193 = llvm.inttoptr %3192 : i64 to !llvm.ptr
    %3194 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3195 = llvm.insertvalue %3186, %3194[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3196 = llvm.insertvalue %3193, %3195[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3197 = llvm.mlir.constant(0 : index) : i64
    %3198 = llvm.insertvalue %3197, %3196[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3199 = llvm.insertvalue %3173, %3198[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3200 = llvm.insertvalue %3174, %3199[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3201 = llvm.insertvalue %3175, %3200[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3202 = llvm.insertvalue %3176, %3201[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3203 = llvm.insertvalue %3179, %3202[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3204 = llvm.insertvalue %3178, %3203[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3205 = llvm.insertvalue %3176, %3204[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3206 = llvm.insertvalue %3177, %3205[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3207 = llvm.extractvalue %3172[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb322(%56 : i64)
  ^bb322(%3208: i64):  // 2 preds: ^bb321, ^bb332
    %3209 = llvm.icmp "slt" %3208, %3207 : i64
    llvm.cond_br %3209, ^bb323, ^bb333
  ^bb323:  // pred: ^bb322
    llvm.br ^bb324(%56 : i64)
  ^bb324(%3210: i64):  // 2 preds: ^bb323, ^bb331
    %3211 = llvm.icmp "slt" %3210, %59 : i64
    llvm.cond_br %3211, ^bb325, ^bb332
  ^bb325:  // pred: ^bb324
    llvm.br ^bb326(%56 : i64)
  ^bb326(%3212: i64):  // 2 preds: ^bb325, ^bb330
    %3213 = llvm.icmp "slt" %3212, %58 : i64
    llvm.cond_br %3213, ^bb327, ^bb331
  ^bb327:  // pred: ^bb326
    llvm.br ^bb328(%56 : i64)
  ^bb328(%3214: i64):  // 2 preds: ^bb327, ^bb329
    %3215 = llvm.icmp "slt" %3214, %58 : i64
    llvm.cond_br %3215, ^bb329, ^bb330
  ^bb329:  // pred: ^bb328
    %3216 = llvm.extractvalue %3172[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3217 = llvm.mlir.constant(128 : index) : i64
    %3218 = llvm.mul %3208, %3217 overflow<nsw, nuw> : i64
    %3219 = llvm.mlir.constant(64 : index) : i64
    %3220 = llvm.mul %3210, %3219 overflow<nsw, nuw> : i64
    %3221 = llvm.add %3218, %3220 overflow<nsw, nuw> : i64
    %3222 = llvm.mlir.constant(8 : index) : i64
    %3223 = llvm.mul %3212, %3222 overflow<nsw, nuw> : i64
    %3224 = llvm.add %3221, %3223 overflow<nsw, nuw> : i64
    %3225 = llvm.add %3224, %3214 overflow<nsw, nuw> : i64
    %3226 = llvm.getelementptr inbounds|nuw %3216[%3225] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3227 = llvm.load %3226 : !llvm.ptr -> f32
    %3228 = llvm.extractvalue %3206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3229 = llvm.mlir.constant(128 : index) : i64
    %3230 = llvm.mul %3208, %3229 overflow<nsw, nuw> : i64
    %3231 = llvm.mlir.constant(64 : index) : i64
    %3232 = llvm.mul %3210, %3231 overflow<nsw, nuw> : i64
    %3233 = llvm.add %3230, %3232 overflow<nsw, nuw> : i64
    %3234 = llvm.mlir.constant(8 : index) : i64
    %3235 = llvm.mul %3212, %3234 overflow<nsw, nuw> : i64
    %3236 = llvm.add %3233, %3235 overflow<nsw, nuw> : i64
    %3237 = llvm.add %3236, %3214 overflow<nsw, nuw> : i64
    %3238 = llvm.getelementptr inbounds|nuw %3228[%3237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3227, %3238 : f32, !llvm.ptr
    %3239 = llvm.add %3214, %57 : i64
    llvm.br ^bb328(%3239 : i64)
  ^bb330:  // pred: ^bb328
    %3240 = llvm.add %3212, %57 : i64
    llvm.br ^bb326(%3240 : i64)
  ^bb331:  // pred: ^bb326
    %3241 = llvm.add %3210, %57 : i64
    llvm.br ^bb324(%3241 : i64)
  ^bb332:  // pred: ^bb324
    %3242 = llvm.add %3208, %57 : i64
    llvm.br ^bb322(%3242 : i64)
  ^bb333:  // pred: ^bb322
    llvm.br ^bb334(%56 : i64)
  ^bb334(%3243: i64):  // 2 preds: ^bb333, ^bb347
    %3244 = llvm.icmp "slt" %3243, %791 : i64
    llvm.cond_br %3244, ^bb335, ^bb348
  ^bb335:  // pred: ^bb334
    llvm.br ^bb336(%56 : i64)
  ^bb336(%3245: i64):  // 2 preds: ^bb335, ^bb346
    %3246 = llvm.icmp "slt" %3245, %59 : i64
    llvm.cond_br %3246, ^bb337, ^bb347
  ^bb337:  // pred: ^bb336
    llvm.br ^bb338(%56 : i64)
  ^bb338(%3247: i64):  // 2 preds: ^bb337, ^bb345
    %3248 = llvm.icmp "slt" %3247, %58 : i64
    llvm.cond_br %3248, ^bb339, ^bb346
  ^bb339:  // pred: ^bb338
    llvm.br ^bb340(%56 : i64)
  ^bb340(%3249: i64):  // 2 preds: ^bb339, ^bb344
    %3250 = llvm.icmp "slt" %3249, %58 : i64
    llvm.cond_br %3250, ^bb341, ^bb345
  ^bb341:  // pred: ^bb340
    llvm.br ^bb342(%56 : i64)
  ^bb342(%3251: i64):  // 2 preds: ^bb341, ^bb343
    %3252 = llvm.icmp "slt" %3251, %39 : i64
    llvm.cond_br %3252, ^bb343, ^bb344
  ^bb343:  // pred: ^bb342
    %3253 = llvm.extractvalue %3066[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3254 = llvm.mlir.constant(256 : index) : i64
    %3255 = llvm.mul %3243, %3254 overflow<nsw, nuw> : i64
    %3256 = llvm.mlir.constant(128 : index) : i64
    %3257 = llvm.mul %3245, %3256 overflow<nsw, nuw> : i64
    %3258 = llvm.add %3255, %3257 overflow<nsw, nuw> : i64
    %3259 = llvm.mlir.constant(16 : index) : i64
    %3260 = llvm.mul %3247, %3259 overflow<nsw, nuw> : i64
    %3261 = llvm.add %3258, %3260 overflow<nsw, nuw> : i64
    %3262 = llvm.add %3261, %3251 overflow<nsw, nuw> : i64
    %3263 = llvm.getelementptr inbounds|nuw %3253[%3262] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3264 = llvm.load %3263 : !llvm.ptr -> f32
    %3265 = llvm.extractvalue %3206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3266 = llvm.mlir.constant(128 : index) : i64
    %3267 = llvm.mul %3243, %3266 overflow<nsw, nuw> : i64
    %3268 = llvm.mlir.constant(64 : index) : i64
    %3269 = llvm.mul %3245, %3268 overflow<nsw, nuw> : i64
    %3270 = llvm.add %3267, %3269 overflow<nsw, nuw> : i64
    %3271 = llvm.mlir.constant(8 : index) : i64
    %3272 = llvm.mul %3247, %3271 overflow<nsw, nuw> : i64
    %3273 = llvm.add %3270, %3272 overflow<nsw, nuw> : i64
    %3274 = llvm.add %3273, %3249 overflow<nsw, nuw> : i64
    %3275 = llvm.getelementptr inbounds|nuw %3265[%3274] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3276 = llvm.load %3275 : !llvm.ptr -> f32
    %3277 = llvm.icmp "eq" %2359, %57 : i64
    %3278 = llvm.select %3277, %56, %3243 : i1, i64
    %3279 = llvm.extractvalue %2998[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3280 = llvm.mlir.constant(256 : index) : i64
    %3281 = llvm.mul %3278, %3280 overflow<nsw, nuw> : i64
    %3282 = llvm.mlir.constant(128 : index) : i64
    %3283 = llvm.mul %3245, %3282 overflow<nsw, nuw> : i64
    %3284 = llvm.add %3281, %3283 overflow<nsw, nuw> : i64
    %3285 = llvm.mlir.constant(8 : index) : i64
    %3286 = llvm.mul %3251, %3285 overflow<nsw, nuw> : i64
    %3287 = llvm.add %3284, %3286 overflow<nsw, nuw> : i64
    %3288 = llvm.add %3287, %3249 overflow<nsw, nuw> : i64
    %3289 = llvm.getelementptr inbounds|nuw %3279[%3288] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3290 = llvm.load %3289 : !llvm.ptr -> f32
    %3291 = llvm.fmul %3264, %3290 : f32
    %3292 = llvm.fadd %3276, %3291 : f32
    %3293 = llvm.extractvalue %3206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3294 = llvm.mlir.constant(128 : index) : i64
    %3295 = llvm.mul %3243, %3294 overflow<nsw, nuw> : i64
    %3296 = llvm.mlir.constant(64 : index) : i64
    %3297 = llvm.mul %3245, %3296 overflow<nsw, nuw> : i64
    %3298 = llvm.add %3295, %3297 overflow<nsw, nuw> : i64
    %3299 = llvm.mlir.constant(8 : index) : i64
    %3300 = llvm.mul %3247, %3299 overflow<nsw, nuw> : i64
    %3301 = llvm.add %3298, %3300 overflow<nsw, nuw> : i64
    %3302 = llvm.add %3301, %3249 overflow<nsw, nuw> : i64
    %3303 = llvm.getelementptr inbounds|nuw %3293[%3302] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3292, %3303 : f32, !llvm.ptr
    %3304 = llvm.add %3251, %57 : i64
    llvm.br ^bb342(%3304 : i64)
  ^bb344:  // pred: ^bb342
    %3305 = llvm.add %3249, %57 : i64
    llvm.br ^bb340(%3305 : i64)
  ^bb345:  // pred: ^bb340
    %3306 = llvm.add %3247, %57 : i64
    llvm.br ^bb338(%3306 : i64)
  ^bb346:  // pred: ^bb338
    %3307 = llvm.add %3245, %57 : i64
    llvm.br ^bb336(%3307 : i64)
  ^bb347:  // pred: ^bb336
    %3308 = llvm.add %3243, %57 : i64
    llvm.br ^bb334(%3308 : i64)
  ^bb348:  // pred: ^bb334
    %3309 = llvm.mlir.constant(2 : index) : i64
    %3310 = llvm.mlir.constant(8 : index) : i64
    %3311 = llvm.mlir.constant(8 : index) : i64
    %3312 = llvm.mlir.constant(1 : index) : i64
    %3313 = llvm.mlir.constant(64 : index) : i64
    %3314 = llvm.mlir.constant(128 : index) : i64
    %3315 = llvm.mul %3314, %791 : i64
    %3316 = llvm.mlir.zero : !llvm.ptr
    %3317 = llvm.getelementptr %3316[%3315] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3318 = llvm.ptrtoint %3317 : !llvm.ptr to i64
    %3319 = llvm.mlir.constant(64 : index) : i64
    %3320 = llvm.add %3318, %3319 : i64
    %3321 = llvm.call @malloc(%3320) : (i64) -> !llvm.ptr
    %3322 = llvm.ptrtoint %3321 : !llvm.ptr to i64
    %3323 = llvm.mlir.constant(1 : index) : i64
    %3324 = llvm.sub %3319, %3323 : i64
    %3325 = llvm.add %3322, %3324 : i64
    %3326 = llvm.urem %3325, %3319 : i64
    %3327 = llvm.sub %3325, %3326 : i64
    %3328 = llvm.inttoptr %3327 : i64 to !llvm.ptr
    %3329 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3330 = llvm.insertvalue %3321, %3329[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3331 = llvm.insertvalue %3328, %3330[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3332 = llvm.mlir.constant(0 : index) : i64
    %3333 = llvm.insertvalue %3332, %3331[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3334 = llvm.insertvalue %791, %3333[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3335 = llvm.insertvalue %3309, %3334[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3336 = llvm.insertvalue %3310, %3335[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3337 = llvm.insertvalue %3311, %3336[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3338 = llvm.insertvalue %3314, %3337[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3339 = llvm.insertvalue %3313, %3338[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3340 = llvm.insertvalue %3311, %3339[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3341 = llvm.insertvalue %3312, %3340[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb349(%56 : i64)
  ^bb349(%3342: i64):  // 2 preds: ^bb348, ^bb359
    %3343 = llvm.icmp "slt" %3342, %3173 : i64
    llvm.cond_br %3343, ^bb350, ^bb360
  ^bb350:  // pred: ^bb349
    llvm.br ^bb351(%56 : i64)
  ^bb351(%3344: i64):  // 2 preds: ^bb350, ^bb358
    %3345 = llvm.icmp "slt" %3344, %59 : i64
    llvm.cond_br %3345, ^bb352, ^bb359
  ^bb352:  // pred: ^bb351
    llvm.br ^bb353(%56 : i64)
  ^bb353(%3346: i64):  // 2 preds: ^bb352, ^bb357
    %3347 = llvm.icmp "slt" %3346, %58 : i64
    llvm.cond_br %3347, ^bb354, ^bb358
  ^bb354:  // pred: ^bb353
    llvm.br ^bb355(%56 : i64)
  ^bb355(%3348: i64):  // 2 preds: ^bb354, ^bb356
    %3349 = llvm.icmp "slt" %3348, %58 : i64
    llvm.cond_br %3349, ^bb356, ^bb357
  ^bb356:  // pred: ^bb355
    %3350 = llvm.extractvalue %3206[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3351 = llvm.mlir.constant(128 : index) : i64
    %3352 = llvm.mul %3342, %3351 overflow<nsw, nuw> : i64
    %3353 = llvm.mlir.constant(64 : index) : i64
    %3354 = llvm.mul %3344, %3353 overflow<nsw, nuw> : i64
    %3355 = llvm.add %3352, %3354 overflow<nsw, nuw> : i64
    %3356 = llvm.mlir.constant(8 : index) : i64
    %3357 = llvm.mul %3346, %3356 overflow<nsw, nuw> : i64
    %3358 = llvm.add %3355, %3357 overflow<nsw, nuw> : i64
    %3359 = llvm.add %3358, %3348 overflow<nsw, nuw> : i64
    %3360 = llvm.getelementptr inbounds|nuw %3350[%3359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3361 = llvm.load %3360 : !llvm.ptr -> f32
    %3362 = llvm.extractvalue %2093[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3363 = llvm.mlir.constant(64 : index) : i64
    %3364 = llvm.mul %3342, %3363 overflow<nsw, nuw> : i64
    %3365 = llvm.mlir.constant(64 : index) : i64
    %3366 = llvm.mul %56, %3365 overflow<nsw, nuw> : i64
    %3367 = llvm.add %3364, %3366 overflow<nsw, nuw> : i64
    %3368 = llvm.mlir.constant(8 : index) : i64
    %3369 = llvm.mul %3346, %3368 overflow<nsw, nuw> : i64
    %3370 = llvm.add %3367, %3369 overflow<nsw, nuw> : i64
    %3371 = llvm.add %3370, %3348 overflow<nsw, nuw> : i64
    %3372 = llvm.getelementptr inbounds|nuw %3362[%3371] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3373 = llvm.load %3372 : !llvm.ptr -> f32
    %3374 = llvm.fmul %3361, %45 : f32
    %3375 = llvm.fadd %3374, %3373 : f32
    %3376 = llvm.extractvalue %3341[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3377 = llvm.mlir.constant(128 : index) : i64
    %3378 = llvm.mul %3342, %3377 overflow<nsw, nuw> : i64
    %3379 = llvm.mlir.constant(64 : index) : i64
    %3380 = llvm.mul %3344, %3379 overflow<nsw, nuw> : i64
    %3381 = llvm.add %3378, %3380 overflow<nsw, nuw> : i64
    %3382 = llvm.mlir.constant(8 : index) : i64
    %3383 = llvm.mul %3346, %3382 overflow<nsw, nuw> : i64
    %3384 = llvm.add %3381, %3383 overflow<nsw, nuw> : i64
    %3385 = llvm.add %3384, %3348 overflow<nsw, nuw> : i64
    %3386 = llvm.getelementptr inbounds|nuw %3376[%3385] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3375, %3386 : f32, !llvm.ptr
    %3387 = llvm.add %3348, %57 : i64
    llvm.br ^bb355(%3387 : i64)
  ^bb357:  // pred: ^bb355
    %3388 = llvm.add %3346, %57 : i64
    llvm.br ^bb353(%3388 : i64)
  ^bb358:  // pred: ^bb353
    %3389 = llvm.add %3344, %57 : i64
    llvm.br ^bb351(%3389 : i64)
  ^bb359:  // pred: ^bb351
    %3390 = llvm.add %3342, %57 : i64
    llvm.br ^bb349(%3390 : i64)
  ^bb360:  // pred: ^bb349
    %3391 = llvm.mlir.constant(2 : index) : i64
    %3392 = llvm.mlir.constant(8 : index) : i64
    %3393 = llvm.mlir.constant(1 : index) : i64
    %3394 = llvm.mlir.constant(16 : index) : i64
    %3395 = llvm.mul %3394, %791 : i64
    %3396 = llvm.mlir.zero : !llvm.ptr
    %3397 = llvm.getelementptr %3396[%3395] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3398 = llvm.ptrtoint %3397 : !llvm.ptr to i64
    %3399 = llvm.mlir.constant(64 : index) : i64
    %3400 = llvm.add %3398, %3399 : i64
    %3401 = llvm.call @malloc(%3400) : (i64) -> !llvm.ptr
    %3402 = llvm.ptrtoint %3401 : !llvm.ptr to i64
    %3403 = llvm.mlir.constant(1 : index) : i64
    %3404 = llvm.sub %3399, %3403 : i64
    %3405 = llvm.add %3402, %3404 : i64
    %3406 = llvm.urem %3405, %3399 : i64
    %3407 = llvm.sub %3405, %3406 : i64
    %3408 = llvm.inttoptr %3407 : i64 to !llvm.ptr
    %3409 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3410 = llvm.insertvalue %3401, %3409[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3411 = llvm.insertvalue %3408, %3410[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3412 = llvm.mlir.constant(0 : index) : i64
    %3413 = llvm.insertvalue %3412, %3411[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3414 = llvm.insertvalue %791, %3413[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3415 = llvm.insertvalue %3391, %3414[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3416 = llvm.insertvalue %3392, %3415[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3417 = llvm.insertvalue %3394, %3416[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3418 = llvm.insertvalue %3392, %3417[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3419 = llvm.insertvalue %3393, %3418[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb361(%56 : i64)
  ^bb361(%3420: i64):  // 2 preds: ^bb360, ^bb368
    %3421 = llvm.icmp "slt" %3420, %791 : i64
    llvm.cond_br %3421, ^bb362, ^bb369
  ^bb362:  // pred: ^bb361
    llvm.br ^bb363(%56 : i64)
  ^bb363(%3422: i64):  // 2 preds: ^bb362, ^bb367
    %3423 = llvm.icmp "slt" %3422, %59 : i64
    llvm.cond_br %3423, ^bb364, ^bb368
  ^bb364:  // pred: ^bb363
    llvm.br ^bb365(%56 : i64)
  ^bb365(%3424: i64):  // 2 preds: ^bb364, ^bb366
    %3425 = llvm.icmp "slt" %3424, %58 : i64
    llvm.cond_br %3425, ^bb366, ^bb367
  ^bb366:  // pred: ^bb365
    %3426 = llvm.extractvalue %3419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3427 = llvm.mlir.constant(16 : index) : i64
    %3428 = llvm.mul %3420, %3427 overflow<nsw, nuw> : i64
    %3429 = llvm.mlir.constant(8 : index) : i64
    %3430 = llvm.mul %3422, %3429 overflow<nsw, nuw> : i64
    %3431 = llvm.add %3428, %3430 overflow<nsw, nuw> : i64
    %3432 = llvm.add %3431, %3424 overflow<nsw, nuw> : i64
    %3433 = llvm.getelementptr inbounds|nuw %3426[%3432] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %51, %3433 : f32, !llvm.ptr
    %3434 = llvm.add %3424, %57 : i64
    llvm.br ^bb365(%3434 : i64)
  ^bb367:  // pred: ^bb365
    %3435 = llvm.add %3422, %57 : i64
    llvm.br ^bb363(%3435 : i64)
  ^bb368:  // pred: ^bb363
    %3436 = llvm.add %3420, %57 : i64
    llvm.br ^bb361(%3436 : i64)
  ^bb369:  // pred: ^bb361
    %3437 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3438 = llvm.extractvalue %3341[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3439 = llvm.extractvalue %3341[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3440 = llvm.insertvalue %3438, %3437[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3441 = llvm.insertvalue %3439, %3440[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3442 = llvm.mlir.constant(0 : index) : i64
    %3443 = llvm.insertvalue %3442, %3441[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3444 = llvm.insertvalue %791, %3443[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3445 = llvm.mlir.constant(128 : index) : i64
    %3446 = llvm.insertvalue %3445, %3444[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3447 = llvm.mlir.constant(2 : index) : i64
    %3448 = llvm.insertvalue %3447, %3446[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3449 = llvm.mlir.constant(64 : index) : i64
    %3450 = llvm.insertvalue %3449, %3448[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3451 = llvm.mlir.constant(8 : index) : i64
    %3452 = llvm.insertvalue %3451, %3450[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3453 = llvm.mlir.constant(8 : index) : i64
    %3454 = llvm.insertvalue %3453, %3452[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3455 = llvm.mlir.constant(1 : index) : i64
    %3456 = llvm.insertvalue %3455, %3454[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3457 = llvm.mlir.constant(8 : index) : i64
    %3458 = llvm.insertvalue %3457, %3456[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3459 = llvm.mlir.constant(8 : index) : i64
    %3460 = llvm.insertvalue %3459, %3458[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3461 = llvm.mlir.constant(1 : index) : i64
    %3462 = llvm.insertvalue %3461, %3460[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3464 = llvm.extractvalue %3419[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3465 = llvm.extractvalue %3419[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %3466 = llvm.insertvalue %3464, %3463[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3467 = llvm.insertvalue %3465, %3466[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3468 = llvm.mlir.constant(0 : index) : i64
    %3469 = llvm.insertvalue %3468, %3467[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3470 = llvm.insertvalue %791, %3469[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3471 = llvm.mlir.constant(16 : index) : i64
    %3472 = llvm.insertvalue %3471, %3470[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3473 = llvm.mlir.constant(2 : index) : i64
    %3474 = llvm.insertvalue %3473, %3472[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3475 = llvm.mlir.constant(8 : index) : i64
    %3476 = llvm.insertvalue %3475, %3474[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3477 = llvm.mlir.constant(8 : index) : i64
    %3478 = llvm.insertvalue %3477, %3476[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3479 = llvm.mlir.constant(1 : index) : i64
    %3480 = llvm.insertvalue %3479, %3478[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3481 = llvm.mlir.constant(1 : index) : i64
    %3482 = llvm.insertvalue %3481, %3480[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3483 = llvm.mlir.constant(1 : index) : i64
    %3484 = llvm.insertvalue %3483, %3482[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3485 = llvm.extractvalue %3484[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3486 = llvm.mlir.constant(2 : index) : i64
    %3487 = llvm.mlir.constant(8 : index) : i64
    %3488 = llvm.mlir.constant(1 : index) : i64
    %3489 = llvm.mlir.constant(1 : index) : i64
    %3490 = llvm.mlir.constant(16 : index) : i64
    %3491 = llvm.mul %3490, %3485 : i64
    %3492 = llvm.mlir.zero : !llvm.ptr
    %3493 = llvm.getelementptr %3492[%3491] : (!llvm.ptr, i64) -> !llvm.ptr, f32
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
    %3518 = llvm.extractvalue %3484[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb370(%56 : i64)
  ^bb370(%3519: i64):  // 2 preds: ^bb369, ^bb380
    %3520 = llvm.icmp "slt" %3519, %3518 : i64
    llvm.cond_br %3520, ^bb371, ^bb381
  ^bb371:  // pred: ^bb370
    llvm.br ^bb372(%56 : i64)
  ^bb372(%3521: i64):  // 2 preds: ^bb371, ^bb379
    %3522 = llvm.icmp "slt" %3521, %59 : i64
    llvm.cond_br %3522, ^bb373, ^bb380
  ^bb373:  // pred: ^bb372
    llvm.br ^bb374(%56 : i64)
  ^bb374(%3523: i64):  // 2 preds: ^bb373, ^bb378
    %3524 = llvm.icmp "slt" %3523, %58 : i64
    llvm.cond_br %3524, ^bb375, ^bb379
  ^bb375:  // pred: ^bb374
    llvm.br ^bb376(%56 : i64)
  ^bb376(%3525: i64):  // 2 preds: ^bb375, ^bb377
    %3526 = llvm.icmp "slt" %3525, %57 : i64
    llvm.cond_br %3526, ^bb377, ^bb378
  ^bb377:  // pred: ^bb376
    %3527 = llvm.extractvalue %3484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3528 = llvm.mlir.constant(16 : index) : i64
    %3529 = llvm.mul %3519, %3528 overflow<nsw, nuw> : i64
    %3530 = llvm.mlir.constant(8 : index) : i64
    %3531 = llvm.mul %3521, %3530 overflow<nsw, nuw> : i64
    %3532 = llvm.add %3529, %3531 overflow<nsw, nuw> : i64
    %3533 = llvm.add %3532, %3523 overflow<nsw, nuw> : i64
    %3534 = llvm.add %3533, %3525 overflow<nsw, nuw> : i64
    %3535 = llvm.getelementptr inbounds|nuw %3527[%3534] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3536 = llvm.load %3535 : !llvm.ptr -> f32
    %3537 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3538 = llvm.mlir.constant(16 : index) : i64
    %3539 = llvm.mul %3519, %3538 overflow<nsw, nuw> : i64
    %3540 = llvm.mlir.constant(8 : index) : i64
    %3541 = llvm.mul %3521, %3540 overflow<nsw, nuw> : i64
    %3542 = llvm.add %3539, %3541 overflow<nsw, nuw> : i64
    %3543 = llvm.add %3542, %3523 overflow<nsw, nuw> : i64
    %3544 = llvm.add %3543, %3525 overflow<nsw, nuw> : i64
    %3545 = llvm.getelementptr inbounds|nuw %3537[%3544] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3536, %3545 : f32, !llvm.ptr
    %3546 = llvm.add %3525, %57 : i64
    llvm.br ^bb376(%3546 : i64)
  ^bb378:  // pred: ^bb376
    %3547 = llvm.add %3523, %57 : i64
    llvm.br ^bb374(%3547 : i64)
  ^bb379:  // pred: ^bb374
    %3548 = llvm.add %3521, %57 : i64
    llvm.br ^bb372(%3548 : i64)
  ^bb380:  // pred: ^bb372
    %3549 = llvm.add %3519, %57 : i64
    llvm.br ^bb370(%3549 : i64)
  ^bb381:  // pred: ^bb370
    %3550 = llvm.extractvalue %3462[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb382(%56 : i64)
  ^bb382(%3551: i64):  // 2 preds: ^bb381, ^bb395
    %3552 = llvm.icmp "slt" %3551, %3550 : i64
    llvm.cond_br %3552, ^bb383, ^bb396
  ^bb383:  // pred: ^bb382
    llvm.br ^bb384(%56 : i64)
  ^bb384(%3553: i64):  // 2 preds: ^bb383, ^bb394
    %3554 = llvm.icmp "slt" %3553, %59 : i64
    llvm.cond_br %3554, ^bb385, ^bb395
  ^bb385:  // pred: ^bb384
    llvm.br ^bb386(%56 : i64)
  ^bb386(%3555: i64):  // 2 preds: ^bb385, ^bb393
    %3556 = llvm.icmp "slt" %3555, %58 : i64
    llvm.cond_br %3556, ^bb387, ^bb394
  ^bb387:  // pred: ^bb386
    llvm.br ^bb388(%56 : i64)
  ^bb388(%3557: i64):  // 2 preds: ^bb387, ^bb392
    %3558 = llvm.icmp "slt" %3557, %57 : i64
    llvm.cond_br %3558, ^bb389, ^bb393
  ^bb389:  // pred: ^bb388
    llvm.br ^bb390(%56 : i64)
  ^bb390(%3559: i64):  // 2 preds: ^bb389, ^bb391
    %3560 = llvm.icmp "slt" %3559, %58 : i64
    llvm.cond_br %3560, ^bb391, ^bb392
  ^bb391:  // pred: ^bb390
    %3561 = llvm.extractvalue %3462[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %3562 = llvm.mlir.constant(128 : index) : i64
    %3563 = llvm.mul %3551, %3562 overflow<nsw, nuw> : i64
    %3564 = llvm.mlir.constant(64 : index) : i64
    %3565 = llvm.mul %3553, %3564 overflow<nsw, nuw> : i64
    %3566 = llvm.add %3563, %3565 overflow<nsw, nuw> : i64
    %3567 = llvm.mlir.constant(8 : index) : i64
    %3568 = llvm.mul %3555, %3567 overflow<nsw, nuw> : i64
    %3569 = llvm.add %3566, %3568 overflow<nsw, nuw> : i64
    %3570 = llvm.mlir.constant(8 : index) : i64
    %3571 = llvm.mul %3557, %3570 overflow<nsw, nuw> : i64
    %3572 = llvm.add %3569, %3571 overflow<nsw, nuw> : i64
    %3573 = llvm.add %3572, %3559 overflow<nsw, nuw> : i64
    %3574 = llvm.getelementptr inbounds|nuw %3561[%3573] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3575 = llvm.load %3574 : !llvm.ptr -> f32
    %3576 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3577 = llvm.mlir.constant(16 : index) : i64
    %3578 = llvm.mul %3551, %3577 overflow<nsw, nuw> : i64
    %3579 = llvm.mlir.constant(8 : index) : i64
    %3580 = llvm.mul %3553, %3579 overflow<nsw, nuw> : i64
    %3581 = llvm.add %3578, %3580 overflow<nsw, nuw> : i64
    %3582 = llvm.add %3581, %3555 overflow<nsw, nuw> : i64
    %3583 = llvm.add %3582, %3557 overflow<nsw, nuw> : i64
    %3584 = llvm.getelementptr inbounds|nuw %3576[%3583] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3585 = llvm.load %3584 : !llvm.ptr -> f32
    %3586 = llvm.intr.maximum(%3575, %3585) : (f32, f32) -> f32
    %3587 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3588 = llvm.mlir.constant(16 : index) : i64
    %3589 = llvm.mul %3551, %3588 overflow<nsw, nuw> : i64
    %3590 = llvm.mlir.constant(8 : index) : i64
    %3591 = llvm.mul %3553, %3590 overflow<nsw, nuw> : i64
    %3592 = llvm.add %3589, %3591 overflow<nsw, nuw> : i64
    %3593 = llvm.add %3592, %3555 overflow<nsw, nuw> : i64
    %3594 = llvm.add %3593, %3557 overflow<nsw, nuw> : i64
    %3595 = llvm.getelementptr inbounds|nuw %3587[%3594] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3586, %3595 : f32, !llvm.ptr
    %3596 = llvm.add %3559, %57 : i64
    llvm.br ^bb390(%3596 : i64)
  ^bb392:  // pred: ^bb390
    %3597 = llvm.add %3557, %57 : i64
    llvm.br ^bb388(%3597 : i64)
  ^bb393:  // pred: ^bb388
    %3598 = llvm.add %3555, %57 : i64
    llvm.br ^bb386(%3598 : i64)
  ^bb394:  // pred: ^bb386
    %3599 = llvm.add %3553, %57 : i64
    llvm.br ^bb384(%3599 : i64)
  ^bb395:  // pred: ^bb384
    %3600 = llvm.add %3551, %57 : i64
    llvm.br ^bb382(%3600 : i64)
  ^bb396:  // pred: ^bb382
    %3601 = llvm.mlir.constant(2 : index) : i64
    %3602 = llvm.mlir.constant(8 : index) : i64
    %3603 = llvm.mlir.constant(8 : index) : i64
    %3604 = llvm.mlir.constant(1 : index) : i64
    %3605 = llvm.mlir.constant(64 : index) : i64
    %3606 = llvm.mlir.constant(128 : index) : i64
    %3607 = llvm.mul %3606, %791 : i64
    %3608 = llvm.mlir.zero : !llvm.ptr
    %3609 = llvm.getelementptr %3608[%3607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3610 = llvm.ptrtoint %3609 : !llvm.ptr to i64
    %3611 = llvm.mlir.constant(64 : index) : i64
    %3612 = llvm.add %3610, %3611 : i64
    %3613 = llvm.call @malloc(%3612) : (i64) -> !llvm.ptr
    %3614 = llvm.ptrtoint %3613 : !llvm.ptr to i64
    %3615 = llvm.mlir.constant(1 : index) : i64
    %3616 = llvm.sub %3611, %3615 : i64
    %3617 = llvm.add %3614, %3616 : i64
    %3618 = llvm.urem %3617, %3611 : i64
    %3619 = llvm.sub %3617, %3618 : i64
    %3620 = llvm.inttoptr %3619 : i64 to !llvm.ptr
    %3621 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3622 = llvm.insertvalue %3613, %3621[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3623 = llvm.insertvalue %3620, %3622[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3624 = llvm.mlir.constant(0 : index) : i64
    %3625 = llvm.insertvalue %3624, %3623[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3626 = llvm.insertvalue %791, %3625[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3627 = llvm.insertvalue %3601, %3626[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3628 = llvm.insertvalue %3602, %3627[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3629 = llvm.insertvalue %3603, %3628[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3630 = llvm.insertvalue %3606, %3629[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3631 = llvm.insertvalue %3605, %3630[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3632 = llvm.insertvalue %3603, %3631[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3633 = llvm.insertvalue %3604, %3632[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb397(%56 : i64)
  ^bb397(%3634: i64):  // 2 preds: ^bb396, ^bb407
    %3635 = llvm.icmp "slt" %3634, %791 : i64
    llvm.cond_br %3635, ^bb398, ^bb408
  ^bb398:  // pred: ^bb397
    llvm.br ^bb399(%56 : i64)
  ^bb399(%3636: i64):  // 2 preds: ^bb398, ^bb406
    %3637 = llvm.icmp "slt" %3636, %59 : i64
    llvm.cond_br %3637, ^bb400, ^bb407
  ^bb400:  // pred: ^bb399
    llvm.br ^bb401(%56 : i64)
  ^bb401(%3638: i64):  // 2 preds: ^bb400, ^bb405
    %3639 = llvm.icmp "slt" %3638, %58 : i64
    llvm.cond_br %3639, ^bb402, ^bb406
  ^bb402:  // pred: ^bb401
    llvm.br ^bb403(%56 : i64)
  ^bb403(%3640: i64):  // 2 preds: ^bb402, ^bb404
    %3641 = llvm.icmp "slt" %3640, %58 : i64
    llvm.cond_br %3641, ^bb404, ^bb405
  ^bb404:  // pred: ^bb403
    %3642 = llvm.extractvalue %3341[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3643 = llvm.mlir.constant(128 : index) : i64
    %3644 = llvm.mul %3634, %3643 overflow<nsw, nuw> : i64
    %3645 = llvm.mlir.constant(64 : index) : i64
    %3646 = llvm.mul %3636, %3645 overflow<nsw, nuw> : i64
    %3647 = llvm.add %3644, %3646 overflow<nsw, nuw> : i64
    %3648 = llvm.mlir.constant(8 : index) : i64
    %3649 = llvm.mul %3638, %3648 overflow<nsw, nuw> : i64
    %3650 = llvm.add %3647, %3649 overflow<nsw, nuw> : i64
    %3651 = llvm.add %3650, %3640 overflow<nsw, nuw> : i64
    %3652 = llvm.getelementptr inbounds|nuw %3642[%3651] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3653 = llvm.load %3652 : !llvm.ptr -> f32
    %3654 = llvm.extractvalue %3517[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3655 = llvm.mlir.constant(16 : index) : i64
    %3656 = llvm.mul %3634, %3655 overflow<nsw, nuw> : i64
    %3657 = llvm.mlir.constant(8 : index) : i64
    %3658 = llvm.mul %3636, %3657 overflow<nsw, nuw> : i64
    %3659 = llvm.add %3656, %3658 overflow<nsw, nuw> : i64
    %3660 = llvm.add %3659, %3638 overflow<nsw, nuw> : i64
    %3661 = llvm.add %3660, %56 overflow<nsw, nuw> : i64
    %3662 = llvm.getelementptr inbounds|nuw %3654[%3661] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3663 = llvm.load %3662 : !llvm.ptr -> f32
    %3664 = llvm.fsub %3653, %3663 : f32
    %3665 = llvm.fmul %3664, %8 : f32
    %3666 = llvm.intr.exp2(%3665) : (f32) -> f32
    %3667 = llvm.extractvalue %3633[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3668 = llvm.mlir.constant(128 : index) : i64
    %3669 = llvm.mul %3634, %3668 overflow<nsw, nuw> : i64
    %3670 = llvm.mlir.constant(64 : index) : i64
    %3671 = llvm.mul %3636, %3670 overflow<nsw, nuw> : i64
    %3672 = llvm.add %3669, %3671 overflow<nsw, nuw> : i64
    %3673 = llvm.mlir.constant(8 : index) : i64
    %3674 = llvm.mul %3638, %3673 overflow<nsw, nuw> : i64
    %3675 = llvm.add %3672, %3674 overflow<nsw, nuw> : i64
    %3676 = llvm.add %3675, %3640 overflow<nsw, nuw> : i64
    %3677 = llvm.getelementptr inbounds|nuw %3667[%3676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3666, %3677 : f32, !llvm.ptr
    %3678 = llvm.add %3640, %57 : i64
    llvm.br ^bb403(%3678 : i64)
  ^bb405:  // pred: ^bb403
    %3679 = llvm.add %3638, %57 : i64
    llvm.br ^bb401(%3679 : i64)
  ^bb406:  // pred: ^bb401
    %3680 = llvm.add %3636, %57 : i64
    llvm.br ^bb399(%3680 : i64)
  ^bb407:  // pred: ^bb399
    %3681 = llvm.add %3634, %57 : i64
    llvm.br ^bb397(%3681 : i64)
  ^bb408:  // pred: ^bb397
    %3682 = llvm.mlir.constant(2 : index) : i64
    %3683 = llvm.mlir.constant(8 : index) : i64
    %3684 = llvm.mlir.constant(1 : index) : i64
    %3685 = llvm.mlir.constant(1 : index) : i64
    %3686 = llvm.mlir.constant(16 : index) : i64
    %3687 = llvm.mul %3686, %791 : i64
    %3688 = llvm.mlir.zero : !llvm.ptr
    %3689 = llvm.getelementptr %3688[%3687] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3690 = llvm.ptrtoint %3689 : !llvm.ptr to i64
    %3691 = llvm.mlir.constant(64 : index) : i64
    %3692 = llvm.add %3690, %3691 : i64
    %3693 = llvm.call @malloc(%3692) : (i64) -> !llvm.ptr
    %3694 = llvm.ptrtoint %3693 : !llvm.ptr to i64
    %3695 = llvm.mlir.constant(1 : index) : i64
    %3696 = llvm.sub %3691, %3695 : i64
    %3697 = llvm.add %3694, %3696 : i64
    %3698 = llvm.urem %3697, %3691 : i64
    %3699 = llvm.sub %3697, %3698 : i64
    %3700 = llvm.inttoptr %3699 : i64 to !llvm.ptr
    %3701 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3702 = llvm.insertvalue %3693, %3701[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3703 = llvm.insertvalue %3700, %3702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3704 = llvm.mlir.constant(0 : index) : i64
    %3705 = llvm.insertvalue %3704, %3703[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3706 = llvm.insertvalue %791, %3705[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3707 = llvm.insertvalue %3682, %3706[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3708 = llvm.insertvalue %3683, %3707[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3709 = llvm.insertvalue %3684, %3708[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3710 = llvm.insertvalue %3686, %3709[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3711 = llvm.insertvalue %3683, %3710[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3712 = llvm.insertvalue %3684, %3711[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3713 = llvm.insertvalue %3685, %3712[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb409(%56 : i64)
  ^bb409(%3714: i64):  // 2 preds: ^bb408, ^bb419
    %3715 = llvm.icmp "slt" %3714, %791 : i64
    llvm.cond_br %3715, ^bb410, ^bb420
  ^bb410:  // pred: ^bb409
    llvm.br ^bb411(%56 : i64)
  ^bb411(%3716: i64):  // 2 preds: ^bb410, ^bb418
    %3717 = llvm.icmp "slt" %3716, %59 : i64
    llvm.cond_br %3717, ^bb412, ^bb419
  ^bb412:  // pred: ^bb411
    llvm.br ^bb413(%56 : i64)
  ^bb413(%3718: i64):  // 2 preds: ^bb412, ^bb417
    %3719 = llvm.icmp "slt" %3718, %58 : i64
    llvm.cond_br %3719, ^bb414, ^bb418
  ^bb414:  // pred: ^bb413
    llvm.br ^bb415(%56 : i64)
  ^bb415(%3720: i64):  // 2 preds: ^bb414, ^bb416
    %3721 = llvm.icmp "slt" %3720, %57 : i64
    llvm.cond_br %3721, ^bb416, ^bb417
  ^bb416:  // pred: ^bb415
    %3722 = llvm.extractvalue %3713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3723 = llvm.mlir.constant(16 : index) : i64
    %3724 = llvm.mul %3714, %3723 overflow<nsw, nuw> : i64
    %3725 = llvm.mlir.constant(8 : index) : i64
    %3726 = llvm.mul %3716, %3725 overflow<nsw, nuw> : i64
    %3727 = llvm.add %3724, %3726 overflow<nsw, nuw> : i64
    %3728 = llvm.add %3727, %3718 overflow<nsw, nuw> : i64
    %3729 = llvm.add %3728, %3720 overflow<nsw, nuw> : i64
    %3730 = llvm.getelementptr inbounds|nuw %3722[%3729] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %3730 : f32, !llvm.ptr
    %3731 = llvm.add %3720, %57 : i64
    llvm.br ^bb415(%3731 : i64)
  ^bb417:  // pred: ^bb415
    %3732 = llvm.add %3718, %57 : i64
    llvm.br ^bb413(%3732 : i64)
  ^bb418:  // pred: ^bb413
    %3733 = llvm.add %3716, %57 : i64
    llvm.br ^bb411(%3733 : i64)
  ^bb419:  // pred: ^bb411
    %3734 = llvm.add %3714, %57 : i64
    llvm.br ^bb409(%3734 : i64)
  ^bb420:  // pred: ^bb409
    %3735 = llvm.mlir.constant(2 : index) : i64
    %3736 = llvm.mlir.constant(8 : index) : i64
    %3737 = llvm.mlir.constant(1 : index) : i64
    %3738 = llvm.mlir.constant(1 : index) : i64
    %3739 = llvm.mlir.constant(16 : index) : i64
    %3740 = llvm.mul %3739, %791 : i64
    %3741 = llvm.mlir.zero : !llvm.ptr
    %3742 = llvm.getelementptr %3741[%3740] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3743 = llvm.ptrtoint %3742 : !llvm.ptr to i64
    %3744 = llvm.mlir.constant(64 : index) : i64
    %3745 = llvm.add %3743, %3744 : i64
    %3746 = llvm.call @malloc(%3745) : (i64) -> !llvm.ptr
    %3747 = llvm.ptrtoint %3746 : !llvm.ptr to i64
    %3748 = llvm.mlir.constant(1 : index) : i64
    %3749 = llvm.sub %3744, %3748 : i64
    %3750 = llvm.add %3747, %3749 : i64
    %3751 = llvm.urem %3750, %3744 : i64
    %3752 = llvm.sub %3750, %3751 : i64
    %3753 = llvm.inttoptr %3752 : i64 to !llvm.ptr
    %3754 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3755 = llvm.insertvalue %3746, %3754[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3756 = llvm.insertvalue %3753, %3755[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3757 = llvm.mlir.constant(0 : index) : i64
    %3758 = llvm.insertvalue %3757, %3756[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3759 = llvm.insertvalue %791, %3758[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3760 = llvm.insertvalue %3735, %3759[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3761 = llvm.insertvalue %3736, %3760[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3762 = llvm.insertvalue %3737, %3761[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3763 = llvm.insertvalue %3739, %3762[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3764 = llvm.insertvalue %3736, %3763[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3765 = llvm.insertvalue %3737, %3764[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3766 = llvm.insertvalue %3738, %3765[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb421(%56 : i64)
  ^bb421(%3767: i64):  // 2 preds: ^bb420, ^bb431
    %3768 = llvm.icmp "slt" %3767, %791 : i64
    llvm.cond_br %3768, ^bb422, ^bb432
  ^bb422:  // pred: ^bb421
    llvm.br ^bb423(%56 : i64)
  ^bb423(%3769: i64):  // 2 preds: ^bb422, ^bb430
    %3770 = llvm.icmp "slt" %3769, %59 : i64
    llvm.cond_br %3770, ^bb424, ^bb431
  ^bb424:  // pred: ^bb423
    llvm.br ^bb425(%56 : i64)
  ^bb425(%3771: i64):  // 2 preds: ^bb424, ^bb429
    %3772 = llvm.icmp "slt" %3771, %58 : i64
    llvm.cond_br %3772, ^bb426, ^bb430
  ^bb426:  // pred: ^bb425
    llvm.br ^bb427(%56 : i64)
  ^bb427(%3773: i64):  // 2 preds: ^bb426, ^bb428
    %3774 = llvm.icmp "slt" %3773, %57 : i64
    llvm.cond_br %3774, ^bb428, ^bb429
  ^bb428:  // pred: ^bb427
    %3775 = llvm.extractvalue %3713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3776 = llvm.mlir.constant(16 : index) : i64
    %3777 = llvm.mul %3767, %3776 overflow<nsw, nuw> : i64
    %3778 = llvm.mlir.constant(8 : index) : i64
    %3779 = llvm.mul %3769, %3778 overflow<nsw, nuw> : i64
    %3780 = llvm.add %3777, %3779 overflow<nsw, nuw> : i64
    %3781 = llvm.add %3780, %3771 overflow<nsw, nuw> : i64
    %3782 = llvm.add %3781, %3773 overflow<nsw, nuw> : i64
    %3783 = llvm.getelementptr inbounds|nuw %3775[%3782] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3784 = llvm.load %3783 : !llvm.ptr -> f32
    %3785 = llvm.extractvalue %3766[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3786 = llvm.mlir.constant(16 : index) : i64
    %3787 = llvm.mul %3767, %3786 overflow<nsw, nuw> : i64
    %3788 = llvm.mlir.constant(8 : index) : i64
    %3789 = llvm.mul %3769, %3788 overflow<nsw, nuw> : i64
    %3790 = llvm.add %3787, %3789 overflow<nsw, nuw> : i64
    %3791 = llvm.add %3790, %3771 overflow<nsw, nuw> : i64
    %3792 = llvm.add %3791, %3773 overflow<nsw, nuw> : i64
    %3793 = llvm.getelementptr inbounds|nuw %3785[%3792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3784, %3793 : f32, !llvm.ptr
    %3794 = llvm.add %3773, %57 : i64
    llvm.br ^bb427(%3794 : i64)
  ^bb429:  // pred: ^bb427
    %3795 = llvm.add %3771, %57 : i64
    llvm.br ^bb425(%3795 : i64)
  ^bb430:  // pred: ^bb425
    %3796 = llvm.add %3769, %57 : i64
    llvm.br ^bb423(%3796 : i64)
  ^bb431:  // pred: ^bb423
    %3797 = llvm.add %3767, %57 : i64
    llvm.br ^bb421(%3797 : i64)
  ^bb432:  // pred: ^bb421
    llvm.br ^bb433(%56 : i64)
  ^bb433(%3798: i64):  // 2 preds: ^bb432, ^bb443
    %3799 = llvm.icmp "slt" %3798, %791 : i64
    llvm.cond_br %3799, ^bb434, ^bb444
  ^bb434:  // pred: ^bb433
    llvm.br ^bb435(%56 : i64)
  ^bb435(%3800: i64):  // 2 preds: ^bb434, ^bb442
    %3801 = llvm.icmp "slt" %3800, %59 : i64
    llvm.cond_br %3801, ^bb436, ^bb443
  ^bb436:  // pred: ^bb435
    llvm.br ^bb437(%56 : i64)
  ^bb437(%3802: i64):  // 2 preds: ^bb436, ^bb441
    %3803 = llvm.icmp "slt" %3802, %58 : i64
    llvm.cond_br %3803, ^bb438, ^bb442
  ^bb438:  // pred: ^bb437
    llvm.br ^bb439(%56 : i64)
  ^bb439(%3804: i64):  // 2 preds: ^bb438, ^bb440
    %3805 = llvm.icmp "slt" %3804, %58 : i64
    llvm.cond_br %3805, ^bb440, ^bb441
  ^bb440:  // pred: ^bb439
    %3806 = llvm.extractvalue %3633[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3807 = llvm.mlir.constant(128 : index) : i64
    %3808 = llvm.mul %3798, %3807 overflow<nsw, nuw> : i64
    %3809 = llvm.mlir.constant(64 : index) : i64
    %3810 = llvm.mul %3800, %3809 overflow<nsw, nuw> : i64
    %3811 = llvm.add %3808, %3810 overflow<nsw, nuw> : i64
    %3812 = llvm.mlir.constant(8 : index) : i64
    %3813 = llvm.mul %3802, %3812 overflow<nsw, nuw> : i64
    %3814 = llvm.add %3811, %3813 overflow<nsw, nuw> : i64
    %3815 = llvm.add %3814, %3804 overflow<nsw, nuw> : i64
    %3816 = llvm.getelementptr inbounds|nuw %3806[%3815] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3817 = llvm.load %3816 : !llvm.ptr -> f32
    %3818 = llvm.extractvalue %3766[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3819 = llvm.mlir.constant(16 : index) : i64
    %3820 = llvm.mul %3798, %3819 overflow<nsw, nuw> : i64
    %3821 = llvm.mlir.constant(8 : index) : i64
    %3822 = llvm.mul %3800, %3821 overflow<nsw, nuw> : i64
    %3823 = llvm.add %3820, %3822 overflow<nsw, nuw> : i64
    %3824 = llvm.add %3823, %3802 overflow<nsw, nuw> : i64
    %3825 = llvm.add %3824, %56 overflow<nsw, nuw> : i64
    %3826 = llvm.getelementptr inbounds|nuw %3818[%3825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3827 = llvm.load %3826 : !llvm.ptr -> f32
    %3828 = llvm.fadd %3817, %3827 : f32
    %3829 = llvm.extractvalue %3766[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3830 = llvm.mlir.constant(16 : index) : i64
    %3831 = llvm.mul %3798, %3830 overflow<nsw, nuw> : i64
    %3832 = llvm.mlir.constant(8 : index) : i64
    %3833 = llvm.mul %3800, %3832 overflow<nsw, nuw> : i64
    %3834 = llvm.add %3831, %3833 overflow<nsw, nuw> : i64
    %3835 = llvm.add %3834, %3802 overflow<nsw, nuw> : i64
    %3836 = llvm.add %3835, %56 overflow<nsw, nuw> : i64
    %3837 = llvm.getelementptr inbounds|nuw %3829[%3836] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3828, %3837 : f32, !llvm.ptr
    %3838 = llvm.add %3804, %57 : i64
    llvm.br ^bb439(%3838 : i64)
  ^bb441:  // pred: ^bb439
    %3839 = llvm.add %3802, %57 : i64
    llvm.br ^bb437(%3839 : i64)
  ^bb442:  // pred: ^bb437
    %3840 = llvm.add %3800, %57 : i64
    llvm.br ^bb435(%3840 : i64)
  ^bb443:  // pred: ^bb435
    %3841 = llvm.add %3798, %57 : i64
    llvm.br ^bb433(%3841 : i64)
  ^bb444:  // pred: ^bb433
    %3842 = llvm.mlir.constant(2 : index) : i64
    %3843 = llvm.mlir.constant(8 : index) : i64
    %3844 = llvm.mlir.constant(8 : index) : i64
    %3845 = llvm.mlir.constant(1 : index) : i64
    %3846 = llvm.mlir.constant(64 : index) : i64
    %3847 = llvm.mlir.constant(128 : index) : i64
    %3848 = llvm.mul %3847, %791 : i64
    %3849 = llvm.mlir.zero : !llvm.ptr
    %3850 = llvm.getelementptr %3849[%3848] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3851 = llvm.ptrtoint %3850 : !llvm.ptr to i64
    %3852 = llvm.mlir.constant(64 : index) : i64
    %3853 = llvm.add %3851, %3852 : i64
    %3854 = llvm.call @malloc(%3853) : (i64) -> !llvm.ptr
    %3855 = llvm.ptrtoint %3854 : !llvm.ptr to i64
    %3856 = llvm.mlir.constant(1 : index) : i64
    %3857 = llvm.sub %3852, %3856 : i64
    %3858 = llvm.add %3855, %3857 : i64
    %3859 = llvm.urem %3858, %3852 : i64
    %3860 = llvm.sub %3858, %3859 : i64
    %3861 = llvm.inttoptr %3860 : i64 to !llvm.ptr
    %3862 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3863 = llvm.insertvalue %3854, %3862[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3864 = llvm.insertvalue %3861, %3863[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3865 = llvm.mlir.constant(0 : index) : i64
    %3866 = llvm.insertvalue %3865, %3864[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3867 = llvm.insertvalue %791, %3866[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3868 = llvm.insertvalue %3842, %3867[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3869 = llvm.insertvalue %3843, %3868[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3870 = llvm.insertvalue %3844, %3869[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3871 = llvm.insertvalue %3847, %3870[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3872 = llvm.insertvalue %3846, %3871[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3873 = llvm.insertvalue %3844, %3872[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3874 = llvm.insertvalue %3845, %3873[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb445(%56 : i64)
  ^bb445(%3875: i64):  // 2 preds: ^bb444, ^bb455
    %3876 = llvm.icmp "slt" %3875, %791 : i64
    llvm.cond_br %3876, ^bb446, ^bb456
  ^bb446:  // pred: ^bb445
    llvm.br ^bb447(%56 : i64)
  ^bb447(%3877: i64):  // 2 preds: ^bb446, ^bb454
    %3878 = llvm.icmp "slt" %3877, %59 : i64
    llvm.cond_br %3878, ^bb448, ^bb455
  ^bb448:  // pred: ^bb447
    llvm.br ^bb449(%56 : i64)
  ^bb449(%3879: i64):  // 2 preds: ^bb448, ^bb453
    %3880 = llvm.icmp "slt" %3879, %58 : i64
    llvm.cond_br %3880, ^bb450, ^bb454
  ^bb450:  // pred: ^bb449
    llvm.br ^bb451(%56 : i64)
  ^bb451(%3881: i64):  // 2 preds: ^bb450, ^bb452
    %3882 = llvm.icmp "slt" %3881, %58 : i64
    llvm.cond_br %3882, ^bb452, ^bb453
  ^bb452:  // pred: ^bb451
    %3883 = llvm.extractvalue %3633[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3884 = llvm.mlir.constant(128 : index) : i64
    %3885 = llvm.mul %3875, %3884 overflow<nsw, nuw> : i64
    %3886 = llvm.mlir.constant(64 : index) : i64
    %3887 = llvm.mul %3877, %3886 overflow<nsw, nuw> : i64
    %3888 = llvm.add %3885, %3887 overflow<nsw, nuw> : i64
    %3889 = llvm.mlir.constant(8 : index) : i64
    %3890 = llvm.mul %3879, %3889 overflow<nsw, nuw> : i64
    %3891 = llvm.add %3888, %3890 overflow<nsw, nuw> : i64
    %3892 = llvm.add %3891, %3881 overflow<nsw, nuw> : i64
    %3893 = llvm.getelementptr inbounds|nuw %3883[%3892] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3894 = llvm.load %3893 : !llvm.ptr -> f32
    %3895 = llvm.extractvalue %3766[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3896 = llvm.mlir.constant(16 : index) : i64
    %3897 = llvm.mul %3875, %3896 overflow<nsw, nuw> : i64
    %3898 = llvm.mlir.constant(8 : index) : i64
    %3899 = llvm.mul %3877, %3898 overflow<nsw, nuw> : i64
    %3900 = llvm.add %3897, %3899 overflow<nsw, nuw> : i64
    %3901 = llvm.add %3900, %3879 overflow<nsw, nuw> : i64
    %3902 = llvm.add %3901, %56 overflow<nsw, nuw> : i64
    %3903 = llvm.getelementptr inbounds|nuw %3895[%3902] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3904 = llvm.load %3903 : !llvm.ptr -> f32
    %3905 = llvm.fdiv %3894, %3904 : f32
    %3906 = llvm.extractvalue %3874[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3907 = llvm.mlir.constant(128 : index) : i64
    %3908 = llvm.mul %3875, %3907 overflow<nsw, nuw> : i64
    %3909 = llvm.mlir.constant(64 : index) : i64
    %3910 = llvm.mul %3877, %3909 overflow<nsw, nuw> : i64
    %3911 = llvm.add %3908, %3910 overflow<nsw, nuw> : i64
    %3912 = llvm.mlir.constant(8 : index) : i64
    %3913 = llvm.mul %3879, %3912 overflow<nsw, nuw> : i64
    %3914 = llvm.add %3911, %3913 overflow<nsw, nuw> : i64
    %3915 = llvm.add %3914, %3881 overflow<nsw, nuw> : i64
    %3916 = llvm.getelementptr inbounds|nuw %3906[%3915] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3905, %3916 : f32, !llvm.ptr
    %3917 = llvm.add %3881, %57 : i64
    llvm.br ^bb451(%3917 : i64)
  ^bb453:  // pred: ^bb451
    %3918 = llvm.add %3879, %57 : i64
    llvm.br ^bb449(%3918 : i64)
  ^bb454:  // pred: ^bb449
    %3919 = llvm.add %3877, %57 : i64
    llvm.br ^bb447(%3919 : i64)
  ^bb455:  // pred: ^bb447
    %3920 = llvm.add %3875, %57 : i64
    llvm.br ^bb445(%3920 : i64)
  ^bb456:  // pred: ^bb445
    %3921 = llvm.mlir.constant(2 : index) : i64
    %3922 = llvm.mlir.constant(8 : index) : i64
    %3923 = llvm.mlir.constant(8 : index) : i64
    %3924 = llvm.mlir.constant(1 : index) : i64
    %3925 = llvm.mlir.constant(64 : index) : i64
    %3926 = llvm.mlir.constant(128 : index) : i64
    %3927 = llvm.mul %3926, %791 : i64
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
    %3941 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3942 = llvm.insertvalue %3933, %3941[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3943 = llvm.insertvalue %3940, %3942[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3944 = llvm.mlir.constant(0 : index) : i64
    %3945 = llvm.insertvalue %3944, %3943[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3946 = llvm.insertvalue %791, %3945[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3947 = llvm.insertvalue %3921, %3946[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3948 = llvm.insertvalue %3922, %3947[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3949 = llvm.insertvalue %3923, %3948[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3950 = llvm.insertvalue %3926, %3949[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3951 = llvm.insertvalue %3925, %3950[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3952 = llvm.insertvalue %3923, %3951[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3953 = llvm.insertvalue %3924, %3952[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb457(%56 : i64)
  ^bb457(%3954: i64):  // 2 preds: ^bb456, ^bb467
    %3955 = llvm.icmp "slt" %3954, %791 : i64
    llvm.cond_br %3955, ^bb458, ^bb468
  ^bb458:  // pred: ^bb457
    llvm.br ^bb459(%56 : i64)
  ^bb459(%3956: i64):  // 2 preds: ^bb458, ^bb466
    %3957 = llvm.icmp "slt" %3956, %59 : i64
    llvm.cond_br %3957, ^bb460, ^bb467
  ^bb460:  // pred: ^bb459
    llvm.br ^bb461(%56 : i64)
  ^bb461(%3958: i64):  // 2 preds: ^bb460, ^bb465
    %3959 = llvm.icmp "slt" %3958, %58 : i64
    llvm.cond_br %3959, ^bb462, ^bb466
  ^bb462:  // pred: ^bb461
    llvm.br ^bb463(%56 : i64)
  ^bb463(%3960: i64):  // 2 preds: ^bb462, ^bb464
    %3961 = llvm.icmp "slt" %3960, %58 : i64
    llvm.cond_br %3961, ^bb464, ^bb465
  ^bb464:  // pred: ^bb463
    %3962 = llvm.icmp "eq" %791, %57 : i64
    %3963 = llvm.select %3962, %56, %3954 : i1, i64
    %3964 = llvm.extractvalue %3874[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3965 = llvm.mlir.constant(128 : index) : i64
    %3966 = llvm.mul %3963, %3965 overflow<nsw, nuw> : i64
    %3967 = llvm.mlir.constant(64 : index) : i64
    %3968 = llvm.mul %3956, %3967 overflow<nsw, nuw> : i64
    %3969 = llvm.add %3966, %3968 overflow<nsw, nuw> : i64
    %3970 = llvm.mlir.constant(8 : index) : i64
    %3971 = llvm.mul %3958, %3970 overflow<nsw, nuw> : i64
    %3972 = llvm.add %3969, %3971 overflow<nsw, nuw> : i64
    %3973 = llvm.add %3972, %3960 overflow<nsw, nuw> : i64
    %3974 = llvm.getelementptr inbounds|nuw %3964[%3973] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3975 = llvm.load %3974 : !llvm.ptr -> f32
    %3976 = llvm.extractvalue %3953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %3977 = llvm.mlir.constant(128 : index) : i64
    %3978 = llvm.mul %3954, %3977 overflow<nsw, nuw> : i64
    %3979 = llvm.mlir.constant(64 : index) : i64
    %3980 = llvm.mul %3956, %3979 overflow<nsw, nuw> : i64
    %3981 = llvm.add %3978, %3980 overflow<nsw, nuw> : i64
    %3982 = llvm.mlir.constant(8 : index) : i64
    %3983 = llvm.mul %3958, %3982 overflow<nsw, nuw> : i64
    %3984 = llvm.add %3981, %3983 overflow<nsw, nuw> : i64
    %3985 = llvm.add %3984, %3960 overflow<nsw, nuw> : i64
    %3986 = llvm.getelementptr inbounds|nuw %3976[%3985] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %3975, %3986 : f32, !llvm.ptr
    %3987 = llvm.add %3960, %57 : i64
    llvm.br ^bb463(%3987 : i64)
  ^bb465:  // pred: ^bb463
    %3988 = llvm.add %3958, %57 : i64
    llvm.br ^bb461(%3988 : i64)
  ^bb466:  // pred: ^bb461
    %3989 = llvm.add %3956, %57 : i64
    llvm.br ^bb459(%3989 : i64)
  ^bb467:  // pred: ^bb459
    %3990 = llvm.add %3954, %57 : i64
    llvm.br ^bb457(%3990 : i64)
  ^bb468:  // pred: ^bb457
    %3991 = llvm.mlir.constant(8 : index) : i64
    %3992 = llvm.mlir.constant(16 : index) : i64
    %3993 = llvm.mlir.constant(1 : index) : i64
    %3994 = llvm.mlir.constant(128 : index) : i64
    %3995 = llvm.mul %3994, %3104 : i64
    %3996 = llvm.mlir.zero : !llvm.ptr
    %3997 = llvm.getelementptr %3996[%3995] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %3998 = llvm.ptrtoint %3997 : !llvm.ptr to i64
    %3999 = llvm.mlir.constant(64 : index) : i64
    %4000 = llvm.add %3998, %3999 : i64
    %4001 = llvm.call @malloc(%4000) : (i64) -> !llvm.ptr
    %4002 = llvm.ptrtoint %4001 : !llvm.ptr to i64
    %4003 = llvm.mlir.constant(1 : index) : i64
    %4004 = llvm.sub %3999, %4003 : i64
    %4005 = llvm.add %4002, %4004 : i64
    %4006 = llvm.urem %4005, %3999 : i64
    %4007 = llvm.sub %4005, %4006 : i64
    %4008 = llvm.inttoptr %4007 : i64 to !llvm.ptr
    %4009 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4010 = llvm.insertvalue %4001, %4009[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4011 = llvm.insertvalue %4008, %4010[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4012 = llvm.mlir.constant(0 : index) : i64
    %4013 = llvm.insertvalue %4012, %4011[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4014 = llvm.insertvalue %3104, %4013[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4015 = llvm.insertvalue %3991, %4014[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4016 = llvm.insertvalue %3992, %4015[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4017 = llvm.insertvalue %3994, %4016[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4018 = llvm.insertvalue %3992, %4017[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4019 = llvm.insertvalue %3993, %4018[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb469(%56 : i64)
  ^bb469(%4020: i64):  // 2 preds: ^bb468, ^bb476
    %4021 = llvm.icmp "slt" %4020, %3104 : i64
    llvm.cond_br %4021, ^bb470, ^bb477
  ^bb470:  // pred: ^bb469
    llvm.br ^bb471(%56 : i64)
  ^bb471(%4022: i64):  // 2 preds: ^bb470, ^bb475
    %4023 = llvm.icmp "slt" %4022, %58 : i64
    llvm.cond_br %4023, ^bb472, ^bb476
  ^bb472:  // pred: ^bb471
    llvm.br ^bb473(%56 : i64)
  ^bb473(%4024: i64):  // 2 preds: ^bb472, ^bb474
    %4025 = llvm.icmp "slt" %4024, %39 : i64
    llvm.cond_br %4025, ^bb474, ^bb475
  ^bb474:  // pred: ^bb473
    %4026 = llvm.extractvalue %4019[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4027 = llvm.mlir.constant(128 : index) : i64
    %4028 = llvm.mul %4020, %4027 overflow<nsw, nuw> : i64
    %4029 = llvm.mlir.constant(16 : index) : i64
    %4030 = llvm.mul %4022, %4029 overflow<nsw, nuw> : i64
    %4031 = llvm.add %4028, %4030 overflow<nsw, nuw> : i64
    %4032 = llvm.add %4031, %4024 overflow<nsw, nuw> : i64
    %4033 = llvm.getelementptr inbounds|nuw %4026[%4032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4033 : f32, !llvm.ptr
    %4034 = llvm.add %4024, %57 : i64
    llvm.br ^bb473(%4034 : i64)
  ^bb475:  // pred: ^bb473
    %4035 = llvm.add %4022, %57 : i64
    llvm.br ^bb471(%4035 : i64)
  ^bb476:  // pred: ^bb471
    %4036 = llvm.add %4020, %57 : i64
    llvm.br ^bb469(%4036 : i64)
  ^bb477:  // pred: ^bb469
    %4037 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4038 = llvm.extractvalue %4019[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4039 = llvm.extractvalue %4019[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4040 = llvm.insertvalue %4038, %4037[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4041 = llvm.insertvalue %4039, %4040[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4042 = llvm.mlir.constant(0 : index) : i64
    %4043 = llvm.insertvalue %4042, %4041[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4044 = llvm.insertvalue %791, %4043[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4045 = llvm.mlir.constant(256 : index) : i64
    %4046 = llvm.insertvalue %4045, %4044[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4047 = llvm.mlir.constant(2 : index) : i64
    %4048 = llvm.insertvalue %4047, %4046[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4049 = llvm.mlir.constant(128 : index) : i64
    %4050 = llvm.insertvalue %4049, %4048[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4051 = llvm.mlir.constant(8 : index) : i64
    %4052 = llvm.insertvalue %4051, %4050[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4053 = llvm.mlir.constant(16 : index) : i64
    %4054 = llvm.insertvalue %4053, %4052[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4055 = llvm.mlir.constant(16 : index) : i64
    %4056 = llvm.insertvalue %4055, %4054[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4057 = llvm.mlir.constant(1 : index) : i64
    %4058 = llvm.insertvalue %4057, %4056[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4059 = llvm.extractvalue %4058[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4060 = llvm.mlir.constant(2 : index) : i64
    %4061 = llvm.mlir.constant(8 : index) : i64
    %4062 = llvm.mlir.constant(16 : index) : i64
    %4063 = llvm.mlir.constant(1 : index) : i64
    %4064 = llvm.mlir.constant(128 : index) : i64
    %4065 = llvm.mlir.constant(256 : index) : i64
    %4066 = llvm.mul %4065, %4059 : i64
    %4067 = llvm.mlir.zero : !llvm.ptr
    %4068 = llvm.getelementptr %4067[%4066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4069 = llvm.ptrtoint %4068 : !llvm.ptr to i64
    %4070 = llvm.mlir.constant(64 : index) : i64
    %4071 = llvm.add %4069, %4070 : i64
    %4072 = llvm.call @malloc(%4071) : (i64) -> !llvm.ptr
    %4073 = llvm.ptrtoint %4072 : !llvm.ptr to i64
    %4074 = llvm.mlir.constant(1 : index) : i64
    %4075 = llvm.sub %4070, %4074 : i64
    %4076 = llvm.add %4073, %4075 : i64
    %4077 = llvm.urem %4076, %4070 : i64
    %4078 = llvm.sub %4076, %4077 : i64
    %4079 = llvm.inttoptr %4078 : i64 to !llvm.ptr
    %4080 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4081 = llvm.insertvalue %4072, %4080[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4082 = llvm.insertvalue %4079, %4081[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4083 = llvm.mlir.constant(0 : index) : i64
    %4084 = llvm.insertvalue %4083, %4082[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4085 = llvm.insertvalue %4059, %4084[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4086 = llvm.insertvalue %4060, %4085[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4087 = llvm.insertvalue %4061, %4086[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4088 = llvm.insertvalue %4062, %4087[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4089 = llvm.insertvalue %4065, %4088[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4090 = llvm.insertvalue %4064, %4089[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4091 = llvm.insertvalue %4062, %4090[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4092 = llvm.insertvalue %4063, %4091[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4093 = llvm.extractvalue %4058[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb478(%56 : i64)
  ^bb478(%4094: i64):  // 2 preds: ^bb477, ^bb488
    %4095 = llvm.icmp "slt" %4094, %4093 : i64
    llvm.cond_br %4095, ^bb479, ^bb489
  ^bb479:  // pred: ^bb478
    llvm.br ^bb480(%56 : i64)
  ^bb480(%4096: i64):  // 2 preds: ^bb479, ^bb487
    %4097 = llvm.icmp "slt" %4096, %59 : i64
    llvm.cond_br %4097, ^bb481, ^bb488
  ^bb481:  // pred: ^bb480
    llvm.br ^bb482(%56 : i64)
  ^bb482(%4098: i64):  // 2 preds: ^bb481, ^bb486
    %4099 = llvm.icmp "slt" %4098, %58 : i64
    llvm.cond_br %4099, ^bb483, ^bb487
  ^bb483:  // pred: ^bb482
    llvm.br ^bb484(%56 : i64)
  ^bb484(%4100: i64):  // 2 preds: ^bb483, ^bb485
    %4101 = llvm.icmp "slt" %4100, %39 : i64
    llvm.cond_br %4101, ^bb485, ^bb486
  ^bb485:  // pred: ^bb484
    %4102 = llvm.extractvalue %4058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4103 = llvm.mlir.constant(256 : index) : i64
    %4104 = llvm.mul %4094, %4103 overflow<nsw, nuw> : i64
    %4105 = llvm.mlir.constant(128 : index) : i64
    %4106 = llvm.mul %4096, %4105 overflow<nsw, nuw> : i64
    %4107 = llvm.add %4104, %4106 overflow<nsw, nuw> : i64
    %4108 = llvm.mlir.constant(16 : index) : i64
    %4109 = llvm.mul %4098, %4108 overflow<nsw, nuw> : i64
    %4110 = llvm.add %4107, %4109 overflow<nsw, nuw> : i64
    %4111 = llvm.add %4110, %4100 overflow<nsw, nuw> : i64
    %4112 = llvm.getelementptr inbounds|nuw %4102[%4111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4113 = llvm.load %4112 : !llvm.ptr -> f32
    %4114 = llvm.extractvalue %4092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4115 = llvm.mlir.constant(256 : index) : i64
    %4116 = llvm.mul %4094, %4115 overflow<nsw, nuw> : i64
    %4117 = llvm.mlir.constant(128 : index) : i64
    %4118 = llvm.mul %4096, %4117 overflow<nsw, nuw> : i64
    %4119 = llvm.add %4116, %4118 overflow<nsw, nuw> : i64
    %4120 = llvm.mlir.constant(16 : index) : i64
    %4121 = llvm.mul %4098, %4120 overflow<nsw, nuw> : i64
    %4122 = llvm.add %4119, %4121 overflow<nsw, nuw> : i64
    %4123 = llvm.add %4122, %4100 overflow<nsw, nuw> : i64
    %4124 = llvm.getelementptr inbounds|nuw %4114[%4123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4113, %4124 : f32, !llvm.ptr
    %4125 = llvm.add %4100, %57 : i64
    llvm.br ^bb484(%4125 : i64)
  ^bb486:  // pred: ^bb484
    %4126 = llvm.add %4098, %57 : i64
    llvm.br ^bb482(%4126 : i64)
  ^bb487:  // pred: ^bb482
    %4127 = llvm.add %4096, %57 : i64
    llvm.br ^bb480(%4127 : i64)
  ^bb488:  // pred: ^bb480
    %4128 = llvm.add %4094, %57 : i64
    llvm.br ^bb478(%4128 : i64)
  ^bb489:  // pred: ^bb478
    llvm.br ^bb490(%56 : i64)
  ^bb490(%4129: i64):  // 2 preds: ^bb489, ^bb503
    %4130 = llvm.icmp "slt" %4129, %791 : i64
    llvm.cond_br %4130, ^bb491, ^bb504
  ^bb491:  // pred: ^bb490
    llvm.br ^bb492(%56 : i64)
  ^bb492(%4131: i64):  // 2 preds: ^bb491, ^bb502
    %4132 = llvm.icmp "slt" %4131, %59 : i64
    llvm.cond_br %4132, ^bb493, ^bb503
  ^bb493:  // pred: ^bb492
    llvm.br ^bb494(%56 : i64)
  ^bb494(%4133: i64):  // 2 preds: ^bb493, ^bb501
    %4134 = llvm.icmp "slt" %4133, %58 : i64
    llvm.cond_br %4134, ^bb495, ^bb502
  ^bb495:  // pred: ^bb494
    llvm.br ^bb496(%56 : i64)
  ^bb496(%4135: i64):  // 2 preds: ^bb495, ^bb500
    %4136 = llvm.icmp "slt" %4135, %39 : i64
    llvm.cond_br %4136, ^bb497, ^bb501
  ^bb497:  // pred: ^bb496
    llvm.br ^bb498(%56 : i64)
  ^bb498(%4137: i64):  // 2 preds: ^bb497, ^bb499
    %4138 = llvm.icmp "slt" %4137, %58 : i64
    llvm.cond_br %4138, ^bb499, ^bb500
  ^bb499:  // pred: ^bb498
    %4139 = llvm.extractvalue %3953[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4140 = llvm.mlir.constant(128 : index) : i64
    %4141 = llvm.mul %4129, %4140 overflow<nsw, nuw> : i64
    %4142 = llvm.mlir.constant(64 : index) : i64
    %4143 = llvm.mul %4131, %4142 overflow<nsw, nuw> : i64
    %4144 = llvm.add %4141, %4143 overflow<nsw, nuw> : i64
    %4145 = llvm.mlir.constant(8 : index) : i64
    %4146 = llvm.mul %4133, %4145 overflow<nsw, nuw> : i64
    %4147 = llvm.add %4144, %4146 overflow<nsw, nuw> : i64
    %4148 = llvm.add %4147, %4137 overflow<nsw, nuw> : i64
    %4149 = llvm.getelementptr inbounds|nuw %4139[%4148] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4150 = llvm.load %4149 : !llvm.ptr -> f32
    %4151 = llvm.extractvalue %4092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4152 = llvm.mlir.constant(256 : index) : i64
    %4153 = llvm.mul %4129, %4152 overflow<nsw, nuw> : i64
    %4154 = llvm.mlir.constant(128 : index) : i64
    %4155 = llvm.mul %4131, %4154 overflow<nsw, nuw> : i64
    %4156 = llvm.add %4153, %4155 overflow<nsw, nuw> : i64
    %4157 = llvm.mlir.constant(16 : index) : i64
    %4158 = llvm.mul %4133, %4157 overflow<nsw, nuw> : i64
    %4159 = llvm.add %4156, %4158 overflow<nsw, nuw> : i64
    %4160 = llvm.add %4159, %4135 overflow<nsw, nuw> : i64
    %4161 = llvm.getelementptr inbounds|nuw %4151[%4160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4162 = llvm.load %4161 : !llvm.ptr -> f32
    %4163 = llvm.icmp "eq" %2359, %57 : i64
    %4164 = llvm.select %4163, %56, %4129 : i1, i64
    %4165 = llvm.extractvalue %2930[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4166 = llvm.mlir.constant(256 : index) : i64
    %4167 = llvm.mul %4164, %4166 overflow<nsw, nuw> : i64
    %4168 = llvm.mlir.constant(128 : index) : i64
    %4169 = llvm.mul %4131, %4168 overflow<nsw, nuw> : i64
    %4170 = llvm.add %4167, %4169 overflow<nsw, nuw> : i64
    %4171 = llvm.mlir.constant(16 : index) : i64
    %4172 = llvm.mul %4137, %4171 overflow<nsw, nuw> : i64
    %4173 = llvm.add %4170, %4172 overflow<nsw, nuw> : i64
    %4174 = llvm.add %4173, %4135 overflow<nsw, nuw> : i64
    %4175 = llvm.getelementptr inbounds|nuw %4165[%4174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4176 = llvm.load %4175 : !llvm.ptr -> f32
    %4177 = llvm.fmul %4150, %4176 : f32
    %4178 = llvm.fadd %4162, %4177 : f32
    %4179 = llvm.extractvalue %4092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4180 = llvm.mlir.constant(256 : index) : i64
    %4181 = llvm.mul %4129, %4180 overflow<nsw, nuw> : i64
    %4182 = llvm.mlir.constant(128 : index) : i64
    %4183 = llvm.mul %4131, %4182 overflow<nsw, nuw> : i64
    %4184 = llvm.add %4181, %4183 overflow<nsw, nuw> : i64
    %4185 = llvm.mlir.constant(16 : index) : i64
    %4186 = llvm.mul %4133, %4185 overflow<nsw, nuw> : i64
    %4187 = llvm.add %4184, %4186 overflow<nsw, nuw> : i64
    %4188 = llvm.add %4187, %4135 overflow<nsw, nuw> : i64
    %4189 = llvm.getelementptr inbounds|nuw %4179[%4188] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4178, %4189 : f32, !llvm.ptr
    %4190 = llvm.add %4137, %57 : i64
    llvm.br ^bb498(%4190 : i64)
  ^bb500:  // pred: ^bb498
    %4191 = llvm.add %4135, %57 : i64
    llvm.br ^bb496(%4191 : i64)
  ^bb501:  // pred: ^bb496
    %4192 = llvm.add %4133, %57 : i64
    llvm.br ^bb494(%4192 : i64)
  ^bb502:  // pred: ^bb494
    %4193 = llvm.add %4131, %57 : i64
    llvm.br ^bb492(%4193 : i64)
  ^bb503:  // pred: ^bb492
    %4194 = llvm.add %4129, %57 : i64
    llvm.br ^bb490(%4194 : i64)
  ^bb504:  // pred: ^bb490
    %4195 = llvm.mlir.constant(8 : index) : i64
    %4196 = llvm.mlir.constant(2 : index) : i64
    %4197 = llvm.mlir.constant(16 : index) : i64
    %4198 = llvm.mlir.constant(1 : index) : i64
    %4199 = llvm.mlir.constant(32 : index) : i64
    %4200 = llvm.mlir.constant(256 : index) : i64
    %4201 = llvm.mul %4200, %791 : i64
    %4202 = llvm.mlir.zero : !llvm.ptr
    %4203 = llvm.getelementptr %4202[%4201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4204 = llvm.ptrtoint %4203 : !llvm.ptr to i64
    %4205 = llvm.mlir.constant(64 : index) : i64
    %4206 = llvm.add %4204, %4205 : i64
    %4207 = llvm.call @malloc(%4206) : (i64) -> !llvm.ptr
    %4208 = llvm.ptrtoint %4207 : !llvm.ptr to i64
    %4209 = llvm.mlir.constant(1 : index) : i64
    %4210 = llvm.sub %4205, %4209 : i64
    %4211 = llvm.add %4208, %4210 : i64
    %4212 = llvm.urem %4211, %4205 : i64
    %4213 = llvm.sub %4211, %4212 : i64
    %4214 = llvm.inttoptr %4213 : i64 to !llvm.ptr
    %4215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4216 = llvm.insertvalue %4207, %4215[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4217 = llvm.insertvalue %4214, %4216[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4218 = llvm.mlir.constant(0 : index) : i64
    %4219 = llvm.insertvalue %4218, %4217[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4220 = llvm.insertvalue %791, %4219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4221 = llvm.insertvalue %4195, %4220[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4222 = llvm.insertvalue %4196, %4221[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4223 = llvm.insertvalue %4197, %4222[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4224 = llvm.insertvalue %4200, %4223[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4225 = llvm.insertvalue %4199, %4224[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4226 = llvm.insertvalue %4197, %4225[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4227 = llvm.insertvalue %4198, %4226[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb505(%56 : i64)
  ^bb505(%4228: i64):  // 2 preds: ^bb504, ^bb515
    %4229 = llvm.icmp "slt" %4228, %4059 : i64
    llvm.cond_br %4229, ^bb506, ^bb516
  ^bb506:  // pred: ^bb505
    llvm.br ^bb507(%56 : i64)
  ^bb507(%4230: i64):  // 2 preds: ^bb506, ^bb514
    %4231 = llvm.icmp "slt" %4230, %58 : i64
    llvm.cond_br %4231, ^bb508, ^bb515
  ^bb508:  // pred: ^bb507
    llvm.br ^bb509(%56 : i64)
  ^bb509(%4232: i64):  // 2 preds: ^bb508, ^bb513
    %4233 = llvm.icmp "slt" %4232, %59 : i64
    llvm.cond_br %4233, ^bb510, ^bb514
  ^bb510:  // pred: ^bb509
    llvm.br ^bb511(%56 : i64)
  ^bb511(%4234: i64):  // 2 preds: ^bb510, ^bb512
    %4235 = llvm.icmp "slt" %4234, %39 : i64
    llvm.cond_br %4235, ^bb512, ^bb513
  ^bb512:  // pred: ^bb511
    %4236 = llvm.extractvalue %4092[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4237 = llvm.mlir.constant(256 : index) : i64
    %4238 = llvm.mul %4228, %4237 overflow<nsw, nuw> : i64
    %4239 = llvm.mlir.constant(128 : index) : i64
    %4240 = llvm.mul %4232, %4239 overflow<nsw, nuw> : i64
    %4241 = llvm.add %4238, %4240 overflow<nsw, nuw> : i64
    %4242 = llvm.mlir.constant(16 : index) : i64
    %4243 = llvm.mul %4230, %4242 overflow<nsw, nuw> : i64
    %4244 = llvm.add %4241, %4243 overflow<nsw, nuw> : i64
    %4245 = llvm.add %4244, %4234 overflow<nsw, nuw> : i64
    %4246 = llvm.getelementptr inbounds|nuw %4236[%4245] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4247 = llvm.load %4246 : !llvm.ptr -> f32
    %4248 = llvm.extractvalue %4227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4249 = llvm.mlir.constant(256 : index) : i64
    %4250 = llvm.mul %4228, %4249 overflow<nsw, nuw> : i64
    %4251 = llvm.mlir.constant(32 : index) : i64
    %4252 = llvm.mul %4230, %4251 overflow<nsw, nuw> : i64
    %4253 = llvm.add %4250, %4252 overflow<nsw, nuw> : i64
    %4254 = llvm.mlir.constant(16 : index) : i64
    %4255 = llvm.mul %4232, %4254 overflow<nsw, nuw> : i64
    %4256 = llvm.add %4253, %4255 overflow<nsw, nuw> : i64
    %4257 = llvm.add %4256, %4234 overflow<nsw, nuw> : i64
    %4258 = llvm.getelementptr inbounds|nuw %4248[%4257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4247, %4258 : f32, !llvm.ptr
    %4259 = llvm.add %4234, %57 : i64
    llvm.br ^bb511(%4259 : i64)
  ^bb513:  // pred: ^bb511
    %4260 = llvm.add %4232, %57 : i64
    llvm.br ^bb509(%4260 : i64)
  ^bb514:  // pred: ^bb509
    %4261 = llvm.add %4230, %57 : i64
    llvm.br ^bb507(%4261 : i64)
  ^bb515:  // pred: ^bb507
    %4262 = llvm.add %4228, %57 : i64
    llvm.br ^bb505(%4262 : i64)
  ^bb516:  // pred: ^bb505
    %4263 = llvm.mul %2355, %42 : i64
    %4264 = llvm.mul %791, %46 : i64
    %4265 = llvm.sdiv %4264, %4263 : i64
    %4266 = llvm.select %807, %4265, %791 : i1, i64
    %4267 = llvm.mlir.constant(3 : index) : i64
    %4268 = llvm.mlir.constant(1 : index) : i64
    %4269 = llvm.mlir.zero : !llvm.ptr
    %4270 = llvm.getelementptr %4269[%4267] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4271 = llvm.ptrtoint %4270 : !llvm.ptr to i64
    %4272 = llvm.mlir.constant(64 : index) : i64
    %4273 = llvm.add %4271, %4272 : i64
    %4274 = llvm.call @malloc(%4273) : (i64) -> !llvm.ptr
    %4275 = llvm.ptrtoint %4274 : !llvm.ptr to i64
    %4276 = llvm.mlir.constant(1 : index) : i64
    %4277 = llvm.sub %4272, %4276 : i64
    %4278 = llvm.add %4275, %4277 : i64
    %4279 = llvm.urem %4278, %4272 : i64
    %4280 = llvm.sub %4278, %4279 : i64
    %4281 = llvm.inttoptr %4280 : i64 to !llvm.ptr
    %4282 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4283 = llvm.insertvalue %4274, %4282[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4284 = llvm.insertvalue %4281, %4283[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4285 = llvm.mlir.constant(0 : index) : i64
    %4286 = llvm.insertvalue %4285, %4284[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4287 = llvm.insertvalue %4267, %4286[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4288 = llvm.insertvalue %4268, %4287[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4289 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4290 = llvm.getelementptr inbounds|nuw %4289[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %4266, %4290 : i64, !llvm.ptr
    %4291 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4292 = llvm.getelementptr inbounds|nuw %4291[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %4292 : i64, !llvm.ptr
    %4293 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4294 = llvm.getelementptr inbounds|nuw %4293[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %4265, %4294 : i64, !llvm.ptr
    %4295 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4296 = llvm.extractvalue %4227[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4297 = llvm.extractvalue %4227[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %4298 = llvm.insertvalue %4296, %4295[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4299 = llvm.insertvalue %4297, %4298[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4300 = llvm.mlir.constant(0 : index) : i64
    %4301 = llvm.insertvalue %4300, %4299[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4302 = llvm.mlir.constant(1 : index) : i64
    %4303 = llvm.mlir.constant(32 : index) : i64
    %4304 = llvm.insertvalue %4303, %4301[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4305 = llvm.insertvalue %4302, %4304[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4306 = llvm.mul %4302, %4303 : i64
    %4307 = llvm.mlir.constant(32 : index) : i64
    %4308 = llvm.mlir.constant(8 : index) : i64
    %4309 = llvm.insertvalue %4308, %4305[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4310 = llvm.insertvalue %4307, %4309[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4311 = llvm.mul %4307, %4308 : i64
    %4312 = llvm.mlir.constant(256 : index) : i64
    %4313 = llvm.mlir.constant(0 : index) : i64
    %4314 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4315 = llvm.getelementptr inbounds|nuw %4314[%4313] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4316 = llvm.load %4315 : !llvm.ptr -> i64
    %4317 = llvm.insertvalue %4316, %4310[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4318 = llvm.insertvalue %4312, %4317[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4319 = llvm.mul %4312, %4316 : i64
    %4320 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4321 = llvm.getelementptr inbounds|nuw %4320[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4322 = llvm.load %4321 : !llvm.ptr -> i64
    %4323 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4324 = llvm.getelementptr inbounds|nuw %4323[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %4325 = llvm.load %4324 : !llvm.ptr -> i64
    %4326 = llvm.mul %4266, %58 overflow<nsw> : i64
    %4327 = llvm.mlir.constant(32 : index) : i64
    %4328 = llvm.mlir.constant(1 : index) : i64
    %4329 = llvm.mul %4327, %4326 : i64
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
    %4343 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4344 = llvm.insertvalue %4335, %4343[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4345 = llvm.insertvalue %4342, %4344[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4346 = llvm.mlir.constant(0 : index) : i64
    %4347 = llvm.insertvalue %4346, %4345[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4348 = llvm.insertvalue %4326, %4347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4349 = llvm.insertvalue %4327, %4348[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4350 = llvm.insertvalue %4327, %4349[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4351 = llvm.insertvalue %4328, %4350[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4352 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4353 = llvm.extractvalue %4351[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4354 = llvm.extractvalue %4351[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4355 = llvm.insertvalue %4353, %4352[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4356 = llvm.insertvalue %4354, %4355[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4357 = llvm.mlir.constant(0 : index) : i64
    %4358 = llvm.insertvalue %4357, %4356[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4359 = llvm.insertvalue %4325, %4358[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4360 = llvm.mlir.constant(256 : index) : i64
    %4361 = llvm.insertvalue %4360, %4359[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4362 = llvm.mlir.constant(8 : index) : i64
    %4363 = llvm.insertvalue %4362, %4361[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4364 = llvm.mlir.constant(32 : index) : i64
    %4365 = llvm.insertvalue %4364, %4363[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4366 = llvm.mlir.constant(32 : index) : i64
    %4367 = llvm.insertvalue %4366, %4365[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4368 = llvm.mlir.constant(1 : index) : i64
    %4369 = llvm.insertvalue %4368, %4367[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4370 = llvm.extractvalue %4369[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4371 = llvm.mlir.constant(8 : index) : i64
    %4372 = llvm.mlir.constant(32 : index) : i64
    %4373 = llvm.mlir.constant(1 : index) : i64
    %4374 = llvm.mlir.constant(256 : index) : i64
    %4375 = llvm.mul %4374, %4370 : i64
    %4376 = llvm.mlir.zero : !llvm.ptr
    %4377 = llvm.getelementptr %4376[%4375] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4378 = llvm.ptrtoint %4377 : !llvm.ptr to i64
    %4379 = llvm.mlir.constant(64 : index) : i64
    %4380 = llvm.add %4378, %4379 : i64
    %4381 = llvm.call @malloc(%4380) : (i64) -> !llvm.ptr
    %4382 = llvm.ptrtoint %4381 : !llvm.ptr to i64
    %4383 = llvm.mlir.constant(1 : index) : i64
    %4384 = llvm.sub %4379, %4383 : i64
    %4385 = llvm.add %4382, %4384 : i64
    %4386 = llvm.urem %4385, %4379 : i64
    %4387 = llvm.sub %4385, %4386 : i64
    %4388 = llvm.inttoptr %4387 : i64 to !llvm.ptr
    %4389 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4390 = llvm.insertvalue %4381, %4389[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4391 = llvm.insertvalue %4388, %4390[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4392 = llvm.mlir.constant(0 : index) : i64
    %4393 = llvm.insertvalue %4392, %4391[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4394 = llvm.insertvalue %4370, %4393[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4395 = llvm.insertvalue %4371, %4394[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4396 = llvm.insertvalue %4372, %4395[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4397 = llvm.insertvalue %4374, %4396[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4398 = llvm.insertvalue %4372, %4397[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4399 = llvm.insertvalue %4373, %4398[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb517(%56 : i64)
  ^bb517(%4400: i64):  // 2 preds: ^bb516, ^bb524
    %4401 = llvm.icmp "slt" %4400, %4370 : i64
    llvm.cond_br %4401, ^bb518, ^bb525
  ^bb518:  // pred: ^bb517
    llvm.br ^bb519(%56 : i64)
  ^bb519(%4402: i64):  // 2 preds: ^bb518, ^bb523
    %4403 = llvm.icmp "slt" %4402, %58 : i64
    llvm.cond_br %4403, ^bb520, ^bb524
  ^bb520:  // pred: ^bb519
    llvm.br ^bb521(%56 : i64)
  ^bb521(%4404: i64):  // 2 preds: ^bb520, ^bb522
    %4405 = llvm.icmp "slt" %4404, %40 : i64
    llvm.cond_br %4405, ^bb522, ^bb523
  ^bb522:  // pred: ^bb521
    %4406 = llvm.extractvalue %4399[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4407 = llvm.mlir.constant(256 : index) : i64
    %4408 = llvm.mul %4400, %4407 overflow<nsw, nuw> : i64
    %4409 = llvm.mlir.constant(32 : index) : i64
    %4410 = llvm.mul %4402, %4409 overflow<nsw, nuw> : i64
    %4411 = llvm.add %4408, %4410 overflow<nsw, nuw> : i64
    %4412 = llvm.add %4411, %4404 overflow<nsw, nuw> : i64
    %4413 = llvm.getelementptr inbounds|nuw %4406[%4412] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4413 : f32, !llvm.ptr
    %4414 = llvm.add %4404, %57 : i64
    llvm.br ^bb521(%4414 : i64)
  ^bb523:  // pred: ^bb521
    %4415 = llvm.add %4402, %57 : i64
    llvm.br ^bb519(%4415 : i64)
  ^bb524:  // pred: ^bb519
    %4416 = llvm.add %4400, %57 : i64
    llvm.br ^bb517(%4416 : i64)
  ^bb525:  // pred: ^bb517
    %4417 = llvm.mlir.constant(8 : index) : i64
    %4418 = llvm.mlir.constant(32 : index) : i64
    %4419 = llvm.mlir.constant(1 : index) : i64
    %4420 = llvm.mlir.constant(256 : index) : i64
    %4421 = llvm.mul %4420, %4370 : i64
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
    %4435 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4436 = llvm.insertvalue %4427, %4435[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4437 = llvm.insertvalue %4434, %4436[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4438 = llvm.mlir.constant(0 : index) : i64
    %4439 = llvm.insertvalue %4438, %4437[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4440 = llvm.insertvalue %4370, %4439[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4441 = llvm.insertvalue %4417, %4440[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4442 = llvm.insertvalue %4418, %4441[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4443 = llvm.insertvalue %4420, %4442[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4444 = llvm.insertvalue %4418, %4443[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4445 = llvm.insertvalue %4419, %4444[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb526(%56 : i64)
  ^bb526(%4446: i64):  // 2 preds: ^bb525, ^bb533
    %4447 = llvm.icmp "slt" %4446, %4370 : i64
    llvm.cond_br %4447, ^bb527, ^bb534
  ^bb527:  // pred: ^bb526
    llvm.br ^bb528(%56 : i64)
  ^bb528(%4448: i64):  // 2 preds: ^bb527, ^bb532
    %4449 = llvm.icmp "slt" %4448, %58 : i64
    llvm.cond_br %4449, ^bb529, ^bb533
  ^bb529:  // pred: ^bb528
    llvm.br ^bb530(%56 : i64)
  ^bb530(%4450: i64):  // 2 preds: ^bb529, ^bb531
    %4451 = llvm.icmp "slt" %4450, %40 : i64
    llvm.cond_br %4451, ^bb531, ^bb532
  ^bb531:  // pred: ^bb530
    %4452 = llvm.extractvalue %4399[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4453 = llvm.mlir.constant(256 : index) : i64
    %4454 = llvm.mul %4446, %4453 overflow<nsw, nuw> : i64
    %4455 = llvm.mlir.constant(32 : index) : i64
    %4456 = llvm.mul %4448, %4455 overflow<nsw, nuw> : i64
    %4457 = llvm.add %4454, %4456 overflow<nsw, nuw> : i64
    %4458 = llvm.add %4457, %4450 overflow<nsw, nuw> : i64
    %4459 = llvm.getelementptr inbounds|nuw %4452[%4458] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4460 = llvm.load %4459 : !llvm.ptr -> f32
    %4461 = llvm.extractvalue %4445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4462 = llvm.mlir.constant(256 : index) : i64
    %4463 = llvm.mul %4446, %4462 overflow<nsw, nuw> : i64
    %4464 = llvm.mlir.constant(32 : index) : i64
    %4465 = llvm.mul %4448, %4464 overflow<nsw, nuw> : i64
    %4466 = llvm.add %4463, %4465 overflow<nsw, nuw> : i64
    %4467 = llvm.add %4466, %4450 overflow<nsw, nuw> : i64
    %4468 = llvm.getelementptr inbounds|nuw %4461[%4467] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4460, %4468 : f32, !llvm.ptr
    %4469 = llvm.add %4450, %57 : i64
    llvm.br ^bb530(%4469 : i64)
  ^bb532:  // pred: ^bb530
    %4470 = llvm.add %4448, %57 : i64
    llvm.br ^bb528(%4470 : i64)
  ^bb533:  // pred: ^bb528
    %4471 = llvm.add %4446, %57 : i64
    llvm.br ^bb526(%4471 : i64)
  ^bb534:  // pred: ^bb526
    llvm.br ^bb535(%56 : i64)
  ^bb535(%4472: i64):  // 2 preds: ^bb534, ^bb545
    %4473 = llvm.icmp "slt" %4472, %4322 : i64
    llvm.cond_br %4473, ^bb536, ^bb546
  ^bb536:  // pred: ^bb535
    llvm.br ^bb537(%56 : i64)
  ^bb537(%4474: i64):  // 2 preds: ^bb536, ^bb544
    %4475 = llvm.icmp "slt" %4474, %58 : i64
    llvm.cond_br %4475, ^bb538, ^bb545
  ^bb538:  // pred: ^bb537
    llvm.br ^bb539(%56 : i64)
  ^bb539(%4476: i64):  // 2 preds: ^bb538, ^bb543
    %4477 = llvm.icmp "slt" %4476, %40 : i64
    llvm.cond_br %4477, ^bb540, ^bb544
  ^bb540:  // pred: ^bb539
    llvm.br ^bb541(%56 : i64)
  ^bb541(%4478: i64):  // 2 preds: ^bb540, ^bb542
    %4479 = llvm.icmp "slt" %4478, %40 : i64
    llvm.cond_br %4479, ^bb542, ^bb543
  ^bb542:  // pred: ^bb541
    %4480 = llvm.extractvalue %4318[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4481 = llvm.mlir.constant(256 : index) : i64
    %4482 = llvm.mul %4472, %4481 overflow<nsw, nuw> : i64
    %4483 = llvm.mlir.constant(32 : index) : i64
    %4484 = llvm.mul %4474, %4483 overflow<nsw, nuw> : i64
    %4485 = llvm.add %4482, %4484 overflow<nsw, nuw> : i64
    %4486 = llvm.add %4485, %4478 overflow<nsw, nuw> : i64
    %4487 = llvm.getelementptr inbounds|nuw %4480[%4486] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4488 = llvm.load %4487 : !llvm.ptr -> f32
    %4489 = llvm.extractvalue %550[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4490 = llvm.mlir.constant(32 : index) : i64
    %4491 = llvm.mul %4476, %4490 overflow<nsw, nuw> : i64
    %4492 = llvm.add %4491, %4478 overflow<nsw, nuw> : i64
    %4493 = llvm.getelementptr inbounds|nuw %4489[%4492] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4494 = llvm.load %4493 : !llvm.ptr -> f32
    %4495 = llvm.extractvalue %4445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4496 = llvm.mlir.constant(256 : index) : i64
    %4497 = llvm.mul %4472, %4496 overflow<nsw, nuw> : i64
    %4498 = llvm.mlir.constant(32 : index) : i64
    %4499 = llvm.mul %4474, %4498 overflow<nsw, nuw> : i64
    %4500 = llvm.add %4497, %4499 overflow<nsw, nuw> : i64
    %4501 = llvm.add %4500, %4476 overflow<nsw, nuw> : i64
    %4502 = llvm.getelementptr inbounds|nuw %4495[%4501] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4503 = llvm.load %4502 : !llvm.ptr -> f32
    %4504 = llvm.fmul %4488, %4494 : f32
    %4505 = llvm.fadd %4503, %4504 : f32
    %4506 = llvm.extractvalue %4445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4507 = llvm.mlir.constant(256 : index) : i64
    %4508 = llvm.mul %4472, %4507 overflow<nsw, nuw> : i64
    %4509 = llvm.mlir.constant(32 : index) : i64
    %4510 = llvm.mul %4474, %4509 overflow<nsw, nuw> : i64
    %4511 = llvm.add %4508, %4510 overflow<nsw, nuw> : i64
    %4512 = llvm.add %4511, %4476 overflow<nsw, nuw> : i64
    %4513 = llvm.getelementptr inbounds|nuw %4506[%4512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4505, %4513 : f32, !llvm.ptr
    %4514 = llvm.add %4478, %57 : i64
    llvm.br ^bb541(%4514 : i64)
  ^bb543:  // pred: ^bb541
    %4515 = llvm.add %4476, %57 : i64
    llvm.br ^bb539(%4515 : i64)
  ^bb544:  // pred: ^bb539
    %4516 = llvm.add %4474, %57 : i64
    llvm.br ^bb537(%4516 : i64)
  ^bb545:  // pred: ^bb537
    %4517 = llvm.add %4472, %57 : i64
    llvm.br ^bb535(%4517 : i64)
  ^bb546:  // pred: ^bb535
    %4518 = llvm.mlir.constant(8 : index) : i64
    %4519 = llvm.mlir.constant(32 : index) : i64
    %4520 = llvm.mlir.constant(1 : index) : i64
    %4521 = llvm.mlir.constant(256 : index) : i64
    %4522 = llvm.mul %4521, %4266 : i64
    %4523 = llvm.mlir.zero : !llvm.ptr
    %4524 = llvm.getelementptr %4523[%4522] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4525 = llvm.ptrtoint %4524 : !llvm.ptr to i64
    %4526 = llvm.mlir.constant(64 : index) : i64
    %4527 = llvm.add %4525, %4526 : i64
    %4528 = llvm.call @malloc(%4527) : (i64) -> !llvm.ptr
    %4529 = llvm.ptrtoint %4528 : !llvm.ptr to i64
    %4530 = llvm.mlir.constant(1 : index) : i64
    %4531 = llvm.sub %4526, %4530 : i64
    %4532 = llvm.add %4529, %4531 : i64
    %4533 = llvm.urem %4532, %4526 : i64
    %4534 = llvm.sub %4532, %4533 : i64
    %4535 = llvm.inttoptr %4534 : i64 to !llvm.ptr
    %4536 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4537 = llvm.insertvalue %4528, %4536[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4538 = llvm.insertvalue %4535, %4537[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4539 = llvm.mlir.constant(0 : index) : i64
    %4540 = llvm.insertvalue %4539, %4538[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4541 = llvm.insertvalue %4266, %4540[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4542 = llvm.insertvalue %4518, %4541[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4543 = llvm.insertvalue %4519, %4542[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4544 = llvm.insertvalue %4521, %4543[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4545 = llvm.insertvalue %4519, %4544[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4546 = llvm.insertvalue %4520, %4545[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb547(%56 : i64)
  ^bb547(%4547: i64):  // 2 preds: ^bb546, ^bb554
    %4548 = llvm.icmp "slt" %4547, %4370 : i64
    llvm.cond_br %4548, ^bb548, ^bb555
  ^bb548:  // pred: ^bb547
    llvm.br ^bb549(%56 : i64)
  ^bb549(%4549: i64):  // 2 preds: ^bb548, ^bb553
    %4550 = llvm.icmp "slt" %4549, %58 : i64
    llvm.cond_br %4550, ^bb550, ^bb554
  ^bb550:  // pred: ^bb549
    llvm.br ^bb551(%56 : i64)
  ^bb551(%4551: i64):  // 2 preds: ^bb550, ^bb552
    %4552 = llvm.icmp "slt" %4551, %40 : i64
    llvm.cond_br %4552, ^bb552, ^bb553
  ^bb552:  // pred: ^bb551
    %4553 = llvm.extractvalue %4445[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4554 = llvm.mlir.constant(256 : index) : i64
    %4555 = llvm.mul %4547, %4554 overflow<nsw, nuw> : i64
    %4556 = llvm.mlir.constant(32 : index) : i64
    %4557 = llvm.mul %4549, %4556 overflow<nsw, nuw> : i64
    %4558 = llvm.add %4555, %4557 overflow<nsw, nuw> : i64
    %4559 = llvm.add %4558, %4551 overflow<nsw, nuw> : i64
    %4560 = llvm.getelementptr inbounds|nuw %4553[%4559] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4561 = llvm.load %4560 : !llvm.ptr -> f32
    %4562 = llvm.extractvalue %530[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %4563 = llvm.getelementptr inbounds|nuw %4562[%4551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4564 = llvm.load %4563 : !llvm.ptr -> f32
    %4565 = llvm.extractvalue %1714[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4566 = llvm.mlir.constant(256 : index) : i64
    %4567 = llvm.mul %4547, %4566 overflow<nsw, nuw> : i64
    %4568 = llvm.mlir.constant(32 : index) : i64
    %4569 = llvm.mul %4549, %4568 overflow<nsw, nuw> : i64
    %4570 = llvm.add %4567, %4569 overflow<nsw, nuw> : i64
    %4571 = llvm.add %4570, %4551 overflow<nsw, nuw> : i64
    %4572 = llvm.getelementptr inbounds|nuw %4565[%4571] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4573 = llvm.load %4572 : !llvm.ptr -> f32
    %4574 = llvm.fadd %4561, %4564 : f32
    %4575 = llvm.fadd %4574, %4573 : f32
    %4576 = llvm.extractvalue %4546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4577 = llvm.mlir.constant(256 : index) : i64
    %4578 = llvm.mul %4547, %4577 overflow<nsw, nuw> : i64
    %4579 = llvm.mlir.constant(32 : index) : i64
    %4580 = llvm.mul %4549, %4579 overflow<nsw, nuw> : i64
    %4581 = llvm.add %4578, %4580 overflow<nsw, nuw> : i64
    %4582 = llvm.add %4581, %4551 overflow<nsw, nuw> : i64
    %4583 = llvm.getelementptr inbounds|nuw %4576[%4582] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4575, %4583 : f32, !llvm.ptr
    %4584 = llvm.add %4551, %57 : i64
    llvm.br ^bb551(%4584 : i64)
  ^bb553:  // pred: ^bb551
    %4585 = llvm.add %4549, %57 : i64
    llvm.br ^bb549(%4585 : i64)
  ^bb554:  // pred: ^bb549
    %4586 = llvm.add %4547, %57 : i64
    llvm.br ^bb547(%4586 : i64)
  ^bb555:  // pred: ^bb547
    %4587 = llvm.mlir.constant(8 : index) : i64
    %4588 = llvm.mlir.constant(32 : index) : i64
    %4589 = llvm.mlir.constant(1 : index) : i64
    %4590 = llvm.mlir.constant(256 : index) : i64
    %4591 = llvm.mul %4590, %4266 : i64
    %4592 = llvm.mlir.zero : !llvm.ptr
    %4593 = llvm.getelementptr %4592[%4591] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4594 = llvm.ptrtoint %4593 : !llvm.ptr to i64
    %4595 = llvm.mlir.constant(64 : index) : i64
    %4596 = llvm.add %4594, %4595 : i64
    %4597 = llvm.call @malloc(%4596) : (i64) -> !llvm.ptr
    %4598 = llvm.ptrtoint %4597 : !llvm.ptr to i64
    %4599 = llvm.mlir.constant(1 : index) : i64
    %4600 = llvm.sub %4595, %4599 : i64
    %4601 = llvm.add %4598, %4600 : i64
    %4602 = llvm.urem %4601, %4595 : i64
    %4603 = llvm.sub %4601, %4602 : i64
    %4604 = llvm.inttoptr %4603 : i64 to !llvm.ptr
    %4605 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4606 = llvm.insertvalue %4597, %4605[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4607 = llvm.insertvalue %4604, %4606[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4608 = llvm.mlir.constant(0 : index) : i64
    %4609 = llvm.insertvalue %4608, %4607[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4610 = llvm.insertvalue %4266, %4609[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4611 = llvm.insertvalue %4587, %4610[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4612 = llvm.insertvalue %4588, %4611[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4613 = llvm.insertvalue %4590, %4612[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4614 = llvm.insertvalue %4588, %4613[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4615 = llvm.insertvalue %4589, %4614[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb556(%56 : i64)
  ^bb556(%4616: i64):  // 2 preds: ^bb555, ^bb563
    %4617 = llvm.icmp "slt" %4616, %4266 : i64
    llvm.cond_br %4617, ^bb557, ^bb564
  ^bb557:  // pred: ^bb556
    llvm.br ^bb558(%56 : i64)
  ^bb558(%4618: i64):  // 2 preds: ^bb557, ^bb562
    %4619 = llvm.icmp "slt" %4618, %58 : i64
    llvm.cond_br %4619, ^bb559, ^bb563
  ^bb559:  // pred: ^bb558
    llvm.br ^bb560(%56 : i64)
  ^bb560(%4620: i64):  // 2 preds: ^bb559, ^bb561
    %4621 = llvm.icmp "slt" %4620, %40 : i64
    llvm.cond_br %4621, ^bb561, ^bb562
  ^bb561:  // pred: ^bb560
    %4622 = llvm.extractvalue %4546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4623 = llvm.mlir.constant(256 : index) : i64
    %4624 = llvm.mul %4616, %4623 overflow<nsw, nuw> : i64
    %4625 = llvm.mlir.constant(32 : index) : i64
    %4626 = llvm.mul %4618, %4625 overflow<nsw, nuw> : i64
    %4627 = llvm.add %4624, %4626 overflow<nsw, nuw> : i64
    %4628 = llvm.add %4627, %4620 overflow<nsw, nuw> : i64
    %4629 = llvm.getelementptr inbounds|nuw %4622[%4628] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4630 = llvm.load %4629 : !llvm.ptr -> f32
    %4631 = llvm.fpext %4630 : f32 to f64
    %4632 = llvm.extractvalue %4615[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4633 = llvm.mlir.constant(256 : index) : i64
    %4634 = llvm.mul %4616, %4633 overflow<nsw, nuw> : i64
    %4635 = llvm.mlir.constant(32 : index) : i64
    %4636 = llvm.mul %4618, %4635 overflow<nsw, nuw> : i64
    %4637 = llvm.add %4634, %4636 overflow<nsw, nuw> : i64
    %4638 = llvm.add %4637, %4620 overflow<nsw, nuw> : i64
    %4639 = llvm.getelementptr inbounds|nuw %4632[%4638] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4631, %4639 : f64, !llvm.ptr
    %4640 = llvm.add %4620, %57 : i64
    llvm.br ^bb560(%4640 : i64)
  ^bb562:  // pred: ^bb560
    %4641 = llvm.add %4618, %57 : i64
    llvm.br ^bb558(%4641 : i64)
  ^bb563:  // pred: ^bb558
    %4642 = llvm.add %4616, %57 : i64
    llvm.br ^bb556(%4642 : i64)
  ^bb564:  // pred: ^bb556
    %4643 = llvm.mlir.constant(8 : index) : i64
    %4644 = llvm.mlir.constant(1 : index) : i64
    %4645 = llvm.mlir.constant(1 : index) : i64
    %4646 = llvm.mul %4643, %4266 : i64
    %4647 = llvm.mlir.zero : !llvm.ptr
    %4648 = llvm.getelementptr %4647[%4646] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4649 = llvm.ptrtoint %4648 : !llvm.ptr to i64
    %4650 = llvm.mlir.constant(64 : index) : i64
    %4651 = llvm.add %4649, %4650 : i64
    %4652 = llvm.call @malloc(%4651) : (i64) -> !llvm.ptr
    %4653 = llvm.ptrtoint %4652 : !llvm.ptr to i64
    %4654 = llvm.mlir.constant(1 : index) : i64
    %4655 = llvm.sub %4650, %4654 : i64
    %4656 = llvm.add %4653, %4655 : i64
    %4657 = llvm.urem %4656, %4650 : i64
    %4658 = llvm.sub %4656, %4657 : i64
    %4659 = llvm.inttoptr %4658 : i64 to !llvm.ptr
    %4660 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4661 = llvm.insertvalue %4652, %4660[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4662 = llvm.insertvalue %4659, %4661[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4663 = llvm.mlir.constant(0 : index) : i64
    %4664 = llvm.insertvalue %4663, %4662[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4665 = llvm.insertvalue %4266, %4664[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4666 = llvm.insertvalue %4643, %4665[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4667 = llvm.insertvalue %4644, %4666[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4668 = llvm.insertvalue %4643, %4667[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4669 = llvm.insertvalue %4644, %4668[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4670 = llvm.insertvalue %4645, %4669[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb565(%56 : i64)
  ^bb565(%4671: i64):  // 2 preds: ^bb564, ^bb572
    %4672 = llvm.icmp "slt" %4671, %4266 : i64
    llvm.cond_br %4672, ^bb566, ^bb573
  ^bb566:  // pred: ^bb565
    llvm.br ^bb567(%56 : i64)
  ^bb567(%4673: i64):  // 2 preds: ^bb566, ^bb571
    %4674 = llvm.icmp "slt" %4673, %58 : i64
    llvm.cond_br %4674, ^bb568, ^bb572
  ^bb568:  // pred: ^bb567
    llvm.br ^bb569(%56 : i64)
  ^bb569(%4675: i64):  // 2 preds: ^bb568, ^bb570
    %4676 = llvm.icmp "slt" %4675, %57 : i64
    llvm.cond_br %4676, ^bb570, ^bb571
  ^bb570:  // pred: ^bb569
    %4677 = llvm.extractvalue %4670[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4678 = llvm.mlir.constant(8 : index) : i64
    %4679 = llvm.mul %4671, %4678 overflow<nsw, nuw> : i64
    %4680 = llvm.add %4679, %4673 overflow<nsw, nuw> : i64
    %4681 = llvm.add %4680, %4675 overflow<nsw, nuw> : i64
    %4682 = llvm.getelementptr inbounds|nuw %4677[%4681] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %4682 : f64, !llvm.ptr
    %4683 = llvm.add %4675, %57 : i64
    llvm.br ^bb569(%4683 : i64)
  ^bb571:  // pred: ^bb569
    %4684 = llvm.add %4673, %57 : i64
    llvm.br ^bb567(%4684 : i64)
  ^bb572:  // pred: ^bb567
    %4685 = llvm.add %4671, %57 : i64
    llvm.br ^bb565(%4685 : i64)
  ^bb573:  // pred: ^bb565
    %4686 = llvm.mlir.constant(8 : index) : i64
    %4687 = llvm.mlir.constant(1 : index) : i64
    %4688 = llvm.mlir.constant(1 : index) : i64
    %4689 = llvm.mul %4686, %4266 : i64
    %4690 = llvm.mlir.zero : !llvm.ptr
    %4691 = llvm.getelementptr %4690[%4689] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4692 = llvm.ptrtoint %4691 : !llvm.ptr to i64
    %4693 = llvm.mlir.constant(64 : index) : i64
    %4694 = llvm.add %4692, %4693 : i64
    %4695 = llvm.call @malloc(%4694) : (i64) -> !llvm.ptr
    %4696 = llvm.ptrtoint %4695 : !llvm.ptr to i64
    %4697 = llvm.mlir.constant(1 : index) : i64
    %4698 = llvm.sub %4693, %4697 : i64
    %4699 = llvm.add %4696, %4698 : i64
    %4700 = llvm.urem %4699, %4693 : i64
    %4701 = llvm.sub %4699, %4700 : i64
    %4702 = llvm.inttoptr %4701 : i64 to !llvm.ptr
    %4703 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4704 = llvm.insertvalue %4695, %4703[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4705 = llvm.insertvalue %4702, %4704[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4706 = llvm.mlir.constant(0 : index) : i64
    %4707 = llvm.insertvalue %4706, %4705[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4708 = llvm.insertvalue %4266, %4707[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4709 = llvm.insertvalue %4686, %4708[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4710 = llvm.insertvalue %4687, %4709[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4711 = llvm.insertvalue %4686, %4710[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4712 = llvm.insertvalue %4687, %4711[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4713 = llvm.insertvalue %4688, %4712[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb574(%56 : i64)
  ^bb574(%4714: i64):  // 2 preds: ^bb573, ^bb581
    %4715 = llvm.icmp "slt" %4714, %4266 : i64
    llvm.cond_br %4715, ^bb575, ^bb582
  ^bb575:  // pred: ^bb574
    llvm.br ^bb576(%56 : i64)
  ^bb576(%4716: i64):  // 2 preds: ^bb575, ^bb580
    %4717 = llvm.icmp "slt" %4716, %58 : i64
    llvm.cond_br %4717, ^bb577, ^bb581
  ^bb577:  // pred: ^bb576
    llvm.br ^bb578(%56 : i64)
  ^bb578(%4718: i64):  // 2 preds: ^bb577, ^bb579
    %4719 = llvm.icmp "slt" %4718, %57 : i64
    llvm.cond_br %4719, ^bb579, ^bb580
  ^bb579:  // pred: ^bb578
    %4720 = llvm.extractvalue %4670[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4721 = llvm.mlir.constant(8 : index) : i64
    %4722 = llvm.mul %4714, %4721 overflow<nsw, nuw> : i64
    %4723 = llvm.add %4722, %4716 overflow<nsw, nuw> : i64
    %4724 = llvm.add %4723, %4718 overflow<nsw, nuw> : i64
    %4725 = llvm.getelementptr inbounds|nuw %4720[%4724] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4726 = llvm.load %4725 : !llvm.ptr -> f64
    %4727 = llvm.extractvalue %4713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4728 = llvm.mlir.constant(8 : index) : i64
    %4729 = llvm.mul %4714, %4728 overflow<nsw, nuw> : i64
    %4730 = llvm.add %4729, %4716 overflow<nsw, nuw> : i64
    %4731 = llvm.add %4730, %4718 overflow<nsw, nuw> : i64
    %4732 = llvm.getelementptr inbounds|nuw %4727[%4731] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4726, %4732 : f64, !llvm.ptr
    %4733 = llvm.add %4718, %57 : i64
    llvm.br ^bb578(%4733 : i64)
  ^bb580:  // pred: ^bb578
    %4734 = llvm.add %4716, %57 : i64
    llvm.br ^bb576(%4734 : i64)
  ^bb581:  // pred: ^bb576
    %4735 = llvm.add %4714, %57 : i64
    llvm.br ^bb574(%4735 : i64)
  ^bb582:  // pred: ^bb574
    llvm.br ^bb583(%56 : i64)
  ^bb583(%4736: i64):  // 2 preds: ^bb582, ^bb590
    %4737 = llvm.icmp "slt" %4736, %4266 : i64
    llvm.cond_br %4737, ^bb584, ^bb591
  ^bb584:  // pred: ^bb583
    llvm.br ^bb585(%56 : i64)
  ^bb585(%4738: i64):  // 2 preds: ^bb584, ^bb589
    %4739 = llvm.icmp "slt" %4738, %58 : i64
    llvm.cond_br %4739, ^bb586, ^bb590
  ^bb586:  // pred: ^bb585
    llvm.br ^bb587(%56 : i64)
  ^bb587(%4740: i64):  // 2 preds: ^bb586, ^bb588
    %4741 = llvm.icmp "slt" %4740, %40 : i64
    llvm.cond_br %4741, ^bb588, ^bb589
  ^bb588:  // pred: ^bb587
    %4742 = llvm.extractvalue %4615[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4743 = llvm.mlir.constant(256 : index) : i64
    %4744 = llvm.mul %4736, %4743 overflow<nsw, nuw> : i64
    %4745 = llvm.mlir.constant(32 : index) : i64
    %4746 = llvm.mul %4738, %4745 overflow<nsw, nuw> : i64
    %4747 = llvm.add %4744, %4746 overflow<nsw, nuw> : i64
    %4748 = llvm.add %4747, %4740 overflow<nsw, nuw> : i64
    %4749 = llvm.getelementptr inbounds|nuw %4742[%4748] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4750 = llvm.load %4749 : !llvm.ptr -> f64
    %4751 = llvm.extractvalue %4713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4752 = llvm.mlir.constant(8 : index) : i64
    %4753 = llvm.mul %4736, %4752 overflow<nsw, nuw> : i64
    %4754 = llvm.add %4753, %4738 overflow<nsw, nuw> : i64
    %4755 = llvm.add %4754, %56 overflow<nsw, nuw> : i64
    %4756 = llvm.getelementptr inbounds|nuw %4751[%4755] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4757 = llvm.load %4756 : !llvm.ptr -> f64
    %4758 = llvm.fadd %4750, %4757 : f64
    %4759 = llvm.extractvalue %4713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4760 = llvm.mlir.constant(8 : index) : i64
    %4761 = llvm.mul %4736, %4760 overflow<nsw, nuw> : i64
    %4762 = llvm.add %4761, %4738 overflow<nsw, nuw> : i64
    %4763 = llvm.add %4762, %56 overflow<nsw, nuw> : i64
    %4764 = llvm.getelementptr inbounds|nuw %4759[%4763] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4758, %4764 : f64, !llvm.ptr
    %4765 = llvm.add %4740, %57 : i64
    llvm.br ^bb587(%4765 : i64)
  ^bb589:  // pred: ^bb587
    %4766 = llvm.add %4738, %57 : i64
    llvm.br ^bb585(%4766 : i64)
  ^bb590:  // pred: ^bb585
    %4767 = llvm.add %4736, %57 : i64
    llvm.br ^bb583(%4767 : i64)
  ^bb591:  // pred: ^bb583
    %4768 = llvm.mlir.constant(8 : index) : i64
    %4769 = llvm.mlir.constant(1 : index) : i64
    %4770 = llvm.mlir.constant(1 : index) : i64
    %4771 = llvm.mul %4768, %4266 : i64
    %4772 = llvm.mlir.zero : !llvm.ptr
    %4773 = llvm.getelementptr %4772[%4771] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4774 = llvm.ptrtoint %4773 : !llvm.ptr to i64
    %4775 = llvm.mlir.constant(64 : index) : i64
    %4776 = llvm.add %4774, %4775 : i64
    %4777 = llvm.call @malloc(%4776) : (i64) -> !llvm.ptr
    %4778 = llvm.ptrtoint %4777 : !llvm.ptr to i64
    %4779 = llvm.mlir.constant(1 : index) : i64
    %4780 = llvm.sub %4775, %4779 : i64
    %4781 = llvm.add %4778, %4780 : i64
    %4782 = llvm.urem %4781, %4775 : i64
    %4783 = llvm.sub %4781, %4782 : i64
    %4784 = llvm.inttoptr %4783 : i64 to !llvm.ptr
    %4785 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4786 = llvm.insertvalue %4777, %4785[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4787 = llvm.insertvalue %4784, %4786[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4788 = llvm.mlir.constant(0 : index) : i64
    %4789 = llvm.insertvalue %4788, %4787[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4790 = llvm.insertvalue %4266, %4789[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4791 = llvm.insertvalue %4768, %4790[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4792 = llvm.insertvalue %4769, %4791[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4793 = llvm.insertvalue %4768, %4792[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4794 = llvm.insertvalue %4769, %4793[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4795 = llvm.insertvalue %4770, %4794[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb592(%56 : i64)
  ^bb592(%4796: i64):  // 2 preds: ^bb591, ^bb599
    %4797 = llvm.icmp "slt" %4796, %4266 : i64
    llvm.cond_br %4797, ^bb593, ^bb600
  ^bb593:  // pred: ^bb592
    llvm.br ^bb594(%56 : i64)
  ^bb594(%4798: i64):  // 2 preds: ^bb593, ^bb598
    %4799 = llvm.icmp "slt" %4798, %58 : i64
    llvm.cond_br %4799, ^bb595, ^bb599
  ^bb595:  // pred: ^bb594
    llvm.br ^bb596(%56 : i64)
  ^bb596(%4800: i64):  // 2 preds: ^bb595, ^bb597
    %4801 = llvm.icmp "slt" %4800, %57 : i64
    llvm.cond_br %4801, ^bb597, ^bb598
  ^bb597:  // pred: ^bb596
    %4802 = llvm.extractvalue %4670[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4803 = llvm.mlir.constant(8 : index) : i64
    %4804 = llvm.mul %4796, %4803 overflow<nsw, nuw> : i64
    %4805 = llvm.add %4804, %4798 overflow<nsw, nuw> : i64
    %4806 = llvm.add %4805, %4800 overflow<nsw, nuw> : i64
    %4807 = llvm.getelementptr inbounds|nuw %4802[%4806] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4808 = llvm.load %4807 : !llvm.ptr -> f64
    %4809 = llvm.extractvalue %4795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4810 = llvm.mlir.constant(8 : index) : i64
    %4811 = llvm.mul %4796, %4810 overflow<nsw, nuw> : i64
    %4812 = llvm.add %4811, %4798 overflow<nsw, nuw> : i64
    %4813 = llvm.add %4812, %4800 overflow<nsw, nuw> : i64
    %4814 = llvm.getelementptr inbounds|nuw %4809[%4813] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4808, %4814 : f64, !llvm.ptr
    %4815 = llvm.add %4800, %57 : i64
    llvm.br ^bb596(%4815 : i64)
  ^bb598:  // pred: ^bb596
    %4816 = llvm.add %4798, %57 : i64
    llvm.br ^bb594(%4816 : i64)
  ^bb599:  // pred: ^bb594
    %4817 = llvm.add %4796, %57 : i64
    llvm.br ^bb592(%4817 : i64)
  ^bb600:  // pred: ^bb592
    llvm.br ^bb601(%56 : i64)
  ^bb601(%4818: i64):  // 2 preds: ^bb600, ^bb608
    %4819 = llvm.icmp "slt" %4818, %4266 : i64
    llvm.cond_br %4819, ^bb602, ^bb609
  ^bb602:  // pred: ^bb601
    llvm.br ^bb603(%56 : i64)
  ^bb603(%4820: i64):  // 2 preds: ^bb602, ^bb607
    %4821 = llvm.icmp "slt" %4820, %58 : i64
    llvm.cond_br %4821, ^bb604, ^bb608
  ^bb604:  // pred: ^bb603
    llvm.br ^bb605(%56 : i64)
  ^bb605(%4822: i64):  // 2 preds: ^bb604, ^bb606
    %4823 = llvm.icmp "slt" %4822, %40 : i64
    llvm.cond_br %4823, ^bb606, ^bb607
  ^bb606:  // pred: ^bb605
    %4824 = llvm.extractvalue %4615[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4825 = llvm.mlir.constant(256 : index) : i64
    %4826 = llvm.mul %4818, %4825 overflow<nsw, nuw> : i64
    %4827 = llvm.mlir.constant(32 : index) : i64
    %4828 = llvm.mul %4820, %4827 overflow<nsw, nuw> : i64
    %4829 = llvm.add %4826, %4828 overflow<nsw, nuw> : i64
    %4830 = llvm.add %4829, %4822 overflow<nsw, nuw> : i64
    %4831 = llvm.getelementptr inbounds|nuw %4824[%4830] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4832 = llvm.load %4831 : !llvm.ptr -> f64
    %4833 = llvm.extractvalue %4713[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4834 = llvm.mlir.constant(8 : index) : i64
    %4835 = llvm.mul %4818, %4834 overflow<nsw, nuw> : i64
    %4836 = llvm.add %4835, %4820 overflow<nsw, nuw> : i64
    %4837 = llvm.add %4836, %56 overflow<nsw, nuw> : i64
    %4838 = llvm.getelementptr inbounds|nuw %4833[%4837] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4839 = llvm.load %4838 : !llvm.ptr -> f64
    %4840 = llvm.extractvalue %4795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4841 = llvm.mlir.constant(8 : index) : i64
    %4842 = llvm.mul %4818, %4841 overflow<nsw, nuw> : i64
    %4843 = llvm.add %4842, %4820 overflow<nsw, nuw> : i64
    %4844 = llvm.add %4843, %56 overflow<nsw, nuw> : i64
    %4845 = llvm.getelementptr inbounds|nuw %4840[%4844] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %4846 = llvm.load %4845 : !llvm.ptr -> f64
    %4847 = llvm.fdiv %4839, %49 : f64
    %4848 = llvm.fsub %4832, %4847 : f64
    %4849 = llvm.fmul %4848, %4848 : f64
    %4850 = llvm.fadd %4849, %4846 : f64
    %4851 = llvm.extractvalue %4795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4852 = llvm.mlir.constant(8 : index) : i64
    %4853 = llvm.mul %4818, %4852 overflow<nsw, nuw> : i64
    %4854 = llvm.add %4853, %4820 overflow<nsw, nuw> : i64
    %4855 = llvm.add %4854, %56 overflow<nsw, nuw> : i64
    %4856 = llvm.getelementptr inbounds|nuw %4851[%4855] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %4850, %4856 : f64, !llvm.ptr
    %4857 = llvm.add %4822, %57 : i64
    llvm.br ^bb605(%4857 : i64)
  ^bb607:  // pred: ^bb605
    %4858 = llvm.add %4820, %57 : i64
    llvm.br ^bb603(%4858 : i64)
  ^bb608:  // pred: ^bb603
    %4859 = llvm.add %4818, %57 : i64
    llvm.br ^bb601(%4859 : i64)
  ^bb609:  // pred: ^bb601
    %4860 = llvm.mlir.constant(8 : index) : i64
    %4861 = llvm.mlir.constant(1 : index) : i64
    %4862 = llvm.mlir.constant(1 : index) : i64
    %4863 = llvm.mul %4860, %4266 : i64
    %4864 = llvm.mlir.zero : !llvm.ptr
    %4865 = llvm.getelementptr %4864[%4863] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4866 = llvm.ptrtoint %4865 : !llvm.ptr to i64
    %4867 = llvm.mlir.constant(64 : index) : i64
    %4868 = llvm.add %4866, %4867 : i64
    %4869 = llvm.call @malloc(%4868) : (i64) -> !llvm.ptr
    %4870 = llvm.ptrtoint %4869 : !llvm.ptr to i64
    %4871 = llvm.mlir.constant(1 : index) : i64
    %4872 = llvm.sub %4867, %4871 : i64
    %4873 = llvm.add %4870, %4872 : i64
    %4874 = llvm.urem %4873, %4867 : i64
    %4875 = llvm.sub %4873, %4874 : i64
    %4876 = llvm.inttoptr %4875 : i64 to !llvm.ptr
    %4877 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4878 = llvm.insertvalue %4869, %4877[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4879 = llvm.insertvalue %4876, %4878[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4880 = llvm.mlir.constant(0 : index) : i64
    %4881 = llvm.insertvalue %4880, %4879[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4882 = llvm.insertvalue %4266, %4881[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4883 = llvm.insertvalue %4860, %4882[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4884 = llvm.insertvalue %4861, %4883[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4885 = llvm.insertvalue %4860, %4884[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4886 = llvm.insertvalue %4861, %4885[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4887 = llvm.insertvalue %4862, %4886[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb610(%56 : i64)
  ^bb610(%4888: i64):  // 2 preds: ^bb609, ^bb617
    %4889 = llvm.icmp "slt" %4888, %4266 : i64
    llvm.cond_br %4889, ^bb611, ^bb618
  ^bb611:  // pred: ^bb610
    llvm.br ^bb612(%56 : i64)
  ^bb612(%4890: i64):  // 2 preds: ^bb611, ^bb616
    %4891 = llvm.icmp "slt" %4890, %58 : i64
    llvm.cond_br %4891, ^bb613, ^bb617
  ^bb613:  // pred: ^bb612
    llvm.br ^bb614(%56 : i64)
  ^bb614(%4892: i64):  // 2 preds: ^bb613, ^bb615
    %4893 = llvm.icmp "slt" %4892, %57 : i64
    llvm.cond_br %4893, ^bb615, ^bb616
  ^bb615:  // pred: ^bb614
    %4894 = llvm.extractvalue %4887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4895 = llvm.mlir.constant(8 : index) : i64
    %4896 = llvm.mul %4888, %4895 overflow<nsw, nuw> : i64
    %4897 = llvm.add %4896, %4890 overflow<nsw, nuw> : i64
    %4898 = llvm.add %4897, %4892 overflow<nsw, nuw> : i64
    %4899 = llvm.getelementptr inbounds|nuw %4894[%4898] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %4899 : f32, !llvm.ptr
    %4900 = llvm.add %4892, %57 : i64
    llvm.br ^bb614(%4900 : i64)
  ^bb616:  // pred: ^bb614
    %4901 = llvm.add %4890, %57 : i64
    llvm.br ^bb612(%4901 : i64)
  ^bb617:  // pred: ^bb612
    %4902 = llvm.add %4888, %57 : i64
    llvm.br ^bb610(%4902 : i64)
  ^bb618:  // pred: ^bb610
    %4903 = llvm.mlir.constant(8 : index) : i64
    %4904 = llvm.mlir.constant(1 : index) : i64
    %4905 = llvm.mlir.constant(1 : index) : i64
    %4906 = llvm.mul %4903, %4266 : i64
    %4907 = llvm.mlir.zero : !llvm.ptr
    %4908 = llvm.getelementptr %4907[%4906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4909 = llvm.ptrtoint %4908 : !llvm.ptr to i64
    %4910 = llvm.mlir.constant(64 : index) : i64
    %4911 = llvm.add %4909, %4910 : i64
    %4912 = llvm.call @malloc(%4911) : (i64) -> !llvm.ptr
    %4913 = llvm.ptrtoint %4912 : !llvm.ptr to i64
    %4914 = llvm.mlir.constant(1 : index) : i64
    %4915 = llvm.sub %4910, %4914 : i64
    %4916 = llvm.add %4913, %4915 : i64
    %4917 = llvm.urem %4916, %4910 : i64
    %4918 = llvm.sub %4916, %4917 : i64
    %4919 = llvm.inttoptr %4918 : i64 to !llvm.ptr
    %4920 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4921 = llvm.insertvalue %4912, %4920[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4922 = llvm.insertvalue %4919, %4921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4923 = llvm.mlir.constant(0 : index) : i64
    %4924 = llvm.insertvalue %4923, %4922[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4925 = llvm.insertvalue %4266, %4924[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4926 = llvm.insertvalue %4903, %4925[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4927 = llvm.insertvalue %4904, %4926[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4928 = llvm.insertvalue %4903, %4927[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4929 = llvm.insertvalue %4904, %4928[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4930 = llvm.insertvalue %4905, %4929[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb619(%56 : i64)
  ^bb619(%4931: i64):  // 2 preds: ^bb618, ^bb626
    %4932 = llvm.icmp "slt" %4931, %4266 : i64
    llvm.cond_br %4932, ^bb620, ^bb627
  ^bb620:  // pred: ^bb619
    llvm.br ^bb621(%56 : i64)
  ^bb621(%4933: i64):  // 2 preds: ^bb620, ^bb625
    %4934 = llvm.icmp "slt" %4933, %58 : i64
    llvm.cond_br %4934, ^bb622, ^bb626
  ^bb622:  // pred: ^bb621
    llvm.br ^bb623(%56 : i64)
  ^bb623(%4935: i64):  // 2 preds: ^bb622, ^bb624
    %4936 = llvm.icmp "slt" %4935, %57 : i64
    llvm.cond_br %4936, ^bb624, ^bb625
  ^bb624:  // pred: ^bb623
    %4937 = llvm.extractvalue %4887[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4938 = llvm.mlir.constant(8 : index) : i64
    %4939 = llvm.mul %4931, %4938 overflow<nsw, nuw> : i64
    %4940 = llvm.add %4939, %4933 overflow<nsw, nuw> : i64
    %4941 = llvm.add %4940, %4935 overflow<nsw, nuw> : i64
    %4942 = llvm.getelementptr inbounds|nuw %4937[%4941] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4943 = llvm.load %4942 : !llvm.ptr -> f32
    %4944 = llvm.extractvalue %4930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4945 = llvm.mlir.constant(8 : index) : i64
    %4946 = llvm.mul %4931, %4945 overflow<nsw, nuw> : i64
    %4947 = llvm.add %4946, %4933 overflow<nsw, nuw> : i64
    %4948 = llvm.add %4947, %4935 overflow<nsw, nuw> : i64
    %4949 = llvm.getelementptr inbounds|nuw %4944[%4948] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4943, %4949 : f32, !llvm.ptr
    %4950 = llvm.add %4935, %57 : i64
    llvm.br ^bb623(%4950 : i64)
  ^bb625:  // pred: ^bb623
    %4951 = llvm.add %4933, %57 : i64
    llvm.br ^bb621(%4951 : i64)
  ^bb626:  // pred: ^bb621
    %4952 = llvm.add %4931, %57 : i64
    llvm.br ^bb619(%4952 : i64)
  ^bb627:  // pred: ^bb619
    llvm.br ^bb628(%56 : i64)
  ^bb628(%4953: i64):  // 2 preds: ^bb627, ^bb635
    %4954 = llvm.icmp "slt" %4953, %4266 : i64
    llvm.cond_br %4954, ^bb629, ^bb636
  ^bb629:  // pred: ^bb628
    llvm.br ^bb630(%56 : i64)
  ^bb630(%4955: i64):  // 2 preds: ^bb629, ^bb634
    %4956 = llvm.icmp "slt" %4955, %58 : i64
    llvm.cond_br %4956, ^bb631, ^bb635
  ^bb631:  // pred: ^bb630
    llvm.br ^bb632(%56 : i64)
  ^bb632(%4957: i64):  // 2 preds: ^bb631, ^bb633
    %4958 = llvm.icmp "slt" %4957, %40 : i64
    llvm.cond_br %4958, ^bb633, ^bb634
  ^bb633:  // pred: ^bb632
    %4959 = llvm.extractvalue %4546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4960 = llvm.mlir.constant(256 : index) : i64
    %4961 = llvm.mul %4953, %4960 overflow<nsw, nuw> : i64
    %4962 = llvm.mlir.constant(32 : index) : i64
    %4963 = llvm.mul %4955, %4962 overflow<nsw, nuw> : i64
    %4964 = llvm.add %4961, %4963 overflow<nsw, nuw> : i64
    %4965 = llvm.add %4964, %4957 overflow<nsw, nuw> : i64
    %4966 = llvm.getelementptr inbounds|nuw %4959[%4965] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4967 = llvm.load %4966 : !llvm.ptr -> f32
    %4968 = llvm.extractvalue %4930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4969 = llvm.mlir.constant(8 : index) : i64
    %4970 = llvm.mul %4953, %4969 overflow<nsw, nuw> : i64
    %4971 = llvm.add %4970, %4955 overflow<nsw, nuw> : i64
    %4972 = llvm.add %4971, %56 overflow<nsw, nuw> : i64
    %4973 = llvm.getelementptr inbounds|nuw %4968[%4972] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4974 = llvm.load %4973 : !llvm.ptr -> f32
    %4975 = llvm.fadd %4967, %4974 : f32
    %4976 = llvm.extractvalue %4930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %4977 = llvm.mlir.constant(8 : index) : i64
    %4978 = llvm.mul %4953, %4977 overflow<nsw, nuw> : i64
    %4979 = llvm.add %4978, %4955 overflow<nsw, nuw> : i64
    %4980 = llvm.add %4979, %56 overflow<nsw, nuw> : i64
    %4981 = llvm.getelementptr inbounds|nuw %4976[%4980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %4975, %4981 : f32, !llvm.ptr
    %4982 = llvm.add %4957, %57 : i64
    llvm.br ^bb632(%4982 : i64)
  ^bb634:  // pred: ^bb632
    %4983 = llvm.add %4955, %57 : i64
    llvm.br ^bb630(%4983 : i64)
  ^bb635:  // pred: ^bb630
    %4984 = llvm.add %4953, %57 : i64
    llvm.br ^bb628(%4984 : i64)
  ^bb636:  // pred: ^bb628
    %4985 = llvm.mlir.constant(8 : index) : i64
    %4986 = llvm.mlir.constant(32 : index) : i64
    %4987 = llvm.mlir.constant(1 : index) : i64
    %4988 = llvm.mlir.constant(256 : index) : i64
    %4989 = llvm.mul %4988, %4266 : i64
    %4990 = llvm.mlir.zero : !llvm.ptr
    %4991 = llvm.getelementptr %4990[%4989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %4992 = llvm.ptrtoint %4991 : !llvm.ptr to i64
    %4993 = llvm.mlir.constant(64 : index) : i64
    %4994 = llvm.add %4992, %4993 : i64
    %4995 = llvm.call @malloc(%4994) : (i64) -> !llvm.ptr
    %4996 = llvm.ptrtoint %4995 : !llvm.ptr to i64
    %4997 = llvm.mlir.constant(1 : index) : i64
    %4998 = llvm.sub %4993, %4997 : i64
    %4999 = llvm.add %4996, %4998 : i64
    %5000 = llvm.urem %4999, %4993 : i64
    %5001 = llvm.sub %4999, %5000 : i64
    %5002 = llvm.inttoptr %5001 : i64 to !llvm.ptr
    %5003 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5004 = llvm.insertvalue %4995, %5003[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5005 = llvm.insertvalue %5002, %5004[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5006 = llvm.mlir.constant(0 : index) : i64
    %5007 = llvm.insertvalue %5006, %5005[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5008 = llvm.insertvalue %4266, %5007[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5009 = llvm.insertvalue %4985, %5008[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5010 = llvm.insertvalue %4986, %5009[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5011 = llvm.insertvalue %4988, %5010[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5012 = llvm.insertvalue %4986, %5011[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5013 = llvm.insertvalue %4987, %5012[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb637(%56 : i64)
  ^bb637(%5014: i64):  // 2 preds: ^bb636, ^bb644
    %5015 = llvm.icmp "slt" %5014, %4266 : i64
    llvm.cond_br %5015, ^bb638, ^bb645
  ^bb638:  // pred: ^bb637
    llvm.br ^bb639(%56 : i64)
  ^bb639(%5016: i64):  // 2 preds: ^bb638, ^bb643
    %5017 = llvm.icmp "slt" %5016, %58 : i64
    llvm.cond_br %5017, ^bb640, ^bb644
  ^bb640:  // pred: ^bb639
    llvm.br ^bb641(%56 : i64)
  ^bb641(%5018: i64):  // 2 preds: ^bb640, ^bb642
    %5019 = llvm.icmp "slt" %5018, %40 : i64
    llvm.cond_br %5019, ^bb642, ^bb643
  ^bb642:  // pred: ^bb641
    %5020 = llvm.extractvalue %4546[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5021 = llvm.mlir.constant(256 : index) : i64
    %5022 = llvm.mul %5014, %5021 overflow<nsw, nuw> : i64
    %5023 = llvm.mlir.constant(32 : index) : i64
    %5024 = llvm.mul %5016, %5023 overflow<nsw, nuw> : i64
    %5025 = llvm.add %5022, %5024 overflow<nsw, nuw> : i64
    %5026 = llvm.add %5025, %5018 overflow<nsw, nuw> : i64
    %5027 = llvm.getelementptr inbounds|nuw %5020[%5026] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5028 = llvm.load %5027 : !llvm.ptr -> f32
    %5029 = llvm.extractvalue %4930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5030 = llvm.mlir.constant(8 : index) : i64
    %5031 = llvm.mul %5014, %5030 overflow<nsw, nuw> : i64
    %5032 = llvm.add %5031, %5016 overflow<nsw, nuw> : i64
    %5033 = llvm.add %5032, %56 overflow<nsw, nuw> : i64
    %5034 = llvm.getelementptr inbounds|nuw %5029[%5033] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5035 = llvm.load %5034 : !llvm.ptr -> f32
    %5036 = llvm.extractvalue %4795[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5037 = llvm.mlir.constant(8 : index) : i64
    %5038 = llvm.mul %5014, %5037 overflow<nsw, nuw> : i64
    %5039 = llvm.add %5038, %5016 overflow<nsw, nuw> : i64
    %5040 = llvm.add %5039, %56 overflow<nsw, nuw> : i64
    %5041 = llvm.getelementptr inbounds|nuw %5036[%5040] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5042 = llvm.load %5041 : !llvm.ptr -> f64
    %5043 = llvm.extractvalue %514[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5044 = llvm.getelementptr inbounds|nuw %5043[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5045 = llvm.load %5044 : !llvm.ptr -> f32
    %5046 = llvm.extractvalue %498[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5047 = llvm.getelementptr inbounds|nuw %5046[%5018] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5048 = llvm.load %5047 : !llvm.ptr -> f32
    %5049 = llvm.fdiv %5042, %49 : f64
    %5050 = llvm.fptrunc %5049 : f64 to f32
    %5051 = llvm.fptrunc %50 : f64 to f32
    %5052 = llvm.fadd %5050, %5051 : f32
    %5053 = llvm.intr.sqrt(%5052) : (f32) -> f32
    %5054 = llvm.fdiv %61, %5053 : f32
    %5055 = llvm.fdiv %5035, %48 : f32
    %5056 = llvm.fsub %5028, %5055 : f32
    %5057 = llvm.fmul %5056, %5054 : f32
    %5058 = llvm.fmul %5057, %5045 : f32
    %5059 = llvm.fadd %5058, %5048 : f32
    %5060 = llvm.extractvalue %5013[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5061 = llvm.mlir.constant(256 : index) : i64
    %5062 = llvm.mul %5014, %5061 overflow<nsw, nuw> : i64
    %5063 = llvm.mlir.constant(32 : index) : i64
    %5064 = llvm.mul %5016, %5063 overflow<nsw, nuw> : i64
    %5065 = llvm.add %5062, %5064 overflow<nsw, nuw> : i64
    %5066 = llvm.add %5065, %5018 overflow<nsw, nuw> : i64
    %5067 = llvm.getelementptr inbounds|nuw %5060[%5066] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5059, %5067 : f32, !llvm.ptr
    %5068 = llvm.add %5018, %57 : i64
    llvm.br ^bb641(%5068 : i64)
  ^bb643:  // pred: ^bb641
    %5069 = llvm.add %5016, %57 : i64
    llvm.br ^bb639(%5069 : i64)
  ^bb644:  // pred: ^bb639
    %5070 = llvm.add %5014, %57 : i64
    llvm.br ^bb637(%5070 : i64)
  ^bb645:  // pred: ^bb637
    %5071 = llvm.mul %4266, %58 overflow<nsw> : i64
    %5072 = llvm.mlir.constant(64 : index) : i64
    %5073 = llvm.mlir.constant(1 : index) : i64
    %5074 = llvm.mul %5072, %5071 : i64
    %5075 = llvm.mlir.zero : !llvm.ptr
    %5076 = llvm.getelementptr %5075[%5074] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5077 = llvm.ptrtoint %5076 : !llvm.ptr to i64
    %5078 = llvm.mlir.constant(64 : index) : i64
    %5079 = llvm.add %5077, %5078 : i64
    %5080 = llvm.call @malloc(%5079) : (i64) -> !llvm.ptr
    %5081 = llvm.ptrtoint %5080 : !llvm.ptr to i64
    %5082 = llvm.mlir.constant(1 : index) : i64
    %5083 = llvm.sub %5078, %5082 : i64
    %5084 = llvm.add %5081, %5083 : i64
    %5085 = llvm.urem %5084, %5078 : i64
    %5086 = llvm.sub %5084, %5085 : i64
    %5087 = llvm.inttoptr %5086 : i64 to !llvm.ptr
    %5088 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5089 = llvm.insertvalue %5080, %5088[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5090 = llvm.insertvalue %5087, %5089[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5091 = llvm.mlir.constant(0 : index) : i64
    %5092 = llvm.insertvalue %5091, %5090[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5093 = llvm.insertvalue %5071, %5092[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5094 = llvm.insertvalue %5072, %5093[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5095 = llvm.insertvalue %5072, %5094[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5096 = llvm.insertvalue %5073, %5095[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5097 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5098 = llvm.extractvalue %5096[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5099 = llvm.extractvalue %5096[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5100 = llvm.insertvalue %5098, %5097[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5101 = llvm.insertvalue %5099, %5100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5102 = llvm.mlir.constant(0 : index) : i64
    %5103 = llvm.insertvalue %5102, %5101[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5104 = llvm.insertvalue %4266, %5103[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5105 = llvm.mlir.constant(512 : index) : i64
    %5106 = llvm.insertvalue %5105, %5104[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5107 = llvm.mlir.constant(8 : index) : i64
    %5108 = llvm.insertvalue %5107, %5106[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5109 = llvm.mlir.constant(64 : index) : i64
    %5110 = llvm.insertvalue %5109, %5108[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5111 = llvm.mlir.constant(64 : index) : i64
    %5112 = llvm.insertvalue %5111, %5110[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5113 = llvm.mlir.constant(1 : index) : i64
    %5114 = llvm.insertvalue %5113, %5112[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5115 = llvm.extractvalue %5114[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5116 = llvm.mlir.constant(8 : index) : i64
    %5117 = llvm.mlir.constant(64 : index) : i64
    %5118 = llvm.mlir.constant(1 : index) : i64
    %5119 = llvm.mlir.constant(512 : index) : i64
    %5120 = llvm.mul %5119, %5115 : i64
    %5121 = llvm.mlir.zero : !llvm.ptr
    %5122 = llvm.getelementptr %5121[%5120] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5123 = llvm.ptrtoint %5122 : !llvm.ptr to i64
    %5124 = llvm.mlir.constant(64 : index) : i64
    %5125 = llvm.add %5123, %5124 : i64
    %5126 = llvm.call @malloc(%5125) : (i64) -> !llvm.ptr
    %5127 = llvm.ptrtoint %5126 : !llvm.ptr to i64
    %5128 = llvm.mlir.constant(1 : index) : i64
    %5129 = llvm.sub %5124, %5128 : i64
    %5130 = llvm.add %5127, %5129 : i64
    %5131 = llvm.urem %5130, %5124 : i64
    %5132 = llvm.sub %5130, %5131 : i64
    %5133 = llvm.inttoptr %5132 : i64 to !llvm.ptr
    %5134 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5135 = llvm.insertvalue %5126, %5134[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5136 = llvm.insertvalue %5133, %5135[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5137 = llvm.mlir.constant(0 : index) : i64
    %5138 = llvm.insertvalue %5137, %5136[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5139 = llvm.insertvalue %5115, %5138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5140 = llvm.insertvalue %5116, %5139[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5141 = llvm.insertvalue %5117, %5140[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5142 = llvm.insertvalue %5119, %5141[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5143 = llvm.insertvalue %5117, %5142[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5144 = llvm.insertvalue %5118, %5143[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb646(%56 : i64)
  ^bb646(%5145: i64):  // 2 preds: ^bb645, ^bb653
    %5146 = llvm.icmp "slt" %5145, %5115 : i64
    llvm.cond_br %5146, ^bb647, ^bb654
  ^bb647:  // pred: ^bb646
    llvm.br ^bb648(%56 : i64)
  ^bb648(%5147: i64):  // 2 preds: ^bb647, ^bb652
    %5148 = llvm.icmp "slt" %5147, %58 : i64
    llvm.cond_br %5148, ^bb649, ^bb653
  ^bb649:  // pred: ^bb648
    llvm.br ^bb650(%56 : i64)
  ^bb650(%5149: i64):  // 2 preds: ^bb649, ^bb651
    %5150 = llvm.icmp "slt" %5149, %38 : i64
    llvm.cond_br %5150, ^bb651, ^bb652
  ^bb651:  // pred: ^bb650
    %5151 = llvm.extractvalue %5144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5152 = llvm.mlir.constant(512 : index) : i64
    %5153 = llvm.mul %5145, %5152 overflow<nsw, nuw> : i64
    %5154 = llvm.mlir.constant(64 : index) : i64
    %5155 = llvm.mul %5147, %5154 overflow<nsw, nuw> : i64
    %5156 = llvm.add %5153, %5155 overflow<nsw, nuw> : i64
    %5157 = llvm.add %5156, %5149 overflow<nsw, nuw> : i64
    %5158 = llvm.getelementptr inbounds|nuw %5151[%5157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %5158 : f32, !llvm.ptr
    %5159 = llvm.add %5149, %57 : i64
    llvm.br ^bb650(%5159 : i64)
  ^bb652:  // pred: ^bb650
    %5160 = llvm.add %5147, %57 : i64
    llvm.br ^bb648(%5160 : i64)
  ^bb653:  // pred: ^bb648
    %5161 = llvm.add %5145, %57 : i64
    llvm.br ^bb646(%5161 : i64)
  ^bb654:  // pred: ^bb646
    %5162 = llvm.mlir.constant(8 : index) : i64
    %5163 = llvm.mlir.constant(64 : index) : i64
    %5164 = llvm.mlir.constant(1 : index) : i64
    %5165 = llvm.mlir.constant(512 : index) : i64
    %5166 = llvm.mul %5165, %5115 : i64
    %5167 = llvm.mlir.zero : !llvm.ptr
    %5168 = llvm.getelementptr %5167[%5166] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5169 = llvm.ptrtoint %5168 : !llvm.ptr to i64
    %5170 = llvm.mlir.constant(64 : index) : i64
    %5171 = llvm.add %5169, %5170 : i64
    %5172 = llvm.call @malloc(%5171) : (i64) -> !llvm.ptr
    %5173 = llvm.ptrtoint %5172 : !llvm.ptr to i64
    %5174 = llvm.mlir.constant(1 : index) : i64
    %5175 = llvm.sub %5170, %5174 : i64
    %5176 = llvm.add %5173, %5175 : i64
    %5177 = llvm.urem %5176, %5170 : i64
    %5178 = llvm.sub %5176, %5177 : i64
    %5179 = llvm.inttoptr %5178 : i64 to !llvm.ptr
    %5180 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5181 = llvm.insertvalue %5172, %5180[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5182 = llvm.insertvalue %5179, %5181[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5183 = llvm.mlir.constant(0 : index) : i64
    %5184 = llvm.insertvalue %5183, %5182[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5185 = llvm.insertvalue %5115, %5184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5186 = llvm.insertvalue %5162, %5185[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5187 = llvm.insertvalue %5163, %5186[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5188 = llvm.insertvalue %5165, %5187[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5189 = llvm.insertvalue %5163, %5188[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5190 = llvm.insertvalue %5164, %5189[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb655(%56 : i64)
  ^bb655(%5191: i64):  // 2 preds: ^bb654, ^bb662
    %5192 = llvm.icmp "slt" %5191, %5115 : i64
    llvm.cond_br %5192, ^bb656, ^bb663
  ^bb656:  // pred: ^bb655
    llvm.br ^bb657(%56 : i64)
  ^bb657(%5193: i64):  // 2 preds: ^bb656, ^bb661
    %5194 = llvm.icmp "slt" %5193, %58 : i64
    llvm.cond_br %5194, ^bb658, ^bb662
  ^bb658:  // pred: ^bb657
    llvm.br ^bb659(%56 : i64)
  ^bb659(%5195: i64):  // 2 preds: ^bb658, ^bb660
    %5196 = llvm.icmp "slt" %5195, %38 : i64
    llvm.cond_br %5196, ^bb660, ^bb661
  ^bb660:  // pred: ^bb659
    %5197 = llvm.extractvalue %5144[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5198 = llvm.mlir.constant(512 : index) : i64
    %5199 = llvm.mul %5191, %5198 overflow<nsw, nuw> : i64
    %5200 = llvm.mlir.constant(64 : index) : i64
    %5201 = llvm.mul %5193, %5200 overflow<nsw, nuw> : i64
    %5202 = llvm.add %5199, %5201 overflow<nsw, nuw> : i64
    %5203 = llvm.add %5202, %5195 overflow<nsw, nuw> : i64
    %5204 = llvm.getelementptr inbounds|nuw %5197[%5203] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5205 = llvm.load %5204 : !llvm.ptr -> f32
    %5206 = llvm.extractvalue %5190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5207 = llvm.mlir.constant(512 : index) : i64
    %5208 = llvm.mul %5191, %5207 overflow<nsw, nuw> : i64
    %5209 = llvm.mlir.constant(64 : index) : i64
    %5210 = llvm.mul %5193, %5209 overflow<nsw, nuw> : i64
    %5211 = llvm.add %5208, %5210 overflow<nsw, nuw> : i64
    %5212 = llvm.add %5211, %5195 overflow<nsw, nuw> : i64
    %5213 = llvm.getelementptr inbounds|nuw %5206[%5212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5205, %5213 : f32, !llvm.ptr
    %5214 = llvm.add %5195, %57 : i64
    llvm.br ^bb659(%5214 : i64)
  ^bb661:  // pred: ^bb659
    %5215 = llvm.add %5193, %57 : i64
    llvm.br ^bb657(%5215 : i64)
  ^bb662:  // pred: ^bb657
    %5216 = llvm.add %5191, %57 : i64
    llvm.br ^bb655(%5216 : i64)
  ^bb663:  // pred: ^bb655
    llvm.br ^bb664(%56 : i64)
  ^bb664(%5217: i64):  // 2 preds: ^bb663, ^bb674
    %5218 = llvm.icmp "slt" %5217, %4266 : i64
    llvm.cond_br %5218, ^bb665, ^bb675
  ^bb665:  // pred: ^bb664
    llvm.br ^bb666(%56 : i64)
  ^bb666(%5219: i64):  // 2 preds: ^bb665, ^bb673
    %5220 = llvm.icmp "slt" %5219, %58 : i64
    llvm.cond_br %5220, ^bb667, ^bb674
  ^bb667:  // pred: ^bb666
    llvm.br ^bb668(%56 : i64)
  ^bb668(%5221: i64):  // 2 preds: ^bb667, ^bb672
    %5222 = llvm.icmp "slt" %5221, %38 : i64
    llvm.cond_br %5222, ^bb669, ^bb673
  ^bb669:  // pred: ^bb668
    llvm.br ^bb670(%56 : i64)
  ^bb670(%5223: i64):  // 2 preds: ^bb669, ^bb671
    %5224 = llvm.icmp "slt" %5223, %40 : i64
    llvm.cond_br %5224, ^bb671, ^bb672
  ^bb671:  // pred: ^bb670
    %5225 = llvm.extractvalue %5013[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5226 = llvm.mlir.constant(256 : index) : i64
    %5227 = llvm.mul %5217, %5226 overflow<nsw, nuw> : i64
    %5228 = llvm.mlir.constant(32 : index) : i64
    %5229 = llvm.mul %5219, %5228 overflow<nsw, nuw> : i64
    %5230 = llvm.add %5227, %5229 overflow<nsw, nuw> : i64
    %5231 = llvm.add %5230, %5223 overflow<nsw, nuw> : i64
    %5232 = llvm.getelementptr inbounds|nuw %5225[%5231] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5233 = llvm.load %5232 : !llvm.ptr -> f32
    %5234 = llvm.extractvalue %482[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5235 = llvm.mlir.constant(32 : index) : i64
    %5236 = llvm.mul %5221, %5235 overflow<nsw, nuw> : i64
    %5237 = llvm.add %5236, %5223 overflow<nsw, nuw> : i64
    %5238 = llvm.getelementptr inbounds|nuw %5234[%5237] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5239 = llvm.load %5238 : !llvm.ptr -> f32
    %5240 = llvm.extractvalue %5190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5241 = llvm.mlir.constant(512 : index) : i64
    %5242 = llvm.mul %5217, %5241 overflow<nsw, nuw> : i64
    %5243 = llvm.mlir.constant(64 : index) : i64
    %5244 = llvm.mul %5219, %5243 overflow<nsw, nuw> : i64
    %5245 = llvm.add %5242, %5244 overflow<nsw, nuw> : i64
    %5246 = llvm.add %5245, %5221 overflow<nsw, nuw> : i64
    %5247 = llvm.getelementptr inbounds|nuw %5240[%5246] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5248 = llvm.load %5247 : !llvm.ptr -> f32
    %5249 = llvm.fmul %5233, %5239 : f32
    %5250 = llvm.fadd %5248, %5249 : f32
    %5251 = llvm.extractvalue %5190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5252 = llvm.mlir.constant(512 : index) : i64
    %5253 = llvm.mul %5217, %5252 overflow<nsw, nuw> : i64
    %5254 = llvm.mlir.constant(64 : index) : i64
    %5255 = llvm.mul %5219, %5254 overflow<nsw, nuw> : i64
    %5256 = llvm.add %5253, %5255 overflow<nsw, nuw> : i64
    %5257 = llvm.add %5256, %5221 overflow<nsw, nuw> : i64
    %5258 = llvm.getelementptr inbounds|nuw %5251[%5257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5250, %5258 : f32, !llvm.ptr
    %5259 = llvm.add %5223, %57 : i64
    llvm.br ^bb670(%5259 : i64)
  ^bb672:  // pred: ^bb670
    %5260 = llvm.add %5221, %57 : i64
    llvm.br ^bb668(%5260 : i64)
  ^bb673:  // pred: ^bb668
    %5261 = llvm.add %5219, %57 : i64
    llvm.br ^bb666(%5261 : i64)
  ^bb674:  // pred: ^bb666
    %5262 = llvm.add %5217, %57 : i64
    llvm.br ^bb664(%5262 : i64)
  ^bb675:  // pred: ^bb664
    %5263 = llvm.mlir.constant(8 : index) : i64
    %5264 = llvm.mlir.constant(64 : index) : i64
    %5265 = llvm.mlir.constant(1 : index) : i64
    %5266 = llvm.mlir.constant(512 : index) : i64
    %5267 = llvm.mul %5266, %4266 : i64
    %5268 = llvm.mlir.zero : !llvm.ptr
    %5269 = llvm.getelementptr %5268[%5267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5270 = llvm.ptrtoint %5269 : !llvm.ptr to i64
    %5271 = llvm.mlir.constant(64 : index) : i64
    %5272 = llvm.add %5270, %5271 : i64
    %5273 = llvm.call @malloc(%5272) : (i64) -> !llvm.ptr
    %5274 = llvm.ptrtoint %5273 : !llvm.ptr to i64
    %5275 = llvm.mlir.constant(1 : index) : i64
    %5276 = llvm.sub %5271, %5275 : i64
    %5277 = llvm.add %5274, %5276 : i64
    %5278 = llvm.urem %5277, %5271 : i64
    %5279 = llvm.sub %5277, %5278 : i64
    %5280 = llvm.inttoptr %5279 : i64 to !llvm.ptr
    %5281 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5282 = llvm.insertvalue %5273, %5281[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5283 = llvm.insertvalue %5280, %5282[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5284 = llvm.mlir.constant(0 : index) : i64
    %5285 = llvm.insertvalue %5284, %5283[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5286 = llvm.insertvalue %4266, %5285[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5287 = llvm.insertvalue %5263, %5286[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5288 = llvm.insertvalue %5264, %5287[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5289 = llvm.insertvalue %5266, %5288[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5290 = llvm.insertvalue %5264, %5289[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5291 = llvm.insertvalue %5265, %5290[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb676(%56 : i64)
  ^bb676(%5292: i64):  // 2 preds: ^bb675, ^bb683
    %5293 = llvm.icmp "slt" %5292, %5115 : i64
    llvm.cond_br %5293, ^bb677, ^bb684
  ^bb677:  // pred: ^bb676
    llvm.br ^bb678(%56 : i64)
  ^bb678(%5294: i64):  // 2 preds: ^bb677, ^bb682
    %5295 = llvm.icmp "slt" %5294, %58 : i64
    llvm.cond_br %5295, ^bb679, ^bb683
  ^bb679:  // pred: ^bb678
    llvm.br ^bb680(%56 : i64)
  ^bb680(%5296: i64):  // 2 preds: ^bb679, ^bb681
    %5297 = llvm.icmp "slt" %5296, %38 : i64
    llvm.cond_br %5297, ^bb681, ^bb682
  ^bb681:  // pred: ^bb680
    %5298 = llvm.extractvalue %5190[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5299 = llvm.mlir.constant(512 : index) : i64
    %5300 = llvm.mul %5292, %5299 overflow<nsw, nuw> : i64
    %5301 = llvm.mlir.constant(64 : index) : i64
    %5302 = llvm.mul %5294, %5301 overflow<nsw, nuw> : i64
    %5303 = llvm.add %5300, %5302 overflow<nsw, nuw> : i64
    %5304 = llvm.add %5303, %5296 overflow<nsw, nuw> : i64
    %5305 = llvm.getelementptr inbounds|nuw %5298[%5304] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5306 = llvm.load %5305 : !llvm.ptr -> f32
    %5307 = llvm.extractvalue %462[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5308 = llvm.getelementptr inbounds|nuw %5307[%5296] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5309 = llvm.load %5308 : !llvm.ptr -> f32
    %5310 = llvm.fadd %5306, %5309 : f32
    %5311 = llvm.fdiv %5310, %44 : f32
    %5312 = llvm.fcmp "olt" %5311, %53 : f32
    %5313 = llvm.fneg %5311 : f32
    %5314 = llvm.select %5312, %5313, %5311 : i1, f32
    %5315 = llvm.fcmp "olt" %5314, %12 : f32
    %5316 = llvm.select %5315, %37, %33 : i1, f32
    %5317 = llvm.select %5315, %24, %20 : i1, f32
    %5318 = llvm.select %5315, %36, %32 : i1, f32
    %5319 = llvm.select %5315, %23, %19 : i1, f32
    %5320 = llvm.select %5315, %35, %31 : i1, f32
    %5321 = llvm.select %5315, %22, %18 : i1, f32
    %5322 = llvm.select %5315, %34, %30 : i1, f32
    %5323 = llvm.select %5315, %21, %17 : i1, f32
    %5324 = llvm.fcmp "olt" %5314, %11 : f32
    %5325 = llvm.select %5324, %53, %29 : i1, f32
    %5326 = llvm.select %5324, %5316, %28 : i1, f32
    %5327 = llvm.select %5324, %5317, %16 : i1, f32
    %5328 = llvm.select %5324, %5318, %27 : i1, f32
    %5329 = llvm.select %5324, %5319, %15 : i1, f32
    %5330 = llvm.select %5324, %5320, %26 : i1, f32
    %5331 = llvm.select %5324, %5321, %14 : i1, f32
    %5332 = llvm.select %5324, %5322, %25 : i1, f32
    %5333 = llvm.select %5324, %5323, %13 : i1, f32
    %5334 = llvm.select %5324, %53, %61 : i1, f32
    %5335 = llvm.fcmp "ult" %5314, %10 : f32
    %5336 = llvm.fmul %5314, %5332 : f32
    %5337 = llvm.fadd %5336, %5330 : f32
    %5338 = llvm.fmul %5314, %5337 : f32
    %5339 = llvm.fadd %5338, %5328 : f32
    %5340 = llvm.fmul %5314, %5339 : f32
    %5341 = llvm.fadd %5340, %5326 : f32
    %5342 = llvm.fmul %5314, %5341 : f32
    %5343 = llvm.fadd %5342, %5325 : f32
    %5344 = llvm.fmul %5314, %5333 : f32
    %5345 = llvm.fadd %5344, %5331 : f32
    %5346 = llvm.fmul %5314, %5345 : f32
    %5347 = llvm.fadd %5346, %5329 : f32
    %5348 = llvm.fmul %5314, %5347 : f32
    %5349 = llvm.fadd %5348, %5327 : f32
    %5350 = llvm.fmul %5314, %5349 : f32
    %5351 = llvm.fadd %5350, %61 : f32
    %5352 = llvm.fdiv %5343, %5351 : f32
    %5353 = llvm.fadd %5334, %5352 : f32
    %5354 = llvm.select %5335, %5353, %61 : i1, f32
    %5355 = llvm.fneg %5354 : f32
    %5356 = llvm.select %5312, %5355, %5354 : i1, f32
    %5357 = llvm.fadd %5356, %61 : f32
    %5358 = llvm.fmul %5357, %62 : f32
    %5359 = llvm.fmul %5310, %5358 : f32
    %5360 = llvm.extractvalue %5291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5361 = llvm.mlir.constant(512 : index) : i64
    %5362 = llvm.mul %5292, %5361 overflow<nsw, nuw> : i64
    %5363 = llvm.mlir.constant(64 : index) : i64
    %5364 = llvm.mul %5294, %5363 overflow<nsw, nuw> : i64
    %5365 = llvm.add %5362, %5364 overflow<nsw, nuw> : i64
    %5366 = llvm.add %5365, %5296 overflow<nsw, nuw> : i64
    %5367 = llvm.getelementptr inbounds|nuw %5360[%5366] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5359, %5367 : f32, !llvm.ptr
    %5368 = llvm.add %5296, %57 : i64
    llvm.br ^bb680(%5368 : i64)
  ^bb682:  // pred: ^bb680
    %5369 = llvm.add %5294, %57 : i64
    llvm.br ^bb678(%5369 : i64)
  ^bb683:  // pred: ^bb678
    %5370 = llvm.add %5292, %57 : i64
    llvm.br ^bb676(%5370 : i64)
  ^bb684:  // pred: ^bb676
    %5371 = llvm.mul %4266, %58 overflow<nsw> : i64
    %5372 = llvm.mlir.constant(32 : index) : i64
    %5373 = llvm.mlir.constant(1 : index) : i64
    %5374 = llvm.mul %5372, %5371 : i64
    %5375 = llvm.mlir.zero : !llvm.ptr
    %5376 = llvm.getelementptr %5375[%5374] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5377 = llvm.ptrtoint %5376 : !llvm.ptr to i64
    %5378 = llvm.mlir.constant(64 : index) : i64
    %5379 = llvm.add %5377, %5378 : i64
    %5380 = llvm.call @malloc(%5379) : (i64) -> !llvm.ptr
    %5381 = llvm.ptrtoint %5380 : !llvm.ptr to i64
    %5382 = llvm.mlir.constant(1 : index) : i64
    %5383 = llvm.sub %5378, %5382 : i64
    %5384 = llvm.add %5381, %5383 : i64
    %5385 = llvm.urem %5384, %5378 : i64
    %5386 = llvm.sub %5384, %5385 : i64
    %5387 = llvm.inttoptr %5386 : i64 to !llvm.ptr
    %5388 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5389 = llvm.insertvalue %5380, %5388[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5390 = llvm.insertvalue %5387, %5389[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5391 = llvm.mlir.constant(0 : index) : i64
    %5392 = llvm.insertvalue %5391, %5390[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5393 = llvm.insertvalue %5371, %5392[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5394 = llvm.insertvalue %5372, %5393[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5395 = llvm.insertvalue %5372, %5394[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5396 = llvm.insertvalue %5373, %5395[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5397 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5398 = llvm.extractvalue %5396[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5399 = llvm.extractvalue %5396[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5400 = llvm.insertvalue %5398, %5397[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5401 = llvm.insertvalue %5399, %5400[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5402 = llvm.mlir.constant(0 : index) : i64
    %5403 = llvm.insertvalue %5402, %5401[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5404 = llvm.insertvalue %4266, %5403[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5405 = llvm.mlir.constant(256 : index) : i64
    %5406 = llvm.insertvalue %5405, %5404[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5407 = llvm.mlir.constant(8 : index) : i64
    %5408 = llvm.insertvalue %5407, %5406[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5409 = llvm.mlir.constant(32 : index) : i64
    %5410 = llvm.insertvalue %5409, %5408[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5411 = llvm.mlir.constant(32 : index) : i64
    %5412 = llvm.insertvalue %5411, %5410[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5413 = llvm.mlir.constant(1 : index) : i64
    %5414 = llvm.insertvalue %5413, %5412[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5415 = llvm.extractvalue %5414[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5416 = llvm.mlir.constant(8 : index) : i64
    %5417 = llvm.mlir.constant(32 : index) : i64
    %5418 = llvm.mlir.constant(1 : index) : i64
    %5419 = llvm.mlir.constant(256 : index) : i64
    %5420 = llvm.mul %5419, %5415 : i64
    %5421 = llvm.mlir.zero : !llvm.ptr
    %5422 = llvm.getelementptr %5421[%5420] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5423 = llvm.ptrtoint %5422 : !llvm.ptr to i64
    %5424 = llvm.mlir.constant(64 : index) : i64
    %5425 = llvm.add %5423, %5424 : i64
    %5426 = llvm.call @malloc(%5425) : (i64) -> !llvm.ptr
    %5427 = llvm.ptrtoint %5426 : !llvm.ptr to i64
    %5428 = llvm.mlir.constant(1 : index) : i64
    %5429 = llvm.sub %5424, %5428 : i64
    %5430 = llvm.add %5427, %5429 : i64
    %5431 = llvm.urem %5430, %5424 : i64
    %5432 = llvm.sub %5430, %5431 : i64
    %5433 = llvm.inttoptr %5432 : i64 to !llvm.ptr
    %5434 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5435 = llvm.insertvalue %5426, %5434[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5436 = llvm.insertvalue %5433, %5435[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5437 = llvm.mlir.constant(0 : index) : i64
    %5438 = llvm.insertvalue %5437, %5436[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5439 = llvm.insertvalue %5415, %5438[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5440 = llvm.insertvalue %5416, %5439[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5441 = llvm.insertvalue %5417, %5440[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5442 = llvm.insertvalue %5419, %5441[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5443 = llvm.insertvalue %5417, %5442[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5444 = llvm.insertvalue %5418, %5443[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb685(%56 : i64)
  ^bb685(%5445: i64):  // 2 preds: ^bb684, ^bb692
    %5446 = llvm.icmp "slt" %5445, %5415 : i64
    llvm.cond_br %5446, ^bb686, ^bb693
  ^bb686:  // pred: ^bb685
    llvm.br ^bb687(%56 : i64)
  ^bb687(%5447: i64):  // 2 preds: ^bb686, ^bb691
    %5448 = llvm.icmp "slt" %5447, %58 : i64
    llvm.cond_br %5448, ^bb688, ^bb692
  ^bb688:  // pred: ^bb687
    llvm.br ^bb689(%56 : i64)
  ^bb689(%5449: i64):  // 2 preds: ^bb688, ^bb690
    %5450 = llvm.icmp "slt" %5449, %40 : i64
    llvm.cond_br %5450, ^bb690, ^bb691
  ^bb690:  // pred: ^bb689
    %5451 = llvm.extractvalue %5444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5452 = llvm.mlir.constant(256 : index) : i64
    %5453 = llvm.mul %5445, %5452 overflow<nsw, nuw> : i64
    %5454 = llvm.mlir.constant(32 : index) : i64
    %5455 = llvm.mul %5447, %5454 overflow<nsw, nuw> : i64
    %5456 = llvm.add %5453, %5455 overflow<nsw, nuw> : i64
    %5457 = llvm.add %5456, %5449 overflow<nsw, nuw> : i64
    %5458 = llvm.getelementptr inbounds|nuw %5451[%5457] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %5458 : f32, !llvm.ptr
    %5459 = llvm.add %5449, %57 : i64
    llvm.br ^bb689(%5459 : i64)
  ^bb691:  // pred: ^bb689
    %5460 = llvm.add %5447, %57 : i64
    llvm.br ^bb687(%5460 : i64)
  ^bb692:  // pred: ^bb687
    %5461 = llvm.add %5445, %57 : i64
    llvm.br ^bb685(%5461 : i64)
  ^bb693:  // pred: ^bb685
    %5462 = llvm.mlir.constant(8 : index) : i64
    %5463 = llvm.mlir.constant(32 : index) : i64
    %5464 = llvm.mlir.constant(1 : index) : i64
    %5465 = llvm.mlir.constant(256 : index) : i64
    %5466 = llvm.mul %5465, %5415 : i64
    %5467 = llvm.mlir.zero : !llvm.ptr
    %5468 = llvm.getelementptr %5467[%5466] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5469 = llvm.ptrtoint %5468 : !llvm.ptr to i64
    %5470 = llvm.mlir.constant(64 : index) : i64
    %5471 = llvm.add %5469, %5470 : i64
    %5472 = llvm.call @malloc(%5471) : (i64) -> !llvm.ptr
    %5473 = llvm.ptrtoint %5472 : !llvm.ptr to i64
    %5474 = llvm.mlir.constant(1 : index) : i64
    %5475 = llvm.sub %5470, %5474 : i64
    %5476 = llvm.add %5473, %5475 : i64
    %5477 = llvm.urem %5476, %5470 : i64
    %5478 = llvm.sub %5476, %5477 : i64
    %5479 = llvm.inttoptr %5478 : i64 to !llvm.ptr
    %5480 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5481 = llvm.insertvalue %5472, %5480[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5482 = llvm.insertvalue %5479, %5481[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5483 = llvm.mlir.constant(0 : index) : i64
    %5484 = llvm.insertvalue %5483, %5482[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5485 = llvm.insertvalue %5415, %5484[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5486 = llvm.insertvalue %5462, %5485[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5487 = llvm.insertvalue %5463, %5486[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5488 = llvm.insertvalue %5465, %5487[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5489 = llvm.insertvalue %5463, %5488[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5490 = llvm.insertvalue %5464, %5489[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb694(%56 : i64)
  ^bb694(%5491: i64):  // 2 preds: ^bb693, ^bb701
    %5492 = llvm.icmp "slt" %5491, %5415 : i64
    llvm.cond_br %5492, ^bb695, ^bb702
  ^bb695:  // pred: ^bb694
    llvm.br ^bb696(%56 : i64)
  ^bb696(%5493: i64):  // 2 preds: ^bb695, ^bb700
    %5494 = llvm.icmp "slt" %5493, %58 : i64
    llvm.cond_br %5494, ^bb697, ^bb701
  ^bb697:  // pred: ^bb696
    llvm.br ^bb698(%56 : i64)
  ^bb698(%5495: i64):  // 2 preds: ^bb697, ^bb699
    %5496 = llvm.icmp "slt" %5495, %40 : i64
    llvm.cond_br %5496, ^bb699, ^bb700
  ^bb699:  // pred: ^bb698
    %5497 = llvm.extractvalue %5444[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5498 = llvm.mlir.constant(256 : index) : i64
    %5499 = llvm.mul %5491, %5498 overflow<nsw, nuw> : i64
    %5500 = llvm.mlir.constant(32 : index) : i64
    %5501 = llvm.mul %5493, %5500 overflow<nsw, nuw> : i64
    %5502 = llvm.add %5499, %5501 overflow<nsw, nuw> : i64
    %5503 = llvm.add %5502, %5495 overflow<nsw, nuw> : i64
    %5504 = llvm.getelementptr inbounds|nuw %5497[%5503] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5505 = llvm.load %5504 : !llvm.ptr -> f32
    %5506 = llvm.extractvalue %5490[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5507 = llvm.mlir.constant(256 : index) : i64
    %5508 = llvm.mul %5491, %5507 overflow<nsw, nuw> : i64
    %5509 = llvm.mlir.constant(32 : index) : i64
    %5510 = llvm.mul %5493, %5509 overflow<nsw, nuw> : i64
    %5511 = llvm.add %5508, %5510 overflow<nsw, nuw> : i64
    %5512 = llvm.add %5511, %5495 overflow<nsw, nuw> : i64
    %5513 = llvm.getelementptr inbounds|nuw %5506[%5512] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5505, %5513 : f32, !llvm.ptr
    %5514 = llvm.add %5495, %57 : i64
    llvm.br ^bb698(%5514 : i64)
  ^bb700:  // pred: ^bb698
    %5515 = llvm.add %5493, %57 : i64
    llvm.br ^bb696(%5515 : i64)
  ^bb701:  // pred: ^bb696
    %5516 = llvm.add %5491, %57 : i64
    llvm.br ^bb694(%5516 : i64)
  ^bb702:  // pred: ^bb694
    llvm.br ^bb703(%56 : i64)
  ^bb703(%5517: i64):  // 2 preds: ^bb702, ^bb713
    %5518 = llvm.icmp "slt" %5517, %4266 : i64
    llvm.cond_br %5518, ^bb704, ^bb714
  ^bb704:  // pred: ^bb703
    llvm.br ^bb705(%56 : i64)
  ^bb705(%5519: i64):  // 2 preds: ^bb704, ^bb712
    %5520 = llvm.icmp "slt" %5519, %58 : i64
    llvm.cond_br %5520, ^bb706, ^bb713
  ^bb706:  // pred: ^bb705
    llvm.br ^bb707(%56 : i64)
  ^bb707(%5521: i64):  // 2 preds: ^bb706, ^bb711
    %5522 = llvm.icmp "slt" %5521, %40 : i64
    llvm.cond_br %5522, ^bb708, ^bb712
  ^bb708:  // pred: ^bb707
    llvm.br ^bb709(%56 : i64)
  ^bb709(%5523: i64):  // 2 preds: ^bb708, ^bb710
    %5524 = llvm.icmp "slt" %5523, %38 : i64
    llvm.cond_br %5524, ^bb710, ^bb711
  ^bb710:  // pred: ^bb709
    %5525 = llvm.extractvalue %5291[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5526 = llvm.mlir.constant(512 : index) : i64
    %5527 = llvm.mul %5517, %5526 overflow<nsw, nuw> : i64
    %5528 = llvm.mlir.constant(64 : index) : i64
    %5529 = llvm.mul %5519, %5528 overflow<nsw, nuw> : i64
    %5530 = llvm.add %5527, %5529 overflow<nsw, nuw> : i64
    %5531 = llvm.add %5530, %5523 overflow<nsw, nuw> : i64
    %5532 = llvm.getelementptr inbounds|nuw %5525[%5531] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5533 = llvm.load %5532 : !llvm.ptr -> f32
    %5534 = llvm.extractvalue %446[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5535 = llvm.mlir.constant(64 : index) : i64
    %5536 = llvm.mul %5521, %5535 overflow<nsw, nuw> : i64
    %5537 = llvm.add %5536, %5523 overflow<nsw, nuw> : i64
    %5538 = llvm.getelementptr inbounds|nuw %5534[%5537] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5539 = llvm.load %5538 : !llvm.ptr -> f32
    %5540 = llvm.extractvalue %5490[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5541 = llvm.mlir.constant(256 : index) : i64
    %5542 = llvm.mul %5517, %5541 overflow<nsw, nuw> : i64
    %5543 = llvm.mlir.constant(32 : index) : i64
    %5544 = llvm.mul %5519, %5543 overflow<nsw, nuw> : i64
    %5545 = llvm.add %5542, %5544 overflow<nsw, nuw> : i64
    %5546 = llvm.add %5545, %5521 overflow<nsw, nuw> : i64
    %5547 = llvm.getelementptr inbounds|nuw %5540[%5546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5548 = llvm.load %5547 : !llvm.ptr -> f32
    %5549 = llvm.fmul %5533, %5539 : f32
    %5550 = llvm.fadd %5548, %5549 : f32
    %5551 = llvm.extractvalue %5490[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5552 = llvm.mlir.constant(256 : index) : i64
    %5553 = llvm.mul %5517, %5552 overflow<nsw, nuw> : i64
    %5554 = llvm.mlir.constant(32 : index) : i64
    %5555 = llvm.mul %5519, %5554 overflow<nsw, nuw> : i64
    %5556 = llvm.add %5553, %5555 overflow<nsw, nuw> : i64
    %5557 = llvm.add %5556, %5521 overflow<nsw, nuw> : i64
    %5558 = llvm.getelementptr inbounds|nuw %5551[%5557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5550, %5558 : f32, !llvm.ptr
    %5559 = llvm.add %5523, %57 : i64
    llvm.br ^bb709(%5559 : i64)
  ^bb711:  // pred: ^bb709
    %5560 = llvm.add %5521, %57 : i64
    llvm.br ^bb707(%5560 : i64)
  ^bb712:  // pred: ^bb707
    %5561 = llvm.add %5519, %57 : i64
    llvm.br ^bb705(%5561 : i64)
  ^bb713:  // pred: ^bb705
    %5562 = llvm.add %5517, %57 : i64
    llvm.br ^bb703(%5562 : i64)
  ^bb714:  // pred: ^bb703
    %5563 = llvm.mlir.constant(8 : index) : i64
    %5564 = llvm.mlir.constant(32 : index) : i64
    %5565 = llvm.mlir.constant(1 : index) : i64
    %5566 = llvm.mlir.constant(256 : index) : i64
    %5567 = llvm.mul %5566, %4266 : i64
    %5568 = llvm.mlir.zero : !llvm.ptr
    %5569 = llvm.getelementptr %5568[%5567] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5570 = llvm.ptrtoint %5569 : !llvm.ptr to i64
    %5571 = llvm.mlir.constant(64 : index) : i64
    %5572 = llvm.add %5570, %5571 : i64
    %5573 = llvm.call @malloc(%5572) : (i64) -> !llvm.ptr
    %5574 = llvm.ptrtoint %5573 : !llvm.ptr to i64
    %5575 = llvm.mlir.constant(1 : index) : i64
    %5576 = llvm.sub %5571, %5575 : i64
    %5577 = llvm.add %5574, %5576 : i64
    %5578 = llvm.urem %5577, %5571 : i64
    %5579 = llvm.sub %5577, %5578 : i64
    %5580 = llvm.inttoptr %5579 : i64 to !llvm.ptr
    %5581 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5582 = llvm.insertvalue %5573, %5581[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5583 = llvm.insertvalue %5580, %5582[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5584 = llvm.mlir.constant(0 : index) : i64
    %5585 = llvm.insertvalue %5584, %5583[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5586 = llvm.insertvalue %4266, %5585[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5587 = llvm.insertvalue %5563, %5586[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5588 = llvm.insertvalue %5564, %5587[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5589 = llvm.insertvalue %5566, %5588[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5590 = llvm.insertvalue %5564, %5589[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5591 = llvm.insertvalue %5565, %5590[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb715(%56 : i64)
  ^bb715(%5592: i64):  // 2 preds: ^bb714, ^bb722
    %5593 = llvm.icmp "slt" %5592, %5415 : i64
    llvm.cond_br %5593, ^bb716, ^bb723
  ^bb716:  // pred: ^bb715
    llvm.br ^bb717(%56 : i64)
  ^bb717(%5594: i64):  // 2 preds: ^bb716, ^bb721
    %5595 = llvm.icmp "slt" %5594, %58 : i64
    llvm.cond_br %5595, ^bb718, ^bb722
  ^bb718:  // pred: ^bb717
    llvm.br ^bb719(%56 : i64)
  ^bb719(%5596: i64):  // 2 preds: ^bb718, ^bb720
    %5597 = llvm.icmp "slt" %5596, %40 : i64
    llvm.cond_br %5597, ^bb720, ^bb721
  ^bb720:  // pred: ^bb719
    %5598 = llvm.extractvalue %5490[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5599 = llvm.mlir.constant(256 : index) : i64
    %5600 = llvm.mul %5592, %5599 overflow<nsw, nuw> : i64
    %5601 = llvm.mlir.constant(32 : index) : i64
    %5602 = llvm.mul %5594, %5601 overflow<nsw, nuw> : i64
    %5603 = llvm.add %5600, %5602 overflow<nsw, nuw> : i64
    %5604 = llvm.add %5603, %5596 overflow<nsw, nuw> : i64
    %5605 = llvm.getelementptr inbounds|nuw %5598[%5604] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5606 = llvm.load %5605 : !llvm.ptr -> f32
    %5607 = llvm.extractvalue %426[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %5608 = llvm.getelementptr inbounds|nuw %5607[%5596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5609 = llvm.load %5608 : !llvm.ptr -> f32
    %5610 = llvm.extractvalue %5013[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5611 = llvm.mlir.constant(256 : index) : i64
    %5612 = llvm.mul %5592, %5611 overflow<nsw, nuw> : i64
    %5613 = llvm.mlir.constant(32 : index) : i64
    %5614 = llvm.mul %5594, %5613 overflow<nsw, nuw> : i64
    %5615 = llvm.add %5612, %5614 overflow<nsw, nuw> : i64
    %5616 = llvm.add %5615, %5596 overflow<nsw, nuw> : i64
    %5617 = llvm.getelementptr inbounds|nuw %5610[%5616] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5618 = llvm.load %5617 : !llvm.ptr -> f32
    %5619 = llvm.fadd %5606, %5609 : f32
    %5620 = llvm.fadd %5619, %5618 : f32
    %5621 = llvm.extractvalue %5591[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5622 = llvm.mlir.constant(256 : index) : i64
    %5623 = llvm.mul %5592, %5622 overflow<nsw, nuw> : i64
    %5624 = llvm.mlir.constant(32 : index) : i64
    %5625 = llvm.mul %5594, %5624 overflow<nsw, nuw> : i64
    %5626 = llvm.add %5623, %5625 overflow<nsw, nuw> : i64
    %5627 = llvm.add %5626, %5596 overflow<nsw, nuw> : i64
    %5628 = llvm.getelementptr inbounds|nuw %5621[%5627] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5620, %5628 : f32, !llvm.ptr
    %5629 = llvm.add %5596, %57 : i64
    llvm.br ^bb719(%5629 : i64)
  ^bb721:  // pred: ^bb719
    %5630 = llvm.add %5594, %57 : i64
    llvm.br ^bb717(%5630 : i64)
  ^bb722:  // pred: ^bb717
    %5631 = llvm.add %5592, %57 : i64
    llvm.br ^bb715(%5631 : i64)
  ^bb723:  // pred: ^bb715
    %5632 = llvm.mlir.constant(8 : index) : i64
    %5633 = llvm.mlir.constant(32 : index) : i64
    %5634 = llvm.mlir.constant(1 : index) : i64
    %5635 = llvm.mlir.constant(256 : index) : i64
    %5636 = llvm.mul %5635, %4266 : i64
    %5637 = llvm.mlir.zero : !llvm.ptr
    %5638 = llvm.getelementptr %5637[%5636] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5639 = llvm.ptrtoint %5638 : !llvm.ptr to i64
    %5640 = llvm.mlir.constant(64 : index) : i64
    %5641 = llvm.add %5639, %5640 : i64
    %5642 = llvm.call @malloc(%5641) : (i64) -> !llvm.ptr
    %5643 = llvm.ptrtoint %5642 : !llvm.ptr to i64
    %5644 = llvm.mlir.constant(1 : index) : i64
    %5645 = llvm.sub %5640, %5644 : i64
    %5646 = llvm.add %5643, %5645 : i64
    %5647 = llvm.urem %5646, %5640 : i64
    %5648 = llvm.sub %5646, %5647 : i64
    %5649 = llvm.inttoptr %5648 : i64 to !llvm.ptr
    %5650 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5651 = llvm.insertvalue %5642, %5650[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5652 = llvm.insertvalue %5649, %5651[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5653 = llvm.mlir.constant(0 : index) : i64
    %5654 = llvm.insertvalue %5653, %5652[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5655 = llvm.insertvalue %4266, %5654[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5656 = llvm.insertvalue %5632, %5655[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5657 = llvm.insertvalue %5633, %5656[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5658 = llvm.insertvalue %5635, %5657[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5659 = llvm.insertvalue %5633, %5658[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5660 = llvm.insertvalue %5634, %5659[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb724(%56 : i64)
  ^bb724(%5661: i64):  // 2 preds: ^bb723, ^bb731
    %5662 = llvm.icmp "slt" %5661, %4266 : i64
    llvm.cond_br %5662, ^bb725, ^bb732
  ^bb725:  // pred: ^bb724
    llvm.br ^bb726(%56 : i64)
  ^bb726(%5663: i64):  // 2 preds: ^bb725, ^bb730
    %5664 = llvm.icmp "slt" %5663, %58 : i64
    llvm.cond_br %5664, ^bb727, ^bb731
  ^bb727:  // pred: ^bb726
    llvm.br ^bb728(%56 : i64)
  ^bb728(%5665: i64):  // 2 preds: ^bb727, ^bb729
    %5666 = llvm.icmp "slt" %5665, %40 : i64
    llvm.cond_br %5666, ^bb729, ^bb730
  ^bb729:  // pred: ^bb728
    %5667 = llvm.extractvalue %5591[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5668 = llvm.mlir.constant(256 : index) : i64
    %5669 = llvm.mul %5661, %5668 overflow<nsw, nuw> : i64
    %5670 = llvm.mlir.constant(32 : index) : i64
    %5671 = llvm.mul %5663, %5670 overflow<nsw, nuw> : i64
    %5672 = llvm.add %5669, %5671 overflow<nsw, nuw> : i64
    %5673 = llvm.add %5672, %5665 overflow<nsw, nuw> : i64
    %5674 = llvm.getelementptr inbounds|nuw %5667[%5673] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5675 = llvm.load %5674 : !llvm.ptr -> f32
    %5676 = llvm.fpext %5675 : f32 to f64
    %5677 = llvm.extractvalue %5660[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5678 = llvm.mlir.constant(256 : index) : i64
    %5679 = llvm.mul %5661, %5678 overflow<nsw, nuw> : i64
    %5680 = llvm.mlir.constant(32 : index) : i64
    %5681 = llvm.mul %5663, %5680 overflow<nsw, nuw> : i64
    %5682 = llvm.add %5679, %5681 overflow<nsw, nuw> : i64
    %5683 = llvm.add %5682, %5665 overflow<nsw, nuw> : i64
    %5684 = llvm.getelementptr inbounds|nuw %5677[%5683] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5676, %5684 : f64, !llvm.ptr
    %5685 = llvm.add %5665, %57 : i64
    llvm.br ^bb728(%5685 : i64)
  ^bb730:  // pred: ^bb728
    %5686 = llvm.add %5663, %57 : i64
    llvm.br ^bb726(%5686 : i64)
  ^bb731:  // pred: ^bb726
    %5687 = llvm.add %5661, %57 : i64
    llvm.br ^bb724(%5687 : i64)
  ^bb732:  // pred: ^bb724
    %5688 = llvm.mlir.constant(8 : index) : i64
    %5689 = llvm.mlir.constant(1 : index) : i64
    %5690 = llvm.mlir.constant(1 : index) : i64
    %5691 = llvm.mul %5688, %4266 : i64
    %5692 = llvm.mlir.zero : !llvm.ptr
    %5693 = llvm.getelementptr %5692[%5691] : (!llvm.ptr, i64) -> !llvm.ptr, f64
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
    %5705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5706 = llvm.insertvalue %5697, %5705[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5707 = llvm.insertvalue %5704, %5706[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5708 = llvm.mlir.constant(0 : index) : i64
    %5709 = llvm.insertvalue %5708, %5707[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5710 = llvm.insertvalue %4266, %5709[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5711 = llvm.insertvalue %5688, %5710[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5712 = llvm.insertvalue %5689, %5711[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5713 = llvm.insertvalue %5688, %5712[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5714 = llvm.insertvalue %5689, %5713[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5715 = llvm.insertvalue %5690, %5714[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb733(%56 : i64)
  ^bb733(%5716: i64):  // 2 preds: ^bb732, ^bb740
    %5717 = llvm.icmp "slt" %5716, %4266 : i64
    llvm.cond_br %5717, ^bb734, ^bb741
  ^bb734:  // pred: ^bb733
    llvm.br ^bb735(%56 : i64)
  ^bb735(%5718: i64):  // 2 preds: ^bb734, ^bb739
    %5719 = llvm.icmp "slt" %5718, %58 : i64
    llvm.cond_br %5719, ^bb736, ^bb740
  ^bb736:  // pred: ^bb735
    llvm.br ^bb737(%56 : i64)
  ^bb737(%5720: i64):  // 2 preds: ^bb736, ^bb738
    %5721 = llvm.icmp "slt" %5720, %57 : i64
    llvm.cond_br %5721, ^bb738, ^bb739
  ^bb738:  // pred: ^bb737
    %5722 = llvm.extractvalue %5715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5723 = llvm.mlir.constant(8 : index) : i64
    %5724 = llvm.mul %5716, %5723 overflow<nsw, nuw> : i64
    %5725 = llvm.add %5724, %5718 overflow<nsw, nuw> : i64
    %5726 = llvm.add %5725, %5720 overflow<nsw, nuw> : i64
    %5727 = llvm.getelementptr inbounds|nuw %5722[%5726] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %5727 : f64, !llvm.ptr
    %5728 = llvm.add %5720, %57 : i64
    llvm.br ^bb737(%5728 : i64)
  ^bb739:  // pred: ^bb737
    %5729 = llvm.add %5718, %57 : i64
    llvm.br ^bb735(%5729 : i64)
  ^bb740:  // pred: ^bb735
    %5730 = llvm.add %5716, %57 : i64
    llvm.br ^bb733(%5730 : i64)
  ^bb741:  // pred: ^bb733
    %5731 = llvm.mlir.constant(8 : index) : i64
    %5732 = llvm.mlir.constant(1 : index) : i64
    %5733 = llvm.mlir.constant(1 : index) : i64
    %5734 = llvm.mul %5731, %4266 : i64
    %5735 = llvm.mlir.zero : !llvm.ptr
    %5736 = llvm.getelementptr %5735[%5734] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5737 = llvm.ptrtoint %5736 : !llvm.ptr to i64
    %5738 = llvm.mlir.constant(64 : index) : i64
    %5739 = llvm.add %5737, %5738 : i64
    %5740 = llvm.call @malloc(%5739) : (i64) -> !llvm.ptr
    %5741 = llvm.ptrtoint %5740 : !llvm.ptr to i64
    %5742 = llvm.mlir.constant(1 : index) : i64
    %5743 = llvm.sub %5738, %5742 : i64
    %5744 = llvm.add %5741, %5743 : i64
    %5745 = llvm.urem %5744, %5738 : i64
    %5746 = llvm.sub %5744, %5745 : i64
    %5747 = llvm.inttoptr %5746 : i64 to !llvm.ptr
    %5748 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5749 = llvm.insertvalue %5740, %5748[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5750 = llvm.insertvalue %5747, %5749[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5751 = llvm.mlir.constant(0 : index) : i64
    %5752 = llvm.insertvalue %5751, %5750[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5753 = llvm.insertvalue %4266, %5752[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5754 = llvm.insertvalue %5731, %5753[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5755 = llvm.insertvalue %5732, %5754[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5756 = llvm.insertvalue %5731, %5755[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5757 = llvm.insertvalue %5732, %5756[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5758 = llvm.insertvalue %5733, %5757[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb742(%56 : i64)
  ^bb742(%5759: i64):  // 2 preds: ^bb741, ^bb749
    %5760 = llvm.icmp "slt" %5759, %4266 : i64
    llvm.cond_br %5760, ^bb743, ^bb750
  ^bb743:  // pred: ^bb742
    llvm.br ^bb744(%56 : i64)
  ^bb744(%5761: i64):  // 2 preds: ^bb743, ^bb748
    %5762 = llvm.icmp "slt" %5761, %58 : i64
    llvm.cond_br %5762, ^bb745, ^bb749
  ^bb745:  // pred: ^bb744
    llvm.br ^bb746(%56 : i64)
  ^bb746(%5763: i64):  // 2 preds: ^bb745, ^bb747
    %5764 = llvm.icmp "slt" %5763, %57 : i64
    llvm.cond_br %5764, ^bb747, ^bb748
  ^bb747:  // pred: ^bb746
    %5765 = llvm.extractvalue %5715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5766 = llvm.mlir.constant(8 : index) : i64
    %5767 = llvm.mul %5759, %5766 overflow<nsw, nuw> : i64
    %5768 = llvm.add %5767, %5761 overflow<nsw, nuw> : i64
    %5769 = llvm.add %5768, %5763 overflow<nsw, nuw> : i64
    %5770 = llvm.getelementptr inbounds|nuw %5765[%5769] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5771 = llvm.load %5770 : !llvm.ptr -> f64
    %5772 = llvm.extractvalue %5758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5773 = llvm.mlir.constant(8 : index) : i64
    %5774 = llvm.mul %5759, %5773 overflow<nsw, nuw> : i64
    %5775 = llvm.add %5774, %5761 overflow<nsw, nuw> : i64
    %5776 = llvm.add %5775, %5763 overflow<nsw, nuw> : i64
    %5777 = llvm.getelementptr inbounds|nuw %5772[%5776] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5771, %5777 : f64, !llvm.ptr
    %5778 = llvm.add %5763, %57 : i64
    llvm.br ^bb746(%5778 : i64)
  ^bb748:  // pred: ^bb746
    %5779 = llvm.add %5761, %57 : i64
    llvm.br ^bb744(%5779 : i64)
  ^bb749:  // pred: ^bb744
    %5780 = llvm.add %5759, %57 : i64
    llvm.br ^bb742(%5780 : i64)
  ^bb750:  // pred: ^bb742
    llvm.br ^bb751(%56 : i64)
  ^bb751(%5781: i64):  // 2 preds: ^bb750, ^bb758
    %5782 = llvm.icmp "slt" %5781, %4266 : i64
    llvm.cond_br %5782, ^bb752, ^bb759
  ^bb752:  // pred: ^bb751
    llvm.br ^bb753(%56 : i64)
  ^bb753(%5783: i64):  // 2 preds: ^bb752, ^bb757
    %5784 = llvm.icmp "slt" %5783, %58 : i64
    llvm.cond_br %5784, ^bb754, ^bb758
  ^bb754:  // pred: ^bb753
    llvm.br ^bb755(%56 : i64)
  ^bb755(%5785: i64):  // 2 preds: ^bb754, ^bb756
    %5786 = llvm.icmp "slt" %5785, %40 : i64
    llvm.cond_br %5786, ^bb756, ^bb757
  ^bb756:  // pred: ^bb755
    %5787 = llvm.extractvalue %5660[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5788 = llvm.mlir.constant(256 : index) : i64
    %5789 = llvm.mul %5781, %5788 overflow<nsw, nuw> : i64
    %5790 = llvm.mlir.constant(32 : index) : i64
    %5791 = llvm.mul %5783, %5790 overflow<nsw, nuw> : i64
    %5792 = llvm.add %5789, %5791 overflow<nsw, nuw> : i64
    %5793 = llvm.add %5792, %5785 overflow<nsw, nuw> : i64
    %5794 = llvm.getelementptr inbounds|nuw %5787[%5793] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5795 = llvm.load %5794 : !llvm.ptr -> f64
    %5796 = llvm.extractvalue %5758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5797 = llvm.mlir.constant(8 : index) : i64
    %5798 = llvm.mul %5781, %5797 overflow<nsw, nuw> : i64
    %5799 = llvm.add %5798, %5783 overflow<nsw, nuw> : i64
    %5800 = llvm.add %5799, %56 overflow<nsw, nuw> : i64
    %5801 = llvm.getelementptr inbounds|nuw %5796[%5800] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5802 = llvm.load %5801 : !llvm.ptr -> f64
    %5803 = llvm.fadd %5795, %5802 : f64
    %5804 = llvm.extractvalue %5758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5805 = llvm.mlir.constant(8 : index) : i64
    %5806 = llvm.mul %5781, %5805 overflow<nsw, nuw> : i64
    %5807 = llvm.add %5806, %5783 overflow<nsw, nuw> : i64
    %5808 = llvm.add %5807, %56 overflow<nsw, nuw> : i64
    %5809 = llvm.getelementptr inbounds|nuw %5804[%5808] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5803, %5809 : f64, !llvm.ptr
    %5810 = llvm.add %5785, %57 : i64
    llvm.br ^bb755(%5810 : i64)
  ^bb757:  // pred: ^bb755
    %5811 = llvm.add %5783, %57 : i64
    llvm.br ^bb753(%5811 : i64)
  ^bb758:  // pred: ^bb753
    %5812 = llvm.add %5781, %57 : i64
    llvm.br ^bb751(%5812 : i64)
  ^bb759:  // pred: ^bb751
    %5813 = llvm.mlir.constant(8 : index) : i64
    %5814 = llvm.mlir.constant(1 : index) : i64
    %5815 = llvm.mlir.constant(1 : index) : i64
    %5816 = llvm.mul %5813, %4266 : i64
    %5817 = llvm.mlir.zero : !llvm.ptr
    %5818 = llvm.getelementptr %5817[%5816] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5819 = llvm.ptrtoint %5818 : !llvm.ptr to i64
    %5820 = llvm.mlir.constant(64 : index) : i64
    %5821 = llvm.add %5819, %5820 : i64
    %5822 = llvm.call @malloc(%5821) : (i64) -> !llvm.ptr
    %5823 = llvm.ptrtoint %5822 : !llvm.ptr to i64
    %5824 = llvm.mlir.constant(1 : index) : i64
    %5825 = llvm.sub %5820, %5824 : i64
    %5826 = llvm.add %5823, %5825 : i64
    %5827 = llvm.urem %5826, %5820 : i64
    %5828 = llvm.sub %5826, %5827 : i64
    %5829 = llvm.inttoptr %5828 : i64 to !llvm.ptr
    %5830 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5831 = llvm.insertvalue %5822, %5830[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5832 = llvm.insertvalue %5829, %5831[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5833 = llvm.mlir.constant(0 : index) : i64
    %5834 = llvm.insertvalue %5833, %5832[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5835 = llvm.insertvalue %4266, %5834[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5836 = llvm.insertvalue %5813, %5835[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5837 = llvm.insertvalue %5814, %5836[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5838 = llvm.insertvalue %5813, %5837[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5839 = llvm.insertvalue %5814, %5838[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5840 = llvm.insertvalue %5815, %5839[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb760(%56 : i64)
  ^bb760(%5841: i64):  // 2 preds: ^bb759, ^bb767
    %5842 = llvm.icmp "slt" %5841, %4266 : i64
    llvm.cond_br %5842, ^bb761, ^bb768
  ^bb761:  // pred: ^bb760
    llvm.br ^bb762(%56 : i64)
  ^bb762(%5843: i64):  // 2 preds: ^bb761, ^bb766
    %5844 = llvm.icmp "slt" %5843, %58 : i64
    llvm.cond_br %5844, ^bb763, ^bb767
  ^bb763:  // pred: ^bb762
    llvm.br ^bb764(%56 : i64)
  ^bb764(%5845: i64):  // 2 preds: ^bb763, ^bb765
    %5846 = llvm.icmp "slt" %5845, %57 : i64
    llvm.cond_br %5846, ^bb765, ^bb766
  ^bb765:  // pred: ^bb764
    %5847 = llvm.extractvalue %5715[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5848 = llvm.mlir.constant(8 : index) : i64
    %5849 = llvm.mul %5841, %5848 overflow<nsw, nuw> : i64
    %5850 = llvm.add %5849, %5843 overflow<nsw, nuw> : i64
    %5851 = llvm.add %5850, %5845 overflow<nsw, nuw> : i64
    %5852 = llvm.getelementptr inbounds|nuw %5847[%5851] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5853 = llvm.load %5852 : !llvm.ptr -> f64
    %5854 = llvm.extractvalue %5840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5855 = llvm.mlir.constant(8 : index) : i64
    %5856 = llvm.mul %5841, %5855 overflow<nsw, nuw> : i64
    %5857 = llvm.add %5856, %5843 overflow<nsw, nuw> : i64
    %5858 = llvm.add %5857, %5845 overflow<nsw, nuw> : i64
    %5859 = llvm.getelementptr inbounds|nuw %5854[%5858] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5853, %5859 : f64, !llvm.ptr
    %5860 = llvm.add %5845, %57 : i64
    llvm.br ^bb764(%5860 : i64)
  ^bb766:  // pred: ^bb764
    %5861 = llvm.add %5843, %57 : i64
    llvm.br ^bb762(%5861 : i64)
  ^bb767:  // pred: ^bb762
    %5862 = llvm.add %5841, %57 : i64
    llvm.br ^bb760(%5862 : i64)
  ^bb768:  // pred: ^bb760
    llvm.br ^bb769(%56 : i64)
  ^bb769(%5863: i64):  // 2 preds: ^bb768, ^bb776
    %5864 = llvm.icmp "slt" %5863, %4266 : i64
    llvm.cond_br %5864, ^bb770, ^bb777
  ^bb770:  // pred: ^bb769
    llvm.br ^bb771(%56 : i64)
  ^bb771(%5865: i64):  // 2 preds: ^bb770, ^bb775
    %5866 = llvm.icmp "slt" %5865, %58 : i64
    llvm.cond_br %5866, ^bb772, ^bb776
  ^bb772:  // pred: ^bb771
    llvm.br ^bb773(%56 : i64)
  ^bb773(%5867: i64):  // 2 preds: ^bb772, ^bb774
    %5868 = llvm.icmp "slt" %5867, %40 : i64
    llvm.cond_br %5868, ^bb774, ^bb775
  ^bb774:  // pred: ^bb773
    %5869 = llvm.extractvalue %5660[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5870 = llvm.mlir.constant(256 : index) : i64
    %5871 = llvm.mul %5863, %5870 overflow<nsw, nuw> : i64
    %5872 = llvm.mlir.constant(32 : index) : i64
    %5873 = llvm.mul %5865, %5872 overflow<nsw, nuw> : i64
    %5874 = llvm.add %5871, %5873 overflow<nsw, nuw> : i64
    %5875 = llvm.add %5874, %5867 overflow<nsw, nuw> : i64
    %5876 = llvm.getelementptr inbounds|nuw %5869[%5875] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5877 = llvm.load %5876 : !llvm.ptr -> f64
    %5878 = llvm.extractvalue %5758[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5879 = llvm.mlir.constant(8 : index) : i64
    %5880 = llvm.mul %5863, %5879 overflow<nsw, nuw> : i64
    %5881 = llvm.add %5880, %5865 overflow<nsw, nuw> : i64
    %5882 = llvm.add %5881, %56 overflow<nsw, nuw> : i64
    %5883 = llvm.getelementptr inbounds|nuw %5878[%5882] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5884 = llvm.load %5883 : !llvm.ptr -> f64
    %5885 = llvm.extractvalue %5840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5886 = llvm.mlir.constant(8 : index) : i64
    %5887 = llvm.mul %5863, %5886 overflow<nsw, nuw> : i64
    %5888 = llvm.add %5887, %5865 overflow<nsw, nuw> : i64
    %5889 = llvm.add %5888, %56 overflow<nsw, nuw> : i64
    %5890 = llvm.getelementptr inbounds|nuw %5885[%5889] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %5891 = llvm.load %5890 : !llvm.ptr -> f64
    %5892 = llvm.fdiv %5884, %49 : f64
    %5893 = llvm.fsub %5877, %5892 : f64
    %5894 = llvm.fmul %5893, %5893 : f64
    %5895 = llvm.fadd %5894, %5891 : f64
    %5896 = llvm.extractvalue %5840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5897 = llvm.mlir.constant(8 : index) : i64
    %5898 = llvm.mul %5863, %5897 overflow<nsw, nuw> : i64
    %5899 = llvm.add %5898, %5865 overflow<nsw, nuw> : i64
    %5900 = llvm.add %5899, %56 overflow<nsw, nuw> : i64
    %5901 = llvm.getelementptr inbounds|nuw %5896[%5900] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %5895, %5901 : f64, !llvm.ptr
    %5902 = llvm.add %5867, %57 : i64
    llvm.br ^bb773(%5902 : i64)
  ^bb775:  // pred: ^bb773
    %5903 = llvm.add %5865, %57 : i64
    llvm.br ^bb771(%5903 : i64)
  ^bb776:  // pred: ^bb771
    %5904 = llvm.add %5863, %57 : i64
    llvm.br ^bb769(%5904 : i64)
  ^bb777:  // pred: ^bb769
    %5905 = llvm.mlir.constant(8 : index) : i64
    %5906 = llvm.mlir.constant(1 : index) : i64
    %5907 = llvm.mlir.constant(1 : index) : i64
    %5908 = llvm.mul %5905, %4266 : i64
    %5909 = llvm.mlir.zero : !llvm.ptr
    %5910 = llvm.getelementptr %5909[%5908] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5911 = llvm.ptrtoint %5910 : !llvm.ptr to i64
    %5912 = llvm.mlir.constant(64 : index) : i64
    %5913 = llvm.add %5911, %5912 : i64
    %5914 = llvm.call @malloc(%5913) : (i64) -> !llvm.ptr
    %5915 = llvm.ptrtoint %5914 : !llvm.ptr to i64
    %5916 = llvm.mlir.constant(1 : index) : i64
    %5917 = llvm.sub %5912, %5916 : i64
    %5918 = llvm.add %5915, %5917 : i64
    %5919 = llvm.urem %5918, %5912 : i64
    %5920 = llvm.sub %5918, %5919 : i64
    %5921 = llvm.inttoptr %5920 : i64 to !llvm.ptr
    %5922 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5923 = llvm.insertvalue %5914, %5922[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5924 = llvm.insertvalue %5921, %5923[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5925 = llvm.mlir.constant(0 : index) : i64
    %5926 = llvm.insertvalue %5925, %5924[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5927 = llvm.insertvalue %4266, %5926[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5928 = llvm.insertvalue %5905, %5927[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5929 = llvm.insertvalue %5906, %5928[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5930 = llvm.insertvalue %5905, %5929[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5931 = llvm.insertvalue %5906, %5930[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5932 = llvm.insertvalue %5907, %5931[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb778(%56 : i64)
  ^bb778(%5933: i64):  // 2 preds: ^bb777, ^bb785
    %5934 = llvm.icmp "slt" %5933, %4266 : i64
    llvm.cond_br %5934, ^bb779, ^bb786
  ^bb779:  // pred: ^bb778
    llvm.br ^bb780(%56 : i64)
  ^bb780(%5935: i64):  // 2 preds: ^bb779, ^bb784
    %5936 = llvm.icmp "slt" %5935, %58 : i64
    llvm.cond_br %5936, ^bb781, ^bb785
  ^bb781:  // pred: ^bb780
    llvm.br ^bb782(%56 : i64)
  ^bb782(%5937: i64):  // 2 preds: ^bb781, ^bb783
    %5938 = llvm.icmp "slt" %5937, %57 : i64
    llvm.cond_br %5938, ^bb783, ^bb784
  ^bb783:  // pred: ^bb782
    %5939 = llvm.extractvalue %5932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5940 = llvm.mlir.constant(8 : index) : i64
    %5941 = llvm.mul %5933, %5940 overflow<nsw, nuw> : i64
    %5942 = llvm.add %5941, %5935 overflow<nsw, nuw> : i64
    %5943 = llvm.add %5942, %5937 overflow<nsw, nuw> : i64
    %5944 = llvm.getelementptr inbounds|nuw %5939[%5943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %5944 : f32, !llvm.ptr
    %5945 = llvm.add %5937, %57 : i64
    llvm.br ^bb782(%5945 : i64)
  ^bb784:  // pred: ^bb782
    %5946 = llvm.add %5935, %57 : i64
    llvm.br ^bb780(%5946 : i64)
  ^bb785:  // pred: ^bb780
    %5947 = llvm.add %5933, %57 : i64
    llvm.br ^bb778(%5947 : i64)
  ^bb786:  // pred: ^bb778
    %5948 = llvm.mlir.constant(8 : index) : i64
    %5949 = llvm.mlir.constant(1 : index) : i64
    %5950 = llvm.mlir.constant(1 : index) : i64
    %5951 = llvm.mul %5948, %4266 : i64
    %5952 = llvm.mlir.zero : !llvm.ptr
    %5953 = llvm.getelementptr %5952[%5951] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5954 = llvm.ptrtoint %5953 : !llvm.ptr to i64
    %5955 = llvm.mlir.constant(64 : index) : i64
    %5956 = llvm.add %5954, %5955 : i64
    %5957 = llvm.call @malloc(%5956) : (i64) -> !llvm.ptr
    %5958 = llvm.ptrtoint %5957 : !llvm.ptr to i64
    %5959 = llvm.mlir.constant(1 : index) : i64
    %5960 = llvm.sub %5955, %5959 : i64
    %5961 = llvm.add %5958, %5960 : i64
    %5962 = llvm.urem %5961, %5955 : i64
    %5963 = llvm.sub %5961, %5962 : i64
    %5964 = llvm.inttoptr %5963 : i64 to !llvm.ptr
    %5965 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5966 = llvm.insertvalue %5957, %5965[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5967 = llvm.insertvalue %5964, %5966[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5968 = llvm.mlir.constant(0 : index) : i64
    %5969 = llvm.insertvalue %5968, %5967[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5970 = llvm.insertvalue %4266, %5969[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5971 = llvm.insertvalue %5948, %5970[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5972 = llvm.insertvalue %5949, %5971[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5973 = llvm.insertvalue %5948, %5972[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5974 = llvm.insertvalue %5949, %5973[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5975 = llvm.insertvalue %5950, %5974[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb787(%56 : i64)
  ^bb787(%5976: i64):  // 2 preds: ^bb786, ^bb794
    %5977 = llvm.icmp "slt" %5976, %4266 : i64
    llvm.cond_br %5977, ^bb788, ^bb795
  ^bb788:  // pred: ^bb787
    llvm.br ^bb789(%56 : i64)
  ^bb789(%5978: i64):  // 2 preds: ^bb788, ^bb793
    %5979 = llvm.icmp "slt" %5978, %58 : i64
    llvm.cond_br %5979, ^bb790, ^bb794
  ^bb790:  // pred: ^bb789
    llvm.br ^bb791(%56 : i64)
  ^bb791(%5980: i64):  // 2 preds: ^bb790, ^bb792
    %5981 = llvm.icmp "slt" %5980, %57 : i64
    llvm.cond_br %5981, ^bb792, ^bb793
  ^bb792:  // pred: ^bb791
    %5982 = llvm.extractvalue %5932[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5983 = llvm.mlir.constant(8 : index) : i64
    %5984 = llvm.mul %5976, %5983 overflow<nsw, nuw> : i64
    %5985 = llvm.add %5984, %5978 overflow<nsw, nuw> : i64
    %5986 = llvm.add %5985, %5980 overflow<nsw, nuw> : i64
    %5987 = llvm.getelementptr inbounds|nuw %5982[%5986] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %5988 = llvm.load %5987 : !llvm.ptr -> f32
    %5989 = llvm.extractvalue %5975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %5990 = llvm.mlir.constant(8 : index) : i64
    %5991 = llvm.mul %5976, %5990 overflow<nsw, nuw> : i64
    %5992 = llvm.add %5991, %5978 overflow<nsw, nuw> : i64
    %5993 = llvm.add %5992, %5980 overflow<nsw, nuw> : i64
    %5994 = llvm.getelementptr inbounds|nuw %5989[%5993] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %5988, %5994 : f32, !llvm.ptr
    %5995 = llvm.add %5980, %57 : i64
    llvm.br ^bb791(%5995 : i64)
  ^bb793:  // pred: ^bb791
    %5996 = llvm.add %5978, %57 : i64
    llvm.br ^bb789(%5996 : i64)
  ^bb794:  // pred: ^bb789
    %5997 = llvm.add %5976, %57 : i64
    llvm.br ^bb787(%5997 : i64)
  ^bb795:  // pred: ^bb787
    llvm.br ^bb796(%56 : i64)
  ^bb796(%5998: i64):  // 2 preds: ^bb795, ^bb803
    %5999 = llvm.icmp "slt" %5998, %4266 : i64
    llvm.cond_br %5999, ^bb797, ^bb804
  ^bb797:  // pred: ^bb796
    llvm.br ^bb798(%56 : i64)
  ^bb798(%6000: i64):  // 2 preds: ^bb797, ^bb802
    %6001 = llvm.icmp "slt" %6000, %58 : i64
    llvm.cond_br %6001, ^bb799, ^bb803
  ^bb799:  // pred: ^bb798
    llvm.br ^bb800(%56 : i64)
  ^bb800(%6002: i64):  // 2 preds: ^bb799, ^bb801
    %6003 = llvm.icmp "slt" %6002, %40 : i64
    llvm.cond_br %6003, ^bb801, ^bb802
  ^bb801:  // pred: ^bb800
    %6004 = llvm.extractvalue %5591[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6005 = llvm.mlir.constant(256 : index) : i64
    %6006 = llvm.mul %5998, %6005 overflow<nsw, nuw> : i64
    %6007 = llvm.mlir.constant(32 : index) : i64
    %6008 = llvm.mul %6000, %6007 overflow<nsw, nuw> : i64
    %6009 = llvm.add %6006, %6008 overflow<nsw, nuw> : i64
    %6010 = llvm.add %6009, %6002 overflow<nsw, nuw> : i64
    %6011 = llvm.getelementptr inbounds|nuw %6004[%6010] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6012 = llvm.load %6011 : !llvm.ptr -> f32
    %6013 = llvm.extractvalue %5975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6014 = llvm.mlir.constant(8 : index) : i64
    %6015 = llvm.mul %5998, %6014 overflow<nsw, nuw> : i64
    %6016 = llvm.add %6015, %6000 overflow<nsw, nuw> : i64
    %6017 = llvm.add %6016, %56 overflow<nsw, nuw> : i64
    %6018 = llvm.getelementptr inbounds|nuw %6013[%6017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6019 = llvm.load %6018 : !llvm.ptr -> f32
    %6020 = llvm.fadd %6012, %6019 : f32
    %6021 = llvm.extractvalue %5975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6022 = llvm.mlir.constant(8 : index) : i64
    %6023 = llvm.mul %5998, %6022 overflow<nsw, nuw> : i64
    %6024 = llvm.add %6023, %6000 overflow<nsw, nuw> : i64
    %6025 = llvm.add %6024, %56 overflow<nsw, nuw> : i64
    %6026 = llvm.getelementptr inbounds|nuw %6021[%6025] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6020, %6026 : f32, !llvm.ptr
    %6027 = llvm.add %6002, %57 : i64
    llvm.br ^bb800(%6027 : i64)
  ^bb802:  // pred: ^bb800
    %6028 = llvm.add %6000, %57 : i64
    llvm.br ^bb798(%6028 : i64)
  ^bb803:  // pred: ^bb798
    %6029 = llvm.add %5998, %57 : i64
    llvm.br ^bb796(%6029 : i64)
  ^bb804:  // pred: ^bb796
    %6030 = llvm.mlir.constant(8 : index) : i64
    %6031 = llvm.mlir.constant(32 : index) : i64
    %6032 = llvm.mlir.constant(1 : index) : i64
    %6033 = llvm.mlir.constant(256 : index) : i64
    %6034 = llvm.mul %6033, %4266 : i64
    %6035 = llvm.mlir.zero : !llvm.ptr
    %6036 = llvm.getelementptr %6035[%6034] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6037 = llvm.ptrtoint %6036 : !llvm.ptr to i64
    %6038 = llvm.mlir.constant(64 : index) : i64
    %6039 = llvm.add %6037, %6038 : i64
    %6040 = llvm.call @malloc(%6039) : (i64) -> !llvm.ptr
    %6041 = llvm.ptrtoint %6040 : !llvm.ptr to i64
    %6042 = llvm.mlir.constant(1 : index) : i64
    %6043 = llvm.sub %6038, %6042 : i64
    %6044 = llvm.add %6041, %6043 : i64
    %6045 = llvm.urem %6044, %6038 : i64
    %6046 = llvm.sub %6044, %6045 : i64
    %6047 = llvm.inttoptr %6046 : i64 to !llvm.ptr
    %6048 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6049 = llvm.insertvalue %6040, %6048[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6050 = llvm.insertvalue %6047, %6049[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6051 = llvm.mlir.constant(0 : index) : i64
    %6052 = llvm.insertvalue %6051, %6050[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6053 = llvm.insertvalue %4266, %6052[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6054 = llvm.insertvalue %6030, %6053[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6055 = llvm.insertvalue %6031, %6054[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6056 = llvm.insertvalue %6033, %6055[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6057 = llvm.insertvalue %6031, %6056[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6058 = llvm.insertvalue %6032, %6057[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb805(%56 : i64)
  ^bb805(%6059: i64):  // 2 preds: ^bb804, ^bb812
    %6060 = llvm.icmp "slt" %6059, %4266 : i64
    llvm.cond_br %6060, ^bb806, ^bb813
  ^bb806:  // pred: ^bb805
    llvm.br ^bb807(%56 : i64)
  ^bb807(%6061: i64):  // 2 preds: ^bb806, ^bb811
    %6062 = llvm.icmp "slt" %6061, %58 : i64
    llvm.cond_br %6062, ^bb808, ^bb812
  ^bb808:  // pred: ^bb807
    llvm.br ^bb809(%56 : i64)
  ^bb809(%6063: i64):  // 2 preds: ^bb808, ^bb810
    %6064 = llvm.icmp "slt" %6063, %40 : i64
    llvm.cond_br %6064, ^bb810, ^bb811
  ^bb810:  // pred: ^bb809
    %6065 = llvm.extractvalue %5591[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6066 = llvm.mlir.constant(256 : index) : i64
    %6067 = llvm.mul %6059, %6066 overflow<nsw, nuw> : i64
    %6068 = llvm.mlir.constant(32 : index) : i64
    %6069 = llvm.mul %6061, %6068 overflow<nsw, nuw> : i64
    %6070 = llvm.add %6067, %6069 overflow<nsw, nuw> : i64
    %6071 = llvm.add %6070, %6063 overflow<nsw, nuw> : i64
    %6072 = llvm.getelementptr inbounds|nuw %6065[%6071] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6073 = llvm.load %6072 : !llvm.ptr -> f32
    %6074 = llvm.extractvalue %5975[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6075 = llvm.mlir.constant(8 : index) : i64
    %6076 = llvm.mul %6059, %6075 overflow<nsw, nuw> : i64
    %6077 = llvm.add %6076, %6061 overflow<nsw, nuw> : i64
    %6078 = llvm.add %6077, %56 overflow<nsw, nuw> : i64
    %6079 = llvm.getelementptr inbounds|nuw %6074[%6078] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6080 = llvm.load %6079 : !llvm.ptr -> f32
    %6081 = llvm.extractvalue %5840[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6082 = llvm.mlir.constant(8 : index) : i64
    %6083 = llvm.mul %6059, %6082 overflow<nsw, nuw> : i64
    %6084 = llvm.add %6083, %6061 overflow<nsw, nuw> : i64
    %6085 = llvm.add %6084, %56 overflow<nsw, nuw> : i64
    %6086 = llvm.getelementptr inbounds|nuw %6081[%6085] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %6087 = llvm.load %6086 : !llvm.ptr -> f64
    %6088 = llvm.extractvalue %410[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6089 = llvm.getelementptr inbounds|nuw %6088[%6063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6090 = llvm.load %6089 : !llvm.ptr -> f32
    %6091 = llvm.extractvalue %394[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6092 = llvm.getelementptr inbounds|nuw %6091[%6063] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6093 = llvm.load %6092 : !llvm.ptr -> f32
    %6094 = llvm.fdiv %6087, %49 : f64
    %6095 = llvm.fptrunc %6094 : f64 to f32
    %6096 = llvm.fptrunc %50 : f64 to f32
    %6097 = llvm.fadd %6095, %6096 : f32
    %6098 = llvm.intr.sqrt(%6097) : (f32) -> f32
    %6099 = llvm.fdiv %61, %6098 : f32
    %6100 = llvm.fdiv %6080, %48 : f32
    %6101 = llvm.fsub %6073, %6100 : f32
    %6102 = llvm.fmul %6101, %6099 : f32
    %6103 = llvm.fmul %6102, %6090 : f32
    %6104 = llvm.fadd %6103, %6093 : f32
    %6105 = llvm.extractvalue %6058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6106 = llvm.mlir.constant(256 : index) : i64
    %6107 = llvm.mul %6059, %6106 overflow<nsw, nuw> : i64
    %6108 = llvm.mlir.constant(32 : index) : i64
    %6109 = llvm.mul %6061, %6108 overflow<nsw, nuw> : i64
    %6110 = llvm.add %6107, %6109 overflow<nsw, nuw> : i64
    %6111 = llvm.add %6110, %6063 overflow<nsw, nuw> : i64
    %6112 = llvm.getelementptr inbounds|nuw %6105[%6111] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6104, %6112 : f32, !llvm.ptr
    %6113 = llvm.add %6063, %57 : i64
    llvm.br ^bb809(%6113 : i64)
  ^bb811:  // pred: ^bb809
    %6114 = llvm.add %6061, %57 : i64
    llvm.br ^bb807(%6114 : i64)
  ^bb812:  // pred: ^bb807
    %6115 = llvm.add %6059, %57 : i64
    llvm.br ^bb805(%6115 : i64)
  ^bb813:  // pred: ^bb805
    %6116 = llvm.mul %4266, %58 overflow<nsw> : i64
    %6117 = llvm.mlir.constant(32 : index) : i64
    %6118 = llvm.mlir.constant(1 : index) : i64
    %6119 = llvm.mul %6117, %6116 : i64
    %6120 = llvm.mlir.zero : !llvm.ptr
    %6121 = llvm.getelementptr %6120[%6119] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6122 = llvm.ptrtoint %6121 : !llvm.ptr to i64
    %6123 = llvm.mlir.constant(64 : index) : i64
    %6124 = llvm.add %6122, %6123 : i64
    %6125 = llvm.call @malloc(%6124) : (i64) -> !llvm.ptr
    %6126 = llvm.ptrtoint %6125 : !llvm.ptr to i64
    %6127 = llvm.mlir.constant(1 : index) : i64
    %6128 = llvm.sub %6123, %6127 : i64
    %6129 = llvm.add %6126, %6128 : i64
    %6130 = llvm.urem %6129, %6123 : i64
    %6131 = llvm.sub %6129, %6130 : i64
    %6132 = llvm.inttoptr %6131 : i64 to !llvm.ptr
    %6133 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6134 = llvm.insertvalue %6125, %6133[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6135 = llvm.insertvalue %6132, %6134[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6136 = llvm.mlir.constant(0 : index) : i64
    %6137 = llvm.insertvalue %6136, %6135[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6138 = llvm.insertvalue %6116, %6137[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6139 = llvm.insertvalue %6117, %6138[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6140 = llvm.insertvalue %6117, %6139[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6141 = llvm.insertvalue %6118, %6140[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6142 = llvm.mlir.constant(32 : index) : i64
    %6143 = llvm.mlir.constant(1 : index) : i64
    %6144 = llvm.mul %6142, %6116 : i64
    %6145 = llvm.mlir.zero : !llvm.ptr
    %6146 = llvm.getelementptr %6145[%6144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6147 = llvm.ptrtoint %6146 : !llvm.ptr to i64
    %6148 = llvm.mlir.constant(64 : index) : i64
    %6149 = llvm.add %6147, %6148 : i64
    %6150 = llvm.call @malloc(%6149) : (i64) -> !llvm.ptr
    %6151 = llvm.ptrtoint %6150 : !llvm.ptr to i64
    %6152 = llvm.mlir.constant(1 : index) : i64
    %6153 = llvm.sub %6148, %6152 : i64
    %6154 = llvm.add %6151, %6153 : i64
    %6155 = llvm.urem %6154, %6148 : i64
    %6156 = llvm.sub %6154, %6155 : i64
    %6157 = llvm.inttoptr %6156 : i64 to !llvm.ptr
    %6158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6159 = llvm.insertvalue %6150, %6158[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6160 = llvm.insertvalue %6157, %6159[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6161 = llvm.mlir.constant(0 : index) : i64
    %6162 = llvm.insertvalue %6161, %6160[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6163 = llvm.insertvalue %6116, %6162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6164 = llvm.insertvalue %6142, %6163[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6165 = llvm.insertvalue %6142, %6164[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6166 = llvm.insertvalue %6143, %6165[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb814(%56 : i64)
  ^bb814(%6167: i64):  // 2 preds: ^bb813, ^bb818
    %6168 = llvm.icmp "slt" %6167, %6116 : i64
    llvm.cond_br %6168, ^bb815, ^bb819
  ^bb815:  // pred: ^bb814
    llvm.br ^bb816(%56 : i64)
  ^bb816(%6169: i64):  // 2 preds: ^bb815, ^bb817
    %6170 = llvm.icmp "slt" %6169, %40 : i64
    llvm.cond_br %6170, ^bb817, ^bb818
  ^bb817:  // pred: ^bb816
    %6171 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6172 = llvm.mlir.constant(32 : index) : i64
    %6173 = llvm.mul %6167, %6172 overflow<nsw, nuw> : i64
    %6174 = llvm.add %6173, %6169 overflow<nsw, nuw> : i64
    %6175 = llvm.getelementptr inbounds|nuw %6171[%6174] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %6175 : f32, !llvm.ptr
    %6176 = llvm.add %6169, %57 : i64
    llvm.br ^bb816(%6176 : i64)
  ^bb818:  // pred: ^bb816
    %6177 = llvm.add %6167, %57 : i64
    llvm.br ^bb814(%6177 : i64)
  ^bb819:  // pred: ^bb814
    %6178 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6179 = llvm.extractvalue %6166[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6180 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6181 = llvm.insertvalue %6179, %6178[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6182 = llvm.insertvalue %6180, %6181[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6183 = llvm.mlir.constant(0 : index) : i64
    %6184 = llvm.insertvalue %6183, %6182[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6185 = llvm.insertvalue %4266, %6184[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6186 = llvm.mlir.constant(256 : index) : i64
    %6187 = llvm.insertvalue %6186, %6185[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6188 = llvm.mlir.constant(8 : index) : i64
    %6189 = llvm.insertvalue %6188, %6187[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6190 = llvm.mlir.constant(32 : index) : i64
    %6191 = llvm.insertvalue %6190, %6189[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6192 = llvm.mlir.constant(32 : index) : i64
    %6193 = llvm.insertvalue %6192, %6191[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6194 = llvm.mlir.constant(1 : index) : i64
    %6195 = llvm.insertvalue %6194, %6193[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6196 = llvm.extractvalue %6195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6197 = llvm.mlir.constant(8 : index) : i64
    %6198 = llvm.mlir.constant(32 : index) : i64
    %6199 = llvm.mlir.constant(1 : index) : i64
    %6200 = llvm.mlir.constant(256 : index) : i64
    %6201 = llvm.mul %6200, %6196 : i64
    %6202 = llvm.mlir.zero : !llvm.ptr
    %6203 = llvm.getelementptr %6202[%6201] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6204 = llvm.ptrtoint %6203 : !llvm.ptr to i64
    %6205 = llvm.mlir.constant(64 : index) : i64
    %6206 = llvm.add %6204, %6205 : i64
    %6207 = llvm.call @malloc(%6206) : (i64) -> !llvm.ptr
    %6208 = llvm.ptrtoint %6207 : !llvm.ptr to i64
    %6209 = llvm.mlir.constant(1 : index) : i64
    %6210 = llvm.sub %6205, %6209 : i64
    %6211 = llvm.add %6208, %6210 : i64
    %6212 = llvm.urem %6211, %6205 : i64
    %6213 = llvm.sub %6211, %6212 : i64
    %6214 = llvm.inttoptr %6213 : i64 to !llvm.ptr
    %6215 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6216 = llvm.insertvalue %6207, %6215[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6217 = llvm.insertvalue %6214, %6216[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6218 = llvm.mlir.constant(0 : index) : i64
    %6219 = llvm.insertvalue %6218, %6217[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6220 = llvm.insertvalue %6196, %6219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6221 = llvm.insertvalue %6197, %6220[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6222 = llvm.insertvalue %6198, %6221[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6223 = llvm.insertvalue %6200, %6222[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6224 = llvm.insertvalue %6198, %6223[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6225 = llvm.insertvalue %6199, %6224[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6226 = llvm.extractvalue %6195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb820(%56 : i64)
  ^bb820(%6227: i64):  // 2 preds: ^bb819, ^bb827
    %6228 = llvm.icmp "slt" %6227, %6226 : i64
    llvm.cond_br %6228, ^bb821, ^bb828
  ^bb821:  // pred: ^bb820
    llvm.br ^bb822(%56 : i64)
  ^bb822(%6229: i64):  // 2 preds: ^bb821, ^bb826
    %6230 = llvm.icmp "slt" %6229, %58 : i64
    llvm.cond_br %6230, ^bb823, ^bb827
  ^bb823:  // pred: ^bb822
    llvm.br ^bb824(%56 : i64)
  ^bb824(%6231: i64):  // 2 preds: ^bb823, ^bb825
    %6232 = llvm.icmp "slt" %6231, %40 : i64
    llvm.cond_br %6232, ^bb825, ^bb826
  ^bb825:  // pred: ^bb824
    %6233 = llvm.extractvalue %6195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6234 = llvm.mlir.constant(256 : index) : i64
    %6235 = llvm.mul %6227, %6234 overflow<nsw, nuw> : i64
    %6236 = llvm.mlir.constant(32 : index) : i64
    %6237 = llvm.mul %6229, %6236 overflow<nsw, nuw> : i64
    %6238 = llvm.add %6235, %6237 overflow<nsw, nuw> : i64
    %6239 = llvm.add %6238, %6231 overflow<nsw, nuw> : i64
    %6240 = llvm.getelementptr inbounds|nuw %6233[%6239] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6241 = llvm.load %6240 : !llvm.ptr -> f32
    %6242 = llvm.extractvalue %6225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6243 = llvm.mlir.constant(256 : index) : i64
    %6244 = llvm.mul %6227, %6243 overflow<nsw, nuw> : i64
    %6245 = llvm.mlir.constant(32 : index) : i64
    %6246 = llvm.mul %6229, %6245 overflow<nsw, nuw> : i64
    %6247 = llvm.add %6244, %6246 overflow<nsw, nuw> : i64
    %6248 = llvm.add %6247, %6231 overflow<nsw, nuw> : i64
    %6249 = llvm.getelementptr inbounds|nuw %6242[%6248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6241, %6249 : f32, !llvm.ptr
    %6250 = llvm.add %6231, %57 : i64
    llvm.br ^bb824(%6250 : i64)
  ^bb826:  // pred: ^bb824
    %6251 = llvm.add %6229, %57 : i64
    llvm.br ^bb822(%6251 : i64)
  ^bb827:  // pred: ^bb822
    %6252 = llvm.add %6227, %57 : i64
    llvm.br ^bb820(%6252 : i64)
  ^bb828:  // pred: ^bb820
    llvm.br ^bb829(%56 : i64)
  ^bb829(%6253: i64):  // 2 preds: ^bb828, ^bb839
    %6254 = llvm.icmp "slt" %6253, %4266 : i64
    llvm.cond_br %6254, ^bb830, ^bb840
  ^bb830:  // pred: ^bb829
    llvm.br ^bb831(%56 : i64)
  ^bb831(%6255: i64):  // 2 preds: ^bb830, ^bb838
    %6256 = llvm.icmp "slt" %6255, %58 : i64
    llvm.cond_br %6256, ^bb832, ^bb839
  ^bb832:  // pred: ^bb831
    llvm.br ^bb833(%56 : i64)
  ^bb833(%6257: i64):  // 2 preds: ^bb832, ^bb837
    %6258 = llvm.icmp "slt" %6257, %40 : i64
    llvm.cond_br %6258, ^bb834, ^bb838
  ^bb834:  // pred: ^bb833
    llvm.br ^bb835(%56 : i64)
  ^bb835(%6259: i64):  // 2 preds: ^bb834, ^bb836
    %6260 = llvm.icmp "slt" %6259, %40 : i64
    llvm.cond_br %6260, ^bb836, ^bb837
  ^bb836:  // pred: ^bb835
    %6261 = llvm.extractvalue %6058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6262 = llvm.mlir.constant(256 : index) : i64
    %6263 = llvm.mul %6253, %6262 overflow<nsw, nuw> : i64
    %6264 = llvm.mlir.constant(32 : index) : i64
    %6265 = llvm.mul %6255, %6264 overflow<nsw, nuw> : i64
    %6266 = llvm.add %6263, %6265 overflow<nsw, nuw> : i64
    %6267 = llvm.add %6266, %6259 overflow<nsw, nuw> : i64
    %6268 = llvm.getelementptr inbounds|nuw %6261[%6267] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6269 = llvm.load %6268 : !llvm.ptr -> f32
    %6270 = llvm.extractvalue %378[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6271 = llvm.mlir.constant(32 : index) : i64
    %6272 = llvm.mul %6257, %6271 overflow<nsw, nuw> : i64
    %6273 = llvm.add %6272, %6259 overflow<nsw, nuw> : i64
    %6274 = llvm.getelementptr inbounds|nuw %6270[%6273] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6275 = llvm.load %6274 : !llvm.ptr -> f32
    %6276 = llvm.extractvalue %6225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6277 = llvm.mlir.constant(256 : index) : i64
    %6278 = llvm.mul %6253, %6277 overflow<nsw, nuw> : i64
    %6279 = llvm.mlir.constant(32 : index) : i64
    %6280 = llvm.mul %6255, %6279 overflow<nsw, nuw> : i64
    %6281 = llvm.add %6278, %6280 overflow<nsw, nuw> : i64
    %6282 = llvm.add %6281, %6257 overflow<nsw, nuw> : i64
    %6283 = llvm.getelementptr inbounds|nuw %6276[%6282] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6284 = llvm.load %6283 : !llvm.ptr -> f32
    %6285 = llvm.fmul %6269, %6275 : f32
    %6286 = llvm.fadd %6284, %6285 : f32
    %6287 = llvm.extractvalue %6225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6288 = llvm.mlir.constant(256 : index) : i64
    %6289 = llvm.mul %6253, %6288 overflow<nsw, nuw> : i64
    %6290 = llvm.mlir.constant(32 : index) : i64
    %6291 = llvm.mul %6255, %6290 overflow<nsw, nuw> : i64
    %6292 = llvm.add %6289, %6291 overflow<nsw, nuw> : i64
    %6293 = llvm.add %6292, %6257 overflow<nsw, nuw> : i64
    %6294 = llvm.getelementptr inbounds|nuw %6287[%6293] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6286, %6294 : f32, !llvm.ptr
    %6295 = llvm.add %6259, %57 : i64
    llvm.br ^bb835(%6295 : i64)
  ^bb837:  // pred: ^bb835
    %6296 = llvm.add %6257, %57 : i64
    llvm.br ^bb833(%6296 : i64)
  ^bb838:  // pred: ^bb833
    %6297 = llvm.add %6255, %57 : i64
    llvm.br ^bb831(%6297 : i64)
  ^bb839:  // pred: ^bb831
    %6298 = llvm.add %6253, %57 : i64
    llvm.br ^bb829(%6298 : i64)
  ^bb840:  // pred: ^bb829
    %6299 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6300 = llvm.extractvalue %6141[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6301 = llvm.extractvalue %6141[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6302 = llvm.insertvalue %6300, %6299[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6303 = llvm.insertvalue %6301, %6302[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6304 = llvm.mlir.constant(0 : index) : i64
    %6305 = llvm.insertvalue %6304, %6303[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6306 = llvm.insertvalue %4266, %6305[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6307 = llvm.mlir.constant(256 : index) : i64
    %6308 = llvm.insertvalue %6307, %6306[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6309 = llvm.mlir.constant(8 : index) : i64
    %6310 = llvm.insertvalue %6309, %6308[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6311 = llvm.mlir.constant(32 : index) : i64
    %6312 = llvm.insertvalue %6311, %6310[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6313 = llvm.mlir.constant(32 : index) : i64
    %6314 = llvm.insertvalue %6313, %6312[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6315 = llvm.mlir.constant(1 : index) : i64
    %6316 = llvm.insertvalue %6315, %6314[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6317 = llvm.extractvalue %6316[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6318 = llvm.mlir.constant(8 : index) : i64
    %6319 = llvm.mlir.constant(32 : index) : i64
    %6320 = llvm.mlir.constant(1 : index) : i64
    %6321 = llvm.mlir.constant(256 : index) : i64
    %6322 = llvm.mul %6321, %6317 : i64
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
    %6336 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6337 = llvm.insertvalue %6328, %6336[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6338 = llvm.insertvalue %6335, %6337[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6339 = llvm.mlir.constant(0 : index) : i64
    %6340 = llvm.insertvalue %6339, %6338[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6341 = llvm.insertvalue %6317, %6340[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6342 = llvm.insertvalue %6318, %6341[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6343 = llvm.insertvalue %6319, %6342[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6344 = llvm.insertvalue %6321, %6343[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6345 = llvm.insertvalue %6319, %6344[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6346 = llvm.insertvalue %6320, %6345[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb841(%56 : i64)
  ^bb841(%6347: i64):  // 2 preds: ^bb840, ^bb848
    %6348 = llvm.icmp "slt" %6347, %6196 : i64
    llvm.cond_br %6348, ^bb842, ^bb849
  ^bb842:  // pred: ^bb841
    llvm.br ^bb843(%56 : i64)
  ^bb843(%6349: i64):  // 2 preds: ^bb842, ^bb847
    %6350 = llvm.icmp "slt" %6349, %58 : i64
    llvm.cond_br %6350, ^bb844, ^bb848
  ^bb844:  // pred: ^bb843
    llvm.br ^bb845(%56 : i64)
  ^bb845(%6351: i64):  // 2 preds: ^bb844, ^bb846
    %6352 = llvm.icmp "slt" %6351, %40 : i64
    llvm.cond_br %6352, ^bb846, ^bb847
  ^bb846:  // pred: ^bb845
    %6353 = llvm.extractvalue %6225[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6354 = llvm.mlir.constant(256 : index) : i64
    %6355 = llvm.mul %6347, %6354 overflow<nsw, nuw> : i64
    %6356 = llvm.mlir.constant(32 : index) : i64
    %6357 = llvm.mul %6349, %6356 overflow<nsw, nuw> : i64
    %6358 = llvm.add %6355, %6357 overflow<nsw, nuw> : i64
    %6359 = llvm.add %6358, %6351 overflow<nsw, nuw> : i64
    %6360 = llvm.getelementptr inbounds|nuw %6353[%6359] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6361 = llvm.load %6360 : !llvm.ptr -> f32
    %6362 = llvm.extractvalue %358[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6363 = llvm.getelementptr inbounds|nuw %6362[%6351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6364 = llvm.load %6363 : !llvm.ptr -> f32
    %6365 = llvm.fadd %6361, %6364 : f32
    %6366 = llvm.extractvalue %6346[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6367 = llvm.mlir.constant(256 : index) : i64
    %6368 = llvm.mul %6347, %6367 overflow<nsw, nuw> : i64
    %6369 = llvm.mlir.constant(32 : index) : i64
    %6370 = llvm.mul %6349, %6369 overflow<nsw, nuw> : i64
    %6371 = llvm.add %6368, %6370 overflow<nsw, nuw> : i64
    %6372 = llvm.add %6371, %6351 overflow<nsw, nuw> : i64
    %6373 = llvm.getelementptr inbounds|nuw %6366[%6372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6365, %6373 : f32, !llvm.ptr
    %6374 = llvm.add %6351, %57 : i64
    llvm.br ^bb845(%6374 : i64)
  ^bb847:  // pred: ^bb845
    %6375 = llvm.add %6349, %57 : i64
    llvm.br ^bb843(%6375 : i64)
  ^bb848:  // pred: ^bb843
    %6376 = llvm.add %6347, %57 : i64
    llvm.br ^bb841(%6376 : i64)
  ^bb849:  // pred: ^bb841
    %6377 = llvm.mul %4266, %46 : i64
    %6378 = llvm.sdiv %6377, %2356 : i64
    %6379 = llvm.select %807, %6378, %791 : i1, i64
    %6380 = llvm.mlir.constant(4 : index) : i64
    %6381 = llvm.mlir.constant(1 : index) : i64
    %6382 = llvm.mlir.zero : !llvm.ptr
    %6383 = llvm.getelementptr %6382[%6380] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6384 = llvm.ptrtoint %6383 : !llvm.ptr to i64
    %6385 = llvm.mlir.constant(64 : index) : i64
    %6386 = llvm.add %6384, %6385 : i64
    %6387 = llvm.call @malloc(%6386) : (i64) -> !llvm.ptr
    %6388 = llvm.ptrtoint %6387 : !llvm.ptr to i64
    %6389 = llvm.mlir.constant(1 : index) : i64
    %6390 = llvm.sub %6385, %6389 : i64
    %6391 = llvm.add %6388, %6390 : i64
    %6392 = llvm.urem %6391, %6385 : i64
    %6393 = llvm.sub %6391, %6392 : i64
    %6394 = llvm.inttoptr %6393 : i64 to !llvm.ptr
    %6395 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6396 = llvm.insertvalue %6387, %6395[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6397 = llvm.insertvalue %6394, %6396[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6398 = llvm.mlir.constant(0 : index) : i64
    %6399 = llvm.insertvalue %6398, %6397[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6400 = llvm.insertvalue %6380, %6399[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6401 = llvm.insertvalue %6381, %6400[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6402 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6403 = llvm.getelementptr inbounds|nuw %6402[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %6379, %6403 : i64, !llvm.ptr
    %6404 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6405 = llvm.getelementptr inbounds|nuw %6404[%57] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %42, %6405 : i64, !llvm.ptr
    %6406 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6407 = llvm.getelementptr inbounds|nuw %6406[%59] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %6378, %6407 : i64, !llvm.ptr
    %6408 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6409 = llvm.getelementptr inbounds|nuw %6408[%41] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %60, %6409 : i64, !llvm.ptr
    %6410 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6411 = llvm.extractvalue %6346[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6412 = llvm.extractvalue %6346[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6413 = llvm.insertvalue %6411, %6410[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6414 = llvm.insertvalue %6412, %6413[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6415 = llvm.mlir.constant(0 : index) : i64
    %6416 = llvm.insertvalue %6415, %6414[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6417 = llvm.mlir.constant(1 : index) : i64
    %6418 = llvm.mlir.constant(16 : index) : i64
    %6419 = llvm.insertvalue %6418, %6416[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6420 = llvm.insertvalue %6417, %6419[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6421 = llvm.mul %6417, %6418 : i64
    %6422 = llvm.mlir.constant(16 : index) : i64
    %6423 = llvm.mlir.constant(2 : index) : i64
    %6424 = llvm.insertvalue %6423, %6420[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6425 = llvm.insertvalue %6422, %6424[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6426 = llvm.mul %6422, %6423 : i64
    %6427 = llvm.mlir.constant(32 : index) : i64
    %6428 = llvm.mlir.constant(8 : index) : i64
    %6429 = llvm.insertvalue %6428, %6425[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6430 = llvm.insertvalue %6427, %6429[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6431 = llvm.mul %6427, %6428 : i64
    %6432 = llvm.mlir.constant(256 : index) : i64
    %6433 = llvm.mlir.constant(0 : index) : i64
    %6434 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6435 = llvm.getelementptr inbounds|nuw %6434[%6433] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6436 = llvm.load %6435 : !llvm.ptr -> i64
    %6437 = llvm.insertvalue %6436, %6430[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6438 = llvm.insertvalue %6432, %6437[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6439 = llvm.mul %6432, %6436 : i64
    %6440 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6441 = llvm.getelementptr inbounds|nuw %6440[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6442 = llvm.load %6441 : !llvm.ptr -> i64
    %6443 = llvm.mlir.constant(2 : index) : i64
    %6444 = llvm.mlir.constant(8 : index) : i64
    %6445 = llvm.mlir.constant(16 : index) : i64
    %6446 = llvm.mlir.constant(1 : index) : i64
    %6447 = llvm.mlir.constant(128 : index) : i64
    %6448 = llvm.mlir.constant(256 : index) : i64
    %6449 = llvm.mul %6448, %6379 : i64
    %6450 = llvm.mlir.zero : !llvm.ptr
    %6451 = llvm.getelementptr %6450[%6449] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6452 = llvm.ptrtoint %6451 : !llvm.ptr to i64
    %6453 = llvm.mlir.constant(64 : index) : i64
    %6454 = llvm.add %6452, %6453 : i64
    %6455 = llvm.call @malloc(%6454) : (i64) -> !llvm.ptr
    %6456 = llvm.ptrtoint %6455 : !llvm.ptr to i64
    %6457 = llvm.mlir.constant(1 : index) : i64
    %6458 = llvm.sub %6453, %6457 : i64
    %6459 = llvm.add %6456, %6458 : i64
    %6460 = llvm.urem %6459, %6453 : i64
    %6461 = llvm.sub %6459, %6460 : i64
    %6462 = llvm.inttoptr %6461 : i64 to !llvm.ptr
    %6463 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6464 = llvm.insertvalue %6455, %6463[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6465 = llvm.insertvalue %6462, %6464[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6466 = llvm.mlir.constant(0 : index) : i64
    %6467 = llvm.insertvalue %6466, %6465[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6468 = llvm.insertvalue %6379, %6467[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6469 = llvm.insertvalue %6443, %6468[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6470 = llvm.insertvalue %6444, %6469[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6471 = llvm.insertvalue %6445, %6470[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6472 = llvm.insertvalue %6448, %6471[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6473 = llvm.insertvalue %6447, %6472[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6474 = llvm.insertvalue %6445, %6473[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6475 = llvm.insertvalue %6446, %6474[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb850(%56 : i64)
  ^bb850(%6476: i64):  // 2 preds: ^bb849, ^bb860
    %6477 = llvm.icmp "slt" %6476, %6442 : i64
    llvm.cond_br %6477, ^bb851, ^bb861
  ^bb851:  // pred: ^bb850
    llvm.br ^bb852(%56 : i64)
  ^bb852(%6478: i64):  // 2 preds: ^bb851, ^bb859
    %6479 = llvm.icmp "slt" %6478, %59 : i64
    llvm.cond_br %6479, ^bb853, ^bb860
  ^bb853:  // pred: ^bb852
    llvm.br ^bb854(%56 : i64)
  ^bb854(%6480: i64):  // 2 preds: ^bb853, ^bb858
    %6481 = llvm.icmp "slt" %6480, %58 : i64
    llvm.cond_br %6481, ^bb855, ^bb859
  ^bb855:  // pred: ^bb854
    llvm.br ^bb856(%56 : i64)
  ^bb856(%6482: i64):  // 2 preds: ^bb855, ^bb857
    %6483 = llvm.icmp "slt" %6482, %39 : i64
    llvm.cond_br %6483, ^bb857, ^bb858
  ^bb857:  // pred: ^bb856
    %6484 = llvm.extractvalue %6438[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6485 = llvm.mlir.constant(256 : index) : i64
    %6486 = llvm.mul %6476, %6485 overflow<nsw, nuw> : i64
    %6487 = llvm.mlir.constant(32 : index) : i64
    %6488 = llvm.mul %6480, %6487 overflow<nsw, nuw> : i64
    %6489 = llvm.add %6486, %6488 overflow<nsw, nuw> : i64
    %6490 = llvm.mlir.constant(16 : index) : i64
    %6491 = llvm.mul %6478, %6490 overflow<nsw, nuw> : i64
    %6492 = llvm.add %6489, %6491 overflow<nsw, nuw> : i64
    %6493 = llvm.add %6492, %6482 overflow<nsw, nuw> : i64
    %6494 = llvm.getelementptr inbounds|nuw %6484[%6493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6495 = llvm.load %6494 : !llvm.ptr -> f32
    %6496 = llvm.extractvalue %6475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6497 = llvm.mlir.constant(256 : index) : i64
    %6498 = llvm.mul %6476, %6497 overflow<nsw, nuw> : i64
    %6499 = llvm.mlir.constant(128 : index) : i64
    %6500 = llvm.mul %6478, %6499 overflow<nsw, nuw> : i64
    %6501 = llvm.add %6498, %6500 overflow<nsw, nuw> : i64
    %6502 = llvm.mlir.constant(16 : index) : i64
    %6503 = llvm.mul %6480, %6502 overflow<nsw, nuw> : i64
    %6504 = llvm.add %6501, %6503 overflow<nsw, nuw> : i64
    %6505 = llvm.add %6504, %6482 overflow<nsw, nuw> : i64
    %6506 = llvm.getelementptr inbounds|nuw %6496[%6505] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6495, %6506 : f32, !llvm.ptr
    %6507 = llvm.add %6482, %57 : i64
    llvm.br ^bb856(%6507 : i64)
  ^bb858:  // pred: ^bb856
    %6508 = llvm.add %6480, %57 : i64
    llvm.br ^bb854(%6508 : i64)
  ^bb859:  // pred: ^bb854
    %6509 = llvm.add %6478, %57 : i64
    llvm.br ^bb852(%6509 : i64)
  ^bb860:  // pred: ^bb852
    %6510 = llvm.add %6476, %57 : i64
    llvm.br ^bb850(%6510 : i64)
  ^bb861:  // pred: ^bb850
    %6511 = llvm.mlir.constant(8 : index) : i64
    %6512 = llvm.mlir.constant(32 : index) : i64
    %6513 = llvm.mlir.constant(1 : index) : i64
    %6514 = llvm.mlir.constant(256 : index) : i64
    %6515 = llvm.mul %6514, %6196 : i64
    %6516 = llvm.mlir.zero : !llvm.ptr
    %6517 = llvm.getelementptr %6516[%6515] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6518 = llvm.ptrtoint %6517 : !llvm.ptr to i64
    %6519 = llvm.mlir.constant(64 : index) : i64
    %6520 = llvm.add %6518, %6519 : i64
    %6521 = llvm.call @malloc(%6520) : (i64) -> !llvm.ptr
    %6522 = llvm.ptrtoint %6521 : !llvm.ptr to i64
    %6523 = llvm.mlir.constant(1 : index) : i64
    %6524 = llvm.sub %6519, %6523 : i64
    %6525 = llvm.add %6522, %6524 : i64
    %6526 = llvm.urem %6525, %6519 : i64
    %6527 = llvm.sub %6525, %6526 : i64
    %6528 = llvm.inttoptr %6527 : i64 to !llvm.ptr
    %6529 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6530 = llvm.insertvalue %6521, %6529[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6531 = llvm.insertvalue %6528, %6530[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6532 = llvm.mlir.constant(0 : index) : i64
    %6533 = llvm.insertvalue %6532, %6531[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6534 = llvm.insertvalue %6196, %6533[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6535 = llvm.insertvalue %6511, %6534[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6536 = llvm.insertvalue %6512, %6535[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6537 = llvm.insertvalue %6514, %6536[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6538 = llvm.insertvalue %6512, %6537[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6539 = llvm.insertvalue %6513, %6538[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6540 = llvm.extractvalue %6195[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb862(%56 : i64)
  ^bb862(%6541: i64):  // 2 preds: ^bb861, ^bb869
    %6542 = llvm.icmp "slt" %6541, %6540 : i64
    llvm.cond_br %6542, ^bb863, ^bb870
  ^bb863:  // pred: ^bb862
    llvm.br ^bb864(%56 : i64)
  ^bb864(%6543: i64):  // 2 preds: ^bb863, ^bb868
    %6544 = llvm.icmp "slt" %6543, %58 : i64
    llvm.cond_br %6544, ^bb865, ^bb869
  ^bb865:  // pred: ^bb864
    llvm.br ^bb866(%56 : i64)
  ^bb866(%6545: i64):  // 2 preds: ^bb865, ^bb867
    %6546 = llvm.icmp "slt" %6545, %40 : i64
    llvm.cond_br %6546, ^bb867, ^bb868
  ^bb867:  // pred: ^bb866
    %6547 = llvm.extractvalue %6195[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6548 = llvm.mlir.constant(256 : index) : i64
    %6549 = llvm.mul %6541, %6548 overflow<nsw, nuw> : i64
    %6550 = llvm.mlir.constant(32 : index) : i64
    %6551 = llvm.mul %6543, %6550 overflow<nsw, nuw> : i64
    %6552 = llvm.add %6549, %6551 overflow<nsw, nuw> : i64
    %6553 = llvm.add %6552, %6545 overflow<nsw, nuw> : i64
    %6554 = llvm.getelementptr inbounds|nuw %6547[%6553] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6555 = llvm.load %6554 : !llvm.ptr -> f32
    %6556 = llvm.extractvalue %6539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6557 = llvm.mlir.constant(256 : index) : i64
    %6558 = llvm.mul %6541, %6557 overflow<nsw, nuw> : i64
    %6559 = llvm.mlir.constant(32 : index) : i64
    %6560 = llvm.mul %6543, %6559 overflow<nsw, nuw> : i64
    %6561 = llvm.add %6558, %6560 overflow<nsw, nuw> : i64
    %6562 = llvm.add %6561, %6545 overflow<nsw, nuw> : i64
    %6563 = llvm.getelementptr inbounds|nuw %6556[%6562] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6555, %6563 : f32, !llvm.ptr
    %6564 = llvm.add %6545, %57 : i64
    llvm.br ^bb866(%6564 : i64)
  ^bb868:  // pred: ^bb866
    %6565 = llvm.add %6543, %57 : i64
    llvm.br ^bb864(%6565 : i64)
  ^bb869:  // pred: ^bb864
    %6566 = llvm.add %6541, %57 : i64
    llvm.br ^bb862(%6566 : i64)
  ^bb870:  // pred: ^bb862
    llvm.br ^bb871(%56 : i64)
  ^bb871(%6567: i64):  // 2 preds: ^bb870, ^bb881
    %6568 = llvm.icmp "slt" %6567, %4266 : i64
    llvm.cond_br %6568, ^bb872, ^bb882
  ^bb872:  // pred: ^bb871
    llvm.br ^bb873(%56 : i64)
  ^bb873(%6569: i64):  // 2 preds: ^bb872, ^bb880
    %6570 = llvm.icmp "slt" %6569, %58 : i64
    llvm.cond_br %6570, ^bb874, ^bb881
  ^bb874:  // pred: ^bb873
    llvm.br ^bb875(%56 : i64)
  ^bb875(%6571: i64):  // 2 preds: ^bb874, ^bb879
    %6572 = llvm.icmp "slt" %6571, %40 : i64
    llvm.cond_br %6572, ^bb876, ^bb880
  ^bb876:  // pred: ^bb875
    llvm.br ^bb877(%56 : i64)
  ^bb877(%6573: i64):  // 2 preds: ^bb876, ^bb878
    %6574 = llvm.icmp "slt" %6573, %40 : i64
    llvm.cond_br %6574, ^bb878, ^bb879
  ^bb878:  // pred: ^bb877
    %6575 = llvm.extractvalue %6058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6576 = llvm.mlir.constant(256 : index) : i64
    %6577 = llvm.mul %6567, %6576 overflow<nsw, nuw> : i64
    %6578 = llvm.mlir.constant(32 : index) : i64
    %6579 = llvm.mul %6569, %6578 overflow<nsw, nuw> : i64
    %6580 = llvm.add %6577, %6579 overflow<nsw, nuw> : i64
    %6581 = llvm.add %6580, %6573 overflow<nsw, nuw> : i64
    %6582 = llvm.getelementptr inbounds|nuw %6575[%6581] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6583 = llvm.load %6582 : !llvm.ptr -> f32
    %6584 = llvm.extractvalue %342[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6585 = llvm.mlir.constant(32 : index) : i64
    %6586 = llvm.mul %6571, %6585 overflow<nsw, nuw> : i64
    %6587 = llvm.add %6586, %6573 overflow<nsw, nuw> : i64
    %6588 = llvm.getelementptr inbounds|nuw %6584[%6587] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6589 = llvm.load %6588 : !llvm.ptr -> f32
    %6590 = llvm.extractvalue %6539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6591 = llvm.mlir.constant(256 : index) : i64
    %6592 = llvm.mul %6567, %6591 overflow<nsw, nuw> : i64
    %6593 = llvm.mlir.constant(32 : index) : i64
    %6594 = llvm.mul %6569, %6593 overflow<nsw, nuw> : i64
    %6595 = llvm.add %6592, %6594 overflow<nsw, nuw> : i64
    %6596 = llvm.add %6595, %6571 overflow<nsw, nuw> : i64
    %6597 = llvm.getelementptr inbounds|nuw %6590[%6596] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6598 = llvm.load %6597 : !llvm.ptr -> f32
    %6599 = llvm.fmul %6583, %6589 : f32
    %6600 = llvm.fadd %6598, %6599 : f32
    %6601 = llvm.extractvalue %6539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6602 = llvm.mlir.constant(256 : index) : i64
    %6603 = llvm.mul %6567, %6602 overflow<nsw, nuw> : i64
    %6604 = llvm.mlir.constant(32 : index) : i64
    %6605 = llvm.mul %6569, %6604 overflow<nsw, nuw> : i64
    %6606 = llvm.add %6603, %6605 overflow<nsw, nuw> : i64
    %6607 = llvm.add %6606, %6571 overflow<nsw, nuw> : i64
    %6608 = llvm.getelementptr inbounds|nuw %6601[%6607] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6600, %6608 : f32, !llvm.ptr
    %6609 = llvm.add %6573, %57 : i64
    llvm.br ^bb877(%6609 : i64)
  ^bb879:  // pred: ^bb877
    %6610 = llvm.add %6571, %57 : i64
    llvm.br ^bb875(%6610 : i64)
  ^bb880:  // pred: ^bb875
    %6611 = llvm.add %6569, %57 : i64
    llvm.br ^bb873(%6611 : i64)
  ^bb881:  // pred: ^bb873
    %6612 = llvm.add %6567, %57 : i64
    llvm.br ^bb871(%6612 : i64)
  ^bb882:  // pred: ^bb871
    %6613 = llvm.mlir.constant(8 : index) : i64
    %6614 = llvm.mlir.constant(32 : index) : i64
    %6615 = llvm.mlir.constant(1 : index) : i64
    %6616 = llvm.mlir.constant(256 : index) : i64
    %6617 = llvm.mul %6616, %6317 : i64
    %6618 = llvm.mlir.zero : !llvm.ptr
    %6619 = llvm.getelementptr %6618[%6617] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6620 = llvm.ptrtoint %6619 : !llvm.ptr to i64
    %6621 = llvm.mlir.constant(64 : index) : i64
    %6622 = llvm.add %6620, %6621 : i64
    %6623 = llvm.call @malloc(%6622) : (i64) -> !llvm.ptr
    %6624 = llvm.ptrtoint %6623 : !llvm.ptr to i64
    %6625 = llvm.mlir.constant(1 : index) : i64
    %6626 = llvm.sub %6621, %6625 : i64
    %6627 = llvm.add %6624, %6626 : i64
    %6628 = llvm.urem %6627, %6621 : i64
    %6629 = llvm.sub %6627, %6628 : i64
    %6630 = llvm.inttoptr %6629 : i64 to !llvm.ptr
    %6631 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6632 = llvm.insertvalue %6623, %6631[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6633 = llvm.insertvalue %6630, %6632[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6634 = llvm.mlir.constant(0 : index) : i64
    %6635 = llvm.insertvalue %6634, %6633[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6636 = llvm.insertvalue %6317, %6635[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6637 = llvm.insertvalue %6613, %6636[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6638 = llvm.insertvalue %6614, %6637[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6639 = llvm.insertvalue %6616, %6638[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6640 = llvm.insertvalue %6614, %6639[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6641 = llvm.insertvalue %6615, %6640[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb883(%56 : i64)
  ^bb883(%6642: i64):  // 2 preds: ^bb882, ^bb890
    %6643 = llvm.icmp "slt" %6642, %6196 : i64
    llvm.cond_br %6643, ^bb884, ^bb891
  ^bb884:  // pred: ^bb883
    llvm.br ^bb885(%56 : i64)
  ^bb885(%6644: i64):  // 2 preds: ^bb884, ^bb889
    %6645 = llvm.icmp "slt" %6644, %58 : i64
    llvm.cond_br %6645, ^bb886, ^bb890
  ^bb886:  // pred: ^bb885
    llvm.br ^bb887(%56 : i64)
  ^bb887(%6646: i64):  // 2 preds: ^bb886, ^bb888
    %6647 = llvm.icmp "slt" %6646, %40 : i64
    llvm.cond_br %6647, ^bb888, ^bb889
  ^bb888:  // pred: ^bb887
    %6648 = llvm.extractvalue %6539[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6649 = llvm.mlir.constant(256 : index) : i64
    %6650 = llvm.mul %6642, %6649 overflow<nsw, nuw> : i64
    %6651 = llvm.mlir.constant(32 : index) : i64
    %6652 = llvm.mul %6644, %6651 overflow<nsw, nuw> : i64
    %6653 = llvm.add %6650, %6652 overflow<nsw, nuw> : i64
    %6654 = llvm.add %6653, %6646 overflow<nsw, nuw> : i64
    %6655 = llvm.getelementptr inbounds|nuw %6648[%6654] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6656 = llvm.load %6655 : !llvm.ptr -> f32
    %6657 = llvm.extractvalue %322[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6658 = llvm.getelementptr inbounds|nuw %6657[%6646] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6659 = llvm.load %6658 : !llvm.ptr -> f32
    %6660 = llvm.fadd %6656, %6659 : f32
    %6661 = llvm.extractvalue %6641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6662 = llvm.mlir.constant(256 : index) : i64
    %6663 = llvm.mul %6642, %6662 overflow<nsw, nuw> : i64
    %6664 = llvm.mlir.constant(32 : index) : i64
    %6665 = llvm.mul %6644, %6664 overflow<nsw, nuw> : i64
    %6666 = llvm.add %6663, %6665 overflow<nsw, nuw> : i64
    %6667 = llvm.add %6666, %6646 overflow<nsw, nuw> : i64
    %6668 = llvm.getelementptr inbounds|nuw %6661[%6667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6660, %6668 : f32, !llvm.ptr
    %6669 = llvm.add %6646, %57 : i64
    llvm.br ^bb887(%6669 : i64)
  ^bb889:  // pred: ^bb887
    %6670 = llvm.add %6644, %57 : i64
    llvm.br ^bb885(%6670 : i64)
  ^bb890:  // pred: ^bb885
    %6671 = llvm.add %6642, %57 : i64
    llvm.br ^bb883(%6671 : i64)
  ^bb891:  // pred: ^bb883
    %6672 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6673 = llvm.extractvalue %6641[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6674 = llvm.extractvalue %6641[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6675 = llvm.insertvalue %6673, %6672[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6676 = llvm.insertvalue %6674, %6675[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6677 = llvm.mlir.constant(0 : index) : i64
    %6678 = llvm.insertvalue %6677, %6676[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6679 = llvm.mlir.constant(1 : index) : i64
    %6680 = llvm.mlir.constant(16 : index) : i64
    %6681 = llvm.insertvalue %6680, %6678[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6682 = llvm.insertvalue %6679, %6681[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6683 = llvm.mul %6679, %6680 : i64
    %6684 = llvm.mlir.constant(16 : index) : i64
    %6685 = llvm.mlir.constant(2 : index) : i64
    %6686 = llvm.insertvalue %6685, %6682[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6687 = llvm.insertvalue %6684, %6686[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6688 = llvm.mul %6684, %6685 : i64
    %6689 = llvm.mlir.constant(32 : index) : i64
    %6690 = llvm.mlir.constant(8 : index) : i64
    %6691 = llvm.insertvalue %6690, %6687[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6692 = llvm.insertvalue %6689, %6691[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6693 = llvm.mul %6689, %6690 : i64
    %6694 = llvm.mlir.constant(256 : index) : i64
    %6695 = llvm.mlir.constant(0 : index) : i64
    %6696 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6697 = llvm.getelementptr inbounds|nuw %6696[%6695] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6698 = llvm.load %6697 : !llvm.ptr -> i64
    %6699 = llvm.insertvalue %6698, %6692[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6700 = llvm.insertvalue %6694, %6699[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6701 = llvm.mul %6694, %6698 : i64
    %6702 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6703 = llvm.getelementptr inbounds|nuw %6702[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6704 = llvm.load %6703 : !llvm.ptr -> i64
    %6705 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6706 = llvm.extractvalue %6166[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6707 = llvm.extractvalue %6166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6708 = llvm.insertvalue %6706, %6705[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6709 = llvm.insertvalue %6707, %6708[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6710 = llvm.mlir.constant(0 : index) : i64
    %6711 = llvm.insertvalue %6710, %6709[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6712 = llvm.insertvalue %4266, %6711[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6713 = llvm.mlir.constant(256 : index) : i64
    %6714 = llvm.insertvalue %6713, %6712[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6715 = llvm.mlir.constant(8 : index) : i64
    %6716 = llvm.insertvalue %6715, %6714[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6717 = llvm.mlir.constant(32 : index) : i64
    %6718 = llvm.insertvalue %6717, %6716[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6719 = llvm.mlir.constant(32 : index) : i64
    %6720 = llvm.insertvalue %6719, %6718[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6721 = llvm.mlir.constant(1 : index) : i64
    %6722 = llvm.insertvalue %6721, %6720[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6723 = llvm.extractvalue %6722[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6724 = llvm.mlir.constant(8 : index) : i64
    %6725 = llvm.mlir.constant(32 : index) : i64
    %6726 = llvm.mlir.constant(1 : index) : i64
    %6727 = llvm.mlir.constant(256 : index) : i64
    %6728 = llvm.mul %6727, %6723 : i64
    %6729 = llvm.mlir.zero : !llvm.ptr
    %6730 = llvm.getelementptr %6729[%6728] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6731 = llvm.ptrtoint %6730 : !llvm.ptr to i64
    %6732 = llvm.mlir.constant(64 : index) : i64
    %6733 = llvm.add %6731, %6732 : i64
    %6734 = llvm.call @malloc(%6733) : (i64) -> !llvm.ptr
    %6735 = llvm.ptrtoint %6734 : !llvm.ptr to i64
    %6736 = llvm.mlir.constant(1 : index) : i64
    %6737 = llvm.sub %6732, %6736 : i64
    %6738 = llvm.add %6735, %6737 : i64
    %6739 = llvm.urem %6738, %6732 : i64
    %6740 = llvm.sub %6738, %6739 : i64
    %6741 = llvm.inttoptr %6740 : i64 to !llvm.ptr
    %6742 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6743 = llvm.insertvalue %6734, %6742[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6744 = llvm.insertvalue %6741, %6743[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6745 = llvm.mlir.constant(0 : index) : i64
    %6746 = llvm.insertvalue %6745, %6744[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6747 = llvm.insertvalue %6723, %6746[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6748 = llvm.insertvalue %6724, %6747[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6749 = llvm.insertvalue %6725, %6748[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6750 = llvm.insertvalue %6727, %6749[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6751 = llvm.insertvalue %6725, %6750[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6752 = llvm.insertvalue %6726, %6751[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6753 = llvm.extractvalue %6722[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb892(%56 : i64)
  ^bb892(%6754: i64):  // 2 preds: ^bb891, ^bb899
    %6755 = llvm.icmp "slt" %6754, %6753 : i64
    llvm.cond_br %6755, ^bb893, ^bb900
  ^bb893:  // pred: ^bb892
    llvm.br ^bb894(%56 : i64)
  ^bb894(%6756: i64):  // 2 preds: ^bb893, ^bb898
    %6757 = llvm.icmp "slt" %6756, %58 : i64
    llvm.cond_br %6757, ^bb895, ^bb899
  ^bb895:  // pred: ^bb894
    llvm.br ^bb896(%56 : i64)
  ^bb896(%6758: i64):  // 2 preds: ^bb895, ^bb897
    %6759 = llvm.icmp "slt" %6758, %40 : i64
    llvm.cond_br %6759, ^bb897, ^bb898
  ^bb897:  // pred: ^bb896
    %6760 = llvm.extractvalue %6722[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6761 = llvm.mlir.constant(256 : index) : i64
    %6762 = llvm.mul %6754, %6761 overflow<nsw, nuw> : i64
    %6763 = llvm.mlir.constant(32 : index) : i64
    %6764 = llvm.mul %6756, %6763 overflow<nsw, nuw> : i64
    %6765 = llvm.add %6762, %6764 overflow<nsw, nuw> : i64
    %6766 = llvm.add %6765, %6758 overflow<nsw, nuw> : i64
    %6767 = llvm.getelementptr inbounds|nuw %6760[%6766] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6768 = llvm.load %6767 : !llvm.ptr -> f32
    %6769 = llvm.extractvalue %6752[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6770 = llvm.mlir.constant(256 : index) : i64
    %6771 = llvm.mul %6754, %6770 overflow<nsw, nuw> : i64
    %6772 = llvm.mlir.constant(32 : index) : i64
    %6773 = llvm.mul %6756, %6772 overflow<nsw, nuw> : i64
    %6774 = llvm.add %6771, %6773 overflow<nsw, nuw> : i64
    %6775 = llvm.add %6774, %6758 overflow<nsw, nuw> : i64
    %6776 = llvm.getelementptr inbounds|nuw %6769[%6775] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6768, %6776 : f32, !llvm.ptr
    %6777 = llvm.add %6758, %57 : i64
    llvm.br ^bb896(%6777 : i64)
  ^bb898:  // pred: ^bb896
    %6778 = llvm.add %6756, %57 : i64
    llvm.br ^bb894(%6778 : i64)
  ^bb899:  // pred: ^bb894
    %6779 = llvm.add %6754, %57 : i64
    llvm.br ^bb892(%6779 : i64)
  ^bb900:  // pred: ^bb892
    llvm.br ^bb901(%56 : i64)
  ^bb901(%6780: i64):  // 2 preds: ^bb900, ^bb911
    %6781 = llvm.icmp "slt" %6780, %4266 : i64
    llvm.cond_br %6781, ^bb902, ^bb912
  ^bb902:  // pred: ^bb901
    llvm.br ^bb903(%56 : i64)
  ^bb903(%6782: i64):  // 2 preds: ^bb902, ^bb910
    %6783 = llvm.icmp "slt" %6782, %58 : i64
    llvm.cond_br %6783, ^bb904, ^bb911
  ^bb904:  // pred: ^bb903
    llvm.br ^bb905(%56 : i64)
  ^bb905(%6784: i64):  // 2 preds: ^bb904, ^bb909
    %6785 = llvm.icmp "slt" %6784, %40 : i64
    llvm.cond_br %6785, ^bb906, ^bb910
  ^bb906:  // pred: ^bb905
    llvm.br ^bb907(%56 : i64)
  ^bb907(%6786: i64):  // 2 preds: ^bb906, ^bb908
    %6787 = llvm.icmp "slt" %6786, %40 : i64
    llvm.cond_br %6787, ^bb908, ^bb909
  ^bb908:  // pred: ^bb907
    %6788 = llvm.extractvalue %6058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6789 = llvm.mlir.constant(256 : index) : i64
    %6790 = llvm.mul %6780, %6789 overflow<nsw, nuw> : i64
    %6791 = llvm.mlir.constant(32 : index) : i64
    %6792 = llvm.mul %6782, %6791 overflow<nsw, nuw> : i64
    %6793 = llvm.add %6790, %6792 overflow<nsw, nuw> : i64
    %6794 = llvm.add %6793, %6786 overflow<nsw, nuw> : i64
    %6795 = llvm.getelementptr inbounds|nuw %6788[%6794] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6796 = llvm.load %6795 : !llvm.ptr -> f32
    %6797 = llvm.extractvalue %306[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6798 = llvm.mlir.constant(32 : index) : i64
    %6799 = llvm.mul %6784, %6798 overflow<nsw, nuw> : i64
    %6800 = llvm.add %6799, %6786 overflow<nsw, nuw> : i64
    %6801 = llvm.getelementptr inbounds|nuw %6797[%6800] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6802 = llvm.load %6801 : !llvm.ptr -> f32
    %6803 = llvm.extractvalue %6752[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6804 = llvm.mlir.constant(256 : index) : i64
    %6805 = llvm.mul %6780, %6804 overflow<nsw, nuw> : i64
    %6806 = llvm.mlir.constant(32 : index) : i64
    %6807 = llvm.mul %6782, %6806 overflow<nsw, nuw> : i64
    %6808 = llvm.add %6805, %6807 overflow<nsw, nuw> : i64
    %6809 = llvm.add %6808, %6784 overflow<nsw, nuw> : i64
    %6810 = llvm.getelementptr inbounds|nuw %6803[%6809] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6811 = llvm.load %6810 : !llvm.ptr -> f32
    %6812 = llvm.fmul %6796, %6802 : f32
    %6813 = llvm.fadd %6811, %6812 : f32
    %6814 = llvm.extractvalue %6752[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6815 = llvm.mlir.constant(256 : index) : i64
    %6816 = llvm.mul %6780, %6815 overflow<nsw, nuw> : i64
    %6817 = llvm.mlir.constant(32 : index) : i64
    %6818 = llvm.mul %6782, %6817 overflow<nsw, nuw> : i64
    %6819 = llvm.add %6816, %6818 overflow<nsw, nuw> : i64
    %6820 = llvm.add %6819, %6784 overflow<nsw, nuw> : i64
    %6821 = llvm.getelementptr inbounds|nuw %6814[%6820] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6813, %6821 : f32, !llvm.ptr
    %6822 = llvm.add %6786, %57 : i64
    llvm.br ^bb907(%6822 : i64)
  ^bb909:  // pred: ^bb907
    %6823 = llvm.add %6784, %57 : i64
    llvm.br ^bb905(%6823 : i64)
  ^bb910:  // pred: ^bb905
    %6824 = llvm.add %6782, %57 : i64
    llvm.br ^bb903(%6824 : i64)
  ^bb911:  // pred: ^bb903
    %6825 = llvm.add %6780, %57 : i64
    llvm.br ^bb901(%6825 : i64)
  ^bb912:  // pred: ^bb901
    %6826 = llvm.mlir.constant(8 : index) : i64
    %6827 = llvm.mlir.constant(32 : index) : i64
    %6828 = llvm.mlir.constant(1 : index) : i64
    %6829 = llvm.mlir.constant(256 : index) : i64
    %6830 = llvm.mul %6829, %6317 : i64
    %6831 = llvm.mlir.zero : !llvm.ptr
    %6832 = llvm.getelementptr %6831[%6830] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6833 = llvm.ptrtoint %6832 : !llvm.ptr to i64
    %6834 = llvm.mlir.constant(64 : index) : i64
    %6835 = llvm.add %6833, %6834 : i64
    %6836 = llvm.call @malloc(%6835) : (i64) -> !llvm.ptr
    %6837 = llvm.ptrtoint %6836 : !llvm.ptr to i64
    %6838 = llvm.mlir.constant(1 : index) : i64
    %6839 = llvm.sub %6834, %6838 : i64
    %6840 = llvm.add %6837, %6839 : i64
    %6841 = llvm.urem %6840, %6834 : i64
    %6842 = llvm.sub %6840, %6841 : i64
    %6843 = llvm.inttoptr %6842 : i64 to !llvm.ptr
    %6844 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6845 = llvm.insertvalue %6836, %6844[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6846 = llvm.insertvalue %6843, %6845[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6847 = llvm.mlir.constant(0 : index) : i64
    %6848 = llvm.insertvalue %6847, %6846[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6849 = llvm.insertvalue %6317, %6848[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6850 = llvm.insertvalue %6826, %6849[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6851 = llvm.insertvalue %6827, %6850[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6852 = llvm.insertvalue %6829, %6851[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6853 = llvm.insertvalue %6827, %6852[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6854 = llvm.insertvalue %6828, %6853[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb913(%56 : i64)
  ^bb913(%6855: i64):  // 2 preds: ^bb912, ^bb920
    %6856 = llvm.icmp "slt" %6855, %6723 : i64
    llvm.cond_br %6856, ^bb914, ^bb921
  ^bb914:  // pred: ^bb913
    llvm.br ^bb915(%56 : i64)
  ^bb915(%6857: i64):  // 2 preds: ^bb914, ^bb919
    %6858 = llvm.icmp "slt" %6857, %58 : i64
    llvm.cond_br %6858, ^bb916, ^bb920
  ^bb916:  // pred: ^bb915
    llvm.br ^bb917(%56 : i64)
  ^bb917(%6859: i64):  // 2 preds: ^bb916, ^bb918
    %6860 = llvm.icmp "slt" %6859, %40 : i64
    llvm.cond_br %6860, ^bb918, ^bb919
  ^bb918:  // pred: ^bb917
    %6861 = llvm.extractvalue %6752[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6862 = llvm.mlir.constant(256 : index) : i64
    %6863 = llvm.mul %6855, %6862 overflow<nsw, nuw> : i64
    %6864 = llvm.mlir.constant(32 : index) : i64
    %6865 = llvm.mul %6857, %6864 overflow<nsw, nuw> : i64
    %6866 = llvm.add %6863, %6865 overflow<nsw, nuw> : i64
    %6867 = llvm.add %6866, %6859 overflow<nsw, nuw> : i64
    %6868 = llvm.getelementptr inbounds|nuw %6861[%6867] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6869 = llvm.load %6868 : !llvm.ptr -> f32
    %6870 = llvm.extractvalue %286[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6871 = llvm.getelementptr inbounds|nuw %6870[%6859] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6872 = llvm.load %6871 : !llvm.ptr -> f32
    %6873 = llvm.fadd %6869, %6872 : f32
    %6874 = llvm.extractvalue %6854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6875 = llvm.mlir.constant(256 : index) : i64
    %6876 = llvm.mul %6855, %6875 overflow<nsw, nuw> : i64
    %6877 = llvm.mlir.constant(32 : index) : i64
    %6878 = llvm.mul %6857, %6877 overflow<nsw, nuw> : i64
    %6879 = llvm.add %6876, %6878 overflow<nsw, nuw> : i64
    %6880 = llvm.add %6879, %6859 overflow<nsw, nuw> : i64
    %6881 = llvm.getelementptr inbounds|nuw %6874[%6880] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6873, %6881 : f32, !llvm.ptr
    %6882 = llvm.add %6859, %57 : i64
    llvm.br ^bb917(%6882 : i64)
  ^bb919:  // pred: ^bb917
    %6883 = llvm.add %6857, %57 : i64
    llvm.br ^bb915(%6883 : i64)
  ^bb920:  // pred: ^bb915
    %6884 = llvm.add %6855, %57 : i64
    llvm.br ^bb913(%6884 : i64)
  ^bb921:  // pred: ^bb913
    %6885 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6886 = llvm.extractvalue %6854[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6887 = llvm.extractvalue %6854[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %6888 = llvm.insertvalue %6886, %6885[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6889 = llvm.insertvalue %6887, %6888[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6890 = llvm.mlir.constant(0 : index) : i64
    %6891 = llvm.insertvalue %6890, %6889[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6892 = llvm.mlir.constant(1 : index) : i64
    %6893 = llvm.mlir.constant(16 : index) : i64
    %6894 = llvm.insertvalue %6893, %6891[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6895 = llvm.insertvalue %6892, %6894[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6896 = llvm.mul %6892, %6893 : i64
    %6897 = llvm.mlir.constant(16 : index) : i64
    %6898 = llvm.mlir.constant(2 : index) : i64
    %6899 = llvm.insertvalue %6898, %6895[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6900 = llvm.insertvalue %6897, %6899[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6901 = llvm.mul %6897, %6898 : i64
    %6902 = llvm.mlir.constant(32 : index) : i64
    %6903 = llvm.mlir.constant(8 : index) : i64
    %6904 = llvm.insertvalue %6903, %6900[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6905 = llvm.insertvalue %6902, %6904[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6906 = llvm.mul %6902, %6903 : i64
    %6907 = llvm.mlir.constant(256 : index) : i64
    %6908 = llvm.mlir.constant(0 : index) : i64
    %6909 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6910 = llvm.getelementptr inbounds|nuw %6909[%6908] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6911 = llvm.load %6910 : !llvm.ptr -> i64
    %6912 = llvm.insertvalue %6911, %6905[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6913 = llvm.insertvalue %6907, %6912[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6914 = llvm.mul %6907, %6911 : i64
    %6915 = llvm.extractvalue %6401[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %6916 = llvm.getelementptr inbounds|nuw %6915[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %6917 = llvm.load %6916 : !llvm.ptr -> i64
    %6918 = llvm.mlir.constant(2 : index) : i64
    %6919 = llvm.mlir.constant(8 : index) : i64
    %6920 = llvm.mlir.constant(16 : index) : i64
    %6921 = llvm.mlir.constant(1 : index) : i64
    %6922 = llvm.mlir.constant(128 : index) : i64
    %6923 = llvm.mlir.constant(256 : index) : i64
    %6924 = llvm.mul %6923, %6379 : i64
    %6925 = llvm.mlir.zero : !llvm.ptr
    %6926 = llvm.getelementptr %6925[%6924] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6927 = llvm.ptrtoint %6926 : !llvm.ptr to i64
    %6928 = llvm.mlir.constant(64 : index) : i64
    %6929 = llvm.add %6927, %6928 : i64
    %6930 = llvm.call @malloc(%6929) : (i64) -> !llvm.ptr
    %6931 = llvm.ptrtoint %6930 : !llvm.ptr to i64
    %6932 = llvm.mlir.constant(1 : index) : i64
    %6933 = llvm.sub %6928, %6932 : i64
    %6934 = llvm.add %6931, %6933 : i64
    %6935 = llvm.urem %6934, %6928 : i64
    %6936 = llvm.sub %6934, %6935 : i64
    %6937 = llvm.inttoptr %6936 : i64 to !llvm.ptr
    %6938 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6939 = llvm.insertvalue %6930, %6938[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6940 = llvm.insertvalue %6937, %6939[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6941 = llvm.mlir.constant(0 : index) : i64
    %6942 = llvm.insertvalue %6941, %6940[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6943 = llvm.insertvalue %6379, %6942[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6944 = llvm.insertvalue %6918, %6943[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6945 = llvm.insertvalue %6919, %6944[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6946 = llvm.insertvalue %6920, %6945[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6947 = llvm.insertvalue %6923, %6946[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6948 = llvm.insertvalue %6922, %6947[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6949 = llvm.insertvalue %6920, %6948[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6950 = llvm.insertvalue %6921, %6949[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb922(%56 : i64)
  ^bb922(%6951: i64):  // 2 preds: ^bb921, ^bb932
    %6952 = llvm.icmp "slt" %6951, %6917 : i64
    llvm.cond_br %6952, ^bb923, ^bb933
  ^bb923:  // pred: ^bb922
    llvm.br ^bb924(%56 : i64)
  ^bb924(%6953: i64):  // 2 preds: ^bb923, ^bb931
    %6954 = llvm.icmp "slt" %6953, %59 : i64
    llvm.cond_br %6954, ^bb925, ^bb932
  ^bb925:  // pred: ^bb924
    llvm.br ^bb926(%56 : i64)
  ^bb926(%6955: i64):  // 2 preds: ^bb925, ^bb930
    %6956 = llvm.icmp "slt" %6955, %58 : i64
    llvm.cond_br %6956, ^bb927, ^bb931
  ^bb927:  // pred: ^bb926
    llvm.br ^bb928(%56 : i64)
  ^bb928(%6957: i64):  // 2 preds: ^bb927, ^bb929
    %6958 = llvm.icmp "slt" %6957, %39 : i64
    llvm.cond_br %6958, ^bb929, ^bb930
  ^bb929:  // pred: ^bb928
    %6959 = llvm.extractvalue %6913[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6960 = llvm.mlir.constant(256 : index) : i64
    %6961 = llvm.mul %6951, %6960 overflow<nsw, nuw> : i64
    %6962 = llvm.mlir.constant(32 : index) : i64
    %6963 = llvm.mul %6955, %6962 overflow<nsw, nuw> : i64
    %6964 = llvm.add %6961, %6963 overflow<nsw, nuw> : i64
    %6965 = llvm.mlir.constant(16 : index) : i64
    %6966 = llvm.mul %6953, %6965 overflow<nsw, nuw> : i64
    %6967 = llvm.add %6964, %6966 overflow<nsw, nuw> : i64
    %6968 = llvm.add %6967, %6957 overflow<nsw, nuw> : i64
    %6969 = llvm.getelementptr inbounds|nuw %6959[%6968] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6970 = llvm.load %6969 : !llvm.ptr -> f32
    %6971 = llvm.extractvalue %6950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %6972 = llvm.mlir.constant(256 : index) : i64
    %6973 = llvm.mul %6951, %6972 overflow<nsw, nuw> : i64
    %6974 = llvm.mlir.constant(128 : index) : i64
    %6975 = llvm.mul %6953, %6974 overflow<nsw, nuw> : i64
    %6976 = llvm.add %6973, %6975 overflow<nsw, nuw> : i64
    %6977 = llvm.mlir.constant(16 : index) : i64
    %6978 = llvm.mul %6955, %6977 overflow<nsw, nuw> : i64
    %6979 = llvm.add %6976, %6978 overflow<nsw, nuw> : i64
    %6980 = llvm.add %6979, %6957 overflow<nsw, nuw> : i64
    %6981 = llvm.getelementptr inbounds|nuw %6971[%6980] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %6970, %6981 : f32, !llvm.ptr
    %6982 = llvm.add %6957, %57 : i64
    llvm.br ^bb928(%6982 : i64)
  ^bb930:  // pred: ^bb928
    %6983 = llvm.add %6955, %57 : i64
    llvm.br ^bb926(%6983 : i64)
  ^bb931:  // pred: ^bb926
    %6984 = llvm.add %6953, %57 : i64
    llvm.br ^bb924(%6984 : i64)
  ^bb932:  // pred: ^bb924
    %6985 = llvm.add %6951, %57 : i64
    llvm.br ^bb922(%6985 : i64)
  ^bb933:  // pred: ^bb922
    %6986 = llvm.mlir.constant(2 : index) : i64
    %6987 = llvm.mlir.constant(16 : index) : i64
    %6988 = llvm.mlir.constant(8 : index) : i64
    %6989 = llvm.mlir.constant(1 : index) : i64
    %6990 = llvm.mlir.constant(128 : index) : i64
    %6991 = llvm.mlir.constant(256 : index) : i64
    %6992 = llvm.mul %6991, %6379 : i64
    %6993 = llvm.mlir.zero : !llvm.ptr
    %6994 = llvm.getelementptr %6993[%6992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %6995 = llvm.ptrtoint %6994 : !llvm.ptr to i64
    %6996 = llvm.mlir.constant(64 : index) : i64
    %6997 = llvm.add %6995, %6996 : i64
    %6998 = llvm.call @malloc(%6997) : (i64) -> !llvm.ptr
    %6999 = llvm.ptrtoint %6998 : !llvm.ptr to i64
    %7000 = llvm.mlir.constant(1 : index) : i64
    %7001 = llvm.sub %6996, %7000 : i64
    %7002 = llvm.add %6999, %7001 : i64
    %7003 = llvm.urem %7002, %6996 : i64
    %7004 = llvm.sub %7002, %7003 : i64
    %7005 = llvm.inttoptr %7004 : i64 to !llvm.ptr
    %7006 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7007 = llvm.insertvalue %6998, %7006[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7008 = llvm.insertvalue %7005, %7007[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7009 = llvm.mlir.constant(0 : index) : i64
    %7010 = llvm.insertvalue %7009, %7008[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7011 = llvm.insertvalue %6379, %7010[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7012 = llvm.insertvalue %6986, %7011[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7013 = llvm.insertvalue %6987, %7012[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7014 = llvm.insertvalue %6988, %7013[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7015 = llvm.insertvalue %6991, %7014[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7016 = llvm.insertvalue %6990, %7015[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7017 = llvm.insertvalue %6988, %7016[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7018 = llvm.insertvalue %6989, %7017[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb934(%56 : i64)
  ^bb934(%7019: i64):  // 2 preds: ^bb933, ^bb944
    %7020 = llvm.icmp "slt" %7019, %6704 : i64
    llvm.cond_br %7020, ^bb935, ^bb945
  ^bb935:  // pred: ^bb934
    llvm.br ^bb936(%56 : i64)
  ^bb936(%7021: i64):  // 2 preds: ^bb935, ^bb943
    %7022 = llvm.icmp "slt" %7021, %59 : i64
    llvm.cond_br %7022, ^bb937, ^bb944
  ^bb937:  // pred: ^bb936
    llvm.br ^bb938(%56 : i64)
  ^bb938(%7023: i64):  // 2 preds: ^bb937, ^bb942
    %7024 = llvm.icmp "slt" %7023, %39 : i64
    llvm.cond_br %7024, ^bb939, ^bb943
  ^bb939:  // pred: ^bb938
    llvm.br ^bb940(%56 : i64)
  ^bb940(%7025: i64):  // 2 preds: ^bb939, ^bb941
    %7026 = llvm.icmp "slt" %7025, %58 : i64
    llvm.cond_br %7026, ^bb941, ^bb942
  ^bb941:  // pred: ^bb940
    %7027 = llvm.extractvalue %6700[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7028 = llvm.mlir.constant(256 : index) : i64
    %7029 = llvm.mul %7019, %7028 overflow<nsw, nuw> : i64
    %7030 = llvm.mlir.constant(32 : index) : i64
    %7031 = llvm.mul %7025, %7030 overflow<nsw, nuw> : i64
    %7032 = llvm.add %7029, %7031 overflow<nsw, nuw> : i64
    %7033 = llvm.mlir.constant(16 : index) : i64
    %7034 = llvm.mul %7021, %7033 overflow<nsw, nuw> : i64
    %7035 = llvm.add %7032, %7034 overflow<nsw, nuw> : i64
    %7036 = llvm.add %7035, %7023 overflow<nsw, nuw> : i64
    %7037 = llvm.getelementptr inbounds|nuw %7027[%7036] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7038 = llvm.load %7037 : !llvm.ptr -> f32
    %7039 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7040 = llvm.mlir.constant(256 : index) : i64
    %7041 = llvm.mul %7019, %7040 overflow<nsw, nuw> : i64
    %7042 = llvm.mlir.constant(128 : index) : i64
    %7043 = llvm.mul %7021, %7042 overflow<nsw, nuw> : i64
    %7044 = llvm.add %7041, %7043 overflow<nsw, nuw> : i64
    %7045 = llvm.mlir.constant(8 : index) : i64
    %7046 = llvm.mul %7023, %7045 overflow<nsw, nuw> : i64
    %7047 = llvm.add %7044, %7046 overflow<nsw, nuw> : i64
    %7048 = llvm.add %7047, %7025 overflow<nsw, nuw> : i64
    %7049 = llvm.getelementptr inbounds|nuw %7039[%7048] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7038, %7049 : f32, !llvm.ptr
    %7050 = llvm.add %7025, %57 : i64
    llvm.br ^bb940(%7050 : i64)
  ^bb942:  // pred: ^bb940
    %7051 = llvm.add %7023, %57 : i64
    llvm.br ^bb938(%7051 : i64)
  ^bb943:  // pred: ^bb938
    %7052 = llvm.add %7021, %57 : i64
    llvm.br ^bb936(%7052 : i64)
  ^bb944:  // pred: ^bb936
    %7053 = llvm.add %7019, %57 : i64
    llvm.br ^bb934(%7053 : i64)
  ^bb945:  // pred: ^bb934
    %7054 = llvm.mlir.constant(2 : index) : i64
    %7055 = llvm.mlir.constant(8 : index) : i64
    %7056 = llvm.mlir.constant(16 : index) : i64
    %7057 = llvm.mlir.constant(1 : index) : i64
    %7058 = llvm.mlir.constant(128 : index) : i64
    %7059 = llvm.mlir.constant(256 : index) : i64
    %7060 = llvm.mul %7059, %791 : i64
    %7061 = llvm.mlir.zero : !llvm.ptr
    %7062 = llvm.getelementptr %7061[%7060] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7063 = llvm.ptrtoint %7062 : !llvm.ptr to i64
    %7064 = llvm.mlir.constant(64 : index) : i64
    %7065 = llvm.add %7063, %7064 : i64
    %7066 = llvm.call @malloc(%7065) : (i64) -> !llvm.ptr
    %7067 = llvm.ptrtoint %7066 : !llvm.ptr to i64
    %7068 = llvm.mlir.constant(1 : index) : i64
    %7069 = llvm.sub %7064, %7068 : i64
    %7070 = llvm.add %7067, %7069 : i64
    %7071 = llvm.urem %7070, %7064 : i64
    %7072 = llvm.sub %7070, %7071 : i64
    %7073 = llvm.inttoptr %7072 : i64 to !llvm.ptr
    %7074 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7075 = llvm.insertvalue %7066, %7074[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7076 = llvm.insertvalue %7073, %7075[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7077 = llvm.mlir.constant(0 : index) : i64
    %7078 = llvm.insertvalue %7077, %7076[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7079 = llvm.insertvalue %791, %7078[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7080 = llvm.insertvalue %7054, %7079[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7081 = llvm.insertvalue %7055, %7080[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7082 = llvm.insertvalue %7056, %7081[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7083 = llvm.insertvalue %7059, %7082[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7084 = llvm.insertvalue %7058, %7083[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7085 = llvm.insertvalue %7056, %7084[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7086 = llvm.insertvalue %7057, %7085[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb946(%56 : i64)
  ^bb946(%7087: i64):  // 2 preds: ^bb945, ^bb956
    %7088 = llvm.icmp "slt" %7087, %791 : i64
    llvm.cond_br %7088, ^bb947, ^bb957
  ^bb947:  // pred: ^bb946
    llvm.br ^bb948(%56 : i64)
  ^bb948(%7089: i64):  // 2 preds: ^bb947, ^bb955
    %7090 = llvm.icmp "slt" %7089, %59 : i64
    llvm.cond_br %7090, ^bb949, ^bb956
  ^bb949:  // pred: ^bb948
    llvm.br ^bb950(%56 : i64)
  ^bb950(%7091: i64):  // 2 preds: ^bb949, ^bb954
    %7092 = llvm.icmp "slt" %7091, %58 : i64
    llvm.cond_br %7092, ^bb951, ^bb955
  ^bb951:  // pred: ^bb950
    llvm.br ^bb952(%56 : i64)
  ^bb952(%7093: i64):  // 2 preds: ^bb951, ^bb953
    %7094 = llvm.icmp "slt" %7093, %39 : i64
    llvm.cond_br %7094, ^bb953, ^bb954
  ^bb953:  // pred: ^bb952
    %7095 = llvm.icmp "eq" %6379, %57 : i64
    %7096 = llvm.select %7095, %56, %7087 : i1, i64
    %7097 = llvm.extractvalue %6475[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7098 = llvm.mlir.constant(256 : index) : i64
    %7099 = llvm.mul %7096, %7098 overflow<nsw, nuw> : i64
    %7100 = llvm.mlir.constant(128 : index) : i64
    %7101 = llvm.mul %7089, %7100 overflow<nsw, nuw> : i64
    %7102 = llvm.add %7099, %7101 overflow<nsw, nuw> : i64
    %7103 = llvm.mlir.constant(16 : index) : i64
    %7104 = llvm.mul %7091, %7103 overflow<nsw, nuw> : i64
    %7105 = llvm.add %7102, %7104 overflow<nsw, nuw> : i64
    %7106 = llvm.add %7105, %7093 overflow<nsw, nuw> : i64
    %7107 = llvm.getelementptr inbounds|nuw %7097[%7106] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7108 = llvm.load %7107 : !llvm.ptr -> f32
    %7109 = llvm.extractvalue %7086[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7110 = llvm.mlir.constant(256 : index) : i64
    %7111 = llvm.mul %7087, %7110 overflow<nsw, nuw> : i64
    %7112 = llvm.mlir.constant(128 : index) : i64
    %7113 = llvm.mul %7089, %7112 overflow<nsw, nuw> : i64
    %7114 = llvm.add %7111, %7113 overflow<nsw, nuw> : i64
    %7115 = llvm.mlir.constant(16 : index) : i64
    %7116 = llvm.mul %7091, %7115 overflow<nsw, nuw> : i64
    %7117 = llvm.add %7114, %7116 overflow<nsw, nuw> : i64
    %7118 = llvm.add %7117, %7093 overflow<nsw, nuw> : i64
    %7119 = llvm.getelementptr inbounds|nuw %7109[%7118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7108, %7119 : f32, !llvm.ptr
    %7120 = llvm.add %7093, %57 : i64
    llvm.br ^bb952(%7120 : i64)
  ^bb954:  // pred: ^bb952
    %7121 = llvm.add %7091, %57 : i64
    llvm.br ^bb950(%7121 : i64)
  ^bb955:  // pred: ^bb950
    %7122 = llvm.add %7089, %57 : i64
    llvm.br ^bb948(%7122 : i64)
  ^bb956:  // pred: ^bb948
    %7123 = llvm.add %7087, %57 : i64
    llvm.br ^bb946(%7123 : i64)
  ^bb957:  // pred: ^bb946
    %7124 = llvm.mlir.constant(2 : index) : i64
    %7125 = llvm.mlir.constant(8 : index) : i64
    %7126 = llvm.mlir.constant(8 : index) : i64
    %7127 = llvm.mlir.constant(1 : index) : i64
    %7128 = llvm.mlir.constant(64 : index) : i64
    %7129 = llvm.mlir.constant(128 : index) : i64
    %7130 = llvm.mul %7129, %3173 : i64
    %7131 = llvm.mlir.zero : !llvm.ptr
    %7132 = llvm.getelementptr %7131[%7130] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7133 = llvm.ptrtoint %7132 : !llvm.ptr to i64
    %7134 = llvm.mlir.constant(64 : index) : i64
    %7135 = llvm.add %7133, %7134 : i64
    %7136 = llvm.call @malloc(%7135) : (i64) -> !llvm.ptr
    %7137 = llvm.ptrtoint %7136 : !llvm.ptr to i64
    %7138 = llvm.mlir.constant(1 : index) : i64
    %7139 = llvm.sub %7134, %7138 : i64
    %7140 = llvm.add %7137, %7139 : i64
    %7141 = llvm.urem %7140, %7134 : i64
    %7142 = llvm.sub %7140, %7141 : i64
    %7143 = llvm.inttoptr %7142 : i64 to !llvm.ptr
    %7144 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7145 = llvm.insertvalue %7136, %7144[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7146 = llvm.insertvalue %7143, %7145[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7147 = llvm.mlir.constant(0 : index) : i64
    %7148 = llvm.insertvalue %7147, %7146[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7149 = llvm.insertvalue %3173, %7148[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7150 = llvm.insertvalue %7124, %7149[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7151 = llvm.insertvalue %7125, %7150[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7152 = llvm.insertvalue %7126, %7151[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7153 = llvm.insertvalue %7129, %7152[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7154 = llvm.insertvalue %7128, %7153[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7155 = llvm.insertvalue %7126, %7154[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7156 = llvm.insertvalue %7127, %7155[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7157 = llvm.extractvalue %3172[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb958(%56 : i64)
  ^bb958(%7158: i64):  // 2 preds: ^bb957, ^bb968
    %7159 = llvm.icmp "slt" %7158, %7157 : i64
    llvm.cond_br %7159, ^bb959, ^bb969
  ^bb959:  // pred: ^bb958
    llvm.br ^bb960(%56 : i64)
  ^bb960(%7160: i64):  // 2 preds: ^bb959, ^bb967
    %7161 = llvm.icmp "slt" %7160, %59 : i64
    llvm.cond_br %7161, ^bb961, ^bb968
  ^bb961:  // pred: ^bb960
    llvm.br ^bb962(%56 : i64)
  ^bb962(%7162: i64):  // 2 preds: ^bb961, ^bb966
    %7163 = llvm.icmp "slt" %7162, %58 : i64
    llvm.cond_br %7163, ^bb963, ^bb967
  ^bb963:  // pred: ^bb962
    llvm.br ^bb964(%56 : i64)
  ^bb964(%7164: i64):  // 2 preds: ^bb963, ^bb965
    %7165 = llvm.icmp "slt" %7164, %58 : i64
    llvm.cond_br %7165, ^bb965, ^bb966
  ^bb965:  // pred: ^bb964
    %7166 = llvm.extractvalue %3172[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7167 = llvm.mlir.constant(128 : index) : i64
    %7168 = llvm.mul %7158, %7167 overflow<nsw, nuw> : i64
    %7169 = llvm.mlir.constant(64 : index) : i64
    %7170 = llvm.mul %7160, %7169 overflow<nsw, nuw> : i64
    %7171 = llvm.add %7168, %7170 overflow<nsw, nuw> : i64
    %7172 = llvm.mlir.constant(8 : index) : i64
    %7173 = llvm.mul %7162, %7172 overflow<nsw, nuw> : i64
    %7174 = llvm.add %7171, %7173 overflow<nsw, nuw> : i64
    %7175 = llvm.add %7174, %7164 overflow<nsw, nuw> : i64
    %7176 = llvm.getelementptr inbounds|nuw %7166[%7175] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7177 = llvm.load %7176 : !llvm.ptr -> f32
    %7178 = llvm.extractvalue %7156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7179 = llvm.mlir.constant(128 : index) : i64
    %7180 = llvm.mul %7158, %7179 overflow<nsw, nuw> : i64
    %7181 = llvm.mlir.constant(64 : index) : i64
    %7182 = llvm.mul %7160, %7181 overflow<nsw, nuw> : i64
    %7183 = llvm.add %7180, %7182 overflow<nsw, nuw> : i64
    %7184 = llvm.mlir.constant(8 : index) : i64
    %7185 = llvm.mul %7162, %7184 overflow<nsw, nuw> : i64
    %7186 = llvm.add %7183, %7185 overflow<nsw, nuw> : i64
    %7187 = llvm.add %7186, %7164 overflow<nsw, nuw> : i64
    %7188 = llvm.getelementptr inbounds|nuw %7178[%7187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7177, %7188 : f32, !llvm.ptr
    %7189 = llvm.add %7164, %57 : i64
    llvm.br ^bb964(%7189 : i64)
  ^bb966:  // pred: ^bb964
    %7190 = llvm.add %7162, %57 : i64
    llvm.br ^bb962(%7190 : i64)
  ^bb967:  // pred: ^bb962
    %7191 = llvm.add %7160, %57 : i64
    llvm.br ^bb960(%7191 : i64)
  ^bb968:  // pred: ^bb960
    %7192 = llvm.add %7158, %57 : i64
    llvm.br ^bb958(%7192 : i64)
  ^bb969:  // pred: ^bb958
    llvm.br ^bb970(%56 : i64)
  ^bb970(%7193: i64):  // 2 preds: ^bb969, ^bb983
    %7194 = llvm.icmp "slt" %7193, %791 : i64
    llvm.cond_br %7194, ^bb971, ^bb984
  ^bb971:  // pred: ^bb970
    llvm.br ^bb972(%56 : i64)
  ^bb972(%7195: i64):  // 2 preds: ^bb971, ^bb982
    %7196 = llvm.icmp "slt" %7195, %59 : i64
    llvm.cond_br %7196, ^bb973, ^bb983
  ^bb973:  // pred: ^bb972
    llvm.br ^bb974(%56 : i64)
  ^bb974(%7197: i64):  // 2 preds: ^bb973, ^bb981
    %7198 = llvm.icmp "slt" %7197, %58 : i64
    llvm.cond_br %7198, ^bb975, ^bb982
  ^bb975:  // pred: ^bb974
    llvm.br ^bb976(%56 : i64)
  ^bb976(%7199: i64):  // 2 preds: ^bb975, ^bb980
    %7200 = llvm.icmp "slt" %7199, %58 : i64
    llvm.cond_br %7200, ^bb977, ^bb981
  ^bb977:  // pred: ^bb976
    llvm.br ^bb978(%56 : i64)
  ^bb978(%7201: i64):  // 2 preds: ^bb977, ^bb979
    %7202 = llvm.icmp "slt" %7201, %39 : i64
    llvm.cond_br %7202, ^bb979, ^bb980
  ^bb979:  // pred: ^bb978
    %7203 = llvm.extractvalue %7086[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7204 = llvm.mlir.constant(256 : index) : i64
    %7205 = llvm.mul %7193, %7204 overflow<nsw, nuw> : i64
    %7206 = llvm.mlir.constant(128 : index) : i64
    %7207 = llvm.mul %7195, %7206 overflow<nsw, nuw> : i64
    %7208 = llvm.add %7205, %7207 overflow<nsw, nuw> : i64
    %7209 = llvm.mlir.constant(16 : index) : i64
    %7210 = llvm.mul %7197, %7209 overflow<nsw, nuw> : i64
    %7211 = llvm.add %7208, %7210 overflow<nsw, nuw> : i64
    %7212 = llvm.add %7211, %7201 overflow<nsw, nuw> : i64
    %7213 = llvm.getelementptr inbounds|nuw %7203[%7212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7214 = llvm.load %7213 : !llvm.ptr -> f32
    %7215 = llvm.extractvalue %7156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7216 = llvm.mlir.constant(128 : index) : i64
    %7217 = llvm.mul %7193, %7216 overflow<nsw, nuw> : i64
    %7218 = llvm.mlir.constant(64 : index) : i64
    %7219 = llvm.mul %7195, %7218 overflow<nsw, nuw> : i64
    %7220 = llvm.add %7217, %7219 overflow<nsw, nuw> : i64
    %7221 = llvm.mlir.constant(8 : index) : i64
    %7222 = llvm.mul %7197, %7221 overflow<nsw, nuw> : i64
    %7223 = llvm.add %7220, %7222 overflow<nsw, nuw> : i64
    %7224 = llvm.add %7223, %7199 overflow<nsw, nuw> : i64
    %7225 = llvm.getelementptr inbounds|nuw %7215[%7224] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7226 = llvm.load %7225 : !llvm.ptr -> f32
    %7227 = llvm.icmp "eq" %6379, %57 : i64
    %7228 = llvm.select %7227, %56, %7193 : i1, i64
    %7229 = llvm.extractvalue %7018[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7230 = llvm.mlir.constant(256 : index) : i64
    %7231 = llvm.mul %7228, %7230 overflow<nsw, nuw> : i64
    %7232 = llvm.mlir.constant(128 : index) : i64
    %7233 = llvm.mul %7195, %7232 overflow<nsw, nuw> : i64
    %7234 = llvm.add %7231, %7233 overflow<nsw, nuw> : i64
    %7235 = llvm.mlir.constant(8 : index) : i64
    %7236 = llvm.mul %7201, %7235 overflow<nsw, nuw> : i64
    %7237 = llvm.add %7234, %7236 overflow<nsw, nuw> : i64
    %7238 = llvm.add %7237, %7199 overflow<nsw, nuw> : i64
    %7239 = llvm.getelementptr inbounds|nuw %7229[%7238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7240 = llvm.load %7239 : !llvm.ptr -> f32
    %7241 = llvm.fmul %7214, %7240 : f32
    %7242 = llvm.fadd %7226, %7241 : f32
    %7243 = llvm.extractvalue %7156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7244 = llvm.mlir.constant(128 : index) : i64
    %7245 = llvm.mul %7193, %7244 overflow<nsw, nuw> : i64
    %7246 = llvm.mlir.constant(64 : index) : i64
    %7247 = llvm.mul %7195, %7246 overflow<nsw, nuw> : i64
    %7248 = llvm.add %7245, %7247 overflow<nsw, nuw> : i64
    %7249 = llvm.mlir.constant(8 : index) : i64
    %7250 = llvm.mul %7197, %7249 overflow<nsw, nuw> : i64
    %7251 = llvm.add %7248, %7250 overflow<nsw, nuw> : i64
    %7252 = llvm.add %7251, %7199 overflow<nsw, nuw> : i64
    %7253 = llvm.getelementptr inbounds|nuw %7243[%7252] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7242, %7253 : f32, !llvm.ptr
    %7254 = llvm.add %7201, %57 : i64
    llvm.br ^bb978(%7254 : i64)
  ^bb980:  // pred: ^bb978
    %7255 = llvm.add %7199, %57 : i64
    llvm.br ^bb976(%7255 : i64)
  ^bb981:  // pred: ^bb976
    %7256 = llvm.add %7197, %57 : i64
    llvm.br ^bb974(%7256 : i64)
  ^bb982:  // pred: ^bb974
    %7257 = llvm.add %7195, %57 : i64
    llvm.br ^bb972(%7257 : i64)
  ^bb983:  // pred: ^bb972
    %7258 = llvm.add %7193, %57 : i64
    llvm.br ^bb970(%7258 : i64)
  ^bb984:  // pred: ^bb970
    %7259 = llvm.mlir.constant(2 : index) : i64
    %7260 = llvm.mlir.constant(8 : index) : i64
    %7261 = llvm.mlir.constant(8 : index) : i64
    %7262 = llvm.mlir.constant(1 : index) : i64
    %7263 = llvm.mlir.constant(64 : index) : i64
    %7264 = llvm.mlir.constant(128 : index) : i64
    %7265 = llvm.mul %7264, %791 : i64
    %7266 = llvm.mlir.zero : !llvm.ptr
    %7267 = llvm.getelementptr %7266[%7265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7268 = llvm.ptrtoint %7267 : !llvm.ptr to i64
    %7269 = llvm.mlir.constant(64 : index) : i64
    %7270 = llvm.add %7268, %7269 : i64
    %7271 = llvm.call @malloc(%7270) : (i64) -> !llvm.ptr
    %7272 = llvm.ptrtoint %7271 : !llvm.ptr to i64
    %7273 = llvm.mlir.constant(1 : index) : i64
    %7274 = llvm.sub %7269, %7273 : i64
    %7275 = llvm.add %7272, %7274 : i64
    %7276 = llvm.urem %7275, %7269 : i64
    %7277 = llvm.sub %7275, %7276 : i64
    %7278 = llvm.inttoptr %7277 : i64 to !llvm.ptr
    %7279 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7280 = llvm.insertvalue %7271, %7279[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7281 = llvm.insertvalue %7278, %7280[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7282 = llvm.mlir.constant(0 : index) : i64
    %7283 = llvm.insertvalue %7282, %7281[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7284 = llvm.insertvalue %791, %7283[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7285 = llvm.insertvalue %7259, %7284[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7286 = llvm.insertvalue %7260, %7285[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7287 = llvm.insertvalue %7261, %7286[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7288 = llvm.insertvalue %7264, %7287[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7289 = llvm.insertvalue %7263, %7288[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7290 = llvm.insertvalue %7261, %7289[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7291 = llvm.insertvalue %7262, %7290[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb985(%56 : i64)
  ^bb985(%7292: i64):  // 2 preds: ^bb984, ^bb995
    %7293 = llvm.icmp "slt" %7292, %3173 : i64
    llvm.cond_br %7293, ^bb986, ^bb996
  ^bb986:  // pred: ^bb985
    llvm.br ^bb987(%56 : i64)
  ^bb987(%7294: i64):  // 2 preds: ^bb986, ^bb994
    %7295 = llvm.icmp "slt" %7294, %59 : i64
    llvm.cond_br %7295, ^bb988, ^bb995
  ^bb988:  // pred: ^bb987
    llvm.br ^bb989(%56 : i64)
  ^bb989(%7296: i64):  // 2 preds: ^bb988, ^bb993
    %7297 = llvm.icmp "slt" %7296, %58 : i64
    llvm.cond_br %7297, ^bb990, ^bb994
  ^bb990:  // pred: ^bb989
    llvm.br ^bb991(%56 : i64)
  ^bb991(%7298: i64):  // 2 preds: ^bb990, ^bb992
    %7299 = llvm.icmp "slt" %7298, %58 : i64
    llvm.cond_br %7299, ^bb992, ^bb993
  ^bb992:  // pred: ^bb991
    %7300 = llvm.extractvalue %7156[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7301 = llvm.mlir.constant(128 : index) : i64
    %7302 = llvm.mul %7292, %7301 overflow<nsw, nuw> : i64
    %7303 = llvm.mlir.constant(64 : index) : i64
    %7304 = llvm.mul %7294, %7303 overflow<nsw, nuw> : i64
    %7305 = llvm.add %7302, %7304 overflow<nsw, nuw> : i64
    %7306 = llvm.mlir.constant(8 : index) : i64
    %7307 = llvm.mul %7296, %7306 overflow<nsw, nuw> : i64
    %7308 = llvm.add %7305, %7307 overflow<nsw, nuw> : i64
    %7309 = llvm.add %7308, %7298 overflow<nsw, nuw> : i64
    %7310 = llvm.getelementptr inbounds|nuw %7300[%7309] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7311 = llvm.load %7310 : !llvm.ptr -> f32
    %7312 = llvm.extractvalue %2093[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7313 = llvm.mlir.constant(64 : index) : i64
    %7314 = llvm.mul %7292, %7313 overflow<nsw, nuw> : i64
    %7315 = llvm.mlir.constant(64 : index) : i64
    %7316 = llvm.mul %56, %7315 overflow<nsw, nuw> : i64
    %7317 = llvm.add %7314, %7316 overflow<nsw, nuw> : i64
    %7318 = llvm.mlir.constant(8 : index) : i64
    %7319 = llvm.mul %7296, %7318 overflow<nsw, nuw> : i64
    %7320 = llvm.add %7317, %7319 overflow<nsw, nuw> : i64
    %7321 = llvm.add %7320, %7298 overflow<nsw, nuw> : i64
    %7322 = llvm.getelementptr inbounds|nuw %7312[%7321] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7323 = llvm.load %7322 : !llvm.ptr -> f32
    %7324 = llvm.fmul %7311, %45 : f32
    %7325 = llvm.fadd %7324, %7323 : f32
    %7326 = llvm.extractvalue %7291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7327 = llvm.mlir.constant(128 : index) : i64
    %7328 = llvm.mul %7292, %7327 overflow<nsw, nuw> : i64
    %7329 = llvm.mlir.constant(64 : index) : i64
    %7330 = llvm.mul %7294, %7329 overflow<nsw, nuw> : i64
    %7331 = llvm.add %7328, %7330 overflow<nsw, nuw> : i64
    %7332 = llvm.mlir.constant(8 : index) : i64
    %7333 = llvm.mul %7296, %7332 overflow<nsw, nuw> : i64
    %7334 = llvm.add %7331, %7333 overflow<nsw, nuw> : i64
    %7335 = llvm.add %7334, %7298 overflow<nsw, nuw> : i64
    %7336 = llvm.getelementptr inbounds|nuw %7326[%7335] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7325, %7336 : f32, !llvm.ptr
    %7337 = llvm.add %7298, %57 : i64
    llvm.br ^bb991(%7337 : i64)
  ^bb993:  // pred: ^bb991
    %7338 = llvm.add %7296, %57 : i64
    llvm.br ^bb989(%7338 : i64)
  ^bb994:  // pred: ^bb989
    %7339 = llvm.add %7294, %57 : i64
    llvm.br ^bb987(%7339 : i64)
  ^bb995:  // pred: ^bb987
    %7340 = llvm.add %7292, %57 : i64
    llvm.br ^bb985(%7340 : i64)
  ^bb996:  // pred: ^bb985
    %7341 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7342 = llvm.extractvalue %7291[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7343 = llvm.extractvalue %7291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7344 = llvm.insertvalue %7342, %7341[0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7345 = llvm.insertvalue %7343, %7344[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7346 = llvm.mlir.constant(0 : index) : i64
    %7347 = llvm.insertvalue %7346, %7345[2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7348 = llvm.insertvalue %791, %7347[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7349 = llvm.mlir.constant(128 : index) : i64
    %7350 = llvm.insertvalue %7349, %7348[4, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7351 = llvm.mlir.constant(2 : index) : i64
    %7352 = llvm.insertvalue %7351, %7350[3, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7353 = llvm.mlir.constant(64 : index) : i64
    %7354 = llvm.insertvalue %7353, %7352[4, 1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7355 = llvm.mlir.constant(8 : index) : i64
    %7356 = llvm.insertvalue %7355, %7354[3, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7357 = llvm.mlir.constant(8 : index) : i64
    %7358 = llvm.insertvalue %7357, %7356[4, 2] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7359 = llvm.mlir.constant(1 : index) : i64
    %7360 = llvm.insertvalue %7359, %7358[3, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7361 = llvm.mlir.constant(8 : index) : i64
    %7362 = llvm.insertvalue %7361, %7360[4, 3] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7363 = llvm.mlir.constant(8 : index) : i64
    %7364 = llvm.insertvalue %7363, %7362[3, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7365 = llvm.mlir.constant(1 : index) : i64
    %7366 = llvm.insertvalue %7365, %7364[4, 4] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7367 = llvm.mlir.constant(2 : index) : i64
    %7368 = llvm.mlir.constant(8 : index) : i64
    %7369 = llvm.mlir.constant(1 : index) : i64
    %7370 = llvm.mlir.constant(1 : index) : i64
    %7371 = llvm.mlir.constant(16 : index) : i64
    %7372 = llvm.mul %7371, %3485 : i64
    %7373 = llvm.mlir.zero : !llvm.ptr
    %7374 = llvm.getelementptr %7373[%7372] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7375 = llvm.ptrtoint %7374 : !llvm.ptr to i64
    %7376 = llvm.mlir.constant(64 : index) : i64
    %7377 = llvm.add %7375, %7376 : i64
    %7378 = llvm.call @malloc(%7377) : (i64) -> !llvm.ptr
    %7379 = llvm.ptrtoint %7378 : !llvm.ptr to i64
    %7380 = llvm.mlir.constant(1 : index) : i64
    %7381 = llvm.sub %7376, %7380 : i64
    %7382 = llvm.add %7379, %7381 : i64
    %7383 = llvm.urem %7382, %7376 : i64
    %7384 = llvm.sub %7382, %7383 : i64
    %7385 = llvm.inttoptr %7384 : i64 to !llvm.ptr
    %7386 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7387 = llvm.insertvalue %7378, %7386[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7388 = llvm.insertvalue %7385, %7387[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7389 = llvm.mlir.constant(0 : index) : i64
    %7390 = llvm.insertvalue %7389, %7388[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7391 = llvm.insertvalue %3485, %7390[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7392 = llvm.insertvalue %7367, %7391[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7393 = llvm.insertvalue %7368, %7392[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7394 = llvm.insertvalue %7369, %7393[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7395 = llvm.insertvalue %7371, %7394[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7396 = llvm.insertvalue %7368, %7395[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7397 = llvm.insertvalue %7369, %7396[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7398 = llvm.insertvalue %7370, %7397[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7399 = llvm.extractvalue %3484[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb997(%56 : i64)
  ^bb997(%7400: i64):  // 2 preds: ^bb996, ^bb1007
    %7401 = llvm.icmp "slt" %7400, %7399 : i64
    llvm.cond_br %7401, ^bb998, ^bb1008
  ^bb998:  // pred: ^bb997
    llvm.br ^bb999(%56 : i64)
  ^bb999(%7402: i64):  // 2 preds: ^bb998, ^bb1006
    %7403 = llvm.icmp "slt" %7402, %59 : i64
    llvm.cond_br %7403, ^bb1000, ^bb1007
  ^bb1000:  // pred: ^bb999
    llvm.br ^bb1001(%56 : i64)
  ^bb1001(%7404: i64):  // 2 preds: ^bb1000, ^bb1005
    %7405 = llvm.icmp "slt" %7404, %58 : i64
    llvm.cond_br %7405, ^bb1002, ^bb1006
  ^bb1002:  // pred: ^bb1001
    llvm.br ^bb1003(%56 : i64)
  ^bb1003(%7406: i64):  // 2 preds: ^bb1002, ^bb1004
    %7407 = llvm.icmp "slt" %7406, %57 : i64
    llvm.cond_br %7407, ^bb1004, ^bb1005
  ^bb1004:  // pred: ^bb1003
    %7408 = llvm.extractvalue %3484[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7409 = llvm.mlir.constant(16 : index) : i64
    %7410 = llvm.mul %7400, %7409 overflow<nsw, nuw> : i64
    %7411 = llvm.mlir.constant(8 : index) : i64
    %7412 = llvm.mul %7402, %7411 overflow<nsw, nuw> : i64
    %7413 = llvm.add %7410, %7412 overflow<nsw, nuw> : i64
    %7414 = llvm.add %7413, %7404 overflow<nsw, nuw> : i64
    %7415 = llvm.add %7414, %7406 overflow<nsw, nuw> : i64
    %7416 = llvm.getelementptr inbounds|nuw %7408[%7415] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7417 = llvm.load %7416 : !llvm.ptr -> f32
    %7418 = llvm.extractvalue %7398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7419 = llvm.mlir.constant(16 : index) : i64
    %7420 = llvm.mul %7400, %7419 overflow<nsw, nuw> : i64
    %7421 = llvm.mlir.constant(8 : index) : i64
    %7422 = llvm.mul %7402, %7421 overflow<nsw, nuw> : i64
    %7423 = llvm.add %7420, %7422 overflow<nsw, nuw> : i64
    %7424 = llvm.add %7423, %7404 overflow<nsw, nuw> : i64
    %7425 = llvm.add %7424, %7406 overflow<nsw, nuw> : i64
    %7426 = llvm.getelementptr inbounds|nuw %7418[%7425] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7417, %7426 : f32, !llvm.ptr
    %7427 = llvm.add %7406, %57 : i64
    llvm.br ^bb1003(%7427 : i64)
  ^bb1005:  // pred: ^bb1003
    %7428 = llvm.add %7404, %57 : i64
    llvm.br ^bb1001(%7428 : i64)
  ^bb1006:  // pred: ^bb1001
    %7429 = llvm.add %7402, %57 : i64
    llvm.br ^bb999(%7429 : i64)
  ^bb1007:  // pred: ^bb999
    %7430 = llvm.add %7400, %57 : i64
    llvm.br ^bb997(%7430 : i64)
  ^bb1008:  // pred: ^bb997
    %7431 = llvm.extractvalue %7366[3, 0] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    llvm.br ^bb1009(%56 : i64)
  ^bb1009(%7432: i64):  // 2 preds: ^bb1008, ^bb1022
    %7433 = llvm.icmp "slt" %7432, %7431 : i64
    llvm.cond_br %7433, ^bb1010, ^bb1023
  ^bb1010:  // pred: ^bb1009
    llvm.br ^bb1011(%56 : i64)
  ^bb1011(%7434: i64):  // 2 preds: ^bb1010, ^bb1021
    %7435 = llvm.icmp "slt" %7434, %59 : i64
    llvm.cond_br %7435, ^bb1012, ^bb1022
  ^bb1012:  // pred: ^bb1011
    llvm.br ^bb1013(%56 : i64)
  ^bb1013(%7436: i64):  // 2 preds: ^bb1012, ^bb1020
    %7437 = llvm.icmp "slt" %7436, %58 : i64
    llvm.cond_br %7437, ^bb1014, ^bb1021
  ^bb1014:  // pred: ^bb1013
    llvm.br ^bb1015(%56 : i64)
  ^bb1015(%7438: i64):  // 2 preds: ^bb1014, ^bb1019
    %7439 = llvm.icmp "slt" %7438, %57 : i64
    llvm.cond_br %7439, ^bb1016, ^bb1020
  ^bb1016:  // pred: ^bb1015
    llvm.br ^bb1017(%56 : i64)
  ^bb1017(%7440: i64):  // 2 preds: ^bb1016, ^bb1018
    %7441 = llvm.icmp "slt" %7440, %58 : i64
    llvm.cond_br %7441, ^bb1018, ^bb1019
  ^bb1018:  // pred: ^bb1017
    %7442 = llvm.extractvalue %7366[1] : !llvm.struct<(ptr, ptr, i64, array<5 x i64>, array<5 x i64>)>
    %7443 = llvm.mlir.constant(128 : index) : i64
    %7444 = llvm.mul %7432, %7443 overflow<nsw, nuw> : i64
    %7445 = llvm.mlir.constant(64 : index) : i64
    %7446 = llvm.mul %7434, %7445 overflow<nsw, nuw> : i64
    %7447 = llvm.add %7444, %7446 overflow<nsw, nuw> : i64
    %7448 = llvm.mlir.constant(8 : index) : i64
    %7449 = llvm.mul %7436, %7448 overflow<nsw, nuw> : i64
    %7450 = llvm.add %7447, %7449 overflow<nsw, nuw> : i64
    %7451 = llvm.mlir.constant(8 : index) : i64
    %7452 = llvm.mul %7438, %7451 overflow<nsw, nuw> : i64
    %7453 = llvm.add %7450, %7452 overflow<nsw, nuw> : i64
    %7454 = llvm.add %7453, %7440 overflow<nsw, nuw> : i64
    %7455 = llvm.getelementptr inbounds|nuw %7442[%7454] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7456 = llvm.load %7455 : !llvm.ptr -> f32
    %7457 = llvm.extractvalue %7398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7458 = llvm.mlir.constant(16 : index) : i64
    %7459 = llvm.mul %7432, %7458 overflow<nsw, nuw> : i64
    %7460 = llvm.mlir.constant(8 : index) : i64
    %7461 = llvm.mul %7434, %7460 overflow<nsw, nuw> : i64
    %7462 = llvm.add %7459, %7461 overflow<nsw, nuw> : i64
    %7463 = llvm.add %7462, %7436 overflow<nsw, nuw> : i64
    %7464 = llvm.add %7463, %7438 overflow<nsw, nuw> : i64
    %7465 = llvm.getelementptr inbounds|nuw %7457[%7464] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7466 = llvm.load %7465 : !llvm.ptr -> f32
    %7467 = llvm.intr.maximum(%7456, %7466) : (f32, f32) -> f32
    %7468 = llvm.extractvalue %7398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7469 = llvm.mlir.constant(16 : index) : i64
    %7470 = llvm.mul %7432, %7469 overflow<nsw, nuw> : i64
    %7471 = llvm.mlir.constant(8 : index) : i64
    %7472 = llvm.mul %7434, %7471 overflow<nsw, nuw> : i64
    %7473 = llvm.add %7470, %7472 overflow<nsw, nuw> : i64
    %7474 = llvm.add %7473, %7436 overflow<nsw, nuw> : i64
    %7475 = llvm.add %7474, %7438 overflow<nsw, nuw> : i64
    %7476 = llvm.getelementptr inbounds|nuw %7468[%7475] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7467, %7476 : f32, !llvm.ptr
    %7477 = llvm.add %7440, %57 : i64
    llvm.br ^bb1017(%7477 : i64)
  ^bb1019:  // pred: ^bb1017
    %7478 = llvm.add %7438, %57 : i64
    llvm.br ^bb1015(%7478 : i64)
  ^bb1020:  // pred: ^bb1015
    %7479 = llvm.add %7436, %57 : i64
    llvm.br ^bb1013(%7479 : i64)
  ^bb1021:  // pred: ^bb1013
    %7480 = llvm.add %7434, %57 : i64
    llvm.br ^bb1011(%7480 : i64)
  ^bb1022:  // pred: ^bb1011
    %7481 = llvm.add %7432, %57 : i64
    llvm.br ^bb1009(%7481 : i64)
  ^bb1023:  // pred: ^bb1009
    %7482 = llvm.mlir.constant(2 : index) : i64
    %7483 = llvm.mlir.constant(8 : index) : i64
    %7484 = llvm.mlir.constant(8 : index) : i64
    %7485 = llvm.mlir.constant(1 : index) : i64
    %7486 = llvm.mlir.constant(64 : index) : i64
    %7487 = llvm.mlir.constant(128 : index) : i64
    %7488 = llvm.mul %7487, %791 : i64
    %7489 = llvm.mlir.zero : !llvm.ptr
    %7490 = llvm.getelementptr %7489[%7488] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7491 = llvm.ptrtoint %7490 : !llvm.ptr to i64
    %7492 = llvm.mlir.constant(64 : index) : i64
    %7493 = llvm.add %7491, %7492 : i64
    %7494 = llvm.call @malloc(%7493) : (i64) -> !llvm.ptr
    %7495 = llvm.ptrtoint %7494 : !llvm.ptr to i64
    %7496 = llvm.mlir.constant(1 : index) : i64
    %7497 = llvm.sub %7492, %7496 : i64
    %7498 = llvm.add %7495, %7497 : i64
    %7499 = llvm.urem %7498, %7492 : i64
    %7500 = llvm.sub %7498, %7499 : i64
    %7501 = llvm.inttoptr %7500 : i64 to !llvm.ptr
    %7502 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7503 = llvm.insertvalue %7494, %7502[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7504 = llvm.insertvalue %7501, %7503[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7505 = llvm.mlir.constant(0 : index) : i64
    %7506 = llvm.insertvalue %7505, %7504[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7507 = llvm.insertvalue %791, %7506[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7508 = llvm.insertvalue %7482, %7507[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7509 = llvm.insertvalue %7483, %7508[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7510 = llvm.insertvalue %7484, %7509[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7511 = llvm.insertvalue %7487, %7510[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7512 = llvm.insertvalue %7486, %7511[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7513 = llvm.insertvalue %7484, %7512[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7514 = llvm.insertvalue %7485, %7513[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1024(%56 : i64)
  ^bb1024(%7515: i64):  // 2 preds: ^bb1023, ^bb1034
    %7516 = llvm.icmp "slt" %7515, %791 : i64
    llvm.cond_br %7516, ^bb1025, ^bb1035
  ^bb1025:  // pred: ^bb1024
    llvm.br ^bb1026(%56 : i64)
  ^bb1026(%7517: i64):  // 2 preds: ^bb1025, ^bb1033
    %7518 = llvm.icmp "slt" %7517, %59 : i64
    llvm.cond_br %7518, ^bb1027, ^bb1034
  ^bb1027:  // pred: ^bb1026
    llvm.br ^bb1028(%56 : i64)
  ^bb1028(%7519: i64):  // 2 preds: ^bb1027, ^bb1032
    %7520 = llvm.icmp "slt" %7519, %58 : i64
    llvm.cond_br %7520, ^bb1029, ^bb1033
  ^bb1029:  // pred: ^bb1028
    llvm.br ^bb1030(%56 : i64)
  ^bb1030(%7521: i64):  // 2 preds: ^bb1029, ^bb1031
    %7522 = llvm.icmp "slt" %7521, %58 : i64
    llvm.cond_br %7522, ^bb1031, ^bb1032
  ^bb1031:  // pred: ^bb1030
    %7523 = llvm.extractvalue %7291[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7524 = llvm.mlir.constant(128 : index) : i64
    %7525 = llvm.mul %7515, %7524 overflow<nsw, nuw> : i64
    %7526 = llvm.mlir.constant(64 : index) : i64
    %7527 = llvm.mul %7517, %7526 overflow<nsw, nuw> : i64
    %7528 = llvm.add %7525, %7527 overflow<nsw, nuw> : i64
    %7529 = llvm.mlir.constant(8 : index) : i64
    %7530 = llvm.mul %7519, %7529 overflow<nsw, nuw> : i64
    %7531 = llvm.add %7528, %7530 overflow<nsw, nuw> : i64
    %7532 = llvm.add %7531, %7521 overflow<nsw, nuw> : i64
    %7533 = llvm.getelementptr inbounds|nuw %7523[%7532] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7534 = llvm.load %7533 : !llvm.ptr -> f32
    %7535 = llvm.extractvalue %7398[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7536 = llvm.mlir.constant(16 : index) : i64
    %7537 = llvm.mul %7515, %7536 overflow<nsw, nuw> : i64
    %7538 = llvm.mlir.constant(8 : index) : i64
    %7539 = llvm.mul %7517, %7538 overflow<nsw, nuw> : i64
    %7540 = llvm.add %7537, %7539 overflow<nsw, nuw> : i64
    %7541 = llvm.add %7540, %7519 overflow<nsw, nuw> : i64
    %7542 = llvm.add %7541, %56 overflow<nsw, nuw> : i64
    %7543 = llvm.getelementptr inbounds|nuw %7535[%7542] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7544 = llvm.load %7543 : !llvm.ptr -> f32
    %7545 = llvm.fsub %7534, %7544 : f32
    %7546 = llvm.fmul %7545, %8 : f32
    %7547 = llvm.intr.exp2(%7546) : (f32) -> f32
    %7548 = llvm.extractvalue %7514[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7549 = llvm.mlir.constant(128 : index) : i64
    %7550 = llvm.mul %7515, %7549 overflow<nsw, nuw> : i64
    %7551 = llvm.mlir.constant(64 : index) : i64
    %7552 = llvm.mul %7517, %7551 overflow<nsw, nuw> : i64
    %7553 = llvm.add %7550, %7552 overflow<nsw, nuw> : i64
    %7554 = llvm.mlir.constant(8 : index) : i64
    %7555 = llvm.mul %7519, %7554 overflow<nsw, nuw> : i64
    %7556 = llvm.add %7553, %7555 overflow<nsw, nuw> : i64
    %7557 = llvm.add %7556, %7521 overflow<nsw, nuw> : i64
    %7558 = llvm.getelementptr inbounds|nuw %7548[%7557] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7547, %7558 : f32, !llvm.ptr
    %7559 = llvm.add %7521, %57 : i64
    llvm.br ^bb1030(%7559 : i64)
  ^bb1032:  // pred: ^bb1030
    %7560 = llvm.add %7519, %57 : i64
    llvm.br ^bb1028(%7560 : i64)
  ^bb1033:  // pred: ^bb1028
    %7561 = llvm.add %7517, %57 : i64
    llvm.br ^bb1026(%7561 : i64)
  ^bb1034:  // pred: ^bb1026
    %7562 = llvm.add %7515, %57 : i64
    llvm.br ^bb1024(%7562 : i64)
  ^bb1035:  // pred: ^bb1024
    %7563 = llvm.mlir.constant(2 : index) : i64
    %7564 = llvm.mlir.constant(8 : index) : i64
    %7565 = llvm.mlir.constant(1 : index) : i64
    %7566 = llvm.mlir.constant(1 : index) : i64
    %7567 = llvm.mlir.constant(16 : index) : i64
    %7568 = llvm.mul %7567, %791 : i64
    %7569 = llvm.mlir.zero : !llvm.ptr
    %7570 = llvm.getelementptr %7569[%7568] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7571 = llvm.ptrtoint %7570 : !llvm.ptr to i64
    %7572 = llvm.mlir.constant(64 : index) : i64
    %7573 = llvm.add %7571, %7572 : i64
    %7574 = llvm.call @malloc(%7573) : (i64) -> !llvm.ptr
    %7575 = llvm.ptrtoint %7574 : !llvm.ptr to i64
    %7576 = llvm.mlir.constant(1 : index) : i64
    %7577 = llvm.sub %7572, %7576 : i64
    %7578 = llvm.add %7575, %7577 : i64
    %7579 = llvm.urem %7578, %7572 : i64
    %7580 = llvm.sub %7578, %7579 : i64
    %7581 = llvm.inttoptr %7580 : i64 to !llvm.ptr
    %7582 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7583 = llvm.insertvalue %7574, %7582[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7584 = llvm.insertvalue %7581, %7583[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7585 = llvm.mlir.constant(0 : index) : i64
    %7586 = llvm.insertvalue %7585, %7584[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7587 = llvm.insertvalue %791, %7586[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7588 = llvm.insertvalue %7563, %7587[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7589 = llvm.insertvalue %7564, %7588[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7590 = llvm.insertvalue %7565, %7589[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7591 = llvm.insertvalue %7567, %7590[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7592 = llvm.insertvalue %7564, %7591[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7593 = llvm.insertvalue %7565, %7592[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7594 = llvm.insertvalue %7566, %7593[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1036(%56 : i64)
  ^bb1036(%7595: i64):  // 2 preds: ^bb1035, ^bb1046
    %7596 = llvm.icmp "slt" %7595, %791 : i64
    llvm.cond_br %7596, ^bb1037, ^bb1047
  ^bb1037:  // pred: ^bb1036
    llvm.br ^bb1038(%56 : i64)
  ^bb1038(%7597: i64):  // 2 preds: ^bb1037, ^bb1045
    %7598 = llvm.icmp "slt" %7597, %59 : i64
    llvm.cond_br %7598, ^bb1039, ^bb1046
  ^bb1039:  // pred: ^bb1038
    llvm.br ^bb1040(%56 : i64)
  ^bb1040(%7599: i64):  // 2 preds: ^bb1039, ^bb1044
    %7600 = llvm.icmp "slt" %7599, %58 : i64
    llvm.cond_br %7600, ^bb1041, ^bb1045
  ^bb1041:  // pred: ^bb1040
    llvm.br ^bb1042(%56 : i64)
  ^bb1042(%7601: i64):  // 2 preds: ^bb1041, ^bb1043
    %7602 = llvm.icmp "slt" %7601, %57 : i64
    llvm.cond_br %7602, ^bb1043, ^bb1044
  ^bb1043:  // pred: ^bb1042
    %7603 = llvm.extractvalue %3713[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7604 = llvm.mlir.constant(16 : index) : i64
    %7605 = llvm.mul %7595, %7604 overflow<nsw, nuw> : i64
    %7606 = llvm.mlir.constant(8 : index) : i64
    %7607 = llvm.mul %7597, %7606 overflow<nsw, nuw> : i64
    %7608 = llvm.add %7605, %7607 overflow<nsw, nuw> : i64
    %7609 = llvm.add %7608, %7599 overflow<nsw, nuw> : i64
    %7610 = llvm.add %7609, %7601 overflow<nsw, nuw> : i64
    %7611 = llvm.getelementptr inbounds|nuw %7603[%7610] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7612 = llvm.load %7611 : !llvm.ptr -> f32
    %7613 = llvm.extractvalue %7594[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7614 = llvm.mlir.constant(16 : index) : i64
    %7615 = llvm.mul %7595, %7614 overflow<nsw, nuw> : i64
    %7616 = llvm.mlir.constant(8 : index) : i64
    %7617 = llvm.mul %7597, %7616 overflow<nsw, nuw> : i64
    %7618 = llvm.add %7615, %7617 overflow<nsw, nuw> : i64
    %7619 = llvm.add %7618, %7599 overflow<nsw, nuw> : i64
    %7620 = llvm.add %7619, %7601 overflow<nsw, nuw> : i64
    %7621 = llvm.getelementptr inbounds|nuw %7613[%7620] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7612, %7621 : f32, !llvm.ptr
    %7622 = llvm.add %7601, %57 : i64
    llvm.br ^bb1042(%7622 : i64)
  ^bb1044:  // pred: ^bb1042
    %7623 = llvm.add %7599, %57 : i64
    llvm.br ^bb1040(%7623 : i64)
  ^bb1045:  // pred: ^bb1040
    %7624 = llvm.add %7597, %57 : i64
    llvm.br ^bb1038(%7624 : i64)
  ^bb1046:  // pred: ^bb1038
    %7625 = llvm.add %7595, %57 : i64
    llvm.br ^bb1036(%7625 : i64)
  ^bb1047:  // pred: ^bb1036
    llvm.br ^bb1048(%56 : i64)
  ^bb1048(%7626: i64):  // 2 preds: ^bb1047, ^bb1058
    %7627 = llvm.icmp "slt" %7626, %791 : i64
    llvm.cond_br %7627, ^bb1049, ^bb1059
  ^bb1049:  // pred: ^bb1048
    llvm.br ^bb1050(%56 : i64)
  ^bb1050(%7628: i64):  // 2 preds: ^bb1049, ^bb1057
    %7629 = llvm.icmp "slt" %7628, %59 : i64
    llvm.cond_br %7629, ^bb1051, ^bb1058
  ^bb1051:  // pred: ^bb1050
    llvm.br ^bb1052(%56 : i64)
  ^bb1052(%7630: i64):  // 2 preds: ^bb1051, ^bb1056
    %7631 = llvm.icmp "slt" %7630, %58 : i64
    llvm.cond_br %7631, ^bb1053, ^bb1057
  ^bb1053:  // pred: ^bb1052
    llvm.br ^bb1054(%56 : i64)
  ^bb1054(%7632: i64):  // 2 preds: ^bb1053, ^bb1055
    %7633 = llvm.icmp "slt" %7632, %58 : i64
    llvm.cond_br %7633, ^bb1055, ^bb1056
  ^bb1055:  // pred: ^bb1054
    %7634 = llvm.extractvalue %7514[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7635 = llvm.mlir.constant(128 : index) : i64
    %7636 = llvm.mul %7626, %7635 overflow<nsw, nuw> : i64
    %7637 = llvm.mlir.constant(64 : index) : i64
    %7638 = llvm.mul %7628, %7637 overflow<nsw, nuw> : i64
    %7639 = llvm.add %7636, %7638 overflow<nsw, nuw> : i64
    %7640 = llvm.mlir.constant(8 : index) : i64
    %7641 = llvm.mul %7630, %7640 overflow<nsw, nuw> : i64
    %7642 = llvm.add %7639, %7641 overflow<nsw, nuw> : i64
    %7643 = llvm.add %7642, %7632 overflow<nsw, nuw> : i64
    %7644 = llvm.getelementptr inbounds|nuw %7634[%7643] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7645 = llvm.load %7644 : !llvm.ptr -> f32
    %7646 = llvm.extractvalue %7594[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7647 = llvm.mlir.constant(16 : index) : i64
    %7648 = llvm.mul %7626, %7647 overflow<nsw, nuw> : i64
    %7649 = llvm.mlir.constant(8 : index) : i64
    %7650 = llvm.mul %7628, %7649 overflow<nsw, nuw> : i64
    %7651 = llvm.add %7648, %7650 overflow<nsw, nuw> : i64
    %7652 = llvm.add %7651, %7630 overflow<nsw, nuw> : i64
    %7653 = llvm.add %7652, %56 overflow<nsw, nuw> : i64
    %7654 = llvm.getelementptr inbounds|nuw %7646[%7653] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7655 = llvm.load %7654 : !llvm.ptr -> f32
    %7656 = llvm.fadd %7645, %7655 : f32
    %7657 = llvm.extractvalue %7594[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7658 = llvm.mlir.constant(16 : index) : i64
    %7659 = llvm.mul %7626, %7658 overflow<nsw, nuw> : i64
    %7660 = llvm.mlir.constant(8 : index) : i64
    %7661 = llvm.mul %7628, %7660 overflow<nsw, nuw> : i64
    %7662 = llvm.add %7659, %7661 overflow<nsw, nuw> : i64
    %7663 = llvm.add %7662, %7630 overflow<nsw, nuw> : i64
    %7664 = llvm.add %7663, %56 overflow<nsw, nuw> : i64
    %7665 = llvm.getelementptr inbounds|nuw %7657[%7664] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7656, %7665 : f32, !llvm.ptr
    %7666 = llvm.add %7632, %57 : i64
    llvm.br ^bb1054(%7666 : i64)
  ^bb1056:  // pred: ^bb1054
    %7667 = llvm.add %7630, %57 : i64
    llvm.br ^bb1052(%7667 : i64)
  ^bb1057:  // pred: ^bb1052
    %7668 = llvm.add %7628, %57 : i64
    llvm.br ^bb1050(%7668 : i64)
  ^bb1058:  // pred: ^bb1050
    %7669 = llvm.add %7626, %57 : i64
    llvm.br ^bb1048(%7669 : i64)
  ^bb1059:  // pred: ^bb1048
    %7670 = llvm.mlir.constant(2 : index) : i64
    %7671 = llvm.mlir.constant(8 : index) : i64
    %7672 = llvm.mlir.constant(8 : index) : i64
    %7673 = llvm.mlir.constant(1 : index) : i64
    %7674 = llvm.mlir.constant(64 : index) : i64
    %7675 = llvm.mlir.constant(128 : index) : i64
    %7676 = llvm.mul %7675, %791 : i64
    %7677 = llvm.mlir.zero : !llvm.ptr
    %7678 = llvm.getelementptr %7677[%7676] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7679 = llvm.ptrtoint %7678 : !llvm.ptr to i64
    %7680 = llvm.mlir.constant(64 : index) : i64
    %7681 = llvm.add %7679, %7680 : i64
    %7682 = llvm.call @malloc(%7681) : (i64) -> !llvm.ptr
    %7683 = llvm.ptrtoint %7682 : !llvm.ptr to i64
    %7684 = llvm.mlir.constant(1 : index) : i64
    %7685 = llvm.sub %7680, %7684 : i64
    %7686 = llvm.add %7683, %7685 : i64
    %7687 = llvm.urem %7686, %7680 : i64
    %7688 = llvm.sub %7686, %7687 : i64
    %7689 = llvm.inttoptr %7688 : i64 to !llvm.ptr
    %7690 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7691 = llvm.insertvalue %7682, %7690[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7692 = llvm.insertvalue %7689, %7691[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7693 = llvm.mlir.constant(0 : index) : i64
    %7694 = llvm.insertvalue %7693, %7692[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7695 = llvm.insertvalue %791, %7694[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7696 = llvm.insertvalue %7670, %7695[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7697 = llvm.insertvalue %7671, %7696[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7698 = llvm.insertvalue %7672, %7697[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7699 = llvm.insertvalue %7675, %7698[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7700 = llvm.insertvalue %7674, %7699[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7701 = llvm.insertvalue %7672, %7700[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7702 = llvm.insertvalue %7673, %7701[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1060(%56 : i64)
  ^bb1060(%7703: i64):  // 2 preds: ^bb1059, ^bb1070
    %7704 = llvm.icmp "slt" %7703, %791 : i64
    llvm.cond_br %7704, ^bb1061, ^bb1071
  ^bb1061:  // pred: ^bb1060
    llvm.br ^bb1062(%56 : i64)
  ^bb1062(%7705: i64):  // 2 preds: ^bb1061, ^bb1069
    %7706 = llvm.icmp "slt" %7705, %59 : i64
    llvm.cond_br %7706, ^bb1063, ^bb1070
  ^bb1063:  // pred: ^bb1062
    llvm.br ^bb1064(%56 : i64)
  ^bb1064(%7707: i64):  // 2 preds: ^bb1063, ^bb1068
    %7708 = llvm.icmp "slt" %7707, %58 : i64
    llvm.cond_br %7708, ^bb1065, ^bb1069
  ^bb1065:  // pred: ^bb1064
    llvm.br ^bb1066(%56 : i64)
  ^bb1066(%7709: i64):  // 2 preds: ^bb1065, ^bb1067
    %7710 = llvm.icmp "slt" %7709, %58 : i64
    llvm.cond_br %7710, ^bb1067, ^bb1068
  ^bb1067:  // pred: ^bb1066
    %7711 = llvm.extractvalue %7514[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7712 = llvm.mlir.constant(128 : index) : i64
    %7713 = llvm.mul %7703, %7712 overflow<nsw, nuw> : i64
    %7714 = llvm.mlir.constant(64 : index) : i64
    %7715 = llvm.mul %7705, %7714 overflow<nsw, nuw> : i64
    %7716 = llvm.add %7713, %7715 overflow<nsw, nuw> : i64
    %7717 = llvm.mlir.constant(8 : index) : i64
    %7718 = llvm.mul %7707, %7717 overflow<nsw, nuw> : i64
    %7719 = llvm.add %7716, %7718 overflow<nsw, nuw> : i64
    %7720 = llvm.add %7719, %7709 overflow<nsw, nuw> : i64
    %7721 = llvm.getelementptr inbounds|nuw %7711[%7720] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7722 = llvm.load %7721 : !llvm.ptr -> f32
    %7723 = llvm.extractvalue %7594[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7724 = llvm.mlir.constant(16 : index) : i64
    %7725 = llvm.mul %7703, %7724 overflow<nsw, nuw> : i64
    %7726 = llvm.mlir.constant(8 : index) : i64
    %7727 = llvm.mul %7705, %7726 overflow<nsw, nuw> : i64
    %7728 = llvm.add %7725, %7727 overflow<nsw, nuw> : i64
    %7729 = llvm.add %7728, %7707 overflow<nsw, nuw> : i64
    %7730 = llvm.add %7729, %56 overflow<nsw, nuw> : i64
    %7731 = llvm.getelementptr inbounds|nuw %7723[%7730] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7732 = llvm.load %7731 : !llvm.ptr -> f32
    %7733 = llvm.fdiv %7722, %7732 : f32
    %7734 = llvm.extractvalue %7702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7735 = llvm.mlir.constant(128 : index) : i64
    %7736 = llvm.mul %7703, %7735 overflow<nsw, nuw> : i64
    %7737 = llvm.mlir.constant(64 : index) : i64
    %7738 = llvm.mul %7705, %7737 overflow<nsw, nuw> : i64
    %7739 = llvm.add %7736, %7738 overflow<nsw, nuw> : i64
    %7740 = llvm.mlir.constant(8 : index) : i64
    %7741 = llvm.mul %7707, %7740 overflow<nsw, nuw> : i64
    %7742 = llvm.add %7739, %7741 overflow<nsw, nuw> : i64
    %7743 = llvm.add %7742, %7709 overflow<nsw, nuw> : i64
    %7744 = llvm.getelementptr inbounds|nuw %7734[%7743] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7733, %7744 : f32, !llvm.ptr
    %7745 = llvm.add %7709, %57 : i64
    llvm.br ^bb1066(%7745 : i64)
  ^bb1068:  // pred: ^bb1066
    %7746 = llvm.add %7707, %57 : i64
    llvm.br ^bb1064(%7746 : i64)
  ^bb1069:  // pred: ^bb1064
    %7747 = llvm.add %7705, %57 : i64
    llvm.br ^bb1062(%7747 : i64)
  ^bb1070:  // pred: ^bb1062
    %7748 = llvm.add %7703, %57 : i64
    llvm.br ^bb1060(%7748 : i64)
  ^bb1071:  // pred: ^bb1060
    %7749 = llvm.mlir.constant(2 : index) : i64
    %7750 = llvm.mlir.constant(8 : index) : i64
    %7751 = llvm.mlir.constant(8 : index) : i64
    %7752 = llvm.mlir.constant(1 : index) : i64
    %7753 = llvm.mlir.constant(64 : index) : i64
    %7754 = llvm.mlir.constant(128 : index) : i64
    %7755 = llvm.mul %7754, %791 : i64
    %7756 = llvm.mlir.zero : !llvm.ptr
    %7757 = llvm.getelementptr %7756[%7755] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7758 = llvm.ptrtoint %7757 : !llvm.ptr to i64
    %7759 = llvm.mlir.constant(64 : index) : i64
    %7760 = llvm.add %7758, %7759 : i64
    %7761 = llvm.call @malloc(%7760) : (i64) -> !llvm.ptr
    %7762 = llvm.ptrtoint %7761 : !llvm.ptr to i64
    %7763 = llvm.mlir.constant(1 : index) : i64
    %7764 = llvm.sub %7759, %7763 : i64
    %7765 = llvm.add %7762, %7764 : i64
    %7766 = llvm.urem %7765, %7759 : i64
    %7767 = llvm.sub %7765, %7766 : i64
    %7768 = llvm.inttoptr %7767 : i64 to !llvm.ptr
    %7769 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7770 = llvm.insertvalue %7761, %7769[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7771 = llvm.insertvalue %7768, %7770[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7772 = llvm.mlir.constant(0 : index) : i64
    %7773 = llvm.insertvalue %7772, %7771[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7774 = llvm.insertvalue %791, %7773[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7775 = llvm.insertvalue %7749, %7774[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7776 = llvm.insertvalue %7750, %7775[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7777 = llvm.insertvalue %7751, %7776[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7778 = llvm.insertvalue %7754, %7777[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7779 = llvm.insertvalue %7753, %7778[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7780 = llvm.insertvalue %7751, %7779[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7781 = llvm.insertvalue %7752, %7780[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1072(%56 : i64)
  ^bb1072(%7782: i64):  // 2 preds: ^bb1071, ^bb1082
    %7783 = llvm.icmp "slt" %7782, %791 : i64
    llvm.cond_br %7783, ^bb1073, ^bb1083
  ^bb1073:  // pred: ^bb1072
    llvm.br ^bb1074(%56 : i64)
  ^bb1074(%7784: i64):  // 2 preds: ^bb1073, ^bb1081
    %7785 = llvm.icmp "slt" %7784, %59 : i64
    llvm.cond_br %7785, ^bb1075, ^bb1082
  ^bb1075:  // pred: ^bb1074
    llvm.br ^bb1076(%56 : i64)
  ^bb1076(%7786: i64):  // 2 preds: ^bb1075, ^bb1080
    %7787 = llvm.icmp "slt" %7786, %58 : i64
    llvm.cond_br %7787, ^bb1077, ^bb1081
  ^bb1077:  // pred: ^bb1076
    llvm.br ^bb1078(%56 : i64)
  ^bb1078(%7788: i64):  // 2 preds: ^bb1077, ^bb1079
    %7789 = llvm.icmp "slt" %7788, %58 : i64
    llvm.cond_br %7789, ^bb1079, ^bb1080
  ^bb1079:  // pred: ^bb1078
    %7790 = llvm.icmp "eq" %791, %57 : i64
    %7791 = llvm.select %7790, %56, %7782 : i1, i64
    %7792 = llvm.extractvalue %7702[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7793 = llvm.mlir.constant(128 : index) : i64
    %7794 = llvm.mul %7791, %7793 overflow<nsw, nuw> : i64
    %7795 = llvm.mlir.constant(64 : index) : i64
    %7796 = llvm.mul %7784, %7795 overflow<nsw, nuw> : i64
    %7797 = llvm.add %7794, %7796 overflow<nsw, nuw> : i64
    %7798 = llvm.mlir.constant(8 : index) : i64
    %7799 = llvm.mul %7786, %7798 overflow<nsw, nuw> : i64
    %7800 = llvm.add %7797, %7799 overflow<nsw, nuw> : i64
    %7801 = llvm.add %7800, %7788 overflow<nsw, nuw> : i64
    %7802 = llvm.getelementptr inbounds|nuw %7792[%7801] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7803 = llvm.load %7802 : !llvm.ptr -> f32
    %7804 = llvm.extractvalue %7781[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7805 = llvm.mlir.constant(128 : index) : i64
    %7806 = llvm.mul %7782, %7805 overflow<nsw, nuw> : i64
    %7807 = llvm.mlir.constant(64 : index) : i64
    %7808 = llvm.mul %7784, %7807 overflow<nsw, nuw> : i64
    %7809 = llvm.add %7806, %7808 overflow<nsw, nuw> : i64
    %7810 = llvm.mlir.constant(8 : index) : i64
    %7811 = llvm.mul %7786, %7810 overflow<nsw, nuw> : i64
    %7812 = llvm.add %7809, %7811 overflow<nsw, nuw> : i64
    %7813 = llvm.add %7812, %7788 overflow<nsw, nuw> : i64
    %7814 = llvm.getelementptr inbounds|nuw %7804[%7813] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7803, %7814 : f32, !llvm.ptr
    %7815 = llvm.add %7788, %57 : i64
    llvm.br ^bb1078(%7815 : i64)
  ^bb1080:  // pred: ^bb1078
    %7816 = llvm.add %7786, %57 : i64
    llvm.br ^bb1076(%7816 : i64)
  ^bb1081:  // pred: ^bb1076
    %7817 = llvm.add %7784, %57 : i64
    llvm.br ^bb1074(%7817 : i64)
  ^bb1082:  // pred: ^bb1074
    %7818 = llvm.add %7782, %57 : i64
    llvm.br ^bb1072(%7818 : i64)
  ^bb1083:  // pred: ^bb1072
    %7819 = llvm.mlir.constant(2 : index) : i64
    %7820 = llvm.mlir.constant(8 : index) : i64
    %7821 = llvm.mlir.constant(16 : index) : i64
    %7822 = llvm.mlir.constant(1 : index) : i64
    %7823 = llvm.mlir.constant(128 : index) : i64
    %7824 = llvm.mlir.constant(256 : index) : i64
    %7825 = llvm.mul %7824, %4059 : i64
    %7826 = llvm.mlir.zero : !llvm.ptr
    %7827 = llvm.getelementptr %7826[%7825] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7828 = llvm.ptrtoint %7827 : !llvm.ptr to i64
    %7829 = llvm.mlir.constant(64 : index) : i64
    %7830 = llvm.add %7828, %7829 : i64
    %7831 = llvm.call @malloc(%7830) : (i64) -> !llvm.ptr
    %7832 = llvm.ptrtoint %7831 : !llvm.ptr to i64
    %7833 = llvm.mlir.constant(1 : index) : i64
    %7834 = llvm.sub %7829, %7833 : i64
    %7835 = llvm.add %7832, %7834 : i64
    %7836 = llvm.urem %7835, %7829 : i64
    %7837 = llvm.sub %7835, %7836 : i64
    %7838 = llvm.inttoptr %7837 : i64 to !llvm.ptr
    %7839 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7840 = llvm.insertvalue %7831, %7839[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7841 = llvm.insertvalue %7838, %7840[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7842 = llvm.mlir.constant(0 : index) : i64
    %7843 = llvm.insertvalue %7842, %7841[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7844 = llvm.insertvalue %4059, %7843[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7845 = llvm.insertvalue %7819, %7844[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7846 = llvm.insertvalue %7820, %7845[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7847 = llvm.insertvalue %7821, %7846[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7848 = llvm.insertvalue %7824, %7847[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7849 = llvm.insertvalue %7823, %7848[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7850 = llvm.insertvalue %7821, %7849[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7851 = llvm.insertvalue %7822, %7850[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7852 = llvm.extractvalue %4058[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1084(%56 : i64)
  ^bb1084(%7853: i64):  // 2 preds: ^bb1083, ^bb1094
    %7854 = llvm.icmp "slt" %7853, %7852 : i64
    llvm.cond_br %7854, ^bb1085, ^bb1095
  ^bb1085:  // pred: ^bb1084
    llvm.br ^bb1086(%56 : i64)
  ^bb1086(%7855: i64):  // 2 preds: ^bb1085, ^bb1093
    %7856 = llvm.icmp "slt" %7855, %59 : i64
    llvm.cond_br %7856, ^bb1087, ^bb1094
  ^bb1087:  // pred: ^bb1086
    llvm.br ^bb1088(%56 : i64)
  ^bb1088(%7857: i64):  // 2 preds: ^bb1087, ^bb1092
    %7858 = llvm.icmp "slt" %7857, %58 : i64
    llvm.cond_br %7858, ^bb1089, ^bb1093
  ^bb1089:  // pred: ^bb1088
    llvm.br ^bb1090(%56 : i64)
  ^bb1090(%7859: i64):  // 2 preds: ^bb1089, ^bb1091
    %7860 = llvm.icmp "slt" %7859, %39 : i64
    llvm.cond_br %7860, ^bb1091, ^bb1092
  ^bb1091:  // pred: ^bb1090
    %7861 = llvm.extractvalue %4058[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7862 = llvm.mlir.constant(256 : index) : i64
    %7863 = llvm.mul %7853, %7862 overflow<nsw, nuw> : i64
    %7864 = llvm.mlir.constant(128 : index) : i64
    %7865 = llvm.mul %7855, %7864 overflow<nsw, nuw> : i64
    %7866 = llvm.add %7863, %7865 overflow<nsw, nuw> : i64
    %7867 = llvm.mlir.constant(16 : index) : i64
    %7868 = llvm.mul %7857, %7867 overflow<nsw, nuw> : i64
    %7869 = llvm.add %7866, %7868 overflow<nsw, nuw> : i64
    %7870 = llvm.add %7869, %7859 overflow<nsw, nuw> : i64
    %7871 = llvm.getelementptr inbounds|nuw %7861[%7870] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7872 = llvm.load %7871 : !llvm.ptr -> f32
    %7873 = llvm.extractvalue %7851[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7874 = llvm.mlir.constant(256 : index) : i64
    %7875 = llvm.mul %7853, %7874 overflow<nsw, nuw> : i64
    %7876 = llvm.mlir.constant(128 : index) : i64
    %7877 = llvm.mul %7855, %7876 overflow<nsw, nuw> : i64
    %7878 = llvm.add %7875, %7877 overflow<nsw, nuw> : i64
    %7879 = llvm.mlir.constant(16 : index) : i64
    %7880 = llvm.mul %7857, %7879 overflow<nsw, nuw> : i64
    %7881 = llvm.add %7878, %7880 overflow<nsw, nuw> : i64
    %7882 = llvm.add %7881, %7859 overflow<nsw, nuw> : i64
    %7883 = llvm.getelementptr inbounds|nuw %7873[%7882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7872, %7883 : f32, !llvm.ptr
    %7884 = llvm.add %7859, %57 : i64
    llvm.br ^bb1090(%7884 : i64)
  ^bb1092:  // pred: ^bb1090
    %7885 = llvm.add %7857, %57 : i64
    llvm.br ^bb1088(%7885 : i64)
  ^bb1093:  // pred: ^bb1088
    %7886 = llvm.add %7855, %57 : i64
    llvm.br ^bb1086(%7886 : i64)
  ^bb1094:  // pred: ^bb1086
    %7887 = llvm.add %7853, %57 : i64
    llvm.br ^bb1084(%7887 : i64)
  ^bb1095:  // pred: ^bb1084
    llvm.br ^bb1096(%56 : i64)
  ^bb1096(%7888: i64):  // 2 preds: ^bb1095, ^bb1109
    %7889 = llvm.icmp "slt" %7888, %791 : i64
    llvm.cond_br %7889, ^bb1097, ^bb1110
  ^bb1097:  // pred: ^bb1096
    llvm.br ^bb1098(%56 : i64)
  ^bb1098(%7890: i64):  // 2 preds: ^bb1097, ^bb1108
    %7891 = llvm.icmp "slt" %7890, %59 : i64
    llvm.cond_br %7891, ^bb1099, ^bb1109
  ^bb1099:  // pred: ^bb1098
    llvm.br ^bb1100(%56 : i64)
  ^bb1100(%7892: i64):  // 2 preds: ^bb1099, ^bb1107
    %7893 = llvm.icmp "slt" %7892, %58 : i64
    llvm.cond_br %7893, ^bb1101, ^bb1108
  ^bb1101:  // pred: ^bb1100
    llvm.br ^bb1102(%56 : i64)
  ^bb1102(%7894: i64):  // 2 preds: ^bb1101, ^bb1106
    %7895 = llvm.icmp "slt" %7894, %39 : i64
    llvm.cond_br %7895, ^bb1103, ^bb1107
  ^bb1103:  // pred: ^bb1102
    llvm.br ^bb1104(%56 : i64)
  ^bb1104(%7896: i64):  // 2 preds: ^bb1103, ^bb1105
    %7897 = llvm.icmp "slt" %7896, %58 : i64
    llvm.cond_br %7897, ^bb1105, ^bb1106
  ^bb1105:  // pred: ^bb1104
    %7898 = llvm.extractvalue %7781[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7899 = llvm.mlir.constant(128 : index) : i64
    %7900 = llvm.mul %7888, %7899 overflow<nsw, nuw> : i64
    %7901 = llvm.mlir.constant(64 : index) : i64
    %7902 = llvm.mul %7890, %7901 overflow<nsw, nuw> : i64
    %7903 = llvm.add %7900, %7902 overflow<nsw, nuw> : i64
    %7904 = llvm.mlir.constant(8 : index) : i64
    %7905 = llvm.mul %7892, %7904 overflow<nsw, nuw> : i64
    %7906 = llvm.add %7903, %7905 overflow<nsw, nuw> : i64
    %7907 = llvm.add %7906, %7896 overflow<nsw, nuw> : i64
    %7908 = llvm.getelementptr inbounds|nuw %7898[%7907] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7909 = llvm.load %7908 : !llvm.ptr -> f32
    %7910 = llvm.extractvalue %7851[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7911 = llvm.mlir.constant(256 : index) : i64
    %7912 = llvm.mul %7888, %7911 overflow<nsw, nuw> : i64
    %7913 = llvm.mlir.constant(128 : index) : i64
    %7914 = llvm.mul %7890, %7913 overflow<nsw, nuw> : i64
    %7915 = llvm.add %7912, %7914 overflow<nsw, nuw> : i64
    %7916 = llvm.mlir.constant(16 : index) : i64
    %7917 = llvm.mul %7892, %7916 overflow<nsw, nuw> : i64
    %7918 = llvm.add %7915, %7917 overflow<nsw, nuw> : i64
    %7919 = llvm.add %7918, %7894 overflow<nsw, nuw> : i64
    %7920 = llvm.getelementptr inbounds|nuw %7910[%7919] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7921 = llvm.load %7920 : !llvm.ptr -> f32
    %7922 = llvm.icmp "eq" %6379, %57 : i64
    %7923 = llvm.select %7922, %56, %7888 : i1, i64
    %7924 = llvm.extractvalue %6950[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7925 = llvm.mlir.constant(256 : index) : i64
    %7926 = llvm.mul %7923, %7925 overflow<nsw, nuw> : i64
    %7927 = llvm.mlir.constant(128 : index) : i64
    %7928 = llvm.mul %7890, %7927 overflow<nsw, nuw> : i64
    %7929 = llvm.add %7926, %7928 overflow<nsw, nuw> : i64
    %7930 = llvm.mlir.constant(16 : index) : i64
    %7931 = llvm.mul %7896, %7930 overflow<nsw, nuw> : i64
    %7932 = llvm.add %7929, %7931 overflow<nsw, nuw> : i64
    %7933 = llvm.add %7932, %7894 overflow<nsw, nuw> : i64
    %7934 = llvm.getelementptr inbounds|nuw %7924[%7933] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7935 = llvm.load %7934 : !llvm.ptr -> f32
    %7936 = llvm.fmul %7909, %7935 : f32
    %7937 = llvm.fadd %7921, %7936 : f32
    %7938 = llvm.extractvalue %7851[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7939 = llvm.mlir.constant(256 : index) : i64
    %7940 = llvm.mul %7888, %7939 overflow<nsw, nuw> : i64
    %7941 = llvm.mlir.constant(128 : index) : i64
    %7942 = llvm.mul %7890, %7941 overflow<nsw, nuw> : i64
    %7943 = llvm.add %7940, %7942 overflow<nsw, nuw> : i64
    %7944 = llvm.mlir.constant(16 : index) : i64
    %7945 = llvm.mul %7892, %7944 overflow<nsw, nuw> : i64
    %7946 = llvm.add %7943, %7945 overflow<nsw, nuw> : i64
    %7947 = llvm.add %7946, %7894 overflow<nsw, nuw> : i64
    %7948 = llvm.getelementptr inbounds|nuw %7938[%7947] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %7937, %7948 : f32, !llvm.ptr
    %7949 = llvm.add %7896, %57 : i64
    llvm.br ^bb1104(%7949 : i64)
  ^bb1106:  // pred: ^bb1104
    %7950 = llvm.add %7894, %57 : i64
    llvm.br ^bb1102(%7950 : i64)
  ^bb1107:  // pred: ^bb1102
    %7951 = llvm.add %7892, %57 : i64
    llvm.br ^bb1100(%7951 : i64)
  ^bb1108:  // pred: ^bb1100
    %7952 = llvm.add %7890, %57 : i64
    llvm.br ^bb1098(%7952 : i64)
  ^bb1109:  // pred: ^bb1098
    %7953 = llvm.add %7888, %57 : i64
    llvm.br ^bb1096(%7953 : i64)
  ^bb1110:  // pred: ^bb1096
    %7954 = llvm.mlir.constant(8 : index) : i64
    %7955 = llvm.mlir.constant(2 : index) : i64
    %7956 = llvm.mlir.constant(16 : index) : i64
    %7957 = llvm.mlir.constant(1 : index) : i64
    %7958 = llvm.mlir.constant(32 : index) : i64
    %7959 = llvm.mlir.constant(256 : index) : i64
    %7960 = llvm.mul %7959, %791 : i64
    %7961 = llvm.mlir.zero : !llvm.ptr
    %7962 = llvm.getelementptr %7961[%7960] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %7963 = llvm.ptrtoint %7962 : !llvm.ptr to i64
    %7964 = llvm.mlir.constant(64 : index) : i64
    %7965 = llvm.add %7963, %7964 : i64
    %7966 = llvm.call @malloc(%7965) : (i64) -> !llvm.ptr
    %7967 = llvm.ptrtoint %7966 : !llvm.ptr to i64
    %7968 = llvm.mlir.constant(1 : index) : i64
    %7969 = llvm.sub %7964, %7968 : i64
    %7970 = llvm.add %7967, %7969 : i64
    %7971 = llvm.urem %7970, %7964 : i64
    %7972 = llvm.sub %7970, %7971 : i64
    %7973 = llvm.inttoptr %7972 : i64 to !llvm.ptr
    %7974 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7975 = llvm.insertvalue %7966, %7974[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7976 = llvm.insertvalue %7973, %7975[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7977 = llvm.mlir.constant(0 : index) : i64
    %7978 = llvm.insertvalue %7977, %7976[2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7979 = llvm.insertvalue %791, %7978[3, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7980 = llvm.insertvalue %7954, %7979[3, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7981 = llvm.insertvalue %7955, %7980[3, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7982 = llvm.insertvalue %7956, %7981[3, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7983 = llvm.insertvalue %7959, %7982[4, 0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7984 = llvm.insertvalue %7958, %7983[4, 1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7985 = llvm.insertvalue %7956, %7984[4, 2] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7986 = llvm.insertvalue %7957, %7985[4, 3] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.br ^bb1111(%56 : i64)
  ^bb1111(%7987: i64):  // 2 preds: ^bb1110, ^bb1121
    %7988 = llvm.icmp "slt" %7987, %4059 : i64
    llvm.cond_br %7988, ^bb1112, ^bb1122
  ^bb1112:  // pred: ^bb1111
    llvm.br ^bb1113(%56 : i64)
  ^bb1113(%7989: i64):  // 2 preds: ^bb1112, ^bb1120
    %7990 = llvm.icmp "slt" %7989, %58 : i64
    llvm.cond_br %7990, ^bb1114, ^bb1121
  ^bb1114:  // pred: ^bb1113
    llvm.br ^bb1115(%56 : i64)
  ^bb1115(%7991: i64):  // 2 preds: ^bb1114, ^bb1119
    %7992 = llvm.icmp "slt" %7991, %59 : i64
    llvm.cond_br %7992, ^bb1116, ^bb1120
  ^bb1116:  // pred: ^bb1115
    llvm.br ^bb1117(%56 : i64)
  ^bb1117(%7993: i64):  // 2 preds: ^bb1116, ^bb1118
    %7994 = llvm.icmp "slt" %7993, %39 : i64
    llvm.cond_br %7994, ^bb1118, ^bb1119
  ^bb1118:  // pred: ^bb1117
    %7995 = llvm.extractvalue %7851[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %7996 = llvm.mlir.constant(256 : index) : i64
    %7997 = llvm.mul %7987, %7996 overflow<nsw, nuw> : i64
    %7998 = llvm.mlir.constant(128 : index) : i64
    %7999 = llvm.mul %7991, %7998 overflow<nsw, nuw> : i64
    %8000 = llvm.add %7997, %7999 overflow<nsw, nuw> : i64
    %8001 = llvm.mlir.constant(16 : index) : i64
    %8002 = llvm.mul %7989, %8001 overflow<nsw, nuw> : i64
    %8003 = llvm.add %8000, %8002 overflow<nsw, nuw> : i64
    %8004 = llvm.add %8003, %7993 overflow<nsw, nuw> : i64
    %8005 = llvm.getelementptr inbounds|nuw %7995[%8004] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8006 = llvm.load %8005 : !llvm.ptr -> f32
    %8007 = llvm.extractvalue %7986[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8008 = llvm.mlir.constant(256 : index) : i64
    %8009 = llvm.mul %7987, %8008 overflow<nsw, nuw> : i64
    %8010 = llvm.mlir.constant(32 : index) : i64
    %8011 = llvm.mul %7989, %8010 overflow<nsw, nuw> : i64
    %8012 = llvm.add %8009, %8011 overflow<nsw, nuw> : i64
    %8013 = llvm.mlir.constant(16 : index) : i64
    %8014 = llvm.mul %7991, %8013 overflow<nsw, nuw> : i64
    %8015 = llvm.add %8012, %8014 overflow<nsw, nuw> : i64
    %8016 = llvm.add %8015, %7993 overflow<nsw, nuw> : i64
    %8017 = llvm.getelementptr inbounds|nuw %8007[%8016] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8006, %8017 : f32, !llvm.ptr
    %8018 = llvm.add %7993, %57 : i64
    llvm.br ^bb1117(%8018 : i64)
  ^bb1119:  // pred: ^bb1117
    %8019 = llvm.add %7991, %57 : i64
    llvm.br ^bb1115(%8019 : i64)
  ^bb1120:  // pred: ^bb1115
    %8020 = llvm.add %7989, %57 : i64
    llvm.br ^bb1113(%8020 : i64)
  ^bb1121:  // pred: ^bb1113
    %8021 = llvm.add %7987, %57 : i64
    llvm.br ^bb1111(%8021 : i64)
  ^bb1122:  // pred: ^bb1111
    %8022 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8023 = llvm.extractvalue %7986[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8024 = llvm.extractvalue %7986[1] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    %8025 = llvm.insertvalue %8023, %8022[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8026 = llvm.insertvalue %8024, %8025[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8027 = llvm.mlir.constant(0 : index) : i64
    %8028 = llvm.insertvalue %8027, %8026[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8029 = llvm.mlir.constant(1 : index) : i64
    %8030 = llvm.mlir.constant(32 : index) : i64
    %8031 = llvm.insertvalue %8030, %8028[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8032 = llvm.insertvalue %8029, %8031[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8033 = llvm.mul %8029, %8030 : i64
    %8034 = llvm.mlir.constant(32 : index) : i64
    %8035 = llvm.mlir.constant(8 : index) : i64
    %8036 = llvm.insertvalue %8035, %8032[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8037 = llvm.insertvalue %8034, %8036[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8038 = llvm.mul %8034, %8035 : i64
    %8039 = llvm.mlir.constant(256 : index) : i64
    %8040 = llvm.mlir.constant(0 : index) : i64
    %8041 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8042 = llvm.getelementptr inbounds|nuw %8041[%8040] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %8043 = llvm.load %8042 : !llvm.ptr -> i64
    %8044 = llvm.insertvalue %8043, %8037[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8045 = llvm.insertvalue %8039, %8044[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8046 = llvm.mul %8039, %8043 : i64
    %8047 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8048 = llvm.getelementptr inbounds|nuw %8047[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %8049 = llvm.load %8048 : !llvm.ptr -> i64
    %8050 = llvm.extractvalue %4288[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8051 = llvm.getelementptr inbounds|nuw %8050[%56] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %8052 = llvm.load %8051 : !llvm.ptr -> i64
    %8053 = llvm.mlir.constant(32 : index) : i64
    %8054 = llvm.mlir.constant(1 : index) : i64
    %8055 = llvm.mul %8053, %4326 : i64
    %8056 = llvm.mlir.zero : !llvm.ptr
    %8057 = llvm.getelementptr %8056[%8055] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8058 = llvm.ptrtoint %8057 : !llvm.ptr to i64
    %8059 = llvm.mlir.constant(64 : index) : i64
    %8060 = llvm.add %8058, %8059 : i64
    %8061 = llvm.call @malloc(%8060) : (i64) -> !llvm.ptr
    %8062 = llvm.ptrtoint %8061 : !llvm.ptr to i64
    %8063 = llvm.mlir.constant(1 : index) : i64
    %8064 = llvm.sub %8059, %8063 : i64
    %8065 = llvm.add %8062, %8064 : i64
    %8066 = llvm.urem %8065, %8059 : i64
    %8067 = llvm.sub %8065, %8066 : i64
    %8068 = llvm.inttoptr %8067 : i64 to !llvm.ptr
    %8069 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8070 = llvm.insertvalue %8061, %8069[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8071 = llvm.insertvalue %8068, %8070[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8072 = llvm.mlir.constant(0 : index) : i64
    %8073 = llvm.insertvalue %8072, %8071[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8074 = llvm.insertvalue %4326, %8073[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8075 = llvm.insertvalue %8053, %8074[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8076 = llvm.insertvalue %8053, %8075[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8077 = llvm.insertvalue %8054, %8076[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8078 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8079 = llvm.extractvalue %8077[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8080 = llvm.extractvalue %8077[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8081 = llvm.insertvalue %8079, %8078[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8082 = llvm.insertvalue %8080, %8081[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8083 = llvm.mlir.constant(0 : index) : i64
    %8084 = llvm.insertvalue %8083, %8082[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8085 = llvm.insertvalue %8052, %8084[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8086 = llvm.mlir.constant(256 : index) : i64
    %8087 = llvm.insertvalue %8086, %8085[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8088 = llvm.mlir.constant(8 : index) : i64
    %8089 = llvm.insertvalue %8088, %8087[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8090 = llvm.mlir.constant(32 : index) : i64
    %8091 = llvm.insertvalue %8090, %8089[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8092 = llvm.mlir.constant(32 : index) : i64
    %8093 = llvm.insertvalue %8092, %8091[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8094 = llvm.mlir.constant(1 : index) : i64
    %8095 = llvm.insertvalue %8094, %8093[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8096 = llvm.extractvalue %8095[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8097 = llvm.mlir.constant(8 : index) : i64
    %8098 = llvm.mlir.constant(32 : index) : i64
    %8099 = llvm.mlir.constant(1 : index) : i64
    %8100 = llvm.mlir.constant(256 : index) : i64
    %8101 = llvm.mul %8100, %8096 : i64
    %8102 = llvm.mlir.zero : !llvm.ptr
    %8103 = llvm.getelementptr %8102[%8101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8104 = llvm.ptrtoint %8103 : !llvm.ptr to i64
    %8105 = llvm.mlir.constant(64 : index) : i64
    %8106 = llvm.add %8104, %8105 : i64
    %8107 = llvm.call @malloc(%8106) : (i64) -> !llvm.ptr
    %8108 = llvm.ptrtoint %8107 : !llvm.ptr to i64
    %8109 = llvm.mlir.constant(1 : index) : i64
    %8110 = llvm.sub %8105, %8109 : i64
    %8111 = llvm.add %8108, %8110 : i64
    %8112 = llvm.urem %8111, %8105 : i64
    %8113 = llvm.sub %8111, %8112 : i64
    %8114 = llvm.inttoptr %8113 : i64 to !llvm.ptr
    %8115 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8116 = llvm.insertvalue %8107, %8115[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8117 = llvm.insertvalue %8114, %8116[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8118 = llvm.mlir.constant(0 : index) : i64
    %8119 = llvm.insertvalue %8118, %8117[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8120 = llvm.insertvalue %8096, %8119[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8121 = llvm.insertvalue %8097, %8120[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8122 = llvm.insertvalue %8098, %8121[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8123 = llvm.insertvalue %8100, %8122[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8124 = llvm.insertvalue %8098, %8123[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8125 = llvm.insertvalue %8099, %8124[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1123(%56 : i64)
  ^bb1123(%8126: i64):  // 2 preds: ^bb1122, ^bb1130
    %8127 = llvm.icmp "slt" %8126, %8096 : i64
    llvm.cond_br %8127, ^bb1124, ^bb1131
  ^bb1124:  // pred: ^bb1123
    llvm.br ^bb1125(%56 : i64)
  ^bb1125(%8128: i64):  // 2 preds: ^bb1124, ^bb1129
    %8129 = llvm.icmp "slt" %8128, %58 : i64
    llvm.cond_br %8129, ^bb1126, ^bb1130
  ^bb1126:  // pred: ^bb1125
    llvm.br ^bb1127(%56 : i64)
  ^bb1127(%8130: i64):  // 2 preds: ^bb1126, ^bb1128
    %8131 = llvm.icmp "slt" %8130, %40 : i64
    llvm.cond_br %8131, ^bb1128, ^bb1129
  ^bb1128:  // pred: ^bb1127
    %8132 = llvm.extractvalue %8125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8133 = llvm.mlir.constant(256 : index) : i64
    %8134 = llvm.mul %8126, %8133 overflow<nsw, nuw> : i64
    %8135 = llvm.mlir.constant(32 : index) : i64
    %8136 = llvm.mul %8128, %8135 overflow<nsw, nuw> : i64
    %8137 = llvm.add %8134, %8136 overflow<nsw, nuw> : i64
    %8138 = llvm.add %8137, %8130 overflow<nsw, nuw> : i64
    %8139 = llvm.getelementptr inbounds|nuw %8132[%8138] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %8139 : f32, !llvm.ptr
    %8140 = llvm.add %8130, %57 : i64
    llvm.br ^bb1127(%8140 : i64)
  ^bb1129:  // pred: ^bb1127
    %8141 = llvm.add %8128, %57 : i64
    llvm.br ^bb1125(%8141 : i64)
  ^bb1130:  // pred: ^bb1125
    %8142 = llvm.add %8126, %57 : i64
    llvm.br ^bb1123(%8142 : i64)
  ^bb1131:  // pred: ^bb1123
    %8143 = llvm.mlir.constant(8 : index) : i64
    %8144 = llvm.mlir.constant(32 : index) : i64
    %8145 = llvm.mlir.constant(1 : index) : i64
    %8146 = llvm.mlir.constant(256 : index) : i64
    %8147 = llvm.mul %8146, %8096 : i64
    %8148 = llvm.mlir.zero : !llvm.ptr
    %8149 = llvm.getelementptr %8148[%8147] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8150 = llvm.ptrtoint %8149 : !llvm.ptr to i64
    %8151 = llvm.mlir.constant(64 : index) : i64
    %8152 = llvm.add %8150, %8151 : i64
    %8153 = llvm.call @malloc(%8152) : (i64) -> !llvm.ptr
    %8154 = llvm.ptrtoint %8153 : !llvm.ptr to i64
    %8155 = llvm.mlir.constant(1 : index) : i64
    %8156 = llvm.sub %8151, %8155 : i64
    %8157 = llvm.add %8154, %8156 : i64
    %8158 = llvm.urem %8157, %8151 : i64
    %8159 = llvm.sub %8157, %8158 : i64
    %8160 = llvm.inttoptr %8159 : i64 to !llvm.ptr
    %8161 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8162 = llvm.insertvalue %8153, %8161[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8163 = llvm.insertvalue %8160, %8162[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8164 = llvm.mlir.constant(0 : index) : i64
    %8165 = llvm.insertvalue %8164, %8163[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8166 = llvm.insertvalue %8096, %8165[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8167 = llvm.insertvalue %8143, %8166[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8168 = llvm.insertvalue %8144, %8167[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8169 = llvm.insertvalue %8146, %8168[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8170 = llvm.insertvalue %8144, %8169[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8171 = llvm.insertvalue %8145, %8170[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1132(%56 : i64)
  ^bb1132(%8172: i64):  // 2 preds: ^bb1131, ^bb1139
    %8173 = llvm.icmp "slt" %8172, %8096 : i64
    llvm.cond_br %8173, ^bb1133, ^bb1140
  ^bb1133:  // pred: ^bb1132
    llvm.br ^bb1134(%56 : i64)
  ^bb1134(%8174: i64):  // 2 preds: ^bb1133, ^bb1138
    %8175 = llvm.icmp "slt" %8174, %58 : i64
    llvm.cond_br %8175, ^bb1135, ^bb1139
  ^bb1135:  // pred: ^bb1134
    llvm.br ^bb1136(%56 : i64)
  ^bb1136(%8176: i64):  // 2 preds: ^bb1135, ^bb1137
    %8177 = llvm.icmp "slt" %8176, %40 : i64
    llvm.cond_br %8177, ^bb1137, ^bb1138
  ^bb1137:  // pred: ^bb1136
    %8178 = llvm.extractvalue %8125[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8179 = llvm.mlir.constant(256 : index) : i64
    %8180 = llvm.mul %8172, %8179 overflow<nsw, nuw> : i64
    %8181 = llvm.mlir.constant(32 : index) : i64
    %8182 = llvm.mul %8174, %8181 overflow<nsw, nuw> : i64
    %8183 = llvm.add %8180, %8182 overflow<nsw, nuw> : i64
    %8184 = llvm.add %8183, %8176 overflow<nsw, nuw> : i64
    %8185 = llvm.getelementptr inbounds|nuw %8178[%8184] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8186 = llvm.load %8185 : !llvm.ptr -> f32
    %8187 = llvm.extractvalue %8171[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8188 = llvm.mlir.constant(256 : index) : i64
    %8189 = llvm.mul %8172, %8188 overflow<nsw, nuw> : i64
    %8190 = llvm.mlir.constant(32 : index) : i64
    %8191 = llvm.mul %8174, %8190 overflow<nsw, nuw> : i64
    %8192 = llvm.add %8189, %8191 overflow<nsw, nuw> : i64
    %8193 = llvm.add %8192, %8176 overflow<nsw, nuw> : i64
    %8194 = llvm.getelementptr inbounds|nuw %8187[%8193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8186, %8194 : f32, !llvm.ptr
    %8195 = llvm.add %8176, %57 : i64
    llvm.br ^bb1136(%8195 : i64)
  ^bb1138:  // pred: ^bb1136
    %8196 = llvm.add %8174, %57 : i64
    llvm.br ^bb1134(%8196 : i64)
  ^bb1139:  // pred: ^bb1134
    %8197 = llvm.add %8172, %57 : i64
    llvm.br ^bb1132(%8197 : i64)
  ^bb1140:  // pred: ^bb1132
    llvm.br ^bb1141(%56 : i64)
  ^bb1141(%8198: i64):  // 2 preds: ^bb1140, ^bb1151
    %8199 = llvm.icmp "slt" %8198, %8049 : i64
    llvm.cond_br %8199, ^bb1142, ^bb1152
  ^bb1142:  // pred: ^bb1141
    llvm.br ^bb1143(%56 : i64)
  ^bb1143(%8200: i64):  // 2 preds: ^bb1142, ^bb1150
    %8201 = llvm.icmp "slt" %8200, %58 : i64
    llvm.cond_br %8201, ^bb1144, ^bb1151
  ^bb1144:  // pred: ^bb1143
    llvm.br ^bb1145(%56 : i64)
  ^bb1145(%8202: i64):  // 2 preds: ^bb1144, ^bb1149
    %8203 = llvm.icmp "slt" %8202, %40 : i64
    llvm.cond_br %8203, ^bb1146, ^bb1150
  ^bb1146:  // pred: ^bb1145
    llvm.br ^bb1147(%56 : i64)
  ^bb1147(%8204: i64):  // 2 preds: ^bb1146, ^bb1148
    %8205 = llvm.icmp "slt" %8204, %40 : i64
    llvm.cond_br %8205, ^bb1148, ^bb1149
  ^bb1148:  // pred: ^bb1147
    %8206 = llvm.extractvalue %8045[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8207 = llvm.mlir.constant(256 : index) : i64
    %8208 = llvm.mul %8198, %8207 overflow<nsw, nuw> : i64
    %8209 = llvm.mlir.constant(32 : index) : i64
    %8210 = llvm.mul %8200, %8209 overflow<nsw, nuw> : i64
    %8211 = llvm.add %8208, %8210 overflow<nsw, nuw> : i64
    %8212 = llvm.add %8211, %8204 overflow<nsw, nuw> : i64
    %8213 = llvm.getelementptr inbounds|nuw %8206[%8212] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8214 = llvm.load %8213 : !llvm.ptr -> f32
    %8215 = llvm.extractvalue %270[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8216 = llvm.mlir.constant(32 : index) : i64
    %8217 = llvm.mul %8202, %8216 overflow<nsw, nuw> : i64
    %8218 = llvm.add %8217, %8204 overflow<nsw, nuw> : i64
    %8219 = llvm.getelementptr inbounds|nuw %8215[%8218] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8220 = llvm.load %8219 : !llvm.ptr -> f32
    %8221 = llvm.extractvalue %8171[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8222 = llvm.mlir.constant(256 : index) : i64
    %8223 = llvm.mul %8198, %8222 overflow<nsw, nuw> : i64
    %8224 = llvm.mlir.constant(32 : index) : i64
    %8225 = llvm.mul %8200, %8224 overflow<nsw, nuw> : i64
    %8226 = llvm.add %8223, %8225 overflow<nsw, nuw> : i64
    %8227 = llvm.add %8226, %8202 overflow<nsw, nuw> : i64
    %8228 = llvm.getelementptr inbounds|nuw %8221[%8227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8229 = llvm.load %8228 : !llvm.ptr -> f32
    %8230 = llvm.fmul %8214, %8220 : f32
    %8231 = llvm.fadd %8229, %8230 : f32
    %8232 = llvm.extractvalue %8171[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8233 = llvm.mlir.constant(256 : index) : i64
    %8234 = llvm.mul %8198, %8233 overflow<nsw, nuw> : i64
    %8235 = llvm.mlir.constant(32 : index) : i64
    %8236 = llvm.mul %8200, %8235 overflow<nsw, nuw> : i64
    %8237 = llvm.add %8234, %8236 overflow<nsw, nuw> : i64
    %8238 = llvm.add %8237, %8202 overflow<nsw, nuw> : i64
    %8239 = llvm.getelementptr inbounds|nuw %8232[%8238] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8231, %8239 : f32, !llvm.ptr
    %8240 = llvm.add %8204, %57 : i64
    llvm.br ^bb1147(%8240 : i64)
  ^bb1149:  // pred: ^bb1147
    %8241 = llvm.add %8202, %57 : i64
    llvm.br ^bb1145(%8241 : i64)
  ^bb1150:  // pred: ^bb1145
    %8242 = llvm.add %8200, %57 : i64
    llvm.br ^bb1143(%8242 : i64)
  ^bb1151:  // pred: ^bb1143
    %8243 = llvm.add %8198, %57 : i64
    llvm.br ^bb1141(%8243 : i64)
  ^bb1152:  // pred: ^bb1141
    %8244 = llvm.mlir.constant(8 : index) : i64
    %8245 = llvm.mlir.constant(32 : index) : i64
    %8246 = llvm.mlir.constant(1 : index) : i64
    %8247 = llvm.mlir.constant(256 : index) : i64
    %8248 = llvm.mul %8247, %4266 : i64
    %8249 = llvm.mlir.zero : !llvm.ptr
    %8250 = llvm.getelementptr %8249[%8248] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8251 = llvm.ptrtoint %8250 : !llvm.ptr to i64
    %8252 = llvm.mlir.constant(64 : index) : i64
    %8253 = llvm.add %8251, %8252 : i64
    %8254 = llvm.call @malloc(%8253) : (i64) -> !llvm.ptr
    %8255 = llvm.ptrtoint %8254 : !llvm.ptr to i64
    %8256 = llvm.mlir.constant(1 : index) : i64
    %8257 = llvm.sub %8252, %8256 : i64
    %8258 = llvm.add %8255, %8257 : i64
    %8259 = llvm.urem %8258, %8252 : i64
    %8260 = llvm.sub %8258, %8259 : i64
    %8261 = llvm.inttoptr %8260 : i64 to !llvm.ptr
    %8262 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8263 = llvm.insertvalue %8254, %8262[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8264 = llvm.insertvalue %8261, %8263[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8265 = llvm.mlir.constant(0 : index) : i64
    %8266 = llvm.insertvalue %8265, %8264[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8267 = llvm.insertvalue %4266, %8266[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8268 = llvm.insertvalue %8244, %8267[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8269 = llvm.insertvalue %8245, %8268[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8270 = llvm.insertvalue %8247, %8269[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8271 = llvm.insertvalue %8245, %8270[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8272 = llvm.insertvalue %8246, %8271[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1153(%56 : i64)
  ^bb1153(%8273: i64):  // 2 preds: ^bb1152, ^bb1160
    %8274 = llvm.icmp "slt" %8273, %8096 : i64
    llvm.cond_br %8274, ^bb1154, ^bb1161
  ^bb1154:  // pred: ^bb1153
    llvm.br ^bb1155(%56 : i64)
  ^bb1155(%8275: i64):  // 2 preds: ^bb1154, ^bb1159
    %8276 = llvm.icmp "slt" %8275, %58 : i64
    llvm.cond_br %8276, ^bb1156, ^bb1160
  ^bb1156:  // pred: ^bb1155
    llvm.br ^bb1157(%56 : i64)
  ^bb1157(%8277: i64):  // 2 preds: ^bb1156, ^bb1158
    %8278 = llvm.icmp "slt" %8277, %40 : i64
    llvm.cond_br %8278, ^bb1158, ^bb1159
  ^bb1158:  // pred: ^bb1157
    %8279 = llvm.extractvalue %8171[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8280 = llvm.mlir.constant(256 : index) : i64
    %8281 = llvm.mul %8273, %8280 overflow<nsw, nuw> : i64
    %8282 = llvm.mlir.constant(32 : index) : i64
    %8283 = llvm.mul %8275, %8282 overflow<nsw, nuw> : i64
    %8284 = llvm.add %8281, %8283 overflow<nsw, nuw> : i64
    %8285 = llvm.add %8284, %8277 overflow<nsw, nuw> : i64
    %8286 = llvm.getelementptr inbounds|nuw %8279[%8285] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8287 = llvm.load %8286 : !llvm.ptr -> f32
    %8288 = llvm.extractvalue %250[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8289 = llvm.getelementptr inbounds|nuw %8288[%8277] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8290 = llvm.load %8289 : !llvm.ptr -> f32
    %8291 = llvm.extractvalue %6058[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8292 = llvm.mlir.constant(256 : index) : i64
    %8293 = llvm.mul %8273, %8292 overflow<nsw, nuw> : i64
    %8294 = llvm.mlir.constant(32 : index) : i64
    %8295 = llvm.mul %8275, %8294 overflow<nsw, nuw> : i64
    %8296 = llvm.add %8293, %8295 overflow<nsw, nuw> : i64
    %8297 = llvm.add %8296, %8277 overflow<nsw, nuw> : i64
    %8298 = llvm.getelementptr inbounds|nuw %8291[%8297] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8299 = llvm.load %8298 : !llvm.ptr -> f32
    %8300 = llvm.fadd %8287, %8290 : f32
    %8301 = llvm.fadd %8300, %8299 : f32
    %8302 = llvm.extractvalue %8272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8303 = llvm.mlir.constant(256 : index) : i64
    %8304 = llvm.mul %8273, %8303 overflow<nsw, nuw> : i64
    %8305 = llvm.mlir.constant(32 : index) : i64
    %8306 = llvm.mul %8275, %8305 overflow<nsw, nuw> : i64
    %8307 = llvm.add %8304, %8306 overflow<nsw, nuw> : i64
    %8308 = llvm.add %8307, %8277 overflow<nsw, nuw> : i64
    %8309 = llvm.getelementptr inbounds|nuw %8302[%8308] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8301, %8309 : f32, !llvm.ptr
    %8310 = llvm.add %8277, %57 : i64
    llvm.br ^bb1157(%8310 : i64)
  ^bb1159:  // pred: ^bb1157
    %8311 = llvm.add %8275, %57 : i64
    llvm.br ^bb1155(%8311 : i64)
  ^bb1160:  // pred: ^bb1155
    %8312 = llvm.add %8273, %57 : i64
    llvm.br ^bb1153(%8312 : i64)
  ^bb1161:  // pred: ^bb1153
    %8313 = llvm.mlir.constant(8 : index) : i64
    %8314 = llvm.mlir.constant(32 : index) : i64
    %8315 = llvm.mlir.constant(1 : index) : i64
    %8316 = llvm.mlir.constant(256 : index) : i64
    %8317 = llvm.mul %8316, %4266 : i64
    %8318 = llvm.mlir.zero : !llvm.ptr
    %8319 = llvm.getelementptr %8318[%8317] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8320 = llvm.ptrtoint %8319 : !llvm.ptr to i64
    %8321 = llvm.mlir.constant(64 : index) : i64
    %8322 = llvm.add %8320, %8321 : i64
    %8323 = llvm.call @malloc(%8322) : (i64) -> !llvm.ptr
    %8324 = llvm.ptrtoint %8323 : !llvm.ptr to i64
    %8325 = llvm.mlir.constant(1 : index) : i64
    %8326 = llvm.sub %8321, %8325 : i64
    %8327 = llvm.add %8324, %8326 : i64
    %8328 = llvm.urem %8327, %8321 : i64
    %8329 = llvm.sub %8327, %8328 : i64
    %8330 = llvm.inttoptr %8329 : i64 to !llvm.ptr
    %8331 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8332 = llvm.insertvalue %8323, %8331[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8333 = llvm.insertvalue %8330, %8332[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8334 = llvm.mlir.constant(0 : index) : i64
    %8335 = llvm.insertvalue %8334, %8333[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8336 = llvm.insertvalue %4266, %8335[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8337 = llvm.insertvalue %8313, %8336[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8338 = llvm.insertvalue %8314, %8337[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8339 = llvm.insertvalue %8316, %8338[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8340 = llvm.insertvalue %8314, %8339[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8341 = llvm.insertvalue %8315, %8340[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1162(%56 : i64)
  ^bb1162(%8342: i64):  // 2 preds: ^bb1161, ^bb1169
    %8343 = llvm.icmp "slt" %8342, %4266 : i64
    llvm.cond_br %8343, ^bb1163, ^bb1170
  ^bb1163:  // pred: ^bb1162
    llvm.br ^bb1164(%56 : i64)
  ^bb1164(%8344: i64):  // 2 preds: ^bb1163, ^bb1168
    %8345 = llvm.icmp "slt" %8344, %58 : i64
    llvm.cond_br %8345, ^bb1165, ^bb1169
  ^bb1165:  // pred: ^bb1164
    llvm.br ^bb1166(%56 : i64)
  ^bb1166(%8346: i64):  // 2 preds: ^bb1165, ^bb1167
    %8347 = llvm.icmp "slt" %8346, %40 : i64
    llvm.cond_br %8347, ^bb1167, ^bb1168
  ^bb1167:  // pred: ^bb1166
    %8348 = llvm.extractvalue %8272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8349 = llvm.mlir.constant(256 : index) : i64
    %8350 = llvm.mul %8342, %8349 overflow<nsw, nuw> : i64
    %8351 = llvm.mlir.constant(32 : index) : i64
    %8352 = llvm.mul %8344, %8351 overflow<nsw, nuw> : i64
    %8353 = llvm.add %8350, %8352 overflow<nsw, nuw> : i64
    %8354 = llvm.add %8353, %8346 overflow<nsw, nuw> : i64
    %8355 = llvm.getelementptr inbounds|nuw %8348[%8354] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8356 = llvm.load %8355 : !llvm.ptr -> f32
    %8357 = llvm.fpext %8356 : f32 to f64
    %8358 = llvm.extractvalue %8341[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8359 = llvm.mlir.constant(256 : index) : i64
    %8360 = llvm.mul %8342, %8359 overflow<nsw, nuw> : i64
    %8361 = llvm.mlir.constant(32 : index) : i64
    %8362 = llvm.mul %8344, %8361 overflow<nsw, nuw> : i64
    %8363 = llvm.add %8360, %8362 overflow<nsw, nuw> : i64
    %8364 = llvm.add %8363, %8346 overflow<nsw, nuw> : i64
    %8365 = llvm.getelementptr inbounds|nuw %8358[%8364] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %8357, %8365 : f64, !llvm.ptr
    %8366 = llvm.add %8346, %57 : i64
    llvm.br ^bb1166(%8366 : i64)
  ^bb1168:  // pred: ^bb1166
    %8367 = llvm.add %8344, %57 : i64
    llvm.br ^bb1164(%8367 : i64)
  ^bb1169:  // pred: ^bb1164
    %8368 = llvm.add %8342, %57 : i64
    llvm.br ^bb1162(%8368 : i64)
  ^bb1170:  // pred: ^bb1162
    %8369 = llvm.mlir.constant(8 : index) : i64
    %8370 = llvm.mlir.constant(1 : index) : i64
    %8371 = llvm.mlir.constant(1 : index) : i64
    %8372 = llvm.mul %8369, %4266 : i64
    %8373 = llvm.mlir.zero : !llvm.ptr
    %8374 = llvm.getelementptr %8373[%8372] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8375 = llvm.ptrtoint %8374 : !llvm.ptr to i64
    %8376 = llvm.mlir.constant(64 : index) : i64
    %8377 = llvm.add %8375, %8376 : i64
    %8378 = llvm.call @malloc(%8377) : (i64) -> !llvm.ptr
    %8379 = llvm.ptrtoint %8378 : !llvm.ptr to i64
    %8380 = llvm.mlir.constant(1 : index) : i64
    %8381 = llvm.sub %8376, %8380 : i64
    %8382 = llvm.add %8379, %8381 : i64
    %8383 = llvm.urem %8382, %8376 : i64
    %8384 = llvm.sub %8382, %8383 : i64
    %8385 = llvm.inttoptr %8384 : i64 to !llvm.ptr
    %8386 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8387 = llvm.insertvalue %8378, %8386[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8388 = llvm.insertvalue %8385, %8387[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8389 = llvm.mlir.constant(0 : index) : i64
    %8390 = llvm.insertvalue %8389, %8388[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8391 = llvm.insertvalue %4266, %8390[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8392 = llvm.insertvalue %8369, %8391[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8393 = llvm.insertvalue %8370, %8392[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8394 = llvm.insertvalue %8369, %8393[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8395 = llvm.insertvalue %8370, %8394[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8396 = llvm.insertvalue %8371, %8395[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1171(%56 : i64)
  ^bb1171(%8397: i64):  // 2 preds: ^bb1170, ^bb1178
    %8398 = llvm.icmp "slt" %8397, %4266 : i64
    llvm.cond_br %8398, ^bb1172, ^bb1179
  ^bb1172:  // pred: ^bb1171
    llvm.br ^bb1173(%56 : i64)
  ^bb1173(%8399: i64):  // 2 preds: ^bb1172, ^bb1177
    %8400 = llvm.icmp "slt" %8399, %58 : i64
    llvm.cond_br %8400, ^bb1174, ^bb1178
  ^bb1174:  // pred: ^bb1173
    llvm.br ^bb1175(%56 : i64)
  ^bb1175(%8401: i64):  // 2 preds: ^bb1174, ^bb1176
    %8402 = llvm.icmp "slt" %8401, %57 : i64
    llvm.cond_br %8402, ^bb1176, ^bb1177
  ^bb1176:  // pred: ^bb1175
    %8403 = llvm.extractvalue %8396[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8404 = llvm.mlir.constant(8 : index) : i64
    %8405 = llvm.mul %8397, %8404 overflow<nsw, nuw> : i64
    %8406 = llvm.add %8405, %8399 overflow<nsw, nuw> : i64
    %8407 = llvm.add %8406, %8401 overflow<nsw, nuw> : i64
    %8408 = llvm.getelementptr inbounds|nuw %8403[%8407] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %8408 : f64, !llvm.ptr
    %8409 = llvm.add %8401, %57 : i64
    llvm.br ^bb1175(%8409 : i64)
  ^bb1177:  // pred: ^bb1175
    %8410 = llvm.add %8399, %57 : i64
    llvm.br ^bb1173(%8410 : i64)
  ^bb1178:  // pred: ^bb1173
    %8411 = llvm.add %8397, %57 : i64
    llvm.br ^bb1171(%8411 : i64)
  ^bb1179:  // pred: ^bb1171
    %8412 = llvm.mlir.constant(8 : index) : i64
    %8413 = llvm.mlir.constant(1 : index) : i64
    %8414 = llvm.mlir.constant(1 : index) : i64
    %8415 = llvm.mul %8412, %4266 : i64
    %8416 = llvm.mlir.zero : !llvm.ptr
    %8417 = llvm.getelementptr %8416[%8415] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8418 = llvm.ptrtoint %8417 : !llvm.ptr to i64
    %8419 = llvm.mlir.constant(64 : index) : i64
    %8420 = llvm.add %8418, %8419 : i64
    %8421 = llvm.call @malloc(%8420) : (i64) -> !llvm.ptr
    %8422 = llvm.ptrtoint %8421 : !llvm.ptr to i64
    %8423 = llvm.mlir.constant(1 : index) : i64
    %8424 = llvm.sub %8419, %8423 : i64
    %8425 = llvm.add %8422, %8424 : i64
    %8426 = llvm.urem %8425, %8419 : i64
    %8427 = llvm.sub %8425, %8426 : i64
    %8428 = llvm.inttoptr %8427 : i64 to !llvm.ptr
    %8429 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8430 = llvm.insertvalue %8421, %8429[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8431 = llvm.insertvalue %8428, %8430[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8432 = llvm.mlir.constant(0 : index) : i64
    %8433 = llvm.insertvalue %8432, %8431[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8434 = llvm.insertvalue %4266, %8433[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8435 = llvm.insertvalue %8412, %8434[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8436 = llvm.insertvalue %8413, %8435[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8437 = llvm.insertvalue %8412, %8436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8438 = llvm.insertvalue %8413, %8437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8439 = llvm.insertvalue %8414, %8438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1180(%56 : i64)
  ^bb1180(%8440: i64):  // 2 preds: ^bb1179, ^bb1187
    %8441 = llvm.icmp "slt" %8440, %4266 : i64
    llvm.cond_br %8441, ^bb1181, ^bb1188
  ^bb1181:  // pred: ^bb1180
    llvm.br ^bb1182(%56 : i64)
  ^bb1182(%8442: i64):  // 2 preds: ^bb1181, ^bb1186
    %8443 = llvm.icmp "slt" %8442, %58 : i64
    llvm.cond_br %8443, ^bb1183, ^bb1187
  ^bb1183:  // pred: ^bb1182
    llvm.br ^bb1184(%56 : i64)
  ^bb1184(%8444: i64):  // 2 preds: ^bb1183, ^bb1185
    %8445 = llvm.icmp "slt" %8444, %57 : i64
    llvm.cond_br %8445, ^bb1185, ^bb1186
  ^bb1185:  // pred: ^bb1184
    %8446 = llvm.extractvalue %8396[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8447 = llvm.mlir.constant(8 : index) : i64
    %8448 = llvm.mul %8440, %8447 overflow<nsw, nuw> : i64
    %8449 = llvm.add %8448, %8442 overflow<nsw, nuw> : i64
    %8450 = llvm.add %8449, %8444 overflow<nsw, nuw> : i64
    %8451 = llvm.getelementptr inbounds|nuw %8446[%8450] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8452 = llvm.load %8451 : !llvm.ptr -> f64
    %8453 = llvm.extractvalue %8439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8454 = llvm.mlir.constant(8 : index) : i64
    %8455 = llvm.mul %8440, %8454 overflow<nsw, nuw> : i64
    %8456 = llvm.add %8455, %8442 overflow<nsw, nuw> : i64
    %8457 = llvm.add %8456, %8444 overflow<nsw, nuw> : i64
    %8458 = llvm.getelementptr inbounds|nuw %8453[%8457] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %8452, %8458 : f64, !llvm.ptr
    %8459 = llvm.add %8444, %57 : i64
    llvm.br ^bb1184(%8459 : i64)
  ^bb1186:  // pred: ^bb1184
    %8460 = llvm.add %8442, %57 : i64
    llvm.br ^bb1182(%8460 : i64)
  ^bb1187:  // pred: ^bb1182
    %8461 = llvm.add %8440, %57 : i64
    llvm.br ^bb1180(%8461 : i64)
  ^bb1188:  // pred: ^bb1180
    llvm.br ^bb1189(%56 : i64)
  ^bb1189(%8462: i64):  // 2 preds: ^bb1188, ^bb1196
    %8463 = llvm.icmp "slt" %8462, %4266 : i64
    llvm.cond_br %8463, ^bb1190, ^bb1197
  ^bb1190:  // pred: ^bb1189
    llvm.br ^bb1191(%56 : i64)
  ^bb1191(%8464: i64):  // 2 preds: ^bb1190, ^bb1195
    %8465 = llvm.icmp "slt" %8464, %58 : i64
    llvm.cond_br %8465, ^bb1192, ^bb1196
  ^bb1192:  // pred: ^bb1191
    llvm.br ^bb1193(%56 : i64)
  ^bb1193(%8466: i64):  // 2 preds: ^bb1192, ^bb1194
    %8467 = llvm.icmp "slt" %8466, %40 : i64
    llvm.cond_br %8467, ^bb1194, ^bb1195
  ^bb1194:  // pred: ^bb1193
    %8468 = llvm.extractvalue %8341[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8469 = llvm.mlir.constant(256 : index) : i64
    %8470 = llvm.mul %8462, %8469 overflow<nsw, nuw> : i64
    %8471 = llvm.mlir.constant(32 : index) : i64
    %8472 = llvm.mul %8464, %8471 overflow<nsw, nuw> : i64
    %8473 = llvm.add %8470, %8472 overflow<nsw, nuw> : i64
    %8474 = llvm.add %8473, %8466 overflow<nsw, nuw> : i64
    %8475 = llvm.getelementptr inbounds|nuw %8468[%8474] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8476 = llvm.load %8475 : !llvm.ptr -> f64
    %8477 = llvm.extractvalue %8439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8478 = llvm.mlir.constant(8 : index) : i64
    %8479 = llvm.mul %8462, %8478 overflow<nsw, nuw> : i64
    %8480 = llvm.add %8479, %8464 overflow<nsw, nuw> : i64
    %8481 = llvm.add %8480, %56 overflow<nsw, nuw> : i64
    %8482 = llvm.getelementptr inbounds|nuw %8477[%8481] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8483 = llvm.load %8482 : !llvm.ptr -> f64
    %8484 = llvm.fadd %8476, %8483 : f64
    %8485 = llvm.extractvalue %8439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8486 = llvm.mlir.constant(8 : index) : i64
    %8487 = llvm.mul %8462, %8486 overflow<nsw, nuw> : i64
    %8488 = llvm.add %8487, %8464 overflow<nsw, nuw> : i64
    %8489 = llvm.add %8488, %56 overflow<nsw, nuw> : i64
    %8490 = llvm.getelementptr inbounds|nuw %8485[%8489] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %8484, %8490 : f64, !llvm.ptr
    %8491 = llvm.add %8466, %57 : i64
    llvm.br ^bb1193(%8491 : i64)
  ^bb1195:  // pred: ^bb1193
    %8492 = llvm.add %8464, %57 : i64
    llvm.br ^bb1191(%8492 : i64)
  ^bb1196:  // pred: ^bb1191
    %8493 = llvm.add %8462, %57 : i64
    llvm.br ^bb1189(%8493 : i64)
  ^bb1197:  // pred: ^bb1189
    %8494 = llvm.mlir.constant(8 : index) : i64
    %8495 = llvm.mlir.constant(1 : index) : i64
    %8496 = llvm.mlir.constant(1 : index) : i64
    %8497 = llvm.mul %8494, %4266 : i64
    %8498 = llvm.mlir.zero : !llvm.ptr
    %8499 = llvm.getelementptr %8498[%8497] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8500 = llvm.ptrtoint %8499 : !llvm.ptr to i64
    %8501 = llvm.mlir.constant(64 : index) : i64
    %8502 = llvm.add %8500, %8501 : i64
    %8503 = llvm.call @malloc(%8502) : (i64) -> !llvm.ptr
    %8504 = llvm.ptrtoint %8503 : !llvm.ptr to i64
    %8505 = llvm.mlir.constant(1 : index) : i64
    %8506 = llvm.sub %8501, %8505 : i64
    %8507 = llvm.add %8504, %8506 : i64
    %8508 = llvm.urem %8507, %8501 : i64
    %8509 = llvm.sub %8507, %8508 : i64
    %8510 = llvm.inttoptr %8509 : i64 to !llvm.ptr
    %8511 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8512 = llvm.insertvalue %8503, %8511[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8513 = llvm.insertvalue %8510, %8512[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8514 = llvm.mlir.constant(0 : index) : i64
    %8515 = llvm.insertvalue %8514, %8513[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8516 = llvm.insertvalue %4266, %8515[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8517 = llvm.insertvalue %8494, %8516[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8518 = llvm.insertvalue %8495, %8517[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8519 = llvm.insertvalue %8494, %8518[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8520 = llvm.insertvalue %8495, %8519[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8521 = llvm.insertvalue %8496, %8520[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1198(%56 : i64)
  ^bb1198(%8522: i64):  // 2 preds: ^bb1197, ^bb1205
    %8523 = llvm.icmp "slt" %8522, %4266 : i64
    llvm.cond_br %8523, ^bb1199, ^bb1206
  ^bb1199:  // pred: ^bb1198
    llvm.br ^bb1200(%56 : i64)
  ^bb1200(%8524: i64):  // 2 preds: ^bb1199, ^bb1204
    %8525 = llvm.icmp "slt" %8524, %58 : i64
    llvm.cond_br %8525, ^bb1201, ^bb1205
  ^bb1201:  // pred: ^bb1200
    llvm.br ^bb1202(%56 : i64)
  ^bb1202(%8526: i64):  // 2 preds: ^bb1201, ^bb1203
    %8527 = llvm.icmp "slt" %8526, %57 : i64
    llvm.cond_br %8527, ^bb1203, ^bb1204
  ^bb1203:  // pred: ^bb1202
    %8528 = llvm.extractvalue %8396[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8529 = llvm.mlir.constant(8 : index) : i64
    %8530 = llvm.mul %8522, %8529 overflow<nsw, nuw> : i64
    %8531 = llvm.add %8530, %8524 overflow<nsw, nuw> : i64
    %8532 = llvm.add %8531, %8526 overflow<nsw, nuw> : i64
    %8533 = llvm.getelementptr inbounds|nuw %8528[%8532] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8534 = llvm.load %8533 : !llvm.ptr -> f64
    %8535 = llvm.extractvalue %8521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8536 = llvm.mlir.constant(8 : index) : i64
    %8537 = llvm.mul %8522, %8536 overflow<nsw, nuw> : i64
    %8538 = llvm.add %8537, %8524 overflow<nsw, nuw> : i64
    %8539 = llvm.add %8538, %8526 overflow<nsw, nuw> : i64
    %8540 = llvm.getelementptr inbounds|nuw %8535[%8539] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %8534, %8540 : f64, !llvm.ptr
    %8541 = llvm.add %8526, %57 : i64
    llvm.br ^bb1202(%8541 : i64)
  ^bb1204:  // pred: ^bb1202
    %8542 = llvm.add %8524, %57 : i64
    llvm.br ^bb1200(%8542 : i64)
  ^bb1205:  // pred: ^bb1200
    %8543 = llvm.add %8522, %57 : i64
    llvm.br ^bb1198(%8543 : i64)
  ^bb1206:  // pred: ^bb1198
    llvm.br ^bb1207(%56 : i64)
  ^bb1207(%8544: i64):  // 2 preds: ^bb1206, ^bb1214
    %8545 = llvm.icmp "slt" %8544, %4266 : i64
    llvm.cond_br %8545, ^bb1208, ^bb1215
  ^bb1208:  // pred: ^bb1207
    llvm.br ^bb1209(%56 : i64)
  ^bb1209(%8546: i64):  // 2 preds: ^bb1208, ^bb1213
    %8547 = llvm.icmp "slt" %8546, %58 : i64
    llvm.cond_br %8547, ^bb1210, ^bb1214
  ^bb1210:  // pred: ^bb1209
    llvm.br ^bb1211(%56 : i64)
  ^bb1211(%8548: i64):  // 2 preds: ^bb1210, ^bb1212
    %8549 = llvm.icmp "slt" %8548, %40 : i64
    llvm.cond_br %8549, ^bb1212, ^bb1213
  ^bb1212:  // pred: ^bb1211
    %8550 = llvm.extractvalue %8341[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8551 = llvm.mlir.constant(256 : index) : i64
    %8552 = llvm.mul %8544, %8551 overflow<nsw, nuw> : i64
    %8553 = llvm.mlir.constant(32 : index) : i64
    %8554 = llvm.mul %8546, %8553 overflow<nsw, nuw> : i64
    %8555 = llvm.add %8552, %8554 overflow<nsw, nuw> : i64
    %8556 = llvm.add %8555, %8548 overflow<nsw, nuw> : i64
    %8557 = llvm.getelementptr inbounds|nuw %8550[%8556] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8558 = llvm.load %8557 : !llvm.ptr -> f64
    %8559 = llvm.extractvalue %8439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8560 = llvm.mlir.constant(8 : index) : i64
    %8561 = llvm.mul %8544, %8560 overflow<nsw, nuw> : i64
    %8562 = llvm.add %8561, %8546 overflow<nsw, nuw> : i64
    %8563 = llvm.add %8562, %56 overflow<nsw, nuw> : i64
    %8564 = llvm.getelementptr inbounds|nuw %8559[%8563] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8565 = llvm.load %8564 : !llvm.ptr -> f64
    %8566 = llvm.extractvalue %8521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8567 = llvm.mlir.constant(8 : index) : i64
    %8568 = llvm.mul %8544, %8567 overflow<nsw, nuw> : i64
    %8569 = llvm.add %8568, %8546 overflow<nsw, nuw> : i64
    %8570 = llvm.add %8569, %56 overflow<nsw, nuw> : i64
    %8571 = llvm.getelementptr inbounds|nuw %8566[%8570] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8572 = llvm.load %8571 : !llvm.ptr -> f64
    %8573 = llvm.fdiv %8565, %49 : f64
    %8574 = llvm.fsub %8558, %8573 : f64
    %8575 = llvm.fmul %8574, %8574 : f64
    %8576 = llvm.fadd %8575, %8572 : f64
    %8577 = llvm.extractvalue %8521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8578 = llvm.mlir.constant(8 : index) : i64
    %8579 = llvm.mul %8544, %8578 overflow<nsw, nuw> : i64
    %8580 = llvm.add %8579, %8546 overflow<nsw, nuw> : i64
    %8581 = llvm.add %8580, %56 overflow<nsw, nuw> : i64
    %8582 = llvm.getelementptr inbounds|nuw %8577[%8581] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %8576, %8582 : f64, !llvm.ptr
    %8583 = llvm.add %8548, %57 : i64
    llvm.br ^bb1211(%8583 : i64)
  ^bb1213:  // pred: ^bb1211
    %8584 = llvm.add %8546, %57 : i64
    llvm.br ^bb1209(%8584 : i64)
  ^bb1214:  // pred: ^bb1209
    %8585 = llvm.add %8544, %57 : i64
    llvm.br ^bb1207(%8585 : i64)
  ^bb1215:  // pred: ^bb1207
    %8586 = llvm.mlir.constant(8 : index) : i64
    %8587 = llvm.mlir.constant(1 : index) : i64
    %8588 = llvm.mlir.constant(1 : index) : i64
    %8589 = llvm.mul %8586, %4266 : i64
    %8590 = llvm.mlir.zero : !llvm.ptr
    %8591 = llvm.getelementptr %8590[%8589] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8592 = llvm.ptrtoint %8591 : !llvm.ptr to i64
    %8593 = llvm.mlir.constant(64 : index) : i64
    %8594 = llvm.add %8592, %8593 : i64
    %8595 = llvm.call @malloc(%8594) : (i64) -> !llvm.ptr
    %8596 = llvm.ptrtoint %8595 : !llvm.ptr to i64
    %8597 = llvm.mlir.constant(1 : index) : i64
    %8598 = llvm.sub %8593, %8597 : i64
    %8599 = llvm.add %8596, %8598 : i64
    %8600 = llvm.urem %8599, %8593 : i64
    %8601 = llvm.sub %8599, %8600 : i64
    %8602 = llvm.inttoptr %8601 : i64 to !llvm.ptr
    %8603 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8604 = llvm.insertvalue %8595, %8603[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8605 = llvm.insertvalue %8602, %8604[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8606 = llvm.mlir.constant(0 : index) : i64
    %8607 = llvm.insertvalue %8606, %8605[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8608 = llvm.insertvalue %4266, %8607[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8609 = llvm.insertvalue %8586, %8608[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8610 = llvm.insertvalue %8587, %8609[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8611 = llvm.insertvalue %8586, %8610[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8612 = llvm.insertvalue %8587, %8611[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8613 = llvm.insertvalue %8588, %8612[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1216(%56 : i64)
  ^bb1216(%8614: i64):  // 2 preds: ^bb1215, ^bb1223
    %8615 = llvm.icmp "slt" %8614, %4266 : i64
    llvm.cond_br %8615, ^bb1217, ^bb1224
  ^bb1217:  // pred: ^bb1216
    llvm.br ^bb1218(%56 : i64)
  ^bb1218(%8616: i64):  // 2 preds: ^bb1217, ^bb1222
    %8617 = llvm.icmp "slt" %8616, %58 : i64
    llvm.cond_br %8617, ^bb1219, ^bb1223
  ^bb1219:  // pred: ^bb1218
    llvm.br ^bb1220(%56 : i64)
  ^bb1220(%8618: i64):  // 2 preds: ^bb1219, ^bb1221
    %8619 = llvm.icmp "slt" %8618, %57 : i64
    llvm.cond_br %8619, ^bb1221, ^bb1222
  ^bb1221:  // pred: ^bb1220
    %8620 = llvm.extractvalue %8613[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8621 = llvm.mlir.constant(8 : index) : i64
    %8622 = llvm.mul %8614, %8621 overflow<nsw, nuw> : i64
    %8623 = llvm.add %8622, %8616 overflow<nsw, nuw> : i64
    %8624 = llvm.add %8623, %8618 overflow<nsw, nuw> : i64
    %8625 = llvm.getelementptr inbounds|nuw %8620[%8624] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %8625 : f32, !llvm.ptr
    %8626 = llvm.add %8618, %57 : i64
    llvm.br ^bb1220(%8626 : i64)
  ^bb1222:  // pred: ^bb1220
    %8627 = llvm.add %8616, %57 : i64
    llvm.br ^bb1218(%8627 : i64)
  ^bb1223:  // pred: ^bb1218
    %8628 = llvm.add %8614, %57 : i64
    llvm.br ^bb1216(%8628 : i64)
  ^bb1224:  // pred: ^bb1216
    %8629 = llvm.mlir.constant(8 : index) : i64
    %8630 = llvm.mlir.constant(1 : index) : i64
    %8631 = llvm.mlir.constant(1 : index) : i64
    %8632 = llvm.mul %8629, %4266 : i64
    %8633 = llvm.mlir.zero : !llvm.ptr
    %8634 = llvm.getelementptr %8633[%8632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8635 = llvm.ptrtoint %8634 : !llvm.ptr to i64
    %8636 = llvm.mlir.constant(64 : index) : i64
    %8637 = llvm.add %8635, %8636 : i64
    %8638 = llvm.call @malloc(%8637) : (i64) -> !llvm.ptr
    %8639 = llvm.ptrtoint %8638 : !llvm.ptr to i64
    %8640 = llvm.mlir.constant(1 : index) : i64
    %8641 = llvm.sub %8636, %8640 : i64
    %8642 = llvm.add %8639, %8641 : i64
    %8643 = llvm.urem %8642, %8636 : i64
    %8644 = llvm.sub %8642, %8643 : i64
    %8645 = llvm.inttoptr %8644 : i64 to !llvm.ptr
    %8646 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8647 = llvm.insertvalue %8638, %8646[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8648 = llvm.insertvalue %8645, %8647[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8649 = llvm.mlir.constant(0 : index) : i64
    %8650 = llvm.insertvalue %8649, %8648[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8651 = llvm.insertvalue %4266, %8650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8652 = llvm.insertvalue %8629, %8651[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8653 = llvm.insertvalue %8630, %8652[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8654 = llvm.insertvalue %8629, %8653[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8655 = llvm.insertvalue %8630, %8654[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8656 = llvm.insertvalue %8631, %8655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1225(%56 : i64)
  ^bb1225(%8657: i64):  // 2 preds: ^bb1224, ^bb1232
    %8658 = llvm.icmp "slt" %8657, %4266 : i64
    llvm.cond_br %8658, ^bb1226, ^bb1233
  ^bb1226:  // pred: ^bb1225
    llvm.br ^bb1227(%56 : i64)
  ^bb1227(%8659: i64):  // 2 preds: ^bb1226, ^bb1231
    %8660 = llvm.icmp "slt" %8659, %58 : i64
    llvm.cond_br %8660, ^bb1228, ^bb1232
  ^bb1228:  // pred: ^bb1227
    llvm.br ^bb1229(%56 : i64)
  ^bb1229(%8661: i64):  // 2 preds: ^bb1228, ^bb1230
    %8662 = llvm.icmp "slt" %8661, %57 : i64
    llvm.cond_br %8662, ^bb1230, ^bb1231
  ^bb1230:  // pred: ^bb1229
    %8663 = llvm.extractvalue %8613[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8664 = llvm.mlir.constant(8 : index) : i64
    %8665 = llvm.mul %8657, %8664 overflow<nsw, nuw> : i64
    %8666 = llvm.add %8665, %8659 overflow<nsw, nuw> : i64
    %8667 = llvm.add %8666, %8661 overflow<nsw, nuw> : i64
    %8668 = llvm.getelementptr inbounds|nuw %8663[%8667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8669 = llvm.load %8668 : !llvm.ptr -> f32
    %8670 = llvm.extractvalue %8656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8671 = llvm.mlir.constant(8 : index) : i64
    %8672 = llvm.mul %8657, %8671 overflow<nsw, nuw> : i64
    %8673 = llvm.add %8672, %8659 overflow<nsw, nuw> : i64
    %8674 = llvm.add %8673, %8661 overflow<nsw, nuw> : i64
    %8675 = llvm.getelementptr inbounds|nuw %8670[%8674] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8669, %8675 : f32, !llvm.ptr
    %8676 = llvm.add %8661, %57 : i64
    llvm.br ^bb1229(%8676 : i64)
  ^bb1231:  // pred: ^bb1229
    %8677 = llvm.add %8659, %57 : i64
    llvm.br ^bb1227(%8677 : i64)
  ^bb1232:  // pred: ^bb1227
    %8678 = llvm.add %8657, %57 : i64
    llvm.br ^bb1225(%8678 : i64)
  ^bb1233:  // pred: ^bb1225
    llvm.br ^bb1234(%56 : i64)
  ^bb1234(%8679: i64):  // 2 preds: ^bb1233, ^bb1241
    %8680 = llvm.icmp "slt" %8679, %4266 : i64
    llvm.cond_br %8680, ^bb1235, ^bb1242
  ^bb1235:  // pred: ^bb1234
    llvm.br ^bb1236(%56 : i64)
  ^bb1236(%8681: i64):  // 2 preds: ^bb1235, ^bb1240
    %8682 = llvm.icmp "slt" %8681, %58 : i64
    llvm.cond_br %8682, ^bb1237, ^bb1241
  ^bb1237:  // pred: ^bb1236
    llvm.br ^bb1238(%56 : i64)
  ^bb1238(%8683: i64):  // 2 preds: ^bb1237, ^bb1239
    %8684 = llvm.icmp "slt" %8683, %40 : i64
    llvm.cond_br %8684, ^bb1239, ^bb1240
  ^bb1239:  // pred: ^bb1238
    %8685 = llvm.extractvalue %8272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8686 = llvm.mlir.constant(256 : index) : i64
    %8687 = llvm.mul %8679, %8686 overflow<nsw, nuw> : i64
    %8688 = llvm.mlir.constant(32 : index) : i64
    %8689 = llvm.mul %8681, %8688 overflow<nsw, nuw> : i64
    %8690 = llvm.add %8687, %8689 overflow<nsw, nuw> : i64
    %8691 = llvm.add %8690, %8683 overflow<nsw, nuw> : i64
    %8692 = llvm.getelementptr inbounds|nuw %8685[%8691] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8693 = llvm.load %8692 : !llvm.ptr -> f32
    %8694 = llvm.extractvalue %8656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8695 = llvm.mlir.constant(8 : index) : i64
    %8696 = llvm.mul %8679, %8695 overflow<nsw, nuw> : i64
    %8697 = llvm.add %8696, %8681 overflow<nsw, nuw> : i64
    %8698 = llvm.add %8697, %56 overflow<nsw, nuw> : i64
    %8699 = llvm.getelementptr inbounds|nuw %8694[%8698] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8700 = llvm.load %8699 : !llvm.ptr -> f32
    %8701 = llvm.fadd %8693, %8700 : f32
    %8702 = llvm.extractvalue %8656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8703 = llvm.mlir.constant(8 : index) : i64
    %8704 = llvm.mul %8679, %8703 overflow<nsw, nuw> : i64
    %8705 = llvm.add %8704, %8681 overflow<nsw, nuw> : i64
    %8706 = llvm.add %8705, %56 overflow<nsw, nuw> : i64
    %8707 = llvm.getelementptr inbounds|nuw %8702[%8706] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8701, %8707 : f32, !llvm.ptr
    %8708 = llvm.add %8683, %57 : i64
    llvm.br ^bb1238(%8708 : i64)
  ^bb1240:  // pred: ^bb1238
    %8709 = llvm.add %8681, %57 : i64
    llvm.br ^bb1236(%8709 : i64)
  ^bb1241:  // pred: ^bb1236
    %8710 = llvm.add %8679, %57 : i64
    llvm.br ^bb1234(%8710 : i64)
  ^bb1242:  // pred: ^bb1234
    %8711 = llvm.mlir.constant(8 : index) : i64
    %8712 = llvm.mlir.constant(32 : index) : i64
    %8713 = llvm.mlir.constant(1 : index) : i64
    %8714 = llvm.mlir.constant(256 : index) : i64
    %8715 = llvm.mul %8714, %4266 : i64
    %8716 = llvm.mlir.zero : !llvm.ptr
    %8717 = llvm.getelementptr %8716[%8715] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8718 = llvm.ptrtoint %8717 : !llvm.ptr to i64
    %8719 = llvm.mlir.constant(64 : index) : i64
    %8720 = llvm.add %8718, %8719 : i64
    %8721 = llvm.call @malloc(%8720) : (i64) -> !llvm.ptr
    %8722 = llvm.ptrtoint %8721 : !llvm.ptr to i64
    %8723 = llvm.mlir.constant(1 : index) : i64
    %8724 = llvm.sub %8719, %8723 : i64
    %8725 = llvm.add %8722, %8724 : i64
    %8726 = llvm.urem %8725, %8719 : i64
    %8727 = llvm.sub %8725, %8726 : i64
    %8728 = llvm.inttoptr %8727 : i64 to !llvm.ptr
    %8729 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8730 = llvm.insertvalue %8721, %8729[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8731 = llvm.insertvalue %8728, %8730[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8732 = llvm.mlir.constant(0 : index) : i64
    %8733 = llvm.insertvalue %8732, %8731[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8734 = llvm.insertvalue %4266, %8733[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8735 = llvm.insertvalue %8711, %8734[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8736 = llvm.insertvalue %8712, %8735[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8737 = llvm.insertvalue %8714, %8736[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8738 = llvm.insertvalue %8712, %8737[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8739 = llvm.insertvalue %8713, %8738[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1243(%56 : i64)
  ^bb1243(%8740: i64):  // 2 preds: ^bb1242, ^bb1250
    %8741 = llvm.icmp "slt" %8740, %4266 : i64
    llvm.cond_br %8741, ^bb1244, ^bb1251
  ^bb1244:  // pred: ^bb1243
    llvm.br ^bb1245(%56 : i64)
  ^bb1245(%8742: i64):  // 2 preds: ^bb1244, ^bb1249
    %8743 = llvm.icmp "slt" %8742, %58 : i64
    llvm.cond_br %8743, ^bb1246, ^bb1250
  ^bb1246:  // pred: ^bb1245
    llvm.br ^bb1247(%56 : i64)
  ^bb1247(%8744: i64):  // 2 preds: ^bb1246, ^bb1248
    %8745 = llvm.icmp "slt" %8744, %40 : i64
    llvm.cond_br %8745, ^bb1248, ^bb1249
  ^bb1248:  // pred: ^bb1247
    %8746 = llvm.extractvalue %8272[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8747 = llvm.mlir.constant(256 : index) : i64
    %8748 = llvm.mul %8740, %8747 overflow<nsw, nuw> : i64
    %8749 = llvm.mlir.constant(32 : index) : i64
    %8750 = llvm.mul %8742, %8749 overflow<nsw, nuw> : i64
    %8751 = llvm.add %8748, %8750 overflow<nsw, nuw> : i64
    %8752 = llvm.add %8751, %8744 overflow<nsw, nuw> : i64
    %8753 = llvm.getelementptr inbounds|nuw %8746[%8752] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8754 = llvm.load %8753 : !llvm.ptr -> f32
    %8755 = llvm.extractvalue %8656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8756 = llvm.mlir.constant(8 : index) : i64
    %8757 = llvm.mul %8740, %8756 overflow<nsw, nuw> : i64
    %8758 = llvm.add %8757, %8742 overflow<nsw, nuw> : i64
    %8759 = llvm.add %8758, %56 overflow<nsw, nuw> : i64
    %8760 = llvm.getelementptr inbounds|nuw %8755[%8759] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8761 = llvm.load %8760 : !llvm.ptr -> f32
    %8762 = llvm.extractvalue %8521[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8763 = llvm.mlir.constant(8 : index) : i64
    %8764 = llvm.mul %8740, %8763 overflow<nsw, nuw> : i64
    %8765 = llvm.add %8764, %8742 overflow<nsw, nuw> : i64
    %8766 = llvm.add %8765, %56 overflow<nsw, nuw> : i64
    %8767 = llvm.getelementptr inbounds|nuw %8762[%8766] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %8768 = llvm.load %8767 : !llvm.ptr -> f64
    %8769 = llvm.extractvalue %234[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8770 = llvm.getelementptr inbounds|nuw %8769[%8744] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8771 = llvm.load %8770 : !llvm.ptr -> f32
    %8772 = llvm.extractvalue %218[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %8773 = llvm.getelementptr inbounds|nuw %8772[%8744] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8774 = llvm.load %8773 : !llvm.ptr -> f32
    %8775 = llvm.fdiv %8768, %49 : f64
    %8776 = llvm.fptrunc %8775 : f64 to f32
    %8777 = llvm.fptrunc %50 : f64 to f32
    %8778 = llvm.fadd %8776, %8777 : f32
    %8779 = llvm.intr.sqrt(%8778) : (f32) -> f32
    %8780 = llvm.fdiv %61, %8779 : f32
    %8781 = llvm.fdiv %8761, %48 : f32
    %8782 = llvm.fsub %8754, %8781 : f32
    %8783 = llvm.fmul %8782, %8780 : f32
    %8784 = llvm.fmul %8783, %8771 : f32
    %8785 = llvm.fadd %8784, %8774 : f32
    %8786 = llvm.extractvalue %8739[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8787 = llvm.mlir.constant(256 : index) : i64
    %8788 = llvm.mul %8740, %8787 overflow<nsw, nuw> : i64
    %8789 = llvm.mlir.constant(32 : index) : i64
    %8790 = llvm.mul %8742, %8789 overflow<nsw, nuw> : i64
    %8791 = llvm.add %8788, %8790 overflow<nsw, nuw> : i64
    %8792 = llvm.add %8791, %8744 overflow<nsw, nuw> : i64
    %8793 = llvm.getelementptr inbounds|nuw %8786[%8792] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8785, %8793 : f32, !llvm.ptr
    %8794 = llvm.add %8744, %57 : i64
    llvm.br ^bb1247(%8794 : i64)
  ^bb1249:  // pred: ^bb1247
    %8795 = llvm.add %8742, %57 : i64
    llvm.br ^bb1245(%8795 : i64)
  ^bb1250:  // pred: ^bb1245
    %8796 = llvm.add %8740, %57 : i64
    llvm.br ^bb1243(%8796 : i64)
  ^bb1251:  // pred: ^bb1243
    %8797 = llvm.mlir.constant(64 : index) : i64
    %8798 = llvm.mlir.constant(1 : index) : i64
    %8799 = llvm.mul %8797, %5071 : i64
    %8800 = llvm.mlir.zero : !llvm.ptr
    %8801 = llvm.getelementptr %8800[%8799] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8802 = llvm.ptrtoint %8801 : !llvm.ptr to i64
    %8803 = llvm.mlir.constant(64 : index) : i64
    %8804 = llvm.add %8802, %8803 : i64
    %8805 = llvm.call @malloc(%8804) : (i64) -> !llvm.ptr
    %8806 = llvm.ptrtoint %8805 : !llvm.ptr to i64
    %8807 = llvm.mlir.constant(1 : index) : i64
    %8808 = llvm.sub %8803, %8807 : i64
    %8809 = llvm.add %8806, %8808 : i64
    %8810 = llvm.urem %8809, %8803 : i64
    %8811 = llvm.sub %8809, %8810 : i64
    %8812 = llvm.inttoptr %8811 : i64 to !llvm.ptr
    %8813 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8814 = llvm.insertvalue %8805, %8813[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8815 = llvm.insertvalue %8812, %8814[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8816 = llvm.mlir.constant(0 : index) : i64
    %8817 = llvm.insertvalue %8816, %8815[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8818 = llvm.insertvalue %5071, %8817[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8819 = llvm.insertvalue %8797, %8818[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8820 = llvm.insertvalue %8797, %8819[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8821 = llvm.insertvalue %8798, %8820[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8822 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8823 = llvm.extractvalue %8821[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8824 = llvm.extractvalue %8821[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8825 = llvm.insertvalue %8823, %8822[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8826 = llvm.insertvalue %8824, %8825[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8827 = llvm.mlir.constant(0 : index) : i64
    %8828 = llvm.insertvalue %8827, %8826[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8829 = llvm.insertvalue %4266, %8828[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8830 = llvm.mlir.constant(512 : index) : i64
    %8831 = llvm.insertvalue %8830, %8829[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8832 = llvm.mlir.constant(8 : index) : i64
    %8833 = llvm.insertvalue %8832, %8831[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8834 = llvm.mlir.constant(64 : index) : i64
    %8835 = llvm.insertvalue %8834, %8833[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8836 = llvm.mlir.constant(64 : index) : i64
    %8837 = llvm.insertvalue %8836, %8835[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8838 = llvm.mlir.constant(1 : index) : i64
    %8839 = llvm.insertvalue %8838, %8837[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8840 = llvm.extractvalue %8839[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8841 = llvm.mlir.constant(8 : index) : i64
    %8842 = llvm.mlir.constant(64 : index) : i64
    %8843 = llvm.mlir.constant(1 : index) : i64
    %8844 = llvm.mlir.constant(512 : index) : i64
    %8845 = llvm.mul %8844, %8840 : i64
    %8846 = llvm.mlir.zero : !llvm.ptr
    %8847 = llvm.getelementptr %8846[%8845] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8848 = llvm.ptrtoint %8847 : !llvm.ptr to i64
    %8849 = llvm.mlir.constant(64 : index) : i64
    %8850 = llvm.add %8848, %8849 : i64
    %8851 = llvm.call @malloc(%8850) : (i64) -> !llvm.ptr
    %8852 = llvm.ptrtoint %8851 : !llvm.ptr to i64
    %8853 = llvm.mlir.constant(1 : index) : i64
    %8854 = llvm.sub %8849, %8853 : i64
    %8855 = llvm.add %8852, %8854 : i64
    %8856 = llvm.urem %8855, %8849 : i64
    %8857 = llvm.sub %8855, %8856 : i64
    %8858 = llvm.inttoptr %8857 : i64 to !llvm.ptr
    %8859 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8860 = llvm.insertvalue %8851, %8859[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8861 = llvm.insertvalue %8858, %8860[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8862 = llvm.mlir.constant(0 : index) : i64
    %8863 = llvm.insertvalue %8862, %8861[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8864 = llvm.insertvalue %8840, %8863[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8865 = llvm.insertvalue %8841, %8864[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8866 = llvm.insertvalue %8842, %8865[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8867 = llvm.insertvalue %8844, %8866[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8868 = llvm.insertvalue %8842, %8867[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8869 = llvm.insertvalue %8843, %8868[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1252(%56 : i64)
  ^bb1252(%8870: i64):  // 2 preds: ^bb1251, ^bb1259
    %8871 = llvm.icmp "slt" %8870, %8840 : i64
    llvm.cond_br %8871, ^bb1253, ^bb1260
  ^bb1253:  // pred: ^bb1252
    llvm.br ^bb1254(%56 : i64)
  ^bb1254(%8872: i64):  // 2 preds: ^bb1253, ^bb1258
    %8873 = llvm.icmp "slt" %8872, %58 : i64
    llvm.cond_br %8873, ^bb1255, ^bb1259
  ^bb1255:  // pred: ^bb1254
    llvm.br ^bb1256(%56 : i64)
  ^bb1256(%8874: i64):  // 2 preds: ^bb1255, ^bb1257
    %8875 = llvm.icmp "slt" %8874, %38 : i64
    llvm.cond_br %8875, ^bb1257, ^bb1258
  ^bb1257:  // pred: ^bb1256
    %8876 = llvm.extractvalue %8869[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8877 = llvm.mlir.constant(512 : index) : i64
    %8878 = llvm.mul %8870, %8877 overflow<nsw, nuw> : i64
    %8879 = llvm.mlir.constant(64 : index) : i64
    %8880 = llvm.mul %8872, %8879 overflow<nsw, nuw> : i64
    %8881 = llvm.add %8878, %8880 overflow<nsw, nuw> : i64
    %8882 = llvm.add %8881, %8874 overflow<nsw, nuw> : i64
    %8883 = llvm.getelementptr inbounds|nuw %8876[%8882] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %8883 : f32, !llvm.ptr
    %8884 = llvm.add %8874, %57 : i64
    llvm.br ^bb1256(%8884 : i64)
  ^bb1258:  // pred: ^bb1256
    %8885 = llvm.add %8872, %57 : i64
    llvm.br ^bb1254(%8885 : i64)
  ^bb1259:  // pred: ^bb1254
    %8886 = llvm.add %8870, %57 : i64
    llvm.br ^bb1252(%8886 : i64)
  ^bb1260:  // pred: ^bb1252
    %8887 = llvm.mlir.constant(8 : index) : i64
    %8888 = llvm.mlir.constant(64 : index) : i64
    %8889 = llvm.mlir.constant(1 : index) : i64
    %8890 = llvm.mlir.constant(512 : index) : i64
    %8891 = llvm.mul %8890, %8840 : i64
    %8892 = llvm.mlir.zero : !llvm.ptr
    %8893 = llvm.getelementptr %8892[%8891] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8894 = llvm.ptrtoint %8893 : !llvm.ptr to i64
    %8895 = llvm.mlir.constant(64 : index) : i64
    %8896 = llvm.add %8894, %8895 : i64
    %8897 = llvm.call @malloc(%8896) : (i64) -> !llvm.ptr
    %8898 = llvm.ptrtoint %8897 : !llvm.ptr to i64
    %8899 = llvm.mlir.constant(1 : index) : i64
    %8900 = llvm.sub %8895, %8899 : i64
    %8901 = llvm.add %8898, %8900 : i64
    %8902 = llvm.urem %8901, %8895 : i64
    %8903 = llvm.sub %8901, %8902 : i64
    %8904 = llvm.inttoptr %8903 : i64 to !llvm.ptr
    %8905 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8906 = llvm.insertvalue %8897, %8905[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8907 = llvm.insertvalue %8904, %8906[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8908 = llvm.mlir.constant(0 : index) : i64
    %8909 = llvm.insertvalue %8908, %8907[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8910 = llvm.insertvalue %8840, %8909[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8911 = llvm.insertvalue %8887, %8910[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8912 = llvm.insertvalue %8888, %8911[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8913 = llvm.insertvalue %8890, %8912[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8914 = llvm.insertvalue %8888, %8913[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8915 = llvm.insertvalue %8889, %8914[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1261(%56 : i64)
  ^bb1261(%8916: i64):  // 2 preds: ^bb1260, ^bb1268
    %8917 = llvm.icmp "slt" %8916, %8840 : i64
    llvm.cond_br %8917, ^bb1262, ^bb1269
  ^bb1262:  // pred: ^bb1261
    llvm.br ^bb1263(%56 : i64)
  ^bb1263(%8918: i64):  // 2 preds: ^bb1262, ^bb1267
    %8919 = llvm.icmp "slt" %8918, %58 : i64
    llvm.cond_br %8919, ^bb1264, ^bb1268
  ^bb1264:  // pred: ^bb1263
    llvm.br ^bb1265(%56 : i64)
  ^bb1265(%8920: i64):  // 2 preds: ^bb1264, ^bb1266
    %8921 = llvm.icmp "slt" %8920, %38 : i64
    llvm.cond_br %8921, ^bb1266, ^bb1267
  ^bb1266:  // pred: ^bb1265
    %8922 = llvm.extractvalue %8869[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8923 = llvm.mlir.constant(512 : index) : i64
    %8924 = llvm.mul %8916, %8923 overflow<nsw, nuw> : i64
    %8925 = llvm.mlir.constant(64 : index) : i64
    %8926 = llvm.mul %8918, %8925 overflow<nsw, nuw> : i64
    %8927 = llvm.add %8924, %8926 overflow<nsw, nuw> : i64
    %8928 = llvm.add %8927, %8920 overflow<nsw, nuw> : i64
    %8929 = llvm.getelementptr inbounds|nuw %8922[%8928] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8930 = llvm.load %8929 : !llvm.ptr -> f32
    %8931 = llvm.extractvalue %8915[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8932 = llvm.mlir.constant(512 : index) : i64
    %8933 = llvm.mul %8916, %8932 overflow<nsw, nuw> : i64
    %8934 = llvm.mlir.constant(64 : index) : i64
    %8935 = llvm.mul %8918, %8934 overflow<nsw, nuw> : i64
    %8936 = llvm.add %8933, %8935 overflow<nsw, nuw> : i64
    %8937 = llvm.add %8936, %8920 overflow<nsw, nuw> : i64
    %8938 = llvm.getelementptr inbounds|nuw %8931[%8937] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8930, %8938 : f32, !llvm.ptr
    %8939 = llvm.add %8920, %57 : i64
    llvm.br ^bb1265(%8939 : i64)
  ^bb1267:  // pred: ^bb1265
    %8940 = llvm.add %8918, %57 : i64
    llvm.br ^bb1263(%8940 : i64)
  ^bb1268:  // pred: ^bb1263
    %8941 = llvm.add %8916, %57 : i64
    llvm.br ^bb1261(%8941 : i64)
  ^bb1269:  // pred: ^bb1261
    llvm.br ^bb1270(%56 : i64)
  ^bb1270(%8942: i64):  // 2 preds: ^bb1269, ^bb1280
    %8943 = llvm.icmp "slt" %8942, %4266 : i64
    llvm.cond_br %8943, ^bb1271, ^bb1281
  ^bb1271:  // pred: ^bb1270
    llvm.br ^bb1272(%56 : i64)
  ^bb1272(%8944: i64):  // 2 preds: ^bb1271, ^bb1279
    %8945 = llvm.icmp "slt" %8944, %58 : i64
    llvm.cond_br %8945, ^bb1273, ^bb1280
  ^bb1273:  // pred: ^bb1272
    llvm.br ^bb1274(%56 : i64)
  ^bb1274(%8946: i64):  // 2 preds: ^bb1273, ^bb1278
    %8947 = llvm.icmp "slt" %8946, %38 : i64
    llvm.cond_br %8947, ^bb1275, ^bb1279
  ^bb1275:  // pred: ^bb1274
    llvm.br ^bb1276(%56 : i64)
  ^bb1276(%8948: i64):  // 2 preds: ^bb1275, ^bb1277
    %8949 = llvm.icmp "slt" %8948, %40 : i64
    llvm.cond_br %8949, ^bb1277, ^bb1278
  ^bb1277:  // pred: ^bb1276
    %8950 = llvm.extractvalue %8739[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8951 = llvm.mlir.constant(256 : index) : i64
    %8952 = llvm.mul %8942, %8951 overflow<nsw, nuw> : i64
    %8953 = llvm.mlir.constant(32 : index) : i64
    %8954 = llvm.mul %8944, %8953 overflow<nsw, nuw> : i64
    %8955 = llvm.add %8952, %8954 overflow<nsw, nuw> : i64
    %8956 = llvm.add %8955, %8948 overflow<nsw, nuw> : i64
    %8957 = llvm.getelementptr inbounds|nuw %8950[%8956] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8958 = llvm.load %8957 : !llvm.ptr -> f32
    %8959 = llvm.extractvalue %202[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8960 = llvm.mlir.constant(32 : index) : i64
    %8961 = llvm.mul %8946, %8960 overflow<nsw, nuw> : i64
    %8962 = llvm.add %8961, %8948 overflow<nsw, nuw> : i64
    %8963 = llvm.getelementptr inbounds|nuw %8959[%8962] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8964 = llvm.load %8963 : !llvm.ptr -> f32
    %8965 = llvm.extractvalue %8915[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8966 = llvm.mlir.constant(512 : index) : i64
    %8967 = llvm.mul %8942, %8966 overflow<nsw, nuw> : i64
    %8968 = llvm.mlir.constant(64 : index) : i64
    %8969 = llvm.mul %8944, %8968 overflow<nsw, nuw> : i64
    %8970 = llvm.add %8967, %8969 overflow<nsw, nuw> : i64
    %8971 = llvm.add %8970, %8946 overflow<nsw, nuw> : i64
    %8972 = llvm.getelementptr inbounds|nuw %8965[%8971] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8973 = llvm.load %8972 : !llvm.ptr -> f32
    %8974 = llvm.fmul %8958, %8964 : f32
    %8975 = llvm.fadd %8973, %8974 : f32
    %8976 = llvm.extractvalue %8915[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %8977 = llvm.mlir.constant(512 : index) : i64
    %8978 = llvm.mul %8942, %8977 overflow<nsw, nuw> : i64
    %8979 = llvm.mlir.constant(64 : index) : i64
    %8980 = llvm.mul %8944, %8979 overflow<nsw, nuw> : i64
    %8981 = llvm.add %8978, %8980 overflow<nsw, nuw> : i64
    %8982 = llvm.add %8981, %8946 overflow<nsw, nuw> : i64
    %8983 = llvm.getelementptr inbounds|nuw %8976[%8982] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %8975, %8983 : f32, !llvm.ptr
    %8984 = llvm.add %8948, %57 : i64
    llvm.br ^bb1276(%8984 : i64)
  ^bb1278:  // pred: ^bb1276
    %8985 = llvm.add %8946, %57 : i64
    llvm.br ^bb1274(%8985 : i64)
  ^bb1279:  // pred: ^bb1274
    %8986 = llvm.add %8944, %57 : i64
    llvm.br ^bb1272(%8986 : i64)
  ^bb1280:  // pred: ^bb1272
    %8987 = llvm.add %8942, %57 : i64
    llvm.br ^bb1270(%8987 : i64)
  ^bb1281:  // pred: ^bb1270
    %8988 = llvm.mlir.constant(8 : index) : i64
    %8989 = llvm.mlir.constant(64 : index) : i64
    %8990 = llvm.mlir.constant(1 : index) : i64
    %8991 = llvm.mlir.constant(512 : index) : i64
    %8992 = llvm.mul %8991, %4266 : i64
    %8993 = llvm.mlir.zero : !llvm.ptr
    %8994 = llvm.getelementptr %8993[%8992] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %8995 = llvm.ptrtoint %8994 : !llvm.ptr to i64
    %8996 = llvm.mlir.constant(64 : index) : i64
    %8997 = llvm.add %8995, %8996 : i64
    %8998 = llvm.call @malloc(%8997) : (i64) -> !llvm.ptr
    %8999 = llvm.ptrtoint %8998 : !llvm.ptr to i64
    %9000 = llvm.mlir.constant(1 : index) : i64
    %9001 = llvm.sub %8996, %9000 : i64
    %9002 = llvm.add %8999, %9001 : i64
    %9003 = llvm.urem %9002, %8996 : i64
    %9004 = llvm.sub %9002, %9003 : i64
    %9005 = llvm.inttoptr %9004 : i64 to !llvm.ptr
    %9006 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9007 = llvm.insertvalue %8998, %9006[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9008 = llvm.insertvalue %9005, %9007[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9009 = llvm.mlir.constant(0 : index) : i64
    %9010 = llvm.insertvalue %9009, %9008[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9011 = llvm.insertvalue %4266, %9010[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9012 = llvm.insertvalue %8988, %9011[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9013 = llvm.insertvalue %8989, %9012[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9014 = llvm.insertvalue %8991, %9013[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9015 = llvm.insertvalue %8989, %9014[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9016 = llvm.insertvalue %8990, %9015[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1282(%56 : i64)
  ^bb1282(%9017: i64):  // 2 preds: ^bb1281, ^bb1289
    %9018 = llvm.icmp "slt" %9017, %8840 : i64
    llvm.cond_br %9018, ^bb1283, ^bb1290
  ^bb1283:  // pred: ^bb1282
    llvm.br ^bb1284(%56 : i64)
  ^bb1284(%9019: i64):  // 2 preds: ^bb1283, ^bb1288
    %9020 = llvm.icmp "slt" %9019, %58 : i64
    llvm.cond_br %9020, ^bb1285, ^bb1289
  ^bb1285:  // pred: ^bb1284
    llvm.br ^bb1286(%56 : i64)
  ^bb1286(%9021: i64):  // 2 preds: ^bb1285, ^bb1287
    %9022 = llvm.icmp "slt" %9021, %38 : i64
    llvm.cond_br %9022, ^bb1287, ^bb1288
  ^bb1287:  // pred: ^bb1286
    %9023 = llvm.extractvalue %8915[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9024 = llvm.mlir.constant(512 : index) : i64
    %9025 = llvm.mul %9017, %9024 overflow<nsw, nuw> : i64
    %9026 = llvm.mlir.constant(64 : index) : i64
    %9027 = llvm.mul %9019, %9026 overflow<nsw, nuw> : i64
    %9028 = llvm.add %9025, %9027 overflow<nsw, nuw> : i64
    %9029 = llvm.add %9028, %9021 overflow<nsw, nuw> : i64
    %9030 = llvm.getelementptr inbounds|nuw %9023[%9029] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9031 = llvm.load %9030 : !llvm.ptr -> f32
    %9032 = llvm.extractvalue %182[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9033 = llvm.getelementptr inbounds|nuw %9032[%9021] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9034 = llvm.load %9033 : !llvm.ptr -> f32
    %9035 = llvm.fadd %9031, %9034 : f32
    %9036 = llvm.fdiv %9035, %44 : f32
    %9037 = llvm.fcmp "olt" %9036, %53 : f32
    %9038 = llvm.fneg %9036 : f32
    %9039 = llvm.select %9037, %9038, %9036 : i1, f32
    %9040 = llvm.fcmp "olt" %9039, %12 : f32
    %9041 = llvm.select %9040, %37, %33 : i1, f32
    %9042 = llvm.select %9040, %24, %20 : i1, f32
    %9043 = llvm.select %9040, %36, %32 : i1, f32
    %9044 = llvm.select %9040, %23, %19 : i1, f32
    %9045 = llvm.select %9040, %35, %31 : i1, f32
    %9046 = llvm.select %9040, %22, %18 : i1, f32
    %9047 = llvm.select %9040, %34, %30 : i1, f32
    %9048 = llvm.select %9040, %21, %17 : i1, f32
    %9049 = llvm.fcmp "olt" %9039, %11 : f32
    %9050 = llvm.select %9049, %53, %29 : i1, f32
    %9051 = llvm.select %9049, %9041, %28 : i1, f32
    %9052 = llvm.select %9049, %9042, %16 : i1, f32
    %9053 = llvm.select %9049, %9043, %27 : i1, f32
    %9054 = llvm.select %9049, %9044, %15 : i1, f32
    %9055 = llvm.select %9049, %9045, %26 : i1, f32
    %9056 = llvm.select %9049, %9046, %14 : i1, f32
    %9057 = llvm.select %9049, %9047, %25 : i1, f32
    %9058 = llvm.select %9049, %9048, %13 : i1, f32
    %9059 = llvm.select %9049, %53, %61 : i1, f32
    %9060 = llvm.fcmp "ult" %9039, %10 : f32
    %9061 = llvm.fmul %9039, %9057 : f32
    %9062 = llvm.fadd %9061, %9055 : f32
    %9063 = llvm.fmul %9039, %9062 : f32
    %9064 = llvm.fadd %9063, %9053 : f32
    %9065 = llvm.fmul %9039, %9064 : f32
    %9066 = llvm.fadd %9065, %9051 : f32
    %9067 = llvm.fmul %9039, %9066 : f32
    %9068 = llvm.fadd %9067, %9050 : f32
    %9069 = llvm.fmul %9039, %9058 : f32
    %9070 = llvm.fadd %9069, %9056 : f32
    %9071 = llvm.fmul %9039, %9070 : f32
    %9072 = llvm.fadd %9071, %9054 : f32
    %9073 = llvm.fmul %9039, %9072 : f32
    %9074 = llvm.fadd %9073, %9052 : f32
    %9075 = llvm.fmul %9039, %9074 : f32
    %9076 = llvm.fadd %9075, %61 : f32
    %9077 = llvm.fdiv %9068, %9076 : f32
    %9078 = llvm.fadd %9059, %9077 : f32
    %9079 = llvm.select %9060, %9078, %61 : i1, f32
    %9080 = llvm.fneg %9079 : f32
    %9081 = llvm.select %9037, %9080, %9079 : i1, f32
    %9082 = llvm.fadd %9081, %61 : f32
    %9083 = llvm.fmul %9082, %62 : f32
    %9084 = llvm.fmul %9035, %9083 : f32
    %9085 = llvm.extractvalue %9016[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9086 = llvm.mlir.constant(512 : index) : i64
    %9087 = llvm.mul %9017, %9086 overflow<nsw, nuw> : i64
    %9088 = llvm.mlir.constant(64 : index) : i64
    %9089 = llvm.mul %9019, %9088 overflow<nsw, nuw> : i64
    %9090 = llvm.add %9087, %9089 overflow<nsw, nuw> : i64
    %9091 = llvm.add %9090, %9021 overflow<nsw, nuw> : i64
    %9092 = llvm.getelementptr inbounds|nuw %9085[%9091] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9084, %9092 : f32, !llvm.ptr
    %9093 = llvm.add %9021, %57 : i64
    llvm.br ^bb1286(%9093 : i64)
  ^bb1288:  // pred: ^bb1286
    %9094 = llvm.add %9019, %57 : i64
    llvm.br ^bb1284(%9094 : i64)
  ^bb1289:  // pred: ^bb1284
    %9095 = llvm.add %9017, %57 : i64
    llvm.br ^bb1282(%9095 : i64)
  ^bb1290:  // pred: ^bb1282
    %9096 = llvm.mlir.constant(32 : index) : i64
    %9097 = llvm.mlir.constant(1 : index) : i64
    %9098 = llvm.mul %9096, %5371 : i64
    %9099 = llvm.mlir.zero : !llvm.ptr
    %9100 = llvm.getelementptr %9099[%9098] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9101 = llvm.ptrtoint %9100 : !llvm.ptr to i64
    %9102 = llvm.mlir.constant(64 : index) : i64
    %9103 = llvm.add %9101, %9102 : i64
    %9104 = llvm.call @malloc(%9103) : (i64) -> !llvm.ptr
    %9105 = llvm.ptrtoint %9104 : !llvm.ptr to i64
    %9106 = llvm.mlir.constant(1 : index) : i64
    %9107 = llvm.sub %9102, %9106 : i64
    %9108 = llvm.add %9105, %9107 : i64
    %9109 = llvm.urem %9108, %9102 : i64
    %9110 = llvm.sub %9108, %9109 : i64
    %9111 = llvm.inttoptr %9110 : i64 to !llvm.ptr
    %9112 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9113 = llvm.insertvalue %9104, %9112[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9114 = llvm.insertvalue %9111, %9113[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9115 = llvm.mlir.constant(0 : index) : i64
    %9116 = llvm.insertvalue %9115, %9114[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9117 = llvm.insertvalue %5371, %9116[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9118 = llvm.insertvalue %9096, %9117[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9119 = llvm.insertvalue %9096, %9118[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9120 = llvm.insertvalue %9097, %9119[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9121 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9122 = llvm.extractvalue %9120[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9123 = llvm.extractvalue %9120[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9124 = llvm.insertvalue %9122, %9121[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9125 = llvm.insertvalue %9123, %9124[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9126 = llvm.mlir.constant(0 : index) : i64
    %9127 = llvm.insertvalue %9126, %9125[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9128 = llvm.insertvalue %4266, %9127[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9129 = llvm.mlir.constant(256 : index) : i64
    %9130 = llvm.insertvalue %9129, %9128[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9131 = llvm.mlir.constant(8 : index) : i64
    %9132 = llvm.insertvalue %9131, %9130[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9133 = llvm.mlir.constant(32 : index) : i64
    %9134 = llvm.insertvalue %9133, %9132[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9135 = llvm.mlir.constant(32 : index) : i64
    %9136 = llvm.insertvalue %9135, %9134[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9137 = llvm.mlir.constant(1 : index) : i64
    %9138 = llvm.insertvalue %9137, %9136[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9139 = llvm.extractvalue %9138[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9140 = llvm.mlir.constant(8 : index) : i64
    %9141 = llvm.mlir.constant(32 : index) : i64
    %9142 = llvm.mlir.constant(1 : index) : i64
    %9143 = llvm.mlir.constant(256 : index) : i64
    %9144 = llvm.mul %9143, %9139 : i64
    %9145 = llvm.mlir.zero : !llvm.ptr
    %9146 = llvm.getelementptr %9145[%9144] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9147 = llvm.ptrtoint %9146 : !llvm.ptr to i64
    %9148 = llvm.mlir.constant(64 : index) : i64
    %9149 = llvm.add %9147, %9148 : i64
    %9150 = llvm.call @malloc(%9149) : (i64) -> !llvm.ptr
    %9151 = llvm.ptrtoint %9150 : !llvm.ptr to i64
    %9152 = llvm.mlir.constant(1 : index) : i64
    %9153 = llvm.sub %9148, %9152 : i64
    %9154 = llvm.add %9151, %9153 : i64
    %9155 = llvm.urem %9154, %9148 : i64
    %9156 = llvm.sub %9154, %9155 : i64
    %9157 = llvm.inttoptr %9156 : i64 to !llvm.ptr
    %9158 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9159 = llvm.insertvalue %9150, %9158[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9160 = llvm.insertvalue %9157, %9159[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9161 = llvm.mlir.constant(0 : index) : i64
    %9162 = llvm.insertvalue %9161, %9160[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9163 = llvm.insertvalue %9139, %9162[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9164 = llvm.insertvalue %9140, %9163[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9165 = llvm.insertvalue %9141, %9164[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9166 = llvm.insertvalue %9143, %9165[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9167 = llvm.insertvalue %9141, %9166[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9168 = llvm.insertvalue %9142, %9167[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1291(%56 : i64)
  ^bb1291(%9169: i64):  // 2 preds: ^bb1290, ^bb1298
    %9170 = llvm.icmp "slt" %9169, %9139 : i64
    llvm.cond_br %9170, ^bb1292, ^bb1299
  ^bb1292:  // pred: ^bb1291
    llvm.br ^bb1293(%56 : i64)
  ^bb1293(%9171: i64):  // 2 preds: ^bb1292, ^bb1297
    %9172 = llvm.icmp "slt" %9171, %58 : i64
    llvm.cond_br %9172, ^bb1294, ^bb1298
  ^bb1294:  // pred: ^bb1293
    llvm.br ^bb1295(%56 : i64)
  ^bb1295(%9173: i64):  // 2 preds: ^bb1294, ^bb1296
    %9174 = llvm.icmp "slt" %9173, %40 : i64
    llvm.cond_br %9174, ^bb1296, ^bb1297
  ^bb1296:  // pred: ^bb1295
    %9175 = llvm.extractvalue %9168[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9176 = llvm.mlir.constant(256 : index) : i64
    %9177 = llvm.mul %9169, %9176 overflow<nsw, nuw> : i64
    %9178 = llvm.mlir.constant(32 : index) : i64
    %9179 = llvm.mul %9171, %9178 overflow<nsw, nuw> : i64
    %9180 = llvm.add %9177, %9179 overflow<nsw, nuw> : i64
    %9181 = llvm.add %9180, %9173 overflow<nsw, nuw> : i64
    %9182 = llvm.getelementptr inbounds|nuw %9175[%9181] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %9182 : f32, !llvm.ptr
    %9183 = llvm.add %9173, %57 : i64
    llvm.br ^bb1295(%9183 : i64)
  ^bb1297:  // pred: ^bb1295
    %9184 = llvm.add %9171, %57 : i64
    llvm.br ^bb1293(%9184 : i64)
  ^bb1298:  // pred: ^bb1293
    %9185 = llvm.add %9169, %57 : i64
    llvm.br ^bb1291(%9185 : i64)
  ^bb1299:  // pred: ^bb1291
    %9186 = llvm.mlir.constant(8 : index) : i64
    %9187 = llvm.mlir.constant(32 : index) : i64
    %9188 = llvm.mlir.constant(1 : index) : i64
    %9189 = llvm.mlir.constant(256 : index) : i64
    %9190 = llvm.mul %9189, %9139 : i64
    %9191 = llvm.mlir.zero : !llvm.ptr
    %9192 = llvm.getelementptr %9191[%9190] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9193 = llvm.ptrtoint %9192 : !llvm.ptr to i64
    %9194 = llvm.mlir.constant(64 : index) : i64
    %9195 = llvm.add %9193, %9194 : i64
    %9196 = llvm.call @malloc(%9195) : (i64) -> !llvm.ptr
    %9197 = llvm.ptrtoint %9196 : !llvm.ptr to i64
    %9198 = llvm.mlir.constant(1 : index) : i64
    %9199 = llvm.sub %9194, %9198 : i64
    %9200 = llvm.add %9197, %9199 : i64
    %9201 = llvm.urem %9200, %9194 : i64
    %9202 = llvm.sub %9200, %9201 : i64
    %9203 = llvm.inttoptr %9202 : i64 to !llvm.ptr
    %9204 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9205 = llvm.insertvalue %9196, %9204[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9206 = llvm.insertvalue %9203, %9205[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9207 = llvm.mlir.constant(0 : index) : i64
    %9208 = llvm.insertvalue %9207, %9206[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9209 = llvm.insertvalue %9139, %9208[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9210 = llvm.insertvalue %9186, %9209[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9211 = llvm.insertvalue %9187, %9210[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9212 = llvm.insertvalue %9189, %9211[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9213 = llvm.insertvalue %9187, %9212[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9214 = llvm.insertvalue %9188, %9213[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1300(%56 : i64)
  ^bb1300(%9215: i64):  // 2 preds: ^bb1299, ^bb1307
    %9216 = llvm.icmp "slt" %9215, %9139 : i64
    llvm.cond_br %9216, ^bb1301, ^bb1308
  ^bb1301:  // pred: ^bb1300
    llvm.br ^bb1302(%56 : i64)
  ^bb1302(%9217: i64):  // 2 preds: ^bb1301, ^bb1306
    %9218 = llvm.icmp "slt" %9217, %58 : i64
    llvm.cond_br %9218, ^bb1303, ^bb1307
  ^bb1303:  // pred: ^bb1302
    llvm.br ^bb1304(%56 : i64)
  ^bb1304(%9219: i64):  // 2 preds: ^bb1303, ^bb1305
    %9220 = llvm.icmp "slt" %9219, %40 : i64
    llvm.cond_br %9220, ^bb1305, ^bb1306
  ^bb1305:  // pred: ^bb1304
    %9221 = llvm.extractvalue %9168[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9222 = llvm.mlir.constant(256 : index) : i64
    %9223 = llvm.mul %9215, %9222 overflow<nsw, nuw> : i64
    %9224 = llvm.mlir.constant(32 : index) : i64
    %9225 = llvm.mul %9217, %9224 overflow<nsw, nuw> : i64
    %9226 = llvm.add %9223, %9225 overflow<nsw, nuw> : i64
    %9227 = llvm.add %9226, %9219 overflow<nsw, nuw> : i64
    %9228 = llvm.getelementptr inbounds|nuw %9221[%9227] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9229 = llvm.load %9228 : !llvm.ptr -> f32
    %9230 = llvm.extractvalue %9214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9231 = llvm.mlir.constant(256 : index) : i64
    %9232 = llvm.mul %9215, %9231 overflow<nsw, nuw> : i64
    %9233 = llvm.mlir.constant(32 : index) : i64
    %9234 = llvm.mul %9217, %9233 overflow<nsw, nuw> : i64
    %9235 = llvm.add %9232, %9234 overflow<nsw, nuw> : i64
    %9236 = llvm.add %9235, %9219 overflow<nsw, nuw> : i64
    %9237 = llvm.getelementptr inbounds|nuw %9230[%9236] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9229, %9237 : f32, !llvm.ptr
    %9238 = llvm.add %9219, %57 : i64
    llvm.br ^bb1304(%9238 : i64)
  ^bb1306:  // pred: ^bb1304
    %9239 = llvm.add %9217, %57 : i64
    llvm.br ^bb1302(%9239 : i64)
  ^bb1307:  // pred: ^bb1302
    %9240 = llvm.add %9215, %57 : i64
    llvm.br ^bb1300(%9240 : i64)
  ^bb1308:  // pred: ^bb1300
    llvm.br ^bb1309(%56 : i64)
  ^bb1309(%9241: i64):  // 2 preds: ^bb1308, ^bb1319
    %9242 = llvm.icmp "slt" %9241, %4266 : i64
    llvm.cond_br %9242, ^bb1310, ^bb1320
  ^bb1310:  // pred: ^bb1309
    llvm.br ^bb1311(%56 : i64)
  ^bb1311(%9243: i64):  // 2 preds: ^bb1310, ^bb1318
    %9244 = llvm.icmp "slt" %9243, %58 : i64
    llvm.cond_br %9244, ^bb1312, ^bb1319
  ^bb1312:  // pred: ^bb1311
    llvm.br ^bb1313(%56 : i64)
  ^bb1313(%9245: i64):  // 2 preds: ^bb1312, ^bb1317
    %9246 = llvm.icmp "slt" %9245, %40 : i64
    llvm.cond_br %9246, ^bb1314, ^bb1318
  ^bb1314:  // pred: ^bb1313
    llvm.br ^bb1315(%56 : i64)
  ^bb1315(%9247: i64):  // 2 preds: ^bb1314, ^bb1316
    %9248 = llvm.icmp "slt" %9247, %38 : i64
    llvm.cond_br %9248, ^bb1316, ^bb1317
  ^bb1316:  // pred: ^bb1315
    %9249 = llvm.extractvalue %9016[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9250 = llvm.mlir.constant(512 : index) : i64
    %9251 = llvm.mul %9241, %9250 overflow<nsw, nuw> : i64
    %9252 = llvm.mlir.constant(64 : index) : i64
    %9253 = llvm.mul %9243, %9252 overflow<nsw, nuw> : i64
    %9254 = llvm.add %9251, %9253 overflow<nsw, nuw> : i64
    %9255 = llvm.add %9254, %9247 overflow<nsw, nuw> : i64
    %9256 = llvm.getelementptr inbounds|nuw %9249[%9255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9257 = llvm.load %9256 : !llvm.ptr -> f32
    %9258 = llvm.extractvalue %166[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9259 = llvm.mlir.constant(64 : index) : i64
    %9260 = llvm.mul %9245, %9259 overflow<nsw, nuw> : i64
    %9261 = llvm.add %9260, %9247 overflow<nsw, nuw> : i64
    %9262 = llvm.getelementptr inbounds|nuw %9258[%9261] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9263 = llvm.load %9262 : !llvm.ptr -> f32
    %9264 = llvm.extractvalue %9214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9265 = llvm.mlir.constant(256 : index) : i64
    %9266 = llvm.mul %9241, %9265 overflow<nsw, nuw> : i64
    %9267 = llvm.mlir.constant(32 : index) : i64
    %9268 = llvm.mul %9243, %9267 overflow<nsw, nuw> : i64
    %9269 = llvm.add %9266, %9268 overflow<nsw, nuw> : i64
    %9270 = llvm.add %9269, %9245 overflow<nsw, nuw> : i64
    %9271 = llvm.getelementptr inbounds|nuw %9264[%9270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9272 = llvm.load %9271 : !llvm.ptr -> f32
    %9273 = llvm.fmul %9257, %9263 : f32
    %9274 = llvm.fadd %9272, %9273 : f32
    %9275 = llvm.extractvalue %9214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9276 = llvm.mlir.constant(256 : index) : i64
    %9277 = llvm.mul %9241, %9276 overflow<nsw, nuw> : i64
    %9278 = llvm.mlir.constant(32 : index) : i64
    %9279 = llvm.mul %9243, %9278 overflow<nsw, nuw> : i64
    %9280 = llvm.add %9277, %9279 overflow<nsw, nuw> : i64
    %9281 = llvm.add %9280, %9245 overflow<nsw, nuw> : i64
    %9282 = llvm.getelementptr inbounds|nuw %9275[%9281] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9274, %9282 : f32, !llvm.ptr
    %9283 = llvm.add %9247, %57 : i64
    llvm.br ^bb1315(%9283 : i64)
  ^bb1317:  // pred: ^bb1315
    %9284 = llvm.add %9245, %57 : i64
    llvm.br ^bb1313(%9284 : i64)
  ^bb1318:  // pred: ^bb1313
    %9285 = llvm.add %9243, %57 : i64
    llvm.br ^bb1311(%9285 : i64)
  ^bb1319:  // pred: ^bb1311
    %9286 = llvm.add %9241, %57 : i64
    llvm.br ^bb1309(%9286 : i64)
  ^bb1320:  // pred: ^bb1309
    %9287 = llvm.mlir.constant(8 : index) : i64
    %9288 = llvm.mlir.constant(32 : index) : i64
    %9289 = llvm.mlir.constant(1 : index) : i64
    %9290 = llvm.mlir.constant(256 : index) : i64
    %9291 = llvm.mul %9290, %4266 : i64
    %9292 = llvm.mlir.zero : !llvm.ptr
    %9293 = llvm.getelementptr %9292[%9291] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9294 = llvm.ptrtoint %9293 : !llvm.ptr to i64
    %9295 = llvm.mlir.constant(64 : index) : i64
    %9296 = llvm.add %9294, %9295 : i64
    %9297 = llvm.call @malloc(%9296) : (i64) -> !llvm.ptr
    %9298 = llvm.ptrtoint %9297 : !llvm.ptr to i64
    %9299 = llvm.mlir.constant(1 : index) : i64
    %9300 = llvm.sub %9295, %9299 : i64
    %9301 = llvm.add %9298, %9300 : i64
    %9302 = llvm.urem %9301, %9295 : i64
    %9303 = llvm.sub %9301, %9302 : i64
    %9304 = llvm.inttoptr %9303 : i64 to !llvm.ptr
    %9305 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9306 = llvm.insertvalue %9297, %9305[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9307 = llvm.insertvalue %9304, %9306[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9308 = llvm.mlir.constant(0 : index) : i64
    %9309 = llvm.insertvalue %9308, %9307[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9310 = llvm.insertvalue %4266, %9309[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9311 = llvm.insertvalue %9287, %9310[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9312 = llvm.insertvalue %9288, %9311[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9313 = llvm.insertvalue %9290, %9312[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9314 = llvm.insertvalue %9288, %9313[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9315 = llvm.insertvalue %9289, %9314[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1321(%56 : i64)
  ^bb1321(%9316: i64):  // 2 preds: ^bb1320, ^bb1328
    %9317 = llvm.icmp "slt" %9316, %9139 : i64
    llvm.cond_br %9317, ^bb1322, ^bb1329
  ^bb1322:  // pred: ^bb1321
    llvm.br ^bb1323(%56 : i64)
  ^bb1323(%9318: i64):  // 2 preds: ^bb1322, ^bb1327
    %9319 = llvm.icmp "slt" %9318, %58 : i64
    llvm.cond_br %9319, ^bb1324, ^bb1328
  ^bb1324:  // pred: ^bb1323
    llvm.br ^bb1325(%56 : i64)
  ^bb1325(%9320: i64):  // 2 preds: ^bb1324, ^bb1326
    %9321 = llvm.icmp "slt" %9320, %40 : i64
    llvm.cond_br %9321, ^bb1326, ^bb1327
  ^bb1326:  // pred: ^bb1325
    %9322 = llvm.extractvalue %9214[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9323 = llvm.mlir.constant(256 : index) : i64
    %9324 = llvm.mul %9316, %9323 overflow<nsw, nuw> : i64
    %9325 = llvm.mlir.constant(32 : index) : i64
    %9326 = llvm.mul %9318, %9325 overflow<nsw, nuw> : i64
    %9327 = llvm.add %9324, %9326 overflow<nsw, nuw> : i64
    %9328 = llvm.add %9327, %9320 overflow<nsw, nuw> : i64
    %9329 = llvm.getelementptr inbounds|nuw %9322[%9328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9330 = llvm.load %9329 : !llvm.ptr -> f32
    %9331 = llvm.extractvalue %146[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9332 = llvm.getelementptr inbounds|nuw %9331[%9320] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9333 = llvm.load %9332 : !llvm.ptr -> f32
    %9334 = llvm.extractvalue %8739[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9335 = llvm.mlir.constant(256 : index) : i64
    %9336 = llvm.mul %9316, %9335 overflow<nsw, nuw> : i64
    %9337 = llvm.mlir.constant(32 : index) : i64
    %9338 = llvm.mul %9318, %9337 overflow<nsw, nuw> : i64
    %9339 = llvm.add %9336, %9338 overflow<nsw, nuw> : i64
    %9340 = llvm.add %9339, %9320 overflow<nsw, nuw> : i64
    %9341 = llvm.getelementptr inbounds|nuw %9334[%9340] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9342 = llvm.load %9341 : !llvm.ptr -> f32
    %9343 = llvm.fadd %9330, %9333 : f32
    %9344 = llvm.fadd %9343, %9342 : f32
    %9345 = llvm.extractvalue %9315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9346 = llvm.mlir.constant(256 : index) : i64
    %9347 = llvm.mul %9316, %9346 overflow<nsw, nuw> : i64
    %9348 = llvm.mlir.constant(32 : index) : i64
    %9349 = llvm.mul %9318, %9348 overflow<nsw, nuw> : i64
    %9350 = llvm.add %9347, %9349 overflow<nsw, nuw> : i64
    %9351 = llvm.add %9350, %9320 overflow<nsw, nuw> : i64
    %9352 = llvm.getelementptr inbounds|nuw %9345[%9351] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9344, %9352 : f32, !llvm.ptr
    %9353 = llvm.add %9320, %57 : i64
    llvm.br ^bb1325(%9353 : i64)
  ^bb1327:  // pred: ^bb1325
    %9354 = llvm.add %9318, %57 : i64
    llvm.br ^bb1323(%9354 : i64)
  ^bb1328:  // pred: ^bb1323
    %9355 = llvm.add %9316, %57 : i64
    llvm.br ^bb1321(%9355 : i64)
  ^bb1329:  // pred: ^bb1321
    %9356 = llvm.mlir.constant(8 : index) : i64
    %9357 = llvm.mlir.constant(32 : index) : i64
    %9358 = llvm.mlir.constant(1 : index) : i64
    %9359 = llvm.mlir.constant(256 : index) : i64
    %9360 = llvm.mul %9359, %4266 : i64
    %9361 = llvm.mlir.zero : !llvm.ptr
    %9362 = llvm.getelementptr %9361[%9360] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9363 = llvm.ptrtoint %9362 : !llvm.ptr to i64
    %9364 = llvm.mlir.constant(64 : index) : i64
    %9365 = llvm.add %9363, %9364 : i64
    %9366 = llvm.call @malloc(%9365) : (i64) -> !llvm.ptr
    %9367 = llvm.ptrtoint %9366 : !llvm.ptr to i64
    %9368 = llvm.mlir.constant(1 : index) : i64
    %9369 = llvm.sub %9364, %9368 : i64
    %9370 = llvm.add %9367, %9369 : i64
    %9371 = llvm.urem %9370, %9364 : i64
    %9372 = llvm.sub %9370, %9371 : i64
    %9373 = llvm.inttoptr %9372 : i64 to !llvm.ptr
    %9374 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9375 = llvm.insertvalue %9366, %9374[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9376 = llvm.insertvalue %9373, %9375[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9377 = llvm.mlir.constant(0 : index) : i64
    %9378 = llvm.insertvalue %9377, %9376[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9379 = llvm.insertvalue %4266, %9378[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9380 = llvm.insertvalue %9356, %9379[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9381 = llvm.insertvalue %9357, %9380[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9382 = llvm.insertvalue %9359, %9381[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9383 = llvm.insertvalue %9357, %9382[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9384 = llvm.insertvalue %9358, %9383[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1330(%56 : i64)
  ^bb1330(%9385: i64):  // 2 preds: ^bb1329, ^bb1337
    %9386 = llvm.icmp "slt" %9385, %4266 : i64
    llvm.cond_br %9386, ^bb1331, ^bb1338
  ^bb1331:  // pred: ^bb1330
    llvm.br ^bb1332(%56 : i64)
  ^bb1332(%9387: i64):  // 2 preds: ^bb1331, ^bb1336
    %9388 = llvm.icmp "slt" %9387, %58 : i64
    llvm.cond_br %9388, ^bb1333, ^bb1337
  ^bb1333:  // pred: ^bb1332
    llvm.br ^bb1334(%56 : i64)
  ^bb1334(%9389: i64):  // 2 preds: ^bb1333, ^bb1335
    %9390 = llvm.icmp "slt" %9389, %40 : i64
    llvm.cond_br %9390, ^bb1335, ^bb1336
  ^bb1335:  // pred: ^bb1334
    %9391 = llvm.extractvalue %9315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9392 = llvm.mlir.constant(256 : index) : i64
    %9393 = llvm.mul %9385, %9392 overflow<nsw, nuw> : i64
    %9394 = llvm.mlir.constant(32 : index) : i64
    %9395 = llvm.mul %9387, %9394 overflow<nsw, nuw> : i64
    %9396 = llvm.add %9393, %9395 overflow<nsw, nuw> : i64
    %9397 = llvm.add %9396, %9389 overflow<nsw, nuw> : i64
    %9398 = llvm.getelementptr inbounds|nuw %9391[%9397] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9399 = llvm.load %9398 : !llvm.ptr -> f32
    %9400 = llvm.fpext %9399 : f32 to f64
    %9401 = llvm.extractvalue %9384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9402 = llvm.mlir.constant(256 : index) : i64
    %9403 = llvm.mul %9385, %9402 overflow<nsw, nuw> : i64
    %9404 = llvm.mlir.constant(32 : index) : i64
    %9405 = llvm.mul %9387, %9404 overflow<nsw, nuw> : i64
    %9406 = llvm.add %9403, %9405 overflow<nsw, nuw> : i64
    %9407 = llvm.add %9406, %9389 overflow<nsw, nuw> : i64
    %9408 = llvm.getelementptr inbounds|nuw %9401[%9407] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %9400, %9408 : f64, !llvm.ptr
    %9409 = llvm.add %9389, %57 : i64
    llvm.br ^bb1334(%9409 : i64)
  ^bb1336:  // pred: ^bb1334
    %9410 = llvm.add %9387, %57 : i64
    llvm.br ^bb1332(%9410 : i64)
  ^bb1337:  // pred: ^bb1332
    %9411 = llvm.add %9385, %57 : i64
    llvm.br ^bb1330(%9411 : i64)
  ^bb1338:  // pred: ^bb1330
    %9412 = llvm.mlir.constant(8 : index) : i64
    %9413 = llvm.mlir.constant(1 : index) : i64
    %9414 = llvm.mlir.constant(1 : index) : i64
    %9415 = llvm.mul %9412, %4266 : i64
    %9416 = llvm.mlir.zero : !llvm.ptr
    %9417 = llvm.getelementptr %9416[%9415] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9418 = llvm.ptrtoint %9417 : !llvm.ptr to i64
    %9419 = llvm.mlir.constant(64 : index) : i64
    %9420 = llvm.add %9418, %9419 : i64
    %9421 = llvm.call @malloc(%9420) : (i64) -> !llvm.ptr
    %9422 = llvm.ptrtoint %9421 : !llvm.ptr to i64
    %9423 = llvm.mlir.constant(1 : index) : i64
    %9424 = llvm.sub %9419, %9423 : i64
    %9425 = llvm.add %9422, %9424 : i64
    %9426 = llvm.urem %9425, %9419 : i64
    %9427 = llvm.sub %9425, %9426 : i64
    %9428 = llvm.inttoptr %9427 : i64 to !llvm.ptr
    %9429 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9430 = llvm.insertvalue %9421, %9429[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9431 = llvm.insertvalue %9428, %9430[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9432 = llvm.mlir.constant(0 : index) : i64
    %9433 = llvm.insertvalue %9432, %9431[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9434 = llvm.insertvalue %4266, %9433[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9435 = llvm.insertvalue %9412, %9434[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9436 = llvm.insertvalue %9413, %9435[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9437 = llvm.insertvalue %9412, %9436[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9438 = llvm.insertvalue %9413, %9437[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9439 = llvm.insertvalue %9414, %9438[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1339(%56 : i64)
  ^bb1339(%9440: i64):  // 2 preds: ^bb1338, ^bb1346
    %9441 = llvm.icmp "slt" %9440, %4266 : i64
    llvm.cond_br %9441, ^bb1340, ^bb1347
  ^bb1340:  // pred: ^bb1339
    llvm.br ^bb1341(%56 : i64)
  ^bb1341(%9442: i64):  // 2 preds: ^bb1340, ^bb1345
    %9443 = llvm.icmp "slt" %9442, %58 : i64
    llvm.cond_br %9443, ^bb1342, ^bb1346
  ^bb1342:  // pred: ^bb1341
    llvm.br ^bb1343(%56 : i64)
  ^bb1343(%9444: i64):  // 2 preds: ^bb1342, ^bb1344
    %9445 = llvm.icmp "slt" %9444, %57 : i64
    llvm.cond_br %9445, ^bb1344, ^bb1345
  ^bb1344:  // pred: ^bb1343
    %9446 = llvm.extractvalue %9439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9447 = llvm.mlir.constant(8 : index) : i64
    %9448 = llvm.mul %9440, %9447 overflow<nsw, nuw> : i64
    %9449 = llvm.add %9448, %9442 overflow<nsw, nuw> : i64
    %9450 = llvm.add %9449, %9444 overflow<nsw, nuw> : i64
    %9451 = llvm.getelementptr inbounds|nuw %9446[%9450] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %54, %9451 : f64, !llvm.ptr
    %9452 = llvm.add %9444, %57 : i64
    llvm.br ^bb1343(%9452 : i64)
  ^bb1345:  // pred: ^bb1343
    %9453 = llvm.add %9442, %57 : i64
    llvm.br ^bb1341(%9453 : i64)
  ^bb1346:  // pred: ^bb1341
    %9454 = llvm.add %9440, %57 : i64
    llvm.br ^bb1339(%9454 : i64)
  ^bb1347:  // pred: ^bb1339
    %9455 = llvm.mlir.constant(8 : index) : i64
    %9456 = llvm.mlir.constant(1 : index) : i64
    %9457 = llvm.mlir.constant(1 : index) : i64
    %9458 = llvm.mul %9455, %4266 : i64
    %9459 = llvm.mlir.zero : !llvm.ptr
    %9460 = llvm.getelementptr %9459[%9458] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9461 = llvm.ptrtoint %9460 : !llvm.ptr to i64
    %9462 = llvm.mlir.constant(64 : index) : i64
    %9463 = llvm.add %9461, %9462 : i64
    %9464 = llvm.call @malloc(%9463) : (i64) -> !llvm.ptr
    %9465 = llvm.ptrtoint %9464 : !llvm.ptr to i64
    %9466 = llvm.mlir.constant(1 : index) : i64
    %9467 = llvm.sub %9462, %9466 : i64
    %9468 = llvm.add %9465, %9467 : i64
    %9469 = llvm.urem %9468, %9462 : i64
    %9470 = llvm.sub %9468, %9469 : i64
    %9471 = llvm.inttoptr %9470 : i64 to !llvm.ptr
    %9472 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9473 = llvm.insertvalue %9464, %9472[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9474 = llvm.insertvalue %9471, %9473[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9475 = llvm.mlir.constant(0 : index) : i64
    %9476 = llvm.insertvalue %9475, %9474[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9477 = llvm.insertvalue %4266, %9476[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9478 = llvm.insertvalue %9455, %9477[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9479 = llvm.insertvalue %9456, %9478[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9480 = llvm.insertvalue %9455, %9479[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9481 = llvm.insertvalue %9456, %9480[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9482 = llvm.insertvalue %9457, %9481[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1348(%56 : i64)
  ^bb1348(%9483: i64):  // 2 preds: ^bb1347, ^bb1355
    %9484 = llvm.icmp "slt" %9483, %4266 : i64
    llvm.cond_br %9484, ^bb1349, ^bb1356
  ^bb1349:  // pred: ^bb1348
    llvm.br ^bb1350(%56 : i64)
  ^bb1350(%9485: i64):  // 2 preds: ^bb1349, ^bb1354
    %9486 = llvm.icmp "slt" %9485, %58 : i64
    llvm.cond_br %9486, ^bb1351, ^bb1355
  ^bb1351:  // pred: ^bb1350
    llvm.br ^bb1352(%56 : i64)
  ^bb1352(%9487: i64):  // 2 preds: ^bb1351, ^bb1353
    %9488 = llvm.icmp "slt" %9487, %57 : i64
    llvm.cond_br %9488, ^bb1353, ^bb1354
  ^bb1353:  // pred: ^bb1352
    %9489 = llvm.extractvalue %9439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9490 = llvm.mlir.constant(8 : index) : i64
    %9491 = llvm.mul %9483, %9490 overflow<nsw, nuw> : i64
    %9492 = llvm.add %9491, %9485 overflow<nsw, nuw> : i64
    %9493 = llvm.add %9492, %9487 overflow<nsw, nuw> : i64
    %9494 = llvm.getelementptr inbounds|nuw %9489[%9493] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9495 = llvm.load %9494 : !llvm.ptr -> f64
    %9496 = llvm.extractvalue %9482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9497 = llvm.mlir.constant(8 : index) : i64
    %9498 = llvm.mul %9483, %9497 overflow<nsw, nuw> : i64
    %9499 = llvm.add %9498, %9485 overflow<nsw, nuw> : i64
    %9500 = llvm.add %9499, %9487 overflow<nsw, nuw> : i64
    %9501 = llvm.getelementptr inbounds|nuw %9496[%9500] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %9495, %9501 : f64, !llvm.ptr
    %9502 = llvm.add %9487, %57 : i64
    llvm.br ^bb1352(%9502 : i64)
  ^bb1354:  // pred: ^bb1352
    %9503 = llvm.add %9485, %57 : i64
    llvm.br ^bb1350(%9503 : i64)
  ^bb1355:  // pred: ^bb1350
    %9504 = llvm.add %9483, %57 : i64
    llvm.br ^bb1348(%9504 : i64)
  ^bb1356:  // pred: ^bb1348
    llvm.br ^bb1357(%56 : i64)
  ^bb1357(%9505: i64):  // 2 preds: ^bb1356, ^bb1364
    %9506 = llvm.icmp "slt" %9505, %4266 : i64
    llvm.cond_br %9506, ^bb1358, ^bb1365
  ^bb1358:  // pred: ^bb1357
    llvm.br ^bb1359(%56 : i64)
  ^bb1359(%9507: i64):  // 2 preds: ^bb1358, ^bb1363
    %9508 = llvm.icmp "slt" %9507, %58 : i64
    llvm.cond_br %9508, ^bb1360, ^bb1364
  ^bb1360:  // pred: ^bb1359
    llvm.br ^bb1361(%56 : i64)
  ^bb1361(%9509: i64):  // 2 preds: ^bb1360, ^bb1362
    %9510 = llvm.icmp "slt" %9509, %40 : i64
    llvm.cond_br %9510, ^bb1362, ^bb1363
  ^bb1362:  // pred: ^bb1361
    %9511 = llvm.extractvalue %9384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9512 = llvm.mlir.constant(256 : index) : i64
    %9513 = llvm.mul %9505, %9512 overflow<nsw, nuw> : i64
    %9514 = llvm.mlir.constant(32 : index) : i64
    %9515 = llvm.mul %9507, %9514 overflow<nsw, nuw> : i64
    %9516 = llvm.add %9513, %9515 overflow<nsw, nuw> : i64
    %9517 = llvm.add %9516, %9509 overflow<nsw, nuw> : i64
    %9518 = llvm.getelementptr inbounds|nuw %9511[%9517] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9519 = llvm.load %9518 : !llvm.ptr -> f64
    %9520 = llvm.extractvalue %9482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9521 = llvm.mlir.constant(8 : index) : i64
    %9522 = llvm.mul %9505, %9521 overflow<nsw, nuw> : i64
    %9523 = llvm.add %9522, %9507 overflow<nsw, nuw> : i64
    %9524 = llvm.add %9523, %56 overflow<nsw, nuw> : i64
    %9525 = llvm.getelementptr inbounds|nuw %9520[%9524] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9526 = llvm.load %9525 : !llvm.ptr -> f64
    %9527 = llvm.fadd %9519, %9526 : f64
    %9528 = llvm.extractvalue %9482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9529 = llvm.mlir.constant(8 : index) : i64
    %9530 = llvm.mul %9505, %9529 overflow<nsw, nuw> : i64
    %9531 = llvm.add %9530, %9507 overflow<nsw, nuw> : i64
    %9532 = llvm.add %9531, %56 overflow<nsw, nuw> : i64
    %9533 = llvm.getelementptr inbounds|nuw %9528[%9532] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %9527, %9533 : f64, !llvm.ptr
    %9534 = llvm.add %9509, %57 : i64
    llvm.br ^bb1361(%9534 : i64)
  ^bb1363:  // pred: ^bb1361
    %9535 = llvm.add %9507, %57 : i64
    llvm.br ^bb1359(%9535 : i64)
  ^bb1364:  // pred: ^bb1359
    %9536 = llvm.add %9505, %57 : i64
    llvm.br ^bb1357(%9536 : i64)
  ^bb1365:  // pred: ^bb1357
    %9537 = llvm.mlir.constant(8 : index) : i64
    %9538 = llvm.mlir.constant(1 : index) : i64
    %9539 = llvm.mlir.constant(1 : index) : i64
    %9540 = llvm.mul %9537, %4266 : i64
    %9541 = llvm.mlir.zero : !llvm.ptr
    %9542 = llvm.getelementptr %9541[%9540] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9543 = llvm.ptrtoint %9542 : !llvm.ptr to i64
    %9544 = llvm.mlir.constant(64 : index) : i64
    %9545 = llvm.add %9543, %9544 : i64
    %9546 = llvm.call @malloc(%9545) : (i64) -> !llvm.ptr
    %9547 = llvm.ptrtoint %9546 : !llvm.ptr to i64
    %9548 = llvm.mlir.constant(1 : index) : i64
    %9549 = llvm.sub %9544, %9548 : i64
    %9550 = llvm.add %9547, %9549 : i64
    %9551 = llvm.urem %9550, %9544 : i64
    %9552 = llvm.sub %9550, %9551 : i64
    %9553 = llvm.inttoptr %9552 : i64 to !llvm.ptr
    %9554 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9555 = llvm.insertvalue %9546, %9554[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9556 = llvm.insertvalue %9553, %9555[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9557 = llvm.mlir.constant(0 : index) : i64
    %9558 = llvm.insertvalue %9557, %9556[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9559 = llvm.insertvalue %4266, %9558[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9560 = llvm.insertvalue %9537, %9559[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9561 = llvm.insertvalue %9538, %9560[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9562 = llvm.insertvalue %9537, %9561[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9563 = llvm.insertvalue %9538, %9562[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9564 = llvm.insertvalue %9539, %9563[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1366(%56 : i64)
  ^bb1366(%9565: i64):  // 2 preds: ^bb1365, ^bb1373
    %9566 = llvm.icmp "slt" %9565, %4266 : i64
    llvm.cond_br %9566, ^bb1367, ^bb1374
  ^bb1367:  // pred: ^bb1366
    llvm.br ^bb1368(%56 : i64)
  ^bb1368(%9567: i64):  // 2 preds: ^bb1367, ^bb1372
    %9568 = llvm.icmp "slt" %9567, %58 : i64
    llvm.cond_br %9568, ^bb1369, ^bb1373
  ^bb1369:  // pred: ^bb1368
    llvm.br ^bb1370(%56 : i64)
  ^bb1370(%9569: i64):  // 2 preds: ^bb1369, ^bb1371
    %9570 = llvm.icmp "slt" %9569, %57 : i64
    llvm.cond_br %9570, ^bb1371, ^bb1372
  ^bb1371:  // pred: ^bb1370
    %9571 = llvm.extractvalue %9439[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9572 = llvm.mlir.constant(8 : index) : i64
    %9573 = llvm.mul %9565, %9572 overflow<nsw, nuw> : i64
    %9574 = llvm.add %9573, %9567 overflow<nsw, nuw> : i64
    %9575 = llvm.add %9574, %9569 overflow<nsw, nuw> : i64
    %9576 = llvm.getelementptr inbounds|nuw %9571[%9575] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9577 = llvm.load %9576 : !llvm.ptr -> f64
    %9578 = llvm.extractvalue %9564[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9579 = llvm.mlir.constant(8 : index) : i64
    %9580 = llvm.mul %9565, %9579 overflow<nsw, nuw> : i64
    %9581 = llvm.add %9580, %9567 overflow<nsw, nuw> : i64
    %9582 = llvm.add %9581, %9569 overflow<nsw, nuw> : i64
    %9583 = llvm.getelementptr inbounds|nuw %9578[%9582] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %9577, %9583 : f64, !llvm.ptr
    %9584 = llvm.add %9569, %57 : i64
    llvm.br ^bb1370(%9584 : i64)
  ^bb1372:  // pred: ^bb1370
    %9585 = llvm.add %9567, %57 : i64
    llvm.br ^bb1368(%9585 : i64)
  ^bb1373:  // pred: ^bb1368
    %9586 = llvm.add %9565, %57 : i64
    llvm.br ^bb1366(%9586 : i64)
  ^bb1374:  // pred: ^bb1366
    llvm.br ^bb1375(%56 : i64)
  ^bb1375(%9587: i64):  // 2 preds: ^bb1374, ^bb1382
    %9588 = llvm.icmp "slt" %9587, %4266 : i64
    llvm.cond_br %9588, ^bb1376, ^bb1383
  ^bb1376:  // pred: ^bb1375
    llvm.br ^bb1377(%56 : i64)
  ^bb1377(%9589: i64):  // 2 preds: ^bb1376, ^bb1381
    %9590 = llvm.icmp "slt" %9589, %58 : i64
    llvm.cond_br %9590, ^bb1378, ^bb1382
  ^bb1378:  // pred: ^bb1377
    llvm.br ^bb1379(%56 : i64)
  ^bb1379(%9591: i64):  // 2 preds: ^bb1378, ^bb1380
    %9592 = llvm.icmp "slt" %9591, %40 : i64
    llvm.cond_br %9592, ^bb1380, ^bb1381
  ^bb1380:  // pred: ^bb1379
    %9593 = llvm.extractvalue %9384[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9594 = llvm.mlir.constant(256 : index) : i64
    %9595 = llvm.mul %9587, %9594 overflow<nsw, nuw> : i64
    %9596 = llvm.mlir.constant(32 : index) : i64
    %9597 = llvm.mul %9589, %9596 overflow<nsw, nuw> : i64
    %9598 = llvm.add %9595, %9597 overflow<nsw, nuw> : i64
    %9599 = llvm.add %9598, %9591 overflow<nsw, nuw> : i64
    %9600 = llvm.getelementptr inbounds|nuw %9593[%9599] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9601 = llvm.load %9600 : !llvm.ptr -> f64
    %9602 = llvm.extractvalue %9482[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9603 = llvm.mlir.constant(8 : index) : i64
    %9604 = llvm.mul %9587, %9603 overflow<nsw, nuw> : i64
    %9605 = llvm.add %9604, %9589 overflow<nsw, nuw> : i64
    %9606 = llvm.add %9605, %56 overflow<nsw, nuw> : i64
    %9607 = llvm.getelementptr inbounds|nuw %9602[%9606] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9608 = llvm.load %9607 : !llvm.ptr -> f64
    %9609 = llvm.extractvalue %9564[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9610 = llvm.mlir.constant(8 : index) : i64
    %9611 = llvm.mul %9587, %9610 overflow<nsw, nuw> : i64
    %9612 = llvm.add %9611, %9589 overflow<nsw, nuw> : i64
    %9613 = llvm.add %9612, %56 overflow<nsw, nuw> : i64
    %9614 = llvm.getelementptr inbounds|nuw %9609[%9613] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9615 = llvm.load %9614 : !llvm.ptr -> f64
    %9616 = llvm.fdiv %9608, %49 : f64
    %9617 = llvm.fsub %9601, %9616 : f64
    %9618 = llvm.fmul %9617, %9617 : f64
    %9619 = llvm.fadd %9618, %9615 : f64
    %9620 = llvm.extractvalue %9564[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9621 = llvm.mlir.constant(8 : index) : i64
    %9622 = llvm.mul %9587, %9621 overflow<nsw, nuw> : i64
    %9623 = llvm.add %9622, %9589 overflow<nsw, nuw> : i64
    %9624 = llvm.add %9623, %56 overflow<nsw, nuw> : i64
    %9625 = llvm.getelementptr inbounds|nuw %9620[%9624] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    llvm.store %9619, %9625 : f64, !llvm.ptr
    %9626 = llvm.add %9591, %57 : i64
    llvm.br ^bb1379(%9626 : i64)
  ^bb1381:  // pred: ^bb1379
    %9627 = llvm.add %9589, %57 : i64
    llvm.br ^bb1377(%9627 : i64)
  ^bb1382:  // pred: ^bb1377
    %9628 = llvm.add %9587, %57 : i64
    llvm.br ^bb1375(%9628 : i64)
  ^bb1383:  // pred: ^bb1375
    %9629 = llvm.mlir.constant(8 : index) : i64
    %9630 = llvm.mlir.constant(1 : index) : i64
    %9631 = llvm.mlir.constant(1 : index) : i64
    %9632 = llvm.mul %9629, %4266 : i64
    %9633 = llvm.mlir.zero : !llvm.ptr
    %9634 = llvm.getelementptr %9633[%9632] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9635 = llvm.ptrtoint %9634 : !llvm.ptr to i64
    %9636 = llvm.mlir.constant(64 : index) : i64
    %9637 = llvm.add %9635, %9636 : i64
    %9638 = llvm.call @malloc(%9637) : (i64) -> !llvm.ptr
    %9639 = llvm.ptrtoint %9638 : !llvm.ptr to i64
    %9640 = llvm.mlir.constant(1 : index) : i64
    %9641 = llvm.sub %9636, %9640 : i64
    %9642 = llvm.add %9639, %9641 : i64
    %9643 = llvm.urem %9642, %9636 : i64
    %9644 = llvm.sub %9642, %9643 : i64
    %9645 = llvm.inttoptr %9644 : i64 to !llvm.ptr
    %9646 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9647 = llvm.insertvalue %9638, %9646[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9648 = llvm.insertvalue %9645, %9647[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9649 = llvm.mlir.constant(0 : index) : i64
    %9650 = llvm.insertvalue %9649, %9648[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9651 = llvm.insertvalue %4266, %9650[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9652 = llvm.insertvalue %9629, %9651[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9653 = llvm.insertvalue %9630, %9652[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9654 = llvm.insertvalue %9629, %9653[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9655 = llvm.insertvalue %9630, %9654[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9656 = llvm.insertvalue %9631, %9655[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1384(%56 : i64)
  ^bb1384(%9657: i64):  // 2 preds: ^bb1383, ^bb1391
    %9658 = llvm.icmp "slt" %9657, %4266 : i64
    llvm.cond_br %9658, ^bb1385, ^bb1392
  ^bb1385:  // pred: ^bb1384
    llvm.br ^bb1386(%56 : i64)
  ^bb1386(%9659: i64):  // 2 preds: ^bb1385, ^bb1390
    %9660 = llvm.icmp "slt" %9659, %58 : i64
    llvm.cond_br %9660, ^bb1387, ^bb1391
  ^bb1387:  // pred: ^bb1386
    llvm.br ^bb1388(%56 : i64)
  ^bb1388(%9661: i64):  // 2 preds: ^bb1387, ^bb1389
    %9662 = llvm.icmp "slt" %9661, %57 : i64
    llvm.cond_br %9662, ^bb1389, ^bb1390
  ^bb1389:  // pred: ^bb1388
    %9663 = llvm.extractvalue %9656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9664 = llvm.mlir.constant(8 : index) : i64
    %9665 = llvm.mul %9657, %9664 overflow<nsw, nuw> : i64
    %9666 = llvm.add %9665, %9659 overflow<nsw, nuw> : i64
    %9667 = llvm.add %9666, %9661 overflow<nsw, nuw> : i64
    %9668 = llvm.getelementptr inbounds|nuw %9663[%9667] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %9668 : f32, !llvm.ptr
    %9669 = llvm.add %9661, %57 : i64
    llvm.br ^bb1388(%9669 : i64)
  ^bb1390:  // pred: ^bb1388
    %9670 = llvm.add %9659, %57 : i64
    llvm.br ^bb1386(%9670 : i64)
  ^bb1391:  // pred: ^bb1386
    %9671 = llvm.add %9657, %57 : i64
    llvm.br ^bb1384(%9671 : i64)
  ^bb1392:  // pred: ^bb1384
    %9672 = llvm.mlir.constant(8 : index) : i64
    %9673 = llvm.mlir.constant(1 : index) : i64
    %9674 = llvm.mlir.constant(1 : index) : i64
    %9675 = llvm.mul %9672, %4266 : i64
    %9676 = llvm.mlir.zero : !llvm.ptr
    %9677 = llvm.getelementptr %9676[%9675] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9678 = llvm.ptrtoint %9677 : !llvm.ptr to i64
    %9679 = llvm.mlir.constant(64 : index) : i64
    %9680 = llvm.add %9678, %9679 : i64
    %9681 = llvm.call @malloc(%9680) : (i64) -> !llvm.ptr
    %9682 = llvm.ptrtoint %9681 : !llvm.ptr to i64
    %9683 = llvm.mlir.constant(1 : index) : i64
    %9684 = llvm.sub %9679, %9683 : i64
    %9685 = llvm.add %9682, %9684 : i64
    %9686 = llvm.urem %9685, %9679 : i64
    %9687 = llvm.sub %9685, %9686 : i64
    %9688 = llvm.inttoptr %9687 : i64 to !llvm.ptr
    %9689 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9690 = llvm.insertvalue %9681, %9689[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9691 = llvm.insertvalue %9688, %9690[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9692 = llvm.mlir.constant(0 : index) : i64
    %9693 = llvm.insertvalue %9692, %9691[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9694 = llvm.insertvalue %4266, %9693[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9695 = llvm.insertvalue %9672, %9694[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9696 = llvm.insertvalue %9673, %9695[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9697 = llvm.insertvalue %9672, %9696[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9698 = llvm.insertvalue %9673, %9697[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9699 = llvm.insertvalue %9674, %9698[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1393(%56 : i64)
  ^bb1393(%9700: i64):  // 2 preds: ^bb1392, ^bb1400
    %9701 = llvm.icmp "slt" %9700, %4266 : i64
    llvm.cond_br %9701, ^bb1394, ^bb1401
  ^bb1394:  // pred: ^bb1393
    llvm.br ^bb1395(%56 : i64)
  ^bb1395(%9702: i64):  // 2 preds: ^bb1394, ^bb1399
    %9703 = llvm.icmp "slt" %9702, %58 : i64
    llvm.cond_br %9703, ^bb1396, ^bb1400
  ^bb1396:  // pred: ^bb1395
    llvm.br ^bb1397(%56 : i64)
  ^bb1397(%9704: i64):  // 2 preds: ^bb1396, ^bb1398
    %9705 = llvm.icmp "slt" %9704, %57 : i64
    llvm.cond_br %9705, ^bb1398, ^bb1399
  ^bb1398:  // pred: ^bb1397
    %9706 = llvm.extractvalue %9656[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9707 = llvm.mlir.constant(8 : index) : i64
    %9708 = llvm.mul %9700, %9707 overflow<nsw, nuw> : i64
    %9709 = llvm.add %9708, %9702 overflow<nsw, nuw> : i64
    %9710 = llvm.add %9709, %9704 overflow<nsw, nuw> : i64
    %9711 = llvm.getelementptr inbounds|nuw %9706[%9710] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9712 = llvm.load %9711 : !llvm.ptr -> f32
    %9713 = llvm.extractvalue %9699[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9714 = llvm.mlir.constant(8 : index) : i64
    %9715 = llvm.mul %9700, %9714 overflow<nsw, nuw> : i64
    %9716 = llvm.add %9715, %9702 overflow<nsw, nuw> : i64
    %9717 = llvm.add %9716, %9704 overflow<nsw, nuw> : i64
    %9718 = llvm.getelementptr inbounds|nuw %9713[%9717] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9712, %9718 : f32, !llvm.ptr
    %9719 = llvm.add %9704, %57 : i64
    llvm.br ^bb1397(%9719 : i64)
  ^bb1399:  // pred: ^bb1397
    %9720 = llvm.add %9702, %57 : i64
    llvm.br ^bb1395(%9720 : i64)
  ^bb1400:  // pred: ^bb1395
    %9721 = llvm.add %9700, %57 : i64
    llvm.br ^bb1393(%9721 : i64)
  ^bb1401:  // pred: ^bb1393
    llvm.br ^bb1402(%56 : i64)
  ^bb1402(%9722: i64):  // 2 preds: ^bb1401, ^bb1409
    %9723 = llvm.icmp "slt" %9722, %4266 : i64
    llvm.cond_br %9723, ^bb1403, ^bb1410
  ^bb1403:  // pred: ^bb1402
    llvm.br ^bb1404(%56 : i64)
  ^bb1404(%9724: i64):  // 2 preds: ^bb1403, ^bb1408
    %9725 = llvm.icmp "slt" %9724, %58 : i64
    llvm.cond_br %9725, ^bb1405, ^bb1409
  ^bb1405:  // pred: ^bb1404
    llvm.br ^bb1406(%56 : i64)
  ^bb1406(%9726: i64):  // 2 preds: ^bb1405, ^bb1407
    %9727 = llvm.icmp "slt" %9726, %40 : i64
    llvm.cond_br %9727, ^bb1407, ^bb1408
  ^bb1407:  // pred: ^bb1406
    %9728 = llvm.extractvalue %9315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9729 = llvm.mlir.constant(256 : index) : i64
    %9730 = llvm.mul %9722, %9729 overflow<nsw, nuw> : i64
    %9731 = llvm.mlir.constant(32 : index) : i64
    %9732 = llvm.mul %9724, %9731 overflow<nsw, nuw> : i64
    %9733 = llvm.add %9730, %9732 overflow<nsw, nuw> : i64
    %9734 = llvm.add %9733, %9726 overflow<nsw, nuw> : i64
    %9735 = llvm.getelementptr inbounds|nuw %9728[%9734] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9736 = llvm.load %9735 : !llvm.ptr -> f32
    %9737 = llvm.extractvalue %9699[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9738 = llvm.mlir.constant(8 : index) : i64
    %9739 = llvm.mul %9722, %9738 overflow<nsw, nuw> : i64
    %9740 = llvm.add %9739, %9724 overflow<nsw, nuw> : i64
    %9741 = llvm.add %9740, %56 overflow<nsw, nuw> : i64
    %9742 = llvm.getelementptr inbounds|nuw %9737[%9741] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9743 = llvm.load %9742 : !llvm.ptr -> f32
    %9744 = llvm.fadd %9736, %9743 : f32
    %9745 = llvm.extractvalue %9699[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9746 = llvm.mlir.constant(8 : index) : i64
    %9747 = llvm.mul %9722, %9746 overflow<nsw, nuw> : i64
    %9748 = llvm.add %9747, %9724 overflow<nsw, nuw> : i64
    %9749 = llvm.add %9748, %56 overflow<nsw, nuw> : i64
    %9750 = llvm.getelementptr inbounds|nuw %9745[%9749] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9744, %9750 : f32, !llvm.ptr
    %9751 = llvm.add %9726, %57 : i64
    llvm.br ^bb1406(%9751 : i64)
  ^bb1408:  // pred: ^bb1406
    %9752 = llvm.add %9724, %57 : i64
    llvm.br ^bb1404(%9752 : i64)
  ^bb1409:  // pred: ^bb1404
    %9753 = llvm.add %9722, %57 : i64
    llvm.br ^bb1402(%9753 : i64)
  ^bb1410:  // pred: ^bb1402
    %9754 = llvm.mlir.constant(8 : index) : i64
    %9755 = llvm.mlir.constant(32 : index) : i64
    %9756 = llvm.mlir.constant(1 : index) : i64
    %9757 = llvm.mlir.constant(256 : index) : i64
    %9758 = llvm.mul %9757, %4266 : i64
    %9759 = llvm.mlir.zero : !llvm.ptr
    %9760 = llvm.getelementptr %9759[%9758] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9761 = llvm.ptrtoint %9760 : !llvm.ptr to i64
    %9762 = llvm.mlir.constant(64 : index) : i64
    %9763 = llvm.add %9761, %9762 : i64
    %9764 = llvm.call @malloc(%9763) : (i64) -> !llvm.ptr
    %9765 = llvm.ptrtoint %9764 : !llvm.ptr to i64
    %9766 = llvm.mlir.constant(1 : index) : i64
    %9767 = llvm.sub %9762, %9766 : i64
    %9768 = llvm.add %9765, %9767 : i64
    %9769 = llvm.urem %9768, %9762 : i64
    %9770 = llvm.sub %9768, %9769 : i64
    %9771 = llvm.inttoptr %9770 : i64 to !llvm.ptr
    %9772 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9773 = llvm.insertvalue %9764, %9772[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9774 = llvm.insertvalue %9771, %9773[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9775 = llvm.mlir.constant(0 : index) : i64
    %9776 = llvm.insertvalue %9775, %9774[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9777 = llvm.insertvalue %4266, %9776[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9778 = llvm.insertvalue %9754, %9777[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9779 = llvm.insertvalue %9755, %9778[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9780 = llvm.insertvalue %9757, %9779[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9781 = llvm.insertvalue %9755, %9780[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9782 = llvm.insertvalue %9756, %9781[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1411(%56 : i64)
  ^bb1411(%9783: i64):  // 2 preds: ^bb1410, ^bb1418
    %9784 = llvm.icmp "slt" %9783, %4266 : i64
    llvm.cond_br %9784, ^bb1412, ^bb1419
  ^bb1412:  // pred: ^bb1411
    llvm.br ^bb1413(%56 : i64)
  ^bb1413(%9785: i64):  // 2 preds: ^bb1412, ^bb1417
    %9786 = llvm.icmp "slt" %9785, %58 : i64
    llvm.cond_br %9786, ^bb1414, ^bb1418
  ^bb1414:  // pred: ^bb1413
    llvm.br ^bb1415(%56 : i64)
  ^bb1415(%9787: i64):  // 2 preds: ^bb1414, ^bb1416
    %9788 = llvm.icmp "slt" %9787, %40 : i64
    llvm.cond_br %9788, ^bb1416, ^bb1417
  ^bb1416:  // pred: ^bb1415
    %9789 = llvm.extractvalue %9315[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9790 = llvm.mlir.constant(256 : index) : i64
    %9791 = llvm.mul %9783, %9790 overflow<nsw, nuw> : i64
    %9792 = llvm.mlir.constant(32 : index) : i64
    %9793 = llvm.mul %9785, %9792 overflow<nsw, nuw> : i64
    %9794 = llvm.add %9791, %9793 overflow<nsw, nuw> : i64
    %9795 = llvm.add %9794, %9787 overflow<nsw, nuw> : i64
    %9796 = llvm.getelementptr inbounds|nuw %9789[%9795] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9797 = llvm.load %9796 : !llvm.ptr -> f32
    %9798 = llvm.extractvalue %9699[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9799 = llvm.mlir.constant(8 : index) : i64
    %9800 = llvm.mul %9783, %9799 overflow<nsw, nuw> : i64
    %9801 = llvm.add %9800, %9785 overflow<nsw, nuw> : i64
    %9802 = llvm.add %9801, %56 overflow<nsw, nuw> : i64
    %9803 = llvm.getelementptr inbounds|nuw %9798[%9802] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9804 = llvm.load %9803 : !llvm.ptr -> f32
    %9805 = llvm.extractvalue %9564[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9806 = llvm.mlir.constant(8 : index) : i64
    %9807 = llvm.mul %9783, %9806 overflow<nsw, nuw> : i64
    %9808 = llvm.add %9807, %9785 overflow<nsw, nuw> : i64
    %9809 = llvm.add %9808, %56 overflow<nsw, nuw> : i64
    %9810 = llvm.getelementptr inbounds|nuw %9805[%9809] : (!llvm.ptr, i64) -> !llvm.ptr, f64
    %9811 = llvm.load %9810 : !llvm.ptr -> f64
    %9812 = llvm.extractvalue %130[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9813 = llvm.getelementptr inbounds|nuw %9812[%9787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9814 = llvm.load %9813 : !llvm.ptr -> f32
    %9815 = llvm.extractvalue %114[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %9816 = llvm.getelementptr inbounds|nuw %9815[%9787] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9817 = llvm.load %9816 : !llvm.ptr -> f32
    %9818 = llvm.fdiv %9811, %49 : f64
    %9819 = llvm.fptrunc %9818 : f64 to f32
    %9820 = llvm.fptrunc %50 : f64 to f32
    %9821 = llvm.fadd %9819, %9820 : f32
    %9822 = llvm.intr.sqrt(%9821) : (f32) -> f32
    %9823 = llvm.fdiv %61, %9822 : f32
    %9824 = llvm.fdiv %9804, %48 : f32
    %9825 = llvm.fsub %9797, %9824 : f32
    %9826 = llvm.fmul %9825, %9823 : f32
    %9827 = llvm.fmul %9826, %9814 : f32
    %9828 = llvm.fadd %9827, %9817 : f32
    %9829 = llvm.extractvalue %9782[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9830 = llvm.mlir.constant(256 : index) : i64
    %9831 = llvm.mul %9783, %9830 overflow<nsw, nuw> : i64
    %9832 = llvm.mlir.constant(32 : index) : i64
    %9833 = llvm.mul %9785, %9832 overflow<nsw, nuw> : i64
    %9834 = llvm.add %9831, %9833 overflow<nsw, nuw> : i64
    %9835 = llvm.add %9834, %9787 overflow<nsw, nuw> : i64
    %9836 = llvm.getelementptr inbounds|nuw %9829[%9835] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9828, %9836 : f32, !llvm.ptr
    %9837 = llvm.add %9787, %57 : i64
    llvm.br ^bb1415(%9837 : i64)
  ^bb1417:  // pred: ^bb1415
    %9838 = llvm.add %9785, %57 : i64
    llvm.br ^bb1413(%9838 : i64)
  ^bb1418:  // pred: ^bb1413
    %9839 = llvm.add %9783, %57 : i64
    llvm.br ^bb1411(%9839 : i64)
  ^bb1419:  // pred: ^bb1411
    %9840 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9841 = llvm.extractvalue %9782[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9842 = llvm.extractvalue %9782[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9843 = llvm.insertvalue %9841, %9840[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9844 = llvm.insertvalue %9842, %9843[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9845 = llvm.mlir.constant(0 : index) : i64
    %9846 = llvm.insertvalue %9845, %9844[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9847 = llvm.insertvalue %4266, %9846[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9848 = llvm.mlir.constant(256 : index) : i64
    %9849 = llvm.insertvalue %9848, %9847[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9850 = llvm.mlir.constant(1 : index) : i64
    %9851 = llvm.insertvalue %9850, %9849[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9852 = llvm.mlir.constant(32 : index) : i64
    %9853 = llvm.insertvalue %9852, %9851[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9854 = llvm.mlir.constant(32 : index) : i64
    %9855 = llvm.insertvalue %9854, %9853[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9856 = llvm.mlir.constant(1 : index) : i64
    %9857 = llvm.insertvalue %9856, %9855[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9858 = llvm.mlir.constant(32 : index) : i64
    %9859 = llvm.mlir.constant(1 : index) : i64
    %9860 = llvm.mul %9858, %4266 : i64
    %9861 = llvm.mlir.zero : !llvm.ptr
    %9862 = llvm.getelementptr %9861[%9860] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9863 = llvm.ptrtoint %9862 : !llvm.ptr to i64
    %9864 = llvm.mlir.constant(64 : index) : i64
    %9865 = llvm.add %9863, %9864 : i64
    %9866 = llvm.call @malloc(%9865) : (i64) -> !llvm.ptr
    %9867 = llvm.ptrtoint %9866 : !llvm.ptr to i64
    %9868 = llvm.mlir.constant(1 : index) : i64
    %9869 = llvm.sub %9864, %9868 : i64
    %9870 = llvm.add %9867, %9869 : i64
    %9871 = llvm.urem %9870, %9864 : i64
    %9872 = llvm.sub %9870, %9871 : i64
    %9873 = llvm.inttoptr %9872 : i64 to !llvm.ptr
    %9874 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9875 = llvm.insertvalue %9866, %9874[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9876 = llvm.insertvalue %9873, %9875[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9877 = llvm.mlir.constant(0 : index) : i64
    %9878 = llvm.insertvalue %9877, %9876[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9879 = llvm.insertvalue %4266, %9878[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9880 = llvm.insertvalue %9858, %9879[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9881 = llvm.insertvalue %9858, %9880[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9882 = llvm.insertvalue %9859, %9881[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9883 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9884 = llvm.extractvalue %9882[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9885 = llvm.extractvalue %9882[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %9886 = llvm.insertvalue %9884, %9883[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9887 = llvm.insertvalue %9885, %9886[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9888 = llvm.mlir.constant(0 : index) : i64
    %9889 = llvm.insertvalue %9888, %9887[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9890 = llvm.insertvalue %4266, %9889[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9891 = llvm.mlir.constant(32 : index) : i64
    %9892 = llvm.insertvalue %9891, %9890[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9893 = llvm.mlir.constant(1 : index) : i64
    %9894 = llvm.insertvalue %9893, %9892[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9895 = llvm.mlir.constant(32 : index) : i64
    %9896 = llvm.insertvalue %9895, %9894[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9897 = llvm.mlir.constant(32 : index) : i64
    %9898 = llvm.insertvalue %9897, %9896[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9899 = llvm.mlir.constant(1 : index) : i64
    %9900 = llvm.insertvalue %9899, %9898[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9901 = llvm.extractvalue %9900[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9902 = llvm.mlir.constant(1 : index) : i64
    %9903 = llvm.mlir.constant(32 : index) : i64
    %9904 = llvm.mlir.constant(1 : index) : i64
    %9905 = llvm.mlir.constant(32 : index) : i64
    %9906 = llvm.mul %9905, %9901 : i64
    %9907 = llvm.mlir.zero : !llvm.ptr
    %9908 = llvm.getelementptr %9907[%9906] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9909 = llvm.ptrtoint %9908 : !llvm.ptr to i64
    %9910 = llvm.mlir.constant(64 : index) : i64
    %9911 = llvm.add %9909, %9910 : i64
    %9912 = llvm.call @malloc(%9911) : (i64) -> !llvm.ptr
    %9913 = llvm.ptrtoint %9912 : !llvm.ptr to i64
    %9914 = llvm.mlir.constant(1 : index) : i64
    %9915 = llvm.sub %9910, %9914 : i64
    %9916 = llvm.add %9913, %9915 : i64
    %9917 = llvm.urem %9916, %9910 : i64
    %9918 = llvm.sub %9916, %9917 : i64
    %9919 = llvm.inttoptr %9918 : i64 to !llvm.ptr
    %9920 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9921 = llvm.insertvalue %9912, %9920[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9922 = llvm.insertvalue %9919, %9921[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9923 = llvm.mlir.constant(0 : index) : i64
    %9924 = llvm.insertvalue %9923, %9922[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9925 = llvm.insertvalue %9901, %9924[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9926 = llvm.insertvalue %9902, %9925[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9927 = llvm.insertvalue %9903, %9926[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9928 = llvm.insertvalue %9905, %9927[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9929 = llvm.insertvalue %9903, %9928[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9930 = llvm.insertvalue %9904, %9929[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1420(%56 : i64)
  ^bb1420(%9931: i64):  // 2 preds: ^bb1419, ^bb1427
    %9932 = llvm.icmp "slt" %9931, %9901 : i64
    llvm.cond_br %9932, ^bb1421, ^bb1428
  ^bb1421:  // pred: ^bb1420
    llvm.br ^bb1422(%56 : i64)
  ^bb1422(%9933: i64):  // 2 preds: ^bb1421, ^bb1426
    %9934 = llvm.icmp "slt" %9933, %57 : i64
    llvm.cond_br %9934, ^bb1423, ^bb1427
  ^bb1423:  // pred: ^bb1422
    llvm.br ^bb1424(%56 : i64)
  ^bb1424(%9935: i64):  // 2 preds: ^bb1423, ^bb1425
    %9936 = llvm.icmp "slt" %9935, %40 : i64
    llvm.cond_br %9936, ^bb1425, ^bb1426
  ^bb1425:  // pred: ^bb1424
    %9937 = llvm.extractvalue %9930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9938 = llvm.mlir.constant(32 : index) : i64
    %9939 = llvm.mul %9931, %9938 overflow<nsw, nuw> : i64
    %9940 = llvm.mlir.constant(32 : index) : i64
    %9941 = llvm.mul %9933, %9940 overflow<nsw, nuw> : i64
    %9942 = llvm.add %9939, %9941 overflow<nsw, nuw> : i64
    %9943 = llvm.add %9942, %9935 overflow<nsw, nuw> : i64
    %9944 = llvm.getelementptr inbounds|nuw %9937[%9943] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %53, %9944 : f32, !llvm.ptr
    %9945 = llvm.add %9935, %57 : i64
    llvm.br ^bb1424(%9945 : i64)
  ^bb1426:  // pred: ^bb1424
    %9946 = llvm.add %9933, %57 : i64
    llvm.br ^bb1422(%9946 : i64)
  ^bb1427:  // pred: ^bb1422
    %9947 = llvm.add %9931, %57 : i64
    llvm.br ^bb1420(%9947 : i64)
  ^bb1428:  // pred: ^bb1420
    %9948 = llvm.mlir.constant(1 : index) : i64
    %9949 = llvm.mlir.constant(32 : index) : i64
    %9950 = llvm.mlir.constant(1 : index) : i64
    %9951 = llvm.mlir.constant(32 : index) : i64
    %9952 = llvm.mul %9951, %9901 : i64
    %9953 = llvm.mlir.zero : !llvm.ptr
    %9954 = llvm.getelementptr %9953[%9952] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9955 = llvm.ptrtoint %9954 : !llvm.ptr to i64
    %9956 = llvm.mlir.constant(64 : index) : i64
    %9957 = llvm.add %9955, %9956 : i64
    %9958 = llvm.call @malloc(%9957) : (i64) -> !llvm.ptr
    %9959 = llvm.ptrtoint %9958 : !llvm.ptr to i64
    %9960 = llvm.mlir.constant(1 : index) : i64
    %9961 = llvm.sub %9956, %9960 : i64
    %9962 = llvm.add %9959, %9961 : i64
    %9963 = llvm.urem %9962, %9956 : i64
    %9964 = llvm.sub %9962, %9963 : i64
    %9965 = llvm.inttoptr %9964 : i64 to !llvm.ptr
    %9966 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9967 = llvm.insertvalue %9958, %9966[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9968 = llvm.insertvalue %9965, %9967[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9969 = llvm.mlir.constant(0 : index) : i64
    %9970 = llvm.insertvalue %9969, %9968[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9971 = llvm.insertvalue %9901, %9970[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9972 = llvm.insertvalue %9948, %9971[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9973 = llvm.insertvalue %9949, %9972[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9974 = llvm.insertvalue %9951, %9973[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9975 = llvm.insertvalue %9949, %9974[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9976 = llvm.insertvalue %9950, %9975[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1429(%56 : i64)
  ^bb1429(%9977: i64):  // 2 preds: ^bb1428, ^bb1436
    %9978 = llvm.icmp "slt" %9977, %9901 : i64
    llvm.cond_br %9978, ^bb1430, ^bb1437
  ^bb1430:  // pred: ^bb1429
    llvm.br ^bb1431(%56 : i64)
  ^bb1431(%9979: i64):  // 2 preds: ^bb1430, ^bb1435
    %9980 = llvm.icmp "slt" %9979, %57 : i64
    llvm.cond_br %9980, ^bb1432, ^bb1436
  ^bb1432:  // pred: ^bb1431
    llvm.br ^bb1433(%56 : i64)
  ^bb1433(%9981: i64):  // 2 preds: ^bb1432, ^bb1434
    %9982 = llvm.icmp "slt" %9981, %40 : i64
    llvm.cond_br %9982, ^bb1434, ^bb1435
  ^bb1434:  // pred: ^bb1433
    %9983 = llvm.extractvalue %9930[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9984 = llvm.mlir.constant(32 : index) : i64
    %9985 = llvm.mul %9977, %9984 overflow<nsw, nuw> : i64
    %9986 = llvm.mlir.constant(32 : index) : i64
    %9987 = llvm.mul %9979, %9986 overflow<nsw, nuw> : i64
    %9988 = llvm.add %9985, %9987 overflow<nsw, nuw> : i64
    %9989 = llvm.add %9988, %9981 overflow<nsw, nuw> : i64
    %9990 = llvm.getelementptr inbounds|nuw %9983[%9989] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %9991 = llvm.load %9990 : !llvm.ptr -> f32
    %9992 = llvm.extractvalue %9976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %9993 = llvm.mlir.constant(32 : index) : i64
    %9994 = llvm.mul %9977, %9993 overflow<nsw, nuw> : i64
    %9995 = llvm.mlir.constant(32 : index) : i64
    %9996 = llvm.mul %9979, %9995 overflow<nsw, nuw> : i64
    %9997 = llvm.add %9994, %9996 overflow<nsw, nuw> : i64
    %9998 = llvm.add %9997, %9981 overflow<nsw, nuw> : i64
    %9999 = llvm.getelementptr inbounds|nuw %9992[%9998] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %9991, %9999 : f32, !llvm.ptr
    %10000 = llvm.add %9981, %57 : i64
    llvm.br ^bb1433(%10000 : i64)
  ^bb1435:  // pred: ^bb1433
    %10001 = llvm.add %9979, %57 : i64
    llvm.br ^bb1431(%10001 : i64)
  ^bb1436:  // pred: ^bb1431
    %10002 = llvm.add %9977, %57 : i64
    llvm.br ^bb1429(%10002 : i64)
  ^bb1437:  // pred: ^bb1429
    llvm.br ^bb1438(%56 : i64)
  ^bb1438(%10003: i64):  // 2 preds: ^bb1437, ^bb1448
    %10004 = llvm.icmp "slt" %10003, %4266 : i64
    llvm.cond_br %10004, ^bb1439, ^bb1449
  ^bb1439:  // pred: ^bb1438
    llvm.br ^bb1440(%56 : i64)
  ^bb1440(%10005: i64):  // 2 preds: ^bb1439, ^bb1447
    %10006 = llvm.icmp "slt" %10005, %57 : i64
    llvm.cond_br %10006, ^bb1441, ^bb1448
  ^bb1441:  // pred: ^bb1440
    llvm.br ^bb1442(%56 : i64)
  ^bb1442(%10007: i64):  // 2 preds: ^bb1441, ^bb1446
    %10008 = llvm.icmp "slt" %10007, %40 : i64
    llvm.cond_br %10008, ^bb1443, ^bb1447
  ^bb1443:  // pred: ^bb1442
    llvm.br ^bb1444(%56 : i64)
  ^bb1444(%10009: i64):  // 2 preds: ^bb1443, ^bb1445
    %10010 = llvm.icmp "slt" %10009, %40 : i64
    llvm.cond_br %10010, ^bb1445, ^bb1446
  ^bb1445:  // pred: ^bb1444
    %10011 = llvm.extractvalue %9857[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10012 = llvm.mlir.constant(256 : index) : i64
    %10013 = llvm.mul %10003, %10012 overflow<nsw, nuw> : i64
    %10014 = llvm.mlir.constant(32 : index) : i64
    %10015 = llvm.mul %10005, %10014 overflow<nsw, nuw> : i64
    %10016 = llvm.add %10013, %10015 overflow<nsw, nuw> : i64
    %10017 = llvm.add %10016, %10009 overflow<nsw, nuw> : i64
    %10018 = llvm.getelementptr inbounds|nuw %10011[%10017] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10019 = llvm.load %10018 : !llvm.ptr -> f32
    %10020 = llvm.extractvalue %98[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10021 = llvm.mlir.constant(32 : index) : i64
    %10022 = llvm.mul %10007, %10021 overflow<nsw, nuw> : i64
    %10023 = llvm.add %10022, %10009 overflow<nsw, nuw> : i64
    %10024 = llvm.getelementptr inbounds|nuw %10020[%10023] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10025 = llvm.load %10024 : !llvm.ptr -> f32
    %10026 = llvm.extractvalue %9976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10027 = llvm.mlir.constant(32 : index) : i64
    %10028 = llvm.mul %10003, %10027 overflow<nsw, nuw> : i64
    %10029 = llvm.mlir.constant(32 : index) : i64
    %10030 = llvm.mul %10005, %10029 overflow<nsw, nuw> : i64
    %10031 = llvm.add %10028, %10030 overflow<nsw, nuw> : i64
    %10032 = llvm.add %10031, %10007 overflow<nsw, nuw> : i64
    %10033 = llvm.getelementptr inbounds|nuw %10026[%10032] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10034 = llvm.load %10033 : !llvm.ptr -> f32
    %10035 = llvm.fmul %10019, %10025 : f32
    %10036 = llvm.fadd %10034, %10035 : f32
    %10037 = llvm.extractvalue %9976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10038 = llvm.mlir.constant(32 : index) : i64
    %10039 = llvm.mul %10003, %10038 overflow<nsw, nuw> : i64
    %10040 = llvm.mlir.constant(32 : index) : i64
    %10041 = llvm.mul %10005, %10040 overflow<nsw, nuw> : i64
    %10042 = llvm.add %10039, %10041 overflow<nsw, nuw> : i64
    %10043 = llvm.add %10042, %10007 overflow<nsw, nuw> : i64
    %10044 = llvm.getelementptr inbounds|nuw %10037[%10043] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10036, %10044 : f32, !llvm.ptr
    %10045 = llvm.add %10009, %57 : i64
    llvm.br ^bb1444(%10045 : i64)
  ^bb1446:  // pred: ^bb1444
    %10046 = llvm.add %10007, %57 : i64
    llvm.br ^bb1442(%10046 : i64)
  ^bb1447:  // pred: ^bb1442
    %10047 = llvm.add %10005, %57 : i64
    llvm.br ^bb1440(%10047 : i64)
  ^bb1448:  // pred: ^bb1440
    %10048 = llvm.add %10003, %57 : i64
    llvm.br ^bb1438(%10048 : i64)
  ^bb1449:  // pred: ^bb1438
    %10049 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10050 = llvm.extractvalue %9882[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10051 = llvm.extractvalue %9882[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10052 = llvm.insertvalue %10050, %10049[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10053 = llvm.insertvalue %10051, %10052[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10054 = llvm.mlir.constant(0 : index) : i64
    %10055 = llvm.insertvalue %10054, %10053[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10056 = llvm.insertvalue %9901, %10055[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10057 = llvm.mlir.constant(32 : index) : i64
    %10058 = llvm.insertvalue %10057, %10056[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10059 = llvm.mlir.constant(1 : index) : i64
    %10060 = llvm.insertvalue %10059, %10058[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10061 = llvm.mlir.constant(32 : index) : i64
    %10062 = llvm.insertvalue %10061, %10060[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10063 = llvm.mlir.constant(32 : index) : i64
    %10064 = llvm.insertvalue %10063, %10062[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10065 = llvm.mlir.constant(1 : index) : i64
    %10066 = llvm.insertvalue %10065, %10064[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10067 = llvm.extractvalue %10066[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10068 = llvm.mlir.constant(1 : index) : i64
    %10069 = llvm.mlir.constant(32 : index) : i64
    %10070 = llvm.mlir.constant(1 : index) : i64
    %10071 = llvm.mlir.constant(32 : index) : i64
    %10072 = llvm.mul %10071, %10067 : i64
    %10073 = llvm.mlir.zero : !llvm.ptr
    %10074 = llvm.getelementptr %10073[%10072] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10075 = llvm.ptrtoint %10074 : !llvm.ptr to i64
    %10076 = llvm.mlir.constant(64 : index) : i64
    %10077 = llvm.add %10075, %10076 : i64
    %10078 = llvm.call @malloc(%10077) : (i64) -> !llvm.ptr
    %10079 = llvm.ptrtoint %10078 : !llvm.ptr to i64
    %10080 = llvm.mlir.constant(1 : index) : i64
    %10081 = llvm.sub %10076, %10080 : i64
    %10082 = llvm.add %10079, %10081 : i64
    %10083 = llvm.urem %10082, %10076 : i64
    %10084 = llvm.sub %10082, %10083 : i64
    %10085 = llvm.inttoptr %10084 : i64 to !llvm.ptr
    %10086 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10087 = llvm.insertvalue %10078, %10086[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10088 = llvm.insertvalue %10085, %10087[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10089 = llvm.mlir.constant(0 : index) : i64
    %10090 = llvm.insertvalue %10089, %10088[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10091 = llvm.insertvalue %10067, %10090[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10092 = llvm.insertvalue %10068, %10091[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10093 = llvm.insertvalue %10069, %10092[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10094 = llvm.insertvalue %10071, %10093[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10095 = llvm.insertvalue %10069, %10094[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10096 = llvm.insertvalue %10070, %10095[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1450(%56 : i64)
  ^bb1450(%10097: i64):  // 2 preds: ^bb1449, ^bb1457
    %10098 = llvm.icmp "slt" %10097, %9901 : i64
    llvm.cond_br %10098, ^bb1451, ^bb1458
  ^bb1451:  // pred: ^bb1450
    llvm.br ^bb1452(%56 : i64)
  ^bb1452(%10099: i64):  // 2 preds: ^bb1451, ^bb1456
    %10100 = llvm.icmp "slt" %10099, %57 : i64
    llvm.cond_br %10100, ^bb1453, ^bb1457
  ^bb1453:  // pred: ^bb1452
    llvm.br ^bb1454(%56 : i64)
  ^bb1454(%10101: i64):  // 2 preds: ^bb1453, ^bb1455
    %10102 = llvm.icmp "slt" %10101, %40 : i64
    llvm.cond_br %10102, ^bb1455, ^bb1456
  ^bb1455:  // pred: ^bb1454
    %10103 = llvm.extractvalue %9976[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10104 = llvm.mlir.constant(32 : index) : i64
    %10105 = llvm.mul %10097, %10104 overflow<nsw, nuw> : i64
    %10106 = llvm.mlir.constant(32 : index) : i64
    %10107 = llvm.mul %10099, %10106 overflow<nsw, nuw> : i64
    %10108 = llvm.add %10105, %10107 overflow<nsw, nuw> : i64
    %10109 = llvm.add %10108, %10101 overflow<nsw, nuw> : i64
    %10110 = llvm.getelementptr inbounds|nuw %10103[%10109] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10111 = llvm.load %10110 : !llvm.ptr -> f32
    %10112 = llvm.extractvalue %78[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %10113 = llvm.getelementptr inbounds|nuw %10112[%10101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10114 = llvm.load %10113 : !llvm.ptr -> f32
    %10115 = llvm.fadd %10111, %10114 : f32
    %10116 = llvm.extractvalue %10096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10117 = llvm.mlir.constant(32 : index) : i64
    %10118 = llvm.mul %10097, %10117 overflow<nsw, nuw> : i64
    %10119 = llvm.mlir.constant(32 : index) : i64
    %10120 = llvm.mul %10099, %10119 overflow<nsw, nuw> : i64
    %10121 = llvm.add %10118, %10120 overflow<nsw, nuw> : i64
    %10122 = llvm.add %10121, %10101 overflow<nsw, nuw> : i64
    %10123 = llvm.getelementptr inbounds|nuw %10116[%10122] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10115, %10123 : f32, !llvm.ptr
    %10124 = llvm.add %10101, %57 : i64
    llvm.br ^bb1454(%10124 : i64)
  ^bb1456:  // pred: ^bb1454
    %10125 = llvm.add %10099, %57 : i64
    llvm.br ^bb1452(%10125 : i64)
  ^bb1457:  // pred: ^bb1452
    %10126 = llvm.add %10097, %57 : i64
    llvm.br ^bb1450(%10126 : i64)
  ^bb1458:  // pred: ^bb1450
    %10127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10128 = llvm.extractvalue %9882[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10129 = llvm.extractvalue %9882[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10130 = llvm.insertvalue %10128, %10127[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10131 = llvm.insertvalue %10129, %10130[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10132 = llvm.mlir.constant(0 : index) : i64
    %10133 = llvm.insertvalue %10132, %10131[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10134 = llvm.insertvalue %10067, %10133[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10135 = llvm.mlir.constant(32 : index) : i64
    %10136 = llvm.insertvalue %10135, %10134[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10137 = llvm.mlir.constant(1 : index) : i64
    %10138 = llvm.insertvalue %10137, %10136[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10139 = llvm.mlir.constant(32 : index) : i64
    %10140 = llvm.insertvalue %10139, %10138[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10141 = llvm.mlir.constant(32 : index) : i64
    %10142 = llvm.insertvalue %10141, %10140[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10143 = llvm.mlir.constant(1 : index) : i64
    %10144 = llvm.insertvalue %10143, %10142[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10145 = llvm.extractvalue %10144[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10146 = llvm.mlir.constant(1 : index) : i64
    %10147 = llvm.mlir.constant(32 : index) : i64
    %10148 = llvm.mlir.constant(1 : index) : i64
    %10149 = llvm.mlir.constant(32 : index) : i64
    %10150 = llvm.mul %10149, %10145 : i64
    %10151 = llvm.mlir.zero : !llvm.ptr
    %10152 = llvm.getelementptr %10151[%10150] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10153 = llvm.ptrtoint %10152 : !llvm.ptr to i64
    %10154 = llvm.mlir.constant(64 : index) : i64
    %10155 = llvm.add %10153, %10154 : i64
    %10156 = llvm.call @malloc(%10155) : (i64) -> !llvm.ptr
    %10157 = llvm.ptrtoint %10156 : !llvm.ptr to i64
    %10158 = llvm.mlir.constant(1 : index) : i64
    %10159 = llvm.sub %10154, %10158 : i64
    %10160 = llvm.add %10157, %10159 : i64
    %10161 = llvm.urem %10160, %10154 : i64
    %10162 = llvm.sub %10160, %10161 : i64
    %10163 = llvm.inttoptr %10162 : i64 to !llvm.ptr
    %10164 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10165 = llvm.insertvalue %10156, %10164[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10166 = llvm.insertvalue %10163, %10165[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10167 = llvm.mlir.constant(0 : index) : i64
    %10168 = llvm.insertvalue %10167, %10166[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10169 = llvm.insertvalue %10145, %10168[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10170 = llvm.insertvalue %10146, %10169[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10171 = llvm.insertvalue %10147, %10170[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10172 = llvm.insertvalue %10149, %10171[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10173 = llvm.insertvalue %10147, %10172[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10174 = llvm.insertvalue %10148, %10173[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1459(%56 : i64)
  ^bb1459(%10175: i64):  // 2 preds: ^bb1458, ^bb1466
    %10176 = llvm.icmp "slt" %10175, %10067 : i64
    llvm.cond_br %10176, ^bb1460, ^bb1467
  ^bb1460:  // pred: ^bb1459
    llvm.br ^bb1461(%56 : i64)
  ^bb1461(%10177: i64):  // 2 preds: ^bb1460, ^bb1465
    %10178 = llvm.icmp "slt" %10177, %57 : i64
    llvm.cond_br %10178, ^bb1462, ^bb1466
  ^bb1462:  // pred: ^bb1461
    llvm.br ^bb1463(%56 : i64)
  ^bb1463(%10179: i64):  // 2 preds: ^bb1462, ^bb1464
    %10180 = llvm.icmp "slt" %10179, %40 : i64
    llvm.cond_br %10180, ^bb1464, ^bb1465
  ^bb1464:  // pred: ^bb1463
    %10181 = llvm.extractvalue %10096[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10182 = llvm.mlir.constant(32 : index) : i64
    %10183 = llvm.mul %10175, %10182 overflow<nsw, nuw> : i64
    %10184 = llvm.mlir.constant(32 : index) : i64
    %10185 = llvm.mul %10177, %10184 overflow<nsw, nuw> : i64
    %10186 = llvm.add %10183, %10185 overflow<nsw, nuw> : i64
    %10187 = llvm.add %10186, %10179 overflow<nsw, nuw> : i64
    %10188 = llvm.getelementptr inbounds|nuw %10181[%10187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %10189 = llvm.load %10188 : !llvm.ptr -> f32
    %10190 = llvm.fcmp "olt" %10189, %53 : f32
    %10191 = llvm.uitofp %10190 : i1 to f32
    %10192 = llvm.fmul %10191, %9 : f32
    %10193 = llvm.fadd %10192, %61 : f32
    %10194 = llvm.fmul %10193, %10189 : f32
    %10195 = llvm.fmul %10194, %9 : f32
    %10196 = llvm.fmul %10195, %8 : f32
    %10197 = llvm.intr.exp2(%10196) : (f32) -> f32
    %10198 = llvm.fsub %61, %10197 : f32
    %10199 = llvm.fadd %10197, %61 : f32
    %10200 = llvm.fdiv %10198, %10199 : f32
    %10201 = llvm.fmul %10193, %10200 : f32
    %10202 = llvm.extractvalue %10174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10203 = llvm.mlir.constant(32 : index) : i64
    %10204 = llvm.mul %10175, %10203 overflow<nsw, nuw> : i64
    %10205 = llvm.mlir.constant(32 : index) : i64
    %10206 = llvm.mul %10177, %10205 overflow<nsw, nuw> : i64
    %10207 = llvm.add %10204, %10206 overflow<nsw, nuw> : i64
    %10208 = llvm.add %10207, %10179 overflow<nsw, nuw> : i64
    %10209 = llvm.getelementptr inbounds|nuw %10202[%10208] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %10201, %10209 : f32, !llvm.ptr
    %10210 = llvm.add %10179, %57 : i64
    llvm.br ^bb1463(%10210 : i64)
  ^bb1465:  // pred: ^bb1463
    %10211 = llvm.add %10177, %57 : i64
    llvm.br ^bb1461(%10211 : i64)
  ^bb1466:  // pred: ^bb1461
    %10212 = llvm.add %10175, %57 : i64
    llvm.br ^bb1459(%10212 : i64)
  ^bb1467:  // pred: ^bb1459
    %10213 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10214 = llvm.extractvalue %10174[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10215 = llvm.extractvalue %10174[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %10216 = llvm.insertvalue %10214, %10213[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10217 = llvm.insertvalue %10215, %10216[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10218 = llvm.mlir.constant(0 : index) : i64
    %10219 = llvm.insertvalue %10218, %10217[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10220 = llvm.insertvalue %10145, %10219[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10221 = llvm.mlir.constant(32 : index) : i64
    %10222 = llvm.insertvalue %10221, %10220[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10223 = llvm.mlir.constant(32 : index) : i64
    %10224 = llvm.insertvalue %10223, %10222[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10225 = llvm.mlir.constant(1 : index) : i64
    %10226 = llvm.insertvalue %10225, %10224[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %10227 = llvm.extractvalue %833[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10227) : (!llvm.ptr) -> ()
    %10228 = llvm.extractvalue %881[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10228) : (!llvm.ptr) -> ()
    %10229 = llvm.extractvalue %939[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10229) : (!llvm.ptr) -> ()
    %10230 = llvm.extractvalue %968[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10230) : (!llvm.ptr) -> ()
    %10231 = llvm.extractvalue %1024[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10231) : (!llvm.ptr) -> ()
    %10232 = llvm.extractvalue %1148[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10232) : (!llvm.ptr) -> ()
    %10233 = llvm.extractvalue %1247[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10233) : (!llvm.ptr) -> ()
    %10234 = llvm.extractvalue %1316[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10234) : (!llvm.ptr) -> ()
    %10235 = llvm.extractvalue %1371[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10235) : (!llvm.ptr) -> ()
    %10236 = llvm.extractvalue %1414[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10236) : (!llvm.ptr) -> ()
    %10237 = llvm.extractvalue %1496[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10237) : (!llvm.ptr) -> ()
    %10238 = llvm.extractvalue %1588[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10238) : (!llvm.ptr) -> ()
    %10239 = llvm.extractvalue %1631[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10239) : (!llvm.ptr) -> ()
    %10240 = llvm.extractvalue %1714[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10240) : (!llvm.ptr) -> ()
    %10241 = llvm.extractvalue %1804[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10241) : (!llvm.ptr) -> ()
    %10242 = llvm.extractvalue %1876[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.call @free(%10242) : (!llvm.ptr) -> ()
    %10243 = llvm.extractvalue %1945[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10243) : (!llvm.ptr) -> ()
    %10244 = llvm.extractvalue %2017[0] : !llvm.struct<(ptr, ptr, i64, array<6 x i64>, array<6 x i64>)>
    llvm.call @free(%10244) : (!llvm.ptr) -> ()
    %10245 = llvm.extractvalue %2119[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10245) : (!llvm.ptr) -> ()
    %10246 = llvm.extractvalue %2144[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10246) : (!llvm.ptr) -> ()
    %10247 = llvm.extractvalue %2203[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10247) : (!llvm.ptr) -> ()
    %10248 = llvm.extractvalue %2324[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10248) : (!llvm.ptr) -> ()
    %10249 = llvm.extractvalue %2381[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%10249) : (!llvm.ptr) -> ()
    %10250 = llvm.extractvalue %2455[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10250) : (!llvm.ptr) -> ()
    %10251 = llvm.extractvalue %2519[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10251) : (!llvm.ptr) -> ()
    %10252 = llvm.extractvalue %2621[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10252) : (!llvm.ptr) -> ()
    %10253 = llvm.extractvalue %2732[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10253) : (!llvm.ptr) -> ()
    %10254 = llvm.extractvalue %2834[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10254) : (!llvm.ptr) -> ()
    %10255 = llvm.extractvalue %2930[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10255) : (!llvm.ptr) -> ()
    %10256 = llvm.extractvalue %2998[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10256) : (!llvm.ptr) -> ()
    %10257 = llvm.extractvalue %3066[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10257) : (!llvm.ptr) -> ()
    %10258 = llvm.extractvalue %3133[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10258) : (!llvm.ptr) -> ()
    %10259 = llvm.extractvalue %3206[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10259) : (!llvm.ptr) -> ()
    %10260 = llvm.extractvalue %3341[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10260) : (!llvm.ptr) -> ()
    %10261 = llvm.extractvalue %3419[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10261) : (!llvm.ptr) -> ()
    %10262 = llvm.extractvalue %3517[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10262) : (!llvm.ptr) -> ()
    %10263 = llvm.extractvalue %3633[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10263) : (!llvm.ptr) -> ()
    %10264 = llvm.extractvalue %3713[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10264) : (!llvm.ptr) -> ()
    %10265 = llvm.extractvalue %3766[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10265) : (!llvm.ptr) -> ()
    %10266 = llvm.extractvalue %3874[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10266) : (!llvm.ptr) -> ()
    %10267 = llvm.extractvalue %3953[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10267) : (!llvm.ptr) -> ()
    %10268 = llvm.extractvalue %4019[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10268) : (!llvm.ptr) -> ()
    %10269 = llvm.extractvalue %4092[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10269) : (!llvm.ptr) -> ()
    %10270 = llvm.extractvalue %4227[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10270) : (!llvm.ptr) -> ()
    %10271 = llvm.extractvalue %4288[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%10271) : (!llvm.ptr) -> ()
    %10272 = llvm.extractvalue %4351[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10272) : (!llvm.ptr) -> ()
    %10273 = llvm.extractvalue %4399[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10273) : (!llvm.ptr) -> ()
    %10274 = llvm.extractvalue %4445[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10274) : (!llvm.ptr) -> ()
    %10275 = llvm.extractvalue %4546[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10275) : (!llvm.ptr) -> ()
    %10276 = llvm.extractvalue %4615[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10276) : (!llvm.ptr) -> ()
    %10277 = llvm.extractvalue %4670[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10277) : (!llvm.ptr) -> ()
    %10278 = llvm.extractvalue %4713[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10278) : (!llvm.ptr) -> ()
    %10279 = llvm.extractvalue %4795[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10279) : (!llvm.ptr) -> ()
    %10280 = llvm.extractvalue %4887[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10280) : (!llvm.ptr) -> ()
    %10281 = llvm.extractvalue %4930[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10281) : (!llvm.ptr) -> ()
    %10282 = llvm.extractvalue %5013[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10282) : (!llvm.ptr) -> ()
    %10283 = llvm.extractvalue %5096[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10283) : (!llvm.ptr) -> ()
    %10284 = llvm.extractvalue %5144[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10284) : (!llvm.ptr) -> ()
    %10285 = llvm.extractvalue %5190[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10285) : (!llvm.ptr) -> ()
    %10286 = llvm.extractvalue %5291[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10286) : (!llvm.ptr) -> ()
    %10287 = llvm.extractvalue %5396[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10287) : (!llvm.ptr) -> ()
    %10288 = llvm.extractvalue %5444[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10288) : (!llvm.ptr) -> ()
    %10289 = llvm.extractvalue %5490[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10289) : (!llvm.ptr) -> ()
    %10290 = llvm.extractvalue %5591[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10290) : (!llvm.ptr) -> ()
    %10291 = llvm.extractvalue %5660[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10291) : (!llvm.ptr) -> ()
    %10292 = llvm.extractvalue %5715[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10292) : (!llvm.ptr) -> ()
    %10293 = llvm.extractvalue %5758[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10293) : (!llvm.ptr) -> ()
    %10294 = llvm.extractvalue %5840[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10294) : (!llvm.ptr) -> ()
    %10295 = llvm.extractvalue %5932[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10295) : (!llvm.ptr) -> ()
    %10296 = llvm.extractvalue %5975[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10296) : (!llvm.ptr) -> ()
    %10297 = llvm.extractvalue %6058[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10297) : (!llvm.ptr) -> ()
    %10298 = llvm.extractvalue %6141[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10298) : (!llvm.ptr) -> ()
    %10299 = llvm.extractvalue %6166[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10299) : (!llvm.ptr) -> ()
    %10300 = llvm.extractvalue %6225[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10300) : (!llvm.ptr) -> ()
    %10301 = llvm.extractvalue %6346[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10301) : (!llvm.ptr) -> ()
    %10302 = llvm.extractvalue %6401[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    llvm.call @free(%10302) : (!llvm.ptr) -> ()
    %10303 = llvm.extractvalue %6475[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10303) : (!llvm.ptr) -> ()
    %10304 = llvm.extractvalue %6539[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10304) : (!llvm.ptr) -> ()
    %10305 = llvm.extractvalue %6641[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10305) : (!llvm.ptr) -> ()
    %10306 = llvm.extractvalue %6752[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10306) : (!llvm.ptr) -> ()
    %10307 = llvm.extractvalue %6854[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10307) : (!llvm.ptr) -> ()
    %10308 = llvm.extractvalue %6950[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10308) : (!llvm.ptr) -> ()
    %10309 = llvm.extractvalue %7018[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10309) : (!llvm.ptr) -> ()
    %10310 = llvm.extractvalue %7086[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10310) : (!llvm.ptr) -> ()
    %10311 = llvm.extractvalue %7156[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10311) : (!llvm.ptr) -> ()
    %10312 = llvm.extractvalue %7291[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10312) : (!llvm.ptr) -> ()
    %10313 = llvm.extractvalue %7398[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10313) : (!llvm.ptr) -> ()
    %10314 = llvm.extractvalue %7514[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10314) : (!llvm.ptr) -> ()
    %10315 = llvm.extractvalue %7594[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10315) : (!llvm.ptr) -> ()
    %10316 = llvm.extractvalue %7702[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10316) : (!llvm.ptr) -> ()
    %10317 = llvm.extractvalue %7781[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10317) : (!llvm.ptr) -> ()
    %10318 = llvm.extractvalue %7851[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10318) : (!llvm.ptr) -> ()
    %10319 = llvm.extractvalue %7986[0] : !llvm.struct<(ptr, ptr, i64, array<4 x i64>, array<4 x i64>)>
    llvm.call @free(%10319) : (!llvm.ptr) -> ()
    %10320 = llvm.extractvalue %8077[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10320) : (!llvm.ptr) -> ()
    %10321 = llvm.extractvalue %8125[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10321) : (!llvm.ptr) -> ()
    %10322 = llvm.extractvalue %8171[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10322) : (!llvm.ptr) -> ()
    %10323 = llvm.extractvalue %8272[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10323) : (!llvm.ptr) -> ()
    %10324 = llvm.extractvalue %8341[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10324) : (!llvm.ptr) -> ()
    %10325 = llvm.extractvalue %8396[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10325) : (!llvm.ptr) -> ()
    %10326 = llvm.extractvalue %8439[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10326) : (!llvm.ptr) -> ()
    %10327 = llvm.extractvalue %8521[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10327) : (!llvm.ptr) -> ()
    %10328 = llvm.extractvalue %8613[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10328) : (!llvm.ptr) -> ()
    %10329 = llvm.extractvalue %8656[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10329) : (!llvm.ptr) -> ()
    %10330 = llvm.extractvalue %8739[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10330) : (!llvm.ptr) -> ()
    %10331 = llvm.extractvalue %8821[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10331) : (!llvm.ptr) -> ()
    %10332 = llvm.extractvalue %8869[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10332) : (!llvm.ptr) -> ()
    %10333 = llvm.extractvalue %8915[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10333) : (!llvm.ptr) -> ()
    %10334 = llvm.extractvalue %9016[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10334) : (!llvm.ptr) -> ()
    %10335 = llvm.extractvalue %9120[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10335) : (!llvm.ptr) -> ()
    %10336 = llvm.extractvalue %9168[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10336) : (!llvm.ptr) -> ()
    %10337 = llvm.extractvalue %9214[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10337) : (!llvm.ptr) -> ()
    %10338 = llvm.extractvalue %9315[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10338) : (!llvm.ptr) -> ()
    %10339 = llvm.extractvalue %9384[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10339) : (!llvm.ptr) -> ()
    %10340 = llvm.extractvalue %9439[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10340) : (!llvm.ptr) -> ()
    %10341 = llvm.extractvalue %9482[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10341) : (!llvm.ptr) -> ()
    %10342 = llvm.extractvalue %9564[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10342) : (!llvm.ptr) -> ()
    %10343 = llvm.extractvalue %9656[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10343) : (!llvm.ptr) -> ()
    %10344 = llvm.extractvalue %9699[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10344) : (!llvm.ptr) -> ()
    %10345 = llvm.extractvalue %9882[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%10345) : (!llvm.ptr) -> ()
    %10346 = llvm.extractvalue %9930[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10346) : (!llvm.ptr) -> ()
    %10347 = llvm.extractvalue %9976[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10347) : (!llvm.ptr) -> ()
    %10348 = llvm.extractvalue %10096[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%10348) : (!llvm.ptr) -> ()
    %10349 = llvm.mlir.poison : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %10350 = llvm.insertvalue %9782, %10349[0] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    %10351 = llvm.insertvalue %10226, %10350[1] : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
    llvm.return %10351 : !llvm.struct<(struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>, struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>)>
  }
}
// irlower-stages: fx_graph=5cb45952e9a1 torch_mlir=2edaa1d180f4 linalg_on_tensors_mlir=e971a113914b
