module {
  func.func @main(%arg0: !torch.vtensor<[32,16],f32>, %arg1: !torch.vtensor<[32],f32>, %arg2: !torch.vtensor<[32,32],f32>, %arg3: !torch.vtensor<[32],f32>, %arg4: !torch.vtensor<[8,32],f32>, %arg5: !torch.vtensor<[8],f32>, %arg6: !torch.vtensor<[2,16],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32>, !torch.vtensor<[2,8],f32>) {
    %int16 = torch.constant.int 16
    %none = torch.constant.none
    %int2 = torch.constant.int 2
    %str = torch.constant.str "none"
    %int1 = torch.constant.int 1
    %int0 = torch.constant.int 0
    %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %1 = torch.aten.permute %arg0, %0 : !torch.vtensor<[32,16],f32>, !torch.list<int> -> !torch.vtensor<[16,32],f32>
    %2 = torch.aten.mm %arg6, %1 : !torch.vtensor<[2,16],f32>, !torch.vtensor<[16,32],f32> -> !torch.vtensor<[2,32],f32>
    %3 = torch.aten.mul.Scalar %2, %int1 : !torch.vtensor<[2,32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %4 = torch.aten.mul.Scalar %arg1, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %5 = torch.aten.add.Tensor %3, %4, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %6 = torch.aten.gelu %5, %str : !torch.vtensor<[2,32],f32>, !torch.str -> !torch.vtensor<[2,32],f32>
    %7 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %8 = torch.aten.permute %arg2, %7 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %9 = torch.aten.mm %6, %8 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[2,32],f32>
    %10 = torch.aten.mul.Scalar %9, %int1 : !torch.vtensor<[2,32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %11 = torch.aten.mul.Scalar %arg3, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %12 = torch.aten.add.Tensor %10, %11, %int1 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[2,32],f32>
    %13 = torch.aten.sigmoid %12 : !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %14 = torch.aten.mul.Tensor %12, %13 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32> -> !torch.vtensor<[2,32],f32>
    %15 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %16 = torch.aten.permute %arg4, %15 : !torch.vtensor<[8,32],f32>, !torch.list<int> -> !torch.vtensor<[32,8],f32>
    %17 = torch.aten.mm %14, %16 : !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32> -> !torch.vtensor<[2,8],f32>
    %18 = torch.aten.mul.Scalar %17, %int1 : !torch.vtensor<[2,8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    %19 = torch.aten.mul.Scalar %arg5, %int1 : !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[8],f32>
    %20 = torch.aten.add.Tensor %18, %19, %int1 : !torch.vtensor<[2,8],f32>, !torch.vtensor<[8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    %21 = torch.aten.pow.Tensor_Scalar %20, %int2 : !torch.vtensor<[2,8],f32>, !torch.int -> !torch.vtensor<[2,8],f32>
    %22 = torch.aten.sum %21, %none : !torch.vtensor<[2,8],f32>, !torch.none -> !torch.vtensor<[],f32>
    %23 = torch.aten.div.Scalar %22, %int16 : !torch.vtensor<[],f32>, !torch.int -> !torch.vtensor<[],f32>
    return %23, %arg6, %5, %6, %8, %12, %14, %16, %20 : !torch.vtensor<[],f32>, !torch.vtensor<[2,16],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[2,32],f32>, !torch.vtensor<[32,8],f32>, !torch.vtensor<[2,8],f32>
  }
}
// irlower-stages: aot_joint_graph=88d1a12a260f aot_forward_graph=07264403bc36
