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
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_4> : tensor<64x32xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_3> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_3> : tensor<16x32xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_2> : tensor<16x32xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i64>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_32 = arith.constant dense<1.000000e+00> : tensor<1xf64>
    %cst_33 = arith.constant dense<2> : tensor<1xi64>
    %cst_34 = arith.constant dense<32> : tensor<1xi64>
    %cst_35 = arith.constant dense<9.9999999999999995E-7> : tensor<1xf64>
    %cst_36 = arith.constant dense<0.35355339059327379> : tensor<1xf64>
    %0 = "stablehlo.gather"(%cst_29, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %1 = stablehlo.convert %0 : tensor<1x8x32xf32>
    %2 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %3 = stablehlo.convert %c_6 : (tensor<i64>) -> tensor<f64>
    %4 = stablehlo.divide %3, %2 : tensor<f64>
    %5 = stablehlo.ceil %4 : tensor<f64>
    %6 = stablehlo.convert %5 : (tensor<f64>) -> tensor<i64>
    %7 = stablehlo.reshape %6 : (tensor<i64>) -> tensor<1xi64>
    %8 = stablehlo.dynamic_iota %7, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %9 = stablehlo.multiply %8, %c_5 : tensor<8xi64>
    %10 = stablehlo.add %9, %c_4 : tensor<8xi64>
    %11 = stablehlo.add %10, %c_4 : tensor<8xi64>
    %12 = stablehlo.reshape %11 : (tensor<8xi64>) -> tensor<1x8xi64>
    %13 = stablehlo.slice %12 [0:1, 0:1] : (tensor<1x8xi64>) -> tensor<1x1xi64>
    %14 = stablehlo.subtract %13, %c_3 : tensor<1x1xi64>
    %15 = stablehlo.concatenate %14, %12, dim = 1 : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %16 = stablehlo.slice %15 [0:1, 0:8] : (tensor<1x9xi64>) -> tensor<1x8xi64>
    %17 = stablehlo.slice %15 [0:1, 1:9] : (tensor<1x9xi64>) -> tensor<1x8xi64>
    %18 = stablehlo.subtract %17, %16 : tensor<1x8xi64>
    %19 = stablehlo.compare NE, %18, %c_2, SIGNED : (tensor<1x8xi64>, tensor<1x8xi64>) -> tensor<1x8xi1>
    %20 = stablehlo.convert %19 : (tensor<1x8xi1>) -> tensor<1x8xi64>
    %21 = "stablehlo.reduce_window"(%20, %c_30) <{padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i64>, %arg2: tensor<i64>):
      %302 = stablehlo.add %arg1, %arg2 : tensor<i64>
      stablehlo.return %302 : tensor<i64>
    }) : (tensor<1x8xi64>, tensor<i64>) -> tensor<1x8xi64>
    %22 = stablehlo.convert %c_7 : (tensor<i64>) -> tensor<f64>
    %23 = stablehlo.divide %22, %2 : tensor<f64>
    %24 = stablehlo.ceil %23 : tensor<f64>
    %25 = stablehlo.convert %24 : (tensor<f64>) -> tensor<i64>
    %26 = stablehlo.reshape %25 : (tensor<i64>) -> tensor<1xi64>
    %27 = stablehlo.dynamic_iota %26, dim = 0 : (tensor<1xi64>) -> tensor<1xi64>
    %28 = stablehlo.multiply %27, %c_1 : tensor<1xi64>
    %29 = stablehlo.add %28, %c_0 : tensor<1xi64>
    %30 = stablehlo.reshape %29 : (tensor<1xi64>) -> tensor<1x1xi64>
    %31 = stablehlo.reshape %30 : (tensor<1x1xi64>) -> tensor<1x1x1xi64>
    %32 = stablehlo.reshape %31 : (tensor<1x1x1xi64>) -> tensor<1x1x1x1xi64>
    %33 = stablehlo.reshape %12 : (tensor<1x8xi64>) -> tensor<1x1x8xi64>
    %34 = stablehlo.reshape %33 : (tensor<1x1x8xi64>) -> tensor<1x1x8x1xi64>
    %35 = stablehlo.reshape %33 : (tensor<1x1x8xi64>) -> tensor<1x1x1x8xi64>
    %36 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x1x8x1xi64>
    %37 = stablehlo.reshape %36 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1x1xi64>
    %38 = stablehlo.reshape %34 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1x1xi64>
    %39 = stablehlo.concatenate %37, %38, dim = 4 : (tensor<1x1x8x1x1xi64>, tensor<1x1x8x1x1xi64>) -> tensor<1x1x8x1x2xi64>
    %40 = "stablehlo.gather"(%21, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %41 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi64>) -> tensor<1x1x1x8xi64>
    %42 = stablehlo.reshape %41 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8x1xi64>
    %43 = stablehlo.reshape %35 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8x1xi64>
    %44 = stablehlo.concatenate %42, %43, dim = 4 : (tensor<1x1x1x8x1xi64>, tensor<1x1x1x8x1xi64>) -> tensor<1x1x1x8x2xi64>
    %45 = "stablehlo.gather"(%21, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %46 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x8xi64>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %48 = stablehlo.compare EQ, %46, %47, SIGNED : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %49 = stablehlo.and %48, %c : tensor<1x1x8x8xi1>
    %50 = "stablehlo.gather"(%12, %39) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x8x1x2xi64>) -> tensor<1x1x8x1xi64>
    %51 = "stablehlo.gather"(%12, %44) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 4>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x8xi64>, tensor<1x1x1x8x2xi64>) -> tensor<1x1x1x8xi64>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi64>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x8xi64>
    %54 = stablehlo.compare LE, %52, %53, SIGNED : (tensor<1x1x8x8xi64>, tensor<1x1x8x8xi64>) -> tensor<1x1x8x8xi1>
    %55 = stablehlo.and %49, %54 : tensor<1x1x8x8xi1>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %57 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %58 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %59 = stablehlo.select %56, %57, %58 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32>
    %60 = stablehlo.reshape %12 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %61 = stablehlo.convert %60 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x4xf32>
    %63 = stablehlo.broadcast_in_dim %cst_28, dims = [2] : (tensor<4xf32>) -> tensor<1x8x4xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<1x8x4xf32>
    %65 = stablehlo.concatenate %64, %64, dim = 2 : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %66 = stablehlo.cosine %65 : tensor<1x8x8xf32>
    %67 = stablehlo.convert %cst_32 : (tensor<1xf64>) -> tensor<1xf32>
    %68 = stablehlo.reshape %67 : (tensor<1xf32>) -> tensor<f32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<1x8x8xf32>
    %70 = stablehlo.multiply %66, %69 : tensor<1x8x8xf32>
    %71 = stablehlo.sine %65 : tensor<1x8x8xf32>
    %72 = stablehlo.multiply %71, %69 : tensor<1x8x8xf32>
    %73 = stablehlo.convert %cst_33 : (tensor<1xi64>) -> tensor<1xf32>
    %74 = stablehlo.reshape %73 : (tensor<1xf32>) -> tensor<f32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [] : (tensor<f32>) -> tensor<1x8x32xf32>
    %76 = stablehlo.power %1, %75 : tensor<1x8x32xf32>
    %77 = stablehlo.reduce(%76 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %79 = stablehlo.convert %cst_34 : (tensor<1xi64>) -> tensor<1xf32>
    %80 = stablehlo.reshape %79 : (tensor<1xf32>) -> tensor<f32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %82 = stablehlo.divide %78, %81 : tensor<1x8x1xf32>
    %83 = stablehlo.convert %cst_35 : (tensor<1xf64>) -> tensor<1xf32>
    %84 = stablehlo.reshape %83 : (tensor<1xf32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %86 = stablehlo.add %82, %85 : tensor<1x8x1xf32>
    %87 = stablehlo.rsqrt %86 : tensor<1x8x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %89 = stablehlo.multiply %1, %88 : tensor<1x8x32xf32>
    %90 = stablehlo.broadcast_in_dim %cst_27, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %91 = stablehlo.multiply %89, %90 : tensor<1x8x32xf32>
    %92 = stablehlo.transpose %cst_26, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = stablehlo.reshape %91 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %94 = stablehlo.dot_general %93, %92, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %96 = stablehlo.reshape %95 : (tensor<1x8x32xf32>) -> tensor<1x8x4x8xf32>
    %97 = stablehlo.transpose %96, dims = [0, 2, 1, 3] : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %98 = stablehlo.transpose %cst_25, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %99 = stablehlo.dot_general %93, %98, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %101 = stablehlo.reshape %100 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %102 = stablehlo.transpose %101, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %103 = stablehlo.transpose %cst_24, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %104 = stablehlo.dot_general %93, %103, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %108 = stablehlo.reshape %70 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %109 = stablehlo.reshape %72 : (tensor<1x8x8xf32>) -> tensor<1x1x8x8xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %111 = stablehlo.multiply %97, %110 : tensor<1x4x8x8xf32>
    %112 = stablehlo.slice %97 [0:1, 0:4, 0:8, 0:4] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %113 = stablehlo.slice %97 [0:1, 0:4, 0:8, 4:8] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %114 = stablehlo.negate %113 : tensor<1x4x8x4xf32>
    %115 = stablehlo.concatenate %114, %112, dim = 3 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %116 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<1x4x8x8xf32>
    %118 = stablehlo.add %111, %117 : tensor<1x4x8x8xf32>
    %119 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %120 = stablehlo.multiply %102, %119 : tensor<1x2x8x8xf32>
    %121 = stablehlo.slice %102 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %122 = stablehlo.slice %102 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %123 = stablehlo.negate %122 : tensor<1x2x8x4xf32>
    %124 = stablehlo.concatenate %123, %121, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %125 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<1x2x8x8xf32>
    %127 = stablehlo.add %120, %126 : tensor<1x2x8x8xf32>
    %128 = stablehlo.reshape %127 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %130 = stablehlo.reshape %129 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %131 = stablehlo.reshape %107 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %134 = stablehlo.transpose %130, dims = [0, 1, 3, 2] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %135 = stablehlo.reshape %118 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %136 = stablehlo.reshape %134 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %138 = stablehlo.dot_general %135, %137, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %140 = stablehlo.convert %cst_36 : (tensor<1xf64>) -> tensor<1xf32>
    %141 = stablehlo.reshape %140 : (tensor<1xf32>) -> tensor<f32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [] : (tensor<f32>) -> tensor<1x4x8x8xf32>
    %143 = stablehlo.multiply %139, %142 : tensor<1x4x8x8xf32>
    %144 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %145 = stablehlo.add %143, %144 : tensor<1x4x8x8xf32>
    %146 = stablehlo.reduce(%145 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %147 = stablehlo.reshape %146 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %149 = stablehlo.subtract %145, %148 : tensor<1x4x8x8xf32>
    %150 = stablehlo.exponential %149 : tensor<1x4x8x8xf32>
    %151 = stablehlo.reduce(%150 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %152 = stablehlo.reshape %151 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %154 = stablehlo.divide %150, %153 : tensor<1x4x8x8xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %156 = stablehlo.reshape %133 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %158 = stablehlo.dot_general %155, %157, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %159 = stablehlo.reshape %158 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %160 = stablehlo.transpose %159, dims = [0, 2, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %161 = stablehlo.reshape %160 : (tensor<1x8x4x8xf32>) -> tensor<1x8x32xf32>
    %162 = stablehlo.transpose %cst_23, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %163 = stablehlo.reshape %161 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %164 = stablehlo.dot_general %163, %162, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %166 = stablehlo.add %1, %165 : tensor<1x8x32xf32>
    %167 = stablehlo.power %166, %75 : tensor<1x8x32xf32>
    %168 = stablehlo.reduce(%167 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %169 = stablehlo.reshape %168 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %170 = stablehlo.divide %169, %81 : tensor<1x8x1xf32>
    %171 = stablehlo.add %170, %85 : tensor<1x8x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<1x8x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %174 = stablehlo.multiply %166, %173 : tensor<1x8x32xf32>
    %175 = stablehlo.broadcast_in_dim %cst_22, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<1x8x32xf32>
    %177 = stablehlo.transpose %cst_21, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %178 = stablehlo.reshape %176 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %179 = stablehlo.dot_general %178, %177, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %181 = stablehlo.logistic %180 : tensor<1x8x64xf32>
    %182 = stablehlo.multiply %180, %181 : tensor<1x8x64xf32>
    %183 = stablehlo.transpose %cst_20, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %184 = stablehlo.dot_general %178, %183, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %186 = stablehlo.multiply %182, %185 : tensor<1x8x64xf32>
    %187 = stablehlo.transpose %cst_19, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %188 = stablehlo.reshape %186 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %189 = stablehlo.dot_general %188, %187, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %191 = stablehlo.add %166, %190 : tensor<1x8x32xf32>
    %192 = stablehlo.power %191, %75 : tensor<1x8x32xf32>
    %193 = stablehlo.reduce(%192 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %195 = stablehlo.divide %194, %81 : tensor<1x8x1xf32>
    %196 = stablehlo.add %195, %85 : tensor<1x8x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<1x8x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %199 = stablehlo.multiply %191, %198 : tensor<1x8x32xf32>
    %200 = stablehlo.broadcast_in_dim %cst_18, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<1x8x32xf32>
    %202 = stablehlo.transpose %cst_17, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = stablehlo.reshape %201 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %204 = stablehlo.dot_general %203, %202, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x8x32xf32>) -> tensor<1x8x4x8xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1, 3] : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %208 = stablehlo.transpose %cst_16, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %209 = stablehlo.dot_general %203, %208, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %212 = stablehlo.transpose %211, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %213 = stablehlo.transpose %cst_15, dims = [1, 0] : (tensor<16x32xf32>) -> tensor<32x16xf32>
    %214 = stablehlo.dot_general %203, %213, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x16xf32>) -> tensor<8x16xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x16xf32>) -> tensor<1x8x16xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x8x16xf32>) -> tensor<1x8x2x8xf32>
    %217 = stablehlo.transpose %216, dims = [0, 2, 1, 3] : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %218 = stablehlo.multiply %207, %110 : tensor<1x4x8x8xf32>
    %219 = stablehlo.slice %207 [0:1, 0:4, 0:8, 0:4] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %220 = stablehlo.slice %207 [0:1, 0:4, 0:8, 4:8] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x4xf32>
    %221 = stablehlo.negate %220 : tensor<1x4x8x4xf32>
    %222 = stablehlo.concatenate %221, %219, dim = 3 : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %223 = stablehlo.multiply %222, %116 : tensor<1x4x8x8xf32>
    %224 = stablehlo.add %218, %223 : tensor<1x4x8x8xf32>
    %225 = stablehlo.multiply %212, %119 : tensor<1x2x8x8xf32>
    %226 = stablehlo.slice %212 [0:1, 0:2, 0:8, 0:4] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %227 = stablehlo.slice %212 [0:1, 0:2, 0:8, 4:8] : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x4xf32>
    %228 = stablehlo.negate %227 : tensor<1x2x8x4xf32>
    %229 = stablehlo.concatenate %228, %226, dim = 3 : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %230 = stablehlo.multiply %229, %125 : tensor<1x2x8x8xf32>
    %231 = stablehlo.add %225, %230 : tensor<1x2x8x8xf32>
    %232 = stablehlo.reshape %231 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %235 = stablehlo.reshape %217 : (tensor<1x2x8x8xf32>) -> tensor<1x2x1x8x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3, 4] : (tensor<1x2x1x8x8xf32>) -> tensor<1x2x2x8x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x2x2x8x8xf32>) -> tensor<1x4x8x8xf32>
    %238 = stablehlo.transpose %234, dims = [0, 1, 3, 2] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %239 = stablehlo.reshape %224 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %240 = stablehlo.reshape %238 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %242 = stablehlo.dot_general %239, %241, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %243 = stablehlo.reshape %242 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %244 = stablehlo.multiply %243, %142 : tensor<1x4x8x8xf32>
    %245 = stablehlo.add %244, %144 : tensor<1x4x8x8xf32>
    %246 = stablehlo.reduce(%245 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %249 = stablehlo.subtract %245, %248 : tensor<1x4x8x8xf32>
    %250 = stablehlo.exponential %249 : tensor<1x4x8x8xf32>
    %251 = stablehlo.reduce(%250 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %254 = stablehlo.divide %250, %253 : tensor<1x4x8x8xf32>
    %255 = stablehlo.reshape %254 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %256 = stablehlo.reshape %237 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %258 = stablehlo.dot_general %255, %257, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %259 = stablehlo.reshape %258 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %260 = stablehlo.transpose %259, dims = [0, 2, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x8x4x8xf32>) -> tensor<1x8x32xf32>
    %262 = stablehlo.transpose %cst_14, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %263 = stablehlo.reshape %261 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %264 = stablehlo.dot_general %263, %262, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %266 = stablehlo.add %191, %265 : tensor<1x8x32xf32>
    %267 = stablehlo.power %266, %75 : tensor<1x8x32xf32>
    %268 = stablehlo.reduce(%267 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %270 = stablehlo.divide %269, %81 : tensor<1x8x1xf32>
    %271 = stablehlo.add %270, %85 : tensor<1x8x1xf32>
    %272 = stablehlo.rsqrt %271 : tensor<1x8x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %274 = stablehlo.multiply %266, %273 : tensor<1x8x32xf32>
    %275 = stablehlo.broadcast_in_dim %cst_13, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<1x8x32xf32>
    %277 = stablehlo.transpose %cst_12, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %278 = stablehlo.reshape %276 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %279 = stablehlo.dot_general %278, %277, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %281 = stablehlo.logistic %280 : tensor<1x8x64xf32>
    %282 = stablehlo.multiply %280, %281 : tensor<1x8x64xf32>
    %283 = stablehlo.transpose %cst_11, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %284 = stablehlo.dot_general %278, %283, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %285 = stablehlo.reshape %284 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %286 = stablehlo.multiply %282, %285 : tensor<1x8x64xf32>
    %287 = stablehlo.transpose %cst_10, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %288 = stablehlo.reshape %286 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %289 = stablehlo.dot_general %288, %287, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %291 = stablehlo.add %266, %290 : tensor<1x8x32xf32>
    %292 = stablehlo.power %291, %75 : tensor<1x8x32xf32>
    %293 = stablehlo.reduce(%292 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %295 = stablehlo.divide %294, %81 : tensor<1x8x1xf32>
    %296 = stablehlo.add %295, %85 : tensor<1x8x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<1x8x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %299 = stablehlo.multiply %291, %298 : tensor<1x8x32xf32>
    %300 = stablehlo.broadcast_in_dim %cst_9, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<1x8x32xf32>
    return %301 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b
