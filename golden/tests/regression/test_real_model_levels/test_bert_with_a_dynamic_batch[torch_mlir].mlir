module {
  func.func @main(%arg0: !torch.vtensor<[?,8],si64>) -> (!torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,32],f32>) {
    %0 = torch.vtensor.literal(dense<-3.40282347E+38> : tensor<f32>) : !torch.vtensor<[],f32>
    %1 = torch.vtensor.literal(dense<0.000000e+00> : tensor<f32>) : !torch.vtensor<[],f32>
    %float1.000000e00 = torch.constant.float 1.000000e+00
    %int7 = torch.constant.int 7
    %2 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_20> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %3 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_9> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %4 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_19> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %5 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_18> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %6 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_17> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %7 = torch.vtensor.literal(dense_resource<torch_tensor_32_64_torch.float32_1> : tensor<32x64xf32>) : !torch.vtensor<[32,64],f32>
    %8 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32_1> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %9 = torch.vtensor.literal(dense_resource<torch_tensor_64_32_torch.float32_2> : tensor<64x32xf32>) : !torch.vtensor<[64,32],f32>
    %10 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_16> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %11 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_15> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %12 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_14> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %13 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_8> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %14 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_13> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %15 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_7> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %16 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_12> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %17 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_6> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %18 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_11> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %19 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_5> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %20 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_10> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %21 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_9> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %22 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_8> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %23 = torch.vtensor.literal(dense_resource<torch_tensor_32_64_torch.float32> : tensor<32x64xf32>) : !torch.vtensor<[32,64],f32>
    %str = torch.constant.str "none"
    %int64 = torch.constant.int 64
    %24 = torch.vtensor.literal(dense_resource<torch_tensor_64_torch.float32> : tensor<64xf32>) : !torch.vtensor<[64],f32>
    %25 = torch.vtensor.literal(dense_resource<torch_tensor_64_32_torch.float32_1> : tensor<64x32xf32>) : !torch.vtensor<[64,32],f32>
    %26 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_7> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %27 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_6> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %28 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_5> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %29 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_4> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %float2.500000e-01 = torch.constant.float 2.500000e-01
    %30 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_4> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %31 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_3> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %32 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_3> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %33 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_2> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %int16 = torch.constant.int 16
    %34 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_2> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %35 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32_1> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %int32 = torch.constant.int 32
    %int6 = torch.constant.int 6
    %int3 = torch.constant.int 3
    %none = torch.constant.none
    %36 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %37 = torch.vtensor.literal(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) : !torch.vtensor<[32],f32>
    %float9.999990e-13 = torch.constant.float 9.9999999999999998E-13
    %true = torch.constant.bool true
    %int2 = torch.constant.int 2
    %38 = torch.vtensor.literal(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) : !torch.vtensor<[32,32],f32>
    %39 = torch.vtensor.literal(dense_resource<torch_tensor_2_32_torch.float32> : tensor<2x32xf32>) : !torch.vtensor<[2,32],f32>
    %40 = torch.vtensor.literal(dense_resource<torch_tensor_64_32_torch.float32> : tensor<64x32xf32>) : !torch.vtensor<[64,32],f32>
    %false = torch.constant.bool false
    %int-1 = torch.constant.int -1
    %41 = torch.vtensor.literal(dense_resource<torch_tensor_1_32_torch.int64_1> : tensor<1x32xsi64>) : !torch.vtensor<[1,32],si64>
    %int8 = torch.constant.int 8
    %int1 = torch.constant.int 1
    %42 = torch.vtensor.literal(dense_resource<torch_tensor_1_32_torch.int64> : tensor<1x32xsi64>) : !torch.vtensor<[1,32],si64>
    %int0 = torch.constant.int 0
    %43 = torch.symbolic_int "s0" {min_val = 0, max_val = 9223372036854775807} : !torch.int
    torch.bind_symbolic_shape %arg0, [%43], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],si64>
    %44 = torch.aten.size.int %arg0, %int0 : !torch.vtensor<[?,8],si64>, !torch.int -> !torch.int
    %45 = torch.aten.slice.Tensor %42, %int1, %int0, %int8, %int1 : !torch.vtensor<[1,32],si64>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[1,8],si64>
    %46 = torch.aten.gather %41, %int1, %45, %false : !torch.vtensor<[1,32],si64>, !torch.int, !torch.vtensor<[1,8],si64>, !torch.bool -> !torch.vtensor<[1,8],si64>
    %47 = torch.prim.ListConstruct %44, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
    %48 = torch.aten.broadcast_to %46, %47 : !torch.vtensor<[1,8],si64>, !torch.list<int> -> !torch.vtensor<[?,8],si64>
    torch.bind_symbolic_shape %48, [%43], affine_map<()[s0] -> (s0, 8)> : !torch.vtensor<[?,8],si64>
    %49 = torch.aten.embedding %40, %arg0, %int0, %false, %false : !torch.vtensor<[64,32],f32>, !torch.vtensor<[?,8],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %49, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %50 = torch.aten.embedding %39, %48, %int-1, %false, %false : !torch.vtensor<[2,32],f32>, !torch.vtensor<[?,8],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %50, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %51 = torch.aten.add.Tensor %49, %50, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %51, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %52 = torch.aten.embedding %38, %45, %int-1, %false, %false : !torch.vtensor<[32,32],f32>, !torch.vtensor<[1,8],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[1,8,32],f32>
    %53 = torch.aten.add.Tensor %51, %52, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[1,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %53, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %54 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %55 = torch.aten.to.dtype %53, %int7, %false, %false, %none : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,32],f64>
    %56 = torch.aten.sum.dim_IntList %55, %54, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %57 = torch.aten.div.Scalar %56, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %58 = torch.aten.sub.Tensor %55, %57, %float1.000000e00 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,1],f64>, !torch.float -> !torch.vtensor<[?,8,32],f64>
    %59 = torch.aten.mul.Tensor %58, %58 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,32],f64> -> !torch.vtensor<[?,8,32],f64>
    %60 = torch.aten.sum.dim_IntList %59, %54, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %61 = torch.aten.div.Scalar %60, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %62 = torch.aten.to.dtype %61, %int6, %false, %false, %none : !torch.vtensor<[?,8,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %63 = torch.aten.sum.dim_IntList %53, %54, %true, %none : !torch.vtensor<[?,8,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %64 = torch.aten.div.Scalar %63, %int32 : !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %62, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %64, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %65 = torch.aten.add.Scalar %62, %float9.999990e-13, %int1 : !torch.vtensor<[?,8,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %65, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %66 = torch.aten.rsqrt %65 : !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %66, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %67 = torch.aten.sub.Tensor %53, %64, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %67, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %68 = torch.aten.mul.Tensor %67, %66 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %68, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %69 = torch.aten.mul.Tensor %68, %37 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %69, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %70 = torch.aten.add.Tensor %69, %36, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %70, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %70, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %cpu = torch.constant.device "cpu"
    %71 = torch.aten.arange.start_step %int0, %int8, %int1, %none, %int0, %cpu, %false : !torch.int, !torch.int, !torch.int, !torch.none, !torch.int, !torch.Device, !torch.bool -> !torch.vtensor<[8],si64>
    %72 = torch.aten.add.Scalar %71, %int0, %int1 : !torch.vtensor<[8],si64>, !torch.int, !torch.int -> !torch.vtensor<[8],si64>
    %73 = torch.aten.unsqueeze %72, %int0 : !torch.vtensor<[8],si64>, !torch.int -> !torch.vtensor<[1,8],si64>
    %74 = torch.aten.unsqueeze %73, %int1 : !torch.vtensor<[1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8],si64>
    %75 = torch.aten.unsqueeze %74, %int3 : !torch.vtensor<[1,1,8],si64>, !torch.int -> !torch.vtensor<[1,1,8,1],si64>
    %76 = torch.aten.ge.Scalar %75, %int0 : !torch.vtensor<[1,1,8,1],si64>, !torch.int -> !torch.vtensor<[1,1,8,1],i1>
    %77 = torch.prim.ListConstruct %44, %int-1, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %78 = torch.aten.broadcast_to %76, %77 : !torch.vtensor<[1,1,8,1],i1>, !torch.list<int> -> !torch.vtensor<[?,1,8,8],i1>
    torch.bind_symbolic_shape %78, [%43], affine_map<()[s0] -> (s0, 1, 8, 8)> : !torch.vtensor<[?,1,8,8],i1>
    %79 = torch.prim.ListConstruct  : () -> !torch.list<int>
    %cpu_0 = torch.constant.device "cpu"
    %80 = torch.aten.empty.memory_format %79, %int6, %int0, %cpu_0, %false, %none : !torch.list<int>, !torch.int, !torch.int, !torch.Device, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
    %81 = torch.aten.where.self %78, %1, %0 : !torch.vtensor<[?,1,8,8],i1>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[?,1,8,8],f32>
    torch.bind_symbolic_shape %81, [%43], affine_map<()[s0] -> (s0, 1, 8, 8)> : !torch.vtensor<[?,1,8,8],f32>
    %82 = torch.aten.mul.int %44, %int8 : !torch.int, !torch.int -> !torch.int
    %83 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %84 = torch.aten.view %70, %83 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %84, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %85 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %86 = torch.aten.permute %35, %85 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %87 = torch.aten.mm %84, %86 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %87, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %88 = torch.aten.mul.Scalar %87, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %88, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %89 = torch.aten.mul.Scalar %34, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %90 = torch.aten.add.Tensor %88, %89, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %90, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %91 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %92 = torch.aten.view %90, %91 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %92, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %93 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %94 = torch.aten.view %92, %93 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %94, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %95 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %96 = torch.aten.permute %94, %95 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %96, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %97 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %98 = torch.aten.view %70, %97 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %98, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %99 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %100 = torch.aten.permute %33, %99 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %101 = torch.aten.mm %98, %100 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %101, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %102 = torch.aten.mul.Scalar %101, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %102, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %103 = torch.aten.mul.Scalar %32, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %104 = torch.aten.add.Tensor %102, %103, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %104, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %105 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %106 = torch.aten.view %104, %105 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %106, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %107 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %108 = torch.aten.view %106, %107 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %108, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %109 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %110 = torch.aten.permute %108, %109 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %110, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %111 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %112 = torch.aten.view %70, %111 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %112, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %113 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %114 = torch.aten.permute %31, %113 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %115 = torch.aten.mm %112, %114 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %115, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %116 = torch.aten.mul.Scalar %115, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %116, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %117 = torch.aten.mul.Scalar %30, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %118 = torch.aten.add.Tensor %116, %117, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %118, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %119 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %120 = torch.aten.view %118, %119 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %120, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %121 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %122 = torch.aten.view %120, %121 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %122, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %123 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %124 = torch.aten.permute %122, %123 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %124, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %125 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %126 = torch.aten.permute %110, %125 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %126, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    %127 = torch.aten.mul.int %44, %int2 : !torch.int, !torch.int -> !torch.int
    %128 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %129 = torch.aten.broadcast_to %96, %128 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %129, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %129, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %130 = torch.prim.ListConstruct %127, %int8, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %131 = torch.aten.view %129, %130 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %131, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %132 = torch.prim.ListConstruct %44, %int2, %int16, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %133 = torch.aten.broadcast_to %126, %132 : !torch.vtensor<[?,2,16,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %133, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %133, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    %134 = torch.prim.ListConstruct %127, %int16, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %135 = torch.aten.view %133, %134 : !torch.vtensor<[?,2,16,8],f32>, !torch.list<int> -> !torch.vtensor<[?,16,8],f32>
    torch.bind_symbolic_shape %135, [%43], affine_map<()[s0] -> (s0 * 2, 16, 8)> : !torch.vtensor<[?,16,8],f32>
    %136 = torch.aten.bmm %131, %135 : !torch.vtensor<[?,8,16],f32>, !torch.vtensor<[?,16,8],f32> -> !torch.vtensor<[?,8,8],f32>
    torch.bind_symbolic_shape %136, [%43], affine_map<()[s0] -> (s0 * 2, 8, 8)> : !torch.vtensor<[?,8,8],f32>
    %137 = torch.prim.ListConstruct %44, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %138 = torch.aten.view %136, %137 : !torch.vtensor<[?,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %138, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %139 = torch.aten.mul.Scalar %138, %float2.500000e-01 : !torch.vtensor<[?,2,8,8],f32>, !torch.float -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %139, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %140 = torch.aten.add.Tensor %139, %81, %int1 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,1,8,8],f32>, !torch.int -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %140, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %values, %indices = torch.aten.max.dim %140, %int-1, %true : !torch.vtensor<[?,2,8,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,2,8,1],f32>, !torch.vtensor<[?,2,8,1],si64>
    %141 = torch.aten.sub.Tensor %140, %values, %float1.000000e00 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,2,8,1],f32>, !torch.float -> !torch.vtensor<[?,2,8,8],f32>
    %142 = torch.aten.exp %141 : !torch.vtensor<[?,2,8,8],f32> -> !torch.vtensor<[?,2,8,8],f32>
    %143 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %144 = torch.aten.sum.dim_IntList %142, %143, %true, %none : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,8,1],f32>
    %145 = torch.aten.div.Tensor %142, %144 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,2,8,1],f32> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %145, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %145, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %146 = torch.prim.ListConstruct %44, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %147 = torch.aten.broadcast_to %145, %146 : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %147, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %148 = torch.prim.ListConstruct %127, %int8, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %149 = torch.aten.view %147, %148 : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,8,8],f32>
    torch.bind_symbolic_shape %149, [%43], affine_map<()[s0] -> (s0 * 2, 8, 8)> : !torch.vtensor<[?,8,8],f32>
    %150 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %151 = torch.aten.broadcast_to %124, %150 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %151, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %151, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %152 = torch.prim.ListConstruct %127, %int8, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %153 = torch.aten.view %151, %152 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %153, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %154 = torch.aten.bmm %149, %153 : !torch.vtensor<[?,8,8],f32>, !torch.vtensor<[?,8,16],f32> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %154, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %155 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %156 = torch.aten.view %154, %155 : !torch.vtensor<[?,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %156, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %157 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %158 = torch.aten.permute %156, %157 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %158, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %158, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %159 = torch.prim.ListConstruct %44, %int8, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %160 = torch.aten.view %158, %159 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %160, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %161 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %162 = torch.aten.view %160, %161 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %162, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %163 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %164 = torch.aten.permute %29, %163 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %165 = torch.aten.mm %162, %164 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %165, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %166 = torch.aten.mul.Scalar %165, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %166, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %167 = torch.aten.mul.Scalar %28, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %168 = torch.aten.add.Tensor %166, %167, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %168, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %169 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %170 = torch.aten.view %168, %169 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %170, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %170, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %171 = torch.aten.add.Tensor %170, %70, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %171, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %172 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %173 = torch.aten.to.dtype %171, %int7, %false, %false, %none : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,32],f64>
    %174 = torch.aten.sum.dim_IntList %173, %172, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %175 = torch.aten.div.Scalar %174, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %176 = torch.aten.sub.Tensor %173, %175, %float1.000000e00 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,1],f64>, !torch.float -> !torch.vtensor<[?,8,32],f64>
    %177 = torch.aten.mul.Tensor %176, %176 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,32],f64> -> !torch.vtensor<[?,8,32],f64>
    %178 = torch.aten.sum.dim_IntList %177, %172, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %179 = torch.aten.div.Scalar %178, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %180 = torch.aten.to.dtype %179, %int6, %false, %false, %none : !torch.vtensor<[?,8,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %181 = torch.aten.sum.dim_IntList %171, %172, %true, %none : !torch.vtensor<[?,8,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %182 = torch.aten.div.Scalar %181, %int32 : !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %180, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %182, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %183 = torch.aten.add.Scalar %180, %float9.999990e-13, %int1 : !torch.vtensor<[?,8,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %183, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %184 = torch.aten.rsqrt %183 : !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %184, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %185 = torch.aten.sub.Tensor %171, %182, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %185, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %186 = torch.aten.mul.Tensor %185, %184 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %186, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %187 = torch.aten.mul.Tensor %186, %27 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %187, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %188 = torch.aten.add.Tensor %187, %26, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %188, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %189 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %190 = torch.aten.view %188, %189 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %190, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %191 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %192 = torch.aten.permute %25, %191 : !torch.vtensor<[64,32],f32>, !torch.list<int> -> !torch.vtensor<[32,64],f32>
    %193 = torch.aten.mm %190, %192 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,64],f32> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %193, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %194 = torch.aten.mul.Scalar %193, %int1 : !torch.vtensor<[?,64],f32>, !torch.int -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %194, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %195 = torch.aten.mul.Scalar %24, %int1 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %196 = torch.aten.add.Tensor %194, %195, %int1 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %196, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %197 = torch.prim.ListConstruct %44, %int8, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %198 = torch.aten.view %196, %197 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,8,64],f32>
    torch.bind_symbolic_shape %198, [%43], affine_map<()[s0] -> (s0, 8, 64)> : !torch.vtensor<[?,8,64],f32>
    %199 = torch.aten.gelu %198, %str : !torch.vtensor<[?,8,64],f32>, !torch.str -> !torch.vtensor<[?,8,64],f32>
    torch.bind_symbolic_shape %199, [%43], affine_map<()[s0] -> (s0, 8, 64)> : !torch.vtensor<[?,8,64],f32>
    %200 = torch.prim.ListConstruct %82, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %201 = torch.aten.view %199, %200 : !torch.vtensor<[?,8,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %201, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %202 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %203 = torch.aten.permute %23, %202 : !torch.vtensor<[32,64],f32>, !torch.list<int> -> !torch.vtensor<[64,32],f32>
    %204 = torch.aten.mm %201, %203 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %204, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %205 = torch.aten.mul.Scalar %204, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %205, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %206 = torch.aten.mul.Scalar %22, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %207 = torch.aten.add.Tensor %205, %206, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %207, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %208 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %209 = torch.aten.view %207, %208 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %209, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %209, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %210 = torch.aten.add.Tensor %209, %188, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %210, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %211 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %212 = torch.aten.to.dtype %210, %int7, %false, %false, %none : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,32],f64>
    %213 = torch.aten.sum.dim_IntList %212, %211, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %214 = torch.aten.div.Scalar %213, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %215 = torch.aten.sub.Tensor %212, %214, %float1.000000e00 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,1],f64>, !torch.float -> !torch.vtensor<[?,8,32],f64>
    %216 = torch.aten.mul.Tensor %215, %215 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,32],f64> -> !torch.vtensor<[?,8,32],f64>
    %217 = torch.aten.sum.dim_IntList %216, %211, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %218 = torch.aten.div.Scalar %217, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %219 = torch.aten.to.dtype %218, %int6, %false, %false, %none : !torch.vtensor<[?,8,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %220 = torch.aten.sum.dim_IntList %210, %211, %true, %none : !torch.vtensor<[?,8,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %221 = torch.aten.div.Scalar %220, %int32 : !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %219, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %221, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %222 = torch.aten.add.Scalar %219, %float9.999990e-13, %int1 : !torch.vtensor<[?,8,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %222, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %223 = torch.aten.rsqrt %222 : !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %223, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %224 = torch.aten.sub.Tensor %210, %221, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %224, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %225 = torch.aten.mul.Tensor %224, %223 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %225, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %226 = torch.aten.mul.Tensor %225, %21 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %226, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %227 = torch.aten.add.Tensor %226, %20, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %227, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %228 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %229 = torch.aten.view %227, %228 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %229, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %230 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %231 = torch.aten.permute %19, %230 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %232 = torch.aten.mm %229, %231 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %232, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %233 = torch.aten.mul.Scalar %232, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %233, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %234 = torch.aten.mul.Scalar %18, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %235 = torch.aten.add.Tensor %233, %234, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %235, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %236 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %237 = torch.aten.view %235, %236 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %237, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %238 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %239 = torch.aten.view %237, %238 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %239, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %240 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %241 = torch.aten.permute %239, %240 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %241, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %242 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %243 = torch.aten.view %227, %242 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %243, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %244 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %245 = torch.aten.permute %17, %244 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %246 = torch.aten.mm %243, %245 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %246, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %247 = torch.aten.mul.Scalar %246, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %247, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %248 = torch.aten.mul.Scalar %16, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %249 = torch.aten.add.Tensor %247, %248, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %249, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %250 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %251 = torch.aten.view %249, %250 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %251, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %252 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %253 = torch.aten.view %251, %252 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %253, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %254 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %255 = torch.aten.permute %253, %254 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %255, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %256 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %257 = torch.aten.view %227, %256 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %257, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %258 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %259 = torch.aten.permute %15, %258 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %260 = torch.aten.mm %257, %259 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %260, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %261 = torch.aten.mul.Scalar %260, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %261, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %262 = torch.aten.mul.Scalar %14, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %263 = torch.aten.add.Tensor %261, %262, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %263, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %264 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %265 = torch.aten.view %263, %264 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %265, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %266 = torch.prim.ListConstruct %44, %int8, %int-1, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %267 = torch.aten.view %265, %266 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %267, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %268 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %269 = torch.aten.permute %267, %268 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %269, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %270 = torch.prim.ListConstruct %int0, %int1, %int3, %int2 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %271 = torch.aten.permute %255, %270 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %271, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    %272 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %273 = torch.aten.broadcast_to %241, %272 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %273, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %273, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %274 = torch.prim.ListConstruct %127, %int8, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %275 = torch.aten.view %273, %274 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %275, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %276 = torch.prim.ListConstruct %44, %int2, %int16, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %277 = torch.aten.broadcast_to %271, %276 : !torch.vtensor<[?,2,16,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %277, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    torch.bind_symbolic_shape %277, [%43], affine_map<()[s0] -> (s0, 2, 16, 8)> : !torch.vtensor<[?,2,16,8],f32>
    %278 = torch.prim.ListConstruct %127, %int16, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %279 = torch.aten.view %277, %278 : !torch.vtensor<[?,2,16,8],f32>, !torch.list<int> -> !torch.vtensor<[?,16,8],f32>
    torch.bind_symbolic_shape %279, [%43], affine_map<()[s0] -> (s0 * 2, 16, 8)> : !torch.vtensor<[?,16,8],f32>
    %280 = torch.aten.bmm %275, %279 : !torch.vtensor<[?,8,16],f32>, !torch.vtensor<[?,16,8],f32> -> !torch.vtensor<[?,8,8],f32>
    torch.bind_symbolic_shape %280, [%43], affine_map<()[s0] -> (s0 * 2, 8, 8)> : !torch.vtensor<[?,8,8],f32>
    %281 = torch.prim.ListConstruct %44, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %282 = torch.aten.view %280, %281 : !torch.vtensor<[?,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %282, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %283 = torch.aten.mul.Scalar %282, %float2.500000e-01 : !torch.vtensor<[?,2,8,8],f32>, !torch.float -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %283, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %284 = torch.aten.add.Tensor %283, %81, %int1 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,1,8,8],f32>, !torch.int -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %284, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %values_1, %indices_2 = torch.aten.max.dim %284, %int-1, %true : !torch.vtensor<[?,2,8,8],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,2,8,1],f32>, !torch.vtensor<[?,2,8,1],si64>
    %285 = torch.aten.sub.Tensor %284, %values_1, %float1.000000e00 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,2,8,1],f32>, !torch.float -> !torch.vtensor<[?,2,8,8],f32>
    %286 = torch.aten.exp %285 : !torch.vtensor<[?,2,8,8],f32> -> !torch.vtensor<[?,2,8,8],f32>
    %287 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
    %288 = torch.aten.sum.dim_IntList %286, %287, %true, %none : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,8,1],f32>
    %289 = torch.aten.div.Tensor %286, %288 : !torch.vtensor<[?,2,8,8],f32>, !torch.vtensor<[?,2,8,1],f32> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %289, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %289, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %290 = torch.prim.ListConstruct %44, %int2, %int8, %int8 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %291 = torch.aten.broadcast_to %289, %290 : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,8],f32>
    torch.bind_symbolic_shape %291, [%43], affine_map<()[s0] -> (s0, 2, 8, 8)> : !torch.vtensor<[?,2,8,8],f32>
    %292 = torch.prim.ListConstruct %127, %int8, %int8 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %293 = torch.aten.view %291, %292 : !torch.vtensor<[?,2,8,8],f32>, !torch.list<int> -> !torch.vtensor<[?,8,8],f32>
    torch.bind_symbolic_shape %293, [%43], affine_map<()[s0] -> (s0 * 2, 8, 8)> : !torch.vtensor<[?,8,8],f32>
    %294 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %295 = torch.aten.broadcast_to %269, %294 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %295, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %295, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %296 = torch.prim.ListConstruct %127, %int8, %int16 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %297 = torch.aten.view %295, %296 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %297, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %298 = torch.aten.bmm %293, %297 : !torch.vtensor<[?,8,8],f32>, !torch.vtensor<[?,8,16],f32> -> !torch.vtensor<[?,8,16],f32>
    torch.bind_symbolic_shape %298, [%43], affine_map<()[s0] -> (s0 * 2, 8, 16)> : !torch.vtensor<[?,8,16],f32>
    %299 = torch.prim.ListConstruct %44, %int2, %int8, %int16 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %300 = torch.aten.view %298, %299 : !torch.vtensor<[?,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,2,8,16],f32>
    torch.bind_symbolic_shape %300, [%43], affine_map<()[s0] -> (s0, 2, 8, 16)> : !torch.vtensor<[?,2,8,16],f32>
    %301 = torch.prim.ListConstruct %int0, %int2, %int1, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %302 = torch.aten.permute %300, %301 : !torch.vtensor<[?,2,8,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %302, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    torch.bind_symbolic_shape %302, [%43], affine_map<()[s0] -> (s0, 8, 2, 16)> : !torch.vtensor<[?,8,2,16],f32>
    %303 = torch.prim.ListConstruct %44, %int8, %int-1 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %304 = torch.aten.view %302, %303 : !torch.vtensor<[?,8,2,16],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %304, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %305 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %306 = torch.aten.view %304, %305 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %306, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %307 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %308 = torch.aten.permute %13, %307 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %309 = torch.aten.mm %306, %308 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %309, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %310 = torch.aten.mul.Scalar %309, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %310, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %311 = torch.aten.mul.Scalar %12, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %312 = torch.aten.add.Tensor %310, %311, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %312, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %313 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %314 = torch.aten.view %312, %313 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %314, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %314, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %315 = torch.aten.add.Tensor %314, %227, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %315, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %316 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %317 = torch.aten.to.dtype %315, %int7, %false, %false, %none : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,32],f64>
    %318 = torch.aten.sum.dim_IntList %317, %316, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %319 = torch.aten.div.Scalar %318, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %320 = torch.aten.sub.Tensor %317, %319, %float1.000000e00 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,1],f64>, !torch.float -> !torch.vtensor<[?,8,32],f64>
    %321 = torch.aten.mul.Tensor %320, %320 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,32],f64> -> !torch.vtensor<[?,8,32],f64>
    %322 = torch.aten.sum.dim_IntList %321, %316, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %323 = torch.aten.div.Scalar %322, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %324 = torch.aten.to.dtype %323, %int6, %false, %false, %none : !torch.vtensor<[?,8,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %325 = torch.aten.sum.dim_IntList %315, %316, %true, %none : !torch.vtensor<[?,8,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %326 = torch.aten.div.Scalar %325, %int32 : !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %324, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %326, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %327 = torch.aten.add.Scalar %324, %float9.999990e-13, %int1 : !torch.vtensor<[?,8,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %327, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %328 = torch.aten.rsqrt %327 : !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %328, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %329 = torch.aten.sub.Tensor %315, %326, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %329, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %330 = torch.aten.mul.Tensor %329, %328 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %330, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %331 = torch.aten.mul.Tensor %330, %11 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %331, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %332 = torch.aten.add.Tensor %331, %10, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %332, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %333 = torch.prim.ListConstruct %82, %int32 : (!torch.int, !torch.int) -> !torch.list<int>
    %334 = torch.aten.view %332, %333 : !torch.vtensor<[?,8,32],f32>, !torch.list<int> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %334, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %335 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %336 = torch.aten.permute %9, %335 : !torch.vtensor<[64,32],f32>, !torch.list<int> -> !torch.vtensor<[32,64],f32>
    %337 = torch.aten.mm %334, %336 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,64],f32> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %337, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %338 = torch.aten.mul.Scalar %337, %int1 : !torch.vtensor<[?,64],f32>, !torch.int -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %338, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %339 = torch.aten.mul.Scalar %8, %int1 : !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[64],f32>
    %340 = torch.aten.add.Tensor %338, %339, %int1 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64],f32>, !torch.int -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %340, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %341 = torch.prim.ListConstruct %44, %int8, %int64 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %342 = torch.aten.view %340, %341 : !torch.vtensor<[?,64],f32>, !torch.list<int> -> !torch.vtensor<[?,8,64],f32>
    torch.bind_symbolic_shape %342, [%43], affine_map<()[s0] -> (s0, 8, 64)> : !torch.vtensor<[?,8,64],f32>
    %343 = torch.aten.gelu %342, %str : !torch.vtensor<[?,8,64],f32>, !torch.str -> !torch.vtensor<[?,8,64],f32>
    torch.bind_symbolic_shape %343, [%43], affine_map<()[s0] -> (s0, 8, 64)> : !torch.vtensor<[?,8,64],f32>
    %344 = torch.prim.ListConstruct %82, %int64 : (!torch.int, !torch.int) -> !torch.list<int>
    %345 = torch.aten.view %343, %344 : !torch.vtensor<[?,8,64],f32>, !torch.list<int> -> !torch.vtensor<[?,64],f32>
    torch.bind_symbolic_shape %345, [%43], affine_map<()[s0] -> (s0 * 8, 64)> : !torch.vtensor<[?,64],f32>
    %346 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %347 = torch.aten.permute %7, %346 : !torch.vtensor<[32,64],f32>, !torch.list<int> -> !torch.vtensor<[64,32],f32>
    %348 = torch.aten.mm %345, %347 : !torch.vtensor<[?,64],f32>, !torch.vtensor<[64,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %348, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %349 = torch.aten.mul.Scalar %348, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %349, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %350 = torch.aten.mul.Scalar %6, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %351 = torch.aten.add.Tensor %349, %350, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %351, [%43], affine_map<()[s0] -> (s0 * 8, 32)> : !torch.vtensor<[?,32],f32>
    %352 = torch.prim.ListConstruct %44, %int8, %int32 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
    %353 = torch.aten.view %351, %352 : !torch.vtensor<[?,32],f32>, !torch.list<int> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %353, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %353, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %354 = torch.aten.add.Tensor %353, %332, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %354, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %355 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
    %356 = torch.aten.to.dtype %354, %int7, %false, %false, %none : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,32],f64>
    %357 = torch.aten.sum.dim_IntList %356, %355, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %358 = torch.aten.div.Scalar %357, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %359 = torch.aten.sub.Tensor %356, %358, %float1.000000e00 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,1],f64>, !torch.float -> !torch.vtensor<[?,8,32],f64>
    %360 = torch.aten.mul.Tensor %359, %359 : !torch.vtensor<[?,8,32],f64>, !torch.vtensor<[?,8,32],f64> -> !torch.vtensor<[?,8,32],f64>
    %361 = torch.aten.sum.dim_IntList %360, %355, %true, %none : !torch.vtensor<[?,8,32],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f64>
    %362 = torch.aten.div.Scalar %361, %int32 : !torch.vtensor<[?,8,1],f64>, !torch.int -> !torch.vtensor<[?,8,1],f64>
    %363 = torch.aten.to.dtype %362, %int6, %false, %false, %none : !torch.vtensor<[?,8,1],f64>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %364 = torch.aten.sum.dim_IntList %354, %355, %true, %none : !torch.vtensor<[?,8,32],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,8,1],f32>
    %365 = torch.aten.div.Scalar %364, %int32 : !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %363, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %365, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %366 = torch.aten.add.Scalar %363, %float9.999990e-13, %int1 : !torch.vtensor<[?,8,1],f32>, !torch.float, !torch.int -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %366, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %367 = torch.aten.rsqrt %366 : !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,1],f32>
    torch.bind_symbolic_shape %367, [%43], affine_map<()[s0] -> (s0, 8, 1)> : !torch.vtensor<[?,8,1],f32>
    %368 = torch.aten.sub.Tensor %354, %365, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %368, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %369 = torch.aten.mul.Tensor %368, %367 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,8,1],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %369, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %370 = torch.aten.mul.Tensor %369, %5 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32> -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %370, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %371 = torch.aten.add.Tensor %370, %4, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %371, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    torch.bind_symbolic_shape %371, [%43], affine_map<()[s0] -> (s0, 8, 32)> : !torch.vtensor<[?,8,32],f32>
    %372 = torch.aten.slice.Tensor %371, %int1, %int0, %int1, %int1 : !torch.vtensor<[?,8,32],f32>, !torch.int, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,1,32],f32>
    %373 = torch.aten.squeeze.dim %372, %int1 : !torch.vtensor<[?,1,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %373, [%43], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %374 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
    %375 = torch.aten.permute %3, %374 : !torch.vtensor<[32,32],f32>, !torch.list<int> -> !torch.vtensor<[32,32],f32>
    %376 = torch.aten.mm %373, %375 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %376, [%43], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %377 = torch.aten.mul.Scalar %376, %int1 : !torch.vtensor<[?,32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %377, [%43], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %378 = torch.aten.mul.Scalar %2, %int1 : !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[32],f32>
    %379 = torch.aten.add.Tensor %377, %378, %int1 : !torch.vtensor<[?,32],f32>, !torch.vtensor<[32],f32>, !torch.int -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %379, [%43], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    %380 = torch.aten.tanh %379 : !torch.vtensor<[?,32],f32> -> !torch.vtensor<[?,32],f32>
    torch.bind_symbolic_shape %380, [%43], affine_map<()[s0] -> (s0, 32)> : !torch.vtensor<[?,32],f32>
    return %371, %380 : !torch.vtensor<[?,8,32],f32>, !torch.vtensor<[?,32],f32>
  }
}
// irlower-stages: fx_graph=5cb45952e9a1
