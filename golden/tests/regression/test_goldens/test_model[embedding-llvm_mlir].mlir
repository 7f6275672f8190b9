module {
  llvm.func @free(!llvm.ptr)
  llvm.func @malloc(i64) -> !llvm.ptr
  llvm.mlir.global private constant @__constant_100x16xf32(dense_resource<torch_tensor_100_16_torch.float32> : tensor<100x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<100 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_8x16xf32(dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x array<16 x f32>>
  llvm.mlir.global private constant @__constant_8xf32(dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>) {addr_space = 0 : i32, alignment = 64 : i64} : !llvm.array<8 x f32>
  llvm.func @main(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64) -> !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> {
    %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %8 = llvm.mlir.constant(1.44269502 : f32) : f32
    %9 = llvm.mlir.constant(16 : index) : i64
    %10 = llvm.mlir.constant(8 : index) : i64
    %11 = llvm.mlir.constant(4 : index) : i64
    %12 = llvm.mlir.constant(1 : index) : i64
    %13 = llvm.mlir.constant(0 : index) : i64
    %14 = llvm.mlir.constant(0.000000e+00 : f32) : f32
    %15 = llvm.mlir.constant(8 : index) : i64
    %16 = llvm.mlir.constant(1 : index) : i64
    %17 = llvm.mlir.zero : !llvm.ptr
    %18 = llvm.getelementptr %17[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %19 = llvm.ptrtoint %18 : !llvm.ptr to i64
    %20 = llvm.mlir.addressof @__constant_8xf32 : !llvm.ptr
    %21 = llvm.getelementptr %20[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x f32>
    %22 = llvm.mlir.constant(3735928559 : index) : i64
    %23 = llvm.inttoptr %22 : i64 to !llvm.ptr
    %24 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %25 = llvm.insertvalue %23, %24[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %26 = llvm.insertvalue %21, %25[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %27 = llvm.mlir.constant(0 : index) : i64
    %28 = llvm.insertvalue %27, %26[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %29 = llvm.insertvalue %15, %28[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %30 = llvm.insertvalue %16, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %31 = llvm.mlir.constant(8 : index) : i64
    %32 = llvm.mlir.constant(16 : index) : i64
    %33 = llvm.mlir.constant(1 : index) : i64
    %34 = llvm.mlir.constant(128 : index) : i64
    %35 = llvm.mlir.zero : !llvm.ptr
    %36 = llvm.getelementptr %35[%34] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %37 = llvm.ptrtoint %36 : !llvm.ptr to i64
    %38 = llvm.mlir.addressof @__constant_8x16xf32 : !llvm.ptr
    %39 = llvm.getelementptr %38[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<8 x array<16 x f32>>
    %40 = llvm.mlir.constant(3735928559 : index) : i64
    %41 = llvm.inttoptr %40 : i64 to !llvm.ptr
    %42 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %43 = llvm.insertvalue %41, %42[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %44 = llvm.insertvalue %39, %43[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %45 = llvm.mlir.constant(0 : index) : i64
    %46 = llvm.insertvalue %45, %44[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %47 = llvm.insertvalue %31, %46[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %48 = llvm.insertvalue %32, %47[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %49 = llvm.insertvalue %32, %48[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %50 = llvm.insertvalue %33, %49[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %51 = llvm.mlir.constant(100 : index) : i64
    %52 = llvm.mlir.constant(16 : index) : i64
    %53 = llvm.mlir.constant(1 : index) : i64
    %54 = llvm.mlir.constant(1600 : index) : i64
    %55 = llvm.mlir.zero : !llvm.ptr
    %56 = llvm.getelementptr %55[%54] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %57 = llvm.ptrtoint %56 : !llvm.ptr to i64
    %58 = llvm.mlir.addressof @__constant_100x16xf32 : !llvm.ptr
    %59 = llvm.getelementptr %58[0, 0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<100 x array<16 x f32>>
    %60 = llvm.mlir.constant(3735928559 : index) : i64
    %61 = llvm.inttoptr %60 : i64 to !llvm.ptr
    %62 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %63 = llvm.insertvalue %61, %62[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %64 = llvm.insertvalue %59, %63[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %65 = llvm.mlir.constant(0 : index) : i64
    %66 = llvm.insertvalue %65, %64[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %67 = llvm.insertvalue %51, %66[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %68 = llvm.insertvalue %52, %67[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %69 = llvm.insertvalue %52, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %70 = llvm.insertvalue %53, %69[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %71 = llvm.mlir.constant(1 : index) : i64
    %72 = llvm.mlir.constant(4 : index) : i64
    %73 = llvm.mlir.constant(8 : index) : i64
    %74 = llvm.mlir.constant(1 : index) : i64
    %75 = llvm.mlir.constant(32 : index) : i64
    %76 = llvm.mlir.constant(32 : index) : i64
    %77 = llvm.mlir.zero : !llvm.ptr
    %78 = llvm.getelementptr %77[%76] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %79 = llvm.ptrtoint %78 : !llvm.ptr to i64
    %80 = llvm.mlir.constant(64 : index) : i64
    %81 = llvm.add %79, %80 : i64
    %82 = llvm.call @malloc(%81) : (i64) -> !llvm.ptr
    %83 = llvm.ptrtoint %82 : !llvm.ptr to i64
    %84 = llvm.mlir.constant(1 : index) : i64
    %85 = llvm.sub %80, %84 : i64
    %86 = llvm.add %83, %85 : i64
    %87 = llvm.urem %86, %80 : i64
    %88 = llvm.sub %86, %87 : i64
    %89 = llvm.inttoptr %88 : i64 to !llvm.ptr
    %90 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %91 = llvm.insertvalue %82, %90[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %92 = llvm.insertvalue %89, %91[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %93 = llvm.mlir.constant(0 : index) : i64
    %94 = llvm.insertvalue %93, %92[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %95 = llvm.insertvalue %71, %94[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %96 = llvm.insertvalue %72, %95[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %97 = llvm.insertvalue %73, %96[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %98 = llvm.insertvalue %75, %97[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %99 = llvm.insertvalue %73, %98[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %100 = llvm.insertvalue %74, %99[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb1(%13 : i64)
  ^bb1(%101: i64):  // 2 preds: ^bb0, ^bb8
    %102 = llvm.icmp "slt" %101, %12 : i64
    llvm.cond_br %102, ^bb2, ^bb9
  ^bb2:  // pred: ^bb1
    llvm.br ^bb3(%13 : i64)
  ^bb3(%103: i64):  // 2 preds: ^bb2, ^bb7
    %104 = llvm.icmp "slt" %103, %11 : i64
    llvm.cond_br %104, ^bb4, ^bb8
  ^bb4:  // pred: ^bb3
    llvm.br ^bb5(%13 : i64)
  ^bb5(%105: i64):  // 2 preds: ^bb4, ^bb6
    %106 = llvm.icmp "slt" %105, %10 : i64
    llvm.cond_br %106, ^bb6, ^bb7
  ^bb6:  // pred: ^bb5
    %107 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %108 = llvm.mlir.constant(32 : index) : i64
    %109 = llvm.mul %101, %108 overflow<nsw, nuw> : i64
    %110 = llvm.mlir.constant(8 : index) : i64
    %111 = llvm.mul %103, %110 overflow<nsw, nuw> : i64
    %112 = llvm.add %109, %111 overflow<nsw, nuw> : i64
    %113 = llvm.add %112, %105 overflow<nsw, nuw> : i64
    %114 = llvm.getelementptr inbounds|nuw %107[%113] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %14, %114 : f32, !llvm.ptr
    %115 = llvm.add %105, %12 : i64
    llvm.br ^bb5(%115 : i64)
  ^bb7:  // pred: ^bb5
    %116 = llvm.add %103, %12 : i64
    llvm.br ^bb3(%116 : i64)
  ^bb8:  // pred: ^bb3
    %117 = llvm.add %101, %12 : i64
    llvm.br ^bb1(%117 : i64)
  ^bb9:  // pred: ^bb1
    %118 = llvm.mlir.constant(1 : index) : i64
    %119 = llvm.mlir.constant(4 : index) : i64
    %120 = llvm.mlir.constant(8 : index) : i64
    %121 = llvm.mlir.constant(1 : index) : i64
    %122 = llvm.mlir.constant(32 : index) : i64
    %123 = llvm.mlir.constant(32 : index) : i64
    %124 = llvm.mlir.zero : !llvm.ptr
    %125 = llvm.getelementptr %124[%123] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %126 = llvm.ptrtoint %125 : !llvm.ptr to i64
    %127 = llvm.mlir.constant(64 : index) : i64
    %128 = llvm.add %126, %127 : i64
    %129 = llvm.call @malloc(%128) : (i64) -> !llvm.ptr
    %130 = llvm.ptrtoint %129 : !llvm.ptr to i64
    %131 = llvm.mlir.constant(1 : index) : i64
    %132 = llvm.sub %127, %131 : i64
    %133 = llvm.add %130, %132 : i64
    %134 = llvm.urem %133, %127 : i64
    %135 = llvm.sub %133, %134 : i64
    %136 = llvm.inttoptr %135 : i64 to !llvm.ptr
    %137 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %138 = llvm.insertvalue %129, %137[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %139 = llvm.insertvalue %136, %138[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %140 = llvm.mlir.constant(0 : index) : i64
    %141 = llvm.insertvalue %140, %139[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %142 = llvm.insertvalue %118, %141[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %143 = llvm.insertvalue %119, %142[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %144 = llvm.insertvalue %120, %143[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %145 = llvm.insertvalue %122, %144[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %146 = llvm.insertvalue %120, %145[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %147 = llvm.insertvalue %121, %146[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb10(%13 : i64)
  ^bb10(%148: i64):  // 2 preds: ^bb9, ^bb17
    %149 = llvm.icmp "slt" %148, %12 : i64
    llvm.cond_br %149, ^bb11, ^bb18
  ^bb11:  // pred: ^bb10
    llvm.br ^bb12(%13 : i64)
  ^bb12(%150: i64):  // 2 preds: ^bb11, ^bb16
    %151 = llvm.icmp "slt" %150, %11 : i64
    llvm.cond_br %151, ^bb13, ^bb17
  ^bb13:  // pred: ^bb12
    llvm.br ^bb14(%13 : i64)
  ^bb14(%152: i64):  // 2 preds: ^bb13, ^bb15
    %153 = llvm.icmp "slt" %152, %10 : i64
    llvm.cond_br %153, ^bb15, ^bb16
  ^bb15:  // pred: ^bb14
    %154 = llvm.extractvalue %100[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %155 = llvm.mlir.constant(32 : index) : i64
    %156 = llvm.mul %148, %155 overflow<nsw, nuw> : i64
    %157 = llvm.mlir.constant(8 : index) : i64
    %158 = llvm.mul %150, %157 overflow<nsw, nuw> : i64
    %159 = llvm.add %156, %158 overflow<nsw, nuw> : i64
    %160 = llvm.add %159, %152 overflow<nsw, nuw> : i64
    %161 = llvm.getelementptr inbounds|nuw %154[%160] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %162 = llvm.load %161 : !llvm.ptr -> f32
    %163 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %164 = llvm.mlir.constant(32 : index) : i64
    %165 = llvm.mul %148, %164 overflow<nsw, nuw> : i64
    %166 = llvm.mlir.constant(8 : index) : i64
    %167 = llvm.mul %150, %166 overflow<nsw, nuw> : i64
    %168 = llvm.add %165, %167 overflow<nsw, nuw> : i64
    %169 = llvm.add %168, %152 overflow<nsw, nuw> : i64
    %170 = llvm.getelementptr inbounds|nuw %163[%169] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %162, %170 : f32, !llvm.ptr
    %171 = llvm.add %152, %12 : i64
    llvm.br ^bb14(%171 : i64)
  ^bb16:  // pred: ^bb14
    %172 = llvm.add %150, %12 : i64
    llvm.br ^bb12(%172 : i64)
  ^bb17:  // pred: ^bb12
    %173 = llvm.add %148, %12 : i64
    llvm.br ^bb10(%173 : i64)
  ^bb18:  // pred: ^bb10
    llvm.br ^bb19(%13 : i64)
  ^bb19(%174: i64):  // 2 preds: ^bb18, ^bb29
    %175 = llvm.icmp "slt" %174, %12 : i64
    llvm.cond_br %175, ^bb20, ^bb30
  ^bb20:  // pred: ^bb19
    llvm.br ^bb21(%13 : i64)
  ^bb21(%176: i64):  // 2 preds: ^bb20, ^bb28
    %177 = llvm.icmp "slt" %176, %11 : i64
    llvm.cond_br %177, ^bb22, ^bb29
  ^bb22:  // pred: ^bb21
    llvm.br ^bb23(%13 : i64)
  ^bb23(%178: i64):  // 2 preds: ^bb22, ^bb27
    %179 = llvm.icmp "slt" %178, %10 : i64
    llvm.cond_br %179, ^bb24, ^bb28
  ^bb24:  // pred: ^bb23
    llvm.br ^bb25(%13 : i64)
  ^bb25(%180: i64):  // 2 preds: ^bb24, ^bb26
    %181 = llvm.icmp "slt" %180, %9 : i64
    llvm.cond_br %181, ^bb26, ^bb27
  ^bb26:  // pred: ^bb25
    %182 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %183 = llvm.mlir.constant(4 : index) : i64
    %184 = llvm.mul %174, %183 overflow<nsw, nuw> : i64
    %185 = llvm.add %184, %176 overflow<nsw, nuw> : i64
    %186 = llvm.getelementptr inbounds|nuw %182[%185] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    %187 = llvm.load %186 : !llvm.ptr -> i64
    %188 = llvm.extractvalue %50[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %189 = llvm.mlir.constant(16 : index) : i64
    %190 = llvm.mul %178, %189 overflow<nsw, nuw> : i64
    %191 = llvm.add %190, %180 overflow<nsw, nuw> : i64
    %192 = llvm.getelementptr inbounds|nuw %188[%191] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %193 = llvm.load %192 : !llvm.ptr -> f32
    %194 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %195 = llvm.mlir.constant(32 : index) : i64
    %196 = llvm.mul %174, %195 overflow<nsw, nuw> : i64
    %197 = llvm.mlir.constant(8 : index) : i64
    %198 = llvm.mul %176, %197 overflow<nsw, nuw> : i64
    %199 = llvm.add %196, %198 overflow<nsw, nuw> : i64
    %200 = llvm.add %199, %178 overflow<nsw, nuw> : i64
    %201 = llvm.getelementptr inbounds|nuw %194[%200] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %202 = llvm.load %201 : !llvm.ptr -> f32
    %203 = llvm.extractvalue %70[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
    %204 = llvm.mlir.constant(16 : index) : i64
    %205 = llvm.mul %187, %204 overflow<nsw, nuw> : i64
    %206 = llvm.add %205, %180 overflow<nsw, nuw> : i64
    %207 = llvm.getelementptr inbounds|nuw %203[%206] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %208 = llvm.load %207 : !llvm.ptr -> f32
    %209 = llvm.fmul %208, %193 : f32
    %210 = llvm.fadd %202, %209 : f32
    %211 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %212 = llvm.mlir.constant(32 : index) : i64
    %213 = llvm.mul %174, %212 overflow<nsw, nuw> : i64
    %214 = llvm.mlir.constant(8 : index) : i64
    %215 = llvm.mul %176, %214 overflow<nsw, nuw> : i64
    %216 = llvm.add %213, %215 overflow<nsw, nuw> : i64
    %217 = llvm.add %216, %178 overflow<nsw, nuw> : i64
    %218 = llvm.getelementptr inbounds|nuw %211[%217] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %210, %218 : f32, !llvm.ptr
    %219 = llvm.add %180, %12 : i64
    llvm.br ^bb25(%219 : i64)
  ^bb27:  // pred: ^bb25
    %220 = llvm.add %178, %12 : i64
    llvm.br ^bb23(%220 : i64)
  ^bb28:  // pred: ^bb23
    %221 = llvm.add %176, %12 : i64
    llvm.br ^bb21(%221 : i64)
  ^bb29:  // pred: ^bb21
    %222 = llvm.add %174, %12 : i64
    llvm.br ^bb19(%222 : i64)
  ^bb30:  // pred: ^bb19
    %223 = llvm.mlir.constant(1 : index) : i64
    %224 = llvm.mlir.constant(4 : index) : i64
    %225 = llvm.mlir.constant(8 : index) : i64
    %226 = llvm.mlir.constant(1 : index) : i64
    %227 = llvm.mlir.constant(32 : index) : i64
    %228 = llvm.mlir.constant(32 : index) : i64
    %229 = llvm.mlir.zero : !llvm.ptr
    %230 = llvm.getelementptr %229[%228] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %231 = llvm.ptrtoint %230 : !llvm.ptr to i64
    %232 = llvm.mlir.constant(64 : index) : i64
    %233 = llvm.add %231, %232 : i64
    %234 = llvm.call @malloc(%233) : (i64) -> !llvm.ptr
    %235 = llvm.ptrtoint %234 : !llvm.ptr to i64
    %236 = llvm.mlir.constant(1 : index) : i64
    %237 = llvm.sub %232, %236 : i64
    %238 = llvm.add %235, %237 : i64
    %239 = llvm.urem %238, %232 : i64
    %240 = llvm.sub %238, %239 : i64
    %241 = llvm.inttoptr %240 : i64 to !llvm.ptr
    %242 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %243 = llvm.insertvalue %234, %242[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %244 = llvm.insertvalue %241, %243[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %245 = llvm.mlir.constant(0 : index) : i64
    %246 = llvm.insertvalue %245, %244[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %247 = llvm.insertvalue %223, %246[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %248 = llvm.insertvalue %224, %247[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %249 = llvm.insertvalue %225, %248[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %250 = llvm.insertvalue %227, %249[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %251 = llvm.insertvalue %225, %250[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %252 = llvm.insertvalue %226, %251[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.br ^bb31(%13 : i64)
  ^bb31(%253: i64):  // 2 preds: ^bb30, ^bb38
    %254 = llvm.icmp "slt" %253, %12 : i64
    llvm.cond_br %254, ^bb32, ^bb39
  ^bb32:  // pred: ^bb31
    llvm.br ^bb33(%13 : i64)
  ^bb33(%255: i64):  // 2 preds: ^bb32, ^bb37
    %256 = llvm.icmp "slt" %255, %11 : i64
    llvm.cond_br %256, ^bb34, ^bb38
  ^bb34:  // pred: ^bb33
    llvm.br ^bb35(%13 : i64)
  ^bb35(%257: i64):  // 2 preds: ^bb34, ^bb36
    %258 = llvm.icmp "slt" %257, %10 : i64
    llvm.cond_br %258, ^bb36, ^bb37
  ^bb36:  // pred: ^bb35
    %259 = llvm.extractvalue %147[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %260 = llvm.mlir.constant(32 : index) : i64
    %261 = llvm.mul %253, %260 overflow<nsw, nuw> : i64
    %262 = llvm.mlir.constant(8 : index) : i64
    %263 = llvm.mul %255, %262 overflow<nsw, nuw> : i64
    %264 = llvm.add %261, %263 overflow<nsw, nuw> : i64
    %265 = llvm.add %264, %257 overflow<nsw, nuw> : i64
    %266 = llvm.getelementptr inbounds|nuw %259[%265] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %267 = llvm.load %266 : !llvm.ptr -> f32
    %268 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
    %269 = llvm.getelementptr inbounds|nuw %268[%257] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    %270 = llvm.load %269 : !llvm.ptr -> f32
    %271 = llvm.fadd %267, %270 : f32
    %272 = llvm.fmul %271, %8 : f32
    %273 = llvm.intr.exp2(%272) : (f32) -> f32
    %274 = llvm.extractvalue %252[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    %275 = llvm.mlir.constant(32 : index) : i64
    %276 = llvm.mul %253, %275 overflow<nsw, nuw> : i64
    %277 = llvm.mlir.constant(8 : index) : i64
    %278 = llvm.mul %255, %277 overflow<nsw, nuw> : i64
    %279 = llvm.add %276, %278 overflow<nsw, nuw> : i64
    %280 = llvm.add %279, %257 overflow<nsw, nuw> : i64
    %281 = llvm.getelementptr inbounds|nuw %274[%280] : (!llvm.ptr, i64) -> !llvm.ptr, f32
    llvm.store %273, %281 : f32, !llvm.ptr
    %282 = llvm.add %257, %12 : i64
    llvm.br ^bb35(%282 : i64)
  ^bb37:  // pred: ^bb35
    %283 = llvm.add %255, %12 : i64
    llvm.br ^bb33(%283 : i64)
  ^bb38:  // pred: ^bb33
    %284 = llvm.add %253, %12 : i64
    llvm.br ^bb31(%284 : i64)
  ^bb39:  // pred: ^bb31
    %285 = llvm.extractvalue %100[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%285) : (!llvm.ptr) -> ()
    %286 = llvm.extractvalue %147[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
    llvm.call @free(%286) : (!llvm.ptr) -> ()
    llvm.return %252 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
  }
}
// irlower-stages: fx_graph=0caa291afdd6 torch_mlir=f6d807ce8e50 linalg_on_tensors_mlir=d61416fa6ac5
