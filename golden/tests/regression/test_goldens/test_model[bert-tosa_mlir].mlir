module {
  func.func @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_1_64_torch.int64_1> : tensor<1x64xi64>}> : () -> tensor<1x64xi64>
    %1 = "tosa.const"() <{values = dense_resource<torch_tensor_1_64_torch.int64> : tensor<1x64xi64>}> : () -> tensor<1x64xi64>
    %2 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %4 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %8 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %9 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %10 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[2, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %12 = tosa.const_shape  {values = dense<[2, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[2, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[1, 2, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[8, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %19 = "tosa.const"() <{values = dense_resource<torch_tensor_128_32_torch.float32> : tensor<1x128x32xf32>}> : () -> tensor<1x128x32xf32>
    %20 = "tosa.const"() <{values = dense_resource<torch_tensor_2_32_torch.float32> : tensor<1x2x32xf32>}> : () -> tensor<1x2x32xf32>
    %21 = "tosa.const"() <{values = dense_resource<torch_tensor_64_32_torch.float32> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %22 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %23 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %24 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %25 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %27 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %29 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %30 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %31 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %33 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %34 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %35 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_5> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %36 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_6> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %37 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_7> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %38 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %39 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %40 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %41 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %42 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %43 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %44 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_8> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %45 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_9> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %46 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_10> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %47 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %48 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_11> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %49 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %50 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_12> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %51 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %52 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_13> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %53 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %54 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_14> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %55 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_15> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %56 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_16> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %57 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %58 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_1> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %59 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %60 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_17> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %61 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_18> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %62 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_19> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %63 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %64 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_20> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %65 = tosa.slice %1, %3, %2 : (tensor<1x64xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xi64>
    %66 = tosa.slice %0, %3, %2 : (tensor<1x64xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xi64>
    %67 = tosa.cast %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %68 = tosa.gather %19, %67 : (tensor<1x128x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %69 = tosa.cast %66 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %70 = tosa.gather %20, %69 : (tensor<1x2x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %71 = tosa.add %68, %70 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %72 = tosa.cast %65 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %73 = tosa.gather %21, %72 : (tensor<1x64x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %74 = tosa.add %71, %73 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %75 = tosa.cast %74 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %76 = tosa.reduce_sum %75 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %77 = tosa.mul %76, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %78 = tosa.sub %75, %77 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %79 = tosa.mul %78, %78, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %80 = tosa.reduce_sum %79 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %81 = tosa.mul %80, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %82 = tosa.cast %81 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %83 = tosa.reduce_sum %74 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %84 = tosa.mul %83, %23, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %85 = tosa.add %82, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %86 = tosa.rsqrt %85 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %87 = tosa.sub %74, %84 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %88 = tosa.mul %87, %86, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %89 = tosa.mul %88, %25, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %90 = tosa.add %89, %26 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %91 = tosa.matmul %90, %27, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %92 = tosa.reshape %91, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %93 = tosa.add %92, %28 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %94 = tosa.reshape %93, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %95 = tosa.transpose %94 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %96 = tosa.matmul %90, %29, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %97 = tosa.reshape %96, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %98 = tosa.add %97, %30 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %99 = tosa.reshape %98, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %100 = tosa.matmul %90, %31, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %101 = tosa.reshape %100, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %102 = tosa.add %101, %32 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %103 = tosa.reshape %102, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %104 = tosa.transpose %103 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %105 = tosa.transpose %99 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %106 = tosa.reshape %95, %11 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %107 = tosa.reshape %105, %12 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %108 = tosa.matmul %106, %107, %8, %8 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %109 = tosa.reshape %108, %13 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %110 = tosa.mul %109, %33, %5 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %111 = tosa.reduce_max %110 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %112 = tosa.sub %110, %111 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %113 = tosa.exp %112 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %114 = tosa.reduce_sum %113 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %115 = tosa.reciprocal %114 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %116 = tosa.mul %113, %115, %5 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %117 = tosa.reshape %116, %14 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %118 = tosa.reshape %104, %11 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %119 = tosa.matmul %117, %118, %8, %8 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %120 = tosa.reshape %119, %15 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %121 = tosa.transpose %120 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %122 = tosa.reshape %121, %4 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %123 = tosa.matmul %122, %34, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %124 = tosa.reshape %123, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %125 = tosa.add %124, %35 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %126 = tosa.reshape %125, %4 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %127 = tosa.add %126, %90 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %128 = tosa.cast %127 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %129 = tosa.reduce_sum %128 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %130 = tosa.mul %129, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %131 = tosa.sub %128, %130 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %132 = tosa.mul %131, %131, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %133 = tosa.reduce_sum %132 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %134 = tosa.mul %133, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %135 = tosa.cast %134 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %136 = tosa.reduce_sum %127 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %137 = tosa.mul %136, %23, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %138 = tosa.add %135, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %139 = tosa.rsqrt %138 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %140 = tosa.sub %127, %137 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %141 = tosa.mul %140, %139, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %142 = tosa.mul %141, %36, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %143 = tosa.add %142, %37 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %144 = tosa.matmul %143, %38, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %145 = tosa.reshape %144, %16 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %146 = tosa.add %145, %39 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %147 = tosa.reshape %146, %17 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %148 = tosa.mul %147, %42, %5 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %149 = tosa.erf %148 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %150 = tosa.add %149, %40 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %151 = tosa.mul %41, %150, %5 : (tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %152 = tosa.mul %147, %151, %5 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %153 = tosa.matmul %152, %43, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %154 = tosa.reshape %153, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %155 = tosa.add %154, %44 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %156 = tosa.reshape %155, %4 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %157 = tosa.add %156, %143 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %158 = tosa.cast %157 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %159 = tosa.reduce_sum %158 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %160 = tosa.mul %159, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %161 = tosa.sub %158, %160 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %162 = tosa.mul %161, %161, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %163 = tosa.reduce_sum %162 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %164 = tosa.mul %163, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %165 = tosa.cast %164 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %166 = tosa.reduce_sum %157 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %167 = tosa.mul %166, %23, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %168 = tosa.add %165, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %169 = tosa.rsqrt %168 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %170 = tosa.sub %157, %167 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %171 = tosa.mul %170, %169, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %172 = tosa.mul %171, %45, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %173 = tosa.add %172, %46 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %174 = tosa.matmul %173, %47, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %175 = tosa.reshape %174, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %176 = tosa.add %175, %48 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %177 = tosa.reshape %176, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %178 = tosa.transpose %177 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %179 = tosa.matmul %173, %49, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %180 = tosa.reshape %179, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %181 = tosa.add %180, %50 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %182 = tosa.reshape %181, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %183 = tosa.matmul %173, %51, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %184 = tosa.reshape %183, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %185 = tosa.add %184, %52 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %186 = tosa.reshape %185, %10 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %187 = tosa.transpose %186 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %188 = tosa.transpose %182 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %189 = tosa.reshape %178, %11 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %190 = tosa.reshape %188, %12 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %191 = tosa.matmul %189, %190, %8, %8 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %192 = tosa.reshape %191, %13 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %193 = tosa.mul %192, %33, %5 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %194 = tosa.reduce_max %193 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %195 = tosa.sub %193, %194 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %196 = tosa.exp %195 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %197 = tosa.reduce_sum %196 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %198 = tosa.reciprocal %197 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %199 = tosa.mul %196, %198, %5 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %200 = tosa.reshape %199, %14 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %201 = tosa.reshape %187, %11 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %202 = tosa.matmul %200, %201, %8, %8 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %203 = tosa.reshape %202, %15 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %204 = tosa.transpose %203 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %205 = tosa.reshape %204, %4 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %206 = tosa.matmul %205, %53, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %207 = tosa.reshape %206, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %208 = tosa.add %207, %54 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %209 = tosa.reshape %208, %4 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %210 = tosa.add %209, %173 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %211 = tosa.cast %210 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %212 = tosa.reduce_sum %211 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %213 = tosa.mul %212, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %214 = tosa.sub %211, %213 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %215 = tosa.mul %214, %214, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %216 = tosa.reduce_sum %215 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %217 = tosa.mul %216, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %218 = tosa.cast %217 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %219 = tosa.reduce_sum %210 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %220 = tosa.mul %219, %23, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %221 = tosa.add %218, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %222 = tosa.rsqrt %221 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %223 = tosa.sub %210, %220 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %224 = tosa.mul %223, %222, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %225 = tosa.mul %224, %55, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %226 = tosa.add %225, %56 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %227 = tosa.matmul %226, %57, %8, %8 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %228 = tosa.reshape %227, %16 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %229 = tosa.add %228, %58 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %230 = tosa.reshape %229, %17 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %231 = tosa.mul %230, %42, %5 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %232 = tosa.erf %231 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %233 = tosa.add %232, %40 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %234 = tosa.mul %41, %233, %5 : (tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %235 = tosa.mul %230, %234, %5 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %236 = tosa.matmul %235, %59, %8, %8 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %237 = tosa.reshape %236, %7 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %238 = tosa.add %237, %60 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %239 = tosa.reshape %238, %4 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %240 = tosa.add %239, %226 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %241 = tosa.cast %240 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %242 = tosa.reduce_sum %241 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %243 = tosa.mul %242, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %244 = tosa.sub %241, %243 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %245 = tosa.mul %244, %244, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %246 = tosa.reduce_sum %245 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %247 = tosa.mul %246, %22, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %248 = tosa.cast %247 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %249 = tosa.reduce_sum %240 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %250 = tosa.mul %249, %23, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %251 = tosa.add %248, %24 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %252 = tosa.rsqrt %251 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %253 = tosa.sub %240, %250 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %254 = tosa.mul %253, %252, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %255 = tosa.mul %254, %61, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %256 = tosa.add %255, %62 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %257 = tosa.slice %256, %18, %6 : (tensor<1x8x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %258 = tosa.matmul %257, %63, %8, %8 : (tensor<1x1x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %259 = tosa.reshape %258, %9 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %260 = tosa.add %259, %64 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %261 = tosa.tanh %260 : (tensor<1x32xf32>) -> tensor<1x32xf32>
    return %256, %261 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}
// irlower-stages: fx_graph=4f0f272bad02 torch_mlir=ab235db08ed4
