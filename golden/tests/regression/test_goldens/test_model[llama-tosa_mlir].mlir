module {
  func.func @main(%arg0: tensor<1x8xi64>) -> tensor<1x8x128xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x8x8xf32>}> : () -> tensor<1x4x8x8xf32>
    %1 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<8x8xf32>}> : () -> tensor<8x8xf32>
    %2 = tosa.const_shape  {values = dense<[1, 8]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %3 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %5 = "tosa.const"() <{values = dense<[0, 1, 2, 3, 4, 5, 6, 7]> : tensor<8xi64>}> : () -> tensor<8xi64>
    %6 = tosa.const_shape  {values = dense<[1, 1, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %7 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %8 = tosa.const_shape  {values = dense<[8, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %9 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[1, 8, 4, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[1, 8, 2, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[1, 4, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %13 = tosa.const_shape  {values = dense<[0, 0, 0, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %15 = tosa.const_shape  {values = dense<[1, 2, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %16 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 8]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %17 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %18 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %19 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %20 = "tosa.const"() <{values = dense_resource<torch_tensor_128_32_torch.float32> : tensor<1x128x32xf32>}> : () -> tensor<1x128x32xf32>
    %21 = "tosa.const"() <{values = dense<5.65685415> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %22 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<1x4x1xf32>}> : () -> tensor<1x4x1xf32>
    %23 = "tosa.const"() <{values = dense<1> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %24 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1xf32>}> : () -> tensor<1x1xf32>
    %25 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %27 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %28 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %29 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %30 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %31 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %32 = "tosa.const"() <{values = dense<0.594603539> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %33 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %34 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %35 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %36 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %37 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %38 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %39 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %40 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %41 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %42 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %43 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %44 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %45 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %46 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %47 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %48 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %49 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x128xf32>}> : () -> tensor<1x32x128xf32>
    %50 = tosa.cast %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %51 = tosa.gather %20, %50 : (tensor<1x128x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %52 = tosa.mul %51, %21, %4 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %53 = tosa.reshape %5, %6 : (tensor<8xi64>, !tosa.shape<3>) -> tensor<1x1x8xi64>
    %54 = tosa.cast %53 : (tensor<1x1x8xi64>) -> tensor<1x1x8xf32>
    %55 = tosa.matmul %22, %54, %7, %7 : (tensor<1x4x1xf32>, tensor<1x1x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8xf32>
    %56 = tosa.transpose %55 {perms = array<i32: 0, 2, 1>} : (tensor<1x4x8xf32>) -> tensor<1x8x4xf32>
    %57 = tosa.concat %56, %56 {axis = 2 : i32} : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %58 = tosa.cos %57 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %59 = tosa.sin %57 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %60 = tosa.reshape %5, %2 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %61 = tosa.reshape %5, %8 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<8x1xi64>
    %62 = tosa.cast %61 : (tensor<8x1xi64>) -> tensor<8x1xi32>
    %63 = tosa.cast %60 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %64 = tosa.sub %63, %62 : (tensor<1x8xi32>, tensor<8x1xi32>) -> tensor<8x8xi32>
    %65 = tosa.cast %64 : (tensor<8x8xi32>) -> tensor<8x8xi64>
    %66 = tosa.greater_equal %65, %23 : (tensor<8x8xi64>, tensor<1x1xi64>) -> tensor<8x8xi1>
    %67 = tosa.select %66, %1, %24 : (tensor<8x8xi1>, tensor<8x8xf32>, tensor<1x1xf32>) -> tensor<8x8xf32>
    %68 = tosa.reshape %67, %9 : (tensor<8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %69 = tosa.pow %52, %25 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %70 = tosa.reduce_sum %69 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %71 = tosa.mul %70, %26, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %72 = tosa.add %71, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %73 = tosa.rsqrt %72 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %74 = tosa.mul %52, %73, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %75 = tosa.mul %28, %74, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %76 = tosa.matmul %75, %29, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %77 = tosa.reshape %76, %10 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x4x8xf32>
    %78 = tosa.transpose %77 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %79 = tosa.matmul %75, %30, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %80 = tosa.reshape %79, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %81 = tosa.transpose %80 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %82 = tosa.matmul %75, %31, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %83 = tosa.reshape %82, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %84 = tosa.transpose %83 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %85 = tosa.reshape %58, %9 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %86 = tosa.reshape %59, %9 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %87 = tosa.mul %78, %85, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %88 = tosa.slice %78, %13, %12 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %89 = tosa.negate %88, %7, %7 : (tensor<1x4x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x4xf32>
    %90 = tosa.slice %78, %14, %12 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %91 = tosa.concat %89, %90 {axis = 3 : i32} : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %92 = tosa.mul %91, %86, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %93 = tosa.add %87, %92 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %94 = tosa.mul %81, %85, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %95 = tosa.slice %81, %13, %15 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %96 = tosa.negate %95, %7, %7 : (tensor<1x2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x4xf32>
    %97 = tosa.slice %81, %14, %15 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %98 = tosa.concat %96, %97 {axis = 3 : i32} : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %99 = tosa.mul %98, %86, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %100 = tosa.add %94, %99 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %101 = tosa.reshape %100, %16 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %102 = tosa.tile %101, %17 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %103 = tosa.reshape %102, %18 : (tensor<1x2x2x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %104 = tosa.reshape %84, %16 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %105 = tosa.tile %104, %17 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %106 = tosa.mul %93, %32, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %107 = tosa.transpose %103 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %108 = tosa.mul %107, %32, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %109 = tosa.reshape %106, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %110 = tosa.reshape %108, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %111 = tosa.matmul %109, %110, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %112 = tosa.reshape %111, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %113 = tosa.add %112, %68 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %114 = tosa.reduce_max %113 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %115 = tosa.sub %113, %114 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %116 = tosa.exp %115 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %117 = tosa.reduce_sum %116 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %118 = tosa.reciprocal %117 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %119 = tosa.mul %116, %118, %4 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %120 = tosa.cast %113 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf64>
    %121 = tosa.equal %120, %33 : (tensor<1x4x8x8xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x8x8xi1>
    %122 = tosa.reduce_all %121 {axis = 3 : i32} : (tensor<1x4x8x8xi1>) -> tensor<1x4x8x1xi1>
    %123 = tosa.select %122, %0, %119 : (tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %124 = tosa.reshape %123, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %125 = tosa.reshape %105, %19 : (tensor<1x2x2x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %126 = tosa.matmul %124, %125, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %127 = tosa.reshape %126, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %128 = tosa.transpose %127 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %129 = tosa.reshape %128, %3 : (tensor<1x8x4x8xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %130 = tosa.matmul %129, %34, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %131 = tosa.add %52, %130 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %132 = tosa.pow %131, %25 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %133 = tosa.reduce_sum %132 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %134 = tosa.mul %133, %26, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %135 = tosa.add %134, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %136 = tosa.rsqrt %135 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %137 = tosa.mul %131, %136, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %138 = tosa.mul %35, %137, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %139 = tosa.matmul %138, %36, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %140 = tosa.sigmoid %139 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %141 = tosa.mul %139, %140, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %142 = tosa.matmul %138, %37, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %143 = tosa.mul %141, %142, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %144 = tosa.matmul %143, %38, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %145 = tosa.add %131, %144 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %146 = tosa.pow %145, %25 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %147 = tosa.reduce_sum %146 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %148 = tosa.mul %147, %26, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %149 = tosa.add %148, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %150 = tosa.rsqrt %149 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %151 = tosa.mul %145, %150, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %152 = tosa.mul %39, %151, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %153 = tosa.matmul %152, %40, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %154 = tosa.reshape %153, %10 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x4x8xf32>
    %155 = tosa.transpose %154 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %156 = tosa.matmul %152, %41, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %157 = tosa.reshape %156, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %158 = tosa.transpose %157 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %159 = tosa.matmul %152, %42, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %160 = tosa.reshape %159, %11 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %161 = tosa.transpose %160 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %162 = tosa.mul %155, %85, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %163 = tosa.slice %155, %13, %12 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %164 = tosa.negate %163, %7, %7 : (tensor<1x4x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x4xf32>
    %165 = tosa.slice %155, %14, %12 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %166 = tosa.concat %164, %165 {axis = 3 : i32} : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %167 = tosa.mul %166, %86, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %168 = tosa.add %162, %167 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %169 = tosa.mul %158, %85, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %170 = tosa.slice %158, %13, %15 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %171 = tosa.negate %170, %7, %7 : (tensor<1x2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x4xf32>
    %172 = tosa.slice %158, %14, %15 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %173 = tosa.concat %171, %172 {axis = 3 : i32} : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %174 = tosa.mul %173, %86, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %175 = tosa.add %169, %174 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %176 = tosa.reshape %175, %16 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %177 = tosa.tile %176, %17 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %178 = tosa.reshape %177, %18 : (tensor<1x2x2x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %179 = tosa.reshape %161, %16 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %180 = tosa.tile %179, %17 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %181 = tosa.mul %168, %32, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %182 = tosa.transpose %178 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %183 = tosa.mul %182, %32, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %184 = tosa.reshape %181, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %185 = tosa.reshape %183, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %186 = tosa.matmul %184, %185, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %187 = tosa.reshape %186, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %188 = tosa.add %187, %68 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %189 = tosa.reduce_max %188 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %190 = tosa.sub %188, %189 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %191 = tosa.exp %190 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %192 = tosa.reduce_sum %191 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %193 = tosa.reciprocal %192 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %194 = tosa.mul %191, %193, %4 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %195 = tosa.cast %188 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf64>
    %196 = tosa.equal %195, %33 : (tensor<1x4x8x8xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x8x8xi1>
    %197 = tosa.reduce_all %196 {axis = 3 : i32} : (tensor<1x4x8x8xi1>) -> tensor<1x4x8x1xi1>
    %198 = tosa.select %197, %0, %194 : (tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %199 = tosa.reshape %198, %19 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %200 = tosa.reshape %180, %19 : (tensor<1x2x2x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %201 = tosa.matmul %199, %200, %7, %7 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %202 = tosa.reshape %201, %18 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %203 = tosa.transpose %202 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %204 = tosa.reshape %203, %3 : (tensor<1x8x4x8xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %205 = tosa.matmul %204, %43, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %206 = tosa.add %145, %205 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %207 = tosa.pow %206, %25 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %208 = tosa.reduce_sum %207 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %209 = tosa.mul %208, %26, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %210 = tosa.add %209, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %211 = tosa.rsqrt %210 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %212 = tosa.mul %206, %211, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %213 = tosa.mul %44, %212, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %214 = tosa.matmul %213, %45, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %215 = tosa.sigmoid %214 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %216 = tosa.mul %214, %215, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %217 = tosa.matmul %213, %46, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %218 = tosa.mul %216, %217, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %219 = tosa.matmul %218, %47, %7, %7 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %220 = tosa.add %206, %219 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %221 = tosa.pow %220, %25 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %222 = tosa.reduce_sum %221 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %223 = tosa.mul %222, %26, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %224 = tosa.add %223, %27 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %225 = tosa.rsqrt %224 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %226 = tosa.mul %220, %225, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %227 = tosa.mul %48, %226, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %228 = tosa.matmul %227, %49, %7, %7 : (tensor<1x8x32xf32>, tensor<1x32x128xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x128xf32>
    return %228 : tensor<1x8x128xf32>
  }
}
// irlower-stages: fx_graph=fda255aeb0f9 torch_mlir=36baf284690c
