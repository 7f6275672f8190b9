module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_17> : tensor<512xf32>}> : () -> tensor<512xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_13> : tensor<512xf32>}> : () -> tensor<512xf32>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_9> : tensor<512xf32>}> : () -> tensor<512xf32>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_5> : tensor<512xf32>}> : () -> tensor<512xf32>
    %4 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_1> : tensor<512xf32>}> : () -> tensor<512xf32>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_17> : tensor<256xf32>}> : () -> tensor<256xf32>
    %6 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_13> : tensor<256xf32>}> : () -> tensor<256xf32>
    %7 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_9> : tensor<256xf32>}> : () -> tensor<256xf32>
    %8 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_5> : tensor<256xf32>}> : () -> tensor<256xf32>
    %9 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_1> : tensor<256xf32>}> : () -> tensor<256xf32>
    %10 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_17> : tensor<128xf32>}> : () -> tensor<128xf32>
    %11 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_13> : tensor<128xf32>}> : () -> tensor<128xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_9> : tensor<128xf32>}> : () -> tensor<128xf32>
    %13 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_5> : tensor<128xf32>}> : () -> tensor<128xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_1> : tensor<128xf32>}> : () -> tensor<128xf32>
    %15 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_17> : tensor<64xf32>}> : () -> tensor<64xf32>
    %16 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_13> : tensor<64xf32>}> : () -> tensor<64xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_9> : tensor<64xf32>}> : () -> tensor<64xf32>
    %18 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_5> : tensor<64xf32>}> : () -> tensor<64xf32>
    %19 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>}> : () -> tensor<64xf32>
    %20 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %21 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<64xf32>}> : () -> tensor<64xf32>
    %22 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %23 = tosa.const_shape  {values = dense<[1, 64, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<128xf32>}> : () -> tensor<128xf32>
    %25 = tosa.const_shape  {values = dense<[1, 128, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<[1, 15, 16, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %27 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[1, 15, 15, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<256xf32>}> : () -> tensor<256xf32>
    %30 = tosa.const_shape  {values = dense<[1, 256, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %31 = tosa.const_shape  {values = dense<[1, 7, 8, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %32 = tosa.const_shape  {values = dense<[1, 7, 7, 128]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %33 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<512xf32>}> : () -> tensor<512xf32>
    %34 = tosa.const_shape  {values = dense<[1, 512, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %35 = tosa.const_shape  {values = dense<[1, 3, 4, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %36 = tosa.const_shape  {values = dense<[1, 3, 3, 256]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %37 = tosa.const_shape  {values = dense<[1, 1, 512]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %38 = tosa.const_shape  {values = dense<[1, 1000]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %39 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x7x7x3xf32>}> : () -> tensor<64x7x7x3xf32>
    %40 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1xf32>}> : () -> tensor<1xf32>
    %41 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %42 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %43 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_2> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %44 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_3> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %45 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %46 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_4> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %47 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_6> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %48 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_7> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %49 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %50 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_8> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %51 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_10> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %52 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_11> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %53 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %54 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_12> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %55 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_14> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %56 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_15> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %57 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x3x3x64xf32>}> : () -> tensor<64x3x3x64xf32>
    %58 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_16> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %59 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_18> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %60 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_19> : tensor<1x64x1x1xf32>}> : () -> tensor<1x64x1x1xf32>
    %61 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<128x3x3x64xf32>}> : () -> tensor<128x3x3x64xf32>
    %62 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %63 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_2> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %64 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_3> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %65 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<128x3x3x128xf32>}> : () -> tensor<128x3x3x128xf32>
    %66 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_4> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %67 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_6> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %68 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_7> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %69 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<128x1x1x64xf32>}> : () -> tensor<128x1x1x64xf32>
    %70 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_8> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %71 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_10> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %72 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_11> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %73 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<128x3x3x128xf32>}> : () -> tensor<128x3x3x128xf32>
    %74 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_12> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %75 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_14> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %76 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_15> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %77 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<128x3x3x128xf32>}> : () -> tensor<128x3x3x128xf32>
    %78 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_16> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %79 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_18> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %80 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_19> : tensor<1x128x1x1xf32>}> : () -> tensor<1x128x1x1xf32>
    %81 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<256x3x3x128xf32>}> : () -> tensor<256x3x3x128xf32>
    %82 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %83 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_2> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %84 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_3> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %85 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<256x3x3x256xf32>}> : () -> tensor<256x3x3x256xf32>
    %86 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_4> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %87 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_6> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %88 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_7> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %89 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<256x1x1x128xf32>}> : () -> tensor<256x1x1x128xf32>
    %90 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_8> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %91 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_10> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %92 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_11> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %93 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<256x3x3x256xf32>}> : () -> tensor<256x3x3x256xf32>
    %94 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_12> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %95 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_14> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %96 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_15> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %97 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<256x3x3x256xf32>}> : () -> tensor<256x3x3x256xf32>
    %98 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_16> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %99 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_18> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %100 = "tosa.const"() <{values = dense_resource<torch_tensor_256_torch.float32_19> : tensor<1x256x1x1xf32>}> : () -> tensor<1x256x1x1xf32>
    %101 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<512x3x3x256xf32>}> : () -> tensor<512x3x3x256xf32>
    %102 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %103 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_2> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %104 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_3> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %105 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<512x3x3x512xf32>}> : () -> tensor<512x3x3x512xf32>
    %106 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_4> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %107 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_6> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %108 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_7> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %109 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<512x1x1x256xf32>}> : () -> tensor<512x1x1x256xf32>
    %110 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_8> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %111 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_10> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %112 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_11> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %113 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<512x3x3x512xf32>}> : () -> tensor<512x3x3x512xf32>
    %114 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_12> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %115 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_14> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %116 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_15> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %117 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<512x3x3x512xf32>}> : () -> tensor<512x3x3x512xf32>
    %118 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_16> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %119 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_18> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %120 = "tosa.const"() <{values = dense_resource<torch_tensor_512_torch.float32_19> : tensor<1x512x1x1xf32>}> : () -> tensor<1x512x1x1xf32>
    %121 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %122 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x512x1000xf32>}> : () -> tensor<1x512x1000xf32>
    %123 = "tosa.const"() <{values = dense_resource<torch_tensor_1000_torch.float32> : tensor<1x1000xf32>}> : () -> tensor<1x1000xf32>
    %124 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x64x64xf32>) -> tensor<1x64x64x3xf32>
    %125 = tosa.conv2d %124, %39, %21, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 3, 2, 3, 2>, stride = array<i64: 2, 2>} : (tensor<1x64x64x3xf32>, tensor<64x7x7x3xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x64xf32>
    %126 = tosa.transpose %125 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x32x32x64xf32>) -> tensor<1x64x32x32xf32>
    %127 = tosa.add %40, %19 : (tensor<1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %128 = tosa.pow %127, %41 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %129 = tosa.reciprocal %128 : (tensor<64xf32>) -> tensor<64xf32>
    %130 = tosa.sub %126, %42 : (tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %131 = tosa.reshape %129, %23 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %132 = tosa.mul %130, %131, %22 : (tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x32x32xf32>
    %133 = tosa.mul %132, %43, %22 : (tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x32x32xf32>
    %134 = tosa.add %133, %44 : (tensor<1x64x32x32xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x32x32xf32>
    %135 = tosa.clamp %134 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x32x32xf32>) -> tensor<1x64x32x32xf32>
    %136 = tosa.transpose %135 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x32x32xf32>) -> tensor<1x32x32x64xf32>
    %137 = tosa.max_pool2d %136 {kernel = array<i64: 3, 3>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x32x32x64xf32>) -> tensor<1x16x16x64xf32>
    %138 = tosa.transpose %137 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x64x16x16xf32>
    %139 = tosa.conv2d %137, %45, %21, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %140 = tosa.transpose %139 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x64x16x16xf32>
    %141 = tosa.add %40, %18 : (tensor<1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %142 = tosa.pow %141, %41 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %143 = tosa.reciprocal %142 : (tensor<64xf32>) -> tensor<64xf32>
    %144 = tosa.sub %140, %46 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %145 = tosa.reshape %143, %23 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %146 = tosa.mul %144, %145, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %147 = tosa.mul %146, %47, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %148 = tosa.add %147, %48 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %149 = tosa.clamp %148 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %150 = tosa.transpose %149 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x16x16xf32>) -> tensor<1x16x16x64xf32>
    %151 = tosa.conv2d %150, %49, %21, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %152 = tosa.transpose %151 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x64x16x16xf32>
    %153 = tosa.add %40, %17 : (tensor<1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %154 = tosa.pow %153, %41 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %155 = tosa.reciprocal %154 : (tensor<64xf32>) -> tensor<64xf32>
    %156 = tosa.sub %152, %50 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %157 = tosa.reshape %155, %23 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %158 = tosa.mul %156, %157, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %159 = tosa.mul %158, %51, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %160 = tosa.add %159, %52 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %161 = tosa.add %160, %138 : (tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %162 = tosa.clamp %161 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %163 = tosa.transpose %162 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x16x16xf32>) -> tensor<1x16x16x64xf32>
    %164 = tosa.conv2d %163, %53, %21, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %165 = tosa.transpose %164 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x64x16x16xf32>
    %166 = tosa.add %40, %16 : (tensor<1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %167 = tosa.pow %166, %41 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %168 = tosa.reciprocal %167 : (tensor<64xf32>) -> tensor<64xf32>
    %169 = tosa.sub %165, %54 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %170 = tosa.reshape %168, %23 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %171 = tosa.mul %169, %170, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %172 = tosa.mul %171, %55, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %173 = tosa.add %172, %56 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %174 = tosa.clamp %173 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %175 = tosa.transpose %174 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x16x16xf32>) -> tensor<1x16x16x64xf32>
    %176 = tosa.conv2d %175, %57, %21, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x16x16x64xf32>, tensor<64x3x3x64xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x64xf32>
    %177 = tosa.transpose %176 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x64xf32>) -> tensor<1x64x16x16xf32>
    %178 = tosa.add %40, %15 : (tensor<1xf32>, tensor<64xf32>) -> tensor<64xf32>
    %179 = tosa.pow %178, %41 : (tensor<64xf32>, tensor<1xf32>) -> tensor<64xf32>
    %180 = tosa.reciprocal %179 : (tensor<64xf32>) -> tensor<64xf32>
    %181 = tosa.sub %177, %58 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %182 = tosa.reshape %180, %23 : (tensor<64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %183 = tosa.mul %181, %182, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %184 = tosa.mul %183, %59, %22 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>, tensor<1xi8>) -> tensor<1x64x16x16xf32>
    %185 = tosa.add %184, %60 : (tensor<1x64x16x16xf32>, tensor<1x64x1x1xf32>) -> tensor<1x64x16x16xf32>
    %186 = tosa.add %185, %162 : (tensor<1x64x16x16xf32>, tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %187 = tosa.clamp %186 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x16x16xf32>) -> tensor<1x64x16x16xf32>
    %188 = tosa.transpose %187 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x64x16x16xf32>) -> tensor<1x16x16x64xf32>
    %189 = tosa.conv2d %188, %61, %24, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x64xf32>, tensor<128x3x3x64xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %190 = tosa.transpose %189 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x128xf32>) -> tensor<1x128x8x8xf32>
    %191 = tosa.add %40, %14 : (tensor<1xf32>, tensor<128xf32>) -> tensor<128xf32>
    %192 = tosa.pow %191, %41 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %193 = tosa.reciprocal %192 : (tensor<128xf32>) -> tensor<128xf32>
    %194 = tosa.sub %190, %62 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %195 = tosa.reshape %193, %25 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %196 = tosa.mul %194, %195, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %197 = tosa.mul %196, %63, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %198 = tosa.add %197, %64 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %199 = tosa.clamp %198 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %200 = tosa.transpose %199 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x8x8xf32>) -> tensor<1x8x8x128xf32>
    %201 = tosa.conv2d %200, %65, %24, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %202 = tosa.transpose %201 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x128xf32>) -> tensor<1x128x8x8xf32>
    %203 = tosa.add %40, %13 : (tensor<1xf32>, tensor<128xf32>) -> tensor<128xf32>
    %204 = tosa.pow %203, %41 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %205 = tosa.reciprocal %204 : (tensor<128xf32>) -> tensor<128xf32>
    %206 = tosa.sub %202, %66 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %207 = tosa.reshape %205, %25 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %208 = tosa.mul %206, %207, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %209 = tosa.mul %208, %67, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %210 = tosa.add %209, %68 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %211 = tosa.slice %188, %27, %26 : (tensor<1x16x16x64xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x15x16x64xf32>
    %212 = tosa.slice %211, %27, %28 : (tensor<1x15x16x64xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x15x15x64xf32>
    %213 = tosa.conv2d %212, %69, %24, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x15x15x64xf32>, tensor<128x1x1x64xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %214 = tosa.transpose %213 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x128xf32>) -> tensor<1x128x8x8xf32>
    %215 = tosa.add %40, %12 : (tensor<1xf32>, tensor<128xf32>) -> tensor<128xf32>
    %216 = tosa.pow %215, %41 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %217 = tosa.reciprocal %216 : (tensor<128xf32>) -> tensor<128xf32>
    %218 = tosa.sub %214, %70 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %219 = tosa.reshape %217, %25 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %220 = tosa.mul %218, %219, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %221 = tosa.mul %220, %71, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %222 = tosa.add %221, %72 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %223 = tosa.add %210, %222 : (tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %224 = tosa.clamp %223 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %225 = tosa.transpose %224 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x8x8xf32>) -> tensor<1x8x8x128xf32>
    %226 = tosa.conv2d %225, %73, %24, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %227 = tosa.transpose %226 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x128xf32>) -> tensor<1x128x8x8xf32>
    %228 = tosa.add %40, %11 : (tensor<1xf32>, tensor<128xf32>) -> tensor<128xf32>
    %229 = tosa.pow %228, %41 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %230 = tosa.reciprocal %229 : (tensor<128xf32>) -> tensor<128xf32>
    %231 = tosa.sub %227, %74 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %232 = tosa.reshape %230, %25 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %233 = tosa.mul %231, %232, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %234 = tosa.mul %233, %75, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %235 = tosa.add %234, %76 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %236 = tosa.clamp %235 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %237 = tosa.transpose %236 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x8x8xf32>) -> tensor<1x8x8x128xf32>
    %238 = tosa.conv2d %237, %77, %24, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x128xf32>, tensor<128x3x3x128xf32>, tensor<128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x128xf32>
    %239 = tosa.transpose %238 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x128xf32>) -> tensor<1x128x8x8xf32>
    %240 = tosa.add %40, %10 : (tensor<1xf32>, tensor<128xf32>) -> tensor<128xf32>
    %241 = tosa.pow %240, %41 : (tensor<128xf32>, tensor<1xf32>) -> tensor<128xf32>
    %242 = tosa.reciprocal %241 : (tensor<128xf32>) -> tensor<128xf32>
    %243 = tosa.sub %239, %78 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %244 = tosa.reshape %242, %25 : (tensor<128xf32>, !tosa.shape<4>) -> tensor<1x128x1x1xf32>
    %245 = tosa.mul %243, %244, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %246 = tosa.mul %245, %79, %22 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>, tensor<1xi8>) -> tensor<1x128x8x8xf32>
    %247 = tosa.add %246, %80 : (tensor<1x128x8x8xf32>, tensor<1x128x1x1xf32>) -> tensor<1x128x8x8xf32>
    %248 = tosa.add %247, %224 : (tensor<1x128x8x8xf32>, tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %249 = tosa.clamp %248 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x128x8x8xf32>) -> tensor<1x128x8x8xf32>
    %250 = tosa.transpose %249 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x128x8x8xf32>) -> tensor<1x8x8x128xf32>
    %251 = tosa.conv2d %250, %81, %29, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x8x8x128xf32>, tensor<256x3x3x128xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %252 = tosa.transpose %251 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x256xf32>) -> tensor<1x256x4x4xf32>
    %253 = tosa.add %40, %9 : (tensor<1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %254 = tosa.pow %253, %41 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %255 = tosa.reciprocal %254 : (tensor<256xf32>) -> tensor<256xf32>
    %256 = tosa.sub %252, %82 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %257 = tosa.reshape %255, %30 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %258 = tosa.mul %256, %257, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %259 = tosa.mul %258, %83, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %260 = tosa.add %259, %84 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %261 = tosa.clamp %260 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %262 = tosa.transpose %261 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x4x4xf32>) -> tensor<1x4x4x256xf32>
    %263 = tosa.conv2d %262, %85, %29, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %264 = tosa.transpose %263 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x256xf32>) -> tensor<1x256x4x4xf32>
    %265 = tosa.add %40, %8 : (tensor<1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %266 = tosa.pow %265, %41 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %267 = tosa.reciprocal %266 : (tensor<256xf32>) -> tensor<256xf32>
    %268 = tosa.sub %264, %86 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %269 = tosa.reshape %267, %30 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %270 = tosa.mul %268, %269, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %271 = tosa.mul %270, %87, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %272 = tosa.add %271, %88 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %273 = tosa.slice %250, %27, %31 : (tensor<1x8x8x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x8x128xf32>
    %274 = tosa.slice %273, %27, %32 : (tensor<1x7x8x128xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x7x7x128xf32>
    %275 = tosa.conv2d %274, %89, %29, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x7x7x128xf32>, tensor<256x1x1x128xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %276 = tosa.transpose %275 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x256xf32>) -> tensor<1x256x4x4xf32>
    %277 = tosa.add %40, %7 : (tensor<1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %278 = tosa.pow %277, %41 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %279 = tosa.reciprocal %278 : (tensor<256xf32>) -> tensor<256xf32>
    %280 = tosa.sub %276, %90 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %281 = tosa.reshape %279, %30 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %282 = tosa.mul %280, %281, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %283 = tosa.mul %282, %91, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %284 = tosa.add %283, %92 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %285 = tosa.add %272, %284 : (tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %286 = tosa.clamp %285 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %287 = tosa.transpose %286 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x4x4xf32>) -> tensor<1x4x4x256xf32>
    %288 = tosa.conv2d %287, %93, %29, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %289 = tosa.transpose %288 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x256xf32>) -> tensor<1x256x4x4xf32>
    %290 = tosa.add %40, %6 : (tensor<1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %291 = tosa.pow %290, %41 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %292 = tosa.reciprocal %291 : (tensor<256xf32>) -> tensor<256xf32>
    %293 = tosa.sub %289, %94 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %294 = tosa.reshape %292, %30 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %295 = tosa.mul %293, %294, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %296 = tosa.mul %295, %95, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %297 = tosa.add %296, %96 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %298 = tosa.clamp %297 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %299 = tosa.transpose %298 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x4x4xf32>) -> tensor<1x4x4x256xf32>
    %300 = tosa.conv2d %299, %97, %29, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x256xf32>, tensor<256x3x3x256xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x256xf32>
    %301 = tosa.transpose %300 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x256xf32>) -> tensor<1x256x4x4xf32>
    %302 = tosa.add %40, %5 : (tensor<1xf32>, tensor<256xf32>) -> tensor<256xf32>
    %303 = tosa.pow %302, %41 : (tensor<256xf32>, tensor<1xf32>) -> tensor<256xf32>
    %304 = tosa.reciprocal %303 : (tensor<256xf32>) -> tensor<256xf32>
    %305 = tosa.sub %301, %98 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %306 = tosa.reshape %304, %30 : (tensor<256xf32>, !tosa.shape<4>) -> tensor<1x256x1x1xf32>
    %307 = tosa.mul %305, %306, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %308 = tosa.mul %307, %99, %22 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>, tensor<1xi8>) -> tensor<1x256x4x4xf32>
    %309 = tosa.add %308, %100 : (tensor<1x256x4x4xf32>, tensor<1x256x1x1xf32>) -> tensor<1x256x4x4xf32>
    %310 = tosa.add %309, %286 : (tensor<1x256x4x4xf32>, tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %311 = tosa.clamp %310 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x256x4x4xf32>) -> tensor<1x256x4x4xf32>
    %312 = tosa.transpose %311 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x256x4x4xf32>) -> tensor<1x4x4x256xf32>
    %313 = tosa.conv2d %312, %101, %33, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x256xf32>, tensor<512x3x3x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %314 = tosa.transpose %313 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x512xf32>) -> tensor<1x512x2x2xf32>
    %315 = tosa.add %40, %4 : (tensor<1xf32>, tensor<512xf32>) -> tensor<512xf32>
    %316 = tosa.pow %315, %41 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %317 = tosa.reciprocal %316 : (tensor<512xf32>) -> tensor<512xf32>
    %318 = tosa.sub %314, %102 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %319 = tosa.reshape %317, %34 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %320 = tosa.mul %318, %319, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %321 = tosa.mul %320, %103, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %322 = tosa.add %321, %104 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %323 = tosa.clamp %322 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %324 = tosa.transpose %323 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x512x2x2xf32>) -> tensor<1x2x2x512xf32>
    %325 = tosa.conv2d %324, %105, %33, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %326 = tosa.transpose %325 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x512xf32>) -> tensor<1x512x2x2xf32>
    %327 = tosa.add %40, %3 : (tensor<1xf32>, tensor<512xf32>) -> tensor<512xf32>
    %328 = tosa.pow %327, %41 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %329 = tosa.reciprocal %328 : (tensor<512xf32>) -> tensor<512xf32>
    %330 = tosa.sub %326, %106 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %331 = tosa.reshape %329, %34 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %332 = tosa.mul %330, %331, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %333 = tosa.mul %332, %107, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %334 = tosa.add %333, %108 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %335 = tosa.slice %312, %27, %35 : (tensor<1x4x4x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x4x256xf32>
    %336 = tosa.slice %335, %27, %36 : (tensor<1x3x4x256xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x3x3x256xf32>
    %337 = tosa.conv2d %336, %109, %33, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x256xf32>, tensor<512x1x1x256xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %338 = tosa.transpose %337 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x512xf32>) -> tensor<1x512x2x2xf32>
    %339 = tosa.add %40, %2 : (tensor<1xf32>, tensor<512xf32>) -> tensor<512xf32>
    %340 = tosa.pow %339, %41 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %341 = tosa.reciprocal %340 : (tensor<512xf32>) -> tensor<512xf32>
    %342 = tosa.sub %338, %110 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %343 = tosa.reshape %341, %34 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %344 = tosa.mul %342, %343, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %345 = tosa.mul %344, %111, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %346 = tosa.add %345, %112 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %347 = tosa.add %334, %346 : (tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %348 = tosa.clamp %347 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %349 = tosa.transpose %348 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x512x2x2xf32>) -> tensor<1x2x2x512xf32>
    %350 = tosa.conv2d %349, %113, %33, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %351 = tosa.transpose %350 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x512xf32>) -> tensor<1x512x2x2xf32>
    %352 = tosa.add %40, %1 : (tensor<1xf32>, tensor<512xf32>) -> tensor<512xf32>
    %353 = tosa.pow %352, %41 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %354 = tosa.reciprocal %353 : (tensor<512xf32>) -> tensor<512xf32>
    %355 = tosa.sub %351, %114 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %356 = tosa.reshape %354, %34 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %357 = tosa.mul %355, %356, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %358 = tosa.mul %357, %115, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %359 = tosa.add %358, %116 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %360 = tosa.clamp %359 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %361 = tosa.transpose %360 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x512x2x2xf32>) -> tensor<1x2x2x512xf32>
    %362 = tosa.conv2d %361, %117, %33, %20, %20 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x512xf32>, tensor<512x3x3x512xf32>, tensor<512xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x512xf32>
    %363 = tosa.transpose %362 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x512xf32>) -> tensor<1x512x2x2xf32>
    %364 = tosa.add %40, %0 : (tensor<1xf32>, tensor<512xf32>) -> tensor<512xf32>
    %365 = tosa.pow %364, %41 : (tensor<512xf32>, tensor<1xf32>) -> tensor<512xf32>
    %366 = tosa.reciprocal %365 : (tensor<512xf32>) -> tensor<512xf32>
    %367 = tosa.sub %363, %118 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %368 = tosa.reshape %366, %34 : (tensor<512xf32>, !tosa.shape<4>) -> tensor<1x512x1x1xf32>
    %369 = tosa.mul %367, %368, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %370 = tosa.mul %369, %119, %22 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>, tensor<1xi8>) -> tensor<1x512x2x2xf32>
    %371 = tosa.add %370, %120 : (tensor<1x512x2x2xf32>, tensor<1x512x1x1xf32>) -> tensor<1x512x2x2xf32>
    %372 = tosa.add %371, %348 : (tensor<1x512x2x2xf32>, tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %373 = tosa.clamp %372 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x512x2x2xf32>) -> tensor<1x512x2x2xf32>
    %374 = tosa.reduce_sum %373 {axis = 3 : i32} : (tensor<1x512x2x2xf32>) -> tensor<1x512x2x1xf32>
    %375 = tosa.reduce_sum %374 {axis = 2 : i32} : (tensor<1x512x2x1xf32>) -> tensor<1x512x1x1xf32>
    %376 = tosa.mul %375, %121, %22 : (tensor<1x512x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x512x1x1xf32>
    %377 = tosa.reshape %376, %37 : (tensor<1x512x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x512xf32>
    %378 = tosa.matmul %377, %122, %20, %20 : (tensor<1x1x512xf32>, tensor<1x512x1000xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1000xf32>
    %379 = tosa.reshape %378, %38 : (tensor<1x1x1000xf32>, !tosa.shape<2>) -> tensor<1x1000xf32>
    %380 = tosa.add %379, %123 : (tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    return %380 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2
