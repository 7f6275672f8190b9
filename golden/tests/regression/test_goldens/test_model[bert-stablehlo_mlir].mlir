module {
  func.func @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %cst = stablehlo.constant dense<-0.000000e+00> : tensor<1x1x1x8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_30 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_31 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_32 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_33 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_34 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_35 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_36 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_37 = stablehlo.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_38 = stablehlo.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %c = stablehlo.constant dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>
    %c_39 = stablehlo.constant dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<1x8x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<1x8x64xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<1x8x64xf32>
    %cst_46 = stablehlo.constant dense<-4.000000e+00> : tensor<1x8x64xf32>
    %cst_47 = stablehlo.constant dense<4.000000e+00> : tensor<1x8x64xf32>
    %cst_48 = stablehlo.constant dense<-2.72614237E-10> : tensor<1x8x64xf32>
    %cst_49 = stablehlo.constant dense<2.77068146E-8> : tensor<1x8x64xf32>
    %cst_50 = stablehlo.constant dense<-2.10102394E-6> : tensor<1x8x64xf32>
    %cst_51 = stablehlo.constant dense<-5.69250624E-5> : tensor<1x8x64xf32>
    %cst_52 = stablehlo.constant dense<-7.34990637E-4> : tensor<1x8x64xf32>
    %cst_53 = stablehlo.constant dense<-2.954600e-03> : tensor<1x8x64xf32>
    %cst_54 = stablehlo.constant dense<-0.0160960332> : tensor<1x8x64xf32>
    %cst_55 = stablehlo.constant dense<-1.45660715E-5> : tensor<1x8x64xf32>
    %cst_56 = stablehlo.constant dense<-2.13374049E-4> : tensor<1x8x64xf32>
    %cst_57 = stablehlo.constant dense<-0.00168282702> : tensor<1x8x64xf32>
    %cst_58 = stablehlo.constant dense<-0.00737332925> : tensor<1x8x64xf32>
    %cst_59 = stablehlo.constant dense<-0.0142647391> : tensor<1x8x64xf32>
    %cst_60 = stablehlo.constant dense<-1.000000e+00> : tensor<1x8x64xf32>
    %cst_61 = arith.constant dense<32> : tensor<1xi64>
    %cst_62 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_63 = arith.constant dense<1> : tensor<1xi64>
    %cst_64 = arith.constant dense<4.000000e+00> : tensor<1xf64>
    %0 = stablehlo.slice %c_39 [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %1 = stablehlo.slice %c [0:1, 0:8] : (tensor<1x64xi64>) -> tensor<1x8xi64>
    %2 = "stablehlo.gather"(%cst_38, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %3 = stablehlo.convert %2 : tensor<1x8x32xf32>
    %4 = "stablehlo.gather"(%cst_37, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %5 = stablehlo.convert %4 : tensor<1x8x32xf32>
    %6 = stablehlo.add %3, %5 : tensor<1x8x32xf32>
    %7 = "stablehlo.gather"(%cst_36, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %8 = stablehlo.convert %7 : tensor<1x8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<1x8x32xf32>
    %10 = stablehlo.convert %9 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %11 = stablehlo.reduce(%10 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %12 = stablehlo.reshape %11 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %13 = stablehlo.convert %cst_61 : (tensor<1xi64>) -> tensor<1xf64>
    %14 = stablehlo.reshape %13 : (tensor<1xf64>) -> tensor<f64>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %16 = stablehlo.divide %12, %15 : tensor<1x8x1xf64>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %18 = stablehlo.subtract %10, %17 : tensor<1x8x32xf64>
    %19 = stablehlo.multiply %18, %18 : tensor<1x8x32xf64>
    %20 = stablehlo.reduce(%19 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %21 = stablehlo.reshape %20 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %22 = stablehlo.divide %21, %15 : tensor<1x8x1xf64>
    %23 = stablehlo.convert %22 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %24 = stablehlo.reduce(%9 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %26 = stablehlo.convert %cst_61 : (tensor<1xi64>) -> tensor<1xf32>
    %27 = stablehlo.reshape %26 : (tensor<1xf32>) -> tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %29 = stablehlo.divide %25, %28 : tensor<1x8x1xf32>
    %30 = stablehlo.convert %cst_62 : (tensor<1xf64>) -> tensor<1xf32>
    %31 = stablehlo.reshape %30 : (tensor<1xf32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %33 = stablehlo.add %23, %32 : tensor<1x8x1xf32>
    %34 = stablehlo.rsqrt %33 : tensor<1x8x1xf32>
    %35 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %36 = stablehlo.subtract %9, %35 : tensor<1x8x32xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<1x8x32xf32>
    %39 = stablehlo.broadcast_in_dim %cst_35, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<1x8x32xf32>
    %41 = stablehlo.broadcast_in_dim %cst_34, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x8x32xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %44 = stablehlo.transpose %cst_33, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %45 = stablehlo.dot_general %43, %44, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %46 = stablehlo.convert %cst_63 : (tensor<1xi64>) -> tensor<1xf32>
    %47 = stablehlo.reshape %46 : (tensor<1xf32>) -> tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %49 = stablehlo.multiply %45, %48 : tensor<8x32xf32>
    %50 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %51 = stablehlo.multiply %50, %cst_32 : tensor<32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %53 = stablehlo.add %49, %52 : tensor<8x32xf32>
    %54 = stablehlo.reshape %53 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %56 = stablehlo.transpose %55, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %57 = stablehlo.transpose %cst_31, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %58 = stablehlo.dot_general %43, %57, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %59 = stablehlo.multiply %58, %48 : tensor<8x32xf32>
    %60 = stablehlo.multiply %50, %cst_30 : tensor<32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x32xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %66 = stablehlo.transpose %cst_29, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %67 = stablehlo.dot_general %43, %66, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %68 = stablehlo.multiply %67, %48 : tensor<8x32xf32>
    %69 = stablehlo.multiply %50, %cst_28 : tensor<32xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x32xf32>
    %72 = stablehlo.reshape %71 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %75 = stablehlo.transpose %65, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %76 = stablehlo.reshape %56 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %77 = stablehlo.reshape %75 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %79 = stablehlo.dot_general %76, %78, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %80 = stablehlo.reshape %79 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %81 = stablehlo.convert %cst_64 : (tensor<1xf64>) -> tensor<1xf32>
    %82 = stablehlo.reshape %81 : (tensor<1xf32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %84 = stablehlo.divide %80, %83 : tensor<1x2x8x8xf32>
    %85 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<1x2x8x8xf32>
    %86 = stablehlo.add %84, %85 : tensor<1x2x8x8xf32>
    %87 = stablehlo.reduce(%86 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %90 = stablehlo.subtract %86, %89 : tensor<1x2x8x8xf32>
    %91 = stablehlo.exponential %90 : tensor<1x2x8x8xf32>
    %92 = stablehlo.reduce(%91 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %95 = stablehlo.divide %91, %94 : tensor<1x2x8x8xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %97 = stablehlo.reshape %74 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %99 = stablehlo.dot_general %96, %98, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %101 = stablehlo.transpose %100, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %102 = stablehlo.reshape %101 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %104 = stablehlo.transpose %cst_27, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %105 = stablehlo.dot_general %103, %104, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %106 = stablehlo.multiply %105, %48 : tensor<8x32xf32>
    %107 = stablehlo.multiply %50, %cst_26 : tensor<32xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x32xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %111 = stablehlo.add %110, %42 : tensor<1x8x32xf32>
    %112 = stablehlo.convert %111 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %113 = stablehlo.reduce(%112 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %114 = stablehlo.reshape %113 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %115 = stablehlo.divide %114, %15 : tensor<1x8x1xf64>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %117 = stablehlo.subtract %112, %116 : tensor<1x8x32xf64>
    %118 = stablehlo.multiply %117, %117 : tensor<1x8x32xf64>
    %119 = stablehlo.reduce(%118 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %120 = stablehlo.reshape %119 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %121 = stablehlo.divide %120, %15 : tensor<1x8x1xf64>
    %122 = stablehlo.convert %121 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %123 = stablehlo.reduce(%111 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %125 = stablehlo.divide %124, %28 : tensor<1x8x1xf32>
    %126 = stablehlo.add %122, %32 : tensor<1x8x1xf32>
    %127 = stablehlo.rsqrt %126 : tensor<1x8x1xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %129 = stablehlo.subtract %111, %128 : tensor<1x8x32xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<1x8x32xf32>
    %132 = stablehlo.broadcast_in_dim %cst_25, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x8x32xf32>
    %134 = stablehlo.broadcast_in_dim %cst_24, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %135 = stablehlo.add %133, %134 : tensor<1x8x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %137 = stablehlo.transpose %cst_23, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %139 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<8x64xf32>
    %141 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %142 = stablehlo.multiply %141, %cst_22 : tensor<64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %144 = stablehlo.add %140, %143 : tensor<8x64xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %146 = stablehlo.multiply %145, %cst_45 : tensor<1x8x64xf32>
    %147 = stablehlo.rsqrt %cst_44 : tensor<1x8x64xf32>
    %148 = stablehlo.multiply %145, %147 : tensor<1x8x64xf32>
    %149 = stablehlo.clamp %cst_46, %148, %cst_47 : tensor<1x8x64xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<1x8x64xf32>
    %151 = stablehlo.multiply %cst_48, %150 : tensor<1x8x64xf32>
    %152 = stablehlo.add %151, %cst_49 : tensor<1x8x64xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<1x8x64xf32>
    %154 = stablehlo.add %153, %cst_50 : tensor<1x8x64xf32>
    %155 = stablehlo.multiply %154, %150 : tensor<1x8x64xf32>
    %156 = stablehlo.add %155, %cst_51 : tensor<1x8x64xf32>
    %157 = stablehlo.multiply %156, %150 : tensor<1x8x64xf32>
    %158 = stablehlo.add %157, %cst_52 : tensor<1x8x64xf32>
    %159 = stablehlo.multiply %158, %150 : tensor<1x8x64xf32>
    %160 = stablehlo.add %159, %cst_53 : tensor<1x8x64xf32>
    %161 = stablehlo.multiply %160, %150 : tensor<1x8x64xf32>
    %162 = stablehlo.add %161, %cst_54 : tensor<1x8x64xf32>
    %163 = stablehlo.multiply %cst_55, %150 : tensor<1x8x64xf32>
    %164 = stablehlo.add %163, %cst_56 : tensor<1x8x64xf32>
    %165 = stablehlo.multiply %164, %150 : tensor<1x8x64xf32>
    %166 = stablehlo.add %165, %cst_57 : tensor<1x8x64xf32>
    %167 = stablehlo.multiply %166, %150 : tensor<1x8x64xf32>
    %168 = stablehlo.add %167, %cst_58 : tensor<1x8x64xf32>
    %169 = stablehlo.multiply %168, %150 : tensor<1x8x64xf32>
    %170 = stablehlo.add %169, %cst_59 : tensor<1x8x64xf32>
    %171 = stablehlo.multiply %149, %162 : tensor<1x8x64xf32>
    %172 = stablehlo.divide %171, %170 : tensor<1x8x64xf32>
    %173 = stablehlo.clamp %cst_60, %172, %cst_43 : tensor<1x8x64xf32>
    %174 = stablehlo.add %173, %cst_43 : tensor<1x8x64xf32>
    %175 = stablehlo.multiply %174, %146 : tensor<1x8x64xf32>
    %176 = stablehlo.reshape %175 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %177 = stablehlo.transpose %cst_21, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %178 = stablehlo.dot_general %176, %177, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %179 = stablehlo.multiply %178, %48 : tensor<8x32xf32>
    %180 = stablehlo.multiply %50, %cst_20 : tensor<32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %184 = stablehlo.add %183, %135 : tensor<1x8x32xf32>
    %185 = stablehlo.convert %184 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %186 = stablehlo.reduce(%185 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %187 = stablehlo.reshape %186 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %188 = stablehlo.divide %187, %15 : tensor<1x8x1xf64>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %190 = stablehlo.subtract %185, %189 : tensor<1x8x32xf64>
    %191 = stablehlo.multiply %190, %190 : tensor<1x8x32xf64>
    %192 = stablehlo.reduce(%191 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %193 = stablehlo.reshape %192 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %194 = stablehlo.divide %193, %15 : tensor<1x8x1xf64>
    %195 = stablehlo.convert %194 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %196 = stablehlo.reduce(%184 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %197 = stablehlo.reshape %196 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %198 = stablehlo.divide %197, %28 : tensor<1x8x1xf32>
    %199 = stablehlo.add %195, %32 : tensor<1x8x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<1x8x1xf32>
    %201 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %202 = stablehlo.subtract %184, %201 : tensor<1x8x32xf32>
    %203 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<1x8x32xf32>
    %205 = stablehlo.broadcast_in_dim %cst_19, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %206 = stablehlo.multiply %204, %205 : tensor<1x8x32xf32>
    %207 = stablehlo.broadcast_in_dim %cst_18, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %208 = stablehlo.add %206, %207 : tensor<1x8x32xf32>
    %209 = stablehlo.reshape %208 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %210 = stablehlo.transpose %cst_17, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %211 = stablehlo.dot_general %209, %210, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %212 = stablehlo.multiply %211, %48 : tensor<8x32xf32>
    %213 = stablehlo.multiply %50, %cst_16 : tensor<32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x32xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %218 = stablehlo.transpose %217, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %219 = stablehlo.transpose %cst_15, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %220 = stablehlo.dot_general %209, %219, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %221 = stablehlo.multiply %220, %48 : tensor<8x32xf32>
    %222 = stablehlo.multiply %50, %cst_14 : tensor<32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %224 = stablehlo.add %221, %223 : tensor<8x32xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %227 = stablehlo.transpose %226, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %228 = stablehlo.transpose %cst_13, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %229 = stablehlo.dot_general %209, %228, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %230 = stablehlo.multiply %229, %48 : tensor<8x32xf32>
    %231 = stablehlo.multiply %50, %cst_12 : tensor<32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %233 = stablehlo.add %230, %232 : tensor<8x32xf32>
    %234 = stablehlo.reshape %233 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %236 = stablehlo.transpose %235, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %237 = stablehlo.transpose %227, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %238 = stablehlo.reshape %218 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %239 = stablehlo.reshape %237 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %241 = stablehlo.dot_general %238, %240, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %242 = stablehlo.reshape %241 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %243 = stablehlo.divide %242, %83 : tensor<1x2x8x8xf32>
    %244 = stablehlo.add %243, %85 : tensor<1x2x8x8xf32>
    %245 = stablehlo.reduce(%244 init: %cst_42) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %248 = stablehlo.subtract %244, %247 : tensor<1x2x8x8xf32>
    %249 = stablehlo.exponential %248 : tensor<1x2x8x8xf32>
    %250 = stablehlo.reduce(%249 init: %cst_41) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %253 = stablehlo.divide %249, %252 : tensor<1x2x8x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %255 = stablehlo.reshape %236 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %257 = stablehlo.dot_general %254, %256, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %258 = stablehlo.reshape %257 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %259 = stablehlo.transpose %258, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %262 = stablehlo.transpose %cst_11, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = stablehlo.dot_general %261, %262, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %264 = stablehlo.multiply %263, %48 : tensor<8x32xf32>
    %265 = stablehlo.multiply %50, %cst_10 : tensor<32xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %267 = stablehlo.add %264, %266 : tensor<8x32xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %269 = stablehlo.add %268, %208 : tensor<1x8x32xf32>
    %270 = stablehlo.convert %269 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %271 = stablehlo.reduce(%270 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %272 = stablehlo.reshape %271 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %273 = stablehlo.divide %272, %15 : tensor<1x8x1xf64>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %275 = stablehlo.subtract %270, %274 : tensor<1x8x32xf64>
    %276 = stablehlo.multiply %275, %275 : tensor<1x8x32xf64>
    %277 = stablehlo.reduce(%276 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %278 = stablehlo.reshape %277 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %279 = stablehlo.divide %278, %15 : tensor<1x8x1xf64>
    %280 = stablehlo.convert %279 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %281 = stablehlo.reduce(%269 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %283 = stablehlo.divide %282, %28 : tensor<1x8x1xf32>
    %284 = stablehlo.add %280, %32 : tensor<1x8x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<1x8x1xf32>
    %286 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %287 = stablehlo.subtract %269, %286 : tensor<1x8x32xf32>
    %288 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<1x8x32xf32>
    %290 = stablehlo.broadcast_in_dim %cst_9, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<1x8x32xf32>
    %292 = stablehlo.broadcast_in_dim %cst_8, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<1x8x32xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %295 = stablehlo.transpose %cst_7, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %296 = stablehlo.dot_general %294, %295, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %297 = stablehlo.multiply %296, %139 : tensor<8x64xf32>
    %298 = stablehlo.multiply %141, %cst_6 : tensor<64xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %300 = stablehlo.add %297, %299 : tensor<8x64xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %302 = stablehlo.multiply %301, %cst_45 : tensor<1x8x64xf32>
    %303 = stablehlo.multiply %301, %147 : tensor<1x8x64xf32>
    %304 = stablehlo.clamp %cst_46, %303, %cst_47 : tensor<1x8x64xf32>
    %305 = stablehlo.multiply %304, %304 : tensor<1x8x64xf32>
    %306 = stablehlo.multiply %cst_48, %305 : tensor<1x8x64xf32>
    %307 = stablehlo.add %306, %cst_49 : tensor<1x8x64xf32>
    %308 = stablehlo.multiply %307, %305 : tensor<1x8x64xf32>
    %309 = stablehlo.add %308, %cst_50 : tensor<1x8x64xf32>
    %310 = stablehlo.multiply %309, %305 : tensor<1x8x64xf32>
    %311 = stablehlo.add %310, %cst_51 : tensor<1x8x64xf32>
    %312 = stablehlo.multiply %311, %305 : tensor<1x8x64xf32>
    %313 = stablehlo.add %312, %cst_52 : tensor<1x8x64xf32>
    %314 = stablehlo.multiply %313, %305 : tensor<1x8x64xf32>
    %315 = stablehlo.add %314, %cst_53 : tensor<1x8x64xf32>
    %316 = stablehlo.multiply %315, %305 : tensor<1x8x64xf32>
    %317 = stablehlo.add %316, %cst_54 : tensor<1x8x64xf32>
    %318 = stablehlo.multiply %cst_55, %305 : tensor<1x8x64xf32>
    %319 = stablehlo.add %318, %cst_56 : tensor<1x8x64xf32>
    %320 = stablehlo.multiply %319, %305 : tensor<1x8x64xf32>
    %321 = stablehlo.add %320, %cst_57 : tensor<1x8x64xf32>
    %322 = stablehlo.multiply %321, %305 : tensor<1x8x64xf32>
    %323 = stablehlo.add %322, %cst_58 : tensor<1x8x64xf32>
    %324 = stablehlo.multiply %323, %305 : tensor<1x8x64xf32>
    %325 = stablehlo.add %324, %cst_59 : tensor<1x8x64xf32>
    %326 = stablehlo.multiply %304, %317 : tensor<1x8x64xf32>
    %327 = stablehlo.divide %326, %325 : tensor<1x8x64xf32>
    %328 = stablehlo.clamp %cst_60, %327, %cst_43 : tensor<1x8x64xf32>
    %329 = stablehlo.add %328, %cst_43 : tensor<1x8x64xf32>
    %330 = stablehlo.multiply %329, %302 : tensor<1x8x64xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %332 = stablehlo.transpose %cst_5, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %333 = stablehlo.dot_general %331, %332, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %334 = stablehlo.multiply %333, %48 : tensor<8x32xf32>
    %335 = stablehlo.multiply %50, %cst_4 : tensor<32xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x32xf32>
    %338 = stablehlo.reshape %337 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %339 = stablehlo.add %338, %293 : tensor<1x8x32xf32>
    %340 = stablehlo.convert %339 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %341 = stablehlo.reduce(%340 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %342 = stablehlo.reshape %341 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %343 = stablehlo.divide %342, %15 : tensor<1x8x1xf64>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %345 = stablehlo.subtract %340, %344 : tensor<1x8x32xf64>
    %346 = stablehlo.multiply %345, %345 : tensor<1x8x32xf64>
    %347 = stablehlo.reduce(%346 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %348 = stablehlo.reshape %347 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %349 = stablehlo.divide %348, %15 : tensor<1x8x1xf64>
    %350 = stablehlo.convert %349 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %351 = stablehlo.reduce(%339 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %353 = stablehlo.divide %352, %28 : tensor<1x8x1xf32>
    %354 = stablehlo.add %350, %32 : tensor<1x8x1xf32>
    %355 = stablehlo.rsqrt %354 : tensor<1x8x1xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %357 = stablehlo.subtract %339, %356 : tensor<1x8x32xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<1x8x32xf32>
    %360 = stablehlo.broadcast_in_dim %cst_3, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<1x8x32xf32>
    %362 = stablehlo.broadcast_in_dim %cst_2, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %363 = stablehlo.add %361, %362 : tensor<1x8x32xf32>
    %364 = stablehlo.slice %363 [0:1, 0:1, 0:32] : (tensor<1x8x32xf32>) -> tensor<1x1x32xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %366 = stablehlo.transpose %cst_1, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %367 = stablehlo.dot_general %365, %366, contracting_dims = [1] x [0] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %368 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %369 = stablehlo.multiply %367, %368 : tensor<1x32xf32>
    %370 = stablehlo.multiply %50, %cst_0 : tensor<32xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %372 = stablehlo.add %369, %371 : tensor<1x32xf32>
    %373 = stablehlo.tanh %372 : tensor<1x32xf32>
    return %363, %373 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4
