module {
  func.func @main(%arg0: tensor<?x8xi64>) -> (tensor<?x8x32xf32>, tensor<?x32xf32>) {
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
    %c64_i64 = arith.constant 64 : i64
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
    %c16_i64 = arith.constant 16 : i64
    %cst_37 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>
    %cst_38 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>
    %c32_i64 = arith.constant 32 : i64
    %cst_39 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_40 = stablehlo.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %c2_i64 = arith.constant 2 : i64
    %cst_41 = stablehlo.constant dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>
    %cst_42 = stablehlo.constant dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>
    %cst_43 = stablehlo.constant dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>
    %c_44 = stablehlo.constant dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xi64>
    %c8_i64 = arith.constant 8 : i64
    %c_45 = stablehlo.constant dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f64>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_51 = stablehlo.constant dense<-4.000000e+00> : tensor<f32>
    %cst_52 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_53 = stablehlo.constant dense<-2.72614237E-10> : tensor<f32>
    %cst_54 = stablehlo.constant dense<2.77068146E-8> : tensor<f32>
    %cst_55 = stablehlo.constant dense<-2.10102394E-6> : tensor<f32>
    %cst_56 = stablehlo.constant dense<-5.69250624E-5> : tensor<f32>
    %cst_57 = stablehlo.constant dense<-7.34990637E-4> : tensor<f32>
    %cst_58 = stablehlo.constant dense<-2.954600e-03> : tensor<f32>
    %cst_59 = stablehlo.constant dense<-0.0160960332> : tensor<f32>
    %cst_60 = stablehlo.constant dense<-1.45660715E-5> : tensor<f32>
    %cst_61 = stablehlo.constant dense<-2.13374049E-4> : tensor<f32>
    %cst_62 = stablehlo.constant dense<-0.00168282702> : tensor<f32>
    %cst_63 = stablehlo.constant dense<-0.00737332925> : tensor<f32>
    %cst_64 = stablehlo.constant dense<-0.0142647391> : tensor<f32>
    %cst_65 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %c8 = arith.constant 8 : index
    %0 = shape.const_shape [1, 8, 32] : tensor<3xindex>
    %cst_66 = arith.constant dense<32> : tensor<1xi64>
    %cst_67 = arith.constant dense<9.9999999999999998E-13> : tensor<1xf64>
    %1 = shape.const_shape [32] : tensor<1xindex>
    %cst_68 = arith.constant dense<1> : tensor<1xi64>
    %c2 = arith.constant 2 : index
    %c16 = arith.constant 16 : index
    %cst_69 = arith.constant dense<2.500000e-01> : tensor<1xf64>
    %2 = shape.const_shape [64] : tensor<1xindex>
    %c1_i64 = arith.constant 1 : i64
    %cst_70 = arith.constant dense<0> : tensor<3xi64>
    %cst_71 = arith.constant dense<1> : tensor<3xi64>
    %c32 = arith.constant 32 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x8xi64>
    %3 = arith.index_cast %dim : index to i64
    %4 = stablehlo.slice %c_45 [0:1, 0:8] : (tensor<1x32xi64>) -> tensor<1x8xi64>
    %5 = stablehlo.iota dim = 0 : tensor<1x8x1xi64>
    %6 = stablehlo.reshape %4 : (tensor<1x8xi64>) -> tensor<1x8x1xi64>
    %7 = stablehlo.concatenate %5, %6, dim = 2 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x2xi64>
    %8 = "stablehlo.gather"(%c_44, %7) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, slice_sizes = array<i64: 1, 1>}> : (tensor<1x32xi64>, tensor<1x8x2xi64>) -> tensor<1x8xi64>
    %from_elements = tensor.from_elements %dim, %c8 : tensor<2xindex>
    %9 = stablehlo.dynamic_broadcast_in_dim %8, %from_elements, dims = [0, 1] : (tensor<1x8xi64>, tensor<2xindex>) -> tensor<?x8xi64>
    %10 = "stablehlo.gather"(%cst_43, %arg0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xf32>, tensor<?x8xi64>) -> tensor<?x8x32xf32>
    %11 = stablehlo.convert %10 : tensor<?x8x32xf32>
    %12 = "stablehlo.gather"(%cst_42, %9) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<2x32xf32>, tensor<?x8xi64>) -> tensor<?x8x32xf32>
    %13 = stablehlo.convert %12 : tensor<?x8x32xf32>
    %14 = shape.shape_of %11 : tensor<?x8x32xf32> -> tensor<3xindex>
    %15 = shape.shape_of %13 : tensor<?x8x32xf32> -> tensor<3xindex>
    %16 = shape.cstr_broadcastable %14, %15 : tensor<3xindex>, tensor<3xindex>
    %17 = shape.assuming %16 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %14, %15 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %11, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %13, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %18 = "stablehlo.gather"(%cst_41, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<32x32xf32>, tensor<1x8xi64>) -> tensor<1x8x32xf32>
    %19 = stablehlo.convert %18 : tensor<1x8x32xf32>
    %20 = shape.shape_of %17 : tensor<?x8x32xf32> -> tensor<3xindex>
    %21 = shape.broadcast %20, %0 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
    %22 = stablehlo.dynamic_broadcast_in_dim %17, %21, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %23 = stablehlo.dynamic_broadcast_in_dim %19, %21, dims = [0, 1, 2] : (tensor<1x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %24 = stablehlo.add %22, %23 : tensor<?x8x32xf32>
    %25 = stablehlo.convert %24 : (tensor<?x8x32xf32>) -> tensor<?x8x32xf64>
    %26 = stablehlo.reduce(%25 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_72 = tensor.dim %25, %c0 : tensor<?x8x32xf64>
    %from_elements_73 = tensor.from_elements %dim_72, %c8, %c1 : tensor<3xindex>
    %27 = stablehlo.dynamic_reshape %26, %from_elements_73 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %28 = stablehlo.convert %cst_66 : (tensor<1xi64>) -> tensor<1xf64>
    %29 = stablehlo.reshape %28 : (tensor<1xf64>) -> tensor<f64>
    %30 = shape.shape_of %27 : tensor<?x8x1xf64> -> tensor<3xindex>
    %31 = stablehlo.dynamic_broadcast_in_dim %27, %30, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %32 = stablehlo.dynamic_broadcast_in_dim %29, %30, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %33 = stablehlo.divide %31, %32 : tensor<?x8x1xf64>
    %34 = shape.shape_of %25 : tensor<?x8x32xf64> -> tensor<3xindex>
    %35 = shape.shape_of %33 : tensor<?x8x1xf64> -> tensor<3xindex>
    %36 = shape.cstr_broadcastable %34, %35 : tensor<3xindex>, tensor<3xindex>
    %37 = shape.assuming %36 -> (tensor<?x8x32xf64>) {
      %744 = shape.broadcast %34, %35 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %25, %744, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %746 = stablehlo.dynamic_broadcast_in_dim %33, %744, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf64>
      shape.assuming_yield %747 : tensor<?x8x32xf64>
    }
    %38 = shape.shape_of %37 : tensor<?x8x32xf64> -> tensor<3xindex>
    %39 = stablehlo.dynamic_broadcast_in_dim %37, %38, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
    %40 = stablehlo.multiply %39, %39 : tensor<?x8x32xf64>
    %41 = stablehlo.reduce(%40 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_74 = tensor.dim %40, %c0 : tensor<?x8x32xf64>
    %from_elements_75 = tensor.from_elements %dim_74, %c8, %c1 : tensor<3xindex>
    %42 = stablehlo.dynamic_reshape %41, %from_elements_75 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %43 = shape.shape_of %42 : tensor<?x8x1xf64> -> tensor<3xindex>
    %44 = stablehlo.dynamic_broadcast_in_dim %42, %43, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %45 = stablehlo.dynamic_broadcast_in_dim %29, %43, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %46 = stablehlo.divide %44, %45 : tensor<?x8x1xf64>
    %47 = stablehlo.convert %46 : (tensor<?x8x1xf64>) -> tensor<?x8x1xf32>
    %48 = stablehlo.reduce(%24 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_76 = tensor.dim %24, %c0 : tensor<?x8x32xf32>
    %from_elements_77 = tensor.from_elements %dim_76, %c8, %c1 : tensor<3xindex>
    %49 = stablehlo.dynamic_reshape %48, %from_elements_77 : (tensor<?x8xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %50 = stablehlo.convert %cst_66 : (tensor<1xi64>) -> tensor<1xf32>
    %51 = stablehlo.reshape %50 : (tensor<1xf32>) -> tensor<f32>
    %52 = shape.shape_of %49 : tensor<?x8x1xf32> -> tensor<3xindex>
    %53 = stablehlo.dynamic_broadcast_in_dim %49, %52, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %54 = stablehlo.dynamic_broadcast_in_dim %51, %52, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<?x8x1xf32>
    %56 = stablehlo.convert %cst_67 : (tensor<1xf64>) -> tensor<1xf32>
    %57 = stablehlo.reshape %56 : (tensor<1xf32>) -> tensor<f32>
    %58 = shape.shape_of %47 : tensor<?x8x1xf32> -> tensor<3xindex>
    %59 = stablehlo.dynamic_broadcast_in_dim %47, %58, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %60 = stablehlo.dynamic_broadcast_in_dim %57, %58, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %61 = stablehlo.add %59, %60 : tensor<?x8x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<?x8x1xf32>
    %63 = shape.shape_of %24 : tensor<?x8x32xf32> -> tensor<3xindex>
    %64 = shape.shape_of %55 : tensor<?x8x1xf32> -> tensor<3xindex>
    %65 = shape.cstr_broadcastable %63, %64 : tensor<3xindex>, tensor<3xindex>
    %66 = shape.assuming %65 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %63, %64 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %24, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %55, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %67 = shape.shape_of %66 : tensor<?x8x32xf32> -> tensor<3xindex>
    %68 = shape.shape_of %62 : tensor<?x8x1xf32> -> tensor<3xindex>
    %69 = shape.cstr_broadcastable %67, %68 : tensor<3xindex>, tensor<3xindex>
    %70 = shape.assuming %69 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %67, %68 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %66, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %62, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.multiply %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %71 = shape.shape_of %70 : tensor<?x8x32xf32> -> tensor<3xindex>
    %72 = shape.broadcast %71, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %73 = stablehlo.dynamic_broadcast_in_dim %70, %72, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %74 = stablehlo.dynamic_broadcast_in_dim %cst_40, %72, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<?x8x32xf32>
    %76 = shape.shape_of %75 : tensor<?x8x32xf32> -> tensor<3xindex>
    %77 = shape.broadcast %76, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %78 = stablehlo.dynamic_broadcast_in_dim %75, %77, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %79 = stablehlo.dynamic_broadcast_in_dim %cst_39, %77, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %80 = stablehlo.add %78, %79 : tensor<?x8x32xf32>
    %81 = stablehlo.convert %c_3 : (tensor<i64>) -> tensor<f64>
    %82 = stablehlo.convert %c_2 : (tensor<i64>) -> tensor<f64>
    %83 = stablehlo.divide %82, %81 : tensor<f64>
    %84 = stablehlo.ceil %83 : tensor<f64>
    %85 = stablehlo.convert %84 : (tensor<f64>) -> tensor<i64>
    %86 = stablehlo.reshape %85 : (tensor<i64>) -> tensor<1xi64>
    %87 = stablehlo.dynamic_iota %86, dim = 0 : (tensor<1xi64>) -> tensor<8xi64>
    %88 = stablehlo.multiply %87, %c_1 : tensor<8xi64>
    %89 = stablehlo.add %88, %c_0 : tensor<8xi64>
    %90 = stablehlo.add %89, %c_0 : tensor<8xi64>
    %91 = stablehlo.reshape %90 : (tensor<8xi64>) -> tensor<1x8xi64>
    %92 = stablehlo.reshape %91 : (tensor<1x8xi64>) -> tensor<1x1x8xi64>
    %93 = stablehlo.reshape %92 : (tensor<1x1x8xi64>) -> tensor<1x1x8x1xi64>
    %94 = stablehlo.compare GE, %93, %c, SIGNED : (tensor<1x1x8x1xi64>, tensor<1x1x8x1xi64>) -> tensor<1x1x8x1xi1>
    %from_elements_78 = tensor.from_elements %dim, %c1, %c8, %c8 : tensor<4xindex>
    %95 = stablehlo.dynamic_broadcast_in_dim %94, %from_elements_78, dims = [0, 1, 2, 3] : (tensor<1x1x8x1xi1>, tensor<4xindex>) -> tensor<?x1x8x8xi1>
    %96 = shape.shape_of %95 : tensor<?x1x8x8xi1> -> tensor<4xindex>
    %97 = stablehlo.dynamic_broadcast_in_dim %95, %96, dims = [0, 1, 2, 3] : (tensor<?x1x8x8xi1>, tensor<4xindex>) -> tensor<?x1x8x8xi1>
    %98 = stablehlo.dynamic_broadcast_in_dim %cst_4, %96, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x1x8x8xf32>
    %99 = stablehlo.dynamic_broadcast_in_dim %cst, %96, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x1x8x8xf32>
    %100 = stablehlo.select %97, %98, %99 : tensor<?x1x8x8xi1>, tensor<?x1x8x8xf32>
    %101 = arith.muli %3, %c8_i64 : i64
    %from_elements_79 = tensor.from_elements %101, %c32_i64 : tensor<2xi64>
    %102 = stablehlo.dynamic_reshape %80, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %103 = stablehlo.transpose %cst_38, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %105 = stablehlo.convert %cst_68 : (tensor<1xi64>) -> tensor<1xf32>
    %106 = stablehlo.reshape %105 : (tensor<1xf32>) -> tensor<f32>
    %107 = shape.shape_of %104 : tensor<?x32xf32> -> tensor<2xindex>
    %108 = stablehlo.dynamic_broadcast_in_dim %104, %107, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %109 = stablehlo.dynamic_broadcast_in_dim %106, %107, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<?x32xf32>
    %111 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %112 = stablehlo.multiply %111, %cst_37 : tensor<32xf32>
    %113 = shape.shape_of %110 : tensor<?x32xf32> -> tensor<2xindex>
    %114 = shape.broadcast %113, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %115 = stablehlo.dynamic_broadcast_in_dim %110, %114, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %116 = stablehlo.dynamic_broadcast_in_dim %112, %114, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %117 = stablehlo.add %115, %116 : tensor<?x32xf32>
    %from_elements_80 = tensor.from_elements %3, %c8_i64, %c32_i64 : tensor<3xi64>
    %118 = stablehlo.dynamic_reshape %117, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %119 = shape.shape_of %118 : tensor<?x8x32xf32> -> tensor<3xindex>
    %120 = shape.num_elements %119 : tensor<3xindex> -> index
    %121 = arith.index_cast %120 : index to i64
    %122 = arith.divui %121, %3 : i64
    %123 = arith.divui %122, %c8_i64 : i64
    %124 = arith.divui %123, %c16_i64 : i64
    %from_elements_81 = tensor.from_elements %3, %c8_i64, %124, %c16_i64 : tensor<4xi64>
    %125 = stablehlo.dynamic_reshape %118, %from_elements_81 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %126 = stablehlo.transpose %125, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %127 = stablehlo.transpose %cst_36, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %128 = stablehlo.dot_general %102, %127, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %129 = shape.shape_of %128 : tensor<?x32xf32> -> tensor<2xindex>
    %130 = stablehlo.dynamic_broadcast_in_dim %128, %129, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %131 = stablehlo.dynamic_broadcast_in_dim %106, %129, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<?x32xf32>
    %133 = stablehlo.multiply %111, %cst_35 : tensor<32xf32>
    %134 = shape.shape_of %132 : tensor<?x32xf32> -> tensor<2xindex>
    %135 = shape.broadcast %134, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %136 = stablehlo.dynamic_broadcast_in_dim %132, %135, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %137 = stablehlo.dynamic_broadcast_in_dim %133, %135, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %138 = stablehlo.add %136, %137 : tensor<?x32xf32>
    %139 = stablehlo.dynamic_reshape %138, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %140 = shape.shape_of %139 : tensor<?x8x32xf32> -> tensor<3xindex>
    %141 = shape.num_elements %140 : tensor<3xindex> -> index
    %142 = arith.index_cast %141 : index to i64
    %143 = arith.divui %142, %3 : i64
    %144 = arith.divui %143, %c8_i64 : i64
    %145 = arith.divui %144, %c16_i64 : i64
    %from_elements_82 = tensor.from_elements %3, %c8_i64, %145, %c16_i64 : tensor<4xi64>
    %146 = stablehlo.dynamic_reshape %139, %from_elements_82 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %148 = stablehlo.transpose %cst_34, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %149 = stablehlo.dot_general %102, %148, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %150 = shape.shape_of %149 : tensor<?x32xf32> -> tensor<2xindex>
    %151 = stablehlo.dynamic_broadcast_in_dim %149, %150, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %152 = stablehlo.dynamic_broadcast_in_dim %106, %150, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<?x32xf32>
    %154 = stablehlo.multiply %111, %cst_33 : tensor<32xf32>
    %155 = shape.shape_of %153 : tensor<?x32xf32> -> tensor<2xindex>
    %156 = shape.broadcast %155, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %157 = stablehlo.dynamic_broadcast_in_dim %153, %156, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %158 = stablehlo.dynamic_broadcast_in_dim %154, %156, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %159 = stablehlo.add %157, %158 : tensor<?x32xf32>
    %160 = stablehlo.dynamic_reshape %159, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %161 = shape.shape_of %160 : tensor<?x8x32xf32> -> tensor<3xindex>
    %162 = shape.num_elements %161 : tensor<3xindex> -> index
    %163 = arith.index_cast %162 : index to i64
    %164 = arith.divui %163, %3 : i64
    %165 = arith.divui %164, %c8_i64 : i64
    %166 = arith.divui %165, %c16_i64 : i64
    %from_elements_83 = tensor.from_elements %3, %c8_i64, %166, %c16_i64 : tensor<4xi64>
    %167 = stablehlo.dynamic_reshape %160, %from_elements_83 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %168 = stablehlo.transpose %167, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %169 = stablehlo.transpose %147, dims = [0, 1, 3, 2] : (tensor<?x2x8x16xf32>) -> tensor<?x2x16x8xf32>
    %170 = arith.muli %3, %c2_i64 : i64
    %from_elements_84 = tensor.from_elements %dim, %c2, %c8, %c16 : tensor<4xindex>
    %171 = stablehlo.dynamic_broadcast_in_dim %126, %from_elements_84, dims = [0, 1, 2, 3] : (tensor<?x2x8x16xf32>, tensor<4xindex>) -> tensor<?x2x8x16xf32>
    %from_elements_85 = tensor.from_elements %170, %c8_i64, %c16_i64 : tensor<3xi64>
    %172 = stablehlo.dynamic_reshape %171, %from_elements_85 : (tensor<?x2x8x16xf32>, tensor<3xi64>) -> tensor<?x8x16xf32>
    %from_elements_86 = tensor.from_elements %dim, %c2, %c16, %c8 : tensor<4xindex>
    %173 = stablehlo.dynamic_broadcast_in_dim %169, %from_elements_86, dims = [0, 1, 2, 3] : (tensor<?x2x16x8xf32>, tensor<4xindex>) -> tensor<?x2x16x8xf32>
    %from_elements_87 = tensor.from_elements %170, %c16_i64, %c8_i64 : tensor<3xi64>
    %174 = stablehlo.dynamic_reshape %173, %from_elements_87 : (tensor<?x2x16x8xf32>, tensor<3xi64>) -> tensor<?x16x8xf32>
    %dim_88 = tensor.dim %174, %c0 : tensor<?x16x8xf32>
    %from_elements_89 = tensor.from_elements %dim_88, %c16, %c8 : tensor<3xindex>
    %175 = stablehlo.dynamic_broadcast_in_dim %174, %from_elements_89, dims = [0, 1, 2] : (tensor<?x16x8xf32>, tensor<3xindex>) -> tensor<?x16x8xf32>
    %176 = stablehlo.dot_general %172, %175, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x8x16xf32>, tensor<?x16x8xf32>) -> tensor<?x8x8xf32>
    %from_elements_90 = tensor.from_elements %3, %c2_i64, %c8_i64, %c8_i64 : tensor<4xi64>
    %177 = stablehlo.dynamic_reshape %176, %from_elements_90 : (tensor<?x8x8xf32>, tensor<4xi64>) -> tensor<?x2x8x8xf32>
    %178 = stablehlo.convert %cst_69 : (tensor<1xf64>) -> tensor<1xf32>
    %179 = stablehlo.reshape %178 : (tensor<1xf32>) -> tensor<f32>
    %180 = shape.shape_of %177 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %181 = stablehlo.dynamic_broadcast_in_dim %177, %180, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %182 = stablehlo.dynamic_broadcast_in_dim %179, %180, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<?x2x8x8xf32>
    %184 = shape.shape_of %183 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %185 = shape.shape_of %100 : tensor<?x1x8x8xf32> -> tensor<4xindex>
    %186 = shape.cstr_broadcastable %184, %185 : tensor<4xindex>, tensor<4xindex>
    %187 = shape.assuming %186 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %184, %185 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %183, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %100, %744, dims = [0, 1, 2, 3] : (tensor<?x1x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %dim_91 = tensor.dim %187, %c0 : tensor<?x2x8x8xf32>
    %188 = stablehlo.reduce(%187 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x8x8xf32>, tensor<f32>) -> tensor<?x2x8xf32>
    %from_elements_92 = tensor.from_elements %dim_91, %c2, %c8, %c1 : tensor<4xindex>
    %189 = stablehlo.dynamic_reshape %188, %from_elements_92 : (tensor<?x2x8xf32>, tensor<4xindex>) -> tensor<?x2x8x1xf32>
    %190 = shape.shape_of %187 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %191 = shape.shape_of %189 : tensor<?x2x8x1xf32> -> tensor<4xindex>
    %192 = shape.cstr_broadcastable %190, %191 : tensor<4xindex>, tensor<4xindex>
    %193 = shape.assuming %192 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %190, %191 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %187, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %189, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x1xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %194 = stablehlo.exponential %193 : tensor<?x2x8x8xf32>
    %195 = stablehlo.reduce(%194 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<?x2x8x8xf32>, tensor<f32>) -> tensor<?x2x8xf32>
    %dim_93 = tensor.dim %194, %c0 : tensor<?x2x8x8xf32>
    %from_elements_94 = tensor.from_elements %dim_93, %c2, %c8, %c1 : tensor<4xindex>
    %196 = stablehlo.dynamic_reshape %195, %from_elements_94 : (tensor<?x2x8xf32>, tensor<4xindex>) -> tensor<?x2x8x1xf32>
    %197 = shape.shape_of %194 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %198 = shape.shape_of %196 : tensor<?x2x8x1xf32> -> tensor<4xindex>
    %199 = shape.cstr_broadcastable %197, %198 : tensor<4xindex>, tensor<4xindex>
    %200 = shape.assuming %199 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %197, %198 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %194, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %196, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x1xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.divide %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %from_elements_95 = tensor.from_elements %dim, %c2, %c8, %c8 : tensor<4xindex>
    %201 = stablehlo.dynamic_broadcast_in_dim %200, %from_elements_95, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %from_elements_96 = tensor.from_elements %170, %c8_i64, %c8_i64 : tensor<3xi64>
    %202 = stablehlo.dynamic_reshape %201, %from_elements_96 : (tensor<?x2x8x8xf32>, tensor<3xi64>) -> tensor<?x8x8xf32>
    %203 = stablehlo.dynamic_broadcast_in_dim %168, %from_elements_84, dims = [0, 1, 2, 3] : (tensor<?x2x8x16xf32>, tensor<4xindex>) -> tensor<?x2x8x16xf32>
    %204 = stablehlo.dynamic_reshape %203, %from_elements_85 : (tensor<?x2x8x16xf32>, tensor<3xi64>) -> tensor<?x8x16xf32>
    %dim_97 = tensor.dim %204, %c0 : tensor<?x8x16xf32>
    %from_elements_98 = tensor.from_elements %dim_97, %c8, %c16 : tensor<3xindex>
    %205 = stablehlo.dynamic_broadcast_in_dim %204, %from_elements_98, dims = [0, 1, 2] : (tensor<?x8x16xf32>, tensor<3xindex>) -> tensor<?x8x16xf32>
    %206 = stablehlo.dot_general %202, %205, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x8x8xf32>, tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
    %from_elements_99 = tensor.from_elements %3, %c2_i64, %c8_i64, %c16_i64 : tensor<4xi64>
    %207 = stablehlo.dynamic_reshape %206, %from_elements_99 : (tensor<?x8x16xf32>, tensor<4xi64>) -> tensor<?x2x8x16xf32>
    %208 = stablehlo.transpose %207, dims = [0, 2, 1, 3] : (tensor<?x2x8x16xf32>) -> tensor<?x8x2x16xf32>
    %209 = shape.shape_of %208 : tensor<?x8x2x16xf32> -> tensor<4xindex>
    %210 = shape.num_elements %209 : tensor<4xindex> -> index
    %211 = arith.index_cast %210 : index to i64
    %212 = arith.divui %211, %3 : i64
    %213 = arith.divui %212, %c8_i64 : i64
    %from_elements_100 = tensor.from_elements %3, %c8_i64, %213 : tensor<3xi64>
    %214 = stablehlo.dynamic_reshape %208, %from_elements_100 : (tensor<?x8x2x16xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %215 = stablehlo.dynamic_reshape %214, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %216 = stablehlo.transpose %cst_32, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %217 = stablehlo.dot_general %215, %216, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %218 = shape.shape_of %217 : tensor<?x32xf32> -> tensor<2xindex>
    %219 = stablehlo.dynamic_broadcast_in_dim %217, %218, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %220 = stablehlo.dynamic_broadcast_in_dim %106, %218, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<?x32xf32>
    %222 = stablehlo.multiply %111, %cst_31 : tensor<32xf32>
    %223 = shape.shape_of %221 : tensor<?x32xf32> -> tensor<2xindex>
    %224 = shape.broadcast %223, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %225 = stablehlo.dynamic_broadcast_in_dim %221, %224, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %226 = stablehlo.dynamic_broadcast_in_dim %222, %224, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %227 = stablehlo.add %225, %226 : tensor<?x32xf32>
    %228 = stablehlo.dynamic_reshape %227, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %229 = shape.shape_of %228 : tensor<?x8x32xf32> -> tensor<3xindex>
    %230 = shape.shape_of %80 : tensor<?x8x32xf32> -> tensor<3xindex>
    %231 = shape.cstr_broadcastable %229, %230 : tensor<3xindex>, tensor<3xindex>
    %232 = shape.assuming %231 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %229, %230 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %228, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %80, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %233 = stablehlo.convert %232 : (tensor<?x8x32xf32>) -> tensor<?x8x32xf64>
    %234 = stablehlo.reduce(%233 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_101 = tensor.dim %233, %c0 : tensor<?x8x32xf64>
    %from_elements_102 = tensor.from_elements %dim_101, %c8, %c1 : tensor<3xindex>
    %235 = stablehlo.dynamic_reshape %234, %from_elements_102 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %236 = shape.shape_of %235 : tensor<?x8x1xf64> -> tensor<3xindex>
    %237 = stablehlo.dynamic_broadcast_in_dim %235, %236, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %238 = stablehlo.dynamic_broadcast_in_dim %29, %236, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %239 = stablehlo.divide %237, %238 : tensor<?x8x1xf64>
    %240 = shape.shape_of %233 : tensor<?x8x32xf64> -> tensor<3xindex>
    %241 = shape.shape_of %239 : tensor<?x8x1xf64> -> tensor<3xindex>
    %242 = shape.cstr_broadcastable %240, %241 : tensor<3xindex>, tensor<3xindex>
    %243 = shape.assuming %242 -> (tensor<?x8x32xf64>) {
      %744 = shape.broadcast %240, %241 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %233, %744, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %746 = stablehlo.dynamic_broadcast_in_dim %239, %744, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf64>
      shape.assuming_yield %747 : tensor<?x8x32xf64>
    }
    %244 = shape.shape_of %243 : tensor<?x8x32xf64> -> tensor<3xindex>
    %245 = stablehlo.dynamic_broadcast_in_dim %243, %244, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
    %246 = stablehlo.multiply %245, %245 : tensor<?x8x32xf64>
    %247 = stablehlo.reduce(%246 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_103 = tensor.dim %246, %c0 : tensor<?x8x32xf64>
    %from_elements_104 = tensor.from_elements %dim_103, %c8, %c1 : tensor<3xindex>
    %248 = stablehlo.dynamic_reshape %247, %from_elements_104 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %249 = shape.shape_of %248 : tensor<?x8x1xf64> -> tensor<3xindex>
    %250 = stablehlo.dynamic_broadcast_in_dim %248, %249, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %251 = stablehlo.dynamic_broadcast_in_dim %29, %249, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %252 = stablehlo.divide %250, %251 : tensor<?x8x1xf64>
    %253 = stablehlo.convert %252 : (tensor<?x8x1xf64>) -> tensor<?x8x1xf32>
    %254 = stablehlo.reduce(%232 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_105 = tensor.dim %232, %c0 : tensor<?x8x32xf32>
    %from_elements_106 = tensor.from_elements %dim_105, %c8, %c1 : tensor<3xindex>
    %255 = stablehlo.dynamic_reshape %254, %from_elements_106 : (tensor<?x8xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %256 = shape.shape_of %255 : tensor<?x8x1xf32> -> tensor<3xindex>
    %257 = stablehlo.dynamic_broadcast_in_dim %255, %256, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %258 = stablehlo.dynamic_broadcast_in_dim %51, %256, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %259 = stablehlo.divide %257, %258 : tensor<?x8x1xf32>
    %260 = shape.shape_of %253 : tensor<?x8x1xf32> -> tensor<3xindex>
    %261 = stablehlo.dynamic_broadcast_in_dim %253, %260, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %262 = stablehlo.dynamic_broadcast_in_dim %57, %260, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %263 = stablehlo.add %261, %262 : tensor<?x8x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<?x8x1xf32>
    %265 = shape.shape_of %232 : tensor<?x8x32xf32> -> tensor<3xindex>
    %266 = shape.shape_of %259 : tensor<?x8x1xf32> -> tensor<3xindex>
    %267 = shape.cstr_broadcastable %265, %266 : tensor<3xindex>, tensor<3xindex>
    %268 = shape.assuming %267 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %265, %266 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %232, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %259, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %269 = shape.shape_of %268 : tensor<?x8x32xf32> -> tensor<3xindex>
    %270 = shape.shape_of %264 : tensor<?x8x1xf32> -> tensor<3xindex>
    %271 = shape.cstr_broadcastable %269, %270 : tensor<3xindex>, tensor<3xindex>
    %272 = shape.assuming %271 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %269, %270 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %268, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %264, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.multiply %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %273 = shape.shape_of %272 : tensor<?x8x32xf32> -> tensor<3xindex>
    %274 = shape.broadcast %273, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %275 = stablehlo.dynamic_broadcast_in_dim %272, %274, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %276 = stablehlo.dynamic_broadcast_in_dim %cst_30, %274, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<?x8x32xf32>
    %278 = shape.shape_of %277 : tensor<?x8x32xf32> -> tensor<3xindex>
    %279 = shape.broadcast %278, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %280 = stablehlo.dynamic_broadcast_in_dim %277, %279, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %281 = stablehlo.dynamic_broadcast_in_dim %cst_29, %279, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %282 = stablehlo.add %280, %281 : tensor<?x8x32xf32>
    %283 = stablehlo.dynamic_reshape %282, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %284 = stablehlo.transpose %cst_28, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %285 = stablehlo.dot_general %283, %284, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x64xf32>) -> tensor<?x64xf32>
    %286 = shape.shape_of %285 : tensor<?x64xf32> -> tensor<2xindex>
    %287 = stablehlo.dynamic_broadcast_in_dim %285, %286, dims = [0, 1] : (tensor<?x64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %288 = stablehlo.dynamic_broadcast_in_dim %106, %286, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x64xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<?x64xf32>
    %290 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %291 = stablehlo.multiply %290, %cst_27 : tensor<64xf32>
    %292 = shape.shape_of %289 : tensor<?x64xf32> -> tensor<2xindex>
    %293 = shape.broadcast %292, %2 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %294 = stablehlo.dynamic_broadcast_in_dim %289, %293, dims = [0, 1] : (tensor<?x64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %295 = stablehlo.dynamic_broadcast_in_dim %291, %293, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %296 = stablehlo.add %294, %295 : tensor<?x64xf32>
    %from_elements_107 = tensor.from_elements %3, %c8_i64, %c64_i64 : tensor<3xi64>
    %297 = stablehlo.dynamic_reshape %296, %from_elements_107 : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x8x64xf32>
    %298 = shape.shape_of %297 : tensor<?x8x64xf32> -> tensor<3xindex>
    %299 = stablehlo.dynamic_broadcast_in_dim %cst_48, %298, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %300 = stablehlo.dynamic_broadcast_in_dim %cst_49, %298, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %301 = stablehlo.dynamic_broadcast_in_dim %cst_50, %298, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %302 = stablehlo.multiply %297, %301 : tensor<?x8x64xf32>
    %303 = stablehlo.rsqrt %300 : tensor<?x8x64xf32>
    %304 = stablehlo.multiply %297, %303 : tensor<?x8x64xf32>
    %305 = shape.shape_of %304 : tensor<?x8x64xf32> -> tensor<3xindex>
    %306 = stablehlo.dynamic_broadcast_in_dim %cst_51, %305, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %307 = stablehlo.dynamic_broadcast_in_dim %cst_52, %305, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %308 = stablehlo.clamp %306, %304, %307 : tensor<?x8x64xf32>
    %309 = stablehlo.multiply %308, %308 : tensor<?x8x64xf32>
    %310 = shape.shape_of %309 : tensor<?x8x64xf32> -> tensor<3xindex>
    %311 = stablehlo.dynamic_broadcast_in_dim %cst_53, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %312 = stablehlo.multiply %311, %309 : tensor<?x8x64xf32>
    %313 = stablehlo.dynamic_broadcast_in_dim %cst_54, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %314 = stablehlo.add %312, %313 : tensor<?x8x64xf32>
    %315 = stablehlo.multiply %314, %309 : tensor<?x8x64xf32>
    %316 = stablehlo.dynamic_broadcast_in_dim %cst_55, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %317 = stablehlo.add %315, %316 : tensor<?x8x64xf32>
    %318 = stablehlo.multiply %317, %309 : tensor<?x8x64xf32>
    %319 = stablehlo.dynamic_broadcast_in_dim %cst_56, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %320 = stablehlo.add %318, %319 : tensor<?x8x64xf32>
    %321 = stablehlo.multiply %320, %309 : tensor<?x8x64xf32>
    %322 = stablehlo.dynamic_broadcast_in_dim %cst_57, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %323 = stablehlo.add %321, %322 : tensor<?x8x64xf32>
    %324 = stablehlo.multiply %323, %309 : tensor<?x8x64xf32>
    %325 = stablehlo.dynamic_broadcast_in_dim %cst_58, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %326 = stablehlo.add %324, %325 : tensor<?x8x64xf32>
    %327 = stablehlo.multiply %326, %309 : tensor<?x8x64xf32>
    %328 = stablehlo.dynamic_broadcast_in_dim %cst_59, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %329 = stablehlo.add %327, %328 : tensor<?x8x64xf32>
    %330 = stablehlo.dynamic_broadcast_in_dim %cst_60, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %331 = stablehlo.multiply %330, %309 : tensor<?x8x64xf32>
    %332 = stablehlo.dynamic_broadcast_in_dim %cst_61, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %333 = stablehlo.add %331, %332 : tensor<?x8x64xf32>
    %334 = stablehlo.multiply %333, %309 : tensor<?x8x64xf32>
    %335 = stablehlo.dynamic_broadcast_in_dim %cst_62, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %336 = stablehlo.add %334, %335 : tensor<?x8x64xf32>
    %337 = stablehlo.multiply %336, %309 : tensor<?x8x64xf32>
    %338 = stablehlo.dynamic_broadcast_in_dim %cst_63, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %339 = stablehlo.add %337, %338 : tensor<?x8x64xf32>
    %340 = stablehlo.multiply %339, %309 : tensor<?x8x64xf32>
    %341 = stablehlo.dynamic_broadcast_in_dim %cst_64, %310, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %342 = stablehlo.add %340, %341 : tensor<?x8x64xf32>
    %343 = stablehlo.multiply %308, %329 : tensor<?x8x64xf32>
    %344 = stablehlo.divide %343, %342 : tensor<?x8x64xf32>
    %345 = shape.shape_of %308 : tensor<?x8x64xf32> -> tensor<3xindex>
    %346 = stablehlo.dynamic_broadcast_in_dim %cst_65, %345, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %347 = stablehlo.dynamic_broadcast_in_dim %cst_48, %345, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %348 = stablehlo.clamp %346, %344, %347 : tensor<?x8x64xf32>
    %349 = stablehlo.add %348, %299 : tensor<?x8x64xf32>
    %350 = stablehlo.multiply %349, %302 : tensor<?x8x64xf32>
    %from_elements_108 = tensor.from_elements %101, %c64_i64 : tensor<2xi64>
    %351 = stablehlo.dynamic_reshape %350, %from_elements_108 : (tensor<?x8x64xf32>, tensor<2xi64>) -> tensor<?x64xf32>
    %352 = stablehlo.transpose %cst_26, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %353 = stablehlo.dot_general %351, %352, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x32xf32>) -> tensor<?x32xf32>
    %354 = shape.shape_of %353 : tensor<?x32xf32> -> tensor<2xindex>
    %355 = stablehlo.dynamic_broadcast_in_dim %353, %354, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %356 = stablehlo.dynamic_broadcast_in_dim %106, %354, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %357 = stablehlo.multiply %355, %356 : tensor<?x32xf32>
    %358 = stablehlo.multiply %111, %cst_25 : tensor<32xf32>
    %359 = shape.shape_of %357 : tensor<?x32xf32> -> tensor<2xindex>
    %360 = shape.broadcast %359, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %361 = stablehlo.dynamic_broadcast_in_dim %357, %360, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %362 = stablehlo.dynamic_broadcast_in_dim %358, %360, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %363 = stablehlo.add %361, %362 : tensor<?x32xf32>
    %364 = stablehlo.dynamic_reshape %363, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %365 = shape.shape_of %364 : tensor<?x8x32xf32> -> tensor<3xindex>
    %366 = shape.shape_of %282 : tensor<?x8x32xf32> -> tensor<3xindex>
    %367 = shape.cstr_broadcastable %365, %366 : tensor<3xindex>, tensor<3xindex>
    %368 = shape.assuming %367 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %365, %366 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %364, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %282, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %369 = stablehlo.convert %368 : (tensor<?x8x32xf32>) -> tensor<?x8x32xf64>
    %370 = stablehlo.reduce(%369 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_109 = tensor.dim %369, %c0 : tensor<?x8x32xf64>
    %from_elements_110 = tensor.from_elements %dim_109, %c8, %c1 : tensor<3xindex>
    %371 = stablehlo.dynamic_reshape %370, %from_elements_110 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %372 = shape.shape_of %371 : tensor<?x8x1xf64> -> tensor<3xindex>
    %373 = stablehlo.dynamic_broadcast_in_dim %371, %372, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %374 = stablehlo.dynamic_broadcast_in_dim %29, %372, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %375 = stablehlo.divide %373, %374 : tensor<?x8x1xf64>
    %376 = shape.shape_of %369 : tensor<?x8x32xf64> -> tensor<3xindex>
    %377 = shape.shape_of %375 : tensor<?x8x1xf64> -> tensor<3xindex>
    %378 = shape.cstr_broadcastable %376, %377 : tensor<3xindex>, tensor<3xindex>
    %379 = shape.assuming %378 -> (tensor<?x8x32xf64>) {
      %744 = shape.broadcast %376, %377 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %369, %744, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %746 = stablehlo.dynamic_broadcast_in_dim %375, %744, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf64>
      shape.assuming_yield %747 : tensor<?x8x32xf64>
    }
    %380 = shape.shape_of %379 : tensor<?x8x32xf64> -> tensor<3xindex>
    %381 = stablehlo.dynamic_broadcast_in_dim %379, %380, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
    %382 = stablehlo.multiply %381, %381 : tensor<?x8x32xf64>
    %383 = stablehlo.reduce(%382 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_111 = tensor.dim %382, %c0 : tensor<?x8x32xf64>
    %from_elements_112 = tensor.from_elements %dim_111, %c8, %c1 : tensor<3xindex>
    %384 = stablehlo.dynamic_reshape %383, %from_elements_112 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %385 = shape.shape_of %384 : tensor<?x8x1xf64> -> tensor<3xindex>
    %386 = stablehlo.dynamic_broadcast_in_dim %384, %385, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %387 = stablehlo.dynamic_broadcast_in_dim %29, %385, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %388 = stablehlo.divide %386, %387 : tensor<?x8x1xf64>
    %389 = stablehlo.convert %388 : (tensor<?x8x1xf64>) -> tensor<?x8x1xf32>
    %390 = stablehlo.reduce(%368 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_113 = tensor.dim %368, %c0 : tensor<?x8x32xf32>
    %from_elements_114 = tensor.from_elements %dim_113, %c8, %c1 : tensor<3xindex>
    %391 = stablehlo.dynamic_reshape %390, %from_elements_114 : (tensor<?x8xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %392 = shape.shape_of %391 : tensor<?x8x1xf32> -> tensor<3xindex>
    %393 = stablehlo.dynamic_broadcast_in_dim %391, %392, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %394 = stablehlo.dynamic_broadcast_in_dim %51, %392, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %395 = stablehlo.divide %393, %394 : tensor<?x8x1xf32>
    %396 = shape.shape_of %389 : tensor<?x8x1xf32> -> tensor<3xindex>
    %397 = stablehlo.dynamic_broadcast_in_dim %389, %396, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %398 = stablehlo.dynamic_broadcast_in_dim %57, %396, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %399 = stablehlo.add %397, %398 : tensor<?x8x1xf32>
    %400 = stablehlo.rsqrt %399 : tensor<?x8x1xf32>
    %401 = shape.shape_of %368 : tensor<?x8x32xf32> -> tensor<3xindex>
    %402 = shape.shape_of %395 : tensor<?x8x1xf32> -> tensor<3xindex>
    %403 = shape.cstr_broadcastable %401, %402 : tensor<3xindex>, tensor<3xindex>
    %404 = shape.assuming %403 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %401, %402 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %368, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %395, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %405 = shape.shape_of %404 : tensor<?x8x32xf32> -> tensor<3xindex>
    %406 = shape.shape_of %400 : tensor<?x8x1xf32> -> tensor<3xindex>
    %407 = shape.cstr_broadcastable %405, %406 : tensor<3xindex>, tensor<3xindex>
    %408 = shape.assuming %407 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %405, %406 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %404, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %400, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.multiply %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %409 = shape.shape_of %408 : tensor<?x8x32xf32> -> tensor<3xindex>
    %410 = shape.broadcast %409, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %411 = stablehlo.dynamic_broadcast_in_dim %408, %410, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %412 = stablehlo.dynamic_broadcast_in_dim %cst_24, %410, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %413 = stablehlo.multiply %411, %412 : tensor<?x8x32xf32>
    %414 = shape.shape_of %413 : tensor<?x8x32xf32> -> tensor<3xindex>
    %415 = shape.broadcast %414, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %416 = stablehlo.dynamic_broadcast_in_dim %413, %415, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %417 = stablehlo.dynamic_broadcast_in_dim %cst_23, %415, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %418 = stablehlo.add %416, %417 : tensor<?x8x32xf32>
    %419 = stablehlo.dynamic_reshape %418, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %420 = stablehlo.transpose %cst_22, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %421 = stablehlo.dot_general %419, %420, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %422 = shape.shape_of %421 : tensor<?x32xf32> -> tensor<2xindex>
    %423 = stablehlo.dynamic_broadcast_in_dim %421, %422, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %424 = stablehlo.dynamic_broadcast_in_dim %106, %422, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %425 = stablehlo.multiply %423, %424 : tensor<?x32xf32>
    %426 = stablehlo.multiply %111, %cst_21 : tensor<32xf32>
    %427 = shape.shape_of %425 : tensor<?x32xf32> -> tensor<2xindex>
    %428 = shape.broadcast %427, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %429 = stablehlo.dynamic_broadcast_in_dim %425, %428, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %430 = stablehlo.dynamic_broadcast_in_dim %426, %428, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %431 = stablehlo.add %429, %430 : tensor<?x32xf32>
    %432 = stablehlo.dynamic_reshape %431, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %433 = shape.shape_of %432 : tensor<?x8x32xf32> -> tensor<3xindex>
    %434 = shape.num_elements %433 : tensor<3xindex> -> index
    %435 = arith.index_cast %434 : index to i64
    %436 = arith.divui %435, %3 : i64
    %437 = arith.divui %436, %c8_i64 : i64
    %438 = arith.divui %437, %c16_i64 : i64
    %from_elements_115 = tensor.from_elements %3, %c8_i64, %438, %c16_i64 : tensor<4xi64>
    %439 = stablehlo.dynamic_reshape %432, %from_elements_115 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %440 = stablehlo.transpose %439, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %441 = stablehlo.transpose %cst_20, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %442 = stablehlo.dot_general %419, %441, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %443 = shape.shape_of %442 : tensor<?x32xf32> -> tensor<2xindex>
    %444 = stablehlo.dynamic_broadcast_in_dim %442, %443, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %445 = stablehlo.dynamic_broadcast_in_dim %106, %443, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %446 = stablehlo.multiply %444, %445 : tensor<?x32xf32>
    %447 = stablehlo.multiply %111, %cst_19 : tensor<32xf32>
    %448 = shape.shape_of %446 : tensor<?x32xf32> -> tensor<2xindex>
    %449 = shape.broadcast %448, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %450 = stablehlo.dynamic_broadcast_in_dim %446, %449, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %451 = stablehlo.dynamic_broadcast_in_dim %447, %449, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %452 = stablehlo.add %450, %451 : tensor<?x32xf32>
    %453 = stablehlo.dynamic_reshape %452, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %454 = shape.shape_of %453 : tensor<?x8x32xf32> -> tensor<3xindex>
    %455 = shape.num_elements %454 : tensor<3xindex> -> index
    %456 = arith.index_cast %455 : index to i64
    %457 = arith.divui %456, %3 : i64
    %458 = arith.divui %457, %c8_i64 : i64
    %459 = arith.divui %458, %c16_i64 : i64
    %from_elements_116 = tensor.from_elements %3, %c8_i64, %459, %c16_i64 : tensor<4xi64>
    %460 = stablehlo.dynamic_reshape %453, %from_elements_116 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %462 = stablehlo.transpose %cst_18, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %463 = stablehlo.dot_general %419, %462, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %464 = shape.shape_of %463 : tensor<?x32xf32> -> tensor<2xindex>
    %465 = stablehlo.dynamic_broadcast_in_dim %463, %464, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %466 = stablehlo.dynamic_broadcast_in_dim %106, %464, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<?x32xf32>
    %468 = stablehlo.multiply %111, %cst_17 : tensor<32xf32>
    %469 = shape.shape_of %467 : tensor<?x32xf32> -> tensor<2xindex>
    %470 = shape.broadcast %469, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %471 = stablehlo.dynamic_broadcast_in_dim %467, %470, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %472 = stablehlo.dynamic_broadcast_in_dim %468, %470, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %473 = stablehlo.add %471, %472 : tensor<?x32xf32>
    %474 = stablehlo.dynamic_reshape %473, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %475 = shape.shape_of %474 : tensor<?x8x32xf32> -> tensor<3xindex>
    %476 = shape.num_elements %475 : tensor<3xindex> -> index
    %477 = arith.index_cast %476 : index to i64
    %478 = arith.divui %477, %3 : i64
    %479 = arith.divui %478, %c8_i64 : i64
    %480 = arith.divui %479, %c16_i64 : i64
    %from_elements_117 = tensor.from_elements %3, %c8_i64, %480, %c16_i64 : tensor<4xi64>
    %481 = stablehlo.dynamic_reshape %474, %from_elements_117 : (tensor<?x8x32xf32>, tensor<4xi64>) -> tensor<?x8x2x16xf32>
    %482 = stablehlo.transpose %481, dims = [0, 2, 1, 3] : (tensor<?x8x2x16xf32>) -> tensor<?x2x8x16xf32>
    %483 = stablehlo.transpose %461, dims = [0, 1, 3, 2] : (tensor<?x2x8x16xf32>) -> tensor<?x2x16x8xf32>
    %484 = stablehlo.dynamic_broadcast_in_dim %440, %from_elements_84, dims = [0, 1, 2, 3] : (tensor<?x2x8x16xf32>, tensor<4xindex>) -> tensor<?x2x8x16xf32>
    %485 = stablehlo.dynamic_reshape %484, %from_elements_85 : (tensor<?x2x8x16xf32>, tensor<3xi64>) -> tensor<?x8x16xf32>
    %486 = stablehlo.dynamic_broadcast_in_dim %483, %from_elements_86, dims = [0, 1, 2, 3] : (tensor<?x2x16x8xf32>, tensor<4xindex>) -> tensor<?x2x16x8xf32>
    %487 = stablehlo.dynamic_reshape %486, %from_elements_87 : (tensor<?x2x16x8xf32>, tensor<3xi64>) -> tensor<?x16x8xf32>
    %dim_118 = tensor.dim %487, %c0 : tensor<?x16x8xf32>
    %from_elements_119 = tensor.from_elements %dim_118, %c16, %c8 : tensor<3xindex>
    %488 = stablehlo.dynamic_broadcast_in_dim %487, %from_elements_119, dims = [0, 1, 2] : (tensor<?x16x8xf32>, tensor<3xindex>) -> tensor<?x16x8xf32>
    %489 = stablehlo.dot_general %485, %488, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x8x16xf32>, tensor<?x16x8xf32>) -> tensor<?x8x8xf32>
    %490 = stablehlo.dynamic_reshape %489, %from_elements_90 : (tensor<?x8x8xf32>, tensor<4xi64>) -> tensor<?x2x8x8xf32>
    %491 = shape.shape_of %490 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %492 = stablehlo.dynamic_broadcast_in_dim %490, %491, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %493 = stablehlo.dynamic_broadcast_in_dim %179, %491, dims = [] : (tensor<f32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<?x2x8x8xf32>
    %495 = shape.shape_of %494 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %496 = shape.cstr_broadcastable %495, %185 : tensor<4xindex>, tensor<4xindex>
    %497 = shape.assuming %496 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %495, %185 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %494, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %100, %744, dims = [0, 1, 2, 3] : (tensor<?x1x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %dim_120 = tensor.dim %497, %c0 : tensor<?x2x8x8xf32>
    %498 = stablehlo.reduce(%497 init: %cst_47) applies stablehlo.maximum across dimensions = [3] : (tensor<?x2x8x8xf32>, tensor<f32>) -> tensor<?x2x8xf32>
    %from_elements_121 = tensor.from_elements %dim_120, %c2, %c8, %c1 : tensor<4xindex>
    %499 = stablehlo.dynamic_reshape %498, %from_elements_121 : (tensor<?x2x8xf32>, tensor<4xindex>) -> tensor<?x2x8x1xf32>
    %500 = shape.shape_of %497 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %501 = shape.shape_of %499 : tensor<?x2x8x1xf32> -> tensor<4xindex>
    %502 = shape.cstr_broadcastable %500, %501 : tensor<4xindex>, tensor<4xindex>
    %503 = shape.assuming %502 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %500, %501 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %497, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %499, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x1xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %504 = stablehlo.exponential %503 : tensor<?x2x8x8xf32>
    %505 = stablehlo.reduce(%504 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<?x2x8x8xf32>, tensor<f32>) -> tensor<?x2x8xf32>
    %dim_122 = tensor.dim %504, %c0 : tensor<?x2x8x8xf32>
    %from_elements_123 = tensor.from_elements %dim_122, %c2, %c8, %c1 : tensor<4xindex>
    %506 = stablehlo.dynamic_reshape %505, %from_elements_123 : (tensor<?x2x8xf32>, tensor<4xindex>) -> tensor<?x2x8x1xf32>
    %507 = shape.shape_of %504 : tensor<?x2x8x8xf32> -> tensor<4xindex>
    %508 = shape.shape_of %506 : tensor<?x2x8x1xf32> -> tensor<4xindex>
    %509 = shape.cstr_broadcastable %507, %508 : tensor<4xindex>, tensor<4xindex>
    %510 = shape.assuming %509 -> (tensor<?x2x8x8xf32>) {
      %744 = shape.broadcast %507, %508 : tensor<4xindex>, tensor<4xindex> -> tensor<4xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %504, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %506, %744, dims = [0, 1, 2, 3] : (tensor<?x2x8x1xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
      %747 = stablehlo.divide %745, %746 : tensor<?x2x8x8xf32>
      shape.assuming_yield %747 : tensor<?x2x8x8xf32>
    }
    %511 = stablehlo.dynamic_broadcast_in_dim %510, %from_elements_95, dims = [0, 1, 2, 3] : (tensor<?x2x8x8xf32>, tensor<4xindex>) -> tensor<?x2x8x8xf32>
    %512 = stablehlo.dynamic_reshape %511, %from_elements_96 : (tensor<?x2x8x8xf32>, tensor<3xi64>) -> tensor<?x8x8xf32>
    %513 = stablehlo.dynamic_broadcast_in_dim %482, %from_elements_84, dims = [0, 1, 2, 3] : (tensor<?x2x8x16xf32>, tensor<4xindex>) -> tensor<?x2x8x16xf32>
    %514 = stablehlo.dynamic_reshape %513, %from_elements_85 : (tensor<?x2x8x16xf32>, tensor<3xi64>) -> tensor<?x8x16xf32>
    %dim_124 = tensor.dim %514, %c0 : tensor<?x8x16xf32>
    %from_elements_125 = tensor.from_elements %dim_124, %c8, %c16 : tensor<3xindex>
    %515 = stablehlo.dynamic_broadcast_in_dim %514, %from_elements_125, dims = [0, 1, 2] : (tensor<?x8x16xf32>, tensor<3xindex>) -> tensor<?x8x16xf32>
    %516 = stablehlo.dot_general %512, %515, batching_dims = [0] x [0], contracting_dims = [2] x [1] : (tensor<?x8x8xf32>, tensor<?x8x16xf32>) -> tensor<?x8x16xf32>
    %517 = stablehlo.dynamic_reshape %516, %from_elements_99 : (tensor<?x8x16xf32>, tensor<4xi64>) -> tensor<?x2x8x16xf32>
    %518 = stablehlo.transpose %517, dims = [0, 2, 1, 3] : (tensor<?x2x8x16xf32>) -> tensor<?x8x2x16xf32>
    %519 = shape.shape_of %518 : tensor<?x8x2x16xf32> -> tensor<4xindex>
    %520 = shape.num_elements %519 : tensor<4xindex> -> index
    %521 = arith.index_cast %520 : index to i64
    %522 = arith.divui %521, %3 : i64
    %523 = arith.divui %522, %c8_i64 : i64
    %from_elements_126 = tensor.from_elements %3, %c8_i64, %523 : tensor<3xi64>
    %524 = stablehlo.dynamic_reshape %518, %from_elements_126 : (tensor<?x8x2x16xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %525 = stablehlo.dynamic_reshape %524, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %526 = stablehlo.transpose %cst_16, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %527 = stablehlo.dot_general %525, %526, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %528 = shape.shape_of %527 : tensor<?x32xf32> -> tensor<2xindex>
    %529 = stablehlo.dynamic_broadcast_in_dim %527, %528, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %530 = stablehlo.dynamic_broadcast_in_dim %106, %528, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %531 = stablehlo.multiply %529, %530 : tensor<?x32xf32>
    %532 = stablehlo.multiply %111, %cst_15 : tensor<32xf32>
    %533 = shape.shape_of %531 : tensor<?x32xf32> -> tensor<2xindex>
    %534 = shape.broadcast %533, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %535 = stablehlo.dynamic_broadcast_in_dim %531, %534, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %536 = stablehlo.dynamic_broadcast_in_dim %532, %534, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %537 = stablehlo.add %535, %536 : tensor<?x32xf32>
    %538 = stablehlo.dynamic_reshape %537, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %539 = shape.shape_of %538 : tensor<?x8x32xf32> -> tensor<3xindex>
    %540 = shape.shape_of %418 : tensor<?x8x32xf32> -> tensor<3xindex>
    %541 = shape.cstr_broadcastable %539, %540 : tensor<3xindex>, tensor<3xindex>
    %542 = shape.assuming %541 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %539, %540 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %538, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %418, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %543 = stablehlo.convert %542 : (tensor<?x8x32xf32>) -> tensor<?x8x32xf64>
    %544 = stablehlo.reduce(%543 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_127 = tensor.dim %543, %c0 : tensor<?x8x32xf64>
    %from_elements_128 = tensor.from_elements %dim_127, %c8, %c1 : tensor<3xindex>
    %545 = stablehlo.dynamic_reshape %544, %from_elements_128 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %546 = shape.shape_of %545 : tensor<?x8x1xf64> -> tensor<3xindex>
    %547 = stablehlo.dynamic_broadcast_in_dim %545, %546, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %548 = stablehlo.dynamic_broadcast_in_dim %29, %546, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %549 = stablehlo.divide %547, %548 : tensor<?x8x1xf64>
    %550 = shape.shape_of %543 : tensor<?x8x32xf64> -> tensor<3xindex>
    %551 = shape.shape_of %549 : tensor<?x8x1xf64> -> tensor<3xindex>
    %552 = shape.cstr_broadcastable %550, %551 : tensor<3xindex>, tensor<3xindex>
    %553 = shape.assuming %552 -> (tensor<?x8x32xf64>) {
      %744 = shape.broadcast %550, %551 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %543, %744, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %746 = stablehlo.dynamic_broadcast_in_dim %549, %744, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf64>
      shape.assuming_yield %747 : tensor<?x8x32xf64>
    }
    %554 = shape.shape_of %553 : tensor<?x8x32xf64> -> tensor<3xindex>
    %555 = stablehlo.dynamic_broadcast_in_dim %553, %554, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
    %556 = stablehlo.multiply %555, %555 : tensor<?x8x32xf64>
    %557 = stablehlo.reduce(%556 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_129 = tensor.dim %556, %c0 : tensor<?x8x32xf64>
    %from_elements_130 = tensor.from_elements %dim_129, %c8, %c1 : tensor<3xindex>
    %558 = stablehlo.dynamic_reshape %557, %from_elements_130 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %559 = shape.shape_of %558 : tensor<?x8x1xf64> -> tensor<3xindex>
    %560 = stablehlo.dynamic_broadcast_in_dim %558, %559, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %561 = stablehlo.dynamic_broadcast_in_dim %29, %559, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %562 = stablehlo.divide %560, %561 : tensor<?x8x1xf64>
    %563 = stablehlo.convert %562 : (tensor<?x8x1xf64>) -> tensor<?x8x1xf32>
    %564 = stablehlo.reduce(%542 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_131 = tensor.dim %542, %c0 : tensor<?x8x32xf32>
    %from_elements_132 = tensor.from_elements %dim_131, %c8, %c1 : tensor<3xindex>
    %565 = stablehlo.dynamic_reshape %564, %from_elements_132 : (tensor<?x8xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %566 = shape.shape_of %565 : tensor<?x8x1xf32> -> tensor<3xindex>
    %567 = stablehlo.dynamic_broadcast_in_dim %565, %566, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %568 = stablehlo.dynamic_broadcast_in_dim %51, %566, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %569 = stablehlo.divide %567, %568 : tensor<?x8x1xf32>
    %570 = shape.shape_of %563 : tensor<?x8x1xf32> -> tensor<3xindex>
    %571 = stablehlo.dynamic_broadcast_in_dim %563, %570, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %572 = stablehlo.dynamic_broadcast_in_dim %57, %570, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %573 = stablehlo.add %571, %572 : tensor<?x8x1xf32>
    %574 = stablehlo.rsqrt %573 : tensor<?x8x1xf32>
    %575 = shape.shape_of %542 : tensor<?x8x32xf32> -> tensor<3xindex>
    %576 = shape.shape_of %569 : tensor<?x8x1xf32> -> tensor<3xindex>
    %577 = shape.cstr_broadcastable %575, %576 : tensor<3xindex>, tensor<3xindex>
    %578 = shape.assuming %577 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %575, %576 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %542, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %569, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %579 = shape.shape_of %578 : tensor<?x8x32xf32> -> tensor<3xindex>
    %580 = shape.shape_of %574 : tensor<?x8x1xf32> -> tensor<3xindex>
    %581 = shape.cstr_broadcastable %579, %580 : tensor<3xindex>, tensor<3xindex>
    %582 = shape.assuming %581 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %579, %580 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %578, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %574, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.multiply %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %583 = shape.shape_of %582 : tensor<?x8x32xf32> -> tensor<3xindex>
    %584 = shape.broadcast %583, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %585 = stablehlo.dynamic_broadcast_in_dim %582, %584, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %586 = stablehlo.dynamic_broadcast_in_dim %cst_14, %584, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %587 = stablehlo.multiply %585, %586 : tensor<?x8x32xf32>
    %588 = shape.shape_of %587 : tensor<?x8x32xf32> -> tensor<3xindex>
    %589 = shape.broadcast %588, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %590 = stablehlo.dynamic_broadcast_in_dim %587, %589, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %591 = stablehlo.dynamic_broadcast_in_dim %cst_13, %589, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %592 = stablehlo.add %590, %591 : tensor<?x8x32xf32>
    %593 = stablehlo.dynamic_reshape %592, %from_elements_79 : (tensor<?x8x32xf32>, tensor<2xi64>) -> tensor<?x32xf32>
    %594 = stablehlo.transpose %cst_12, dims = [1, 0] : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %595 = stablehlo.dot_general %593, %594, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x64xf32>) -> tensor<?x64xf32>
    %596 = shape.shape_of %595 : tensor<?x64xf32> -> tensor<2xindex>
    %597 = stablehlo.dynamic_broadcast_in_dim %595, %596, dims = [0, 1] : (tensor<?x64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %598 = stablehlo.dynamic_broadcast_in_dim %106, %596, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x64xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<?x64xf32>
    %600 = stablehlo.multiply %290, %cst_11 : tensor<64xf32>
    %601 = shape.shape_of %599 : tensor<?x64xf32> -> tensor<2xindex>
    %602 = shape.broadcast %601, %2 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %603 = stablehlo.dynamic_broadcast_in_dim %599, %602, dims = [0, 1] : (tensor<?x64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %604 = stablehlo.dynamic_broadcast_in_dim %600, %602, dims = [1] : (tensor<64xf32>, tensor<2xindex>) -> tensor<?x64xf32>
    %605 = stablehlo.add %603, %604 : tensor<?x64xf32>
    %606 = stablehlo.dynamic_reshape %605, %from_elements_107 : (tensor<?x64xf32>, tensor<3xi64>) -> tensor<?x8x64xf32>
    %607 = shape.shape_of %606 : tensor<?x8x64xf32> -> tensor<3xindex>
    %608 = stablehlo.dynamic_broadcast_in_dim %cst_48, %607, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %609 = stablehlo.dynamic_broadcast_in_dim %cst_49, %607, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %610 = stablehlo.dynamic_broadcast_in_dim %cst_50, %607, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %611 = stablehlo.multiply %606, %610 : tensor<?x8x64xf32>
    %612 = stablehlo.rsqrt %609 : tensor<?x8x64xf32>
    %613 = stablehlo.multiply %606, %612 : tensor<?x8x64xf32>
    %614 = shape.shape_of %613 : tensor<?x8x64xf32> -> tensor<3xindex>
    %615 = stablehlo.dynamic_broadcast_in_dim %cst_51, %614, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %616 = stablehlo.dynamic_broadcast_in_dim %cst_52, %614, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %617 = stablehlo.clamp %615, %613, %616 : tensor<?x8x64xf32>
    %618 = stablehlo.multiply %617, %617 : tensor<?x8x64xf32>
    %619 = shape.shape_of %618 : tensor<?x8x64xf32> -> tensor<3xindex>
    %620 = stablehlo.dynamic_broadcast_in_dim %cst_53, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %621 = stablehlo.multiply %620, %618 : tensor<?x8x64xf32>
    %622 = stablehlo.dynamic_broadcast_in_dim %cst_54, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %623 = stablehlo.add %621, %622 : tensor<?x8x64xf32>
    %624 = stablehlo.multiply %623, %618 : tensor<?x8x64xf32>
    %625 = stablehlo.dynamic_broadcast_in_dim %cst_55, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %626 = stablehlo.add %624, %625 : tensor<?x8x64xf32>
    %627 = stablehlo.multiply %626, %618 : tensor<?x8x64xf32>
    %628 = stablehlo.dynamic_broadcast_in_dim %cst_56, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %629 = stablehlo.add %627, %628 : tensor<?x8x64xf32>
    %630 = stablehlo.multiply %629, %618 : tensor<?x8x64xf32>
    %631 = stablehlo.dynamic_broadcast_in_dim %cst_57, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %632 = stablehlo.add %630, %631 : tensor<?x8x64xf32>
    %633 = stablehlo.multiply %632, %618 : tensor<?x8x64xf32>
    %634 = stablehlo.dynamic_broadcast_in_dim %cst_58, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %635 = stablehlo.add %633, %634 : tensor<?x8x64xf32>
    %636 = stablehlo.multiply %635, %618 : tensor<?x8x64xf32>
    %637 = stablehlo.dynamic_broadcast_in_dim %cst_59, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %638 = stablehlo.add %636, %637 : tensor<?x8x64xf32>
    %639 = stablehlo.dynamic_broadcast_in_dim %cst_60, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %640 = stablehlo.multiply %639, %618 : tensor<?x8x64xf32>
    %641 = stablehlo.dynamic_broadcast_in_dim %cst_61, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %642 = stablehlo.add %640, %641 : tensor<?x8x64xf32>
    %643 = stablehlo.multiply %642, %618 : tensor<?x8x64xf32>
    %644 = stablehlo.dynamic_broadcast_in_dim %cst_62, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %645 = stablehlo.add %643, %644 : tensor<?x8x64xf32>
    %646 = stablehlo.multiply %645, %618 : tensor<?x8x64xf32>
    %647 = stablehlo.dynamic_broadcast_in_dim %cst_63, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %648 = stablehlo.add %646, %647 : tensor<?x8x64xf32>
    %649 = stablehlo.multiply %648, %618 : tensor<?x8x64xf32>
    %650 = stablehlo.dynamic_broadcast_in_dim %cst_64, %619, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %651 = stablehlo.add %649, %650 : tensor<?x8x64xf32>
    %652 = stablehlo.multiply %617, %638 : tensor<?x8x64xf32>
    %653 = stablehlo.divide %652, %651 : tensor<?x8x64xf32>
    %654 = shape.shape_of %617 : tensor<?x8x64xf32> -> tensor<3xindex>
    %655 = stablehlo.dynamic_broadcast_in_dim %cst_65, %654, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %656 = stablehlo.dynamic_broadcast_in_dim %cst_48, %654, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x64xf32>
    %657 = stablehlo.clamp %655, %653, %656 : tensor<?x8x64xf32>
    %658 = stablehlo.add %657, %608 : tensor<?x8x64xf32>
    %659 = stablehlo.multiply %658, %611 : tensor<?x8x64xf32>
    %660 = stablehlo.dynamic_reshape %659, %from_elements_108 : (tensor<?x8x64xf32>, tensor<2xi64>) -> tensor<?x64xf32>
    %661 = stablehlo.transpose %cst_10, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %662 = stablehlo.dot_general %660, %661, contracting_dims = [1] x [0] : (tensor<?x64xf32>, tensor<64x32xf32>) -> tensor<?x32xf32>
    %663 = shape.shape_of %662 : tensor<?x32xf32> -> tensor<2xindex>
    %664 = stablehlo.dynamic_broadcast_in_dim %662, %663, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %665 = stablehlo.dynamic_broadcast_in_dim %106, %663, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %666 = stablehlo.multiply %664, %665 : tensor<?x32xf32>
    %667 = stablehlo.multiply %111, %cst_9 : tensor<32xf32>
    %668 = shape.shape_of %666 : tensor<?x32xf32> -> tensor<2xindex>
    %669 = shape.broadcast %668, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %670 = stablehlo.dynamic_broadcast_in_dim %666, %669, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %671 = stablehlo.dynamic_broadcast_in_dim %667, %669, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %672 = stablehlo.add %670, %671 : tensor<?x32xf32>
    %673 = stablehlo.dynamic_reshape %672, %from_elements_80 : (tensor<?x32xf32>, tensor<3xi64>) -> tensor<?x8x32xf32>
    %674 = shape.shape_of %673 : tensor<?x8x32xf32> -> tensor<3xindex>
    %675 = shape.shape_of %592 : tensor<?x8x32xf32> -> tensor<3xindex>
    %676 = shape.cstr_broadcastable %674, %675 : tensor<3xindex>, tensor<3xindex>
    %677 = shape.assuming %676 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %674, %675 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %673, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %592, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.add %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %678 = stablehlo.convert %677 : (tensor<?x8x32xf32>) -> tensor<?x8x32xf64>
    %679 = stablehlo.reduce(%678 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_133 = tensor.dim %678, %c0 : tensor<?x8x32xf64>
    %from_elements_134 = tensor.from_elements %dim_133, %c8, %c1 : tensor<3xindex>
    %680 = stablehlo.dynamic_reshape %679, %from_elements_134 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %681 = shape.shape_of %680 : tensor<?x8x1xf64> -> tensor<3xindex>
    %682 = stablehlo.dynamic_broadcast_in_dim %680, %681, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %683 = stablehlo.dynamic_broadcast_in_dim %29, %681, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %684 = stablehlo.divide %682, %683 : tensor<?x8x1xf64>
    %685 = shape.shape_of %678 : tensor<?x8x32xf64> -> tensor<3xindex>
    %686 = shape.shape_of %684 : tensor<?x8x1xf64> -> tensor<3xindex>
    %687 = shape.cstr_broadcastable %685, %686 : tensor<3xindex>, tensor<3xindex>
    %688 = shape.assuming %687 -> (tensor<?x8x32xf64>) {
      %744 = shape.broadcast %685, %686 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %678, %744, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %746 = stablehlo.dynamic_broadcast_in_dim %684, %744, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf64>
      shape.assuming_yield %747 : tensor<?x8x32xf64>
    }
    %689 = shape.shape_of %688 : tensor<?x8x32xf64> -> tensor<3xindex>
    %690 = stablehlo.dynamic_broadcast_in_dim %688, %689, dims = [0, 1, 2] : (tensor<?x8x32xf64>, tensor<3xindex>) -> tensor<?x8x32xf64>
    %691 = stablehlo.multiply %690, %690 : tensor<?x8x32xf64>
    %692 = stablehlo.reduce(%691 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf64>, tensor<f64>) -> tensor<?x8xf64>
    %dim_135 = tensor.dim %691, %c0 : tensor<?x8x32xf64>
    %from_elements_136 = tensor.from_elements %dim_135, %c8, %c1 : tensor<3xindex>
    %693 = stablehlo.dynamic_reshape %692, %from_elements_136 : (tensor<?x8xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %694 = shape.shape_of %693 : tensor<?x8x1xf64> -> tensor<3xindex>
    %695 = stablehlo.dynamic_broadcast_in_dim %693, %694, dims = [0, 1, 2] : (tensor<?x8x1xf64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %696 = stablehlo.dynamic_broadcast_in_dim %29, %694, dims = [] : (tensor<f64>, tensor<3xindex>) -> tensor<?x8x1xf64>
    %697 = stablehlo.divide %695, %696 : tensor<?x8x1xf64>
    %698 = stablehlo.convert %697 : (tensor<?x8x1xf64>) -> tensor<?x8x1xf32>
    %699 = stablehlo.reduce(%677 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<?x8x32xf32>, tensor<f32>) -> tensor<?x8xf32>
    %dim_137 = tensor.dim %677, %c0 : tensor<?x8x32xf32>
    %from_elements_138 = tensor.from_elements %dim_137, %c8, %c1 : tensor<3xindex>
    %700 = stablehlo.dynamic_reshape %699, %from_elements_138 : (tensor<?x8xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %701 = shape.shape_of %700 : tensor<?x8x1xf32> -> tensor<3xindex>
    %702 = stablehlo.dynamic_broadcast_in_dim %700, %701, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %703 = stablehlo.dynamic_broadcast_in_dim %51, %701, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %704 = stablehlo.divide %702, %703 : tensor<?x8x1xf32>
    %705 = shape.shape_of %698 : tensor<?x8x1xf32> -> tensor<3xindex>
    %706 = stablehlo.dynamic_broadcast_in_dim %698, %705, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %707 = stablehlo.dynamic_broadcast_in_dim %57, %705, dims = [] : (tensor<f32>, tensor<3xindex>) -> tensor<?x8x1xf32>
    %708 = stablehlo.add %706, %707 : tensor<?x8x1xf32>
    %709 = stablehlo.rsqrt %708 : tensor<?x8x1xf32>
    %710 = shape.shape_of %677 : tensor<?x8x32xf32> -> tensor<3xindex>
    %711 = shape.shape_of %704 : tensor<?x8x1xf32> -> tensor<3xindex>
    %712 = shape.cstr_broadcastable %710, %711 : tensor<3xindex>, tensor<3xindex>
    %713 = shape.assuming %712 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %710, %711 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %677, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %704, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.subtract %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %714 = shape.shape_of %713 : tensor<?x8x32xf32> -> tensor<3xindex>
    %715 = shape.shape_of %709 : tensor<?x8x1xf32> -> tensor<3xindex>
    %716 = shape.cstr_broadcastable %714, %715 : tensor<3xindex>, tensor<3xindex>
    %717 = shape.assuming %716 -> (tensor<?x8x32xf32>) {
      %744 = shape.broadcast %714, %715 : tensor<3xindex>, tensor<3xindex> -> tensor<3xindex>
      %745 = stablehlo.dynamic_broadcast_in_dim %713, %744, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %746 = stablehlo.dynamic_broadcast_in_dim %709, %744, dims = [0, 1, 2] : (tensor<?x8x1xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
      %747 = stablehlo.multiply %745, %746 : tensor<?x8x32xf32>
      shape.assuming_yield %747 : tensor<?x8x32xf32>
    }
    %718 = shape.shape_of %717 : tensor<?x8x32xf32> -> tensor<3xindex>
    %719 = shape.broadcast %718, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %720 = stablehlo.dynamic_broadcast_in_dim %717, %719, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %721 = stablehlo.dynamic_broadcast_in_dim %cst_8, %719, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %722 = stablehlo.multiply %720, %721 : tensor<?x8x32xf32>
    %723 = shape.shape_of %722 : tensor<?x8x32xf32> -> tensor<3xindex>
    %724 = shape.broadcast %723, %1 : tensor<3xindex>, tensor<1xindex> -> tensor<3xindex>
    %725 = stablehlo.dynamic_broadcast_in_dim %722, %724, dims = [0, 1, 2] : (tensor<?x8x32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %726 = stablehlo.dynamic_broadcast_in_dim %cst_7, %724, dims = [2] : (tensor<32xf32>, tensor<3xindex>) -> tensor<?x8x32xf32>
    %727 = stablehlo.add %725, %726 : tensor<?x8x32xf32>
    %dim_139 = tensor.dim %727, %c0 : tensor<?x8x32xf32>
    %728 = arith.index_cast %dim_139 : index to i64
    %from_elements_140 = tensor.from_elements %728, %c1_i64, %c32_i64 : tensor<3xi64>
    %729 = stablehlo.real_dynamic_slice %727, %cst_70, %from_elements_140, %cst_71 : (tensor<?x8x32xf32>, tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<?x1x32xf32>
    %dim_141 = tensor.dim %729, %c0 : tensor<?x1x32xf32>
    %from_elements_142 = tensor.from_elements %dim_141, %c32 : tensor<2xindex>
    %730 = stablehlo.dynamic_reshape %729, %from_elements_142 : (tensor<?x1x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %731 = stablehlo.transpose %cst_6, dims = [1, 0] : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %732 = stablehlo.dot_general %730, %731, contracting_dims = [1] x [0] : (tensor<?x32xf32>, tensor<32x32xf32>) -> tensor<?x32xf32>
    %733 = shape.shape_of %732 : tensor<?x32xf32> -> tensor<2xindex>
    %734 = stablehlo.dynamic_broadcast_in_dim %732, %733, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %735 = stablehlo.dynamic_broadcast_in_dim %106, %733, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x32xf32>
    %736 = stablehlo.multiply %734, %735 : tensor<?x32xf32>
    %737 = stablehlo.multiply %111, %cst_5 : tensor<32xf32>
    %738 = shape.shape_of %736 : tensor<?x32xf32> -> tensor<2xindex>
    %739 = shape.broadcast %738, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
    %740 = stablehlo.dynamic_broadcast_in_dim %736, %739, dims = [0, 1] : (tensor<?x32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %741 = stablehlo.dynamic_broadcast_in_dim %737, %739, dims = [1] : (tensor<32xf32>, tensor<2xindex>) -> tensor<?x32xf32>
    %742 = stablehlo.add %740, %741 : tensor<?x32xf32>
    %743 = stablehlo.tanh %742 : tensor<?x32xf32>
    return %727, %743 : tensor<?x8x32xf32>, tensor<?x32xf32>
  }
}
// irlower-stages: fx_graph=5cb45952e9a1 torch_mlir=2edaa1d180f4
