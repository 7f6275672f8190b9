module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<1x4x8x8xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_96_torch.float32> : tensor<96xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_96_32_torch.float32> : tensor<96x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<1x8x64xf32>
    %cst_16 = arith.constant dense<1> : tensor<1xi64>
    %cst_17 = arith.constant dense<0.59460355750136051> : tensor<1xf64>
    %cst_18 = arith.constant dense<0xFFF0000000000000> : tensor<1xf64>
    %cst_19 = arith.constant dense<32> : tensor<1xi64>
    %cst_20 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %0 = stablehlo.transpose %arg0, dims = [1, 0, 2] : (tensor<1x8x32xf32>) -> tensor<8x1x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<8x1x32xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.transpose %cst_11, dims = [1, 0] : (tensor<96x32xf32>) -> tensor<32x96xf32>
    %3 = stablehlo.dot_general %1, %2, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x96xf32>) -> tensor<8x96xf32>
    %4 = stablehlo.convert %cst_16 : (tensor<1xi64>) -> tensor<1xf32>
    %5 = stablehlo.reshape %4 : (tensor<1xf32>) -> tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x96xf32>
    %7 = stablehlo.multiply %3, %6 : tensor<8x96xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<96xf32>
    %9 = stablehlo.multiply %8, %cst_10 : tensor<96xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<96xf32>) -> tensor<8x96xf32>
    %11 = stablehlo.add %7, %10 : tensor<8x96xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x96xf32>) -> tensor<8x1x96xf32>
    %13 = stablehlo.reshape %12 : (tensor<8x1x96xf32>) -> tensor<8x1x3x32xf32>
    %14 = stablehlo.reshape %13 : (tensor<8x1x3x32xf32>) -> tensor<1x8x1x3x32xf32>
    %15 = stablehlo.transpose %14, dims = [3, 1, 2, 0, 4] : (tensor<1x8x1x3x32xf32>) -> tensor<3x8x1x1x32xf32>
    %16 = stablehlo.reshape %15 : (tensor<3x8x1x1x32xf32>) -> tensor<3x8x1x32xf32>
    %17 = stablehlo.slice %16 [0:1, 0:8, 0:1, 0:32] : (tensor<3x8x1x32xf32>) -> tensor<1x8x1x32xf32>
    %18 = stablehlo.reshape %17 : (tensor<1x8x1x32xf32>) -> tensor<8x1x32xf32>
    %19 = stablehlo.slice %16 [1:2, 0:8, 0:1, 0:32] : (tensor<3x8x1x32xf32>) -> tensor<1x8x1x32xf32>
    %20 = stablehlo.reshape %19 : (tensor<1x8x1x32xf32>) -> tensor<8x1x32xf32>
    %21 = stablehlo.slice %16 [2:3, 0:8, 0:1, 0:32] : (tensor<3x8x1x32xf32>) -> tensor<1x8x1x32xf32>
    %22 = stablehlo.reshape %21 : (tensor<1x8x1x32xf32>) -> tensor<8x1x32xf32>
    %23 = stablehlo.reshape %18 : (tensor<8x1x32xf32>) -> tensor<8x4x8xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0, 2] : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %25 = stablehlo.reshape %20 : (tensor<8x1x32xf32>) -> tensor<8x4x8xf32>
    %26 = stablehlo.transpose %25, dims = [1, 0, 2] : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %27 = stablehlo.reshape %22 : (tensor<8x1x32xf32>) -> tensor<8x4x8xf32>
    %28 = stablehlo.transpose %27, dims = [1, 0, 2] : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %29 = stablehlo.reshape %24 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %30 = stablehlo.reshape %26 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %31 = stablehlo.reshape %28 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %32 = stablehlo.convert %cst_17 : (tensor<1xf64>) -> tensor<1xf32>
    %33 = stablehlo.reshape %32 : (tensor<1xf32>) -> tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<1x4x8x8xf32>
    %35 = stablehlo.multiply %29, %34 : tensor<1x4x8x8xf32>
    %36 = stablehlo.transpose %30, dims = [0, 1, 3, 2] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<1x4x8x8xf32>
    %38 = stablehlo.reshape %35 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %39 = stablehlo.reshape %37 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %41 = stablehlo.dot_general %38, %40, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %42 = stablehlo.reshape %41 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %43 = stablehlo.reduce(%42 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %46 = stablehlo.subtract %42, %45 : tensor<1x4x8x8xf32>
    %47 = stablehlo.exponential %46 : tensor<1x4x8x8xf32>
    %48 = stablehlo.reduce(%47 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<1x4x8x8xf32>, tensor<f32>) -> tensor<1x4x8xf32>
    %49 = stablehlo.reshape %48 : (tensor<1x4x8xf32>) -> tensor<1x4x8x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %51 = stablehlo.divide %47, %50 : tensor<1x4x8x8xf32>
    %52 = stablehlo.convert %cst_18 : tensor<1xf64>
    %53 = stablehlo.reshape %52 : (tensor<1xf64>) -> tensor<f64>
    %54 = stablehlo.convert %53 : (tensor<f64>) -> tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<1x4x8x8xf32>
    %56 = stablehlo.compare EQ, %42, %55, FLOAT : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xi1>
    %57 = stablehlo.reduce(%56 init: %c) applies stablehlo.and across dimensions = [3] : (tensor<1x4x8x8xi1>, tensor<i1>) -> tensor<1x4x8xi1>
    %58 = stablehlo.reshape %57 : (tensor<1x4x8xi1>) -> tensor<1x4x8x1xi1>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x4x8x1xi1>) -> tensor<1x4x8x8xi1>
    %60 = stablehlo.broadcast_in_dim %cst, dims = [0, 1, 2, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %62 = stablehlo.select %59, %60, %61 : tensor<1x4x8x8xi1>, tensor<1x4x8x8xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %64 = stablehlo.reshape %31 : (tensor<1x4x8x8xf32>) -> tensor<4x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %66 = stablehlo.dot_general %63, %65, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<4x8x8xf32>, tensor<4x8x8xf32>) -> tensor<4x8x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %68 = stablehlo.transpose %67, dims = [2, 0, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<8x1x4x8xf32>
    %69 = stablehlo.transpose %68, dims = [1, 2, 0, 3] : (tensor<8x1x4x8xf32>) -> tensor<1x4x8x8xf32>
    %70 = stablehlo.transpose %69, dims = [2, 0, 1, 3] : (tensor<1x4x8x8xf32>) -> tensor<8x1x4x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x1x4x8xf32>) -> tensor<8x32xf32>
    %72 = stablehlo.transpose %cst_9, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = stablehlo.dot_general %71, %72, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %74 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<8x32xf32>
    %76 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %77 = stablehlo.multiply %76, %cst_8 : tensor<32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %79 = stablehlo.add %75, %78 : tensor<8x32xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %81 = stablehlo.transpose %80, dims = [1, 0, 2] : (tensor<8x1x32xf32>) -> tensor<1x8x32xf32>
    %82 = stablehlo.add %arg0, %81 : tensor<1x8x32xf32>
    %83 = stablehlo.convert %82 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %84 = stablehlo.reduce(%83 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %85 = stablehlo.reshape %84 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %86 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf64>
    %87 = stablehlo.reshape %86 : (tensor<1xf64>) -> tensor<f64>
    %88 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %89 = stablehlo.divide %85, %88 : tensor<1x8x1xf64>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %91 = stablehlo.subtract %83, %90 : tensor<1x8x32xf64>
    %92 = stablehlo.multiply %91, %91 : tensor<1x8x32xf64>
    %93 = stablehlo.reduce(%92 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %94 = stablehlo.reshape %93 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %95 = stablehlo.divide %94, %88 : tensor<1x8x1xf64>
    %96 = stablehlo.convert %95 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %97 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %98 = stablehlo.reshape %97 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %99 = stablehlo.convert %cst_19 : (tensor<1xi64>) -> tensor<1xf32>
    %100 = stablehlo.reshape %99 : (tensor<1xf32>) -> tensor<f32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %102 = stablehlo.divide %98, %101 : tensor<1x8x1xf32>
    %103 = stablehlo.convert %cst_20 : (tensor<1xf64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %106 = stablehlo.add %96, %105 : tensor<1x8x1xf32>
    %107 = stablehlo.rsqrt %106 : tensor<1x8x1xf32>
    %108 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %109 = stablehlo.subtract %82, %108 : tensor<1x8x32xf32>
    %110 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<1x8x32xf32>
    %112 = stablehlo.broadcast_in_dim %cst_7, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<1x8x32xf32>
    %114 = stablehlo.broadcast_in_dim %cst_6, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<1x8x32xf32>
    %116 = stablehlo.reshape %115 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %117 = stablehlo.transpose %cst_5, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %118 = stablehlo.dot_general %116, %117, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %119 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x64xf32>
    %121 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %122 = stablehlo.multiply %121, %cst_4 : tensor<64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %124 = stablehlo.add %120, %123 : tensor<8x64xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %126 = stablehlo.maximum %125, %cst_15 : tensor<1x8x64xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %128 = stablehlo.transpose %cst_3, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %129 = stablehlo.dot_general %127, %128, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %130 = stablehlo.multiply %129, %74 : tensor<8x32xf32>
    %131 = stablehlo.multiply %76, %cst_2 : tensor<32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x32xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %135 = stablehlo.add %115, %134 : tensor<1x8x32xf32>
    %136 = stablehlo.convert %135 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %137 = stablehlo.reduce(%136 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %138 = stablehlo.reshape %137 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %139 = stablehlo.divide %138, %88 : tensor<1x8x1xf64>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %141 = stablehlo.subtract %136, %140 : tensor<1x8x32xf64>
    %142 = stablehlo.multiply %141, %141 : tensor<1x8x32xf64>
    %143 = stablehlo.reduce(%142 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %144 = stablehlo.reshape %143 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %145 = stablehlo.divide %144, %88 : tensor<1x8x1xf64>
    %146 = stablehlo.convert %145 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %147 = stablehlo.reduce(%135 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %148 = stablehlo.reshape %147 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %149 = stablehlo.divide %148, %101 : tensor<1x8x1xf32>
    %150 = stablehlo.add %146, %105 : tensor<1x8x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<1x8x1xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %153 = stablehlo.subtract %135, %152 : tensor<1x8x32xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %cst_1, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<1x8x32xf32>
    %158 = stablehlo.broadcast_in_dim %cst_0, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %159 = stablehlo.add %157, %158 : tensor<1x8x32xf32>
    return %159 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054
