module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x32xf32> {
    %0 = "tosa.const"() <{values = dense<[[8, 1]]> : tensor<1x2xi32>}> : () -> tensor<1x2xi32>
    %1 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %3 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = tosa.const_shape  {values = dense<1> : tensor<2xindex>} : () -> !tosa.shape<2>
    %6 = tosa.const_shape  {values = dense<0> : tensor<2xindex>} : () -> !tosa.shape<2>
    %7 = tosa.const_shape  {values = dense<[1, 8, 1]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %8 = "tosa.const"() <{values = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
    %9 = tosa.const_shape  {values = dense<0> : tensor<3xindex>} : () -> !tosa.shape<3>
    %10 = tosa.const_shape  {values = dense<[0, 0, 1, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %11 = tosa.const_shape  {values = dense<[0, 0, 2, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %12 = tosa.const_shape  {values = dense<[0, 0, 4, 0, 0, 0]> : tensor<6xindex>} : () -> !tosa.shape<6>
    %13 = tosa.const_shape  {values = dense<[1, 1, 8, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[1, 1, 1, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 1, 8, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %16 = tosa.const_shape  {values = dense<[8, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %17 = tosa.const_shape  {values = dense<[1, 1, 1, 8, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %18 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %19 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %20 = tosa.const_shape  {values = dense<[8, 96]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %21 = tosa.const_shape  {values = dense<[1, 8, 96]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %22 = tosa.const_shape  {values = dense<[0, 0, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %23 = tosa.const_shape  {values = dense<[0, 0, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %24 = tosa.const_shape  {values = dense<[1, 8, 2, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[2, 8, 16]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %26 = tosa.const_shape  {values = dense<[2, 16, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %27 = tosa.const_shape  {values = dense<[1, 2, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %28 = tosa.const_shape  {values = dense<[2, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %29 = tosa.const_shape  {values = dense<[1, 2, 8, 16]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %30 = tosa.const_shape  {values = dense<[8, 128]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %31 = tosa.const_shape  {values = dense<[1, 8, 128]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_64_32_torch.float32> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %33 = "tosa.const"() <{values = dense_resource<torch_tensor_32_32_torch.float32> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %34 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %35 = "tosa.const"() <{values = dense<1> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %36 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1x1xi32>}> : () -> tensor<1x1x1x1x1xi32>
    %37 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %38 = "tosa.const"() <{values = dense<8> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %39 = "tosa.const"() <{values = dense<true> : tensor<1x1x1x1xi1>}> : () -> tensor<1x1x1x1xi1>
    %40 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %41 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %42 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %43 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %44 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %45 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %46 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %47 = "tosa.const"() <{values = dense_resource<torch_tensor_32_96_torch.float32> : tensor<1x32x96xf32>}> : () -> tensor<1x32x96xf32>
    %48 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32> : tensor<1x96xf32>}> : () -> tensor<1x96xf32>
    %49 = "tosa.const"() <{values = dense<2.500000e-01> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %50 = "tosa.const"() <{values = dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %51 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %52 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %53 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %54 = "tosa.const"() <{values = dense_resource<torch_tensor_32_128_torch.float32> : tensor<1x32x128xf32>}> : () -> tensor<1x32x128xf32>
    %55 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %56 = "tosa.const"() <{values = dense<5.000000e-01> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %57 = "tosa.const"() <{values = dense<3.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %58 = "tosa.const"() <{values = dense<4.471500e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %59 = "tosa.const"() <{values = dense<0.797884583> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %60 = "tosa.const"() <{values = dense<1.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %61 = "tosa.const"() <{values = dense_resource<torch_tensor_128_32_torch.float32> : tensor<1x128x32xf32>}> : () -> tensor<1x128x32xf32>
    %62 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_5> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %63 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_6> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %64 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_7> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %65 = "tosa.const"() <{values = dense_resource<torch_tensor_32_96_torch.float32_1> : tensor<1x32x96xf32>}> : () -> tensor<1x32x96xf32>
    %66 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32_1> : tensor<1x96xf32>}> : () -> tensor<1x96xf32>
    %67 = "tosa.const"() <{values = dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %68 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_8> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %69 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_9> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %70 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_10> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %71 = "tosa.const"() <{values = dense_resource<torch_tensor_32_128_torch.float32_1> : tensor<1x32x128xf32>}> : () -> tensor<1x32x128xf32>
    %72 = "tosa.const"() <{values = dense_resource<torch_tensor_128_torch.float32_1> : tensor<1x128xf32>}> : () -> tensor<1x128xf32>
    %73 = "tosa.const"() <{values = dense_resource<torch_tensor_128_32_torch.float32_1> : tensor<1x128x32xf32>}> : () -> tensor<1x128x32xf32>
    %74 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_11> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %75 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_12> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %76 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_13> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %77 = tosa.cast %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %78 = tosa.gather %32, %77 : (tensor<1x64x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %79 = tosa.cast %3 : (tensor<8xi64>) -> tensor<8xi32>
    %80 = tosa.cast %79 : (tensor<8xi32>) -> tensor<8xi64>
    %81 = tosa.reshape %80, %1 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %82 = tosa.cast %81 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %83 = tosa.gather %33, %82 : (tensor<1x32x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %84 = tosa.add %78, %83 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %85 = tosa.slice %81, %6, %5 : (tensor<1x8xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi64>
    %86 = tosa.cast %85 : (tensor<1x1xi64>) -> tensor<1x1xi32>
    %87 = tosa.sub %86, %34 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %88 = tosa.cast %87 : (tensor<1x1xi32>) -> tensor<1x1xi64>
    %89 = tosa.concat %88, %81 {axis = 1 : i32} : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %90 = tosa.slice %89, %6, %1 : (tensor<1x9xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xi64>
    %91 = tosa.cast %90 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %92 = tosa.cast %81 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %93 = tosa.sub %92, %91 : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    %94 = tosa.cast %93 : (tensor<1x8xi32>) -> tensor<1x8xi64>
    %95 = tosa.equal %94, %35 : (tensor<1x8xi64>, tensor<1x1xi64>) -> tensor<1x8xi1>
    %96 = tosa.logical_not %95 : (tensor<1x8xi1>) -> tensor<1x8xi1>
    %97 = tosa.cast %96 : (tensor<1x8xi1>) -> tensor<1x8xi64>
    %98 = tosa.reshape %97, %7 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %99 = tosa.pad %98, %10, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x9x1xi64>
    %100 = tosa.slice %99, %9, %7 : (tensor<1x9x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %101 = tosa.add %98, %100 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %102 = tosa.pad %101, %11, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x10x1xi64>
    %103 = tosa.slice %102, %9, %7 : (tensor<1x10x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %104 = tosa.add %101, %103 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %105 = tosa.pad %104, %12, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x12x1xi64>
    %106 = tosa.slice %105, %9, %7 : (tensor<1x12x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %107 = tosa.add %104, %106 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %108 = tosa.reshape %80, %13 : (tensor<8xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %109 = tosa.reshape %80, %14 : (tensor<8xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %110 = tosa.cast %108 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1xi32>
    %111 = tosa.add %110, %38 : (tensor<1x1x8x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x8x1xi32>
    %112 = tosa.greater %37, %110 : (tensor<1x1x1x1xi32>, tensor<1x1x8x1xi32>) -> tensor<1x1x8x1xi1>
    %113 = tosa.select %112, %111, %110 : (tensor<1x1x8x1xi1>, tensor<1x1x8x1xi32>, tensor<1x1x8x1xi32>) -> tensor<1x1x8x1xi32>
    %114 = tosa.reshape %113, %15 : (tensor<1x1x8x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %115 = tosa.tile %36, %15 : (tensor<1x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %116 = tosa.concat %115, %114 {axis = 4 : i32} : (tensor<1x1x8x1x1xi32>, tensor<1x1x8x1x1xi32>) -> tensor<1x1x8x1x2xi32>
    %117 = tosa.reshape %116, %16 : (tensor<1x1x8x1x2xi32>, !tosa.shape<2>) -> tensor<8x2xi32>
    %118 = tosa.mul %117, %0, %4 : (tensor<8x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<8x2xi32>
    %119 = tosa.reduce_sum %118 {axis = 1 : i32} : (tensor<8x2xi32>) -> tensor<8x1xi32>
    %120 = tosa.reshape %119, %1 : (tensor<8x1xi32>, !tosa.shape<2>) -> tensor<1x8xi32>
    %121 = tosa.gather %107, %120 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %122 = tosa.reshape %121, %13 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %123 = tosa.cast %109 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8xi32>
    %124 = tosa.add %123, %38 : (tensor<1x1x1x8xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x8xi32>
    %125 = tosa.greater %37, %123 : (tensor<1x1x1x1xi32>, tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi1>
    %126 = tosa.select %125, %124, %123 : (tensor<1x1x1x8xi1>, tensor<1x1x1x8xi32>, tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi32>
    %127 = tosa.reshape %126, %17 : (tensor<1x1x1x8xi32>, !tosa.shape<5>) -> tensor<1x1x1x8x1xi32>
    %128 = tosa.tile %36, %17 : (tensor<1x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<1x1x1x8x1xi32>
    %129 = tosa.concat %128, %127 {axis = 4 : i32} : (tensor<1x1x1x8x1xi32>, tensor<1x1x1x8x1xi32>) -> tensor<1x1x1x8x2xi32>
    %130 = tosa.reshape %129, %16 : (tensor<1x1x1x8x2xi32>, !tosa.shape<2>) -> tensor<8x2xi32>
    %131 = tosa.mul %130, %0, %4 : (tensor<8x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<8x2xi32>
    %132 = tosa.reduce_sum %131 {axis = 1 : i32} : (tensor<8x2xi32>) -> tensor<8x1xi32>
    %133 = tosa.reshape %132, %1 : (tensor<8x1xi32>, !tosa.shape<2>) -> tensor<1x8xi32>
    %134 = tosa.gather %107, %133 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %135 = tosa.reshape %134, %14 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %136 = tosa.equal %122, %135 : (tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi1>
    %137 = tosa.logical_and %136, %39 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xi1>) -> tensor<1x1x8x8xi1>
    %138 = tosa.reshape %80, %7 : (tensor<8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %139 = tosa.gather %138, %120 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %140 = tosa.reshape %139, %13 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %141 = tosa.gather %138, %133 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %142 = tosa.reshape %141, %14 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %143 = tosa.greater_equal %140, %142 : (tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi1>
    %144 = tosa.logical_and %137, %143 : (tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %145 = tosa.select %144, %40, %41 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %146 = tosa.cast %84 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %147 = tosa.reduce_sum %146 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %148 = tosa.mul %147, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %149 = tosa.sub %146, %148 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %150 = tosa.mul %149, %149, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %151 = tosa.reduce_sum %150 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %152 = tosa.mul %151, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %153 = tosa.cast %152 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %154 = tosa.reduce_sum %84 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %155 = tosa.mul %154, %43, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %156 = tosa.add %153, %44 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %157 = tosa.rsqrt %156 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %158 = tosa.sub %84, %155 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %159 = tosa.mul %158, %157, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %160 = tosa.mul %159, %45, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %161 = tosa.add %160, %46 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %162 = tosa.matmul %161, %47, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x96xf32>
    %163 = tosa.reshape %162, %20 : (tensor<1x8x96xf32>, !tosa.shape<2>) -> tensor<8x96xf32>
    %164 = tosa.add %163, %48 : (tensor<8x96xf32>, tensor<1x96xf32>) -> tensor<8x96xf32>
    %165 = tosa.reshape %164, %21 : (tensor<8x96xf32>, !tosa.shape<3>) -> tensor<1x8x96xf32>
    %166 = tosa.slice %165, %9, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %167 = tosa.slice %165, %22, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %168 = tosa.slice %165, %23, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %169 = tosa.reshape %167, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %170 = tosa.reshape %168, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %171 = tosa.transpose %170 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %172 = tosa.reshape %166, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %173 = tosa.transpose %172 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %174 = tosa.transpose %169 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %175 = tosa.reshape %173, %25 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %176 = tosa.reshape %174, %26 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %177 = tosa.matmul %175, %176, %19, %19 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %178 = tosa.reshape %177, %27 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %179 = tosa.mul %178, %49, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %180 = tosa.add %179, %145 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %181 = tosa.reduce_max %180 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %182 = tosa.sub %180, %181 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %183 = tosa.exp %182 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %184 = tosa.reduce_sum %183 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %185 = tosa.reciprocal %184 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %186 = tosa.mul %183, %185, %4 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %187 = tosa.reshape %186, %28 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %188 = tosa.reshape %171, %25 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %189 = tosa.matmul %187, %188, %19, %19 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %190 = tosa.reshape %189, %29 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %191 = tosa.transpose %190 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %192 = tosa.reshape %191, %2 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %193 = tosa.matmul %192, %50, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %194 = tosa.reshape %193, %18 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %195 = tosa.add %194, %51 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %196 = tosa.reshape %195, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %197 = tosa.add %196, %84 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %198 = tosa.cast %197 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %199 = tosa.reduce_sum %198 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %200 = tosa.mul %199, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %201 = tosa.sub %198, %200 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %202 = tosa.mul %201, %201, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %203 = tosa.reduce_sum %202 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %204 = tosa.mul %203, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %205 = tosa.cast %204 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %206 = tosa.reduce_sum %197 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %207 = tosa.mul %206, %43, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %208 = tosa.add %205, %44 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %209 = tosa.rsqrt %208 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %210 = tosa.sub %197, %207 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %211 = tosa.mul %210, %209, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %212 = tosa.mul %211, %52, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %213 = tosa.add %212, %53 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %214 = tosa.matmul %213, %54, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x128xf32>
    %215 = tosa.reshape %214, %30 : (tensor<1x8x128xf32>, !tosa.shape<2>) -> tensor<8x128xf32>
    %216 = tosa.add %215, %55 : (tensor<8x128xf32>, tensor<1x128xf32>) -> tensor<8x128xf32>
    %217 = tosa.reshape %216, %31 : (tensor<8x128xf32>, !tosa.shape<3>) -> tensor<1x8x128xf32>
    %218 = tosa.mul %217, %56, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %219 = tosa.pow %217, %57 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>) -> tensor<1x8x128xf32>
    %220 = tosa.mul %219, %58, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %221 = tosa.add %217, %220 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %222 = tosa.mul %221, %59, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %223 = tosa.tanh %222 : (tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %224 = tosa.add %223, %60 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>) -> tensor<1x8x128xf32>
    %225 = tosa.mul %218, %224, %4 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %226 = tosa.matmul %225, %61, %19, %19 : (tensor<1x8x128xf32>, tensor<1x128x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %227 = tosa.reshape %226, %18 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %228 = tosa.add %227, %62 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %229 = tosa.reshape %228, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %230 = tosa.add %197, %229 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %231 = tosa.cast %230 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %232 = tosa.reduce_sum %231 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %233 = tosa.mul %232, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %234 = tosa.sub %231, %233 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %235 = tosa.mul %234, %234, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %236 = tosa.reduce_sum %235 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %237 = tosa.mul %236, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %238 = tosa.cast %237 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %239 = tosa.reduce_sum %230 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %240 = tosa.mul %239, %43, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %241 = tosa.add %238, %44 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %242 = tosa.rsqrt %241 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %243 = tosa.sub %230, %240 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %244 = tosa.mul %243, %242, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %245 = tosa.mul %244, %63, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %246 = tosa.add %245, %64 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %247 = tosa.matmul %246, %65, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x96xf32>
    %248 = tosa.reshape %247, %20 : (tensor<1x8x96xf32>, !tosa.shape<2>) -> tensor<8x96xf32>
    %249 = tosa.add %248, %66 : (tensor<8x96xf32>, tensor<1x96xf32>) -> tensor<8x96xf32>
    %250 = tosa.reshape %249, %21 : (tensor<8x96xf32>, !tosa.shape<3>) -> tensor<1x8x96xf32>
    %251 = tosa.slice %250, %9, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %252 = tosa.slice %250, %22, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %253 = tosa.slice %250, %23, %2 : (tensor<1x8x96xf32>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %254 = tosa.reshape %252, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %255 = tosa.reshape %253, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %256 = tosa.transpose %255 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %257 = tosa.reshape %251, %24 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x2x16xf32>
    %258 = tosa.transpose %257 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x8x16xf32>
    %259 = tosa.transpose %254 {perms = array<i32: 0, 2, 3, 1>} : (tensor<1x8x2x16xf32>) -> tensor<1x2x16x8xf32>
    %260 = tosa.reshape %258, %25 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %261 = tosa.reshape %259, %26 : (tensor<1x2x16x8xf32>, !tosa.shape<3>) -> tensor<2x16x8xf32>
    %262 = tosa.matmul %260, %261, %19, %19 : (tensor<2x8x16xf32>, tensor<2x16x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x8xf32>
    %263 = tosa.reshape %262, %27 : (tensor<2x8x8xf32>, !tosa.shape<4>) -> tensor<1x2x8x8xf32>
    %264 = tosa.mul %263, %49, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %265 = tosa.add %264, %145 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x2x8x8xf32>
    %266 = tosa.reduce_max %265 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %267 = tosa.sub %265, %266 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x8xf32>
    %268 = tosa.exp %267 : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %269 = tosa.reduce_sum %268 {axis = 3 : i32} : (tensor<1x2x8x8xf32>) -> tensor<1x2x8x1xf32>
    %270 = tosa.reciprocal %269 : (tensor<1x2x8x1xf32>) -> tensor<1x2x8x1xf32>
    %271 = tosa.mul %268, %270, %4 : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %272 = tosa.reshape %271, %28 : (tensor<1x2x8x8xf32>, !tosa.shape<3>) -> tensor<2x8x8xf32>
    %273 = tosa.reshape %256, %25 : (tensor<1x2x8x16xf32>, !tosa.shape<3>) -> tensor<2x8x16xf32>
    %274 = tosa.matmul %272, %273, %19, %19 : (tensor<2x8x8xf32>, tensor<2x8x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2x8x16xf32>
    %275 = tosa.reshape %274, %29 : (tensor<2x8x16xf32>, !tosa.shape<4>) -> tensor<1x2x8x16xf32>
    %276 = tosa.transpose %275 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x2x8x16xf32>) -> tensor<1x8x2x16xf32>
    %277 = tosa.reshape %276, %2 : (tensor<1x8x2x16xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %278 = tosa.matmul %277, %67, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %279 = tosa.reshape %278, %18 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %280 = tosa.add %279, %68 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %281 = tosa.reshape %280, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %282 = tosa.add %281, %230 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %283 = tosa.cast %282 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %284 = tosa.reduce_sum %283 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %285 = tosa.mul %284, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %286 = tosa.sub %283, %285 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %287 = tosa.mul %286, %286, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %288 = tosa.reduce_sum %287 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %289 = tosa.mul %288, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %290 = tosa.cast %289 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %291 = tosa.reduce_sum %282 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %292 = tosa.mul %291, %43, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %293 = tosa.add %290, %44 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %294 = tosa.rsqrt %293 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %295 = tosa.sub %282, %292 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %296 = tosa.mul %295, %294, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %297 = tosa.mul %296, %69, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %298 = tosa.add %297, %70 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %299 = tosa.matmul %298, %71, %19, %19 : (tensor<1x8x32xf32>, tensor<1x32x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x128xf32>
    %300 = tosa.reshape %299, %30 : (tensor<1x8x128xf32>, !tosa.shape<2>) -> tensor<8x128xf32>
    %301 = tosa.add %300, %72 : (tensor<8x128xf32>, tensor<1x128xf32>) -> tensor<8x128xf32>
    %302 = tosa.reshape %301, %31 : (tensor<8x128xf32>, !tosa.shape<3>) -> tensor<1x8x128xf32>
    %303 = tosa.mul %302, %56, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %304 = tosa.pow %302, %57 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>) -> tensor<1x8x128xf32>
    %305 = tosa.mul %304, %58, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %306 = tosa.add %302, %305 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %307 = tosa.mul %306, %59, %4 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %308 = tosa.tanh %307 : (tensor<1x8x128xf32>) -> tensor<1x8x128xf32>
    %309 = tosa.add %308, %60 : (tensor<1x8x128xf32>, tensor<1x1x1xf32>) -> tensor<1x8x128xf32>
    %310 = tosa.mul %303, %309, %4 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1xi8>) -> tensor<1x8x128xf32>
    %311 = tosa.matmul %310, %73, %19, %19 : (tensor<1x8x128xf32>, tensor<1x128x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %312 = tosa.reshape %311, %18 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %313 = tosa.add %312, %74 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %314 = tosa.reshape %313, %2 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %315 = tosa.add %282, %314 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %316 = tosa.cast %315 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %317 = tosa.reduce_sum %316 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %318 = tosa.mul %317, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %319 = tosa.sub %316, %318 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %320 = tosa.mul %319, %319, %4 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %321 = tosa.reduce_sum %320 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %322 = tosa.mul %321, %42, %4 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %323 = tosa.cast %322 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %324 = tosa.reduce_sum %315 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %325 = tosa.mul %324, %43, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %326 = tosa.add %323, %44 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %327 = tosa.rsqrt %326 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %328 = tosa.sub %315, %325 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %329 = tosa.mul %328, %327, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %330 = tosa.mul %329, %75, %4 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %331 = tosa.add %330, %76 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    return %331 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=7b815eaf8853 torch_mlir=39d49863922d
