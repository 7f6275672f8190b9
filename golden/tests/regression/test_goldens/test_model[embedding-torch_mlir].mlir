module {
  func.func @main(%arg0: !torch.vtensor<[1,4],si64>) -> !torch.vtensor<[1,4,8],f32> {
    %int8 = torch.constant.int 8
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>) : !torch.vtensor<[8,16],f32>
    %int16 = torch.constant.int 16
    %int4 = torch.constant.int 4
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>) : !torch.vtensor<[100,16],f32>
    %int-1 = torch.constant.int -1
    %false = torch.constant.bool false
    %3 = torch.aten.embedding %2, %arg0, %int-1, %false, %false : !torch.vtensor<[100,16],f32>, !torch.vtensor<[1,4],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,4,16],f32>
    %4 = torch.prim.ListConstruct %int4, %int16 : (!torch.int, !torch.int) -> !torch.list<int>
    %5 = torch.aten.view %3, %4 : !torch.vtensor<[1,4,16],f32>, !torch.list<int> -> !torch.vtensor<[4,16],f32>
    %6 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.aten.permute %1, %6 : !torch.vtensor<[8,16],f32>, !torch.list<int> -> !torch.vtensor<[16,8],f32>
    %8 = torch.aten.mm %5, %7 : !torch.vtensor<[4,16],f32>, !torch.vtensor<[16,8],f32> -> !torch.vtensor<[4,8],f32>
    %9 = torch.aten.mul.Scalar %8, %int1 : !torch.vtensor<[4,8],f32>, !torch.int -> !torch.vtensor<[4,8],f32>
    %10 = torch.aten.mul.Scalar %0, %int1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %11 = torch.aten.add.Tensor %9, %10, %int1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[4,8],f32>
    %12 = torch.prim.ListConstruct %int1, %int4, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.view %11, %12 : !torch.vtensor<[4,8],f32>, !torch.list<int> -> !torch.vtensor<[1,4,8],f32>
    %14 = torch.aten.exp %13 : !torch.vtensor<[1,4,8],f32> -> !torch.vtensor<[1,4,8],f32>
    return %14 : !torch.vtensor<[1,4,8],f32>
  }
}
// irlower-stages: fx_graph=0caa291afdd6
