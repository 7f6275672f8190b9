#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> ()>
#map2 = affine_map<() -> ()>
module {
  func.func @main(%arg0: tensor<3xf32>, %arg1: i64) -> tensor<?xf32> {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant dense_resource<torch_tensor_3_torch.float32> : tensor<3xf32>
    %c0 = arith.constant 0 : index
    %cst_1 = arith.constant 0.000000e+00 : f32
    %c1 = arith.constant 1 : index
    %0 = tensor.empty() : tensor<f32>
    %1 = linalg.fill ins(%cst_1 : f32) outs(%0 : tensor<f32>) -> tensor<f32>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction"]} ins(%arg0 : tensor<3xf32>) outs(%1 : tensor<f32>) {
    ^bb0(%in: f32, %out: f32):
      %8 = arith.addf %in, %out : f32
      linalg.yield %8 : f32
    } -> tensor<f32>
    %3 = tensor.empty() : tensor<i1>
    %4 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = []} ins(%2 : tensor<f32>) outs(%3 : tensor<i1>) {
    ^bb0(%in: f32, %out: i1):
      %8 = arith.cmpf ogt, %in, %cst_1 : f32
      linalg.yield %8 : i1
    } -> tensor<i1>
    %extracted = tensor.extract %4[] : tensor<i1>
    %5 = scf.if %extracted -> (tensor<?xf32>) {
      %8 = tensor.empty() : tensor<3xf32>
      %9 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %cst_0 : tensor<3xf32>, tensor<3xf32>) outs(%8 : tensor<3xf32>) {
      ^bb0(%in: f32, %in_2: f32, %out: f32):
        %10 = arith.mulf %in, %in_2 : f32
        linalg.yield %10 : f32
      } -> tensor<3xf32>
      %cast = tensor.cast %9 : tensor<3xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    } else {
      %8 = tensor.empty() : tensor<3xf32>
      %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : tensor<3xf32>) outs(%8 : tensor<3xf32>) {
      ^bb0(%in: f32, %out: f32):
        %10 = arith.subf %in, %cst : f32
        linalg.yield %10 : f32
      } -> tensor<3xf32>
      %cast = tensor.cast %9 : tensor<3xf32> to tensor<?xf32>
      scf.yield %cast : tensor<?xf32>
    }
    %6 = arith.index_cast %arg1 : i64 to index
    %7 = scf.for %arg2 = %c0 to %6 step %c1 iter_args(%arg3 = %5) -> (tensor<?xf32>) {
      %8 = arith.index_cast %arg2 : index to i64
      %dim = tensor.dim %arg3, %c0 : tensor<?xf32>
      %9 = tensor.empty(%dim) : tensor<?xf32>
      %10 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xf32>) outs(%9 : tensor<?xf32>) {
      ^bb0(%in: f32, %out: f32):
        %11 = arith.sitofp %8 : i64 to f32
        %12 = arith.addf %in, %11 : f32
        linalg.yield %12 : f32
      } -> tensor<?xf32>
      scf.yield %10 : tensor<?xf32>
    }
    return %7 : tensor<?xf32>
  }
}
// irlower-stages: torchscript_mlir=aa9ed46d99a4 torch_mlir=a189993f747c
