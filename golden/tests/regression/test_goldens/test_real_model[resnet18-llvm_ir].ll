; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"

@__constant_64x3x7x7xf32 = private constant [64 x [3 x [7 x [7 x float]]]] zeroinitializer, align 64 ; 9408 elements elided
@__constant_64xf32_84 = private constant [64 x float] zeroinitializer, align 64
@__constant_64xf32_83 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_82 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_81 = private constant [64 x float] zeroinitializer, align 64
@__constant_64x64x3x3xf32_80 = private constant [64 x [64 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 36864 elements elided
@__constant_64xf32_79 = private constant [64 x float] zeroinitializer, align 64
@__constant_64xf32_78 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_77 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_76 = private constant [64 x float] zeroinitializer, align 64
@__constant_64x64x3x3xf32_75 = private constant [64 x [64 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 36864 elements elided
@__constant_64xf32_74 = private constant [64 x float] zeroinitializer, align 64
@__constant_64xf32_73 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_72 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_71 = private constant [64 x float] zeroinitializer, align 64
@__constant_64x64x3x3xf32_70 = private constant [64 x [64 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 36864 elements elided
@__constant_64xf32_69 = private constant [64 x float] zeroinitializer, align 64
@__constant_64xf32_68 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_67 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_66 = private constant [64 x float] zeroinitializer, align 64
@__constant_64x64x3x3xf32 = private constant [64 x [64 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 36864 elements elided
@__constant_64xf32_65 = private constant [64 x float] zeroinitializer, align 64
@__constant_64xf32_64 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32_63 = private constant [64 x float] zeroinitializer, align 64 ; 64 elements elided
@__constant_64xf32 = private constant [64 x float] zeroinitializer, align 64
@__constant_128x64x3x3xf32 = private constant [128 x [64 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 73728 elements elided
@__constant_128xf32_62 = private constant [128 x float] zeroinitializer, align 64
@__constant_128xf32_61 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_60 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_59 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x128x3x3xf32_58 = private constant [128 x [128 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 147456 elements elided
@__constant_128xf32_57 = private constant [128 x float] zeroinitializer, align 64
@__constant_128xf32_56 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_55 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_54 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x64x1x1xf32 = private constant [128 x [64 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 8192 elements elided
@__constant_128xf32_53 = private constant [128 x float] zeroinitializer, align 64
@__constant_128xf32_52 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_51 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_50 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x128x3x3xf32_49 = private constant [128 x [128 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 147456 elements elided
@__constant_128xf32_48 = private constant [128 x float] zeroinitializer, align 64
@__constant_128xf32_47 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_46 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_45 = private constant [128 x float] zeroinitializer, align 64
@__constant_128x128x3x3xf32 = private constant [128 x [128 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 147456 elements elided
@__constant_128xf32_44 = private constant [128 x float] zeroinitializer, align 64
@__constant_128xf32_43 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32_42 = private constant [128 x float] zeroinitializer, align 64 ; 128 elements elided
@__constant_128xf32 = private constant [128 x float] zeroinitializer, align 64
@__constant_256x128x3x3xf32 = private constant [256 x [128 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 294912 elements elided
@__constant_256xf32_41 = private constant [256 x float] zeroinitializer, align 64
@__constant_256xf32_40 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_39 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_38 = private constant [256 x float] zeroinitializer, align 64
@__constant_256x256x3x3xf32_37 = private constant [256 x [256 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 589824 elements elided
@__constant_256xf32_36 = private constant [256 x float] zeroinitializer, align 64
@__constant_256xf32_35 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_34 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_33 = private constant [256 x float] zeroinitializer, align 64
@__constant_256x128x1x1xf32 = private constant [256 x [128 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 32768 elements elided
@__constant_256xf32_32 = private constant [256 x float] zeroinitializer, align 64
@__constant_256xf32_31 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_30 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_29 = private constant [256 x float] zeroinitializer, align 64
@__constant_256x256x3x3xf32_28 = private constant [256 x [256 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 589824 elements elided
@__constant_256xf32_27 = private constant [256 x float] zeroinitializer, align 64
@__constant_256xf32_26 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_25 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_24 = private constant [256 x float] zeroinitializer, align 64
@__constant_256x256x3x3xf32 = private constant [256 x [256 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 589824 elements elided
@__constant_256xf32_23 = private constant [256 x float] zeroinitializer, align 64
@__constant_256xf32_22 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32_21 = private constant [256 x float] zeroinitializer, align 64 ; 256 elements elided
@__constant_256xf32 = private constant [256 x float] zeroinitializer, align 64
@__constant_512x256x3x3xf32 = private constant [512 x [256 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 1179648 elements elided
@__constant_512xf32_20 = private constant [512 x float] zeroinitializer, align 64
@__constant_512xf32_19 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_18 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_17 = private constant [512 x float] zeroinitializer, align 64
@__constant_512x512x3x3xf32_16 = private constant [512 x [512 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 2359296 elements elided
@__constant_512xf32_15 = private constant [512 x float] zeroinitializer, align 64
@__constant_512xf32_14 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_13 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_12 = private constant [512 x float] zeroinitializer, align 64
@__constant_512x256x1x1xf32 = private constant [512 x [256 x [1 x [1 x float]]]] zeroinitializer, align 64 ; 131072 elements elided
@__constant_512xf32_11 = private constant [512 x float] zeroinitializer, align 64
@__constant_512xf32_10 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_9 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_8 = private constant [512 x float] zeroinitializer, align 64
@__constant_512x512x3x3xf32_7 = private constant [512 x [512 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 2359296 elements elided
@__constant_512xf32_6 = private constant [512 x float] zeroinitializer, align 64
@__constant_512xf32_5 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_4 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_3 = private constant [512 x float] zeroinitializer, align 64
@__constant_512x512x3x3xf32 = private constant [512 x [512 x [3 x [3 x float]]]] zeroinitializer, align 64 ; 2359296 elements elided
@__constant_512xf32_2 = private constant [512 x float] zeroinitializer, align 64
@__constant_512xf32_1 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32_0 = private constant [512 x float] zeroinitializer, align 64 ; 512 elements elided
@__constant_512xf32 = private constant [512 x float] zeroinitializer, align 64
@__constant_1000x512xf32 = private constant [1000 x [512 x float]] zeroinitializer, align 64 ; 512000 elements elided
@__constant_1000xf32 = private constant [1000 x float] zeroinitializer, align 64 ; 1000 elements elided

declare void @free(ptr)

declare ptr @malloc(i64)

define { ptr, ptr, i64, [2 x i64], [2 x i64] } @main(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4, i64 %5, i64 %6, i64 %7, i64 %8, i64 %9, i64 %10) {
  %12 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %0, 0
  %13 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %12, ptr %1, 1
  %14 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %13, i64 %2, 2
  %15 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %14, i64 %3, 3, 0
  %16 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %15, i64 %7, 4, 0
  %17 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %16, i64 %4, 3, 1
  %18 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %17, i64 %8, 4, 1
  %19 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %18, i64 %5, 3, 2
  %20 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %19, i64 %9, 4, 2
  %21 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %20, i64 %6, 3, 3
  %22 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %21, i64 %10, 4, 3
  %23 = call ptr @malloc(i64 58864)
  %24 = ptrtoint ptr %23 to i64
  %25 = add i64 %24, 63
  %26 = urem i64 %25, 64
  %27 = sub i64 %25, %26
  %28 = inttoptr i64 %27 to ptr
  %29 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %23, 0
  %30 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %29, ptr %28, 1
  %31 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %30, i64 0, 2
  %32 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %31, i64 1, 3, 0
  %33 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %32, i64 3, 3, 1
  %34 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %33, i64 70, 3, 2
  %35 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %34, i64 70, 3, 3
  %36 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %35, i64 14700, 4, 0
  %37 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %36, i64 4900, 4, 1
  %38 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %37, i64 70, 4, 2
  %39 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %38, i64 1, 4, 3
  br label %40

40:                                               ; preds = %69, %11
  %41 = phi i64 [ %70, %69 ], [ 0, %11 ]
  %42 = icmp slt i64 %41, 1
  br i1 %42, label %43, label %71

43:                                               ; preds = %40
  br label %44

44:                                               ; preds = %67, %43
  %45 = phi i64 [ %68, %67 ], [ 0, %43 ]
  %46 = icmp slt i64 %45, 3
  br i1 %46, label %47, label %69

47:                                               ; preds = %44
  br label %48

48:                                               ; preds = %65, %47
  %49 = phi i64 [ %66, %65 ], [ 0, %47 ]
  %50 = icmp slt i64 %49, 70
  br i1 %50, label %51, label %67

51:                                               ; preds = %48
  br label %52

52:                                               ; preds = %55, %51
  %53 = phi i64 [ %64, %55 ], [ 0, %51 ]
  %54 = icmp slt i64 %53, 70
  br i1 %54, label %55, label %65

55:                                               ; preds = %52
  %56 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %57 = mul nuw nsw i64 %41, 14700
  %58 = mul nuw nsw i64 %45, 4900
  %59 = add nuw nsw i64 %57, %58
  %60 = mul nuw nsw i64 %49, 70
  %61 = add nuw nsw i64 %59, %60
  %62 = add nuw nsw i64 %61, %53
  %63 = getelementptr inbounds nuw float, ptr %56, i64 %62
  store float 0.000000e+00, ptr %63, align 4
  %64 = add i64 %53, 1
  br label %52

65:                                               ; preds = %52
  %66 = add i64 %49, 1
  br label %48

67:                                               ; preds = %48
  %68 = add i64 %45, 1
  br label %44

69:                                               ; preds = %44
  %70 = add i64 %41, 1
  br label %40

71:                                               ; preds = %40
  %72 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  %73 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %74 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %72, 0
  %75 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %74, ptr %73, 1
  %76 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %75, i64 213, 2
  %77 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %76, i64 1, 3, 0
  %78 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %77, i64 14700, 4, 0
  %79 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %78, i64 3, 3, 1
  %80 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %79, i64 4900, 4, 1
  %81 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %80, i64 64, 3, 2
  %82 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %81, i64 70, 4, 2
  %83 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %82, i64 64, 3, 3
  %84 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %83, i64 1, 4, 3
  br label %85

85:                                               ; preds = %124, %71
  %86 = phi i64 [ %125, %124 ], [ 0, %71 ]
  %87 = icmp slt i64 %86, 1
  br i1 %87, label %88, label %126

88:                                               ; preds = %85
  br label %89

89:                                               ; preds = %122, %88
  %90 = phi i64 [ %123, %122 ], [ 0, %88 ]
  %91 = icmp slt i64 %90, 3
  br i1 %91, label %92, label %124

92:                                               ; preds = %89
  br label %93

93:                                               ; preds = %120, %92
  %94 = phi i64 [ %121, %120 ], [ 0, %92 ]
  %95 = icmp slt i64 %94, 64
  br i1 %95, label %96, label %122

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %100, %96
  %98 = phi i64 [ %119, %100 ], [ 0, %96 ]
  %99 = icmp slt i64 %98, 64
  br i1 %99, label %100, label %120

100:                                              ; preds = %97
  %101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 1
  %102 = mul nuw nsw i64 %86, 12288
  %103 = mul nuw nsw i64 %90, 4096
  %104 = add nuw nsw i64 %102, %103
  %105 = mul nuw nsw i64 %94, 64
  %106 = add nuw nsw i64 %104, %105
  %107 = add nuw nsw i64 %106, %98
  %108 = getelementptr inbounds nuw float, ptr %101, i64 %107
  %109 = load float, ptr %108, align 4
  %110 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %84, 1
  %111 = getelementptr float, ptr %110, i64 213
  %112 = mul nuw nsw i64 %86, 14700
  %113 = mul nuw nsw i64 %90, 4900
  %114 = add nuw nsw i64 %112, %113
  %115 = mul nuw nsw i64 %94, 70
  %116 = add nuw nsw i64 %114, %115
  %117 = add nuw nsw i64 %116, %98
  %118 = getelementptr inbounds nuw float, ptr %111, i64 %117
  store float %109, ptr %118, align 4
  %119 = add i64 %98, 1
  br label %97

120:                                              ; preds = %97
  %121 = add i64 %94, 1
  br label %93

122:                                              ; preds = %93
  %123 = add i64 %90, 1
  br label %89

124:                                              ; preds = %89
  %125 = add i64 %86, 1
  br label %85

126:                                              ; preds = %85
  %127 = call ptr @malloc(i64 262208)
  %128 = ptrtoint ptr %127 to i64
  %129 = add i64 %128, 63
  %130 = urem i64 %129, 64
  %131 = sub i64 %129, %130
  %132 = inttoptr i64 %131 to ptr
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %127, 0
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, ptr %132, 1
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 0, 2
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 1, 3, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 64, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 32, 3, 2
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 32, 3, 3
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 65536, 4, 0
  %141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %140, i64 1024, 4, 1
  %142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %141, i64 32, 4, 2
  %143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %142, i64 1, 4, 3
  br label %144

144:                                              ; preds = %173, %126
  %145 = phi i64 [ %174, %173 ], [ 0, %126 ]
  %146 = icmp slt i64 %145, 1
  br i1 %146, label %147, label %175

147:                                              ; preds = %144
  br label %148

148:                                              ; preds = %171, %147
  %149 = phi i64 [ %172, %171 ], [ 0, %147 ]
  %150 = icmp slt i64 %149, 64
  br i1 %150, label %151, label %173

151:                                              ; preds = %148
  br label %152

152:                                              ; preds = %169, %151
  %153 = phi i64 [ %170, %169 ], [ 0, %151 ]
  %154 = icmp slt i64 %153, 32
  br i1 %154, label %155, label %171

155:                                              ; preds = %152
  br label %156

156:                                              ; preds = %159, %155
  %157 = phi i64 [ %168, %159 ], [ 0, %155 ]
  %158 = icmp slt i64 %157, 32
  br i1 %158, label %159, label %169

159:                                              ; preds = %156
  %160 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %161 = mul nuw nsw i64 %145, 65536
  %162 = mul nuw nsw i64 %149, 1024
  %163 = add nuw nsw i64 %161, %162
  %164 = mul nuw nsw i64 %153, 32
  %165 = add nuw nsw i64 %163, %164
  %166 = add nuw nsw i64 %165, %157
  %167 = getelementptr inbounds nuw float, ptr %160, i64 %166
  store float 0.000000e+00, ptr %167, align 4
  %168 = add i64 %157, 1
  br label %156

169:                                              ; preds = %156
  %170 = add i64 %153, 1
  br label %152

171:                                              ; preds = %152
  %172 = add i64 %149, 1
  br label %148

173:                                              ; preds = %148
  %174 = add i64 %145, 1
  br label %144

175:                                              ; preds = %144
  br label %176

176:                                              ; preds = %255, %175
  %177 = phi i64 [ %256, %255 ], [ 0, %175 ]
  %178 = icmp slt i64 %177, 1
  br i1 %178, label %179, label %257

179:                                              ; preds = %176
  br label %180

180:                                              ; preds = %253, %179
  %181 = phi i64 [ %254, %253 ], [ 0, %179 ]
  %182 = icmp slt i64 %181, 64
  br i1 %182, label %183, label %255

183:                                              ; preds = %180
  br label %184

184:                                              ; preds = %251, %183
  %185 = phi i64 [ %252, %251 ], [ 0, %183 ]
  %186 = icmp slt i64 %185, 32
  br i1 %186, label %187, label %253

187:                                              ; preds = %184
  br label %188

188:                                              ; preds = %249, %187
  %189 = phi i64 [ %250, %249 ], [ 0, %187 ]
  %190 = icmp slt i64 %189, 32
  br i1 %190, label %191, label %251

191:                                              ; preds = %188
  br label %192

192:                                              ; preds = %247, %191
  %193 = phi i64 [ %248, %247 ], [ 0, %191 ]
  %194 = icmp slt i64 %193, 3
  br i1 %194, label %195, label %249

195:                                              ; preds = %192
  br label %196

196:                                              ; preds = %245, %195
  %197 = phi i64 [ %246, %245 ], [ 0, %195 ]
  %198 = icmp slt i64 %197, 7
  br i1 %198, label %199, label %247

199:                                              ; preds = %196
  br label %200

200:                                              ; preds = %203, %199
  %201 = phi i64 [ %244, %203 ], [ 0, %199 ]
  %202 = icmp slt i64 %201, 7
  br i1 %202, label %203, label %245

203:                                              ; preds = %200
  %204 = mul nsw i64 %185, 2
  %205 = add i64 %204, %197
  %206 = mul nsw i64 %189, 2
  %207 = add i64 %206, %201
  %208 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %209 = mul nuw nsw i64 %177, 14700
  %210 = mul nuw nsw i64 %193, 4900
  %211 = add nuw nsw i64 %209, %210
  %212 = mul nuw nsw i64 %205, 70
  %213 = add nuw nsw i64 %211, %212
  %214 = add nuw nsw i64 %213, %207
  %215 = getelementptr inbounds nuw float, ptr %208, i64 %214
  %216 = load float, ptr %215, align 4
  %217 = mul nuw nsw i64 %181, 147
  %218 = mul nuw nsw i64 %193, 49
  %219 = add nuw nsw i64 %217, %218
  %220 = mul nuw nsw i64 %197, 7
  %221 = add nuw nsw i64 %219, %220
  %222 = add nuw nsw i64 %221, %201
  %223 = getelementptr inbounds nuw float, ptr @__constant_64x3x7x7xf32, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %226 = mul nuw nsw i64 %177, 65536
  %227 = mul nuw nsw i64 %181, 1024
  %228 = add nuw nsw i64 %226, %227
  %229 = mul nuw nsw i64 %185, 32
  %230 = add nuw nsw i64 %228, %229
  %231 = add nuw nsw i64 %230, %189
  %232 = getelementptr inbounds nuw float, ptr %225, i64 %231
  %233 = load float, ptr %232, align 4
  %234 = fmul float %216, %224
  %235 = fadd float %233, %234
  %236 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %237 = mul nuw nsw i64 %177, 65536
  %238 = mul nuw nsw i64 %181, 1024
  %239 = add nuw nsw i64 %237, %238
  %240 = mul nuw nsw i64 %185, 32
  %241 = add nuw nsw i64 %239, %240
  %242 = add nuw nsw i64 %241, %189
  %243 = getelementptr inbounds nuw float, ptr %236, i64 %242
  store float %235, ptr %243, align 4
  %244 = add i64 %201, 1
  br label %200

245:                                              ; preds = %200
  %246 = add i64 %197, 1
  br label %196

247:                                              ; preds = %196
  %248 = add i64 %193, 1
  br label %192

249:                                              ; preds = %192
  %250 = add i64 %189, 1
  br label %188

251:                                              ; preds = %188
  %252 = add i64 %185, 1
  br label %184

253:                                              ; preds = %184
  %254 = add i64 %181, 1
  br label %180

255:                                              ; preds = %180
  %256 = add i64 %177, 1
  br label %176

257:                                              ; preds = %176
  br label %258

258:                                              ; preds = %321, %257
  %259 = phi i64 [ %322, %321 ], [ 0, %257 ]
  %260 = icmp slt i64 %259, 1
  br i1 %260, label %261, label %323

261:                                              ; preds = %258
  br label %262

262:                                              ; preds = %319, %261
  %263 = phi i64 [ %320, %319 ], [ 0, %261 ]
  %264 = icmp slt i64 %263, 64
  br i1 %264, label %265, label %321

265:                                              ; preds = %262
  br label %266

266:                                              ; preds = %317, %265
  %267 = phi i64 [ %318, %317 ], [ 0, %265 ]
  %268 = icmp slt i64 %267, 32
  br i1 %268, label %269, label %319

269:                                              ; preds = %266
  br label %270

270:                                              ; preds = %273, %269
  %271 = phi i64 [ %316, %273 ], [ 0, %269 ]
  %272 = icmp slt i64 %271, 32
  br i1 %272, label %273, label %317

273:                                              ; preds = %270
  %274 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %275 = mul nuw nsw i64 %259, 65536
  %276 = mul nuw nsw i64 %263, 1024
  %277 = add nuw nsw i64 %275, %276
  %278 = mul nuw nsw i64 %267, 32
  %279 = add nuw nsw i64 %277, %278
  %280 = add nuw nsw i64 %279, %271
  %281 = getelementptr inbounds nuw float, ptr %274, i64 %280
  %282 = load float, ptr %281, align 4
  %283 = add nuw nsw i64 %263, 0
  %284 = add nuw nsw i64 %283, 0
  %285 = getelementptr inbounds nuw float, ptr @__constant_64xf32_84, i64 %284
  %286 = load float, ptr %285, align 4
  %287 = add nuw nsw i64 %263, 0
  %288 = add nuw nsw i64 %287, 0
  %289 = getelementptr inbounds nuw float, ptr @__constant_64xf32_83, i64 %288
  %290 = load float, ptr %289, align 4
  %291 = add nuw nsw i64 %263, 0
  %292 = add nuw nsw i64 %291, 0
  %293 = getelementptr inbounds nuw float, ptr @__constant_64xf32_82, i64 %292
  %294 = load float, ptr %293, align 4
  %295 = add nuw nsw i64 %263, 0
  %296 = add nuw nsw i64 %295, 0
  %297 = getelementptr inbounds nuw float, ptr @__constant_64xf32_81, i64 %296
  %298 = load float, ptr %297, align 4
  %299 = fadd float %290, f0x3727C5AC
  %300 = call float @llvm.sqrt.f32(float %299)
  %301 = fdiv float 1.000000e+00, %300
  %302 = fsub float %282, %286
  %303 = fmul float %302, %301
  %304 = fmul float %303, %294
  %305 = fadd float %304, %298
  %306 = fcmp ugt float %305, 0.000000e+00
  %307 = select i1 %306, float %305, float 0.000000e+00
  %308 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %309 = mul nuw nsw i64 %259, 65536
  %310 = mul nuw nsw i64 %263, 1024
  %311 = add nuw nsw i64 %309, %310
  %312 = mul nuw nsw i64 %267, 32
  %313 = add nuw nsw i64 %311, %312
  %314 = add nuw nsw i64 %313, %271
  %315 = getelementptr inbounds nuw float, ptr %308, i64 %314
  store float %307, ptr %315, align 4
  %316 = add i64 %271, 1
  br label %270

317:                                              ; preds = %270
  %318 = add i64 %267, 1
  br label %266

319:                                              ; preds = %266
  %320 = add i64 %263, 1
  br label %262

321:                                              ; preds = %262
  %322 = add i64 %259, 1
  br label %258

323:                                              ; preds = %258
  %324 = call ptr @malloc(i64 296000)
  %325 = ptrtoint ptr %324 to i64
  %326 = add i64 %325, 63
  %327 = urem i64 %326, 64
  %328 = sub i64 %326, %327
  %329 = inttoptr i64 %328 to ptr
  %330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %324, 0
  %331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %330, ptr %329, 1
  %332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %331, i64 0, 2
  %333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %332, i64 1, 3, 0
  %334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %333, i64 64, 3, 1
  %335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %334, i64 34, 3, 2
  %336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %335, i64 34, 3, 3
  %337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %336, i64 73984, 4, 0
  %338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %337, i64 1156, 4, 1
  %339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %338, i64 34, 4, 2
  %340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %339, i64 1, 4, 3
  br label %341

341:                                              ; preds = %370, %323
  %342 = phi i64 [ %371, %370 ], [ 0, %323 ]
  %343 = icmp slt i64 %342, 1
  br i1 %343, label %344, label %372

344:                                              ; preds = %341
  br label %345

345:                                              ; preds = %368, %344
  %346 = phi i64 [ %369, %368 ], [ 0, %344 ]
  %347 = icmp slt i64 %346, 64
  br i1 %347, label %348, label %370

348:                                              ; preds = %345
  br label %349

349:                                              ; preds = %366, %348
  %350 = phi i64 [ %367, %366 ], [ 0, %348 ]
  %351 = icmp slt i64 %350, 34
  br i1 %351, label %352, label %368

352:                                              ; preds = %349
  br label %353

353:                                              ; preds = %356, %352
  %354 = phi i64 [ %365, %356 ], [ 0, %352 ]
  %355 = icmp slt i64 %354, 34
  br i1 %355, label %356, label %366

356:                                              ; preds = %353
  %357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, 1
  %358 = mul nuw nsw i64 %342, 73984
  %359 = mul nuw nsw i64 %346, 1156
  %360 = add nuw nsw i64 %358, %359
  %361 = mul nuw nsw i64 %350, 34
  %362 = add nuw nsw i64 %360, %361
  %363 = add nuw nsw i64 %362, %354
  %364 = getelementptr inbounds nuw float, ptr %357, i64 %363
  store float -inf, ptr %364, align 4
  %365 = add i64 %354, 1
  br label %353

366:                                              ; preds = %353
  %367 = add i64 %350, 1
  br label %349

368:                                              ; preds = %349
  %369 = add i64 %346, 1
  br label %345

370:                                              ; preds = %345
  %371 = add i64 %342, 1
  br label %341

372:                                              ; preds = %341
  %373 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, 0
  %374 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, 1
  %375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %373, 0
  %376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %375, ptr %374, 1
  %377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %376, i64 35, 2
  %378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %377, i64 1, 3, 0
  %379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %378, i64 73984, 4, 0
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %379, i64 64, 3, 1
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, i64 1156, 4, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 32, 3, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 34, 4, 2
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 32, 3, 3
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 1, 4, 3
  br label %386

386:                                              ; preds = %425, %372
  %387 = phi i64 [ %426, %425 ], [ 0, %372 ]
  %388 = icmp slt i64 %387, 1
  br i1 %388, label %389, label %427

389:                                              ; preds = %386
  br label %390

390:                                              ; preds = %423, %389
  %391 = phi i64 [ %424, %423 ], [ 0, %389 ]
  %392 = icmp slt i64 %391, 64
  br i1 %392, label %393, label %425

393:                                              ; preds = %390
  br label %394

394:                                              ; preds = %421, %393
  %395 = phi i64 [ %422, %421 ], [ 0, %393 ]
  %396 = icmp slt i64 %395, 32
  br i1 %396, label %397, label %423

397:                                              ; preds = %394
  br label %398

398:                                              ; preds = %401, %397
  %399 = phi i64 [ %420, %401 ], [ 0, %397 ]
  %400 = icmp slt i64 %399, 32
  br i1 %400, label %401, label %421

401:                                              ; preds = %398
  %402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 1
  %403 = mul nuw nsw i64 %387, 65536
  %404 = mul nuw nsw i64 %391, 1024
  %405 = add nuw nsw i64 %403, %404
  %406 = mul nuw nsw i64 %395, 32
  %407 = add nuw nsw i64 %405, %406
  %408 = add nuw nsw i64 %407, %399
  %409 = getelementptr inbounds nuw float, ptr %402, i64 %408
  %410 = load float, ptr %409, align 4
  %411 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, 1
  %412 = getelementptr float, ptr %411, i64 35
  %413 = mul nuw nsw i64 %387, 73984
  %414 = mul nuw nsw i64 %391, 1156
  %415 = add nuw nsw i64 %413, %414
  %416 = mul nuw nsw i64 %395, 34
  %417 = add nuw nsw i64 %415, %416
  %418 = add nuw nsw i64 %417, %399
  %419 = getelementptr inbounds nuw float, ptr %412, i64 %418
  store float %410, ptr %419, align 4
  %420 = add i64 %399, 1
  br label %398

421:                                              ; preds = %398
  %422 = add i64 %395, 1
  br label %394

423:                                              ; preds = %394
  %424 = add i64 %391, 1
  br label %390

425:                                              ; preds = %390
  %426 = add i64 %387, 1
  br label %386

427:                                              ; preds = %386
  %428 = call ptr @malloc(i64 65600)
  %429 = ptrtoint ptr %428 to i64
  %430 = add i64 %429, 63
  %431 = urem i64 %430, 64
  %432 = sub i64 %430, %431
  %433 = inttoptr i64 %432 to ptr
  %434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %428, 0
  %435 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %434, ptr %433, 1
  %436 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %435, i64 0, 2
  %437 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %436, i64 1, 3, 0
  %438 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %437, i64 64, 3, 1
  %439 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %438, i64 16, 3, 2
  %440 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %439, i64 16, 3, 3
  %441 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %440, i64 16384, 4, 0
  %442 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %441, i64 256, 4, 1
  %443 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %442, i64 16, 4, 2
  %444 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %443, i64 1, 4, 3
  %445 = call ptr @malloc(i64 65600)
  %446 = ptrtoint ptr %445 to i64
  %447 = add i64 %446, 63
  %448 = urem i64 %447, 64
  %449 = sub i64 %447, %448
  %450 = inttoptr i64 %449 to ptr
  %451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %445, 0
  %452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %451, ptr %450, 1
  %453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %452, i64 0, 2
  %454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %453, i64 1, 3, 0
  %455 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %454, i64 64, 3, 1
  %456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %455, i64 16, 3, 2
  %457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %456, i64 16, 3, 3
  %458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %457, i64 16384, 4, 0
  %459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %458, i64 256, 4, 1
  %460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %459, i64 16, 4, 2
  %461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %460, i64 1, 4, 3
  br label %462

462:                                              ; preds = %491, %427
  %463 = phi i64 [ %492, %491 ], [ 0, %427 ]
  %464 = icmp slt i64 %463, 1
  br i1 %464, label %465, label %493

465:                                              ; preds = %462
  br label %466

466:                                              ; preds = %489, %465
  %467 = phi i64 [ %490, %489 ], [ 0, %465 ]
  %468 = icmp slt i64 %467, 64
  br i1 %468, label %469, label %491

469:                                              ; preds = %466
  br label %470

470:                                              ; preds = %487, %469
  %471 = phi i64 [ %488, %487 ], [ 0, %469 ]
  %472 = icmp slt i64 %471, 16
  br i1 %472, label %473, label %489

473:                                              ; preds = %470
  br label %474

474:                                              ; preds = %477, %473
  %475 = phi i64 [ %486, %477 ], [ 0, %473 ]
  %476 = icmp slt i64 %475, 16
  br i1 %476, label %477, label %487

477:                                              ; preds = %474
  %478 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 1
  %479 = mul nuw nsw i64 %463, 16384
  %480 = mul nuw nsw i64 %467, 256
  %481 = add nuw nsw i64 %479, %480
  %482 = mul nuw nsw i64 %471, 16
  %483 = add nuw nsw i64 %481, %482
  %484 = add nuw nsw i64 %483, %475
  %485 = getelementptr inbounds nuw float, ptr %478, i64 %484
  store float -inf, ptr %485, align 4
  %486 = add i64 %475, 1
  br label %474

487:                                              ; preds = %474
  %488 = add i64 %471, 1
  br label %470

489:                                              ; preds = %470
  %490 = add i64 %467, 1
  br label %466

491:                                              ; preds = %466
  %492 = add i64 %463, 1
  br label %462

493:                                              ; preds = %462
  %494 = call ptr @malloc(i64 100)
  %495 = ptrtoint ptr %494 to i64
  %496 = add i64 %495, 63
  %497 = urem i64 %496, 64
  %498 = sub i64 %496, %497
  %499 = inttoptr i64 %498 to ptr
  %500 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %494, 0
  %501 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %500, ptr %499, 1
  %502 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %501, i64 0, 2
  %503 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %502, i64 3, 3, 0
  %504 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %503, i64 3, 3, 1
  %505 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %504, i64 3, 4, 0
  %506 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %505, i64 1, 4, 1
  br label %507

507:                                              ; preds = %571, %493
  %508 = phi i64 [ %572, %571 ], [ 0, %493 ]
  %509 = icmp slt i64 %508, 1
  br i1 %509, label %510, label %573

510:                                              ; preds = %507
  br label %511

511:                                              ; preds = %569, %510
  %512 = phi i64 [ %570, %569 ], [ 0, %510 ]
  %513 = icmp slt i64 %512, 64
  br i1 %513, label %514, label %571

514:                                              ; preds = %511
  br label %515

515:                                              ; preds = %567, %514
  %516 = phi i64 [ %568, %567 ], [ 0, %514 ]
  %517 = icmp slt i64 %516, 16
  br i1 %517, label %518, label %569

518:                                              ; preds = %515
  br label %519

519:                                              ; preds = %565, %518
  %520 = phi i64 [ %566, %565 ], [ 0, %518 ]
  %521 = icmp slt i64 %520, 16
  br i1 %521, label %522, label %567

522:                                              ; preds = %519
  br label %523

523:                                              ; preds = %563, %522
  %524 = phi i64 [ %564, %563 ], [ 0, %522 ]
  %525 = icmp slt i64 %524, 3
  br i1 %525, label %526, label %565

526:                                              ; preds = %523
  br label %527

527:                                              ; preds = %530, %526
  %528 = phi i64 [ %562, %530 ], [ 0, %526 ]
  %529 = icmp slt i64 %528, 3
  br i1 %529, label %530, label %563

530:                                              ; preds = %527
  %531 = mul nsw i64 %516, 2
  %532 = add i64 %531, %524
  %533 = mul nsw i64 %520, 2
  %534 = add i64 %533, %528
  %535 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, 1
  %536 = mul nuw nsw i64 %508, 73984
  %537 = mul nuw nsw i64 %512, 1156
  %538 = add nuw nsw i64 %536, %537
  %539 = mul nuw nsw i64 %532, 34
  %540 = add nuw nsw i64 %538, %539
  %541 = add nuw nsw i64 %540, %534
  %542 = getelementptr inbounds nuw float, ptr %535, i64 %541
  %543 = load float, ptr %542, align 4
  %544 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 1
  %545 = mul nuw nsw i64 %508, 16384
  %546 = mul nuw nsw i64 %512, 256
  %547 = add nuw nsw i64 %545, %546
  %548 = mul nuw nsw i64 %516, 16
  %549 = add nuw nsw i64 %547, %548
  %550 = add nuw nsw i64 %549, %520
  %551 = getelementptr inbounds nuw float, ptr %544, i64 %550
  %552 = load float, ptr %551, align 4
  %553 = call float @llvm.maximum.f32(float %552, float %543)
  %554 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 1
  %555 = mul nuw nsw i64 %508, 16384
  %556 = mul nuw nsw i64 %512, 256
  %557 = add nuw nsw i64 %555, %556
  %558 = mul nuw nsw i64 %516, 16
  %559 = add nuw nsw i64 %557, %558
  %560 = add nuw nsw i64 %559, %520
  %561 = getelementptr inbounds nuw float, ptr %554, i64 %560
  store float %553, ptr %561, align 4
  %562 = add i64 %528, 1
  br label %527

563:                                              ; preds = %527
  %564 = add i64 %524, 1
  br label %523

565:                                              ; preds = %523
  %566 = add i64 %520, 1
  br label %519

567:                                              ; preds = %519
  %568 = add i64 %516, 1
  br label %515

569:                                              ; preds = %515
  %570 = add i64 %512, 1
  br label %511

571:                                              ; preds = %511
  %572 = add i64 %508, 1
  br label %507

573:                                              ; preds = %507
  %574 = call ptr @malloc(i64 83008)
  %575 = ptrtoint ptr %574 to i64
  %576 = add i64 %575, 63
  %577 = urem i64 %576, 64
  %578 = sub i64 %576, %577
  %579 = inttoptr i64 %578 to ptr
  %580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %574, 0
  %581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %580, ptr %579, 1
  %582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %581, i64 0, 2
  %583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %582, i64 1, 3, 0
  %584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %583, i64 64, 3, 1
  %585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %584, i64 18, 3, 2
  %586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %585, i64 18, 3, 3
  %587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %586, i64 20736, 4, 0
  %588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %587, i64 324, 4, 1
  %589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %588, i64 18, 4, 2
  %590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %589, i64 1, 4, 3
  br label %591

591:                                              ; preds = %620, %573
  %592 = phi i64 [ %621, %620 ], [ 0, %573 ]
  %593 = icmp slt i64 %592, 1
  br i1 %593, label %594, label %622

594:                                              ; preds = %591
  br label %595

595:                                              ; preds = %618, %594
  %596 = phi i64 [ %619, %618 ], [ 0, %594 ]
  %597 = icmp slt i64 %596, 64
  br i1 %597, label %598, label %620

598:                                              ; preds = %595
  br label %599

599:                                              ; preds = %616, %598
  %600 = phi i64 [ %617, %616 ], [ 0, %598 ]
  %601 = icmp slt i64 %600, 18
  br i1 %601, label %602, label %618

602:                                              ; preds = %599
  br label %603

603:                                              ; preds = %606, %602
  %604 = phi i64 [ %615, %606 ], [ 0, %602 ]
  %605 = icmp slt i64 %604, 18
  br i1 %605, label %606, label %616

606:                                              ; preds = %603
  %607 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, 1
  %608 = mul nuw nsw i64 %592, 20736
  %609 = mul nuw nsw i64 %596, 324
  %610 = add nuw nsw i64 %608, %609
  %611 = mul nuw nsw i64 %600, 18
  %612 = add nuw nsw i64 %610, %611
  %613 = add nuw nsw i64 %612, %604
  %614 = getelementptr inbounds nuw float, ptr %607, i64 %613
  store float 0.000000e+00, ptr %614, align 4
  %615 = add i64 %604, 1
  br label %603

616:                                              ; preds = %603
  %617 = add i64 %600, 1
  br label %599

618:                                              ; preds = %599
  %619 = add i64 %596, 1
  br label %595

620:                                              ; preds = %595
  %621 = add i64 %592, 1
  br label %591

622:                                              ; preds = %591
  %623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, 0
  %624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, 1
  %625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %623, 0
  %626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %625, ptr %624, 1
  %627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %626, i64 19, 2
  %628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, i64 1, 3, 0
  %629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %628, i64 20736, 4, 0
  %630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %629, i64 64, 3, 1
  %631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, i64 324, 4, 1
  %632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %631, i64 16, 3, 2
  %633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %632, i64 18, 4, 2
  %634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %633, i64 16, 3, 3
  %635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %634, i64 1, 4, 3
  br label %636

636:                                              ; preds = %675, %622
  %637 = phi i64 [ %676, %675 ], [ 0, %622 ]
  %638 = icmp slt i64 %637, 1
  br i1 %638, label %639, label %677

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %673, %639
  %641 = phi i64 [ %674, %673 ], [ 0, %639 ]
  %642 = icmp slt i64 %641, 64
  br i1 %642, label %643, label %675

643:                                              ; preds = %640
  br label %644

644:                                              ; preds = %671, %643
  %645 = phi i64 [ %672, %671 ], [ 0, %643 ]
  %646 = icmp slt i64 %645, 16
  br i1 %646, label %647, label %673

647:                                              ; preds = %644
  br label %648

648:                                              ; preds = %651, %647
  %649 = phi i64 [ %670, %651 ], [ 0, %647 ]
  %650 = icmp slt i64 %649, 16
  br i1 %650, label %651, label %671

651:                                              ; preds = %648
  %652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 1
  %653 = mul nuw nsw i64 %637, 16384
  %654 = mul nuw nsw i64 %641, 256
  %655 = add nuw nsw i64 %653, %654
  %656 = mul nuw nsw i64 %645, 16
  %657 = add nuw nsw i64 %655, %656
  %658 = add nuw nsw i64 %657, %649
  %659 = getelementptr inbounds nuw float, ptr %652, i64 %658
  %660 = load float, ptr %659, align 4
  %661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, 1
  %662 = getelementptr float, ptr %661, i64 19
  %663 = mul nuw nsw i64 %637, 20736
  %664 = mul nuw nsw i64 %641, 324
  %665 = add nuw nsw i64 %663, %664
  %666 = mul nuw nsw i64 %645, 18
  %667 = add nuw nsw i64 %665, %666
  %668 = add nuw nsw i64 %667, %649
  %669 = getelementptr inbounds nuw float, ptr %662, i64 %668
  store float %660, ptr %669, align 4
  %670 = add i64 %649, 1
  br label %648

671:                                              ; preds = %648
  %672 = add i64 %645, 1
  br label %644

673:                                              ; preds = %644
  %674 = add i64 %641, 1
  br label %640

675:                                              ; preds = %640
  %676 = add i64 %637, 1
  br label %636

677:                                              ; preds = %636
  %678 = call ptr @malloc(i64 65600)
  %679 = ptrtoint ptr %678 to i64
  %680 = add i64 %679, 63
  %681 = urem i64 %680, 64
  %682 = sub i64 %680, %681
  %683 = inttoptr i64 %682 to ptr
  %684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %678, 0
  %685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %684, ptr %683, 1
  %686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %685, i64 0, 2
  %687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %686, i64 1, 3, 0
  %688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %687, i64 64, 3, 1
  %689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %688, i64 16, 3, 2
  %690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, i64 16, 3, 3
  %691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %690, i64 16384, 4, 0
  %692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, i64 256, 4, 1
  %693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, i64 16, 4, 2
  %694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %693, i64 1, 4, 3
  br label %695

695:                                              ; preds = %724, %677
  %696 = phi i64 [ %725, %724 ], [ 0, %677 ]
  %697 = icmp slt i64 %696, 1
  br i1 %697, label %698, label %726

698:                                              ; preds = %695
  br label %699

699:                                              ; preds = %722, %698
  %700 = phi i64 [ %723, %722 ], [ 0, %698 ]
  %701 = icmp slt i64 %700, 64
  br i1 %701, label %702, label %724

702:                                              ; preds = %699
  br label %703

703:                                              ; preds = %720, %702
  %704 = phi i64 [ %721, %720 ], [ 0, %702 ]
  %705 = icmp slt i64 %704, 16
  br i1 %705, label %706, label %722

706:                                              ; preds = %703
  br label %707

707:                                              ; preds = %710, %706
  %708 = phi i64 [ %719, %710 ], [ 0, %706 ]
  %709 = icmp slt i64 %708, 16
  br i1 %709, label %710, label %720

710:                                              ; preds = %707
  %711 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %712 = mul nuw nsw i64 %696, 16384
  %713 = mul nuw nsw i64 %700, 256
  %714 = add nuw nsw i64 %712, %713
  %715 = mul nuw nsw i64 %704, 16
  %716 = add nuw nsw i64 %714, %715
  %717 = add nuw nsw i64 %716, %708
  %718 = getelementptr inbounds nuw float, ptr %711, i64 %717
  store float 0.000000e+00, ptr %718, align 4
  %719 = add i64 %708, 1
  br label %707

720:                                              ; preds = %707
  %721 = add i64 %704, 1
  br label %703

722:                                              ; preds = %703
  %723 = add i64 %700, 1
  br label %699

724:                                              ; preds = %699
  %725 = add i64 %696, 1
  br label %695

726:                                              ; preds = %695
  %727 = call ptr @malloc(i64 65600)
  %728 = ptrtoint ptr %727 to i64
  %729 = add i64 %728, 63
  %730 = urem i64 %729, 64
  %731 = sub i64 %729, %730
  %732 = inttoptr i64 %731 to ptr
  %733 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %727, 0
  %734 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %733, ptr %732, 1
  %735 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %734, i64 0, 2
  %736 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %735, i64 1, 3, 0
  %737 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %736, i64 64, 3, 1
  %738 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %737, i64 16, 3, 2
  %739 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %738, i64 16, 3, 3
  %740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %739, i64 16384, 4, 0
  %741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %740, i64 256, 4, 1
  %742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %741, i64 16, 4, 2
  %743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %742, i64 1, 4, 3
  br label %744

744:                                              ; preds = %782, %726
  %745 = phi i64 [ %783, %782 ], [ 0, %726 ]
  %746 = icmp slt i64 %745, 1
  br i1 %746, label %747, label %784

747:                                              ; preds = %744
  br label %748

748:                                              ; preds = %780, %747
  %749 = phi i64 [ %781, %780 ], [ 0, %747 ]
  %750 = icmp slt i64 %749, 64
  br i1 %750, label %751, label %782

751:                                              ; preds = %748
  br label %752

752:                                              ; preds = %778, %751
  %753 = phi i64 [ %779, %778 ], [ 0, %751 ]
  %754 = icmp slt i64 %753, 16
  br i1 %754, label %755, label %780

755:                                              ; preds = %752
  br label %756

756:                                              ; preds = %759, %755
  %757 = phi i64 [ %777, %759 ], [ 0, %755 ]
  %758 = icmp slt i64 %757, 16
  br i1 %758, label %759, label %778

759:                                              ; preds = %756
  %760 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %761 = mul nuw nsw i64 %745, 16384
  %762 = mul nuw nsw i64 %749, 256
  %763 = add nuw nsw i64 %761, %762
  %764 = mul nuw nsw i64 %753, 16
  %765 = add nuw nsw i64 %763, %764
  %766 = add nuw nsw i64 %765, %757
  %767 = getelementptr inbounds nuw float, ptr %760, i64 %766
  %768 = load float, ptr %767, align 4
  %769 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, 1
  %770 = mul nuw nsw i64 %745, 16384
  %771 = mul nuw nsw i64 %749, 256
  %772 = add nuw nsw i64 %770, %771
  %773 = mul nuw nsw i64 %753, 16
  %774 = add nuw nsw i64 %772, %773
  %775 = add nuw nsw i64 %774, %757
  %776 = getelementptr inbounds nuw float, ptr %769, i64 %775
  store float %768, ptr %776, align 4
  %777 = add i64 %757, 1
  br label %756

778:                                              ; preds = %756
  %779 = add i64 %753, 1
  br label %752

780:                                              ; preds = %752
  %781 = add i64 %749, 1
  br label %748

782:                                              ; preds = %748
  %783 = add i64 %745, 1
  br label %744

784:                                              ; preds = %744
  br label %785

785:                                              ; preds = %862, %784
  %786 = phi i64 [ %863, %862 ], [ 0, %784 ]
  %787 = icmp slt i64 %786, 1
  br i1 %787, label %788, label %864

788:                                              ; preds = %785
  br label %789

789:                                              ; preds = %860, %788
  %790 = phi i64 [ %861, %860 ], [ 0, %788 ]
  %791 = icmp slt i64 %790, 64
  br i1 %791, label %792, label %862

792:                                              ; preds = %789
  br label %793

793:                                              ; preds = %858, %792
  %794 = phi i64 [ %859, %858 ], [ 0, %792 ]
  %795 = icmp slt i64 %794, 16
  br i1 %795, label %796, label %860

796:                                              ; preds = %793
  br label %797

797:                                              ; preds = %856, %796
  %798 = phi i64 [ %857, %856 ], [ 0, %796 ]
  %799 = icmp slt i64 %798, 16
  br i1 %799, label %800, label %858

800:                                              ; preds = %797
  br label %801

801:                                              ; preds = %854, %800
  %802 = phi i64 [ %855, %854 ], [ 0, %800 ]
  %803 = icmp slt i64 %802, 64
  br i1 %803, label %804, label %856

804:                                              ; preds = %801
  br label %805

805:                                              ; preds = %852, %804
  %806 = phi i64 [ %853, %852 ], [ 0, %804 ]
  %807 = icmp slt i64 %806, 3
  br i1 %807, label %808, label %854

808:                                              ; preds = %805
  br label %809

809:                                              ; preds = %812, %808
  %810 = phi i64 [ %851, %812 ], [ 0, %808 ]
  %811 = icmp slt i64 %810, 3
  br i1 %811, label %812, label %852

812:                                              ; preds = %809
  %813 = add i64 %794, %806
  %814 = add i64 %798, %810
  %815 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, 1
  %816 = mul nuw nsw i64 %786, 20736
  %817 = mul nuw nsw i64 %802, 324
  %818 = add nuw nsw i64 %816, %817
  %819 = mul nuw nsw i64 %813, 18
  %820 = add nuw nsw i64 %818, %819
  %821 = add nuw nsw i64 %820, %814
  %822 = getelementptr inbounds nuw float, ptr %815, i64 %821
  %823 = load float, ptr %822, align 4
  %824 = mul nuw nsw i64 %790, 576
  %825 = mul nuw nsw i64 %802, 9
  %826 = add nuw nsw i64 %824, %825
  %827 = mul nuw nsw i64 %806, 3
  %828 = add nuw nsw i64 %826, %827
  %829 = add nuw nsw i64 %828, %810
  %830 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_80, i64 %829
  %831 = load float, ptr %830, align 4
  %832 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, 1
  %833 = mul nuw nsw i64 %786, 16384
  %834 = mul nuw nsw i64 %790, 256
  %835 = add nuw nsw i64 %833, %834
  %836 = mul nuw nsw i64 %794, 16
  %837 = add nuw nsw i64 %835, %836
  %838 = add nuw nsw i64 %837, %798
  %839 = getelementptr inbounds nuw float, ptr %832, i64 %838
  %840 = load float, ptr %839, align 4
  %841 = fmul float %823, %831
  %842 = fadd float %840, %841
  %843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, 1
  %844 = mul nuw nsw i64 %786, 16384
  %845 = mul nuw nsw i64 %790, 256
  %846 = add nuw nsw i64 %844, %845
  %847 = mul nuw nsw i64 %794, 16
  %848 = add nuw nsw i64 %846, %847
  %849 = add nuw nsw i64 %848, %798
  %850 = getelementptr inbounds nuw float, ptr %843, i64 %849
  store float %842, ptr %850, align 4
  %851 = add i64 %810, 1
  br label %809

852:                                              ; preds = %809
  %853 = add i64 %806, 1
  br label %805

854:                                              ; preds = %805
  %855 = add i64 %802, 1
  br label %801

856:                                              ; preds = %801
  %857 = add i64 %798, 1
  br label %797

858:                                              ; preds = %797
  %859 = add i64 %794, 1
  br label %793

860:                                              ; preds = %793
  %861 = add i64 %790, 1
  br label %789

862:                                              ; preds = %789
  %863 = add i64 %786, 1
  br label %785

864:                                              ; preds = %785
  br label %865

865:                                              ; preds = %928, %864
  %866 = phi i64 [ %929, %928 ], [ 0, %864 ]
  %867 = icmp slt i64 %866, 1
  br i1 %867, label %868, label %930

868:                                              ; preds = %865
  br label %869

869:                                              ; preds = %926, %868
  %870 = phi i64 [ %927, %926 ], [ 0, %868 ]
  %871 = icmp slt i64 %870, 64
  br i1 %871, label %872, label %928

872:                                              ; preds = %869
  br label %873

873:                                              ; preds = %924, %872
  %874 = phi i64 [ %925, %924 ], [ 0, %872 ]
  %875 = icmp slt i64 %874, 16
  br i1 %875, label %876, label %926

876:                                              ; preds = %873
  br label %877

877:                                              ; preds = %880, %876
  %878 = phi i64 [ %923, %880 ], [ 0, %876 ]
  %879 = icmp slt i64 %878, 16
  br i1 %879, label %880, label %924

880:                                              ; preds = %877
  %881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, 1
  %882 = mul nuw nsw i64 %866, 16384
  %883 = mul nuw nsw i64 %870, 256
  %884 = add nuw nsw i64 %882, %883
  %885 = mul nuw nsw i64 %874, 16
  %886 = add nuw nsw i64 %884, %885
  %887 = add nuw nsw i64 %886, %878
  %888 = getelementptr inbounds nuw float, ptr %881, i64 %887
  %889 = load float, ptr %888, align 4
  %890 = add nuw nsw i64 %870, 0
  %891 = add nuw nsw i64 %890, 0
  %892 = getelementptr inbounds nuw float, ptr @__constant_64xf32_79, i64 %891
  %893 = load float, ptr %892, align 4
  %894 = add nuw nsw i64 %870, 0
  %895 = add nuw nsw i64 %894, 0
  %896 = getelementptr inbounds nuw float, ptr @__constant_64xf32_78, i64 %895
  %897 = load float, ptr %896, align 4
  %898 = add nuw nsw i64 %870, 0
  %899 = add nuw nsw i64 %898, 0
  %900 = getelementptr inbounds nuw float, ptr @__constant_64xf32_77, i64 %899
  %901 = load float, ptr %900, align 4
  %902 = add nuw nsw i64 %870, 0
  %903 = add nuw nsw i64 %902, 0
  %904 = getelementptr inbounds nuw float, ptr @__constant_64xf32_76, i64 %903
  %905 = load float, ptr %904, align 4
  %906 = fadd float %897, f0x3727C5AC
  %907 = call float @llvm.sqrt.f32(float %906)
  %908 = fdiv float 1.000000e+00, %907
  %909 = fsub float %889, %893
  %910 = fmul float %909, %908
  %911 = fmul float %910, %901
  %912 = fadd float %911, %905
  %913 = fcmp ugt float %912, 0.000000e+00
  %914 = select i1 %913, float %912, float 0.000000e+00
  %915 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %916 = mul nuw nsw i64 %866, 16384
  %917 = mul nuw nsw i64 %870, 256
  %918 = add nuw nsw i64 %916, %917
  %919 = mul nuw nsw i64 %874, 16
  %920 = add nuw nsw i64 %918, %919
  %921 = add nuw nsw i64 %920, %878
  %922 = getelementptr inbounds nuw float, ptr %915, i64 %921
  store float %914, ptr %922, align 4
  %923 = add i64 %878, 1
  br label %877

924:                                              ; preds = %877
  %925 = add i64 %874, 1
  br label %873

926:                                              ; preds = %873
  %927 = add i64 %870, 1
  br label %869

928:                                              ; preds = %869
  %929 = add i64 %866, 1
  br label %865

930:                                              ; preds = %865
  %931 = call ptr @malloc(i64 83008)
  %932 = ptrtoint ptr %931 to i64
  %933 = add i64 %932, 63
  %934 = urem i64 %933, 64
  %935 = sub i64 %933, %934
  %936 = inttoptr i64 %935 to ptr
  %937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %931, 0
  %938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %937, ptr %936, 1
  %939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %938, i64 0, 2
  %940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %939, i64 1, 3, 0
  %941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %940, i64 64, 3, 1
  %942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %941, i64 18, 3, 2
  %943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %942, i64 18, 3, 3
  %944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %943, i64 20736, 4, 0
  %945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %944, i64 324, 4, 1
  %946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %945, i64 18, 4, 2
  %947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %946, i64 1, 4, 3
  br label %948

948:                                              ; preds = %977, %930
  %949 = phi i64 [ %978, %977 ], [ 0, %930 ]
  %950 = icmp slt i64 %949, 1
  br i1 %950, label %951, label %979

951:                                              ; preds = %948
  br label %952

952:                                              ; preds = %975, %951
  %953 = phi i64 [ %976, %975 ], [ 0, %951 ]
  %954 = icmp slt i64 %953, 64
  br i1 %954, label %955, label %977

955:                                              ; preds = %952
  br label %956

956:                                              ; preds = %973, %955
  %957 = phi i64 [ %974, %973 ], [ 0, %955 ]
  %958 = icmp slt i64 %957, 18
  br i1 %958, label %959, label %975

959:                                              ; preds = %956
  br label %960

960:                                              ; preds = %963, %959
  %961 = phi i64 [ %972, %963 ], [ 0, %959 ]
  %962 = icmp slt i64 %961, 18
  br i1 %962, label %963, label %973

963:                                              ; preds = %960
  %964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, 1
  %965 = mul nuw nsw i64 %949, 20736
  %966 = mul nuw nsw i64 %953, 324
  %967 = add nuw nsw i64 %965, %966
  %968 = mul nuw nsw i64 %957, 18
  %969 = add nuw nsw i64 %967, %968
  %970 = add nuw nsw i64 %969, %961
  %971 = getelementptr inbounds nuw float, ptr %964, i64 %970
  store float 0.000000e+00, ptr %971, align 4
  %972 = add i64 %961, 1
  br label %960

973:                                              ; preds = %960
  %974 = add i64 %957, 1
  br label %956

975:                                              ; preds = %956
  %976 = add i64 %953, 1
  br label %952

977:                                              ; preds = %952
  %978 = add i64 %949, 1
  br label %948

979:                                              ; preds = %948
  %980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, 0
  %981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, 1
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %980, 0
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, ptr %981, 1
  %984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, i64 19, 2
  %985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, i64 1, 3, 0
  %986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %985, i64 20736, 4, 0
  %987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %986, i64 64, 3, 1
  %988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %987, i64 324, 4, 1
  %989 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %988, i64 16, 3, 2
  %990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %989, i64 18, 4, 2
  %991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %990, i64 16, 3, 3
  %992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %991, i64 1, 4, 3
  br label %993

993:                                              ; preds = %1032, %979
  %994 = phi i64 [ %1033, %1032 ], [ 0, %979 ]
  %995 = icmp slt i64 %994, 1
  br i1 %995, label %996, label %1034

996:                                              ; preds = %993
  br label %997

997:                                              ; preds = %1030, %996
  %998 = phi i64 [ %1031, %1030 ], [ 0, %996 ]
  %999 = icmp slt i64 %998, 64
  br i1 %999, label %1000, label %1032

1000:                                             ; preds = %997
  br label %1001

1001:                                             ; preds = %1028, %1000
  %1002 = phi i64 [ %1029, %1028 ], [ 0, %1000 ]
  %1003 = icmp slt i64 %1002, 16
  br i1 %1003, label %1004, label %1030

1004:                                             ; preds = %1001
  br label %1005

1005:                                             ; preds = %1008, %1004
  %1006 = phi i64 [ %1027, %1008 ], [ 0, %1004 ]
  %1007 = icmp slt i64 %1006, 16
  br i1 %1007, label %1008, label %1028

1008:                                             ; preds = %1005
  %1009 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %1010 = mul nuw nsw i64 %994, 16384
  %1011 = mul nuw nsw i64 %998, 256
  %1012 = add nuw nsw i64 %1010, %1011
  %1013 = mul nuw nsw i64 %1002, 16
  %1014 = add nuw nsw i64 %1012, %1013
  %1015 = add nuw nsw i64 %1014, %1006
  %1016 = getelementptr inbounds nuw float, ptr %1009, i64 %1015
  %1017 = load float, ptr %1016, align 4
  %1018 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %992, 1
  %1019 = getelementptr float, ptr %1018, i64 19
  %1020 = mul nuw nsw i64 %994, 20736
  %1021 = mul nuw nsw i64 %998, 324
  %1022 = add nuw nsw i64 %1020, %1021
  %1023 = mul nuw nsw i64 %1002, 18
  %1024 = add nuw nsw i64 %1022, %1023
  %1025 = add nuw nsw i64 %1024, %1006
  %1026 = getelementptr inbounds nuw float, ptr %1019, i64 %1025
  store float %1017, ptr %1026, align 4
  %1027 = add i64 %1006, 1
  br label %1005

1028:                                             ; preds = %1005
  %1029 = add i64 %1002, 1
  br label %1001

1030:                                             ; preds = %1001
  %1031 = add i64 %998, 1
  br label %997

1032:                                             ; preds = %997
  %1033 = add i64 %994, 1
  br label %993

1034:                                             ; preds = %993
  %1035 = call ptr @malloc(i64 65600)
  %1036 = ptrtoint ptr %1035 to i64
  %1037 = add i64 %1036, 63
  %1038 = urem i64 %1037, 64
  %1039 = sub i64 %1037, %1038
  %1040 = inttoptr i64 %1039 to ptr
  %1041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1035, 0
  %1042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1041, ptr %1040, 1
  %1043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1042, i64 0, 2
  %1044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1043, i64 1, 3, 0
  %1045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1044, i64 64, 3, 1
  %1046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1045, i64 16, 3, 2
  %1047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1046, i64 16, 3, 3
  %1048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1047, i64 16384, 4, 0
  %1049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1048, i64 256, 4, 1
  %1050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1049, i64 16, 4, 2
  %1051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1050, i64 1, 4, 3
  br label %1052

1052:                                             ; preds = %1090, %1034
  %1053 = phi i64 [ %1091, %1090 ], [ 0, %1034 ]
  %1054 = icmp slt i64 %1053, 1
  br i1 %1054, label %1055, label %1092

1055:                                             ; preds = %1052
  br label %1056

1056:                                             ; preds = %1088, %1055
  %1057 = phi i64 [ %1089, %1088 ], [ 0, %1055 ]
  %1058 = icmp slt i64 %1057, 64
  br i1 %1058, label %1059, label %1090

1059:                                             ; preds = %1056
  br label %1060

1060:                                             ; preds = %1086, %1059
  %1061 = phi i64 [ %1087, %1086 ], [ 0, %1059 ]
  %1062 = icmp slt i64 %1061, 16
  br i1 %1062, label %1063, label %1088

1063:                                             ; preds = %1060
  br label %1064

1064:                                             ; preds = %1067, %1063
  %1065 = phi i64 [ %1085, %1067 ], [ 0, %1063 ]
  %1066 = icmp slt i64 %1065, 16
  br i1 %1066, label %1067, label %1086

1067:                                             ; preds = %1064
  %1068 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %1069 = mul nuw nsw i64 %1053, 16384
  %1070 = mul nuw nsw i64 %1057, 256
  %1071 = add nuw nsw i64 %1069, %1070
  %1072 = mul nuw nsw i64 %1061, 16
  %1073 = add nuw nsw i64 %1071, %1072
  %1074 = add nuw nsw i64 %1073, %1065
  %1075 = getelementptr inbounds nuw float, ptr %1068, i64 %1074
  %1076 = load float, ptr %1075, align 4
  %1077 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, 1
  %1078 = mul nuw nsw i64 %1053, 16384
  %1079 = mul nuw nsw i64 %1057, 256
  %1080 = add nuw nsw i64 %1078, %1079
  %1081 = mul nuw nsw i64 %1061, 16
  %1082 = add nuw nsw i64 %1080, %1081
  %1083 = add nuw nsw i64 %1082, %1065
  %1084 = getelementptr inbounds nuw float, ptr %1077, i64 %1083
  store float %1076, ptr %1084, align 4
  %1085 = add i64 %1065, 1
  br label %1064

1086:                                             ; preds = %1064
  %1087 = add i64 %1061, 1
  br label %1060

1088:                                             ; preds = %1060
  %1089 = add i64 %1057, 1
  br label %1056

1090:                                             ; preds = %1056
  %1091 = add i64 %1053, 1
  br label %1052

1092:                                             ; preds = %1052
  br label %1093

1093:                                             ; preds = %1170, %1092
  %1094 = phi i64 [ %1171, %1170 ], [ 0, %1092 ]
  %1095 = icmp slt i64 %1094, 1
  br i1 %1095, label %1096, label %1172

1096:                                             ; preds = %1093
  br label %1097

1097:                                             ; preds = %1168, %1096
  %1098 = phi i64 [ %1169, %1168 ], [ 0, %1096 ]
  %1099 = icmp slt i64 %1098, 64
  br i1 %1099, label %1100, label %1170

1100:                                             ; preds = %1097
  br label %1101

1101:                                             ; preds = %1166, %1100
  %1102 = phi i64 [ %1167, %1166 ], [ 0, %1100 ]
  %1103 = icmp slt i64 %1102, 16
  br i1 %1103, label %1104, label %1168

1104:                                             ; preds = %1101
  br label %1105

1105:                                             ; preds = %1164, %1104
  %1106 = phi i64 [ %1165, %1164 ], [ 0, %1104 ]
  %1107 = icmp slt i64 %1106, 16
  br i1 %1107, label %1108, label %1166

1108:                                             ; preds = %1105
  br label %1109

1109:                                             ; preds = %1162, %1108
  %1110 = phi i64 [ %1163, %1162 ], [ 0, %1108 ]
  %1111 = icmp slt i64 %1110, 64
  br i1 %1111, label %1112, label %1164

1112:                                             ; preds = %1109
  br label %1113

1113:                                             ; preds = %1160, %1112
  %1114 = phi i64 [ %1161, %1160 ], [ 0, %1112 ]
  %1115 = icmp slt i64 %1114, 3
  br i1 %1115, label %1116, label %1162

1116:                                             ; preds = %1113
  br label %1117

1117:                                             ; preds = %1120, %1116
  %1118 = phi i64 [ %1159, %1120 ], [ 0, %1116 ]
  %1119 = icmp slt i64 %1118, 3
  br i1 %1119, label %1120, label %1160

1120:                                             ; preds = %1117
  %1121 = add i64 %1102, %1114
  %1122 = add i64 %1106, %1118
  %1123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, 1
  %1124 = mul nuw nsw i64 %1094, 20736
  %1125 = mul nuw nsw i64 %1110, 324
  %1126 = add nuw nsw i64 %1124, %1125
  %1127 = mul nuw nsw i64 %1121, 18
  %1128 = add nuw nsw i64 %1126, %1127
  %1129 = add nuw nsw i64 %1128, %1122
  %1130 = getelementptr inbounds nuw float, ptr %1123, i64 %1129
  %1131 = load float, ptr %1130, align 4
  %1132 = mul nuw nsw i64 %1098, 576
  %1133 = mul nuw nsw i64 %1110, 9
  %1134 = add nuw nsw i64 %1132, %1133
  %1135 = mul nuw nsw i64 %1114, 3
  %1136 = add nuw nsw i64 %1134, %1135
  %1137 = add nuw nsw i64 %1136, %1118
  %1138 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_75, i64 %1137
  %1139 = load float, ptr %1138, align 4
  %1140 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, 1
  %1141 = mul nuw nsw i64 %1094, 16384
  %1142 = mul nuw nsw i64 %1098, 256
  %1143 = add nuw nsw i64 %1141, %1142
  %1144 = mul nuw nsw i64 %1102, 16
  %1145 = add nuw nsw i64 %1143, %1144
  %1146 = add nuw nsw i64 %1145, %1106
  %1147 = getelementptr inbounds nuw float, ptr %1140, i64 %1146
  %1148 = load float, ptr %1147, align 4
  %1149 = fmul float %1131, %1139
  %1150 = fadd float %1148, %1149
  %1151 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, 1
  %1152 = mul nuw nsw i64 %1094, 16384
  %1153 = mul nuw nsw i64 %1098, 256
  %1154 = add nuw nsw i64 %1152, %1153
  %1155 = mul nuw nsw i64 %1102, 16
  %1156 = add nuw nsw i64 %1154, %1155
  %1157 = add nuw nsw i64 %1156, %1106
  %1158 = getelementptr inbounds nuw float, ptr %1151, i64 %1157
  store float %1150, ptr %1158, align 4
  %1159 = add i64 %1118, 1
  br label %1117

1160:                                             ; preds = %1117
  %1161 = add i64 %1114, 1
  br label %1113

1162:                                             ; preds = %1113
  %1163 = add i64 %1110, 1
  br label %1109

1164:                                             ; preds = %1109
  %1165 = add i64 %1106, 1
  br label %1105

1166:                                             ; preds = %1105
  %1167 = add i64 %1102, 1
  br label %1101

1168:                                             ; preds = %1101
  %1169 = add i64 %1098, 1
  br label %1097

1170:                                             ; preds = %1097
  %1171 = add i64 %1094, 1
  br label %1093

1172:                                             ; preds = %1093
  %1173 = call ptr @malloc(i64 65600)
  %1174 = ptrtoint ptr %1173 to i64
  %1175 = add i64 %1174, 63
  %1176 = urem i64 %1175, 64
  %1177 = sub i64 %1175, %1176
  %1178 = inttoptr i64 %1177 to ptr
  %1179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1173, 0
  %1180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1179, ptr %1178, 1
  %1181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1180, i64 0, 2
  %1182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1181, i64 1, 3, 0
  %1183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1182, i64 64, 3, 1
  %1184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1183, i64 16, 3, 2
  %1185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1184, i64 16, 3, 3
  %1186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1185, i64 16384, 4, 0
  %1187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1186, i64 256, 4, 1
  %1188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1187, i64 16, 4, 2
  %1189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1188, i64 1, 4, 3
  br label %1190

1190:                                             ; preds = %1263, %1172
  %1191 = phi i64 [ %1264, %1263 ], [ 0, %1172 ]
  %1192 = icmp slt i64 %1191, 1
  br i1 %1192, label %1193, label %1265

1193:                                             ; preds = %1190
  br label %1194

1194:                                             ; preds = %1261, %1193
  %1195 = phi i64 [ %1262, %1261 ], [ 0, %1193 ]
  %1196 = icmp slt i64 %1195, 64
  br i1 %1196, label %1197, label %1263

1197:                                             ; preds = %1194
  br label %1198

1198:                                             ; preds = %1259, %1197
  %1199 = phi i64 [ %1260, %1259 ], [ 0, %1197 ]
  %1200 = icmp slt i64 %1199, 16
  br i1 %1200, label %1201, label %1261

1201:                                             ; preds = %1198
  br label %1202

1202:                                             ; preds = %1205, %1201
  %1203 = phi i64 [ %1258, %1205 ], [ 0, %1201 ]
  %1204 = icmp slt i64 %1203, 16
  br i1 %1204, label %1205, label %1259

1205:                                             ; preds = %1202
  %1206 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, 1
  %1207 = mul nuw nsw i64 %1191, 16384
  %1208 = mul nuw nsw i64 %1195, 256
  %1209 = add nuw nsw i64 %1207, %1208
  %1210 = mul nuw nsw i64 %1199, 16
  %1211 = add nuw nsw i64 %1209, %1210
  %1212 = add nuw nsw i64 %1211, %1203
  %1213 = getelementptr inbounds nuw float, ptr %1206, i64 %1212
  %1214 = load float, ptr %1213, align 4
  %1215 = add nuw nsw i64 %1195, 0
  %1216 = add nuw nsw i64 %1215, 0
  %1217 = getelementptr inbounds nuw float, ptr @__constant_64xf32_74, i64 %1216
  %1218 = load float, ptr %1217, align 4
  %1219 = add nuw nsw i64 %1195, 0
  %1220 = add nuw nsw i64 %1219, 0
  %1221 = getelementptr inbounds nuw float, ptr @__constant_64xf32_73, i64 %1220
  %1222 = load float, ptr %1221, align 4
  %1223 = add nuw nsw i64 %1195, 0
  %1224 = add nuw nsw i64 %1223, 0
  %1225 = getelementptr inbounds nuw float, ptr @__constant_64xf32_72, i64 %1224
  %1226 = load float, ptr %1225, align 4
  %1227 = add nuw nsw i64 %1195, 0
  %1228 = add nuw nsw i64 %1227, 0
  %1229 = getelementptr inbounds nuw float, ptr @__constant_64xf32_71, i64 %1228
  %1230 = load float, ptr %1229, align 4
  %1231 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 1
  %1232 = mul nuw nsw i64 %1191, 16384
  %1233 = mul nuw nsw i64 %1195, 256
  %1234 = add nuw nsw i64 %1232, %1233
  %1235 = mul nuw nsw i64 %1199, 16
  %1236 = add nuw nsw i64 %1234, %1235
  %1237 = add nuw nsw i64 %1236, %1203
  %1238 = getelementptr inbounds nuw float, ptr %1231, i64 %1237
  %1239 = load float, ptr %1238, align 4
  %1240 = fadd float %1222, f0x3727C5AC
  %1241 = call float @llvm.sqrt.f32(float %1240)
  %1242 = fdiv float 1.000000e+00, %1241
  %1243 = fsub float %1214, %1218
  %1244 = fmul float %1243, %1242
  %1245 = fmul float %1244, %1226
  %1246 = fadd float %1245, %1230
  %1247 = fadd float %1246, %1239
  %1248 = fcmp ugt float %1247, 0.000000e+00
  %1249 = select i1 %1248, float %1247, float 0.000000e+00
  %1250 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, 1
  %1251 = mul nuw nsw i64 %1191, 16384
  %1252 = mul nuw nsw i64 %1195, 256
  %1253 = add nuw nsw i64 %1251, %1252
  %1254 = mul nuw nsw i64 %1199, 16
  %1255 = add nuw nsw i64 %1253, %1254
  %1256 = add nuw nsw i64 %1255, %1203
  %1257 = getelementptr inbounds nuw float, ptr %1250, i64 %1256
  store float %1249, ptr %1257, align 4
  %1258 = add i64 %1203, 1
  br label %1202

1259:                                             ; preds = %1202
  %1260 = add i64 %1199, 1
  br label %1198

1261:                                             ; preds = %1198
  %1262 = add i64 %1195, 1
  br label %1194

1263:                                             ; preds = %1194
  %1264 = add i64 %1191, 1
  br label %1190

1265:                                             ; preds = %1190
  %1266 = call ptr @malloc(i64 83008)
  %1267 = ptrtoint ptr %1266 to i64
  %1268 = add i64 %1267, 63
  %1269 = urem i64 %1268, 64
  %1270 = sub i64 %1268, %1269
  %1271 = inttoptr i64 %1270 to ptr
  %1272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1266, 0
  %1273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1272, ptr %1271, 1
  %1274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1273, i64 0, 2
  %1275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1274, i64 1, 3, 0
  %1276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1275, i64 64, 3, 1
  %1277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1276, i64 18, 3, 2
  %1278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1277, i64 18, 3, 3
  %1279 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1278, i64 20736, 4, 0
  %1280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1279, i64 324, 4, 1
  %1281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1280, i64 18, 4, 2
  %1282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1281, i64 1, 4, 3
  br label %1283

1283:                                             ; preds = %1312, %1265
  %1284 = phi i64 [ %1313, %1312 ], [ 0, %1265 ]
  %1285 = icmp slt i64 %1284, 1
  br i1 %1285, label %1286, label %1314

1286:                                             ; preds = %1283
  br label %1287

1287:                                             ; preds = %1310, %1286
  %1288 = phi i64 [ %1311, %1310 ], [ 0, %1286 ]
  %1289 = icmp slt i64 %1288, 64
  br i1 %1289, label %1290, label %1312

1290:                                             ; preds = %1287
  br label %1291

1291:                                             ; preds = %1308, %1290
  %1292 = phi i64 [ %1309, %1308 ], [ 0, %1290 ]
  %1293 = icmp slt i64 %1292, 18
  br i1 %1293, label %1294, label %1310

1294:                                             ; preds = %1291
  br label %1295

1295:                                             ; preds = %1298, %1294
  %1296 = phi i64 [ %1307, %1298 ], [ 0, %1294 ]
  %1297 = icmp slt i64 %1296, 18
  br i1 %1297, label %1298, label %1308

1298:                                             ; preds = %1295
  %1299 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1300 = mul nuw nsw i64 %1284, 20736
  %1301 = mul nuw nsw i64 %1288, 324
  %1302 = add nuw nsw i64 %1300, %1301
  %1303 = mul nuw nsw i64 %1292, 18
  %1304 = add nuw nsw i64 %1302, %1303
  %1305 = add nuw nsw i64 %1304, %1296
  %1306 = getelementptr inbounds nuw float, ptr %1299, i64 %1305
  store float 0.000000e+00, ptr %1306, align 4
  %1307 = add i64 %1296, 1
  br label %1295

1308:                                             ; preds = %1295
  %1309 = add i64 %1292, 1
  br label %1291

1310:                                             ; preds = %1291
  %1311 = add i64 %1288, 1
  br label %1287

1312:                                             ; preds = %1287
  %1313 = add i64 %1284, 1
  br label %1283

1314:                                             ; preds = %1283
  %1315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 0
  %1316 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1315, 0
  %1318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1317, ptr %1316, 1
  %1319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1318, i64 19, 2
  %1320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1319, i64 1, 3, 0
  %1321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1320, i64 20736, 4, 0
  %1322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1321, i64 64, 3, 1
  %1323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1322, i64 324, 4, 1
  %1324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1323, i64 16, 3, 2
  %1325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1324, i64 18, 4, 2
  %1326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1325, i64 16, 3, 3
  %1327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1326, i64 1, 4, 3
  br label %1328

1328:                                             ; preds = %1367, %1314
  %1329 = phi i64 [ %1368, %1367 ], [ 0, %1314 ]
  %1330 = icmp slt i64 %1329, 1
  br i1 %1330, label %1331, label %1369

1331:                                             ; preds = %1328
  br label %1332

1332:                                             ; preds = %1365, %1331
  %1333 = phi i64 [ %1366, %1365 ], [ 0, %1331 ]
  %1334 = icmp slt i64 %1333, 64
  br i1 %1334, label %1335, label %1367

1335:                                             ; preds = %1332
  br label %1336

1336:                                             ; preds = %1363, %1335
  %1337 = phi i64 [ %1364, %1363 ], [ 0, %1335 ]
  %1338 = icmp slt i64 %1337, 16
  br i1 %1338, label %1339, label %1365

1339:                                             ; preds = %1336
  br label %1340

1340:                                             ; preds = %1343, %1339
  %1341 = phi i64 [ %1362, %1343 ], [ 0, %1339 ]
  %1342 = icmp slt i64 %1341, 16
  br i1 %1342, label %1343, label %1363

1343:                                             ; preds = %1340
  %1344 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, 1
  %1345 = mul nuw nsw i64 %1329, 16384
  %1346 = mul nuw nsw i64 %1333, 256
  %1347 = add nuw nsw i64 %1345, %1346
  %1348 = mul nuw nsw i64 %1337, 16
  %1349 = add nuw nsw i64 %1347, %1348
  %1350 = add nuw nsw i64 %1349, %1341
  %1351 = getelementptr inbounds nuw float, ptr %1344, i64 %1350
  %1352 = load float, ptr %1351, align 4
  %1353 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1327, 1
  %1354 = getelementptr float, ptr %1353, i64 19
  %1355 = mul nuw nsw i64 %1329, 20736
  %1356 = mul nuw nsw i64 %1333, 324
  %1357 = add nuw nsw i64 %1355, %1356
  %1358 = mul nuw nsw i64 %1337, 18
  %1359 = add nuw nsw i64 %1357, %1358
  %1360 = add nuw nsw i64 %1359, %1341
  %1361 = getelementptr inbounds nuw float, ptr %1354, i64 %1360
  store float %1352, ptr %1361, align 4
  %1362 = add i64 %1341, 1
  br label %1340

1363:                                             ; preds = %1340
  %1364 = add i64 %1337, 1
  br label %1336

1365:                                             ; preds = %1336
  %1366 = add i64 %1333, 1
  br label %1332

1367:                                             ; preds = %1332
  %1368 = add i64 %1329, 1
  br label %1328

1369:                                             ; preds = %1328
  %1370 = call ptr @malloc(i64 65600)
  %1371 = ptrtoint ptr %1370 to i64
  %1372 = add i64 %1371, 63
  %1373 = urem i64 %1372, 64
  %1374 = sub i64 %1372, %1373
  %1375 = inttoptr i64 %1374 to ptr
  %1376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1370, 0
  %1377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1376, ptr %1375, 1
  %1378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1377, i64 0, 2
  %1379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1378, i64 1, 3, 0
  %1380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1379, i64 64, 3, 1
  %1381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1380, i64 16, 3, 2
  %1382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1381, i64 16, 3, 3
  %1383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1382, i64 16384, 4, 0
  %1384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1383, i64 256, 4, 1
  %1385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1384, i64 16, 4, 2
  %1386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1385, i64 1, 4, 3
  br label %1387

1387:                                             ; preds = %1425, %1369
  %1388 = phi i64 [ %1426, %1425 ], [ 0, %1369 ]
  %1389 = icmp slt i64 %1388, 1
  br i1 %1389, label %1390, label %1427

1390:                                             ; preds = %1387
  br label %1391

1391:                                             ; preds = %1423, %1390
  %1392 = phi i64 [ %1424, %1423 ], [ 0, %1390 ]
  %1393 = icmp slt i64 %1392, 64
  br i1 %1393, label %1394, label %1425

1394:                                             ; preds = %1391
  br label %1395

1395:                                             ; preds = %1421, %1394
  %1396 = phi i64 [ %1422, %1421 ], [ 0, %1394 ]
  %1397 = icmp slt i64 %1396, 16
  br i1 %1397, label %1398, label %1423

1398:                                             ; preds = %1395
  br label %1399

1399:                                             ; preds = %1402, %1398
  %1400 = phi i64 [ %1420, %1402 ], [ 0, %1398 ]
  %1401 = icmp slt i64 %1400, 16
  br i1 %1401, label %1402, label %1421

1402:                                             ; preds = %1399
  %1403 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %1404 = mul nuw nsw i64 %1388, 16384
  %1405 = mul nuw nsw i64 %1392, 256
  %1406 = add nuw nsw i64 %1404, %1405
  %1407 = mul nuw nsw i64 %1396, 16
  %1408 = add nuw nsw i64 %1406, %1407
  %1409 = add nuw nsw i64 %1408, %1400
  %1410 = getelementptr inbounds nuw float, ptr %1403, i64 %1409
  %1411 = load float, ptr %1410, align 4
  %1412 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, 1
  %1413 = mul nuw nsw i64 %1388, 16384
  %1414 = mul nuw nsw i64 %1392, 256
  %1415 = add nuw nsw i64 %1413, %1414
  %1416 = mul nuw nsw i64 %1396, 16
  %1417 = add nuw nsw i64 %1415, %1416
  %1418 = add nuw nsw i64 %1417, %1400
  %1419 = getelementptr inbounds nuw float, ptr %1412, i64 %1418
  store float %1411, ptr %1419, align 4
  %1420 = add i64 %1400, 1
  br label %1399

1421:                                             ; preds = %1399
  %1422 = add i64 %1396, 1
  br label %1395

1423:                                             ; preds = %1395
  %1424 = add i64 %1392, 1
  br label %1391

1425:                                             ; preds = %1391
  %1426 = add i64 %1388, 1
  br label %1387

1427:                                             ; preds = %1387
  br label %1428

1428:                                             ; preds = %1505, %1427
  %1429 = phi i64 [ %1506, %1505 ], [ 0, %1427 ]
  %1430 = icmp slt i64 %1429, 1
  br i1 %1430, label %1431, label %1507

1431:                                             ; preds = %1428
  br label %1432

1432:                                             ; preds = %1503, %1431
  %1433 = phi i64 [ %1504, %1503 ], [ 0, %1431 ]
  %1434 = icmp slt i64 %1433, 64
  br i1 %1434, label %1435, label %1505

1435:                                             ; preds = %1432
  br label %1436

1436:                                             ; preds = %1501, %1435
  %1437 = phi i64 [ %1502, %1501 ], [ 0, %1435 ]
  %1438 = icmp slt i64 %1437, 16
  br i1 %1438, label %1439, label %1503

1439:                                             ; preds = %1436
  br label %1440

1440:                                             ; preds = %1499, %1439
  %1441 = phi i64 [ %1500, %1499 ], [ 0, %1439 ]
  %1442 = icmp slt i64 %1441, 16
  br i1 %1442, label %1443, label %1501

1443:                                             ; preds = %1440
  br label %1444

1444:                                             ; preds = %1497, %1443
  %1445 = phi i64 [ %1498, %1497 ], [ 0, %1443 ]
  %1446 = icmp slt i64 %1445, 64
  br i1 %1446, label %1447, label %1499

1447:                                             ; preds = %1444
  br label %1448

1448:                                             ; preds = %1495, %1447
  %1449 = phi i64 [ %1496, %1495 ], [ 0, %1447 ]
  %1450 = icmp slt i64 %1449, 3
  br i1 %1450, label %1451, label %1497

1451:                                             ; preds = %1448
  br label %1452

1452:                                             ; preds = %1455, %1451
  %1453 = phi i64 [ %1494, %1455 ], [ 0, %1451 ]
  %1454 = icmp slt i64 %1453, 3
  br i1 %1454, label %1455, label %1495

1455:                                             ; preds = %1452
  %1456 = add i64 %1437, %1449
  %1457 = add i64 %1441, %1453
  %1458 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 1
  %1459 = mul nuw nsw i64 %1429, 20736
  %1460 = mul nuw nsw i64 %1445, 324
  %1461 = add nuw nsw i64 %1459, %1460
  %1462 = mul nuw nsw i64 %1456, 18
  %1463 = add nuw nsw i64 %1461, %1462
  %1464 = add nuw nsw i64 %1463, %1457
  %1465 = getelementptr inbounds nuw float, ptr %1458, i64 %1464
  %1466 = load float, ptr %1465, align 4
  %1467 = mul nuw nsw i64 %1433, 576
  %1468 = mul nuw nsw i64 %1445, 9
  %1469 = add nuw nsw i64 %1467, %1468
  %1470 = mul nuw nsw i64 %1449, 3
  %1471 = add nuw nsw i64 %1469, %1470
  %1472 = add nuw nsw i64 %1471, %1453
  %1473 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_70, i64 %1472
  %1474 = load float, ptr %1473, align 4
  %1475 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, 1
  %1476 = mul nuw nsw i64 %1429, 16384
  %1477 = mul nuw nsw i64 %1433, 256
  %1478 = add nuw nsw i64 %1476, %1477
  %1479 = mul nuw nsw i64 %1437, 16
  %1480 = add nuw nsw i64 %1478, %1479
  %1481 = add nuw nsw i64 %1480, %1441
  %1482 = getelementptr inbounds nuw float, ptr %1475, i64 %1481
  %1483 = load float, ptr %1482, align 4
  %1484 = fmul float %1466, %1474
  %1485 = fadd float %1483, %1484
  %1486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, 1
  %1487 = mul nuw nsw i64 %1429, 16384
  %1488 = mul nuw nsw i64 %1433, 256
  %1489 = add nuw nsw i64 %1487, %1488
  %1490 = mul nuw nsw i64 %1437, 16
  %1491 = add nuw nsw i64 %1489, %1490
  %1492 = add nuw nsw i64 %1491, %1441
  %1493 = getelementptr inbounds nuw float, ptr %1486, i64 %1492
  store float %1485, ptr %1493, align 4
  %1494 = add i64 %1453, 1
  br label %1452

1495:                                             ; preds = %1452
  %1496 = add i64 %1449, 1
  br label %1448

1497:                                             ; preds = %1448
  %1498 = add i64 %1445, 1
  br label %1444

1499:                                             ; preds = %1444
  %1500 = add i64 %1441, 1
  br label %1440

1501:                                             ; preds = %1440
  %1502 = add i64 %1437, 1
  br label %1436

1503:                                             ; preds = %1436
  %1504 = add i64 %1433, 1
  br label %1432

1505:                                             ; preds = %1432
  %1506 = add i64 %1429, 1
  br label %1428

1507:                                             ; preds = %1428
  br label %1508

1508:                                             ; preds = %1571, %1507
  %1509 = phi i64 [ %1572, %1571 ], [ 0, %1507 ]
  %1510 = icmp slt i64 %1509, 1
  br i1 %1510, label %1511, label %1573

1511:                                             ; preds = %1508
  br label %1512

1512:                                             ; preds = %1569, %1511
  %1513 = phi i64 [ %1570, %1569 ], [ 0, %1511 ]
  %1514 = icmp slt i64 %1513, 64
  br i1 %1514, label %1515, label %1571

1515:                                             ; preds = %1512
  br label %1516

1516:                                             ; preds = %1567, %1515
  %1517 = phi i64 [ %1568, %1567 ], [ 0, %1515 ]
  %1518 = icmp slt i64 %1517, 16
  br i1 %1518, label %1519, label %1569

1519:                                             ; preds = %1516
  br label %1520

1520:                                             ; preds = %1523, %1519
  %1521 = phi i64 [ %1566, %1523 ], [ 0, %1519 ]
  %1522 = icmp slt i64 %1521, 16
  br i1 %1522, label %1523, label %1567

1523:                                             ; preds = %1520
  %1524 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, 1
  %1525 = mul nuw nsw i64 %1509, 16384
  %1526 = mul nuw nsw i64 %1513, 256
  %1527 = add nuw nsw i64 %1525, %1526
  %1528 = mul nuw nsw i64 %1517, 16
  %1529 = add nuw nsw i64 %1527, %1528
  %1530 = add nuw nsw i64 %1529, %1521
  %1531 = getelementptr inbounds nuw float, ptr %1524, i64 %1530
  %1532 = load float, ptr %1531, align 4
  %1533 = add nuw nsw i64 %1513, 0
  %1534 = add nuw nsw i64 %1533, 0
  %1535 = getelementptr inbounds nuw float, ptr @__constant_64xf32_69, i64 %1534
  %1536 = load float, ptr %1535, align 4
  %1537 = add nuw nsw i64 %1513, 0
  %1538 = add nuw nsw i64 %1537, 0
  %1539 = getelementptr inbounds nuw float, ptr @__constant_64xf32_68, i64 %1538
  %1540 = load float, ptr %1539, align 4
  %1541 = add nuw nsw i64 %1513, 0
  %1542 = add nuw nsw i64 %1541, 0
  %1543 = getelementptr inbounds nuw float, ptr @__constant_64xf32_67, i64 %1542
  %1544 = load float, ptr %1543, align 4
  %1545 = add nuw nsw i64 %1513, 0
  %1546 = add nuw nsw i64 %1545, 0
  %1547 = getelementptr inbounds nuw float, ptr @__constant_64xf32_66, i64 %1546
  %1548 = load float, ptr %1547, align 4
  %1549 = fadd float %1540, f0x3727C5AC
  %1550 = call float @llvm.sqrt.f32(float %1549)
  %1551 = fdiv float 1.000000e+00, %1550
  %1552 = fsub float %1532, %1536
  %1553 = fmul float %1552, %1551
  %1554 = fmul float %1553, %1544
  %1555 = fadd float %1554, %1548
  %1556 = fcmp ugt float %1555, 0.000000e+00
  %1557 = select i1 %1556, float %1555, float 0.000000e+00
  %1558 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %1559 = mul nuw nsw i64 %1509, 16384
  %1560 = mul nuw nsw i64 %1513, 256
  %1561 = add nuw nsw i64 %1559, %1560
  %1562 = mul nuw nsw i64 %1517, 16
  %1563 = add nuw nsw i64 %1561, %1562
  %1564 = add nuw nsw i64 %1563, %1521
  %1565 = getelementptr inbounds nuw float, ptr %1558, i64 %1564
  store float %1557, ptr %1565, align 4
  %1566 = add i64 %1521, 1
  br label %1520

1567:                                             ; preds = %1520
  %1568 = add i64 %1517, 1
  br label %1516

1569:                                             ; preds = %1516
  %1570 = add i64 %1513, 1
  br label %1512

1571:                                             ; preds = %1512
  %1572 = add i64 %1509, 1
  br label %1508

1573:                                             ; preds = %1508
  %1574 = call ptr @malloc(i64 83008)
  %1575 = ptrtoint ptr %1574 to i64
  %1576 = add i64 %1575, 63
  %1577 = urem i64 %1576, 64
  %1578 = sub i64 %1576, %1577
  %1579 = inttoptr i64 %1578 to ptr
  %1580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1574, 0
  %1581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1580, ptr %1579, 1
  %1582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1581, i64 0, 2
  %1583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1582, i64 1, 3, 0
  %1584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1583, i64 64, 3, 1
  %1585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1584, i64 18, 3, 2
  %1586 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1585, i64 18, 3, 3
  %1587 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1586, i64 20736, 4, 0
  %1588 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1587, i64 324, 4, 1
  %1589 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1588, i64 18, 4, 2
  %1590 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1589, i64 1, 4, 3
  br label %1591

1591:                                             ; preds = %1620, %1573
  %1592 = phi i64 [ %1621, %1620 ], [ 0, %1573 ]
  %1593 = icmp slt i64 %1592, 1
  br i1 %1593, label %1594, label %1622

1594:                                             ; preds = %1591
  br label %1595

1595:                                             ; preds = %1618, %1594
  %1596 = phi i64 [ %1619, %1618 ], [ 0, %1594 ]
  %1597 = icmp slt i64 %1596, 64
  br i1 %1597, label %1598, label %1620

1598:                                             ; preds = %1595
  br label %1599

1599:                                             ; preds = %1616, %1598
  %1600 = phi i64 [ %1617, %1616 ], [ 0, %1598 ]
  %1601 = icmp slt i64 %1600, 18
  br i1 %1601, label %1602, label %1618

1602:                                             ; preds = %1599
  br label %1603

1603:                                             ; preds = %1606, %1602
  %1604 = phi i64 [ %1615, %1606 ], [ 0, %1602 ]
  %1605 = icmp slt i64 %1604, 18
  br i1 %1605, label %1606, label %1616

1606:                                             ; preds = %1603
  %1607 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, 1
  %1608 = mul nuw nsw i64 %1592, 20736
  %1609 = mul nuw nsw i64 %1596, 324
  %1610 = add nuw nsw i64 %1608, %1609
  %1611 = mul nuw nsw i64 %1600, 18
  %1612 = add nuw nsw i64 %1610, %1611
  %1613 = add nuw nsw i64 %1612, %1604
  %1614 = getelementptr inbounds nuw float, ptr %1607, i64 %1613
  store float 0.000000e+00, ptr %1614, align 4
  %1615 = add i64 %1604, 1
  br label %1603

1616:                                             ; preds = %1603
  %1617 = add i64 %1600, 1
  br label %1599

1618:                                             ; preds = %1599
  %1619 = add i64 %1596, 1
  br label %1595

1620:                                             ; preds = %1595
  %1621 = add i64 %1592, 1
  br label %1591

1622:                                             ; preds = %1591
  %1623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, 0
  %1624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, 1
  %1625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1623, 0
  %1626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1625, ptr %1624, 1
  %1627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1626, i64 19, 2
  %1628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1627, i64 1, 3, 0
  %1629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1628, i64 20736, 4, 0
  %1630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1629, i64 64, 3, 1
  %1631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1630, i64 324, 4, 1
  %1632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1631, i64 16, 3, 2
  %1633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1632, i64 18, 4, 2
  %1634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1633, i64 16, 3, 3
  %1635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1634, i64 1, 4, 3
  br label %1636

1636:                                             ; preds = %1675, %1622
  %1637 = phi i64 [ %1676, %1675 ], [ 0, %1622 ]
  %1638 = icmp slt i64 %1637, 1
  br i1 %1638, label %1639, label %1677

1639:                                             ; preds = %1636
  br label %1640

1640:                                             ; preds = %1673, %1639
  %1641 = phi i64 [ %1674, %1673 ], [ 0, %1639 ]
  %1642 = icmp slt i64 %1641, 64
  br i1 %1642, label %1643, label %1675

1643:                                             ; preds = %1640
  br label %1644

1644:                                             ; preds = %1671, %1643
  %1645 = phi i64 [ %1672, %1671 ], [ 0, %1643 ]
  %1646 = icmp slt i64 %1645, 16
  br i1 %1646, label %1647, label %1673

1647:                                             ; preds = %1644
  br label %1648

1648:                                             ; preds = %1651, %1647
  %1649 = phi i64 [ %1670, %1651 ], [ 0, %1647 ]
  %1650 = icmp slt i64 %1649, 16
  br i1 %1650, label %1651, label %1671

1651:                                             ; preds = %1648
  %1652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %1653 = mul nuw nsw i64 %1637, 16384
  %1654 = mul nuw nsw i64 %1641, 256
  %1655 = add nuw nsw i64 %1653, %1654
  %1656 = mul nuw nsw i64 %1645, 16
  %1657 = add nuw nsw i64 %1655, %1656
  %1658 = add nuw nsw i64 %1657, %1649
  %1659 = getelementptr inbounds nuw float, ptr %1652, i64 %1658
  %1660 = load float, ptr %1659, align 4
  %1661 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1635, 1
  %1662 = getelementptr float, ptr %1661, i64 19
  %1663 = mul nuw nsw i64 %1637, 20736
  %1664 = mul nuw nsw i64 %1641, 324
  %1665 = add nuw nsw i64 %1663, %1664
  %1666 = mul nuw nsw i64 %1645, 18
  %1667 = add nuw nsw i64 %1665, %1666
  %1668 = add nuw nsw i64 %1667, %1649
  %1669 = getelementptr inbounds nuw float, ptr %1662, i64 %1668
  store float %1660, ptr %1669, align 4
  %1670 = add i64 %1649, 1
  br label %1648

1671:                                             ; preds = %1648
  %1672 = add i64 %1645, 1
  br label %1644

1673:                                             ; preds = %1644
  %1674 = add i64 %1641, 1
  br label %1640

1675:                                             ; preds = %1640
  %1676 = add i64 %1637, 1
  br label %1636

1677:                                             ; preds = %1636
  br label %1678

1678:                                             ; preds = %1755, %1677
  %1679 = phi i64 [ %1756, %1755 ], [ 0, %1677 ]
  %1680 = icmp slt i64 %1679, 1
  br i1 %1680, label %1681, label %1757

1681:                                             ; preds = %1678
  br label %1682

1682:                                             ; preds = %1753, %1681
  %1683 = phi i64 [ %1754, %1753 ], [ 0, %1681 ]
  %1684 = icmp slt i64 %1683, 64
  br i1 %1684, label %1685, label %1755

1685:                                             ; preds = %1682
  br label %1686

1686:                                             ; preds = %1751, %1685
  %1687 = phi i64 [ %1752, %1751 ], [ 0, %1685 ]
  %1688 = icmp slt i64 %1687, 16
  br i1 %1688, label %1689, label %1753

1689:                                             ; preds = %1686
  br label %1690

1690:                                             ; preds = %1749, %1689
  %1691 = phi i64 [ %1750, %1749 ], [ 0, %1689 ]
  %1692 = icmp slt i64 %1691, 16
  br i1 %1692, label %1693, label %1751

1693:                                             ; preds = %1690
  br label %1694

1694:                                             ; preds = %1747, %1693
  %1695 = phi i64 [ %1748, %1747 ], [ 0, %1693 ]
  %1696 = icmp slt i64 %1695, 64
  br i1 %1696, label %1697, label %1749

1697:                                             ; preds = %1694
  br label %1698

1698:                                             ; preds = %1745, %1697
  %1699 = phi i64 [ %1746, %1745 ], [ 0, %1697 ]
  %1700 = icmp slt i64 %1699, 3
  br i1 %1700, label %1701, label %1747

1701:                                             ; preds = %1698
  br label %1702

1702:                                             ; preds = %1705, %1701
  %1703 = phi i64 [ %1744, %1705 ], [ 0, %1701 ]
  %1704 = icmp slt i64 %1703, 3
  br i1 %1704, label %1705, label %1745

1705:                                             ; preds = %1702
  %1706 = add i64 %1687, %1699
  %1707 = add i64 %1691, %1703
  %1708 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, 1
  %1709 = mul nuw nsw i64 %1679, 20736
  %1710 = mul nuw nsw i64 %1695, 324
  %1711 = add nuw nsw i64 %1709, %1710
  %1712 = mul nuw nsw i64 %1706, 18
  %1713 = add nuw nsw i64 %1711, %1712
  %1714 = add nuw nsw i64 %1713, %1707
  %1715 = getelementptr inbounds nuw float, ptr %1708, i64 %1714
  %1716 = load float, ptr %1715, align 4
  %1717 = mul nuw nsw i64 %1683, 576
  %1718 = mul nuw nsw i64 %1695, 9
  %1719 = add nuw nsw i64 %1717, %1718
  %1720 = mul nuw nsw i64 %1699, 3
  %1721 = add nuw nsw i64 %1719, %1720
  %1722 = add nuw nsw i64 %1721, %1703
  %1723 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32, i64 %1722
  %1724 = load float, ptr %1723, align 4
  %1725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %1726 = mul nuw nsw i64 %1679, 16384
  %1727 = mul nuw nsw i64 %1683, 256
  %1728 = add nuw nsw i64 %1726, %1727
  %1729 = mul nuw nsw i64 %1687, 16
  %1730 = add nuw nsw i64 %1728, %1729
  %1731 = add nuw nsw i64 %1730, %1691
  %1732 = getelementptr inbounds nuw float, ptr %1725, i64 %1731
  %1733 = load float, ptr %1732, align 4
  %1734 = fmul float %1716, %1724
  %1735 = fadd float %1733, %1734
  %1736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %1737 = mul nuw nsw i64 %1679, 16384
  %1738 = mul nuw nsw i64 %1683, 256
  %1739 = add nuw nsw i64 %1737, %1738
  %1740 = mul nuw nsw i64 %1687, 16
  %1741 = add nuw nsw i64 %1739, %1740
  %1742 = add nuw nsw i64 %1741, %1691
  %1743 = getelementptr inbounds nuw float, ptr %1736, i64 %1742
  store float %1735, ptr %1743, align 4
  %1744 = add i64 %1703, 1
  br label %1702

1745:                                             ; preds = %1702
  %1746 = add i64 %1699, 1
  br label %1698

1747:                                             ; preds = %1698
  %1748 = add i64 %1695, 1
  br label %1694

1749:                                             ; preds = %1694
  %1750 = add i64 %1691, 1
  br label %1690

1751:                                             ; preds = %1690
  %1752 = add i64 %1687, 1
  br label %1686

1753:                                             ; preds = %1686
  %1754 = add i64 %1683, 1
  br label %1682

1755:                                             ; preds = %1682
  %1756 = add i64 %1679, 1
  br label %1678

1757:                                             ; preds = %1678
  br label %1758

1758:                                             ; preds = %1831, %1757
  %1759 = phi i64 [ %1832, %1831 ], [ 0, %1757 ]
  %1760 = icmp slt i64 %1759, 1
  br i1 %1760, label %1761, label %1833

1761:                                             ; preds = %1758
  br label %1762

1762:                                             ; preds = %1829, %1761
  %1763 = phi i64 [ %1830, %1829 ], [ 0, %1761 ]
  %1764 = icmp slt i64 %1763, 64
  br i1 %1764, label %1765, label %1831

1765:                                             ; preds = %1762
  br label %1766

1766:                                             ; preds = %1827, %1765
  %1767 = phi i64 [ %1828, %1827 ], [ 0, %1765 ]
  %1768 = icmp slt i64 %1767, 16
  br i1 %1768, label %1769, label %1829

1769:                                             ; preds = %1766
  br label %1770

1770:                                             ; preds = %1773, %1769
  %1771 = phi i64 [ %1826, %1773 ], [ 0, %1769 ]
  %1772 = icmp slt i64 %1771, 16
  br i1 %1772, label %1773, label %1827

1773:                                             ; preds = %1770
  %1774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 1
  %1775 = mul nuw nsw i64 %1759, 16384
  %1776 = mul nuw nsw i64 %1763, 256
  %1777 = add nuw nsw i64 %1775, %1776
  %1778 = mul nuw nsw i64 %1767, 16
  %1779 = add nuw nsw i64 %1777, %1778
  %1780 = add nuw nsw i64 %1779, %1771
  %1781 = getelementptr inbounds nuw float, ptr %1774, i64 %1780
  %1782 = load float, ptr %1781, align 4
  %1783 = add nuw nsw i64 %1763, 0
  %1784 = add nuw nsw i64 %1783, 0
  %1785 = getelementptr inbounds nuw float, ptr @__constant_64xf32_65, i64 %1784
  %1786 = load float, ptr %1785, align 4
  %1787 = add nuw nsw i64 %1763, 0
  %1788 = add nuw nsw i64 %1787, 0
  %1789 = getelementptr inbounds nuw float, ptr @__constant_64xf32_64, i64 %1788
  %1790 = load float, ptr %1789, align 4
  %1791 = add nuw nsw i64 %1763, 0
  %1792 = add nuw nsw i64 %1791, 0
  %1793 = getelementptr inbounds nuw float, ptr @__constant_64xf32_63, i64 %1792
  %1794 = load float, ptr %1793, align 4
  %1795 = add nuw nsw i64 %1763, 0
  %1796 = add nuw nsw i64 %1795, 0
  %1797 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %1796
  %1798 = load float, ptr %1797, align 4
  %1799 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, 1
  %1800 = mul nuw nsw i64 %1759, 16384
  %1801 = mul nuw nsw i64 %1763, 256
  %1802 = add nuw nsw i64 %1800, %1801
  %1803 = mul nuw nsw i64 %1767, 16
  %1804 = add nuw nsw i64 %1802, %1803
  %1805 = add nuw nsw i64 %1804, %1771
  %1806 = getelementptr inbounds nuw float, ptr %1799, i64 %1805
  %1807 = load float, ptr %1806, align 4
  %1808 = fadd float %1790, f0x3727C5AC
  %1809 = call float @llvm.sqrt.f32(float %1808)
  %1810 = fdiv float 1.000000e+00, %1809
  %1811 = fsub float %1782, %1786
  %1812 = fmul float %1811, %1810
  %1813 = fmul float %1812, %1794
  %1814 = fadd float %1813, %1798
  %1815 = fadd float %1814, %1807
  %1816 = fcmp ugt float %1815, 0.000000e+00
  %1817 = select i1 %1816, float %1815, float 0.000000e+00
  %1818 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %1819 = mul nuw nsw i64 %1759, 16384
  %1820 = mul nuw nsw i64 %1763, 256
  %1821 = add nuw nsw i64 %1819, %1820
  %1822 = mul nuw nsw i64 %1767, 16
  %1823 = add nuw nsw i64 %1821, %1822
  %1824 = add nuw nsw i64 %1823, %1771
  %1825 = getelementptr inbounds nuw float, ptr %1818, i64 %1824
  store float %1817, ptr %1825, align 4
  %1826 = add i64 %1771, 1
  br label %1770

1827:                                             ; preds = %1770
  %1828 = add i64 %1767, 1
  br label %1766

1829:                                             ; preds = %1766
  %1830 = add i64 %1763, 1
  br label %1762

1831:                                             ; preds = %1762
  %1832 = add i64 %1759, 1
  br label %1758

1833:                                             ; preds = %1758
  %1834 = call ptr @malloc(i64 83008)
  %1835 = ptrtoint ptr %1834 to i64
  %1836 = add i64 %1835, 63
  %1837 = urem i64 %1836, 64
  %1838 = sub i64 %1836, %1837
  %1839 = inttoptr i64 %1838 to ptr
  %1840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1834, 0
  %1841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1840, ptr %1839, 1
  %1842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1841, i64 0, 2
  %1843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1842, i64 1, 3, 0
  %1844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1843, i64 64, 3, 1
  %1845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1844, i64 18, 3, 2
  %1846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1845, i64 18, 3, 3
  %1847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1846, i64 20736, 4, 0
  %1848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1847, i64 324, 4, 1
  %1849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1848, i64 18, 4, 2
  %1850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1849, i64 1, 4, 3
  br label %1851

1851:                                             ; preds = %1880, %1833
  %1852 = phi i64 [ %1881, %1880 ], [ 0, %1833 ]
  %1853 = icmp slt i64 %1852, 1
  br i1 %1853, label %1854, label %1882

1854:                                             ; preds = %1851
  br label %1855

1855:                                             ; preds = %1878, %1854
  %1856 = phi i64 [ %1879, %1878 ], [ 0, %1854 ]
  %1857 = icmp slt i64 %1856, 64
  br i1 %1857, label %1858, label %1880

1858:                                             ; preds = %1855
  br label %1859

1859:                                             ; preds = %1876, %1858
  %1860 = phi i64 [ %1877, %1876 ], [ 0, %1858 ]
  %1861 = icmp slt i64 %1860, 18
  br i1 %1861, label %1862, label %1878

1862:                                             ; preds = %1859
  br label %1863

1863:                                             ; preds = %1866, %1862
  %1864 = phi i64 [ %1875, %1866 ], [ 0, %1862 ]
  %1865 = icmp slt i64 %1864, 18
  br i1 %1865, label %1866, label %1876

1866:                                             ; preds = %1863
  %1867 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, 1
  %1868 = mul nuw nsw i64 %1852, 20736
  %1869 = mul nuw nsw i64 %1856, 324
  %1870 = add nuw nsw i64 %1868, %1869
  %1871 = mul nuw nsw i64 %1860, 18
  %1872 = add nuw nsw i64 %1870, %1871
  %1873 = add nuw nsw i64 %1872, %1864
  %1874 = getelementptr inbounds nuw float, ptr %1867, i64 %1873
  store float 0.000000e+00, ptr %1874, align 4
  %1875 = add i64 %1864, 1
  br label %1863

1876:                                             ; preds = %1863
  %1877 = add i64 %1860, 1
  br label %1859

1878:                                             ; preds = %1859
  %1879 = add i64 %1856, 1
  br label %1855

1880:                                             ; preds = %1855
  %1881 = add i64 %1852, 1
  br label %1851

1882:                                             ; preds = %1851
  %1883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, 0
  %1884 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, 1
  %1885 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1883, 0
  %1886 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1885, ptr %1884, 1
  %1887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1886, i64 19, 2
  %1888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1887, i64 1, 3, 0
  %1889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1888, i64 20736, 4, 0
  %1890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1889, i64 64, 3, 1
  %1891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1890, i64 324, 4, 1
  %1892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1891, i64 16, 3, 2
  %1893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1892, i64 18, 4, 2
  %1894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1893, i64 16, 3, 3
  %1895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1894, i64 1, 4, 3
  br label %1896

1896:                                             ; preds = %1935, %1882
  %1897 = phi i64 [ %1936, %1935 ], [ 0, %1882 ]
  %1898 = icmp slt i64 %1897, 1
  br i1 %1898, label %1899, label %1937

1899:                                             ; preds = %1896
  br label %1900

1900:                                             ; preds = %1933, %1899
  %1901 = phi i64 [ %1934, %1933 ], [ 0, %1899 ]
  %1902 = icmp slt i64 %1901, 64
  br i1 %1902, label %1903, label %1935

1903:                                             ; preds = %1900
  br label %1904

1904:                                             ; preds = %1931, %1903
  %1905 = phi i64 [ %1932, %1931 ], [ 0, %1903 ]
  %1906 = icmp slt i64 %1905, 16
  br i1 %1906, label %1907, label %1933

1907:                                             ; preds = %1904
  br label %1908

1908:                                             ; preds = %1911, %1907
  %1909 = phi i64 [ %1930, %1911 ], [ 0, %1907 ]
  %1910 = icmp slt i64 %1909, 16
  br i1 %1910, label %1911, label %1931

1911:                                             ; preds = %1908
  %1912 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %1913 = mul nuw nsw i64 %1897, 16384
  %1914 = mul nuw nsw i64 %1901, 256
  %1915 = add nuw nsw i64 %1913, %1914
  %1916 = mul nuw nsw i64 %1905, 16
  %1917 = add nuw nsw i64 %1915, %1916
  %1918 = add nuw nsw i64 %1917, %1909
  %1919 = getelementptr inbounds nuw float, ptr %1912, i64 %1918
  %1920 = load float, ptr %1919, align 4
  %1921 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1895, 1
  %1922 = getelementptr float, ptr %1921, i64 19
  %1923 = mul nuw nsw i64 %1897, 20736
  %1924 = mul nuw nsw i64 %1901, 324
  %1925 = add nuw nsw i64 %1923, %1924
  %1926 = mul nuw nsw i64 %1905, 18
  %1927 = add nuw nsw i64 %1925, %1926
  %1928 = add nuw nsw i64 %1927, %1909
  %1929 = getelementptr inbounds nuw float, ptr %1922, i64 %1928
  store float %1920, ptr %1929, align 4
  %1930 = add i64 %1909, 1
  br label %1908

1931:                                             ; preds = %1908
  %1932 = add i64 %1905, 1
  br label %1904

1933:                                             ; preds = %1904
  %1934 = add i64 %1901, 1
  br label %1900

1935:                                             ; preds = %1900
  %1936 = add i64 %1897, 1
  br label %1896

1937:                                             ; preds = %1896
  %1938 = call ptr @malloc(i64 32832)
  %1939 = ptrtoint ptr %1938 to i64
  %1940 = add i64 %1939, 63
  %1941 = urem i64 %1940, 64
  %1942 = sub i64 %1940, %1941
  %1943 = inttoptr i64 %1942 to ptr
  %1944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1938, 0
  %1945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1944, ptr %1943, 1
  %1946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1945, i64 0, 2
  %1947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1946, i64 1, 3, 0
  %1948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, i64 128, 3, 1
  %1949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1948, i64 8, 3, 2
  %1950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1949, i64 8, 3, 3
  %1951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1950, i64 8192, 4, 0
  %1952 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1951, i64 64, 4, 1
  %1953 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1952, i64 8, 4, 2
  %1954 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1953, i64 1, 4, 3
  %1955 = call ptr @malloc(i64 32832)
  %1956 = ptrtoint ptr %1955 to i64
  %1957 = add i64 %1956, 63
  %1958 = urem i64 %1957, 64
  %1959 = sub i64 %1957, %1958
  %1960 = inttoptr i64 %1959 to ptr
  %1961 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1955, 0
  %1962 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1961, ptr %1960, 1
  %1963 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1962, i64 0, 2
  %1964 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1963, i64 1, 3, 0
  %1965 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1964, i64 128, 3, 1
  %1966 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1965, i64 8, 3, 2
  %1967 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1966, i64 8, 3, 3
  %1968 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1967, i64 8192, 4, 0
  %1969 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1968, i64 64, 4, 1
  %1970 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1969, i64 8, 4, 2
  %1971 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1970, i64 1, 4, 3
  br label %1972

1972:                                             ; preds = %2001, %1937
  %1973 = phi i64 [ %2002, %2001 ], [ 0, %1937 ]
  %1974 = icmp slt i64 %1973, 1
  br i1 %1974, label %1975, label %2003

1975:                                             ; preds = %1972
  br label %1976

1976:                                             ; preds = %1999, %1975
  %1977 = phi i64 [ %2000, %1999 ], [ 0, %1975 ]
  %1978 = icmp slt i64 %1977, 128
  br i1 %1978, label %1979, label %2001

1979:                                             ; preds = %1976
  br label %1980

1980:                                             ; preds = %1997, %1979
  %1981 = phi i64 [ %1998, %1997 ], [ 0, %1979 ]
  %1982 = icmp slt i64 %1981, 8
  br i1 %1982, label %1983, label %1999

1983:                                             ; preds = %1980
  br label %1984

1984:                                             ; preds = %1987, %1983
  %1985 = phi i64 [ %1996, %1987 ], [ 0, %1983 ]
  %1986 = icmp slt i64 %1985, 8
  br i1 %1986, label %1987, label %1997

1987:                                             ; preds = %1984
  %1988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %1989 = mul nuw nsw i64 %1973, 8192
  %1990 = mul nuw nsw i64 %1977, 64
  %1991 = add nuw nsw i64 %1989, %1990
  %1992 = mul nuw nsw i64 %1981, 8
  %1993 = add nuw nsw i64 %1991, %1992
  %1994 = add nuw nsw i64 %1993, %1985
  %1995 = getelementptr inbounds nuw float, ptr %1988, i64 %1994
  store float 0.000000e+00, ptr %1995, align 4
  %1996 = add i64 %1985, 1
  br label %1984

1997:                                             ; preds = %1984
  %1998 = add i64 %1981, 1
  br label %1980

1999:                                             ; preds = %1980
  %2000 = add i64 %1977, 1
  br label %1976

2001:                                             ; preds = %1976
  %2002 = add i64 %1973, 1
  br label %1972

2003:                                             ; preds = %1972
  %2004 = call ptr @malloc(i64 32832)
  %2005 = ptrtoint ptr %2004 to i64
  %2006 = add i64 %2005, 63
  %2007 = urem i64 %2006, 64
  %2008 = sub i64 %2006, %2007
  %2009 = inttoptr i64 %2008 to ptr
  %2010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2004, 0
  %2011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2010, ptr %2009, 1
  %2012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2011, i64 0, 2
  %2013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2012, i64 1, 3, 0
  %2014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2013, i64 128, 3, 1
  %2015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2014, i64 8, 3, 2
  %2016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2015, i64 8, 3, 3
  %2017 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2016, i64 8192, 4, 0
  %2018 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2017, i64 64, 4, 1
  %2019 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2018, i64 8, 4, 2
  %2020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2019, i64 1, 4, 3
  br label %2021

2021:                                             ; preds = %2059, %2003
  %2022 = phi i64 [ %2060, %2059 ], [ 0, %2003 ]
  %2023 = icmp slt i64 %2022, 1
  br i1 %2023, label %2024, label %2061

2024:                                             ; preds = %2021
  br label %2025

2025:                                             ; preds = %2057, %2024
  %2026 = phi i64 [ %2058, %2057 ], [ 0, %2024 ]
  %2027 = icmp slt i64 %2026, 128
  br i1 %2027, label %2028, label %2059

2028:                                             ; preds = %2025
  br label %2029

2029:                                             ; preds = %2055, %2028
  %2030 = phi i64 [ %2056, %2055 ], [ 0, %2028 ]
  %2031 = icmp slt i64 %2030, 8
  br i1 %2031, label %2032, label %2057

2032:                                             ; preds = %2029
  br label %2033

2033:                                             ; preds = %2036, %2032
  %2034 = phi i64 [ %2054, %2036 ], [ 0, %2032 ]
  %2035 = icmp slt i64 %2034, 8
  br i1 %2035, label %2036, label %2055

2036:                                             ; preds = %2033
  %2037 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %2038 = mul nuw nsw i64 %2022, 8192
  %2039 = mul nuw nsw i64 %2026, 64
  %2040 = add nuw nsw i64 %2038, %2039
  %2041 = mul nuw nsw i64 %2030, 8
  %2042 = add nuw nsw i64 %2040, %2041
  %2043 = add nuw nsw i64 %2042, %2034
  %2044 = getelementptr inbounds nuw float, ptr %2037, i64 %2043
  %2045 = load float, ptr %2044, align 4
  %2046 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, 1
  %2047 = mul nuw nsw i64 %2022, 8192
  %2048 = mul nuw nsw i64 %2026, 64
  %2049 = add nuw nsw i64 %2047, %2048
  %2050 = mul nuw nsw i64 %2030, 8
  %2051 = add nuw nsw i64 %2049, %2050
  %2052 = add nuw nsw i64 %2051, %2034
  %2053 = getelementptr inbounds nuw float, ptr %2046, i64 %2052
  store float %2045, ptr %2053, align 4
  %2054 = add i64 %2034, 1
  br label %2033

2055:                                             ; preds = %2033
  %2056 = add i64 %2030, 1
  br label %2029

2057:                                             ; preds = %2029
  %2058 = add i64 %2026, 1
  br label %2025

2059:                                             ; preds = %2025
  %2060 = add i64 %2022, 1
  br label %2021

2061:                                             ; preds = %2021
  br label %2062

2062:                                             ; preds = %2141, %2061
  %2063 = phi i64 [ %2142, %2141 ], [ 0, %2061 ]
  %2064 = icmp slt i64 %2063, 1
  br i1 %2064, label %2065, label %2143

2065:                                             ; preds = %2062
  br label %2066

2066:                                             ; preds = %2139, %2065
  %2067 = phi i64 [ %2140, %2139 ], [ 0, %2065 ]
  %2068 = icmp slt i64 %2067, 128
  br i1 %2068, label %2069, label %2141

2069:                                             ; preds = %2066
  br label %2070

2070:                                             ; preds = %2137, %2069
  %2071 = phi i64 [ %2138, %2137 ], [ 0, %2069 ]
  %2072 = icmp slt i64 %2071, 8
  br i1 %2072, label %2073, label %2139

2073:                                             ; preds = %2070
  br label %2074

2074:                                             ; preds = %2135, %2073
  %2075 = phi i64 [ %2136, %2135 ], [ 0, %2073 ]
  %2076 = icmp slt i64 %2075, 8
  br i1 %2076, label %2077, label %2137

2077:                                             ; preds = %2074
  br label %2078

2078:                                             ; preds = %2133, %2077
  %2079 = phi i64 [ %2134, %2133 ], [ 0, %2077 ]
  %2080 = icmp slt i64 %2079, 64
  br i1 %2080, label %2081, label %2135

2081:                                             ; preds = %2078
  br label %2082

2082:                                             ; preds = %2131, %2081
  %2083 = phi i64 [ %2132, %2131 ], [ 0, %2081 ]
  %2084 = icmp slt i64 %2083, 3
  br i1 %2084, label %2085, label %2133

2085:                                             ; preds = %2082
  br label %2086

2086:                                             ; preds = %2089, %2085
  %2087 = phi i64 [ %2130, %2089 ], [ 0, %2085 ]
  %2088 = icmp slt i64 %2087, 3
  br i1 %2088, label %2089, label %2131

2089:                                             ; preds = %2086
  %2090 = mul nsw i64 %2071, 2
  %2091 = add i64 %2090, %2083
  %2092 = mul nsw i64 %2075, 2
  %2093 = add i64 %2092, %2087
  %2094 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, 1
  %2095 = mul nuw nsw i64 %2063, 20736
  %2096 = mul nuw nsw i64 %2079, 324
  %2097 = add nuw nsw i64 %2095, %2096
  %2098 = mul nuw nsw i64 %2091, 18
  %2099 = add nuw nsw i64 %2097, %2098
  %2100 = add nuw nsw i64 %2099, %2093
  %2101 = getelementptr inbounds nuw float, ptr %2094, i64 %2100
  %2102 = load float, ptr %2101, align 4
  %2103 = mul nuw nsw i64 %2067, 576
  %2104 = mul nuw nsw i64 %2079, 9
  %2105 = add nuw nsw i64 %2103, %2104
  %2106 = mul nuw nsw i64 %2083, 3
  %2107 = add nuw nsw i64 %2105, %2106
  %2108 = add nuw nsw i64 %2107, %2087
  %2109 = getelementptr inbounds nuw float, ptr @__constant_128x64x3x3xf32, i64 %2108
  %2110 = load float, ptr %2109, align 4
  %2111 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, 1
  %2112 = mul nuw nsw i64 %2063, 8192
  %2113 = mul nuw nsw i64 %2067, 64
  %2114 = add nuw nsw i64 %2112, %2113
  %2115 = mul nuw nsw i64 %2071, 8
  %2116 = add nuw nsw i64 %2114, %2115
  %2117 = add nuw nsw i64 %2116, %2075
  %2118 = getelementptr inbounds nuw float, ptr %2111, i64 %2117
  %2119 = load float, ptr %2118, align 4
  %2120 = fmul float %2102, %2110
  %2121 = fadd float %2119, %2120
  %2122 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, 1
  %2123 = mul nuw nsw i64 %2063, 8192
  %2124 = mul nuw nsw i64 %2067, 64
  %2125 = add nuw nsw i64 %2123, %2124
  %2126 = mul nuw nsw i64 %2071, 8
  %2127 = add nuw nsw i64 %2125, %2126
  %2128 = add nuw nsw i64 %2127, %2075
  %2129 = getelementptr inbounds nuw float, ptr %2122, i64 %2128
  store float %2121, ptr %2129, align 4
  %2130 = add i64 %2087, 1
  br label %2086

2131:                                             ; preds = %2086
  %2132 = add i64 %2083, 1
  br label %2082

2133:                                             ; preds = %2082
  %2134 = add i64 %2079, 1
  br label %2078

2135:                                             ; preds = %2078
  %2136 = add i64 %2075, 1
  br label %2074

2137:                                             ; preds = %2074
  %2138 = add i64 %2071, 1
  br label %2070

2139:                                             ; preds = %2070
  %2140 = add i64 %2067, 1
  br label %2066

2141:                                             ; preds = %2066
  %2142 = add i64 %2063, 1
  br label %2062

2143:                                             ; preds = %2062
  br label %2144

2144:                                             ; preds = %2207, %2143
  %2145 = phi i64 [ %2208, %2207 ], [ 0, %2143 ]
  %2146 = icmp slt i64 %2145, 1
  br i1 %2146, label %2147, label %2209

2147:                                             ; preds = %2144
  br label %2148

2148:                                             ; preds = %2205, %2147
  %2149 = phi i64 [ %2206, %2205 ], [ 0, %2147 ]
  %2150 = icmp slt i64 %2149, 128
  br i1 %2150, label %2151, label %2207

2151:                                             ; preds = %2148
  br label %2152

2152:                                             ; preds = %2203, %2151
  %2153 = phi i64 [ %2204, %2203 ], [ 0, %2151 ]
  %2154 = icmp slt i64 %2153, 8
  br i1 %2154, label %2155, label %2205

2155:                                             ; preds = %2152
  br label %2156

2156:                                             ; preds = %2159, %2155
  %2157 = phi i64 [ %2202, %2159 ], [ 0, %2155 ]
  %2158 = icmp slt i64 %2157, 8
  br i1 %2158, label %2159, label %2203

2159:                                             ; preds = %2156
  %2160 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, 1
  %2161 = mul nuw nsw i64 %2145, 8192
  %2162 = mul nuw nsw i64 %2149, 64
  %2163 = add nuw nsw i64 %2161, %2162
  %2164 = mul nuw nsw i64 %2153, 8
  %2165 = add nuw nsw i64 %2163, %2164
  %2166 = add nuw nsw i64 %2165, %2157
  %2167 = getelementptr inbounds nuw float, ptr %2160, i64 %2166
  %2168 = load float, ptr %2167, align 4
  %2169 = add nuw nsw i64 %2149, 0
  %2170 = add nuw nsw i64 %2169, 0
  %2171 = getelementptr inbounds nuw float, ptr @__constant_128xf32_62, i64 %2170
  %2172 = load float, ptr %2171, align 4
  %2173 = add nuw nsw i64 %2149, 0
  %2174 = add nuw nsw i64 %2173, 0
  %2175 = getelementptr inbounds nuw float, ptr @__constant_128xf32_61, i64 %2174
  %2176 = load float, ptr %2175, align 4
  %2177 = add nuw nsw i64 %2149, 0
  %2178 = add nuw nsw i64 %2177, 0
  %2179 = getelementptr inbounds nuw float, ptr @__constant_128xf32_60, i64 %2178
  %2180 = load float, ptr %2179, align 4
  %2181 = add nuw nsw i64 %2149, 0
  %2182 = add nuw nsw i64 %2181, 0
  %2183 = getelementptr inbounds nuw float, ptr @__constant_128xf32_59, i64 %2182
  %2184 = load float, ptr %2183, align 4
  %2185 = fadd float %2176, f0x3727C5AC
  %2186 = call float @llvm.sqrt.f32(float %2185)
  %2187 = fdiv float 1.000000e+00, %2186
  %2188 = fsub float %2168, %2172
  %2189 = fmul float %2188, %2187
  %2190 = fmul float %2189, %2180
  %2191 = fadd float %2190, %2184
  %2192 = fcmp ugt float %2191, 0.000000e+00
  %2193 = select i1 %2192, float %2191, float 0.000000e+00
  %2194 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %2195 = mul nuw nsw i64 %2145, 8192
  %2196 = mul nuw nsw i64 %2149, 64
  %2197 = add nuw nsw i64 %2195, %2196
  %2198 = mul nuw nsw i64 %2153, 8
  %2199 = add nuw nsw i64 %2197, %2198
  %2200 = add nuw nsw i64 %2199, %2157
  %2201 = getelementptr inbounds nuw float, ptr %2194, i64 %2200
  store float %2193, ptr %2201, align 4
  %2202 = add i64 %2157, 1
  br label %2156

2203:                                             ; preds = %2156
  %2204 = add i64 %2153, 1
  br label %2152

2205:                                             ; preds = %2152
  %2206 = add i64 %2149, 1
  br label %2148

2207:                                             ; preds = %2148
  %2208 = add i64 %2145, 1
  br label %2144

2209:                                             ; preds = %2144
  %2210 = call ptr @malloc(i64 51264)
  %2211 = ptrtoint ptr %2210 to i64
  %2212 = add i64 %2211, 63
  %2213 = urem i64 %2212, 64
  %2214 = sub i64 %2212, %2213
  %2215 = inttoptr i64 %2214 to ptr
  %2216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2210, 0
  %2217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2216, ptr %2215, 1
  %2218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2217, i64 0, 2
  %2219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2218, i64 1, 3, 0
  %2220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2219, i64 128, 3, 1
  %2221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2220, i64 10, 3, 2
  %2222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2221, i64 10, 3, 3
  %2223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2222, i64 12800, 4, 0
  %2224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2223, i64 100, 4, 1
  %2225 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2224, i64 10, 4, 2
  %2226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2225, i64 1, 4, 3
  br label %2227

2227:                                             ; preds = %2256, %2209
  %2228 = phi i64 [ %2257, %2256 ], [ 0, %2209 ]
  %2229 = icmp slt i64 %2228, 1
  br i1 %2229, label %2230, label %2258

2230:                                             ; preds = %2227
  br label %2231

2231:                                             ; preds = %2254, %2230
  %2232 = phi i64 [ %2255, %2254 ], [ 0, %2230 ]
  %2233 = icmp slt i64 %2232, 128
  br i1 %2233, label %2234, label %2256

2234:                                             ; preds = %2231
  br label %2235

2235:                                             ; preds = %2252, %2234
  %2236 = phi i64 [ %2253, %2252 ], [ 0, %2234 ]
  %2237 = icmp slt i64 %2236, 10
  br i1 %2237, label %2238, label %2254

2238:                                             ; preds = %2235
  br label %2239

2239:                                             ; preds = %2242, %2238
  %2240 = phi i64 [ %2251, %2242 ], [ 0, %2238 ]
  %2241 = icmp slt i64 %2240, 10
  br i1 %2241, label %2242, label %2252

2242:                                             ; preds = %2239
  %2243 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2226, 1
  %2244 = mul nuw nsw i64 %2228, 12800
  %2245 = mul nuw nsw i64 %2232, 100
  %2246 = add nuw nsw i64 %2244, %2245
  %2247 = mul nuw nsw i64 %2236, 10
  %2248 = add nuw nsw i64 %2246, %2247
  %2249 = add nuw nsw i64 %2248, %2240
  %2250 = getelementptr inbounds nuw float, ptr %2243, i64 %2249
  store float 0.000000e+00, ptr %2250, align 4
  %2251 = add i64 %2240, 1
  br label %2239

2252:                                             ; preds = %2239
  %2253 = add i64 %2236, 1
  br label %2235

2254:                                             ; preds = %2235
  %2255 = add i64 %2232, 1
  br label %2231

2256:                                             ; preds = %2231
  %2257 = add i64 %2228, 1
  br label %2227

2258:                                             ; preds = %2227
  %2259 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2226, 0
  %2260 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2226, 1
  %2261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2259, 0
  %2262 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2261, ptr %2260, 1
  %2263 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2262, i64 11, 2
  %2264 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2263, i64 1, 3, 0
  %2265 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2264, i64 12800, 4, 0
  %2266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2265, i64 128, 3, 1
  %2267 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2266, i64 100, 4, 1
  %2268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2267, i64 8, 3, 2
  %2269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2268, i64 10, 4, 2
  %2270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2269, i64 8, 3, 3
  %2271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2270, i64 1, 4, 3
  br label %2272

2272:                                             ; preds = %2311, %2258
  %2273 = phi i64 [ %2312, %2311 ], [ 0, %2258 ]
  %2274 = icmp slt i64 %2273, 1
  br i1 %2274, label %2275, label %2313

2275:                                             ; preds = %2272
  br label %2276

2276:                                             ; preds = %2309, %2275
  %2277 = phi i64 [ %2310, %2309 ], [ 0, %2275 ]
  %2278 = icmp slt i64 %2277, 128
  br i1 %2278, label %2279, label %2311

2279:                                             ; preds = %2276
  br label %2280

2280:                                             ; preds = %2307, %2279
  %2281 = phi i64 [ %2308, %2307 ], [ 0, %2279 ]
  %2282 = icmp slt i64 %2281, 8
  br i1 %2282, label %2283, label %2309

2283:                                             ; preds = %2280
  br label %2284

2284:                                             ; preds = %2287, %2283
  %2285 = phi i64 [ %2306, %2287 ], [ 0, %2283 ]
  %2286 = icmp slt i64 %2285, 8
  br i1 %2286, label %2287, label %2307

2287:                                             ; preds = %2284
  %2288 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %2289 = mul nuw nsw i64 %2273, 8192
  %2290 = mul nuw nsw i64 %2277, 64
  %2291 = add nuw nsw i64 %2289, %2290
  %2292 = mul nuw nsw i64 %2281, 8
  %2293 = add nuw nsw i64 %2291, %2292
  %2294 = add nuw nsw i64 %2293, %2285
  %2295 = getelementptr inbounds nuw float, ptr %2288, i64 %2294
  %2296 = load float, ptr %2295, align 4
  %2297 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2271, 1
  %2298 = getelementptr float, ptr %2297, i64 11
  %2299 = mul nuw nsw i64 %2273, 12800
  %2300 = mul nuw nsw i64 %2277, 100
  %2301 = add nuw nsw i64 %2299, %2300
  %2302 = mul nuw nsw i64 %2281, 10
  %2303 = add nuw nsw i64 %2301, %2302
  %2304 = add nuw nsw i64 %2303, %2285
  %2305 = getelementptr inbounds nuw float, ptr %2298, i64 %2304
  store float %2296, ptr %2305, align 4
  %2306 = add i64 %2285, 1
  br label %2284

2307:                                             ; preds = %2284
  %2308 = add i64 %2281, 1
  br label %2280

2309:                                             ; preds = %2280
  %2310 = add i64 %2277, 1
  br label %2276

2311:                                             ; preds = %2276
  %2312 = add i64 %2273, 1
  br label %2272

2313:                                             ; preds = %2272
  %2314 = call ptr @malloc(i64 32832)
  %2315 = ptrtoint ptr %2314 to i64
  %2316 = add i64 %2315, 63
  %2317 = urem i64 %2316, 64
  %2318 = sub i64 %2316, %2317
  %2319 = inttoptr i64 %2318 to ptr
  %2320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2314, 0
  %2321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2320, ptr %2319, 1
  %2322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2321, i64 0, 2
  %2323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2322, i64 1, 3, 0
  %2324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2323, i64 128, 3, 1
  %2325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2324, i64 8, 3, 2
  %2326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2325, i64 8, 3, 3
  %2327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2326, i64 8192, 4, 0
  %2328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2327, i64 64, 4, 1
  %2329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2328, i64 8, 4, 2
  %2330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2329, i64 1, 4, 3
  br label %2331

2331:                                             ; preds = %2369, %2313
  %2332 = phi i64 [ %2370, %2369 ], [ 0, %2313 ]
  %2333 = icmp slt i64 %2332, 1
  br i1 %2333, label %2334, label %2371

2334:                                             ; preds = %2331
  br label %2335

2335:                                             ; preds = %2367, %2334
  %2336 = phi i64 [ %2368, %2367 ], [ 0, %2334 ]
  %2337 = icmp slt i64 %2336, 128
  br i1 %2337, label %2338, label %2369

2338:                                             ; preds = %2335
  br label %2339

2339:                                             ; preds = %2365, %2338
  %2340 = phi i64 [ %2366, %2365 ], [ 0, %2338 ]
  %2341 = icmp slt i64 %2340, 8
  br i1 %2341, label %2342, label %2367

2342:                                             ; preds = %2339
  br label %2343

2343:                                             ; preds = %2346, %2342
  %2344 = phi i64 [ %2364, %2346 ], [ 0, %2342 ]
  %2345 = icmp slt i64 %2344, 8
  br i1 %2345, label %2346, label %2365

2346:                                             ; preds = %2343
  %2347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %2348 = mul nuw nsw i64 %2332, 8192
  %2349 = mul nuw nsw i64 %2336, 64
  %2350 = add nuw nsw i64 %2348, %2349
  %2351 = mul nuw nsw i64 %2340, 8
  %2352 = add nuw nsw i64 %2350, %2351
  %2353 = add nuw nsw i64 %2352, %2344
  %2354 = getelementptr inbounds nuw float, ptr %2347, i64 %2353
  %2355 = load float, ptr %2354, align 4
  %2356 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2357 = mul nuw nsw i64 %2332, 8192
  %2358 = mul nuw nsw i64 %2336, 64
  %2359 = add nuw nsw i64 %2357, %2358
  %2360 = mul nuw nsw i64 %2340, 8
  %2361 = add nuw nsw i64 %2359, %2360
  %2362 = add nuw nsw i64 %2361, %2344
  %2363 = getelementptr inbounds nuw float, ptr %2356, i64 %2362
  store float %2355, ptr %2363, align 4
  %2364 = add i64 %2344, 1
  br label %2343

2365:                                             ; preds = %2343
  %2366 = add i64 %2340, 1
  br label %2339

2367:                                             ; preds = %2339
  %2368 = add i64 %2336, 1
  br label %2335

2369:                                             ; preds = %2335
  %2370 = add i64 %2332, 1
  br label %2331

2371:                                             ; preds = %2331
  br label %2372

2372:                                             ; preds = %2449, %2371
  %2373 = phi i64 [ %2450, %2449 ], [ 0, %2371 ]
  %2374 = icmp slt i64 %2373, 1
  br i1 %2374, label %2375, label %2451

2375:                                             ; preds = %2372
  br label %2376

2376:                                             ; preds = %2447, %2375
  %2377 = phi i64 [ %2448, %2447 ], [ 0, %2375 ]
  %2378 = icmp slt i64 %2377, 128
  br i1 %2378, label %2379, label %2449

2379:                                             ; preds = %2376
  br label %2380

2380:                                             ; preds = %2445, %2379
  %2381 = phi i64 [ %2446, %2445 ], [ 0, %2379 ]
  %2382 = icmp slt i64 %2381, 8
  br i1 %2382, label %2383, label %2447

2383:                                             ; preds = %2380
  br label %2384

2384:                                             ; preds = %2443, %2383
  %2385 = phi i64 [ %2444, %2443 ], [ 0, %2383 ]
  %2386 = icmp slt i64 %2385, 8
  br i1 %2386, label %2387, label %2445

2387:                                             ; preds = %2384
  br label %2388

2388:                                             ; preds = %2441, %2387
  %2389 = phi i64 [ %2442, %2441 ], [ 0, %2387 ]
  %2390 = icmp slt i64 %2389, 128
  br i1 %2390, label %2391, label %2443

2391:                                             ; preds = %2388
  br label %2392

2392:                                             ; preds = %2439, %2391
  %2393 = phi i64 [ %2440, %2439 ], [ 0, %2391 ]
  %2394 = icmp slt i64 %2393, 3
  br i1 %2394, label %2395, label %2441

2395:                                             ; preds = %2392
  br label %2396

2396:                                             ; preds = %2399, %2395
  %2397 = phi i64 [ %2438, %2399 ], [ 0, %2395 ]
  %2398 = icmp slt i64 %2397, 3
  br i1 %2398, label %2399, label %2439

2399:                                             ; preds = %2396
  %2400 = add i64 %2381, %2393
  %2401 = add i64 %2385, %2397
  %2402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2226, 1
  %2403 = mul nuw nsw i64 %2373, 12800
  %2404 = mul nuw nsw i64 %2389, 100
  %2405 = add nuw nsw i64 %2403, %2404
  %2406 = mul nuw nsw i64 %2400, 10
  %2407 = add nuw nsw i64 %2405, %2406
  %2408 = add nuw nsw i64 %2407, %2401
  %2409 = getelementptr inbounds nuw float, ptr %2402, i64 %2408
  %2410 = load float, ptr %2409, align 4
  %2411 = mul nuw nsw i64 %2377, 1152
  %2412 = mul nuw nsw i64 %2389, 9
  %2413 = add nuw nsw i64 %2411, %2412
  %2414 = mul nuw nsw i64 %2393, 3
  %2415 = add nuw nsw i64 %2413, %2414
  %2416 = add nuw nsw i64 %2415, %2397
  %2417 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32_58, i64 %2416
  %2418 = load float, ptr %2417, align 4
  %2419 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2420 = mul nuw nsw i64 %2373, 8192
  %2421 = mul nuw nsw i64 %2377, 64
  %2422 = add nuw nsw i64 %2420, %2421
  %2423 = mul nuw nsw i64 %2381, 8
  %2424 = add nuw nsw i64 %2422, %2423
  %2425 = add nuw nsw i64 %2424, %2385
  %2426 = getelementptr inbounds nuw float, ptr %2419, i64 %2425
  %2427 = load float, ptr %2426, align 4
  %2428 = fmul float %2410, %2418
  %2429 = fadd float %2427, %2428
  %2430 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2431 = mul nuw nsw i64 %2373, 8192
  %2432 = mul nuw nsw i64 %2377, 64
  %2433 = add nuw nsw i64 %2431, %2432
  %2434 = mul nuw nsw i64 %2381, 8
  %2435 = add nuw nsw i64 %2433, %2434
  %2436 = add nuw nsw i64 %2435, %2385
  %2437 = getelementptr inbounds nuw float, ptr %2430, i64 %2436
  store float %2429, ptr %2437, align 4
  %2438 = add i64 %2397, 1
  br label %2396

2439:                                             ; preds = %2396
  %2440 = add i64 %2393, 1
  br label %2392

2441:                                             ; preds = %2392
  %2442 = add i64 %2389, 1
  br label %2388

2443:                                             ; preds = %2388
  %2444 = add i64 %2385, 1
  br label %2384

2445:                                             ; preds = %2384
  %2446 = add i64 %2381, 1
  br label %2380

2447:                                             ; preds = %2380
  %2448 = add i64 %2377, 1
  br label %2376

2449:                                             ; preds = %2376
  %2450 = add i64 %2373, 1
  br label %2372

2451:                                             ; preds = %2372
  %2452 = call ptr @malloc(i64 32832)
  %2453 = ptrtoint ptr %2452 to i64
  %2454 = add i64 %2453, 63
  %2455 = urem i64 %2454, 64
  %2456 = sub i64 %2454, %2455
  %2457 = inttoptr i64 %2456 to ptr
  %2458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2452, 0
  %2459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2458, ptr %2457, 1
  %2460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2459, i64 0, 2
  %2461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2460, i64 1, 3, 0
  %2462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2461, i64 128, 3, 1
  %2463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2462, i64 8, 3, 2
  %2464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2463, i64 8, 3, 3
  %2465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2464, i64 8192, 4, 0
  %2466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2465, i64 64, 4, 1
  %2467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2466, i64 8, 4, 2
  %2468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, i64 1, 4, 3
  br label %2469

2469:                                             ; preds = %2507, %2451
  %2470 = phi i64 [ %2508, %2507 ], [ 0, %2451 ]
  %2471 = icmp slt i64 %2470, 1
  br i1 %2471, label %2472, label %2509

2472:                                             ; preds = %2469
  br label %2473

2473:                                             ; preds = %2505, %2472
  %2474 = phi i64 [ %2506, %2505 ], [ 0, %2472 ]
  %2475 = icmp slt i64 %2474, 128
  br i1 %2475, label %2476, label %2507

2476:                                             ; preds = %2473
  br label %2477

2477:                                             ; preds = %2503, %2476
  %2478 = phi i64 [ %2504, %2503 ], [ 0, %2476 ]
  %2479 = icmp slt i64 %2478, 8
  br i1 %2479, label %2480, label %2505

2480:                                             ; preds = %2477
  br label %2481

2481:                                             ; preds = %2484, %2480
  %2482 = phi i64 [ %2502, %2484 ], [ 0, %2480 ]
  %2483 = icmp slt i64 %2482, 8
  br i1 %2483, label %2484, label %2503

2484:                                             ; preds = %2481
  %2485 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %2486 = mul nuw nsw i64 %2470, 8192
  %2487 = mul nuw nsw i64 %2474, 64
  %2488 = add nuw nsw i64 %2486, %2487
  %2489 = mul nuw nsw i64 %2478, 8
  %2490 = add nuw nsw i64 %2488, %2489
  %2491 = add nuw nsw i64 %2490, %2482
  %2492 = getelementptr inbounds nuw float, ptr %2485, i64 %2491
  %2493 = load float, ptr %2492, align 4
  %2494 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, 1
  %2495 = mul nuw nsw i64 %2470, 8192
  %2496 = mul nuw nsw i64 %2474, 64
  %2497 = add nuw nsw i64 %2495, %2496
  %2498 = mul nuw nsw i64 %2478, 8
  %2499 = add nuw nsw i64 %2497, %2498
  %2500 = add nuw nsw i64 %2499, %2482
  %2501 = getelementptr inbounds nuw float, ptr %2494, i64 %2500
  store float %2493, ptr %2501, align 4
  %2502 = add i64 %2482, 1
  br label %2481

2503:                                             ; preds = %2481
  %2504 = add i64 %2478, 1
  br label %2477

2505:                                             ; preds = %2477
  %2506 = add i64 %2474, 1
  br label %2473

2507:                                             ; preds = %2473
  %2508 = add i64 %2470, 1
  br label %2469

2509:                                             ; preds = %2469
  br label %2510

2510:                                             ; preds = %2587, %2509
  %2511 = phi i64 [ %2588, %2587 ], [ 0, %2509 ]
  %2512 = icmp slt i64 %2511, 1
  br i1 %2512, label %2513, label %2589

2513:                                             ; preds = %2510
  br label %2514

2514:                                             ; preds = %2585, %2513
  %2515 = phi i64 [ %2586, %2585 ], [ 0, %2513 ]
  %2516 = icmp slt i64 %2515, 128
  br i1 %2516, label %2517, label %2587

2517:                                             ; preds = %2514
  br label %2518

2518:                                             ; preds = %2583, %2517
  %2519 = phi i64 [ %2584, %2583 ], [ 0, %2517 ]
  %2520 = icmp slt i64 %2519, 8
  br i1 %2520, label %2521, label %2585

2521:                                             ; preds = %2518
  br label %2522

2522:                                             ; preds = %2581, %2521
  %2523 = phi i64 [ %2582, %2581 ], [ 0, %2521 ]
  %2524 = icmp slt i64 %2523, 8
  br i1 %2524, label %2525, label %2583

2525:                                             ; preds = %2522
  br label %2526

2526:                                             ; preds = %2579, %2525
  %2527 = phi i64 [ %2580, %2579 ], [ 0, %2525 ]
  %2528 = icmp slt i64 %2527, 64
  br i1 %2528, label %2529, label %2581

2529:                                             ; preds = %2526
  br label %2530

2530:                                             ; preds = %2577, %2529
  %2531 = phi i64 [ %2578, %2577 ], [ 0, %2529 ]
  %2532 = icmp slt i64 %2531, 1
  br i1 %2532, label %2533, label %2579

2533:                                             ; preds = %2530
  br label %2534

2534:                                             ; preds = %2537, %2533
  %2535 = phi i64 [ %2576, %2537 ], [ 0, %2533 ]
  %2536 = icmp slt i64 %2535, 1
  br i1 %2536, label %2537, label %2577

2537:                                             ; preds = %2534
  %2538 = mul nsw i64 %2519, 2
  %2539 = add i64 %2538, %2531
  %2540 = mul nsw i64 %2523, 2
  %2541 = add i64 %2540, %2535
  %2542 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 1
  %2543 = mul nuw nsw i64 %2511, 16384
  %2544 = mul nuw nsw i64 %2527, 256
  %2545 = add nuw nsw i64 %2543, %2544
  %2546 = mul nuw nsw i64 %2539, 16
  %2547 = add nuw nsw i64 %2545, %2546
  %2548 = add nuw nsw i64 %2547, %2541
  %2549 = getelementptr inbounds nuw float, ptr %2542, i64 %2548
  %2550 = load float, ptr %2549, align 4
  %2551 = mul nuw nsw i64 %2515, 64
  %2552 = add nuw nsw i64 %2551, %2527
  %2553 = add nuw nsw i64 %2552, %2531
  %2554 = add nuw nsw i64 %2553, %2535
  %2555 = getelementptr inbounds nuw float, ptr @__constant_128x64x1x1xf32, i64 %2554
  %2556 = load float, ptr %2555, align 4
  %2557 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, 1
  %2558 = mul nuw nsw i64 %2511, 8192
  %2559 = mul nuw nsw i64 %2515, 64
  %2560 = add nuw nsw i64 %2558, %2559
  %2561 = mul nuw nsw i64 %2519, 8
  %2562 = add nuw nsw i64 %2560, %2561
  %2563 = add nuw nsw i64 %2562, %2523
  %2564 = getelementptr inbounds nuw float, ptr %2557, i64 %2563
  %2565 = load float, ptr %2564, align 4
  %2566 = fmul float %2550, %2556
  %2567 = fadd float %2565, %2566
  %2568 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, 1
  %2569 = mul nuw nsw i64 %2511, 8192
  %2570 = mul nuw nsw i64 %2515, 64
  %2571 = add nuw nsw i64 %2569, %2570
  %2572 = mul nuw nsw i64 %2519, 8
  %2573 = add nuw nsw i64 %2571, %2572
  %2574 = add nuw nsw i64 %2573, %2523
  %2575 = getelementptr inbounds nuw float, ptr %2568, i64 %2574
  store float %2567, ptr %2575, align 4
  %2576 = add i64 %2535, 1
  br label %2534

2577:                                             ; preds = %2534
  %2578 = add i64 %2531, 1
  br label %2530

2579:                                             ; preds = %2530
  %2580 = add i64 %2527, 1
  br label %2526

2581:                                             ; preds = %2526
  %2582 = add i64 %2523, 1
  br label %2522

2583:                                             ; preds = %2522
  %2584 = add i64 %2519, 1
  br label %2518

2585:                                             ; preds = %2518
  %2586 = add i64 %2515, 1
  br label %2514

2587:                                             ; preds = %2514
  %2588 = add i64 %2511, 1
  br label %2510

2589:                                             ; preds = %2510
  %2590 = call ptr @malloc(i64 32832)
  %2591 = ptrtoint ptr %2590 to i64
  %2592 = add i64 %2591, 63
  %2593 = urem i64 %2592, 64
  %2594 = sub i64 %2592, %2593
  %2595 = inttoptr i64 %2594 to ptr
  %2596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2590, 0
  %2597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2596, ptr %2595, 1
  %2598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2597, i64 0, 2
  %2599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2598, i64 1, 3, 0
  %2600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2599, i64 128, 3, 1
  %2601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2600, i64 8, 3, 2
  %2602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2601, i64 8, 3, 3
  %2603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2602, i64 8192, 4, 0
  %2604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2603, i64 64, 4, 1
  %2605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2604, i64 8, 4, 2
  %2606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2605, i64 1, 4, 3
  br label %2607

2607:                                             ; preds = %2703, %2589
  %2608 = phi i64 [ %2704, %2703 ], [ 0, %2589 ]
  %2609 = icmp slt i64 %2608, 1
  br i1 %2609, label %2610, label %2705

2610:                                             ; preds = %2607
  br label %2611

2611:                                             ; preds = %2701, %2610
  %2612 = phi i64 [ %2702, %2701 ], [ 0, %2610 ]
  %2613 = icmp slt i64 %2612, 128
  br i1 %2613, label %2614, label %2703

2614:                                             ; preds = %2611
  br label %2615

2615:                                             ; preds = %2699, %2614
  %2616 = phi i64 [ %2700, %2699 ], [ 0, %2614 ]
  %2617 = icmp slt i64 %2616, 8
  br i1 %2617, label %2618, label %2701

2618:                                             ; preds = %2615
  br label %2619

2619:                                             ; preds = %2622, %2618
  %2620 = phi i64 [ %2698, %2622 ], [ 0, %2618 ]
  %2621 = icmp slt i64 %2620, 8
  br i1 %2621, label %2622, label %2699

2622:                                             ; preds = %2619
  %2623 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2624 = mul nuw nsw i64 %2608, 8192
  %2625 = mul nuw nsw i64 %2612, 64
  %2626 = add nuw nsw i64 %2624, %2625
  %2627 = mul nuw nsw i64 %2616, 8
  %2628 = add nuw nsw i64 %2626, %2627
  %2629 = add nuw nsw i64 %2628, %2620
  %2630 = getelementptr inbounds nuw float, ptr %2623, i64 %2629
  %2631 = load float, ptr %2630, align 4
  %2632 = add nuw nsw i64 %2612, 0
  %2633 = add nuw nsw i64 %2632, 0
  %2634 = getelementptr inbounds nuw float, ptr @__constant_128xf32_57, i64 %2633
  %2635 = load float, ptr %2634, align 4
  %2636 = add nuw nsw i64 %2612, 0
  %2637 = add nuw nsw i64 %2636, 0
  %2638 = getelementptr inbounds nuw float, ptr @__constant_128xf32_56, i64 %2637
  %2639 = load float, ptr %2638, align 4
  %2640 = add nuw nsw i64 %2612, 0
  %2641 = add nuw nsw i64 %2640, 0
  %2642 = getelementptr inbounds nuw float, ptr @__constant_128xf32_55, i64 %2641
  %2643 = load float, ptr %2642, align 4
  %2644 = add nuw nsw i64 %2612, 0
  %2645 = add nuw nsw i64 %2644, 0
  %2646 = getelementptr inbounds nuw float, ptr @__constant_128xf32_54, i64 %2645
  %2647 = load float, ptr %2646, align 4
  %2648 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, 1
  %2649 = mul nuw nsw i64 %2608, 8192
  %2650 = mul nuw nsw i64 %2612, 64
  %2651 = add nuw nsw i64 %2649, %2650
  %2652 = mul nuw nsw i64 %2616, 8
  %2653 = add nuw nsw i64 %2651, %2652
  %2654 = add nuw nsw i64 %2653, %2620
  %2655 = getelementptr inbounds nuw float, ptr %2648, i64 %2654
  %2656 = load float, ptr %2655, align 4
  %2657 = add nuw nsw i64 %2612, 0
  %2658 = add nuw nsw i64 %2657, 0
  %2659 = getelementptr inbounds nuw float, ptr @__constant_128xf32_53, i64 %2658
  %2660 = load float, ptr %2659, align 4
  %2661 = add nuw nsw i64 %2612, 0
  %2662 = add nuw nsw i64 %2661, 0
  %2663 = getelementptr inbounds nuw float, ptr @__constant_128xf32_52, i64 %2662
  %2664 = load float, ptr %2663, align 4
  %2665 = add nuw nsw i64 %2612, 0
  %2666 = add nuw nsw i64 %2665, 0
  %2667 = getelementptr inbounds nuw float, ptr @__constant_128xf32_51, i64 %2666
  %2668 = load float, ptr %2667, align 4
  %2669 = add nuw nsw i64 %2612, 0
  %2670 = add nuw nsw i64 %2669, 0
  %2671 = getelementptr inbounds nuw float, ptr @__constant_128xf32_50, i64 %2670
  %2672 = load float, ptr %2671, align 4
  %2673 = fadd float %2664, f0x3727C5AC
  %2674 = call float @llvm.sqrt.f32(float %2673)
  %2675 = fdiv float 1.000000e+00, %2674
  %2676 = fsub float %2656, %2660
  %2677 = fmul float %2676, %2675
  %2678 = fmul float %2677, %2668
  %2679 = fadd float %2678, %2672
  %2680 = fadd float %2639, f0x3727C5AC
  %2681 = call float @llvm.sqrt.f32(float %2680)
  %2682 = fdiv float 1.000000e+00, %2681
  %2683 = fsub float %2631, %2635
  %2684 = fmul float %2683, %2682
  %2685 = fmul float %2684, %2643
  %2686 = fadd float %2685, %2647
  %2687 = fadd float %2686, %2679
  %2688 = fcmp ugt float %2687, 0.000000e+00
  %2689 = select i1 %2688, float %2687, float 0.000000e+00
  %2690 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2606, 1
  %2691 = mul nuw nsw i64 %2608, 8192
  %2692 = mul nuw nsw i64 %2612, 64
  %2693 = add nuw nsw i64 %2691, %2692
  %2694 = mul nuw nsw i64 %2616, 8
  %2695 = add nuw nsw i64 %2693, %2694
  %2696 = add nuw nsw i64 %2695, %2620
  %2697 = getelementptr inbounds nuw float, ptr %2690, i64 %2696
  store float %2689, ptr %2697, align 4
  %2698 = add i64 %2620, 1
  br label %2619

2699:                                             ; preds = %2619
  %2700 = add i64 %2616, 1
  br label %2615

2701:                                             ; preds = %2615
  %2702 = add i64 %2612, 1
  br label %2611

2703:                                             ; preds = %2611
  %2704 = add i64 %2608, 1
  br label %2607

2705:                                             ; preds = %2607
  %2706 = call ptr @malloc(i64 51264)
  %2707 = ptrtoint ptr %2706 to i64
  %2708 = add i64 %2707, 63
  %2709 = urem i64 %2708, 64
  %2710 = sub i64 %2708, %2709
  %2711 = inttoptr i64 %2710 to ptr
  %2712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2706, 0
  %2713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2712, ptr %2711, 1
  %2714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2713, i64 0, 2
  %2715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2714, i64 1, 3, 0
  %2716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2715, i64 128, 3, 1
  %2717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2716, i64 10, 3, 2
  %2718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2717, i64 10, 3, 3
  %2719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2718, i64 12800, 4, 0
  %2720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2719, i64 100, 4, 1
  %2721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2720, i64 10, 4, 2
  %2722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2721, i64 1, 4, 3
  br label %2723

2723:                                             ; preds = %2752, %2705
  %2724 = phi i64 [ %2753, %2752 ], [ 0, %2705 ]
  %2725 = icmp slt i64 %2724, 1
  br i1 %2725, label %2726, label %2754

2726:                                             ; preds = %2723
  br label %2727

2727:                                             ; preds = %2750, %2726
  %2728 = phi i64 [ %2751, %2750 ], [ 0, %2726 ]
  %2729 = icmp slt i64 %2728, 128
  br i1 %2729, label %2730, label %2752

2730:                                             ; preds = %2727
  br label %2731

2731:                                             ; preds = %2748, %2730
  %2732 = phi i64 [ %2749, %2748 ], [ 0, %2730 ]
  %2733 = icmp slt i64 %2732, 10
  br i1 %2733, label %2734, label %2750

2734:                                             ; preds = %2731
  br label %2735

2735:                                             ; preds = %2738, %2734
  %2736 = phi i64 [ %2747, %2738 ], [ 0, %2734 ]
  %2737 = icmp slt i64 %2736, 10
  br i1 %2737, label %2738, label %2748

2738:                                             ; preds = %2735
  %2739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2722, 1
  %2740 = mul nuw nsw i64 %2724, 12800
  %2741 = mul nuw nsw i64 %2728, 100
  %2742 = add nuw nsw i64 %2740, %2741
  %2743 = mul nuw nsw i64 %2732, 10
  %2744 = add nuw nsw i64 %2742, %2743
  %2745 = add nuw nsw i64 %2744, %2736
  %2746 = getelementptr inbounds nuw float, ptr %2739, i64 %2745
  store float 0.000000e+00, ptr %2746, align 4
  %2747 = add i64 %2736, 1
  br label %2735

2748:                                             ; preds = %2735
  %2749 = add i64 %2732, 1
  br label %2731

2750:                                             ; preds = %2731
  %2751 = add i64 %2728, 1
  br label %2727

2752:                                             ; preds = %2727
  %2753 = add i64 %2724, 1
  br label %2723

2754:                                             ; preds = %2723
  %2755 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2722, 0
  %2756 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2722, 1
  %2757 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2755, 0
  %2758 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2757, ptr %2756, 1
  %2759 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2758, i64 11, 2
  %2760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2759, i64 1, 3, 0
  %2761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2760, i64 12800, 4, 0
  %2762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2761, i64 128, 3, 1
  %2763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2762, i64 100, 4, 1
  %2764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2763, i64 8, 3, 2
  %2765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2764, i64 10, 4, 2
  %2766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2765, i64 8, 3, 3
  %2767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2766, i64 1, 4, 3
  br label %2768

2768:                                             ; preds = %2807, %2754
  %2769 = phi i64 [ %2808, %2807 ], [ 0, %2754 ]
  %2770 = icmp slt i64 %2769, 1
  br i1 %2770, label %2771, label %2809

2771:                                             ; preds = %2768
  br label %2772

2772:                                             ; preds = %2805, %2771
  %2773 = phi i64 [ %2806, %2805 ], [ 0, %2771 ]
  %2774 = icmp slt i64 %2773, 128
  br i1 %2774, label %2775, label %2807

2775:                                             ; preds = %2772
  br label %2776

2776:                                             ; preds = %2803, %2775
  %2777 = phi i64 [ %2804, %2803 ], [ 0, %2775 ]
  %2778 = icmp slt i64 %2777, 8
  br i1 %2778, label %2779, label %2805

2779:                                             ; preds = %2776
  br label %2780

2780:                                             ; preds = %2783, %2779
  %2781 = phi i64 [ %2802, %2783 ], [ 0, %2779 ]
  %2782 = icmp slt i64 %2781, 8
  br i1 %2782, label %2783, label %2803

2783:                                             ; preds = %2780
  %2784 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2606, 1
  %2785 = mul nuw nsw i64 %2769, 8192
  %2786 = mul nuw nsw i64 %2773, 64
  %2787 = add nuw nsw i64 %2785, %2786
  %2788 = mul nuw nsw i64 %2777, 8
  %2789 = add nuw nsw i64 %2787, %2788
  %2790 = add nuw nsw i64 %2789, %2781
  %2791 = getelementptr inbounds nuw float, ptr %2784, i64 %2790
  %2792 = load float, ptr %2791, align 4
  %2793 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2767, 1
  %2794 = getelementptr float, ptr %2793, i64 11
  %2795 = mul nuw nsw i64 %2769, 12800
  %2796 = mul nuw nsw i64 %2773, 100
  %2797 = add nuw nsw i64 %2795, %2796
  %2798 = mul nuw nsw i64 %2777, 10
  %2799 = add nuw nsw i64 %2797, %2798
  %2800 = add nuw nsw i64 %2799, %2781
  %2801 = getelementptr inbounds nuw float, ptr %2794, i64 %2800
  store float %2792, ptr %2801, align 4
  %2802 = add i64 %2781, 1
  br label %2780

2803:                                             ; preds = %2780
  %2804 = add i64 %2777, 1
  br label %2776

2805:                                             ; preds = %2776
  %2806 = add i64 %2773, 1
  br label %2772

2807:                                             ; preds = %2772
  %2808 = add i64 %2769, 1
  br label %2768

2809:                                             ; preds = %2768
  %2810 = call ptr @malloc(i64 32832)
  %2811 = ptrtoint ptr %2810 to i64
  %2812 = add i64 %2811, 63
  %2813 = urem i64 %2812, 64
  %2814 = sub i64 %2812, %2813
  %2815 = inttoptr i64 %2814 to ptr
  %2816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2810, 0
  %2817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2816, ptr %2815, 1
  %2818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2817, i64 0, 2
  %2819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2818, i64 1, 3, 0
  %2820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2819, i64 128, 3, 1
  %2821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2820, i64 8, 3, 2
  %2822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2821, i64 8, 3, 3
  %2823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2822, i64 8192, 4, 0
  %2824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2823, i64 64, 4, 1
  %2825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2824, i64 8, 4, 2
  %2826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2825, i64 1, 4, 3
  br label %2827

2827:                                             ; preds = %2865, %2809
  %2828 = phi i64 [ %2866, %2865 ], [ 0, %2809 ]
  %2829 = icmp slt i64 %2828, 1
  br i1 %2829, label %2830, label %2867

2830:                                             ; preds = %2827
  br label %2831

2831:                                             ; preds = %2863, %2830
  %2832 = phi i64 [ %2864, %2863 ], [ 0, %2830 ]
  %2833 = icmp slt i64 %2832, 128
  br i1 %2833, label %2834, label %2865

2834:                                             ; preds = %2831
  br label %2835

2835:                                             ; preds = %2861, %2834
  %2836 = phi i64 [ %2862, %2861 ], [ 0, %2834 ]
  %2837 = icmp slt i64 %2836, 8
  br i1 %2837, label %2838, label %2863

2838:                                             ; preds = %2835
  br label %2839

2839:                                             ; preds = %2842, %2838
  %2840 = phi i64 [ %2860, %2842 ], [ 0, %2838 ]
  %2841 = icmp slt i64 %2840, 8
  br i1 %2841, label %2842, label %2861

2842:                                             ; preds = %2839
  %2843 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %2844 = mul nuw nsw i64 %2828, 8192
  %2845 = mul nuw nsw i64 %2832, 64
  %2846 = add nuw nsw i64 %2844, %2845
  %2847 = mul nuw nsw i64 %2836, 8
  %2848 = add nuw nsw i64 %2846, %2847
  %2849 = add nuw nsw i64 %2848, %2840
  %2850 = getelementptr inbounds nuw float, ptr %2843, i64 %2849
  %2851 = load float, ptr %2850, align 4
  %2852 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, 1
  %2853 = mul nuw nsw i64 %2828, 8192
  %2854 = mul nuw nsw i64 %2832, 64
  %2855 = add nuw nsw i64 %2853, %2854
  %2856 = mul nuw nsw i64 %2836, 8
  %2857 = add nuw nsw i64 %2855, %2856
  %2858 = add nuw nsw i64 %2857, %2840
  %2859 = getelementptr inbounds nuw float, ptr %2852, i64 %2858
  store float %2851, ptr %2859, align 4
  %2860 = add i64 %2840, 1
  br label %2839

2861:                                             ; preds = %2839
  %2862 = add i64 %2836, 1
  br label %2835

2863:                                             ; preds = %2835
  %2864 = add i64 %2832, 1
  br label %2831

2865:                                             ; preds = %2831
  %2866 = add i64 %2828, 1
  br label %2827

2867:                                             ; preds = %2827
  br label %2868

2868:                                             ; preds = %2945, %2867
  %2869 = phi i64 [ %2946, %2945 ], [ 0, %2867 ]
  %2870 = icmp slt i64 %2869, 1
  br i1 %2870, label %2871, label %2947

2871:                                             ; preds = %2868
  br label %2872

2872:                                             ; preds = %2943, %2871
  %2873 = phi i64 [ %2944, %2943 ], [ 0, %2871 ]
  %2874 = icmp slt i64 %2873, 128
  br i1 %2874, label %2875, label %2945

2875:                                             ; preds = %2872
  br label %2876

2876:                                             ; preds = %2941, %2875
  %2877 = phi i64 [ %2942, %2941 ], [ 0, %2875 ]
  %2878 = icmp slt i64 %2877, 8
  br i1 %2878, label %2879, label %2943

2879:                                             ; preds = %2876
  br label %2880

2880:                                             ; preds = %2939, %2879
  %2881 = phi i64 [ %2940, %2939 ], [ 0, %2879 ]
  %2882 = icmp slt i64 %2881, 8
  br i1 %2882, label %2883, label %2941

2883:                                             ; preds = %2880
  br label %2884

2884:                                             ; preds = %2937, %2883
  %2885 = phi i64 [ %2938, %2937 ], [ 0, %2883 ]
  %2886 = icmp slt i64 %2885, 128
  br i1 %2886, label %2887, label %2939

2887:                                             ; preds = %2884
  br label %2888

2888:                                             ; preds = %2935, %2887
  %2889 = phi i64 [ %2936, %2935 ], [ 0, %2887 ]
  %2890 = icmp slt i64 %2889, 3
  br i1 %2890, label %2891, label %2937

2891:                                             ; preds = %2888
  br label %2892

2892:                                             ; preds = %2895, %2891
  %2893 = phi i64 [ %2934, %2895 ], [ 0, %2891 ]
  %2894 = icmp slt i64 %2893, 3
  br i1 %2894, label %2895, label %2935

2895:                                             ; preds = %2892
  %2896 = add i64 %2877, %2889
  %2897 = add i64 %2881, %2893
  %2898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2722, 1
  %2899 = mul nuw nsw i64 %2869, 12800
  %2900 = mul nuw nsw i64 %2885, 100
  %2901 = add nuw nsw i64 %2899, %2900
  %2902 = mul nuw nsw i64 %2896, 10
  %2903 = add nuw nsw i64 %2901, %2902
  %2904 = add nuw nsw i64 %2903, %2897
  %2905 = getelementptr inbounds nuw float, ptr %2898, i64 %2904
  %2906 = load float, ptr %2905, align 4
  %2907 = mul nuw nsw i64 %2873, 1152
  %2908 = mul nuw nsw i64 %2885, 9
  %2909 = add nuw nsw i64 %2907, %2908
  %2910 = mul nuw nsw i64 %2889, 3
  %2911 = add nuw nsw i64 %2909, %2910
  %2912 = add nuw nsw i64 %2911, %2893
  %2913 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32_49, i64 %2912
  %2914 = load float, ptr %2913, align 4
  %2915 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, 1
  %2916 = mul nuw nsw i64 %2869, 8192
  %2917 = mul nuw nsw i64 %2873, 64
  %2918 = add nuw nsw i64 %2916, %2917
  %2919 = mul nuw nsw i64 %2877, 8
  %2920 = add nuw nsw i64 %2918, %2919
  %2921 = add nuw nsw i64 %2920, %2881
  %2922 = getelementptr inbounds nuw float, ptr %2915, i64 %2921
  %2923 = load float, ptr %2922, align 4
  %2924 = fmul float %2906, %2914
  %2925 = fadd float %2923, %2924
  %2926 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, 1
  %2927 = mul nuw nsw i64 %2869, 8192
  %2928 = mul nuw nsw i64 %2873, 64
  %2929 = add nuw nsw i64 %2927, %2928
  %2930 = mul nuw nsw i64 %2877, 8
  %2931 = add nuw nsw i64 %2929, %2930
  %2932 = add nuw nsw i64 %2931, %2881
  %2933 = getelementptr inbounds nuw float, ptr %2926, i64 %2932
  store float %2925, ptr %2933, align 4
  %2934 = add i64 %2893, 1
  br label %2892

2935:                                             ; preds = %2892
  %2936 = add i64 %2889, 1
  br label %2888

2937:                                             ; preds = %2888
  %2938 = add i64 %2885, 1
  br label %2884

2939:                                             ; preds = %2884
  %2940 = add i64 %2881, 1
  br label %2880

2941:                                             ; preds = %2880
  %2942 = add i64 %2877, 1
  br label %2876

2943:                                             ; preds = %2876
  %2944 = add i64 %2873, 1
  br label %2872

2945:                                             ; preds = %2872
  %2946 = add i64 %2869, 1
  br label %2868

2947:                                             ; preds = %2868
  br label %2948

2948:                                             ; preds = %3011, %2947
  %2949 = phi i64 [ %3012, %3011 ], [ 0, %2947 ]
  %2950 = icmp slt i64 %2949, 1
  br i1 %2950, label %2951, label %3013

2951:                                             ; preds = %2948
  br label %2952

2952:                                             ; preds = %3009, %2951
  %2953 = phi i64 [ %3010, %3009 ], [ 0, %2951 ]
  %2954 = icmp slt i64 %2953, 128
  br i1 %2954, label %2955, label %3011

2955:                                             ; preds = %2952
  br label %2956

2956:                                             ; preds = %3007, %2955
  %2957 = phi i64 [ %3008, %3007 ], [ 0, %2955 ]
  %2958 = icmp slt i64 %2957, 8
  br i1 %2958, label %2959, label %3009

2959:                                             ; preds = %2956
  br label %2960

2960:                                             ; preds = %2963, %2959
  %2961 = phi i64 [ %3006, %2963 ], [ 0, %2959 ]
  %2962 = icmp slt i64 %2961, 8
  br i1 %2962, label %2963, label %3007

2963:                                             ; preds = %2960
  %2964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, 1
  %2965 = mul nuw nsw i64 %2949, 8192
  %2966 = mul nuw nsw i64 %2953, 64
  %2967 = add nuw nsw i64 %2965, %2966
  %2968 = mul nuw nsw i64 %2957, 8
  %2969 = add nuw nsw i64 %2967, %2968
  %2970 = add nuw nsw i64 %2969, %2961
  %2971 = getelementptr inbounds nuw float, ptr %2964, i64 %2970
  %2972 = load float, ptr %2971, align 4
  %2973 = add nuw nsw i64 %2953, 0
  %2974 = add nuw nsw i64 %2973, 0
  %2975 = getelementptr inbounds nuw float, ptr @__constant_128xf32_48, i64 %2974
  %2976 = load float, ptr %2975, align 4
  %2977 = add nuw nsw i64 %2953, 0
  %2978 = add nuw nsw i64 %2977, 0
  %2979 = getelementptr inbounds nuw float, ptr @__constant_128xf32_47, i64 %2978
  %2980 = load float, ptr %2979, align 4
  %2981 = add nuw nsw i64 %2953, 0
  %2982 = add nuw nsw i64 %2981, 0
  %2983 = getelementptr inbounds nuw float, ptr @__constant_128xf32_46, i64 %2982
  %2984 = load float, ptr %2983, align 4
  %2985 = add nuw nsw i64 %2953, 0
  %2986 = add nuw nsw i64 %2985, 0
  %2987 = getelementptr inbounds nuw float, ptr @__constant_128xf32_45, i64 %2986
  %2988 = load float, ptr %2987, align 4
  %2989 = fadd float %2980, f0x3727C5AC
  %2990 = call float @llvm.sqrt.f32(float %2989)
  %2991 = fdiv float 1.000000e+00, %2990
  %2992 = fsub float %2972, %2976
  %2993 = fmul float %2992, %2991
  %2994 = fmul float %2993, %2984
  %2995 = fadd float %2994, %2988
  %2996 = fcmp ugt float %2995, 0.000000e+00
  %2997 = select i1 %2996, float %2995, float 0.000000e+00
  %2998 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %2999 = mul nuw nsw i64 %2949, 8192
  %3000 = mul nuw nsw i64 %2953, 64
  %3001 = add nuw nsw i64 %2999, %3000
  %3002 = mul nuw nsw i64 %2957, 8
  %3003 = add nuw nsw i64 %3001, %3002
  %3004 = add nuw nsw i64 %3003, %2961
  %3005 = getelementptr inbounds nuw float, ptr %2998, i64 %3004
  store float %2997, ptr %3005, align 4
  %3006 = add i64 %2961, 1
  br label %2960

3007:                                             ; preds = %2960
  %3008 = add i64 %2957, 1
  br label %2956

3009:                                             ; preds = %2956
  %3010 = add i64 %2953, 1
  br label %2952

3011:                                             ; preds = %2952
  %3012 = add i64 %2949, 1
  br label %2948

3013:                                             ; preds = %2948
  %3014 = call ptr @malloc(i64 51264)
  %3015 = ptrtoint ptr %3014 to i64
  %3016 = add i64 %3015, 63
  %3017 = urem i64 %3016, 64
  %3018 = sub i64 %3016, %3017
  %3019 = inttoptr i64 %3018 to ptr
  %3020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3014, 0
  %3021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3020, ptr %3019, 1
  %3022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3021, i64 0, 2
  %3023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3022, i64 1, 3, 0
  %3024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3023, i64 128, 3, 1
  %3025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3024, i64 10, 3, 2
  %3026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3025, i64 10, 3, 3
  %3027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3026, i64 12800, 4, 0
  %3028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3027, i64 100, 4, 1
  %3029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3028, i64 10, 4, 2
  %3030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3029, i64 1, 4, 3
  br label %3031

3031:                                             ; preds = %3060, %3013
  %3032 = phi i64 [ %3061, %3060 ], [ 0, %3013 ]
  %3033 = icmp slt i64 %3032, 1
  br i1 %3033, label %3034, label %3062

3034:                                             ; preds = %3031
  br label %3035

3035:                                             ; preds = %3058, %3034
  %3036 = phi i64 [ %3059, %3058 ], [ 0, %3034 ]
  %3037 = icmp slt i64 %3036, 128
  br i1 %3037, label %3038, label %3060

3038:                                             ; preds = %3035
  br label %3039

3039:                                             ; preds = %3056, %3038
  %3040 = phi i64 [ %3057, %3056 ], [ 0, %3038 ]
  %3041 = icmp slt i64 %3040, 10
  br i1 %3041, label %3042, label %3058

3042:                                             ; preds = %3039
  br label %3043

3043:                                             ; preds = %3046, %3042
  %3044 = phi i64 [ %3055, %3046 ], [ 0, %3042 ]
  %3045 = icmp slt i64 %3044, 10
  br i1 %3045, label %3046, label %3056

3046:                                             ; preds = %3043
  %3047 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, 1
  %3048 = mul nuw nsw i64 %3032, 12800
  %3049 = mul nuw nsw i64 %3036, 100
  %3050 = add nuw nsw i64 %3048, %3049
  %3051 = mul nuw nsw i64 %3040, 10
  %3052 = add nuw nsw i64 %3050, %3051
  %3053 = add nuw nsw i64 %3052, %3044
  %3054 = getelementptr inbounds nuw float, ptr %3047, i64 %3053
  store float 0.000000e+00, ptr %3054, align 4
  %3055 = add i64 %3044, 1
  br label %3043

3056:                                             ; preds = %3043
  %3057 = add i64 %3040, 1
  br label %3039

3058:                                             ; preds = %3039
  %3059 = add i64 %3036, 1
  br label %3035

3060:                                             ; preds = %3035
  %3061 = add i64 %3032, 1
  br label %3031

3062:                                             ; preds = %3031
  %3063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, 0
  %3064 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, 1
  %3065 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3063, 0
  %3066 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3065, ptr %3064, 1
  %3067 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3066, i64 11, 2
  %3068 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3067, i64 1, 3, 0
  %3069 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3068, i64 12800, 4, 0
  %3070 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3069, i64 128, 3, 1
  %3071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3070, i64 100, 4, 1
  %3072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3071, i64 8, 3, 2
  %3073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3072, i64 10, 4, 2
  %3074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3073, i64 8, 3, 3
  %3075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3074, i64 1, 4, 3
  br label %3076

3076:                                             ; preds = %3115, %3062
  %3077 = phi i64 [ %3116, %3115 ], [ 0, %3062 ]
  %3078 = icmp slt i64 %3077, 1
  br i1 %3078, label %3079, label %3117

3079:                                             ; preds = %3076
  br label %3080

3080:                                             ; preds = %3113, %3079
  %3081 = phi i64 [ %3114, %3113 ], [ 0, %3079 ]
  %3082 = icmp slt i64 %3081, 128
  br i1 %3082, label %3083, label %3115

3083:                                             ; preds = %3080
  br label %3084

3084:                                             ; preds = %3111, %3083
  %3085 = phi i64 [ %3112, %3111 ], [ 0, %3083 ]
  %3086 = icmp slt i64 %3085, 8
  br i1 %3086, label %3087, label %3113

3087:                                             ; preds = %3084
  br label %3088

3088:                                             ; preds = %3091, %3087
  %3089 = phi i64 [ %3110, %3091 ], [ 0, %3087 ]
  %3090 = icmp slt i64 %3089, 8
  br i1 %3090, label %3091, label %3111

3091:                                             ; preds = %3088
  %3092 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %3093 = mul nuw nsw i64 %3077, 8192
  %3094 = mul nuw nsw i64 %3081, 64
  %3095 = add nuw nsw i64 %3093, %3094
  %3096 = mul nuw nsw i64 %3085, 8
  %3097 = add nuw nsw i64 %3095, %3096
  %3098 = add nuw nsw i64 %3097, %3089
  %3099 = getelementptr inbounds nuw float, ptr %3092, i64 %3098
  %3100 = load float, ptr %3099, align 4
  %3101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3075, 1
  %3102 = getelementptr float, ptr %3101, i64 11
  %3103 = mul nuw nsw i64 %3077, 12800
  %3104 = mul nuw nsw i64 %3081, 100
  %3105 = add nuw nsw i64 %3103, %3104
  %3106 = mul nuw nsw i64 %3085, 10
  %3107 = add nuw nsw i64 %3105, %3106
  %3108 = add nuw nsw i64 %3107, %3089
  %3109 = getelementptr inbounds nuw float, ptr %3102, i64 %3108
  store float %3100, ptr %3109, align 4
  %3110 = add i64 %3089, 1
  br label %3088

3111:                                             ; preds = %3088
  %3112 = add i64 %3085, 1
  br label %3084

3113:                                             ; preds = %3084
  %3114 = add i64 %3081, 1
  br label %3080

3115:                                             ; preds = %3080
  %3116 = add i64 %3077, 1
  br label %3076

3117:                                             ; preds = %3076
  br label %3118

3118:                                             ; preds = %3195, %3117
  %3119 = phi i64 [ %3196, %3195 ], [ 0, %3117 ]
  %3120 = icmp slt i64 %3119, 1
  br i1 %3120, label %3121, label %3197

3121:                                             ; preds = %3118
  br label %3122

3122:                                             ; preds = %3193, %3121
  %3123 = phi i64 [ %3194, %3193 ], [ 0, %3121 ]
  %3124 = icmp slt i64 %3123, 128
  br i1 %3124, label %3125, label %3195

3125:                                             ; preds = %3122
  br label %3126

3126:                                             ; preds = %3191, %3125
  %3127 = phi i64 [ %3192, %3191 ], [ 0, %3125 ]
  %3128 = icmp slt i64 %3127, 8
  br i1 %3128, label %3129, label %3193

3129:                                             ; preds = %3126
  br label %3130

3130:                                             ; preds = %3189, %3129
  %3131 = phi i64 [ %3190, %3189 ], [ 0, %3129 ]
  %3132 = icmp slt i64 %3131, 8
  br i1 %3132, label %3133, label %3191

3133:                                             ; preds = %3130
  br label %3134

3134:                                             ; preds = %3187, %3133
  %3135 = phi i64 [ %3188, %3187 ], [ 0, %3133 ]
  %3136 = icmp slt i64 %3135, 128
  br i1 %3136, label %3137, label %3189

3137:                                             ; preds = %3134
  br label %3138

3138:                                             ; preds = %3185, %3137
  %3139 = phi i64 [ %3186, %3185 ], [ 0, %3137 ]
  %3140 = icmp slt i64 %3139, 3
  br i1 %3140, label %3141, label %3187

3141:                                             ; preds = %3138
  br label %3142

3142:                                             ; preds = %3145, %3141
  %3143 = phi i64 [ %3184, %3145 ], [ 0, %3141 ]
  %3144 = icmp slt i64 %3143, 3
  br i1 %3144, label %3145, label %3185

3145:                                             ; preds = %3142
  %3146 = add i64 %3127, %3139
  %3147 = add i64 %3131, %3143
  %3148 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, 1
  %3149 = mul nuw nsw i64 %3119, 12800
  %3150 = mul nuw nsw i64 %3135, 100
  %3151 = add nuw nsw i64 %3149, %3150
  %3152 = mul nuw nsw i64 %3146, 10
  %3153 = add nuw nsw i64 %3151, %3152
  %3154 = add nuw nsw i64 %3153, %3147
  %3155 = getelementptr inbounds nuw float, ptr %3148, i64 %3154
  %3156 = load float, ptr %3155, align 4
  %3157 = mul nuw nsw i64 %3123, 1152
  %3158 = mul nuw nsw i64 %3135, 9
  %3159 = add nuw nsw i64 %3157, %3158
  %3160 = mul nuw nsw i64 %3139, 3
  %3161 = add nuw nsw i64 %3159, %3160
  %3162 = add nuw nsw i64 %3161, %3143
  %3163 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32, i64 %3162
  %3164 = load float, ptr %3163, align 4
  %3165 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %3166 = mul nuw nsw i64 %3119, 8192
  %3167 = mul nuw nsw i64 %3123, 64
  %3168 = add nuw nsw i64 %3166, %3167
  %3169 = mul nuw nsw i64 %3127, 8
  %3170 = add nuw nsw i64 %3168, %3169
  %3171 = add nuw nsw i64 %3170, %3131
  %3172 = getelementptr inbounds nuw float, ptr %3165, i64 %3171
  %3173 = load float, ptr %3172, align 4
  %3174 = fmul float %3156, %3164
  %3175 = fadd float %3173, %3174
  %3176 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %3177 = mul nuw nsw i64 %3119, 8192
  %3178 = mul nuw nsw i64 %3123, 64
  %3179 = add nuw nsw i64 %3177, %3178
  %3180 = mul nuw nsw i64 %3127, 8
  %3181 = add nuw nsw i64 %3179, %3180
  %3182 = add nuw nsw i64 %3181, %3131
  %3183 = getelementptr inbounds nuw float, ptr %3176, i64 %3182
  store float %3175, ptr %3183, align 4
  %3184 = add i64 %3143, 1
  br label %3142

3185:                                             ; preds = %3142
  %3186 = add i64 %3139, 1
  br label %3138

3187:                                             ; preds = %3138
  %3188 = add i64 %3135, 1
  br label %3134

3189:                                             ; preds = %3134
  %3190 = add i64 %3131, 1
  br label %3130

3191:                                             ; preds = %3130
  %3192 = add i64 %3127, 1
  br label %3126

3193:                                             ; preds = %3126
  %3194 = add i64 %3123, 1
  br label %3122

3195:                                             ; preds = %3122
  %3196 = add i64 %3119, 1
  br label %3118

3197:                                             ; preds = %3118
  br label %3198

3198:                                             ; preds = %3271, %3197
  %3199 = phi i64 [ %3272, %3271 ], [ 0, %3197 ]
  %3200 = icmp slt i64 %3199, 1
  br i1 %3200, label %3201, label %3273

3201:                                             ; preds = %3198
  br label %3202

3202:                                             ; preds = %3269, %3201
  %3203 = phi i64 [ %3270, %3269 ], [ 0, %3201 ]
  %3204 = icmp slt i64 %3203, 128
  br i1 %3204, label %3205, label %3271

3205:                                             ; preds = %3202
  br label %3206

3206:                                             ; preds = %3267, %3205
  %3207 = phi i64 [ %3268, %3267 ], [ 0, %3205 ]
  %3208 = icmp slt i64 %3207, 8
  br i1 %3208, label %3209, label %3269

3209:                                             ; preds = %3206
  br label %3210

3210:                                             ; preds = %3213, %3209
  %3211 = phi i64 [ %3266, %3213 ], [ 0, %3209 ]
  %3212 = icmp slt i64 %3211, 8
  br i1 %3212, label %3213, label %3267

3213:                                             ; preds = %3210
  %3214 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 1
  %3215 = mul nuw nsw i64 %3199, 8192
  %3216 = mul nuw nsw i64 %3203, 64
  %3217 = add nuw nsw i64 %3215, %3216
  %3218 = mul nuw nsw i64 %3207, 8
  %3219 = add nuw nsw i64 %3217, %3218
  %3220 = add nuw nsw i64 %3219, %3211
  %3221 = getelementptr inbounds nuw float, ptr %3214, i64 %3220
  %3222 = load float, ptr %3221, align 4
  %3223 = add nuw nsw i64 %3203, 0
  %3224 = add nuw nsw i64 %3223, 0
  %3225 = getelementptr inbounds nuw float, ptr @__constant_128xf32_44, i64 %3224
  %3226 = load float, ptr %3225, align 4
  %3227 = add nuw nsw i64 %3203, 0
  %3228 = add nuw nsw i64 %3227, 0
  %3229 = getelementptr inbounds nuw float, ptr @__constant_128xf32_43, i64 %3228
  %3230 = load float, ptr %3229, align 4
  %3231 = add nuw nsw i64 %3203, 0
  %3232 = add nuw nsw i64 %3231, 0
  %3233 = getelementptr inbounds nuw float, ptr @__constant_128xf32_42, i64 %3232
  %3234 = load float, ptr %3233, align 4
  %3235 = add nuw nsw i64 %3203, 0
  %3236 = add nuw nsw i64 %3235, 0
  %3237 = getelementptr inbounds nuw float, ptr @__constant_128xf32, i64 %3236
  %3238 = load float, ptr %3237, align 4
  %3239 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2606, 1
  %3240 = mul nuw nsw i64 %3199, 8192
  %3241 = mul nuw nsw i64 %3203, 64
  %3242 = add nuw nsw i64 %3240, %3241
  %3243 = mul nuw nsw i64 %3207, 8
  %3244 = add nuw nsw i64 %3242, %3243
  %3245 = add nuw nsw i64 %3244, %3211
  %3246 = getelementptr inbounds nuw float, ptr %3239, i64 %3245
  %3247 = load float, ptr %3246, align 4
  %3248 = fadd float %3230, f0x3727C5AC
  %3249 = call float @llvm.sqrt.f32(float %3248)
  %3250 = fdiv float 1.000000e+00, %3249
  %3251 = fsub float %3222, %3226
  %3252 = fmul float %3251, %3250
  %3253 = fmul float %3252, %3234
  %3254 = fadd float %3253, %3238
  %3255 = fadd float %3254, %3247
  %3256 = fcmp ugt float %3255, 0.000000e+00
  %3257 = select i1 %3256, float %3255, float 0.000000e+00
  %3258 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %3259 = mul nuw nsw i64 %3199, 8192
  %3260 = mul nuw nsw i64 %3203, 64
  %3261 = add nuw nsw i64 %3259, %3260
  %3262 = mul nuw nsw i64 %3207, 8
  %3263 = add nuw nsw i64 %3261, %3262
  %3264 = add nuw nsw i64 %3263, %3211
  %3265 = getelementptr inbounds nuw float, ptr %3258, i64 %3264
  store float %3257, ptr %3265, align 4
  %3266 = add i64 %3211, 1
  br label %3210

3267:                                             ; preds = %3210
  %3268 = add i64 %3207, 1
  br label %3206

3269:                                             ; preds = %3206
  %3270 = add i64 %3203, 1
  br label %3202

3271:                                             ; preds = %3202
  %3272 = add i64 %3199, 1
  br label %3198

3273:                                             ; preds = %3198
  %3274 = call ptr @malloc(i64 51264)
  %3275 = ptrtoint ptr %3274 to i64
  %3276 = add i64 %3275, 63
  %3277 = urem i64 %3276, 64
  %3278 = sub i64 %3276, %3277
  %3279 = inttoptr i64 %3278 to ptr
  %3280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3274, 0
  %3281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3280, ptr %3279, 1
  %3282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3281, i64 0, 2
  %3283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3282, i64 1, 3, 0
  %3284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3283, i64 128, 3, 1
  %3285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3284, i64 10, 3, 2
  %3286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3285, i64 10, 3, 3
  %3287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3286, i64 12800, 4, 0
  %3288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3287, i64 100, 4, 1
  %3289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3288, i64 10, 4, 2
  %3290 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3289, i64 1, 4, 3
  br label %3291

3291:                                             ; preds = %3320, %3273
  %3292 = phi i64 [ %3321, %3320 ], [ 0, %3273 ]
  %3293 = icmp slt i64 %3292, 1
  br i1 %3293, label %3294, label %3322

3294:                                             ; preds = %3291
  br label %3295

3295:                                             ; preds = %3318, %3294
  %3296 = phi i64 [ %3319, %3318 ], [ 0, %3294 ]
  %3297 = icmp slt i64 %3296, 128
  br i1 %3297, label %3298, label %3320

3298:                                             ; preds = %3295
  br label %3299

3299:                                             ; preds = %3316, %3298
  %3300 = phi i64 [ %3317, %3316 ], [ 0, %3298 ]
  %3301 = icmp slt i64 %3300, 10
  br i1 %3301, label %3302, label %3318

3302:                                             ; preds = %3299
  br label %3303

3303:                                             ; preds = %3306, %3302
  %3304 = phi i64 [ %3315, %3306 ], [ 0, %3302 ]
  %3305 = icmp slt i64 %3304, 10
  br i1 %3305, label %3306, label %3316

3306:                                             ; preds = %3303
  %3307 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, 1
  %3308 = mul nuw nsw i64 %3292, 12800
  %3309 = mul nuw nsw i64 %3296, 100
  %3310 = add nuw nsw i64 %3308, %3309
  %3311 = mul nuw nsw i64 %3300, 10
  %3312 = add nuw nsw i64 %3310, %3311
  %3313 = add nuw nsw i64 %3312, %3304
  %3314 = getelementptr inbounds nuw float, ptr %3307, i64 %3313
  store float 0.000000e+00, ptr %3314, align 4
  %3315 = add i64 %3304, 1
  br label %3303

3316:                                             ; preds = %3303
  %3317 = add i64 %3300, 1
  br label %3299

3318:                                             ; preds = %3299
  %3319 = add i64 %3296, 1
  br label %3295

3320:                                             ; preds = %3295
  %3321 = add i64 %3292, 1
  br label %3291

3322:                                             ; preds = %3291
  %3323 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, 0
  %3324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, 1
  %3325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3323, 0
  %3326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3325, ptr %3324, 1
  %3327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3326, i64 11, 2
  %3328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3327, i64 1, 3, 0
  %3329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3328, i64 12800, 4, 0
  %3330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3329, i64 128, 3, 1
  %3331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3330, i64 100, 4, 1
  %3332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3331, i64 8, 3, 2
  %3333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3332, i64 10, 4, 2
  %3334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3333, i64 8, 3, 3
  %3335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3334, i64 1, 4, 3
  br label %3336

3336:                                             ; preds = %3375, %3322
  %3337 = phi i64 [ %3376, %3375 ], [ 0, %3322 ]
  %3338 = icmp slt i64 %3337, 1
  br i1 %3338, label %3339, label %3377

3339:                                             ; preds = %3336
  br label %3340

3340:                                             ; preds = %3373, %3339
  %3341 = phi i64 [ %3374, %3373 ], [ 0, %3339 ]
  %3342 = icmp slt i64 %3341, 128
  br i1 %3342, label %3343, label %3375

3343:                                             ; preds = %3340
  br label %3344

3344:                                             ; preds = %3371, %3343
  %3345 = phi i64 [ %3372, %3371 ], [ 0, %3343 ]
  %3346 = icmp slt i64 %3345, 8
  br i1 %3346, label %3347, label %3373

3347:                                             ; preds = %3344
  br label %3348

3348:                                             ; preds = %3351, %3347
  %3349 = phi i64 [ %3370, %3351 ], [ 0, %3347 ]
  %3350 = icmp slt i64 %3349, 8
  br i1 %3350, label %3351, label %3371

3351:                                             ; preds = %3348
  %3352 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %3353 = mul nuw nsw i64 %3337, 8192
  %3354 = mul nuw nsw i64 %3341, 64
  %3355 = add nuw nsw i64 %3353, %3354
  %3356 = mul nuw nsw i64 %3345, 8
  %3357 = add nuw nsw i64 %3355, %3356
  %3358 = add nuw nsw i64 %3357, %3349
  %3359 = getelementptr inbounds nuw float, ptr %3352, i64 %3358
  %3360 = load float, ptr %3359, align 4
  %3361 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3335, 1
  %3362 = getelementptr float, ptr %3361, i64 11
  %3363 = mul nuw nsw i64 %3337, 12800
  %3364 = mul nuw nsw i64 %3341, 100
  %3365 = add nuw nsw i64 %3363, %3364
  %3366 = mul nuw nsw i64 %3345, 10
  %3367 = add nuw nsw i64 %3365, %3366
  %3368 = add nuw nsw i64 %3367, %3349
  %3369 = getelementptr inbounds nuw float, ptr %3362, i64 %3368
  store float %3360, ptr %3369, align 4
  %3370 = add i64 %3349, 1
  br label %3348

3371:                                             ; preds = %3348
  %3372 = add i64 %3345, 1
  br label %3344

3373:                                             ; preds = %3344
  %3374 = add i64 %3341, 1
  br label %3340

3375:                                             ; preds = %3340
  %3376 = add i64 %3337, 1
  br label %3336

3377:                                             ; preds = %3336
  %3378 = call ptr @malloc(i64 16448)
  %3379 = ptrtoint ptr %3378 to i64
  %3380 = add i64 %3379, 63
  %3381 = urem i64 %3380, 64
  %3382 = sub i64 %3380, %3381
  %3383 = inttoptr i64 %3382 to ptr
  %3384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3378, 0
  %3385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3384, ptr %3383, 1
  %3386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3385, i64 0, 2
  %3387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3386, i64 1, 3, 0
  %3388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3387, i64 256, 3, 1
  %3389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3388, i64 4, 3, 2
  %3390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3389, i64 4, 3, 3
  %3391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3390, i64 4096, 4, 0
  %3392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3391, i64 16, 4, 1
  %3393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3392, i64 4, 4, 2
  %3394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3393, i64 1, 4, 3
  %3395 = call ptr @malloc(i64 16448)
  %3396 = ptrtoint ptr %3395 to i64
  %3397 = add i64 %3396, 63
  %3398 = urem i64 %3397, 64
  %3399 = sub i64 %3397, %3398
  %3400 = inttoptr i64 %3399 to ptr
  %3401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3395, 0
  %3402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3401, ptr %3400, 1
  %3403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, i64 0, 2
  %3404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3403, i64 1, 3, 0
  %3405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3404, i64 256, 3, 1
  %3406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3405, i64 4, 3, 2
  %3407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3406, i64 4, 3, 3
  %3408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3407, i64 4096, 4, 0
  %3409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3408, i64 16, 4, 1
  %3410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3409, i64 4, 4, 2
  %3411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3410, i64 1, 4, 3
  br label %3412

3412:                                             ; preds = %3441, %3377
  %3413 = phi i64 [ %3442, %3441 ], [ 0, %3377 ]
  %3414 = icmp slt i64 %3413, 1
  br i1 %3414, label %3415, label %3443

3415:                                             ; preds = %3412
  br label %3416

3416:                                             ; preds = %3439, %3415
  %3417 = phi i64 [ %3440, %3439 ], [ 0, %3415 ]
  %3418 = icmp slt i64 %3417, 256
  br i1 %3418, label %3419, label %3441

3419:                                             ; preds = %3416
  br label %3420

3420:                                             ; preds = %3437, %3419
  %3421 = phi i64 [ %3438, %3437 ], [ 0, %3419 ]
  %3422 = icmp slt i64 %3421, 4
  br i1 %3422, label %3423, label %3439

3423:                                             ; preds = %3420
  br label %3424

3424:                                             ; preds = %3427, %3423
  %3425 = phi i64 [ %3436, %3427 ], [ 0, %3423 ]
  %3426 = icmp slt i64 %3425, 4
  br i1 %3426, label %3427, label %3437

3427:                                             ; preds = %3424
  %3428 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3429 = mul nuw nsw i64 %3413, 4096
  %3430 = mul nuw nsw i64 %3417, 16
  %3431 = add nuw nsw i64 %3429, %3430
  %3432 = mul nuw nsw i64 %3421, 4
  %3433 = add nuw nsw i64 %3431, %3432
  %3434 = add nuw nsw i64 %3433, %3425
  %3435 = getelementptr inbounds nuw float, ptr %3428, i64 %3434
  store float 0.000000e+00, ptr %3435, align 4
  %3436 = add i64 %3425, 1
  br label %3424

3437:                                             ; preds = %3424
  %3438 = add i64 %3421, 1
  br label %3420

3439:                                             ; preds = %3420
  %3440 = add i64 %3417, 1
  br label %3416

3441:                                             ; preds = %3416
  %3442 = add i64 %3413, 1
  br label %3412

3443:                                             ; preds = %3412
  %3444 = call ptr @malloc(i64 16448)
  %3445 = ptrtoint ptr %3444 to i64
  %3446 = add i64 %3445, 63
  %3447 = urem i64 %3446, 64
  %3448 = sub i64 %3446, %3447
  %3449 = inttoptr i64 %3448 to ptr
  %3450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3444, 0
  %3451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3450, ptr %3449, 1
  %3452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3451, i64 0, 2
  %3453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3452, i64 1, 3, 0
  %3454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3453, i64 256, 3, 1
  %3455 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3454, i64 4, 3, 2
  %3456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3455, i64 4, 3, 3
  %3457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3456, i64 4096, 4, 0
  %3458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3457, i64 16, 4, 1
  %3459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3458, i64 4, 4, 2
  %3460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3459, i64 1, 4, 3
  br label %3461

3461:                                             ; preds = %3499, %3443
  %3462 = phi i64 [ %3500, %3499 ], [ 0, %3443 ]
  %3463 = icmp slt i64 %3462, 1
  br i1 %3463, label %3464, label %3501

3464:                                             ; preds = %3461
  br label %3465

3465:                                             ; preds = %3497, %3464
  %3466 = phi i64 [ %3498, %3497 ], [ 0, %3464 ]
  %3467 = icmp slt i64 %3466, 256
  br i1 %3467, label %3468, label %3499

3468:                                             ; preds = %3465
  br label %3469

3469:                                             ; preds = %3495, %3468
  %3470 = phi i64 [ %3496, %3495 ], [ 0, %3468 ]
  %3471 = icmp slt i64 %3470, 4
  br i1 %3471, label %3472, label %3497

3472:                                             ; preds = %3469
  br label %3473

3473:                                             ; preds = %3476, %3472
  %3474 = phi i64 [ %3494, %3476 ], [ 0, %3472 ]
  %3475 = icmp slt i64 %3474, 4
  br i1 %3475, label %3476, label %3495

3476:                                             ; preds = %3473
  %3477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3478 = mul nuw nsw i64 %3462, 4096
  %3479 = mul nuw nsw i64 %3466, 16
  %3480 = add nuw nsw i64 %3478, %3479
  %3481 = mul nuw nsw i64 %3470, 4
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3474
  %3484 = getelementptr inbounds nuw float, ptr %3477, i64 %3483
  %3485 = load float, ptr %3484, align 4
  %3486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3487 = mul nuw nsw i64 %3462, 4096
  %3488 = mul nuw nsw i64 %3466, 16
  %3489 = add nuw nsw i64 %3487, %3488
  %3490 = mul nuw nsw i64 %3470, 4
  %3491 = add nuw nsw i64 %3489, %3490
  %3492 = add nuw nsw i64 %3491, %3474
  %3493 = getelementptr inbounds nuw float, ptr %3486, i64 %3492
  store float %3485, ptr %3493, align 4
  %3494 = add i64 %3474, 1
  br label %3473

3495:                                             ; preds = %3473
  %3496 = add i64 %3470, 1
  br label %3469

3497:                                             ; preds = %3469
  %3498 = add i64 %3466, 1
  br label %3465

3499:                                             ; preds = %3465
  %3500 = add i64 %3462, 1
  br label %3461

3501:                                             ; preds = %3461
  br label %3502

3502:                                             ; preds = %3581, %3501
  %3503 = phi i64 [ %3582, %3581 ], [ 0, %3501 ]
  %3504 = icmp slt i64 %3503, 1
  br i1 %3504, label %3505, label %3583

3505:                                             ; preds = %3502
  br label %3506

3506:                                             ; preds = %3579, %3505
  %3507 = phi i64 [ %3580, %3579 ], [ 0, %3505 ]
  %3508 = icmp slt i64 %3507, 256
  br i1 %3508, label %3509, label %3581

3509:                                             ; preds = %3506
  br label %3510

3510:                                             ; preds = %3577, %3509
  %3511 = phi i64 [ %3578, %3577 ], [ 0, %3509 ]
  %3512 = icmp slt i64 %3511, 4
  br i1 %3512, label %3513, label %3579

3513:                                             ; preds = %3510
  br label %3514

3514:                                             ; preds = %3575, %3513
  %3515 = phi i64 [ %3576, %3575 ], [ 0, %3513 ]
  %3516 = icmp slt i64 %3515, 4
  br i1 %3516, label %3517, label %3577

3517:                                             ; preds = %3514
  br label %3518

3518:                                             ; preds = %3573, %3517
  %3519 = phi i64 [ %3574, %3573 ], [ 0, %3517 ]
  %3520 = icmp slt i64 %3519, 128
  br i1 %3520, label %3521, label %3575

3521:                                             ; preds = %3518
  br label %3522

3522:                                             ; preds = %3571, %3521
  %3523 = phi i64 [ %3572, %3571 ], [ 0, %3521 ]
  %3524 = icmp slt i64 %3523, 3
  br i1 %3524, label %3525, label %3573

3525:                                             ; preds = %3522
  br label %3526

3526:                                             ; preds = %3529, %3525
  %3527 = phi i64 [ %3570, %3529 ], [ 0, %3525 ]
  %3528 = icmp slt i64 %3527, 3
  br i1 %3528, label %3529, label %3571

3529:                                             ; preds = %3526
  %3530 = mul nsw i64 %3511, 2
  %3531 = add i64 %3530, %3523
  %3532 = mul nsw i64 %3515, 2
  %3533 = add i64 %3532, %3527
  %3534 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, 1
  %3535 = mul nuw nsw i64 %3503, 12800
  %3536 = mul nuw nsw i64 %3519, 100
  %3537 = add nuw nsw i64 %3535, %3536
  %3538 = mul nuw nsw i64 %3531, 10
  %3539 = add nuw nsw i64 %3537, %3538
  %3540 = add nuw nsw i64 %3539, %3533
  %3541 = getelementptr inbounds nuw float, ptr %3534, i64 %3540
  %3542 = load float, ptr %3541, align 4
  %3543 = mul nuw nsw i64 %3507, 1152
  %3544 = mul nuw nsw i64 %3519, 9
  %3545 = add nuw nsw i64 %3543, %3544
  %3546 = mul nuw nsw i64 %3523, 3
  %3547 = add nuw nsw i64 %3545, %3546
  %3548 = add nuw nsw i64 %3547, %3527
  %3549 = getelementptr inbounds nuw float, ptr @__constant_256x128x3x3xf32, i64 %3548
  %3550 = load float, ptr %3549, align 4
  %3551 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3552 = mul nuw nsw i64 %3503, 4096
  %3553 = mul nuw nsw i64 %3507, 16
  %3554 = add nuw nsw i64 %3552, %3553
  %3555 = mul nuw nsw i64 %3511, 4
  %3556 = add nuw nsw i64 %3554, %3555
  %3557 = add nuw nsw i64 %3556, %3515
  %3558 = getelementptr inbounds nuw float, ptr %3551, i64 %3557
  %3559 = load float, ptr %3558, align 4
  %3560 = fmul float %3542, %3550
  %3561 = fadd float %3559, %3560
  %3562 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3563 = mul nuw nsw i64 %3503, 4096
  %3564 = mul nuw nsw i64 %3507, 16
  %3565 = add nuw nsw i64 %3563, %3564
  %3566 = mul nuw nsw i64 %3511, 4
  %3567 = add nuw nsw i64 %3565, %3566
  %3568 = add nuw nsw i64 %3567, %3515
  %3569 = getelementptr inbounds nuw float, ptr %3562, i64 %3568
  store float %3561, ptr %3569, align 4
  %3570 = add i64 %3527, 1
  br label %3526

3571:                                             ; preds = %3526
  %3572 = add i64 %3523, 1
  br label %3522

3573:                                             ; preds = %3522
  %3574 = add i64 %3519, 1
  br label %3518

3575:                                             ; preds = %3518
  %3576 = add i64 %3515, 1
  br label %3514

3577:                                             ; preds = %3514
  %3578 = add i64 %3511, 1
  br label %3510

3579:                                             ; preds = %3510
  %3580 = add i64 %3507, 1
  br label %3506

3581:                                             ; preds = %3506
  %3582 = add i64 %3503, 1
  br label %3502

3583:                                             ; preds = %3502
  br label %3584

3584:                                             ; preds = %3647, %3583
  %3585 = phi i64 [ %3648, %3647 ], [ 0, %3583 ]
  %3586 = icmp slt i64 %3585, 1
  br i1 %3586, label %3587, label %3649

3587:                                             ; preds = %3584
  br label %3588

3588:                                             ; preds = %3645, %3587
  %3589 = phi i64 [ %3646, %3645 ], [ 0, %3587 ]
  %3590 = icmp slt i64 %3589, 256
  br i1 %3590, label %3591, label %3647

3591:                                             ; preds = %3588
  br label %3592

3592:                                             ; preds = %3643, %3591
  %3593 = phi i64 [ %3644, %3643 ], [ 0, %3591 ]
  %3594 = icmp slt i64 %3593, 4
  br i1 %3594, label %3595, label %3645

3595:                                             ; preds = %3592
  br label %3596

3596:                                             ; preds = %3599, %3595
  %3597 = phi i64 [ %3642, %3599 ], [ 0, %3595 ]
  %3598 = icmp slt i64 %3597, 4
  br i1 %3598, label %3599, label %3643

3599:                                             ; preds = %3596
  %3600 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3601 = mul nuw nsw i64 %3585, 4096
  %3602 = mul nuw nsw i64 %3589, 16
  %3603 = add nuw nsw i64 %3601, %3602
  %3604 = mul nuw nsw i64 %3593, 4
  %3605 = add nuw nsw i64 %3603, %3604
  %3606 = add nuw nsw i64 %3605, %3597
  %3607 = getelementptr inbounds nuw float, ptr %3600, i64 %3606
  %3608 = load float, ptr %3607, align 4
  %3609 = add nuw nsw i64 %3589, 0
  %3610 = add nuw nsw i64 %3609, 0
  %3611 = getelementptr inbounds nuw float, ptr @__constant_256xf32_41, i64 %3610
  %3612 = load float, ptr %3611, align 4
  %3613 = add nuw nsw i64 %3589, 0
  %3614 = add nuw nsw i64 %3613, 0
  %3615 = getelementptr inbounds nuw float, ptr @__constant_256xf32_40, i64 %3614
  %3616 = load float, ptr %3615, align 4
  %3617 = add nuw nsw i64 %3589, 0
  %3618 = add nuw nsw i64 %3617, 0
  %3619 = getelementptr inbounds nuw float, ptr @__constant_256xf32_39, i64 %3618
  %3620 = load float, ptr %3619, align 4
  %3621 = add nuw nsw i64 %3589, 0
  %3622 = add nuw nsw i64 %3621, 0
  %3623 = getelementptr inbounds nuw float, ptr @__constant_256xf32_38, i64 %3622
  %3624 = load float, ptr %3623, align 4
  %3625 = fadd float %3616, f0x3727C5AC
  %3626 = call float @llvm.sqrt.f32(float %3625)
  %3627 = fdiv float 1.000000e+00, %3626
  %3628 = fsub float %3608, %3612
  %3629 = fmul float %3628, %3627
  %3630 = fmul float %3629, %3620
  %3631 = fadd float %3630, %3624
  %3632 = fcmp ugt float %3631, 0.000000e+00
  %3633 = select i1 %3632, float %3631, float 0.000000e+00
  %3634 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %3635 = mul nuw nsw i64 %3585, 4096
  %3636 = mul nuw nsw i64 %3589, 16
  %3637 = add nuw nsw i64 %3635, %3636
  %3638 = mul nuw nsw i64 %3593, 4
  %3639 = add nuw nsw i64 %3637, %3638
  %3640 = add nuw nsw i64 %3639, %3597
  %3641 = getelementptr inbounds nuw float, ptr %3634, i64 %3640
  store float %3633, ptr %3641, align 4
  %3642 = add i64 %3597, 1
  br label %3596

3643:                                             ; preds = %3596
  %3644 = add i64 %3593, 1
  br label %3592

3645:                                             ; preds = %3592
  %3646 = add i64 %3589, 1
  br label %3588

3647:                                             ; preds = %3588
  %3648 = add i64 %3585, 1
  br label %3584

3649:                                             ; preds = %3584
  %3650 = call ptr @malloc(i64 36928)
  %3651 = ptrtoint ptr %3650 to i64
  %3652 = add i64 %3651, 63
  %3653 = urem i64 %3652, 64
  %3654 = sub i64 %3652, %3653
  %3655 = inttoptr i64 %3654 to ptr
  %3656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3650, 0
  %3657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3656, ptr %3655, 1
  %3658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3657, i64 0, 2
  %3659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3658, i64 1, 3, 0
  %3660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3659, i64 256, 3, 1
  %3661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3660, i64 6, 3, 2
  %3662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3661, i64 6, 3, 3
  %3663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3662, i64 9216, 4, 0
  %3664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3663, i64 36, 4, 1
  %3665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3664, i64 6, 4, 2
  %3666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3665, i64 1, 4, 3
  br label %3667

3667:                                             ; preds = %3696, %3649
  %3668 = phi i64 [ %3697, %3696 ], [ 0, %3649 ]
  %3669 = icmp slt i64 %3668, 1
  br i1 %3669, label %3670, label %3698

3670:                                             ; preds = %3667
  br label %3671

3671:                                             ; preds = %3694, %3670
  %3672 = phi i64 [ %3695, %3694 ], [ 0, %3670 ]
  %3673 = icmp slt i64 %3672, 256
  br i1 %3673, label %3674, label %3696

3674:                                             ; preds = %3671
  br label %3675

3675:                                             ; preds = %3692, %3674
  %3676 = phi i64 [ %3693, %3692 ], [ 0, %3674 ]
  %3677 = icmp slt i64 %3676, 6
  br i1 %3677, label %3678, label %3694

3678:                                             ; preds = %3675
  br label %3679

3679:                                             ; preds = %3682, %3678
  %3680 = phi i64 [ %3691, %3682 ], [ 0, %3678 ]
  %3681 = icmp slt i64 %3680, 6
  br i1 %3681, label %3682, label %3692

3682:                                             ; preds = %3679
  %3683 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3684 = mul nuw nsw i64 %3668, 9216
  %3685 = mul nuw nsw i64 %3672, 36
  %3686 = add nuw nsw i64 %3684, %3685
  %3687 = mul nuw nsw i64 %3676, 6
  %3688 = add nuw nsw i64 %3686, %3687
  %3689 = add nuw nsw i64 %3688, %3680
  %3690 = getelementptr inbounds nuw float, ptr %3683, i64 %3689
  store float 0.000000e+00, ptr %3690, align 4
  %3691 = add i64 %3680, 1
  br label %3679

3692:                                             ; preds = %3679
  %3693 = add i64 %3676, 1
  br label %3675

3694:                                             ; preds = %3675
  %3695 = add i64 %3672, 1
  br label %3671

3696:                                             ; preds = %3671
  %3697 = add i64 %3668, 1
  br label %3667

3698:                                             ; preds = %3667
  %3699 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 0
  %3700 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3699, 0
  %3702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3701, ptr %3700, 1
  %3703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, i64 7, 2
  %3704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3703, i64 1, 3, 0
  %3705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3704, i64 9216, 4, 0
  %3706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3705, i64 256, 3, 1
  %3707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3706, i64 36, 4, 1
  %3708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3707, i64 4, 3, 2
  %3709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3708, i64 6, 4, 2
  %3710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3709, i64 4, 3, 3
  %3711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3710, i64 1, 4, 3
  br label %3712

3712:                                             ; preds = %3751, %3698
  %3713 = phi i64 [ %3752, %3751 ], [ 0, %3698 ]
  %3714 = icmp slt i64 %3713, 1
  br i1 %3714, label %3715, label %3753

3715:                                             ; preds = %3712
  br label %3716

3716:                                             ; preds = %3749, %3715
  %3717 = phi i64 [ %3750, %3749 ], [ 0, %3715 ]
  %3718 = icmp slt i64 %3717, 256
  br i1 %3718, label %3719, label %3751

3719:                                             ; preds = %3716
  br label %3720

3720:                                             ; preds = %3747, %3719
  %3721 = phi i64 [ %3748, %3747 ], [ 0, %3719 ]
  %3722 = icmp slt i64 %3721, 4
  br i1 %3722, label %3723, label %3749

3723:                                             ; preds = %3720
  br label %3724

3724:                                             ; preds = %3727, %3723
  %3725 = phi i64 [ %3746, %3727 ], [ 0, %3723 ]
  %3726 = icmp slt i64 %3725, 4
  br i1 %3726, label %3727, label %3747

3727:                                             ; preds = %3724
  %3728 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %3729 = mul nuw nsw i64 %3713, 4096
  %3730 = mul nuw nsw i64 %3717, 16
  %3731 = add nuw nsw i64 %3729, %3730
  %3732 = mul nuw nsw i64 %3721, 4
  %3733 = add nuw nsw i64 %3731, %3732
  %3734 = add nuw nsw i64 %3733, %3725
  %3735 = getelementptr inbounds nuw float, ptr %3728, i64 %3734
  %3736 = load float, ptr %3735, align 4
  %3737 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, 1
  %3738 = getelementptr float, ptr %3737, i64 7
  %3739 = mul nuw nsw i64 %3713, 9216
  %3740 = mul nuw nsw i64 %3717, 36
  %3741 = add nuw nsw i64 %3739, %3740
  %3742 = mul nuw nsw i64 %3721, 6
  %3743 = add nuw nsw i64 %3741, %3742
  %3744 = add nuw nsw i64 %3743, %3725
  %3745 = getelementptr inbounds nuw float, ptr %3738, i64 %3744
  store float %3736, ptr %3745, align 4
  %3746 = add i64 %3725, 1
  br label %3724

3747:                                             ; preds = %3724
  %3748 = add i64 %3721, 1
  br label %3720

3749:                                             ; preds = %3720
  %3750 = add i64 %3717, 1
  br label %3716

3751:                                             ; preds = %3716
  %3752 = add i64 %3713, 1
  br label %3712

3753:                                             ; preds = %3712
  %3754 = call ptr @malloc(i64 16448)
  %3755 = ptrtoint ptr %3754 to i64
  %3756 = add i64 %3755, 63
  %3757 = urem i64 %3756, 64
  %3758 = sub i64 %3756, %3757
  %3759 = inttoptr i64 %3758 to ptr
  %3760 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3754, 0
  %3761 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3760, ptr %3759, 1
  %3762 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3761, i64 0, 2
  %3763 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3762, i64 1, 3, 0
  %3764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3763, i64 256, 3, 1
  %3765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3764, i64 4, 3, 2
  %3766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3765, i64 4, 3, 3
  %3767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3766, i64 4096, 4, 0
  %3768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3767, i64 16, 4, 1
  %3769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3768, i64 4, 4, 2
  %3770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3769, i64 1, 4, 3
  br label %3771

3771:                                             ; preds = %3809, %3753
  %3772 = phi i64 [ %3810, %3809 ], [ 0, %3753 ]
  %3773 = icmp slt i64 %3772, 1
  br i1 %3773, label %3774, label %3811

3774:                                             ; preds = %3771
  br label %3775

3775:                                             ; preds = %3807, %3774
  %3776 = phi i64 [ %3808, %3807 ], [ 0, %3774 ]
  %3777 = icmp slt i64 %3776, 256
  br i1 %3777, label %3778, label %3809

3778:                                             ; preds = %3775
  br label %3779

3779:                                             ; preds = %3805, %3778
  %3780 = phi i64 [ %3806, %3805 ], [ 0, %3778 ]
  %3781 = icmp slt i64 %3780, 4
  br i1 %3781, label %3782, label %3807

3782:                                             ; preds = %3779
  br label %3783

3783:                                             ; preds = %3786, %3782
  %3784 = phi i64 [ %3804, %3786 ], [ 0, %3782 ]
  %3785 = icmp slt i64 %3784, 4
  br i1 %3785, label %3786, label %3805

3786:                                             ; preds = %3783
  %3787 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3788 = mul nuw nsw i64 %3772, 4096
  %3789 = mul nuw nsw i64 %3776, 16
  %3790 = add nuw nsw i64 %3788, %3789
  %3791 = mul nuw nsw i64 %3780, 4
  %3792 = add nuw nsw i64 %3790, %3791
  %3793 = add nuw nsw i64 %3792, %3784
  %3794 = getelementptr inbounds nuw float, ptr %3787, i64 %3793
  %3795 = load float, ptr %3794, align 4
  %3796 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3770, 1
  %3797 = mul nuw nsw i64 %3772, 4096
  %3798 = mul nuw nsw i64 %3776, 16
  %3799 = add nuw nsw i64 %3797, %3798
  %3800 = mul nuw nsw i64 %3780, 4
  %3801 = add nuw nsw i64 %3799, %3800
  %3802 = add nuw nsw i64 %3801, %3784
  %3803 = getelementptr inbounds nuw float, ptr %3796, i64 %3802
  store float %3795, ptr %3803, align 4
  %3804 = add i64 %3784, 1
  br label %3783

3805:                                             ; preds = %3783
  %3806 = add i64 %3780, 1
  br label %3779

3807:                                             ; preds = %3779
  %3808 = add i64 %3776, 1
  br label %3775

3809:                                             ; preds = %3775
  %3810 = add i64 %3772, 1
  br label %3771

3811:                                             ; preds = %3771
  br label %3812

3812:                                             ; preds = %3889, %3811
  %3813 = phi i64 [ %3890, %3889 ], [ 0, %3811 ]
  %3814 = icmp slt i64 %3813, 1
  br i1 %3814, label %3815, label %3891

3815:                                             ; preds = %3812
  br label %3816

3816:                                             ; preds = %3887, %3815
  %3817 = phi i64 [ %3888, %3887 ], [ 0, %3815 ]
  %3818 = icmp slt i64 %3817, 256
  br i1 %3818, label %3819, label %3889

3819:                                             ; preds = %3816
  br label %3820

3820:                                             ; preds = %3885, %3819
  %3821 = phi i64 [ %3886, %3885 ], [ 0, %3819 ]
  %3822 = icmp slt i64 %3821, 4
  br i1 %3822, label %3823, label %3887

3823:                                             ; preds = %3820
  br label %3824

3824:                                             ; preds = %3883, %3823
  %3825 = phi i64 [ %3884, %3883 ], [ 0, %3823 ]
  %3826 = icmp slt i64 %3825, 4
  br i1 %3826, label %3827, label %3885

3827:                                             ; preds = %3824
  br label %3828

3828:                                             ; preds = %3881, %3827
  %3829 = phi i64 [ %3882, %3881 ], [ 0, %3827 ]
  %3830 = icmp slt i64 %3829, 256
  br i1 %3830, label %3831, label %3883

3831:                                             ; preds = %3828
  br label %3832

3832:                                             ; preds = %3879, %3831
  %3833 = phi i64 [ %3880, %3879 ], [ 0, %3831 ]
  %3834 = icmp slt i64 %3833, 3
  br i1 %3834, label %3835, label %3881

3835:                                             ; preds = %3832
  br label %3836

3836:                                             ; preds = %3839, %3835
  %3837 = phi i64 [ %3878, %3839 ], [ 0, %3835 ]
  %3838 = icmp slt i64 %3837, 3
  br i1 %3838, label %3839, label %3879

3839:                                             ; preds = %3836
  %3840 = add i64 %3821, %3833
  %3841 = add i64 %3825, %3837
  %3842 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 1
  %3843 = mul nuw nsw i64 %3813, 9216
  %3844 = mul nuw nsw i64 %3829, 36
  %3845 = add nuw nsw i64 %3843, %3844
  %3846 = mul nuw nsw i64 %3840, 6
  %3847 = add nuw nsw i64 %3845, %3846
  %3848 = add nuw nsw i64 %3847, %3841
  %3849 = getelementptr inbounds nuw float, ptr %3842, i64 %3848
  %3850 = load float, ptr %3849, align 4
  %3851 = mul nuw nsw i64 %3817, 2304
  %3852 = mul nuw nsw i64 %3829, 9
  %3853 = add nuw nsw i64 %3851, %3852
  %3854 = mul nuw nsw i64 %3833, 3
  %3855 = add nuw nsw i64 %3853, %3854
  %3856 = add nuw nsw i64 %3855, %3837
  %3857 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32_37, i64 %3856
  %3858 = load float, ptr %3857, align 4
  %3859 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3770, 1
  %3860 = mul nuw nsw i64 %3813, 4096
  %3861 = mul nuw nsw i64 %3817, 16
  %3862 = add nuw nsw i64 %3860, %3861
  %3863 = mul nuw nsw i64 %3821, 4
  %3864 = add nuw nsw i64 %3862, %3863
  %3865 = add nuw nsw i64 %3864, %3825
  %3866 = getelementptr inbounds nuw float, ptr %3859, i64 %3865
  %3867 = load float, ptr %3866, align 4
  %3868 = fmul float %3850, %3858
  %3869 = fadd float %3867, %3868
  %3870 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3770, 1
  %3871 = mul nuw nsw i64 %3813, 4096
  %3872 = mul nuw nsw i64 %3817, 16
  %3873 = add nuw nsw i64 %3871, %3872
  %3874 = mul nuw nsw i64 %3821, 4
  %3875 = add nuw nsw i64 %3873, %3874
  %3876 = add nuw nsw i64 %3875, %3825
  %3877 = getelementptr inbounds nuw float, ptr %3870, i64 %3876
  store float %3869, ptr %3877, align 4
  %3878 = add i64 %3837, 1
  br label %3836

3879:                                             ; preds = %3836
  %3880 = add i64 %3833, 1
  br label %3832

3881:                                             ; preds = %3832
  %3882 = add i64 %3829, 1
  br label %3828

3883:                                             ; preds = %3828
  %3884 = add i64 %3825, 1
  br label %3824

3885:                                             ; preds = %3824
  %3886 = add i64 %3821, 1
  br label %3820

3887:                                             ; preds = %3820
  %3888 = add i64 %3817, 1
  br label %3816

3889:                                             ; preds = %3816
  %3890 = add i64 %3813, 1
  br label %3812

3891:                                             ; preds = %3812
  %3892 = call ptr @malloc(i64 16448)
  %3893 = ptrtoint ptr %3892 to i64
  %3894 = add i64 %3893, 63
  %3895 = urem i64 %3894, 64
  %3896 = sub i64 %3894, %3895
  %3897 = inttoptr i64 %3896 to ptr
  %3898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3892, 0
  %3899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3898, ptr %3897, 1
  %3900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3899, i64 0, 2
  %3901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3900, i64 1, 3, 0
  %3902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3901, i64 256, 3, 1
  %3903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3902, i64 4, 3, 2
  %3904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3903, i64 4, 3, 3
  %3905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3904, i64 4096, 4, 0
  %3906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3905, i64 16, 4, 1
  %3907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3906, i64 4, 4, 2
  %3908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3907, i64 1, 4, 3
  br label %3909

3909:                                             ; preds = %3947, %3891
  %3910 = phi i64 [ %3948, %3947 ], [ 0, %3891 ]
  %3911 = icmp slt i64 %3910, 1
  br i1 %3911, label %3912, label %3949

3912:                                             ; preds = %3909
  br label %3913

3913:                                             ; preds = %3945, %3912
  %3914 = phi i64 [ %3946, %3945 ], [ 0, %3912 ]
  %3915 = icmp slt i64 %3914, 256
  br i1 %3915, label %3916, label %3947

3916:                                             ; preds = %3913
  br label %3917

3917:                                             ; preds = %3943, %3916
  %3918 = phi i64 [ %3944, %3943 ], [ 0, %3916 ]
  %3919 = icmp slt i64 %3918, 4
  br i1 %3919, label %3920, label %3945

3920:                                             ; preds = %3917
  br label %3921

3921:                                             ; preds = %3924, %3920
  %3922 = phi i64 [ %3942, %3924 ], [ 0, %3920 ]
  %3923 = icmp slt i64 %3922, 4
  br i1 %3923, label %3924, label %3943

3924:                                             ; preds = %3921
  %3925 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3926 = mul nuw nsw i64 %3910, 4096
  %3927 = mul nuw nsw i64 %3914, 16
  %3928 = add nuw nsw i64 %3926, %3927
  %3929 = mul nuw nsw i64 %3918, 4
  %3930 = add nuw nsw i64 %3928, %3929
  %3931 = add nuw nsw i64 %3930, %3922
  %3932 = getelementptr inbounds nuw float, ptr %3925, i64 %3931
  %3933 = load float, ptr %3932, align 4
  %3934 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, 1
  %3935 = mul nuw nsw i64 %3910, 4096
  %3936 = mul nuw nsw i64 %3914, 16
  %3937 = add nuw nsw i64 %3935, %3936
  %3938 = mul nuw nsw i64 %3918, 4
  %3939 = add nuw nsw i64 %3937, %3938
  %3940 = add nuw nsw i64 %3939, %3922
  %3941 = getelementptr inbounds nuw float, ptr %3934, i64 %3940
  store float %3933, ptr %3941, align 4
  %3942 = add i64 %3922, 1
  br label %3921

3943:                                             ; preds = %3921
  %3944 = add i64 %3918, 1
  br label %3917

3945:                                             ; preds = %3917
  %3946 = add i64 %3914, 1
  br label %3913

3947:                                             ; preds = %3913
  %3948 = add i64 %3910, 1
  br label %3909

3949:                                             ; preds = %3909
  br label %3950

3950:                                             ; preds = %4027, %3949
  %3951 = phi i64 [ %4028, %4027 ], [ 0, %3949 ]
  %3952 = icmp slt i64 %3951, 1
  br i1 %3952, label %3953, label %4029

3953:                                             ; preds = %3950
  br label %3954

3954:                                             ; preds = %4025, %3953
  %3955 = phi i64 [ %4026, %4025 ], [ 0, %3953 ]
  %3956 = icmp slt i64 %3955, 256
  br i1 %3956, label %3957, label %4027

3957:                                             ; preds = %3954
  br label %3958

3958:                                             ; preds = %4023, %3957
  %3959 = phi i64 [ %4024, %4023 ], [ 0, %3957 ]
  %3960 = icmp slt i64 %3959, 4
  br i1 %3960, label %3961, label %4025

3961:                                             ; preds = %3958
  br label %3962

3962:                                             ; preds = %4021, %3961
  %3963 = phi i64 [ %4022, %4021 ], [ 0, %3961 ]
  %3964 = icmp slt i64 %3963, 4
  br i1 %3964, label %3965, label %4023

3965:                                             ; preds = %3962
  br label %3966

3966:                                             ; preds = %4019, %3965
  %3967 = phi i64 [ %4020, %4019 ], [ 0, %3965 ]
  %3968 = icmp slt i64 %3967, 128
  br i1 %3968, label %3969, label %4021

3969:                                             ; preds = %3966
  br label %3970

3970:                                             ; preds = %4017, %3969
  %3971 = phi i64 [ %4018, %4017 ], [ 0, %3969 ]
  %3972 = icmp slt i64 %3971, 1
  br i1 %3972, label %3973, label %4019

3973:                                             ; preds = %3970
  br label %3974

3974:                                             ; preds = %3977, %3973
  %3975 = phi i64 [ %4016, %3977 ], [ 0, %3973 ]
  %3976 = icmp slt i64 %3975, 1
  br i1 %3976, label %3977, label %4017

3977:                                             ; preds = %3974
  %3978 = mul nsw i64 %3959, 2
  %3979 = add i64 %3978, %3971
  %3980 = mul nsw i64 %3963, 2
  %3981 = add i64 %3980, %3975
  %3982 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 1
  %3983 = mul nuw nsw i64 %3951, 8192
  %3984 = mul nuw nsw i64 %3967, 64
  %3985 = add nuw nsw i64 %3983, %3984
  %3986 = mul nuw nsw i64 %3979, 8
  %3987 = add nuw nsw i64 %3985, %3986
  %3988 = add nuw nsw i64 %3987, %3981
  %3989 = getelementptr inbounds nuw float, ptr %3982, i64 %3988
  %3990 = load float, ptr %3989, align 4
  %3991 = mul nuw nsw i64 %3955, 128
  %3992 = add nuw nsw i64 %3991, %3967
  %3993 = add nuw nsw i64 %3992, %3971
  %3994 = add nuw nsw i64 %3993, %3975
  %3995 = getelementptr inbounds nuw float, ptr @__constant_256x128x1x1xf32, i64 %3994
  %3996 = load float, ptr %3995, align 4
  %3997 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, 1
  %3998 = mul nuw nsw i64 %3951, 4096
  %3999 = mul nuw nsw i64 %3955, 16
  %4000 = add nuw nsw i64 %3998, %3999
  %4001 = mul nuw nsw i64 %3959, 4
  %4002 = add nuw nsw i64 %4000, %4001
  %4003 = add nuw nsw i64 %4002, %3963
  %4004 = getelementptr inbounds nuw float, ptr %3997, i64 %4003
  %4005 = load float, ptr %4004, align 4
  %4006 = fmul float %3990, %3996
  %4007 = fadd float %4005, %4006
  %4008 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, 1
  %4009 = mul nuw nsw i64 %3951, 4096
  %4010 = mul nuw nsw i64 %3955, 16
  %4011 = add nuw nsw i64 %4009, %4010
  %4012 = mul nuw nsw i64 %3959, 4
  %4013 = add nuw nsw i64 %4011, %4012
  %4014 = add nuw nsw i64 %4013, %3963
  %4015 = getelementptr inbounds nuw float, ptr %4008, i64 %4014
  store float %4007, ptr %4015, align 4
  %4016 = add i64 %3975, 1
  br label %3974

4017:                                             ; preds = %3974
  %4018 = add i64 %3971, 1
  br label %3970

4019:                                             ; preds = %3970
  %4020 = add i64 %3967, 1
  br label %3966

4021:                                             ; preds = %3966
  %4022 = add i64 %3963, 1
  br label %3962

4023:                                             ; preds = %3962
  %4024 = add i64 %3959, 1
  br label %3958

4025:                                             ; preds = %3958
  %4026 = add i64 %3955, 1
  br label %3954

4027:                                             ; preds = %3954
  %4028 = add i64 %3951, 1
  br label %3950

4029:                                             ; preds = %3950
  %4030 = call ptr @malloc(i64 16448)
  %4031 = ptrtoint ptr %4030 to i64
  %4032 = add i64 %4031, 63
  %4033 = urem i64 %4032, 64
  %4034 = sub i64 %4032, %4033
  %4035 = inttoptr i64 %4034 to ptr
  %4036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4030, 0
  %4037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4036, ptr %4035, 1
  %4038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4037, i64 0, 2
  %4039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4038, i64 1, 3, 0
  %4040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4039, i64 256, 3, 1
  %4041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4040, i64 4, 3, 2
  %4042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4041, i64 4, 3, 3
  %4043 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4042, i64 4096, 4, 0
  %4044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4043, i64 16, 4, 1
  %4045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4044, i64 4, 4, 2
  %4046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4045, i64 1, 4, 3
  br label %4047

4047:                                             ; preds = %4143, %4029
  %4048 = phi i64 [ %4144, %4143 ], [ 0, %4029 ]
  %4049 = icmp slt i64 %4048, 1
  br i1 %4049, label %4050, label %4145

4050:                                             ; preds = %4047
  br label %4051

4051:                                             ; preds = %4141, %4050
  %4052 = phi i64 [ %4142, %4141 ], [ 0, %4050 ]
  %4053 = icmp slt i64 %4052, 256
  br i1 %4053, label %4054, label %4143

4054:                                             ; preds = %4051
  br label %4055

4055:                                             ; preds = %4139, %4054
  %4056 = phi i64 [ %4140, %4139 ], [ 0, %4054 ]
  %4057 = icmp slt i64 %4056, 4
  br i1 %4057, label %4058, label %4141

4058:                                             ; preds = %4055
  br label %4059

4059:                                             ; preds = %4062, %4058
  %4060 = phi i64 [ %4138, %4062 ], [ 0, %4058 ]
  %4061 = icmp slt i64 %4060, 4
  br i1 %4061, label %4062, label %4139

4062:                                             ; preds = %4059
  %4063 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3770, 1
  %4064 = mul nuw nsw i64 %4048, 4096
  %4065 = mul nuw nsw i64 %4052, 16
  %4066 = add nuw nsw i64 %4064, %4065
  %4067 = mul nuw nsw i64 %4056, 4
  %4068 = add nuw nsw i64 %4066, %4067
  %4069 = add nuw nsw i64 %4068, %4060
  %4070 = getelementptr inbounds nuw float, ptr %4063, i64 %4069
  %4071 = load float, ptr %4070, align 4
  %4072 = add nuw nsw i64 %4052, 0
  %4073 = add nuw nsw i64 %4072, 0
  %4074 = getelementptr inbounds nuw float, ptr @__constant_256xf32_36, i64 %4073
  %4075 = load float, ptr %4074, align 4
  %4076 = add nuw nsw i64 %4052, 0
  %4077 = add nuw nsw i64 %4076, 0
  %4078 = getelementptr inbounds nuw float, ptr @__constant_256xf32_35, i64 %4077
  %4079 = load float, ptr %4078, align 4
  %4080 = add nuw nsw i64 %4052, 0
  %4081 = add nuw nsw i64 %4080, 0
  %4082 = getelementptr inbounds nuw float, ptr @__constant_256xf32_34, i64 %4081
  %4083 = load float, ptr %4082, align 4
  %4084 = add nuw nsw i64 %4052, 0
  %4085 = add nuw nsw i64 %4084, 0
  %4086 = getelementptr inbounds nuw float, ptr @__constant_256xf32_33, i64 %4085
  %4087 = load float, ptr %4086, align 4
  %4088 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, 1
  %4089 = mul nuw nsw i64 %4048, 4096
  %4090 = mul nuw nsw i64 %4052, 16
  %4091 = add nuw nsw i64 %4089, %4090
  %4092 = mul nuw nsw i64 %4056, 4
  %4093 = add nuw nsw i64 %4091, %4092
  %4094 = add nuw nsw i64 %4093, %4060
  %4095 = getelementptr inbounds nuw float, ptr %4088, i64 %4094
  %4096 = load float, ptr %4095, align 4
  %4097 = add nuw nsw i64 %4052, 0
  %4098 = add nuw nsw i64 %4097, 0
  %4099 = getelementptr inbounds nuw float, ptr @__constant_256xf32_32, i64 %4098
  %4100 = load float, ptr %4099, align 4
  %4101 = add nuw nsw i64 %4052, 0
  %4102 = add nuw nsw i64 %4101, 0
  %4103 = getelementptr inbounds nuw float, ptr @__constant_256xf32_31, i64 %4102
  %4104 = load float, ptr %4103, align 4
  %4105 = add nuw nsw i64 %4052, 0
  %4106 = add nuw nsw i64 %4105, 0
  %4107 = getelementptr inbounds nuw float, ptr @__constant_256xf32_30, i64 %4106
  %4108 = load float, ptr %4107, align 4
  %4109 = add nuw nsw i64 %4052, 0
  %4110 = add nuw nsw i64 %4109, 0
  %4111 = getelementptr inbounds nuw float, ptr @__constant_256xf32_29, i64 %4110
  %4112 = load float, ptr %4111, align 4
  %4113 = fadd float %4104, f0x3727C5AC
  %4114 = call float @llvm.sqrt.f32(float %4113)
  %4115 = fdiv float 1.000000e+00, %4114
  %4116 = fsub float %4096, %4100
  %4117 = fmul float %4116, %4115
  %4118 = fmul float %4117, %4108
  %4119 = fadd float %4118, %4112
  %4120 = fadd float %4079, f0x3727C5AC
  %4121 = call float @llvm.sqrt.f32(float %4120)
  %4122 = fdiv float 1.000000e+00, %4121
  %4123 = fsub float %4071, %4075
  %4124 = fmul float %4123, %4122
  %4125 = fmul float %4124, %4083
  %4126 = fadd float %4125, %4087
  %4127 = fadd float %4126, %4119
  %4128 = fcmp ugt float %4127, 0.000000e+00
  %4129 = select i1 %4128, float %4127, float 0.000000e+00
  %4130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4046, 1
  %4131 = mul nuw nsw i64 %4048, 4096
  %4132 = mul nuw nsw i64 %4052, 16
  %4133 = add nuw nsw i64 %4131, %4132
  %4134 = mul nuw nsw i64 %4056, 4
  %4135 = add nuw nsw i64 %4133, %4134
  %4136 = add nuw nsw i64 %4135, %4060
  %4137 = getelementptr inbounds nuw float, ptr %4130, i64 %4136
  store float %4129, ptr %4137, align 4
  %4138 = add i64 %4060, 1
  br label %4059

4139:                                             ; preds = %4059
  %4140 = add i64 %4056, 1
  br label %4055

4141:                                             ; preds = %4055
  %4142 = add i64 %4052, 1
  br label %4051

4143:                                             ; preds = %4051
  %4144 = add i64 %4048, 1
  br label %4047

4145:                                             ; preds = %4047
  %4146 = call ptr @malloc(i64 36928)
  %4147 = ptrtoint ptr %4146 to i64
  %4148 = add i64 %4147, 63
  %4149 = urem i64 %4148, 64
  %4150 = sub i64 %4148, %4149
  %4151 = inttoptr i64 %4150 to ptr
  %4152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4146, 0
  %4153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4152, ptr %4151, 1
  %4154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4153, i64 0, 2
  %4155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4154, i64 1, 3, 0
  %4156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4155, i64 256, 3, 1
  %4157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4156, i64 6, 3, 2
  %4158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4157, i64 6, 3, 3
  %4159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4158, i64 9216, 4, 0
  %4160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4159, i64 36, 4, 1
  %4161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4160, i64 6, 4, 2
  %4162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4161, i64 1, 4, 3
  br label %4163

4163:                                             ; preds = %4192, %4145
  %4164 = phi i64 [ %4193, %4192 ], [ 0, %4145 ]
  %4165 = icmp slt i64 %4164, 1
  br i1 %4165, label %4166, label %4194

4166:                                             ; preds = %4163
  br label %4167

4167:                                             ; preds = %4190, %4166
  %4168 = phi i64 [ %4191, %4190 ], [ 0, %4166 ]
  %4169 = icmp slt i64 %4168, 256
  br i1 %4169, label %4170, label %4192

4170:                                             ; preds = %4167
  br label %4171

4171:                                             ; preds = %4188, %4170
  %4172 = phi i64 [ %4189, %4188 ], [ 0, %4170 ]
  %4173 = icmp slt i64 %4172, 6
  br i1 %4173, label %4174, label %4190

4174:                                             ; preds = %4171
  br label %4175

4175:                                             ; preds = %4178, %4174
  %4176 = phi i64 [ %4187, %4178 ], [ 0, %4174 ]
  %4177 = icmp slt i64 %4176, 6
  br i1 %4177, label %4178, label %4188

4178:                                             ; preds = %4175
  %4179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, 1
  %4180 = mul nuw nsw i64 %4164, 9216
  %4181 = mul nuw nsw i64 %4168, 36
  %4182 = add nuw nsw i64 %4180, %4181
  %4183 = mul nuw nsw i64 %4172, 6
  %4184 = add nuw nsw i64 %4182, %4183
  %4185 = add nuw nsw i64 %4184, %4176
  %4186 = getelementptr inbounds nuw float, ptr %4179, i64 %4185
  store float 0.000000e+00, ptr %4186, align 4
  %4187 = add i64 %4176, 1
  br label %4175

4188:                                             ; preds = %4175
  %4189 = add i64 %4172, 1
  br label %4171

4190:                                             ; preds = %4171
  %4191 = add i64 %4168, 1
  br label %4167

4192:                                             ; preds = %4167
  %4193 = add i64 %4164, 1
  br label %4163

4194:                                             ; preds = %4163
  %4195 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, 0
  %4196 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, 1
  %4197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4195, 0
  %4198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4197, ptr %4196, 1
  %4199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4198, i64 7, 2
  %4200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4199, i64 1, 3, 0
  %4201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4200, i64 9216, 4, 0
  %4202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4201, i64 256, 3, 1
  %4203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4202, i64 36, 4, 1
  %4204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4203, i64 4, 3, 2
  %4205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4204, i64 6, 4, 2
  %4206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4205, i64 4, 3, 3
  %4207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4206, i64 1, 4, 3
  br label %4208

4208:                                             ; preds = %4247, %4194
  %4209 = phi i64 [ %4248, %4247 ], [ 0, %4194 ]
  %4210 = icmp slt i64 %4209, 1
  br i1 %4210, label %4211, label %4249

4211:                                             ; preds = %4208
  br label %4212

4212:                                             ; preds = %4245, %4211
  %4213 = phi i64 [ %4246, %4245 ], [ 0, %4211 ]
  %4214 = icmp slt i64 %4213, 256
  br i1 %4214, label %4215, label %4247

4215:                                             ; preds = %4212
  br label %4216

4216:                                             ; preds = %4243, %4215
  %4217 = phi i64 [ %4244, %4243 ], [ 0, %4215 ]
  %4218 = icmp slt i64 %4217, 4
  br i1 %4218, label %4219, label %4245

4219:                                             ; preds = %4216
  br label %4220

4220:                                             ; preds = %4223, %4219
  %4221 = phi i64 [ %4242, %4223 ], [ 0, %4219 ]
  %4222 = icmp slt i64 %4221, 4
  br i1 %4222, label %4223, label %4243

4223:                                             ; preds = %4220
  %4224 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4046, 1
  %4225 = mul nuw nsw i64 %4209, 4096
  %4226 = mul nuw nsw i64 %4213, 16
  %4227 = add nuw nsw i64 %4225, %4226
  %4228 = mul nuw nsw i64 %4217, 4
  %4229 = add nuw nsw i64 %4227, %4228
  %4230 = add nuw nsw i64 %4229, %4221
  %4231 = getelementptr inbounds nuw float, ptr %4224, i64 %4230
  %4232 = load float, ptr %4231, align 4
  %4233 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4207, 1
  %4234 = getelementptr float, ptr %4233, i64 7
  %4235 = mul nuw nsw i64 %4209, 9216
  %4236 = mul nuw nsw i64 %4213, 36
  %4237 = add nuw nsw i64 %4235, %4236
  %4238 = mul nuw nsw i64 %4217, 6
  %4239 = add nuw nsw i64 %4237, %4238
  %4240 = add nuw nsw i64 %4239, %4221
  %4241 = getelementptr inbounds nuw float, ptr %4234, i64 %4240
  store float %4232, ptr %4241, align 4
  %4242 = add i64 %4221, 1
  br label %4220

4243:                                             ; preds = %4220
  %4244 = add i64 %4217, 1
  br label %4216

4245:                                             ; preds = %4216
  %4246 = add i64 %4213, 1
  br label %4212

4247:                                             ; preds = %4212
  %4248 = add i64 %4209, 1
  br label %4208

4249:                                             ; preds = %4208
  %4250 = call ptr @malloc(i64 16448)
  %4251 = ptrtoint ptr %4250 to i64
  %4252 = add i64 %4251, 63
  %4253 = urem i64 %4252, 64
  %4254 = sub i64 %4252, %4253
  %4255 = inttoptr i64 %4254 to ptr
  %4256 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4250, 0
  %4257 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4256, ptr %4255, 1
  %4258 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4257, i64 0, 2
  %4259 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4258, i64 1, 3, 0
  %4260 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4259, i64 256, 3, 1
  %4261 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4260, i64 4, 3, 2
  %4262 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4261, i64 4, 3, 3
  %4263 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4262, i64 4096, 4, 0
  %4264 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4263, i64 16, 4, 1
  %4265 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4264, i64 4, 4, 2
  %4266 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4265, i64 1, 4, 3
  br label %4267

4267:                                             ; preds = %4305, %4249
  %4268 = phi i64 [ %4306, %4305 ], [ 0, %4249 ]
  %4269 = icmp slt i64 %4268, 1
  br i1 %4269, label %4270, label %4307

4270:                                             ; preds = %4267
  br label %4271

4271:                                             ; preds = %4303, %4270
  %4272 = phi i64 [ %4304, %4303 ], [ 0, %4270 ]
  %4273 = icmp slt i64 %4272, 256
  br i1 %4273, label %4274, label %4305

4274:                                             ; preds = %4271
  br label %4275

4275:                                             ; preds = %4301, %4274
  %4276 = phi i64 [ %4302, %4301 ], [ 0, %4274 ]
  %4277 = icmp slt i64 %4276, 4
  br i1 %4277, label %4278, label %4303

4278:                                             ; preds = %4275
  br label %4279

4279:                                             ; preds = %4282, %4278
  %4280 = phi i64 [ %4300, %4282 ], [ 0, %4278 ]
  %4281 = icmp slt i64 %4280, 4
  br i1 %4281, label %4282, label %4301

4282:                                             ; preds = %4279
  %4283 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %4284 = mul nuw nsw i64 %4268, 4096
  %4285 = mul nuw nsw i64 %4272, 16
  %4286 = add nuw nsw i64 %4284, %4285
  %4287 = mul nuw nsw i64 %4276, 4
  %4288 = add nuw nsw i64 %4286, %4287
  %4289 = add nuw nsw i64 %4288, %4280
  %4290 = getelementptr inbounds nuw float, ptr %4283, i64 %4289
  %4291 = load float, ptr %4290, align 4
  %4292 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, 1
  %4293 = mul nuw nsw i64 %4268, 4096
  %4294 = mul nuw nsw i64 %4272, 16
  %4295 = add nuw nsw i64 %4293, %4294
  %4296 = mul nuw nsw i64 %4276, 4
  %4297 = add nuw nsw i64 %4295, %4296
  %4298 = add nuw nsw i64 %4297, %4280
  %4299 = getelementptr inbounds nuw float, ptr %4292, i64 %4298
  store float %4291, ptr %4299, align 4
  %4300 = add i64 %4280, 1
  br label %4279

4301:                                             ; preds = %4279
  %4302 = add i64 %4276, 1
  br label %4275

4303:                                             ; preds = %4275
  %4304 = add i64 %4272, 1
  br label %4271

4305:                                             ; preds = %4271
  %4306 = add i64 %4268, 1
  br label %4267

4307:                                             ; preds = %4267
  br label %4308

4308:                                             ; preds = %4385, %4307
  %4309 = phi i64 [ %4386, %4385 ], [ 0, %4307 ]
  %4310 = icmp slt i64 %4309, 1
  br i1 %4310, label %4311, label %4387

4311:                                             ; preds = %4308
  br label %4312

4312:                                             ; preds = %4383, %4311
  %4313 = phi i64 [ %4384, %4383 ], [ 0, %4311 ]
  %4314 = icmp slt i64 %4313, 256
  br i1 %4314, label %4315, label %4385

4315:                                             ; preds = %4312
  br label %4316

4316:                                             ; preds = %4381, %4315
  %4317 = phi i64 [ %4382, %4381 ], [ 0, %4315 ]
  %4318 = icmp slt i64 %4317, 4
  br i1 %4318, label %4319, label %4383

4319:                                             ; preds = %4316
  br label %4320

4320:                                             ; preds = %4379, %4319
  %4321 = phi i64 [ %4380, %4379 ], [ 0, %4319 ]
  %4322 = icmp slt i64 %4321, 4
  br i1 %4322, label %4323, label %4381

4323:                                             ; preds = %4320
  br label %4324

4324:                                             ; preds = %4377, %4323
  %4325 = phi i64 [ %4378, %4377 ], [ 0, %4323 ]
  %4326 = icmp slt i64 %4325, 256
  br i1 %4326, label %4327, label %4379

4327:                                             ; preds = %4324
  br label %4328

4328:                                             ; preds = %4375, %4327
  %4329 = phi i64 [ %4376, %4375 ], [ 0, %4327 ]
  %4330 = icmp slt i64 %4329, 3
  br i1 %4330, label %4331, label %4377

4331:                                             ; preds = %4328
  br label %4332

4332:                                             ; preds = %4335, %4331
  %4333 = phi i64 [ %4374, %4335 ], [ 0, %4331 ]
  %4334 = icmp slt i64 %4333, 3
  br i1 %4334, label %4335, label %4375

4335:                                             ; preds = %4332
  %4336 = add i64 %4317, %4329
  %4337 = add i64 %4321, %4333
  %4338 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, 1
  %4339 = mul nuw nsw i64 %4309, 9216
  %4340 = mul nuw nsw i64 %4325, 36
  %4341 = add nuw nsw i64 %4339, %4340
  %4342 = mul nuw nsw i64 %4336, 6
  %4343 = add nuw nsw i64 %4341, %4342
  %4344 = add nuw nsw i64 %4343, %4337
  %4345 = getelementptr inbounds nuw float, ptr %4338, i64 %4344
  %4346 = load float, ptr %4345, align 4
  %4347 = mul nuw nsw i64 %4313, 2304
  %4348 = mul nuw nsw i64 %4325, 9
  %4349 = add nuw nsw i64 %4347, %4348
  %4350 = mul nuw nsw i64 %4329, 3
  %4351 = add nuw nsw i64 %4349, %4350
  %4352 = add nuw nsw i64 %4351, %4333
  %4353 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32_28, i64 %4352
  %4354 = load float, ptr %4353, align 4
  %4355 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, 1
  %4356 = mul nuw nsw i64 %4309, 4096
  %4357 = mul nuw nsw i64 %4313, 16
  %4358 = add nuw nsw i64 %4356, %4357
  %4359 = mul nuw nsw i64 %4317, 4
  %4360 = add nuw nsw i64 %4358, %4359
  %4361 = add nuw nsw i64 %4360, %4321
  %4362 = getelementptr inbounds nuw float, ptr %4355, i64 %4361
  %4363 = load float, ptr %4362, align 4
  %4364 = fmul float %4346, %4354
  %4365 = fadd float %4363, %4364
  %4366 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, 1
  %4367 = mul nuw nsw i64 %4309, 4096
  %4368 = mul nuw nsw i64 %4313, 16
  %4369 = add nuw nsw i64 %4367, %4368
  %4370 = mul nuw nsw i64 %4317, 4
  %4371 = add nuw nsw i64 %4369, %4370
  %4372 = add nuw nsw i64 %4371, %4321
  %4373 = getelementptr inbounds nuw float, ptr %4366, i64 %4372
  store float %4365, ptr %4373, align 4
  %4374 = add i64 %4333, 1
  br label %4332

4375:                                             ; preds = %4332
  %4376 = add i64 %4329, 1
  br label %4328

4377:                                             ; preds = %4328
  %4378 = add i64 %4325, 1
  br label %4324

4379:                                             ; preds = %4324
  %4380 = add i64 %4321, 1
  br label %4320

4381:                                             ; preds = %4320
  %4382 = add i64 %4317, 1
  br label %4316

4383:                                             ; preds = %4316
  %4384 = add i64 %4313, 1
  br label %4312

4385:                                             ; preds = %4312
  %4386 = add i64 %4309, 1
  br label %4308

4387:                                             ; preds = %4308
  br label %4388

4388:                                             ; preds = %4451, %4387
  %4389 = phi i64 [ %4452, %4451 ], [ 0, %4387 ]
  %4390 = icmp slt i64 %4389, 1
  br i1 %4390, label %4391, label %4453

4391:                                             ; preds = %4388
  br label %4392

4392:                                             ; preds = %4449, %4391
  %4393 = phi i64 [ %4450, %4449 ], [ 0, %4391 ]
  %4394 = icmp slt i64 %4393, 256
  br i1 %4394, label %4395, label %4451

4395:                                             ; preds = %4392
  br label %4396

4396:                                             ; preds = %4447, %4395
  %4397 = phi i64 [ %4448, %4447 ], [ 0, %4395 ]
  %4398 = icmp slt i64 %4397, 4
  br i1 %4398, label %4399, label %4449

4399:                                             ; preds = %4396
  br label %4400

4400:                                             ; preds = %4403, %4399
  %4401 = phi i64 [ %4446, %4403 ], [ 0, %4399 ]
  %4402 = icmp slt i64 %4401, 4
  br i1 %4402, label %4403, label %4447

4403:                                             ; preds = %4400
  %4404 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, 1
  %4405 = mul nuw nsw i64 %4389, 4096
  %4406 = mul nuw nsw i64 %4393, 16
  %4407 = add nuw nsw i64 %4405, %4406
  %4408 = mul nuw nsw i64 %4397, 4
  %4409 = add nuw nsw i64 %4407, %4408
  %4410 = add nuw nsw i64 %4409, %4401
  %4411 = getelementptr inbounds nuw float, ptr %4404, i64 %4410
  %4412 = load float, ptr %4411, align 4
  %4413 = add nuw nsw i64 %4393, 0
  %4414 = add nuw nsw i64 %4413, 0
  %4415 = getelementptr inbounds nuw float, ptr @__constant_256xf32_27, i64 %4414
  %4416 = load float, ptr %4415, align 4
  %4417 = add nuw nsw i64 %4393, 0
  %4418 = add nuw nsw i64 %4417, 0
  %4419 = getelementptr inbounds nuw float, ptr @__constant_256xf32_26, i64 %4418
  %4420 = load float, ptr %4419, align 4
  %4421 = add nuw nsw i64 %4393, 0
  %4422 = add nuw nsw i64 %4421, 0
  %4423 = getelementptr inbounds nuw float, ptr @__constant_256xf32_25, i64 %4422
  %4424 = load float, ptr %4423, align 4
  %4425 = add nuw nsw i64 %4393, 0
  %4426 = add nuw nsw i64 %4425, 0
  %4427 = getelementptr inbounds nuw float, ptr @__constant_256xf32_24, i64 %4426
  %4428 = load float, ptr %4427, align 4
  %4429 = fadd float %4420, f0x3727C5AC
  %4430 = call float @llvm.sqrt.f32(float %4429)
  %4431 = fdiv float 1.000000e+00, %4430
  %4432 = fsub float %4412, %4416
  %4433 = fmul float %4432, %4431
  %4434 = fmul float %4433, %4424
  %4435 = fadd float %4434, %4428
  %4436 = fcmp ugt float %4435, 0.000000e+00
  %4437 = select i1 %4436, float %4435, float 0.000000e+00
  %4438 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %4439 = mul nuw nsw i64 %4389, 4096
  %4440 = mul nuw nsw i64 %4393, 16
  %4441 = add nuw nsw i64 %4439, %4440
  %4442 = mul nuw nsw i64 %4397, 4
  %4443 = add nuw nsw i64 %4441, %4442
  %4444 = add nuw nsw i64 %4443, %4401
  %4445 = getelementptr inbounds nuw float, ptr %4438, i64 %4444
  store float %4437, ptr %4445, align 4
  %4446 = add i64 %4401, 1
  br label %4400

4447:                                             ; preds = %4400
  %4448 = add i64 %4397, 1
  br label %4396

4449:                                             ; preds = %4396
  %4450 = add i64 %4393, 1
  br label %4392

4451:                                             ; preds = %4392
  %4452 = add i64 %4389, 1
  br label %4388

4453:                                             ; preds = %4388
  %4454 = call ptr @malloc(i64 36928)
  %4455 = ptrtoint ptr %4454 to i64
  %4456 = add i64 %4455, 63
  %4457 = urem i64 %4456, 64
  %4458 = sub i64 %4456, %4457
  %4459 = inttoptr i64 %4458 to ptr
  %4460 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4454, 0
  %4461 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4460, ptr %4459, 1
  %4462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4461, i64 0, 2
  %4463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4462, i64 1, 3, 0
  %4464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4463, i64 256, 3, 1
  %4465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4464, i64 6, 3, 2
  %4466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4465, i64 6, 3, 3
  %4467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4466, i64 9216, 4, 0
  %4468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4467, i64 36, 4, 1
  %4469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4468, i64 6, 4, 2
  %4470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4469, i64 1, 4, 3
  br label %4471

4471:                                             ; preds = %4500, %4453
  %4472 = phi i64 [ %4501, %4500 ], [ 0, %4453 ]
  %4473 = icmp slt i64 %4472, 1
  br i1 %4473, label %4474, label %4502

4474:                                             ; preds = %4471
  br label %4475

4475:                                             ; preds = %4498, %4474
  %4476 = phi i64 [ %4499, %4498 ], [ 0, %4474 ]
  %4477 = icmp slt i64 %4476, 256
  br i1 %4477, label %4478, label %4500

4478:                                             ; preds = %4475
  br label %4479

4479:                                             ; preds = %4496, %4478
  %4480 = phi i64 [ %4497, %4496 ], [ 0, %4478 ]
  %4481 = icmp slt i64 %4480, 6
  br i1 %4481, label %4482, label %4498

4482:                                             ; preds = %4479
  br label %4483

4483:                                             ; preds = %4486, %4482
  %4484 = phi i64 [ %4495, %4486 ], [ 0, %4482 ]
  %4485 = icmp slt i64 %4484, 6
  br i1 %4485, label %4486, label %4496

4486:                                             ; preds = %4483
  %4487 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4470, 1
  %4488 = mul nuw nsw i64 %4472, 9216
  %4489 = mul nuw nsw i64 %4476, 36
  %4490 = add nuw nsw i64 %4488, %4489
  %4491 = mul nuw nsw i64 %4480, 6
  %4492 = add nuw nsw i64 %4490, %4491
  %4493 = add nuw nsw i64 %4492, %4484
  %4494 = getelementptr inbounds nuw float, ptr %4487, i64 %4493
  store float 0.000000e+00, ptr %4494, align 4
  %4495 = add i64 %4484, 1
  br label %4483

4496:                                             ; preds = %4483
  %4497 = add i64 %4480, 1
  br label %4479

4498:                                             ; preds = %4479
  %4499 = add i64 %4476, 1
  br label %4475

4500:                                             ; preds = %4475
  %4501 = add i64 %4472, 1
  br label %4471

4502:                                             ; preds = %4471
  %4503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4470, 0
  %4504 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4470, 1
  %4505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4503, 0
  %4506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4505, ptr %4504, 1
  %4507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4506, i64 7, 2
  %4508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4507, i64 1, 3, 0
  %4509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4508, i64 9216, 4, 0
  %4510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4509, i64 256, 3, 1
  %4511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4510, i64 36, 4, 1
  %4512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4511, i64 4, 3, 2
  %4513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4512, i64 6, 4, 2
  %4514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4513, i64 4, 3, 3
  %4515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4514, i64 1, 4, 3
  br label %4516

4516:                                             ; preds = %4555, %4502
  %4517 = phi i64 [ %4556, %4555 ], [ 0, %4502 ]
  %4518 = icmp slt i64 %4517, 1
  br i1 %4518, label %4519, label %4557

4519:                                             ; preds = %4516
  br label %4520

4520:                                             ; preds = %4553, %4519
  %4521 = phi i64 [ %4554, %4553 ], [ 0, %4519 ]
  %4522 = icmp slt i64 %4521, 256
  br i1 %4522, label %4523, label %4555

4523:                                             ; preds = %4520
  br label %4524

4524:                                             ; preds = %4551, %4523
  %4525 = phi i64 [ %4552, %4551 ], [ 0, %4523 ]
  %4526 = icmp slt i64 %4525, 4
  br i1 %4526, label %4527, label %4553

4527:                                             ; preds = %4524
  br label %4528

4528:                                             ; preds = %4531, %4527
  %4529 = phi i64 [ %4550, %4531 ], [ 0, %4527 ]
  %4530 = icmp slt i64 %4529, 4
  br i1 %4530, label %4531, label %4551

4531:                                             ; preds = %4528
  %4532 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %4533 = mul nuw nsw i64 %4517, 4096
  %4534 = mul nuw nsw i64 %4521, 16
  %4535 = add nuw nsw i64 %4533, %4534
  %4536 = mul nuw nsw i64 %4525, 4
  %4537 = add nuw nsw i64 %4535, %4536
  %4538 = add nuw nsw i64 %4537, %4529
  %4539 = getelementptr inbounds nuw float, ptr %4532, i64 %4538
  %4540 = load float, ptr %4539, align 4
  %4541 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4515, 1
  %4542 = getelementptr float, ptr %4541, i64 7
  %4543 = mul nuw nsw i64 %4517, 9216
  %4544 = mul nuw nsw i64 %4521, 36
  %4545 = add nuw nsw i64 %4543, %4544
  %4546 = mul nuw nsw i64 %4525, 6
  %4547 = add nuw nsw i64 %4545, %4546
  %4548 = add nuw nsw i64 %4547, %4529
  %4549 = getelementptr inbounds nuw float, ptr %4542, i64 %4548
  store float %4540, ptr %4549, align 4
  %4550 = add i64 %4529, 1
  br label %4528

4551:                                             ; preds = %4528
  %4552 = add i64 %4525, 1
  br label %4524

4553:                                             ; preds = %4524
  %4554 = add i64 %4521, 1
  br label %4520

4555:                                             ; preds = %4520
  %4556 = add i64 %4517, 1
  br label %4516

4557:                                             ; preds = %4516
  br label %4558

4558:                                             ; preds = %4635, %4557
  %4559 = phi i64 [ %4636, %4635 ], [ 0, %4557 ]
  %4560 = icmp slt i64 %4559, 1
  br i1 %4560, label %4561, label %4637

4561:                                             ; preds = %4558
  br label %4562

4562:                                             ; preds = %4633, %4561
  %4563 = phi i64 [ %4634, %4633 ], [ 0, %4561 ]
  %4564 = icmp slt i64 %4563, 256
  br i1 %4564, label %4565, label %4635

4565:                                             ; preds = %4562
  br label %4566

4566:                                             ; preds = %4631, %4565
  %4567 = phi i64 [ %4632, %4631 ], [ 0, %4565 ]
  %4568 = icmp slt i64 %4567, 4
  br i1 %4568, label %4569, label %4633

4569:                                             ; preds = %4566
  br label %4570

4570:                                             ; preds = %4629, %4569
  %4571 = phi i64 [ %4630, %4629 ], [ 0, %4569 ]
  %4572 = icmp slt i64 %4571, 4
  br i1 %4572, label %4573, label %4631

4573:                                             ; preds = %4570
  br label %4574

4574:                                             ; preds = %4627, %4573
  %4575 = phi i64 [ %4628, %4627 ], [ 0, %4573 ]
  %4576 = icmp slt i64 %4575, 256
  br i1 %4576, label %4577, label %4629

4577:                                             ; preds = %4574
  br label %4578

4578:                                             ; preds = %4625, %4577
  %4579 = phi i64 [ %4626, %4625 ], [ 0, %4577 ]
  %4580 = icmp slt i64 %4579, 3
  br i1 %4580, label %4581, label %4627

4581:                                             ; preds = %4578
  br label %4582

4582:                                             ; preds = %4585, %4581
  %4583 = phi i64 [ %4624, %4585 ], [ 0, %4581 ]
  %4584 = icmp slt i64 %4583, 3
  br i1 %4584, label %4585, label %4625

4585:                                             ; preds = %4582
  %4586 = add i64 %4567, %4579
  %4587 = add i64 %4571, %4583
  %4588 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4470, 1
  %4589 = mul nuw nsw i64 %4559, 9216
  %4590 = mul nuw nsw i64 %4575, 36
  %4591 = add nuw nsw i64 %4589, %4590
  %4592 = mul nuw nsw i64 %4586, 6
  %4593 = add nuw nsw i64 %4591, %4592
  %4594 = add nuw nsw i64 %4593, %4587
  %4595 = getelementptr inbounds nuw float, ptr %4588, i64 %4594
  %4596 = load float, ptr %4595, align 4
  %4597 = mul nuw nsw i64 %4563, 2304
  %4598 = mul nuw nsw i64 %4575, 9
  %4599 = add nuw nsw i64 %4597, %4598
  %4600 = mul nuw nsw i64 %4579, 3
  %4601 = add nuw nsw i64 %4599, %4600
  %4602 = add nuw nsw i64 %4601, %4583
  %4603 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32, i64 %4602
  %4604 = load float, ptr %4603, align 4
  %4605 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %4606 = mul nuw nsw i64 %4559, 4096
  %4607 = mul nuw nsw i64 %4563, 16
  %4608 = add nuw nsw i64 %4606, %4607
  %4609 = mul nuw nsw i64 %4567, 4
  %4610 = add nuw nsw i64 %4608, %4609
  %4611 = add nuw nsw i64 %4610, %4571
  %4612 = getelementptr inbounds nuw float, ptr %4605, i64 %4611
  %4613 = load float, ptr %4612, align 4
  %4614 = fmul float %4596, %4604
  %4615 = fadd float %4613, %4614
  %4616 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %4617 = mul nuw nsw i64 %4559, 4096
  %4618 = mul nuw nsw i64 %4563, 16
  %4619 = add nuw nsw i64 %4617, %4618
  %4620 = mul nuw nsw i64 %4567, 4
  %4621 = add nuw nsw i64 %4619, %4620
  %4622 = add nuw nsw i64 %4621, %4571
  %4623 = getelementptr inbounds nuw float, ptr %4616, i64 %4622
  store float %4615, ptr %4623, align 4
  %4624 = add i64 %4583, 1
  br label %4582

4625:                                             ; preds = %4582
  %4626 = add i64 %4579, 1
  br label %4578

4627:                                             ; preds = %4578
  %4628 = add i64 %4575, 1
  br label %4574

4629:                                             ; preds = %4574
  %4630 = add i64 %4571, 1
  br label %4570

4631:                                             ; preds = %4570
  %4632 = add i64 %4567, 1
  br label %4566

4633:                                             ; preds = %4566
  %4634 = add i64 %4563, 1
  br label %4562

4635:                                             ; preds = %4562
  %4636 = add i64 %4559, 1
  br label %4558

4637:                                             ; preds = %4558
  br label %4638

4638:                                             ; preds = %4711, %4637
  %4639 = phi i64 [ %4712, %4711 ], [ 0, %4637 ]
  %4640 = icmp slt i64 %4639, 1
  br i1 %4640, label %4641, label %4713

4641:                                             ; preds = %4638
  br label %4642

4642:                                             ; preds = %4709, %4641
  %4643 = phi i64 [ %4710, %4709 ], [ 0, %4641 ]
  %4644 = icmp slt i64 %4643, 256
  br i1 %4644, label %4645, label %4711

4645:                                             ; preds = %4642
  br label %4646

4646:                                             ; preds = %4707, %4645
  %4647 = phi i64 [ %4708, %4707 ], [ 0, %4645 ]
  %4648 = icmp slt i64 %4647, 4
  br i1 %4648, label %4649, label %4709

4649:                                             ; preds = %4646
  br label %4650

4650:                                             ; preds = %4653, %4649
  %4651 = phi i64 [ %4706, %4653 ], [ 0, %4649 ]
  %4652 = icmp slt i64 %4651, 4
  br i1 %4652, label %4653, label %4707

4653:                                             ; preds = %4650
  %4654 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %4655 = mul nuw nsw i64 %4639, 4096
  %4656 = mul nuw nsw i64 %4643, 16
  %4657 = add nuw nsw i64 %4655, %4656
  %4658 = mul nuw nsw i64 %4647, 4
  %4659 = add nuw nsw i64 %4657, %4658
  %4660 = add nuw nsw i64 %4659, %4651
  %4661 = getelementptr inbounds nuw float, ptr %4654, i64 %4660
  %4662 = load float, ptr %4661, align 4
  %4663 = add nuw nsw i64 %4643, 0
  %4664 = add nuw nsw i64 %4663, 0
  %4665 = getelementptr inbounds nuw float, ptr @__constant_256xf32_23, i64 %4664
  %4666 = load float, ptr %4665, align 4
  %4667 = add nuw nsw i64 %4643, 0
  %4668 = add nuw nsw i64 %4667, 0
  %4669 = getelementptr inbounds nuw float, ptr @__constant_256xf32_22, i64 %4668
  %4670 = load float, ptr %4669, align 4
  %4671 = add nuw nsw i64 %4643, 0
  %4672 = add nuw nsw i64 %4671, 0
  %4673 = getelementptr inbounds nuw float, ptr @__constant_256xf32_21, i64 %4672
  %4674 = load float, ptr %4673, align 4
  %4675 = add nuw nsw i64 %4643, 0
  %4676 = add nuw nsw i64 %4675, 0
  %4677 = getelementptr inbounds nuw float, ptr @__constant_256xf32, i64 %4676
  %4678 = load float, ptr %4677, align 4
  %4679 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4046, 1
  %4680 = mul nuw nsw i64 %4639, 4096
  %4681 = mul nuw nsw i64 %4643, 16
  %4682 = add nuw nsw i64 %4680, %4681
  %4683 = mul nuw nsw i64 %4647, 4
  %4684 = add nuw nsw i64 %4682, %4683
  %4685 = add nuw nsw i64 %4684, %4651
  %4686 = getelementptr inbounds nuw float, ptr %4679, i64 %4685
  %4687 = load float, ptr %4686, align 4
  %4688 = fadd float %4670, f0x3727C5AC
  %4689 = call float @llvm.sqrt.f32(float %4688)
  %4690 = fdiv float 1.000000e+00, %4689
  %4691 = fsub float %4662, %4666
  %4692 = fmul float %4691, %4690
  %4693 = fmul float %4692, %4674
  %4694 = fadd float %4693, %4678
  %4695 = fadd float %4694, %4687
  %4696 = fcmp ugt float %4695, 0.000000e+00
  %4697 = select i1 %4696, float %4695, float 0.000000e+00
  %4698 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %4699 = mul nuw nsw i64 %4639, 4096
  %4700 = mul nuw nsw i64 %4643, 16
  %4701 = add nuw nsw i64 %4699, %4700
  %4702 = mul nuw nsw i64 %4647, 4
  %4703 = add nuw nsw i64 %4701, %4702
  %4704 = add nuw nsw i64 %4703, %4651
  %4705 = getelementptr inbounds nuw float, ptr %4698, i64 %4704
  store float %4697, ptr %4705, align 4
  %4706 = add i64 %4651, 1
  br label %4650

4707:                                             ; preds = %4650
  %4708 = add i64 %4647, 1
  br label %4646

4709:                                             ; preds = %4646
  %4710 = add i64 %4643, 1
  br label %4642

4711:                                             ; preds = %4642
  %4712 = add i64 %4639, 1
  br label %4638

4713:                                             ; preds = %4638
  %4714 = call ptr @malloc(i64 36928)
  %4715 = ptrtoint ptr %4714 to i64
  %4716 = add i64 %4715, 63
  %4717 = urem i64 %4716, 64
  %4718 = sub i64 %4716, %4717
  %4719 = inttoptr i64 %4718 to ptr
  %4720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4714, 0
  %4721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4720, ptr %4719, 1
  %4722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, i64 0, 2
  %4723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4722, i64 1, 3, 0
  %4724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4723, i64 256, 3, 1
  %4725 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4724, i64 6, 3, 2
  %4726 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4725, i64 6, 3, 3
  %4727 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4726, i64 9216, 4, 0
  %4728 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4727, i64 36, 4, 1
  %4729 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4728, i64 6, 4, 2
  %4730 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4729, i64 1, 4, 3
  br label %4731

4731:                                             ; preds = %4760, %4713
  %4732 = phi i64 [ %4761, %4760 ], [ 0, %4713 ]
  %4733 = icmp slt i64 %4732, 1
  br i1 %4733, label %4734, label %4762

4734:                                             ; preds = %4731
  br label %4735

4735:                                             ; preds = %4758, %4734
  %4736 = phi i64 [ %4759, %4758 ], [ 0, %4734 ]
  %4737 = icmp slt i64 %4736, 256
  br i1 %4737, label %4738, label %4760

4738:                                             ; preds = %4735
  br label %4739

4739:                                             ; preds = %4756, %4738
  %4740 = phi i64 [ %4757, %4756 ], [ 0, %4738 ]
  %4741 = icmp slt i64 %4740, 6
  br i1 %4741, label %4742, label %4758

4742:                                             ; preds = %4739
  br label %4743

4743:                                             ; preds = %4746, %4742
  %4744 = phi i64 [ %4755, %4746 ], [ 0, %4742 ]
  %4745 = icmp slt i64 %4744, 6
  br i1 %4745, label %4746, label %4756

4746:                                             ; preds = %4743
  %4747 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, 1
  %4748 = mul nuw nsw i64 %4732, 9216
  %4749 = mul nuw nsw i64 %4736, 36
  %4750 = add nuw nsw i64 %4748, %4749
  %4751 = mul nuw nsw i64 %4740, 6
  %4752 = add nuw nsw i64 %4750, %4751
  %4753 = add nuw nsw i64 %4752, %4744
  %4754 = getelementptr inbounds nuw float, ptr %4747, i64 %4753
  store float 0.000000e+00, ptr %4754, align 4
  %4755 = add i64 %4744, 1
  br label %4743

4756:                                             ; preds = %4743
  %4757 = add i64 %4740, 1
  br label %4739

4758:                                             ; preds = %4739
  %4759 = add i64 %4736, 1
  br label %4735

4760:                                             ; preds = %4735
  %4761 = add i64 %4732, 1
  br label %4731

4762:                                             ; preds = %4731
  %4763 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, 0
  %4764 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, 1
  %4765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4763, 0
  %4766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4765, ptr %4764, 1
  %4767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4766, i64 7, 2
  %4768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4767, i64 1, 3, 0
  %4769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4768, i64 9216, 4, 0
  %4770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4769, i64 256, 3, 1
  %4771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4770, i64 36, 4, 1
  %4772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4771, i64 4, 3, 2
  %4773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4772, i64 6, 4, 2
  %4774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4773, i64 4, 3, 3
  %4775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4774, i64 1, 4, 3
  br label %4776

4776:                                             ; preds = %4815, %4762
  %4777 = phi i64 [ %4816, %4815 ], [ 0, %4762 ]
  %4778 = icmp slt i64 %4777, 1
  br i1 %4778, label %4779, label %4817

4779:                                             ; preds = %4776
  br label %4780

4780:                                             ; preds = %4813, %4779
  %4781 = phi i64 [ %4814, %4813 ], [ 0, %4779 ]
  %4782 = icmp slt i64 %4781, 256
  br i1 %4782, label %4783, label %4815

4783:                                             ; preds = %4780
  br label %4784

4784:                                             ; preds = %4811, %4783
  %4785 = phi i64 [ %4812, %4811 ], [ 0, %4783 ]
  %4786 = icmp slt i64 %4785, 4
  br i1 %4786, label %4787, label %4813

4787:                                             ; preds = %4784
  br label %4788

4788:                                             ; preds = %4791, %4787
  %4789 = phi i64 [ %4810, %4791 ], [ 0, %4787 ]
  %4790 = icmp slt i64 %4789, 4
  br i1 %4790, label %4791, label %4811

4791:                                             ; preds = %4788
  %4792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %4793 = mul nuw nsw i64 %4777, 4096
  %4794 = mul nuw nsw i64 %4781, 16
  %4795 = add nuw nsw i64 %4793, %4794
  %4796 = mul nuw nsw i64 %4785, 4
  %4797 = add nuw nsw i64 %4795, %4796
  %4798 = add nuw nsw i64 %4797, %4789
  %4799 = getelementptr inbounds nuw float, ptr %4792, i64 %4798
  %4800 = load float, ptr %4799, align 4
  %4801 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4775, 1
  %4802 = getelementptr float, ptr %4801, i64 7
  %4803 = mul nuw nsw i64 %4777, 9216
  %4804 = mul nuw nsw i64 %4781, 36
  %4805 = add nuw nsw i64 %4803, %4804
  %4806 = mul nuw nsw i64 %4785, 6
  %4807 = add nuw nsw i64 %4805, %4806
  %4808 = add nuw nsw i64 %4807, %4789
  %4809 = getelementptr inbounds nuw float, ptr %4802, i64 %4808
  store float %4800, ptr %4809, align 4
  %4810 = add i64 %4789, 1
  br label %4788

4811:                                             ; preds = %4788
  %4812 = add i64 %4785, 1
  br label %4784

4813:                                             ; preds = %4784
  %4814 = add i64 %4781, 1
  br label %4780

4815:                                             ; preds = %4780
  %4816 = add i64 %4777, 1
  br label %4776

4817:                                             ; preds = %4776
  %4818 = call ptr @malloc(i64 8256)
  %4819 = ptrtoint ptr %4818 to i64
  %4820 = add i64 %4819, 63
  %4821 = urem i64 %4820, 64
  %4822 = sub i64 %4820, %4821
  %4823 = inttoptr i64 %4822 to ptr
  %4824 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4818, 0
  %4825 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4824, ptr %4823, 1
  %4826 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4825, i64 0, 2
  %4827 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4826, i64 1, 3, 0
  %4828 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4827, i64 512, 3, 1
  %4829 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4828, i64 2, 3, 2
  %4830 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4829, i64 2, 3, 3
  %4831 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4830, i64 2048, 4, 0
  %4832 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4831, i64 4, 4, 1
  %4833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4832, i64 2, 4, 2
  %4834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4833, i64 1, 4, 3
  %4835 = call ptr @malloc(i64 8256)
  %4836 = ptrtoint ptr %4835 to i64
  %4837 = add i64 %4836, 63
  %4838 = urem i64 %4837, 64
  %4839 = sub i64 %4837, %4838
  %4840 = inttoptr i64 %4839 to ptr
  %4841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4835, 0
  %4842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4841, ptr %4840, 1
  %4843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4842, i64 0, 2
  %4844 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4843, i64 1, 3, 0
  %4845 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4844, i64 512, 3, 1
  %4846 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4845, i64 2, 3, 2
  %4847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4846, i64 2, 3, 3
  %4848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4847, i64 2048, 4, 0
  %4849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4848, i64 4, 4, 1
  %4850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4849, i64 2, 4, 2
  %4851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4850, i64 1, 4, 3
  br label %4852

4852:                                             ; preds = %4881, %4817
  %4853 = phi i64 [ %4882, %4881 ], [ 0, %4817 ]
  %4854 = icmp slt i64 %4853, 1
  br i1 %4854, label %4855, label %4883

4855:                                             ; preds = %4852
  br label %4856

4856:                                             ; preds = %4879, %4855
  %4857 = phi i64 [ %4880, %4879 ], [ 0, %4855 ]
  %4858 = icmp slt i64 %4857, 512
  br i1 %4858, label %4859, label %4881

4859:                                             ; preds = %4856
  br label %4860

4860:                                             ; preds = %4877, %4859
  %4861 = phi i64 [ %4878, %4877 ], [ 0, %4859 ]
  %4862 = icmp slt i64 %4861, 2
  br i1 %4862, label %4863, label %4879

4863:                                             ; preds = %4860
  br label %4864

4864:                                             ; preds = %4867, %4863
  %4865 = phi i64 [ %4876, %4867 ], [ 0, %4863 ]
  %4866 = icmp slt i64 %4865, 2
  br i1 %4866, label %4867, label %4877

4867:                                             ; preds = %4864
  %4868 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %4869 = mul nuw nsw i64 %4853, 2048
  %4870 = mul nuw nsw i64 %4857, 4
  %4871 = add nuw nsw i64 %4869, %4870
  %4872 = mul nuw nsw i64 %4861, 2
  %4873 = add nuw nsw i64 %4871, %4872
  %4874 = add nuw nsw i64 %4873, %4865
  %4875 = getelementptr inbounds nuw float, ptr %4868, i64 %4874
  store float 0.000000e+00, ptr %4875, align 4
  %4876 = add i64 %4865, 1
  br label %4864

4877:                                             ; preds = %4864
  %4878 = add i64 %4861, 1
  br label %4860

4879:                                             ; preds = %4860
  %4880 = add i64 %4857, 1
  br label %4856

4881:                                             ; preds = %4856
  %4882 = add i64 %4853, 1
  br label %4852

4883:                                             ; preds = %4852
  %4884 = call ptr @malloc(i64 8256)
  %4885 = ptrtoint ptr %4884 to i64
  %4886 = add i64 %4885, 63
  %4887 = urem i64 %4886, 64
  %4888 = sub i64 %4886, %4887
  %4889 = inttoptr i64 %4888 to ptr
  %4890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4884, 0
  %4891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4890, ptr %4889, 1
  %4892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4891, i64 0, 2
  %4893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4892, i64 1, 3, 0
  %4894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4893, i64 512, 3, 1
  %4895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4894, i64 2, 3, 2
  %4896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4895, i64 2, 3, 3
  %4897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4896, i64 2048, 4, 0
  %4898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4897, i64 4, 4, 1
  %4899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4898, i64 2, 4, 2
  %4900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4899, i64 1, 4, 3
  br label %4901

4901:                                             ; preds = %4939, %4883
  %4902 = phi i64 [ %4940, %4939 ], [ 0, %4883 ]
  %4903 = icmp slt i64 %4902, 1
  br i1 %4903, label %4904, label %4941

4904:                                             ; preds = %4901
  br label %4905

4905:                                             ; preds = %4937, %4904
  %4906 = phi i64 [ %4938, %4937 ], [ 0, %4904 ]
  %4907 = icmp slt i64 %4906, 512
  br i1 %4907, label %4908, label %4939

4908:                                             ; preds = %4905
  br label %4909

4909:                                             ; preds = %4935, %4908
  %4910 = phi i64 [ %4936, %4935 ], [ 0, %4908 ]
  %4911 = icmp slt i64 %4910, 2
  br i1 %4911, label %4912, label %4937

4912:                                             ; preds = %4909
  br label %4913

4913:                                             ; preds = %4916, %4912
  %4914 = phi i64 [ %4934, %4916 ], [ 0, %4912 ]
  %4915 = icmp slt i64 %4914, 2
  br i1 %4915, label %4916, label %4935

4916:                                             ; preds = %4913
  %4917 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %4918 = mul nuw nsw i64 %4902, 2048
  %4919 = mul nuw nsw i64 %4906, 4
  %4920 = add nuw nsw i64 %4918, %4919
  %4921 = mul nuw nsw i64 %4910, 2
  %4922 = add nuw nsw i64 %4920, %4921
  %4923 = add nuw nsw i64 %4922, %4914
  %4924 = getelementptr inbounds nuw float, ptr %4917, i64 %4923
  %4925 = load float, ptr %4924, align 4
  %4926 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, 1
  %4927 = mul nuw nsw i64 %4902, 2048
  %4928 = mul nuw nsw i64 %4906, 4
  %4929 = add nuw nsw i64 %4927, %4928
  %4930 = mul nuw nsw i64 %4910, 2
  %4931 = add nuw nsw i64 %4929, %4930
  %4932 = add nuw nsw i64 %4931, %4914
  %4933 = getelementptr inbounds nuw float, ptr %4926, i64 %4932
  store float %4925, ptr %4933, align 4
  %4934 = add i64 %4914, 1
  br label %4913

4935:                                             ; preds = %4913
  %4936 = add i64 %4910, 1
  br label %4909

4937:                                             ; preds = %4909
  %4938 = add i64 %4906, 1
  br label %4905

4939:                                             ; preds = %4905
  %4940 = add i64 %4902, 1
  br label %4901

4941:                                             ; preds = %4901
  br label %4942

4942:                                             ; preds = %5021, %4941
  %4943 = phi i64 [ %5022, %5021 ], [ 0, %4941 ]
  %4944 = icmp slt i64 %4943, 1
  br i1 %4944, label %4945, label %5023

4945:                                             ; preds = %4942
  br label %4946

4946:                                             ; preds = %5019, %4945
  %4947 = phi i64 [ %5020, %5019 ], [ 0, %4945 ]
  %4948 = icmp slt i64 %4947, 512
  br i1 %4948, label %4949, label %5021

4949:                                             ; preds = %4946
  br label %4950

4950:                                             ; preds = %5017, %4949
  %4951 = phi i64 [ %5018, %5017 ], [ 0, %4949 ]
  %4952 = icmp slt i64 %4951, 2
  br i1 %4952, label %4953, label %5019

4953:                                             ; preds = %4950
  br label %4954

4954:                                             ; preds = %5015, %4953
  %4955 = phi i64 [ %5016, %5015 ], [ 0, %4953 ]
  %4956 = icmp slt i64 %4955, 2
  br i1 %4956, label %4957, label %5017

4957:                                             ; preds = %4954
  br label %4958

4958:                                             ; preds = %5013, %4957
  %4959 = phi i64 [ %5014, %5013 ], [ 0, %4957 ]
  %4960 = icmp slt i64 %4959, 256
  br i1 %4960, label %4961, label %5015

4961:                                             ; preds = %4958
  br label %4962

4962:                                             ; preds = %5011, %4961
  %4963 = phi i64 [ %5012, %5011 ], [ 0, %4961 ]
  %4964 = icmp slt i64 %4963, 3
  br i1 %4964, label %4965, label %5013

4965:                                             ; preds = %4962
  br label %4966

4966:                                             ; preds = %4969, %4965
  %4967 = phi i64 [ %5010, %4969 ], [ 0, %4965 ]
  %4968 = icmp slt i64 %4967, 3
  br i1 %4968, label %4969, label %5011

4969:                                             ; preds = %4966
  %4970 = mul nsw i64 %4951, 2
  %4971 = add i64 %4970, %4963
  %4972 = mul nsw i64 %4955, 2
  %4973 = add i64 %4972, %4967
  %4974 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, 1
  %4975 = mul nuw nsw i64 %4943, 9216
  %4976 = mul nuw nsw i64 %4959, 36
  %4977 = add nuw nsw i64 %4975, %4976
  %4978 = mul nuw nsw i64 %4971, 6
  %4979 = add nuw nsw i64 %4977, %4978
  %4980 = add nuw nsw i64 %4979, %4973
  %4981 = getelementptr inbounds nuw float, ptr %4974, i64 %4980
  %4982 = load float, ptr %4981, align 4
  %4983 = mul nuw nsw i64 %4947, 2304
  %4984 = mul nuw nsw i64 %4959, 9
  %4985 = add nuw nsw i64 %4983, %4984
  %4986 = mul nuw nsw i64 %4963, 3
  %4987 = add nuw nsw i64 %4985, %4986
  %4988 = add nuw nsw i64 %4987, %4967
  %4989 = getelementptr inbounds nuw float, ptr @__constant_512x256x3x3xf32, i64 %4988
  %4990 = load float, ptr %4989, align 4
  %4991 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, 1
  %4992 = mul nuw nsw i64 %4943, 2048
  %4993 = mul nuw nsw i64 %4947, 4
  %4994 = add nuw nsw i64 %4992, %4993
  %4995 = mul nuw nsw i64 %4951, 2
  %4996 = add nuw nsw i64 %4994, %4995
  %4997 = add nuw nsw i64 %4996, %4955
  %4998 = getelementptr inbounds nuw float, ptr %4991, i64 %4997
  %4999 = load float, ptr %4998, align 4
  %5000 = fmul float %4982, %4990
  %5001 = fadd float %4999, %5000
  %5002 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, 1
  %5003 = mul nuw nsw i64 %4943, 2048
  %5004 = mul nuw nsw i64 %4947, 4
  %5005 = add nuw nsw i64 %5003, %5004
  %5006 = mul nuw nsw i64 %4951, 2
  %5007 = add nuw nsw i64 %5005, %5006
  %5008 = add nuw nsw i64 %5007, %4955
  %5009 = getelementptr inbounds nuw float, ptr %5002, i64 %5008
  store float %5001, ptr %5009, align 4
  %5010 = add i64 %4967, 1
  br label %4966

5011:                                             ; preds = %4966
  %5012 = add i64 %4963, 1
  br label %4962

5013:                                             ; preds = %4962
  %5014 = add i64 %4959, 1
  br label %4958

5015:                                             ; preds = %4958
  %5016 = add i64 %4955, 1
  br label %4954

5017:                                             ; preds = %4954
  %5018 = add i64 %4951, 1
  br label %4950

5019:                                             ; preds = %4950
  %5020 = add i64 %4947, 1
  br label %4946

5021:                                             ; preds = %4946
  %5022 = add i64 %4943, 1
  br label %4942

5023:                                             ; preds = %4942
  br label %5024

5024:                                             ; preds = %5087, %5023
  %5025 = phi i64 [ %5088, %5087 ], [ 0, %5023 ]
  %5026 = icmp slt i64 %5025, 1
  br i1 %5026, label %5027, label %5089

5027:                                             ; preds = %5024
  br label %5028

5028:                                             ; preds = %5085, %5027
  %5029 = phi i64 [ %5086, %5085 ], [ 0, %5027 ]
  %5030 = icmp slt i64 %5029, 512
  br i1 %5030, label %5031, label %5087

5031:                                             ; preds = %5028
  br label %5032

5032:                                             ; preds = %5083, %5031
  %5033 = phi i64 [ %5084, %5083 ], [ 0, %5031 ]
  %5034 = icmp slt i64 %5033, 2
  br i1 %5034, label %5035, label %5085

5035:                                             ; preds = %5032
  br label %5036

5036:                                             ; preds = %5039, %5035
  %5037 = phi i64 [ %5082, %5039 ], [ 0, %5035 ]
  %5038 = icmp slt i64 %5037, 2
  br i1 %5038, label %5039, label %5083

5039:                                             ; preds = %5036
  %5040 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, 1
  %5041 = mul nuw nsw i64 %5025, 2048
  %5042 = mul nuw nsw i64 %5029, 4
  %5043 = add nuw nsw i64 %5041, %5042
  %5044 = mul nuw nsw i64 %5033, 2
  %5045 = add nuw nsw i64 %5043, %5044
  %5046 = add nuw nsw i64 %5045, %5037
  %5047 = getelementptr inbounds nuw float, ptr %5040, i64 %5046
  %5048 = load float, ptr %5047, align 4
  %5049 = add nuw nsw i64 %5029, 0
  %5050 = add nuw nsw i64 %5049, 0
  %5051 = getelementptr inbounds nuw float, ptr @__constant_512xf32_20, i64 %5050
  %5052 = load float, ptr %5051, align 4
  %5053 = add nuw nsw i64 %5029, 0
  %5054 = add nuw nsw i64 %5053, 0
  %5055 = getelementptr inbounds nuw float, ptr @__constant_512xf32_19, i64 %5054
  %5056 = load float, ptr %5055, align 4
  %5057 = add nuw nsw i64 %5029, 0
  %5058 = add nuw nsw i64 %5057, 0
  %5059 = getelementptr inbounds nuw float, ptr @__constant_512xf32_18, i64 %5058
  %5060 = load float, ptr %5059, align 4
  %5061 = add nuw nsw i64 %5029, 0
  %5062 = add nuw nsw i64 %5061, 0
  %5063 = getelementptr inbounds nuw float, ptr @__constant_512xf32_17, i64 %5062
  %5064 = load float, ptr %5063, align 4
  %5065 = fadd float %5056, f0x3727C5AC
  %5066 = call float @llvm.sqrt.f32(float %5065)
  %5067 = fdiv float 1.000000e+00, %5066
  %5068 = fsub float %5048, %5052
  %5069 = fmul float %5068, %5067
  %5070 = fmul float %5069, %5060
  %5071 = fadd float %5070, %5064
  %5072 = fcmp ugt float %5071, 0.000000e+00
  %5073 = select i1 %5072, float %5071, float 0.000000e+00
  %5074 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, 1
  %5075 = mul nuw nsw i64 %5025, 2048
  %5076 = mul nuw nsw i64 %5029, 4
  %5077 = add nuw nsw i64 %5075, %5076
  %5078 = mul nuw nsw i64 %5033, 2
  %5079 = add nuw nsw i64 %5077, %5078
  %5080 = add nuw nsw i64 %5079, %5037
  %5081 = getelementptr inbounds nuw float, ptr %5074, i64 %5080
  store float %5073, ptr %5081, align 4
  %5082 = add i64 %5037, 1
  br label %5036

5083:                                             ; preds = %5036
  %5084 = add i64 %5033, 1
  br label %5032

5085:                                             ; preds = %5032
  %5086 = add i64 %5029, 1
  br label %5028

5087:                                             ; preds = %5028
  %5088 = add i64 %5025, 1
  br label %5024

5089:                                             ; preds = %5024
  %5090 = call ptr @malloc(i64 32832)
  %5091 = ptrtoint ptr %5090 to i64
  %5092 = add i64 %5091, 63
  %5093 = urem i64 %5092, 64
  %5094 = sub i64 %5092, %5093
  %5095 = inttoptr i64 %5094 to ptr
  %5096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5090, 0
  %5097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5096, ptr %5095, 1
  %5098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5097, i64 0, 2
  %5099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5098, i64 1, 3, 0
  %5100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5099, i64 512, 3, 1
  %5101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5100, i64 4, 3, 2
  %5102 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5101, i64 4, 3, 3
  %5103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5102, i64 8192, 4, 0
  %5104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5103, i64 16, 4, 1
  %5105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5104, i64 4, 4, 2
  %5106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5105, i64 1, 4, 3
  br label %5107

5107:                                             ; preds = %5136, %5089
  %5108 = phi i64 [ %5137, %5136 ], [ 0, %5089 ]
  %5109 = icmp slt i64 %5108, 1
  br i1 %5109, label %5110, label %5138

5110:                                             ; preds = %5107
  br label %5111

5111:                                             ; preds = %5134, %5110
  %5112 = phi i64 [ %5135, %5134 ], [ 0, %5110 ]
  %5113 = icmp slt i64 %5112, 512
  br i1 %5113, label %5114, label %5136

5114:                                             ; preds = %5111
  br label %5115

5115:                                             ; preds = %5132, %5114
  %5116 = phi i64 [ %5133, %5132 ], [ 0, %5114 ]
  %5117 = icmp slt i64 %5116, 4
  br i1 %5117, label %5118, label %5134

5118:                                             ; preds = %5115
  br label %5119

5119:                                             ; preds = %5122, %5118
  %5120 = phi i64 [ %5131, %5122 ], [ 0, %5118 ]
  %5121 = icmp slt i64 %5120, 4
  br i1 %5121, label %5122, label %5132

5122:                                             ; preds = %5119
  %5123 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5106, 1
  %5124 = mul nuw nsw i64 %5108, 8192
  %5125 = mul nuw nsw i64 %5112, 16
  %5126 = add nuw nsw i64 %5124, %5125
  %5127 = mul nuw nsw i64 %5116, 4
  %5128 = add nuw nsw i64 %5126, %5127
  %5129 = add nuw nsw i64 %5128, %5120
  %5130 = getelementptr inbounds nuw float, ptr %5123, i64 %5129
  store float 0.000000e+00, ptr %5130, align 4
  %5131 = add i64 %5120, 1
  br label %5119

5132:                                             ; preds = %5119
  %5133 = add i64 %5116, 1
  br label %5115

5134:                                             ; preds = %5115
  %5135 = add i64 %5112, 1
  br label %5111

5136:                                             ; preds = %5111
  %5137 = add i64 %5108, 1
  br label %5107

5138:                                             ; preds = %5107
  %5139 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5106, 0
  %5140 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5106, 1
  %5141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5139, 0
  %5142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5141, ptr %5140, 1
  %5143 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5142, i64 5, 2
  %5144 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5143, i64 1, 3, 0
  %5145 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5144, i64 8192, 4, 0
  %5146 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5145, i64 512, 3, 1
  %5147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5146, i64 16, 4, 1
  %5148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5147, i64 2, 3, 2
  %5149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5148, i64 4, 4, 2
  %5150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5149, i64 2, 3, 3
  %5151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5150, i64 1, 4, 3
  br label %5152

5152:                                             ; preds = %5191, %5138
  %5153 = phi i64 [ %5192, %5191 ], [ 0, %5138 ]
  %5154 = icmp slt i64 %5153, 1
  br i1 %5154, label %5155, label %5193

5155:                                             ; preds = %5152
  br label %5156

5156:                                             ; preds = %5189, %5155
  %5157 = phi i64 [ %5190, %5189 ], [ 0, %5155 ]
  %5158 = icmp slt i64 %5157, 512
  br i1 %5158, label %5159, label %5191

5159:                                             ; preds = %5156
  br label %5160

5160:                                             ; preds = %5187, %5159
  %5161 = phi i64 [ %5188, %5187 ], [ 0, %5159 ]
  %5162 = icmp slt i64 %5161, 2
  br i1 %5162, label %5163, label %5189

5163:                                             ; preds = %5160
  br label %5164

5164:                                             ; preds = %5167, %5163
  %5165 = phi i64 [ %5186, %5167 ], [ 0, %5163 ]
  %5166 = icmp slt i64 %5165, 2
  br i1 %5166, label %5167, label %5187

5167:                                             ; preds = %5164
  %5168 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, 1
  %5169 = mul nuw nsw i64 %5153, 2048
  %5170 = mul nuw nsw i64 %5157, 4
  %5171 = add nuw nsw i64 %5169, %5170
  %5172 = mul nuw nsw i64 %5161, 2
  %5173 = add nuw nsw i64 %5171, %5172
  %5174 = add nuw nsw i64 %5173, %5165
  %5175 = getelementptr inbounds nuw float, ptr %5168, i64 %5174
  %5176 = load float, ptr %5175, align 4
  %5177 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5151, 1
  %5178 = getelementptr float, ptr %5177, i64 5
  %5179 = mul nuw nsw i64 %5153, 8192
  %5180 = mul nuw nsw i64 %5157, 16
  %5181 = add nuw nsw i64 %5179, %5180
  %5182 = mul nuw nsw i64 %5161, 4
  %5183 = add nuw nsw i64 %5181, %5182
  %5184 = add nuw nsw i64 %5183, %5165
  %5185 = getelementptr inbounds nuw float, ptr %5178, i64 %5184
  store float %5176, ptr %5185, align 4
  %5186 = add i64 %5165, 1
  br label %5164

5187:                                             ; preds = %5164
  %5188 = add i64 %5161, 1
  br label %5160

5189:                                             ; preds = %5160
  %5190 = add i64 %5157, 1
  br label %5156

5191:                                             ; preds = %5156
  %5192 = add i64 %5153, 1
  br label %5152

5193:                                             ; preds = %5152
  %5194 = call ptr @malloc(i64 8256)
  %5195 = ptrtoint ptr %5194 to i64
  %5196 = add i64 %5195, 63
  %5197 = urem i64 %5196, 64
  %5198 = sub i64 %5196, %5197
  %5199 = inttoptr i64 %5198 to ptr
  %5200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5194, 0
  %5201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5200, ptr %5199, 1
  %5202 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5201, i64 0, 2
  %5203 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5202, i64 1, 3, 0
  %5204 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5203, i64 512, 3, 1
  %5205 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5204, i64 2, 3, 2
  %5206 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5205, i64 2, 3, 3
  %5207 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5206, i64 2048, 4, 0
  %5208 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5207, i64 4, 4, 1
  %5209 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5208, i64 2, 4, 2
  %5210 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5209, i64 1, 4, 3
  br label %5211

5211:                                             ; preds = %5249, %5193
  %5212 = phi i64 [ %5250, %5249 ], [ 0, %5193 ]
  %5213 = icmp slt i64 %5212, 1
  br i1 %5213, label %5214, label %5251

5214:                                             ; preds = %5211
  br label %5215

5215:                                             ; preds = %5247, %5214
  %5216 = phi i64 [ %5248, %5247 ], [ 0, %5214 ]
  %5217 = icmp slt i64 %5216, 512
  br i1 %5217, label %5218, label %5249

5218:                                             ; preds = %5215
  br label %5219

5219:                                             ; preds = %5245, %5218
  %5220 = phi i64 [ %5246, %5245 ], [ 0, %5218 ]
  %5221 = icmp slt i64 %5220, 2
  br i1 %5221, label %5222, label %5247

5222:                                             ; preds = %5219
  br label %5223

5223:                                             ; preds = %5226, %5222
  %5224 = phi i64 [ %5244, %5226 ], [ 0, %5222 ]
  %5225 = icmp slt i64 %5224, 2
  br i1 %5225, label %5226, label %5245

5226:                                             ; preds = %5223
  %5227 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %5228 = mul nuw nsw i64 %5212, 2048
  %5229 = mul nuw nsw i64 %5216, 4
  %5230 = add nuw nsw i64 %5228, %5229
  %5231 = mul nuw nsw i64 %5220, 2
  %5232 = add nuw nsw i64 %5230, %5231
  %5233 = add nuw nsw i64 %5232, %5224
  %5234 = getelementptr inbounds nuw float, ptr %5227, i64 %5233
  %5235 = load float, ptr %5234, align 4
  %5236 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5210, 1
  %5237 = mul nuw nsw i64 %5212, 2048
  %5238 = mul nuw nsw i64 %5216, 4
  %5239 = add nuw nsw i64 %5237, %5238
  %5240 = mul nuw nsw i64 %5220, 2
  %5241 = add nuw nsw i64 %5239, %5240
  %5242 = add nuw nsw i64 %5241, %5224
  %5243 = getelementptr inbounds nuw float, ptr %5236, i64 %5242
  store float %5235, ptr %5243, align 4
  %5244 = add i64 %5224, 1
  br label %5223

5245:                                             ; preds = %5223
  %5246 = add i64 %5220, 1
  br label %5219

5247:                                             ; preds = %5219
  %5248 = add i64 %5216, 1
  br label %5215

5249:                                             ; preds = %5215
  %5250 = add i64 %5212, 1
  br label %5211

5251:                                             ; preds = %5211
  br label %5252

5252:                                             ; preds = %5329, %5251
  %5253 = phi i64 [ %5330, %5329 ], [ 0, %5251 ]
  %5254 = icmp slt i64 %5253, 1
  br i1 %5254, label %5255, label %5331

5255:                                             ; preds = %5252
  br label %5256

5256:                                             ; preds = %5327, %5255
  %5257 = phi i64 [ %5328, %5327 ], [ 0, %5255 ]
  %5258 = icmp slt i64 %5257, 512
  br i1 %5258, label %5259, label %5329

5259:                                             ; preds = %5256
  br label %5260

5260:                                             ; preds = %5325, %5259
  %5261 = phi i64 [ %5326, %5325 ], [ 0, %5259 ]
  %5262 = icmp slt i64 %5261, 2
  br i1 %5262, label %5263, label %5327

5263:                                             ; preds = %5260
  br label %5264

5264:                                             ; preds = %5323, %5263
  %5265 = phi i64 [ %5324, %5323 ], [ 0, %5263 ]
  %5266 = icmp slt i64 %5265, 2
  br i1 %5266, label %5267, label %5325

5267:                                             ; preds = %5264
  br label %5268

5268:                                             ; preds = %5321, %5267
  %5269 = phi i64 [ %5322, %5321 ], [ 0, %5267 ]
  %5270 = icmp slt i64 %5269, 512
  br i1 %5270, label %5271, label %5323

5271:                                             ; preds = %5268
  br label %5272

5272:                                             ; preds = %5319, %5271
  %5273 = phi i64 [ %5320, %5319 ], [ 0, %5271 ]
  %5274 = icmp slt i64 %5273, 3
  br i1 %5274, label %5275, label %5321

5275:                                             ; preds = %5272
  br label %5276

5276:                                             ; preds = %5279, %5275
  %5277 = phi i64 [ %5318, %5279 ], [ 0, %5275 ]
  %5278 = icmp slt i64 %5277, 3
  br i1 %5278, label %5279, label %5319

5279:                                             ; preds = %5276
  %5280 = add i64 %5261, %5273
  %5281 = add i64 %5265, %5277
  %5282 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5106, 1
  %5283 = mul nuw nsw i64 %5253, 8192
  %5284 = mul nuw nsw i64 %5269, 16
  %5285 = add nuw nsw i64 %5283, %5284
  %5286 = mul nuw nsw i64 %5280, 4
  %5287 = add nuw nsw i64 %5285, %5286
  %5288 = add nuw nsw i64 %5287, %5281
  %5289 = getelementptr inbounds nuw float, ptr %5282, i64 %5288
  %5290 = load float, ptr %5289, align 4
  %5291 = mul nuw nsw i64 %5257, 4608
  %5292 = mul nuw nsw i64 %5269, 9
  %5293 = add nuw nsw i64 %5291, %5292
  %5294 = mul nuw nsw i64 %5273, 3
  %5295 = add nuw nsw i64 %5293, %5294
  %5296 = add nuw nsw i64 %5295, %5277
  %5297 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32_16, i64 %5296
  %5298 = load float, ptr %5297, align 4
  %5299 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5210, 1
  %5300 = mul nuw nsw i64 %5253, 2048
  %5301 = mul nuw nsw i64 %5257, 4
  %5302 = add nuw nsw i64 %5300, %5301
  %5303 = mul nuw nsw i64 %5261, 2
  %5304 = add nuw nsw i64 %5302, %5303
  %5305 = add nuw nsw i64 %5304, %5265
  %5306 = getelementptr inbounds nuw float, ptr %5299, i64 %5305
  %5307 = load float, ptr %5306, align 4
  %5308 = fmul float %5290, %5298
  %5309 = fadd float %5307, %5308
  %5310 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5210, 1
  %5311 = mul nuw nsw i64 %5253, 2048
  %5312 = mul nuw nsw i64 %5257, 4
  %5313 = add nuw nsw i64 %5311, %5312
  %5314 = mul nuw nsw i64 %5261, 2
  %5315 = add nuw nsw i64 %5313, %5314
  %5316 = add nuw nsw i64 %5315, %5265
  %5317 = getelementptr inbounds nuw float, ptr %5310, i64 %5316
  store float %5309, ptr %5317, align 4
  %5318 = add i64 %5277, 1
  br label %5276

5319:                                             ; preds = %5276
  %5320 = add i64 %5273, 1
  br label %5272

5321:                                             ; preds = %5272
  %5322 = add i64 %5269, 1
  br label %5268

5323:                                             ; preds = %5268
  %5324 = add i64 %5265, 1
  br label %5264

5325:                                             ; preds = %5264
  %5326 = add i64 %5261, 1
  br label %5260

5327:                                             ; preds = %5260
  %5328 = add i64 %5257, 1
  br label %5256

5329:                                             ; preds = %5256
  %5330 = add i64 %5253, 1
  br label %5252

5331:                                             ; preds = %5252
  %5332 = call ptr @malloc(i64 8256)
  %5333 = ptrtoint ptr %5332 to i64
  %5334 = add i64 %5333, 63
  %5335 = urem i64 %5334, 64
  %5336 = sub i64 %5334, %5335
  %5337 = inttoptr i64 %5336 to ptr
  %5338 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5332, 0
  %5339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5338, ptr %5337, 1
  %5340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5339, i64 0, 2
  %5341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5340, i64 1, 3, 0
  %5342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5341, i64 512, 3, 1
  %5343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5342, i64 2, 3, 2
  %5344 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5343, i64 2, 3, 3
  %5345 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5344, i64 2048, 4, 0
  %5346 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5345, i64 4, 4, 1
  %5347 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5346, i64 2, 4, 2
  %5348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5347, i64 1, 4, 3
  br label %5349

5349:                                             ; preds = %5387, %5331
  %5350 = phi i64 [ %5388, %5387 ], [ 0, %5331 ]
  %5351 = icmp slt i64 %5350, 1
  br i1 %5351, label %5352, label %5389

5352:                                             ; preds = %5349
  br label %5353

5353:                                             ; preds = %5385, %5352
  %5354 = phi i64 [ %5386, %5385 ], [ 0, %5352 ]
  %5355 = icmp slt i64 %5354, 512
  br i1 %5355, label %5356, label %5387

5356:                                             ; preds = %5353
  br label %5357

5357:                                             ; preds = %5383, %5356
  %5358 = phi i64 [ %5384, %5383 ], [ 0, %5356 ]
  %5359 = icmp slt i64 %5358, 2
  br i1 %5359, label %5360, label %5385

5360:                                             ; preds = %5357
  br label %5361

5361:                                             ; preds = %5364, %5360
  %5362 = phi i64 [ %5382, %5364 ], [ 0, %5360 ]
  %5363 = icmp slt i64 %5362, 2
  br i1 %5363, label %5364, label %5383

5364:                                             ; preds = %5361
  %5365 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %5366 = mul nuw nsw i64 %5350, 2048
  %5367 = mul nuw nsw i64 %5354, 4
  %5368 = add nuw nsw i64 %5366, %5367
  %5369 = mul nuw nsw i64 %5358, 2
  %5370 = add nuw nsw i64 %5368, %5369
  %5371 = add nuw nsw i64 %5370, %5362
  %5372 = getelementptr inbounds nuw float, ptr %5365, i64 %5371
  %5373 = load float, ptr %5372, align 4
  %5374 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5348, 1
  %5375 = mul nuw nsw i64 %5350, 2048
  %5376 = mul nuw nsw i64 %5354, 4
  %5377 = add nuw nsw i64 %5375, %5376
  %5378 = mul nuw nsw i64 %5358, 2
  %5379 = add nuw nsw i64 %5377, %5378
  %5380 = add nuw nsw i64 %5379, %5362
  %5381 = getelementptr inbounds nuw float, ptr %5374, i64 %5380
  store float %5373, ptr %5381, align 4
  %5382 = add i64 %5362, 1
  br label %5361

5383:                                             ; preds = %5361
  %5384 = add i64 %5358, 1
  br label %5357

5385:                                             ; preds = %5357
  %5386 = add i64 %5354, 1
  br label %5353

5387:                                             ; preds = %5353
  %5388 = add i64 %5350, 1
  br label %5349

5389:                                             ; preds = %5349
  br label %5390

5390:                                             ; preds = %5467, %5389
  %5391 = phi i64 [ %5468, %5467 ], [ 0, %5389 ]
  %5392 = icmp slt i64 %5391, 1
  br i1 %5392, label %5393, label %5469

5393:                                             ; preds = %5390
  br label %5394

5394:                                             ; preds = %5465, %5393
  %5395 = phi i64 [ %5466, %5465 ], [ 0, %5393 ]
  %5396 = icmp slt i64 %5395, 512
  br i1 %5396, label %5397, label %5467

5397:                                             ; preds = %5394
  br label %5398

5398:                                             ; preds = %5463, %5397
  %5399 = phi i64 [ %5464, %5463 ], [ 0, %5397 ]
  %5400 = icmp slt i64 %5399, 2
  br i1 %5400, label %5401, label %5465

5401:                                             ; preds = %5398
  br label %5402

5402:                                             ; preds = %5461, %5401
  %5403 = phi i64 [ %5462, %5461 ], [ 0, %5401 ]
  %5404 = icmp slt i64 %5403, 2
  br i1 %5404, label %5405, label %5463

5405:                                             ; preds = %5402
  br label %5406

5406:                                             ; preds = %5459, %5405
  %5407 = phi i64 [ %5460, %5459 ], [ 0, %5405 ]
  %5408 = icmp slt i64 %5407, 256
  br i1 %5408, label %5409, label %5461

5409:                                             ; preds = %5406
  br label %5410

5410:                                             ; preds = %5457, %5409
  %5411 = phi i64 [ %5458, %5457 ], [ 0, %5409 ]
  %5412 = icmp slt i64 %5411, 1
  br i1 %5412, label %5413, label %5459

5413:                                             ; preds = %5410
  br label %5414

5414:                                             ; preds = %5417, %5413
  %5415 = phi i64 [ %5456, %5417 ], [ 0, %5413 ]
  %5416 = icmp slt i64 %5415, 1
  br i1 %5416, label %5417, label %5457

5417:                                             ; preds = %5414
  %5418 = mul nsw i64 %5399, 2
  %5419 = add i64 %5418, %5411
  %5420 = mul nsw i64 %5403, 2
  %5421 = add i64 %5420, %5415
  %5422 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 1
  %5423 = mul nuw nsw i64 %5391, 4096
  %5424 = mul nuw nsw i64 %5407, 16
  %5425 = add nuw nsw i64 %5423, %5424
  %5426 = mul nuw nsw i64 %5419, 4
  %5427 = add nuw nsw i64 %5425, %5426
  %5428 = add nuw nsw i64 %5427, %5421
  %5429 = getelementptr inbounds nuw float, ptr %5422, i64 %5428
  %5430 = load float, ptr %5429, align 4
  %5431 = mul nuw nsw i64 %5395, 256
  %5432 = add nuw nsw i64 %5431, %5407
  %5433 = add nuw nsw i64 %5432, %5411
  %5434 = add nuw nsw i64 %5433, %5415
  %5435 = getelementptr inbounds nuw float, ptr @__constant_512x256x1x1xf32, i64 %5434
  %5436 = load float, ptr %5435, align 4
  %5437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5348, 1
  %5438 = mul nuw nsw i64 %5391, 2048
  %5439 = mul nuw nsw i64 %5395, 4
  %5440 = add nuw nsw i64 %5438, %5439
  %5441 = mul nuw nsw i64 %5399, 2
  %5442 = add nuw nsw i64 %5440, %5441
  %5443 = add nuw nsw i64 %5442, %5403
  %5444 = getelementptr inbounds nuw float, ptr %5437, i64 %5443
  %5445 = load float, ptr %5444, align 4
  %5446 = fmul float %5430, %5436
  %5447 = fadd float %5445, %5446
  %5448 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5348, 1
  %5449 = mul nuw nsw i64 %5391, 2048
  %5450 = mul nuw nsw i64 %5395, 4
  %5451 = add nuw nsw i64 %5449, %5450
  %5452 = mul nuw nsw i64 %5399, 2
  %5453 = add nuw nsw i64 %5451, %5452
  %5454 = add nuw nsw i64 %5453, %5403
  %5455 = getelementptr inbounds nuw float, ptr %5448, i64 %5454
  store float %5447, ptr %5455, align 4
  %5456 = add i64 %5415, 1
  br label %5414

5457:                                             ; preds = %5414
  %5458 = add i64 %5411, 1
  br label %5410

5459:                                             ; preds = %5410
  %5460 = add i64 %5407, 1
  br label %5406

5461:                                             ; preds = %5406
  %5462 = add i64 %5403, 1
  br label %5402

5463:                                             ; preds = %5402
  %5464 = add i64 %5399, 1
  br label %5398

5465:                                             ; preds = %5398
  %5466 = add i64 %5395, 1
  br label %5394

5467:                                             ; preds = %5394
  %5468 = add i64 %5391, 1
  br label %5390

5469:                                             ; preds = %5390
  %5470 = call ptr @malloc(i64 8256)
  %5471 = ptrtoint ptr %5470 to i64
  %5472 = add i64 %5471, 63
  %5473 = urem i64 %5472, 64
  %5474 = sub i64 %5472, %5473
  %5475 = inttoptr i64 %5474 to ptr
  %5476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5470, 0
  %5477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5476, ptr %5475, 1
  %5478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5477, i64 0, 2
  %5479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5478, i64 1, 3, 0
  %5480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5479, i64 512, 3, 1
  %5481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5480, i64 2, 3, 2
  %5482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5481, i64 2, 3, 3
  %5483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5482, i64 2048, 4, 0
  %5484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5483, i64 4, 4, 1
  %5485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5484, i64 2, 4, 2
  %5486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5485, i64 1, 4, 3
  br label %5487

5487:                                             ; preds = %5583, %5469
  %5488 = phi i64 [ %5584, %5583 ], [ 0, %5469 ]
  %5489 = icmp slt i64 %5488, 1
  br i1 %5489, label %5490, label %5585

5490:                                             ; preds = %5487
  br label %5491

5491:                                             ; preds = %5581, %5490
  %5492 = phi i64 [ %5582, %5581 ], [ 0, %5490 ]
  %5493 = icmp slt i64 %5492, 512
  br i1 %5493, label %5494, label %5583

5494:                                             ; preds = %5491
  br label %5495

5495:                                             ; preds = %5579, %5494
  %5496 = phi i64 [ %5580, %5579 ], [ 0, %5494 ]
  %5497 = icmp slt i64 %5496, 2
  br i1 %5497, label %5498, label %5581

5498:                                             ; preds = %5495
  br label %5499

5499:                                             ; preds = %5502, %5498
  %5500 = phi i64 [ %5578, %5502 ], [ 0, %5498 ]
  %5501 = icmp slt i64 %5500, 2
  br i1 %5501, label %5502, label %5579

5502:                                             ; preds = %5499
  %5503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5210, 1
  %5504 = mul nuw nsw i64 %5488, 2048
  %5505 = mul nuw nsw i64 %5492, 4
  %5506 = add nuw nsw i64 %5504, %5505
  %5507 = mul nuw nsw i64 %5496, 2
  %5508 = add nuw nsw i64 %5506, %5507
  %5509 = add nuw nsw i64 %5508, %5500
  %5510 = getelementptr inbounds nuw float, ptr %5503, i64 %5509
  %5511 = load float, ptr %5510, align 4
  %5512 = add nuw nsw i64 %5492, 0
  %5513 = add nuw nsw i64 %5512, 0
  %5514 = getelementptr inbounds nuw float, ptr @__constant_512xf32_15, i64 %5513
  %5515 = load float, ptr %5514, align 4
  %5516 = add nuw nsw i64 %5492, 0
  %5517 = add nuw nsw i64 %5516, 0
  %5518 = getelementptr inbounds nuw float, ptr @__constant_512xf32_14, i64 %5517
  %5519 = load float, ptr %5518, align 4
  %5520 = add nuw nsw i64 %5492, 0
  %5521 = add nuw nsw i64 %5520, 0
  %5522 = getelementptr inbounds nuw float, ptr @__constant_512xf32_13, i64 %5521
  %5523 = load float, ptr %5522, align 4
  %5524 = add nuw nsw i64 %5492, 0
  %5525 = add nuw nsw i64 %5524, 0
  %5526 = getelementptr inbounds nuw float, ptr @__constant_512xf32_12, i64 %5525
  %5527 = load float, ptr %5526, align 4
  %5528 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5348, 1
  %5529 = mul nuw nsw i64 %5488, 2048
  %5530 = mul nuw nsw i64 %5492, 4
  %5531 = add nuw nsw i64 %5529, %5530
  %5532 = mul nuw nsw i64 %5496, 2
  %5533 = add nuw nsw i64 %5531, %5532
  %5534 = add nuw nsw i64 %5533, %5500
  %5535 = getelementptr inbounds nuw float, ptr %5528, i64 %5534
  %5536 = load float, ptr %5535, align 4
  %5537 = add nuw nsw i64 %5492, 0
  %5538 = add nuw nsw i64 %5537, 0
  %5539 = getelementptr inbounds nuw float, ptr @__constant_512xf32_11, i64 %5538
  %5540 = load float, ptr %5539, align 4
  %5541 = add nuw nsw i64 %5492, 0
  %5542 = add nuw nsw i64 %5541, 0
  %5543 = getelementptr inbounds nuw float, ptr @__constant_512xf32_10, i64 %5542
  %5544 = load float, ptr %5543, align 4
  %5545 = add nuw nsw i64 %5492, 0
  %5546 = add nuw nsw i64 %5545, 0
  %5547 = getelementptr inbounds nuw float, ptr @__constant_512xf32_9, i64 %5546
  %5548 = load float, ptr %5547, align 4
  %5549 = add nuw nsw i64 %5492, 0
  %5550 = add nuw nsw i64 %5549, 0
  %5551 = getelementptr inbounds nuw float, ptr @__constant_512xf32_8, i64 %5550
  %5552 = load float, ptr %5551, align 4
  %5553 = fadd float %5544, f0x3727C5AC
  %5554 = call float @llvm.sqrt.f32(float %5553)
  %5555 = fdiv float 1.000000e+00, %5554
  %5556 = fsub float %5536, %5540
  %5557 = fmul float %5556, %5555
  %5558 = fmul float %5557, %5548
  %5559 = fadd float %5558, %5552
  %5560 = fadd float %5519, f0x3727C5AC
  %5561 = call float @llvm.sqrt.f32(float %5560)
  %5562 = fdiv float 1.000000e+00, %5561
  %5563 = fsub float %5511, %5515
  %5564 = fmul float %5563, %5562
  %5565 = fmul float %5564, %5523
  %5566 = fadd float %5565, %5527
  %5567 = fadd float %5566, %5559
  %5568 = fcmp ugt float %5567, 0.000000e+00
  %5569 = select i1 %5568, float %5567, float 0.000000e+00
  %5570 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5486, 1
  %5571 = mul nuw nsw i64 %5488, 2048
  %5572 = mul nuw nsw i64 %5492, 4
  %5573 = add nuw nsw i64 %5571, %5572
  %5574 = mul nuw nsw i64 %5496, 2
  %5575 = add nuw nsw i64 %5573, %5574
  %5576 = add nuw nsw i64 %5575, %5500
  %5577 = getelementptr inbounds nuw float, ptr %5570, i64 %5576
  store float %5569, ptr %5577, align 4
  %5578 = add i64 %5500, 1
  br label %5499

5579:                                             ; preds = %5499
  %5580 = add i64 %5496, 1
  br label %5495

5581:                                             ; preds = %5495
  %5582 = add i64 %5492, 1
  br label %5491

5583:                                             ; preds = %5491
  %5584 = add i64 %5488, 1
  br label %5487

5585:                                             ; preds = %5487
  %5586 = call ptr @malloc(i64 32832)
  %5587 = ptrtoint ptr %5586 to i64
  %5588 = add i64 %5587, 63
  %5589 = urem i64 %5588, 64
  %5590 = sub i64 %5588, %5589
  %5591 = inttoptr i64 %5590 to ptr
  %5592 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5586, 0
  %5593 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5592, ptr %5591, 1
  %5594 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5593, i64 0, 2
  %5595 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5594, i64 1, 3, 0
  %5596 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5595, i64 512, 3, 1
  %5597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5596, i64 4, 3, 2
  %5598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5597, i64 4, 3, 3
  %5599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5598, i64 8192, 4, 0
  %5600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5599, i64 16, 4, 1
  %5601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5600, i64 4, 4, 2
  %5602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5601, i64 1, 4, 3
  br label %5603

5603:                                             ; preds = %5632, %5585
  %5604 = phi i64 [ %5633, %5632 ], [ 0, %5585 ]
  %5605 = icmp slt i64 %5604, 1
  br i1 %5605, label %5606, label %5634

5606:                                             ; preds = %5603
  br label %5607

5607:                                             ; preds = %5630, %5606
  %5608 = phi i64 [ %5631, %5630 ], [ 0, %5606 ]
  %5609 = icmp slt i64 %5608, 512
  br i1 %5609, label %5610, label %5632

5610:                                             ; preds = %5607
  br label %5611

5611:                                             ; preds = %5628, %5610
  %5612 = phi i64 [ %5629, %5628 ], [ 0, %5610 ]
  %5613 = icmp slt i64 %5612, 4
  br i1 %5613, label %5614, label %5630

5614:                                             ; preds = %5611
  br label %5615

5615:                                             ; preds = %5618, %5614
  %5616 = phi i64 [ %5627, %5618 ], [ 0, %5614 ]
  %5617 = icmp slt i64 %5616, 4
  br i1 %5617, label %5618, label %5628

5618:                                             ; preds = %5615
  %5619 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, 1
  %5620 = mul nuw nsw i64 %5604, 8192
  %5621 = mul nuw nsw i64 %5608, 16
  %5622 = add nuw nsw i64 %5620, %5621
  %5623 = mul nuw nsw i64 %5612, 4
  %5624 = add nuw nsw i64 %5622, %5623
  %5625 = add nuw nsw i64 %5624, %5616
  %5626 = getelementptr inbounds nuw float, ptr %5619, i64 %5625
  store float 0.000000e+00, ptr %5626, align 4
  %5627 = add i64 %5616, 1
  br label %5615

5628:                                             ; preds = %5615
  %5629 = add i64 %5612, 1
  br label %5611

5630:                                             ; preds = %5611
  %5631 = add i64 %5608, 1
  br label %5607

5632:                                             ; preds = %5607
  %5633 = add i64 %5604, 1
  br label %5603

5634:                                             ; preds = %5603
  %5635 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, 0
  %5636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, 1
  %5637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5635, 0
  %5638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5637, ptr %5636, 1
  %5639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5638, i64 5, 2
  %5640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5639, i64 1, 3, 0
  %5641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5640, i64 8192, 4, 0
  %5642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5641, i64 512, 3, 1
  %5643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5642, i64 16, 4, 1
  %5644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5643, i64 2, 3, 2
  %5645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5644, i64 4, 4, 2
  %5646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5645, i64 2, 3, 3
  %5647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5646, i64 1, 4, 3
  br label %5648

5648:                                             ; preds = %5687, %5634
  %5649 = phi i64 [ %5688, %5687 ], [ 0, %5634 ]
  %5650 = icmp slt i64 %5649, 1
  br i1 %5650, label %5651, label %5689

5651:                                             ; preds = %5648
  br label %5652

5652:                                             ; preds = %5685, %5651
  %5653 = phi i64 [ %5686, %5685 ], [ 0, %5651 ]
  %5654 = icmp slt i64 %5653, 512
  br i1 %5654, label %5655, label %5687

5655:                                             ; preds = %5652
  br label %5656

5656:                                             ; preds = %5683, %5655
  %5657 = phi i64 [ %5684, %5683 ], [ 0, %5655 ]
  %5658 = icmp slt i64 %5657, 2
  br i1 %5658, label %5659, label %5685

5659:                                             ; preds = %5656
  br label %5660

5660:                                             ; preds = %5663, %5659
  %5661 = phi i64 [ %5682, %5663 ], [ 0, %5659 ]
  %5662 = icmp slt i64 %5661, 2
  br i1 %5662, label %5663, label %5683

5663:                                             ; preds = %5660
  %5664 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5486, 1
  %5665 = mul nuw nsw i64 %5649, 2048
  %5666 = mul nuw nsw i64 %5653, 4
  %5667 = add nuw nsw i64 %5665, %5666
  %5668 = mul nuw nsw i64 %5657, 2
  %5669 = add nuw nsw i64 %5667, %5668
  %5670 = add nuw nsw i64 %5669, %5661
  %5671 = getelementptr inbounds nuw float, ptr %5664, i64 %5670
  %5672 = load float, ptr %5671, align 4
  %5673 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5647, 1
  %5674 = getelementptr float, ptr %5673, i64 5
  %5675 = mul nuw nsw i64 %5649, 8192
  %5676 = mul nuw nsw i64 %5653, 16
  %5677 = add nuw nsw i64 %5675, %5676
  %5678 = mul nuw nsw i64 %5657, 4
  %5679 = add nuw nsw i64 %5677, %5678
  %5680 = add nuw nsw i64 %5679, %5661
  %5681 = getelementptr inbounds nuw float, ptr %5674, i64 %5680
  store float %5672, ptr %5681, align 4
  %5682 = add i64 %5661, 1
  br label %5660

5683:                                             ; preds = %5660
  %5684 = add i64 %5657, 1
  br label %5656

5685:                                             ; preds = %5656
  %5686 = add i64 %5653, 1
  br label %5652

5687:                                             ; preds = %5652
  %5688 = add i64 %5649, 1
  br label %5648

5689:                                             ; preds = %5648
  %5690 = call ptr @malloc(i64 8256)
  %5691 = ptrtoint ptr %5690 to i64
  %5692 = add i64 %5691, 63
  %5693 = urem i64 %5692, 64
  %5694 = sub i64 %5692, %5693
  %5695 = inttoptr i64 %5694 to ptr
  %5696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5690, 0
  %5697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5696, ptr %5695, 1
  %5698 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5697, i64 0, 2
  %5699 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5698, i64 1, 3, 0
  %5700 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5699, i64 512, 3, 1
  %5701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5700, i64 2, 3, 2
  %5702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5701, i64 2, 3, 3
  %5703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5702, i64 2048, 4, 0
  %5704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5703, i64 4, 4, 1
  %5705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5704, i64 2, 4, 2
  %5706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5705, i64 1, 4, 3
  br label %5707

5707:                                             ; preds = %5745, %5689
  %5708 = phi i64 [ %5746, %5745 ], [ 0, %5689 ]
  %5709 = icmp slt i64 %5708, 1
  br i1 %5709, label %5710, label %5747

5710:                                             ; preds = %5707
  br label %5711

5711:                                             ; preds = %5743, %5710
  %5712 = phi i64 [ %5744, %5743 ], [ 0, %5710 ]
  %5713 = icmp slt i64 %5712, 512
  br i1 %5713, label %5714, label %5745

5714:                                             ; preds = %5711
  br label %5715

5715:                                             ; preds = %5741, %5714
  %5716 = phi i64 [ %5742, %5741 ], [ 0, %5714 ]
  %5717 = icmp slt i64 %5716, 2
  br i1 %5717, label %5718, label %5743

5718:                                             ; preds = %5715
  br label %5719

5719:                                             ; preds = %5722, %5718
  %5720 = phi i64 [ %5740, %5722 ], [ 0, %5718 ]
  %5721 = icmp slt i64 %5720, 2
  br i1 %5721, label %5722, label %5741

5722:                                             ; preds = %5719
  %5723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %5724 = mul nuw nsw i64 %5708, 2048
  %5725 = mul nuw nsw i64 %5712, 4
  %5726 = add nuw nsw i64 %5724, %5725
  %5727 = mul nuw nsw i64 %5716, 2
  %5728 = add nuw nsw i64 %5726, %5727
  %5729 = add nuw nsw i64 %5728, %5720
  %5730 = getelementptr inbounds nuw float, ptr %5723, i64 %5729
  %5731 = load float, ptr %5730, align 4
  %5732 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5706, 1
  %5733 = mul nuw nsw i64 %5708, 2048
  %5734 = mul nuw nsw i64 %5712, 4
  %5735 = add nuw nsw i64 %5733, %5734
  %5736 = mul nuw nsw i64 %5716, 2
  %5737 = add nuw nsw i64 %5735, %5736
  %5738 = add nuw nsw i64 %5737, %5720
  %5739 = getelementptr inbounds nuw float, ptr %5732, i64 %5738
  store float %5731, ptr %5739, align 4
  %5740 = add i64 %5720, 1
  br label %5719

5741:                                             ; preds = %5719
  %5742 = add i64 %5716, 1
  br label %5715

5743:                                             ; preds = %5715
  %5744 = add i64 %5712, 1
  br label %5711

5745:                                             ; preds = %5711
  %5746 = add i64 %5708, 1
  br label %5707

5747:                                             ; preds = %5707
  br label %5748

5748:                                             ; preds = %5825, %5747
  %5749 = phi i64 [ %5826, %5825 ], [ 0, %5747 ]
  %5750 = icmp slt i64 %5749, 1
  br i1 %5750, label %5751, label %5827

5751:                                             ; preds = %5748
  br label %5752

5752:                                             ; preds = %5823, %5751
  %5753 = phi i64 [ %5824, %5823 ], [ 0, %5751 ]
  %5754 = icmp slt i64 %5753, 512
  br i1 %5754, label %5755, label %5825

5755:                                             ; preds = %5752
  br label %5756

5756:                                             ; preds = %5821, %5755
  %5757 = phi i64 [ %5822, %5821 ], [ 0, %5755 ]
  %5758 = icmp slt i64 %5757, 2
  br i1 %5758, label %5759, label %5823

5759:                                             ; preds = %5756
  br label %5760

5760:                                             ; preds = %5819, %5759
  %5761 = phi i64 [ %5820, %5819 ], [ 0, %5759 ]
  %5762 = icmp slt i64 %5761, 2
  br i1 %5762, label %5763, label %5821

5763:                                             ; preds = %5760
  br label %5764

5764:                                             ; preds = %5817, %5763
  %5765 = phi i64 [ %5818, %5817 ], [ 0, %5763 ]
  %5766 = icmp slt i64 %5765, 512
  br i1 %5766, label %5767, label %5819

5767:                                             ; preds = %5764
  br label %5768

5768:                                             ; preds = %5815, %5767
  %5769 = phi i64 [ %5816, %5815 ], [ 0, %5767 ]
  %5770 = icmp slt i64 %5769, 3
  br i1 %5770, label %5771, label %5817

5771:                                             ; preds = %5768
  br label %5772

5772:                                             ; preds = %5775, %5771
  %5773 = phi i64 [ %5814, %5775 ], [ 0, %5771 ]
  %5774 = icmp slt i64 %5773, 3
  br i1 %5774, label %5775, label %5815

5775:                                             ; preds = %5772
  %5776 = add i64 %5757, %5769
  %5777 = add i64 %5761, %5773
  %5778 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, 1
  %5779 = mul nuw nsw i64 %5749, 8192
  %5780 = mul nuw nsw i64 %5765, 16
  %5781 = add nuw nsw i64 %5779, %5780
  %5782 = mul nuw nsw i64 %5776, 4
  %5783 = add nuw nsw i64 %5781, %5782
  %5784 = add nuw nsw i64 %5783, %5777
  %5785 = getelementptr inbounds nuw float, ptr %5778, i64 %5784
  %5786 = load float, ptr %5785, align 4
  %5787 = mul nuw nsw i64 %5753, 4608
  %5788 = mul nuw nsw i64 %5765, 9
  %5789 = add nuw nsw i64 %5787, %5788
  %5790 = mul nuw nsw i64 %5769, 3
  %5791 = add nuw nsw i64 %5789, %5790
  %5792 = add nuw nsw i64 %5791, %5773
  %5793 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32_7, i64 %5792
  %5794 = load float, ptr %5793, align 4
  %5795 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5706, 1
  %5796 = mul nuw nsw i64 %5749, 2048
  %5797 = mul nuw nsw i64 %5753, 4
  %5798 = add nuw nsw i64 %5796, %5797
  %5799 = mul nuw nsw i64 %5757, 2
  %5800 = add nuw nsw i64 %5798, %5799
  %5801 = add nuw nsw i64 %5800, %5761
  %5802 = getelementptr inbounds nuw float, ptr %5795, i64 %5801
  %5803 = load float, ptr %5802, align 4
  %5804 = fmul float %5786, %5794
  %5805 = fadd float %5803, %5804
  %5806 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5706, 1
  %5807 = mul nuw nsw i64 %5749, 2048
  %5808 = mul nuw nsw i64 %5753, 4
  %5809 = add nuw nsw i64 %5807, %5808
  %5810 = mul nuw nsw i64 %5757, 2
  %5811 = add nuw nsw i64 %5809, %5810
  %5812 = add nuw nsw i64 %5811, %5761
  %5813 = getelementptr inbounds nuw float, ptr %5806, i64 %5812
  store float %5805, ptr %5813, align 4
  %5814 = add i64 %5773, 1
  br label %5772

5815:                                             ; preds = %5772
  %5816 = add i64 %5769, 1
  br label %5768

5817:                                             ; preds = %5768
  %5818 = add i64 %5765, 1
  br label %5764

5819:                                             ; preds = %5764
  %5820 = add i64 %5761, 1
  br label %5760

5821:                                             ; preds = %5760
  %5822 = add i64 %5757, 1
  br label %5756

5823:                                             ; preds = %5756
  %5824 = add i64 %5753, 1
  br label %5752

5825:                                             ; preds = %5752
  %5826 = add i64 %5749, 1
  br label %5748

5827:                                             ; preds = %5748
  br label %5828

5828:                                             ; preds = %5891, %5827
  %5829 = phi i64 [ %5892, %5891 ], [ 0, %5827 ]
  %5830 = icmp slt i64 %5829, 1
  br i1 %5830, label %5831, label %5893

5831:                                             ; preds = %5828
  br label %5832

5832:                                             ; preds = %5889, %5831
  %5833 = phi i64 [ %5890, %5889 ], [ 0, %5831 ]
  %5834 = icmp slt i64 %5833, 512
  br i1 %5834, label %5835, label %5891

5835:                                             ; preds = %5832
  br label %5836

5836:                                             ; preds = %5887, %5835
  %5837 = phi i64 [ %5888, %5887 ], [ 0, %5835 ]
  %5838 = icmp slt i64 %5837, 2
  br i1 %5838, label %5839, label %5889

5839:                                             ; preds = %5836
  br label %5840

5840:                                             ; preds = %5843, %5839
  %5841 = phi i64 [ %5886, %5843 ], [ 0, %5839 ]
  %5842 = icmp slt i64 %5841, 2
  br i1 %5842, label %5843, label %5887

5843:                                             ; preds = %5840
  %5844 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5706, 1
  %5845 = mul nuw nsw i64 %5829, 2048
  %5846 = mul nuw nsw i64 %5833, 4
  %5847 = add nuw nsw i64 %5845, %5846
  %5848 = mul nuw nsw i64 %5837, 2
  %5849 = add nuw nsw i64 %5847, %5848
  %5850 = add nuw nsw i64 %5849, %5841
  %5851 = getelementptr inbounds nuw float, ptr %5844, i64 %5850
  %5852 = load float, ptr %5851, align 4
  %5853 = add nuw nsw i64 %5833, 0
  %5854 = add nuw nsw i64 %5853, 0
  %5855 = getelementptr inbounds nuw float, ptr @__constant_512xf32_6, i64 %5854
  %5856 = load float, ptr %5855, align 4
  %5857 = add nuw nsw i64 %5833, 0
  %5858 = add nuw nsw i64 %5857, 0
  %5859 = getelementptr inbounds nuw float, ptr @__constant_512xf32_5, i64 %5858
  %5860 = load float, ptr %5859, align 4
  %5861 = add nuw nsw i64 %5833, 0
  %5862 = add nuw nsw i64 %5861, 0
  %5863 = getelementptr inbounds nuw float, ptr @__constant_512xf32_4, i64 %5862
  %5864 = load float, ptr %5863, align 4
  %5865 = add nuw nsw i64 %5833, 0
  %5866 = add nuw nsw i64 %5865, 0
  %5867 = getelementptr inbounds nuw float, ptr @__constant_512xf32_3, i64 %5866
  %5868 = load float, ptr %5867, align 4
  %5869 = fadd float %5860, f0x3727C5AC
  %5870 = call float @llvm.sqrt.f32(float %5869)
  %5871 = fdiv float 1.000000e+00, %5870
  %5872 = fsub float %5852, %5856
  %5873 = fmul float %5872, %5871
  %5874 = fmul float %5873, %5864
  %5875 = fadd float %5874, %5868
  %5876 = fcmp ugt float %5875, 0.000000e+00
  %5877 = select i1 %5876, float %5875, float 0.000000e+00
  %5878 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, 1
  %5879 = mul nuw nsw i64 %5829, 2048
  %5880 = mul nuw nsw i64 %5833, 4
  %5881 = add nuw nsw i64 %5879, %5880
  %5882 = mul nuw nsw i64 %5837, 2
  %5883 = add nuw nsw i64 %5881, %5882
  %5884 = add nuw nsw i64 %5883, %5841
  %5885 = getelementptr inbounds nuw float, ptr %5878, i64 %5884
  store float %5877, ptr %5885, align 4
  %5886 = add i64 %5841, 1
  br label %5840

5887:                                             ; preds = %5840
  %5888 = add i64 %5837, 1
  br label %5836

5889:                                             ; preds = %5836
  %5890 = add i64 %5833, 1
  br label %5832

5891:                                             ; preds = %5832
  %5892 = add i64 %5829, 1
  br label %5828

5893:                                             ; preds = %5828
  %5894 = call ptr @malloc(i64 32832)
  %5895 = ptrtoint ptr %5894 to i64
  %5896 = add i64 %5895, 63
  %5897 = urem i64 %5896, 64
  %5898 = sub i64 %5896, %5897
  %5899 = inttoptr i64 %5898 to ptr
  %5900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5894, 0
  %5901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5900, ptr %5899, 1
  %5902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5901, i64 0, 2
  %5903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5902, i64 1, 3, 0
  %5904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5903, i64 512, 3, 1
  %5905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5904, i64 4, 3, 2
  %5906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5905, i64 4, 3, 3
  %5907 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5906, i64 8192, 4, 0
  %5908 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5907, i64 16, 4, 1
  %5909 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5908, i64 4, 4, 2
  %5910 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5909, i64 1, 4, 3
  br label %5911

5911:                                             ; preds = %5940, %5893
  %5912 = phi i64 [ %5941, %5940 ], [ 0, %5893 ]
  %5913 = icmp slt i64 %5912, 1
  br i1 %5913, label %5914, label %5942

5914:                                             ; preds = %5911
  br label %5915

5915:                                             ; preds = %5938, %5914
  %5916 = phi i64 [ %5939, %5938 ], [ 0, %5914 ]
  %5917 = icmp slt i64 %5916, 512
  br i1 %5917, label %5918, label %5940

5918:                                             ; preds = %5915
  br label %5919

5919:                                             ; preds = %5936, %5918
  %5920 = phi i64 [ %5937, %5936 ], [ 0, %5918 ]
  %5921 = icmp slt i64 %5920, 4
  br i1 %5921, label %5922, label %5938

5922:                                             ; preds = %5919
  br label %5923

5923:                                             ; preds = %5926, %5922
  %5924 = phi i64 [ %5935, %5926 ], [ 0, %5922 ]
  %5925 = icmp slt i64 %5924, 4
  br i1 %5925, label %5926, label %5936

5926:                                             ; preds = %5923
  %5927 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, 1
  %5928 = mul nuw nsw i64 %5912, 8192
  %5929 = mul nuw nsw i64 %5916, 16
  %5930 = add nuw nsw i64 %5928, %5929
  %5931 = mul nuw nsw i64 %5920, 4
  %5932 = add nuw nsw i64 %5930, %5931
  %5933 = add nuw nsw i64 %5932, %5924
  %5934 = getelementptr inbounds nuw float, ptr %5927, i64 %5933
  store float 0.000000e+00, ptr %5934, align 4
  %5935 = add i64 %5924, 1
  br label %5923

5936:                                             ; preds = %5923
  %5937 = add i64 %5920, 1
  br label %5919

5938:                                             ; preds = %5919
  %5939 = add i64 %5916, 1
  br label %5915

5940:                                             ; preds = %5915
  %5941 = add i64 %5912, 1
  br label %5911

5942:                                             ; preds = %5911
  %5943 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, 0
  %5944 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, 1
  %5945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5943, 0
  %5946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5945, ptr %5944, 1
  %5947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5946, i64 5, 2
  %5948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5947, i64 1, 3, 0
  %5949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5948, i64 8192, 4, 0
  %5950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5949, i64 512, 3, 1
  %5951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5950, i64 16, 4, 1
  %5952 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5951, i64 2, 3, 2
  %5953 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5952, i64 4, 4, 2
  %5954 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5953, i64 2, 3, 3
  %5955 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5954, i64 1, 4, 3
  br label %5956

5956:                                             ; preds = %5995, %5942
  %5957 = phi i64 [ %5996, %5995 ], [ 0, %5942 ]
  %5958 = icmp slt i64 %5957, 1
  br i1 %5958, label %5959, label %5997

5959:                                             ; preds = %5956
  br label %5960

5960:                                             ; preds = %5993, %5959
  %5961 = phi i64 [ %5994, %5993 ], [ 0, %5959 ]
  %5962 = icmp slt i64 %5961, 512
  br i1 %5962, label %5963, label %5995

5963:                                             ; preds = %5960
  br label %5964

5964:                                             ; preds = %5991, %5963
  %5965 = phi i64 [ %5992, %5991 ], [ 0, %5963 ]
  %5966 = icmp slt i64 %5965, 2
  br i1 %5966, label %5967, label %5993

5967:                                             ; preds = %5964
  br label %5968

5968:                                             ; preds = %5971, %5967
  %5969 = phi i64 [ %5990, %5971 ], [ 0, %5967 ]
  %5970 = icmp slt i64 %5969, 2
  br i1 %5970, label %5971, label %5991

5971:                                             ; preds = %5968
  %5972 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, 1
  %5973 = mul nuw nsw i64 %5957, 2048
  %5974 = mul nuw nsw i64 %5961, 4
  %5975 = add nuw nsw i64 %5973, %5974
  %5976 = mul nuw nsw i64 %5965, 2
  %5977 = add nuw nsw i64 %5975, %5976
  %5978 = add nuw nsw i64 %5977, %5969
  %5979 = getelementptr inbounds nuw float, ptr %5972, i64 %5978
  %5980 = load float, ptr %5979, align 4
  %5981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5955, 1
  %5982 = getelementptr float, ptr %5981, i64 5
  %5983 = mul nuw nsw i64 %5957, 8192
  %5984 = mul nuw nsw i64 %5961, 16
  %5985 = add nuw nsw i64 %5983, %5984
  %5986 = mul nuw nsw i64 %5965, 4
  %5987 = add nuw nsw i64 %5985, %5986
  %5988 = add nuw nsw i64 %5987, %5969
  %5989 = getelementptr inbounds nuw float, ptr %5982, i64 %5988
  store float %5980, ptr %5989, align 4
  %5990 = add i64 %5969, 1
  br label %5968

5991:                                             ; preds = %5968
  %5992 = add i64 %5965, 1
  br label %5964

5993:                                             ; preds = %5964
  %5994 = add i64 %5961, 1
  br label %5960

5995:                                             ; preds = %5960
  %5996 = add i64 %5957, 1
  br label %5956

5997:                                             ; preds = %5956
  br label %5998

5998:                                             ; preds = %6075, %5997
  %5999 = phi i64 [ %6076, %6075 ], [ 0, %5997 ]
  %6000 = icmp slt i64 %5999, 1
  br i1 %6000, label %6001, label %6077

6001:                                             ; preds = %5998
  br label %6002

6002:                                             ; preds = %6073, %6001
  %6003 = phi i64 [ %6074, %6073 ], [ 0, %6001 ]
  %6004 = icmp slt i64 %6003, 512
  br i1 %6004, label %6005, label %6075

6005:                                             ; preds = %6002
  br label %6006

6006:                                             ; preds = %6071, %6005
  %6007 = phi i64 [ %6072, %6071 ], [ 0, %6005 ]
  %6008 = icmp slt i64 %6007, 2
  br i1 %6008, label %6009, label %6073

6009:                                             ; preds = %6006
  br label %6010

6010:                                             ; preds = %6069, %6009
  %6011 = phi i64 [ %6070, %6069 ], [ 0, %6009 ]
  %6012 = icmp slt i64 %6011, 2
  br i1 %6012, label %6013, label %6071

6013:                                             ; preds = %6010
  br label %6014

6014:                                             ; preds = %6067, %6013
  %6015 = phi i64 [ %6068, %6067 ], [ 0, %6013 ]
  %6016 = icmp slt i64 %6015, 512
  br i1 %6016, label %6017, label %6069

6017:                                             ; preds = %6014
  br label %6018

6018:                                             ; preds = %6065, %6017
  %6019 = phi i64 [ %6066, %6065 ], [ 0, %6017 ]
  %6020 = icmp slt i64 %6019, 3
  br i1 %6020, label %6021, label %6067

6021:                                             ; preds = %6018
  br label %6022

6022:                                             ; preds = %6025, %6021
  %6023 = phi i64 [ %6064, %6025 ], [ 0, %6021 ]
  %6024 = icmp slt i64 %6023, 3
  br i1 %6024, label %6025, label %6065

6025:                                             ; preds = %6022
  %6026 = add i64 %6007, %6019
  %6027 = add i64 %6011, %6023
  %6028 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, 1
  %6029 = mul nuw nsw i64 %5999, 8192
  %6030 = mul nuw nsw i64 %6015, 16
  %6031 = add nuw nsw i64 %6029, %6030
  %6032 = mul nuw nsw i64 %6026, 4
  %6033 = add nuw nsw i64 %6031, %6032
  %6034 = add nuw nsw i64 %6033, %6027
  %6035 = getelementptr inbounds nuw float, ptr %6028, i64 %6034
  %6036 = load float, ptr %6035, align 4
  %6037 = mul nuw nsw i64 %6003, 4608
  %6038 = mul nuw nsw i64 %6015, 9
  %6039 = add nuw nsw i64 %6037, %6038
  %6040 = mul nuw nsw i64 %6019, 3
  %6041 = add nuw nsw i64 %6039, %6040
  %6042 = add nuw nsw i64 %6041, %6023
  %6043 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32, i64 %6042
  %6044 = load float, ptr %6043, align 4
  %6045 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %6046 = mul nuw nsw i64 %5999, 2048
  %6047 = mul nuw nsw i64 %6003, 4
  %6048 = add nuw nsw i64 %6046, %6047
  %6049 = mul nuw nsw i64 %6007, 2
  %6050 = add nuw nsw i64 %6048, %6049
  %6051 = add nuw nsw i64 %6050, %6011
  %6052 = getelementptr inbounds nuw float, ptr %6045, i64 %6051
  %6053 = load float, ptr %6052, align 4
  %6054 = fmul float %6036, %6044
  %6055 = fadd float %6053, %6054
  %6056 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %6057 = mul nuw nsw i64 %5999, 2048
  %6058 = mul nuw nsw i64 %6003, 4
  %6059 = add nuw nsw i64 %6057, %6058
  %6060 = mul nuw nsw i64 %6007, 2
  %6061 = add nuw nsw i64 %6059, %6060
  %6062 = add nuw nsw i64 %6061, %6011
  %6063 = getelementptr inbounds nuw float, ptr %6056, i64 %6062
  store float %6055, ptr %6063, align 4
  %6064 = add i64 %6023, 1
  br label %6022

6065:                                             ; preds = %6022
  %6066 = add i64 %6019, 1
  br label %6018

6067:                                             ; preds = %6018
  %6068 = add i64 %6015, 1
  br label %6014

6069:                                             ; preds = %6014
  %6070 = add i64 %6011, 1
  br label %6010

6071:                                             ; preds = %6010
  %6072 = add i64 %6007, 1
  br label %6006

6073:                                             ; preds = %6006
  %6074 = add i64 %6003, 1
  br label %6002

6075:                                             ; preds = %6002
  %6076 = add i64 %5999, 1
  br label %5998

6077:                                             ; preds = %5998
  %6078 = call ptr @malloc(i64 2112)
  %6079 = ptrtoint ptr %6078 to i64
  %6080 = add i64 %6079, 63
  %6081 = urem i64 %6080, 64
  %6082 = sub i64 %6080, %6081
  %6083 = inttoptr i64 %6082 to ptr
  %6084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6078, 0
  %6085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6084, ptr %6083, 1
  %6086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6085, i64 0, 2
  %6087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6086, i64 1, 3, 0
  %6088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6087, i64 512, 3, 1
  %6089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6088, i64 1, 3, 2
  %6090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6089, i64 1, 3, 3
  %6091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6090, i64 512, 4, 0
  %6092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6091, i64 1, 4, 1
  %6093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6092, i64 1, 4, 2
  %6094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6093, i64 1, 4, 3
  br label %6095

6095:                                             ; preds = %6122, %6077
  %6096 = phi i64 [ %6123, %6122 ], [ 0, %6077 ]
  %6097 = icmp slt i64 %6096, 1
  br i1 %6097, label %6098, label %6124

6098:                                             ; preds = %6095
  br label %6099

6099:                                             ; preds = %6120, %6098
  %6100 = phi i64 [ %6121, %6120 ], [ 0, %6098 ]
  %6101 = icmp slt i64 %6100, 512
  br i1 %6101, label %6102, label %6122

6102:                                             ; preds = %6099
  br label %6103

6103:                                             ; preds = %6118, %6102
  %6104 = phi i64 [ %6119, %6118 ], [ 0, %6102 ]
  %6105 = icmp slt i64 %6104, 1
  br i1 %6105, label %6106, label %6120

6106:                                             ; preds = %6103
  br label %6107

6107:                                             ; preds = %6110, %6106
  %6108 = phi i64 [ %6117, %6110 ], [ 0, %6106 ]
  %6109 = icmp slt i64 %6108, 1
  br i1 %6109, label %6110, label %6118

6110:                                             ; preds = %6107
  %6111 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, 1
  %6112 = mul nuw nsw i64 %6096, 512
  %6113 = add nuw nsw i64 %6112, %6100
  %6114 = add nuw nsw i64 %6113, %6104
  %6115 = add nuw nsw i64 %6114, %6108
  %6116 = getelementptr inbounds nuw float, ptr %6111, i64 %6115
  store float 0.000000e+00, ptr %6116, align 4
  %6117 = add i64 %6108, 1
  br label %6107

6118:                                             ; preds = %6107
  %6119 = add i64 %6104, 1
  br label %6103

6120:                                             ; preds = %6103
  %6121 = add i64 %6100, 1
  br label %6099

6122:                                             ; preds = %6099
  %6123 = add i64 %6096, 1
  br label %6095

6124:                                             ; preds = %6095
  br label %6125

6125:                                             ; preds = %6204, %6124
  %6126 = phi i64 [ %6205, %6204 ], [ 0, %6124 ]
  %6127 = icmp slt i64 %6126, 1
  br i1 %6127, label %6128, label %6206

6128:                                             ; preds = %6125
  br label %6129

6129:                                             ; preds = %6202, %6128
  %6130 = phi i64 [ %6203, %6202 ], [ 0, %6128 ]
  %6131 = icmp slt i64 %6130, 512
  br i1 %6131, label %6132, label %6204

6132:                                             ; preds = %6129
  br label %6133

6133:                                             ; preds = %6200, %6132
  %6134 = phi i64 [ %6201, %6200 ], [ 0, %6132 ]
  %6135 = icmp slt i64 %6134, 2
  br i1 %6135, label %6136, label %6202

6136:                                             ; preds = %6133
  br label %6137

6137:                                             ; preds = %6140, %6136
  %6138 = phi i64 [ %6199, %6140 ], [ 0, %6136 ]
  %6139 = icmp slt i64 %6138, 2
  br i1 %6139, label %6140, label %6200

6140:                                             ; preds = %6137
  %6141 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 1
  %6142 = mul nuw nsw i64 %6126, 2048
  %6143 = mul nuw nsw i64 %6130, 4
  %6144 = add nuw nsw i64 %6142, %6143
  %6145 = mul nuw nsw i64 %6134, 2
  %6146 = add nuw nsw i64 %6144, %6145
  %6147 = add nuw nsw i64 %6146, %6138
  %6148 = getelementptr inbounds nuw float, ptr %6141, i64 %6147
  %6149 = load float, ptr %6148, align 4
  %6150 = add nuw nsw i64 %6130, 0
  %6151 = add nuw nsw i64 %6150, 0
  %6152 = getelementptr inbounds nuw float, ptr @__constant_512xf32_2, i64 %6151
  %6153 = load float, ptr %6152, align 4
  %6154 = add nuw nsw i64 %6130, 0
  %6155 = add nuw nsw i64 %6154, 0
  %6156 = getelementptr inbounds nuw float, ptr @__constant_512xf32_1, i64 %6155
  %6157 = load float, ptr %6156, align 4
  %6158 = add nuw nsw i64 %6130, 0
  %6159 = add nuw nsw i64 %6158, 0
  %6160 = getelementptr inbounds nuw float, ptr @__constant_512xf32_0, i64 %6159
  %6161 = load float, ptr %6160, align 4
  %6162 = add nuw nsw i64 %6130, 0
  %6163 = add nuw nsw i64 %6162, 0
  %6164 = getelementptr inbounds nuw float, ptr @__constant_512xf32, i64 %6163
  %6165 = load float, ptr %6164, align 4
  %6166 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5486, 1
  %6167 = mul nuw nsw i64 %6126, 2048
  %6168 = mul nuw nsw i64 %6130, 4
  %6169 = add nuw nsw i64 %6167, %6168
  %6170 = mul nuw nsw i64 %6134, 2
  %6171 = add nuw nsw i64 %6169, %6170
  %6172 = add nuw nsw i64 %6171, %6138
  %6173 = getelementptr inbounds nuw float, ptr %6166, i64 %6172
  %6174 = load float, ptr %6173, align 4
  %6175 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, 1
  %6176 = mul nuw nsw i64 %6126, 512
  %6177 = add nuw nsw i64 %6176, %6130
  %6178 = add nuw nsw i64 %6177, 0
  %6179 = add nuw nsw i64 %6178, 0
  %6180 = getelementptr inbounds nuw float, ptr %6175, i64 %6179
  %6181 = load float, ptr %6180, align 4
  %6182 = fadd float %6157, f0x3727C5AC
  %6183 = call float @llvm.sqrt.f32(float %6182)
  %6184 = fdiv float 1.000000e+00, %6183
  %6185 = fsub float %6149, %6153
  %6186 = fmul float %6185, %6184
  %6187 = fmul float %6186, %6161
  %6188 = fadd float %6187, %6165
  %6189 = fadd float %6188, %6174
  %6190 = fcmp ugt float %6189, 0.000000e+00
  %6191 = select i1 %6190, float %6189, float 0.000000e+00
  %6192 = fadd float %6191, %6181
  %6193 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, 1
  %6194 = mul nuw nsw i64 %6126, 512
  %6195 = add nuw nsw i64 %6194, %6130
  %6196 = add nuw nsw i64 %6195, 0
  %6197 = add nuw nsw i64 %6196, 0
  %6198 = getelementptr inbounds nuw float, ptr %6193, i64 %6197
  store float %6192, ptr %6198, align 4
  %6199 = add i64 %6138, 1
  br label %6137

6200:                                             ; preds = %6137
  %6201 = add i64 %6134, 1
  br label %6133

6202:                                             ; preds = %6133
  %6203 = add i64 %6130, 1
  br label %6129

6204:                                             ; preds = %6129
  %6205 = add i64 %6126, 1
  br label %6125

6206:                                             ; preds = %6125
  %6207 = call ptr @malloc(i64 4064)
  %6208 = ptrtoint ptr %6207 to i64
  %6209 = add i64 %6208, 63
  %6210 = urem i64 %6209, 64
  %6211 = sub i64 %6209, %6210
  %6212 = inttoptr i64 %6211 to ptr
  %6213 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %6207, 0
  %6214 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6213, ptr %6212, 1
  %6215 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6214, i64 0, 2
  %6216 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6215, i64 1, 3, 0
  %6217 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6216, i64 1000, 3, 1
  %6218 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6217, i64 1000, 4, 0
  %6219 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6218, i64 1, 4, 1
  br label %6220

6220:                                             ; preds = %6233, %6206
  %6221 = phi i64 [ %6234, %6233 ], [ 0, %6206 ]
  %6222 = icmp slt i64 %6221, 1
  br i1 %6222, label %6223, label %6235

6223:                                             ; preds = %6220
  br label %6224

6224:                                             ; preds = %6227, %6223
  %6225 = phi i64 [ %6232, %6227 ], [ 0, %6223 ]
  %6226 = icmp slt i64 %6225, 1000
  br i1 %6226, label %6227, label %6233

6227:                                             ; preds = %6224
  %6228 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219, 1
  %6229 = mul nuw nsw i64 %6221, 1000
  %6230 = add nuw nsw i64 %6229, %6225
  %6231 = getelementptr inbounds nuw float, ptr %6228, i64 %6230
  store float 0.000000e+00, ptr %6231, align 4
  %6232 = add i64 %6225, 1
  br label %6224

6233:                                             ; preds = %6224
  %6234 = add i64 %6221, 1
  br label %6220

6235:                                             ; preds = %6220
  br label %6236

6236:                                             ; preds = %6288, %6235
  %6237 = phi i64 [ %6289, %6288 ], [ 0, %6235 ]
  %6238 = icmp slt i64 %6237, 1
  br i1 %6238, label %6239, label %6290

6239:                                             ; preds = %6236
  br label %6240

6240:                                             ; preds = %6286, %6239
  %6241 = phi i64 [ %6287, %6286 ], [ 0, %6239 ]
  %6242 = icmp slt i64 %6241, 1000
  br i1 %6242, label %6243, label %6288

6243:                                             ; preds = %6240
  br label %6244

6244:                                             ; preds = %6284, %6243
  %6245 = phi i64 [ %6285, %6284 ], [ 0, %6243 ]
  %6246 = icmp slt i64 %6245, 512
  br i1 %6246, label %6247, label %6286

6247:                                             ; preds = %6244
  br label %6248

6248:                                             ; preds = %6282, %6247
  %6249 = phi i64 [ %6283, %6282 ], [ 0, %6247 ]
  %6250 = icmp slt i64 %6249, 1
  br i1 %6250, label %6251, label %6284

6251:                                             ; preds = %6248
  br label %6252

6252:                                             ; preds = %6255, %6251
  %6253 = phi i64 [ %6281, %6255 ], [ 0, %6251 ]
  %6254 = icmp slt i64 %6253, 1
  br i1 %6254, label %6255, label %6282

6255:                                             ; preds = %6252
  %6256 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, 1
  %6257 = mul nuw nsw i64 %6237, 512
  %6258 = add nuw nsw i64 %6257, %6245
  %6259 = add nuw nsw i64 %6258, %6249
  %6260 = add nuw nsw i64 %6259, %6253
  %6261 = getelementptr inbounds nuw float, ptr %6256, i64 %6260
  %6262 = load float, ptr %6261, align 4
  %6263 = mul nuw nsw i64 %6241, 512
  %6264 = add nuw nsw i64 %6263, %6245
  %6265 = add nuw nsw i64 %6264, %6249
  %6266 = add nuw nsw i64 %6265, %6253
  %6267 = getelementptr inbounds nuw float, ptr @__constant_1000x512xf32, i64 %6266
  %6268 = load float, ptr %6267, align 4
  %6269 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219, 1
  %6270 = mul nuw nsw i64 %6237, 1000
  %6271 = add nuw nsw i64 %6270, %6241
  %6272 = getelementptr inbounds nuw float, ptr %6269, i64 %6271
  %6273 = load float, ptr %6272, align 4
  %6274 = fdiv float %6262, 4.000000e+00
  %6275 = fmul float %6274, %6268
  %6276 = fadd float %6273, %6275
  %6277 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219, 1
  %6278 = mul nuw nsw i64 %6237, 1000
  %6279 = add nuw nsw i64 %6278, %6241
  %6280 = getelementptr inbounds nuw float, ptr %6277, i64 %6279
  store float %6276, ptr %6280, align 4
  %6281 = add i64 %6253, 1
  br label %6252

6282:                                             ; preds = %6252
  %6283 = add i64 %6249, 1
  br label %6248

6284:                                             ; preds = %6248
  %6285 = add i64 %6245, 1
  br label %6244

6286:                                             ; preds = %6244
  %6287 = add i64 %6241, 1
  br label %6240

6288:                                             ; preds = %6240
  %6289 = add i64 %6237, 1
  br label %6236

6290:                                             ; preds = %6236
  br label %6291

6291:                                             ; preds = %6312, %6290
  %6292 = phi i64 [ %6313, %6312 ], [ 0, %6290 ]
  %6293 = icmp slt i64 %6292, 1
  br i1 %6293, label %6294, label %6314

6294:                                             ; preds = %6291
  br label %6295

6295:                                             ; preds = %6298, %6294
  %6296 = phi i64 [ %6311, %6298 ], [ 0, %6294 ]
  %6297 = icmp slt i64 %6296, 1000
  br i1 %6297, label %6298, label %6312

6298:                                             ; preds = %6295
  %6299 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219, 1
  %6300 = mul nuw nsw i64 %6292, 1000
  %6301 = add nuw nsw i64 %6300, %6296
  %6302 = getelementptr inbounds nuw float, ptr %6299, i64 %6301
  %6303 = load float, ptr %6302, align 4
  %6304 = getelementptr inbounds nuw float, ptr @__constant_1000xf32, i64 %6296
  %6305 = load float, ptr %6304, align 4
  %6306 = fadd float %6303, %6305
  %6307 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219, 1
  %6308 = mul nuw nsw i64 %6292, 1000
  %6309 = add nuw nsw i64 %6308, %6296
  %6310 = getelementptr inbounds nuw float, ptr %6307, i64 %6309
  store float %6306, ptr %6310, align 4
  %6311 = add i64 %6296, 1
  br label %6295

6312:                                             ; preds = %6295
  %6313 = add i64 %6292, 1
  br label %6291

6314:                                             ; preds = %6291
  %6315 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %6315)
  %6316 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %143, 0
  call void @free(ptr %6316)
  %6317 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %340, 0
  call void @free(ptr %6317)
  %6318 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %444, 0
  call void @free(ptr %6318)
  %6319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %461, 0
  call void @free(ptr %6319)
  %6320 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %506, 0
  call void @free(ptr %6320)
  %6321 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %590, 0
  call void @free(ptr %6321)
  %6322 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, 0
  call void @free(ptr %6322)
  %6323 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %743, 0
  call void @free(ptr %6323)
  %6324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %947, 0
  call void @free(ptr %6324)
  %6325 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1051, 0
  call void @free(ptr %6325)
  %6326 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1189, 0
  call void @free(ptr %6326)
  %6327 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1282, 0
  call void @free(ptr %6327)
  %6328 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1386, 0
  call void @free(ptr %6328)
  %6329 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1590, 0
  call void @free(ptr %6329)
  %6330 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1850, 0
  call void @free(ptr %6330)
  %6331 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1954, 0
  call void @free(ptr %6331)
  %6332 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1971, 0
  call void @free(ptr %6332)
  %6333 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, 0
  call void @free(ptr %6333)
  %6334 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2226, 0
  call void @free(ptr %6334)
  %6335 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 0
  call void @free(ptr %6335)
  %6336 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, 0
  call void @free(ptr %6336)
  %6337 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2606, 0
  call void @free(ptr %6337)
  %6338 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2722, 0
  call void @free(ptr %6338)
  %6339 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2826, 0
  call void @free(ptr %6339)
  %6340 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3030, 0
  call void @free(ptr %6340)
  %6341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, 0
  call void @free(ptr %6341)
  %6342 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3394, 0
  call void @free(ptr %6342)
  %6343 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 0
  call void @free(ptr %6343)
  %6344 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 0
  call void @free(ptr %6344)
  %6345 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3666, 0
  call void @free(ptr %6345)
  %6346 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3770, 0
  call void @free(ptr %6346)
  %6347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3908, 0
  call void @free(ptr %6347)
  %6348 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4046, 0
  call void @free(ptr %6348)
  %6349 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4162, 0
  call void @free(ptr %6349)
  %6350 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4266, 0
  call void @free(ptr %6350)
  %6351 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4470, 0
  call void @free(ptr %6351)
  %6352 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4730, 0
  call void @free(ptr %6352)
  %6353 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4834, 0
  call void @free(ptr %6353)
  %6354 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4851, 0
  call void @free(ptr %6354)
  %6355 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4900, 0
  call void @free(ptr %6355)
  %6356 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5106, 0
  call void @free(ptr %6356)
  %6357 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5210, 0
  call void @free(ptr %6357)
  %6358 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5348, 0
  call void @free(ptr %6358)
  %6359 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5486, 0
  call void @free(ptr %6359)
  %6360 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, 0
  call void @free(ptr %6360)
  %6361 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5706, 0
  call void @free(ptr %6361)
  %6362 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5910, 0
  call void @free(ptr %6362)
  %6363 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6094, 0
  call void @free(ptr %6363)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %6219
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2 linalg_on_tensors_mlir=71425b281748 llvm_mlir=8130f820b51b
