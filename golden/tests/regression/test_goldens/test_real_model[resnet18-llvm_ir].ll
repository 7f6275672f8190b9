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
  %72 = call ptr @malloc(i64 58864)
  %73 = ptrtoint ptr %72 to i64
  %74 = add i64 %73, 63
  %75 = urem i64 %74, 64
  %76 = sub i64 %74, %75
  %77 = inttoptr i64 %76 to ptr
  %78 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %72, 0
  %79 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %78, ptr %77, 1
  %80 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %79, i64 0, 2
  %81 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %80, i64 1, 3, 0
  %82 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %81, i64 3, 3, 1
  %83 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %82, i64 70, 3, 2
  %84 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %83, i64 70, 3, 3
  %85 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %84, i64 14700, 4, 0
  %86 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %85, i64 4900, 4, 1
  %87 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %86, i64 70, 4, 2
  %88 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %87, i64 1, 4, 3
  br label %89

89:                                               ; preds = %127, %71
  %90 = phi i64 [ %128, %127 ], [ 0, %71 ]
  %91 = icmp slt i64 %90, 1
  br i1 %91, label %92, label %129

92:                                               ; preds = %89
  br label %93

93:                                               ; preds = %125, %92
  %94 = phi i64 [ %126, %125 ], [ 0, %92 ]
  %95 = icmp slt i64 %94, 3
  br i1 %95, label %96, label %127

96:                                               ; preds = %93
  br label %97

97:                                               ; preds = %123, %96
  %98 = phi i64 [ %124, %123 ], [ 0, %96 ]
  %99 = icmp slt i64 %98, 70
  br i1 %99, label %100, label %125

100:                                              ; preds = %97
  br label %101

101:                                              ; preds = %104, %100
  %102 = phi i64 [ %122, %104 ], [ 0, %100 ]
  %103 = icmp slt i64 %102, 70
  br i1 %103, label %104, label %123

104:                                              ; preds = %101
  %105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 1
  %106 = mul nuw nsw i64 %90, 14700
  %107 = mul nuw nsw i64 %94, 4900
  %108 = add nuw nsw i64 %106, %107
  %109 = mul nuw nsw i64 %98, 70
  %110 = add nuw nsw i64 %108, %109
  %111 = add nuw nsw i64 %110, %102
  %112 = getelementptr inbounds nuw float, ptr %105, i64 %111
  %113 = load float, ptr %112, align 4
  %114 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %115 = mul nuw nsw i64 %90, 14700
  %116 = mul nuw nsw i64 %94, 4900
  %117 = add nuw nsw i64 %115, %116
  %118 = mul nuw nsw i64 %98, 70
  %119 = add nuw nsw i64 %117, %118
  %120 = add nuw nsw i64 %119, %102
  %121 = getelementptr inbounds nuw float, ptr %114, i64 %120
  store float %113, ptr %121, align 4
  %122 = add i64 %102, 1
  br label %101

123:                                              ; preds = %101
  %124 = add i64 %98, 1
  br label %97

125:                                              ; preds = %97
  %126 = add i64 %94, 1
  br label %93

127:                                              ; preds = %93
  %128 = add i64 %90, 1
  br label %89

129:                                              ; preds = %89
  %130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  %131 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %130, 0
  %133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %132, ptr %131, 1
  %134 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %133, i64 213, 2
  %135 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %134, i64 1, 3, 0
  %136 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %135, i64 14700, 4, 0
  %137 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %136, i64 3, 3, 1
  %138 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %137, i64 4900, 4, 1
  %139 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %138, i64 64, 3, 2
  %140 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %139, i64 70, 4, 2
  %141 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %140, i64 64, 3, 3
  %142 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %141, i64 1, 4, 3
  br label %143

143:                                              ; preds = %182, %129
  %144 = phi i64 [ %183, %182 ], [ 0, %129 ]
  %145 = icmp slt i64 %144, 1
  br i1 %145, label %146, label %184

146:                                              ; preds = %143
  br label %147

147:                                              ; preds = %180, %146
  %148 = phi i64 [ %181, %180 ], [ 0, %146 ]
  %149 = icmp slt i64 %148, 3
  br i1 %149, label %150, label %182

150:                                              ; preds = %147
  br label %151

151:                                              ; preds = %178, %150
  %152 = phi i64 [ %179, %178 ], [ 0, %150 ]
  %153 = icmp slt i64 %152, 64
  br i1 %153, label %154, label %180

154:                                              ; preds = %151
  br label %155

155:                                              ; preds = %158, %154
  %156 = phi i64 [ %177, %158 ], [ 0, %154 ]
  %157 = icmp slt i64 %156, 64
  br i1 %157, label %158, label %178

158:                                              ; preds = %155
  %159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %22, 1
  %160 = mul nuw nsw i64 %144, 12288
  %161 = mul nuw nsw i64 %148, 4096
  %162 = add nuw nsw i64 %160, %161
  %163 = mul nuw nsw i64 %152, 64
  %164 = add nuw nsw i64 %162, %163
  %165 = add nuw nsw i64 %164, %156
  %166 = getelementptr inbounds nuw float, ptr %159, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %142, 1
  %169 = getelementptr float, ptr %168, i64 213
  %170 = mul nuw nsw i64 %144, 14700
  %171 = mul nuw nsw i64 %148, 4900
  %172 = add nuw nsw i64 %170, %171
  %173 = mul nuw nsw i64 %152, 70
  %174 = add nuw nsw i64 %172, %173
  %175 = add nuw nsw i64 %174, %156
  %176 = getelementptr inbounds nuw float, ptr %169, i64 %175
  store float %167, ptr %176, align 4
  %177 = add i64 %156, 1
  br label %155

178:                                              ; preds = %155
  %179 = add i64 %152, 1
  br label %151

180:                                              ; preds = %151
  %181 = add i64 %148, 1
  br label %147

182:                                              ; preds = %147
  %183 = add i64 %144, 1
  br label %143

184:                                              ; preds = %143
  %185 = call ptr @malloc(i64 262208)
  %186 = ptrtoint ptr %185 to i64
  %187 = add i64 %186, 63
  %188 = urem i64 %187, 64
  %189 = sub i64 %187, %188
  %190 = inttoptr i64 %189 to ptr
  %191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %185, 0
  %192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %191, ptr %190, 1
  %193 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %192, i64 0, 2
  %194 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %193, i64 1, 3, 0
  %195 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %194, i64 64, 3, 1
  %196 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %195, i64 32, 3, 2
  %197 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %196, i64 32, 3, 3
  %198 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %197, i64 65536, 4, 0
  %199 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %198, i64 1024, 4, 1
  %200 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %199, i64 32, 4, 2
  %201 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %200, i64 1, 4, 3
  br label %202

202:                                              ; preds = %231, %184
  %203 = phi i64 [ %232, %231 ], [ 0, %184 ]
  %204 = icmp slt i64 %203, 1
  br i1 %204, label %205, label %233

205:                                              ; preds = %202
  br label %206

206:                                              ; preds = %229, %205
  %207 = phi i64 [ %230, %229 ], [ 0, %205 ]
  %208 = icmp slt i64 %207, 64
  br i1 %208, label %209, label %231

209:                                              ; preds = %206
  br label %210

210:                                              ; preds = %227, %209
  %211 = phi i64 [ %228, %227 ], [ 0, %209 ]
  %212 = icmp slt i64 %211, 32
  br i1 %212, label %213, label %229

213:                                              ; preds = %210
  br label %214

214:                                              ; preds = %217, %213
  %215 = phi i64 [ %226, %217 ], [ 0, %213 ]
  %216 = icmp slt i64 %215, 32
  br i1 %216, label %217, label %227

217:                                              ; preds = %214
  %218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 1
  %219 = mul nuw nsw i64 %203, 65536
  %220 = mul nuw nsw i64 %207, 1024
  %221 = add nuw nsw i64 %219, %220
  %222 = mul nuw nsw i64 %211, 32
  %223 = add nuw nsw i64 %221, %222
  %224 = add nuw nsw i64 %223, %215
  %225 = getelementptr inbounds nuw float, ptr %218, i64 %224
  store float 0.000000e+00, ptr %225, align 4
  %226 = add i64 %215, 1
  br label %214

227:                                              ; preds = %214
  %228 = add i64 %211, 1
  br label %210

229:                                              ; preds = %210
  %230 = add i64 %207, 1
  br label %206

231:                                              ; preds = %206
  %232 = add i64 %203, 1
  br label %202

233:                                              ; preds = %202
  %234 = call ptr @malloc(i64 262208)
  %235 = ptrtoint ptr %234 to i64
  %236 = add i64 %235, 63
  %237 = urem i64 %236, 64
  %238 = sub i64 %236, %237
  %239 = inttoptr i64 %238 to ptr
  %240 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %234, 0
  %241 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %240, ptr %239, 1
  %242 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %241, i64 0, 2
  %243 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %242, i64 1, 3, 0
  %244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %243, i64 64, 3, 1
  %245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %244, i64 32, 3, 2
  %246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %245, i64 32, 3, 3
  %247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %246, i64 65536, 4, 0
  %248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %247, i64 1024, 4, 1
  %249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %248, i64 32, 4, 2
  %250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %249, i64 1, 4, 3
  br label %251

251:                                              ; preds = %289, %233
  %252 = phi i64 [ %290, %289 ], [ 0, %233 ]
  %253 = icmp slt i64 %252, 1
  br i1 %253, label %254, label %291

254:                                              ; preds = %251
  br label %255

255:                                              ; preds = %287, %254
  %256 = phi i64 [ %288, %287 ], [ 0, %254 ]
  %257 = icmp slt i64 %256, 64
  br i1 %257, label %258, label %289

258:                                              ; preds = %255
  br label %259

259:                                              ; preds = %285, %258
  %260 = phi i64 [ %286, %285 ], [ 0, %258 ]
  %261 = icmp slt i64 %260, 32
  br i1 %261, label %262, label %287

262:                                              ; preds = %259
  br label %263

263:                                              ; preds = %266, %262
  %264 = phi i64 [ %284, %266 ], [ 0, %262 ]
  %265 = icmp slt i64 %264, 32
  br i1 %265, label %266, label %285

266:                                              ; preds = %263
  %267 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 1
  %268 = mul nuw nsw i64 %252, 65536
  %269 = mul nuw nsw i64 %256, 1024
  %270 = add nuw nsw i64 %268, %269
  %271 = mul nuw nsw i64 %260, 32
  %272 = add nuw nsw i64 %270, %271
  %273 = add nuw nsw i64 %272, %264
  %274 = getelementptr inbounds nuw float, ptr %267, i64 %273
  %275 = load float, ptr %274, align 4
  %276 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %277 = mul nuw nsw i64 %252, 65536
  %278 = mul nuw nsw i64 %256, 1024
  %279 = add nuw nsw i64 %277, %278
  %280 = mul nuw nsw i64 %260, 32
  %281 = add nuw nsw i64 %279, %280
  %282 = add nuw nsw i64 %281, %264
  %283 = getelementptr inbounds nuw float, ptr %276, i64 %282
  store float %275, ptr %283, align 4
  %284 = add i64 %264, 1
  br label %263

285:                                              ; preds = %263
  %286 = add i64 %260, 1
  br label %259

287:                                              ; preds = %259
  %288 = add i64 %256, 1
  br label %255

289:                                              ; preds = %255
  %290 = add i64 %252, 1
  br label %251

291:                                              ; preds = %251
  br label %292

292:                                              ; preds = %371, %291
  %293 = phi i64 [ %372, %371 ], [ 0, %291 ]
  %294 = icmp slt i64 %293, 1
  br i1 %294, label %295, label %373

295:                                              ; preds = %292
  br label %296

296:                                              ; preds = %369, %295
  %297 = phi i64 [ %370, %369 ], [ 0, %295 ]
  %298 = icmp slt i64 %297, 64
  br i1 %298, label %299, label %371

299:                                              ; preds = %296
  br label %300

300:                                              ; preds = %367, %299
  %301 = phi i64 [ %368, %367 ], [ 0, %299 ]
  %302 = icmp slt i64 %301, 32
  br i1 %302, label %303, label %369

303:                                              ; preds = %300
  br label %304

304:                                              ; preds = %365, %303
  %305 = phi i64 [ %366, %365 ], [ 0, %303 ]
  %306 = icmp slt i64 %305, 32
  br i1 %306, label %307, label %367

307:                                              ; preds = %304
  br label %308

308:                                              ; preds = %363, %307
  %309 = phi i64 [ %364, %363 ], [ 0, %307 ]
  %310 = icmp slt i64 %309, 3
  br i1 %310, label %311, label %365

311:                                              ; preds = %308
  br label %312

312:                                              ; preds = %361, %311
  %313 = phi i64 [ %362, %361 ], [ 0, %311 ]
  %314 = icmp slt i64 %313, 7
  br i1 %314, label %315, label %363

315:                                              ; preds = %312
  br label %316

316:                                              ; preds = %319, %315
  %317 = phi i64 [ %360, %319 ], [ 0, %315 ]
  %318 = icmp slt i64 %317, 7
  br i1 %318, label %319, label %361

319:                                              ; preds = %316
  %320 = mul nsw i64 %301, 2
  %321 = add i64 %320, %313
  %322 = mul nsw i64 %305, 2
  %323 = add i64 %322, %317
  %324 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 1
  %325 = mul nuw nsw i64 %293, 14700
  %326 = mul nuw nsw i64 %309, 4900
  %327 = add nuw nsw i64 %325, %326
  %328 = mul nuw nsw i64 %321, 70
  %329 = add nuw nsw i64 %327, %328
  %330 = add nuw nsw i64 %329, %323
  %331 = getelementptr inbounds nuw float, ptr %324, i64 %330
  %332 = load float, ptr %331, align 4
  %333 = mul nuw nsw i64 %297, 147
  %334 = mul nuw nsw i64 %309, 49
  %335 = add nuw nsw i64 %333, %334
  %336 = mul nuw nsw i64 %313, 7
  %337 = add nuw nsw i64 %335, %336
  %338 = add nuw nsw i64 %337, %317
  %339 = getelementptr inbounds nuw float, ptr @__constant_64x3x7x7xf32, i64 %338
  %340 = load float, ptr %339, align 4
  %341 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %342 = mul nuw nsw i64 %293, 65536
  %343 = mul nuw nsw i64 %297, 1024
  %344 = add nuw nsw i64 %342, %343
  %345 = mul nuw nsw i64 %301, 32
  %346 = add nuw nsw i64 %344, %345
  %347 = add nuw nsw i64 %346, %305
  %348 = getelementptr inbounds nuw float, ptr %341, i64 %347
  %349 = load float, ptr %348, align 4
  %350 = fmul float %332, %340
  %351 = fadd float %349, %350
  %352 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %353 = mul nuw nsw i64 %293, 65536
  %354 = mul nuw nsw i64 %297, 1024
  %355 = add nuw nsw i64 %353, %354
  %356 = mul nuw nsw i64 %301, 32
  %357 = add nuw nsw i64 %355, %356
  %358 = add nuw nsw i64 %357, %305
  %359 = getelementptr inbounds nuw float, ptr %352, i64 %358
  store float %351, ptr %359, align 4
  %360 = add i64 %317, 1
  br label %316

361:                                              ; preds = %316
  %362 = add i64 %313, 1
  br label %312

363:                                              ; preds = %312
  %364 = add i64 %309, 1
  br label %308

365:                                              ; preds = %308
  %366 = add i64 %305, 1
  br label %304

367:                                              ; preds = %304
  %368 = add i64 %301, 1
  br label %300

369:                                              ; preds = %300
  %370 = add i64 %297, 1
  br label %296

371:                                              ; preds = %296
  %372 = add i64 %293, 1
  br label %292

373:                                              ; preds = %292
  %374 = call ptr @malloc(i64 262208)
  %375 = ptrtoint ptr %374 to i64
  %376 = add i64 %375, 63
  %377 = urem i64 %376, 64
  %378 = sub i64 %376, %377
  %379 = inttoptr i64 %378 to ptr
  %380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %374, 0
  %381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %380, ptr %379, 1
  %382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %381, i64 0, 2
  %383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %382, i64 1, 3, 0
  %384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %383, i64 64, 3, 1
  %385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %384, i64 32, 3, 2
  %386 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %385, i64 32, 3, 3
  %387 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %386, i64 65536, 4, 0
  %388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %387, i64 1024, 4, 1
  %389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %388, i64 32, 4, 2
  %390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %389, i64 1, 4, 3
  br label %391

391:                                              ; preds = %454, %373
  %392 = phi i64 [ %455, %454 ], [ 0, %373 ]
  %393 = icmp slt i64 %392, 1
  br i1 %393, label %394, label %456

394:                                              ; preds = %391
  br label %395

395:                                              ; preds = %452, %394
  %396 = phi i64 [ %453, %452 ], [ 0, %394 ]
  %397 = icmp slt i64 %396, 64
  br i1 %397, label %398, label %454

398:                                              ; preds = %395
  br label %399

399:                                              ; preds = %450, %398
  %400 = phi i64 [ %451, %450 ], [ 0, %398 ]
  %401 = icmp slt i64 %400, 32
  br i1 %401, label %402, label %452

402:                                              ; preds = %399
  br label %403

403:                                              ; preds = %406, %402
  %404 = phi i64 [ %449, %406 ], [ 0, %402 ]
  %405 = icmp slt i64 %404, 32
  br i1 %405, label %406, label %450

406:                                              ; preds = %403
  %407 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 1
  %408 = mul nuw nsw i64 %392, 65536
  %409 = mul nuw nsw i64 %396, 1024
  %410 = add nuw nsw i64 %408, %409
  %411 = mul nuw nsw i64 %400, 32
  %412 = add nuw nsw i64 %410, %411
  %413 = add nuw nsw i64 %412, %404
  %414 = getelementptr inbounds nuw float, ptr %407, i64 %413
  %415 = load float, ptr %414, align 4
  %416 = add nuw nsw i64 %396, 0
  %417 = add nuw nsw i64 %416, 0
  %418 = getelementptr inbounds nuw float, ptr @__constant_64xf32_84, i64 %417
  %419 = load float, ptr %418, align 4
  %420 = add nuw nsw i64 %396, 0
  %421 = add nuw nsw i64 %420, 0
  %422 = getelementptr inbounds nuw float, ptr @__constant_64xf32_83, i64 %421
  %423 = load float, ptr %422, align 4
  %424 = add nuw nsw i64 %396, 0
  %425 = add nuw nsw i64 %424, 0
  %426 = getelementptr inbounds nuw float, ptr @__constant_64xf32_82, i64 %425
  %427 = load float, ptr %426, align 4
  %428 = add nuw nsw i64 %396, 0
  %429 = add nuw nsw i64 %428, 0
  %430 = getelementptr inbounds nuw float, ptr @__constant_64xf32_81, i64 %429
  %431 = load float, ptr %430, align 4
  %432 = fadd float %423, f0x3727C5AC
  %433 = call float @llvm.sqrt.f32(float %432)
  %434 = fdiv float 1.000000e+00, %433
  %435 = fsub float %415, %419
  %436 = fmul float %435, %434
  %437 = fmul float %436, %427
  %438 = fadd float %437, %431
  %439 = fcmp ugt float %438, 0.000000e+00
  %440 = select i1 %439, float %438, float 0.000000e+00
  %441 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %442 = mul nuw nsw i64 %392, 65536
  %443 = mul nuw nsw i64 %396, 1024
  %444 = add nuw nsw i64 %442, %443
  %445 = mul nuw nsw i64 %400, 32
  %446 = add nuw nsw i64 %444, %445
  %447 = add nuw nsw i64 %446, %404
  %448 = getelementptr inbounds nuw float, ptr %441, i64 %447
  store float %440, ptr %448, align 4
  %449 = add i64 %404, 1
  br label %403

450:                                              ; preds = %403
  %451 = add i64 %400, 1
  br label %399

452:                                              ; preds = %399
  %453 = add i64 %396, 1
  br label %395

454:                                              ; preds = %395
  %455 = add i64 %392, 1
  br label %391

456:                                              ; preds = %391
  %457 = call ptr @malloc(i64 296000)
  %458 = ptrtoint ptr %457 to i64
  %459 = add i64 %458, 63
  %460 = urem i64 %459, 64
  %461 = sub i64 %459, %460
  %462 = inttoptr i64 %461 to ptr
  %463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %457, 0
  %464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %463, ptr %462, 1
  %465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %464, i64 0, 2
  %466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %465, i64 1, 3, 0
  %467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %466, i64 64, 3, 1
  %468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %467, i64 34, 3, 2
  %469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %468, i64 34, 3, 3
  %470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %469, i64 73984, 4, 0
  %471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %470, i64 1156, 4, 1
  %472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %471, i64 34, 4, 2
  %473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %472, i64 1, 4, 3
  br label %474

474:                                              ; preds = %503, %456
  %475 = phi i64 [ %504, %503 ], [ 0, %456 ]
  %476 = icmp slt i64 %475, 1
  br i1 %476, label %477, label %505

477:                                              ; preds = %474
  br label %478

478:                                              ; preds = %501, %477
  %479 = phi i64 [ %502, %501 ], [ 0, %477 ]
  %480 = icmp slt i64 %479, 64
  br i1 %480, label %481, label %503

481:                                              ; preds = %478
  br label %482

482:                                              ; preds = %499, %481
  %483 = phi i64 [ %500, %499 ], [ 0, %481 ]
  %484 = icmp slt i64 %483, 34
  br i1 %484, label %485, label %501

485:                                              ; preds = %482
  br label %486

486:                                              ; preds = %489, %485
  %487 = phi i64 [ %498, %489 ], [ 0, %485 ]
  %488 = icmp slt i64 %487, 34
  br i1 %488, label %489, label %499

489:                                              ; preds = %486
  %490 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 1
  %491 = mul nuw nsw i64 %475, 73984
  %492 = mul nuw nsw i64 %479, 1156
  %493 = add nuw nsw i64 %491, %492
  %494 = mul nuw nsw i64 %483, 34
  %495 = add nuw nsw i64 %493, %494
  %496 = add nuw nsw i64 %495, %487
  %497 = getelementptr inbounds nuw float, ptr %490, i64 %496
  store float -inf, ptr %497, align 4
  %498 = add i64 %487, 1
  br label %486

499:                                              ; preds = %486
  %500 = add i64 %483, 1
  br label %482

501:                                              ; preds = %482
  %502 = add i64 %479, 1
  br label %478

503:                                              ; preds = %478
  %504 = add i64 %475, 1
  br label %474

505:                                              ; preds = %474
  %506 = call ptr @malloc(i64 296000)
  %507 = ptrtoint ptr %506 to i64
  %508 = add i64 %507, 63
  %509 = urem i64 %508, 64
  %510 = sub i64 %508, %509
  %511 = inttoptr i64 %510 to ptr
  %512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %506, 0
  %513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %512, ptr %511, 1
  %514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %513, i64 0, 2
  %515 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %514, i64 1, 3, 0
  %516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %515, i64 64, 3, 1
  %517 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %516, i64 34, 3, 2
  %518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %517, i64 34, 3, 3
  %519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %518, i64 73984, 4, 0
  %520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %519, i64 1156, 4, 1
  %521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %520, i64 34, 4, 2
  %522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %521, i64 1, 4, 3
  br label %523

523:                                              ; preds = %561, %505
  %524 = phi i64 [ %562, %561 ], [ 0, %505 ]
  %525 = icmp slt i64 %524, 1
  br i1 %525, label %526, label %563

526:                                              ; preds = %523
  br label %527

527:                                              ; preds = %559, %526
  %528 = phi i64 [ %560, %559 ], [ 0, %526 ]
  %529 = icmp slt i64 %528, 64
  br i1 %529, label %530, label %561

530:                                              ; preds = %527
  br label %531

531:                                              ; preds = %557, %530
  %532 = phi i64 [ %558, %557 ], [ 0, %530 ]
  %533 = icmp slt i64 %532, 34
  br i1 %533, label %534, label %559

534:                                              ; preds = %531
  br label %535

535:                                              ; preds = %538, %534
  %536 = phi i64 [ %556, %538 ], [ 0, %534 ]
  %537 = icmp slt i64 %536, 34
  br i1 %537, label %538, label %557

538:                                              ; preds = %535
  %539 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 1
  %540 = mul nuw nsw i64 %524, 73984
  %541 = mul nuw nsw i64 %528, 1156
  %542 = add nuw nsw i64 %540, %541
  %543 = mul nuw nsw i64 %532, 34
  %544 = add nuw nsw i64 %542, %543
  %545 = add nuw nsw i64 %544, %536
  %546 = getelementptr inbounds nuw float, ptr %539, i64 %545
  %547 = load float, ptr %546, align 4
  %548 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, 1
  %549 = mul nuw nsw i64 %524, 73984
  %550 = mul nuw nsw i64 %528, 1156
  %551 = add nuw nsw i64 %549, %550
  %552 = mul nuw nsw i64 %532, 34
  %553 = add nuw nsw i64 %551, %552
  %554 = add nuw nsw i64 %553, %536
  %555 = getelementptr inbounds nuw float, ptr %548, i64 %554
  store float %547, ptr %555, align 4
  %556 = add i64 %536, 1
  br label %535

557:                                              ; preds = %535
  %558 = add i64 %532, 1
  br label %531

559:                                              ; preds = %531
  %560 = add i64 %528, 1
  br label %527

561:                                              ; preds = %527
  %562 = add i64 %524, 1
  br label %523

563:                                              ; preds = %523
  %564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, 0
  %565 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, 1
  %566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %564, 0
  %567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %566, ptr %565, 1
  %568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %567, i64 35, 2
  %569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %568, i64 1, 3, 0
  %570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %569, i64 73984, 4, 0
  %571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %570, i64 64, 3, 1
  %572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %571, i64 1156, 4, 1
  %573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %572, i64 32, 3, 2
  %574 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %573, i64 34, 4, 2
  %575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %574, i64 32, 3, 3
  %576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %575, i64 1, 4, 3
  br label %577

577:                                              ; preds = %616, %563
  %578 = phi i64 [ %617, %616 ], [ 0, %563 ]
  %579 = icmp slt i64 %578, 1
  br i1 %579, label %580, label %618

580:                                              ; preds = %577
  br label %581

581:                                              ; preds = %614, %580
  %582 = phi i64 [ %615, %614 ], [ 0, %580 ]
  %583 = icmp slt i64 %582, 64
  br i1 %583, label %584, label %616

584:                                              ; preds = %581
  br label %585

585:                                              ; preds = %612, %584
  %586 = phi i64 [ %613, %612 ], [ 0, %584 ]
  %587 = icmp slt i64 %586, 32
  br i1 %587, label %588, label %614

588:                                              ; preds = %585
  br label %589

589:                                              ; preds = %592, %588
  %590 = phi i64 [ %611, %592 ], [ 0, %588 ]
  %591 = icmp slt i64 %590, 32
  br i1 %591, label %592, label %612

592:                                              ; preds = %589
  %593 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 1
  %594 = mul nuw nsw i64 %578, 65536
  %595 = mul nuw nsw i64 %582, 1024
  %596 = add nuw nsw i64 %594, %595
  %597 = mul nuw nsw i64 %586, 32
  %598 = add nuw nsw i64 %596, %597
  %599 = add nuw nsw i64 %598, %590
  %600 = getelementptr inbounds nuw float, ptr %593, i64 %599
  %601 = load float, ptr %600, align 4
  %602 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %576, 1
  %603 = getelementptr float, ptr %602, i64 35
  %604 = mul nuw nsw i64 %578, 73984
  %605 = mul nuw nsw i64 %582, 1156
  %606 = add nuw nsw i64 %604, %605
  %607 = mul nuw nsw i64 %586, 34
  %608 = add nuw nsw i64 %606, %607
  %609 = add nuw nsw i64 %608, %590
  %610 = getelementptr inbounds nuw float, ptr %603, i64 %609
  store float %601, ptr %610, align 4
  %611 = add i64 %590, 1
  br label %589

612:                                              ; preds = %589
  %613 = add i64 %586, 1
  br label %585

614:                                              ; preds = %585
  %615 = add i64 %582, 1
  br label %581

616:                                              ; preds = %581
  %617 = add i64 %578, 1
  br label %577

618:                                              ; preds = %577
  %619 = call ptr @malloc(i64 65600)
  %620 = ptrtoint ptr %619 to i64
  %621 = add i64 %620, 63
  %622 = urem i64 %621, 64
  %623 = sub i64 %621, %622
  %624 = inttoptr i64 %623 to ptr
  %625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %619, 0
  %626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %625, ptr %624, 1
  %627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %626, i64 0, 2
  %628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %627, i64 1, 3, 0
  %629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %628, i64 64, 3, 1
  %630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %629, i64 16, 3, 2
  %631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %630, i64 16, 3, 3
  %632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %631, i64 16384, 4, 0
  %633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %632, i64 256, 4, 1
  %634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %633, i64 16, 4, 2
  %635 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %634, i64 1, 4, 3
  br label %636

636:                                              ; preds = %665, %618
  %637 = phi i64 [ %666, %665 ], [ 0, %618 ]
  %638 = icmp slt i64 %637, 1
  br i1 %638, label %639, label %667

639:                                              ; preds = %636
  br label %640

640:                                              ; preds = %663, %639
  %641 = phi i64 [ %664, %663 ], [ 0, %639 ]
  %642 = icmp slt i64 %641, 64
  br i1 %642, label %643, label %665

643:                                              ; preds = %640
  br label %644

644:                                              ; preds = %661, %643
  %645 = phi i64 [ %662, %661 ], [ 0, %643 ]
  %646 = icmp slt i64 %645, 16
  br i1 %646, label %647, label %663

647:                                              ; preds = %644
  br label %648

648:                                              ; preds = %651, %647
  %649 = phi i64 [ %660, %651 ], [ 0, %647 ]
  %650 = icmp slt i64 %649, 16
  br i1 %650, label %651, label %661

651:                                              ; preds = %648
  %652 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, 1
  %653 = mul nuw nsw i64 %637, 16384
  %654 = mul nuw nsw i64 %641, 256
  %655 = add nuw nsw i64 %653, %654
  %656 = mul nuw nsw i64 %645, 16
  %657 = add nuw nsw i64 %655, %656
  %658 = add nuw nsw i64 %657, %649
  %659 = getelementptr inbounds nuw float, ptr %652, i64 %658
  store float -inf, ptr %659, align 4
  %660 = add i64 %649, 1
  br label %648

661:                                              ; preds = %648
  %662 = add i64 %645, 1
  br label %644

663:                                              ; preds = %644
  %664 = add i64 %641, 1
  br label %640

665:                                              ; preds = %640
  %666 = add i64 %637, 1
  br label %636

667:                                              ; preds = %636
  %668 = call ptr @malloc(i64 100)
  %669 = ptrtoint ptr %668 to i64
  %670 = add i64 %669, 63
  %671 = urem i64 %670, 64
  %672 = sub i64 %670, %671
  %673 = inttoptr i64 %672 to ptr
  %674 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %668, 0
  %675 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %674, ptr %673, 1
  %676 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %675, i64 0, 2
  %677 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %676, i64 3, 3, 0
  %678 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %677, i64 3, 3, 1
  %679 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %678, i64 3, 4, 0
  %680 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %679, i64 1, 4, 1
  %681 = call ptr @malloc(i64 65600)
  %682 = ptrtoint ptr %681 to i64
  %683 = add i64 %682, 63
  %684 = urem i64 %683, 64
  %685 = sub i64 %683, %684
  %686 = inttoptr i64 %685 to ptr
  %687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %681, 0
  %688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %687, ptr %686, 1
  %689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %688, i64 0, 2
  %690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %689, i64 1, 3, 0
  %691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %690, i64 64, 3, 1
  %692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %691, i64 16, 3, 2
  %693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %692, i64 16, 3, 3
  %694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %693, i64 16384, 4, 0
  %695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %694, i64 256, 4, 1
  %696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %695, i64 16, 4, 2
  %697 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %696, i64 1, 4, 3
  br label %698

698:                                              ; preds = %736, %667
  %699 = phi i64 [ %737, %736 ], [ 0, %667 ]
  %700 = icmp slt i64 %699, 1
  br i1 %700, label %701, label %738

701:                                              ; preds = %698
  br label %702

702:                                              ; preds = %734, %701
  %703 = phi i64 [ %735, %734 ], [ 0, %701 ]
  %704 = icmp slt i64 %703, 64
  br i1 %704, label %705, label %736

705:                                              ; preds = %702
  br label %706

706:                                              ; preds = %732, %705
  %707 = phi i64 [ %733, %732 ], [ 0, %705 ]
  %708 = icmp slt i64 %707, 16
  br i1 %708, label %709, label %734

709:                                              ; preds = %706
  br label %710

710:                                              ; preds = %713, %709
  %711 = phi i64 [ %731, %713 ], [ 0, %709 ]
  %712 = icmp slt i64 %711, 16
  br i1 %712, label %713, label %732

713:                                              ; preds = %710
  %714 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, 1
  %715 = mul nuw nsw i64 %699, 16384
  %716 = mul nuw nsw i64 %703, 256
  %717 = add nuw nsw i64 %715, %716
  %718 = mul nuw nsw i64 %707, 16
  %719 = add nuw nsw i64 %717, %718
  %720 = add nuw nsw i64 %719, %711
  %721 = getelementptr inbounds nuw float, ptr %714, i64 %720
  %722 = load float, ptr %721, align 4
  %723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 1
  %724 = mul nuw nsw i64 %699, 16384
  %725 = mul nuw nsw i64 %703, 256
  %726 = add nuw nsw i64 %724, %725
  %727 = mul nuw nsw i64 %707, 16
  %728 = add nuw nsw i64 %726, %727
  %729 = add nuw nsw i64 %728, %711
  %730 = getelementptr inbounds nuw float, ptr %723, i64 %729
  store float %722, ptr %730, align 4
  %731 = add i64 %711, 1
  br label %710

732:                                              ; preds = %710
  %733 = add i64 %707, 1
  br label %706

734:                                              ; preds = %706
  %735 = add i64 %703, 1
  br label %702

736:                                              ; preds = %702
  %737 = add i64 %699, 1
  br label %698

738:                                              ; preds = %698
  br label %739

739:                                              ; preds = %803, %738
  %740 = phi i64 [ %804, %803 ], [ 0, %738 ]
  %741 = icmp slt i64 %740, 1
  br i1 %741, label %742, label %805

742:                                              ; preds = %739
  br label %743

743:                                              ; preds = %801, %742
  %744 = phi i64 [ %802, %801 ], [ 0, %742 ]
  %745 = icmp slt i64 %744, 64
  br i1 %745, label %746, label %803

746:                                              ; preds = %743
  br label %747

747:                                              ; preds = %799, %746
  %748 = phi i64 [ %800, %799 ], [ 0, %746 ]
  %749 = icmp slt i64 %748, 16
  br i1 %749, label %750, label %801

750:                                              ; preds = %747
  br label %751

751:                                              ; preds = %797, %750
  %752 = phi i64 [ %798, %797 ], [ 0, %750 ]
  %753 = icmp slt i64 %752, 16
  br i1 %753, label %754, label %799

754:                                              ; preds = %751
  br label %755

755:                                              ; preds = %795, %754
  %756 = phi i64 [ %796, %795 ], [ 0, %754 ]
  %757 = icmp slt i64 %756, 3
  br i1 %757, label %758, label %797

758:                                              ; preds = %755
  br label %759

759:                                              ; preds = %762, %758
  %760 = phi i64 [ %794, %762 ], [ 0, %758 ]
  %761 = icmp slt i64 %760, 3
  br i1 %761, label %762, label %795

762:                                              ; preds = %759
  %763 = mul nsw i64 %748, 2
  %764 = add i64 %763, %756
  %765 = mul nsw i64 %752, 2
  %766 = add i64 %765, %760
  %767 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, 1
  %768 = mul nuw nsw i64 %740, 73984
  %769 = mul nuw nsw i64 %744, 1156
  %770 = add nuw nsw i64 %768, %769
  %771 = mul nuw nsw i64 %764, 34
  %772 = add nuw nsw i64 %770, %771
  %773 = add nuw nsw i64 %772, %766
  %774 = getelementptr inbounds nuw float, ptr %767, i64 %773
  %775 = load float, ptr %774, align 4
  %776 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 1
  %777 = mul nuw nsw i64 %740, 16384
  %778 = mul nuw nsw i64 %744, 256
  %779 = add nuw nsw i64 %777, %778
  %780 = mul nuw nsw i64 %748, 16
  %781 = add nuw nsw i64 %779, %780
  %782 = add nuw nsw i64 %781, %752
  %783 = getelementptr inbounds nuw float, ptr %776, i64 %782
  %784 = load float, ptr %783, align 4
  %785 = call float @llvm.maximum.f32(float %784, float %775)
  %786 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 1
  %787 = mul nuw nsw i64 %740, 16384
  %788 = mul nuw nsw i64 %744, 256
  %789 = add nuw nsw i64 %787, %788
  %790 = mul nuw nsw i64 %748, 16
  %791 = add nuw nsw i64 %789, %790
  %792 = add nuw nsw i64 %791, %752
  %793 = getelementptr inbounds nuw float, ptr %786, i64 %792
  store float %785, ptr %793, align 4
  %794 = add i64 %760, 1
  br label %759

795:                                              ; preds = %759
  %796 = add i64 %756, 1
  br label %755

797:                                              ; preds = %755
  %798 = add i64 %752, 1
  br label %751

799:                                              ; preds = %751
  %800 = add i64 %748, 1
  br label %747

801:                                              ; preds = %747
  %802 = add i64 %744, 1
  br label %743

803:                                              ; preds = %743
  %804 = add i64 %740, 1
  br label %739

805:                                              ; preds = %739
  %806 = call ptr @malloc(i64 83008)
  %807 = ptrtoint ptr %806 to i64
  %808 = add i64 %807, 63
  %809 = urem i64 %808, 64
  %810 = sub i64 %808, %809
  %811 = inttoptr i64 %810 to ptr
  %812 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %806, 0
  %813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %812, ptr %811, 1
  %814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %813, i64 0, 2
  %815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %814, i64 1, 3, 0
  %816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %815, i64 64, 3, 1
  %817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %816, i64 18, 3, 2
  %818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %817, i64 18, 3, 3
  %819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %818, i64 20736, 4, 0
  %820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %819, i64 324, 4, 1
  %821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %820, i64 18, 4, 2
  %822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %821, i64 1, 4, 3
  br label %823

823:                                              ; preds = %852, %805
  %824 = phi i64 [ %853, %852 ], [ 0, %805 ]
  %825 = icmp slt i64 %824, 1
  br i1 %825, label %826, label %854

826:                                              ; preds = %823
  br label %827

827:                                              ; preds = %850, %826
  %828 = phi i64 [ %851, %850 ], [ 0, %826 ]
  %829 = icmp slt i64 %828, 64
  br i1 %829, label %830, label %852

830:                                              ; preds = %827
  br label %831

831:                                              ; preds = %848, %830
  %832 = phi i64 [ %849, %848 ], [ 0, %830 ]
  %833 = icmp slt i64 %832, 18
  br i1 %833, label %834, label %850

834:                                              ; preds = %831
  br label %835

835:                                              ; preds = %838, %834
  %836 = phi i64 [ %847, %838 ], [ 0, %834 ]
  %837 = icmp slt i64 %836, 18
  br i1 %837, label %838, label %848

838:                                              ; preds = %835
  %839 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %840 = mul nuw nsw i64 %824, 20736
  %841 = mul nuw nsw i64 %828, 324
  %842 = add nuw nsw i64 %840, %841
  %843 = mul nuw nsw i64 %832, 18
  %844 = add nuw nsw i64 %842, %843
  %845 = add nuw nsw i64 %844, %836
  %846 = getelementptr inbounds nuw float, ptr %839, i64 %845
  store float 0.000000e+00, ptr %846, align 4
  %847 = add i64 %836, 1
  br label %835

848:                                              ; preds = %835
  %849 = add i64 %832, 1
  br label %831

850:                                              ; preds = %831
  %851 = add i64 %828, 1
  br label %827

852:                                              ; preds = %827
  %853 = add i64 %824, 1
  br label %823

854:                                              ; preds = %823
  %855 = call ptr @malloc(i64 83008)
  %856 = ptrtoint ptr %855 to i64
  %857 = add i64 %856, 63
  %858 = urem i64 %857, 64
  %859 = sub i64 %857, %858
  %860 = inttoptr i64 %859 to ptr
  %861 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %855, 0
  %862 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %861, ptr %860, 1
  %863 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %862, i64 0, 2
  %864 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %863, i64 1, 3, 0
  %865 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %864, i64 64, 3, 1
  %866 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %865, i64 18, 3, 2
  %867 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %866, i64 18, 3, 3
  %868 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %867, i64 20736, 4, 0
  %869 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %868, i64 324, 4, 1
  %870 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %869, i64 18, 4, 2
  %871 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %870, i64 1, 4, 3
  br label %872

872:                                              ; preds = %910, %854
  %873 = phi i64 [ %911, %910 ], [ 0, %854 ]
  %874 = icmp slt i64 %873, 1
  br i1 %874, label %875, label %912

875:                                              ; preds = %872
  br label %876

876:                                              ; preds = %908, %875
  %877 = phi i64 [ %909, %908 ], [ 0, %875 ]
  %878 = icmp slt i64 %877, 64
  br i1 %878, label %879, label %910

879:                                              ; preds = %876
  br label %880

880:                                              ; preds = %906, %879
  %881 = phi i64 [ %907, %906 ], [ 0, %879 ]
  %882 = icmp slt i64 %881, 18
  br i1 %882, label %883, label %908

883:                                              ; preds = %880
  br label %884

884:                                              ; preds = %887, %883
  %885 = phi i64 [ %905, %887 ], [ 0, %883 ]
  %886 = icmp slt i64 %885, 18
  br i1 %886, label %887, label %906

887:                                              ; preds = %884
  %888 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 1
  %889 = mul nuw nsw i64 %873, 20736
  %890 = mul nuw nsw i64 %877, 324
  %891 = add nuw nsw i64 %889, %890
  %892 = mul nuw nsw i64 %881, 18
  %893 = add nuw nsw i64 %891, %892
  %894 = add nuw nsw i64 %893, %885
  %895 = getelementptr inbounds nuw float, ptr %888, i64 %894
  %896 = load float, ptr %895, align 4
  %897 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, 1
  %898 = mul nuw nsw i64 %873, 20736
  %899 = mul nuw nsw i64 %877, 324
  %900 = add nuw nsw i64 %898, %899
  %901 = mul nuw nsw i64 %881, 18
  %902 = add nuw nsw i64 %900, %901
  %903 = add nuw nsw i64 %902, %885
  %904 = getelementptr inbounds nuw float, ptr %897, i64 %903
  store float %896, ptr %904, align 4
  %905 = add i64 %885, 1
  br label %884

906:                                              ; preds = %884
  %907 = add i64 %881, 1
  br label %880

908:                                              ; preds = %880
  %909 = add i64 %877, 1
  br label %876

910:                                              ; preds = %876
  %911 = add i64 %873, 1
  br label %872

912:                                              ; preds = %872
  %913 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, 0
  %914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, 1
  %915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %913, 0
  %916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %915, ptr %914, 1
  %917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %916, i64 19, 2
  %918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %917, i64 1, 3, 0
  %919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %918, i64 20736, 4, 0
  %920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %919, i64 64, 3, 1
  %921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %920, i64 324, 4, 1
  %922 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %921, i64 16, 3, 2
  %923 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %922, i64 18, 4, 2
  %924 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %923, i64 16, 3, 3
  %925 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %924, i64 1, 4, 3
  br label %926

926:                                              ; preds = %965, %912
  %927 = phi i64 [ %966, %965 ], [ 0, %912 ]
  %928 = icmp slt i64 %927, 1
  br i1 %928, label %929, label %967

929:                                              ; preds = %926
  br label %930

930:                                              ; preds = %963, %929
  %931 = phi i64 [ %964, %963 ], [ 0, %929 ]
  %932 = icmp slt i64 %931, 64
  br i1 %932, label %933, label %965

933:                                              ; preds = %930
  br label %934

934:                                              ; preds = %961, %933
  %935 = phi i64 [ %962, %961 ], [ 0, %933 ]
  %936 = icmp slt i64 %935, 16
  br i1 %936, label %937, label %963

937:                                              ; preds = %934
  br label %938

938:                                              ; preds = %941, %937
  %939 = phi i64 [ %960, %941 ], [ 0, %937 ]
  %940 = icmp slt i64 %939, 16
  br i1 %940, label %941, label %961

941:                                              ; preds = %938
  %942 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 1
  %943 = mul nuw nsw i64 %927, 16384
  %944 = mul nuw nsw i64 %931, 256
  %945 = add nuw nsw i64 %943, %944
  %946 = mul nuw nsw i64 %935, 16
  %947 = add nuw nsw i64 %945, %946
  %948 = add nuw nsw i64 %947, %939
  %949 = getelementptr inbounds nuw float, ptr %942, i64 %948
  %950 = load float, ptr %949, align 4
  %951 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %925, 1
  %952 = getelementptr float, ptr %951, i64 19
  %953 = mul nuw nsw i64 %927, 20736
  %954 = mul nuw nsw i64 %931, 324
  %955 = add nuw nsw i64 %953, %954
  %956 = mul nuw nsw i64 %935, 18
  %957 = add nuw nsw i64 %955, %956
  %958 = add nuw nsw i64 %957, %939
  %959 = getelementptr inbounds nuw float, ptr %952, i64 %958
  store float %950, ptr %959, align 4
  %960 = add i64 %939, 1
  br label %938

961:                                              ; preds = %938
  %962 = add i64 %935, 1
  br label %934

963:                                              ; preds = %934
  %964 = add i64 %931, 1
  br label %930

965:                                              ; preds = %930
  %966 = add i64 %927, 1
  br label %926

967:                                              ; preds = %926
  %968 = call ptr @malloc(i64 65600)
  %969 = ptrtoint ptr %968 to i64
  %970 = add i64 %969, 63
  %971 = urem i64 %970, 64
  %972 = sub i64 %970, %971
  %973 = inttoptr i64 %972 to ptr
  %974 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %968, 0
  %975 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %974, ptr %973, 1
  %976 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %975, i64 0, 2
  %977 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %976, i64 1, 3, 0
  %978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %977, i64 64, 3, 1
  %979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %978, i64 16, 3, 2
  %980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %979, i64 16, 3, 3
  %981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %980, i64 16384, 4, 0
  %982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %981, i64 256, 4, 1
  %983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %982, i64 16, 4, 2
  %984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %983, i64 1, 4, 3
  br label %985

985:                                              ; preds = %1014, %967
  %986 = phi i64 [ %1015, %1014 ], [ 0, %967 ]
  %987 = icmp slt i64 %986, 1
  br i1 %987, label %988, label %1016

988:                                              ; preds = %985
  br label %989

989:                                              ; preds = %1012, %988
  %990 = phi i64 [ %1013, %1012 ], [ 0, %988 ]
  %991 = icmp slt i64 %990, 64
  br i1 %991, label %992, label %1014

992:                                              ; preds = %989
  br label %993

993:                                              ; preds = %1010, %992
  %994 = phi i64 [ %1011, %1010 ], [ 0, %992 ]
  %995 = icmp slt i64 %994, 16
  br i1 %995, label %996, label %1012

996:                                              ; preds = %993
  br label %997

997:                                              ; preds = %1000, %996
  %998 = phi i64 [ %1009, %1000 ], [ 0, %996 ]
  %999 = icmp slt i64 %998, 16
  br i1 %999, label %1000, label %1010

1000:                                             ; preds = %997
  %1001 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 1
  %1002 = mul nuw nsw i64 %986, 16384
  %1003 = mul nuw nsw i64 %990, 256
  %1004 = add nuw nsw i64 %1002, %1003
  %1005 = mul nuw nsw i64 %994, 16
  %1006 = add nuw nsw i64 %1004, %1005
  %1007 = add nuw nsw i64 %1006, %998
  %1008 = getelementptr inbounds nuw float, ptr %1001, i64 %1007
  store float 0.000000e+00, ptr %1008, align 4
  %1009 = add i64 %998, 1
  br label %997

1010:                                             ; preds = %997
  %1011 = add i64 %994, 1
  br label %993

1012:                                             ; preds = %993
  %1013 = add i64 %990, 1
  br label %989

1014:                                             ; preds = %989
  %1015 = add i64 %986, 1
  br label %985

1016:                                             ; preds = %985
  %1017 = call ptr @malloc(i64 65600)
  %1018 = ptrtoint ptr %1017 to i64
  %1019 = add i64 %1018, 63
  %1020 = urem i64 %1019, 64
  %1021 = sub i64 %1019, %1020
  %1022 = inttoptr i64 %1021 to ptr
  %1023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1017, 0
  %1024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1023, ptr %1022, 1
  %1025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1024, i64 0, 2
  %1026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1025, i64 1, 3, 0
  %1027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1026, i64 64, 3, 1
  %1028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1027, i64 16, 3, 2
  %1029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1028, i64 16, 3, 3
  %1030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1029, i64 16384, 4, 0
  %1031 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1030, i64 256, 4, 1
  %1032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1031, i64 16, 4, 2
  %1033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1032, i64 1, 4, 3
  br label %1034

1034:                                             ; preds = %1072, %1016
  %1035 = phi i64 [ %1073, %1072 ], [ 0, %1016 ]
  %1036 = icmp slt i64 %1035, 1
  br i1 %1036, label %1037, label %1074

1037:                                             ; preds = %1034
  br label %1038

1038:                                             ; preds = %1070, %1037
  %1039 = phi i64 [ %1071, %1070 ], [ 0, %1037 ]
  %1040 = icmp slt i64 %1039, 64
  br i1 %1040, label %1041, label %1072

1041:                                             ; preds = %1038
  br label %1042

1042:                                             ; preds = %1068, %1041
  %1043 = phi i64 [ %1069, %1068 ], [ 0, %1041 ]
  %1044 = icmp slt i64 %1043, 16
  br i1 %1044, label %1045, label %1070

1045:                                             ; preds = %1042
  br label %1046

1046:                                             ; preds = %1049, %1045
  %1047 = phi i64 [ %1067, %1049 ], [ 0, %1045 ]
  %1048 = icmp slt i64 %1047, 16
  br i1 %1048, label %1049, label %1068

1049:                                             ; preds = %1046
  %1050 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 1
  %1051 = mul nuw nsw i64 %1035, 16384
  %1052 = mul nuw nsw i64 %1039, 256
  %1053 = add nuw nsw i64 %1051, %1052
  %1054 = mul nuw nsw i64 %1043, 16
  %1055 = add nuw nsw i64 %1053, %1054
  %1056 = add nuw nsw i64 %1055, %1047
  %1057 = getelementptr inbounds nuw float, ptr %1050, i64 %1056
  %1058 = load float, ptr %1057, align 4
  %1059 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, 1
  %1060 = mul nuw nsw i64 %1035, 16384
  %1061 = mul nuw nsw i64 %1039, 256
  %1062 = add nuw nsw i64 %1060, %1061
  %1063 = mul nuw nsw i64 %1043, 16
  %1064 = add nuw nsw i64 %1062, %1063
  %1065 = add nuw nsw i64 %1064, %1047
  %1066 = getelementptr inbounds nuw float, ptr %1059, i64 %1065
  store float %1058, ptr %1066, align 4
  %1067 = add i64 %1047, 1
  br label %1046

1068:                                             ; preds = %1046
  %1069 = add i64 %1043, 1
  br label %1042

1070:                                             ; preds = %1042
  %1071 = add i64 %1039, 1
  br label %1038

1072:                                             ; preds = %1038
  %1073 = add i64 %1035, 1
  br label %1034

1074:                                             ; preds = %1034
  br label %1075

1075:                                             ; preds = %1152, %1074
  %1076 = phi i64 [ %1153, %1152 ], [ 0, %1074 ]
  %1077 = icmp slt i64 %1076, 1
  br i1 %1077, label %1078, label %1154

1078:                                             ; preds = %1075
  br label %1079

1079:                                             ; preds = %1150, %1078
  %1080 = phi i64 [ %1151, %1150 ], [ 0, %1078 ]
  %1081 = icmp slt i64 %1080, 64
  br i1 %1081, label %1082, label %1152

1082:                                             ; preds = %1079
  br label %1083

1083:                                             ; preds = %1148, %1082
  %1084 = phi i64 [ %1149, %1148 ], [ 0, %1082 ]
  %1085 = icmp slt i64 %1084, 16
  br i1 %1085, label %1086, label %1150

1086:                                             ; preds = %1083
  br label %1087

1087:                                             ; preds = %1146, %1086
  %1088 = phi i64 [ %1147, %1146 ], [ 0, %1086 ]
  %1089 = icmp slt i64 %1088, 16
  br i1 %1089, label %1090, label %1148

1090:                                             ; preds = %1087
  br label %1091

1091:                                             ; preds = %1144, %1090
  %1092 = phi i64 [ %1145, %1144 ], [ 0, %1090 ]
  %1093 = icmp slt i64 %1092, 64
  br i1 %1093, label %1094, label %1146

1094:                                             ; preds = %1091
  br label %1095

1095:                                             ; preds = %1142, %1094
  %1096 = phi i64 [ %1143, %1142 ], [ 0, %1094 ]
  %1097 = icmp slt i64 %1096, 3
  br i1 %1097, label %1098, label %1144

1098:                                             ; preds = %1095
  br label %1099

1099:                                             ; preds = %1102, %1098
  %1100 = phi i64 [ %1141, %1102 ], [ 0, %1098 ]
  %1101 = icmp slt i64 %1100, 3
  br i1 %1101, label %1102, label %1142

1102:                                             ; preds = %1099
  %1103 = add i64 %1084, %1096
  %1104 = add i64 %1088, %1100
  %1105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, 1
  %1106 = mul nuw nsw i64 %1076, 20736
  %1107 = mul nuw nsw i64 %1092, 324
  %1108 = add nuw nsw i64 %1106, %1107
  %1109 = mul nuw nsw i64 %1103, 18
  %1110 = add nuw nsw i64 %1108, %1109
  %1111 = add nuw nsw i64 %1110, %1104
  %1112 = getelementptr inbounds nuw float, ptr %1105, i64 %1111
  %1113 = load float, ptr %1112, align 4
  %1114 = mul nuw nsw i64 %1080, 576
  %1115 = mul nuw nsw i64 %1092, 9
  %1116 = add nuw nsw i64 %1114, %1115
  %1117 = mul nuw nsw i64 %1096, 3
  %1118 = add nuw nsw i64 %1116, %1117
  %1119 = add nuw nsw i64 %1118, %1100
  %1120 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_80, i64 %1119
  %1121 = load float, ptr %1120, align 4
  %1122 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, 1
  %1123 = mul nuw nsw i64 %1076, 16384
  %1124 = mul nuw nsw i64 %1080, 256
  %1125 = add nuw nsw i64 %1123, %1124
  %1126 = mul nuw nsw i64 %1084, 16
  %1127 = add nuw nsw i64 %1125, %1126
  %1128 = add nuw nsw i64 %1127, %1088
  %1129 = getelementptr inbounds nuw float, ptr %1122, i64 %1128
  %1130 = load float, ptr %1129, align 4
  %1131 = fmul float %1113, %1121
  %1132 = fadd float %1130, %1131
  %1133 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, 1
  %1134 = mul nuw nsw i64 %1076, 16384
  %1135 = mul nuw nsw i64 %1080, 256
  %1136 = add nuw nsw i64 %1134, %1135
  %1137 = mul nuw nsw i64 %1084, 16
  %1138 = add nuw nsw i64 %1136, %1137
  %1139 = add nuw nsw i64 %1138, %1088
  %1140 = getelementptr inbounds nuw float, ptr %1133, i64 %1139
  store float %1132, ptr %1140, align 4
  %1141 = add i64 %1100, 1
  br label %1099

1142:                                             ; preds = %1099
  %1143 = add i64 %1096, 1
  br label %1095

1144:                                             ; preds = %1095
  %1145 = add i64 %1092, 1
  br label %1091

1146:                                             ; preds = %1091
  %1147 = add i64 %1088, 1
  br label %1087

1148:                                             ; preds = %1087
  %1149 = add i64 %1084, 1
  br label %1083

1150:                                             ; preds = %1083
  %1151 = add i64 %1080, 1
  br label %1079

1152:                                             ; preds = %1079
  %1153 = add i64 %1076, 1
  br label %1075

1154:                                             ; preds = %1075
  %1155 = call ptr @malloc(i64 65600)
  %1156 = ptrtoint ptr %1155 to i64
  %1157 = add i64 %1156, 63
  %1158 = urem i64 %1157, 64
  %1159 = sub i64 %1157, %1158
  %1160 = inttoptr i64 %1159 to ptr
  %1161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1155, 0
  %1162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1161, ptr %1160, 1
  %1163 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1162, i64 0, 2
  %1164 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1163, i64 1, 3, 0
  %1165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1164, i64 64, 3, 1
  %1166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1165, i64 16, 3, 2
  %1167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1166, i64 16, 3, 3
  %1168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1167, i64 16384, 4, 0
  %1169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1168, i64 256, 4, 1
  %1170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1169, i64 16, 4, 2
  %1171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1170, i64 1, 4, 3
  br label %1172

1172:                                             ; preds = %1235, %1154
  %1173 = phi i64 [ %1236, %1235 ], [ 0, %1154 ]
  %1174 = icmp slt i64 %1173, 1
  br i1 %1174, label %1175, label %1237

1175:                                             ; preds = %1172
  br label %1176

1176:                                             ; preds = %1233, %1175
  %1177 = phi i64 [ %1234, %1233 ], [ 0, %1175 ]
  %1178 = icmp slt i64 %1177, 64
  br i1 %1178, label %1179, label %1235

1179:                                             ; preds = %1176
  br label %1180

1180:                                             ; preds = %1231, %1179
  %1181 = phi i64 [ %1232, %1231 ], [ 0, %1179 ]
  %1182 = icmp slt i64 %1181, 16
  br i1 %1182, label %1183, label %1233

1183:                                             ; preds = %1180
  br label %1184

1184:                                             ; preds = %1187, %1183
  %1185 = phi i64 [ %1230, %1187 ], [ 0, %1183 ]
  %1186 = icmp slt i64 %1185, 16
  br i1 %1186, label %1187, label %1231

1187:                                             ; preds = %1184
  %1188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, 1
  %1189 = mul nuw nsw i64 %1173, 16384
  %1190 = mul nuw nsw i64 %1177, 256
  %1191 = add nuw nsw i64 %1189, %1190
  %1192 = mul nuw nsw i64 %1181, 16
  %1193 = add nuw nsw i64 %1191, %1192
  %1194 = add nuw nsw i64 %1193, %1185
  %1195 = getelementptr inbounds nuw float, ptr %1188, i64 %1194
  %1196 = load float, ptr %1195, align 4
  %1197 = add nuw nsw i64 %1177, 0
  %1198 = add nuw nsw i64 %1197, 0
  %1199 = getelementptr inbounds nuw float, ptr @__constant_64xf32_79, i64 %1198
  %1200 = load float, ptr %1199, align 4
  %1201 = add nuw nsw i64 %1177, 0
  %1202 = add nuw nsw i64 %1201, 0
  %1203 = getelementptr inbounds nuw float, ptr @__constant_64xf32_78, i64 %1202
  %1204 = load float, ptr %1203, align 4
  %1205 = add nuw nsw i64 %1177, 0
  %1206 = add nuw nsw i64 %1205, 0
  %1207 = getelementptr inbounds nuw float, ptr @__constant_64xf32_77, i64 %1206
  %1208 = load float, ptr %1207, align 4
  %1209 = add nuw nsw i64 %1177, 0
  %1210 = add nuw nsw i64 %1209, 0
  %1211 = getelementptr inbounds nuw float, ptr @__constant_64xf32_76, i64 %1210
  %1212 = load float, ptr %1211, align 4
  %1213 = fadd float %1204, f0x3727C5AC
  %1214 = call float @llvm.sqrt.f32(float %1213)
  %1215 = fdiv float 1.000000e+00, %1214
  %1216 = fsub float %1196, %1200
  %1217 = fmul float %1216, %1215
  %1218 = fmul float %1217, %1208
  %1219 = fadd float %1218, %1212
  %1220 = fcmp ugt float %1219, 0.000000e+00
  %1221 = select i1 %1220, float %1219, float 0.000000e+00
  %1222 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1171, 1
  %1223 = mul nuw nsw i64 %1173, 16384
  %1224 = mul nuw nsw i64 %1177, 256
  %1225 = add nuw nsw i64 %1223, %1224
  %1226 = mul nuw nsw i64 %1181, 16
  %1227 = add nuw nsw i64 %1225, %1226
  %1228 = add nuw nsw i64 %1227, %1185
  %1229 = getelementptr inbounds nuw float, ptr %1222, i64 %1228
  store float %1221, ptr %1229, align 4
  %1230 = add i64 %1185, 1
  br label %1184

1231:                                             ; preds = %1184
  %1232 = add i64 %1181, 1
  br label %1180

1233:                                             ; preds = %1180
  %1234 = add i64 %1177, 1
  br label %1176

1235:                                             ; preds = %1176
  %1236 = add i64 %1173, 1
  br label %1172

1237:                                             ; preds = %1172
  %1238 = call ptr @malloc(i64 83008)
  %1239 = ptrtoint ptr %1238 to i64
  %1240 = add i64 %1239, 63
  %1241 = urem i64 %1240, 64
  %1242 = sub i64 %1240, %1241
  %1243 = inttoptr i64 %1242 to ptr
  %1244 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1238, 0
  %1245 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1244, ptr %1243, 1
  %1246 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1245, i64 0, 2
  %1247 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1246, i64 1, 3, 0
  %1248 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1247, i64 64, 3, 1
  %1249 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1248, i64 18, 3, 2
  %1250 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1249, i64 18, 3, 3
  %1251 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1250, i64 20736, 4, 0
  %1252 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1251, i64 324, 4, 1
  %1253 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1252, i64 18, 4, 2
  %1254 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1253, i64 1, 4, 3
  br label %1255

1255:                                             ; preds = %1284, %1237
  %1256 = phi i64 [ %1285, %1284 ], [ 0, %1237 ]
  %1257 = icmp slt i64 %1256, 1
  br i1 %1257, label %1258, label %1286

1258:                                             ; preds = %1255
  br label %1259

1259:                                             ; preds = %1282, %1258
  %1260 = phi i64 [ %1283, %1282 ], [ 0, %1258 ]
  %1261 = icmp slt i64 %1260, 64
  br i1 %1261, label %1262, label %1284

1262:                                             ; preds = %1259
  br label %1263

1263:                                             ; preds = %1280, %1262
  %1264 = phi i64 [ %1281, %1280 ], [ 0, %1262 ]
  %1265 = icmp slt i64 %1264, 18
  br i1 %1265, label %1266, label %1282

1266:                                             ; preds = %1263
  br label %1267

1267:                                             ; preds = %1270, %1266
  %1268 = phi i64 [ %1279, %1270 ], [ 0, %1266 ]
  %1269 = icmp slt i64 %1268, 18
  br i1 %1269, label %1270, label %1280

1270:                                             ; preds = %1267
  %1271 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1254, 1
  %1272 = mul nuw nsw i64 %1256, 20736
  %1273 = mul nuw nsw i64 %1260, 324
  %1274 = add nuw nsw i64 %1272, %1273
  %1275 = mul nuw nsw i64 %1264, 18
  %1276 = add nuw nsw i64 %1274, %1275
  %1277 = add nuw nsw i64 %1276, %1268
  %1278 = getelementptr inbounds nuw float, ptr %1271, i64 %1277
  store float 0.000000e+00, ptr %1278, align 4
  %1279 = add i64 %1268, 1
  br label %1267

1280:                                             ; preds = %1267
  %1281 = add i64 %1264, 1
  br label %1263

1282:                                             ; preds = %1263
  %1283 = add i64 %1260, 1
  br label %1259

1284:                                             ; preds = %1259
  %1285 = add i64 %1256, 1
  br label %1255

1286:                                             ; preds = %1255
  %1287 = call ptr @malloc(i64 83008)
  %1288 = ptrtoint ptr %1287 to i64
  %1289 = add i64 %1288, 63
  %1290 = urem i64 %1289, 64
  %1291 = sub i64 %1289, %1290
  %1292 = inttoptr i64 %1291 to ptr
  %1293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1287, 0
  %1294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1293, ptr %1292, 1
  %1295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1294, i64 0, 2
  %1296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1295, i64 1, 3, 0
  %1297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1296, i64 64, 3, 1
  %1298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1297, i64 18, 3, 2
  %1299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1298, i64 18, 3, 3
  %1300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1299, i64 20736, 4, 0
  %1301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1300, i64 324, 4, 1
  %1302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1301, i64 18, 4, 2
  %1303 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1302, i64 1, 4, 3
  br label %1304

1304:                                             ; preds = %1342, %1286
  %1305 = phi i64 [ %1343, %1342 ], [ 0, %1286 ]
  %1306 = icmp slt i64 %1305, 1
  br i1 %1306, label %1307, label %1344

1307:                                             ; preds = %1304
  br label %1308

1308:                                             ; preds = %1340, %1307
  %1309 = phi i64 [ %1341, %1340 ], [ 0, %1307 ]
  %1310 = icmp slt i64 %1309, 64
  br i1 %1310, label %1311, label %1342

1311:                                             ; preds = %1308
  br label %1312

1312:                                             ; preds = %1338, %1311
  %1313 = phi i64 [ %1339, %1338 ], [ 0, %1311 ]
  %1314 = icmp slt i64 %1313, 18
  br i1 %1314, label %1315, label %1340

1315:                                             ; preds = %1312
  br label %1316

1316:                                             ; preds = %1319, %1315
  %1317 = phi i64 [ %1337, %1319 ], [ 0, %1315 ]
  %1318 = icmp slt i64 %1317, 18
  br i1 %1318, label %1319, label %1338

1319:                                             ; preds = %1316
  %1320 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1254, 1
  %1321 = mul nuw nsw i64 %1305, 20736
  %1322 = mul nuw nsw i64 %1309, 324
  %1323 = add nuw nsw i64 %1321, %1322
  %1324 = mul nuw nsw i64 %1313, 18
  %1325 = add nuw nsw i64 %1323, %1324
  %1326 = add nuw nsw i64 %1325, %1317
  %1327 = getelementptr inbounds nuw float, ptr %1320, i64 %1326
  %1328 = load float, ptr %1327, align 4
  %1329 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, 1
  %1330 = mul nuw nsw i64 %1305, 20736
  %1331 = mul nuw nsw i64 %1309, 324
  %1332 = add nuw nsw i64 %1330, %1331
  %1333 = mul nuw nsw i64 %1313, 18
  %1334 = add nuw nsw i64 %1332, %1333
  %1335 = add nuw nsw i64 %1334, %1317
  %1336 = getelementptr inbounds nuw float, ptr %1329, i64 %1335
  store float %1328, ptr %1336, align 4
  %1337 = add i64 %1317, 1
  br label %1316

1338:                                             ; preds = %1316
  %1339 = add i64 %1313, 1
  br label %1312

1340:                                             ; preds = %1312
  %1341 = add i64 %1309, 1
  br label %1308

1342:                                             ; preds = %1308
  %1343 = add i64 %1305, 1
  br label %1304

1344:                                             ; preds = %1304
  %1345 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, 0
  %1346 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, 1
  %1347 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1345, 0
  %1348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1347, ptr %1346, 1
  %1349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1348, i64 19, 2
  %1350 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1349, i64 1, 3, 0
  %1351 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1350, i64 20736, 4, 0
  %1352 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1351, i64 64, 3, 1
  %1353 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1352, i64 324, 4, 1
  %1354 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1353, i64 16, 3, 2
  %1355 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1354, i64 18, 4, 2
  %1356 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1355, i64 16, 3, 3
  %1357 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1356, i64 1, 4, 3
  br label %1358

1358:                                             ; preds = %1397, %1344
  %1359 = phi i64 [ %1398, %1397 ], [ 0, %1344 ]
  %1360 = icmp slt i64 %1359, 1
  br i1 %1360, label %1361, label %1399

1361:                                             ; preds = %1358
  br label %1362

1362:                                             ; preds = %1395, %1361
  %1363 = phi i64 [ %1396, %1395 ], [ 0, %1361 ]
  %1364 = icmp slt i64 %1363, 64
  br i1 %1364, label %1365, label %1397

1365:                                             ; preds = %1362
  br label %1366

1366:                                             ; preds = %1393, %1365
  %1367 = phi i64 [ %1394, %1393 ], [ 0, %1365 ]
  %1368 = icmp slt i64 %1367, 16
  br i1 %1368, label %1369, label %1395

1369:                                             ; preds = %1366
  br label %1370

1370:                                             ; preds = %1373, %1369
  %1371 = phi i64 [ %1392, %1373 ], [ 0, %1369 ]
  %1372 = icmp slt i64 %1371, 16
  br i1 %1372, label %1373, label %1393

1373:                                             ; preds = %1370
  %1374 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1171, 1
  %1375 = mul nuw nsw i64 %1359, 16384
  %1376 = mul nuw nsw i64 %1363, 256
  %1377 = add nuw nsw i64 %1375, %1376
  %1378 = mul nuw nsw i64 %1367, 16
  %1379 = add nuw nsw i64 %1377, %1378
  %1380 = add nuw nsw i64 %1379, %1371
  %1381 = getelementptr inbounds nuw float, ptr %1374, i64 %1380
  %1382 = load float, ptr %1381, align 4
  %1383 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1357, 1
  %1384 = getelementptr float, ptr %1383, i64 19
  %1385 = mul nuw nsw i64 %1359, 20736
  %1386 = mul nuw nsw i64 %1363, 324
  %1387 = add nuw nsw i64 %1385, %1386
  %1388 = mul nuw nsw i64 %1367, 18
  %1389 = add nuw nsw i64 %1387, %1388
  %1390 = add nuw nsw i64 %1389, %1371
  %1391 = getelementptr inbounds nuw float, ptr %1384, i64 %1390
  store float %1382, ptr %1391, align 4
  %1392 = add i64 %1371, 1
  br label %1370

1393:                                             ; preds = %1370
  %1394 = add i64 %1367, 1
  br label %1366

1395:                                             ; preds = %1366
  %1396 = add i64 %1363, 1
  br label %1362

1397:                                             ; preds = %1362
  %1398 = add i64 %1359, 1
  br label %1358

1399:                                             ; preds = %1358
  %1400 = call ptr @malloc(i64 65600)
  %1401 = ptrtoint ptr %1400 to i64
  %1402 = add i64 %1401, 63
  %1403 = urem i64 %1402, 64
  %1404 = sub i64 %1402, %1403
  %1405 = inttoptr i64 %1404 to ptr
  %1406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1400, 0
  %1407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1406, ptr %1405, 1
  %1408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1407, i64 0, 2
  %1409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1408, i64 1, 3, 0
  %1410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1409, i64 64, 3, 1
  %1411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1410, i64 16, 3, 2
  %1412 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1411, i64 16, 3, 3
  %1413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1412, i64 16384, 4, 0
  %1414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1413, i64 256, 4, 1
  %1415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1414, i64 16, 4, 2
  %1416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1415, i64 1, 4, 3
  br label %1417

1417:                                             ; preds = %1455, %1399
  %1418 = phi i64 [ %1456, %1455 ], [ 0, %1399 ]
  %1419 = icmp slt i64 %1418, 1
  br i1 %1419, label %1420, label %1457

1420:                                             ; preds = %1417
  br label %1421

1421:                                             ; preds = %1453, %1420
  %1422 = phi i64 [ %1454, %1453 ], [ 0, %1420 ]
  %1423 = icmp slt i64 %1422, 64
  br i1 %1423, label %1424, label %1455

1424:                                             ; preds = %1421
  br label %1425

1425:                                             ; preds = %1451, %1424
  %1426 = phi i64 [ %1452, %1451 ], [ 0, %1424 ]
  %1427 = icmp slt i64 %1426, 16
  br i1 %1427, label %1428, label %1453

1428:                                             ; preds = %1425
  br label %1429

1429:                                             ; preds = %1432, %1428
  %1430 = phi i64 [ %1450, %1432 ], [ 0, %1428 ]
  %1431 = icmp slt i64 %1430, 16
  br i1 %1431, label %1432, label %1451

1432:                                             ; preds = %1429
  %1433 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 1
  %1434 = mul nuw nsw i64 %1418, 16384
  %1435 = mul nuw nsw i64 %1422, 256
  %1436 = add nuw nsw i64 %1434, %1435
  %1437 = mul nuw nsw i64 %1426, 16
  %1438 = add nuw nsw i64 %1436, %1437
  %1439 = add nuw nsw i64 %1438, %1430
  %1440 = getelementptr inbounds nuw float, ptr %1433, i64 %1439
  %1441 = load float, ptr %1440, align 4
  %1442 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, 1
  %1443 = mul nuw nsw i64 %1418, 16384
  %1444 = mul nuw nsw i64 %1422, 256
  %1445 = add nuw nsw i64 %1443, %1444
  %1446 = mul nuw nsw i64 %1426, 16
  %1447 = add nuw nsw i64 %1445, %1446
  %1448 = add nuw nsw i64 %1447, %1430
  %1449 = getelementptr inbounds nuw float, ptr %1442, i64 %1448
  store float %1441, ptr %1449, align 4
  %1450 = add i64 %1430, 1
  br label %1429

1451:                                             ; preds = %1429
  %1452 = add i64 %1426, 1
  br label %1425

1453:                                             ; preds = %1425
  %1454 = add i64 %1422, 1
  br label %1421

1455:                                             ; preds = %1421
  %1456 = add i64 %1418, 1
  br label %1417

1457:                                             ; preds = %1417
  br label %1458

1458:                                             ; preds = %1535, %1457
  %1459 = phi i64 [ %1536, %1535 ], [ 0, %1457 ]
  %1460 = icmp slt i64 %1459, 1
  br i1 %1460, label %1461, label %1537

1461:                                             ; preds = %1458
  br label %1462

1462:                                             ; preds = %1533, %1461
  %1463 = phi i64 [ %1534, %1533 ], [ 0, %1461 ]
  %1464 = icmp slt i64 %1463, 64
  br i1 %1464, label %1465, label %1535

1465:                                             ; preds = %1462
  br label %1466

1466:                                             ; preds = %1531, %1465
  %1467 = phi i64 [ %1532, %1531 ], [ 0, %1465 ]
  %1468 = icmp slt i64 %1467, 16
  br i1 %1468, label %1469, label %1533

1469:                                             ; preds = %1466
  br label %1470

1470:                                             ; preds = %1529, %1469
  %1471 = phi i64 [ %1530, %1529 ], [ 0, %1469 ]
  %1472 = icmp slt i64 %1471, 16
  br i1 %1472, label %1473, label %1531

1473:                                             ; preds = %1470
  br label %1474

1474:                                             ; preds = %1527, %1473
  %1475 = phi i64 [ %1528, %1527 ], [ 0, %1473 ]
  %1476 = icmp slt i64 %1475, 64
  br i1 %1476, label %1477, label %1529

1477:                                             ; preds = %1474
  br label %1478

1478:                                             ; preds = %1525, %1477
  %1479 = phi i64 [ %1526, %1525 ], [ 0, %1477 ]
  %1480 = icmp slt i64 %1479, 3
  br i1 %1480, label %1481, label %1527

1481:                                             ; preds = %1478
  br label %1482

1482:                                             ; preds = %1485, %1481
  %1483 = phi i64 [ %1524, %1485 ], [ 0, %1481 ]
  %1484 = icmp slt i64 %1483, 3
  br i1 %1484, label %1485, label %1525

1485:                                             ; preds = %1482
  %1486 = add i64 %1467, %1479
  %1487 = add i64 %1471, %1483
  %1488 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, 1
  %1489 = mul nuw nsw i64 %1459, 20736
  %1490 = mul nuw nsw i64 %1475, 324
  %1491 = add nuw nsw i64 %1489, %1490
  %1492 = mul nuw nsw i64 %1486, 18
  %1493 = add nuw nsw i64 %1491, %1492
  %1494 = add nuw nsw i64 %1493, %1487
  %1495 = getelementptr inbounds nuw float, ptr %1488, i64 %1494
  %1496 = load float, ptr %1495, align 4
  %1497 = mul nuw nsw i64 %1463, 576
  %1498 = mul nuw nsw i64 %1475, 9
  %1499 = add nuw nsw i64 %1497, %1498
  %1500 = mul nuw nsw i64 %1479, 3
  %1501 = add nuw nsw i64 %1499, %1500
  %1502 = add nuw nsw i64 %1501, %1483
  %1503 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_75, i64 %1502
  %1504 = load float, ptr %1503, align 4
  %1505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, 1
  %1506 = mul nuw nsw i64 %1459, 16384
  %1507 = mul nuw nsw i64 %1463, 256
  %1508 = add nuw nsw i64 %1506, %1507
  %1509 = mul nuw nsw i64 %1467, 16
  %1510 = add nuw nsw i64 %1508, %1509
  %1511 = add nuw nsw i64 %1510, %1471
  %1512 = getelementptr inbounds nuw float, ptr %1505, i64 %1511
  %1513 = load float, ptr %1512, align 4
  %1514 = fmul float %1496, %1504
  %1515 = fadd float %1513, %1514
  %1516 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, 1
  %1517 = mul nuw nsw i64 %1459, 16384
  %1518 = mul nuw nsw i64 %1463, 256
  %1519 = add nuw nsw i64 %1517, %1518
  %1520 = mul nuw nsw i64 %1467, 16
  %1521 = add nuw nsw i64 %1519, %1520
  %1522 = add nuw nsw i64 %1521, %1471
  %1523 = getelementptr inbounds nuw float, ptr %1516, i64 %1522
  store float %1515, ptr %1523, align 4
  %1524 = add i64 %1483, 1
  br label %1482

1525:                                             ; preds = %1482
  %1526 = add i64 %1479, 1
  br label %1478

1527:                                             ; preds = %1478
  %1528 = add i64 %1475, 1
  br label %1474

1529:                                             ; preds = %1474
  %1530 = add i64 %1471, 1
  br label %1470

1531:                                             ; preds = %1470
  %1532 = add i64 %1467, 1
  br label %1466

1533:                                             ; preds = %1466
  %1534 = add i64 %1463, 1
  br label %1462

1535:                                             ; preds = %1462
  %1536 = add i64 %1459, 1
  br label %1458

1537:                                             ; preds = %1458
  %1538 = call ptr @malloc(i64 65600)
  %1539 = ptrtoint ptr %1538 to i64
  %1540 = add i64 %1539, 63
  %1541 = urem i64 %1540, 64
  %1542 = sub i64 %1540, %1541
  %1543 = inttoptr i64 %1542 to ptr
  %1544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1538, 0
  %1545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1544, ptr %1543, 1
  %1546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1545, i64 0, 2
  %1547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1546, i64 1, 3, 0
  %1548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1547, i64 64, 3, 1
  %1549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1548, i64 16, 3, 2
  %1550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1549, i64 16, 3, 3
  %1551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1550, i64 16384, 4, 0
  %1552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1551, i64 256, 4, 1
  %1553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1552, i64 16, 4, 2
  %1554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1553, i64 1, 4, 3
  br label %1555

1555:                                             ; preds = %1628, %1537
  %1556 = phi i64 [ %1629, %1628 ], [ 0, %1537 ]
  %1557 = icmp slt i64 %1556, 1
  br i1 %1557, label %1558, label %1630

1558:                                             ; preds = %1555
  br label %1559

1559:                                             ; preds = %1626, %1558
  %1560 = phi i64 [ %1627, %1626 ], [ 0, %1558 ]
  %1561 = icmp slt i64 %1560, 64
  br i1 %1561, label %1562, label %1628

1562:                                             ; preds = %1559
  br label %1563

1563:                                             ; preds = %1624, %1562
  %1564 = phi i64 [ %1625, %1624 ], [ 0, %1562 ]
  %1565 = icmp slt i64 %1564, 16
  br i1 %1565, label %1566, label %1626

1566:                                             ; preds = %1563
  br label %1567

1567:                                             ; preds = %1570, %1566
  %1568 = phi i64 [ %1623, %1570 ], [ 0, %1566 ]
  %1569 = icmp slt i64 %1568, 16
  br i1 %1569, label %1570, label %1624

1570:                                             ; preds = %1567
  %1571 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, 1
  %1572 = mul nuw nsw i64 %1556, 16384
  %1573 = mul nuw nsw i64 %1560, 256
  %1574 = add nuw nsw i64 %1572, %1573
  %1575 = mul nuw nsw i64 %1564, 16
  %1576 = add nuw nsw i64 %1574, %1575
  %1577 = add nuw nsw i64 %1576, %1568
  %1578 = getelementptr inbounds nuw float, ptr %1571, i64 %1577
  %1579 = load float, ptr %1578, align 4
  %1580 = add nuw nsw i64 %1560, 0
  %1581 = add nuw nsw i64 %1580, 0
  %1582 = getelementptr inbounds nuw float, ptr @__constant_64xf32_74, i64 %1581
  %1583 = load float, ptr %1582, align 4
  %1584 = add nuw nsw i64 %1560, 0
  %1585 = add nuw nsw i64 %1584, 0
  %1586 = getelementptr inbounds nuw float, ptr @__constant_64xf32_73, i64 %1585
  %1587 = load float, ptr %1586, align 4
  %1588 = add nuw nsw i64 %1560, 0
  %1589 = add nuw nsw i64 %1588, 0
  %1590 = getelementptr inbounds nuw float, ptr @__constant_64xf32_72, i64 %1589
  %1591 = load float, ptr %1590, align 4
  %1592 = add nuw nsw i64 %1560, 0
  %1593 = add nuw nsw i64 %1592, 0
  %1594 = getelementptr inbounds nuw float, ptr @__constant_64xf32_71, i64 %1593
  %1595 = load float, ptr %1594, align 4
  %1596 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 1
  %1597 = mul nuw nsw i64 %1556, 16384
  %1598 = mul nuw nsw i64 %1560, 256
  %1599 = add nuw nsw i64 %1597, %1598
  %1600 = mul nuw nsw i64 %1564, 16
  %1601 = add nuw nsw i64 %1599, %1600
  %1602 = add nuw nsw i64 %1601, %1568
  %1603 = getelementptr inbounds nuw float, ptr %1596, i64 %1602
  %1604 = load float, ptr %1603, align 4
  %1605 = fadd float %1587, f0x3727C5AC
  %1606 = call float @llvm.sqrt.f32(float %1605)
  %1607 = fdiv float 1.000000e+00, %1606
  %1608 = fsub float %1579, %1583
  %1609 = fmul float %1608, %1607
  %1610 = fmul float %1609, %1591
  %1611 = fadd float %1610, %1595
  %1612 = fadd float %1611, %1604
  %1613 = fcmp ugt float %1612, 0.000000e+00
  %1614 = select i1 %1613, float %1612, float 0.000000e+00
  %1615 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, 1
  %1616 = mul nuw nsw i64 %1556, 16384
  %1617 = mul nuw nsw i64 %1560, 256
  %1618 = add nuw nsw i64 %1616, %1617
  %1619 = mul nuw nsw i64 %1564, 16
  %1620 = add nuw nsw i64 %1618, %1619
  %1621 = add nuw nsw i64 %1620, %1568
  %1622 = getelementptr inbounds nuw float, ptr %1615, i64 %1621
  store float %1614, ptr %1622, align 4
  %1623 = add i64 %1568, 1
  br label %1567

1624:                                             ; preds = %1567
  %1625 = add i64 %1564, 1
  br label %1563

1626:                                             ; preds = %1563
  %1627 = add i64 %1560, 1
  br label %1559

1628:                                             ; preds = %1559
  %1629 = add i64 %1556, 1
  br label %1555

1630:                                             ; preds = %1555
  %1631 = call ptr @malloc(i64 83008)
  %1632 = ptrtoint ptr %1631 to i64
  %1633 = add i64 %1632, 63
  %1634 = urem i64 %1633, 64
  %1635 = sub i64 %1633, %1634
  %1636 = inttoptr i64 %1635 to ptr
  %1637 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1631, 0
  %1638 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1637, ptr %1636, 1
  %1639 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1638, i64 0, 2
  %1640 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1639, i64 1, 3, 0
  %1641 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1640, i64 64, 3, 1
  %1642 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1641, i64 18, 3, 2
  %1643 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1642, i64 18, 3, 3
  %1644 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1643, i64 20736, 4, 0
  %1645 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1644, i64 324, 4, 1
  %1646 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1645, i64 18, 4, 2
  %1647 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1646, i64 1, 4, 3
  br label %1648

1648:                                             ; preds = %1677, %1630
  %1649 = phi i64 [ %1678, %1677 ], [ 0, %1630 ]
  %1650 = icmp slt i64 %1649, 1
  br i1 %1650, label %1651, label %1679

1651:                                             ; preds = %1648
  br label %1652

1652:                                             ; preds = %1675, %1651
  %1653 = phi i64 [ %1676, %1675 ], [ 0, %1651 ]
  %1654 = icmp slt i64 %1653, 64
  br i1 %1654, label %1655, label %1677

1655:                                             ; preds = %1652
  br label %1656

1656:                                             ; preds = %1673, %1655
  %1657 = phi i64 [ %1674, %1673 ], [ 0, %1655 ]
  %1658 = icmp slt i64 %1657, 18
  br i1 %1658, label %1659, label %1675

1659:                                             ; preds = %1656
  br label %1660

1660:                                             ; preds = %1663, %1659
  %1661 = phi i64 [ %1672, %1663 ], [ 0, %1659 ]
  %1662 = icmp slt i64 %1661, 18
  br i1 %1662, label %1663, label %1673

1663:                                             ; preds = %1660
  %1664 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1647, 1
  %1665 = mul nuw nsw i64 %1649, 20736
  %1666 = mul nuw nsw i64 %1653, 324
  %1667 = add nuw nsw i64 %1665, %1666
  %1668 = mul nuw nsw i64 %1657, 18
  %1669 = add nuw nsw i64 %1667, %1668
  %1670 = add nuw nsw i64 %1669, %1661
  %1671 = getelementptr inbounds nuw float, ptr %1664, i64 %1670
  store float 0.000000e+00, ptr %1671, align 4
  %1672 = add i64 %1661, 1
  br label %1660

1673:                                             ; preds = %1660
  %1674 = add i64 %1657, 1
  br label %1656

1675:                                             ; preds = %1656
  %1676 = add i64 %1653, 1
  br label %1652

1677:                                             ; preds = %1652
  %1678 = add i64 %1649, 1
  br label %1648

1679:                                             ; preds = %1648
  %1680 = call ptr @malloc(i64 83008)
  %1681 = ptrtoint ptr %1680 to i64
  %1682 = add i64 %1681, 63
  %1683 = urem i64 %1682, 64
  %1684 = sub i64 %1682, %1683
  %1685 = inttoptr i64 %1684 to ptr
  %1686 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1680, 0
  %1687 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1686, ptr %1685, 1
  %1688 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1687, i64 0, 2
  %1689 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1688, i64 1, 3, 0
  %1690 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1689, i64 64, 3, 1
  %1691 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1690, i64 18, 3, 2
  %1692 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1691, i64 18, 3, 3
  %1693 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1692, i64 20736, 4, 0
  %1694 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1693, i64 324, 4, 1
  %1695 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1694, i64 18, 4, 2
  %1696 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1695, i64 1, 4, 3
  br label %1697

1697:                                             ; preds = %1735, %1679
  %1698 = phi i64 [ %1736, %1735 ], [ 0, %1679 ]
  %1699 = icmp slt i64 %1698, 1
  br i1 %1699, label %1700, label %1737

1700:                                             ; preds = %1697
  br label %1701

1701:                                             ; preds = %1733, %1700
  %1702 = phi i64 [ %1734, %1733 ], [ 0, %1700 ]
  %1703 = icmp slt i64 %1702, 64
  br i1 %1703, label %1704, label %1735

1704:                                             ; preds = %1701
  br label %1705

1705:                                             ; preds = %1731, %1704
  %1706 = phi i64 [ %1732, %1731 ], [ 0, %1704 ]
  %1707 = icmp slt i64 %1706, 18
  br i1 %1707, label %1708, label %1733

1708:                                             ; preds = %1705
  br label %1709

1709:                                             ; preds = %1712, %1708
  %1710 = phi i64 [ %1730, %1712 ], [ 0, %1708 ]
  %1711 = icmp slt i64 %1710, 18
  br i1 %1711, label %1712, label %1731

1712:                                             ; preds = %1709
  %1713 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1647, 1
  %1714 = mul nuw nsw i64 %1698, 20736
  %1715 = mul nuw nsw i64 %1702, 324
  %1716 = add nuw nsw i64 %1714, %1715
  %1717 = mul nuw nsw i64 %1706, 18
  %1718 = add nuw nsw i64 %1716, %1717
  %1719 = add nuw nsw i64 %1718, %1710
  %1720 = getelementptr inbounds nuw float, ptr %1713, i64 %1719
  %1721 = load float, ptr %1720, align 4
  %1722 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1723 = mul nuw nsw i64 %1698, 20736
  %1724 = mul nuw nsw i64 %1702, 324
  %1725 = add nuw nsw i64 %1723, %1724
  %1726 = mul nuw nsw i64 %1706, 18
  %1727 = add nuw nsw i64 %1725, %1726
  %1728 = add nuw nsw i64 %1727, %1710
  %1729 = getelementptr inbounds nuw float, ptr %1722, i64 %1728
  store float %1721, ptr %1729, align 4
  %1730 = add i64 %1710, 1
  br label %1709

1731:                                             ; preds = %1709
  %1732 = add i64 %1706, 1
  br label %1705

1733:                                             ; preds = %1705
  %1734 = add i64 %1702, 1
  br label %1701

1735:                                             ; preds = %1701
  %1736 = add i64 %1698, 1
  br label %1697

1737:                                             ; preds = %1697
  %1738 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 0
  %1739 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1740 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1738, 0
  %1741 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1740, ptr %1739, 1
  %1742 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1741, i64 19, 2
  %1743 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1742, i64 1, 3, 0
  %1744 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1743, i64 20736, 4, 0
  %1745 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1744, i64 64, 3, 1
  %1746 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1745, i64 324, 4, 1
  %1747 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1746, i64 16, 3, 2
  %1748 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1747, i64 18, 4, 2
  %1749 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1748, i64 16, 3, 3
  %1750 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1749, i64 1, 4, 3
  br label %1751

1751:                                             ; preds = %1790, %1737
  %1752 = phi i64 [ %1791, %1790 ], [ 0, %1737 ]
  %1753 = icmp slt i64 %1752, 1
  br i1 %1753, label %1754, label %1792

1754:                                             ; preds = %1751
  br label %1755

1755:                                             ; preds = %1788, %1754
  %1756 = phi i64 [ %1789, %1788 ], [ 0, %1754 ]
  %1757 = icmp slt i64 %1756, 64
  br i1 %1757, label %1758, label %1790

1758:                                             ; preds = %1755
  br label %1759

1759:                                             ; preds = %1786, %1758
  %1760 = phi i64 [ %1787, %1786 ], [ 0, %1758 ]
  %1761 = icmp slt i64 %1760, 16
  br i1 %1761, label %1762, label %1788

1762:                                             ; preds = %1759
  br label %1763

1763:                                             ; preds = %1766, %1762
  %1764 = phi i64 [ %1785, %1766 ], [ 0, %1762 ]
  %1765 = icmp slt i64 %1764, 16
  br i1 %1765, label %1766, label %1786

1766:                                             ; preds = %1763
  %1767 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, 1
  %1768 = mul nuw nsw i64 %1752, 16384
  %1769 = mul nuw nsw i64 %1756, 256
  %1770 = add nuw nsw i64 %1768, %1769
  %1771 = mul nuw nsw i64 %1760, 16
  %1772 = add nuw nsw i64 %1770, %1771
  %1773 = add nuw nsw i64 %1772, %1764
  %1774 = getelementptr inbounds nuw float, ptr %1767, i64 %1773
  %1775 = load float, ptr %1774, align 4
  %1776 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1750, 1
  %1777 = getelementptr float, ptr %1776, i64 19
  %1778 = mul nuw nsw i64 %1752, 20736
  %1779 = mul nuw nsw i64 %1756, 324
  %1780 = add nuw nsw i64 %1778, %1779
  %1781 = mul nuw nsw i64 %1760, 18
  %1782 = add nuw nsw i64 %1780, %1781
  %1783 = add nuw nsw i64 %1782, %1764
  %1784 = getelementptr inbounds nuw float, ptr %1777, i64 %1783
  store float %1775, ptr %1784, align 4
  %1785 = add i64 %1764, 1
  br label %1763

1786:                                             ; preds = %1763
  %1787 = add i64 %1760, 1
  br label %1759

1788:                                             ; preds = %1759
  %1789 = add i64 %1756, 1
  br label %1755

1790:                                             ; preds = %1755
  %1791 = add i64 %1752, 1
  br label %1751

1792:                                             ; preds = %1751
  %1793 = call ptr @malloc(i64 65600)
  %1794 = ptrtoint ptr %1793 to i64
  %1795 = add i64 %1794, 63
  %1796 = urem i64 %1795, 64
  %1797 = sub i64 %1795, %1796
  %1798 = inttoptr i64 %1797 to ptr
  %1799 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1793, 0
  %1800 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1799, ptr %1798, 1
  %1801 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1800, i64 0, 2
  %1802 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1801, i64 1, 3, 0
  %1803 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1802, i64 64, 3, 1
  %1804 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1803, i64 16, 3, 2
  %1805 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1804, i64 16, 3, 3
  %1806 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1805, i64 16384, 4, 0
  %1807 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1806, i64 256, 4, 1
  %1808 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1807, i64 16, 4, 2
  %1809 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1808, i64 1, 4, 3
  br label %1810

1810:                                             ; preds = %1848, %1792
  %1811 = phi i64 [ %1849, %1848 ], [ 0, %1792 ]
  %1812 = icmp slt i64 %1811, 1
  br i1 %1812, label %1813, label %1850

1813:                                             ; preds = %1810
  br label %1814

1814:                                             ; preds = %1846, %1813
  %1815 = phi i64 [ %1847, %1846 ], [ 0, %1813 ]
  %1816 = icmp slt i64 %1815, 64
  br i1 %1816, label %1817, label %1848

1817:                                             ; preds = %1814
  br label %1818

1818:                                             ; preds = %1844, %1817
  %1819 = phi i64 [ %1845, %1844 ], [ 0, %1817 ]
  %1820 = icmp slt i64 %1819, 16
  br i1 %1820, label %1821, label %1846

1821:                                             ; preds = %1818
  br label %1822

1822:                                             ; preds = %1825, %1821
  %1823 = phi i64 [ %1843, %1825 ], [ 0, %1821 ]
  %1824 = icmp slt i64 %1823, 16
  br i1 %1824, label %1825, label %1844

1825:                                             ; preds = %1822
  %1826 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 1
  %1827 = mul nuw nsw i64 %1811, 16384
  %1828 = mul nuw nsw i64 %1815, 256
  %1829 = add nuw nsw i64 %1827, %1828
  %1830 = mul nuw nsw i64 %1819, 16
  %1831 = add nuw nsw i64 %1829, %1830
  %1832 = add nuw nsw i64 %1831, %1823
  %1833 = getelementptr inbounds nuw float, ptr %1826, i64 %1832
  %1834 = load float, ptr %1833, align 4
  %1835 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, 1
  %1836 = mul nuw nsw i64 %1811, 16384
  %1837 = mul nuw nsw i64 %1815, 256
  %1838 = add nuw nsw i64 %1836, %1837
  %1839 = mul nuw nsw i64 %1819, 16
  %1840 = add nuw nsw i64 %1838, %1839
  %1841 = add nuw nsw i64 %1840, %1823
  %1842 = getelementptr inbounds nuw float, ptr %1835, i64 %1841
  store float %1834, ptr %1842, align 4
  %1843 = add i64 %1823, 1
  br label %1822

1844:                                             ; preds = %1822
  %1845 = add i64 %1819, 1
  br label %1818

1846:                                             ; preds = %1818
  %1847 = add i64 %1815, 1
  br label %1814

1848:                                             ; preds = %1814
  %1849 = add i64 %1811, 1
  br label %1810

1850:                                             ; preds = %1810
  br label %1851

1851:                                             ; preds = %1928, %1850
  %1852 = phi i64 [ %1929, %1928 ], [ 0, %1850 ]
  %1853 = icmp slt i64 %1852, 1
  br i1 %1853, label %1854, label %1930

1854:                                             ; preds = %1851
  br label %1855

1855:                                             ; preds = %1926, %1854
  %1856 = phi i64 [ %1927, %1926 ], [ 0, %1854 ]
  %1857 = icmp slt i64 %1856, 64
  br i1 %1857, label %1858, label %1928

1858:                                             ; preds = %1855
  br label %1859

1859:                                             ; preds = %1924, %1858
  %1860 = phi i64 [ %1925, %1924 ], [ 0, %1858 ]
  %1861 = icmp slt i64 %1860, 16
  br i1 %1861, label %1862, label %1926

1862:                                             ; preds = %1859
  br label %1863

1863:                                             ; preds = %1922, %1862
  %1864 = phi i64 [ %1923, %1922 ], [ 0, %1862 ]
  %1865 = icmp slt i64 %1864, 16
  br i1 %1865, label %1866, label %1924

1866:                                             ; preds = %1863
  br label %1867

1867:                                             ; preds = %1920, %1866
  %1868 = phi i64 [ %1921, %1920 ], [ 0, %1866 ]
  %1869 = icmp slt i64 %1868, 64
  br i1 %1869, label %1870, label %1922

1870:                                             ; preds = %1867
  br label %1871

1871:                                             ; preds = %1918, %1870
  %1872 = phi i64 [ %1919, %1918 ], [ 0, %1870 ]
  %1873 = icmp slt i64 %1872, 3
  br i1 %1873, label %1874, label %1920

1874:                                             ; preds = %1871
  br label %1875

1875:                                             ; preds = %1878, %1874
  %1876 = phi i64 [ %1917, %1878 ], [ 0, %1874 ]
  %1877 = icmp slt i64 %1876, 3
  br i1 %1877, label %1878, label %1918

1878:                                             ; preds = %1875
  %1879 = add i64 %1860, %1872
  %1880 = add i64 %1864, %1876
  %1881 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 1
  %1882 = mul nuw nsw i64 %1852, 20736
  %1883 = mul nuw nsw i64 %1868, 324
  %1884 = add nuw nsw i64 %1882, %1883
  %1885 = mul nuw nsw i64 %1879, 18
  %1886 = add nuw nsw i64 %1884, %1885
  %1887 = add nuw nsw i64 %1886, %1880
  %1888 = getelementptr inbounds nuw float, ptr %1881, i64 %1887
  %1889 = load float, ptr %1888, align 4
  %1890 = mul nuw nsw i64 %1856, 576
  %1891 = mul nuw nsw i64 %1868, 9
  %1892 = add nuw nsw i64 %1890, %1891
  %1893 = mul nuw nsw i64 %1872, 3
  %1894 = add nuw nsw i64 %1892, %1893
  %1895 = add nuw nsw i64 %1894, %1876
  %1896 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32_70, i64 %1895
  %1897 = load float, ptr %1896, align 4
  %1898 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, 1
  %1899 = mul nuw nsw i64 %1852, 16384
  %1900 = mul nuw nsw i64 %1856, 256
  %1901 = add nuw nsw i64 %1899, %1900
  %1902 = mul nuw nsw i64 %1860, 16
  %1903 = add nuw nsw i64 %1901, %1902
  %1904 = add nuw nsw i64 %1903, %1864
  %1905 = getelementptr inbounds nuw float, ptr %1898, i64 %1904
  %1906 = load float, ptr %1905, align 4
  %1907 = fmul float %1889, %1897
  %1908 = fadd float %1906, %1907
  %1909 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, 1
  %1910 = mul nuw nsw i64 %1852, 16384
  %1911 = mul nuw nsw i64 %1856, 256
  %1912 = add nuw nsw i64 %1910, %1911
  %1913 = mul nuw nsw i64 %1860, 16
  %1914 = add nuw nsw i64 %1912, %1913
  %1915 = add nuw nsw i64 %1914, %1864
  %1916 = getelementptr inbounds nuw float, ptr %1909, i64 %1915
  store float %1908, ptr %1916, align 4
  %1917 = add i64 %1876, 1
  br label %1875

1918:                                             ; preds = %1875
  %1919 = add i64 %1872, 1
  br label %1871

1920:                                             ; preds = %1871
  %1921 = add i64 %1868, 1
  br label %1867

1922:                                             ; preds = %1867
  %1923 = add i64 %1864, 1
  br label %1863

1924:                                             ; preds = %1863
  %1925 = add i64 %1860, 1
  br label %1859

1926:                                             ; preds = %1859
  %1927 = add i64 %1856, 1
  br label %1855

1928:                                             ; preds = %1855
  %1929 = add i64 %1852, 1
  br label %1851

1930:                                             ; preds = %1851
  %1931 = call ptr @malloc(i64 65600)
  %1932 = ptrtoint ptr %1931 to i64
  %1933 = add i64 %1932, 63
  %1934 = urem i64 %1933, 64
  %1935 = sub i64 %1933, %1934
  %1936 = inttoptr i64 %1935 to ptr
  %1937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %1931, 0
  %1938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1937, ptr %1936, 1
  %1939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1938, i64 0, 2
  %1940 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1939, i64 1, 3, 0
  %1941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1940, i64 64, 3, 1
  %1942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1941, i64 16, 3, 2
  %1943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1942, i64 16, 3, 3
  %1944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1943, i64 16384, 4, 0
  %1945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1944, i64 256, 4, 1
  %1946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1945, i64 16, 4, 2
  %1947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1946, i64 1, 4, 3
  br label %1948

1948:                                             ; preds = %2011, %1930
  %1949 = phi i64 [ %2012, %2011 ], [ 0, %1930 ]
  %1950 = icmp slt i64 %1949, 1
  br i1 %1950, label %1951, label %2013

1951:                                             ; preds = %1948
  br label %1952

1952:                                             ; preds = %2009, %1951
  %1953 = phi i64 [ %2010, %2009 ], [ 0, %1951 ]
  %1954 = icmp slt i64 %1953, 64
  br i1 %1954, label %1955, label %2011

1955:                                             ; preds = %1952
  br label %1956

1956:                                             ; preds = %2007, %1955
  %1957 = phi i64 [ %2008, %2007 ], [ 0, %1955 ]
  %1958 = icmp slt i64 %1957, 16
  br i1 %1958, label %1959, label %2009

1959:                                             ; preds = %1956
  br label %1960

1960:                                             ; preds = %1963, %1959
  %1961 = phi i64 [ %2006, %1963 ], [ 0, %1959 ]
  %1962 = icmp slt i64 %1961, 16
  br i1 %1962, label %1963, label %2007

1963:                                             ; preds = %1960
  %1964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, 1
  %1965 = mul nuw nsw i64 %1949, 16384
  %1966 = mul nuw nsw i64 %1953, 256
  %1967 = add nuw nsw i64 %1965, %1966
  %1968 = mul nuw nsw i64 %1957, 16
  %1969 = add nuw nsw i64 %1967, %1968
  %1970 = add nuw nsw i64 %1969, %1961
  %1971 = getelementptr inbounds nuw float, ptr %1964, i64 %1970
  %1972 = load float, ptr %1971, align 4
  %1973 = add nuw nsw i64 %1953, 0
  %1974 = add nuw nsw i64 %1973, 0
  %1975 = getelementptr inbounds nuw float, ptr @__constant_64xf32_69, i64 %1974
  %1976 = load float, ptr %1975, align 4
  %1977 = add nuw nsw i64 %1953, 0
  %1978 = add nuw nsw i64 %1977, 0
  %1979 = getelementptr inbounds nuw float, ptr @__constant_64xf32_68, i64 %1978
  %1980 = load float, ptr %1979, align 4
  %1981 = add nuw nsw i64 %1953, 0
  %1982 = add nuw nsw i64 %1981, 0
  %1983 = getelementptr inbounds nuw float, ptr @__constant_64xf32_67, i64 %1982
  %1984 = load float, ptr %1983, align 4
  %1985 = add nuw nsw i64 %1953, 0
  %1986 = add nuw nsw i64 %1985, 0
  %1987 = getelementptr inbounds nuw float, ptr @__constant_64xf32_66, i64 %1986
  %1988 = load float, ptr %1987, align 4
  %1989 = fadd float %1980, f0x3727C5AC
  %1990 = call float @llvm.sqrt.f32(float %1989)
  %1991 = fdiv float 1.000000e+00, %1990
  %1992 = fsub float %1972, %1976
  %1993 = fmul float %1992, %1991
  %1994 = fmul float %1993, %1984
  %1995 = fadd float %1994, %1988
  %1996 = fcmp ugt float %1995, 0.000000e+00
  %1997 = select i1 %1996, float %1995, float 0.000000e+00
  %1998 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, 1
  %1999 = mul nuw nsw i64 %1949, 16384
  %2000 = mul nuw nsw i64 %1953, 256
  %2001 = add nuw nsw i64 %1999, %2000
  %2002 = mul nuw nsw i64 %1957, 16
  %2003 = add nuw nsw i64 %2001, %2002
  %2004 = add nuw nsw i64 %2003, %1961
  %2005 = getelementptr inbounds nuw float, ptr %1998, i64 %2004
  store float %1997, ptr %2005, align 4
  %2006 = add i64 %1961, 1
  br label %1960

2007:                                             ; preds = %1960
  %2008 = add i64 %1957, 1
  br label %1956

2009:                                             ; preds = %1956
  %2010 = add i64 %1953, 1
  br label %1952

2011:                                             ; preds = %1952
  %2012 = add i64 %1949, 1
  br label %1948

2013:                                             ; preds = %1948
  %2014 = call ptr @malloc(i64 83008)
  %2015 = ptrtoint ptr %2014 to i64
  %2016 = add i64 %2015, 63
  %2017 = urem i64 %2016, 64
  %2018 = sub i64 %2016, %2017
  %2019 = inttoptr i64 %2018 to ptr
  %2020 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2014, 0
  %2021 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2020, ptr %2019, 1
  %2022 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2021, i64 0, 2
  %2023 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2022, i64 1, 3, 0
  %2024 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2023, i64 64, 3, 1
  %2025 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2024, i64 18, 3, 2
  %2026 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2025, i64 18, 3, 3
  %2027 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2026, i64 20736, 4, 0
  %2028 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2027, i64 324, 4, 1
  %2029 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2028, i64 18, 4, 2
  %2030 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2029, i64 1, 4, 3
  br label %2031

2031:                                             ; preds = %2060, %2013
  %2032 = phi i64 [ %2061, %2060 ], [ 0, %2013 ]
  %2033 = icmp slt i64 %2032, 1
  br i1 %2033, label %2034, label %2062

2034:                                             ; preds = %2031
  br label %2035

2035:                                             ; preds = %2058, %2034
  %2036 = phi i64 [ %2059, %2058 ], [ 0, %2034 ]
  %2037 = icmp slt i64 %2036, 64
  br i1 %2037, label %2038, label %2060

2038:                                             ; preds = %2035
  br label %2039

2039:                                             ; preds = %2056, %2038
  %2040 = phi i64 [ %2057, %2056 ], [ 0, %2038 ]
  %2041 = icmp slt i64 %2040, 18
  br i1 %2041, label %2042, label %2058

2042:                                             ; preds = %2039
  br label %2043

2043:                                             ; preds = %2046, %2042
  %2044 = phi i64 [ %2055, %2046 ], [ 0, %2042 ]
  %2045 = icmp slt i64 %2044, 18
  br i1 %2045, label %2046, label %2056

2046:                                             ; preds = %2043
  %2047 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2030, 1
  %2048 = mul nuw nsw i64 %2032, 20736
  %2049 = mul nuw nsw i64 %2036, 324
  %2050 = add nuw nsw i64 %2048, %2049
  %2051 = mul nuw nsw i64 %2040, 18
  %2052 = add nuw nsw i64 %2050, %2051
  %2053 = add nuw nsw i64 %2052, %2044
  %2054 = getelementptr inbounds nuw float, ptr %2047, i64 %2053
  store float 0.000000e+00, ptr %2054, align 4
  %2055 = add i64 %2044, 1
  br label %2043

2056:                                             ; preds = %2043
  %2057 = add i64 %2040, 1
  br label %2039

2058:                                             ; preds = %2039
  %2059 = add i64 %2036, 1
  br label %2035

2060:                                             ; preds = %2035
  %2061 = add i64 %2032, 1
  br label %2031

2062:                                             ; preds = %2031
  %2063 = call ptr @malloc(i64 83008)
  %2064 = ptrtoint ptr %2063 to i64
  %2065 = add i64 %2064, 63
  %2066 = urem i64 %2065, 64
  %2067 = sub i64 %2065, %2066
  %2068 = inttoptr i64 %2067 to ptr
  %2069 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2063, 0
  %2070 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2069, ptr %2068, 1
  %2071 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2070, i64 0, 2
  %2072 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2071, i64 1, 3, 0
  %2073 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2072, i64 64, 3, 1
  %2074 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2073, i64 18, 3, 2
  %2075 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2074, i64 18, 3, 3
  %2076 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2075, i64 20736, 4, 0
  %2077 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2076, i64 324, 4, 1
  %2078 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2077, i64 18, 4, 2
  %2079 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2078, i64 1, 4, 3
  br label %2080

2080:                                             ; preds = %2118, %2062
  %2081 = phi i64 [ %2119, %2118 ], [ 0, %2062 ]
  %2082 = icmp slt i64 %2081, 1
  br i1 %2082, label %2083, label %2120

2083:                                             ; preds = %2080
  br label %2084

2084:                                             ; preds = %2116, %2083
  %2085 = phi i64 [ %2117, %2116 ], [ 0, %2083 ]
  %2086 = icmp slt i64 %2085, 64
  br i1 %2086, label %2087, label %2118

2087:                                             ; preds = %2084
  br label %2088

2088:                                             ; preds = %2114, %2087
  %2089 = phi i64 [ %2115, %2114 ], [ 0, %2087 ]
  %2090 = icmp slt i64 %2089, 18
  br i1 %2090, label %2091, label %2116

2091:                                             ; preds = %2088
  br label %2092

2092:                                             ; preds = %2095, %2091
  %2093 = phi i64 [ %2113, %2095 ], [ 0, %2091 ]
  %2094 = icmp slt i64 %2093, 18
  br i1 %2094, label %2095, label %2114

2095:                                             ; preds = %2092
  %2096 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2030, 1
  %2097 = mul nuw nsw i64 %2081, 20736
  %2098 = mul nuw nsw i64 %2085, 324
  %2099 = add nuw nsw i64 %2097, %2098
  %2100 = mul nuw nsw i64 %2089, 18
  %2101 = add nuw nsw i64 %2099, %2100
  %2102 = add nuw nsw i64 %2101, %2093
  %2103 = getelementptr inbounds nuw float, ptr %2096, i64 %2102
  %2104 = load float, ptr %2103, align 4
  %2105 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2079, 1
  %2106 = mul nuw nsw i64 %2081, 20736
  %2107 = mul nuw nsw i64 %2085, 324
  %2108 = add nuw nsw i64 %2106, %2107
  %2109 = mul nuw nsw i64 %2089, 18
  %2110 = add nuw nsw i64 %2108, %2109
  %2111 = add nuw nsw i64 %2110, %2093
  %2112 = getelementptr inbounds nuw float, ptr %2105, i64 %2111
  store float %2104, ptr %2112, align 4
  %2113 = add i64 %2093, 1
  br label %2092

2114:                                             ; preds = %2092
  %2115 = add i64 %2089, 1
  br label %2088

2116:                                             ; preds = %2088
  %2117 = add i64 %2085, 1
  br label %2084

2118:                                             ; preds = %2084
  %2119 = add i64 %2081, 1
  br label %2080

2120:                                             ; preds = %2080
  %2121 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2079, 0
  %2122 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2079, 1
  %2123 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2121, 0
  %2124 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2123, ptr %2122, 1
  %2125 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2124, i64 19, 2
  %2126 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2125, i64 1, 3, 0
  %2127 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2126, i64 20736, 4, 0
  %2128 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2127, i64 64, 3, 1
  %2129 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2128, i64 324, 4, 1
  %2130 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2129, i64 16, 3, 2
  %2131 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2130, i64 18, 4, 2
  %2132 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2131, i64 16, 3, 3
  %2133 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2132, i64 1, 4, 3
  br label %2134

2134:                                             ; preds = %2173, %2120
  %2135 = phi i64 [ %2174, %2173 ], [ 0, %2120 ]
  %2136 = icmp slt i64 %2135, 1
  br i1 %2136, label %2137, label %2175

2137:                                             ; preds = %2134
  br label %2138

2138:                                             ; preds = %2171, %2137
  %2139 = phi i64 [ %2172, %2171 ], [ 0, %2137 ]
  %2140 = icmp slt i64 %2139, 64
  br i1 %2140, label %2141, label %2173

2141:                                             ; preds = %2138
  br label %2142

2142:                                             ; preds = %2169, %2141
  %2143 = phi i64 [ %2170, %2169 ], [ 0, %2141 ]
  %2144 = icmp slt i64 %2143, 16
  br i1 %2144, label %2145, label %2171

2145:                                             ; preds = %2142
  br label %2146

2146:                                             ; preds = %2149, %2145
  %2147 = phi i64 [ %2168, %2149 ], [ 0, %2145 ]
  %2148 = icmp slt i64 %2147, 16
  br i1 %2148, label %2149, label %2169

2149:                                             ; preds = %2146
  %2150 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, 1
  %2151 = mul nuw nsw i64 %2135, 16384
  %2152 = mul nuw nsw i64 %2139, 256
  %2153 = add nuw nsw i64 %2151, %2152
  %2154 = mul nuw nsw i64 %2143, 16
  %2155 = add nuw nsw i64 %2153, %2154
  %2156 = add nuw nsw i64 %2155, %2147
  %2157 = getelementptr inbounds nuw float, ptr %2150, i64 %2156
  %2158 = load float, ptr %2157, align 4
  %2159 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2133, 1
  %2160 = getelementptr float, ptr %2159, i64 19
  %2161 = mul nuw nsw i64 %2135, 20736
  %2162 = mul nuw nsw i64 %2139, 324
  %2163 = add nuw nsw i64 %2161, %2162
  %2164 = mul nuw nsw i64 %2143, 18
  %2165 = add nuw nsw i64 %2163, %2164
  %2166 = add nuw nsw i64 %2165, %2147
  %2167 = getelementptr inbounds nuw float, ptr %2160, i64 %2166
  store float %2158, ptr %2167, align 4
  %2168 = add i64 %2147, 1
  br label %2146

2169:                                             ; preds = %2146
  %2170 = add i64 %2143, 1
  br label %2142

2171:                                             ; preds = %2142
  %2172 = add i64 %2139, 1
  br label %2138

2173:                                             ; preds = %2138
  %2174 = add i64 %2135, 1
  br label %2134

2175:                                             ; preds = %2134
  %2176 = call ptr @malloc(i64 65600)
  %2177 = ptrtoint ptr %2176 to i64
  %2178 = add i64 %2177, 63
  %2179 = urem i64 %2178, 64
  %2180 = sub i64 %2178, %2179
  %2181 = inttoptr i64 %2180 to ptr
  %2182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2176, 0
  %2183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2182, ptr %2181, 1
  %2184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2183, i64 0, 2
  %2185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2184, i64 1, 3, 0
  %2186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2185, i64 64, 3, 1
  %2187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2186, i64 16, 3, 2
  %2188 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2187, i64 16, 3, 3
  %2189 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2188, i64 16384, 4, 0
  %2190 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2189, i64 256, 4, 1
  %2191 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2190, i64 16, 4, 2
  %2192 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2191, i64 1, 4, 3
  br label %2193

2193:                                             ; preds = %2231, %2175
  %2194 = phi i64 [ %2232, %2231 ], [ 0, %2175 ]
  %2195 = icmp slt i64 %2194, 1
  br i1 %2195, label %2196, label %2233

2196:                                             ; preds = %2193
  br label %2197

2197:                                             ; preds = %2229, %2196
  %2198 = phi i64 [ %2230, %2229 ], [ 0, %2196 ]
  %2199 = icmp slt i64 %2198, 64
  br i1 %2199, label %2200, label %2231

2200:                                             ; preds = %2197
  br label %2201

2201:                                             ; preds = %2227, %2200
  %2202 = phi i64 [ %2228, %2227 ], [ 0, %2200 ]
  %2203 = icmp slt i64 %2202, 16
  br i1 %2203, label %2204, label %2229

2204:                                             ; preds = %2201
  br label %2205

2205:                                             ; preds = %2208, %2204
  %2206 = phi i64 [ %2226, %2208 ], [ 0, %2204 ]
  %2207 = icmp slt i64 %2206, 16
  br i1 %2207, label %2208, label %2227

2208:                                             ; preds = %2205
  %2209 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 1
  %2210 = mul nuw nsw i64 %2194, 16384
  %2211 = mul nuw nsw i64 %2198, 256
  %2212 = add nuw nsw i64 %2210, %2211
  %2213 = mul nuw nsw i64 %2202, 16
  %2214 = add nuw nsw i64 %2212, %2213
  %2215 = add nuw nsw i64 %2214, %2206
  %2216 = getelementptr inbounds nuw float, ptr %2209, i64 %2215
  %2217 = load float, ptr %2216, align 4
  %2218 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, 1
  %2219 = mul nuw nsw i64 %2194, 16384
  %2220 = mul nuw nsw i64 %2198, 256
  %2221 = add nuw nsw i64 %2219, %2220
  %2222 = mul nuw nsw i64 %2202, 16
  %2223 = add nuw nsw i64 %2221, %2222
  %2224 = add nuw nsw i64 %2223, %2206
  %2225 = getelementptr inbounds nuw float, ptr %2218, i64 %2224
  store float %2217, ptr %2225, align 4
  %2226 = add i64 %2206, 1
  br label %2205

2227:                                             ; preds = %2205
  %2228 = add i64 %2202, 1
  br label %2201

2229:                                             ; preds = %2201
  %2230 = add i64 %2198, 1
  br label %2197

2231:                                             ; preds = %2197
  %2232 = add i64 %2194, 1
  br label %2193

2233:                                             ; preds = %2193
  br label %2234

2234:                                             ; preds = %2311, %2233
  %2235 = phi i64 [ %2312, %2311 ], [ 0, %2233 ]
  %2236 = icmp slt i64 %2235, 1
  br i1 %2236, label %2237, label %2313

2237:                                             ; preds = %2234
  br label %2238

2238:                                             ; preds = %2309, %2237
  %2239 = phi i64 [ %2310, %2309 ], [ 0, %2237 ]
  %2240 = icmp slt i64 %2239, 64
  br i1 %2240, label %2241, label %2311

2241:                                             ; preds = %2238
  br label %2242

2242:                                             ; preds = %2307, %2241
  %2243 = phi i64 [ %2308, %2307 ], [ 0, %2241 ]
  %2244 = icmp slt i64 %2243, 16
  br i1 %2244, label %2245, label %2309

2245:                                             ; preds = %2242
  br label %2246

2246:                                             ; preds = %2305, %2245
  %2247 = phi i64 [ %2306, %2305 ], [ 0, %2245 ]
  %2248 = icmp slt i64 %2247, 16
  br i1 %2248, label %2249, label %2307

2249:                                             ; preds = %2246
  br label %2250

2250:                                             ; preds = %2303, %2249
  %2251 = phi i64 [ %2304, %2303 ], [ 0, %2249 ]
  %2252 = icmp slt i64 %2251, 64
  br i1 %2252, label %2253, label %2305

2253:                                             ; preds = %2250
  br label %2254

2254:                                             ; preds = %2301, %2253
  %2255 = phi i64 [ %2302, %2301 ], [ 0, %2253 ]
  %2256 = icmp slt i64 %2255, 3
  br i1 %2256, label %2257, label %2303

2257:                                             ; preds = %2254
  br label %2258

2258:                                             ; preds = %2261, %2257
  %2259 = phi i64 [ %2300, %2261 ], [ 0, %2257 ]
  %2260 = icmp slt i64 %2259, 3
  br i1 %2260, label %2261, label %2301

2261:                                             ; preds = %2258
  %2262 = add i64 %2243, %2255
  %2263 = add i64 %2247, %2259
  %2264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2079, 1
  %2265 = mul nuw nsw i64 %2235, 20736
  %2266 = mul nuw nsw i64 %2251, 324
  %2267 = add nuw nsw i64 %2265, %2266
  %2268 = mul nuw nsw i64 %2262, 18
  %2269 = add nuw nsw i64 %2267, %2268
  %2270 = add nuw nsw i64 %2269, %2263
  %2271 = getelementptr inbounds nuw float, ptr %2264, i64 %2270
  %2272 = load float, ptr %2271, align 4
  %2273 = mul nuw nsw i64 %2239, 576
  %2274 = mul nuw nsw i64 %2251, 9
  %2275 = add nuw nsw i64 %2273, %2274
  %2276 = mul nuw nsw i64 %2255, 3
  %2277 = add nuw nsw i64 %2275, %2276
  %2278 = add nuw nsw i64 %2277, %2259
  %2279 = getelementptr inbounds nuw float, ptr @__constant_64x64x3x3xf32, i64 %2278
  %2280 = load float, ptr %2279, align 4
  %2281 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, 1
  %2282 = mul nuw nsw i64 %2235, 16384
  %2283 = mul nuw nsw i64 %2239, 256
  %2284 = add nuw nsw i64 %2282, %2283
  %2285 = mul nuw nsw i64 %2243, 16
  %2286 = add nuw nsw i64 %2284, %2285
  %2287 = add nuw nsw i64 %2286, %2247
  %2288 = getelementptr inbounds nuw float, ptr %2281, i64 %2287
  %2289 = load float, ptr %2288, align 4
  %2290 = fmul float %2272, %2280
  %2291 = fadd float %2289, %2290
  %2292 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, 1
  %2293 = mul nuw nsw i64 %2235, 16384
  %2294 = mul nuw nsw i64 %2239, 256
  %2295 = add nuw nsw i64 %2293, %2294
  %2296 = mul nuw nsw i64 %2243, 16
  %2297 = add nuw nsw i64 %2295, %2296
  %2298 = add nuw nsw i64 %2297, %2247
  %2299 = getelementptr inbounds nuw float, ptr %2292, i64 %2298
  store float %2291, ptr %2299, align 4
  %2300 = add i64 %2259, 1
  br label %2258

2301:                                             ; preds = %2258
  %2302 = add i64 %2255, 1
  br label %2254

2303:                                             ; preds = %2254
  %2304 = add i64 %2251, 1
  br label %2250

2305:                                             ; preds = %2250
  %2306 = add i64 %2247, 1
  br label %2246

2307:                                             ; preds = %2246
  %2308 = add i64 %2243, 1
  br label %2242

2309:                                             ; preds = %2242
  %2310 = add i64 %2239, 1
  br label %2238

2311:                                             ; preds = %2238
  %2312 = add i64 %2235, 1
  br label %2234

2313:                                             ; preds = %2234
  %2314 = call ptr @malloc(i64 65600)
  %2315 = ptrtoint ptr %2314 to i64
  %2316 = add i64 %2315, 63
  %2317 = urem i64 %2316, 64
  %2318 = sub i64 %2316, %2317
  %2319 = inttoptr i64 %2318 to ptr
  %2320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2314, 0
  %2321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2320, ptr %2319, 1
  %2322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2321, i64 0, 2
  %2323 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2322, i64 1, 3, 0
  %2324 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2323, i64 64, 3, 1
  %2325 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2324, i64 16, 3, 2
  %2326 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2325, i64 16, 3, 3
  %2327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2326, i64 16384, 4, 0
  %2328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2327, i64 256, 4, 1
  %2329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2328, i64 16, 4, 2
  %2330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2329, i64 1, 4, 3
  br label %2331

2331:                                             ; preds = %2404, %2313
  %2332 = phi i64 [ %2405, %2404 ], [ 0, %2313 ]
  %2333 = icmp slt i64 %2332, 1
  br i1 %2333, label %2334, label %2406

2334:                                             ; preds = %2331
  br label %2335

2335:                                             ; preds = %2402, %2334
  %2336 = phi i64 [ %2403, %2402 ], [ 0, %2334 ]
  %2337 = icmp slt i64 %2336, 64
  br i1 %2337, label %2338, label %2404

2338:                                             ; preds = %2335
  br label %2339

2339:                                             ; preds = %2400, %2338
  %2340 = phi i64 [ %2401, %2400 ], [ 0, %2338 ]
  %2341 = icmp slt i64 %2340, 16
  br i1 %2341, label %2342, label %2402

2342:                                             ; preds = %2339
  br label %2343

2343:                                             ; preds = %2346, %2342
  %2344 = phi i64 [ %2399, %2346 ], [ 0, %2342 ]
  %2345 = icmp slt i64 %2344, 16
  br i1 %2345, label %2346, label %2400

2346:                                             ; preds = %2343
  %2347 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, 1
  %2348 = mul nuw nsw i64 %2332, 16384
  %2349 = mul nuw nsw i64 %2336, 256
  %2350 = add nuw nsw i64 %2348, %2349
  %2351 = mul nuw nsw i64 %2340, 16
  %2352 = add nuw nsw i64 %2350, %2351
  %2353 = add nuw nsw i64 %2352, %2344
  %2354 = getelementptr inbounds nuw float, ptr %2347, i64 %2353
  %2355 = load float, ptr %2354, align 4
  %2356 = add nuw nsw i64 %2336, 0
  %2357 = add nuw nsw i64 %2356, 0
  %2358 = getelementptr inbounds nuw float, ptr @__constant_64xf32_65, i64 %2357
  %2359 = load float, ptr %2358, align 4
  %2360 = add nuw nsw i64 %2336, 0
  %2361 = add nuw nsw i64 %2360, 0
  %2362 = getelementptr inbounds nuw float, ptr @__constant_64xf32_64, i64 %2361
  %2363 = load float, ptr %2362, align 4
  %2364 = add nuw nsw i64 %2336, 0
  %2365 = add nuw nsw i64 %2364, 0
  %2366 = getelementptr inbounds nuw float, ptr @__constant_64xf32_63, i64 %2365
  %2367 = load float, ptr %2366, align 4
  %2368 = add nuw nsw i64 %2336, 0
  %2369 = add nuw nsw i64 %2368, 0
  %2370 = getelementptr inbounds nuw float, ptr @__constant_64xf32, i64 %2369
  %2371 = load float, ptr %2370, align 4
  %2372 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, 1
  %2373 = mul nuw nsw i64 %2332, 16384
  %2374 = mul nuw nsw i64 %2336, 256
  %2375 = add nuw nsw i64 %2373, %2374
  %2376 = mul nuw nsw i64 %2340, 16
  %2377 = add nuw nsw i64 %2375, %2376
  %2378 = add nuw nsw i64 %2377, %2344
  %2379 = getelementptr inbounds nuw float, ptr %2372, i64 %2378
  %2380 = load float, ptr %2379, align 4
  %2381 = fadd float %2363, f0x3727C5AC
  %2382 = call float @llvm.sqrt.f32(float %2381)
  %2383 = fdiv float 1.000000e+00, %2382
  %2384 = fsub float %2355, %2359
  %2385 = fmul float %2384, %2383
  %2386 = fmul float %2385, %2367
  %2387 = fadd float %2386, %2371
  %2388 = fadd float %2387, %2380
  %2389 = fcmp ugt float %2388, 0.000000e+00
  %2390 = select i1 %2389, float %2388, float 0.000000e+00
  %2391 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2392 = mul nuw nsw i64 %2332, 16384
  %2393 = mul nuw nsw i64 %2336, 256
  %2394 = add nuw nsw i64 %2392, %2393
  %2395 = mul nuw nsw i64 %2340, 16
  %2396 = add nuw nsw i64 %2394, %2395
  %2397 = add nuw nsw i64 %2396, %2344
  %2398 = getelementptr inbounds nuw float, ptr %2391, i64 %2397
  store float %2390, ptr %2398, align 4
  %2399 = add i64 %2344, 1
  br label %2343

2400:                                             ; preds = %2343
  %2401 = add i64 %2340, 1
  br label %2339

2402:                                             ; preds = %2339
  %2403 = add i64 %2336, 1
  br label %2335

2404:                                             ; preds = %2335
  %2405 = add i64 %2332, 1
  br label %2331

2406:                                             ; preds = %2331
  %2407 = call ptr @malloc(i64 83008)
  %2408 = ptrtoint ptr %2407 to i64
  %2409 = add i64 %2408, 63
  %2410 = urem i64 %2409, 64
  %2411 = sub i64 %2409, %2410
  %2412 = inttoptr i64 %2411 to ptr
  %2413 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2407, 0
  %2414 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2413, ptr %2412, 1
  %2415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2414, i64 0, 2
  %2416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2415, i64 1, 3, 0
  %2417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2416, i64 64, 3, 1
  %2418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2417, i64 18, 3, 2
  %2419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2418, i64 18, 3, 3
  %2420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2419, i64 20736, 4, 0
  %2421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2420, i64 324, 4, 1
  %2422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2421, i64 18, 4, 2
  %2423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2422, i64 1, 4, 3
  br label %2424

2424:                                             ; preds = %2453, %2406
  %2425 = phi i64 [ %2454, %2453 ], [ 0, %2406 ]
  %2426 = icmp slt i64 %2425, 1
  br i1 %2426, label %2427, label %2455

2427:                                             ; preds = %2424
  br label %2428

2428:                                             ; preds = %2451, %2427
  %2429 = phi i64 [ %2452, %2451 ], [ 0, %2427 ]
  %2430 = icmp slt i64 %2429, 64
  br i1 %2430, label %2431, label %2453

2431:                                             ; preds = %2428
  br label %2432

2432:                                             ; preds = %2449, %2431
  %2433 = phi i64 [ %2450, %2449 ], [ 0, %2431 ]
  %2434 = icmp slt i64 %2433, 18
  br i1 %2434, label %2435, label %2451

2435:                                             ; preds = %2432
  br label %2436

2436:                                             ; preds = %2439, %2435
  %2437 = phi i64 [ %2448, %2439 ], [ 0, %2435 ]
  %2438 = icmp slt i64 %2437, 18
  br i1 %2438, label %2439, label %2449

2439:                                             ; preds = %2436
  %2440 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, 1
  %2441 = mul nuw nsw i64 %2425, 20736
  %2442 = mul nuw nsw i64 %2429, 324
  %2443 = add nuw nsw i64 %2441, %2442
  %2444 = mul nuw nsw i64 %2433, 18
  %2445 = add nuw nsw i64 %2443, %2444
  %2446 = add nuw nsw i64 %2445, %2437
  %2447 = getelementptr inbounds nuw float, ptr %2440, i64 %2446
  store float 0.000000e+00, ptr %2447, align 4
  %2448 = add i64 %2437, 1
  br label %2436

2449:                                             ; preds = %2436
  %2450 = add i64 %2433, 1
  br label %2432

2451:                                             ; preds = %2432
  %2452 = add i64 %2429, 1
  br label %2428

2453:                                             ; preds = %2428
  %2454 = add i64 %2425, 1
  br label %2424

2455:                                             ; preds = %2424
  %2456 = call ptr @malloc(i64 83008)
  %2457 = ptrtoint ptr %2456 to i64
  %2458 = add i64 %2457, 63
  %2459 = urem i64 %2458, 64
  %2460 = sub i64 %2458, %2459
  %2461 = inttoptr i64 %2460 to ptr
  %2462 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2456, 0
  %2463 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2462, ptr %2461, 1
  %2464 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2463, i64 0, 2
  %2465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2464, i64 1, 3, 0
  %2466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2465, i64 64, 3, 1
  %2467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2466, i64 18, 3, 2
  %2468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2467, i64 18, 3, 3
  %2469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2468, i64 20736, 4, 0
  %2470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2469, i64 324, 4, 1
  %2471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2470, i64 18, 4, 2
  %2472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2471, i64 1, 4, 3
  br label %2473

2473:                                             ; preds = %2511, %2455
  %2474 = phi i64 [ %2512, %2511 ], [ 0, %2455 ]
  %2475 = icmp slt i64 %2474, 1
  br i1 %2475, label %2476, label %2513

2476:                                             ; preds = %2473
  br label %2477

2477:                                             ; preds = %2509, %2476
  %2478 = phi i64 [ %2510, %2509 ], [ 0, %2476 ]
  %2479 = icmp slt i64 %2478, 64
  br i1 %2479, label %2480, label %2511

2480:                                             ; preds = %2477
  br label %2481

2481:                                             ; preds = %2507, %2480
  %2482 = phi i64 [ %2508, %2507 ], [ 0, %2480 ]
  %2483 = icmp slt i64 %2482, 18
  br i1 %2483, label %2484, label %2509

2484:                                             ; preds = %2481
  br label %2485

2485:                                             ; preds = %2488, %2484
  %2486 = phi i64 [ %2506, %2488 ], [ 0, %2484 ]
  %2487 = icmp slt i64 %2486, 18
  br i1 %2487, label %2488, label %2507

2488:                                             ; preds = %2485
  %2489 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, 1
  %2490 = mul nuw nsw i64 %2474, 20736
  %2491 = mul nuw nsw i64 %2478, 324
  %2492 = add nuw nsw i64 %2490, %2491
  %2493 = mul nuw nsw i64 %2482, 18
  %2494 = add nuw nsw i64 %2492, %2493
  %2495 = add nuw nsw i64 %2494, %2486
  %2496 = getelementptr inbounds nuw float, ptr %2489, i64 %2495
  %2497 = load float, ptr %2496, align 4
  %2498 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, 1
  %2499 = mul nuw nsw i64 %2474, 20736
  %2500 = mul nuw nsw i64 %2478, 324
  %2501 = add nuw nsw i64 %2499, %2500
  %2502 = mul nuw nsw i64 %2482, 18
  %2503 = add nuw nsw i64 %2501, %2502
  %2504 = add nuw nsw i64 %2503, %2486
  %2505 = getelementptr inbounds nuw float, ptr %2498, i64 %2504
  store float %2497, ptr %2505, align 4
  %2506 = add i64 %2486, 1
  br label %2485

2507:                                             ; preds = %2485
  %2508 = add i64 %2482, 1
  br label %2481

2509:                                             ; preds = %2481
  %2510 = add i64 %2478, 1
  br label %2477

2511:                                             ; preds = %2477
  %2512 = add i64 %2474, 1
  br label %2473

2513:                                             ; preds = %2473
  %2514 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, 0
  %2515 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, 1
  %2516 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2514, 0
  %2517 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2516, ptr %2515, 1
  %2518 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2517, i64 19, 2
  %2519 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2518, i64 1, 3, 0
  %2520 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2519, i64 20736, 4, 0
  %2521 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2520, i64 64, 3, 1
  %2522 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2521, i64 324, 4, 1
  %2523 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2522, i64 16, 3, 2
  %2524 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2523, i64 18, 4, 2
  %2525 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2524, i64 16, 3, 3
  %2526 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2525, i64 1, 4, 3
  br label %2527

2527:                                             ; preds = %2566, %2513
  %2528 = phi i64 [ %2567, %2566 ], [ 0, %2513 ]
  %2529 = icmp slt i64 %2528, 1
  br i1 %2529, label %2530, label %2568

2530:                                             ; preds = %2527
  br label %2531

2531:                                             ; preds = %2564, %2530
  %2532 = phi i64 [ %2565, %2564 ], [ 0, %2530 ]
  %2533 = icmp slt i64 %2532, 64
  br i1 %2533, label %2534, label %2566

2534:                                             ; preds = %2531
  br label %2535

2535:                                             ; preds = %2562, %2534
  %2536 = phi i64 [ %2563, %2562 ], [ 0, %2534 ]
  %2537 = icmp slt i64 %2536, 16
  br i1 %2537, label %2538, label %2564

2538:                                             ; preds = %2535
  br label %2539

2539:                                             ; preds = %2542, %2538
  %2540 = phi i64 [ %2561, %2542 ], [ 0, %2538 ]
  %2541 = icmp slt i64 %2540, 16
  br i1 %2541, label %2542, label %2562

2542:                                             ; preds = %2539
  %2543 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %2544 = mul nuw nsw i64 %2528, 16384
  %2545 = mul nuw nsw i64 %2532, 256
  %2546 = add nuw nsw i64 %2544, %2545
  %2547 = mul nuw nsw i64 %2536, 16
  %2548 = add nuw nsw i64 %2546, %2547
  %2549 = add nuw nsw i64 %2548, %2540
  %2550 = getelementptr inbounds nuw float, ptr %2543, i64 %2549
  %2551 = load float, ptr %2550, align 4
  %2552 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2526, 1
  %2553 = getelementptr float, ptr %2552, i64 19
  %2554 = mul nuw nsw i64 %2528, 20736
  %2555 = mul nuw nsw i64 %2532, 324
  %2556 = add nuw nsw i64 %2554, %2555
  %2557 = mul nuw nsw i64 %2536, 18
  %2558 = add nuw nsw i64 %2556, %2557
  %2559 = add nuw nsw i64 %2558, %2540
  %2560 = getelementptr inbounds nuw float, ptr %2553, i64 %2559
  store float %2551, ptr %2560, align 4
  %2561 = add i64 %2540, 1
  br label %2539

2562:                                             ; preds = %2539
  %2563 = add i64 %2536, 1
  br label %2535

2564:                                             ; preds = %2535
  %2565 = add i64 %2532, 1
  br label %2531

2566:                                             ; preds = %2531
  %2567 = add i64 %2528, 1
  br label %2527

2568:                                             ; preds = %2527
  %2569 = call ptr @malloc(i64 32832)
  %2570 = ptrtoint ptr %2569 to i64
  %2571 = add i64 %2570, 63
  %2572 = urem i64 %2571, 64
  %2573 = sub i64 %2571, %2572
  %2574 = inttoptr i64 %2573 to ptr
  %2575 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2569, 0
  %2576 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2575, ptr %2574, 1
  %2577 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2576, i64 0, 2
  %2578 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2577, i64 1, 3, 0
  %2579 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2578, i64 128, 3, 1
  %2580 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2579, i64 8, 3, 2
  %2581 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2580, i64 8, 3, 3
  %2582 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2581, i64 8192, 4, 0
  %2583 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2582, i64 64, 4, 1
  %2584 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2583, i64 8, 4, 2
  %2585 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2584, i64 1, 4, 3
  br label %2586

2586:                                             ; preds = %2615, %2568
  %2587 = phi i64 [ %2616, %2615 ], [ 0, %2568 ]
  %2588 = icmp slt i64 %2587, 1
  br i1 %2588, label %2589, label %2617

2589:                                             ; preds = %2586
  br label %2590

2590:                                             ; preds = %2613, %2589
  %2591 = phi i64 [ %2614, %2613 ], [ 0, %2589 ]
  %2592 = icmp slt i64 %2591, 128
  br i1 %2592, label %2593, label %2615

2593:                                             ; preds = %2590
  br label %2594

2594:                                             ; preds = %2611, %2593
  %2595 = phi i64 [ %2612, %2611 ], [ 0, %2593 ]
  %2596 = icmp slt i64 %2595, 8
  br i1 %2596, label %2597, label %2613

2597:                                             ; preds = %2594
  br label %2598

2598:                                             ; preds = %2601, %2597
  %2599 = phi i64 [ %2610, %2601 ], [ 0, %2597 ]
  %2600 = icmp slt i64 %2599, 8
  br i1 %2600, label %2601, label %2611

2601:                                             ; preds = %2598
  %2602 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %2603 = mul nuw nsw i64 %2587, 8192
  %2604 = mul nuw nsw i64 %2591, 64
  %2605 = add nuw nsw i64 %2603, %2604
  %2606 = mul nuw nsw i64 %2595, 8
  %2607 = add nuw nsw i64 %2605, %2606
  %2608 = add nuw nsw i64 %2607, %2599
  %2609 = getelementptr inbounds nuw float, ptr %2602, i64 %2608
  store float 0.000000e+00, ptr %2609, align 4
  %2610 = add i64 %2599, 1
  br label %2598

2611:                                             ; preds = %2598
  %2612 = add i64 %2595, 1
  br label %2594

2613:                                             ; preds = %2594
  %2614 = add i64 %2591, 1
  br label %2590

2615:                                             ; preds = %2590
  %2616 = add i64 %2587, 1
  br label %2586

2617:                                             ; preds = %2586
  %2618 = call ptr @malloc(i64 32832)
  %2619 = ptrtoint ptr %2618 to i64
  %2620 = add i64 %2619, 63
  %2621 = urem i64 %2620, 64
  %2622 = sub i64 %2620, %2621
  %2623 = inttoptr i64 %2622 to ptr
  %2624 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2618, 0
  %2625 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2624, ptr %2623, 1
  %2626 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2625, i64 0, 2
  %2627 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2626, i64 1, 3, 0
  %2628 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2627, i64 128, 3, 1
  %2629 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2628, i64 8, 3, 2
  %2630 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2629, i64 8, 3, 3
  %2631 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2630, i64 8192, 4, 0
  %2632 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2631, i64 64, 4, 1
  %2633 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2632, i64 8, 4, 2
  %2634 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2633, i64 1, 4, 3
  br label %2635

2635:                                             ; preds = %2673, %2617
  %2636 = phi i64 [ %2674, %2673 ], [ 0, %2617 ]
  %2637 = icmp slt i64 %2636, 1
  br i1 %2637, label %2638, label %2675

2638:                                             ; preds = %2635
  br label %2639

2639:                                             ; preds = %2671, %2638
  %2640 = phi i64 [ %2672, %2671 ], [ 0, %2638 ]
  %2641 = icmp slt i64 %2640, 128
  br i1 %2641, label %2642, label %2673

2642:                                             ; preds = %2639
  br label %2643

2643:                                             ; preds = %2669, %2642
  %2644 = phi i64 [ %2670, %2669 ], [ 0, %2642 ]
  %2645 = icmp slt i64 %2644, 8
  br i1 %2645, label %2646, label %2671

2646:                                             ; preds = %2643
  br label %2647

2647:                                             ; preds = %2650, %2646
  %2648 = phi i64 [ %2668, %2650 ], [ 0, %2646 ]
  %2649 = icmp slt i64 %2648, 8
  br i1 %2649, label %2650, label %2669

2650:                                             ; preds = %2647
  %2651 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %2652 = mul nuw nsw i64 %2636, 8192
  %2653 = mul nuw nsw i64 %2640, 64
  %2654 = add nuw nsw i64 %2652, %2653
  %2655 = mul nuw nsw i64 %2644, 8
  %2656 = add nuw nsw i64 %2654, %2655
  %2657 = add nuw nsw i64 %2656, %2648
  %2658 = getelementptr inbounds nuw float, ptr %2651, i64 %2657
  %2659 = load float, ptr %2658, align 4
  %2660 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, 1
  %2661 = mul nuw nsw i64 %2636, 8192
  %2662 = mul nuw nsw i64 %2640, 64
  %2663 = add nuw nsw i64 %2661, %2662
  %2664 = mul nuw nsw i64 %2644, 8
  %2665 = add nuw nsw i64 %2663, %2664
  %2666 = add nuw nsw i64 %2665, %2648
  %2667 = getelementptr inbounds nuw float, ptr %2660, i64 %2666
  store float %2659, ptr %2667, align 4
  %2668 = add i64 %2648, 1
  br label %2647

2669:                                             ; preds = %2647
  %2670 = add i64 %2644, 1
  br label %2643

2671:                                             ; preds = %2643
  %2672 = add i64 %2640, 1
  br label %2639

2673:                                             ; preds = %2639
  %2674 = add i64 %2636, 1
  br label %2635

2675:                                             ; preds = %2635
  br label %2676

2676:                                             ; preds = %2755, %2675
  %2677 = phi i64 [ %2756, %2755 ], [ 0, %2675 ]
  %2678 = icmp slt i64 %2677, 1
  br i1 %2678, label %2679, label %2757

2679:                                             ; preds = %2676
  br label %2680

2680:                                             ; preds = %2753, %2679
  %2681 = phi i64 [ %2754, %2753 ], [ 0, %2679 ]
  %2682 = icmp slt i64 %2681, 128
  br i1 %2682, label %2683, label %2755

2683:                                             ; preds = %2680
  br label %2684

2684:                                             ; preds = %2751, %2683
  %2685 = phi i64 [ %2752, %2751 ], [ 0, %2683 ]
  %2686 = icmp slt i64 %2685, 8
  br i1 %2686, label %2687, label %2753

2687:                                             ; preds = %2684
  br label %2688

2688:                                             ; preds = %2749, %2687
  %2689 = phi i64 [ %2750, %2749 ], [ 0, %2687 ]
  %2690 = icmp slt i64 %2689, 8
  br i1 %2690, label %2691, label %2751

2691:                                             ; preds = %2688
  br label %2692

2692:                                             ; preds = %2747, %2691
  %2693 = phi i64 [ %2748, %2747 ], [ 0, %2691 ]
  %2694 = icmp slt i64 %2693, 64
  br i1 %2694, label %2695, label %2749

2695:                                             ; preds = %2692
  br label %2696

2696:                                             ; preds = %2745, %2695
  %2697 = phi i64 [ %2746, %2745 ], [ 0, %2695 ]
  %2698 = icmp slt i64 %2697, 3
  br i1 %2698, label %2699, label %2747

2699:                                             ; preds = %2696
  br label %2700

2700:                                             ; preds = %2703, %2699
  %2701 = phi i64 [ %2744, %2703 ], [ 0, %2699 ]
  %2702 = icmp slt i64 %2701, 3
  br i1 %2702, label %2703, label %2745

2703:                                             ; preds = %2700
  %2704 = mul nsw i64 %2685, 2
  %2705 = add i64 %2704, %2697
  %2706 = mul nsw i64 %2689, 2
  %2707 = add i64 %2706, %2701
  %2708 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, 1
  %2709 = mul nuw nsw i64 %2677, 20736
  %2710 = mul nuw nsw i64 %2693, 324
  %2711 = add nuw nsw i64 %2709, %2710
  %2712 = mul nuw nsw i64 %2705, 18
  %2713 = add nuw nsw i64 %2711, %2712
  %2714 = add nuw nsw i64 %2713, %2707
  %2715 = getelementptr inbounds nuw float, ptr %2708, i64 %2714
  %2716 = load float, ptr %2715, align 4
  %2717 = mul nuw nsw i64 %2681, 576
  %2718 = mul nuw nsw i64 %2693, 9
  %2719 = add nuw nsw i64 %2717, %2718
  %2720 = mul nuw nsw i64 %2697, 3
  %2721 = add nuw nsw i64 %2719, %2720
  %2722 = add nuw nsw i64 %2721, %2701
  %2723 = getelementptr inbounds nuw float, ptr @__constant_128x64x3x3xf32, i64 %2722
  %2724 = load float, ptr %2723, align 4
  %2725 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, 1
  %2726 = mul nuw nsw i64 %2677, 8192
  %2727 = mul nuw nsw i64 %2681, 64
  %2728 = add nuw nsw i64 %2726, %2727
  %2729 = mul nuw nsw i64 %2685, 8
  %2730 = add nuw nsw i64 %2728, %2729
  %2731 = add nuw nsw i64 %2730, %2689
  %2732 = getelementptr inbounds nuw float, ptr %2725, i64 %2731
  %2733 = load float, ptr %2732, align 4
  %2734 = fmul float %2716, %2724
  %2735 = fadd float %2733, %2734
  %2736 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, 1
  %2737 = mul nuw nsw i64 %2677, 8192
  %2738 = mul nuw nsw i64 %2681, 64
  %2739 = add nuw nsw i64 %2737, %2738
  %2740 = mul nuw nsw i64 %2685, 8
  %2741 = add nuw nsw i64 %2739, %2740
  %2742 = add nuw nsw i64 %2741, %2689
  %2743 = getelementptr inbounds nuw float, ptr %2736, i64 %2742
  store float %2735, ptr %2743, align 4
  %2744 = add i64 %2701, 1
  br label %2700

2745:                                             ; preds = %2700
  %2746 = add i64 %2697, 1
  br label %2696

2747:                                             ; preds = %2696
  %2748 = add i64 %2693, 1
  br label %2692

2749:                                             ; preds = %2692
  %2750 = add i64 %2689, 1
  br label %2688

2751:                                             ; preds = %2688
  %2752 = add i64 %2685, 1
  br label %2684

2753:                                             ; preds = %2684
  %2754 = add i64 %2681, 1
  br label %2680

2755:                                             ; preds = %2680
  %2756 = add i64 %2677, 1
  br label %2676

2757:                                             ; preds = %2676
  %2758 = call ptr @malloc(i64 32832)
  %2759 = ptrtoint ptr %2758 to i64
  %2760 = add i64 %2759, 63
  %2761 = urem i64 %2760, 64
  %2762 = sub i64 %2760, %2761
  %2763 = inttoptr i64 %2762 to ptr
  %2764 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2758, 0
  %2765 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2764, ptr %2763, 1
  %2766 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2765, i64 0, 2
  %2767 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2766, i64 1, 3, 0
  %2768 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2767, i64 128, 3, 1
  %2769 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2768, i64 8, 3, 2
  %2770 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2769, i64 8, 3, 3
  %2771 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2770, i64 8192, 4, 0
  %2772 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2771, i64 64, 4, 1
  %2773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2772, i64 8, 4, 2
  %2774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2773, i64 1, 4, 3
  br label %2775

2775:                                             ; preds = %2838, %2757
  %2776 = phi i64 [ %2839, %2838 ], [ 0, %2757 ]
  %2777 = icmp slt i64 %2776, 1
  br i1 %2777, label %2778, label %2840

2778:                                             ; preds = %2775
  br label %2779

2779:                                             ; preds = %2836, %2778
  %2780 = phi i64 [ %2837, %2836 ], [ 0, %2778 ]
  %2781 = icmp slt i64 %2780, 128
  br i1 %2781, label %2782, label %2838

2782:                                             ; preds = %2779
  br label %2783

2783:                                             ; preds = %2834, %2782
  %2784 = phi i64 [ %2835, %2834 ], [ 0, %2782 ]
  %2785 = icmp slt i64 %2784, 8
  br i1 %2785, label %2786, label %2836

2786:                                             ; preds = %2783
  br label %2787

2787:                                             ; preds = %2790, %2786
  %2788 = phi i64 [ %2833, %2790 ], [ 0, %2786 ]
  %2789 = icmp slt i64 %2788, 8
  br i1 %2789, label %2790, label %2834

2790:                                             ; preds = %2787
  %2791 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, 1
  %2792 = mul nuw nsw i64 %2776, 8192
  %2793 = mul nuw nsw i64 %2780, 64
  %2794 = add nuw nsw i64 %2792, %2793
  %2795 = mul nuw nsw i64 %2784, 8
  %2796 = add nuw nsw i64 %2794, %2795
  %2797 = add nuw nsw i64 %2796, %2788
  %2798 = getelementptr inbounds nuw float, ptr %2791, i64 %2797
  %2799 = load float, ptr %2798, align 4
  %2800 = add nuw nsw i64 %2780, 0
  %2801 = add nuw nsw i64 %2800, 0
  %2802 = getelementptr inbounds nuw float, ptr @__constant_128xf32_62, i64 %2801
  %2803 = load float, ptr %2802, align 4
  %2804 = add nuw nsw i64 %2780, 0
  %2805 = add nuw nsw i64 %2804, 0
  %2806 = getelementptr inbounds nuw float, ptr @__constant_128xf32_61, i64 %2805
  %2807 = load float, ptr %2806, align 4
  %2808 = add nuw nsw i64 %2780, 0
  %2809 = add nuw nsw i64 %2808, 0
  %2810 = getelementptr inbounds nuw float, ptr @__constant_128xf32_60, i64 %2809
  %2811 = load float, ptr %2810, align 4
  %2812 = add nuw nsw i64 %2780, 0
  %2813 = add nuw nsw i64 %2812, 0
  %2814 = getelementptr inbounds nuw float, ptr @__constant_128xf32_59, i64 %2813
  %2815 = load float, ptr %2814, align 4
  %2816 = fadd float %2807, f0x3727C5AC
  %2817 = call float @llvm.sqrt.f32(float %2816)
  %2818 = fdiv float 1.000000e+00, %2817
  %2819 = fsub float %2799, %2803
  %2820 = fmul float %2819, %2818
  %2821 = fmul float %2820, %2811
  %2822 = fadd float %2821, %2815
  %2823 = fcmp ugt float %2822, 0.000000e+00
  %2824 = select i1 %2823, float %2822, float 0.000000e+00
  %2825 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2774, 1
  %2826 = mul nuw nsw i64 %2776, 8192
  %2827 = mul nuw nsw i64 %2780, 64
  %2828 = add nuw nsw i64 %2826, %2827
  %2829 = mul nuw nsw i64 %2784, 8
  %2830 = add nuw nsw i64 %2828, %2829
  %2831 = add nuw nsw i64 %2830, %2788
  %2832 = getelementptr inbounds nuw float, ptr %2825, i64 %2831
  store float %2824, ptr %2832, align 4
  %2833 = add i64 %2788, 1
  br label %2787

2834:                                             ; preds = %2787
  %2835 = add i64 %2784, 1
  br label %2783

2836:                                             ; preds = %2783
  %2837 = add i64 %2780, 1
  br label %2779

2838:                                             ; preds = %2779
  %2839 = add i64 %2776, 1
  br label %2775

2840:                                             ; preds = %2775
  %2841 = call ptr @malloc(i64 51264)
  %2842 = ptrtoint ptr %2841 to i64
  %2843 = add i64 %2842, 63
  %2844 = urem i64 %2843, 64
  %2845 = sub i64 %2843, %2844
  %2846 = inttoptr i64 %2845 to ptr
  %2847 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2841, 0
  %2848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2847, ptr %2846, 1
  %2849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2848, i64 0, 2
  %2850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2849, i64 1, 3, 0
  %2851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2850, i64 128, 3, 1
  %2852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2851, i64 10, 3, 2
  %2853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2852, i64 10, 3, 3
  %2854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2853, i64 12800, 4, 0
  %2855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2854, i64 100, 4, 1
  %2856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2855, i64 10, 4, 2
  %2857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2856, i64 1, 4, 3
  br label %2858

2858:                                             ; preds = %2887, %2840
  %2859 = phi i64 [ %2888, %2887 ], [ 0, %2840 ]
  %2860 = icmp slt i64 %2859, 1
  br i1 %2860, label %2861, label %2889

2861:                                             ; preds = %2858
  br label %2862

2862:                                             ; preds = %2885, %2861
  %2863 = phi i64 [ %2886, %2885 ], [ 0, %2861 ]
  %2864 = icmp slt i64 %2863, 128
  br i1 %2864, label %2865, label %2887

2865:                                             ; preds = %2862
  br label %2866

2866:                                             ; preds = %2883, %2865
  %2867 = phi i64 [ %2884, %2883 ], [ 0, %2865 ]
  %2868 = icmp slt i64 %2867, 10
  br i1 %2868, label %2869, label %2885

2869:                                             ; preds = %2866
  br label %2870

2870:                                             ; preds = %2873, %2869
  %2871 = phi i64 [ %2882, %2873 ], [ 0, %2869 ]
  %2872 = icmp slt i64 %2871, 10
  br i1 %2872, label %2873, label %2883

2873:                                             ; preds = %2870
  %2874 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2857, 1
  %2875 = mul nuw nsw i64 %2859, 12800
  %2876 = mul nuw nsw i64 %2863, 100
  %2877 = add nuw nsw i64 %2875, %2876
  %2878 = mul nuw nsw i64 %2867, 10
  %2879 = add nuw nsw i64 %2877, %2878
  %2880 = add nuw nsw i64 %2879, %2871
  %2881 = getelementptr inbounds nuw float, ptr %2874, i64 %2880
  store float 0.000000e+00, ptr %2881, align 4
  %2882 = add i64 %2871, 1
  br label %2870

2883:                                             ; preds = %2870
  %2884 = add i64 %2867, 1
  br label %2866

2885:                                             ; preds = %2866
  %2886 = add i64 %2863, 1
  br label %2862

2887:                                             ; preds = %2862
  %2888 = add i64 %2859, 1
  br label %2858

2889:                                             ; preds = %2858
  %2890 = call ptr @malloc(i64 51264)
  %2891 = ptrtoint ptr %2890 to i64
  %2892 = add i64 %2891, 63
  %2893 = urem i64 %2892, 64
  %2894 = sub i64 %2892, %2893
  %2895 = inttoptr i64 %2894 to ptr
  %2896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2890, 0
  %2897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2896, ptr %2895, 1
  %2898 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2897, i64 0, 2
  %2899 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2898, i64 1, 3, 0
  %2900 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2899, i64 128, 3, 1
  %2901 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2900, i64 10, 3, 2
  %2902 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2901, i64 10, 3, 3
  %2903 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2902, i64 12800, 4, 0
  %2904 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2903, i64 100, 4, 1
  %2905 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2904, i64 10, 4, 2
  %2906 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2905, i64 1, 4, 3
  br label %2907

2907:                                             ; preds = %2945, %2889
  %2908 = phi i64 [ %2946, %2945 ], [ 0, %2889 ]
  %2909 = icmp slt i64 %2908, 1
  br i1 %2909, label %2910, label %2947

2910:                                             ; preds = %2907
  br label %2911

2911:                                             ; preds = %2943, %2910
  %2912 = phi i64 [ %2944, %2943 ], [ 0, %2910 ]
  %2913 = icmp slt i64 %2912, 128
  br i1 %2913, label %2914, label %2945

2914:                                             ; preds = %2911
  br label %2915

2915:                                             ; preds = %2941, %2914
  %2916 = phi i64 [ %2942, %2941 ], [ 0, %2914 ]
  %2917 = icmp slt i64 %2916, 10
  br i1 %2917, label %2918, label %2943

2918:                                             ; preds = %2915
  br label %2919

2919:                                             ; preds = %2922, %2918
  %2920 = phi i64 [ %2940, %2922 ], [ 0, %2918 ]
  %2921 = icmp slt i64 %2920, 10
  br i1 %2921, label %2922, label %2941

2922:                                             ; preds = %2919
  %2923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2857, 1
  %2924 = mul nuw nsw i64 %2908, 12800
  %2925 = mul nuw nsw i64 %2912, 100
  %2926 = add nuw nsw i64 %2924, %2925
  %2927 = mul nuw nsw i64 %2916, 10
  %2928 = add nuw nsw i64 %2926, %2927
  %2929 = add nuw nsw i64 %2928, %2920
  %2930 = getelementptr inbounds nuw float, ptr %2923, i64 %2929
  %2931 = load float, ptr %2930, align 4
  %2932 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, 1
  %2933 = mul nuw nsw i64 %2908, 12800
  %2934 = mul nuw nsw i64 %2912, 100
  %2935 = add nuw nsw i64 %2933, %2934
  %2936 = mul nuw nsw i64 %2916, 10
  %2937 = add nuw nsw i64 %2935, %2936
  %2938 = add nuw nsw i64 %2937, %2920
  %2939 = getelementptr inbounds nuw float, ptr %2932, i64 %2938
  store float %2931, ptr %2939, align 4
  %2940 = add i64 %2920, 1
  br label %2919

2941:                                             ; preds = %2919
  %2942 = add i64 %2916, 1
  br label %2915

2943:                                             ; preds = %2915
  %2944 = add i64 %2912, 1
  br label %2911

2945:                                             ; preds = %2911
  %2946 = add i64 %2908, 1
  br label %2907

2947:                                             ; preds = %2907
  %2948 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, 0
  %2949 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, 1
  %2950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %2948, 0
  %2951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2950, ptr %2949, 1
  %2952 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2951, i64 11, 2
  %2953 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2952, i64 1, 3, 0
  %2954 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2953, i64 12800, 4, 0
  %2955 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2954, i64 128, 3, 1
  %2956 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2955, i64 100, 4, 1
  %2957 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2956, i64 8, 3, 2
  %2958 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2957, i64 10, 4, 2
  %2959 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2958, i64 8, 3, 3
  %2960 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2959, i64 1, 4, 3
  br label %2961

2961:                                             ; preds = %3000, %2947
  %2962 = phi i64 [ %3001, %3000 ], [ 0, %2947 ]
  %2963 = icmp slt i64 %2962, 1
  br i1 %2963, label %2964, label %3002

2964:                                             ; preds = %2961
  br label %2965

2965:                                             ; preds = %2998, %2964
  %2966 = phi i64 [ %2999, %2998 ], [ 0, %2964 ]
  %2967 = icmp slt i64 %2966, 128
  br i1 %2967, label %2968, label %3000

2968:                                             ; preds = %2965
  br label %2969

2969:                                             ; preds = %2996, %2968
  %2970 = phi i64 [ %2997, %2996 ], [ 0, %2968 ]
  %2971 = icmp slt i64 %2970, 8
  br i1 %2971, label %2972, label %2998

2972:                                             ; preds = %2969
  br label %2973

2973:                                             ; preds = %2976, %2972
  %2974 = phi i64 [ %2995, %2976 ], [ 0, %2972 ]
  %2975 = icmp slt i64 %2974, 8
  br i1 %2975, label %2976, label %2996

2976:                                             ; preds = %2973
  %2977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2774, 1
  %2978 = mul nuw nsw i64 %2962, 8192
  %2979 = mul nuw nsw i64 %2966, 64
  %2980 = add nuw nsw i64 %2978, %2979
  %2981 = mul nuw nsw i64 %2970, 8
  %2982 = add nuw nsw i64 %2980, %2981
  %2983 = add nuw nsw i64 %2982, %2974
  %2984 = getelementptr inbounds nuw float, ptr %2977, i64 %2983
  %2985 = load float, ptr %2984, align 4
  %2986 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2960, 1
  %2987 = getelementptr float, ptr %2986, i64 11
  %2988 = mul nuw nsw i64 %2962, 12800
  %2989 = mul nuw nsw i64 %2966, 100
  %2990 = add nuw nsw i64 %2988, %2989
  %2991 = mul nuw nsw i64 %2970, 10
  %2992 = add nuw nsw i64 %2990, %2991
  %2993 = add nuw nsw i64 %2992, %2974
  %2994 = getelementptr inbounds nuw float, ptr %2987, i64 %2993
  store float %2985, ptr %2994, align 4
  %2995 = add i64 %2974, 1
  br label %2973

2996:                                             ; preds = %2973
  %2997 = add i64 %2970, 1
  br label %2969

2998:                                             ; preds = %2969
  %2999 = add i64 %2966, 1
  br label %2965

3000:                                             ; preds = %2965
  %3001 = add i64 %2962, 1
  br label %2961

3002:                                             ; preds = %2961
  %3003 = call ptr @malloc(i64 32832)
  %3004 = ptrtoint ptr %3003 to i64
  %3005 = add i64 %3004, 63
  %3006 = urem i64 %3005, 64
  %3007 = sub i64 %3005, %3006
  %3008 = inttoptr i64 %3007 to ptr
  %3009 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3003, 0
  %3010 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3009, ptr %3008, 1
  %3011 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3010, i64 0, 2
  %3012 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3011, i64 1, 3, 0
  %3013 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3012, i64 128, 3, 1
  %3014 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3013, i64 8, 3, 2
  %3015 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3014, i64 8, 3, 3
  %3016 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3015, i64 8192, 4, 0
  %3017 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3016, i64 64, 4, 1
  %3018 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3017, i64 8, 4, 2
  %3019 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3018, i64 1, 4, 3
  br label %3020

3020:                                             ; preds = %3058, %3002
  %3021 = phi i64 [ %3059, %3058 ], [ 0, %3002 ]
  %3022 = icmp slt i64 %3021, 1
  br i1 %3022, label %3023, label %3060

3023:                                             ; preds = %3020
  br label %3024

3024:                                             ; preds = %3056, %3023
  %3025 = phi i64 [ %3057, %3056 ], [ 0, %3023 ]
  %3026 = icmp slt i64 %3025, 128
  br i1 %3026, label %3027, label %3058

3027:                                             ; preds = %3024
  br label %3028

3028:                                             ; preds = %3054, %3027
  %3029 = phi i64 [ %3055, %3054 ], [ 0, %3027 ]
  %3030 = icmp slt i64 %3029, 8
  br i1 %3030, label %3031, label %3056

3031:                                             ; preds = %3028
  br label %3032

3032:                                             ; preds = %3035, %3031
  %3033 = phi i64 [ %3053, %3035 ], [ 0, %3031 ]
  %3034 = icmp slt i64 %3033, 8
  br i1 %3034, label %3035, label %3054

3035:                                             ; preds = %3032
  %3036 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %3037 = mul nuw nsw i64 %3021, 8192
  %3038 = mul nuw nsw i64 %3025, 64
  %3039 = add nuw nsw i64 %3037, %3038
  %3040 = mul nuw nsw i64 %3029, 8
  %3041 = add nuw nsw i64 %3039, %3040
  %3042 = add nuw nsw i64 %3041, %3033
  %3043 = getelementptr inbounds nuw float, ptr %3036, i64 %3042
  %3044 = load float, ptr %3043, align 4
  %3045 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3019, 1
  %3046 = mul nuw nsw i64 %3021, 8192
  %3047 = mul nuw nsw i64 %3025, 64
  %3048 = add nuw nsw i64 %3046, %3047
  %3049 = mul nuw nsw i64 %3029, 8
  %3050 = add nuw nsw i64 %3048, %3049
  %3051 = add nuw nsw i64 %3050, %3033
  %3052 = getelementptr inbounds nuw float, ptr %3045, i64 %3051
  store float %3044, ptr %3052, align 4
  %3053 = add i64 %3033, 1
  br label %3032

3054:                                             ; preds = %3032
  %3055 = add i64 %3029, 1
  br label %3028

3056:                                             ; preds = %3028
  %3057 = add i64 %3025, 1
  br label %3024

3058:                                             ; preds = %3024
  %3059 = add i64 %3021, 1
  br label %3020

3060:                                             ; preds = %3020
  br label %3061

3061:                                             ; preds = %3138, %3060
  %3062 = phi i64 [ %3139, %3138 ], [ 0, %3060 ]
  %3063 = icmp slt i64 %3062, 1
  br i1 %3063, label %3064, label %3140

3064:                                             ; preds = %3061
  br label %3065

3065:                                             ; preds = %3136, %3064
  %3066 = phi i64 [ %3137, %3136 ], [ 0, %3064 ]
  %3067 = icmp slt i64 %3066, 128
  br i1 %3067, label %3068, label %3138

3068:                                             ; preds = %3065
  br label %3069

3069:                                             ; preds = %3134, %3068
  %3070 = phi i64 [ %3135, %3134 ], [ 0, %3068 ]
  %3071 = icmp slt i64 %3070, 8
  br i1 %3071, label %3072, label %3136

3072:                                             ; preds = %3069
  br label %3073

3073:                                             ; preds = %3132, %3072
  %3074 = phi i64 [ %3133, %3132 ], [ 0, %3072 ]
  %3075 = icmp slt i64 %3074, 8
  br i1 %3075, label %3076, label %3134

3076:                                             ; preds = %3073
  br label %3077

3077:                                             ; preds = %3130, %3076
  %3078 = phi i64 [ %3131, %3130 ], [ 0, %3076 ]
  %3079 = icmp slt i64 %3078, 128
  br i1 %3079, label %3080, label %3132

3080:                                             ; preds = %3077
  br label %3081

3081:                                             ; preds = %3128, %3080
  %3082 = phi i64 [ %3129, %3128 ], [ 0, %3080 ]
  %3083 = icmp slt i64 %3082, 3
  br i1 %3083, label %3084, label %3130

3084:                                             ; preds = %3081
  br label %3085

3085:                                             ; preds = %3088, %3084
  %3086 = phi i64 [ %3127, %3088 ], [ 0, %3084 ]
  %3087 = icmp slt i64 %3086, 3
  br i1 %3087, label %3088, label %3128

3088:                                             ; preds = %3085
  %3089 = add i64 %3070, %3082
  %3090 = add i64 %3074, %3086
  %3091 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, 1
  %3092 = mul nuw nsw i64 %3062, 12800
  %3093 = mul nuw nsw i64 %3078, 100
  %3094 = add nuw nsw i64 %3092, %3093
  %3095 = mul nuw nsw i64 %3089, 10
  %3096 = add nuw nsw i64 %3094, %3095
  %3097 = add nuw nsw i64 %3096, %3090
  %3098 = getelementptr inbounds nuw float, ptr %3091, i64 %3097
  %3099 = load float, ptr %3098, align 4
  %3100 = mul nuw nsw i64 %3066, 1152
  %3101 = mul nuw nsw i64 %3078, 9
  %3102 = add nuw nsw i64 %3100, %3101
  %3103 = mul nuw nsw i64 %3082, 3
  %3104 = add nuw nsw i64 %3102, %3103
  %3105 = add nuw nsw i64 %3104, %3086
  %3106 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32_58, i64 %3105
  %3107 = load float, ptr %3106, align 4
  %3108 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3019, 1
  %3109 = mul nuw nsw i64 %3062, 8192
  %3110 = mul nuw nsw i64 %3066, 64
  %3111 = add nuw nsw i64 %3109, %3110
  %3112 = mul nuw nsw i64 %3070, 8
  %3113 = add nuw nsw i64 %3111, %3112
  %3114 = add nuw nsw i64 %3113, %3074
  %3115 = getelementptr inbounds nuw float, ptr %3108, i64 %3114
  %3116 = load float, ptr %3115, align 4
  %3117 = fmul float %3099, %3107
  %3118 = fadd float %3116, %3117
  %3119 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3019, 1
  %3120 = mul nuw nsw i64 %3062, 8192
  %3121 = mul nuw nsw i64 %3066, 64
  %3122 = add nuw nsw i64 %3120, %3121
  %3123 = mul nuw nsw i64 %3070, 8
  %3124 = add nuw nsw i64 %3122, %3123
  %3125 = add nuw nsw i64 %3124, %3074
  %3126 = getelementptr inbounds nuw float, ptr %3119, i64 %3125
  store float %3118, ptr %3126, align 4
  %3127 = add i64 %3086, 1
  br label %3085

3128:                                             ; preds = %3085
  %3129 = add i64 %3082, 1
  br label %3081

3130:                                             ; preds = %3081
  %3131 = add i64 %3078, 1
  br label %3077

3132:                                             ; preds = %3077
  %3133 = add i64 %3074, 1
  br label %3073

3134:                                             ; preds = %3073
  %3135 = add i64 %3070, 1
  br label %3069

3136:                                             ; preds = %3069
  %3137 = add i64 %3066, 1
  br label %3065

3138:                                             ; preds = %3065
  %3139 = add i64 %3062, 1
  br label %3061

3140:                                             ; preds = %3061
  %3141 = call ptr @malloc(i64 32832)
  %3142 = ptrtoint ptr %3141 to i64
  %3143 = add i64 %3142, 63
  %3144 = urem i64 %3143, 64
  %3145 = sub i64 %3143, %3144
  %3146 = inttoptr i64 %3145 to ptr
  %3147 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3141, 0
  %3148 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3147, ptr %3146, 1
  %3149 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3148, i64 0, 2
  %3150 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3149, i64 1, 3, 0
  %3151 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3150, i64 128, 3, 1
  %3152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3151, i64 8, 3, 2
  %3153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3152, i64 8, 3, 3
  %3154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3153, i64 8192, 4, 0
  %3155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3154, i64 64, 4, 1
  %3156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3155, i64 8, 4, 2
  %3157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3156, i64 1, 4, 3
  br label %3158

3158:                                             ; preds = %3196, %3140
  %3159 = phi i64 [ %3197, %3196 ], [ 0, %3140 ]
  %3160 = icmp slt i64 %3159, 1
  br i1 %3160, label %3161, label %3198

3161:                                             ; preds = %3158
  br label %3162

3162:                                             ; preds = %3194, %3161
  %3163 = phi i64 [ %3195, %3194 ], [ 0, %3161 ]
  %3164 = icmp slt i64 %3163, 128
  br i1 %3164, label %3165, label %3196

3165:                                             ; preds = %3162
  br label %3166

3166:                                             ; preds = %3192, %3165
  %3167 = phi i64 [ %3193, %3192 ], [ 0, %3165 ]
  %3168 = icmp slt i64 %3167, 8
  br i1 %3168, label %3169, label %3194

3169:                                             ; preds = %3166
  br label %3170

3170:                                             ; preds = %3173, %3169
  %3171 = phi i64 [ %3191, %3173 ], [ 0, %3169 ]
  %3172 = icmp slt i64 %3171, 8
  br i1 %3172, label %3173, label %3192

3173:                                             ; preds = %3170
  %3174 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %3175 = mul nuw nsw i64 %3159, 8192
  %3176 = mul nuw nsw i64 %3163, 64
  %3177 = add nuw nsw i64 %3175, %3176
  %3178 = mul nuw nsw i64 %3167, 8
  %3179 = add nuw nsw i64 %3177, %3178
  %3180 = add nuw nsw i64 %3179, %3171
  %3181 = getelementptr inbounds nuw float, ptr %3174, i64 %3180
  %3182 = load float, ptr %3181, align 4
  %3183 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, 1
  %3184 = mul nuw nsw i64 %3159, 8192
  %3185 = mul nuw nsw i64 %3163, 64
  %3186 = add nuw nsw i64 %3184, %3185
  %3187 = mul nuw nsw i64 %3167, 8
  %3188 = add nuw nsw i64 %3186, %3187
  %3189 = add nuw nsw i64 %3188, %3171
  %3190 = getelementptr inbounds nuw float, ptr %3183, i64 %3189
  store float %3182, ptr %3190, align 4
  %3191 = add i64 %3171, 1
  br label %3170

3192:                                             ; preds = %3170
  %3193 = add i64 %3167, 1
  br label %3166

3194:                                             ; preds = %3166
  %3195 = add i64 %3163, 1
  br label %3162

3196:                                             ; preds = %3162
  %3197 = add i64 %3159, 1
  br label %3158

3198:                                             ; preds = %3158
  br label %3199

3199:                                             ; preds = %3276, %3198
  %3200 = phi i64 [ %3277, %3276 ], [ 0, %3198 ]
  %3201 = icmp slt i64 %3200, 1
  br i1 %3201, label %3202, label %3278

3202:                                             ; preds = %3199
  br label %3203

3203:                                             ; preds = %3274, %3202
  %3204 = phi i64 [ %3275, %3274 ], [ 0, %3202 ]
  %3205 = icmp slt i64 %3204, 128
  br i1 %3205, label %3206, label %3276

3206:                                             ; preds = %3203
  br label %3207

3207:                                             ; preds = %3272, %3206
  %3208 = phi i64 [ %3273, %3272 ], [ 0, %3206 ]
  %3209 = icmp slt i64 %3208, 8
  br i1 %3209, label %3210, label %3274

3210:                                             ; preds = %3207
  br label %3211

3211:                                             ; preds = %3270, %3210
  %3212 = phi i64 [ %3271, %3270 ], [ 0, %3210 ]
  %3213 = icmp slt i64 %3212, 8
  br i1 %3213, label %3214, label %3272

3214:                                             ; preds = %3211
  br label %3215

3215:                                             ; preds = %3268, %3214
  %3216 = phi i64 [ %3269, %3268 ], [ 0, %3214 ]
  %3217 = icmp slt i64 %3216, 64
  br i1 %3217, label %3218, label %3270

3218:                                             ; preds = %3215
  br label %3219

3219:                                             ; preds = %3266, %3218
  %3220 = phi i64 [ %3267, %3266 ], [ 0, %3218 ]
  %3221 = icmp slt i64 %3220, 1
  br i1 %3221, label %3222, label %3268

3222:                                             ; preds = %3219
  br label %3223

3223:                                             ; preds = %3226, %3222
  %3224 = phi i64 [ %3265, %3226 ], [ 0, %3222 ]
  %3225 = icmp slt i64 %3224, 1
  br i1 %3225, label %3226, label %3266

3226:                                             ; preds = %3223
  %3227 = mul nsw i64 %3208, 2
  %3228 = add i64 %3227, %3220
  %3229 = mul nsw i64 %3212, 2
  %3230 = add i64 %3229, %3224
  %3231 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 1
  %3232 = mul nuw nsw i64 %3200, 16384
  %3233 = mul nuw nsw i64 %3216, 256
  %3234 = add nuw nsw i64 %3232, %3233
  %3235 = mul nuw nsw i64 %3228, 16
  %3236 = add nuw nsw i64 %3234, %3235
  %3237 = add nuw nsw i64 %3236, %3230
  %3238 = getelementptr inbounds nuw float, ptr %3231, i64 %3237
  %3239 = load float, ptr %3238, align 4
  %3240 = mul nuw nsw i64 %3204, 64
  %3241 = add nuw nsw i64 %3240, %3216
  %3242 = add nuw nsw i64 %3241, %3220
  %3243 = add nuw nsw i64 %3242, %3224
  %3244 = getelementptr inbounds nuw float, ptr @__constant_128x64x1x1xf32, i64 %3243
  %3245 = load float, ptr %3244, align 4
  %3246 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, 1
  %3247 = mul nuw nsw i64 %3200, 8192
  %3248 = mul nuw nsw i64 %3204, 64
  %3249 = add nuw nsw i64 %3247, %3248
  %3250 = mul nuw nsw i64 %3208, 8
  %3251 = add nuw nsw i64 %3249, %3250
  %3252 = add nuw nsw i64 %3251, %3212
  %3253 = getelementptr inbounds nuw float, ptr %3246, i64 %3252
  %3254 = load float, ptr %3253, align 4
  %3255 = fmul float %3239, %3245
  %3256 = fadd float %3254, %3255
  %3257 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, 1
  %3258 = mul nuw nsw i64 %3200, 8192
  %3259 = mul nuw nsw i64 %3204, 64
  %3260 = add nuw nsw i64 %3258, %3259
  %3261 = mul nuw nsw i64 %3208, 8
  %3262 = add nuw nsw i64 %3260, %3261
  %3263 = add nuw nsw i64 %3262, %3212
  %3264 = getelementptr inbounds nuw float, ptr %3257, i64 %3263
  store float %3256, ptr %3264, align 4
  %3265 = add i64 %3224, 1
  br label %3223

3266:                                             ; preds = %3223
  %3267 = add i64 %3220, 1
  br label %3219

3268:                                             ; preds = %3219
  %3269 = add i64 %3216, 1
  br label %3215

3270:                                             ; preds = %3215
  %3271 = add i64 %3212, 1
  br label %3211

3272:                                             ; preds = %3211
  %3273 = add i64 %3208, 1
  br label %3207

3274:                                             ; preds = %3207
  %3275 = add i64 %3204, 1
  br label %3203

3276:                                             ; preds = %3203
  %3277 = add i64 %3200, 1
  br label %3199

3278:                                             ; preds = %3199
  %3279 = call ptr @malloc(i64 32832)
  %3280 = ptrtoint ptr %3279 to i64
  %3281 = add i64 %3280, 63
  %3282 = urem i64 %3281, 64
  %3283 = sub i64 %3281, %3282
  %3284 = inttoptr i64 %3283 to ptr
  %3285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3279, 0
  %3286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3285, ptr %3284, 1
  %3287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3286, i64 0, 2
  %3288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3287, i64 1, 3, 0
  %3289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3288, i64 128, 3, 1
  %3290 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3289, i64 8, 3, 2
  %3291 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3290, i64 8, 3, 3
  %3292 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3291, i64 8192, 4, 0
  %3293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3292, i64 64, 4, 1
  %3294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3293, i64 8, 4, 2
  %3295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3294, i64 1, 4, 3
  br label %3296

3296:                                             ; preds = %3392, %3278
  %3297 = phi i64 [ %3393, %3392 ], [ 0, %3278 ]
  %3298 = icmp slt i64 %3297, 1
  br i1 %3298, label %3299, label %3394

3299:                                             ; preds = %3296
  br label %3300

3300:                                             ; preds = %3390, %3299
  %3301 = phi i64 [ %3391, %3390 ], [ 0, %3299 ]
  %3302 = icmp slt i64 %3301, 128
  br i1 %3302, label %3303, label %3392

3303:                                             ; preds = %3300
  br label %3304

3304:                                             ; preds = %3388, %3303
  %3305 = phi i64 [ %3389, %3388 ], [ 0, %3303 ]
  %3306 = icmp slt i64 %3305, 8
  br i1 %3306, label %3307, label %3390

3307:                                             ; preds = %3304
  br label %3308

3308:                                             ; preds = %3311, %3307
  %3309 = phi i64 [ %3387, %3311 ], [ 0, %3307 ]
  %3310 = icmp slt i64 %3309, 8
  br i1 %3310, label %3311, label %3388

3311:                                             ; preds = %3308
  %3312 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3019, 1
  %3313 = mul nuw nsw i64 %3297, 8192
  %3314 = mul nuw nsw i64 %3301, 64
  %3315 = add nuw nsw i64 %3313, %3314
  %3316 = mul nuw nsw i64 %3305, 8
  %3317 = add nuw nsw i64 %3315, %3316
  %3318 = add nuw nsw i64 %3317, %3309
  %3319 = getelementptr inbounds nuw float, ptr %3312, i64 %3318
  %3320 = load float, ptr %3319, align 4
  %3321 = add nuw nsw i64 %3301, 0
  %3322 = add nuw nsw i64 %3321, 0
  %3323 = getelementptr inbounds nuw float, ptr @__constant_128xf32_57, i64 %3322
  %3324 = load float, ptr %3323, align 4
  %3325 = add nuw nsw i64 %3301, 0
  %3326 = add nuw nsw i64 %3325, 0
  %3327 = getelementptr inbounds nuw float, ptr @__constant_128xf32_56, i64 %3326
  %3328 = load float, ptr %3327, align 4
  %3329 = add nuw nsw i64 %3301, 0
  %3330 = add nuw nsw i64 %3329, 0
  %3331 = getelementptr inbounds nuw float, ptr @__constant_128xf32_55, i64 %3330
  %3332 = load float, ptr %3331, align 4
  %3333 = add nuw nsw i64 %3301, 0
  %3334 = add nuw nsw i64 %3333, 0
  %3335 = getelementptr inbounds nuw float, ptr @__constant_128xf32_54, i64 %3334
  %3336 = load float, ptr %3335, align 4
  %3337 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, 1
  %3338 = mul nuw nsw i64 %3297, 8192
  %3339 = mul nuw nsw i64 %3301, 64
  %3340 = add nuw nsw i64 %3338, %3339
  %3341 = mul nuw nsw i64 %3305, 8
  %3342 = add nuw nsw i64 %3340, %3341
  %3343 = add nuw nsw i64 %3342, %3309
  %3344 = getelementptr inbounds nuw float, ptr %3337, i64 %3343
  %3345 = load float, ptr %3344, align 4
  %3346 = add nuw nsw i64 %3301, 0
  %3347 = add nuw nsw i64 %3346, 0
  %3348 = getelementptr inbounds nuw float, ptr @__constant_128xf32_53, i64 %3347
  %3349 = load float, ptr %3348, align 4
  %3350 = add nuw nsw i64 %3301, 0
  %3351 = add nuw nsw i64 %3350, 0
  %3352 = getelementptr inbounds nuw float, ptr @__constant_128xf32_52, i64 %3351
  %3353 = load float, ptr %3352, align 4
  %3354 = add nuw nsw i64 %3301, 0
  %3355 = add nuw nsw i64 %3354, 0
  %3356 = getelementptr inbounds nuw float, ptr @__constant_128xf32_51, i64 %3355
  %3357 = load float, ptr %3356, align 4
  %3358 = add nuw nsw i64 %3301, 0
  %3359 = add nuw nsw i64 %3358, 0
  %3360 = getelementptr inbounds nuw float, ptr @__constant_128xf32_50, i64 %3359
  %3361 = load float, ptr %3360, align 4
  %3362 = fadd float %3353, f0x3727C5AC
  %3363 = call float @llvm.sqrt.f32(float %3362)
  %3364 = fdiv float 1.000000e+00, %3363
  %3365 = fsub float %3345, %3349
  %3366 = fmul float %3365, %3364
  %3367 = fmul float %3366, %3357
  %3368 = fadd float %3367, %3361
  %3369 = fadd float %3328, f0x3727C5AC
  %3370 = call float @llvm.sqrt.f32(float %3369)
  %3371 = fdiv float 1.000000e+00, %3370
  %3372 = fsub float %3320, %3324
  %3373 = fmul float %3372, %3371
  %3374 = fmul float %3373, %3332
  %3375 = fadd float %3374, %3336
  %3376 = fadd float %3375, %3368
  %3377 = fcmp ugt float %3376, 0.000000e+00
  %3378 = select i1 %3377, float %3376, float 0.000000e+00
  %3379 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3295, 1
  %3380 = mul nuw nsw i64 %3297, 8192
  %3381 = mul nuw nsw i64 %3301, 64
  %3382 = add nuw nsw i64 %3380, %3381
  %3383 = mul nuw nsw i64 %3305, 8
  %3384 = add nuw nsw i64 %3382, %3383
  %3385 = add nuw nsw i64 %3384, %3309
  %3386 = getelementptr inbounds nuw float, ptr %3379, i64 %3385
  store float %3378, ptr %3386, align 4
  %3387 = add i64 %3309, 1
  br label %3308

3388:                                             ; preds = %3308
  %3389 = add i64 %3305, 1
  br label %3304

3390:                                             ; preds = %3304
  %3391 = add i64 %3301, 1
  br label %3300

3392:                                             ; preds = %3300
  %3393 = add i64 %3297, 1
  br label %3296

3394:                                             ; preds = %3296
  %3395 = call ptr @malloc(i64 51264)
  %3396 = ptrtoint ptr %3395 to i64
  %3397 = add i64 %3396, 63
  %3398 = urem i64 %3397, 64
  %3399 = sub i64 %3397, %3398
  %3400 = inttoptr i64 %3399 to ptr
  %3401 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3395, 0
  %3402 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3401, ptr %3400, 1
  %3403 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3402, i64 0, 2
  %3404 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3403, i64 1, 3, 0
  %3405 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3404, i64 128, 3, 1
  %3406 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3405, i64 10, 3, 2
  %3407 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3406, i64 10, 3, 3
  %3408 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3407, i64 12800, 4, 0
  %3409 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3408, i64 100, 4, 1
  %3410 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3409, i64 10, 4, 2
  %3411 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3410, i64 1, 4, 3
  br label %3412

3412:                                             ; preds = %3441, %3394
  %3413 = phi i64 [ %3442, %3441 ], [ 0, %3394 ]
  %3414 = icmp slt i64 %3413, 1
  br i1 %3414, label %3415, label %3443

3415:                                             ; preds = %3412
  br label %3416

3416:                                             ; preds = %3439, %3415
  %3417 = phi i64 [ %3440, %3439 ], [ 0, %3415 ]
  %3418 = icmp slt i64 %3417, 128
  br i1 %3418, label %3419, label %3441

3419:                                             ; preds = %3416
  br label %3420

3420:                                             ; preds = %3437, %3419
  %3421 = phi i64 [ %3438, %3437 ], [ 0, %3419 ]
  %3422 = icmp slt i64 %3421, 10
  br i1 %3422, label %3423, label %3439

3423:                                             ; preds = %3420
  br label %3424

3424:                                             ; preds = %3427, %3423
  %3425 = phi i64 [ %3436, %3427 ], [ 0, %3423 ]
  %3426 = icmp slt i64 %3425, 10
  br i1 %3426, label %3427, label %3437

3427:                                             ; preds = %3424
  %3428 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3429 = mul nuw nsw i64 %3413, 12800
  %3430 = mul nuw nsw i64 %3417, 100
  %3431 = add nuw nsw i64 %3429, %3430
  %3432 = mul nuw nsw i64 %3421, 10
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
  %3444 = call ptr @malloc(i64 51264)
  %3445 = ptrtoint ptr %3444 to i64
  %3446 = add i64 %3445, 63
  %3447 = urem i64 %3446, 64
  %3448 = sub i64 %3446, %3447
  %3449 = inttoptr i64 %3448 to ptr
  %3450 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3444, 0
  %3451 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3450, ptr %3449, 1
  %3452 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3451, i64 0, 2
  %3453 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3452, i64 1, 3, 0
  %3454 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3453, i64 128, 3, 1
  %3455 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3454, i64 10, 3, 2
  %3456 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3455, i64 10, 3, 3
  %3457 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3456, i64 12800, 4, 0
  %3458 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3457, i64 100, 4, 1
  %3459 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3458, i64 10, 4, 2
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
  %3467 = icmp slt i64 %3466, 128
  br i1 %3467, label %3468, label %3499

3468:                                             ; preds = %3465
  br label %3469

3469:                                             ; preds = %3495, %3468
  %3470 = phi i64 [ %3496, %3495 ], [ 0, %3468 ]
  %3471 = icmp slt i64 %3470, 10
  br i1 %3471, label %3472, label %3497

3472:                                             ; preds = %3469
  br label %3473

3473:                                             ; preds = %3476, %3472
  %3474 = phi i64 [ %3494, %3476 ], [ 0, %3472 ]
  %3475 = icmp slt i64 %3474, 10
  br i1 %3475, label %3476, label %3495

3476:                                             ; preds = %3473
  %3477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 1
  %3478 = mul nuw nsw i64 %3462, 12800
  %3479 = mul nuw nsw i64 %3466, 100
  %3480 = add nuw nsw i64 %3478, %3479
  %3481 = mul nuw nsw i64 %3470, 10
  %3482 = add nuw nsw i64 %3480, %3481
  %3483 = add nuw nsw i64 %3482, %3474
  %3484 = getelementptr inbounds nuw float, ptr %3477, i64 %3483
  %3485 = load float, ptr %3484, align 4
  %3486 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3487 = mul nuw nsw i64 %3462, 12800
  %3488 = mul nuw nsw i64 %3466, 100
  %3489 = add nuw nsw i64 %3487, %3488
  %3490 = mul nuw nsw i64 %3470, 10
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
  %3502 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 0
  %3503 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3504 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3502, 0
  %3505 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3504, ptr %3503, 1
  %3506 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3505, i64 11, 2
  %3507 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3506, i64 1, 3, 0
  %3508 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3507, i64 12800, 4, 0
  %3509 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3508, i64 128, 3, 1
  %3510 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3509, i64 100, 4, 1
  %3511 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3510, i64 8, 3, 2
  %3512 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3511, i64 10, 4, 2
  %3513 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3512, i64 8, 3, 3
  %3514 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3513, i64 1, 4, 3
  br label %3515

3515:                                             ; preds = %3554, %3501
  %3516 = phi i64 [ %3555, %3554 ], [ 0, %3501 ]
  %3517 = icmp slt i64 %3516, 1
  br i1 %3517, label %3518, label %3556

3518:                                             ; preds = %3515
  br label %3519

3519:                                             ; preds = %3552, %3518
  %3520 = phi i64 [ %3553, %3552 ], [ 0, %3518 ]
  %3521 = icmp slt i64 %3520, 128
  br i1 %3521, label %3522, label %3554

3522:                                             ; preds = %3519
  br label %3523

3523:                                             ; preds = %3550, %3522
  %3524 = phi i64 [ %3551, %3550 ], [ 0, %3522 ]
  %3525 = icmp slt i64 %3524, 8
  br i1 %3525, label %3526, label %3552

3526:                                             ; preds = %3523
  br label %3527

3527:                                             ; preds = %3530, %3526
  %3528 = phi i64 [ %3549, %3530 ], [ 0, %3526 ]
  %3529 = icmp slt i64 %3528, 8
  br i1 %3529, label %3530, label %3550

3530:                                             ; preds = %3527
  %3531 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3295, 1
  %3532 = mul nuw nsw i64 %3516, 8192
  %3533 = mul nuw nsw i64 %3520, 64
  %3534 = add nuw nsw i64 %3532, %3533
  %3535 = mul nuw nsw i64 %3524, 8
  %3536 = add nuw nsw i64 %3534, %3535
  %3537 = add nuw nsw i64 %3536, %3528
  %3538 = getelementptr inbounds nuw float, ptr %3531, i64 %3537
  %3539 = load float, ptr %3538, align 4
  %3540 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3514, 1
  %3541 = getelementptr float, ptr %3540, i64 11
  %3542 = mul nuw nsw i64 %3516, 12800
  %3543 = mul nuw nsw i64 %3520, 100
  %3544 = add nuw nsw i64 %3542, %3543
  %3545 = mul nuw nsw i64 %3524, 10
  %3546 = add nuw nsw i64 %3544, %3545
  %3547 = add nuw nsw i64 %3546, %3528
  %3548 = getelementptr inbounds nuw float, ptr %3541, i64 %3547
  store float %3539, ptr %3548, align 4
  %3549 = add i64 %3528, 1
  br label %3527

3550:                                             ; preds = %3527
  %3551 = add i64 %3524, 1
  br label %3523

3552:                                             ; preds = %3523
  %3553 = add i64 %3520, 1
  br label %3519

3554:                                             ; preds = %3519
  %3555 = add i64 %3516, 1
  br label %3515

3556:                                             ; preds = %3515
  %3557 = call ptr @malloc(i64 32832)
  %3558 = ptrtoint ptr %3557 to i64
  %3559 = add i64 %3558, 63
  %3560 = urem i64 %3559, 64
  %3561 = sub i64 %3559, %3560
  %3562 = inttoptr i64 %3561 to ptr
  %3563 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3557, 0
  %3564 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3563, ptr %3562, 1
  %3565 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3564, i64 0, 2
  %3566 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3565, i64 1, 3, 0
  %3567 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3566, i64 128, 3, 1
  %3568 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3567, i64 8, 3, 2
  %3569 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3568, i64 8, 3, 3
  %3570 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3569, i64 8192, 4, 0
  %3571 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3570, i64 64, 4, 1
  %3572 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3571, i64 8, 4, 2
  %3573 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3572, i64 1, 4, 3
  br label %3574

3574:                                             ; preds = %3612, %3556
  %3575 = phi i64 [ %3613, %3612 ], [ 0, %3556 ]
  %3576 = icmp slt i64 %3575, 1
  br i1 %3576, label %3577, label %3614

3577:                                             ; preds = %3574
  br label %3578

3578:                                             ; preds = %3610, %3577
  %3579 = phi i64 [ %3611, %3610 ], [ 0, %3577 ]
  %3580 = icmp slt i64 %3579, 128
  br i1 %3580, label %3581, label %3612

3581:                                             ; preds = %3578
  br label %3582

3582:                                             ; preds = %3608, %3581
  %3583 = phi i64 [ %3609, %3608 ], [ 0, %3581 ]
  %3584 = icmp slt i64 %3583, 8
  br i1 %3584, label %3585, label %3610

3585:                                             ; preds = %3582
  br label %3586

3586:                                             ; preds = %3589, %3585
  %3587 = phi i64 [ %3607, %3589 ], [ 0, %3585 ]
  %3588 = icmp slt i64 %3587, 8
  br i1 %3588, label %3589, label %3608

3589:                                             ; preds = %3586
  %3590 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %3591 = mul nuw nsw i64 %3575, 8192
  %3592 = mul nuw nsw i64 %3579, 64
  %3593 = add nuw nsw i64 %3591, %3592
  %3594 = mul nuw nsw i64 %3583, 8
  %3595 = add nuw nsw i64 %3593, %3594
  %3596 = add nuw nsw i64 %3595, %3587
  %3597 = getelementptr inbounds nuw float, ptr %3590, i64 %3596
  %3598 = load float, ptr %3597, align 4
  %3599 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3573, 1
  %3600 = mul nuw nsw i64 %3575, 8192
  %3601 = mul nuw nsw i64 %3579, 64
  %3602 = add nuw nsw i64 %3600, %3601
  %3603 = mul nuw nsw i64 %3583, 8
  %3604 = add nuw nsw i64 %3602, %3603
  %3605 = add nuw nsw i64 %3604, %3587
  %3606 = getelementptr inbounds nuw float, ptr %3599, i64 %3605
  store float %3598, ptr %3606, align 4
  %3607 = add i64 %3587, 1
  br label %3586

3608:                                             ; preds = %3586
  %3609 = add i64 %3583, 1
  br label %3582

3610:                                             ; preds = %3582
  %3611 = add i64 %3579, 1
  br label %3578

3612:                                             ; preds = %3578
  %3613 = add i64 %3575, 1
  br label %3574

3614:                                             ; preds = %3574
  br label %3615

3615:                                             ; preds = %3692, %3614
  %3616 = phi i64 [ %3693, %3692 ], [ 0, %3614 ]
  %3617 = icmp slt i64 %3616, 1
  br i1 %3617, label %3618, label %3694

3618:                                             ; preds = %3615
  br label %3619

3619:                                             ; preds = %3690, %3618
  %3620 = phi i64 [ %3691, %3690 ], [ 0, %3618 ]
  %3621 = icmp slt i64 %3620, 128
  br i1 %3621, label %3622, label %3692

3622:                                             ; preds = %3619
  br label %3623

3623:                                             ; preds = %3688, %3622
  %3624 = phi i64 [ %3689, %3688 ], [ 0, %3622 ]
  %3625 = icmp slt i64 %3624, 8
  br i1 %3625, label %3626, label %3690

3626:                                             ; preds = %3623
  br label %3627

3627:                                             ; preds = %3686, %3626
  %3628 = phi i64 [ %3687, %3686 ], [ 0, %3626 ]
  %3629 = icmp slt i64 %3628, 8
  br i1 %3629, label %3630, label %3688

3630:                                             ; preds = %3627
  br label %3631

3631:                                             ; preds = %3684, %3630
  %3632 = phi i64 [ %3685, %3684 ], [ 0, %3630 ]
  %3633 = icmp slt i64 %3632, 128
  br i1 %3633, label %3634, label %3686

3634:                                             ; preds = %3631
  br label %3635

3635:                                             ; preds = %3682, %3634
  %3636 = phi i64 [ %3683, %3682 ], [ 0, %3634 ]
  %3637 = icmp slt i64 %3636, 3
  br i1 %3637, label %3638, label %3684

3638:                                             ; preds = %3635
  br label %3639

3639:                                             ; preds = %3642, %3638
  %3640 = phi i64 [ %3681, %3642 ], [ 0, %3638 ]
  %3641 = icmp slt i64 %3640, 3
  br i1 %3641, label %3642, label %3682

3642:                                             ; preds = %3639
  %3643 = add i64 %3624, %3636
  %3644 = add i64 %3628, %3640
  %3645 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 1
  %3646 = mul nuw nsw i64 %3616, 12800
  %3647 = mul nuw nsw i64 %3632, 100
  %3648 = add nuw nsw i64 %3646, %3647
  %3649 = mul nuw nsw i64 %3643, 10
  %3650 = add nuw nsw i64 %3648, %3649
  %3651 = add nuw nsw i64 %3650, %3644
  %3652 = getelementptr inbounds nuw float, ptr %3645, i64 %3651
  %3653 = load float, ptr %3652, align 4
  %3654 = mul nuw nsw i64 %3620, 1152
  %3655 = mul nuw nsw i64 %3632, 9
  %3656 = add nuw nsw i64 %3654, %3655
  %3657 = mul nuw nsw i64 %3636, 3
  %3658 = add nuw nsw i64 %3656, %3657
  %3659 = add nuw nsw i64 %3658, %3640
  %3660 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32_49, i64 %3659
  %3661 = load float, ptr %3660, align 4
  %3662 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3573, 1
  %3663 = mul nuw nsw i64 %3616, 8192
  %3664 = mul nuw nsw i64 %3620, 64
  %3665 = add nuw nsw i64 %3663, %3664
  %3666 = mul nuw nsw i64 %3624, 8
  %3667 = add nuw nsw i64 %3665, %3666
  %3668 = add nuw nsw i64 %3667, %3628
  %3669 = getelementptr inbounds nuw float, ptr %3662, i64 %3668
  %3670 = load float, ptr %3669, align 4
  %3671 = fmul float %3653, %3661
  %3672 = fadd float %3670, %3671
  %3673 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3573, 1
  %3674 = mul nuw nsw i64 %3616, 8192
  %3675 = mul nuw nsw i64 %3620, 64
  %3676 = add nuw nsw i64 %3674, %3675
  %3677 = mul nuw nsw i64 %3624, 8
  %3678 = add nuw nsw i64 %3676, %3677
  %3679 = add nuw nsw i64 %3678, %3628
  %3680 = getelementptr inbounds nuw float, ptr %3673, i64 %3679
  store float %3672, ptr %3680, align 4
  %3681 = add i64 %3640, 1
  br label %3639

3682:                                             ; preds = %3639
  %3683 = add i64 %3636, 1
  br label %3635

3684:                                             ; preds = %3635
  %3685 = add i64 %3632, 1
  br label %3631

3686:                                             ; preds = %3631
  %3687 = add i64 %3628, 1
  br label %3627

3688:                                             ; preds = %3627
  %3689 = add i64 %3624, 1
  br label %3623

3690:                                             ; preds = %3623
  %3691 = add i64 %3620, 1
  br label %3619

3692:                                             ; preds = %3619
  %3693 = add i64 %3616, 1
  br label %3615

3694:                                             ; preds = %3615
  %3695 = call ptr @malloc(i64 32832)
  %3696 = ptrtoint ptr %3695 to i64
  %3697 = add i64 %3696, 63
  %3698 = urem i64 %3697, 64
  %3699 = sub i64 %3697, %3698
  %3700 = inttoptr i64 %3699 to ptr
  %3701 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3695, 0
  %3702 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3701, ptr %3700, 1
  %3703 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3702, i64 0, 2
  %3704 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3703, i64 1, 3, 0
  %3705 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3704, i64 128, 3, 1
  %3706 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3705, i64 8, 3, 2
  %3707 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3706, i64 8, 3, 3
  %3708 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3707, i64 8192, 4, 0
  %3709 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3708, i64 64, 4, 1
  %3710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3709, i64 8, 4, 2
  %3711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3710, i64 1, 4, 3
  br label %3712

3712:                                             ; preds = %3775, %3694
  %3713 = phi i64 [ %3776, %3775 ], [ 0, %3694 ]
  %3714 = icmp slt i64 %3713, 1
  br i1 %3714, label %3715, label %3777

3715:                                             ; preds = %3712
  br label %3716

3716:                                             ; preds = %3773, %3715
  %3717 = phi i64 [ %3774, %3773 ], [ 0, %3715 ]
  %3718 = icmp slt i64 %3717, 128
  br i1 %3718, label %3719, label %3775

3719:                                             ; preds = %3716
  br label %3720

3720:                                             ; preds = %3771, %3719
  %3721 = phi i64 [ %3772, %3771 ], [ 0, %3719 ]
  %3722 = icmp slt i64 %3721, 8
  br i1 %3722, label %3723, label %3773

3723:                                             ; preds = %3720
  br label %3724

3724:                                             ; preds = %3727, %3723
  %3725 = phi i64 [ %3770, %3727 ], [ 0, %3723 ]
  %3726 = icmp slt i64 %3725, 8
  br i1 %3726, label %3727, label %3771

3727:                                             ; preds = %3724
  %3728 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3573, 1
  %3729 = mul nuw nsw i64 %3713, 8192
  %3730 = mul nuw nsw i64 %3717, 64
  %3731 = add nuw nsw i64 %3729, %3730
  %3732 = mul nuw nsw i64 %3721, 8
  %3733 = add nuw nsw i64 %3731, %3732
  %3734 = add nuw nsw i64 %3733, %3725
  %3735 = getelementptr inbounds nuw float, ptr %3728, i64 %3734
  %3736 = load float, ptr %3735, align 4
  %3737 = add nuw nsw i64 %3717, 0
  %3738 = add nuw nsw i64 %3737, 0
  %3739 = getelementptr inbounds nuw float, ptr @__constant_128xf32_48, i64 %3738
  %3740 = load float, ptr %3739, align 4
  %3741 = add nuw nsw i64 %3717, 0
  %3742 = add nuw nsw i64 %3741, 0
  %3743 = getelementptr inbounds nuw float, ptr @__constant_128xf32_47, i64 %3742
  %3744 = load float, ptr %3743, align 4
  %3745 = add nuw nsw i64 %3717, 0
  %3746 = add nuw nsw i64 %3745, 0
  %3747 = getelementptr inbounds nuw float, ptr @__constant_128xf32_46, i64 %3746
  %3748 = load float, ptr %3747, align 4
  %3749 = add nuw nsw i64 %3717, 0
  %3750 = add nuw nsw i64 %3749, 0
  %3751 = getelementptr inbounds nuw float, ptr @__constant_128xf32_45, i64 %3750
  %3752 = load float, ptr %3751, align 4
  %3753 = fadd float %3744, f0x3727C5AC
  %3754 = call float @llvm.sqrt.f32(float %3753)
  %3755 = fdiv float 1.000000e+00, %3754
  %3756 = fsub float %3736, %3740
  %3757 = fmul float %3756, %3755
  %3758 = fmul float %3757, %3748
  %3759 = fadd float %3758, %3752
  %3760 = fcmp ugt float %3759, 0.000000e+00
  %3761 = select i1 %3760, float %3759, float 0.000000e+00
  %3762 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, 1
  %3763 = mul nuw nsw i64 %3713, 8192
  %3764 = mul nuw nsw i64 %3717, 64
  %3765 = add nuw nsw i64 %3763, %3764
  %3766 = mul nuw nsw i64 %3721, 8
  %3767 = add nuw nsw i64 %3765, %3766
  %3768 = add nuw nsw i64 %3767, %3725
  %3769 = getelementptr inbounds nuw float, ptr %3762, i64 %3768
  store float %3761, ptr %3769, align 4
  %3770 = add i64 %3725, 1
  br label %3724

3771:                                             ; preds = %3724
  %3772 = add i64 %3721, 1
  br label %3720

3773:                                             ; preds = %3720
  %3774 = add i64 %3717, 1
  br label %3716

3775:                                             ; preds = %3716
  %3776 = add i64 %3713, 1
  br label %3712

3777:                                             ; preds = %3712
  %3778 = call ptr @malloc(i64 51264)
  %3779 = ptrtoint ptr %3778 to i64
  %3780 = add i64 %3779, 63
  %3781 = urem i64 %3780, 64
  %3782 = sub i64 %3780, %3781
  %3783 = inttoptr i64 %3782 to ptr
  %3784 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3778, 0
  %3785 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3784, ptr %3783, 1
  %3786 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3785, i64 0, 2
  %3787 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3786, i64 1, 3, 0
  %3788 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3787, i64 128, 3, 1
  %3789 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3788, i64 10, 3, 2
  %3790 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3789, i64 10, 3, 3
  %3791 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3790, i64 12800, 4, 0
  %3792 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3791, i64 100, 4, 1
  %3793 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3792, i64 10, 4, 2
  %3794 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3793, i64 1, 4, 3
  br label %3795

3795:                                             ; preds = %3824, %3777
  %3796 = phi i64 [ %3825, %3824 ], [ 0, %3777 ]
  %3797 = icmp slt i64 %3796, 1
  br i1 %3797, label %3798, label %3826

3798:                                             ; preds = %3795
  br label %3799

3799:                                             ; preds = %3822, %3798
  %3800 = phi i64 [ %3823, %3822 ], [ 0, %3798 ]
  %3801 = icmp slt i64 %3800, 128
  br i1 %3801, label %3802, label %3824

3802:                                             ; preds = %3799
  br label %3803

3803:                                             ; preds = %3820, %3802
  %3804 = phi i64 [ %3821, %3820 ], [ 0, %3802 ]
  %3805 = icmp slt i64 %3804, 10
  br i1 %3805, label %3806, label %3822

3806:                                             ; preds = %3803
  br label %3807

3807:                                             ; preds = %3810, %3806
  %3808 = phi i64 [ %3819, %3810 ], [ 0, %3806 ]
  %3809 = icmp slt i64 %3808, 10
  br i1 %3809, label %3810, label %3820

3810:                                             ; preds = %3807
  %3811 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3794, 1
  %3812 = mul nuw nsw i64 %3796, 12800
  %3813 = mul nuw nsw i64 %3800, 100
  %3814 = add nuw nsw i64 %3812, %3813
  %3815 = mul nuw nsw i64 %3804, 10
  %3816 = add nuw nsw i64 %3814, %3815
  %3817 = add nuw nsw i64 %3816, %3808
  %3818 = getelementptr inbounds nuw float, ptr %3811, i64 %3817
  store float 0.000000e+00, ptr %3818, align 4
  %3819 = add i64 %3808, 1
  br label %3807

3820:                                             ; preds = %3807
  %3821 = add i64 %3804, 1
  br label %3803

3822:                                             ; preds = %3803
  %3823 = add i64 %3800, 1
  br label %3799

3824:                                             ; preds = %3799
  %3825 = add i64 %3796, 1
  br label %3795

3826:                                             ; preds = %3795
  %3827 = call ptr @malloc(i64 51264)
  %3828 = ptrtoint ptr %3827 to i64
  %3829 = add i64 %3828, 63
  %3830 = urem i64 %3829, 64
  %3831 = sub i64 %3829, %3830
  %3832 = inttoptr i64 %3831 to ptr
  %3833 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3827, 0
  %3834 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3833, ptr %3832, 1
  %3835 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3834, i64 0, 2
  %3836 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3835, i64 1, 3, 0
  %3837 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3836, i64 128, 3, 1
  %3838 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3837, i64 10, 3, 2
  %3839 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3838, i64 10, 3, 3
  %3840 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3839, i64 12800, 4, 0
  %3841 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3840, i64 100, 4, 1
  %3842 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3841, i64 10, 4, 2
  %3843 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3842, i64 1, 4, 3
  br label %3844

3844:                                             ; preds = %3882, %3826
  %3845 = phi i64 [ %3883, %3882 ], [ 0, %3826 ]
  %3846 = icmp slt i64 %3845, 1
  br i1 %3846, label %3847, label %3884

3847:                                             ; preds = %3844
  br label %3848

3848:                                             ; preds = %3880, %3847
  %3849 = phi i64 [ %3881, %3880 ], [ 0, %3847 ]
  %3850 = icmp slt i64 %3849, 128
  br i1 %3850, label %3851, label %3882

3851:                                             ; preds = %3848
  br label %3852

3852:                                             ; preds = %3878, %3851
  %3853 = phi i64 [ %3879, %3878 ], [ 0, %3851 ]
  %3854 = icmp slt i64 %3853, 10
  br i1 %3854, label %3855, label %3880

3855:                                             ; preds = %3852
  br label %3856

3856:                                             ; preds = %3859, %3855
  %3857 = phi i64 [ %3877, %3859 ], [ 0, %3855 ]
  %3858 = icmp slt i64 %3857, 10
  br i1 %3858, label %3859, label %3878

3859:                                             ; preds = %3856
  %3860 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3794, 1
  %3861 = mul nuw nsw i64 %3845, 12800
  %3862 = mul nuw nsw i64 %3849, 100
  %3863 = add nuw nsw i64 %3861, %3862
  %3864 = mul nuw nsw i64 %3853, 10
  %3865 = add nuw nsw i64 %3863, %3864
  %3866 = add nuw nsw i64 %3865, %3857
  %3867 = getelementptr inbounds nuw float, ptr %3860, i64 %3866
  %3868 = load float, ptr %3867, align 4
  %3869 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, 1
  %3870 = mul nuw nsw i64 %3845, 12800
  %3871 = mul nuw nsw i64 %3849, 100
  %3872 = add nuw nsw i64 %3870, %3871
  %3873 = mul nuw nsw i64 %3853, 10
  %3874 = add nuw nsw i64 %3872, %3873
  %3875 = add nuw nsw i64 %3874, %3857
  %3876 = getelementptr inbounds nuw float, ptr %3869, i64 %3875
  store float %3868, ptr %3876, align 4
  %3877 = add i64 %3857, 1
  br label %3856

3878:                                             ; preds = %3856
  %3879 = add i64 %3853, 1
  br label %3852

3880:                                             ; preds = %3852
  %3881 = add i64 %3849, 1
  br label %3848

3882:                                             ; preds = %3848
  %3883 = add i64 %3845, 1
  br label %3844

3884:                                             ; preds = %3844
  %3885 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, 0
  %3886 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, 1
  %3887 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3885, 0
  %3888 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3887, ptr %3886, 1
  %3889 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3888, i64 11, 2
  %3890 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3889, i64 1, 3, 0
  %3891 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3890, i64 12800, 4, 0
  %3892 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3891, i64 128, 3, 1
  %3893 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3892, i64 100, 4, 1
  %3894 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3893, i64 8, 3, 2
  %3895 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3894, i64 10, 4, 2
  %3896 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3895, i64 8, 3, 3
  %3897 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3896, i64 1, 4, 3
  br label %3898

3898:                                             ; preds = %3937, %3884
  %3899 = phi i64 [ %3938, %3937 ], [ 0, %3884 ]
  %3900 = icmp slt i64 %3899, 1
  br i1 %3900, label %3901, label %3939

3901:                                             ; preds = %3898
  br label %3902

3902:                                             ; preds = %3935, %3901
  %3903 = phi i64 [ %3936, %3935 ], [ 0, %3901 ]
  %3904 = icmp slt i64 %3903, 128
  br i1 %3904, label %3905, label %3937

3905:                                             ; preds = %3902
  br label %3906

3906:                                             ; preds = %3933, %3905
  %3907 = phi i64 [ %3934, %3933 ], [ 0, %3905 ]
  %3908 = icmp slt i64 %3907, 8
  br i1 %3908, label %3909, label %3935

3909:                                             ; preds = %3906
  br label %3910

3910:                                             ; preds = %3913, %3909
  %3911 = phi i64 [ %3932, %3913 ], [ 0, %3909 ]
  %3912 = icmp slt i64 %3911, 8
  br i1 %3912, label %3913, label %3933

3913:                                             ; preds = %3910
  %3914 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, 1
  %3915 = mul nuw nsw i64 %3899, 8192
  %3916 = mul nuw nsw i64 %3903, 64
  %3917 = add nuw nsw i64 %3915, %3916
  %3918 = mul nuw nsw i64 %3907, 8
  %3919 = add nuw nsw i64 %3917, %3918
  %3920 = add nuw nsw i64 %3919, %3911
  %3921 = getelementptr inbounds nuw float, ptr %3914, i64 %3920
  %3922 = load float, ptr %3921, align 4
  %3923 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3897, 1
  %3924 = getelementptr float, ptr %3923, i64 11
  %3925 = mul nuw nsw i64 %3899, 12800
  %3926 = mul nuw nsw i64 %3903, 100
  %3927 = add nuw nsw i64 %3925, %3926
  %3928 = mul nuw nsw i64 %3907, 10
  %3929 = add nuw nsw i64 %3927, %3928
  %3930 = add nuw nsw i64 %3929, %3911
  %3931 = getelementptr inbounds nuw float, ptr %3924, i64 %3930
  store float %3922, ptr %3931, align 4
  %3932 = add i64 %3911, 1
  br label %3910

3933:                                             ; preds = %3910
  %3934 = add i64 %3907, 1
  br label %3906

3935:                                             ; preds = %3906
  %3936 = add i64 %3903, 1
  br label %3902

3937:                                             ; preds = %3902
  %3938 = add i64 %3899, 1
  br label %3898

3939:                                             ; preds = %3898
  %3940 = call ptr @malloc(i64 32832)
  %3941 = ptrtoint ptr %3940 to i64
  %3942 = add i64 %3941, 63
  %3943 = urem i64 %3942, 64
  %3944 = sub i64 %3942, %3943
  %3945 = inttoptr i64 %3944 to ptr
  %3946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %3940, 0
  %3947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3946, ptr %3945, 1
  %3948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3947, i64 0, 2
  %3949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3948, i64 1, 3, 0
  %3950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3949, i64 128, 3, 1
  %3951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3950, i64 8, 3, 2
  %3952 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3951, i64 8, 3, 3
  %3953 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3952, i64 8192, 4, 0
  %3954 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3953, i64 64, 4, 1
  %3955 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3954, i64 8, 4, 2
  %3956 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3955, i64 1, 4, 3
  br label %3957

3957:                                             ; preds = %3995, %3939
  %3958 = phi i64 [ %3996, %3995 ], [ 0, %3939 ]
  %3959 = icmp slt i64 %3958, 1
  br i1 %3959, label %3960, label %3997

3960:                                             ; preds = %3957
  br label %3961

3961:                                             ; preds = %3993, %3960
  %3962 = phi i64 [ %3994, %3993 ], [ 0, %3960 ]
  %3963 = icmp slt i64 %3962, 128
  br i1 %3963, label %3964, label %3995

3964:                                             ; preds = %3961
  br label %3965

3965:                                             ; preds = %3991, %3964
  %3966 = phi i64 [ %3992, %3991 ], [ 0, %3964 ]
  %3967 = icmp slt i64 %3966, 8
  br i1 %3967, label %3968, label %3993

3968:                                             ; preds = %3965
  br label %3969

3969:                                             ; preds = %3972, %3968
  %3970 = phi i64 [ %3990, %3972 ], [ 0, %3968 ]
  %3971 = icmp slt i64 %3970, 8
  br i1 %3971, label %3972, label %3991

3972:                                             ; preds = %3969
  %3973 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 1
  %3974 = mul nuw nsw i64 %3958, 8192
  %3975 = mul nuw nsw i64 %3962, 64
  %3976 = add nuw nsw i64 %3974, %3975
  %3977 = mul nuw nsw i64 %3966, 8
  %3978 = add nuw nsw i64 %3976, %3977
  %3979 = add nuw nsw i64 %3978, %3970
  %3980 = getelementptr inbounds nuw float, ptr %3973, i64 %3979
  %3981 = load float, ptr %3980, align 4
  %3982 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3956, 1
  %3983 = mul nuw nsw i64 %3958, 8192
  %3984 = mul nuw nsw i64 %3962, 64
  %3985 = add nuw nsw i64 %3983, %3984
  %3986 = mul nuw nsw i64 %3966, 8
  %3987 = add nuw nsw i64 %3985, %3986
  %3988 = add nuw nsw i64 %3987, %3970
  %3989 = getelementptr inbounds nuw float, ptr %3982, i64 %3988
  store float %3981, ptr %3989, align 4
  %3990 = add i64 %3970, 1
  br label %3969

3991:                                             ; preds = %3969
  %3992 = add i64 %3966, 1
  br label %3965

3993:                                             ; preds = %3965
  %3994 = add i64 %3962, 1
  br label %3961

3995:                                             ; preds = %3961
  %3996 = add i64 %3958, 1
  br label %3957

3997:                                             ; preds = %3957
  br label %3998

3998:                                             ; preds = %4075, %3997
  %3999 = phi i64 [ %4076, %4075 ], [ 0, %3997 ]
  %4000 = icmp slt i64 %3999, 1
  br i1 %4000, label %4001, label %4077

4001:                                             ; preds = %3998
  br label %4002

4002:                                             ; preds = %4073, %4001
  %4003 = phi i64 [ %4074, %4073 ], [ 0, %4001 ]
  %4004 = icmp slt i64 %4003, 128
  br i1 %4004, label %4005, label %4075

4005:                                             ; preds = %4002
  br label %4006

4006:                                             ; preds = %4071, %4005
  %4007 = phi i64 [ %4072, %4071 ], [ 0, %4005 ]
  %4008 = icmp slt i64 %4007, 8
  br i1 %4008, label %4009, label %4073

4009:                                             ; preds = %4006
  br label %4010

4010:                                             ; preds = %4069, %4009
  %4011 = phi i64 [ %4070, %4069 ], [ 0, %4009 ]
  %4012 = icmp slt i64 %4011, 8
  br i1 %4012, label %4013, label %4071

4013:                                             ; preds = %4010
  br label %4014

4014:                                             ; preds = %4067, %4013
  %4015 = phi i64 [ %4068, %4067 ], [ 0, %4013 ]
  %4016 = icmp slt i64 %4015, 128
  br i1 %4016, label %4017, label %4069

4017:                                             ; preds = %4014
  br label %4018

4018:                                             ; preds = %4065, %4017
  %4019 = phi i64 [ %4066, %4065 ], [ 0, %4017 ]
  %4020 = icmp slt i64 %4019, 3
  br i1 %4020, label %4021, label %4067

4021:                                             ; preds = %4018
  br label %4022

4022:                                             ; preds = %4025, %4021
  %4023 = phi i64 [ %4064, %4025 ], [ 0, %4021 ]
  %4024 = icmp slt i64 %4023, 3
  br i1 %4024, label %4025, label %4065

4025:                                             ; preds = %4022
  %4026 = add i64 %4007, %4019
  %4027 = add i64 %4011, %4023
  %4028 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, 1
  %4029 = mul nuw nsw i64 %3999, 12800
  %4030 = mul nuw nsw i64 %4015, 100
  %4031 = add nuw nsw i64 %4029, %4030
  %4032 = mul nuw nsw i64 %4026, 10
  %4033 = add nuw nsw i64 %4031, %4032
  %4034 = add nuw nsw i64 %4033, %4027
  %4035 = getelementptr inbounds nuw float, ptr %4028, i64 %4034
  %4036 = load float, ptr %4035, align 4
  %4037 = mul nuw nsw i64 %4003, 1152
  %4038 = mul nuw nsw i64 %4015, 9
  %4039 = add nuw nsw i64 %4037, %4038
  %4040 = mul nuw nsw i64 %4019, 3
  %4041 = add nuw nsw i64 %4039, %4040
  %4042 = add nuw nsw i64 %4041, %4023
  %4043 = getelementptr inbounds nuw float, ptr @__constant_128x128x3x3xf32, i64 %4042
  %4044 = load float, ptr %4043, align 4
  %4045 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3956, 1
  %4046 = mul nuw nsw i64 %3999, 8192
  %4047 = mul nuw nsw i64 %4003, 64
  %4048 = add nuw nsw i64 %4046, %4047
  %4049 = mul nuw nsw i64 %4007, 8
  %4050 = add nuw nsw i64 %4048, %4049
  %4051 = add nuw nsw i64 %4050, %4011
  %4052 = getelementptr inbounds nuw float, ptr %4045, i64 %4051
  %4053 = load float, ptr %4052, align 4
  %4054 = fmul float %4036, %4044
  %4055 = fadd float %4053, %4054
  %4056 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3956, 1
  %4057 = mul nuw nsw i64 %3999, 8192
  %4058 = mul nuw nsw i64 %4003, 64
  %4059 = add nuw nsw i64 %4057, %4058
  %4060 = mul nuw nsw i64 %4007, 8
  %4061 = add nuw nsw i64 %4059, %4060
  %4062 = add nuw nsw i64 %4061, %4011
  %4063 = getelementptr inbounds nuw float, ptr %4056, i64 %4062
  store float %4055, ptr %4063, align 4
  %4064 = add i64 %4023, 1
  br label %4022

4065:                                             ; preds = %4022
  %4066 = add i64 %4019, 1
  br label %4018

4067:                                             ; preds = %4018
  %4068 = add i64 %4015, 1
  br label %4014

4069:                                             ; preds = %4014
  %4070 = add i64 %4011, 1
  br label %4010

4071:                                             ; preds = %4010
  %4072 = add i64 %4007, 1
  br label %4006

4073:                                             ; preds = %4006
  %4074 = add i64 %4003, 1
  br label %4002

4075:                                             ; preds = %4002
  %4076 = add i64 %3999, 1
  br label %3998

4077:                                             ; preds = %3998
  %4078 = call ptr @malloc(i64 32832)
  %4079 = ptrtoint ptr %4078 to i64
  %4080 = add i64 %4079, 63
  %4081 = urem i64 %4080, 64
  %4082 = sub i64 %4080, %4081
  %4083 = inttoptr i64 %4082 to ptr
  %4084 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4078, 0
  %4085 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4084, ptr %4083, 1
  %4086 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4085, i64 0, 2
  %4087 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4086, i64 1, 3, 0
  %4088 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4087, i64 128, 3, 1
  %4089 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4088, i64 8, 3, 2
  %4090 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4089, i64 8, 3, 3
  %4091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4090, i64 8192, 4, 0
  %4092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4091, i64 64, 4, 1
  %4093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4092, i64 8, 4, 2
  %4094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4093, i64 1, 4, 3
  br label %4095

4095:                                             ; preds = %4168, %4077
  %4096 = phi i64 [ %4169, %4168 ], [ 0, %4077 ]
  %4097 = icmp slt i64 %4096, 1
  br i1 %4097, label %4098, label %4170

4098:                                             ; preds = %4095
  br label %4099

4099:                                             ; preds = %4166, %4098
  %4100 = phi i64 [ %4167, %4166 ], [ 0, %4098 ]
  %4101 = icmp slt i64 %4100, 128
  br i1 %4101, label %4102, label %4168

4102:                                             ; preds = %4099
  br label %4103

4103:                                             ; preds = %4164, %4102
  %4104 = phi i64 [ %4165, %4164 ], [ 0, %4102 ]
  %4105 = icmp slt i64 %4104, 8
  br i1 %4105, label %4106, label %4166

4106:                                             ; preds = %4103
  br label %4107

4107:                                             ; preds = %4110, %4106
  %4108 = phi i64 [ %4163, %4110 ], [ 0, %4106 ]
  %4109 = icmp slt i64 %4108, 8
  br i1 %4109, label %4110, label %4164

4110:                                             ; preds = %4107
  %4111 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3956, 1
  %4112 = mul nuw nsw i64 %4096, 8192
  %4113 = mul nuw nsw i64 %4100, 64
  %4114 = add nuw nsw i64 %4112, %4113
  %4115 = mul nuw nsw i64 %4104, 8
  %4116 = add nuw nsw i64 %4114, %4115
  %4117 = add nuw nsw i64 %4116, %4108
  %4118 = getelementptr inbounds nuw float, ptr %4111, i64 %4117
  %4119 = load float, ptr %4118, align 4
  %4120 = add nuw nsw i64 %4100, 0
  %4121 = add nuw nsw i64 %4120, 0
  %4122 = getelementptr inbounds nuw float, ptr @__constant_128xf32_44, i64 %4121
  %4123 = load float, ptr %4122, align 4
  %4124 = add nuw nsw i64 %4100, 0
  %4125 = add nuw nsw i64 %4124, 0
  %4126 = getelementptr inbounds nuw float, ptr @__constant_128xf32_43, i64 %4125
  %4127 = load float, ptr %4126, align 4
  %4128 = add nuw nsw i64 %4100, 0
  %4129 = add nuw nsw i64 %4128, 0
  %4130 = getelementptr inbounds nuw float, ptr @__constant_128xf32_42, i64 %4129
  %4131 = load float, ptr %4130, align 4
  %4132 = add nuw nsw i64 %4100, 0
  %4133 = add nuw nsw i64 %4132, 0
  %4134 = getelementptr inbounds nuw float, ptr @__constant_128xf32, i64 %4133
  %4135 = load float, ptr %4134, align 4
  %4136 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3295, 1
  %4137 = mul nuw nsw i64 %4096, 8192
  %4138 = mul nuw nsw i64 %4100, 64
  %4139 = add nuw nsw i64 %4137, %4138
  %4140 = mul nuw nsw i64 %4104, 8
  %4141 = add nuw nsw i64 %4139, %4140
  %4142 = add nuw nsw i64 %4141, %4108
  %4143 = getelementptr inbounds nuw float, ptr %4136, i64 %4142
  %4144 = load float, ptr %4143, align 4
  %4145 = fadd float %4127, f0x3727C5AC
  %4146 = call float @llvm.sqrt.f32(float %4145)
  %4147 = fdiv float 1.000000e+00, %4146
  %4148 = fsub float %4119, %4123
  %4149 = fmul float %4148, %4147
  %4150 = fmul float %4149, %4131
  %4151 = fadd float %4150, %4135
  %4152 = fadd float %4151, %4144
  %4153 = fcmp ugt float %4152, 0.000000e+00
  %4154 = select i1 %4153, float %4152, float 0.000000e+00
  %4155 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4094, 1
  %4156 = mul nuw nsw i64 %4096, 8192
  %4157 = mul nuw nsw i64 %4100, 64
  %4158 = add nuw nsw i64 %4156, %4157
  %4159 = mul nuw nsw i64 %4104, 8
  %4160 = add nuw nsw i64 %4158, %4159
  %4161 = add nuw nsw i64 %4160, %4108
  %4162 = getelementptr inbounds nuw float, ptr %4155, i64 %4161
  store float %4154, ptr %4162, align 4
  %4163 = add i64 %4108, 1
  br label %4107

4164:                                             ; preds = %4107
  %4165 = add i64 %4104, 1
  br label %4103

4166:                                             ; preds = %4103
  %4167 = add i64 %4100, 1
  br label %4099

4168:                                             ; preds = %4099
  %4169 = add i64 %4096, 1
  br label %4095

4170:                                             ; preds = %4095
  %4171 = call ptr @malloc(i64 51264)
  %4172 = ptrtoint ptr %4171 to i64
  %4173 = add i64 %4172, 63
  %4174 = urem i64 %4173, 64
  %4175 = sub i64 %4173, %4174
  %4176 = inttoptr i64 %4175 to ptr
  %4177 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4171, 0
  %4178 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4177, ptr %4176, 1
  %4179 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4178, i64 0, 2
  %4180 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4179, i64 1, 3, 0
  %4181 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4180, i64 128, 3, 1
  %4182 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4181, i64 10, 3, 2
  %4183 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4182, i64 10, 3, 3
  %4184 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4183, i64 12800, 4, 0
  %4185 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4184, i64 100, 4, 1
  %4186 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4185, i64 10, 4, 2
  %4187 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4186, i64 1, 4, 3
  br label %4188

4188:                                             ; preds = %4217, %4170
  %4189 = phi i64 [ %4218, %4217 ], [ 0, %4170 ]
  %4190 = icmp slt i64 %4189, 1
  br i1 %4190, label %4191, label %4219

4191:                                             ; preds = %4188
  br label %4192

4192:                                             ; preds = %4215, %4191
  %4193 = phi i64 [ %4216, %4215 ], [ 0, %4191 ]
  %4194 = icmp slt i64 %4193, 128
  br i1 %4194, label %4195, label %4217

4195:                                             ; preds = %4192
  br label %4196

4196:                                             ; preds = %4213, %4195
  %4197 = phi i64 [ %4214, %4213 ], [ 0, %4195 ]
  %4198 = icmp slt i64 %4197, 10
  br i1 %4198, label %4199, label %4215

4199:                                             ; preds = %4196
  br label %4200

4200:                                             ; preds = %4203, %4199
  %4201 = phi i64 [ %4212, %4203 ], [ 0, %4199 ]
  %4202 = icmp slt i64 %4201, 10
  br i1 %4202, label %4203, label %4213

4203:                                             ; preds = %4200
  %4204 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4187, 1
  %4205 = mul nuw nsw i64 %4189, 12800
  %4206 = mul nuw nsw i64 %4193, 100
  %4207 = add nuw nsw i64 %4205, %4206
  %4208 = mul nuw nsw i64 %4197, 10
  %4209 = add nuw nsw i64 %4207, %4208
  %4210 = add nuw nsw i64 %4209, %4201
  %4211 = getelementptr inbounds nuw float, ptr %4204, i64 %4210
  store float 0.000000e+00, ptr %4211, align 4
  %4212 = add i64 %4201, 1
  br label %4200

4213:                                             ; preds = %4200
  %4214 = add i64 %4197, 1
  br label %4196

4215:                                             ; preds = %4196
  %4216 = add i64 %4193, 1
  br label %4192

4217:                                             ; preds = %4192
  %4218 = add i64 %4189, 1
  br label %4188

4219:                                             ; preds = %4188
  %4220 = call ptr @malloc(i64 51264)
  %4221 = ptrtoint ptr %4220 to i64
  %4222 = add i64 %4221, 63
  %4223 = urem i64 %4222, 64
  %4224 = sub i64 %4222, %4223
  %4225 = inttoptr i64 %4224 to ptr
  %4226 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4220, 0
  %4227 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4226, ptr %4225, 1
  %4228 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4227, i64 0, 2
  %4229 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4228, i64 1, 3, 0
  %4230 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4229, i64 128, 3, 1
  %4231 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4230, i64 10, 3, 2
  %4232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4231, i64 10, 3, 3
  %4233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4232, i64 12800, 4, 0
  %4234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4233, i64 100, 4, 1
  %4235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4234, i64 10, 4, 2
  %4236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4235, i64 1, 4, 3
  br label %4237

4237:                                             ; preds = %4275, %4219
  %4238 = phi i64 [ %4276, %4275 ], [ 0, %4219 ]
  %4239 = icmp slt i64 %4238, 1
  br i1 %4239, label %4240, label %4277

4240:                                             ; preds = %4237
  br label %4241

4241:                                             ; preds = %4273, %4240
  %4242 = phi i64 [ %4274, %4273 ], [ 0, %4240 ]
  %4243 = icmp slt i64 %4242, 128
  br i1 %4243, label %4244, label %4275

4244:                                             ; preds = %4241
  br label %4245

4245:                                             ; preds = %4271, %4244
  %4246 = phi i64 [ %4272, %4271 ], [ 0, %4244 ]
  %4247 = icmp slt i64 %4246, 10
  br i1 %4247, label %4248, label %4273

4248:                                             ; preds = %4245
  br label %4249

4249:                                             ; preds = %4252, %4248
  %4250 = phi i64 [ %4270, %4252 ], [ 0, %4248 ]
  %4251 = icmp slt i64 %4250, 10
  br i1 %4251, label %4252, label %4271

4252:                                             ; preds = %4249
  %4253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4187, 1
  %4254 = mul nuw nsw i64 %4238, 12800
  %4255 = mul nuw nsw i64 %4242, 100
  %4256 = add nuw nsw i64 %4254, %4255
  %4257 = mul nuw nsw i64 %4246, 10
  %4258 = add nuw nsw i64 %4256, %4257
  %4259 = add nuw nsw i64 %4258, %4250
  %4260 = getelementptr inbounds nuw float, ptr %4253, i64 %4259
  %4261 = load float, ptr %4260, align 4
  %4262 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4236, 1
  %4263 = mul nuw nsw i64 %4238, 12800
  %4264 = mul nuw nsw i64 %4242, 100
  %4265 = add nuw nsw i64 %4263, %4264
  %4266 = mul nuw nsw i64 %4246, 10
  %4267 = add nuw nsw i64 %4265, %4266
  %4268 = add nuw nsw i64 %4267, %4250
  %4269 = getelementptr inbounds nuw float, ptr %4262, i64 %4268
  store float %4261, ptr %4269, align 4
  %4270 = add i64 %4250, 1
  br label %4249

4271:                                             ; preds = %4249
  %4272 = add i64 %4246, 1
  br label %4245

4273:                                             ; preds = %4245
  %4274 = add i64 %4242, 1
  br label %4241

4275:                                             ; preds = %4241
  %4276 = add i64 %4238, 1
  br label %4237

4277:                                             ; preds = %4237
  %4278 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4236, 0
  %4279 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4236, 1
  %4280 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4278, 0
  %4281 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4280, ptr %4279, 1
  %4282 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4281, i64 11, 2
  %4283 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4282, i64 1, 3, 0
  %4284 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4283, i64 12800, 4, 0
  %4285 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4284, i64 128, 3, 1
  %4286 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4285, i64 100, 4, 1
  %4287 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4286, i64 8, 3, 2
  %4288 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4287, i64 10, 4, 2
  %4289 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4288, i64 8, 3, 3
  %4290 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4289, i64 1, 4, 3
  br label %4291

4291:                                             ; preds = %4330, %4277
  %4292 = phi i64 [ %4331, %4330 ], [ 0, %4277 ]
  %4293 = icmp slt i64 %4292, 1
  br i1 %4293, label %4294, label %4332

4294:                                             ; preds = %4291
  br label %4295

4295:                                             ; preds = %4328, %4294
  %4296 = phi i64 [ %4329, %4328 ], [ 0, %4294 ]
  %4297 = icmp slt i64 %4296, 128
  br i1 %4297, label %4298, label %4330

4298:                                             ; preds = %4295
  br label %4299

4299:                                             ; preds = %4326, %4298
  %4300 = phi i64 [ %4327, %4326 ], [ 0, %4298 ]
  %4301 = icmp slt i64 %4300, 8
  br i1 %4301, label %4302, label %4328

4302:                                             ; preds = %4299
  br label %4303

4303:                                             ; preds = %4306, %4302
  %4304 = phi i64 [ %4325, %4306 ], [ 0, %4302 ]
  %4305 = icmp slt i64 %4304, 8
  br i1 %4305, label %4306, label %4326

4306:                                             ; preds = %4303
  %4307 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4094, 1
  %4308 = mul nuw nsw i64 %4292, 8192
  %4309 = mul nuw nsw i64 %4296, 64
  %4310 = add nuw nsw i64 %4308, %4309
  %4311 = mul nuw nsw i64 %4300, 8
  %4312 = add nuw nsw i64 %4310, %4311
  %4313 = add nuw nsw i64 %4312, %4304
  %4314 = getelementptr inbounds nuw float, ptr %4307, i64 %4313
  %4315 = load float, ptr %4314, align 4
  %4316 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4290, 1
  %4317 = getelementptr float, ptr %4316, i64 11
  %4318 = mul nuw nsw i64 %4292, 12800
  %4319 = mul nuw nsw i64 %4296, 100
  %4320 = add nuw nsw i64 %4318, %4319
  %4321 = mul nuw nsw i64 %4300, 10
  %4322 = add nuw nsw i64 %4320, %4321
  %4323 = add nuw nsw i64 %4322, %4304
  %4324 = getelementptr inbounds nuw float, ptr %4317, i64 %4323
  store float %4315, ptr %4324, align 4
  %4325 = add i64 %4304, 1
  br label %4303

4326:                                             ; preds = %4303
  %4327 = add i64 %4300, 1
  br label %4299

4328:                                             ; preds = %4299
  %4329 = add i64 %4296, 1
  br label %4295

4330:                                             ; preds = %4295
  %4331 = add i64 %4292, 1
  br label %4291

4332:                                             ; preds = %4291
  %4333 = call ptr @malloc(i64 16448)
  %4334 = ptrtoint ptr %4333 to i64
  %4335 = add i64 %4334, 63
  %4336 = urem i64 %4335, 64
  %4337 = sub i64 %4335, %4336
  %4338 = inttoptr i64 %4337 to ptr
  %4339 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4333, 0
  %4340 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4339, ptr %4338, 1
  %4341 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4340, i64 0, 2
  %4342 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4341, i64 1, 3, 0
  %4343 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4342, i64 256, 3, 1
  %4344 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4343, i64 4, 3, 2
  %4345 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4344, i64 4, 3, 3
  %4346 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4345, i64 4096, 4, 0
  %4347 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4346, i64 16, 4, 1
  %4348 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4347, i64 4, 4, 2
  %4349 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4348, i64 1, 4, 3
  br label %4350

4350:                                             ; preds = %4379, %4332
  %4351 = phi i64 [ %4380, %4379 ], [ 0, %4332 ]
  %4352 = icmp slt i64 %4351, 1
  br i1 %4352, label %4353, label %4381

4353:                                             ; preds = %4350
  br label %4354

4354:                                             ; preds = %4377, %4353
  %4355 = phi i64 [ %4378, %4377 ], [ 0, %4353 ]
  %4356 = icmp slt i64 %4355, 256
  br i1 %4356, label %4357, label %4379

4357:                                             ; preds = %4354
  br label %4358

4358:                                             ; preds = %4375, %4357
  %4359 = phi i64 [ %4376, %4375 ], [ 0, %4357 ]
  %4360 = icmp slt i64 %4359, 4
  br i1 %4360, label %4361, label %4377

4361:                                             ; preds = %4358
  br label %4362

4362:                                             ; preds = %4365, %4361
  %4363 = phi i64 [ %4374, %4365 ], [ 0, %4361 ]
  %4364 = icmp slt i64 %4363, 4
  br i1 %4364, label %4365, label %4375

4365:                                             ; preds = %4362
  %4366 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %4367 = mul nuw nsw i64 %4351, 4096
  %4368 = mul nuw nsw i64 %4355, 16
  %4369 = add nuw nsw i64 %4367, %4368
  %4370 = mul nuw nsw i64 %4359, 4
  %4371 = add nuw nsw i64 %4369, %4370
  %4372 = add nuw nsw i64 %4371, %4363
  %4373 = getelementptr inbounds nuw float, ptr %4366, i64 %4372
  store float 0.000000e+00, ptr %4373, align 4
  %4374 = add i64 %4363, 1
  br label %4362

4375:                                             ; preds = %4362
  %4376 = add i64 %4359, 1
  br label %4358

4377:                                             ; preds = %4358
  %4378 = add i64 %4355, 1
  br label %4354

4379:                                             ; preds = %4354
  %4380 = add i64 %4351, 1
  br label %4350

4381:                                             ; preds = %4350
  %4382 = call ptr @malloc(i64 16448)
  %4383 = ptrtoint ptr %4382 to i64
  %4384 = add i64 %4383, 63
  %4385 = urem i64 %4384, 64
  %4386 = sub i64 %4384, %4385
  %4387 = inttoptr i64 %4386 to ptr
  %4388 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4382, 0
  %4389 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4388, ptr %4387, 1
  %4390 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4389, i64 0, 2
  %4391 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4390, i64 1, 3, 0
  %4392 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4391, i64 256, 3, 1
  %4393 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4392, i64 4, 3, 2
  %4394 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4393, i64 4, 3, 3
  %4395 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4394, i64 4096, 4, 0
  %4396 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4395, i64 16, 4, 1
  %4397 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4396, i64 4, 4, 2
  %4398 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4397, i64 1, 4, 3
  br label %4399

4399:                                             ; preds = %4437, %4381
  %4400 = phi i64 [ %4438, %4437 ], [ 0, %4381 ]
  %4401 = icmp slt i64 %4400, 1
  br i1 %4401, label %4402, label %4439

4402:                                             ; preds = %4399
  br label %4403

4403:                                             ; preds = %4435, %4402
  %4404 = phi i64 [ %4436, %4435 ], [ 0, %4402 ]
  %4405 = icmp slt i64 %4404, 256
  br i1 %4405, label %4406, label %4437

4406:                                             ; preds = %4403
  br label %4407

4407:                                             ; preds = %4433, %4406
  %4408 = phi i64 [ %4434, %4433 ], [ 0, %4406 ]
  %4409 = icmp slt i64 %4408, 4
  br i1 %4409, label %4410, label %4435

4410:                                             ; preds = %4407
  br label %4411

4411:                                             ; preds = %4414, %4410
  %4412 = phi i64 [ %4432, %4414 ], [ 0, %4410 ]
  %4413 = icmp slt i64 %4412, 4
  br i1 %4413, label %4414, label %4433

4414:                                             ; preds = %4411
  %4415 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %4416 = mul nuw nsw i64 %4400, 4096
  %4417 = mul nuw nsw i64 %4404, 16
  %4418 = add nuw nsw i64 %4416, %4417
  %4419 = mul nuw nsw i64 %4408, 4
  %4420 = add nuw nsw i64 %4418, %4419
  %4421 = add nuw nsw i64 %4420, %4412
  %4422 = getelementptr inbounds nuw float, ptr %4415, i64 %4421
  %4423 = load float, ptr %4422, align 4
  %4424 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4398, 1
  %4425 = mul nuw nsw i64 %4400, 4096
  %4426 = mul nuw nsw i64 %4404, 16
  %4427 = add nuw nsw i64 %4425, %4426
  %4428 = mul nuw nsw i64 %4408, 4
  %4429 = add nuw nsw i64 %4427, %4428
  %4430 = add nuw nsw i64 %4429, %4412
  %4431 = getelementptr inbounds nuw float, ptr %4424, i64 %4430
  store float %4423, ptr %4431, align 4
  %4432 = add i64 %4412, 1
  br label %4411

4433:                                             ; preds = %4411
  %4434 = add i64 %4408, 1
  br label %4407

4435:                                             ; preds = %4407
  %4436 = add i64 %4404, 1
  br label %4403

4437:                                             ; preds = %4403
  %4438 = add i64 %4400, 1
  br label %4399

4439:                                             ; preds = %4399
  br label %4440

4440:                                             ; preds = %4519, %4439
  %4441 = phi i64 [ %4520, %4519 ], [ 0, %4439 ]
  %4442 = icmp slt i64 %4441, 1
  br i1 %4442, label %4443, label %4521

4443:                                             ; preds = %4440
  br label %4444

4444:                                             ; preds = %4517, %4443
  %4445 = phi i64 [ %4518, %4517 ], [ 0, %4443 ]
  %4446 = icmp slt i64 %4445, 256
  br i1 %4446, label %4447, label %4519

4447:                                             ; preds = %4444
  br label %4448

4448:                                             ; preds = %4515, %4447
  %4449 = phi i64 [ %4516, %4515 ], [ 0, %4447 ]
  %4450 = icmp slt i64 %4449, 4
  br i1 %4450, label %4451, label %4517

4451:                                             ; preds = %4448
  br label %4452

4452:                                             ; preds = %4513, %4451
  %4453 = phi i64 [ %4514, %4513 ], [ 0, %4451 ]
  %4454 = icmp slt i64 %4453, 4
  br i1 %4454, label %4455, label %4515

4455:                                             ; preds = %4452
  br label %4456

4456:                                             ; preds = %4511, %4455
  %4457 = phi i64 [ %4512, %4511 ], [ 0, %4455 ]
  %4458 = icmp slt i64 %4457, 128
  br i1 %4458, label %4459, label %4513

4459:                                             ; preds = %4456
  br label %4460

4460:                                             ; preds = %4509, %4459
  %4461 = phi i64 [ %4510, %4509 ], [ 0, %4459 ]
  %4462 = icmp slt i64 %4461, 3
  br i1 %4462, label %4463, label %4511

4463:                                             ; preds = %4460
  br label %4464

4464:                                             ; preds = %4467, %4463
  %4465 = phi i64 [ %4508, %4467 ], [ 0, %4463 ]
  %4466 = icmp slt i64 %4465, 3
  br i1 %4466, label %4467, label %4509

4467:                                             ; preds = %4464
  %4468 = mul nsw i64 %4449, 2
  %4469 = add i64 %4468, %4461
  %4470 = mul nsw i64 %4453, 2
  %4471 = add i64 %4470, %4465
  %4472 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4236, 1
  %4473 = mul nuw nsw i64 %4441, 12800
  %4474 = mul nuw nsw i64 %4457, 100
  %4475 = add nuw nsw i64 %4473, %4474
  %4476 = mul nuw nsw i64 %4469, 10
  %4477 = add nuw nsw i64 %4475, %4476
  %4478 = add nuw nsw i64 %4477, %4471
  %4479 = getelementptr inbounds nuw float, ptr %4472, i64 %4478
  %4480 = load float, ptr %4479, align 4
  %4481 = mul nuw nsw i64 %4445, 1152
  %4482 = mul nuw nsw i64 %4457, 9
  %4483 = add nuw nsw i64 %4481, %4482
  %4484 = mul nuw nsw i64 %4461, 3
  %4485 = add nuw nsw i64 %4483, %4484
  %4486 = add nuw nsw i64 %4485, %4465
  %4487 = getelementptr inbounds nuw float, ptr @__constant_256x128x3x3xf32, i64 %4486
  %4488 = load float, ptr %4487, align 4
  %4489 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4398, 1
  %4490 = mul nuw nsw i64 %4441, 4096
  %4491 = mul nuw nsw i64 %4445, 16
  %4492 = add nuw nsw i64 %4490, %4491
  %4493 = mul nuw nsw i64 %4449, 4
  %4494 = add nuw nsw i64 %4492, %4493
  %4495 = add nuw nsw i64 %4494, %4453
  %4496 = getelementptr inbounds nuw float, ptr %4489, i64 %4495
  %4497 = load float, ptr %4496, align 4
  %4498 = fmul float %4480, %4488
  %4499 = fadd float %4497, %4498
  %4500 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4398, 1
  %4501 = mul nuw nsw i64 %4441, 4096
  %4502 = mul nuw nsw i64 %4445, 16
  %4503 = add nuw nsw i64 %4501, %4502
  %4504 = mul nuw nsw i64 %4449, 4
  %4505 = add nuw nsw i64 %4503, %4504
  %4506 = add nuw nsw i64 %4505, %4453
  %4507 = getelementptr inbounds nuw float, ptr %4500, i64 %4506
  store float %4499, ptr %4507, align 4
  %4508 = add i64 %4465, 1
  br label %4464

4509:                                             ; preds = %4464
  %4510 = add i64 %4461, 1
  br label %4460

4511:                                             ; preds = %4460
  %4512 = add i64 %4457, 1
  br label %4456

4513:                                             ; preds = %4456
  %4514 = add i64 %4453, 1
  br label %4452

4515:                                             ; preds = %4452
  %4516 = add i64 %4449, 1
  br label %4448

4517:                                             ; preds = %4448
  %4518 = add i64 %4445, 1
  br label %4444

4519:                                             ; preds = %4444
  %4520 = add i64 %4441, 1
  br label %4440

4521:                                             ; preds = %4440
  %4522 = call ptr @malloc(i64 16448)
  %4523 = ptrtoint ptr %4522 to i64
  %4524 = add i64 %4523, 63
  %4525 = urem i64 %4524, 64
  %4526 = sub i64 %4524, %4525
  %4527 = inttoptr i64 %4526 to ptr
  %4528 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4522, 0
  %4529 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4528, ptr %4527, 1
  %4530 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4529, i64 0, 2
  %4531 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4530, i64 1, 3, 0
  %4532 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4531, i64 256, 3, 1
  %4533 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4532, i64 4, 3, 2
  %4534 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4533, i64 4, 3, 3
  %4535 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4534, i64 4096, 4, 0
  %4536 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4535, i64 16, 4, 1
  %4537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4536, i64 4, 4, 2
  %4538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4537, i64 1, 4, 3
  br label %4539

4539:                                             ; preds = %4602, %4521
  %4540 = phi i64 [ %4603, %4602 ], [ 0, %4521 ]
  %4541 = icmp slt i64 %4540, 1
  br i1 %4541, label %4542, label %4604

4542:                                             ; preds = %4539
  br label %4543

4543:                                             ; preds = %4600, %4542
  %4544 = phi i64 [ %4601, %4600 ], [ 0, %4542 ]
  %4545 = icmp slt i64 %4544, 256
  br i1 %4545, label %4546, label %4602

4546:                                             ; preds = %4543
  br label %4547

4547:                                             ; preds = %4598, %4546
  %4548 = phi i64 [ %4599, %4598 ], [ 0, %4546 ]
  %4549 = icmp slt i64 %4548, 4
  br i1 %4549, label %4550, label %4600

4550:                                             ; preds = %4547
  br label %4551

4551:                                             ; preds = %4554, %4550
  %4552 = phi i64 [ %4597, %4554 ], [ 0, %4550 ]
  %4553 = icmp slt i64 %4552, 4
  br i1 %4553, label %4554, label %4598

4554:                                             ; preds = %4551
  %4555 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4398, 1
  %4556 = mul nuw nsw i64 %4540, 4096
  %4557 = mul nuw nsw i64 %4544, 16
  %4558 = add nuw nsw i64 %4556, %4557
  %4559 = mul nuw nsw i64 %4548, 4
  %4560 = add nuw nsw i64 %4558, %4559
  %4561 = add nuw nsw i64 %4560, %4552
  %4562 = getelementptr inbounds nuw float, ptr %4555, i64 %4561
  %4563 = load float, ptr %4562, align 4
  %4564 = add nuw nsw i64 %4544, 0
  %4565 = add nuw nsw i64 %4564, 0
  %4566 = getelementptr inbounds nuw float, ptr @__constant_256xf32_41, i64 %4565
  %4567 = load float, ptr %4566, align 4
  %4568 = add nuw nsw i64 %4544, 0
  %4569 = add nuw nsw i64 %4568, 0
  %4570 = getelementptr inbounds nuw float, ptr @__constant_256xf32_40, i64 %4569
  %4571 = load float, ptr %4570, align 4
  %4572 = add nuw nsw i64 %4544, 0
  %4573 = add nuw nsw i64 %4572, 0
  %4574 = getelementptr inbounds nuw float, ptr @__constant_256xf32_39, i64 %4573
  %4575 = load float, ptr %4574, align 4
  %4576 = add nuw nsw i64 %4544, 0
  %4577 = add nuw nsw i64 %4576, 0
  %4578 = getelementptr inbounds nuw float, ptr @__constant_256xf32_38, i64 %4577
  %4579 = load float, ptr %4578, align 4
  %4580 = fadd float %4571, f0x3727C5AC
  %4581 = call float @llvm.sqrt.f32(float %4580)
  %4582 = fdiv float 1.000000e+00, %4581
  %4583 = fsub float %4563, %4567
  %4584 = fmul float %4583, %4582
  %4585 = fmul float %4584, %4575
  %4586 = fadd float %4585, %4579
  %4587 = fcmp ugt float %4586, 0.000000e+00
  %4588 = select i1 %4587, float %4586, float 0.000000e+00
  %4589 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4538, 1
  %4590 = mul nuw nsw i64 %4540, 4096
  %4591 = mul nuw nsw i64 %4544, 16
  %4592 = add nuw nsw i64 %4590, %4591
  %4593 = mul nuw nsw i64 %4548, 4
  %4594 = add nuw nsw i64 %4592, %4593
  %4595 = add nuw nsw i64 %4594, %4552
  %4596 = getelementptr inbounds nuw float, ptr %4589, i64 %4595
  store float %4588, ptr %4596, align 4
  %4597 = add i64 %4552, 1
  br label %4551

4598:                                             ; preds = %4551
  %4599 = add i64 %4548, 1
  br label %4547

4600:                                             ; preds = %4547
  %4601 = add i64 %4544, 1
  br label %4543

4602:                                             ; preds = %4543
  %4603 = add i64 %4540, 1
  br label %4539

4604:                                             ; preds = %4539
  %4605 = call ptr @malloc(i64 36928)
  %4606 = ptrtoint ptr %4605 to i64
  %4607 = add i64 %4606, 63
  %4608 = urem i64 %4607, 64
  %4609 = sub i64 %4607, %4608
  %4610 = inttoptr i64 %4609 to ptr
  %4611 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4605, 0
  %4612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4611, ptr %4610, 1
  %4613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4612, i64 0, 2
  %4614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4613, i64 1, 3, 0
  %4615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4614, i64 256, 3, 1
  %4616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4615, i64 6, 3, 2
  %4617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4616, i64 6, 3, 3
  %4618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4617, i64 9216, 4, 0
  %4619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4618, i64 36, 4, 1
  %4620 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4619, i64 6, 4, 2
  %4621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4620, i64 1, 4, 3
  br label %4622

4622:                                             ; preds = %4651, %4604
  %4623 = phi i64 [ %4652, %4651 ], [ 0, %4604 ]
  %4624 = icmp slt i64 %4623, 1
  br i1 %4624, label %4625, label %4653

4625:                                             ; preds = %4622
  br label %4626

4626:                                             ; preds = %4649, %4625
  %4627 = phi i64 [ %4650, %4649 ], [ 0, %4625 ]
  %4628 = icmp slt i64 %4627, 256
  br i1 %4628, label %4629, label %4651

4629:                                             ; preds = %4626
  br label %4630

4630:                                             ; preds = %4647, %4629
  %4631 = phi i64 [ %4648, %4647 ], [ 0, %4629 ]
  %4632 = icmp slt i64 %4631, 6
  br i1 %4632, label %4633, label %4649

4633:                                             ; preds = %4630
  br label %4634

4634:                                             ; preds = %4637, %4633
  %4635 = phi i64 [ %4646, %4637 ], [ 0, %4633 ]
  %4636 = icmp slt i64 %4635, 6
  br i1 %4636, label %4637, label %4647

4637:                                             ; preds = %4634
  %4638 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4621, 1
  %4639 = mul nuw nsw i64 %4623, 9216
  %4640 = mul nuw nsw i64 %4627, 36
  %4641 = add nuw nsw i64 %4639, %4640
  %4642 = mul nuw nsw i64 %4631, 6
  %4643 = add nuw nsw i64 %4641, %4642
  %4644 = add nuw nsw i64 %4643, %4635
  %4645 = getelementptr inbounds nuw float, ptr %4638, i64 %4644
  store float 0.000000e+00, ptr %4645, align 4
  %4646 = add i64 %4635, 1
  br label %4634

4647:                                             ; preds = %4634
  %4648 = add i64 %4631, 1
  br label %4630

4649:                                             ; preds = %4630
  %4650 = add i64 %4627, 1
  br label %4626

4651:                                             ; preds = %4626
  %4652 = add i64 %4623, 1
  br label %4622

4653:                                             ; preds = %4622
  %4654 = call ptr @malloc(i64 36928)
  %4655 = ptrtoint ptr %4654 to i64
  %4656 = add i64 %4655, 63
  %4657 = urem i64 %4656, 64
  %4658 = sub i64 %4656, %4657
  %4659 = inttoptr i64 %4658 to ptr
  %4660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4654, 0
  %4661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4660, ptr %4659, 1
  %4662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4661, i64 0, 2
  %4663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4662, i64 1, 3, 0
  %4664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4663, i64 256, 3, 1
  %4665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4664, i64 6, 3, 2
  %4666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4665, i64 6, 3, 3
  %4667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4666, i64 9216, 4, 0
  %4668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4667, i64 36, 4, 1
  %4669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4668, i64 6, 4, 2
  %4670 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4669, i64 1, 4, 3
  br label %4671

4671:                                             ; preds = %4709, %4653
  %4672 = phi i64 [ %4710, %4709 ], [ 0, %4653 ]
  %4673 = icmp slt i64 %4672, 1
  br i1 %4673, label %4674, label %4711

4674:                                             ; preds = %4671
  br label %4675

4675:                                             ; preds = %4707, %4674
  %4676 = phi i64 [ %4708, %4707 ], [ 0, %4674 ]
  %4677 = icmp slt i64 %4676, 256
  br i1 %4677, label %4678, label %4709

4678:                                             ; preds = %4675
  br label %4679

4679:                                             ; preds = %4705, %4678
  %4680 = phi i64 [ %4706, %4705 ], [ 0, %4678 ]
  %4681 = icmp slt i64 %4680, 6
  br i1 %4681, label %4682, label %4707

4682:                                             ; preds = %4679
  br label %4683

4683:                                             ; preds = %4686, %4682
  %4684 = phi i64 [ %4704, %4686 ], [ 0, %4682 ]
  %4685 = icmp slt i64 %4684, 6
  br i1 %4685, label %4686, label %4705

4686:                                             ; preds = %4683
  %4687 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4621, 1
  %4688 = mul nuw nsw i64 %4672, 9216
  %4689 = mul nuw nsw i64 %4676, 36
  %4690 = add nuw nsw i64 %4688, %4689
  %4691 = mul nuw nsw i64 %4680, 6
  %4692 = add nuw nsw i64 %4690, %4691
  %4693 = add nuw nsw i64 %4692, %4684
  %4694 = getelementptr inbounds nuw float, ptr %4687, i64 %4693
  %4695 = load float, ptr %4694, align 4
  %4696 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, 1
  %4697 = mul nuw nsw i64 %4672, 9216
  %4698 = mul nuw nsw i64 %4676, 36
  %4699 = add nuw nsw i64 %4697, %4698
  %4700 = mul nuw nsw i64 %4680, 6
  %4701 = add nuw nsw i64 %4699, %4700
  %4702 = add nuw nsw i64 %4701, %4684
  %4703 = getelementptr inbounds nuw float, ptr %4696, i64 %4702
  store float %4695, ptr %4703, align 4
  %4704 = add i64 %4684, 1
  br label %4683

4705:                                             ; preds = %4683
  %4706 = add i64 %4680, 1
  br label %4679

4707:                                             ; preds = %4679
  %4708 = add i64 %4676, 1
  br label %4675

4709:                                             ; preds = %4675
  %4710 = add i64 %4672, 1
  br label %4671

4711:                                             ; preds = %4671
  %4712 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, 0
  %4713 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, 1
  %4714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4712, 0
  %4715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4714, ptr %4713, 1
  %4716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4715, i64 7, 2
  %4717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4716, i64 1, 3, 0
  %4718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4717, i64 9216, 4, 0
  %4719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4718, i64 256, 3, 1
  %4720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4719, i64 36, 4, 1
  %4721 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4720, i64 4, 3, 2
  %4722 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4721, i64 6, 4, 2
  %4723 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4722, i64 4, 3, 3
  %4724 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4723, i64 1, 4, 3
  br label %4725

4725:                                             ; preds = %4764, %4711
  %4726 = phi i64 [ %4765, %4764 ], [ 0, %4711 ]
  %4727 = icmp slt i64 %4726, 1
  br i1 %4727, label %4728, label %4766

4728:                                             ; preds = %4725
  br label %4729

4729:                                             ; preds = %4762, %4728
  %4730 = phi i64 [ %4763, %4762 ], [ 0, %4728 ]
  %4731 = icmp slt i64 %4730, 256
  br i1 %4731, label %4732, label %4764

4732:                                             ; preds = %4729
  br label %4733

4733:                                             ; preds = %4760, %4732
  %4734 = phi i64 [ %4761, %4760 ], [ 0, %4732 ]
  %4735 = icmp slt i64 %4734, 4
  br i1 %4735, label %4736, label %4762

4736:                                             ; preds = %4733
  br label %4737

4737:                                             ; preds = %4740, %4736
  %4738 = phi i64 [ %4759, %4740 ], [ 0, %4736 ]
  %4739 = icmp slt i64 %4738, 4
  br i1 %4739, label %4740, label %4760

4740:                                             ; preds = %4737
  %4741 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4538, 1
  %4742 = mul nuw nsw i64 %4726, 4096
  %4743 = mul nuw nsw i64 %4730, 16
  %4744 = add nuw nsw i64 %4742, %4743
  %4745 = mul nuw nsw i64 %4734, 4
  %4746 = add nuw nsw i64 %4744, %4745
  %4747 = add nuw nsw i64 %4746, %4738
  %4748 = getelementptr inbounds nuw float, ptr %4741, i64 %4747
  %4749 = load float, ptr %4748, align 4
  %4750 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4724, 1
  %4751 = getelementptr float, ptr %4750, i64 7
  %4752 = mul nuw nsw i64 %4726, 9216
  %4753 = mul nuw nsw i64 %4730, 36
  %4754 = add nuw nsw i64 %4752, %4753
  %4755 = mul nuw nsw i64 %4734, 6
  %4756 = add nuw nsw i64 %4754, %4755
  %4757 = add nuw nsw i64 %4756, %4738
  %4758 = getelementptr inbounds nuw float, ptr %4751, i64 %4757
  store float %4749, ptr %4758, align 4
  %4759 = add i64 %4738, 1
  br label %4737

4760:                                             ; preds = %4737
  %4761 = add i64 %4734, 1
  br label %4733

4762:                                             ; preds = %4733
  %4763 = add i64 %4730, 1
  br label %4729

4764:                                             ; preds = %4729
  %4765 = add i64 %4726, 1
  br label %4725

4766:                                             ; preds = %4725
  %4767 = call ptr @malloc(i64 16448)
  %4768 = ptrtoint ptr %4767 to i64
  %4769 = add i64 %4768, 63
  %4770 = urem i64 %4769, 64
  %4771 = sub i64 %4769, %4770
  %4772 = inttoptr i64 %4771 to ptr
  %4773 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4767, 0
  %4774 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4773, ptr %4772, 1
  %4775 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4774, i64 0, 2
  %4776 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4775, i64 1, 3, 0
  %4777 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4776, i64 256, 3, 1
  %4778 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4777, i64 4, 3, 2
  %4779 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4778, i64 4, 3, 3
  %4780 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4779, i64 4096, 4, 0
  %4781 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4780, i64 16, 4, 1
  %4782 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4781, i64 4, 4, 2
  %4783 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4782, i64 1, 4, 3
  br label %4784

4784:                                             ; preds = %4822, %4766
  %4785 = phi i64 [ %4823, %4822 ], [ 0, %4766 ]
  %4786 = icmp slt i64 %4785, 1
  br i1 %4786, label %4787, label %4824

4787:                                             ; preds = %4784
  br label %4788

4788:                                             ; preds = %4820, %4787
  %4789 = phi i64 [ %4821, %4820 ], [ 0, %4787 ]
  %4790 = icmp slt i64 %4789, 256
  br i1 %4790, label %4791, label %4822

4791:                                             ; preds = %4788
  br label %4792

4792:                                             ; preds = %4818, %4791
  %4793 = phi i64 [ %4819, %4818 ], [ 0, %4791 ]
  %4794 = icmp slt i64 %4793, 4
  br i1 %4794, label %4795, label %4820

4795:                                             ; preds = %4792
  br label %4796

4796:                                             ; preds = %4799, %4795
  %4797 = phi i64 [ %4817, %4799 ], [ 0, %4795 ]
  %4798 = icmp slt i64 %4797, 4
  br i1 %4798, label %4799, label %4818

4799:                                             ; preds = %4796
  %4800 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %4801 = mul nuw nsw i64 %4785, 4096
  %4802 = mul nuw nsw i64 %4789, 16
  %4803 = add nuw nsw i64 %4801, %4802
  %4804 = mul nuw nsw i64 %4793, 4
  %4805 = add nuw nsw i64 %4803, %4804
  %4806 = add nuw nsw i64 %4805, %4797
  %4807 = getelementptr inbounds nuw float, ptr %4800, i64 %4806
  %4808 = load float, ptr %4807, align 4
  %4809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, 1
  %4810 = mul nuw nsw i64 %4785, 4096
  %4811 = mul nuw nsw i64 %4789, 16
  %4812 = add nuw nsw i64 %4810, %4811
  %4813 = mul nuw nsw i64 %4793, 4
  %4814 = add nuw nsw i64 %4812, %4813
  %4815 = add nuw nsw i64 %4814, %4797
  %4816 = getelementptr inbounds nuw float, ptr %4809, i64 %4815
  store float %4808, ptr %4816, align 4
  %4817 = add i64 %4797, 1
  br label %4796

4818:                                             ; preds = %4796
  %4819 = add i64 %4793, 1
  br label %4792

4820:                                             ; preds = %4792
  %4821 = add i64 %4789, 1
  br label %4788

4822:                                             ; preds = %4788
  %4823 = add i64 %4785, 1
  br label %4784

4824:                                             ; preds = %4784
  br label %4825

4825:                                             ; preds = %4902, %4824
  %4826 = phi i64 [ %4903, %4902 ], [ 0, %4824 ]
  %4827 = icmp slt i64 %4826, 1
  br i1 %4827, label %4828, label %4904

4828:                                             ; preds = %4825
  br label %4829

4829:                                             ; preds = %4900, %4828
  %4830 = phi i64 [ %4901, %4900 ], [ 0, %4828 ]
  %4831 = icmp slt i64 %4830, 256
  br i1 %4831, label %4832, label %4902

4832:                                             ; preds = %4829
  br label %4833

4833:                                             ; preds = %4898, %4832
  %4834 = phi i64 [ %4899, %4898 ], [ 0, %4832 ]
  %4835 = icmp slt i64 %4834, 4
  br i1 %4835, label %4836, label %4900

4836:                                             ; preds = %4833
  br label %4837

4837:                                             ; preds = %4896, %4836
  %4838 = phi i64 [ %4897, %4896 ], [ 0, %4836 ]
  %4839 = icmp slt i64 %4838, 4
  br i1 %4839, label %4840, label %4898

4840:                                             ; preds = %4837
  br label %4841

4841:                                             ; preds = %4894, %4840
  %4842 = phi i64 [ %4895, %4894 ], [ 0, %4840 ]
  %4843 = icmp slt i64 %4842, 256
  br i1 %4843, label %4844, label %4896

4844:                                             ; preds = %4841
  br label %4845

4845:                                             ; preds = %4892, %4844
  %4846 = phi i64 [ %4893, %4892 ], [ 0, %4844 ]
  %4847 = icmp slt i64 %4846, 3
  br i1 %4847, label %4848, label %4894

4848:                                             ; preds = %4845
  br label %4849

4849:                                             ; preds = %4852, %4848
  %4850 = phi i64 [ %4891, %4852 ], [ 0, %4848 ]
  %4851 = icmp slt i64 %4850, 3
  br i1 %4851, label %4852, label %4892

4852:                                             ; preds = %4849
  %4853 = add i64 %4834, %4846
  %4854 = add i64 %4838, %4850
  %4855 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, 1
  %4856 = mul nuw nsw i64 %4826, 9216
  %4857 = mul nuw nsw i64 %4842, 36
  %4858 = add nuw nsw i64 %4856, %4857
  %4859 = mul nuw nsw i64 %4853, 6
  %4860 = add nuw nsw i64 %4858, %4859
  %4861 = add nuw nsw i64 %4860, %4854
  %4862 = getelementptr inbounds nuw float, ptr %4855, i64 %4861
  %4863 = load float, ptr %4862, align 4
  %4864 = mul nuw nsw i64 %4830, 2304
  %4865 = mul nuw nsw i64 %4842, 9
  %4866 = add nuw nsw i64 %4864, %4865
  %4867 = mul nuw nsw i64 %4846, 3
  %4868 = add nuw nsw i64 %4866, %4867
  %4869 = add nuw nsw i64 %4868, %4850
  %4870 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32_37, i64 %4869
  %4871 = load float, ptr %4870, align 4
  %4872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, 1
  %4873 = mul nuw nsw i64 %4826, 4096
  %4874 = mul nuw nsw i64 %4830, 16
  %4875 = add nuw nsw i64 %4873, %4874
  %4876 = mul nuw nsw i64 %4834, 4
  %4877 = add nuw nsw i64 %4875, %4876
  %4878 = add nuw nsw i64 %4877, %4838
  %4879 = getelementptr inbounds nuw float, ptr %4872, i64 %4878
  %4880 = load float, ptr %4879, align 4
  %4881 = fmul float %4863, %4871
  %4882 = fadd float %4880, %4881
  %4883 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, 1
  %4884 = mul nuw nsw i64 %4826, 4096
  %4885 = mul nuw nsw i64 %4830, 16
  %4886 = add nuw nsw i64 %4884, %4885
  %4887 = mul nuw nsw i64 %4834, 4
  %4888 = add nuw nsw i64 %4886, %4887
  %4889 = add nuw nsw i64 %4888, %4838
  %4890 = getelementptr inbounds nuw float, ptr %4883, i64 %4889
  store float %4882, ptr %4890, align 4
  %4891 = add i64 %4850, 1
  br label %4849

4892:                                             ; preds = %4849
  %4893 = add i64 %4846, 1
  br label %4845

4894:                                             ; preds = %4845
  %4895 = add i64 %4842, 1
  br label %4841

4896:                                             ; preds = %4841
  %4897 = add i64 %4838, 1
  br label %4837

4898:                                             ; preds = %4837
  %4899 = add i64 %4834, 1
  br label %4833

4900:                                             ; preds = %4833
  %4901 = add i64 %4830, 1
  br label %4829

4902:                                             ; preds = %4829
  %4903 = add i64 %4826, 1
  br label %4825

4904:                                             ; preds = %4825
  %4905 = call ptr @malloc(i64 16448)
  %4906 = ptrtoint ptr %4905 to i64
  %4907 = add i64 %4906, 63
  %4908 = urem i64 %4907, 64
  %4909 = sub i64 %4907, %4908
  %4910 = inttoptr i64 %4909 to ptr
  %4911 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %4905, 0
  %4912 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4911, ptr %4910, 1
  %4913 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4912, i64 0, 2
  %4914 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4913, i64 1, 3, 0
  %4915 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4914, i64 256, 3, 1
  %4916 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4915, i64 4, 3, 2
  %4917 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4916, i64 4, 3, 3
  %4918 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4917, i64 4096, 4, 0
  %4919 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4918, i64 16, 4, 1
  %4920 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4919, i64 4, 4, 2
  %4921 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4920, i64 1, 4, 3
  br label %4922

4922:                                             ; preds = %4960, %4904
  %4923 = phi i64 [ %4961, %4960 ], [ 0, %4904 ]
  %4924 = icmp slt i64 %4923, 1
  br i1 %4924, label %4925, label %4962

4925:                                             ; preds = %4922
  br label %4926

4926:                                             ; preds = %4958, %4925
  %4927 = phi i64 [ %4959, %4958 ], [ 0, %4925 ]
  %4928 = icmp slt i64 %4927, 256
  br i1 %4928, label %4929, label %4960

4929:                                             ; preds = %4926
  br label %4930

4930:                                             ; preds = %4956, %4929
  %4931 = phi i64 [ %4957, %4956 ], [ 0, %4929 ]
  %4932 = icmp slt i64 %4931, 4
  br i1 %4932, label %4933, label %4958

4933:                                             ; preds = %4930
  br label %4934

4934:                                             ; preds = %4937, %4933
  %4935 = phi i64 [ %4955, %4937 ], [ 0, %4933 ]
  %4936 = icmp slt i64 %4935, 4
  br i1 %4936, label %4937, label %4956

4937:                                             ; preds = %4934
  %4938 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %4939 = mul nuw nsw i64 %4923, 4096
  %4940 = mul nuw nsw i64 %4927, 16
  %4941 = add nuw nsw i64 %4939, %4940
  %4942 = mul nuw nsw i64 %4931, 4
  %4943 = add nuw nsw i64 %4941, %4942
  %4944 = add nuw nsw i64 %4943, %4935
  %4945 = getelementptr inbounds nuw float, ptr %4938, i64 %4944
  %4946 = load float, ptr %4945, align 4
  %4947 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, 1
  %4948 = mul nuw nsw i64 %4923, 4096
  %4949 = mul nuw nsw i64 %4927, 16
  %4950 = add nuw nsw i64 %4948, %4949
  %4951 = mul nuw nsw i64 %4931, 4
  %4952 = add nuw nsw i64 %4950, %4951
  %4953 = add nuw nsw i64 %4952, %4935
  %4954 = getelementptr inbounds nuw float, ptr %4947, i64 %4953
  store float %4946, ptr %4954, align 4
  %4955 = add i64 %4935, 1
  br label %4934

4956:                                             ; preds = %4934
  %4957 = add i64 %4931, 1
  br label %4930

4958:                                             ; preds = %4930
  %4959 = add i64 %4927, 1
  br label %4926

4960:                                             ; preds = %4926
  %4961 = add i64 %4923, 1
  br label %4922

4962:                                             ; preds = %4922
  br label %4963

4963:                                             ; preds = %5040, %4962
  %4964 = phi i64 [ %5041, %5040 ], [ 0, %4962 ]
  %4965 = icmp slt i64 %4964, 1
  br i1 %4965, label %4966, label %5042

4966:                                             ; preds = %4963
  br label %4967

4967:                                             ; preds = %5038, %4966
  %4968 = phi i64 [ %5039, %5038 ], [ 0, %4966 ]
  %4969 = icmp slt i64 %4968, 256
  br i1 %4969, label %4970, label %5040

4970:                                             ; preds = %4967
  br label %4971

4971:                                             ; preds = %5036, %4970
  %4972 = phi i64 [ %5037, %5036 ], [ 0, %4970 ]
  %4973 = icmp slt i64 %4972, 4
  br i1 %4973, label %4974, label %5038

4974:                                             ; preds = %4971
  br label %4975

4975:                                             ; preds = %5034, %4974
  %4976 = phi i64 [ %5035, %5034 ], [ 0, %4974 ]
  %4977 = icmp slt i64 %4976, 4
  br i1 %4977, label %4978, label %5036

4978:                                             ; preds = %4975
  br label %4979

4979:                                             ; preds = %5032, %4978
  %4980 = phi i64 [ %5033, %5032 ], [ 0, %4978 ]
  %4981 = icmp slt i64 %4980, 128
  br i1 %4981, label %4982, label %5034

4982:                                             ; preds = %4979
  br label %4983

4983:                                             ; preds = %5030, %4982
  %4984 = phi i64 [ %5031, %5030 ], [ 0, %4982 ]
  %4985 = icmp slt i64 %4984, 1
  br i1 %4985, label %4986, label %5032

4986:                                             ; preds = %4983
  br label %4987

4987:                                             ; preds = %4990, %4986
  %4988 = phi i64 [ %5029, %4990 ], [ 0, %4986 ]
  %4989 = icmp slt i64 %4988, 1
  br i1 %4989, label %4990, label %5030

4990:                                             ; preds = %4987
  %4991 = mul nsw i64 %4972, 2
  %4992 = add i64 %4991, %4984
  %4993 = mul nsw i64 %4976, 2
  %4994 = add i64 %4993, %4988
  %4995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4094, 1
  %4996 = mul nuw nsw i64 %4964, 8192
  %4997 = mul nuw nsw i64 %4980, 64
  %4998 = add nuw nsw i64 %4996, %4997
  %4999 = mul nuw nsw i64 %4992, 8
  %5000 = add nuw nsw i64 %4998, %4999
  %5001 = add nuw nsw i64 %5000, %4994
  %5002 = getelementptr inbounds nuw float, ptr %4995, i64 %5001
  %5003 = load float, ptr %5002, align 4
  %5004 = mul nuw nsw i64 %4968, 128
  %5005 = add nuw nsw i64 %5004, %4980
  %5006 = add nuw nsw i64 %5005, %4984
  %5007 = add nuw nsw i64 %5006, %4988
  %5008 = getelementptr inbounds nuw float, ptr @__constant_256x128x1x1xf32, i64 %5007
  %5009 = load float, ptr %5008, align 4
  %5010 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, 1
  %5011 = mul nuw nsw i64 %4964, 4096
  %5012 = mul nuw nsw i64 %4968, 16
  %5013 = add nuw nsw i64 %5011, %5012
  %5014 = mul nuw nsw i64 %4972, 4
  %5015 = add nuw nsw i64 %5013, %5014
  %5016 = add nuw nsw i64 %5015, %4976
  %5017 = getelementptr inbounds nuw float, ptr %5010, i64 %5016
  %5018 = load float, ptr %5017, align 4
  %5019 = fmul float %5003, %5009
  %5020 = fadd float %5018, %5019
  %5021 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, 1
  %5022 = mul nuw nsw i64 %4964, 4096
  %5023 = mul nuw nsw i64 %4968, 16
  %5024 = add nuw nsw i64 %5022, %5023
  %5025 = mul nuw nsw i64 %4972, 4
  %5026 = add nuw nsw i64 %5024, %5025
  %5027 = add nuw nsw i64 %5026, %4976
  %5028 = getelementptr inbounds nuw float, ptr %5021, i64 %5027
  store float %5020, ptr %5028, align 4
  %5029 = add i64 %4988, 1
  br label %4987

5030:                                             ; preds = %4987
  %5031 = add i64 %4984, 1
  br label %4983

5032:                                             ; preds = %4983
  %5033 = add i64 %4980, 1
  br label %4979

5034:                                             ; preds = %4979
  %5035 = add i64 %4976, 1
  br label %4975

5036:                                             ; preds = %4975
  %5037 = add i64 %4972, 1
  br label %4971

5038:                                             ; preds = %4971
  %5039 = add i64 %4968, 1
  br label %4967

5040:                                             ; preds = %4967
  %5041 = add i64 %4964, 1
  br label %4963

5042:                                             ; preds = %4963
  %5043 = call ptr @malloc(i64 16448)
  %5044 = ptrtoint ptr %5043 to i64
  %5045 = add i64 %5044, 63
  %5046 = urem i64 %5045, 64
  %5047 = sub i64 %5045, %5046
  %5048 = inttoptr i64 %5047 to ptr
  %5049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5043, 0
  %5050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5049, ptr %5048, 1
  %5051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5050, i64 0, 2
  %5052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5051, i64 1, 3, 0
  %5053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5052, i64 256, 3, 1
  %5054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5053, i64 4, 3, 2
  %5055 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5054, i64 4, 3, 3
  %5056 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5055, i64 4096, 4, 0
  %5057 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5056, i64 16, 4, 1
  %5058 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5057, i64 4, 4, 2
  %5059 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5058, i64 1, 4, 3
  br label %5060

5060:                                             ; preds = %5156, %5042
  %5061 = phi i64 [ %5157, %5156 ], [ 0, %5042 ]
  %5062 = icmp slt i64 %5061, 1
  br i1 %5062, label %5063, label %5158

5063:                                             ; preds = %5060
  br label %5064

5064:                                             ; preds = %5154, %5063
  %5065 = phi i64 [ %5155, %5154 ], [ 0, %5063 ]
  %5066 = icmp slt i64 %5065, 256
  br i1 %5066, label %5067, label %5156

5067:                                             ; preds = %5064
  br label %5068

5068:                                             ; preds = %5152, %5067
  %5069 = phi i64 [ %5153, %5152 ], [ 0, %5067 ]
  %5070 = icmp slt i64 %5069, 4
  br i1 %5070, label %5071, label %5154

5071:                                             ; preds = %5068
  br label %5072

5072:                                             ; preds = %5075, %5071
  %5073 = phi i64 [ %5151, %5075 ], [ 0, %5071 ]
  %5074 = icmp slt i64 %5073, 4
  br i1 %5074, label %5075, label %5152

5075:                                             ; preds = %5072
  %5076 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, 1
  %5077 = mul nuw nsw i64 %5061, 4096
  %5078 = mul nuw nsw i64 %5065, 16
  %5079 = add nuw nsw i64 %5077, %5078
  %5080 = mul nuw nsw i64 %5069, 4
  %5081 = add nuw nsw i64 %5079, %5080
  %5082 = add nuw nsw i64 %5081, %5073
  %5083 = getelementptr inbounds nuw float, ptr %5076, i64 %5082
  %5084 = load float, ptr %5083, align 4
  %5085 = add nuw nsw i64 %5065, 0
  %5086 = add nuw nsw i64 %5085, 0
  %5087 = getelementptr inbounds nuw float, ptr @__constant_256xf32_36, i64 %5086
  %5088 = load float, ptr %5087, align 4
  %5089 = add nuw nsw i64 %5065, 0
  %5090 = add nuw nsw i64 %5089, 0
  %5091 = getelementptr inbounds nuw float, ptr @__constant_256xf32_35, i64 %5090
  %5092 = load float, ptr %5091, align 4
  %5093 = add nuw nsw i64 %5065, 0
  %5094 = add nuw nsw i64 %5093, 0
  %5095 = getelementptr inbounds nuw float, ptr @__constant_256xf32_34, i64 %5094
  %5096 = load float, ptr %5095, align 4
  %5097 = add nuw nsw i64 %5065, 0
  %5098 = add nuw nsw i64 %5097, 0
  %5099 = getelementptr inbounds nuw float, ptr @__constant_256xf32_33, i64 %5098
  %5100 = load float, ptr %5099, align 4
  %5101 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, 1
  %5102 = mul nuw nsw i64 %5061, 4096
  %5103 = mul nuw nsw i64 %5065, 16
  %5104 = add nuw nsw i64 %5102, %5103
  %5105 = mul nuw nsw i64 %5069, 4
  %5106 = add nuw nsw i64 %5104, %5105
  %5107 = add nuw nsw i64 %5106, %5073
  %5108 = getelementptr inbounds nuw float, ptr %5101, i64 %5107
  %5109 = load float, ptr %5108, align 4
  %5110 = add nuw nsw i64 %5065, 0
  %5111 = add nuw nsw i64 %5110, 0
  %5112 = getelementptr inbounds nuw float, ptr @__constant_256xf32_32, i64 %5111
  %5113 = load float, ptr %5112, align 4
  %5114 = add nuw nsw i64 %5065, 0
  %5115 = add nuw nsw i64 %5114, 0
  %5116 = getelementptr inbounds nuw float, ptr @__constant_256xf32_31, i64 %5115
  %5117 = load float, ptr %5116, align 4
  %5118 = add nuw nsw i64 %5065, 0
  %5119 = add nuw nsw i64 %5118, 0
  %5120 = getelementptr inbounds nuw float, ptr @__constant_256xf32_30, i64 %5119
  %5121 = load float, ptr %5120, align 4
  %5122 = add nuw nsw i64 %5065, 0
  %5123 = add nuw nsw i64 %5122, 0
  %5124 = getelementptr inbounds nuw float, ptr @__constant_256xf32_29, i64 %5123
  %5125 = load float, ptr %5124, align 4
  %5126 = fadd float %5117, f0x3727C5AC
  %5127 = call float @llvm.sqrt.f32(float %5126)
  %5128 = fdiv float 1.000000e+00, %5127
  %5129 = fsub float %5109, %5113
  %5130 = fmul float %5129, %5128
  %5131 = fmul float %5130, %5121
  %5132 = fadd float %5131, %5125
  %5133 = fadd float %5092, f0x3727C5AC
  %5134 = call float @llvm.sqrt.f32(float %5133)
  %5135 = fdiv float 1.000000e+00, %5134
  %5136 = fsub float %5084, %5088
  %5137 = fmul float %5136, %5135
  %5138 = fmul float %5137, %5096
  %5139 = fadd float %5138, %5100
  %5140 = fadd float %5139, %5132
  %5141 = fcmp ugt float %5140, 0.000000e+00
  %5142 = select i1 %5141, float %5140, float 0.000000e+00
  %5143 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5059, 1
  %5144 = mul nuw nsw i64 %5061, 4096
  %5145 = mul nuw nsw i64 %5065, 16
  %5146 = add nuw nsw i64 %5144, %5145
  %5147 = mul nuw nsw i64 %5069, 4
  %5148 = add nuw nsw i64 %5146, %5147
  %5149 = add nuw nsw i64 %5148, %5073
  %5150 = getelementptr inbounds nuw float, ptr %5143, i64 %5149
  store float %5142, ptr %5150, align 4
  %5151 = add i64 %5073, 1
  br label %5072

5152:                                             ; preds = %5072
  %5153 = add i64 %5069, 1
  br label %5068

5154:                                             ; preds = %5068
  %5155 = add i64 %5065, 1
  br label %5064

5156:                                             ; preds = %5064
  %5157 = add i64 %5061, 1
  br label %5060

5158:                                             ; preds = %5060
  %5159 = call ptr @malloc(i64 36928)
  %5160 = ptrtoint ptr %5159 to i64
  %5161 = add i64 %5160, 63
  %5162 = urem i64 %5161, 64
  %5163 = sub i64 %5161, %5162
  %5164 = inttoptr i64 %5163 to ptr
  %5165 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5159, 0
  %5166 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5165, ptr %5164, 1
  %5167 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5166, i64 0, 2
  %5168 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5167, i64 1, 3, 0
  %5169 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5168, i64 256, 3, 1
  %5170 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5169, i64 6, 3, 2
  %5171 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5170, i64 6, 3, 3
  %5172 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5171, i64 9216, 4, 0
  %5173 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5172, i64 36, 4, 1
  %5174 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5173, i64 6, 4, 2
  %5175 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5174, i64 1, 4, 3
  br label %5176

5176:                                             ; preds = %5205, %5158
  %5177 = phi i64 [ %5206, %5205 ], [ 0, %5158 ]
  %5178 = icmp slt i64 %5177, 1
  br i1 %5178, label %5179, label %5207

5179:                                             ; preds = %5176
  br label %5180

5180:                                             ; preds = %5203, %5179
  %5181 = phi i64 [ %5204, %5203 ], [ 0, %5179 ]
  %5182 = icmp slt i64 %5181, 256
  br i1 %5182, label %5183, label %5205

5183:                                             ; preds = %5180
  br label %5184

5184:                                             ; preds = %5201, %5183
  %5185 = phi i64 [ %5202, %5201 ], [ 0, %5183 ]
  %5186 = icmp slt i64 %5185, 6
  br i1 %5186, label %5187, label %5203

5187:                                             ; preds = %5184
  br label %5188

5188:                                             ; preds = %5191, %5187
  %5189 = phi i64 [ %5200, %5191 ], [ 0, %5187 ]
  %5190 = icmp slt i64 %5189, 6
  br i1 %5190, label %5191, label %5201

5191:                                             ; preds = %5188
  %5192 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5175, 1
  %5193 = mul nuw nsw i64 %5177, 9216
  %5194 = mul nuw nsw i64 %5181, 36
  %5195 = add nuw nsw i64 %5193, %5194
  %5196 = mul nuw nsw i64 %5185, 6
  %5197 = add nuw nsw i64 %5195, %5196
  %5198 = add nuw nsw i64 %5197, %5189
  %5199 = getelementptr inbounds nuw float, ptr %5192, i64 %5198
  store float 0.000000e+00, ptr %5199, align 4
  %5200 = add i64 %5189, 1
  br label %5188

5201:                                             ; preds = %5188
  %5202 = add i64 %5185, 1
  br label %5184

5203:                                             ; preds = %5184
  %5204 = add i64 %5181, 1
  br label %5180

5205:                                             ; preds = %5180
  %5206 = add i64 %5177, 1
  br label %5176

5207:                                             ; preds = %5176
  %5208 = call ptr @malloc(i64 36928)
  %5209 = ptrtoint ptr %5208 to i64
  %5210 = add i64 %5209, 63
  %5211 = urem i64 %5210, 64
  %5212 = sub i64 %5210, %5211
  %5213 = inttoptr i64 %5212 to ptr
  %5214 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5208, 0
  %5215 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5214, ptr %5213, 1
  %5216 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5215, i64 0, 2
  %5217 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5216, i64 1, 3, 0
  %5218 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5217, i64 256, 3, 1
  %5219 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5218, i64 6, 3, 2
  %5220 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5219, i64 6, 3, 3
  %5221 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5220, i64 9216, 4, 0
  %5222 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5221, i64 36, 4, 1
  %5223 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5222, i64 6, 4, 2
  %5224 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5223, i64 1, 4, 3
  br label %5225

5225:                                             ; preds = %5263, %5207
  %5226 = phi i64 [ %5264, %5263 ], [ 0, %5207 ]
  %5227 = icmp slt i64 %5226, 1
  br i1 %5227, label %5228, label %5265

5228:                                             ; preds = %5225
  br label %5229

5229:                                             ; preds = %5261, %5228
  %5230 = phi i64 [ %5262, %5261 ], [ 0, %5228 ]
  %5231 = icmp slt i64 %5230, 256
  br i1 %5231, label %5232, label %5263

5232:                                             ; preds = %5229
  br label %5233

5233:                                             ; preds = %5259, %5232
  %5234 = phi i64 [ %5260, %5259 ], [ 0, %5232 ]
  %5235 = icmp slt i64 %5234, 6
  br i1 %5235, label %5236, label %5261

5236:                                             ; preds = %5233
  br label %5237

5237:                                             ; preds = %5240, %5236
  %5238 = phi i64 [ %5258, %5240 ], [ 0, %5236 ]
  %5239 = icmp slt i64 %5238, 6
  br i1 %5239, label %5240, label %5259

5240:                                             ; preds = %5237
  %5241 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5175, 1
  %5242 = mul nuw nsw i64 %5226, 9216
  %5243 = mul nuw nsw i64 %5230, 36
  %5244 = add nuw nsw i64 %5242, %5243
  %5245 = mul nuw nsw i64 %5234, 6
  %5246 = add nuw nsw i64 %5244, %5245
  %5247 = add nuw nsw i64 %5246, %5238
  %5248 = getelementptr inbounds nuw float, ptr %5241, i64 %5247
  %5249 = load float, ptr %5248, align 4
  %5250 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5224, 1
  %5251 = mul nuw nsw i64 %5226, 9216
  %5252 = mul nuw nsw i64 %5230, 36
  %5253 = add nuw nsw i64 %5251, %5252
  %5254 = mul nuw nsw i64 %5234, 6
  %5255 = add nuw nsw i64 %5253, %5254
  %5256 = add nuw nsw i64 %5255, %5238
  %5257 = getelementptr inbounds nuw float, ptr %5250, i64 %5256
  store float %5249, ptr %5257, align 4
  %5258 = add i64 %5238, 1
  br label %5237

5259:                                             ; preds = %5237
  %5260 = add i64 %5234, 1
  br label %5233

5261:                                             ; preds = %5233
  %5262 = add i64 %5230, 1
  br label %5229

5263:                                             ; preds = %5229
  %5264 = add i64 %5226, 1
  br label %5225

5265:                                             ; preds = %5225
  %5266 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5224, 0
  %5267 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5224, 1
  %5268 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5266, 0
  %5269 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5268, ptr %5267, 1
  %5270 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5269, i64 7, 2
  %5271 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5270, i64 1, 3, 0
  %5272 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5271, i64 9216, 4, 0
  %5273 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5272, i64 256, 3, 1
  %5274 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5273, i64 36, 4, 1
  %5275 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5274, i64 4, 3, 2
  %5276 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5275, i64 6, 4, 2
  %5277 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5276, i64 4, 3, 3
  %5278 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5277, i64 1, 4, 3
  br label %5279

5279:                                             ; preds = %5318, %5265
  %5280 = phi i64 [ %5319, %5318 ], [ 0, %5265 ]
  %5281 = icmp slt i64 %5280, 1
  br i1 %5281, label %5282, label %5320

5282:                                             ; preds = %5279
  br label %5283

5283:                                             ; preds = %5316, %5282
  %5284 = phi i64 [ %5317, %5316 ], [ 0, %5282 ]
  %5285 = icmp slt i64 %5284, 256
  br i1 %5285, label %5286, label %5318

5286:                                             ; preds = %5283
  br label %5287

5287:                                             ; preds = %5314, %5286
  %5288 = phi i64 [ %5315, %5314 ], [ 0, %5286 ]
  %5289 = icmp slt i64 %5288, 4
  br i1 %5289, label %5290, label %5316

5290:                                             ; preds = %5287
  br label %5291

5291:                                             ; preds = %5294, %5290
  %5292 = phi i64 [ %5313, %5294 ], [ 0, %5290 ]
  %5293 = icmp slt i64 %5292, 4
  br i1 %5293, label %5294, label %5314

5294:                                             ; preds = %5291
  %5295 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5059, 1
  %5296 = mul nuw nsw i64 %5280, 4096
  %5297 = mul nuw nsw i64 %5284, 16
  %5298 = add nuw nsw i64 %5296, %5297
  %5299 = mul nuw nsw i64 %5288, 4
  %5300 = add nuw nsw i64 %5298, %5299
  %5301 = add nuw nsw i64 %5300, %5292
  %5302 = getelementptr inbounds nuw float, ptr %5295, i64 %5301
  %5303 = load float, ptr %5302, align 4
  %5304 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5278, 1
  %5305 = getelementptr float, ptr %5304, i64 7
  %5306 = mul nuw nsw i64 %5280, 9216
  %5307 = mul nuw nsw i64 %5284, 36
  %5308 = add nuw nsw i64 %5306, %5307
  %5309 = mul nuw nsw i64 %5288, 6
  %5310 = add nuw nsw i64 %5308, %5309
  %5311 = add nuw nsw i64 %5310, %5292
  %5312 = getelementptr inbounds nuw float, ptr %5305, i64 %5311
  store float %5303, ptr %5312, align 4
  %5313 = add i64 %5292, 1
  br label %5291

5314:                                             ; preds = %5291
  %5315 = add i64 %5288, 1
  br label %5287

5316:                                             ; preds = %5287
  %5317 = add i64 %5284, 1
  br label %5283

5318:                                             ; preds = %5283
  %5319 = add i64 %5280, 1
  br label %5279

5320:                                             ; preds = %5279
  %5321 = call ptr @malloc(i64 16448)
  %5322 = ptrtoint ptr %5321 to i64
  %5323 = add i64 %5322, 63
  %5324 = urem i64 %5323, 64
  %5325 = sub i64 %5323, %5324
  %5326 = inttoptr i64 %5325 to ptr
  %5327 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5321, 0
  %5328 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5327, ptr %5326, 1
  %5329 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5328, i64 0, 2
  %5330 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5329, i64 1, 3, 0
  %5331 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5330, i64 256, 3, 1
  %5332 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5331, i64 4, 3, 2
  %5333 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5332, i64 4, 3, 3
  %5334 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5333, i64 4096, 4, 0
  %5335 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5334, i64 16, 4, 1
  %5336 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5335, i64 4, 4, 2
  %5337 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5336, i64 1, 4, 3
  br label %5338

5338:                                             ; preds = %5376, %5320
  %5339 = phi i64 [ %5377, %5376 ], [ 0, %5320 ]
  %5340 = icmp slt i64 %5339, 1
  br i1 %5340, label %5341, label %5378

5341:                                             ; preds = %5338
  br label %5342

5342:                                             ; preds = %5374, %5341
  %5343 = phi i64 [ %5375, %5374 ], [ 0, %5341 ]
  %5344 = icmp slt i64 %5343, 256
  br i1 %5344, label %5345, label %5376

5345:                                             ; preds = %5342
  br label %5346

5346:                                             ; preds = %5372, %5345
  %5347 = phi i64 [ %5373, %5372 ], [ 0, %5345 ]
  %5348 = icmp slt i64 %5347, 4
  br i1 %5348, label %5349, label %5374

5349:                                             ; preds = %5346
  br label %5350

5350:                                             ; preds = %5353, %5349
  %5351 = phi i64 [ %5371, %5353 ], [ 0, %5349 ]
  %5352 = icmp slt i64 %5351, 4
  br i1 %5352, label %5353, label %5372

5353:                                             ; preds = %5350
  %5354 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %5355 = mul nuw nsw i64 %5339, 4096
  %5356 = mul nuw nsw i64 %5343, 16
  %5357 = add nuw nsw i64 %5355, %5356
  %5358 = mul nuw nsw i64 %5347, 4
  %5359 = add nuw nsw i64 %5357, %5358
  %5360 = add nuw nsw i64 %5359, %5351
  %5361 = getelementptr inbounds nuw float, ptr %5354, i64 %5360
  %5362 = load float, ptr %5361, align 4
  %5363 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5337, 1
  %5364 = mul nuw nsw i64 %5339, 4096
  %5365 = mul nuw nsw i64 %5343, 16
  %5366 = add nuw nsw i64 %5364, %5365
  %5367 = mul nuw nsw i64 %5347, 4
  %5368 = add nuw nsw i64 %5366, %5367
  %5369 = add nuw nsw i64 %5368, %5351
  %5370 = getelementptr inbounds nuw float, ptr %5363, i64 %5369
  store float %5362, ptr %5370, align 4
  %5371 = add i64 %5351, 1
  br label %5350

5372:                                             ; preds = %5350
  %5373 = add i64 %5347, 1
  br label %5346

5374:                                             ; preds = %5346
  %5375 = add i64 %5343, 1
  br label %5342

5376:                                             ; preds = %5342
  %5377 = add i64 %5339, 1
  br label %5338

5378:                                             ; preds = %5338
  br label %5379

5379:                                             ; preds = %5456, %5378
  %5380 = phi i64 [ %5457, %5456 ], [ 0, %5378 ]
  %5381 = icmp slt i64 %5380, 1
  br i1 %5381, label %5382, label %5458

5382:                                             ; preds = %5379
  br label %5383

5383:                                             ; preds = %5454, %5382
  %5384 = phi i64 [ %5455, %5454 ], [ 0, %5382 ]
  %5385 = icmp slt i64 %5384, 256
  br i1 %5385, label %5386, label %5456

5386:                                             ; preds = %5383
  br label %5387

5387:                                             ; preds = %5452, %5386
  %5388 = phi i64 [ %5453, %5452 ], [ 0, %5386 ]
  %5389 = icmp slt i64 %5388, 4
  br i1 %5389, label %5390, label %5454

5390:                                             ; preds = %5387
  br label %5391

5391:                                             ; preds = %5450, %5390
  %5392 = phi i64 [ %5451, %5450 ], [ 0, %5390 ]
  %5393 = icmp slt i64 %5392, 4
  br i1 %5393, label %5394, label %5452

5394:                                             ; preds = %5391
  br label %5395

5395:                                             ; preds = %5448, %5394
  %5396 = phi i64 [ %5449, %5448 ], [ 0, %5394 ]
  %5397 = icmp slt i64 %5396, 256
  br i1 %5397, label %5398, label %5450

5398:                                             ; preds = %5395
  br label %5399

5399:                                             ; preds = %5446, %5398
  %5400 = phi i64 [ %5447, %5446 ], [ 0, %5398 ]
  %5401 = icmp slt i64 %5400, 3
  br i1 %5401, label %5402, label %5448

5402:                                             ; preds = %5399
  br label %5403

5403:                                             ; preds = %5406, %5402
  %5404 = phi i64 [ %5445, %5406 ], [ 0, %5402 ]
  %5405 = icmp slt i64 %5404, 3
  br i1 %5405, label %5406, label %5446

5406:                                             ; preds = %5403
  %5407 = add i64 %5388, %5400
  %5408 = add i64 %5392, %5404
  %5409 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5224, 1
  %5410 = mul nuw nsw i64 %5380, 9216
  %5411 = mul nuw nsw i64 %5396, 36
  %5412 = add nuw nsw i64 %5410, %5411
  %5413 = mul nuw nsw i64 %5407, 6
  %5414 = add nuw nsw i64 %5412, %5413
  %5415 = add nuw nsw i64 %5414, %5408
  %5416 = getelementptr inbounds nuw float, ptr %5409, i64 %5415
  %5417 = load float, ptr %5416, align 4
  %5418 = mul nuw nsw i64 %5384, 2304
  %5419 = mul nuw nsw i64 %5396, 9
  %5420 = add nuw nsw i64 %5418, %5419
  %5421 = mul nuw nsw i64 %5400, 3
  %5422 = add nuw nsw i64 %5420, %5421
  %5423 = add nuw nsw i64 %5422, %5404
  %5424 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32_28, i64 %5423
  %5425 = load float, ptr %5424, align 4
  %5426 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5337, 1
  %5427 = mul nuw nsw i64 %5380, 4096
  %5428 = mul nuw nsw i64 %5384, 16
  %5429 = add nuw nsw i64 %5427, %5428
  %5430 = mul nuw nsw i64 %5388, 4
  %5431 = add nuw nsw i64 %5429, %5430
  %5432 = add nuw nsw i64 %5431, %5392
  %5433 = getelementptr inbounds nuw float, ptr %5426, i64 %5432
  %5434 = load float, ptr %5433, align 4
  %5435 = fmul float %5417, %5425
  %5436 = fadd float %5434, %5435
  %5437 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5337, 1
  %5438 = mul nuw nsw i64 %5380, 4096
  %5439 = mul nuw nsw i64 %5384, 16
  %5440 = add nuw nsw i64 %5438, %5439
  %5441 = mul nuw nsw i64 %5388, 4
  %5442 = add nuw nsw i64 %5440, %5441
  %5443 = add nuw nsw i64 %5442, %5392
  %5444 = getelementptr inbounds nuw float, ptr %5437, i64 %5443
  store float %5436, ptr %5444, align 4
  %5445 = add i64 %5404, 1
  br label %5403

5446:                                             ; preds = %5403
  %5447 = add i64 %5400, 1
  br label %5399

5448:                                             ; preds = %5399
  %5449 = add i64 %5396, 1
  br label %5395

5450:                                             ; preds = %5395
  %5451 = add i64 %5392, 1
  br label %5391

5452:                                             ; preds = %5391
  %5453 = add i64 %5388, 1
  br label %5387

5454:                                             ; preds = %5387
  %5455 = add i64 %5384, 1
  br label %5383

5456:                                             ; preds = %5383
  %5457 = add i64 %5380, 1
  br label %5379

5458:                                             ; preds = %5379
  %5459 = call ptr @malloc(i64 16448)
  %5460 = ptrtoint ptr %5459 to i64
  %5461 = add i64 %5460, 63
  %5462 = urem i64 %5461, 64
  %5463 = sub i64 %5461, %5462
  %5464 = inttoptr i64 %5463 to ptr
  %5465 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5459, 0
  %5466 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5465, ptr %5464, 1
  %5467 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5466, i64 0, 2
  %5468 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5467, i64 1, 3, 0
  %5469 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5468, i64 256, 3, 1
  %5470 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5469, i64 4, 3, 2
  %5471 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5470, i64 4, 3, 3
  %5472 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5471, i64 4096, 4, 0
  %5473 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5472, i64 16, 4, 1
  %5474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5473, i64 4, 4, 2
  %5475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5474, i64 1, 4, 3
  br label %5476

5476:                                             ; preds = %5539, %5458
  %5477 = phi i64 [ %5540, %5539 ], [ 0, %5458 ]
  %5478 = icmp slt i64 %5477, 1
  br i1 %5478, label %5479, label %5541

5479:                                             ; preds = %5476
  br label %5480

5480:                                             ; preds = %5537, %5479
  %5481 = phi i64 [ %5538, %5537 ], [ 0, %5479 ]
  %5482 = icmp slt i64 %5481, 256
  br i1 %5482, label %5483, label %5539

5483:                                             ; preds = %5480
  br label %5484

5484:                                             ; preds = %5535, %5483
  %5485 = phi i64 [ %5536, %5535 ], [ 0, %5483 ]
  %5486 = icmp slt i64 %5485, 4
  br i1 %5486, label %5487, label %5537

5487:                                             ; preds = %5484
  br label %5488

5488:                                             ; preds = %5491, %5487
  %5489 = phi i64 [ %5534, %5491 ], [ 0, %5487 ]
  %5490 = icmp slt i64 %5489, 4
  br i1 %5490, label %5491, label %5535

5491:                                             ; preds = %5488
  %5492 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5337, 1
  %5493 = mul nuw nsw i64 %5477, 4096
  %5494 = mul nuw nsw i64 %5481, 16
  %5495 = add nuw nsw i64 %5493, %5494
  %5496 = mul nuw nsw i64 %5485, 4
  %5497 = add nuw nsw i64 %5495, %5496
  %5498 = add nuw nsw i64 %5497, %5489
  %5499 = getelementptr inbounds nuw float, ptr %5492, i64 %5498
  %5500 = load float, ptr %5499, align 4
  %5501 = add nuw nsw i64 %5481, 0
  %5502 = add nuw nsw i64 %5501, 0
  %5503 = getelementptr inbounds nuw float, ptr @__constant_256xf32_27, i64 %5502
  %5504 = load float, ptr %5503, align 4
  %5505 = add nuw nsw i64 %5481, 0
  %5506 = add nuw nsw i64 %5505, 0
  %5507 = getelementptr inbounds nuw float, ptr @__constant_256xf32_26, i64 %5506
  %5508 = load float, ptr %5507, align 4
  %5509 = add nuw nsw i64 %5481, 0
  %5510 = add nuw nsw i64 %5509, 0
  %5511 = getelementptr inbounds nuw float, ptr @__constant_256xf32_25, i64 %5510
  %5512 = load float, ptr %5511, align 4
  %5513 = add nuw nsw i64 %5481, 0
  %5514 = add nuw nsw i64 %5513, 0
  %5515 = getelementptr inbounds nuw float, ptr @__constant_256xf32_24, i64 %5514
  %5516 = load float, ptr %5515, align 4
  %5517 = fadd float %5508, f0x3727C5AC
  %5518 = call float @llvm.sqrt.f32(float %5517)
  %5519 = fdiv float 1.000000e+00, %5518
  %5520 = fsub float %5500, %5504
  %5521 = fmul float %5520, %5519
  %5522 = fmul float %5521, %5512
  %5523 = fadd float %5522, %5516
  %5524 = fcmp ugt float %5523, 0.000000e+00
  %5525 = select i1 %5524, float %5523, float 0.000000e+00
  %5526 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5475, 1
  %5527 = mul nuw nsw i64 %5477, 4096
  %5528 = mul nuw nsw i64 %5481, 16
  %5529 = add nuw nsw i64 %5527, %5528
  %5530 = mul nuw nsw i64 %5485, 4
  %5531 = add nuw nsw i64 %5529, %5530
  %5532 = add nuw nsw i64 %5531, %5489
  %5533 = getelementptr inbounds nuw float, ptr %5526, i64 %5532
  store float %5525, ptr %5533, align 4
  %5534 = add i64 %5489, 1
  br label %5488

5535:                                             ; preds = %5488
  %5536 = add i64 %5485, 1
  br label %5484

5537:                                             ; preds = %5484
  %5538 = add i64 %5481, 1
  br label %5480

5539:                                             ; preds = %5480
  %5540 = add i64 %5477, 1
  br label %5476

5541:                                             ; preds = %5476
  %5542 = call ptr @malloc(i64 36928)
  %5543 = ptrtoint ptr %5542 to i64
  %5544 = add i64 %5543, 63
  %5545 = urem i64 %5544, 64
  %5546 = sub i64 %5544, %5545
  %5547 = inttoptr i64 %5546 to ptr
  %5548 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5542, 0
  %5549 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5548, ptr %5547, 1
  %5550 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5549, i64 0, 2
  %5551 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5550, i64 1, 3, 0
  %5552 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5551, i64 256, 3, 1
  %5553 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5552, i64 6, 3, 2
  %5554 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5553, i64 6, 3, 3
  %5555 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5554, i64 9216, 4, 0
  %5556 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5555, i64 36, 4, 1
  %5557 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5556, i64 6, 4, 2
  %5558 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5557, i64 1, 4, 3
  br label %5559

5559:                                             ; preds = %5588, %5541
  %5560 = phi i64 [ %5589, %5588 ], [ 0, %5541 ]
  %5561 = icmp slt i64 %5560, 1
  br i1 %5561, label %5562, label %5590

5562:                                             ; preds = %5559
  br label %5563

5563:                                             ; preds = %5586, %5562
  %5564 = phi i64 [ %5587, %5586 ], [ 0, %5562 ]
  %5565 = icmp slt i64 %5564, 256
  br i1 %5565, label %5566, label %5588

5566:                                             ; preds = %5563
  br label %5567

5567:                                             ; preds = %5584, %5566
  %5568 = phi i64 [ %5585, %5584 ], [ 0, %5566 ]
  %5569 = icmp slt i64 %5568, 6
  br i1 %5569, label %5570, label %5586

5570:                                             ; preds = %5567
  br label %5571

5571:                                             ; preds = %5574, %5570
  %5572 = phi i64 [ %5583, %5574 ], [ 0, %5570 ]
  %5573 = icmp slt i64 %5572, 6
  br i1 %5573, label %5574, label %5584

5574:                                             ; preds = %5571
  %5575 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5558, 1
  %5576 = mul nuw nsw i64 %5560, 9216
  %5577 = mul nuw nsw i64 %5564, 36
  %5578 = add nuw nsw i64 %5576, %5577
  %5579 = mul nuw nsw i64 %5568, 6
  %5580 = add nuw nsw i64 %5578, %5579
  %5581 = add nuw nsw i64 %5580, %5572
  %5582 = getelementptr inbounds nuw float, ptr %5575, i64 %5581
  store float 0.000000e+00, ptr %5582, align 4
  %5583 = add i64 %5572, 1
  br label %5571

5584:                                             ; preds = %5571
  %5585 = add i64 %5568, 1
  br label %5567

5586:                                             ; preds = %5567
  %5587 = add i64 %5564, 1
  br label %5563

5588:                                             ; preds = %5563
  %5589 = add i64 %5560, 1
  br label %5559

5590:                                             ; preds = %5559
  %5591 = call ptr @malloc(i64 36928)
  %5592 = ptrtoint ptr %5591 to i64
  %5593 = add i64 %5592, 63
  %5594 = urem i64 %5593, 64
  %5595 = sub i64 %5593, %5594
  %5596 = inttoptr i64 %5595 to ptr
  %5597 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5591, 0
  %5598 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5597, ptr %5596, 1
  %5599 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5598, i64 0, 2
  %5600 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5599, i64 1, 3, 0
  %5601 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5600, i64 256, 3, 1
  %5602 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5601, i64 6, 3, 2
  %5603 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5602, i64 6, 3, 3
  %5604 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5603, i64 9216, 4, 0
  %5605 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5604, i64 36, 4, 1
  %5606 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5605, i64 6, 4, 2
  %5607 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5606, i64 1, 4, 3
  br label %5608

5608:                                             ; preds = %5646, %5590
  %5609 = phi i64 [ %5647, %5646 ], [ 0, %5590 ]
  %5610 = icmp slt i64 %5609, 1
  br i1 %5610, label %5611, label %5648

5611:                                             ; preds = %5608
  br label %5612

5612:                                             ; preds = %5644, %5611
  %5613 = phi i64 [ %5645, %5644 ], [ 0, %5611 ]
  %5614 = icmp slt i64 %5613, 256
  br i1 %5614, label %5615, label %5646

5615:                                             ; preds = %5612
  br label %5616

5616:                                             ; preds = %5642, %5615
  %5617 = phi i64 [ %5643, %5642 ], [ 0, %5615 ]
  %5618 = icmp slt i64 %5617, 6
  br i1 %5618, label %5619, label %5644

5619:                                             ; preds = %5616
  br label %5620

5620:                                             ; preds = %5623, %5619
  %5621 = phi i64 [ %5641, %5623 ], [ 0, %5619 ]
  %5622 = icmp slt i64 %5621, 6
  br i1 %5622, label %5623, label %5642

5623:                                             ; preds = %5620
  %5624 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5558, 1
  %5625 = mul nuw nsw i64 %5609, 9216
  %5626 = mul nuw nsw i64 %5613, 36
  %5627 = add nuw nsw i64 %5625, %5626
  %5628 = mul nuw nsw i64 %5617, 6
  %5629 = add nuw nsw i64 %5627, %5628
  %5630 = add nuw nsw i64 %5629, %5621
  %5631 = getelementptr inbounds nuw float, ptr %5624, i64 %5630
  %5632 = load float, ptr %5631, align 4
  %5633 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5607, 1
  %5634 = mul nuw nsw i64 %5609, 9216
  %5635 = mul nuw nsw i64 %5613, 36
  %5636 = add nuw nsw i64 %5634, %5635
  %5637 = mul nuw nsw i64 %5617, 6
  %5638 = add nuw nsw i64 %5636, %5637
  %5639 = add nuw nsw i64 %5638, %5621
  %5640 = getelementptr inbounds nuw float, ptr %5633, i64 %5639
  store float %5632, ptr %5640, align 4
  %5641 = add i64 %5621, 1
  br label %5620

5642:                                             ; preds = %5620
  %5643 = add i64 %5617, 1
  br label %5616

5644:                                             ; preds = %5616
  %5645 = add i64 %5613, 1
  br label %5612

5646:                                             ; preds = %5612
  %5647 = add i64 %5609, 1
  br label %5608

5648:                                             ; preds = %5608
  %5649 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5607, 0
  %5650 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5607, 1
  %5651 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5649, 0
  %5652 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5651, ptr %5650, 1
  %5653 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5652, i64 7, 2
  %5654 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5653, i64 1, 3, 0
  %5655 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5654, i64 9216, 4, 0
  %5656 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5655, i64 256, 3, 1
  %5657 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5656, i64 36, 4, 1
  %5658 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5657, i64 4, 3, 2
  %5659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5658, i64 6, 4, 2
  %5660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5659, i64 4, 3, 3
  %5661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5660, i64 1, 4, 3
  br label %5662

5662:                                             ; preds = %5701, %5648
  %5663 = phi i64 [ %5702, %5701 ], [ 0, %5648 ]
  %5664 = icmp slt i64 %5663, 1
  br i1 %5664, label %5665, label %5703

5665:                                             ; preds = %5662
  br label %5666

5666:                                             ; preds = %5699, %5665
  %5667 = phi i64 [ %5700, %5699 ], [ 0, %5665 ]
  %5668 = icmp slt i64 %5667, 256
  br i1 %5668, label %5669, label %5701

5669:                                             ; preds = %5666
  br label %5670

5670:                                             ; preds = %5697, %5669
  %5671 = phi i64 [ %5698, %5697 ], [ 0, %5669 ]
  %5672 = icmp slt i64 %5671, 4
  br i1 %5672, label %5673, label %5699

5673:                                             ; preds = %5670
  br label %5674

5674:                                             ; preds = %5677, %5673
  %5675 = phi i64 [ %5696, %5677 ], [ 0, %5673 ]
  %5676 = icmp slt i64 %5675, 4
  br i1 %5676, label %5677, label %5697

5677:                                             ; preds = %5674
  %5678 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5475, 1
  %5679 = mul nuw nsw i64 %5663, 4096
  %5680 = mul nuw nsw i64 %5667, 16
  %5681 = add nuw nsw i64 %5679, %5680
  %5682 = mul nuw nsw i64 %5671, 4
  %5683 = add nuw nsw i64 %5681, %5682
  %5684 = add nuw nsw i64 %5683, %5675
  %5685 = getelementptr inbounds nuw float, ptr %5678, i64 %5684
  %5686 = load float, ptr %5685, align 4
  %5687 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5661, 1
  %5688 = getelementptr float, ptr %5687, i64 7
  %5689 = mul nuw nsw i64 %5663, 9216
  %5690 = mul nuw nsw i64 %5667, 36
  %5691 = add nuw nsw i64 %5689, %5690
  %5692 = mul nuw nsw i64 %5671, 6
  %5693 = add nuw nsw i64 %5691, %5692
  %5694 = add nuw nsw i64 %5693, %5675
  %5695 = getelementptr inbounds nuw float, ptr %5688, i64 %5694
  store float %5686, ptr %5695, align 4
  %5696 = add i64 %5675, 1
  br label %5674

5697:                                             ; preds = %5674
  %5698 = add i64 %5671, 1
  br label %5670

5699:                                             ; preds = %5670
  %5700 = add i64 %5667, 1
  br label %5666

5701:                                             ; preds = %5666
  %5702 = add i64 %5663, 1
  br label %5662

5703:                                             ; preds = %5662
  %5704 = call ptr @malloc(i64 16448)
  %5705 = ptrtoint ptr %5704 to i64
  %5706 = add i64 %5705, 63
  %5707 = urem i64 %5706, 64
  %5708 = sub i64 %5706, %5707
  %5709 = inttoptr i64 %5708 to ptr
  %5710 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5704, 0
  %5711 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5710, ptr %5709, 1
  %5712 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5711, i64 0, 2
  %5713 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5712, i64 1, 3, 0
  %5714 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5713, i64 256, 3, 1
  %5715 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5714, i64 4, 3, 2
  %5716 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5715, i64 4, 3, 3
  %5717 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5716, i64 4096, 4, 0
  %5718 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5717, i64 16, 4, 1
  %5719 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5718, i64 4, 4, 2
  %5720 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5719, i64 1, 4, 3
  br label %5721

5721:                                             ; preds = %5759, %5703
  %5722 = phi i64 [ %5760, %5759 ], [ 0, %5703 ]
  %5723 = icmp slt i64 %5722, 1
  br i1 %5723, label %5724, label %5761

5724:                                             ; preds = %5721
  br label %5725

5725:                                             ; preds = %5757, %5724
  %5726 = phi i64 [ %5758, %5757 ], [ 0, %5724 ]
  %5727 = icmp slt i64 %5726, 256
  br i1 %5727, label %5728, label %5759

5728:                                             ; preds = %5725
  br label %5729

5729:                                             ; preds = %5755, %5728
  %5730 = phi i64 [ %5756, %5755 ], [ 0, %5728 ]
  %5731 = icmp slt i64 %5730, 4
  br i1 %5731, label %5732, label %5757

5732:                                             ; preds = %5729
  br label %5733

5733:                                             ; preds = %5736, %5732
  %5734 = phi i64 [ %5754, %5736 ], [ 0, %5732 ]
  %5735 = icmp slt i64 %5734, 4
  br i1 %5735, label %5736, label %5755

5736:                                             ; preds = %5733
  %5737 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 1
  %5738 = mul nuw nsw i64 %5722, 4096
  %5739 = mul nuw nsw i64 %5726, 16
  %5740 = add nuw nsw i64 %5738, %5739
  %5741 = mul nuw nsw i64 %5730, 4
  %5742 = add nuw nsw i64 %5740, %5741
  %5743 = add nuw nsw i64 %5742, %5734
  %5744 = getelementptr inbounds nuw float, ptr %5737, i64 %5743
  %5745 = load float, ptr %5744, align 4
  %5746 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5720, 1
  %5747 = mul nuw nsw i64 %5722, 4096
  %5748 = mul nuw nsw i64 %5726, 16
  %5749 = add nuw nsw i64 %5747, %5748
  %5750 = mul nuw nsw i64 %5730, 4
  %5751 = add nuw nsw i64 %5749, %5750
  %5752 = add nuw nsw i64 %5751, %5734
  %5753 = getelementptr inbounds nuw float, ptr %5746, i64 %5752
  store float %5745, ptr %5753, align 4
  %5754 = add i64 %5734, 1
  br label %5733

5755:                                             ; preds = %5733
  %5756 = add i64 %5730, 1
  br label %5729

5757:                                             ; preds = %5729
  %5758 = add i64 %5726, 1
  br label %5725

5759:                                             ; preds = %5725
  %5760 = add i64 %5722, 1
  br label %5721

5761:                                             ; preds = %5721
  br label %5762

5762:                                             ; preds = %5839, %5761
  %5763 = phi i64 [ %5840, %5839 ], [ 0, %5761 ]
  %5764 = icmp slt i64 %5763, 1
  br i1 %5764, label %5765, label %5841

5765:                                             ; preds = %5762
  br label %5766

5766:                                             ; preds = %5837, %5765
  %5767 = phi i64 [ %5838, %5837 ], [ 0, %5765 ]
  %5768 = icmp slt i64 %5767, 256
  br i1 %5768, label %5769, label %5839

5769:                                             ; preds = %5766
  br label %5770

5770:                                             ; preds = %5835, %5769
  %5771 = phi i64 [ %5836, %5835 ], [ 0, %5769 ]
  %5772 = icmp slt i64 %5771, 4
  br i1 %5772, label %5773, label %5837

5773:                                             ; preds = %5770
  br label %5774

5774:                                             ; preds = %5833, %5773
  %5775 = phi i64 [ %5834, %5833 ], [ 0, %5773 ]
  %5776 = icmp slt i64 %5775, 4
  br i1 %5776, label %5777, label %5835

5777:                                             ; preds = %5774
  br label %5778

5778:                                             ; preds = %5831, %5777
  %5779 = phi i64 [ %5832, %5831 ], [ 0, %5777 ]
  %5780 = icmp slt i64 %5779, 256
  br i1 %5780, label %5781, label %5833

5781:                                             ; preds = %5778
  br label %5782

5782:                                             ; preds = %5829, %5781
  %5783 = phi i64 [ %5830, %5829 ], [ 0, %5781 ]
  %5784 = icmp slt i64 %5783, 3
  br i1 %5784, label %5785, label %5831

5785:                                             ; preds = %5782
  br label %5786

5786:                                             ; preds = %5789, %5785
  %5787 = phi i64 [ %5828, %5789 ], [ 0, %5785 ]
  %5788 = icmp slt i64 %5787, 3
  br i1 %5788, label %5789, label %5829

5789:                                             ; preds = %5786
  %5790 = add i64 %5771, %5783
  %5791 = add i64 %5775, %5787
  %5792 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5607, 1
  %5793 = mul nuw nsw i64 %5763, 9216
  %5794 = mul nuw nsw i64 %5779, 36
  %5795 = add nuw nsw i64 %5793, %5794
  %5796 = mul nuw nsw i64 %5790, 6
  %5797 = add nuw nsw i64 %5795, %5796
  %5798 = add nuw nsw i64 %5797, %5791
  %5799 = getelementptr inbounds nuw float, ptr %5792, i64 %5798
  %5800 = load float, ptr %5799, align 4
  %5801 = mul nuw nsw i64 %5767, 2304
  %5802 = mul nuw nsw i64 %5779, 9
  %5803 = add nuw nsw i64 %5801, %5802
  %5804 = mul nuw nsw i64 %5783, 3
  %5805 = add nuw nsw i64 %5803, %5804
  %5806 = add nuw nsw i64 %5805, %5787
  %5807 = getelementptr inbounds nuw float, ptr @__constant_256x256x3x3xf32, i64 %5806
  %5808 = load float, ptr %5807, align 4
  %5809 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5720, 1
  %5810 = mul nuw nsw i64 %5763, 4096
  %5811 = mul nuw nsw i64 %5767, 16
  %5812 = add nuw nsw i64 %5810, %5811
  %5813 = mul nuw nsw i64 %5771, 4
  %5814 = add nuw nsw i64 %5812, %5813
  %5815 = add nuw nsw i64 %5814, %5775
  %5816 = getelementptr inbounds nuw float, ptr %5809, i64 %5815
  %5817 = load float, ptr %5816, align 4
  %5818 = fmul float %5800, %5808
  %5819 = fadd float %5817, %5818
  %5820 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5720, 1
  %5821 = mul nuw nsw i64 %5763, 4096
  %5822 = mul nuw nsw i64 %5767, 16
  %5823 = add nuw nsw i64 %5821, %5822
  %5824 = mul nuw nsw i64 %5771, 4
  %5825 = add nuw nsw i64 %5823, %5824
  %5826 = add nuw nsw i64 %5825, %5775
  %5827 = getelementptr inbounds nuw float, ptr %5820, i64 %5826
  store float %5819, ptr %5827, align 4
  %5828 = add i64 %5787, 1
  br label %5786

5829:                                             ; preds = %5786
  %5830 = add i64 %5783, 1
  br label %5782

5831:                                             ; preds = %5782
  %5832 = add i64 %5779, 1
  br label %5778

5833:                                             ; preds = %5778
  %5834 = add i64 %5775, 1
  br label %5774

5835:                                             ; preds = %5774
  %5836 = add i64 %5771, 1
  br label %5770

5837:                                             ; preds = %5770
  %5838 = add i64 %5767, 1
  br label %5766

5839:                                             ; preds = %5766
  %5840 = add i64 %5763, 1
  br label %5762

5841:                                             ; preds = %5762
  %5842 = call ptr @malloc(i64 16448)
  %5843 = ptrtoint ptr %5842 to i64
  %5844 = add i64 %5843, 63
  %5845 = urem i64 %5844, 64
  %5846 = sub i64 %5844, %5845
  %5847 = inttoptr i64 %5846 to ptr
  %5848 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5842, 0
  %5849 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5848, ptr %5847, 1
  %5850 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5849, i64 0, 2
  %5851 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5850, i64 1, 3, 0
  %5852 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5851, i64 256, 3, 1
  %5853 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5852, i64 4, 3, 2
  %5854 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5853, i64 4, 3, 3
  %5855 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5854, i64 4096, 4, 0
  %5856 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5855, i64 16, 4, 1
  %5857 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5856, i64 4, 4, 2
  %5858 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5857, i64 1, 4, 3
  br label %5859

5859:                                             ; preds = %5932, %5841
  %5860 = phi i64 [ %5933, %5932 ], [ 0, %5841 ]
  %5861 = icmp slt i64 %5860, 1
  br i1 %5861, label %5862, label %5934

5862:                                             ; preds = %5859
  br label %5863

5863:                                             ; preds = %5930, %5862
  %5864 = phi i64 [ %5931, %5930 ], [ 0, %5862 ]
  %5865 = icmp slt i64 %5864, 256
  br i1 %5865, label %5866, label %5932

5866:                                             ; preds = %5863
  br label %5867

5867:                                             ; preds = %5928, %5866
  %5868 = phi i64 [ %5929, %5928 ], [ 0, %5866 ]
  %5869 = icmp slt i64 %5868, 4
  br i1 %5869, label %5870, label %5930

5870:                                             ; preds = %5867
  br label %5871

5871:                                             ; preds = %5874, %5870
  %5872 = phi i64 [ %5927, %5874 ], [ 0, %5870 ]
  %5873 = icmp slt i64 %5872, 4
  br i1 %5873, label %5874, label %5928

5874:                                             ; preds = %5871
  %5875 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5720, 1
  %5876 = mul nuw nsw i64 %5860, 4096
  %5877 = mul nuw nsw i64 %5864, 16
  %5878 = add nuw nsw i64 %5876, %5877
  %5879 = mul nuw nsw i64 %5868, 4
  %5880 = add nuw nsw i64 %5878, %5879
  %5881 = add nuw nsw i64 %5880, %5872
  %5882 = getelementptr inbounds nuw float, ptr %5875, i64 %5881
  %5883 = load float, ptr %5882, align 4
  %5884 = add nuw nsw i64 %5864, 0
  %5885 = add nuw nsw i64 %5884, 0
  %5886 = getelementptr inbounds nuw float, ptr @__constant_256xf32_23, i64 %5885
  %5887 = load float, ptr %5886, align 4
  %5888 = add nuw nsw i64 %5864, 0
  %5889 = add nuw nsw i64 %5888, 0
  %5890 = getelementptr inbounds nuw float, ptr @__constant_256xf32_22, i64 %5889
  %5891 = load float, ptr %5890, align 4
  %5892 = add nuw nsw i64 %5864, 0
  %5893 = add nuw nsw i64 %5892, 0
  %5894 = getelementptr inbounds nuw float, ptr @__constant_256xf32_21, i64 %5893
  %5895 = load float, ptr %5894, align 4
  %5896 = add nuw nsw i64 %5864, 0
  %5897 = add nuw nsw i64 %5896, 0
  %5898 = getelementptr inbounds nuw float, ptr @__constant_256xf32, i64 %5897
  %5899 = load float, ptr %5898, align 4
  %5900 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5059, 1
  %5901 = mul nuw nsw i64 %5860, 4096
  %5902 = mul nuw nsw i64 %5864, 16
  %5903 = add nuw nsw i64 %5901, %5902
  %5904 = mul nuw nsw i64 %5868, 4
  %5905 = add nuw nsw i64 %5903, %5904
  %5906 = add nuw nsw i64 %5905, %5872
  %5907 = getelementptr inbounds nuw float, ptr %5900, i64 %5906
  %5908 = load float, ptr %5907, align 4
  %5909 = fadd float %5891, f0x3727C5AC
  %5910 = call float @llvm.sqrt.f32(float %5909)
  %5911 = fdiv float 1.000000e+00, %5910
  %5912 = fsub float %5883, %5887
  %5913 = fmul float %5912, %5911
  %5914 = fmul float %5913, %5895
  %5915 = fadd float %5914, %5899
  %5916 = fadd float %5915, %5908
  %5917 = fcmp ugt float %5916, 0.000000e+00
  %5918 = select i1 %5917, float %5916, float 0.000000e+00
  %5919 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5858, 1
  %5920 = mul nuw nsw i64 %5860, 4096
  %5921 = mul nuw nsw i64 %5864, 16
  %5922 = add nuw nsw i64 %5920, %5921
  %5923 = mul nuw nsw i64 %5868, 4
  %5924 = add nuw nsw i64 %5922, %5923
  %5925 = add nuw nsw i64 %5924, %5872
  %5926 = getelementptr inbounds nuw float, ptr %5919, i64 %5925
  store float %5918, ptr %5926, align 4
  %5927 = add i64 %5872, 1
  br label %5871

5928:                                             ; preds = %5871
  %5929 = add i64 %5868, 1
  br label %5867

5930:                                             ; preds = %5867
  %5931 = add i64 %5864, 1
  br label %5863

5932:                                             ; preds = %5863
  %5933 = add i64 %5860, 1
  br label %5859

5934:                                             ; preds = %5859
  %5935 = call ptr @malloc(i64 36928)
  %5936 = ptrtoint ptr %5935 to i64
  %5937 = add i64 %5936, 63
  %5938 = urem i64 %5937, 64
  %5939 = sub i64 %5937, %5938
  %5940 = inttoptr i64 %5939 to ptr
  %5941 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5935, 0
  %5942 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5941, ptr %5940, 1
  %5943 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5942, i64 0, 2
  %5944 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5943, i64 1, 3, 0
  %5945 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5944, i64 256, 3, 1
  %5946 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5945, i64 6, 3, 2
  %5947 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5946, i64 6, 3, 3
  %5948 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5947, i64 9216, 4, 0
  %5949 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5948, i64 36, 4, 1
  %5950 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5949, i64 6, 4, 2
  %5951 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5950, i64 1, 4, 3
  br label %5952

5952:                                             ; preds = %5981, %5934
  %5953 = phi i64 [ %5982, %5981 ], [ 0, %5934 ]
  %5954 = icmp slt i64 %5953, 1
  br i1 %5954, label %5955, label %5983

5955:                                             ; preds = %5952
  br label %5956

5956:                                             ; preds = %5979, %5955
  %5957 = phi i64 [ %5980, %5979 ], [ 0, %5955 ]
  %5958 = icmp slt i64 %5957, 256
  br i1 %5958, label %5959, label %5981

5959:                                             ; preds = %5956
  br label %5960

5960:                                             ; preds = %5977, %5959
  %5961 = phi i64 [ %5978, %5977 ], [ 0, %5959 ]
  %5962 = icmp slt i64 %5961, 6
  br i1 %5962, label %5963, label %5979

5963:                                             ; preds = %5960
  br label %5964

5964:                                             ; preds = %5967, %5963
  %5965 = phi i64 [ %5976, %5967 ], [ 0, %5963 ]
  %5966 = icmp slt i64 %5965, 6
  br i1 %5966, label %5967, label %5977

5967:                                             ; preds = %5964
  %5968 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5951, 1
  %5969 = mul nuw nsw i64 %5953, 9216
  %5970 = mul nuw nsw i64 %5957, 36
  %5971 = add nuw nsw i64 %5969, %5970
  %5972 = mul nuw nsw i64 %5961, 6
  %5973 = add nuw nsw i64 %5971, %5972
  %5974 = add nuw nsw i64 %5973, %5965
  %5975 = getelementptr inbounds nuw float, ptr %5968, i64 %5974
  store float 0.000000e+00, ptr %5975, align 4
  %5976 = add i64 %5965, 1
  br label %5964

5977:                                             ; preds = %5964
  %5978 = add i64 %5961, 1
  br label %5960

5979:                                             ; preds = %5960
  %5980 = add i64 %5957, 1
  br label %5956

5981:                                             ; preds = %5956
  %5982 = add i64 %5953, 1
  br label %5952

5983:                                             ; preds = %5952
  %5984 = call ptr @malloc(i64 36928)
  %5985 = ptrtoint ptr %5984 to i64
  %5986 = add i64 %5985, 63
  %5987 = urem i64 %5986, 64
  %5988 = sub i64 %5986, %5987
  %5989 = inttoptr i64 %5988 to ptr
  %5990 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %5984, 0
  %5991 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5990, ptr %5989, 1
  %5992 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5991, i64 0, 2
  %5993 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5992, i64 1, 3, 0
  %5994 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5993, i64 256, 3, 1
  %5995 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5994, i64 6, 3, 2
  %5996 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5995, i64 6, 3, 3
  %5997 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5996, i64 9216, 4, 0
  %5998 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5997, i64 36, 4, 1
  %5999 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5998, i64 6, 4, 2
  %6000 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5999, i64 1, 4, 3
  br label %6001

6001:                                             ; preds = %6039, %5983
  %6002 = phi i64 [ %6040, %6039 ], [ 0, %5983 ]
  %6003 = icmp slt i64 %6002, 1
  br i1 %6003, label %6004, label %6041

6004:                                             ; preds = %6001
  br label %6005

6005:                                             ; preds = %6037, %6004
  %6006 = phi i64 [ %6038, %6037 ], [ 0, %6004 ]
  %6007 = icmp slt i64 %6006, 256
  br i1 %6007, label %6008, label %6039

6008:                                             ; preds = %6005
  br label %6009

6009:                                             ; preds = %6035, %6008
  %6010 = phi i64 [ %6036, %6035 ], [ 0, %6008 ]
  %6011 = icmp slt i64 %6010, 6
  br i1 %6011, label %6012, label %6037

6012:                                             ; preds = %6009
  br label %6013

6013:                                             ; preds = %6016, %6012
  %6014 = phi i64 [ %6034, %6016 ], [ 0, %6012 ]
  %6015 = icmp slt i64 %6014, 6
  br i1 %6015, label %6016, label %6035

6016:                                             ; preds = %6013
  %6017 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5951, 1
  %6018 = mul nuw nsw i64 %6002, 9216
  %6019 = mul nuw nsw i64 %6006, 36
  %6020 = add nuw nsw i64 %6018, %6019
  %6021 = mul nuw nsw i64 %6010, 6
  %6022 = add nuw nsw i64 %6020, %6021
  %6023 = add nuw nsw i64 %6022, %6014
  %6024 = getelementptr inbounds nuw float, ptr %6017, i64 %6023
  %6025 = load float, ptr %6024, align 4
  %6026 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6000, 1
  %6027 = mul nuw nsw i64 %6002, 9216
  %6028 = mul nuw nsw i64 %6006, 36
  %6029 = add nuw nsw i64 %6027, %6028
  %6030 = mul nuw nsw i64 %6010, 6
  %6031 = add nuw nsw i64 %6029, %6030
  %6032 = add nuw nsw i64 %6031, %6014
  %6033 = getelementptr inbounds nuw float, ptr %6026, i64 %6032
  store float %6025, ptr %6033, align 4
  %6034 = add i64 %6014, 1
  br label %6013

6035:                                             ; preds = %6013
  %6036 = add i64 %6010, 1
  br label %6009

6037:                                             ; preds = %6009
  %6038 = add i64 %6006, 1
  br label %6005

6039:                                             ; preds = %6005
  %6040 = add i64 %6002, 1
  br label %6001

6041:                                             ; preds = %6001
  %6042 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6000, 0
  %6043 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6000, 1
  %6044 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6042, 0
  %6045 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6044, ptr %6043, 1
  %6046 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6045, i64 7, 2
  %6047 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6046, i64 1, 3, 0
  %6048 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6047, i64 9216, 4, 0
  %6049 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6048, i64 256, 3, 1
  %6050 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6049, i64 36, 4, 1
  %6051 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6050, i64 4, 3, 2
  %6052 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6051, i64 6, 4, 2
  %6053 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6052, i64 4, 3, 3
  %6054 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6053, i64 1, 4, 3
  br label %6055

6055:                                             ; preds = %6094, %6041
  %6056 = phi i64 [ %6095, %6094 ], [ 0, %6041 ]
  %6057 = icmp slt i64 %6056, 1
  br i1 %6057, label %6058, label %6096

6058:                                             ; preds = %6055
  br label %6059

6059:                                             ; preds = %6092, %6058
  %6060 = phi i64 [ %6093, %6092 ], [ 0, %6058 ]
  %6061 = icmp slt i64 %6060, 256
  br i1 %6061, label %6062, label %6094

6062:                                             ; preds = %6059
  br label %6063

6063:                                             ; preds = %6090, %6062
  %6064 = phi i64 [ %6091, %6090 ], [ 0, %6062 ]
  %6065 = icmp slt i64 %6064, 4
  br i1 %6065, label %6066, label %6092

6066:                                             ; preds = %6063
  br label %6067

6067:                                             ; preds = %6070, %6066
  %6068 = phi i64 [ %6089, %6070 ], [ 0, %6066 ]
  %6069 = icmp slt i64 %6068, 4
  br i1 %6069, label %6070, label %6090

6070:                                             ; preds = %6067
  %6071 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5858, 1
  %6072 = mul nuw nsw i64 %6056, 4096
  %6073 = mul nuw nsw i64 %6060, 16
  %6074 = add nuw nsw i64 %6072, %6073
  %6075 = mul nuw nsw i64 %6064, 4
  %6076 = add nuw nsw i64 %6074, %6075
  %6077 = add nuw nsw i64 %6076, %6068
  %6078 = getelementptr inbounds nuw float, ptr %6071, i64 %6077
  %6079 = load float, ptr %6078, align 4
  %6080 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6054, 1
  %6081 = getelementptr float, ptr %6080, i64 7
  %6082 = mul nuw nsw i64 %6056, 9216
  %6083 = mul nuw nsw i64 %6060, 36
  %6084 = add nuw nsw i64 %6082, %6083
  %6085 = mul nuw nsw i64 %6064, 6
  %6086 = add nuw nsw i64 %6084, %6085
  %6087 = add nuw nsw i64 %6086, %6068
  %6088 = getelementptr inbounds nuw float, ptr %6081, i64 %6087
  store float %6079, ptr %6088, align 4
  %6089 = add i64 %6068, 1
  br label %6067

6090:                                             ; preds = %6067
  %6091 = add i64 %6064, 1
  br label %6063

6092:                                             ; preds = %6063
  %6093 = add i64 %6060, 1
  br label %6059

6094:                                             ; preds = %6059
  %6095 = add i64 %6056, 1
  br label %6055

6096:                                             ; preds = %6055
  %6097 = call ptr @malloc(i64 8256)
  %6098 = ptrtoint ptr %6097 to i64
  %6099 = add i64 %6098, 63
  %6100 = urem i64 %6099, 64
  %6101 = sub i64 %6099, %6100
  %6102 = inttoptr i64 %6101 to ptr
  %6103 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6097, 0
  %6104 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6103, ptr %6102, 1
  %6105 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6104, i64 0, 2
  %6106 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6105, i64 1, 3, 0
  %6107 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6106, i64 512, 3, 1
  %6108 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6107, i64 2, 3, 2
  %6109 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6108, i64 2, 3, 3
  %6110 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6109, i64 2048, 4, 0
  %6111 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6110, i64 4, 4, 1
  %6112 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6111, i64 2, 4, 2
  %6113 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6112, i64 1, 4, 3
  br label %6114

6114:                                             ; preds = %6143, %6096
  %6115 = phi i64 [ %6144, %6143 ], [ 0, %6096 ]
  %6116 = icmp slt i64 %6115, 1
  br i1 %6116, label %6117, label %6145

6117:                                             ; preds = %6114
  br label %6118

6118:                                             ; preds = %6141, %6117
  %6119 = phi i64 [ %6142, %6141 ], [ 0, %6117 ]
  %6120 = icmp slt i64 %6119, 512
  br i1 %6120, label %6121, label %6143

6121:                                             ; preds = %6118
  br label %6122

6122:                                             ; preds = %6139, %6121
  %6123 = phi i64 [ %6140, %6139 ], [ 0, %6121 ]
  %6124 = icmp slt i64 %6123, 2
  br i1 %6124, label %6125, label %6141

6125:                                             ; preds = %6122
  br label %6126

6126:                                             ; preds = %6129, %6125
  %6127 = phi i64 [ %6138, %6129 ], [ 0, %6125 ]
  %6128 = icmp slt i64 %6127, 2
  br i1 %6128, label %6129, label %6139

6129:                                             ; preds = %6126
  %6130 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %6131 = mul nuw nsw i64 %6115, 2048
  %6132 = mul nuw nsw i64 %6119, 4
  %6133 = add nuw nsw i64 %6131, %6132
  %6134 = mul nuw nsw i64 %6123, 2
  %6135 = add nuw nsw i64 %6133, %6134
  %6136 = add nuw nsw i64 %6135, %6127
  %6137 = getelementptr inbounds nuw float, ptr %6130, i64 %6136
  store float 0.000000e+00, ptr %6137, align 4
  %6138 = add i64 %6127, 1
  br label %6126

6139:                                             ; preds = %6126
  %6140 = add i64 %6123, 1
  br label %6122

6141:                                             ; preds = %6122
  %6142 = add i64 %6119, 1
  br label %6118

6143:                                             ; preds = %6118
  %6144 = add i64 %6115, 1
  br label %6114

6145:                                             ; preds = %6114
  %6146 = call ptr @malloc(i64 8256)
  %6147 = ptrtoint ptr %6146 to i64
  %6148 = add i64 %6147, 63
  %6149 = urem i64 %6148, 64
  %6150 = sub i64 %6148, %6149
  %6151 = inttoptr i64 %6150 to ptr
  %6152 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6146, 0
  %6153 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6152, ptr %6151, 1
  %6154 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6153, i64 0, 2
  %6155 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6154, i64 1, 3, 0
  %6156 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6155, i64 512, 3, 1
  %6157 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6156, i64 2, 3, 2
  %6158 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6157, i64 2, 3, 3
  %6159 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6158, i64 2048, 4, 0
  %6160 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6159, i64 4, 4, 1
  %6161 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6160, i64 2, 4, 2
  %6162 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6161, i64 1, 4, 3
  br label %6163

6163:                                             ; preds = %6201, %6145
  %6164 = phi i64 [ %6202, %6201 ], [ 0, %6145 ]
  %6165 = icmp slt i64 %6164, 1
  br i1 %6165, label %6166, label %6203

6166:                                             ; preds = %6163
  br label %6167

6167:                                             ; preds = %6199, %6166
  %6168 = phi i64 [ %6200, %6199 ], [ 0, %6166 ]
  %6169 = icmp slt i64 %6168, 512
  br i1 %6169, label %6170, label %6201

6170:                                             ; preds = %6167
  br label %6171

6171:                                             ; preds = %6197, %6170
  %6172 = phi i64 [ %6198, %6197 ], [ 0, %6170 ]
  %6173 = icmp slt i64 %6172, 2
  br i1 %6173, label %6174, label %6199

6174:                                             ; preds = %6171
  br label %6175

6175:                                             ; preds = %6178, %6174
  %6176 = phi i64 [ %6196, %6178 ], [ 0, %6174 ]
  %6177 = icmp slt i64 %6176, 2
  br i1 %6177, label %6178, label %6197

6178:                                             ; preds = %6175
  %6179 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %6180 = mul nuw nsw i64 %6164, 2048
  %6181 = mul nuw nsw i64 %6168, 4
  %6182 = add nuw nsw i64 %6180, %6181
  %6183 = mul nuw nsw i64 %6172, 2
  %6184 = add nuw nsw i64 %6182, %6183
  %6185 = add nuw nsw i64 %6184, %6176
  %6186 = getelementptr inbounds nuw float, ptr %6179, i64 %6185
  %6187 = load float, ptr %6186, align 4
  %6188 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6162, 1
  %6189 = mul nuw nsw i64 %6164, 2048
  %6190 = mul nuw nsw i64 %6168, 4
  %6191 = add nuw nsw i64 %6189, %6190
  %6192 = mul nuw nsw i64 %6172, 2
  %6193 = add nuw nsw i64 %6191, %6192
  %6194 = add nuw nsw i64 %6193, %6176
  %6195 = getelementptr inbounds nuw float, ptr %6188, i64 %6194
  store float %6187, ptr %6195, align 4
  %6196 = add i64 %6176, 1
  br label %6175

6197:                                             ; preds = %6175
  %6198 = add i64 %6172, 1
  br label %6171

6199:                                             ; preds = %6171
  %6200 = add i64 %6168, 1
  br label %6167

6201:                                             ; preds = %6167
  %6202 = add i64 %6164, 1
  br label %6163

6203:                                             ; preds = %6163
  br label %6204

6204:                                             ; preds = %6283, %6203
  %6205 = phi i64 [ %6284, %6283 ], [ 0, %6203 ]
  %6206 = icmp slt i64 %6205, 1
  br i1 %6206, label %6207, label %6285

6207:                                             ; preds = %6204
  br label %6208

6208:                                             ; preds = %6281, %6207
  %6209 = phi i64 [ %6282, %6281 ], [ 0, %6207 ]
  %6210 = icmp slt i64 %6209, 512
  br i1 %6210, label %6211, label %6283

6211:                                             ; preds = %6208
  br label %6212

6212:                                             ; preds = %6279, %6211
  %6213 = phi i64 [ %6280, %6279 ], [ 0, %6211 ]
  %6214 = icmp slt i64 %6213, 2
  br i1 %6214, label %6215, label %6281

6215:                                             ; preds = %6212
  br label %6216

6216:                                             ; preds = %6277, %6215
  %6217 = phi i64 [ %6278, %6277 ], [ 0, %6215 ]
  %6218 = icmp slt i64 %6217, 2
  br i1 %6218, label %6219, label %6279

6219:                                             ; preds = %6216
  br label %6220

6220:                                             ; preds = %6275, %6219
  %6221 = phi i64 [ %6276, %6275 ], [ 0, %6219 ]
  %6222 = icmp slt i64 %6221, 256
  br i1 %6222, label %6223, label %6277

6223:                                             ; preds = %6220
  br label %6224

6224:                                             ; preds = %6273, %6223
  %6225 = phi i64 [ %6274, %6273 ], [ 0, %6223 ]
  %6226 = icmp slt i64 %6225, 3
  br i1 %6226, label %6227, label %6275

6227:                                             ; preds = %6224
  br label %6228

6228:                                             ; preds = %6231, %6227
  %6229 = phi i64 [ %6272, %6231 ], [ 0, %6227 ]
  %6230 = icmp slt i64 %6229, 3
  br i1 %6230, label %6231, label %6273

6231:                                             ; preds = %6228
  %6232 = mul nsw i64 %6213, 2
  %6233 = add i64 %6232, %6225
  %6234 = mul nsw i64 %6217, 2
  %6235 = add i64 %6234, %6229
  %6236 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6000, 1
  %6237 = mul nuw nsw i64 %6205, 9216
  %6238 = mul nuw nsw i64 %6221, 36
  %6239 = add nuw nsw i64 %6237, %6238
  %6240 = mul nuw nsw i64 %6233, 6
  %6241 = add nuw nsw i64 %6239, %6240
  %6242 = add nuw nsw i64 %6241, %6235
  %6243 = getelementptr inbounds nuw float, ptr %6236, i64 %6242
  %6244 = load float, ptr %6243, align 4
  %6245 = mul nuw nsw i64 %6209, 2304
  %6246 = mul nuw nsw i64 %6221, 9
  %6247 = add nuw nsw i64 %6245, %6246
  %6248 = mul nuw nsw i64 %6225, 3
  %6249 = add nuw nsw i64 %6247, %6248
  %6250 = add nuw nsw i64 %6249, %6229
  %6251 = getelementptr inbounds nuw float, ptr @__constant_512x256x3x3xf32, i64 %6250
  %6252 = load float, ptr %6251, align 4
  %6253 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6162, 1
  %6254 = mul nuw nsw i64 %6205, 2048
  %6255 = mul nuw nsw i64 %6209, 4
  %6256 = add nuw nsw i64 %6254, %6255
  %6257 = mul nuw nsw i64 %6213, 2
  %6258 = add nuw nsw i64 %6256, %6257
  %6259 = add nuw nsw i64 %6258, %6217
  %6260 = getelementptr inbounds nuw float, ptr %6253, i64 %6259
  %6261 = load float, ptr %6260, align 4
  %6262 = fmul float %6244, %6252
  %6263 = fadd float %6261, %6262
  %6264 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6162, 1
  %6265 = mul nuw nsw i64 %6205, 2048
  %6266 = mul nuw nsw i64 %6209, 4
  %6267 = add nuw nsw i64 %6265, %6266
  %6268 = mul nuw nsw i64 %6213, 2
  %6269 = add nuw nsw i64 %6267, %6268
  %6270 = add nuw nsw i64 %6269, %6217
  %6271 = getelementptr inbounds nuw float, ptr %6264, i64 %6270
  store float %6263, ptr %6271, align 4
  %6272 = add i64 %6229, 1
  br label %6228

6273:                                             ; preds = %6228
  %6274 = add i64 %6225, 1
  br label %6224

6275:                                             ; preds = %6224
  %6276 = add i64 %6221, 1
  br label %6220

6277:                                             ; preds = %6220
  %6278 = add i64 %6217, 1
  br label %6216

6279:                                             ; preds = %6216
  %6280 = add i64 %6213, 1
  br label %6212

6281:                                             ; preds = %6212
  %6282 = add i64 %6209, 1
  br label %6208

6283:                                             ; preds = %6208
  %6284 = add i64 %6205, 1
  br label %6204

6285:                                             ; preds = %6204
  %6286 = call ptr @malloc(i64 8256)
  %6287 = ptrtoint ptr %6286 to i64
  %6288 = add i64 %6287, 63
  %6289 = urem i64 %6288, 64
  %6290 = sub i64 %6288, %6289
  %6291 = inttoptr i64 %6290 to ptr
  %6292 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6286, 0
  %6293 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6292, ptr %6291, 1
  %6294 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6293, i64 0, 2
  %6295 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6294, i64 1, 3, 0
  %6296 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6295, i64 512, 3, 1
  %6297 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6296, i64 2, 3, 2
  %6298 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6297, i64 2, 3, 3
  %6299 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6298, i64 2048, 4, 0
  %6300 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6299, i64 4, 4, 1
  %6301 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6300, i64 2, 4, 2
  %6302 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6301, i64 1, 4, 3
  br label %6303

6303:                                             ; preds = %6366, %6285
  %6304 = phi i64 [ %6367, %6366 ], [ 0, %6285 ]
  %6305 = icmp slt i64 %6304, 1
  br i1 %6305, label %6306, label %6368

6306:                                             ; preds = %6303
  br label %6307

6307:                                             ; preds = %6364, %6306
  %6308 = phi i64 [ %6365, %6364 ], [ 0, %6306 ]
  %6309 = icmp slt i64 %6308, 512
  br i1 %6309, label %6310, label %6366

6310:                                             ; preds = %6307
  br label %6311

6311:                                             ; preds = %6362, %6310
  %6312 = phi i64 [ %6363, %6362 ], [ 0, %6310 ]
  %6313 = icmp slt i64 %6312, 2
  br i1 %6313, label %6314, label %6364

6314:                                             ; preds = %6311
  br label %6315

6315:                                             ; preds = %6318, %6314
  %6316 = phi i64 [ %6361, %6318 ], [ 0, %6314 ]
  %6317 = icmp slt i64 %6316, 2
  br i1 %6317, label %6318, label %6362

6318:                                             ; preds = %6315
  %6319 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6162, 1
  %6320 = mul nuw nsw i64 %6304, 2048
  %6321 = mul nuw nsw i64 %6308, 4
  %6322 = add nuw nsw i64 %6320, %6321
  %6323 = mul nuw nsw i64 %6312, 2
  %6324 = add nuw nsw i64 %6322, %6323
  %6325 = add nuw nsw i64 %6324, %6316
  %6326 = getelementptr inbounds nuw float, ptr %6319, i64 %6325
  %6327 = load float, ptr %6326, align 4
  %6328 = add nuw nsw i64 %6308, 0
  %6329 = add nuw nsw i64 %6328, 0
  %6330 = getelementptr inbounds nuw float, ptr @__constant_512xf32_20, i64 %6329
  %6331 = load float, ptr %6330, align 4
  %6332 = add nuw nsw i64 %6308, 0
  %6333 = add nuw nsw i64 %6332, 0
  %6334 = getelementptr inbounds nuw float, ptr @__constant_512xf32_19, i64 %6333
  %6335 = load float, ptr %6334, align 4
  %6336 = add nuw nsw i64 %6308, 0
  %6337 = add nuw nsw i64 %6336, 0
  %6338 = getelementptr inbounds nuw float, ptr @__constant_512xf32_18, i64 %6337
  %6339 = load float, ptr %6338, align 4
  %6340 = add nuw nsw i64 %6308, 0
  %6341 = add nuw nsw i64 %6340, 0
  %6342 = getelementptr inbounds nuw float, ptr @__constant_512xf32_17, i64 %6341
  %6343 = load float, ptr %6342, align 4
  %6344 = fadd float %6335, f0x3727C5AC
  %6345 = call float @llvm.sqrt.f32(float %6344)
  %6346 = fdiv float 1.000000e+00, %6345
  %6347 = fsub float %6327, %6331
  %6348 = fmul float %6347, %6346
  %6349 = fmul float %6348, %6339
  %6350 = fadd float %6349, %6343
  %6351 = fcmp ugt float %6350, 0.000000e+00
  %6352 = select i1 %6351, float %6350, float 0.000000e+00
  %6353 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6302, 1
  %6354 = mul nuw nsw i64 %6304, 2048
  %6355 = mul nuw nsw i64 %6308, 4
  %6356 = add nuw nsw i64 %6354, %6355
  %6357 = mul nuw nsw i64 %6312, 2
  %6358 = add nuw nsw i64 %6356, %6357
  %6359 = add nuw nsw i64 %6358, %6316
  %6360 = getelementptr inbounds nuw float, ptr %6353, i64 %6359
  store float %6352, ptr %6360, align 4
  %6361 = add i64 %6316, 1
  br label %6315

6362:                                             ; preds = %6315
  %6363 = add i64 %6312, 1
  br label %6311

6364:                                             ; preds = %6311
  %6365 = add i64 %6308, 1
  br label %6307

6366:                                             ; preds = %6307
  %6367 = add i64 %6304, 1
  br label %6303

6368:                                             ; preds = %6303
  %6369 = call ptr @malloc(i64 32832)
  %6370 = ptrtoint ptr %6369 to i64
  %6371 = add i64 %6370, 63
  %6372 = urem i64 %6371, 64
  %6373 = sub i64 %6371, %6372
  %6374 = inttoptr i64 %6373 to ptr
  %6375 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6369, 0
  %6376 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6375, ptr %6374, 1
  %6377 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6376, i64 0, 2
  %6378 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6377, i64 1, 3, 0
  %6379 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6378, i64 512, 3, 1
  %6380 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6379, i64 4, 3, 2
  %6381 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6380, i64 4, 3, 3
  %6382 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6381, i64 8192, 4, 0
  %6383 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6382, i64 16, 4, 1
  %6384 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6383, i64 4, 4, 2
  %6385 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6384, i64 1, 4, 3
  br label %6386

6386:                                             ; preds = %6415, %6368
  %6387 = phi i64 [ %6416, %6415 ], [ 0, %6368 ]
  %6388 = icmp slt i64 %6387, 1
  br i1 %6388, label %6389, label %6417

6389:                                             ; preds = %6386
  br label %6390

6390:                                             ; preds = %6413, %6389
  %6391 = phi i64 [ %6414, %6413 ], [ 0, %6389 ]
  %6392 = icmp slt i64 %6391, 512
  br i1 %6392, label %6393, label %6415

6393:                                             ; preds = %6390
  br label %6394

6394:                                             ; preds = %6411, %6393
  %6395 = phi i64 [ %6412, %6411 ], [ 0, %6393 ]
  %6396 = icmp slt i64 %6395, 4
  br i1 %6396, label %6397, label %6413

6397:                                             ; preds = %6394
  br label %6398

6398:                                             ; preds = %6401, %6397
  %6399 = phi i64 [ %6410, %6401 ], [ 0, %6397 ]
  %6400 = icmp slt i64 %6399, 4
  br i1 %6400, label %6401, label %6411

6401:                                             ; preds = %6398
  %6402 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6385, 1
  %6403 = mul nuw nsw i64 %6387, 8192
  %6404 = mul nuw nsw i64 %6391, 16
  %6405 = add nuw nsw i64 %6403, %6404
  %6406 = mul nuw nsw i64 %6395, 4
  %6407 = add nuw nsw i64 %6405, %6406
  %6408 = add nuw nsw i64 %6407, %6399
  %6409 = getelementptr inbounds nuw float, ptr %6402, i64 %6408
  store float 0.000000e+00, ptr %6409, align 4
  %6410 = add i64 %6399, 1
  br label %6398

6411:                                             ; preds = %6398
  %6412 = add i64 %6395, 1
  br label %6394

6413:                                             ; preds = %6394
  %6414 = add i64 %6391, 1
  br label %6390

6415:                                             ; preds = %6390
  %6416 = add i64 %6387, 1
  br label %6386

6417:                                             ; preds = %6386
  %6418 = call ptr @malloc(i64 32832)
  %6419 = ptrtoint ptr %6418 to i64
  %6420 = add i64 %6419, 63
  %6421 = urem i64 %6420, 64
  %6422 = sub i64 %6420, %6421
  %6423 = inttoptr i64 %6422 to ptr
  %6424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6418, 0
  %6425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6424, ptr %6423, 1
  %6426 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6425, i64 0, 2
  %6427 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6426, i64 1, 3, 0
  %6428 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6427, i64 512, 3, 1
  %6429 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6428, i64 4, 3, 2
  %6430 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6429, i64 4, 3, 3
  %6431 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6430, i64 8192, 4, 0
  %6432 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6431, i64 16, 4, 1
  %6433 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6432, i64 4, 4, 2
  %6434 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6433, i64 1, 4, 3
  br label %6435

6435:                                             ; preds = %6473, %6417
  %6436 = phi i64 [ %6474, %6473 ], [ 0, %6417 ]
  %6437 = icmp slt i64 %6436, 1
  br i1 %6437, label %6438, label %6475

6438:                                             ; preds = %6435
  br label %6439

6439:                                             ; preds = %6471, %6438
  %6440 = phi i64 [ %6472, %6471 ], [ 0, %6438 ]
  %6441 = icmp slt i64 %6440, 512
  br i1 %6441, label %6442, label %6473

6442:                                             ; preds = %6439
  br label %6443

6443:                                             ; preds = %6469, %6442
  %6444 = phi i64 [ %6470, %6469 ], [ 0, %6442 ]
  %6445 = icmp slt i64 %6444, 4
  br i1 %6445, label %6446, label %6471

6446:                                             ; preds = %6443
  br label %6447

6447:                                             ; preds = %6450, %6446
  %6448 = phi i64 [ %6468, %6450 ], [ 0, %6446 ]
  %6449 = icmp slt i64 %6448, 4
  br i1 %6449, label %6450, label %6469

6450:                                             ; preds = %6447
  %6451 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6385, 1
  %6452 = mul nuw nsw i64 %6436, 8192
  %6453 = mul nuw nsw i64 %6440, 16
  %6454 = add nuw nsw i64 %6452, %6453
  %6455 = mul nuw nsw i64 %6444, 4
  %6456 = add nuw nsw i64 %6454, %6455
  %6457 = add nuw nsw i64 %6456, %6448
  %6458 = getelementptr inbounds nuw float, ptr %6451, i64 %6457
  %6459 = load float, ptr %6458, align 4
  %6460 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %6461 = mul nuw nsw i64 %6436, 8192
  %6462 = mul nuw nsw i64 %6440, 16
  %6463 = add nuw nsw i64 %6461, %6462
  %6464 = mul nuw nsw i64 %6444, 4
  %6465 = add nuw nsw i64 %6463, %6464
  %6466 = add nuw nsw i64 %6465, %6448
  %6467 = getelementptr inbounds nuw float, ptr %6460, i64 %6466
  store float %6459, ptr %6467, align 4
  %6468 = add i64 %6448, 1
  br label %6447

6469:                                             ; preds = %6447
  %6470 = add i64 %6444, 1
  br label %6443

6471:                                             ; preds = %6443
  %6472 = add i64 %6440, 1
  br label %6439

6473:                                             ; preds = %6439
  %6474 = add i64 %6436, 1
  br label %6435

6475:                                             ; preds = %6435
  %6476 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 0
  %6477 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %6478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6476, 0
  %6479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6478, ptr %6477, 1
  %6480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6479, i64 5, 2
  %6481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6480, i64 1, 3, 0
  %6482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6481, i64 8192, 4, 0
  %6483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6482, i64 512, 3, 1
  %6484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6483, i64 16, 4, 1
  %6485 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6484, i64 2, 3, 2
  %6486 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6485, i64 4, 4, 2
  %6487 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6486, i64 2, 3, 3
  %6488 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6487, i64 1, 4, 3
  br label %6489

6489:                                             ; preds = %6528, %6475
  %6490 = phi i64 [ %6529, %6528 ], [ 0, %6475 ]
  %6491 = icmp slt i64 %6490, 1
  br i1 %6491, label %6492, label %6530

6492:                                             ; preds = %6489
  br label %6493

6493:                                             ; preds = %6526, %6492
  %6494 = phi i64 [ %6527, %6526 ], [ 0, %6492 ]
  %6495 = icmp slt i64 %6494, 512
  br i1 %6495, label %6496, label %6528

6496:                                             ; preds = %6493
  br label %6497

6497:                                             ; preds = %6524, %6496
  %6498 = phi i64 [ %6525, %6524 ], [ 0, %6496 ]
  %6499 = icmp slt i64 %6498, 2
  br i1 %6499, label %6500, label %6526

6500:                                             ; preds = %6497
  br label %6501

6501:                                             ; preds = %6504, %6500
  %6502 = phi i64 [ %6523, %6504 ], [ 0, %6500 ]
  %6503 = icmp slt i64 %6502, 2
  br i1 %6503, label %6504, label %6524

6504:                                             ; preds = %6501
  %6505 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6302, 1
  %6506 = mul nuw nsw i64 %6490, 2048
  %6507 = mul nuw nsw i64 %6494, 4
  %6508 = add nuw nsw i64 %6506, %6507
  %6509 = mul nuw nsw i64 %6498, 2
  %6510 = add nuw nsw i64 %6508, %6509
  %6511 = add nuw nsw i64 %6510, %6502
  %6512 = getelementptr inbounds nuw float, ptr %6505, i64 %6511
  %6513 = load float, ptr %6512, align 4
  %6514 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6488, 1
  %6515 = getelementptr float, ptr %6514, i64 5
  %6516 = mul nuw nsw i64 %6490, 8192
  %6517 = mul nuw nsw i64 %6494, 16
  %6518 = add nuw nsw i64 %6516, %6517
  %6519 = mul nuw nsw i64 %6498, 4
  %6520 = add nuw nsw i64 %6518, %6519
  %6521 = add nuw nsw i64 %6520, %6502
  %6522 = getelementptr inbounds nuw float, ptr %6515, i64 %6521
  store float %6513, ptr %6522, align 4
  %6523 = add i64 %6502, 1
  br label %6501

6524:                                             ; preds = %6501
  %6525 = add i64 %6498, 1
  br label %6497

6526:                                             ; preds = %6497
  %6527 = add i64 %6494, 1
  br label %6493

6528:                                             ; preds = %6493
  %6529 = add i64 %6490, 1
  br label %6489

6530:                                             ; preds = %6489
  %6531 = call ptr @malloc(i64 8256)
  %6532 = ptrtoint ptr %6531 to i64
  %6533 = add i64 %6532, 63
  %6534 = urem i64 %6533, 64
  %6535 = sub i64 %6533, %6534
  %6536 = inttoptr i64 %6535 to ptr
  %6537 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6531, 0
  %6538 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6537, ptr %6536, 1
  %6539 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6538, i64 0, 2
  %6540 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6539, i64 1, 3, 0
  %6541 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6540, i64 512, 3, 1
  %6542 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6541, i64 2, 3, 2
  %6543 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6542, i64 2, 3, 3
  %6544 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6543, i64 2048, 4, 0
  %6545 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6544, i64 4, 4, 1
  %6546 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6545, i64 2, 4, 2
  %6547 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6546, i64 1, 4, 3
  br label %6548

6548:                                             ; preds = %6586, %6530
  %6549 = phi i64 [ %6587, %6586 ], [ 0, %6530 ]
  %6550 = icmp slt i64 %6549, 1
  br i1 %6550, label %6551, label %6588

6551:                                             ; preds = %6548
  br label %6552

6552:                                             ; preds = %6584, %6551
  %6553 = phi i64 [ %6585, %6584 ], [ 0, %6551 ]
  %6554 = icmp slt i64 %6553, 512
  br i1 %6554, label %6555, label %6586

6555:                                             ; preds = %6552
  br label %6556

6556:                                             ; preds = %6582, %6555
  %6557 = phi i64 [ %6583, %6582 ], [ 0, %6555 ]
  %6558 = icmp slt i64 %6557, 2
  br i1 %6558, label %6559, label %6584

6559:                                             ; preds = %6556
  br label %6560

6560:                                             ; preds = %6563, %6559
  %6561 = phi i64 [ %6581, %6563 ], [ 0, %6559 ]
  %6562 = icmp slt i64 %6561, 2
  br i1 %6562, label %6563, label %6582

6563:                                             ; preds = %6560
  %6564 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %6565 = mul nuw nsw i64 %6549, 2048
  %6566 = mul nuw nsw i64 %6553, 4
  %6567 = add nuw nsw i64 %6565, %6566
  %6568 = mul nuw nsw i64 %6557, 2
  %6569 = add nuw nsw i64 %6567, %6568
  %6570 = add nuw nsw i64 %6569, %6561
  %6571 = getelementptr inbounds nuw float, ptr %6564, i64 %6570
  %6572 = load float, ptr %6571, align 4
  %6573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6547, 1
  %6574 = mul nuw nsw i64 %6549, 2048
  %6575 = mul nuw nsw i64 %6553, 4
  %6576 = add nuw nsw i64 %6574, %6575
  %6577 = mul nuw nsw i64 %6557, 2
  %6578 = add nuw nsw i64 %6576, %6577
  %6579 = add nuw nsw i64 %6578, %6561
  %6580 = getelementptr inbounds nuw float, ptr %6573, i64 %6579
  store float %6572, ptr %6580, align 4
  %6581 = add i64 %6561, 1
  br label %6560

6582:                                             ; preds = %6560
  %6583 = add i64 %6557, 1
  br label %6556

6584:                                             ; preds = %6556
  %6585 = add i64 %6553, 1
  br label %6552

6586:                                             ; preds = %6552
  %6587 = add i64 %6549, 1
  br label %6548

6588:                                             ; preds = %6548
  br label %6589

6589:                                             ; preds = %6666, %6588
  %6590 = phi i64 [ %6667, %6666 ], [ 0, %6588 ]
  %6591 = icmp slt i64 %6590, 1
  br i1 %6591, label %6592, label %6668

6592:                                             ; preds = %6589
  br label %6593

6593:                                             ; preds = %6664, %6592
  %6594 = phi i64 [ %6665, %6664 ], [ 0, %6592 ]
  %6595 = icmp slt i64 %6594, 512
  br i1 %6595, label %6596, label %6666

6596:                                             ; preds = %6593
  br label %6597

6597:                                             ; preds = %6662, %6596
  %6598 = phi i64 [ %6663, %6662 ], [ 0, %6596 ]
  %6599 = icmp slt i64 %6598, 2
  br i1 %6599, label %6600, label %6664

6600:                                             ; preds = %6597
  br label %6601

6601:                                             ; preds = %6660, %6600
  %6602 = phi i64 [ %6661, %6660 ], [ 0, %6600 ]
  %6603 = icmp slt i64 %6602, 2
  br i1 %6603, label %6604, label %6662

6604:                                             ; preds = %6601
  br label %6605

6605:                                             ; preds = %6658, %6604
  %6606 = phi i64 [ %6659, %6658 ], [ 0, %6604 ]
  %6607 = icmp slt i64 %6606, 512
  br i1 %6607, label %6608, label %6660

6608:                                             ; preds = %6605
  br label %6609

6609:                                             ; preds = %6656, %6608
  %6610 = phi i64 [ %6657, %6656 ], [ 0, %6608 ]
  %6611 = icmp slt i64 %6610, 3
  br i1 %6611, label %6612, label %6658

6612:                                             ; preds = %6609
  br label %6613

6613:                                             ; preds = %6616, %6612
  %6614 = phi i64 [ %6655, %6616 ], [ 0, %6612 ]
  %6615 = icmp slt i64 %6614, 3
  br i1 %6615, label %6616, label %6656

6616:                                             ; preds = %6613
  %6617 = add i64 %6598, %6610
  %6618 = add i64 %6602, %6614
  %6619 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 1
  %6620 = mul nuw nsw i64 %6590, 8192
  %6621 = mul nuw nsw i64 %6606, 16
  %6622 = add nuw nsw i64 %6620, %6621
  %6623 = mul nuw nsw i64 %6617, 4
  %6624 = add nuw nsw i64 %6622, %6623
  %6625 = add nuw nsw i64 %6624, %6618
  %6626 = getelementptr inbounds nuw float, ptr %6619, i64 %6625
  %6627 = load float, ptr %6626, align 4
  %6628 = mul nuw nsw i64 %6594, 4608
  %6629 = mul nuw nsw i64 %6606, 9
  %6630 = add nuw nsw i64 %6628, %6629
  %6631 = mul nuw nsw i64 %6610, 3
  %6632 = add nuw nsw i64 %6630, %6631
  %6633 = add nuw nsw i64 %6632, %6614
  %6634 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32_16, i64 %6633
  %6635 = load float, ptr %6634, align 4
  %6636 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6547, 1
  %6637 = mul nuw nsw i64 %6590, 2048
  %6638 = mul nuw nsw i64 %6594, 4
  %6639 = add nuw nsw i64 %6637, %6638
  %6640 = mul nuw nsw i64 %6598, 2
  %6641 = add nuw nsw i64 %6639, %6640
  %6642 = add nuw nsw i64 %6641, %6602
  %6643 = getelementptr inbounds nuw float, ptr %6636, i64 %6642
  %6644 = load float, ptr %6643, align 4
  %6645 = fmul float %6627, %6635
  %6646 = fadd float %6644, %6645
  %6647 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6547, 1
  %6648 = mul nuw nsw i64 %6590, 2048
  %6649 = mul nuw nsw i64 %6594, 4
  %6650 = add nuw nsw i64 %6648, %6649
  %6651 = mul nuw nsw i64 %6598, 2
  %6652 = add nuw nsw i64 %6650, %6651
  %6653 = add nuw nsw i64 %6652, %6602
  %6654 = getelementptr inbounds nuw float, ptr %6647, i64 %6653
  store float %6646, ptr %6654, align 4
  %6655 = add i64 %6614, 1
  br label %6613

6656:                                             ; preds = %6613
  %6657 = add i64 %6610, 1
  br label %6609

6658:                                             ; preds = %6609
  %6659 = add i64 %6606, 1
  br label %6605

6660:                                             ; preds = %6605
  %6661 = add i64 %6602, 1
  br label %6601

6662:                                             ; preds = %6601
  %6663 = add i64 %6598, 1
  br label %6597

6664:                                             ; preds = %6597
  %6665 = add i64 %6594, 1
  br label %6593

6666:                                             ; preds = %6593
  %6667 = add i64 %6590, 1
  br label %6589

6668:                                             ; preds = %6589
  %6669 = call ptr @malloc(i64 8256)
  %6670 = ptrtoint ptr %6669 to i64
  %6671 = add i64 %6670, 63
  %6672 = urem i64 %6671, 64
  %6673 = sub i64 %6671, %6672
  %6674 = inttoptr i64 %6673 to ptr
  %6675 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6669, 0
  %6676 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6675, ptr %6674, 1
  %6677 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6676, i64 0, 2
  %6678 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6677, i64 1, 3, 0
  %6679 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6678, i64 512, 3, 1
  %6680 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6679, i64 2, 3, 2
  %6681 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6680, i64 2, 3, 3
  %6682 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6681, i64 2048, 4, 0
  %6683 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6682, i64 4, 4, 1
  %6684 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6683, i64 2, 4, 2
  %6685 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6684, i64 1, 4, 3
  br label %6686

6686:                                             ; preds = %6724, %6668
  %6687 = phi i64 [ %6725, %6724 ], [ 0, %6668 ]
  %6688 = icmp slt i64 %6687, 1
  br i1 %6688, label %6689, label %6726

6689:                                             ; preds = %6686
  br label %6690

6690:                                             ; preds = %6722, %6689
  %6691 = phi i64 [ %6723, %6722 ], [ 0, %6689 ]
  %6692 = icmp slt i64 %6691, 512
  br i1 %6692, label %6693, label %6724

6693:                                             ; preds = %6690
  br label %6694

6694:                                             ; preds = %6720, %6693
  %6695 = phi i64 [ %6721, %6720 ], [ 0, %6693 ]
  %6696 = icmp slt i64 %6695, 2
  br i1 %6696, label %6697, label %6722

6697:                                             ; preds = %6694
  br label %6698

6698:                                             ; preds = %6701, %6697
  %6699 = phi i64 [ %6719, %6701 ], [ 0, %6697 ]
  %6700 = icmp slt i64 %6699, 2
  br i1 %6700, label %6701, label %6720

6701:                                             ; preds = %6698
  %6702 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %6703 = mul nuw nsw i64 %6687, 2048
  %6704 = mul nuw nsw i64 %6691, 4
  %6705 = add nuw nsw i64 %6703, %6704
  %6706 = mul nuw nsw i64 %6695, 2
  %6707 = add nuw nsw i64 %6705, %6706
  %6708 = add nuw nsw i64 %6707, %6699
  %6709 = getelementptr inbounds nuw float, ptr %6702, i64 %6708
  %6710 = load float, ptr %6709, align 4
  %6711 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6685, 1
  %6712 = mul nuw nsw i64 %6687, 2048
  %6713 = mul nuw nsw i64 %6691, 4
  %6714 = add nuw nsw i64 %6712, %6713
  %6715 = mul nuw nsw i64 %6695, 2
  %6716 = add nuw nsw i64 %6714, %6715
  %6717 = add nuw nsw i64 %6716, %6699
  %6718 = getelementptr inbounds nuw float, ptr %6711, i64 %6717
  store float %6710, ptr %6718, align 4
  %6719 = add i64 %6699, 1
  br label %6698

6720:                                             ; preds = %6698
  %6721 = add i64 %6695, 1
  br label %6694

6722:                                             ; preds = %6694
  %6723 = add i64 %6691, 1
  br label %6690

6724:                                             ; preds = %6690
  %6725 = add i64 %6687, 1
  br label %6686

6726:                                             ; preds = %6686
  br label %6727

6727:                                             ; preds = %6804, %6726
  %6728 = phi i64 [ %6805, %6804 ], [ 0, %6726 ]
  %6729 = icmp slt i64 %6728, 1
  br i1 %6729, label %6730, label %6806

6730:                                             ; preds = %6727
  br label %6731

6731:                                             ; preds = %6802, %6730
  %6732 = phi i64 [ %6803, %6802 ], [ 0, %6730 ]
  %6733 = icmp slt i64 %6732, 512
  br i1 %6733, label %6734, label %6804

6734:                                             ; preds = %6731
  br label %6735

6735:                                             ; preds = %6800, %6734
  %6736 = phi i64 [ %6801, %6800 ], [ 0, %6734 ]
  %6737 = icmp slt i64 %6736, 2
  br i1 %6737, label %6738, label %6802

6738:                                             ; preds = %6735
  br label %6739

6739:                                             ; preds = %6798, %6738
  %6740 = phi i64 [ %6799, %6798 ], [ 0, %6738 ]
  %6741 = icmp slt i64 %6740, 2
  br i1 %6741, label %6742, label %6800

6742:                                             ; preds = %6739
  br label %6743

6743:                                             ; preds = %6796, %6742
  %6744 = phi i64 [ %6797, %6796 ], [ 0, %6742 ]
  %6745 = icmp slt i64 %6744, 256
  br i1 %6745, label %6746, label %6798

6746:                                             ; preds = %6743
  br label %6747

6747:                                             ; preds = %6794, %6746
  %6748 = phi i64 [ %6795, %6794 ], [ 0, %6746 ]
  %6749 = icmp slt i64 %6748, 1
  br i1 %6749, label %6750, label %6796

6750:                                             ; preds = %6747
  br label %6751

6751:                                             ; preds = %6754, %6750
  %6752 = phi i64 [ %6793, %6754 ], [ 0, %6750 ]
  %6753 = icmp slt i64 %6752, 1
  br i1 %6753, label %6754, label %6794

6754:                                             ; preds = %6751
  %6755 = mul nsw i64 %6736, 2
  %6756 = add i64 %6755, %6748
  %6757 = mul nsw i64 %6740, 2
  %6758 = add i64 %6757, %6752
  %6759 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5858, 1
  %6760 = mul nuw nsw i64 %6728, 4096
  %6761 = mul nuw nsw i64 %6744, 16
  %6762 = add nuw nsw i64 %6760, %6761
  %6763 = mul nuw nsw i64 %6756, 4
  %6764 = add nuw nsw i64 %6762, %6763
  %6765 = add nuw nsw i64 %6764, %6758
  %6766 = getelementptr inbounds nuw float, ptr %6759, i64 %6765
  %6767 = load float, ptr %6766, align 4
  %6768 = mul nuw nsw i64 %6732, 256
  %6769 = add nuw nsw i64 %6768, %6744
  %6770 = add nuw nsw i64 %6769, %6748
  %6771 = add nuw nsw i64 %6770, %6752
  %6772 = getelementptr inbounds nuw float, ptr @__constant_512x256x1x1xf32, i64 %6771
  %6773 = load float, ptr %6772, align 4
  %6774 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6685, 1
  %6775 = mul nuw nsw i64 %6728, 2048
  %6776 = mul nuw nsw i64 %6732, 4
  %6777 = add nuw nsw i64 %6775, %6776
  %6778 = mul nuw nsw i64 %6736, 2
  %6779 = add nuw nsw i64 %6777, %6778
  %6780 = add nuw nsw i64 %6779, %6740
  %6781 = getelementptr inbounds nuw float, ptr %6774, i64 %6780
  %6782 = load float, ptr %6781, align 4
  %6783 = fmul float %6767, %6773
  %6784 = fadd float %6782, %6783
  %6785 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6685, 1
  %6786 = mul nuw nsw i64 %6728, 2048
  %6787 = mul nuw nsw i64 %6732, 4
  %6788 = add nuw nsw i64 %6786, %6787
  %6789 = mul nuw nsw i64 %6736, 2
  %6790 = add nuw nsw i64 %6788, %6789
  %6791 = add nuw nsw i64 %6790, %6740
  %6792 = getelementptr inbounds nuw float, ptr %6785, i64 %6791
  store float %6784, ptr %6792, align 4
  %6793 = add i64 %6752, 1
  br label %6751

6794:                                             ; preds = %6751
  %6795 = add i64 %6748, 1
  br label %6747

6796:                                             ; preds = %6747
  %6797 = add i64 %6744, 1
  br label %6743

6798:                                             ; preds = %6743
  %6799 = add i64 %6740, 1
  br label %6739

6800:                                             ; preds = %6739
  %6801 = add i64 %6736, 1
  br label %6735

6802:                                             ; preds = %6735
  %6803 = add i64 %6732, 1
  br label %6731

6804:                                             ; preds = %6731
  %6805 = add i64 %6728, 1
  br label %6727

6806:                                             ; preds = %6727
  %6807 = call ptr @malloc(i64 8256)
  %6808 = ptrtoint ptr %6807 to i64
  %6809 = add i64 %6808, 63
  %6810 = urem i64 %6809, 64
  %6811 = sub i64 %6809, %6810
  %6812 = inttoptr i64 %6811 to ptr
  %6813 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6807, 0
  %6814 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6813, ptr %6812, 1
  %6815 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6814, i64 0, 2
  %6816 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6815, i64 1, 3, 0
  %6817 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6816, i64 512, 3, 1
  %6818 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6817, i64 2, 3, 2
  %6819 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6818, i64 2, 3, 3
  %6820 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6819, i64 2048, 4, 0
  %6821 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6820, i64 4, 4, 1
  %6822 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6821, i64 2, 4, 2
  %6823 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6822, i64 1, 4, 3
  br label %6824

6824:                                             ; preds = %6920, %6806
  %6825 = phi i64 [ %6921, %6920 ], [ 0, %6806 ]
  %6826 = icmp slt i64 %6825, 1
  br i1 %6826, label %6827, label %6922

6827:                                             ; preds = %6824
  br label %6828

6828:                                             ; preds = %6918, %6827
  %6829 = phi i64 [ %6919, %6918 ], [ 0, %6827 ]
  %6830 = icmp slt i64 %6829, 512
  br i1 %6830, label %6831, label %6920

6831:                                             ; preds = %6828
  br label %6832

6832:                                             ; preds = %6916, %6831
  %6833 = phi i64 [ %6917, %6916 ], [ 0, %6831 ]
  %6834 = icmp slt i64 %6833, 2
  br i1 %6834, label %6835, label %6918

6835:                                             ; preds = %6832
  br label %6836

6836:                                             ; preds = %6839, %6835
  %6837 = phi i64 [ %6915, %6839 ], [ 0, %6835 ]
  %6838 = icmp slt i64 %6837, 2
  br i1 %6838, label %6839, label %6916

6839:                                             ; preds = %6836
  %6840 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6547, 1
  %6841 = mul nuw nsw i64 %6825, 2048
  %6842 = mul nuw nsw i64 %6829, 4
  %6843 = add nuw nsw i64 %6841, %6842
  %6844 = mul nuw nsw i64 %6833, 2
  %6845 = add nuw nsw i64 %6843, %6844
  %6846 = add nuw nsw i64 %6845, %6837
  %6847 = getelementptr inbounds nuw float, ptr %6840, i64 %6846
  %6848 = load float, ptr %6847, align 4
  %6849 = add nuw nsw i64 %6829, 0
  %6850 = add nuw nsw i64 %6849, 0
  %6851 = getelementptr inbounds nuw float, ptr @__constant_512xf32_15, i64 %6850
  %6852 = load float, ptr %6851, align 4
  %6853 = add nuw nsw i64 %6829, 0
  %6854 = add nuw nsw i64 %6853, 0
  %6855 = getelementptr inbounds nuw float, ptr @__constant_512xf32_14, i64 %6854
  %6856 = load float, ptr %6855, align 4
  %6857 = add nuw nsw i64 %6829, 0
  %6858 = add nuw nsw i64 %6857, 0
  %6859 = getelementptr inbounds nuw float, ptr @__constant_512xf32_13, i64 %6858
  %6860 = load float, ptr %6859, align 4
  %6861 = add nuw nsw i64 %6829, 0
  %6862 = add nuw nsw i64 %6861, 0
  %6863 = getelementptr inbounds nuw float, ptr @__constant_512xf32_12, i64 %6862
  %6864 = load float, ptr %6863, align 4
  %6865 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6685, 1
  %6866 = mul nuw nsw i64 %6825, 2048
  %6867 = mul nuw nsw i64 %6829, 4
  %6868 = add nuw nsw i64 %6866, %6867
  %6869 = mul nuw nsw i64 %6833, 2
  %6870 = add nuw nsw i64 %6868, %6869
  %6871 = add nuw nsw i64 %6870, %6837
  %6872 = getelementptr inbounds nuw float, ptr %6865, i64 %6871
  %6873 = load float, ptr %6872, align 4
  %6874 = add nuw nsw i64 %6829, 0
  %6875 = add nuw nsw i64 %6874, 0
  %6876 = getelementptr inbounds nuw float, ptr @__constant_512xf32_11, i64 %6875
  %6877 = load float, ptr %6876, align 4
  %6878 = add nuw nsw i64 %6829, 0
  %6879 = add nuw nsw i64 %6878, 0
  %6880 = getelementptr inbounds nuw float, ptr @__constant_512xf32_10, i64 %6879
  %6881 = load float, ptr %6880, align 4
  %6882 = add nuw nsw i64 %6829, 0
  %6883 = add nuw nsw i64 %6882, 0
  %6884 = getelementptr inbounds nuw float, ptr @__constant_512xf32_9, i64 %6883
  %6885 = load float, ptr %6884, align 4
  %6886 = add nuw nsw i64 %6829, 0
  %6887 = add nuw nsw i64 %6886, 0
  %6888 = getelementptr inbounds nuw float, ptr @__constant_512xf32_8, i64 %6887
  %6889 = load float, ptr %6888, align 4
  %6890 = fadd float %6881, f0x3727C5AC
  %6891 = call float @llvm.sqrt.f32(float %6890)
  %6892 = fdiv float 1.000000e+00, %6891
  %6893 = fsub float %6873, %6877
  %6894 = fmul float %6893, %6892
  %6895 = fmul float %6894, %6885
  %6896 = fadd float %6895, %6889
  %6897 = fadd float %6856, f0x3727C5AC
  %6898 = call float @llvm.sqrt.f32(float %6897)
  %6899 = fdiv float 1.000000e+00, %6898
  %6900 = fsub float %6848, %6852
  %6901 = fmul float %6900, %6899
  %6902 = fmul float %6901, %6860
  %6903 = fadd float %6902, %6864
  %6904 = fadd float %6903, %6896
  %6905 = fcmp ugt float %6904, 0.000000e+00
  %6906 = select i1 %6905, float %6904, float 0.000000e+00
  %6907 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6823, 1
  %6908 = mul nuw nsw i64 %6825, 2048
  %6909 = mul nuw nsw i64 %6829, 4
  %6910 = add nuw nsw i64 %6908, %6909
  %6911 = mul nuw nsw i64 %6833, 2
  %6912 = add nuw nsw i64 %6910, %6911
  %6913 = add nuw nsw i64 %6912, %6837
  %6914 = getelementptr inbounds nuw float, ptr %6907, i64 %6913
  store float %6906, ptr %6914, align 4
  %6915 = add i64 %6837, 1
  br label %6836

6916:                                             ; preds = %6836
  %6917 = add i64 %6833, 1
  br label %6832

6918:                                             ; preds = %6832
  %6919 = add i64 %6829, 1
  br label %6828

6920:                                             ; preds = %6828
  %6921 = add i64 %6825, 1
  br label %6824

6922:                                             ; preds = %6824
  %6923 = call ptr @malloc(i64 32832)
  %6924 = ptrtoint ptr %6923 to i64
  %6925 = add i64 %6924, 63
  %6926 = urem i64 %6925, 64
  %6927 = sub i64 %6925, %6926
  %6928 = inttoptr i64 %6927 to ptr
  %6929 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6923, 0
  %6930 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6929, ptr %6928, 1
  %6931 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6930, i64 0, 2
  %6932 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6931, i64 1, 3, 0
  %6933 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6932, i64 512, 3, 1
  %6934 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6933, i64 4, 3, 2
  %6935 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6934, i64 4, 3, 3
  %6936 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6935, i64 8192, 4, 0
  %6937 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6936, i64 16, 4, 1
  %6938 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6937, i64 4, 4, 2
  %6939 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6938, i64 1, 4, 3
  br label %6940

6940:                                             ; preds = %6969, %6922
  %6941 = phi i64 [ %6970, %6969 ], [ 0, %6922 ]
  %6942 = icmp slt i64 %6941, 1
  br i1 %6942, label %6943, label %6971

6943:                                             ; preds = %6940
  br label %6944

6944:                                             ; preds = %6967, %6943
  %6945 = phi i64 [ %6968, %6967 ], [ 0, %6943 ]
  %6946 = icmp slt i64 %6945, 512
  br i1 %6946, label %6947, label %6969

6947:                                             ; preds = %6944
  br label %6948

6948:                                             ; preds = %6965, %6947
  %6949 = phi i64 [ %6966, %6965 ], [ 0, %6947 ]
  %6950 = icmp slt i64 %6949, 4
  br i1 %6950, label %6951, label %6967

6951:                                             ; preds = %6948
  br label %6952

6952:                                             ; preds = %6955, %6951
  %6953 = phi i64 [ %6964, %6955 ], [ 0, %6951 ]
  %6954 = icmp slt i64 %6953, 4
  br i1 %6954, label %6955, label %6965

6955:                                             ; preds = %6952
  %6956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6939, 1
  %6957 = mul nuw nsw i64 %6941, 8192
  %6958 = mul nuw nsw i64 %6945, 16
  %6959 = add nuw nsw i64 %6957, %6958
  %6960 = mul nuw nsw i64 %6949, 4
  %6961 = add nuw nsw i64 %6959, %6960
  %6962 = add nuw nsw i64 %6961, %6953
  %6963 = getelementptr inbounds nuw float, ptr %6956, i64 %6962
  store float 0.000000e+00, ptr %6963, align 4
  %6964 = add i64 %6953, 1
  br label %6952

6965:                                             ; preds = %6952
  %6966 = add i64 %6949, 1
  br label %6948

6967:                                             ; preds = %6948
  %6968 = add i64 %6945, 1
  br label %6944

6969:                                             ; preds = %6944
  %6970 = add i64 %6941, 1
  br label %6940

6971:                                             ; preds = %6940
  %6972 = call ptr @malloc(i64 32832)
  %6973 = ptrtoint ptr %6972 to i64
  %6974 = add i64 %6973, 63
  %6975 = urem i64 %6974, 64
  %6976 = sub i64 %6974, %6975
  %6977 = inttoptr i64 %6976 to ptr
  %6978 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %6972, 0
  %6979 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6978, ptr %6977, 1
  %6980 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6979, i64 0, 2
  %6981 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6980, i64 1, 3, 0
  %6982 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6981, i64 512, 3, 1
  %6983 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6982, i64 4, 3, 2
  %6984 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6983, i64 4, 3, 3
  %6985 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6984, i64 8192, 4, 0
  %6986 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6985, i64 16, 4, 1
  %6987 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6986, i64 4, 4, 2
  %6988 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6987, i64 1, 4, 3
  br label %6989

6989:                                             ; preds = %7027, %6971
  %6990 = phi i64 [ %7028, %7027 ], [ 0, %6971 ]
  %6991 = icmp slt i64 %6990, 1
  br i1 %6991, label %6992, label %7029

6992:                                             ; preds = %6989
  br label %6993

6993:                                             ; preds = %7025, %6992
  %6994 = phi i64 [ %7026, %7025 ], [ 0, %6992 ]
  %6995 = icmp slt i64 %6994, 512
  br i1 %6995, label %6996, label %7027

6996:                                             ; preds = %6993
  br label %6997

6997:                                             ; preds = %7023, %6996
  %6998 = phi i64 [ %7024, %7023 ], [ 0, %6996 ]
  %6999 = icmp slt i64 %6998, 4
  br i1 %6999, label %7000, label %7025

7000:                                             ; preds = %6997
  br label %7001

7001:                                             ; preds = %7004, %7000
  %7002 = phi i64 [ %7022, %7004 ], [ 0, %7000 ]
  %7003 = icmp slt i64 %7002, 4
  br i1 %7003, label %7004, label %7023

7004:                                             ; preds = %7001
  %7005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6939, 1
  %7006 = mul nuw nsw i64 %6990, 8192
  %7007 = mul nuw nsw i64 %6994, 16
  %7008 = add nuw nsw i64 %7006, %7007
  %7009 = mul nuw nsw i64 %6998, 4
  %7010 = add nuw nsw i64 %7008, %7009
  %7011 = add nuw nsw i64 %7010, %7002
  %7012 = getelementptr inbounds nuw float, ptr %7005, i64 %7011
  %7013 = load float, ptr %7012, align 4
  %7014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, 1
  %7015 = mul nuw nsw i64 %6990, 8192
  %7016 = mul nuw nsw i64 %6994, 16
  %7017 = add nuw nsw i64 %7015, %7016
  %7018 = mul nuw nsw i64 %6998, 4
  %7019 = add nuw nsw i64 %7017, %7018
  %7020 = add nuw nsw i64 %7019, %7002
  %7021 = getelementptr inbounds nuw float, ptr %7014, i64 %7020
  store float %7013, ptr %7021, align 4
  %7022 = add i64 %7002, 1
  br label %7001

7023:                                             ; preds = %7001
  %7024 = add i64 %6998, 1
  br label %6997

7025:                                             ; preds = %6997
  %7026 = add i64 %6994, 1
  br label %6993

7027:                                             ; preds = %6993
  %7028 = add i64 %6990, 1
  br label %6989

7029:                                             ; preds = %6989
  %7030 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, 0
  %7031 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, 1
  %7032 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7030, 0
  %7033 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7032, ptr %7031, 1
  %7034 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7033, i64 5, 2
  %7035 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7034, i64 1, 3, 0
  %7036 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7035, i64 8192, 4, 0
  %7037 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7036, i64 512, 3, 1
  %7038 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7037, i64 16, 4, 1
  %7039 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7038, i64 2, 3, 2
  %7040 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7039, i64 4, 4, 2
  %7041 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7040, i64 2, 3, 3
  %7042 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7041, i64 1, 4, 3
  br label %7043

7043:                                             ; preds = %7082, %7029
  %7044 = phi i64 [ %7083, %7082 ], [ 0, %7029 ]
  %7045 = icmp slt i64 %7044, 1
  br i1 %7045, label %7046, label %7084

7046:                                             ; preds = %7043
  br label %7047

7047:                                             ; preds = %7080, %7046
  %7048 = phi i64 [ %7081, %7080 ], [ 0, %7046 ]
  %7049 = icmp slt i64 %7048, 512
  br i1 %7049, label %7050, label %7082

7050:                                             ; preds = %7047
  br label %7051

7051:                                             ; preds = %7078, %7050
  %7052 = phi i64 [ %7079, %7078 ], [ 0, %7050 ]
  %7053 = icmp slt i64 %7052, 2
  br i1 %7053, label %7054, label %7080

7054:                                             ; preds = %7051
  br label %7055

7055:                                             ; preds = %7058, %7054
  %7056 = phi i64 [ %7077, %7058 ], [ 0, %7054 ]
  %7057 = icmp slt i64 %7056, 2
  br i1 %7057, label %7058, label %7078

7058:                                             ; preds = %7055
  %7059 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6823, 1
  %7060 = mul nuw nsw i64 %7044, 2048
  %7061 = mul nuw nsw i64 %7048, 4
  %7062 = add nuw nsw i64 %7060, %7061
  %7063 = mul nuw nsw i64 %7052, 2
  %7064 = add nuw nsw i64 %7062, %7063
  %7065 = add nuw nsw i64 %7064, %7056
  %7066 = getelementptr inbounds nuw float, ptr %7059, i64 %7065
  %7067 = load float, ptr %7066, align 4
  %7068 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7042, 1
  %7069 = getelementptr float, ptr %7068, i64 5
  %7070 = mul nuw nsw i64 %7044, 8192
  %7071 = mul nuw nsw i64 %7048, 16
  %7072 = add nuw nsw i64 %7070, %7071
  %7073 = mul nuw nsw i64 %7052, 4
  %7074 = add nuw nsw i64 %7072, %7073
  %7075 = add nuw nsw i64 %7074, %7056
  %7076 = getelementptr inbounds nuw float, ptr %7069, i64 %7075
  store float %7067, ptr %7076, align 4
  %7077 = add i64 %7056, 1
  br label %7055

7078:                                             ; preds = %7055
  %7079 = add i64 %7052, 1
  br label %7051

7080:                                             ; preds = %7051
  %7081 = add i64 %7048, 1
  br label %7047

7082:                                             ; preds = %7047
  %7083 = add i64 %7044, 1
  br label %7043

7084:                                             ; preds = %7043
  %7085 = call ptr @malloc(i64 8256)
  %7086 = ptrtoint ptr %7085 to i64
  %7087 = add i64 %7086, 63
  %7088 = urem i64 %7087, 64
  %7089 = sub i64 %7087, %7088
  %7090 = inttoptr i64 %7089 to ptr
  %7091 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7085, 0
  %7092 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7091, ptr %7090, 1
  %7093 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7092, i64 0, 2
  %7094 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7093, i64 1, 3, 0
  %7095 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7094, i64 512, 3, 1
  %7096 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7095, i64 2, 3, 2
  %7097 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7096, i64 2, 3, 3
  %7098 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7097, i64 2048, 4, 0
  %7099 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7098, i64 4, 4, 1
  %7100 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7099, i64 2, 4, 2
  %7101 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7100, i64 1, 4, 3
  br label %7102

7102:                                             ; preds = %7140, %7084
  %7103 = phi i64 [ %7141, %7140 ], [ 0, %7084 ]
  %7104 = icmp slt i64 %7103, 1
  br i1 %7104, label %7105, label %7142

7105:                                             ; preds = %7102
  br label %7106

7106:                                             ; preds = %7138, %7105
  %7107 = phi i64 [ %7139, %7138 ], [ 0, %7105 ]
  %7108 = icmp slt i64 %7107, 512
  br i1 %7108, label %7109, label %7140

7109:                                             ; preds = %7106
  br label %7110

7110:                                             ; preds = %7136, %7109
  %7111 = phi i64 [ %7137, %7136 ], [ 0, %7109 ]
  %7112 = icmp slt i64 %7111, 2
  br i1 %7112, label %7113, label %7138

7113:                                             ; preds = %7110
  br label %7114

7114:                                             ; preds = %7117, %7113
  %7115 = phi i64 [ %7135, %7117 ], [ 0, %7113 ]
  %7116 = icmp slt i64 %7115, 2
  br i1 %7116, label %7117, label %7136

7117:                                             ; preds = %7114
  %7118 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %7119 = mul nuw nsw i64 %7103, 2048
  %7120 = mul nuw nsw i64 %7107, 4
  %7121 = add nuw nsw i64 %7119, %7120
  %7122 = mul nuw nsw i64 %7111, 2
  %7123 = add nuw nsw i64 %7121, %7122
  %7124 = add nuw nsw i64 %7123, %7115
  %7125 = getelementptr inbounds nuw float, ptr %7118, i64 %7124
  %7126 = load float, ptr %7125, align 4
  %7127 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7101, 1
  %7128 = mul nuw nsw i64 %7103, 2048
  %7129 = mul nuw nsw i64 %7107, 4
  %7130 = add nuw nsw i64 %7128, %7129
  %7131 = mul nuw nsw i64 %7111, 2
  %7132 = add nuw nsw i64 %7130, %7131
  %7133 = add nuw nsw i64 %7132, %7115
  %7134 = getelementptr inbounds nuw float, ptr %7127, i64 %7133
  store float %7126, ptr %7134, align 4
  %7135 = add i64 %7115, 1
  br label %7114

7136:                                             ; preds = %7114
  %7137 = add i64 %7111, 1
  br label %7110

7138:                                             ; preds = %7110
  %7139 = add i64 %7107, 1
  br label %7106

7140:                                             ; preds = %7106
  %7141 = add i64 %7103, 1
  br label %7102

7142:                                             ; preds = %7102
  br label %7143

7143:                                             ; preds = %7220, %7142
  %7144 = phi i64 [ %7221, %7220 ], [ 0, %7142 ]
  %7145 = icmp slt i64 %7144, 1
  br i1 %7145, label %7146, label %7222

7146:                                             ; preds = %7143
  br label %7147

7147:                                             ; preds = %7218, %7146
  %7148 = phi i64 [ %7219, %7218 ], [ 0, %7146 ]
  %7149 = icmp slt i64 %7148, 512
  br i1 %7149, label %7150, label %7220

7150:                                             ; preds = %7147
  br label %7151

7151:                                             ; preds = %7216, %7150
  %7152 = phi i64 [ %7217, %7216 ], [ 0, %7150 ]
  %7153 = icmp slt i64 %7152, 2
  br i1 %7153, label %7154, label %7218

7154:                                             ; preds = %7151
  br label %7155

7155:                                             ; preds = %7214, %7154
  %7156 = phi i64 [ %7215, %7214 ], [ 0, %7154 ]
  %7157 = icmp slt i64 %7156, 2
  br i1 %7157, label %7158, label %7216

7158:                                             ; preds = %7155
  br label %7159

7159:                                             ; preds = %7212, %7158
  %7160 = phi i64 [ %7213, %7212 ], [ 0, %7158 ]
  %7161 = icmp slt i64 %7160, 512
  br i1 %7161, label %7162, label %7214

7162:                                             ; preds = %7159
  br label %7163

7163:                                             ; preds = %7210, %7162
  %7164 = phi i64 [ %7211, %7210 ], [ 0, %7162 ]
  %7165 = icmp slt i64 %7164, 3
  br i1 %7165, label %7166, label %7212

7166:                                             ; preds = %7163
  br label %7167

7167:                                             ; preds = %7170, %7166
  %7168 = phi i64 [ %7209, %7170 ], [ 0, %7166 ]
  %7169 = icmp slt i64 %7168, 3
  br i1 %7169, label %7170, label %7210

7170:                                             ; preds = %7167
  %7171 = add i64 %7152, %7164
  %7172 = add i64 %7156, %7168
  %7173 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, 1
  %7174 = mul nuw nsw i64 %7144, 8192
  %7175 = mul nuw nsw i64 %7160, 16
  %7176 = add nuw nsw i64 %7174, %7175
  %7177 = mul nuw nsw i64 %7171, 4
  %7178 = add nuw nsw i64 %7176, %7177
  %7179 = add nuw nsw i64 %7178, %7172
  %7180 = getelementptr inbounds nuw float, ptr %7173, i64 %7179
  %7181 = load float, ptr %7180, align 4
  %7182 = mul nuw nsw i64 %7148, 4608
  %7183 = mul nuw nsw i64 %7160, 9
  %7184 = add nuw nsw i64 %7182, %7183
  %7185 = mul nuw nsw i64 %7164, 3
  %7186 = add nuw nsw i64 %7184, %7185
  %7187 = add nuw nsw i64 %7186, %7168
  %7188 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32_7, i64 %7187
  %7189 = load float, ptr %7188, align 4
  %7190 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7101, 1
  %7191 = mul nuw nsw i64 %7144, 2048
  %7192 = mul nuw nsw i64 %7148, 4
  %7193 = add nuw nsw i64 %7191, %7192
  %7194 = mul nuw nsw i64 %7152, 2
  %7195 = add nuw nsw i64 %7193, %7194
  %7196 = add nuw nsw i64 %7195, %7156
  %7197 = getelementptr inbounds nuw float, ptr %7190, i64 %7196
  %7198 = load float, ptr %7197, align 4
  %7199 = fmul float %7181, %7189
  %7200 = fadd float %7198, %7199
  %7201 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7101, 1
  %7202 = mul nuw nsw i64 %7144, 2048
  %7203 = mul nuw nsw i64 %7148, 4
  %7204 = add nuw nsw i64 %7202, %7203
  %7205 = mul nuw nsw i64 %7152, 2
  %7206 = add nuw nsw i64 %7204, %7205
  %7207 = add nuw nsw i64 %7206, %7156
  %7208 = getelementptr inbounds nuw float, ptr %7201, i64 %7207
  store float %7200, ptr %7208, align 4
  %7209 = add i64 %7168, 1
  br label %7167

7210:                                             ; preds = %7167
  %7211 = add i64 %7164, 1
  br label %7163

7212:                                             ; preds = %7163
  %7213 = add i64 %7160, 1
  br label %7159

7214:                                             ; preds = %7159
  %7215 = add i64 %7156, 1
  br label %7155

7216:                                             ; preds = %7155
  %7217 = add i64 %7152, 1
  br label %7151

7218:                                             ; preds = %7151
  %7219 = add i64 %7148, 1
  br label %7147

7220:                                             ; preds = %7147
  %7221 = add i64 %7144, 1
  br label %7143

7222:                                             ; preds = %7143
  %7223 = call ptr @malloc(i64 8256)
  %7224 = ptrtoint ptr %7223 to i64
  %7225 = add i64 %7224, 63
  %7226 = urem i64 %7225, 64
  %7227 = sub i64 %7225, %7226
  %7228 = inttoptr i64 %7227 to ptr
  %7229 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7223, 0
  %7230 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7229, ptr %7228, 1
  %7231 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7230, i64 0, 2
  %7232 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7231, i64 1, 3, 0
  %7233 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7232, i64 512, 3, 1
  %7234 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7233, i64 2, 3, 2
  %7235 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7234, i64 2, 3, 3
  %7236 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7235, i64 2048, 4, 0
  %7237 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7236, i64 4, 4, 1
  %7238 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7237, i64 2, 4, 2
  %7239 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7238, i64 1, 4, 3
  br label %7240

7240:                                             ; preds = %7303, %7222
  %7241 = phi i64 [ %7304, %7303 ], [ 0, %7222 ]
  %7242 = icmp slt i64 %7241, 1
  br i1 %7242, label %7243, label %7305

7243:                                             ; preds = %7240
  br label %7244

7244:                                             ; preds = %7301, %7243
  %7245 = phi i64 [ %7302, %7301 ], [ 0, %7243 ]
  %7246 = icmp slt i64 %7245, 512
  br i1 %7246, label %7247, label %7303

7247:                                             ; preds = %7244
  br label %7248

7248:                                             ; preds = %7299, %7247
  %7249 = phi i64 [ %7300, %7299 ], [ 0, %7247 ]
  %7250 = icmp slt i64 %7249, 2
  br i1 %7250, label %7251, label %7301

7251:                                             ; preds = %7248
  br label %7252

7252:                                             ; preds = %7255, %7251
  %7253 = phi i64 [ %7298, %7255 ], [ 0, %7251 ]
  %7254 = icmp slt i64 %7253, 2
  br i1 %7254, label %7255, label %7299

7255:                                             ; preds = %7252
  %7256 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7101, 1
  %7257 = mul nuw nsw i64 %7241, 2048
  %7258 = mul nuw nsw i64 %7245, 4
  %7259 = add nuw nsw i64 %7257, %7258
  %7260 = mul nuw nsw i64 %7249, 2
  %7261 = add nuw nsw i64 %7259, %7260
  %7262 = add nuw nsw i64 %7261, %7253
  %7263 = getelementptr inbounds nuw float, ptr %7256, i64 %7262
  %7264 = load float, ptr %7263, align 4
  %7265 = add nuw nsw i64 %7245, 0
  %7266 = add nuw nsw i64 %7265, 0
  %7267 = getelementptr inbounds nuw float, ptr @__constant_512xf32_6, i64 %7266
  %7268 = load float, ptr %7267, align 4
  %7269 = add nuw nsw i64 %7245, 0
  %7270 = add nuw nsw i64 %7269, 0
  %7271 = getelementptr inbounds nuw float, ptr @__constant_512xf32_5, i64 %7270
  %7272 = load float, ptr %7271, align 4
  %7273 = add nuw nsw i64 %7245, 0
  %7274 = add nuw nsw i64 %7273, 0
  %7275 = getelementptr inbounds nuw float, ptr @__constant_512xf32_4, i64 %7274
  %7276 = load float, ptr %7275, align 4
  %7277 = add nuw nsw i64 %7245, 0
  %7278 = add nuw nsw i64 %7277, 0
  %7279 = getelementptr inbounds nuw float, ptr @__constant_512xf32_3, i64 %7278
  %7280 = load float, ptr %7279, align 4
  %7281 = fadd float %7272, f0x3727C5AC
  %7282 = call float @llvm.sqrt.f32(float %7281)
  %7283 = fdiv float 1.000000e+00, %7282
  %7284 = fsub float %7264, %7268
  %7285 = fmul float %7284, %7283
  %7286 = fmul float %7285, %7276
  %7287 = fadd float %7286, %7280
  %7288 = fcmp ugt float %7287, 0.000000e+00
  %7289 = select i1 %7288, float %7287, float 0.000000e+00
  %7290 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7239, 1
  %7291 = mul nuw nsw i64 %7241, 2048
  %7292 = mul nuw nsw i64 %7245, 4
  %7293 = add nuw nsw i64 %7291, %7292
  %7294 = mul nuw nsw i64 %7249, 2
  %7295 = add nuw nsw i64 %7293, %7294
  %7296 = add nuw nsw i64 %7295, %7253
  %7297 = getelementptr inbounds nuw float, ptr %7290, i64 %7296
  store float %7289, ptr %7297, align 4
  %7298 = add i64 %7253, 1
  br label %7252

7299:                                             ; preds = %7252
  %7300 = add i64 %7249, 1
  br label %7248

7301:                                             ; preds = %7248
  %7302 = add i64 %7245, 1
  br label %7244

7303:                                             ; preds = %7244
  %7304 = add i64 %7241, 1
  br label %7240

7305:                                             ; preds = %7240
  %7306 = call ptr @malloc(i64 32832)
  %7307 = ptrtoint ptr %7306 to i64
  %7308 = add i64 %7307, 63
  %7309 = urem i64 %7308, 64
  %7310 = sub i64 %7308, %7309
  %7311 = inttoptr i64 %7310 to ptr
  %7312 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7306, 0
  %7313 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7312, ptr %7311, 1
  %7314 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7313, i64 0, 2
  %7315 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7314, i64 1, 3, 0
  %7316 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7315, i64 512, 3, 1
  %7317 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7316, i64 4, 3, 2
  %7318 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7317, i64 4, 3, 3
  %7319 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7318, i64 8192, 4, 0
  %7320 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7319, i64 16, 4, 1
  %7321 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7320, i64 4, 4, 2
  %7322 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7321, i64 1, 4, 3
  br label %7323

7323:                                             ; preds = %7352, %7305
  %7324 = phi i64 [ %7353, %7352 ], [ 0, %7305 ]
  %7325 = icmp slt i64 %7324, 1
  br i1 %7325, label %7326, label %7354

7326:                                             ; preds = %7323
  br label %7327

7327:                                             ; preds = %7350, %7326
  %7328 = phi i64 [ %7351, %7350 ], [ 0, %7326 ]
  %7329 = icmp slt i64 %7328, 512
  br i1 %7329, label %7330, label %7352

7330:                                             ; preds = %7327
  br label %7331

7331:                                             ; preds = %7348, %7330
  %7332 = phi i64 [ %7349, %7348 ], [ 0, %7330 ]
  %7333 = icmp slt i64 %7332, 4
  br i1 %7333, label %7334, label %7350

7334:                                             ; preds = %7331
  br label %7335

7335:                                             ; preds = %7338, %7334
  %7336 = phi i64 [ %7347, %7338 ], [ 0, %7334 ]
  %7337 = icmp slt i64 %7336, 4
  br i1 %7337, label %7338, label %7348

7338:                                             ; preds = %7335
  %7339 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7322, 1
  %7340 = mul nuw nsw i64 %7324, 8192
  %7341 = mul nuw nsw i64 %7328, 16
  %7342 = add nuw nsw i64 %7340, %7341
  %7343 = mul nuw nsw i64 %7332, 4
  %7344 = add nuw nsw i64 %7342, %7343
  %7345 = add nuw nsw i64 %7344, %7336
  %7346 = getelementptr inbounds nuw float, ptr %7339, i64 %7345
  store float 0.000000e+00, ptr %7346, align 4
  %7347 = add i64 %7336, 1
  br label %7335

7348:                                             ; preds = %7335
  %7349 = add i64 %7332, 1
  br label %7331

7350:                                             ; preds = %7331
  %7351 = add i64 %7328, 1
  br label %7327

7352:                                             ; preds = %7327
  %7353 = add i64 %7324, 1
  br label %7323

7354:                                             ; preds = %7323
  %7355 = call ptr @malloc(i64 32832)
  %7356 = ptrtoint ptr %7355 to i64
  %7357 = add i64 %7356, 63
  %7358 = urem i64 %7357, 64
  %7359 = sub i64 %7357, %7358
  %7360 = inttoptr i64 %7359 to ptr
  %7361 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7355, 0
  %7362 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7361, ptr %7360, 1
  %7363 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7362, i64 0, 2
  %7364 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7363, i64 1, 3, 0
  %7365 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7364, i64 512, 3, 1
  %7366 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7365, i64 4, 3, 2
  %7367 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7366, i64 4, 3, 3
  %7368 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7367, i64 8192, 4, 0
  %7369 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7368, i64 16, 4, 1
  %7370 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7369, i64 4, 4, 2
  %7371 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7370, i64 1, 4, 3
  br label %7372

7372:                                             ; preds = %7410, %7354
  %7373 = phi i64 [ %7411, %7410 ], [ 0, %7354 ]
  %7374 = icmp slt i64 %7373, 1
  br i1 %7374, label %7375, label %7412

7375:                                             ; preds = %7372
  br label %7376

7376:                                             ; preds = %7408, %7375
  %7377 = phi i64 [ %7409, %7408 ], [ 0, %7375 ]
  %7378 = icmp slt i64 %7377, 512
  br i1 %7378, label %7379, label %7410

7379:                                             ; preds = %7376
  br label %7380

7380:                                             ; preds = %7406, %7379
  %7381 = phi i64 [ %7407, %7406 ], [ 0, %7379 ]
  %7382 = icmp slt i64 %7381, 4
  br i1 %7382, label %7383, label %7408

7383:                                             ; preds = %7380
  br label %7384

7384:                                             ; preds = %7387, %7383
  %7385 = phi i64 [ %7405, %7387 ], [ 0, %7383 ]
  %7386 = icmp slt i64 %7385, 4
  br i1 %7386, label %7387, label %7406

7387:                                             ; preds = %7384
  %7388 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7322, 1
  %7389 = mul nuw nsw i64 %7373, 8192
  %7390 = mul nuw nsw i64 %7377, 16
  %7391 = add nuw nsw i64 %7389, %7390
  %7392 = mul nuw nsw i64 %7381, 4
  %7393 = add nuw nsw i64 %7391, %7392
  %7394 = add nuw nsw i64 %7393, %7385
  %7395 = getelementptr inbounds nuw float, ptr %7388, i64 %7394
  %7396 = load float, ptr %7395, align 4
  %7397 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, 1
  %7398 = mul nuw nsw i64 %7373, 8192
  %7399 = mul nuw nsw i64 %7377, 16
  %7400 = add nuw nsw i64 %7398, %7399
  %7401 = mul nuw nsw i64 %7381, 4
  %7402 = add nuw nsw i64 %7400, %7401
  %7403 = add nuw nsw i64 %7402, %7385
  %7404 = getelementptr inbounds nuw float, ptr %7397, i64 %7403
  store float %7396, ptr %7404, align 4
  %7405 = add i64 %7385, 1
  br label %7384

7406:                                             ; preds = %7384
  %7407 = add i64 %7381, 1
  br label %7380

7408:                                             ; preds = %7380
  %7409 = add i64 %7377, 1
  br label %7376

7410:                                             ; preds = %7376
  %7411 = add i64 %7373, 1
  br label %7372

7412:                                             ; preds = %7372
  %7413 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, 0
  %7414 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, 1
  %7415 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7413, 0
  %7416 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7415, ptr %7414, 1
  %7417 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7416, i64 5, 2
  %7418 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7417, i64 1, 3, 0
  %7419 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7418, i64 8192, 4, 0
  %7420 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7419, i64 512, 3, 1
  %7421 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7420, i64 16, 4, 1
  %7422 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7421, i64 2, 3, 2
  %7423 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7422, i64 4, 4, 2
  %7424 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7423, i64 2, 3, 3
  %7425 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7424, i64 1, 4, 3
  br label %7426

7426:                                             ; preds = %7465, %7412
  %7427 = phi i64 [ %7466, %7465 ], [ 0, %7412 ]
  %7428 = icmp slt i64 %7427, 1
  br i1 %7428, label %7429, label %7467

7429:                                             ; preds = %7426
  br label %7430

7430:                                             ; preds = %7463, %7429
  %7431 = phi i64 [ %7464, %7463 ], [ 0, %7429 ]
  %7432 = icmp slt i64 %7431, 512
  br i1 %7432, label %7433, label %7465

7433:                                             ; preds = %7430
  br label %7434

7434:                                             ; preds = %7461, %7433
  %7435 = phi i64 [ %7462, %7461 ], [ 0, %7433 ]
  %7436 = icmp slt i64 %7435, 2
  br i1 %7436, label %7437, label %7463

7437:                                             ; preds = %7434
  br label %7438

7438:                                             ; preds = %7441, %7437
  %7439 = phi i64 [ %7460, %7441 ], [ 0, %7437 ]
  %7440 = icmp slt i64 %7439, 2
  br i1 %7440, label %7441, label %7461

7441:                                             ; preds = %7438
  %7442 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7239, 1
  %7443 = mul nuw nsw i64 %7427, 2048
  %7444 = mul nuw nsw i64 %7431, 4
  %7445 = add nuw nsw i64 %7443, %7444
  %7446 = mul nuw nsw i64 %7435, 2
  %7447 = add nuw nsw i64 %7445, %7446
  %7448 = add nuw nsw i64 %7447, %7439
  %7449 = getelementptr inbounds nuw float, ptr %7442, i64 %7448
  %7450 = load float, ptr %7449, align 4
  %7451 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7425, 1
  %7452 = getelementptr float, ptr %7451, i64 5
  %7453 = mul nuw nsw i64 %7427, 8192
  %7454 = mul nuw nsw i64 %7431, 16
  %7455 = add nuw nsw i64 %7453, %7454
  %7456 = mul nuw nsw i64 %7435, 4
  %7457 = add nuw nsw i64 %7455, %7456
  %7458 = add nuw nsw i64 %7457, %7439
  %7459 = getelementptr inbounds nuw float, ptr %7452, i64 %7458
  store float %7450, ptr %7459, align 4
  %7460 = add i64 %7439, 1
  br label %7438

7461:                                             ; preds = %7438
  %7462 = add i64 %7435, 1
  br label %7434

7463:                                             ; preds = %7434
  %7464 = add i64 %7431, 1
  br label %7430

7465:                                             ; preds = %7430
  %7466 = add i64 %7427, 1
  br label %7426

7467:                                             ; preds = %7426
  %7468 = call ptr @malloc(i64 8256)
  %7469 = ptrtoint ptr %7468 to i64
  %7470 = add i64 %7469, 63
  %7471 = urem i64 %7470, 64
  %7472 = sub i64 %7470, %7471
  %7473 = inttoptr i64 %7472 to ptr
  %7474 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7468, 0
  %7475 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7474, ptr %7473, 1
  %7476 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7475, i64 0, 2
  %7477 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7476, i64 1, 3, 0
  %7478 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7477, i64 512, 3, 1
  %7479 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7478, i64 2, 3, 2
  %7480 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7479, i64 2, 3, 3
  %7481 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7480, i64 2048, 4, 0
  %7482 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7481, i64 4, 4, 1
  %7483 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7482, i64 2, 4, 2
  %7484 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7483, i64 1, 4, 3
  br label %7485

7485:                                             ; preds = %7523, %7467
  %7486 = phi i64 [ %7524, %7523 ], [ 0, %7467 ]
  %7487 = icmp slt i64 %7486, 1
  br i1 %7487, label %7488, label %7525

7488:                                             ; preds = %7485
  br label %7489

7489:                                             ; preds = %7521, %7488
  %7490 = phi i64 [ %7522, %7521 ], [ 0, %7488 ]
  %7491 = icmp slt i64 %7490, 512
  br i1 %7491, label %7492, label %7523

7492:                                             ; preds = %7489
  br label %7493

7493:                                             ; preds = %7519, %7492
  %7494 = phi i64 [ %7520, %7519 ], [ 0, %7492 ]
  %7495 = icmp slt i64 %7494, 2
  br i1 %7495, label %7496, label %7521

7496:                                             ; preds = %7493
  br label %7497

7497:                                             ; preds = %7500, %7496
  %7498 = phi i64 [ %7518, %7500 ], [ 0, %7496 ]
  %7499 = icmp slt i64 %7498, 2
  br i1 %7499, label %7500, label %7519

7500:                                             ; preds = %7497
  %7501 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 1
  %7502 = mul nuw nsw i64 %7486, 2048
  %7503 = mul nuw nsw i64 %7490, 4
  %7504 = add nuw nsw i64 %7502, %7503
  %7505 = mul nuw nsw i64 %7494, 2
  %7506 = add nuw nsw i64 %7504, %7505
  %7507 = add nuw nsw i64 %7506, %7498
  %7508 = getelementptr inbounds nuw float, ptr %7501, i64 %7507
  %7509 = load float, ptr %7508, align 4
  %7510 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7484, 1
  %7511 = mul nuw nsw i64 %7486, 2048
  %7512 = mul nuw nsw i64 %7490, 4
  %7513 = add nuw nsw i64 %7511, %7512
  %7514 = mul nuw nsw i64 %7494, 2
  %7515 = add nuw nsw i64 %7513, %7514
  %7516 = add nuw nsw i64 %7515, %7498
  %7517 = getelementptr inbounds nuw float, ptr %7510, i64 %7516
  store float %7509, ptr %7517, align 4
  %7518 = add i64 %7498, 1
  br label %7497

7519:                                             ; preds = %7497
  %7520 = add i64 %7494, 1
  br label %7493

7521:                                             ; preds = %7493
  %7522 = add i64 %7490, 1
  br label %7489

7523:                                             ; preds = %7489
  %7524 = add i64 %7486, 1
  br label %7485

7525:                                             ; preds = %7485
  br label %7526

7526:                                             ; preds = %7603, %7525
  %7527 = phi i64 [ %7604, %7603 ], [ 0, %7525 ]
  %7528 = icmp slt i64 %7527, 1
  br i1 %7528, label %7529, label %7605

7529:                                             ; preds = %7526
  br label %7530

7530:                                             ; preds = %7601, %7529
  %7531 = phi i64 [ %7602, %7601 ], [ 0, %7529 ]
  %7532 = icmp slt i64 %7531, 512
  br i1 %7532, label %7533, label %7603

7533:                                             ; preds = %7530
  br label %7534

7534:                                             ; preds = %7599, %7533
  %7535 = phi i64 [ %7600, %7599 ], [ 0, %7533 ]
  %7536 = icmp slt i64 %7535, 2
  br i1 %7536, label %7537, label %7601

7537:                                             ; preds = %7534
  br label %7538

7538:                                             ; preds = %7597, %7537
  %7539 = phi i64 [ %7598, %7597 ], [ 0, %7537 ]
  %7540 = icmp slt i64 %7539, 2
  br i1 %7540, label %7541, label %7599

7541:                                             ; preds = %7538
  br label %7542

7542:                                             ; preds = %7595, %7541
  %7543 = phi i64 [ %7596, %7595 ], [ 0, %7541 ]
  %7544 = icmp slt i64 %7543, 512
  br i1 %7544, label %7545, label %7597

7545:                                             ; preds = %7542
  br label %7546

7546:                                             ; preds = %7593, %7545
  %7547 = phi i64 [ %7594, %7593 ], [ 0, %7545 ]
  %7548 = icmp slt i64 %7547, 3
  br i1 %7548, label %7549, label %7595

7549:                                             ; preds = %7546
  br label %7550

7550:                                             ; preds = %7553, %7549
  %7551 = phi i64 [ %7592, %7553 ], [ 0, %7549 ]
  %7552 = icmp slt i64 %7551, 3
  br i1 %7552, label %7553, label %7593

7553:                                             ; preds = %7550
  %7554 = add i64 %7535, %7547
  %7555 = add i64 %7539, %7551
  %7556 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, 1
  %7557 = mul nuw nsw i64 %7527, 8192
  %7558 = mul nuw nsw i64 %7543, 16
  %7559 = add nuw nsw i64 %7557, %7558
  %7560 = mul nuw nsw i64 %7554, 4
  %7561 = add nuw nsw i64 %7559, %7560
  %7562 = add nuw nsw i64 %7561, %7555
  %7563 = getelementptr inbounds nuw float, ptr %7556, i64 %7562
  %7564 = load float, ptr %7563, align 4
  %7565 = mul nuw nsw i64 %7531, 4608
  %7566 = mul nuw nsw i64 %7543, 9
  %7567 = add nuw nsw i64 %7565, %7566
  %7568 = mul nuw nsw i64 %7547, 3
  %7569 = add nuw nsw i64 %7567, %7568
  %7570 = add nuw nsw i64 %7569, %7551
  %7571 = getelementptr inbounds nuw float, ptr @__constant_512x512x3x3xf32, i64 %7570
  %7572 = load float, ptr %7571, align 4
  %7573 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7484, 1
  %7574 = mul nuw nsw i64 %7527, 2048
  %7575 = mul nuw nsw i64 %7531, 4
  %7576 = add nuw nsw i64 %7574, %7575
  %7577 = mul nuw nsw i64 %7535, 2
  %7578 = add nuw nsw i64 %7576, %7577
  %7579 = add nuw nsw i64 %7578, %7539
  %7580 = getelementptr inbounds nuw float, ptr %7573, i64 %7579
  %7581 = load float, ptr %7580, align 4
  %7582 = fmul float %7564, %7572
  %7583 = fadd float %7581, %7582
  %7584 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7484, 1
  %7585 = mul nuw nsw i64 %7527, 2048
  %7586 = mul nuw nsw i64 %7531, 4
  %7587 = add nuw nsw i64 %7585, %7586
  %7588 = mul nuw nsw i64 %7535, 2
  %7589 = add nuw nsw i64 %7587, %7588
  %7590 = add nuw nsw i64 %7589, %7539
  %7591 = getelementptr inbounds nuw float, ptr %7584, i64 %7590
  store float %7583, ptr %7591, align 4
  %7592 = add i64 %7551, 1
  br label %7550

7593:                                             ; preds = %7550
  %7594 = add i64 %7547, 1
  br label %7546

7595:                                             ; preds = %7546
  %7596 = add i64 %7543, 1
  br label %7542

7597:                                             ; preds = %7542
  %7598 = add i64 %7539, 1
  br label %7538

7599:                                             ; preds = %7538
  %7600 = add i64 %7535, 1
  br label %7534

7601:                                             ; preds = %7534
  %7602 = add i64 %7531, 1
  br label %7530

7603:                                             ; preds = %7530
  %7604 = add i64 %7527, 1
  br label %7526

7605:                                             ; preds = %7526
  %7606 = call ptr @malloc(i64 2112)
  %7607 = ptrtoint ptr %7606 to i64
  %7608 = add i64 %7607, 63
  %7609 = urem i64 %7608, 64
  %7610 = sub i64 %7608, %7609
  %7611 = inttoptr i64 %7610 to ptr
  %7612 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7606, 0
  %7613 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7612, ptr %7611, 1
  %7614 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7613, i64 0, 2
  %7615 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7614, i64 1, 3, 0
  %7616 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7615, i64 512, 3, 1
  %7617 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7616, i64 1, 3, 2
  %7618 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7617, i64 1, 3, 3
  %7619 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7618, i64 512, 4, 0
  %7620 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7619, i64 1, 4, 1
  %7621 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7620, i64 1, 4, 2
  %7622 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7621, i64 1, 4, 3
  br label %7623

7623:                                             ; preds = %7650, %7605
  %7624 = phi i64 [ %7651, %7650 ], [ 0, %7605 ]
  %7625 = icmp slt i64 %7624, 1
  br i1 %7625, label %7626, label %7652

7626:                                             ; preds = %7623
  br label %7627

7627:                                             ; preds = %7648, %7626
  %7628 = phi i64 [ %7649, %7648 ], [ 0, %7626 ]
  %7629 = icmp slt i64 %7628, 512
  br i1 %7629, label %7630, label %7650

7630:                                             ; preds = %7627
  br label %7631

7631:                                             ; preds = %7646, %7630
  %7632 = phi i64 [ %7647, %7646 ], [ 0, %7630 ]
  %7633 = icmp slt i64 %7632, 1
  br i1 %7633, label %7634, label %7648

7634:                                             ; preds = %7631
  br label %7635

7635:                                             ; preds = %7638, %7634
  %7636 = phi i64 [ %7645, %7638 ], [ 0, %7634 ]
  %7637 = icmp slt i64 %7636, 1
  br i1 %7637, label %7638, label %7646

7638:                                             ; preds = %7635
  %7639 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7622, 1
  %7640 = mul nuw nsw i64 %7624, 512
  %7641 = add nuw nsw i64 %7640, %7628
  %7642 = add nuw nsw i64 %7641, %7632
  %7643 = add nuw nsw i64 %7642, %7636
  %7644 = getelementptr inbounds nuw float, ptr %7639, i64 %7643
  store float 0.000000e+00, ptr %7644, align 4
  %7645 = add i64 %7636, 1
  br label %7635

7646:                                             ; preds = %7635
  %7647 = add i64 %7632, 1
  br label %7631

7648:                                             ; preds = %7631
  %7649 = add i64 %7628, 1
  br label %7627

7650:                                             ; preds = %7627
  %7651 = add i64 %7624, 1
  br label %7623

7652:                                             ; preds = %7623
  %7653 = call ptr @malloc(i64 2112)
  %7654 = ptrtoint ptr %7653 to i64
  %7655 = add i64 %7654, 63
  %7656 = urem i64 %7655, 64
  %7657 = sub i64 %7655, %7656
  %7658 = inttoptr i64 %7657 to ptr
  %7659 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } poison, ptr %7653, 0
  %7660 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7659, ptr %7658, 1
  %7661 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7660, i64 0, 2
  %7662 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7661, i64 1, 3, 0
  %7663 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7662, i64 512, 3, 1
  %7664 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7663, i64 1, 3, 2
  %7665 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7664, i64 1, 3, 3
  %7666 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7665, i64 512, 4, 0
  %7667 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7666, i64 1, 4, 1
  %7668 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7667, i64 1, 4, 2
  %7669 = insertvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7668, i64 1, 4, 3
  br label %7670

7670:                                             ; preds = %7704, %7652
  %7671 = phi i64 [ %7705, %7704 ], [ 0, %7652 ]
  %7672 = icmp slt i64 %7671, 1
  br i1 %7672, label %7673, label %7706

7673:                                             ; preds = %7670
  br label %7674

7674:                                             ; preds = %7702, %7673
  %7675 = phi i64 [ %7703, %7702 ], [ 0, %7673 ]
  %7676 = icmp slt i64 %7675, 512
  br i1 %7676, label %7677, label %7704

7677:                                             ; preds = %7674
  br label %7678

7678:                                             ; preds = %7700, %7677
  %7679 = phi i64 [ %7701, %7700 ], [ 0, %7677 ]
  %7680 = icmp slt i64 %7679, 1
  br i1 %7680, label %7681, label %7702

7681:                                             ; preds = %7678
  br label %7682

7682:                                             ; preds = %7685, %7681
  %7683 = phi i64 [ %7699, %7685 ], [ 0, %7681 ]
  %7684 = icmp slt i64 %7683, 1
  br i1 %7684, label %7685, label %7700

7685:                                             ; preds = %7682
  %7686 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7622, 1
  %7687 = mul nuw nsw i64 %7671, 512
  %7688 = add nuw nsw i64 %7687, %7675
  %7689 = add nuw nsw i64 %7688, %7679
  %7690 = add nuw nsw i64 %7689, %7683
  %7691 = getelementptr inbounds nuw float, ptr %7686, i64 %7690
  %7692 = load float, ptr %7691, align 4
  %7693 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7669, 1
  %7694 = mul nuw nsw i64 %7671, 512
  %7695 = add nuw nsw i64 %7694, %7675
  %7696 = add nuw nsw i64 %7695, %7679
  %7697 = add nuw nsw i64 %7696, %7683
  %7698 = getelementptr inbounds nuw float, ptr %7693, i64 %7697
  store float %7692, ptr %7698, align 4
  %7699 = add i64 %7683, 1
  br label %7682

7700:                                             ; preds = %7682
  %7701 = add i64 %7679, 1
  br label %7678

7702:                                             ; preds = %7678
  %7703 = add i64 %7675, 1
  br label %7674

7704:                                             ; preds = %7674
  %7705 = add i64 %7671, 1
  br label %7670

7706:                                             ; preds = %7670
  br label %7707

7707:                                             ; preds = %7786, %7706
  %7708 = phi i64 [ %7787, %7786 ], [ 0, %7706 ]
  %7709 = icmp slt i64 %7708, 1
  br i1 %7709, label %7710, label %7788

7710:                                             ; preds = %7707
  br label %7711

7711:                                             ; preds = %7784, %7710
  %7712 = phi i64 [ %7785, %7784 ], [ 0, %7710 ]
  %7713 = icmp slt i64 %7712, 512
  br i1 %7713, label %7714, label %7786

7714:                                             ; preds = %7711
  br label %7715

7715:                                             ; preds = %7782, %7714
  %7716 = phi i64 [ %7783, %7782 ], [ 0, %7714 ]
  %7717 = icmp slt i64 %7716, 2
  br i1 %7717, label %7718, label %7784

7718:                                             ; preds = %7715
  br label %7719

7719:                                             ; preds = %7722, %7718
  %7720 = phi i64 [ %7781, %7722 ], [ 0, %7718 ]
  %7721 = icmp slt i64 %7720, 2
  br i1 %7721, label %7722, label %7782

7722:                                             ; preds = %7719
  %7723 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7484, 1
  %7724 = mul nuw nsw i64 %7708, 2048
  %7725 = mul nuw nsw i64 %7712, 4
  %7726 = add nuw nsw i64 %7724, %7725
  %7727 = mul nuw nsw i64 %7716, 2
  %7728 = add nuw nsw i64 %7726, %7727
  %7729 = add nuw nsw i64 %7728, %7720
  %7730 = getelementptr inbounds nuw float, ptr %7723, i64 %7729
  %7731 = load float, ptr %7730, align 4
  %7732 = add nuw nsw i64 %7712, 0
  %7733 = add nuw nsw i64 %7732, 0
  %7734 = getelementptr inbounds nuw float, ptr @__constant_512xf32_2, i64 %7733
  %7735 = load float, ptr %7734, align 4
  %7736 = add nuw nsw i64 %7712, 0
  %7737 = add nuw nsw i64 %7736, 0
  %7738 = getelementptr inbounds nuw float, ptr @__constant_512xf32_1, i64 %7737
  %7739 = load float, ptr %7738, align 4
  %7740 = add nuw nsw i64 %7712, 0
  %7741 = add nuw nsw i64 %7740, 0
  %7742 = getelementptr inbounds nuw float, ptr @__constant_512xf32_0, i64 %7741
  %7743 = load float, ptr %7742, align 4
  %7744 = add nuw nsw i64 %7712, 0
  %7745 = add nuw nsw i64 %7744, 0
  %7746 = getelementptr inbounds nuw float, ptr @__constant_512xf32, i64 %7745
  %7747 = load float, ptr %7746, align 4
  %7748 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6823, 1
  %7749 = mul nuw nsw i64 %7708, 2048
  %7750 = mul nuw nsw i64 %7712, 4
  %7751 = add nuw nsw i64 %7749, %7750
  %7752 = mul nuw nsw i64 %7716, 2
  %7753 = add nuw nsw i64 %7751, %7752
  %7754 = add nuw nsw i64 %7753, %7720
  %7755 = getelementptr inbounds nuw float, ptr %7748, i64 %7754
  %7756 = load float, ptr %7755, align 4
  %7757 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7669, 1
  %7758 = mul nuw nsw i64 %7708, 512
  %7759 = add nuw nsw i64 %7758, %7712
  %7760 = add nuw nsw i64 %7759, 0
  %7761 = add nuw nsw i64 %7760, 0
  %7762 = getelementptr inbounds nuw float, ptr %7757, i64 %7761
  %7763 = load float, ptr %7762, align 4
  %7764 = fadd float %7739, f0x3727C5AC
  %7765 = call float @llvm.sqrt.f32(float %7764)
  %7766 = fdiv float 1.000000e+00, %7765
  %7767 = fsub float %7731, %7735
  %7768 = fmul float %7767, %7766
  %7769 = fmul float %7768, %7743
  %7770 = fadd float %7769, %7747
  %7771 = fadd float %7770, %7756
  %7772 = fcmp ugt float %7771, 0.000000e+00
  %7773 = select i1 %7772, float %7771, float 0.000000e+00
  %7774 = fadd float %7773, %7763
  %7775 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7669, 1
  %7776 = mul nuw nsw i64 %7708, 512
  %7777 = add nuw nsw i64 %7776, %7712
  %7778 = add nuw nsw i64 %7777, 0
  %7779 = add nuw nsw i64 %7778, 0
  %7780 = getelementptr inbounds nuw float, ptr %7775, i64 %7779
  store float %7774, ptr %7780, align 4
  %7781 = add i64 %7720, 1
  br label %7719

7782:                                             ; preds = %7719
  %7783 = add i64 %7716, 1
  br label %7715

7784:                                             ; preds = %7715
  %7785 = add i64 %7712, 1
  br label %7711

7786:                                             ; preds = %7711
  %7787 = add i64 %7708, 1
  br label %7707

7788:                                             ; preds = %7707
  %7789 = call ptr @malloc(i64 4064)
  %7790 = ptrtoint ptr %7789 to i64
  %7791 = add i64 %7790, 63
  %7792 = urem i64 %7791, 64
  %7793 = sub i64 %7791, %7792
  %7794 = inttoptr i64 %7793 to ptr
  %7795 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %7789, 0
  %7796 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7795, ptr %7794, 1
  %7797 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7796, i64 0, 2
  %7798 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7797, i64 1, 3, 0
  %7799 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7798, i64 1000, 3, 1
  %7800 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7799, i64 1000, 4, 0
  %7801 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7800, i64 1, 4, 1
  br label %7802

7802:                                             ; preds = %7815, %7788
  %7803 = phi i64 [ %7816, %7815 ], [ 0, %7788 ]
  %7804 = icmp slt i64 %7803, 1
  br i1 %7804, label %7805, label %7817

7805:                                             ; preds = %7802
  br label %7806

7806:                                             ; preds = %7809, %7805
  %7807 = phi i64 [ %7814, %7809 ], [ 0, %7805 ]
  %7808 = icmp slt i64 %7807, 1000
  br i1 %7808, label %7809, label %7815

7809:                                             ; preds = %7806
  %7810 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7801, 1
  %7811 = mul nuw nsw i64 %7803, 1000
  %7812 = add nuw nsw i64 %7811, %7807
  %7813 = getelementptr inbounds nuw float, ptr %7810, i64 %7812
  store float 0.000000e+00, ptr %7813, align 4
  %7814 = add i64 %7807, 1
  br label %7806

7815:                                             ; preds = %7806
  %7816 = add i64 %7803, 1
  br label %7802

7817:                                             ; preds = %7802
  %7818 = call ptr @malloc(i64 4064)
  %7819 = ptrtoint ptr %7818 to i64
  %7820 = add i64 %7819, 63
  %7821 = urem i64 %7820, 64
  %7822 = sub i64 %7820, %7821
  %7823 = inttoptr i64 %7822 to ptr
  %7824 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %7818, 0
  %7825 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7824, ptr %7823, 1
  %7826 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7825, i64 0, 2
  %7827 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7826, i64 1, 3, 0
  %7828 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7827, i64 1000, 3, 1
  %7829 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7828, i64 1000, 4, 0
  %7830 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7829, i64 1, 4, 1
  br label %7831

7831:                                             ; preds = %7849, %7817
  %7832 = phi i64 [ %7850, %7849 ], [ 0, %7817 ]
  %7833 = icmp slt i64 %7832, 1
  br i1 %7833, label %7834, label %7851

7834:                                             ; preds = %7831
  br label %7835

7835:                                             ; preds = %7838, %7834
  %7836 = phi i64 [ %7848, %7838 ], [ 0, %7834 ]
  %7837 = icmp slt i64 %7836, 1000
  br i1 %7837, label %7838, label %7849

7838:                                             ; preds = %7835
  %7839 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7801, 1
  %7840 = mul nuw nsw i64 %7832, 1000
  %7841 = add nuw nsw i64 %7840, %7836
  %7842 = getelementptr inbounds nuw float, ptr %7839, i64 %7841
  %7843 = load float, ptr %7842, align 4
  %7844 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7830, 1
  %7845 = mul nuw nsw i64 %7832, 1000
  %7846 = add nuw nsw i64 %7845, %7836
  %7847 = getelementptr inbounds nuw float, ptr %7844, i64 %7846
  store float %7843, ptr %7847, align 4
  %7848 = add i64 %7836, 1
  br label %7835

7849:                                             ; preds = %7835
  %7850 = add i64 %7832, 1
  br label %7831

7851:                                             ; preds = %7831
  br label %7852

7852:                                             ; preds = %7904, %7851
  %7853 = phi i64 [ %7905, %7904 ], [ 0, %7851 ]
  %7854 = icmp slt i64 %7853, 1
  br i1 %7854, label %7855, label %7906

7855:                                             ; preds = %7852
  br label %7856

7856:                                             ; preds = %7902, %7855
  %7857 = phi i64 [ %7903, %7902 ], [ 0, %7855 ]
  %7858 = icmp slt i64 %7857, 1000
  br i1 %7858, label %7859, label %7904

7859:                                             ; preds = %7856
  br label %7860

7860:                                             ; preds = %7900, %7859
  %7861 = phi i64 [ %7901, %7900 ], [ 0, %7859 ]
  %7862 = icmp slt i64 %7861, 512
  br i1 %7862, label %7863, label %7902

7863:                                             ; preds = %7860
  br label %7864

7864:                                             ; preds = %7898, %7863
  %7865 = phi i64 [ %7899, %7898 ], [ 0, %7863 ]
  %7866 = icmp slt i64 %7865, 1
  br i1 %7866, label %7867, label %7900

7867:                                             ; preds = %7864
  br label %7868

7868:                                             ; preds = %7871, %7867
  %7869 = phi i64 [ %7897, %7871 ], [ 0, %7867 ]
  %7870 = icmp slt i64 %7869, 1
  br i1 %7870, label %7871, label %7898

7871:                                             ; preds = %7868
  %7872 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7669, 1
  %7873 = mul nuw nsw i64 %7853, 512
  %7874 = add nuw nsw i64 %7873, %7861
  %7875 = add nuw nsw i64 %7874, %7865
  %7876 = add nuw nsw i64 %7875, %7869
  %7877 = getelementptr inbounds nuw float, ptr %7872, i64 %7876
  %7878 = load float, ptr %7877, align 4
  %7879 = mul nuw nsw i64 %7857, 512
  %7880 = add nuw nsw i64 %7879, %7861
  %7881 = add nuw nsw i64 %7880, %7865
  %7882 = add nuw nsw i64 %7881, %7869
  %7883 = getelementptr inbounds nuw float, ptr @__constant_1000x512xf32, i64 %7882
  %7884 = load float, ptr %7883, align 4
  %7885 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7830, 1
  %7886 = mul nuw nsw i64 %7853, 1000
  %7887 = add nuw nsw i64 %7886, %7857
  %7888 = getelementptr inbounds nuw float, ptr %7885, i64 %7887
  %7889 = load float, ptr %7888, align 4
  %7890 = fdiv float %7878, 4.000000e+00
  %7891 = fmul float %7890, %7884
  %7892 = fadd float %7889, %7891
  %7893 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7830, 1
  %7894 = mul nuw nsw i64 %7853, 1000
  %7895 = add nuw nsw i64 %7894, %7857
  %7896 = getelementptr inbounds nuw float, ptr %7893, i64 %7895
  store float %7892, ptr %7896, align 4
  %7897 = add i64 %7869, 1
  br label %7868

7898:                                             ; preds = %7868
  %7899 = add i64 %7865, 1
  br label %7864

7900:                                             ; preds = %7864
  %7901 = add i64 %7861, 1
  br label %7860

7902:                                             ; preds = %7860
  %7903 = add i64 %7857, 1
  br label %7856

7904:                                             ; preds = %7856
  %7905 = add i64 %7853, 1
  br label %7852

7906:                                             ; preds = %7852
  %7907 = call ptr @malloc(i64 4064)
  %7908 = ptrtoint ptr %7907 to i64
  %7909 = add i64 %7908, 63
  %7910 = urem i64 %7909, 64
  %7911 = sub i64 %7909, %7910
  %7912 = inttoptr i64 %7911 to ptr
  %7913 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } poison, ptr %7907, 0
  %7914 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7913, ptr %7912, 1
  %7915 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7914, i64 0, 2
  %7916 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7915, i64 1, 3, 0
  %7917 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7916, i64 1000, 3, 1
  %7918 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7917, i64 1000, 4, 0
  %7919 = insertvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7918, i64 1, 4, 1
  br label %7920

7920:                                             ; preds = %7941, %7906
  %7921 = phi i64 [ %7942, %7941 ], [ 0, %7906 ]
  %7922 = icmp slt i64 %7921, 1
  br i1 %7922, label %7923, label %7943

7923:                                             ; preds = %7920
  br label %7924

7924:                                             ; preds = %7927, %7923
  %7925 = phi i64 [ %7940, %7927 ], [ 0, %7923 ]
  %7926 = icmp slt i64 %7925, 1000
  br i1 %7926, label %7927, label %7941

7927:                                             ; preds = %7924
  %7928 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7830, 1
  %7929 = mul nuw nsw i64 %7921, 1000
  %7930 = add nuw nsw i64 %7929, %7925
  %7931 = getelementptr inbounds nuw float, ptr %7928, i64 %7930
  %7932 = load float, ptr %7931, align 4
  %7933 = getelementptr inbounds nuw float, ptr @__constant_1000xf32, i64 %7925
  %7934 = load float, ptr %7933, align 4
  %7935 = fadd float %7932, %7934
  %7936 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7919, 1
  %7937 = mul nuw nsw i64 %7921, 1000
  %7938 = add nuw nsw i64 %7937, %7925
  %7939 = getelementptr inbounds nuw float, ptr %7936, i64 %7938
  store float %7935, ptr %7939, align 4
  %7940 = add i64 %7925, 1
  br label %7924

7941:                                             ; preds = %7924
  %7942 = add i64 %7921, 1
  br label %7920

7943:                                             ; preds = %7920
  %7944 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %39, 0
  call void @free(ptr %7944)
  %7945 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %88, 0
  call void @free(ptr %7945)
  %7946 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %201, 0
  call void @free(ptr %7946)
  %7947 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %250, 0
  call void @free(ptr %7947)
  %7948 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %390, 0
  call void @free(ptr %7948)
  %7949 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %473, 0
  call void @free(ptr %7949)
  %7950 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %522, 0
  call void @free(ptr %7950)
  %7951 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %635, 0
  call void @free(ptr %7951)
  %7952 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %680, 0
  call void @free(ptr %7952)
  %7953 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %697, 0
  call void @free(ptr %7953)
  %7954 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %822, 0
  call void @free(ptr %7954)
  %7955 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %871, 0
  call void @free(ptr %7955)
  %7956 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %984, 0
  call void @free(ptr %7956)
  %7957 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1033, 0
  call void @free(ptr %7957)
  %7958 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1171, 0
  call void @free(ptr %7958)
  %7959 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1254, 0
  call void @free(ptr %7959)
  %7960 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1303, 0
  call void @free(ptr %7960)
  %7961 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1416, 0
  call void @free(ptr %7961)
  %7962 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1554, 0
  call void @free(ptr %7962)
  %7963 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1647, 0
  call void @free(ptr %7963)
  %7964 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1696, 0
  call void @free(ptr %7964)
  %7965 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1809, 0
  call void @free(ptr %7965)
  %7966 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %1947, 0
  call void @free(ptr %7966)
  %7967 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2030, 0
  call void @free(ptr %7967)
  %7968 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2079, 0
  call void @free(ptr %7968)
  %7969 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2192, 0
  call void @free(ptr %7969)
  %7970 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2330, 0
  call void @free(ptr %7970)
  %7971 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2423, 0
  call void @free(ptr %7971)
  %7972 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2472, 0
  call void @free(ptr %7972)
  %7973 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2585, 0
  call void @free(ptr %7973)
  %7974 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2634, 0
  call void @free(ptr %7974)
  %7975 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2774, 0
  call void @free(ptr %7975)
  %7976 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2857, 0
  call void @free(ptr %7976)
  %7977 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %2906, 0
  call void @free(ptr %7977)
  %7978 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3019, 0
  call void @free(ptr %7978)
  %7979 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3157, 0
  call void @free(ptr %7979)
  %7980 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3295, 0
  call void @free(ptr %7980)
  %7981 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3411, 0
  call void @free(ptr %7981)
  %7982 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3460, 0
  call void @free(ptr %7982)
  %7983 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3573, 0
  call void @free(ptr %7983)
  %7984 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3711, 0
  call void @free(ptr %7984)
  %7985 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3794, 0
  call void @free(ptr %7985)
  %7986 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3843, 0
  call void @free(ptr %7986)
  %7987 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %3956, 0
  call void @free(ptr %7987)
  %7988 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4094, 0
  call void @free(ptr %7988)
  %7989 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4187, 0
  call void @free(ptr %7989)
  %7990 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4236, 0
  call void @free(ptr %7990)
  %7991 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4349, 0
  call void @free(ptr %7991)
  %7992 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4398, 0
  call void @free(ptr %7992)
  %7993 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4538, 0
  call void @free(ptr %7993)
  %7994 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4621, 0
  call void @free(ptr %7994)
  %7995 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4670, 0
  call void @free(ptr %7995)
  %7996 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4783, 0
  call void @free(ptr %7996)
  %7997 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %4921, 0
  call void @free(ptr %7997)
  %7998 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5059, 0
  call void @free(ptr %7998)
  %7999 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5175, 0
  call void @free(ptr %7999)
  %8000 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5224, 0
  call void @free(ptr %8000)
  %8001 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5337, 0
  call void @free(ptr %8001)
  %8002 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5475, 0
  call void @free(ptr %8002)
  %8003 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5558, 0
  call void @free(ptr %8003)
  %8004 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5607, 0
  call void @free(ptr %8004)
  %8005 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5720, 0
  call void @free(ptr %8005)
  %8006 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5858, 0
  call void @free(ptr %8006)
  %8007 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %5951, 0
  call void @free(ptr %8007)
  %8008 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6000, 0
  call void @free(ptr %8008)
  %8009 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6113, 0
  call void @free(ptr %8009)
  %8010 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6162, 0
  call void @free(ptr %8010)
  %8011 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6302, 0
  call void @free(ptr %8011)
  %8012 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6385, 0
  call void @free(ptr %8012)
  %8013 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6434, 0
  call void @free(ptr %8013)
  %8014 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6547, 0
  call void @free(ptr %8014)
  %8015 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6685, 0
  call void @free(ptr %8015)
  %8016 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6823, 0
  call void @free(ptr %8016)
  %8017 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6939, 0
  call void @free(ptr %8017)
  %8018 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %6988, 0
  call void @free(ptr %8018)
  %8019 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7101, 0
  call void @free(ptr %8019)
  %8020 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7239, 0
  call void @free(ptr %8020)
  %8021 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7322, 0
  call void @free(ptr %8021)
  %8022 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7371, 0
  call void @free(ptr %8022)
  %8023 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7484, 0
  call void @free(ptr %8023)
  %8024 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7622, 0
  call void @free(ptr %8024)
  %8025 = extractvalue { ptr, ptr, i64, [4 x i64], [4 x i64] } %7669, 0
  call void @free(ptr %8025)
  %8026 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7801, 0
  call void @free(ptr %8026)
  %8027 = extractvalue { ptr, ptr, i64, [2 x i64], [2 x i64] } %7830, 0
  call void @free(ptr %8027)
  ret { ptr, ptr, i64, [2 x i64], [2 x i64] } %7919
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #0

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maximum.f32(float, float) #0

attributes #0 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0}

!0 = !{i32 2, !"Debug Info Version", i32 3}
; irlower-stages: fx_graph=f56db956b090 torch_mlir=9d761a138fb2 linalg_on_tensors_mlir=71425b281748 llvm_mlir=ec2728f3504a
