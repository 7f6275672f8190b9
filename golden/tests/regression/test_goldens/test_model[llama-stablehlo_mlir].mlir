module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x128xf32> {
    %c = stablehlo.constant dense<1> : tensor<8x8xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<8> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<8x8xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_27 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %cst_31 = arith.constant dense<2> : tensor<1xi64>
    %cst_32 = arith.constant dense<32> : tensor<1xi64>
    %cst_33 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_34 = arith.constant dense<0.59460355750136051> : tensor<1xf64>
    %cst_35 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %0 = "stablehlo.gather"(%cst_28, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<128x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %1 = stablehlo.convert %0 : tensor<1x8x32xf32>
    %2 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<1x8x32xf32>
    %4 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %6 = stablehlo.divide %5, %4 : tensor<f64>
    %7 = stablehlo.ceil %6 : tensor<f64>
    %8 = stablehlo.convert %7 : (tensor<f64>) -> tensor<i64>
    %9 = stablehlo.reshape %8 : (tensor<i64>) -> tensor<1xi64>
    %10 = stablehlo.dynamic_iota %9, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %11 = stablehlo.multiply %10, %c_1 : tensor<8xi64>
    %12 = stablehlo.add %11, %c_0 : tensor<8xi64>
    %13 = stablehlo.reshape %12 : (tensor<8xi64>) -> tensor<1x8xi64>
    %14 = stablehlo.reshape %cst_26 : (tensor<4xf32>) -> tensor<1x4xf32>
    %15 = stablehlo.reshape %14 : (tensor<1x4xf32>) -> tensor<1x4x1xf32>
    %16 = stablehlo.reshape %13 : (tensor<1x8xi64>) -> tensor<1x1x8xi64>
    %17 = stablehlo.convert %16 : (tensor<1x1x8xi64>) -> tensor<1x1x8xf32>
    %18 = stablehlo.reshape %15 : (tensor<1x4x1xf32>) -> tensor<1x4x1xf32>
    %19 = stablehlo.reshape %17 : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %21 = stablehlo.dot_general %18, %20, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<1x4x1xf32>, tensor<1x1x8xf32>) -> tensor<1x4x8xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x4x8xf32>) -> tensor<1x4x8xf32>
    %23 = stablehlo.transpose %22, dims = [0, 2, 1] : (tensor<1x4x8xf32>) -> tensor<1x8x4xf32>
    %24 = stablehlo.concatenate %23, %23, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %25 = stablehlo.cosine %24 : tensor<1x8x8xf32>
    %26 = stablehlo.sine %24 : tensor<1x8x8xf32>
    %27 = stablehlo.reshape %12 : (tensor<8xi64>) -> tensor<8x1xi64>
    %28 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x8xi64>) -> tensor<8x8xi64>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xi64>) -> tensor<8x8xi64>
    %30 = stablehlo.subtract %28, %29 : tensor<8x8xi64>
    %31 = stablehlo.compare GE, %30, %c, SIGNED : (tensor<8x8xi64>, tensor<8x8xi64>) -> tensor<8x8xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8xi1>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %34 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %35 = stablehlo.select %32, %33, %34 : tensor<8x8xi1>, tensor<8x8xf32>
    %36 = stablehlo.reshape %35 : (tensor<8x8xf32>) -> tensor<1x8x8xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %38 = stablehlo.convert %cst_31 : (tensor<1xi64>) -> tensor<1xf32>
    %39 = stablehlo.reshape %38 : (tensor<1xf32>) -> tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %41 = stablehlo.power %3, %40 : tensor<1x8x32xf32>
    %42 = stablehlo.reduce(%41 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %44 = stablehlo.convert %cst_32 : (tensor<1xi64>) -> tensor<1xf32>
    %45 = stablehlo.reshape %44 : (tensor<1xf32>) -> tensor<f32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %47 = stablehlo.divide %43, %46 : tensor<1x8x1xf32>
    %48 = stablehlo.convert %cst_33 : (tensor<1xf64>) -> tensor<1xf32>
    %49 = stablehlo.reshape %48 : (tensor<1xf32>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %51 = stablehlo.add %47, %50 : tensor<1x8x1xf32>
    %52 = stablehlo.rsqrt %51 : tensor<1x8x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %54 = stablehlo.multiply %3, %53 : tensor<1x8x32xf32>
    %55 = stablehlo.broadcast_in_dim %cst_25, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<1x8x32xf32>
    %57 = stablehlo.transpose %cst_24, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %58 = stablehlo.reshape %56 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %59 = stablehlo.dot_general %58, %57, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %61 = stablehlo.reshape %60 : (tensor<1x8x32xf32>) -> tensor<1x8x4x8xf32>
    %62 = stablehlo.transpose %61, dims = [0, 2, 1, 3] : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %63 = stablehlo.transpose %cst_23, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %64 = stablehlo.dot_general %58, %63, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %68 = stablehlo.transpose %cst_22, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %69 = stablehlo.dot_general %58, %68, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %72 = stablehlo.transpose %71, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %73 = stablehlo.reshape %25 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %74 = stablehlo.reshape %26 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %76 = stablehlo.multiply %62, %75 : tensor<1x4x8x8xf32>
    %77 = stablehlo.slice %62 [0:1, 0:4, 0:8, 4:8] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %78 = stablehlo.negate %77 : tensor<1x4x8x4xf32>
    %79 = stablehlo.slice %62 [0:1, 0:4, 0:8, 0:4] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %80 = stablehlo.concatenate %78, %79, dim = 3 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %81 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %82 = stablehlo.multiply %80, %81 : tensor<1x4x8x8xf32>
    %83 = stablehlo.add %76, %82 : tensor<1x4x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %85 = stablehlo.multiply %67, %84 : tensor<1x2x8x8xf32>
    %86 = stablehlo.slice %67 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %87 = stablehlo.negate %86 : tensor<1x2x8x4xf32>
    %88 = stablehlo.slice %67 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %89 = stablehlo.concatenate %87, %88, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %90 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<1x2x8x8xf32>
    %92 = stablehlo.add %85, %91 : tensor<1x2x8x8xf32>
    %93 = stablehlo.reshape %92 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %96 = stablehlo.reshape %72 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %99 = stablehlo.convert %cst_34 : (tensor<1xf64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<1x4x8x8xf32>
    %102 = stablehlo.multiply %83, %101 : tensor<1x4x8x8xf32>
    %103 = stablehlo.transpose %95, dims = [0, 1, 3, 2] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %104 = stablehlo.multiply %103, %101 : tensor<1x4x8x8xf32>
    %105 = stablehlo.reshape %102 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %106 = stablehlo.reshape %104 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %108 = stablehlo.dot_general %105, %107, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %110 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %111 = stablehlo.add %109, %110 : tensor<1x4x8x8xf32>
    %112 = stablehlo.reduce(%111 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %115 = stablehlo.subtract %111, %114 : tensor<1x4x8x8xf32>
    %116 = stablehlo.exponential %115 : tensor<1x4x8x8xf32>
    %117 = stablehlo.reduce(%116 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %120 = stablehlo.divide %116, %119 : tensor<1x4x8x8xf32>
    %121 = stablehlo.convert %cst_35 : tensor<1xf64>
    %122 = stablehlo.reshape %121 : (tensor<1xf64>) -> tensor<f64>
    %123 = stablehlo.convert %122 : (tensor<f64>) -> tensor<f32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [] : (tensor<f32>) -> tensor<1x4x8x8xf32>
    %125 = stablehlo.compare EQ, %111, %124, FLOAT : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xi1>
    %126 = stablehlo.reduce(%125 init: %c_30) applies stablehlo.and across dimensions = [3] : (tensor<1x4x8x8xi1>, tensor<i1>) -> tensor<1x4x8xi1>
    %127 = stablehlo.reshape %126 : (tensor<1x4x8xi1>) -> tensor<1x4x8x1xi1>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xi1>) -> tensor<1x4x8x8xi1>
    %129 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %130 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %131 = stablehlo.select %128, %129, %130 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %133 = stablehlo.reshape %98 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %135 = stablehlo.dot_general %132, %134, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %136 = stablehlo.reshape %135 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %137 = stablehlo.transpose %136, dims = [2, 0, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<8x1x4x8xf32>
    %138 = stablehlo.transpose %137, dims = [1, 2, 0, 3] : (tensor<8x1x4x8xf32>) -> tensor<1x4x8x8xf32>
    %139 = stablehlo.transpose %138, dims = [0, 2, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<1x8x4x8xf32>) -> tensor<1x8x32xf32>
    %141 = stablehlo.transpose %cst_21, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.reshape %140 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %143 = stablehlo.dot_general %142, %141, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %145 = stablehlo.add %3, %144 : tensor<1x8x32xf32>
    %146 = stablehlo.power %145, %40 : tensor<1x8x32xf32>
    %147 = stablehlo.reduce(%146 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %149 = stablehlo.divide %148, %46 : tensor<1x8x1xf32>
    %150 = stablehlo.add %149, %50 : tensor<1x8x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<1x8x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<1x8x32xf32>
    %154 = stablehlo.broadcast_in_dim %cst_20, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x8x32xf32>
    %156 = stablehlo.transpose %cst_19, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %157 = stablehlo.reshape %155 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %158 = stablehlo.dot_general %157, %156, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %160 = stablehlo.logistic %159 : tensor<1x8x64xf32>
    %161 = stablehlo.multiply %159, %160 : tensor<1x8x64xf32>
    %162 = stablehlo.transpose %cst_18, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %163 = stablehlo.dot_general %157, %162, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %164 = stablehlo.reshape %163 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %165 = stablehlo.multiply %161, %164 : tensor<1x8x64xf32>
    %166 = stablehlo.transpose %cst_17, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %167 = stablehlo.reshape %165 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %168 = stablehlo.dot_general %167, %166, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %169 = stablehlo.reshape %168 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %170 = stablehlo.add %145, %169 : tensor<1x8x32xf32>
    %171 = stablehlo.power %170, %40 : tensor<1x8x32xf32>
    %172 = stablehlo.reduce(%171 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %173 = stablehlo.reshape %172 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %174 = stablehlo.divide %173, %46 : tensor<1x8x1xf32>
    %175 = stablehlo.add %174, %50 : tensor<1x8x1xf32>
    %176 = stablehlo.rsqrt %175 : tensor<1x8x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %178 = stablehlo.multiply %170, %177 : tensor<1x8x32xf32>
    %179 = stablehlo.broadcast_in_dim %cst_16, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<1x8x32xf32>
    %181 = stablehlo.transpose %cst_15, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %182 = stablehlo.reshape %180 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %183 = stablehlo.dot_general %182, %181, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %185 = stablehlo.reshape %184 : (tensor<1x8x32xf32>) -> tensor<1x8x4x8xf32>
    %186 = stablehlo.transpose %185, dims = [0, 2, 1, 3] : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %187 = stablehlo.transpose %cst_14, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %188 = stablehlo.dot_general %182, %187, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %192 = stablehlo.transpose %cst_13, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %193 = stablehlo.dot_general %182, %192, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %196 = stablehlo.transpose %195, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %197 = stablehlo.multiply %186, %75 : tensor<1x4x8x8xf32>
    %198 = stablehlo.slice %186 [0:1, 0:4, 0:8, 4:8] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %199 = stablehlo.negate %198 : tensor<1x4x8x4xf32>
    %200 = stablehlo.slice %186 [0:1, 0:4, 0:8, 0:4] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %201 = stablehlo.concatenate %199, %200, dim = 3 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %202 = stablehlo.multiply %201, %81 : tensor<1x4x8x8xf32>
    %203 = stablehlo.add %197, %202 : tensor<1x4x8x8xf32>
    %204 = stablehlo.multiply %191, %84 : tensor<1x2x8x8xf32>
    %205 = stablehlo.slice %191 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %206 = stablehlo.negate %205 : tensor<1x2x8x4xf32>
    %207 = stablehlo.slice %191 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %208 = stablehlo.concatenate %206, %207, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %209 = stablehlo.multiply %208, %90 : tensor<1x2x8x8xf32>
    %210 = stablehlo.add %204, %209 : tensor<1x2x8x8xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %214 = stablehlo.reshape %196 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %217 = stablehlo.multiply %203, %101 : tensor<1x4x8x8xf32>
    %218 = stablehlo.transpose %213, dims = [0, 1, 3, 2] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %219 = stablehlo.multiply %218, %101 : tensor<1x4x8x8xf32>
    %220 = stablehlo.reshape %217 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %221 = stablehlo.reshape %219 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %223 = stablehlo.dot_general %220, %222, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %224 = stablehlo.reshape %223 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %225 = stablehlo.add %224, %110 : tensor<1x4x8x8xf32>
    %226 = stablehlo.reduce(%225 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %227 = stablehlo.reshape %226 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %229 = stablehlo.subtract %225, %228 : tensor<1x4x8x8xf32>
    %230 = stablehlo.exponential %229 : tensor<1x4x8x8xf32>
    %231 = stablehlo.reduce(%230 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %234 = stablehlo.divide %230, %233 : tensor<1x4x8x8xf32>
    %235 = stablehlo.compare EQ, %225, %124, FLOAT : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xi1>
    %236 = stablehlo.reduce(%235 init: %c_30) applies stablehlo.and across dimensions = [3] : (tensor<1x4x8x8xi1>, tensor<i1>) -> tensor<1x4x8xi1>
    %237 = stablehlo.reshape %236 : (tensor<1x4x8xi1>) -> tensor<1x4x8x1xi1>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xi1>) -> tensor<1x4x8x8xi1>
    %239 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %240 = stablehlo.select %238, %129, %239 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %242 = stablehlo.reshape %216 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %244 = stablehlo.dot_general %241, %243, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %245 = stablehlo.reshape %244 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %246 = stablehlo.transpose %245, dims = [2, 0, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<8x1x4x8xf32>
    %247 = stablehlo.transpose %246, dims = [1, 2, 0, 3] : (tensor<8x1x4x8xf32>) -> tensor<1x4x8x8xf32>
    %248 = stablehlo.transpose %247, dims = [0, 2, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x8x4x8xf32>) -> tensor<1x8x32xf32>
    %250 = stablehlo.transpose %cst_12, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %251 = stablehlo.reshape %249 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %252 = stablehlo.dot_general %251, %250, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %254 = stablehlo.add %170, %253 : tensor<1x8x32xf32>
    %255 = stablehlo.power %254, %40 : tensor<1x8x32xf32>
    %256 = stablehlo.reduce(%255 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %257 = stablehlo.reshape %256 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %258 = stablehlo.divide %257, %46 : tensor<1x8x1xf32>
    %259 = stablehlo.add %258, %50 : tensor<1x8x1xf32>
    %260 = stablehlo.rsqrt %259 : tensor<1x8x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %262 = stablehlo.multiply %254, %261 : tensor<1x8x32xf32>
    %263 = stablehlo.broadcast_in_dim %cst_11, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %264 = stablehlo.multiply %262, %263 : tensor<1x8x32xf32>
    %265 = stablehlo.transpose %cst_10, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %266 = stablehlo.reshape %264 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %267 = stablehlo.dot_general %266, %265, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %269 = stablehlo.logistic %268 : tensor<1x8x64xf32>
    %270 = stablehlo.multiply %268, %269 : tensor<1x8x64xf32>
    %271 = stablehlo.transpose %cst_9, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %272 = stablehlo.dot_general %266, %271, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %273 = stablehlo.reshape %272 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %274 = stablehlo.multiply %270, %273 : tensor<1x8x64xf32>
    %275 = stablehlo.transpose %cst_8, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %276 = stablehlo.reshape %274 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %277 = stablehlo.dot_general %276, %275, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %279 = stablehlo.add %254, %278 : tensor<1x8x32xf32>
    %280 = stablehlo.power %279, %40 : tensor<1x8x32xf32>
    %281 = stablehlo.reduce(%280 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %283 = stablehlo.divide %282, %46 : tensor<1x8x1xf32>
    %284 = stablehlo.add %283, %50 : tensor<1x8x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<1x8x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %287 = stablehlo.multiply %279, %286 : tensor<1x8x32xf32>
    %288 = stablehlo.broadcast_in_dim %cst_7, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<1x8x32xf32>
    %290 = stablehlo.transpose %cst_6, dims = [1, 0] : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %291 = stablehlo.reshape %289 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %292 = stablehlo.dot_general %291, %290, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    return %293 : tensor<1x8x128xf32>
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c
