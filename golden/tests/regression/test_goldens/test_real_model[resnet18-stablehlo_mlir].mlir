module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = stablehlo.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_0 = stablehlo.constant dense_resource<torch_tensor_1000_512_torch.float32> : tensor<1000x512xf32>
    %cst_1 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_19> : tensor<512xf32>
    %cst_2 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_18> : tensor<512xf32>
    %cst_3 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>
    %cst_4 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_16> : tensor<512xf32>
    %cst_5 = stablehlo.constant dense_resource<torch_tensor_512_512_3_3_torch.float32_2> : tensor<512x512x3x3xf32>
    %cst_6 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_15> : tensor<512xf32>
    %cst_7 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_14> : tensor<512xf32>
    %cst_8 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>
    %cst_9 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_12> : tensor<512xf32>
    %cst_10 = stablehlo.constant dense_resource<torch_tensor_512_512_3_3_torch.float32_1> : tensor<512x512x3x3xf32>
    %cst_11 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_11> : tensor<512xf32>
    %cst_12 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_10> : tensor<512xf32>
    %cst_13 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>
    %cst_14 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_8> : tensor<512xf32>
    %cst_15 = stablehlo.constant dense_resource<torch_tensor_512_256_1_1_torch.float32> : tensor<512x256x1x1xf32>
    %cst_16 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_7> : tensor<512xf32>
    %cst_17 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_6> : tensor<512xf32>
    %cst_18 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>
    %cst_19 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_4> : tensor<512xf32>
    %cst_20 = stablehlo.constant dense_resource<torch_tensor_512_512_3_3_torch.float32> : tensor<512x512x3x3xf32>
    %cst_21 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_3> : tensor<512xf32>
    %cst_22 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_2> : tensor<512xf32>
    %cst_23 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>
    %cst_24 = stablehlo.constant dense_resource<torch_tensor_512_torch.float32> : tensor<512xf32>
    %cst_25 = stablehlo.constant dense_resource<torch_tensor_512_256_3_3_torch.float32> : tensor<512x256x3x3xf32>
    %cst_26 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_19> : tensor<256xf32>
    %cst_27 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_18> : tensor<256xf32>
    %cst_28 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>
    %cst_29 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_16> : tensor<256xf32>
    %cst_30 = stablehlo.constant dense_resource<torch_tensor_256_256_3_3_torch.float32_2> : tensor<256x256x3x3xf32>
    %cst_31 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_15> : tensor<256xf32>
    %cst_32 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_14> : tensor<256xf32>
    %cst_33 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>
    %cst_34 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_12> : tensor<256xf32>
    %cst_35 = stablehlo.constant dense_resource<torch_tensor_256_256_3_3_torch.float32_1> : tensor<256x256x3x3xf32>
    %cst_36 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_11> : tensor<256xf32>
    %cst_37 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_10> : tensor<256xf32>
    %cst_38 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>
    %cst_39 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_8> : tensor<256xf32>
    %cst_40 = stablehlo.constant dense_resource<torch_tensor_256_128_1_1_torch.float32> : tensor<256x128x1x1xf32>
    %cst_41 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_7> : tensor<256xf32>
    %cst_42 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_6> : tensor<256xf32>
    %cst_43 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_44 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>
    %cst_45 = stablehlo.constant dense_resource<torch_tensor_256_256_3_3_torch.float32> : tensor<256x256x3x3xf32>
    %cst_46 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_47 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_48 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_49 = stablehlo.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_50 = stablehlo.constant dense_resource<torch_tensor_256_128_3_3_torch.float32> : tensor<256x128x3x3xf32>
    %cst_51 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_19> : tensor<128xf32>
    %cst_52 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_18> : tensor<128xf32>
    %cst_53 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>
    %cst_54 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_16> : tensor<128xf32>
    %cst_55 = stablehlo.constant dense_resource<torch_tensor_128_128_3_3_torch.float32_2> : tensor<128x128x3x3xf32>
    %cst_56 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_15> : tensor<128xf32>
    %cst_57 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_14> : tensor<128xf32>
    %cst_58 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>
    %cst_59 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_12> : tensor<128xf32>
    %cst_60 = stablehlo.constant dense_resource<torch_tensor_128_128_3_3_torch.float32_1> : tensor<128x128x3x3xf32>
    %cst_61 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>
    %cst_62 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>
    %cst_63 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_64 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_65 = stablehlo.constant dense_resource<torch_tensor_128_64_1_1_torch.float32> : tensor<128x64x1x1xf32>
    %cst_66 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_67 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_68 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_69 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_70 = stablehlo.constant dense_resource<torch_tensor_128_128_3_3_torch.float32> : tensor<128x128x3x3xf32>
    %cst_71 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_72 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_73 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_74 = stablehlo.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_75 = stablehlo.constant dense_resource<torch_tensor_128_64_3_3_torch.float32> : tensor<128x64x3x3xf32>
    %cst_76 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_19> : tensor<64xf32>
    %cst_77 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_18> : tensor<64xf32>
    %cst_78 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_17> : tensor<64xf32>
    %cst_79 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_16> : tensor<64xf32>
    %cst_80 = stablehlo.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_3> : tensor<64x64x3x3xf32>
    %cst_81 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_15> : tensor<64xf32>
    %cst_82 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_14> : tensor<64xf32>
    %cst_83 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_84 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_85 = stablehlo.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_2> : tensor<64x64x3x3xf32>
    %cst_86 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_87 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_88 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_89 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_90 = stablehlo.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_1> : tensor<64x64x3x3xf32>
    %cst_91 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_92 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_93 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_94 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_95 = stablehlo.constant dense_resource<torch_tensor_64_64_3_3_torch.float32> : tensor<64x64x3x3xf32>
    %cst_96 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_97 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_98 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_99 = stablehlo.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_100 = stablehlo.constant dense_resource<torch_tensor_64_3_7_7_torch.float32> : tensor<64x3x7x7xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x32x32xf32>
    %cst_103 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<1x64x16x16xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<1x128x8x8xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<1x256x4x4xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<512xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<1x512x2x2xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_112 = arith.constant dense<1.000000e-05> : tensor<1xf64>
    %cst_113 = arith.constant dense<1> : tensor<1xi64>
    %cst_114 = arith.constant dense<4> : tensor<1xi64>
    %0 = stablehlo.convolution(%arg0, %cst_100) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[3, 3], [3, 3]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x3x64x64xf32>, tensor<64x3x7x7xf32>) -> tensor<1x64x32x32xf32>
    %1 = stablehlo.convert %cst_112 : (tensor<1xf64>) -> tensor<1xf32>
    %2 = stablehlo.reshape %1 : (tensor<1xf32>) -> tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.add %3, %cst_98 : tensor<64xf32>
    %5 = stablehlo.sqrt %4 : tensor<64xf32>
    %6 = stablehlo.divide %cst_101, %5 : tensor<64xf32>
    %7 = stablehlo.convert %cst_113 : (tensor<1xi64>) -> tensor<1xf32>
    %8 = stablehlo.reshape %7 : (tensor<1xf32>) -> tensor<f32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.multiply %6, %9 : tensor<64xf32>
    %11 = stablehlo.reshape %cst_99 : (tensor<64xf32>) -> tensor<64x1xf32>
    %12 = stablehlo.reshape %11 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %13 = stablehlo.reshape %10 : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.reshape %13 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %16 = stablehlo.subtract %0, %15 : tensor<1x64x32x32xf32>
    %17 = stablehlo.broadcast_in_dim %14, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<1x64x32x32xf32>
    %19 = stablehlo.reshape %cst_97 : (tensor<64xf32>) -> tensor<64x1xf32>
    %20 = stablehlo.reshape %19 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %22 = stablehlo.multiply %18, %21 : tensor<1x64x32x32xf32>
    %23 = stablehlo.reshape %cst_96 : (tensor<64xf32>) -> tensor<64x1xf32>
    %24 = stablehlo.reshape %23 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %26 = stablehlo.add %22, %25 : tensor<1x64x32x32xf32>
    %27 = stablehlo.maximum %26, %cst_102 : tensor<1x64x32x32xf32>
    %28 = "stablehlo.reduce_window"(%27, %cst_103) <{padding = dense<[[0, 0], [0, 0], [1, 1], [1, 1]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 3, 3>, window_strides = array<i64: 1, 1, 2, 2>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %473 = stablehlo.maximum %arg1, %arg2 : tensor<f32>
      stablehlo.return %473 : tensor<f32>
    }) : (tensor<1x64x32x32xf32>, tensor<f32>) -> tensor<1x64x16x16xf32>
    %29 = stablehlo.convolution(%28, %cst_95) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x16x16xf32>
    %30 = stablehlo.add %3, %cst_93 : tensor<64xf32>
    %31 = stablehlo.sqrt %30 : tensor<64xf32>
    %32 = stablehlo.divide %cst_101, %31 : tensor<64xf32>
    %33 = stablehlo.multiply %32, %9 : tensor<64xf32>
    %34 = stablehlo.reshape %cst_94 : (tensor<64xf32>) -> tensor<64x1xf32>
    %35 = stablehlo.reshape %34 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %36 = stablehlo.reshape %33 : (tensor<64xf32>) -> tensor<64x1xf32>
    %37 = stablehlo.reshape %36 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %35, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %39 = stablehlo.subtract %29, %38 : tensor<1x64x16x16xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<1x64x16x16xf32>
    %42 = stablehlo.reshape %cst_92 : (tensor<64xf32>) -> tensor<64x1xf32>
    %43 = stablehlo.reshape %42 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<1x64x16x16xf32>
    %46 = stablehlo.reshape %cst_91 : (tensor<64xf32>) -> tensor<64x1xf32>
    %47 = stablehlo.reshape %46 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %49 = stablehlo.add %45, %48 : tensor<1x64x16x16xf32>
    %50 = stablehlo.maximum %49, %cst_104 : tensor<1x64x16x16xf32>
    %51 = stablehlo.convolution(%50, %cst_90) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x16x16xf32>
    %52 = stablehlo.add %3, %cst_88 : tensor<64xf32>
    %53 = stablehlo.sqrt %52 : tensor<64xf32>
    %54 = stablehlo.divide %cst_101, %53 : tensor<64xf32>
    %55 = stablehlo.multiply %54, %9 : tensor<64xf32>
    %56 = stablehlo.reshape %cst_89 : (tensor<64xf32>) -> tensor<64x1xf32>
    %57 = stablehlo.reshape %56 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %58 = stablehlo.reshape %55 : (tensor<64xf32>) -> tensor<64x1xf32>
    %59 = stablehlo.reshape %58 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %60 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %61 = stablehlo.subtract %51, %60 : tensor<1x64x16x16xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x64x16x16xf32>
    %64 = stablehlo.reshape %cst_87 : (tensor<64xf32>) -> tensor<64x1xf32>
    %65 = stablehlo.reshape %64 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %67 = stablehlo.multiply %63, %66 : tensor<1x64x16x16xf32>
    %68 = stablehlo.reshape %cst_86 : (tensor<64xf32>) -> tensor<64x1xf32>
    %69 = stablehlo.reshape %68 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %71 = stablehlo.add %67, %70 : tensor<1x64x16x16xf32>
    %72 = stablehlo.add %71, %28 : tensor<1x64x16x16xf32>
    %73 = stablehlo.maximum %72, %cst_104 : tensor<1x64x16x16xf32>
    %74 = stablehlo.convolution(%73, %cst_85) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x16x16xf32>
    %75 = stablehlo.add %3, %cst_83 : tensor<64xf32>
    %76 = stablehlo.sqrt %75 : tensor<64xf32>
    %77 = stablehlo.divide %cst_101, %76 : tensor<64xf32>
    %78 = stablehlo.multiply %77, %9 : tensor<64xf32>
    %79 = stablehlo.reshape %cst_84 : (tensor<64xf32>) -> tensor<64x1xf32>
    %80 = stablehlo.reshape %79 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %81 = stablehlo.reshape %78 : (tensor<64xf32>) -> tensor<64x1xf32>
    %82 = stablehlo.reshape %81 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %84 = stablehlo.subtract %74, %83 : tensor<1x64x16x16xf32>
    %85 = stablehlo.broadcast_in_dim %82, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %86 = stablehlo.multiply %84, %85 : tensor<1x64x16x16xf32>
    %87 = stablehlo.reshape %cst_82 : (tensor<64xf32>) -> tensor<64x1xf32>
    %88 = stablehlo.reshape %87 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %90 = stablehlo.multiply %86, %89 : tensor<1x64x16x16xf32>
    %91 = stablehlo.reshape %cst_81 : (tensor<64xf32>) -> tensor<64x1xf32>
    %92 = stablehlo.reshape %91 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %94 = stablehlo.add %90, %93 : tensor<1x64x16x16xf32>
    %95 = stablehlo.maximum %94, %cst_104 : tensor<1x64x16x16xf32>
    %96 = stablehlo.convolution(%95, %cst_80) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<64x64x3x3xf32>) -> tensor<1x64x16x16xf32>
    %97 = stablehlo.add %3, %cst_78 : tensor<64xf32>
    %98 = stablehlo.sqrt %97 : tensor<64xf32>
    %99 = stablehlo.divide %cst_101, %98 : tensor<64xf32>
    %100 = stablehlo.multiply %99, %9 : tensor<64xf32>
    %101 = stablehlo.reshape %cst_79 : (tensor<64xf32>) -> tensor<64x1xf32>
    %102 = stablehlo.reshape %101 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %103 = stablehlo.reshape %100 : (tensor<64xf32>) -> tensor<64x1xf32>
    %104 = stablehlo.reshape %103 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %102, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %106 = stablehlo.subtract %96, %105 : tensor<1x64x16x16xf32>
    %107 = stablehlo.broadcast_in_dim %104, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<1x64x16x16xf32>
    %109 = stablehlo.reshape %cst_77 : (tensor<64xf32>) -> tensor<64x1xf32>
    %110 = stablehlo.reshape %109 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<1x64x16x16xf32>
    %113 = stablehlo.reshape %cst_76 : (tensor<64xf32>) -> tensor<64x1xf32>
    %114 = stablehlo.reshape %113 : (tensor<64x1xf32>) -> tensor<64x1x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [1, 2, 3] : (tensor<64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %116 = stablehlo.add %112, %115 : tensor<1x64x16x16xf32>
    %117 = stablehlo.add %116, %73 : tensor<1x64x16x16xf32>
    %118 = stablehlo.maximum %117, %cst_104 : tensor<1x64x16x16xf32>
    %119 = stablehlo.convolution(%118, %cst_75) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<128x64x3x3xf32>) -> tensor<1x128x8x8xf32>
    %120 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %121 = stablehlo.add %120, %cst_73 : tensor<128xf32>
    %122 = stablehlo.sqrt %121 : tensor<128xf32>
    %123 = stablehlo.divide %cst_105, %122 : tensor<128xf32>
    %124 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<128xf32>
    %126 = stablehlo.reshape %cst_74 : (tensor<128xf32>) -> tensor<128x1xf32>
    %127 = stablehlo.reshape %126 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %128 = stablehlo.reshape %125 : (tensor<128xf32>) -> tensor<128x1xf32>
    %129 = stablehlo.reshape %128 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %130 = stablehlo.broadcast_in_dim %127, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %131 = stablehlo.subtract %119, %130 : tensor<1x128x8x8xf32>
    %132 = stablehlo.broadcast_in_dim %129, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x128x8x8xf32>
    %134 = stablehlo.reshape %cst_72 : (tensor<128xf32>) -> tensor<128x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %137 = stablehlo.multiply %133, %136 : tensor<1x128x8x8xf32>
    %138 = stablehlo.reshape %cst_71 : (tensor<128xf32>) -> tensor<128x1xf32>
    %139 = stablehlo.reshape %138 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %141 = stablehlo.add %137, %140 : tensor<1x128x8x8xf32>
    %142 = stablehlo.maximum %141, %cst_106 : tensor<1x128x8x8xf32>
    %143 = stablehlo.convolution(%142, %cst_70) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x8x8xf32>, tensor<128x128x3x3xf32>) -> tensor<1x128x8x8xf32>
    %144 = stablehlo.add %120, %cst_68 : tensor<128xf32>
    %145 = stablehlo.sqrt %144 : tensor<128xf32>
    %146 = stablehlo.divide %cst_105, %145 : tensor<128xf32>
    %147 = stablehlo.multiply %146, %124 : tensor<128xf32>
    %148 = stablehlo.reshape %cst_69 : (tensor<128xf32>) -> tensor<128x1xf32>
    %149 = stablehlo.reshape %148 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %150 = stablehlo.reshape %147 : (tensor<128xf32>) -> tensor<128x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %152 = stablehlo.broadcast_in_dim %149, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %153 = stablehlo.subtract %143, %152 : tensor<1x128x8x8xf32>
    %154 = stablehlo.broadcast_in_dim %151, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<1x128x8x8xf32>
    %156 = stablehlo.reshape %cst_67 : (tensor<128xf32>) -> tensor<128x1xf32>
    %157 = stablehlo.reshape %156 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %159 = stablehlo.multiply %155, %158 : tensor<1x128x8x8xf32>
    %160 = stablehlo.reshape %cst_66 : (tensor<128xf32>) -> tensor<128x1xf32>
    %161 = stablehlo.reshape %160 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %163 = stablehlo.add %159, %162 : tensor<1x128x8x8xf32>
    %164 = stablehlo.convolution(%118, %cst_65) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x64x16x16xf32>, tensor<128x64x1x1xf32>) -> tensor<1x128x8x8xf32>
    %165 = stablehlo.add %120, %cst_63 : tensor<128xf32>
    %166 = stablehlo.sqrt %165 : tensor<128xf32>
    %167 = stablehlo.divide %cst_105, %166 : tensor<128xf32>
    %168 = stablehlo.multiply %167, %124 : tensor<128xf32>
    %169 = stablehlo.reshape %cst_64 : (tensor<128xf32>) -> tensor<128x1xf32>
    %170 = stablehlo.reshape %169 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %171 = stablehlo.reshape %168 : (tensor<128xf32>) -> tensor<128x1xf32>
    %172 = stablehlo.reshape %171 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %174 = stablehlo.subtract %164, %173 : tensor<1x128x8x8xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<1x128x8x8xf32>
    %177 = stablehlo.reshape %cst_62 : (tensor<128xf32>) -> tensor<128x1xf32>
    %178 = stablehlo.reshape %177 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %180 = stablehlo.multiply %176, %179 : tensor<1x128x8x8xf32>
    %181 = stablehlo.reshape %cst_61 : (tensor<128xf32>) -> tensor<128x1xf32>
    %182 = stablehlo.reshape %181 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %184 = stablehlo.add %180, %183 : tensor<1x128x8x8xf32>
    %185 = stablehlo.add %163, %184 : tensor<1x128x8x8xf32>
    %186 = stablehlo.maximum %185, %cst_106 : tensor<1x128x8x8xf32>
    %187 = stablehlo.convolution(%186, %cst_60) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x8x8xf32>, tensor<128x128x3x3xf32>) -> tensor<1x128x8x8xf32>
    %188 = stablehlo.add %120, %cst_58 : tensor<128xf32>
    %189 = stablehlo.sqrt %188 : tensor<128xf32>
    %190 = stablehlo.divide %cst_105, %189 : tensor<128xf32>
    %191 = stablehlo.multiply %190, %124 : tensor<128xf32>
    %192 = stablehlo.reshape %cst_59 : (tensor<128xf32>) -> tensor<128x1xf32>
    %193 = stablehlo.reshape %192 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %194 = stablehlo.reshape %191 : (tensor<128xf32>) -> tensor<128x1xf32>
    %195 = stablehlo.reshape %194 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %196 = stablehlo.broadcast_in_dim %193, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %197 = stablehlo.subtract %187, %196 : tensor<1x128x8x8xf32>
    %198 = stablehlo.broadcast_in_dim %195, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<1x128x8x8xf32>
    %200 = stablehlo.reshape %cst_57 : (tensor<128xf32>) -> tensor<128x1xf32>
    %201 = stablehlo.reshape %200 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<1x128x8x8xf32>
    %204 = stablehlo.reshape %cst_56 : (tensor<128xf32>) -> tensor<128x1xf32>
    %205 = stablehlo.reshape %204 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %207 = stablehlo.add %203, %206 : tensor<1x128x8x8xf32>
    %208 = stablehlo.maximum %207, %cst_106 : tensor<1x128x8x8xf32>
    %209 = stablehlo.convolution(%208, %cst_55) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x8x8xf32>, tensor<128x128x3x3xf32>) -> tensor<1x128x8x8xf32>
    %210 = stablehlo.add %120, %cst_53 : tensor<128xf32>
    %211 = stablehlo.sqrt %210 : tensor<128xf32>
    %212 = stablehlo.divide %cst_105, %211 : tensor<128xf32>
    %213 = stablehlo.multiply %212, %124 : tensor<128xf32>
    %214 = stablehlo.reshape %cst_54 : (tensor<128xf32>) -> tensor<128x1xf32>
    %215 = stablehlo.reshape %214 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %216 = stablehlo.reshape %213 : (tensor<128xf32>) -> tensor<128x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %218 = stablehlo.broadcast_in_dim %215, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %219 = stablehlo.subtract %209, %218 : tensor<1x128x8x8xf32>
    %220 = stablehlo.broadcast_in_dim %217, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<1x128x8x8xf32>
    %222 = stablehlo.reshape %cst_52 : (tensor<128xf32>) -> tensor<128x1xf32>
    %223 = stablehlo.reshape %222 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %225 = stablehlo.multiply %221, %224 : tensor<1x128x8x8xf32>
    %226 = stablehlo.reshape %cst_51 : (tensor<128xf32>) -> tensor<128x1xf32>
    %227 = stablehlo.reshape %226 : (tensor<128x1xf32>) -> tensor<128x1x1xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1, 2, 3] : (tensor<128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %229 = stablehlo.add %225, %228 : tensor<1x128x8x8xf32>
    %230 = stablehlo.add %229, %186 : tensor<1x128x8x8xf32>
    %231 = stablehlo.maximum %230, %cst_106 : tensor<1x128x8x8xf32>
    %232 = stablehlo.convolution(%231, %cst_50) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x8x8xf32>, tensor<256x128x3x3xf32>) -> tensor<1x256x4x4xf32>
    %233 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %234 = stablehlo.add %233, %cst_48 : tensor<256xf32>
    %235 = stablehlo.sqrt %234 : tensor<256xf32>
    %236 = stablehlo.divide %cst_107, %235 : tensor<256xf32>
    %237 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<256xf32>
    %239 = stablehlo.reshape %cst_49 : (tensor<256xf32>) -> tensor<256x1xf32>
    %240 = stablehlo.reshape %239 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %241 = stablehlo.reshape %238 : (tensor<256xf32>) -> tensor<256x1xf32>
    %242 = stablehlo.reshape %241 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %243 = stablehlo.broadcast_in_dim %240, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %244 = stablehlo.subtract %232, %243 : tensor<1x256x4x4xf32>
    %245 = stablehlo.broadcast_in_dim %242, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<1x256x4x4xf32>
    %247 = stablehlo.reshape %cst_47 : (tensor<256xf32>) -> tensor<256x1xf32>
    %248 = stablehlo.reshape %247 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %250 = stablehlo.multiply %246, %249 : tensor<1x256x4x4xf32>
    %251 = stablehlo.reshape %cst_46 : (tensor<256xf32>) -> tensor<256x1xf32>
    %252 = stablehlo.reshape %251 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %254 = stablehlo.add %250, %253 : tensor<1x256x4x4xf32>
    %255 = stablehlo.maximum %254, %cst_108 : tensor<1x256x4x4xf32>
    %256 = stablehlo.convolution(%255, %cst_45) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x4x4xf32>, tensor<256x256x3x3xf32>) -> tensor<1x256x4x4xf32>
    %257 = stablehlo.add %233, %cst_43 : tensor<256xf32>
    %258 = stablehlo.sqrt %257 : tensor<256xf32>
    %259 = stablehlo.divide %cst_107, %258 : tensor<256xf32>
    %260 = stablehlo.multiply %259, %237 : tensor<256xf32>
    %261 = stablehlo.reshape %cst_44 : (tensor<256xf32>) -> tensor<256x1xf32>
    %262 = stablehlo.reshape %261 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %263 = stablehlo.reshape %260 : (tensor<256xf32>) -> tensor<256x1xf32>
    %264 = stablehlo.reshape %263 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %265 = stablehlo.broadcast_in_dim %262, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %266 = stablehlo.subtract %256, %265 : tensor<1x256x4x4xf32>
    %267 = stablehlo.broadcast_in_dim %264, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<1x256x4x4xf32>
    %269 = stablehlo.reshape %cst_42 : (tensor<256xf32>) -> tensor<256x1xf32>
    %270 = stablehlo.reshape %269 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %272 = stablehlo.multiply %268, %271 : tensor<1x256x4x4xf32>
    %273 = stablehlo.reshape %cst_41 : (tensor<256xf32>) -> tensor<256x1xf32>
    %274 = stablehlo.reshape %273 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %276 = stablehlo.add %272, %275 : tensor<1x256x4x4xf32>
    %277 = stablehlo.convolution(%231, %cst_40) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x128x8x8xf32>, tensor<256x128x1x1xf32>) -> tensor<1x256x4x4xf32>
    %278 = stablehlo.add %233, %cst_38 : tensor<256xf32>
    %279 = stablehlo.sqrt %278 : tensor<256xf32>
    %280 = stablehlo.divide %cst_107, %279 : tensor<256xf32>
    %281 = stablehlo.multiply %280, %237 : tensor<256xf32>
    %282 = stablehlo.reshape %cst_39 : (tensor<256xf32>) -> tensor<256x1xf32>
    %283 = stablehlo.reshape %282 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %284 = stablehlo.reshape %281 : (tensor<256xf32>) -> tensor<256x1xf32>
    %285 = stablehlo.reshape %284 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %286 = stablehlo.broadcast_in_dim %283, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %287 = stablehlo.subtract %277, %286 : tensor<1x256x4x4xf32>
    %288 = stablehlo.broadcast_in_dim %285, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %289 = stablehlo.multiply %287, %288 : tensor<1x256x4x4xf32>
    %290 = stablehlo.reshape %cst_37 : (tensor<256xf32>) -> tensor<256x1xf32>
    %291 = stablehlo.reshape %290 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %293 = stablehlo.multiply %289, %292 : tensor<1x256x4x4xf32>
    %294 = stablehlo.reshape %cst_36 : (tensor<256xf32>) -> tensor<256x1xf32>
    %295 = stablehlo.reshape %294 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %297 = stablehlo.add %293, %296 : tensor<1x256x4x4xf32>
    %298 = stablehlo.add %276, %297 : tensor<1x256x4x4xf32>
    %299 = stablehlo.maximum %298, %cst_108 : tensor<1x256x4x4xf32>
    %300 = stablehlo.convolution(%299, %cst_35) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x4x4xf32>, tensor<256x256x3x3xf32>) -> tensor<1x256x4x4xf32>
    %301 = stablehlo.add %233, %cst_33 : tensor<256xf32>
    %302 = stablehlo.sqrt %301 : tensor<256xf32>
    %303 = stablehlo.divide %cst_107, %302 : tensor<256xf32>
    %304 = stablehlo.multiply %303, %237 : tensor<256xf32>
    %305 = stablehlo.reshape %cst_34 : (tensor<256xf32>) -> tensor<256x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %307 = stablehlo.reshape %304 : (tensor<256xf32>) -> tensor<256x1xf32>
    %308 = stablehlo.reshape %307 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %309 = stablehlo.broadcast_in_dim %306, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %310 = stablehlo.subtract %300, %309 : tensor<1x256x4x4xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<1x256x4x4xf32>
    %313 = stablehlo.reshape %cst_32 : (tensor<256xf32>) -> tensor<256x1xf32>
    %314 = stablehlo.reshape %313 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<1x256x4x4xf32>
    %317 = stablehlo.reshape %cst_31 : (tensor<256xf32>) -> tensor<256x1xf32>
    %318 = stablehlo.reshape %317 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %320 = stablehlo.add %316, %319 : tensor<1x256x4x4xf32>
    %321 = stablehlo.maximum %320, %cst_108 : tensor<1x256x4x4xf32>
    %322 = stablehlo.convolution(%321, %cst_30) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x4x4xf32>, tensor<256x256x3x3xf32>) -> tensor<1x256x4x4xf32>
    %323 = stablehlo.add %233, %cst_28 : tensor<256xf32>
    %324 = stablehlo.sqrt %323 : tensor<256xf32>
    %325 = stablehlo.divide %cst_107, %324 : tensor<256xf32>
    %326 = stablehlo.multiply %325, %237 : tensor<256xf32>
    %327 = stablehlo.reshape %cst_29 : (tensor<256xf32>) -> tensor<256x1xf32>
    %328 = stablehlo.reshape %327 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %329 = stablehlo.reshape %326 : (tensor<256xf32>) -> tensor<256x1xf32>
    %330 = stablehlo.reshape %329 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %331 = stablehlo.broadcast_in_dim %328, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %332 = stablehlo.subtract %322, %331 : tensor<1x256x4x4xf32>
    %333 = stablehlo.broadcast_in_dim %330, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<1x256x4x4xf32>
    %335 = stablehlo.reshape %cst_27 : (tensor<256xf32>) -> tensor<256x1xf32>
    %336 = stablehlo.reshape %335 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %338 = stablehlo.multiply %334, %337 : tensor<1x256x4x4xf32>
    %339 = stablehlo.reshape %cst_26 : (tensor<256xf32>) -> tensor<256x1xf32>
    %340 = stablehlo.reshape %339 : (tensor<256x1xf32>) -> tensor<256x1x1xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [1, 2, 3] : (tensor<256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %342 = stablehlo.add %338, %341 : tensor<1x256x4x4xf32>
    %343 = stablehlo.add %342, %299 : tensor<1x256x4x4xf32>
    %344 = stablehlo.maximum %343, %cst_108 : tensor<1x256x4x4xf32>
    %345 = stablehlo.convolution(%344, %cst_25) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x4x4xf32>, tensor<512x256x3x3xf32>) -> tensor<1x512x2x2xf32>
    %346 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %347 = stablehlo.add %346, %cst_23 : tensor<512xf32>
    %348 = stablehlo.sqrt %347 : tensor<512xf32>
    %349 = stablehlo.divide %cst_109, %348 : tensor<512xf32>
    %350 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<512xf32>
    %352 = stablehlo.reshape %cst_24 : (tensor<512xf32>) -> tensor<512x1xf32>
    %353 = stablehlo.reshape %352 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %354 = stablehlo.reshape %351 : (tensor<512xf32>) -> tensor<512x1xf32>
    %355 = stablehlo.reshape %354 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %357 = stablehlo.subtract %345, %356 : tensor<1x512x2x2xf32>
    %358 = stablehlo.broadcast_in_dim %355, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<1x512x2x2xf32>
    %360 = stablehlo.reshape %cst_22 : (tensor<512xf32>) -> tensor<512x1xf32>
    %361 = stablehlo.reshape %360 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %363 = stablehlo.multiply %359, %362 : tensor<1x512x2x2xf32>
    %364 = stablehlo.reshape %cst_21 : (tensor<512xf32>) -> tensor<512x1xf32>
    %365 = stablehlo.reshape %364 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %367 = stablehlo.add %363, %366 : tensor<1x512x2x2xf32>
    %368 = stablehlo.maximum %367, %cst_110 : tensor<1x512x2x2xf32>
    %369 = stablehlo.convolution(%368, %cst_20) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x2x2xf32>, tensor<512x512x3x3xf32>) -> tensor<1x512x2x2xf32>
    %370 = stablehlo.add %346, %cst_18 : tensor<512xf32>
    %371 = stablehlo.sqrt %370 : tensor<512xf32>
    %372 = stablehlo.divide %cst_109, %371 : tensor<512xf32>
    %373 = stablehlo.multiply %372, %350 : tensor<512xf32>
    %374 = stablehlo.reshape %cst_19 : (tensor<512xf32>) -> tensor<512x1xf32>
    %375 = stablehlo.reshape %374 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %376 = stablehlo.reshape %373 : (tensor<512xf32>) -> tensor<512x1xf32>
    %377 = stablehlo.reshape %376 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %379 = stablehlo.subtract %369, %378 : tensor<1x512x2x2xf32>
    %380 = stablehlo.broadcast_in_dim %377, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<1x512x2x2xf32>
    %382 = stablehlo.reshape %cst_17 : (tensor<512xf32>) -> tensor<512x1xf32>
    %383 = stablehlo.reshape %382 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %385 = stablehlo.multiply %381, %384 : tensor<1x512x2x2xf32>
    %386 = stablehlo.reshape %cst_16 : (tensor<512xf32>) -> tensor<512x1xf32>
    %387 = stablehlo.reshape %386 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %389 = stablehlo.add %385, %388 : tensor<1x512x2x2xf32>
    %390 = stablehlo.convolution(%344, %cst_15) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x256x4x4xf32>, tensor<512x256x1x1xf32>) -> tensor<1x512x2x2xf32>
    %391 = stablehlo.add %346, %cst_13 : tensor<512xf32>
    %392 = stablehlo.sqrt %391 : tensor<512xf32>
    %393 = stablehlo.divide %cst_109, %392 : tensor<512xf32>
    %394 = stablehlo.multiply %393, %350 : tensor<512xf32>
    %395 = stablehlo.reshape %cst_14 : (tensor<512xf32>) -> tensor<512x1xf32>
    %396 = stablehlo.reshape %395 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %397 = stablehlo.reshape %394 : (tensor<512xf32>) -> tensor<512x1xf32>
    %398 = stablehlo.reshape %397 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %399 = stablehlo.broadcast_in_dim %396, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %400 = stablehlo.subtract %390, %399 : tensor<1x512x2x2xf32>
    %401 = stablehlo.broadcast_in_dim %398, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %402 = stablehlo.multiply %400, %401 : tensor<1x512x2x2xf32>
    %403 = stablehlo.reshape %cst_12 : (tensor<512xf32>) -> tensor<512x1xf32>
    %404 = stablehlo.reshape %403 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %406 = stablehlo.multiply %402, %405 : tensor<1x512x2x2xf32>
    %407 = stablehlo.reshape %cst_11 : (tensor<512xf32>) -> tensor<512x1xf32>
    %408 = stablehlo.reshape %407 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %410 = stablehlo.add %406, %409 : tensor<1x512x2x2xf32>
    %411 = stablehlo.add %389, %410 : tensor<1x512x2x2xf32>
    %412 = stablehlo.maximum %411, %cst_110 : tensor<1x512x2x2xf32>
    %413 = stablehlo.convolution(%412, %cst_10) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x2x2xf32>, tensor<512x512x3x3xf32>) -> tensor<1x512x2x2xf32>
    %414 = stablehlo.add %346, %cst_8 : tensor<512xf32>
    %415 = stablehlo.sqrt %414 : tensor<512xf32>
    %416 = stablehlo.divide %cst_109, %415 : tensor<512xf32>
    %417 = stablehlo.multiply %416, %350 : tensor<512xf32>
    %418 = stablehlo.reshape %cst_9 : (tensor<512xf32>) -> tensor<512x1xf32>
    %419 = stablehlo.reshape %418 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %420 = stablehlo.reshape %417 : (tensor<512xf32>) -> tensor<512x1xf32>
    %421 = stablehlo.reshape %420 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %422 = stablehlo.broadcast_in_dim %419, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %423 = stablehlo.subtract %413, %422 : tensor<1x512x2x2xf32>
    %424 = stablehlo.broadcast_in_dim %421, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %425 = stablehlo.multiply %423, %424 : tensor<1x512x2x2xf32>
    %426 = stablehlo.reshape %cst_7 : (tensor<512xf32>) -> tensor<512x1xf32>
    %427 = stablehlo.reshape %426 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %429 = stablehlo.multiply %425, %428 : tensor<1x512x2x2xf32>
    %430 = stablehlo.reshape %cst_6 : (tensor<512xf32>) -> tensor<512x1xf32>
    %431 = stablehlo.reshape %430 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %433 = stablehlo.add %429, %432 : tensor<1x512x2x2xf32>
    %434 = stablehlo.maximum %433, %cst_110 : tensor<1x512x2x2xf32>
    %435 = stablehlo.convolution(%434, %cst_5) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], rhs_dilate = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x512x2x2xf32>, tensor<512x512x3x3xf32>) -> tensor<1x512x2x2xf32>
    %436 = stablehlo.add %346, %cst_3 : tensor<512xf32>
    %437 = stablehlo.sqrt %436 : tensor<512xf32>
    %438 = stablehlo.divide %cst_109, %437 : tensor<512xf32>
    %439 = stablehlo.multiply %438, %350 : tensor<512xf32>
    %440 = stablehlo.reshape %cst_4 : (tensor<512xf32>) -> tensor<512x1xf32>
    %441 = stablehlo.reshape %440 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %442 = stablehlo.reshape %439 : (tensor<512xf32>) -> tensor<512x1xf32>
    %443 = stablehlo.reshape %442 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %444 = stablehlo.broadcast_in_dim %441, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %445 = stablehlo.subtract %435, %444 : tensor<1x512x2x2xf32>
    %446 = stablehlo.broadcast_in_dim %443, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %447 = stablehlo.multiply %445, %446 : tensor<1x512x2x2xf32>
    %448 = stablehlo.reshape %cst_2 : (tensor<512xf32>) -> tensor<512x1xf32>
    %449 = stablehlo.reshape %448 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %451 = stablehlo.multiply %447, %450 : tensor<1x512x2x2xf32>
    %452 = stablehlo.reshape %cst_1 : (tensor<512xf32>) -> tensor<512x1xf32>
    %453 = stablehlo.reshape %452 : (tensor<512x1xf32>) -> tensor<512x1x1xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [1, 2, 3] : (tensor<512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %455 = stablehlo.add %451, %454 : tensor<1x512x2x2xf32>
    %456 = stablehlo.add %455, %412 : tensor<1x512x2x2xf32>
    %457 = stablehlo.maximum %456, %cst_110 : tensor<1x512x2x2xf32>
    %458 = stablehlo.reduce(%457 init: %cst_111) applies stablehlo.add across dimensions = [2, 3] : (tensor<1x512x2x2xf32>, tensor<f32>) -> tensor<1x512xf32>
    %459 = stablehlo.reshape %458 : (tensor<1x512xf32>) -> tensor<1x512x1x1xf32>
    %460 = stablehlo.convert %cst_114 : (tensor<1xi64>) -> tensor<1xf32>
    %461 = stablehlo.reshape %460 : (tensor<1xf32>) -> tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<f32>) -> tensor<1x512x1x1xf32>
    %463 = stablehlo.divide %459, %462 : tensor<1x512x1x1xf32>
    %464 = stablehlo.reshape %463 : (tensor<1x512x1x1xf32>) -> tensor<1x512xf32>
    %465 = stablehlo.transpose %cst_0, dims = [1, 0] : (tensor<1000x512xf32>) -> tensor<512x1000xf32>
    %466 = stablehlo.dot_general %464, %465, contracting_dims = [1] x [0] : (tensor<1x512xf32>, tensor<512x1000xf32>) -> tensor<1x1000xf32>
    %467 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1x1000xf32>
    %468 = stablehlo.multiply %466, %467 : tensor<1x1000xf32>
    %469 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<1000xf32>
    %470 = stablehlo.multiply %469, %cst : tensor<1000xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [1] : (tensor<1000xf32>) -> tensor<1x1000xf32>
    %472 = stablehlo.add %468, %471 : tensor<1x1000xf32>
    return %472 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2
