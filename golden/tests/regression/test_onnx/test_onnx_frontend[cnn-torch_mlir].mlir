module {
  func.func @main_graph(%arg0: !torch.vtensor<[1,3,16,16],f32>) -> !torch.vtensor<[1,4],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = ""} {
    %int36 = torch.constant.int 36
    %int-2 = torch.constant.int -2
    %int-1 = torch.constant.int -1
    %int8 = torch.constant.int 8
    %true = torch.constant.bool true
    %int2 = torch.constant.int 2
    %false = torch.constant.bool false
    %0 = torch.vtensor.literal(dense_resource<__elided__> : tensor<8x3x3x3xf32>) : !torch.vtensor<[8,3,3,3],f32>
    %1 = torch.vtensor.literal(dense<[-0.150534689, -0.100868635, 0.155401275, -0.156181455, -0.0138190398, 0.190378129, 0.0695197508, 0.0054488196]> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %2 = torch.vtensor.literal(dense_resource<__elided__> : tensor<8x8x3x3xf32>) : !torch.vtensor<[8,8,3,3],f32>
    %3 = torch.vtensor.literal(dense<[0.0524275452, -0.0503739119, 0.0939513519, -8.269380e-02, 3.34955053E-4, 0.105938733, 0.117189415, -0.0682667121]> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %4 = torch.vtensor.literal(dense_resource<__elided__> : tensor<4x8xf32>) : !torch.vtensor<[4,8],f32>
    %5 = torch.vtensor.literal(dense<[-0.0639284253, 0.231038615, 0.020026369, 0.133550078]> : tensor<4xf32>) : !torch.vtensor<[4],f32>
    %none = torch.constant.none
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %6 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
    %7 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.convolution %arg0, %0, %1, %6, %6, %6, %false, %7, %int1 : !torch.vtensor<[1,3,16,16],f32>, !torch.vtensor<[8,3,3,3],f32>, !torch.vtensor<[8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,8,16,16],f32>
    %9 = torch.aten.relu %8 : !torch.vtensor<[1,8,16,16],f32> -> !torch.vtensor<[1,8,16,16],f32>
    %10 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.max_pool2d %9, %10, %10, %7, %6, %false : !torch.vtensor<[1,8,16,16],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,8,8,8],f32>
    %12 = torch.aten.convolution %11, %2, %3, %6, %7, %6, %false, %7, %int1 : !torch.vtensor<[1,8,8,8],f32>, !torch.vtensor<[8,8,3,3],f32>, !torch.vtensor<[8],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int -> !torch.vtensor<[1,8,6,6],f32>
    %13 = torch.prim.ListConstruct %int-1, %int-2 : (!torch.int, !torch.int) -> !torch.list<int>
    %14 = torch.aten.sum.dim_IntList %12, %13, %true, %none : !torch.vtensor<[1,8,6,6],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,8,1,1],f32>
    %15 = torch.aten.div.Scalar %14, %int36 : !torch.vtensor<[1,8,1,1],f32>, !torch.int -> !torch.vtensor<[1,8,1,1],f32>
    %16 = torch.prim.ListConstruct %int1, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %17 = torch.aten.view %15, %16 : !torch.vtensor<[1,8,1,1],f32>, !torch.list<int> -> !torch.vtensor<[1,8],f32>
    %18 = torch.aten.transpose.int %4, %int0, %int1 : !torch.vtensor<[4,8],f32>, !torch.int, !torch.int -> !torch.vtensor<[8,4],f32>
    %19 = torch.aten.mm %17, %18 : !torch.vtensor<[1,8],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[1,4],f32>
    %20 = torch.aten.add.Tensor %19, %5, %int1 : !torch.vtensor<[1,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[1,4],f32>
    return %20 : !torch.vtensor<[1,4],f32>
  }
}
// irlower-stages: fx_graph=f1590a9bd845 onnx=ff8ad91810f3
