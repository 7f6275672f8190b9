module {
  func.func @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %c = stablehlo.constant dense<0> : tensor<1x1x8x1xi64>
    %c_0 = stablehlo.constant dense<0> : tensor<8xi64>
    %c_1 = stablehlo.constant dense<1> : tensor<8xi64>
    %c_2 = stablehlo.constant dense<8> : tensor<i64>
    %c_3 = stablehlo.constant dense<1> : tensor<i64>
    %cst = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_9> : tensor<32x32xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>
    %cst_30 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>
    %cst_31 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>
    %cst_32 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>
    %cst_33 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>
    %cst_34 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>
    %cst_35 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>
    %cst_36 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>
    %cst_37 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_38 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %cst_39 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_40 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_41 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_42 = stablehlo.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_43 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %c_44 = stablehlo.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %c_45 = stablehlo.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<1x8x64xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<1x8x64xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<1x8x64xf32>
    %cst_51 = stablehlo.constant dense<-4.000000e+00> : tensor<1x8x64xf32>
    %cst_52 = stablehlo.constant dense<4.000000e+00> : tensor<1x8x64xf32>
    %cst_53 = stablehlo.constant dense<-2.72614237E-10> : tensor<1x8x64xf32>
    %cst_54 = stablehlo.constant dense<2.77068146E-8> : tensor<1x8x64xf32>
    %cst_55 = stablehlo.constant dense<-2.10102394E-6> : tensor<1x8x64xf32>
    %cst_56 = stablehlo.constant dense<-5.69250624E-5> : tensor<1x8x64xf32>
    %cst_57 = stablehlo.constant dense<-7.34990637E-4> : tensor<1x8x64xf32>
    %cst_58 = stablehlo.constant dense<-2.954600e-03> : tensor<1x8x64xf32>
    %cst_59 = stablehlo.constant dense<-0.0160960332> : tensor<1x8x64xf32>
    %cst_60 = stablehlo.constant dense<-1.45660715E-5> : tensor<1x8x64xf32>
    %cst_61 = stablehlo.constant dense<-2.13374049E-4> : tensor<1x8x64xf32>
    %cst_62 = stablehlo.constant dense<-0.00168282702> : tensor<1x8x64xf32>
    %cst_63 = stablehlo.constant dense<-0.00737332925> : tensor<1x8x64xf32>
    %cst_64 = stablehlo.constant dense<-0.0142647391> : tensor<1x8x64xf32>
    %cst_65 = stablehlo.constant dense<-1.000000e+00> : tensor<1x8x64xf32>
    %cst_66 = arith.constant dense<32> : tensor<1xi64>
    %cst_67 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %cst_68 = arith.constant dense<1> : tensor<1xi64>
    %cst_69 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %0 = stablehlo.slice %c_45 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %1 = stablehlo.iota dim = 0 : tensor<1x8x1xi64>
    %2 = stablehlo.reshape %0 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %3 = stablehlo.concatenate %1, %2, dim = 2 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x2xi64>
    %4 = "stablehlo.gather"(%c_44, %3) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x8x2xi64>) -> tensor<1x8xi64>
    %5 = "stablehlo.gather"(%cst_43, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %6 = stablehlo.convert %5 : tensor<1x8x32xf32>
    %7 = "stablehlo.gather"(%cst_42, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %8 = stablehlo.convert %7 : tensor<1x8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<1x8x32xf32>
    %10 = "stablehlo.gather"(%cst_41, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %11 = stablehlo.convert %10 : tensor<1x8x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<1x8x32xf32>
    %13 = stablehlo.convert %12 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %14 = stablehlo.reduce(%13 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %15 = stablehlo.reshape %14 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %16 = stablehlo.convert %cst_66 : (tensor<1xi64>) -> tensor<1xf64>
    %17 = stablehlo.reshape %16 : (tensor<1xf64>) -> tensor<f64>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f64>) -> tensor<1x8x1xf64>
    %19 = stablehlo.divide %15, %18 : tensor<1x8x1xf64>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %21 = stablehlo.subtract %13, %20 : tensor<1x8x32xf64>
    %22 = stablehlo.multiply %21, %21 : tensor<1x8x32xf64>
    %23 = stablehlo.reduce(%22 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %24 = stablehlo.reshape %23 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %25 = stablehlo.divide %24, %18 : tensor<1x8x1xf64>
    %26 = stablehlo.convert %25 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %27 = stablehlo.reduce(%12 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %28 = stablehlo.reshape %27 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %29 = stablehlo.convert %cst_66 : (tensor<1xi64>) -> tensor<1xf32>
    %30 = stablehlo.reshape %29 : (tensor<1xf32>) -> tensor<f32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %32 = stablehlo.divide %28, %31 : tensor<1x8x1xf32>
    %33 = stablehlo.convert %cst_67 : (tensor<1xf64>) -> tensor<1xf32>
    %34 = stablehlo.reshape %33 : (tensor<1xf32>) -> tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<1x8x1xf32>
    %36 = stablehlo.add %26, %35 : tensor<1x8x1xf32>
    %37 = stablehlo.rsqrt %36 : tensor<1x8x1xf32>
    %38 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %39 = stablehlo.subtract %12, %38 : tensor<1x8x32xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<1x8x32xf32>
    %42 = stablehlo.broadcast_in_dim %cst_40, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<1x8x32xf32>
    %44 = stablehlo.broadcast_in_dim %cst_39, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %45 = stablehlo.add %43, %44 : tensor<1x8x32xf32>
    %46 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %47 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %48 = stablehlo.divide %47, %46 : tensor<f64>
    %49 = stablehlo.ceil %48 : tensor<f64>
    %50 = stablehlo.convert %49 : (tensor<f64>) -> tensor<i64>
    %51 = stablehlo.reshape %50 : (tensor<i64>) -> tensor<1xi64>
    %52 = stablehlo.dynamic_iota %51, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %53 = stablehlo.multiply %52, %c_1 : tensor<8xi64>
    %54 = stablehlo.add %53, %c_0 : tensor<8xi64>
    %55 = stablehlo.add %54, %c_0 : tensor<8xi64>
    %56 = stablehlo.reshape %55 : (tensor<8xi64>) -> tensor<1x8xi64>
    %57 = stablehlo.reshape %56 : (tensor<1x8xi64>) -> tensor<1x1x8xi64>
    %58 = stablehlo.reshape %57 : (tensor<1x1x8xi64>) -> tensor<1x1x8x1xi64>
    %59 = stablehlo.compare GE, %58, %c, SIGNED : (tensor<1x1x8x1xi64>, tensor<1x1x8x1xi64>) -> tensor<1x1x8x1xi1>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi1>) -> tensor<1x1x8x8xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %62 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x8x8xf32>
    %64 = stablehlo.select %61, %62, %63 : tensor<1x1x8x8xi1>, tensor<1x1x8x8xf32>
    %65 = stablehlo.reshape %45 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %66 = stablehlo.transpose %cst_38, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %67 = stablehlo.dot_general %65, %66, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %68 = stablehlo.convert %cst_68 : (tensor<1xi64>) -> tensor<1xf32>
    %69 = stablehlo.reshape %68 : (tensor<1xf32>) -> tensor<f32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<8x32xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %73 = stablehlo.multiply %72, %cst_37 : tensor<32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %75 = stablehlo.add %71, %74 : tensor<8x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %78 = stablehlo.transpose %77, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %79 = stablehlo.transpose %cst_36, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %80 = stablehlo.dot_general %65, %79, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %81 = stablehlo.multiply %80, %70 : tensor<8x32xf32>
    %82 = stablehlo.multiply %72, %cst_35 : tensor<32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x32xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %86 = stablehlo.reshape %85 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %88 = stablehlo.transpose %cst_34, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %89 = stablehlo.dot_general %65, %88, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %90 = stablehlo.multiply %89, %70 : tensor<8x32xf32>
    %91 = stablehlo.multiply %72, %cst_33 : tensor<32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x32xf32>
    %94 = stablehlo.reshape %93 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %95 = stablehlo.reshape %94 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %96 = stablehlo.transpose %95, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %97 = stablehlo.transpose %87, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %98 = stablehlo.reshape %78 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %99 = stablehlo.reshape %97 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %102 = stablehlo.reshape %101 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %103 = stablehlo.convert %cst_69 : (tensor<1xf64>) -> tensor<1xf32>
    %104 = stablehlo.reshape %103 : (tensor<1xf32>) -> tensor<f32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [] : (tensor<f32>) -> tensor<1x2x8x8xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<1x2x8x8xf32>
    %107 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %108 = stablehlo.add %106, %107 : tensor<1x2x8x8xf32>
    %109 = stablehlo.reduce(%108 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %110 = stablehlo.reshape %109 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %112 = stablehlo.subtract %108, %111 : tensor<1x2x8x8xf32>
    %113 = stablehlo.exponential %112 : tensor<1x2x8x8xf32>
    %114 = stablehlo.reduce(%113 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %117 = stablehlo.divide %113, %116 : tensor<1x2x8x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %119 = stablehlo.reshape %96 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %121 = stablehlo.dot_general %118, %120, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %122 = stablehlo.reshape %121 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %123 = stablehlo.transpose %122, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %124 = stablehlo.reshape %123 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %125 = stablehlo.reshape %124 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %126 = stablehlo.transpose %cst_32, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %128 = stablehlo.multiply %127, %70 : tensor<8x32xf32>
    %129 = stablehlo.multiply %72, %cst_31 : tensor<32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x32xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %133 = stablehlo.add %132, %45 : tensor<1x8x32xf32>
    %134 = stablehlo.convert %133 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %135 = stablehlo.reduce(%134 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %136 = stablehlo.reshape %135 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %137 = stablehlo.divide %136, %18 : tensor<1x8x1xf64>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %139 = stablehlo.subtract %134, %138 : tensor<1x8x32xf64>
    %140 = stablehlo.multiply %139, %139 : tensor<1x8x32xf64>
    %141 = stablehlo.reduce(%140 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %142 = stablehlo.reshape %141 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %143 = stablehlo.divide %142, %18 : tensor<1x8x1xf64>
    %144 = stablehlo.convert %143 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %145 = stablehlo.reduce(%133 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %146 = stablehlo.reshape %145 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %147 = stablehlo.divide %146, %31 : tensor<1x8x1xf32>
    %148 = stablehlo.add %144, %35 : tensor<1x8x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<1x8x1xf32>
    %150 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %151 = stablehlo.subtract %133, %150 : tensor<1x8x32xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<1x8x32xf32>
    %154 = stablehlo.broadcast_in_dim %cst_30, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %157 = stablehlo.add %155, %156 : tensor<1x8x32xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %159 = stablehlo.transpose %cst_28, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %160 = stablehlo.dot_general %158, %159, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %161 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<8x64xf32>
    %163 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %164 = stablehlo.multiply %163, %cst_27 : tensor<64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %166 = stablehlo.add %162, %165 : tensor<8x64xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %168 = stablehlo.multiply %167, %cst_50 : tensor<1x8x64xf32>
    %169 = stablehlo.rsqrt %cst_49 : tensor<1x8x64xf32>
    %170 = stablehlo.multiply %167, %169 : tensor<1x8x64xf32>
    %171 = stablehlo.clamp %cst_51, %170, %cst_52 : tensor<1x8x64xf32>
    %172 = stablehlo.multiply %171, %171 : tensor<1x8x64xf32>
    %173 = stablehlo.multiply %cst_53, %172 : tensor<1x8x64xf32>
    %174 = stablehlo.add %173, %cst_54 : tensor<1x8x64xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<1x8x64xf32>
    %176 = stablehlo.add %175, %cst_55 : tensor<1x8x64xf32>
    %177 = stablehlo.multiply %176, %172 : tensor<1x8x64xf32>
    %178 = stablehlo.add %177, %cst_56 : tensor<1x8x64xf32>
    %179 = stablehlo.multiply %178, %172 : tensor<1x8x64xf32>
    %180 = stablehlo.add %179, %cst_57 : tensor<1x8x64xf32>
    %181 = stablehlo.multiply %180, %172 : tensor<1x8x64xf32>
    %182 = stablehlo.add %181, %cst_58 : tensor<1x8x64xf32>
    %183 = stablehlo.multiply %182, %172 : tensor<1x8x64xf32>
    %184 = stablehlo.add %183, %cst_59 : tensor<1x8x64xf32>
    %185 = stablehlo.multiply %cst_60, %172 : tensor<1x8x64xf32>
    %186 = stablehlo.add %185, %cst_61 : tensor<1x8x64xf32>
    %187 = stablehlo.multiply %186, %172 : tensor<1x8x64xf32>
    %188 = stablehlo.add %187, %cst_62 : tensor<1x8x64xf32>
    %189 = stablehlo.multiply %188, %172 : tensor<1x8x64xf32>
    %190 = stablehlo.add %189, %cst_63 : tensor<1x8x64xf32>
    %191 = stablehlo.multiply %190, %172 : tensor<1x8x64xf32>
    %192 = stablehlo.add %191, %cst_64 : tensor<1x8x64xf32>
    %193 = stablehlo.multiply %171, %184 : tensor<1x8x64xf32>
    %194 = stablehlo.divide %193, %192 : tensor<1x8x64xf32>
    %195 = stablehlo.clamp %cst_65, %194, %cst_48 : tensor<1x8x64xf32>
    %196 = stablehlo.add %195, %cst_48 : tensor<1x8x64xf32>
    %197 = stablehlo.multiply %196, %168 : tensor<1x8x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %199 = stablehlo.transpose %cst_26, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %200 = stablehlo.dot_general %198, %199, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %201 = stablehlo.multiply %200, %70 : tensor<8x32xf32>
    %202 = stablehlo.multiply %72, %cst_25 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x32xf32>
    %205 = stablehlo.reshape %204 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %206 = stablehlo.add %205, %157 : tensor<1x8x32xf32>
    %207 = stablehlo.convert %206 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %208 = stablehlo.reduce(%207 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %209 = stablehlo.reshape %208 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %210 = stablehlo.divide %209, %18 : tensor<1x8x1xf64>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %212 = stablehlo.subtract %207, %211 : tensor<1x8x32xf64>
    %213 = stablehlo.multiply %212, %212 : tensor<1x8x32xf64>
    %214 = stablehlo.reduce(%213 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %215 = stablehlo.reshape %214 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %216 = stablehlo.divide %215, %18 : tensor<1x8x1xf64>
    %217 = stablehlo.convert %216 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %218 = stablehlo.reduce(%206 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %219 = stablehlo.reshape %218 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %220 = stablehlo.divide %219, %31 : tensor<1x8x1xf32>
    %221 = stablehlo.add %217, %35 : tensor<1x8x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<1x8x1xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %224 = stablehlo.subtract %206, %223 : tensor<1x8x32xf32>
    %225 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<1x8x32xf32>
    %227 = stablehlo.broadcast_in_dim %cst_24, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<1x8x32xf32>
    %229 = stablehlo.broadcast_in_dim %cst_23, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %230 = stablehlo.add %228, %229 : tensor<1x8x32xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %232 = stablehlo.transpose %cst_22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = stablehlo.dot_general %231, %232, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %234 = stablehlo.multiply %233, %70 : tensor<8x32xf32>
    %235 = stablehlo.multiply %72, %cst_21 : tensor<32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x32xf32>
    %238 = stablehlo.reshape %237 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %241 = stablehlo.transpose %cst_20, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %242 = stablehlo.dot_general %231, %241, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %243 = stablehlo.multiply %242, %70 : tensor<8x32xf32>
    %244 = stablehlo.multiply %72, %cst_19 : tensor<32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %246 = stablehlo.add %243, %245 : tensor<8x32xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %249 = stablehlo.transpose %248, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %250 = stablehlo.transpose %cst_18, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %251 = stablehlo.dot_general %231, %250, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %252 = stablehlo.multiply %251, %70 : tensor<8x32xf32>
    %253 = stablehlo.multiply %72, %cst_17 : tensor<32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x32xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %257 = stablehlo.reshape %256 : (tensor<1x8x32xf32>) -> tensor<1x8x2x16xf32>
    %258 = stablehlo.transpose %257, dims = [0, 2, 1, 3] : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %259 = stablehlo.transpose %249, dims = [0, 1, 3, 2] : (tensor<1x2x8x16xf32>) -> tensor<1x2x16x8xf32>
    %260 = stablehlo.reshape %240 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %261 = stablehlo.reshape %259 : (tensor<1x2x16x8xf32>) -> tensor<2x16x8xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<2x16x8xf32>) -> tensor<2x16x8xf32>
    %263 = stablehlo.dot_general %260, %262, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x16xf32>, tensor<2x16x8xf32>) -> tensor<2x8x8xf32>
    %264 = stablehlo.reshape %263 : (tensor<2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %265 = stablehlo.multiply %264, %105 : tensor<1x2x8x8xf32>
    %266 = stablehlo.add %265, %107 : tensor<1x2x8x8xf32>
    %267 = stablehlo.reduce(%266 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %270 = stablehlo.subtract %266, %269 : tensor<1x2x8x8xf32>
    %271 = stablehlo.exponential %270 : tensor<1x2x8x8xf32>
    %272 = stablehlo.reduce(%271 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<1x2x8x8xf32>, tensor<f32>) -> tensor<1x2x8xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x2x8xf32>) -> tensor<1x2x8x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %275 = stablehlo.divide %271, %274 : tensor<1x2x8x8xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x2x8x8xf32>) -> tensor<2x8x8xf32>
    %277 = stablehlo.reshape %258 : (tensor<1x2x8x16xf32>) -> tensor<2x8x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %279 = stablehlo.dot_general %276, %278, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<2x8x8xf32>, tensor<2x8x16xf32>) -> tensor<2x8x16xf32>
    %280 = stablehlo.reshape %279 : (tensor<2x8x16xf32>) -> tensor<1x2x8x16xf32>
    %281 = stablehlo.transpose %280, dims = [0, 2, 1, 3] : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x8x2x16xf32>) -> tensor<1x8x32xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %284 = stablehlo.transpose %cst_16, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %285 = stablehlo.dot_general %283, %284, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x32xf32>) -> tensor<8x32xf32>
    %286 = stablehlo.multiply %285, %70 : tensor<8x32xf32>
    %287 = stablehlo.multiply %72, %cst_15 : tensor<32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %289 = stablehlo.add %286, %288 : tensor<8x32xf32>
    %290 = stablehlo.reshape %289 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %291 = stablehlo.add %290, %230 : tensor<1x8x32xf32>
    %292 = stablehlo.convert %291 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %293 = stablehlo.reduce(%292 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %294 = stablehlo.reshape %293 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %295 = stablehlo.divide %294, %18 : tensor<1x8x1xf64>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %297 = stablehlo.subtract %292, %296 : tensor<1x8x32xf64>
    %298 = stablehlo.multiply %297, %297 : tensor<1x8x32xf64>
    %299 = stablehlo.reduce(%298 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %300 = stablehlo.reshape %299 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %301 = stablehlo.divide %300, %18 : tensor<1x8x1xf64>
    %302 = stablehlo.convert %301 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %303 = stablehlo.reduce(%291 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %304 = stablehlo.reshape %303 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %305 = stablehlo.divide %304, %31 : tensor<1x8x1xf32>
    %306 = stablehlo.add %302, %35 : tensor<1x8x1xf32>
    %307 = stablehlo.rsqrt %306 : tensor<1x8x1xf32>
    %308 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %309 = stablehlo.subtract %291, %308 : tensor<1x8x32xf32>
    %310 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<1x8x32xf32>
    %312 = stablehlo.broadcast_in_dim %cst_14, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<1x8x32xf32>
    %314 = stablehlo.broadcast_in_dim %cst_13, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %315 = stablehlo.add %313, %314 : tensor<1x8x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    %317 = stablehlo.transpose %cst_12, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %318 = stablehlo.dot_general %316, %317, contracting_dims = [1] x [0] : (tensor<8x32xf32>, tensor<32x64xf32>) -> tensor<8x64xf32>
    %319 = stablehlo.multiply %318, %161 : tensor<8x64xf32>
    %320 = stablehlo.multiply %163, %cst_11 : tensor<64xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [1] : (tensor<64xf32>) -> tensor<8x64xf32>
    %322 = stablehlo.add %319, %321 : tensor<8x64xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x64xf32>) -> tensor<1x8x64xf32>
    %324 = stablehlo.multiply %323, %cst_50 : tensor<1x8x64xf32>
    %325 = stablehlo.multiply %323, %169 : tensor<1x8x64xf32>
    %326 = stablehlo.clamp %cst_51, %325, %cst_52 : tensor<1x8x64xf32>
    %327 = stablehlo.multiply %326, %326 : tensor<1x8x64xf32>
    %328 = stablehlo.multiply %cst_53, %327 : tensor<1x8x64xf32>
    %329 = stablehlo.add %328, %cst_54 : tensor<1x8x64xf32>
    %330 = stablehlo.multiply %329, %327 : tensor<1x8x64xf32>
    %331 = stablehlo.add %330, %cst_55 : tensor<1x8x64xf32>
    %332 = stablehlo.multiply %331, %327 : tensor<1x8x64xf32>
    %333 = stablehlo.add %332, %cst_56 : tensor<1x8x64xf32>
    %334 = stablehlo.multiply %333, %327 : tensor<1x8x64xf32>
    %335 = stablehlo.add %334, %cst_57 : tensor<1x8x64xf32>
    %336 = stablehlo.multiply %335, %327 : tensor<1x8x64xf32>
    %337 = stablehlo.add %336, %cst_58 : tensor<1x8x64xf32>
    %338 = stablehlo.multiply %337, %327 : tensor<1x8x64xf32>
    %339 = stablehlo.add %338, %cst_59 : tensor<1x8x64xf32>
    %340 = stablehlo.multiply %cst_60, %327 : tensor<1x8x64xf32>
    %341 = stablehlo.add %340, %cst_61 : tensor<1x8x64xf32>
    %342 = stablehlo.multiply %341, %327 : tensor<1x8x64xf32>
    %343 = stablehlo.add %342, %cst_62 : tensor<1x8x64xf32>
    %344 = stablehlo.multiply %343, %327 : tensor<1x8x64xf32>
    %345 = stablehlo.add %344, %cst_63 : tensor<1x8x64xf32>
    %346 = stablehlo.multiply %345, %327 : tensor<1x8x64xf32>
    %347 = stablehlo.add %346, %cst_64 : tensor<1x8x64xf32>
    %348 = stablehlo.multiply %326, %339 : tensor<1x8x64xf32>
    %349 = stablehlo.divide %348, %347 : tensor<1x8x64xf32>
    %350 = stablehlo.clamp %cst_65, %349, %cst_48 : tensor<1x8x64xf32>
    %351 = stablehlo.add %350, %cst_48 : tensor<1x8x64xf32>
    %352 = stablehlo.multiply %351, %324 : tensor<1x8x64xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    %354 = stablehlo.transpose %cst_10, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %355 = stablehlo.dot_general %353, %354, contracting_dims = [1] x [0] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %356 = stablehlo.multiply %355, %70 : tensor<8x32xf32>
    %357 = stablehlo.multiply %72, %cst_9 : tensor<32xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [1] : (tensor<32xf32>) -> tensor<8x32xf32>
    %359 = stablehlo.add %356, %358 : tensor<8x32xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x32xf32>) -> tensor<1x8x32xf32>
    %361 = stablehlo.add %360, %315 : tensor<1x8x32xf32>
    %362 = stablehlo.convert %361 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %363 = stablehlo.reduce(%362 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %364 = stablehlo.reshape %363 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %365 = stablehlo.divide %364, %18 : tensor<1x8x1xf64>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %367 = stablehlo.subtract %362, %366 : tensor<1x8x32xf64>
    %368 = stablehlo.multiply %367, %367 : tensor<1x8x32xf64>
    %369 = stablehlo.reduce(%368 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf64>, tensor<f64>) -> tensor<1x8xf64>
    %370 = stablehlo.reshape %369 : (tensor<1x8xf64>) -> tensor<1x8x1xf64>
    %371 = stablehlo.divide %370, %18 : tensor<1x8x1xf64>
    %372 = stablehlo.convert %371 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %373 = stablehlo.reduce(%361 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<1x8x32xf32>, tensor<f32>) -> tensor<1x8xf32>
    %374 = stablehlo.reshape %373 : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %375 = stablehlo.divide %374, %31 : tensor<1x8x1xf32>
    %376 = stablehlo.add %372, %35 : tensor<1x8x1xf32>
    %377 = stablehlo.rsqrt %376 : tensor<1x8x1xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %379 = stablehlo.subtract %361, %378 : tensor<1x8x32xf32>
    %380 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<1x8x32xf32>
    %382 = stablehlo.broadcast_in_dim %cst_8, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<1x8x32xf32>
    %384 = stablehlo.broadcast_in_dim %cst_7, dims = [2] : (tensor<32xf32>) -> tensor<1x8x32xf32>
    %385 = stablehlo.add %383, %384 : tensor<1x8x32xf32>
    %386 = stablehlo.slice %385 [0:1, 0:1, 0:32] : (tensor<1x8x32xf32>) -> tensor<1x1x32xf32>
    %387 = stablehlo.reshape %386 : (tensor<1x1x32xf32>) -> tensor<1x32xf32>
    %388 = stablehlo.transpose %cst_6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %389 = stablehlo.dot_general %387, %388, contracting_dims = [1] x [0] : (tensor<1x32xf32>, tensor<32x32xf32>) -> tensor<1x32xf32>
    %390 = stablehlo.broadcast_in_dim %69, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %391 = stablehlo.multiply %389, %390 : tensor<1x32xf32>
    %392 = stablehlo.multiply %72, %cst_5 : tensor<32xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %394 = stablehlo.add %391, %393 : tensor<1x32xf32>
    %395 = stablehlo.tanh %394 : tensor<1x32xf32>
    return %385, %395 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f
