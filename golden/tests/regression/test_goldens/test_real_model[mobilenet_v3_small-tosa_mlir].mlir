module {
  func.func @main(%arg0: tensor<1x3x64x64xf32>) -> tensor<1x1000xf32> {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_19> : tensor<576xf32>}> : () -> tensor<576xf32>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_18> : tensor<96xf32>}> : () -> tensor<96xf32>
    %2 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_17> : tensor<576xf32>}> : () -> tensor<576xf32>
    %3 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_10> : tensor<144xf32>}> : () -> tensor<144xf32>
    %4 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_14> : tensor<576xf32>}> : () -> tensor<576xf32>
    %5 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_10> : tensor<576xf32>}> : () -> tensor<576xf32>
    %6 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_14> : tensor<96xf32>}> : () -> tensor<96xf32>
    %7 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_8> : tensor<576xf32>}> : () -> tensor<576xf32>
    %8 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_9> : tensor<144xf32>}> : () -> tensor<144xf32>
    %9 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_5> : tensor<576xf32>}> : () -> tensor<576xf32>
    %10 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_1> : tensor<576xf32>}> : () -> tensor<576xf32>
    %11 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_10> : tensor<96xf32>}> : () -> tensor<96xf32>
    %12 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_8> : tensor<288xf32>}> : () -> tensor<288xf32>
    %13 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_8> : tensor<72xf32>}> : () -> tensor<72xf32>
    %14 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_5> : tensor<288xf32>}> : () -> tensor<288xf32>
    %15 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_1> : tensor<288xf32>}> : () -> tensor<288xf32>
    %16 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_5> : tensor<48xf32>}> : () -> tensor<48xf32>
    %17 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_8> : tensor<144xf32>}> : () -> tensor<144xf32>
    %18 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_12> : tensor<40xf32>}> : () -> tensor<40xf32>
    %19 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_5> : tensor<144xf32>}> : () -> tensor<144xf32>
    %20 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_1> : tensor<144xf32>}> : () -> tensor<144xf32>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_1> : tensor<48xf32>}> : () -> tensor<48xf32>
    %22 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_8> : tensor<120xf32>}> : () -> tensor<120xf32>
    %23 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>}> : () -> tensor<32xf32>
    %24 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_5> : tensor<120xf32>}> : () -> tensor<120xf32>
    %25 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_1> : tensor<120xf32>}> : () -> tensor<120xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_9> : tensor<40xf32>}> : () -> tensor<40xf32>
    %27 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_17> : tensor<240xf32>}> : () -> tensor<240xf32>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>}> : () -> tensor<64xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_14> : tensor<240xf32>}> : () -> tensor<240xf32>
    %30 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_10> : tensor<240xf32>}> : () -> tensor<240xf32>
    %31 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_5> : tensor<40xf32>}> : () -> tensor<40xf32>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_8> : tensor<240xf32>}> : () -> tensor<240xf32>
    %33 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>}> : () -> tensor<64xf32>
    %34 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_5> : tensor<240xf32>}> : () -> tensor<240xf32>
    %35 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_1> : tensor<240xf32>}> : () -> tensor<240xf32>
    %36 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_1> : tensor<40xf32>}> : () -> tensor<40xf32>
    %37 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_8> : tensor<96xf32>}> : () -> tensor<96xf32>
    %38 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_8> : tensor<24xf32>}> : () -> tensor<24xf32>
    %39 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_5> : tensor<96xf32>}> : () -> tensor<96xf32>
    %40 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_1> : tensor<96xf32>}> : () -> tensor<96xf32>
    %41 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_5> : tensor<24xf32>}> : () -> tensor<24xf32>
    %42 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_5> : tensor<88xf32>}> : () -> tensor<88xf32>
    %43 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_1> : tensor<88xf32>}> : () -> tensor<88xf32>
    %44 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_1> : tensor<24xf32>}> : () -> tensor<24xf32>
    %45 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_5> : tensor<72xf32>}> : () -> tensor<72xf32>
    %46 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_1> : tensor<72xf32>}> : () -> tensor<72xf32>
    %47 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_10> : tensor<16xf32>}> : () -> tensor<16xf32>
    %48 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_8> : tensor<16xf32>}> : () -> tensor<16xf32>
    %49 = "tosa.const"() <{values = dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>}> : () -> tensor<8xf32>
    %50 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_5> : tensor<16xf32>}> : () -> tensor<16xf32>
    %51 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>}> : () -> tensor<16xf32>
    %52 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %53 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<16xf32>}> : () -> tensor<16xf32>
    %54 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %55 = tosa.const_shape  {values = dense<[1, 16, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %56 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<72xf32>}> : () -> tensor<72xf32>
    %57 = tosa.const_shape  {values = dense<[1, 72, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %58 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<24xf32>}> : () -> tensor<24xf32>
    %59 = tosa.const_shape  {values = dense<[1, 24, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %60 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<88xf32>}> : () -> tensor<88xf32>
    %61 = tosa.const_shape  {values = dense<[1, 88, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %62 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<96xf32>}> : () -> tensor<96xf32>
    %63 = tosa.const_shape  {values = dense<[1, 96, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %64 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<40xf32>}> : () -> tensor<40xf32>
    %65 = tosa.const_shape  {values = dense<[1, 40, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %66 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<240xf32>}> : () -> tensor<240xf32>
    %67 = tosa.const_shape  {values = dense<[1, 240, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %68 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<120xf32>}> : () -> tensor<120xf32>
    %69 = tosa.const_shape  {values = dense<[1, 120, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %70 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<48xf32>}> : () -> tensor<48xf32>
    %71 = tosa.const_shape  {values = dense<[1, 48, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %72 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<144xf32>}> : () -> tensor<144xf32>
    %73 = tosa.const_shape  {values = dense<[1, 144, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %74 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<288xf32>}> : () -> tensor<288xf32>
    %75 = tosa.const_shape  {values = dense<[1, 288, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %76 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<576xf32>}> : () -> tensor<576xf32>
    %77 = tosa.const_shape  {values = dense<[1, 576, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %78 = tosa.const_shape  {values = dense<[1, 1, 576]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %79 = tosa.const_shape  {values = dense<[1, 1024]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %80 = tosa.const_shape  {values = dense<[1, 1, 1024]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %81 = tosa.const_shape  {values = dense<[1, 1000]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %82 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<16x3x3x3xf32>}> : () -> tensor<16x3x3x3xf32>
    %83 = "tosa.const"() <{values = dense<1.000000e-03> : tensor<1xf32>}> : () -> tensor<1xf32>
    %84 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1xf32>}> : () -> tensor<1xf32>
    %85 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %86 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_2> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %87 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_3> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %88 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %89 = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %90 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<3x3x16x1xf32>}> : () -> tensor<3x3x16x1xf32>
    %91 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_4> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %92 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_6> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %93 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_7> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %94 = "tosa.const"() <{values = dense<3.906250e-03> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %95 = tosa.const_shape  {values = dense<[1, 1, 1, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %96 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<8x1x1x16xf32>}> : () -> tensor<8x1x1x16xf32>
    %97 = tosa.const_shape  {values = dense<[1, 8, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %98 = tosa.const_shape  {values = dense<[1, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %99 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<16x1x1x8xf32>}> : () -> tensor<16x1x1x8xf32>
    %100 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<16x1x1x16xf32>}> : () -> tensor<16x1x1x16xf32>
    %101 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_9> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %102 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_11> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %103 = "tosa.const"() <{values = dense_resource<torch_tensor_16_torch.float32_12> : tensor<1x16x1x1xf32>}> : () -> tensor<1x16x1x1xf32>
    %104 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<72x1x1x16xf32>}> : () -> tensor<72x1x1x16xf32>
    %105 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %106 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_2> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %107 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_3> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %108 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<3x3x72x1xf32>}> : () -> tensor<3x3x72x1xf32>
    %109 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_4> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %110 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_6> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %111 = "tosa.const"() <{values = dense_resource<torch_tensor_72_torch.float32_7> : tensor<1x72x1x1xf32>}> : () -> tensor<1x72x1x1xf32>
    %112 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<24x1x1x72xf32>}> : () -> tensor<24x1x1x72xf32>
    %113 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %114 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_2> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %115 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_3> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %116 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<88x1x1x24xf32>}> : () -> tensor<88x1x1x24xf32>
    %117 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %118 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_2> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %119 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_3> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %120 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<3x3x88x1xf32>}> : () -> tensor<3x3x88x1xf32>
    %121 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_4> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %122 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_6> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %123 = "tosa.const"() <{values = dense_resource<torch_tensor_88_torch.float32_7> : tensor<1x88x1x1xf32>}> : () -> tensor<1x88x1x1xf32>
    %124 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<24x1x1x88xf32>}> : () -> tensor<24x1x1x88xf32>
    %125 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_4> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %126 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_6> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %127 = "tosa.const"() <{values = dense_resource<torch_tensor_24_torch.float32_7> : tensor<1x24x1x1xf32>}> : () -> tensor<1x24x1x1xf32>
    %128 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<96x1x1x24xf32>}> : () -> tensor<96x1x1x24xf32>
    %129 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %130 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_2> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %131 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_3> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %132 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x96x1xf32>}> : () -> tensor<5x5x96x1xf32>
    %133 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_4> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %134 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_6> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %135 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_7> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %136 = "tosa.const"() <{values = dense<6.250000e-02> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %137 = tosa.const_shape  {values = dense<[1, 1, 1, 96]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %138 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<24x1x1x96xf32>}> : () -> tensor<24x1x1x96xf32>
    %139 = tosa.const_shape  {values = dense<[1, 1, 1, 24]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %140 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<96x1x1x24xf32>}> : () -> tensor<96x1x1x24xf32>
    %141 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<40x1x1x96xf32>}> : () -> tensor<40x1x1x96xf32>
    %142 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %143 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_2> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %144 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_3> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %145 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<240x1x1x40xf32>}> : () -> tensor<240x1x1x40xf32>
    %146 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %147 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_2> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %148 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_3> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %149 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x240x1xf32>}> : () -> tensor<5x5x240x1xf32>
    %150 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_4> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %151 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_6> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %152 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_7> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %153 = tosa.const_shape  {values = dense<[1, 1, 1, 240]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %154 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x1x1x240xf32>}> : () -> tensor<64x1x1x240xf32>
    %155 = tosa.const_shape  {values = dense<[1, 64, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %156 = tosa.const_shape  {values = dense<[1, 1, 1, 64]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %157 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<240x1x1x64xf32>}> : () -> tensor<240x1x1x64xf32>
    %158 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<40x1x1x240xf32>}> : () -> tensor<40x1x1x240xf32>
    %159 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_4> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %160 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_6> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %161 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_7> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %162 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<240x1x1x40xf32>}> : () -> tensor<240x1x1x40xf32>
    %163 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_9> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %164 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_11> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %165 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_12> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %166 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x240x1xf32>}> : () -> tensor<5x5x240x1xf32>
    %167 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_13> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %168 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_15> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %169 = "tosa.const"() <{values = dense_resource<torch_tensor_240_torch.float32_16> : tensor<1x240x1x1xf32>}> : () -> tensor<1x240x1x1xf32>
    %170 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<64x1x1x240xf32>}> : () -> tensor<64x1x1x240xf32>
    %171 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<240x1x1x64xf32>}> : () -> tensor<240x1x1x64xf32>
    %172 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<40x1x1x240xf32>}> : () -> tensor<40x1x1x240xf32>
    %173 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_8> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %174 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_10> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %175 = "tosa.const"() <{values = dense_resource<torch_tensor_40_torch.float32_11> : tensor<1x40x1x1xf32>}> : () -> tensor<1x40x1x1xf32>
    %176 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<120x1x1x40xf32>}> : () -> tensor<120x1x1x40xf32>
    %177 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %178 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_2> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %179 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_3> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %180 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x120x1xf32>}> : () -> tensor<5x5x120x1xf32>
    %181 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_4> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %182 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_6> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %183 = "tosa.const"() <{values = dense_resource<torch_tensor_120_torch.float32_7> : tensor<1x120x1x1xf32>}> : () -> tensor<1x120x1x1xf32>
    %184 = tosa.const_shape  {values = dense<[1, 1, 1, 120]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %185 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<32x1x1x120xf32>}> : () -> tensor<32x1x1x120xf32>
    %186 = tosa.const_shape  {values = dense<[1, 32, 1, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %187 = tosa.const_shape  {values = dense<[1, 1, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %188 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<120x1x1x32xf32>}> : () -> tensor<120x1x1x32xf32>
    %189 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<48x1x1x120xf32>}> : () -> tensor<48x1x1x120xf32>
    %190 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %191 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_2> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %192 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_3> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %193 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<144x1x1x48xf32>}> : () -> tensor<144x1x1x48xf32>
    %194 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %195 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_2> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %196 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_3> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %197 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x144x1xf32>}> : () -> tensor<5x5x144x1xf32>
    %198 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_4> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %199 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_6> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %200 = "tosa.const"() <{values = dense_resource<torch_tensor_144_torch.float32_7> : tensor<1x144x1x1xf32>}> : () -> tensor<1x144x1x1xf32>
    %201 = tosa.const_shape  {values = dense<[1, 1, 1, 144]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %202 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<40x1x1x144xf32>}> : () -> tensor<40x1x1x144xf32>
    %203 = tosa.const_shape  {values = dense<[1, 1, 1, 40]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %204 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<144x1x1x40xf32>}> : () -> tensor<144x1x1x40xf32>
    %205 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<48x1x1x144xf32>}> : () -> tensor<48x1x1x144xf32>
    %206 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_4> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %207 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_6> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %208 = "tosa.const"() <{values = dense_resource<torch_tensor_48_torch.float32_7> : tensor<1x48x1x1xf32>}> : () -> tensor<1x48x1x1xf32>
    %209 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<288x1x1x48xf32>}> : () -> tensor<288x1x1x48xf32>
    %210 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %211 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_2> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %212 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_3> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %213 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x288x1xf32>}> : () -> tensor<5x5x288x1xf32>
    %214 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_4> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %215 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_6> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %216 = "tosa.const"() <{values = dense_resource<torch_tensor_288_torch.float32_7> : tensor<1x288x1x1xf32>}> : () -> tensor<1x288x1x1xf32>
    %217 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %218 = tosa.const_shape  {values = dense<[1, 1, 1, 288]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %219 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<72x1x1x288xf32>}> : () -> tensor<72x1x1x288xf32>
    %220 = tosa.const_shape  {values = dense<[1, 1, 1, 72]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %221 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<288x1x1x72xf32>}> : () -> tensor<288x1x1x72xf32>
    %222 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<96x1x1x288xf32>}> : () -> tensor<96x1x1x288xf32>
    %223 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_9> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %224 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_11> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %225 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_12> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %226 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<576x1x1x96xf32>}> : () -> tensor<576x1x1x96xf32>
    %227 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %228 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_2> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %229 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_3> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %230 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x576x1xf32>}> : () -> tensor<5x5x576x1xf32>
    %231 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_4> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %232 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_6> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %233 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_7> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %234 = tosa.const_shape  {values = dense<[1, 1, 1, 576]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %235 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<144x1x1x576xf32>}> : () -> tensor<144x1x1x576xf32>
    %236 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<576x1x1x144xf32>}> : () -> tensor<576x1x1x144xf32>
    %237 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<96x1x1x576xf32>}> : () -> tensor<96x1x1x576xf32>
    %238 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_13> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %239 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_15> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %240 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_16> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %241 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<576x1x1x96xf32>}> : () -> tensor<576x1x1x96xf32>
    %242 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_9> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %243 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_11> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %244 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_12> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %245 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<5x5x576x1xf32>}> : () -> tensor<5x5x576x1xf32>
    %246 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_13> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %247 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_15> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %248 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_16> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %249 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<144x1x1x576xf32>}> : () -> tensor<144x1x1x576xf32>
    %250 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<576x1x1x144xf32>}> : () -> tensor<576x1x1x144xf32>
    %251 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<96x1x1x576xf32>}> : () -> tensor<96x1x1x576xf32>
    %252 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_17> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %253 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_19> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %254 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_20> : tensor<1x96x1x1xf32>}> : () -> tensor<1x96x1x1xf32>
    %255 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<576x1x1x96xf32>}> : () -> tensor<576x1x1x96xf32>
    %256 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_18> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %257 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_20> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %258 = "tosa.const"() <{values = dense_resource<torch_tensor_576_torch.float32_21> : tensor<1x576x1x1xf32>}> : () -> tensor<1x576x1x1xf32>
    %259 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x576x1024xf32>}> : () -> tensor<1x576x1024xf32>
    %260 = "tosa.const"() <{values = dense_resource<torch_tensor_1024_torch.float32> : tensor<1x1024xf32>}> : () -> tensor<1x1024xf32>
    %261 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %262 = "tosa.const"() <{values = dense<0.166666672> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %263 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x1024x1000xf32>}> : () -> tensor<1x1024x1000xf32>
    %264 = "tosa.const"() <{values = dense_resource<torch_tensor_1000_torch.float32> : tensor<1x1000xf32>}> : () -> tensor<1x1000xf32>
    %265 = tosa.transpose %arg0 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x3x64x64xf32>) -> tensor<1x64x64x3xf32>
    %266 = tosa.conv2d %265, %82, %53, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x64x64x3xf32>, tensor<16x3x3x3xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x32x32x16xf32>
    %267 = tosa.transpose %266 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x32x32x16xf32>) -> tensor<1x16x32x32xf32>
    %268 = tosa.add %83, %51 : (tensor<1xf32>, tensor<16xf32>) -> tensor<16xf32>
    %269 = tosa.pow %268, %84 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %270 = tosa.reciprocal %269 : (tensor<16xf32>) -> tensor<16xf32>
    %271 = tosa.sub %267, %85 : (tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %272 = tosa.reshape %270, %55 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %273 = tosa.mul %271, %272, %54 : (tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x32x32xf32>
    %274 = tosa.mul %273, %86, %54 : (tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x32x32xf32>
    %275 = tosa.add %274, %87 : (tensor<1x16x32x32xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x32x32xf32>
    %276 = tosa.add %275, %88 : (tensor<1x16x32x32xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x32x32xf32>
    %277 = tosa.clamp %276 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x32x32xf32>) -> tensor<1x16x32x32xf32>
    %278 = tosa.mul %275, %277, %54 : (tensor<1x16x32x32xf32>, tensor<1x16x32x32xf32>, tensor<1xi8>) -> tensor<1x16x32x32xf32>
    %279 = tosa.mul %278, %89, %54 : (tensor<1x16x32x32xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x32x32xf32>
    %280 = tosa.transpose %279 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x32x32xf32>) -> tensor<1x32x32x16xf32>
    %281 = tosa.depthwise_conv2d %280, %90, %53, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x32x32x16xf32>, tensor<3x3x16x1xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x16xf32>
    %282 = tosa.transpose %281 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %283 = tosa.add %83, %50 : (tensor<1xf32>, tensor<16xf32>) -> tensor<16xf32>
    %284 = tosa.pow %283, %84 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %285 = tosa.reciprocal %284 : (tensor<16xf32>) -> tensor<16xf32>
    %286 = tosa.sub %282, %91 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %287 = tosa.reshape %285, %55 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %288 = tosa.mul %286, %287, %54 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %289 = tosa.mul %288, %92, %54 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %290 = tosa.add %289, %93 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %291 = tosa.clamp %290 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %292 = tosa.reduce_sum %291 {axis = 3 : i32} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x1xf32>
    %293 = tosa.reduce_sum %292 {axis = 2 : i32} : (tensor<1x16x16x1xf32>) -> tensor<1x16x1x1xf32>
    %294 = tosa.mul %293, %94, %54 : (tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1x1xf32>
    %295 = tosa.reshape %294, %95 : (tensor<1x16x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x16xf32>
    %296 = tosa.conv2d %295, %96, %49, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x16xf32>, tensor<8x1x1x16xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x8xf32>
    %297 = tosa.reshape %296, %97 : (tensor<1x1x1x8xf32>, !tosa.shape<4>) -> tensor<1x8x1x1xf32>
    %298 = tosa.clamp %297 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x1x1xf32>) -> tensor<1x8x1x1xf32>
    %299 = tosa.reshape %298, %98 : (tensor<1x8x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x8xf32>
    %300 = tosa.conv2d %299, %99, %48, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x8xf32>, tensor<16x1x1x8xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x16xf32>
    %301 = tosa.reshape %300, %55 : (tensor<1x1x1x16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %302 = tosa.add %301, %88 : (tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x16x1x1xf32>
    %303 = tosa.clamp %302 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x16x1x1xf32>) -> tensor<1x16x1x1xf32>
    %304 = tosa.mul %303, %89, %54 : (tensor<1x16x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x16x1x1xf32>
    %305 = tosa.mul %304, %291, %54 : (tensor<1x16x1x1xf32>, tensor<1x16x16x16xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %306 = tosa.transpose %305 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %307 = tosa.conv2d %306, %100, %53, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x16xf32>, tensor<16x1x1x16xf32>, tensor<16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x16xf32>
    %308 = tosa.transpose %307 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %309 = tosa.add %83, %47 : (tensor<1xf32>, tensor<16xf32>) -> tensor<16xf32>
    %310 = tosa.pow %309, %84 : (tensor<16xf32>, tensor<1xf32>) -> tensor<16xf32>
    %311 = tosa.reciprocal %310 : (tensor<16xf32>) -> tensor<16xf32>
    %312 = tosa.sub %308, %101 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %313 = tosa.reshape %311, %55 : (tensor<16xf32>, !tosa.shape<4>) -> tensor<1x16x1x1xf32>
    %314 = tosa.mul %312, %313, %54 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %315 = tosa.mul %314, %102, %54 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>, tensor<1xi8>) -> tensor<1x16x16x16xf32>
    %316 = tosa.add %315, %103 : (tensor<1x16x16x16xf32>, tensor<1x16x1x1xf32>) -> tensor<1x16x16x16xf32>
    %317 = tosa.transpose %316 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x16x16x16xf32>) -> tensor<1x16x16x16xf32>
    %318 = tosa.conv2d %317, %104, %56, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x16x16x16xf32>, tensor<72x1x1x16xf32>, tensor<72xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x16x16x72xf32>
    %319 = tosa.transpose %318 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x16x16x72xf32>) -> tensor<1x72x16x16xf32>
    %320 = tosa.add %83, %46 : (tensor<1xf32>, tensor<72xf32>) -> tensor<72xf32>
    %321 = tosa.pow %320, %84 : (tensor<72xf32>, tensor<1xf32>) -> tensor<72xf32>
    %322 = tosa.reciprocal %321 : (tensor<72xf32>) -> tensor<72xf32>
    %323 = tosa.sub %319, %105 : (tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %324 = tosa.reshape %322, %57 : (tensor<72xf32>, !tosa.shape<4>) -> tensor<1x72x1x1xf32>
    %325 = tosa.mul %323, %324, %54 : (tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>, tensor<1xi8>) -> tensor<1x72x16x16xf32>
    %326 = tosa.mul %325, %106, %54 : (tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>, tensor<1xi8>) -> tensor<1x72x16x16xf32>
    %327 = tosa.add %326, %107 : (tensor<1x72x16x16xf32>, tensor<1x72x1x1xf32>) -> tensor<1x72x16x16xf32>
    %328 = tosa.clamp %327 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x72x16x16xf32>) -> tensor<1x72x16x16xf32>
    %329 = tosa.transpose %328 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x72x16x16xf32>) -> tensor<1x16x16x72xf32>
    %330 = tosa.depthwise_conv2d %329, %108, %56, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 0, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x16x16x72xf32>, tensor<3x3x72x1xf32>, tensor<72xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x72xf32>
    %331 = tosa.transpose %330 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x72xf32>) -> tensor<1x72x8x8xf32>
    %332 = tosa.add %83, %45 : (tensor<1xf32>, tensor<72xf32>) -> tensor<72xf32>
    %333 = tosa.pow %332, %84 : (tensor<72xf32>, tensor<1xf32>) -> tensor<72xf32>
    %334 = tosa.reciprocal %333 : (tensor<72xf32>) -> tensor<72xf32>
    %335 = tosa.sub %331, %109 : (tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %336 = tosa.reshape %334, %57 : (tensor<72xf32>, !tosa.shape<4>) -> tensor<1x72x1x1xf32>
    %337 = tosa.mul %335, %336, %54 : (tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>, tensor<1xi8>) -> tensor<1x72x8x8xf32>
    %338 = tosa.mul %337, %110, %54 : (tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>, tensor<1xi8>) -> tensor<1x72x8x8xf32>
    %339 = tosa.add %338, %111 : (tensor<1x72x8x8xf32>, tensor<1x72x1x1xf32>) -> tensor<1x72x8x8xf32>
    %340 = tosa.clamp %339 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x72x8x8xf32>) -> tensor<1x72x8x8xf32>
    %341 = tosa.transpose %340 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x72x8x8xf32>) -> tensor<1x8x8x72xf32>
    %342 = tosa.conv2d %341, %112, %58, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x72xf32>, tensor<24x1x1x72xf32>, tensor<24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x24xf32>
    %343 = tosa.transpose %342 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x24xf32>) -> tensor<1x24x8x8xf32>
    %344 = tosa.add %83, %44 : (tensor<1xf32>, tensor<24xf32>) -> tensor<24xf32>
    %345 = tosa.pow %344, %84 : (tensor<24xf32>, tensor<1xf32>) -> tensor<24xf32>
    %346 = tosa.reciprocal %345 : (tensor<24xf32>) -> tensor<24xf32>
    %347 = tosa.sub %343, %113 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %348 = tosa.reshape %346, %59 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x24x1x1xf32>
    %349 = tosa.mul %347, %348, %54 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<1xi8>) -> tensor<1x24x8x8xf32>
    %350 = tosa.mul %349, %114, %54 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<1xi8>) -> tensor<1x24x8x8xf32>
    %351 = tosa.add %350, %115 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %352 = tosa.transpose %351 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x24x8x8xf32>) -> tensor<1x8x8x24xf32>
    %353 = tosa.conv2d %352, %116, %60, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x24xf32>, tensor<88x1x1x24xf32>, tensor<88xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x88xf32>
    %354 = tosa.transpose %353 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x88xf32>) -> tensor<1x88x8x8xf32>
    %355 = tosa.add %83, %43 : (tensor<1xf32>, tensor<88xf32>) -> tensor<88xf32>
    %356 = tosa.pow %355, %84 : (tensor<88xf32>, tensor<1xf32>) -> tensor<88xf32>
    %357 = tosa.reciprocal %356 : (tensor<88xf32>) -> tensor<88xf32>
    %358 = tosa.sub %354, %117 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %359 = tosa.reshape %357, %61 : (tensor<88xf32>, !tosa.shape<4>) -> tensor<1x88x1x1xf32>
    %360 = tosa.mul %358, %359, %54 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>, tensor<1xi8>) -> tensor<1x88x8x8xf32>
    %361 = tosa.mul %360, %118, %54 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>, tensor<1xi8>) -> tensor<1x88x8x8xf32>
    %362 = tosa.add %361, %119 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %363 = tosa.clamp %362 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %364 = tosa.transpose %363 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x88x8x8xf32>) -> tensor<1x8x8x88xf32>
    %365 = tosa.depthwise_conv2d %364, %120, %60, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x8x8x88xf32>, tensor<3x3x88x1xf32>, tensor<88xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x88xf32>
    %366 = tosa.transpose %365 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x88xf32>) -> tensor<1x88x8x8xf32>
    %367 = tosa.add %83, %42 : (tensor<1xf32>, tensor<88xf32>) -> tensor<88xf32>
    %368 = tosa.pow %367, %84 : (tensor<88xf32>, tensor<1xf32>) -> tensor<88xf32>
    %369 = tosa.reciprocal %368 : (tensor<88xf32>) -> tensor<88xf32>
    %370 = tosa.sub %366, %121 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %371 = tosa.reshape %369, %61 : (tensor<88xf32>, !tosa.shape<4>) -> tensor<1x88x1x1xf32>
    %372 = tosa.mul %370, %371, %54 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>, tensor<1xi8>) -> tensor<1x88x8x8xf32>
    %373 = tosa.mul %372, %122, %54 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>, tensor<1xi8>) -> tensor<1x88x8x8xf32>
    %374 = tosa.add %373, %123 : (tensor<1x88x8x8xf32>, tensor<1x88x1x1xf32>) -> tensor<1x88x8x8xf32>
    %375 = tosa.clamp %374 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x88x8x8xf32>) -> tensor<1x88x8x8xf32>
    %376 = tosa.transpose %375 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x88x8x8xf32>) -> tensor<1x8x8x88xf32>
    %377 = tosa.conv2d %376, %124, %58, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x88xf32>, tensor<24x1x1x88xf32>, tensor<24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x24xf32>
    %378 = tosa.transpose %377 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x24xf32>) -> tensor<1x24x8x8xf32>
    %379 = tosa.add %83, %41 : (tensor<1xf32>, tensor<24xf32>) -> tensor<24xf32>
    %380 = tosa.pow %379, %84 : (tensor<24xf32>, tensor<1xf32>) -> tensor<24xf32>
    %381 = tosa.reciprocal %380 : (tensor<24xf32>) -> tensor<24xf32>
    %382 = tosa.sub %378, %125 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %383 = tosa.reshape %381, %59 : (tensor<24xf32>, !tosa.shape<4>) -> tensor<1x24x1x1xf32>
    %384 = tosa.mul %382, %383, %54 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<1xi8>) -> tensor<1x24x8x8xf32>
    %385 = tosa.mul %384, %126, %54 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>, tensor<1xi8>) -> tensor<1x24x8x8xf32>
    %386 = tosa.add %385, %127 : (tensor<1x24x8x8xf32>, tensor<1x24x1x1xf32>) -> tensor<1x24x8x8xf32>
    %387 = tosa.add %386, %351 : (tensor<1x24x8x8xf32>, tensor<1x24x8x8xf32>) -> tensor<1x24x8x8xf32>
    %388 = tosa.transpose %387 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x24x8x8xf32>) -> tensor<1x8x8x24xf32>
    %389 = tosa.conv2d %388, %128, %62, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x8x8x24xf32>, tensor<96x1x1x24xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x96xf32>
    %390 = tosa.transpose %389 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x8x8x96xf32>) -> tensor<1x96x8x8xf32>
    %391 = tosa.add %83, %40 : (tensor<1xf32>, tensor<96xf32>) -> tensor<96xf32>
    %392 = tosa.pow %391, %84 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %393 = tosa.reciprocal %392 : (tensor<96xf32>) -> tensor<96xf32>
    %394 = tosa.sub %390, %129 : (tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %395 = tosa.reshape %393, %63 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %396 = tosa.mul %394, %395, %54 : (tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x8x8xf32>
    %397 = tosa.mul %396, %130, %54 : (tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x8x8xf32>
    %398 = tosa.add %397, %131 : (tensor<1x96x8x8xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x8x8xf32>
    %399 = tosa.add %398, %88 : (tensor<1x96x8x8xf32>, tensor<1x1x1x1xf32>) -> tensor<1x96x8x8xf32>
    %400 = tosa.clamp %399 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x96x8x8xf32>) -> tensor<1x96x8x8xf32>
    %401 = tosa.mul %398, %400, %54 : (tensor<1x96x8x8xf32>, tensor<1x96x8x8xf32>, tensor<1xi8>) -> tensor<1x96x8x8xf32>
    %402 = tosa.mul %401, %89, %54 : (tensor<1x96x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x96x8x8xf32>
    %403 = tosa.transpose %402 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x96x8x8xf32>) -> tensor<1x8x8x96xf32>
    %404 = tosa.depthwise_conv2d %403, %132, %62, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 1, 2, 1>, stride = array<i64: 2, 2>} : (tensor<1x8x8x96xf32>, tensor<5x5x96x1xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x96xf32>
    %405 = tosa.transpose %404 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x96xf32>) -> tensor<1x96x4x4xf32>
    %406 = tosa.add %83, %39 : (tensor<1xf32>, tensor<96xf32>) -> tensor<96xf32>
    %407 = tosa.pow %406, %84 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %408 = tosa.reciprocal %407 : (tensor<96xf32>) -> tensor<96xf32>
    %409 = tosa.sub %405, %133 : (tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %410 = tosa.reshape %408, %63 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %411 = tosa.mul %409, %410, %54 : (tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x4x4xf32>
    %412 = tosa.mul %411, %134, %54 : (tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x4x4xf32>
    %413 = tosa.add %412, %135 : (tensor<1x96x4x4xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x4x4xf32>
    %414 = tosa.add %413, %88 : (tensor<1x96x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x96x4x4xf32>
    %415 = tosa.clamp %414 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x96x4x4xf32>) -> tensor<1x96x4x4xf32>
    %416 = tosa.mul %413, %415, %54 : (tensor<1x96x4x4xf32>, tensor<1x96x4x4xf32>, tensor<1xi8>) -> tensor<1x96x4x4xf32>
    %417 = tosa.mul %416, %89, %54 : (tensor<1x96x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x96x4x4xf32>
    %418 = tosa.reduce_sum %417 {axis = 3 : i32} : (tensor<1x96x4x4xf32>) -> tensor<1x96x4x1xf32>
    %419 = tosa.reduce_sum %418 {axis = 2 : i32} : (tensor<1x96x4x1xf32>) -> tensor<1x96x1x1xf32>
    %420 = tosa.mul %419, %136, %54 : (tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x96x1x1xf32>
    %421 = tosa.reshape %420, %137 : (tensor<1x96x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x96xf32>
    %422 = tosa.conv2d %421, %138, %38, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x96xf32>, tensor<24x1x1x96xf32>, tensor<24xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x24xf32>
    %423 = tosa.reshape %422, %59 : (tensor<1x1x1x24xf32>, !tosa.shape<4>) -> tensor<1x24x1x1xf32>
    %424 = tosa.clamp %423 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x24x1x1xf32>) -> tensor<1x24x1x1xf32>
    %425 = tosa.reshape %424, %139 : (tensor<1x24x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x24xf32>
    %426 = tosa.conv2d %425, %140, %37, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x24xf32>, tensor<96x1x1x24xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x96xf32>
    %427 = tosa.reshape %426, %63 : (tensor<1x1x1x96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %428 = tosa.add %427, %88 : (tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x96x1x1xf32>
    %429 = tosa.clamp %428 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x96x1x1xf32>) -> tensor<1x96x1x1xf32>
    %430 = tosa.mul %429, %89, %54 : (tensor<1x96x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x96x1x1xf32>
    %431 = tosa.mul %430, %417, %54 : (tensor<1x96x1x1xf32>, tensor<1x96x4x4xf32>, tensor<1xi8>) -> tensor<1x96x4x4xf32>
    %432 = tosa.transpose %431 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x96x4x4xf32>) -> tensor<1x4x4x96xf32>
    %433 = tosa.conv2d %432, %141, %64, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x96xf32>, tensor<40x1x1x96xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x40xf32>
    %434 = tosa.transpose %433 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x40xf32>) -> tensor<1x40x4x4xf32>
    %435 = tosa.add %83, %36 : (tensor<1xf32>, tensor<40xf32>) -> tensor<40xf32>
    %436 = tosa.pow %435, %84 : (tensor<40xf32>, tensor<1xf32>) -> tensor<40xf32>
    %437 = tosa.reciprocal %436 : (tensor<40xf32>) -> tensor<40xf32>
    %438 = tosa.sub %434, %142 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %439 = tosa.reshape %437, %65 : (tensor<40xf32>, !tosa.shape<4>) -> tensor<1x40x1x1xf32>
    %440 = tosa.mul %438, %439, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %441 = tosa.mul %440, %143, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %442 = tosa.add %441, %144 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %443 = tosa.transpose %442 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x40x4x4xf32>) -> tensor<1x4x4x40xf32>
    %444 = tosa.conv2d %443, %145, %66, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x40xf32>, tensor<240x1x1x40xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x240xf32>
    %445 = tosa.transpose %444 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x240xf32>) -> tensor<1x240x4x4xf32>
    %446 = tosa.add %83, %35 : (tensor<1xf32>, tensor<240xf32>) -> tensor<240xf32>
    %447 = tosa.pow %446, %84 : (tensor<240xf32>, tensor<1xf32>) -> tensor<240xf32>
    %448 = tosa.reciprocal %447 : (tensor<240xf32>) -> tensor<240xf32>
    %449 = tosa.sub %445, %146 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %450 = tosa.reshape %448, %67 : (tensor<240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %451 = tosa.mul %449, %450, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %452 = tosa.mul %451, %147, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %453 = tosa.add %452, %148 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %454 = tosa.add %453, %88 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x4x4xf32>
    %455 = tosa.clamp %454 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %456 = tosa.mul %453, %455, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %457 = tosa.mul %456, %89, %54 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %458 = tosa.transpose %457 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x240x4x4xf32>) -> tensor<1x4x4x240xf32>
    %459 = tosa.depthwise_conv2d %458, %149, %66, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x240xf32>, tensor<5x5x240x1xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x240xf32>
    %460 = tosa.transpose %459 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x240xf32>) -> tensor<1x240x4x4xf32>
    %461 = tosa.add %83, %34 : (tensor<1xf32>, tensor<240xf32>) -> tensor<240xf32>
    %462 = tosa.pow %461, %84 : (tensor<240xf32>, tensor<1xf32>) -> tensor<240xf32>
    %463 = tosa.reciprocal %462 : (tensor<240xf32>) -> tensor<240xf32>
    %464 = tosa.sub %460, %150 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %465 = tosa.reshape %463, %67 : (tensor<240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %466 = tosa.mul %464, %465, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %467 = tosa.mul %466, %151, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %468 = tosa.add %467, %152 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %469 = tosa.add %468, %88 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x4x4xf32>
    %470 = tosa.clamp %469 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %471 = tosa.mul %468, %470, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %472 = tosa.mul %471, %89, %54 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %473 = tosa.reduce_sum %472 {axis = 3 : i32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x1xf32>
    %474 = tosa.reduce_sum %473 {axis = 2 : i32} : (tensor<1x240x4x1xf32>) -> tensor<1x240x1x1xf32>
    %475 = tosa.mul %474, %136, %54 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x1x1xf32>
    %476 = tosa.reshape %475, %153 : (tensor<1x240x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x240xf32>
    %477 = tosa.conv2d %476, %154, %33, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x240xf32>, tensor<64x1x1x240xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x64xf32>
    %478 = tosa.reshape %477, %155 : (tensor<1x1x1x64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %479 = tosa.clamp %478 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %480 = tosa.reshape %479, %156 : (tensor<1x64x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %481 = tosa.conv2d %480, %157, %32, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x64xf32>, tensor<240x1x1x64xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x240xf32>
    %482 = tosa.reshape %481, %67 : (tensor<1x1x1x240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %483 = tosa.add %482, %88 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x1x1xf32>
    %484 = tosa.clamp %483 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %485 = tosa.mul %484, %89, %54 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x1x1xf32>
    %486 = tosa.mul %485, %472, %54 : (tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %487 = tosa.transpose %486 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x240x4x4xf32>) -> tensor<1x4x4x240xf32>
    %488 = tosa.conv2d %487, %158, %64, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x240xf32>, tensor<40x1x1x240xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x40xf32>
    %489 = tosa.transpose %488 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x40xf32>) -> tensor<1x40x4x4xf32>
    %490 = tosa.add %83, %31 : (tensor<1xf32>, tensor<40xf32>) -> tensor<40xf32>
    %491 = tosa.pow %490, %84 : (tensor<40xf32>, tensor<1xf32>) -> tensor<40xf32>
    %492 = tosa.reciprocal %491 : (tensor<40xf32>) -> tensor<40xf32>
    %493 = tosa.sub %489, %159 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %494 = tosa.reshape %492, %65 : (tensor<40xf32>, !tosa.shape<4>) -> tensor<1x40x1x1xf32>
    %495 = tosa.mul %493, %494, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %496 = tosa.mul %495, %160, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %497 = tosa.add %496, %161 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %498 = tosa.add %497, %442 : (tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %499 = tosa.transpose %498 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x40x4x4xf32>) -> tensor<1x4x4x40xf32>
    %500 = tosa.conv2d %499, %162, %66, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x40xf32>, tensor<240x1x1x40xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x240xf32>
    %501 = tosa.transpose %500 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x240xf32>) -> tensor<1x240x4x4xf32>
    %502 = tosa.add %83, %30 : (tensor<1xf32>, tensor<240xf32>) -> tensor<240xf32>
    %503 = tosa.pow %502, %84 : (tensor<240xf32>, tensor<1xf32>) -> tensor<240xf32>
    %504 = tosa.reciprocal %503 : (tensor<240xf32>) -> tensor<240xf32>
    %505 = tosa.sub %501, %163 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %506 = tosa.reshape %504, %67 : (tensor<240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %507 = tosa.mul %505, %506, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %508 = tosa.mul %507, %164, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %509 = tosa.add %508, %165 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %510 = tosa.add %509, %88 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x4x4xf32>
    %511 = tosa.clamp %510 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %512 = tosa.mul %509, %511, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %513 = tosa.mul %512, %89, %54 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %514 = tosa.transpose %513 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x240x4x4xf32>) -> tensor<1x4x4x240xf32>
    %515 = tosa.depthwise_conv2d %514, %166, %66, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x240xf32>, tensor<5x5x240x1xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x240xf32>
    %516 = tosa.transpose %515 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x240xf32>) -> tensor<1x240x4x4xf32>
    %517 = tosa.add %83, %29 : (tensor<1xf32>, tensor<240xf32>) -> tensor<240xf32>
    %518 = tosa.pow %517, %84 : (tensor<240xf32>, tensor<1xf32>) -> tensor<240xf32>
    %519 = tosa.reciprocal %518 : (tensor<240xf32>) -> tensor<240xf32>
    %520 = tosa.sub %516, %167 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %521 = tosa.reshape %519, %67 : (tensor<240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %522 = tosa.mul %520, %521, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %523 = tosa.mul %522, %168, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %524 = tosa.add %523, %169 : (tensor<1x240x4x4xf32>, tensor<1x240x1x1xf32>) -> tensor<1x240x4x4xf32>
    %525 = tosa.add %524, %88 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x4x4xf32>
    %526 = tosa.clamp %525 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x4xf32>
    %527 = tosa.mul %524, %526, %54 : (tensor<1x240x4x4xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %528 = tosa.mul %527, %89, %54 : (tensor<1x240x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %529 = tosa.reduce_sum %528 {axis = 3 : i32} : (tensor<1x240x4x4xf32>) -> tensor<1x240x4x1xf32>
    %530 = tosa.reduce_sum %529 {axis = 2 : i32} : (tensor<1x240x4x1xf32>) -> tensor<1x240x1x1xf32>
    %531 = tosa.mul %530, %136, %54 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x1x1xf32>
    %532 = tosa.reshape %531, %153 : (tensor<1x240x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x240xf32>
    %533 = tosa.conv2d %532, %170, %28, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x240xf32>, tensor<64x1x1x240xf32>, tensor<64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x64xf32>
    %534 = tosa.reshape %533, %155 : (tensor<1x1x1x64xf32>, !tosa.shape<4>) -> tensor<1x64x1x1xf32>
    %535 = tosa.clamp %534 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x64x1x1xf32>) -> tensor<1x64x1x1xf32>
    %536 = tosa.reshape %535, %156 : (tensor<1x64x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x64xf32>
    %537 = tosa.conv2d %536, %171, %27, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x64xf32>, tensor<240x1x1x64xf32>, tensor<240xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x240xf32>
    %538 = tosa.reshape %537, %67 : (tensor<1x1x1x240xf32>, !tosa.shape<4>) -> tensor<1x240x1x1xf32>
    %539 = tosa.add %538, %88 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x240x1x1xf32>
    %540 = tosa.clamp %539 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x240x1x1xf32>) -> tensor<1x240x1x1xf32>
    %541 = tosa.mul %540, %89, %54 : (tensor<1x240x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x240x1x1xf32>
    %542 = tosa.mul %541, %528, %54 : (tensor<1x240x1x1xf32>, tensor<1x240x4x4xf32>, tensor<1xi8>) -> tensor<1x240x4x4xf32>
    %543 = tosa.transpose %542 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x240x4x4xf32>) -> tensor<1x4x4x240xf32>
    %544 = tosa.conv2d %543, %172, %64, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x240xf32>, tensor<40x1x1x240xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x40xf32>
    %545 = tosa.transpose %544 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x40xf32>) -> tensor<1x40x4x4xf32>
    %546 = tosa.add %83, %26 : (tensor<1xf32>, tensor<40xf32>) -> tensor<40xf32>
    %547 = tosa.pow %546, %84 : (tensor<40xf32>, tensor<1xf32>) -> tensor<40xf32>
    %548 = tosa.reciprocal %547 : (tensor<40xf32>) -> tensor<40xf32>
    %549 = tosa.sub %545, %173 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %550 = tosa.reshape %548, %65 : (tensor<40xf32>, !tosa.shape<4>) -> tensor<1x40x1x1xf32>
    %551 = tosa.mul %549, %550, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %552 = tosa.mul %551, %174, %54 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>, tensor<1xi8>) -> tensor<1x40x4x4xf32>
    %553 = tosa.add %552, %175 : (tensor<1x40x4x4xf32>, tensor<1x40x1x1xf32>) -> tensor<1x40x4x4xf32>
    %554 = tosa.add %553, %498 : (tensor<1x40x4x4xf32>, tensor<1x40x4x4xf32>) -> tensor<1x40x4x4xf32>
    %555 = tosa.transpose %554 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x40x4x4xf32>) -> tensor<1x4x4x40xf32>
    %556 = tosa.conv2d %555, %176, %68, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x40xf32>, tensor<120x1x1x40xf32>, tensor<120xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x120xf32>
    %557 = tosa.transpose %556 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x120xf32>) -> tensor<1x120x4x4xf32>
    %558 = tosa.add %83, %25 : (tensor<1xf32>, tensor<120xf32>) -> tensor<120xf32>
    %559 = tosa.pow %558, %84 : (tensor<120xf32>, tensor<1xf32>) -> tensor<120xf32>
    %560 = tosa.reciprocal %559 : (tensor<120xf32>) -> tensor<120xf32>
    %561 = tosa.sub %557, %177 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %562 = tosa.reshape %560, %69 : (tensor<120xf32>, !tosa.shape<4>) -> tensor<1x120x1x1xf32>
    %563 = tosa.mul %561, %562, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %564 = tosa.mul %563, %178, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %565 = tosa.add %564, %179 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %566 = tosa.add %565, %88 : (tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x120x4x4xf32>
    %567 = tosa.clamp %566 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %568 = tosa.mul %565, %567, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %569 = tosa.mul %568, %89, %54 : (tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %570 = tosa.transpose %569 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x120x4x4xf32>) -> tensor<1x4x4x120xf32>
    %571 = tosa.depthwise_conv2d %570, %180, %68, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x120xf32>, tensor<5x5x120x1xf32>, tensor<120xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x120xf32>
    %572 = tosa.transpose %571 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x120xf32>) -> tensor<1x120x4x4xf32>
    %573 = tosa.add %83, %24 : (tensor<1xf32>, tensor<120xf32>) -> tensor<120xf32>
    %574 = tosa.pow %573, %84 : (tensor<120xf32>, tensor<1xf32>) -> tensor<120xf32>
    %575 = tosa.reciprocal %574 : (tensor<120xf32>) -> tensor<120xf32>
    %576 = tosa.sub %572, %181 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %577 = tosa.reshape %575, %69 : (tensor<120xf32>, !tosa.shape<4>) -> tensor<1x120x1x1xf32>
    %578 = tosa.mul %576, %577, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %579 = tosa.mul %578, %182, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %580 = tosa.add %579, %183 : (tensor<1x120x4x4xf32>, tensor<1x120x1x1xf32>) -> tensor<1x120x4x4xf32>
    %581 = tosa.add %580, %88 : (tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x120x4x4xf32>
    %582 = tosa.clamp %581 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x120x4x4xf32>) -> tensor<1x120x4x4xf32>
    %583 = tosa.mul %580, %582, %54 : (tensor<1x120x4x4xf32>, tensor<1x120x4x4xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %584 = tosa.mul %583, %89, %54 : (tensor<1x120x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %585 = tosa.reduce_sum %584 {axis = 3 : i32} : (tensor<1x120x4x4xf32>) -> tensor<1x120x4x1xf32>
    %586 = tosa.reduce_sum %585 {axis = 2 : i32} : (tensor<1x120x4x1xf32>) -> tensor<1x120x1x1xf32>
    %587 = tosa.mul %586, %136, %54 : (tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x120x1x1xf32>
    %588 = tosa.reshape %587, %184 : (tensor<1x120x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x120xf32>
    %589 = tosa.conv2d %588, %185, %23, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x120xf32>, tensor<32x1x1x120xf32>, tensor<32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x32xf32>
    %590 = tosa.reshape %589, %186 : (tensor<1x1x1x32xf32>, !tosa.shape<4>) -> tensor<1x32x1x1xf32>
    %591 = tosa.clamp %590 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x32x1x1xf32>) -> tensor<1x32x1x1xf32>
    %592 = tosa.reshape %591, %187 : (tensor<1x32x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x32xf32>
    %593 = tosa.conv2d %592, %188, %22, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x32xf32>, tensor<120x1x1x32xf32>, tensor<120xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x120xf32>
    %594 = tosa.reshape %593, %69 : (tensor<1x1x1x120xf32>, !tosa.shape<4>) -> tensor<1x120x1x1xf32>
    %595 = tosa.add %594, %88 : (tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x120x1x1xf32>
    %596 = tosa.clamp %595 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x120x1x1xf32>) -> tensor<1x120x1x1xf32>
    %597 = tosa.mul %596, %89, %54 : (tensor<1x120x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x120x1x1xf32>
    %598 = tosa.mul %597, %584, %54 : (tensor<1x120x1x1xf32>, tensor<1x120x4x4xf32>, tensor<1xi8>) -> tensor<1x120x4x4xf32>
    %599 = tosa.transpose %598 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x120x4x4xf32>) -> tensor<1x4x4x120xf32>
    %600 = tosa.conv2d %599, %189, %70, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x120xf32>, tensor<48x1x1x120xf32>, tensor<48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x48xf32>
    %601 = tosa.transpose %600 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x48xf32>) -> tensor<1x48x4x4xf32>
    %602 = tosa.add %83, %21 : (tensor<1xf32>, tensor<48xf32>) -> tensor<48xf32>
    %603 = tosa.pow %602, %84 : (tensor<48xf32>, tensor<1xf32>) -> tensor<48xf32>
    %604 = tosa.reciprocal %603 : (tensor<48xf32>) -> tensor<48xf32>
    %605 = tosa.sub %601, %190 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %606 = tosa.reshape %604, %71 : (tensor<48xf32>, !tosa.shape<4>) -> tensor<1x48x1x1xf32>
    %607 = tosa.mul %605, %606, %54 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<1xi8>) -> tensor<1x48x4x4xf32>
    %608 = tosa.mul %607, %191, %54 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<1xi8>) -> tensor<1x48x4x4xf32>
    %609 = tosa.add %608, %192 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %610 = tosa.transpose %609 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x48x4x4xf32>) -> tensor<1x4x4x48xf32>
    %611 = tosa.conv2d %610, %193, %72, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x48xf32>, tensor<144x1x1x48xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x144xf32>
    %612 = tosa.transpose %611 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x144xf32>) -> tensor<1x144x4x4xf32>
    %613 = tosa.add %83, %20 : (tensor<1xf32>, tensor<144xf32>) -> tensor<144xf32>
    %614 = tosa.pow %613, %84 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %615 = tosa.reciprocal %614 : (tensor<144xf32>) -> tensor<144xf32>
    %616 = tosa.sub %612, %194 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %617 = tosa.reshape %615, %73 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x144x1x1xf32>
    %618 = tosa.mul %616, %617, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %619 = tosa.mul %618, %195, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %620 = tosa.add %619, %196 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %621 = tosa.add %620, %88 : (tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x144x4x4xf32>
    %622 = tosa.clamp %621 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %623 = tosa.mul %620, %622, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %624 = tosa.mul %623, %89, %54 : (tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %625 = tosa.transpose %624 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x144x4x4xf32>) -> tensor<1x4x4x144xf32>
    %626 = tosa.depthwise_conv2d %625, %197, %72, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x4x4x144xf32>, tensor<5x5x144x1xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x144xf32>
    %627 = tosa.transpose %626 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x144xf32>) -> tensor<1x144x4x4xf32>
    %628 = tosa.add %83, %19 : (tensor<1xf32>, tensor<144xf32>) -> tensor<144xf32>
    %629 = tosa.pow %628, %84 : (tensor<144xf32>, tensor<1xf32>) -> tensor<144xf32>
    %630 = tosa.reciprocal %629 : (tensor<144xf32>) -> tensor<144xf32>
    %631 = tosa.sub %627, %198 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %632 = tosa.reshape %630, %73 : (tensor<144xf32>, !tosa.shape<4>) -> tensor<1x144x1x1xf32>
    %633 = tosa.mul %631, %632, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %634 = tosa.mul %633, %199, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %635 = tosa.add %634, %200 : (tensor<1x144x4x4xf32>, tensor<1x144x1x1xf32>) -> tensor<1x144x4x4xf32>
    %636 = tosa.add %635, %88 : (tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x144x4x4xf32>
    %637 = tosa.clamp %636 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x144x4x4xf32>) -> tensor<1x144x4x4xf32>
    %638 = tosa.mul %635, %637, %54 : (tensor<1x144x4x4xf32>, tensor<1x144x4x4xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %639 = tosa.mul %638, %89, %54 : (tensor<1x144x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %640 = tosa.reduce_sum %639 {axis = 3 : i32} : (tensor<1x144x4x4xf32>) -> tensor<1x144x4x1xf32>
    %641 = tosa.reduce_sum %640 {axis = 2 : i32} : (tensor<1x144x4x1xf32>) -> tensor<1x144x1x1xf32>
    %642 = tosa.mul %641, %136, %54 : (tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x144x1x1xf32>
    %643 = tosa.reshape %642, %201 : (tensor<1x144x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %644 = tosa.conv2d %643, %202, %18, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x144xf32>, tensor<40x1x1x144xf32>, tensor<40xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x40xf32>
    %645 = tosa.reshape %644, %65 : (tensor<1x1x1x40xf32>, !tosa.shape<4>) -> tensor<1x40x1x1xf32>
    %646 = tosa.clamp %645 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x40x1x1xf32>) -> tensor<1x40x1x1xf32>
    %647 = tosa.reshape %646, %203 : (tensor<1x40x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x40xf32>
    %648 = tosa.conv2d %647, %204, %17, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x40xf32>, tensor<144x1x1x40xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x144xf32>
    %649 = tosa.reshape %648, %73 : (tensor<1x1x1x144xf32>, !tosa.shape<4>) -> tensor<1x144x1x1xf32>
    %650 = tosa.add %649, %88 : (tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x144x1x1xf32>
    %651 = tosa.clamp %650 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %652 = tosa.mul %651, %89, %54 : (tensor<1x144x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x144x1x1xf32>
    %653 = tosa.mul %652, %639, %54 : (tensor<1x144x1x1xf32>, tensor<1x144x4x4xf32>, tensor<1xi8>) -> tensor<1x144x4x4xf32>
    %654 = tosa.transpose %653 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x144x4x4xf32>) -> tensor<1x4x4x144xf32>
    %655 = tosa.conv2d %654, %205, %70, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x144xf32>, tensor<48x1x1x144xf32>, tensor<48xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x48xf32>
    %656 = tosa.transpose %655 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x48xf32>) -> tensor<1x48x4x4xf32>
    %657 = tosa.add %83, %16 : (tensor<1xf32>, tensor<48xf32>) -> tensor<48xf32>
    %658 = tosa.pow %657, %84 : (tensor<48xf32>, tensor<1xf32>) -> tensor<48xf32>
    %659 = tosa.reciprocal %658 : (tensor<48xf32>) -> tensor<48xf32>
    %660 = tosa.sub %656, %206 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %661 = tosa.reshape %659, %71 : (tensor<48xf32>, !tosa.shape<4>) -> tensor<1x48x1x1xf32>
    %662 = tosa.mul %660, %661, %54 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<1xi8>) -> tensor<1x48x4x4xf32>
    %663 = tosa.mul %662, %207, %54 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>, tensor<1xi8>) -> tensor<1x48x4x4xf32>
    %664 = tosa.add %663, %208 : (tensor<1x48x4x4xf32>, tensor<1x48x1x1xf32>) -> tensor<1x48x4x4xf32>
    %665 = tosa.add %664, %609 : (tensor<1x48x4x4xf32>, tensor<1x48x4x4xf32>) -> tensor<1x48x4x4xf32>
    %666 = tosa.transpose %665 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x48x4x4xf32>) -> tensor<1x4x4x48xf32>
    %667 = tosa.conv2d %666, %209, %74, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x48xf32>, tensor<288x1x1x48xf32>, tensor<288xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x288xf32>
    %668 = tosa.transpose %667 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x4x4x288xf32>) -> tensor<1x288x4x4xf32>
    %669 = tosa.add %83, %15 : (tensor<1xf32>, tensor<288xf32>) -> tensor<288xf32>
    %670 = tosa.pow %669, %84 : (tensor<288xf32>, tensor<1xf32>) -> tensor<288xf32>
    %671 = tosa.reciprocal %670 : (tensor<288xf32>) -> tensor<288xf32>
    %672 = tosa.sub %668, %210 : (tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %673 = tosa.reshape %671, %75 : (tensor<288xf32>, !tosa.shape<4>) -> tensor<1x288x1x1xf32>
    %674 = tosa.mul %672, %673, %54 : (tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>, tensor<1xi8>) -> tensor<1x288x4x4xf32>
    %675 = tosa.mul %674, %211, %54 : (tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>, tensor<1xi8>) -> tensor<1x288x4x4xf32>
    %676 = tosa.add %675, %212 : (tensor<1x288x4x4xf32>, tensor<1x288x1x1xf32>) -> tensor<1x288x4x4xf32>
    %677 = tosa.add %676, %88 : (tensor<1x288x4x4xf32>, tensor<1x1x1x1xf32>) -> tensor<1x288x4x4xf32>
    %678 = tosa.clamp %677 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x288x4x4xf32>) -> tensor<1x288x4x4xf32>
    %679 = tosa.mul %676, %678, %54 : (tensor<1x288x4x4xf32>, tensor<1x288x4x4xf32>, tensor<1xi8>) -> tensor<1x288x4x4xf32>
    %680 = tosa.mul %679, %89, %54 : (tensor<1x288x4x4xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x288x4x4xf32>
    %681 = tosa.transpose %680 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x288x4x4xf32>) -> tensor<1x4x4x288xf32>
    %682 = tosa.depthwise_conv2d %681, %213, %74, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 1, 2, 1>, stride = array<i64: 2, 2>} : (tensor<1x4x4x288xf32>, tensor<5x5x288x1xf32>, tensor<288xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x288xf32>
    %683 = tosa.transpose %682 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x288xf32>) -> tensor<1x288x2x2xf32>
    %684 = tosa.add %83, %14 : (tensor<1xf32>, tensor<288xf32>) -> tensor<288xf32>
    %685 = tosa.pow %684, %84 : (tensor<288xf32>, tensor<1xf32>) -> tensor<288xf32>
    %686 = tosa.reciprocal %685 : (tensor<288xf32>) -> tensor<288xf32>
    %687 = tosa.sub %683, %214 : (tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %688 = tosa.reshape %686, %75 : (tensor<288xf32>, !tosa.shape<4>) -> tensor<1x288x1x1xf32>
    %689 = tosa.mul %687, %688, %54 : (tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>, tensor<1xi8>) -> tensor<1x288x2x2xf32>
    %690 = tosa.mul %689, %215, %54 : (tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>, tensor<1xi8>) -> tensor<1x288x2x2xf32>
    %691 = tosa.add %690, %216 : (tensor<1x288x2x2xf32>, tensor<1x288x1x1xf32>) -> tensor<1x288x2x2xf32>
    %692 = tosa.add %691, %88 : (tensor<1x288x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x288x2x2xf32>
    %693 = tosa.clamp %692 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x288x2x2xf32>) -> tensor<1x288x2x2xf32>
    %694 = tosa.mul %691, %693, %54 : (tensor<1x288x2x2xf32>, tensor<1x288x2x2xf32>, tensor<1xi8>) -> tensor<1x288x2x2xf32>
    %695 = tosa.mul %694, %89, %54 : (tensor<1x288x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x288x2x2xf32>
    %696 = tosa.reduce_sum %695 {axis = 3 : i32} : (tensor<1x288x2x2xf32>) -> tensor<1x288x2x1xf32>
    %697 = tosa.reduce_sum %696 {axis = 2 : i32} : (tensor<1x288x2x1xf32>) -> tensor<1x288x1x1xf32>
    %698 = tosa.mul %697, %217, %54 : (tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x288x1x1xf32>
    %699 = tosa.reshape %698, %218 : (tensor<1x288x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x288xf32>
    %700 = tosa.conv2d %699, %219, %13, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x288xf32>, tensor<72x1x1x288xf32>, tensor<72xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x72xf32>
    %701 = tosa.reshape %700, %57 : (tensor<1x1x1x72xf32>, !tosa.shape<4>) -> tensor<1x72x1x1xf32>
    %702 = tosa.clamp %701 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x72x1x1xf32>) -> tensor<1x72x1x1xf32>
    %703 = tosa.reshape %702, %220 : (tensor<1x72x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x72xf32>
    %704 = tosa.conv2d %703, %221, %12, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x72xf32>, tensor<288x1x1x72xf32>, tensor<288xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x288xf32>
    %705 = tosa.reshape %704, %75 : (tensor<1x1x1x288xf32>, !tosa.shape<4>) -> tensor<1x288x1x1xf32>
    %706 = tosa.add %705, %88 : (tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x288x1x1xf32>
    %707 = tosa.clamp %706 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x288x1x1xf32>) -> tensor<1x288x1x1xf32>
    %708 = tosa.mul %707, %89, %54 : (tensor<1x288x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x288x1x1xf32>
    %709 = tosa.mul %708, %695, %54 : (tensor<1x288x1x1xf32>, tensor<1x288x2x2xf32>, tensor<1xi8>) -> tensor<1x288x2x2xf32>
    %710 = tosa.transpose %709 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x288x2x2xf32>) -> tensor<1x2x2x288xf32>
    %711 = tosa.conv2d %710, %222, %62, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x288xf32>, tensor<96x1x1x288xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %712 = tosa.transpose %711 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x96xf32>) -> tensor<1x96x2x2xf32>
    %713 = tosa.add %83, %11 : (tensor<1xf32>, tensor<96xf32>) -> tensor<96xf32>
    %714 = tosa.pow %713, %84 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %715 = tosa.reciprocal %714 : (tensor<96xf32>) -> tensor<96xf32>
    %716 = tosa.sub %712, %223 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %717 = tosa.reshape %715, %63 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %718 = tosa.mul %716, %717, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %719 = tosa.mul %718, %224, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %720 = tosa.add %719, %225 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %721 = tosa.transpose %720 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x96x2x2xf32>) -> tensor<1x2x2x96xf32>
    %722 = tosa.conv2d %721, %226, %76, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %723 = tosa.transpose %722 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x576xf32>) -> tensor<1x576x2x2xf32>
    %724 = tosa.add %83, %10 : (tensor<1xf32>, tensor<576xf32>) -> tensor<576xf32>
    %725 = tosa.pow %724, %84 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %726 = tosa.reciprocal %725 : (tensor<576xf32>) -> tensor<576xf32>
    %727 = tosa.sub %723, %227 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %728 = tosa.reshape %726, %77 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %729 = tosa.mul %727, %728, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %730 = tosa.mul %729, %228, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %731 = tosa.add %730, %229 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %732 = tosa.add %731, %88 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x2x2xf32>
    %733 = tosa.clamp %732 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %734 = tosa.mul %731, %733, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %735 = tosa.mul %734, %89, %54 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %736 = tosa.transpose %735 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x576x2x2xf32>) -> tensor<1x2x2x576xf32>
    %737 = tosa.depthwise_conv2d %736, %230, %76, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<5x5x576x1xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %738 = tosa.transpose %737 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x576xf32>) -> tensor<1x576x2x2xf32>
    %739 = tosa.add %83, %9 : (tensor<1xf32>, tensor<576xf32>) -> tensor<576xf32>
    %740 = tosa.pow %739, %84 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %741 = tosa.reciprocal %740 : (tensor<576xf32>) -> tensor<576xf32>
    %742 = tosa.sub %738, %231 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %743 = tosa.reshape %741, %77 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %744 = tosa.mul %742, %743, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %745 = tosa.mul %744, %232, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %746 = tosa.add %745, %233 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %747 = tosa.add %746, %88 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x2x2xf32>
    %748 = tosa.clamp %747 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %749 = tosa.mul %746, %748, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %750 = tosa.mul %749, %89, %54 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %751 = tosa.reduce_sum %750 {axis = 3 : i32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x1xf32>
    %752 = tosa.reduce_sum %751 {axis = 2 : i32} : (tensor<1x576x2x1xf32>) -> tensor<1x576x1x1xf32>
    %753 = tosa.mul %752, %217, %54 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %754 = tosa.reshape %753, %234 : (tensor<1x576x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %755 = tosa.conv2d %754, %235, %8, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x576xf32>, tensor<144x1x1x576xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x144xf32>
    %756 = tosa.reshape %755, %73 : (tensor<1x1x1x144xf32>, !tosa.shape<4>) -> tensor<1x144x1x1xf32>
    %757 = tosa.clamp %756 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %758 = tosa.reshape %757, %201 : (tensor<1x144x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %759 = tosa.conv2d %758, %236, %7, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x144xf32>, tensor<576x1x1x144xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x576xf32>
    %760 = tosa.reshape %759, %77 : (tensor<1x1x1x576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %761 = tosa.add %760, %88 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x1x1xf32>
    %762 = tosa.clamp %761 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %763 = tosa.mul %762, %89, %54 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %764 = tosa.mul %763, %750, %54 : (tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %765 = tosa.transpose %764 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x576x2x2xf32>) -> tensor<1x2x2x576xf32>
    %766 = tosa.conv2d %765, %237, %62, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %767 = tosa.transpose %766 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x96xf32>) -> tensor<1x96x2x2xf32>
    %768 = tosa.add %83, %6 : (tensor<1xf32>, tensor<96xf32>) -> tensor<96xf32>
    %769 = tosa.pow %768, %84 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %770 = tosa.reciprocal %769 : (tensor<96xf32>) -> tensor<96xf32>
    %771 = tosa.sub %767, %238 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %772 = tosa.reshape %770, %63 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %773 = tosa.mul %771, %772, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %774 = tosa.mul %773, %239, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %775 = tosa.add %774, %240 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %776 = tosa.add %775, %720 : (tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %777 = tosa.transpose %776 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x96x2x2xf32>) -> tensor<1x2x2x96xf32>
    %778 = tosa.conv2d %777, %241, %76, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %779 = tosa.transpose %778 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x576xf32>) -> tensor<1x576x2x2xf32>
    %780 = tosa.add %83, %5 : (tensor<1xf32>, tensor<576xf32>) -> tensor<576xf32>
    %781 = tosa.pow %780, %84 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %782 = tosa.reciprocal %781 : (tensor<576xf32>) -> tensor<576xf32>
    %783 = tosa.sub %779, %242 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %784 = tosa.reshape %782, %77 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %785 = tosa.mul %783, %784, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %786 = tosa.mul %785, %243, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %787 = tosa.add %786, %244 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %788 = tosa.add %787, %88 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x2x2xf32>
    %789 = tosa.clamp %788 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %790 = tosa.mul %787, %789, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %791 = tosa.mul %790, %89, %54 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %792 = tosa.transpose %791 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x576x2x2xf32>) -> tensor<1x2x2x576xf32>
    %793 = tosa.depthwise_conv2d %792, %245, %76, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 2, 2, 2, 2>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<5x5x576x1xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %794 = tosa.transpose %793 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x576xf32>) -> tensor<1x576x2x2xf32>
    %795 = tosa.add %83, %4 : (tensor<1xf32>, tensor<576xf32>) -> tensor<576xf32>
    %796 = tosa.pow %795, %84 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %797 = tosa.reciprocal %796 : (tensor<576xf32>) -> tensor<576xf32>
    %798 = tosa.sub %794, %246 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %799 = tosa.reshape %797, %77 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %800 = tosa.mul %798, %799, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %801 = tosa.mul %800, %247, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %802 = tosa.add %801, %248 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %803 = tosa.add %802, %88 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x2x2xf32>
    %804 = tosa.clamp %803 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %805 = tosa.mul %802, %804, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %806 = tosa.mul %805, %89, %54 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %807 = tosa.reduce_sum %806 {axis = 3 : i32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x1xf32>
    %808 = tosa.reduce_sum %807 {axis = 2 : i32} : (tensor<1x576x2x1xf32>) -> tensor<1x576x1x1xf32>
    %809 = tosa.mul %808, %217, %54 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %810 = tosa.reshape %809, %234 : (tensor<1x576x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x576xf32>
    %811 = tosa.conv2d %810, %249, %3, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x576xf32>, tensor<144x1x1x576xf32>, tensor<144xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x144xf32>
    %812 = tosa.reshape %811, %73 : (tensor<1x1x1x144xf32>, !tosa.shape<4>) -> tensor<1x144x1x1xf32>
    %813 = tosa.clamp %812 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x144x1x1xf32>) -> tensor<1x144x1x1xf32>
    %814 = tosa.reshape %813, %201 : (tensor<1x144x1x1xf32>, !tosa.shape<4>) -> tensor<1x1x1x144xf32>
    %815 = tosa.conv2d %814, %250, %2, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x144xf32>, tensor<576x1x1x144xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x576xf32>
    %816 = tosa.reshape %815, %77 : (tensor<1x1x1x576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %817 = tosa.add %816, %88 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x1x1xf32>
    %818 = tosa.clamp %817 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x1x1xf32>) -> tensor<1x576x1x1xf32>
    %819 = tosa.mul %818, %89, %54 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %820 = tosa.mul %819, %806, %54 : (tensor<1x576x1x1xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %821 = tosa.transpose %820 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x576x2x2xf32>) -> tensor<1x2x2x576xf32>
    %822 = tosa.conv2d %821, %251, %62, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x576xf32>, tensor<96x1x1x576xf32>, tensor<96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x96xf32>
    %823 = tosa.transpose %822 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x96xf32>) -> tensor<1x96x2x2xf32>
    %824 = tosa.add %83, %1 : (tensor<1xf32>, tensor<96xf32>) -> tensor<96xf32>
    %825 = tosa.pow %824, %84 : (tensor<96xf32>, tensor<1xf32>) -> tensor<96xf32>
    %826 = tosa.reciprocal %825 : (tensor<96xf32>) -> tensor<96xf32>
    %827 = tosa.sub %823, %252 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %828 = tosa.reshape %826, %63 : (tensor<96xf32>, !tosa.shape<4>) -> tensor<1x96x1x1xf32>
    %829 = tosa.mul %827, %828, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %830 = tosa.mul %829, %253, %54 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>, tensor<1xi8>) -> tensor<1x96x2x2xf32>
    %831 = tosa.add %830, %254 : (tensor<1x96x2x2xf32>, tensor<1x96x1x1xf32>) -> tensor<1x96x2x2xf32>
    %832 = tosa.add %831, %776 : (tensor<1x96x2x2xf32>, tensor<1x96x2x2xf32>) -> tensor<1x96x2x2xf32>
    %833 = tosa.transpose %832 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x96x2x2xf32>) -> tensor<1x2x2x96xf32>
    %834 = tosa.conv2d %833, %255, %76, %52, %52 {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x96xf32>, tensor<576x1x1x96xf32>, tensor<576xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x576xf32>
    %835 = tosa.transpose %834 {perms = array<i32: 0, 3, 1, 2>} : (tensor<1x2x2x576xf32>) -> tensor<1x576x2x2xf32>
    %836 = tosa.add %83, %0 : (tensor<1xf32>, tensor<576xf32>) -> tensor<576xf32>
    %837 = tosa.pow %836, %84 : (tensor<576xf32>, tensor<1xf32>) -> tensor<576xf32>
    %838 = tosa.reciprocal %837 : (tensor<576xf32>) -> tensor<576xf32>
    %839 = tosa.sub %835, %256 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %840 = tosa.reshape %838, %77 : (tensor<576xf32>, !tosa.shape<4>) -> tensor<1x576x1x1xf32>
    %841 = tosa.mul %839, %840, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %842 = tosa.mul %841, %257, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %843 = tosa.add %842, %258 : (tensor<1x576x2x2xf32>, tensor<1x576x1x1xf32>) -> tensor<1x576x2x2xf32>
    %844 = tosa.add %843, %88 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x576x2x2xf32>
    %845 = tosa.clamp %844 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x2xf32>
    %846 = tosa.mul %843, %845, %54 : (tensor<1x576x2x2xf32>, tensor<1x576x2x2xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %847 = tosa.mul %846, %89, %54 : (tensor<1x576x2x2xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x2x2xf32>
    %848 = tosa.reduce_sum %847 {axis = 3 : i32} : (tensor<1x576x2x2xf32>) -> tensor<1x576x2x1xf32>
    %849 = tosa.reduce_sum %848 {axis = 2 : i32} : (tensor<1x576x2x1xf32>) -> tensor<1x576x1x1xf32>
    %850 = tosa.mul %849, %217, %54 : (tensor<1x576x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x576x1x1xf32>
    %851 = tosa.reshape %850, %78 : (tensor<1x576x1x1xf32>, !tosa.shape<3>) -> tensor<1x1x576xf32>
    %852 = tosa.matmul %851, %259, %52, %52 : (tensor<1x1x576xf32>, tensor<1x576x1024xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1024xf32>
    %853 = tosa.reshape %852, %79 : (tensor<1x1x1024xf32>, !tosa.shape<2>) -> tensor<1x1024xf32>
    %854 = tosa.add %853, %260 : (tensor<1x1024xf32>, tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %855 = tosa.add %854, %261 : (tensor<1x1024xf32>, tensor<1x1xf32>) -> tensor<1x1024xf32>
    %856 = tosa.clamp %855 {max_val = 6.000000e+00 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x1024xf32>) -> tensor<1x1024xf32>
    %857 = tosa.mul %854, %856, %54 : (tensor<1x1024xf32>, tensor<1x1024xf32>, tensor<1xi8>) -> tensor<1x1024xf32>
    %858 = tosa.mul %857, %262, %54 : (tensor<1x1024xf32>, tensor<1x1xf32>, tensor<1xi8>) -> tensor<1x1024xf32>
    %859 = tosa.reshape %858, %80 : (tensor<1x1024xf32>, !tosa.shape<3>) -> tensor<1x1x1024xf32>
    %860 = tosa.matmul %859, %263, %52, %52 : (tensor<1x1x1024xf32>, tensor<1x1024x1000xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1000xf32>
    %861 = tosa.reshape %860, %81 : (tensor<1x1x1000xf32>, !tosa.shape<2>) -> tensor<1x1000xf32>
    %862 = tosa.add %861, %264 : (tensor<1x1000xf32>, tensor<1x1000xf32>) -> tensor<1x1000xf32>
    return %862 : tensor<1x1000xf32>
  }
}
// irlower-stages: fx_graph=49d788c65852 torch_mlir=6995dc83c266
