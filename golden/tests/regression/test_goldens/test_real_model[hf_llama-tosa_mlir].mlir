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
    %18 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %19 = tosa.const_shape  {values = dense<[1, 8, 4, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %20 = tosa.const_shape  {values = dense<[1, 8, 2, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %21 = tosa.const_shape  {values = dense<[1, 1, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %22 = tosa.const_shape  {values = dense<[1, 4, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %23 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %24 = tosa.const_shape  {values = dense<[0, 0, 0, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %25 = tosa.const_shape  {values = dense<[1, 2, 8, 4]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %26 = tosa.const_shape  {values = dense<[1, 2, 1, 8, 8]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %27 = tosa.const_shape  {values = dense<[1, 1, 2, 1, 1]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %28 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %29 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %30 = "tosa.const"() <{values = dense_resource<torch_tensor_64_32_torch.float32> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %31 = "tosa.const"() <{values = dense<1> : tensor<1x1xi32>}> : () -> tensor<1x1xi32>
    %32 = "tosa.const"() <{values = dense<1> : tensor<1x1xi64>}> : () -> tensor<1x1xi64>
    %33 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1x1xi32>}> : () -> tensor<1x1x1x1x1xi32>
    %34 = "tosa.const"() <{values = dense<0> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %35 = "tosa.const"() <{values = dense<8> : tensor<1x1x1x1xi32>}> : () -> tensor<1x1x1x1xi32>
    %36 = "tosa.const"() <{values = dense<true> : tensor<1x1x1x1xi1>}> : () -> tensor<1x1x1x1xi1>
    %37 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %38 = "tosa.const"() <{values = dense<-3.40282347E+38> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %39 = "tosa.const"() <{values = dense_resource<torch_tensor_4_torch.float32> : tensor<1x1x4xf32>}> : () -> tensor<1x1x4xf32>
    %40 = "tosa.const"() <{values = dense<2.000000e+00> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %41 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %42 = "tosa.const"() <{values = dense<9.99999997E-7> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %43 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %44 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %45 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %46 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %47 = "tosa.const"() <{values = dense<0.353553385> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %48 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %49 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %50 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %51 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %52 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %53 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %54 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %55 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %56 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x16xf32>}> : () -> tensor<1x32x16xf32>
    %57 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %58 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %59 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %60 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %61 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %62 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %63 = tosa.cast %arg0 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %64 = tosa.gather %30, %63 : (tensor<1x64x32xf32>, tensor<1x8xi32>) -> tensor<1x8x32xf32>
    %65 = tosa.cast %3 : (tensor<8xi64>) -> tensor<8xi32>
    %66 = tosa.cast %65 : (tensor<8xi32>) -> tensor<8xi64>
    %67 = tosa.reshape %66, %1 : (tensor<8xi64>, !tosa.shape<2>) -> tensor<1x8xi64>
    %68 = tosa.slice %67, %6, %5 : (tensor<1x8xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1xi64>
    %69 = tosa.cast %68 : (tensor<1x1xi64>) -> tensor<1x1xi32>
    %70 = tosa.sub %69, %31 : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi32>
    %71 = tosa.cast %70 : (tensor<1x1xi32>) -> tensor<1x1xi64>
    %72 = tosa.concat %71, %67 {axis = 1 : i32} : (tensor<1x1xi64>, tensor<1x8xi64>) -> tensor<1x9xi64>
    %73 = tosa.slice %72, %6, %1 : (tensor<1x9xi64>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x8xi64>
    %74 = tosa.cast %73 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %75 = tosa.cast %67 : (tensor<1x8xi64>) -> tensor<1x8xi32>
    %76 = tosa.sub %75, %74 : (tensor<1x8xi32>, tensor<1x8xi32>) -> tensor<1x8xi32>
    %77 = tosa.cast %76 : (tensor<1x8xi32>) -> tensor<1x8xi64>
    %78 = tosa.equal %77, %32 : (tensor<1x8xi64>, tensor<1x1xi64>) -> tensor<1x8xi1>
    %79 = tosa.logical_not %78 : (tensor<1x8xi1>) -> tensor<1x8xi1>
    %80 = tosa.cast %79 : (tensor<1x8xi1>) -> tensor<1x8xi64>
    %81 = tosa.reshape %80, %7 : (tensor<1x8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %82 = tosa.pad %81, %10, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x9x1xi64>
    %83 = tosa.slice %82, %9, %7 : (tensor<1x9x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %84 = tosa.add %81, %83 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %85 = tosa.pad %84, %11, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x10x1xi64>
    %86 = tosa.slice %85, %9, %7 : (tensor<1x10x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %87 = tosa.add %84, %86 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %88 = tosa.pad %87, %12, %8 : (tensor<1x8x1xi64>, !tosa.shape<6>, tensor<1xi64>) -> tensor<1x12x1xi64>
    %89 = tosa.slice %88, %9, %7 : (tensor<1x12x1xi64>, !tosa.shape<3>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %90 = tosa.add %87, %89 : (tensor<1x8x1xi64>, tensor<1x8x1xi64>) -> tensor<1x8x1xi64>
    %91 = tosa.reshape %66, %13 : (tensor<8xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %92 = tosa.reshape %66, %14 : (tensor<8xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %93 = tosa.cast %91 : (tensor<1x1x8x1xi64>) -> tensor<1x1x8x1xi32>
    %94 = tosa.add %93, %35 : (tensor<1x1x8x1xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x8x1xi32>
    %95 = tosa.greater %34, %93 : (tensor<1x1x1x1xi32>, tensor<1x1x8x1xi32>) -> tensor<1x1x8x1xi1>
    %96 = tosa.select %95, %94, %93 : (tensor<1x1x8x1xi1>, tensor<1x1x8x1xi32>, tensor<1x1x8x1xi32>) -> tensor<1x1x8x1xi32>
    %97 = tosa.reshape %96, %15 : (tensor<1x1x8x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %98 = tosa.tile %33, %15 : (tensor<1x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<1x1x8x1x1xi32>
    %99 = tosa.concat %98, %97 {axis = 4 : i32} : (tensor<1x1x8x1x1xi32>, tensor<1x1x8x1x1xi32>) -> tensor<1x1x8x1x2xi32>
    %100 = tosa.reshape %99, %16 : (tensor<1x1x8x1x2xi32>, !tosa.shape<2>) -> tensor<8x2xi32>
    %101 = tosa.mul %100, %0, %4 : (tensor<8x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<8x2xi32>
    %102 = tosa.reduce_sum %101 {axis = 1 : i32} : (tensor<8x2xi32>) -> tensor<8x1xi32>
    %103 = tosa.reshape %102, %1 : (tensor<8x1xi32>, !tosa.shape<2>) -> tensor<1x8xi32>
    %104 = tosa.gather %90, %103 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %105 = tosa.reshape %104, %13 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %106 = tosa.cast %92 : (tensor<1x1x1x8xi64>) -> tensor<1x1x1x8xi32>
    %107 = tosa.add %106, %35 : (tensor<1x1x1x8xi32>, tensor<1x1x1x1xi32>) -> tensor<1x1x1x8xi32>
    %108 = tosa.greater %34, %106 : (tensor<1x1x1x1xi32>, tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi1>
    %109 = tosa.select %108, %107, %106 : (tensor<1x1x1x8xi1>, tensor<1x1x1x8xi32>, tensor<1x1x1x8xi32>) -> tensor<1x1x1x8xi32>
    %110 = tosa.reshape %109, %17 : (tensor<1x1x1x8xi32>, !tosa.shape<5>) -> tensor<1x1x1x8x1xi32>
    %111 = tosa.tile %33, %17 : (tensor<1x1x1x1x1xi32>, !tosa.shape<5>) -> tensor<1x1x1x8x1xi32>
    %112 = tosa.concat %111, %110 {axis = 4 : i32} : (tensor<1x1x1x8x1xi32>, tensor<1x1x1x8x1xi32>) -> tensor<1x1x1x8x2xi32>
    %113 = tosa.reshape %112, %16 : (tensor<1x1x1x8x2xi32>, !tosa.shape<2>) -> tensor<8x2xi32>
    %114 = tosa.mul %113, %0, %4 : (tensor<8x2xi32>, tensor<1x2xi32>, tensor<1xi8>) -> tensor<8x2xi32>
    %115 = tosa.reduce_sum %114 {axis = 1 : i32} : (tensor<8x2xi32>) -> tensor<8x1xi32>
    %116 = tosa.reshape %115, %1 : (tensor<8x1xi32>, !tosa.shape<2>) -> tensor<1x8xi32>
    %117 = tosa.gather %90, %116 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %118 = tosa.reshape %117, %14 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %119 = tosa.equal %105, %118 : (tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi1>
    %120 = tosa.logical_and %119, %36 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xi1>) -> tensor<1x1x8x8xi1>
    %121 = tosa.reshape %66, %7 : (tensor<8xi64>, !tosa.shape<3>) -> tensor<1x8x1xi64>
    %122 = tosa.gather %121, %103 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %123 = tosa.reshape %122, %13 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x8x1xi64>
    %124 = tosa.gather %121, %116 : (tensor<1x8x1xi64>, tensor<1x8xi32>) -> tensor<1x8x1xi64>
    %125 = tosa.reshape %124, %14 : (tensor<1x8x1xi64>, !tosa.shape<4>) -> tensor<1x1x1x8xi64>
    %126 = tosa.greater_equal %123, %125 : (tensor<1x1x8x1xi64>, tensor<1x1x1x8xi64>) -> tensor<1x1x8x8xi1>
    %127 = tosa.logical_and %120, %126 : (tensor<1x1x8x8xi1>, tensor<1x1x8x8xi1>) -> tensor<1x1x8x8xi1>
    %128 = tosa.select %127, %37, %38 : (tensor<1x1x8x8xi1>, tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x8x8xf32>
    %129 = tosa.cast %121 : (tensor<1x8x1xi64>) -> tensor<1x8x1xf32>
    %130 = tosa.mul %129, %39, %4 : (tensor<1x8x1xf32>, tensor<1x1x4xf32>, tensor<1xi8>) -> tensor<1x8x4xf32>
    %131 = tosa.concat %130, %130 {axis = 2 : i32} : (tensor<1x8x4xf32>, tensor<1x8x4xf32>) -> tensor<1x8x8xf32>
    %132 = tosa.cos %131 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %133 = tosa.sin %131 : (tensor<1x8x8xf32>) -> tensor<1x8x8xf32>
    %134 = tosa.pow %64, %40 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %135 = tosa.reduce_sum %134 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %136 = tosa.mul %135, %41, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %137 = tosa.add %136, %42 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %138 = tosa.rsqrt %137 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %139 = tosa.mul %64, %138, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %140 = tosa.mul %43, %139, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %141 = tosa.matmul %140, %44, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %142 = tosa.reshape %141, %19 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x4x8xf32>
    %143 = tosa.transpose %142 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %144 = tosa.matmul %140, %45, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %145 = tosa.reshape %144, %20 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %146 = tosa.transpose %145 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %147 = tosa.matmul %140, %46, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %148 = tosa.reshape %147, %20 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %149 = tosa.transpose %148 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %150 = tosa.reshape %132, %21 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %151 = tosa.reshape %133, %21 : (tensor<1x8x8xf32>, !tosa.shape<4>) -> tensor<1x1x8x8xf32>
    %152 = tosa.mul %143, %150, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %153 = tosa.slice %143, %23, %22 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %154 = tosa.slice %143, %24, %22 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %155 = tosa.negate %154, %18, %18 : (tensor<1x4x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x4xf32>
    %156 = tosa.concat %155, %153 {axis = 3 : i32} : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %157 = tosa.mul %156, %151, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %158 = tosa.add %152, %157 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %159 = tosa.mul %146, %150, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %160 = tosa.slice %146, %23, %25 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %161 = tosa.slice %146, %24, %25 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %162 = tosa.negate %161, %18, %18 : (tensor<1x2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x4xf32>
    %163 = tosa.concat %162, %160 {axis = 3 : i32} : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %164 = tosa.mul %163, %151, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %165 = tosa.add %159, %164 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %166 = tosa.reshape %165, %26 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %167 = tosa.tile %166, %27 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %168 = tosa.reshape %167, %28 : (tensor<1x2x2x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %169 = tosa.reshape %149, %26 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %170 = tosa.tile %169, %27 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %171 = tosa.transpose %168 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %172 = tosa.reshape %158, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %173 = tosa.reshape %171, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %174 = tosa.matmul %172, %173, %18, %18 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %175 = tosa.reshape %174, %28 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %176 = tosa.mul %175, %47, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %177 = tosa.add %176, %128 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %178 = tosa.reduce_max %177 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %179 = tosa.sub %177, %178 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %180 = tosa.exp %179 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %181 = tosa.reduce_sum %180 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %182 = tosa.reciprocal %181 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %183 = tosa.mul %180, %182, %4 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %184 = tosa.reshape %183, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %185 = tosa.reshape %170, %29 : (tensor<1x2x2x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %186 = tosa.matmul %184, %185, %18, %18 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %187 = tosa.reshape %186, %28 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %188 = tosa.transpose %187 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %189 = tosa.reshape %188, %2 : (tensor<1x8x4x8xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %190 = tosa.matmul %189, %48, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %191 = tosa.add %64, %190 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %192 = tosa.pow %191, %40 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %193 = tosa.reduce_sum %192 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %194 = tosa.mul %193, %41, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %195 = tosa.add %194, %42 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %196 = tosa.rsqrt %195 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %197 = tosa.mul %191, %196, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %198 = tosa.mul %49, %197, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %199 = tosa.matmul %198, %50, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %200 = tosa.sigmoid %199 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %201 = tosa.mul %199, %200, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %202 = tosa.matmul %198, %51, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %203 = tosa.mul %201, %202, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %204 = tosa.matmul %203, %52, %18, %18 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %205 = tosa.add %191, %204 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %206 = tosa.pow %205, %40 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %207 = tosa.reduce_sum %206 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %208 = tosa.mul %207, %41, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %209 = tosa.add %208, %42 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %210 = tosa.rsqrt %209 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %211 = tosa.mul %205, %210, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %212 = tosa.mul %53, %211, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %213 = tosa.matmul %212, %54, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %214 = tosa.reshape %213, %19 : (tensor<1x8x32xf32>, !tosa.shape<4>) -> tensor<1x8x4x8xf32>
    %215 = tosa.transpose %214 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x4x8xf32>) -> tensor<1x4x8x8xf32>
    %216 = tosa.matmul %212, %55, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %217 = tosa.reshape %216, %20 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %218 = tosa.transpose %217 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %219 = tosa.matmul %212, %56, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x16xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x16xf32>
    %220 = tosa.reshape %219, %20 : (tensor<1x8x16xf32>, !tosa.shape<4>) -> tensor<1x8x2x8xf32>
    %221 = tosa.transpose %220 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x8x2x8xf32>) -> tensor<1x2x8x8xf32>
    %222 = tosa.mul %215, %150, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %223 = tosa.slice %215, %23, %22 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %224 = tosa.slice %215, %24, %22 : (tensor<1x4x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x4x8x4xf32>
    %225 = tosa.negate %224, %18, %18 : (tensor<1x4x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x8x4xf32>
    %226 = tosa.concat %225, %223 {axis = 3 : i32} : (tensor<1x4x8x4xf32>, tensor<1x4x8x4xf32>) -> tensor<1x4x8x8xf32>
    %227 = tosa.mul %226, %151, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %228 = tosa.add %222, %227 : (tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %229 = tosa.mul %218, %150, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %230 = tosa.slice %218, %23, %25 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %231 = tosa.slice %218, %24, %25 : (tensor<1x2x8x8xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x2x8x4xf32>
    %232 = tosa.negate %231, %18, %18 : (tensor<1x2x8x4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x8x4xf32>
    %233 = tosa.concat %232, %230 {axis = 3 : i32} : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) -> tensor<1x2x8x8xf32>
    %234 = tosa.mul %233, %151, %4 : (tensor<1x2x8x8xf32>, tensor<1x1x8x8xf32>, tensor<1xi8>) -> tensor<1x2x8x8xf32>
    %235 = tosa.add %229, %234 : (tensor<1x2x8x8xf32>, tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
    %236 = tosa.reshape %235, %26 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %237 = tosa.tile %236, %27 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %238 = tosa.reshape %237, %28 : (tensor<1x2x2x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %239 = tosa.reshape %221, %26 : (tensor<1x2x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x1x8x8xf32>
    %240 = tosa.tile %239, %27 : (tensor<1x2x1x8x8xf32>, !tosa.shape<5>) -> tensor<1x2x2x8x8xf32>
    %241 = tosa.transpose %238 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %242 = tosa.reshape %228, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %243 = tosa.reshape %241, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %244 = tosa.matmul %242, %243, %18, %18 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %245 = tosa.reshape %244, %28 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %246 = tosa.mul %245, %47, %4 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %247 = tosa.add %246, %128 : (tensor<1x4x8x8xf32>, tensor<1x1x8x8xf32>) -> tensor<1x4x8x8xf32>
    %248 = tosa.reduce_max %247 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %249 = tosa.sub %247, %248 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %250 = tosa.exp %249 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %251 = tosa.reduce_sum %250 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %252 = tosa.reciprocal %251 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %253 = tosa.mul %250, %252, %4 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %254 = tosa.reshape %253, %29 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %255 = tosa.reshape %240, %29 : (tensor<1x2x2x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %256 = tosa.matmul %254, %255, %18, %18 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %257 = tosa.reshape %256, %28 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %258 = tosa.transpose %257 {perms = array<i32: 0, 2, 1, 3>} : (tensor<1x4x8x8xf32>) -> tensor<1x8x4x8xf32>
    %259 = tosa.reshape %258, %2 : (tensor<1x8x4x8xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %260 = tosa.matmul %259, %57, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %261 = tosa.add %205, %260 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %262 = tosa.pow %261, %40 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %263 = tosa.reduce_sum %262 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %264 = tosa.mul %263, %41, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %265 = tosa.add %264, %42 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %266 = tosa.rsqrt %265 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %267 = tosa.mul %261, %266, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %268 = tosa.mul %58, %267, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %269 = tosa.matmul %268, %59, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %270 = tosa.sigmoid %269 : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %271 = tosa.mul %269, %270, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %272 = tosa.matmul %268, %60, %18, %18 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %273 = tosa.mul %271, %272, %4 : (tensor<1x8x64xf32>, tensor<1x8x64xf32>, tensor<1xi8>) -> tensor<1x8x64xf32>
    %274 = tosa.matmul %273, %61, %18, %18 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %275 = tosa.add %261, %274 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %276 = tosa.pow %275, %40 : (tensor<1x8x32xf32>, tensor<1x1x1xf32>) -> tensor<1x8x32xf32>
    %277 = tosa.reduce_sum %276 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %278 = tosa.mul %277, %41, %4 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %279 = tosa.add %278, %42 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %280 = tosa.rsqrt %279 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %281 = tosa.mul %275, %280, %4 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %282 = tosa.mul %62, %281, %4 : (tensor<1x1x32xf32>, tensor<1x8x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    return %282 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=bcfbae289cf4 torch_mlir=cc693d92339b
