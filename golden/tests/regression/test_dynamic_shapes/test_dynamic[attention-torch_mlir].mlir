module {
  func.func @main(%arg0: !torch.vtensor<[1,?,32],f32>) -> !torch.vtensor<[1,?,32],f32> {
    %int6 = torch.constant.int 6
    %false = torch.constant.bool false
    %int7 = torch.constant.int 7
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %float9.999990e-07 = torch.constant.float 9.9999999999999995E-7
    %none = torch.constant.none
    %0 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %1 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %float1.000000e-05 = torch.constant.float 1.000000e-05
    %true = torch.constant.bool true
    %int-1 = torch.constant.int -1
    %float1.767770e-01 = torch.constant.float 0.17677669529663689
    %int2 = torch.constant.int 2
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %int0 = torch.constant.int 0
    %7 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %int32 = torch.constant.int 32
    %int1 = torch.constant.int 1
    %8 = torch.symbolic_int "s0" {min_val = 2, max_val = 512} : !torch.int
    torch.bind_symbolic_shape %arg0, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %9 = torch.aten.size.int %arg0, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.int
    %10 = torch.prim.ListConstruct %9, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %11 = torch.aten.view %arg0, %10 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %11, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %12 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %13 = torch.aten.permute %7, %12 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %14 = torch.aten.mm %11, %13 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %14, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %15 = torch.aten.mul.Scalar %14, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %15, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %16 = torch.aten.mul.Scalar %6, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %17 = torch.aten.add.Tensor %15, %16, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %17, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %18 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %19 = torch.aten.view %17, %18 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %19, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %20 = torch.prim.ListConstruct %9, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %21 = torch.aten.view %arg0, %20 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %21, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %22 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %23 = torch.aten.permute %5, %22 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %24 = torch.aten.mm %21, %23 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %24, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %25 = torch.aten.mul.Scalar %24, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %25, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %26 = torch.aten.mul.Scalar %4, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %27 = torch.aten.add.Tensor %25, %26, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %27, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %28 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %29 = torch.aten.view %27, %28 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %29, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %30 = torch.prim.ListConstruct %9, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %31 = torch.aten.view %arg0, %30 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %31, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %32 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %33 = torch.aten.permute %3, %32 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %34 = torch.aten.mm %31, %33 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %34, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %35 = torch.aten.mul.Scalar %34, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %35, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %36 = torch.aten.mul.Scalar %2, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %37 = torch.aten.add.Tensor %35, %36, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %37, [%8], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %38 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %39 = torch.aten.view %37, %38 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %39, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %40 = torch.prim.ListConstruct %int0, %int2, %int1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %41 = torch.aten.permute %29, %40 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,32,?],f32>
    torch.bind_symbolic_shape %41, [%8], affine_map<()[s0] -> (1, 32, s0)> : !torch.vtensor<[1,32,?],f32>
    %42 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %43 = torch.aten.broadcast_to %19, %42 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %43, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %44 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %45 = torch.aten.view %43, %44 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %45, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %46 = torch.prim.ListConstruct %int1, %int32, %9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %47 = torch.aten.broadcast_to %41, %46 : !torch.vtensor<[1,32,?],f32>, !torch.list<int> -> !torch.vtensor<[1,32,?],f32>
    torch.bind_symbolic_shape %47, [%8], affine_map<()[s0] -> (1, 32, s0)> : !torch.vtensor<[1,32,?],f32>
    %48 = torch.prim.ListConstruct %int1, %int32, %9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %49 = torch.aten.view %47, %48 : !torch.vtensor<[1,32,?],f32>, !torch.list<int> -> !torch.vtensor<[1,32,?],f32>
    torch.bind_symbolic_shape %49, [%8], affine_map<()[s0] -> (1, 32, s0)> : !torch.vtensor<[1,32,?],f32>
    %50 = torch.aten.bmm %45, %49 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,32,?],f32> -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %50, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %51 = torch.prim.ListConstruct %int1, %9, %9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %52 = torch.aten.view %50, %51 : !torch.vtensor<[1,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %52, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %53 = torch.aten.mul.Scalar %52, %float1.767770e-01 : !torch.vtensor<[1,?,?],f32>, !torch.float -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %53, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %values, %indices = torch.aten.max.dim %53, %int-1, %true : !torch.vtensor<[1,?,?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,?,1],f32>, !torch.vtensor<[1,?,1],si64>
    %54 = torch.aten.sub.Tensor %53, %values, %float1.000000e00 : !torch.vtensor<[1,?,?],f32>, !torch.vtensor<[1,?,1],f32>, !torch.float -> !torch.vtensor<[1,?,?],f32>
    %55 = torch.aten.exp %54 : !torch.vtensor<[1,?,?],f32> -> !torch.vtensor<[1,?,?],f32>
    %56 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %57 = torch.aten.sum.dim_IntList %55, %56, %true, %none : !torch.vtensor<[1,?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    %58 = torch.aten.div.Tensor %55, %57 : !torch.vtensor<[1,?,?],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %58, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %59 = torch.prim.ListConstruct %int1, %9, %9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %60 = torch.aten.broadcast_to %58, %59 : !torch.vtensor<[1,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %60, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %61 = torch.prim.ListConstruct %int1, %9, %9 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %62 = torch.aten.view %60, %61 : !torch.vtensor<[1,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,?,?],f32>
    torch.bind_symbolic_shape %62, [%8], affine_map<()[s0] -> (1, s0, s0)> : !torch.vtensor<[1,?,?],f32>
    %63 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %64 = torch.aten.broadcast_to %39, %63 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %64, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %65 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %66 = torch.aten.view %64, %65 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %66, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %67 = torch.aten.bmm %62, %66 : !torch.vtensor<[1,?,?],f32>, !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %67, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %68 = torch.prim.ListConstruct %int1, %9, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %69 = torch.aten.view %67, %68 : !torch.vtensor<[1,?,32],f32>, !torch.list<int> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %69, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %70 = torch.aten.add.Tensor %69, %arg0, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %70, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %71 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %72 = torch.aten.to.dtype %70, %int7, %false, %false, %none : !torch.vtensor<[1,?,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,?,32],f64>
    %73 = torch.aten.sum.dim_IntList %72, %71, %true, %none : !torch.vtensor<[1,?,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f64>
    %74 = torch.aten.div.Scalar %73, %int32 : !torch.vtensor<[1,?,1],f64>, !torch.int -> !torch.vtensor<[1,?,1],f64>
    %75 = torch.aten.sub.Tensor %72, %74, %float1.000000e00 : !torch.vtensor<[1,?,32],f64>, !torch.vtensor<[1,?,1],f64>, !torch.float -> !torch.vtensor<[1,?,32],f64>
    %76 = torch.aten.mul.Tensor %75, %75 : !torch.vtensor<[1,?,32],f64>, !torch.vtensor<[1,?,32],f64> -> !torch.vtensor<[1,?,32],f64>
    %77 = torch.aten.sum.dim_IntList %76, %71, %true, %none : !torch.vtensor<[1,?,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f64>
    %78 = torch.aten.div.Scalar %77, %int32 : !torch.vtensor<[1,?,1],f64>, !torch.int -> !torch.vtensor<[1,?,1],f64>
    %79 = torch.aten.to.dtype %78, %int6, %false, %false, %none : !torch.vtensor<[1,?,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    %80 = torch.aten.sum.dim_IntList %70, %71, %true, %none : !torch.vtensor<[1,?,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    %81 = torch.aten.div.Scalar %80, %int32 : !torch.vtensor<[1,?,1],f32>, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %79, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %81, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %82 = torch.aten.add.Scalar %79, %float1.000000e-05, %int1 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %82, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %83 = torch.aten.rsqrt %82 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %83, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %84 = torch.aten.sub.Tensor %70, %81, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,1],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %84, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %85 = torch.aten.mul.Tensor %84, %83 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %85, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %86 = torch.aten.mul.Tensor %85, %1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %86, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %87 = torch.aten.add.Tensor %86, %0, %int1 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %87, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %88 = torch.aten.pow.Tensor_Scalar %87, %int2 : !torch.vtensor<[1,?,32],f32>, !torch.int -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %88, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %89 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %90 = torch.aten.sum.dim_IntList %88, %89, %true, %none : !torch.vtensor<[1,?,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,?,1],f32>
    %91 = torch.aten.div.Scalar %90, %int32 : !torch.vtensor<[1,?,1],f32>, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %91, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %92 = torch.aten.add.Scalar %91, %float9.999990e-07, %int1 : !torch.vtensor<[1,?,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %92, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %93 = torch.aten.rsqrt %92 : !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,1],f32>
    torch.bind_symbolic_shape %93, [%8], affine_map<()[s0] -> (1, s0, 1)> : !torch.vtensor<[1,?,1],f32>
    %94 = torch.aten.mul.Tensor %87, %93 : !torch.vtensor<[1,?,32],f32>, !torch.vtensor<[1,?,1],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %94, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    %95 = torch.aten.tanh %94 : !torch.vtensor<[1,?,32],f32> -> !torch.vtensor<[1,?,32],f32>
    torch.bind_symbolic_shape %95, [%8], affine_map<()[s0] -> (1, s0, 32)> : !torch.vtensor<[1,?,32],f32>
    return %95 : !torch.vtensor<[1,?,32],f32>
  }
}
// irlower-stages: fx_graph=84298a34c3d6
