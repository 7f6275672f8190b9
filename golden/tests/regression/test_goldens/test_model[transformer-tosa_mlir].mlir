module {
  func.func @main(%arg0: tensor<1x8x32xf32>) -> tensor<1x8x32xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1x4x8x8xf32>}> : () -> tensor<1x4x8x8xf32>
    %1 = tosa.const_shape  {values = dense<[8, 32]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %2 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %3 = tosa.const_shape  {values = dense<[1, 8, 32]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %4 = tosa.const_shape  {values = dense<[8, 96]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %5 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %6 = tosa.const_shape  {values = dense<[1, 8, 1, 3, 32]> : tensor<5xindex>} : () -> !tosa.shape<5>
    %7 = tosa.const_shape  {values = dense<[3, 8, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %8 = tosa.const_shape  {values = dense<[1, 8, 1, 32]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %9 = tosa.const_shape  {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
    %10 = tosa.const_shape  {values = dense<[1, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %11 = tosa.const_shape  {values = dense<[2, 0, 0, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %12 = tosa.const_shape  {values = dense<[8, 4, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %13 = tosa.const_shape  {values = dense<[1, 4, 8, 8]> : tensor<4xindex>} : () -> !tosa.shape<4>
    %14 = tosa.const_shape  {values = dense<[4, 8, 8]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %15 = tosa.const_shape  {values = dense<[8, 64]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %16 = tosa.const_shape  {values = dense<[1, 8, 64]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %17 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x96xf32>}> : () -> tensor<1x32x96xf32>
    %18 = "tosa.const"() <{values = dense_resource<torch_tensor_96_torch.float32> : tensor<1x96xf32>}> : () -> tensor<1x96xf32>
    %19 = "tosa.const"() <{values = dense<0.594603539> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %20 = "tosa.const"() <{values = dense<0xFFF0000000000000> : tensor<1x1x1x1xf64>}> : () -> tensor<1x1x1x1xf64>
    %21 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x32xf32>}> : () -> tensor<1x32x32xf32>
    %22 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %23 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf64>}> : () -> tensor<1x1x1xf64>
    %24 = "tosa.const"() <{values = dense<3.125000e-02> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %25 = "tosa.const"() <{values = dense<9.99999974E-6> : tensor<1x1x1xf32>}> : () -> tensor<1x1x1xf32>
    %26 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_1> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %27 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_2> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %28 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x32x64xf32>}> : () -> tensor<1x32x64xf32>
    %29 = "tosa.const"() <{values = dense_resource<torch_tensor_64_torch.float32> : tensor<1x64xf32>}> : () -> tensor<1x64xf32>
    %30 = "tosa.const"() <{values = dense_resource<__elided__> : tensor<1x64x32xf32>}> : () -> tensor<1x64x32xf32>
    %31 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_3> : tensor<1x32xf32>}> : () -> tensor<1x32xf32>
    %32 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_4> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %33 = "tosa.const"() <{values = dense_resource<torch_tensor_32_torch.float32_5> : tensor<1x1x32xf32>}> : () -> tensor<1x1x32xf32>
    %34 = tosa.matmul %arg0, %17, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x96xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x96xf32>
    %35 = tosa.reshape %34, %4 : (tensor<1x8x96xf32>, !tosa.shape<2>) -> tensor<8x96xf32>
    %36 = tosa.add %35, %18 : (tensor<8x96xf32>, tensor<1x96xf32>) -> tensor<8x96xf32>
    %37 = tosa.reshape %36, %6 : (tensor<8x96xf32>, !tosa.shape<5>) -> tensor<1x8x1x3x32xf32>
    %38 = tosa.transpose %37 {perms = array<i32: 3, 1, 2, 0, 4>} : (tensor<1x8x1x3x32xf32>) -> tensor<3x8x1x1x32xf32>
    %39 = tosa.reshape %38, %7 : (tensor<3x8x1x1x32xf32>, !tosa.shape<4>) -> tensor<3x8x1x32xf32>
    %40 = tosa.slice %39, %9, %8 : (tensor<3x8x1x32xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x1x32xf32>
    %41 = tosa.slice %39, %10, %8 : (tensor<3x8x1x32xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x1x32xf32>
    %42 = tosa.slice %39, %11, %8 : (tensor<3x8x1x32xf32>, !tosa.shape<4>, !tosa.shape<4>) -> tensor<1x8x1x32xf32>
    %43 = tosa.reshape %40, %12 : (tensor<1x8x1x32xf32>, !tosa.shape<3>) -> tensor<8x4x8xf32>
    %44 = tosa.transpose %43 {perms = array<i32: 1, 0, 2>} : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %45 = tosa.reshape %41, %12 : (tensor<1x8x1x32xf32>, !tosa.shape<3>) -> tensor<8x4x8xf32>
    %46 = tosa.transpose %45 {perms = array<i32: 1, 0, 2>} : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %47 = tosa.reshape %42, %12 : (tensor<1x8x1x32xf32>, !tosa.shape<3>) -> tensor<8x4x8xf32>
    %48 = tosa.transpose %47 {perms = array<i32: 1, 0, 2>} : (tensor<8x4x8xf32>) -> tensor<4x8x8xf32>
    %49 = tosa.reshape %44, %13 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %50 = tosa.reshape %46, %13 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %51 = tosa.mul %49, %19, %5 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %52 = tosa.transpose %50 {perms = array<i32: 0, 1, 3, 2>} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %53 = tosa.mul %52, %19, %5 : (tensor<1x4x8x8xf32>, tensor<1x1x1x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %54 = tosa.reshape %51, %14 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %55 = tosa.reshape %53, %14 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %56 = tosa.matmul %54, %55, %2, %2 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %57 = tosa.reshape %56, %13 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %58 = tosa.reduce_max %57 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %59 = tosa.sub %57, %58 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>) -> tensor<1x4x8x8xf32>
    %60 = tosa.exp %59 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %61 = tosa.reduce_sum %60 {axis = 3 : i32} : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x1xf32>
    %62 = tosa.reciprocal %61 : (tensor<1x4x8x1xf32>) -> tensor<1x4x8x1xf32>
    %63 = tosa.mul %60, %62, %5 : (tensor<1x4x8x8xf32>, tensor<1x4x8x1xf32>, tensor<1xi8>) -> tensor<1x4x8x8xf32>
    %64 = tosa.cast %57 : (tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf64>
    %65 = tosa.equal %64, %20 : (tensor<1x4x8x8xf64>, tensor<1x1x1x1xf64>) -> tensor<1x4x8x8xi1>
    %66 = tosa.reduce_all %65 {axis = 3 : i32} : (tensor<1x4x8x8xi1>) -> tensor<1x4x8x1xi1>
    %67 = tosa.select %66, %0, %63 : (tensor<1x4x8x1xi1>, tensor<1x4x8x8xf32>, tensor<1x4x8x8xf32>) -> tensor<1x4x8x8xf32>
    %68 = tosa.reshape %67, %14 : (tensor<1x4x8x8xf32>, !tosa.shape<3>) -> tensor<4x8x8xf32>
    %69 = tosa.matmul %68, %48, %2, %2 : (tensor<4x8x8xf32>, tensor<4x8x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4x8x8xf32>
    %70 = tosa.reshape %69, %13 : (tensor<4x8x8xf32>, !tosa.shape<4>) -> tensor<1x4x8x8xf32>
    %71 = tosa.transpose %70 {perms = array<i32: 2, 0, 1, 3>} : (tensor<1x4x8x8xf32>) -> tensor<8x1x4x8xf32>
    %72 = tosa.reshape %71, %3 : (tensor<8x1x4x8xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %73 = tosa.matmul %72, %21, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %74 = tosa.reshape %73, %1 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %75 = tosa.add %74, %22 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %76 = tosa.reshape %75, %3 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %77 = tosa.add %arg0, %76 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %78 = tosa.cast %77 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %79 = tosa.reduce_sum %78 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %80 = tosa.mul %79, %23, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %81 = tosa.sub %78, %80 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %82 = tosa.mul %81, %81, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %83 = tosa.reduce_sum %82 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %84 = tosa.mul %83, %23, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %85 = tosa.cast %84 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %86 = tosa.reduce_sum %77 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %87 = tosa.mul %86, %24, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %88 = tosa.add %85, %25 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %89 = tosa.rsqrt %88 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %90 = tosa.sub %77, %87 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %91 = tosa.mul %90, %89, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %92 = tosa.mul %91, %26, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %93 = tosa.add %92, %27 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    %94 = tosa.matmul %93, %28, %2, %2 : (tensor<1x8x32xf32>, tensor<1x32x64xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x64xf32>
    %95 = tosa.reshape %94, %15 : (tensor<1x8x64xf32>, !tosa.shape<2>) -> tensor<8x64xf32>
    %96 = tosa.add %95, %29 : (tensor<8x64xf32>, tensor<1x64xf32>) -> tensor<8x64xf32>
    %97 = tosa.reshape %96, %16 : (tensor<8x64xf32>, !tosa.shape<3>) -> tensor<1x8x64xf32>
    %98 = tosa.clamp %97 {max_val = 3.40282347E+38 : f32, min_val = 0.000000e+00 : f32} : (tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %99 = tosa.matmul %98, %30, %2, %2 : (tensor<1x8x64xf32>, tensor<1x64x32xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x32xf32>
    %100 = tosa.reshape %99, %1 : (tensor<1x8x32xf32>, !tosa.shape<2>) -> tensor<8x32xf32>
    %101 = tosa.add %100, %31 : (tensor<8x32xf32>, tensor<1x32xf32>) -> tensor<8x32xf32>
    %102 = tosa.reshape %101, %3 : (tensor<8x32xf32>, !tosa.shape<3>) -> tensor<1x8x32xf32>
    %103 = tosa.add %93, %102 : (tensor<1x8x32xf32>, tensor<1x8x32xf32>) -> tensor<1x8x32xf32>
    %104 = tosa.cast %103 : (tensor<1x8x32xf32>) -> tensor<1x8x32xf64>
    %105 = tosa.reduce_sum %104 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %106 = tosa.mul %105, %23, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %107 = tosa.sub %104, %106 : (tensor<1x8x32xf64>, tensor<1x8x1xf64>) -> tensor<1x8x32xf64>
    %108 = tosa.mul %107, %107, %5 : (tensor<1x8x32xf64>, tensor<1x8x32xf64>, tensor<1xi8>) -> tensor<1x8x32xf64>
    %109 = tosa.reduce_sum %108 {axis = 2 : i32} : (tensor<1x8x32xf64>) -> tensor<1x8x1xf64>
    %110 = tosa.mul %109, %23, %5 : (tensor<1x8x1xf64>, tensor<1x1x1xf64>, tensor<1xi8>) -> tensor<1x8x1xf64>
    %111 = tosa.cast %110 : (tensor<1x8x1xf64>) -> tensor<1x8x1xf32>
    %112 = tosa.reduce_sum %103 {axis = 2 : i32} : (tensor<1x8x32xf32>) -> tensor<1x8x1xf32>
    %113 = tosa.mul %112, %24, %5 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x8x1xf32>
    %114 = tosa.add %111, %25 : (tensor<1x8x1xf32>, tensor<1x1x1xf32>) -> tensor<1x8x1xf32>
    %115 = tosa.rsqrt %114 : (tensor<1x8x1xf32>) -> tensor<1x8x1xf32>
    %116 = tosa.sub %103, %113 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>) -> tensor<1x8x32xf32>
    %117 = tosa.mul %116, %115, %5 : (tensor<1x8x32xf32>, tensor<1x8x1xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %118 = tosa.mul %117, %32, %5 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>, tensor<1xi8>) -> tensor<1x8x32xf32>
    %119 = tosa.add %118, %33 : (tensor<1x8x32xf32>, tensor<1x1x32xf32>) -> tensor<1x8x32xf32>
    return %119 : tensor<1x8x32xf32>
  }
}
// irlower-stages: fx_graph=403c138b08c3 torch_mlir=f839db6a1054
