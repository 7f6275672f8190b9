module {
  func.func @main(%arg0: tensor<1x8xi64>) -> (tensor<1x8x32xf32>, tensor<1x32xf32>) {
    %0 = "tosa.const"() <{values = dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xi64>}> : () -> tensor<1x32xi64>
    %1 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1x8x1xi32>}> : () -> tensor<1x8x1xi32>
    %5 = tosa.const_shape  {values = dense<[8, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %7 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = tosa.const_shape  {values = dense<[1, 1, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %9 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %10 = tosa.const_shape  {values = dense<[1, 1, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %13 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %14 = tosa.const_shape  {values = dense<[1, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %15 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[2, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = tosa.const_shape  {values = dense<[2, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %18 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[2, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = tosa.const_shape  {values = dense<[1, 2, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[8, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %22 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = "tosa.const"() <{values = dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32x1xi64>}> : () -> tensor<1x32x1xi64>
    %25 = "tosa.const"() <{values = dense<[[32, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_64_32_torch.float32> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %27 = "tosa.const"() <{values = dense_resource<torch_tensor_2_32_torch.float32> : tensor<1x2x32xf32>}> : () -> tensor<1x2x32xf32>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_32_32_torch.float32> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %29 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %30 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %31 = "tosa.const"() <{values = dense<9.99999996E-13> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %33 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %34 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi64>}> : () -> tensor<1x1x1x1xi64>
    %35 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %36 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %37 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %38 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %39 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %40 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %41 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %42 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %43 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %44 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %45 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_5> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %46 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_6> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %47 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_7> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %48 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %49 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %50 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %51 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %52 = "tosa.const"() <{values = dense<0.707106769> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %53 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %54 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_8> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %55 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_9> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %56 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_10> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %57 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %58 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_11> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %59 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %60 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_12> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %61 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %62 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_13> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %63 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %64 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_14> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %65 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_15> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %66 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_16> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %67 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %68 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32_1> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %69 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %70 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_17> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %71 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_18> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %72 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_19> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %73 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %74 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_20> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %75 = tosa.slice %0, %2, %1 : (tensor<1x32xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xi64>
    %76 = tosa.cast %75 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %77 = tosa.reshape %76, %3 : (tensor<1x8xi32>, !tosa.shape<3>) -> tensor<1x8x1xi32>
    %78 = tosa.concat %4, %77 {axis = 2 : i32} : (tensor<1x8x1xi32>, tensor<1x8x1xi32>) -> tensor<1x8x2xi32>
    %79 = tosa.reshape %78, %5 : (tensor<1x8x2xi32>, !tosa.shape<2>) -> tensor<8x2xi32>
    %80 = tosa.mul %79, %25, %6 : (tensor<8x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<8x2xi32>
    %81 = tosa.reduce_sum %80 {axis = 1 : i32} : (tensor<8x2xi32>) -> tensor<8x1xi32>
    %82 = tosa.reshape %81, %1 : (tensor<8x1xi32>, !tosa.shape<2>) -> tensor<1x8xi32>
    %83 = tosa.gather %24, %82 : (tensor<1x32x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %84 = tosa.reshape %83, %1 : (tensor<1x8x1xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %85 = tosa.cast %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %86 = tosa.gather %26, %85 : (tensor<1x64x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %87 = tosa.cast %84 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %88 = tosa.gather %27, %87 : (tensor<1x2x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %89 = tosa.add %86, %88 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %90 = tosa.gather %28, %76 : (tensor<1x32x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %91 = tosa.add %89, %90 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %92 = tosa.cast %91 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %93 = tosa.reduce_sum %92 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %94 = tosa.mul %93, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %95 = tosa.sub %92, %94 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %96 = tosa.mul %95, %95, %6 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %97 = tosa.reduce_sum %96 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %98 = tosa.mul %97, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %99 = tosa.cast %98 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %100 = tosa.reduce_sum %91 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %101 = tosa.mul %100, %30, %6 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %102 = tosa.add %99, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %103 = tosa.rsqrt %102 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %104 = tosa.sub %91, %101 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %105 = tosa.mul %104, %103, %6 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %106 = tosa.mul %105, %32, %6 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %107 = tosa.add %106, %33 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %108 = tosa.cast %9 : (tensor<8xi64>) -> tensor<8xi32>
    %109 = tosa.cast %108 : (tensor<8xi32>) -> tensor<8xi64>
    %110 = tosa.reshape %109, %10 : (tensor<8xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %111 = tosa.greater_equal %110, %34 : (tensor<1x1x8x1xi64>, tensor<1x1x1x1xi64>) -> tensor<1x1x8x1xi1>
    %112 = tosa.tile %111, %11 : (tensor<1x1x8x1xi1>, !tosa.shape<4>) -> tensor<1x1x8x8xi1>
    %113 = tosa.select %112, %35, %36 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %114 = tosa.matmul %107, %37, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %115 = tosa.reshape %114, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %116 = tosa.add %115, %38 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %117 = tosa.reshape %116, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %118 = tosa.transpose %117 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %119 = tosa.matmul %107, %39, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %120 = tosa.reshape %119, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %121 = tosa.add %120, %40 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %122 = tosa.reshape %121, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %123 = tosa.matmul %107, %41, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %124 = tosa.reshape %123, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %125 = tosa.add %124, %42 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %126 = tosa.reshape %125, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %127 = tosa.transpose %126 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %128 = tosa.transpose %122 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %129 = tosa.reshape %118, %16 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %130 = tosa.reshape %128, %17 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %131 = tosa.matmul %129, %130, %13, %13 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %132 = tosa.reshape %131, %18 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %133 = tosa.mul %132, %43, %6 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %134 = tosa.add %133, %113 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %135 = tosa.reduce_max %134 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %136 = tosa.sub %134, %135 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %137 = tosa.exp %136 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %138 = tosa.reduce_sum %137 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %139 = tosa.reciprocal %138 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %140 = tosa.mul %137, %139, %6 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %141 = tosa.reshape %140, %19 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %142 = tosa.reshape %127, %16 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %143 = tosa.matmul %141, %142, %13, %13 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %144 = tosa.reshape %143, %20 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %145 = tosa.transpose %144 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %146 = tosa.reshape %145, %7 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %147 = tosa.matmul %146, %44, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %148 = tosa.reshape %147, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %149 = tosa.add %148, %45 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %150 = tosa.reshape %149, %7 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %151 = tosa.add %150, %107 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %152 = tosa.cast %151 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %153 = tosa.reduce_sum %152 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %154 = tosa.mul %153, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %155 = tosa.sub %152, %154 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %156 = tosa.mul %155, %155, %6 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %157 = tosa.reduce_sum %156 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %158 = tosa.mul %157, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %159 = tosa.cast %158 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %160 = tosa.reduce_sum %151 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %161 = tosa.mul %160, %30, %6 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %162 = tosa.add %159, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %163 = tosa.rsqrt %162 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %164 = tosa.sub %151, %161 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %165 = tosa.mul %164, %163, %6 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %166 = tosa.mul %165, %46, %6 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %167 = tosa.add %166, %47 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %168 = tosa.matmul %167, %48, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %169 = tosa.reshape %168, %21 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %170 = tosa.add %169, %49 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %171 = tosa.reshape %170, %22 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %172 = tosa.mul %171, %52, %6 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %173 = tosa.erf %172 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %174 = tosa.add %173, %50 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %175 = tosa.mul %51, %174, %6 : (tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %176 = tosa.mul %171, %175, %6 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %177 = tosa.matmul %176, %53, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %178 = tosa.reshape %177, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %179 = tosa.add %178, %54 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %180 = tosa.reshape %179, %7 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %181 = tosa.add %180, %167 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %182 = tosa.cast %181 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %183 = tosa.reduce_sum %182 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %184 = tosa.mul %183, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %185 = tosa.sub %182, %184 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %186 = tosa.mul %185, %185, %6 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %187 = tosa.reduce_sum %186 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %188 = tosa.mul %187, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %189 = tosa.cast %188 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %190 = tosa.reduce_sum %181 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %191 = tosa.mul %190, %30, %6 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %192 = tosa.add %189, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %193 = tosa.rsqrt %192 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %194 = tosa.sub %181, %191 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %195 = tosa.mul %194, %193, %6 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %196 = tosa.mul %195, %55, %6 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %197 = tosa.add %196, %56 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %198 = tosa.matmul %197, %57, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %199 = tosa.reshape %198, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %200 = tosa.add %199, %58 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %201 = tosa.reshape %200, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %202 = tosa.transpose %201 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %203 = tosa.matmul %197, %59, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %204 = tosa.reshape %203, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %205 = tosa.add %204, %60 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %206 = tosa.reshape %205, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %207 = tosa.matmul %197, %61, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %208 = tosa.reshape %207, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %209 = tosa.add %208, %62 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %210 = tosa.reshape %209, %15 : (tensor<8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %211 = tosa.transpose %210 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %212 = tosa.transpose %206 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %213 = tosa.reshape %202, %16 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %214 = tosa.reshape %212, %17 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %215 = tosa.matmul %213, %214, %13, %13 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %216 = tosa.reshape %215, %18 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %217 = tosa.mul %216, %43, %6 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %218 = tosa.add %217, %113 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %219 = tosa.reduce_max %218 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %220 = tosa.sub %218, %219 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %221 = tosa.exp %220 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %222 = tosa.reduce_sum %221 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %223 = tosa.reciprocal %222 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %224 = tosa.mul %221, %223, %6 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %225 = tosa.reshape %224, %19 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %226 = tosa.reshape %211, %16 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %227 = tosa.matmul %225, %226, %13, %13 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %228 = tosa.reshape %227, %20 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %229 = tosa.transpose %228 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %230 = tosa.reshape %229, %7 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %231 = tosa.matmul %230, %63, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %232 = tosa.reshape %231, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %233 = tosa.add %232, %64 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %234 = tosa.reshape %233, %7 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %235 = tosa.add %234, %197 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %236 = tosa.cast %235 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %237 = tosa.reduce_sum %236 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %238 = tosa.mul %237, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %239 = tosa.sub %236, %238 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %240 = tosa.mul %239, %239, %6 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %241 = tosa.reduce_sum %240 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %242 = tosa.mul %241, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %243 = tosa.cast %242 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %244 = tosa.reduce_sum %235 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %245 = tosa.mul %244, %30, %6 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %246 = tosa.add %243, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %247 = tosa.rsqrt %246 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %248 = tosa.sub %235, %245 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %249 = tosa.mul %248, %247, %6 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %250 = tosa.mul %249, %65, %6 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %251 = tosa.add %250, %66 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %252 = tosa.matmul %251, %67, %13, %13 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %253 = tosa.reshape %252, %21 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %254 = tosa.add %253, %68 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %255 = tosa.reshape %254, %22 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %256 = tosa.mul %255, %52, %6 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %257 = tosa.erf %256 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %258 = tosa.add %257, %50 : (tensor<1x8x64xf32>, tensor<1x1x1xf32>) -> tensor<1x8x64xf32>
    %259 = tosa.mul %51, %258, %6 : (tensor<1x1x1xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %260 = tosa.mul %255, %259, %6 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %261 = tosa.matmul %260, %69, %13, %13 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %262 = tosa.reshape %261, %12 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %263 = tosa.add %262, %70 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %264 = tosa.reshape %263, %7 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %265 = tosa.add %264, %251 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %266 = tosa.cast %265 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %267 = tosa.reduce_sum %266 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %268 = tosa.mul %267, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %269 = tosa.sub %266, %268 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %270 = tosa.mul %269, %269, %6 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %271 = tosa.reduce_sum %270 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %272 = tosa.mul %271, %29, %6 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %273 = tosa.cast %272 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %274 = tosa.reduce_sum %265 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %275 = tosa.mul %274, %30, %6 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %276 = tosa.add %273, %31 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %277 = tosa.rsqrt %276 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %278 = tosa.sub %265, %275 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %279 = tosa.mul %278, %277, %6 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %280 = tosa.mul %279, %71, %6 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %281 = tosa.add %280, %72 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %282 = tosa.slice %281, %23, %8 : (tensor<1x8x32xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x1x32xf32>
    %283 = tosa.matmul %282, %73, %13, %13 : (tensor<1x1x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x32xf32>
    %284 = tosa.reshape %283, %14 : (tensor<1x1x32xf32>, !tosa.shape<2>) -> tensor<1x32xf32>
    %285 = tosa.add %284, %74 : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %286 = tosa.tanh %285 : (tensor<1x32xf32>) -> tensor<1x32xf32>
    return %281, %286 : tensor<1x8x32xf32>, tensor<1x32xf32>
  }
}
// irlower-stages: fx_graph=709d2e73740e torch_mlir=32a083bb9f5f
