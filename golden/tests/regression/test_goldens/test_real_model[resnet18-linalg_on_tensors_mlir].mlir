#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant 0xFF800000 : f32
    %cst_2 = arith.constant dense_resource<torch_tensor_1000_torch.float32> : tensor<1000xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1000_512_torch.float32> : tensor<1000x512xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_512_torch.float32_19> : tensor<512xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_512_torch.float32_18> : tensor<512xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_512_torch.float32_16> : tensor<512xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_512_512_3_3_torch.float32_2> : tensor<512x512x3x3xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_512_torch.float32_15> : tensor<512xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_512_torch.float32_14> : tensor<512xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_512_torch.float32_12> : tensor<512xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_512_512_3_3_torch.float32_1> : tensor<512x512x3x3xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_512_torch.float32_11> : tensor<512xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_512_torch.float32_10> : tensor<512xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_512_torch.float32_8> : tensor<512xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_512_256_1_1_torch.float32> : tensor<512x256x1x1xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_512_torch.float32_7> : tensor<512xf32>
    %cst_20 = arith.constant dense_resource<torch_tensor_512_torch.float32_6> : tensor<512xf32>
    %cst_21 = arith.constant dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>
    %cst_22 = arith.constant dense_resource<torch_tensor_512_torch.float32_4> : tensor<512xf32>
    %cst_23 = arith.constant dense_resource<torch_tensor_512_512_3_3_torch.float32> : tensor<512x512x3x3xf32>
    %cst_24 = arith.constant dense_resource<torch_tensor_512_torch.float32_3> : tensor<512xf32>
    %cst_25 = arith.constant dense_resource<torch_tensor_512_torch.float32_2> : tensor<512xf32>
    %cst_26 = arith.constant dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>
    %cst_27 = arith.constant dense_resource<torch_tensor_512_torch.float32> : tensor<512xf32>
    %cst_28 = arith.constant dense_resource<torch_tensor_512_256_3_3_torch.float32> : tensor<512x256x3x3xf32>
    %cst_29 = arith.constant dense_resource<torch_tensor_256_torch.float32_19> : tensor<256xf32>
    %cst_30 = arith.constant dense_resource<torch_tensor_256_torch.float32_18> : tensor<256xf32>
    %cst_31 = arith.constant dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>
    %cst_32 = arith.constant dense_resource<torch_tensor_256_torch.float32_16> : tensor<256xf32>
    %cst_33 = arith.constant dense_resource<torch_tensor_256_256_3_3_torch.float32_2> : tensor<256x256x3x3xf32>
    %cst_34 = arith.constant dense_resource<torch_tensor_256_torch.float32_15> : tensor<256xf32>
    %cst_35 = arith.constant dense_resource<torch_tensor_256_torch.float32_14> : tensor<256xf32>
    %cst_36 = arith.constant dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>
    %cst_37 = arith.constant dense_resource<torch_tensor_256_torch.float32_12> : tensor<256xf32>
    %cst_38 = arith.constant dense_resource<torch_tensor_256_256_3_3_torch.float32_1> : tensor<256x256x3x3xf32>
    %cst_39 = arith.constant dense_resource<torch_tensor_256_torch.float32_11> : tensor<256xf32>
    %cst_40 = arith.constant dense_resource<torch_tensor_256_torch.float32_10> : tensor<256xf32>
    %cst_41 = arith.constant dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>
    %cst_42 = arith.constant dense_resource<torch_tensor_256_torch.float32_8> : tensor<256xf32>
    %cst_43 = arith.constant dense_resource<torch_tensor_256_128_1_1_torch.float32> : tensor<256x128x1x1xf32>
    %cst_44 = arith.constant dense_resource<torch_tensor_256_torch.float32_7> : tensor<256xf32>
    %cst_45 = arith.constant dense_resource<torch_tensor_256_torch.float32_6> : tensor<256xf32>
    %cst_46 = arith.constant dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>
    %cst_47 = arith.constant dense_resource<torch_tensor_256_torch.float32_4> : tensor<256xf32>
    %cst_48 = arith.constant dense_resource<torch_tensor_256_256_3_3_torch.float32> : tensor<256x256x3x3xf32>
    %cst_49 = arith.constant dense_resource<torch_tensor_256_torch.float32_3> : tensor<256xf32>
    %cst_50 = arith.constant dense_resource<torch_tensor_256_torch.float32_2> : tensor<256xf32>
    %cst_51 = arith.constant dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>
    %cst_52 = arith.constant dense_resource<torch_tensor_256_torch.float32> : tensor<256xf32>
    %cst_53 = arith.constant dense_resource<torch_tensor_256_128_3_3_torch.float32> : tensor<256x128x3x3xf32>
    %cst_54 = arith.constant dense_resource<torch_tensor_128_torch.float32_19> : tensor<128xf32>
    %cst_55 = arith.constant dense_resource<torch_tensor_128_torch.float32_18> : tensor<128xf32>
    %cst_56 = arith.constant dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>
    %cst_57 = arith.constant dense_resource<torch_tensor_128_torch.float32_16> : tensor<128xf32>
    %cst_58 = arith.constant dense_resource<torch_tensor_128_128_3_3_torch.float32_2> : tensor<128x128x3x3xf32>
    %cst_59 = arith.constant dense_resource<torch_tensor_128_torch.float32_15> : tensor<128xf32>
    %cst_60 = arith.constant dense_resource<torch_tensor_128_torch.float32_14> : tensor<128xf32>
    %cst_61 = arith.constant dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>
    %cst_62 = arith.constant dense_resource<torch_tensor_128_torch.float32_12> : tensor<128xf32>
    %cst_63 = arith.constant dense_resource<torch_tensor_128_128_3_3_torch.float32_1> : tensor<128x128x3x3xf32>
    %cst_64 = arith.constant dense_resource<torch_tensor_128_torch.float32_11> : tensor<128xf32>
    %cst_65 = arith.constant dense_resource<torch_tensor_128_torch.float32_10> : tensor<128xf32>
    %cst_66 = arith.constant dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>
    %cst_67 = arith.constant dense_resource<torch_tensor_128_torch.float32_8> : tensor<128xf32>
    %cst_68 = arith.constant dense_resource<torch_tensor_128_64_1_1_torch.float32> : tensor<128x64x1x1xf32>
    %cst_69 = arith.constant dense_resource<torch_tensor_128_torch.float32_7> : tensor<128xf32>
    %cst_70 = arith.constant dense_resource<torch_tensor_128_torch.float32_6> : tensor<128xf32>
    %cst_71 = arith.constant dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>
    %cst_72 = arith.constant dense_resource<torch_tensor_128_torch.float32_4> : tensor<128xf32>
    %cst_73 = arith.constant dense_resource<torch_tensor_128_128_3_3_torch.float32> : tensor<128x128x3x3xf32>
    %cst_74 = arith.constant dense_resource<torch_tensor_128_torch.float32_3> : tensor<128xf32>
    %cst_75 = arith.constant dense_resource<torch_tensor_128_torch.float32_2> : tensor<128xf32>
    %cst_76 = arith.constant dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>
    %cst_77 = arith.constant dense_resource<torch_tensor_128_torch.float32> : tensor<128xf32>
    %cst_78 = arith.constant dense_resource<torch_tensor_128_64_3_3_torch.float32> : tensor<128x64x3x3xf32>
    %cst_79 = arith.constant dense_resource<torch_tensor_64_torch.float32_19> : tensor<64xf32>
    %cst_80 = arith.constant dense_resource<torch_tensor_64_torch.float32_18> : tensor<64xf32>
    %cst_81 = arith.constant dense_resource<torch_tensor_64_torch.float32_17> : tensor<64xf32>
    %cst_82 = arith.constant dense_resource<torch_tensor_64_torch.float32_16> : tensor<64xf32>
    %cst_83 = arith.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_3> : tensor<64x64x3x3xf32>
    %cst_84 = arith.constant dense_resource<torch_tensor_64_torch.float32_15> : tensor<64xf32>
    %cst_85 = arith.constant dense_resource<torch_tensor_64_torch.float32_14> : tensor<64xf32>
    %cst_86 = arith.constant dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>
    %cst_87 = arith.constant dense_resource<torch_tensor_64_torch.float32_12> : tensor<64xf32>
    %cst_88 = arith.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_2> : tensor<64x64x3x3xf32>
    %cst_89 = arith.constant dense_resource<torch_tensor_64_torch.float32_11> : tensor<64xf32>
    %cst_90 = arith.constant dense_resource<torch_tensor_64_torch.float32_10> : tensor<64xf32>
    %cst_91 = arith.constant dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>
    %cst_92 = arith.constant dense_resource<torch_tensor_64_torch.float32_8> : tensor<64xf32>
    %cst_93 = arith.constant dense_resource<torch_tensor_64_64_3_3_torch.float32_1> : tensor<64x64x3x3xf32>
    %cst_94 = arith.constant dense_resource<torch_tensor_64_torch.float32_7> : tensor<64xf32>
    %cst_95 = arith.constant dense_resource<torch_tensor_64_torch.float32_6> : tensor<64xf32>
    %cst_96 = arith.constant dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>
    %cst_97 = arith.constant dense_resource<torch_tensor_64_torch.float32_4> : tensor<64xf32>
    %cst_98 = arith.constant dense_resource<torch_tensor_64_64_3_3_torch.float32> : tensor<64x64x3x3xf32>
    %cst_99 = arith.constant dense_resource<torch_tensor_64_torch.float32_3> : tensor<64xf32>
    %cst_100 = arith.constant dense_resource<torch_tensor_64_torch.float32_2> : tensor<64xf32>
    %cst_101 = arith.constant 1.000000e-05 : f64
    %cst_102 = arith.constant dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>
    %cst_103 = arith.constant dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>
    %cst_104 = arith.constant dense_resource<torch_tensor_64_3_7_7_torch.float32> : tensor<64x3x7x7xf32>
    %cst_105 = arith.constant 4.000000e+00 : f32
    %padded = tensor.pad %arg0 low[0, 0, 3, 3] high[0, 0, 3, 3] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x64x64xf32> to tensor<1x3x70x70xf32>
    %0 = tensor.empty() : tensor<1x64x32x32xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %2 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded, %cst_104 : tensor<1x3x70x70xf32>, tensor<64x3x7x7xf32>) outs(%1 : tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %3 = tensor.empty() : tensor<64xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_102 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%4 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<64xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%5 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %expanded = tensor.expand_shape %cst_103 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_106 = tensor.expand_shape %6 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %7 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %expanded : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x32x32xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%7, %expanded_106 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_107 = tensor.expand_shape %cst_100 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8, %expanded_107 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x32x32xf32>
    %expanded_108 = tensor.expand_shape %cst_99 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %10 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %expanded_108 : tensor<1x64x32x32xf32>, tensor<64x1x1xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x32x32xf32>
    %11 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%10 : tensor<1x64x32x32xf32>) outs(%0 : tensor<1x64x32x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x32x32xf32>
    %padded_109 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst_1 : f32
    } : tensor<1x64x32x32xf32> to tensor<1x64x34x34xf32>
    %12 = tensor.empty() : tensor<1x64x16x16xf32>
    %13 = linalg.fill ins(%cst_1 : f32) outs(%12 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %14 = tensor.empty() : tensor<3x3xf32>
    %15 = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_109, %14 : tensor<1x64x34x34xf32>, tensor<3x3xf32>) outs(%13 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %padded_110 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %16 = linalg.fill ins(%cst : f32) outs(%12 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_110, %cst_98 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%16 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_96 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%18 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<64xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%19 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %expanded_111 = tensor.expand_shape %cst_97 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_112 = tensor.expand_shape %20 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %expanded_111 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %expanded_112 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_113 = tensor.expand_shape %cst_95 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%22, %expanded_113 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_114 = tensor.expand_shape %cst_94 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%23, %expanded_114 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_115 = tensor.pad %25 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %26 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_115, %cst_93 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%16 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_91 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %28 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%27 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<64xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%28 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %expanded_116 = tensor.expand_shape %cst_92 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_117 = tensor.expand_shape %29 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %30 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26, %expanded_116 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %31 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%30, %expanded_117 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_118 = tensor.expand_shape %cst_90 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31, %expanded_118 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_119 = tensor.expand_shape %cst_89 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32, %expanded_119 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %15 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%34 : tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_120 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_120, %cst_88 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%16 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_86 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %38 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%37 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<64xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%38 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %expanded_121 = tensor.expand_shape %cst_87 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_122 = tensor.expand_shape %39 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36, %expanded_121 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %expanded_122 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_123 = tensor.expand_shape %cst_85 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %expanded_123 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_124 = tensor.expand_shape %cst_84 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %expanded_124 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %44 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%43 : tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_125 = tensor.pad %44 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %45 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_125, %cst_83 : tensor<1x64x18x18xf32>, tensor<64x64x3x3xf32>) outs(%16 : tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %46 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_81 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%46 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<64xf32>
    %48 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%47 : tensor<64xf32>) outs(%3 : tensor<64xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<64xf32>
    %expanded_126 = tensor.expand_shape %cst_82 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %expanded_127 = tensor.expand_shape %48 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %expanded_126 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %50 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %expanded_127 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_128 = tensor.expand_shape %cst_80 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%50, %expanded_128 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %expanded_129 = tensor.expand_shape %cst_79 [[0, 1, 2]] output_shape [64, 1, 1] : tensor<64xf32> into tensor<64x1x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%51, %expanded_129 : tensor<1x64x16x16xf32>, tensor<64x1x1xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52, %35 : tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x64x16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53 : tensor<1x64x16x16xf32>) outs(%12 : tensor<1x64x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x64x16x16xf32>
    %padded_130 = tensor.pad %54 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x16x16xf32> to tensor<1x64x18x18xf32>
    %55 = tensor.empty() : tensor<1x128x8x8xf32>
    %56 = linalg.fill ins(%cst : f32) outs(%55 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %57 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_130, %cst_78 : tensor<1x64x18x18xf32>, tensor<128x64x3x3xf32>) outs(%56 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %58 = tensor.empty() : tensor<128xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_76 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %60 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%59 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<128xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%60 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %expanded_131 = tensor.expand_shape %cst_77 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_132 = tensor.expand_shape %61 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %62 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %expanded_131 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %63 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%62, %expanded_132 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_133 = tensor.expand_shape %cst_75 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %64 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%63, %expanded_133 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_134 = tensor.expand_shape %cst_74 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64, %expanded_134 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %66 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_135 = tensor.pad %66 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %67 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_135, %cst_73 : tensor<1x128x10x10xf32>, tensor<128x128x3x3xf32>) outs(%56 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %68 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_71 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%68 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<128xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%69 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %expanded_136 = tensor.expand_shape %cst_72 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_137 = tensor.expand_shape %70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67, %expanded_136 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %expanded_137 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_138 = tensor.expand_shape %cst_70 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %73 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%72, %expanded_138 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_139 = tensor.expand_shape %cst_69 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %74 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%73, %expanded_139 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %75 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%54, %cst_68 : tensor<1x64x16x16xf32>, tensor<128x64x1x1xf32>) outs(%56 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %76 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_66 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %77 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%76 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<128xf32>
    %78 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%77 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %expanded_140 = tensor.expand_shape %cst_67 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_141 = tensor.expand_shape %78 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %79 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%75, %expanded_140 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %80 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%79, %expanded_141 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_142 = tensor.expand_shape %cst_65 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %81 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%80, %expanded_142 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_143 = tensor.expand_shape %cst_64 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %82 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%81, %expanded_143 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %83 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%74, %82 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %84 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%83 : tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_144 = tensor.pad %84 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %85 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_144, %cst_63 : tensor<1x128x10x10xf32>, tensor<128x128x3x3xf32>) outs(%56 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %86 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_61 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %87 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%86 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<128xf32>
    %88 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%87 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %expanded_145 = tensor.expand_shape %cst_62 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_146 = tensor.expand_shape %88 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %89 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%85, %expanded_145 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %90 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%89, %expanded_146 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_147 = tensor.expand_shape %cst_60 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %91 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%90, %expanded_147 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_148 = tensor.expand_shape %cst_59 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %92 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%91, %expanded_148 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %93 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%92 : tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_149 = tensor.pad %93 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %94 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_149, %cst_58 : tensor<1x128x10x10xf32>, tensor<128x128x3x3xf32>) outs(%56 : tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %95 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_56 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %96 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%95 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<128xf32>
    %97 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%96 : tensor<128xf32>) outs(%58 : tensor<128xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<128xf32>
    %expanded_150 = tensor.expand_shape %cst_57 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %expanded_151 = tensor.expand_shape %97 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %98 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%94, %expanded_150 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %99 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%98, %expanded_151 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_152 = tensor.expand_shape %cst_55 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %100 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%99, %expanded_152 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %expanded_153 = tensor.expand_shape %cst_54 [[0, 1, 2]] output_shape [128, 1, 1] : tensor<128xf32> into tensor<128x1x1xf32>
    %101 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%100, %expanded_153 : tensor<1x128x8x8xf32>, tensor<128x1x1xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %102 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%101, %84 : tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x128x8x8xf32>
    %103 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%102 : tensor<1x128x8x8xf32>) outs(%55 : tensor<1x128x8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x128x8x8xf32>
    %padded_154 = tensor.pad %103 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x128x8x8xf32> to tensor<1x128x10x10xf32>
    %104 = tensor.empty() : tensor<1x256x4x4xf32>
    %105 = linalg.fill ins(%cst : f32) outs(%104 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %106 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_154, %cst_53 : tensor<1x128x10x10xf32>, tensor<256x128x3x3xf32>) outs(%105 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %107 = tensor.empty() : tensor<256xf32>
    %108 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_51 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %109 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%108 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<256xf32>
    %110 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%109 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %expanded_155 = tensor.expand_shape %cst_52 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_156 = tensor.expand_shape %110 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %111 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%106, %expanded_155 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %112 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%111, %expanded_156 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_157 = tensor.expand_shape %cst_50 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %113 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%112, %expanded_157 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_158 = tensor.expand_shape %cst_49 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %114 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%113, %expanded_158 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %115 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%114 : tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x256x4x4xf32>
    %padded_159 = tensor.pad %115 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %116 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_159, %cst_48 : tensor<1x256x6x6xf32>, tensor<256x256x3x3xf32>) outs(%105 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %117 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_46 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %118 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%117 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<256xf32>
    %119 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%118 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %expanded_160 = tensor.expand_shape %cst_47 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_161 = tensor.expand_shape %119 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %120 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%116, %expanded_160 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %121 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%120, %expanded_161 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_162 = tensor.expand_shape %cst_45 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %122 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%121, %expanded_162 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_163 = tensor.expand_shape %cst_44 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %123 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%122, %expanded_163 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %124 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%103, %cst_43 : tensor<1x128x8x8xf32>, tensor<256x128x1x1xf32>) outs(%105 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %125 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_41 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %126 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%125 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<256xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%126 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %expanded_164 = tensor.expand_shape %cst_42 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_165 = tensor.expand_shape %127 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %128 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%124, %expanded_164 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %129 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%128, %expanded_165 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_166 = tensor.expand_shape %cst_40 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %130 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%129, %expanded_166 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_167 = tensor.expand_shape %cst_39 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %131 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%130, %expanded_167 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %132 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%123, %131 : tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %133 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%132 : tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x256x4x4xf32>
    %padded_168 = tensor.pad %133 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %134 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_168, %cst_38 : tensor<1x256x6x6xf32>, tensor<256x256x3x3xf32>) outs(%105 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %135 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_36 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %136 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%135 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<256xf32>
    %137 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%136 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %expanded_169 = tensor.expand_shape %cst_37 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_170 = tensor.expand_shape %137 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %138 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%134, %expanded_169 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %139 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%138, %expanded_170 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_171 = tensor.expand_shape %cst_35 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %140 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%139, %expanded_171 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_172 = tensor.expand_shape %cst_34 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %141 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%140, %expanded_172 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %142 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%141 : tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x256x4x4xf32>
    %padded_173 = tensor.pad %142 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %143 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_173, %cst_33 : tensor<1x256x6x6xf32>, tensor<256x256x3x3xf32>) outs(%105 : tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %144 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_31 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %145 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%144 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<256xf32>
    %146 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%145 : tensor<256xf32>) outs(%107 : tensor<256xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<256xf32>
    %expanded_174 = tensor.expand_shape %cst_32 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %expanded_175 = tensor.expand_shape %146 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %147 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%143, %expanded_174 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %148 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%147, %expanded_175 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_176 = tensor.expand_shape %cst_30 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %149 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%148, %expanded_176 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %expanded_177 = tensor.expand_shape %cst_29 [[0, 1, 2]] output_shape [256, 1, 1] : tensor<256xf32> into tensor<256x1x1xf32>
    %150 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%149, %expanded_177 : tensor<1x256x4x4xf32>, tensor<256x1x1xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %151 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%150, %133 : tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x256x4x4xf32>
    %152 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%151 : tensor<1x256x4x4xf32>) outs(%104 : tensor<1x256x4x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x256x4x4xf32>
    %padded_178 = tensor.pad %152 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x256x4x4xf32> to tensor<1x256x6x6xf32>
    %153 = tensor.empty() : tensor<1x512x2x2xf32>
    %154 = linalg.fill ins(%cst : f32) outs(%153 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %155 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_178, %cst_28 : tensor<1x256x6x6xf32>, tensor<512x256x3x3xf32>) outs(%154 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %156 = tensor.empty() : tensor<512xf32>
    %157 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_26 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %158 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%157 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<512xf32>
    %159 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%158 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %expanded_179 = tensor.expand_shape %cst_27 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_180 = tensor.expand_shape %159 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %160 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%155, %expanded_179 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %161 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%160, %expanded_180 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_181 = tensor.expand_shape %cst_25 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %162 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%161, %expanded_181 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_182 = tensor.expand_shape %cst_24 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %163 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%162, %expanded_182 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %164 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%163 : tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x512x2x2xf32>
    %padded_183 = tensor.pad %164 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x2x2xf32> to tensor<1x512x4x4xf32>
    %165 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_183, %cst_23 : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%154 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %166 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_21 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %167 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%166 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<512xf32>
    %168 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%167 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %expanded_184 = tensor.expand_shape %cst_22 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_185 = tensor.expand_shape %168 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %169 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%165, %expanded_184 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %170 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%169, %expanded_185 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_186 = tensor.expand_shape %cst_20 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %171 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%170, %expanded_186 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_187 = tensor.expand_shape %cst_19 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %172 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%171, %expanded_187 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %173 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%152, %cst_18 : tensor<1x256x4x4xf32>, tensor<512x256x1x1xf32>) outs(%154 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %174 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_16 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %175 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%174 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<512xf32>
    %176 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%175 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %expanded_188 = tensor.expand_shape %cst_17 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_189 = tensor.expand_shape %176 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %177 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%173, %expanded_188 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %178 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%177, %expanded_189 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_190 = tensor.expand_shape %cst_15 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %179 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%178, %expanded_190 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_191 = tensor.expand_shape %cst_14 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %180 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%179, %expanded_191 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %181 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%172, %180 : tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %182 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%181 : tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x512x2x2xf32>
    %padded_192 = tensor.pad %182 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x2x2xf32> to tensor<1x512x4x4xf32>
    %183 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_192, %cst_13 : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%154 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %184 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_11 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %185 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%184 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<512xf32>
    %186 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%185 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %expanded_193 = tensor.expand_shape %cst_12 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_194 = tensor.expand_shape %186 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %187 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%183, %expanded_193 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %188 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%187, %expanded_194 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_195 = tensor.expand_shape %cst_10 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %189 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%188, %expanded_195 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_196 = tensor.expand_shape %cst_9 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %190 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%189, %expanded_196 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %191 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%190 : tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x512x2x2xf32>
    %padded_197 = tensor.pad %191 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x512x2x2xf32> to tensor<1x512x4x4xf32>
    %192 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_197, %cst_8 : tensor<1x512x4x4xf32>, tensor<512x512x3x3xf32>) outs(%154 : tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %193 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%cst_6 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.truncf %cst_101 : f64 to f32
      %212 = arith.addf %in, %211 : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %194 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%193 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = math.sqrt %in : f32
      linalg.yield %211 : f32
    } -> tensor<512xf32>
    %195 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%194 : tensor<512xf32>) outs(%156 : tensor<512xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf one, %in, %cst : f32
      cf.assert %211, "unimplemented: tensor with zero element"
      %212 = arith.divf %cst_0, %in : f32
      linalg.yield %212 : f32
    } -> tensor<512xf32>
    %expanded_198 = tensor.expand_shape %cst_7 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %expanded_199 = tensor.expand_shape %195 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %196 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%192, %expanded_198 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.subf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %197 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%196, %expanded_199 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_200 = tensor.expand_shape %cst_5 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %198 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%197, %expanded_200 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.mulf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %expanded_201 = tensor.expand_shape %cst_4 [[0, 1, 2]] output_shape [512, 1, 1] : tensor<512xf32> into tensor<512x1x1xf32>
    %199 = linalg.generic {indexing_maps = [#map1, #map2, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%198, %expanded_201 : tensor<1x512x2x2xf32>, tensor<512x1x1xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %200 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%199, %182 : tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x2x2xf32>
    %201 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%200 : tensor<1x512x2x2xf32>) outs(%153 : tensor<1x512x2x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.cmpf ugt, %in, %cst : f32
      %212 = arith.select %211, %in, %cst : f32
      linalg.yield %212 : f32
    } -> tensor<1x512x2x2xf32>
    %202 = tensor.empty() : tensor<1x512x1x1xf32>
    %203 = linalg.fill ins(%cst : f32) outs(%202 : tensor<1x512x1x1xf32>) -> tensor<1x512x1x1xf32>
    %204 = linalg.generic {indexing_maps = [#map1, #map3], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%201 : tensor<1x512x2x2xf32>) outs(%203 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.addf %in, %out : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x1x1xf32>
    %205 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%204 : tensor<1x512x1x1xf32>) outs(%202 : tensor<1x512x1x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %211 = arith.divf %in, %cst_105 : f32
      linalg.yield %211 : f32
    } -> tensor<1x512x1x1xf32>
    %collapsed = tensor.collapse_shape %205 [[0], [1, 2, 3]] : tensor<1x512x1x1xf32> into tensor<1x512xf32>
    %206 = tensor.empty() : tensor<512x1000xf32>
    %transposed = linalg.transpose ins(%cst_3 : tensor<1000x512xf32>) outs(%206 : tensor<512x1000xf32>) permutation = [1, 0]
    %207 = tensor.empty() : tensor<1x1000xf32>
    %208 = linalg.fill ins(%cst : f32) outs(%207 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %209 = linalg.matmul ins(%collapsed, %transposed : tensor<1x512xf32>, tensor<512x1000xf32>) outs(%208 : tensor<1x1000xf32>) -> tensor<1x1000xf32>
    %210 = linalg.generic {indexing_maps = [#map4, #map5, #map4], iterator_types = ["parallel", "parallel"]} ins(%209, %cst_2 : tensor<1x1000xf32>, tensor<1000xf32>) outs(%207 : tensor<1x1000xf32>) {
    ^bb0(%in: f32, %in_202: f32, %out: f32):
      %211 = arith.addf %in, %in_202 : f32
      linalg.yield %211 : f32
    } -> tensor<1x1000xf32>
    return %210 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2
