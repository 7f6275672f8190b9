module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_32x16xf32(dense_resource<torch_tensor_32_16_torch.float32> : tensor<32x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_32xf32_0(dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_32x32xf32(dense_resource<torch_tensor_32_32_torch.float32> : tensor<32x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_32xf32(dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<32 x f32>
  llvm.mlir.global private constant @__constant_8x32xf32(dense_resource<torch_tensor_8_32_torch.float32> : tensor<8x32xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<32 x f32>>
  llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(3.750000e+00 : f32) : f32
    %10 = llvm.mlir.constant(2.000000e+00 : f32) : f32
    %11 = llvm.mlir.constant(8.000000e-01 : f32) : f32
    %12 = llvm.mlir.constant(0.0821908935 : f32) : f32
    %13 = llvm.mlir.constant(-0.583389878 : f32) : f32
    %14 = llvm.mlir.constant(1.62705934 : f32) : f32
    %15 = llvm.mlir.constant(-2.0606916 : f32) : f32
    %16 = llvm.mlir.constant(0.0572442785 : f32) : f32
    %17 = llvm.mlir.constant(-0.0883462652 : f32) : f32
    %18 = llvm.mlir.constant(0.448369086 : f32) : f32
    %19 = llvm.mlir.constant(-3.276070e-01 : f32) : f32
    %20 = llvm.mlir.constant(0.0739796459 : f32) : f32
    %21 = llvm.mlir.constant(-0.131808966 : f32) : f32
    %22 = llvm.mlir.constant(0.519230127 : f32) : f32
    %23 = llvm.mlir.constant(-0.463513821 : f32) : f32
    %24 = llvm.mlir.constant(-1.71048032E-5 : f32) : f32
    %25 = llvm.mlir.constant(2.53447099E-4 : f32) : f32
    %26 = llvm.mlir.constant(-0.00141373626 : f32) : f32
    %27 = llvm.mlir.constant(0.00351961935 : f32) : f32
    %28 = llvm.mlir.constant(-0.00330093061 : f32) : f32
    %29 = llvm.mlir.constant(0.0370645523 : f32) : f32
    %30 = llvm.mlir.constant(0.118407398 : f32) : f32
    %31 = llvm.mlir.constant(-0.364721417 : f32) : f32
    %32 = llvm.mlir.constant(1.12750685 : f32) : f32
    %33 = llvm.mlir.constant(0.0258146804 : f32) : f32
    %34 = llvm.mlir.constant(0.209741712 : f32) : f32
    %35 = llvm.mlir.constant(-0.523018539 : f32) : f32
    %36 = llvm.mlir.constant(1.12837911 : f32) : f32
    %37 = llvm.mlir.constant(8 : index) : i64
    %38 = llvm.mlir.constant(16 : index) : i64
    %39 = llvm.mlir.constant(32 : index) : i64
    %40 = llvm.mlir.constant(1 : index) : i64
    %41 = llvm.mlir.constant(1.41421354 : f32) : f32
    %42 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %43 = llvm.mlir.constant(0 : index) : i64
    %44 = llvm.mlir.constant(1.000000e+00 : f32) : f32
    %45 = llvm.mlir.constant(5.000000e-01 : f32) : f32
    %46 = llvm.mlir.constant(8 : index) : i64
    %47 = llvm.mlir.constant(1 : index) : i64
    %48 = llvm.mlir.zero : !llvm.ptr
    %49 = llvm.getelementptr %48[%46] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %50 = llvm.ptrtoint %49 : !llvm.ptr to i64
    %51 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %52 = llvm.getelementptr %51[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %53 = llvm.mlir.constant(3735928559 : index) : i64
    %54 = llvm.inttoptr %53 : i64 to !llvm.ptr
    %55 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %56 = llvm.insertvalue %54, %55[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %58 = llvm.mlir.constant(0 : index) : i64
    %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %60 = llvm.insertvalue %46, %59[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %61 = llvm.insertvalue %47, %60[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %62 = llvm.mlir.constant(8 : index) : i64
    %63 = llvm.mlir.constant(32 : index) : i64
    %64 = llvm.mlir.constant(1 : index) : i64
    %65 = llvm.mlir.constant(256 : index) : i64
    %66 = llvm.mlir.zero : !llvm.ptr
    %67 = llvm.getelementptr %66[%65] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %68 = llvm.ptrtoint %67 : !llvm.ptr to i64
    %69 = llvm.mlir.addressof @__constant_8x32xf32 : !llvm.ptr
    %70 = llvm.getelementptr %69[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<32 x f32>>
    %71 = llvm.mlir.constant(3735928559 : index) : i64
    %72 = llvm.inttoptr %71 : i64 to !llvm.ptr
    %73 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %74 = llvm.insertvalue %72, %73[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %75 = llvm.insertvalue %70, %74[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %76 = llvm.mlir.constant(0 : index) : i64
    %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %78 = llvm.insertvalue %62, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %79 = llvm.insertvalue %63, %78[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %80 = llvm.insertvalue %63, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %81 = llvm.insertvalue %64, %80[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %82 = llvm.mlir.constant(32 : index) : i64
    %83 = llvm.mlir.constant(1 : index) : i64
    %84 = llvm.mlir.zero : !llvm.ptr
    %85 = llvm.getelementptr %84[%82] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %86 = llvm.ptrtoint %85 : !llvm.ptr to i64
    %87 = llvm.mlir.addressof @__constant_32xf32 : !llvm.ptr
    %88 = llvm.getelementptr %87[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %89 = llvm.mlir.constant(3735928559 : index) : i64
    %90 = llvm.inttoptr %89 : i64 to !llvm.ptr
    %91 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %92 = llvm.insertvalue %90, %91[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %93 = llvm.insertvalue %88, %92[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %94 = llvm.mlir.constant(0 : index) : i64
    %95 = llvm.insertvalue %94, %93[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %96 = llvm.insertvalue %82, %95[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %97 = llvm.insertvalue %83, %96[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %98 = llvm.mlir.constant(32 : index) : i64
    %99 = llvm.mlir.constant(32 : index) : i64
    %100 = llvm.mlir.constant(1 : index) : i64
    %101 = llvm.mlir.constant(1024 : index) : i64
    %102 = llvm.mlir.zero : !llvm.ptr
    %103 = llvm.getelementptr %102[%101] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %104 = llvm.ptrtoint %103 : !llvm.ptr to i64
    %105 = llvm.mlir.addressof @__constant_32x32xf32 : !llvm.ptr
    %106 = llvm.getelementptr %105[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<32 x f32>>
    %107 = llvm.mlir.constant(3735928559 : index) : i64
    %108 = llvm.inttoptr %107 : i64 to !llvm.ptr
    %109 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %110 = llvm.insertvalue %108, %109[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %111 = llvm.insertvalue %106, %110[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %112 = llvm.mlir.constant(0 : index) : i64
    %113 = llvm.insertvalue %112, %111[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %114 = llvm.insertvalue %98, %113[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %115 = llvm.insertvalue %99, %114[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %116 = llvm.insertvalue %99, %115[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %117 = llvm.insertvalue %100, %116[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %118 = llvm.mlir.constant(32 : index) : i64
    %119 = llvm.mlir.constant(1 : index) : i64
    %120 = llvm.mlir.zero : !llvm.ptr
    %121 = llvm.getelementptr %120[%118] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %122 = llvm.ptrtoint %121 : !llvm.ptr to i64
    %123 = llvm.mlir.addressof @__constant_32xf32_0 : !llvm.ptr
    %124 = llvm.getelementptr %123[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x f32>
    %125 = llvm.mlir.constant(3735928559 : index) : i64
    %126 = llvm.inttoptr %125 : i64 to !llvm.ptr
    %127 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %128 = llvm.insertvalue %126, %127[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %129 = llvm.insertvalue %124, %128[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %130 = llvm.mlir.constant(0 : index) : i64
    %131 = llvm.insertvalue %130, %129[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %132 = llvm.insertvalue %118, %131[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %133 = llvm.insertvalue %119, %132[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %134 = llvm.mlir.constant(32 : index) : i64
    %135 = llvm.mlir.constant(16 : index) : i64
    %136 = llvm.mlir.constant(1 : index) : i64
    %137 = llvm.mlir.constant(512 : index) : i64
    %138 = llvm.mlir.zero : !llvm.ptr
    %139 = llvm.getelementptr %138[%137] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %140 = llvm.ptrtoint %139 : !llvm.ptr to i64
    %141 = llvm.mlir.addressof @__constant_32x16xf32 : !llvm.ptr
    %142 = llvm.getelementptr %141[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<32 x array<16 x f32>>
    %143 = llvm.mlir.constant(3735928559 : index) : i64
    %144 = llvm.inttoptr %143 : i64 to !llvm.ptr
    %145 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %146 = llvm.insertvalue %144, %145[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %147 = llvm.insertvalue %142, %146[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %148 = llvm.mlir.constant(0 : index) : i64
    %149 = llvm.insertvalue %148, %147[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %150 = llvm.insertvalue %134, %149[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %151 = llvm.insertvalue %135, %150[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %152 = llvm.insertvalue %135, %151[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %153 = llvm.insertvalue %136, %152[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %154 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %155 = llvm.mlir.constant(32 : index) : i64
    %156 = llvm.mlir.constant(1 : index) : i64
    %157 = llvm.mul %155, %154 : i64
    %158 = llvm.mlir.zero : !llvm.ptr
    %159 = llvm.getelementptr %158[%157] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %160 = llvm.ptrtoint %159 : !llvm.ptr to i64
    %161 = llvm.mlir.constant(64 : index) : i64
    %162 = llvm.add %160, %161 : i64
    %163 = llvm.call @malloc(%162) : (i64) -> !llvm.ptr
    %164 = llvm.ptrtoint %163 : !llvm.ptr to i64
    %165 = llvm.mlir.constant(1 : index) : i64
    %166 = llvm.sub %161, %165 : i64
    %167 = llvm.add %164, %166 : i64
    %168 = llvm.urem %167, %161 : i64
    %169 = llvm.sub %167, %168 : i64
    %170 = llvm.inttoptr %169 : i64 to !llvm.ptr
    %171 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %172 = llvm.insertvalue %163, %171[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %173 = llvm.insertvalue %170, %172[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %174 = llvm.mlir.constant(0 : index) : i64
    %175 = llvm.insertvalue %174, %173[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %176 = llvm.insertvalue %154, %175[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %177 = llvm.insertvalue %155, %176[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %178 = llvm.insertvalue %155, %177[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %179 = llvm.insertvalue %156, %178[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb1(%43 : i64)
  ^bb1(%180: i64):  // 2 preds: ^bb0, ^bb5
    %181 = llvm.icmp "slt" %180, %154 : i64
    llvm.cond_br %181, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%43 : i64)
  ^bb3(%182: i64):  // 2 preds: ^bb2, ^bb4
    %183 = llvm.icmp "slt" %182, %39 : i64
    llvm.cond_br %183, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %184 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %185 = llvm.mlir.constant(32 : index) : i64
    %186 = llvm.mul %180, %185 overflow<nsw, nuw> : i64
    %187 = llvm.add %186, %182 overflow<nsw, nuw> : i64
    %188 = llvm.getelementptr inbounds|nuw %184[%187] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %188 : f32, !llvm.ptr
    %189 = llvm.add %182, %40 : i64
    llvm.br ^bb3(%189 : i64)
  ^bb5:  // pred: ^bb3
    %190 = llvm.add %180, %40 : i64
    llvm.br ^bb1(%190 : i64)
  ^bb6:  // pred: ^bb1
    %191 = llvm.mlir.constant(32 : index) : i64
    %192 = llvm.mlir.constant(1 : index) : i64
    %193 = llvm.mul %191, %154 : i64
    %194 = llvm.mlir.zero : !llvm.ptr
    %195 = llvm.getelementptr %194[%193] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %196 = llvm.ptrtoint %195 : !llvm.ptr to i64
    %197 = llvm.mlir.constant(64 : index) : i64
    %198 = llvm.add %196, %197 : i64
    %199 = llvm.call @malloc(%198) : (i64) -> !llvm.ptr
    %200 = llvm.ptrtoint %199 : !llvm.ptr to i64
    %201 = llvm.mlir.constant(1 : index) : i64
    %202 = llvm.sub %197, %201 : i64
    %203 = llvm.add %200, %202 : i64
    %204 = llvm.urem %203, %197 : i64
    %205 = llvm.sub %203, %204 : i64
    %206 = llvm.inttoptr %205 : i64 to !llvm.ptr
    %207 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %208 = llvm.insertvalue %199, %207[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %209 = llvm.insertvalue %206, %208[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %210 = llvm.mlir.constant(0 : index) : i64
    %211 = llvm.insertvalue %210, %209[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %212 = llvm.insertvalue %154, %211[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %213 = llvm.insertvalue %191, %212[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %214 = llvm.insertvalue %191, %213[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %215 = llvm.insertvalue %192, %214[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb7(%43 : i64)
  ^bb7(%216: i64):  // 2 preds: ^bb6, ^bb11
    %217 = llvm.icmp "slt" %216, %154 : i64
    llvm.cond_br %217, ^bb8, ^bb12
  ^bb8:  // pred: ^bb7
    llvm.br ^bb9(%43 : i64)
  ^bb9(%218: i64):  // 2 preds: ^bb8, ^bb10
    %219 = llvm.icmp "slt" %218, %39 : i64
    llvm.cond_br %219, ^bb10, ^bb11
  ^bb10:  // pred: ^bb9
    %220 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %221 = llvm.mlir.constant(32 : index) : i64
    %222 = llvm.mul %216, %221 overflow<nsw, nuw> : i64
    %223 = llvm.add %222, %218 overflow<nsw, nuw> : i64
    %224 = llvm.getelementptr inbounds|nuw %220[%223] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %225 = llvm.load %224 : !llvm.ptr -> f32
    %226 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %227 = llvm.mlir.constant(32 : index) : i64
    %228 = llvm.mul %216, %227 overflow<nsw, nuw> : i64
    %229 = llvm.add %228, %218 overflow<nsw, nuw> : i64
    %230 = llvm.getelementptr inbounds|nuw %226[%229] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %225, %230 : f32, !llvm.ptr
    %231 = llvm.add %218, %40 : i64
    llvm.br ^bb9(%231 : i64)
  ^bb11:  // pred: ^bb9
    %232 = llvm.add %216, %40 : i64
    llvm.br ^bb7(%232 : i64)
  ^bb12:  // pred: ^bb7
    %233 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb13(%43 : i64)
  ^bb13(%234: i64):  // 2 preds: ^bb12, ^bb20
    %235 = llvm.icmp "slt" %234, %233 : i64
    llvm.cond_br %235, ^bb14, ^bb21
  ^bb14:  // pred: ^bb13
    llvm.br ^bb15(%43 : i64)
  ^bb15(%236: i64):  // 2 preds: ^bb14, ^bb19
    %237 = llvm.icmp "slt" %236, %39 : i64
    llvm.cond_br %237, ^bb16, ^bb20
  ^bb16:  // pred: ^bb15
    llvm.br ^bb17(%43 : i64)
  ^bb17(%238: i64):  // 2 preds: ^bb16, ^bb18
    %239 = llvm.icmp "slt" %238, %38 : i64
    llvm.cond_br %239, ^bb18, ^bb19
  ^bb18:  // pred: ^bb17
    %240 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %241 = llvm.mlir.constant(16 : index) : i64
    %242 = llvm.mul %234, %241 overflow<nsw, nuw> : i64
    %243 = llvm.add %242, %238 overflow<nsw, nuw> : i64
    %244 = llvm.getelementptr inbounds|nuw %240[%243] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %245 = llvm.load %244 : !llvm.ptr -> f32
    %246 = llvm.extractvalue %153[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %247 = llvm.mlir.constant(16 : index) : i64
    %248 = llvm.mul %236, %247 overflow<nsw, nuw> : i64
    %249 = llvm.add %248, %238 overflow<nsw, nuw> : i64
    %250 = llvm.getelementptr inbounds|nuw %246[%249] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %251 = llvm.load %250 : !llvm.ptr -> f32
    %252 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %253 = llvm.mlir.constant(32 : index) : i64
    %254 = llvm.mul %234, %253 overflow<nsw, nuw> : i64
    %255 = llvm.add %254, %236 overflow<nsw, nuw> : i64
    %256 = llvm.getelementptr inbounds|nuw %252[%255] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %257 = llvm.load %256 : !llvm.ptr -> f32
    %258 = llvm.fmul %245, %251 : f32
    %259 = llvm.fadd %257, %258 : f32
    %260 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %261 = llvm.mlir.constant(32 : index) : i64
    %262 = llvm.mul %234, %261 overflow<nsw, nuw> : i64
    %263 = llvm.add %262, %236 overflow<nsw, nuw> : i64
    %264 = llvm.getelementptr inbounds|nuw %260[%263] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %259, %264 : f32, !llvm.ptr
    %265 = llvm.add %238, %40 : i64
    llvm.br ^bb17(%265 : i64)
  ^bb19:  // pred: ^bb17
    %266 = llvm.add %236, %40 : i64
    llvm.br ^bb15(%266 : i64)
  ^bb20:  // pred: ^bb15
    %267 = llvm.add %234, %40 : i64
    llvm.br ^bb13(%267 : i64)
  ^bb21:  // pred: ^bb13
    %268 = llvm.mlir.constant(32 : index) : i64
    %269 = llvm.mlir.constant(1 : index) : i64
    %270 = llvm.mul %268, %154 : i64
    %271 = llvm.mlir.zero : !llvm.ptr
    %272 = llvm.getelementptr %271[%270] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %273 = llvm.ptrtoint %272 : !llvm.ptr to i64
    %274 = llvm.mlir.constant(64 : index) : i64
    %275 = llvm.add %273, %274 : i64
    %276 = llvm.call @malloc(%275) : (i64) -> !llvm.ptr
    %277 = llvm.ptrtoint %276 : !llvm.ptr to i64
    %278 = llvm.mlir.constant(1 : index) : i64
    %279 = llvm.sub %274, %278 : i64
    %280 = llvm.add %277, %279 : i64
    %281 = llvm.urem %280, %274 : i64
    %282 = llvm.sub %280, %281 : i64
    %283 = llvm.inttoptr %282 : i64 to !llvm.ptr
    %284 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %285 = llvm.insertvalue %276, %284[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %286 = llvm.insertvalue %283, %285[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %287 = llvm.mlir.constant(0 : index) : i64
    %288 = llvm.insertvalue %287, %286[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %289 = llvm.insertvalue %154, %288[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %290 = llvm.insertvalue %268, %289[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %291 = llvm.insertvalue %268, %290[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %292 = llvm.insertvalue %269, %291[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb22(%43 : i64)
  ^bb22(%293: i64):  // 2 preds: ^bb21, ^bb26
    %294 = llvm.icmp "slt" %293, %154 : i64
    llvm.cond_br %294, ^bb23, ^bb27
  ^bb23:  // pred: ^bb22
    llvm.br ^bb24(%43 : i64)
  ^bb24(%295: i64):  // 2 preds: ^bb23, ^bb25
    %296 = llvm.icmp "slt" %295, %39 : i64
    llvm.cond_br %296, ^bb25, ^bb26
  ^bb25:  // pred: ^bb24
    %297 = llvm.extractvalue %179[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %298 = llvm.mlir.constant(32 : index) : i64
    %299 = llvm.mul %293, %298 overflow<nsw, nuw> : i64
    %300 = llvm.add %299, %295 overflow<nsw, nuw> : i64
    %301 = llvm.getelementptr inbounds|nuw %297[%300] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %302 = llvm.load %301 : !llvm.ptr -> f32
    %303 = llvm.extractvalue %292[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %304 = llvm.mlir.constant(32 : index) : i64
    %305 = llvm.mul %293, %304 overflow<nsw, nuw> : i64
    %306 = llvm.add %305, %295 overflow<nsw, nuw> : i64
    %307 = llvm.getelementptr inbounds|nuw %303[%306] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %302, %307 : f32, !llvm.ptr
    %308 = llvm.add %295, %40 : i64
    llvm.br ^bb24(%308 : i64)
  ^bb26:  // pred: ^bb24
    %309 = llvm.add %293, %40 : i64
    llvm.br ^bb22(%309 : i64)
  ^bb27:  // pred: ^bb22
    llvm.br ^bb28(%43 : i64)
  ^bb28(%310: i64):  // 2 preds: ^bb27, ^bb35
    %311 = llvm.icmp "slt" %310, %154 : i64
    llvm.cond_br %311, ^bb29, ^bb36
  ^bb29:  // pred: ^bb28
    llvm.br ^bb30(%43 : i64)
  ^bb30(%312: i64):  // 2 preds: ^bb29, ^bb34
    %313 = llvm.icmp "slt" %312, %39 : i64
    llvm.cond_br %313, ^bb31, ^bb35
  ^bb31:  // pred: ^bb30
    llvm.br ^bb32(%43 : i64)
  ^bb32(%314: i64):  // 2 preds: ^bb31, ^bb33
    %315 = llvm.icmp "slt" %314, %39 : i64
    llvm.cond_br %315, ^bb33, ^bb34
  ^bb33:  // pred: ^bb32
    %316 = llvm.extractvalue %215[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %317 = llvm.mlir.constant(32 : index) : i64
    %318 = llvm.mul %310, %317 overflow<nsw, nuw> : i64
    %319 = llvm.add %318, %314 overflow<nsw, nuw> : i64
    %320 = llvm.getelementptr inbounds|nuw %316[%319] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %321 = llvm.load %320 : !llvm.ptr -> f32
    %322 = llvm.extractvalue %133[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %323 = llvm.getelementptr inbounds|nuw %322[%314] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %324 = llvm.load %323 : !llvm.ptr -> f32
    %325 = llvm.extractvalue %117[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %326 = llvm.mlir.constant(32 : index) : i64
    %327 = llvm.mul %312, %326 overflow<nsw, nuw> : i64
    %328 = llvm.add %327, %314 overflow<nsw, nuw> : i64
    %329 = llvm.getelementptr inbounds|nuw %325[%328] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %330 = llvm.load %329 : !llvm.ptr -> f32
    %331 = llvm.extractvalue %292[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %332 = llvm.mlir.constant(32 : index) : i64
    %333 = llvm.mul %310, %332 overflow<nsw, nuw> : i64
    %334 = llvm.add %333, %312 overflow<nsw, nuw> : i64
    %335 = llvm.getelementptr inbounds|nuw %331[%334] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %336 = llvm.load %335 : !llvm.ptr -> f32
    %337 = llvm.fadd %321, %324 : f32
    %338 = llvm.fdiv %337, %41 : f32
    %339 = llvm.fcmp "olt" %338, %42 : f32
    %340 = llvm.fneg %338 : f32
    %341 = llvm.select %339, %340, %338 : i1, f32
    %342 = llvm.fcmp "olt" %341, %11 : f32
    %343 = llvm.select %342, %36, %32 : i1, f32
    %344 = llvm.select %342, %23, %19 : i1, f32
    %345 = llvm.select %342, %35, %31 : i1, f32
    %346 = llvm.select %342, %22, %18 : i1, f32
    %347 = llvm.select %342, %34, %30 : i1, f32
    %348 = llvm.select %342, %21, %17 : i1, f32
    %349 = llvm.select %342, %33, %29 : i1, f32
    %350 = llvm.select %342, %20, %16 : i1, f32
    %351 = llvm.fcmp "olt" %341, %10 : f32
    %352 = llvm.select %351, %42, %28 : i1, f32
    %353 = llvm.select %351, %343, %27 : i1, f32
    %354 = llvm.select %351, %344, %15 : i1, f32
    %355 = llvm.select %351, %345, %26 : i1, f32
    %356 = llvm.select %351, %346, %14 : i1, f32
    %357 = llvm.select %351, %347, %25 : i1, f32
    %358 = llvm.select %351, %348, %13 : i1, f32
    %359 = llvm.select %351, %349, %24 : i1, f32
    %360 = llvm.select %351, %350, %12 : i1, f32
    %361 = llvm.select %351, %42, %44 : i1, f32
    %362 = llvm.fcmp "ult" %341, %9 : f32
    %363 = llvm.fmul %341, %359 : f32
    %364 = llvm.fadd %363, %357 : f32
    %365 = llvm.fmul %341, %364 : f32
    %366 = llvm.fadd %365, %355 : f32
    %367 = llvm.fmul %341, %366 : f32
    %368 = llvm.fadd %367, %353 : f32
    %369 = llvm.fmul %341, %368 : f32
    %370 = llvm.fadd %369, %352 : f32
    %371 = llvm.fmul %341, %360 : f32
    %372 = llvm.fadd %371, %358 : f32
    %373 = llvm.fmul %341, %372 : f32
    %374 = llvm.fadd %373, %356 : f32
    %375 = llvm.fmul %341, %374 : f32
    %376 = llvm.fadd %375, %354 : f32
    %377 = llvm.fmul %341, %376 : f32
    %378 = llvm.fadd %377, %44 : f32
    %379 = llvm.fdiv %370, %378 : f32
    %380 = llvm.fadd %361, %379 : f32
    %381 = llvm.select %362, %380, %44 : i1, f32
    %382 = llvm.fneg %381 : f32
    %383 = llvm.select %339, %382, %381 : i1, f32
    %384 = llvm.fadd %383, %44 : f32
    %385 = llvm.fmul %384, %45 : f32
    %386 = llvm.fmul %337, %385 : f32
    %387 = llvm.fmul %386, %330 : f32
    %388 = llvm.fadd %336, %387 : f32
    %389 = llvm.extractvalue %292[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %390 = llvm.mlir.constant(32 : index) : i64
    %391 = llvm.mul %310, %390 overflow<nsw, nuw> : i64
    %392 = llvm.add %391, %312 overflow<nsw, nuw> : i64
    %393 = llvm.getelementptr inbounds|nuw %389[%392] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %388, %393 : f32, !llvm.ptr
    %394 = llvm.add %314, %40 : i64
    llvm.br ^bb32(%394 : i64)
  ^bb34:  // pred: ^bb32
    %395 = llvm.add %312, %40 : i64
    llvm.br ^bb30(%395 : i64)
  ^bb35:  // pred: ^bb30
    %396 = llvm.add %310, %40 : i64
    llvm.br ^bb28(%396 : i64)
  ^bb36:  // pred: ^bb28
    %397 = llvm.mlir.constant(8 : index) : i64
    %398 = llvm.mlir.constant(1 : index) : i64
    %399 = llvm.mul %397, %154 : i64
    %400 = llvm.mlir.zero : !llvm.ptr
    %401 = llvm.getelementptr %400[%399] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %402 = llvm.ptrtoint %401 : !llvm.ptr to i64
    %403 = llvm.mlir.constant(64 : index) : i64
    %404 = llvm.add %402, %403 : i64
    %405 = llvm.call @malloc(%404) : (i64) -> !llvm.ptr
    %406 = llvm.ptrtoint %405 : !llvm.ptr to i64
    %407 = llvm.mlir.constant(1 : index) : i64
    %408 = llvm.sub %403, %407 : i64
    %409 = llvm.add %406, %408 : i64
    %410 = llvm.urem %409, %403 : i64
    %411 = llvm.sub %409, %410 : i64
    %412 = llvm.inttoptr %411 : i64 to !llvm.ptr
    %413 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %414 = llvm.insertvalue %405, %413[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %415 = llvm.insertvalue %412, %414[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %416 = llvm.mlir.constant(0 : index) : i64
    %417 = llvm.insertvalue %416, %415[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %418 = llvm.insertvalue %154, %417[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %419 = llvm.insertvalue %397, %418[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %420 = llvm.insertvalue %397, %419[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %421 = llvm.insertvalue %398, %420[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb37(%43 : i64)
  ^bb37(%422: i64):  // 2 preds: ^bb36, ^bb41
    %423 = llvm.icmp "slt" %422, %154 : i64
    llvm.cond_br %423, ^bb38, ^bb42
  ^bb38:  // pred: ^bb37
    llvm.br ^bb39(%43 : i64)
  ^bb39(%424: i64):  // 2 preds: ^bb38, ^bb40
    %425 = llvm.icmp "slt" %424, %37 : i64
    llvm.cond_br %425, ^bb40, ^bb41
  ^bb40:  // pred: ^bb39
    %426 = llvm.extractvalue %421[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %427 = llvm.mlir.constant(8 : index) : i64
    %428 = llvm.mul %422, %427 overflow<nsw, nuw> : i64
    %429 = llvm.add %428, %424 overflow<nsw, nuw> : i64
    %430 = llvm.getelementptr inbounds|nuw %426[%429] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %42, %430 : f32, !llvm.ptr
    %431 = llvm.add %424, %40 : i64
    llvm.br ^bb39(%431 : i64)
  ^bb41:  // pred: ^bb39
    %432 = llvm.add %422, %40 : i64
    llvm.br ^bb37(%432 : i64)
  ^bb42:  // pred: ^bb37
    %433 = llvm.mlir.constant(8 : index) : i64
    %434 = llvm.mlir.constant(1 : index) : i64
    %435 = llvm.mul %433, %154 : i64
    %436 = llvm.mlir.zero : !llvm.ptr
    %437 = llvm.getelementptr %436[%435] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %438 = llvm.ptrtoint %437 : !llvm.ptr to i64
    %439 = llvm.mlir.constant(64 : index) : i64
    %440 = llvm.add %438, %439 : i64
    %441 = llvm.call @malloc(%440) : (i64) -> !llvm.ptr
    %442 = llvm.ptrtoint %441 : !llvm.ptr to i64
    %443 = llvm.mlir.constant(1 : index) : i64
    %444 = llvm.sub %439, %443 : i64
    %445 = llvm.add %442, %444 : i64
    %446 = llvm.urem %445, %439 : i64
    %447 = llvm.sub %445, %446 : i64
    %448 = llvm.inttoptr %447 : i64 to !llvm.ptr
    %449 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %450 = llvm.insertvalue %441, %449[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %451 = llvm.insertvalue %448, %450[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %452 = llvm.mlir.constant(0 : index) : i64
    %453 = llvm.insertvalue %452, %451[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %454 = llvm.insertvalue %154, %453[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %455 = llvm.insertvalue %433, %454[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %456 = llvm.insertvalue %433, %455[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %457 = llvm.insertvalue %434, %456[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb43(%43 : i64)
  ^bb43(%458: i64):  // 2 preds: ^bb42, ^bb47
    %459 = llvm.icmp "slt" %458, %154 : i64
    llvm.cond_br %459, ^bb44, ^bb48
  ^bb44:  // pred: ^bb43
    llvm.br ^bb45(%43 : i64)
  ^bb45(%460: i64):  // 2 preds: ^bb44, ^bb46
    %461 = llvm.icmp "slt" %460, %37 : i64
    llvm.cond_br %461, ^bb46, ^bb47
  ^bb46:  // pred: ^bb45
    %462 = llvm.extractvalue %421[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %463 = llvm.mlir.constant(8 : index) : i64
    %464 = llvm.mul %458, %463 overflow<nsw, nuw> : i64
    %465 = llvm.add %464, %460 overflow<nsw, nuw> : i64
    %466 = llvm.getelementptr inbounds|nuw %462[%465] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %467 = llvm.load %466 : !llvm.ptr -> f32
    %468 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %469 = llvm.mlir.constant(8 : index) : i64
    %470 = llvm.mul %458, %469 overflow<nsw, nuw> : i64
    %471 = llvm.add %470, %460 overflow<nsw, nuw> : i64
    %472 = llvm.getelementptr inbounds|nuw %468[%471] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %467, %472 : f32, !llvm.ptr
    %473 = llvm.add %460, %40 : i64
    llvm.br ^bb45(%473 : i64)
  ^bb47:  // pred: ^bb45
    %474 = llvm.add %458, %40 : i64
    llvm.br ^bb43(%474 : i64)
  ^bb48:  // pred: ^bb43
    llvm.br ^bb49(%43 : i64)
  ^bb49(%475: i64):  // 2 preds: ^bb48, ^bb56
    %476 = llvm.icmp "slt" %475, %154 : i64
    llvm.cond_br %476, ^bb50, ^bb57
  ^bb50:  // pred: ^bb49
    llvm.br ^bb51(%43 : i64)
  ^bb51(%477: i64):  // 2 preds: ^bb50, ^bb55
    %478 = llvm.icmp "slt" %477, %37 : i64
    llvm.cond_br %478, ^bb52, ^bb56
  ^bb52:  // pred: ^bb51
    llvm.br ^bb53(%43 : i64)
  ^bb53(%479: i64):  // 2 preds: ^bb52, ^bb54
    %480 = llvm.icmp "slt" %479, %39 : i64
    llvm.cond_br %480, ^bb54, ^bb55
  ^bb54:  // pred: ^bb53
    %481 = llvm.extractvalue %292[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %482 = llvm.mlir.constant(32 : index) : i64
    %483 = llvm.mul %475, %482 overflow<nsw, nuw> : i64
    %484 = llvm.add %483, %479 overflow<nsw, nuw> : i64
    %485 = llvm.getelementptr inbounds|nuw %481[%484] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %486 = llvm.load %485 : !llvm.ptr -> f32
    %487 = llvm.extractvalue %97[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %488 = llvm.getelementptr inbounds|nuw %487[%479] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %489 = llvm.load %488 : !llvm.ptr -> f32
    %490 = llvm.extractvalue %81[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %491 = llvm.mlir.constant(32 : index) : i64
    %492 = llvm.mul %477, %491 overflow<nsw, nuw> : i64
    %493 = llvm.add %492, %479 overflow<nsw, nuw> : i64
    %494 = llvm.getelementptr inbounds|nuw %490[%493] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %495 = llvm.load %494 : !llvm.ptr -> f32
    %496 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %497 = llvm.mlir.constant(8 : index) : i64
    %498 = llvm.mul %475, %497 overflow<nsw, nuw> : i64
    %499 = llvm.add %498, %477 overflow<nsw, nuw> : i64
    %500 = llvm.getelementptr inbounds|nuw %496[%499] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %501 = llvm.load %500 : !llvm.ptr -> f32
    %502 = llvm.fadd %486, %489 : f32
    %503 = llvm.fneg %502 : f32
    %504 = llvm.fmul %503, %8 : f32
    %505 = llvm.intr.exp2(%504) : (f32) -> f32
    %506 = llvm.fadd %505, %44 : f32
    %507 = llvm.fdiv %44, %506 : f32
    %508 = llvm.fmul %502, %507 : f32
    %509 = llvm.fmul %508, %495 : f32
    %510 = llvm.fadd %501, %509 : f32
    %511 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %512 = llvm.mlir.constant(8 : index) : i64
    %513 = llvm.mul %475, %512 overflow<nsw, nuw> : i64
    %514 = llvm.add %513, %477 overflow<nsw, nuw> : i64
    %515 = llvm.getelementptr inbounds|nuw %511[%514] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %510, %515 : f32, !llvm.ptr
    %516 = llvm.add %479, %40 : i64
    llvm.br ^bb53(%516 : i64)
  ^bb55:  // pred: ^bb53
    %517 = llvm.add %477, %40 : i64
    llvm.br ^bb51(%517 : i64)
  ^bb56:  // pred: ^bb51
    %518 = llvm.add %475, %40 : i64
    llvm.br ^bb49(%518 : i64)
  ^bb57:  // pred: ^bb49
    %519 = llvm.mlir.constant(8 : index) : i64
    %520 = llvm.mlir.constant(1 : index) : i64
    %521 = llvm.mul %519, %154 : i64
    %522 = llvm.mlir.zero : !llvm.ptr
    %523 = llvm.getelementptr %522[%521] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %524 = llvm.ptrtoint %523 : !llvm.ptr to i64
    %525 = llvm.mlir.constant(64 : index) : i64
    %526 = llvm.add %524, %525 : i64
    %527 = llvm.call @malloc(%526) : (i64) -> !llvm.ptr
    %528 = llvm.ptrtoint %527 : !llvm.ptr to i64
    %529 = llvm.mlir.constant(1 : index) : i64
    %530 = llvm.sub %525, %529 : i64
    %531 = llvm.add %528, %530 : i64
    %532 = llvm.urem %531, %525 : i64
    %533 = llvm.sub %531, %532 : i64
    %534 = llvm.inttoptr %533 : i64 to !llvm.ptr
    %535 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %536 = llvm.insertvalue %527, %535[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %537 = llvm.insertvalue %534, %536[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %538 = llvm.mlir.constant(0 : index) : i64
    %539 = llvm.insertvalue %538, %537[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %540 = llvm.insertvalue %154, %539[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %541 = llvm.insertvalue %519, %540[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %542 = llvm.insertvalue %519, %541[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %543 = llvm.insertvalue %520, %542[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.br ^bb58(%43 : i64)
  ^bb58(%544: i64):  // 2 preds: ^bb57, ^bb62
    %545 = llvm.icmp "slt" %544, %154 : i64
    llvm.cond_br %545, ^bb59, ^bb63
  ^bb59:  // pred: ^bb58
    llvm.br ^bb60(%43 : i64)
  ^bb60(%546: i64):  // 2 preds: ^bb59, ^bb61
    %547 = llvm.icmp "slt" %546, %37 : i64
    llvm.cond_br %547, ^bb61, ^bb62
  ^bb61:  // pred: ^bb60
    %548 = llvm.extractvalue %457[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %549 = llvm.mlir.constant(8 : index) : i64
    %550 = llvm.mul %544, %549 overflow<nsw, nuw> : i64
    %551 = llvm.add %550, %546 overflow<nsw, nuw> : i64
    %552 = llvm.getelementptr inbounds|nuw %548[%551] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %553 = llvm.load %552 : !llvm.ptr -> f32
    %554 = llvm.extractvalue %61[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %555 = llvm.getelementptr inbounds|nuw %554[%546] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %556 = llvm.load %555 : !llvm.ptr -> f32
    %557 = llvm.fadd %553, %556 : f32
    %558 = llvm.extractvalue %543[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %559 = llvm.mlir.constant(8 : index) : i64
    %560 = llvm.mul %544, %559 overflow<nsw, nuw> : i64
    %561 = llvm.add %560, %546 overflow<nsw, nuw> : i64
    %562 = llvm.getelementptr inbounds|nuw %558[%561] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %557, %562 : f32, !llvm.ptr
    %563 = llvm.add %546, %40 : i64
    llvm.br ^bb60(%563 : i64)
  ^bb62:  // pred: ^bb60
    %564 = llvm.add %544, %40 : i64
    llvm.br ^bb58(%564 : i64)
  ^bb63:  // pred: ^bb58
    %565 = llvm.extractvalue %179[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%565) : (!llvm.ptr) -> ()
    %566 = llvm.extractvalue %215[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%566) : (!llvm.ptr) -> ()
    %567 = llvm.extractvalue %292[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%567) : (!llvm.ptr) -> ()
    %568 = llvm.extractvalue %421[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%568) : (!llvm.ptr) -> ()
    %569 = llvm.extractvalue %457[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    llvm.call @free(%569) : (!llvm.ptr) -> ()
    llvm.return %543 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  }
}
// irlower-stages: fx_graph=49bc4c200186 torch_mlir=96aeea2be826 linalg_on_tensors_mlir=81374bed2efa
