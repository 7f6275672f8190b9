module {
  func.func @main_graph(%arg0: !torch.vtensor<[2,16],f32>) -> !torch.vtensor<[2,8],f32> attributes {torch.onnx_meta.ir_version = 10 : si64, torch.onnx_meta.opset_version = 20 : si64, torch.onnx_meta.producer_name = "pytorch", torch.onnx_meta.producer_version = ""} {
    %str = torch.constant.str "none"
    %0 = torch.vtensor.literal(dense_resource<__elided__> : tensor<32x16xf32>) : !torch.vtensor<[32,16],f32>
    %1 = torch.vtensor.literal(dense_resource<__elided__> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %2 = torch.vtensor.literal(dense_resource<__elided__> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %3 = torch.vtensor.literal(dense_resource<__elided__> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %4 = torch.vtensor.literal(dense_resource<__elided__> : tensor<8x32xf32>) : !torch.vtensor<[8,32],f32>
    %5 = torch.vtensor.literal(dense<[0.147139668, 0.0908447504, 0.0066414792, 0.152341276, -0.103835419, 0.166733325, 0.172743887, 0.168869078]> : tensor<8xf32>) : !torch.vtensor<[8],f32>
    %int0 = torch.constant.int 0
    %int1 = torch.constant.int 1
    %6 = torch.aten.transpose.int %0, %int0, %int1 : !torch.vtensor<[32,16],f32>, !torch.int, !torch.int -> !torch.vtensor<[16,32],f32>
    %7 = torch.aten.mm %arg0, %6 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %8 = torch.aten.add.Tensor %7, %1, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %9 = torch.aten.gelu %8, %str : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %10 = torch.aten.transpose.int %2, %int0, %int1 : !torch.vtensor<[32,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[32,32],f32>
    %11 = torch.aten.mm %9, %10 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[2,32],f32>
    %12 = torch.aten.add.Tensor %11, %3, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %13 = torch.aten.sigmoid %12 : !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %14 = torch.aten.mul.Tensor %12, %13 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %15 = torch.aten.transpose.int %4, %int0, %int1 : !torch.vtensor<[8,32],f32>, !torch.int, !torch.int -> !torch.vtensor<[32,8],f32>
    %16 = torch.aten.mm %14, %15 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32> -> !torch.vtensor<[2,8],f32>
    %17 = torch.aten.add.Tensor %16, %5, %int1 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    return %17 : !torch.vtensor<[2,8],f32>
  }
}
// irlower-stages: fx_graph=f7ad5df53030 onnx=5fce7730ce0f
