module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x32xf32> {
    %c = stablehlo.constant dense<true> : tensor<1x1x8x8xi1>
    %c_0 = stablehlo.constant dense<0> : tensor<1xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi64>
    %c_2 = stablehlo.constant dense<1> : tensor<1x8xi64>
    %c_3 = stablehlo.constant dense<1> : tensor<1x1xi64>
    %c_4 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_5 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_6 = stablehlo.constant dense<8> : tensor<i64>
    %c_7 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<128x32xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<32x128xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_32_96_torch.float32_1> : tensor<32x96xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_128_32_torch.float32> : tensor<128x32xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_32_128_torch.float32> : tensor<32x128xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_30 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_31 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_32 = stablehlo.constant dense_resource<torch_tensor_32_96_torch.float32> : tensor<32x96xf32>
    %cst_33 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_34 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_35 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_36 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i64>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_40 = arith.constant dense<1> : tensor<1xi64>
    %cst_41 = arith.constant dense<32> : tensor<1xi64>
    %cst_42 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_43 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %cst_44 = arith.constant dense<5.000000e-01> : tensor<1xf64>
    %cst_45 = arith.constant dense<3> : tensor<1xi64>
    %cst_46 = arith.constant dense<4.471500e-02> : tensor<1xf64>
    %cst_47 = arith.constant dense<0.79788456080286541> : tensor<1xf64>
    %cst_48 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %0 = stablehlo.reshape %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi64>
    %1 = "stablehlo.gather"(%cst_36, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %2 = stablehlo.convert %1 : tensor<1x8x32xf32>
    %3 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
    %5 = stablehlo.divide %4, %3 : tensor<f64>
    %6 = stablehlo.ceil %5 : tensor<f64>
    %7 = stablehlo.convert %6 : (tensor<f64>) -> tensor<i64>
    %8 = stablehlo.reshape %7 : (tensor<i64>) -> tensor<1xi64>
    %9 = stablehlo.dynamic_iota %8, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %10 = stablehlo.multiply %9, %c_5 : tensor<8xi64>
    %11 = stablehlo.add %10, %c_4 : tensor<8xi64>
    %12 = stablehlo.add %11, %c_4 : tensor<8xi64>
    %13 = stablehlo.reshape %12 : (tensor<8xi64>) -> tensor<1x8xi64>
    %14 = "stablehlo.gather"(%cst_35, %13) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %15 = stablehlo.convert %14 : tensor<1x8x32xf32>
    %16 = stablehlo.add %2, %15 : tensor<1x8x32xf32>
    %17 = stablehlo.slice %13 [0:1, 0:1] : (tensor<1x8xi64>) -> tensor<1x1xi64>
    %18 = stablehlo.subtract %17, %c_3 : tensor<1x1xi64>
    %19 = stablehlo.concatenate %18, %13, dim = 1 : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %20 = stablehlo.slice %19 [0:1, 0:8] : (tensor<1x9xi64>) -> tensor<1x8xi64>
    %21 = stablehlo.slice %19 [0:1, 1:9] : (tensor<1x9xi64>) -> tensor<1x8xi64>
    %22 = stablehlo.subtract %21, %20 : tensor<1x8xi64>
    %23 = stablehlo.compare NE, %22, %c_2, SIGNED : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %24 = stablehlo.convert %23 : (tensor<1x8xi1>) -> tensor<1x8xi64>
    %25 = "stablehlo.reduce_window"(%24, %c_37) <{padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %363 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %363 : tensor<i64>
    }) : (tensor<1x8xi64>, tensor<i64>) -> tensor<1x8xi64>
    %26 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %27 = stablehlo.divide %26, %3 : tensor<f64>
    %28 = stablehlo.ceil %27 : tensor<f64>
    %29 = stablehlo.convert %28 : (tensor<f64>) -> tensor<i64>
    %30 = stablehlo.reshape %29 : (tensor<i64>) -> tensor<1xi64>
    %31 = stablehlo.dynamic_iota %30, dim = 0 : (tensor<1xi64>) -> tensor<1xi64>
    %32 = stablehlo.multiply %31, %c_1 : tensor<1xi64>
    %33 = stablehlo.add %32, %c_0 : tensor<1xi64>
    %34 = stablehlo.reshape %33 : (tensor<1xi64>) -> tensor<1x1xi64>
    %35 = stablehlo.reshape %34 : (tensor<1x1xi64>) -> tensor<1x1x1xi64>
    %36 = stablehlo.reshape %35 : (tensor<1x1x1xi64>) -> tensor<1x1x1x1xi64>
    %37 = stablehlo.reshape %13 : (tensor<1x8xi64>) -> tensor<1x1x8xi64>
    %38 = stablehlo.reshape %37 : (tensor<1x1x8xi64>) -> tensor<1x1x8x1xi64>
    %39 = stablehlo.reshape %37 : (tensor<1x1x8xi64>) -> tensor<1x1x1x8xi64>
    %40 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x1x8x1xi64>
    %41 = stablehlo.reshape %40 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1x1xi64>
    %42 = stablehlo.reshape %38 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1x1xi64>
    %43 = stablehlo.concatenate %41, %42, dim = 4 : (tensor<1x1x8x1x1xi64>, tensor<1x1x8x1x1xi64>) -> tensor<1x1x8x1x2xi64>
    %44 = "stablehlo.gather"(%25, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %45 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x1x1x8xi64>
    %46 = stablehlo.reshape %45 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8x1xi64>
    %47 = stablehlo.reshape %39 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8x1xi64>
    %48 = stablehlo.concatenate %46, %47, dim = 4 : (tensor<1x1x1x8x1xi64>, tensor<1x1x1x8x1xi64>) -> tensor<1x1x1x8x2xi64>
    %49 = "stablehlo.gather"(%25, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %50 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x8xi64>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %52 = stablehlo.compare EQ, %50, %51, SIGNED : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %53 = stablehlo.and %52, %c : tensor<1x1x8x8xi1>
    %54 = "stablehlo.gather"(%13, %43) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %55 = "stablehlo.gather"(%13, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x8xi64>
    %58 = stablehlo.compare LE, %56, %57, SIGNED : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %59 = stablehlo.and %53, %58 : tensor<1x1x8x8xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %63 = stablehlo.select %60, %61, %62 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32>
    %64 = stablehlo.convert %16 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %65 = stablehlo.reduce(%64 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %66 = stablehlo.reshape %65 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %67 = stablehlo.convert %cst_41 : (tensor<1xi64>) -> tensor<1xf64>
    %68 = stablehlo.reshape %67 : (tensor<1xf64>) -> tensor<f64>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %70 = stablehlo.divide %66, %69 : tensor<1x8x1xf64>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %72 = stablehlo.subtract %64, %71 : tensor<1x8x32xf64>
    %73 = stablehlo.multiply %72, %72 : tensor<1x8x32xf64>
    %74 = stablehlo.reduce(%73 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %75 = stablehlo.reshape %74 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %76 = stablehlo.divide %75, %69 : tensor<1x8x1xf64>
    %77 = stablehlo.convert %76 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %78 = stablehlo.reduce(%16 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %80 = stablehlo.convert %cst_41 : (tensor<1xi64>) -> tensor<1xf32>
    %81 = stablehlo.reshape %80 : (tensor<1xf32>) -> tensor<f32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %83 = stablehlo.divide %79, %82 : tensor<1x8x1xf32>
    %84 = stablehlo.convert %cst_42 : (tensor<1xf64>) -> tensor<1xf32>
    %85 = stablehlo.reshape %84 : (tensor<1xf32>) -> tensor<f32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %87 = stablehlo.add %77, %86 : tensor<1x8x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<1x8x1xf32>
    %89 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %90 = stablehlo.subtract %16, %89 : tensor<1x8x32xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<1x8x32xf32>
    %93 = stablehlo.broadcast_in_dim %cst_34, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x8x32xf32>
    %95 = stablehlo.broadcast_in_dim %cst_33, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %96 = stablehlo.add %94, %95 : tensor<1x8x32xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %98 = stablehlo.dot_general %97, %cst_32, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x96xf32>) -> tensor<8x96xf32>
    %99 = stablehlo.convert %cst_40 : (tensor<1xi64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %102 = stablehlo.multiply %98, %101 : tensor<8x96xf32>
    %103 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %104 = stablehlo.multiply %103, %cst_31 : tensor<96xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<96xf32>) -> tensor<8x96xf32>
    %106 = stablehlo.add %102, %105 : tensor<8x96xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x96xf32>) -> tensor<1x8x96xf32>
    %108 = stablehlo.slice %107 [0:1, 0:8, 0:32] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %109 = stablehlo.slice %107 [0:1, 0:8, 32:64] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %110 = stablehlo.slice %107 [0:1, 0:8, 64:96] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %111 = stablehlo.reshape %109 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %113 = stablehlo.reshape %110 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %114 = stablehlo.transpose %113, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %115 = stablehlo.reshape %108 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %116 = stablehlo.transpose %115, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %117 = stablehlo.transpose %112, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %118 = stablehlo.reshape %116 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %119 = stablehlo.reshape %117 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %121 = stablehlo.dot_general %118, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %123 = stablehlo.convert %cst_43 : (tensor<1xf64>) -> tensor<1xf32>
    %124 = stablehlo.reshape %123 : (tensor<1xf32>) -> tensor<f32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %126 = stablehlo.multiply %122, %125 : tensor<1x2x8x8xf32>
    %127 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %128 = stablehlo.add %126, %127 : tensor<1x2x8x8xf32>
    %129 = stablehlo.reduce(%128 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %132 = stablehlo.subtract %128, %131 : tensor<1x2x8x8xf32>
    %133 = stablehlo.exponential %132 : tensor<1x2x8x8xf32>
    %134 = stablehlo.reduce(%133 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %135 = stablehlo.reshape %134 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %137 = stablehlo.divide %133, %136 : tensor<1x2x8x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %139 = stablehlo.reshape %114 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %141 = stablehlo.dot_general %138, %140, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %142 = stablehlo.reshape %141 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %143 = stablehlo.transpose %142, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %144 = stablehlo.reshape %143 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %145 = stablehlo.reshape %144 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %146 = stablehlo.dot_general %145, %cst_30, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %147 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<8x32xf32>
    %149 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %150 = stablehlo.multiply %149, %cst_29 : tensor<32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %152 = stablehlo.add %148, %151 : tensor<8x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %154 = stablehlo.add %153, %16 : tensor<1x8x32xf32>
    %155 = stablehlo.convert %154 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %156 = stablehlo.reduce(%155 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %157 = stablehlo.reshape %156 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %158 = stablehlo.divide %157, %69 : tensor<1x8x1xf64>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %160 = stablehlo.subtract %155, %159 : tensor<1x8x32xf64>
    %161 = stablehlo.multiply %160, %160 : tensor<1x8x32xf64>
    %162 = stablehlo.reduce(%161 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %163 = stablehlo.reshape %162 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %164 = stablehlo.divide %163, %69 : tensor<1x8x1xf64>
    %165 = stablehlo.convert %164 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %166 = stablehlo.reduce(%154 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %168 = stablehlo.divide %167, %82 : tensor<1x8x1xf32>
    %169 = stablehlo.add %165, %86 : tensor<1x8x1xf32>
    %170 = stablehlo.rsqrt %169 : tensor<1x8x1xf32>
    %171 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %172 = stablehlo.subtract %154, %171 : tensor<1x8x32xf32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<1x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %cst_28, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<1x8x32xf32>
    %177 = stablehlo.broadcast_in_dim %cst_27, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %178 = stablehlo.add %176, %177 : tensor<1x8x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %180 = stablehlo.dot_general %179, %cst_26, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %181 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<8x128xf32>
    %183 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %184 = stablehlo.multiply %183, %cst_25 : tensor<128xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %186 = stablehlo.add %182, %185 : tensor<8x128xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %188 = stablehlo.convert %cst_44 : (tensor<1xf64>) -> tensor<1xf32>
    %189 = stablehlo.reshape %188 : (tensor<1xf32>) -> tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %191 = stablehlo.multiply %187, %190 : tensor<1x8x128xf32>
    %192 = stablehlo.convert %cst_45 : (tensor<1xi64>) -> tensor<1xf32>
    %193 = stablehlo.reshape %192 : (tensor<1xf32>) -> tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %195 = stablehlo.power %187, %194 : tensor<1x8x128xf32>
    %196 = stablehlo.convert %cst_46 : (tensor<1xf64>) -> tensor<1xf32>
    %197 = stablehlo.reshape %196 : (tensor<1xf32>) -> tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %199 = stablehlo.multiply %195, %198 : tensor<1x8x128xf32>
    %200 = stablehlo.add %187, %199 : tensor<1x8x128xf32>
    %201 = stablehlo.convert %cst_47 : (tensor<1xf64>) -> tensor<1xf32>
    %202 = stablehlo.reshape %201 : (tensor<1xf32>) -> tensor<f32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %204 = stablehlo.multiply %200, %203 : tensor<1x8x128xf32>
    %205 = stablehlo.tanh %204 : tensor<1x8x128xf32>
    %206 = stablehlo.convert %cst_48 : (tensor<1xf64>) -> tensor<1xf32>
    %207 = stablehlo.reshape %206 : (tensor<1xf32>) -> tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<1x8x128xf32>
    %209 = stablehlo.add %205, %208 : tensor<1x8x128xf32>
    %210 = stablehlo.multiply %191, %209 : tensor<1x8x128xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %212 = stablehlo.dot_general %211, %cst_24, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %213 = stablehlo.multiply %212, %147 : tensor<8x32xf32>
    %214 = stablehlo.multiply %149, %cst_23 : tensor<32xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %216 = stablehlo.add %213, %215 : tensor<8x32xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %218 = stablehlo.add %154, %217 : tensor<1x8x32xf32>
    %219 = stablehlo.convert %218 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %220 = stablehlo.reduce(%219 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %221 = stablehlo.reshape %220 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %222 = stablehlo.divide %221, %69 : tensor<1x8x1xf64>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %224 = stablehlo.subtract %219, %223 : tensor<1x8x32xf64>
    %225 = stablehlo.multiply %224, %224 : tensor<1x8x32xf64>
    %226 = stablehlo.reduce(%225 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %227 = stablehlo.reshape %226 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %228 = stablehlo.divide %227, %69 : tensor<1x8x1xf64>
    %229 = stablehlo.convert %228 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %230 = stablehlo.reduce(%218 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %232 = stablehlo.divide %231, %82 : tensor<1x8x1xf32>
    %233 = stablehlo.add %229, %86 : tensor<1x8x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<1x8x1xf32>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %236 = stablehlo.subtract %218, %235 : tensor<1x8x32xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<1x8x32xf32>
    %239 = stablehlo.broadcast_in_dim %cst_22, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %240 = stablehlo.multiply %238, %239 : tensor<1x8x32xf32>
    %241 = stablehlo.broadcast_in_dim %cst_21, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %242 = stablehlo.add %240, %241 : tensor<1x8x32xf32>
    %243 = stablehlo.reshape %242 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %244 = stablehlo.dot_general %243, %cst_20, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x96xf32>) -> tensor<8x96xf32>
    %245 = stablehlo.multiply %244, %101 : tensor<8x96xf32>
    %246 = stablehlo.multiply %103, %cst_19 : tensor<96xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1] : (tensor<96xf32>) -> tensor<8x96xf32>
    %248 = stablehlo.add %245, %247 : tensor<8x96xf32>
    %249 = stablehlo.reshape %248 : (tensor<8x96xf32>) -> tensor<1x8x96xf32>
    %250 = stablehlo.slice %249 [0:1, 0:8, 0:32] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %251 = stablehlo.slice %249 [0:1, 0:8, 32:64] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %252 = stablehlo.slice %249 [0:1, 0:8, 64:96] : (tensor<1x8x96xf32>) -> tensor<1x8x32xf32>
    %253 = stablehlo.reshape %251 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %255 = stablehlo.reshape %252 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %256 = stablehlo.transpose %255, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %257 = stablehlo.reshape %250 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %259 = stablehlo.transpose %254, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %260 = stablehlo.reshape %258 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %261 = stablehlo.reshape %259 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %263 = stablehlo.dot_general %260, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %265 = stablehlo.multiply %264, %125 : tensor<1x2x8x8xf32>
    %266 = stablehlo.add %265, %127 : tensor<1x2x8x8xf32>
    %267 = stablehlo.reduce(%266 init: %cst_39) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %270 = stablehlo.subtract %266, %269 : tensor<1x2x8x8xf32>
    %271 = stablehlo.exponential %270 : tensor<1x2x8x8xf32>
    %272 = stablehlo.reduce(%271 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %275 = stablehlo.divide %271, %274 : tensor<1x2x8x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %277 = stablehlo.reshape %256 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %279 = stablehlo.dot_general %276, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %281 = stablehlo.transpose %280, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %284 = stablehlo.dot_general %283, %cst_18, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %285 = stablehlo.multiply %284, %147 : tensor<8x32xf32>
    %286 = stablehlo.multiply %149, %cst_17 : tensor<32xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %288 = stablehlo.add %285, %287 : tensor<8x32xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %290 = stablehlo.add %289, %218 : tensor<1x8x32xf32>
    %291 = stablehlo.convert %290 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %292 = stablehlo.reduce(%291 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %293 = stablehlo.reshape %292 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %294 = stablehlo.divide %293, %69 : tensor<1x8x1xf64>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %296 = stablehlo.subtract %291, %295 : tensor<1x8x32xf64>
    %297 = stablehlo.multiply %296, %296 : tensor<1x8x32xf64>
    %298 = stablehlo.reduce(%297 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %299 = stablehlo.reshape %298 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %300 = stablehlo.divide %299, %69 : tensor<1x8x1xf64>
    %301 = stablehlo.convert %300 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %302 = stablehlo.reduce(%290 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %303 = stablehlo.reshape %302 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %304 = stablehlo.divide %303, %82 : tensor<1x8x1xf32>
    %305 = stablehlo.add %301, %86 : tensor<1x8x1xf32>
    %306 = stablehlo.rsqrt %305 : tensor<1x8x1xf32>
    %307 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %308 = stablehlo.subtract %290, %307 : tensor<1x8x32xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<1x8x32xf32>
    %311 = stablehlo.broadcast_in_dim %cst_16, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<1x8x32xf32>
    %313 = stablehlo.broadcast_in_dim %cst_15, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %314 = stablehlo.add %312, %313 : tensor<1x8x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %316 = stablehlo.dot_general %315, %cst_14, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %317 = stablehlo.multiply %316, %181 : tensor<8x128xf32>
    %318 = stablehlo.multiply %183, %cst_13 : tensor<128xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [1] : (tensor<128xf32>) -> tensor<8x128xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x128xf32>
    %321 = stablehlo.reshape %320 : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %322 = stablehlo.multiply %321, %190 : tensor<1x8x128xf32>
    %323 = stablehlo.power %321, %194 : tensor<1x8x128xf32>
    %324 = stablehlo.multiply %323, %198 : tensor<1x8x128xf32>
    %325 = stablehlo.add %321, %324 : tensor<1x8x128xf32>
    %326 = stablehlo.multiply %325, %203 : tensor<1x8x128xf32>
    %327 = stablehlo.tanh %326 : tensor<1x8x128xf32>
    %328 = stablehlo.add %327, %208 : tensor<1x8x128xf32>
    %329 = stablehlo.multiply %322, %328 : tensor<1x8x128xf32>
    %330 = stablehlo.reshape %329 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %331 = stablehlo.dot_general %330, %cst_12, contracting_dims = [1] x [0] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %332 = stablehlo.multiply %331, %147 : tensor<8x32xf32>
    %333 = stablehlo.multiply %149, %cst_11 : tensor<32xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %335 = stablehlo.add %332, %334 : tensor<8x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %337 = stablehlo.add %290, %336 : tensor<1x8x32xf32>
    %338 = stablehlo.convert %337 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %339 = stablehlo.reduce(%338 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %340 = stablehlo.reshape %339 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %341 = stablehlo.divide %340, %69 : tensor<1x8x1xf64>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %343 = stablehlo.subtract %338, %342 : tensor<1x8x32xf64>
    %344 = stablehlo.multiply %343, %343 : tensor<1x8x32xf64>
    %345 = stablehlo.reduce(%344 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %346 = stablehlo.reshape %345 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %347 = stablehlo.divide %346, %69 : tensor<1x8x1xf64>
    %348 = stablehlo.convert %347 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %349 = stablehlo.reduce(%337 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %351 = stablehlo.divide %350, %82 : tensor<1x8x1xf32>
    %352 = stablehlo.add %348, %86 : tensor<1x8x1xf32>
    %353 = stablehlo.rsqrt %352 : tensor<1x8x1xf32>
    %354 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %355 = stablehlo.subtract %337, %354 : tensor<1x8x32xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %357 = stablehlo.multiply %355, %356 : tensor<1x8x32xf32>
    %358 = stablehlo.broadcast_in_dim %cst_10, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<1x8x32xf32>
    %360 = stablehlo.broadcast_in_dim %cst_9, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %361 = stablehlo.add %359, %360 : tensor<1x8x32xf32>
    %362 = stablehlo.reshape %361 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    return %362 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d
